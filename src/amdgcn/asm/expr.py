"""Directive operands: expressions, strings and names, with columns for error messages.

The expression grammar is the one of :class:`amdgcn.isa.syntax.ExprParser` (llvm-mc's
``MCExpr`` operators and precedences) plus what only directives meet: ``.`` (the current
location), character constants (``'a'``), octal numbers (``017``) and directional references
to numeric local labels (``1b``, ``1f``). :class:`Cursor` walks one statement's operand text.
"""

from __future__ import annotations

import re

from amdgcn.isa.syntax import _BINARY_OPS, _BINARY_PRECEDENCE, Expr, ExprParser, SyntaxErrorAt

#: LLVM symbol names in directives (``@`` starts a relocation specifier, kept in the name)
_NAME = re.compile(r"[A-Za-z_.$][A-Za-z0-9_.$@]*")
_NAME_CHAR = re.compile(r"[A-Za-z0-9_.$]")
_DIRECTIONAL = re.compile(r"([0-9]{1,18})([bfBF])(?![A-Za-z0-9_.$])")
_ESCAPES = {"n": 10, "t": 9, "r": 13, "b": 8, "f": 12, "v": 11, "a": 7, "\\": 92, '"': 34,
            "'": 39, "e": 27}

#: the name under which ``.`` (the current location) travels in an expression tree
DOT = "."

#: llvm-mc's AMDGPU expression functions (``max(a, b, ...)``, ``or(a, ...)`` ...): each call
#: becomes a left-nested chain of its name as a binary operator (``max(a, b, c)`` is
#: ``max(max(a, b), c)``; ``max(a)`` is ``max(a, a)``); :mod:`amdgcn.asm.symbols` evaluates them
FUNCTIONS = ("max", "or", "alignto", "totalnumvgprs", "extrasgprs")


class DirectiveExprParser(ExprParser):
    """:class:`ExprParser` extended with ``.``, ``'c'``, octal and ``1b``/``1f``.

    Args:
        local_label: ``local_label(number, forward) -> symbol name`` for directional
            references (None: they are an error).
    """

    def __init__(self, text: str, pos: int, col0: int = 1, *, local_label=None):
        super().__init__(text, pos, col0)
        self.local_label = local_label

    def parse(self, min_prec: int = 1) -> Expr:
        """An expression; a trailing ``@specifier`` applies to its symbol, as llvm-mc reads
        ``sym+4@rel32@lo`` as ``sym@rel32@lo+4``."""
        e = super().parse(min_prec)
        if min_prec == 1 and self.t.startswith("@", self.p):
            m = _NAME.match(self.t, self.p + 1)
            if m and len(e.symbols()) == 1:
                self.p = m.end()
                return _with_variant(e, m.group(0))
        return e

    def unary(self) -> Expr:
        self._ws()
        t, p = self.t, self.p
        if t[p:p + 1] == "." and not _NAME_CHAR.match(t, p + 1):
            self.p += 1
            return Expr("sym", DOT, "")
        if p < len(t) and t[p] == "'":
            return self._char()
        if p < len(t) and t[p] == '"':
            # llvm-mc reads a string operand of an expression as a symbol name
            end = t.find('"', p + 1)
            if end < 0:
                self.err("unterminated string constant")
            self.p = end + 1
            return Expr("sym", t[p + 1:end], "")
        m = _NAME.match(t, p)
        if m and m.group(0).lower() in FUNCTIONS and t[m.end():m.end() + 1] == "(":
            return self._call(m.group(0).lower(), m.end() + 1)
        m = _DIRECTIONAL.match(t, p)
        if m and self.local_label is not None:
            self.p = m.end()
            return Expr("sym", self.local_label(int(m.group(1)), m.group(2) in "fF"), "")
        return super().unary()

    def _call(self, name: str, p: int) -> Expr:
        """``name(arg, ...)`` from just after the parenthesis."""
        self.p = p
        self._enter()
        args = [self.parse()]
        while True:
            self._ws()
            if self.t.startswith(",", self.p):
                self.p += 1
                args.append(self.parse())
                self._enter()   # each argument nests the chain one level deeper
                continue
            if self.t.startswith(")", self.p):
                self.p += 1
                break
            self.err("expected ')'")
        self.depth -= len(args)
        if name == "extrasgprs":
            # extrasgprs(vcc, flat_scratch, xnack): three flags folded as vcc | flat<<1 | x<<2
            if len(args) != 3:
                self.err("extrasgprs takes three arguments")
            flags = Expr("|", args[0], Expr("|", Expr("<<", args[1], Expr("num", 1)),
                                            Expr("<<", args[2], Expr("num", 2))))
            return Expr("extrasgprs", flags, Expr("num", 0))
        if len(args) == 1 and name in ("max", "or", "alignto"):
            return args[0]   # f(a) is f(a, a) = a; a shared operand would make walks exponential
        if len(args) == 1:
            args.append(args[0])
        e = Expr(name, args[0], args[1])
        for a in args[2:]:
            e = Expr(name, e, a)
        return e

    def _char(self) -> Expr:
        t = self.t
        p = self.p + 1
        if p < len(t) and t[p] == "\\" and p + 1 < len(t):
            value = _ESCAPES.get(t[p + 1], ord(t[p + 1]))
            p += 2
        elif p < len(t):
            value = ord(t[p])
            p += 1
        else:
            self.err("unterminated character constant")
        if p < len(t) and t[p] == "'":
            p += 1
        self.p = p
        return Expr("num", value)


