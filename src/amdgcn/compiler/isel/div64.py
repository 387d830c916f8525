"""Unsigned 64-bit division and remainder on the VALU by a refined reciprocal.

The GCN expansion of LLVM's ``AMDGPUTargetLowering::LowerUDIVREM64`` (after Rodeheffer,
"Software Integer Division", 2008), written here in the selector's steps:

1. an f32 estimate of ``2**64 / d``: ``d``'s halves converted to f32 and joined
   (``hi * 2**32 + lo``), ``v_rcp_f32``, scaled by just under ``2**64`` (``0x5f7ffffc``) and
   split into a 64-bit integer ``r`` (the high dword is the truncated ``r / 2**32``, the low
   dword what remains);
2. two unsigned Newton-Raphson steps in 64-bit integers, ``r += mulhu(r, -d * r)``;
3. the quotient estimate ``q = mulhu(n, r)`` and its remainder ``n - q * d``, which is below
   ``3 * d``: two conditional corrections (``q + 1``, ``q + 2``) make both exact.

About 90 instructions (with the copies that build register pairs), against 64 quotient
steps of about 12 each for restoring division.
Each f32 step is exact where a fused multiply-add and a separate multiply and add could
differ (the products are scalings by powers of two), so the result does not depend on the
target's FMA flavour. ``mulhu`` (the high 64 bits of a 64 x 64-bit product) is three
``v_mad_u64_u32`` (MI200 ISA 12.13) and one ``v_mul_hi_u32``.
"""

from __future__ import annotations

from amdgcn.compiler.ir import Imm, RegClass, Temp
from amdgcn.compiler.isel.alu import cndmask


def _mad(sel, a, b, c: Temp) -> list:
    """``a * b + c`` (32 x 32 + 64 -> 64 bits) as two dwords."""
    carry = sel.p.temp(RegClass("s", 2))
    d = sel.valu("v_mad_u64_u32", [a, b, c], 2, kind=["int", "int", "i64"], extra_defs=[carry])
    return sel.split(d, 2)


def _add(sel, x: list, y: list, sub: bool = False) -> list:
    """``x + y`` (``x - y``) on two dwords with a carry (borrow)."""
    c = sel.tmp("s", 2)
    lo = sel.valu("v_sub_co_u32" if sub else "v_add_co_u32", [x[0], y[0]], extra_defs=[c])
    c2 = sel.tmp("s", 2)
    hi = sel.valu("v_subb_co_u32" if sub else "v_addc_co_u32",
                  [sel.to_v(x[1]), sel.to_v(y[1]), c], extra_defs=[c2], fixed_scalar=c)
    return [lo, hi]


def _mul_lo(sel, x: list, y: list) -> list:
    """The low 64 bits of ``x * y``."""
    lo, hi = _mad(sel, x[0], y[0], sel.to_v(Imm(0, "i64")))
    h1 = sel.valu("v_mul_lo_u32", [x[0], y[1]])
    h2 = sel.valu("v_mul_lo_u32", [x[1], y[0]])
    return [lo, sel.valu("v_add3_u32", [hi, h1, h2])]      # GFX9 and later


def _mul_hi(sel, x: list, y: list) -> list:
    """The high 64 bits of the 128-bit ``x * y``: the column sums with their carries."""
    zero = sel.to_v(Imm(0))
    t = sel.valu("v_mul_hi_u32", [x[0], y[0]])
    t = _mad(sel, x[0], y[1], sel.vec([t, zero], "v"))        # below 2**64: no carry out
    u = _mad(sel, x[1], y[0], sel.vec([t[0], zero], "v"))
    carry = _add(sel, [t[1], zero], [u[1], zero])              # at most 2**33 - 2
    return _mad(sel, x[1], y[1], sel.vec(carry, "v"))         # a1*b1 + carry < 2**64


def udivrem64(sel, n, d) -> tuple[Temp, Temp]:
    """``(n / d, n % d)`` of unsigned 64-bit ``n`` and ``d`` (VGPR pairs; ``d`` not 0), as
    VGPR pairs."""
    nn = [sel.to_v(p) for p in sel.split(n, 2)]
    dd = [sel.to_v(p) for p in sel.split(d, 2)]
    f = lambda op, srcs: sel.valu(op, srcs, kind="f32")
    flo, fhi = f("v_cvt_f32_u32", [dd[0]]), f("v_cvt_f32_u32", [dd[1]])
    est = f("v_fma_f32", [fhi, Imm(0x4F800000), flo])         # hi * 2**32 + lo
    rcp = f("v_rcp_f32", [est])
    m1 = sel.valu("v_mul_f32", [Imm(0x5F7FFFFC), rcp], literal_ok=True)
    m2 = sel.valu("v_mul_f32", [Imm(0x2F800000), m1], literal_ok=True)    # / 2**32
    hi = f("v_trunc_f32", [m2])
    lo = f("v_fma_f32", [hi, Imm(0xCF800000), m1])            # m1 - hi * 2**32
    r = [f("v_cvt_u32_f32", [lo]), f("v_cvt_u32_f32", [hi])]
    neg_d = _add(sel, [Imm(0), Imm(0)], dd, sub=True)
    for _ in range(2):                                        # Newton-Raphson
        r = _add(sel, r, _mul_hi(sel, r, _mul_lo(sel, neg_d, r)))
    q = _mul_hi(sel, nn, r)
    rem = _add(sel, nn, _mul_lo(sel, dd, q), sub=True)        # below 3 * d
    dv = sel.vec(dd, "v")
    c1 = sel.tmp("s", 2)
    sel.emit("v_cmp_ge_u64", [c1], [sel.vec(rem, "v"), dv])
    q1, rem1 = _add(sel, q, [Imm(1), Imm(0)]), _add(sel, rem, dd, sub=True)
    c2 = sel.tmp("s", 2)
    sel.emit("v_cmp_ge_u64", [c2], [sel.vec(rem1, "v"), dv])
    q2, rem2 = _add(sel, q, [Imm(2), Imm(0)]), _add(sel, rem1, dd, sub=True)
    def pick(cond, t: list, f: list) -> Temp:
        return sel.vec([cndmask(sel, cond, x, y) for x, y in zip(t, f)], "v")
    q_out = pick(c1, sel.split(pick(c2, q2, q1), 2), q)
    rem_out = pick(c1, sel.split(pick(c2, rem2, rem1), 2), rem)
    return q_out, rem_out
