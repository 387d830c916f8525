#!/usr/bin/env python3
"""Generate the GFX10 (gfx10, gfx1030) columns of the MIMG rows and their address counts.

Method (re-runnable; needs LLVM 22's llvm-mc and llvm-objdump), in
``tools/gen_random_cases.py``'s slot layout:

1. every MIMG op (GFX10: op[6:0] at [24:18], op[7] at bit 0) is disassembled for gfx1010,
   gfx1012 and gfx1030 with ``dim:2D`` and ``dmask:0x1`` (the sampler field set for the
   sample and gather4 instructions, zero for the others: LLVM refuses a sampler where there
   is none); the GCN row of the printed mnemonic gets the opcode (new GFX10 mnemonics are
   listed, not written);
2. for each instruction found, each ``dim`` (0-7) and ``a16`` (0/1), the non-NSA form is
   disassembled: the VGPR count LLVM prints for ``vaddr`` is the number of address VGPRs
   (an NSA form lists as many).

Writes ``src/amdgcn/isa/tables/rdna_mimg.py``: ``RDNA_COLUMNS``, ``SAMPLER`` (instructions
that take ``ssamp``), ``VADDR10[name]`` (address VGPRs per dim, with a16 = 0 then 1).
Usage: python tools/gen_rdna_mimg.py
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "src"))

import gen_random_cases as R  # noqa: E402

from amdgcn.isa.core import all_rows  # noqa: E402

CPUS = (("gfx1010", "gfx10"), ("gfx1012", "gfx10"), ("gfx1030", "gfx1030"))
PREFIX = 0b111100
#: GFX10 mnemonics whose counterpart is not their name without ``_g16``
_COUNTERPART = {"image_msaa_load": "image_load"}
_VADDR = re.compile(r"^\S+ (?:v\d+|v\[\d+:\d+\]), (v\d+|v\[(\d+):(\d+)\]|\[[^\]]*\])")


def _w0(op: int, dim: int, dmask: int = 1) -> int:
    return (PREFIX << 26) | ((op & 0x7F) << 18) | (op >> 7) | (dim << 3) | (dmask << 8)


def _w1(sampler: bool, a16: int = 0) -> int:
    return 4 | (8 << 8) | (2 << 16) | ((3 << 21) if sampler else 0) | (a16 << 30)


def _count(text: str | None) -> int | None:
    m = _VADDR.match(text or "")
    if not m:
        return None
    if m.group(1).startswith("["):
        return m.group(1).count(",") + 1
    return int(m.group(3)) - int(m.group(2)) + 1 if m.group(2) else 1


def probe_ops(cpu: str) -> dict:
    """{mnemonic: (opcode, takes a sampler)}: a sampler shows as a second SGPR tuple."""
    cases = [(op, s, [_w0(op, 1), _w1(s)]) for op in range(256) for s in (False, True)]
    recs = R.llvm_disassemble(cpu, [c[2] for c in cases], random.Random(1))
    out = {}
    for (op, _s, _w), r in zip(cases, recs):
        if r["text"] and r["text"].startswith("image_"):
            out.setdefault(r["text"].split()[0], (op, r["text"].count("s[") == 2))
    return out


def probe_fallback(cpu: str, ops: dict) -> dict:
    """{mnemonic: (dim, a16) pairs where LLVM prints the base variant's data size}: a
    combination without a variant of its own (a sample with an MSAA dim, a load_mip ...)."""
    cases = []
    for name, (op, s) in ops.items():
        if "atomic" in name:
            continue
        want = 4 if name.startswith("image_gather4") else 2
        dmask = 1 if want == 4 else 3
        for a16 in (0, 1):
            for dim in range(8):
                cases.append((name, a16, dim, want, [_w0(op, dim, dmask), _w1(s, a16)]))
    recs = R.llvm_disassemble_robust(cpu, [c[4] for c in cases], random.Random(1))
    by = {r["bytes"]: r["text"] for r in recs if r["text"]}
    out: dict = {}
    for name, a16, dim, want, words in cases:
        text = by.get(b"".join(w.to_bytes(4, "little") for w in words).hex()) or ""
        m = re.match(r"^\S+\s+(v\d+|v\[(\d+):(\d+)\])", text)
        n = (int(m.group(3)) - int(m.group(2)) + 1 if m.group(2) else 1) if m else want
        if n != want:
            out.setdefault(name, []).append(a16 * 8 + dim)
    return out


def probe_nsa(cpu: str, ops: dict) -> dict:
    """{mnemonic: address count LLVM prints for each (a16, dim, nsa 1-3), 0 where it refuses
    the word}: an NSA field that does not fit the instruction's address count makes LLVM
    print the first variant of that size it decodes."""
    cases = []
    for name, (op, s) in ops.items():
        dmask = 3 if "cmpswap" in name else 1
        for a16 in (0, 1):
            for dim in range(8):
                for nsa in (1, 2, 3):
                    extra = [0x0B0A0908 + 0x04040404 * k for k in range(nsa)]
                    w0 = _w0(op, dim, dmask) | nsa << 1
                    cases.append((name, a16, dim, nsa, [w0, _w1(s, a16), *extra]))
    recs = R.llvm_disassemble_robust(cpu, [c[4] for c in cases], random.Random(1))
    by = {r["bytes"]: r["text"] for r in recs if r["text"]}
    got: dict = {}
    for name, a16, dim, nsa, words in cases:
        text = by.get(b"".join(w.to_bytes(4, "little") for w in words).hex()) or ""
        m = re.search(r"\[([^\]]*)\], (?:s|ttmp)\[", text)
        got.setdefault(name, []).append(m.group(1).count(",") + 1 if m else 0)
    return {name: tuple(v) for name, v in got.items()}


def probe_addr(cpu: str, ops: dict, d16_tfe: bool = False) -> dict:
    """{mnemonic: (VGPRs of a packed vaddr for dim 0-7 with a16 0, then with a16 1)};
    ``d16_tfe``: with d16 and tfe set (a gather4 has no such variant: LLVM prints another)."""
    w0x, w1x = (1 << 16, 1 << 31) if d16_tfe else (0, 0)
    # a compare-and-swap needs dmask 0x3 (LLVM prints a fallback form for others)
    cases = [(name, a16, dim, [_w0(op, dim, 3 if "cmpswap" in name else 1) | w0x,
                               _w1(s, a16) | w1x])
             for name, (op, s) in ops.items() for a16 in (0, 1) for dim in range(8)]
    recs = R.llvm_disassemble_robust(cpu, [c[3] for c in cases], random.Random(1))
    by = {r["bytes"]: r["text"] for r in recs if r["text"]}
    got: dict = {}
    for name, a16, dim, words in cases:
        key = b"".join(w.to_bytes(4, "little") for w in words).hex()
        got.setdefault(name, {})[(a16, dim)] = _count(by.get(key))
    return {name: tuple(d[(a16, dim)] for a16 in (0, 1) for dim in range(8))
            for name, d in got.items()}


def main() -> int:
    gcn = {r.name: r for r in all_rows() if r.encoding == "MIMG" and
           any(r.opcode(c) is not None for c in ("gfx6", "gfx7", "gfx8", "gfx9"))}
    cols: dict = {}
    sampler, addr, new, fallback, nsa_counts, gather_d16_tfe = set(), {}, {}, {}, {}, {}
    for cpu, col in CPUS:
        ops = probe_ops(cpu)
        for name, (op, s) in ops.items():
            if name not in gcn:    # GFX10's own: the row of its counterpart, renamed
                new[name] = _COUNTERPART.get(name, name.replace("_g16", ""))
            cols.setdefault(name, {}).setdefault(col, op)
            if s:
                sampler.add(name)
        for name, t in probe_addr(cpu, ops).items():
            addr.setdefault(name, t)
        for name, t in probe_fallback(cpu, ops).items():
            fallback.setdefault(name, tuple(t))
        for name, t in probe_nsa(cpu, ops).items():
            nsa_counts.setdefault(name, t)
        gathers = {n: v for n, v in ops.items() if n.startswith("image_gather4")}
        for name, t in probe_addr(cpu, gathers, d16_tfe=True).items():
            gather_d16_tfe.setdefault(name, t)
    lines = [
        '"""GFX10 columns of the MIMG rows, and their address counts (generated by',
        "tools/gen_rdna_mimg.py; do not edit).",
        "",
        "Provenance: every MIMG opcode, dim and a16 disassembled by LLVM 22 for gfx1010, gfx1012",
        "and gfx1030. ``VADDR10[name]`` holds, for dim 0-7 with a16 clear and then set, the",
        "VGPR count LLVM prints for a packed ``vaddr`` (an NSA address list has as many).",
        '"""',
        "",
        "from amdgcn.isa.instruction import Row, op",
        "",
        "RDNA_COLUMNS = {",
    ]
    for name in sorted(set(cols) - set(new)):
        a, b = cols[name].get("gfx10"), cols[name].get("gfx1030")
        text = f"gfx10={'None' if a is None else hex(a)}"
        if b != a:
            text += f", gfx1030={'None' if b is None else hex(b)}"
        lines.append(f'    ("MIMG", "{name}"): op({text}),')
    lines += ["}", "", "#: GFX10 mnemonics GCN lacks, with their counterpart's flags", "ROWS = ("]
    for name in sorted(new):
        src = gcn[new[name]]
        ops = ", ".join(f"{c}={hex(v)}" for c, v in sorted(cols[name].items()))
        lines.append(f"    Row({name!r}, 'MIMG', op({ops}),")
        lines.append(f"        flags=frozenset({sorted(src.flags)!r}), extra={src.extra!r}),")
    lines += [")", "", "#: the instructions that take a sampler (ssamp)", "SAMPLER = frozenset({"]
    lines += [f'    "{n}",' for n in sorted(sampler)]
    lines += ["})", "", "VADDR10 = {"]
    for name in sorted(addr):
        lines.append(f'    "{name}": {addr[name]!r},')
    lines += ["}", "", "#: NSA forms: the address count LLVM 22 prints for ((a16 * 8 + dim) * 3 + nsa - 1),",
              "#: 0 where it refuses the word", "NSA10 = {"]
    for name in sorted(nsa_counts):
        vals = nsa_counts[name]
        lines.append(f'    "{name}": (')
        for k in range(0, len(vals), 24):
            lines.append("        " + ", ".join(str(v) for v in vals[k:k + 24]) + ",")
        lines.append("    ),")
    lines += ["}", "", "#: gather4 with d16 and tfe (no such variant): the address VGPRs LLVM 22 prints",
              "GATHER4_D16_TFE = {"]
    for name in sorted(gather_d16_tfe):
        lines.append(f'    "{name}": {gather_d16_tfe[name]!r},')
    lines += ["}", "", "#: (a16 * 8 + dim) values where LLVM 22 prints the base variant's data size",
              "#: (no variant of that instruction for that dim)", "DATA_FALLBACK = {"]
    for name in sorted(fallback):
        lines.append(f'    "{name}": frozenset({fallback[name]!r}),')
    lines += ["}", ""]
    (ROOT / "src/amdgcn/isa/tables/rdna_mimg.py").write_text("\n".join(lines))
    print(f"{len(cols)} rows get GFX10 columns; new rows: {sorted(new)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
