// .file and .loc in DWARF 4 (llvm-mc's default): directories, flags, big advances
	.file	1 "src/kernels" "a.cl"
	.file	2 "b.h"
	.file	3 "/abs/dir/c.h"
	.file	4 "src/kernels/d.h"
	.text
	.p2align	8
f:
	.loc	1 10 3 prologue_end
	s_mov_b32 s0, 0
	.loc	1 11 0 basic_block
	s_nop 0
	.loc	2 200 7 epilogue_begin
	s_nop 1
	.loc	2 3 1 is_stmt 0
	s_nop 2
	.loc	2 4 1
	s_nop 3
	.loc	3 4 2 is_stmt 1 isa 2 discriminator 5
	v_mov_b32 v0, 1.0
	.loc	3 4 2 discriminator 300
	s_nop 0
	.loc	4 1 1
	.loc	4 2 2
	s_nop 0
	.fill	300, 4, 0xbf800000
	.loc	4 60000 9
	s_nop 0
	.p2align	10
	.loc	1 59990 1
	s_nop 0
	.zero	4096
	.loc	1 59991 1
	s_endpgm
	.loc	1 77 0
	.section	.text.other,"ax",@progbits
	.loc	2 5 5
	s_nop 7
	.loc	2 6 5
	.byte	1, 2, 3, 4
	.loc	2 7 5
	.long	f
	.text
	.loc	1 30 0
	s_endpgm
