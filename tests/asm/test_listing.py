"""``amdgcn as -show-encoding`` (llvm-mc's listing) against LLVM 22 goldens.

``tests/data/asm/listing/<name>.s`` with ``<name>.s.<cpu>.out``/``.err``: what
``llvm-mc -arch=amdgcn -mcpu=<cpu> -show-encoding <name>.s`` printed (regenerate with that
command, run in that folder, when LLVM changes).
"""

from __future__ import annotations

import pytest
from conftest import DATA

from amdgcn.cli import main

LISTING = DATA / "asm" / "listing"
CASES = sorted(LISTING.glob("*.s.*.out"))


@pytest.mark.parametrize("out", CASES, ids=[p.name for p in CASES])
def test_listing_matches_llvm_mc(out, capsys, monkeypatch):
    source, cpu = out.name.split(".s.")[0] + ".s", out.name.split(".")[-2]
    monkeypatch.chdir(LISTING)
    rc = main(["as", f"-mcpu={cpu}", "-show-encoding", source])
    got = capsys.readouterr()
    assert got.out == out.read_text()
    assert got.err == out.with_suffix(".err").read_text()
    assert rc == (1 if got.err else 0)
