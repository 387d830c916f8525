// CONFIG: mcpu=gfx90a
// Variables assigned again: llvm-mc orders .symtab by a redefined variable's last
// assignment; a first assignment after a use keeps the use's place.
.set a, 1
.set b, 2
.set c, 3
.set a, 4
b = 5
.data
.long d
.set e, 6
.set d, 7
.set f, a + b
.set a, f
