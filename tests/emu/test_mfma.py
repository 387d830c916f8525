"""Every MFMA shape and type of gfx908, gfx90a and gfx942 (f32, f16, bf16, bf16_1k, i8, f64,
and gfx942's xf32 and FP8/BF8 pairs; 4x4, 16x16, 32x32; single- and multi-block, with
CBSZ/ABID/BLGP), assembled, run on 2 waves
and checked element by element against a NumPy model written here from the register layouts
of AMD's matrix instruction calculator (MI200 ISA 7.1; the calculator's gfx9 input and output
layouts: A[i][k] of block b in lane ``b*M + (k // ec)*M*B + i``, element ``k % ec``; D in
multi-rows of 4 registers by N lanes, 1 register pair for f64).

The f16 MFMA accuracy report of issue #9 (3.5e-5 against f64 where f32 accumulation gives
5e-7) is the flush of f16 denormal inputs that MI200 does (ISA 7.1: "Flushes input and output
denorms"; AMD's MIOpen notes on MI200 MFMA): with no denormal input the emulated result is
the exact sum rounded once to f32, asserted here bit for bit.
"""

from __future__ import annotations

import re
import zlib
from pathlib import Path

import numpy as np
import pytest

from amdgcn.asm.assembler import assemble_listing
from amdgcn.emu.memory import Memory
from amdgcn.emu.program import Context
from amdgcn.emu.scheduler import Group
from amdgcn.emu.semantics import builders_for
from amdgcn.emu.state import WaveState
from amdgcn.isa import decode
from tests.emu.test_valu import _Prog

WAVES = 2
#: blocks of the gfx908/gfx90a shapes (MI200 ISA 7.1 table; gfx940 names carry them: _4b)
BLOCKS = {("f32", 32, 1): 2, ("f32", 16, 1): 4, ("f32", 4, 1): 16,
          ("f16", 32, 4): 2, ("f16", 16, 4): 4, ("f16", 4, 4): 16,
          ("i8", 32, 4): 2, ("i8", 16, 4): 4, ("i8", 4, 4): 16,
          ("bf16", 32, 2): 2, ("bf16", 16, 2): 4, ("bf16", 4, 2): 16,
          ("bf16_1k", 32, 4): 2, ("bf16_1k", 16, 4): 4, ("bf16_1k", 4, 4): 16,
          ("f64", 4, 4): 4}
GFX90A = ["v_mfma_f32_32x32x1f32", "v_mfma_f32_16x16x1f32", "v_mfma_f32_4x4x1f32",
          "v_mfma_f32_32x32x2f32", "v_mfma_f32_16x16x4f32", "v_mfma_f32_32x32x4f16",
          "v_mfma_f32_16x16x4f16", "v_mfma_f32_4x4x4f16", "v_mfma_f32_32x32x8f16",
          "v_mfma_f32_16x16x16f16", "v_mfma_i32_32x32x4i8", "v_mfma_i32_16x16x4i8",
          "v_mfma_i32_4x4x4i8", "v_mfma_i32_32x32x8i8", "v_mfma_i32_16x16x16i8",
          "v_mfma_f32_32x32x2bf16", "v_mfma_f32_16x16x2bf16", "v_mfma_f32_4x4x2bf16",
          "v_mfma_f32_32x32x4bf16", "v_mfma_f32_16x16x8bf16", "v_mfma_f32_32x32x4bf16_1k",
          "v_mfma_f32_16x16x4bf16_1k", "v_mfma_f32_4x4x4bf16_1k", "v_mfma_f32_32x32x8bf16_1k",
          "v_mfma_f32_16x16x16bf16_1k", "v_mfma_f64_16x16x4f64", "v_mfma_f64_4x4x4f64"]
GFX942 = ["v_mfma_f32_32x32x1_2b_f32", "v_mfma_f32_16x16x1_4b_f32", "v_mfma_f32_4x4x1_16b_f32",
          "v_mfma_f32_32x32x2_f32", "v_mfma_f32_16x16x4_f32", "v_mfma_f32_32x32x4_2b_f16",
          "v_mfma_f32_16x16x4_4b_f16", "v_mfma_f32_4x4x4_16b_f16", "v_mfma_f32_32x32x8_f16",
          "v_mfma_f32_16x16x16_f16", "v_mfma_i32_32x32x4_2b_i8", "v_mfma_i32_16x16x4_4b_i8",
          "v_mfma_i32_4x4x4_16b_i8", "v_mfma_i32_32x32x16_i8", "v_mfma_i32_16x16x32_i8",
          "v_mfma_f32_32x32x4_2b_bf16", "v_mfma_f32_16x16x4_4b_bf16", "v_mfma_f32_4x4x4_16b_bf16",
          "v_mfma_f32_32x32x8_bf16", "v_mfma_f32_16x16x16_bf16", "v_mfma_f64_16x16x4_f64",
          "v_mfma_f64_4x4x4_4b_f64", "v_mfma_f32_16x16x8_xf32", "v_mfma_f32_32x32x4_xf32",
          *(f"v_mfma_f32_{s}_{a}_{b}" for s in ("16x16x32", "32x32x16")
            for a in ("fp8", "bf8") for b in ("fp8", "bf8"))]
