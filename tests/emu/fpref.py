"""An exact reference for IEEE rounding in the four MODE round modes, in fractions."""

from __future__ import annotations

from fractions import Fraction

import numpy as np

#: (precision, emin, emax) of the IEEE binary formats
FORMATS = {np.float16: (11, -14, 15), np.float32: (24, -126, 127), np.float64: (53, -1022, 1023)}


def ref_round(x: Fraction, dt, mode: int) -> float:
    """``x`` rounded to ``dt`` in round mode 0-3 (nearest even, +inf, -inf, toward zero)."""
    p, emin, emax = FORMATS[dt]
    if x == 0:
        return 0.0
    neg = x < 0
    a = -x if neg else x
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    q = Fraction(2) ** (max(e, emin) - (p - 1))
    k = a / q
    n = k.numerator // k.denominator
    rem = k - n
    if mode == 0:
        up = rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n % 2 == 1)
    elif mode == 3:
        up = False
    else:
        up = rem > 0 and ((mode == 1) != neg)
    n += int(up)
    r = n * q
    big = (2 - Fraction(2) ** (1 - p)) * Fraction(2) ** emax
    if r > big:
        toward_inf = mode == 0 or (mode == 1 and not neg) or (mode == 2 and neg)
        r = None if toward_inf else big
    val = float("inf") if r is None else float(r)
    return -val if neg else val


def ref_flush(x: float, dt) -> float:
    """``x`` with a denormal of ``dt`` flushed to a signed zero."""
    tiny = float(np.finfo(dt).tiny)
    return (-0.0 if x < 0 else 0.0) if x != 0 and abs(x) < tiny else x
