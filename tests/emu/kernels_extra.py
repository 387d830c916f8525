"""More fixture kernels with references: MODE (tests/data/emu/src/modes.cl) and the
instruction families of issue #6's breadth items. Registered into :data:`kernels.CASES`."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from tests.emu.fpref import ref_flush, ref_round
from tests.emu.kernels import case


def _f32_mix(rng, n):
    """f32 values over normal and denormal magnitudes, with exact ties for the round modes."""
    v = (rng.uniform(1, 2, n) * 2.0 ** rng.integers(-140, 20, n) * rng.choice([-1, 1], n))
    return v.astype(np.float32)


@case("modes", "ftz_f32")
def _ftz(emu, co, rng):
    n = 200
    a, b = _f32_mix(rng, n), _f32_mix(rng, n)
    a[:20] = np.float32(2.0 ** -130)          # denormal inputs
    b[20:40] = np.float32(2.0 ** -70)         # products in the denormal range
    out = emu.empty((n, 4), np.float32)
    emu.dispatch(co, "ftz_f32", grid=(n,), workgroup=(64,),
                 args=[emu.to_device(a), emu.to_device(b), out, n])
    want = np.zeros((n, 4))
    for i in range(n):
        fx, fy = (ref_flush(float(v), np.float32) for v in (a[i], b[i]))
        x, y = Fraction(fx), Fraction(fy)
        sx, sy = math.copysign(1, fx) < 0, math.copysign(1, fy) < 0
        # IEEE signs of exact zeros (round to nearest): a sum is -0 only when both terms are
        zero_sign = (sx and sy, sx != sy, (sx != sy) and sx, sx and not sy)
        for k, exact in enumerate((x + y, x * y, x * y + x, x - y)):
            r = ref_flush(ref_round(exact, np.float32, 0), np.float32)
            want[i, k] = math.copysign(0.0, -1.0 if zero_sign[k] else 1.0) if exact == 0 else r
    return [(out.to_numpy(), want.astype(np.float32), None)]


@case("modes", "round_f32")
def _round(emu, co, rng):
    n = 130
    a = rng.standard_normal(n).astype(np.float32)
    b = (rng.standard_normal(n) * 2.0 ** -20).astype(np.float32)
    out = emu.empty((n, 4), np.float32)
    emu.dispatch(co, "round_f32", grid=(n,), workgroup=(64,),
                 args=[emu.to_device(a), emu.to_device(b), out, n])
    want = np.array([[ref_round(Fraction(float(x)) + Fraction(float(y)) * Fraction(float(x)),
                                np.float32, k) for k in range(4)] for x, y in zip(a, b)])
    return [(out.to_numpy(), want.astype(np.float32), None)]


# -- MFMA multi-block shapes and broadcast controls ----------------------------------------------
def _blgp(lane, blgp):
    """AMD's matrix instruction calculator, gfx9: the lane B data is read from under BLGP."""
    if blgp == 1:
        return lane % 32
    if blgp == 2:
        return lane + 32 if lane < 32 else lane
    if blgp == 3:
        return (lane + 16) % 64
    if blgp >= 4:
        return (blgp - 4) * 16 + lane % 16
    return lane


