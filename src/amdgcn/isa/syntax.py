"""The operand syntax of LLVM's AMDGPU assembly: one statement's operands as items.

AMDGPUUsage: Assembler ("Instructions", "Operands", "Modifiers"). After the mnemonic come
operands and modifiers; LLVM accepts commas between them as optional separators. Each item
keeps its 1-based column so that an error can point at it, as llvm-mc does.

Item kinds:
    ``reg``    a register or register tuple (``v1``, ``s[4:7]``, ``[s0,s1]``, ``vcc``, ``a[0:3]``)
    ``imm``    a constant: ``int`` or ``float`` (``is_float``), from a number or an expression
    ``expr``   an expression that names symbols (labels, ``sym@rel32@lo``); see :class:`Expr`
    ``named``  ``name:value`` (``offset:16``, ``op_sel:[0,1]``, ``dst_sel:WORD_1``)
    ``func``   ``name(args)`` (``hwreg(HW_REG_MODE, 0, 4)``, ``vmcnt(0)``, ``sendmsg(...)``)
    ``ident``  a bare keyword (``glc``, ``off``, ``clamp``, ``row_mirror``)
Source modifiers (``-x``, ``|x|``, ``abs(x)``, ``neg(x)``, ``sext(x)``, ``lit(x)``) are flags
on the item they wrap.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from amdgcn.errors import AsmError
from amdgcn.isa.literals import (
    DEC_DIGITS, LiteralError, integer_value, lex_integer, shift_left, shift_right, wrap64)
from amdgcn.isa.registers import AGPR, SGPR, SPACES, SPECIAL, TTMP, VGPR, OperandSpace, Reg

_IDENT = re.compile(r"[A-Za-z_.$][A-Za-z0-9_.$@]*")
_REG_SINGLE = re.compile(r"(v|s|a|acc|ttmp)(\d+)$", re.ASCII)
#: GFX11 true16 operand halves (``v1.l``, ``v1.h``)
_REG_HALF = re.compile(r"v(\d+)\.([lh])$", re.ASCII)
_FILE_ALIASES = {"v": VGPR, "s": SGPR, "a": AGPR, "acc": AGPR, "ttmp": TTMP}
_SRC_MOD_FUNCS = ("abs", "neg", "sext", "lit", "lit64")


#: deepest nesting of an expression (parentheses, unary operators, operator chains): llvm-mc
#: has no limit and overflows its stack near 50,000 levels; ours recurses once per level
MAX_EXPR_DEPTH = 128
#: a register index of fewer digits is read directly (longer ones go through lex_integer)
_SHORT_DIGITS = 10
#: no register file of GCN/CDNA/RDNA has an index this high (VGPRs and AGPRs: 256; SGPR and
#: TTMP operand fields are narrower and checked by their formats): llvm-mc's "register index
#: is out of range" before any encoder sees the number
_MAX_REGISTER_INDEX = 256


class SyntaxErrorAt(Exception):
    """Raised inside the parser; carries the column. Converted into :class:`AsmError`."""

    def __init__(self, message: str, col: int):
        super().__init__(message)
        self.message = message
        self.col = col


# ---------------------------------------------------------------------------------------------
# Expressions
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Expr:
    """An expression tree: ``op`` is ``"num"`` (``a`` = value), ``"sym"`` (``a`` = name,
    ``b`` = variant such as ``"rel32@lo"`` or ``""``), a unary operator (``"-"``, ``"~"``,
    ``"!"``, ``a`` = operand) or a binary operator (``a``, ``b``)."""

    op: str
    a: object = None
    b: object = None

    def symbols(self) -> list[str]:
        """Names of the symbols the expression refers to."""
        if self.op == "sym":
            return [self.a]
        out = []
        for x in (self.a, self.b):
            if isinstance(x, Expr):
                out.extend(x.symbols())
        return out

    def evaluate(self, resolve) -> int:
        """The integer value, calling ``resolve(name, variant) -> int`` for symbols
        (it raises KeyError for an unknown one)."""
        op = self.op
        if op == "num":
            return self.a
        if op == "sym":
            return resolve(self.a, self.b)
        if self.b is None:
            x = self.a.evaluate(resolve)
            return {"-": -x, "~": ~x, "!": int(not x), "+": x}[op]
        x, y = self.a.evaluate(resolve), self.b.evaluate(resolve)
        return _binop(op, x, y)

    def __str__(self) -> str:
        if self.op == "num":
            return str(self.a)
        if self.op == "sym":
            return self.a + (f"@{self.b}" if self.b else "")
        if self.b is None:
            return f"{self.op}{self.a}"
        return f"({self.a}{self.op}{self.b})"


def _binop(op: str, x: int, y: int) -> int:
    """``x op y`` on llvm-mc's 64-bit integers (:mod:`amdgcn.isa.literals`)."""
    if op in ("/", "%") and y == 0:
        raise ZeroDivisionError("division by zero")
    if op == "<<":
        return shift_left(x, y)
    if op == ">>":
        return shift_right(x, y)
    return wrap64(_binop_exact(op, x, y))


