#!/usr/bin/env python3
"""Generate the scalar instruction tables (SOP1 SOP2 SOPK SOPC SOPP SMEM SMRD) from LLVM 22.

Method (re-runnable; needs /usr/lib/llvm-22/bin/llvm-mc):

1. For tonga, gfx900, gfx906, gfx908, gfx90a and gfx942, every opcode of every scalar
   encoding is disassembled with a few fixed operand patterns (MI200 ISA 13.1/13.2 field
   layouts); the first pattern LLVM accepts gives the mnemonic and its printed operands,
   whose register numbers tell which field each operand comes from and how wide it is.
2. Each mnemonic's sample text (plus the few that need a literal, listed in ``EXTRA``) is
   assembled for tahiti, bonaire and every GFX8+ processor with ``-show-encoding``; the
   opcode bits of the bytes give the opcode per ISA column (GFX6/GFX7 loads and cache ops
   come out in the SMRD encoding, GFX8+ ones in SMEM).
3. Flags (branch, terminator, SCC/VCC/EXEC/M0 use, wait counters) follow the MI200 ISA
   chapter 12 descriptions, written below as name lists.

Writes ``src/amdgcn/isa/tables/{sop1,sop2,sopk,sopc,sopp,smem}.py``.

Usage: python tools/gen_scalar.py
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MC = "/usr/lib/llvm-22/bin/llvm-mc"
DIS_CPUS = ("tonga", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942")
ALL_CPUS = ("tahiti", "bonaire") + DIS_CPUS
COLUMN_OF = {"tahiti": "gfx6", "bonaire": "gfx7", "tonga": "gfx8", "gfx900": "gfx9",
             "gfx906": "gfx9", "gfx908": "gfx9", "gfx90a": "gfx90a", "gfx942": "gfx940"}
COLUMNS = ("gfx6", "gfx7", "gfx8", "gfx9", "gfx90a", "gfx940")

# Probe register numbers: sdst/sdata = 4, ssrc0/sbase = 8, ssrc1 = 12.
D, S0, S1 = 4, 8, 12


def sop2(op, d=D, s0=S0, s1=S1):
    return [(0b10 << 30) | (op << 23) | (d << 16) | (s1 << 8) | s0]


def sopk(op, d=D, k=0x0C08):
    return [(0b1011 << 28) | (op << 23) | (d << 16) | k]


def sop1(op, d=D, s0=S0):
    return [(0b101111101 << 23) | (d << 16) | (op << 8) | s0]


def sopc(op, s0=S0, s1=S1):
    return [(0b101111110 << 23) | (op << 16) | (s1 << 8) | s0]


def sopp(op, k=3):
    return [(0b101111111 << 23) | (op << 16) | k]


def smem(op, sdata=D, sbase=S0 // 2, imm=1, off=0x10):
    return [(0b110000 << 26) | (op << 18) | (imm << 17) | (sdata << 6) | sbase, off]


PATTERNS = {
    "SOP2": (128, [sop2, lambda o: sop2(o, d=0), lambda o: sop2(o, 0, 0, 0)]),
    "SOPK": (32, [sopk, lambda o: sopk(o, 0, 3), lambda o: sopk(o, 0, 0)]),
    "SOP1": (256, [sop1, lambda o: sop1(o, d=0), lambda o: sop1(o, s0=0), lambda o: sop1(o, 0, 0)]),
    "SOPC": (128, [sopc, lambda o: sopc(o, s1=3), lambda o: sopc(o, 0, 0)]),
    "SOPP": (128, [sopp, lambda o: sopp(o, 0)]),
    "SMEM": (256, [smem, lambda o: smem(o, sdata=0), lambda o: smem(o, 0, 0, 1, 0),
                   lambda o: smem(o, 0, 0, 0, 0)]),
}

#: mnemonics that the disassembly probe cannot reach (a literal follows, or fields LLVM
#: requires to hold specific values), with a sample text to assemble
EXTRA = {
    "s_setreg_imm32_b32": ("SOPK", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 16, 2), 0x1234"),
    "s_call_b64": ("SOPK", "s_call_b64 s[4:5], 3080"),
    "s_cbranch_g_fork": ("SOP2", "s_cbranch_g_fork s[8:9], s[12:13]"),
    "s_rfe_restore_b64": ("SOP2", "s_rfe_restore_b64 s[8:9], s12"),
}

# ---- flags (MI200 ISA chapter 12 descriptions) ----------------------------------------------
SCC_WRITERS = set("""
s_add_u32 s_sub_u32 s_add_i32 s_sub_i32 s_addc_u32 s_subb_u32 s_min_i32 s_min_u32 s_max_i32
s_max_u32 s_and_b32 s_and_b64 s_or_b32 s_or_b64 s_xor_b32 s_xor_b64 s_andn2_b32 s_andn2_b64
s_orn2_b32 s_orn2_b64 s_nand_b32 s_nand_b64 s_nor_b32 s_nor_b64 s_xnor_b32 s_xnor_b64
s_lshl_b32 s_lshl_b64 s_lshr_b32 s_lshr_b64 s_ashr_i32 s_ashr_i64 s_bfe_u32 s_bfe_i32
s_bfe_u64 s_bfe_i64 s_absdiff_i32 s_lshl1_add_u32 s_lshl2_add_u32 s_lshl3_add_u32
s_lshl4_add_u32
s_not_b32 s_not_b64 s_wqm_b32 s_wqm_b64 s_bcnt0_i32_b32 s_bcnt0_i32_b64 s_bcnt1_i32_b32
s_bcnt1_i32_b64 s_quadmask_b32 s_quadmask_b64 s_abs_i32
s_and_saveexec_b64 s_or_saveexec_b64 s_xor_saveexec_b64 s_andn2_saveexec_b64
s_orn2_saveexec_b64 s_nand_saveexec_b64 s_nor_saveexec_b64 s_xnor_saveexec_b64
s_andn1_saveexec_b64 s_orn1_saveexec_b64 s_andn1_wrexec_b64 s_andn2_wrexec_b64
s_addk_i32
""".split())
SCC_READERS = set("""
s_addc_u32 s_subb_u32 s_cselect_b32 s_cselect_b64 s_cmov_b32 s_cmov_b64 s_cmovk_i32
s_cbranch_scc0 s_cbranch_scc1
""".split())
EXEC_WRITERS = set("""
s_and_saveexec_b64 s_or_saveexec_b64 s_xor_saveexec_b64 s_andn2_saveexec_b64
s_orn2_saveexec_b64 s_nand_saveexec_b64 s_nor_saveexec_b64 s_xnor_saveexec_b64
s_andn1_saveexec_b64 s_orn1_saveexec_b64 s_andn1_wrexec_b64 s_andn2_wrexec_b64
s_cbranch_join s_cbranch_g_fork s_cbranch_i_fork
""".split())
EXEC_READERS = EXEC_WRITERS | {"s_cbranch_execz", "s_cbranch_execnz", "s_wqm_b32", "s_wqm_b64"}
VCC_READERS = {"s_cbranch_vccz", "s_cbranch_vccnz"}
M0_READERS = set("""
s_movrels_b32 s_movrels_b64 s_movreld_b32 s_movreld_b64 s_sendmsg s_sendmsghalt
s_set_gpr_idx_idx s_set_gpr_idx_on
""".split())
M0_WRITERS = {"s_set_gpr_idx_on", "s_set_gpr_idx_idx"}
BRANCHES = set("""
s_branch s_cbranch_scc0 s_cbranch_scc1 s_cbranch_vccz s_cbranch_vccnz s_cbranch_execz
s_cbranch_execnz s_cbranch_cdbgsys s_cbranch_cdbguser s_cbranch_cdbgsys_or_user
s_cbranch_cdbgsys_and_user s_cbranch_i_fork s_cbranch_g_fork s_cbranch_join s_setpc_b64
s_swappc_b64 s_call_b64 s_rfe_b64 s_rfe_restore_b64
""".split())
#: direct (PC-relative simm16) branches
DIRECT = {"s_branch", "s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_cbranch_vccnz",
          "s_cbranch_execz", "s_cbranch_execnz", "s_cbranch_cdbgsys", "s_cbranch_cdbguser",
          "s_cbranch_cdbgsys_or_user", "s_cbranch_cdbgsys_and_user", "s_cbranch_i_fork",
          "s_call_b64"}
TERMINATORS = {"s_endpgm", "s_endpgm_saved", "s_endpgm_ordered_ps_done", "s_branch",
               "s_setpc_b64", "s_rfe_b64", "s_rfe_restore_b64"}
CALLS = {"s_swappc_b64", "s_call_b64"}
LGKM_SOPP = {"s_sendmsg", "s_sendmsghalt"}
#: sources that take a register only (no inline constant or literal) in LLVM 22
REG_ONLY = {"s_cbranch_join", "s_setpc_b64", "s_rfe_b64", "s_movrels_b32", "s_movrels_b64"}
#: sources that take registers and inline constants but no literal (LLVM's SCSrc operands)
NO_LITERAL = {"s_cbranch_g_fork"}
NO_OPERAND_SOPP = set()  # filled from the probe (pattern with simm16 = 0 and no operand)


def to_bytes(words):
    return ",".join(f"0x{b:02x}" for w in words for b in (w & 0xFFFFFFFF).to_bytes(4, "little"))


def run_mc(cpu: str, text: str, disassemble: bool) -> str:
    args = [MC, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"]
    if disassemble:
        args.append("--disassemble")
    return subprocess.run(args, input=text, capture_output=True, text=True).stdout


_ENC = re.compile(r"^\s*(.*?)\s*; encoding: \[(.*)\]")


def probe(cpu: str):
    """{(encoding, opcode): text} from disassembling every opcode with the patterns."""
    found = {}
    for enc, (nops, pats) in PATTERNS.items():
        for pat in pats:
            lines = [to_bytes(pat(o)) for o in range(nops)]
            out = {}
            for ln in run_mc(cpu, "\n".join(lines) + "\n", True).splitlines():
                m = _ENC.match(ln)
                if m:
                    out.setdefault(m.group(2).replace(" ", ""), m.group(1))
            for o, ln in enumerate(lines):
                if (enc, o) not in found and ln in out:
                    found[(enc, o)] = out[ln]
    return found


def opcode_of(data: bytes, cpu: str) -> tuple[str, int]:
    """(encoding, opcode) of assembled bytes (MI200 ISA 13 field layouts; GFX6/7 SMRD)."""
    w = int.from_bytes(data[:4], "little")
    if cpu in ("tahiti", "bonaire") and w >> 27 == 0b11000:
        return "SMRD", (w >> 22) & 0x1F
    if w >> 23 == 0b101111101:
        return "SOP1", (w >> 8) & 0xFF
    if w >> 23 == 0b101111110:
        return "SOPC", (w >> 16) & 0x7F
    if w >> 23 == 0b101111111:
        return "SOPP", (w >> 16) & 0x7F
    if w >> 28 == 0b1011:
        return "SOPK", (w >> 23) & 0x1F
    if w >> 30 == 0b10:
        return "SOP2", (w >> 23) & 0x7F
    if w >> 26 == 0b110000:
        return "SMEM", (w >> 18) & 0xFF
    raise ValueError(data.hex())


def assemble_all(samples: dict) -> dict:
    """{cpu: {name: (encoding, opcode)}} assembling each sample text."""
    names = list(samples)
    text = "\n".join(samples[n] for n in names) + "\n"
    res = {}
    for cpu in ALL_CPUS:
        out = run_mc(cpu, text, False)
        got = {}
        for ln in out.splitlines():
            m = _ENC.match(ln)
            if not m:
                continue
            data = bytes(int(x, 16) for x in m.group(2).split(","))
            got[m.group(1).split()[0]] = opcode_of(data, cpu)
        res[cpu] = got
    return res


# ---- signatures -----------------------------------------------------------------------------
_REG = re.compile(r"s\[(\d+):(\d+)\]$|s(\d+)$")


def _reg(tok):
    m = _REG.match(tok)
    if not m:
        return None
    if m.group(3) is not None:
        return int(m.group(3)), 32
    lo, hi = int(m.group(1)), int(m.group(2))
    return lo, 32 * (hi - lo + 1)


def signature(enc: str, name: str, text: str) -> str:
    toks = [t.strip() for t in re.split(r",\s*(?![^()]*\))", text[len(name):].strip()) if t.strip()]
    parts = []
    for tok in toks:
        r = _reg(tok)
        if enc == "SMEM":
            if r and r[0] == D and not parts:
                parts.append(f"sdata:b{r[1]}")
            elif r and r[0] == 0 and not parts and name.startswith("s_mem"):
                parts.append(f"sdata:b{r[1]}")
            elif r and r[0] == S0:
                parts.append(f"sbase:b{r[1]}")
            elif tok.isdigit() and not parts:
                parts.append("sdata:imm7")
            else:
                parts.append("offset")
            continue
        if r is not None:
            field = {D: "sdst", S0: "ssrc0", S1: "ssrc1", 0: "sdst" if enc != "SOPC" else "ssrc0"}[r[0]]
            if enc == "SOPK":
                field = "sdst"
            # register-only sources (LLVM's SReg operand classes)
            kind = "b"
            if field != "sdst" and name in REG_ONLY:
                kind = "r"
            elif field != "sdst" and name in NO_LITERAL:
                kind = "c"
            parts.append(f"{field}:{kind}{r[1]}")
        elif tok.startswith("hwreg("):
            parts.append("simm16:hwreg")
        elif tok.startswith("gpr_idx("):
            parts.append("ssrc1:gpr_idx" if enc == "SOPC" else "simm16:gpr_idx")
        elif tok.startswith("sendmsg("):
            parts.append("simm16:sendmsg")
        elif "cnt(" in tok:
            parts.append("simm16:waitcnt")
        elif name in DIRECT:
            parts.append("simm16:label")
        elif enc == "SOPK" and name == "s_setreg_imm32_b32":
            parts.append("imm32:b32")
        elif enc == "SOPK":
            # the unsigned compares take 0..65535; the others -32768..65535 (LLVM 22)
            parts.append("simm16:uhex" if name.endswith("_u32") else "simm16:hex")
        elif name == "s_endpgm":
            parts.append("simm16:opt")
        else:
            parts.append("simm16:imm16")
    return ", ".join(parts)


def flags(enc: str, name: str) -> list[str]:
    f = []
    if name in BRANCHES:
        f.append("branch")
        if name in DIRECT:
            f.append("direct")
        if name not in TERMINATORS and name not in CALLS:
            f.append("conditional" if name.startswith("s_cbranch") else "indirect")
    if name in CALLS:
        f.append("call")
    if name in TERMINATORS:
        f.append("terminator")
    if name in SCC_READERS:
        f.append("reads_scc")
    if name in SCC_WRITERS or enc == "SOPC" and name.startswith(("s_cmp", "s_bitcmp")) or (
            enc == "SOPK" and name.startswith("s_cmpk")):
        f.append("writes_scc")
    if name in VCC_READERS:
        f.append("reads_vcc")
    if name in EXEC_READERS:
        f.append("reads_exec")
    if name in EXEC_WRITERS:
        f.append("writes_exec")
    if name in M0_READERS:
        f.append("reads_m0")
    if name in M0_WRITERS:
        f.append("writes_m0")
    if enc == "SMEM":
        f.append("lgkm")
        if "atomic" in name:
            f.append("atomic")
        elif "store" in name:
            f.append("store")
        elif "load" in name:
            f.append("load")
    if name in LGKM_SOPP:
        f.append("lgkm")
    if name == "s_barrier":
        f.append("barrier")
    if name == "s_waitcnt":
        f.append("waitcnt")
    return f


def main() -> int:
    probes = {cpu: probe(cpu) for cpu in DIS_CPUS}
    samples: dict[str, str] = {}
    enc_of: dict[str, str] = {}
    for cpu in DIS_CPUS:
        for (enc, _o), text in sorted(probes[cpu].items()):
            name = text.split()[0]
            # the probe of one encoding can land in another (SOPK's top opcodes are SOP1..SOPP)
            samples.setdefault(name, text)
            enc_of.setdefault(name, enc)
    for name, (enc, text) in EXTRA.items():
        samples[name] = text
        enc_of[name] = enc
    # the encoding of a probe hit is the one its bytes decode as
    asm = assemble_all(samples)
    rows: dict[str, list] = {}
    for name, text in samples.items():
        per_enc: dict[str, dict] = {}
        for cpu in ALL_CPUS:
            hit = asm[cpu].get(name)
            if hit is None:
                continue
            enc, opc = hit
            per_enc.setdefault(enc, {})[COLUMN_OF[cpu]] = opc
        for enc, cols in per_enc.items():
            sig_enc = "SMEM" if enc == "SMRD" else enc
            sig = signature(sig_enc, name, text)
            ops = []
            prev = None
            for c in COLUMNS:
                v = cols.get(c)
                if v != prev:
                    ops.append((c, v))
                    prev = v
            if ops and ops[0][1] is None:
                ops = ops[1:]
            rows.setdefault(enc, []).append((name, ops, sig, flags(sig_enc, name)))
    files = {"SOP1": "sop1", "SOP2": "sop2", "SOPK": "sopk", "SOPC": "sopc", "SOPP": "sopp"}
    for enc, mod in files.items():
        write_table(mod, [enc], rows)
    write_table("smem", ["SMEM", "SMRD"], rows)
    return 0


def _first_op(r):
    ops = r[1]
    return (ops[-1][1] if ops[-1][1] is not None else -1, r[0]) if ops else (-1, r[0])


def write_table(mod: str, encs: list[str], rows: dict) -> None:
    lines = [
        f'"""{", ".join(encs)} instructions (generated by tools/gen_scalar.py; do not edit).',
        "",
        "Provenance: every opcode disassembled by LLVM 22 llvm-mc for tonga, gfx900, gfx906,",
        "gfx908, gfx90a and gfx942, and each mnemonic assembled for tahiti and bonaire (GFX6/GFX7",
        "opcodes); flags from the MI200 ISA chapter 12 descriptions. Signature language: see",
        "amdgcn.isa.formats.sop / amdgcn.isa.formats.smem.",
        '"""',
        "",
        "from amdgcn.isa.instruction import Row, op",
        "",
        "ROWS = (",
    ]
    for enc in encs:
        for name, ops, sig, fl in sorted(rows.get(enc, []), key=lambda r: _sort_key(r)):
            opstr = ", ".join(f"{c}={'None' if v is None else hex(v)}" for c, v in ops)
            fs = f", flags=frozenset({sorted(fl)!r})" if fl else ""
            lines.append(f'    Row("{name}", "{enc}", op({opstr}), sig="{sig}"{fs}),')
    lines.append(")")
    out = "\n".join(lines) + "\n"
    (ROOT / "src/amdgcn/isa/tables" / f"{mod}.py").write_text(out)


def _sort_key(r):
    vals = [v for _c, v in r[1] if v is not None]
    return (vals[-1] if vals else 999, r[0])


if __name__ == "__main__":
    raise SystemExit(main())
