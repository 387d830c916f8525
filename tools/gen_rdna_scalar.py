#!/usr/bin/env python3
"""Generate the RDNA (GFX10, GFX10.3, GFX11, GFX11.5) columns of the scalar instruction rows.

Method (re-runnable; needs /usr/lib/llvm-22/bin/llvm-mc), as ``tools/gen_scalar.py`` learned
GFX6-GFX9:

1. For gfx1010, gfx1030, gfx1100 and gfx1150 every opcode of SOP2, SOPK, SOP1, SOPC, SOPP and
   SMEM is disassembled with fixed operand patterns (the GFX10/GFX11 SMEM layout:
   ``111101 op[25:18] ... sdata[12:6] sbase[5:0]``, soffset[63:57], offset[52:32]).
2. A mnemonic that a GCN row of the same encoding already has, with the same signature,
   gets its opcodes as that row's ``gfx10``/``gfx1030``/``gfx11``/``gfx1150`` columns
   (``RDNA_COLUMNS``, merged into the rows by :func:`amdgcn.isa.core.all_rows`); any other
   mnemonic becomes a new row (``ROWS``), flags from the MI200 ISA chapter 12 lists of
   ``tools/gen_scalar.py`` extended with the wave32 forms.

Writes ``src/amdgcn/isa/tables/rdna_scalar.py``.

Usage: python tools/gen_rdna_scalar.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "src"))

import gen_scalar as G  # noqa: E402

from amdgcn.isa.core import all_rows  # noqa: E402

CPUS = {"gfx1010": "gfx10", "gfx1030": "gfx1030", "gfx1100": "gfx11", "gfx1150": "gfx1150"}
PARENT = {"gfx10": None, "gfx1030": "gfx10", "gfx11": None, "gfx1150": "gfx11"}
ENCODINGS = ("SOP2", "SOPK", "SOP1", "SOPC", "SOPP", "SMEM")


def smem10(op, sdata=G.D, sbase=G.S0 // 2, off=0x10, soff=0x7D):
    """GFX10/GFX11 SMEM: imm offset with soffset = null (SGPR_NULL is 125 on GFX10; on GFX11
    125 is M0, which LLVM prints as an SGPR offset, still a valid probe)."""
    return [(0b111101 << 26) | (op << 18) | (sdata << 6) | sbase, (soff << 25) | off]


G.PATTERNS["SMEM"] = (256, [smem10, lambda o: smem10(o, sdata=0), lambda o: smem10(o, 0, 0)])

_run_mc = G.run_mc


def run_mc_robust(cpu: str, text: str, disassemble: bool) -> str:
    """llvm-mc's output for ``text``; LLVM 22 crashes on a few GFX10/GFX11 encodings, so a
    crashed batch is split in halves until the crashing line is alone (and dropped)."""
    import subprocess
    args = [G.MC, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"] + (
        ["--disassemble"] if disassemble else [])
    p = subprocess.run(args, input=text, capture_output=True, text=True)
    if p.returncode >= 0:
        return p.stdout
    lines = text.splitlines()
    if len(lines) <= 1:
        return ""
    half = len(lines) // 2
    return (run_mc_robust(cpu, "\n".join(lines[:half]) + "\n", disassemble)
            + run_mc_robust(cpu, "\n".join(lines[half:]) + "\n", disassemble))


G.run_mc = run_mc_robust

#: wave32 forms and GFX10+ names with the flags of their wave64 counterparts
for _n in list(G.SCC_WRITERS):
    if _n.endswith("_b64") and "exec" in _n:
        G.SCC_WRITERS.add(_n[:-4] + "_b32")
for _n in list(G.EXEC_WRITERS):
    if _n.endswith("_b64"):
        G.EXEC_WRITERS.add(_n[:-4] + "_b32")
G.EXEC_READERS |= G.EXEC_WRITERS
G.BRANCHES |= {"s_subvector_loop_begin", "s_subvector_loop_end"}
G.DIRECT |= {"s_subvector_loop_begin", "s_subvector_loop_end"}

#: texts the one-dword probe cannot reach (a literal follows)
EXTRA = {"s_setreg_imm32_b32": ("SOPK", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 16, 2), 0x1234"),
         "s_call_b64": ("SOPK", "s_call_b64 s[4:5], 3080"),
         "s_fmaak_f32": ("SOP2", "s_fmaak_f32 s4, s8, s12, 0x1234"),
         "s_fmamk_f32": ("SOP2", "s_fmamk_f32 s4, s8, 0x1234, s12")}


def probe_smem(cpu: str) -> dict:
    """{("SMEM", opcode): text}: one llvm-mc run per opcode (llvm-mc reads its input as one
    byte stream, so an invalid first dword would shift the decoding of the lines after it)."""
    found = {}
    for o in range(256):
        for pat in G.PATTERNS["SMEM"][1]:
            m = G._ENC.search(run_mc_robust(cpu, G.to_bytes(pat(o)) + "\n", True))
            if m:
                found[("SMEM", o)] = m.group(1)
                break
    return found


def probe_all() -> dict:
    """{column: {(enc, name): (opcode, text)}}."""
    out = {}
    smem = G.PATTERNS.pop("SMEM")
    for cpu, col in CPUS.items():
        got = {}
        found = G.probe(cpu)
        G.PATTERNS["SMEM"] = smem
        found.update(probe_smem(cpu))
        del G.PATTERNS["SMEM"]
        for (enc, opc), text in found.items():
            name = text.split()[0]
            real = _encoding_of(enc, opc)
            if real == enc:
                got.setdefault((enc, name), (opc, text))
        out[col] = got
    return out


def assemble_extra(probes: dict) -> None:
    """Opcodes of the :data:`EXTRA` texts, read from their assembled bytes."""
    for name, (enc, text) in EXTRA.items():
        for cpu, col in CPUS.items():
            out = G.run_mc(cpu, text + "\n", False)
            m = G._ENC.search(out)
            if m is None or not out.strip():
                continue
            data = bytes(int(x, 16) for x in m.group(2).split(","))
            e, opc = G.opcode_of(data, cpu)
            probes[col][(e, name)] = (opc, text)


def _encoding_of(enc, opc):
    """The encoding a probe word decodes as: SOP2's opcodes 0x60.. make the SOPK prefix
    ``1011`` and SOPK's 0x1D..0x1F the SOP1/SOPC/SOPP prefixes (longer prefixes win)."""
    if enc == "SOP2" and opc >= 0x60 or enc == "SOPK" and opc >= 0x1D:
        return None
    return enc


