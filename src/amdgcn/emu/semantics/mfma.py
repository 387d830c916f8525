"""Matrix fused multiply-add (VOP3P-MAI, MI200 ISA 7): every MFMA shape of gfx90a, single-
and multi-block, with the CBSZ/ABID and BLGP broadcast controls.

An M x N x K op with B blocks computes ``D[b] = A[b'] @ B[b] + C[b]`` for each block, in the
register layouts of AMD's matrix instruction calculator (gfx9 / CDNA):

* **A and B** (A[i][k] of block b; B[k][j] the same with j for i): with ``ec = K * M * B / 64``
  elements per lane, element ``k % ec`` of lane ``b * M + (k // ec) * M * B + i``: the block
  varies faster than the K chunk across the wave's groups of M lanes.
* **C and D** (D[i][j] of block b): 32-bit results form multi-rows of 4 registers by N lanes
  (64-bit results: 1 register pair), ``64 / N`` multi-rows per register::

      slot = b * (M*N/64) + (i // (h * 64/N)) * h + i % h        h = 4 (32-bit), 1 (64-bit)
      lane = (b % bpr) * N + ((i // h) % (64/N)) * bpr * N + j   bpr = ceil(64 / (M*N/h))

* **CBSZ/ABID**: block ``b`` reads A of block ``(b // 2^CBSZ) * 2^CBSZ + ABID``.
* **BLGP**: lane ``l`` reads B from lane 0: ``l``, 1: ``l % 32``, 2: ``l | 32``, 3:
  ``(l + 16) % 64``, 4-7: lane ``l % 16`` of the 16-lane group ``BLGP - 4``.

Products are exact and summed in f64 (int64 for i8), rounded once to the result type. F16 and
BF16 inputs and their f32 results have denormals flushed (MI200 ISA 7.1); F32 MFMA flushes
when MODE's f32 denormal mode does; F64 ignores MODE. C and D live in VGPRs or, with ACC_CD,
AGPRs (always AGPRs on gfx908); A and B in VGPRs or (ACC bits) AGPRs; inline constants are f32
values. gfx940 names the same shapes differently (:data:`GFX940_NAMES`), adds two i8 shapes,
and reads the f64 shapes' BLGP field as NEG: bits 0, 1, 2 negate A, B, C (MI300 ISA 7).
"""

from __future__ import annotations

import math

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.emu.access import const_value, is_const, store_lanes
from amdgcn.emu.program import LaneFault
from amdgcn.emu.semantics import fpmode
from amdgcn.emu.targets import emu_target

U32 = np.uint32

#: name -> (M, N, K, blocks, element type of A/B, result type)
SHAPES: dict[str, tuple] = {}
for _m, _n, _k, _b, _t, _r, _suffix in (
        (32, 32, 1, 2, "f32", "f32", "32x32x1f32"), (16, 16, 1, 4, "f32", "f32", "16x16x1f32"),
        (4, 4, 1, 16, "f32", "f32", "4x4x1f32"), (32, 32, 2, 1, "f32", "f32", "32x32x2f32"),
        (16, 16, 4, 1, "f32", "f32", "16x16x4f32"),
        (32, 32, 4, 2, "f16", "f32", "32x32x4f16"), (16, 16, 4, 4, "f16", "f32", "16x16x4f16"),
        (4, 4, 4, 16, "f16", "f32", "4x4x4f16"), (32, 32, 8, 1, "f16", "f32", "32x32x8f16"),
        (16, 16, 16, 1, "f16", "f32", "16x16x16f16"),
        (32, 32, 4, 2, "i8", "i32", "32x32x4i8"), (16, 16, 4, 4, "i8", "i32", "16x16x4i8"),
        (4, 4, 4, 16, "i8", "i32", "4x4x4i8"), (32, 32, 8, 1, "i8", "i32", "32x32x8i8"),
        (16, 16, 16, 1, "i8", "i32", "16x16x16i8"),
        (32, 32, 2, 2, "bf16", "f32", "32x32x2bf16"), (16, 16, 2, 4, "bf16", "f32", "16x16x2bf16"),
        (4, 4, 2, 16, "bf16", "f32", "4x4x2bf16"), (32, 32, 4, 1, "bf16", "f32", "32x32x4bf16"),
        (16, 16, 8, 1, "bf16", "f32", "16x16x8bf16"),
        (32, 32, 4, 2, "bf16", "f32", "32x32x4bf16_1k"),
        (16, 16, 4, 4, "bf16", "f32", "16x16x4bf16_1k"),
        (4, 4, 4, 16, "bf16", "f32", "4x4x4bf16_1k"),
        (32, 32, 8, 1, "bf16", "f32", "32x32x8bf16_1k"),
        (16, 16, 16, 1, "bf16", "f32", "16x16x16bf16_1k"),
        (16, 16, 4, 1, "f64", "f64", "16x16x4f64"), (4, 4, 4, 4, "f64", "f64", "4x4x4f64")):
    _prefix = {"f32": "v_mfma_f32_", "i32": "v_mfma_i32_", "f64": "v_mfma_f64_"}[_r]
    SHAPES[_prefix + _suffix] = (_m, _n, _k, _b, _t, _r)

