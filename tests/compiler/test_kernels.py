"""The fixture kernels (tests/data/emu/src) compiled by our back end from clang-22's IR
(tests/data/compiler), run on the emulator and checked as clang's own code objects are: all
of them at -O3 and -O1, a sample at -O0 (``python -m tests.compiler.harness -O0`` runs all).
"""

from __future__ import annotations

import pytest

from amdgcn.emu import Emulator
from tests.compiler.harness import run_case
from tests.emu.kernels import CASES
from tests.emu.kernels_classes import CLASS_CASES
from tests.emu.kernels_classes import FILE as CLASS_FILE

#: every fixture kernel agrees at -O3 and -O1 (``python -m tests.compiler.harness -O1`` runs
#: all of -O1; the tests run every -O3 kernel and an -O1 sample, to stay within CI's budget)
PASSING = {3: [k for _, k in CASES],
           1: ["vadd", "fmath_f16", "dmath_f64", "imath_i32", "convert", "hidden_args",
               "matmul_tiled", "reduce_dpp", "atomic_cmpxchg_lock", "atomic_lds", "scan_groups",
               "collatz", "early_return", "private_sort", "calls", "mfma_16x16x16f16",
               "mfma_4x4x1f32_bcast",
               "round_f32"]}
#: -O0 (every variable in scratch, calls inlined): a sample that runs quickly on the emulator;
#: ``python -m tests.compiler.harness -O0`` runs them all (all 53 agree)
O0_SAMPLE = ["vadd", "saxpy", "fmath_f32", "imath_i32", "dmath_f64", "convert", "matmul_tiled",
             "reduce_lds", "reverse_groups", "atomic_global", "collatz", "early_return",
             "struct_arg", "private_sort", "private_index", "calls", "mfma_32x32x8f16",
             "imath_i64"]


#: issue 9's failure-class kernels (classes.cl): all 17 compile and agree at -O3, -O1 and -O0
#: (``python -m tests.compiler.harness -O0 classes``); the tests run every one at -O3 and a
#: quick sample at -O1 and -O0 (private_mixed and calls_tree take 8-13 s there)
CLASS_PASSING = list(CLASS_CASES)
CLASS_SAMPLE = {1: ["subword", "int_widths", "program_scope", "pointer_tables"],
                0: ["subword", "int_builtins", "wave_builtins"]}


@pytest.fixture(scope="module")
def emu():
    return Emulator(mcpu="gfx90a")


def _cases(level):
    return [k for k in CASES if k[1] in PASSING[level]]


@pytest.mark.parametrize("key", _cases(3), ids=[k for _, k in _cases(3)])
def test_kernel_O3(emu, key):
    status, detail = run_case(emu, *key, 3)
    assert status == "pass", f"{key[1]}: {status}: {detail}"


@pytest.mark.parametrize("key", _cases(1), ids=[k for _, k in _cases(1)])
def test_kernel_O1(emu, key):
    status, detail = run_case(emu, *key, 1)
    assert status == "pass", f"{key[1]}: {status}: {detail}"


@pytest.mark.parametrize("kernel", O0_SAMPLE)
def test_kernel_O0(emu, kernel):
    key = next(k for k in CASES if k[1] == kernel)
    status, detail = run_case(emu, *key, 0)
    assert status == "pass", f"{kernel}: {status}: {detail}"


@pytest.mark.parametrize("kernel", CLASS_PASSING)
def test_class_kernel_O3(emu, kernel):
    status, detail = run_case(emu, CLASS_FILE, kernel, 3)
    assert status == "pass", f"{kernel}: {status}: {detail}"


@pytest.mark.parametrize("level,kernel", [(lv, k) for lv, ks in CLASS_SAMPLE.items()
                                          for k in ks])
def test_class_kernel_O1_O0(emu, level, kernel):
    status, detail = run_case(emu, CLASS_FILE, kernel, level)
    assert status == "pass", f"{kernel} -O{level}: {status}: {detail}"


def test_most_kernels_pass():
    assert len(_cases(3)) >= 53 and len(_cases(1)) >= 15


#: gfx900 and gfx908 from the gfx90a IR (work-item IDs in v0, v1, v2; no accum_offset); the
#: grid kernels are the regression for the unpacked IDs being left unreserved
OTHER_TARGETS = [(mcpu, k) for mcpu in ("gfx908", "gfx900")
                 for k in ("vadd", "grid3d", "matmul_tiled", "reduce_dpp", "collatz")]


@pytest.mark.parametrize("mcpu,kernel", OTHER_TARGETS)
def test_other_targets_O3(mcpu, kernel):
    import numpy as np

    from amdgcn.compiler import compile_module
    from tests.compiler.harness import ir_text
    from tests.emu.kernels import check
    file = next(f for f, k in CASES if k == kernel)
    emu = Emulator(mcpu=mcpu)
    co = emu.load(compile_module(ir_text(file, 3), mcpu, kernels=[kernel]).code_object())
    bad = check(CASES[(file, kernel)](emu, co, np.random.default_rng(1234)))
    assert not bad, f"{kernel} on {mcpu}: " + "; ".join(bad)
