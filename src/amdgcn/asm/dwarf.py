"""DWARF line tables from ``.file`` and ``.loc``, written as llvm-mc 22 writes them.

DWARF 5 section 6.2 (line number information); AMDGPUUsage: DWARF Debug Information.
A numbered ``.file`` fills the file table (``.file 0`` names the root file and raises the
version to 5, as llvm-mc does; its default is 4). ``.loc`` sets the current location; the
next instruction or data value (llvm-mc's ``MCDwarfLineEntry::make``) gets a row at its
offset, a section switch drops a location no row used. Once the file is read,
:func:`emit_line_table` appends to ``.debug_line`` one header and, per section that has
rows, one sequence ended at the section's end; DWARF 5 paths go to ``.debug_line_str``.

The line program uses llvm-mc's parameters: ``line_base`` -5, ``line_range`` 14,
``opcode_base`` 13 and AMDGPU's ``minimum_instruction_length`` of 4 bytes; an address and
line advance is a special opcode when one fits, else ``DW_LNS_const_add_pc`` plus a special
opcode, else ``DW_LNS_advance_pc`` (MCDwarf's encoding, reproduced byte for byte).
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field

from amdgcn.asm.expr import Cursor
from amdgcn.codeobj.elf import R_AMDGPU, SHF, SHT
from amdgcn.errors import AsmError
from amdgcn.isa.literals import DEC_DIGITS, LiteralError, lex_integer

#: llvm-mc's default DWARF version (``-dwarf-version``); ``.file 0`` raises it to 5
DEFAULT_DWARF_VERSION = 4
DWARF_V5 = 5
#: DW_LNE_set_discriminator is written from DWARF 4 on
DISCRIMINATOR_VERSION = 4
#: AMDGPU's MCAsmInfo: minimum instruction alignment (the line table's address unit)
MIN_INST_LENGTH = 4
POINTER_SIZE = 8
OFFSET_SIZE = 4                 # 32-bit DWARF
LINE_BASE = -5
LINE_RANGE = 14
OPCODE_BASE = 13
STANDARD_OPCODE_LENGTHS = bytes((0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1))
MAX_SPECIAL_ADDR_DELTA = (255 - OPCODE_BASE) // LINE_RANGE

# .loc flags (llvm's DWARF2_FLAG_*)
FLAG_IS_STMT = 1
FLAG_BASIC_BLOCK = 2
FLAG_PROLOGUE_END = 4
FLAG_EPILOGUE_BEGIN = 8

# DWARF 5 section 7.22 standard and extended opcodes
DW_LNS_COPY = 0x01
DW_LNS_ADVANCE_PC = 0x02
DW_LNS_ADVANCE_LINE = 0x03
DW_LNS_SET_FILE = 0x04
DW_LNS_SET_COLUMN = 0x05
DW_LNS_NEGATE_STMT = 0x06
DW_LNS_SET_BASIC_BLOCK = 0x07
DW_LNS_CONST_ADD_PC = 0x08
DW_LNS_SET_PROLOGUE_END = 0x0A
DW_LNS_SET_EPILOGUE_BEGIN = 0x0B
DW_LNS_SET_ISA = 0x0C
DW_LNS_EXTENDED_OP = 0x00
DW_LNE_END_SEQUENCE = 0x01
DW_LNE_SET_ADDRESS = 0x02
DW_LNE_SET_DISCRIMINATOR = 0x04
# DWARF 5 section 7.22 content types and 7.5.6 forms
DW_LNCT_PATH = 0x1
DW_LNCT_DIRECTORY_INDEX = 0x2
DW_LNCT_MD5 = 0x5
DW_LNCT_LLVM_SOURCE = 0x2001
DW_FORM_LINE_STRP = 0x1F
DW_FORM_UDATA = 0x0F
DW_FORM_DATA16 = 0x1E

DEBUG_LINE = ".debug_line"
DEBUG_LINE_STR = ".debug_line_str"

_MD5_BYTES = 16


def uleb128(n: int) -> bytes:
    """The unsigned LEB128 encoding of ``n`` >= 0 (DWARF 5 section 7.6)."""
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def sleb128(n: int) -> bytes:
    """The signed LEB128 encoding of ``n`` (DWARF 5 section 7.6)."""
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        done = (n == 0 and not byte & 0x40) or (n == -1 and byte & 0x40)
        out.append(byte | (0 if done else 0x80))
        if done:
            return bytes(out)


@dataclass
class DwarfFile:
    """One entry of the file table: its name, directory index, MD5 and embedded source."""

    name: str
    dir_index: int = 0
    md5: bytes | None = None
    source: bytes | None = None


@dataclass(frozen=True)
class Loc:
    """The location of a ``.loc`` directive (a row of the line table once used)."""

    file: int = 0
    line: int = 0
    column: int = 0
    flags: int = FLAG_IS_STMT
    isa: int = 0
    discriminator: int = 0


@dataclass
class Blob:
    """Bytes being generated for a section, with the relocations they need:
    ``(offset, R_AMDGPU_*, target section, addend)``."""

    data: bytearray = field(default_factory=bytearray)
    relocs: list = field(default_factory=list)

    def ref(self, rtype: int, size: int, section, addend: int) -> None:
        """A relocated field of ``size`` bytes against ``section``'s symbol + ``addend``."""
        self.relocs.append((len(self.data), rtype, section, addend))
        self.data += bytes(size)


