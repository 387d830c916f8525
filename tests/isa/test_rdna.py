"""RDNA (GFX10, GFX11) in the one instruction database: columns, targets, scalar encodings.

The encodings below are llvm-mc-22's (``-show-encoding`` for the text, ``--disassemble`` for
the bytes' text); the broad checks are the random-encoding cases of ``test_agreement.py``
(``tests/data/isa/random/gfx10*.jsonl.gz``, ``gfx11*``).
"""

from __future__ import annotations

import pytest

from amdgcn.emu import Emulator
from amdgcn.errors import AsmError, TargetError
from amdgcn.isa import decode, encode
from amdgcn.isa.core import all_rows, isa_for
from amdgcn.isa.isatarget import isa_target

#: (processor, assembler text, LLVM 22 bytes, LLVM 22 disassembly)
CASES = [
    ("gfx1010", "s_mov_b32 s0, s1", "010380be", "s_mov_b32 s0, s1"),
    ("gfx1010", "s_and_saveexec_b32 s0, vcc_lo", "6a3c80be", "s_and_saveexec_b32 s0, vcc_lo"),
    ("gfx1010", "s_load_dword s1, s[2:3], 0x10 glc dlc", "414001f4100000fa",
     "s_load_dword s1, s[2:3], 0x10 glc dlc"),
    ("gfx1010", "s_load_dwordx2 s[4:5], s[2:3], s6 offset:-0x4", "010104f4fcff1f0c",
     "s_load_dwordx2 s[4:5], s[2:3], s6 offset:-0x4"),
    ("gfx1010", "s_buffer_load_dwordx4 s[4:7], s[8:11], null", "040128f4000000fa",
     "s_buffer_load_dwordx4 s[4:7], s[8:11], null"),
    ("gfx1010", "s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(33)", "21218cbf",
     "s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(33)"),
    ("gfx1010", "s_waitcnt_vscnt null, 0x3", "0300fdbb", "s_waitcnt_vscnt null, 0x3"),
    ("gfx1010", "s_waitcnt_depctr depctr_va_vdst(0) depctr_vm_vsrc(1)", "070fa3bf",
     "s_waitcnt_depctr depctr_va_vdst(0) depctr_vm_vsrc(1)"),
    ("gfx1010", "s_version UC_VERSION_GFX10|UC_VERSION_W32_BIT", "044080b0",
     "s_version UC_VERSION_GFX10|UC_VERSION_W32_BIT"),
    ("gfx1010", "s_getreg_b32 s2, hwreg(HW_REG_HW_ID1, 4, 8)", "173902b9",
     "s_getreg_b32 s2, hwreg(HW_REG_HW_ID1, 4, 8)"),
    ("gfx1010", "s_sendmsg sendmsg(MSG_GET_DDID)", "0b0090bf", "s_sendmsg sendmsg(MSG_GET_DDID)"),
    ("gfx1010", "s_andn2_b64 s[0:1], null, s[2:3]", "7d02808a",
     "s_andn2_b64 s[0:1], null, s[2:3]"),
    ("gfx1010", "s_mov_b32 s0, src_pops_exiting_wave_id", "ef0380be",
     "s_mov_b32 s0, src_pops_exiting_wave_id"),
    ("gfx1100", "s_mov_b32 s0, s1", "010080be", "s_mov_b32 s0, s1"),
    ("gfx1100", "s_load_b32 s1, s[2:3], 0x10 glc dlc", "416000f4100000f8",
     "s_load_b32 s1, s[2:3], 0x10 glc dlc"),
    ("gfx1100", "s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(33)", "120689bf",
     "s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(33)"),
    ("gfx1100", "s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)",
     "910487bf", "s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)"),
    ("gfx1100", "s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)", "0300b6bf",
     "s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)"),
    ("gfx1100", "s_sendmsg_rtn_b64 s[2:3], sendmsg(MSG_RTN_GET_REALTIME)", "834d82be",
     "s_sendmsg_rtn_b64 s[2:3], sendmsg(MSG_RTN_GET_REALTIME)"),
    ("gfx1100", "s_mov_b32 m0, null", "7c00fdbe", "s_mov_b32 m0, null"),
    ("gfx1100", "s_waitcnt_depctr depctr_hold_cnt(0) depctr_va_vdst(1)", "1f1f88bf",
     "s_waitcnt_depctr depctr_hold_cnt(0) depctr_va_vdst(1)"),
    ("gfx1100", "s_and_not1_b32 s0, s1, s2", "01020091", "s_and_not1_b32 s0, s1, s2"),
    # GFX11.5 SALU float: K as hex, f16 compares print constants as f16 bit patterns
    ("gfx1150", "s_fmaak_f32 s0, s1, s2, 0x3f800000", "010280a20000803f",
     "s_fmaak_f32 s0, s1, s2, 0x3f800000"),
    ("gfx1150", "s_fmamk_f32 s0, s1, 1.0, s2", "010200a30000803f",
     "s_fmamk_f32 s0, s1, 0x3f800000, s2"),
    # GFX10 VALU: wave32 lane masks, VOP3 at 110101 with a literal, v_cmpx without a dst
    ("gfx1010", "v_add_f32 v1, v2, v3", "02070206", "v_add_f32_e32 v1, v2, v3"),
    ("gfx1010", "v_add_f32_e64 v1, s2, 1.5", "010003d502fe01000000c03f",
     "v_add_f32_e64 v1, s2, 0x3fc00000"),
    ("gfx1010", "v_cmp_eq_f32 vcc_lo, v1, v2", "0105047c", "v_cmp_eq_f32_e32 vcc_lo, v1, v2"),
    ("gfx1010", "v_cmp_eq_f32_e64 s4, v1, v2", "040002d401050200",
     "v_cmp_eq_f32_e64 s4, v1, v2"),
    ("gfx1010", "v_cndmask_b32 v1, v2, v3, vcc_lo", "02070202",
     "v_cndmask_b32_e32 v1, v2, v3, vcc_lo"),
    ("gfx1010", "v_add_co_ci_u32 v1, vcc_lo, v2, v3, vcc_lo", "02070250",
     "v_add_co_ci_u32_e32 v1, vcc_lo, v2, v3, vcc_lo"),
    ("gfx1010", "v_cmpx_eq_f32 v1, v2", "0105247c", "v_cmpx_eq_f32_e32 v1, v2"),
    ("gfx1010", "v_fma_f32 v1, s2, s3, v4", "01004bd502061004", "v_fma_f32 v1, s2, s3, v4"),
    ("gfx1030", "v_mov_b32 v0, 0x1234", "ff02007e34120000", "v_mov_b32_e32 v0, 0x1234"),
    # GFX10 FLAT: off is saddr null (0x7d), offsets of 12 bits, dlc; DS in the GFX6 layout
    ("gfx1010", "global_load_dword v1, v2, s[4:5] offset:-2048", "008830dc02000401",
     "global_load_dword v1, v2, s[4:5] offset:-2048"),
    ("gfx1010", "flat_load_dword v1, v[2:3] offset:2047 glc slc dlc", "ff1733dc02007d01",
     "flat_load_dword v1, v[2:3] offset:2047 glc slc dlc"),
    ("gfx1010", "scratch_load_dword v1, off, s4", "004030dc00000401",
     "scratch_load_dword v1, off, s4"),
    ("gfx1010", "ds_write_b32 v1, v2 offset:16", "100034d801020000",
     "ds_write_b32 v1, v2 offset:16"),
    ("gfx1010", "ds_read2_b32 v[2:3], v1 offset0:1 offset1:2", "0102dcd801000002",
     "ds_read2_b32 v[2:3], v1 offset0:1 offset1:2"),
    ("gfx1100", "ds_store_b32 v1, v2 offset:16", "100034d801020000",
     "ds_store_b32 v1, v2 offset:16"),
    # GFX10 MUBUF: dlc, slc in dword 1, op bit 7 at bit 25; GFX10's cache invalidations
    ("gfx1010", "buffer_gl0_inv", "0000c4e100000000", "buffer_gl0_inv"),
    ("gfx1010", "buffer_load_dword v1, v2, s[4:7], s8 offen offset:16 glc slc dlc",
     "10d030e002014108", "buffer_load_dword v1, v2, s[4:7], s8 offen offset:16 glc slc dlc"),
    ("gfx1010", "buffer_load_format_d16_x v0, off, s[0:3], s0 offset:46", "2e0000e200000000",
     "buffer_load_format_d16_x v0, off, s[0:3], s0 offset:46"),
    # GFX10 EXP at GFX6's prefix, with pos4 and prim
    ("gfx1010", "exp pos4 v1, v2, v3, v4 done", "0f0900f801020304",
     "exp pos4 v1, v2, v3, v4 done"),
    ("gfx1010", "exp prim v1, off, off, off", "410100f801000000", "exp prim v1, off, off, off"),
    # GFX10 VOP3P at prefix 110011000; the dot instructions from gfx1011 on
    ("gfx1030", "v_pk_add_f16 v1, v2, v3", "01400fcc02070218", "v_pk_add_f16 v1, v2, v3"),
    ("gfx1030", "v_dot2_f32_f16 v0, v1, v2, v3", "004013cc01050e1c",
     "v_dot2_f32_f16 v0, v1, v2, v3"),
    ("gfx1010", "v_fma_mix_f32 v0, v1, v2, v3 op_sel_hi:[1,1,1]", "004020cc01050e1c",
     "v_fma_mix_f32 v0, v1, v2, v3 op_sel_hi:[1,1,1]"),
]


