// llvm-objdump -d corner cases (tools/build_codeobj_fixtures.py assembles and links this file):
// no symbol at the section start, untyped labels that branches name, STT_FUNC and STT_OBJECT
// symbols, data in code, zero runs, long lines, s_call_b64, a second code section, a tail.
.text
  s_branch 0
  s_cbranch_scc1 fn
  s_cbranch_vccz glob
  s_branch local_b
  s_branch table
  s_call_b64 s[0:1], fn
  s_call_b64 s[0:1], table
fn:
.type fn,@function
  s_nop 1
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0x41
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0x3f800000
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0xfffffff0
  v_cmp_lt_u32_sdwa s[0:1], v1, v5 src0_sel:WORD_0 src1_sel:DWORD
  v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:1 abid:1 blgp:2
glob:
.globl glob
.protected glob
local_a:
local_b:
  s_nop 2
table:
.type table,@object
.long 0x11223344, 0x41424344, 0x7e7f2021, 0
.byte 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x6b, 0x6c
.size table, 28
after_table:
  s_endpgm
.long 0, 0, 0, 0
  s_endpgm
.long 0
.byte 0, 0, 0, 1
  s_endpgm
.long 0, 0, 0
  s_branch after_table

.section .text.second,"ax",@progbits
  s_branch 1
  s_branch 0
  s_endpgm
  s_endpgm
.byte 0x81, 0xbf
