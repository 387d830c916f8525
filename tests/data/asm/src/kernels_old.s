// Kernel descriptors on GCN processors: defaults, every field, GPR granules, V4 and V5.
// CONFIG: mcpu=gfx803
// CONFIG: mcpu=gfx802
// CONFIG: mcpu=gfx700
// CONFIG: mcpu=gfx600
// CONFIG: mcpu=gfx900 mattr=+xnack
// CONFIG: mcpu=gfx906 mattr=-xnack
// CONFIG: mcpu=gfx908
.amdhsa_code_object_version 4
.text
.p2align 8
minimal:
  s_endpgm
.p2align 8
.globl full
full:
  v_mov_b32 v5, 0
  s_mov_b32 s13, 0
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel minimal
  .amdhsa_next_free_vgpr 0
  .amdhsa_next_free_sgpr 0
.end_amdhsa_kernel
.p2align 6
.amdhsa_kernel full
  .amdhsa_group_segment_fixed_size 1024
  .amdhsa_private_segment_fixed_size 16
  .amdhsa_kernarg_size 64
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 1
  .amdhsa_user_sgpr_private_segment_size 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_system_sgpr_workgroup_id_x 0
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_sgpr_workgroup_info 1
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
  .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
  .amdhsa_reserve_vcc 0
  .amdhsa_float_round_mode_32 1
  .amdhsa_float_round_mode_16_64 2
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 0
  .amdhsa_dx10_clamp 0
  .amdhsa_ieee_mode 0
  .amdhsa_exception_fp_ieee_invalid_op 1
  .amdhsa_exception_fp_denorm_src 1
  .amdhsa_exception_fp_ieee_div_zero 1
  .amdhsa_exception_fp_ieee_overflow 1
  .amdhsa_exception_fp_ieee_underflow 1
  .amdhsa_exception_fp_ieee_inexact 1
  .amdhsa_exception_int_div_zero 1
  .amdhsa_uses_dynamic_stack 1
.end_amdhsa_kernel
.amdhsa_code_object_version 5
