"""v_fma_mixlo/mixhi_f16 round the f32 FMA to f32 first, then convert it to f16 (MI200 ISA
12.10 writes D = S0.f * S1.f + S2.f; LLVM selects ``fptrunc(fma f32)`` as v_fma_mixlo_f16).
Found by kernelgen: gfx908 seed 301556, ``(half)fmaf(2.5f, x - 3.0f, 1.0f / y)``."""

from __future__ import annotations

import numpy as np
import pytest

from tests.emu.test_valu import EXEC, V, Inst, check_lanes, make_state, run

# (a, b, c) as f32 bits, and the f16 bits of f16(f32(fma(a, b, c)))
CASES = [
    # 1 + 2**-11 + 2**-40: f32 rounds to the f16 tie 1 + 2**-11, which goes to even 1.0
    # (one rounding straight to f16 gives 0x3c01)
    (0x3F801000, 0x3F800000, 0x2B800000, 0x3C00),
    # the same below zero
    (0xBF801000, 0x3F800000, 0xAB800000, 0xBC00),
    # 65520 - 2**-10: f32 rounds to 65520, which overflows f16 to +inf (not 65504)
    (0x477FF000, 0x3F800000, 0xBA800000, 0x7C00),
    # no double-rounding effect: 2.5 * -1035 + 0.25 = -2587.25 -> -2588
    (0x40200000, 0xC4816000, 0x3E800000, 0xE90E),
]


def _mix(name):
    """All three sources read as f32 (op_sel_hi = 0), as clang-22 emits for fptrunc(fmaf)."""
    return Inst(name, "VOP3P", {"src0": V + 1, "src1": V + 2, "src2": V + 3, "vdst": 10,
                                "op_sel": 0, "op_sel_hi": 0, "neg": 0, "neg_hi": 0,
                                "clamp": 0})


@pytest.mark.parametrize("name", ["v_fma_mixlo_f16", "v_fma_mixhi_f16"])
@pytest.mark.parametrize("a,b,c,want", CASES)
def test_f16_result_rounds_through_f32(name, a, b, c, want):
    st = make_state(30)
    for reg, bits in ((1, a), (2, b), (3, c)):
        st.vgpr[reg][:] = np.uint32(bits)
    before = st.vgpr.copy()
    run(_mix(name), st)
    old = before[10]
    if name == "v_fma_mixlo_f16":
        expect = (old & np.uint32(0xFFFF0000)) | np.uint32(want)
    else:
        expect = (old & np.uint32(0xFFFF)) | np.uint32(want << 16)
    check_lanes(st, before, 10, expect)
    assert EXEC.any()


def test_cases_are_double_rounding_cases():
    """The reference bits above are f16(f32(exact)), and the first three differ from one
    rounding of the exact value straight to f16 (so the test can fail)."""
    from fractions import Fraction

    def f32(bits):
        return float(np.uint32(bits).view(np.float32))

    for i, (a, b, c, want) in enumerate(CASES):
        exact = Fraction(f32(a)) * Fraction(f32(b)) + Fraction(f32(c))
        with np.errstate(over="ignore"):
            via_f32 = np.float32(np.float64(exact)).astype(np.float16)
        assert int(via_f32.view(np.uint16)) == want
        once = np.float64(exact).astype(np.float16)   # exact fits f64 here: one rounding
        assert (int(once.view(np.uint16)) != want) == (i < 3)
