// Errors, every one of a file, with llvm-mc's words and places.
// CONFIG: mcpu=gfx90a
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.byte 256
.short -32769
.long 1, , 2
.p2align 64
.balign 3
.section .text,"aw"
.foo_unknown
label:
label:
.set label, 1
.amdhsa_kernel
.amdhsa_kernel k1
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
  .amdhsa_next_free_sgpr 1
.end_amdhsa_kernel
.amdhsa_kernel k2
  .amdhsa_next_free_vgpr 1
.end_amdhsa_kernel
.amdhsa_kernel k3
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
.end_amdhsa_kernel
.amdhsa_kernel k4
  .amdhsa_bogus 1
.end_amdhsa_kernel
.amdhsa_kernel k5
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
  .amdhsa_accum_offset 6
.end_amdhsa_kernel
.amdgpu_metadata
amdhsa.version: [ 1, 0 ]
.end_amdgpu_metadata
.amdhsa_code_object_version 3
.popsection
.type sym, @bogus
1 + 2
.else
.endif
.elseif 1
.if 1
.else
.else
.endif
.if undefined_sym
.endif
