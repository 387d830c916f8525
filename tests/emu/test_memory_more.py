"""One check per instruction over 64 lanes with a partial EXEC for the LDS, buffer and scalar
memory rows added for issue #6 (d16 and thread-id LDS forms, exchanges, counters, swizzle
modes, typed buffers, buffer <-> LDS, scalar atomics) and MFMA with broadcast controls."""

from __future__ import annotations

import numpy as np
import pytest

from amdgcn.emu import operands as ops
from amdgcn.emu.semantics.ds import swizzle_lanes
from amdgcn.emu.semantics.mfma import input_layout, output_layout
from tests.emu.test_valu import EXEC, N_WAVES, Inst, V, check_lanes, make_state, run

LANES = np.arange(64)


def _ds(name, **fields):
    f = {"offset0": 0, "offset1": 0, "addr": 1, "data0": 2, "data1": 3, "vdst": 10, "gds": 0}
    f.update(fields)
    return Inst(name, "DS", f)


def _lds_state(seed):
    st = make_state(seed)
    st.lds[:] = np.random.default_rng(seed).integers(0, 256, st.lds.size, dtype=np.uint8)
    return st


@pytest.mark.parametrize("name,nb,signed,hi", [
    ("ds_read_u8_d16", 1, False, False), ("ds_read_u8_d16_hi", 1, False, True),
    ("ds_read_i8_d16", 1, True, False), ("ds_read_i8_d16_hi", 1, True, True),
    ("ds_read_u16_d16", 2, False, False), ("ds_read_u16_d16_hi", 2, False, True)])
def test_ds_read_d16(name, nb, signed, hi):
    st = _lds_state(1)
    st.vgpr[1] = (LANES * 7 % 1000)[None, :].astype(np.uint32) * np.uint32(1)
    before = st.vgpr.copy()
    run(_ds(name, offset0=8), st)
    a = before[1].astype(np.int64) + 8
    v = st.lds[a].astype(np.uint32)
    if nb == 2:
        v |= st.lds[a + 1].astype(np.uint32) << np.uint32(8)
    if signed:
        v = v.astype(np.uint8).view(np.int8).astype(np.int16).view(np.uint16).astype(np.uint32)
    old = before[10]
    want = (old & np.uint32(0xFFFF)) | (v << np.uint32(16)) if hi else (old & np.uint32(0xFFFF0000)) | v
    check_lanes(st, before, 10, want)


