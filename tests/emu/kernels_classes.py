"""Issue 9's failure classes as fixture kernels (tests/data/emu/src/classes.cl) with references.

The references come from NumPy where it expresses the operation, else from the OpenCL C spec
(``clz``/``ctz`` of 0 is the bit width, C integer promotions) or the MI200 ISA manual's
pseudocode (chapter 12) for the ``__builtin_amdgcn_*`` builtins, computed independently here.
Each case: ``fn(emu, co, rng) -> list of (got, want, tolerance)`` as in :mod:`tests.emu.kernels`.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from tests.emu.fpref import ref_round

FILE = "classes"
CLASS_CASES: dict = {}
#: kernels a processor cannot compile (the source leaves them out under ``#if``)
NOT_ON = {"gfx900": {"dots": "gfx900 (Vega 10) has no dot instructions (v_dot4_i32_i8 ...)"}}


def case(kernel: str):
    def deco(fn):
        CLASS_CASES[kernel] = fn
        return fn
    return deco


def _u32(v: int) -> int:
    return v & 0xFFFFFFFF


def _s(v: int, bits: int) -> int:
    """``v`` wrapped to a signed ``bits``-bit integer."""
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


# -- 64-bit bit counting ----------------------------------------------------------------------
def _clz(v: int, bits: int) -> int:
    return bits - v.bit_length()


def _ctz(v: int, bits: int) -> int:
    return bits if v == 0 else (v & -v).bit_length() - 1


def _clrsb64(v: int) -> int:
    s = _s(v, 64)
    return 63 - (~s if s < 0 else s).bit_length()


def _bits64_inputs(rng, n):
    x = rng.integers(0, 2**64, n, dtype=np.uint64)
    sh = rng.integers(0, 64, n).astype(np.uint64)
    x[::4] >>= sh[::4]                      # leading zeros of every count
    x[1::4] <<= sh[1::4]                    # trailing zeros of every count
    x[2::8] = ~(x[2::8] >> sh[2::8])        # negative values with long sign runs
    special = [0, 1, 1 << 63, 2**64 - 1, 1 << 32, (1 << 32) - 1, 0x80000000, 3 << 62]
    x[0::3][:len(special)] = special        # the work-groups' uniform values, in[3 * group]
    x[5] = x[6] = 0
    return x


@case("bits64")
def _bits64(emu, co, rng):
    n = 256
    x = _bits64_inputs(rng, n)
    out = emu.empty((n, 12), np.int32)
    emu.dispatch(co, "bits64", grid=(n,), workgroup=(64,), args=[emu.to_device(x), out])
    xs = [int(v) for v in x]
    want = []
    for i, v in enumerate(xs):
        u = xs[3 * (i // 64)]
        m = 0xFFFFFFFFFFFFFFFF
        want.append([_clz(v, 64), _ctz(v, 64), v.bit_count(), _clz(u, 64), _ctz(u, 64),
                     u.bit_count(), _clz(v & 0xFFFFFFFF, 32), _ctz(u >> 32, 32), _clrsb64(v),
                     _clrsb64(u), _clz(v >> (i & 63), 64) + _ctz((v << (i & 63)) & m, 64),
                     (u ^ v).bit_count() + _clz(u & v, 64)])
    return [(out.to_numpy(), np.array(want, np.int32), None)]


def _rotl(v: int, r: int, bits: int) -> int:
    m = (1 << bits) - 1
    return ((v << r) | (v >> ((bits - r) % bits))) & m


def _int_widths_want(x: int, y: int) -> list:
    m64 = (1 << 64) - 1
    c, h, w = x & 0xFF, (x >> 8) & 0xFFFF, (x >> 16) & 0xFFFFFFFF
    o0 = (_clz(c, 8) | _ctz(c, 8) << 8 | c.bit_count() << 16 | _clz(h, 16) << 24
          | _ctz(h, 16) << 32 | h.bit_count() << 40 | _clz(h & 0xFF, 16) << 48)
    sw = _s(w, 32)
    clrsb32 = 31 - (~sw if sw < 0 else sw).bit_length()
    o1 = (_clz(w, 32) | _ctz(w, 32) << 8 | clrsb32 << 16 | _clz(y, 64) << 24
          | _clz(y >> 40, 64) << 32)
    r, r64 = y & 31, (y >> 8) & 63
    return [o0, o1, _rotl(c, r & 7, 8), _rotl(h, r & 15, 16), _rotl(w, r, 32),
            _rotl(x, r64, 64), (x * y) >> 64, ((_s(x, 64) * _s(y, 64)) >> 64) & m64,
            (x >> 1) + (y >> 1) + (x & y & 1), abs(x - y)]


@case("int_widths")
def _int_widths(emu, co, rng):
    n = 128
    v = rng.integers(0, 2**64, (n, 2), dtype=np.uint64)
    v[::5, 0] &= np.uint64(0xFFFF_FFFF_0000_00FF)       # zero bytes, halves and words
    v[1::5, 0] &= np.uint64(0x0000_0000_00FF_0000)
    v[2::5, 1] >>= np.uint64(50)
    v[3, :] = 0
    out = emu.empty((n, 10), np.uint64)
    emu.dispatch(co, "int_widths", grid=(n,), workgroup=(64,), args=[emu.to_device(v), out])
    want = [_int_widths_want(int(a), int(b)) for a, b in v]
    return [(out.to_numpy(), np.array(want, np.uint64), None)]


# -- sub-dword loads, integer promotions, conversion to float ---------------------------------
@case("subword")
def _subword(emu, co, rng):
    n = 320
    c = rng.integers(-128, 128, (n, 4)).astype(np.int8)
    uc = rng.integers(0, 256, (n, 4)).astype(np.uint8)
    s = rng.integers(-32768, 32768, (n, 2)).astype(np.int16)
    us = rng.integers(0, 65536, (n, 2)).astype(np.uint16)
    c[:8] = [[-128, 127, -1, 0]] * 8
    uc[:8] = [[255, 128, 0, 1]] * 8
    s[:8] = [[-32768, 32767]] * 8
    us[:8] = [[65535, 32768]] * 8
    oi, of = emu.empty((n, 8), np.int32), emu.empty((n, 8), np.float32)
    emu.dispatch(co, "subword", grid=(n,), workgroup=(64,),
                 args=[emu.to_device(c), emu.to_device(uc), emu.to_device(s), emu.to_device(us),
                       oi, of])
    wi, wf = [], []
    for i in range(n):
        ax, ay, az, aw = (int(v) for v in c[i])
        bx, by, bz, bw = (int(v) for v in uc[i])
        hx, hy = (int(v) for v in s[i])
        gx, gy = (int(v) for v in us[i])
        wi.append([ax * by + ay * bx, az * hx + bw * gy, (aw + bz) * (hy - gx),
                   ((ax + bx) & 0xFF) + _s(by * 3, 8), _s(hx * hy, 16) + ((gx + gy) & 0xFFFF),
                   (ay * 512) ^ (bw >> 1) ^ (hx >> 3) ^ (gy << 2), max(az, bz) - min(hy, gx),
                   _s(gx * bx + gy * bw + by * bz, 32)])
        wf.append([ax + by, aw * 0.5 + bz, hy - gx, gy * 0.25 + hx, az * bw, bx * ay,
                   _s(hy + ax, 16), ((gx - bw) & 0xFFFF) + _s(az ^ aw, 8)])
    # every float result is an exact small integer or half-integer: f32 holds it exactly
    return [(oi.to_numpy(), np.array(wi, np.int64).astype(np.int32), None),
            (of.to_numpy(), np.array(wf, np.float64).astype(np.float32), None)]


@case("subword_scalar")
def _subword_scalar(emu, co, rng):
    n = 192
    c = rng.integers(-128, 128, 3 * n + 3).astype(np.int8)
    uc = rng.integers(0, 256, 5 * n + 5).astype(np.uint8)
    s = rng.integers(-32768, 32768, 2 * n + 2).astype(np.int16)
    us = rng.integers(0, 65536, 3 * n + 3).astype(np.uint16)
    c[1:7], uc[:8], s[:4], us[:6] = -128, 255, -32768, 65535
    oi, of = emu.empty((n, 4), np.int32), emu.empty((n, 2), np.float32)
    emu.dispatch(co, "subword_scalar", grid=(n,), workgroup=(64,),
                 args=[emu.to_device(c), emu.to_device(uc), emu.to_device(s), emu.to_device(us),
                       oi, of])
    wi, wf = [], []
    for i in range(n):
        c0, c1 = int(c[3 * i + 1]), int(c[3 * i + 2])
        u0, u1 = int(uc[5 * i]), int(uc[5 * i + 3])
        s0 = int(s[2 * i + 1])
        w0, w1 = int(us[3 * i + 2]), int(us[3 * i])
        h = np.array([c0 * 0.5, u1 * 0.25], np.float16)    # exact in f16 (|c0| <= 128)
        wi.append([_s(c0 * u1 + s0 * c1 - w0 * u0, 32), _s(c0 * w1, 16) + ((u0 + u1 + c1) & 0xFF),
                   int(h.view(np.int32)[0]), _s((w0 ^ w1) * s0 + c1 * 8, 32)])
        wf.append([np.float32(np.float32(c0) * np.float32(w1)) - np.float32(s0),
                   np.float32((w0 + u0) & 0xFFFF) + np.float32(_s(s0 - c0, 16) * 0.125)])
    return [(oi.to_numpy(), np.array(wi, np.int64).astype(np.int32), None),
            (of.to_numpy(), np.array(wf, np.float32), None)]


# -- float2 with swizzled operands --------------------------------------------------------------
def _fma32(a, b, c):
    """f32 fused multiply-add, rounded once (to nearest even) from the exact value."""
    def one(x, y, z):
        x, y, z = float(x), float(y), float(z)
        if not all(np.isfinite([x, y, z])):   # inf and NaN: the f64 operations give the same
            return x * y + z
        return ref_round(Fraction(x) * Fraction(y) + Fraction(z), np.float32, 0)
    with np.errstate(all="ignore"):
        flat = [one(x, y, z) for x, y, z in zip(np.ravel(a), np.ravel(b), np.ravel(c))]
    return np.array(flat, np.float32).reshape(np.shape(a))


@case("float2_swizzle")
def _float2(emu, co, rng):
    n = 130
    a, b, c = ((rng.standard_normal((n, 2)) * 4).astype(np.float32) for _ in range(3))
    a[:4] = [[0.0, -0.0], [np.inf, 1.0], [np.float32(1e-40), 3.0], [-2.0, np.nan]]
    out = emu.empty((n, 9, 2), np.float32)
    emu.dispatch(co, "float2_swizzle", grid=(n,), workgroup=(64,),
                 args=[emu.to_device(a), emu.to_device(b), emu.to_device(c), out])
    x, y, z = a, b, c
    yx, xx, yy = y[:, ::-1], y[:, [0, 0]], y[:, [1, 1]]
    with np.errstate(all="ignore"):
        want = [x * yx, x + yx, _fma32(x, yx, z), _fma32(x[:, ::-1], y, -z[:, ::-1]), x - yx,
                x * xx + z[:, [1, 1]], (-x[:, ::-1]) * y - z,
                _fma32(x[:, [0, 0]], -yy, z[:, ::-1]) + np.stack([x[:, 1], -x[:, 0]], axis=1),
                z[:, ::-1]]
    want = np.stack(want, axis=1).astype(np.float32)
    got = out.to_numpy()
    # NaN payloads are not compared: a quiet NaN of either operand may come out
    nan = np.isnan(want)
    return [(np.isnan(got), nan, None), (np.where(nan, 0, got), np.where(nan, 0, want), None)]


# -- AMDGPU integer builtins (MI200 ISA chapter 12 pseudocode) ----------------------------------
def _bfe(x: int, off: int, width: int, signed: bool) -> int:
    """v_bfe_u32/v_bfe_i32: offset and width are S1[4:0], S2[4:0]; the signed form
    sign-extends the field from its top bit (LLVM's constant folder for AMDGPUISD::BFE_I32)."""
    off, width = off & 31, width & 31
    field = (x >> off) & ((1 << width) - 1)
    if signed and width and off + width < 32:
        field = _s(field, width)
    elif signed and width:
        field = _s(x, 32) >> off               # the field reaches bit 31: arithmetic shift
    return _u32(field)


def _byte(v: int, k: int) -> int:
    return (v >> (8 * k)) & 0xFF


def _perm(x: int, y: int, sel: int) -> int:
    data = (x << 32) | y                          # in[0..3] = S1 bytes, in[4..7] = S0 bytes
    out = 0
    for k in range(4):
        s = _byte(sel, k)
        if s >= 13:
            b = 0xFF
        elif s == 12:
            b = 0
        elif s >= 8:
            b = 0xFF * ((data >> (16 * (s - 8) + 15)) & 1)
        else:
            b = _byte(data, s)
        out |= b << (8 * k)
    return out


def _sad_u8(x: int, y: int) -> int:
    return sum(abs(_byte(x, k) - _byte(y, k)) for k in range(4))


def _int_builtins_want(x: int, y: int, z: int, first_x: int, first_z: int) -> list:
    sx, sy = _s(x, 24), _s(y, 24)
    return [
        _bfe(x, y, z, False), _bfe(x, y, z, True), _bfe(x, y, z, False),
        _u32(((x << 32) | y) >> (z & 31)), _u32(((x << 32) | y) >> (8 * (z & 3))),
        _perm(x, y, z),
        sum((((_byte(x, k) + _byte(y, k) + ((z >> (8 * k)) & 1)) >> 1) << (8 * k))
            for k in range(4)),
        _u32(_sad_u8(x, y) + z),
        _u32(z + sum(0 if _byte(y, k) == 0 else abs(_byte(x, k) - _byte(y, k)) for k in range(4))),
        _u32((_sad_u8(x, y) << 16) + z),
        _u32(z + abs((x >> 16) - (y >> 16)) + abs((x & 0xFFFF) - (y & 0xFFFF))),
        _u32((x & 0xFFFFFF) * (y & 0xFFFFFF)), ((x & 0xFFFFFF) * (y & 0xFFFFFF)) >> 32,
        _u32(sx * sy), _u32((sx * sy) >> 32), _u32(first_x + (first_z >> 3)),
    ]


@case("int_builtins")
def _int_builtins(emu, co, rng):
    n = 256
    a, b, c = (rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32) for _ in range(3))
    b[::3] = rng.integers(0, 32, len(b[::3]))      # in-range offsets/shifts beside random ones
    c[::2] = rng.integers(0, 40, len(c[::2]))      # widths 0..39 (mod 32: 0..31 and 0..7)
    c[1::8] = 0x0C0D0809 + rng.integers(0, 4, len(c[1::8])) * 0x01010101   # perm selectors
    c[3::8] = 0x0A0B0403
    a[::5] &= 0x00FF00FF                           # zero bytes for msad's mask
    b[1::7] &= 0xFF00FF00
    out = emu.empty((n, 16), np.uint32)
    emu.dispatch(co, "int_builtins", grid=(n,), workgroup=(64,),
                 args=[emu.to_device(a), emu.to_device(b), emu.to_device(c), out])
    want = [_int_builtins_want(int(a[i]), int(b[i]), int(c[i]), int(a[i - i % 64]),
                               int(c[i - i % 64])) for i in range(n)]
    return [(out.to_numpy(), np.array(want, np.uint64).astype(np.uint32), None)]


