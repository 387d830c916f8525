// Fixups: branches, PC-relative literals, @specifiers and data relocations.
// CONFIG: mcpu=gfx90a
// CONFIG: mcpu=gfx900
.text
.globl callee
callee:
  s_setpc_b64 s[30:31]
caller:
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, callee@rel32@lo+4
  s_addc_u32 s5, s5, callee@rel32@hi+12
  s_add_u32 s6, s6, local_fn@rel32@lo+4
  s_addc_u32 s7, s7, local_fn@rel32@hi+12
  s_mov_b32 s0, ext
  s_mov_b32 s1, local_fn
  s_mov_b32 s2, local_fn - caller
  s_mov_b32 s3, ext@abs32@lo
  s_mov_b32 s3, ext@abs32@hi
  s_mov_b32 s8, ext@gotpcrel32@lo
  s_mov_b32 s9, ext@gotpcrel32@hi
  s_branch local_fn
  s_branch callee
  s_cbranch_scc0 caller
  s_cbranch_vccnz .Lback
.Lback:
  s_mov_b32 s10, later_const
local_fn:
  s_endpgm
.set later_const, 0x1234
.data
  .long local_fn, callee, ext
  .long local_fn - caller, ext - ., ext@rel32@lo
  .quad ext, ext@rel64, local_fn@abs64
  .short local_fn
