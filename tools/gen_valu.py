#!/usr/bin/env python3
"""Generate the VALU tables (src/amdgcn/isa/tables/vop1.py, vop2.py, vopc.py, vop3.py).

Provenance: every row is learned by probing LLVM 22 (``llvm-mc``), no LLVM source is used:

1. GFX8+ (tonga, gfx900, gfx906, gfx908, gfx90a, gfx942): disassemble every opcode of VOP2
   (0..61; 62/63 are the VOPC/VOP1 prefixes), VOP1 (256), VOPC (256) and VOP3 (1024; 0x380+
   is VOP3P and left to that format) with fixed operands (src0 = v2, vsrc1/src1 = v4, src2 =
   v8, vdst = v6), each followed by a ``v_nop`` so that a literal K is seen; the printed text
   gives mnemonic, availability, operand order and register widths. The VOP3 form of a
   32-bit opcode is the one at the derived opcode (checked against the printed name).
2. GFX6/GFX7 (tahiti, bonaire; LLVM 22 cannot disassemble them): assemble every known name
   with the GFX8 operand shapes (or a list of candidate shapes for names GFX8 lacks) and its
   ``_e64`` form, and read the opcodes from the encodings (the derived VOP3 opcode is checked).
3. SDWA / DPP availability: disassemble src0 = 0xF9 / 0xFA forms of each VOP1/VOP2/VOPC opcode.
4. VOP3 modifiers: disassemble each VOP3 form with neg/abs, clamp, omod or op_sel bits set;
   the ones LLVM decodes become the row flags ``mods clamp omod op_sel``.

Operand types (f/i, 16/32/64) come from the mnemonic's type suffixes (``v_cvt_f32_i32``: dst
f32, sources i32), widened to the printed register width, with the exceptions in
:data:`TYPE_OVERRIDES` (MI200 ISA chapter 12 descriptions).

Usage: ``python tools/gen_valu.py [--cache DIR]`` (the opcode sweeps are cached as JSON in DIR;
delete it to re-probe). Whole-signature exceptions: :data:`SIG_OVERRIDES`; other spellings
LLVM accepts: :data:`ALIASES`.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LLVM_MC = "/usr/lib/llvm-22/bin/llvm-mc"
GFX8P = {"gfx8": "tonga", "gfx9": "gfx900", "gfx906": "gfx906", "gfx908": "gfx908",
         "gfx90a": "gfx90a", "gfx940": "gfx942"}
NOP = 0x7E000000
#: VOP3 opcode = base + the 32-bit form's opcode (MI200 ISA 13.3.3; GFX6/7: VOP1 at 0x180)
VOP3_BASE = {"gfx8": {"VOPC": 0, "VOP2": 0x100, "VOP1": 0x140},
             "gfx6": {"VOPC": 0, "VOP2": 0x100, "VOP1": 0x180}}
#: gfx906/gfx908 additions of the gfx9 column -> required feature (AMDGPUUsage features)
FEATURE_OF = {
    "v_fmac_f32": "dl-insts", "v_xnor_b32": "dl-insts",
    "v_dot2c_f32_f16": "dot5-insts", "v_dot2c_i32_i16": "dot6-insts",
    "v_dot4c_i32_i8": "dot3-insts", "v_dot8c_i32_i4": "dot3-insts",
    "v_pk_fmac_f16": "dot4-insts",
}
#: per-operand type exceptions to the mnemonic-suffix rule: name -> {operand: type}
TYPE_OVERRIDES = {
    "v_cmp_class_f32": {"vsrc1": "i32", "src1": "i32"},
    "v_cmpx_class_f32": {"vsrc1": "i32", "src1": "i32"},
    "v_cmp_class_f64": {"vsrc1": "i32", "src1": "i32"},
    "v_cmpx_class_f64": {"vsrc1": "i32", "src1": "i32"},
    "v_cmp_class_f16": {"vsrc1": "i32", "src1": "i32"},
    "v_cmpx_class_f16": {"vsrc1": "i32", "src1": "i32"},
    "v_ldexp_f32": {"vsrc1": "i32", "src1": "i32"},
    "v_ldexp_f64": {"src1": "i32"},
    "v_ldexp_f16": {"vsrc1": "i32", "src1": "i32"},
    "v_cndmask_b32": {"src0": "f32", "vsrc1": "f32", "src1": "f32"},
    "v_trig_preop_f64": {"src1": "i32"},
    "v_mad_u32_u24": {"src2": "u32"}, "v_mad_i32_i24": {"src2": "i32"},
    "v_mad_u32_u16": {"src2": "u32"}, "v_mad_i32_i16": {"src2": "i32"},
    "v_cvt_pk_u8_f32": {"src1": "u32", "src2": "u32"},
    "v_cvt_pkaccum_u8_f32": {"src1": "u32", "vsrc1": "u32"},
    "v_sad_u16": {"src0": "u32", "src1": "u32", "src2": "u32"},
    "v_cvt_f32_ubyte0": {"src0": "u32"}, "v_cvt_f32_ubyte1": {"src0": "u32"},
    "v_cvt_f32_ubyte2": {"src0": "u32"}, "v_cvt_f32_ubyte3": {"src0": "u32"},
    "v_readlane_b32": {"src1": "u32"}, "v_writelane_b32": {"src1": "u32"},
    "v_div_fmas_f32": {}, "v_sat_pk_u8_i16": {"src0": "i32"},
    "v_cvt_off_f32_i4": {"src0": "i32"},
    "v_cvt_f32_fp8": {"src0": "i32"}, "v_cvt_f32_bf8": {"src0": "i32"},
    "v_cvt_pk_f32_fp8": {"src0": "i32"}, "v_cvt_pk_f32_bf8": {"src0": "i32"},
    "v_cvt_pk_fp8_f32": {}, "v_cvt_pk_bf8_f32": {},
    "v_cvt_sr_fp8_f32": {"src1": "u32"}, "v_cvt_sr_bf8_f32": {"src1": "u32"},
    "v_lshl_add_u64": {"src1": "u32"},
    # packed 2 x 16-bit sources: a literal is a whole dword
    "v_dot2c_i32_i16": {"src0": "b32", "vsrc1": "b32", "src1": "b32"},
}
_TYPE_TOKEN = re.compile(r"^([fiub])(4|8|16|24|32|64)$")


# ---------------------------------------------------------------------------------------------
# llvm-mc helpers
# ---------------------------------------------------------------------------------------------

def _wb(x: int) -> list[int]:
    return list(x.to_bytes(4, "little"))


def disasm_many(cpu: str, insts: list[list[int]]) -> list:
    """Disassemble byte lists (each followed by a v_nop) in one llvm-mc run.

    Returns per input ``(text, nbytes)`` or None when LLVM finds no instruction there.
    """
    lines, starts, pos = [], [], 0
    for b in insts:
        b = b + _wb(NOP)
        starts.append(pos)
        pos += len(b)
        lines.append(",".join(f"0x{x:02x}" for x in b))
    p = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", "--disassemble",
                        "-show-encoding"], input="\n".join(lines) + "\n",
                       capture_output=True, text=True, check=False)
    outs = []
    for line in p.stdout.splitlines():
        m = re.match(r"\s*(.*?)\s*; encoding: \[(.*)\]", line)
        if m:
            outs.append((m.group(1), len(m.group(2).split(","))))
    bad = set()
    for m in re.finditer(r"<stdin>:(\d+):(\d+): warning: invalid instruction encoding",
                         p.stderr):
        bad.add(starts[int(m.group(1)) - 1] + (int(m.group(2)) - 1) // 5)
    pos2idx = {s: i for i, s in enumerate(starts)}
    res, oi, pos = {}, 0, 0
    while pos < len(starts) and pos < sum(len(b) + 4 for b in insts) or oi < len(outs):
        idx = pos2idx.get(pos)
        if pos in bad:
            if idx is not None:
                res[idx] = None
            pos += 4
            continue
        if oi >= len(outs):
            break
        t, n = outs[oi]
        oi += 1
        if idx is not None:
            res[idx] = (t, n)
        pos += n
    return [res.get(i) for i in range(len(insts))]


# ---------------------------------------------------------------------------------------------
# Probing
# ---------------------------------------------------------------------------------------------

def sweep(cpu: str) -> dict:
    """(enc, op) -> printed text (or None) for every 32-bit and VOP3 opcode on ``cpu``."""
    gens = {
        # VOP2 opcodes 62 and 63 are the VOPC and VOP1 prefixes (MI200 ISA 13.3)
        "VOP2": [_wb((op << 25) | (6 << 17) | (4 << 9) | 0x102) for op in range(62)],
        "VOP1": [_wb((0x3F << 25) | (6 << 17) | (op << 9) | 0x102) for op in range(256)],
        "VOPC": [_wb((0x3E << 25) | (op << 17) | (4 << 9) | 0x102) for op in range(256)],
        "VOP3": [_wb((0x34 << 26) | (op << 16) | 6) + _wb(0x102 | (0x104 << 9) | (0x108 << 18))
                 for op in range(1024)],
    }
    out = {}
    for enc, lst in gens.items():
        for op, x in enumerate(disasm_many(cpu, lst)):
            out[f"{enc}:{op}"] = x[0] if x else None
    # operand-less VOP1 (v_nop, v_clrexcp) decode only with zero operand fields
    zero = disasm_many(cpu, [_wb((0x3F << 25) | (op << 9)) for op in range(256)])
    for op, x in enumerate(zero):
        if out[f"VOP1:{op}"] is None and x and " " not in x[0]:
            out[f"VOP1:{op}"] = x[0]
    # SDWA (src0 = 0xF9, default selects) and DPP (src0 = 0xFA, quad_perm identity)
    for enc, mk in (("VOP2", lambda op, s: (op << 25) | (6 << 17) | (4 << 9) | s),
                    ("VOP1", lambda op, s: (0x3F << 25) | (6 << 17) | (op << 9) | s),
                    ("VOPC", lambda op, s: (0x3E << 25) | (op << 17) | (4 << 9) | s)):
        n = 62 if enc == "VOP2" else 256
        sdwa_word = 0x06060002 if enc == "VOPC" else 0x06060602   # sels DWORD, src0 v2
        sd = disasm_many(cpu, [_wb(mk(op, 0xF9)) + _wb(sdwa_word) for op in range(n)])
        dp = disasm_many(cpu, [_wb(mk(op, 0xFA)) + _wb(0xFF00E402) for op in range(n)])
        for op in range(n):
            out[f"SDWA{enc}:{op}"] = sd[op][0] if sd[op] else None
            out[f"DPP{enc}:{op}"] = dp[op][0] if dp[op] else None
    return out


def _split_text(text: str) -> tuple[str, list[str]]:
    text = re.sub(r"/\*.*?\*/", "", text)
    mn, _, rest = text.partition(" ")
    ops = [o.strip() for o in rest.split(",")] if rest.strip() else []
    return mn, ops


def _strip_suffix(mn: str) -> tuple[str, str]:
    for suf in ("_e32", "_e64", "_sdwa", "_dpp"):
        if mn.endswith(suf):
            return mn[: -len(suf)], suf[1:]
    return mn, ""


def _width(opnd: str) -> int:
    m = re.match(r"[vsa]\[(\d+):(\d+)\]", opnd)
    if m:
        return int(m.group(2)) - int(m.group(1)) + 1
    return 1


# ---------------------------------------------------------------------------------------------
# Signatures
# ---------------------------------------------------------------------------------------------

def _roles(enc: str, name: str, ops: list[str], form: str) -> list[str]:
    """Operand names of a printed operand list (probe register numbers give the field)."""
    out = []
    for o in ops:
        base = o.split()[0]
        reg = re.match(r"([vsa])\[?(\d+)", base)
        if base == "vcc":
            out.append("vcc")
            continue
        if reg is None:
            out.append("k")
            continue
        file, n = reg.group(1), int(reg.group(2))
        if enc == "VOP3" or form == "e64":
            role = {6: "vdst", 2: "src0", 4: "src1", 8: "src2", 0: "sdst"}[n]
            if role == "vdst" and file == "s":
                role = "sdst"
        else:
            role = {6: "vdst", 2: "src0", 4: "vsrc1"}[n]
            if role == "vdst" and file == "s":
                role = "sdst"
        out.append(role)
    return out


def _name_types(name: str) -> tuple[str | None, str | None]:
    toks = [t for t in name.split("_")[1:] if _TYPE_TOKEN.match(t)]
    if not toks:
        return None, None
    return toks[0], toks[-1]


def _norm(t: str, width: int) -> str:
    m = _TYPE_TOKEN.match(t)
    k, bits = m.group(1), int(m.group(2))
    if bits in (4, 8, 24):
        k, bits = ("b" if k == "u" and bits == 8 else k), 32
        if k == "f":
            k = "b"
    if width == 2 and bits != 64:
        bits = 64
    elif width == 1 and bits == 64:
        bits = 32
    elif width > 2:
        return f"b{32 * width}"
    return f"{k}{bits}"


def make_sig(name: str, roles: list[str], widths: list[int], regs: list[str]) -> str:
    dt, st = _name_types(name)
    dt = dt or "b32"
    st = st or dt
    over = TYPE_OVERRIDES.get(name, {})
    parts = []
    for role, w, reg in zip(roles, widths, regs):
        if role == "vcc":
            parts.append("vcc:b64")
            continue
        if role == "sdst":
            parts.append(f"sdst:b{32 * w}")
            continue
        if role == "k":
            parts.append(f"k:{_norm(st, 1)}")
            continue
        t = dt if role == "vdst" else over.get(role, st)
        t = _norm(t, w)
        if reg.startswith("a"):
            t = "a" + t
        parts.append(f"{role}:{t}")
    return ", ".join(parts)


# ---------------------------------------------------------------------------------------------
# Build rows
# ---------------------------------------------------------------------------------------------

#: whole signatures LLVM's operand classes give and the probes cannot see (scalar-only lane
#: select, VGPR-only readlane source; MI200 ISA 12.10 V_READLANE_B32 / V_WRITELANE_B32)
SIG_OVERRIDES = {
    ("v_readlane_b32", "VOP2"): "sdst:b32, src0:vb32, ssrc1:u32",
    ("v_writelane_b32", "VOP2"): "vdst:b32, src0:sb32, ssrc1:u32",
    ("v_readlane_b32", "VOP3A"): "sdst:b32, src0:vb32, src1:su32",
    ("v_writelane_b32", "VOP3A"): "vdst:b32, src0:sb32, src1:su32",
    ("v_readfirstlane_b32", "VOP1"): "sdst:b32, src0:vb32",
    ("v_mqsad_u32_u8", "VOP3A"): "vdst:b128, src0:b64, src1:b32, src2:vb128",
    ("v_swap_b32", "VOP1"): "vdst:b32, src0:vb32",
    ("v_movrels_b32", "VOP1"): "vdst:b32, src0:vb32",
    ("v_movrelsd_b32", "VOP1"): "vdst:b32, src0:vb32",
}


#: other spellings LLVM 22 accepts for a row (probed with llvm-mc; printed as the row's name
#: except ECHO_ALIASES); E64_ALIASES select the VOP3 form only
ALIASES = {
    ("v_mul_lo_u32", "VOP3A"): ("v_mul_lo_i32",),
    ("v_add_i32", "VOP2"): ("v_add_co_u32",),
    ("v_sub_i32", "VOP2"): ("v_sub_co_u32",),
    ("v_subrev_i32", "VOP2"): ("v_subrev_co_u32",),
}
E64_ALIASES = {("v_add_i32", "VOP2"), ("v_sub_i32", "VOP2"), ("v_subrev_i32", "VOP2")}
#: aliases llvm-mc's listing prints as written (LLVM's V_MUL_LO_I32 is an instruction of its
#: own sharing v_mul_lo_u32's GFX8/9 opcode; llvm-objdump prints v_mul_lo_u32)
ECHO_ALIASES = {("v_mul_lo_u32", "VOP3A")}

#: rows whose op_sel prints all four bits whatever their source count (gfx940 fp8 stochastic
#: rounding conversions select the destination byte with op_sel[3:2])
OP_SEL4 = ("v_cvt_sr_fp8_f32", "v_cvt_sr_bf8_f32")


def build(cache: Path) -> dict:
    cache.mkdir(parents=True, exist_ok=True)
    sweeps = {}
    for col, cpu in GFX8P.items():
        f = cache / f"sweep_{cpu}.json"
        if not f.exists():
            f.write_text(json.dumps(sweep(cpu)))
        sweeps[col] = json.loads(f.read_text())
    rows = {}  # (name, enc) -> dict

    def entry(name, enc, sig):
        return rows.setdefault((name, enc, sig), {"name": name, "enc": enc, "ops": {}, "sig": None,
                                             "e64sig": None, "has_e64": False,
                                             "sdwa": set(), "dpp": set(), "cols": set()})
    for col, sw in sweeps.items():
        vop3_claimed = set()
        for enc in ("VOP2", "VOP1", "VOPC"):
            for op in range(62 if enc == "VOP2" else 256):
                t = sw[f"{enc}:{op}"]
                if t is None:
                    continue
                mn, ops = _split_text(t)
                name, _ = _strip_suffix(mn)
                roles = _roles(enc, name, ops, "e32")
                sig = make_sig(name, roles, [_width(o) for o in ops], ops)
                e = entry(name, enc, sig)
                e["ops"][col] = op
                e["cols"].add(col)
                e["sig"] = sig
                v3 = VOP3_BASE["gfx8"][enc] + op
                t3 = sw[f"VOP3:{v3}"]
                if t3 is not None:
                    mn3, ops3 = _split_text(t3)
                    if _strip_suffix(mn3)[0] == name:
                        vop3_claimed.add(v3)
                        e["has_e64"] = True
                        roles3 = _roles("VOP3", name, ops3, "e64")
                        sig3 = make_sig(name, roles3, [_width(o) for o in ops3], ops3)
                        if enc == "VOP2" and "src2" in roles3 and _width(ops3[-1]) == 2:
                            # carry-in / condition: an SGPR pair only (SReg_64)
                            sig3 = re.sub(r"src2:[a-z]*(\d+)$", r"src2:srb\1", sig3)
                        e["e64sig"] = sig3
                if sw.get(f"SDWA{enc}:{op}") and _strip_suffix(
                        _split_text(sw[f"SDWA{enc}:{op}"])[0])[0] == name:
                    e["sdwa"].add(col)
                if sw.get(f"DPP{enc}:{op}") and _strip_suffix(
                        _split_text(sw[f"DPP{enc}:{op}"])[0])[0] == name:
                    e["dpp"].add(col)
        for op in range(1024):
            if op in vop3_claimed or op >= 0x380:
                continue  # 0x380+: VOP3P (MI200 ISA 13.3.5), another format's
            t = sw[f"VOP3:{op}"]
            if t is None or "attr" in t:
                continue  # VOP3-encoded v_interp_* belong to the VINTRP tables
            mn, ops = _split_text(t)
            name, _ = _strip_suffix(mn)
            roles = _roles("VOP3", name, ops, "e64")
            enc = "VOP3B" if "sdst" in roles and roles[0] == "vdst" else "VOP3A"
            sig = make_sig(name, roles, [_width(o) for o in ops], ops)
            e = entry(name, enc, sig)
            e["ops"][col] = op
            e["cols"].add(col)
            e["sig"] = sig
    return rows


# ---------------------------------------------------------------------------------------------
# GFX6/GFX7 by assembling
# ---------------------------------------------------------------------------------------------

#: names GFX8+ lacks (LLVM's GFX6/GFX7 spellings), probed on tahiti and bonaire
SI_NAMES = """
v_ashr_i32 v_ashr_i64 v_clrexcp v_lshl_b32 v_lshl_b64 v_lshr_b32 v_lshr_b64 v_mac_legacy_f32
v_max_legacy_f32 v_min_legacy_f32 v_mov_fed_b32 v_mul_lo_i32 v_mullit_f32 v_log_clamp_f32
v_rcp_clamp_f32 v_rcp_clamp_f64 v_rcp_legacy_f32 v_rsq_clamp_f32 v_rsq_clamp_f64 v_rsq_legacy_f32
v_add_i32 v_sub_i32 v_subrev_i32 v_addc_u32 v_subb_u32 v_subbrev_u32 v_movreld_b32
v_movrels_b32 v_movrelsd_b32 v_nop v_readlane_b32 v_writelane_b32
""".split() + [f"v_cmp{x}_{c}_{t}" for x in ("s", "sx") for t in ("f32", "f64")
               for c in ("f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt",
                         "nle", "neq", "nlt", "tru")]

#: candidate operand shapes for names without a GFX8 signature: (e32 text, e64 text)
SHAPES = [
    "vcc, v2, v4", "vcc, v[2:3], v[4:5]", "vcc, v[2:3], v4",
    "v6, vcc, v2, v4, vcc", "v6, vcc, v2, v4", "v6, v2, v4, vcc",
    "", "v6, v2", "v[6:7], v[2:3]", "v6, v[2:3]", "v[6:7], v2",
    "v6, v2, v4", "s6, v2, s4", "v6, s2, s4",
    "s6, v2", "v6, s2, 4", "s6, v2, 4",
    "v6, v2, v4, v8", "v[6:7], v[2:3], v[4:5]", "v[6:7], v[2:3], v4", "v[6:7], v2, v[4:5]",
    "v[6:7], v[2:3], v[4:5], v[8:9]", "v6, s[0:1], v2, v4, v8",
    "v[6:7], s[0:1], v[2:3], v[4:5], v[8:9]", "v[6:7], s[0:1], v2, v4, v[8:9]",
    "v[6:7], v[2:3], v4, v[8:9]", "v[6:9], v[2:3], v4, v[8:11]",
]


def _sig_text(sig: str) -> str:
    out = []
    for part in [p for p in sig.split(", ") if p]:
        name, t = part.split(":")
        bits = int(re.sub(r"[^0-9]", "", t) or 32)
        w = max(1, bits // 32)
        base = {"vdst": 6, "src0": 2, "vsrc1": 4, "src1": 4, "src2": 8, "sdst": 0}.get(name)
        if name == "vcc":
            out.append("vcc")
        elif name == "k":
            out.append("0x7e000000")
        elif name == "sdst":
            out.append("s[0:1]" if w == 2 else "s6")
        else:
            f = "a" if t.startswith("a") else "v"
            out.append(f"{f}{base}" if w == 1 else f"{f}[{base}:{base + w - 1}]")
    return ", ".join(out)


def probe_si(cpu: str, rows: dict, cache: Path) -> dict:
    """name -> (enc, op, printed e32/only text, vop3 op or None, printed e64 text)."""
    f = cache / f"si_{cpu}.json"
    if f.exists():
        return json.loads(f.read_text())
    names = {}
    for (name, enc, _sig), e in rows.items():
        names.setdefault(name, []).append(_sig_text(e["sig"]))
    for n in SI_NAMES:
        names.setdefault(n, [])
    lines, keys = [], []
    for n, pats in names.items():
        for pat in pats + [s for s in SHAPES if s not in pats]:
            lines.append(f"{n} {pat}".strip())
            keys.append((n, pat))
    res = assemble_text_many(cpu, lines)
    found = {}
    for (n, pat), r in zip(keys, res):
        if r is not None and n not in found:
            found[n] = (pat, r[0], r[1].hex())
    # the e64 forms of 32-bit encodings
    lines, keys = [], []
    for n, (pat, text, hx) in found.items():
        if len(hx) == 8 or (len(hx) == 16 and (int(hx[6:8], 16) >> 2) != 0x34):
            e64 = pat.replace("vcc, ", "s[0:1], ", 1) if pat.startswith("vcc") else pat
            e64 = e64.replace(", vcc, ", ", s[0:1], ", 1)
            if e64.endswith(", vcc"):
                e64 = e64[:-5] + ", s[8:9]"
            e64 = e64.replace("0x7e000000", "v8")
            lines.append(f"{n}_e64 {e64}")
            keys.append(n)
    res = assemble_text_many(cpu, lines)
    out = {}
    for n, (pat, text, hx) in found.items():
        out[n] = {"pat": pat, "text": text, "hex": hx}
    for n, r in zip(keys, res):
        if r is not None:
            out[n]["e64text"], out[n]["e64hex"] = r[0], r[1].hex()
    f.write_text(json.dumps(out))
    return out


def assemble_text_many(cpu: str, lines: list[str]) -> list:
    """Assemble lines in one llvm-mc run; per line (printed text, bytes) or None on error."""
    p = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"],
                       input="\n".join(lines) + "\n", capture_output=True, text=True,
                       check=False)
    bad = {int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):\d+: error", p.stderr)}
    encs = re.findall(r"^\s*(.*?)\s*; encoding: \[(.*)\]", p.stdout, re.M)
    out, ei = [], 0
    for i in range(len(lines)):
        if (i + 1) in bad:
            out.append(None)
        else:
            t, e = encs[ei]
            out.append((t, bytes(int(x, 16) for x in e.split(","))))
            ei += 1
    return out


def add_si(rows: dict, cache: Path) -> None:
    """Fill the gfx6/gfx7 columns (and GFX6/7-only rows) from assembler probes."""
    for col, cpu in (("gfx6", "tahiti"), ("gfx7", "bonaire")):
        for n, d in probe_si(cpu, rows, cache).items():
            b = bytes.fromhex(d["hex"])
            w0 = int.from_bytes(b[:4], "little")
            mn, ops = _split_text(d["text"])
            if b[3] >> 2 == 0x34 and len(b) == 8:
                enc, op = "VOP3", (w0 >> 17) & 0x1FF
            elif w0 >> 25 == 0x3F:
                enc, op = "VOP1", (w0 >> 9) & 0xFF
            elif w0 >> 25 == 0x3E:
                enc, op = "VOPC", (w0 >> 17) & 0xFF
            elif w0 >> 31 == 0:
                enc, op = "VOP2", (w0 >> 25) & 0x3F
            else:
                continue
            name = _strip_suffix(mn)[0]
            if name != n:
                continue  # an alias: LLVM printed another name
            if enc == "VOP3":
                roles = _roles("VOP3", name, ops, "e64")
                enc = "VOP3B" if "sdst" in roles and roles[0] == "vdst" else "VOP3A"
            sig = make_sig(name, _roles(enc if enc in ("VOP1", "VOP2", "VOPC") else "VOP3",
                                        name, ops, "e32"), [_width(o) for o in ops], ops)
            same = [k for k in rows if k[0] == name and k[1] == enc]
            key = next((k for k in same if k[2] == sig), same[0] if len(same) == 1 and
                       not (enc == "VOP2" and "vcc" in sig) else None)
            e = rows.get(key) if key else None
            if e is None:
                e = rows.setdefault((name, enc, sig), {
                    "name": name, "enc": enc, "ops": {}, "e64sig": None, "has_e64": False,
                    "sdwa": set(), "dpp": set(), "cols": set(), "sig": sig})
            e["ops"][col] = op
            if "e64hex" in d:
                w3 = int.from_bytes(bytes.fromhex(d["e64hex"])[:4], "little")
                op3 = (w3 >> 17) & 0x1FF
                if op3 != VOP3_BASE["gfx6"][enc] + op:
                    raise SystemExit(f"{name}: VOP3 opcode {op3:#x} breaks the rule on {cpu}")
                e["has_e64"] = True
                if e["e64sig"] is None:
                    m3, o3 = _split_text(d["e64text"])
                    e["e64sig"] = make_sig(name, _roles("VOP3", name, o3, "e64"),
                                           [_width(o) for o in o3], o3)


# ---------------------------------------------------------------------------------------------
# Writing the tables
# ---------------------------------------------------------------------------------------------

COLS = ("gfx6", "gfx7", "gfx8", "gfx9", "gfx90a", "gfx940")
FILES = {"VOP1": "vop1", "VOP2": "vop2", "VOPC": "vopc", "VOP3A": "vop3", "VOP3B": "vop3"}
_DOC = {
    "vop1": "VOP1 instructions (MI200 ISA 12.8, 13.3.2)",
    "vop2": "VOP2 instructions (MI200 ISA 12.7, 13.3.1)",
    "vopc": "VOPC instructions (MI200 ISA 12.9, 13.3.3)",
    "vop3": "VOP3-only instructions, VOP3A and VOP3B (MI200 ISA 12.10, 13.3.4-13.3.5)",
}


def _columns(e: dict) -> dict:
    """Opcode per database column (None where absent)."""
    ops = e["ops"]
    g9 = ops.get("gfx9", ops.get("gfx906", ops.get("gfx908")))
    return {"gfx6": ops.get("gfx6"), "gfx7": ops.get("gfx7"), "gfx8": ops.get("gfx8"),
            "gfx9": g9, "gfx90a": ops.get("gfx90a"), "gfx940": ops.get("gfx940")}


def _op_expr(cols: dict) -> str:
    parts, prev = [], None
    for c in COLS:
        v = cols[c]
        if c == "gfx6" and v is None:
            prev = None
            parts.append("gfx6=None")
            continue
        if v != prev:
            parts.append(f"{c}={'None' if v is None else hex(v)}")
        prev = v
    if parts[0] == "gfx6=None" and len(parts) > 1:
        parts = parts[1:]
    return "op(" + ", ".join(parts) + ")"


def _features(e: dict) -> list[str]:
    ops = e["ops"]
    if "gfx9" not in ops and ("gfx906" in ops or "gfx908" in ops):
        f = FEATURE_OF.get(e["name"])
        if f is None:
            raise SystemExit(f"no feature known for {e['name']}")
        return [f]
    return []


def _flags(e: dict) -> list[str]:
    sig = [p.split(":")[0] for p in (e["sig"] or "").split(", ") if p]
    fl = []
    if "vcc" in sig:
        i = sig.index("vcc")
        fl.append("writes_vcc" if i < 2 and sig[0] in ("vdst", "vcc") else "reads_vcc")
        if sig.count("vcc") == 2:
            fl.append("reads_vcc")
    if e["name"].startswith("v_cmpx"):
        fl.append("writes_exec")
    if e["name"].startswith("v_movrel") or e["name"] == "v_movreld_b32":
        fl.append("reads_m0")
    if e["name"].startswith("v_div_fmas"):
        fl.append("reads_vcc")
    return sorted(set(fl))


def probe_mods(rows: dict, cache: Path) -> None:
    """Which VOP3 modifiers LLVM decodes per row: ``mods`` (neg/abs), ``clamp``, ``omod``,
    ``op_sel`` (sets ``e["vop3mods"]``), probed on tonga and gfx900 (gfx90a/gfx942 for rows
    only there)."""
    got: dict = {}   # not cached: keyed by signature, re-probed on every run (about 1 s)
    for col in ("gfx8", "gfx9", "gfx90a", "gfx940"):
        cpu = GFX8P[col]
        insts, keys = [], []
        for (name, enc, sig0), e in rows.items():
            op = e["ops"].get(col)
            if op is None or (enc in ("VOP1", "VOP2", "VOPC") and not e["has_e64"]):
                continue
            v3 = op + VOP3_BASE["gfx8"][enc] if enc in VOP3_BASE["gfx8"] else op
            sig = e["e64sig"] or e["sig"]
            srcs_t = [p.split(":")[1] for p in sig.split(", ") if p.split(":")[0] in
                      ("src0", "src1", "src2", "vsrc1", "ssrc1")]
            # source modifiers exist on float sources only
            m = sum(1 << i for i, t in enumerate(srcs_t) if t.lstrip("vsa").startswith("f"))
            if not m:
                m = (1 << len(srcs_t)) - 1
            srcs = 0x102 | (0x104 << 9) | (0x108 << 18)
            for what, w0x, w1x in (("mods", m << 8, m << 29), ("neg", 0, m << 29),
                                   ("clamp", 1 << 15, 0), ("omod", 0, 1 << 27),
                                   ("op_sel", (((1 << len(srcs_t)) - 1) | 8) << 11, 0)):
                if enc == "VOP3B" and what in ("mods", "op_sel"):
                    w0x = 0 if what == "op_sel" else 0
                insts.append(_wb((0x34 << 26) | (v3 << 16) | 6 | w0x) + _wb(srcs | w1x))
                keys.append((f"{name}|{enc}|{sig0}", what))
        for (k, what), r in zip(keys, disasm_many(cpu, insts)):
            ok = r is not None and r[1] == 8
            txt = r[0] if ok else ""
            # integer sources take modifier bits silently: validity is the answer
            flag = {"mods": ok, "neg": ok,
                    "clamp": ok and "clamp" in txt, "omod": ok and "mul:2" in txt,
                    "op_sel": ok and "op_sel" in txt}[what]
            if flag:
                got.setdefault(k, {})[col + ":" + what] = True
    for (name, enc, sig0), e in rows.items():
        d = got.get(f"{name}|{enc}|{sig0}", {})
        e["vop3mods"] = sorted({k.split(":")[1] for k in d})
        if not any(c in e["ops"] for c in GFX8P):
            # GFX6/GFX7-only rows: LLVM gives float sources neg/abs (no disassembler to ask)
            sig = e["e64sig"] or e["sig"]
            if any(p.split(":")[0].startswith(("src", "vsrc")) and p.split(":")[1][0] == "f"
                   for p in sig.split(", ") if p):
                e["vop3mods"] = ["mods", "neg", "clamp"] + ([] if enc == "VOPC" else ["omod"])
            elif enc != "VOPC" and (e["has_e64"] or enc.startswith("VOP3")):
                e["vop3mods"] = ["clamp"]   # integer: LLVM parses it, then rejects it there


def emit(rows: dict, outdir: Path) -> None:
    per_file: dict[str, list[str]] = {}
    for key, sig in SIG_OVERRIDES.items():
        for k, e in rows.items():
            if k[:2] == key:
                e["sig"] = sig
                if key[1] in ("VOP1", "VOP2", "VOPC"):
                    e["e64sig"] = None   # the VOP3 form follows the corrected signature
    for (name, enc, _sig), e in sorted(rows.items(),
                                       key=lambda kv: (kv[0][1], _sort_key(kv[1]))):
        cols = _columns(e)
        args = [repr(name), repr(enc), _op_expr(cols), f"sig={e['sig']!r}"]
        vm = e.get("vop3mods", ())
        fl = _flags(e) + [m for m in vm if m not in ("neg", "mods")]
        if "neg" in vm:
            fl.append("mods")   # VOP3B has neg only (its abs bits hold sdst)
        if name in OP_SEL4:
            fl.append("op_sel4")
        if fl:
            args.append(f"flags=frozenset({sorted(fl)!r})")
        ft = _features(e)
        if ft:
            args.append(f"features=frozenset({ft!r})")
        extra = []
        if enc in ("VOP1", "VOP2", "VOPC"):
            if not e["has_e64"]:
                extra.append(("e64", False))
            elif e["e64sig"] and e["e64sig"] != _plain_e64(e["sig"]):
                extra.append(("e64sig", e["e64sig"]))
            present = {c for c in e["cols"]}
            for key in ("sdwa", "dpp"):
                avail = {c for c in e[key] if c in present}
                if not avail:
                    extra.append((key, False))
                elif avail != present:
                    extra.append((key, tuple(sorted(_col(c) for c in avail))))
        al = ALIASES.get((name, enc))
        if al:
            args.append(f"aliases={al!r}")
            if (name, enc) in E64_ALIASES:
                extra.append(("e64_aliases", al))
            if (name, enc) in ECHO_ALIASES:
                extra.append(("echo_aliases", al))
        if extra:
            args.append(f"extra={tuple(extra)!r}")
        per_file.setdefault(FILES[enc], []).append(_wrap(args))
    for fname, lines in per_file.items():
        body = "\n".join(lines)
        text = (f'"""{_DOC[fname]}.\n\nGenerated by tools/gen_valu.py from LLVM 22 probes '
                '(see its docstring); do not edit by hand.\nSignature language: '
                'amdgcn.isa.formats.vop.\n"""\n\n'
                "from amdgcn.isa.instruction import Row, op\n\n"
                f"ROWS = (\n{body}\n)\n")
        (outdir / f"{fname}.py").write_text(text)