def _quad_sad(a: int, b: int, acc: list, bits: int, masked: bool) -> list:
    """D part k = (M)SAD_U8(S0[8k+31:8k], S1, S2 part k) for k < 4, parts of ``bits`` bits
    (MI200 ISA 12.11 V_QSAD_PK_U16_U8, V_MQSAD_PK_U16_U8, V_MQSAD_U32_U8)."""
    out = []
    for k in range(4):
        window = (a >> (8 * k)) & 0xFFFFFFFF
        total = acc[k] + sum(0 if masked and _byte(b, j) == 0 else
                             abs(_byte(window, j) - _byte(b, j)) for j in range(4))
        out.append(total & ((1 << bits) - 1))
    return out


@case("sad_family")
def _sad_family(emu, co, rng):
    n = 128
    a = rng.integers(0, 2**64, n, dtype=np.uint64)
    b = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    b[::3] &= 0xFF00FF00                         # zero reference bytes: masked out of MSAD
    c = rng.integers(0, 2**64, n, dtype=np.uint64)
    c[::4] |= np.uint64(0xFFF0FFF0FFF0FFF0)      # 16-bit accumulators that overflow
    d = rng.integers(0, 2**32, (n, 4), dtype=np.uint64).astype(np.uint32)
    out, out4 = emu.empty((n, 2), np.uint64), emu.empty((n, 4), np.uint32)
    emu.dispatch(co, "sad_family", grid=(n,), workgroup=(64,),
                 args=[emu.to_device(a), emu.to_device(b), emu.to_device(c), emu.to_device(d),
                       out, out4])
    want, want4 = [], []
    for i in range(n):
        x, y, z = int(a[i]), int(b[i]), int(c[i])
        acc16 = [(z >> (16 * k)) & 0xFFFF for k in range(4)]
        q = _quad_sad(x, y, acc16, 16, False)
        m = _quad_sad(x, y, acc16, 16, True)
        want.append([sum(v << (16 * k) for k, v in enumerate(q)),
                     sum(v << (16 * k) for k, v in enumerate(m))])
        want4.append(_quad_sad(x, y, [int(v) for v in d[i]], 32, True))
    return [(out.to_numpy(), np.array(want, np.uint64), None),
            (out4.to_numpy(), np.array(want4, np.uint64).astype(np.uint32), None)]


