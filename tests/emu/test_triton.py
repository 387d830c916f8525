"""Kernels compiled by Triton for gfx90a (tests/data/triton, tools/build_triton_fixtures.py)
run on the emulator against NumPy: element-wise add, row softmax, layer norm, and a ``tl.dot``
matmul on v_mfma_f32_32x32x8f16 (also built for gfx942), and on gfx942 an FP8 ``tl.dot`` on
v_mfma_f32_32x32x16_fp8_fp8. Triton keeps its shared memory in dynamic LDS, so each
launch passes the ``shared`` bytes of the fixture's JSON as ``dynamic_lds`` (HIP's
``sharedMemBytes``), and the two hidden pointers Triton appends (global and profile scratch,
0 bytes here) as null. Also the dynamic-LDS launch parameter itself on a HIP kernel with
``extern __shared__`` (tests/data/emu/hip, tools/build_hip_fixtures.py) and ``amdgcn run
--lds``. No test needs triton or LLVM."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from amdgcn.cli import main
from amdgcn.emu import Emulator
from amdgcn.errors import EmulationFault

DATA = Path(__file__).resolve().parents[1] / "data"
TRITON = DATA / "triton"
DYN_LDS = DATA / "emu" / "hip" / "dyn_lds.gfx90a.hsaco"


def fixture(name: str, mcpu: str = "gfx90a") -> tuple[Path, dict]:
    return (TRITON / f"{name}.{mcpu}.hsaco",
            json.loads((TRITON / f"{name}.{mcpu}.json").read_text()))


def launch(emu, name, programs, args, *, lds=True):
    """Run Triton kernel ``name`` over ``programs`` (a grid of program ids)."""
    path, info = fixture(name, emu.mcpu)
    assert info["global_scratch_size"] == info["profile_scratch_size"] == 0
    threads = info["num_warps"] * 64
    grid = (programs[0] * threads, *programs[1:])
    return emu.dispatch(path, info["kernel"], grid=grid, workgroup=(threads, 1, 1)[: len(grid)],
                        args=[*args, 0, 0], dynamic_lds=info["shared"] if lds else 0)


@pytest.fixture(scope="module")
def emu():
    return Emulator(mcpu="gfx90a")


@pytest.fixture(scope="module")
def emu942():
    return Emulator(mcpu="gfx942")


def test_add(emu):
    rng = np.random.default_rng(0)
    n = 3000                                    # not a multiple of BLOCK = 1024: masked tail
    x, y = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
    out = emu.empty((n,), np.float32)
    launch(emu, "add", (3,), [emu.to_device(x), emu.to_device(y), out, n])
    assert np.array_equal(out.to_numpy(), x + y)


def test_softmax(emu):
    rng = np.random.default_rng(1)
    rows, cols = 5, 200                         # BLOCK = 256: masked columns
    x = (rng.standard_normal((rows, cols)) * 4).astype(np.float32)
    out = emu.empty((rows, cols), np.float32)
    launch(emu, "softmax", (rows,), [out, emu.to_device(x), cols, cols, cols])
    e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(out.to_numpy(), e / e.sum(axis=1, keepdims=True), rtol=2e-6,
                               atol=1e-9)


def test_layernorm(emu):
    rng = np.random.default_rng(2)
    rows, cols = 4, 300                         # BLOCK = 128: three blocks, the last masked
    x = (rng.standard_normal((rows, cols)) * 3 + 1).astype(np.float32)
    w, b = rng.standard_normal(cols, dtype=np.float32), rng.standard_normal(cols, dtype=np.float32)
    y = emu.empty((rows, cols), np.float32)
    launch(emu, "layernorm", (rows,), [emu.to_device(x), y, emu.to_device(w), emu.to_device(b),
                                       cols, cols, np.float32(1e-5)])
    x64 = x.astype(np.float64)
    mean = x64.mean(axis=1, keepdims=True)
    want = (x64 - mean) / np.sqrt(x64.var(axis=1, keepdims=True) + 1e-5) * w + b
    np.testing.assert_allclose(y.to_numpy(), want, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("mcpu", ["gfx90a", "gfx942"])
def test_matmul_on_mfma(emu, emu942, mcpu):
    emu = emu if mcpu == "gfx90a" else emu942
    rng = np.random.default_rng(3)
    m, n, k = 64, 48, 40                        # 32x32x16 tiles: masked edges in N and K
    a = rng.uniform(-1, 1, (m, k)).astype(np.float16)
    b = rng.uniform(-1, 1, (k, n)).astype(np.float16)
    a[np.abs(a) < 2 ** -14] = 0.25              # no f16 denormals (MI200's MFMA flushes them)
    b[np.abs(b) < 2 ** -14] = 0.25
    c = emu.empty((m, n), np.float32)
    res = launch(emu, "matmul_f16", (2, 2), [emu.to_device(a), emu.to_device(b), c, m, n, k,
                                             k, n, n])
    np.testing.assert_allclose(c.to_numpy(), a.astype(np.float64) @ b, rtol=0, atol=2e-6)
    assert res.stats.workgroups == 4


def test_fp8_matmul_on_gfx942_mfma(emu942):
    """tl.dot of fp8e4b8 (E4M3FNUZ) tiles: v_mfma_f32_32x32x16_fp8_fp8."""
    rng = np.random.default_rng(4)
    m, n, k = 64, 64, 64
    a = rng.integers(0, 256, (m, k), dtype=np.uint8)
    b = rng.integers(0, 256, (k, n), dtype=np.uint8)
    a[a == 0x80] = 0x00                          # 0x80 is the format's NaN
    b[b == 0x80] = 0x01
    values = np.load(DATA / "emu" / "fp8_golden.npz")["fp8_values"].astype(np.float64)
    c = emu942.empty((m, n), np.float32)
    launch(emu942, "matmul_fp8", (2, 2), [emu942.to_device(a), emu942.to_device(b), c, m, n, k,
                                          k, n, n])
    # exact products, f32 sums per MFMA: within a few f32 roundings of the magnitudes summed
    bound = 4 * 2.0 ** -24 * (np.abs(values[a]) @ np.abs(values[b]))
    err = np.abs(c.to_numpy() - values[a] @ values[b])
    assert (err <= bound).all(), err.max()


@pytest.mark.parametrize("name", ["softmax", "matmul_f16"])
def test_triton_shared_memory_needs_the_dynamic_lds(emu, name):
    _, info = fixture(name)
    assert info["shared"] > 0
    args = {"softmax": lambda: [emu.empty((1, 8), np.float32), emu.empty((1, 8), np.float32),
                                8, 8, 8],
            "matmul_f16": lambda: [emu.empty((32, 32), np.float16),
                                   emu.empty((32, 32), np.float16),
                                   emu.empty((32, 32), np.float32), 32, 32, 32, 32, 32, 32]}
    with pytest.raises(EmulationFault, match="LDS access outside"):
        launch(emu, name, (1, 1)[: 1 if name == "softmax" else 2], args[name](), lds=False)


def test_dynamic_lds_follows_the_static_lds_and_is_reported(emu):
    x = np.arange(512, dtype=np.float32)
    out, size = emu.empty((512,), np.float32), emu.empty((1,), np.uint32)
    emu.dispatch(DYN_LDS, "reverse_dyn", grid=(512,), workgroup=(256,),
                 args=[emu.to_device(x), out, size], dynamic_lds=1024)
    want = x.reshape(2, 256)[:, ::-1].reshape(-1) + np.arange(512) % 16
    assert np.array_equal(out.to_numpy(), want)
    assert size.to_numpy()[0] == 1024               # hidden_dynamic_lds_size
    with pytest.raises(EmulationFault, match="LDS access outside the work-group's 64 bytes"):
        emu.dispatch(DYN_LDS, "reverse_dyn", grid=(512,), workgroup=(256,),
                     args=[emu.to_device(x), out, size])
    for bad in (-4, 1.5, True):
        with pytest.raises(EmulationFault, match="dynamic_lds must be a byte count"):
            emu.dispatch(DYN_LDS, "reverse_dyn", grid=(256,), workgroup=(256,),
                         args=[emu.to_device(x), out, size], dynamic_lds=bad)
    with pytest.raises(EmulationFault, match="needs 65600 bytes of LDS"):
        emu.dispatch(DYN_LDS, "reverse_dyn", grid=(256,), workgroup=(256,),
                     args=[emu.to_device(x), out, size], dynamic_lds=65536)


def test_run_lds_option(capsys, tmp_path):
    argv = ["run", str(DYN_LDS), "reverse_dyn", "--grid", "256", "--block", "256",
            "--arg", "arange:f32:256", "--arg", "zeros:f32:256", "--arg", "zeros:u32:1",
            "-o", str(tmp_path)]
    assert main([*argv, "--lds", "1024"]) == 0
    out = np.load(tmp_path / "arg1.npy")
    assert np.array_equal(out, np.arange(256, dtype=np.float32)[::-1] + np.arange(256) % 16)
    assert np.load(tmp_path / "arg2.npy")[0] == 1024
    capsys.readouterr()
    assert main(argv) != 0
    assert "LDS access outside" in capsys.readouterr().err
    assert main([*argv, "--lds", "-8"]) != 0
    assert "dynamic_lds must be a byte count >= 0" in capsys.readouterr().err
