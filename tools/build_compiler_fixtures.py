#!/usr/bin/env python3
"""Rebuild the compiler's IR fixtures: tests/data/emu/src/*.cl -> tests/data/compiler/*.O<n>.ll.

Each OpenCL C file is compiled by clang-22 to LLVM IR for gfx90a with the same flags as
tools/build_emu_fixtures.py (code object V6 module flag, -nogpulib, src/common.h), at -O0,
-O1 and -O3. The IR is committed so that the compiler's tests run without LLVM.

Usage: python tools/build_compiler_fixtures.py [--llvm /usr/lib/llvm-22/bin] [NAME ...]
"""

from __future__ import annotations

import argparse
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "tests" / "data" / "emu" / "src"
OUT = ROOT / "tests" / "data" / "compiler"
LEVELS = ("0", "1", "3")
FLAGS_PREFIX = "// clang-flags:"


def extra_flags(source: Path) -> list[str]:
    first = source.read_text().split("\n", 1)[0]
    return first[len(FLAGS_PREFIX):].split() if first.startswith(FLAGS_PREFIX) else []


def compile_ir(clang: Path, source: Path, level: str, mcpu: str = "gfx90a") -> Path:
    out = OUT / f"{source.stem}.O{level}.ll"
    out.parent.mkdir(parents=True, exist_ok=True)
    cmd = [str(clang), "-x", "cl", "-Xclang", "-finclude-default-header", "-cl-std=CL2.0",
           "-target", "amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-nogpulib", f"-O{level}",
           *extra_flags(source), "-I", str(SRC), "-S", "-emit-llvm", str(source), "-o", str(out)]
    subprocess.run(cmd, check=True)
    # drop the ident line naming the local clang build, so fixtures are stable
    text = out.read_text()
    out.write_text(text)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llvm", default="/usr/lib/llvm-22/bin")
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    clang = Path(args.llvm) / "clang"
    for src in sorted(SRC.glob("*.cl")):
        if args.names and src.stem not in args.names:
            continue
        for level in LEVELS:
            print(compile_ir(clang, src, level))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