def _sat(v: int, bits: int, signed: bool) -> int:
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return max(lo, min(hi, v)) & ((1 << bits) - 1)


def _saturate_want(x: int, y: int) -> list:
    def s(v, bits):
        return _s(v, bits)

    def u(v, bits):
        return v & ((1 << bits) - 1)
    ops = [(32, False), (32, True), (16, False), (16, True)]
    out = []
    for bits, signed in ops:
        a, b = (s(x, bits), s(y, bits)) if signed else (u(x, bits), u(y, bits))
        for r in (a + b, a - b):
            r = _sat(r, bits, signed)
            out.append(_u32(_s(r, bits)) if signed else r)
    ub = _sat(u(x, 8) + u(y, 8), 8, False) | _sat(u(x >> 8, 8) - u(y >> 8, 8), 8, False) << 8
    sb = _sat(s(x, 8) + s(y, 8), 8, True) | _sat(s(x >> 8, 8) - s(y >> 8, 8), 8, True) << 8
    pk_add = _sat(u(x, 16) + u(y, 16), 16, False) | _sat(u(x >> 16, 16) + u(y >> 16, 16), 16,
                                                          False) << 16
    pk_sub = _sat(s(x, 16) - s(y, 16), 16, True) | _sat(s(x >> 16, 16) - s(y >> 16, 16), 16,
                                                         True) << 16
    return out + [ub, sb, pk_add, pk_sub]


