#!/usr/bin/env python3
"""Emulator speed: wave-instructions per second and total time for vector add at 2^20
work-items and a tiled LDS matmul at 512x512 (the fixtures of tests/data/emu, -O3)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

from amdgcn.emu import Emulator

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "emu"


def bench_vadd(emu: Emulator, n: int = 1 << 20):
    co = emu.load(DATA / "elementwise.O3.hsaco")
    rng = np.random.default_rng(0)
    a, b = rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32)
    A, B, C = emu.to_device(a), emu.to_device(b), emu.empty((n,), np.float32)
    emu.dispatch(co, "vadd", grid=(256,), workgroup=(256,), args=[A, B, C, n])  # decode once
    t0 = time.perf_counter()
    res = emu.dispatch(co, "vadd", grid=(n,), workgroup=(256,), args=[A, B, C, n])
    total = time.perf_counter() - t0
    assert np.array_equal(C.to_numpy(), a + b)
    return f"vector add, {n} work-items (workgroup 256)", res.stats, total


def bench_matmul(emu: Emulator, n: int = 512):
    co = emu.load(DATA / "lds.O3.hsaco")
    rng = np.random.default_rng(1)
    a = rng.standard_normal((n, n), dtype=np.float32)
    b = rng.standard_normal((n, n), dtype=np.float32)
    A, B, C = emu.to_device(a), emu.to_device(b), emu.empty((n, n), np.float32)
    emu.dispatch(co, "matmul_tiled", grid=(16, 16), workgroup=(16, 16), args=[A, B, C, 16, 16, 16])
    t0 = time.perf_counter()
    res = emu.dispatch(co, "matmul_tiled", grid=(n, n), workgroup=(16, 16), args=[A, B, C, n, n, n])
    total = time.perf_counter() - t0
    assert np.allclose(C.to_numpy(), a.astype(np.float64) @ b, rtol=1e-4, atol=1e-3)
    return f"tiled LDS matmul, {n}x{n}x{n} (16x16 tiles, workgroup 16x16)", res.stats, total


def main() -> int:
    emu = Emulator(mcpu="gfx90a")
    for fn in (bench_vadd, bench_matmul):
        what, s, total = fn(emu)
        print(f"{what}: {s.waves} waves, {s.workgroups} work-groups, "
              f"{s.wave_instructions} wave-instructions in {total:.3f} s = "
              f"{s.wave_instructions / total / 1e6:.2f} M wave-instructions/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
