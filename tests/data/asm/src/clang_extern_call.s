// clang-22 -O2 output for a kernel calling an external function (max/totalnumvgprs/extrasgprs in .amdhsa_*)
// CONFIG: mcpu=gfx90a
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	k                       ; -- Begin function k
	.globl	k
	.p2align	8
	.type	k,@function
k:                                      ; @k
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx2 s[34:35], s[8:9], 0x0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_add_u32 s8, s8, 8
	s_addc_u32 s9, s9, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, ext_fn@rel32@lo+4
	s_addc_u32 s19, s19, ext_fn@rel32@hi+12
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s34
	v_mov_b32_e32 v1, s35
	s_mov_b32 s32, 0
	v_mov_b32_e32 v40, 0
	s_swappc_b64 s[30:31], s[18:19]
	v_mov_b32_e32 v0, 3
	global_store_dword v40, v0, s[34:35] offset:4
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel k
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(k.num_agpr, k.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(k.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, k.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
                                        ; -- End function
	.set k.num_vgpr, max(41, amdgpu.max_num_vgpr)
	.set k.num_agpr, max(0, amdgpu.max_num_agpr)
	.set k.numbered_sgpr, max(36, amdgpu.max_num_sgpr)
	.set k.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set k.private_seg_size, 0
	.set k.uses_vcc, 1
	.set k.uses_flat_scratch, 1
	.set k.has_dyn_sized_stack, 1
	.set k.has_recursion, 1
	.set k.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 108
; TotalNumSgprs: k.numbered_sgpr+6
; NumVgprs: k.num_vgpr
; NumAgprs: k.num_agpr
; TotalNumVgprs: totalnumvgprs(k.num_agpr, k.num_vgpr)
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(k.numbered_sgpr+extrasgprs(k.uses_vcc, k.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(k.num_agpr, k.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(k.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(k.num_agpr, k.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, k.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(k.numbered_sgpr+extrasgprs(k.uses_vcc, k.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(k.num_agpr, k.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, k.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_k  ; -- Begin function __clang_ocl_kern_imp_k
	.globl	__clang_ocl_kern_imp_k
	.p2align	2
	.type	__clang_ocl_kern_imp_k,@function
__clang_ocl_kern_imp_k:                 ; @__clang_ocl_kern_imp_k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v42, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	v_writelane_b32 v42, s16, 2
	s_addk_i32 s32, 0x400
	v_writelane_b32 v42, s30, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, ext_fn@rel32@lo+4
	s_addc_u32 s17, s17, ext_fn@rel32@hi+12
	buffer_store_dword v40, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v42, s31, 1
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v40, v0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v0, 3
	global_store_dword v[40:41], v0, off offset:4
	buffer_load_dword v41, off, s[0:3], s33 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v40, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	v_readlane_b32 s31, v42, 1
	v_readlane_b32 s30, v42, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v42, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v42, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_k, .Lfunc_end1-__clang_ocl_kern_imp_k
                                        ; -- End function
	.set __clang_ocl_kern_imp_k.num_vgpr, max(43, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_k.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_k.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_k.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_k.private_seg_size, 16
	.set __clang_ocl_kern_imp_k.uses_vcc, 1
	.set __clang_ocl_kern_imp_k.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_k.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_k.has_recursion, 1
	.set __clang_ocl_kern_imp_k.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 192
; TotalNumSgprs: __clang_ocl_kern_imp_k.numbered_sgpr+6
; NumVgprs: max(43, amdgpu.max_num_vgpr)
; NumAgprs: max(0, amdgpu.max_num_agpr)
; TotalNumVgprs: totalnumvgprs(__clang_ocl_kern_imp_k.num_agpr, __clang_ocl_kern_imp_k.num_vgpr)
; ScratchSize: 16
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 43
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.hidden	ext_fn
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         88
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         104
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         112
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         120
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         208
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           k
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         k.kd
    .uses_dynamic_stack: true
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
