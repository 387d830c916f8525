#!/usr/bin/env python3
"""Rebuild the HIP fixtures of the emulator: tests/data/emu/hip/*.hip -> <name>.<mcpu>.hsaco.

HIP device code compiled by clang-22 without HIP's headers or runtime (``-nogpuinc
-nogpulib``; the sources define the few attributes they use), code object V5. They cover what
OpenCL C cannot say: ``extern __shared__`` (dynamic LDS sized at launch, as HIP's
``sharedMemBytes``), gfx940's 8-bit float builtins (fp8.hip, built for gfx942 only), and
the trap and message builtins (traps.hip).

Usage: python tools/build_hip_fixtures.py [--llvm /usr/lib/llvm-22/bin]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "tests" / "data" / "emu" / "hip"
#: processors each source is built for (default: gfx90a)
TARGETS = {"fp8": ("gfx942",), "traps": ("gfx90a", "gfx942")}


def compile_one(clang: Path, source: Path, mcpu: str) -> Path:
    """Compile ``source`` at -O3 for ``mcpu``; return the code object's path."""
    out = source.with_name(f"{source.stem}.{mcpu}.hsaco")
    subprocess.run([str(clang), "-x", "hip", f"--offload-arch={mcpu}", "--cuda-device-only",
                    "-nogpuinc", "-nogpulib", "--no-gpu-bundle-output", "-O3", str(source),
                    "-o", str(out)], check=True)
    out.chmod(0o644)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llvm", default="/usr/lib/llvm-22/bin", help="LLVM 22 bin directory")
    args = ap.parse_args(argv)
    for source in sorted(SRC.glob("*.hip")):
        for mcpu in TARGETS.get(source.stem, ("gfx90a",)):
            out = compile_one(Path(args.llvm) / "clang", source, mcpu)
            print(f"{out.relative_to(ROOT)}  {out.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
