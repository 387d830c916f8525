// .uleb128/.sleb128 constants and differences of labels already defined
	.text
a:
	s_nop 0
	s_nop 0
b:
	.fill 40, 4, 0
c:
	.section	.debug_loclists,"",@progbits
	.uleb128 0, 1, 127, 128, 255, 624485, 0xffffffffffffffff
	.sleb128 0, 1, -1, 63, 64, -64, -65, 123456789, -123456789
	.uleb128 b-a, c-a, c-b
	.sleb128 a-c
	.byte 0
