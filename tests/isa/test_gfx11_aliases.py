"""GFX11's mnemonic aliases (tables/rdna_aliases11.py) against llvm-mc-22 (golden answers
from tools/gen_gfx11_alias_golden.py): each old name assembles as its new instruction and
prints the new name, variant suffixes kept; bad operands get the new instruction's error;
other processors refuse the GFX11-only names as llvm-mc does."""

import json
import sys
from pathlib import Path

import pytest

from amdgcn.isa import core
from amdgcn.isa.tables.rdna_aliases11 import GFX11_ALIASES

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import conformance
import gen_gfx11_alias_golden as gen

GOLDEN = json.loads((ROOT / "tests/data/isa/gfx11_alias_golden.json").read_text())


@pytest.mark.parametrize("cpu,text,hexbytes,answer", GOLDEN["asm"])
def test_assembly_as_llvm(cpu, text, hexbytes, answer):
    isa = core.isa_for(cpu)
    assert conformance.our_answer(isa, text) == (hexbytes, answer)
    if hexbytes is not None:   # text -> bytes -> text: the printed new name, the same bytes
        assert bytes(conformance.asm_text(isa, answer)[0]).hex() == hexbytes


@pytest.mark.parametrize("cpu", ["gfx1100", "gfx1150"])
def test_every_alias_is_in_the_golden(cpu):
    accepted = {t.split()[0] for c, t, b, _a in GOLDEN["asm"] if c == cpu and b is not None}
    assert set(GFX11_ALIASES) <= accepted


def test_aliases_are_gfx11_only():
    """Not in by_name (the disassembler and compiler see GFX11's names only), and other
    generations keep their own instructions of those names."""
    isa = core.isa_for("gfx1100")
    assert not set(GFX11_ALIASES) & set(isa.by_name)
    assert not core.isa_for("gfx1030").renamed
    assert core.isa_for("gfx1030").rows_for("v_dot4_i32_i8")[0].name == "v_dot4_i32_i8"
    assert core.isa_for("gfx1030").rows_for("v_cmp_tru_i32") == []


def test_refused_alias_is_not_invalid():
    """A GFX11 alias elsewhere is "not supported" (a known name), never "invalid"."""
    err = core.isa_for("gfx90a").mnemonic_error("v_cmp_tru_i32_e64", 1)
    assert err.message == "instruction not supported on this GPU"


@pytest.mark.oracle
def test_golden_is_llvm_22s_answer():
    picks = GOLDEN["asm"][::29]
    assert [gen.asm_answer(c, t) for c, t, _b, _a in picks] == picks
