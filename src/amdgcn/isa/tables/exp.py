"""EXP: the export instruction (GFX6-GFX9 graphics; absent on gfx90a and gfx940).

MI200 ISA 13 has no EXP format (CDNA exports nothing); the layout and targets follow the
GCN3/Vega manuals' EXP microcode (``en tgt compr done vm``, ``vsrc0..3``) and LLVM 22 (checked
with ``llvm-mc -show-encoding`` on tahiti, bonaire, tonga, gfx900). Flags: ``exp`` (waits on
EXP_CNT).
"""

from amdgcn.isa.instruction import Row, op

ROWS = (
    Row("exp", "EXP", op(gfx6=0, gfx90a=None), sig="tgt, vsrc0, vsrc1, vsrc2, vsrc3",
        flags=frozenset({"exp"})),
)
