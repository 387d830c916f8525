"""The linker against ld.lld-22: same bytes once the .comment linker name is the same."""

from __future__ import annotations

import json
import subprocess

import pytest
from codeobj_fixtures import CODEOBJ, MANIFEST
from conftest import llvm_tool

from amdgcn.cli import main
from amdgcn.codeobj import CodeObject
from amdgcn.codeobj.linker import elf_hash, gnu_hash, link
from amdgcn.errors import CodeObjectError

LLD_COMMENT = "Linker: Debian LLD 22.1.8"  # what ld.lld-22 of the fixtures writes first
LINKS = json.loads((CODEOBJ / "links.json").read_text())


@pytest.mark.parametrize("m", MANIFEST, ids=[m["id"] for m in MANIFEST])
def test_single_object_matches_ld_lld_byte_for_byte(m):
    out = link([(CODEOBJ / m["object"]).read_bytes()], comment=LLD_COMMENT)
    assert out == (CODEOBJ / m["linked"]).read_bytes()


@pytest.mark.parametrize("s", LINKS, ids=[s["id"] for s in LINKS])
def test_several_objects_match_ld_lld(s):
    out = link([(CODEOBJ / o).read_bytes() for o in s["objects"]], comment=LLD_COMMENT)
    assert out == (CODEOBJ / s["linked"]).read_bytes()


def test_own_comment_keeps_code_descriptors_and_metadata():
    m = MANIFEST[0]
    ours = CodeObject.from_bytes(link([(CODEOBJ / m["object"]).read_bytes()]))
    ref = CodeObject.from_file(CODEOBJ / m["linked"])
    assert ours.metadata == ref.metadata
    for name, k in ref.kernels.items():
        mine = ours.kernels[name]
        assert (mine.entry, mine.code, mine.descriptor) == (k.entry, k.code, k.descriptor)


def test_undefined_symbol_writes_nothing(tmp_path, capsys):
    out = tmp_path / "k.hsaco"
    obj = CODEOBJ / LINKS[0]["objects"][0]
    assert main(["link", str(obj), "-o", str(out)]) == 2
    assert "undefined symbol: helper, table" in capsys.readouterr().err
    assert not out.exists()


def test_rejects_linked_input_and_mixed_targets():
    with pytest.raises(CodeObjectError, match="not a relocatable"):
        link([(CODEOBJ / MANIFEST[0]["linked"]).read_bytes()])
    gfx900 = next(m for m in MANIFEST if m["mcpu"] == "gfx900")
    with pytest.raises(CodeObjectError, match="another target"):
        link([(CODEOBJ / MANIFEST[0]["object"]).read_bytes(),
              (CODEOBJ / gfx900["object"]).read_bytes()])
    with pytest.raises(CodeObjectError):
        link([])


def test_cli_link(tmp_path):
    out = tmp_path / "k.hsaco"
    objs = [str(CODEOBJ / o) for o in LINKS[0]["objects"]]
    assert main(["link", *objs, "-o", str(out)]) == 0
    co = CodeObject.from_file(out)
    assert sorted(co.kernels) == ["ka", "kb"]


def test_hash_functions():
    assert gnu_hash(b"") == 5381
    assert elf_hash(b"printf") == 0x077905A6


@pytest.mark.oracle
def test_linked_output_loads_in_llvm_readelf(tmp_path):
    out = tmp_path / "k.hsaco"
    out.write_bytes(link([(CODEOBJ / MANIFEST[0]["object"]).read_bytes()]))
    res = subprocess.run([llvm_tool("llvm-readelf"), "-h", "-S", "-l", "-d", "--dyn-syms",
                          str(out)], capture_output=True, text=True, check=False)
    assert res.returncode == 0 and not res.stderr