@case("saturate")
def _saturate(emu, co, rng):
    n = 256
    edges = np.array([0, 1, 0x7F, 0x80, 0xFF, 0x7FFF, 0x8000, 0xFFFF, 0x7FFFFFFF, 0x80000000,
                      0xFFFFFFFF, 0x80008000, 0x7FFF7FFF, 0xFFFF0000, 0x807F80FF], np.uint32)
    a = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    b = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    a[: len(edges) ** 2 % n] = np.repeat(edges, len(edges))[: len(edges) ** 2 % n]
    b[: len(edges) ** 2 % n] = np.tile(edges, len(edges))[: len(edges) ** 2 % n]
    out = emu.empty((n, 12), np.uint32)
    emu.dispatch(co, "saturate", grid=(n,), workgroup=(64,),
                 args=[emu.to_device(a), emu.to_device(b), out])
    want = [_saturate_want(int(x), int(y)) for x, y in zip(a, b)]
    return [(out.to_numpy(), np.array(want, np.uint64).astype(np.uint32), None)]


def _dot(x: int, y: int, acc: int, bits: int, signed: bool, clamp: bool) -> int:
    """v_dot{32/bits}_{i,u}32_{i,u}{bits}: D = sum of the products of the ``bits``-bit parts
    of S0 and S1 + S2 (MI200 ISA 12.10); clamp saturates to the 32-bit result type."""
    n, m = 32 // bits, (1 << bits) - 1

    def part(v, k):
        p = (v >> (bits * k)) & m
        return p - (1 << bits) if signed and p >> (bits - 1) else p
    r = sum(part(x, k) * part(y, k) for k in range(n)) + (_s(acc, 32) if signed else acc)
    if clamp:
        r = max(-2**31, min(2**31 - 1, r)) if signed else max(0, min(2**32 - 1, r))
    return _s(r, 32)


