#!/usr/bin/env python3
"""Golden resource-usage remarks of the emulator fixtures (``amdgcn info`` is checked on them).

For every fixture of tests/data/emu (tools/build_emu_fixtures.py: each source, processor and
level), compiles the source again with clang-22 and ``-Rpass-analysis=kernel-resource-usage``,
checks that the code object is byte-identical to the committed fixture, and records the
remarks of every function:

    clang -x cl -Xclang -finclude-default-header -cl-std=CL2.0 -target amdgcn-amd-amdhsa
          -mcpu=CPU -nogpulib -OLEVEL [flags] -I tests/data/emu/src SRC -o OUT
          -Rpass-analysis=kernel-resource-usage

into tests/data/emu/resource_usage.json: ``{"gfx90a/algo.O3.hsaco": {"sha256": "...",
"functions": {"collatz": {"TotalSGPRs": 16, "VGPRs": 4, ...}}}}`` (the SHA-256 of the fixture
the remarks belong to). A fixture whose rebuild differs is left out with a message (rebuild the
fixtures first).

Usage: python tools/gen_resource_usage.py [--llvm /usr/lib/llvm-22/bin]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from build_emu_fixtures import (  # noqa: E402
    PRIMARY, PRIMARY_LEVELS, SRC, TARGETS, TargetBuild, extra_flags, output_path)

GOLDEN = ROOT / "tests" / "data" / "emu" / "resource_usage.json"
_REMARK = re.compile(r"remark: +(.+?): (.+?) \[-Rpass-analysis=kernel-resource-usage\]$")


def parse_remarks(text: str) -> dict[str, dict]:
    """clang's remark lines -> ``{function: {field: value}}`` (ints, and ``Dynamic Stack`` as
    a bool)."""
    out: dict[str, dict] = {}
    current = None
    for line in text.splitlines():
        m = _REMARK.search(line)
        if not m:
            continue
        key, value = m.group(1).strip(), m.group(2).strip()
        if key == "Function Name":
            current = out.setdefault(value, {})
            continue
        if current is None:
            continue
        if value in ("True", "False"):
            current[key] = value == "True"
        else:
            try:
                current[key] = int(value)
            except ValueError:
                current[key] = value
    return out


def remarks(clang: Path, source: Path, level: str, mcpu: str, out: Path) -> dict:
    """Compile with the remarks; returns them (the code object goes to ``out``)."""
    cmd = [str(clang), "-x", "cl", "-Xclang", "-finclude-default-header", "-cl-std=CL2.0",
           "-target", "amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-nogpulib", f"-O{level}",
           *extra_flags(source), "-I", str(SRC), str(source), "-o", str(out),
           "-Rpass-analysis=kernel-resource-usage"]
    run = subprocess.run(cmd, check=True, capture_output=True, text=True)
    return parse_remarks(run.stderr)


def key_of(path: Path) -> str:
    """``gfx90a/algo.O3.hsaco`` for a fixture path."""
    rel = path.relative_to(ROOT / "tests" / "data" / "emu")
    return str(rel) if len(rel.parts) > 1 else f"{PRIMARY}/{rel}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--llvm", default="/usr/lib/llvm-22/bin", help="LLVM 22's bin folder")
    args = ap.parse_args(argv)
    clang = Path(args.llvm) / "clang"
    golden = {}
    plans = {PRIMARY: TargetBuild(levels=PRIMARY_LEVELS), **TARGETS}
    with tempfile.TemporaryDirectory() as tmp:
        for mcpu, plan in plans.items():
            for source in sorted(SRC.glob("*.cl")):
                for level in plan.levels:
                    fixture = output_path(source, level, mcpu)
                    if source.stem in plan.skip or not fixture.exists():
                        continue
                    out = Path(tmp) / "k.hsaco"
                    got = remarks(clang, source, level, mcpu, out)
                    if out.read_bytes() != fixture.read_bytes():
                        print(f"{key_of(fixture)}: the rebuild differs from the fixture; "
                              "left out (run tools/build_emu_fixtures.py)")
                        continue
                    golden[key_of(fixture)] = {
                        "sha256": hashlib.sha256(fixture.read_bytes()).hexdigest(),
                        "functions": got}
    GOLDEN.write_text(json.dumps(golden, indent=1, sort_keys=True) + "\n")
    print(f"wrote {GOLDEN.relative_to(ROOT)}: {len(golden)} code objects, "
          f"{sum(len(v['functions']) for v in golden.values())} functions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
