#!/usr/bin/env python3
"""Generate ``src/amdgcn/isa/tables/rdna_mimg11_fallback.py`` and ``rdna_mimg10_fallback.py``:
what LLVM 22 prints for a GFX11 (GFX10) MIMG word that no instruction variant fits.

LLVM's disassembler first decodes an image word as one variant of the instruction (its
"base": fixed data and address sizes, an NSA form of its own) and then looks for the variant
with the data and address sizes the word's dmask, d16, tfe, dim and a16 ask for; when there
is none (a dim the instruction has no variant for, an NSA form of a single address, gather4
with d16 and tfe, registers past v255) it prints the base variant. Both facts are read back
from LLVM 22 (gfx1100 and gfx1150, ``tools/gen_random_cases.py``'s slot layout):

1. ``BASE11[name] = (vdata, vaddr, NSA vaddr)``: the sizes printed for a word whose data
   registers would run past v255 (vdata = v255 with four data dwords);
2. ``NO_VARIANT11[name]``: the ``nsa * 16 + a16 * 8 + dim`` values for which a word with
   small registers (vdata = v8, three or four data dwords) still prints the base data size.

GFX10 (gfx1010, gfx1030) gets ``BASE10`` the same way, per NSA dword count (its dims without
a variant are in ``tables/rdna_mimg.py``). Atomics are probed with their 64-bit forms (dmask
0x3, cmpswap 0xf). Usage:
python tools/gen_rdna_mimg11_fallback.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "src"))

import gen_random_cases as R  # noqa: E402
from gen_rdna_mimg11 import PREFIX, _naddr  # noqa: E402

from amdgcn.isa.core import isa_for  # noqa: E402

CPUS = ("gfx1100", "gfx1150")
_NSA_WORD = 0x0D0C0B0A       # address VGPRs v10..v13 of an NSA form


def _ndata(text: str | None) -> int:
    """Data VGPRs a disassembly shows."""
    first = (text or "").split()[1].rstrip(",") if text else ""
    if first.startswith("v["):
        lo, hi = first[2:-1].split(":")
        return int(hi) - int(lo) + 1
    return 1 if first.startswith("v") else 0


def _words(op: int, sampler: bool, *, dim: int, a16: int, nsa: int, dmask: int,
           vdata: int, d16: int = 0) -> list:
    w0 = (PREFIX << 26) | (op << 18) | (dim << 2) | (dmask << 8) | (a16 << 16) | nsa | \
        (d16 << 17)
    w1 = 4 | (vdata << 8) | (2 << 16) | ((3 << 26) if sampler else 0)
    return [w0, w1] + ([_NSA_WORD] if nsa else [])


def _texts(cpu: str, cases: list) -> list:
    recs = R.llvm_disassemble_robust(cpu, [w for _k, w in cases], random.Random(1))
    by = {r["bytes"][:16]: r["text"] for r in recs if r["text"]}
    return [(k, by.get(b"".join(x.to_bytes(4, "little") for x in w[:2]).hex()))
            for k, w in cases]


def probe(cpu: str) -> tuple[dict, dict]:
    isa = isa_for(cpu)
    rows = {r.name: r for rs in isa.by_name.values() for r in rs if r.encoding == "MIMG"}
    ops = {n: (r.opcode(isa.column), bool(r.get("sampler"))) for n, r in rows.items()}

    def full(name):      # (dmask, data dwords) of a word that asks for more than one dword
        if name.startswith("image_atomic"):       # the 64-bit forms
            return (0xF, 4) if "cmpswap" in name else (3, 2)
        if name == "image_msaa_load":             # four dwords like its base: d16 (two)
            return (1, 2)
        return (1, 4) if name.startswith("image_gather4") else (7, 3)

    cases = [((n, nsa), _words(op, s, dim=0, a16=0, nsa=nsa, dmask=full(n)[0], vdata=255))
             for n, (op, s) in ops.items() for nsa in (0, 1)]
    base: dict = {}
    for (n, nsa), text in _texts(cpu, cases):
        b = base.setdefault(n, [0, 0, 0])
        b[0] = _ndata(text) or b[0]
        b[1 + nsa] = _naddr(text)
    cases = [((n, nsa, a16, dim), _words(op, s, dim=dim, a16=a16, nsa=nsa,
                                         dmask=full(n)[0], vdata=8,
                                         d16=int(n == "image_msaa_load")))
             for n, (op, s) in ops.items() for nsa in (0, 1) for a16 in (0, 1)
             for dim in range(8)]
    none: dict = {}
    for (n, nsa, a16, dim), text in _texts(cpu, cases):
        if text and _ndata(text) != full(n)[1]:
            none.setdefault(n, set()).add(nsa * 16 + a16 * 8 + dim)
    return {k: tuple(v) for k, v in base.items()}, none


def _words10(op: int, sampler: bool, *, nsa: int, dmask: int, vdata: int) -> list:
    """A GFX10 MIMG word (op[6:0] at 24:18, op[7] at 0, NSA dwords at 2:1, dim 1D)."""
    w0 = (PREFIX << 26) | ((op & 0x7F) << 18) | (op >> 7) | (nsa << 1) | (dmask << 8)
    w1 = 4 | (vdata << 8) | (2 << 16) | ((3 << 21) if sampler else 0)
    return [w0, w1] + [_NSA_WORD] * nsa


def probe10(cpu: str) -> dict:
    """GFX10 ``BASE10[name] = (vdata, vaddr, NSA vaddr with 1, 2, 3 NSA dwords)``."""
    isa = isa_for(cpu)
    rows = {r.name: r for rs in isa.by_name.values() for r in rs if r.encoding == "MIMG"}
    cases = []
    for n, r in rows.items():
        g = n.startswith("image_gather4")
        for nsa in range(4):
            cases.append(((n, nsa), _words10(r.opcode(isa.column), bool(r.get("sampler")),
                                             nsa=nsa, dmask=1 if g else 0xF, vdata=255)))
    base: dict = {}
    for (n, nsa), text in _texts(cpu, cases):
        b = base.setdefault(n, [0] * 5)
        b[0] = _ndata(text) or b[0]
        b[1 + nsa] = _naddr(text)
    return {k: tuple(v) for k, v in base.items()}


def write10() -> None:
    got = {cpu: probe10(cpu) for cpu in ("gfx1010", "gfx1030")}
    base = got["gfx1010"]
    for n in sorted(set(base) & set(got["gfx1030"])):
        if base[n] != got["gfx1030"][n]:
            print(f"{n}: gfx1030 differs from gfx1010 {got['gfx1030'][n]} {base[n]}")
    for n, v in got["gfx1030"].items():
        base.setdefault(n, v)
    lines = [
        '"""What LLVM 22 prints for a GFX10 MIMG word whose data or address registers no',
        "instruction variant fits (generated by tools/gen_rdna_mimg11_fallback.py from",
        "llvm-objdump-22 on gfx1010 and gfx1030; do not edit).",
        "",
        "``BASE10[name]``: (data VGPRs, address VGPRs, NSA address VGPRs with 1, 2 and 3 NSA",
        "dwords) of the variant LLVM decodes first and prints then; 0 where it refuses the word.",
        '"""',
        "",
        "BASE10 = {",
    ]
    lines += [f'    "{n}": {v!r},' for n, v in sorted(base.items())]
    lines += ["}"]
    out = ROOT / "src/amdgcn/isa/tables/rdna_mimg10_fallback.py"
    out.write_text("\n".join(lines) + "\n")
    print(f"{out.name}: {len(base)} instructions")