@case("dots")
def _dots(emu, co, rng):
    n = 192
    a, b = (rng.integers(-2**31, 2**31, n).astype(np.int32) for _ in range(2))
    c = rng.integers(-2**31, 2**31, n).astype(np.int32)
    c[::4] = 2**31 - 1 - rng.integers(0, 40000, len(c[::4]))   # saturate with clamp
    a[1::4] = -2**31 + rng.integers(0, 40000, len(a[1::4]))
    a[2::4] = np.int32(-0x7F7F7F80)                          # 0x80808080: four -128 bytes
    b[2::4] = np.int32(-0x7F7F7F80)
    c[3::4] = -1                                             # 0xFFFFFFFF: unsigned overflow
    out = emu.empty((n, 7), np.int32)
    emu.dispatch(co, "dots", grid=(n,), workgroup=(64,),
                 args=[emu.to_device(a), emu.to_device(b), emu.to_device(c), out])
    ua, ub, uc = (v.view(np.uint32) for v in (a, b, c))
    want = []
    for i in range(n):
        x, y, z = int(ua[i]), int(ub[i]), int(uc[i])
        want.append([_dot(x, y, z, 8, True, False), _dot(x ^ z, y, x, 8, True, True),
                     _dot(x, y, z, 16, True, False), _dot(x, y, z, 16, False, True),
                     _dot(x, y, z, 8, False, True), _dot(x, y, z, 4, True, True),
                     _dot(x, y, z, 4, False, False)])
    return [(out.to_numpy(), np.array(want, np.int32), None)]


