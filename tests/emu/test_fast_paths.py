"""Fast paths of the emulator agree with the general ones they shortcut: V_PERM_B32 with one
selector for all lanes (an SGPR or constant, as clang's f16 packing uses it) against the
per-lane selector form, over every selector byte value."""

from __future__ import annotations

import numpy as np

from amdgcn.emu.semantics.valu_ops import _perm


def test_v_perm_uniform_selector_matches_per_lane_selector():
    rng = np.random.default_rng(7)
    a = rng.integers(0, 1 << 32, (3, 64), dtype=np.uint64).astype(np.uint32)
    b = rng.integers(0, 1 << 32, (3, 64), dtype=np.uint64).astype(np.uint32)
    a[0, :8] = 0x80008000                         # sign bits set for the 8-11 selectors
    for byte in range(256):
        sel = (byte | ((byte + 1) % 256) << 8 | ((byte + 7) % 256) << 16 | (255 - byte) << 24)
        uniform = _perm(a, b, np.full((3, 1), sel, np.uint32))
        per_lane = np.full((3, 64), sel, np.uint32)
        per_lane[:, 0] ^= 1                     # not uniform: the general path
        general = _perm(a, b, per_lane)
        assert np.array_equal(uniform[:, 1:], general[:, 1:]), hex(sel)
        assert np.array_equal(_perm(a, b, np.uint32(sel)), uniform), hex(sel)


def test_v_perm_known_values():
    # selector bytes 4 (S0's byte 0: 0x44), 8 (bit 15 of S1 set: 0xff), 12 (0x00), 13 (0xff)
    got = _perm(np.array([[0x11223344]], np.uint32), np.array([[0x55668788]], np.uint32),
                np.array([[0x0D0C0804]], np.uint32))
    assert got[0, 0] == 0xFF00FF44
