#!/usr/bin/env python3
"""Our back end against LLVM 22 on the fixture kernels (tests/data/emu/src), same IR.

Per kernel at -O<level> (default 3): static instructions, SGPRs/VGPRs, occupancy (waves per
SIMD from the VGPR count, gfx90a: 512 VGPRs per SIMD lane, granule 8, at most 8 waves),
scratch bytes, dynamic wave-instructions on the emulator (the kernel's NumPy check run on
both code objects) and compile time. LLVM's numbers come from clang-22's own code objects of
the same sources and flags (tests/data/emu/*.O<level>.hsaco, built by
tools/build_emu_fixtures.py) and, for compile time, ``llc-22`` on the committed IR when it
is installed. Prints the geometric mean of our dynamic instruction count over LLVM's.

Usage: python benchmarks/bench_compile.py [-O3] [KERNEL ...]
"""

from __future__ import annotations

import math
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from amdgcn.codeobj import CodeObject
from amdgcn.compiler import compile_module
from amdgcn.emu import Emulator
from amdgcn.disasm import disassemble
from tests.compiler.harness import DATA as IR_DATA
from tests.compiler.harness import ir_text
from tests.emu import kernels_extra  # noqa: F401
from tests.emu.kernels import CASES, check, hsaco

LLC = shutil.which("llc-22") or "/usr/lib/llvm-22/bin/llc"


class Counting(Emulator):
    """An Emulator that adds up the wave-instructions of its dispatches."""

    def __init__(self, **kw):
        super().__init__(**kw)
        self.count = 0

    def dispatch(self, *a, **kw):
        res = super().dispatch(*a, **kw)
        self.count += res.stats.wave_instructions
        return res


def occupancy(vgprs: int) -> int:
    return max(1, min(8, 512 // max(8, (vgprs + 7) // 8 * 8)))


def dynamic(co, key) -> tuple[int, bool]:
    emu = Counting(mcpu="gfx90a")
    c = emu.load(co)
    bad = check(CASES[key](emu, c, np.random.default_rng(1234)))
    return emu.count, not bad


def llc_seconds(file: str, level: int) -> float | None:
    if not Path(LLC).exists():
        return None
    with tempfile.TemporaryDirectory() as d:
        t0 = time.perf_counter()
        subprocess.run([LLC, f"-O{level}", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx90a",
                        "-filetype=obj", str(IR_DATA / f"{file}.O{level}.ll"), "-o",
                        f"{d}/k.o"], check=True, capture_output=True)
        return time.perf_counter() - t0


def main(argv: list[str]) -> int:
    level = 3
    names = []
    for a in argv:
        if a.startswith("-O"):
            level = int(a[2:])
        else:
            names.append(a)
    print(f"{'kernel':24} {'static':>11} {'sgpr':>7} {'vgpr':>7} {'occ':>5} {'scratch':>9} "
          f"{'dynamic wave-insts':>22} {'ratio':>6} {'compile s':>10}")
    ratios = []
    llc_times = {}
    for key in CASES:
        file, kernel = key
        if names and kernel not in names:
            continue
        t0 = time.perf_counter()
        c = compile_module(ir_text(file, level), kernels=[kernel])
        ours_co = c.code_object()
        t_ours = time.perf_counter() - t0
        prog = c.programs[0]
        counts = prog.info["counts"]
        ours_static = sum(1 for i in prog.instructions() if not i.is_pseudo)
        theirs = CodeObject.from_file(hsaco(file, level)).kernels[kernel]
        their_static = len(disassemble(theirs.code, "gfx90a"))
        md = theirs.metadata
        d_ours, ok_ours = dynamic(ours_co, key)
        d_llvm, _ = dynamic(hsaco(file, level).read_bytes(), key)
        if file not in llc_times:
            llc_times[file] = llc_seconds(file, level)
        ratio = d_ours / d_llvm if d_llvm else float("nan")
        ratios.append(ratio)
        lt = llc_times[file]
        print(f"{kernel:24} {ours_static:5}/{their_static:<5} "
              f"{counts['sgpr'] + 2 * counts['vcc']:3}/{md.get('.sgpr_count', 0):<3} "
              f"{counts['vgpr']:3}/{md.get('.vgpr_count', 0):<3} "
              f"{occupancy(counts['vgpr'])}/{occupancy(md.get('.vgpr_count', 0))} "
              f"{prog.info.get('scratch_size', 0):4}/{md.get('.private_segment_fixed_size', 0):<4} "
              f"{d_ours:10}/{d_llvm:<11} {ratio:6.2f} "
              f"{t_ours:5.2f}/{'-' if lt is None else f'{lt:.2f}'}"
              f"{'' if ok_ours else '  WRONG RESULT'}")
    if ratios:
        gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        worst = sorted(zip(ratios, [k for _, k in CASES if not names or k in names]))[-5:]
        print(f"\ngeometric mean of dynamic wave-instructions, ours / LLVM: {gm:.2f} "
              f"({len(ratios)} kernels at -O{level}; llc time is per file, all its kernels)")
        print("worst: " + ", ".join(f"{k} {r:.2f}" for r, k in reversed(worst)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
