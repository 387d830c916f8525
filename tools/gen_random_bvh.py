#!/usr/bin/env python3
"""Random-encoding cases of the image BVH instructions, added to the random-case files of
``tools/gen_random_cases.py`` (``tests/data/isa/random/<cpu>.jsonl.gz``), answered by LLVM 22.

The general generator draws MIMG words with random fields, of which LLVM decodes next to none
as a BVH instruction (its ``dmask``, ``unorm``, ``r128``, ``dim``, cache-policy, ``tfe``,
``lwe``, ``d16`` and sampler fields are fixed). Here each case is a BVH word with those fields
as LLVM fixes them and random others: registers (each byte zeroed with probability 1/2, as
there), ``a16``, the NSA size (GFX10: the one that fits or, one case in eight, another),
NSA bytes and the bits the layout leaves unused; one case in six has one fixed bit flipped
(an invalid word, or another instruction). Decoded by llvm-objdump-22 and re-assembled by
llvm-mc-22 as the general cases are; written after the general cases with ``"bvh": true``
(earlier BVH cases are replaced), so run it after ``gen_random_cases.py``. With ``--wave64``
the cases are answered with ``-mattr=+wavefrontsize64`` and go to ``<cpu>-w64.jsonl.gz``.

Usage: python tools/gen_random_bvh.py [--count 2000] [--seed 1] [--wave64] [CPU ...]
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "src"))

import gen_random_cases as R  # noqa: E402

from amdgcn.isa.formats._mimg_bvh import FIXED, nsa_dwords10  # noqa: E402
from amdgcn.isa.tables.rdna_mimg_bvh import ROWS  # noqa: E402

PREFIX = 0b111100
#: bits of the first two dwords each layout leaves unused (LLVM ignores them)
UNUSED = {"gfx10": (6, 14, 58, 59, 60, 61), "gfx11": (1, 5, 6, 55, 56, 57, 63)}


def bvh_case(gen: str, rng: random.Random) -> list[int]:
    """One BVH word list for generation ``gen`` (see the module docstring)."""
    row = rng.choice(ROWS)
    op = row.opcode("gfx10" if gen == "gfx10" else "gfx11")
    a16 = rng.getrandbits(1)
    w = [PREFIX << 26, R.rand_word(rng) & 0x1FFFFF]   # vaddr, vdata, srsrc (5 bits)
    for _name, k, lsb, _width, value in FIXED[gen]:
        w[k] |= value << lsb
    if gen == "gfx10":
        nsa = nsa_dwords10(row.get("bvh_vaddr")[a16]) if rng.random() < 0.5 else 0
        if rng.random() < 1 / 8:
            nsa = rng.randrange(4)
        w[0] |= (op & 0x7F) << 18 | op >> 7 | nsa << 1
        w[1] |= a16 << 30
    else:
        nsa = rng.getrandbits(1)
        w[0] |= op << 18 | nsa | a16 << 16
    for b in UNUSED[gen]:
        if rng.random() < 0.25:
            w[b // 32] |= 1 << (b % 32)
    if rng.random() < 1 / 6:
        _name, k, lsb, width, _value = rng.choice(FIXED[gen])
        w[k] ^= 1 << (lsb + rng.randrange(width))
    return w + [R.rand_word(rng) for _ in range(nsa)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cpus", nargs="*", default=["gfx1030", "gfx1100", "gfx1150"])
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, default=ROOT / "tests/data/isa/random")
    ap.add_argument("--wave64", action="store_true",
                    help=f"-mattr={R.WAVE64_MATTR}; adds to <cpu>{R.WAVE64_SUFFIX}.jsonl.gz")
    a = ap.parse_args()
    mattr, suffix = (R.WAVE64_MATTR, R.WAVE64_SUFFIX) if a.wave64 else ("", "")
    for cpu in a.cpus:
        rng = random.Random(f"{a.seed}:{cpu}{suffix}:bvh")
        gen = "gfx11" if cpu.startswith("gfx11") else "gfx10"
        recs = R.llvm_disassemble_robust(cpu, [bvh_case(gen, rng) for _ in range(a.count)], rng,
                                         mattr=mattr)
        texts = [r["text"] for r in recs if r["text"]]
        asm = iter(R.llvm_assemble(cpu, texts, mattr=mattr))
        for r in recs:
            r["reasm"], r["error"] = next(asm) if r["text"] else (None, None)
            r["bvh"] = True
        path = a.out / f"{cpu}{suffix}.jsonl.gz"
        with gzip.open(path, "rt") as f:
            kept = [json.loads(line) for line in f]
        kept = [r for r in kept if not r.get("bvh")]
        with gzip.open(path, "wt") as f:
            for r in kept + recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
        print(f"{cpu}{suffix}: {len(recs)} BVH cases, {sum(1 for r in recs if r['text'])} decoded by "
              f"LLVM ({sum(1 for r in recs if (r['text'] or '').startswith('image_bvh'))} as "
              f"BVH), {sum(1 for r in recs if r['reasm'])} re-assembled")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
