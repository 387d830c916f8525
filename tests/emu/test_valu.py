"""Per-instruction checks over 64 lanes with a partial EXEC (STYLE 9): a small instruction
stand-in with the decoder's field names drives the same step builders as real kernels."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import pytest

from amdgcn.emu import operands as ops
from amdgcn.emu.memory import Memory
from amdgcn.emu.program import Context
from amdgcn.emu.scheduler import Group
from amdgcn.emu.semantics import BUILDERS
from amdgcn.emu.semantics.ds import swizzle_lanes
from amdgcn.emu.semantics.valu import dpp_source_lanes
from amdgcn.emu.state import WaveState, mask_rows

V = ops.VGPR0
N_WAVES = 3
EXEC = (np.arange(64) % 3 != 1)  # a partial EXEC: lanes 1, 4, 7, ... are off


@dataclass
class Inst:
    name: str
    encoding: str
    fields: dict
    literal: int | None = None
    variant: str = ""
    address: int = 0
    size: int = 8
    extra: dict = field(default_factory=dict)

    def __str__(self):
        return self.name


class _Prog:
    """The program a step builder may look at: none (these tests build no branches)."""

    by_address: dict = {}  # noqa: RUF012 - read only
    steps: list = []  # noqa: RUF012 - read only


def make_state(seed=0):
    rng = np.random.default_rng(seed)
    st = WaveState(N_WAVES, n_vgpr=16, n_agpr=4, memory=Memory(), lds_size=1024, n_groups=1)
    st.vgpr[:] = rng.integers(0, 2**32, st.vgpr.shape, dtype=np.uint64).astype(np.uint32)
    st.sgpr[:102] = rng.integers(0, 2**32, (102, N_WAVES), dtype=np.uint64).astype(np.uint32)
    lo, hi = mask_rows(np.broadcast_to(EXEC, (N_WAVES, 64)))
    st.sgpr[ops.EXEC_LO], st.sgpr[ops.EXEC_HI] = lo, hi
    st.exec_mask[:] = EXEC
    return st


def run(inst, st):
    ctx = Context(_Prog())
    g = Group(0, np.arange(N_WAVES), st)
    with np.errstate(all="ignore"):      # as the scheduler runs steps
        BUILDERS[inst.name](inst, ctx)(st, g)


def vop2(name, src0, vsrc1, vdst=10, literal=None):
    return Inst(name, "VOP2", {"src0": src0, "vsrc1": vsrc1, "vdst": vdst}, literal, "e32")


def vop3(name, *srcs, vdst=10, neg=0, abs_=0, sdst=None):
    f = {"src0": srcs[0], "src1": srcs[1] if len(srcs) > 1 else 0,
         "src2": srcs[2] if len(srcs) > 2 else 0, "vdst": vdst, "neg": neg, "abs": abs_,
         "clamp": 0, "omod": 0, "op_sel": 0}
    enc = "VOP3A"
    if sdst is not None:
        f["sdst"] = sdst
        enc = "VOP3B"
    return Inst(name, enc, f, variant="e64")


def check_lanes(st, before, reg, want):
    got = st.vgpr[reg]
    want = np.broadcast_to(np.asarray(want, np.uint32), got.shape)
    assert np.array_equal(got[:, EXEC], want[:, EXEC]), "active lanes"
    assert np.array_equal(got[:, ~EXEC], before[reg][:, ~EXEC]), "inactive lanes unchanged"


@pytest.mark.parametrize("name,fn", [
    ("v_add_u32", lambda a, b: a + b),
    ("v_sub_u32", lambda a, b: a - b),
    ("v_subrev_u32", lambda a, b: b - a),
    ("v_and_b32", lambda a, b: a & b),
    ("v_or_b32", lambda a, b: a | b),
    ("v_xor_b32", lambda a, b: a ^ b),
    ("v_lshlrev_b32", lambda a, b: b << (a & 31)),
    ("v_lshrrev_b32", lambda a, b: b >> (a & 31)),
    ("v_ashrrev_i32", lambda a, b: (b.view(np.int32) >> (a & 31).astype(np.int32)).view(np.uint32)),
    ("v_max_u32", np.maximum),
    ("v_min_i32", lambda a, b: np.minimum(a.view(np.int32), b.view(np.int32)).view(np.uint32)),
    ("v_mul_u32_u24", lambda a, b: (a & 0xFFFFFF) * (b & 0xFFFFFF)),
])
def test_vop2_integer(name, fn):
    st = make_state()
    before = st.vgpr.copy()
    run(vop2(name, V + 1, 2), st)
    with np.errstate(all="ignore"):
        check_lanes(st, before, 10, fn(before[1], before[2]).astype(np.uint32))


@pytest.mark.parametrize("name,fn", [
    ("v_add_f32", lambda a, b: a + b), ("v_mul_f32", lambda a, b: a * b),
    ("v_sub_f32", lambda a, b: a - b), ("v_max_f32", np.fmax), ("v_min_f32", np.fmin),
])
def test_vop2_float(name, fn):
    st = make_state()
    rng = np.random.default_rng(5)
    st.vgpr[1] = rng.standard_normal((N_WAVES, 64), dtype=np.float32).view(np.uint32)
    st.vgpr[2] = rng.standard_normal((N_WAVES, 64), dtype=np.float32).view(np.uint32)
    before = st.vgpr.copy()
    run(vop2(name, V + 1, 2), st)
    check_lanes(st, before, 10, fn(before[1].view(np.float32), before[2].view(np.float32)).view(np.uint32))


def test_vop3_neg_abs_and_sgpr_constant_sources():
    st = make_state()
    st.vgpr[1] = np.float32(-3.0).view(np.uint32)
    st.sgpr[5] = np.float32(0.5).view(np.uint32)
    before = st.vgpr.copy()
    run(vop3("v_fma_f32", V + 1, 5, 242, neg=0b100, abs_=0b001), st)   # |v1| * s5 - 1.0
    check_lanes(st, before, 10, np.float32(0.5).view(np.uint32))


def test_carry_chain_64bit_add():
    st = make_state()
    before = st.vgpr.copy()
    run(vop2("v_add_co_u32", V + 1, 2, vdst=10), st)
    run(vop2("v_addc_co_u32", V + 3, 4, vdst=11), st)
    a = before[1].astype(np.uint64) | (before[3].astype(np.uint64) << np.uint64(32))
    b = before[2].astype(np.uint64) | (before[4].astype(np.uint64) << np.uint64(32))
    s = a + b
    check_lanes(st, before, 10, (s & np.uint64(0xFFFFFFFF)).astype(np.uint32))
    check_lanes(st, before, 11, (s >> np.uint64(32)).astype(np.uint32))


def test_vopc_writes_vcc_with_inactive_lanes_zero():
    st = make_state()
    run(Inst("v_cmp_gt_u32", "VOPC", {"src0": V + 1, "vsrc1": 2}, variant="e32"), st)
    want = (st.vgpr[1] > st.vgpr[2]) & EXEC
    lo, hi = mask_rows(want)
    assert np.array_equal(st.sgpr[ops.VCC_LO], lo) and np.array_equal(st.sgpr[ops.VCC_HI], hi)


def test_cndmask_uses_vcc():
    st = make_state()
    before = st.vgpr.copy()
    sel = np.random.default_rng(1).random((N_WAVES, 64)) < 0.5
    st.sgpr[ops.VCC_LO], st.sgpr[ops.VCC_HI] = mask_rows(sel)
    run(vop2("v_cndmask_b32", V + 1, 2), st)
    check_lanes(st, before, 10, np.where(sel, before[2], before[1]))


def test_mad_u64_u32():
    st = make_state()
    before = st.vgpr.copy()
    run(vop3("v_mad_u64_u32", V + 1, V + 2, V + 4, vdst=10, sdst=20), st)
    c = before[4].astype(np.uint64) | (before[5].astype(np.uint64) << np.uint64(32))
    d = before[1].astype(np.uint64) * before[2].astype(np.uint64) + c
    check_lanes(st, before, 10, (d & np.uint64(0xFFFFFFFF)).astype(np.uint32))
    check_lanes(st, before, 11, (d >> np.uint64(32)).astype(np.uint32))


def test_readlane_writelane_readfirstlane():
    st = make_state()
    st.sgpr[7] = 9
    run(Inst("v_readlane_b32", "VOP3A", {"src0": V + 1, "src1": 7, "vdst": 30}), st)
    assert np.array_equal(st.sgpr[30], st.vgpr[1][:, 9])
    run(Inst("v_readfirstlane_b32", "VOP1", {"src0": V + 1, "vdst": 31}, variant="e32"), st)
    assert np.array_equal(st.sgpr[31], st.vgpr[1][:, 0])
    st.sgpr[8] = 0xABCD
    st.sgpr[9] = 4  # lane 4 is inactive: writelane ignores EXEC
    run(Inst("v_writelane_b32", "VOP3A", {"src0": 8, "src1": 9, "vdst": 12}), st)
    assert (st.vgpr[12][:, 4] == 0xABCD).all()


def test_dpp_row_shr_and_bound_ctrl():
    assert list(dpp_source_lanes(0x111)[:3]) == [-1, 0, 1]
    assert list(dpp_source_lanes(0x1B)[:4]) == [3, 2, 1, 0]
    st = make_state()
    before = st.vgpr.copy()
    inst = Inst("v_mov_b32", "VOP1", {"src0": V + 1, "vdst": 10, "dpp_ctrl": 0x111,
                                      "row_mask": 0xF, "bank_mask": 0xF, "bound_ctrl": 1},
                variant="dpp")
    run(inst, st)
    src = dpp_source_lanes(0x111)
    moved = np.where((src >= 0) & EXEC[np.maximum(src, 0)], before[1][:, np.maximum(src, 0)], 0)
    check_lanes(st, before, 10, moved)


def test_ds_swizzle_and_bpermute():
    assert list(swizzle_lanes(0x041F)[:4]) == [1, 0, 3, 2]
    st = make_state()
    st.exec_mask[:] = True
    st.sgpr[ops.EXEC_LO] = st.sgpr[ops.EXEC_HI] = 0xFFFFFFFF
    st.vgpr[2] = ((np.arange(64) + 1) % 64 * 4).astype(np.uint32)
    run(Inst("ds_bpermute_b32", "DS", {"addr": 2, "data0": 1, "vdst": 10, "offset0": 0,
                                       "offset1": 0}), st)
    assert np.array_equal(st.vgpr[10], np.roll(st.vgpr[1], -1, axis=1))


def test_salu_add_sets_scc_and_cselect():
    st = make_state()
    st.sgpr[1] = 0xFFFFFFFF
    st.sgpr[2] = 1
    run(Inst("s_add_u32", "SOP2", {"ssrc0": 1, "ssrc1": 2, "sdst": 3}), st)
    assert (st.sgpr[3] == 0).all() and (st.sgpr[ops.SCC] == 1).all()
    run(Inst("s_cselect_b32", "SOP2", {"ssrc0": 129, "ssrc1": 130, "sdst": 4}), st)
    assert (st.sgpr[4] == 1).all()


def test_saveexec():
    st = make_state()
    st.sgpr[ops.VCC_LO] = 0x0000FFFF
    st.sgpr[ops.VCC_HI] = 0
    old_lo = st.sgpr[ops.EXEC_LO].copy()
    run(Inst("s_and_saveexec_b64", "SOP1", {"ssrc0": ops.VCC_LO, "sdst": 40}), st)
    assert np.array_equal(st.sgpr[40], old_lo)
    assert np.array_equal(st.sgpr[ops.EXEC_LO], old_lo & 0xFFFF)
    assert (st.sgpr[ops.EXEC_HI] == 0).all()
