"""Packed 16-bit integer ops read an inline constant as its 32-bit value, op_sel picking the
half (found by kernelgen on gfx908: tests/data/kernelgen/pk_u16_inline_constant_halves)."""

from __future__ import annotations

import numpy as np
import pytest

from tests.emu.test_classes_units import _pk
from tests.emu.test_valu import V, check_lanes, make_state, run

MINUS_2, ONE = 194, 129          # inline constant codes


@pytest.mark.parametrize("name,const,op_sel,op_sel_hi,add", [
    # clang-22: x + (short2)(1, 2) -> v_pk_sub_u16 v, x, -2 op_sel:[0,1] op_sel_hi:[1,0]
    ("v_pk_sub_u16", MINUS_2, 0b10, 0b01, (1, 2)),
    # clang-22: x + (short2)(-1, 0) -> v_pk_sub_u16 v, x, 1
    ("v_pk_sub_u16", ONE, 0b00, 0b11, (-1, 0)),
])
def test_integer_inline_constant_halves(name, const, op_sel, op_sel_hi, add):
    st = make_state(5)
    before = st.vgpr.copy()
    run(_pk(name, [V + 1, const], op_sel, op_sel_hi), st)
    x = before[1]
    lo = ((x & 0xFFFF).astype(np.int64) + add[0]) & 0xFFFF
    hi = ((x >> 16).astype(np.int64) + add[1]) & 0xFFFF
    check_lanes(st, before, 10, (lo | (hi << 16)).astype(np.uint32))
