"""GFX11's VINTERP and LDSDIR rows (parameter interpolation and LDS parameter/direct loads).

Provenance: every VINTERP opcode (prefix ``11001101``, op [22:16]) and LDSDIR opcode (prefix
``11001110``, op [21:20]) disassembled by LLVM 22 for gfx1100 and gfx1150 (the same there);
``extra["t16"]`` lists the printed operands that are true16 halves (``v1.l``), ``op_sel``
marks the rows whose op_sel LLVM prints. Layouts: ``formats/interp11.py``.
"""

from amdgcn.isa.instruction import Row, op

_F32 = "vdst, src0, src1, src2"

ROWS = (
    Row("v_interp_p10_f32", "VINTERP", op(gfx11=0x0), sig=_F32),
    Row("v_interp_p2_f32", "VINTERP", op(gfx11=0x1), sig=_F32),
    Row("v_interp_p10_f16_f32", "VINTERP", op(gfx11=0x2), sig=_F32,
        flags=frozenset({"op_sel"}), extra=(("t16", (1, 3)),)),
    Row("v_interp_p2_f16_f32", "VINTERP", op(gfx11=0x3), sig=_F32,
        flags=frozenset({"op_sel"}), extra=(("t16", (0, 1)),)),
    Row("v_interp_p10_rtz_f16_f32", "VINTERP", op(gfx11=0x4), sig=_F32,
        flags=frozenset({"op_sel"}), extra=(("t16", (1, 3)),)),
    Row("v_interp_p2_rtz_f16_f32", "VINTERP", op(gfx11=0x5), sig=_F32,
        flags=frozenset({"op_sel"}), extra=(("t16", (0, 1)),)),
    Row("lds_param_load", "LDSDIR", op(gfx11=0x0), sig="vdst, attr",
        flags=frozenset({"load", "lds"})),
    Row("lds_direct_load", "LDSDIR", op(gfx11=0x1), sig="vdst",
        flags=frozenset({"load", "lds"})),
)
