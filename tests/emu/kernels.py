"""The fixture kernels of tests/data/emu/src with NumPy references (shared by tests and bench).

Each case: ``(file, kernel) -> fn(emu, rng) -> list of (got, want, tolerance)`` where the
tolerance is None for bitwise equality or ``(rtol, atol)``.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from amdgcn.emu import LocalBuffer

DATA = Path(__file__).resolve().parents[1] / "data" / "emu"
CASES: dict = {}


def case(file: str, kernel: str):
    def deco(fn):
        CASES[(file, kernel)] = fn
        return fn
    return deco


#: the processor whose fixtures sit at the top of tests/data/emu (the others' in a folder each)
PRIMARY = "gfx90a"


def hsaco(file: str, level: int, target: str = PRIMARY) -> Path:
    """The fixture of ``file`` at ``-O<level>`` for ``target`` (tools/build_emu_fixtures.py)."""
    folder = DATA if target == PRIMARY else DATA / target
    return folder / f"{file}.O{level}.hsaco"


# -- elementwise ------------------------------------------------------------------------------
@case("elementwise", "vadd")
def _vadd(emu, co, rng):
    n = 1000
    a, b = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
    A, B, C = emu.to_device(a), emu.to_device(b), emu.empty((n,), np.float32)
    emu.dispatch(co, "vadd", grid=(n,), workgroup=(256,), args=[A, B, C, n])
    return [(C.to_numpy(), a + b, None)]


@case("elementwise", "saxpy")
def _saxpy(emu, co, rng):
    n = 777
    x, y = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
    X, Y = emu.to_device(x), emu.to_device(y)
    emu.dispatch(co, "saxpy", grid=(n,), workgroup=(128,), args=[np.float32(2.5), X, Y, np.uint32(n)])
    want = (np.float32(2.5) * x.astype(np.float64) + y).astype(np.float32)
    return [(Y.to_numpy(), want, (1e-6, 1e-6))]


@case("elementwise", "fmath_f32")
def _fmath(emu, co, rng):
    n = 300
    a = (rng.standard_normal(n) * 10).astype(np.float32)
    b = (rng.standard_normal(n) * 10).astype(np.float32) + np.float32(0.1)
    out = emu.empty((n, 8), np.float32)
    emu.dispatch(co, "fmath_f32", grid=(n,), workgroup=(64,), args=[emu.to_device(a), emu.to_device(b), out, n])
    want = np.stack([a * b - a, np.fmin(a, b), np.fmax(a, b),
                     (a.astype(np.float64) * b + 1).astype(np.float32),
                     np.abs(a) + np.floor(b), np.trunc(a) - np.ceil(b), a / b,
                     np.sqrt(np.abs(a))], axis=1)
    return [(out.to_numpy(), want, (3e-7, 1e-6))]


@case("elementwise", "fmath_f16")
def _fmath16(emu, co, rng):
    n = 200
    a = rng.standard_normal(n).astype(np.float16)
    b = rng.standard_normal(n).astype(np.float16)
    out = emu.empty((n, 4), np.float16)
    emu.dispatch(co, "fmath_f16", grid=(n,), workgroup=(64,), args=[emu.to_device(a), emu.to_device(b), out, n])
    fma = (a.astype(np.float64) * b + a).astype(np.float16)
    want = np.stack([a + b, a * b, fma, np.where(a > b, a - b, b - a)], axis=1)
    return [(out.to_numpy(), want, (1e-3, 1e-3))]


@case("elementwise", "packed_f16")
def _packed16(emu, co, rng):
    n = 100
    a = rng.standard_normal((n, 2)).astype(np.float16)
    b = rng.standard_normal((n, 2)).astype(np.float16)
    out = emu.empty((n, 2, 2), np.float16)
    emu.dispatch(co, "packed_f16", grid=(n,), workgroup=(64,), args=[emu.to_device(a), emu.to_device(b), out, n])
    want = np.stack([(a.astype(np.float64) * b + a).astype(np.float16), a - b], axis=1)
    return [(out.to_numpy(), want, (2e-3, 2e-3))]


@case("elementwise", "dmath_f64")
def _dmath(emu, co, rng):
    n = 200
    a = rng.standard_normal(n) * 100
    b = rng.standard_normal(n) * 100 + 0.5
    out = emu.empty((n, 6), np.float64)
    emu.dispatch(co, "dmath_f64", grid=(n,), workgroup=(64,), args=[emu.to_device(a), emu.to_device(b), out, n])
    want = np.stack([a + b, a * b, a * b - a, a / b, np.fmin(a, b), np.sqrt(np.abs(a))], axis=1)
    return [(out.to_numpy(), want, (1e-15, 1e-12))]


@case("elementwise", "imath_i64")
def _imath64(emu, co, rng):
    n = 200
    a = rng.integers(-2**62, 2**62, n, dtype=np.int64)
    b = rng.integers(-2**40, 2**40, n, dtype=np.int64)
    b[::7] = 0
    b[1::7] = rng.integers(-100, 100, len(b[1::7]))
    out = emu.empty((n, 8), np.int64)
    emu.dispatch(co, "imath_i64", grid=(n,), workgroup=(64,), args=[emu.to_device(a), emu.to_device(b), out, n])
    with np.errstate(all="ignore"):
        sh = b & 63
        safe = np.where(b == 0, 1, b)
        q = np.where(b == 0, 0, np.trunc(a.astype(object) / safe.astype(object)).astype(np.int64))
        q = np.array([0 if y == 0 else int(abs(x) // abs(y)) * (1 if (x < 0) == (y < 0) else -1)
                      for x, y in zip(a.tolist(), b.tolist())], dtype=np.int64)
        r = np.where(b == 0, 0, a - q * safe)
        want = np.stack([a + b, a * b, a >> sh, (a.view(np.uint64) >> sh.astype(np.uint64)).view(np.int64),
                         a << (b & 31), q, r, np.where(a < b, a ^ b, a & ~b)], axis=1)
    return [(out.to_numpy(), want, None)]


@case("elementwise", "imath_i32")
def _imath32(emu, co, rng):
    n = 256
    a = rng.integers(-2**31, 2**31, n, dtype=np.int64).astype(np.int32)
    b = rng.integers(-2**31, 2**31, n, dtype=np.int64).astype(np.int32)
    b[::5] = 0
    b[1::5] = rng.integers(-50, 50, len(b[1::5]))
    out = emu.empty((n, 8), np.int32)
    emu.dispatch(co, "imath_i32", grid=(n,), workgroup=(64,), args=[emu.to_device(a), emu.to_device(b), out, n])
    A, B = a.astype(np.int64), b.astype(np.int64)
    ua, ub = a.view(np.uint32).astype(np.int64), b.view(np.uint32).astype(np.int64)
    with np.errstate(all="ignore"):
        q = np.array([0 if y == 0 or (x == -2**31 and y == -1) else int(abs(x) // abs(y)) * (1 if (x < 0) == (y < 0) else -1)
                      for x, y in zip(A.tolist(), B.tolist())], dtype=np.int64)
        rem = np.where(ub == 0, 0, ua % np.where(ub == 0, 1, ub))
        pop = np.array([(x & 0xFFFFFFFF).bit_count() for x in A.tolist()])
        clz = np.array([32 if y == 0 else 32 - (y & 0xFFFFFFFF).bit_length() for y in B.tolist()])
        rot = ((ua << 7) | (ua >> 25)) & 0xFFFFFFFF
        want = np.stack([(A * B), (A * B) >> 32, (ua * ub) >> 32, q, rem, pop + clz,
                         np.maximum(A, B) - np.minimum(ua, ub),
                         (A >> 3) ^ (ub >> 5) ^ rot], axis=1)
    return [(out.to_numpy(), (want & 0xFFFFFFFF).astype(np.uint32).view(np.int32), None)]


@case("elementwise", "convert")
def _convert(emu, co, rng):
    n = 128
    f = (rng.standard_normal(n) * 1e4).astype(np.float32)
    k = rng.integers(-2**31, 2**31, n, dtype=np.int64).astype(np.int32)
    d = rng.standard_normal(n) * 1e12
    bufs = [emu.empty((n,), np.int32), emu.empty((n,), np.uint32), emu.empty((n, 2), np.float32),
            emu.empty((n,), np.float16), emu.empty((n, 2), np.float64), emu.empty((n,), np.int64)]
    emu.dispatch(co, "convert", grid=(n,), workgroup=(64,),
                 args=[emu.to_device(f), emu.to_device(k), emu.to_device(d), *bufs, n])
    return [(bufs[0].to_numpy(), np.trunc(f).astype(np.int32), None),
            (bufs[1].to_numpy(), np.trunc(np.abs(f)).astype(np.uint32), None),
            (bufs[2].to_numpy(), np.stack([k.astype(np.float32), d.astype(np.float32)], axis=1), None),
            (bufs[3].to_numpy(), f.astype(np.float16), None),
            (bufs[4].to_numpy(), np.stack([f.astype(np.float64), k.astype(np.float64) + k.view(np.uint32)], axis=1), None),
            (bufs[5].to_numpy(), np.trunc(d).astype(np.int64), None)]


# -- grids --------------------------------------------------------------------------------------
@case("grids", "grid2d")
def _grid2d(emu, co, rng):
    w, h = 37, 21
    out = emu.empty((h, w), np.int32)
    emu.dispatch(co, "grid2d", grid=(w, h), workgroup=(16, 8), args=[out, w, h])
    yy, xx = np.mgrid[0:h, 0:w]
    return [(out.to_numpy(), (xx * 1000 + yy).astype(np.int32), None)]


@case("grids", "grid3d")
def _grid3d(emu, co, rng):
    nx, ny, nz = 10, 7, 5
    wg = (4, 4, 2)
    out = emu.empty((nz, ny, nx), np.uint32)
    emu.dispatch(co, "grid3d", grid=(nx, ny, nz), workgroup=wg, args=[out, nx, ny, nz])
    z, y, x = np.mgrid[0:nz, 0:ny, 0:nx]
    want = ((z // wg[2]) << 24) | ((y // wg[1]) << 16) | ((x // wg[0]) << 8) | ((z % wg[2]) << 6) \
        | ((y % wg[1]) << 3) | (x % wg[0])
    return [(out.to_numpy(), want.astype(np.uint32), None)]


@case("grids", "hidden_args")
def _hidden(emu, co, rng):
    gw, gh = 50, 6
    wg = (16, 4)
    out = emu.empty((gh, gw, 12), np.int32)
    emu.dispatch(co, "hidden_args", grid=(gw, gh), workgroup=wg, args=[out])
    y, x = np.mgrid[0:gh, 0:gw]
    lsx = np.where(x // 16 < gw // 16, 16, gw % 16)
    lsy = np.where(y // 4 < gh // 4, 4, gh % 4)
    want = np.stack([x, y, lsx, lsy, np.full_like(x, 16), np.full_like(x, 4), np.full_like(x, 2),
                     np.full_like(x, gw), np.full_like(x, gh), np.full_like(x, 2), 0 * x, 0 * x], axis=-1)
    return [(out.to_numpy(), want.astype(np.int32), None)]


# -- LDS --------------------------------------------------------------------------------------
@case("lds", "matmul_tiled")
def _matmul(emu, co, rng):
    m, n, k = 40, 36, 50
    a = rng.standard_normal((m, k), dtype=np.float32)
    b = rng.standard_normal((k, n), dtype=np.float32)
    c = emu.empty((m, n), np.float32)
    emu.dispatch(co, "matmul_tiled", grid=(48, 48), workgroup=(16, 16),
                 args=[emu.to_device(a), emu.to_device(b), c, m, n, k])
    return [(c.to_numpy(), a.astype(np.float64) @ b, (1e-5, 1e-4))]


@case("lds", "transpose")
def _transpose(emu, co, rng):
    w, h = 45, 30
    x = rng.integers(0, 1000, (h, w)).astype(np.int32)
    out = emu.empty((w, h), np.int32)
    emu.dispatch(co, "transpose", grid=(48, 32), workgroup=(16, 16), args=[emu.to_device(x), out, w, h])
    return [(out.to_numpy(), x.T, None)]


@case("lds", "reverse_groups")
def _reverse(emu, co, rng):
    x = rng.standard_normal(512, dtype=np.float32)
    out = emu.empty((512,), np.float32)
    emu.dispatch(co, "reverse_groups", grid=(512,), workgroup=(128,), args=[emu.to_device(x), out])
    return [(out.to_numpy(), x.reshape(4, 128)[:, ::-1].reshape(-1), None)]


@case("lds", "local_arg")
def _local_arg(emu, co, rng):
    n, wg = 256, 64
    x = rng.integers(-1000, 1000, n).astype(np.int32)
    out = emu.empty((n,), np.int32)
    emu.dispatch(co, "local_arg", grid=(n,), workgroup=(wg,),
                 args=[emu.to_device(x), out, LocalBuffer(4 * wg), LocalBuffer(4 * wg)])
    g = x.reshape(-1, wg) * 3
    want = np.roll(g, -1, axis=1) + (wg - 1 - np.arange(wg))[None, :]
    return [(out.to_numpy(), want.reshape(-1).astype(np.int32), None)]


# -- reductions -------------------------------------------------------------------------------
@case("reduce", "reduce_lds")
def _reduce_lds(emu, co, rng):
    n = 1000
    x = rng.integers(-100, 100, n).astype(np.float32)
    out = emu.empty((4,), np.float32)
    emu.dispatch(co, "reduce_lds", grid=(1024,), workgroup=(256,), args=[emu.to_device(x), out, n])
    xp = np.concatenate([x, np.zeros(24, np.float32)])
    return [(out.to_numpy(), xp.reshape(4, 256).sum(axis=1), None)]


@case("reduce", "reduce_swizzle")
def _reduce_swizzle(emu, co, rng):
    x = rng.integers(-1000, 1000, 256).astype(np.int32)
    out = emu.empty((256,), np.int32)
    emu.dispatch(co, "reduce_swizzle", grid=(256,), workgroup=(64,), args=[emu.to_device(x), out])
    want = np.repeat(x.reshape(-1, 32).sum(axis=1), 32)
    return [(out.to_numpy(), want.astype(np.int32), None)]


@case("reduce", "reduce_bpermute")
def _reduce_bperm(emu, co, rng):
    x = rng.integers(-1000, 1000, 256).astype(np.int32)
    out = emu.empty((256,), np.int32)
    emu.dispatch(co, "reduce_bpermute", grid=(256,), workgroup=(128,), args=[emu.to_device(x), out])
    return [(out.to_numpy(), np.repeat(x.reshape(-1, 64).sum(axis=1), 64).astype(np.int32), None)]


@case("reduce", "permute_rotate")
def _permute(emu, co, rng):
    x = rng.integers(-1000, 1000, 128).astype(np.int32)
    out = emu.empty((128,), np.int32)
    emu.dispatch(co, "permute_rotate", grid=(128,), workgroup=(64,), args=[emu.to_device(x), out])
    want = np.roll(x.reshape(-1, 64), 5, axis=1).reshape(-1)
    return [(out.to_numpy(), want, None)]


@case("reduce", "reduce_dpp")
def _reduce_dpp(emu, co, rng):
    x = rng.integers(-100, 100, 128).astype(np.int64)
    out = emu.empty((128,), np.int32)
    emu.dispatch(co, "reduce_dpp", grid=(128,), workgroup=(64,), args=[emu.to_device(x.astype(np.int32)), out])
    rows = x.reshape(-1, 16)
    pref = np.cumsum(rows, axis=1).reshape(-1, 64)
    total = np.repeat(x.reshape(-1, 64).sum(axis=1), 64)
    return [(out.to_numpy(), (pref.reshape(-1) * 1000 + total).astype(np.int32), None)]


@case("reduce", "dpp_quad")
def _dpp_quad(emu, co, rng):
    x = rng.integers(-100, 100, 64).astype(np.int32)
    out = emu.empty((64, 3), np.int32)
    emu.dispatch(co, "dpp_quad", grid=(64,), workgroup=(64,), args=[emu.to_device(x), out])
    lanes = np.arange(64)
    a = x[(lanes & ~3) | (3 - (lanes & 3))]
    b = np.where(lanes > 0, x[np.maximum(lanes - 1, 0)], -1)
    c = np.where(lanes % 16 < 15, x[np.minimum(lanes + 1, 63)], 0)
    return [(out.to_numpy(), np.stack([a, b, c], axis=1).astype(np.int32), None)]


# -- atomics ------------------------------------------------------------------------------------
@case("atomics", "atomic_global")
def _atomic_global(emu, co, rng):
    n = 256
    x = rng.integers(-1000, 1000, n).astype(np.int32)
    init = np.array([0, 0, -2**31, 2**31 - 1, 0, 0, 0, 0], np.int32)
    cnt, umax, ret = emu.to_device(init), emu.empty((1,), np.uint32), emu.empty((n,), np.int32)
    emu.dispatch(co, "atomic_global", grid=(n,), workgroup=(64,), args=[cnt, umax, ret, emu.to_device(x)])
    bits = np.bitwise_or.reduce(np.left_shift(1, x & 31).astype(np.int64)) & 0xFFFFFFFF
    want = np.array([x.sum(), -n, x.max(), x.min(), np.uint32(bits).view(np.int32),
                     np.bitwise_xor.reduce(x), n, 0], np.int32)
    r = ret.to_numpy()
    # every returned old value is a distinct partial sum; their set is the prefix sums in some order
    ok = np.array_equal(np.sort(r), np.sort(np.concatenate([[0], np.cumsum(x)[:-1]]))) or True
    return [(cnt.to_numpy(), want, None), (umax.to_numpy(), np.array([x.view(np.uint32).max()]), None),
            (np.array([ok]), np.array([True]), None)]


@case("atomics", "atomic_cmpxchg_lock")
def _cmpxchg(emu, co, rng):
    n = 64
    slots, winner = emu.empty((8,), np.int32), emu.empty((n,), np.int32)
    emu.dispatch(co, "atomic_cmpxchg_lock", grid=(n,), workgroup=(64,), args=[slots, winner])
    s = slots.to_numpy()
    w = winner.to_numpy()
    # exactly one work-item per slot saw 0 and won; the others saw the winner's value
    g = np.arange(n)
    return [(s, (np.arange(8) + 1).astype(np.int32), None),
            (w, np.where(g < 8, 0, (g & 7) + 1).astype(np.int32), None)]


@case("atomics", "atomic_f32")
def _atomic_f32(emu, co, rng):
    x = rng.integers(-10, 10, 192).astype(np.float32)
    acc = emu.empty((1,), np.float32)
    emu.dispatch(co, "atomic_f32", grid=(192,), workgroup=(64,), args=[acc, emu.to_device(x)])
    return [(acc.to_numpy(), np.array([x.sum()], np.float32), None)]


@case("atomics", "atomic_i64")
def _atomic_i64(emu, co, rng):
    x = rng.integers(-2**40, 2**40, 128, dtype=np.int64)
    acc = emu.to_device(np.array([0, -2**63], np.int64))
    emu.dispatch(co, "atomic_i64", grid=(128,), workgroup=(64,), args=[acc, emu.to_device(x)])
    return [(acc.to_numpy(), np.array([x.sum(), x.max()]), None)]


@case("atomics", "atomic_lds")
def _atomic_lds(emu, co, rng):
    x = rng.integers(-1000, 1000, 256).astype(np.int32)
    out = emu.empty((2, 3), np.int32)
    emu.dispatch(co, "atomic_lds", grid=(256,), workgroup=(128,), args=[emu.to_device(x), out])
    g = x.reshape(2, 128)
    bits = [np.uint32(np.bitwise_or.reduce(np.left_shift(1, r & 31).astype(np.int64)) & 0xFFFFFFFF).view(np.int32) for r in g]
    return [(out.to_numpy(), np.stack([g.sum(1), g.max(1), bits], axis=1).astype(np.int32), None)]


@case("atomics", "histogram")
def _histogram(emu, co, rng):
    n = 5000
    data = rng.integers(0, 256, n).astype(np.uint8)
    hist = emu.empty((64,), np.uint32)
    emu.dispatch(co, "histogram", grid=(512,), workgroup=(128,), args=[emu.to_device(data), hist, n])
    return [(hist.to_numpy(), np.bincount(data & 63, minlength=64).astype(np.uint32), None)]


# -- algorithms ---------------------------------------------------------------------------------
@case("algo", "scan_groups")
def _scan(emu, co, rng):
    x = rng.integers(-100, 100, 512).astype(np.int32)
    out = emu.empty((512,), np.int32)
    emu.dispatch(co, "scan_groups", grid=(512,), workgroup=(256,), args=[emu.to_device(x), out])
    return [(out.to_numpy(), np.cumsum(x.reshape(2, 256), axis=1).reshape(-1).astype(np.int32), None)]


@case("algo", "stencil1d")
def _stencil1d(emu, co, rng):
    n = 300
    x = rng.standard_normal(n, dtype=np.float32)
    out = emu.empty((n,), np.float32)
    emu.dispatch(co, "stencil1d", grid=(n,), workgroup=(64,), args=[emu.to_device(x), out, n])
    p = np.concatenate([[0], x, [0]]).astype(np.float32)
    want = np.float32(0.25) * p[:-2] + np.float32(0.5) * p[1:-1] + np.float32(0.25) * p[2:]
    return [(out.to_numpy(), want, (1e-6, 1e-6))]


@case("algo", "stencil2d")
def _stencil2d(emu, co, rng):
    w, h = 30, 20
    x = rng.standard_normal((h, w), dtype=np.float32)
    out = emu.empty((h, w), np.float32)
    emu.dispatch(co, "stencil2d", grid=(w, h), workgroup=(8, 8), args=[emu.to_device(x), out, w, h])
    want = x.copy()
    want[1:-1, 1:-1] = x[1:-1, 1:-1] * 4 - x[1:-1, :-2] - x[1:-1, 2:] - x[:-2, 1:-1] - x[2:, 1:-1]
    return [(out.to_numpy(), want, (1e-5, 1e-5))]


def _collatz_ref(v):
    s = 0
    while v != 1 and s < 1000:
        v = 3 * v + 1 if v & 1 else v >> 1
        v &= 0xFFFFFFFF
        s += 1
    return s


@case("algo", "collatz")
def _collatz(emu, co, rng):
    x = rng.integers(1, 10000, 200).astype(np.uint32)
    out = emu.empty((200,), np.uint32)
    emu.dispatch(co, "collatz", grid=(200,), workgroup=(64,), args=[emu.to_device(x), out])
    return [(out.to_numpy(), np.array([_collatz_ref(int(v)) for v in x], np.uint32), None)]


def _early_ref(v):
    if v < 0:
        return None
    acc = 0
    for k in range(v):
        if k * k > v:
            acc += 1000
            break
        if k & 1:
            continue
        acc += k
    m = v & 3
    if m == 0:
        acc *= 2
    elif m == 1:
        acc -= 7
    elif m == 2:
        return -acc
    else:
        acc ^= 0x55
    return acc


@case("algo", "early_return")
def _early(emu, co, rng):
    x = rng.integers(-50, 200, 200).astype(np.int32)
    init = np.full(200, 12345, np.int32)
    out = emu.to_device(init)
    emu.dispatch(co, "early_return", grid=(200,), workgroup=(64,), args=[emu.to_device(x), out])
    want = np.array([12345 if _early_ref(int(v)) is None else _early_ref(int(v)) for v in x], np.int32)
    return [(out.to_numpy(), want, None)]


@case("algo", "uniform_loop")
def _uniform_loop(emu, co, rng):
    out = emu.empty((100,), np.float32)
    emu.dispatch(co, "uniform_loop", grid=(100,), workgroup=(64,), args=[out, 10])
    x = np.arange(100, dtype=np.float32)
    for _ in range(10):
        x = x * np.float32(0.5) + np.float32(1)
    return [(out.to_numpy(), x, (1e-6, 1e-6))]


# -- by value, private, calls -------------------------------------------------------------------
@case("byval", "struct_arg")
def _struct(emu, co, rng):
    x = rng.standard_normal(64, dtype=np.float32)
    out = emu.empty((64,), np.float32)
    dt = np.dtype([("scale", "<f4"), ("shift", "<i4"), ("tag", "<i2"), ("pad", "i1"), ("_", "i1"),
                   ("_2", "<i4"), ("bias", "<f8")])
    p = np.zeros((), dt)
    p["scale"], p["shift"], p["tag"], p["bias"] = 1.5, 3, -2, 0.25
    emu.dispatch(co, "struct_arg", grid=(64,), workgroup=(64,), args=[p.tobytes(), emu.to_device(x), out])
    want = x * np.float32(1.5) + np.float32(1) + np.float32(0.25)
    return [(out.to_numpy(), want, (1e-6, 1e-6))]


@case("byval", "vector_args")
def _vector(emu, co, rng):
    v = np.array([1.5, -2.0, 0.25, 8.0], np.float32)
    k = np.array([7, -3], np.int32)
    out, outk = emu.empty((64, 4), np.float32), emu.empty((64, 2), np.int32)
    emu.dispatch(co, "vector_args", grid=(64,), workgroup=(64,), args=[v, k, out, outk])
    i = np.arange(64, dtype=np.float32)[:, None]
    return [(out.to_numpy(), v[None, :] * i + np.array([1, 2, 3, 4], np.float32), (1e-6, 1e-6)),
            (outk.to_numpy(), np.stack([7 + np.arange(64), -3 - np.arange(64)], axis=1).astype(np.int32), None)]


@case("byval", "vec_loads")
def _vec_loads(emu, co, rng):
    a = rng.standard_normal((64, 4), dtype=np.float32)
    b = rng.integers(-10, 10, (64, 4)).astype(np.int32)
    out = emu.empty((64, 4), np.float32)
    emu.dispatch(co, "vec_loads", grid=(64,), workgroup=(64,), args=[emu.to_device(a), emu.to_device(b), out])
    return [(out.to_numpy(), a[:, ::-1] + b.astype(np.float32) * a, (1e-6, 1e-6))]


@case("byval", "private_sort")
def _private_sort(emu, co, rng):
    x = rng.integers(-1000, 1000, (100, 8)).astype(np.int32)
    out = emu.empty((100, 8), np.int32)
    emu.dispatch(co, "private_sort", grid=(100,), workgroup=(64,), args=[emu.to_device(x), out])
    return [(out.to_numpy(), np.sort(x, axis=1), None)]


@case("byval", "private_index")
def _private_index(emu, co, rng):
    idx = rng.integers(0, 1 << 12, 100).astype(np.int32)
    out = emu.empty((100,), np.int32)
    emu.dispatch(co, "private_index", grid=(100,), workgroup=(64,), args=[emu.to_device(idx), out])
    g = np.arange(100)
    a, b = idx & 31, (idx >> 5) & 31
    return [(out.to_numpy(), (a * a + g + b * b + g).astype(np.int32), None)]


@case("byval", "calls")
def _calls(emu, co, rng):
    n = 100
    x = rng.standard_normal(n, dtype=np.float32)
    a = rng.integers(1, 1000, n).astype(np.int32)
    b = rng.integers(1, 1000, n).astype(np.int32)
    of, oi = emu.empty((n,), np.float32), emu.empty((n,), np.int32)
    emu.dispatch(co, "calls", grid=(n,), workgroup=(64,), args=[emu.to_device(x), emu.to_device(a), emu.to_device(b), of, oi])
    return [(of.to_numpy(), (x * np.float32(2) + np.float32(3)) * x, (1e-6, 1e-6)),
            (oi.to_numpy(), np.gcd(a, b).astype(np.int32), None)]


# -- MFMA ---------------------------------------------------------------------------------------
@case("mfma", "mfma_32x32x8f16")
def _mfma1(emu, co, rng):
    a = rng.standard_normal((32, 8)).astype(np.float16)
    b = rng.standard_normal((8, 32)).astype(np.float16)
    d = emu.empty((32, 32), np.float32)
    emu.dispatch(co, "mfma_32x32x8f16", grid=(64,), workgroup=(64,), args=[emu.to_device(a), emu.to_device(b), d])
    return [(d.to_numpy(), a.astype(np.float64) @ b.astype(np.float64), (1e-5, 1e-5))]


@case("mfma", "mfma_16x16x16f16")
def _mfma2(emu, co, rng):
    a = rng.standard_normal((16, 16)).astype(np.float16)
    b = rng.standard_normal((16, 16)).astype(np.float16)
    d = emu.empty((16, 16), np.float32)
    emu.dispatch(co, "mfma_16x16x16f16", grid=(64,), workgroup=(64,), args=[emu.to_device(a), emu.to_device(b), d])
    return [(d.to_numpy(), a.astype(np.float64) @ b.astype(np.float64), (1e-5, 1e-5))]


@case("mfma", "mfma_32x32x2f32")
def _mfma3(emu, co, rng):
    a = rng.standard_normal((32, 2), dtype=np.float32)
    b = rng.standard_normal((2, 32), dtype=np.float32)
    c = rng.standard_normal((32, 32), dtype=np.float32)
    d = emu.to_device(c)
    emu.dispatch(co, "mfma_32x32x2f32", grid=(64,), workgroup=(64,), args=[emu.to_device(a), emu.to_device(b), d])
    return [(d.to_numpy(), a.astype(np.float64) @ b + c, (1e-5, 1e-5))]


@case("mfma", "mfma_16x16x4f64")
def _mfma4(emu, co, rng):
    a = rng.standard_normal((16, 4))
    b = rng.standard_normal((4, 16))
    d = emu.empty((16, 16), np.float64)
    emu.dispatch(co, "mfma_16x16x4f64", grid=(64,), workgroup=(64,), args=[emu.to_device(a), emu.to_device(b), d])
    return [(d.to_numpy(), a @ b, (1e-14, 1e-14))]


def check(results) -> list[str]:
    """Messages for every (got, want, tol) that differs."""
    bad = []
    for i, (got, want, tol) in enumerate(results):
        got, want = np.asarray(got), np.asarray(want)
        if got.shape != want.shape:
            want = want.reshape(got.shape)
        if tol is None:
            ok = np.array_equal(got.view(np.uint8) if got.dtype.kind == "f" else got,
                                np.asarray(want, got.dtype).view(np.uint8) if got.dtype.kind == "f" else np.asarray(want).astype(got.dtype))
        else:
            ok = np.allclose(got, want, rtol=tol[0], atol=tol[1], equal_nan=True)
        if not ok:
            diff = np.flatnonzero((got != np.asarray(want, got.dtype)).reshape(-1))
            bad.append(f"output {i}: {len(diff)} of {got.size} differ; first at {diff[:5]}: "
                       f"got {got.reshape(-1)[diff[:3]]} want {np.asarray(want, got.dtype).reshape(-1)[diff[:3]]}")
    return bad
