#!/usr/bin/env python3
"""Golden answers of llvm-mc-22 for a grid of immediate operands: every operand type the
VALU and SALU have (16-bit integer and float, packed 16-bit, 32- and 64-bit, GFX11's 16-bit
``v_cndmask_b16``) times integer, hexadecimal and floating-point immediates (inline constants,
their bit patterns, negative numbers, values past 16 or 32 bits), with and without source
modifiers, on GCN and RDNA processors.

Each statement is assembled with ``-show-encoding`` (its text and bytes, or llvm-mc's error),
and each encoding LLVM produced is disassembled back (its text).

Output: ``tests/data/isa/literal_grid_golden.json.gz`` (gzip):
``{"asm": [[cpu, text, hex|null, printed|error]], "disasm": [[cpu, hex, text|null]]}``;
``tests/isa/test_literal_grid.py`` checks amdgcn against it without LLVM. With ``--check``
nothing is written: the disagreements of amdgcn with llvm-mc are printed (needs LLVM 22).

Usage: python tools/gen_literal_grid_golden.py [--out PATH] [--check]
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import subprocess
import sys
from pathlib import Path

LLVM = Path(os.environ.get("LLVM22_BIN", "/usr/lib/llvm-22/bin"))
ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests/data/isa/literal_grid_golden.json.gz"

CPUS = ("tonga", "gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100")

VALUES = ("0", "1", "-1", "64", "65", "-16", "-17", "0.5", "-0.5", "1.0", "-4.0", "1.5",
          "0.15915494", "-0.0", "0x3c00", "0xc400", "-0x3c00", "0x3118", "0x3f800000",
          "0xbf800000", "0x3e22f983", "0xffff", "0x8000", "0xffff8000", "0xffffffff",
          "0x10001", "0x3c003c00", "0x12345678", "-0x12345678", "0x7fffffff", "0x80000000",
          "-2147483648", "0xfffffff0", "0x100000000", "0xffffffff00000000", "1e10",
          "0x3fe0000000000000")
#: the modified forms tried on each value (a float operand's source modifiers)
MODS = ("-{}", "|{}|", "neg({})", "-|{}|")

#: ``{}`` is where the immediate goes; the instruction is tried on every processor
TEMPLATES = (
    # 16-bit integer
    "v_add_u16 v1, {}, v2", "v_add_u16_e64 v1, {}, v2", "v_add_nc_u16 v1, {}, v2",
    "v_max_i16 v1, {}, v2", "v_ashrrev_i16 v1, {}, v2", "v_mad_u16 v1, {}, v2, v3",
    "v_lshlrev_b16 v1, {}, v2", "v_mad_i16 v1, v2, {}, v3",
    # 16-bit float
    "v_add_f16 v1, {}, v2", "v_add_f16_e64 v1, {}, v2", "v_fma_f16 v1, {}, v2, v3",
    "v_cvt_f32_f16 v1, {}", "v_max_f16 v1, v2, {}", "v_ldexp_f16 v1, {}, v2",
    # GFX11 16-bit
    "v_cndmask_b16 v1.l, {}, v2.l, s0", "v_cndmask_b16 v1.l, v2.l, {}, s0",
    "v_and_b16 v1.l, {}, v2.l",
    # packed 16-bit
    "v_pk_add_u16 v1, {}, v2", "v_pk_add_i16 v1, {}, v2", "v_pk_add_f16 v1, {}, v2",
    "v_pk_fma_f16 v1, {}, v2, v3", "v_pk_mad_u16 v1, {}, v2, v3",
    "v_pk_lshlrev_b16 v1, {}, v2", "v_pk_mul_lo_u16 v1, v2, {}",
    # 32-bit
    "v_add_f32 v1, {}, v2", "v_add_f32_e64 v1, {}, v2", "v_fma_f32 v1, {}, v2, v3",
    "v_mov_b32 v1, {}", "v_cvt_f16_f32 v1, {}", "v_add_u32 v1, {}, v2",
    "v_add_nc_u32 v1, {}, v2", "v_lshlrev_b32 v1, {}, v2", "v_mad_u32_u24 v1, {}, v2, v3",
    "v_cndmask_b32 v1, {}, v2, s[0:1]", "v_cndmask_b32 v1, {}, v2, s0",
    "s_add_u32 s1, {}, s2", "s_mov_b32 s1, {}", "s_cmp_eq_u32 s1, {}",
    # 64-bit
    "v_add_f64 v[0:1], {}, v[2:3]", "v_fma_f64 v[0:1], {}, v[2:3], v[4:5]",
    "v_lshlrev_b64 v[0:1], {}, v[2:3]", "v_lshlrev_b64 v[0:1], v2, {}",
    "v_mov_b64 v[0:1], {}", "v_pk_fma_f32 v[0:1], {}, v[2:3], v[4:5]",
    "v_pk_mov_b32 v[0:1], {}, v[2:3]", "s_mov_b64 s[0:1], {}", "s_and_b64 s[0:1], {}, s[2:3]",
    "v_cvt_f32_f64 v1, {}",
)
#: the templates whose operand also gets source modifiers
MOD_TEMPLATES = ("v_add_f16_e64 v1, {}, v2", "v_fma_f16 v1, {}, v2, v3",
                 "v_cndmask_b16 v1.l, {}, v2.l, s0", "v_pk_add_f16 v1, {}, v2",
                 "v_add_f32_e64 v1, {}, v2", "v_fma_f32 v1, {}, v2, v3",
                 "v_cndmask_b32 v1, {}, v2, s0", "v_fma_f64 v[0:1], {}, v[2:3], v[4:5]",
                 "v_add_u16_e64 v1, {}, v2")


def statements() -> list[str]:
    out = [t.format(v) for t in TEMPLATES for v in VALUES]
    out += [t.format(m.format(v)) for t in MOD_TEMPLATES for m in MODS
            for v in ("1", "-1", "1.0", "0.5", "0x3c00", "0x3f800000", "0x12345678", "-0x3c00")]
    return out


_ERR = re.compile(r"^<stdin>:(\d+):(\d+): error: (.*)$", re.MULTILINE)
_ENC = re.compile(r"^\t(.*?)\s*; encoding: \[(.*)\]$")


def llvm_asm(cpu: str, lines: list[str]) -> list[tuple[str | None, str]]:
    """Per line: (hex bytes or None, printed text or the error ``col: message``)."""
    src = "".join(f"M{i}:\n{ln}\n" for i, ln in enumerate(lines))
    r = subprocess.run([str(LLVM / "llvm-mc"), "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"],
                       input=src, capture_output=True, text=True, check=False)
    out: list[tuple[str | None, str]] = [(None, "") for _ in lines]
    for m in _ERR.finditer(r.stderr):
        i = (int(m.group(1)) - 2) // 2
        if not out[i][1]:
            out[i] = (None, f"{m.group(2)}: {m.group(3)}")
    cur = None
    for ln in r.stdout.splitlines():
        if re.fullmatch(r"M\d+:", ln):
            cur = int(ln[1:-1])
            continue
        m = _ENC.match(ln)
        if m and cur is not None:
            data = bytes(int(b, 16) for b in m.group(2).split(","))
            out[cur] = (data.hex(), m.group(1))
    return out


def llvm_disasm(cpu: str, hexes: list[str]) -> list[str | None]:
    """Per encoding: llvm-mc's disassembly text, or None when it refuses the bytes."""
    out: list[str | None] = []
    for h in hexes:   # one call each: a refused word would shift the rest
        src = ",".join(f"0x{h[k:k + 2]}" for k in range(0, len(h), 2)) + "\n"
        r = subprocess.run([str(LLVM / "llvm-mc"), "-arch=amdgcn", f"-mcpu={cpu}",
                            "--disassemble"], input=src, capture_output=True, text=True, check=False)
        text = [ln.strip() for ln in r.stdout.splitlines() if ln.startswith("\t") and
                not ln.strip().startswith(".")]
        out.append(text[0].split(";")[0].strip() if len(text) == 1 and not r.stderr else None)
    return out


