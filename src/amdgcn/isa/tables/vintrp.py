"""VINTRP rows and the VOP3-encoded interpolation instructions (GFX6-GFX9, not gfx90a/gfx940).

MI200 ISA 13.3 lists no VINTRP (CDNA has no graphics interpolation); the opcodes are those of
the GCN3/Vega manuals' VINTRP table (V_INTERP_P1_F32 0, V_INTERP_P2_F32 1, V_INTERP_MOV_F32
2) and of their VOP3A opcode lists (0x270-0x277 on GFX8/GFX9), checked against LLVM 22
(``llvm-mc -show-encoding`` on tahiti, bonaire, tonga, gfx900; see tools/gen_vop3p.py).

``VOP3A_INTERP`` names the VOP3A encoding of these instructions: their operand syntax
(``attrN.c``, ``p10``, ``high``) differs from other VOP3A rows, so they keep their own key.
``extra``: ``mods`` lists the modifiers LLVM accepts (``high clamp omod``), ``srcmods`` the
sources that take ``-``/``|..|``.
"""

from amdgcn.isa.instruction import Row, op

ROWS = (
    Row("v_interp_p1_f32", "VINTRP", op(gfx6=0, gfx90a=None), sig="vdst, vsrc, attr"),
    Row("v_interp_p2_f32", "VINTRP", op(gfx6=1, gfx90a=None), sig="vdst, vsrc, attr"),
    Row("v_interp_mov_f32", "VINTRP", op(gfx6=2, gfx90a=None), sig="vdst, param, attr"),
    Row("v_interp_p1_f32", "VOP3A_INTERP", op(gfx8=0x270, gfx90a=None),
        sig="vdst, vsrc, attr", extra=(("mods", "clamp omod"), ("srcmods", 1), ("e64", 1))),
    Row("v_interp_p2_f32", "VOP3A_INTERP", op(gfx8=0x271, gfx90a=None),
        sig="vdst, vsrc, attr", extra=(("mods", "clamp omod"), ("srcmods", 1), ("e64", 1))),
    Row("v_interp_mov_f32", "VOP3A_INTERP", op(gfx8=0x272, gfx90a=None),
        sig="vdst, param, attr", extra=(("mods", "clamp omod"), ("srcmods", 0), ("e64", 1))),
    Row("v_interp_p1ll_f16", "VOP3A_INTERP", op(gfx8=0x274, gfx90a=None),
        sig="vdst, vsrc, attr", extra=(("mods", "high clamp omod"), ("srcmods", 1))),
    Row("v_interp_p1lv_f16", "VOP3A_INTERP", op(gfx8=0x275, gfx90a=None),
        sig="vdst, vsrc, attr, vsrc2", extra=(("mods", "high clamp omod"), ("srcmods", 2))),
    Row("v_interp_p2_legacy_f16", "VOP3A_INTERP", op(gfx9=0x276, gfx90a=None),
        sig="vdst, vsrc, attr, vsrc2", extra=(("mods", "high clamp"), ("srcmods", 2))),
    Row("v_interp_p2_f16", "VOP3A_INTERP", op(gfx8=0x276, gfx9=0x277, gfx90a=None),
        sig="vdst, vsrc, attr, vsrc2", extra=(("mods", "high clamp"), ("srcmods", 2))),
)
