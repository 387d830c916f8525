"""64-bit multiplies of values known to fit in 32 bits, and their adds (``v_mad_u64_u32``).

When both factors of an ``i64`` ``mul`` are below 2^32 (zero extensions, masks, ranges:
:func:`amdgcn.compiler.isel.addressing.upper_bound`), the product is the 32 x 32 -> 64-bit
one: ``s_mul_i32`` and ``s_mul_hi_u32`` for uniform factors, ``v_mad_u64_u32`` with a zero
addend for divergent ones, or one 32-bit multiply when the product itself fits in 32 bits. A
divergent ``add`` of such a product (its only use) becomes one ``v_mad_u64_u32`` (MI200 ISA
12.13 V_MAD_U64_U32), as LLVM selects ``get_global_id``'s ``size * id + local``.
"""

from __future__ import annotations

from amdgcn.compiler import frontend as fe
from amdgcn.compiler.ir import Imm, RegClass

_LIMIT = 1 << 32


def _narrow(v) -> int | None:
    from amdgcn.compiler.isel.addressing import upper_bound
    ub = upper_bound(v)
    return ub if ub is not None and ub < _LIMIT else None


def _uses(sel, v) -> int:
    counts = sel.__dict__.get("_use_counts")
    if counts is None:
        counts = sel._use_counts = {}
        for b in sel.fn.blocks:
            for i in b.insts:
                for o in i.operands:
                    counts[id(o)] = counts.get(id(o), 0) + 1
                for o, _ in getattr(i, "incoming", None) or ():
                    counts[id(o)] = counts.get(id(o), 0) + 1
    return counts.get(id(v), 0)


def _low(sel, v):
    op = sel.get(v)
    return op if isinstance(op, Imm) else sel.split(op, 2)[0]


def narrow_mul(sel, inst: fe.Inst):
    """The product of a bounded i64 ``mul`` (a 64-bit operand), or None."""
    x, y = inst.operands
    ux, uy = _narrow(x), _narrow(y)
    if ux is None or uy is None:
        return None
    a, b = _low(sel, x), _low(sel, y)
    if sel.uniform(inst) and not any(getattr(o, "rc", None) and o.rc.file == "v" for o in (a, b)):
        lo = sel.salu("s_mul_i32", [a, b])
        hi = sel.salu("s_mul_hi_u32", [a, b]) if ux * uy >= _LIMIT else sel.to_s(Imm(0))
        return sel.vec([lo, hi], "s")
    if ux * uy < _LIMIT:
        lo = sel.valu("v_mul_lo_u32", [a, b])
        return sel.vec([lo, sel.to_v(Imm(0))], "v")
    return _mad(sel, a, b, Imm(0, "i64"))


def mad_add(sel, inst: fe.Inst):
    """A divergent i64 ``add`` of a bounded product used only there, as one
    ``v_mad_u64_u32``; or None."""
    if sel.uniform(inst):
        return None
    for k in (0, 1):
        m, other = inst.operands[k], inst.operands[1 - k]
        if not (isinstance(m, fe.Inst) and m.opcode == "mul" and m.type.bits == 64
                and _uses(sel, m) == 1 and m.block is inst.block):
            continue
        x, y = m.operands
        if _narrow(x) is None or _narrow(y) is None:
            continue
        return _mad(sel, _low(sel, x), _low(sel, y), sel.get(other))
    return None


def _mad(sel, a, b, c):
    carry = sel.p.temp(RegClass("s", 2))
    return sel.valu("v_mad_u64_u32", [a, b, c], 2, kind=["int", "int", "i64"],
                    extra_defs=[carry])