@dataclass
class LineTable:
    """The ``.file``/``.loc`` state of one assembly (llvm-mc's compile unit 0)."""

    version: int = DEFAULT_DWARF_VERSION
    compilation_dir: str = ""
    root: DwarfFile | None = None
    root_dir: str = ""
    files: list = field(default_factory=list)         # index = file number; [0] unused
    dirs: list = field(default_factory=list)
    has_all_md5: bool = True
    has_any_source: bool = False
    used: bool = False            # a numbered .file or a .loc made the table
    loc: Loc = Loc()
    loc_seen: bool = False
    rows: dict = field(default_factory=dict)           # id(section) -> (section, [(off, Loc)])

    def track_md5(self, used: bool) -> None:
        self.has_all_md5 &= used

    def valid_file(self, number: int) -> bool:
        """llvm's ``isValidDwarfFileNumber``."""
        if number == 0:
            return self.version >= DWARF_V5
        return number < len(self.files) and self.files[number] is not None

    def set_root(self, directory: str, name: str, md5, source) -> None:
        """``.file 0 "dir" "name"``."""
        self.used = True
        self.root_dir = directory
        self.root = DwarfFile(name, 0, md5, source)
        self.track_md5(md5 is not None)
        self.has_any_source |= source is not None

    def add_file(self, number: int, directory: str, name: str, md5, source) -> None:
        """``.file N ["dir"] "name"`` (llvm's ``MCDwarfLineTableHeader::tryGetFile``).

        Raises:
            ValueError: the number is taken ("file number already allocated").
        """
        self.used = True
        if directory == self.root_dir:
            directory = ""
        if not name:
            name, directory = "<stdin>", ""
        if not self.files:
            self.track_md5(md5 is not None)
            self.has_any_source |= source is not None
        if self.version >= DWARF_V5 and self.root is not None and self.root.name == name \
                and self.root.md5 == md5:
            return
        if number >= len(self.files):
            self.files.extend([None] * (number + 1 - len(self.files)))
        if self.files[number] is not None:
            raise ValueError("file number already allocated")
        if not directory:
            head, tail = posixpath.split(name)
            if tail and head:
                directory, name = head, tail
        dir_index = 0
        if directory:
            if directory not in self.dirs:
                self.dirs.append(directory)
            dir_index = self.dirs.index(directory) + 1
        self.files[number] = DwarfFile(name, dir_index, md5, source)
        self.track_md5(md5 is not None)
        self.has_any_source |= source is not None


