"""One check per instruction over 64 lanes with a partial EXEC (STYLE 9) for the less common
VALU rows: SAD, lerp, cube map, normalized conversions, 16-bit min/max/median, legacy 16-bit
multiply-adds, VOP2 dot products, VOP3P mixed precision and dot8, 64-bit shifts."""

from __future__ import annotations

import math
import struct

import numpy as np
import pytest

from tests.emu.test_valu import EXEC, N_WAVES, Inst, V, check_lanes, make_state, run, vop2, vop3


def _lanes(fn, *regs):
    """Per-lane Python reference: fn(*ints) -> int, over (N_WAVES, 64) uint32 arrays."""
    out = np.zeros((N_WAVES, 64), np.uint64)
    for w in range(N_WAVES):
        for lane in range(64):
            out[w, lane] = fn(*(int(r[w, lane]) for r in regs)) & 0xFFFFFFFF
    return out.astype(np.uint32)


def _bytes(x, n=4):
    return [(x >> (8 * k)) & 0xFF for k in range(n)]


def _sad(a, b, c, masked=False):
    for x, y in zip(_bytes(a), _bytes(b)):
        if not (masked and y == 0):
            c += abs(x - y)
    return c


def _f32(x):
    return struct.unpack("<f", struct.pack("<I", x & 0xFFFFFFFF))[0]


def _bits(f):
    return struct.unpack("<I", struct.pack("<f", f))[0]


@pytest.mark.parametrize("name,ref", [
    ("v_sad_u8", lambda a, b, c: _sad(a, b, c)),
    ("v_sad_hi_u8", lambda a, b, c: (_sad(a, b, 0) << 16) + c),
    ("v_sad_u16", lambda a, b, c: c + abs((a >> 16) - (b >> 16)) + abs((a & 0xFFFF) - (b & 0xFFFF))),
    ("v_msad_u8", lambda a, b, c: _sad(a, b, c, masked=True)),
    ("v_lerp_u8", lambda a, b, c: sum((((x + y + ((c >> (8 * k)) & 1)) >> 1) << (8 * k))
                                      for k, (x, y) in enumerate(zip(_bytes(a), _bytes(b))))),
    ("v_sat_pk_u8_i16", None),
])
def test_byte_and_sad_ops(name, ref):
    st = make_state(3)
    st.vgpr[3][:, ::5] &= 0xFF00FF00          # zero bytes for the masked SAD
    before = st.vgpr.copy()
    if name == "v_sat_pk_u8_i16":
        run(Inst(name, "VOP1", {"src0": V + 1, "vdst": 10}, variant="e32"), st)

        def sat(h):
            h = h - 0x10000 if h & 0x8000 else h
            return min(max(h, 0), 255)
        want = _lanes(lambda a: sat(a & 0xFFFF) | (sat(a >> 16) << 8), before[1])
    else:
        run(vop3(name, V + 1, V + 3, V + 2), st)
        want = _lanes(ref, before[1], before[3], before[2])
    check_lanes(st, before, 10, want)


