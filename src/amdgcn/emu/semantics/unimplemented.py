"""Database rows of gfx90a that have no emulator semantics yet (executing one faults).

Kept in step with the instruction database by tests/emu/test_coverage.py: every gfx90a row
is either in :data:`amdgcn.emu.semantics.BUILDERS` or listed here.
"""

UNIMPLEMENTED = frozenset("""
    buffer_load_format_d16_hi_x buffer_load_format_d16_x buffer_load_format_d16_xy
    buffer_load_format_d16_xyz buffer_load_format_d16_xyzw buffer_load_format_x
    buffer_load_format_xy buffer_load_format_xyz buffer_load_format_xyzw
    buffer_store_format_d16_hi_x buffer_store_format_d16_x buffer_store_format_d16_xy
    buffer_store_format_d16_xyz buffer_store_format_d16_xyzw buffer_store_format_x
    buffer_store_format_xy buffer_store_format_xyz buffer_store_format_xyzw
    buffer_store_lds_dword ds_append ds_cmpst_f64 ds_cmpst_rtn_f64 ds_condxchg32_rtn_b64
    ds_consume ds_gws_barrier ds_gws_init ds_gws_sema_br ds_gws_sema_p ds_gws_sema_release_all
    ds_gws_sema_v ds_read_addtid_b32 ds_read_i8_d16 ds_read_i8_d16_hi ds_read_u16_d16
    ds_read_u16_d16_hi ds_read_u8_d16 ds_read_u8_d16_hi ds_wrap_rtn_b32 ds_write_addtid_b32
    ds_wrxchg2_rtn_b32 ds_wrxchg2_rtn_b64 ds_wrxchg2st64_rtn_b32 ds_wrxchg2st64_rtn_b64
    image_atomic_add image_atomic_and image_atomic_cmpswap image_atomic_dec image_atomic_inc
    image_atomic_or image_atomic_smax image_atomic_smin image_atomic_sub image_atomic_swap
    image_atomic_umax image_atomic_umin image_atomic_xor image_get_resinfo image_load
    image_load_mip image_load_mip_pck image_load_mip_pck_sgn image_load_pck image_load_pck_sgn
    image_sample image_store image_store_mip image_store_mip_pck image_store_pck s_atomic_add
    s_atomic_add_x2 s_atomic_and s_atomic_and_x2 s_atomic_cmpswap s_atomic_cmpswap_x2
    s_atomic_dec s_atomic_dec_x2 s_atomic_inc s_atomic_inc_x2 s_atomic_or s_atomic_or_x2
    s_atomic_smax s_atomic_smax_x2 s_atomic_smin s_atomic_smin_x2 s_atomic_sub s_atomic_sub_x2
    s_atomic_swap s_atomic_swap_x2 s_atomic_umax s_atomic_umax_x2 s_atomic_umin s_atomic_umin_x2
    s_atomic_xor s_atomic_xor_x2 s_buffer_atomic_add s_buffer_atomic_add_x2 s_buffer_atomic_and
    s_buffer_atomic_and_x2 s_buffer_atomic_cmpswap s_buffer_atomic_cmpswap_x2
    s_buffer_atomic_dec s_buffer_atomic_dec_x2 s_buffer_atomic_inc s_buffer_atomic_inc_x2
    s_buffer_atomic_or s_buffer_atomic_or_x2 s_buffer_atomic_smax s_buffer_atomic_smax_x2
    s_buffer_atomic_smin s_buffer_atomic_smin_x2 s_buffer_atomic_sub s_buffer_atomic_sub_x2
    s_buffer_atomic_swap s_buffer_atomic_swap_x2 s_buffer_atomic_umax s_buffer_atomic_umax_x2
    s_buffer_atomic_umin s_buffer_atomic_umin_x2 s_buffer_atomic_xor s_buffer_atomic_xor_x2
    s_cbranch_cdbgsys s_cbranch_cdbgsys_and_user s_cbranch_cdbgsys_or_user s_cbranch_cdbguser
    s_cbranch_g_fork s_cbranch_i_fork s_cbranch_join s_dcache_discard s_dcache_discard_x2
    s_quadmask_b32 s_rfe_b64 s_rfe_restore_b64 s_scratch_load_dword s_scratch_load_dwordx2
    s_scratch_load_dwordx4 s_scratch_store_dword s_scratch_store_dwordx2 s_scratch_store_dwordx4
    s_setvskip tbuffer_load_format_d16_x tbuffer_load_format_d16_xy tbuffer_load_format_d16_xyz
    tbuffer_load_format_d16_xyzw tbuffer_load_format_x tbuffer_load_format_xy
    tbuffer_load_format_xyz tbuffer_load_format_xyzw tbuffer_store_format_d16_x
    tbuffer_store_format_d16_xy tbuffer_store_format_d16_xyz tbuffer_store_format_d16_xyzw
    tbuffer_store_format_x tbuffer_store_format_xy tbuffer_store_format_xyz
    tbuffer_store_format_xyzw
    v_mfma_f32_16x16x1f32 v_mfma_f32_16x16x2bf16 v_mfma_f32_16x16x4bf16_1k
    v_mfma_f32_16x16x4f16 v_mfma_f32_32x32x1f32 v_mfma_f32_32x32x2bf16 v_mfma_f32_32x32x4bf16_1k
    v_mfma_f32_32x32x4f16 v_mfma_f32_4x4x1f32 v_mfma_f32_4x4x2bf16 v_mfma_f32_4x4x4bf16_1k
    v_mfma_f32_4x4x4f16 v_mfma_f64_4x4x4f64 v_mfma_i32_16x16x4i8 v_mfma_i32_32x32x4i8
    v_mfma_i32_4x4x4i8 v_mqsad_u32_u8 v_screen_partition_4se_b32
""".split())

#: mnemonics with semantics that the database does not list for gfx90a (other targets' forms)
EXTRA = frozenset({"flat_atomic_add_f32", "flat_atomic_pk_add_f16", "s_ttracedata_imm",
                   "v_mul_lo_i32"})
