"""Floating-point helpers shared by the VALU semantics: fused multiply-add, IEEE min/max,
conversions with the manual's saturation and NaN rules (MI200 ISA 12.7-12.8), bit counts.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from amdgcn.emu.semantics import fpmode

F16, F32, F64 = np.float16, np.float32, np.float64
I32, U32, I64, U64 = np.int32, np.uint32, np.int64, np.uint64
_SPLIT = F64(134217729.0)  # 2^27 + 1 (Veltkamp split of a double)
_FMA_PROD_MIN, _FMA_MAX, _FMA_SPLIT_MAX = 2.0 ** -950, 2.0 ** 1000, 2.0 ** 990
_F64_MIN_NORMAL = 2.0 ** -1022


#: the f64 bit pattern of a sum lying exactly halfway between two f32 values (normal range):
#: the 29 mantissa bits below f32 precision are 1000...0
_LOW29 = U64((1 << 29) - 1)
_TIE29 = U64(1 << 28)


def _widen(x, shape) -> np.ndarray:
    """A new f64 array of ``shape`` holding ``x`` (broadcast)."""
    x = np.asarray(x)
    if x.shape == shape:
        return x.astype(F64)
    out = np.empty(shape, F64)
    out[...] = x
    return out


def fma32(a, b, c, *, out=None):
    """Fused a*b+c in f32, correctly rounded (to nearest even); into ``out`` when given.

    The product of two f32 values is exact in f64, so the f64 sum is off the exact result by
    less than half an f64 ulp, and rounding it to f32 is right unless it landed exactly on a
    tie of f32 (double rounding): those lanes are redone from the exact residual.
    """
    shape = np.broadcast_shapes(np.shape(a), np.shape(b), np.shape(c))
    x = _widen(a, shape)
    x *= b
    x += c
    tie = (x.view(U64) & _LOW29) == _TIE29
    ties = np.flatnonzero(tie) if tie.any() else ()
    if len(ties):
        # read the tie lanes' sources now: ``out`` may be one of them
        src = [np.broadcast_to(np.asarray(v, F32), shape).reshape(-1)[ties] for v in (a, b, c)]
    if out is None:
        out = x.astype(F32)
    else:
        np.copyto(out, x, casting="same_kind")
    if len(ties):
        out.reshape(-1)[ties] = fpmode.round_pair(*fpmode.exact("fma", "f32", src), 0, F32)
    return out


def fma16(a, b, c):
    """Fused a*b+c in f16, correctly rounded (exact product in f64, ties by the residual)."""
    s, e = fpmode.exact("fma", "f16", (a, b, c))
    return fpmode.round_pair(s, e, 0, F16)


def _split(a):
    t = a * _SPLIT
    hi = t - (t - a)
    return hi, a - hi


def fma64(a, b, c):
    """Fused a*b+c in f64, correctly rounded to nearest even (MI200 ISA V_FMA_F64).

    Boldo and Melquiond's emulation ("Emulation of FMA and correctly rounded sums: proved
    algorithms using rounding to odd", IEEE TC 2008): an exact product ``uh + ul``, an exact
    sum ``th + tl = c + uh``, ``v = round_to_odd(tl + ul)``, then ``RN(th + v)``. It needs
    no overflow or underflow inside; lanes whose exponents leave that range (and products
    that overflow f64, e.g. the Newton step ``fma(-g, g, x)`` of sqrt(DBL_MAX)) are computed
    exactly with Python integers instead.
    """
    a, b, c = np.broadcast_arrays(np.asarray(a, F64), np.asarray(b, F64), np.asarray(c, F64))
    with np.errstate(all="ignore"):
        uh = a * b
        # normal a and b below 2**990 (the Veltkamp split multiplies by 2**27), a product
        # between 2**-950 (its low part stays normal) and 2**1000, c below 2**1000; NaNs fail
        ua = np.abs(uh)
        fast = (ua >= _FMA_PROD_MIN) & (ua <= _FMA_MAX) & (np.abs(c) <= _FMA_MAX)
        fast &= (np.abs(a) <= _FMA_SPLIT_MAX) & (np.abs(b) <= _FMA_SPLIT_MAX)
        fast &= (np.abs(a) >= _F64_MIN_NORMAL) & (np.abs(b) >= _F64_MIN_NORMAL)
        ah, al = _split(a)
        bh, bl = _split(b)
        ul = ((ah * bh - uh) + ah * bl + al * bh) + al * bl
        th, tl = _two_sum(c, uh)
        r = th + _round_to_odd_sum(tl, ul)
        if fast.all():
            return r
        # a finite a*b is exact (never infinite) before c is added: an infinite c wins even
        # where the rounded product overflows (fma(DBL_MAX, 9.2, -inf) is -inf, not NaN)
        plain = np.where(np.isinf(c) & np.isfinite(a) & np.isfinite(b), c, uh + c)
        r = np.where(fast, r, plain)
    special = ~(np.isfinite(a) & np.isfinite(b) & np.isfinite(c)) | (a == 0) | (b == 0)
    slow = np.flatnonzero(~fast & ~special)
    if slow.size:
        flat = r.reshape(-1)
        for i, x, y, z in zip(slow, a.reshape(-1)[slow], b.reshape(-1)[slow], c.reshape(-1)[slow]):
            flat[i] = _fma_exact(float(x), float(y), float(z))
    return r


def _two_sum(x, y):
    """s + e == x + y exactly (Knuth), s = RN(x + y)."""
    s = x + y
    bb = s - x
    return s, (x - (s - bb)) + (y - bb)


def _round_to_odd_sum(x, y):
    """x + y rounded to odd: exact sums stay; else the neighbour with an odd last bit."""
    s, e = _two_sum(x, y)
    even = (s.view(U64) & U64(1)) == 0
    step = (e != 0) & even & np.isfinite(s)
    if step.any():
        s = np.where(step, np.nextafter(s, np.where(e > 0, np.inf, -np.inf)), s)
    return s


def _fma_exact(x: float, y: float, z: float) -> float:
    """x*y+z with Python's exact rationals; int/int division rounds correctly."""
    exact = Fraction(x) * Fraction(y) + Fraction(z)
    if exact == 0:
        return 0.0 if (x * y != 0 or not (np.signbit(x * y) and np.signbit(z))) else -0.0
    try:
        return exact.numerator / exact.denominator
    except OverflowError:
        return float("inf") if exact > 0 else float("-inf")


