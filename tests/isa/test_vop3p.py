"""VOP3P, VOP3P-MAI: golden files from LLVM 22, round trips, properties, live oracle.

Golden files ``tests/data/isa/{vop3p,mai}_<cpu>.txt`` come from ``tools/gen_vop3p_golden.py``.
"""

from __future__ import annotations

import random
import re
import subprocess
from pathlib import Path

import pytest
from conftest import llvm_tool

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.core import EncodeContext, isa_for
from amdgcn.isa.syntax import parse_statement

DATA = Path(__file__).resolve().parents[1] / "data" / "isa"
_LINE = re.compile(r"(.*?) ; encoding: \[(.*)\]$")


def golden(family: str, cpu: str) -> list[tuple[str, bytes]]:
    out = []
    for line in (DATA / f"{family}_{cpu}.txt").read_text().splitlines():
        m = _LINE.match(line)
        if m:
            out.append((m.group(1), bytes(int(x, 16) for x in m.group(2).split(","))))
    return out


def assemble(isa, text: str) -> bytes:
    return isa.encode(parse_statement(text, isa.space), EncodeContext())


CASES = [("vop3p", c) for c in ("gfx900", "gfx906", "gfx908", "gfx90a", "gfx942")] + \
    [("mai", c) for c in ("gfx908", "gfx90a", "gfx942")]


@pytest.mark.parametrize("family,cpu", CASES)
def test_golden_three_directions(family, cpu):
    isa = isa_for(cpu)
    cases = golden(family, cpu)
    assert cases
    for text, data in cases:
        assert assemble(isa, text) == data, text                  # text -> bytes
        got = isa.decode(data, 0, 0).text
        assert got == text, (data.hex(), got)                      # bytes -> text
        assert isa.decode(assemble(isa, got), 0, 0).text == text   # text -> bytes -> text


def test_clang_gfx90a_forms():
    isa = isa_for("gfx90a")
    for text, enc in (
        ("v_pk_fma_f32 v[8:9], v[0:1], s[0:1], v[4:5]", "0840b0d3000110 1c"),
        ("v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel:[1,0]", "0048b3d30209021 8"),
        ("v_mfma_f32_32x32x8f16 v[0:15], v[0:1], v[2:3], 0", "0000ccd300050202"),
        ("v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], 1.0", "0000eed30005ca03"),
    ):
        assert assemble(isa, text).hex() == enc.replace(" ", ""), text


@pytest.mark.parametrize("cpu,text,message", [
    ("gfx90a", "v_pk_fma_f32 v[1:2], v[0:1], v[2:3], v[4:5]", "invalid operand for instruction"),
    ("gfx90a", "v_pk_fma_f32 v[0:1], v[1:2], v[2:3], v[4:5]",
     "invalid register class: vgpr tuples must be 64 bit aligned"),
    ("gfx90a", "v_pk_add_f16 v0, s1, s2", "invalid operand (violates constant bus restrictions)"),
    ("gfx90a", "v_pk_add_f16 v1, 1.5, v2", "literal operands are not supported"),
    ("gfx90a", "v_mfma_f32_32x32x8f16 v[1:16], v[0:1], v[2:3], 0",
     "invalid operand for instruction"),
    ("gfx908", "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], 0",
     "inline constants are not allowed for this operand"),
    ("gfx90a", "v_mfma_f32_32x32x8f16 v[0:15], v[0:1], v[2:3], 0 abid:16", "invalid abid value."),
    ("gfx90a", "v_dot4_i32_i8 v0, v1, v2, v3 op_sel:[0,1]", "not a valid operand."),
])
def test_errors(cpu, text, message):
    with pytest.raises(AsmError) as e:
        assemble(isa_for(cpu), text)
    assert e.value.message == message


def _random_vop3p(row, rng) -> str:
    parts = []
    for i, tok in enumerate(row.sig.split(",")):
        kind = tok.strip().split(":")[1]
        file = kind.rstrip("0123456789")
        n = int(kind[len(file):])
        f = "a" if file == "a" else "v"
        if i and file == "s" and rng.random() < 0.3:
            parts.append(rng.choice(("0", "-1", "64", "0.5", "-4.0")))
            continue
        j = rng.randrange(0, 256 - n) & ~1
        parts.append(f"{f}{j}" if n == 1 else f"{f}[{j}:{j + n - 1}]")
    return f"{row.name} " + ", ".join(parts)


