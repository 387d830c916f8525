#!/usr/bin/env python3
"""Write the golden files of the VOP3P, MAI, EXP and VINTRP families from LLVM 22.

For each processor, statements covering every row of the family (several operand and
modifier patterns each) are assembled by ``llvm-mc -show-encoding``; the lines LLVM accepts
are written as ``<LLVM's text> ; encoding: [0x..,...]`` to ``tests/data/isa/<family>_<cpu>.txt``
(the format of llvm-mc's own listing). Usage: ``python tools/gen_vop3p_golden.py``.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from amdgcn.isa.core import isa_for  # noqa: E402

MC = "/usr/lib/llvm-22/bin/llvm-mc"
OUT = ROOT / "tests/data/isa"
FAMILIES = {
    "vop3p": (("VOP3P",), ("gfx900", "gfx906", "gfx908", "gfx90a", "gfx942")),
    "mai": (("VOP3P_MAI",), ("gfx908", "gfx90a", "gfx942")),
    "exp": (("EXP",), ("tahiti", "bonaire", "tonga", "gfx900")),
    "vintrp": (("VINTRP", "VOP3A_INTERP"), ("tahiti", "bonaire", "tonga", "gfx900")),
}
_SCALARS = ("s1", "s[2:3]", "vcc", "exec", "m0", "flat_scratch", "ttmp[4:5]", "vcc_lo")
_INLINES = ("0", "1", "-1", "64", "-16", "0.5", "-4.0", "1.0", "0.15915494")


def _vreg(rng, count: int, file: str = "v", aligned: bool = True) -> str:
    hi = 256 - count
    i = rng.randrange(0, hi + 1)
    if aligned and count > 1:
        i &= ~1
    return f"{file}{i}" if count == 1 else f"{file}[{i}:{i + count - 1}]"


def _vop3p_lines(row, rng) -> list[str]:
    specs = [t.strip().split(":") for t in row.sig.split(",")]
    nsrc = len(specs) - 1
    mods = row.get("mods", "").split()
    out = []
    for k in range(8):
        ops = []
        used_sgpr = False
        for i, sp in enumerate(specs):
            file = sp[1].rstrip("0123456789")
            n = int(sp[1][len(file):])
            if i == 0:
                ops.append(_vreg(rng, n, file))
                continue
            if file == "a":
                ops.append(_vreg(rng, n, "a"))
                continue
            choice = rng.random()
            if choice < 0.2 and not used_sgpr:
                used_sgpr = True
                if n == 1:
                    ops.append(rng.choice(("s1", "s7", "vcc_lo", "m0", "exec_hi", "ttmp3")))
                else:
                    ops.append(rng.choice(("s[2:3]", "vcc", "exec", "flat_scratch")))
            elif choice < 0.35:
                ops.append(rng.choice(_INLINES))
            else:
                ops.append(_vreg(rng, n))
        if "abs" in mods and k % 3 == 1:
            j = rng.randrange(1, len(ops))
            if ops[j][0] in "vs":
                ops[j] = rng.choice(("-", "")) + f"|{ops[j]}|"
        text = f"{row.name} " + ", ".join(ops)
        lists = [m for m in ("op_sel", "op_sel_hi", "neg_lo", "neg_hi") if m in mods]
        for m in lists:
            if rng.random() < 0.3:
                text += f" {m}:[" + ",".join(str(rng.randrange(2)) for _ in range(nsrc)) + "]"
        if "clamp" in mods and rng.random() < 0.2:
            text += " clamp"
        out.append(text)
    return out


def _mai_lines(row, cpu: str, rng) -> list[str]:
    specs = [t.strip().split(":") for t in row.sig.split(",")]
    gfx908 = cpu == "gfx908"
    out = []
    for k in range(6):
        cd = "a" if gfx908 or k % 2 else "v"
        n0 = int(specs[0][1][2:])
        dst = _vreg(rng, n0, cd)
        ops = [dst]
        for i, sp in enumerate(specs[1:]):
            n = int(sp[1].lstrip("av"))
            if i < 2:
                ops.append(_vreg(rng, n, rng.choice("va")))
            elif sp[1] == "v1":
                ops.append(_vreg(rng, 1))
            elif not gfx908 and k == 4:
                ops.append(rng.choice(("0", "1.0", "-2.0", "64")))
            else:
                ops.append(dst)
        text = f"{row.name} " + ", ".join(ops)
        if rng.random() < 0.5:
            text += f" cbsz:{rng.randrange(8)} abid:{rng.randrange(16)}"
        if rng.random() < 0.5:
            if "smfmac" in row.flags:
                pass
            elif row.get("neg") and cpu == "gfx942":
                text += " neg:[" + ",".join(str(rng.randrange(2)) for _ in range(3)) + "]"
            else:
                text += f" blgp:{rng.randrange(8)}"
        out.append(text)
    return out


def _exp_lines(rng) -> list[str]:
    out = []
    targets = [f"mrt{i}" for i in range(8)] + ["mrtz", "null"] + [f"pos{i}" for i in range(4)] \
        + [f"param{i}" for i in range(0, 32, 3)]
    for t in targets:
        for _ in range(2):
            srcs = [rng.choice(("off", f"v{rng.randrange(256)}")) for _ in range(4)]
            text = f"exp {t} " + ", ".join(srcs)
            for m in ("done", "compr", "vm"):
                if rng.random() < 0.3:
                    text += " " + m
            if "compr" in text:
                a = rng.choice(("off", f"v{rng.randrange(256)}"))
                b = rng.choice(("off", f"v{rng.randrange(256)}"))
                text = f"exp {t} {a}, {a}, {b}, {b}" + text[text.index(srcs[3]) +
                                                              len(srcs[3]):]
            out.append(text)
    return out


def _vintrp_lines(rows, rng) -> list[str]:
    out = []
    for row in rows:
        for k in range(6):
            attr = f"attr{rng.randrange(33)}.{rng.choice('xyzw')}"
            if row.name == "v_interp_mov_f32":
                src = rng.choice(("p10", "p20", "p0"))
            else:
                src = _vreg(rng, 1)
            vop3 = row.encoding == "VOP3A_INTERP"
            name = row.name + ("_e64" if vop3 and row.get("e64") else "")
            ops = [_vreg(rng, 1), src, attr]
            mods = row.get("mods", "").split()
            if vop3 and row.get("srcmods", 0) >= 1 and k % 2:
                ops[1] = rng.choice(("-", "")) + f"|{ops[1]}|"
            if row.sig.count(",") == 3:
                ops.append(_vreg(rng, 1))
            text = f"{name} " + ", ".join(ops)
            if vop3:
                if "high" in mods and rng.random() < 0.4:
                    text += " high"
                if rng.random() < 0.3:
                    text += " clamp"
                if "omod" in mods and rng.random() < 0.4:
                    text += " " + rng.choice(("mul:2", "mul:4", "div:2"))
            out.append(text)
    return out


def listing(cpu: str, lines: list[str]) -> list[str]:
    p = subprocess.run([MC, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"],
                       input="\n".join(lines) + "\n", capture_output=True, text=True)
    out = []
    for line in p.stdout.splitlines():
        m = re.match(r"\s+(.*?)\s*; encoding: \[(.*)\]", line)
        if m:
            out.append(f"{m.group(1)} ; encoding: [{m.group(2)}]")
    return out


def main() -> int:
    for fam, (encs, cpus) in FAMILIES.items():
        for cpu in cpus:
            rng = random.Random(f"{fam}-{cpu}")
            isa = isa_for(cpu)
            rows = sorted({id(r): r for rs in isa.by_name.values() for r in rs
                           if r.encoding in encs}.values(), key=lambda r: (r.encoding, r.name))
            if fam == "vop3p":
                lines = [x for r in rows for x in _vop3p_lines(r, rng)]
            elif fam == "mai":
                lines = [x for r in rows for x in _mai_lines(r, cpu, rng)]
            elif fam == "exp":
                lines = _exp_lines(rng) if rows else []
            else:
                lines = _vintrp_lines(rows, rng)
            if not lines:
                continue
            got = listing(cpu, lines)
            path = OUT / f"{fam}_{cpu}.txt"
            path.write_text(f"# llvm-mc-22 -arch=amdgcn -mcpu={cpu} -show-encoding "
                            f"(tools/gen_vop3p_golden.py)\n" + "\n".join(got) + "\n")
            print(path.name, len(got), "of", len(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