def fmin(a, b):
    """IEEE minNum: a NaN operand yields the other operand; -0 < +0."""
    r = np.fmin(a, b)
    both0 = (a == 0) & (b == 0)
    if np.any(both0):
        r = np.where(both0, np.where(np.signbit(a), a, b), r)
    return r


def fmax(a, b):
    """IEEE maxNum: a NaN operand yields the other operand; +0 > -0."""
    r = np.fmax(a, b)
    both0 = (a == 0) & (b == 0)
    if np.any(both0):
        r = np.where(both0, np.where(np.signbit(a), b, a), r)
    return r


def cvt_int(x, lo: int, hi: int, dtype):
    """Float -> integer, truncating toward zero, saturating to [lo, hi], NaN -> 0."""
    x = np.asarray(x, F64)
    t = np.trunc(np.nan_to_num(x, nan=0.0, posinf=hi, neginf=lo))
    return np.clip(t, lo, hi).astype(dtype)


def popcount32(x):
    """Bits set in each uint32 (SWAR)."""
    x = np.asarray(x, U32)
    x = x - ((x >> U32(1)) & U32(0x55555555))
    x = (x & U32(0x33333333)) + ((x >> U32(2)) & U32(0x33333333))
    x = (x + (x >> U32(4))) & U32(0x0F0F0F0F)
    return ((x * U32(0x01010101)) >> U32(24)).astype(U32)


def clz32(x):
    """Leading zeros of each uint32 (32 for zero)."""
    x = np.asarray(x, U32)
    n = np.zeros(x.shape, U32)
    y = x.copy()
    for s in (16, 8, 4, 2, 1):
        m = y < (U32(1) << U32(32 - s))
        n = np.where(m, n + U32(s), n)
        y = np.where(m, y << U32(s), y)
    return np.where(x == 0, U32(32), n)


def ctz32(x):
    """Trailing zeros of each uint32 (32 for zero)."""
    x = np.asarray(x, U32)
    low = x & (~x + U32(1))
    return np.where(x == 0, U32(32), U32(31) - clz32(low))


def brev32(x):
    """Reverse the bits of each uint32."""
    x = np.asarray(x, U32)
    x = ((x >> U32(1)) & U32(0x55555555)) | ((x & U32(0x55555555)) << U32(1))
    x = ((x >> U32(2)) & U32(0x33333333)) | ((x & U32(0x33333333)) << U32(2))
    x = ((x >> U32(4)) & U32(0x0F0F0F0F)) | ((x & U32(0x0F0F0F0F)) << U32(4))
    x = ((x >> U32(8)) & U32(0x00FF00FF)) | ((x & U32(0x00FF00FF)) << U32(8))
    return (x >> U32(16)) | (x << U32(16))


def exponent(x):
    """The biased exponent field of f32 / f64 values."""
    x = np.asarray(x)
    if x.dtype == F64:
        return ((x.view(U64) >> U64(52)) & U64(0x7FF)).astype(I64)
    return ((np.asarray(x, F32).view(U32) >> U32(23)) & U32(0xFF)).astype(I64)


def is_denorm(x):
    """True for subnormal values."""
    x = np.asarray(x)
    return (x != 0) & (exponent(x) == 0)


def quiet(x):
    """NaNs made quiet (the result of any arithmetic on a NaN)."""
    return x + x.dtype.type(0) if hasattr(x, "dtype") else x


def fclass(x, mask):
    """V_CMP_CLASS: is x in one of the classes selected by mask bits 0-9
    (sNaN, qNaN, -inf, -normal, -denorm, -0, +0, +denorm, +normal, +inf)."""
    x = np.asarray(x)
    m = np.asarray(mask, U32)
    neg = np.signbit(x)
    nan = np.isnan(x)
    if x.dtype == F64:
        quiet_bit = (x.view(U64) >> U64(51)) & U64(1)
    elif x.dtype == F16:
        quiet_bit = (x.view(np.uint16) >> np.uint16(9)) & np.uint16(1)
    else:
        quiet_bit = (x.view(U32) >> U32(22)) & U32(1)
    inf = np.isinf(x)
    zero = x == 0
    den = (~zero) & (~nan) & (~inf) & (np.abs(x) < np.finfo(x.dtype).tiny)
    norm = ~(nan | inf | zero | den)
    classes = [nan & (quiet_bit == 0), nan & (quiet_bit == 1), inf & neg, norm & neg, den & neg,
               zero & neg, zero & ~neg, den & ~neg, norm & ~neg, inf & ~neg]
    r = np.zeros(np.broadcast(x, m).shape, dtype=bool)
    for bit, c in enumerate(classes):
        r |= c & (((m >> U32(bit)) & U32(1)) != 0)
    return r
