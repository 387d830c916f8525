"""DWARF line tables read back (``readobj --debug-dump=line``, as llvm-dwarfdump
--debug-line) and ``objdump -d --line-numbers`` (as llvm-objdump -d -l), on the debug-info
goldens of ``tests/data/asm/debuginfo`` (llvm-mc-22 objects; texts by llvm-dwarfdump-22 and
llvm-objdump-22, rebuilt by ``tools/gen_debuginfo_goldens.py``)."""

from __future__ import annotations

import gzip
import json
import subprocess
from pathlib import Path

import pytest
from conftest import LLVM_BIN

from amdgcn.asm.objasm import assemble
from amdgcn.cli import main as cli_main
from amdgcn.codeobj import CodeObject
from amdgcn.codeobj.dwarf_line import format_line_tables, parse_line_tables
from amdgcn.codeobj.objdump import format_disassembly

DATA = Path(__file__).resolve().parent.parent / "data" / "asm" / "debuginfo"
MANIFEST = json.loads((DATA / "manifest.json").read_text())
LINE_TEXTS = sorted(DATA.glob("*/*.line.txt"))
LISTINGS = sorted(DATA.glob("*/*.objdump-l.txt.gz"))


def _object(stem_path: Path, suffix: str) -> bytes:
    golden = stem_path.parent / (stem_path.name.removesuffix(suffix) + ".o.gz")
    return gzip.decompress(golden.read_bytes())


@pytest.mark.parametrize("path", LINE_TEXTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_line_tables_as_dwarfdump(path):
    data = _object(path, ".line.txt")
    assert format_line_tables(parse_line_tables(data)) == path.read_text()


@pytest.mark.parametrize("path", LISTINGS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_objdump_line_numbers(path):
    co = CodeObject.from_bytes(_object(path, ".objdump-l.txt.gz"))
    text = format_disassembly(co, "x", line_numbers=True)
    assert text.split("file format elf64-amdgpu\n", 1)[1] == gzip.decompress(
        path.read_bytes()).decode()


def test_rows_of_a_small_table():
    src = ('\t.file 1 "d" "a.cl"\n\t.text\n\t.loc 1 7 2 prologue_end\n\ts_nop 0\n'
           '\t.loc 1 3 0 is_stmt 0\n\ts_endpgm\n')
    (table,) = parse_line_tables(assemble(src, mcpu="gfx90a"))
    rows = [(r.address, r.line, r.column, r.is_stmt, r.prologue_end, r.end_sequence)
            for r in table.rows]
    assert rows == [(0, 7, 2, True, True, False), (4, 3, 0, False, False, False),
                    (8, 3, 0, False, False, True)]
    assert table.version == 4 and table.include_directories == ["d"]
    assert table.file_path(1, "/c") == "/c/d/a.cl"


def test_cli_readobj_debug_dump(tmp_path, capsys):
    obj = tmp_path / "x.o"
    path = DATA / "cases" / "loc_v5.line.txt"
    obj.write_bytes(_object(path, ".line.txt"))
    assert cli_main(["readobj", "--debug-dump=line", str(obj)]) == 0
    out = capsys.readouterr().out
    assert out == f"{obj}:\tfile format elf64-amdgpu\n\n.debug_line contents:\n" + \
        path.read_text()


# ---------------------------------------------------------------------------------- oracle
def _tool(name: str, *args) -> str:
    return subprocess.run([str(LLVM_BIN / name), *args], check=True, capture_output=True,
                          text=True).stdout


@pytest.mark.oracle
@pytest.mark.parametrize("entry", MANIFEST, ids=lambda e: e["golden"])
def test_live_dwarfdump_and_objdump(entry, tmp_path):
    """Every golden object: our line tables and -l listing equal llvm-dwarfdump-22's and
    llvm-objdump-22's."""
    obj = tmp_path / "x.o"
    data = gzip.decompress((DATA / entry["golden"]).read_bytes())
    obj.write_bytes(data)
    line = _tool("llvm-dwarfdump", "--debug-line", str(obj))
    assert format_line_tables(parse_line_tables(data)) == line.split(
        ".debug_line contents:\n", 1)[1]
    if entry["mcpu"] != "gfx90a":
        return   # the listing's instructions are checked elsewhere; one target suffices
    listing = _tool("llvm-objdump", "-d", "-l", "--no-show-raw-insn", str(obj))
    ours = format_disassembly(CodeObject.from_bytes(data), str(obj), line_numbers=True)
    assert ours == listing


# ---------------------------------------------------------------------------------- linking
LINKED = [e for e in MANIFEST if e["golden"] in (
    "clang/algo.O2.o.gz", "clang/reduce.O0.o.gz", "clang/grids.O2.o.gz", "triton/matmul.o.gz")]


@pytest.mark.parametrize("entry", LINKED, ids=lambda e: e["golden"])
def test_linked_debug_info_keeps_the_line_table(entry):
    """Debug sections are linked (relocations written in place, names of removed
    variables resolved to 0): the line rows move to the addresses of .text."""
    from amdgcn.codeobj.linker import link
    obj = gzip.decompress((DATA / entry["golden"]).read_bytes())
    linked = link([obj])
    text = CodeObject.from_bytes(linked).elf.section(".text").header.sh_addr
    before = [(r.address, r.line, r.column, r.file, r.end_sequence)
              for t in parse_line_tables(obj) for r in t.rows]
    after = [(r.address - text, r.line, r.column, r.file, r.end_sequence)
             for t in parse_line_tables(linked) for r in t.rows]
    assert after == before and before


@pytest.mark.oracle
@pytest.mark.parametrize("entry", LINKED, ids=lambda e: e["golden"])
def test_linked_debug_info_as_ld_lld(entry, tmp_path):
    """Linked by us and by ld.lld-22: the same line tables and -l listing, and
    llvm-dwarfdump --verify finds no error in ours (lld orders merged strings by hash)."""
    from amdgcn.codeobj.linker import link
    obj = tmp_path / "x.o"
    obj.write_bytes(gzip.decompress((DATA / entry["golden"]).read_bytes()))
    ours, theirs = tmp_path / "ours.hsaco", tmp_path / "lld.hsaco"
    ours.write_bytes(link([obj.read_bytes()]))
    subprocess.run([str(LLVM_BIN / "ld.lld"), "-shared", str(obj), "-o", str(theirs)],
                   check=True)
    for args in (("llvm-dwarfdump", "--debug-line"), ("llvm-objdump", "-d", "-l")):
        a = _tool(*args, str(ours)).split("\n", 2)[2]
        b = _tool(*args, str(theirs)).split("\n", 2)[2]
        assert a == b, args
    assert "No errors." in _tool("llvm-dwarfdump", "--verify", str(ours))
