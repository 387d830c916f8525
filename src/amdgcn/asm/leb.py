"""``.uleb128`` and ``.sleb128``: values in LEB128 bytes, relaxed as llvm-mc relaxes them.

DWARF 5 section 7.6. A value known where the directive stands (a constant, a difference of
labels already placed in one section) is written at once in the fewest bytes. Any other
value is llvm-mc's ``MCLEBFragment``: it takes a size now (1 byte, or what an earlier round
found), and once the whole file is read every such value is computed; when one needs more
bytes than it was given, the file is assembled again with the larger sizes until nothing
grows (a size never shrinks: a smaller value is padded to its size with continuation bytes,
as llvm's ``encodeULEB128(value, PadTo)``). A value that is still not absolute is llvm-mc's
``.uleb128 expression is not absolute``.
"""

from __future__ import annotations

from dataclasses import dataclass

from amdgcn.asm.dwarf import sleb128, uleb128
from amdgcn.asm.expr import Cursor
from amdgcn.asm.symbols import AsmSymbol
from amdgcn.errors import AsmError

#: rounds of relaxation before giving up (each round re-assembles the file)
MAX_RELAXATION_ROUNDS = 16
_U64 = 2 ** 64 - 1


@dataclass
class PendingLEB:
    """A LEB128 value left to layout: where its bytes are and how to compute them."""

    index: int
    section: object
    offset: int
    size: int
    expr: object
    signed: bool
    name: str
    where: tuple          # (line, column, source line)


def encode(value: int, *, signed: bool, size: int = 0) -> bytes:
    """The LEB128 bytes of ``value``, padded to ``size`` bytes when shorter."""
    raw = bytearray(sleb128(value) if signed else uleb128(value & _U64))
    if len(raw) >= size:
        return bytes(raw)
    pad = 0x7F if signed and value < 0 else 0x00
    raw[-1] |= 0x80
    raw += bytes([pad | 0x80]) * (size - len(raw) - 1) + bytes([pad])
    return bytes(raw)


def leb_directive(asm, cur: Cursor, name: str, col: int) -> None:
    """``.uleb128 expr, ...`` / ``.sleb128 expr, ...``."""
    signed = name == ".sleb128"
    if cur.at_end():
        return
    while True:
        expr, ecol = cur.expr()
        value = asm.try_absolute(expr)
        if value is not None:
            asm.emit_bytes(encode(value, signed=signed))
        else:   # llvm-mc places its error at the expression's root operator
            _pending(asm, expr, signed, name, cur.loc)
        if not cur.accept(","):
            break
    cur.end("unexpected token in directive")


def _pending(asm, expr, signed: bool, name: str, col: int) -> None:
    index = len(asm.pending_lebs)
    size = asm.leb_sizes.get(index, 1)
    line = asm.line
    # a fragment of its own: no .loc row, and its symbols are not registered (llvm-mc)
    at = asm.section.append(bytes(size))
    asm.pending_lebs.append(PendingLEB(index, asm.section, at, size, expr, signed, name, (
        line.number if line else 0, col, line.raw if line else "")))


def resolve(asm) -> dict[int, int]:
    """Write every pending value; returns the sizes that must grow (index -> bytes), empty
    when all fit (errors are reported on ``asm``)."""
    grow = {}
    for p in asm.pending_lebs:
        dot = AsmSymbol(".", section=p.section, offset=p.offset)
        value = asm.try_absolute_at(p.expr, dot)
        if value is None:
            line, col, raw = p.where
            asm.report(AsmError(f"{p.name} expression is not absolute", line=line, col=col,
                                source_line=raw), line=None)
            continue
        data = encode(value, signed=p.signed, size=p.size)
        if len(data) > p.size:
            grow[p.index] = len(data)
            continue
        p.section.data[p.offset:p.offset + p.size] = data
    return grow


__all__ = ["MAX_RELAXATION_ROUNDS", "PendingLEB", "encode", "leb_directive", "resolve"]
