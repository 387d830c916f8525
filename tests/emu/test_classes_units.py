"""One-instruction regression checks for issue 9's failure classes (tests/emu/test_classes.py
runs the kernels): integer clamp, v_bfe_i32, the 64-bit bit counts, SDWA selects, the packed
f32 operations, the 32-bit MUBUF offset, the code object image and the work-group bound.
Expected values come from the MI200 ISA pseudocode (chapter 12), written out here lane by lane.
"""

from __future__ import annotations

import numpy as np
import pytest

from amdgcn.codeobj import CodeObject
from amdgcn.emu import Emulator
from amdgcn.emu.loader import map_code_object
from amdgcn.emu.memory import Memory
from amdgcn.emu.scheduler import Group
from amdgcn.errors import EmulationFault
from tests.emu.kernels import hsaco
from tests.emu.kernels_classes import _crc32_nibbles
from tests.emu.test_memory_more import _buffer_state, _mubuf, _vsharp
from tests.emu.test_valu import EXEC, N_WAVES, Inst, V, check_lanes, make_state, run, vop3

LANES = np.arange(64)
_RNG = np.random.default_rng(99)


def _edge_u32(shape):
    """Random dwords with the edges of every integer type mixed in."""
    v = _RNG.integers(0, 2**32, shape, dtype=np.uint64)
    edges = [0, 1, 0x7FFF, 0x8000, 0xFFFF, 0x10000, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF,
             0xFFFF8000, 0x7FFF0001]
    v.reshape(-1)[: len(edges) * 3: 3] = edges
    return v.astype(np.uint32)


# -- integer clamp (saturation) -------------------------------------------------------------------
def _typed(v, t):
    """Lane values of a u32/i32/u16/i16 source as Python ints."""
    bits = 16 if t.endswith("16") else 32
    v = v.astype(np.int64) & ((1 << bits) - 1)
    if t.startswith("i"):
        v = np.where(v >> (bits - 1), v - (1 << bits), v)
    return v


_SAT = [  # name, type, exact result, with carry-in
    ("v_add_u32", "u32", lambda a, b: a + b), ("v_sub_u32", "u32", lambda a, b: a - b),
    ("v_subrev_u32", "u32", lambda a, b: b - a), ("v_add_i32", "i32", lambda a, b: a + b),
    ("v_sub_i32", "i32", lambda a, b: a - b), ("v_add_u16", "u16", lambda a, b: a + b),
    ("v_sub_u16", "u16", lambda a, b: a - b), ("v_subrev_u16", "u16", lambda a, b: b - a),
    ("v_add_i16", "i16", lambda a, b: a + b), ("v_sub_i16", "i16", lambda a, b: a - b),
]


@pytest.mark.parametrize("name,t,exact", _SAT, ids=[s[0] for s in _SAT])
@pytest.mark.parametrize("clamp", [0, 1])
def test_integer_clamp_saturates(name, t, exact, clamp):
    st = make_state(3)
    st.vgpr[1], st.vgpr[2] = _edge_u32((N_WAVES, 64)), _edge_u32((N_WAVES, 64))[:, ::-1]
    before = st.vgpr.copy()
    inst = vop3(name, V + 1, V + 2)
    inst.fields["clamp"] = clamp
    run(inst, st)
    bits = 16 if t.endswith("16") else 32
    if t.startswith("u"):
        lo, hi = 0, (1 << bits) - 1
    else:
        lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    r = exact(_typed(before[1], t), _typed(before[2], t))
    r = np.clip(r, lo, hi) if clamp else r
    want = (r & ((1 << bits) - 1)).astype(np.uint32)
    mask = np.uint32((1 << bits) - 1)
    got = st.vgpr[10] & mask
    assert np.array_equal(got[:, EXEC], want[:, EXEC])


_MAD_SAT = [  # name, source types, destination type, exact result
    ("v_mad_u32_u24", ("u32",) * 3, "u32", lambda a, b, c: (a & 0xFFFFFF) * (b & 0xFFFFFF) + c),
    ("v_mad_i32_i24", ("i32",) * 3, "i32",
     lambda a, b, c: (((a & 0xFFFFFF) ^ 0x800000) - 0x800000)
     * (((b & 0xFFFFFF) ^ 0x800000) - 0x800000) + c),
    ("v_mad_u16", ("u16",) * 3, "u16", lambda a, b, c: a * b + c),
    ("v_mad_i16", ("i16",) * 3, "i16", lambda a, b, c: a * b + c),
    ("v_mad_u32_u16", ("u16", "u16", "u32"), "u32", lambda a, b, c: a * b + c),
    ("v_mad_i32_i16", ("i16", "i16", "i32"), "i32", lambda a, b, c: a * b + c),
    ("v_add3_u32", ("u32",) * 3, "u32", lambda a, b, c: a + b + c),
]


