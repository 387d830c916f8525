"""Host allocator tuning for the emulator's NumPy temporaries.

Every prepared step makes a few lane arrays of ``n_waves * 64`` elements (half a megabyte to
a few megabytes for a batch of 2048 waves). glibc's malloc serves blocks above its mmap
threshold with fresh ``mmap`` pages and trims freed memory at the top of the heap back to
the system, so each such temporary costs a page fault per 4 KiB page: measured, a 1 MiB
``uint64`` product took 1.2 ms instead of 0.1 ms. Raising the mmap and trim thresholds once
keeps those blocks in the heap, where the next step reuses them.

The tuning is process-wide and only raises thresholds (memory freed by NumPy stays with
the process instead of going back to the system). It is skipped where glibc's ``mallopt``
is absent, and when the environment sets ``AMDGCN_EMU_MALLOC=default``.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os

#: glibc <malloc.h> parameter numbers
M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
#: glibc's largest accepted mmap threshold on 64-bit hosts (DEFAULT_MMAP_THRESHOLD_MAX)
MMAP_THRESHOLD = 32 << 20
TRIM_THRESHOLD = 512 << 20
ENV = "AMDGCN_EMU_MALLOC"

_done = False


def tune_malloc() -> bool:
    """Raise glibc's mmap and trim thresholds once per process; True when applied."""
    global _done
    if _done:
        return True
    if os.environ.get(ENV, "") == "default":
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    ok = bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and bool(mallopt(M_TRIM_THRESHOLD,
                                                                          TRIM_THRESHOLD))
    _done = ok
    return ok
