"""gfx940 sparse matrix multiply-accumulate, ``v_smfmac_*`` (MI300 ISA 7; CK's smfmac tests):
D = A * B + D with A 2:4 structured-sparse.

Each group of 4 consecutive K elements of A's rows holds at most 2 nonzeros; a lane passes
only those, compressed, with a 2-bit index each in the index VGPR (the instruction's SRC2):

* A (SRC0, 64 bits): lane ``l`` holds row ``i = l % M`` and the K chunk ``c = l // M`` of
  ``2P`` dense elements as ``P`` compressed values (P = 4 for 16-bit types, 8 for 8-bit
  ones); value ``p`` sits at dense K index ``2P*c + 4*(p // 2) + idx_p`` where ``idx_p`` is
  bits ``[2p+1:2p]`` of the index VGPR: the value multiplies the B element of that K.
* B (SRC1, 128 bits): dense, as a dense MFMA's B with ``2P`` elements per lane.
* C and D: VDST (VGPRs, or AGPRs with ACC_CD), in the dense MFMA's output layout.

The layout of the 16-bit forms with CBSZ = ABID = 0 is the one ROCm's composable_kernel
checks on hardware (test/smfmac_op: compressed values in ascending K order, index bits in
the low byte); the 8-bit forms follow it with 8 values and 16 index bits (by analogy: not
checked on hardware). A nonzero CBSZ/ABID (which index set of the VGPR) is not modelled:
running one faults. Products are exact and summed in f64, rounded once, as in
:mod:`amdgcn.emu.semantics.mfma`.
"""

from __future__ import annotations

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.emu.access import store_lanes
from amdgcn.emu.program import LaneFault
from amdgcn.emu.semantics.mfma import (
    WAVE,
    decode_elements,
    ftz32_bits,
    input_layout,
    operand_types,
    output_layout,
)
from amdgcn.emu.targets import emu_target

U32 = np.uint32

#: name -> (M, N, K, element types "a_b" or one type, result type)
SHAPES: dict[str, tuple] = {
    "v_smfmac_f32_16x16x32_f16": (16, 16, 32, "f16", "f32"),
    "v_smfmac_f32_32x32x16_f16": (32, 32, 16, "f16", "f32"),
    "v_smfmac_f32_16x16x32_bf16": (16, 16, 32, "bf16", "f32"),
    "v_smfmac_f32_32x32x16_bf16": (32, 32, 16, "bf16", "f32"),
    "v_smfmac_i32_16x16x64_i8": (16, 16, 64, "i8", "i32"),
    "v_smfmac_i32_32x32x32_i8": (32, 32, 32, "i8", "i32"),
}
for _a in ("fp8", "bf8"):
    for _b in ("fp8", "bf8"):
        SHAPES[f"v_smfmac_f32_16x16x64_{_a}_{_b}"] = (16, 16, 64, f"{_a}_{_b}", "f32")
        SHAPES[f"v_smfmac_f32_32x32x32_{_a}_{_b}"] = (32, 32, 32, f"{_a}_{_b}", "f32")

_BYTES = {"f16": 2, "bf16": 2, "i8": 1, "fp8": 1, "bf8": 1}


def sparse_k(m: int, k: int, values: int, idx: np.ndarray) -> np.ndarray:
    """Dense K index of every compressed value: ``(..., 64, values)`` from the index VGPRs
    ``(..., 64)``."""
    lane = np.arange(WAVE)
    p = np.arange(values)
    chunk = (lane // m)[:, None] * (2 * values)
    sel = (idx[..., None] >> (2 * p).astype(U32)) & U32(3)
    return chunk + 4 * (p // 2) + sel.astype(np.int64)


def build_smfmac(inst, ctx):
    """D = A(2:4 sparse, compressed, with indices) * B + D."""
    m, n, k, t, rt = SHAPES[inst.name]
    ta, tb = operand_types(t)
    target = emu_target(ctx.mcpu)
    f = inst.fields
    if f.get("cbsz", 0) or f.get("abid", 0):
        def unsupported(st, g):
            raise LaneFault(f"{inst.name}: index set CBSZ={f.get('cbsz', 0)} "
                            f"ABID={f.get('abid', 0)} is not modelled (only 0, 0)")
        return unsupported
    values = 4 if _BYTES[ta] == 2 else 8                 # compressed A values per lane
    dense = k * n // WAVE                                 # B elements per lane (= 2 * values)
    a_dw, b_dw = values * _BYTES[ta] // 4, dense * _BYTES[tb] // 4
    slots = m * n // WAVE
    acc_cd = bool(f.get("acc_cd", 0)) or target.mfma_cd_agprs
    acc = f.get("acc", 0)
    b_lane, b_elem = input_layout(n, k, 1)                # (1, N, K)
    b_idx = (b_lane * dense + b_elem)[0].T                # (K, N)
    d_lane, d_slot = output_layout(m, n, 1, False)       # (1, M, N)
    rows = np.arange(WAVE) % m
    vdst, idx_reg = f["vdst"], f["src2"] - ops.VGPR0

    def regs(st, g, code, count, agpr):
        r = code - ops.VGPR0
        bank = st.agpr if agpr else st.vgpr
        if code < ops.VGPR0 or r + count > bank.shape[0]:
            raise LaneFault(f"{inst.name}: an operand is not a register range of the wave")
        return bank[r: r + count, g.sel].transpose(1, 2, 0)

    def step(st, g):
        a = decode_elements(regs(st, g, f["src0"], a_dw, acc & 1), ta, values)   # (n, 64, P)
        b = decode_elements(regs(st, g, f["src1"], b_dw, acc & 2), tb, dense)
        b = b.reshape(g.n, WAVE * dense)[:, b_idx]                                # (n, K, N)
        if not 0 <= idx_reg < st.vgpr.shape[0]:
            raise LaneFault(f"{inst.name}: the index operand must be a VGPR")
        kk = sparse_k(m, k, values, st.vgpr[idx_reg, g.sel])                     # (n, 64, P)
        dense_a = np.zeros((g.n, m * k))
        flat = rows[None, :, None] * k + kk
        np.add.at(dense_a, (np.arange(g.n)[:, None, None], flat), a)
        prod = dense_a.reshape(g.n, m, k) @ b                                     # (n, M, N)
        bank = st.agpr if acc_cd else st.vgpr
        if vdst + slots > bank.shape[0]:
            raise LaneFault(f"{inst.name}: the result is past the allocated registers")
        c = bank[vdst: vdst + slots, g.sel].transpose(1, 2, 0)                    # (n, 64, s)
        if rt == "f32":
            d = prod + c.view(np.float32)[:, d_lane[0], d_slot[0]]
            d = d.astype(np.float32)
            if t in ("f16", "bf16"):
                d = ftz32_bits(d).view(np.float32)
            out = np.empty((g.n, WAVE, slots), np.float32)
        else:
            d = (prod.astype(np.int64) + c.view(np.int32)[:, d_lane[0], d_slot[0]]).astype(U32)
            out = np.empty((g.n, WAVE, slots), U32)
        out[:, d_lane[0], d_slot[0]] = d
        out = out.view(U32)
        for j in range(slots):
            store_lanes(bank[vdst + j], g, out[:, :, j])
    return step


BUILDERS: dict = dict.fromkeys(SHAPES, build_smfmac)
