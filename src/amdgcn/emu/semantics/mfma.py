"""Matrix fused multiply-add (VOP3P-MAI, MI200 ISA 7): single-block MFMA shapes.

Lane layouts (one block, wave64): for an M x N x K op each lane ``l`` holds
``E = K * M / 64`` elements of A, ``A[l % M][E * (l / M) + e]``, and of B,
``B[E * (l / M) + e][l % M]``; the result's register ``r`` of lane ``l`` is
``D[i][l % N]`` with ``i = 8 * (r / 4) + 4 * (l / 32) + r % 4`` for M = 32 and
``i = 4 * (l / 16) + r`` for M = 16. C and D live in VGPRs or, with ACC_CD, AGPRs.
"""

from __future__ import annotations

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.emu.access import store_lanes
from amdgcn.emu.program import LaneFault

U32 = np.uint32

#: name -> (M, N, K, element type of A/B, bytes per element, result type)
SHAPES = {
    "v_mfma_f32_32x32x2f32": (32, 32, 2, "f32", 4, "f32"),
    "v_mfma_f32_16x16x4f32": (16, 16, 4, "f32", 4, "f32"),
    "v_mfma_f32_32x32x8f16": (32, 32, 8, "f16", 2, "f32"),
    "v_mfma_f32_16x16x16f16": (16, 16, 16, "f16", 2, "f32"),
    "v_mfma_f32_32x32x4bf16": (32, 32, 4, "bf16", 2, "f32"),
    "v_mfma_f32_16x16x8bf16": (16, 16, 8, "bf16", 2, "f32"),
    "v_mfma_f32_32x32x8bf16_1k": (32, 32, 8, "bf16", 2, "f32"),
    "v_mfma_f32_16x16x16bf16_1k": (16, 16, 16, "bf16", 2, "f32"),
    "v_mfma_i32_32x32x8i8": (32, 32, 8, "i8", 1, "i32"),
    "v_mfma_i32_16x16x16i8": (16, 16, 16, "i8", 1, "i32"),
    "v_mfma_f64_16x16x4f64": (16, 16, 4, "f64", 8, "f64"),
}


def layout(m: int, k: int):
    """(rows, cols) index arrays (64, E) of A's elements per lane, and (64, R) of D's rows."""
    lanes = np.arange(64)
    e = k * m // 64
    a_rows = np.repeat((lanes % m)[:, None], e, axis=1)
    a_cols = e * (lanes // m)[:, None] + np.arange(e)[None, :]
    nreg = m * m // 64
    r = np.arange(nreg)[None, :]
    if m == 32:
        d_rows = 8 * (r // 4) + 4 * (lanes // 32)[:, None] + r % 4
    else:
        d_rows = 4 * (lanes // 16)[:, None] + r
    return a_rows, a_cols, d_rows


def _elements(words: np.ndarray, t: str, count: int) -> np.ndarray:
    """(n, 64, dwords) uint32 -> (n, 64, count) float64 / int64 values."""
    raw = np.ascontiguousarray(words)
    if t == "f32":
        return raw.view(np.float32)[..., :count].astype(np.float64)
    if t == "f16":
        return raw.view(np.float16)[..., :count].astype(np.float64)
    if t == "bf16":
        h = raw.view(np.uint16)[..., :count].astype(U32) << U32(16)
        return h.view(np.float32).astype(np.float64)
    if t == "i8":
        return raw.view(np.int8)[..., :count].astype(np.int64)
    if t == "f64":
        return raw.view(np.float64)[..., :count]
    raise ValueError(t)


def build_mfma(inst, ctx):
    """D = A * B + C over the wave's lanes, with the lane layouts of MI200 ISA 7.1."""
    m, n, k, t, size, rt = SHAPES[inst.name]
    f = inst.fields
    if f.get("cbsz", 0) or f.get("abid", 0) or f.get("blgp", 0):
        def unsupported(st, g):
            raise LaneFault("MFMA broadcast controls (cbsz/abid/blgp) are not implemented")
        return unsupported
    e = k * m // 64
    a_dw = max(1, e * size // 4)
    nreg = m * n // 64
    d_dw = nreg * (2 if rt == "f64" else 1)
    acc_cd = bool(f.get("acc_cd", 0))
    acc = f.get("acc", 0)
    a_rows, a_cols, d_rows = layout(m, k)
    col_of_lane = np.arange(64) % n
    src = [f["src0"], f["src1"]]
    c_code = f["src2"]
    vdst = f["vdst"]

    def regs_of(st, code, count, agpr):
        if code < ops.VGPR0:
            if code in (128,):
                return np.zeros((count, 1, 64), U32)
            raise LaneFault("MFMA operand must be a VGPR, an AGPR or zero")
        r = code - ops.VGPR0
        bank = st.agpr if agpr else st.vgpr
        return bank[r: r + count]

    def step(st, g):
        a_w = regs_of(st, src[0], a_dw, acc & 1)[:, g.sel].transpose(1, 2, 0)
        b_w = regs_of(st, src[1], a_dw, acc & 2)[:, g.sel].transpose(1, 2, 0)
        a = _elements(a_w, t, e)                      # (n, 64, E)
        b = _elements(b_w, t, e)
        amat = np.zeros((g.n, m, k), a.dtype)
        amat[:, a_rows, a_cols] = a
        bmat = np.zeros((g.n, k, n), b.dtype)
        bmat[:, a_cols, np.repeat(col_of_lane[:, None], e, axis=1)] = b
        prod = amat @ bmat                            # (n, M, N)
        c_regs = regs_of(st, c_code, d_dw, acc_cd)
        c_w = c_regs[:, g.sel] if c_regs.shape[1] != 1 else np.broadcast_to(c_regs, (d_dw, g.n, 64))
        c_w = np.ascontiguousarray(c_w.transpose(1, 2, 0))
        if rt == "f64":
            c = c_w.view(np.float64)                  # (n, 64, R)
            d = prod[:, d_rows, col_of_lane[:, None]] + c
            out = np.ascontiguousarray(d).view(U32)
        elif rt == "f32":
            c = c_w.view(np.float32).astype(np.float64)
            d = (prod[:, d_rows, col_of_lane[:, None]] + c).astype(np.float32)
            out = d.view(U32)
        else:
            c = c_w.view(np.int32).astype(np.int64)
            out = (prod[:, d_rows, col_of_lane[:, None]] + c).astype(np.int32).view(U32)
        bank = st.agpr if acc_cd else st.vgpr
        for j in range(d_dw):
            store_lanes(bank[vdst + j], g, out[:, :, j])
    return step


BUILDERS: dict = {name: build_mfma for name in SHAPES}
