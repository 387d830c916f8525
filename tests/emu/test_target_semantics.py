"""Instructions whose meaning depends on the processor, decoded from llvm-mc 22's encodings
and run on 3 waves with a partial EXEC: 64-bit inline float constants, gfx940's
v_lshl_add_u64 / v_mov_b64 / v_fmamk_f32, SCRATCH addresses under gfx940's SVE bit, the f64
MFMA's NEG field on gfx940, gfx908's AGPR-only MFMA C/D, and the per-processor facts of
:mod:`amdgcn.emu.targets`."""

from __future__ import annotations

import numpy as np
import pytest

from amdgcn.emu import operands as ops
from amdgcn.emu.program import Context
from amdgcn.emu.scheduler import Group
from amdgcn.emu.semantics import builders_for
from amdgcn.emu.targets import emu_target
from amdgcn.isa import decode
from tests.emu.test_valu import N_WAVES, _Prog, check_lanes, make_state

LANES = np.arange(64)
U64 = np.uint64


def run(hex_bytes: str, mcpu: str, st) -> None:
    """Decode ``hex_bytes`` for ``mcpu`` and run it on every wave of ``st``."""
    inst = decode(bytes.fromhex(hex_bytes), mcpu)
    ctx = Context(_Prog())
    ctx.mcpu = mcpu
    with np.errstate(all="ignore"):
        builders_for(mcpu)[inst.name](inst, ctx)(st, Group(0, np.arange(N_WAVES), st))


def pair(regs, reg):
    """Registers ``reg``, ``reg + 1`` of ``regs`` as uint64 ``(waves, lanes)``."""
    return regs[reg].astype(U64) | (regs[reg + 1].astype(U64) << U64(32))


def set_pair(regs, reg, values):
    """Write ``(waves, lanes)`` 64-bit ``values`` into registers ``reg``, ``reg + 1``."""
    bits = np.asarray(values).view(U64)
    regs[reg] = (bits & U64(0xFFFFFFFF)).astype(np.uint32)
    regs[reg + 1] = (bits >> U64(32)).astype(np.uint32)


@pytest.mark.parametrize("mcpu", ["gfx900", "gfx90a", "gfx942"])
def test_s_mov_b64_of_a_float_inline_constant_is_the_double(mcpu):
    st = make_state(1)
    run("f20188be", mcpu, st)                                    # s_mov_b64 s[8:9], 1.0
    assert (st.sgpr[8] == 0).all() and (st.sgpr[9] == 0x3FF00000).all()
    run("f70188be", mcpu, st)                                    # s_mov_b64 s[8:9], -4.0
    assert (st.sgpr[8] == 0).all() and (st.sgpr[9] == 0xC0100000).all()


def test_v_lshl_add_u64_carries_across_the_halves():
    st = make_state(2)
    before = st.vgpr.copy()
    run("0a0008d202071104", "gfx942", st)          # v_lshl_add_u64 v[10:11], v[2:3], 3, v[4:5]
    want = (pair(before, 2) << U64(3)) + pair(before, 4)
    check_lanes(st, before, 10, (want & U64(0xFFFFFFFF)).astype(np.uint32))
    check_lanes(st, before, 11, (want >> U64(32)).astype(np.uint32))


def test_v_mov_b64_and_v_fmamk_f32():
    st = make_state(3)
    before = st.vgpr.copy()
    run("f070147e", "gfx942", st)                                # v_mov_b64_e32 v[10:11], 0.5
    check_lanes(st, before, 10, 0)
    check_lanes(st, before, 11, 0x3FE00000)
    st.vgpr[1] = np.float32(1.5).view(np.uint32)
    st.vgpr[2] = np.float32(-0.25).view(np.uint32)
    before = st.vgpr.copy()
    run("0105142e00004040", "gfx942", st)                # v_fmamk_f32 v10, v1, 0x40400000, v2
    check_lanes(st, before, 10, np.float32(1.5 * 3.0 - 0.25).view(np.uint32))


