#!/usr/bin/env python3
"""Generate the rows of the image BVH ray-intersection instructions (GFX10.1's gfx1013,
GFX10.3, GFX11, GFX11.5): ``src/amdgcn/isa/tables/rdna_mimg_bvh.py``.

Method (re-runnable; needs LLVM 22's llvm-mc and llvm-objdump), in
``tools/gen_random_cases.py``'s slot layout:

1. which processors have them: ``image_bvh_intersect_ray`` is assembled with ``-mcpu`` of
   every GFX10/GFX11 processor; those that accept it must be those given LLVM's
   ``image-insts-bvh`` feature in :mod:`amdgcn.isa.isatarget` (checked);
2. opcodes: every MIMG op is disassembled for gfx1013, gfx1030, gfx1100 and gfx1150 with the
   fields LLVM fixes for these instructions (``dmask`` 0xf, ``unorm``, ``r128``, ``dim`` 1D,
   no sampler); the mnemonics ``image_bvh*`` printed give each column's opcode;
3. address VGPRs: each instruction is disassembled with ``a16`` clear and set, as a packed
   ``vaddr`` (the range printed) and, on gfx1100, as GFX11's NSA form (the size of each list
   entry printed: node pointer, ray extent, origin, direction, inverse direction; with a16
   the directions share one entry).

Usage: python tools/gen_rdna_bvh.py
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "src"))

import gen_random_cases as R  # noqa: E402

from amdgcn.isa.instruction import COLUMN_PARENT  # noqa: E402
from amdgcn.isa.isatarget import _LINES, isa_target  # noqa: E402

PREFIX = 0b111100
#: (probing processor, ISA column, generation)
CPUS = (("gfx1013", "gfx10", 10), ("gfx1030", "gfx1030", 10), ("gfx1100", "gfx11", 11),
        ("gfx1150", "gfx1150", 11))
_RANGE = re.compile(r"v\[(\d+):(\d+)\]|v(\d+)")


def _words(gen: int, op: int, a16: int = 0, nsa: int = 0) -> list[int]:
    """A BVH word pair with vaddr v9, vdata v[4:7], srsrc s[4:7] (plus NSA dwords)."""
    if gen == 10:     # GFX10: op[6:0] at [24:18], op[7] at 0, r128 15, unorm 12, a16 62
        w0 = PREFIX << 26 | (op & 0x7F) << 18 | op >> 7 | 0xF << 8 | 1 << 12 | 1 << 15
        w0 |= nsa << 1
        w1 = 9 | 4 << 8 | 1 << 16 | a16 << 30
        extra = [0x0D0C0B0A, 0x11100F0E, 0x00141312][:nsa]
    else:             # GFX11: op at [25:18], a16 16, r128 15, unorm 7, nsa 0
        w0 = PREFIX << 26 | op << 18 | a16 << 16 | 1 << 15 | 0xF << 8 | 1 << 7 | nsa
        w1 = 9 | 4 << 8 | 1 << 16
        extra = [0x140F0C0A][:nsa]
    return [w0, w1] + extra


def _texts(cpu: str, cases: list) -> list:
    recs = R.llvm_disassemble_robust(cpu, [w for _k, w in cases], random.Random(1))
    by = {r["bytes"][:8 * 2]: r["text"] for r in recs if r["text"]}
    return [(k, by.get(b"".join(x.to_bytes(4, "little") for x in w[:2]).hex())) for k, w in cases]


def _entries(text: str) -> tuple[int, ...]:
    """VGPRs of each entry of the printed vaddr (a range: one entry)."""
    vaddr = text.split(", ", 1)[1].rsplit(", ", 1)[0]
    out = []
    for m in _RANGE.finditer(vaddr):
        out.append(int(m.group(2)) - int(m.group(1)) + 1 if m.group(1) else 1)
    return tuple(out)


def probe_processors() -> dict[str, bool]:
    """{processor: llvm-mc assembles image_bvh_intersect_ray}."""
    out = {}
    for _col, names, gen in _LINES:
        if gen not in ("gfx10", "gfx11"):
            continue
        for cpu in names:
            p = subprocess.run([str(R.LLVM / "llvm-mc"), "-arch=amdgcn", f"-mcpu={cpu}",
                                "-show-encoding"], capture_output=True, text=True,
                               input="image_bvh_intersect_ray v[4:7], v[9:19], s[4:7]\n")
            out[cpu] = "encoding" in p.stdout
    return out


def main() -> int:
    have = probe_processors()
    for cpu, ok in have.items():
        if ok != isa_target(cpu).has("image-insts-bvh"):
            raise SystemExit(f"{cpu}: llvm-mc {'has' if ok else 'lacks'} the BVH instructions "
                             "but isatarget says otherwise")
    cols: dict = {}
    packed: dict = {}
    nsa11: dict = {}
    for cpu, col, gen in CPUS:
        found = {}
        for (op,), text in _texts(cpu, [((op,), _words(gen, op)) for op in range(256)]):
            if text and text.startswith("image_bvh"):
                found.setdefault(text.split()[0], op)
        for name, op in found.items():
            cols.setdefault(name, {})[col] = op
        cases = [((name, a16), _words(gen, op, a16)) for name, op in found.items()
                 for a16 in (0, 1)]
        for (name, a16), text in _texts(cpu, cases):
            packed.setdefault(name, {})[a16] = _entries(text)[0]
        if col == "gfx11":
            cases = [((name, a16), _words(gen, op, a16, 1)) for name, op in found.items()
                     for a16 in (0, 1)]
            for (name, a16), text in _texts(cpu, cases):
                nsa11.setdefault(name, {})[a16] = _entries(text)
    lines = [
        '"""The image BVH ray-intersection instructions (generated by tools/gen_rdna_bvh.py;',
        "do not edit).",
        "",
        "Provenance: LLVM 22's llvm-mc and llvm-objdump on gfx1013, gfx1030, gfx1100 and",
        *textwrap.wrap("gfx1150. Processors with them: " +
                       ", ".join(c for c, ok in have.items() if ok) + ".", 88),
        "One row per instruction, its MIMG opcode per column; ``image-insts-bvh`` is LLVM's",
        "feature for them (gfx1010-gfx1012 lack it). Extra data: ``bvh_vaddr``, the address",
        "VGPRs with a16 clear and set (a packed range, or as many NSA entries on GFX10);",
        "``bvh_nsa11``, the VGPRs of each entry of GFX11's NSA list, a16 clear and set.",
        "Layout and operand rules: :mod:`amdgcn.isa.formats._mimg_bvh`.",
        '"""',
        "",
        "from amdgcn.isa.instruction import Row, op",
        "",
        "ROWS = (",
    ]
    for name in sorted(cols):
        # a column equal to its parent's is left to inherit it (gfx1030, gfx1150)
        ops = ", ".join(f"{c}={hex(v)}" for c, v in cols[name].items()
                        if COLUMN_PARENT[c] is None or cols[name].get(COLUMN_PARENT[c]) != v)
        vaddr = (packed[name][0], packed[name][1])
        groups = (nsa11[name][0], nsa11[name][1])
        lines += [f"    Row({name!r}, 'MIMG', op({ops}),",
                  "        flags=frozenset(['load', 'vm']),",
                  "        features=frozenset(['image-insts-bvh']),",
                  f"        extra=(('bvh_vaddr', {vaddr!r}), ('bvh_nsa11', {groups!r}))),"]
    lines += [")", ""]
    (ROOT / "src/amdgcn/isa/tables/rdna_mimg_bvh.py").write_text("\n".join(lines))
    print(f"rows: {sorted(cols)}; processors with them: "
          f"{[c for c, ok in have.items() if ok]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
