"""gfx942's sparse MFMA (v_smfmac_*): a dense A with 2:4 structured sparsity is compressed
the way ROCm composable_kernel's smfmac test does it on hardware (in each group of 4 K
elements the nonzeros, in ascending K order, with their 2-bit positions in the index VGPR),
run, and checked against the dense product A @ B + C computed here. 16-bit forms follow
that hardware-checked layout; the 8-bit forms the same rule with 8 values per lane."""

from __future__ import annotations

import zlib
from pathlib import Path

import numpy as np
import pytest

from amdgcn.asm.assembler import assemble_listing
from amdgcn.emu.memory import Memory
from amdgcn.emu.program import Context, LaneFault
from amdgcn.emu.scheduler import Group
from amdgcn.emu.semantics import builders_for
from amdgcn.emu.state import WaveState
from amdgcn.isa import decode
from tests.emu.test_valu import _Prog

WAVES = 2
FP8 = dict(np.load(Path(__file__).resolve().parents[1] / "data" / "emu" / "fp8_golden.npz"))
NAMES = ["v_smfmac_f32_16x16x32_f16", "v_smfmac_f32_32x32x16_f16", "v_smfmac_f32_16x16x32_bf16",
         "v_smfmac_f32_32x32x16_bf16", "v_smfmac_i32_16x16x64_i8", "v_smfmac_i32_32x32x32_i8",
         "v_smfmac_f32_16x16x64_fp8_bf8", "v_smfmac_f32_32x32x32_bf8_fp8"]


def _shape(name):
    parts = name.split("_")
    m, n, k = (int(x) for x in parts[3].split("x"))
    ta = parts[4]
    return m, n, k, ta, parts[5] if len(parts) > 5 else ta, parts[2]


def _elements(rng, t, shape):
    """(raw bits, values) of random elements of type t, no NaN, no denormals."""
    if t == "i8":
        v = rng.integers(-128, 128, shape).astype(np.int8)
        return v.view(np.uint8), v.astype(np.float64)
    if t in ("fp8", "bf8"):
        sign = (rng.integers(0, 2, shape) << 7).astype(np.uint8)
        v = rng.integers(1, 128, shape).astype(np.uint8) | sign
        v[v == 0x80] = 0x81
        return v, FP8[f"{t}_values"][v].astype(np.float64)
    x = rng.uniform(0.5, 2, shape) * rng.choice([-1, 1], shape)
    if t == "f16":
        h = x.astype(np.float16)
        return h.view(np.uint16), h.astype(np.float64)
    bits = (x.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
    return bits, (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def _compress(a_bits, a_vals, m, k, values):
    """Per lane: the compressed A bits (64, values), their index VGPR word, and the dense A
    (m, k) with at most 2 nonzeros in each group of 4 (CK's TransformIntoStructuralSparsity
    and compression loop)."""
    rng = np.random.default_rng(int(a_vals.sum() * 1000) % 2**32)
    dense = np.zeros((m, k))
    comp = np.zeros((64, values), a_bits.dtype)
    idx = np.zeros(64, np.uint32)
    per_lane = 2 * values
    for lane in range(64):
        i, c = lane % m, lane // m
        for grp in range(values // 2):
            keep = np.sort(rng.choice(4, 2, replace=False))
            for slot, pos in enumerate(keep):
                p = 2 * grp + slot
                kk = c * per_lane + 4 * grp + pos
                comp[lane, p] = a_bits[lane, p]
                dense[i, kk] = a_vals[lane, p]
                idx[lane] |= np.uint32(pos) << np.uint32(2 * p)
    return comp, idx, dense


@pytest.mark.parametrize("name", NAMES)
def test_smfmac_matches_the_dense_product(name):
    m, n, k, ta, tb, rt = _shape(name)
    rng = np.random.default_rng(zlib.crc32(name.encode()))
    nbytes = 2 if ta in ("f16", "bf16") else 1
    values = 4 if nbytes == 2 else 8                 # compressed A values per lane
    dense_per_lane = k * n // 64
    a_dw, b_dw, slots = values * nbytes // 4, dense_per_lane * nbytes // 4, m * n // 64
    text = f"{name} v[0:{slots - 1}], v[40:{40 + a_dw - 1}], v[48:{48 + b_dw - 1}], v60\n"
    res = assemble_listing(text, "gfx942")
    assert not res.errors, res.errors
    inst = decode(res.lines[0].data, "gfx942")
    st = WaveState(WAVES, n_vgpr=64, n_agpr=0, memory=Memory(), lds_size=0, n_groups=1)
    st.exec_mask[:] = True
    wants = []
    for w in range(WAVES):
        a_bits, a_vals = _elements(rng, ta, (64, values))
        comp, idx, dense_a = _compress(a_bits, a_vals, m, k, values)
        b_bits, b_vals = _elements(rng, tb, (64, dense_per_lane))
        st.vgpr[40: 40 + a_dw, w] = comp.view(np.uint8).reshape(64, -1).view(np.uint32).T
        st.vgpr[48: 48 + b_dw, w] = b_bits.view(np.uint8).reshape(64, -1).view(np.uint32).T
        st.vgpr[60, w] = idx
        dense_b = np.zeros((k, n))
        for lane in range(64):                       # B: lane l holds B[(l // n) * 2P + e][l % n]
            dense_b[(lane // n) * dense_per_lane + np.arange(dense_per_lane), lane % n] = \
                b_vals[lane]
        c = (rng.integers(-100, 100, (m, n)) if rt == "i32" else rng.standard_normal((m, n)))
        for i in range(m):                            # C/D: the dense MFMA output layout
            for j in range(n):
                slot, lane = i // 8 * 4 + i % 4 if m == 32 else i % 4, \
                    (i // 4 % 2) * 32 + j if m == 32 else (i // 4) * 16 + j
                st.vgpr[slot, w, lane] = (np.int32(c[i, j]).view(np.uint32) if rt == "i32"
                                          else np.float32(c[i, j]).view(np.uint32))
        cc = c.astype(np.int64) if rt == "i32" else c.astype(np.float32).astype(np.float64)
        wants.append(dense_a @ dense_b + cc)
    ctx = Context(_Prog())
    ctx.mcpu = "gfx942"
    with np.errstate(all="ignore"):
        builders_for("gfx942")[name](inst, ctx)(st, Group(0, np.arange(WAVES), st))
    for w, want in enumerate(wants):
        got = np.empty((m, n))
        for i in range(m):
            for j in range(n):
                slot, lane = (i // 8 * 4 + i % 4, (i // 4 % 2) * 32 + j) if m == 32 else \
                    (i % 4, (i // 4) * 16 + j)
                word = st.vgpr[slot, w, lane]
                got[i, j] = word.view(np.int32) if rt == "i32" else word.view(np.float32)
        if rt == "i32":
            assert np.array_equal(got, want)
        else:
            np.testing.assert_allclose(got, want, rtol=3e-7, atol=1e-6)


def test_smfmac_index_sets_other_than_the_first_fault():
    res = assemble_listing("v_smfmac_f32_16x16x32_f16 v[0:3], v[40:41], v[48:51], v60 "
                           "abid:1\n", "gfx942")
    inst = decode(res.lines[0].data, "gfx942")
    st = WaveState(1, n_vgpr=64, n_agpr=0, memory=Memory(), lds_size=0, n_groups=1)
    ctx = Context(_Prog())
    ctx.mcpu = "gfx942"
    with pytest.raises(LaneFault, match="not modelled"):
        builders_for("gfx942")[inst.name](inst, ctx)(st, Group(0, np.arange(1), st))
