"""s_trap and s_sendmsg on gfx90a and gfx942 (AMDGPUUsage: Trap Handler ABI), in clang-22
kernels (tests/data/emu/hip/traps.hip): llvm.trap (s_trap 2) aborts the dispatch with an
EmulationFault naming the trap, only when a wave reaches it; llvm.debugtrap (s_trap 3) falls
through with no debugger attached; a message (s_sendmsg) aborts naming the message."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from amdgcn.emu import Emulator
from amdgcn.errors import EmulationFault

HIP = Path(__file__).resolve().parents[1] / "data" / "emu" / "hip"
TARGETS = ["gfx90a", "gfx942"]


def _run(mcpu, kernel, x):
    emu = Emulator(mcpu=mcpu)
    out = emu.empty((64,), np.int32)
    emu.dispatch(HIP / f"traps.{mcpu}.hsaco", kernel, grid=(64,), workgroup=(64,),
                 args=[emu.to_device(x), out])
    return out.to_numpy()


@pytest.mark.parametrize("mcpu", TARGETS)
def test_llvm_trap_aborts_only_when_reached(mcpu):
    x = np.arange(64, dtype=np.int32)
    assert np.array_equal(_run(mcpu, "trap_if", x), x + 1)
    x[17] = -1
    with pytest.raises(EmulationFault, match=r"s_trap 2 \(llvm.trap\)") as e:
        _run(mcpu, "trap_if", x)
    assert e.value.pc is not None and "s_trap 2" in str(e.value)


@pytest.mark.parametrize("mcpu", TARGETS)
def test_llvm_debugtrap_continues_without_a_debugger(mcpu):
    x = np.arange(64, dtype=np.int32)
    assert np.array_equal(_run(mcpu, "debugtrap", x), 2 * x)


@pytest.mark.parametrize("mcpu", TARGETS)
def test_sendmsg_aborts_naming_the_message(mcpu):
    with pytest.raises(EmulationFault, match=r"sendmsg\(MSG_INTERRUPT\)"):
        _run(mcpu, "sendmsg_interrupt", np.arange(64, dtype=np.int32))