def _binop_exact(op: str, x: int, y: int) -> int:
    if op == "/":
        q = abs(x) // abs(y)
        return q if (x >= 0) == (y >= 0) else -q
    if op == "%":
        r = abs(x) % abs(y)
        return r if x >= 0 else -r
    return {
        "+": lambda: x + y, "-": lambda: x - y, "*": lambda: x * y,
        "&": lambda: x & y, "|": lambda: x | y,
        "^": lambda: x ^ y, "&&": lambda: int(bool(x and y)), "||": lambda: int(bool(x or y)),
        "==": lambda: int(x == y), "!=": lambda: int(x != y), "<": lambda: int(x < y),
        ">": lambda: int(x > y), "<=": lambda: int(x <= y), ">=": lambda: int(x >= y),
        "<>": lambda: int(x != y),
    }[op]()


_BINARY_PRECEDENCE = {
    "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<>": 6,
    "<": 7, ">": 7, "<=": 7, ">=": 7, "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
}
_BINARY_OPS = sorted(_BINARY_PRECEDENCE, key=len, reverse=True)


class ExprParser:
    """Parses an expression from ``text`` at ``pos``; stops at a top-level ``,`` or space
    that is not followed by an operator."""

    def __init__(self, text: str, pos: int, col0: int = 1, *, no_or: bool = False):
        self.t = text
        self.p = pos
        self.col0 = col0
        self.no_or = no_or   # inside |...|: a `|` closes the operand, it is no operator
        self.depth = 0       # open parentheses, unary operators and right operands

    def _enter(self):
        """One level deeper; past :data:`MAX_EXPR_DEPTH` an error (the parser and every walk
        of the tree recurse once per level)."""
        self.depth += 1
        if self.depth > MAX_EXPR_DEPTH:
            self.err(f"expression is nested too deeply (more than {MAX_EXPR_DEPTH} levels)")

    def _ws(self):
        while self.p < len(self.t) and self.t[self.p] in " \t":
            self.p += 1

    def err(self, msg: str):
        raise SyntaxErrorAt(msg, self.col0 + self.p)

    def parse(self, min_prec: int = 1) -> Expr:
        lhs = self.unary()
        chain = 0
        while True:
            save = self.p
            self._ws()
            op = next((o for o in _BINARY_OPS if self.t.startswith(o, self.p)), None)
            if op is None or _BINARY_PRECEDENCE[op] < min_prec or \
                    self.no_or and op in ("|", "||"):
                self.p = save
                return lhs
            # `a |b|` inside an abs modifier must not read `|` as or: callers that parse abs
            # bodies stop the expression themselves.
            self.p += len(op)
            self._enter()
            rhs = self.parse(_BINARY_PRECEDENCE[op] + 1)
            self.depth -= 1
            lhs = Expr(op, lhs, rhs)
            chain += 1   # `a+b+c+...` nests to the left: each operator is one level
            if self.depth + chain > MAX_EXPR_DEPTH:
                self.err(f"expression is nested too deeply (more than {MAX_EXPR_DEPTH} levels)")

    def unary(self) -> Expr:
        self._ws()
        if self.p >= len(self.t):
            self.err("unknown token in expression")
        c = self.t[self.p]
        if c in "-~!+":
            self.p += 1
            self._enter()
            e = Expr(c, self.unary())
            self.depth -= 1
            return e
        if c == "(":
            self.p += 1
            no_or, self.no_or = self.no_or, False   # inside parentheses `|` is or again
            self._enter()
            e = self.parse()
            self.depth -= 1
            self.no_or = no_or
            self._ws()
            if self.p >= len(self.t) or self.t[self.p] != ")":
                self.err("expected ')'")
            self.p += 1
            return e
        if c in DEC_DIGITS or c == "." and self.t[self.p + 1:self.p + 2] in DEC_DIGITS:
            try:
                got = lex_integer(self.t, self.p) if c != "." else None
            except LiteralError as e:
                self.err(e.message)
            if got is None:
                self.err("invalid floating point expression")
            value, self.p = got
            return Expr("num", value)
        m = _IDENT.match(self.t, self.p)
        if m:
            self.p = m.end()
            name = m.group(0)
            base, _, variant = name.partition("@")
            return Expr("sym", base, variant)
        self.err("unknown token in expression")


# ---------------------------------------------------------------------------------------------
# Items
# ---------------------------------------------------------------------------------------------

@dataclass(slots=True)
class Item:
    """One operand or modifier of a statement (see the module docstring for ``kind``).

    Read-only by contract: the parser hands the same item to every statement that has that
    operand text at that column (:func:`_common_items`); code that needs another item makes
    one (``dataclasses.replace``). Not frozen, which would make each new item cost about four
    times as much to build."""

    kind: str
    col: int
    text: str = ""
    reg: Reg | None = None
    value: object = None          # int | float for imm; parsed value for named
    is_float: bool = False
    expr: Expr | None = None
    name: str = ""
    args: list = field(default_factory=list)
    neg: bool = False
    abs: bool = False
    sext: bool = False
    lit: bool = False
    #: the column of the operand inside its modifiers (``v1`` of ``sext(v1)``)
    inner_col: int = 0

    @property
    def has_src_mods(self) -> bool:
        return self.neg or self.abs or self.sext


