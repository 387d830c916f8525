"""Fast lane access to flat word arrays: the common path of every memory instruction.

An access whose lanes share one base (a scalar, or one value per wave) and differ by 32-bit
offsets held in a VGPR is checked with three reductions over the active lanes (min, max
and the or of the offsets, for the alignment) instead of per lane, turned into one array of
word indices, and served by ``np.take`` into the destination register rows or by one
fancy-index store. Anything else (unaligned dwords, offsets straddling allocations,
addresses whose high halves differ, bytes of private memory) goes to the general path of
:mod:`amdgcn.emu.semantics.vmem`, which also finds the lane to name in a fault.
"""

from __future__ import annotations

import numpy as np

from amdgcn.emu.access import store_lanes

U32 = np.uint32


def active_values(x: np.ndarray, g) -> np.ndarray:
    """The values of the active lanes of ``x`` (``(n, 64)``), flat, in lane order."""
    flat = x.reshape(-1)
    return flat if g.exec_full else flat[g.active]


def bounds(x: np.ndarray, g, *, need_min: bool = True) -> tuple[int, int, int] | None:
    """(min, max, or) of the active lanes of the uint32 ``(n, 64)`` array ``x`` (min is 0
    unless ``need_min``); None when no lane is active."""
    if not g.exec_full:
        if g.active.size == 0:
            return None
        x = x.reshape(-1)[g.active]
    lo = int(x.min()) if need_min else 0
    return lo, int(x.max()), int(np.bitwise_or.reduce(x, axis=None))


def element_index(offsets: np.ndarray, base, shift: int) -> np.ndarray:
    """``base + (offsets >> shift)`` as intp indices (``base``: an int, or per lane)."""
    sh = offsets >> U32(shift) if shift else offsets
    return np.add(sh, base, dtype=np.intp)


def load_rows(elems: np.ndarray, idx: np.ndarray, g, regs: np.ndarray, reg: int, ndw: int, *,
              step: int = 1) -> None:
    """``regs[reg + j] = elems[idx + j * step]`` for ``j < ndw`` on the active lanes.

    ``elems`` is a uint32 word view (or a narrower element view whose values are then
    zero-extended); inactive lanes may hold any index (``mode='wrap'`` keeps them in range).
    """
    direct = g.direct and elems.dtype == U32
    for j in range(ndw):
        src = elems[j * step:] if j else elems
        if direct:
            np.take(src, idx, out=regs[reg + j][g.sel], mode="wrap")
        elif g.direct:                  # narrower elements, zero- or sign-extended in place
            row = regs[reg + j][g.sel]
            np.copyto(row.view(np.int32) if elems.dtype.kind == "i" else row,
                      np.take(src, idx, mode="wrap"))
        else:
            v = np.take(src, idx, mode="wrap")
            if v.dtype != U32:          # narrower elements, zero- or sign-extended
                v = v.astype(np.int32 if v.dtype.kind == "i" else U32).view(U32)
            store_lanes(regs[reg + j], g, v)


def store_rows(elems: np.ndarray, idx: np.ndarray, g, values, ndw: int, *, step: int = 1) -> None:
    """``elems[idx + j * step] = values[j]`` on the active lanes (later lanes win).

    ``values`` is a sequence of ``ndw`` lane arrays ``(n, 64)``.
    """
    if g.exec_full:
        flat_idx = idx.reshape(-1)
        for j in range(ndw):
            dst = elems[j * step:] if j else elems
            dst[flat_idx] = np.asarray(values[j]).reshape(-1)
        return
    act = g.active
    flat_idx = idx.reshape(-1)[act]
    for j in range(ndw):
        dst = elems[j * step:] if j else elems
        dst[flat_idx] = np.broadcast_to(values[j], idx.shape).reshape(-1)[act]
