#!/usr/bin/env python3
"""Golden answers of llvm-mc-22 for GFX11's mnemonic aliases (the older names of renamed
instructions, ``src/amdgcn/isa/tables/rdna_aliases11.py``).

Each alias is written in one statement with operands made from its new instruction's shape
(register widths from the new name), assembled on gfx1100 and gfx1150; the aliases of
VOP1/VOP2/VOPC instructions also with their variant suffixes (``_e32``, ``_e64``, ``_dpp``,
``_e64_dpp``, DPP8) and modifiers, a few statements with bad operands, a few in wave64, and
a few on gfx1030, gfx90a and gfx1010 (where llvm-mc refuses the GFX11-only names and takes
the others as those processors' own instructions; ``v_mul_lo_i32`` is gfx1010's and GCN's,
refused from GFX10.3 on).

Each statement's answer is llvm-mc's; the bad-operand statements whose error amdgcn words
differently for the new mnemonic too (``v_fmac_dx9_zero_f32_dpp``: "dpp variant of this
instruction is not supported"; ``flat_load_b32 v1, v2``: "too few operands"), and the
``_sdwa`` suffix (GFX11 has no SDWA; amdgcn's words for it were a placeholder then, llvm-mc's
since), are left out.

Output: ``tests/data/isa/gfx11_alias_golden.json``:
``{"asm": [[cpu, text, hex|null, printed|error]]}``.

Usage: python tools/gen_gfx11_alias_golden.py [--out PATH]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tools"))

from gen_rdna_literal_golden import asm_answer

from amdgcn.isa.tables.rdna_aliases11 import GFX11_ALIASES

_WIDTHS = (("b512", 16), ("b256", 8), ("b128", 4), ("b96", 3), ("b64", 2), ("u64", 2),
           ("i64", 2), ("f64", 2))


def _width(new: str) -> int:
    """Dwords of the data a new mnemonic names (``_b64``: 2; GFX11's packed D16 formats:
    ``xyz``/``xyzw`` 2)."""
    if re.search(r"d16_format_xyzw?$", new):
        return 2
    for key, n in _WIDTHS:
        if key in new:
            return n
    return 1


def _v(first: int, n: int) -> str:
    return f"v{first}" if n == 1 else f"v[{first}:{first + n - 1}]"


def _s(first: int, n: int) -> str:
    return f"s{first}" if n == 1 else f"s[{first}:{first + n - 1}]"


def statement(old: str, new: str) -> str:
    """One statement of the alias ``old`` with operands its new instruction takes."""
    n = _width(new)
    data = 2 * n if "cmpswap" in new else n
    if old.startswith("buffer_atomic"):
        return f"{old} {_v(5, data)}, off, s[8:11], s3 offset:4095 glc"
    if old.startswith("buffer_load"):
        return f"{old} {_v(5, n)}, off, s[8:11], s3 offset:4095"
    if old.startswith("buffer_store"):
        return f"{old} {_v(5, n)}, v0, s[8:11], s3 offen offset:4095"
    if old.startswith("tbuffer_"):
        return f"{old} {_v(5, n)}, off, s[8:11], s3 format:[BUF_FMT_32_FLOAT] offset:4095"
    if old.startswith("ds_"):
        return _ds(old, new, n)
    if old.startswith(("flat_", "global_", "scratch_")):
        return _flat(old, new, n, data)
    if old.startswith(("s_load", "s_buffer_load")):
        return f"{old} {_s(20, n)}, {'s[4:7]' if 'buffer' in old else 's[2:3]'}, 0x10"
    if old.startswith("s_"):
        return _scalar(old, n)
    return _vector(old, new, n)


def _ds(old: str, new: str, n: int) -> str:
    if "addtid" in old:
        return f"{old} v5 offset:16"
    if "2addr" in new:
        rtn = f"{_v(5, 2 * n)}, " if "read" in old or "rtn" in old else ""
        data = "" if "read" in old else f", {_v(2, n)}, {_v(2 + n, n)}"
        return f"{old} {rtn}v1{data} offset0:1 offset1:2"
    if "rtn" in old:
        return f"{old} {_v(5, n)}, v1, {_v(2, n)} offset:16"
    if "read" in old:
        return f"{old} {_v(5, n)}, v1 offset:16"
    return f"{old} v1, {_v(2, n)} offset:16"


def _flat(old: str, new: str, n: int, data: int) -> str:
    if "addtid" in old:
        return f"{old} v1, s[2:3] offset:16"
    store = "_store" in old
    atomic = "_atomic" in old
    if old.startswith("flat_"):
        addr, tail = "v[1:2]", " offset:16"
    elif old.startswith("global_"):
        addr, tail = "v1", ", s[2:3] offset:-16"
    else:
        addr, tail = "v1", ", off offset:16"
    if atomic:
        return f"{old} {_v(5, n)}, {addr}, {_v(6 + n, data)}{tail} glc"
    if store:
        return f"{old} {addr}, {_v(5, n)}{tail}"
    return f"{old} {_v(5, n)}, {addr}{tail}"


def _scalar(old: str, n: int) -> str:
    if old == "s_inst_prefetch":
        return f"{old} 0x1"
    wide = 2 if old.endswith(("_b64", "_i64")) else 1
    if "exec" in old:
        return f"{old} {_s(6, wide)}, {_s(2, wide)}"
    if old.startswith(("s_ff1", "s_flbit")):
        return f"{old} s1, {_s(2, wide)}"
    return f"{old} {_s(6, wide)}, {_s(2, wide)}, {_s(4, wide)}"


#: VOP1 aliases (one source), and VOP3-only ones with three sources
_VOP1 = ("v_cvt_flr_i32_f32", "v_cvt_rpi_i32_f32", "v_ffbh_u32", "v_ffbl_b32", "v_ffbh_i32")
_VOP3_3SRC = ("v_fma_legacy_f32",)


def _vector(old: str, new: str, n: int) -> str:
    if old.startswith("v_cmpx_"):
        return f"{old} {_v(1, n)}, {_v(3, n)}"
    if old.startswith("v_cmp_"):
        return f"{old} vcc_lo, {_v(1, n)}, {_v(3, n)}"
    if old in _VOP1:
        return f"{old} v1, v2"
    if old in _VOP3_3SRC or old.startswith("v_interp"):
        return f"{old} v1, v2, v3, v4"
    if old.startswith(("v_dot4_", "v_dot8_")):
        return f"{old} v5, v1, v2, s3"
    return f"{old} v1, v2, v3"


#: variant suffixes and modifiers on aliases of VOP1/VOP2/VOPC instructions
SUFFIXED = [
    "v_add_u32_e32 v1, v2, v3", "v_add_u32_e64 v1, v2, v3", "v_add_u32_e64 v1, s2, 0x1234",
    "v_add_u32 v1, v2, v3 clamp", "v_add_u32_e64 v255, 1.0, v3 clamp",
    "v_add_u32_dpp v1, v2, v3 quad_perm:[0,1,2,3]",
    "v_add_u32_dpp v1, v2, v3 row_shl:1 row_mask:0x5 bank_mask:0xa",
    "v_add_u32 v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0]",
    "v_add_u32_e64_dpp v1, v2, v3 quad_perm:[0,1,2,3]", "v_sub_u32_e32 v1, 0x1234, v3",
    "v_sub_u32_e64 v1, v2, s3", "v_subrev_u32_dpp v1, v2, v3 row_ror:3",
    "v_subrev_u32_e64 v1, -1, v3", "v_add_i32_e64 v1, v2, v3", "v_add_i32_e32 v1, v2, v3",
    "v_sub_i32_e64 v1, v2, v3 clamp", "v_cvt_flr_i32_f32_e32 v1, v2",
    "v_cvt_flr_i32_f32_e64 v1, -v2", "v_cvt_flr_i32_f32_dpp v1, v2 row_mirror",
    "v_cvt_rpi_i32_f32_e64 v1, |v2|", "v_cvt_rpi_i32_f32_dpp v1, v2 quad_perm:[1,0,3,2]",
    "v_ffbh_u32_e32 v1, s2", "v_ffbh_u32_e64 v1, v2", "v_ffbh_u32_dpp v1, v2 row_shr:2",
    "v_ffbl_b32_e64 v1, 0x1234", "v_ffbh_i32_e32 v1, v2",
    "v_ffbh_i32 v1, v2 dpp8:[0,0,0,0,0,0,0,0]", "v_mul_legacy_f32_e32 v1, v2, v3",
    "v_mul_legacy_f32_e64 v1, -v2, |v3| mul:2", "v_mul_legacy_f32_dpp v1, v2, v3 row_shl:1",
    "v_mul_legacy_f32_e64_dpp v1, v2, v3 quad_perm:[0,1,2,3]", "v_fmac_legacy_f32_e32 v1, v2, v3",
    "v_fmac_legacy_f32_e64 v1, v2, v3 clamp",
    "v_dot2c_f32_f16_e32 v1, v2, v3",
    "v_dot2c_f32_f16_e64 v1, v2, v3", "v_dot2c_f32_f16_dpp v1, v2, v3 quad_perm:[0,1,2,3]",
    "v_cvt_pkrtz_f16_f32_e32 v1, v2, v3", "v_cvt_pkrtz_f16_f32_e64 v1, -v2, v3",
    "v_cvt_pkrtz_f16_f32_dpp v1, v2, v3 row_shl:1", "v_cvt_pknorm_i16_f32 v1, v2, v3",
    "v_cvt_pknorm_u16_f32_e64 v1, v2, v3", "v_cmp_tru_f32_e32 vcc_lo, v1, v2",
    "v_cmp_tru_f32_e64 s5, v1, v2", "v_cmp_tru_f32_e64 s5, -v1, |v2| clamp",
    "v_cmp_tru_f16_e64 s[6:7], v1, v2", "v_cmp_tru_f32_dpp vcc_lo, v1, v2 quad_perm:[0,1,2,3]",
    "v_cmp_tru_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]", "v_cmp_tru_i32_e64 s5, v1, 0x1234",
    "v_cmp_tru_u64_e64 s5, v[1:2], s[2:3]", "v_cmpx_tru_f32_e32 v1, v2",
    "v_cmpx_tru_f32_e64 v1, v2", "v_cmpx_tru_f64_e64 -v[1:2], v[2:3]",
    "v_cmpx_tru_f32_dpp v1, v2 row_shl:1", "v_cmpx_tru_i32_e64 v1, s2",
]
#: statements with operands the new instruction does not take: the new one's error
BAD = [
    "v_add_u32 v1, v2", "v_add_u32 v1, v2, v3, v4", "v_add_u32_e32 v1, v2, s3",
    "v_ffbh_u32 v1, v2, v3", "v_cmp_tru_f32 s5, v1, v2", "v_cvt_pkrtz_f16_f32_e32 v1, v2, s3",
    "buffer_load_dword v[1:2], off, s[8:11], s3 offset:4095 lds",
    "buffer_load_dword v1, off, s[8:10], s3", "global_load_dword v1, v[2:3], off offset:-5000",
    "ds_read_b32 v1, v2 offset:65536", "ds_write2_b32 v1, v2, v3 offset0:256",
    "s_load_dword s1, s[2:3], s4 glc lds", "s_andn2_b32 s1, s2", "flat_load_dword v[1:2], v[2:3]",
    "scratch_load_dword v1, off, off", "global_atomic_csub v0, v[1:2], v2, off",
    "s_inst_prefetch 0x1, 0x2", "v_fma_legacy_f32 v1, v2, v3",
]
#: the same aliases in wave64
WAVE64 = ["v_cmp_tru_f32 vcc, v1, v2", "v_cmp_tru_i64_e64 s[4:5], v[1:2], v[2:3]",
          "v_cmpx_tru_u32 v1, v2", "v_add_u32 v1, v2, v3", "s_andn2_saveexec_b64 s[2:3], s[4:5]"]
#: other processors: the GFX11-only names are refused, the others are their instructions
ELSEWHERE = [
    "v_cmp_tru_i32 vcc_lo, v1, v2", "v_cmpx_tru_u64 v[1:2], v[2:3]",
    "v_interp_p2_new_f32 v1, v2, v3, v4", "v_add_u32 v1, v2, v3", "v_sub_u32_e64 v1, v2, v3",
    "v_add_i32 v1, v2, v3", "v_mul_lo_i32 v1, v2, v3", "v_dot4_i32_i8 v5, v1, v2, s3",
    "v_cvt_pknorm_i16_f16 v5, v1, v2", "buffer_load_dword v5, off, s[8:11], s3 offset:4095",
    "s_andn2_b32 s1, s2, s3", "v_ffbh_u32 v1, v2", "v_dot2c_f32_f16 v1, v2, v3",
    "s_inst_prefetch 0x1",
]


def statements() -> dict[str, list[str]]:
    """cpu -> statements."""
    gfx11 = [statement(o, n) for o, n in GFX11_ALIASES.items()] + SUFFIXED + BAD + \
        ["v_mul_lo_i32 v1, v2, v3"]
    # GFX8/9 take v_mul_lo_i32 as an instruction of their own, printed by that name: left
    # out there (amdgcn prints the v_mul_lo_u32 it shares the opcode with)
    return {"gfx1100": gfx11, "gfx1150": gfx11, "gfx1100:+wavefrontsize64": WAVE64,
            "gfx1030": ELSEWHERE, "gfx90a": [t for t in ELSEWHERE if "v_mul_lo" not in t],
            "gfx1010": ["v_mul_lo_i32 v1, v2, v3", "v_add_u32 v1, v2, v3"]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=ROOT / "tests/data/isa/gfx11_alias_golden.json")
    a = ap.parse_args()
    out = {"asm": [asm_answer(c, t) for c, ts in statements().items() for t in ts]}
    a.out.write_text(json.dumps(out, indent=0) + "\n")
    refused = sum(1 for r in out["asm"] if r[2] is None)
    print(f"{a.out}: {len(out['asm'])} statements, {refused} refused")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
