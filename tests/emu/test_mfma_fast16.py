"""The f16/bf16 MFMA fast path (``step_16`` of :mod:`amdgcn.emu.semantics.mfma`, issue #9's
1024^3 GEMM speed) against the general path (``FAST16`` off) bit for bit, on random and
adversarial inputs (NaN payloads aside): cancellation to zero, signed zeros, f16/bf16 denormal inputs (flushed),
f32 denormals in C, infinities and NaNs, the widest exponent spread (sums not exact in f64),
overflow past the f32 range; with CBSZ/ABID/BLGP, groups larger than a chunk, non-contiguous
groups and lanes off EXEC. And the f16 denormal argument of :func:`mfma.denormal_free`.
"""

from __future__ import annotations

import math
import zlib

import numpy as np
import pytest

from amdgcn.asm.assembler import assemble_listing
from amdgcn.emu.memory import Memory
from amdgcn.emu.program import Context
from amdgcn.emu.scheduler import Group
from amdgcn.emu.semantics import mfma
from amdgcn.emu.state import WaveState
from amdgcn.isa import decode
from tests.emu.test_valu import _Prog

WAVES = mfma.CHUNK_WAVES + 21
KINDS = ["normal", "cancel", "special", "spread", "tiny"]


def _bits16(rng, t, count, kind):
    """16-bit A/B patterns of one kind of input."""
    exp_bits, bias, mant = (5, 15, 10) if t == "f16" else (8, 127, 7)
    top = (1 << exp_bits) - 1
    sign = rng.integers(0, 2, count) << 15
    frac = rng.integers(0, 1 << mant, count)
    if kind == "normal":                                    # values near 1
        e = rng.integers(bias - 3, bias + 3, count)
    elif kind == "cancel":                                  # few values: sums cancel to 0
        e = np.full(count, bias)
        frac = rng.integers(0, 2, count) << (mant - 1)
    elif kind == "spread":                                  # every exponent, any sum
        e = rng.integers(1, top, count)
    elif kind == "tiny":                                    # smallest normals, denormals
        e = rng.integers(0, 3, count)
    else:                                                   # zeros, denormals, inf, NaN
        e = rng.choice([0, 0, 1, top, bias, bias + 1, top - 1], count)
    bits = sign | (e << mant) | frac
    if kind == "special":
        bits[rng.random(count) < 0.9] &= ~((1 << mant) - 1) | 0x8000  # mostly inf, not NaN
    return bits.astype(np.uint16)


def _c_words(rng, count, kind):
    """f32 C words: random values, with f32 denormals, zeros and huge values for some kinds."""
    c = rng.standard_normal(count).astype(np.float32)
    if kind in ("tiny", "special", "cancel"):
        pick = rng.random(count)
        c[pick < 0.2] = 0.0
        c[(pick >= 0.2) & (pick < 0.3)] *= np.float32(2.0 ** -130)           # denormals
        c[(pick >= 0.3) & (pick < 0.35)] = -0.0
    if kind == "spread":
        c *= np.float32(2.0) ** rng.integers(-140, 120, count).astype(np.float32)
    return c.view(np.uint32)


def _run(text, mcpu, regs, idx, exec_off, fast):
    """The VGPRs and AGPRs after ``text`` runs on the waves ``idx`` (VGPRs and AGPRs both
    start as ``regs``), through the fast path or the general one."""
    res = assemble_listing(text + "\n", mcpu)
    assert not res.errors, res.errors
    inst = decode(res.lines[0].data, mcpu)
    st = WaveState(WAVES, n_vgpr=80, n_agpr=80, memory=Memory(), lds_size=0, n_groups=1)
    st.vgpr[:] = regs
    st.agpr[:] = regs
    st.exec_mask[:] = True
    st.exec_mask[exec_off] = False
    ctx = Context(_Prog())
    ctx.mcpu = mcpu
    old = mfma.FAST16
    mfma.FAST16 = fast
    try:
        step = mfma.build_mfma(inst, ctx)
    finally:
        mfma.FAST16 = old
    assert (step.__name__ == "step_16") == fast
    with np.errstate(all="ignore"):
        step(st, Group(0, idx, st))
    return np.concatenate([st.vgpr, st.agpr])