class Cursor:
    """A position in one statement's text: the operands of a directive.

    Args:
        text: the statement (comments removed); pos: where the operands start;
        col0: the 1-based column of ``text[0]`` in the source line;
        local_label: see :class:`DirectiveExprParser`.

    Every parse method raises :class:`SyntaxErrorAt` (message and column) on bad input.
    """

    def __init__(self, text: str, pos: int = 0, col0: int = 1, *, local_label=None):
        self.t = text
        self.p = pos
        self.col0 = col0
        self.local_label = local_label

    # ---- position ----------------------------------------------------------------------
    def col(self, p: int | None = None) -> int:
        """The 1-based source column of position ``p`` (default: the current one)."""
        return self.col0 + (self.p if p is None else p)

    def ws(self) -> None:
        """Skip blanks."""
        while self.p < len(self.t) and self.t[self.p] in " \t":
            self.p += 1

    def at_end(self) -> bool:
        """Only blanks remain."""
        self.ws()
        return self.p >= len(self.t)

    def peek(self) -> str:
        """The next non-blank character, or ``""`` at the end."""
        self.ws()
        return self.t[self.p] if self.p < len(self.t) else ""

    def error(self, message: str, p: int | None = None):
        """Raise :class:`SyntaxErrorAt` at position ``p`` (default: the current one)."""
        raise SyntaxErrorAt(message, self.col(p))

    def accept(self, token: str) -> bool:
        """Skip ``token`` if it comes next."""
        self.ws()
        if self.t.startswith(token, self.p):
            self.p += len(token)
            return True
        return False

    def expect(self, token: str, message: str | None = None) -> None:
        """Skip ``token`` or raise (``expected comma`` style message by default)."""
        if not self.accept(token):
            self.error(message or {",": "expected comma"}.get(token, f"expected '{token}'"))

    def end(self, message: str = "expected newline") -> None:
        """Require the end of the statement."""
        if not self.at_end():
            self.error(message)

    def rest(self) -> str:
        """The rest of the statement, stripped."""
        out = self.t[self.p:].strip()
        self.p = len(self.t)
        return out

    # ---- tokens ------------------------------------------------------------------------
    def name(self, message: str = "expected identifier in directive") -> str:
        """A symbol name (plain or double-quoted)."""
        self.ws()
        if self.p < len(self.t) and self.t[self.p] == '"':
            return self.string(message).decode("utf-8", errors="surrogateescape")
        m = _NAME.match(self.t, self.p)
        if not m:
            self.error(message)
        self.p = m.end()
        return m.group(0)

    def word(self) -> str:
        """A bare word such as a section type (``@progbits`` without the ``@``)."""
        self.ws()
        m = re.compile(r"[A-Za-z0-9_.$]+").match(self.t, self.p)
        if not m:
            self.error("expected identifier in directive")
        self.p = m.end()
        return m.group(0)

    def string(self, message: str = "expected string in directive") -> bytes:
        """A double-quoted string with C escapes, as bytes."""
        self.ws()
        t = self.t
        if self.p >= len(t) or t[self.p] != '"':
            self.error(message)
        p = self.p + 1
        out = bytearray()
        while True:
            if p >= len(t):
                self.error("unterminated string constant", self.p)
            c = t[p]
            if c == '"':
                p += 1
                break
            if c == "\\" and p + 1 < len(t):
                p, value = _escape(t, p + 1)
                out.append(value & 0xFF)
                continue
            out += c.encode("utf-8", errors="surrogateescape")
            p += 1
        self.p = p
        return bytes(out)

    def expr(self) -> tuple[Expr, int]:
        """An expression and the column where it starts (see :attr:`loc` for llvm-mc's
        location of the expression)."""
        self.ws()
        start = self.col()
        begin = self.p
        if self.p >= len(self.t):
            self.error("unknown token in expression")
        parser = DirectiveExprParser(self.t, self.p, self.col0, local_label=self.local_label)
        e = parser.parse()
        self.p = parser.p
        self.loc = self.col0 + root_operator(self.t, begin, self.p, e)
        return e, start