#: immediates LLVM 22 prints otherwise than ``tools/gen_scalar.py`` guesses from the probe
SIG_KINDS = {"s_version": "simm16:ucversion", "s_clause": "simm16:hex",
             "s_ttracedata_imm": "simm16:hex", "s_inst_prefetch": "simm16:hex", "s_round_mode": "simm16:hex",
             "s_waitcnt_depctr": "simm16:depctr", "s_delay_alu": "simm16:delay",
             "s_wait_event": "simm16:hex", "s_set_inst_prefetch_distance": "simm16:hex",
             "s_sendmsg_rtn_b32": "sdst:b32, ssrc0:sendmsg",
             "s_sendmsg_rtn_b64": "sdst:b64, ssrc0:sendmsg",
             "s_fmaak_f32": "sdst:b32, ssrc0:b32, ssrc1:b32, imm32:k",
             "s_fmamk_f32": "sdst:b32, ssrc0:b32, imm32:k, ssrc1:b32"}


def _sig_kind(name: str, sig: str) -> str:
    """GFX11.5's f16 compares print their constants as f16 bit patterns (``h32``); its SOP2
    f16 arithmetic takes f16 constants (``f16``: 16-bit literals, f16 inline floats)."""
    if name.startswith("s_cmp_") and name.endswith("_f16"):
        return sig.replace(":b32", ":h32")
    if name.endswith("_f16") and sig.count("ssrc") == 2:
        return sig.replace("ssrc0:b32", "ssrc0:f16").replace("ssrc1:b32", "ssrc1:f16")
    return sig


def signature(enc: str, name: str, text: str) -> str:
    """``tools/gen_scalar.py``'s signature with the RDNA immediates of :data:`SIG_KINDS`."""
    return SIG_KINDS.get(name) or _sig_kind(name, G.signature(enc, name, text))


def main() -> int:
    probes = probe_all()
    assemble_extra(probes)
    gcn = {(r.encoding, r.name): r for r in all_rows()
           if any(r.opcode(c) is not None for c in ("gfx6", "gfx7", "gfx8", "gfx9"))}
    keys = sorted({k for p in probes.values() for k in p})
    columns, rows = {}, []
    for enc, name in keys:
        text = next(probes[c][(enc, name)][1] for c in CPUS.values() if (enc, name) in probes[c])
        sig = signature(enc, name, text)
        ops = []
        for col in CPUS.values():
            v = probes[col].get((enc, name), (None,))[0]
            parent = PARENT[col]
            pv = probes[parent].get((enc, name), (None,))[0] if parent else None
            if parent is None and v is not None or parent is not None and v != pv:
                ops.append((col, v))
        if not ops:
            continue
        old = gcn.get((enc, name))
        if old is not None and old.sig == sig:
            columns[(enc, name)] = tuple(ops)
        else:
            rows.append((name, enc, ops, sig, G.flags(enc, name)))
    write(columns, rows)
    return 0


def write(columns: dict, rows: list) -> None:
    lines = [
        '"""RDNA columns of the scalar rows, and the scalar rows only RDNA has (generated by',
        "tools/gen_rdna_scalar.py; do not edit).",
        "",
        "Provenance: every SOP2/SOPK/SOP1/SOPC/SOPP/SMEM opcode disassembled by LLVM 22 llvm-mc",
        "for gfx1010, gfx1030, gfx1100 and gfx1150. ``RDNA_COLUMNS`` adds the gfx10/gfx1030/",
        "gfx11/gfx1150 opcodes to the GCN row of the same encoding and mnemonic",
        "(:func:`amdgcn.isa.core.all_rows` merges them: one row per instruction); ``ROWS`` are",
        "the mnemonics GCN lacks. Signature language: amdgcn.isa.formats.sop / .smem.",
        '"""',
        "",
        "from amdgcn.isa.instruction import Row, op",
        "",
        "RDNA_COLUMNS = {",
    ]
    for (enc, name), ops in sorted(columns.items()):
        lines.append(f'    ("{enc}", "{name}"): op({_ops(ops)}),')
    lines += ["}", "", "ROWS = ("]
    for name, enc, ops, sig, fl in sorted(rows, key=lambda r: (r[1], r[0])):
        fs = f", flags=frozenset({sorted(fl)!r})" if fl else ""
        lines.append(f'    Row("{name}", "{enc}", op({_ops(ops)}), sig="{sig}"{fs}),')
    lines.append(")")
    (ROOT / "src/amdgcn/isa/tables/rdna_scalar.py").write_text("\n".join(lines) + "\n")


def _ops(ops) -> str:
    return ", ".join(f"{c}={'None' if v is None else hex(v)}" for c, v in ops)


if __name__ == "__main__":
    raise SystemExit(main())
