"""Instruction semantics by family, keyed by the database mnemonic (STYLE 8): ``salu``,
``sopp``, ``smem`` (scalar), ``valu`` with ``valu_ops`` / ``valu_more`` (VOP1/2/3/C tables),
``fp`` / ``fpmode`` (fused arithmetic, MODE's rounding and denormals), ``vop3p`` (packed,
dot, mixed precision), ``mfma``, ``smfmac`` (gfx940's sparse MFMA), ``fp8`` (gfx940's
8-bit float conversions), ``ds`` /
``ds_more`` (LDS), ``vmem`` (FLAT/GLOBAL/SCRATCH), ``buffer`` (MUBUF/MTBUF), and
``unimplemented`` (the rows left).

Each family module defines small functions named after the instruction, whose first
docstring line is the MI200 manual's pseudocode (chapter 12), and exposes ``BUILDERS``:
mnemonic -> ``build(inst, ctx) -> fn(st, g)``. :data:`BUILDERS` merges them all; per-target
differences are merged in as a delta (``builders_for``).
"""

from __future__ import annotations

from amdgcn.emu.semantics import (
    buffer,
    ds,
    ds_more,
    fp8,
    mfma,
    salu,
    smem,
    smfmac,
    sopp,
    valu,
    vmem,
    vop3p,
)

BUILDERS: dict = {}
for _module in (salu, sopp, smem, valu, vop3p, ds, ds_more, vmem, buffer, mfma, fp8, smfmac):
    BUILDERS.update(_module.BUILDERS)

#: per-target deltas merged into the GFX9 table (none: a mnemonic means one thing on every GFX9
#: processor, and the builders read what differs, e.g. gfx908's AGPR-only MFMA C/D or gfx940's
#: SCRATCH SVE bit, from :func:`amdgcn.emu.targets.emu_target`)
TARGET_DELTAS: dict[str, dict] = {}


def builders_for(mcpu: str) -> dict:
    """The semantics table of processor ``mcpu``: the GFX9 table plus its delta."""
    table = dict(BUILDERS)
    table.update(TARGET_DELTAS.get(mcpu.split(":")[0], {}))
    return table


def implemented() -> set[str]:
    """Every mnemonic with semantics."""
    return set(BUILDERS)


from amdgcn.emu.semantics.unimplemented import (
    EXTRA,
    UNIMPLEMENTED,
    UNIMPLEMENTED_GFX9,
    UNIMPLEMENTED_GFX940,
)

__all__ = ["BUILDERS", "EXTRA", "TARGET_DELTAS", "UNIMPLEMENTED", "UNIMPLEMENTED_GFX9",
           "UNIMPLEMENTED_GFX940", "builders_for", "implemented"]
