// LDS variables (.amdgpu_lds) and relocations: SHT_RELA on amdhsa, SHT_REL with addends in
// place on other OSes; .amd_amdgpu_isa where llvm-mc 22 keeps it (no OS).
// CONFIG: mcpu=gfx900 triple=amdgcn--
// CONFIG: mcpu=gfx900
// CONFIG: mcpu=gfx700 triple=amdgcn-amd-amdpal
.text
.globl k
k:
  s_mov_b32 s0, lds0@abs32@lo
  s_mov_b32 s1, lds1@abs32@lo
  s_mov_b32 s2, SCRATCH_RSRC_DWORD0
  s_mov_b32 s3, SCRATCH_RSRC_DWORD1
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, fn@rel32@lo+4
  s_addc_u32 s5, s5, fn@rel32@hi+12
  s_branch k
.Lend:
  s_endpgm
fn:
  s_setpc_b64 s[30:31]
.data
  .long fn + 4, ext + 8, .Lend
  .quad fn, ext - .
  .short fn
.globl lds0
.amdgpu_lds lds0, 192, 16
.amdgpu_lds lds1, 4
.amdgpu_lds unused, 8, 8
