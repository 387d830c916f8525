"""``amdgcn disasm`` (llvm-mc ``--disassemble`` input) against LLVM 22 goldens.

``tests/data/isa/mcinput/<name>.txt`` with ``<name>.txt.<cpu>.out``/``.err``: what
``llvm-mc -arch=amdgcn -mcpu=<cpu> --disassemble -show-encoding <name>.txt`` printed, run in
that folder (every line of these inputs is a whole number of instructions: llvm-mc reads the
input as one byte stream, we decode line by line).
"""

from __future__ import annotations

import pytest
from conftest import DATA

from amdgcn.cli import main

FOLDER = DATA / "isa" / "mcinput"
CASES = sorted(FOLDER.glob("*.txt.*.out"))


@pytest.mark.parametrize("out", CASES, ids=[p.name for p in CASES])
def test_disassembly_matches_llvm_mc(out, capsys, monkeypatch):
    source, cpu = out.name.split(".txt.")[0] + ".txt", out.name.split(".")[-2]
    monkeypatch.chdir(FOLDER)
    assert main(["disasm", f"--mcpu={cpu}", "--show-encoding", source]) == 0
    got = capsys.readouterr()
    assert got.out == out.read_text()
    assert got.err == out.with_suffix(".err").read_text()
