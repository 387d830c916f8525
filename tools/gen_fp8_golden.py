#!/usr/bin/env python3
"""Golden f32 -> FP8/BF8 conversions for the emulator's gfx940 conversion tests:
tests/data/emu/fp8_golden.npz, made with ``ml_dtypes`` (an independent implementation of
float8_e4m3fnuz and float8_e5m2fnuz: round to nearest even, no saturation, NaN on overflow).

``ml_dtypes`` is not a dependency of the project: ``pip install ml_dtypes`` to run this; the
tests read only the committed file.

Arrays: ``x`` (float32, every FP8/BF8 value, every midpoint between neighbours, signed
zeros, infinities, NaN, and random values over 2^-30..2^20), ``fp8`` and ``bf8`` (uint8, the
conversions of ``x``), ``fp8_values`` and ``bf8_values`` (float32 of the 256 bytes).

Usage: python tools/gen_fp8_golden.py
"""

from __future__ import annotations

import sys
from pathlib import Path

import ml_dtypes
import numpy as np

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "emu" / "fp8_golden.npz"
TYPES = {"fp8": ml_dtypes.float8_e4m3fnuz, "bf8": ml_dtypes.float8_e5m2fnuz}


def main() -> int:
    rng = np.random.default_rng(8)
    parts = [np.array([0.0, -0.0, np.inf, -np.inf, np.nan])]
    values = {}
    for name, t in TYPES.items():
        v = np.arange(256, dtype=np.uint8).view(t).astype(np.float64)
        values[name] = v.astype(np.float32)
        finite = np.sort(v[np.isfinite(v)])
        parts += [finite, (finite[1:] + finite[:-1]) / 2, finite * (1 + 2.0 ** -20),
                  finite * (1 - 2.0 ** -20)]
    parts.append(rng.standard_normal(4000) * np.exp2(rng.integers(-30, 20, 4000)))
    x = np.concatenate(parts).astype(np.float32)
    x = np.concatenate([x, np.zeros(-len(x) % 4, np.float32)])     # whole dwords of 4
    out = {name: x.astype(t).view(np.uint8) for name, t in TYPES.items()}
    np.savez_compressed(OUT, x=x, fp8=out["fp8"], bf8=out["bf8"], fp8_values=values["fp8"],
                        bf8_values=values["bf8"])
    print(f"{OUT}: {len(x)} values")
    return 0


if __name__ == "__main__":
    sys.exit(main())
