// .cfi_* rules in .eh_frame (the default): every rule, register names and numbers
	.text
	.p2align	2
f:
	.cfi_startproc
	s_nop 0
	.cfi_undefined s30
	.cfi_undefined 16
	.cfi_offset v40, 4
	.cfi_offset s33, 8
	.cfi_offset s2, -8
	s_nop 0
	.cfi_register 16, s31
	.cfi_def_cfa s32, 0
	.cfi_def_cfa_register s33
	.cfi_def_cfa_offset 16
	.cfi_llvm_def_aspace_cfa 64, 0, 6
	.cfi_escape 0x10, 0x10, 0x08, 0x90, 0x3e, 0x93, 0x04, 0x90, 0x3f, 0x93, 0x04
	.cfi_undefined v0
	.cfi_undefined a0
	.cfi_undefined a255
	.cfi_undefined s64
	.cfi_undefined s101
	.cfi_undefined vcc
	.cfi_undefined exec
	.cfi_undefined exec_lo
	.cfi_undefined pc
	.cfi_undefined v255
	.cfi_undefined m0
	.cfi_undefined s[0:1]
	.fill	100, 4, 0xbf800000
	.cfi_same_value s40
	.cfi_remember_state
	.cfi_restore_state
	.cfi_restore s33
	.cfi_restore s2
	.cfi_rel_offset s34, 4
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset s35, 4
	.cfi_val_offset s35, 12
	.cfi_val_offset s36, -12
	.zero	2000
	.cfi_def_cfa_offset 4
	s_setpc_b64 s[30:31]
	.cfi_endproc
g:
	.cfi_startproc simple
	.cfi_return_column 17
	s_nop 0
	.cfi_undefined 5
	s_setpc_b64 s[30:31]
	.cfi_endproc
h:
	.cfi_startproc
	s_endpgm
	.cfi_endproc
