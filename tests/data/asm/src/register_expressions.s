// CONFIG: mcpu=gfx90a
// CONFIG: mcpu=tonga
// Register indices written as absolute expressions of symbols (v[base+1], s[sb:sb+1]),
// their errors, and symbols set again between uses.
.set vbase, 4
.set sb, 10
v_mov_b32 v[vbase], v[vbase+1]
v_add_f32 v[vbase:vbase], v[vbase + 2], s[sb]
s_load_dwordx2 s[sb:sb+1], s[4:5], 0x0
v_lshlrev_b64 v[vbase:vbase+1], 1, v[2*vbase:2*vbase+1]
.set vbase, 20
v_mov_b32 v[vbase], v[vbase+1]
v_mov_b32 v[undefined_symbol], 0
v_mov_b32 v[later], 0
.set later, 7
v_mov_b32 v[later], 0
v_mov_b32 v[vbase:vbase+1], 0
v_mov_b32 v[sb-20], 0
