"""Reduced kernels from kernelgen campaigns: emulator against the host's committed outputs.

Each case in tests/data/kernelgen is ``NAME.cl`` (the reduced kernel), ``NAME.json`` (launch,
the bug it showed), ``NAME.npz`` (inputs and the outputs clang-22's x86-64 build computed)
and ``NAME.<mcpu>.O<level>.hsaco`` (``python -m amdgcn.kernelgen rebuild`` remakes them).
No LLVM needed.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from amdgcn.emu import Emulator

CASES = Path(__file__).resolve().parents[1] / "data" / "kernelgen"
BUILDS = [(p.stem, mcpu, level) for p in sorted(CASES.glob("*.json"))
          for mcpu, level in json.loads(p.read_text())["builds"]]


@pytest.mark.parametrize("name,mcpu,level", BUILDS, ids=[f"{n}-{m}-O{lv}" for n, m, lv in BUILDS])
def test_reduced_kernel(name, mcpu, level):
    meta = json.loads((CASES / f"{name}.json").read_text())
    data = np.load(CASES / f"{name}.npz")
    emu = Emulator(mcpu=mcpu)
    out = emu.empty(data["out"].shape, np.uint64)
    atom = emu.to_device(data["atom0"])
    emu.dispatch(CASES / f"{name}.{mcpu}.O{level}.hsaco", meta["kernel"],
                 grid=(meta["wg"] * meta["groups"],), workgroup=(meta["wg"],),
                 args=[emu.to_device(data["inputs"]), out, atom])
    got = out.to_numpy()
    bad = np.flatnonzero(got != data["out"])
    assert bad.size == 0, (f"{meta['note']}: out[{bad[0]}] = 0x{int(got[bad[0]]):x}, "
                           f"host 0x{int(data['out'][bad[0]]):x}")
    assert np.array_equal(atom.to_numpy(), data["atom"])


def test_cases_are_complete():
    for p in CASES.glob("*.json"):
        for mcpu, level in json.loads(p.read_text())["builds"]:
            assert (CASES / f"{p.stem}.{mcpu}.O{level}.hsaco").is_file()
        assert (CASES / f"{p.stem}.npz").is_file() and (CASES / f"{p.stem}.cl").is_file()
