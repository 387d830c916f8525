"""DWARF line tables (``.debug_line``) read from code objects and relocatable objects, and
printed as ``llvm-dwarfdump --debug-line`` prints them.

DWARF 5 section 6.2 (versions 2 to 5, 32-bit DWARF). In a relocatable object the section's
relocations are applied first (``SHT_RELA`` addends, ``SHT_REL`` fields), so that
``DW_LNE_set_address`` gives section-relative addresses and ``DW_FORM_line_strp`` offsets
point into ``.debug_line_str``; each sequence remembers the section its address came from
(for ``objdump --line-numbers``).

Example:
    >>> from amdgcn.asm.objasm import assemble
    >>> obj = assemble('.file 1 "a.cl"\\n.text\\n.loc 1 7 2\\ns_endpgm\\n', mcpu="gfx90a")
    >>> [(r.address, r.line, r.column) for r in parse_line_tables(obj)[0].rows]
    [(0, 7, 2), (4, 7, 2)]
"""

from __future__ import annotations

from dataclasses import dataclass, field

from amdgcn.codeobj.elf import SHT, ElfFile, R_AMDGPU
from amdgcn.errors import CodeObjectError

DW_LNS_NAMES = ("DW_LNS_copy", "DW_LNS_advance_pc", "DW_LNS_advance_line", "DW_LNS_set_file",
                "DW_LNS_set_column", "DW_LNS_negate_stmt", "DW_LNS_set_basic_block",
                "DW_LNS_const_add_pc", "DW_LNS_fixed_advance_pc", "DW_LNS_set_prologue_end",
                "DW_LNS_set_epilogue_begin", "DW_LNS_set_isa")
DWARF64_ESCAPE = 0xFFFFFFFF
DW_LNCT_PATH, DW_LNCT_DIRECTORY_INDEX, DW_LNCT_TIMESTAMP, DW_LNCT_SIZE, DW_LNCT_MD5 = 1, 2, 3, 4, 5
DW_LNCT_LLVM_SOURCE = 0x2001
#: fixed-size forms of file entries -> size in bytes
FIXED_FORMS = {0x0B: 1, 0x05: 2, 0x06: 4, 0x07: 8, 0x1E: 16, 0x1F: 4, 0x0E: 4, 0x25: 1,
               0x26: 2, 0x27: 3, 0x28: 4}
DW_FORM_STRING, DW_FORM_LINE_STRP, DW_FORM_STRP, DW_FORM_UDATA = 0x08, 0x1F, 0x0E, 0x0F
DW_FORM_DATA16, DW_FORM_BLOCK = 0x1E, 0x09
#: the relocation types whose field sizes we apply
RELOC_BYTES = {R_AMDGPU.R_AMDGPU_ABS32: 4, R_AMDGPU.R_AMDGPU_ABS64: 8,
               R_AMDGPU.R_AMDGPU_ABS32_LO: 4}


@dataclass
class FileEntry:
    """One ``file_names`` entry: name, directory index, and what else the table holds."""

    name: str
    dir_index: int = 0
    mod_time: int = 0
    length: int = 0
    md5: bytes | None = None
    source: str | None = None


@dataclass
class Row:
    """One row of the line-number matrix (DWARF 5 section 6.2.2)."""

    address: int
    line: int
    column: int
    file: int
    isa: int = 0
    discriminator: int = 0
    op_index: int = 0
    is_stmt: bool = True
    basic_block: bool = False
    prologue_end: bool = False
    epilogue_begin: bool = False
    end_sequence: bool = False
    section: int = 0         # ELF section index of the address (0: absolute)


