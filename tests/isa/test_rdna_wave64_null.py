"""``null`` as a wave64 lane-mask operand on GFX10/GFX11 (bytes from llvm-mc-22 with
``-mattr=+wavefrontsize64``). Regression: clang-22's wave64 code objects write
``v_mad_u64_u32 v[0:1], null, ...`` and ``objdump --source-out`` kept them as ``.long``
because the assembler refused a 32-bit ``null`` where a 64-bit SGPR pair was expected."""

import pytest

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa import decode, encode

CASES = [
    ("gfx1030", "v_add_co_u32 v0, null, v1, v2", "007d0fd701050200"),
    ("gfx1030", "v_cmp_eq_u32_e64 null, v0, v1", "7d00c2d400030200"),
    ("gfx1030", "v_cndmask_b32_e64 v0, v1, v2, null", "000001d50105f601"),
    ("gfx1030", "v_add_co_ci_u32_e64 v0, null, v1, v2, null", "007d28d50105f601"),
    ("gfx1030", "v_div_scale_f32 v0, null, v1, v2, v3", "007d6dd501050e04"),
    ("gfx1030", "v_mad_u64_u32 v[0:1], null, s6, s7, v[0:1]", "007d76d5060e0004"),
    ("gfx1100", "v_add_co_u32 v0, null, v1, v2", "007c00d701050200"),
    ("gfx1100", "v_cmp_eq_u32_e64 null, v0, v1", "7c004ad400030200"),
    ("gfx1100", "v_add_co_ci_u32_e64 v0, null, v1, v2, null", "007c20d50105f201"),
    ("gfx1100", "v_div_scale_f32 v0, null, v1, v2, v3", "007cfcd601050e04"),
]


@pytest.mark.parametrize("wave", ["+wavefrontsize64", "+wavefrontsize32"])
@pytest.mark.parametrize("cpu,text,hexbytes", CASES)
def test_null_lane_mask_in_both_wave_sizes(cpu, text, hexbytes, wave):
    assert encode(text, mcpu=f"{cpu}:{wave}").hex() == hexbytes


def test_null_stays_refused_before_gfx10():
    with pytest.raises(AsmError, match="'null' operand is not supported on this GPU"):
        encode("v_add_co_u32 v0, null, v1, v2", mcpu="gfx90a")


# llvm-mc-22 --disassemble -mattr=+wavefrontsize64: null (124 on GFX11, 125 on GFX10) is a
# lane mask; m0 (125 on GFX11) is not
DECODE = [
    ("gfx1100", "017c20d50502aa01", "v_add_co_ci_u32_e64 v1, null, s5, v1, vcc"),
    ("gfx1100", "017cfed600000000", "v_mad_u64_u32 v[1:2], null, s0, s0, s[0:1]"),
    ("gfx1100", "7c004ad400030200", "v_cmp_eq_u32_e64 null, v0, v1"),
    ("gfx1100", "017d20d50502aa01", None),
    ("gfx1100", "7d004ad400030200", None),
    ("gfx1030", "7d00c2d400030200", "v_cmp_eq_u32_e64 null, v0, v1"),
    ("gfx1030", "7c00c2d400030200", None),
]


@pytest.mark.parametrize("cpu,hexbytes,text", DECODE)
def test_wave64_lane_mask_decoding(cpu, hexbytes, text):
    if text is None:
        with pytest.raises(DecodeError, match="invalid instruction encoding"):
            decode(bytes.fromhex(hexbytes), mcpu=f"{cpu}:+wavefrontsize64")
    else:
        assert str(decode(bytes.fromhex(hexbytes), mcpu=f"{cpu}:+wavefrontsize64")) == text


def test_disasm_cli_takes_the_wave_size_from_mattr(tmp_path, capsys):
    from amdgcn.cli import main
    src = tmp_path / "w.txt"
    src.write_text("0x01,0x7c,0x20,0xd5,0x05,0x02,0xaa,0x01\n")
    assert main(["disasm", "--mcpu=gfx1100", "--mattr=+wavefrontsize64", str(src)]) == 0
    assert capsys.readouterr().out == "\tv_add_co_ci_u32_e64 v1, null, s5, v1, vcc\n"
    assert main(["disasm", "--mcpu=gfx1100", str(src)]) == 0
    assert capsys.readouterr().out == "\tv_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo\n"
