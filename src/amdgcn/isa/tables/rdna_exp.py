"""The GFX10 and GFX11 columns of the EXP row (LLVM 22 assembles ``exp`` on gfx1010, gfx1030,
gfx1100 and gfx1150 at the GFX6 prefix ``111110``; GFX11's targets and ``row_en``:
``formats/exp.py``)."""

from amdgcn.isa.instruction import op

RDNA_COLUMNS = {("EXP", "exp"): op(gfx10=0, gfx11=0)}
