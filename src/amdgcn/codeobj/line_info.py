"""Source lines for ``objdump -d --line-numbers``, found as llvm-objdump's symbolizer finds
them.

For an address: the compile unit whose ranges hold it (the root DIE of each ``.debug_info``
unit: ``DW_AT_low_pc``/``DW_AT_high_pc`` or ``DW_AT_ranges``, DWARF 4 and 5 forms), the row
of that unit's line table (in the sequence of the same section) that covers it, its path made
absolute with the unit's ``DW_AT_comp_dir``; and the function name from the symbol table
(llvm's symbolizer prefers it: the symbol of an allocated section with the greatest address
at or below, whose size reaches the address, whatever its section). Addresses no unit holds
get no line; function names that only ``DW_TAG_subprogram`` DIEs would give are not looked
up (llvm-objdump finds none either where the symbol table covers the code).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field

from amdgcn.codeobj.dwarf_line import LineTable, _Reader, _relocated, parse_line_tables
from amdgcn.codeobj.elf import SHF, SHN_LORESERVE, STT, ElfFile

BAD_STRING = "<invalid>"
MAX_ORIGIN_HOPS = 16
DW_TAG_SUBPROGRAM, DW_TAG_INLINED_SUBROUTINE = 0x2E, 0x1D
DW_AT_LINKAGE_NAME, DW_AT_MIPS_LINKAGE_NAME = 0x6E, 0x2007
DW_AT_ABSTRACT_ORIGIN, DW_AT_SPECIFICATION = 0x31, 0x47
#: reference forms relative to the unit (ref1, ref2, ref4, ref8, ref_udata)
_UNIT_REFS = {0x11, 0x12, 0x13, 0x14, 0x15}
STT_GNU_IFUNC = 10
DW_TAG_COMPILE_UNIT = 0x11
DW_AT_NAME, DW_AT_STMT_LIST, DW_AT_LOW_PC, DW_AT_HIGH_PC = 0x03, 0x10, 0x11, 0x12
DW_AT_COMP_DIR, DW_AT_RANGES = 0x1B, 0x55
DW_AT_STR_OFFSETS_BASE, DW_AT_ADDR_BASE, DW_AT_RNGLISTS_BASE = 0x72, 0x73, 0x74
#: forms -> fixed sizes (the rest are read one by one in :func:`_form_value`)
_FIXED = {0x01: 8, 0x0B: 1, 0x05: 2, 0x06: 4, 0x07: 8, 0x0C: 1, 0x0E: 4, 0x17: 4, 0x1F: 4,
          0x25: 1, 0x26: 2, 0x27: 3, 0x28: 4, 0x29: 1, 0x2A: 2, 0x2B: 3, 0x2C: 4, 0x10: 4,
          0x11: 1, 0x12: 2, 0x13: 4, 0x14: 8, 0x1E: 16, 0x20: 8, 0x1C: 4, 0x1D: 8}
_ULEB_FORMS = {0x0F, 0x15, 0x1A, 0x1B, 0x22, 0x23}
_STRX = {0x1A, 0x25, 0x26, 0x27, 0x28}
_ADDRX = {0x1B, 0x29, 0x2A, 0x2B, 0x2C}
_DATA = {0x0B, 0x05, 0x06, 0x07, 0x0F, 0x0D}


@dataclass
class Unit:
    """A compile unit: its line table, compilation directory and address ranges, and its
    functions (``DW_TAG_subprogram``/``DW_TAG_inlined_subroutine``) as ``(low, high,
    depth, DIE offset)``, with ``names`` resolving a DIE offset to its linkage name."""

    comp_dir: str
    ranges: list          # [(low, high)]
    table: LineTable | None
    functions: list = field(default_factory=list)
    names: dict = field(default_factory=dict)   # DIE offset -> (linkage, name, origin)
    string: Callable = str          # (form, value) -> the string an attribute names
    address: Callable = int         # (form, value) -> the address an attribute names

    def function(self, address: int) -> str:
        """The innermost function holding ``address`` (llvm's inlined chain, first link),
        by its linkage name, else its name, following abstract origins."""
        best = None
        for lo, hi, depth, offset in self.functions:
            if lo <= address < hi and (best is None or depth > best[0]):
                best = (depth, offset)
        if best is None:
            return BAD_STRING
        return self._name(best[1], 0) or BAD_STRING

    def _name(self, offset: int, hops: int) -> str:
        entry = self.names.get(offset)
        if entry is None or hops > MAX_ORIGIN_HOPS:
            return ""
        linkage, name, origin = entry
        if linkage:
            return linkage
        found = self._name(origin, hops + 1) if origin is not None else ""
        return found or name


def _cstr(data: bytes, off: int) -> str:
    end = data.find(b"\0", off)
    return data[off:end if end >= 0 else len(data)].decode("utf-8", errors="replace")


def _abbrev(data: bytes, offset: int) -> dict:
    """The abbreviation table at ``offset``: code -> (tag, [(attribute, form, const)])."""
    r = _Reader(data, offset, ".debug_abbrev")
    out = {}
    while (code := r.uleb()):
        tag = r.uleb()
        children = bool(r.u(1))
        specs = []
        while True:
            attr, form = r.uleb(), r.uleb()
            if attr == 0 and form == 0:
                break
            specs.append((attr, form, r.sleb() if form == 0x21 else None))
        out[code] = (tag, children, specs)
    return out


def _form_value(r: _Reader, form: int, const):
    if form == 0x21:
        return const
    if form == 0x08:
        return r.cstr()
    if form == 0x19:
        return 1
    if form in _FIXED:
        return r.u(_FIXED[form])
    if form in _ULEB_FORMS:
        return r.uleb()
    if form == 0x0D:
        return r.sleb()
    sizes = {0x18: r.uleb, 0x09: r.uleb, 0x0A: lambda: r.u(1), 0x03: lambda: r.u(2),
             0x04: lambda: r.u(4)}      # exprloc and blocks: skipped
    if form in sizes:
        n = sizes[form]()      # read the length before moving past the bytes
        r.p += n
        return None
    r.fail(f"unsupported form 0x{form:x}")


class _Sections:
    def __init__(self, elf: ElfFile):
        self.s = {n: _relocated(elf, n)[0] for n in (
            ".debug_info", ".debug_abbrev", ".debug_str", ".debug_line_str",
            ".debug_str_offsets", ".debug_addr", ".debug_rnglists", ".debug_ranges")}

    def __getitem__(self, name: str) -> bytes:
        return self.s[name]


def _units(elf: ElfFile, tables: list[LineTable]) -> list[Unit]:
    sec = _Sections(elf)
    info = sec[".debug_info"]
    by_offset = {t.offset: t for t in tables}
    units = []
    pos = 0
    while pos + 11 <= len(info):
        r = _Reader(info, pos, f".debug_info unit at 0x{pos:x}")
        length = r.u(4)
        end = pos + 4 + length
        version = r.u(2)
        if version >= 5:
            r.u(1)
            r.u(1)
            abbrev_off = r.u(4)
        else:
            abbrev_off = r.u(4)
            r.u(1)
        abbrevs = _abbrev(sec[".debug_abbrev"], abbrev_off)
        dies = []
        depth = 0
        while r.p < end:
            at = r.p - pos
            code = r.uleb()
            if code == 0:
                depth -= 1
                continue
            tag, children, specs = abbrevs.get(code, (0, False, []))
            attrs = {}
            for attr, form, const in specs:
                attrs[attr] = (form, _form_value(r, form, const))
            dies.append((at, tag, depth, attrs))
            if children:
                depth += 1
        if dies and dies[0][1] == DW_TAG_COMPILE_UNIT:
            unit = _unit(dies[0][3], sec, by_offset, version)
            _functions(unit, dies, sec, version, pos)
            units.append(unit)
        pos = end
    return units


def _functions(unit: Unit, dies: list, sec: _Sections, version: int, unit_offset: int) -> None:
    """The unit's subprograms and inlined subroutines with their ranges and names."""
    root = dies[0][3]
    for at, tag, depth, attrs in dies:
        origin = attrs.get(DW_AT_ABSTRACT_ORIGIN) or attrs.get(DW_AT_SPECIFICATION)
        ref = None
        if origin is not None:
            ref = origin[1] if origin[0] in _UNIT_REFS else origin[1] - unit_offset
        linkage = attrs.get(DW_AT_LINKAGE_NAME) or attrs.get(DW_AT_MIPS_LINKAGE_NAME)
        unit.names[at] = (unit.string(*linkage) if linkage else "",
                          unit.string(*attrs[DW_AT_NAME]) if DW_AT_NAME in attrs else "",
                          ref)
        if tag not in (DW_TAG_SUBPROGRAM, DW_TAG_INLINED_SUBROUTINE):
            continue
        for lo, hi in _die_ranges(attrs, root, sec, version, unit):
            unit.functions.append((lo, hi, depth, at))


def _die_ranges(attrs: dict, root: dict, sec: _Sections, version: int, unit: Unit) -> list:
    low = unit.address(*attrs[DW_AT_LOW_PC]) if DW_AT_LOW_PC in attrs else None
    if DW_AT_HIGH_PC in attrs and low is not None:
        form, value = attrs[DW_AT_HIGH_PC]
        return [(low, low + value if form in _DATA else unit.address(form, value))]
    if DW_AT_RANGES in attrs:
        def base(attr):
            return root.get(attr, (0, 0))[1] or 0
        cu_low = unit.address(*root[DW_AT_LOW_PC]) if DW_AT_LOW_PC in root else 0
        return _ranges(attrs[DW_AT_RANGES], sec, base(DW_AT_RNGLISTS_BASE),
                       base(DW_AT_ADDR_BASE), cu_low, version)
    return []


def _unit(attrs: dict, sec: _Sections, by_offset: dict, version: int) -> Unit:
    def base(attr: int) -> int:
        return attrs.get(attr, (0, 0))[1] or 0

    def string(form, value) -> str:
        if form == 0x08:
            return value
        if form == 0x1F:
            return _cstr(sec[".debug_line_str"], value)
        if form in _STRX:
            at = base(DW_AT_STR_OFFSETS_BASE) + 4 * value
            value = int.from_bytes(sec[".debug_str_offsets"][at:at + 4], "little")
        return _cstr(sec[".debug_str"], value)

    def address(form, value) -> int:
        if form in _ADDRX:
            at = base(DW_AT_ADDR_BASE) + 8 * value
            return int.from_bytes(sec[".debug_addr"][at:at + 8], "little")
        return value

    comp_dir = string(*attrs[DW_AT_COMP_DIR]) if DW_AT_COMP_DIR in attrs else ""
    ranges = []
    low = address(*attrs[DW_AT_LOW_PC]) if DW_AT_LOW_PC in attrs else None
    if DW_AT_HIGH_PC in attrs and low is not None:
        form, value = attrs[DW_AT_HIGH_PC]
        ranges.append((low, low + value if form in _DATA else address(form, value)))
    elif DW_AT_RANGES in attrs:
        ranges = _ranges(attrs[DW_AT_RANGES], sec, base(DW_AT_RNGLISTS_BASE),
                         base(DW_AT_ADDR_BASE), low or 0, version)
    table = by_offset.get(attrs[DW_AT_STMT_LIST][1]) if DW_AT_STMT_LIST in attrs else None
    unit = Unit(comp_dir, ranges, table)
    unit.string, unit.address = string, address
    return unit


def _ranges(attr: tuple, sec: _Sections, rnglists_base: int, addr_base: int, base: int,
            version: int) -> list:
    form, value = attr
    out = []
    if version < 5:
        data = sec[".debug_ranges"]
        p = value
        while p + 16 <= len(data):
            lo, hi = (int.from_bytes(data[p + k:p + k + 8], "little") for k in (0, 8))
            p += 16
            if lo == 0 and hi == 0:
                break
            if lo == (1 << 64) - 1:
                base = hi
                continue
            out.append((base + lo, base + hi))
        return out
    data = sec[".debug_rnglists"]
    if form == 0x23:   # rnglistx: an offset from the table of offsets at rnglists_base
        at = rnglists_base + 4 * value
        value = rnglists_base + int.from_bytes(data[at:at + 4], "little")
    addr = sec[".debug_addr"]

    def addrx(i: int) -> int:
        at = addr_base + 8 * i
        return int.from_bytes(addr[at:at + 8], "little")
    r = _Reader(data, value, ".debug_rnglists")
    while r.p < len(data):
        kind = r.u(1)
        if kind == 0:
            break
        if kind == 1:
            base = addrx(r.uleb())
        elif kind == 2:
            out.append((addrx(r.uleb()), addrx(r.uleb())))
        elif kind == 3:
            lo = addrx(r.uleb())
            out.append((lo, lo + r.uleb()))
        elif kind == 4:
            lo, hi = r.uleb(), r.uleb()
            out.append((base + lo, base + hi))
        elif kind == 5:
            base = r.u(8)
        elif kind == 6:
            out.append((r.u(8), r.u(8)))
        elif kind == 7:
            lo = r.u(8)
            out.append((lo, lo + r.uleb()))
    return out


def _symbolizer_symbols(elf: ElfFile) -> list:
    """llvm's SymbolizableObjectFile symbols: (address, size, name), one per address (the
    largest), from allocated sections; function, object and untyped symbols."""
    syms = []
    for s in elf.symbols():
        if not s.name or not 0 < s.shndx < SHN_LORESERVE or s.shndx >= len(elf.sections):
            continue
        if not elf.sections[s.shndx].flags & SHF.SHF_ALLOC:
            continue
        if s.type not in (STT.STT_NOTYPE, STT.STT_FUNC, STT.STT_OBJECT, STT_GNU_IFUNC):
            continue
        syms.append((s.value, s.size, s.name))
    syms.sort(key=lambda t: (t[0], t[1]))
    out = []
    for sym in syms:
        if out and out[-1][0] == sym[0]:
            out[-1] = sym
        else:
            out.append(sym)
    return out


class LineInfo:
    """The symbolizer of one object: ``lookup(section index, address)`` -> (function name,
    file path, line), :data:`BAD_STRING` for what is unknown."""

    def __init__(self, elf: ElfFile):
        tables = parse_line_tables(elf)
        self.units = _units(elf, tables) if elf.section(".debug_info") is not None else []
        self.symbols = _symbolizer_symbols(elf)
        self.addresses = [s[0] for s in self.symbols]
        self.relocatable = elf.header.e_type == 1
        self._sequences = {id(u): _sequences(u.table) for u in self.units if u.table}

    def function(self, address: int) -> str:
        """The symbol-table name for ``address`` (llvm's ``getNameFromSymbolTable``)."""
        i = bisect_right(self.addresses, address)
        if not i:
            return BAD_STRING
        addr, size, name = self.symbols[i - 1]
        if size and addr + size <= address:
            return BAD_STRING
        return name

    def lookup(self, section: int, address: int) -> tuple[str, str, int]:
        """(function name, file path, line) of the instruction at ``address`` of section
        index ``section``."""
        name = self.function(address)
        unit = next((u for u in self.units
                     if any(lo <= address < hi for lo, hi in u.ranges)), None)
        if name == BAD_STRING and unit is not None:
            name = unit.function(address)
        if unit is None or unit.table is None:
            return name, BAD_STRING, 0
        for sec, rows in self._sequences[id(unit)]:
            if self.relocatable and sec != section:
                continue
            if not rows[0].address <= address < rows[-1].address:
                continue
            row = rows[0]
            for candidate in rows:
                if candidate.address > address:
                    break
                row = candidate
            return name, unit.table.file_path(row.file, unit.comp_dir), row.line
        return name, BAD_STRING, 0


def _sequences(table: LineTable) -> list:
    out, current = [], []
    for row in table.rows:
        current.append(row)
        if row.end_sequence:
            out.append((current[0].section, current))
            current = []
    return out


class SourceLinePrinter:
    """llvm-objdump's ``SourcePrinter::printLines``: the ``; name():`` and ``; path:line``
    lines to print before the instruction at each address."""

    def __init__(self, elf: ElfFile):
        self.info = LineInfo(elf)
        self.old = ("", "", 0)

    def lines(self, section: int, address: int) -> str:
        name, path, line = self.info.lookup(section, address)
        out = ""
        new_name = name != BAD_STRING and name != self.old[0]
        if new_name:
            out += f"; {name}{'' if name.endswith('()') else '()'}:\n"
        if path != BAD_STRING and line and (new_name or line != self.old[2]
                                             or path != self.old[1]):
            out += f"; {path}:{line}\n"
        self.old = (name, path, line)
        return out


__all__ = ["BAD_STRING", "LineInfo", "SourceLinePrinter"]
