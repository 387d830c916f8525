#!/usr/bin/env python3
"""Generate the GFX11 (gfx1100-gfx1103, gfx1150-gfx1153) columns of the VALU rows (VOP1,
VOP2, VOPC, VOP3), the VALU rows only GFX11 has, and what GFX11 prints differently: true16
operand halves and VOP3 modifiers.

Method (re-runnable; needs LLVM 22's llvm-mc and llvm-objdump), as ``tools/gen_rdna_valu.py``
learned GFX10:

1. For gfx1100 and gfx1150 every opcode of VOP1, VOP2, VOPC and VOP3 (prefix ``110101``) is
   disassembled with VGPR operands (``gen_rdna_valu.probe``).
2. The row of a text is the row of the same encoding and mnemonic (GCN's or GFX10's), or of
   its counterpart (:data:`ANALOG`: GFX11 renamed ``v_cvt_flr_i32_f32`` to
   ``v_cvt_floor_i32_f32``, ``v_ffbh_u32`` to ``v_clz_i32_u32`` ...); a mnemonic without one
   gets the signature of :data:`NEW`.
3. An operand printed with a half (``v8.l``) is a true16 operand on GFX11 (``T16``).
4. Each VOP3 opcode is disassembled again with its neg, abs, clamp, omod and op_sel bits set:
   the modifiers LLVM prints are the row's VOP3 modifiers on GFX11 (``FLAGS``).

Writes ``src/amdgcn/isa/tables/rdna_valu11.py`` (columns, rows, no-VOP3 set),
``rdna_valu11_t16.py`` (true16 operands, modifiers, VOP3 bit masks) and ``rdna_valu11_dpp.py``
(the rows with DPP forms). Usage: python tools/gen_rdna_valu11.py
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
import gen_rdna_valu as G  # noqa: E402

from amdgcn.isa.core import all_rows  # noqa: E402

CPUS = {"gfx1100": "gfx11", "gfx1150": "gfx1150"}
V = 256
OUT = ROOT / "src/amdgcn/isa/tables/rdna_valu11.py"

#: GFX11 mnemonic -> (encoding, mnemonic) of the row with the same operation
ANALOG = {
    ("VOP1", "v_cvt_nearest_i32_f32"): ("VOP1", "v_cvt_rpi_i32_f32"),
    ("VOP1", "v_cvt_floor_i32_f32"): ("VOP1", "v_cvt_flr_i32_f32"),
    ("VOP1", "v_clz_i32_u32"): ("VOP1", "v_ffbh_u32"),
    ("VOP1", "v_ctz_i32_b32"): ("VOP1", "v_ffbl_b32"),
    ("VOP1", "v_cls_i32"): ("VOP1", "v_ffbh_i32"),
    ("VOP1", "v_not_b16"): ("VOP1", "v_not_b32"),
    ("VOP1", "v_swap_b16"): ("VOP1", "v_swap_b32"),
    ("VOP2", "v_dot2acc_f32_f16"): ("VOP2", "v_dot2c_f32_f16"),
    ("VOP2", "v_fmac_dx9_zero_f32"): ("VOP2", "v_fmac_legacy_f32"),
    ("VOP2", "v_mul_dx9_zero_f32"): ("VOP2", "v_mul_legacy_f32"),
    ("VOP2", "v_cvt_pk_rtz_f16_f32"): ("VOP2", "v_cvt_pkrtz_f16_f32"),
    ("VOP3A", "v_fma_dx9_zero_f32"): ("VOP3A", "v_fma_legacy_f32"),
    ("VOP3A", "v_maxmin_f32"): ("VOP3A", "v_max3_f32"),
    ("VOP3A", "v_minmax_f32"): ("VOP3A", "v_min3_f32"),
    ("VOP3A", "v_maxmin_f16"): ("VOP3A", "v_max3_f16"),
    ("VOP3A", "v_minmax_f16"): ("VOP3A", "v_min3_f16"),
    ("VOP3A", "v_maxmin_u32"): ("VOP3A", "v_max3_u32"),
    ("VOP3A", "v_minmax_u32"): ("VOP3A", "v_min3_u32"),
    ("VOP3A", "v_maxmin_i32"): ("VOP3A", "v_max3_i32"),
    ("VOP3A", "v_minmax_i32"): ("VOP3A", "v_min3_i32"),
    ("VOP3A", "v_cvt_pk_norm_i16_f16"): ("VOP3A", "v_cvt_pknorm_i16_f16"),
    ("VOP3A", "v_cvt_pk_norm_u16_f16"): ("VOP3A", "v_cvt_pknorm_u16_f16"),
    ("VOP3A", "v_cvt_pk_norm_i16_f32"): ("VOP2", "v_cvt_pknorm_i16_f32"),
    ("VOP3A", "v_cvt_pk_norm_u16_f32"): ("VOP2", "v_cvt_pknorm_u16_f32"),
    ("VOP3A", "v_cvt_pk_i16_f32"): ("VOP2", "v_cvt_pknorm_i16_f32"),
    ("VOP3A", "v_cvt_pk_u16_f32"): ("VOP2", "v_cvt_pknorm_u16_f32"),
}
for _c in ("f16", "f32", "f64"):
    ANALOG[("VOPC", f"v_cmp_t_{_c}")] = ("VOPC", f"v_cmp_tru_{_c}")
    ANALOG[("VOPC", f"v_cmpx_t_{_c}")] = ("VOPC", f"v_cmpx_tru_{_c}")

#: GFX11 mnemonics without a counterpart: (signature of the printed form, flags)
NEW = {
    ("VOP1", "v_mov_b16"): ("vdst:b16, src0:b16", ()),
    ("VOP1", "v_permlane64_b32"): ("vdst:b32, src0:vb32", ()),
    ("VOP1", "v_cvt_i32_i16"): ("vdst:i32, src0:i16", ()),
    ("VOP1", "v_cvt_u32_u16"): ("vdst:u32, src0:u16", ()),
    ("VOP3A", "v_cndmask_b16"): ("vdst:b16, src0:f16, src1:f16, src2:srb64", ()),
    ("VOP3A", "v_dot2_f16_f16"): ("vdst:f16, src0:f16, src1:f16, src2:f16", ()),
    ("VOP3A", "v_dot2_bf16_bf16"): ("vdst:f16, src0:f16, src1:f16, src2:f16", ()),
    ("VOP3A", "v_and_b16"): ("vdst:b16, src0:b16, src1:b16", ()),
    ("VOP3A", "v_or_b16"): ("vdst:b16, src0:b16, src1:b16", ()),
    ("VOP3A", "v_xor_b16"): ("vdst:b16, src0:b16, src1:b16", ()),
    # op_sel:[fi,bound_ctrl] (two bits whatever the source count)
    ("VOP3A", "v_permlane16_b32"): ("vdst:b32, src0:vb32, src1:sb32, src2:sb32", ()),
    ("VOP3A", "v_permlanex16_b32"): ("vdst:b32, src0:vb32, src1:sb32, src2:sb32", ()),
}
#: rows no operand-carrying probe finds: ``v_illegal`` is the all-zero word (VOP2 op 0)
WORD_ROWS = (("v_illegal", "VOP2", 0),)
#: rows left out
SKIP: set = set()

_MODBITS = {  # name -> (w0 bits, w1 bits)
    "neg": (0, 1 << 29), "abs": (1 << 8, 0), "clamp": (1 << 15, 0), "omod": (0, 1 << 27),
    "op_sel": (1 << 11, 0), "op_sel_dst": (1 << 14, 0)}


def probe_mods(cpu: str, codes: list) -> dict:
    """{(vop3 opcode, modifier): text or None} with the modifier's bits set."""
    rng = random.Random(2)
    cases, keys = [], []
    for code in codes:
        for k, (name, (b0, b1)) in enumerate(_MODBITS.items()):
            # VDST differs per case: an invalid word's record holds its first dword only
            cases.append([(0x35 << 26) | (code << 16) | (4 + 2 * k) | b0,
                          (V + 8) | ((V + 12) << 9) | ((V + 16) << 18) | b1])
            keys.append((code, name))
    recs = R.llvm_disassemble_robust(cpu, cases, rng)
    by = {r["bytes"][:8]: r["text"] for r in recs}
    return {k: by.get(c[0].to_bytes(4, "little").hex()) for k, c in zip(keys, cases)}


