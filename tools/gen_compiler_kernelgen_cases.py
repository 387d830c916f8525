"""Rebuild the expected outputs of tests/data/compiler/kernelgen (needs LLVM 22).

Each case ``NAME.ll`` is a small kernel ``@k(ptr addrspace(1) %in, ptr addrspace(1) %out)``
reduced from a kernelgen campaign of our back end (``--backend amdgcn``). Its first line is
``; inputs: WORDS uint32 per work-item, GRID work-items, OUT uint32 per work-item``. This script
compiles it with ``llc-22``, links it with ``ld.lld-22``, runs clang's code object on the
emulator with fixed inputs (random words mixed with edge values) and writes ``NAME.npz``
(``inp``, ``want``, ``grid``), which tests/compiler/test_kernelgen_cases.py compares our
code object's outputs with, without LLVM.

Usage: python tools/gen_compiler_kernelgen_cases.py [NAME ...]
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

from amdgcn.emu import Emulator

DIR = Path(__file__).resolve().parents[1] / "tests" / "data" / "compiler" / "kernelgen"
BIN = Path("/usr/lib/llvm-22/bin")
EDGE = np.array([0, 1, 2, 0xFF, 0x80, 0x7F, 0xFFFF, 0x8000, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF,
                 0x7F800000, 0xFF800000, 0x7FC00000, 0x00800000, 0x007FFFFF, 0x3F800000,
                 0xBF800000, 0x0F800000, 0x00000003, 0x7F7FFFFF, 0x3C00, 0x7C00, 0xFC00],
                dtype=np.uint32)
_HEAD = re.compile(r"; inputs: (\d+) uint32 per work-item, (\d+) work-items, (\d+) uint32 out")


def header(text: str) -> tuple[int, int, int]:
    m = _HEAD.search(text.splitlines()[0])
    if not m:
        raise SystemExit("first line must be '; inputs: W uint32 per work-item, G work-items, "
                         "O uint32 out'")
    return tuple(int(g) for g in m.groups())


def inputs(name: str, words: int, grid: int) -> np.ndarray:
    rng = np.random.default_rng(sum(map(ord, name)))
    x = rng.integers(0, 2**32, words * grid, dtype=np.uint64).astype(np.uint32)
    pick = rng.random(x.size) < 0.4
    x[pick] = EDGE[rng.integers(0, EDGE.size, int(pick.sum()))]
    small = rng.random(x.size) < 0.15
    x[small] = rng.integers(0, 40, int(small.sum())).astype(np.uint32)
    return x


def run(code: bytes, inp: np.ndarray, grid: int, nout: int) -> np.ndarray:
    emu = Emulator(mcpu="gfx90a")
    a = emu.to_device(inp.copy())
    b = emu.to_device(np.zeros(grid * nout, np.uint32))
    emu.dispatch(code, "k", grid=(grid,), workgroup=(min(grid, 64),), args=[a, b])
    return b.to_numpy()


def clang_code(ll: Path) -> bytes:
    with tempfile.TemporaryDirectory() as tmp:
        obj, co = Path(tmp) / "k.o", Path(tmp) / "k.hsaco"
        subprocess.run([BIN / "llc", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-O3",
                        "-filetype=obj", ll, "-o", obj], check=True)
        subprocess.run([BIN / "ld.lld", "-shared", obj, "-o", co], check=True)
        return co.read_bytes()


def main(names: list[str]) -> int:
    for ll in sorted(DIR.glob("*.ll")):
        if names and ll.stem not in names:
            continue
        words, grid, nout = header(ll.read_text())
        inp = inputs(ll.stem, words, grid)
        want = run(clang_code(ll), inp, grid, nout)
        np.savez(DIR / f"{ll.stem}.npz", inp=inp, want=want, grid=grid)
        print(f"wrote {ll.stem}.npz")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
