s_mov_b32 s0, lit(-1)
s_add_u32 s0, lit(-2), s1
s_mov_b32 s0, lit(1)
s_mov_b64 s[0:1], lit(-1)
s_cmp_eq_u32 lit(-5), s0
s_and_b32 s0, s1, lit(-3)
s_mov_b64 s[0:1], lit(5)
s_mov_b64 s[0:1], lit(-7)