@pytest.mark.parametrize("cpu", ["gfx900", "gfx906", "gfx90a", "gfx942"])
def test_property_every_row_round_trips(cpu):
    """decode(encode(x)).text == x and encode(decode(b).text) == b, over every VOP3P row."""
    isa = isa_for(cpu)
    rng = random.Random(cpu)
    rows = {id(r): r for rs in isa.by_name.values() for r in rs if r.encoding == "VOP3P"}
    for row in rows.values():
        for _ in range(5):
            text = _random_vop3p(row, rng)
            data = assemble(isa, text)
            inst = isa.decode(data, 0, 0)
            assert inst.text == text
            assert assemble(isa, inst.text) == data
    for _ in range(300):  # random VOP3P words decode to text that assembles back
        w0 = (0b110100111 << 23) | rng.choice([(k[1] << 16) for k in isa.by_op
                                               if k[0] in ("VOP3P", "VOP3P_MAI")])
        w0 |= rng.randrange(256) | (rng.randrange(2) << 15)
        w1 = (rng.randrange(256, 512) | (rng.randrange(256, 512) << 9)
              | (rng.randrange(256, 512) << 18))
        data = w0.to_bytes(4, "little") + w1.to_bytes(4, "little")
        try:
            inst = isa.decode(data, 0, 0)
            again = assemble(isa, inst.text)
        except AsmError:
            continue  # e.g. misaligned tuples that gfx90a rejects
        assert isa.decode(again, 0, 0).text == inst.text


def test_mfma_shape_flags():
    isa = isa_for("gfx90a")
    row = isa.by_name["v_mfma_f32_32x32x8f16"][0]
    assert "mfma" in row.flags and row.get("mfma") == (32, 32, 8, 1)
    assert row.get("ab_type") == "f16" and row.get("cd_type") == "f32"
    inst = isa.decode(bytes.fromhex("0000ccd300050202"), 0, 0)
    assert inst.fields["acc_cd"] == 0 and inst.fields["src2"] == 128


