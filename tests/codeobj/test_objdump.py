"""``objdump -d`` listings against llvm-objdump-22 goldens (needs amdgcn.disasm)."""

from __future__ import annotations

import importlib

import pytest
from codeobj_fixtures import CODEOBJ, LINKED, VADD

from amdgcn.cli import main
from amdgcn.codeobj import CodeObject
from amdgcn.codeobj.objdump import format_disassembly, format_instruction

HAVE_DISASM = hasattr(importlib.import_module("amdgcn.disasm"), "disassemble")
GFX9 = [p for p in LINKED if CodeObject.from_file(p).target.info.major <= 9]


def FakeInst(text, address, raw, target=None):  # noqa: N802 - reads like the record it makes
    """The ``(address, bytes, text, target)`` record of amdgcn.disasm.disassemble_text."""
    return (address, raw, text, target)


def test_instruction_line_layout():
    line = format_instruction(FakeInst("s_cbranch_execz 25", 0x192C,
                                       bytes.fromhex("1900 88bf".replace(" ", "")), 0x1994),
                              " <vadd+0x94>")
    assert line == ("\ts_cbranch_execz 25" + " " * 41 + "// 00000000192C: BF880019 <vadd+0x94>")
    # llvm-objdump left-justifies "\t" + text to 60 columns: a longer text touches the "//"
    long_text = "v" * 70
    assert format_instruction(FakeInst(long_text, 0, bytes(8))) == (
        f"\t{long_text}// 000000000000: 00000000 00000000")
    # fewer than 4 bytes left: printed byte by byte
    assert format_instruction(FakeInst(".byte 0x81, 0xbf", 0x40, b"\x81\xbf")) == (
        "\t.byte 0x81, 0xbf" + " " * 43 + "// 000000000040: 81 BF")


#: hand-written objects (tools/build_codeobj_fixtures.py ASM_SOURCES): a section with no
#: symbol at its start, branches to untyped labels, data symbols in code, zero runs, a tail
EDGES = sorted(CODEOBJ.glob("objdump_edges-*.o")) + sorted(CODEOBJ.glob("objdump_edges-*.hsaco"))


@pytest.mark.parametrize("path", EDGES, ids=[p.name for p in EDGES])
def test_listing_corner_cases_match_llvm_objdump(path, monkeypatch):
    monkeypatch.chdir(path.parent)
    golden = path.with_name(path.name + ".objdump-d.txt").read_text()
    assert format_disassembly(CodeObject.from_file(path), path.name) == golden


@pytest.mark.skipif(not HAVE_DISASM, reason="amdgcn.disasm.disassemble not available yet")
@pytest.mark.parametrize("path", GFX9, ids=[p.name for p in GFX9])
def test_disassembly_matches_llvm_objdump(path):
    golden = path.with_name(path.name + ".objdump-d.txt").read_text()
    assert format_disassembly(CodeObject.from_file(path), path.name) == golden


@pytest.mark.skipif(not HAVE_DISASM, reason="amdgcn.disasm.disassemble not available yet")
def test_cli_objdump_d(capsys, monkeypatch):
    monkeypatch.chdir(VADD.parent)
    assert main(["objdump", "-d", VADD.name]) == 0
    assert capsys.readouterr().out == VADD.with_name(VADD.name + ".objdump-d.txt").read_text()