# ---------------------------------------------------------------------------------- rows
def make_row(asm) -> None:
    """A row for the pending ``.loc`` at the current offset (llvm ``MCDwarfLineEntry::make``);
    called before an instruction or data value is emitted."""
    table = asm.dwarf
    table.loc_seen = False
    sec = asm.section
    rows = table.rows.get(id(sec))
    if rows is None:
        rows = table.rows[id(sec)] = (sec, [])
    rows[1].append((sec.size, table.loc))


# ---------------------------------------------------------------------------------- directives
def _integer(cur: Cursor, message: str) -> int:
    cur.ws()
    if cur.p >= len(cur.t) or cur.t[cur.p] not in DEC_DIGITS:
        cur.error(message)
    try:
        got = lex_integer(cur.t, cur.p)
    except LiteralError as e:
        cur.error(e.message)
    if got is None:
        cur.error(message)
    cur.p = got[1]
    return got[0]


def file_directive(asm, cur: Cursor, name: str, col: int) -> None:
    """``.file ["dir"] "name"`` (an ``STT_FILE`` symbol) or ``.file N ["dir"] "name" [md5
    0x...] [source "..."]`` (a DWARF file table entry; ``N`` = 0 is the root file)."""
    cur.ws()
    number = -1
    if cur.peek().isdigit():
        number = _integer(cur, "unexpected token in '.file' directive")
    path = cur.string("expected string").decode("utf-8", errors="surrogateescape")
    directory, filename = "", path
    if cur.peek() == '"':
        if number < 0:
            cur.error("explicit path specified, but no file number")
        filename = cur.string().decode("utf-8", errors="surrogateescape")
        directory = path
    md5 = source = None
    while not cur.at_end():
        kcol = cur.p
        if not (cur.peek().isalpha() or cur.peek() == "_"):
            cur.error("unexpected token in '.file' directive")
        keyword = cur.word()
        cur.ws()
        if keyword == "md5":
            if number < 0:
                cur.error("MD5 checksum specified, but no file number")
            m = re.compile(r"0[xX][0-9a-fA-F]+").match(cur.t, cur.p)
            if not m:
                cur.error("expected hexadecimal integer")
            cur.p = m.end()
            value = int(m.group(0), 16)
            if value >> (8 * _MD5_BYTES):
                cur.error("out of range literal value", m.start())
            md5 = value.to_bytes(_MD5_BYTES, "big")
        elif keyword == "source":
            if number < 0:
                cur.error("source specified, but no file number")
            if cur.peek() != '"':
                cur.error("unexpected token in '.file' directive")
            source = cur.string()
        else:
            cur.error("unexpected token in '.file' directive", kcol)
    if number < 0:
        asm.file_symbols.append((filename, len(asm.symbols.registered)))
        return
    table = asm.dwarf
    if number == 0:
        table.version = max(table.version, DWARF_V5)
        table.set_root(directory, filename, md5, source)
        return
    try:
        table.add_file(number, directory, filename, md5, source)
    except ValueError as e:
        raise AsmError(str(e), col=col) from None


