"""Database rows of gfx90a that have no emulator semantics yet (executing one faults).

Kept in step with the instruction database by tests/emu/test_coverage.py: every gfx90a row
is either in :data:`amdgcn.emu.semantics.BUILDERS` or listed here.
"""

UNIMPLEMENTED = frozenset(["ds_condxchg32_rtn_b64", "ds_gws_barrier", "ds_gws_init", "ds_gws_sema_br", "ds_gws_sema_p", "ds_gws_sema_release_all", "ds_gws_sema_v", "image_atomic_add", "image_atomic_and", "image_atomic_cmpswap", "image_atomic_dec", "image_atomic_inc", "image_atomic_or", "image_atomic_smax", "image_atomic_smin", "image_atomic_sub", "image_atomic_swap", "image_atomic_umax", "image_atomic_umin", "image_atomic_xor", "image_get_resinfo", "image_load", "image_load_mip", "image_load_mip_pck", "image_load_mip_pck_sgn", "image_load_pck", "image_load_pck_sgn", "image_sample", "image_store", "image_store_mip", "image_store_mip_pck", "image_store_pck", "s_cbranch_g_fork", "s_cbranch_i_fork", "s_cbranch_join", "s_rfe_b64", "s_rfe_restore_b64", "s_setvskip", "v_screen_partition_4se_b32"])

#: mnemonics with semantics that the database does not list for gfx90a (other targets' forms)
EXTRA = frozenset({"flat_atomic_add_f32", "flat_atomic_pk_add_f16", "s_ttracedata_imm",
                   "v_mul_lo_i32"})