class OperandParser:
    """Splits the text after a mnemonic into :class:`Item` s.

    Args:
        text: the operand text; col0: the 1-based column of ``text[0]`` in the line;
        space: the generation's scalar operand space (for special register names).
    """

    def __init__(self, text: str, col0: int, space: OperandSpace, resolve=None):
        self.t = text
        self.p = 0
        self.col0 = col0
        self.space = space
        self.specials = _special_names(space.gen, space)
        self.resolve = resolve   # symbol -> value, for register indices such as v[base+1]
        self.nsa = False         # a register list is an NSA address list (any VGPRs)

    def col(self, p: int | None = None) -> int:
        return self.col0 + (self.p if p is None else p)

    def err(self, msg: str, p: int | None = None):
        raise SyntaxErrorAt(msg, self.col(p))

    def _ws(self):
        while self.p < len(self.t) and self.t[self.p] in " \t":
            self.p += 1

    def items(self) -> list[Item]:
        out: list[Item] = []
        while True:
            self._ws()
            if self.p >= len(self.t):
                return out
            if self.t[self.p] == "&" and out and out[-1].kind == "func":
                # `s_waitcnt vmcnt(0) & lgkmcnt(0)`: `&` separates counters
                self.p += 1
                self._ws()
                if self.p >= len(self.t):
                    self.err("expected a counter name")
                continue
            if self.t[self.p] == ",":
                if not out:
                    self.err("unknown token in expression")
                self.p += 1
                self._ws()
                if self.p >= len(self.t) and out[-1].kind == "func":
                    self.err("expected a counter name" if out[-1].name.lower() in _COUNTERS
                             else "unknown token in expression")
                continue  # llvm-mc ignores a trailing comma after an operand
            start = self.p
            try:
                out.append(self.item())
            except ZeroDivisionError:   # a constant expression of any operand or modifier
                self.err("division by zero", start)

    # one item --------------------------------------------------------------------------
    def item(self) -> Item:
        start = self.p
        t = self.t
        c = t[self.p]
        if c == "-":
            q = self._skip_ws(self.p + 1)
            if q < len(t) and t[q] == "-":   # `--1`: LLVM wants neg(-1)
                self.err("invalid syntax, expected 'neg' modifier", start)
            if q < len(t) and (t[q] == "|" or self._ident_at(q) == "abs" or
                               self._is_register_at(q)):
                return self._with_mods()   # `-v1`, `-|v1|`, `-abs(v1)`
            other = self._mod_func_at(q)
            if other:   # only abs() may follow an SP3 neg
                self.err("invalid operand for instruction" if other.startswith("lit")
                         else "not a valid operand.", start)
            return self._number_or_expr()  # `-1`, `-(1)`: an expression
        if c == "|" or self._mod_func_at(self.p):
            return self._with_mods()
        name = self._ident_at(self.p)
        if name in _SRC_MOD_FUNCS:
            after = self.p + len(name)
            if after >= len(t) or t[after] != ":":
                self.err(f"expected left paren after {name}", self._skip_ws(after))
        if c == "[":
            return self._reg_list()
        m = _IDENT.match(t, self.p)
        if m:
            name = m.group(0)
            after = m.end()
            if after < len(t) and t[after] == ":" and not t.startswith("::", after):
                return self._named(name, after + 1)
            if after < len(t) and t[after] == "(":
                return self._func(name, after + 1)
            reg = self._register(name, after)
            if reg is not None:
                return reg
            if not self._followed_by_operator(after):
                self.p = after
                base, _, variant = name.partition("@")
                if variant:
                    return Item("expr", self.col(start), name, expr=Expr("sym", base, variant))
                return Item("ident", self.col(start), name, name=name.lower() if False else name)
        return self._number_or_expr()

    # source modifiers (LLVM's parseRegOrImmWithFPInputMods) ------------------------------
    def _skip_ws(self, q: int) -> int:
        while q < len(self.t) and self.t[q] in " \t":
            q += 1
        return q

    def _ident_at(self, q: int) -> str:
        m = _IDENT.match(self.t, q)
        return m.group(0) if m else ""

    def _mod_func_at(self, q: int) -> str:
        """The source modifier function (``neg``, ``abs``, ``sext``, ``lit``, ``lit64``)
        that starts at ``q`` with its ``(``, or ""."""
        name = self._ident_at(q)
        if name in _SRC_MOD_FUNCS:
            r = self._skip_ws(q + len(name))
            if r < len(self.t) and self.t[r] == "(":
                return name
        return ""

    def _is_register_at(self, q: int) -> bool:
        if q < len(self.t) and self.t[q] == "[":
            return True
        m = _IDENT.match(self.t, q)
        if not m:
            return False
        saved = self.p
        try:
            self.p = q
            return self._register(m.group(0), m.end()) is not None
        except SyntaxErrorAt:
            return True   # a malformed register is still a register
        finally:
            self.p = saved

    def _is_modifier_at(self, q: int) -> bool:
        """LLVM's ``isModifier``: a source modifier, an SP3 ``-`` before a register or a
        modifier, or ``name:``; none may stand where a register or immediate is expected."""
        t = self.t
        if q >= len(t):
            return False
        if t[q] == "|" or self._mod_func_at(q):
            return True
        if t[q] == "-":
            r = self._skip_ws(q + 1)
            return r < len(t) and (t[r] == "|" or bool(self._mod_func_at(r)) or
                                   self._is_register_at(r))
        name = self._ident_at(q)
        return bool(name) and q + len(name) < len(t) and t[q + len(name)] == ":" and \
            not t.startswith("::", q + len(name))

    def _take_func(self, name: str) -> bool:
        """Consume ``name(`` when it comes next."""
        self._ws()
        if self._ident_at(self.p) != name:
            return False
        r = self._skip_ws(self.p + len(name))
        if r >= len(self.t) or self.t[r] != "(":
            self.err(f"expected left paren after {name}", r)
        self.p = r + 1
        return True

    def _close(self, what: str, msg: str) -> None:
        self._ws()
        if self.p >= len(self.t) or self.t[self.p] != what:
            self.err(msg)
        self.p += 1

    def _with_mods(self) -> Item:
        """``[-][neg(][abs(|sext(][lit(][|] operand [|][)][)][)]`` in LLVM's order, with
        its errors: a modifier nested any other way fails ("failed parsing operand.")."""
        start = self.p
        t = self.t
        sp3neg = t[self.p] == "-"
        if sp3neg:
            self.p += 1
        self._ws()
        loc = self.p
        neg = self._take_func("neg")
        if neg and sp3neg:
            self.err("expected register or immediate", loc)
        abs_ = self._take_func("abs")
        sext = not abs_ and self._take_func("sext")
        lit = self._take_func("lit") or self._take_func("lit64")
        self._ws()
        loc = self.p
        sp3abs = self.p < len(t) and t[self.p] == "|"
        if sp3abs:
            if abs_:
                self.err("expected register or immediate", loc)
            self.p += 1
            self._ws()
        if self._is_modifier_at(self.p):
            self.err("failed parsing operand.")
        if self.p >= len(t):
            self.err("failed parsing operand.")
        inner = self._operand_no_or() if sp3abs else self.item()
        if inner.kind in ("ident", "expr"):
            # a modified operand must be absolute now: its symbols' values
            e = inner.expr if inner.kind == "expr" else Expr("sym", inner.text, "")
            try:
                if self.resolve is None:
                    raise KeyError(e)
                inner = Item("imm", inner.col, inner.text, value=e.evaluate(self.resolve))
            except (KeyError, ZeroDivisionError):
                if lit:   # llvm-mc: after the operand
                    self.err("failed parsing operand.", inner.col + len(inner.text) - self.col0)
                self.err("expected an absolute expression", inner.col - self.col0)
        if sp3abs:
            self._close("|", "expected vertical bar")
        for on in (abs_, sext, neg, lit):
            if on:
                self._close(")", "expected closing parentheses")
        return replace(inner, neg=inner.neg or sp3neg or neg, abs=inner.abs or abs_ or sp3abs,
                       sext=inner.sext or sext, lit=inner.lit or lit,
                       inner_col=inner.inner_col or inner.col, col=self.col(start),
                       text=t[start:self.p])

    def _operand_no_or(self) -> Item:
        """An operand inside ``|...|``: a register or a number (no ``|`` operator)."""
        start = self.p
        m = _IDENT.match(self.t, self.p)
        if m:
            reg = self._register(m.group(0), m.end())
            if reg is not None:
                return reg
        if self.p < len(self.t) and self.t[self.p] == "[":
            return self._reg_list()
        fm = _FLOAT_RE.match(self.t, self.p)
        if fm and _is_float_literal(fm.group(0)):
            self.p = fm.end()
            return _number_item(fm.group(0), self.col(start))
        try:   # a primary expression only, as llvm-mc (`|(i1+1)|`; `|i1+1|` is an error)
            ep = ExprParser(self.t, self.p, self.col0, no_or=True)
            e = ep.unary()
        except SyntaxErrorAt:
            self.err("invalid operand for instruction", start)
        self.p = ep.p
        text = self.t[start:self.p]
        if e.symbols():
            return Item("expr", self.col(start), text, expr=e)
        return Item("imm", self.col(start), text, value=e.evaluate(lambda *_: 0))

    def _followed_by_operator(self, p: int) -> bool:
        q = p
        while q < len(self.t) and self.t[q] in " \t":
            q += 1
        if q >= len(self.t):
            return False
        if q == p:
            return self.t[q] in "+-*/%<>&|^=!"
        # `a + b`: a space then a binary operator and something after it
        return any(self.t.startswith(o, q) for o in _BINARY_OPS) and self.t[q] != "-" or (
            self.t[q] == "-" and q + 1 < len(self.t) and self.t[q + 1] in " \t")

    def _number_or_expr(self) -> Item:
        start = self.p
        fm = _FLOAT_RE.match(self.t, self.p)
        if fm and _is_float_literal(fm.group(0)):
            end = fm.end()
            if not self._followed_by_operator(end):
                self.p = end
                return _number_item(fm.group(0), self.col(start))
        ep = ExprParser(self.t, self.p, self.col0)
        try:
            e = ep.parse()
        except SyntaxErrorAt as exc:
            if exc.message == "invalid floating point expression":   # `1.0 + 1.0`
                self.err("invalid operand for instruction", start)
            raise
        self.p = ep.p
        text = self.t[start:self.p]
        if not e.symbols():
            try:
                v = e.evaluate(lambda *_: 0)
            except ZeroDivisionError:
                self.err("division by zero", start)
            return Item("imm", self.col(start), text, value=v)
        return Item("expr", self.col(start), text, expr=e)

    def _named(self, name: str, p: int) -> Item:
        start = self.p
        self.p = p
        t = self.t
        if name.lower() in _LIST_OPERANDS and (self.p >= len(t) or t[self.p] != "["):
            self.err("expected a left square bracket")
        if self.p < len(t) and t[self.p] == "[":
            end = _match_bracket(t, self.p, "[", "]")
            if end < 0:
                self.err(*_unclosed_list(t, self.p))
            body = t[self.p + 1:end]
            self.p = end + 1
            vals = [_atom(x.strip()) for x in body.split(",")] if body.strip() else []
            return Item("named", self.col(start), t[start:self.p], name=name, value=vals)
        m = _IDENT.match(t, self.p)
        if m and m.end() < len(t) and t[m.end()] == "(":
            # `offset:swizzle(QUAD_PERM,0,1,2,3)`: the value is a function item
            fn = self._func(m.group(0), m.end() + 1)
            return Item("named", self.col(start), t[start:self.p], name=name, value=fn)
        if m and not self._followed_by_operator(m.end()):
            self.p = m.end()
            return Item("named", self.col(start), t[start:self.p], name=name, value=m.group(0))
        vcol = self.p
        fm = _FLOAT_RE.match(t, self.p)
        if fm and _is_float_literal(fm.group(0)):
            self.p = fm.end()
            return Item("named", self.col(start), t[start:self.p], name=name,
                        value=float(fm.group(0)), is_float=True)
        ep = ExprParser(t, self.p, self.col0)
        e = ep.parse()
        self.p = ep.p
        if e.symbols():
            return Item("named", self.col(start), t[start:self.p], name=name, expr=e,
                        args=[vcol + self.col0])
        return Item("named", self.col(start), t[start:self.p], name=name,
                    value=e.evaluate(lambda *_: 0), args=[vcol + self.col0])

    def _func(self, name: str, p: int) -> Item:
        start = self.p
        end = _match_bracket(self.t, p - 1, "(", ")")
        if end < 0:
            self.err(*_unclosed_func(name.lower(), self.t, p))
        body = self.t[p:end]
        self.p = end + 1
        args = _split_args(body)
        return Item("func", self.col(start), self.t[start:self.p], name=name, args=args,
                    value=p + self.col0)

    def _register(self, name: str, after: int) -> Item | None:
        start = self.p
        low = name.lower()
        t = self.t
        if low in ("v", "s", "a", "acc", "ttmp") and after < len(t) and t[after] == "[":
            end = t.find("]", after)
            if end < 0:
                self.err("expected a closing square bracket", after)
            body = t[after + 1:end]
            lo, sep, hi = body.partition(":")
            lo_i = _index_value(lo, self.col(after + 1), self.resolve)
            hi_i = _index_value(hi, self.col(after + 2 + len(lo)), self.resolve) if sep \
                else lo_i
            if lo_i is None or hi_i is None or lo_i < 0:
                self.err("invalid register index", after + 1)
            if hi_i < lo_i:
                self.err("first register index should not exceed second index", after + 1)
            self.p = end + 1
            if hi_i >= _MAX_REGISTER_INDEX:
                self.err("register index is out of range", start)
            reg = Reg(_FILE_ALIASES[low], lo_i, hi_i - lo_i + 1)
            return Item("reg", self.col(start), t[start:self.p], reg=reg)
        try:
            reg = _named_register(low, self.specials, self.space.gen)
        except _IndexOutOfRange:
            self.err("register index is out of range", start)
        if reg is None:
            return None
        self.p = after
        return Item("reg", self.col(start), name, reg=reg)

    def _reg_list(self) -> Item:
        """``[s0,s1,s2,s3]``: consecutive 32-bit registers of one file, read one element at a
        time with llvm-mc's errors."""
        start = self.p
        t = self.t
        regs: list[Reg] = []
        self.p += 1
        while True:
            self._ws()
            at = self.p
            m = _IDENT.match(t, self.p)
            it = self._register(m.group(0), m.end()) if m else None
            if it is None and m and m.group(0).lower() in _SPECIAL_ANYWHERE:
                self.err(f"{m.group(0)} register not available on this GPU", at)
            if it is None:
                self.err("invalid register name" if m else "expected a register" if self.nsa
                         else "expected a register or a list of registers", at)
            r = it.reg
            if r.count != 1 and not self.nsa:
                self.err("expected a single 32-bit register", at)
            if regs and r.file != regs[0].file and not self.nsa:
                self.err("registers in a list must be of the same kind", at)
            if regs and r.index != regs[-1].index + 1 and not self.nsa:
                self.err("registers in a list must have consecutive indices", at)
            regs.append(r)
            self._ws()
            if self.p < len(t) and t[self.p] == ",":
                self.p += 1
                continue
            if self.p < len(t) and t[self.p] == "]":
                self.p += 1
                break
            self.err("expected a comma or a closing square bracket")
        first = regs[0]
        reg = Reg(first.file, first.index, len(regs), first.name)
        return Item("reg", self.col(start), t[start:self.p], reg=reg)