def test_ds_addtid_read_and_write():
    st = _lds_state(2)
    st.sgpr[ops.M0] = 256
    before = st.vgpr.copy()
    run(_ds("ds_read_addtid_b32", offset0=16), st)
    words = st.lds.view(np.uint32)
    want = np.broadcast_to(words[(256 + 16) // 4 + LANES], (N_WAVES, 64))
    check_lanes(st, before, 10, want)
    old = st.lds.copy()
    run(_ds("ds_write_addtid_b32", offset0=0), st)
    got = st.lds.view(np.uint32)[256 // 4 + LANES]
    # the three waves share the work-group's LDS: the last wave's active lanes win
    want = np.where(EXEC, before[2][-1], old.view(np.uint32)[256 // 4 + LANES])
    assert np.array_equal(got, want)


def _one_wave(st):
    """Leave only wave 0 active (the others' EXEC is 0)."""
    st.exec_mask[1:] = False
    st.sgpr[ops.EXEC_LO][1:] = 0
    st.sgpr[ops.EXEC_HI][1:] = 0


def test_ds_wrxchg2_rtn_b32():
    st = _lds_state(3)
    st.vgpr[1] = (LANES * 4)[None, :].astype(np.uint32).repeat(N_WAVES, 0)
    _one_wave(st)
    before = st.vgpr.copy()
    old = st.lds.view(np.uint32).copy()
    run(_ds("ds_wrxchg2st64_rtn_b32", offset0=0, offset1=1), st)
    a0 = before[1][0] // 4
    assert np.array_equal(st.vgpr[10][0, EXEC], old[a0][EXEC])
    assert np.array_equal(st.vgpr[11][0, EXEC], old[a0 + 64][EXEC])
    assert np.array_equal(st.vgpr[10][0, ~EXEC], before[10][0, ~EXEC])
    words = st.lds.view(np.uint32)
    assert np.array_equal(words[a0[EXEC]], before[2][0, EXEC])
    assert np.array_equal(words[a0[EXEC] + 64], before[3][0, EXEC])


def test_ds_wrap_rtn_b32():
    st = make_state(4)
    st.lds[:] = 0
    st.lds.view(np.uint32)[:192] = np.arange(192) % 10
    st.vgpr[1] = (np.arange(N_WAVES)[:, None] * 64 + LANES[None, :]).astype(np.uint32) * 4
    st.vgpr[2] = 5
    st.vgpr[3] = 100
    before = st.vgpr.copy()
    old = st.lds.view(np.uint32).copy()
    run(_ds("ds_wrap_rtn_b32"), st)
    idx = before[1] // 4
    check_lanes(st, before, 10, old[idx])
    t = old[idx[:, EXEC]]
    assert np.array_equal(st.lds.view(np.uint32)[idx[:, EXEC]], np.where(t >= 5, t - 5, t + 100))


def test_ds_append_and_consume_count_active_lanes_in_wave_order():
    st = make_state(5)
    st.lds[:] = 0
    st.sgpr[ops.M0] = 64
    st.lds.view(np.uint32)[(64 + 4) // 4] = 1000
    before = st.vgpr.copy()
    run(_ds("ds_append", offset0=4), st)
    per_wave = EXEC.sum()
    want = 1000 + per_wave * np.arange(N_WAVES)
    check_lanes(st, before, 10, np.broadcast_to(want[:, None], (N_WAVES, 64)).astype(np.uint32))
    assert st.lds.view(np.uint32)[17] == 1000 + N_WAVES * per_wave
    run(_ds("ds_consume", offset0=4), st)
    assert st.lds.view(np.uint32)[17] == 1000


def test_ds_cmpst_f64():
    st = make_state(6)
    st.lds[:] = 0
    words = st.lds.view(np.float64)
    words[:64] = np.arange(64, dtype=np.float64)
    st.vgpr[1] = (LANES * 8).astype(np.uint32)
    cmp = np.where(LANES % 2 == 0, LANES, -1).astype(np.float64)
    st.vgpr[2], st.vgpr[3] = cmp.view(np.uint32).reshape(64, 2).T                  # data0: cmp
    st.vgpr[4], st.vgpr[5] = np.full(64, 0.5).view(np.uint32).reshape(64, 2).T      # data1: src
    _one_wave(st)
    run(_ds("ds_cmpst_f64", data0=2, data1=4), st)
    hit = EXEC & (LANES % 2 == 0)
    assert np.array_equal(words[:64], np.where(hit, 0.5, np.arange(64.0)))


def test_swizzle_modes_follow_the_manual():
    rev = [int(f"{i:05b}"[::-1], 2) for i in range(32)]
    assert list(swizzle_lanes(0xE000)[:32]) == rev                      # FFT, mask 0
    assert list(swizzle_lanes(0xE000 | 0x1F)) == list(range(64))         # FFT, mask 0x1f
    assert list(swizzle_lanes(0xE000 | 0x10)[:4]) == [0, 8, 4, 12]
    assert list(swizzle_lanes(0xC000 | (1 << 5))[:32]) == [(i + 1) % 32 for i in range(32)]
    assert list(swizzle_lanes(0xC000 | 0x400 | (1 << 5))[:3]) == [31, 0, 1]
    assert list(swizzle_lanes(0xC000 | (1 << 5) | 1)[:4]) == [0, 3, 2, 5]


def test_ds_swizzle_fft_moves_data():
    st = make_state(7)
    before = st.vgpr.copy()
    run(Inst("ds_swizzle_b32", "DS", {"offset0": 0x05, "offset1": 0xE0, "addr": 1, "vdst": 10,
                                      "data0": 0, "data1": 0, "gds": 0}), st)
    src = swizzle_lanes(0xE005)
    want = np.where(EXEC[src], before[1][:, src], 0)
    check_lanes(st, before, 10, want)


# -- buffers --------------------------------------------------------------------------------------
def _vsharp(st, base, *, num_records=1 << 20, word3=0, stride=0):
    st.sgpr[8] = base & 0xFFFFFFFF
    st.sgpr[9] = (base >> 32) | (stride << 16)
    st.sgpr[10] = num_records
    st.sgpr[11] = word3


def _buffer_state(seed, size=4096):
    st = make_state(seed)
    alloc = st.memory.allocate(size)
    return st, alloc


def _mubuf(name, enc="MUBUF", **fields):
    f = {"offset": 0, "offen": 1, "idxen": 0, "vaddr": 1, "vdata": 10, "srsrc": 2,
         "soffset": 128, "glc": 0, "slc": 0, "lds": 0, "acc": 0, "tfe": 0}
    f.update(fields)
    return Inst(name, enc, f)


def test_tbuffer_load_format_unorm_8_8_8_8():
    st, alloc = _buffer_state(8)
    data = np.random.default_rng(8).integers(0, 256, 4096, dtype=np.uint8)
    st.memory.write_bytes(alloc.address, data)
    _vsharp(st, alloc.address)
    st.vgpr[1] = (LANES * 4)[None, :].astype(np.uint32)
    before = st.vgpr.copy()
    run(_mubuf("tbuffer_load_format_xyzw", "MTBUF", dfmt=10, nfmt=0), st)
    texels = data[: 256].reshape(64, 4).astype(np.float64) / 255
    for c in range(4):
        check_lanes(st, before, 10 + c, np.broadcast_to(texels[:, c].astype(np.float32)
                                                        .view(np.uint32), (N_WAVES, 64)))


def test_buffer_load_format_uses_the_vsharp_dst_sel():
    st, alloc = _buffer_state(9)
    vals = np.arange(128, dtype=np.uint16) * 3
    st.memory.write_bytes(alloc.address, vals.tobytes())
    # DST_SEL = (G, 1, R, 0), NUM_FORMAT uint, DATA_FORMAT 16_16
    word3 = 5 | (1 << 3) | (4 << 6) | (0 << 9) | (4 << 12) | (5 << 15)
    _vsharp(st, alloc.address, word3=word3)
    st.vgpr[1] = (LANES * 4)[None, :].astype(np.uint32)
    before = st.vgpr.copy()
    run(_mubuf("buffer_load_format_xyzw"), st)
    pairs = vals.reshape(64, 2).astype(np.uint32)
    check_lanes(st, before, 10, np.broadcast_to(pairs[:, 1], (N_WAVES, 64)))
    check_lanes(st, before, 11, np.uint32(1))
    check_lanes(st, before, 12, np.broadcast_to(pairs[:, 0], (N_WAVES, 64)))
    check_lanes(st, before, 13, np.uint32(0))


def test_tbuffer_store_format_snorm_16_16_and_d16_load():
    st, alloc = _buffer_state(10)
    _vsharp(st, alloc.address)
    st.vgpr[1] = (LANES * 4)[None, :].astype(np.uint32)
    st.vgpr[10] = np.float32(0.5).view(np.uint32)
    st.vgpr[11] = np.float32(-2.0).view(np.uint32)
    _one_wave(st)
    run(_mubuf("tbuffer_store_format_xy", "MTBUF", dfmt=5, nfmt=1), st)
    got = st.memory.host_view(alloc.address, 256).view(np.int16).reshape(64, 2)
    assert np.array_equal(got[EXEC], np.tile([16384, -32767], (EXEC.sum(), 1)))
    assert (got[~EXEC] == 0).all()
    run(_mubuf("tbuffer_load_format_d16_xy", "MTBUF", dfmt=5, nfmt=1, vdata=12), st)
    want = (np.float16(16384 / 32767).view(np.uint16).astype(np.uint32)
            | (np.float16(-1.0).view(np.uint16).astype(np.uint32) << np.uint32(16)))
    assert np.array_equal(st.vgpr[12][0, EXEC], np.full(EXEC.sum(), want, np.uint32))


def test_buffer_lds_forms():
    st, alloc = _buffer_state(11)
    data = np.arange(64, dtype=np.uint32) * 11
    st.memory.write_bytes(alloc.address, data.tobytes())
    _vsharp(st, alloc.address)
    st.vgpr[1] = (LANES * 4)[None, :].astype(np.uint32)
    st.sgpr[ops.M0] = 128
    st.lds[:] = 0
    _one_wave(st)
    run(_mubuf("buffer_load_dword", lds=1, offset=0), st)
    words = st.lds.view(np.uint32)
    assert np.array_equal(words[32 + LANES], np.where(EXEC, data, 0))
    words[32 + LANES] = 7
    run(_mubuf("buffer_store_lds_dword", offset=0), st)
    got = st.memory.host_view(alloc.address, 256).view(np.uint32)
    assert np.array_equal(got, np.where(EXEC, 7, data))


# -- scalar memory ------------------------------------------------------------------------------
@pytest.mark.parametrize("name,op", [("s_atomic_add", np.add), ("s_atomic_umax", np.maximum),
                                     ("s_atomic_swap", None)])
def test_scalar_atomics_serialize_waves(name, op):
    st, alloc = _buffer_state(12)
    st.memory.write_bytes(alloc.address, np.array([100], np.uint32).tobytes())
    st.sgpr[6], st.sgpr[7] = alloc.address & 0xFFFFFFFF, alloc.address >> 32
    st.sgpr[4] = [5, 50, 7]
    run(Inst(name, "SMEM", {"sdata": 4, "sbase": 3, "offset": 0, "imm": 1, "glc": 1, "soe": 0}), st)
    seq = [100]
    for d in (5, 50, 7):
        seq.append(int(op(seq[-1], d)) if op is not None else d)
    assert list(st.sgpr[4]) == seq[:3]
    assert int(st.memory.host_view(alloc.address, 4).view(np.uint32)[0]) == seq[3]


def test_scalar_cmpswap_x2():
    st, alloc = _buffer_state(13)
    st.memory.write_bytes(alloc.address, np.array([1 << 40], np.uint64).tobytes())
    st.sgpr[6], st.sgpr[7] = alloc.address & 0xFFFFFFFF, alloc.address >> 32
    src, cmp = np.uint64(77), np.uint64(1 << 40)
    st.sgpr[8], st.sgpr[9] = int(src) & 0xFFFFFFFF, int(src) >> 32
    st.sgpr[10], st.sgpr[11] = int(cmp) & 0xFFFFFFFF, int(cmp) >> 32
    run(Inst("s_atomic_cmpswap_x2", "SMEM", {"sdata": 8, "sbase": 3, "offset": 0, "imm": 1,
                                             "glc": 1, "soe": 0}), st)
    assert int(st.memory.host_view(alloc.address, 8).view(np.uint64)[0]) == 77
    assert int(st.sgpr[8][0]) | (int(st.sgpr[9][0]) << 32) == 1 << 40      # wave 0 swapped
    assert int(st.sgpr[8][1]) == 77                                         # later waves saw 77


def test_s_scratch_load_scales_an_sgpr_offset_by_64():
    st, alloc = _buffer_state(14)
    st.memory.write_bytes(alloc.address, np.arange(64, dtype=np.uint32).tobytes())
    st.sgpr[6], st.sgpr[7] = alloc.address & 0xFFFFFFFF, alloc.address >> 32
    st.sgpr[5] = 2
    run(Inst("s_scratch_load_dwordx2", "SMEM", {"sdata": 20, "sbase": 3, "offset": 5, "imm": 0,
                                               "glc": 0, "soe": 0}), st)
    assert (st.sgpr[20] == 32).all() and (st.sgpr[21] == 33).all()


def test_s_quadmask_b32():
    st = make_state(15)
    st.sgpr[1] = 0x0F00F0A0
    run(Inst("s_quadmask_b32", "SOP1", {"ssrc0": 1, "sdst": 2}), st)
    assert (st.sgpr[2] == 0b01001010).all() and (st.sgpr[ops.SCC] == 1).all()


# -- MFMA -----------------------------------------------------------------------------------------
def test_mfma_4x4x1f32_with_cbsz_abid_blgp_and_partial_exec():
    st = make_state(16)
    st.vgpr = np.zeros((16, N_WAVES, 64), np.uint32)
    rng = np.random.default_rng(16)
    a = rng.integers(-4, 5, (N_WAVES, 64)).astype(np.float32)
    b = rng.integers(-4, 5, (N_WAVES, 64)).astype(np.float32)
    c = rng.integers(-4, 5, (4, N_WAVES, 64)).astype(np.float32)
    st.vgpr[1], st.vgpr[2] = a.view(np.uint32), b.view(np.uint32)
    st.vgpr[4:8] = c.view(np.uint32)
    before = st.vgpr.copy()
    run(Inst("v_mfma_f32_4x4x1f32", "VOP3P_MAI", {"vdst": 8, "src0": V + 1, "src1": V + 2,
                                                   "src2": V + 4, "cbsz": 1, "abid": 1,
                                                   "blgp": 4, "acc_cd": 0, "acc": 0}), st)
    a_lane, _ = input_layout(4, 1, 16)
    d_lane, d_slot = output_layout(4, 4, 16, False)
    want = c.copy()
    for w in range(N_WAVES):
        for blk in range(16):
            src_blk = blk // 2 * 2 + 1                           # CBSZ 1, ABID 1
            for i in range(4):
                for j in range(4):
                    av = a[w, a_lane[src_blk, i, 0]]
                    bv = b[w, (blk * 4 + j) % 16]                # BLGP 4: lanes 0-15
                    want[d_slot[blk, i, j], w, d_lane[blk, i, j]] += av * bv
    for r in range(4):
        check_lanes(st, before, 8 + r, want[r].view(np.uint32))


# -- the fast path of FLAT/GLOBAL accesses ---------------------------------------------------------
def _flat(name, seg, **fields):
    f = {"offset": 0, "seg": seg, "vaddr": 1, "saddr": 0x7F, "vdst": 10, "data": 12, "glc": 0,
         "slc": 0, "acc": 0, "lds": 0}
    f.update(fields)
    return Inst(name, "GLOBAL" if seg == 2 else "FLAT", f)


def test_global_load_store_fast_path_with_partial_exec():
    st, alloc = _buffer_state(20)
    data = np.arange(1024, dtype=np.uint32) * 3
    st.memory.write_bytes(alloc.address, data.tobytes())
    addr = alloc.address + (LANES[None, :] * 16 + np.arange(N_WAVES)[:, None] * 4).astype(np.int64)
    st.vgpr[1] = (addr & 0xFFFFFFFF).astype(np.uint32)
    st.vgpr[2] = (addr >> 32).astype(np.uint32)
    before = st.vgpr.copy()
    run(_flat("global_load_dwordx2", 2, offset=4), st)
    words = (addr - alloc.address + 4) // 4
    check_lanes(st, before, 10, data[words])
    check_lanes(st, before, 11, data[words + 1])
    run(_flat("global_store_short", 2, data=3), st)
    raw = st.memory.host_view(alloc.address, 4096)
    got = raw[addr - alloc.address].astype(np.uint32) | (raw[addr - alloc.address + 1].astype(np.uint32) << 8)
    assert np.array_equal(got[:, EXEC], (before[3] & 0xFFFF)[:, EXEC])
    untouched = data.view(np.uint8)[(addr - alloc.address)[:, ~EXEC]]
    assert np.array_equal(raw[(addr - alloc.address)[:, ~EXEC]], untouched)


def test_global_saddr_form_and_signed_bytes():
    st, alloc = _buffer_state(21)
    data = np.random.default_rng(21).integers(-128, 128, 4096).astype(np.int8)
    st.memory.write_bytes(alloc.address, data.tobytes())
    st.sgpr[6], st.sgpr[7] = alloc.address & 0xFFFFFFFF, alloc.address >> 32
    st.vgpr[1] = (LANES * 3 + np.arange(N_WAVES)[:, None] * 200 + 1).astype(np.uint32)
    before = st.vgpr.copy()
    run(_flat("global_load_sbyte", 2, saddr=6, offset=0x1FFF), st)     # offset -1
    want = data[before[1].astype(np.int64) - 1].astype(np.int32).view(np.uint32)
    check_lanes(st, before, 10, want)


def test_flat_load_from_the_shared_aperture_takes_the_general_path():
    st = make_state(22)
    st.lds.view(np.uint32)[:64] = np.arange(64) + 500
    aperture = st.sgpr[ops.SRC_SHARED_BASE][0]
    st.vgpr[1] = (LANES * 4).astype(np.uint32)
    st.vgpr[2] = aperture
    before = st.vgpr.copy()
    run(_flat("flat_load_dword", 0), st)
    check_lanes(st, before, 10, np.broadcast_to(LANES + 500, (N_WAVES, 64)).astype(np.uint32))


def test_global_access_outside_allocations_faults_on_an_active_lane():
    from amdgcn.emu.program import LaneFault
    st, alloc = _buffer_state(23, size=64)
    st.vgpr[1] = (alloc.address & 0xFFFFFFFF) + (LANES * 4).astype(np.uint32)
    st.vgpr[2] = alloc.address >> 32
    with pytest.raises(LaneFault) as info:
        run(_flat("global_load_dword", 2), st)
    assert info.value.lane is not None and EXEC[info.value.lane] and info.value.lane * 4 >= 64


@pytest.mark.parametrize("name,ndw", [("ds_read_b32", 1), ("ds_read_b64", 2)])
def test_ds_address_wraps_at_32_bits(name, ndw):
    """ADDR + OFFSET is a 32-bit sum (regression: a kernelgen campaign kernel on gfx942 ran
    ``ds_read_b64 v[14:15], v0 offset:2040`` with v0 = -8 and faulted outside the LDS)."""
    st = _lds_state(4)
    st.vgpr[1] = ((LANES * 8 - 8) % (1 << 32))[None, :].astype(np.uint32)   # lane 0: -8
    before = st.vgpr.copy()
    run(_ds(name, offset0=16), st)
    words = st.lds.view(np.uint32)
    for j in range(ndw):
        check_lanes(st, before, 10 + j, words[(LANES * 8 + 8) // 4 + j][None, :])


def test_ds_address_out_of_bounds_still_faults():
    st = _lds_state(5)
    st.vgpr[1] = np.full((1, 64), st.lds_size - 4, dtype=np.uint32)
    with pytest.raises(Exception, match="outside the work-group's"):
        run(_ds("ds_read_b64", offset0=0), st)
