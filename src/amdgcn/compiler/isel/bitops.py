"""Generic integer and sign-bit intrinsics by expansion onto 32-bit VALU instructions:
``llvm.bitreverse`` (8 to 64 bits), the 8- and 16-bit funnel shifts, the 64-bit saturating
add/sub and ``llvm.abs.i64``, ``llvm.copysign`` and ``llvm.round`` (f16/f32/f64).

The expansions are those of LLVM's generic legalizer (TargetLowering::expandBITREVERSE,
expandFunnelShift, expandAddSubSat, expandABS, expandFCOPYSIGN, and the AMDGPU lowering of
FROUND: ``trunc(x) + copysign(|x - trunc(x)| >= 0.5 ? 1 : 0, x)``); every result is in VGPRs.
"""

from __future__ import annotations

from amdgcn.compiler.ir import Imm, Mod
from amdgcn.compiler.isel.alu import binop64, cndmask, compare_int, extend

_ONE = {"f16": 0x3C00, "f32": 0x3F800000, "f64": 0x3FF0000000000000}
_HALF = {"f16": 0x3800, "f32": 0x3F000000, "f64": 0x3FE0000000000000}
_SIGN = {"f16": 0x7FFF, "f32": 0x7FFFFFFF, "f64": 0x7FFFFFFF}


def _fkind(t) -> str:
    return {16: "f16", 32: "f32", 64: "f64"}[t.bits]


def _select64(sel, cond, t, f):
    tl, th = sel.split(t, 2)
    fl, fh = sel.split(f, 2)
    return sel.vec([cndmask(sel, cond, tl, fl), cndmask(sel, cond, th, fh)], "v")


def bitreverse(sel, inst) -> None:
    """``llvm.bitreverse.iN``: ``v_bfrev_b32`` per dword (halves swapped for i64), shifted
    right by 32 - N for 8 and 16 bits."""
    a = sel.get(inst.operands[0])
    bits = inst.type.bits
    if 32 < bits <= 64:             # 33 to 63 bits: the i64 reverse shifted right by 64 - N
        lo, hi = sel.split(a, 2)
        r = sel.vec([sel.valu("v_bfrev_b32", [hi], literal_ok=True),
                     sel.valu("v_bfrev_b32", [lo], literal_ok=True)], "v")
        if bits < 64:
            r = sel.valu("v_lshrrev_b64", [Imm(64 - bits), r], 2, kind=["int", "i64"])
        sel.set(inst, r)
        return
    if bits not in (8, 16, 32):
        raise sel.error(f"{inst.callee} is not supported yet")
    r = sel.valu("v_bfrev_b32", [a], literal_ok=True)
    if bits < 32:
        r = sel.valu("v_lshrrev_b32", [Imm(32 - bits), r])
    sel.set(inst, r)


def funnel_narrow(sel, inst, right: bool) -> None:
    """8/16-bit ``llvm.fshl``/``fshr``: with ``s = c mod N`` and ``w = a:b`` (2N bits in one
    dword), fshr is ``w >> s`` and fshl is ``w >> (N - s)``, low N bits."""
    bits = inst.type.bits
    a, b, c = (sel.get(o) for o in inst.operands)
    a = extend(sel, a, bits, False, False)
    b = extend(sel, b, bits, False, False)
    c = extend(sel, c, bits, False, False)
    s = sel.valu("v_and_b32", [Imm(bits - 1), c])
    w = sel.valu("v_lshl_or_b32", [a, Imm(bits), b])
    if not right:
        s = sel.valu("v_sub_u32", [Imm(bits), s])
    r = sel.valu("v_lshrrev_b32", [s, w])
    sel.set(inst, sel.valu("v_and_b32", [Imm((1 << bits) - 1), r], literal_ok=True))


def saturating64(sel, inst, op: str) -> None:
    """64-bit ``llvm.[us]{add,sub}.sat``: the wrapped result, then the bound where it
    overflowed (unsigned: ``r < a`` for add, ``a < b`` for sub; signed: the sign of the
    overflow test ``(r < a) != (b < 0)`` for add, ``(r < a) != (b > 0)`` for sub)."""
    a, b = (sel.get(o) for o in inst.operands)
    add = op[1:] == "add"
    r = binop64(sel, "add" if add else "sub", a, b, False)
    if op[0] == "u":
        if add:
            over = compare_int(sel, "ult", r, a, 64, False)
            sel.set(inst, _select64(sel, over, Imm(2**64 - 1, "i64"), r))
        else:
            over = compare_int(sel, "ult", a, b, 64, False)
            sel.set(inst, _select64(sel, over, Imm(0, "i64"), r))
        return
    lt = compare_int(sel, "slt", r, a, 64, False)
    bs = compare_int(sel, "slt" if add else "sgt", b, Imm(0, "i64"), 64, False)
    over = sel.tmp("s", 2)
    sel.emit("s_xor_b64", [over], [lt, bs])
    rl, rh = sel.split(r, 2)
    sign = sel.valu("v_ashrrev_i32", [Imm(31), rh])
    bound_hi = sel.valu("v_xor_b32", [Imm(0x80000000), sign], literal_ok=True)
    sel.set(inst, sel.vec([cndmask(sel, over, sign, rl), cndmask(sel, over, bound_hi, rh)], "v"))