@pytest.mark.parametrize("hex_bytes,vaddr,saddr,offset", [
    ("084050dc00007f0a", False, False, 8),        # scratch_load_dword v10, off, off offset:8
    ("046050dc0100030a", True, True, 4),          # scratch_load_dword v10, v1, s3 offset:4
    ("006050dc01007f0a", True, False, 0),         # scratch_load_dword v10, v1, off
    ("004050dc0000030a", False, True, 0),         # scratch_load_dword v10, off, s3
])
def test_gfx942_scratch_address_follows_the_sve_bit(hex_bytes, vaddr, saddr, offset):
    st = make_state(4)
    per_lane = 256                               # private bytes of a lane; dword d of lane l of
    words = np.arange(N_WAVES * per_lane * 16, dtype=np.uint32) * 7 + 1   # wave w at
    alloc = st.memory.allocate(words.nbytes, "scratch")                   # [w, d, l]
    st.memory.write_bytes(alloc.address, words.tobytes())
    base = alloc.address + np.arange(N_WAVES) * per_lane * 64
    st.sgpr[ops.FLAT_SCRATCH_LO] = (base & 0xFFFFFFFF).astype(np.uint32)
    st.sgpr[ops.FLAT_SCRATCH_HI] = (base >> 32).astype(np.uint32)
    st.private_size = per_lane
    st.vgpr[0] = 0x40                            # VADDR of the forms without SVE: never read
    st.vgpr[1] = (LANES % 5 * 8).astype(np.uint32)
    st.sgpr[3] = np.array([16, 32, 48], np.uint32)
    before = st.vgpr.copy()
    run(hex_bytes, "gfx942", st)
    o = np.full((N_WAVES, 64), offset, np.int64)
    if vaddr:
        o += before[1]
    if saddr:
        o += st.sgpr[3].astype(np.int64)[:, None]
    w = np.arange(N_WAVES)[:, None]
    want = words.reshape(N_WAVES, per_lane // 4, 64)[w, o // 4, LANES[None, :]]
    check_lanes(st, before, 10, want)


def _f64_mfma(hex_bytes, mcpu, a, b, c):
    st = make_state(5)
    st.exec_mask[:] = True
    for reg, x in ((2, a), (4, b), (6, c)):
        set_pair(st.vgpr, reg, x)
    run(hex_bytes, mcpu, st)
    return pair(st.vgpr, 10).view(np.float64)


def test_gfx942_f64_mfma_reads_blgp_as_neg():
    rng = np.random.default_rng(5)
    a, b, c = (rng.integers(-8, 8, (N_WAVES, 64)).astype(np.float64) for _ in range(3))
    plain = "0a00efd302091a04"             # v_mfma_f64_4x4x4_4b_f64 v[10:11], v[2:3], v[4:5], v[6:7]
    negated = "0a00efd302091aa4"           # ... neg:[1,0,1]
    want = _f64_mfma(plain, "gfx942", -a, b, -c)
    assert np.array_equal(_f64_mfma(negated, "gfx942", a, b, c), want)
    assert not np.array_equal(_f64_mfma(plain, "gfx942", a, b, c), want)


def test_gfx908_mfma_c_and_d_are_agprs():
    st = make_state(6)                              # v_mfma_f32_4x4x1f32 a[0:3], v1, v2, a[0:3]
    st.exec_mask[:] = True                          # (gfx908 has no ACC_CD bit)
    st.agpr = np.full((4, N_WAVES, 64), np.float32(1.0).view(np.uint32), np.uint32)
    st.vgpr[1] = np.float32(2.0).view(np.uint32)
    st.vgpr[2] = np.float32(3.0).view(np.uint32)
    vgprs = st.vgpr[:4].copy()
    run("0000c2d301050204", "gfx908", st)
    assert np.array_equal(st.vgpr[:4], vgprs), "D must not go to v[0:3]"
    assert (st.agpr[:4].view(np.float32) == 2.0 * 3.0 + 1.0).all()


@pytest.mark.parametrize("mcpu", ["gfx900", "gfx906", "gfx908", "gfx90a", "gfx942"])
def test_processor_facts(mcpu):
    t = emu_target(mcpu)
    packed = mcpu in ("gfx90a", "gfx942")
    assert t.packed_work_item_ids == packed == t.unified_register_file
    assert t.vgpr_granule == (8 if packed else 4)
    assert t.architected_flat_scratch == t.scratch_sve == t.mfma_f64_neg == (mcpu == "gfx942")
    assert t.mfma_cd_agprs == (mcpu == "gfx908")
