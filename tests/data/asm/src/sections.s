// Sections, section flags and types, the section stack, data and alignment directives.
// CONFIG: mcpu=gfx90a
// CONFIG: mcpu=gfx803 triple=amdgcn--
.text
  s_nop 0
  .p2align 4
  s_endpgm
.data
  .byte 1, 2, 0xff, -1
  .short 0x1234, -2
  .2byte 7
  .long 0xdeadbeef, 1+2*3
  .int 5
  .quad 0x123456789abcdef0
  .p2align 3
  .ascii "ab", "c\n"
  .asciz "nul\tterminated"
  .string "also"
  .balign 4, 0xaa
  .zero 3
  .space 2, 0x55
  .fill 3, 2, 0x1234
  .p2align 4,,3
  .byte 9
  .p2alignw 3, 0x6162
  .balignl 16, 0x01020304
.bss
  .zero 10
  .p2align 5
.rodata
  .long 42
.section .rodata.str,"aMS",@progbits,1
  .asciz "merge"
.section .custom,"aw",@progbits
  .long 1
.section .note.mine,"a",@note
  .long 0
.section .text.other,"ax",@progbits
  s_nop 1
.pushsection .data.pushed
  .byte 0x77
.popsection
  s_nop 2
.previous
  .long 3
.section .nob,"aw",@nobits
  .zero 4
.section .custom
  .long 2
.text
  .align 16
  .balign 8, 0x11