@pytest.mark.parametrize("name,srcs,dst,exact", _MAD_SAT, ids=[m[0] for m in _MAD_SAT])
def test_three_operand_integer_clamp_saturates(name, srcs, dst, exact):
    st = make_state(18)
    for r in (1, 2, 3):
        st.vgpr[r] = _edge_u32((N_WAVES, 64))[:, ::(1 if r != 2 else -1)]
    before = st.vgpr.copy()
    inst = vop3(name, V + 1, V + 2, V + 3)
    inst.fields["clamp"] = 1
    run(inst, st)
    bits = 16 if dst.endswith("16") else 32
    lo, hi = (0, (1 << bits) - 1) if dst[0] == "u" else (-(1 << (bits - 1)), (1 << (bits - 1)) - 1)
    r = exact(*(_typed(before[1 + i], t) for i, t in enumerate(srcs)))
    want = (np.clip(r, lo, hi) & ((1 << bits) - 1)).astype(np.uint32)
    got = st.vgpr[10] & np.uint32((1 << bits) - 1)
    assert np.array_equal(got[:, EXEC], want[:, EXEC])


@pytest.mark.parametrize("name,exact,cin", [
    ("v_add_co_u32", lambda a, b, c: a + b, False), ("v_sub_co_u32", lambda a, b, c: a - b, False),
    ("v_subrev_co_u32", lambda a, b, c: b - a, False),
    ("v_addc_co_u32", lambda a, b, c: a + b + c, True),
    ("v_subb_co_u32", lambda a, b, c: a - b - c, True),
    ("v_subbrev_co_u32", lambda a, b, c: b - a - c, True)])
def test_carry_forms_with_clamp_saturate(name, exact, cin):
    st = make_state(4)
    st.vgpr[1], st.vgpr[2] = _edge_u32((N_WAVES, 64)), _edge_u32((N_WAVES, 64))[:, ::-1]
    carry = (LANES % 2 == 0)
    st.sgpr[20], st.sgpr[21] = (int(np.packbits(carry[:32], bitorder="little").view(np.uint32)[0]),
                                int(np.packbits(carry[32:], bitorder="little").view(np.uint32)[0]))
    before = st.vgpr.copy()
    inst = vop3(name, V + 1, V + 2, 20 if cin else 0, sdst=30)
    inst.fields["clamp"] = 1
    run(inst, st)
    r = exact(before[1].astype(np.int64), before[2].astype(np.int64), carry.astype(np.int64))
    check_lanes(st, before, 10, np.clip(r, 0, 0xFFFFFFFF).astype(np.uint32))


# -- v_bfe_i32 / v_bfe_u32 / s_bfe_i32 -------------------------------------------------------------
def _sbfe(x: int, off: int, width: int) -> int:
    """Signed field of ``width`` bits at ``off``, sign-extended from its top bit; past bit 31
    the sign of x (LLVM's BFE_I32 constant folder)."""
    if width == 0:
        return 0
    s = x - (1 << 32) if x >> 31 else x
    field = (s >> off) & ((1 << width) - 1)
    return (field - (1 << width) if field >> (width - 1) else field) & 0xFFFFFFFF


def test_bfe_every_offset_and_width():
    st = make_state(5)
    grid = np.array([(o, w) for o in range(32) for w in range(32)])   # 1024 = 3 waves x 64 ...
    for start in range(0, len(grid), N_WAVES * 64):
        chunk = grid[start: start + N_WAVES * 64]
        off = np.zeros(N_WAVES * 64, np.uint32)
        wid = np.zeros(N_WAVES * 64, np.uint32)
        off[: len(chunk)], wid[: len(chunk)] = chunk[:, 0], chunk[:, 1]
        st.vgpr[1] = _edge_u32((N_WAVES, 64))
        st.vgpr[1][:, ::2] |= np.uint32(0x80000000)
        # high bits above [4:0] are ignored
        junk = (_RNG.integers(0, 2**27, (2, off.size)) << 5).astype(np.uint32)
        st.vgpr[2] = (off | junk[0]).reshape(N_WAVES, 64)
        st.vgpr[3] = (wid | junk[1]).reshape(N_WAVES, 64)
        before = st.vgpr.copy()
        run(vop3("v_bfe_i32", V + 1, V + 2, V + 3), st)
        x = before[1].reshape(-1)
        want = np.array([_sbfe(int(a), int(o), int(w)) for a, o, w in zip(x, off, wid)], np.uint32)
        check_lanes(st, before, 10, want.reshape(N_WAVES, 64))
        run(vop3("v_bfe_u32", V + 1, V + 2, V + 3, vdst=11), st)
        want_u = np.array([(int(a) >> int(o)) & ((1 << int(w)) - 1)
                           for a, o, w in zip(x, off, wid)], np.uint32)
        check_lanes(st, before, 11, want_u.reshape(N_WAVES, 64))


