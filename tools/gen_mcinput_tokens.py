"""Rebuild ``tests/data/isa/mcinput/tokens.json``: llvm-mc 22's ``--disassemble`` output for
single input lines that probe its byte-token rules (radix prefixes, octal, separators, bad
tokens). Each case runs alone, so llvm-mc's stop at the first bad token does not hide the
next case.

Usage: python tools/gen_mcinput_tokens.py [/usr/lib/llvm-22/bin/llvm-mc]
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "tests/data/isa/mcinput/tokens.json"

LINES = [
    "0x00 1111111111111111111111111111 ;",
    "02070202",
    "00x1, 0x04",
    "0xa0xb",
    "0xa0xb 0x02",
    "034",
    "034 0 0x80 0xbf",
    "08",
    "0o17 0 0x80 0xbf",
    "0O17",
    "0x",
    "0b",
    "0b102",
    "0B11 0X7f 0x80 0xbf",
    "0b11111111 0 0x80 0xbf",
    "00000000000000000000000000000000000000000000377 0 0x80 0xbf",
    "0x00000000000000000000000000000000000000000ff 0 0x80 0xbf",
    "0x02,0x07 0b11 255 256",
    "1e3",
    "-1",
    "+1",
    "0xff0",
    "0x1_0",
    "\u0663",
    "\u00b3",
    "7h",
    "0x0a!",
    "0x0 0x0 0x80 0xbf[0x1]",
    "0x0,0x0,0x80,0xbf\t0x0 0x0 0x80 0xbf",
    "0x0\v0x0 0x80 0xbf",
    "0x0/0x0",
]


def main() -> None:
    mc = sys.argv[1] if len(sys.argv) > 1 else "/usr/lib/llvm-22/bin/llvm-mc"
    cases = []
    for cpu in ("gfx90a", "tonga"):
        for line in LINES:
            p = subprocess.run([mc, "-arch=amdgcn", f"-mcpu={cpu}", "--disassemble"],
                               input=line + "\n", capture_output=True, text=True)
            cases.append({"mcpu": cpu, "input": line, "stdout": p.stdout, "stderr": p.stderr})
    OUT.write_text(json.dumps(cases, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
