"""EXP and VINTRP (and the VOP3A interpolation forms): golden files, round trips, oracle.

Golden files ``tests/data/isa/{exp,vintrp}_<cpu>.txt`` come from ``tools/gen_vop3p_golden.py``.
LLVM 22 cannot disassemble GFX6/GFX7: there the check is the round trip
``encode(decode(b).text) == b`` plus our text against LLVM's assembler listing.
"""

from __future__ import annotations

import re
import subprocess

import pytest
from conftest import llvm_tool
from test_vop3p import assemble, golden

from amdgcn.errors import AsmError
from amdgcn.isa.core import isa_for

CASES = [(f, c) for f in ("exp", "vintrp") for c in ("tahiti", "bonaire", "tonga", "gfx900")]


@pytest.mark.parametrize("family,cpu", CASES)
def test_golden(family, cpu):
    isa = isa_for(cpu)
    cases = golden(family, cpu)
    assert cases
    for text, data in cases:
        assert assemble(isa, text) == data, text
        inst = isa.decode(data, 0, 0)
        assert inst.text == text, (data.hex(), inst.text)
        assert assemble(isa, inst.text) == data          # round trip (GFX6/GFX7 too)


@pytest.mark.parametrize("cpu", ["gfx90a", "gfx942"])
def test_not_on_cdna2(cpu):
    isa = isa_for(cpu)
    for text in ("exp mrt0 v0, v0, v0, v0", "v_interp_p1_f32 v5, v1, attr0.x",
                 "v_interp_p1ll_f16 v5, v2, attr0.x"):
        with pytest.raises(AsmError) as e:
            assemble(isa, text)
        assert e.value.message == "instruction not supported on this GPU"


@pytest.mark.parametrize("text,message", [
    ("exp mrt8 v3, v2, v1, v0", "invalid exp target"),
    ("exp pos4 v3, v2, v1, v0", "exp target is not supported on this GPU"),
    ("exp mrt0 s0, v0, v0, v0", "invalid operand for instruction"),
    ("v_interp_p2_f32 v9, v1, attr64.x", "out of bounds interpolation attribute number"),
    ("v_interp_mov_f32 v3, invalid_param_3, attr0.x", "invalid interpolation slot"),
])
def test_errors(text, message):
    with pytest.raises(AsmError) as e:
        assemble(isa_for("tonga"), text)
    assert e.value.message == message


def test_fields_for_emulator():
    isa = isa_for("tonga")
    inst = isa.decode(bytes.fromhex("0f04 00c4 0103 0000".replace(" ", "")), 0, 0)
    assert inst.text == "exp mrt0 v1, v1, v3, v3 compr"
    assert inst.fields["compr"] == 1 and inst.fields["en"] == 0xF and "exp" in inst.row.flags


@pytest.mark.oracle
def test_oracle_sample():
    mc = llvm_tool("llvm-mc")
    for family, cpu in CASES:
        cases = golden(family, cpu)[::5]
        p = subprocess.run([mc, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"],
                           input="\n".join(t for t, _ in cases) + "\n", capture_output=True,
                           text=True)
        encs = re.findall(r"; encoding: \[(.*)\]", p.stdout)
        isa = isa_for(cpu)
        for (t, _), e in zip(cases, encs, strict=True):
            assert assemble(isa, t) == bytes(int(x, 16) for x in e.split(","))


# ---- regressions (answers probed with llvm-mc 22) --------------------------------------------
_VGPR32 = "/*Invalid register, operand has 'VGPR_32' register class*/"


@pytest.mark.parametrize("cpu,hexbytes,text", [
    # scalar sources and constants decoded into the VOP3 interp forms' VGPR_32 operands
    ("tonga", "000074d2a88ee900", "v_interp_p1ll_f16 v0, -7/*Invalid immediate*/, attr40.z"),
    ("gfx900", "050070d2008e1144",
     "v_interp_p1_f32_e64 v5, neg(-7/*Invalid immediate*/), attr0.x"),
    ("gfx900", "050070d200d41044", f"v_interp_p1_f32_e64 v5, -vcc_lo{_VGPR32}, attr0.x"),
    # GFX9 v_interp_p2_f16 shows op_sel bits 0, 2, 3 after clamp
    ("gfx900", "150e77d200000000", (f"v_interp_p2_f16 v21, |s0{_VGPR32}|, attr0.x, "
     f"|s0{_VGPR32}| op_sel:[1,0,0,0]")),
    ("gfx900", "00b077d2afde0000", (f"v_interp_p2_f16 v0, ttmp3{_VGPR32}, attr47.z, s0{_VGPR32} "
     "clamp op_sel:[0,0,1,0]")),
])
def test_disasm_regressions(cpu, hexbytes, text):
    assert isa_for(cpu).decode(bytes.fromhex(hexbytes)).text == text


@pytest.mark.parametrize("cpu,text,hexbytes", [
    # compr: llvm-mc reads operands 0 and 2 (each enabling two en bits), ignores 1 and 3
    ("tahiti", "exp mrt1 v49, v49, off, v0 compr vm", "131400f831000000"),
    ("tahiti", "exp null off, off, v243, off compr", "9c0400f800f30000"),
    ("tonga", "exp param15 v167, v167, v0, off done compr", "ff0e00c4a7000000"),
])
def test_exp_compr_operands(cpu, text, hexbytes):
    assert assemble(isa_for(cpu), text).hex() == hexbytes


def test_exp_register_out_of_range():
    with pytest.raises(AsmError) as e:
        assemble(isa_for("tonga"), "exp mrt0 v1, v2, v3, v4000 off")
    assert e.value.message == "register index is out of range"
