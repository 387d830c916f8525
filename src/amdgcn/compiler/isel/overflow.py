"""Selection of the arithmetic-with-overflow intrinsics ``llvm.{u,s}{add,sub,mul}.with.overflow``.

Each returns ``{ iN result, i1 overflow }``, bound as a pair for ``extractvalue``. They are
expanded into IR-level steps that the selector's own handlers select, as LLVM's
``TargetLowering::expandMULO`` and the legalizer's UADDO/SADDO rules do (LLVM Language
Reference Manual: Arithmetic with Overflow Intrinsics):

* ``uadd``: ``r = a + b``, overflow ``r <u a``; ``usub``: ``r = a - b``, overflow ``a <u b``;
* ``sadd``/``ssub``: ``r = a +/- b``, overflow ``(r <s a) xor (b <s 0)`` (``b >s 0`` for sub);
* ``umul``/``smul``: the product in twice the width (zero or sign extended factors; a 32-bit
  pair is one ``v_mad_u64_u32``, a 64-bit pair the i128 schoolbook product), the result its
  low half, overflow when the high half is not zero (``umul``) or not the low half's sign
  (``smul``).
"""

from __future__ import annotations

from amdgcn.compiler import frontend as fe
from amdgcn.compiler.llvmtext import LType

PREFIXES = tuple(f"llvm.{op}.with.overflow." for op in ("uadd", "sadd", "usub", "ssub",
                                                        "umul", "smul"))
I1 = LType("int", 1)


def _int(bits: int) -> LType:
    return LType("int", bits)


def select(sel, inst: fe.Inst) -> None:
    """Select one ``llvm.*.with.overflow.*`` call (scalar integers up to i64)."""
    op = inst.callee.split(".")[1]
    a, b = inst.operands
    t = a.type
    if t.kind != "int" or not 2 <= t.bits <= 64:
        raise sel.error(f"intrinsic {inst.callee} is not supported yet")

    def step(opcode, ty, *ops, pred=""):
        return sel.synth(inst, opcode, ty, list(ops), pred=pred)

    def const(ty, v):
        return fe.Constant(ty, value=v & ((1 << ty.bits) - 1))

    if op in ("uadd", "usub", "sadd", "ssub"):
        r = step("add" if op.endswith("add") else "sub", t, a, b)
        if op == "uadd":
            ov = step("icmp", I1, r, a, pred="ult")
        elif op == "usub":
            ov = step("icmp", I1, a, b, pred="ult")
        else:
            below = step("icmp", I1, r, a, pred="slt")
            sign = step("icmp", I1, b, const(t, 0), pred="slt" if op == "sadd" else "sgt")
            ov = step("xor", I1, below, sign)
    else:
        wide = _int(2 * t.bits if t.bits > 16 else 32)
        ext = "zext" if op == "umul" else "sext"
        p = step("mul", wide, step(ext, wide, a), step(ext, wide, b))
        r = step("trunc", t, p)
        hi = step("trunc", t, step("lshr", wide, p, const(wide, t.bits)))
        sign = const(t, 0) if op == "umul" else step("ashr", t, r, const(t, t.bits - 1))
        ov = step("icmp", I1, hi, sign, pred="ne")
    sel.values[id(inst)] = (sel.get(r), sel.get(ov))