@pytest.mark.parametrize("cpu,text,hexbytes,dis", CASES)
def test_scalar_both_ways(cpu, text, hexbytes, dis):
    assert encode(text, cpu).hex() == hexbytes
    inst = decode(bytes.fromhex(hexbytes), cpu)
    assert inst.text == dis
    assert encode(inst.text, cpu).hex() == hexbytes


@pytest.mark.parametrize("cpu,text,message", [
    ("gfx1010", "s_load_dword s1, s[2:3], 0x100000", "expected a 21-bit signed offset"),
    ("gfx1010", "s_buffer_load_dword s1, s[4:7], -1", "expected a 20-bit unsigned offset"),
    ("gfx1010", "s_load_dword m0, s[2:3], 0", "invalid operand for instruction"),
    ("gfx1010", "s_mov_b32 s0, src_flat_scratch_base_lo",
     "src_flat_scratch_base_lo register not available on this GPU"),
    ("gfx1030", "s_store_dword s1, s[2:3], 0x10", "instruction not supported on this GPU"),
    ("gfx1010", "s_waitcnt_depctr depctr_hold_cnt(0)",
     "depctr_hold_cnt is not supported on this GPU"),
    ("gfx1100", "s_waitcnt_vmcnt s0, 0x1", "src0 must be null"),
    ("gfx1100", "s_mov_b32 s0, src_vccz", "src_vccz register not available on this GPU"),
    ("gfx1010", "v_dot2_f32_f16 v0, v1, v2, v3", "instruction not supported on this GPU"),
])
def test_scalar_errors(cpu, text, message):
    isa = isa_for(cpu)
    with pytest.raises(AsmError) as e:
        isa.encode(isa.parse(text))
    assert e.value.message == message


