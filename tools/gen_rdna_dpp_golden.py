#!/usr/bin/env python3
"""Golden files for GFX10 DPP16/DPP8, MTBUF and MIMG, answered by LLVM 22's llvm-mc.

For every VOP1/VOP2 row with a GFX10 DPP form (``amdgcn.isa.formats._dpp_rdna.has_dpp``)
statements with a few controls (``quad_perm``, ``row_share``, ``row_xmask``, ``row_shr``,
``dpp8``, ``fi``, ``bound_ctrl``, source modifiers on float operands), every GFX10 MTBUF row
with a few formats and flags, and a list of statements llvm-mc refuses, are assembled by
llvm-mc-22 (``-show-encoding``); each line of the output file is LLVM's printed text with
``; encoding: [...]`` or the statement with ``; error: message``.

Misc: GFX10 SDWA (wave32 and the VOPC SGPR destination), VINTRP and its VOP3 forms,
v_permlane16/v_permlanex16 and lds_direct, with the errors llvm-mc gives for them.

MIMG: every GFX10 image row with three ``dim`` values, packed and NSA addresses (the count
from :mod:`amdgcn.isa.tables.rdna_mimg`), a few flags, ``a16``, ``d16`` and ``tfe``.

Writes ``tests/data/isa/dpp_gfx1010.txt``, ``dpp_gfx1010w64.txt`` (``+wavefrontsize64``),
``mtbuf_gfx1010.txt``, ``mimg_gfx1010.txt`` and ``misc_gfx1010.txt``. Usage: python tools/gen_rdna_dpp_golden.py
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
from amdgcn.isa.formats.mimg import _kind  # noqa: E402
from amdgcn.isa.formats.mimg_rdna import DIM_NAMES, address_count  # noqa: E402

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
    p = subprocess.run(args, input="\n".join(lines) + "\n", capture_output=True, text=True)
    errors = {}
    for m in re.finditer(r"<stdin>:(\d+):\d+: error: (.*)", p.stderr):
        errors.setdefault(int(m.group(1)) - 1, m.group(2))
    encs = iter(re.findall(r"^\s*(.*?)\s*; encoding: (\[.*\])", p.stdout, re.M))
    out = []
    for i, ln in enumerate(lines):     # errors by line number, encodings in order
        if i in errors:
            out.append(f"{ln} ; error: {errors[i]}")
        else:
            text, enc = next(encs)
            out.append(f"{text} ; encoding: {enc}")
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


MIMG_ERRORS = (
    "image_load v[0:3], v0, s[0:7] dmask:0xf",
    "image_load v[0:3], v[0:1], s[0:7] dmask:0xf dim:1D",
    "image_load v[0:2], v0, s[0:7] dmask:0xf dim:1D",
    "image_load v[0:3], [v0, v1, v2], s[0:7] dmask:0xf dim:2D",
    "image_load v[0:3], [v0, v1], s[0:7] dmask:0xf dim:2D dim:2D",
    "image_load v[0:3], [v0, v[1:2]], s[0:7] dim:3D dmask:0xf",
    "image_load v[0:3], v[0:1], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_FOO",
    "image_sample v[0:3], v[0:1], s[0:7], s[8:11] dmask:0xf dim:2D a16",
    "image_atomic_add v0, v[0:1], s[0:7] dmask:0x2 dim:2D glc",
    "image_gather4 v[0:3], v[0:1], s[0:7], s[8:11] dmask:0x3 dim:2D",
    "image_load v[0:3], v[0:1], s[0:7] dmask:0xf dim:2D da",
    "image_load v[0:3], v[0:1], s[0:7] dmask:0xf dim:2D scc",
    "image_load v[0:3], [v0, s1], s[0:7] dmask:0xf dim:2D",
    "image_store v[0:3], v[0:1], s[0:7] dmask:0xf dim:2D tfe",
    "image_load v[0:3], v[0:1], s[0:6] dmask:0xf dim:2D",
    "image_load v[40:41], v[4:5], s[8:15] dmask:0x7 dim:2D d16 tfe",
)


MISC = (
    "v_cmpx_le_f16_sdwa v3, v4 src0_sel:WORD_1 src1_sel:DWORD",
    "v_cmp_le_f16_sdwa s5, v3, v4 src0_sel:WORD_1 src1_sel:DWORD",
    "v_cmp_le_f16_sdwa s[4:5], v3, v4 src0_sel:WORD_1 src1_sel:DWORD",
    "v_add_f32_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 "
    "src1_sel:WORD_0",
    "v_add_f32_sdwa v1, s2, s3 dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD",
    "v_add_f32_sdwa v1, -v2, |v3| clamp mul:2 dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD",
    "v_add_f32_sdwa v1, v2, v3 dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD clamp",
    "v_add_co_ci_u32_sdwa v1, vcc_lo, v2, v3, vcc_lo dst_sel:DWORD src0_sel:DWORD "
    "src1_sel:DWORD",
    "v_add_co_ci_u32_sdwa v1, vcc, v2, v3, vcc dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD",
    "v_mov_b32_sdwa v1, sext(v2) dst_sel:BYTE_1 src0_sel:BYTE_2",
    "v_cvt_f32_f16_sdwa v1, 1.0 src0_sel:WORD_1",
    "v_mac_f32_sdwa v1, v2, v3 dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD",
    "v_mul_u32_u24_sdwa v1, s1, vcc_lo dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD",
    "v_interp_p1_f32 v5, v7, attr3.y",
    "v_interp_p1_f32_e64 v5, -v7, attr3.y mul:2",
    "v_interp_mov_f32_e64 v5, p20, attr31.w clamp div:2",
    "v_interp_p1ll_f16 v5, -|v7|, attr3.y high clamp mul:4",
    "v_interp_p1lv_f16 v5, v7, attr3.y, -v9",
    "v_interp_p2_f16 v5, v7, attr3.y, v9 high clamp",
    "v_interp_p2_legacy_f16 v5, v7, attr3.y, v9",
    "v_interp_p1_f32 v5, v7, attr33.y",
    "v_permlane16_b32 v0, v1, s2, s3 op_sel:[1,0]",
    "v_permlanex16_b32 v0, v1, 0x1234, vcc_lo op_sel:[1,1]",
    "v_permlane16_b32 v0, v1, s2, s3 op_sel:[1,1,1]",
    "v_permlane16_b32 v0, v2, s2, s3 clamp",
    "v_permlane16_b32 v0, lds_direct, s0, s0",
    "v_swap_b32 v0, lds_direct",
    "v_movrels_b32 v0, lds_direct",
    "v_readlane_b32 s0, src_lds_direct, s1",
)


def mimg_statements(mcpu: str) -> list[str]:
    isa = isa_for(mcpu)
    out = []
    for rows in sorted(isa.by_name.values(), key=lambda rs: rs[0].name):
        row = rows[0]
        if row.encoding != "MIMG":
            continue
        atomic, cmpswap, gather4, d16_ok, _, _ = _kind(row)
        dmask = 0x3 if cmpswap else 0x1 if atomic or gather4 else 0x7
        for k, dim in enumerate((0, 2, 5)):
            for a16 in (0, 1):
                n = address_count(row, dim, a16)
                base = 8 * k + 4
                packed = "v%d" % base if n == 1 else f"v[{base}:{base + n - 1}]"
                nsa = "[" + ", ".join(f"v{(base + 7 * j) % 200}" for j in range(n)) + "]"
                ndata = 4 if gather4 else bin(dmask).count("1")
                for vaddr, flags in ((packed, "glc" if k else "unorm slc"),
                                     (nsa, "dlc" if n > 1 else "r128")):
                    extra = " a16" if a16 else ""
                    data = f"v[40:{40 + ndata - 1}]" if ndata > 1 else "v40"
                    samp = ", s[12:15]" if row.get("sampler") else ""
                    out.append(f"{row.name} {data}, {vaddr}, s[8:15]{samp} dmask:0x{dmask:x} "
                               f"dim:{DIM_NAMES[dim]} {flags}{extra}")
        if d16_ok and not atomic:    # two packed registers of data, one for tfe
            out.append(f"{row.name} v[40:42], v[4:{4 + address_count(row, 1, 0) - 1}]"
                       f", s[8:15]{', s[12:15]' if row.get('sampler') else ''} "
                       f"dmask:0x{0x1 if gather4 else 0x7:x} dim:2D tfe d16")
    return out


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
    lines = llvm(list(MISC))
    (data / "misc_gfx1010.txt").write_text("\n".join([head.format("SDWA, VINTRP, permlane",
                                                                   "")] + lines) + "\n")
    lines = llvm(mimg_statements("gfx1010") + list(MIMG_ERRORS))
    (data / "mimg_gfx1010.txt").write_text("\n".join([head.format("MIMG", "")] + lines) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