CASES = [("gfx90a", "v_mfma_f32_32x32x8f16", ""), ("gfx90a", "v_mfma_f32_16x16x16f16", ""),
         ("gfx90a", "v_mfma_f32_32x32x4f16", " cbsz:1 abid:1 blgp:3"),
         ("gfx90a", "v_mfma_f32_16x16x4f16", " cbsz:2 abid:3 blgp:6"),
         ("gfx90a", "v_mfma_f32_32x32x8bf16_1k", " blgp:1"),
         ("gfx90a", "v_mfma_f32_32x32x2bf16", ""), ("gfx942", "v_mfma_f32_32x32x8_f16", "")]


def _compare(text, mcpu, regs, rng, slots):
    """Both paths on all waves and on a group with holes and lanes off EXEC: the same bits
    (NaN payloads aside), and D changed."""
    for layout in ("all", "holes"):
        idx = np.arange(WAVES) if layout == "all" else np.flatnonzero(np.arange(WAVES) % 4 != 2)
        exec_off = np.zeros((WAVES, 64), bool)
        if layout == "holes":
            exec_off[::3] = rng.random(64) < 0.25
        want = _run(text, mcpu, regs, idx, exec_off, False)
        got = _run(text, mcpu, regs, idx, exec_off, True)
        same = got == want
        # NaN payloads: whichever NaN input the BLAS kernel meets first (in both paths)
        nan = np.isnan(got.view(np.float32)) & np.isnan(want.view(np.float32))
        assert (same | nan).all(), (layout, int((~same & ~nan).sum()))
        assert not np.array_equal(got, np.concatenate([regs, regs]))


def _registers(rng, t, kind, ec, a_dw, slots):
    """A in v64.., B in v72.. (16-bit patterns of ``kind``), C in v0.. (f32 words)."""
    regs = np.zeros((80, WAVES, 64), np.uint32)
    for first in (64, 72):
        regs[first: first + a_dw] = _bits16(rng, t, WAVES * 64 * ec, kind).view(np.uint32) \
            .reshape(a_dw, WAVES, 64)
    regs[:slots] = _c_words(rng, slots * WAVES * 64, kind).reshape(slots, WAVES, 64)
    return regs


@pytest.mark.parametrize("mcpu,name,mods", CASES)
@pytest.mark.parametrize("kind", KINDS)
def test_fast16_matches_the_general_path(mcpu, name, mods, kind):
    m, n, k, blocks, t, _ = mfma.SHAPES[name]
    ec = k * m * blocks // 64
    a_dw, slots = ec // 2, m * n * blocks // 64
    rng = np.random.default_rng(zlib.crc32(f"{name}{mods}{kind}".encode()))
    regs = _registers(rng, t, kind, ec, a_dw, slots)
    text = (f"{name} v[0:{slots - 1}], v[64:{63 + a_dw}], v[72:{71 + a_dw}], "
            f"v[0:{slots - 1}]{mods}")
    _compare(text, mcpu, regs, rng, slots)


#: operand forms: D over A and B, AGPRs (gfx908's C and D; gfx90a's A and B), an inline
#: constant C, C and D apart (LLVM takes inline constants for C only)
FORMS = [("gfx90a", "v[0:15], v[0:1], v[14:15], v[0:15]"),
         ("gfx908", "a[0:15], v[64:65], v[72:73], a[0:15]"),
         ("gfx90a", "v[0:15], a[64:65], a[72:73], v[0:15]"),
         ("gfx90a", "a[0:15], v[64:65], v[72:73], 1.0"),
         ("gfx90a", "v[16:31], v[64:65], v[72:73], v[0:15]")]


@pytest.mark.parametrize("mcpu,operands", FORMS)
@pytest.mark.parametrize("kind", ["normal", "special"])
def test_fast16_operand_forms(mcpu, operands, kind):
    rng = np.random.default_rng(zlib.crc32(f"{mcpu}{operands}{kind}".encode()))
    regs = _registers(rng, "f16", kind, 4, 2, 16)
    _compare(f"v_mfma_f32_32x32x8f16 {operands}", mcpu, regs, rng, 16)


def test_spread_inputs_have_sums_not_exact_in_f64():
    """The ``spread`` kind reaches sums whose f64 value depends on the order of the adds (so
    the equality above covers the accumulation order, not only exact sums)."""
    rng = np.random.default_rng(1)
    a, b = (_bits16(rng, "f16", 8 * 500, "spread").view(np.float16).astype(np.float64)
            .reshape(500, 8) for _ in range(2))
    p = a * b
    seq = np.zeros(500)
    for k in range(8):
        seq = seq + p[:, k]
    exact = np.array([math.fsum(row) for row in p])
    assert np.sum(np.isfinite(exact) & (seq != exact)) >= 10
