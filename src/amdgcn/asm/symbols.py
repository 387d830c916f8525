"""Assembler symbols and the evaluation of expressions into relocatable values.

A symbol is a label (a section and an offset), a variable (``.set``/``.equ``/``=``: an
expression), or undefined. :func:`evaluate` folds an expression tree into a
:class:`Value`, ``add - sub + const`` with an optional relocation specifier, as llvm-mc's
``MCValue``: labels of one section subtract to a constant, variables are followed.

The symbol table keeps the order in which symbols are *registered*, which is the order of
ELF's ``.symtab`` (AMDGPUUsage: Symbols; llvm-mc registers a symbol when it is defined,
given an attribute, or first referenced by a fixup, and a section's symbol when the section
is first entered).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from amdgcn.asm.expr import DOT
from amdgcn.codeobj.elf import STB, STT, STV
from amdgcn.isa.literals import wrap64
from amdgcn.isa.syntax import Expr

#: llvm-mc's prefix of assembler-temporary names (never in ``.symtab``)
TEMPORARY_PREFIX = ".L"


class ExprError(Exception):
    """An expression that cannot be evaluated as asked; ``message`` is llvm-mc's wording."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


@dataclass(eq=False)
class AsmSymbol:
    """A symbol of the assembly.

    Attributes:
        name: as written; section: the section of a label (None otherwise); offset: its
            offset there; variable: the expression of a ``.set`` symbol.
        binding: an explicitly set ``STB_*`` (None: derived, see :meth:`elf_binding`).
        type: ``STT_*``; visibility: ``STV_*``; size: the ``.size`` expression.
        is_section: the section's own ``STT_SECTION`` symbol.
        used_in_reloc: a relocation refers to it (so it is in ``.symtab``).
        order: registration order (-1: not registered).
        where: (line, column) of the definition, for error messages.
    """

    name: str
    section: object = None
    offset: int = 0
    variable: Expr | None = None
    binding: int | None = None
    type: int = STT.STT_NOTYPE
    visibility: int = STV.STV_DEFAULT
    size: Expr | None = None
    is_section: bool = False
    used_in_reloc: bool = False
    order: int = -1
    where: tuple = (0, 0)
    redefinable: bool = False
    lds: tuple | None = None     # (size, alignment) of an .amdgpu_lds variable

    @property
    def is_label(self) -> bool:
        """Defined as a label."""
        return self.section is not None

    @property
    def is_defined(self) -> bool:
        """A label, a variable or an LDS variable."""
        return self.section is not None or self.variable is not None or self.lds is not None

    @property
    def is_temporary(self) -> bool:
        """An assembler-temporary (``.L``) name."""
        return self.name.startswith(TEMPORARY_PREFIX) and not self.is_section

    def elf_binding(self) -> int:
        """``STB_*`` as llvm-mc writes it: explicit, else local when defined, else global."""
        if self.binding is not None:
            return self.binding
        if self.is_defined:
            return STB.STB_LOCAL
        return STB.STB_GLOBAL


@dataclass
class Value:
    """``add - sub + const`` (``add``/``sub`` symbols or None) with a relocation specifier.

    ``variant`` is the specifier as written after ``@`` (``"rel32@lo"``, ``"abs64"`` ...).
    """

    add: AsmSymbol | None = None
    sub: AsmSymbol | None = None
    const: int = 0
    variant: str = ""

    @property
    def is_absolute(self) -> bool:
        """No symbol is left."""
        return self.add is None and self.sub is None


@dataclass
class SymbolTable:
    """Symbols by name, in registration order."""

    by_name: dict[str, AsmSymbol] = field(default_factory=dict)
    registered: list[AsmSymbol] = field(default_factory=list)
    #: the assembler's target (for the AMDGPU expression functions) and its extra SGPR rule
    target: object = None
    extra_sgprs: object = None

    def get(self, name: str) -> AsmSymbol:
        """The symbol called ``name``, created (unregistered) if new."""
        sym = self.by_name.get(name)
        if sym is None:
            sym = self.by_name[name] = AsmSymbol(name)
        return sym

    def register(self, sym: AsmSymbol) -> AsmSymbol:
        """Give ``sym`` its place in ``.symtab`` order (once)."""
        if sym.order < 0:
            sym.order = len(self.registered)
            self.registered.append(sym)
        return sym

    def move_to_end(self, sym: AsmSymbol) -> None:
        """A variable assigned again takes the last place (llvm-mc 22 orders ``.symtab``
        by a redefined variable's last assignment)."""
        if sym.order >= 0:
            self.registered.pop(sym.order)
            for k in range(sym.order, len(self.registered)):
                self.registered[k].order = k
        sym.order = len(self.registered)
        self.registered.append(sym)

    def register_expr(self, expr: Expr) -> None:
        """Register every symbol an expression names (llvm-mc's ``visitUsedExpr``)."""
        for name in expr.symbols():
            if name != DOT:
                self.register(self.get(name))


