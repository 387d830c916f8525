"""The tutorials of docs/ do what they say: their code blocks are taken from the pages and
run (issue 13)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import numpy as np
import pytest
from conftest import ROOT, llvm_tool

from amdgcn.cli import main

DOCS = ROOT / "docs"


def blocks(page: str, lang: str) -> list[str]:
    """The fenced code blocks of ``lang`` in a page."""
    text = (DOCS / page).read_text()
    return re.findall(rf"```{lang}\n(.*?)```", text, re.S)


def test_assembly_tutorial_kernel_runs(tmp_path, capsys):
    source = next(b for b in blocks("tutorials/write-assembly.md", "text")
                  if ".amdhsa_kernel" in b)
    (tmp_path / "fill.s").write_text(source)
    assert main(["as", "--link", str(tmp_path / "fill.s"), "-o", str(tmp_path / "fill.hsaco")]) == 0
    assert main(["run", str(tmp_path / "fill.hsaco"), "fill", "--grid", "100", "--block", "64",
                 "--arg", "zeros:f32:128", "--arg", "2.5", "--arg", "100",
                 "--save", f"0={tmp_path / 'out.npy'}"]) == 0
    out = np.load(tmp_path / "out.npy")
    assert (out[:100] == 2.5).all() and (out[100:] == 0).all()
    capsys.readouterr()


@pytest.mark.oracle
def test_compile_and_run_tutorial(tmp_path, capsys):
    source = blocks("tutorials/compile-and-run.md", "c")[0]
    (tmp_path / "vadd.cl").write_text(source)
    clang = Path(llvm_tool("llvm-mc")).parent / "clang"
    subprocess.run([str(clang), "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
                    "-mcpu=gfx90a", "-nogpulib", "-O3", str(tmp_path / "vadd.cl"), "-o",
                    str(tmp_path / "vadd.hsaco")], check=True)
    np.save(tmp_path / "a.npy", np.arange(1000, dtype=np.float32))
    assert main(["run", str(tmp_path / "vadd.hsaco"), "vadd", "--grid", "1000", "--block",
                 "256", "--arg", str(tmp_path / "a.npy"), "--arg", "ones:f32:1000",
                 "--arg", "zeros:f32:1000", "--arg", "1000", "-o", str(tmp_path)]) == 0
    assert (np.load(tmp_path / "arg2.npy") == np.arange(1000) + 1).all()
    capsys.readouterr()
    assert main(["objdump", "--source-out", str(tmp_path / "vadd.s"),
                 str(tmp_path / "vadd.hsaco")]) == 0
    assert main(["as", "--link", str(tmp_path / "vadd.s"), "-o", str(tmp_path / "b.hsaco")]) == 0
