#!/usr/bin/env python3
"""Write the SDWA/DPP golden files tests/data/isa/{sdwa,dpp}_<cpu>.txt from LLVM 22.

For every VOP1/VOP2/VOPC row that has an SDWA or DPP form on a processor (the rules of
:mod:`amdgcn.isa.formats._vopx`), a few statements with varied operands and modifiers are
assembled by ``llvm-mc -show-encoding`` (one process per file); each line LLVM accepts is kept
in llvm-mc's own format ``<printed asm> ; encoding: [0x..]``, each it rejects as
``<asm> ; error: <message>``. Re-run after changing the rules or the tables:

    python tools/gen_vopx_golden.py [--llvm-mc PATH] [CPU ...]
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from amdgcn.isa import core  # noqa: E402
from amdgcn.isa.formats import _vopx  # noqa: E402

CPUS = ("tonga", "gfx900", "gfx90a", "gfx942")
OUT = ROOT / "tests" / "data" / "isa"
_ENC = re.compile(r"^\s*(.*?)\s*; encoding: \[(.*)\]\s*$")
_ERR = re.compile(r"^<stdin>:(\d+):(\d+): error: (.*)$")


def _operands(plan, target, *, sgpr: bool, variant: int) -> list[str] | None:
    """Operand texts for a row's plan; ``variant`` picks registers and source modifiers."""
    out = []
    si = 0
    gfx9 = target.gen == "gfx9"
    for i, op in enumerate(plan.ops):
        if i == plan.dst:
            base = 2 * (variant + 1) if op.count == 2 else 1 + variant * 7
            out.append(f"v[{base}:{base + 1}]" if op.count == 2 else f"v{base}")
        elif i in plan.srcs:
            if op.count == 2:
                b = 4 + 2 * variant + 2 * si
                txt = f"v[{b}:{b + 1}]"
            elif sgpr and gfx9 and si == variant % 2:
                txt = ("s3", "-1", "0.5", "vcc_lo")[variant % 4] if op.kind == "f" or si else "s3"
            else:
                txt = f"v{2 + si + variant * 9}"
            if variant == 1 and txt.startswith("v"):
                txt = f"-|{txt}|" if op.kind == "f" else (f"sext({txt})" if sgpr else txt)
            out.append(txt)
            si += 1
        elif op.name == "vcc" and i == 0 and gfx9 and variant == 2 and sgpr:
            out.append("s[6:7]")
        else:
            out.append(op.name)
    return out


def statements(cpu: str) -> tuple[list[str], list[str]]:
    """(SDWA statements, DPP statements) for ``cpu``."""
    isa = core.isa_for(cpu)
    target = isa.target
    sdwa, dpp = [], []
    seen = set()
    for rows in isa.by_name.values():
        for row in rows:
            if row.encoding not in ("VOP1", "VOP2", "VOPC") or row.name in seen:
                continue
            if row.name == "v_nop" or not row.sig:
                continue
            seen.add(row.name)
            plan = _vopx.plan_of(row)
            if _vopx.has_sdwa(row, target):
                two = len(plan.srcs) > 1
                for v in range(3):
                    ops = ", ".join(_operands(plan, target, sgpr=True, variant=v))
                    mods = []
                    if row.encoding != "VOPC" and row.name not in _vopx._SRC_SEL_ONLY:
                        mods.append(("dst_sel:WORD_1 dst_unused:UNUSED_PAD",
                                     "dst_sel:BYTE_0 dst_unused:UNUSED_SEXT", "")[v])
                    mods.append(("src0_sel:BYTE_2", "", "src0_sel:WORD_0")[v])
                    if two:
                        mods.append(("src1_sel:WORD_1", "src1_sel:BYTE_3", "")[v])
                    if v == 1 and (row.encoding != "VOPC" or target.gen == "gfx8"):
                        mods.insert(0, "clamp")
                    if v == 2 and plan.float_dst and target.gen == "gfx9" \
                            and row.encoding != "VOPC":
                        mods.insert(0, "mul:2")
                    sdwa.append(f"{row.name}_sdwa {ops} " + " ".join(m for m in mods if m))
            if _vopx.has_dpp(row, target):
                wide = plan.wide
                if wide and "dpp64" not in target.features:
                    continue
                ctrls = (("row_newbcast:1", "row_newbcast:15 row_mask:0x3")
                         if wide else
                         ("quad_perm:[1,0,3,2] row_mask:0xa bank_mask:0x5 bound_ctrl:0",
                          "row_shr:3 bank_mask:0x1", "row_bcast:15 row_mask:0xc",
                          "wave_ror:1"))
                for v, ctrl in enumerate(ctrls):
                    ops = ", ".join(_operands(plan, target, sgpr=False, variant=v % 2))
                    dpp.append(f"{row.name}_dpp {ops} {ctrl}")
    if "gfx90a-insts" in target.features:
        dpp += ["v_mov_b32_dpp v0, v1 row_newbcast:7 row_mask:0x5",
                "v_ceil_f64_dpp v[0:1], v[2:3] row_shl:1"]
    dpp += ["v_mov_b32_dpp v0, v1 row_shl:0", "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,4]",
            "v_mov_b32_dpp v0, v1", "v_mov_b32_dpp v0, v1 row_mirror row_half_mirror"]
    sdwa += ["v_mov_b32_sdwa v1, v2 dst_sel:WORD_2", "v_mov_b32_sdwa v1, -v2",
             "v_add_f32_sdwa v1, s1, s2", "v_cmp_eq_f32_sdwa s[0:1], v1, v2"]
    return sdwa, dpp


def assemble(llvm_mc: str, cpu: str, lines: list[str]) -> list[str]:
    """Golden lines for ``lines``: ``asm ; encoding: [...]`` or ``asm ; error: msg``."""
    p = subprocess.run([llvm_mc, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"],
                       input="\n".join(lines) + "\n", capture_output=True, text=True)
    errors = {}
    for ln in p.stderr.splitlines():
        m = _ERR.match(ln)
        if m:
            errors.setdefault(int(m.group(1)), m.group(3))
    encs = [m for m in map(_ENC.match, p.stdout.splitlines()) if m]
    out, k = [], 0
    for i, src in enumerate(lines, 1):
        if i in errors:
            out.append(f"{src} ; error: {errors[i]}")
        else:
            m = encs[k]
            k += 1
            out.append(f"{m.group(1)} ; encoding: [{m.group(2)}]")
    assert k == len(encs), (cpu, k, len(encs))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("cpus", nargs="*", default=list(CPUS))
    ap.add_argument("--llvm-mc", default="/usr/lib/llvm-22/bin/llvm-mc")
    a = ap.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    for cpu in a.cpus:
        sdwa, dpp = statements(cpu)
        for kind, lines in (("sdwa", sdwa), ("dpp", dpp)):
            golden = assemble(a.llvm_mc, cpu, lines)
            path = OUT / f"{kind}_{cpu}.txt"
            head = (f"# {kind.upper()} golden file for -mcpu={cpu}, produced by LLVM 22 llvm-mc "
                    f"via tools/gen_vopx_golden.py\n")
            path.write_text(head + "\n".join(golden) + "\n")
            n_err = sum("; error:" in g for g in golden)
            print(f"{path.relative_to(ROOT)}: {len(golden)} lines ({n_err} errors)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