#: the VOP3 modifier bits, one at a time: (word, bit)
_BITS = [(0, b) for b in range(8, 16)] + [(1, b) for b in range(27, 32)]


def probe_bits(cpu: str, codes: dict) -> dict:
    """{vop3 opcode: (zero_w0, zero_w1, fake_w0)}: the modifier bits with which LLVM decodes
    no instruction, and those with which it prints the operands as 32-bit VGPRs (its fake16
    decoding) instead of true16 halves. ``codes``: opcode -> VOP3B."""
    rng = random.Random(3)
    cases, keys = [], []
    for code, vop3b in codes.items():
        for k, (word, bit) in enumerate(_BITS):
            if vop3b and word == 0 and bit < 15:
                continue     # SDST
            w = [(0x35 << 26) | (code << 16) | (4 + 2 * k),
                 (V + 8) | ((V + 12) << 9) | ((V + 16) << 18)]
            w[word] |= 1 << bit
            cases.append(w)
            keys.append((code, word, bit))
    recs = R.llvm_disassemble_robust(cpu, cases, rng)
    by = {r["bytes"][:8]: r["text"] for r in recs}
    out = {c: [0, 0, 0] for c in codes}
    for (code, word, bit), w in zip(keys, cases):
        t = by.get(w[0].to_bytes(4, "little").hex(), "")
        if t is None:
            out[code][word] |= 1 << bit
        elif word == 0 and not re.search(r"\.[lh]\b", t):
            out[code][2] |= 1 << bit
    return out


