// A complete code object V5/V6 kernel: target, descriptor, metadata.
// CONFIG: mcpu=gfx90a
// CONFIG: mcpu=gfx90a mattr=-xnack,+sramecc
// CONFIG: mcpu=gfx90a mattr=+xnack,+tgsplit
.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.text
.globl vadd
.p2align 8
.type vadd,@function
vadd:
  s_load_dwordx2 s[0:1], s[4:5], 0x0
  v_mov_b32 v0, 1.0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v1, s0
  v_mov_b32 v2, s1
  s_endpgm
.Lvadd_end:
  .size vadd, .Lvadd_end - vadd

.rodata
.p2align 6
.amdhsa_kernel vadd
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_kernarg_size 16
  .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
  .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
  .amdhsa_accum_offset 4
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_exception_fp_ieee_div_zero 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version:
  - 1
  - 2
amdhsa.kernels:
  - .name: vadd
    .symbol: vadd.kd
    .kernarg_segment_size: 16
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 3
    .max_flat_workgroup_size: 256
    .language: OpenCL C
    .language_version: [ 2, 0 ]
    .reqd_workgroup_size: [ 64, 1, 1 ]
    .args:
      - .size: 8
        .offset: 0
        .value_kind: global_buffer
        .address_space: global
        .actual_access: write_only
        .name: out
        .type_name: 'float*'
      - .size: 4
        .offset: 8
        .value_kind: by_value
        .is_const: true
amdhsa.printf:
  - '1:1:4:%d\n'
...
.end_amdgpu_metadata
