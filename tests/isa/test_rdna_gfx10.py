"""GFX10 VALU details learned from llvm-mc-22: VOP3P literals, VOP3 literal fixups.

Each case is llvm-mc-22's answer (``-show-encoding`` for the text, ``--disassemble`` for the
bytes' text), on gfx1012 (the GFX10.1 processor with the dot instructions).
"""

from __future__ import annotations

import pytest

from amdgcn.errors import AsmError
from amdgcn.isa import core

#: (assembler text, LLVM 22 bytes, LLVM 22 disassembly)
VOP3P_LITERALS = [
    ("v_pk_fma_f16 v5, 0.1234, v2, v3", "05400ecc ff040e1c e62f0000",
     "v_pk_fma_f16 v5, 0x2fe6, v2, v3"),
    ("v_pk_fma_f16 v5, 0xaf123456, v2, v3", "05400ecc ff040e1c 563412af",
     "v_pk_fma_f16 v5, 0xaf123456, v2, v3"),
    ("v_pk_add_u16 v5, v1, 0x100", "05400acc 01ff0118 00010000", "v_pk_add_u16 v5, v1, 0x100"),
    ("v_fma_mix_f32 v5, 0x1c8a, 0x1c8a, 0x1c8a", "050020cc fffefd03 8a1c0000",
     "v_fma_mix_f32 v5, 0x1c8a, 0x1c8a, 0x1c8a"),
    ("v_fma_mix_f32 v5, 1.5e3, v1, v2", "050020cc ff020a04 dc650000",
     "v_fma_mix_f32 v5, 0x65dc, v1, v2"),
    ("v_pk_fma_f16 v5, 0x1234, s1, v2", "05400ecc ff02081c 34120000",
     "v_pk_fma_f16 v5, 0x1234, s1, v2"),
    ("v_pk_add_f16 v5, -1.5, v1", "05400fcc ff020218 00be0000", "v_pk_add_f16 v5, 0xbe00, v1"),
    ("v_dot2_f32_f16 v0, 0x1234, v1, v2", "004013cc ff020a1c 34120000",
     "v_dot2_f32_f16 v0, 0x1234, v1, v2"),
]
ERRORS = [
    ("v_fma_mix_f32 v5, 0x1c8a, 0x1c8b, v1", 27, "only one unique literal operand is allowed"),
    ("v_pk_fma_f16 v5, 0x1234, s1, s2", 30, "invalid operand (violates constant bus restrictions)"),
]


def _bytes(h: str) -> bytes:
    return bytes.fromhex(h.replace(" ", ""))


@pytest.mark.parametrize("text, hexbytes, printed", VOP3P_LITERALS)
def test_vop3p_literal(text, hexbytes, printed):
    isa = core.isa_for("gfx1012")
    data = _bytes(hexbytes)
    assert isa.encode(isa.parse(text), core.EncodeContext()) == data
    inst = isa.decode(data)
    assert inst.text == printed and inst.size == 12
    assert isa.encode(isa.parse(printed), core.EncodeContext()) == data


@pytest.mark.parametrize("text, col, message", ERRORS)
def test_vop3p_literal_errors(text, col, message):
    isa = core.isa_for("gfx1012")
    with pytest.raises(AsmError) as e:
        isa.encode(isa.parse(text), core.EncodeContext())
    assert (e.value.message, e.value.col) == (message, col)


def test_gfx9_vop3p_has_no_literal():
    isa = core.isa_for("gfx900")
    with pytest.raises(AsmError, match="literal operands are not supported"):
        isa.encode(isa.parse("v_pk_add_u16 v5, v1, 0x100"), core.EncodeContext())


def test_vop3_literal_fixup_at_byte_8():
    """llvm-mc-22: ``v_bfe_u32 v0, u, v1, v2`` -> [0x00,0x00,0x48,0xd5,0xff,0x02,0x0a,0x04,
    A,A,A,A]: the relocated literal of a GFX10 VOP3 form follows both dwords."""
    isa = core.isa_for("gfx1010")
    ctx = core.EncodeContext()
    data = isa.encode(isa.parse("v_bfe_u32 v0, u, v1, v2"), ctx)
    assert data[:8] == _bytes("000048d5 ff020a04") and len(data) == 12
    assert [f[0] for f in ctx.fixups] == [8]
