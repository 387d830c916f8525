"""Partial work-groups launch only the waves that hold work-items (regression: a grid of 64
with work-groups of 256 ran 4 waves, 3 of them with no active lane)."""

from __future__ import annotations

import numpy as np
import pytest

from amdgcn.emu import Emulator
from tests.emu.kernels import hsaco


@pytest.fixture(scope="module")
def emu():
    return Emulator(mcpu="gfx90a")


@pytest.mark.parametrize("n, block, waves", [(64, 256, 1), (65, 256, 2), (1000, 256, 16),
                                             (256, 256, 4), (300, 128, 5)])
def test_partial_group_wave_count(emu, n, block, waves):
    co = emu.load(hsaco("elementwise", 3))
    rng = np.random.default_rng(7)
    a, b = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
    A, B, C = emu.to_device(a), emu.to_device(b), emu.empty_like(a)
    res = emu.dispatch(co, "vadd", grid=(n,), workgroup=(block,), args=[A, B, C, n])
    assert res.stats.waves == waves
    np.testing.assert_array_equal(C.to_numpy(), a + b)


def test_partial_2d_groups(emu):
    """A 2D grid whose last row and column of work-groups are partial: every work-item runs
    once, and only waves holding work-items are launched."""
    co = emu.load(hsaco("grids", 3))
    w, h = 37, 21
    out = emu.to_device(np.full(w * h, -1, dtype=np.int32))
    res = emu.dispatch(co, "grid2d", grid=(w, h), workgroup=(16, 16), args=[out, w, h])
    x, y = np.meshgrid(np.arange(w), np.arange(h))
    np.testing.assert_array_equal(out.to_numpy().reshape(h, w), x * 1000 + y)
    # groups: 3 x 2; items per group 16x16=256 (4 waves), 5x16=80 (2), 16x5=80 (2), 5x5=25 (1)
    assert res.stats.waves == 2 * 4 + 2 + 2 * 2 + 1
