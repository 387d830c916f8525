"""The statement loop of the assembler and llvm-mc's ``--show-encoding`` listing.

Every statement is assembled independently; errors are collected (llvm-mc reports every error
of a file, then exits 1) with ``file:line:col``. Labels resolve in a second pass; in listing
mode unresolved symbols become fixups printed as llvm-mc prints them.
"""

from __future__ import annotations

import re

from dataclasses import dataclass, field, replace

from amdgcn.asm.source import plain_statement, source_line
from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.core import EncodeContext, isa_for, listing_text
from amdgcn.isa.syntax import ExprParser, SyntaxErrorAt

#: directives echoed in a listing (llvm-mc prints them back)
_LISTING_ECHO = {".text": "\t.text", ".data": "\t.data"}
_SET = re.compile(r"\.(?:set|equ)\s+(?P<name>[A-Za-z_.$][\w.$@]*)\s*,\s*(?P<expr>.*)$",
                  re.IGNORECASE)
_ASSIGN = re.compile(r"(?P<name>[A-Za-z_.$][\w.$@]*)\s*=(?!=)\s*(?P<expr>.*)$")


@dataclass
class ListingLine:
    """One line of llvm-mc's listing: text and, for instructions, bytes and fixups."""

    text: str
    data: bytes | None = None
    fixups: list = field(default_factory=list)
    #: the ``-show-encoding`` line, once formatted (a cached statement shares its line)
    formatted: str | None = field(default=None, repr=False, compare=False)


@dataclass
class AssemblyResult:
    """What :func:`assemble_listing` produced: listing lines and the errors found."""

    lines: list[ListingLine]
    errors: list[AsmError]
    warnings: list[AsmError] = field(default_factory=list)


class Assembler:
    """Assembles statements for one processor.

    Args:
        mcpu: processor or target ID; filename: used in error places.
    """

    def __init__(self, mcpu: str, *, filename: str = "<stdin>"):
        self.isa = isa_for(mcpu)
        self.filename = filename
        # statement text -> (printed text, bytes) for statements that name no symbol: compiler
        # output repeats the same statements many times
        self._cache: dict[str, ListingLine] = {}
        #: absolute symbols set so far (``.set``, ``.equ``, ``=``), for operands and indices
        self.symbols: dict[str, int] = {}
        self._named = False

    def _resolve(self, name: str, variant: str) -> int:
        """The value of an absolute symbol (KeyError: unknown, or a label: a fixup)."""
        if variant:
            raise KeyError(name)
        value = self.symbols[name]
        self._named = True   # the statement depends on a symbol: not cached
        return value

    def _assignment(self, code: str, col0: int) -> list[ListingLine] | None:
        """``.set``/``.equ NAME, EXPR`` or ``NAME = EXPR``: recorded, and echoed as llvm-mc
        does (the value when absolute, else the expression; ``.no_dead_strip`` after the
        directives). None when ``code`` is no assignment."""
        m = _SET.match(code) or _ASSIGN.match(code)
        if m is None:
            return None
        name, text = m.group("name"), m.group("expr")
        at = col0 + m.start("expr")
        try:
            parser = ExprParser(text, 0, at)
            expr = parser.parse()
        except SyntaxErrorAt as e:
            raise AsmError(e.message, col=e.col) from None
        if parser.p != len(text.rstrip()):
            raise AsmError("unexpected token in '.set' directive", col=at + parser.p)
        try:
            value = expr.evaluate(self._resolve)
        except (KeyError, ZeroDivisionError):
            self.symbols.pop(name, None)
            shown = str_expr(expr)
        else:
            self.symbols[name] = value
            shown = str(value)
        lines = [ListingLine(f".set {name}, {shown}")]
        if m.re is _SET:
            lines.append(ListingLine(f"\t.no_dead_strip\t{name}"))
        return lines

    def _place(self, e: AsmError, number: int, raw: str) -> AsmError:
        e.filename = self.filename
        e.line = number
        e.source_line = raw
        e.args = (e.format(),)
        return e

    def listing(self, text: str) -> AssemblyResult:
        """llvm-mc ``-show-encoding`` output for ``text`` (labels are not resolved: branches
        to labels print as fixups, as llvm-mc prints them)."""
        out: list[ListingLine] = []
        errors: list[AsmError] = []
        cache = self._cache
        in_comment = False
        for number, raw in enumerate(text.splitlines(), 1):
            if not in_comment:
                code = plain_statement(raw)
                if code is not None:   # no label, no comment to strip but a ';' one
                    if not code:
                        continue
                    hit = cache.get(code)
                    if hit is not None:
                        out.append(hit)
                        continue
                    if (code[0].isalpha() or code[0] == "_") and "=" not in code:
                        # an instruction: no label, assignment or directive to look for
                        k = raw.find(";")
                        uncommented = raw if k < 0 else raw[:k]
                        col0 = len(uncommented) - len(uncommented.lstrip()) + 1
                        self._instruction(code, col0, number, raw, out, errors)
                        continue
            sl, in_comment = source_line(number, raw, in_comment)
            for name, _col in sl.labels:
                out.append(ListingLine(f"{name}:"))
            if not sl.code:
                continue
            try:
                assigned = self._assignment(sl.code, sl.code_col)
            except AsmError as e:
                errors.append(self._place(e, sl.number, sl.raw))
                continue
            if assigned is not None:
                out.extend(assigned)
                continue
            if sl.code.startswith("."):
                word = sl.code.split()[0]
                if word in _LISTING_ECHO:
                    out.append(ListingLine(_LISTING_ECHO[word]))
                continue
            hit = self._cache.get(sl.code)
            if hit is not None:
                out.append(hit)
                continue
            self._instruction(sl.code, sl.code_col, sl.number, sl.raw, out, errors)
        return AssemblyResult(out, errors)

    def _instruction(self, code: str, col0: int, number: int, raw: str,
                     out: list[ListingLine], errors: list[AsmError]) -> None:
        """The listing line of an instruction statement seen first (or its error)."""
        try:
            self._named = False
            stmt = self.isa.parse(code, col0=col0, resolve=self._resolve)
            ctx = EncodeContext(address=0, resolve=self._resolve, absolute=True)
            data = self.isa.encode(stmt, ctx)
            try:
                inst = self.isa.decode(data, 0, 0)
            except DecodeError as e:   # an encoder bug must not end the listing
                raise AsmError(f"cannot print this instruction ({e.message})",
                               col=stmt.col) from e
            shown = _listing_text(inst, stmt, ctx)
            line = ListingLine(shown, data, ctx.fixups)
            out.append(line)
            if not ctx.fixups and not self._named and \
                    not any(it.kind == "expr" for it in stmt.items):
                self._cache[code] = line
        except AsmError as e:
            errors.append(self._place(e, number, raw))


