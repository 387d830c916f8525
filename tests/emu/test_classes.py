"""Issue 9's failure classes (tests/data/emu/src/classes.cl, references in kernels_classes.py):
gfx90a at -O0, -O1 and -O3, gfx900/gfx906/gfx908 at -O3, gfx942 at -O0 and -O3."""

from __future__ import annotations

import numpy as np
import pytest

from amdgcn.codeobj import CodeObject
from amdgcn.emu import Emulator
from tests.emu.kernels import check, hsaco
from tests.emu.kernels_classes import CLASS_CASES, FILE, NOT_ON

LEVELS = {"gfx90a": (0, 1, 3), "gfx900": (3,), "gfx906": (3,), "gfx908": (3,),
          "gfx942": (0, 3)}


def _params():
    return [pytest.param(target, level, kernel, id=f"{target}-O{level}-{kernel}")
            for target, levels in LEVELS.items() for level in levels
            for kernel in CLASS_CASES if kernel not in NOT_ON.get(target, {})]


@pytest.fixture(scope="module")
def emulators():
    return {target: Emulator(mcpu=target) for target in LEVELS}


@pytest.mark.parametrize("target,level,kernel", _params())
def test_class_kernel(emulators, target, level, kernel):
    emu = emulators[target]
    co = emu.load(hsaco(FILE, level, target))
    bad = check(CLASS_CASES[kernel](emu, co, np.random.default_rng(9)))
    assert not bad, f"{target} {kernel} -O{level}: " + "; ".join(bad)


@pytest.mark.parametrize("target", list(LEVELS))
def test_fixtures_hold_the_class_kernels(target):
    for level in LEVELS[target]:
        co = CodeObject.from_file(hsaco(FILE, level, target))
        assert co.target.processor == target
        assert set(co.kernels) == set(CLASS_CASES) - set(NOT_ON.get(target, {}))
