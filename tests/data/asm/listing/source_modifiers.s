v_ceil_f32 v0, --1
v_ceil_f16 v0, abs(neg(1))
v_ceil_f32 v0, -(-1)
v_ceil_f32 v0, --v1
v_ceil_f32 v0, abs(neg(v1))
v_ceil_f32 v0, neg(abs(v1))
v_ceil_f32 v0, -|v1|
v_ceil_f32 v0, |-v1|
v_ceil_f32 v0, - -1
v_ceil_f32 v0, -abs(1)
v_ceil_f32 v0, neg(-1)
v_ceil_f32 v0, -(1)
v_ceil_f32 v0, neg(-2.0)
v_ceil_f32 v0, |-1|
v_ceil_f32 v0, neg(|v1|)
v_ceil_f32 v0, |neg(v1)|
v_ceil_f32 v0, abs(|v1|)
v_ceil_f32 v0, neg(neg(v1))
v_ceil_f32 v0, -neg(v1)
v_ceil_f32 v0, neg(-v1)
v_ceil_f32 v0, - v1
v_ceil_f32 v0, neg(lit(1))
v_mov_b32 v0, lit(-1)
v_ceil_f32 v0, abs v1
v_ceil_f32 v0, -[v1]
v_mov_b32 -v0, v1
v_cmp_eq_f32 -vcc, v1, v2
v_add_f32_e64 -v0, v1, v2
v_mov_b32 sext(v0), v1
v_add_u32_e64 v0, sext(v1), v2
v_add_u32 v0, v1, sext(v2)
v_add_f32_e64 v0, sext(v1), v2
v_cmp_eq_u32 vcc, sext(v1), v2
v_ceil_f64 v[0:1], u
v_add_u16 v0, u, v0
v_add_f32 v0, u, v0
v_lshlrev_b64 v[0:1], u, v[2:3]
v_fma_f32 v0, u, v1, v2
v_writelane_b32 v3, s2, m0
v_writelane_b32 v3, m0, s2
v_nop row_shl:1 row_mask:0xa bank_mask:0x1 bound_ctrl:0
v_nop_dpp quad_perm:[0,1,2,3]
v_nop dst_sel:DWORD
v_nop_sdwa
v_ceil_f32 v1, |(1|2)|
v_ceil_f32 v1, |1+2|
.set i1, 1
v_ceil_f32 v1, abs(i1+1)
v_ceil_f32 v1, |-(i1+1)|
buffer_load_dword v1, off, s[4:7], s1 offset:i1+4
s_sendmsg sendmsg(i1+1, i1)
v_mov_b32 v0, v0 quad_perm:[i1,i1+1,0,i1*3]
s_branch i1+1