class _IndexOutOfRange(Exception):
    """A register name whose index no register file has (``v256``, ``s1000``)."""


def _named_register(low: str, specials: dict, gen: str) -> Reg | None:
    """The register a lower-case name without brackets names (``v1``, ``ttmp3``, ``vcc``,
    GFX11 ``v1.h``), or None when it names none.

    Raises:
        _IndexOutOfRange: for an index past any register file.
    """
    m = _REG_SINGLE.match(low)
    if m:
        if len(m.group(2)) > 3 or int(m.group(2)) >= _MAX_REGISTER_INDEX:
            raise _IndexOutOfRange(low)
        return _single_reg(m.group(1), m.group(2))
    spec = specials.get(low)
    if spec is not None:
        return spec
    if gen == "gfx11" and "." in low:
        m = _REG_HALF.match(low)
        if m:
            if len(m.group(1)) > 3 or int(m.group(1)) >= _MAX_REGISTER_INDEX:
                raise _IndexOutOfRange(low)
            return Reg(VGPR, int(m.group(1)), 1, "", m.group(2))
    return None


# ---------------------------------------------------------------------------------------------
# The common operand forms, read by one regular expression
# ---------------------------------------------------------------------------------------------

#: One operand of the forms compilers write: ``v1``, ``s[4:7]``, ``vcc``, ``-v1``, ``|v1|``,
#: ``-|v[0:1]|``, ``off``, ``.LBB0_1``, ``5``, ``-1``, ``0x3f800000``, ``0.5``, ``offset:16``,
#: ``dst_sel:WORD_1``, ``op_sel:[0,1]``, ``vmcnt(0)``. Anything else (expressions,
#: ``sym@rel32@lo``, ``abs(...)``, register lists, octal or binary numbers, other spacing) is
#: left to :class:`OperandParser`, which reads it with llvm-mc's errors: this only takes what
#: that parser reads into the same items.
_COMMON_ITEM = re.compile(r"""
    (?P<neg>-)?(?P<bar>\|)?
    (?P<word>[A-Za-z_.$][A-Za-z0-9_.$]*)
    (?:
        \[(?P<lo>\d{1,3})(?::(?P<hi>\d{1,3}))?\]
      | :(?:
            \[(?P<list>(?:0|[1-9]\d{0,8})(?:,(?:0|[1-9]\d{0,8}))*)\]
          | (?P<vnum>-?(?:0[xX][0-9A-Fa-f]{1,16}|[1-9]\d{0,18}|0))
          | (?P<vword>[A-Za-z_][A-Za-z0-9_]*)
        )
      | \((?P<args>[^()\[\]]*)\)
    )?
    (?(bar)\|)
  | (?P<num>-?(?:0[xX][0-9A-Fa-f]{1,16}|(?:[1-9]\d{0,18}|0)(?P<frac>\.\d+(?:[eE][-+]?\d+)?)?))
""", re.VERBOSE | re.ASCII)