def _total_vgprs(table, agprs: int, vgprs: int) -> int:
    """AMDGPUUsage: gfx90a allocates AGPRs after the 4-aligned VGPRs of one file."""
    target = table.target
    if target is not None and target.is_gfx90a and agprs:
        return -(-vgprs // 4) * 4 + agprs
    return max(agprs, vgprs)


def _extra_sgprs(table, flags: int, _unused: int) -> int:
    from_target = table.extra_sgprs
    if from_target is None:
        raise ExprError("expected relocatable expression")
    return from_target(vcc=bool(flags & 1), flat=bool(flags & 2), xnack=bool(flags & 4))


#: the AMDGPU expression functions as binary operators (see :data:`amdgcn.asm.expr.FUNCTIONS`)
FUNCTION_OPS = {
    "max": lambda table, x, y: max(x, y),
    "or": lambda table, x, y: x | y,
    "alignto": lambda table, x, y: -(-x // y) * y if y else x,
    "totalnumvgprs": _total_vgprs,
    "extrasgprs": _extra_sgprs,
}

#: the greatest nesting of variables followed before a cycle is reported
_MAX_DEPTH = 64


def evaluate(expr: Expr, table: SymbolTable, *, dot: AsmSymbol | None = None,
             depth: int = 0, memo: dict | None = None) -> Value:
    """Fold ``expr`` into a :class:`Value`.

    Args:
        table: the symbols; dot: a label standing for ``.`` (None: ``.`` is an error);
        memo: values of the subexpressions met so far in this evaluation (by identity), so
            that variables used many times (``.set b, a+a``, ``.set c, b+b`` ...) are folded
            once each: linear time in the size of the expression graph.

    Raises:
        ExprError: an operator applied to symbols, a cycle, a division by zero.
    """
    if memo is None:
        memo = {}
    key = id(expr)
    hit = memo.get(key)
    if hit is not None and hit[0] is expr:
        return hit[1]
    value = _evaluate(expr, table, dot, depth, memo)
    memo[key] = (expr, value)
    return value


def _evaluate(expr: Expr, table: SymbolTable, dot: AsmSymbol | None, depth: int,
              memo: dict) -> Value:
    op = expr.op
    if op == "num":
        return Value(const=expr.a)
    if op == "sym":
        return _symbol_value(expr, table, dot, depth, memo)
    if expr.b is None:
        x = evaluate(expr.a, table, dot=dot, depth=depth, memo=memo)
        if op == "+":
            return x
        if op == "-" and x.sub is None and x.add is None:
            return Value(const=-x.const)
        if op == "-" and not x.variant:
            return _fold(Value(x.sub, x.add, -x.const))
        if not x.is_absolute:
            raise ExprError("expected relocatable expression")
        return Value(const={"~": ~x.const, "!": int(not x.const)}[op])
    x = evaluate(expr.a, table, dot=dot, depth=depth, memo=memo)
    y = evaluate(expr.b, table, dot=dot, depth=depth, memo=memo)
    if op == "+":
        return _combine(x, y, 1)
    if op == "-":
        return _combine(x, y, -1)
    if not (x.is_absolute and y.is_absolute):
        raise ExprError("expected relocatable expression")
    if op in FUNCTION_OPS:
        return Value(const=FUNCTION_OPS[op](table, x.const, y.const))
    try:
        return Value(const=Expr(op, Expr("num", x.const), Expr("num", y.const)).evaluate(None))
    except ZeroDivisionError:
        raise ExprError("division by zero") from None


def _symbol_value(expr: Expr, table: SymbolTable, dot: AsmSymbol | None, depth: int,
                  memo: dict) -> Value:
    name, variant = expr.a, expr.b or ""
    if name == DOT:
        if dot is None:
            raise ExprError("expected absolute expression")
        sym = dot
    else:
        sym = table.get(name)
    if sym.variable is not None and not sym.is_label:
        if depth > _MAX_DEPTH:
            raise ExprError(f"cyclic dependency detected for symbol '{name}'")
        v = evaluate(sym.variable, table, dot=dot, depth=depth + 1, memo=memo)
        if variant:
            if v.sub is not None or v.variant:
                raise ExprError("expected relocatable expression")
            v = Value(v.add, None, v.const, variant)
        return v
    return _fold(Value(add=sym, variant=variant))


def _combine(x: Value, y: Value, sign: int) -> Value:
    """``x + y`` (sign 1) or ``x - y`` (sign -1)."""
    if sign < 0:
        y = Value(y.sub, y.add, -y.const, y.variant)
        if y.variant and y.sub is not None:
            raise ExprError("expected relocatable expression")
    if x.variant and y.variant:
        raise ExprError("expected relocatable expression")
    adds = [s for s in (x.add, y.add) if s is not None]
    subs = [s for s in (x.sub, y.sub) if s is not None]
    const = wrap64(x.const + y.const)
    # a label difference inside one section folds; so does a symbol minus itself
    for a in list(adds):
        for s in list(subs):
            if a is s or (a.is_label and s.is_label and a.section is s.section
                          and not (x.variant or y.variant)):
                const += (a.offset - s.offset) if a is not s else 0
                adds.remove(a)
                subs.remove(s)
                break
    if len(adds) > 1 or len(subs) > 1:
        raise ExprError("expected relocatable expression")
    return Value(adds[0] if adds else None, subs[0] if subs else None, const,
                 x.variant or y.variant)


def _fold(v: Value) -> Value:
    return _combine(Value(v.add, None, v.const, v.variant), Value(v.sub), -1) \
        if v.sub is not None else v


def absolute(expr: Expr, table: SymbolTable, *, dot: AsmSymbol | None = None) -> int:
    """The value of an expression that must be absolute now.

    Raises:
        ExprError: ``expected absolute expression`` (or the evaluation's own error).
    """
    try:
        v = evaluate(expr, table, dot=dot)
    except ExprError as e:
        if e.message == "expected relocatable expression":
            raise ExprError("expected absolute expression") from None
        raise
    if not v.is_absolute or v.variant:
        raise ExprError("expected absolute expression")
    return v.const


def try_absolute(expr: Expr, table: SymbolTable, *, dot: AsmSymbol | None = None) -> int | None:
    """The value of ``expr`` if it is absolute now, else None."""
    try:
        return absolute(expr, table, dot=dot)
    except ExprError:
        return None


__all__ = ["AsmSymbol", "ExprError", "SymbolTable", "Value", "absolute", "evaluate",
           "try_absolute"]