def probe_bits_bare(cpu: str, codes: list) -> dict:
    """:func:`probe_bits` for instructions without operands (``v_nop``, ``v_pipeflush``),
    whose VDST must be 0: each bit is disassembled in a run of its own."""
    out = {}
    for code in codes:
        zero = [0, 0]
        for word, bit in _BITS:
            w = [(0x35 << 26) | (code << 16), 0]
            w[word] |= 1 << bit
            recs = R.llvm_disassemble_robust(cpu, [w], random.Random(3))
            if not recs or recs[0]["text"] is None:
                zero[word] |= 1 << bit
        out[code] = (zero[0], zero[1], 0)
    return out


def probe_dpp(cpu: str, e32: dict, vop3: dict) -> tuple[set, set]:
    """The rows LLVM decodes with a DPP16 word: ``e32`` {key: (encoding, opcode)} as
    VOP1/VOP2/VOPC with src0 = 0xFA, ``vop3`` {key: opcode} as VOP3 with src0 = 0xFA."""
    rng = random.Random(4)
    dpp = 0xFF000000 | (0x101 << 8) | 8        # row_shl:1 of v8, all rows and banks
    cases, keys = [], []
    for key, (enc, code) in e32.items():
        w0 = {"VOP1": (0x3F << 25) | (4 << 17) | (code << 9),
              "VOP2": (code << 25) | (4 << 17) | (12 << 9),
              "VOPC": (0x3E << 25) | (code << 17) | (12 << 9)}[enc] | 0xFA
        cases.append([w0, dpp])
        keys.append(("e32", key))
    for key, code in vop3.items():
        cases.append([(0x35 << 26) | (code << 16) | 4,
                      0xFA | ((V + 12) << 9) | ((V + 16) << 18), dpp])
        keys.append(("vop3", key))
    recs = R.llvm_disassemble_robust(cpu, cases, rng)
    by = {r["bytes"][:8]: r["text"] for r in recs}
    out: tuple = (set(), set())
    for (kind, key), w in zip(keys, cases):
        t = by.get(w[0].to_bytes(4, "little").hex())
        if t and "row_shl:1" in t:
            out[kind == "vop3"].add(key)
    return out


def operands(text: str) -> list:
    """The operand texts of a disassembly (modifiers after the last operand dropped)."""
    body = text.split(None, 1)[1] if " " in text.strip() else ""
    body = re.sub(r"/\*.*?\*/", "", body)
    parts = [p.strip() for p in body.split(",")]
    if parts:
        parts[-1] = parts[-1].split()[0] if parts[-1] else ""
    return [p for p in parts if p]


def _rows() -> dict:
    out: dict = {}
    for r in all_rows():
        if any(c not in CPUS.values() for c, _v in r.ops):   # not a row this tool made
            out.setdefault((r.encoding, r.name), r)
    return out