@pytest.mark.oracle
def test_oracle_sample():
    mc = llvm_tool("llvm-mc")
    for family, cpu in CASES:
        cases = golden(family, cpu)[::7]
        text = "\n".join(t for t, _ in cases) + "\n"
        p = subprocess.run([mc, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"], input=text,
                           capture_output=True, text=True)
        encs = re.findall(r"; encoding: \[(.*)\]", p.stdout)
        isa = isa_for(cpu)
        for (t, _), e in zip(cases, encs, strict=True):
            assert assemble(isa, t) == bytes(int(x, 16) for x in e.split(","))


# ---- regressions: LLVM 22's register-class notes and printing rules (probed with llvm-mc) --
_AV32 = "/*Invalid register, operand has 'AV_32' register class*/"


@pytest.mark.parametrize("cpu,hexbytes,text", [
    # MFMA A/B: scalar sources are outside AV_32/AV_64_Align2, constants are not allowed;
    # C/D: VReg_N_Align2 or AReg_N_Align2 (acc_cd), a 1024-bit SGPR tuple reads 16 registers
    ("gfx90a", "0000ecd30000044f",
     (f"v_mfma_f32_32x32x4bf16 v[0:15], s0{_AV32}, s0{_AV32}, v[193:208]/*Invalid register, "
     "operand has 'VReg_512_Align2' register class*/ blgp:2")),
    ("gfx90a", "0000d0d32f000039",
     (f"v_mfma_i32_32x32x4i8 v[0:31], s47{_AV32}, s0{_AV32}, s[64:79]/*Invalid register, "
     "operand has 'VReg_1024_Align2' register class*/ blgp:1")),
    ("gfx90a", "b6a9e3d3f83c5b06", ("v_mfma_f32_32x32x4bf16_1k a[182:213], 0.15915494/*Invalid "
     "immediate*/, v[158:159], a[150:181] cbsz:1 abid:5")),
    ("gfx90a", "0000eed3920a253f", ("v_mfma_f64_16x16x4f64 v[0:7], 18/*Invalid immediate*/, "
     "5/*Invalid immediate*/, v[201:208]/*Invalid register, operand has 'VReg_256_Align2' "
     "register class*/ blgp:1")),
    ("gfx942", "00efddd3e6000000", ("v_mfma_f32_32x32x4_2b_bf16 a[0:31], src_flat_scratch_base_lo, "
     "s[0:1]/*Invalid register, operand has 'AV_64_Align2' register class*/, s[0:15]/*Invalid "
     "register, operand has 'AReg_1024_Align2' register class*/ cbsz:7 abid:13")),
    ("gfx908", "4000cdd335812300", ("v_mfma_f32_16x16x16f16 a[64:67], v[53:54], v[192:193], "
     "s[8:11]/*Invalid register, operand has 'AReg_128' register class*/")),
    # SMFMAC: vdst is one AV class, the index operand a VGPR_32
    ("gfx942", "67a6ead30065df00", ("v_smfmac_i32_16x16x64_i8 a[103:106]/*Invalid register, "
     "operand has 'AV_128_Align2' register class*/, v[0:1], v[178:181], s55/*Invalid register, "
     "operand has 'VGPR_32' register class*/ cbsz:6 abid:4")),
    # packed f32 on gfx90a+: VReg_64_Align2 / VS_64_Align2; an odd SGPR pair reads aligned down
    ("gfx90a", "7d00b2d300007933", ("v_pk_add_f32 v[125:126]/*Invalid register, operand has "
     "'VReg_64_Align2' register class*/, s[0:1], 0 op_sel_hi:[0,1] neg_lo:[1,0]")),
    ("gfx90a", "0040b0d30100021c", "v_pk_fma_f32 v[0:1], s[0:1], v[0:1], v[0:1]"),
    ("gfx942", "da00b3d3499f6600", ("v_pk_mov_b32 v[218:219], v[73:74]/*Invalid register, operand "
     "has 'VS_64_Align2' register class*/, v[79:80]/*Invalid register, operand has "
     "'VS_64_Align2' register class*/ op_sel_hi:[0,0]")),
    ("gfx908", "0000d8d300000000",
     "v_accvgpr_read_b32 v0, s0/*Invalid register, operand has 'AGPR_32' register class*/"),
    # mix: a negated constant prints neg(c)
    ("gfx90a", "0092a2d3000000e3", "v_fma_mixhi_f16 v0, -s0, -|s0|, neg(64) op_sel:[0,1,0] clamp"),
    ("gfx90a", "c000a2d3c63600b2", "v_fma_mixhi_f16 v192, neg(-6), s27, neg(0) op_sel_hi:[0,1,0]"),
    # gfx940 v_dot2_*: the printer shows op_sel/op_sel_hi that the assembler refuses
    ("gfx942", "0053a3d3000000f2", ("v_dot2_f32_f16 v0, s0, s0, 0 op_sel:[0,1,0] "
     "op_sel_hi:[0,1,1] neg_lo:[1,1,1] neg_hi:[1,1,0]")),
    # invalid: a 512-bit C at s92 runs past s105; a 128-bit C at vcc
    ("gfx90a", "0000c4d300017201", None),
    ("gfx90a", "0000c2d30001aa01", None),
])
def test_disasm_register_classes(cpu, hexbytes, text):
    isa = isa_for(cpu)
    data = bytes.fromhex(hexbytes)
    if text is None:
        with pytest.raises(DecodeError):
            isa.decode(data)
        return
    assert isa.decode(data).text == text


@pytest.mark.parametrize("cpu,text,want", [
    ("gfx90a", "v_pk_ashrrev_i16 v215, v214, null op_sel_hi:[0,0]",
     "'null' operand is not supported on this GPU"),
    ("gfx906", "v_pk_sub_u16 v0, src_lds_direct, s0 op_sel:[0,1] op_sel_hi:[0,0] neg_hi:[0,1]",
     "00528bd3fe000000"),
    ("gfx942", "v_pk_mad_i16 v0, src_lds_direct, s0, 3", "lds_direct is not supported on this GPU"),
    ("gfx90a", "v_pk_mad_i16 v0, src_lds_direct, s0, 3", "lds_direct is not supported on this GPU"),
    ("gfx908", "v_pk_mad_i16 v0, src_lds_direct, s0, 3", "004080d3fe000c1a"),
    ("gfx900", "v_pk_add_u16 v1, v2, v3 op_sel:", "expected a left square bracket"),
    ("gfx900", "v_pk_add_u16 v1, v2, v3 op_sel:0", "expected a left square bracket"),
    ("gfx900", "v_pk_add_u16 v1, v2, v3 op_sel:[", "unknown token in expression"),
    ("gfx900", "v_pk_add_u16 v1, v2, v3 op_sel:[0", "expected a comma"),
    ("gfx900", "v_pk_add_u16 v1, v2, v3 op_sel:[0,", "unknown token in expression"),
    ("gfx900", "v_pk_add_u16 v1, v2, v3 op_sel:[0,0,0,0,0", "expected a closing square bracket"),
    # a float that is no inline constant: a literal (refused on GFX9) unless it overflows the
    # format llvm-mc converts it to (f16 for f16 operands, f32 for i16, f64 for packed f32)
    ("gfx90a", "v_pk_add_u16 v5, v1, 123456.0", "literal operands are not supported"),
    ("gfx90a", "v_pk_add_f16 v5, v1, 123456.0", "invalid operand for instruction"),
    ("gfx90a", "v_pk_add_u16 v5, v1, 1e100", "invalid operand for instruction"),
    ("gfx90a", "v_pk_fma_f32 v[0:1], v[2:3], v[4:5], 1e100", "literal operands are not supported"),
    # operands of the same mnemonic's form on another processor (gfx940's alias)
    ("gfx90a", "v_mfma_f32_32x32x4bf16 v[0:31], v[2:3], v[4:5], v[34:65] blgp:5",
     "operands are not valid for this GPU or mode"),
    ("gfx90a", "v_mfma_f32_32x32x4bf16 v[0:15], v[2:3], v4, v[34:49]",
     "invalid operand for instruction"),
    ("gfx908", "v_mfma_f32_32x32x1f32 a[0:31], v0, v1, v[1:32]", "invalid operand for instruction"),
])
def test_asm_regressions(cpu, text, want):
    isa = isa_for(cpu)
    try:
        got = assemble(isa, text).hex()
    except AsmError as e:
        got = e.message
    assert got == want
