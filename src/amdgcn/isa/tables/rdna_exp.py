"""The GFX10 column of the EXP row (LLVM 22 assembles ``exp`` on gfx1010 and gfx1030 at the
GFX6 prefix ``111110``; GFX11's EXP layout is not done yet)."""

from amdgcn.isa.instruction import op

RDNA_COLUMNS = {("EXP", "exp"): op(gfx10=0)}
