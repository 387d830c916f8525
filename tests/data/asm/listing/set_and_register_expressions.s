.set x, 2+3
y = x*2
.equ z, 7
.set w, y
v_mov_b32 v[x], v[y]
s_mov_b32 s0, z
s_mov_b32 s0, 0x100+w
.set x, 1
v_mov_b32 v[x], 0
.set lab, foo
foo:
s_branch foo
.set vbase, 4
v_lshlrev_b64 v[vbase:vbase+1], 1, v[2*vbase:2*vbase+1]
v_mov_b32 v[nope], 0
v_mov_b32 v[x-5], 0
