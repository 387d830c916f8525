#!/usr/bin/env python3
"""Generate the VOP3P and VOP3P-MAI tables by probing LLVM 22 (``llvm-mc``).

Writes ``src/amdgcn/isa/tables/vop3p.py`` (packed math, mix, dot, accvgpr) and
``src/amdgcn/isa/tables/mai.py`` (MFMA/SMFMAC). Method (MI200 ISA 13.3.6 gives the layout):

1. Every 7-bit opcode of the VOP3P space (prefix ``0b110100111``) is disassembled on gfx900,
   gfx904, gfx906, gfx908, gfx90a and gfx942 with a fixed operand pattern; the mnemonic and
   register widths of the printed operands give each row's name, availability and signature.
2. Each mnemonic is assembled with every VOP3P modifier to learn which ones LLVM accepts
   (per ISA column, since gfx940 drops ``op_sel`` on some dot instructions).
3. gfx940 renamed the MFMA mnemonics; the old spellings that LLVM still accepts there are
   found by assembling candidates and kept as aliases.

Usage: ``python tools/gen_vop3p.py`` (needs /usr/lib/llvm-22/bin/llvm-mc).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MC = "/usr/lib/llvm-22/bin/llvm-mc"
CPUS = ("gfx900", "gfx904", "gfx906", "gfx908", "gfx90a", "gfx942")
COLUMN_OF = {"gfx900": "gfx9", "gfx904": "gfx9", "gfx906": "gfx9", "gfx908": "gfx9",
             "gfx90a": "gfx90a", "gfx942": "gfx940"}
VOP3P_PREFIX = 0b110100111
MODS = ("op_sel", "op_sel_hi", "neg_lo", "neg_hi", "clamp", "neg", "abs")
_REG = re.compile(r"^(v|a|s)(?:(\d+)|\[(\d+):(\d+)\])$")


def llvm_mc(cpu: str, text: str, disasm: bool = False) -> tuple[list[tuple[str, str]], str]:
    args = [MC, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"]
    if disasm:
        args.append("--disassemble")
    p = subprocess.run(args, input=text, capture_output=True, text=True)
    out = []
    for line in p.stdout.splitlines():
        m = re.match(r"\s+(.*?)\s*; encoding: \[(.*)\]", line)
        if m:
            out.append((m.group(1), m.group(2)))
    return out, p.stderr


def probe_opcodes(cpu: str) -> dict[int, tuple[str, list[str], str]]:
    """opcode -> (mnemonic, operand texts, modifier text) on ``cpu``."""
    lines = []
    for opc in range(128):
        w0 = (VOP3P_PREFIX << 23) | (opc << 16) | (1 << 14)
        w1 = (3 << 27) | 0x100 | (0x102 << 9) | (0x104 << 18)
        b = w0.to_bytes(4, "little") + w1.to_bytes(4, "little")
        lines.append(",".join(f"0x{x:02x}" for x in b))
    # an s_nop between probes keeps the answers aligned with the opcodes in one llvm-mc run
    marker = "0x07,0x00,0x80,0xbf"
    out, _ = llvm_mc(cpu, "".join(f"{marker}\n{line}\n" for line in lines) + marker + "\n",
                     disasm=True)
    groups, cur = [], None
    for text, enc in out:
        if text.startswith("s_nop 7"):
            if cur is not None:
                groups.append(cur)
            cur = []
        elif cur is not None:
            cur.append((text, enc))
    res = {}
    for opc, g in enumerate(groups):
        if len(g) != 1 or len(g[0][1].split(",")) != 8:
            continue
        text = g[0][0]
        name, _, rest = text.partition(" ")
        parts = [p.strip() for p in rest.split(",")]
        ops, mods = [], ""
        for p in parts:
            tok = p.split(" ")
            ops.append(tok[0])
            if len(tok) > 1:
                mods = " ".join(tok[1:])
                break
        res[opc] = (name, ops, mods)
    return res


def reg_width(text: str) -> tuple[str, int]:
    m = _REG.match(text)
    if not m:
        raise ValueError(text)
    if m.group(2) is not None:
        return m.group(1), 1
    return m.group(1), int(m.group(4)) - int(m.group(3)) + 1


def value_type(name: str, idx: int, nsrc: int) -> str:
    """The operand value type (inline-constant interpretation) of source ``idx``."""
    if "mix" in name:
        return "f16"
    if name.startswith("v_pk_"):
        if name.endswith("_f32") or name.endswith("_b32"):
            return "f32x2"
        return "f16x2" if name.endswith("_f16") else "i16x2"
    if name.startswith("v_dot"):
        if idx == 2:
            return "f32" if "_f32_" in name else "i32"
        return "f16x2" if name.endswith("_f16") else "i16x2" if "16" in name else "b32"
    return "b32"


def sample_operands(sig: str) -> str:
    regs = {"v": 0, "s": 0}
    out = []
    for tok in sig.split(", "):
        name, kind = tok.split(":")[:2]
        file = kind.rstrip("0123456789")
        n = int(kind[len(file):])
        f = "v" if file in ("v", "s") else "a"
        base = 0 if name == "vdst" else {"src0": 2, "src1": 4, "src2": 6}[name]
        base *= 2 if n > 1 else 1
        if name == "src2" and n > 2:
            base = 0  # MFMA srcC: the same tuple as vdst (a partial overlap is an error)
        out.append(f"{f}{base}" if n == 1 else f"{f}[{base}:{base + n - 1}]")
    del regs
    return ", ".join(out)


def probe_mods(cpu: str, name: str, operands: str, nsrc: int) -> list[str]:
    tests = {
        "op_sel": f"op_sel:[{','.join(['1'] + ['0'] * (nsrc - 1))}]",
        "op_sel_hi": f"op_sel_hi:[{','.join(['0'] * nsrc)}]",
        "neg_lo": f"neg_lo:[{','.join(['1'] + ['0'] * (nsrc - 1))}]",
        "neg_hi": f"neg_hi:[{','.join(['1'] + ['0'] * (nsrc - 1))}]",
        "clamp": "clamp",
    }
    ops = operands.split(", ")
    lines = [f"{name} {operands} {m}" for m in tests.values()]
    lines.append(f"{name} {ops[0]}, -{ops[1]}, " + ", ".join(ops[2:]))
    lines.append(f"{name} {ops[0]}, |{ops[1]}|, " + ", ".join(ops[2:]))
    _, err = llvm_mc(cpu, "\n".join(lines) + "\n")
    bad = {int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):\d+: error", err)}
    keys = list(tests) + ["neg", "abs"]
    return [k for i, k in enumerate(keys, 1) if i not in bad]


def mfma_shape(name: str, dst_regs: int, dst_bits: int) -> tuple:
    m = re.search(r"_(\d+)x(\d+)x(\d+)", name)
    mm, nn, kk = (int(x) for x in m.groups())
    blocks = dst_regs * 64 * 32 // (mm * nn * dst_bits)
    cd = name.split("_")[2]
    tail = name[m.end():].lstrip("_")
    tail = re.sub(r"^\d+b_?", "", tail).replace("_1k", "")
    ab = tail or cd
    return mm, nn, kk, blocks, ab, cd


def gfx940_alias_candidates(name: str, old: str | None) -> list[str]:
    cands = set()
    if old:
        cands.add(old)
    m = re.match(r"(v_s?mfmac?_[a-z0-9]+_\d+x\d+x\d+)_(?:\d+b_)?([a-z0-9_]+)$", name)
    if m:
        base, ty = m.groups()
        cands.add(base + ty.replace("_", ""))
        cands.add(base + ty)
        if "bf16" in ty:
            cands.add(base + ty + "_1k")
    cands.discard(name)
    return sorted(cands)


def main() -> int:
    probes = {cpu: probe_opcodes(cpu) for cpu in CPUS}
    # name -> {cpu: opcode}
    rows: dict[str, dict] = {}
    for cpu, table in probes.items():
        for opc, (name, ops, mods) in table.items():
            r = rows.setdefault(name, {"cpus": {}, "ops": ops, "mods_text": mods})
            r["cpus"][cpu] = opc
            r.setdefault("ops_by_cpu", {})[cpu] = ops
    vop3p_rows, mai_rows = [], []
    gfx90a_names = {opc: n for opc, (n, _o, _m) in probes["gfx90a"].items()}
    for name, r in sorted(rows.items(), key=lambda kv: (min(kv[1]["cpus"].values()), kv[0])):
        cpus = r["cpus"]
        opc = next(iter(cpus.values()))
        cols = {}
        for cpu, o in cpus.items():
            cols.setdefault(COLUMN_OF[cpu], o)
        ops = r["ops_by_cpu"].get("gfx90a") or next(iter(r["ops_by_cpu"].values()))
        is_mai = name.startswith(("v_mfma", "v_smfmac"))
        opmap = {"gfx9": None, "gfx90a": None, "gfx940": None}
        opmap.update(cols)
        # columns: explicit value per column where it differs from the inherited one
        colspec = []
        prev = None
        for c in ("gfx9", "gfx90a", "gfx940"):
            if opmap[c] != prev:
                colspec.append(f"{c}=0x{opmap[c]:02x}" if opmap[c] is not None else f"{c}=None")
                prev = opmap[c]
        if colspec and colspec[0] == "gfx9=None":
            colspec = colspec[1:]
        features = []
        if "mix" in name:
            features.append("mad-mix-insts" if name.startswith("v_mad") else "fma-mix-insts")
        elif name.startswith("v_dot"):
            features.append("dl-insts")
        elif name.startswith("v_pk_") and name.endswith(("_f32", "_b32")):
            features.append("packed-fp32-ops")
        elif is_mai or name.startswith("v_accvgpr"):
            features.append("mai-insts")
        if is_mai:
            names = ("vdst", "src0", "src1", "src2")
            sig = []
            for i, (nm, t) in enumerate(zip(names, ops)):
                f, n = reg_width(t)
                if nm == "src2" and name.startswith("v_smfmac"):
                    sig.append(f"{nm}:v1")
                    continue
                sig.append(f"{nm}:av{n}")
            f64 = "f64" in name
            dst_n = reg_width(ops[0])[1]
            shape = mfma_shape(name, dst_n, 64 if f64 else 32)
            probe_cpu = "gfx942" if "gfx942" in cpus else "gfx90a" if "gfx90a" in cpus else "gfx908"
            neg_ok = not llvm_mc(probe_cpu, f"{name} {sample_operands(', '.join(sig))} "
                                 "neg:[1,0,0]\n")[1].strip()
            extra = [("mfma", shape[:4]), ("ab_type", shape[4]), ("cd_type", shape[5])]
            if neg_ok:
                extra.append(("neg", "gfx940"))
            aliases = []
            if "gfx942" in cpus:
                old = gfx90a_names.get(cpus["gfx942"])
                for cand in gfx940_alias_candidates(name, old):
                    out, err = llvm_mc("gfx942", f"{cand} {sample_operands(', '.join(sig))}\n")
                    if out and not err.strip() and int(out[0][1].split(",")[2], 16) & 0x7F == \
                            cpus["gfx942"] & 0x7F:
                        aliases.append(cand)
            flags = ["smfmac" if name.startswith("v_smfmac") else "mfma"]
            mai_rows.append((name, colspec, ", ".join(sig), features, aliases, extra, flags))
            continue
        names = ("vdst", "src0", "src1", "src2")
        nsrc = len(ops) - 1
        sig = []
        for i, (nm, t) in enumerate(zip(names, ops)):
            f, n = reg_width(t)
            if nm == "vdst":
                sig.append(f"vdst:{f}{n}")
            elif name == "v_accvgpr_read_b32":
                sig.append(f"{nm}:a{n}")
            else:
                sig.append(f"{nm}:s{n}:{value_type(name, i - 1, nsrc)}")
        extra = []
        sample = sample_operands(", ".join(s.rsplit(":", 1)[0] if s.count(":") > 1 else s
                                           for s in sig))
        mods_by_col = {}
        for cpu in cpus:
            col = COLUMN_OF[cpu]
            if col in mods_by_col:
                continue
            if name.startswith("v_accvgpr"):
                mods_by_col[col] = []
                continue
            mods_by_col[col] = probe_mods(cpu, name, sample, nsrc)
        first = None
        for col in ("gfx9", "gfx90a", "gfx940"):
            if col not in mods_by_col:
                continue
            m = " ".join(mods_by_col[col])
            if first is None:
                extra.append(("mods", m))
                first = m
            elif m != first:
                extra.append((f"mods_{col}", m))
        extra.append(("op_sel_hi_default", 0 if "mix" in name else 1))
        vop3p_rows.append((name, colspec, ", ".join(sig), features, [], extra, []))
    write_table(ROOT / "src/amdgcn/isa/tables/vop3p.py", "VOP3P", vop3p_rows, VOP3P_DOC)
    write_table(ROOT / "src/amdgcn/isa/tables/mai.py", "VOP3P_MAI", mai_rows, MAI_DOC)
    return 0


VOP3P_DOC = '''"""VOP3P rows: packed 16-bit and 32-bit math, mad/fma mix, dot products, accvgpr moves.