def loc_directive(asm, cur: Cursor, name: str, col: int) -> None:
    """``.loc file line [column] [basic_block] [prologue_end] [epilogue_begin] [is_stmt 0|1]
    [isa N] [discriminator N]``: the location of what follows (``is_stmt`` carries over)."""
    table = asm.dwarf
    cur.ws()
    fcol = cur.p
    number = _integer(cur, "unexpected token in '.loc' directive")
    if number < 1 and table.version < DWARF_V5:
        cur.error("file number less than one in '.loc' directive", fcol)
    if not table.valid_file(number):
        cur.error("unassigned file number in '.loc' directive", fcol)
    line = column = 0
    if cur.peek().isdigit():
        line = _integer(cur, "unexpected token in '.loc' directive")
    if cur.peek().isdigit():
        column = _integer(cur, "unexpected token in '.loc' directive")
    flags = table.loc.flags & FLAG_IS_STMT
    isa = discriminator = 0
    while not cur.at_end():
        wcol = cur.p
        if not (cur.peek().isalpha() or cur.peek() == "_"):
            cur.error("unexpected token in '.loc' directive")
        word = cur.word()
        if word == "basic_block":
            flags |= FLAG_BASIC_BLOCK
        elif word == "prologue_end":
            flags |= FLAG_PROLOGUE_END
        elif word == "epilogue_begin":
            flags |= FLAG_EPILOGUE_BEGIN
        elif word in ("is_stmt", "isa", "discriminator"):
            cur.ws()
            vcol = cur.p
            expr, ecol = cur.expr()
            value = asm.try_absolute(expr) if expr.op == "num" or word == "discriminator" \
                else None
            if word == "is_stmt":
                if value not in (0, 1):
                    cur.error("is_stmt value not 0 or 1" if value is not None else
                              "is_stmt value not the constant value of 0 or 1", vcol)
                flags = flags | FLAG_IS_STMT if value else flags & ~FLAG_IS_STMT
            elif word == "isa":
                if value is None:
                    cur.error("isa number not a constant value", vcol)
                if value < 0:
                    cur.error("isa number less than zero", vcol)
                isa = value
            else:
                discriminator = asm.absolute(expr, ecol)
        else:
            cur.error("unknown sub-directive in '.loc' directive", wcol)
    if table.loc_seen:    # two .loc in a row: the first one gets its row too
        make_row(asm)
    table.used = True
    table.loc = Loc(number, line, column, flags, isa, discriminator)
    table.loc_seen = True


# ---------------------------------------------------------------------------------- emission
def _advance(line_delta: int | None, addr_delta: int) -> bytes:
    """MCDwarfLineAddr's encoding of a line and address advance (``None``: end_sequence)."""
    addr = addr_delta // MIN_INST_LENGTH
    if line_delta is None:
        out = bytearray()
        if addr == MAX_SPECIAL_ADDR_DELTA:
            out.append(DW_LNS_CONST_ADD_PC)
        elif addr:
            out += bytes((DW_LNS_ADVANCE_PC,)) + uleb128(addr)
        return bytes(out) + bytes((DW_LNS_EXTENDED_OP, 1, DW_LNE_END_SEQUENCE))
    out = bytearray()
    temp = line_delta - LINE_BASE
    need_copy = False
    if temp >= LINE_RANGE or temp < 0 or temp + OPCODE_BASE > 255:
        out += bytes((DW_LNS_ADVANCE_LINE,)) + sleb128(line_delta)
        line_delta = 0
        temp = -LINE_BASE
        need_copy = True
    if line_delta == 0 and addr == 0:
        out.append(DW_LNS_COPY)
        return bytes(out)
    temp += OPCODE_BASE
    if addr < 256 + MAX_SPECIAL_ADDR_DELTA:
        opcode = temp + addr * LINE_RANGE
        if opcode <= 255:
            out.append(opcode)
            return bytes(out)
        opcode = temp + (addr - MAX_SPECIAL_ADDR_DELTA) * LINE_RANGE
        if opcode <= 255:
            out += bytes((DW_LNS_CONST_ADD_PC, opcode))
            return bytes(out)
    out += bytes((DW_LNS_ADVANCE_PC,)) + uleb128(addr)
    out.append(DW_LNS_COPY if need_copy else temp)
    return bytes(out)


