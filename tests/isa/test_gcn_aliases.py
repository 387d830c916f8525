"""GCN's mnemonic aliases (the ``aliases`` of rows in tables/*.py) against llvm-mc-22 (golden
answers from tools/gen_gcn_alias_golden.py): each alias assembles as its row and prints the
row's name, except ``v_mul_lo_i32``, which llvm-mc's listing prints as written; GFX6/GFX7's
``v_add_co_u32`` takes a VGPR src1 only; processors without the row refuse the name."""

import json
import sys
from pathlib import Path

import pytest

from amdgcn.asm.assembler import assemble_listing
from amdgcn.isa import core

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import conformance
import gen_gcn_alias_golden as gen

GOLDEN = json.loads((ROOT / "tests/data/isa/gcn_alias_golden.json").read_text())


@pytest.mark.parametrize("cpu,text,hexbytes,answer", GOLDEN["asm"])
def test_assembly_as_llvm(cpu, text, hexbytes, answer):
    isa = core.isa_for(cpu)
    assert conformance.our_answer(isa, text) == (hexbytes, answer)
    if hexbytes is not None:   # text -> bytes -> text: the printed name, the same bytes
        assert bytes(conformance.asm_text(isa, answer)[0]).hex() == hexbytes


@pytest.mark.parametrize("cpu", gen.CPUS)
def test_every_alias_is_in_the_golden(cpu):
    accepted = {t.split()[0] for c, t, b, _a in GOLDEN["asm"] if c == cpu and b is not None}
    assert set(gen.row_aliases(cpu)) <= accepted


@pytest.mark.parametrize("cpu", ["tonga", "gfx900", "gfx90a", "gfx942"])
def test_echoed_alias_disassembles_as_the_row(cpu):
    """The listing prints v_mul_lo_i32 as written; the same bytes decode as v_mul_lo_u32, as
    llvm-objdump prints them."""
    isa = core.isa_for(cpu)
    data, printed = conformance.asm_text(isa, "v_mul_lo_i32 v1, v2, v3")
    assert printed == "v_mul_lo_i32 v1, v2, v3"
    assert isa.decode(bytes(data)).text == "v_mul_lo_u32 v1, v2, v3"
    listing = assemble_listing("v_mul_lo_i32_e64 v1, v2, v3\n", cpu)
    assert "v_mul_lo_i32 v1, v2, v3" in "\n".join(str(x.text) for x in listing.lines)


def test_aliases_are_gcn_only():
    assert core.isa_for("gfx1030").rows_for("v_add_co_u32_e64")[0].name == "v_add_co_u32"
    assert core.isa_for("gfx1030").rows_for("v_accvgpr_read") == []


@pytest.mark.oracle
def test_golden_is_llvm_22s_answer():
    picks = GOLDEN["asm"][::13]
    assert [gen.asm_answer(c, t) for c, t, _b, _a in picks] == picks