# -- bitonic sort, private array, calls ---------------------------------------------------------
@case("bitonic_sort")
def _bitonic(emu, co, rng):
    groups = 2
    keys = rng.integers(0, 2**32, (groups, 1024), dtype=np.uint64).astype(np.uint32)
    keys[1, ::3] = keys[1, 0]                      # repeated keys
    buf = emu.to_device(keys)
    emu.dispatch(co, "bitonic_sort", grid=(512 * groups,), workgroup=(512,), args=[buf])
    return [(buf.to_numpy(), np.sort(keys, axis=1), None)]


@case("private48")
def _private48(emu, co, rng):
    n = 200
    x = rng.standard_normal((n, 48)).astype(np.float32)
    idx = rng.integers(0, 10000, n).astype(np.int32)
    out = emu.empty((n, 2), np.float32)
    emu.dispatch(co, "private48", grid=(n,), workgroup=(64,),
                 args=[emu.to_device(x), emu.to_device(idx), out])
    v = x * np.arange(1, 49, dtype=np.float32)
    for i, j in enumerate(int(t) for t in idx):
        for r in range(4):
            m = (j + 11 * r) % 48
            v[i, m] = v[i, m] + v[i, (m + 5) % 48]
    rows = np.arange(n)
    want = np.stack([v[rows, idx % 48] + v[rows, (idx * 7 + 3) % 48],
                     v[rows, 47 - idx % 48] - v[:, 0]], axis=1)
    return [(out.to_numpy(), want, None)]


