"""The batched MFMA of many waves (issue #9's 1024^3 GEMM speed): groups larger than a chunk of
:data:`amdgcn.emu.semantics.mfma.CHUNK_WAVES` waves, not a multiple of it, non-contiguous and
with lanes off EXEC, f16/bf16 inputs with zeros and denormals (flushed, MI200 ISA 7.1), checked
bit for bit against the NumPy layout model of ``test_mfma`` (the exact sum rounded once to
f32). And the copy form of V_PERM_B32 with one selector (clang's f16 packing) against the
per-lane byte select.
"""

from __future__ import annotations

import numpy as np
import pytest

from amdgcn.asm.assembler import assemble_listing
from amdgcn.emu.memory import Memory
from amdgcn.emu.program import Context
from amdgcn.emu.scheduler import Group
from amdgcn.emu.semantics import builders_for
from amdgcn.emu.semantics import valu_ops
from amdgcn.emu.semantics.mfma import CHUNK_WAVES
from amdgcn.emu.state import WaveState
from amdgcn.isa import decode
from tests.emu.test_mfma import model, shape_of
from tests.emu.test_valu import _Prog

WAVES = 2 * CHUNK_WAVES + 37


def _bits16(rng, t, count):
    """16-bit input patterns with zeros and denormals among normal values, and the float64
    values the MFMA uses (denormals flushed to signed zeros)."""
    v = rng.standard_normal(count).astype(np.float32)
    if t == "f16":
        bits = v.astype(np.float16).view(np.uint16)
    else:
        bits = (v.view(np.uint32) >> 16).astype(np.uint16)
    pick = rng.random(count)
    bits[pick < 0.02] &= np.uint16(0x8000)                          # signed zeros
    den = (pick >= 0.02) & (pick < 0.05)
    mant = np.uint16(0x03FF if t == "f16" else 0x007F)
    bits[den] = (bits[den] & np.uint16(0x8000)) | (bits[den] & mant) | 1  # denormals
    exp = np.uint16(0x7C00 if t == "f16" else 0x7F80)
    flushed = np.where((bits & exp) == 0, bits & np.uint16(0x8000), bits)
    if t == "f16":
        vals = flushed.view(np.float16).astype(np.float64)
    else:
        vals = (flushed.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return bits, vals


@pytest.mark.parametrize("name", ["v_mfma_f32_32x32x8f16", "v_mfma_f32_16x16x16f16",
                                  "v_mfma_f32_32x32x8bf16_1k", "v_mfma_f32_32x32x4f16"])
@pytest.mark.parametrize("layout", ["all", "holes"])
def test_batched_mfma_matches_the_model(name, layout):
    shape = m, n, k, blocks, t, _ = shape_of(name)
    ec = k * m * blocks // 64
    a_dw, slots = ec // 2, m * n * blocks // 64
    rng = np.random.default_rng(len(name) * 7 + len(layout))
    text = f"{name} v[0:{slots - 1}], v[64:{63 + a_dw}], v[72:{71 + a_dw}], v[0:{slots - 1}]\n"
    res = assemble_listing(text, "gfx90a")
    assert not res.errors, res.errors
    inst = decode(res.lines[0].data, "gfx90a")
    st = WaveState(WAVES, n_vgpr=80, n_agpr=0, memory=Memory(), lds_size=0, n_groups=1)
    a_bits, a = _bits16(rng, t, WAVES * 64 * ec)
    b_bits, b = _bits16(rng, t, WAVES * 64 * ec)
    for first, bits in ((64, a_bits), (72, b_bits)):
        st.vgpr[first: first + a_dw] = bits.view(np.uint32).reshape(WAVES, 64, a_dw) \
            .transpose(2, 0, 1)
    c = rng.standard_normal((slots, WAVES, 64)).astype(np.float32)
    st.vgpr[:slots] = c.view(np.uint32)
    st.exec_mask[:] = True
    idx = np.arange(WAVES)
    if layout == "holes":                   # every third wave left out, lanes off EXEC
        idx = idx[idx % 3 != 1]
        st.exec_mask[::5, rng.random(64) < 0.3] = False
    ctx = Context(_Prog())
    ctx.mcpu = "gfx90a"
    with np.errstate(all="ignore"):
        builders_for("gfx90a")[name](inst, ctx)(st, Group(0, idx, st))

    want = model(a.reshape(WAVES, 64, ec), b.reshape(WAVES, 64, ec), c, shape, 0, 0, 0)
    want = want.astype(np.float32)
    run = np.zeros(WAVES, bool)
    run[idx] = True
    on = run[None, :, None] & st.exec_mask[None]
    want = np.where(on, want, c)
    assert np.array_equal(st.vgpr[:slots].view(np.float32), want)


def test_perm_copy_form_matches_the_byte_select():
    rng = np.random.default_rng(5)
    a = rng.integers(0, 1 << 32, (3, 64), dtype=np.uint64).astype(np.uint32)
    b = rng.integers(0, 1 << 32, (3, 64), dtype=np.uint64).astype(np.uint32)
    sels = [0x05040100, 0x07060302, 0x01000504, 0x03020706, 0x07020500, 0x00000000]
    sels += [int(x) for x in rng.integers(0, 8, (40, 4)) @ (256 ** np.arange(4))]
    for sel in sels:
        for x, y in ((a, b), (a, np.uint32(0x89ABCDEF)), (np.uint32(0x01234567), b)):
            got = valu_ops._perm(x, y, np.uint32(sel))
            # the same selector with one lane made different takes the per-lane path
            per_lane = np.full((3, 64), sel, np.uint32)
            per_lane[0, 0] = 0x0C0C0C0C
            want = valu_ops._perm(x, y, per_lane)
            assert got.dtype == np.uint32 and got.shape == (3, 64)
            assert np.array_equal(got.reshape(-1)[1:], want.reshape(-1)[1:]), hex(sel)