def _listing_text(inst, stmt, ctx) -> str:
    """The printed text of an assembled instruction; symbolic operands print as written."""
    inst = _echo_alias(inst, stmt.mnemonic)
    if not ctx.fixups:
        return listing_text(inst, ctx)
    # A branch or literal that refers to a symbol: llvm-mc prints the expression.
    for _off, _kind, expr, index in (f if len(f) == 4 else (*f, None) for f in ctx.fixups):
        if index is not None and index < len(inst.operands):
            ops = list(inst.operands)
            ops[index] = str_expr(expr)
            inst = inst.__class__(**{**{s: getattr(inst, s) for s in inst.__slots__},
                                     "operands": tuple(ops), "text_override": None})
    return inst.text


def _echo_alias(inst, mnemonic: str):
    """``inst`` named as written when its row lists the mnemonic in ``echo_aliases``: LLVM's
    listing prints ``v_mul_lo_i32`` (an instruction of its own in LLVM, sharing
    v_mul_lo_u32's GFX8/9 opcode) where llvm-objdump prints ``v_mul_lo_u32``; variant suffix
    as the row prints it."""
    row = inst.row
    echo = row.get("echo_aliases", ()) if row is not None else ()
    if not echo:
        return inst
    m = mnemonic.lower()
    alias = next((a for a in echo if m == a or m.startswith(a + "_")), None)
    if alias is None or not inst.mnemonic.startswith(row.name):
        return inst
    return replace(inst, mnemonic=alias + inst.mnemonic[len(row.name):], text_override=None)


def str_expr(expr) -> str:
    """llvm-mc's printing of an operand expression (``label``, ``sym+4``)."""
    if expr.op == "sym":
        return expr.a + (f"@{expr.b}" if expr.b else "")
    if expr.op == "num":
        return str(expr.a)
    if expr.b is None:
        return f"{expr.op}{str_expr(expr.a)}"
    return f"{str_expr(expr.a)}{expr.op}{str_expr(expr.b)}"


def format_listing_line(line: ListingLine) -> str:
    """``\\t<text> ; encoding: [0x..]`` with llvm-mc's padding and fixup markers."""
    if line.data is None:
        return line.text
    if line.formatted is not None:
        return line.formatted
    marks = [f"0x{b:02x}" for b in line.data]
    notes = []
    for n, f in enumerate(line.fixups):
        off, kind, expr = f[0], f[1], f[2]
        size = {"fixup_si_sopp_br": 2}.get(kind, 4)
        letter = chr(ord("A") + n)
        for k in range(off, min(off + size, len(marks))):
            marks[k] = letter
        notes.append(f";   fixup {letter} - offset: {off}, value: {str_expr(expr)}, kind: {kind}")
    text = "\t" + line.text
    pad = max(1, 40 - len(line.text))
    s = text + " " * pad + "; encoding: [" + ",".join(marks) + "]"
    for note in notes:
        s += "\n" + " " * 40 + note
    line.formatted = s
    return s


def assemble_listing(text: str, mcpu: str, *, filename: str = "<stdin>") -> AssemblyResult:
    """Assemble ``text`` for ``mcpu`` into llvm-mc's ``-show-encoding`` listing lines.

    Example:
        >>> r = assemble_listing("s_nop 0", "gfx90a")
        >>> format_listing_line(r.lines[0]).split(";")[1].strip()
        'encoding: [0x00,0x00,0x80,0xbf]'
    """
    return Assembler(mcpu, filename=filename).listing(text)
