#!/usr/bin/env python3
"""Assembler and disassembler speed against LLVM 22 on real clang-22 gfx90a output.

Builds the input once: every OpenCL C kernel under tests/data/**/src/*.cl compiled with
``clang-22 -S -O3 -mcpu=gfx90a``, keeping the instruction and label lines of the kernels'
code, repeated with renamed labels until about ``--lines`` lines (default 200,000). Then times

* assembling: ``amdgcn as --mcpu=gfx90a -show-encoding`` vs ``llvm-mc -show-encoding``
  (and ``-filetype=obj`` for both when the object writer is available);
* disassembling the same bytes: ``amdgcn disasm`` vs ``llvm-mc --disassemble``.

Prints wall times and the ratios LLVM time / amdgcn time (>= 1.0 means we are faster).
Run by hand: ``python benchmarks/bench_asm.py [--lines N]`` (needs LLVM 22).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LLVM = Path(os.environ.get("LLVM22_BIN", "/usr/lib/llvm-22/bin"))
_INSN = re.compile(r"^\s+([sv]_|global_|flat_|scratch_|ds_|buffer_)")
_LABEL = re.compile(r"^(\.?L?[A-Za-z_.$][\w.$]*):")


def clang_asm(cl: Path) -> str:
    r = subprocess.run([str(LLVM / "clang"), "-x", "cl", "-Xclang", "-finclude-default-header",
                        "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx90a",
                        "-nogpulib", "-O3", "-S", "-o", "-", str(cl)],
                       capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else ""


def build_input(lines: int) -> str:
    body = []
    for cl in sorted(ROOT.glob("tests/data/**/src/*.cl")) + [ROOT / "src/amdgcn/examples/saxpy.cl"]:
        for ln in clang_asm(cl).splitlines():
            code = ln.split(";")[0].rstrip()
            if _INSN.match(code) or (_LABEL.match(code) and code.startswith(".L")):
                body.append(code)
    if not body:
        sys.exit("no clang-22 output: is LLVM 22 installed?")
    out, k = [], 0
    while len(out) < lines:
        out.extend(re.sub(r"(\.L\w+)", rf"\1_{k}", ln) for ln in body)
        k += 1
    return "\n".join(out[:lines]) + "\n"


def timed(cmd: list[str], stdin: str) -> tuple[float, str, int]:
    t = time.perf_counter()
    r = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    return time.perf_counter() - t, r.stdout, r.returncode


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lines", type=int, default=200_000)
    a = ap.parse_args()
    src = build_input(a.lines)
    print(f"input: {src.count(chr(10))} lines of clang-22 gfx90a output")
    amdgcn = [sys.executable, "-m", "amdgcn"]
    t_llvm, out_llvm, _ = timed([str(LLVM / "llvm-mc"), "-arch=amdgcn", "-mcpu=gfx90a",
                                 "-show-encoding"], src)
    t_ours, out_ours, rc = timed(amdgcn + ["as", "--mcpu=gfx90a", "--show-encoding"], src)
    same = out_llvm == out_ours
    print(f"assemble  llvm-mc {t_llvm:7.2f} s  amdgcn {t_ours:7.2f} s  ratio {t_llvm / t_ours:5.2f}"
          f"  (identical output: {same}, exit {rc})")
    enc = re.findall(r"encoding: \[([^\]]*)\]", out_llvm)
    dis_in = "\n".join(enc) + "\n"
    t_llvm, d_llvm, _ = timed([str(LLVM / "llvm-mc"), "-arch=amdgcn", "-mcpu=gfx90a",
                               "--disassemble"], dis_in)
    t_ours, d_ours, rc = timed(amdgcn + ["disasm", "--mcpu=gfx90a"], dis_in)
    print(f"disasm    llvm-mc {t_llvm:7.2f} s  amdgcn {t_ours:7.2f} s  ratio {t_llvm / t_ours:5.2f}"
          f"  (identical output: {d_llvm == d_ours}, exit {rc})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
