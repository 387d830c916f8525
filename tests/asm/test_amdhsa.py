"""``.amdhsa_kernel``: every directive on every kind of processor against LLVM 22.

``tests/data/asm/amdhsa_directives.json.gz`` (``tools/gen_asm_golden.py``) holds, for each
directive, value and processor, the descriptor bytes llvm-mc 22 wrote or its first error, and
multi-directive scenarios (SGPR and VGPR limits, reserved SGPRs, ACCUM_OFFSET, user SGPR
counts, kernarg preloading, symbols defined after the block).
"""

from __future__ import annotations

import base64
import gzip
import json
from collections import defaultdict

import pytest
from conftest import DATA

from amdgcn.asm.amdhsa import DIRECTIVES, extra_sgprs, gpr_blocks
from amdgcn.asm.targetinfo import AsmTarget
from amdgcn.codeobj.elf import ElfFile
from tests.asm.asmcheck import compare, ours

_DATA = json.loads(gzip.decompress((DATA / "asm" / "amdhsa_directives.json.gz").read_bytes()))
PROBE_SPANS = ((0, 12), (44, 60))


def probe_source(cpu: str, directive: str, value: int) -> str:
    lines = [f"  .amdhsa_{directive} {value}"]
    required = {"next_free_vgpr": 4, "next_free_sgpr": 4}
    if cpu in ("gfx90a", "gfx942"):
        required["accum_offset"] = 4
    lines += [f"  .amdhsa_{k} {v}" for k, v in required.items() if k != directive]
    return (".text\n.p2align 8\nk:\n  s_endpgm\n.rodata\n.p2align 6\n.amdhsa_kernel k\n"
            + "\n".join(lines) + "\n.end_amdhsa_kernel\n")


def _outcome(cpu: str, directive: str, value: int) -> str:
    got = ours(probe_source(cpu, directive, value), mcpu=cpu)
    if "errors" in got:
        _, col, msg = got["errors"][0]
        return f"err:{col}:{msg}"
    elf = ElfFile.from_bytes(base64.b64decode(got["object"]))
    kd = elf.section(".rodata").data
    return "desc:" + "".join(kd[a:b].hex() for a, b in PROBE_SPANS)


_BY_DIRECTIVE = defaultdict(list)
for _cpu, _d, _v, _want in _DATA["probes"]:
    _BY_DIRECTIVE[_d].append((_cpu, _v, _want))


@pytest.mark.parametrize("directive", sorted(_BY_DIRECTIVE))
def test_directive_matches_llvm(directive):
    wrong = []
    for cpu, value, want in _BY_DIRECTIVE[directive]:
        got = _outcome(cpu, directive, value)
        if got != want:
            wrong.append(f"{cpu} {value}: expected {want} got {got}")
    assert not wrong, "\n".join(wrong[:12])


@pytest.mark.parametrize("scenario", _DATA["scenarios"], ids=lambda s: s["name"])
def test_scenario_matches_llvm(scenario):
    got = ours(scenario["source"], mcpu=scenario["mcpu"], mattr=scenario["mattr"])
    problem = compare(scenario, got)
    assert problem is None, problem


def test_every_table_directive_is_probed():
    assert set(DIRECTIVES) <= set(_BY_DIRECTIVE)


def test_extra_sgprs_follow_the_guide():
    """AMDGPUUsage, GRANULATED_WAVEFRONT_SGPR_COUNT: VCC 2; GFX7 flat scratch 4; GFX8+
    XNACK 4 and flat scratch 6 (each replacing the smaller count)."""
    gfx7, gfx9 = AsmTarget.create("gfx700"), AsmTarget.create("gfx900", mattr="-xnack")
    assert extra_sgprs(gfx7, vcc=True, flat=False, xnack=False) == 2
    assert extra_sgprs(gfx7, vcc=True, flat=True, xnack=False) == 4
    assert extra_sgprs(gfx9, vcc=True, flat=False, xnack=True) == 4
    assert extra_sgprs(gfx9, vcc=False, flat=True, xnack=True) == 6


def test_granules():
    t = AsmTarget.create("gfx90a")
    assert gpr_blocks(t, 512, 102, vcc=1, flat=1, wave32=False) == (63, 13)
    t = AsmTarget.create("gfx803")
    assert gpr_blocks(t, 256, 0, vcc=0, flat=0, wave32=False) == (63, 0)