GFX908 = [n for n in GFX90A if "f64" not in n and "_1k" not in n]
BYTES = {"f32": 4, "xf32": 4, "f16": 2, "bf16": 2, "i8": 1, "f64": 8, "fp8": 1, "bf8": 1}
#: FP8 (E4M3FNUZ) and BF8 (E5M2FNUZ) byte values, made by ml_dtypes (tools/gen_fp8_golden.py)
FP8_VALUES = dict(np.load(Path(__file__).resolve().parents[1] / "data" / "emu" /
                          "fp8_golden.npz"))


def shape_of(name: str) -> tuple:
    """(M, N, K, blocks, input type, result type) read from the mnemonic."""
    g = re.match(r"v_mfma_(f32|i32|f64)_(\d+)x(\d+)x(\d+)(?:_(\d+)b)?_?(.*)$", name)
    rt, m, n, k, blocks, t = g[1], int(g[2]), int(g[3]), int(g[4]), g[5], g[6]
    if blocks is None:
        blocks = BLOCKS.get((t, m, k), 1)
    return m, n, k, int(blocks), t.removesuffix("_1k"), rt


def _cases():
    out = []
    for mcpu, names in (("gfx908", GFX908), ("gfx90a", GFX90A), ("gfx942", GFX942)):
        for name in names:
            m, n, k, blocks, t, rt = shape_of(name)
            ctrl = [(0, 0, 0)]
            if blocks > 1:
                ctrl.append((1, 1, 3) if rt != "f64" or mcpu != "gfx942" else (1, 1, 0))
                if blocks >= 4:
                    ctrl.append((2, 3, 6))
            elif rt != "f64" or mcpu != "gfx942":
                ctrl.append((0, 0, 1))
            for cbsz, abid, blgp in ctrl:
                if rt == "f64" and mcpu == "gfx942":
                    blgp = 0                        # gfx940 reads the f64 BLGP field as NEG
                out.append(pytest.param(mcpu, name, cbsz, abid, blgp,
                                        id=f"{mcpu}-{name}-{cbsz}{abid}{blgp}"))
    return out


