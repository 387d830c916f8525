"""Every database row of gfx90a has emulator semantics or is listed as unimplemented."""

from __future__ import annotations

from amdgcn.emu.semantics import EXTRA, UNIMPLEMENTED, implemented
from amdgcn.emu.semantics.valu import VALU
from amdgcn.isa import all_rows


def _gfx90a_names():
    return {r.name for r in all_rows() if r.opcode("gfx90a") is not None}


def test_every_row_has_semantics_or_is_listed():
    names = _gfx90a_names()
    impl = implemented()
    missing = sorted(n for n in names if n not in impl and n not in UNIMPLEMENTED)
    assert not missing, f"rows without semantics and not listed as unimplemented: {missing}"


def test_unimplemented_list_is_current():
    impl = implemented()
    stale = sorted(n for n in UNIMPLEMENTED if n in impl or n not in _gfx90a_names())
    assert not stale, f"listed as unimplemented but implemented or not in the database: {stale}"


def test_semantics_only_for_known_instructions():
    unknown = sorted(n for n in implemented() if n not in _gfx90a_names() and n not in EXTRA)
    assert not unknown, f"semantics for mnemonics the database lacks: {unknown}"


def test_semantics_docstrings_carry_pseudocode():
    missing = [n for n, s in VALU.items() if not (s.fn.__doc__ or "").strip()]
    assert not missing