def abs64(sel, inst) -> None:
    """``llvm.abs.i64``: ``a < 0 ? 0 - a : a``."""
    a = sel.get(inst.operands[0])
    n = binop64(sel, "sub", Imm(0, "i64"), a, False)
    neg = compare_int(sel, "slt", a, Imm(0, "i64"), 64, False)
    sel.set(inst, _select64(sel, neg, n, a))


def copysign(sel, inst) -> None:
    """``llvm.copysign``: ``v_bfi_b32`` of the magnitude bits and the sign (high dword for
    f64)."""
    k = _fkind(inst.type)
    mag, sgn = (sel.get(o) for o in inst.operands)
    mask = sel.to_v(Imm(_SIGN[k]))
    if k != "f64":
        sel.set(inst, sel.valu("v_bfi_b32", [mask, mag, sel.to_v(sgn)]))
        return
    ml, mh = sel.split(mag, 2)
    _, sh = sel.split(sgn, 2)
    hi = sel.valu("v_bfi_b32", [mask, mh, sel.to_v(sh)])
    sel.set(inst, sel.vec([sel.to_v(ml), hi], "v"))


def fround(sel, inst) -> None:
    """``llvm.round`` (half away from zero): ``t = trunc(x)``, then
    ``t + copysign(|x - t| >= 0.5 ? 1 : 0, x)``."""
    k = _fkind(inst.type)
    n = 2 if k == "f64" else 1
    x = sel.to_v(sel.get(inst.operands[0]))
    t = sel.valu(f"v_trunc_{k}", [x], n, kind=k)
    d = sel.valu(f"v_add_{k}", [x, Mod(t, neg=True)], n, kind=k)
    ge = sel.tmp("s", 2)
    sel.emit(f"v_cmp_ge_{k}", [ge], sel.legal([Mod(d, abs=True), Imm(_HALF[k], k)], k))
    one = sel.to_v(Imm(_ONE[k] >> 32 if k == "f64" else _ONE[k]))
    hi = cndmask(sel, ge, one, sel.to_v(Imm(0)))
    mask = sel.to_v(Imm(_SIGN[k]))
    xs = sel.split(x, 2)[1] if k == "f64" else x
    hi = sel.valu("v_bfi_b32", [mask, hi, xs])
    add = sel.vec([sel.to_v(Imm(0)), hi], "v") if k == "f64" else hi
    sel.set(inst, sel.valu(f"v_add_{k}", [t, add], n, kind=k))


def fptrunc_f64_f16(sel, a):
    """f64 -> f16 rounded to nearest even in integer arithmetic (AMDGPUTargetLowering
    LowerFP_TO_FP16): the 11 mantissa bits plus a sticky bit, the exponent rebased from 1023
    to 15, denormal results shifted right by ``1 - e`` (at most 13) keeping a sticky bit,
    then round on the low 3 bits; overflow gives infinity and an f64 NaN a quiet NaN."""
    def v(op, srcs):
        return sel.valu(op, srcs)

    def pick(cond, t, f):
        return cndmask(sel, cond, t, f)
    lo, hi = sel.split(a, 2)
    sticky = v("v_and_or_b32", [hi, Imm(0x1FF), lo])
    nz = compare_int(sel, "ne", sticky, Imm(0), 32, False)
    m = v("v_and_or_b32", [v("v_lshrrev_b32", [Imm(8), hi]), Imm(0xFFE),
                           pick(nz, Imm(1), Imm(0))])
    e = v("v_bfe_u32", [hi, Imm(20), Imm(11)])
    shift = v("v_med3_i32", [v("v_sub_u32", [Imm(1009), e]), Imm(0), Imm(13)])
    e = v("v_add_u32", [Imm((-1008) & 0xFFFFFFFF), e])
    high = v("v_or_b32", [Imm(0x1000), m])
    nan = pick(compare_int(sel, "ne", m, Imm(0), 32, False), Imm(0x7E00), Imm(0x7C00))
    normal = v("v_lshl_or_b32", [e, Imm(12), m])
    d = v("v_lshrrev_b32", [shift, high])
    lost = compare_int(sel, "ne", v("v_lshlrev_b32", [shift, d]), high, 32, False)
    d = v("v_or_b32", [d, pick(lost, Imm(1), Imm(0))])
    r = pick(compare_int(sel, "slt", e, Imm(1), 32, False), d, normal)
    low3 = v("v_and_b32", [Imm(7), r])
    up = v("v_or_b32", [pick(compare_int(sel, "eq", low3, Imm(3), 32, False), Imm(1), Imm(0)),
                        pick(compare_int(sel, "sgt", low3, Imm(5), 32, False), Imm(1), Imm(0))])
    r = v("v_add_u32", [v("v_lshrrev_b32", [Imm(2), r]), up])
    r = pick(compare_int(sel, "slt", e, Imm(31), 32, False), r, Imm(0x7C00))
    r = pick(compare_int(sel, "eq", e, Imm(1039), 32, False), nan, r)
    return v("v_and_or_b32", [v("v_lshrrev_b32", [Imm(16), hi]), Imm(0x8000), r])


__all__ = ["abs64", "bitreverse", "copysign", "fptrunc_f64_f16", "fround", "funnel_narrow",
           "saturating64"]
