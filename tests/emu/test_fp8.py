"""gfx940's 8-bit float conversions (FP8 = E4M3FNUZ, BF8 = E5M2FNUZ): the emulator's
encoder and byte tables against golden conversions made by ml_dtypes
(tools/gen_fp8_golden.py), and clang-22 kernels using the ``__builtin_amdgcn_cvt_*`` fp8
builtins (tests/data/emu/hip/fp8.hip: v_cvt_pk_*_f32 into both words, v_cvt_f32_* with each
SDWA byte select, v_cvt_pk_f32_* of each word, v_cvt_sr_*_f32 into each byte) run on
``Emulator("gfx942")``."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from amdgcn.emu import Emulator
from amdgcn.emu.semantics.fp8 import FORMATS, TABLES, encode

DATA = Path(__file__).resolve().parents[1] / "data" / "emu"
GOLDEN = np.load(DATA / "fp8_golden.npz")
KERNELS = DATA / "hip" / "fp8.gfx942.hsaco"


@pytest.mark.parametrize("name", ["fp8", "bf8"])
def test_byte_values_match_the_format(name):
    assert np.array_equal(TABLES[name].astype(np.float32), GOLDEN[f"{name}_values"],
                          equal_nan=True)
    assert np.isnan(TABLES[name][0x80]) and np.isfinite(np.delete(TABLES[name], 0x80)).all()
    assert np.nanmax(TABLES[name]) == FORMATS[name].max == {"fp8": 240.0, "bf8": 57344.0}[name]


@pytest.mark.parametrize("name", ["fp8", "bf8"])
def test_round_to_nearest_even_matches_golden(name):
    assert np.array_equal(encode(GOLDEN["x"], FORMATS[name]), GOLDEN[name])


@pytest.fixture(scope="module")
def emu():
    return Emulator(mcpu="gfx942")


def test_pack_kernel(emu):
    x = GOLDEN["x"]
    n = len(x) // 4
    fp8, bf8 = emu.empty((n,), np.uint32), emu.empty((n,), np.uint32)
    emu.dispatch(KERNELS, "pack_fp8", grid=(n,), workgroup=(256,),
                 args=[emu.to_device(x), fp8, bf8, np.uint32(n)])
    assert np.array_equal(fp8.to_numpy().view(np.uint8), GOLDEN["fp8"])
    assert np.array_equal(bf8.to_numpy().view(np.uint8), GOLDEN["bf8"])


def test_unpack_kernel(emu):
    words = np.arange(256, dtype=np.uint32)
    words = words | ((words + 85) % 256) << 8 | ((words + 170) % 256) << 16 | (255 - words) << 24
    fp8, bf8 = emu.empty((256, 8), np.float32), emu.empty((256, 8), np.float32)
    emu.dispatch(KERNELS, "unpack_fp8", grid=(256,), workgroup=(64,),
                 args=[emu.to_device(words), fp8, bf8, np.uint32(256)])
    for name, got in (("fp8", fp8.to_numpy()), ("bf8", bf8.to_numpy())):
        want = GOLDEN[f"{name}_values"][words.view(np.uint8).reshape(256, 4)]
        assert np.array_equal(got[:, :4], want, equal_nan=True), name     # v_cvt_f32_*, bytes
        assert np.array_equal(got[:, 4:], want, equal_nan=True), name     # v_cvt_pk_f32_*


def test_stochastic_rounding_kernel(emu):
    rng = np.random.default_rng(5)
    v = np.float32(0.3)                                       # between two FP8 and BF8 values
    x = np.concatenate([np.full(4096, v), GOLDEN["x"][:4096]]).astype(np.float32)
    bits = rng.integers(0, 1 << 32, len(x), dtype=np.uint64).astype(np.uint32)
    bits[:4] = [0, 0xFFFFFFFF, 0, 0xFFFFFFFF]
    n = len(x) // 4
    fp8, bf8 = emu.empty((n,), np.uint32), emu.empty((n,), np.uint32)
    emu.dispatch(KERNELS, "sr_fp8", grid=(n,), workgroup=(256,),
                 args=[emu.to_device(x), emu.to_device(bits), fp8, bf8, np.uint32(n)])
    for name, buf in (("fp8", fp8), ("bf8", bf8)):
        got = buf.to_numpy().view(np.uint8)
        assert np.array_equal(got, encode(x, FORMATS[name], rng=bits)), name
        vals = TABLES[name][got[:4096]]
        below, above = np.sort(np.unique(vals))
        assert below < v < above                              # only the two neighbours
        assert vals[0] == below and vals[1] == above          # no random bits: truncation
        assert abs(vals.mean() - v) < 3 * (above - below) / np.sqrt(4096)    # unbiased
        exact = np.isin(x[4096:], TABLES[name])
        assert np.array_equal(TABLES[name][got[4096:]][exact], x[4096:][exact])
