"""The common-operand fast path of :mod:`amdgcn.isa.syntax` gives the full parser's items.

``_common_items`` reads the operand forms compilers write, separated by ``", "`` or spaces; for
anything else it must step aside (None) so that :class:`OperandParser` reads the text with
llvm-mc's errors. Each case is parsed both ways and must give equal statements (or the same
error).
"""

from __future__ import annotations

import pytest

from amdgcn.errors import AsmError
from amdgcn.isa import syntax
from amdgcn.isa.core import isa_for

#: lines the fast path reads itself
COMMON = [
    "v_add_f32_e32 v1, v2, v3",
    "s_load_dwordx4 s[4:7], s[0:1], 0x10",
    "v_cndmask_b32_e64 v51, v59, v28, s[10:11]",
    "v_mov_b32_e32 v9, 0x3800",
    "v_mov_b32 v0, -1",
    "v_mul_f32_e32 v0, 0.5, v1",
    "v_mul_f32_e32 v0, -0.5, v1",
    "v_fma_f32 v1, -v1, |v5|, -|s1|",
    "v_fma_f64 v[0:1], -|v[2:3]|, v[4:5], 1.0e2",
    "global_load_dwordx4 v[12:15], v[68:69], off offset:16",
    "buffer_store_dword v2, off, s[0:3], 0 offset:52 glc slc",
    "s_waitcnt vmcnt(0) lgkmcnt(0)",
    "s_cbranch_scc1 .LBB8_7",
    "v_pk_add_f16 v3, v6, v3 neg_lo:[0,1] neg_hi:[0,1]",
    "v_add_u32_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0",
    "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
    "s_mov_b64 exec, vcc",
    "ds_write_b32 v1, v2 offset:-4",
    "V_ADD_F32 V1, S[2:2], VCC_LO",
    "v_add_f16 v1.l, v2.h, v3.l",
    "s_setreg_b32 hwreg(HW_REG_MODE,0,4), s0",
    "v_mov_b32 v0 , v1",
    "s_endpgm",
]

#: lines it leaves to the full parser (expressions, errors, unusual forms)
OTHER = [
    "s_mov_b32 s0, 1 -1", "s_mov_b32 s0, 1+2", "s_mov_b32 s0, sym@rel32@lo+4",
    "v_mov_b32 v0, v256", "s_mov_b64 s[2:1], 0", "v_mov_b32 v0, 010", "v_mov_b32 v0, 0b11",
    "v_add_f32 v0, abs(v1), neg(v2)", "v_add_f32 v0, |v1 |, v2", "v_mov_b32 v0, v1,",
    "v_mov_b32 v0,, v1", "s_waitcnt vmcnt(0) & lgkmcnt(0)", "v_mov_b32 v0, lit(1.0)",
    "v_mov_b32 v0, -foo", "v_mov_b32 v0, neg", "v_pk_add_f16 v0, v1, v2 op_sel:1",
    "image_sample v[0:3], [v4, v5], s[0:7], s[8:11]", "v_mov_b32 v0, 1e3",
    "v_mov_b32 v0, [v1]", "s_mov_b32 s0, -|1.0|", "v_mov_b32 v0, 0x", "s_mov_b32 s0, 1.",
    "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s0", "v_mov_b32\tv0,\tv1", "v_mov_b32 v0,v1",
    "v_pk_add_f16 v0, v1, v2 op_sel:[0, 1]", "v_mov_b32 v0, , v1",
]


def _parse(isa, line):
    try:
        st = isa.parse(line, col0=1)
    except AsmError as e:
        return ("error", e.message, e.col)
    return ("ok", st.mnemonic, st.items, st.col)


@pytest.mark.parametrize("cpu", ["gfx90a", "gfx1100", "tahiti"])
@pytest.mark.parametrize("line", COMMON + OTHER)
def test_common_items_equal_full_parser(monkeypatch, cpu, line):
    isa = isa_for(cpu)
    fast = _parse(isa, line)
    with monkeypatch.context() as m:
        m.setattr(syntax, "_common_items", lambda *a: None)
        full = _parse(isa, line)
    assert fast == full


@pytest.mark.parametrize("line", COMMON)
def test_common_forms_take_the_fast_path(line):
    specials = syntax._special_names("gfx11", isa_for("gfx1100").space)
    mnemonic = line.split()[0]
    assert syntax._common_items(line, len(mnemonic), 1, specials, "gfx11") is not None


@pytest.mark.parametrize("line", OTHER)
def test_other_forms_go_to_the_full_parser(line):
    specials = syntax._special_names("gfx9", isa_for("gfx90a").space)
    mnemonic = line.split()[0]
    assert syntax._common_items(line, len(mnemonic), 1, specials, "gfx9") is None
