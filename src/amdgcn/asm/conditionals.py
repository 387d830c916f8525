"""Conditional assembly: ``.if``/``.ifdef``/``.ifndef``/``.ifeq`` ... ``.elseif``, ``.else``,
``.endif``, as GNU as and llvm-mc read them.

A stack of frames holds, for each open ``.if``, whether its current branch is assembled and
whether one of its branches already was. While a branch is skipped only these directives are
looked at (to keep the nesting right); everything else on the line, labels included, is
ignored.
"""

from __future__ import annotations

from dataclasses import dataclass

from amdgcn.asm.expr import Cursor
from amdgcn.errors import AsmError

#: ``.ifXX expr``: the comparison of ``expr`` with zero
_COMPARISONS = {
    ".if": lambda v: v != 0, ".ifne": lambda v: v != 0, ".ifeq": lambda v: v == 0,
    ".ifgt": lambda v: v > 0, ".ifge": lambda v: v >= 0, ".iflt": lambda v: v < 0,
    ".ifle": lambda v: v <= 0,
}
#: llvm-mc's messages (spacing included) for a branch directive without its .if
_MISPLACED = {
    ".else": "Encountered a .else that doesn't follow  an .if or an .elseif",
    ".elseif": "Encountered a .elseif that doesn't follow an .if or  an .elseif",
    ".endif": "Encountered a .endif that doesn't follow an .if or .else",
}
OPENERS = frozenset(_COMPARISONS) | {".ifdef", ".ifndef", ".ifnotdef"}
DIRECTIVES = OPENERS | {".elseif", ".else", ".endif"}


@dataclass
class Frame:
    """One open ``.if``: its branch is assembled (``active``), one branch was (``taken``),
    the enclosing code is assembled (``outer``), ``.else`` was seen."""

    active: bool
    taken: bool
    outer: bool
    seen_else: bool = False


def assembling(stack: list[Frame]) -> bool:
    """Whether statements are assembled now."""
    return not stack or stack[-1].active


def handle(asm, name: str, cur: Cursor, col: int) -> None:
    """Apply a conditional directive to ``asm.conditions``."""
    stack: list[Frame] = asm.conditions
    outer = assembling(stack)
    if name in OPENERS:
        # the frame is open before the condition is read: a bad condition leaves the enclosing
        # state in force (llvm-mc), so its .else/.endif still match
        frame = Frame(outer, False, outer)
        stack.append(frame)
        if outer:
            value = _condition(asm, name, cur)
            frame.active = frame.taken = value
        return
    if not stack:
        raise AsmError(_MISPLACED[name], col=col)
    frame = stack[-1]
    if name == ".endif":
        cur.end()
        stack.pop()
    elif name == ".else":
        cur.end()
        if frame.seen_else:
            raise AsmError(_MISPLACED[".else"], col=col)
        frame.seen_else = True
        frame.active = frame.outer and not frame.taken
        frame.taken = frame.taken or frame.active
    else:  # .elseif
        if frame.seen_else:
            raise AsmError(_MISPLACED[".elseif"], col=col)
        value = _condition(asm, ".if", cur) if frame.outer and not frame.taken else False
        frame.active = value
        frame.taken = frame.taken or value


def _condition(asm, name: str, cur: Cursor) -> bool:
    if name in (".ifdef", ".ifndef", ".ifnotdef"):
        sym_name = cur.name()
        cur.end()
        sym = asm.symbols.by_name.get(sym_name)
        defined = sym is not None and (sym.is_defined or sym.order >= 0)
        return defined if name == ".ifdef" else not defined
    expr, ecol = cur.expr()
    cur.end()
    return _COMPARISONS[name](asm.absolute(expr, ecol))


__all__ = ["DIRECTIVES", "Frame", "assembling", "handle"]
