"""Every database row of gfx90a (and of gfx900, gfx906, gfx908, gfx942) has emulator
semantics or is listed as unimplemented."""

from __future__ import annotations

import pytest

from amdgcn.emu.semantics import (
    EXTRA,
    UNIMPLEMENTED,
    UNIMPLEMENTED_GFX9,
    UNIMPLEMENTED_GFX940,
    implemented,
)
from amdgcn.emu.semantics.valu import VALU
from amdgcn.isa import all_rows
from amdgcn.isa.isatarget import isa_target

#: the rows each other processor may leave without semantics
OTHER_TARGETS = {"gfx900": UNIMPLEMENTED_GFX9, "gfx906": UNIMPLEMENTED_GFX9,
                 "gfx908": UNIMPLEMENTED_GFX9, "gfx942": UNIMPLEMENTED_GFX940}


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


def _names(mcpu):
    isa = isa_target(mcpu)
    return {r.name for r in all_rows()
            if r.opcode(isa.column) is not None and r.features <= isa.features}


@pytest.mark.parametrize("mcpu", list(OTHER_TARGETS))
def test_every_row_of_the_other_targets_has_semantics_or_is_listed(mcpu):
    names = _names(mcpu)
    impl = implemented()
    missing = sorted(n for n in names
                     if n not in impl and n not in UNIMPLEMENTED and n not in OTHER_TARGETS[mcpu])
    assert not missing, f"{mcpu} rows without semantics and not listed: {missing}"


def test_other_targets_unimplemented_lists_are_current():
    impl = implemented()
    for listed, targets in ((UNIMPLEMENTED_GFX9, ("gfx900", "gfx906", "gfx908")),
                            (UNIMPLEMENTED_GFX940, ("gfx942",))):
        rows = set().union(*(_names(t) for t in targets))
        stale = sorted(n for n in listed if n in impl or n not in rows or n in UNIMPLEMENTED)
        assert not stale, f"listed for {targets} but implemented or not theirs: {stale}"
