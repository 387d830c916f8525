"""The database's invariants and the shared operand machinery."""

from __future__ import annotations

import pytest

from amdgcn.errors import AsmError, TargetError
from amdgcn.isa import all_rows, isa_for
from amdgcn.isa.core import all_formats
from amdgcn.isa.instruction import COLUMNS, Row, op
from amdgcn.isa.isatarget import isa_target
from amdgcn.isa.registers import SPACES, decode_scalar, inline_int, int_to_inline
from amdgcn.isa.syntax import parse_statement

TARGETS = ["tahiti", "bonaire", "tonga", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942"]


@pytest.mark.parametrize("mcpu", TARGETS)
def test_encoding_opcode_pairs_are_unique_per_target(mcpu):
    isa = isa_for(mcpu)
    for (enc, code), rows in isa.by_op.items():
        # one row per (encoding, opcode, FLAT segment); FLAT, GLOBAL and SCRATCH share opcodes
        # and differ by the `seg` field
        by_seg = {}
        for r in rows:
            by_seg.setdefault(r.get("seg"), set()).add(r.name)
        for seg, names in by_seg.items():
            assert len(names) == 1, (mcpu, enc, hex(code), seg, names)


def test_every_row_has_a_format():
    encodings = {e for f in all_formats() for e in f.encodings}
    missing = sorted({r.encoding for r in all_rows()} - encodings)
    assert not missing


def test_row_columns_inherit_and_none_removes():
    r = Row("x", "SOP1", op(gfx6=3, gfx8=0, gfx90a=None))
    assert [r.opcode(c) for c in COLUMNS] == [3, 3, 0, 0, None, None, None, None, None, None]


def test_rdna_columns_start_new_lines():
    r = Row("x", "SOP1", op(gfx6=3, gfx8=0, gfx10=3, gfx11=0, gfx1150=None))
    assert [r.opcode(c) for c in ("gfx940", "gfx10", "gfx1030", "gfx11", "gfx1150")] == \
        [0, 3, 3, 0, None]
    assert Row("y", "SOP1", op(gfx9=7)).opcode("gfx10") is None


def test_op_rejects_unknown_column():
    with pytest.raises(ValueError):
        op(gfx13=1)


def test_unknown_processor_is_an_error():
    with pytest.raises(TargetError):
        isa_target("gfx1234")
    assert isa_target("tahiti").processor == "gfx600"
    assert isa_target("gfx90a:xnack+").column == "gfx90a"


def test_inline_integer_constants():
    assert [inline_int(c) for c in (128, 192, 193, 208)] == [0, 64, -1, -16]
    assert all(inline_int(int_to_inline(v)) == v for v in range(-16, 65))
    assert int_to_inline(65) is None and int_to_inline(-17) is None


def test_scalar_space_names():
    gfx9, gfx8 = SPACES["gfx9"], SPACES["gfx8"]
    assert str(decode_scalar(106, 2, gfx9)) == "vcc"
    assert str(decode_scalar(108, 1, gfx9)) == "ttmp0"
    assert str(decode_scalar(108, 2, gfx8)) == "tba"
    assert str(decode_scalar(112, 4, gfx8)) == "ttmp[0:3]"
    assert str(decode_scalar(258, 2, gfx9)) == "v[2:3]"


def test_operand_syntax_items_and_columns():
    st = parse_statement("v_add_f32_e64 v0, -|v1|, 0.5 clamp mul:2", SPACES["gfx9"])
    kinds = [(i.kind, i.col) for i in st.items]
    assert kinds == [("reg", 15), ("reg", 19), ("imm", 26), ("ident", 30), ("named", 36)]
    assert st.items[1].neg and st.items[1].abs
    assert st.items[2].is_float and st.items[2].value == 0.5


def test_register_list_must_be_consecutive():
    with pytest.raises(AsmError):
        parse_statement("s_mov_b64 s[0:1], [s0,s2]", SPACES["gfx9"])


def test_unknown_mnemonic_message():
    with pytest.raises(AsmError) as e:
        isa_for("gfx90a").encode(parse_statement("foo v1", SPACES["gfx9"]))
    assert e.value.message == "invalid instruction"
