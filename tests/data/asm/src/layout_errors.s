// Errors found once the whole file is read (no parse error before them).
// CONFIG: mcpu=gfx90a
.text
  s_branch nowhere
.data
a: .long 0
.text
b: s_nop 0
.data
  .long b - a
  .short undefined_here
