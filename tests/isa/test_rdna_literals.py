"""Issue 11 fixes against llvm-mc-22 (golden answers from tools/gen_rdna_literal_golden.py):
``v_pk_fmac_f16``'s src0 ((f16, 0) inline constants before GFX11, (f16, f16) on GFX11),
the packed src0 of ``v_dot2c_f32_f16``/``v_dot2acc_f32_f16`` (a 32-bit value), a literal
read by 32- and 64-bit operands counting twice on the constant bus (``v_mad_u64_u32``), and
GFX11's fake16 VOP3 text (whole VGPRs with ``op_sel``, printed as written)."""

import json
import sys
from pathlib import Path

import pytest

from amdgcn.errors import DecodeError
from amdgcn.isa import core

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import conformance  # noqa: E402
import gen_rdna_literal_golden as gen  # noqa: E402

GOLDEN = json.loads((ROOT / "tests/data/isa/rdna_literal_golden.json").read_text())


@pytest.mark.parametrize("cpu,text,hexbytes,answer", GOLDEN["asm"])
def test_assembly_as_llvm(cpu, text, hexbytes, answer):
    isa = core.isa_for(cpu)
    assert conformance.our_answer(isa, text) == (hexbytes, answer)


@pytest.mark.parametrize("cpu,hexbytes,text", GOLDEN["disasm"])
def test_disassembly_as_llvm(cpu, hexbytes, text):
    isa = core.isa_for(cpu)
    if text is None:
        with pytest.raises(DecodeError):
            isa.decode(bytes.fromhex(hexbytes), 0, 0)
        return
    assert isa.decode(bytes.fromhex(hexbytes), 0, 0).text == text


@pytest.mark.oracle
def test_golden_is_llvm_22s_answer():
    picks = GOLDEN["asm"][::37]
    assert [gen.asm_answer(c, t) for c, t, _b, _a in picks] == picks
    picks = GOLDEN["disasm"][::17]
    assert [gen.disasm_answer(c, b) for c, b, _t in picks] == picks
