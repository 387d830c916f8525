"""Triton's LLVM IR (tests/data/triton/*.ll, tools/build_triton_fixtures.py) compiled by our back
end: each kernel runs on the emulator with the same inputs as Triton's own code object and must
give the same bits, and agree with NumPy. Triton compiles with LLVM's ``AllowFPOpFusion::Fast``,
so we compile with ``fp_contract="fast"``. No test needs triton or LLVM.

What the IR exercises: buffer resources in ``addrspace(8)`` (``make.buffer.rsrc``,
``raw.ptr.buffer.load/store`` with out-of-range offsets for masked lanes), ``update.dpp`` and
``readlane`` reductions, ``exp2`` (with the denormal range scaling), ``llvm.amdgcn.sqrt``,
``fdiv``, MFMA (``v_mfma_f32_32x32x8f16``, bf16 ``v_mfma_f32_32x32x8bf16_1k``), dynamic LDS
(``@global_smem``), agent-scope release ``atomicrmw`` (histogram), scans (``tl.cumsum``),
index reductions (``tl.argmax``), layout conversion through LDS (transpose), f16 math
(SiLU), and the float literals of newer LLVM (``-inf``, ``f0x3FB8AA3B``).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from amdgcn.compiler import compile_module
from amdgcn.emu import Emulator
from amdgcn.errors import CompileError

TRITON = Path(__file__).resolve().parents[1] / "data" / "triton"


def ours(name: str, mcpu: str = "gfx90a") -> bytes:
    ir = (TRITON / f"{name}.{mcpu}.ll").read_text()
    return compile_module(ir, mcpu, fp_contract="fast").code_object()


def launch(emu, co, name, programs, args):
    info = json.loads((TRITON / f"{name}.{emu.mcpu}.json").read_text())
    threads = info["num_warps"] * 64
    grid = (programs[0] * threads, *programs[1:])
    return emu.dispatch(co, info["kernel"], grid=grid, workgroup=(threads, 1, 1)[: len(grid)],
                        args=[*args, 0, 0], dynamic_lds=info["shared"])


def _add(emu, co):
    rng = np.random.default_rng(0)
    n = 3000
    x, y = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
    out = emu.empty((n,), np.float32)
    launch(emu, co, "add", (3,), [emu.to_device(x), emu.to_device(y), out, n])
    return out.to_numpy(), x + y, 0


def _softmax(emu, co):
    rng = np.random.default_rng(1)
    rows, cols = 5, 200
    x = (rng.standard_normal((rows, cols)) * 4).astype(np.float32)
    x[0, :3] = x[0].max() - np.float32([90, 95, 100])  # exp2 of < -126: denormal results
    out = emu.empty((rows, cols), np.float32)
    launch(emu, co, "softmax", (rows,), [out, emu.to_device(x), cols, cols, cols])
    e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
    return out.to_numpy(), e / e.sum(axis=1, keepdims=True), 2e-6


def _layernorm(emu, co):
    rng = np.random.default_rng(2)
    rows, cols = 4, 300
    x = (rng.standard_normal((rows, cols)) * 3 + 1).astype(np.float32)
    w, b = rng.standard_normal(cols, dtype=np.float32), rng.standard_normal(cols, dtype=np.float32)
    y = emu.empty((rows, cols), np.float32)
    launch(emu, co, "layernorm", (rows,), [emu.to_device(x), y, emu.to_device(w),
                                           emu.to_device(b), cols, cols, np.float32(1e-5)])
    x64 = x.astype(np.float64)
    mean = x64.mean(axis=1, keepdims=True)
    want = (x64 - mean) / np.sqrt(x64.var(axis=1, keepdims=True) + 1e-5) * w + b
    return y.to_numpy(), want, 1e-5


def _matmul(emu, co):
    rng = np.random.default_rng(3)
    m, n, k = 64, 48, 40
    a = rng.uniform(-1, 1, (m, k)).astype(np.float16)
    b = rng.uniform(-1, 1, (k, n)).astype(np.float16)
    a[np.abs(a) < 2 ** -14] = 0.25
    b[np.abs(b) < 2 ** -14] = 0.25
    c = emu.empty((m, n), np.float32)
    launch(emu, co, "matmul_f16", (2, 2), [emu.to_device(a), emu.to_device(b), c, m, n, k, k,
                                           n, n])
    return c.to_numpy(), a.astype(np.float64) @ b, 2e-6


def _matmul_bf16(emu, co):
    rng = np.random.default_rng(5)
    m, n, k = 64, 48, 40
    a = rng.uniform(-1, 1, (m, k)).astype(np.float32)
    b = rng.uniform(-1, 1, (k, n)).astype(np.float32)
    a16, b16 = (a.view(np.uint32) >> 16).astype(np.uint16), (b.view(np.uint32) >> 16).astype(
        np.uint16)
    af = (a16.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    bf = (b16.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    c = emu.empty((m, n), np.float32)
    launch(emu, co, "matmul_bf16", (2, 2), [emu.to_device(a16), emu.to_device(b16), c, m, n, k,
                                            k, n, n])
    return c.to_numpy(), af @ bf, 1e-5


def _histogram(emu, co):
    rng = np.random.default_rng(6)
    n = 1500
    x = rng.integers(0, 1 << 20, n, dtype=np.int32)
    hist = emu.to_device(np.zeros(64, np.int32))
    launch(emu, co, "histogram", (3,), [emu.to_device(x), hist, n])
    return hist.to_numpy(), np.bincount(x % 64, minlength=64).astype(np.int32), 0


def _cumsum(emu, co):
    rng = np.random.default_rng(7)
    rows, cols = 3, 200
    x = rng.integers(-1000, 1000, (rows, cols), dtype=np.int32)
    y = emu.empty((rows, cols), np.int32)
    launch(emu, co, "cumsum", (rows,), [emu.to_device(x), y, cols])
    return y.to_numpy(), np.cumsum(x, axis=1).astype(np.int32), 0


def _argmax(emu, co):
    rng = np.random.default_rng(8)
    rows, cols = 4, 300
    x = rng.standard_normal((rows, cols)).astype(np.float32)
    out = emu.empty((rows,), np.int32)
    launch(emu, co, "argmax", (rows,), [emu.to_device(x), out, cols])
    return out.to_numpy(), x.argmax(axis=1).astype(np.int32), 0


def _transpose(emu, co):
    rng = np.random.default_rng(9)
    m, n = 40, 70
    x = rng.standard_normal((m, n)).astype(np.float16)
    y = emu.empty((n, m), np.float32)
    launch(emu, co, "transpose", (2, 3), [emu.to_device(x), y, m, n])
    return y.to_numpy(), x.T.astype(np.float32) * 2, 0


def _silu(emu, co):
    rng = np.random.default_rng(10)
    n = 2000
    x = (rng.standard_normal(n) * 4).astype(np.float16)
    y = emu.empty((n,), np.float16)
    launch(emu, co, "silu", (2,), [emu.to_device(x), y, n])
    x64 = x.astype(np.float64)
    return y.to_numpy(), x64 / (1 + np.exp(-x64)), 2e-3


RUNS = {"add": _add, "softmax": _softmax, "layernorm": _layernorm, "matmul_f16": _matmul,
        "matmul_bf16": _matmul_bf16, "histogram": _histogram, "cumsum": _cumsum,
        "argmax": _argmax, "transpose": _transpose, "silu": _silu}


@pytest.fixture(scope="module")
def emu():
    return Emulator(mcpu="gfx90a")


@pytest.mark.parametrize("name", list(RUNS))
def test_triton_kernel_compiled_by_us_matches_triton_bitwise(emu, name):
    mine, want, tol = RUNS[name](emu, emu.load(ours(name)))
    theirs, _, _ = RUNS[name](emu, TRITON / f"{name}.gfx90a.hsaco")
    assert np.array_equal(mine.view(np.uint8), theirs.view(np.uint8)), \
        f"{name}: {np.count_nonzero(mine != theirs)} elements differ from Triton's code object"
    np.testing.assert_allclose(mine, want, rtol=tol, atol=tol)


def test_buffer_resource_code(emu):
    asm = compile_module((TRITON / "softmax.gfx90a.ll").read_text(), fp_contract="fast").asm
    assert "buffer_load_dword" in asm and "buffer_store_dword" in asm and " offen" in asm
    assert "v_exp_f32" in asm and "v_ldexp_f32" in asm       # exp2 with range scaling


def test_divergent_buffer_resource_is_refused():
    ir = """
