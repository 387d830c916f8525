"""Scalar instructions (SOP1 SOP2 SOPK SOPC SOPP SMEM SMRD) against LLVM 22.

1. Golden files ``tests/data/isa/scalar_<cpu>.txt`` (tools/gen_scalar_golden.py): text ->
   bytes, bytes -> text (GFX8+; LLVM 22 cannot disassemble GFX6/GFX7, there the round trip
   ``encode(decode(b).text) == b`` stands in), text -> bytes -> text.
2. Properties over every scalar row with random canonical operands (hypothesis).
3. Oracle: a sample compared with live llvm-mc-22.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.core import EncodeContext, isa_for
from amdgcn.isa.syntax import parse_statement
from tests.conftest import llvm_tool

DATA = Path(__file__).resolve().parents[1] / "data" / "isa"
CPUS = ("tahiti", "bonaire", "tonga", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942")
ENCODINGS = ("SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM", "SMRD")
_LINE = re.compile(r"^(.*?)\s*; encoding: \[(.*)\]$")


def golden(cpu: str):
    out = []
    for ln in (DATA / f"scalar_{cpu}.txt").read_text().splitlines():
        m = _LINE.match(ln)
        if m:
            out.append((m.group(1), bytes(int(x, 16) for x in m.group(2).split(","))))
    return out


def enc(isa, text: str, **kw) -> bytes:
    return isa.encode(parse_statement(text, isa.space), EncodeContext(**kw))


@pytest.mark.parametrize("cpu", CPUS)
def test_golden(cpu):
    isa = isa_for(cpu)
    cases = golden(cpu)
    assert len(cases) > 500
    bad = []
    for text, data in cases:
        try:
            got = enc(isa, text)
            back = isa.decode(data).text
        except (AsmError, DecodeError) as e:
            bad.append((text, str(e)))
            continue
        if got != data:
            bad.append((text, data.hex(), got.hex()))
        elif back != text:
            bad.append((text, back))
    assert not bad, bad[:10]


# ---- the instructions clang emits for gfx90a (a fixed, readable sample) --------------------
GFX90A = [
    ("s_load_dwordx4 s[0:3], s[4:5], 0x0", "02000ac000000000"),
    ("s_load_dword s6, s[4:5], 0x10", "820102c010000000"),
    ("s_mov_b32 s32, 0", "8000a0be"),
    ("s_add_u32 s0, s0, s7", "00070080"),
    ("s_addc_u32 s1, s1, 0", "01800182"),
    ("s_lshl_b64 s[0:1], s[2:3], 2", "0282808e"),
    ("s_and_b32 s0, s0, 0xffff", "00ff0086ffff0000"),
    ("s_cmp_lt_i32 s0, 1", "008104bf"),
    ("s_cbranch_scc1 5", "050085bf"),
    ("s_waitcnt vmcnt(0) lgkmcnt(0)", "70008cbf"),
    ("s_waitcnt lgkmcnt(0)", "7fc08cbf"),
    ("s_barrier", "00008abf"),
    ("s_getpc_b64 s[4:5]", "001c84be"),
    ("s_setpc_b64 s[30:31]", "1e1d80be"),
    ("s_swappc_b64 s[30:31], s[4:5]", "041e9ebe"),
    ("s_and_saveexec_b64 s[0:1], vcc", "6a2080be"),
    ("s_endpgm", "000081bf"),
]


@pytest.mark.parametrize("text,hexbytes", GFX90A)
def test_gfx90a_common(text, hexbytes):
    isa = isa_for("gfx90a")
    data = bytes.fromhex(hexbytes)
    assert enc(isa, text) == data
    assert isa.decode(data).text == text


def test_branch_target_and_fields():
    isa = isa_for("gfx90a")
    inst = isa.decode(bytes.fromhex("fdff82bf"), 0, 0x100)  # s_branch -3
    assert inst.text == "s_branch 65533"
    assert inst.target == 0x100 + 4 - 12
    assert inst.fields == {"op": 2, "simm16": 0xFFFD}
    assert "terminator" in inst.row.flags and "branch" in inst.row.flags
    ld = isa.decode(enc(isa, "s_load_dword s6, s[4:5], 0x10"))
    assert ld.fields["sbase"] == 2 and ld.fields["sdata"] == 6 and ld.fields["offset"] == 0x10
    assert "lgkm" in ld.row.flags


def test_branch_label_resolution_and_fixup():
    isa = isa_for("gfx90a")
    stmt = parse_statement("s_cbranch_execz .LBB0_2", isa.space)
    ctx = EncodeContext(address=0x10, resolve=lambda n, v: {".LBB0_2": 0x40}[n])
    assert isa.encode(stmt, ctx) == ((0x40 - 0x14) // 4 | 0x88 << 16 | 0x17F << 23).to_bytes(
        4, "little")
    ctx = EncodeContext()
    assert isa.encode(stmt, ctx) == bytes.fromhex("000088bf")
    assert ctx.fixups[0][:2] == (0, "fixup_si_sopp_br")


def test_waitcnt_separators_and_errors():
    isa = isa_for("gfx900")
    want = enc(isa, "s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)")
    for t in ("s_waitcnt vmcnt(0) & expcnt(0) & lgkmcnt(0)", "s_waitcnt 0",
              "s_waitcnt vmcnt(0), expcnt(0), lgkmcnt(0)"):
        assert enc(isa, t) == want
    with pytest.raises(AsmError):
        enc(isa, "s_waitcnt vmcnt(64)")
    with pytest.raises(AsmError, match="only one unique literal"):
        enc(isa, "s_add_u32 s0, 0x12345678, 0x12345679")
    with pytest.raises(AsmError, match="alignment"):
        enc(isa, "s_mov_b64 s[1:2], s[4:5]")


# ---- properties --------------------------------------------------------------------------
def _rows(cpu):
    isa = isa_for(cpu)
    return sorted({id(r): r for rs in isa.by_name.values() for r in rs
                   if r.encoding in ENCODINGS}.values(), key=lambda r: (r.encoding, r.name))


#: integers whose pattern is an inline float: LLVM encodes (and prints) them inline
_F32_PATTERNS = {0x3F000000, 0xBF000000, 0x3F800000, 0xBF800000, 0x40000000, 0xC0000000,
                 0x40800000, 0xC0800000, 0x3E22F983}


@st.composite
def _sreg(draw, dwords):
    if dwords == 1:
        return draw(st.one_of(st.integers(0, 101).map(lambda i: f"s{i}"),
                              st.sampled_from(["vcc_lo", "vcc_hi", "m0", "exec_lo", "ttmp1"])))
    align = 2 if dwords == 2 else 4
    lo = draw(st.integers(0, (100 - dwords) // align)) * align
    return f"s[{lo}:{lo + dwords - 1}]"


@st.composite
def _canonical(draw, row, gen):
    """A canonical (LLVM-printed) statement for ``row``."""
    ops, mods = [], []
    used_lit = False
    for part in filter(None, (p.strip() for p in row.sig.split(","))):
        field, _, kind = part.partition(":")
        dw = int(kind[1:]) // 32 if kind[:1] in ("b", "r", "c") and kind[1:].isdigit() else 0
        if field in ("sdst", "sbase") or (field == "sdata" and dw):
            r = draw(_sreg(dw))
            if field == "sdata" and r in ("m0", "exec_lo"):
                r = "s0"
            ops.append(r)
        elif field in ("ssrc0", "ssrc1") and kind == "gpr_idx":
            ops.append("gpr_idx(SRC0,DST)")
        elif field in ("ssrc0", "ssrc1"):
            lit = st.integers(65, 1 << 31).filter(lambda v: v not in _F32_PATTERNS).map(
                lambda v: f"0x{v:x}")
            choices = [_sreg(dw), st.integers(-16, 64).map(str)] + (
                [] if used_lit or kind[0] == "c" else [lit])
            op_text = draw(st.one_of(*choices) if kind[0] in "bc" else _sreg(dw))
            used_lit = used_lit or op_text.startswith("0x")
            ops.append(op_text)
        elif field == "sdata":
            ops.append(str(draw(st.integers(0, 64))))
        elif field == "offset":
            if gen in ("gfx6", "gfx7"):
                ops.append(f"0x{draw(st.integers(0, 255)):x}")
            else:
                ops.append(f"0x{draw(st.integers(0, (1 << 19) - 1)):x}")
                # only loads, stores and atomics have glc (LLVM refuses it elsewhere)
                if "sdata:b" in row.sig and "sbase" in row.sig and draw(st.booleans()):
                    mods.append("glc")
        elif field == "imm32":   # printed in hex: above 64, below the inline floats
            ops.append(f"0x{draw(st.integers(65, 0x3E000000)):x}")
        elif kind == "label":
            ops.append(str(draw(st.integers(0, 0xFFFF))))
        elif kind in ("hex", "uhex"):
            ops.append(f"0x{draw(st.integers(0, 0xFFFF)):x}")
        elif kind == "imm16":
            v = draw(st.integers(0, 0xFFFF))
            ops.append(str(v) if v <= 64 else f"0x{v:x}")
        elif kind == "waitcnt":
            ops.append(f"vmcnt({draw(st.integers(0, 14))}) lgkmcnt({draw(st.integers(0, 14))})")
        elif kind == "hwreg":
            ops.append(f"hwreg(HW_REG_MODE, {draw(st.integers(0, 15))}, 4)")
        elif kind == "sendmsg":
            ops.append("sendmsg(MSG_GS, GS_OP_EMIT, 1)")
        elif kind == "gpr_idx":
            ops.append("gpr_idx(SRC1)")
    text = row.name + (" " + ", ".join(ops) if ops else "")
    return text + (" " + " ".join(mods) if mods else "")


@pytest.mark.parametrize("cpu", ("tahiti", "tonga", "gfx90a", "gfx942"))
@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_property_roundtrip(cpu, data):
    isa = isa_for(cpu)
    row = data.draw(st.sampled_from(_rows(cpu)))
    text = data.draw(_canonical(row, isa.target.gen))
    b = enc(isa, text)
    inst = isa.decode(b)
    assert inst.text == text
    assert inst.size == len(b)
    assert enc(isa, inst.text) == b


@pytest.mark.parametrize("cpu", ("bonaire", "gfx900", "gfx90a"))
@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(word=st.integers(0, (1 << 32) - 1), word2=st.integers(0, (1 << 32) - 1),
       enc_bits=st.sampled_from([0b10 << 30, 0b1011 << 28, 0b101111101 << 23,
                                 0b101111110 << 23, 0b101111111 << 23, 0b110000 << 26]))
def test_property_decode_reencode(cpu, word, word2, enc_bits):
    isa = isa_for(cpu)
    top = {0b10 << 30: 2, 0b1011 << 28: 4, 0b110000 << 26: 6}.get(enc_bits, 9)
    w = enc_bits | (word & ((1 << (32 - top)) - 1))
    data = w.to_bytes(4, "little") + word2.to_bytes(4, "little")
    try:
        inst = isa.decode(data)
    except DecodeError:
        return
    # Texts LLVM 22 itself prints but does not assemble (its disassembler is laxer than its
    # assembler): src_flat_scratch_base_lo/hi on GFX9, tuples reaching ttmp12..ttmp15 on
    # GFX6-GFX8, SGPR tuples reaching s102/s103 on GFX8+
    # ("s[96:103] register not available on this GPU"), s_set_gpr_idx_on/_mode with a mode
    # above 15, value sources (src_vccz ...) in s_setpc_b64/s_rfe_b64/s_movrels_b64, negative
    # offsets of s_buffer_* (printed signed, assembled as 20-bit unsigned).
    # Tuples past s105 and 64-bit+ operands at m0 are invalid encodings (DecodeError), as
    # registers.decode_tuple documents.
    if inst.encoding not in ENCODINGS or "<" in inst.text or "/*" in inst.text or (
            "null" in inst.operands) or "src_flat_scratch_base" in inst.text or _past_sgprs(
            inst, isa) or (inst.mnemonic.startswith("s_set_gpr_idx_") and "0x" in inst.text) or (
            ":r64" in inst.row.sig and any(op.startswith("src_") for op in inst.operands)) or (
            "sbase:b128" in inst.row.sig and "-0x" in inst.text):
        return
    if inst.encoding == "SMEM" and (inst.fields["nv"] or (
            not inst.fields["imm"] and inst.fields["soe"] and inst.fields["offset"])
            or (not inst.fields["imm"] and not inst.fields["soe"] and inst.fields["offset"] > 127)
            or inst.fields["soffset"] and not inst.fields["soe"]):
        return  # bits LLVM ignores: the canonical text re-encodes them as zero
    again = enc(isa, inst.text)
    # Bits that LLVM's text does not show (an odd SGPR tuple printed aligned, s_waitcnt bits
    # outside the counters) re-encode canonically: the text is a fixpoint, and so are the
    # canonical bytes.
    canon = isa.decode(again)
    assert canon.text == inst.text
    assert enc(isa, canon.text) == again


def _past_sgprs(inst, isa) -> bool:
    """An operand naming an SGPR (or a ttmp of a GFX6-GFX8 tuple) the assembler of ``isa``
    does not address."""
    for op in inst.operands:
        m = re.fullmatch(r"s(\d+)|s\[(\d+):(\d+)\]", op)
        if m and int(m.group(1) or m.group(3)) >= isa.space.sgpr_count:
            return True
        m = re.fullmatch(r"ttmp\[(\d+):(\d+)\]", op)
        if m and int(m.group(2)) >= isa.space.ttmp_count:
            return True
    return False


# ---- oracle ------------------------------------------------------------------------------
@pytest.mark.oracle
@pytest.mark.parametrize("cpu", ("tahiti", "gfx90a"))
def test_oracle_sample(cpu):
    mc = llvm_tool("llvm-mc")
    isa = isa_for(cpu)
    texts = [t for t, _b in golden(cpu)[::7]]
    out = subprocess.run([mc, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"],
                         input="\n".join(texts) + "\n", capture_output=True, text=True).stdout
    for ln in out.splitlines():
        m = re.match(r"\s*(.*?)\s*; encoding: \[(.*)\]", ln)
        if m:
            want = bytes(int(x, 16) for x in m.group(2).split(","))
            assert enc(isa, m.group(1)) == want, m.group(1)


# ---- regressions (answers probed with llvm-mc 22) --------------------------------------------
_XM0 = "/*Invalid register, operand has 'SReg_32_XM0_XEXEC' register class*/"


@pytest.mark.parametrize("cpu,hexbytes,text", [
    # unused SOP1/SOP2/SOPK fields are ignored; SOPP's unused simm16 must be zero
    ("gfx90a", "921cb2be", "s_getpc_b64 s[50:51]"),
    ("tonga", "412eccbe", "s_cbranch_join s65"),
    ("tonga", "4f3296be", "s_set_gpr_idx_idx s79"),
    ("tonga", "0052aa95", "s_rfe_restore_b64 s[0:1], s82"),
    ("tonga", "000642baceee80bf", "s_setreg_imm32_b32 hwreg(0, 24, 1), 0xbf80eece"),
    ("gfx90a", "030093bf", None),
    # constants in register-only sources (SReg_*) are flagged
    ("gfx90a", "882ecdbe", "s_cbranch_join 8/*Invalid immediate*/"),
    ("gfx90a", "f21f80be", "s_rfe_b64 1.0/*Invalid immediate*/"),
    ("tonga", "ff1d80beee4f80bf", "s_setpc_b64 0xbf804fee/*Invalid immediate*/"),
    ("tonga", "a22aaebe", "s_movrels_b32 s46, 34/*Invalid immediate*/"),
    # 64-bit scalar operands: m0 is no pair, null and src_flat_scratch_base_lo print bare
    ("gfx90a", "7c26bcbe", None),
    ("gfx90a", "0000fd8f", "s_lshr_b64 null, s[0:1], s0"),
    ("tonga", "7d8613bf", "s_cmp_lg_u64 null, 6"),
    ("tonga", "e625f6be", "s_nand_saveexec_b64 ttmp[6:7], src_flat_scratch_base_lo"),
    ("bonaire", "00ec01c0", "s_load_dword s3, tba, s0"),
    # s_sendmsg: a valid message ignores the unused bits, an invalid one prints the number
    # unless the id/op/stream fields hold every set bit
    ("gfx90a", "e40090bf", "s_sendmsg 228"),
    ("tonga", "33c090bf", "s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 0)"),
    ("gfx90a", "640090bf", "s_sendmsg sendmsg(4, 6, 0)"),
    # SMEM: glc only where the instruction has it; sdata outside SReg_*_XM0_XEXEC flagged
    ("gfx90a", "000085c00000f700", "s_dcache_wb"),
    ("gfx90a", "000099c000000000", "s_atc_probe 0, s[0:1], s0"),
    ("gfx90a", "2e3f18c200cab700", f"s_atomic_smax m0{_XM0}, s[92:93], s0"),
    ("gfx90a", "44bf05c1031edb00", "s_buffer_atomic_cmpswap null, s[8:11], s3 glc"),
    ("gfx908", "59df10c000000000", "s_load_dwordx16 null, s[50:51], s0"),
    # GFX8: LLVM prints ttmp tuples up to ttmp15 though only ttmp0..ttmp11 exist
    ("tonga", "00fc10c0963ff804", "s_load_dwordx16 ttmp[0:15], s[0:1], s22"),
    ("tonga", "003e2dc000ab8774", "s_buffer_load_dwordx8 ttmp[8:15], s[0:3], s0 glc"),
    # GFX6/GFX7 SMRD: tuples past the SGPR file and 64-bit bases at m0 are invalid
    ("bonaire", "0000f2c0", None),
    ("bonaire", "007c00c0", None),
    # s_setreg_imm32_b32's literal prints as a 32-bit source: inline values, floats, hex
    ("gfx90a", "010800ba01000000", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1"),
    ("gfx90a", "010800baf0ffffff", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), -16"),
    ("gfx90a", "010800baefffffff", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0xffffffef"),
    ("gfx90a", "010800ba41000000", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0x41"),
    ("gfx90a", "010800ba83f9223e", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0.15915494"),
    ("tahiti", "010880ba83f9223e", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0x3e22f983"),
])
def test_disasm_regressions(cpu, hexbytes, text):
    isa = isa_for(cpu)
    data = bytes.fromhex(hexbytes) + bytes(8)
    if text is None:
        with pytest.raises(DecodeError):
            isa.decode(data)
        return
    assert isa.decode(data).text == text


@pytest.mark.parametrize("cpu,text,want", [
    ("gfx90a", "s_buffer_atomic_and s3, s[52:55], -0xf8500", "expected a 20-bit unsigned offset"),
    ("gfx90a", "s_atc_probe 0, s[0:1], 0x0 glc", "invalid operand for instruction"),
    ("tonga", "s_mov_b32 s0, src_shared_base",
     "src_shared_base register not available on this GPU"),
    ("tonga", "s_mov_b32 s0, xnack_mask_lo", "xnack_mask_lo register not available on this GPU"),
    ("gfx801", "s_mov_b32 s0, xnack_mask_lo", "680080be"),
    ("gfx90a", "s_mov_b32 s0, src_flat_scratch_base_lo",
     "src_flat_scratch_base_lo register not available on this GPU"),
    ("tahiti", "s_add_u32 null, null, null", "'null' operand is not supported on this GPU"),
    ("gfx900", "s_load_dwordx8 s[100:107], s[0:1], 0x0", "register index is out of range"),
    ("gfx900", "s_load_dwordx8 s[96:103], s[0:1], 0x0",
     "s[96:103] register not available on this GPU"),
    ("tonga", "s_mov_b32 ttmp16, 0", "register index is out of range"),
    ("tonga", "s_mov_b32 ttmp12, 0", "ttmp12 register not available on this GPU"),
    ("tonga", "s_load_dwordx16 ttmp[0:15], s[0:1], s22",
     "ttmp[0:15] register not available on this GPU"),
    ("tonga", "s_mov_b64 s[106:107], 0", "register index is out of range"),
    ("tonga", "s_mov_b64 s[103:104], -1", "invalid register alignment"),
    ("tonga", "s_mov_b64 s[0:17], -1", "invalid or unsupported register size"),
    ("tonga", "s_mov_b32 s1, s[1:2] s0", "invalid register alignment"),
    ("tonga", "s_mov_b32 s", "invalid operand for instruction"),
    ("bonaire", "s_load_dword s0, s[0:1], src_vccz", "fb0000c0"),
    ("gfx90a", "s_movrels_b32 s53, src_execz", "fc2ab5be"),
    ("gfx90a", "s_setpc_b64 5", "invalid operand for instruction"),
    ("gfx90a", "s_setpc_b64 src_scc", "invalid operand for instruction"),
    ("gfx906", "s_cbranch_g_fork 0xbf80de42, s[0:1]", "invalid operand for instruction"),
    ("tahiti", "s_sendmsg sendmsg(MSG_GS, 8)", "invalid operation id"),
    ("tahiti", "s_sendmsg sendmsg(2, 2, -1)", "invalid message stream id"),
    ("tahiti", "s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0, 0)", "expected a closing parenthesis"),
    ("tahiti", "s_sendmsg sendmsg(MSG_INTERRUPTX)",
     "expected a message name or an absolute expression"),
    ("tahiti", "s_sendmsg sendmsg(MSG_GS, GS_OP_CUTX, 0)",
     "expected an operation name or an absolute expression"),
    ("tahiti", "s_sendmsg sendmsg(1 -)", "unknown token in expression"),
    ("gfx900", "s_setreg_b32  hwreg(1 2,3), s2", "expected a comma or a closing parenthesis"),
    ("gfx900", "s_setreg_b32  hwreg(1,2 3), s2", "expected a comma"),
    ("gfx900", "s_mulk_i32 s2, 0x10000", "invalid operand for instruction"),
    ("gfx900", "s_getreg_b32 s2, 0x10000", "invalid immediate: only 16-bit values are legal"),
    ("tahiti", "s_branch 0x10000", "expected a 16-bit signed jump offset"),
    ("tonga", "s_set_gpr_idx_on s0, s1", "expected absolute expression"),
    ("tonga", "s_set_gpr_idx_on s0, gpr_idx(X)",
     "expected a VGPR index mode or a closing parenthesis"),
    ("tahiti", "s_waitcnt x", "expected absolute expression"),
    ("tahiti", "s_waitcnt vmcnt(0) & expcnt(0) x", "expected a left parenthesis"),
    ("tahiti", "s_waitcnt vmcnt(0) & expcnt(0) x(0)", "invalid counter name x"),
    ("tahiti", "s_waitcnt vmcnt(0), expcnt(0), lgkmcnt(0),", "expected a counter name"),
    ("tahiti", "s_waitcnt vmcnt(0", "expected a closing parenthesis"),
    # register lists, read one element at a time (shared parser, syntax.py)
    ("tonga", "s_mov_b32 s1, [s0, s2]", "registers in a list must have consecutive indices"),
    ("tonga", "s_mov_b32 s1, [s[0:1]]", "expected a single 32-bit register"),
    ("tonga", "s_mov_b32 s1, [s0, 1", "expected a register or a list of registers"),
    ("tonga", "s_mov_b32 s1, [s0 s1]", "expected a comma or a closing square bracket"),
    ("tonga", "s_mov_b32 s1, [s0, v1]", "registers in a list must be of the same kind"),
    ("tonga", "s_mov_b64 s[0:1], [s2,s3]", "020180be"),
    ("tahiti", "s_mov_b64 [flat_scratch_lo,flat_scratch_hi], s[2:3]",
     "flat_scratch_lo register not available on this GPU"),
    ("tahiti", "s_mov_b32 s0, [xnack_mask_lo]", "xnack_mask_lo register not available on this GPU"),
    # unclosed macros
    ("gfx900", "s_setreg_b32  hwreg(1,2,3, s2", "expected a closing parenthesis"),
    ("tonga", "s_set_gpr_idx_on s0, gpr_idx(",
     "expected a VGPR index mode or a closing parenthesis"),
    ("tonga", "s_set_gpr_idx_on s0, gpr_idx(DST", "expected a comma or a closing parenthesis"),
    ("tonga", "s_set_gpr_idx_on s0, gpr_idx(SRC0,", "expected a VGPR index mode"),
    # GFX10+ mnemonics (tables/scalar_later.py)
    ("gfx900", "s_and_saveexec_b32 s0, s1", "instruction not supported on this GPU"),
    ("gfx90a", "s_waitcnt_vscnt null, 0x0", "instruction not supported on this GPU"),
    ("gfx90a", "s_frobnicate s0", "invalid instruction"),
    # s_setreg_imm32_b32 keeps the low 32 bits of any value (of a float's double pattern)
    ("gfx90a", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0x1ffffffff", "010800baffffffff"),
    ("gfx90a", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1.0", "010800ba00000000"),
    ("gfx90a", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0.15915494", "010800baedfe2567"),
    ("gfx90a", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), lit(0x41)", "010800ba41000000"),
    ("gfx90a", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), neg(1)", "not a valid operand."),
])
def test_asm_regressions(cpu, text, want):
    isa = isa_for(cpu)
    try:
        got = enc(isa, text).hex()
    except AsmError as e:
        got = e.message
    assert got == want