@pytest.mark.parametrize("hexbytes,text", [
    # LLVM 22's GFX10 SDWA disassembly (wave32: a 32-bit SDST; v_cmpx without one)
    ("f902007e69168600", "v_mov_b32_sdwa v0, s105 dst_sel:DWORD dst_unused:UNUSED_PRESERVE "
     "src0_sel:DWORD"),
    ("f9d2047c00e90686", "v_cmp_eq_f32_sdwa s105, v0, s105 src0_sel:DWORD src1_sel:DWORD"),
    ("f904b47d01001606", "v_cmpx_eq_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD"),
])
def test_gfx10_sdwa_disassembly(hexbytes, text):
    assert decode(bytes.fromhex(hexbytes), "gfx1010").text == text


def test_gfx1150_f16_compare_constants():
    # llvm-mc-22 prints the inline 2.0 of an f16 compare as 0x4000, which it re-assembles
    # as a literal: its own text does not round-trip, and neither does ours
    assert encode("s_cmp_eq_f16 2.0, s0", "gfx1150").hex() == "f40052bf"
    assert decode(bytes.fromhex("f40052bf"), "gfx1150").text == "s_cmp_eq_f16 0x4000, s0"
    assert encode("s_cmp_eq_f16 0x4000, s0", "gfx1150").hex() == "ff0052bf00400000"


