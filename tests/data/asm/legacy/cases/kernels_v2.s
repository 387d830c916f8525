// Code object V2 (llvm-mc 14 --amdhsa-code-object-version=2): the version and ISA notes,
// two kernels with amd_kernel_code_t headers, the V2 predefined symbols, data
	.hsa_code_object_version 2,1
	.hsa_code_object_isa
	.text
	.globl k
	.p2align 8
	.amdgpu_hsa_kernel k
k:
	.amd_kernel_code_t
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_ptr = 1
		user_sgpr_count = 4
		is_ptr64 = 1
		wavefront_sgpr_count = 8
		workitem_vgpr_count = 4
		kernarg_segment_byte_size = 16
		granulated_workitem_vgpr_count = 0
		granulated_wavefront_sgpr_count = 0
		enable_vgpr_workitem_id = 2
		workgroup_group_segment_byte_size = 256
		amd_machine_version_major = .option.machine_version_major
	.end_amd_kernel_code_t
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_mov_b32 v3, 0
	s_endpgm
	.p2align 8
	.amdgpu_hsa_kernel k2
k2:
	.amd_kernel_code_t
		is_ptr64 = 1
		wavefront_sgpr_count = .kernel.sgpr_count
		workitem_vgpr_count = .kernel.vgpr_count
	.end_amd_kernel_code_t
	s_mov_b32 s9, 0
	v_mov_b32 v11, 0
	s_endpgm
	.data
	.p2align 2
table:
	.long 1, 2, 3, k
