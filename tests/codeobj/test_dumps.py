"""readobj/objdump text against LLVM 22's golden outputs (llvm-readelf, llvm-objdump)."""

from __future__ import annotations

import re

import pytest
from codeobj_fixtures import ALL_FILES, VADD, ids

from amdgcn.cli import main
from amdgcn.codeobj import CodeObject
from amdgcn.codeobj import readelf as R
from amdgcn.codeobj.metadata import to_llvm_yaml
from amdgcn.codeobj.objdump import format_kernel_descriptors


def golden(path, tool):
    return path.with_name(f"{path.name}.{tool}.txt").read_text()


def kd_blocks(text: str) -> str:
    """The banner and the ``NAME.kd`` blocks of an objdump listing (other data dropped)."""
    blocks = text.rstrip("\n").split("\n\n")
    keep = [b for b in blocks[2:] if re.match(r"^[0-9a-f]{16} <.*\.kd>:", b)]
    return "\n\n".join(blocks[:2] + keep)


@pytest.mark.parametrize("path", ALL_FILES, ids=ids(ALL_FILES))
def test_notes_match_llvm_readelf(path):
    assert R.format_notes(CodeObject.from_file(path)) == golden(path, "notes")


@pytest.mark.parametrize("path", ALL_FILES, ids=ids(ALL_FILES))
def test_headers_sections_symbols_relocations_match_llvm_readelf(path):
    co = CodeObject.from_file(path)
    text = (R.format_header(co) + R.format_sections(co) + R.format_relocations(co)
            + R.format_symbols(co))
    assert text == golden(path, "readelf")


@pytest.mark.parametrize("path", ALL_FILES, ids=ids(ALL_FILES))
def test_kernel_descriptors_match_llvm_objdump(path):
    got = format_kernel_descriptors(CodeObject.from_file(path), path.name)
    assert kd_blocks(got) == kd_blocks(golden(path, "objdump-kd"))


def test_cli_readobj_notes(capsys, monkeypatch):
    monkeypatch.chdir(VADD.parent)
    assert main(["readobj", "--notes", VADD.name]) == 0
    assert capsys.readouterr().out == golden(VADD, "notes")


def test_cli_objdump_kd(capsys, monkeypatch):
    monkeypatch.chdir(VADD.parent)
    assert main(["objdump", "--kd", VADD.name]) == 0
    assert capsys.readouterr().out == golden(VADD, "objdump-kd")


def test_cli_readobj_json_and_error(capsys, tmp_path):
    assert main(["readobj", "--json", str(VADD)]) == 0
    assert '"target": "gfx90a"' in capsys.readouterr().out
    bad = tmp_path / "bad.o"
    bad.write_bytes(b"nope")
    assert main(["readobj", str(bad)]) == 2
    assert "bad magic" in capsys.readouterr().err


@pytest.mark.parametrize("text, quoted", [("float*", "'float*'"), ("int", "int"),
                                          ("OpenCL C", "OpenCL C"), ("", "''"),
                                          ("true", "'true'"), ("12", "'12'"),
                                          ("a:b", "'a:b'"), ("-x", "'-x'")])
def test_yaml_quoting(text, quoted):
    assert to_llvm_yaml({"k": text}).splitlines()[1] == f"k:{' ' * 15}{quoted}"