@case("private_mixed")
def _private_mixed(emu, co, rng):
    n = 128
    x = rng.integers(-2**20, 2**20, n).astype(np.int32)
    idx = rng.integers(0, 5000, n).astype(np.int32)
    out = emu.empty((n, 2), np.int64)
    emu.dispatch(co, "private_mixed", grid=(n,), workgroup=(64,),
                 args=[emu.to_device(x), emu.to_device(idx), out])
    want = []
    for i in range(n):
        v, j = int(x[i]), int(idx[i])
        c = [_s(v * (k + 3) + k, 8) for k in range(64)]
        h = [_s(v * (k - 7) - 3 * k, 16) for k in range(40)]
        f = [(k - 12) * 0.25 for k in range(24)]               # exact in f16
        d = [float(np.float64(v) / np.float64(k + 1)) for k in range(12)]
        c[(j + 5) % 64] = _s(c[(j + 5) % 64] + _s(j, 8), 8)
        h[(j * 3) % 40] = _s(h[(j * 3) % 40] ^ _s(j, 16), 16)
        f[j % 24] = float(np.float16(f[(j + 1) % 24] + f[(j + 2) % 24]))
        d[j % 12] *= 3.0
        want.append([c[j % 64] * 100000 + h[(j + 1) % 40] + c[(j + 5) % 64]
                     + h[(j * 3) % 40] * 7,
                     int(d[j % 12] * 64.0) + int(d[(j + 7) % 12] * 64.0) + int(f[j % 24] * 64)])
    return [(out.to_numpy(), np.array(want, np.int64), None)]


_CRC_TABLE = [0x00000000, 0x1DB71064, 0x3B6E20C8, 0x26D930AC, 0x76DC4190, 0x6B6B51F4,
              0x4DB26158, 0x5005713C, 0xEDB88320, 0xF00F9344, 0xD6D6A3E8, 0xCB61B38C,
              0x9B64C2B0, 0x86D3D2D4, 0xA00AE278, 0xBDBDF21C]


def _crc32_nibbles(x: int) -> int:
    crc = 0xFFFFFFFF
    for k in range(8):
        crc = _CRC_TABLE[(crc ^ (x >> (4 * k))) & 15] ^ (crc >> 4)
    return ~crc & 0xFFFFFFFF


@case("program_scope")
def _program_scope(emu, co, rng):
    n = 64   # one work-group: the __global pad is shared by the whole dispatch
    x = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    out = emu.empty((n,), np.uint32)
    emu.dispatch(co, "program_scope", grid=(n,), workgroup=(n,), args=[emu.to_device(x), out])
    crc = [_crc32_nibbles(int(v)) for v in x]
    want = [(crc[i ^ 1] + crc[i]) & 0xFFFFFFFF for i in range(n)]
    return [(out.to_numpy(), np.array(want, np.uint64).astype(np.uint32), None)]


@case("pointer_tables")
def _pointer_tables(emu, co, rng):
    n = 64
    x = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    out = emu.empty((n,), np.uint32)
    emu.dispatch(co, "pointer_tables", grid=(n,), workgroup=(n,), args=[emu.to_device(x), out])
    tables = ([1, 2, 3, 4], [10, 20, 30, 40])
    v = [tables[int(a) & 1][(int(a) >> 1) & 3] for a in x]
    return [(out.to_numpy(), np.array([v[t] * 1000 + v[t ^ 2] for t in range(n)], np.uint32),
             None)]


_BIAS = (3, -1, 4, -1, 5, -9)


def _walk(nodes, root: int, limit: int, scale: int) -> tuple[int, int]:
    """(sum, visits) of classes.cl's walk: nodes to depth ``limit``, odd depths negated."""
    total = visits = 0
    todo = [(root, 0)] if root >= 0 else []
    while todo:
        node, depth = todo.pop()
        if depth > limit:
            continue
        value, left, right, weight = (int(t) for t in nodes[node])
        visits += 1
        v = value * scale + weight * depth + _BIAS[depth % 6]
        total += -v if depth % 2 else v
        todo += [(c, depth + 1) for c in (left, right) if c >= 0]
    return total, visits


