#!/usr/bin/env python3
"""Generate the GFX11 (gfx1100-gfx1103, gfx1150-gfx1153) VOP3P rows: packed math, mix, dot
products and WMMA, with the modifiers LLVM 22 prints on GFX11.

Method (re-runnable; needs LLVM 22's llvm-mc and llvm-objdump): every VOP3P opcode (prefix
``110011000``, op [22:16]) is disassembled for gfx1100 and gfx1150 (wave32) with VGPR
operands, and again with one modifier bit set (op_sel, op_sel_hi, neg_lo, neg_hi, clamp):
the modifiers printed are the row's (``mods``; a mix instruction prints ``neg``/``abs``). A
row of the same mnemonic gets the GFX11 opcode (and ``MODS_GFX11`` where its modifiers
differ); other mnemonics become rows whose signature is read from the printed registers
(``tables/vop3p.py``'s language), typed from :data:`TYPES`.

Writes ``src/amdgcn/isa/tables/rdna_vop3p11.py``. Usage: python tools/gen_rdna_vop3p11.py
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
from gen_rdna_flat import _ops  # noqa: E402

from amdgcn.isa.core import all_rows  # noqa: E402

CPUS = {"gfx1100": "gfx11", "gfx1150": "gfx1150"}
PREFIX = 0b110011000
V = 256
#: (word, bit) of one modifier bit, by the modifier it shows
_BITS = {"op_sel": (0, 11), "op_sel_hi": (1, 27), "neg_lo": (1, 29), "neg_hi": (0, 8),
         "clamp": (0, 15)}
#: source types of the new rows (destination, then sources), by mnemonic prefix
TYPES = {
    "v_dot2_f32_bf16": ("f32", "i16x2", "i16x2", "f32"),
    "v_dot4_i32_iu8": ("i32", "b32", "b32", "i32"),
    "v_dot8_i32_iu4": ("i32", "b32", "b32", "i32"),
    "v_wmma_f32_16x16x16_f16": ("f32", "f16x2", "f16x2", "f32"),
    "v_wmma_f32_16x16x16_bf16": ("f32", "i16x2", "i16x2", "f32"),
    "v_wmma_f16_16x16x16_f16": ("f16x2", "f16x2", "f16x2", "f16x2"),
    "v_wmma_bf16_16x16x16_bf16": ("i16x2", "i16x2", "i16x2", "i16x2"),
    "v_wmma_i32_16x16x16_iu8": ("i32", "b32", "b32", "i32"),
    "v_wmma_i32_16x16x16_iu4": ("i32", "b32", "b32", "i32"),
}
_REG = re.compile(r"v(\d+)$|v\[(\d+):(\d+)\]$")


def probe(cpu: str) -> dict:
    """{mnemonic: (opcode, text, {modifier: text with its bit set})}."""
    srcs = (V + 8) | ((V + 12) << 9) | ((V + 16) << 18)
    cases, keys = [], []
    for op in range(128):
        for k, name in enumerate(("",) + tuple(_BITS)):
            w = [(PREFIX << 23) | (op << 16) | (4 + 2 * k), srcs]
            if name:
                word, bit = _BITS[name]
                w[word] |= 1 << bit
            cases.append(w)
            keys.append((op, name))
    recs = R.llvm_disassemble_robust(cpu, cases, random.Random(1))
    by = {r["bytes"][:8]: r["text"] for r in recs}
    out: dict = {}
    for (op, name), w in zip(keys, cases):
        t = by.get(w[0].to_bytes(4, "little").hex())
        if not name:
            if t:
                out[t.split()[0]] = (op, t, {})
            continue
        base = next((v for v in out.values() if v[0] == op), None)
        if base is not None:
            base[2][name] = t
    return out


def mods_of(text: str, probes: dict) -> tuple[str, int]:
    """(``mods`` string, op_sel_hi default) from the probe texts."""
    got = []
    for name in ("op_sel", "op_sel_hi", "neg_lo", "neg_hi", "clamp"):
        t = probes.get(name) or ""
        if name == "neg_lo" and re.search(r"(, -|neg\()", t):
            got.append("neg")
        elif name == "neg_hi" and "|" in t:
            got.append("abs")
        elif (name + ":" in t) or (name == "clamp" and t.endswith(" clamp")) or \
                (name == "op_sel_hi" and "op_sel_hi" in text):
            got.append(name)
    # the value the assembler encodes when op_sel_hi is not written: all ones, unless the
    # instruction prints op_sel_hi and prints nothing for zeros (the mix instructions)
    default = 1 if "op_sel_hi:[0" in text or "op_sel_hi" not in got else 0
    order = ["op_sel", "op_sel_hi", "neg_lo", "neg_hi", "clamp", "neg", "abs"]
    return " ".join(sorted(set(got), key=order.index)), default


def signature(name: str, text: str) -> str:
    regs = []
    for tok in text.split(None, 1)[1].split(","):
        tok = tok.strip().split()[0]
        m = _REG.match(tok)
        if m is None:   # the modifiers after the operands
            break
        regs.append(1 if m.group(1) else int(m.group(3)) - int(m.group(2)) + 1)
    types = TYPES[name]
    parts = [f"vdst:v{regs[0]}"]
    parts += [f"src{i}:s{n}:{types[i + 1]}" for i, n in enumerate(regs[1:])]
    return ", ".join(parts)


def main() -> int:
    known = {r.name: r for r in all_rows() if r.encoding == "VOP3P" and
             any(c not in CPUS.values() for c, _v in r.ops)}
    found: dict = {}
    for cpu, col in CPUS.items():
        for name, (op, text, probes) in probe(cpu).items():
            found.setdefault(name, [text, probes, {}])[2][col] = op
    columns, rows, mods_gfx11 = {}, [], {}
    for name, (text, probes, cols) in sorted(found.items()):
        ops = [("gfx11", cols.get("gfx11"))]
        if cols.get("gfx1150") != cols.get("gfx11"):
            ops.append(("gfx1150", cols.get("gfx1150")))
        mods, default = mods_of(text, probes)
        row = known.get(name)
        if row is not None:
            columns[name] = ops
            if row.get("mods", "") != mods or row.get("op_sel_hi_default", 1) != default:
                mods_gfx11[name] = (mods, default)
            continue
        rows.append((name, ops, signature(name, text), mods, default))
    write(columns, rows, mods_gfx11)
    print(f"{len(columns)} rows get GFX11 columns, {len(rows)} new rows, "
          f"{len(mods_gfx11)} with other modifiers on GFX11")
    return 0


def write(columns, rows, mods_gfx11) -> None:
    lines = [
        '"""GFX11 VOP3P rows: columns, the rows only GFX11 has (dot products, WMMA), and the',
        "modifiers GFX11 prints (generated by tools/gen_rdna_vop3p11.py; do not edit).",
        "",
        "Provenance: every VOP3P opcode disassembled by LLVM 22 for gfx1100 and gfx1150",
        "(wave32), plain and with each modifier bit set. Signature language: ``tables/vop3p.py``.",
        '"""',
        "",
        "from amdgcn.isa.instruction import Row, op",
        "",
        "RDNA_COLUMNS = {",
    ]
    for name, ops in sorted(columns.items()):
        lines.append(f'    ("VOP3P", "{name}"): op({_ops(ops)}),')
    lines += ["}", "", "ROWS = ("]
    for name, ops, sig, mods, default in rows:
        lines.append(f'    Row("{name}", "VOP3P", op({_ops(ops)}),')
        lines.append(f'        sig="{sig}",')
        lines.append(f"        extra=(('mods', {mods!r}), ('op_sel_hi_default', {default}))),")
    lines += [")", "", "#: mnemonic -> (mods, op_sel_hi default) where GFX11 differs from the row",
              "MODS_GFX11 = {"]
    for name, v in sorted(mods_gfx11.items()):
        lines.append(f'    "{name}": {v!r},')
    lines.append("}")
    (ROOT / "src/amdgcn/isa/tables/rdna_vop3p11.py").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    raise SystemExit(main())
