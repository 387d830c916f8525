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

Products are exact and summed in f64 (exact for i8), rounded once to the result type; the
MFMAs of all waves at one pc run as one batched f64 BLAS product (f16/bf16 inputs with f32
results: :data:`FAST16`, the same values and f64 operations with fewer passes over memory). F16 and BF16 inputs and
their f32 results have denormals flushed (MI200 ISA 7.1: "Flushes input and output denorms";
AMD's MIOpen documents the same MI200 behaviour): an f16 denormal input is the whole of the
difference between a 32x32x8f16 product and f32 accumulation of unflushed f16 products
(issue #9). F32 MFMA flushes when MODE's f32 denormal mode does; F64 ignores MODE. C and D
live in VGPRs or, with ACC_CD, AGPRs (always AGPRs on gfx908); A and B in VGPRs or (ACC bits)
AGPRs; inline constants are f32 values. gfx940 names the same shapes differently (:data:`GFX940_NAMES`), adds two i8 shapes,
8-bit float shapes (FP8/BF8 A and B, 8 per 64-bit register pair; the products of the
E4M3FNUZ/E5M2FNUZ values are exact, the byte 0x80 is a NaN), xf32 shapes (f32 inputs cut to
10 mantissa bits), and reads the f64 shapes' BLGP field as NEG: bits 0, 1, 2 negate A, B, C
(MI300 ISA 7).
"""

from __future__ import annotations

import math

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.emu.access import const_value, is_const, store_lanes
from amdgcn.emu.program import LaneFault
from amdgcn.emu.semantics import fpmode
from amdgcn.emu.semantics.fp8 import TABLES
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
#: the gfx940 i8 shapes that replace gfx90a's 32x32x8 and 16x16x16 (twice the K), its
#: 8-bit float shapes (A type, then B type: FP8 = E4M3FNUZ, BF8 = E5M2FNUZ, see
#: :mod:`amdgcn.emu.semantics.fp8`) and its xf32 shapes
GFX940_SHAPES = {"v_mfma_i32_32x32x16_i8": (32, 32, 16, 1, "i8", "i32"),
                 "v_mfma_i32_16x16x32_i8": (16, 16, 32, 1, "i8", "i32"),
                 "v_mfma_f32_16x16x8_xf32": (16, 16, 8, 1, "xf32", "f32"),
                 "v_mfma_f32_32x32x4_xf32": (32, 32, 4, 1, "xf32", "f32")}
for _a in ("fp8", "bf8"):
    for _b in ("fp8", "bf8"):
        GFX940_SHAPES[f"v_mfma_f32_16x16x32_{_a}_{_b}"] = (16, 16, 32, 1, f"{_a}_{_b}", "f32")
        GFX940_SHAPES[f"v_mfma_f32_32x32x16_{_a}_{_b}"] = (32, 32, 16, 1, f"{_a}_{_b}", "f32")
SHAPES.update(GFX940_SHAPES)

_BYTES = {"f32": 4, "xf32": 4, "f16": 2, "bf16": 2, "i8": 1, "fp8": 1, "bf8": 1, "f64": 8}
#: the f32 bits an xf32 input keeps: sign, exponent and 10 mantissa bits; gfx942 truncates
#: (rounds toward zero) the 13 bits below, as hipBLASLt's XF32 kernels document
XF32_MASK = np.uint32(0xFFFFE000)


def operand_types(t: str) -> tuple[str, str]:
    """The element types of A and B of a shape's type (``"fp8_bf8"``: A FP8, B BF8)."""
    a, _, b = t.partition("_")
    return a, b or a
WAVE = 64
#: waves whose MFMA products (f64, 8 KiB a wave for 32x32) go through the cache together
CHUNK_WAVES = 128


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


def _ftz16_table(bf16: bool) -> np.ndarray:
    """float64 value of every 16-bit pattern, denormals made signed zeros (MI200 ISA 7.1)."""
    h = np.arange(1 << 16, dtype=np.uint32)
    h = np.where((h & (0x7F80 if bf16 else 0x7C00)) == 0, h & 0x8000, h)
    with np.errstate(invalid="ignore"):          # NaN patterns stay NaNs
        if bf16:
            return (h << 16).astype(U32).view(np.float32).astype(np.float64)
        return h.astype(np.uint16).view(np.float16).astype(np.float64)


#: f16 and bf16 bits -> flushed float64 values: one gather decodes an operand
FTZ16 = {"f16": _ftz16_table(False), "bf16": _ftz16_table(True)}


def decode_elements(raw: np.ndarray, t: str, count: int) -> np.ndarray:
    """(n, 64, dwords) uint32 -> (n, 64, count) float64 element values (exact for every type;
    i8 products and their sums stay below 2^53, so f64 arithmetic on them is exact)."""
    raw = np.ascontiguousarray(raw)
    if t == "f32":
        return raw.view(np.float32)[..., :count].astype(np.float64)
    if t == "xf32":
        return (raw[..., :count] & XF32_MASK).view(np.float32).astype(np.float64)
    if t in TABLES:
        return TABLES[t][raw.view(np.uint8)[..., :count]]
    if t in FTZ16:
        return FTZ16[t][raw.view(np.uint16)[..., :count]]
    if t == "i8":
        return raw.view(np.int8)[..., :count].astype(np.float64)
    if t == "f64":
        return raw.view(np.float64)[..., :count]
    raise ValueError(t)


#: how registers are viewed to pick single elements of each type
_ELEMENT_VIEW = {"f32": np.float32, "xf32": U32, "f16": np.uint16, "bf16": np.uint16,
                 "i8": np.int8, "fp8": np.uint8, "bf8": np.uint8}


def element_values(x: np.ndarray, t: str) -> np.ndarray:
    """Elements picked from registers viewed as ``_ELEMENT_VIEW[t]`` -> float64 values, as
    :func:`decode_elements` decodes them."""
    if t in FTZ16:
        return ftz16_values(x, t, np.empty(x.shape), np.empty_like(x))
    if t in TABLES:
        return TABLES[t][x]
    if t == "xf32":
        return (x & XF32_MASK).view(np.float32).astype(np.float64)
    return x.astype(np.float64)


def dword_pairs(idx: np.ndarray, ec: int) -> np.ndarray | None:
    """For element indices ``lane * ec + e`` of 16-bit elements ``(..., K)``: the indices of
    the first element of each pair of consecutive k when every pair is one dword's two
    elements in order (low half first), ``(..., K / 2)``; else None."""
    if ec % 2 or idx.shape[-1] % 2:
        return None
    first, second = idx[..., 0::2], idx[..., 1::2]
    if (first % 2 == 0).all() and (second == first + 1).all():
        return np.ascontiguousarray(first)
    return None


def ftz16_values(x: np.ndarray, t: str, out: np.ndarray, tmp: np.ndarray) -> np.ndarray:
    """f16 or bf16 bits ``x`` (uint16) -> their float64 values in ``out`` (of x's shape),
    denormals made signed zeros (:data:`FTZ16`); ``tmp`` is uint16 scratch of x's shape."""
    if t == "f16":
        np.copyto(out, x.view(np.float16))
    else:
        np.copyto(out, (x.astype(U32) << U32(16)).view(np.float32))
    np.bitwise_and(x, np.uint16(0x7F80 if t == "bf16" else 0x7C00), out=tmp)
    if tmp.min(initial=1) == 0:                           # zeros or denormals: the table
        small = tmp == 0
        out[small] = FTZ16[t][x[small]]
    return out


def ftz32_bits(d: np.ndarray) -> np.ndarray:
    """f32 values with denormals made signed zeros, as uint32 bits."""
    bits = d.view(U32)
    if np.abs(d).min(initial=np.inf) >= np.finfo(np.float32).tiny:
        return bits
    return np.where((bits & U32(0x7F800000)) == 0, bits & U32(0x80000000), bits)


def _gather_index(lane: np.ndarray, elem: np.ndarray, ec: int) -> np.ndarray:
    """Flat indices into a wave's ``(64 * ec)`` elements, of the same shape as ``lane``."""
    return lane * ec + elem


def _result_index(m: int, n: int, blocks: int, wide: bool) -> np.ndarray:
    """For each (slot, lane) of D, the flat index ``b * M * N + i * N + j`` of its element."""
    lane, slot = output_layout(m, n, blocks, wide)
    slots = m * n * blocks // WAVE
    idx = np.empty((slots, WAVE), np.int64)
    idx[slot, lane] = np.arange(blocks * m * n).reshape(blocks, m, n)
    return idx.reshape(-1)


def register_rows(m: int, n: int, blocks: int, wide: bool) -> np.ndarray | None:
    """A permutation of the M rows of every block under which D's elements in the order
    ``(b, i, j)`` are its register words in the order ``(slot, lane)`` (every shape but the
    4x4 ones with 32-bit results), or None."""
    if wide:
        return None
    lane, slot = output_layout(m, n, blocks, False)
    dst = slot * WAVE + lane                                            # (B, M, N)
    order = np.argsort(dst[0, :, 0], kind="stable")
    if np.array_equal(dst[:, order, :].reshape(-1), np.arange(dst.size)):
        return order
    return None


def flush_words(words: np.ndarray, waves: np.ndarray | None) -> None:
    """f32 denormals of ``words`` (uint32 ``(dwords, n, 64)``) made signed zeros in place, in
    every wave (``waves`` None) or in those of the boolean ``(n,)`` mask ``waves``."""
    if np.abs(words.view(np.float32)).min(initial=np.inf) >= np.finfo(np.float32).tiny:
        return
    fixed = np.where((words & U32(0x7F800000)) == 0, words & U32(0x80000000), words)
    if waves is None:
        words[...] = fixed
    else:
        words[:, waves] = fixed[:, waves]


class Relayout:
    """The D layout as a transposition: every MFMA shape maps the bits of the flat element
    index ``b * M * N + i * N + j`` one to one onto the bits of ``slot * 64 + lane`` (all sizes
    are powers of two and the layout formulas add disjoint bit fields), so a wave's product
    matrices ``(n, B*M*N)`` become its registers ``(slots, n, 64)`` by one reshape and
    transpose (and back for C), with runs of bits that stay together kept as one axis.

    Attributes:
        src_shape: axes of the product per wave (after the wave axis), most significant first.
        to_regs: the transpose of ``(n,) + src_shape`` into register order.
        reg_shape: axes of the registers, wave axis included, in that order.
        from_regs: the inverse transpose.
    """

    def __init__(self, dst_of_src: np.ndarray):
        size = len(dst_of_src)
        bits = size.bit_length() - 1
        lane_bits = WAVE.bit_length() - 1
        perm = [int(dst_of_src[1 << p]).bit_length() - 1 for p in range(bits)]
        check = np.zeros(size, np.int64)
        for p, q in enumerate(perm):
            check |= ((np.arange(size) >> p) & 1) << q
        if not np.array_equal(check, dst_of_src):
            raise ValueError("MFMA result layout is not a bit permutation")
        # source bits in destination order (most significant destination bit first), cut into
        # runs of consecutive descending source bits; the wave axis cuts the destination at
        # the lane bits
        order = [perm.index(q) for q in range(bits - 1, -1, -1)]
        runs: list[list[int]] = []
        for k, sb in enumerate(order):
            q = bits - 1 - k
            if runs and runs[-1][-1] == sb + 1 and q != lane_bits - 1:
                runs[-1].append(sb)
            else:
                runs.append([sb])
        by_src = sorted(runs, key=lambda r: -r[0])
        self.src_shape = tuple(1 << len(r) for r in by_src)
        axis_of = {id(r): 1 + k for k, r in enumerate(by_src)}
        n_slot_runs = sum(1 for r in runs if perm[r[-1]] >= lane_bits)
        dst_axes = [axis_of[id(r)] for r in runs]
        self.to_regs = tuple(dst_axes[:n_slot_runs] + [0] + dst_axes[n_slot_runs:])
        self.from_regs = tuple(int(a) for a in np.argsort(self.to_regs))
        self.slot_shape = tuple(1 << len(r) for r in runs[:n_slot_runs])
        self.lane_shape = tuple(1 << len(r) for r in runs[n_slot_runs:])

    def regs_view(self, regs: np.ndarray) -> np.ndarray:
        """``(slots, n, 64)`` registers viewed with the run axes (no copy)."""
        return regs.reshape(self.slot_shape + (regs.shape[1],) + self.lane_shape)

    def to_matrix(self, regs: np.ndarray) -> np.ndarray:
        """``(slots, n, 64)`` -> ``(n,) + src_shape`` (a strided view)."""
        return self.regs_view(regs).transpose(self.from_regs)

    def to_registers(self, mat: np.ndarray) -> np.ndarray:
        """``(n,) + src_shape`` -> register-ordered run axes (a strided view)."""
        return mat.transpose(self.to_regs)


def build_mfma(inst, ctx):
    """D = A * B + C for every block, with the lane layouts and controls of the module doc.

    All waves of the group are one batched matrix product: A ``(n, B, M, K)`` and B
    ``(n, B, K, N)`` gathered from the lanes, multiplied by BLAS in f64 (f16, bf16 and i8
    products are exact there, their sums of K terms too for i8), then laid out as the
    registers of D and C ``(slots, n, 64)`` with one index, C added and the sum rounded once
    to the result type. For f32 results of every shape but 4x4 (:func:`register_rows`), A's
    rows are gathered in register order so that each wave's product already is D's
    registers, and C is added and the sum rounded per chunk of :data:`CHUNK_WAVES` waves;
    with f16/bf16 inputs (the GEMM case, ``step_16``) the product is written by BLAS straight
    into D's register order, so that the C side runs over contiguous register rows."""
    m, n, k, blocks, t, rt = SHAPES[inst.name]
    types = operand_types(t)
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
    a_dw = max(1, ec * _BYTES[types[0]] // 4)
    wide = rt == "f64"
    slots = m * n * blocks // WAVE
    d_dw = slots * (2 if wide else 1)
    acc_cd, acc = bool(f.get("acc_cd", 0)) or target.mfma_cd_agprs, f.get("acc", 0)
    a_lane, a_elem = input_layout(m, k, blocks)
    a_idx = _gather_index(a_lane[a_blocks], a_elem[a_blocks], ec)            # (B, M, K)
    # f32 results: A's rows in register order make the product's words D's registers
    rows = register_rows(m, n, blocks, wide) if rt == "f32" else None
    if rows is not None:
        a_idx = a_idx[:, rows, :]
    b_lane, b_elem = input_layout(n, k, blocks)
    b_idx = _gather_index(blgp_lanes(blgp)[b_lane], b_elem, ec).transpose(0, 2, 1)  # (B, K, N)
    d_idx = _result_index(m, n, blocks, wide)                                # (slots * 64,)
    dst_of_src = np.empty_like(d_idx)
    dst_of_src[d_idx] = np.arange(len(d_idx))
    lay = Relayout(dst_of_src)
    src = [f["src0"], f["src1"]]
    c_code, vdst = f["src2"], f["vdst"]

    def regs(st, g, code, count, agpr):
        """(count, n, 64) uint32 of a register range (or an inline constant's f32 bits)."""
        if code >= ops.VGPR0:
            r = code - ops.VGPR0
            bank = st.agpr if agpr else st.vgpr
            if r + count > bank.shape[0]:
                raise LaneFault("MFMA operand past the allocated registers")
            return bank[r: r + count, g.sel]
        if is_const(code):
            c = const_value(code, "f32", inst.literal).view(U32)
            return np.full((count, g.n, WAVE), c, U32)
        raise LaneFault("MFMA operand must be a VGPR, an AGPR or an inline constant")

    gathers: dict = {}

    def element_index(count, i, idx):
        """Flat indices of A (i = 0) or B (i = 1) of ``count`` waves, ``(count,) + idx.shape``,
        into the operand's registers ``(dwords, count, 64)`` viewed as elements of its type
        (``idx`` is ``lane * ec + element``; element e sits in dword e // per, slot e % per)."""
        got = gathers.get((count, i))
        if got is None:
            per = 4 // _BYTES[types[i]]
            lane, e = idx // ec, idx % ec
            wave = np.arange(count).reshape((-1,) + (1,) * idx.ndim)
            got = (e // per) * (count * WAVE * per) + wave * (WAVE * per) + lane * per + e % per
            if len(gathers) > 16:                    # groups of many sizes: start over
                gathers.clear()
            gathers[(count, i)] = got
        return got

    def dword_index(count, i, pair, waves):
        """Flat dword indices of the pairs ``pair`` (first elements, ``lane * ec + e``) of the
        first ``count`` waves of registers ``(dwords, waves, 64)``; those of the waves from
        ``w`` on are the same indices into the registers' flat words from ``w * 64`` on."""
        got = gathers.get((count, i, "dw", waves))
        if got is None:
            lane, e = pair // ec, pair % ec
            wave = np.arange(count).reshape((-1,) + (1,) * pair.ndim)
            got = (e // 2) * (waves * WAVE) + wave * WAVE + lane
            if len(gathers) > 16:
                gathers.clear()
            gathers[(count, i, "dw", waves)] = got
        return got

    def dword_source(st, g, i, pairs):
        """A or B (i = 0, 1) of 16-bit elements as (flat uint32 registers from the group's
        first wave on, indices of the dword pairs of a chunk of waves ``(c, B, M or N, K/2)``):
        the register file itself where the group is a range of waves, so nothing is copied."""
        code, agpr = src[i], acc & (1 << i)
        bank = st.agpr if agpr else st.vgpr
        chunk = min(g.n, CHUNK_WAVES)
        if code >= ops.VGPR0 and g.contig and bank.flags.c_contiguous:
            r = code - ops.VGPR0
            if r + a_dw > bank.shape[0]:
                raise LaneFault("MFMA operand past the allocated registers")
            start = (r * bank.shape[1] + g.sel.start) * WAVE
            return bank.reshape(-1)[start:], dword_index(chunk, i, pairs, bank.shape[1])
        raw = regs(st, g, code, a_dw, agpr)
        return np.ascontiguousarray(raw).reshape(-1), dword_index(chunk, i, pairs, g.n)

    def values(raw, i, idx):
        """The A (i = 0) or B (i = 1) matrices of the waves of ``raw`` (their registers,
        ``(a_dw, n, 64)``), f64 ``(n, B, M, K)`` for A and ``(n, B, K, N)`` for B, by one
        gather."""
        ti, count = types[i], raw.shape[1]
        if ti == "f64":
            x = decode_elements(raw.transpose(1, 2, 0), ti, ec).reshape(count, WAVE * ec)[:, idx]
        else:
            flat = np.ascontiguousarray(raw).view(_ELEMENT_VIEW[ti]).reshape(-1)
            x = element_values(flat.take(element_index(count, i, idx)), ti)
        return -x if neg & (1 << i) else x

    def matrix(st, g, i, idx):
        """A or B of every wave of the group (see ``values``)."""
        return values(regs(st, g, src[i], a_dw, acc & (1 << i)), i, idx)

    def accumulate(st, g, prod, flush):
        """prod + C rounded to the result type, as uint32 register words (d_dw, n, 64)."""
        cw = regs(st, g, c_code, d_dw, acc_cd)
        if rt == "f64":
            c = cw[0::2].astype(np.uint64) | (cw[1::2].astype(np.uint64) << np.uint64(32))
            c = lay.to_matrix(c.view(np.float64))
            d = np.ascontiguousarray(lay.to_registers(prod - c if neg & 4 else prod + c))
            d = d.reshape(slots, g.n, WAVE).view(np.uint64)
            out = np.empty((d_dw, g.n, WAVE), U32)
            out[0::2] = d & np.uint64(0xFFFFFFFF)
            out[1::2] = d >> np.uint64(32)
            return out
        if rt == "f32":
            prod += lay.to_matrix(cw.view(np.float32))
            d = prod.astype(np.float32)
            if t in ("f16", "bf16"):
                d = ftz32_bits(d)
            elif flush is not None:
                d = np.where(flush.reshape((-1,) + (1,) * (d.ndim - 1)), ftz32_bits(d),
                             d.view(U32))
        else:
            prod += lay.to_matrix(cw.view(np.int32))
            d = prod.astype(np.int64)
        return lay.to_registers(d.view(U32) if d.dtype != np.int64 else d.astype(U32))

    # f16/bf16 A and B (B transposed: K last) gathered a dword (2 elements) at a time
    paired = [dword_pairs(idx, ec) if ti in FTZ16 else None
              for ti, idx in zip(types, (a_idx, b_idx.transpose(0, 2, 1)))]

    def buffers(count):
        """The reused arrays (:func:`scratch`) of a group of ``count`` waves: the f64 product
        of a chunk, and per f16/bf16 operand its bits, its f64 values and a scratch (A
        ``(n, B, M, K)``, B transposed ``(n, B, N, K)``)."""
        shapes = [(min(count, CHUNK_WAVES), blocks, m, n)]
        for pair in paired:
            shapes.append((count,) + pair.shape[:-1] + (pair.shape[-1] * 2,) if pair is not None
                          else (0,))
        prod, a16, b16 = shapes
        return scratch(((prod, np.float64), (a16, np.uint16), (a16, np.float64),
                        (a16, np.uint16), (b16, np.uint16), (b16, np.float64),
                        (b16, np.uint16)))

    def operand(raw, i, idx, buf):
        """``values`` of A or B; f16 and bf16 into the reused ``buf``, gathered as dwords."""
        pair = paired[i]
        if types[i] not in FTZ16 or pair is None:
            return values(raw, i, idx)
        bits, vals, tmp = buf
        flat = np.ascontiguousarray(raw).reshape(-1)
        np.take(flat, dword_index(raw.shape[1], i, pair, raw.shape[1]), out=bits.view(U32))
        vals = ftz16_values(bits, types[i], vals, tmp)
        return vals if i == 0 else vals.transpose(0, 1, 3, 2)

    def step_f32(st, g):
        """f32 results: C added to the product in the product's (register) order and the
        sum rounded once to f32, straight into D's registers when every lane is active; in
        chunks of :data:`CHUNK_WAVES` waves, whose f64 data stay in the cache."""
        bank = st.agpr if acc_cd else st.vgpr
        if vdst + d_dw > bank.shape[0]:
            raise LaneFault("MFMA result past the allocated registers")
        ra = regs(st, g, src[0], a_dw, acc & 1)
        rb = regs(st, g, src[1], a_dw, acc & 2)
        cw = regs(st, g, c_code, d_dw, acc_cd).view(np.float32)
        flush = _flush_f32(st, g) if t in ("f32", "xf32") else None
        direct = g.exec_full and g.contig
        out = bank[vdst: vdst + d_dw, g.sel] if direct else np.empty((d_dw, g.n, WAVE), U32)
        got = buffers(g.n)
        prod, abuf, bbuf = got[0], got[1:4], got[4:7]
        a_all, b_all = operand(ra, 0, a_idx, abuf), operand(rb, 1, b_idx, bbuf)
        for w0 in range(0, g.n, CHUNK_WAVES):
            w1 = min(g.n, w0 + CHUNK_WAVES)
            a, b = a_all[w0:w1], b_all[w0:w1]
            fl = None if flush is None else flush[w0:w1]
            if fl is not None:
                a, b = (np.where(fl[:, None, None, None], _ftz64(x), x) for x in (a, b))
            words = np.matmul(a, b, out=prod[: w1 - w0]).reshape(w1 - w0, d_dw, WAVE)
            np.add(words, cw[:, w0:w1].transpose(1, 0, 2), out=words)
            d = out[:, w0:w1]
            np.copyto(d.view(np.float32).transpose(1, 0, 2), words, casting="unsafe")
            if t in FTZ16:
                flush_words(d, None)
            elif fl is not None:
                flush_words(d, fl)
        if not direct:
            for j in range(d_dw):
                store_lanes(bank[vdst + j], g, out[j])

    # step_16 computes each register of D as a product of M/q rows of A (the rows of one
    # register slot, q = 64 / N of them) by B: A's dword pairs in the order (B, q, M/q, K/2)
    q = WAVE // n
    fast16 = (FAST16 and rows is not None and t in FTZ16 and m % q == 0
              and all(p is not None for p in paired))
    if fast16:
        a_pairs16 = paired[0].reshape(blocks, m // q, q, -1).transpose(0, 2, 1, 3) \
            .reshape(blocks, m, -1)

    def step_16(st, g):
        """f16/bf16 A and B, f32 results (the GEMM case), per chunk of :data:`CHUNK_WAVES`
        waves: A and B gathered a dword at a time from the register file and decoded by one
        take each from the flush table :data:`FTZ16`, B in ``(K, N)`` order;
        the product written by BLAS straight in D's register order ``(slots, waves, 64)``
        (q products of M/q rows per wave and block); C converted to f64, added, and the sum
        rounded to f32 into D, each over contiguous register rows. The values and the f64
        operations (the product's sums in BLAS's order, then S + C, then one rounding to
        f32) are those of ``step_f32``."""
        bank = st.agpr if acc_cd else st.vgpr
        if vdst + d_dw > bank.shape[0]:
            raise LaneFault("MFMA result past the allocated registers")
        ra, a_dw_idx = dword_source(st, g, 0, a_pairs16)               # (c, B, M, K/2)
        rb, b_dw_idx = dword_source(st, g, 1, paired[1])               # (c, B, N, K/2)
        cw = regs(st, g, c_code, d_dw, acc_cd).view(np.float32)
        direct = g.exec_full and g.contig
        out = bank[vdst: vdst + d_dw, g.sel] if direct else np.empty((d_dw, g.n, WAVE), U32)
        aw, af, bw, bf, prod, c64 = buffers16(g.n)
        table = FTZ16[t]
        # every index is in range (the registers were checked against the file): the takes
        # skip the bounds check ("clip", "wrap")
        for w0 in range(0, g.n, CHUNK_WAVES):
            w1 = min(g.n, w0 + CHUNK_WAVES)
            c = w1 - w0
            np.take(ra[w0 * WAVE:], a_dw_idx[:c], out=aw[:c], mode="clip")
            np.take(table, aw[:c].view(np.uint16), out=af[:c], mode="wrap")
            np.take(rb[w0 * WAVE:], b_dw_idx[:c], out=bw[:c], mode="clip")
            np.take(table, bw[:c].view(np.uint16).transpose(0, 1, 3, 2), out=bf[:c],
                    mode="wrap")
            s16 = prod[:, :c]                                          # (slots, c, 64)
            np.matmul(af[:c].reshape(c, blocks, q, m // q, k), bf[:c, :, None],
                      out=s16.reshape(blocks, m // q, c, q, n).transpose(2, 0, 3, 1, 4))
            c16 = c64[:, :c]
            np.copyto(c16, cw[:, w0:w1])
            np.add(s16, c16, out=c16)
            d = out[:, w0:w1]
            np.copyto(d.view(np.float32), c16, casting="unsafe")
            flush_words(d, None)
        if not direct:
            for j in range(d_dw):
                store_lanes(bank[vdst + j], g, out[j])

    def buffers16(count):
        """The reused arrays of ``step_16`` for a chunk of c waves: A's dwords and values
        ``(c, B, M, K)``, B's dwords ``(c, B, N, K/2)`` and values ``(c, B, K, N)``, the
        product and C in f64 ``(slots, c, 64)``."""
        c = min(count, CHUNK_WAVES)
        return scratch((((c, blocks, m, k // 2), U32), ((c, blocks, m, k), np.float64),
                        ((c, blocks, n, k // 2), U32), ((c, blocks, k, n), np.float64),
                        ((slots, c, WAVE), np.float64), ((slots, c, WAVE), np.float64)))

    if fast16:
        return step_16
    if rows is not None:
        return step_f32

    def step(st, g):
        a = matrix(st, g, 0, a_idx)                                    # (n, B, M, K)
        b = matrix(st, g, 1, b_idx)                                    # (n, B, K, N)
        flush = _flush_f32(st, g) if t in ("f32", "xf32") else None
        if flush is not None:
            a, b = (np.where(flush[:, None, None, None], _ftz64(x), x) for x in (a, b))
        prod = np.matmul(a, b).reshape((g.n,) + lay.src_shape)
        bank = st.agpr if acc_cd else st.vgpr
        if vdst + d_dw > bank.shape[0]:
            raise LaneFault("MFMA result past the allocated registers")
        out = accumulate(st, g, prod, flush)
        if g.exec_full and g.contig and not wide:
            lay.regs_view(bank[vdst: vdst + d_dw, g.sel])[...] = out
            return
        if not wide:
            words = np.empty((d_dw, g.n, WAVE), U32)
            lay.regs_view(words)[...] = out
            out = words
        for j in range(d_dw):
            store_lanes(bank[vdst + j], g, out[j])
    return step


#: f16/bf16 MFMAs with f32 results take ``step_16`` of :func:`build_mfma` when their M rows
#: fill whole register slots (all shapes but 4x4); read when a kernel's steps are built. Tests
#: and ``benchmarks/bench_emu.py --general-mfma`` turn it off to compare the two paths.
FAST16 = True

_SCRATCH: dict = {}


def scratch(spec: tuple) -> list[np.ndarray]:
    """Arrays of the ``(shape, dtype)`` of ``spec``, reused by every MFMA step that asks for
    the same (fresh arrays of megabytes cost page faults on every run); the steps of a
    dispatch run one at a time, and none keeps them past its run. A few specs are kept."""
    got = _SCRATCH.get(spec)
    if got is None:
        if len(_SCRATCH) >= 4:
            _SCRATCH.pop(next(iter(_SCRATCH)))
        got = _SCRATCH[spec] = [np.empty(shape, dtype) for shape, dtype in spec]
    return got


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
