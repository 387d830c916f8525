"""Small seeds for the code object, linker and emulator targets: tiny gfx90a kernels (10-20
instructions each, one per instruction class the emulator runs: scalar and vector ALU, memory,
LDS, atomics, branches and loops, DPP and lane reads, MFMA) built by our own assembler as
linked code objects and as relocatable objects of 2-5 KiB.

A mutated tiny object parses, prints and runs in about a millisecond, where a clang-22 fixture
of 8-48 KiB with a thousand instructions takes 20-50 ms: the targets draw most inputs from
these and the clang fixtures at a lower rate (``fuzz/targets.py``).
"""

from __future__ import annotations

from functools import cache

#: name -> (kernel body, extra descriptor directives); every kernel takes (uint *out, uint n)
KERNELS = {
    "store": ("""
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_load_dword s6, s[0:1], 0x8
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_cmp_gt_u32 vcc, s6, v0
  s_and_saveexec_b64 s[8:9], vcc
  s_cbranch_execz .Lend
  global_store_dword v1, v0, s[4:5]
.Lend:
  s_endpgm""", ""),
    "loop": ("""
  s_load_dword s6, s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  s_min_u32 s6, s6, 100
  s_add_u32 s6, s6, 1
  v_mov_b32 v1, 0
.Lloop:
  v_add_u32 v1, v1, v0
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 .Lloop
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v2, 2, v0
  s_waitcnt lgkmcnt(0)
  global_store_dword v2, v1, s[4:5]
  s_endpgm""", ""),
    "lds": ("""
  v_lshlrev_b32 v1, 2, v0
  ds_write_b32 v1, v0
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_xor_b32 v2, 4, v1
  ds_read_b32 v3, v2
  ds_read2_b32 v[4:5], v1 offset1:1
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_add_u32 v3, v3, v4
  global_store_dword v1, v3, s[4:5]
  s_endpgm""", "  .amdhsa_group_segment_fixed_size 1028\n"),
    "valu": ("""
  v_cvt_f32_u32 v1, v0
  v_mul_f32 v2, 0.5, v1
  v_fma_f32 v3, v2, v1, 1.0
  v_sqrt_f32 v4, v3
  v_cmp_lt_f32 vcc, 4.0, v4
  v_cndmask_b32 v5, v4, v2, vcc
  v_pk_add_f16 v6, v5, v5
  v_mad_u32_u24 v7, v0, v0, 3
  v_cvt_u32_f32 v8, v6
  v_add_u32 v7, v7, v8
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v7, s[4:5]
  s_endpgm""", ""),
    "scalar": ("""
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_and_b32 s8, s6, 3
  s_cmp_eq_u32 s8, 0
  s_cbranch_scc1 .Lzero
  s_lshl_b32 s9, s8, 2
  s_add_u32 s4, s4, s9
  s_addc_u32 s5, s5, 0
.Lzero:
  s_bfe_u32 s10, s6, 0x30002
  s_mul_i32 s10, s10, s2
  v_mov_b32 v1, s10
  v_mov_b32 v2, 0
  global_store_dword v2, v1, s[4:5]
  s_endpgm""", ""),
    "atomic": ("""
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_mov_b32 v1, 0
  v_mov_b32 v2, 1
  s_waitcnt lgkmcnt(0)
  global_atomic_add v3, v1, v2, s[4:5] glc
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v4, 2, v0
  global_load_dword v5, v4, s[4:5] offset:4
  s_waitcnt vmcnt(0)
  v_max_u32 v5, v5, v3
  global_store_dword v4, v5, s[4:5] offset:4
  s_endpgm""", ""),
    "lanes": ("""
  v_readfirstlane_b32 s4, v0
  v_mov_b32_dpp v1, v0 row_shr:1 bound_ctrl:0
  v_add_u32_dpp v1, v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
  v_bfe_u32 v2, v0, 2, 3
  v_readlane_b32 s5, v1, 7
  v_writelane_b32 v2, s5, 3
  v_mbcnt_lo_u32_b32 v3, -1, 0
  v_mbcnt_hi_u32_b32 v3, -1, v3
  s_load_dwordx2 s[6:7], s[0:1], 0x0
  v_lshlrev_b32 v4, 2, v0
  v_add_u32 v2, v2, v3
  s_waitcnt lgkmcnt(0)
  global_store_dword v4, v2, s[6:7]
  s_endpgm""", ""),
    "mfma": ("""
  v_cvt_f32_u32 v1, v0
  v_accvgpr_write_b32 a0, 0
  v_accvgpr_write_b32 a1, 0
  v_accvgpr_write_b32 a2, 0
  v_accvgpr_write_b32 a3, 0
  v_mfma_f32_4x4x1f32 a[0:3], v1, v1, a[0:3]
  s_nop 7
  s_nop 2
  v_accvgpr_read_b32 v2, a0
  v_cvt_u32_f32 v2, v2
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v3, 2, v0
  s_waitcnt lgkmcnt(0)
  global_store_dword v3, v2, s[4:5]
  s_endpgm""", "  .amdhsa_next_free_vgpr 12\n  .amdhsa_accum_offset 8\n"),
}

_METADATA = """
.amdgpu_metadata
---
amdhsa.version:
  - 1
  - 2
amdhsa.kernels:
  - .name: {name}
    .symbol: {name}.kd
    .kernarg_segment_size: 16
    .group_segment_fixed_size: {lds}
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 16
    .vgpr_count: {vgprs}
    .agpr_count: {agprs}
    .max_flat_workgroup_size: 256
    .args:
      - .size: 8
        .offset: 0
        .value_kind: global_buffer
        .address_space: global
        .name: out
        .type_name: 'uint*'
      - .size: 4
        .offset: 8
        .value_kind: by_value
        .name: n
...
.end_amdgpu_metadata
"""


def kernel_source(name: str) -> str:
    """The assembly file of one tiny kernel (text, descriptor, metadata)."""
    body, extra = KERNELS[name]
    lds = 1028 if "group_segment" in extra else 0
    vgprs, agprs = (12, 4) if "accum_offset" in extra else (12, 0)
    if "next_free_vgpr" not in extra:
        extra += "  .amdhsa_next_free_vgpr 12\n  .amdhsa_accum_offset 12\n"
    return f""".amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.text
.globl {name}
.p2align 8
.type {name},@function
{name}:{body}
.L{name}_end:
  .size {name}, .L{name}_end - {name}

.rodata
.p2align 6
.amdhsa_kernel {name}
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_kernarg_size 16
  .amdhsa_next_free_sgpr 16
{extra}.end_amdhsa_kernel
""" + _METADATA.format(name=name, lds=lds, vgprs=vgprs, agprs=agprs)


@cache
def tiny_objects() -> tuple[tuple[str, bytes, bytes], ...]:
    """``(name, linked code object, relocatable object)`` of every tiny kernel."""
    from amdgcn.asm.objasm import assemble
    out = []
    for name in KERNELS:
        src = kernel_source(name)
        out.append((name, assemble(src, mcpu="gfx90a", link=True),
                    assemble(src, mcpu="gfx90a")))
    return tuple(out)