def build() -> dict:
    lines = statements()
    asm, dis = [], []
    for cpu in CPUS:
        for text, (hx, printed) in zip(lines, llvm_asm(cpu, lines)):
            asm.append([cpu, text, hx, printed])
        seen = sorted({hx for c, _t, hx, _p in asm if c == cpu and hx})
        for hx, got in zip(seen, llvm_disasm(cpu, seen)):
            dis.append([cpu, hx, got])
    return {"asm": asm, "disasm": dis}


def ours_asm(cpu: str, text: str) -> tuple[str | None, str]:
    """amdgcn's answer in the golden file's shape."""
    sys.path.insert(0, str(ROOT / "src"))
    from amdgcn.asm.assembler import assemble_listing
    r = assemble_listing(text, cpu)
    if r.errors:
        e = r.errors[0]
        return None, f"{e.col}: {e.message}"
    line = r.lines[0]
    return line.data.hex(), line.text


def ours_disasm(cpu: str, hx: str) -> str | None:
    sys.path.insert(0, str(ROOT / "src"))
    from amdgcn.errors import DecodeError
    from amdgcn.isa.core import isa_for
    try:
        return isa_for(cpu).decode(bytes.fromhex(hx), 0, 0).text
    except DecodeError:
        return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--check", action="store_true", help="print amdgcn's disagreements")
    a = ap.parse_args()
    golden = build()
    if not a.check:
        a.out.write_bytes(gzip.compress(
            json.dumps(golden, separators=(",", ":")).encode() + b"\n", mtime=0))
        print(f"{a.out}: {len(golden['asm'])} statements, {len(golden['disasm'])} encodings")
        return 0
    bad = 0
    for cpu, text, hx, printed in golden["asm"]:
        got = ours_asm(cpu, text)
        if got != (hx, printed):
            bad += 1
            print(f"asm {cpu}: {text}\n  llvm: {hx} {printed}\n  ours: {got[0]} {got[1]}")
    for cpu, hx, want in golden["disasm"]:
        got = ours_disasm(cpu, hx)
        if got != want:
            bad += 1
            print(f"disasm {cpu}: {hx}\n  llvm: {want}\n  ours: {got}")
    print(f"{bad} disagreements of {len(golden['asm']) + len(golden['disasm'])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