#: gfx940 mnemonics (MI300 ISA; LLVM names the block count and the input type apart) of the
#: gfx90a shapes above; the bf16 ones are the gfx90a ``_1k`` forms
GFX940_NAMES = {
    "v_mfma_f32_32x32x1_2b_f32": "v_mfma_f32_32x32x1f32",
    "v_mfma_f32_16x16x1_4b_f32": "v_mfma_f32_16x16x1f32",
    "v_mfma_f32_4x4x1_16b_f32": "v_mfma_f32_4x4x1f32",
    "v_mfma_f32_32x32x2_f32": "v_mfma_f32_32x32x2f32",
    "v_mfma_f32_16x16x4_f32": "v_mfma_f32_16x16x4f32",
    "v_mfma_f32_32x32x4_2b_f16": "v_mfma_f32_32x32x4f16",
    "v_mfma_f32_16x16x4_4b_f16": "v_mfma_f32_16x16x4f16",
    "v_mfma_f32_4x4x4_16b_f16": "v_mfma_f32_4x4x4f16",
    "v_mfma_f32_32x32x8_f16": "v_mfma_f32_32x32x8f16",
    "v_mfma_f32_16x16x16_f16": "v_mfma_f32_16x16x16f16",
    "v_mfma_i32_32x32x4_2b_i8": "v_mfma_i32_32x32x4i8",
    "v_mfma_i32_16x16x4_4b_i8": "v_mfma_i32_16x16x4i8",
    "v_mfma_i32_4x4x4_16b_i8": "v_mfma_i32_4x4x4i8",
    "v_mfma_f32_32x32x4_2b_bf16": "v_mfma_f32_32x32x4bf16_1k",
    "v_mfma_f32_16x16x4_4b_bf16": "v_mfma_f32_16x16x4bf16_1k",
    "v_mfma_f32_4x4x4_16b_bf16": "v_mfma_f32_4x4x4bf16_1k",
    "v_mfma_f32_32x32x8_bf16": "v_mfma_f32_32x32x8bf16_1k",
    "v_mfma_f32_16x16x16_bf16": "v_mfma_f32_16x16x16bf16_1k",
    "v_mfma_f64_16x16x4_f64": "v_mfma_f64_16x16x4f64",
    "v_mfma_f64_4x4x4_4b_f64": "v_mfma_f64_4x4x4f64",
}
SHAPES.update({new: SHAPES[old] for new, old in GFX940_NAMES.items()})
#: the gfx940 i8 shapes that replace gfx90a's 32x32x8 and 16x16x16 (twice the K)
GFX940_SHAPES = {"v_mfma_i32_32x32x16_i8": (32, 32, 16, 1, "i8", "i32"),
                 "v_mfma_i32_16x16x32_i8": (16, 16, 32, 1, "i8", "i32")}
SHAPES.update(GFX940_SHAPES)

