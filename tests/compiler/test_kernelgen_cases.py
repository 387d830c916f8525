"""Compiler bugs found by kernelgen campaigns of our back end (``--backend amdgcn``), each as a
reduced kernel in tests/data/compiler/kernelgen: our code object must give, on the emulator,
the outputs clang-22's gives for the same IR (committed by
tools/gen_compiler_kernelgen_cases.py). No LLVM needed."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from amdgcn.compiler import compile_module
from amdgcn.emu import Emulator

DIR = Path(__file__).resolve().parents[1] / "data" / "compiler" / "kernelgen"
CASES = sorted(p.stem for p in DIR.glob("*.ll"))


@pytest.mark.parametrize("name", CASES)
def test_kernelgen_case(name):
    data = np.load(DIR / f"{name}.npz")
    inp, want, grid = data["inp"], data["want"], int(data["grid"])
    code = compile_module((DIR / f"{name}.ll").read_text(), "gfx90a").code_object()
    emu = Emulator(mcpu="gfx90a")
    a = emu.to_device(inp.copy())
    b = emu.to_device(np.zeros(want.size, np.uint32))
    emu.dispatch(code, "k", grid=(grid,), workgroup=(min(grid, 64),), args=[a, b])
    got = b.to_numpy()
    bad = np.flatnonzero(got != want)
    assert bad.size == 0, (f"{bad.size} words differ; first: word {bad[0]}: ours "
                           f"0x{int(got[bad[0]]):x}, clang 0x{int(want[bad[0]]):x}")


def test_cases_exist():
    assert len(CASES) >= 1
