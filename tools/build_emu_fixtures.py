#!/usr/bin/env python3
"""Rebuild the emulator's kernel fixtures: tests/data/emu/src/*.cl -> tests/data/emu/*.hsaco.

Each OpenCL C file is compiled by clang-22 (code object V5, -nogpulib: the work-item functions
come from ``src/common.h``). The outputs are committed so that the tests run without LLVM. A
source whose first line is ``// clang-flags: FLAGS`` is compiled with those extra flags (e.g.
``-cl-denorms-are-zero``).

* gfx90a, the emulator's first target: -O0, -O1 and -O3 into ``tests/data/emu/<name>.O<level>.hsaco``.
* the other GFX9 processors of :data:`TARGETS` (gfx900, gfx906, gfx908, gfx942): -O3 (and
  -O0 where listed) into ``tests/data/emu/<mcpu>/<name>.O<level>.hsaco``, leaving out the
  sources a processor cannot compile, with the reason. Within a source, ``#if`` on clang's
  ``__gfx908__`` etc. leaves out single kernels (mfma.cl: gfx908 has no f64 MFMA).

Usage: python tools/build_emu_fixtures.py [--llvm /usr/lib/llvm-22/bin] [--mcpu gfx90a | --all]
       [NAME ...]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "tests" / "data" / "emu" / "src"
OUT = ROOT / "tests" / "data" / "emu"
#: the processor whose fixtures sit at the top of tests/data/emu, at these levels
PRIMARY = "gfx90a"
PRIMARY_LEVELS = ("0", "1", "3")

FLAGS_PREFIX = "// clang-flags:"


@dataclass(frozen=True)
class TargetBuild:
    """What is built for one more processor: levels, and sources left out with the reason."""

    levels: tuple = ("3",)
    skip: dict = field(default_factory=dict)


_NO_MFMA = {"mfma": "no MFMA instructions (LLVM: no mai-insts; clang rejects the builtins)"}
#: the other processors (tests/emu/test_targets.py runs their fixtures). gfx942 also gets -O0:
#: stack, spills and calls go through its architected flat scratch.
TARGETS = {
    "gfx900": TargetBuild(skip=_NO_MFMA),
    "gfx906": TargetBuild(skip=_NO_MFMA),
    "gfx908": TargetBuild(),
    "gfx942": TargetBuild(levels=("0", "3")),
}


def extra_flags(source: Path) -> list[str]:
    """The flags of a ``// clang-flags: ...`` first line (none without one)."""
    first = source.read_text().split("\n", 1)[0]
    return first[len(FLAGS_PREFIX):].split() if first.startswith(FLAGS_PREFIX) else []


def output_path(source: Path, level: str, mcpu: str) -> Path:
    """Where the fixture of ``source`` at ``-O<level>`` for ``mcpu`` goes."""
    folder = OUT if mcpu == PRIMARY else OUT / mcpu
    return folder / f"{source.stem}.O{level}.hsaco"


def compile_one(clang: Path, source: Path, level: str, mcpu: str) -> Path:
    """Compile ``source`` at ``-O<level>`` for ``mcpu`` and return the code object's path."""
    out = output_path(source, level, mcpu)
    out.parent.mkdir(parents=True, exist_ok=True)
    cmd = [str(clang), "-x", "cl", "-Xclang", "-finclude-default-header", "-cl-std=CL2.0",
           "-target", "amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-nogpulib", f"-O{level}",
           *extra_flags(source), "-I", str(SRC), str(source), "-o", str(out)]
    subprocess.run(cmd, check=True)
    return out


def build(clang: Path, mcpu: str, names: list[str]) -> None:
    """Build the fixtures of ``mcpu`` (all sources, or those named)."""
    plan = TARGETS.get(mcpu, TargetBuild(levels=PRIMARY_LEVELS))
    levels = PRIMARY_LEVELS if mcpu == PRIMARY else plan.levels
    for source in sorted(SRC.glob("*.cl")):
        if names and source.stem not in names:
            continue
        if source.stem in plan.skip:
            print(f"{mcpu}: {source.name} left out: {plan.skip[source.stem]}")
            continue
        for level in levels:
            out = compile_one(clang, source, level, mcpu)
            print(f"{out.relative_to(ROOT)}  {out.stat().st_size} bytes")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llvm", type=Path, default=Path("/usr/lib/llvm-22/bin"))
    which = ap.add_mutually_exclusive_group()
    which.add_argument("--mcpu", default=PRIMARY, help=f"processor (default {PRIMARY})")
    which.add_argument("--all", action="store_true",
                       help=f"{PRIMARY} and every processor of TARGETS")
    ap.add_argument("names", nargs="*", help="sources to build (default: all), e.g. modes")
    args = ap.parse_args(argv)
    clang = args.llvm / "clang"
    for mcpu in ([PRIMARY, *TARGETS] if args.all else [args.mcpu]):
        build(clang, mcpu, args.names)
    return 0


if __name__ == "__main__":
    sys.exit(main())
