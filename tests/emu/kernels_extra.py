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
