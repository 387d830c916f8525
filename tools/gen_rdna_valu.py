#!/usr/bin/env python3
"""Generate the RDNA (GFX10, GFX10.3) columns of the VALU rows (VOP1, VOP2,
VOPC and the VOP3 forms), and the VALU rows only RDNA has.

Method (re-runnable; needs LLVM 22's llvm-mc and llvm-objdump), as ``tools/gen_valu.py``
learned GFX6-GFX9:

1. For gfx1010 and gfx1030 (GFX11: see :data:`CPUS`) every opcode of VOP1, VOP2, VOPC and VOP3
   (RDNA's VOP3 prefix ``110101``, 10-bit op at [25:16]) is disassembled with VGPR operands
   (``tools/gen_random_cases.py``'s slot layout, so an invalid word never shifts the next).
2. An ``_e32`` text gives the row of its encoding; a VOP3 text without suffix a VOP3-only row
   (``VOP3A``, or ``VOP3B`` where GCN has it so); a VOP3 ``_e64`` text is the VOP3 form of an
   e32 row, at the derived opcode (VOPC + 0, VOP2 + 0x100, VOP1 + 0x180 on RDNA), which is
   checked here.
3. A mnemonic that a GCN row of the same encoding has gets its opcodes as that row's RDNA
   columns (``RDNA_COLUMNS``); a mnemonic GCN lacks is a new row whose signature and flags are
   those of its GCN counterpart (``ANALOG``: ``v_add_nc_u32`` is GFX9's ``v_add_u32``, the
   MI200 manual's name for the same operation). Mnemonics without a counterpart are listed
   in ``MISSING`` (not yet in the database).

Writes ``src/amdgcn/isa/tables/rdna_valu.py``. Usage: python tools/gen_rdna_valu.py
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "src"))

import gen_random_cases as R  # noqa: E402

from amdgcn.isa.core import all_rows  # noqa: E402
from amdgcn.isa.formats._vop_common import e64_sig  # noqa: E402
from amdgcn.isa.tables import rdna_valu11  # noqa: E402

#: GFX11 is left out for now: its 16-bit operands are true16 register halves (``v0.l``,
#: ``v0.h``; bit 7 of an e32 VGPR field), which the VALU formats do not print or parse yet
#: (issue 11); without columns its VALU words decode as invalid rather than wrongly.
CPUS = {"gfx1010": "gfx10", "gfx1030": "gfx1030"}
#: processors whose opcodes join a column's: gfx1012's dot instructions (v_dot2c_f32_f16,
#: v_dot4c_i32_i8) are GFX10.1 opcodes that gfx1010 lacks; their rows keep their features
EXTRA_CPUS = {"gfx1012": "gfx10"}
PARENT = {"gfx10": None, "gfx1030": "gfx10"}
GCN = ("gfx6", "gfx7", "gfx8", "gfx9", "gfx90a", "gfx940")
V = 256
VOP3_BASE = {"VOPC": 0, "VOP2": 0x100, "VOP1": 0x180}

#: RDNA mnemonic -> (GCN encoding, GCN mnemonic) of the same operation
ANALOG = {
    ("VOP2", "v_add_nc_u32"): ("VOP2", "v_add_u32"),
    ("VOP2", "v_sub_nc_u32"): ("VOP2", "v_sub_u32"),
    ("VOP2", "v_subrev_nc_u32"): ("VOP2", "v_subrev_u32"),
    ("VOP2", "v_add_co_ci_u32"): ("VOP2", "v_addc_co_u32"),
    ("VOP2", "v_sub_co_ci_u32"): ("VOP2", "v_subb_co_u32"),
    ("VOP2", "v_subrev_co_ci_u32"): ("VOP2", "v_subbrev_co_u32"),
    ("VOP2", "v_fmac_f16"): ("VOP2", "v_mac_f16"),
    ("VOP2", "v_fmamk_f16"): ("VOP2", "v_madmk_f16"),
    ("VOP2", "v_fmaak_f16"): ("VOP2", "v_madak_f16"),
    ("VOP1", "v_movrelsd_2_b32"): ("VOP1", "v_movrelsd_b32"),
    ("VOP1", "v_swaprel_b32"): ("VOP1", "v_swap_b32"),
    ("VOP1", "v_pipeflush"): ("VOP1", "v_nop"),
    ("VOP3A", "v_add_nc_u16"): ("VOP2", "v_add_u16"),
    ("VOP3A", "v_sub_nc_u16"): ("VOP2", "v_sub_u16"),
    ("VOP3A", "v_add_nc_i16"): ("VOP3A", "v_add_i16"),
    ("VOP3A", "v_sub_nc_i16"): ("VOP3A", "v_sub_i16"),
    ("VOP3A", "v_add_nc_i32"): ("VOP3A", "v_add_i32"),
    ("VOP3A", "v_sub_nc_i32"): ("VOP3A", "v_sub_i32"),
    ("VOP3A", "v_xor3_b32"): ("VOP3A", "v_or3_b32"),
    ("VOP3B", "v_add_co_u32"): ("VOP2", "v_add_co_u32"),
    ("VOP3B", "v_sub_co_u32"): ("VOP2", "v_sub_co_u32"),
    ("VOP3B", "v_subrev_co_u32"): ("VOP2", "v_subrev_co_u32"),
    ("VOP3A", "v_fma_legacy_f32"): ("VOP3A", "v_mad_legacy_f32"),
    ("VOP2", "v_fmac_legacy_f32"): ("VOP2", "v_mac_legacy_f32"),
}


def probe(cpu: str) -> list:
    """[(encoding, opcode, text)] LLVM 22 decodes with VGPR operands."""
    rng = random.Random(1)
    cases = []
    for op in range(256):
        cases.append(("VOP1", op, [(0x3F << 25) | (4 << 17) | (op << 9) | (V + 8)]))
        cases.append(("VOP1", op, [(0x3F << 25) | (op << 9)]))     # v_nop, v_clrexcp ...
        cases.append(("VOPC", op, [(0x3E << 25) | (op << 17) | (12 << 9) | (V + 8)]))
    for op in range(62):     # 62 and 63 are the VOPC and VOP1 prefixes
        cases.append(("VOP2", op, [(op << 25) | (4 << 17) | (12 << 9) | (V + 8)]))
    cases.append(("VOP2", 0, [0]))     # GFX10.3's v_illegal is the zero word
    for op in range(1024):
        cases.append(("VOP3", op, [(0x35 << 26) | (op << 16) | 4,
                                   (V + 8) | ((V + 12) << 9) | ((V + 16) << 18)]))
    recs = R.llvm_disassemble_robust(cpu, [c[2] for c in cases], rng)
    by = {r["bytes"][:8]: r for r in recs}
    out = []
    seen = set()
    for enc, op, words in cases:
        r = by.get(words[0].to_bytes(4, "little").hex())
        if r and r["text"] and (enc, op) not in seen:
            seen.add((enc, op))
            out.append((enc, op, r["text"]))
    return out


def _gcn_rows() -> dict:
    out: dict = {}
    for r in all_rows():
        if any(r.opcode(c) is not None for c in GCN):
            out.setdefault((r.encoding, r.name), []).append(r)
    # the row of the latest GCN column first (GFX9's v_add_u32 before GFX8's)
    for k in out:
        out[k].sort(key=lambda r: -max(GCN.index(c) for c in GCN if r.opcode(c) is not None))
    return out


def main() -> int:
    gcn = _gcn_rows()
    later = {(r.encoding, r.name): r for r in rdna_valu11.ROWS}   # rows GFX11 defines
    found: dict = {}       # (enc, name) -> {column: opcode}
    mismatches = []
    all_e64 = []
    bare = set()
    for cpu, col in CPUS.items():
        e32 = {}
        e64 = []
        probed = probe(cpu)
        for extra, extra_col in EXTRA_CPUS.items():
            if extra_col == col:
                have = {(enc, op) for enc, op, _text in probed}
                probed += [p for p in probe(extra) if (p[0], p[1]) not in have]
        for enc, op, text in probed:
            m = text.split()[0]
            if enc == "VOP3":
                if m.endswith("_e64"):
                    e64.append((m[:-4], op))
                    continue
                vop3b = ("VOP3B", m) in gcn or ("VOP3B", m) in ANALOG
                key = ("VOP3B" if vop3b else "VOP3A", m)
            else:
                key = (enc, re.sub(r"_e32$", "", m))
                if text.strip() == m:
                    bare.add(m)
                e32[key[1]] = (enc, op)
            found.setdefault(key, {})[col] = op
        all_e64 += e64
        for name, op in e64:
            hit = e32.get(name)
            if hit is None or VOP3_BASE[hit[0]] + hit[1] != op:
                mismatches.append((cpu, name, op, hit))
    with_e64 = {name for name, _op in all_e64}
    with_e64 |= bare     # v_nop, v_clrexcp: no operands, no suffix, a VOP3 form
    no_e64 = sorted({k[1] for k in found if k[0] in ("VOP1", "VOP2", "VOPC")} - with_e64)
    columns, rows, missing = {}, [], []
    for key, cols in sorted(found.items()):
        ops = []
        for col in CPUS.values():
            v = cols.get(col)
            parent = PARENT[col]
            pv = cols.get(parent) if parent else None
            if parent is None and v is not None or parent is not None and v != pv:
                ops.append((col, v))
        if key in gcn:
            columns[key] = (gcn[key][0], tuple(ops))
            continue
        if key in later:     # a GFX11 row (tools/gen_rdna_valu11.py) of the same operation
            columns[key] = (later[key], tuple(ops))
            continue
        analog = ANALOG.get(key)
        if analog is None and key[0] == "VOP3A":   # GCN's VOP1/VOP2 row, VOP3-only on RDNA
            analog = next((k for k in (("VOP2", key[1]), ("VOP1", key[1])) if k in gcn), None)
        src = gcn.get(analog, [None])[0] if analog else None
        if src is None:
            missing.append(key)
            continue
        sig, extra, flags = src.sig, src.extra, src.flags
        if key[0] in ("VOP3A", "VOP3B") and src.encoding not in ("VOP3A", "VOP3B"):
            sig, extra = e64_sig(src), ()
            if "16" in sig:     # RDNA's VOP3 16-bit operations take op_sel and clamp
                flags = flags | {"op_sel", "clamp"}
        rows.append((key[1], key[0], ops, sig, extra, flags))
    write(columns, rows, missing, no_e64)
    for m in mismatches:
        print("e64 opcode not derived:", m)
    print(f"{len(columns)} GCN rows get RDNA columns, {len(rows)} new rows, "
          f"{len(missing)} mnemonics missing")
    return 0


def write(columns: dict, rows: list, missing: list, no_e64: list) -> None:
    lines = [
        '"""RDNA columns of the VALU rows, and the VALU rows only RDNA has (generated by',
        "tools/gen_rdna_valu.py; do not edit).",
        "",
        "Provenance: every VOP1/VOP2/VOPC/VOP3 opcode disassembled by LLVM 22 for gfx1010",
        "and gfx1030 (GFX11's true16 operands are not done yet). ``RDNA_COLUMNS`` adds opcodes to the GCN row of the same",
        "encoding and mnemonic; ``ROWS`` are RDNA mnemonics with their GCN counterpart's",
        "signature; ``MISSING`` lists the mnemonics not in the database yet.",
        '"""',
        "",
        "from amdgcn.isa.instruction import Row, op",
        "",
        "RDNA_COLUMNS = {",
    ]
    for (enc, name), (_row, ops) in sorted(columns.items()):
        lines.append(f'    ("{enc}", "{name}"): op({_ops(ops)}),')
    lines += ["}", "", "ROWS = ("]
    for name, enc, ops, sig, extra, fl in sorted(rows, key=lambda r: (r[1], r[0])):
        parts = [f'"{name}"', f'"{enc}"', f"op({_ops(ops)})", f'sig="{sig}"']
        if fl:
            parts.append(f"flags=frozenset({sorted(fl)!r})")
        if extra:
            parts.append(f"extra={extra!r}")
        lines.append(f"    Row({', '.join(parts)}),")
    lines += [")", "", "#: e32 rows that have no VOP3 form on RDNA (printed without ``_e32``)",
              "NO_E64 = frozenset({"]
    lines += [f'    "{n}",' for n in no_e64]
    lines += ["})", "", "MISSING = ("]
    for enc, name in missing:
        lines.append(f'    ("{enc}", "{name}"),')
    lines.append(")")
    (ROOT / "src/amdgcn/isa/tables/rdna_valu.py").write_text("\n".join(lines) + "\n")


def _ops(ops) -> str:
    return ", ".join(f"{c}={'None' if v is None else hex(v)}" for c, v in ops)


if __name__ == "__main__":
    raise SystemExit(main())