#: what may follow a separator of spaces only (``glc slc``; ``1 -1`` is an expression)
_WORD_START = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")

# item templates: how to make the item of an operand text at a column
_T_REG, _T_MODIFIED, _T_IMM, _T_IDENT, _T_NAMED, _T_NAMED_NUMBER, _T_NAMED_LIST, _T_FUNC = range(8)


def _template(tok: str, specials: dict, gen: str) -> tuple | None:
    """The template of the item an operand text ``tok`` gives (a tuple led by its ``_T_REG``
    ... ``_T_FUNC`` kind), or None when it is not of the :data:`_COMMON_ITEM` forms."""
    m = _COMMON_ITEM.fullmatch(tok)
    if m is None:
        return None
    neg, bar, word, lo, hi, lst, vnum, vword, args, num, frac = m.groups()
    if num is not None:
        return (_T_IMM, float(num), True) if frac else (_T_IMM, int(num, 0), False)
    modified = neg is not None or bar is not None
    if args is not None:     # ``vmcnt(0)``; ``abs(...)`` and the like are modifiers
        if modified or word in _SRC_MOD_FUNCS:
            return None
        return _T_FUNC, word, _split_args(args), len(word) + 1
    if vword is not None or vnum is not None or lst is not None:    # ``name:value``
        if modified or lst is None and word.lower() in _LIST_OPERANDS:
            return None
        if vnum is not None:
            return _T_NAMED_NUMBER, word, int(vnum, 0), len(word) + 1
        if lst is not None:
            return _T_NAMED_LIST, word, [int(x) for x in lst.split(",")]
        return _T_NAMED, word, vword
    if lo is not None:
        file = _FILE_ALIASES.get(word.lower())
        first = int(lo)
        last = first if hi is None else int(hi)
        if file is None or last < first or last >= _MAX_REGISTER_INDEX:
            return None
        reg = Reg(file, first, last - first + 1)
    else:
        try:
            reg = _named_register(word.lower(), specials, gen)
        except _IndexOutOfRange:
            return None
        if reg is None:
            return None if modified or word in _SRC_MOD_FUNCS else (_T_IDENT,)
    if modified:
        return _T_MODIFIED, reg, neg is not None, bar is not None
    return _T_REG, reg


