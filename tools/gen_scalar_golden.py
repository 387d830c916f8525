#!/usr/bin/env python3
"""Write the scalar golden files tests/data/isa/scalar_<cpu>.txt from LLVM 22.

For every scalar row (SOP1 SOP2 SOPK SOPC SOPP SMEM SMRD) available on a processor, a few
statements with seeded-random legal operands (registers, specials, inline constants,
literals, waitcnt/hwreg/sendmsg/gpr_idx forms, SMEM offset forms) are assembled by
``llvm-mc -show-encoding``; the lines LLVM accepts are kept in its listing format::

    s_add_u32 s5, s8, 0x1234                 ; encoding: [0x08,0xff,0x05,0x80,0x34,0x12,0x00,0x00]

The text is LLVM's printed (canonical) text, so the test checks text -> bytes, bytes -> text
and text -> bytes -> text. Usage: python tools/gen_scalar_golden.py
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
CPUS = ("tahiti", "bonaire", "tonga", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942")
ENCODINGS = ("SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM", "SMRD")
PER_ROW = 6


def sreg(rng: random.Random, dwords: int, gen: str, *, dst: bool = False) -> str:
    r = rng.random()
    if dwords == 1:
        if r < 0.6:
            return f"s{rng.randrange(0, 102)}"
        return rng.choice(["vcc_lo", "vcc_hi", "m0", "exec_lo", "exec_hi", "ttmp3"]
                          + (["flat_scratch_lo"] if gen != "gfx6" else []))
    if r < 0.7 or dwords > 2:
        align = 2 if dwords == 2 else 4
        lo = rng.randrange(0, 100 - dwords, align) if dwords <= 16 else 0
        lo -= lo % align
        return f"s[{lo}:{lo + dwords - 1}]" if r < 0.9 else f"ttmp[{4}:{4 + dwords - 1}]"
    return rng.choice(["vcc", "exec", "ttmp[2:3]"] + (["flat_scratch"] if gen != "gfx6" else []))


def ssrc(rng: random.Random, dwords: int, gen: str) -> str:
    r = rng.random()
    if r < 0.45:
        return sreg(rng, dwords, gen)
    if r < 0.65:
        return str(rng.randrange(-16, 65))
    if r < 0.75:
        return rng.choice(["0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"])
    if r < 0.8 and dwords == 1:
        return rng.choice(["src_scc", "src_vccz", "src_execz"])
    if dwords == 1:
        return f"0x{rng.randrange(65, 1 << 32):x}"
    return f"0x{rng.randrange(65, 1 << 31):x}"


def sample(row, rng: random.Random, gen: str, col: str) -> str:
    parts = [p.strip() for p in row.sig.split(",") if p.strip()]
    if row.encoding in ("SMEM", "SMRD"):
        return smem_sample(row, parts, rng, gen)
    out = []
    for p in parts:
        field, _, kind = p.partition(":")
        dw = int(kind[1:]) // 32 if kind[0] in "br" and kind[1:].isdigit() else 0
        if field == "sdst":
            out.append(sreg(rng, dw, gen))
        elif kind == "gpr_idx":
            out.append("gpr_idx(" + ",".join(rng.sample(["SRC0", "SRC1", "SRC2", "DST"],
                                                        rng.randrange(0, 5))) + ")")
        elif field in ("ssrc0", "ssrc1"):
            out.append(sreg(rng, dw, gen) if kind[0] == "r" else ssrc(rng, dw, gen))
        elif field == "imm32":
            out.append(f"0x{rng.randrange(0, 1 << 32):x}")
        elif kind == "waitcnt":
            vmax = 63 if gen == "gfx9" else 15
            c = [f"vmcnt({rng.randrange(0, vmax + 1)})", f"expcnt({rng.randrange(0, 8)})",
                 f"lgkmcnt({rng.randrange(0, 16)})"]
            out.append(" ".join(rng.sample(c, rng.randrange(1, 4))))
        elif kind == "hwreg":
            hid = rng.choice([1, 2, 3, 4, 5, 6, 7, 15, 16, 20, 23, 40])
            if rng.random() < 0.5:
                out.append(f"hwreg({hid})")
            else:
                off = rng.randrange(0, 32)
                out.append(f"hwreg({hid}, {off}, {rng.randrange(1, 33 - off)})")
        elif kind == "sendmsg":
            out.append(rng.choice(["sendmsg(MSG_INTERRUPT)", "sendmsg(MSG_GS, GS_OP_EMIT, 1)",
                                   "sendmsg(MSG_GS_DONE, GS_OP_NOP)", "sendmsg(2, 0, 0)",
                                   "sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)", "12",
                                   "sendmsg(MSG_GS, GS_OP_CUT, 3)"]))
        elif kind == "label":
            out.append(str(rng.randrange(0, 1 << 16)))
        elif kind in ("hex", "uhex", "imm16"):
            out.append(f"0x{rng.randrange(0, 1 << 16):x}" if rng.random() < 0.5
                       else str(rng.randrange(0, 65)))
        elif kind == "opt":
            if rng.random() < 0.3:
                out.append(str(rng.randrange(1, 100)))
    return row.name + (" " + ", ".join(out) if out else "")


def smem_sample(row, parts, rng, gen) -> str:
    out = []
    has_off = False
    for p in parts:
        field, _, kind = p.partition(":")
        if field == "sdata":
            if kind == "imm7":
                out.append(str(rng.randrange(0, 128)))
            else:
                dw = int(kind[1:]) // 32
                s = sreg(rng, dw, gen)
                while s.startswith(("m0", "exec")):
                    s = sreg(rng, dw, gen)
                out.append(s)
        elif field == "sbase":
            dw = int(kind[1:]) // 32
            lo = rng.randrange(0, 96, 4 if dw == 4 else 2)
            out.append(f"s[{lo}:{lo + dw - 1}]")
        elif field == "offset":
            has_off = True
    mods = []
    if has_off:
        r = rng.random()
        if gen in ("gfx6", "gfx7"):
            if r < 0.5:
                out.append(f"0x{rng.randrange(0, 256):x}")
            elif r < 0.8 or gen == "gfx6":
                out.append(f"s{rng.randrange(0, 102)}")
            else:
                out.append(f"0x{rng.randrange(256, 1 << 32):x}")
        elif r < 0.4:
            out.append(f"0x{rng.randrange(0, 1 << 20):x}")
        elif r < 0.7:
            out.append(rng.choice([f"s{rng.randrange(0, 102)}", "m0", "vcc_lo"]))
        elif gen == "gfx9":
            out.append(f"s{rng.randrange(0, 102)}")
            v = rng.randrange(-(1 << 20), 1 << 20)
            mods.append(f"offset:{'-' if v < 0 else ''}0x{abs(v):x}")
        else:
            out.append(f"0x{rng.randrange(0, 1 << 20):x}")
        if gen not in ("gfx6", "gfx7") and rng.random() < 0.4:
            mods.append("glc")
    return row.name + (" " + ", ".join(out) if out else "") + (
        " " + " ".join(mods) if mods else "")


_ENC = re.compile(r"^\s*(.*?)\s*; encoding: \[(.*)\]")


def main() -> int:
    out_dir = ROOT / "tests/data/isa"
    out_dir.mkdir(parents=True, exist_ok=True)
    for cpu in CPUS:
        isa = isa_for(cpu)
        gen = isa.target.gen
        rng = random.Random(f"scalar-{cpu}")
        lines = []
        rows = sorted({id(r): r for rs in isa.by_name.values() for r in rs
                       if r.encoding in ENCODINGS}.values(), key=lambda r: (r.encoding, r.name))
        for row in rows:
            for _ in range(PER_ROW):
                lines.append(sample(row, rng, gen, isa.column))
        res = subprocess.run([MC, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"],
                             input="\n".join(lines) + "\n", capture_output=True, text=True)
        seen = set()
        kept = []
        for ln in res.stdout.splitlines():
            m = _ENC.match(ln)
            if m and m.group(1) not in seen:
                seen.add(m.group(1))
                kept.append(f"{m.group(1):<40} ; encoding: [{m.group(2)}]")
        header = (f"# LLVM 22 llvm-mc -mcpu={cpu} -show-encoding on seeded-random scalar statements"
                  f" (tools/gen_scalar_golden.py)\n")
        (out_dir / f"scalar_{cpu}.txt").write_text(header + "\n".join(kept) + "\n")
        print(cpu, len(lines), "statements,", len(kept), "kept")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
