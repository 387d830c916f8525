// DWARF 5: root file, MD5 checksums, directories equal to the compilation directory
	.file	0 "/build/root" "main.cl" md5 0x00112233445566778899aabbccddeeff
	.file	1 "/build/root" "inc/x.h" md5 0xffeeddccbbaa99887766554433221100
	.file	2 "/usr/include" "y.h" md5 0x0123456789abcdef0123456789abcdef
	.file	3 "/build/root" "main.cl" md5 0x00112233445566778899aabbccddeeff
	.text
k:
	.loc	0 1 1 prologue_end
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	.loc	1 17 4
	s_waitcnt lgkmcnt(0)
	.loc	2 9 0 is_stmt 0
	v_mov_b32 v1, s0
	.loc	0 2 1 is_stmt 1
	s_endpgm
	.section	.debug_line,"",@progbits
.Lline_table_start0:
