// Code object V3 (llvm-mc 14 --amdhsa-code-object-version=3): two kernels, most
// .amdhsa_* fields, GPR counting symbols, metadata with amdhsa.version 1.0
	.text
	.globl	vadd
	.p2align	8
	.type	vadd,@function
vadd:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[0:1]
	s_waitcnt vmcnt(0)
	global_store_dword v0, v1, s[2:3]
	s_endpgm
.Lfunc_end0:
	.size	vadd, .Lfunc_end0-vadd

	.globl	full
	.p2align	8
	.type	full,@function
full:
	v_mov_b32 v7, 0
	s_mov_b32 s20, 0
	s_endpgm
.Lfunc_end1:
	.size	full, .Lfunc_end1-full

	.rodata
	.p2align	6
	.amdhsa_kernel vadd
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 6
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel full
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
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
		.amdhsa_reserve_flat_scratch 0
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
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 256
    .name:           vadd
    .private_segment_fixed_size: 0
    .sgpr_count:     6
    .symbol:         vadd.kd
    .vgpr_count:     2
    .wavefront_size: 64
  - .args:           []
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 4
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 1024
    .name:           full
    .private_segment_fixed_size: 16
    .sgpr_count:     21
    .symbol:         full.kd
    .vgpr_count:     8
    .wavefront_size: 64
amdhsa.version:
  - 1
  - 0
...
	.end_amdgpu_metadata
