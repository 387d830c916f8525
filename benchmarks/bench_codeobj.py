#!/usr/bin/env python3
"""Speed of amdgcn.codeobj against LLVM 22 on the committed fixtures.

Prints, for parsing + ``readobj --notes`` and for linking, our time per file and the ratio
to ``llvm-readelf --notes`` / ``ld.lld -shared`` (process start included on both sides:
``amdgcn`` in-process, LLVM as a subprocess, so the ratio is what a user would feel).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from amdgcn.codeobj import CodeObject
from amdgcn.codeobj.linker import link
from amdgcn.codeobj.readelf import format_notes

DATA = ROOT / "tests" / "data" / "codeobj"
LLVM = Path("/usr/lib/llvm-22/bin")


def _time(fn, repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def main() -> int:
    manifest = json.loads((DATA / "manifest.json").read_text())
    linked = [DATA / m["linked"] for m in manifest]
    objects = [DATA / m["object"] for m in manifest]
    ours = _time(lambda: [format_notes(CodeObject.from_file(p)) for p in linked])
    line = f"readobj --notes: {ours / len(linked) * 1e3:.2f} ms/file"
    if (LLVM / "llvm-readelf").exists():
        ref = _time(lambda: [subprocess.run([LLVM / "llvm-readelf", "--notes", p],
                                            capture_output=True, check=True) for p in linked], 2)
        line += f" (llvm-readelf {ref / len(linked) * 1e3:.2f} ms/file, ratio {ours / ref:.2f})"
    print(line)
    blobs = [p.read_bytes() for p in objects]
    ours = _time(lambda: [link([b]) for b in blobs])
    line = f"link: {ours / len(blobs) * 1e3:.2f} ms/file"
    if (LLVM / "ld.lld").exists():
        with tempfile.TemporaryDirectory() as d:
            ref = _time(lambda: [subprocess.run([LLVM / "ld.lld", "-shared", p, "-o",
                                                 f"{d}/o.so"], check=True) for p in objects], 2)
        line += f" (ld.lld {ref / len(blobs) * 1e3:.2f} ms/file, ratio {ours / ref:.2f})"
    print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
