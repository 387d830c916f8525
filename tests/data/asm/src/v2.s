// Code object V2 directives where llvm-mc 22 still has them: no amdhsa OS.
// CONFIG: mcpu=gfx803 triple=amdgcn--
// CONFIG: mcpu=gfx90a triple=amdgcn-amd-amdpal
// CONFIG: mcpu=gfx700 triple=amdgcn-amd-mesa3d
.text
.globl hello
.p2align 8
.amdgpu_hsa_kernel hello
hello:
  .amd_kernel_code_t
    enable_sgpr_kernarg_segment_ptr = 1
    is_ptr64 = 1
    compute_pgm_rsrc1_vgprs = 1
    compute_pgm_rsrc1_sgprs = 2
    compute_pgm_rsrc2_user_sgpr = 2
    compute_pgm_rsrc2_tgid_x_en = 1
    compute_pgm_rsrc1_float_mode = 0xc0
    kernarg_segment_byte_size = 16
    wavefront_sgpr_count = .kernel.sgpr_count
    workitem_vgpr_count = 3
    private_element_size = 1
    max_scratch_backing_memory_byte_size = 5
  .end_amd_kernel_code_t
  s_mov_b32 s5, 0
  v_mov_b32 v2, 0
  s_endpgm
.Lhello_end:
  .size hello, .Lhello_end - hello
.long .option.machine_version_major, .option.machine_version_minor
.long .option.machine_version_stepping, .kernel.vgpr_count
