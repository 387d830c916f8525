#!/usr/bin/env python3
"""Rebuild the emulator's kernel fixtures: tests/data/emu/src/*.cl -> tests/data/emu/*.hsaco.

Each OpenCL C file is compiled by clang-22 for gfx90a (code object V5, -nogpulib: the work-item
functions come from ``src/common.h``) at -O0, -O1 and -O3 into ``<name>.O<level>.hsaco``. The
outputs are committed so that the tests run without LLVM. A source whose first line is
``// clang-flags: FLAGS`` is compiled with those extra flags (e.g. ``-cl-denorms-are-zero``).

Usage: python tools/build_emu_fixtures.py [--llvm /usr/lib/llvm-22/bin] [--mcpu gfx90a] [NAME ...]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "tests" / "data" / "emu" / "src"
OUT = ROOT / "tests" / "data" / "emu"
LEVELS = ("0", "1", "3")


FLAGS_PREFIX = "// clang-flags:"


def extra_flags(source: Path) -> list[str]:
    """The flags of a ``// clang-flags: ...`` first line (none without one)."""
    first = source.read_text().split("\n", 1)[0]
    return first[len(FLAGS_PREFIX):].split() if first.startswith(FLAGS_PREFIX) else []


def compile_one(clang: Path, source: Path, level: str, mcpu: str) -> Path:
    """Compile ``source`` at ``-O<level>`` and return the code object's path."""
    out = OUT / f"{source.stem}.O{level}.hsaco"
    cmd = [str(clang), "-x", "cl", "-Xclang", "-finclude-default-header", "-cl-std=CL2.0",
           "-target", "amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-nogpulib", f"-O{level}",
           *extra_flags(source), "-I", str(SRC), str(source), "-o", str(out)]
    subprocess.run(cmd, check=True)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llvm", type=Path, default=Path("/usr/lib/llvm-22/bin"))
    ap.add_argument("--mcpu", default="gfx90a")
    ap.add_argument("names", nargs="*", help="sources to build (default: all), e.g. modes")
    args = ap.parse_args(argv)
    clang = args.llvm / "clang"
    for source in sorted(SRC.glob("*.cl")):
        if args.names and source.stem not in args.names:
            continue
        for level in LEVELS:
            out = compile_one(clang, source, level, args.mcpu)
            print(f"{out.relative_to(ROOT)}  {out.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
