#!/usr/bin/env python3
"""Golden files for GFX10 DPP16/DPP8 and MTBUF, answered by LLVM 22's llvm-mc.

For every VOP1/VOP2 row with a GFX10 DPP form (``amdgcn.isa.formats._dpp_rdna.has_dpp``)
statements with a few controls (``quad_perm``, ``row_share``, ``row_xmask``, ``row_shr``,
``dpp8``, ``fi``, ``bound_ctrl``, source modifiers on float operands), every GFX10 MTBUF row
with a few formats and flags, and a list of statements llvm-mc refuses, are assembled by
llvm-mc-22 (``-show-encoding``); each line of the output file is LLVM's printed text with
``; encoding: [...]`` or the statement with ``; error: message``.

Writes ``tests/data/isa/dpp_gfx1010.txt``, ``dpp_gfx1010w64.txt`` (``+wavefrontsize64``)
and ``mtbuf_gfx1010.txt``. Usage: python tools/gen_rdna_dpp_golden.py
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from amdgcn.isa.core import isa_for  # noqa: E402
from amdgcn.isa.formats._dpp_rdna import _row_plan, has_dpp  # noqa: E402

LLVM_MC = "/usr/lib/llvm-22/bin/llvm-mc"
CTRLS = ("quad_perm:[1,0,3,2] row_mask:0xa bank_mask:0x5 bound_ctrl:0",
         "row_share:3 row_mask:0xf bank_mask:0x1 fi:1", "row_xmask:15", "row_shr:7",
         "dpp8:[7,6,5,4,3,2,1,0]", "dpp8:[0,0,1,1,2,2,3,3] fi:1")
ERRORS = (
    "v_mov_b32_e32 v0, v1 quad_perm:[0,1,2,3]", "v_mov_b32_dpp v0, v1",
    "v_mov_b32_dpp v0, v1 row_mask:0xf", "v_mov_b32 v0, v1 fi:1",
    "v_mov_b32 v0, v1 dpp8:[0,1,2,3,4,5,6]", "v_mov_b32 v0, v1 dpp8:[0,1,2,3,4,5,6,7,0]",
    "v_mov_b32 v0, v1 dpp8:[0,1,2,3,4,5,6,8]", "v_mov_b32 v0, v1 dpp8:[0,1,2,3,4,5,6,7] row_mask:1",
    "v_mov_b32 v0, v1 row_share:16", "v_mov_b32_dpp v0, v1 wave_shl:1",
    "v_mov_b32_dpp v0, v1 row_bcast:15", "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] fi:1 bound_ctrl:0",
    "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:1 row_mask:1",
    "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] bank_mask:1 bank_mask:1",
    "v_mov_b32_dpp v0, v1 row_mirror row_half_mirror", "v_add_f32 v0, v1, s2 quad_perm:[0,1,2,3]",
    "v_add_f32_dpp v0, v1, s2 quad_perm:[0,1,2,3]", "v_add_f32 v0, -v1, v2 dpp8:[0,1,2,3,4,5,6,7]",
    "v_add_f32_dpp v0, -v1, v2 dpp8:[0,1,2,3,4,5,6,7]", "v_add_nc_u32 v0, -v1, v2 quad_perm:[0,1,2,3]",
    "v_ceil_f64_dpp v[0:1], v[2:3] quad_perm:[0,1,2,3]", "v_cmp_eq_f32_dpp vcc_lo, v1, v2 quad_perm:[0,1,2,3]",
    "v_readfirstlane_b32 s0, v1 quad_perm:[0,1,2,3]", "v_add_f32_dpp v0, v1, v2 mul:2 quad_perm:[0,1,2,3]",
    "v_add_f32_dpp v0, v1, v2 quad_perm:[0,1,2,3] mul:2", "v_mov_b32_dpp v0, v1 row_shl:0",
)
MTBUF_FORMS = ("{d}, off, s[4:7], s1 format:[BUF_FMT_32_FLOAT]", "{d}, v2, s[4:7], 0 idxen offset:4",
               "{d}, v[2:3], s[8:11], s2 format:78 idxen offen glc slc dlc",
               "{d}, v2, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_SINT] offen")
MTBUF_ERRORS = ("tbuffer_load_format_x v0, off, s[0:3], 0 format:128",
                "tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_FMT_FOO]",
                "tbuffer_load_format_x v0, off, s[0:3], 0 format:78 tfe")


def llvm(lines: list[str], mattr: str = "") -> list[str]:
    """llvm-mc-22's golden line for each statement."""
    args = [LLVM_MC, "-triple=amdgcn", "-mcpu=gfx1010", "-show-encoding"]
    if mattr:
        args.append(f"-mattr={mattr}")
    out = []
    for ln in lines:     # one process per line keeps errors and outputs aligned
        p = subprocess.run(args, input=ln + "\n", capture_output=True, text=True)
        m = re.search(r"error: (.*)", p.stderr)
        if m:
            out.append(f"{ln} ; error: {m.group(1)}")
            continue
        m = re.search(r"^\s*(.*?)\s*; encoding: (\[.*\])", p.stdout, re.M)
        out.append(f"{m.group(1)} ; encoding: {m.group(2)}")
    return out


def dpp_statements(mcpu: str) -> list[str]:
    isa = isa_for(mcpu)
    out = []
    for rows in sorted(isa.by_name.values(), key=lambda rs: rs[0].name):
        row = rows[0]
        if not has_dpp(row, isa.target) or row.name in {r[0] for r in out}:
            continue
        plan = _row_plan(row, isa.target)
        for k, ctrl in enumerate(CTRLS):
            ops, si = [], 0
            for i, o in enumerate(plan.ops):
                if i == plan.dst:
                    ops.append(f"v{(5 + k) % 256}")
                elif i in plan.srcs:
                    r = f"v{200 + si + k}"
                    mods = o.kind == "f" and not ctrl.startswith("dpp8") and (k + si) % 2
                    ops.append(f"-|{r}|" if mods else r)
                    si += 1
                else:
                    ops.append("vcc" if o.bits == 64 else "vcc_lo")
            out.append((row.name, f"{row.name}_dpp {', '.join(ops)} {ctrl}"))
    return [s for _n, s in out]


def main() -> int:
    data = ROOT / "tests/data/isa"
    head = "# {} golden file for -mcpu=gfx1010{}, produced by LLVM 22 llvm-mc via " \
           "tools/gen_rdna_dpp_golden.py"
    for name, mattr, cpu in (("dpp_gfx1010", "", "gfx1010"),
                             ("dpp_gfx1010w64", "+wavefrontsize64", "gfx1010:+wavefrontsize64")):
        lines = llvm(dpp_statements(cpu) + list(ERRORS), mattr)
        (data / f"{name}.txt").write_text("\n".join(
            [head.format("DPP16/DPP8", f" -mattr={mattr}" if mattr else "")] + lines) + "\n")
    isa = isa_for("gfx1010")
    stmts = []
    for rows in sorted(isa.by_name.values(), key=lambda rs: rs[0].name):
        row = rows[0]
        if row.encoding != "MTBUF":
            continue
        n = int(row.sig.split(":")[1])
        d = "v1" if n == 1 else f"v[1:{n}]"
        stmts += [f"{row.name} {f.format(d=d)}" for f in MTBUF_FORMS]
    lines = llvm(stmts + list(MTBUF_ERRORS))
    (data / "mtbuf_gfx1010.txt").write_text("\n".join([head.format("MTBUF", "")] + lines) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
