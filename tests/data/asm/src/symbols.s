// Symbols: bindings, visibility, types, sizes, variables and forward references.
// CONFIG: mcpu=gfx90a
// CONFIG: mcpu=gfx900 mattr=+xnack
.set A, 2
.equ B, A + 1
C = B * 4
.globl G, H
.weak W
.local L
.hidden hid
.protected prot
.internal inter
.set G, 7
.text
.globl func
.type func,@function
func:
  s_nop 0
  s_endpgm
.Lfunc_end:
  .size func, .Lfunc_end - func
hid: s_nop 1
prot: s_nop 2
inter: s_nop 3
W: s_endpgm
.data
.type obj,@object
obj:
  .long A, B, C, G
  .long .amdgcn.gfx_generation_number, .amdgcn.gfx_generation_minor
  .long .amdgcn.gfx_generation_stepping
  .size obj, . - obj
.set E, obj + 4
.set F, ext + 8
  .long E, F, later
  .quad func, W
later = 3
.set .amdgcn.next_free_vgpr, 0
.section .bss.zeroed,"aw",@nobits
zz: .zero 8