MI200 ISA 12.10 (instruction list) and 13.3.6 (VOP3P microcode, Table 79 opcodes).
Generated by ``tools/gen_vop3p.py`` from LLVM 22's disassembler and assembler (mnemonics,
availability per processor, operand widths, accepted modifiers); do not edit by hand.

Signature tokens (see :mod:`amdgcn.isa.formats.vop3p`): ``vdst:v1`` (VGPRs, count), ``vdst:a1``
(AGPR), ``srcN:sK:type`` (9-bit source of K dwords, inline constants read as ``type``:
``f16x2`` ``i16x2`` ``f32x2`` ``f16`` ``f32`` ``i32`` ``b32``). ``extra``: ``mods`` (modifiers
LLVM accepts; ``mods_gfx940`` where gfx940 differs), ``op_sel_hi_default`` (1: all ones).
"""
'''

MAI_DOC = '''"""VOP3P-MAI rows: matrix fused multiply-add (MFMA) and sparse MFMA (SMFMAC, gfx940).

MI200 ISA 7.1 (matrix arithmetic) and 13.3.6.1 (VOP3P-MAI microcode). Generated by
``tools/gen_vop3p.py`` from LLVM 22 (mnemonics per processor, operand widths, gfx940 names and
the old spellings LLVM accepts there as aliases); do not edit by hand.

