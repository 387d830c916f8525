"""ELF64 little-endian read and write for AMDGPU code objects (AMDGPUUsage: ELF Code Object).

:class:`ElfFile` holds the header, program headers and sections of a file; ``to_bytes()``
lays them out again at their recorded offsets, so reading and writing gives the same bytes.
Symbol tables, relocation sections, note sections and the dynamic section are parsed into
:class:`Symbol`, :class:`Relocation`, :class:`Note` and ``(d_tag, d_val)`` lists.
Enumerations keep the spec's names; values that no enumeration names stay plain ints.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from amdgcn.codeobj.fields import check_range, record, u
from amdgcn.errors import CodeObjectError

ELF_MAGIC = b"\x7fELF"
ELFCLASS64 = 2
ELFDATA2LSB = 1
EV_CURRENT = 1
EM_AMDGPU = 224
SHN_UNDEF = 0
SHN_LORESERVE = 0xFF00
SHN_AMDGPU_LDS = 0xFF00
SHN_ABS = 0xFFF1
SHN_COMMON = 0xFFF2
SHN_XINDEX = 0xFFFF
NOTE_ALIGN = 4


class ELFOSABI(IntEnum):
    """``e_ident[EI_OSABI]`` (AMDGPUUsage: AMDGPU ELF Header Enumeration Values)."""

    ELFOSABI_NONE = 0
    ELFOSABI_AMDGPU_HSA = 64
    ELFOSABI_AMDGPU_PAL = 65
    ELFOSABI_AMDGPU_MESA3D = 66


#: ``e_ident[EI_ABIVERSION]`` for ``ELFOSABI_AMDGPU_HSA`` -> code object version.
HSA_ABI_VERSION_TO_CODE_OBJECT = {0: 2, 1: 3, 2: 4, 3: 5, 4: 6}
CODE_OBJECT_TO_HSA_ABI_VERSION = {v: k for k, v in HSA_ABI_VERSION_TO_CODE_OBJECT.items()}


class ET(IntEnum):
    """``e_type``."""

    ET_NONE = 0
    ET_REL = 1
    ET_EXEC = 2
    ET_DYN = 3
    ET_CORE = 4


class SHT(IntEnum):
    """``sh_type``."""

    SHT_NULL = 0
    SHT_PROGBITS = 1
    SHT_SYMTAB = 2
    SHT_STRTAB = 3
    SHT_RELA = 4
    SHT_HASH = 5
    SHT_DYNAMIC = 6
    SHT_NOTE = 7
    SHT_NOBITS = 8
    SHT_REL = 9
    SHT_DYNSYM = 11
    SHT_INIT_ARRAY = 14
    SHT_FINI_ARRAY = 15
    SHT_GROUP = 17
    SHT_SYMTAB_SHNDX = 18
    SHT_GNU_HASH = 0x6FFFFFF6
    SHT_LLVM_ADDRSIG = 0x6FFF4C03


class SHF:
    """``sh_flags`` bits."""

    SHF_WRITE = 0x1
    SHF_ALLOC = 0x2
    SHF_EXECINSTR = 0x4
    SHF_MERGE = 0x10
    SHF_STRINGS = 0x20
    SHF_INFO_LINK = 0x40
    SHF_EXCLUDE = 0x80000000


class PT(IntEnum):
    """``p_type``."""

    PT_NULL = 0
    PT_LOAD = 1
    PT_DYNAMIC = 2
    PT_INTERP = 3
    PT_NOTE = 4
    PT_PHDR = 6
    PT_GNU_EH_FRAME = 0x6474E550
    PT_GNU_STACK = 0x6474E551
    PT_GNU_RELRO = 0x6474E552


class STT(IntEnum):
    """Symbol types (AMDGPUUsage: Symbols; ``STT_AMDGPU_HSA_KERNEL`` is code object V2)."""

    STT_NOTYPE = 0
    STT_OBJECT = 1
    STT_FUNC = 2
    STT_SECTION = 3
    STT_FILE = 4
    STT_COMMON = 5
    STT_TLS = 6
    STT_AMDGPU_HSA_KERNEL = 10


class STB(IntEnum):
    """Symbol bindings."""

    STB_LOCAL = 0
    STB_GLOBAL = 1
    STB_WEAK = 2


class STV(IntEnum):
    """Symbol visibilities (``st_other & 3``)."""

    STV_DEFAULT = 0
    STV_INTERNAL = 1
    STV_HIDDEN = 2
    STV_PROTECTED = 3


class R_AMDGPU(IntEnum):
    """Relocation types (AMDGPUUsage: AMDGPU ELF Relocation Records)."""

    R_AMDGPU_NONE = 0
    R_AMDGPU_ABS32_LO = 1
    R_AMDGPU_ABS32_HI = 2
    R_AMDGPU_ABS64 = 3
    R_AMDGPU_REL32 = 4
    R_AMDGPU_REL64 = 5
    R_AMDGPU_ABS32 = 6
    R_AMDGPU_GOTPCREL = 7
    R_AMDGPU_GOTPCREL32_LO = 8
    R_AMDGPU_GOTPCREL32_HI = 9
    R_AMDGPU_REL32_LO = 10
    R_AMDGPU_REL32_HI = 11
    R_AMDGPU_RELATIVE64 = 13
    R_AMDGPU_REL16 = 14


class DT(IntEnum):
    """Dynamic section tags used by AMDGPU shared objects."""

    DT_NULL = 0
    DT_NEEDED = 1
    DT_HASH = 4
    DT_STRTAB = 5
    DT_SYMTAB = 6
    DT_RELA = 7
    DT_RELASZ = 8
    DT_RELAENT = 9
    DT_STRSZ = 10
    DT_SYMENT = 11
    DT_SONAME = 14
    DT_REL = 17
    DT_RELSZ = 18
    DT_RELENT = 19
    DT_TEXTREL = 22
    DT_FLAGS = 30
    DT_GNU_HASH = 0x6FFFFEF5
    DT_RELACOUNT = 0x6FFFFFF9
    DT_RELCOUNT = 0x6FFFFFFA
    DT_FLAGS_1 = 0x6FFFFFFB


def enum_name(enum: type[IntEnum], value: int) -> str:
    """The member name of ``value`` or its hex spelling when no member has it."""
    try:
        return enum(value).name
    except ValueError:
        return f"0x{value:x}"


@record("ELF header", 64)
class ElfHeader:
    """``Elf64_Ehdr`` with ``e_ident`` split into its fields."""

    ei_magic: bytes = u("4s")
    ei_class: int = u("u8", ELFCLASS64)
    ei_data: int = u("u8", ELFDATA2LSB)
    ei_version: int = u("u8", EV_CURRENT)
    ei_osabi: int = u("u8", ELFOSABI.ELFOSABI_AMDGPU_HSA)
    ei_abiversion: int = u("u8", 3)
    ei_pad: bytes = u("7s")
    e_type: int = u("u16", ET.ET_DYN)
    e_machine: int = u("u16", EM_AMDGPU)
    e_version: int = u("u32", EV_CURRENT)
    e_entry: int = u("u64")
    e_phoff: int = u("u64")
    e_shoff: int = u("u64")
    e_flags: int = u("u32")
    e_ehsize: int = u("u16", 64)
    e_phentsize: int = u("u16", 56)
    e_phnum: int = u("u16")
    e_shentsize: int = u("u16", 64)
    e_shnum: int = u("u16")
    e_shstrndx: int = u("u16")

    def __post_init__(self):
        if self.ei_magic == b"\0\0\0\0":
            self.ei_magic = ELF_MAGIC


@record("program header", 56)
class ProgramHeader:
    """``Elf64_Phdr``."""

    p_type: int = u("u32")
    p_flags: int = u("u32")
    p_offset: int = u("u64")
    p_vaddr: int = u("u64")
    p_paddr: int = u("u64")
    p_filesz: int = u("u64")
    p_memsz: int = u("u64")
    p_align: int = u("u64")


@record("section header", 64)
class SectionHeader:
    """``Elf64_Shdr``."""

    sh_name: int = u("u32")
    sh_type: int = u("u32")
    sh_flags: int = u("u64")
    sh_addr: int = u("u64")
    sh_offset: int = u("u64")
    sh_size: int = u("u64")
    sh_link: int = u("u32")
    sh_info: int = u("u32")
    sh_addralign: int = u("u64")
    sh_entsize: int = u("u64")


@record("symbol", 24)
class SymbolEntry:
    """``Elf64_Sym``."""

    st_name: int = u("u32")
    st_info: int = u("u8")
    st_other: int = u("u8")
    st_shndx: int = u("u16")
    st_value: int = u("u64")
    st_size: int = u("u64")


@record("relocation", 24)
class RelaEntry:
    """``Elf64_Rela``."""

    r_offset: int = u("u64")
    r_info: int = u("u64")
    r_addend: int = u("i64")


@record("relocation", 16)
class RelEntry:
    """``Elf64_Rel``."""

    r_offset: int = u("u64")
    r_info: int = u("u64")


@record("dynamic entry", 16)
class DynEntry:
    """``Elf64_Dyn``."""

    d_tag: int = u("i64")
    d_val: int = u("u64")


@record("note header", 12)
class NoteHeader:
    """``Elf64_Nhdr`` (4-byte words as in every ELF note)."""

    n_namesz: int = u("u32")
    n_descsz: int = u("u32")
    n_type: int = u("u32")


#: ``to_bytes`` refuses a layout whose file would exceed this multiple of its contents plus
#: the slack (page alignment of segments, headers): an offset set huge is an error, not an
#: allocation of gigabytes
MAX_LAYOUT_FACTOR = 4
MAX_LAYOUT_SLACK = 16 << 20

@dataclass
class Section:
    """A section: its header, its name and (unless ``SHT_NOBITS``) its bytes."""

    header: SectionHeader
    name: str = ""
    data: bytes = b""
    index: int = 0

    @property
    def type(self) -> int:
        """``sh_type``."""
        return self.header.sh_type

    @property
    def addr(self) -> int:
        """``sh_addr``."""
        return self.header.sh_addr

    @property
    def size(self) -> int:
        """``sh_size``."""
        return self.header.sh_size

    @property
    def flags(self) -> int:
        """``sh_flags``."""
        return self.header.sh_flags


@dataclass
class Symbol:
    """A symbol table entry with its resolved name and section index."""

    name: str
    value: int
    size: int
    info: int
    other: int
    shndx: int
    index: int = 0
    table: str = ".symtab"
    st_name: int = 0

    @property
    def type(self) -> int:
        """``ELF64_ST_TYPE(st_info)`` (compare with :class:`STT`)."""
        return self.info & 0xF

    @property
    def bind(self) -> int:
        """``ELF64_ST_BIND(st_info)``."""
        return self.info >> 4

    @property
    def visibility(self) -> int:
        """``ELF64_ST_VISIBILITY(st_other)``."""
        return self.other & 3

    def entry(self) -> SymbolEntry:
        """The ``Elf64_Sym`` of this symbol."""
        return SymbolEntry(self.st_name, self.info, self.other, self.shndx, self.value,
                           self.size)


@dataclass
class Relocation:
    """A relocation record of a ``SHT_RELA`` (or ``SHT_REL``) section."""

    offset: int
    type: int
    symbol_index: int
    addend: int = 0
    section: str = ""
    symbol: Symbol | None = None

    @property
    def type_name(self) -> str:
        """``R_AMDGPU_*`` name of the type."""
        return enum_name(R_AMDGPU, self.type)


@dataclass
class Note:
    """One ELF note record: owner name, type and descriptor bytes."""

    name: str
    type: int
    desc: bytes
    offset: int = 0
    section: str = ""


def cstring(data: bytes, offset: int, structure: str = "string table") -> str:
    """The NUL-terminated string at ``offset`` of a string table."""
    if offset == 0 and not data:
        return ""
    if offset < 0 or offset >= len(data):
        raise CodeObjectError("string offset past the end of the string table",
                              offset=offset, structure=structure)
    end = data.find(b"\0", offset)
    if end < 0:
        raise CodeObjectError("unterminated string", offset=offset, structure=structure)
    return data[offset:end].decode("utf-8", errors="surrogateescape")


def parse_notes(data: bytes, *, base: int = 0, section: str = "") -> list[Note]:
    """Split the contents of a note section into :class:`Note` records.

    Args:
        data: section bytes; base: their file offset (for error messages).
    """
    notes = []
    pos = 0
    while pos < len(data):
        hdr = NoteHeader.parse(data, pos) if pos + 12 <= len(data) else None
        if hdr is None:
            raise CodeObjectError("truncated note header", offset=base + pos,
                                  structure="note header")
        name_at = pos + 12
        desc_at = name_at + _align(hdr.n_namesz, NOTE_ALIGN)
        end = desc_at + _align(hdr.n_descsz, NOTE_ALIGN)
        if desc_at + hdr.n_descsz > len(data) or name_at + hdr.n_namesz > len(data):
            raise CodeObjectError("note name or descriptor past the end of the section",
                                  offset=base + pos, structure="note record")
        name = data[name_at:name_at + hdr.n_namesz].rstrip(b"\0")
        notes.append(Note(name.decode("latin-1"), hdr.n_type,
                          bytes(data[desc_at:desc_at + hdr.n_descsz]), base + pos, section))
        pos = min(end, len(data))
    return notes


def build_note(name: str, type_: int, desc: bytes) -> bytes:
    """One note record with its name and descriptor padded to 4 bytes."""
    raw_name = name.encode("latin-1") + b"\0"
    out = NoteHeader(len(raw_name), len(desc), type_).build()
    out += _pad(raw_name, NOTE_ALIGN) + _pad(desc, NOTE_ALIGN)
    return out


def _align(n: int, a: int) -> int:
    return (n + a - 1) // a * a


def _pad(b: bytes, a: int) -> bytes:
    return b + b"\0" * (_align(len(b), a) - len(b))


class ElfFile:
    """An ELF64 little-endian file: header, program headers and sections.

    Example:
        >>> elf = ElfFile.from_bytes(open("k.hsaco", "rb").read())   # doctest: +SKIP
        >>> elf.section(".text").addr                                 # doctest: +SKIP
    """

    def __init__(self, header: ElfHeader, segments: list[ProgramHeader] | None = None,
                 sections: list[Section] | None = None):
        self.header = header
        self.segments = list(segments or [])
        self.sections = list(sections or [])
        self.gaps: list[tuple[int, bytes]] = []
        self.file_size = 0

    # ------------------------------------------------------------------ reading
    @classmethod
    def from_bytes(cls, data: bytes) -> ElfFile:
        """Parse an ELF64 AMDGPU file.

        Raises:
            CodeObjectError: not ELF, not ELF64 little-endian, not ``EM_AMDGPU``, or a table
                or section lying past the end of the file.
        """
        data = bytes(data)
        if len(data) < 4 or data[:4] != ELF_MAGIC:
            raise CodeObjectError("not an ELF file (bad magic)", offset=0,
                                  structure="ELF header")
        hdr = ElfHeader.parse(data, 0)
        if hdr.ei_class != ELFCLASS64:
            raise CodeObjectError(f"unsupported ELF class {hdr.ei_class} (need ELF64)",
                                  offset=4, structure="ELF header")
        if hdr.ei_data != ELFDATA2LSB:
            raise CodeObjectError("unsupported byte order (need little endian)", offset=5,
                                  structure="ELF header")
        if hdr.e_machine != EM_AMDGPU:
            raise CodeObjectError(f"wrong machine {hdr.e_machine} (expected EM_AMDGPU=224)",
                                  offset=18, structure="ELF header")
        if hdr.e_phnum and hdr.e_phentsize != ProgramHeader.SIZE:
            raise CodeObjectError(f"bad e_phentsize {hdr.e_phentsize}", offset=54,
                                  structure="ELF header")
        if hdr.e_shnum and hdr.e_shentsize != SectionHeader.SIZE:
            raise CodeObjectError(f"bad e_shentsize {hdr.e_shentsize}", offset=58,
                                  structure="ELF header")
        segments = [ProgramHeader.parse(data, hdr.e_phoff + i * ProgramHeader.SIZE)
                    for i in range(hdr.e_phnum)]
        shdrs = [SectionHeader.parse(data, hdr.e_shoff + i * SectionHeader.SIZE)
                 for i in range(hdr.e_shnum)]
        sections = []
        for i, sh in enumerate(shdrs):
            body = b""
            if sh.sh_type not in (SHT.SHT_NOBITS, SHT.SHT_NULL):
                check_range(data, sh.sh_offset, sh.sh_size, f"section [{i}] contents")
                body = data[sh.sh_offset:sh.sh_offset + sh.sh_size]
            sections.append(Section(sh, "", body, i))
        elf = cls(hdr, segments, sections)
        if sections:
            if hdr.e_shstrndx >= len(sections):
                raise CodeObjectError(f"e_shstrndx {hdr.e_shstrndx} out of range", offset=62,
                                      structure="ELF header")
            names = sections[hdr.e_shstrndx].data
            for s in sections:
                s.name = cstring(names, s.header.sh_name, "section name") if (
                    s.header.sh_name or names) else ""
        elf.file_size = len(data)
        elf._record_gaps(data)
        return elf

    def _covered(self) -> list[tuple[int, int]]:
        h = self.header
        spans = [(0, ElfHeader.SIZE)]
        if self.segments:
            spans.append((h.e_phoff, h.e_phoff + len(self.segments) * ProgramHeader.SIZE))
        if self.sections:
            spans.append((h.e_shoff, h.e_shoff + len(self.sections) * SectionHeader.SIZE))
        for s in self.sections:
            if s.type not in (SHT.SHT_NOBITS, SHT.SHT_NULL):
                spans.append((s.header.sh_offset, s.header.sh_offset + len(s.data)))
        return sorted(spans)

    def _record_gaps(self, data: bytes) -> None:
        """Keep the non-zero bytes that no structure covers (padding fills), for to_bytes()."""
        pos = 0
        for start, end in self._covered() + [(len(data), len(data))]:
            if start > pos:
                chunk = data[pos:start]
                if chunk.strip(b"\0"):
                    self.gaps.append((pos, chunk))
            pos = max(pos, end)

    # ------------------------------------------------------------------ writing
    def to_bytes(self) -> bytes:
        """Lay the header, tables and section contents out at their recorded offsets."""
        h = self.header
        h.e_phnum = len(self.segments)
        h.e_shnum = len(self.sections)
        size = max([end for _, end in self._covered()] + [self.file_size] +
                   [off + len(b) for off, b in self.gaps])
        content = sum(len(s.data) for s in self.sections) + sum(len(b) for _, b in self.gaps)
        limit = MAX_LAYOUT_FACTOR * content + MAX_LAYOUT_SLACK
        if size > limit:
            raise CodeObjectError(f"the layout places data at offset 0x{size:x}, far past the "
                                  f"{content} bytes it holds (an offset or size is corrupt)",
                                  structure="ELF layout")
        out = bytearray(size)
        for off, chunk in self.gaps:
            out[off:off + len(chunk)] = chunk
        out[0:ElfHeader.SIZE] = h.build()
        for i, ph in enumerate(self.segments):
            at = h.e_phoff + i * ProgramHeader.SIZE
            out[at:at + ProgramHeader.SIZE] = ph.build()
        for i, s in enumerate(self.sections):
            if s.type not in (SHT.SHT_NOBITS, SHT.SHT_NULL):
                s.header.sh_size = len(s.data)
                out[s.header.sh_offset:s.header.sh_offset + len(s.data)] = s.data
            at = h.e_shoff + i * SectionHeader.SIZE
            out[at:at + SectionHeader.SIZE] = s.header.build()
        return bytes(out)

    # ------------------------------------------------------------------ lookups
    def section(self, name: str) -> Section | None:
        """The first section called ``name``, or None."""
        for s in self.sections:
            if s.name == name:
                return s
        return None

    def section_at(self, index: int, structure: str = "section index") -> Section:
        """The section of index ``index``; CodeObjectError when out of range."""
        if not 0 <= index < len(self.sections):
            raise CodeObjectError(f"section index {index} out of range", structure=structure)
        return self.sections[index]

    def symbols(self, table: str = ".symtab") -> list[Symbol]:
        """The symbols of the ``SHT_SYMTAB`` (``.symtab``) or ``SHT_DYNSYM`` table."""
        want = SHT.SHT_DYNSYM if table == ".dynsym" else SHT.SHT_SYMTAB
        for s in self.sections:
            if s.type == want:
                return self._parse_symbols(s)
        return []

    def _parse_symbols(self, sec: Section) -> list[Symbol]:
        strtab = self.section_at(sec.header.sh_link, f"{sec.name} sh_link").data
        out = []
        n = len(sec.data) // SymbolEntry.SIZE
        for i in range(n):
            e = SymbolEntry.parse(sec.data, i * SymbolEntry.SIZE)
            try:
                name = cstring(strtab, e.st_name, f"{sec.name} string table")
            except CodeObjectError as exc:
                raise CodeObjectError(str(exc), offset=sec.header.sh_offset + i * 24,
                                      structure=f"{sec.name} entry {i}") from None
            out.append(Symbol(name, e.st_value, e.st_size, e.st_info, e.st_other, e.st_shndx,
                              i, sec.name, e.st_name))
        return out

    def relocations(self) -> list[Relocation]:
        """Every relocation of every ``SHT_RELA``/``SHT_REL`` section, with its symbol."""
        out = []
        for s in self.sections:
            if s.type not in (SHT.SHT_RELA, SHT.SHT_REL):
                continue
            symtab = self.section_at(s.header.sh_link, f"{s.name} sh_link") if \
                s.header.sh_link else None
            syms = self._parse_symbols(symtab) if symtab is not None and symtab.type in (
                SHT.SHT_SYMTAB, SHT.SHT_DYNSYM) else []
            rec = RelaEntry if s.type == SHT.SHT_RELA else RelEntry
            for i in range(len(s.data) // rec.SIZE):
                e = rec.parse(s.data, i * rec.SIZE)
                sym_index = e.r_info >> 32
                if sym_index and sym_index >= len(syms):
                    raise CodeObjectError(f"symbol index {sym_index} out of range",
                                          offset=s.header.sh_offset + i * rec.SIZE,
                                          structure=f"{s.name} entry {i}")
                out.append(Relocation(e.r_offset, e.r_info & 0xFFFFFFFF, sym_index,
                                      getattr(e, "r_addend", 0), s.name,
                                      syms[sym_index] if sym_index else None))
        return out

    def notes(self) -> list[Note]:
        """The note records of every ``SHT_NOTE`` section."""
        out = []
        for s in self.sections:
            if s.type == SHT.SHT_NOTE:
                out.extend(parse_notes(s.data, base=s.header.sh_offset, section=s.name))
        return out

    def dynamic(self) -> list[tuple[int, int]]:
        """``(d_tag, d_val)`` pairs of the ``SHT_DYNAMIC`` section."""
        for s in self.sections:
            if s.type == SHT.SHT_DYNAMIC:
                return [(e.d_tag, e.d_val) for e in (
                    DynEntry.parse(s.data, i * 16) for i in range(len(s.data) // 16))]
        return []

    def read(self, address: int, size: int) -> bytes:
        """``size`` bytes at virtual address ``address`` (from the allocated sections).

        Raises:
            CodeObjectError: no section holds the whole range.
        """
        for s in self.sections:
            if s.flags & SHF.SHF_ALLOC and s.addr <= address and address + size <= \
                    s.addr + s.size:
                if s.type == SHT.SHT_NOBITS:
                    return bytes(size)
                return s.data[address - s.addr:address - s.addr + size]
        raise CodeObjectError(f"no section holds 0x{address:x}..0x{address + size:x}",
                              offset=address, structure="virtual address")