def main() -> int:
    write10()
    got = {cpu: probe(cpu) for cpu in CPUS}
    (base, none), other = got[CPUS[0]], got[CPUS[1]]
    for n in sorted(set(base) & set(other[0])):
        if base[n] != other[0][n] or none.get(n) != other[1].get(n):
            print(f"{n}: gfx1150 differs from gfx1100; gfx1100's kept")
    lines = [
        '"""What LLVM 22 prints for a GFX11 MIMG word no instruction variant fits (generated by',
        "tools/gen_rdna_mimg11_fallback.py from llvm-objdump-22 on gfx1100 and gfx1150; do not",
        "edit).",
        "",
        "``BASE11[name]``: (data VGPRs, address VGPRs, NSA address VGPRs) of the variant LLVM",
        "prints then. ``NO_VARIANT11[name]``: the ``nsa * 16 + a16 * 8 + dim`` values that have",
        "no variant (LLVM prints the base one).",
        '"""',
        "",
        "BASE11 = {",
    ]
    lines += [f'    "{n}": {v!r},' for n, v in sorted(base.items())]
    lines += ["}", "", "NO_VARIANT11 = {"]
    lines += [f'    "{n}": frozenset({tuple(sorted(v))!r}),' for n, v in sorted(none.items())]
    lines += ["}"]
    out = ROOT / "src/amdgcn/isa/tables/rdna_mimg11_fallback.py"
    out.write_text("\n".join(lines) + "\n")
    print(f"{out.name}: {len(base)} instructions, {len(none)} with dims of no variant")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