def test_s_bfe_i32_and_u32_every_offset_and_width():
    """S1 packs the offset in [4:0] and the width in [22:16]."""
    x = [0x80000001, 0x7FFFFFFF, 0xDEADBEEF]
    for o in range(32):
        for w in range(33):
            st = make_state(13)
            st.sgpr[4] = np.array(x, np.uint32)
            st.sgpr[5] = o | (w << 16)
            run(Inst("s_bfe_i32", "SOP2", {"sdst": 8, "ssrc0": 4, "ssrc1": 5}), st)
            run(Inst("s_bfe_u32", "SOP2", {"sdst": 9, "ssrc0": 4, "ssrc1": 5}), st)
            for k, v in enumerate(x):
                want = _sbfe(v, o, w) if w < 32 else (((v - (1 << 32) * (v >> 31)) >> o)
                                                      & 0xFFFFFFFF)
                assert int(st.sgpr[8, k]) == want, (hex(v), o, w)
                assert int(st.sgpr[9, k]) == (v >> o) & ((1 << min(w, 32)) - 1), (hex(v), o, w)


def test_s_bfe_width_is_seven_bits_not_five():
    """S_BFE_I32/U32 read the width from S1[22:16] (MI200 ISA 12.1 SOP2), all seven bits: a
    width of 33..127 keeps every bit from the offset up, where V_BFE would use width & 31.
    clang-22 -O0 selects sbfe(0x8000, 0x8000, 0x6fe5862e) as s_bfe_i32 with S1 = 0x862e8000
    (width 46, kernelgen seed 104413, a listed compiler bug): the field is all of 0x8000."""
    x = [0x8000, 0x80000001, 0xDEADBEEF]
    for s1 in [0x862E8000, *((o | (w << 16)) for o in (0, 5, 31) for w in range(33, 128, 7))]:
        st = make_state(13)
        st.sgpr[4] = np.array(x, np.uint32)
        st.sgpr[5] = s1
        run(Inst("s_bfe_i32", "SOP2", {"sdst": 8, "ssrc0": 4, "ssrc1": 5}), st)
        run(Inst("s_bfe_u32", "SOP2", {"sdst": 9, "ssrc0": 4, "ssrc1": 5}), st)
        o = s1 & 31
        for k, v in enumerate(x):
            signed = v - (1 << 32) * (v >> 31)
            assert int(st.sgpr[8, k]) == (signed >> o) & 0xFFFFFFFF, (hex(v), hex(s1))
            assert int(st.sgpr[9, k]) == v >> o, (hex(v), hex(s1))


# -- bit counts, 32 and 64 bits (MI200 ISA 12.3 SOP1, 12.8 VOP1) -----------------------------------
def _ff1(v, bits):
    return next((i for i in range(bits) if (v >> i) & 1), -1) & 0xFFFFFFFF


def _ff0(v, bits):
    return _ff1(~v & ((1 << bits) - 1), bits)


def _flbit(v, bits):
    return next((i for i in range(bits) if (v >> (bits - 1 - i)) & 1), -1) & 0xFFFFFFFF


def _flbit_signed(v, bits):
    top = (v >> (bits - 1)) & 1
    return next((i for i in range(1, bits) if ((v >> (bits - 1 - i)) & 1) != top), -1) & 0xFFFFFFFF


_SCALAR_COUNTS = [
    ("s_ff1_i32_b64", 64, _ff1), ("s_ff1_i32_b32", 32, _ff1),
    ("s_ff0_i32_b64", 64, _ff0), ("s_ff0_i32_b32", 32, _ff0),
    ("s_flbit_i32_b64", 64, _flbit), ("s_flbit_i32_b32", 32, _flbit),
    ("s_flbit_i32_i64", 64, _flbit_signed), ("s_flbit_i32", 32, _flbit_signed),
    ("s_bcnt1_i32_b64", 64, lambda v, b: v.bit_count()),
    ("s_bcnt0_i32_b64", 64, lambda v, b: 64 - v.bit_count()),
    ("s_bcnt1_i32_b32", 32, lambda v, b: v.bit_count()),
]
_SPECIAL64 = [0, 1, 1 << 63, (1 << 64) - 1, (1 << 32) - 1, 1 << 32, 0x8000_0000, 3 << 62,
              0x7FFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_0000_0000]


@pytest.mark.parametrize("name,bits,ref", _SCALAR_COUNTS, ids=[c[0] for c in _SCALAR_COUNTS])
def test_scalar_bit_counts(name, bits, ref):
    values = _SPECIAL64 + [int(v) for v in _RNG.integers(0, 2**63, 20, dtype=np.uint64)
                           >> _RNG.integers(0, 63, 20).astype(np.uint64)]
    for v in values:
        v &= (1 << bits) - 1
        st = make_state(6)
        st.sgpr[4], st.sgpr[5] = v & 0xFFFFFFFF, v >> 32
        run(Inst(name, "SOP1", {"sdst": 8, "ssrc0": 4}), st)
        assert int(st.sgpr[8, 0]) == ref(v, bits), f"{name}(0x{v:x})"


