"""The host oracle: generated kernels compiled as C for x86-64 by clang-22 and run by ctypes.

Every work-item of a work-group runs as a thread (``prelude.HOST``), so barriers and the
wave-level builtins behave as on the GPU; work-groups run one after another. Many kernels
share one shared library (one compile per batch).
"""

from __future__ import annotations

import ctypes
import subprocess
import tempfile
from pathlib import Path

import numpy as np

from amdgcn.errors import AmdgcnError
from amdgcn.kernelgen import prelude

HOST_OPT = "-O1"


class HostError(AmdgcnError):
    """The host compiler or a host run failed (a generator bug, not an emulator one)."""


def compile_host(body: str, kernels: list[str], *, clang: str, workdir: Path) -> Path:
    """Compile ``body`` (kernels' OpenCL C) as a C shared library; return its path.

    Raises:
        HostError: clang failed (its message is included).
    """
    src = workdir / "host.c"
    lib = workdir / "host.so"
    src.write_text(prelude.host_source(body, kernels))
    cmd = [clang, *prelude.HOST_FLAGS, HOST_OPT, str(src), "-o", str(lib), "-lm"]
    res = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if res.returncode:
        raise HostError(f"host compile failed:\n{res.stderr[-4000:]}")
    return lib


class HostLibrary:
    """A loaded host library of generated kernels.

    Example:
        >>> lib = HostLibrary(path)
        >>> out, atom = lib.run("kg_1", inputs, atom0, nout=4 * 64, groups=1, wg=64)
    """

    def __init__(self, path: Path):
        self._dll = ctypes.CDLL(str(path))

    def run(self, name: str, inputs: np.ndarray, atom: np.ndarray, *, nout: int, groups: int,
            wg: int) -> tuple[np.ndarray, np.ndarray]:
        """Run kernel ``name``; return (out: uint64[nout], atom: uint32[...]) after it.

        Raises:
            HostError: the launch failed (bad work-group size, no threads).
        """
        fn = getattr(self._dll, f"kg_run_{name}")
        fn.restype = ctypes.c_int
        inp = np.ascontiguousarray(inputs, dtype=np.uint64)
        out = np.zeros(nout, dtype=np.uint64)
        at = np.ascontiguousarray(atom, dtype=np.uint32).copy()
        ptr = ctypes.c_void_p
        rc = fn(ptr(inp.ctypes.data), ptr(out.ctypes.data), ptr(at.ctypes.data),
                ctypes.c_uint(groups), ctypes.c_uint(wg))
        if rc:
            raise HostError(f"host launch of {name} failed (error {rc})")
        return out, at


def host_build(body: str, kernels: list[str], *, clang: str) -> tuple[HostLibrary, object]:
    """Compile and load; returns the library and the temporary directory that holds it."""
    tmp = tempfile.TemporaryDirectory(prefix="kg-host-")
    path = compile_host(body, kernels, clang=clang, workdir=Path(tmp.name))
    return HostLibrary(path), tmp