_TEMPLATES: dict = {}
#: entries a generation's tables hold before they start again (labels make them grow with
#: the input)
_TEMPLATE_LIMIT = 1 << 16


def _templates(gen: str, specials: dict) -> tuple[dict, dict]:
    """A generation's operand text -> :func:`_template`, and (operand text, column) -> its
    item (both filled as texts are met; statements share the item, see :class:`Item`)."""
    cached = _TEMPLATES.get(gen)
    if cached is not None and cached[0] is specials and len(cached[2]) < _TEMPLATE_LIMIT:
        return cached[1], cached[2]
    _TEMPLATES[gen] = (specials, {}, {})
    return _TEMPLATES[gen][1:]


def _item(tp: tuple, tok: str, col: int) -> Item:
    """The item of operand text ``tok`` at column ``col`` from its :func:`_template`."""
    kind = tp[0]
    if kind == _T_REG:
        return Item("reg", col, tok, tp[1])
    if kind == _T_IMM:
        return Item("imm", col, tok, None, tp[1], tp[2])
    if kind == _T_IDENT:
        return Item("ident", col, tok, name=tok)
    if kind == _T_MODIFIED:
        return Item("reg", col, tok, tp[1], neg=tp[2], abs=tp[3],
                    inner_col=col + (tp[2] + tp[3]))
    if kind == _T_NAMED:
        return Item("named", col, tok, name=tp[1], value=tp[2])
    if kind == _T_NAMED_NUMBER:
        return Item("named", col, tok, name=tp[1], value=tp[2], args=[col + tp[3]])
    if kind == _T_NAMED_LIST:
        return Item("named", col, tok, name=tp[1], value=list(tp[2]))
    return Item("func", col, tok, name=tp[1], args=list(tp[2]), value=col + tp[3])


