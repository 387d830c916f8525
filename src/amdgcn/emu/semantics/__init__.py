"""Instruction semantics by family, keyed by the database mnemonic (STYLE 8).

Each family module defines small functions named after the instruction, whose first
docstring line is the MI200 manual's pseudocode (chapter 12), and exposes ``BUILDERS``:
mnemonic -> ``build(inst, ctx) -> fn(st, g)``. :data:`BUILDERS` merges them all; per-target
differences are merged in as a delta (``builders_for``).
"""

from __future__ import annotations

from amdgcn.emu.semantics import ds, mfma, salu, smem, sopp, valu, vmem, vop3p

BUILDERS: dict = {}
for _module in (salu, sopp, smem, valu, vop3p, ds, vmem, mfma):
    BUILDERS.update(_module.BUILDERS)

#: per-target deltas merged into the GFX9 table (none differ yet among gfx900..gfx90a)
TARGET_DELTAS: dict[str, dict] = {}


def builders_for(mcpu: str) -> dict:
    """The semantics table of processor ``mcpu``: the GFX9 table plus its delta."""
    table = dict(BUILDERS)
    table.update(TARGET_DELTAS.get(mcpu.split(":")[0], {}))
    return table


def implemented() -> set[str]:
    """Every mnemonic with semantics."""
    return set(BUILDERS)


from amdgcn.emu.semantics.unimplemented import EXTRA, UNIMPLEMENTED  # noqa: E402

__all__ = ["BUILDERS", "EXTRA", "TARGET_DELTAS", "UNIMPLEMENTED", "builders_for", "implemented"]