@dataclass
class LineTable:
    """One line-number program: its header fields, directories, files and rows."""

    offset: int
    unit_length: int = 0
    version: int = 0
    address_size: int = 8
    seg_select_size: int = 0
    header_length: int = 0
    min_inst_length: int = 1
    max_ops_per_inst: int = 1
    default_is_stmt: int = 1
    line_base: int = 0
    line_range: int = 1
    opcode_base: int = 1
    standard_opcode_lengths: list = field(default_factory=list)
    include_directories: list = field(default_factory=list)
    file_names: list = field(default_factory=list)
    has_md5: bool = False
    rows: list = field(default_factory=list)

    def file_path(self, index: int, comp_dir: str = "") -> str:
        """The file's absolute path as llvm's ``getFileNameByIndex`` makes it: the name,
        under its directory, under ``comp_dir`` unless one of them is absolute (a DWARF 5
        directory 0 is the compilation directory itself)."""
        v5 = self.version >= 5
        i = index if v5 else index - 1
        if not 0 <= i < len(self.file_names):
            return ""
        f = self.file_names[i]
        if f.name.startswith("/"):
            return f.name
        d = f.dir_index if v5 else f.dir_index - 1
        directory = self.include_directories[d] if 0 <= d < len(
            self.include_directories) else ""
        parts = []
        if (not v5 or f.dir_index) and comp_dir and not directory.startswith("/"):
            parts.append(comp_dir)
        path = ""
        for part in (*parts, directory, f.name):
            if not part:
                continue
            if path and not path.endswith("/") and not part.startswith("/"):
                path += "/"
            path += part
        return path


class _Reader:
    def __init__(self, data: bytes, pos: int, where: str):
        self.d, self.p, self.where = data, pos, where

    def fail(self, what: str):
        raise CodeObjectError(what, offset=self.p, structure=self.where)

    def u(self, n: int) -> int:
        if self.p + n > len(self.d):
            self.fail("unexpected end of data")
        v = int.from_bytes(self.d[self.p:self.p + n], "little")
        self.p += n
        return v

    def uleb(self) -> int:
        v = shift = 0
        while True:
            b = self.u(1)
            v |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return v

    def sleb(self) -> int:
        v = shift = 0
        while True:
            b = self.u(1)
            v |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return v - (1 << shift) if b & 0x40 else v

    def cstr(self) -> str:
        end = self.d.find(b"\0", self.p)
        if end < 0:
            self.fail("unterminated string")
        s = self.d[self.p:end].decode("utf-8", errors="replace")
        self.p = end + 1
        return s


def _relocated(elf: ElfFile, name: str) -> tuple[bytes, dict[int, int]]:
    """A section's bytes with its relocations applied, and offset -> target section index
    of each relocated field."""
    sec = elf.section(name)
    if sec is None:
        return b"", {}
    data = bytearray(sec.data)
    targets: dict[int, int] = {}
    index = elf.sections.index(sec)
    rela_names = {r.name: r.type == SHT.SHT_RELA for r in elf.sections
                  if r.type in (SHT.SHT_RELA, SHT.SHT_REL) and r.header.sh_info == index}
    if not rela_names:
        return bytes(data), targets
    for r in elf.relocations():
        rela = rela_names.get(r.section)
        size = RELOC_BYTES.get(r.type)
        if rela is None or size is None or r.offset + size > len(data):
            continue
        s = r.symbol.value if r.symbol is not None else 0
        addend = r.addend if rela else int.from_bytes(data[r.offset:r.offset + size], "little")
        data[r.offset:r.offset + size] = ((s + addend) % (1 << (8 * size))).to_bytes(
            size, "little")
        if r.symbol is not None:
            targets[r.offset] = r.symbol.shndx
    return bytes(data), targets


def parse_line_tables(data: bytes | ElfFile) -> list[LineTable]:
    """Every line table of an ELF file's ``.debug_line`` (none without one).

    Raises:
        CodeObjectError: a table that runs past its section or uses DWARF64.
    """
    elf = data if isinstance(data, ElfFile) else ElfFile.from_bytes(data)
    line, targets = _relocated(elf, ".debug_line")
    line_str, _ = _relocated(elf, ".debug_line_str")
    strs, _ = _relocated(elf, ".debug_str")
    tables = []
    pos = 0
    while pos < len(line):
        table = _parse_table(line, pos, targets, line_str, strs)
        tables.append(table)
        pos = table.offset + 4 + table.unit_length
    return tables


