"""MODE's round and denormal fields (MI200 ISA 6.4) against an exact reference in fractions."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from amdgcn.emu import operands as ops
from amdgcn.emu.semantics import fp, fpmode
from tests.emu.fpref import FORMATS, ref_round
from tests.emu.test_valu import EXEC, N_WAVES, Inst, V, make_state, run, vop2, vop3


def _values(dt, n, rng):
    """Random values over many magnitudes, with ties, zeros and (for f32) denormals."""
    _, emin, emax = FORMATS[dt]
    mant = rng.uniform(1, 2, n)
    # f64: products stay above 2^-969, where the documented exactness holds
    lo = emin - 4 if dt != np.float64 else -400
    exp = rng.integers(lo, min(emax, 60) // 2, n)
    v = (mant * 2.0 ** exp * rng.choice([-1, 1], n)).astype(dt)
    v[::17] = 0
    return v


@pytest.mark.parametrize("dt", [np.float16, np.float32, np.float64])
@pytest.mark.parametrize("kind", ["add", "mul", "fma"])
@pytest.mark.parametrize("mode", [0, 1, 2, 3])
def test_directed_rounding_matches_exact_reference(dt, kind, mode):
    if dt == np.float64 and kind == "fma" and mode:
        pytest.skip("f64 fma directed rounding is documented as not exact")
    rng = np.random.default_rng(7 + mode)
    n = 400
    a, b, c = (_values(dt, n, rng) for _ in range(3))
    args = (a, b) if kind != "fma" else (a, b, c)
    t = {np.float16: "f16", np.float32: "f32", np.float64: "f64"}[dt]
    got = fpmode.round_pair(*fpmode.exact(kind, t, args), mode, dt)
    for i in range(n):
        fa, fb, fc = (Fraction(float(v[i])) for v in (a, b, c))
        exact = fa + fb if kind == "add" else fa * fb if kind == "mul" else fa * fb + fc
        want = ref_round(exact, dt, mode)
        assert float(got[i]) == want or (want == 0 and got[i] == 0), (kind, mode, a[i], b[i], c[i])


def test_fma32_tie_of_the_f64_sum_is_resolved_exactly():
    # a * b + c = 1 + 2^-23 + 2^-24 - 2^-70: the f64 sum is the tie 1 + 2^-23 + 2^-24, which
    # a plain double rounding sends to 1 + 2^-22; the exact value rounds to 1 + 2^-23
    a = np.array([1 + 2**-23], np.float32)
    b = np.array([2**-24 - 2**-47], np.float32)
    c = np.array([1 + 2**-23], np.float32)
    assert fp.fma32(a, b, c)[0] == np.float32(1 + 2**-23)
    out = np.empty(1, np.float32)
    fp.fma32(a, b, c, out=out)
    assert out[0] == np.float32(1 + 2**-23)


def test_flush_keeps_the_sign():
    x = np.array([1e-45, -1e-45, 1.0, 0.0], np.float32)
    r = fpmode.flush(x)
    assert r[0] == 0 and not np.signbit(r[0]) and np.signbit(r[1]) and r[2] == 1.0


def _set_mode(st, mode):
    st.set_mode(mode)


@pytest.mark.parametrize("mode,want", [(0, 0), (1, 1), (2, 0), (3, 0)])
def test_valu_add_f32_rounds_by_mode(mode, want):
    st = make_state()
    st.vgpr[1] = np.float32(1.0).view(np.uint32)
    st.vgpr[2] = np.float32(2**-30).view(np.uint32)
    before = st.vgpr.copy()
    _set_mode(st, 0x3F0 | mode)
    run(vop2("v_add_f32", V + 1, 2), st)
    expect = np.float32(1.0) if not want else np.nextafter(np.float32(1.0), np.float32(2))
    got = st.vgpr[10]
    assert np.array_equal(got[:, EXEC], np.full((N_WAVES, EXEC.sum()), expect).view(np.uint32))
    assert np.array_equal(got[:, ~EXEC], before[10][:, ~EXEC])


def test_valu_denormal_flush_by_mode():
    st = make_state()
    st.vgpr[1] = np.uint32(3)           # f32 denormals
    st.vgpr[2] = np.uint32(5)
    before = st.vgpr.copy()
    _set_mode(st, 0x300)                # flush f32 input and output denormals
    run(vop2("v_add_f32", V + 1, 2), st)
    assert (st.vgpr[10][:, EXEC] == 0).all()
    assert np.array_equal(st.vgpr[10][:, ~EXEC], before[10][:, ~EXEC])
    _set_mode(st, 0x310)                # allow input denormals, flush output
    run(vop2("v_add_f32", V + 1, 2), st)
    assert (st.vgpr[10][:, EXEC] == 0).all()
    _set_mode(st, 0x3F0)                # allow both: 3 + 5 ulps of the smallest denormal
    run(vop2("v_add_f32", V + 1, 2), st)
    assert (st.vgpr[10][:, EXEC] == 8).all()
    _set_mode(st, 0x320)                # flush inputs, allow outputs
    st.vgpr[2] = np.float32(2**-126).view(np.uint32)
    run(vop3("v_fma_f32", V + 2, 240, V + 1), st)   # 2^-126 * 0.5 + denorm(3) -> 2^-127
    assert (st.vgpr[10][:, EXEC] == np.float32(2**-127).view(np.uint32)).all()


def test_f64_mode_fields_leave_f32_alone():
    st = make_state()
    st.vgpr[1] = np.uint32(3)
    st.vgpr[2] = np.uint32(5)
    _set_mode(st, 0x33F)                # f16/f64 flushed and rounded toward zero; f32 plain
    run(vop2("v_add_f32", V + 1, 2), st)
    assert (st.vgpr[10][:, EXEC] == 8).all()


def test_setreg_mode_changes_later_instructions():
    st = make_state()
    st.vgpr[1] = np.float32(1.0).view(np.uint32)
    st.vgpr[2] = np.float32(-(2**-30)).view(np.uint32)
    # hwreg(HW_REG_MODE, 0, 2) = id 1, offset 0, size 2 -> simm16 = (2 - 1) << 11 | 1
    run(Inst("s_setreg_imm32_b32", "SOPK", {"simm16": (1 << 11) | 1}, literal=3), st)
    assert st.uniform_mode == 0x3F3
    run(vop2("v_add_f32", V + 1, 2), st)
    assert (st.vgpr[10][:, EXEC] == np.nextafter(np.float32(1), np.float32(0)).view(np.uint32)).all()


def test_waves_with_different_modes_in_one_group():
    st = make_state()
    st.vgpr[1] = np.float32(1.0).view(np.uint32)
    st.vgpr[2] = np.float32(2**-30).view(np.uint32)
    st.mode[:] = [0x3F0, 0x3F1, 0x3F0]      # wave 1 rounds toward +inf
    st.mode_changed()
    assert st.uniform_mode is None
    run(vop2("v_add_f32", V + 1, 2), st)
    up = np.nextafter(np.float32(1), np.float32(2)).view(np.uint32)
    assert (st.vgpr[10][1, EXEC] == up).all()
    assert (st.vgpr[10][[0, 2]][:, EXEC] == np.float32(1).view(np.uint32)).all()


def test_omod_only_with_ieee_clear_and_output_denormals_flushed():
    st = make_state()
    st.vgpr[1] = np.float32(3.0).view(np.uint32)
    inst = vop3("v_add_f32", V + 1, V + 1)
    inst.fields["omod"] = 1                 # * 2
    run(inst, st)
    assert (st.vgpr[10][:, EXEC] == np.float32(6.0).view(np.uint32)).all()   # IEEE = 1: ignored
    _set_mode(st, 0x0C0)                    # IEEE = 0, f32 output denormals flushed
    run(inst, st)
    assert (st.vgpr[10][:, EXEC] == np.float32(12.0).view(np.uint32)).all()


def test_always_flushing_transcendentals():
    st = make_state()
    st.vgpr[1] = np.uint32(1 << 20)          # a denormal
    run(Inst("v_sqrt_f32", "VOP1", {"src0": V + 1, "vdst": 10}, variant="e32"), st)
    assert (st.vgpr[10][:, EXEC] == 0).all()
    run(Inst("v_rcp_f32", "VOP1", {"src0": V + 1, "vdst": 10}, variant="e32"), st)
    assert (st.vgpr[10][:, EXEC] == np.float32(np.inf).view(np.uint32)).all()


def test_cmp_flushes_inputs_by_mode():
    st = make_state()
    st.vgpr[1] = np.uint32(1)              # smallest denormal
    st.vgpr[2] = np.uint32(0)
    _set_mode(st, 0x3C0)                   # f32 denormals flushed
    run(Inst("v_cmp_eq_f32", "VOPC", {"src0": V + 1, "vsrc1": 2}, variant="e32"), st)
    assert (st.sgpr[ops.VCC_LO] == 0xFFFFFFFF & int(np.packbits(EXEC[:32], bitorder="little").view(np.uint32)[0])).all()