def main() -> int:
    rows = _rows()
    found: dict = {}       # key -> {column: opcode}
    texts: dict = {}       # key -> e32 or VOP3 text (gfx1100)
    e64_of: dict = {}      # key -> VOP3 opcode of an e32 row
    for cpu, col in CPUS.items():
        e32 = {}
        e64 = []
        for enc, code, text in G.probe(cpu):
            m = text.split()[0]
            if enc == "VOP3" and m.endswith("_e64"):
                e64.append((m[:-4], code))
                continue
            if enc == "VOP3":
                vop3b = ("VOP3B", m) in rows or ("VOP3B", m) in G.ANALOG
                key = ("VOP3B" if vop3b else "VOP3A", m)
            else:
                key = (enc, re.sub(r"_e32$", "", m))
                e32[key[1]] = key
                if text.strip() == m:   # v_nop, v_pipeflush: no operands, a VOP3 form
                    e64.append((m, G.VOP3_BASE[enc] + code))
            if key in SKIP:
                continue
            found.setdefault(key, {})[col] = code
            texts.setdefault(key, text)
        for name, code in e64:
            if name in e32:
                e64_of.setdefault(e32[name], code)
    columns, new_rows, t16, flags = {}, [], {}, {}
    vop3_codes = {}
    for key, cols in sorted(found.items()):
        ops = [("gfx11", cols.get("gfx11"))]
        if cols.get("gfx1150") != cols.get("gfx11"):
            ops.append(("gfx1150", cols.get("gfx1150")))
        text = texts[key]
        halves = [i for i, o in enumerate(operands(text)) if o.endswith((".l", ".h"))]
        if key in rows:
            src = rows[key]
            columns[key] = ops
        elif key in ANALOG or key in G.ANALOG:
            src = rows[ANALOG.get(key) or G.ANALOG[key]]
            sig, fl = src.sig, set(src.flags)
            if key[0] in ("VOP3A", "VOP3B") and src.encoding not in ("VOP3A", "VOP3B"):
                from amdgcn.isa.formats._vop_common import e64_sig
                sig = e64_sig(src)
            vop3 = key[0] in ("VOP3A", "VOP3B")
            new_rows.append((key, ops, sig, fl, tuple(x for x in src.extra
                                                      if not vop3 or x[0] != "e64sig")))
        else:
            sig, fl = NEW[key]
            new_rows.append((key, ops, sig, set(fl), ()))
            src = None
        v3 = cols.get("gfx11") if key[0] in ("VOP3A", "VOP3B") else e64_of.get(key)
        if v3 is not None:
            vop3_codes[key] = v3
        t16[key] = halves
    mods = probe_mods("gfx1100", sorted(set(vop3_codes.values())))
    bits = probe_bits("gfx1100", {v3: key[0] == "VOP3B" for key, v3 in vop3_codes.items()})
    bits.update(probe_bits_bare("gfx1100", sorted({v3 for key, v3 in vop3_codes.items()
                                                   if not operands(texts[key])})))
    masks = {key: (bits[v3][0], bits[v3][1], bits[v3][2] if t16[key] else 0)
             for key, v3 in vop3_codes.items()}
    for key, v3 in vop3_codes.items():
        got = set()
        for name in _MODBITS:
            t = mods.get((v3, name))
            if t is None:
                continue
            if name in ("neg", "abs") and ("neg(" in t or "|" in t or " -" in t):
                got.add("mods")
            elif name == "clamp" and " clamp" in t:
                got.add("clamp")
            elif name == "omod" and "mul:2" in t:
                got.add("omod")
            elif name.startswith("op_sel") and "op_sel:" in t:
                got.add("op_sel")
                if t.split("op_sel:[")[1].count(",") == 3:   # v_fmac_f16: 4 bits, 2 sources
                    got.add("op_sel4")
        flags[key] = sorted(got)
    e32_codes = {k: (k[0], c["gfx11"]) for k, c in found.items()
                 if k[0] in ("VOP1", "VOP2", "VOPC") and "gfx11" in c}
    dpp = probe_dpp("gfx1100", e32_codes, vop3_codes)
    no_e64 = sorted(k[1] for k in found if k[0] in ("VOP1", "VOP2", "VOPC") and
                    k not in e64_of)
    write(columns, new_rows, t16, flags, no_e64, masks, dpp)
    print(f"{len(columns)} rows get GFX11 columns, {len(new_rows)} new rows, "
          f"{sum(1 for v in t16.values() if v)} with true16 operands")
    return 0


