"""``amdgcn info``: resource usage and occupancy equal to clang-22's
``-Rpass-analysis=kernel-resource-usage`` remarks (issue 13).

The goldens (tests/data/emu/resource_usage.json, tools/gen_resource_usage.py) hold the remarks
of every emulator fixture with the SHA-256 of the fixture they belong to; fixtures rebuilt
since are checked by the oracle test, which compiles sources again and compares live.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import DATA, ROOT, llvm_tool

from amdgcn.cli import main
from amdgcn.codeobj import CodeObject
from amdgcn.codeobj.resources import lds_limit, sgpr_limit, vgpr_limit
from amdgcn.commands.info import resources_of
from amdgcn.target import Target

EMU = DATA / "emu"
GOLDEN = json.loads((EMU / "resource_usage.json").read_text())


def fixture(key: str) -> Path:
    mcpu, name = key.split("/")
    return EMU / name if mcpu == "gfx90a" else EMU / key


CURRENT = [k for k, v in GOLDEN.items() if fixture(k).exists() and
           hashlib.sha256(fixture(k).read_bytes()).hexdigest() == v["sha256"]]


def test_goldens_cover_most_fixtures():
    assert len(GOLDEN) >= 70
    assert len(CURRENT) >= len(GOLDEN) // 2, "regenerate: python tools/gen_resource_usage.py"


@pytest.mark.parametrize("key", CURRENT)
def test_info_equals_clang_remarks(key):
    co = CodeObject.from_file(fixture(key))
    remarks = GOLDEN[key]["functions"]
    kernels = resources_of(co)
    assert kernels
    for r in kernels:
        assert r.remarks() == remarks[r.name], r.name


def test_limits_against_llvm_values():
    gfx90a, gfx900 = Target.parse("gfx90a").info, Target.parse("gfx900").info
    # values of clang-22's occupancy() expressions for kernels of the oracle test below
    assert lds_limit(gfx90a, 32768, 256) == 2 and lds_limit(gfx90a, 12000, 256) == 5
    assert lds_limit(gfx90a, 24000, 64) == 1 and lds_limit(gfx90a, 4000, 1024) == 8
    assert lds_limit(gfx900, 32768, 256) == 2 and lds_limit(gfx900, 0, 256) == 10
    assert vgpr_limit(gfx90a, 98, 32) == 3 and vgpr_limit(gfx90a, 215, 32) == 2
    assert vgpr_limit(gfx900, 36, 0) == 7 and vgpr_limit(gfx900, 24, 0) == 10
    assert sgpr_limit(gfx900, 80) == 10 and sgpr_limit(gfx900, 81) == 9
    assert sgpr_limit(gfx900, 101) == 7


def test_info_command_text_and_json(capsys):
    path = str(EMU / "mfma.O0.hsaco")
    assert main(["info", path, "--kernel", "mfma_32x32x1f32_plain"]) == 0
    text = capsys.readouterr().out
    assert "Occupancy [waves/SIMD]: 2 (limited by VGPRs;" in text
    assert "Wavefront Size: 64" in text and "Instructions: 94 (SALU " in text
    assert main(["info", "--json", str(EMU / "lds.O3.hsaco")]) == 0
    report = json.loads(capsys.readouterr().out)
    k = report[str(EMU / "lds.O3.hsaco")]["kernels"]["matmul_tiled"]
    assert k["lds"] == 2048 and k["occupancy"]["waves_per_simd"] == 8
    assert k["mix"]["LDS"] > 0 and k["mix"]["VMEM"] > 0 and k["mix"]["branch"] > 0
    assert main(["info", "--json", str(EMU / "mfma.O3.hsaco")]) == 0
    kernels = json.loads(capsys.readouterr().out)[str(EMU / "mfma.O3.hsaco")]["kernels"]
    assert all(k["mix"]["MFMA"] > 0 for k in kernels.values())
    assert main(["info", path, "--kernel", "nope"]) == 2


_LDS_SOURCE = """#include "common.h"
__kernel void big(__global float *out) {
  __local float buf[8192]; uint l = emu_local_id(0); buf[l * 32] = l;
  barrier(CLK_LOCAL_MEM_FENCE); out[emu_global_id(0)] = buf[(l * 7) & 8191]; }
__kernel void mid(__global float *out) {
  __local float buf[3000]; uint l = emu_local_id(0); buf[l] = l;
  barrier(CLK_LOCAL_MEM_FENCE); out[emu_global_id(0)] = buf[(l * 7) % 3000]; }
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void small_wg(__global float *out) {
  __local float buf[6000]; uint l = emu_local_id(0); buf[l] = l;
  barrier(CLK_LOCAL_MEM_FENCE); out[emu_global_id(0)] = buf[(l * 7) % 6000]; }
__kernel __attribute__((reqd_work_group_size(1024, 1, 1))) void big_wg(__global float *out) {
  __local float buf[1000]; uint l = emu_local_id(0); buf[l] = l;
  barrier(CLK_LOCAL_MEM_FENCE); out[emu_global_id(0)] = buf[(l * 7) % 1000]; }
"""


@pytest.mark.oracle
@pytest.mark.parametrize("mcpu,source,level", [
    ("gfx90a", "algo.cl", "0"), ("gfx90a", "mfma.cl", "0"), ("gfx908", "mfma.cl", "3"),
    ("gfx900", "byval.cl", "3"), ("gfx942", "reduce.cl", "3"), ("gfx90a", "LDS", "3"),
    ("gfx900", "LDS", "3")])
def test_info_equals_live_clang_remarks(tmp_path, mcpu, source, level):
    sys.path.insert(0, str(ROOT / "tools"))
    from gen_resource_usage import remarks
    if source == "LDS":
        src = tmp_path / "lds_limits.cl"
        src.write_text(_LDS_SOURCE)
    else:
        src = EMU / "src" / source
    out = tmp_path / "k.hsaco"
    clang = Path(llvm_tool("llvm-mc")).parent / "clang"
    try:
        want = remarks(clang, src, level, mcpu, out)
    except subprocess.CalledProcessError as e:
        pytest.fail(e.stderr[-2000:])
    kernels = resources_of(CodeObject.from_file(out))
    assert kernels
    for r in kernels:
        assert r.remarks() == want[r.name], r.name


def test_vgprs_without_resource_symbols(monkeypatch):
    """Objects without LLVM's ``<kernel>.num_vgpr`` symbols: the metadata's rounded count is
    settled by the registers the kernel and the functions it calls name (a kernel with 32
    AGPRs at -O0 calls a function that uses v214)."""
    import amdgcn.codeobj.resources as resources
    monkeypatch.setattr(resources, "resource_symbols", lambda co, name: {})
    co = CodeObject.from_file(EMU / "mfma.O0.hsaco")
    got = {r.name: r for r in resources_of(co, only="mfma_32x32x1f32_plain")}
    r = got["mfma_32x32x1f32_plain"]
    assert (r.vgprs, r.agprs) == (215, 32)
    assert co.kernels["mfma_32x32x1f32_plain"].metadata[".vgpr_count"] == 248