def _common_items(t: str, p: int, col0: int, specials: dict, gen: str) -> list[Item] | None:
    """The items of the operand text ``t[p:]`` (``t[0]`` at column ``col0``) when it is made
    of :data:`_COMMON_ITEM` forms separated by ``", "`` or spaces (the items
    :meth:`OperandParser.items` gives), else None for the full parser to read it."""
    n = len(t)
    while p < n and t[p] in " \t":
        p += 1
    out: list[Item] = []
    if p == n:
        return out
    rest = t[p:]
    if "\t" in rest:
        return None
    templates, items = _templates(gen, specials)
    for part in rest.split(", "):
        spaced = False    # the text before this one was separated by spaces only
        for tok in part.split(" ") if " " in part else (part,):
            if not tok:      # a space more around a separator
                p += 1
                continue
            if spaced and tok[0] not in _WORD_START:
                return None
            col = col0 + p
            item = items.get((tok, col))
            if item is None:
                tp = templates.get(tok, _UNSEEN)
                if tp is _UNSEEN:
                    tp = templates[tok] = _template(tok, specials, gen)
                if tp is None:
                    return None
                item = items[(tok, col)] = _item(tp, tok, col)
            out.append(item)
            p += len(tok) + 1
            spaced = True
        if not spaced:       # no operand between two separators
            return None
        p += 1               # ", " is one more than the space counted after the operand
    return out


_UNSEEN = object()


_FLOAT_RE = re.compile(r"-?(?:\d+\.\d*(?:[eE][-+]?\d+)?|\d+[eE][-+]?\d+|\.\d+(?:[eE][-+]?\d+)?)"
                       r"|-?(?:0[xX][0-9A-Fa-f]+|0[bB][01]+|\d+)", re.ASCII)


_REG_CACHE: dict = {}


def _single_reg(prefix: str, digits: str) -> Reg:
    key = (prefix, digits)
    r = _REG_CACHE.get(key)
    if r is None:
        r = _REG_CACHE[key] = Reg(_FILE_ALIASES[prefix], int(digits), 1)
    return r


def _index_value(text: str, col: int, resolve=None) -> int | None:
    """A register index written as an absolute expression (``ttmp[8+1]``, ``v[base+1]`` with
    ``resolve`` giving symbol values), or None when it is no expression.

    Raises:
        SyntaxErrorAt: "expected absolute expression" for a symbol with no value yet (at the
        index's column, as llvm-mc).
    """
    stripped = text.strip()
    if stripped.isascii() and stripped.isdigit() and len(stripped) < _SHORT_DIGITS:
        return int(stripped)
    col += len(text) - len(text.lstrip())
    try:
        ep = ExprParser(stripped, 0, col)
        e = ep.parse()
        if ep.p != len(stripped):
            return None
        if e.symbols():
            if resolve is None:
                raise SyntaxErrorAt("expected absolute expression", col)
            try:
                return e.evaluate(resolve)
            except KeyError:
                raise SyntaxErrorAt("expected absolute expression", col) from None
        return e.evaluate(lambda *_: 0)
    except ZeroDivisionError:
        return None
    except SyntaxErrorAt as exc:
        if exc.message == "expected absolute expression":
            raise
        return None


def _is_float_literal(s: str) -> bool:
    s = s.lstrip("-")
    return not s.lower().startswith(("0x", "0b")) and any(c in s for c in ".eE")


def _number_item(s: str, col: int) -> Item:
    if _is_float_literal(s):
        return Item("imm", col, s, value=float(s), is_float=True)
    body = s[1:] if s.startswith("-") else s
    try:
        got = lex_integer(body, 0)
    except LiteralError as e:
        raise SyntaxErrorAt(e.message, col) from None
    if got is None or got[1] != len(body):
        raise SyntaxErrorAt("invalid operand for instruction", col)
    return Item("imm", col, s, value=-got[0] if body is not s else got[0])


def _starts_number(t: str, p: int) -> bool:
    return p < len(t) and (t[p] in DEC_DIGITS or (
        t[p] == "." and p + 1 < len(t) and t[p + 1] in DEC_DIGITS))


def _match_bracket(t: str, p: int, open_: str, close: str) -> int:
    depth = 0
    for i in range(p, len(t)):
        if t[i] == open_:
            depth += 1
        elif t[i] == close:
            depth -= 1
            if depth == 0:
                return i
    return -1


def _split_args(body: str) -> list[str]:
    out, depth, cur = [], 0, []
    for ch in body:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip() or out:
        out.append("".join(cur).strip())
    return out


#: 32-bit special register names of some generation (GFX6-GFX9)
_SPECIAL_ANYWHERE = frozenset(n for sp in SPACES.values() for n in sp.special.values())
#: s_waitcnt counter macros
_COUNTERS = frozenset({"vmcnt", "expcnt", "lgkmcnt", "vmcnt_sat", "expcnt_sat", "lgkmcnt_sat"})
_GPR_IDX_MODES = ("SRC0", "SRC1", "SRC2", "DST")