@case("calls_tree")
def _calls_tree(emu, co, rng):
    n, m, limit = 96, 64, 4
    nodes = np.zeros((m, 4), np.int32)
    for k in range(m):
        nodes[k] = [rng.integers(-50, 50), -1, -1, rng.integers(0, 9)]
        for side in (1, 2):
            if k + 1 < m and rng.random() < 0.8:
                nodes[k, side] = rng.integers(k + 1, m)
    roots = rng.integers(-1, m // 2, n).astype(np.int32)
    out = emu.empty((n, 2), np.int32)
    emu.dispatch(co, "calls_tree", grid=(n,), workgroup=(32,),
                 args=[emu.to_device(nodes), emu.to_device(roots), out, np.int32(limit)])
    want = [_walk(nodes, int(roots[i]), limit, i % 5 + 1) for i in range(n)]
    return [(out.to_numpy(), np.array(want, np.int32), None)]


@case("calls_stack")
def _calls_stack(emu, co, rng):
    n = 96
    w = rng.integers(-1000, 1000, (n, 36)).astype(np.int32)
    out = emu.empty((n, 5), np.int32)
    emu.dispatch(co, "calls_stack", grid=(n,), workgroup=(32,), args=[emu.to_device(w), out])
    want = []
    for i in range(n):
        row = [int(v) for v in w[i]]
        s1 = sum(v * (k + i % 7) for k, v in enumerate(row))
        row[35] = s1
        s2 = sum(v * (k + 1) for k, v in enumerate(row))
        want.append([_s(s1 + s2, 32), _s(i + s1 + s2, 32), _s(s2, 32), 1, 2])
    return [(out.to_numpy(), np.array(want, np.int64).astype(np.int32), None)]


def _dpp(x, old, src_lane, row_mask, bank_mask, bound_zero):
    """One wave of v_mov_b32_dpp (MI200 ISA 13.3.9): lanes outside the row/bank masks keep
    ``old``; a lane whose source is out of range reads 0 with bound_ctrl, else keeps ``old``."""
    out = []
    for lane in range(64):
        if not (row_mask >> (lane // 16)) & 1 or not (bank_mask >> ((lane % 16) // 4)) & 1:
            out.append(old[lane])
            continue
        src = src_lane(lane)
        out.append(x[src] if src is not None else (0 if bound_zero else old[lane]))
    return out


def _wave_want(x: list, base: int) -> list:
    ids = [base + lane for lane in range(64)]
    ballot = sum(1 << lane for lane in range(64) if x[lane] & 3 == 1)

    def row(lane):
        return lane // 16 * 16
    cols = [
        [ballot & 0xFFFFFFFF] * 64, [ballot >> 32] * 64, list(range(64)), [x[37]] * 64,
        [x[x[lane] & 63] for lane in range(64)],
        _dpp(x, ids, lambda lane: (lane & ~3) | (0xB1 >> (2 * (lane & 3)) & 3), 0xF, 0xF, True),
        _dpp(x, ids, lambda lane: lane + 1 if lane % 16 < 15 else None, 0xF, 0xF, False),
        _dpp(x, ids, lambda lane: row(lane) - 1 if lane >= 16 else None, 0xA, 0xF, False),
        _dpp(x, ids, lambda lane: 31 if lane >= 32 else None, 0xC, 0xF, False),
        _dpp(x, ids, lambda lane: lane - 1 if lane > 0 else None, 0xF, 0xF, True),
        _dpp(x, ids, lambda lane: (lane + 1) % 64, 0xF, 0x5, False),
        [x[lane ^ 1] for lane in range(64)], [x[(lane & ~3) | 1] for lane in range(64)],
        _dpp(x, ids, lambda lane: row(lane) + (lane % 16 - 1) % 16, 0xF, 0xF, False),
        _dpp(x, ids, lambda lane: row(lane) + 15 - lane % 16, 0xF, 0xF, False),
    ]
    taken = [lane for lane in range(64) if x[lane] & 4]
    mask = sum(1 << lane for lane in taken) & 0xFFFFFFFF
    cols.append([(x[taken[0]] + mask) & 0xFFFFFFFF if lane in taken else 0 for lane in range(64)])
    return [[c[lane] for c in cols] for lane in range(64)]


@case("wave_builtins")
def _wave_builtins(emu, co, rng):
    n = 128
    x = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    out = emu.empty((n, 16), np.uint32)
    emu.dispatch(co, "wave_builtins", grid=(n,), workgroup=(64,), args=[emu.to_device(x), out])
    want = []
    for w in range(n // 64):
        want += _wave_want([int(v) for v in x[64 * w: 64 * w + 64]], 64 * w)
    return [(out.to_numpy(), np.array(want, np.uint64).astype(np.uint32), None)]