define amdgpu_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %e = zext i32 %t to i64
  %a = getelementptr float, ptr addrspace(1) %p, i64 %e
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %a, i16 0,
                                                                  i64 1024, i32 159744)
  %v = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %r, i32 0, i32 0, i32 0)
  store float %v, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32 immarg)
"""
    with pytest.raises(CompileError, match=r"@k:.*make\.buffer\.rsrc.*not uniform"):
        compile_module(ir)


def test_newer_llvm_float_literals():
    from amdgcn.compiler.frontend import special_float_literals as lit
    assert lit("select i1 %c, float %a, float -inf") == \
        "select i1 %c, float %a, float 0xFFF0000000000000"
    assert lit("fmul float %x, f0x3FB8AA3B") == "fmul float %x, 0x3FF7154760000000"
    assert lit("half -inf, bfloat +qnan, half f0x3C00, bfloat f0x3F80") == \
        "half 0xHFC00, bfloat 0xR7FC0, half 0xH3C00, bfloat 0xR3F80"
    assert lit("float f0x7FA00001") == "float 0x7FF4000020000000"    # signalling NaN kept
    assert lit("%inf = fadd float %x, %y ; @-inf") == "%inf = fadd float %x, %y ; @-inf"


_CONTRACT = """
define amdgpu_kernel void @k(ptr addrspace(1) %p, float %a, float %b, float %c) {
  %m = fmul {f} float %a, %b
  %s = fadd {f} float %m, %c
  store float %s, ptr addrspace(1) %p
  ret void
}
"""


@pytest.mark.parametrize("flags,mode,fused", [("", "on", False), ("", "fast", True),
                                              ("contract", "on", True),
                                              ("contract", "off", False)])
def test_fp_contraction(flags, mode, fused):
    asm = compile_module(_CONTRACT.replace("{f}", flags), fp_contract=mode).asm
    assert ("v_fma" in asm or "v_fmac" in asm) == fused
    assert ("v_mul_f32" in asm) != fused


def test_fp_contract_mode_is_checked():
    with pytest.raises(CompileError, match="fp_contract must be one of"):
        compile_module(_CONTRACT.replace("{f}", ""), fp_contract="fastest")


def test_llc_fp_contract_option(tmp_path):
    from amdgcn.cli import main
    ll = TRITON / "layernorm.gfx90a.ll"
    fast, on = tmp_path / "fast.s", tmp_path / "on.s"
    assert main(["llc", "--fp-contract=fast", str(ll), "-o", str(fast)]) == 0
    assert main(["llc", str(ll), "-o", str(on)]) == 0
    count = [p.read_text().count("v_fmac_f32") + p.read_text().count("v_fma_f32")
             for p in (fast, on)]
    assert count[0] > count[1]
