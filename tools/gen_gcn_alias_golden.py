#!/usr/bin/env python3
"""Golden answers of llvm-mc-22 for the mnemonic aliases of GCN processors (tahiti, bonaire,
tonga, gfx900, gfx906, gfx908, gfx90a, gfx942): the ``aliases`` of the rows in
``src/amdgcn/isa/tables/*.py``, which apply on GCN targets only.

Census (llvm-mc-22, each mnemonic alone on a line, its error read: "too few operands" or an
operand error means the mnemonic is known there; "invalid instruction" or "instruction not
supported on this GPU" that it is not): every mnemonic amdgcn knows on some processor (rows,
row aliases, GFX11's renames, ``LATER_MNEMONICS``) and every AMDGPU mnemonic-like string of
LLVM 22's AMDGPU AsmParser and MC libraries, each also with ``_b32``/``_b64``/``_u32``/
``_i32``/``_f32`` stripped, ``_b32`` added, ``u``/``i`` swapped (``_u32``/``_i32``, 64, 16)
and ``_e32``/``_e64``/``_sdwa``/``_dpp`` added (12,629 names, then 19,053), on each of the
eight processors. llvm-mc and amdgcn agree on which names each processor knows except
``image_atomic_rsub`` (GFX6/GFX7: an instruction amdgcn lacks, not an alias). The row aliases
are then the whole set: ``v_mul_lo_i32`` (everywhere; an instruction of its own on GFX6/GFX7),
``v_add_co_u32``/``v_sub_co_u32``/``v_subrev_co_u32`` (GFX6/GFX7: the VOP3 form of
``v_add_i32`` ..., taken with a VGPR src1 only: "operands are not valid for this GPU or
mode" otherwise), ``v_accvgpr_read``/``v_accvgpr_write`` (MAI processors) and gfx942's old
MFMA/SMFMAC names.

Each alias is written in one statement with operands made from its row's signature, on each
processor that has the row; then variant suffixes, upper case, modifiers, bad operands (the
row's errors), and processors that refuse the name. llvm-mc prints the row's name for every
alias but ``v_mul_lo_i32``, which its listing prints as written (LLVM's V_MUL_LO_I32 shares
v_mul_lo_u32's GFX8/9 opcode; llvm-objdump prints ``v_mul_lo_u32``).

Left out, where amdgcn's error words differ from llvm-mc's for reasons of the VOP formats,
not the alias: on GFX6/GFX7 ``v_add_co_u32_e32`` (and sub/subrev; llvm-mc: "operands are not
valid for this GPU or mode", amdgcn: "e64 variant of this instruction is not supported"), and
the alias with a literal, ``clamp`` and a non-VGPR src1, an SGPR pair and vcc_lo as sources, or
no carry (llvm-mc: "operands are not valid for this GPU or mode"); ``clamp`` on
``v_accvgpr_read``/MFMA (llvm-mc's "invalid operand for instruction" since; left out when this
golden was made). ``v_add_co_u32 v1, vcc, v2, v3, vcc``, which llvm-mc takes on GFX6/GFX7 as
``v_add_i32_e32``, is not covered.

Output: ``tests/data/isa/gcn_alias_golden.json``:
``{"asm": [[cpu, text, hex|null, printed|error]]}``.

Usage: python tools/gen_gcn_alias_golden.py [--out PATH]
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

from amdgcn.isa import core

CPUS = ("tahiti", "bonaire", "tonga", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942")
_WIDE = re.compile(r"(?:b|f|u|i)64$")


def row_aliases(cpu: str) -> dict[str, object]:
    """alias -> its row, for the rows ``cpu`` has."""
    isa = core.isa_for(cpu)
    return {a: rows[0] for a, rows in sorted(isa.by_name.items()) if a != rows[0].name}


def _reg(file: str, first: int, n: int) -> str:
    return f"{file}{first}" if n == 1 else f"{file}[{first}:{first + n - 1}]"


def operands(row) -> str:
    """Operands for ``row`` made from its signature: VGPRs counting up from v1, tuples
    even-aligned (AGPRs for an ``a`` or MAI accumulator), ``vcc`` for a carry, an SGPR pair for
    a VOP3B ``sdst``."""
    out, nxt = [], 1
    for tok in (t.strip() for t in row.sig.split(",") if t.strip()):
        name, _, kind = tok.partition(":")
        m = re.match(r"(av|a|v|s)(\d+)", kind)
        if kind == "b64" and name in ("vcc", "sdst"):
            out.append("vcc" if name == "vcc" else "s[2:3]")
            continue
        if m:                       # VOP3P / MAI: file and dword count
            file, n = m.group(1), int(m.group(2))
            if row.encoding == "VOP3P_MAI" and name in ("vdst", "src2") and file == "av":
                out.append(_reg("a", 0, n))      # the accumulator, read and written
                continue
            file = {"av": "v", "s": "v"}.get(file, file)
        else:
            file, n = "v", 2 if _WIDE.search(kind) else 1
        if row.encoding == "VOP3P_MAI" and name == "src2":
            first = 40                            # SMFMAC's index VGPR
        else:
            first = nxt + (nxt % 2 if n > 1 else 0)     # tuples even-aligned (gfx90a)
            nxt = first + n
        out.append(_reg(file, first, n))
    return ", ".join(out)


def statements() -> dict[str, list[str]]:
    """cpu -> statements."""
    out = {cpu: [f"{a} {operands(r)}" for a, r in row_aliases(cpu).items()] for cpu in CPUS}
    for cpu in CPUS:
        out[cpu] += [
            "v_mul_lo_i32_e64 v1, s2, 7", "V_MUL_LO_I32 v1, v2, v3", "v_mul_lo_i32 v255, -1, m0",
            "v_mul_lo_i32 v1, v2, 0x1234", "v_mul_lo_i32 v1, v2, v3 clamp",
            "v_mul_lo_i32 v1, -v2, v3", "v_mul_lo_i32_e32 v1, v2, v3", "v_mul_lo_i32 v1, v2",
            "v_mul_lo_i32_sdwa v1, v2, v3", "v_mul_lo_i32_dpp v1, v2, v3 quad_perm:[0,1,2,3]",
            "v_accvgpr_read v1, a2", "v_accvgpr_write a1, v2", "v_add_co_u32 v1, vcc, v2, v3",
            "v_mfma_f32_32x32x1_2b_f32 a[0:31], v1, v2, a[0:31]",
        ]
    for cpu in ("tahiti", "bonaire"):
        out[cpu] += [
            "v_add_co_u32_e64 v1, s[2:3], v2, v3", "v_sub_co_u32 v1, s[2:3], s4, 7",
            "v_subrev_co_u32_e64 v255, vcc, -1, v3", "v_add_co_u32 v1, vcc, 1.0, v3",
            "V_SUB_CO_U32 v1, vcc, v2, v3", "v_sub_co_u32_sdwa v1, vcc, v2, v3",
            "v_add_co_u32 v1, vcc, v2", "v_add_co_u32 v1, s[2:3], v2, v3 clamp",
            "v_subrev_co_u32 v1, vcc, -v2, v3", "v_add_co_u32 v1, s2, v2, v3",
            # a src1 other than a VGPR: refused, though the VOP3 form takes it
            "v_sub_co_u32 v1, vcc, s4, v7", "v_sub_co_u32 v1, vcc, m0, v1",
            "v_sub_co_u32 v1, vcc, s4, s4", "v_sub_co_u32_e64 v1, vcc, v1, -1",
            "v_add_co_u32 v1, vcc, v2, exec_lo", "v_add_co_u32 v1, vcc, v2, 2+3",
            "v_add_i32 v1, vcc, v2, 7", "v_add_i32_e64 v1, s[2:3], v2, 7",
        ]
    for cpu in ("gfx908", "gfx90a", "gfx942"):
        out[cpu] += [
            "v_accvgpr_read_b32 v1, a2", "v_accvgpr_write a255, 1", "v_accvgpr_write a1, -4.0",
            "v_accvgpr_read v255, a255", "v_accvgpr_read a1, v2", "v_accvgpr_write v1, v2",
            "v_accvgpr_write a1, 0x1234", "v_accvgpr_read v1, a2, a3",
        ]
    out["gfx942"] += [
        "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31] cbsz:1 abid:1 blgp:2",
        "v_mfma_f32_16x16x4f32 v[0:3], v1, v2, 1.0",
        "v_mfma_f64_4x4x4f64 a[0:1], v[2:3], v[4:5], a[0:1] neg:[1,0,0]",
        "v_mfma_i32_16x16x32i8 v[0:3], v[2:3], v[4:5], v[0:3] blgp:7",
        "v_smfmac_f32_16x16x32f16 a[0:3], v[4:5], v[6:9], v10 cbsz:3 abid:1",
        "v_smfmac_f32_32x32x32fp8fp8 v[0:15], a[16:17], v[20:23], v24",
        "v_mfma_f32_32x32x8bf16_1k a[0:15], v[2:3], v[4:5], a[0:15]",
        "v_mfma_f32_16x16x1f32 a[0:15], v1, v2", "v_mfma_f32_4x4x1f32 a[0:3], v[1:2], v2, a[0:3]",
    ]
    # processors without the aliased row: the new gfx942 names and SMFMAC are refused
    out["gfx90a"] += ["v_smfmac_f32_16x16x64bf8bf8 a[0:3], v[2:3], v[4:7], v8",
                      "v_mfma_f32_16x16x8_xf32 a[0:3], v[2:3], v[4:5], a[0:3]"]
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=ROOT / "tests/data/isa/gcn_alias_golden.json")
    a = ap.parse_args()
    out = {"asm": [asm_answer(c, t) for c, ts in statements().items() for t in ts]}
    a.out.write_text(json.dumps(out, indent=0) + "\n")
    refused = sum(1 for r in out["asm"] if r[2] is None)
    print(f"{a.out}: {len(out['asm'])} statements, {refused} refused")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