def _values(rng, t, count):
    """Random raw input elements of type t with no denormals: (bits, float64 values)."""
    normal = lambda: np.copysign(np.maximum(np.abs(rng.standard_normal(count)), 2.0 ** -8),
                                 rng.choice([-1.0, 1.0], count))
    if t == "i8":
        v = rng.integers(-128, 128, count).astype(np.int8)
        return v.view(np.uint8), v.astype(np.float64)
    if t in ("fp8", "bf8"):
        v = rng.integers(0, 255, count).astype(np.uint8)
        v[v == 0x80] = 0x7F                                     # no NaN
        return v, FP8_VALUES[f"{t}_values"][v].astype(np.float64)
    if t == "xf32":                 # gfx942 keeps 10 mantissa bits (truncation) of the f32
        bits = normal().astype(np.float32).view(np.uint32)
        return bits, (bits & np.uint32(0xFFFFE000)).view(np.float32).astype(np.float64)
    if t == "bf16":
        f = normal().astype(np.float32)
        bits = (f.view(np.uint32) >> 16).astype(np.uint16)
        return bits, (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    dt = {"f32": np.float32, "f16": np.float16, "f64": np.float64}[t]
    v = normal().astype(dt)
    return v.view({4: np.uint32, 2: np.uint16, 8: np.uint64}[v.itemsize]), v.astype(np.float64)


def _blgp(lane, blgp):
    if blgp == 0:
        return lane
    if blgp == 1:
        return lane % 32
    if blgp == 2:
        return lane % 32 + 32
    if blgp == 3:
        return (lane + 16) % 64
    return (blgp - 4) * 16 + lane % 16


def model(a, b, c, shape, cbsz, abid, blgp):
    """D[slot][wave][lane] from A/B elements ``[wave][lane][e]`` and C ``[slot][wave][lane]``,
    element by element (float64 sums of exact products; int64 for i8)."""
    m, n, k, blocks, t, rt = shape
    ec = k * m * blocks // 64
    h = 1 if rt == "f64" else 4
    d = c.astype(np.float64 if rt != "i32" else np.int64).copy()
    for blk in range(blocks):
        ab = (blk >> cbsz << cbsz) + abid
        for i in range(m):
            la = [ab * m + (kk // ec) * m * blocks + i for kk in range(k)]
            for j in range(n):
                lb = [_blgp(blk * n + (kk // ec) * n * blocks + j, blgp) for kk in range(k)]
                acc = sum(a[:, la[kk], kk % ec] * b[:, lb[kk], kk % ec] for kk in range(k))
                slot = blk * (m * n // 64) + i // (h * (64 // n)) * h + i % h
                bpr = -(-64 // (m * n // h))
                lane = (blk % bpr) * n + ((i // h) % (64 // n)) * bpr * n + j
                d[slot, :, lane] += acc.astype(d.dtype) if rt == "i32" else acc
    return d


@pytest.mark.parametrize("mcpu,name,cbsz,abid,blgp", _cases())
def test_mfma_matches_the_layout_model(mcpu, name, cbsz, abid, blgp):
    shape = m, n, k, blocks, t, rt = shape_of(name)
    ta, _, tb = t.partition("_")
    tb = tb or ta
    ec = k * m * blocks // 64
    a_dw = max(1, ec * BYTES[ta] // 4)
    slots = m * n * blocks // 64
    d_dw = slots * (2 if rt == "f64" else 1)
    rng = np.random.default_rng(zlib.crc32(f"{mcpu} {name} {cbsz} {abid} {blgp}".encode()))
    cd = "a" if mcpu == "gfx908" else "v"
    regs = lambda first, count: f"{first}" if count == 1 else f"[{first}:{first + count - 1}]"
    mods = "".join(f" {f}:{v}" for f, v in (("cbsz", cbsz), ("abid", abid), ("blgp", blgp)) if v)
    text = (f"{name} {cd}{regs(0, d_dw)}, v{regs(64, a_dw)}, v{regs(72, a_dw)}, "
            f"{cd}{regs(0, d_dw)}{mods}")
    res = assemble_listing(text + "\n", mcpu)
    assert not res.errors, res.errors
    inst = decode(res.lines[0].data, mcpu)
    assert inst.name == name

    st = WaveState(WAVES, n_vgpr=80, n_agpr=32 if mcpu == "gfx908" else 0, memory=Memory(),
                   lds_size=0, n_groups=1)
    a_bits, a = _values(rng, ta, WAVES * 64 * ec)
    b_bits, b = _values(rng, tb, WAVES * 64 * ec)
    for first, bits in ((64, a_bits), (72, b_bits)):
        words = np.zeros((WAVES, 64, a_dw * 4), np.uint8)
        words[..., : ec * BYTES[ta]] = bits.view(np.uint8).reshape(WAVES, 64, -1)
        st.vgpr[first: first + a_dw] = words.view(np.uint32).transpose(2, 0, 1)
    cdt = {"f32": np.float32, "i32": np.int32, "f64": np.float64}[rt]
    c = (rng.integers(-1000, 1000, (slots, WAVES, 64)) if rt == "i32"
         else rng.standard_normal((slots, WAVES, 64))).astype(cdt)
    bank = st.agpr if mcpu == "gfx908" else st.vgpr
    cw = c.view(np.uint32) if rt != "f64" else \
        c.view(np.uint32).reshape(slots, WAVES, 64, 2).transpose(0, 3, 1, 2).reshape(
            d_dw, WAVES, 64)
    bank[:d_dw] = cw
    st.exec_mask[:] = True
    ctx = Context(_Prog())
    ctx.mcpu = mcpu
    with np.errstate(all="ignore"):
        builders_for(mcpu)[name](inst, ctx)(st, Group(0, np.arange(WAVES), st))

    want = model(a.reshape(WAVES, 64, ec), b.reshape(WAVES, 64, ec), c, shape, cbsz, abid, blgp)
    got = bank[:d_dw]
    if rt == "f64":
        got = got.reshape(slots, 2, WAVES, 64).transpose(0, 2, 3, 1).copy().view(np.float64)[..., 0]
        np.testing.assert_allclose(got, want, rtol=1e-14, atol=1e-14)
    elif rt == "i32":
        want = (want & 0xFFFFFFFF).astype(np.uint32).view(np.int32)
        assert np.array_equal(got.view(np.int32), want)
    elif t in ("f32", "bf8_bf8", "bf8_fp8", "fp8_bf8"):     # sums of products not exact in f64
        np.testing.assert_allclose(got.view(np.float32), want, rtol=2e-7, atol=1e-6)
    else:                   # exact products, exact f64 sums: the result is one f32 rounding
        assert np.array_equal(got.view(np.float32), want.astype(np.float32))


def test_shapes_cover_every_type_and_size():
    seen = {(shape_of(nm)[4], shape_of(nm)[0], shape_of(nm)[3] > 1) for nm in GFX90A + GFX942}
    for t in ("f32", "f16", "bf16", "i8", "f64"):
        assert {(t, 16, False), (t, 4, True)} <= seen
    assert len(_cases()) >= 140
