"""Issue 10's real-call kernels (tests/data/emu/src/calls.cl) with references computed in Python.

Recursion (fib, a mutual pair, a tree walk returning a struct) to a depth that differs per
lane, a helper with arguments of many types and a struct result called under a divergent
branch and in a loop, private pointers into the caller's frame, the callee's own frame, an
LDS pointer, and the work-item functions inside a callee. Each case: ``fn(emu, co, rng) ->
list of (got, want, tolerance)`` as in :mod:`tests.emu.kernels`.
"""

from __future__ import annotations

import numpy as np

FILE = "calls"
CALL_CASES: dict = {}


def case(kernel: str):
    def deco(fn):
        CALL_CASES[kernel] = fn
        return fn
    return deco


def _s32(v: int) -> int:
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v >> 31 else v


def _s(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def _fib(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


@case("calls_fib")
def _calls_fib(emu, co, rng):
    n = 128
    k = rng.integers(-3, 12, n).astype(np.int32)
    out = emu.empty((n,), np.int32)
    emu.dispatch(co, "calls_fib", grid=(n,), workgroup=(64,), args=[emu.to_device(k), out])
    want = np.array([_fib(int(x)) if x >= 0 else -1 for x in k], np.int32)
    return [(out.to_numpy(), want, None)]


def _even(n: int) -> int:
    return 0 if n <= 0 else _s32(1 + 2 * _odd(n - 1))


def _odd(n: int) -> int:
    return 100 if n <= 0 else _s32(3 + _even(n - 2))


@case("calls_mutual")
def _calls_mutual(emu, co, rng):
    n = 128
    k = rng.integers(-2, 24, n).astype(np.int32)
    out = emu.empty((n,), np.int32)
    emu.dispatch(co, "calls_mutual", grid=(n,), workgroup=(64,), args=[emu.to_device(k), out])
    want = np.array([_even(int(x)) if i & 1 else _odd(int(x)) for i, x in enumerate(k)],
                    np.int32)
    return [(out.to_numpy(), want, None)]


def _subtree(nodes, k: int, depth: int, limit: int) -> tuple:
    if k < 0 or depth > limit:
        return 0, 0
    value, left, right = (int(x) for x in nodes[k])
    ls, lc = _subtree(nodes, left, depth + 1, limit)
    rs, rc = _subtree(nodes, right, depth + 1, limit)
    return _s32(value * (depth + 1) + ls - rs), 1 + lc + rc


@case("calls_tree_rec")
def _calls_tree_rec(emu, co, rng):
    n, m, limit = 96, 48, 2
    nodes = np.zeros((m, 3), np.int32)
    for k in range(m):
        nodes[k] = [rng.integers(-90, 90), -1, -1]
        for side in (1, 2):
            if k + 1 < m and rng.random() < 0.85:
                nodes[k, side] = rng.integers(k + 1, m)
    roots = rng.integers(-1, m // 3, n).astype(np.int32)
    out = emu.empty((n, 2), np.int32)
    emu.dispatch(co, "calls_tree_rec", grid=(n,), workgroup=(32,),
                 args=[emu.to_device(nodes), emu.to_device(roots), out, np.int32(limit)])
    want = [_subtree(nodes, int(roots[i]), 0, limit + (i & 3)) for i in range(n)]
    return [(out.to_numpy(), np.array(want, np.int32), None)]


def _mix(a, b, c, g, p, l, s, ch, flag, v, u):
    """mix() of calls.cl: returns (f, i, d) and updates ``g[0]`` and ``p[0]`` (lists)."""
    g[0] = _s32(g[0] + a + p[0])
    p[0] = _s32(a * 3)
    f = np.float32(b) * np.float32(v[0]) + np.float32(v[1]) - np.float32(v[2]) * np.float32(v[3])
    f = np.float32(f + np.float32(0.25 if flag else 0.0))
    i = _s32((l >> 33) + s + ch + u[0] + u[1] * 2 + u[2] * 3 + u[3] * 4)
    d = c * 2.5 + float(l)
    return f, i, d


@case("calls_mixed")
def _calls_mixed(emu, co, rng):
    n = 128
    x = rng.integers(-1000, 1000, n).astype(np.int32)
    dx = rng.standard_normal(n)
    gout = emu.empty((n, 2), np.int32)
    fout = emu.empty((n,), np.float32)
    dout = emu.empty((n,), np.float64)
    emu.dispatch(co, "calls_mixed", grid=(n,), workgroup=(64,),
                 args=[emu.to_device(x), emu.to_device(dx), gout, fout, dout])
    wg, wf, wd = np.zeros((n, 2), np.int64), np.zeros(n, np.float32), np.zeros(n)
    for i in range(n):
        priv = [i, 2 * i, 3 * i, 4 * i]
        f, mi, d = np.float32(0), 0, 0.0
        g0 = [0]
        a = int(x[i])
        if a % 3 != 0:
            p = [priv[i & 3]]
            f, mi, d = _mix(a, np.float32(i) * np.float32(0.5), float(dx[i]), g0, p, a << 33,
                            _s(i - 300, 16), _s(i * 7, 8), i & 1, (i, 1.5, 2.0, 0.5),
                            (i & 255, (i + 1) & 255, (i + 2) & 255, 250))
            priv[i & 3] = p[0]
        for k in range(i & 3):
            p = [priv[k]]
            nf, ni, nd = _mix(k, 1.0, float(k), [0], p, k << 34, k, _s(-k, 8), k == 1,
                              (k, k, k, k), (k, 0, 0, 0))
            priv[k] = p[0]
            mi, f, d = _s32(mi + ni), np.float32(f + nf), d + nd
        wg[i] = [g0[0], _s32(mi + sum(priv))]
        wf[i], wd[i] = f, d
    return [(gout.to_numpy(), wg.astype(np.int32), None),
            (fout.to_numpy(), wf, (1e-5, 1e-5)), (dout.to_numpy(), wd, (1e-12, 1e-12))]


@case("calls_frames")
def _calls_frames(emu, co, rng):
    n = 128
    x = rng.integers(-50, 50, n).astype(np.int32)
    out = emu.empty((n, 2), np.int32)
    emu.dispatch(co, "calls_frames", grid=(n,), workgroup=(64,), args=[emu.to_device(x), out])
    want = np.zeros((n, 2), np.int64)
    for i in range(n):
        buf = [-1] * 8
        m = int(x[i]) & 7
        if m > 1:
            tmp = [_s32(i * k + (k ^ m)) for k in range(8)]
            for k in range(m):
                buf[k] = tmp[(k * 3 + i) & 7]
        s = 0
        for k in range(8):
            s = _s32(s * 3 + buf[k])
        base, lane = i // 64 * 64, i % 64
        want[i] = [s, _s32(sum(int(x[base + ((lane + k) & 63)]) for k in range(m + 1)))]
    return [(out.to_numpy(), want.astype(np.int32), None)]


@case("calls_builtins")
def _calls_builtins(emu, co, rng):
    gx, gy, wx, wy = 64, 6, 16, 2
    out = emu.empty((gx * gy,), np.int32)
    emu.dispatch(co, "calls_builtins", grid=(gx, gy), workgroup=(wx, wy), args=[out])
    want = np.zeros(gx * gy, np.int64)
    def where(x, y, scale):
        return x * scale + (y % wy) * 7 + 1000 * (y // wy) + wx * 3 + y * 100000
    for y in range(gy):
        for x in range(gx):
            want[x + gx * y] = where(x, y, 3) if (x % wx) & 1 else -where(x, y, 5)
    return [(out.to_numpy(), want.astype(np.int32), None)]


@case("calls_wide")
def _calls_wide(emu, co, rng):
    n = 128
    x = rng.integers(-5000, 5000, n).astype(np.int32)
    out = emu.empty((n,), np.int64)
    emu.dispatch(co, "calls_wide", grid=(n,), workgroup=(64,), args=[emu.to_device(x), out])
    want = np.full(n, -1, np.int64)
    for i in range(n):
        v = int(x[i])
        if v & 1:
            s = _s32(sum((v + k * k) * (k + 1) for k in range(34)))
            want[i] = _s(s * 3 + int(i * 0.25 * 4.0) + (v << 36), 64)
    return [(out.to_numpy(), want, None)]
