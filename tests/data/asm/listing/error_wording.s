v_ceil_f32 v1, |u|
v_ceil_f32 v1, neg(u)
v_ceil_f32 v1, abs(u)
v_ceil_f32 v1, lit(u)
v_mov_b32_sdwa v1, sext(u)
v_ceil_f32 v1, 1.0 + 1.0
v_mov_b32 v0, v0 row_mirror
v_mov_b32 v0, v0 row_shl:1
v_ceil_f32_sdwa v5, src_shared_base dst_sel:DWORD src0_sel:DWORD
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)
s_sendmsg sendmsg(MSG_SAVEWAVE)
s_branch offset:1
