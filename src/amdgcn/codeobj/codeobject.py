"""The code object API: an AMDGPU ELF with its target, metadata and kernels.

AMDGPUUsage: ELF Code Object (header, notes, symbols), Code Object Metadata, Kernel
Descriptor. :class:`CodeObject` reads relocatable (``ET_REL``) and linked (``ET_DYN``) code
objects of versions 2 to 6 and writes them back byte for byte.

Example:
    >>> co = CodeObject.from_file("tests/data/codeobj/elementwise-gfx90a-O3.hsaco")
    >>> k = co.kernels["vadd"]
    >>> str(co.target), k.descriptor.kernarg_size, hex(k.entry)      # doctest: +SKIP
    ('gfx90a', 288, '0x1900')
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from amdgcn.codeobj import elf as E
from amdgcn.codeobj.bundle import is_bundle, unbundle
from amdgcn.codeobj.descriptor import KERNEL_DESCRIPTOR_SIZE, KernelDescriptor
from amdgcn.codeobj.kernel_code import AMD_KERNEL_CODE_T_SIZE, AmdKernelCode
from amdgcn.codeobj.metadata import decode_msgpack, decode_yaml_v2, encode_msgpack
from amdgcn.codeobj.notes import (
    KNOWN_NOTE_TYPES,
    NT_AMD_HSA_ISA_VERSION,
    NT_AMD_HSA_METADATA,
    NT_AMDGPU_METADATA,
    parse_isa_version,
)
from amdgcn.errors import CodeObjectError, TargetError
from amdgcn.target import EF_AMDGPU_FEATURE_XNACK_V2, Target, target_from_v2_isa


@dataclass
class Kernel:
    """One kernel of a code object.

    Attributes:
        name: the kernel's name (``vadd``).
        descriptor: :class:`KernelDescriptor` (V3+) or :class:`AmdKernelCode` (V2).
        descriptor_address: address (section offset in a relocatable object) of the descriptor.
        entry: address of the first instruction.
        code: the kernel function's bytes (its symbol's size; up to the section end if 0).
        metadata: this kernel's entry of ``amdhsa.kernels`` (V3+) or ``Kernels`` (V2).
        symbol: the entry point symbol, when there is one.
    """

    name: str
    descriptor: Any
    descriptor_address: int
    entry: int
    code: bytes
    metadata: dict = field(default_factory=dict)
    symbol: E.Symbol | None = None


class CodeObject:
    """An AMDGPU code object (AMDGPUUsage: ELF Code Object).

    Attributes:
        elf: the parsed :class:`~amdgcn.codeobj.elf.ElfFile`.
        version: code object version (2 ... 6).
        target: the :class:`~amdgcn.target.Target` of ``e_flags`` (V3+) or the ISA note (V2).
        metadata: the code object metadata as a dict (empty when there is none).
        kernels: name -> :class:`Kernel`, in descriptor order.
    """

    def __init__(self, elf: E.ElfFile):
        self.elf = elf
        self.version = self._version()
        self.notes = elf.notes()
        self._check_notes()
        self.metadata = self._metadata()
        self.target = self._target()
        self.kernels: dict[str, Kernel] = {}
        self._load_kernels()

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_bytes(cls, data: bytes) -> CodeObject:
        """Parse a code object (the first entry of a clang offload bundle is unwrapped).

        Raises:
            CodeObjectError: anything malformed, with its offset and structure.
        """
        if is_bundle(data):
            entries = [e for e in unbundle(data) if e.data[:4] == E.ELF_MAGIC]
            if not entries:
                raise CodeObjectError("offload bundle holds no AMDGPU code object",
                                      offset=0, structure="offload bundle")
            data = entries[0].data
        try:
            return cls(E.ElfFile.from_bytes(data))
        except (struct.error, IndexError, ValueError, OverflowError, KeyError) as exc:
            # Belt and braces: every check above should have caught the problem first.
            if isinstance(exc, CodeObjectError):
                raise
            raise CodeObjectError(f"malformed code object ({type(exc).__name__}: {exc})",
                                  structure="ELF") from None

    @classmethod
    def from_file(cls, path: str | Path) -> CodeObject:
        """Read and parse the code object at ``path``."""
        try:
            data = Path(path).read_bytes()
        except OSError as exc:
            raise CodeObjectError(f"cannot read {path}: {exc.strerror}") from None
        return cls.from_bytes(data)

    def to_bytes(self) -> bytes:
        """The ELF file bytes (identical to the input when nothing was changed)."""
        return self.elf.to_bytes()

    # ------------------------------------------------------------------ ELF views
    @property
    def header(self) -> E.ElfHeader:
        """The ELF header."""
        return self.elf.header

    @property
    def sections(self) -> list[E.Section]:
        """Every section, in header order."""
        return self.elf.sections

    @property
    def segments(self) -> list[E.ProgramHeader]:
        """The program headers."""
        return self.elf.segments

    @property
    def symbols(self) -> list[E.Symbol]:
        """The ``.symtab`` symbols (the ``.dynsym`` ones when there is no ``.symtab``)."""
        return self.elf.symbols(".symtab") or self.elf.symbols(".dynsym")

    @property
    def dynamic_symbols(self) -> list[E.Symbol]:
        """The ``.dynsym`` symbols."""
        return self.elf.symbols(".dynsym")

    @property
    def relocations(self) -> list[E.Relocation]:
        """Every relocation record."""
        return self.elf.relocations()

    @property
    def is_relocatable(self) -> bool:
        """True for an ``ET_REL`` object (addresses are section offsets)."""
        return self.elf.header.e_type == E.ET.ET_REL

    def section(self, name: str) -> E.Section | None:
        """The section called ``name`` or None."""
        return self.elf.section(name)

    def symbol(self, name: str) -> E.Symbol | None:
        """The symbol called ``name`` or None."""
        for s in self.symbols:
            if s.name == name:
                return s
        return None

    def read(self, address: int, size: int) -> bytes:
        """``size`` bytes at virtual address ``address`` of a linked code object."""
        return self.elf.read(address, size)

    # ------------------------------------------------------------------ metadata edits
    def set_metadata(self, metadata: dict) -> None:
        """Replace the V3+ metadata note by ``metadata`` (MessagePack), in place."""
        sec = next((s for s in self.sections if s.type == E.SHT.SHT_NOTE), None)
        if sec is None or self.version < 3:
            raise CodeObjectError("no V3+ metadata note to replace", structure="NT_AMDGPU_METADATA")
        blob = b""
        for n in E.parse_notes(sec.data):
            desc = encode_msgpack(metadata) if n.type == NT_AMDGPU_METADATA else n.desc
            blob += E.build_note(n.name, n.type, desc)
        start = sec.header.sh_offset
        own = (start, start + len(sec.data))
        if any(a < start + len(blob) and b > start and (a, b) != own
               for a, b in self.elf._covered()):
            # to_bytes keeps every offset: a longer note would overwrite what follows it
            raise CodeObjectError(f"the new metadata note needs {len(blob)} bytes; the note "
                                  f"section holds {len(sec.data)} before the next structure",
                                  offset=start, structure="NT_AMDGPU_METADATA")
        sec.data = blob
        self.notes = self.elf.notes()
        self.metadata = metadata

    # ------------------------------------------------------------------ internals
    def _version(self) -> int:
        h = self.elf.header
        if h.ei_osabi == E.ELFOSABI.ELFOSABI_AMDGPU_HSA:
            v = E.HSA_ABI_VERSION_TO_CODE_OBJECT.get(h.ei_abiversion)
            if v is None:
                raise CodeObjectError(f"unknown EI_ABIVERSION {h.ei_abiversion} for HSA",
                                      offset=8, structure="ELF header")
            return v
        # PAL, Mesa and ELFOSABI_NONE objects: judge by e_flags having a MACH.
        return 3 if h.e_flags & 0xFF else 2

    def _check_notes(self) -> None:
        """AMDGPUUsage: Note Records: "AMD" and "AMDGPU" notes must have a known type."""
        for n in self.notes:
            known = KNOWN_NOTE_TYPES.get(n.name)
            if known is not None and n.type not in known:
                raise CodeObjectError(f"unknown {n.name} note type {n.type}", offset=n.offset,
                                      structure="note record")

    def _metadata(self) -> dict:
        for n in self.notes:
            if n.name == "AMDGPU" and n.type == NT_AMDGPU_METADATA:
                return decode_msgpack(n.desc, offset=n.offset)
            if n.name == "AMD" and n.type == NT_AMD_HSA_METADATA:
                return decode_yaml_v2(n.desc, offset=n.offset)
        return {}

    def _target(self) -> Target:
        flags = self.elf.header.e_flags
        try:
            if self.version >= 3:
                return Target.from_e_flags(flags, self.version)
            for n in self.notes:
                if n.name == "AMD" and n.type == NT_AMD_HSA_ISA_VERSION:
                    _, _, major, minor, stepping = parse_isa_version(n.desc, offset=n.offset)
                    target = target_from_v2_isa(major, minor, stepping)
                    # The Finalizer's V2 objects say xnack in e_flags, not in the note.
                    if flags & EF_AMDGPU_FEATURE_XNACK_V2 and "xnack" in target.features:
                        target = Target(target.processor, {**target.features, "xnack": True})
                    return target
        except TargetError as exc:
            raise CodeObjectError(str(exc), offset=48, structure="e_flags") from None
        raise CodeObjectError("code object V2 without an NT_AMD_HSA_ISA_VERSION note",
                              offset=48, structure="e_flags")

    def _kernel_metadata(self) -> dict[str, dict]:
        md = self.metadata
        if not isinstance(md, dict):
            return {}
        kernels = md.get("amdhsa.kernels") or md.get("Kernels") or []
        out = {}
        if isinstance(kernels, list):
            for k in kernels:
                if isinstance(k, dict):
                    name = k.get(".name", k.get("Name"))
                    if isinstance(name, str):
                        out[name] = k
        return out

    def _bytes_of(self, sym: E.Symbol, size: int, what: str) -> bytes:
        sec = self.elf.section_at(sym.shndx, f"{what} section index")
        if sec.type == E.SHT.SHT_NOBITS:
            return bytes(size)
        start = sym.value - (0 if self.is_relocatable else sec.addr)
        if start < 0 or start + size > len(sec.data):
            raise CodeObjectError(f"{what} '{sym.name}' lies outside section {sec.name}",
                                  offset=sec.header.sh_offset + max(start, 0), structure=what)
        return sec.data[start:start + size]

    def _load_kernels(self) -> None:
        kmeta = self._kernel_metadata()
        syms = self.symbols
        by_name = {s.name: s for s in syms if s.shndx not in (E.SHN_UNDEF, E.SHN_ABS)}
        for s in syms:
            if s.shndx in (E.SHN_UNDEF, E.SHN_ABS) or s.shndx >= E.SHN_LORESERVE:
                continue
            if self.version >= 3 and s.type == E.STT.STT_OBJECT and s.name.endswith(".kd"):
                name = s.name[:-3]
                raw = self._bytes_of(s, KERNEL_DESCRIPTOR_SIZE, "kernel descriptor")
                kd = KernelDescriptor.parse(raw)
                func = by_name.get(name)
                if self.is_relocatable:
                    entry = func.value if func is not None else 0
                else:
                    entry = s.value + kd.kernel_code_entry_byte_offset
                self.kernels[name] = Kernel(name, kd, s.value, entry,
                                            self._code(func, entry), kmeta.get(name, {}), func)
            elif s.type == E.STT.STT_AMDGPU_HSA_KERNEL:
                raw = self._bytes_of(s, AMD_KERNEL_CODE_T_SIZE, "amd_kernel_code_t")
                kc = AmdKernelCode.parse(raw)
                entry = s.value + kc.kernel_code_entry_byte_offset
                size = max(s.size - kc.kernel_code_entry_byte_offset, 0)
                code = self._code_at(s.shndx, entry, size)
                self.kernels[s.name] = Kernel(s.name, kc, s.value, entry, code,
                                              kmeta.get(s.name, {}), s)

    def _code(self, func: E.Symbol | None, entry: int) -> bytes:
        if func is None:
            sec = self._section_holding(entry)
            return self._code_at(sec.index, entry, 0) if sec is not None else b""
        return self._code_at(func.shndx, entry, func.size)

    def _section_holding(self, address: int) -> E.Section | None:
        for s in self.sections:
            if s.flags & E.SHF.SHF_EXECINSTR and s.addr <= address < s.addr + s.size:
                return s
        return None

    def _code_at(self, shndx: int, entry: int, size: int) -> bytes:
        sec = self.elf.section_at(shndx, "kernel code section index")
        start = entry - (0 if self.is_relocatable else sec.addr)
        if start < 0 or start > len(sec.data):
            raise CodeObjectError(f"kernel entry 0x{entry % (1 << 64):x} outside section {sec.name}",
                                  offset=sec.header.sh_offset, structure="kernel entry")
        end = len(sec.data) if size == 0 else start + size
        if end > len(sec.data):
            raise CodeObjectError("kernel code runs past its section",
                                  offset=sec.header.sh_offset + start, structure="kernel code")
        return sec.data[start:end]

    def __repr__(self) -> str:
        kind = "relocatable" if self.is_relocatable else "shared"
        return (f"<CodeObject v{self.version} {self.target} {kind} "
                f"kernels={list(self.kernels)}>")
