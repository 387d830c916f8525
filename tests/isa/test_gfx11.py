"""GFX11 VALU (true16 operand halves, op_sel, VOP3 literals, GFX11's renamed and new rows,
DPP16/DPP8 in the 32-bit and VOP3 forms, VOP3P and WMMA), memory (FLAT/GLOBAL/SCRATCH,
MUBUF, MTBUF), VOPD, VINTERP, LDSDIR and EXP on gfx1100 and gfx1150.

Golden files ``tests/data/isa/{valu11,mem11,other11}_<cpu>.txt`` come from
``tools/gen_gfx11_golden.py`` (llvm-mc-22); the broad check is the random-encoding agreement
of ``test_agreement.py``.
"""

from __future__ import annotations

import re

import pytest
from conftest import DATA

from amdgcn.errors import AsmError
from amdgcn.isa import decode, encode
from amdgcn.isa.core import all_rows, isa_for
from amdgcn.isa.tables.rdna_valu11 import DPP_E32, DPP_VOP3, GFX11_OPERANDS

CPUS = ("gfx1100", "gfx1150")
_LINE = re.compile(r"^(.*?) ; (?:encoding: \[([^\]]*)\] ; disasm: (.*)|error: (.*))$")


def _golden(stem, cpu):
    out = []
    for line in (DATA / "isa" / f"{stem}_{cpu}.txt").read_text().splitlines():
        m = _LINE.match(line)
        assert m, line
        data = bytes(int(x, 16) for x in m.group(2).split(",")) if m.group(2) else None
        out.append((m.group(1), data, m.group(3), m.group(4)))
    return out


@pytest.mark.parametrize("stem", ("valu11", "mem11", "other11"))
@pytest.mark.parametrize("cpu", CPUS)
def test_golden(stem, cpu):
    """text -> bytes, bytes -> text, and LLVM's disassembly -> the same bytes."""
    for text, data, dis, err in _golden(stem, cpu):
        if err is not None:
            with pytest.raises(AsmError) as e:
                encode(text, cpu)
            assert e.value.message == err, text
            continue
        assert encode(text, cpu) == data, text
        assert decode(data, cpu).text == dis, text
        assert encode(dis, cpu) == data, dis


def test_golden_wave64():
    """gfx1100 with +wavefrontsize64: 64-bit lane masks, half-size WMMA C/D, no VOPD."""
    cpu = "gfx1100:+wavefrontsize64"
    for text, data, dis, err in _golden("wave64_11", "gfx1100"):
        if err is not None:
            with pytest.raises(AsmError) as e:
                encode(text, cpu)
            assert e.value.message == err, text
            continue
        assert encode(text, cpu) == data, text
        assert decode(data, cpu).text == dis, text


def test_true16_fields():
    """A .h half is bit 7 of an e32 VGPR field and an op_sel bit in VOP3."""
    assert encode("v_add_f16 v1.h, v2.l, v3.h", "gfx1100").hex() == "02070365"
    assert encode("v_add_f16_e64 v1.h, v2.l, v3.h", "gfx1100").hex() == "0150" "32d502070200"
    # v128 and above have no e32 half: the VOP3 form is chosen
    assert encode("v_add_f16 v200.h, v2.l, v3.l", "gfx1100")[3] == 0xD5
    # halves and whole VGPRs (LLVM 22's fake16 form) do not mix
    with pytest.raises(AsmError, match="invalid operand for instruction"):
        encode("v_add_f16 v200.h, v2, v3", "gfx1100")


def test_fake16_decoding():
    """op_sel bits of sources an instruction lacks: LLVM prints its fake16 form (whole
    VGPRs, no op_sel), and so do we."""
    assert decode(bytes.fromhex("0070d9d501010000"), "gfx1100").text == \
        "v_frexp_mant_f16_e64 v0, v1"


def test_halves_only_on_gfx11():
    with pytest.raises(AsmError):
        encode("v_add_f16 v1.h, v2, v3", "gfx1030")
    with pytest.raises(AsmError):
        encode("v_add_f16 v1.h, v2, v3", "gfx90a")


def test_tables():
    """Every GFX11 VALU row has its true16/modifier entry; the DPP sets name GFX11 rows."""
    rows11 = {(r.encoding, r.name) for r in all_rows() if r.opcode("gfx11") is not None and
              r.encoding in ("VOP1", "VOP2", "VOPC", "VOP3A", "VOP3B") and r.sig}
    assert rows11 and rows11 <= set(GFX11_OPERANDS)
    assert DPP_E32 <= rows11 and DPP_VOP3 <= rows11
    isa = isa_for("gfx1100")
    assert not [k for k, v in isa.by_op.items() if len(v) > 1 and k[0].startswith("VOP")]


def test_listing_caches_keep_literals():
    """Regression: the disassemblers' 8-byte decode caches reused the literal of an earlier
    12-byte GFX11 VOP3 instruction with the same first 8 bytes (clang-22 gfx1100 output
    repeats ``v_mul_hi_u32 v4, <literal>, v3``)."""
    from amdgcn import assemble
    from amdgcn.codeobj.objdump import format_disassembly
    from amdgcn.disasm import disassemble
    from amdgcn.disasm.mcinput import disassemble_mc_input
    a = encode("v_mul_hi_u32 v4, 0xcccccccd, v3", "gfx1100")
    b = encode("v_mul_hi_u32 v4, 0x24924925, v3", "gfx1100")
    assert a[:8] == b[:8] and a != b
    texts = [i.text for i in disassemble(a + b, mcpu="gfx1100")]
    assert texts == ["v_mul_hi_u32 v4, 0xcccccccd, v3", "v_mul_hi_u32 v4, 0x24924925, v3"]
    mc = "\n".join(",".join(f"0x{x:02x}" for x in w) for w in (a, b)) + "\n"
    out = disassemble_mc_input(mc, "gfx1100")
    assert "0xcccccccd" in str(out) and "0x24924925" in str(out)
    co = assemble(".text\nv_mul_hi_u32 v4, 0xcccccccd, v3\nv_mul_hi_u32 v4, 0x24924925, v3\n",
                  mcpu="gfx1100")
    from amdgcn.codeobj import CodeObject
    listing = format_disassembly(CodeObject.from_bytes(co) if isinstance(co, bytes) else co,
                                 "x.o")
    assert "0xcccccccd" in listing and "0x24924925" in listing


@pytest.mark.parametrize("cpu,text", [
    ("gfx1100", "s_load_b32 s0, s[0:1], s2 offset:0x0"),
    ("gfx1030", "s_load_dword s0, s[0:1], s2 offset:0x0")])
def test_smem_listing_echoes_zero_offset(cpu, text):
    """Regression (clang-22 gfx1100 output): llvm-mc's -show-encoding listing keeps a written
    ``offset:0x0`` after an SGPR soffset; the bytes are those without it."""
    from amdgcn.asm.assembler import _listing_text
    from amdgcn.isa.core import EncodeContext
    isa = isa_for(cpu)
    stmt = isa.parse(text)
    ctx = EncodeContext()
    data = isa.encode(stmt, ctx)
    assert data.hex() == "000000f400000004"
    assert _listing_text(isa.decode(data), stmt, ctx) == text
