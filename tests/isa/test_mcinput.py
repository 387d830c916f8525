"""``amdgcn disasm`` (llvm-mc ``--disassemble`` input) against LLVM 22 goldens.

``tests/data/isa/mcinput/<name>.txt`` with ``<name>.txt.<cpu>.out``/``.err``: what
``llvm-mc -arch=amdgcn -mcpu=<cpu> --disassemble -show-encoding <name>.txt`` printed, run in
that folder (every line of these inputs is a whole number of instructions: llvm-mc reads the
input as one byte stream, we decode line by line).
"""

from __future__ import annotations

import io
import json

import pytest
from conftest import DATA
from limits import within

from amdgcn.cli import main
from amdgcn.disasm.mcinput import byte_token_value, disassemble_mc_input

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


# ---- byte tokens: llvm-mc's rules, linear time (issue 12) --------------------------------
TOKENS = json.loads((FOLDER / "tokens.json").read_text())


@pytest.mark.parametrize("case", TOKENS, ids=[f"{c['mcpu']}:{c['input']!r}" for c in TOKENS])
def test_byte_tokens_as_llvm_mc(case, capsys, monkeypatch):
    """Each line alone, as llvm-mc 22 read it (tools/gen_mcinput_tokens.py): octal ``034``,
    invalid ``08``/``02070202``/``00x1``/``0xa0xb``, ``0o``, separators, non-ASCII digits."""
    monkeypatch.setattr("sys.stdin", io.StringIO(case["input"] + "\n"))
    main(["disasm", f"--mcpu={case['mcpu']}"])
    got = capsys.readouterr()
    assert got.out == case["stdout"]
    assert got.err == case["stderr"]


def test_long_digit_runs_are_linear():
    """``0x00 1111...1 ;`` backtracked in the old line regular expression (20 s for 28
    digits); a line of a million digits is now one invalid token."""
    with within(20):
        for digits in (28, 10**6):
            line = "0x00 " + "1" * digits + " ;"
            recs = disassemble_mc_input(line, "gfx90a")
            assert [r.warning.split("\n")[0] for r in recs] == [
                "<stdin>:1:6: error: invalid input token"]
        assert disassemble_mc_input("0" * 10**6 + "377 0 0x80 0xbf", "gfx90a")[0].text == \
            "s_nop 0xff"


@pytest.mark.parametrize("token,value", [
    ("0x1f", 31), ("0X1F", 31), ("0b101", 5), ("0B1", 1), ("034", 28), ("0o17", 15), ("0", 0),
    ("255", 255), ("08", None), ("0O17", None), ("0x", None), ("0b", None), ("256", None),
    ("0x1_0", None), ("\u0663", None), ("\u00b3", None), ("+1", None), ("-1", None),
    ("1e3", None), ("0xa0xb", None)])
def test_byte_token_value(token, value):
    assert byte_token_value(token) == value


def test_lines_split_at_newline_only():
    """llvm-mc splits its input at ``\\n`` only: a vertical tab stays inside the token."""
    recs = disassemble_mc_input("0x0\v0x0 0x80 0xbf\n0x0 0x0 0x80 0xbf\n", "gfx90a")
    assert recs[0].warning.startswith("<stdin>:1:1: error: invalid input token")
    assert recs[1].text == "s_nop 0"
