#!/usr/bin/env python3
"""Generate the RDNA (GFX10, GFX10.3, GFX11, GFX11.5) columns of the DS rows, and the DS rows
only RDNA has.

Method (re-runnable; needs LLVM 22's llvm-mc and llvm-objdump): for gfx1010, gfx1030, gfx1100
and gfx1150 every DS opcode (RDNA lays DS out as GFX6/GFX7 did: op [25:18], gds [17]) is
disassembled with each subset of its register fields set (addr v1, data0 v10, data1 v20, vdst
v30), offset0 = 1 and offset1 = 2, with and without gds (``tools/gen_random_cases.py``'s slot
layout). LLVM 22 rejects a word whose unused register fields are not zero, so the widest
subset it decodes names the instruction's operands; their printed widths give the signature
(``field:dwords`` as ``tables/ds.py``), the printed offset its syntax (``offset:513``: 16
bits, ``offset0:1 offset1:2``: two bytes, ``swizzle(...)``, none), a subset decoded only
with gds set a ``gds`` requirement. A GCN row of the same mnemonic and signature gets the
opcodes as its RDNA columns; any other mnemonic becomes a new row (flags as ``tables/ds.py``
words them: load/store/atomic/rtn and ``lgkm``).

Writes ``src/amdgcn/isa/tables/rdna_ds.py``. Usage: python tools/gen_rdna_ds.py
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

CPUS = {"gfx1010": "gfx10", "gfx1030": "gfx1030", "gfx1100": "gfx11", "gfx1150": "gfx1150"}
PARENT = {"gfx10": None, "gfx1030": "gfx10", "gfx11": None, "gfx1150": "gfx11"}
GCN = ("gfx6", "gfx7", "gfx8", "gfx9", "gfx90a", "gfx940")
FIELDS = (("addr", 1, 0), ("data0", 10, 8), ("data1", 20, 16), ("vdst", 30, 24))
_REG = re.compile(r"v(\d+)$|v\[(\d+):(\d+)\]$")


def probe(cpu: str) -> dict:
    """{opcode: (text, gds_required)} of the widest operand subset LLVM decodes."""
    rng = random.Random(1)
    cases = []
    for op in range(256):
        for gds in (0, 1):
            for mask in range(16):
                w1 = 0
                for k, (_n, reg, sh) in enumerate(FIELDS):
                    if mask >> k & 1:
                        w1 |= reg << sh
                for offset in ((2 << 8) | 1, 0):   # ds_nop decodes only without one
                    w0 = (0b110110 << 26) | (op << 18) | (gds << 17) | offset
                    # an offset (set first) is one more field: its text is preferred
                    cases.append((op, gds, bin(mask).count("1") + bool(offset), [w0, w1]))
    recs = R.llvm_disassemble_robust(cpu, [c[3] for c in cases], rng)
    by = {r["bytes"][:16]: r["text"] for r in recs if r["text"]}
    best: dict = {}
    for op, gds, n, words in cases:
        text = by.get(b"".join(w.to_bytes(4, "little") for w in words).hex())
        if text is None:
            continue
        key = (n, -gds)     # the most fields; without gds where that decodes
        if op not in best or key > best[op][0]:
            best[op] = (key, text, gds)
    out = {}
    for op, (_k, text, gds) in best.items():
        plain = any(by.get(b"".join(w.to_bytes(4, "little") for w in c[3]).hex())
                    for c in cases if c[0] == op and c[1] == 0)
        out[op] = (text, bool(gds) and not plain)
    return out


def signature(text: str) -> tuple[str, str]:
    """(sig, offset style) of a probe text."""
    parts = text.split(None, 1)
    rest = parts[1] if len(parts) > 1 else ""
    fields = []
    for tok in [t.strip() for t in rest.split(",")]:
        tok = tok.split()[0] if tok else ""
        m = _REG.match(tok)
        if not m:
            continue
        lo = int(m.group(1) or m.group(2))
        n = 1 if m.group(1) else int(m.group(3)) - lo + 1
        name = {1: "addr", 10: "data0", 20: "data1", 30: "vdst"}.get(lo)
        if name:
            fields.append(f"{name}:{n}")
    if "offset0:" in text:
        style = "8x2"
    elif "swizzle(" in text:
        style = "swizzle"
    elif "offset:" in text:
        style = "16"
    else:
        style = "none"
    return ", ".join(fields), style


def flags_of(name: str, sig: str) -> frozenset:
    f = {"lgkm"}
    if "_load" in name or "_read" in name:
        f.add("load")
    elif "_store" in name or "_write" in name:
        f.add("store")
    elif "vdst" in sig or "data0" in sig:
        f.add("atomic")
    if "_rtn" in name:
        f.add("rtn")
    return frozenset(f)


def main() -> int:
    gcn: dict = {}
    for r in all_rows():
        if r.encoding == "DS" and any(r.opcode(c) is not None for c in GCN):
            gcn.setdefault(r.name, r)
    found: dict = {}    # name -> (sig, style, gds, {column: opcode})
    for cpu, col in CPUS.items():
        for op, (text, gds) in probe(cpu).items():
            name = text.split()[0]
            sig, style = signature(text)
            found.setdefault(name, (sig, style, gds, {}))[3][col] = op
    columns, rows = {}, []
    for name, (sig, style, gds, cols) in sorted(found.items()):
        ops = []
        for col in CPUS.values():
            v = cols.get(col)
            parent = PARENT[col]
            pv = cols.get(parent) if parent else None
            if parent is None and v is not None or parent is not None and v != pv:
                ops.append((col, v))
        old = gcn.get(name)
        if old is not None and old.sig == sig and old.get("offset", "16") == style:
            columns[name] = tuple(ops)
            continue
        extra = [("offset", style)]
        if gds:
            extra.append(("gds", "required"))
        rows.append((name, ops, sig, flags_of(name, sig), tuple(extra)))
    write(columns, rows)
    print(f"{len(columns)} GCN rows get RDNA columns, {len(rows)} new rows")
    return 0


def write(columns: dict, rows: list) -> None:
    lines = [
        '"""RDNA columns of the DS rows, and the DS rows only RDNA has (generated by',
        "tools/gen_rdna_ds.py; do not edit).",
        "",
        "Provenance: every DS opcode disassembled by LLVM 22 for gfx1010, gfx1030, gfx1100",
        "and gfx1150 with each subset of its register fields set. Signature and ``extra``",
        "language: ``tables/ds.py``.",
        '"""',
        "",
        "from amdgcn.isa.instruction import Row, op",
        "",
        "RDNA_COLUMNS = {",
    ]
    for name, ops in sorted(columns.items()):
        lines.append(f'    ("DS", "{name}"): op({_ops(ops)}),')
    lines += ["}", "", "ROWS = ("]
    for name, ops, sig, fl, extra in rows:
        lines.append(f'    Row("{name}", "DS", op({_ops(ops)}), sig="{sig}",')
        lines.append(f"        flags=frozenset({sorted(fl)!r}), extra={extra!r}),")
    lines.append(")")
    (ROOT / "src/amdgcn/isa/tables/rdna_ds.py").write_text("\n".join(lines) + "\n")


def _ops(ops) -> str:
    return ", ".join(f"{c}={'None' if v is None else hex(v)}" for c, v in ops)


if __name__ == "__main__":
    raise SystemExit(main())
