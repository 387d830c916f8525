// CONFIG: mcpu=gfx90a
// CONFIG: mcpu=gfx900
// Register indices written as absolute expressions of symbols, assembled (no errors).
.set vbase, 4
.set sb, 10
v_mov_b32 v[vbase], v[vbase+1]
v_add_f32 v[vbase:vbase], v[vbase + 2], s[sb]
s_load_dwordx2 s[sb:sb+1], s[4:5], 0x0
v_lshlrev_b64 v[vbase:vbase+1], 1, v[2*vbase:2*vbase+1]
.set vbase, 20
v_mov_b32 v[vbase], v[vbase+1]
v_mov_b32 v[vbase], v[vbase+1]
global_load_dwordx4 v[vbase:vbase+3], v[0:1], off