def test_one_row_carries_every_generation():
    rows = [r for r in all_rows() if r.name == "s_mov_b32" and r.encoding == "SOP1"]
    assert len(rows) == 1
    r = rows[0]
    assert [r.opcode(c) for c in ("gfx6", "gfx9", "gfx10", "gfx1030", "gfx11")] == \
        [0x03, 0x00, 0x03, 0x03, 0x00]


def test_rdna_targets_and_wave_size():
    assert isa_target("gfx1030").column == "gfx1030" and not isa_target("gfx1030").wave64
    assert isa_target("gfx1030:+wavefrontsize64").wave64
    assert isa_target("gfx1151").column == "gfx1150" and isa_target("gfx1151").gen == "gfx11"
    assert isa_target("gfx90a").wave64 and not isa_target("gfx90a").rdna


def test_wave64_lane_masks():
    cpu = "gfx1010:+wavefrontsize64"
    assert encode("v_cmp_eq_f32 vcc, v1, v2", cpu).hex() == "0105047c"
    assert decode(bytes.fromhex("0105047c"), cpu).text == "v_cmp_eq_f32_e32 vcc, v1, v2"
    with pytest.raises(AsmError):
        encode("v_cmp_eq_f32 vcc_lo, v1, v2", cpu)


@pytest.mark.parametrize("text,message", [
    ("v_lshrrev_b64 v[0:1], s0, s[2:3]", "invalid operand (violates constant bus restrictions)"),
    ("v_subrev_f32 v0, src_lds_direct, v0", "lds_direct cannot be used with this instruction"),
    ("v_lshlrev_b32 v0, src_lds_direct, v0", "lds_direct cannot be used with this instruction"),
    # a VOP2 row with no VOP3 form on RDNA (fuzz reproducer: a TypeError in the encoder)
    ("v_pk_fmac_f16_e64 v4, 64, v6", "e64 variant of this instruction is not supported"),
])
def test_valu_errors(text, message):
    isa = isa_for("gfx1010")
    with pytest.raises(AsmError) as e:
        isa.encode(isa.parse(text))
    assert e.value.message == message


@pytest.mark.parametrize("text,hexbytes", [
    # LLVM 22: bit reverse is no reversed-operand instruction; null reads no scalar value
    ("v_bfrev_b32_e32 v68, src_lds_direct", "fe70887e"),
    ("v_div_fixup_f16 v186, null, s14, s0 op_sel:[1,1,0,0]", "ba185fd77d1c0000"),
    ("v_ashrrev_i16 v33, s43, s104 op_sel:[1,1,0] clamp", "219808d72bd00000"),
])
def test_valu_regressions(text, hexbytes):
    assert encode(text, "gfx1030").hex() == hexbytes
    assert decode(bytes.fromhex(hexbytes), "gfx1030").text == text


def test_emulator_refuses_rdna():
    with pytest.raises(TargetError, match="RDNA"):
        Emulator("gfx1100")


def test_object_assembler_follows_mattr_wave_size():
    from amdgcn.asm import assemble
    from amdgcn.errors import AsmErrors
    src = ".text\nv_cmp_eq_f32 vcc, v1, v2\n"
    obj = assemble(src, mcpu="gfx1030", mattr="+wavefrontsize64")
    assert bytes.fromhex("0105047c") in obj
    with pytest.raises(AsmErrors):
        assemble(src, mcpu="gfx1030")       # wave32 by default: vcc_lo