def _col(c: str) -> str:
    return {"gfx906": "gfx9", "gfx908": "gfx9"}.get(c, c)


def _sort_key(e: dict):
    cols = _columns(e)
    first = next((cols[c] for c in ("gfx8", "gfx9", "gfx90a", "gfx940", "gfx6", "gfx7")
                  if cols[c] is not None), 0)
    return (cols["gfx8"] is None, first, e["name"])


def _plain_e64(sig: str) -> str:
    return sig.replace("vsrc1:", "src1:")


def _wrap(args: list[str], width: int = 99) -> str:
    """One ``Row(...)`` line per row, wrapped between arguments only."""
    lines, cur = [], "    Row("
    for i, a in enumerate(args):
        piece = a + (", " if i < len(args) - 1 else "),")
        if len(piece) > width - 8 and a.startswith("extra=("):
            # one extra item per line
            items = a[len("extra=("):-1].split("), (")
            items = [("(" if k else "") + x + (")" if k < len(items) - 1 else "")
                     for k, x in enumerate(items)]
            lines.append(cur.rstrip())
            lines.append("        extra=(" + items[0] + ",")
            lines.extend("               " + x + "," for x in items[1:-1])
            lines.append("               " + items[-1] + ")" + piece[len(a):].rstrip())
            cur = ""
            continue
        if len(cur) + len(piece.rstrip()) > width and cur.strip() != "Row(":
            lines.append(cur.rstrip())
            cur = "        "
        cur += piece
    if cur.strip():
        lines.append(cur.rstrip())
    return "\n".join(x for x in lines if x.strip())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--cache", type=Path, default=Path("/tmp/gen_valu_cache"))
    a = ap.parse_args()
    rows = build(a.cache)
    add_si(rows, a.cache)
    probe_mods(rows, a.cache)
    emit(rows, ROOT / "src/amdgcn/isa/tables")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
