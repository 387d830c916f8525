"""Sections of the object being assembled: their bytes, fixups, alignment and ELF attributes.

Every instruction of the GCN/CDNA families has a size fixed when it is encoded (a symbolic
literal still takes its 4 bytes), so a section is a growing byte array: labels get their
final offsets as they are defined and fixups are patched (or become relocations) once the
whole file is read, as llvm-mc does at layout time.

Section names, flags and types follow GNU as / llvm-mc's ELF directives (``.section name,
"flags", @type``); the defaults per name are those of llvm-mc's ELF parser.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from amdgcn.codeobj.elf import SHF, SHT
from amdgcn.isa.syntax import Expr

#: SHF_TLS (ELF gABI), not in :class:`SHF`
SHF_TLS = 0x400
#: SHF_GNU_RETAIN (GNU ABI)
SHF_GNU_RETAIN = 0x200000

#: ``.section`` flag letters -> sh_flags bits
FLAG_LETTERS = {
    "a": SHF.SHF_ALLOC, "w": SHF.SHF_WRITE, "x": SHF.SHF_EXECINSTR, "M": SHF.SHF_MERGE,
    "S": SHF.SHF_STRINGS, "T": SHF_TLS, "e": SHF.SHF_EXCLUDE, "R": SHF_GNU_RETAIN,
}

#: ``.section`` types (after ``@`` or ``%``) -> sh_type
SECTION_TYPES = {
    "progbits": SHT.SHT_PROGBITS, "nobits": SHT.SHT_NOBITS, "note": SHT.SHT_NOTE,
    "init_array": SHT.SHT_INIT_ARRAY, "fini_array": SHT.SHT_FINI_ARRAY,
    "preinit_array": 16,
}

#: The s_nop 0 encoding that pads code sections (llvm-mc's AMDGPU ``writeNopData``).
S_NOP_0 = 0xBF800000
CODE_PADDING_UNIT = 4


def _has_prefix(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def default_flags(name: str) -> int:
    """The flags llvm-mc gives a section of this name when ``.section`` names none."""
    if _has_prefix(name, ".rodata") or name == ".rodata1":
        return SHF.SHF_ALLOC
    if name in (".fini", ".init") or _has_prefix(name, ".text"):
        return SHF.SHF_ALLOC | SHF.SHF_EXECINSTR
    if _has_prefix(name, ".tdata") or _has_prefix(name, ".tbss"):
        return SHF.SHF_ALLOC | SHF.SHF_WRITE | SHF_TLS
    if any(_has_prefix(name, p) for p in (".data", ".bss", ".init_array", ".fini_array",
                                          ".preinit_array")) or name == ".data1":
        return SHF.SHF_ALLOC | SHF.SHF_WRITE
    return 0


def default_type(name: str) -> int:
    """The type llvm-mc gives a section of this name when ``.section`` names none."""
    if name.startswith(".note"):
        return SHT.SHT_NOTE
    for prefix, sht in ((".init_array", SHT.SHT_INIT_ARRAY), (".bss", SHT.SHT_NOBITS),
                        (".tbss", SHT.SHT_NOBITS), (".fini_array", SHT.SHT_FINI_ARRAY),
                        (".preinit_array", 16)):
        if _has_prefix(name, prefix):
            return sht
    return SHT.SHT_PROGBITS


@dataclass(eq=False)
class Fixup:
    """A value left to layout time: ``size`` bytes at ``offset`` of ``section``.

    Attributes:
        kind: llvm-mc's fixup kind (``FK_Data_4``, ``FK_PCRel_4``, ``fixup_si_sopp_br``).
        expr: the expression; dot: offset standing for ``.`` (the statement's start).
        where: (line, column, source line) for error messages.
    """

    section: AsmSection
    offset: int
    kind: str
    expr: Expr
    dot: int
    where: tuple = (0, 0, "")


#: fixup kind -> (size in bytes, PC-relative)
FIXUP_KINDS = {
    "FK_Data_1": (1, False), "FK_Data_2": (2, False), "FK_Data_4": (4, False),
    "FK_Data_8": (8, False), "FK_PCRel_4": (4, True), "fixup_si_sopp_br": (2, True),
}

#: data directive size -> fixup kind
DATA_FIXUP = {1: "FK_Data_1", 2: "FK_Data_2", 4: "FK_Data_4", 8: "FK_Data_8"}


@dataclass(eq=False)
class AsmSection:
    """A section being assembled.

    Attributes:
        name, type (``sh_type``), flags (``sh_flags``), entsize (``sh_entsize``),
        align: the greatest alignment asked for; data: its bytes (for ``SHT_NOBITS`` only
        ``size`` counts); fixups: values to patch at layout; symbol: its STT_SECTION symbol.
    """

    name: str
    type: int
    flags: int
    entsize: int = 0
    align: int = 1
    data: bytearray = field(default_factory=bytearray)
    nobits_size: int = 0
    #: non-zero bytes written to a SHT_NOBITS section, committed or since the last alignment
    #: (llvm-mc 22 misses those that an alignment directive follows: they join its fragment)
    nobits_written: bool = False
    nobits_pending: bool = False
    nobits_fixups: bool = False
    fixups: list[Fixup] = field(default_factory=list)
    symbol: object = None

    @property
    def is_code(self) -> bool:
        """Alignment pads with ``s_nop 0`` (``SHF_EXECINSTR``)."""
        return bool(self.flags & SHF.SHF_EXECINSTR)

    @property
    def is_nobits(self) -> bool:
        """``SHT_NOBITS``: occupies no file space."""
        return self.type == SHT.SHT_NOBITS

    @property
    def size(self) -> int:
        """Current size in bytes."""
        return self.nobits_size if self.is_nobits else len(self.data)

    def append(self, data: bytes) -> int:
        """Append bytes; returns their offset."""
        at = self.size
        if self.is_nobits:
            self.nobits_size += len(data)
            self.nobits_pending |= any(data)
        else:
            self.data += data
        return at

    def commit_fill(self) -> None:
        """A fill directive closes the bytes before it into a fragment of their own."""
        self.nobits_written |= self.nobits_pending
        self.nobits_pending = False

    def align_to(self, alignment: int, *, fill: int | None, fill_size: int = 1,
                 max_bytes: int = 0) -> None:
        """Pad to ``alignment``: with ``fill`` (truncated to ``fill_size`` bytes), or with
        ``s_nop 0`` in code sections (zero bytes first when the gap is not a whole number of
        dwords), or zeros. ``max_bytes`` > 0 skips the padding when more would be needed;
        the section's alignment is raised either way."""
        self.align = max(self.align, alignment)
        self.nobits_pending = False
        pad = -self.size % alignment
        if pad == 0 or (max_bytes and pad > max_bytes):
            return
        if self.is_nobits:
            self.nobits_size += pad
        elif fill is None and self.is_code:
            self.data += bytes(pad % CODE_PADDING_UNIT)
            self.data += S_NOP_0.to_bytes(4, "little") * (pad // CODE_PADDING_UNIT)
        elif fill is None:
            self.data += bytes(pad)
        else:
            unit = (fill & ((1 << (8 * fill_size)) - 1)).to_bytes(fill_size, "little")
            self.data += (unit * (pad // fill_size + 1))[:pad]


__all__ = ["DATA_FIXUP", "FIXUP_KINDS", "FLAG_LETTERS", "SECTION_TYPES", "AsmSection", "Fixup",
           "default_flags", "default_type"]
