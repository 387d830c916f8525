"""Wave state of one batch of resident waves, held as NumPy arrays with a wave axis.

* ``sgpr``: ``(256, n_waves)`` uint32, one row per code of the 9-bit source operand space
  (MI200 ISA 13.3): SGPRs, VCC, M0, EXEC, ... at their codes, inline constants and aperture
  registers pre-filled, SCC at row 253. Reading any scalar operand is a row read.
* ``vgpr`` / ``agpr``: ``(n_regs, n_waves, 64)`` uint32.
* ``exec_mask``: ``(n_waves, 64)`` bool, the lane form of EXEC, refreshed whenever an
  instruction writes EXEC (the integer rows stay the truth).
* ``lds``: the LDS of every resident work-group, one flat byte array (``lds_words`` views it
  as dwords); ``lds_base[w]`` is the first byte of wave ``w``'s work-group, and
  ``lds_lane_words`` holds ``lds_base / 4`` for every lane, ready to add to word offsets.
"""

from __future__ import annotations

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.emu.memory import PRIVATE_APERTURE, SHARED_APERTURE, Memory

WAVE_SIZE = 64
#: MODE bits that float semantics read: FP_ROUND, FP_DENORM, DX10_CLAMP, IEEE (MI200 ISA 3.5.3)
MODE_FLOAT_FIELDS = 0x3FF
#: round to nearest even, denormals allowed, DX10_CLAMP and IEEE set: what clang-22's
#: compute kernels request in their descriptors
DEFAULT_MODE = 0x3F0
LANES = np.arange(WAVE_SIZE, dtype=np.uint32)
_BIT_WEIGHTS = (np.uint64(1) << np.arange(64, dtype=np.uint64))


def lds_stride(lds_size: int) -> int:
    """Bytes between the LDS of two resident work-groups (a multiple of 16, at least 16)."""
    return max(-(-lds_size // 16) * 16, 16)


def unpack_mask(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """Two uint32 rows (n,) -> (n, 64) bool lane masks."""
    both = np.stack([lo, hi], axis=-1).astype(np.uint32, copy=False)
    return np.unpackbits(both.view(np.uint8), axis=-1, bitorder="little").view(bool)


def pack_mask(mask: np.ndarray) -> np.ndarray:
    """(n, 64) bool -> (n,) uint64."""
    return np.packbits(mask, axis=-1, bitorder="little").view(np.uint64).reshape(mask.shape[0])


def mask_rows(mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(n, 64) bool -> two uint32 rows (lo, hi)."""
    packed = np.packbits(mask, axis=-1, bitorder="little").view(np.uint32)
    return packed[:, 0], packed[:, 1]


class WaveState:
    """Registers, LDS and identity of ``n`` resident waves.

    Args:
        n: number of waves.
        n_vgpr, n_agpr: register file sizes.
        memory: the device memory.
        lds_size: bytes of LDS per work-group; n_groups: resident work-groups.
    """

    def __init__(self, n: int, *, n_vgpr: int, n_agpr: int, memory: Memory,
                 lds_size: int, n_groups: int):
        self.n = n
        self.memory = memory
        self.sgpr = np.zeros((ops.SCALAR_ROWS, n), dtype=np.uint32)
        for code in range(ops.INLINE_INT_FIRST, ops.INLINE_INT_LAST + 1):
            self.sgpr[code] = ops.inline_constant(code, 32)
        for code in range(ops.INLINE_FLOAT_FIRST, ops.INLINE_FLOAT_LAST + 1):
            self.sgpr[code] = ops.inline_constant(code, 32)
        self.sgpr[ops.SRC_SHARED_BASE] = SHARED_APERTURE >> 32
        self.sgpr[ops.SRC_SHARED_LIMIT] = (SHARED_APERTURE >> 32)
        self.sgpr[ops.SRC_PRIVATE_BASE] = PRIVATE_APERTURE >> 32
        self.sgpr[ops.SRC_PRIVATE_LIMIT] = (PRIVATE_APERTURE >> 32)
        self.vgpr = np.zeros((max(n_vgpr, 1), n, WAVE_SIZE), dtype=np.uint32)
        self.agpr = np.zeros((max(n_agpr, 1), n, WAVE_SIZE), dtype=np.uint32)
        self.exec_mask = np.zeros((n, WAVE_SIZE), dtype=bool)
        self.lds_size = lds_size
        self.lds_stride = lds_stride(lds_size)
        self.lds = np.zeros(self.lds_stride * max(n_groups, 1), dtype=np.uint8)
        self.lds_words = self.lds.view(np.uint32)
        self.lds_base = np.zeros(n, dtype=np.int64)
        self.lds_lane_words = np.zeros((n, WAVE_SIZE), dtype=np.intp)
        self.wave_id = np.arange(n, dtype=np.int64)      # index in the whole dispatch
        #: the waves that hold a work-item (a partial work-group launches fewer)
        self.present_waves = np.arange(n, dtype=np.int64)
        self.wave_in_group = np.zeros(n, dtype=np.int64)
        self.group_slot = np.zeros(n, dtype=np.int64)
        self.mode = np.full(n, DEFAULT_MODE, dtype=np.uint32)
        #: MODE's float fields when every wave has the same (else None): steps test this
        #: once instead of looking at every wave's MODE
        self.uniform_mode: int | None = DEFAULT_MODE
        self.trapsts = np.zeros(n, dtype=np.uint32)
        self.hw_id = np.zeros(n, dtype=np.uint32)
        self.private_size = 0                            # bytes per lane (scratch)
        self.clock = 0                                   # s_memtime's counter

    def place_groups(self, group_slot: np.ndarray) -> None:
        """Give wave ``w`` the LDS of resident work-group ``group_slot[w]``."""
        self.group_slot = group_slot
        self.lds_base = group_slot * self.lds_stride
        self.lds_lane_words[:] = (self.lds_base // 4)[:, None]

    def set_mode(self, value: int) -> None:
        """Give every wave MODE = ``value`` (the kernel descriptor's initial MODE)."""
        self.mode[:] = value
        self.uniform_mode = value & MODE_FLOAT_FIELDS

    def mode_changed(self) -> None:
        """Recompute :attr:`uniform_mode` after an instruction wrote MODE of some waves."""
        m = self.mode & np.uint32(MODE_FLOAT_FIELDS)
        first = int(m[0]) if m.size else 0
        self.uniform_mode = first if (m == first).all() else None

    def reset(self) -> None:
        """Zero the registers and LDS for the next batch (constant rows stay)."""
        self.sgpr[: ops.INLINE_INT_FIRST] = 0
        self.sgpr[ops.SCC] = 0
        self.vgpr.fill(0)
        self.agpr.fill(0)
        self.lds.fill(0)
        self.trapsts.fill(0)

    def sync_exec(self, sel) -> np.ndarray:
        """Recompute the lane form of EXEC for waves ``sel`` from its rows; returns it."""
        m = unpack_mask(self.sgpr[ops.EXEC_LO, sel], self.sgpr[ops.EXEC_HI, sel])
        self.exec_mask[sel] = m
        return m
