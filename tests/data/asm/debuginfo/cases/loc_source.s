// DWARF 5 with embedded source (DW_LNCT_LLVM_source) and no MD5 on one file
	.file	0 "/w" "s.cl" source "kernel void k() {}\n"
	.file	1 "/w" "t.h" source ""
	.file	2 "u.h"
	.text
	.loc	0 1 0
	s_nop 0
	.loc	2 3 0
	s_endpgm