def _sequence(blob: Blob, sec, rows: list, version: int) -> None:
    """The rows of one section, then the end of the sequence at the section's end."""
    file, last_line, column, flags, isa, discriminator = 1, 1, 0, FLAG_IS_STMT, 0, 0
    prev = None
    out = blob.data
    for offset, loc in rows:
        if file != loc.file:
            file = loc.file
            out += bytes((DW_LNS_SET_FILE,)) + uleb128(file)
        if column != loc.column:
            column = loc.column
            out += bytes((DW_LNS_SET_COLUMN,)) + uleb128(column)
        if discriminator != loc.discriminator and version >= DISCRIMINATOR_VERSION:
            discriminator = loc.discriminator
            body = uleb128(discriminator)
            out += bytes((DW_LNS_EXTENDED_OP,)) + uleb128(len(body) + 1) + bytes(
                (DW_LNE_SET_DISCRIMINATOR,)) + body
        if isa != loc.isa:
            isa = loc.isa
            out += bytes((DW_LNS_SET_ISA,)) + uleb128(isa)
        if (loc.flags ^ flags) & FLAG_IS_STMT:
            flags = loc.flags
            out.append(DW_LNS_NEGATE_STMT)
        if loc.flags & FLAG_BASIC_BLOCK:
            out.append(DW_LNS_SET_BASIC_BLOCK)
        if loc.flags & FLAG_PROLOGUE_END:
            out.append(DW_LNS_SET_PROLOGUE_END)
        if loc.flags & FLAG_EPILOGUE_BEGIN:
            out.append(DW_LNS_SET_EPILOGUE_BEGIN)
        line_delta = loc.line - last_line
        if prev is None:
            out += bytes((DW_LNS_EXTENDED_OP,)) + uleb128(POINTER_SIZE + 1) + bytes(
                (DW_LNE_SET_ADDRESS,))
            blob.ref(R_AMDGPU.R_AMDGPU_ABS64, POINTER_SIZE, sec, offset)
            out += _advance(line_delta, 0)
        else:
            out += _advance(line_delta, offset - prev)
        discriminator = 0
        last_line = loc.line
        prev = offset
    if prev is not None:
        out += _advance(None, sec.size - prev)


class _LineStrings:
    """``.debug_line_str``: each path once, in the order first referenced (llvm's
    ``StringTableBuilder`` of DWARF kind, finalized in order)."""

    def __init__(self):
        self.data = bytearray()
        self.offsets: dict[bytes, int] = {}

    def offset(self, text: bytes) -> int:
        at = self.offsets.get(text)
        if at is None:
            at = self.offsets[text] = len(self.data)
            self.data += text + b"\0"
        return at


def _path(text: str) -> bytes:
    return text.encode("utf-8", errors="surrogateescape")


def _v5_tables(blob: Blob, table: LineTable, strings: _LineStrings, line_str) -> None:
    out = blob.data
    out += bytes((1,)) + uleb128(DW_LNCT_PATH) + uleb128(DW_FORM_LINE_STRP)
    out += uleb128(len(table.dirs) + 1)
    for d in [table.root_dir or table.compilation_dir, *table.dirs]:
        blob.ref(R_AMDGPU.R_AMDGPU_ABS32, OFFSET_SIZE, line_str, strings.offset(_path(d)))
    kinds = [(DW_LNCT_PATH, DW_FORM_LINE_STRP), (DW_LNCT_DIRECTORY_INDEX, DW_FORM_UDATA)]
    if table.has_all_md5:
        kinds.append((DW_LNCT_MD5, DW_FORM_DATA16))
    if table.has_any_source:
        kinds.append((DW_LNCT_LLVM_SOURCE, DW_FORM_LINE_STRP))
    out += bytes((len(kinds),))
    for kind, form in kinds:
        out += uleb128(kind) + uleb128(form)
    files = table.files
    out += uleb128(len(files) if files else 1)
    root = table.root if table.root is not None else files[1]
    for f in [root, *files[1:]]:
        f = f or DwarfFile("")
        blob.ref(R_AMDGPU.R_AMDGPU_ABS32, OFFSET_SIZE, line_str, strings.offset(_path(f.name)))
        out += uleb128(f.dir_index)
        if table.has_all_md5:
            out += f.md5 or bytes(_MD5_BYTES)
        if table.has_any_source:
            source = f.source if f.source is not None else b""
            if f.source is not None and not f.source:
                source = b"\n"
            blob.ref(R_AMDGPU.R_AMDGPU_ABS32, OFFSET_SIZE, line_str, strings.offset(source))


def _v2_tables(blob: Blob, table: LineTable) -> None:
    out = blob.data
    for d in table.dirs:
        out += _path(d) + b"\0"
    out.append(0)
    for f in table.files[1:]:
        f = f or DwarfFile("")
        out += _path(f.name) + b"\0" + uleb128(f.dir_index) + b"\0\0"
    out.append(0)


def emit_line_table(asm) -> None:
    """Append the line table of the whole assembly to ``.debug_line`` (and its paths to
    ``.debug_line_str`` in DWARF 5), as llvm-mc does once the file is read."""
    table = asm.dwarf
    if not table.used:
        return
    if table.version >= DWARF_V5 and table.root is None and len(table.files) < 2:
        raise AsmError("no root file and no .file directives")
    saved = (asm.section, asm.previous)
    line_sec = asm.switch_section(DEBUG_LINE, type_=SHT.SHT_PROGBITS, flags=0)
    line_str = None
    strings = _LineStrings()
    if table.version >= DWARF_V5:
        line_str = _find_or_make(asm, DEBUG_LINE_STR,
                                 SHF.SHF_MERGE | SHF.SHF_STRINGS, entsize=1)
    version = table.version
    blob = Blob()
    out = blob.data
    out += bytes(OFFSET_SIZE)                       # unit_length, patched below
    out += version.to_bytes(2, "little")
    if version >= DWARF_V5:
        out += bytes((POINTER_SIZE, 0))
    header_length_at = len(out)
    out += bytes(OFFSET_SIZE)
    out.append(MIN_INST_LENGTH)
    if version >= 4:
        out.append(1)                               # maximum_operations_per_instruction
    out += bytes((1, LINE_BASE & 0xFF, LINE_RANGE, OPCODE_BASE)) + STANDARD_OPCODE_LENGTHS
    if version >= DWARF_V5:
        _v5_tables(blob, table, strings, line_str)
    else:
        _v2_tables(blob, table)
    out[header_length_at:header_length_at + OFFSET_SIZE] = (
        len(out) - header_length_at - OFFSET_SIZE).to_bytes(OFFSET_SIZE, "little")
    for sec, rows in table.rows.values():
        if rows:
            _sequence(blob, sec, rows, version)
    out[0:OFFSET_SIZE] = (len(out) - OFFSET_SIZE).to_bytes(OFFSET_SIZE, "little")
    place_blob(asm, line_sec, blob)
    if line_str is not None:
        asm.switch_section(DEBUG_LINE_STR, type_=None, flags=None)
        asm.section.append(bytes(strings.data))
    asm.section, asm.previous = saved


def _find_or_make(asm, name: str, flags: int, *, entsize: int = 0):
    """The section ``name``, created (and so ordered) now if new."""
    sec = next((s for s in asm.sections if s.name == name), None)
    if sec is not None:
        return sec
    saved = (asm.section, asm.previous)
    sec = asm.switch_section(name, type_=SHT.SHT_PROGBITS, flags=flags, entsize=entsize)
    asm.section, asm.previous = saved
    return sec


def place_blob(asm, sec, blob: Blob) -> None:
    """Append generated bytes to ``sec``; their relocations are added after layout."""
    base = sec.append(bytes(blob.data))
    for offset, rtype, target, addend in blob.relocs:
        asm.generated_relocations.append((sec, base + offset, rtype, target, addend))


__all__ = ["DEFAULT_DWARF_VERSION", "Blob", "LineTable", "Loc", "emit_line_table",
           "file_directive", "loc_directive", "make_row", "place_blob", "sleb128", "uleb128"]
