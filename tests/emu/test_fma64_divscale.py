"""Regressions from kernelgen campaigns in the f64 helpers: V_FMA_F64 rounding and range,
V_DIV_SCALE when both 1/D and N/D are denormal (tests/data/kernelgen has the kernels)."""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from amdgcn.emu.semantics.fp import fma64
from amdgcn.emu.semantics.valu_ops import _div_scale

DBL_MAX = np.finfo(np.float64).max


def _exact(a, b, c):
    return float(Fraction(a) * Fraction(b) + Fraction(c))


def test_fma64_product_overflowing_f64():
    g = float(np.sqrt(DBL_MAX))
    got = fma64(np.array([-g]), np.array([g]), np.array([DBL_MAX]))[0]
    assert np.isfinite(got) and got == _exact(-g, g, DBL_MAX)


def test_fma64_correctly_rounded_on_random_and_edge_operands():
    rng = np.random.default_rng(7)
    n = 20000
    a = rng.standard_normal(n) * np.exp2(rng.integers(-500, 500, n).astype(float))
    b = rng.standard_normal(n) * np.exp2(rng.integers(-500, 500, n).astype(float))
    c = -(a * b) * (1 + rng.standard_normal(n) * 1e-15)      # near-cancelling sums
    c[::3] = rng.standard_normal(n)[::3] * 1e-300              # denormal-range results
    got = fma64(a, b, c)
    want = np.array([_exact(x, y, z) for x, y, z in zip(a.tolist(), b.tolist(), c.tolist())])
    assert np.array_equal(got.view(np.uint64), want.view(np.uint64))


def test_fma64_specials_follow_ieee():
    a = np.array([np.inf, 0.0, np.nan, -0.0, 1.0])
    b = np.array([0.0, 5.0, 1.0, 1.0, 1.0])
    c = np.array([1.0, -0.0, 1.0, -0.0, -1.0])
    got = fma64(a, b, c)
    assert np.isnan(got[0]) and np.isnan(got[2])
    assert got[1] == 0 and not np.signbit(got[1])
    assert got[3] == 0 and np.signbit(got[3])
    assert got[4] == 0 and not np.signbit(got[4])


def test_div_scale_both_denormal_scales_the_denominator_down():
    d = np.array([-DBL_MAX])
    n = np.array([1.0])
    with np.errstate(all="ignore"):    # as the scheduler runs every instruction
        den, vcc = _div_scale(d, d, n, 128, 768, 53)
    assert vcc[0] and den[0] == np.ldexp(-DBL_MAX, -128)
    with np.errstate(all="ignore"):
        num, vcc = _div_scale(n, d, n, 128, 768, 53)
    assert vcc[0] and num[0] == 1.0


def test_div_fixup_overflowed_quotient_is_signed_infinity():
    from amdgcn.emu.semantics.valu_ops import _div_fixup
    q = np.array([np.nan, np.inf, 1.5], np.float32)
    den = np.array([2.0 ** -127, 2.0 ** -127, 2.0], np.float32)
    num = np.array([-3.4e35, 3.4e35, 3.0], np.float32)
    got = _div_fixup(q, den, num)
    assert got[0] == -np.inf and got[1] == np.inf and got[2] == 1.5


def test_div_fmas_scales_before_rounding():
    from amdgcn.emu.semantics.valu_ops import _div_fmas
    # a*b+c lands between two f32 values after the 2**-64 scale: one rounding, not two
    rng = np.random.default_rng(3)
    a = rng.uniform(1, 2, 4000).astype(np.float32)
    b = (rng.uniform(1, 2, 4000) * 2.0 ** -90).astype(np.float32)
    c = np.zeros(4000, np.float32)
    got = _div_fmas(a, b, c, np.ones(4000, bool), 64, 127)
    want = np.array([float(Fraction(float(x)) * Fraction(float(y)) / 2 ** 64)
                     for x, y in zip(a, b)]).astype(np.float32)
    assert np.array_equal(got.view(np.uint32), want.view(np.uint32))


def test_div_fixup_underflow_is_signed_zero():
    from amdgcn.emu.semantics.valu_ops import _div_fixup
    n = np.array([np.uint64(0x0008000000000000)]).view(np.float64)     # a denormal
    d = np.array([-8.99e304])
    got = _div_fixup(np.array([-np.inf]), d, n)
    assert got[0] == 0 and np.signbit(got[0])
    got32 = _div_fixup(np.array([np.nan], np.float32), np.array([3e38], np.float32),
                       np.array([1e-44], np.float32))
    assert got32[0] == 0 and not np.signbit(got32[0])


def test_fma64_infinite_addend_wins_over_an_overflowing_product():
    got = fma64(np.array([DBL_MAX, DBL_MAX]), np.array([9.2, -9.2]), np.array([-np.inf, np.inf]))
    assert got[0] == -np.inf and got[1] == np.inf