_BYTES = {"f32": 4, "f16": 2, "bf16": 2, "i8": 1, "f64": 8}
WAVE = 64


def input_layout(m: int, k: int, blocks: int) -> tuple[np.ndarray, np.ndarray]:
    """(lane, element) index arrays of shape (blocks, m, k): where A[b][i][k] (or B[b][k][j]
    with j for i) sits among the wave's lanes and each lane's packed elements."""
    ec = k * m * blocks // WAVE
    b, i, kk = np.meshgrid(np.arange(blocks), np.arange(m), np.arange(k), indexing="ij")
    return b * m + (kk // ec) * m * blocks + i, kk % ec


def output_layout(m: int, n: int, blocks: int, wide: bool) -> tuple[np.ndarray, np.ndarray]:
    """(lane, slot) index arrays of shape (blocks, m, n) of D[b][i][j] (a slot is one result:
    a VGPR, or a VGPR pair for 64-bit results)."""
    h = 1 if wide else 4
    rows_per_reg = WAVE // n
    bpr = math.ceil(WAVE / (m * n // h))
    b, i, j = np.meshgrid(np.arange(blocks), np.arange(m), np.arange(n), indexing="ij")
    slot = b * (m * n // WAVE) + (i // (h * rows_per_reg)) * h + i % h
    lane = (b % bpr) * n + ((i // h) % rows_per_reg) * bpr * n + j
    return lane, slot


def blgp_lanes(blgp: int) -> np.ndarray:
    """The lane each lane reads its B data from under BLGP (MI200 ISA 13.3.12 BLGP)."""
    l = np.arange(WAVE)
    if blgp == 0:
        return l
    if blgp == 1:
        return l % 32
    if blgp == 2:
        return l | 32
    if blgp == 3:
        return (l + 16) % WAVE
    return (blgp - 4) * 16 + l % 16


def abid_blocks(blocks: int, cbsz: int, abid: int) -> np.ndarray:
    """The block of A each block reads under CBSZ/ABID."""
    size = 1 << cbsz
    return np.arange(blocks) // size * size + abid


def _elements(words: np.ndarray, t: str, count: int) -> np.ndarray:
    """(n, 64, dwords) uint32 -> (n, 64, count) float64 / int64 element values."""
    raw = np.ascontiguousarray(words)
    if t == "f32":
        return raw.view(np.float32)[..., :count].astype(np.float64)
    if t == "f16":
        return fpmode.flush(raw.view(np.float16)[..., :count]).astype(np.float64)
    if t == "bf16":
        h = raw.view(np.uint16)[..., :count].astype(U32) << U32(16)
        return fpmode.flush(h.view(np.float32)).astype(np.float64)
    if t == "i8":
        return raw.view(np.int8)[..., :count].astype(np.int64)
    if t == "f64":
        return raw.view(np.float64)[..., :count]
    raise ValueError(t)


def build_mfma(inst, ctx):
    """D = A * B + C for every block, with the lane layouts and controls of the module doc."""
    m, n, k, blocks, t, rt = SHAPES[inst.name]
    target = emu_target(ctx.mcpu)
    f = inst.fields
    cbsz, abid, blgp = f.get("cbsz", 0), f.get("abid", 0), f.get("blgp", 0)
    neg = 0
    if rt == "f64" and target.mfma_f64_neg:
        neg, blgp = blgp, 0
    a_blocks = abid_blocks(blocks, cbsz, abid)
    if a_blocks.max() >= blocks:
        def bad_abid(st, g):
            raise LaneFault(f"MFMA ABID {abid} names a block past the {blocks} of {inst.name}")
        return bad_abid
    ec = k * m * blocks // WAVE
    a_dw = max(1, ec * _BYTES[t] // 4)
    wide = rt == "f64"
    slots = m * n * blocks // WAVE
    d_dw = slots * (2 if wide else 1)
    acc_cd, acc = bool(f.get("acc_cd", 0)) or target.mfma_cd_agprs, f.get("acc", 0)
    a_lane, a_elem = input_layout(m, k, blocks)
    a_lane, a_elem = a_lane[a_blocks], a_elem[a_blocks]          # (B, M, K)
    b_lane, b_elem = input_layout(n, k, blocks)                  # (B, N, K)
    b_lane = blgp_lanes(blgp)[b_lane]
    d_lane, d_slot = output_layout(m, n, blocks, wide)           # (B, M, N)
    src = [f["src0"], f["src1"]]
    c_code, vdst = f["src2"], f["vdst"]

    def words(st, g, code, count, agpr):
        """(n, 64, count) uint32 of a register range (or an inline constant's f32 bits)."""
        if code >= ops.VGPR0:
            r = code - ops.VGPR0
            bank = st.agpr if agpr else st.vgpr
            if r + count > bank.shape[0]:
                raise LaneFault("MFMA operand past the allocated registers")
            return bank[r: r + count][:, g.sel].transpose(1, 2, 0)
        if is_const(code):
            c = const_value(code, "f32", inst.literal).view(U32)
            return np.full((g.n, WAVE, count), c, U32)
        raise LaneFault("MFMA operand must be a VGPR, an AGPR or an inline constant")

    def step(st, g):
        a = _elements(words(st, g, src[0], a_dw, acc & 1), t, ec)    # (n, 64, ec)
        b = _elements(words(st, g, src[1], a_dw, acc & 2), t, ec)
        if neg & 1:
            a = -a
        if neg & 2:
            b = -b
        f32_flush = _flush_f32(st, g) if t == "f32" else None
        if f32_flush is not None:
            a, b = (np.where(f32_flush[:, None, None], _ftz64(x), x) for x in (a, b))
        amat = a[:, a_lane, a_elem]                                  # (n, B, M, K)
        bmat = b[:, b_lane, b_elem].transpose(0, 1, 3, 2)            # (n, B, K, N)
        prod = amat @ bmat                                           # (n, B, M, N)
        cw = words(st, g, c_code, d_dw, acc_cd)                      # (n, 64, d_dw)
        cw = np.ascontiguousarray(cw)
        if rt == "f64":
            c = -cw.view(np.float64) if neg & 4 else cw.view(np.float64)
            d = prod + c[:, d_lane, d_slot]
            out = np.empty((g.n, WAVE, slots), np.float64)
            out[:, d_lane, d_slot] = d
        elif rt == "f32":
            c = cw.view(np.float32).astype(np.float64)
            d = (prod + c[:, d_lane, d_slot]).astype(np.float32)
            if t in ("f16", "bf16"):
                d = fpmode.flush(d)
            elif f32_flush is not None:
                d = np.where(f32_flush[:, None, None, None], fpmode.flush(d), d)
            out = np.empty((g.n, WAVE, slots), np.float32)
            out[:, d_lane, d_slot] = d
        else:
            c = cw.view(np.int32).astype(np.int64)
            out = np.empty((g.n, WAVE, slots), np.int32)
            out[:, d_lane, d_slot] = (prod + c[:, d_lane, d_slot]).astype(np.int32)
        out = out.view(U32)                                          # (n, 64, d_dw)
        bank = st.agpr if acc_cd else st.vgpr
        if vdst + d_dw > bank.shape[0]:
            raise LaneFault("MFMA result past the allocated registers")
        for j in range(d_dw):
            store_lanes(bank[vdst + j], g, out[:, :, j])
    return step


def _flush_f32(st, g):
    """Per wave: does MODE flush f32 denormals (None when no wave does)?"""
    m = st.uniform_mode
    if m is not None:
        return None if fpmode.denorm_mode(m, "f32") == 3 else np.ones(g.n, bool)
    flush = ((st.mode[g.sel] >> np.uint32(4)) & np.uint32(3)) != 3
    return flush if flush.any() else None


def _ftz64(x):
    """f32 denormal values (held as f64) flushed to signed zero."""
    return np.where((x != 0) & (np.abs(x) < np.finfo(np.float32).tiny), np.copysign(0.0, x), x)


BUILDERS: dict = {name: build_mfma for name in SHAPES}
