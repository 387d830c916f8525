"""The fixture kernels (tests/data/emu/src) compiled by our back end from clang-22's IR
(tests/data/compiler), run on the emulator and checked as clang's own code objects are.

:data:`PASSING` lists the kernels that must agree at each level; every other kernel must be
refused with a CompileError (never a crash, never a wrong result).
"""

from __future__ import annotations

import pytest

from amdgcn.emu import Emulator
from tests.compiler.harness import run_case
from tests.emu.kernels import CASES

PASSING = {
    3: ["vadd", "saxpy", "fmath_f32", "fmath_f16", "packed_f16", "dmath_f64", "convert",
        "grid2d", "grid3d", "matmul_tiled", "transpose", "reverse_groups", "local_arg",
        "reduce_lds", "reduce_swizzle", "reduce_bpermute", "permute_rotate", "reduce_dpp",
        "dpp_quad", "atomic_global", "atomic_cmpxchg_lock", "atomic_f32", "atomic_i64",
        "atomic_lds", "histogram", "scan_groups", "stencil1d", "stencil2d", "collatz",
        "early_return", "uniform_loop", "struct_arg", "private_sort", "private_index",
        "ftz_f32"],
}


@pytest.fixture(scope="module")
def emu():
    return Emulator(mcpu="gfx90a")


def _cases(level):
    return [k for k in CASES if k[1] in PASSING[level]]


@pytest.mark.parametrize("key", _cases(3), ids=[k for _, k in _cases(3)])
def test_kernel_O3(emu, key):
    status, detail = run_case(emu, *key, 3)
    assert status == "pass", f"{key[1]}: {status}: {detail}"


@pytest.mark.parametrize("key", [k for k in CASES if k[1] not in PASSING[3]],
                         ids=[k for _, k in CASES if k not in PASSING[3]])
def test_kernel_O3_refused_cleanly(emu, key):
    """A kernel we cannot compile yet is refused with a CompileError (or now passes)."""
    status, detail = run_case(emu, *key, 3)
    assert status in ("compile", "pass"), f"{key[1]}: {status}: {detail}"
    if status == "compile":
        assert "@" + key[1] in detail or "kernel" in detail


def test_most_kernels_pass():
    assert len(_cases(3)) >= 35
