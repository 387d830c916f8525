"""Dispatch: arguments, errors, faults, the grid's partial work-groups, statistics."""

from __future__ import annotations

import numpy as np
import pytest

from amdgcn.emu import Emulator, LocalBuffer
from amdgcn.errors import EmulationFault
from tests.emu.kernels import hsaco

VADD = hsaco("elementwise", 3)


@pytest.fixture()
def emu():
    return Emulator(mcpu="gfx90a")


def test_vadd_partial_last_workgroup(emu):
    n = 1000  # 3 full work-groups of 256 and a partial one of 232
    a = np.arange(n, dtype=np.float32)
    A, C = emu.to_device(a), emu.empty((n,), np.float32)
    res = emu.dispatch(VADD, "vadd", grid=(n,), workgroup=(256,), args=[A, A, C, n])
    assert np.array_equal(C.to_numpy(), 2 * a)
    assert res.stats.workgroups == 4
    assert res.stats.waves == 16
    assert res.stats.wave_instructions > 0
    assert res.stats.seconds > 0


def test_wrong_argument_count(emu):
    A = emu.empty((4,), np.float32)
    with pytest.raises(EmulationFault, match="takes 4 arguments"):
        emu.dispatch(VADD, "vadd", grid=(4,), workgroup=(4,), args=[A, A, A])


def test_wrong_by_value_size(emu):
    A = emu.empty((4,), np.float32)
    with pytest.raises(EmulationFault, match="takes 4 bytes"):
        emu.dispatch(VADD, "vadd", grid=(4,), workgroup=(4,), args=[A, A, A, np.int64(4)])


def test_pointer_argument_needs_a_buffer(emu):
    with pytest.raises(EmulationFault, match="pointer"):
        emu.dispatch(VADD, "vadd", grid=(4,), workgroup=(4,), args=["x", None, None, 4])


def test_unknown_kernel(emu):
    with pytest.raises(EmulationFault, match="no kernel named"):
        emu.dispatch(VADD, "nope", grid=(4,), workgroup=(4,), args=[])


def test_out_of_bounds_fault_names_pc_wave_lane_address(emu):
    n = 100
    A = emu.to_device(np.ones(n, np.float32))
    C = emu.empty((n,), np.float32)
    B = emu.to_device(np.full(n, 7, np.float32))
    untouched = emu.to_device(np.arange(16, dtype=np.int32))
    # n larger than the buffers: lanes past 100 read outside every allocation
    with pytest.raises(EmulationFault) as info:
        emu.dispatch(VADD, "vadd", grid=(4096,), workgroup=(256,), args=[A, B, C, 4096])
    e = info.value
    assert "outside any allocation" in e.reason
    assert e.pc is not None and e.wave is not None and e.lane is not None
    assert e.address is not None and e.instruction.startswith("global_load_dword")
    assert np.array_equal(untouched.to_numpy(), np.arange(16, dtype=np.int32))
    assert np.array_equal(B.to_numpy(), np.full(n, 7, np.float32))


def test_instruction_budget(emu):
    co = hsaco("algo", 3)
    x = emu.to_device(np.full(64, 27, np.uint32))
    out = emu.empty((64,), np.uint32)
    with pytest.raises(EmulationFault, match="instruction budget"):
        emu.dispatch(co, "collatz", grid=(64,), workgroup=(64,), args=[x, out], budget=50)


def test_local_buffer_must_be_given_for_local_pointer(emu):
    co = hsaco("lds", 3)
    A = emu.empty((64,), np.int32)
    with pytest.raises(EmulationFault, match="LocalBuffer"):
        emu.dispatch(co, "local_arg", grid=(64,), workgroup=(64,), args=[A, A, 0, 0])
    emu.dispatch(co, "local_arg", grid=(64,), workgroup=(64,),
                 args=[A, A, LocalBuffer(256), LocalBuffer(256)])


def test_global_offset(emu):
    co = hsaco("grids", 3)
    out = emu.empty((4, 8, 12), np.int32)
    emu.dispatch(co, "hidden_args", grid=(8, 4), workgroup=(8, 2), args=[out], global_offset=(3, 1))
    r = out.to_numpy()
    assert r[0, 0, 0] == 3 and r[0, 0, 1] == 1 and r[0, 0, 10] == 3 and r[0, 0, 11] == 1


def test_empty_and_buffers(emu):
    b = emu.empty(64)
    assert b.nbytes == 64 and b.to_numpy().dtype == np.uint8
    c = emu.empty((2, 3), dtype=np.float64)
    assert c.to_numpy().shape == (2, 3)
    assert c.address % 4096 == 0
