"""GFX11's VOPD (dual-issue) components: one row per ``v_dual_*`` operation, its opcode the
value of the OpY field (OpX holds the same value below 16; 16-18 exist as Y only).

Provenance: every OpX (4 bits) and OpY (5 bits) pair disassembled by LLVM 22 for gfx1100 and
gfx1150 (the same there). ``sig``: the printed operands (``vdst``, ``src0`` a 9-bit source,
``vsrc1`` a VGPR, ``k`` the literal of fmaak/fmamk); ``extra["type"]``: how src0's
constants read. Layout: ``formats/vopd11.py``.
"""

from amdgcn.isa.instruction import Row, op

_X = "vdst, src0, vsrc1"
ROWS = (
    Row("v_dual_fmac_f32", "VOPD", op(gfx11=0), sig=_X, extra=(("type", "f32"),)),
    Row("v_dual_fmaak_f32", "VOPD", op(gfx11=1), sig="vdst, src0, vsrc1, k",
        extra=(("type", "f32"),)),
    Row("v_dual_fmamk_f32", "VOPD", op(gfx11=2), sig="vdst, src0, k, vsrc1",
        extra=(("type", "f32"),)),
    Row("v_dual_mul_f32", "VOPD", op(gfx11=3), sig=_X, extra=(("type", "f32"),)),
    Row("v_dual_add_f32", "VOPD", op(gfx11=4), sig=_X, extra=(("type", "f32"),)),
    Row("v_dual_sub_f32", "VOPD", op(gfx11=5), sig=_X, extra=(("type", "f32"),)),
    Row("v_dual_subrev_f32", "VOPD", op(gfx11=6), sig=_X, extra=(("type", "f32"),)),
    Row("v_dual_mul_dx9_zero_f32", "VOPD", op(gfx11=7), sig=_X, extra=(("type", "f32"),)),
    Row("v_dual_mov_b32", "VOPD", op(gfx11=8), sig="vdst, src0", extra=(("type", "b32"),)),
    Row("v_dual_cndmask_b32", "VOPD", op(gfx11=9), sig=_X, flags=frozenset({"reads_vcc"}),
        extra=(("type", "b32"),)),
    Row("v_dual_max_f32", "VOPD", op(gfx11=10), sig=_X, extra=(("type", "f32"),)),
    Row("v_dual_min_f32", "VOPD", op(gfx11=11), sig=_X, extra=(("type", "f32"),)),
    Row("v_dual_dot2acc_f32_f16", "VOPD", op(gfx11=12), sig=_X, extra=(("type", "f16"),)),
    Row("v_dual_dot2acc_f32_bf16", "VOPD", op(gfx11=13), sig=_X, extra=(("type", "b32"),)),
    Row("v_dual_add_nc_u32", "VOPD", op(gfx11=16), sig=_X, extra=(("type", "b32"), ("y", 1))),
    Row("v_dual_lshlrev_b32", "VOPD", op(gfx11=17), sig=_X, extra=(("type", "b32"), ("y", 1))),
    Row("v_dual_and_b32", "VOPD", op(gfx11=18), sig=_X, extra=(("type", "b32"), ("y", 1))),
)
