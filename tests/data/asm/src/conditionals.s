// Conditional assembly: .if/.elseif/.else/.endif, .ifdef/.ifndef, .ifXX comparisons.
// CONFIG: mcpu=gfx90a
// CONFIG: mcpu=gfx803 triple=amdgcn--
.set A, 1
.if A == 0
  .long 1
.elseif A == 1
  .long 2
  .if 0
    .long 99
  .else
    .long 3
  .endif
.else
  .long 4
.endif
.ifdef A
  .long 5
.endif
.ifndef B
  .long 6
.endif
.ifgt -1
.long 7
.endif
.ifle 0
.long 8
.endif
.text
.ifdef .amdgcn.gfx_generation_number
.if .amdgcn.gfx_generation_number >= 9
  s_nop 4
.endif
  s_nop 1
.else
  s_nop 2
.endif
.ifdef .option.machine_version_major
  s_nop 3
.endif
