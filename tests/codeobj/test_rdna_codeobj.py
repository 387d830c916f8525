"""RDNA code objects (clang-22 gfx1030 and gfx1100, wave32 and wave64) against LLVM 22.

The fixtures and goldens are made by ``tools/build_rdna_codeobj_fixtures.py``: ``objdump -d``,
``objdump --kd`` and ``readobj --notes`` must print what llvm-objdump-22 and llvm-readelf-22
print, and ``objdump --source-out`` must rebuild the same code, descriptors and metadata
(issue 11).
"""

from __future__ import annotations

import json
import subprocess

import pytest
from codeobj_fixtures import CODEOBJ
from conftest import llvm_tool
from test_dumps import kd_blocks

from amdgcn.asm.objasm import assemble
from amdgcn.codeobj import CodeObject
from amdgcn.codeobj import readelf as R
from amdgcn.codeobj.objdump import format_disassembly, format_kernel_descriptors
from amdgcn.codeobj.source import format_source

RDNA = CODEOBJ / "rdna"
MANIFEST = json.loads((RDNA / "manifest.json").read_text())
FILES = [RDNA / m["file"] for m in MANIFEST]
WAVE = {m["file"]: m["wavefront_size"] for m in MANIFEST}
IDS = [p.name for p in FILES]


def golden(path, tool: str) -> str:
    return path.with_name(f"{path.name}.{tool}.txt").read_text()


def test_the_fixtures_cover_both_processors_and_wave_sizes():
    seen = {(m["mcpu"], m["wavefront_size"]) for m in MANIFEST}
    assert seen == {("gfx1030", 32), ("gfx1030", 64), ("gfx1100", 32), ("gfx1100", 64)}
    assert len(FILES) >= 10


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_objdump_d_matches_llvm_objdump(path, monkeypatch):
    monkeypatch.chdir(path.parent)
    assert format_disassembly(CodeObject.from_file(path), path.name) == golden(path, "objdump-d")


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_kernel_descriptors_match_llvm_objdump(path):
    got = format_kernel_descriptors(CodeObject.from_file(path), path.name)
    assert kd_blocks(got) == kd_blocks(golden(path, "objdump-kd"))
    # the descriptor says the wave size the kernel was built for
    wave32 = ".amdhsa_wavefront_size32 1" in got
    assert wave32 == (WAVE[path.name] == 32)


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_notes_match_llvm_readelf(path):
    assert R.format_notes(CodeObject.from_file(path)) == golden(path, "notes")


def _parts(co: CodeObject) -> tuple[bytes, dict, dict]:
    text = co.section(".text")
    return (bytes(text.data) if text else b"",
            {name: k.descriptor.build() for name, k in co.kernels.items()}, co.metadata)


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_source_out_rebuilds_the_code_object(path):
    co = CodeObject.from_file(path)
    source = format_source(co)
    mattr = "+wavefrontsize64" if WAVE[path.name] == 64 else ""
    assert source.startswith("; wave64 kernels: assemble with -mattr=+wavefrontsize64") == (
        WAVE[path.name] == 64)
    again = CodeObject.from_bytes(assemble(source, mcpu=str(co.target), mattr=mattr, link=True))
    assert _parts(again) == _parts(co)
    assert ".long" not in source.split(".amdgpu_metadata")[0].split(".text", 1)[1]


@pytest.mark.oracle
@pytest.mark.parametrize("path", FILES[::3], ids=IDS[::3])
def test_llvm_mc_builds_the_same_code_from_source_out(path, tmp_path):
    co = CodeObject.from_file(path)
    src = tmp_path / "k.s"
    src.write_text(format_source(co))
    mattr = "+wavefrontsize64" if WAVE[path.name] == 64 else "+wavefrontsize32"
    subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa",
                    f"-mcpu={co.target.processor}", f"-mattr={mattr}", "-filetype=obj",
                    str(src), "-o", str(tmp_path / "k.o")], check=True, capture_output=True)
    subprocess.run([llvm_tool("ld.lld"), "-shared", str(tmp_path / "k.o"), "-o",
                    str(tmp_path / "k.hsaco")], check=True, capture_output=True)
    theirs = CodeObject.from_file(tmp_path / "k.hsaco")
    assert _parts(theirs)[:2] == _parts(co)[:2]