Signature tokens: ``avN`` (N VGPRs or AGPRs: ``acc_cd`` selects for vdst/src2, ``acc`` bits
for src0/src1 on gfx90a+; gfx908 always uses AGPRs for vdst/src2), ``v1`` (SMFMAC index VGPR).
``extra``: ``mfma`` = (M, N, K, blocks), ``ab_type`` / ``cd_type`` (element types of A/B and
C/D), ``neg`` (gfx940 f64 forms take ``neg:[..]`` in place of ``blgp``). Flags: ``mfma`` or
``smfmac``.
"""
'''


def write_table(path: Path, encoding: str, rows: list, doc: str) -> None:
    out = [doc, "from amdgcn.isa.instruction import Row, op", "", "ROWS = ("]
    for name, colspec, sig, features, aliases, extra, flags in rows:
        parts = [repr(name), repr(encoding), f"op({', '.join(colspec)})", f"sig={sig!r}"]
        if flags:
            parts.append(f"flags=frozenset({set(flags)!r})")
        if features:
            parts.append(f"features=frozenset({set(features)!r})")
        if aliases:
            parts.append(f"aliases={tuple(aliases)!r}")
        if extra:
            parts.append(f"extra={tuple(extra)!r}")
        line = f"    Row({', '.join(parts)}),"
        if len(line) <= 100:
            out.append(line)
        else:
            out.append(f"    Row({parts[0]}, {parts[1]}, {parts[2]},")
            for p in parts[3:]:
                if len(p) + 9 <= 100 or not p.startswith("extra="):
                    out.append(f"        {p},")
                    continue
                out.append("        extra=(")
                for e in extra:
                    out.append(f"            {e!r},")
                out.append("        ),")
            out.append("    ),")
    out.append(")")
    path.write_text("\n".join(out) + "\n")


if __name__ == "__main__":
    raise SystemExit(main())