def root_operator(text: str, begin: int, end: int, e: Expr) -> int:
    """Where llvm-mc locates an expression: the position of its root binary operator (the
    last lowest-precedence operator outside parentheses), else of its start."""
    if e.op not in _BINARY_PRECEDENCE or e.b is None:
        return begin
    depth, best, best_prec = 0, begin, None
    i, operand_before = begin, False
    while i < end:
        c = text[i]
        if c in " \t":
            i += 1
            continue
        if c == "(":
            depth += 1
            operand_before = False
        elif c == ")":
            depth -= 1
            operand_before = True
        elif c == '"' or c == "'":
            close = text.find(c, i + 1)
            i = end if close < 0 else close + 1
            operand_before = True
            continue
        else:
            op = next((o for o in _BINARY_OPS if text.startswith(o, i)), None)
            if op is not None and operand_before:
                if depth == 0 and (best_prec is None or _BINARY_PRECEDENCE[op] <= best_prec):
                    best, best_prec = i, _BINARY_PRECEDENCE[op]
                operand_before = False
                i += len(op)
                continue
            if op is not None:
                i += 1
                continue
            operand_before = True
        i += 1
    return best


def _escape(t: str, p: int) -> tuple[int, int]:
    """Decode the escape after a backslash at ``t[p]``: (next position, byte value)."""
    c = t[p]
    if c in "01234567":
        m = re.compile(r"[0-7]{1,3}").match(t, p)
        return m.end(), int(m.group(0), 8)
    if c in "xX":
        m = re.compile(r"[0-9A-Fa-f]+").match(t, p + 1)
        if m:
            return m.end(), int(m.group(0), 16)
        return p + 1, ord(c)
    return p + 1, _ESCAPES.get(c, ord(c))


__all__ = ["DOT", "Cursor", "DirectiveExprParser", "Expr", "SyntaxErrorAt"]


def _with_variant(e: Expr, variant: str) -> Expr:
    """``e`` with ``@variant`` attached to its one symbol."""
    if e.op == "sym":
        return Expr("sym", e.a, variant)
    if e.op == "num":
        return e
    return Expr(e.op, _with_variant(e.a, variant),
                _with_variant(e.b, variant) if isinstance(e.b, Expr) else e.b)
