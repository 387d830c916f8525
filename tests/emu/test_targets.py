"""The fixture kernels on the other GFX9 processors: every case of tests/emu/kernels.py and
kernels_extra.py, compiled by clang-22 for gfx900, gfx906, gfx908 (MI100) and gfx942 (MI300)
(tests/data/emu/<mcpu>/, tools/build_emu_fixtures.py), run by ``Emulator(mcpu=...)`` and
checked against the same NumPy references as on gfx90a.

They exercise what differs per processor (AMDGPUUsage: Initial Kernel Execution State; the
MI100/MI300 ISA): one VGPR per work-item ID before gfx90a, gfx908's AGPR-only MFMA C/D,
gfx942's architected flat scratch (-O0: stack, spills, calls), its renamed MFMA, v_mov_b64,
v_lshl_add_u64 and SC0 atomics.
"""

from __future__ import annotations

import numpy as np
import pytest

from amdgcn.codeobj import CodeObject
from amdgcn.emu import Emulator
from amdgcn.errors import EmulationFault
from tests.emu import kernels_extra  # noqa: F401  (registers its cases)
from tests.emu.kernels import CASES, check, hsaco
from tests.emu.test_kernels import O0_KERNELS

_MFMA = [kernel for file, kernel in CASES if file == "mfma"]
_F64_MFMA = ["mfma_16x16x4f64", "mfma_4x4x4f64_plain"]

#: kernels a processor cannot run, with the reason: no case is generated for them (and
#: :func:`test_fixtures_hold_exactly_the_runnable_kernels` checks that the fixtures agree)
NOT_ON: dict[str, dict[str, str]] = {
    "gfx900": dict.fromkeys(_MFMA, "gfx900 (Vega 10) has no MFMA instructions"),
    "gfx906": dict.fromkeys(_MFMA, "gfx906 (Vega 20) has no MFMA instructions"),
    "gfx908": dict.fromkeys(_F64_MFMA, "gfx908 (MI100) has no f64 MFMA"),
    "gfx942": {},
}
#: optimization levels built per processor (tools/build_emu_fixtures.py TARGETS)
LEVELS = {"gfx900": (3,), "gfx906": (3,), "gfx908": (3,), "gfx942": (3, 0)}
#: the -O0 kernels run on gfx942: test_kernels.O0_KERNELS but its three longest runs (loops,
#: LDS tiles and barriers, which -O0 on gfx90a covers), to keep tests/emu fast
LONG_O0 = ("collatz", "matmul_tiled", "scan_groups")
O0_ON_TARGETS = [k for k in O0_KERNELS if k not in LONG_O0]


def _params():
    out = []
    for target, levels in LEVELS.items():
        for level in levels:
            for key in CASES:
                kernel = key[1]
                if kernel in NOT_ON[target] or (level == 0 and kernel not in O0_ON_TARGETS):
                    continue
                out.append(pytest.param(target, level, key, id=f"{target}-O{level}-{kernel}"))
    return out


@pytest.fixture(scope="module")
def emulators():
    return {target: Emulator(mcpu=target) for target in LEVELS}


@pytest.mark.parametrize("target,level,key", _params())
def test_kernel(emulators, target, level, key):
    emu = emulators[target]
    file, kernel = key
    co = emu.load(hsaco(file, level, target))
    bad = check(CASES[key](emu, co, np.random.default_rng(1234)))
    assert not bad, f"{target} {kernel} -O{level}: " + "; ".join(bad)


@pytest.mark.parametrize("target", list(LEVELS))
def test_fixtures_hold_exactly_the_runnable_kernels(target):
    files = sorted({file for file, _ in CASES})
    for level in LEVELS[target]:
        for file in files:
            want = {k for f, k in CASES if f == file and k not in NOT_ON[target]}
            path = hsaco(file, level, target)
            if not want:
                assert not path.exists(), f"{path.name}: no kernel of it runs on {target}"
                continue
            co = CodeObject.from_file(path)
            assert co.target.processor == target, f"{path} is built for {co.target}"
            assert set(co.kernels) == want, f"{target} {path.name}"


def test_every_target_runs_most_cases():
    counts = {t: sum(1 for p in _params() if p.values[0] == t and p.values[1] == 3)
              for t in LEVELS}
    assert counts["gfx942"] == len(CASES)
    assert counts["gfx908"] == len(CASES) - 2
    assert counts["gfx900"] == counts["gfx906"] == len(CASES) - len(_MFMA) >= 40


def test_code_object_of_another_processor_is_refused(emulators):
    emu = emulators["gfx900"]
    co = emu.load(hsaco("elementwise", 3, "gfx942"))
    buf = emu.empty((4,), np.float32)
    with pytest.raises(EmulationFault, match="built for gfx942.*runs gfx900"):
        emu.dispatch(co, "vadd", grid=(4,), workgroup=(4,), args=[buf, buf, buf, 4])