def _form(r: _Reader, form: int, line_str: bytes, strs: bytes):
    if form == DW_FORM_STRING:
        return r.cstr()
    if form in (DW_FORM_LINE_STRP, DW_FORM_STRP):
        off = r.u(4)
        table = line_str if form == DW_FORM_LINE_STRP else strs
        end = table.find(b"\0", off)
        return table[off:end if end >= 0 else len(table)].decode("utf-8", errors="replace")
    if form == DW_FORM_UDATA:
        return r.uleb()
    if form == DW_FORM_DATA16:
        raw = r.d[r.p:r.p + 16]
        r.u(16)
        return bytes(raw)
    if form == DW_FORM_BLOCK:
        n = r.uleb()
        raw = r.d[r.p:r.p + n]
        r.u(n)
        return bytes(raw)
    if form in FIXED_FORMS:
        return r.u(FIXED_FORMS[form])
    r.fail(f"unsupported form 0x{form:x} in a line table header")


def _entries(r: _Reader, line_str: bytes, strs: bytes) -> list[dict]:
    count = r.u(1)
    formats = [(r.uleb(), r.uleb()) for _ in range(count)]
    out = []
    for _ in range(r.uleb()):
        out.append({kind: _form(r, form, line_str, strs) for kind, form in formats})
    return out


def _parse_table(data: bytes, pos: int, targets: dict, line_str: bytes,
                 strs: bytes) -> LineTable:
    r = _Reader(data, pos, f".debug_line table at 0x{pos:x}")
    t = LineTable(pos)
    t.unit_length = r.u(4)
    if t.unit_length == DWARF64_ESCAPE:
        r.fail("64-bit DWARF line tables are not supported")
    end = pos + 4 + t.unit_length
    if end > len(data):
        r.fail("line table runs past the end of .debug_line")
    t.version = r.u(2)
    if not 2 <= t.version <= 5:
        r.fail(f"unsupported line table version {t.version}")
    if t.version >= 5:
        t.address_size, t.seg_select_size = r.u(1), r.u(1)
    t.header_length = r.u(4)
    program = r.p + t.header_length
    t.min_inst_length = r.u(1)
    if t.version >= 4:
        t.max_ops_per_inst = r.u(1)
    t.default_is_stmt = r.u(1)
    t.line_base = r.u(1)
    t.line_base -= 256 if t.line_base >= 128 else 0
    t.line_range, t.opcode_base = r.u(1), r.u(1)
    t.standard_opcode_lengths = [r.u(1) for _ in range(t.opcode_base - 1)]
    if t.version >= 5:
        t.include_directories = [e.get(DW_LNCT_PATH, "") for e in _entries(r, line_str, strs)]
        files = _entries(r, line_str, strs)
        t.has_md5 = any(DW_LNCT_MD5 in e for e in files)
        t.file_names = [FileEntry(e.get(DW_LNCT_PATH, ""), e.get(DW_LNCT_DIRECTORY_INDEX, 0),
                                  e.get(DW_LNCT_TIMESTAMP, 0), e.get(DW_LNCT_SIZE, 0),
                                  e.get(DW_LNCT_MD5), e.get(DW_LNCT_LLVM_SOURCE))
                        for e in files]
    else:
        while (d := r.cstr()):
            t.include_directories.append(d)
        while (name := r.cstr()):
            t.file_names.append(FileEntry(name, r.uleb(), r.uleb(), r.uleb()))
    r.p = program
    _run_program(r, t, end, targets)
    return t