@pytest.mark.parametrize("name,ref", [
    ("v_ffbh_u32", lambda v: _flbit(v, 32)), ("v_ffbl_b32", lambda v: _ff1(v, 32)),
    ("v_ffbh_i32", lambda v: _flbit_signed(v, 32)), ("v_bcnt_u32_b32", lambda v: v.bit_count())])
def test_vector_bit_counts(name, ref):
    st = make_state(7)
    st.vgpr[1] = _edge_u32((N_WAVES, 64))
    before = st.vgpr.copy()
    if name == "v_bcnt_u32_b32":
        run(vop3(name, V + 1, 128), st)     # + 0
    else:
        run(Inst(name, "VOP1", {"src0": V + 1, "vdst": 10}, variant="e32"), st)
    want = np.vectorize(lambda v: ref(int(v)), otypes=[np.uint32])(before[1])
    check_lanes(st, before, 10, want)


# -- SDWA source selects with sign extension (MI200 ISA 13.3.7) ------------------------------------
_SELS = {0: (0, 8), 1: (8, 8), 2: (16, 8), 3: (24, 8), 4: (0, 16), 5: (16, 16), 6: (0, 32)}


def _sel(v: int, sel: int, sext: int) -> int:
    sh, bits = _SELS[sel]
    x = (v >> sh) & ((1 << bits) - 1)
    if sext and bits < 32 and x >> (bits - 1):
        x -= 1 << bits
    return x


def _sdwa(name, enc, sel0, sext0, sel1=6, sext1=0, dst_sel=6, dst_unused=0):
    f = {"src0": V + 1, "vdst": 10, "src0_sel": sel0, "src0_sext": sext0, "dst_sel": dst_sel,
         "dst_unused": dst_unused, "clamp": 0}
    if enc == "VOP2":
        f.update(vsrc1=2, src1_sel=sel1, src1_sext=sext1)
    return Inst(name, enc, f, variant="sdwa")


@pytest.mark.parametrize("sel0", range(7))
@pytest.mark.parametrize("sext0", [0, 1])
def test_sdwa_int_and_float_conversions_every_select(sel0, sext0):
    st = make_state(8)
    st.vgpr[1], st.vgpr[2] = _edge_u32((N_WAVES, 64)), _edge_u32((N_WAVES, 64))[:, ::-1]
    before = st.vgpr.copy()
    a = before[1].astype(np.int64)
    for sel1 in range(7):
        for sext1 in (0, 1):
            run(_sdwa("v_mul_i32_i24", "VOP2", sel0, sext0, sel1, sext1), st)
            x = np.vectorize(lambda v: _sel(int(v), sel0, sext0))(a)
            y = np.vectorize(lambda v: _sel(int(v), sel1, sext1))(before[2].astype(np.int64))
            s24 = lambda z: ((z & 0xFFFFFF) ^ 0x800000) - 0x800000   # noqa: E731
            check_lanes(st, before, 10, ((s24(x) * s24(y)) & 0xFFFFFFFF).astype(np.uint32))
    x = np.vectorize(lambda v: _sel(int(v), sel0, sext0))(a)
    run(_sdwa("v_cvt_f32_i32", "VOP1", sel0, sext0), st)
    check_lanes(st, before, 10, (((x + 2**31) % 2**32) - 2**31).astype(np.float32).view(np.uint32))
    run(_sdwa("v_cvt_f32_u32", "VOP1", sel0, sext0), st)
    check_lanes(st, before, 10, (x % 2**32).astype(np.float32).view(np.uint32))


@pytest.mark.parametrize("dst_sel", range(7))
@pytest.mark.parametrize("dst_unused", [0, 1, 2])
def test_sdwa_destination_selects(dst_sel, dst_unused):
    st = make_state(9)
    st.vgpr[1], st.vgpr[2] = _edge_u32((N_WAVES, 64)), _edge_u32((N_WAVES, 64))[:, ::-1]
    before = st.vgpr.copy()
    run(_sdwa("v_add_u32", "VOP2", 6, 0, 6, 0, dst_sel=dst_sel, dst_unused=dst_unused), st)
    r = (before[1].astype(np.int64) + before[2]) & 0xFFFFFFFF
    sh, bits = _SELS[dst_sel]
    if bits == 32:
        want = r
    else:
        m = ((1 << bits) - 1) << sh
        field = (r << sh) & m
        if dst_unused == 2:          # UNUSED_PRESERVE
            want = (before[10].astype(np.int64) & ~m) | field
        elif dst_unused == 1:        # UNUSED_SEXT: bits above the field copy its sign
            sign = (r >> (bits - 1)) & 1
            want = field | np.where(sign == 1, (0xFFFFFFFF << (sh + bits)) & 0xFFFFFFFF, 0)
        else:                        # UNUSED_PAD
            want = field
    check_lanes(st, before, 10, (want & 0xFFFFFFFF).astype(np.uint32))