def ref_mfma(a_el, b_el, c, m, n, k, blocks, *, cbsz=0, abid=0, blgp=0, wide=False):
    """D registers [slot][lane] of an MFMA, element by element, from per-lane elements
    ``a_el[lane][e]``, ``b_el[lane][e]`` and C registers ``c[slot][lane]``."""
    ec = k * m * blocks // 64
    h = 1 if wide else 4
    rows_per_reg = 64 // n
    bpr = -(-64 // (m * n // h))
    d = np.array(c, dtype=object)
    for b in range(blocks):
        ab = (b >> cbsz << cbsz) + abid
        for i in range(m):
            for j in range(n):
                acc = 0
                for kk in range(k):
                    la = ab * m + (kk // ec) * m * blocks + i
                    lb = _blgp(b * n + (kk // ec) * n * blocks + j, blgp)
                    acc += a_el[la][kk % ec] * b_el[lb][kk % ec]
                slot = b * (m * n // 64) + (i // (h * rows_per_reg)) * h + i % h
                lane = (b % bpr) * n + ((i // h) % rows_per_reg) * bpr * n + j
                d[slot][lane] = d[slot][lane] + acc
    return d


def _mfma_case(emu, co, rng, kernel, *, m, n, k, blocks, slots, cbsz, abid, blgp, dt, cdt):
    ec = k * m * blocks // 64
    if dt == np.int32:
        a = rng.integers(-2**31, 2**31, 64, dtype=np.int64).astype(np.int32)
        b = rng.integers(-2**31, 2**31, 64, dtype=np.int64).astype(np.int32)
        a_el, b_el = a.view(np.int8).reshape(64, 4).astype(int), b.view(np.int8).reshape(64, 4).astype(int)
    else:
        a = rng.standard_normal(64 * ec).astype(dt)
        b = rng.standard_normal(64 * ec).astype(dt)
        a_el, b_el = a.reshape(64, ec).astype(float), b.reshape(64, ec).astype(float)
    c = (rng.integers(-1000, 1000, (slots, 64)) if cdt == np.int32
         else rng.standard_normal((slots, 64))).astype(cdt)
    out = emu.empty((slots, 64), cdt)
    emu.dispatch(co, kernel, grid=(64,), workgroup=(64,),
                 args=[emu.to_device(a), emu.to_device(b), emu.to_device(c), out])
    want = ref_mfma(a_el, b_el, c.astype(object) if cdt == np.int32 else c.astype(float),
                    m, n, k, blocks, cbsz=cbsz, abid=abid, blgp=blgp, wide=cdt == np.float64)
    if cdt == np.int32:
        want = (np.array(want.tolist(), dtype=np.int64) & 0xFFFFFFFF).astype(np.uint32).view(np.int32)
        return [(out.to_numpy(), want, None)]
    return [(out.to_numpy(), np.array(want.tolist(), dtype=np.float64).astype(cdt), (1e-6, 1e-6))]


@case("mfma", "mfma_4x4x1f32_bcast")
def _mfma_4x4x1(emu, co, rng):
    return _mfma_case(emu, co, rng, "mfma_4x4x1f32_bcast", m=4, n=4, k=1, blocks=16, slots=4,
                      cbsz=2, abid=1, blgp=3, dt=np.float32, cdt=np.float32)


@case("mfma", "mfma_16x16x1f32_bcast")
def _mfma_16x16x1(emu, co, rng):
    return _mfma_case(emu, co, rng, "mfma_16x16x1f32_bcast", m=16, n=16, k=1, blocks=4, slots=16,
                      cbsz=1, abid=1, blgp=5, dt=np.float32, cdt=np.float32)


@case("mfma", "mfma_32x32x1f32_plain")
def _mfma_32x32x1(emu, co, rng):
    return _mfma_case(emu, co, rng, "mfma_32x32x1f32_plain", m=32, n=32, k=1, blocks=2, slots=32,
                      cbsz=0, abid=0, blgp=2, dt=np.float32, cdt=np.float32)


@case("mfma", "mfma_4x4x4f16_bcast")
def _mfma_4x4x4f16(emu, co, rng):
    return _mfma_case(emu, co, rng, "mfma_4x4x4f16_bcast", m=4, n=4, k=4, blocks=16, slots=4,
                      cbsz=4, abid=9, blgp=7, dt=np.float16, cdt=np.float32)


@case("mfma", "mfma_16x16x4i8_bcast")
def _mfma_16x16x4i8(emu, co, rng):
    return _mfma_case(emu, co, rng, "mfma_16x16x4i8_bcast", m=16, n=16, k=4, blocks=4, slots=16,
                      cbsz=2, abid=3, blgp=1, dt=np.int32, cdt=np.int32)


@case("mfma", "mfma_4x4x4f64_plain")
def _mfma_4x4x4f64(emu, co, rng):
    return _mfma_case(emu, co, rng, "mfma_4x4x4f64_plain", m=4, n=4, k=4, blocks=4, slots=1,
                      cbsz=0, abid=0, blgp=0, dt=np.float64, cdt=np.float64)


@case("mfma", "mfma_gemm_f16")
def _mfma_gemm_f16(emu, co, rng):
    """A 64x64x32 f16 GEMM (4 waves, 4 MFMAs each) with an f16 denormal in A: MI200 flushes
    the f16 inputs of MFMA (MI200 ISA 7.1; AMD's MIOpen notes) and rounds each MFMA's sum to
    f32, so the reference flushes too and rounds after every K step of 8."""
    m = n = 64
    k = 32
    a = rng.uniform(-1, 1, (m, k)).astype(np.float16)
    b = rng.uniform(-1, 1, (k, n)).astype(np.float16)
    a[26, 3] = np.float16(-5.4e-5)                       # an f16 denormal
    c = emu.empty((m, n), np.float32)
    emu.dispatch(co, "mfma_gemm_f16", grid=(n // 32 * 64, m // 32), workgroup=(64, 1),
                 args=[emu.to_device(a), emu.to_device(b), c, m, n, k])
    af = np.where(np.abs(a) < np.finfo(np.float16).tiny, 0, a).astype(np.float64)
    want = np.zeros((m, n), np.float32)
    for k0 in range(0, k, 8):
        want = (want + af[:, k0:k0 + 8] @ b[k0:k0 + 8].astype(np.float64)).astype(np.float32)
    return [(c.to_numpy(), want, (2.5e-7, 0))]
