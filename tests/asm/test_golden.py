"""Our objects and errors against LLVM 22's for our own sources (``tests/data/asm/src``).

The expected results were recorded by ``tools/gen_asm_golden.py``; these tests need no LLVM.
"""

from __future__ import annotations

import json

import pytest
from conftest import DATA

from tests.asm.asmcheck import compare, ours

GOLDEN = json.loads((DATA / "asm" / "golden.json").read_text())


@pytest.mark.parametrize("key", sorted(GOLDEN))
def test_source_matches_llvm(key):
    g = GOLDEN[key]
    text = (DATA / "asm" / "src" / g["file"]).read_text()
    got = ours(text, mcpu=g["mcpu"], triple=g["triple"], mattr=g["mattr"], filename=g["file"])
    problem = compare(g, got)
    assert problem is None, problem