def _q(window_fn, masked, bits):
    def ref(a, b, c):
        out = 0
        for k in range(64 // bits):
            win = (a >> (8 * k)) & 0xFFFFFFFF
            acc = (c >> (bits * k)) & ((1 << bits) - 1)
            out |= (window_fn(win, b, acc, masked) & ((1 << bits) - 1)) << (bits * k)
        return out
    return ref


@pytest.mark.parametrize("name,masked", [("v_qsad_pk_u16_u8", False), ("v_mqsad_pk_u16_u8", True)])
def test_quad_sad_64bit(name, masked):
    st = make_state(4)
    before = st.vgpr.copy()
    run(vop3(name, V + 2, V + 1, V + 4, vdst=10), st)
    ref = _q(_sad, masked, 16)
    a = before[2].astype(np.uint64) | (before[3].astype(np.uint64) << np.uint64(32))
    c = before[4].astype(np.uint64) | (before[5].astype(np.uint64) << np.uint64(32))
    want = np.zeros(a.shape, np.uint64)
    for w in range(N_WAVES):
        for lane in range(64):
            want[w, lane] = ref(int(a[w, lane]), int(before[1][w, lane]), int(c[w, lane]))
    check_lanes(st, before, 10, (want & np.uint64(0xFFFFFFFF)).astype(np.uint32))
    check_lanes(st, before, 11, (want >> np.uint64(32)).astype(np.uint32))


def test_mqsad_u32_u8_128bit():
    st = make_state(5)
    before = st.vgpr.copy()
    run(vop3("v_mqsad_u32_u8", V + 2, V + 1, V + 4, vdst=10), st)
    a = before[2].astype(np.uint64) | (before[3].astype(np.uint64) << np.uint64(32))
    for k in range(4):
        want = np.zeros((N_WAVES, 64), np.uint32)
        for w in range(N_WAVES):
            for lane in range(64):
                win = (int(a[w, lane]) >> (8 * k)) & 0xFFFFFFFF
                want[w, lane] = _sad(win, int(before[1][w, lane]), int(before[4 + k][w, lane]),
                                     masked=True) & 0xFFFFFFFF
        check_lanes(st, before, 10 + k, want)


def _cube(x, y, z):
    ax, ay, az = abs(x), abs(y), abs(z)
    if az >= ax and az >= ay:
        return (5.0 if z < 0 else 4.0), (-x if z < 0 else x), -y, 2 * z
    if ay >= ax:
        return (3.0 if y < 0 else 2.0), x, (-z if y < 0 else z), 2 * y
    return (1.0 if x < 0 else 0.0), (z if x < 0 else -z), -y, 2 * x


@pytest.mark.parametrize("k,name", list(enumerate(["v_cubeid_f32", "v_cubesc_f32", "v_cubetc_f32",
                                                    "v_cubema_f32"])))
def test_cube_map(k, name):
    st = make_state(6)
    rng = np.random.default_rng(6)
    for r in (1, 2, 3):
        st.vgpr[r] = rng.standard_normal((N_WAVES, 64), dtype=np.float32).view(np.uint32)
    before = st.vgpr.copy()
    run(vop3(name, V + 1, V + 2, V + 3), st)
    want = _lanes(lambda x, y, z: _bits(np.float32(_cube(_f32(x), _f32(y), _f32(z))[k])),
                  before[1], before[2], before[3])
    check_lanes(st, before, 10, want)


def test_normalized_conversions():
    st = make_state(7)
    vals = np.array([-2.0, -1.0, -0.5, 0.0, 0.25, 0.5, 1.0, 3.0, np.nan], np.float32)
    st.vgpr[1] = np.resize(vals, (N_WAVES, 64)).view(np.uint32)
    st.vgpr[2] = np.resize(vals[::-1], (N_WAVES, 64)).view(np.uint32)
    before = st.vgpr.copy()

    def snorm(f):
        return 0 if math.isnan(f) else int(np.rint(min(max(f, -1.0), 1.0) * 32767)) & 0xFFFF

    def unorm(f):
        return 0 if math.isnan(f) else int(np.rint(min(max(f, 0.0), 1.0) * 65535))
    run(vop3("v_cvt_pknorm_i16_f32", V + 1, V + 2), st)
    check_lanes(st, before, 10, _lanes(lambda a, b: snorm(_f32(a)) | (snorm(_f32(b)) << 16),
                                       before[1], before[2]))
    run(vop3("v_cvt_pknorm_u16_f32", V + 1, V + 2), st)
    check_lanes(st, before, 10, _lanes(lambda a, b: unorm(_f32(a)) | (unorm(_f32(b)) << 16),
                                       before[1], before[2]))
    st.vgpr[3] = np.resize(vals.astype(np.float16).view(np.uint16).astype(np.uint32),
                           (N_WAVES, 64))
    before = st.vgpr.copy()
    run(Inst("v_cvt_norm_i16_f16", "VOP1", {"src0": V + 3, "vdst": 10}, variant="e32"), st)
    f16 = before[3].astype(np.uint16).view(np.float16).astype(float)
    want = np.array([[snorm(x) for x in row] for row in f16], np.uint32)
    check_lanes(st, before, 10, want)


def test_cvt_pkaccum_u8_f32_keeps_other_bytes_of_d():
    st = make_state(8)
    st.vgpr[1] = np.float32(200.4).view(np.uint32)
    st.vgpr[2] = np.resize(np.arange(4, dtype=np.uint32), (N_WAVES, 64))
    before = st.vgpr.copy()
    run(vop3("v_cvt_pkaccum_u8_f32", V + 1, V + 2), st)
    want = _lanes(lambda d, b: (d & ~(0xFF << (8 * (b & 3)))) | (200 << (8 * (b & 3))),
                  before[10], before[2])
    check_lanes(st, before, 10, want)


@pytest.mark.parametrize("name,fn", [("v_min3_i16", min), ("v_max3_i16", max),
                                      ("v_med3_i16", lambda *v: sorted(v)[1]),
                                      ("v_min3_u16", min), ("v_max3_u16", max),
                                      ("v_med3_u16", lambda *v: sorted(v)[1])])
def test_16bit_three_operand_integer(name, fn):
    st = make_state(9)
    before = st.vgpr.copy()
    run(vop3(name, V + 1, V + 2, V + 3), st)
    signed = "_i16" in name

    def val(x):
        x &= 0xFFFF
        return x - 0x10000 if signed and x & 0x8000 else x
    want = _lanes(lambda a, b, c: fn(val(a), val(b), val(c)) & 0xFFFF, before[1], before[2], before[3])
    check_lanes(st, before, 10, want)


def test_16bit_three_operand_float_and_legacy_mad():
    st = make_state(10)
    rng = np.random.default_rng(10)
    for r in (1, 2, 3):
        st.vgpr[r] = (rng.standard_normal((N_WAVES, 64)).astype(np.float16).view(np.uint16)
                      .astype(np.uint32) | np.uint32(0xABCD0000))
    before = st.vgpr.copy()
    h = [before[r].astype(np.uint16).view(np.float16).astype(np.float64) for r in (1, 2, 3)]
    run(vop3("v_med3_f16", V + 1, V + 2, V + 3), st)
    med = np.median(np.stack(h), axis=0).astype(np.float16)
    check_lanes(st, before, 10, med.view(np.uint16).astype(np.uint32))     # high half zeroed
    run(vop3("v_mad_legacy_f16", V + 1, V + 2, V + 3), st)
    fma = (h[0] * h[1] + h[2]).astype(np.float16)
    check_lanes(st, before, 10, fma.view(np.uint16).astype(np.uint32))
    run(vop3("v_mad_legacy_u16", V + 1, V + 2, V + 3), st)
    want = ((before[1] & 0xFFFF) * (before[2] & 0xFFFF) + (before[3] & 0xFFFF)) & 0xFFFF
    check_lanes(st, before, 10, want)


def test_fma_f16_keeps_the_high_half():
    st = make_state(11)
    st.vgpr[1] = np.uint32(0x3C00)                  # 1.0
    st.vgpr[2] = np.uint32(0x4000)                  # 2.0
    st.vgpr[3] = np.uint32(0x3C00)
    st.vgpr[10] = np.uint32(0x12340000)
    before = st.vgpr.copy()
    run(vop3("v_fma_f16", V + 1, V + 2, V + 3), st)
    check_lanes(st, before, 10, np.uint32(0x12344200))   # 3.0 in the low half


def test_div_fixup_f16_special_cases():
    st = make_state(12)
    q = np.float16(1.5).view(np.uint16)
    den = np.array([0.0, 2.0, np.inf, 2.0], np.float16)
    num = np.array([1.0, 0.0, 1.0, -3.0], np.float16)
    st.vgpr[1] = q
    st.vgpr[2] = np.resize(den.view(np.uint16).astype(np.uint32), (N_WAVES, 64))
    st.vgpr[3] = np.resize(num.view(np.uint16).astype(np.uint32), (N_WAVES, 64))
    run(vop3("v_div_fixup_f16", V + 1, V + 2, V + 3), st)
    want = np.resize(np.array([np.inf, 0.0, 0.0, -1.5], np.float16).view(np.uint16), (N_WAVES, 64))
    got = st.vgpr[10]
    assert np.array_equal(got[:, EXEC] & 0xFFFF, want.astype(np.uint32)[:, EXEC])


@pytest.mark.parametrize("name,elem,count", [("v_dot2c_i32_i16", np.int16, 2),
                                              ("v_dot4c_i32_i8", np.int8, 4)])
def test_vop2_dot_accumulates_into_d(name, elem, count):
    st = make_state(13)
    before = st.vgpr.copy()
    run(vop2(name, V + 1, 2), st)
    a = before[1].view(elem).reshape(N_WAVES, 64, count).astype(np.int64)
    b = before[2].view(elem).reshape(N_WAVES, 64, count).astype(np.int64)
    want = ((a * b).sum(-1) + before[10].view(np.int32)).astype(np.int64) & 0xFFFFFFFF
    check_lanes(st, before, 10, want.astype(np.uint32))


def _nibbles(x, signed):
    return [((x >> (4 * k)) & 0xF) - (16 if signed and (x >> (4 * k)) & 8 else 0) for k in range(8)]


def test_dot8c_and_dot8():
    st = make_state(14)
    before = st.vgpr.copy()
    run(vop2("v_dot8c_i32_i4", V + 1, 2), st)
    want = _lanes(lambda a, b, d: sum(x * y for x, y in zip(_nibbles(a, True), _nibbles(b, True))) + d,
                  before[1], before[2], before[10])
    check_lanes(st, before, 10, want)
    st = make_state(14)
    run(Inst("v_dot8_u32_u4", "VOP3P", {"src0": V + 1, "src1": V + 2, "src2": V + 3, "vdst": 10,
                                        "op_sel": 0, "op_sel_hi": 7, "neg": 0, "neg_hi": 0,
                                        "clamp": 0}), st)
    want = _lanes(lambda a, b, c: sum(x * y for x, y in zip(_nibbles(a, False), _nibbles(b, False))) + c,
                  before[1], before[2], before[3])
    check_lanes(st, before, 10, want)


def test_dot2c_f32_f16():
    st = make_state(15)
    rng = np.random.default_rng(15)
    st.vgpr[1] = rng.standard_normal((N_WAVES, 128)).astype(np.float16).view(np.uint32)
    st.vgpr[2] = rng.standard_normal((N_WAVES, 128)).astype(np.float16).view(np.uint32)
    st.vgpr[10] = rng.standard_normal((N_WAVES, 64)).astype(np.float32).view(np.uint32)
    before = st.vgpr.copy()
    run(vop2("v_dot2c_f32_f16", V + 1, 2), st)
    a = before[1].view(np.float16).reshape(N_WAVES, 64, 2).astype(np.float64)
    b = before[2].view(np.float16).reshape(N_WAVES, 64, 2).astype(np.float64)
    want = ((a * b).sum(-1) + before[10].view(np.float32)).astype(np.float32)
    check_lanes(st, before, 10, want.view(np.uint32))


def _mix(name, op_sel, op_sel_hi, neg=0, neg_hi=0):
    return Inst(name, "VOP3P", {"src0": V + 1, "src1": V + 2, "src2": V + 3, "vdst": 10,
                                "op_sel": op_sel, "op_sel_hi": op_sel_hi, "neg": neg,
                                "neg_hi": neg_hi, "clamp": 0})


def test_fma_mix():
    st = make_state(16)
    rng = np.random.default_rng(16)
    st.vgpr[1] = rng.standard_normal((N_WAVES, 128)).astype(np.float16).view(np.uint32)
    st.vgpr[2] = rng.standard_normal((N_WAVES, 128)).astype(np.float16).view(np.uint32)
    st.vgpr[3] = rng.standard_normal((N_WAVES, 64)).astype(np.float32).view(np.uint32)
    before = st.vgpr.copy()
    a_hi = before[1].view(np.float16).reshape(N_WAVES, 64, 2)[..., 1].astype(np.float64)
    b_lo = before[2].view(np.float16).reshape(N_WAVES, 64, 2)[..., 0].astype(np.float64)
    c = before[3].view(np.float32).astype(np.float64)
    # src0: f16 high half, src1: f16 low half, negated; src2: f32 with |.|
    run(_mix("v_fma_mix_f32", op_sel=0b001, op_sel_hi=0b011, neg=0b010, neg_hi=0b100), st)
    want = (a_hi * -b_lo + np.abs(c)).astype(np.float32)
    check_lanes(st, before, 10, want.view(np.uint32))
    st.vgpr[10] = before[10]
    run(_mix("v_fma_mixhi_f16", op_sel=0b001, op_sel_hi=0b011), st)
    want16 = (a_hi * b_lo + c).astype(np.float16).view(np.uint16).astype(np.uint32)
    check_lanes(st, before, 10, (before[10] & np.uint32(0xFFFF)) | (want16 << np.uint32(16)))


def test_pk_fmac_f16():
    st = make_state(17)
    rng = np.random.default_rng(17)
    for r in (1, 2, 10):
        st.vgpr[r] = rng.standard_normal((N_WAVES, 128)).astype(np.float16).view(np.uint32)
    before = st.vgpr.copy()
    run(vop2("v_pk_fmac_f16", V + 1, 2), st)
    a, b, d = (before[r].view(np.float16).astype(np.float64) for r in (1, 2, 10))
    want = (a * b + d).astype(np.float16).view(np.uint32)
    check_lanes(st, before, 10, want)


@pytest.mark.parametrize("src0,literal,lo,hi", [
    (242, None, 0x3C00, 0),             # 1.0: the f16 pattern in the low half, zero above
    (246, None, 0x4400, 0),             # 4.0
    (129, None, 0x0001, 0),             # the integer 1: its 32-bit value
    (193, None, 0xFFFF, 0xFFFF),        # the integer -1: all ones
    (255, 0x40003C00, 0x3C00, 0x4000),  # a literal: both halves of its 32 bits
])
def test_pk_fmac_f16_constant_src0(src0, literal, lo, hi):
    """A constant src0 of the VOP2 v_pk_fmac_f16 (it has no op_sel_hi): LLVM 22's operand
    model on GFX9/GFX10 (0x3c00 assembles to 1.0, 0x3c003c00 stays a literal), which
    llvm-project issue 94116 measured on GFX10.3 hardware. The emulator gave 1.0 the f32
    pattern's low half (0.0) in both halves before."""
    st = make_state(19)
    rng = np.random.default_rng(19)
    for r in (2, 10):
        st.vgpr[r] = rng.standard_normal((N_WAVES, 128)).astype(np.float16).view(np.uint32)
    before = st.vgpr.copy()
    run(vop2("v_pk_fmac_f16", src0, 2, literal=literal), st)
    a = np.array([lo, hi], np.uint16).view(np.float16).astype(np.float64)
    b, d = (before[r].view(np.float16).astype(np.float64).reshape(N_WAVES, 64, 2)
            for r in (2, 10))
    want = (a * b + d).astype(np.float16).reshape(N_WAVES, 128).view(np.uint32)
    check_lanes(st, before, 10, want)


@pytest.mark.parametrize("name,k", [("v_lshlrev_b64", 3), ("v_lshlrev_b64", 40),
                                    ("v_lshrrev_b64", 5), ("v_ashrrev_i64", 7),
                                    ("v_ashrrev_i64", 33), ("v_lshrrev_b64", 0)])
def test_64bit_shifts_by_a_constant(name, k):
    st = make_state(18)
    before = st.vgpr.copy()
    run(vop3(name, 128 + k, V + 2, vdst=2), st)      # in place: D = S1
    x = before[2].astype(np.uint64) | (before[3].astype(np.uint64) << np.uint64(32))
    if name == "v_lshlrev_b64":
        r = x << np.uint64(k)
    elif name == "v_lshrrev_b64":
        r = x >> np.uint64(k)
    else:
        r = (x.view(np.int64) >> np.int64(k)).view(np.uint64)
    check_lanes(st, before, 2, (r & np.uint64(0xFFFFFFFF)).astype(np.uint32))
    check_lanes(st, before, 3, (r >> np.uint64(32)).astype(np.uint32))