def _unclosed_func(name: str, t: str, p: int) -> tuple[str, int]:
    """llvm-mc's error for a macro ``name(`` whose closing parenthesis is missing (``p``
    follows the opening one)."""
    if name in ("hwreg", "sendmsg") or name in _COUNTERS:
        return "expected a closing parenthesis", len(t)
    if name != "gpr_idx":
        return "expected ')'", len(t)
    i, first = p, True
    while True:
        while i < len(t) and t[i] in " \t":
            i += 1
        m = _IDENT.match(t, i)
        if not m or m.group(0) not in _GPR_IDX_MODES:
            return ("expected a VGPR index mode or a closing parenthesis" if first
                    else "expected a VGPR index mode"), i
        i, first = m.end(), False
        while i < len(t) and t[i] in " \t":
            i += 1
        if i >= len(t) or t[i] != ",":
            return "expected a comma or a closing parenthesis", i
        i += 1


#: modifiers whose value is a bracketed 0/1 list (LLVM: parseOperandArrayWithPrefix)
_LIST_OPERANDS = frozenset({"op_sel", "op_sel_hi", "neg_lo", "neg_hi"})
_LIST_MAX = 4
_LIST_ATOM = re.compile(r"-?[0-9A-Za-z_.]+", re.ASCII)


def _unclosed_list(t: str, p: int) -> tuple[str, int]:
    """LLVM's error for a ``name:[...`` list left open at ``t[p]``: it reads up to four values
    separated by commas and wants ``]`` after any of them."""
    i = p + 1
    for n in range(_LIST_MAX):
        while i < len(t) and t[i] in " \t":
            i += 1
        if n:
            if i >= len(t) or t[i] != ",":
                return "expected a comma", i
            i += 1
            while i < len(t) and t[i] in " \t":
                i += 1
        m = _LIST_ATOM.match(t, i)
        if not m:
            return "unknown token in expression", i
        i = m.end()
    while i < len(t) and t[i] in " \t":
        i += 1
    return "expected a closing square bracket", i


def _atom(s: str):
    """A list element (``op_sel:[0,1]``, ``quad_perm:[...]``): its value when a constant
    expression, else the text (a name, or symbols resolved by the encoder)."""
    value = integer_value(s)
    if value is not None:
        return value
    try:
        ep = ExprParser(s, 0)
        e = ep.parse()
        if ep.p == len(s) and not e.symbols():
            return e.evaluate(lambda *_: 0)
    except (SyntaxErrorAt, ZeroDivisionError):
        pass
    return s


_SPECIAL_CACHE: dict = {}


def _special_names(gen: str, space: OperandSpace) -> dict:
    """Special register names of a generation's operand space (cached per generation)."""
    cached = _SPECIAL_CACHE.get(gen)
    if cached is not None and cached[0] is space:
        return cached[1]
    out = _build_special_names(space)
    _SPECIAL_CACHE[gen] = (space, out)
    return out


def _build_special_names(space: OperandSpace) -> dict:
    out = {}
    for code, name in space.special.items():
        out[name] = Reg(SPECIAL, code, 1, name)
    for lo_name, pair in (("vcc_lo", "vcc"), ("exec_lo", "exec"),
                          ("flat_scratch_lo", "flat_scratch"), ("xnack_mask_lo", "xnack_mask"),
                          ("tba_lo", "tba"), ("tma_lo", "tma"),
                          ("src_flat_scratch_base_lo", "src_flat_scratch_base")):
        if lo_name in out:
            out[pair] = Reg(SPECIAL, out[lo_name].index, 2, pair)
    # aliases LLVM accepts
    for alias, real in (("shared_base", "src_shared_base"), ("shared_limit", "src_shared_limit"),
                        ("private_base", "src_private_base"),
                        ("private_limit", "src_private_limit"),
                        ("pops_exiting_wave_id", "src_pops_exiting_wave_id"),
                        ("vccz", "src_vccz"), ("execz", "src_execz"), ("scc", "src_scc"),
                        ("lds_direct", "src_lds_direct")):
        if real in out:
            out[alias] = out[real]
    return out


@dataclass(slots=True)
class Statement:
    """One instruction statement: the mnemonic as written, its column, and its items."""

    mnemonic: str
    items: list[Item]
    line: str = ""
    col: int = 1


def parse_statement(line: str, space: OperandSpace, *, col0: int = 1,
                    resolve=None) -> Statement:
    """Split an instruction line (no label, no comment) into mnemonic and items.

    ``resolve(name, variant) -> int`` (raising KeyError when unknown) gives the symbols a
    register index may name (``v[base+1]``); other symbols stay expressions for the encoder.

    Raises:
        AsmError: on a malformed operand, with its column (filename/line filled by the caller).
    """
    s = line.rstrip()
    i = len(s) - len(s.lstrip())
    m = _IDENT.match(s, i)
    if not m:
        raise AsmError("invalid instruction", col=col0 + i, source_line=line)
    mnem = m.group(0)
    items = _common_items(s, m.end(), col0, _special_names(space.gen, space), space.gen)
    if items is not None:
        return Statement(mnem, items, line, col0 + i)
    try:
        parser = OperandParser(s[m.end():], col0 + m.end(), space, resolve)
        # GFX10+ image addresses may be an NSA list of any VGPRs (the MIMG format checks it)
        parser.nsa = space.gen in ("gfx10", "gfx11") and mnem.lower().startswith("image_")
        items = parser.items()
    except SyntaxErrorAt as e:
        raise AsmError(e.message, col=e.col, source_line=line) from None
    return Statement(mnem, items, line, col0 + i)
