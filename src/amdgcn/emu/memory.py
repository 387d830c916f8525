"""Device memory of the emulator: the global heap, allocations, apertures and lane gathers.

Global memory is one growable NumPy byte array mapped at :data:`GLOBAL_BASE`; every allocation
(user buffers, kernarg segments, the AQL packet, scratch) is a range of it separated from its
neighbours by an unmapped guard, so that a kernel reading past the end of a buffer faults
instead of reading the next one. Accesses are checked against the allocations with one
``searchsorted`` over the lanes; loads and stores are NumPy gathers and scatters.

The flat address space (MI200 ISA 10.1, AMDGPUUsage: Memory Spaces) maps the 4 GiB shared
aperture at ``SHARED_APERTURE`` and the private aperture at ``PRIVATE_APERTURE``; their high
halves are what ``src_shared_base`` and ``src_private_base`` read.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from amdgcn.errors import EmulationFault

#: first byte address of global memory (above the apertures' 4 GiB windows)
GLOBAL_BASE = 0x0000_0010_0000_0000
#: flat address of LDS byte 0 (src_shared_base reads the high half)
SHARED_APERTURE = 0x0001_0000_0000_0000
#: flat address of private byte 0 (src_private_base reads the high half)
PRIVATE_APERTURE = 0x0002_0000_0000_0000
APERTURE_SIZE = 1 << 32
#: allocations start on this boundary and are followed by an unmapped guard of the same size
ALLOC_ALIGN = 4096
_INITIAL_CAPACITY = 1 << 20


@dataclass(frozen=True, slots=True)
class Allocation:
    """One mapped range of global memory ``[address, address + size)``."""

    address: int
    size: int
    name: str


class Memory:
    """The global heap: allocate, check, read and write byte ranges and lane vectors."""

    def __init__(self):
        self._heap = np.zeros(_INITIAL_CAPACITY, dtype=np.uint8)
        self._top = 0
        self._allocs: list[Allocation] = []
        self._starts = np.zeros(0, dtype=np.uint64)
        self._ends = np.zeros(0, dtype=np.uint64)

    # -- allocation -------------------------------------------------------------------------
    def allocate(self, size: int, name: str = "buffer") -> Allocation:
        """Map ``size`` zeroed bytes (at least 1) and return the allocation."""
        size = max(int(size), 1)
        offset = self._top
        need = offset + size + ALLOC_ALIGN
        if need > self._heap.size:
            cap = self._heap.size
            while cap < need:
                cap *= 2
            grown = np.zeros(cap, dtype=np.uint8)
            grown[: self._top] = self._heap[: self._top]
            self._heap = grown
        else:
            self._heap[offset: offset + size] = 0
        self._top = -(-(offset + size) // ALLOC_ALIGN) * ALLOC_ALIGN + ALLOC_ALIGN
        alloc = Allocation(GLOBAL_BASE + offset, size, name)
        self._allocs.append(alloc)
        self._reindex()
        return alloc

    def mark(self) -> tuple[int, int]:
        """A point to :meth:`release` back to (dispatch temporaries are freed this way)."""
        return self._top, len(self._allocs)

    def release(self, mark: tuple[int, int]) -> None:
        """Unmap every allocation made after ``mark``."""
        self._top, n = mark
        del self._allocs[n:]
        self._reindex()

    def _reindex(self) -> None:
        self._starts = np.array([a.address for a in self._allocs], dtype=np.uint64)
        self._ends = np.array([a.address + a.size for a in self._allocs], dtype=np.uint64)

    # -- host access --------------------------------------------------------------------------
    def host_view(self, address: int, size: int) -> np.ndarray:
        """The bytes ``[address, address+size)`` as a writable uint8 view (host side)."""
        off = address - GLOBAL_BASE
        return self._heap[off: off + size]

    def write_bytes(self, address: int, data: bytes | np.ndarray) -> None:
        """Host write of raw bytes."""
        raw = np.frombuffer(bytes(data), dtype=np.uint8) if isinstance(data, (bytes, bytearray)) \
            else np.ascontiguousarray(data).view(np.uint8).reshape(-1)
        self.host_view(address, raw.size)[:] = raw

    # -- device access ------------------------------------------------------------------------
    def check(self, addr: np.ndarray, nbytes: int) -> np.ndarray | None:
        """Lanes whose ``[addr, addr+nbytes)`` is not inside one allocation (None if all are).

        The fast path: when the lowest and the highest address fall in the same allocation,
        every lane between them does too.
        """
        if addr.size == 0:
            return None
        lo = int(addr.min())
        hi = int(addr.max()) + nbytes
        i = int(np.searchsorted(self._starts, np.uint64(lo), side="right")) - 1
        if i >= 0 and hi <= int(self._ends[i]):
            return None
        a = addr.astype(np.uint64)
        idx = np.searchsorted(self._starts, a, side="right") - 1
        ok = idx >= 0
        end = self._ends[np.maximum(idx, 0)]
        last = a + np.uint64(nbytes)
        ok &= (last <= end) & (last >= a)       # an access that wraps past 2**64 is outside
        bad = np.flatnonzero(~ok.reshape(-1))
        return bad if bad.size else None

    def contains(self, lo: int, hi: int) -> bool:
        """True when the byte range ``[lo, hi)`` lies inside one allocation."""
        i = int(np.searchsorted(self._starts, np.uint64(max(lo, 0)), side="right")) - 1
        return i >= 0 and lo >= 0 and hi <= int(self._ends[i])

    @property
    def words(self) -> np.ndarray:
        """The whole heap as dwords (a fresh view: the heap may have grown)."""
        return self._heap.view(np.uint32)

    def offsets(self, addr: np.ndarray) -> np.ndarray:
        """Heap offsets of checked byte addresses."""
        return (addr.astype(np.uint64) - np.uint64(GLOBAL_BASE)).astype(np.int64)

    @property
    def heap(self) -> np.ndarray:
        """The whole heap as bytes (views into it go stale when it grows)."""
        return self._heap

    def load(self, off: np.ndarray, ndwords: int) -> np.ndarray:
        """Gather ``ndwords`` dwords at heap offsets ``off`` (any shape): shape ``off.shape+(n,)``."""
        return gather_dwords(self._heap, off, ndwords)

    def load_bytes(self, off: np.ndarray, nbytes: int) -> np.ndarray:
        """Gather ``nbytes`` (1 or 2) bytes, zero-extended to uint32."""
        return gather_small(self._heap, off, nbytes)

    def store(self, off: np.ndarray, values: np.ndarray) -> None:
        """Scatter dwords ``values`` (``off.shape+(n,)``) to heap offsets ``off``."""
        scatter_dwords(self._heap, off, values)

    def store_bytes(self, off: np.ndarray, values: np.ndarray, nbytes: int) -> None:
        """Scatter the low ``nbytes`` (1 or 2) bytes of ``values``."""
        scatter_small(self._heap, off, values, nbytes)

    def find(self, address: int) -> Allocation | None:
        """The allocation holding ``address``, or None."""
        i = int(np.searchsorted(self._starts, np.uint64(address), side="right")) - 1
        if i >= 0 and address < int(self._ends[i]):
            return self._allocs[i]
        return None


_BYTE4 = np.arange(4, dtype=np.int64)


def gather_dwords(mem: np.ndarray, off: np.ndarray, ndwords: int) -> np.ndarray:
    """Dwords of a byte array at byte offsets (aligned fast path, bytewise otherwise)."""
    if off.size and not (off & 3).any():
        words = mem.view(np.uint32)
        base = off >> 2
        if ndwords == 1:
            return words[base][..., None]
        return words[base[..., None] + np.arange(ndwords, dtype=np.int64)]
    idx = off[..., None] + np.arange(4 * ndwords, dtype=np.int64)
    raw = np.ascontiguousarray(mem[idx])
    return raw.view(np.uint32).reshape(off.shape + (ndwords,))


def gather_small(mem: np.ndarray, off: np.ndarray, nbytes: int) -> np.ndarray:
    """A byte or a 16-bit value at each byte offset, as uint32."""
    if nbytes == 1:
        return mem[off].astype(np.uint32)
    lo = mem[off].astype(np.uint32)
    return lo | (mem[off + 1].astype(np.uint32) << 8)


def scatter_dwords(mem: np.ndarray, off: np.ndarray, values: np.ndarray) -> None:
    """Store dwords ``values[..., n]`` at byte offsets ``off`` (later lanes win on overlap)."""
    ndwords = values.shape[-1]
    values = np.ascontiguousarray(values, dtype=np.uint32)
    if off.size and not (off & 3).any():
        words = mem.view(np.uint32)
        words[(off >> 2)[..., None] + np.arange(ndwords, dtype=np.int64)] = values
        return
    idx = off[..., None] + np.arange(4 * ndwords, dtype=np.int64)
    mem[idx] = values.view(np.uint8).reshape(idx.shape)


def scatter_small(mem: np.ndarray, off: np.ndarray, values: np.ndarray, nbytes: int) -> None:
    """Store the low 1 or 2 bytes of each value."""
    v = values.astype(np.uint32)
    mem[off] = (v & 0xFF).astype(np.uint8)
    if nbytes == 2:
        mem[off + 1] = ((v >> 8) & 0xFF).astype(np.uint8)


def fault_for_lanes(reason: str, bad: np.ndarray, addr: np.ndarray, waves: np.ndarray,
                    lanes: np.ndarray) -> EmulationFault:
    """An :class:`EmulationFault` naming the first bad lane (flat indices into ``addr``)."""
    k = int(bad[0])
    return EmulationFault(reason, wave=int(waves[k]), lane=int(lanes[k]),
                          address=int(addr.reshape(-1)[k]))
