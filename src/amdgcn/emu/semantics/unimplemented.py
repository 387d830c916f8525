"""Database rows that have no emulator semantics yet (executing one faults).

Kept in step with the instruction database by tests/emu/test_coverage.py: every gfx90a row
is either in :data:`amdgcn.emu.semantics.BUILDERS` or listed in :data:`UNIMPLEMENTED`, and
every row of gfx900, gfx906, gfx908 and gfx942 is implemented or listed here as well
(:data:`UNIMPLEMENTED_GFX9`, :data:`UNIMPLEMENTED_GFX940`).
"""

from amdgcn.emu.semantics.fp8 import BUILDERS as FP8_CONVERSIONS
from amdgcn.emu.semantics.mfma import GFX940_NAMES, GFX940_SHAPES
from amdgcn.emu.semantics.smfmac import SHAPES as SMFMAC_SHAPES

UNIMPLEMENTED = frozenset(["ds_condxchg32_rtn_b64", "ds_gws_barrier", "ds_gws_init", "ds_gws_sema_br", "ds_gws_sema_p", "ds_gws_sema_release_all", "ds_gws_sema_v", "image_atomic_add", "image_atomic_and", "image_atomic_cmpswap", "image_atomic_dec", "image_atomic_inc", "image_atomic_or", "image_atomic_smax", "image_atomic_smin", "image_atomic_sub", "image_atomic_swap", "image_atomic_umax", "image_atomic_umin", "image_atomic_xor", "image_get_resinfo", "image_load", "image_load_mip", "image_load_mip_pck", "image_load_mip_pck_sgn", "image_load_pck", "image_load_pck_sgn", "image_sample", "image_store", "image_store_mip", "image_store_mip_pck", "image_store_pck", "s_cbranch_g_fork", "s_cbranch_i_fork", "s_cbranch_join", "s_rfe_b64", "s_rfe_restore_b64", "s_setvskip", "v_screen_partition_4se_b32"])

#: mnemonics with semantics that the database does not list for gfx90a (other targets' forms:
#: GFX8's v_mul_lo_i32, gfx940's renamed MFMA shapes and new moves, shifts, fused K forms,
#: 8-bit float conversions, sparse MFMA)
EXTRA = frozenset({"flat_atomic_add_f32", "flat_atomic_pk_add_f16", "s_ttracedata_imm",
                   "v_mul_lo_i32", "v_mov_b64", "v_lshl_add_u64", "v_fmamk_f32", "v_fmaak_f32",
                   "buffer_inv", *GFX940_NAMES, *GFX940_SHAPES, *FP8_CONVERSIONS,
                   *SMFMAC_SHAPES})

#: rows of gfx900, gfx906 and gfx908 that gfx90a dropped and the emulator lacks: graphics
#: (export, interpolation, sampling), the LDS src2 and ordered-count forms, and gfx900's
#: unfused v_mad_mix_*
UNIMPLEMENTED_GFX9 = frozenset({
    "ds_add_src2_f32", "ds_add_src2_u32", "ds_add_src2_u64", "ds_and_src2_b32",
    "ds_and_src2_b64", "ds_dec_src2_u32", "ds_dec_src2_u64", "ds_inc_src2_u32",
    "ds_inc_src2_u64", "ds_max_src2_f32", "ds_max_src2_f64", "ds_max_src2_i32",
    "ds_max_src2_i64", "ds_max_src2_u32", "ds_max_src2_u64", "ds_min_src2_f32",
    "ds_min_src2_f64", "ds_min_src2_i32", "ds_min_src2_i64", "ds_min_src2_u32",
    "ds_min_src2_u64", "ds_or_src2_b32", "ds_or_src2_b64", "ds_ordered_count",
    "ds_rsub_src2_u32", "ds_rsub_src2_u64", "ds_sub_src2_u32", "ds_sub_src2_u64",
    "ds_write_src2_b32", "ds_write_src2_b64", "ds_xor_src2_b32", "ds_xor_src2_b64", "exp",
    "image_gather4", "image_gather4_b", "image_gather4_b_cl", "image_gather4_b_cl_o",
    "image_gather4_b_o", "image_gather4_c", "image_gather4_c_b", "image_gather4_c_b_cl",
    "image_gather4_c_b_cl_o", "image_gather4_c_b_o", "image_gather4_c_cl",
    "image_gather4_c_cl_o", "image_gather4_c_l", "image_gather4_c_l_o", "image_gather4_c_lz",
    "image_gather4_c_lz_o", "image_gather4_c_o", "image_gather4_cl", "image_gather4_cl_o",
    "image_gather4_l", "image_gather4_l_o", "image_gather4_lz", "image_gather4_lz_o",
    "image_gather4_o", "image_gather4h", "image_get_lod", "image_sample_b", "image_sample_b_cl",
    "image_sample_b_cl_o", "image_sample_b_o", "image_sample_c", "image_sample_c_b",
    "image_sample_c_b_cl", "image_sample_c_b_cl_o", "image_sample_c_b_o", "image_sample_c_cd",
    "image_sample_c_cd_cl", "image_sample_c_cd_cl_o", "image_sample_c_cd_o",
    "image_sample_c_cl", "image_sample_c_cl_o", "image_sample_c_d", "image_sample_c_d_cl",
    "image_sample_c_d_cl_o", "image_sample_c_d_o", "image_sample_c_l", "image_sample_c_l_o",
    "image_sample_c_lz", "image_sample_c_lz_o", "image_sample_c_o", "image_sample_cd",
    "image_sample_cd_cl", "image_sample_cd_cl_o", "image_sample_cd_o", "image_sample_cl",
    "image_sample_cl_o", "image_sample_d", "image_sample_d_cl", "image_sample_d_cl_o",
    "image_sample_d_o", "image_sample_l", "image_sample_l_o", "image_sample_lz",
    "image_sample_lz_o", "image_sample_o", "v_interp_mov_f32", "v_interp_p1_f32",
    "v_interp_p1ll_f16", "v_interp_p1lv_f16", "v_interp_p2_f16", "v_interp_p2_f32",
    "v_interp_p2_legacy_f16", "v_mad_mix_f32", "v_mad_mixhi_f16", "v_mad_mixlo_f16"})

#: rows of gfx940/gfx942 that the emulator lacks: packed bf16/f16 LDS and global adds, and
#: the loads to LDS
UNIMPLEMENTED_GFX940 = frozenset({
    "ds_pk_add_bf16", "ds_pk_add_f16", "ds_pk_add_rtn_bf16", "ds_pk_add_rtn_f16",
    "flat_atomic_pk_add_bf16", "global_atomic_pk_add_bf16", "global_load_lds_dword",
    "global_load_lds_sbyte", "global_load_lds_sshort", "global_load_lds_ubyte",
    "global_load_lds_ushort", "scratch_load_lds_dword", "scratch_load_lds_sbyte",
    "scratch_load_lds_sshort", "scratch_load_lds_ubyte", "scratch_load_lds_ushort"})
