// .uleb128/.sleb128 of labels defined later (relaxed: sizes grow until they settle), "."
	.text
a:
	s_nop 0
	.section	.debug_loclists,"",@progbits
s0:
	.uleb128 e - b, e - s0, 300
	.sleb128 b - e, s1 - s0
	.uleb128 . - s0
s1:
	.uleb128 b - s0
b:
	.fill 100, 1, 7
	.byte 0
	.uleb128 e - b
	.fill 30, 1, 1
e:
	.byte 1
	.section	.debug_rnglists,"",@progbits
q:
	.uleb128 z - q
	.fill 200, 1, 0
z:
	.text
	s_endpgm
