"""Whole kernels compiled by clang-22 for gfx90a (tests/data/emu/src), checked against NumPy."""

from __future__ import annotations

import numpy as np
import pytest

from amdgcn.emu import Emulator
from tests.emu import kernels_extra  # noqa: F401  (registers its cases)
from tests.emu.kernels import CASES, check, hsaco

#: kernels also checked at -O0 (scratch, calls, flat accesses to private memory; dmath_f64
#: materializes f64 constants as ``s_mov_b64 s[n:n+1], 1.0``)
O0_KERNELS = ["vadd", "saxpy", "fmath_f32", "imath_i32", "grid2d", "hidden_args", "matmul_tiled",
              "reduce_lds", "atomic_global", "histogram", "scan_groups", "collatz", "early_return",
              "struct_arg", "private_sort", "private_index", "calls", "mfma_32x32x8f16",
              "dmath_f64"]


@pytest.fixture(scope="module")
def emu():
    return Emulator(mcpu="gfx90a")


def _run(emu, key, level):
    file, kernel = key
    co = emu.load(hsaco(file, level))
    bad = check(CASES[key](emu, co, np.random.default_rng(1234)))
    assert not bad, f"{kernel} -O{level}: " + "; ".join(bad)


@pytest.mark.parametrize("key", list(CASES), ids=[k for _, k in CASES])
def test_kernel_O3(emu, key):
    _run(emu, key, 3)


@pytest.mark.parametrize("key", list(CASES), ids=[k for _, k in CASES])
def test_kernel_O1(emu, key):
    _run(emu, key, 1)


@pytest.mark.parametrize("key", [k for k in CASES if k[1] in O0_KERNELS], ids=O0_KERNELS)
def test_kernel_O0(emu, key):
    _run(emu, key, 0)


def test_at_least_40_kernels():
    assert len(CASES) >= 40
    assert len(O0_KERNELS) >= 10
