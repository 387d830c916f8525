"""gfx942 (and gfx908/gfx900) from the same back end: the fixture kernels' IR
(tests/data/compiler, clang-22 for gfx90a) compiled by us for another processor runs on that
processor's emulator and passes the checks clang's own code objects pass
(tests/emu/kernels.py). ``PYTHONPATH=. python /path/to/harness`` style runs of every kernel
are in the report of issue 10; the tests run a sample that covers what differs per target:
scratch (architected flat scratch on gfx942), atomics (``sc0``/``sc1`` bits on gfx942), MFMA,
DPP, LDS. Also Triton's gfx942 matmul IR against Triton's own gfx942 code object.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from amdgcn.compiler import compile_module
from amdgcn.emu import Emulator
from tests.compiler.harness import ALL_CASES, ir_text
from tests.emu.kernels import check

#: kernels per target (all of gfx942's 60 compilable -O3 kernels agree; a sample runs here)
SAMPLES = {
    "gfx942": ["vadd", "dmath_f64", "imath_i64", "matmul_tiled", "reduce_dpp", "atomic_global",
               "atomic_cmpxchg_lock", "atomic_i64", "histogram", "private_sort",
               "private_index", "calls", "mfma_32x32x8f16", "mfma_16x16x4f64",
               "mfma_4x4x1f32_bcast", "collatz", "private48", "calls_stack"],
    # gfx908: MFMA through AGPRs (v_accvgpr_write/read), no packed FP32
    "gfx908": ["mfma_32x32x8f16", "mfma_16x16x16f16", "mfma_4x4x1f32_bcast", "mfma_gemm_f16",
               "private_sort", "atomic_global"],
    "gfx900": ["private_sort", "atomic_cmpxchg_lock", "dmath_f64"],
}
CASES = [(mcpu, k) for mcpu, ks in SAMPLES.items() for k in ks]
_EMUS: dict = {}


def _emu(mcpu):
    if mcpu not in _EMUS:
        _EMUS[mcpu] = Emulator(mcpu=mcpu)
    return _EMUS[mcpu]


def _run(mcpu, kernel, level=3):
    file = next(f for f, k in ALL_CASES if k == kernel)
    emu = _emu(mcpu)
    c = compile_module(ir_text(file, level), mcpu, kernels=[kernel])
    co = emu.load(c.code_object())
    return c, check(ALL_CASES[(file, kernel)](emu, co, np.random.default_rng(1234)))


@pytest.mark.parametrize("mcpu,kernel", CASES, ids=[f"{m}-{k}" for m, k in CASES])
def test_fixture_kernel_on_target(mcpu, kernel):
    _, bad = _run(mcpu, kernel)
    assert not bad, f"{kernel} on {mcpu}: " + "; ".join(bad)


def test_gfx942_scratch_is_architected_flat_scratch():
    c, bad = _run("gfx942", "private_sort", level=0)     # -O0: every variable in scratch
    assert not bad
    asm = c.asm
    assert "scratch_store_dword" in asm and "scratch_load_dword" in asm
    assert "buffer_" not in asm and "private_segment_buffer" not in asm
    assert ".amdhsa_enable_private_segment 1" in asm
    assert ".amdhsa_reserve_flat_scratch" not in asm


def test_gfx942_returning_atomics_use_sc0():
    c, bad = _run("gfx942", "atomic_global")
    assert not bad
    lines = [ln for ln in c.asm.splitlines() if "global_atomic" in ln]
    assert lines and all(" sc0" in ln and "glc" not in ln for ln in lines)


TRITON = Path(__file__).resolve().parents[1] / "data" / "triton"


def _triton_inputs(name, rng):
    m, n, k = (64, 48, 40) if name == "matmul_f16" else (64, 64, 64)
    if name == "matmul_f16":
        a = rng.uniform(-1, 1, (m, k)).astype(np.float16)
        b = rng.uniform(-1, 1, (k, n)).astype(np.float16)
        return m, n, k, a, b, a.astype(np.float64) @ b, 2e-6
    a = rng.integers(0, 256, (m, k), dtype=np.uint8)    # fp8 E4M3FNUZ bytes; 0x80 is NaN
    b = rng.integers(0, 256, (k, n), dtype=np.uint8)
    a[a == 0x80], b[b == 0x80] = 0, 1
    values = np.load(Path(__file__).resolve().parents[1] / "data" / "emu" /
                     "fp8_golden.npz")["fp8_values"].astype(np.float64)
    want = values[a] @ values[b]
    return m, n, k, a, b, want, 4 * 2.0 ** -24 * (np.abs(values[a]) @ np.abs(values[b])).max()


@pytest.mark.parametrize("name", ["matmul_f16", "matmul_fp8"])
def test_triton_matmul_gfx942_matches_triton_bitwise(name):
    """tl.dot on v_mfma_f32_32x32x8_f16 and v_mfma_f32_32x32x16_fp8_fp8 (fp8 tiles built
    from <1 x i8>/<4 x i8> vectors in LDS)."""
    emu = _emu("gfx942")
    info = json.loads((TRITON / f"{name}.gfx942.json").read_text())
    ours = compile_module((TRITON / f"{name}.gfx942.ll").read_text(), "gfx942",
                          fp_contract="fast").code_object()
    outs = []
    for co in (ours, TRITON / f"{name}.gfx942.hsaco"):
        m, n, k, a, b, want, tol = _triton_inputs(name, np.random.default_rng(3))
        c = emu.empty((m, n), np.float32)
        emu.dispatch(co, info["kernel"], grid=(2 * 256, 2), workgroup=(256, 1),
                     args=[emu.to_device(a), emu.to_device(b), c, m, n, k, k, n, n, 0, 0],
                     dynamic_lds=info["shared"])
        outs.append(c.to_numpy())
    assert np.array_equal(outs[0].view(np.uint32), outs[1].view(np.uint32))
    np.testing.assert_allclose(outs[0], want, rtol=0, atol=tol)

def test_gfx908_mfma_goes_through_agprs():
    c, bad = _run("gfx908", "mfma_32x32x8f16")
    assert not bad
    asm = c.asm
    assert "v_accvgpr_write_b32 a0" in asm and "v_accvgpr_read_b32" in asm
    assert "v_mfma_f32_32x32x8f16 a[0:15]" in asm
    assert ".agpr_count:     16" in asm


@pytest.mark.parametrize("mcpu,kernel,what", [("gfx908", "mfma_16x16x4f64", "no instruction"),
                                              ("gfx900", "mfma_32x32x8f16", "has no MFMA"),
                                              ("gfx900", "dots", "sdot4 needs v_dot4_i32_i8")])
def test_mfma_a_target_lacks_is_refused(mcpu, kernel, what):
    from amdgcn.errors import CompileError
    with pytest.raises(CompileError, match=what):
        _run(mcpu, kernel)


@pytest.mark.oracle
@pytest.mark.parametrize("mcpu", ["gfx942", "gfx908", "gfx900"])
def test_llvm_mc_assembles_our_asm_to_our_bytes(tmp_path, mcpu):
    import subprocess

    from tests.compiler.test_oracle import FILES, _compilable
    from tests.conftest import llvm_tool
    # every fixture file on gfx942; on gfx908/gfx900 the files where they differ (memory
    # model, scratch, MFMA through AGPRs), to keep the run short
    files = FILES if mcpu == "gfx942" else ["atomics", "byval", "reduce"] + (
        ["mfma"] if mcpu == "gfx908" else [])
    for file in files:
        c = compile_module(ir_text(file, 3), mcpu, kernels=_compilable(file), errors={})
        s, o = tmp_path / f"{file}.s", tmp_path / f"{file}.o"
        s.write_text(c.asm)
        subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}",
                        "-filetype=obj", str(s), "-o", str(o)], check=True)
        assert o.read_bytes() == c.object(), file


@pytest.mark.parametrize("name", ["histogram", "cumsum", "argmax", "transpose", "silu"])
def test_triton_kernels_gfx942_match_triton_bitwise(name):
    """Triton's gfx942 IR (sc0/sc1 atomics, scans, index reductions, LDS layout conversion,
    f16 math) compiled by us against Triton's own gfx942 code object."""
    from tests.compiler.test_triton import RUNS, ours
    emu = _emu("gfx942")
    mine, want, tol = RUNS[name](emu, emu.load(ours(name, "gfx942")))
    theirs, _, _ = RUNS[name](emu, TRITON / f"{name}.gfx942.hsaco")
    assert np.array_equal(mine.view(np.uint8), theirs.view(np.uint8))
    np.testing.assert_allclose(mine, want, rtol=tol, atol=tol)