def _run_program(r: _Reader, t: LineTable, end: int, targets: dict) -> None:
    """The line-number state machine (DWARF 5 section 6.2.5)."""
    def reset():
        return Row(0, 1, 0, 1, is_stmt=bool(t.default_is_stmt))
    row = reset()

    def emit():
        t.rows.append(Row(**vars(row)))
        row.discriminator = 0
        row.basic_block = row.prologue_end = row.epilogue_begin = False

    def advance(op_advance):
        row.address += t.min_inst_length * op_advance

    while r.p < end:
        op = r.u(1)
        if op >= t.opcode_base:
            adjusted = op - t.opcode_base
            advance(adjusted // t.line_range)
            row.line += t.line_base + adjusted % t.line_range
            emit()
        elif op == 0:
            length = r.uleb()
            after = r.p + length
            sub = r.u(1)
            if sub == 1:
                row.end_sequence = True
                emit()
                row = reset()
            elif sub == 2:
                at = r.p
                row.address = r.u(length - 1)
                row.section = targets.get(at, 0)
            elif sub == 4:
                row.discriminator = r.uleb()
            r.p = after
        elif op == 1:
            emit()
        elif op == 2:
            advance(r.uleb())
        elif op == 3:
            row.line += r.sleb()
        elif op == 4:
            row.file = r.uleb()
        elif op == 5:
            row.column = r.uleb()
        elif op == 6:
            row.is_stmt = not row.is_stmt
        elif op == 7:
            row.basic_block = True
        elif op == 8:
            advance((255 - t.opcode_base) // t.line_range)
        elif op == 9:
            row.address += r.u(2)
        elif op == 10:
            row.prologue_end = True
        elif op == 11:
            row.epilogue_begin = True
        elif op == 12:
            row.isa = r.uleb()
        else:
            for _ in range(t.standard_opcode_lengths[op - 1]):
                r.uleb()


# ---------------------------------------------------------------------------------- printing
def _quoted(text: str) -> str:
    return '"' + text.encode("unicode_escape").decode("ascii").replace('"', '\\"') + '"'


def format_line_tables(tables: list[LineTable]) -> str:
    """``llvm-dwarfdump --debug-line``'s text for the tables (after its ``.debug_line
    contents:`` line)."""
    out = []
    for t in tables:
        out.append(f"debug_line[0x{t.offset:08x}]\nLine table prologue:\n"
                   f"    total_length: 0x{t.unit_length:08x}\n          format: DWARF32\n"
                   f"         version: {t.version}\n")
        if t.version >= 5:
            out.append(f"    address_size: {t.address_size}\n"
                       f" seg_select_size: {t.seg_select_size}\n")
        out.append(f" prologue_length: 0x{t.header_length:08x}\n"
                   f" min_inst_length: {t.min_inst_length}\n")
        if t.version >= 4:
            out.append(f"max_ops_per_inst: {t.max_ops_per_inst}\n")
        out.append(f" default_is_stmt: {t.default_is_stmt}\n       line_base: {t.line_base}\n"
                   f"      line_range: {t.line_range}\n     opcode_base: {t.opcode_base}\n")
        for i, n in enumerate(t.standard_opcode_lengths):
            name = DW_LNS_NAMES[i] if i < len(DW_LNS_NAMES) else f"DW_LNS_unknown_{i + 1:x}"
            out.append(f"standard_opcode_lengths[{name}] = {n}\n")
        first = 0 if t.version >= 5 else 1
        for i, d in enumerate(t.include_directories, first):
            out.append(f"include_directories[{i:3d}] = {_quoted(d)}\n")
        for i, f in enumerate(t.file_names, first):
            out.append(f"file_names[{i:3d}]:\n           name: {_quoted(f.name)}\n"
                       f"      dir_index: {f.dir_index}\n")
            if f.md5 is not None:
                out.append(f"   md5_checksum: {f.md5.hex()}\n")
            if t.version < 5:
                out.append(f"       mod_time: 0x{f.mod_time:08x}\n"
                           f"         length: 0x{f.length:08x}\n")
            if f.source:
                out.append(f"         source: {_quoted(f.source)}\n")
        out.append("\n")
        if t.rows:
            out.append("Address            Line   Column File   ISA Discriminator OpIndex "
                       "Flags\n------------------ ------ ------ ------ --- ------------- "
                       "------- -------------\n")
            for row in t.rows:
                flags = "".join(f" {n}" for n in ("is_stmt", "basic_block", "prologue_end",
                                                 "epilogue_begin", "end_sequence")
                                if getattr(row, n))
                out.append(f"0x{row.address:016x} {row.line:6d} {row.column:6d} "
                           f"{row.file:6d} {row.isa:3d} {row.discriminator:13d} "
                           f"{row.op_index:7d} {flags}\n")
            out.append("\n")
    return "".join(out)


__all__ = ["FileEntry", "LineTable", "Row", "format_line_tables", "parse_line_tables"]