# -- packed f32 (MI200 ISA 12.10 VOP3P) -----------------------------------------------------------
def _pk(name, srcs, op_sel, op_sel_hi, neg=0, neg_hi=0, vdst=10):
    f = {"vdst": vdst, "op_sel": op_sel, "op_sel_hi": op_sel_hi, "neg": neg, "neg_hi": neg_hi,
         "clamp": 0}
    for i, s in enumerate(srcs):
        f[f"src{i}"] = s
    return Inst(name, "VOP3P", f)


def _pk_state(seed):
    st = make_state(seed)
    rng = np.random.default_rng(seed)
    for r in range(1, 7):
        st.vgpr[r] = (rng.standard_normal((N_WAVES, 64)) * 3).astype(np.float32).view(np.uint32)
    return st


@pytest.mark.parametrize("name,n", [("v_pk_fma_f32", 3), ("v_pk_mul_f32", 2), ("v_pk_add_f32", 2)])
def test_pk_f32_every_op_sel_and_neg(name, n):
    def fn(*x):
        if n == 3:
            # the f64 product is exact (24 + 24 bits); the sum rounds in f64, then to f32
            return (x[0].astype(np.float64) * x[1] + x[2]).astype(np.float32)
        return x[0] * x[1] if name == "v_pk_mul_f32" else x[0] + x[1]
    for op_sel in range(1 << n):
        for op_sel_hi in range(1 << n):
            for neg in range(1 << n):
                neg_hi = (neg * 5 + op_sel) % (1 << n)
                st = _pk_state(op_sel * 64 + op_sel_hi * 8 + neg)
                before = st.vgpr.copy()
                run(_pk(name, [V + 1, V + 3, V + 5][:n], op_sel, op_sel_hi, neg, neg_hi), st)
                lo = [before[1 + 2 * i + ((op_sel >> i) & 1)].view(np.float32) *
                      np.float32(-1 if (neg >> i) & 1 else 1) for i in range(n)]
                hi = [before[1 + 2 * i + ((op_sel_hi >> i) & 1)].view(np.float32) *
                      np.float32(-1 if (neg_hi >> i) & 1 else 1) for i in range(n)]
                want_lo, want_hi = fn(*lo), fn(*hi)
                check_lanes(st, before, 10, np.asarray(want_lo, np.float32).view(np.uint32))
                check_lanes(st, before, 11, np.asarray(want_hi, np.float32).view(np.uint32))


_PK16_SAT = [("v_pk_add_u16", False, lambda a, b, c: a + b),
             ("v_pk_sub_u16", False, lambda a, b, c: a - b),
             ("v_pk_add_i16", True, lambda a, b, c: a + b),
             ("v_pk_sub_i16", True, lambda a, b, c: a - b),
             ("v_pk_mad_u16", False, lambda a, b, c: a * b + c),
             ("v_pk_mad_i16", True, lambda a, b, c: a * b + c)]


@pytest.mark.parametrize("name,signed,exact", _PK16_SAT, ids=[p[0] for p in _PK16_SAT])
@pytest.mark.parametrize("clamp", [0, 1])
def test_pk_16bit_integer_clamp_saturates_each_half(name, signed, exact, clamp):
    st = make_state(14)
    for r in (1, 2, 3):
        st.vgpr[r] = _edge_u32((N_WAVES, 64))[:, ::(1 if r % 2 else -1)]
    before = st.vgpr.copy()
    srcs = [V + 1, V + 2, V + 3] if "mad" in name else [V + 1, V + 2]
    inst = _pk(name, srcs, 0b001, 0b110)      # src0's halves swapped
    inst.fields["clamp"] = clamp
    run(inst, st)
    t = "i16" if signed else "u16"

    def half(reg, sel):
        return _typed((before[reg] >> np.uint32(16 * sel)) & np.uint32(0xFFFF), t)
    lo = exact(half(1, 1), half(2, 0), half(3, 0) if len(srcs) == 3 else 0)
    hi = exact(half(1, 0), half(2, 1), half(3, 1) if len(srcs) == 3 else 0)
    rng = (-32768, 32767) if signed else (0, 65535)
    if clamp:
        lo, hi = np.clip(lo, *rng), np.clip(hi, *rng)
    want = ((lo & 0xFFFF) | ((hi & 0xFFFF) << 16)).astype(np.uint32)
    check_lanes(st, before, 10, want)


