"""Compile a fixture kernel's IR with our back end and check it on the emulator against NumPy
with the same checks tests/emu/kernels.py applies to clang's own code objects.

``python -m tests.compiler.harness [-O3] [--calls=all] [NAME ...]`` prints the table of kernels
that compile and agree (``--calls``: which calls are real, :mod:`amdgcn.compiler.callgraph`).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

from amdgcn.compiler import compile_module
from amdgcn.errors import AmdgcnError
from tests.emu import kernels_extra  # noqa: F401  (registers its cases)
from tests.emu.kernels import CASES, check
from tests.emu.kernels_calls import CALL_CASES
from tests.emu.kernels_calls import FILE as CALL_FILE
from tests.emu.kernels_classes import CLASS_CASES
from tests.emu.kernels_classes import FILE as CLASS_FILE

#: the fixture kernels of tests/emu: kernels.py's, issue 9's failure classes, issue 10's calls
ALL_CASES = {**CASES, **{(CLASS_FILE, k): fn for k, fn in CLASS_CASES.items()},
             **{(CALL_FILE, k): fn for k, fn in CALL_CASES.items()}}

DATA = Path(__file__).resolve().parents[1] / "data" / "compiler"
_IR_CACHE: dict = {}


def ir_text(file: str, level: int) -> str:
    key = (file, level)
    if key not in _IR_CACHE:
        _IR_CACHE[key] = (DATA / f"{file}.O{level}.ll").read_text()
    return _IR_CACHE[key]


def compile_case(file: str, kernel: str, level: int, mcpu: str = "gfx90a",
                 calls: str = "noinline") -> bytes:
    """The linked code object of one kernel compiled by us from the fixture IR."""
    return compile_module(ir_text(file, level), mcpu, kernels=[kernel],
                          calls=calls).code_object()


def run_case(emu, file: str, kernel: str, level: int, calls: str = "noinline") -> tuple[str, str]:
    """``("pass"|"fail"|"compile"|"run", detail)`` for one kernel (on ``emu``'s processor)."""
    try:
        co_bytes = compile_case(file, kernel, level, emu.target.processor, calls)
    except AmdgcnError as e:
        return "compile", str(e)
    try:
        co = emu.load(co_bytes)
        bad = check(ALL_CASES[(file, kernel)](emu, co, np.random.default_rng(1234)))
    except AmdgcnError as e:
        return "run", str(e)
    return ("pass", "") if not bad else ("fail", "; ".join(bad))


def main(argv: list[str]) -> int:
    from amdgcn.emu import Emulator
    level, calls = 3, "noinline"
    names = []
    for a in argv:
        if a.startswith("-O"):
            level = int(a[2:])
        elif a.startswith("--calls="):
            calls = a.split("=", 1)[1]
        else:
            names.append(a)
    emu = Emulator(mcpu="gfx90a")
    counts: dict = {}
    for (file, kernel) in ALL_CASES:
        if names and kernel not in names and file not in names:
            continue
        t0 = time.perf_counter()
        status, detail = run_case(emu, file, kernel, level, calls)
        counts[status] = counts.get(status, 0) + 1
        print(f"{file:12} {kernel:24} -O{level} {status:8} {time.perf_counter() - t0:5.1f}s "
              f"{detail[:160]}")
    print(counts)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
