"""LLVM 22 reads what we write: llvm-mc assembles our .s to our object's bytes; llvm-readelf
and llvm-objdump read our code objects."""

from __future__ import annotations

import subprocess

import pytest

from amdgcn.compiler import compile_module
from tests.compiler.harness import ir_text
from tests.conftest import llvm_tool

FILES = ["elementwise", "reduce", "atomics", "algo", "lds", "grids", "byval", "mfma", "modes",
         "classes"]


def _compilable(file):
    from tests.compiler.test_kernels import CLASS_PASSING, PASSING
    from tests.emu.kernels import CASES
    if file == "classes":
        return CLASS_PASSING
    return [k for f, k in CASES if f == file and k in PASSING[3]]


@pytest.mark.oracle
@pytest.mark.parametrize("file", FILES)
def test_llvm_mc_assembles_our_asm_to_our_bytes(tmp_path, file):
    c = compile_module(ir_text(file, 3), kernels=_compilable(file))
    s = tmp_path / "k.s"
    s.write_text(c.asm)
    o = tmp_path / "k.o"
    subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a",
                    "-filetype=obj", str(s), "-o", str(o)], check=True)
    assert o.read_bytes() == c.object()


@pytest.mark.oracle
def test_llvm_tools_read_our_code_object(tmp_path):
    c = compile_module(ir_text("reduce", 3))
    co = tmp_path / "k.hsaco"
    co.write_bytes(c.code_object())
    notes = subprocess.run([llvm_tool("llvm-readelf"), "--notes", str(co)], check=True,
                           capture_output=True, text=True).stdout
    assert "reduce_lds" in notes and "amdhsa.kernels" in notes
    dis = subprocess.run([llvm_tool("llvm-objdump"), "-d", str(co)], check=True,
                         capture_output=True, text=True).stdout
    assert "<reduce_lds>:" in dis and "s_endpgm" in dis
