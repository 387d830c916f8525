"""Oracle tests: fresh clang-22 objects, our dumps and link diffed against LLVM 22's tools."""

from __future__ import annotations

import re
import subprocess

import pytest
from codeobj_fixtures import CODEOBJ
from conftest import llvm_tool

from amdgcn.codeobj import CodeObject
from amdgcn.codeobj import readelf as R
from amdgcn.codeobj.linker import link
from amdgcn.codeobj.objdump import format_kernel_descriptors

pytestmark = pytest.mark.oracle

SOURCE = """
kernel void k1(global float *a, local float *l, int n, double d) {
  uint i = __builtin_amdgcn_workitem_id_x();
  l[i] = a[i] * (float)d;
  __builtin_amdgcn_s_barrier();
  if (i < n) a[i] = l[(i + 1) & 63];
}
kernel __attribute__((reqd_work_group_size(32, 2, 1))) void k2(global int *p) {
  int t[24];
  for (int j = 0; j < 24; ++j) t[j] = p[j] * j;
  p[__builtin_amdgcn_workitem_id_y()] = t[p[0] & 15];
}
"""


def _run(*cmd: str) -> str:
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


@pytest.fixture(scope="module", params=[("gfx90a", None), ("gfx908", 4), ("gfx900", 5),
                                        ("gfx942", 6), ("gfx90a:xnack-", 5)])
def built(request, tmp_path_factory):
    mcpu, cov = request.param
    d = tmp_path_factory.mktemp("oracle")
    (d / "k.cl").write_text(SOURCE)
    cmd = [llvm_tool("clang"), "-x", "cl", "-Xclang", "-finclude-default-header", "-target",
           "amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-nogpulib", "-O2", "-c", str(d / "k.cl"),
           "-o", str(d / "k.o")]
    if cov:
        cmd.append(f"-mcode-object-version={cov}")
    _run(*cmd)
    _run(llvm_tool("ld.lld"), "-shared", str(d / "k.o"), "-o", str(d / "k.hsaco"))
    return d


@pytest.mark.parametrize("name", ["k.o", "k.hsaco"])
def test_readelf_outputs(built, name):
    path = built / name
    co = CodeObject.from_file(path)
    assert R.format_notes(co) == _run(llvm_tool("llvm-readelf"), "--notes", str(path))
    ours = R.format_header(co) + R.format_sections(co) + R.format_relocations(co) + \
        R.format_symbols(co)
    assert ours == _run(llvm_tool("llvm-readelf"), "-h", "-S", "-s", "-r", str(path))


def test_kernel_descriptors(built):
    path = built / "k.hsaco"
    ref = _run(llvm_tool("llvm-objdump"), "-D", "--section=.rodata", str(path))
    ours = format_kernel_descriptors(CodeObject.from_file(path), str(path))
    blocks = [b for b in ref.rstrip("\n").split("\n\n") if re.match(r"^[0-9a-f]{16} <.*\.kd>", b)]
    assert ours.rstrip("\n").split("\n\n")[2:] == blocks


def test_link_matches_ld_lld(built):
    comment = (CodeObject.from_file(built / "k.hsaco").section(".comment").data
               .split(b"\0")[1].decode())
    ours = link([(built / "k.o").read_bytes()], comment=comment)
    assert ours == (built / "k.hsaco").read_bytes()


def test_committed_goldens_are_current():
    """The committed goldens still equal what the installed LLVM prints."""
    path = CODEOBJ / "elementwise-gfx90a-O3.hsaco"
    assert _run(llvm_tool("llvm-readelf"), "--notes", str(path)) == \
        (CODEOBJ / "elementwise-gfx90a-O3.hsaco.notes.txt").read_text()
