#!/usr/bin/env python3
"""Write the VALU golden files tests/data/isa/valu_<cpu>.txt from LLVM 22.

For every VOP1/VOP2/VOPC/VOP3 row present on a processor, a few statements are made from its
signature (registers, an SGPR, inline constants, a literal, source modifiers, clamp/omod,
op_sel, the ``_e64`` form of 32-bit rows) and assembled with ``llvm-mc -show-encoding``; the
lines LLVM accepts are written in llvm-mc's own format ``<text> ; encoding: [0x..,..]`` with
LLVM's printed text, followed by `` ; disasm: <text>`` where LLVM's disassembler prints the
bytes differently from its assembler (an inline 0.5 for a 16-bit integer operand is
``0x3800``). Usage: ``python tools/gen_valu_golden.py [cpu ...]``.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from amdgcn.isa.core import isa_for  # noqa: E402
from amdgcn.isa.formats._vop_operands import sig_of  # noqa: E402
from amdgcn.isa.formats.vop import e64_sig  # noqa: E402

LLVM_MC = "/usr/lib/llvm-22/bin/llvm-mc"
CPUS = ("tahiti", "bonaire", "tonga", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942")
_VALU = ("VOP1", "VOP2", "VOPC", "VOP3A", "VOP3B")


def _reg(o, base: int, file: str = "v") -> str:
    if o.rc == "a":
        file = "a"
    if o.count == 1:
        return f"{file}{base}"
    return f"{file}[{base}:{base + o.count - 1}]"


def _operands(plan, variant: dict) -> list[str]:
    out = []
    base = {"vdst": 4, "src0": 2, "vsrc1": 6, "src1": 6, "src2": 8}
    for o in plan:
        n = o.name
        if n == "vcc":
            out.append("vcc")
        elif n == "sdst":
            out.append("s[10:11]" if o.count == 2 else "s10")
        elif n == "k":
            out.append("0x41200000")
        elif n in variant:
            out.append(variant[n])
        elif n == "ssrc1":
            out.append("s5")
        elif o.rc == "s":
            out.append("s3")
        else:
            out.append(_reg(o, base.get(n, 2)))
    return out


def statements(isa) -> list[str]:
    out = []
    seen = set()
    for rows in isa.by_name.values():
        for row in rows:
            if row.encoding not in _VALU or id(row) in seen:
                continue
            seen.add(id(row))
            forms = []
            if row.encoding in ("VOP1", "VOP2", "VOPC"):
                forms.append((row.name + ("_e32" if row.sig and row.get("e64", True) is not False
                                          else ""), sig_of(row.sig), False))
                if row.get("e64", True) is not False and row.sig:
                    forms.append((row.name + "_e64", sig_of(e64_sig(row)), True))
            else:
                forms.append((row.name, sig_of(row.sig), True))
            for mn, plan, vop3 in forms:
                srcs = [o for o in plan if o.name in ("src0", "src1", "src2")]
                variants = [{}]
                if srcs and srcs[0].rc == "":
                    variants += [{"src0": "s7" if srcs[0].count == 1 else "s[6:7]"},
                                 {"src0": "0.5"}, {"src0": "-1"}, {"src0": "64"}]
                    if not vop3:
                        variants.append({"src0": "0x1234"})
                        if not (srcs[0].bits == 16 and srcs[0].kind == "i"):
                            variants.append({"src0": "1.5"})
                mods = [""]
                if vop3:
                    if "mods" in row.flags and srcs:
                        variants.append({"src0": "-" + _reg(srcs[0], 2)})
                        variants.append({srcs[-1].name: "|" + _reg(srcs[-1], 8) + "|"})
                    if "clamp" in row.flags or isa.target.gen in ("gfx6", "gfx7"):
                        mods.append(" clamp")
                    if "omod" in row.flags:
                        mods.append(" mul:2")
                        mods.append(" div:2")
                    if "op_sel" in row.flags and isa.target.gen == "gfx9":
                        mods.append(" op_sel:[" + ",".join(["1"] * len(srcs) + ["0"]) + "]")
                for v in variants:
                    text = mn
                    ops = _operands(plan, v)
                    if ops:
                        text += " " + ", ".join(ops)
                    out.append(text)
                for m in mods[1:]:
                    out.append(mn + " " + ", ".join(_operands(plan, {})) + m)
    return out


def golden(cpu: str) -> list[str]:
    isa = isa_for(cpu)
    lines = statements(isa)
    p = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"],
                       input="\n".join(lines) + "\n", capture_output=True, text=True,
                       check=False)
    got = re.findall(r"^\s*(.*?)\s*; encoding: \[(.*)\]", p.stdout, re.M)
    dis = [None] * len(got)
    if cpu not in ("tahiti", "bonaire"):   # LLVM 22 disassembles GFX8+ only
        q = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", "--disassemble"],
                           input="\n".join(e for _, e in got) + "\n", capture_output=True,
                           text=True, check=False)
        dis = [x.strip() for x in q.stdout.splitlines() if x.strip() and
               not x.strip().startswith(".")]
        assert len(dis) == len(got), (cpu, len(dis), len(got))
    out = []
    for (text, enc), d in zip(got, dis):
        line = f"{text} ; encoding: [{enc}]"
        if d is not None and d != text:
            line += f" ; disasm: {d}"
        out.append(line)
    return out


def main() -> int:
    cpus = sys.argv[1:] or CPUS
    for cpu in cpus:
        lines = golden(cpu)
        path = ROOT / "tests/data/isa" / f"valu_{cpu}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"# VALU golden file for {cpu}: llvm-mc-22 -show-encoding "
                        f"(tools/gen_valu_golden.py)\n" + "\n".join(lines) + "\n")
        print(cpu, len(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