def write(columns, new_rows, t16, flags, no_e64, masks, dpp) -> None:
    lines = [
        '"""GFX11 columns of the VALU rows, the VALU rows only GFX11 has, and GFX11\'s',
        "true16 operands and VOP3 modifiers (generated by tools/gen_rdna_valu11.py; do not",
        "edit).",
        "",
        "Provenance: every VOP1/VOP2/VOPC/VOP3 opcode disassembled by LLVM 22 for gfx1100 and",
        "gfx1150, and every VOP3 opcode again with its modifier bits set. ``RDNA_COLUMNS`` adds",
        "opcodes to the row of the same encoding and mnemonic; ``ROWS`` are GFX11 mnemonics",
        "with their counterpart's signature. ``GFX11_OPERANDS`` gives, per row, the indices of",
        "the printed operands that are true16 halves (``v1.l``, ``v1.h``), the VOP3",
        "modifiers LLVM prints on GFX11 (``mods`` neg/abs, ``clamp``, ``omod``, ``op_sel``)",
        "and the VOP3 modifier bits with which LLVM decodes no instruction, or decodes its",
        "fake16 form (16-bit operands printed as whole VGPRs, no op_sel).",
        '"""',
        "",
        "from amdgcn.isa.instruction import Row, op",
        "",
        "RDNA_COLUMNS = {",
    ]
    for (enc, name), ops in sorted(columns.items()):
        lines.append(f'    ("{enc}", "{name}"): op({G._ops(ops)}),')
    lines += ["}", "", "ROWS = ("]
    for name, enc, code in WORD_ROWS:
        lines.append(f'    Row("{name}", "{enc}", op(gfx11={hex(code)}), sig="", '
                     "extra=(('e64', False),)),")
    for (enc, name), ops, sig, fl, extra in sorted(new_rows, key=lambda r: r[0]):
        parts = [f'"{name}"', f'"{enc}"', f"op({G._ops(ops)})", f'sig="{sig}"']
        fl = set(fl) | set(flags.get((enc, name), ()))
        if fl:
            parts.append(f"flags=frozenset({sorted(fl)!r})")
        if extra:
            parts.append(f"extra={extra!r}")
        lines.append(f"    Row({', '.join(parts)}),")
    lines += [")", "", "#: e32 rows that have no VOP3 form on GFX11 (printed without ``_e32``)",
              "NO_E64 = frozenset({"]
    lines += [f'    "{n}",' for n in no_e64]
    lines += ["})", "", "__all__ = [\"DPP_E32\", \"DPP_VOP3\", \"GFX11_OPERANDS\", \"NO_E64\", "
              "\"RDNA_COLUMNS\", \"ROWS\"]"]
    lines[lines.index("from amdgcn.isa.instruction import Row, op")] = (
        "from amdgcn.isa.instruction import Row, op\n"
        "from amdgcn.isa.tables.rdna_valu11_dpp import DPP_E32, DPP_VOP3\n"
        "from amdgcn.isa.tables.rdna_valu11_t16 import GFX11_OPERANDS")
    ops = ['"""GFX11 true16 operands and VOP3 modifier bits of the VALU rows (generated by',
           "tools/gen_rdna_valu11.py; do not edit). Provenance: ``rdna_valu11.py``.", '"""', "",
           "#: (encoding, mnemonic) -> (true16 operand indices as printed, VOP3 modifiers,",
           "#: VOP3 bits that make the word invalid (dword 0, dword 1) or decode it as fake16)",
           "GFX11_OPERANDS = {"]
    for key in sorted(t16):
        m = ", ".join(hex(x) for x in masks.get(key, (0, 0, 0)))
        ops.append(f'    ("{key[0]}", "{key[1]}"): ({tuple(t16[key])!r}, '
                   f'frozenset({flags.get(key, [])!r}), ({m})),')
    ops.append("}")
    OUT.with_name("rdna_valu11_t16.py").write_text("\n".join(ops) + "\n")
    dl = ['"""GFX11 VALU rows with DPP16/DPP8 forms (generated by tools/gen_rdna_valu11.py; do',
          "not edit). Provenance: ``rdna_valu11.py``.", '"""']
    for name, keys, what in (("DPP_E32", dpp[0], "VOP1/VOP2/VOPC rows with DPP16/DPP8 forms"),
                             ("DPP_VOP3", dpp[1], "rows whose VOP3 form has DPP16/DPP8 forms")):
        dl += ["", f"#: {what} on GFX11 (``_dpp``, ``_e64_dpp``)", f"{name} = frozenset({{"]
        dl += [f'    ("{k[0]}", "{k[1]}"),' for k in sorted(keys)]
        dl.append("})")
    OUT.with_name("rdna_valu11_dpp.py").write_text("\n".join(dl) + "\n")
    OUT.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    raise SystemExit(main())