@pytest.mark.parametrize("op_sel", range(4))
@pytest.mark.parametrize("dst", [1, 2, 3])
def test_pk_mov_b32_with_the_destination_among_its_sources(op_sel, dst):
    """v_pk_mov_b32 v[1:2], v[1:2], v[2:3] op_sel:[..]: both dwords are read before either is
    written (op_sel:[1,0] on one pair swaps it, as clang's bitonic sort does)."""
    st = make_state(10)
    before = st.vgpr.copy()
    run(_pk("v_pk_mov_b32", [V + 1, V + 2], op_sel, 0, vdst=dst), st)
    check_lanes(st, before, dst, before[1 + (op_sel & 1)])
    check_lanes(st, before, dst + 1, before[2 + ((op_sel >> 1) & 1)])


# -- MUBUF: the 32-bit offset adder ---------------------------------------------------------------
def test_mubuf_offen_plus_offset_wraps_at_32_bits():
    """vaddr = -4*k (as a u32) plus offset:188 addresses byte 188 - 4*k, not 4 GiB beyond."""
    st, alloc = _buffer_state(11)
    data = np.arange(1024, dtype=np.uint32)
    st.memory.write_bytes(alloc.address, data)
    _vsharp(st, alloc.address)
    k = LANES % 48
    st.vgpr[1] = np.broadcast_to(((-4 * k) & 0xFFFFFFFF).astype(np.uint32), (N_WAVES, 64)).copy()
    before = st.vgpr.copy()
    run(_mubuf("buffer_load_dword", offset=188), st)
    want = np.broadcast_to((188 - 4 * k) // 4, (N_WAVES, 64)).astype(np.uint32)
    check_lanes(st, before, 10, want)


def _scratch_vsharp(st, base):
    """The scratch V# dispatch builds: swizzled, ADD_TID_ENABLE, INDEX_STRIDE 64."""
    st.sgpr[8] = base & 0xFFFFFFFF
    st.sgpr[9] = ((base >> 32) & 0xFFFF) | (1 << 31)
    st.sgpr[10] = 0xFFFFFFFF
    st.sgpr[11] = (3 << 21) | (1 << 23)


def _swizzled(lane, offset):
    """Byte address of private byte ``offset`` of ``lane``: 4-byte elements of the 64 lanes
    interleaved (MI200 ISA 9.1.5 with INDEX_STRIDE 64, element size 4, stride 0)."""
    return ((offset // 4) * 64 + lane) * 4 + offset % 4


@pytest.mark.parametrize("name,nbytes,offset", [
    ("buffer_load_dword", 4, 26), ("buffer_load_dword", 4, 13), ("buffer_load_dword", 4, 7),
    ("buffer_load_ushort", 2, 31), ("buffer_load_sshort", 2, 3), ("buffer_load_dwordx2", 8, 8),
    ("buffer_load_dwordx3", 12, 20), ("buffer_load_dwordx4", 16, 6), ("buffer_load_dword", 4, 40)])
def test_swizzled_scratch_access_crossing_elements(name, nbytes, offset):
    st, alloc = _buffer_state(19, size=64 * 64)
    data = np.random.default_rng(19).integers(0, 256, 64 * 64, dtype=np.uint8)
    st.memory.write_bytes(alloc.address, data)
    _scratch_vsharp(st, alloc.address)
    before = st.vgpr.copy()
    run(_mubuf(name, offen=0, offset=offset), st)
    raw = np.array([[data[_swizzled(lane, offset + k)] for k in range(nbytes)] for lane in LANES],
                   np.uint8)
    if nbytes == 2:
        v = raw.view(np.int16 if "sshort" in name else np.uint16)[:, 0].astype(np.int32)
        check_lanes(st, before, 10, np.broadcast_to(v.view(np.uint32), (N_WAVES, 64)))
        return
    words = np.ascontiguousarray(raw).view(np.uint32)
    for d in range(nbytes // 4):
        check_lanes(st, before, 10 + d, np.broadcast_to(words[:, d], (N_WAVES, 64)))


@pytest.mark.parametrize("name,nbytes,offset", [
    ("buffer_store_dword", 4, 26), ("buffer_store_short", 2, 7), ("buffer_store_dwordx2", 8, 4),
    ("buffer_store_dwordx4", 16, 2)])
def test_swizzled_scratch_store_crossing_elements(name, nbytes, offset):
    wave_bytes = 64 * 64
    st, alloc = _buffer_state(20, size=N_WAVES * wave_bytes)
    _scratch_vsharp(st, alloc.address)
    st.sgpr[12] = np.arange(N_WAVES, dtype=np.uint32) * wave_bytes   # SOFFSET: a wave's slice
    run(_mubuf(name, offen=0, offset=offset, soffset=12), st)
    mem = st.memory.host_view(alloc.address, N_WAVES * wave_bytes)
    for w in range(N_WAVES):
        for lane in np.flatnonzero(EXEC):
            want = np.array([st.vgpr[10 + d][w, lane] for d in range(max(1, nbytes // 4))],
                            np.uint32).view(np.uint8)[:nbytes]
            got = np.array([mem[w * wave_bytes + _swizzled(lane, offset + k)]
                            for k in range(nbytes)], np.uint8)
            assert np.array_equal(got, want), (w, lane, got, want)


# -- code object image and work-group bounds ------------------------------------------------------
def test_code_object_segments_are_mapped_at_the_load_base():
    mem = Memory()
    co = CodeObject.from_file(hsaco("classes", 0))
    base, image = map_code_object(mem, co)
    assert image.address == base and mem.find(base) is image
    raw = co.to_bytes()
    rodata = co.section(".rodata")
    assert base % 4096 == 0 and base > 0
    got = mem.host_view(base + rodata.addr, len(rodata.data))
    assert bytes(got) == bytes(rodata.data)
    loads = [p for p in co.segments if p.p_type == 1]
    relocated = {r.offset + k for r in co.relocations if r.section == ".rela.dyn" for k in range(8)}
    for p in loads:
        mapped = bytes(mem.host_view(base + p.p_vaddr, p.p_filesz))
        keep = [k for k in range(p.p_filesz) if p.p_vaddr + k not in relocated]
        want = raw[p.p_offset: p.p_offset + p.p_filesz]
        assert bytes(mapped[k] for k in keep) == bytes(want[k] for k in keep)
        tail = mem.host_view(base + p.p_vaddr + p.p_filesz, p.p_memsz - p.p_filesz)
        assert not tail.any()


def test_dynamic_relocations_are_applied():
    """R_AMDGPU_RELATIVE64 of .rela.dyn: the pointer at B + offset becomes B + addend."""
    mem = Memory()
    co = CodeObject.from_file(hsaco("classes", 3))
    base, _ = map_code_object(mem, co)
    relocs = [r for r in co.relocations if r.section == ".rela.dyn"]
    assert len(relocs) == 3 and all(r.type_name == "R_AMDGPU_RELATIVE64" for r in relocs)
    for r in relocs:
        got = int.from_bytes(bytes(mem.host_view(base + r.offset, 8)), "little")
        assert got == base + r.addend


def test_s_getpc_is_a_device_address_of_the_image():
    emu = Emulator(mcpu="gfx90a")
    co = emu.load(hsaco("classes", 0))
    prog = emu.program(co, "calls_tree")
    assert prog.load_base > 0
    getpc = next(s for s in prog.steps[:-1] if s.inst.name == "s_getpc_b64")
    st = make_state(12)
    getpc.fn(st, Group(0, np.arange(N_WAVES), st))     # the step the program prepared
    d = getpc.inst.fields["sdst"]
    pc = int(st.sgpr[d, 0]) | (int(st.sgpr[d + 1, 0]) << 32)
    assert pc == prog.load_base + getpc.inst.address + getpc.inst.size
    assert emu.memory.find(pc) is not None and emu.memory.find(pc).name == "code object image"


def test_a_released_image_is_loaded_again():
    """Memory.release to a mark made before the first dispatch unmaps the image; the next
    dispatch of the same code object maps it again (and s_getpc follows)."""
    emu = Emulator(mcpu="gfx90a")
    co = emu.load(hsaco("classes", 3))
    x = np.arange(64, dtype=np.uint32)
    mark = emu.memory.mark()
    first = emu.program(co, "program_scope")
    old_base = first.load_base
    emu.memory.release(mark)
    filler = emu.memory.allocate(1 << 16)       # reuses the addresses the image had
    emu.memory.host_view(filler.address, filler.size)[:] = 0xAB
    out = emu.empty((64,), np.uint32)
    emu.dispatch(co, "program_scope", grid=(64,), workgroup=(64,), args=[emu.to_device(x), out])
    # mapped again at a new base; the prepared steps are kept (no second decode)
    again = emu.program(co, "program_scope")
    assert again is first and again.load_base != old_base
    assert emu.memory.find(again.load_base + co.kernels["program_scope"].entry) is not None
    crc = [_crc32_nibbles(int(v)) for v in x]
    assert out.to_numpy().tolist() == [(crc[i ^ 1] + crc[i]) & 0xFFFFFFFF for i in range(64)]


def test_dispatch_beyond_the_compiled_work_group_size_faults():
    emu = Emulator(mcpu="gfx90a")
    co = emu.load(hsaco("classes", 3))
    buf = emu.empty((2048,), np.uint32)
    with pytest.raises(EmulationFault, match=r"requires work-groups of 512,1,1 .*asks for 256,1,1"):
        emu.dispatch(co, "bitonic_sort", grid=(512,), workgroup=(256,), args=[buf])
    with pytest.raises(EmulationFault, match="512 work-items; kernel 'bits64' is compiled for at most 256"):
        emu.dispatch(co, "bits64", grid=(512,), workgroup=(512,), args=[buf, buf])


# -- other 64-bit scalar bit operations (MI200 ISA 12.2 SOP2, 12.3 SOP1) --------------------------
_M64 = (1 << 64) - 1


def _s64(v):
    return v - (1 << 64) if v >> 63 else v


def _brev(v, bits):
    return int(f"{v:0{bits}b}"[::-1], 2)


def _wqm(v, bits):
    return sum((0xF << q) for q in range(0, bits, 4) if (v >> q) & 0xF)


def _quadmask(v, bits):
    return sum(1 << (q // 4) for q in range(0, bits, 4) if (v >> q) & 0xF)


_SOP1_64 = [("s_brev_b64", lambda v: _brev(v, 64)), ("s_not_b64", lambda v: ~v & _M64),
            ("s_wqm_b64", lambda v: _wqm(v, 64)), ("s_quadmask_b64", lambda v: _quadmask(v, 64)),
            ("s_bitset0_b64", None), ("s_bitset1_b64", None)]


@pytest.mark.parametrize("name,ref", _SOP1_64, ids=[c[0] for c in _SOP1_64])
def test_scalar_64bit_unary(name, ref):
    for v in _SPECIAL64 + [int(x) for x in _RNG.integers(0, 2**63, 12, dtype=np.uint64) * 2 + 1]:
        st = make_state(15)
        st.sgpr[4], st.sgpr[5] = v & 0xFFFFFFFF, v >> 32
        old = int(_RNG.integers(0, 2**63)) * 2 + 1
        st.sgpr[8], st.sgpr[9] = old & 0xFFFFFFFF, old >> 32
        run(Inst(name, "SOP1", {"sdst": 8, "ssrc0": 4}), st)
        got = int(st.sgpr[8, 0]) | (int(st.sgpr[9, 0]) << 32)
        if ref is None:         # D[S0[5:0]] = 0 or 1, the other bits of D kept
            bit = 1 << (v & 63)
            want = (old & ~bit) if name.endswith("0_b64") else (old | bit)
        else:
            want = ref(v)
        assert got == want & _M64, f"{name}(0x{v:x})"


def _bfe64(v, s1, signed):
    off, width = s1 & 63, (s1 >> 16) & 0x7F
    if width == 0:
        return 0
    x = (_s64(v) if signed else v) >> off
    field = x & ((1 << min(width, 64)) - 1)
    if signed and width < 64 and field >> (width - 1):
        field -= 1 << width
    return field & _M64


@pytest.mark.parametrize("signed", [False, True])
def test_s_bfe_64_every_offset_and_some_widths(signed):
    name = "s_bfe_i64" if signed else "s_bfe_u64"
    for v in (0x8000_0000_0000_0001, 0x7FFF_FFFF_FFFF_FFFF, 0xDEAD_BEEF_0123_4567):
        for off in range(64):
            for width in (0, 1, 7, 31, 32, 33, 63, 64, 70):
                st = make_state(16)
                st.sgpr[4], st.sgpr[5] = v & 0xFFFFFFFF, v >> 32
                st.sgpr[6] = off | (width << 16)
                run(Inst(name, "SOP2", {"sdst": 8, "ssrc0": 4, "ssrc1": 6}), st)
                got = int(st.sgpr[8, 0]) | (int(st.sgpr[9, 0]) << 32)
                want = _bfe64(v, off | (width << 16), signed)
                assert got == want, (name, hex(v), off, width)
                assert int(st.sgpr[253, 0]) == int(want != 0), "SCC = (D != 0)"


def test_s_bfm_b64_and_64bit_shifts():
    for a in range(0, 64, 5):
        for b in range(0, 64, 7):
            v = 0xF0E1_D2C3_B4A5_9687
            st = make_state(17)
            st.sgpr[4], st.sgpr[6] = a | 0x40, b | 0x80     # S[5:0] only
            st.sgpr[10], st.sgpr[11] = v & 0xFFFFFFFF, v >> 32
            run(Inst("s_bfm_b64", "SOP2", {"sdst": 8, "ssrc0": 4, "ssrc1": 6}), st)
            got = int(st.sgpr[8, 0]) | (int(st.sgpr[9, 0]) << 32)
            assert got == (((1 << a) - 1) << b) & _M64, (a, b)
            for name, want in (("s_lshl_b64", (v << b) & _M64), ("s_lshr_b64", v >> b),
                               ("s_ashr_i64", (_s64(v) >> b) & _M64)):
                run(Inst(name, "SOP2", {"sdst": 12, "ssrc0": 10, "ssrc1": 6}), st)
                got = int(st.sgpr[12, 0]) | (int(st.sgpr[13, 0]) << 32)
                assert got == want, (name, b)
