#!/usr/bin/env python3
"""Generate the vector-memory and LDS tables (DS, MUBUF, MTBUF, MIMG, FLAT) by probing LLVM 22.

Provenance of the generated ``src/amdgcn/isa/tables/{ds,mubuf,mtbuf,mimg,flat}.py``:

* GFX8 and later (tonga, gfx900, gfx906, gfx908, gfx90a, gfx942): every opcode of every
  encoding (and every FLAT segment) is fed to ``llvm-mc --disassemble`` with fixed, distinct
  operand fields (MI200 ISA 13.4-13.7 layouts); the printed mnemonic gives the name and
  availability, the printed registers give the operand order and sizes.
* GFX6/GFX7 (tahiti, bonaire), which LLVM 22 cannot disassemble: every name seen on GFX8+ and
  every name of the family that the llvm-mc corpus uses for those targets is assembled with
  ``-show-encoding``; the opcode is read back from the encoding.

Usage: ``python tools/gen_memory.py [--llvm-mc PATH]`` (rewrites the five table modules).
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared/corpora/llvm-mc/cases"
LLVM_MC = "/usr/lib/llvm-22/bin/llvm-mc"

#: probed processors per ISA column (gfx906/gfx908 add features to the gfx9 column)
PROBE_CPUS = {"tonga": "gfx8", "gfx900": "gfx9", "gfx906": "gfx9", "gfx908": "gfx9",
              "gfx90a": "gfx90a", "gfx942": "gfx940"}
#: features a processor has beyond its column, for memory rows
CPU_FEATURE = {"gfx908": "atomic-fadd-insts", "gfx906": "gfx906-mem"}
NOP = bytes.fromhex("000080bf")
SEGS = {0: "flat", 1: "scratch", 2: "global"}

# probe operand fields: distinct register numbers so that each printed operand names its field
ADDR, DATA0, DATA1, VDST = 10, 20, 30, 40
SRSRC, SOFFSET, SSAMP = 2, 3, 5


def probe_words(enc: str, op: int, seg: int = 0, variant: int = 0, alt: int = 0) -> bytes:
    """One GFX8+ instruction of ``enc`` with opcode ``op`` and the probe operand fields.

    ``alt`` chooses which operand fields are zero (LLVM's decoder wants the fields an
    instruction does not use to be zero): bit 0 data, bit 1 destination, bit 2 all.
    """
    data = 0 if alt & 1 else DATA0
    dst = 0 if alt & 2 else VDST
    if enc == "DS":
        # variant 1: offset0=1 offset1=2; variant 2: gds
        w0 = (0b110110 << 26) | (op << 17) | ((0x0201) if variant == 1 else 0)
        w0 |= (1 << 16) if variant == 2 else 0
        if alt & 4:
            return w0.to_bytes(4, "little") + bytes(4)
        addr = 0 if alt & 16 else ADDR
        w1 = addr | data << 8 | (0 if alt & 8 else DATA1) << 16 | dst << 24
        return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")
    if alt & 4:
        return _probe_zero(enc, op, seg)
    if enc == "DS":
        pass
    elif enc == "MUBUF":
        w0 = (0b111000 << 26) | (op << 18) | (1 << 12)
        w1 = ADDR | DATA0 << 8 | SRSRC << 16 | SOFFSET << 24
    elif enc == "MTBUF":
        w0 = (0b111010 << 26) | (op << 15) | (1 << 12) | (1 << 19)
        w1 = ADDR | DATA0 << 8 | SRSRC << 16 | SOFFSET << 24
    elif enc == "MIMG":
        w0 = (0b111100 << 26) | (op << 18) | (1 << 8)
        w1 = ADDR | DATA0 << 8 | SRSRC << 16 | SSAMP << 21
    elif enc == "FLAT":
        saddr = 4 if variant else (0 if seg == 0 else 0x7F)
        w0 = (0b110111 << 26) | (op << 18) | (seg << 14)
        w1 = ADDR | data << 8 | saddr << 16 | dst << 24
    else:
        raise ValueError(enc)
    return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")


def _probe_zero(enc: str, op: int, seg: int) -> bytes:
    w0 = {"DS": (0b110110 << 26) | (op << 17), "MUBUF": (0b111000 << 26) | (op << 18),
          "MTBUF": (0b111010 << 26) | (op << 15), "MIMG": (0b111100 << 26) | (op << 18),
          "FLAT": (0b110111 << 26) | (op << 18) | (seg << 14)}[enc]
    w1 = (0x7F << 16) if enc == "FLAT" and seg else 0
    return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")


def run_disasm(cpu: str, probes: list[bytes]) -> list[str | None]:
    """Disassemble each probe (separated by s_nop) and return its text or None if invalid."""
    lines = []
    for p in probes:
        lines.append(",".join(f"0x{b:02x}" for b in p))
        lines.append(",".join(f"0x{b:02x}" for b in NOP))
    out = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", "--disassemble",
                          "-show-encoding"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True).stdout
    segs: list[list[str]] = [[]]
    for line in out.splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("s_nop 0 "):
            segs.append([])
        else:
            segs[-1].append(line)
    res = []
    for p, seg in zip(probes, segs):
        want = "[" + ",".join(f"0x{b:02x}" for b in p) + "]"
        if len(seg) == 1 and seg[0].endswith(want):
            res.append(seg[0].split(";")[0].strip())
        else:
            res.append(None)
    return res


_REG = re.compile(r"^([vas])(?:\[(\d+):(\d+)\]|(\d+))$")


def operand_fields(enc: str, text: str, seg: int = 0) -> tuple[str, list, list]:
    """(mnemonic, [(field, file, count)], modifiers) of a probe's printed text."""
    mnem, _, rest = text.partition(" ")
    parts = [p.strip() for p in rest.split(",")] if rest else []
    mods: list[str] = []
    if parts:
        last = parts[-1].split()
        parts[-1] = last[0]
        mods = last[1:]
    out = []
    for p in parts:
        m = _REG.match(p)
        if not m:
            out.append((p, "", 0))
            continue
        f = m.group(1)
        lo = int(m.group(2) or m.group(4))
        hi = int(m.group(3) or m.group(4))
        n = hi - lo + 1
        if f == "s":
            field = {4 * SRSRC: "srsrc", SOFFSET: "soffset", 4 * SSAMP: "ssamp",
                     4: "saddr"}.get(lo, f"s{lo}")
        else:
            field = {ADDR: "addr", DATA0: "data0", DATA1: "data1", VDST: "vdst"}.get(lo, f"v{lo}")
            if enc in ("MUBUF", "MTBUF", "MIMG"):
                field = {"addr": "vaddr", "data0": "vdata"}.get(field, field)
            elif enc == "FLAT":
                field = {"addr": "vaddr", "data0": "data"}.get(field, field)
        out.append((field, f, n))
    return mnem, out, mods


#: which operand fields each probe zeroes, most operands first (bits of ``probe_words`` alt)
_ALTS = {"DS": tuple(sorted((a for a in range(32) if not a & 4),
                            key=lambda a: bin(a).count("1"))) + (4,),
         "FLAT": (0, 1, 2, 3, 4)}


def probe_all() -> dict:
    """{(enc, name): {"ops": {column: opcode}, "sig": {cpu: [...]}, ...}}."""
    found: dict = {}
    for cpu, col in PROBE_CPUS.items():
        jobs = []
        for op in range(256):
            for variant in (0, 1, 2):
                jobs.append(("DS", op, 0, variant))
        for op in range(128):
            jobs.append(("MUBUF", op, 0, 0))
            jobs.append(("MIMG", op, 0, 0))
            for seg in (0, 1, 2):
                jobs.append(("FLAT", op, seg, 0))
                if seg:
                    jobs.append(("FLAT", op, seg, 1))
        for op in range(16):
            jobs.append(("MTBUF", op, 0, 0))
        probes, spans = [], []
        for j in jobs:
            alts = _ALTS.get(j[0], (0, 4))
            spans.append((len(probes), len(probes) + len(alts)))
            probes.extend(probe_words(*j, alt=a) for a in alts)
        texts = run_disasm(cpu, probes)
        for (enc, op, seg, variant), (lo, hi) in zip(jobs, spans):
            text = next((t for t in texts[lo:hi] if t), None)
            if text is None:
                continue
            mnem, ops, mods = operand_fields(enc, text, seg)
            rec = found.setdefault((enc, mnem), {"ops": {}, "cpus": {}, "seg": seg})
            prev = rec["ops"].get(col)
            if prev is not None and prev != op:
                print(f"warning: {mnem} has two opcodes on {cpu}", file=sys.stderr)
            rec["ops"][col] = op
            rec.setdefault("on", set()).add(cpu)
            rec["cpus"].setdefault(cpu, {})[variant] = (ops, mods)
    return found


# ---------------------------------------------------------------------------------------------
# GFX6 / GFX7
# ---------------------------------------------------------------------------------------------

_ENC_PREFIX = {"ds_": "DS", "buffer_": "MUBUF", "tbuffer_": "MTBUF", "image_": "MIMG",
               "flat_": "FLAT"}


def _enc_of(name: str) -> str | None:
    for p, e in _ENC_PREFIX.items():
        if name.startswith(p):
            return e
    return None


def corpus_examples(cpus: list[str]) -> dict:
    """{name: [asm lines]} of the family in the corpus for ``cpus`` (GFX6/GFX7)."""
    out: dict = defaultdict(list)
    for cpu in cpus:
        p = CORPUS / f"{cpu}.jsonl.gz"
        if not p.exists():
            continue
        with gzip.open(p, "rt") as f:
            for line in f:
                c = json.loads(line)
                if c.get("kind") != "encoding" or c.get("llvm22", {}).get("status") != "agree":
                    continue
                name = c["asm"].split()[0].lower()
                if _enc_of(name) and len(out[name]) < 3:
                    out[name].append(c["asm"])
    return out


def gfx67_opcode(enc: str, data: bytes) -> int:
    w0 = int.from_bytes(data[:4], "little")
    if enc == "DS":
        return (w0 >> 18) & 0xFF
    if enc == "MTBUF":
        return (w0 >> 16) & 0x7
    return (w0 >> 18) & 0x7F


def run_asm(cpu: str, lines: list[str]) -> list[bytes | None]:
    """Assemble each line (one process) and return its bytes or None on error."""
    res: list[bytes | None] = []
    src = "\n".join(lines) + "\n"
    out = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"],
                         input=src, capture_output=True, text=True)
    errs = set()
    for e in out.stderr.splitlines():
        m = re.match(r"<stdin>:(\d+):\d+: error", e)
        if m:
            errs.add(int(m.group(1)))
    encs = iter(re.findall(r"encoding: \[([^\]]*)\]", out.stdout))
    for i, _ in enumerate(lines, 1):
        if i in errs:
            res.append(None)
        else:
            res.append(bytes(int(x, 16) for x in next(encs).split(",")))
    return res


def probe_gfx67(found: dict) -> None:
    templates: dict = defaultdict(list)
    for (enc, name), rec in found.items():
        if enc == "FLAT" and rec["seg"] != 0:
            continue
        for cpu in ("tonga", "gfx900"):
            v = rec["cpus"].get(cpu, {}).get(0)
            if v:
                ops, mods = v
                templates[name].append(_template(enc, name, ops, mods))
                break
    for n, t in _GFX67_EXTRA.items():
        templates[n].append(t)
    for cpu, col in (("tahiti", "gfx6"), ("bonaire", "gfx7")):
        ex = corpus_examples([cpu] + (["kaveri", "hawaii", "kabini"] if col == "gfx7" else
                                      ["verde", "gfx601"]))
        names = sorted(set(templates) | set(ex))
        lines, keys = [], []
        for n in names:
            for t in templates.get(n, []) + ex.get(n, []):
                lines.append(t)
                keys.append(n)
        got = run_asm(cpu, lines)
        done = set()
        for n, data in zip(keys, got):
            if data is None or n in done:
                continue
            enc = _enc_of(n)
            done.add(n)
            rec = found.setdefault((enc, n), {"ops": {}, "cpus": {}, "seg": 0, "example": None})
            rec["ops"][col] = gfx67_opcode(enc, data)
            rec.setdefault("gfx67_text", {})[col] = lines[keys.index(n)]


#: GFX6/GFX7-only names with no GFX8+ probe to borrow a template from
_GFX67_EXTRA = {
    **{f"buffer_atomic_{o}": f"buffer_atomic_{o} v1, off, s[4:7], s1"
       for o in ("fmin", "fmax")},
    **{f"buffer_atomic_{o}_x2": f"buffer_atomic_{o}_x2 v[2:3], off, s[4:7], s1"
       for o in ("fmin", "fmax")},
    "buffer_atomic_fcmpswap": "buffer_atomic_fcmpswap v[2:3], off, s[4:7], s1",
    "buffer_atomic_fcmpswap_x2": "buffer_atomic_fcmpswap_x2 v[4:7], off, s[4:7], s1",
    # LLVM 22 rejects an atomic image dmask other than 0x1/0x3/0xf, so a template borrowed
    # from a GFX8 probe with dmask 0 would miss these
    **{f"image_atomic_{o}": f"image_atomic_{o} v1, v2, s[8:15] dmask:0x1 unorm"
       for o in ("fmin", "fmax", "swap", "add", "sub", "smin", "umin", "smax", "umax", "and",
                 "or", "xor", "inc", "dec")},
    "image_atomic_fcmpswap": "image_atomic_fcmpswap v[2:3], v2, s[8:15] dmask:0x3 unorm",
}


def _template(enc: str, name: str, ops: list, mods: list) -> str:
    """Assembly text for GFX6/GFX7 probing, from a GFX8 probe's operands."""
    parts = []
    for field, f, n in ops:
        if not f:
            parts.append(field)
            continue
        base = {"addr": ADDR, "data0": DATA0, "data1": DATA1, "vdst": VDST, "vaddr": ADDR,
                "vdata": DATA0, "data": DATA0}.get(field)
        if f == "s":
            base = {"srsrc": 4 * SRSRC, "soffset": SOFFSET, "ssamp": 4 * SSAMP}.get(field)
        if base is None:
            base = int(field[1:])
        parts.append(f"{f}{base}" if n == 1 else f"{f}[{base}:{base + n - 1}]")
    text = name + (" " + ", ".join(parts) if parts else "")
    if mods:
        text += " " + " ".join(mods)
    return text


# ---------------------------------------------------------------------------------------------
# Writing the tables
# ---------------------------------------------------------------------------------------------

_COL_ORDER = ("gfx6", "gfx7", "gfx8", "gfx9", "gfx90a", "gfx940")


def op_text(ops: dict, first_col: str) -> str:
    """``op(gfx6=0x.., gfx8=0x.., gfx90a=None)`` from {column: opcode}."""
    parts = []
    prev = None
    started = False
    for col in _COL_ORDER:
        v = ops.get(col)
        if not started:
            if v is None:
                continue
            started = True
        if v != prev:
            parts.append(f"{col}={'None' if v is None else hex(v)}")
            prev = v
    return "op(" + ", ".join(parts) + ")"


def sig_text(ops: list) -> str:
    out = []
    for field, f, n in ops:
        if not f:
            out.append(field if field == "off" else f"?{field}")
            continue
        out.append(f"{field}:{n}")
    return ", ".join(out)


def _sig_of(rec: dict, cpus=("gfx90a", "gfx900", "gfx942", "tonga", "gfx908")) -> list:
    for cpu in cpus:
        v = rec["cpus"].get(cpu, {})
        for variant in ("0", 0, "2", 2, "1", 1):
            if variant in v:
                return v[variant]
    return None


def _dwords_from_name(name: str) -> int:
    for suf, n in (("x4", 4), ("x3", 3), ("x2", 2), ("b128", 4), ("b96", 3), ("b64", 2),
                   ("u64", 2), ("i64", 2), ("f64", 2)):
        if suf in name:
            return n
    return 1


def _kind(name: str) -> str:
    if "atomic" in name or name.startswith(("ds_", )) and not any(
            k in name for k in ("read", "write", "load", "store", "swizzle", "permute", "nop",
                                "gws", "consume", "append", "ordered")):
        return "atomic"
    if any(k in name for k in ("load", "read", "sample", "gather", "get_", "consume",
                               "append", "swizzle", "permute", "ordered", "wrxchg")):
        return "load"
    if any(k in name for k in ("store", "write")):
        return "store"
    return "other"


def _flags(enc: str, name: str, kind: str) -> tuple:
    f = []
    if kind != "other":
        f.append(kind)
    if enc == "DS":
        if "_rtn" in name or kind == "load":
            f.append("rtn")
        if "gws" in name or "ordered" in name:
            f.append("gds")
        f.append("lgkm")
    elif enc == "FLAT" and name.startswith("flat_"):
        f += ["vm", "lgkm"]
    else:
        f.append("vm")
    if "lds" in name and enc != "DS":
        f.append("lds")
    return tuple(f)


def build_rows(found: dict) -> dict:
    """{encoding: [(name, op_text, sig, flags, extra, features)]} in opcode order."""
    out: dict = defaultdict(list)
    # needs the lds bit set to decode, so the generic probe misses it (MI200 ISA 12.13)
    found.setdefault(("MUBUF", "buffer_store_lds_dword"),
                     {"ops": {"gfx8": 0x3D, "gfx9": 0x3D, "gfx90a": 0x3D, "gfx940": None},
                      "cpus": {}, "noaddr": True})
    for (enc, name), rec in found.items():
        ops = dict(rec["ops"])
        on = set(rec.get("on") or ())
        features = ()
        if on and on <= {"gfx908", "gfx90a", "gfx942"} and "gfx9" in ops and \
                "gfx900" not in on:
            features = ("atomic-fadd-insts",)
        if rec["cpus"] and "gfx9" in ops and "gfx90a" not in ops:
            ops["gfx90a"] = None
        if "gfx90a" in ops and "gfx940" not in ops and rec["cpus"]:
            ops["gfx940"] = None
        if "gfx8" in ops and "gfx9" not in ops and rec["cpus"]:
            ops["gfx9"] = None
        if ops.get("gfx6") is not None and "gfx7" not in ops:
            ops["gfx7"] = None
        if ops.get("gfx7") is not None and "gfx8" not in ops:
            ops["gfx8"] = None
        if ops.get("gfx6") is not None and ops.get("gfx7") is None and "gfx8" not in ops:
            ops["gfx8"] = None
        kind = _kind(name)
        extra = []
        sig = _sig_of(rec)
        if enc == "DS":
            sig_s = ", ".join(f"{f}:{n}" for f, fl, n in sig[0] if fl) if sig else ""
            if sig and len(sig[0]) == 1 and sig[0][0][0] == "gds":
                sig_s = ""
            v1 = None
            for cpu in ("gfx900", "gfx90a", "tonga", "gfx942"):
                v1 = rec["cpus"].get(cpu, {}).get("1") or rec["cpus"].get(cpu, {}).get(1)
                if v1:
                    break
            mods = v1[1] if v1 else []
            if name == "ds_swizzle_b32":
                style = "swizzle"
            elif any(m.startswith("offset0") for m in mods):
                style = "8x2"
            elif any(m.startswith("offset") for m in mods) or "gws" in name or \
                    name in ("ds_ordered_count", "ds_gws_sema_release_all"):
                style = "16"
            elif name == "ds_nop":
                style = "none"
            else:
                style = "16"
            extra.append(("offset", style))
            if "gws" in name or name == "ds_ordered_count":
                extra.append(("gds", "required"))
        elif enc in ("MUBUF", "MTBUF"):
            sig_s = ""
            if rec.get("noaddr"):
                pass
            elif sig and sig[0]:
                n = next(n for f, fl, n in sig[0] if f == "vdata")
                sig_s = f"vdata:{n}"
                t = rec["cpus"].get("tonga", {}).get("0") or rec["cpus"].get("tonga", {}).get(0)
                if t:
                    n8 = next(n for f, fl, n in t[0] if f == "vdata")
                    if n8 != n:
                        extra.append(("vdata_unpacked", n8))
            elif name.startswith(("buffer_atomic", "buffer_load", "buffer_store")):
                n = 4 if "fcmpswap_x2" in name else 2 if ("_x2" in name or "fcmpswap" in name) \
                    else 1
                sig_s = f"vdata:{n}"
            if "d16" in name:
                extra.append(("d16", True))
            if rec.get("noaddr"):
                extra.append(("noaddr", True))
        elif enc == "FLAT":
            seg = rec.get("seg", 0)
            if name.startswith("scratch_"):
                seg = 1
            elif name.startswith("global_"):
                seg = 2
            extra.append(("seg", seg))
            if sig:
                regs = [(f, n) for f, fl, n in sig[0] if fl == "v" and f in ("vdst", "data")]
                if name.startswith("scratch_"):
                    n = _dwords_from_name(name)
                    regs = [] if "lds" in name else [("vdst" if kind == "load" else "data", n)]
            else:
                n = 4 if "fcmpswap_x2" in name else 2 if ("_x2" in name or "fcmpswap" in name) \
                    else 1
                regs = [("data", n)]
            sig_s = ", ".join(f"{f}:{n}" for f, n in regs)
        else:  # MIMG
            sig_s = ""
            if name.startswith(("image_sample", "image_gather4", "image_get_lod")):
                extra.append(("sampler", True))
            if "cmpswap" in name:
                extra.append(("data_mult", 2))
        dw = _dwords_from_name(name)
        if enc == "DS" and "2" in name.split("_")[1]:
            dw *= 2
        extra.append(("dwords", dw))
        row_enc = enc
        if enc == "FLAT":
            row_enc = {"global_": "GLOBAL", "scratch_": "SCRATCH"}.get(name.split("_")[0] + "_",
                                                                      "FLAT")
        out[enc].append((name, row_enc, op_text(ops, ""), sig_s, _flags(enc, name, kind), tuple(extra),
                         features))
    for enc in out:
        out[enc].sort(key=lambda r: (_first_op(r[2]), r[0]))
    return out


def _first_op(t: str) -> int:
    vals = [int(x.split("=")[1], 16) for x in t[3:-1].split(", ") if "None" not in x]
    return vals[-1] if vals else 0


_MODULE_DOC = {
    "DS": ("LDS and GDS instructions (DS encoding)", "MI200 ISA 12.12, 13.4"),
    "MUBUF": ("untyped buffer instructions (MUBUF encoding)", "MI200 ISA 12.13, 13.5.2"),
    "MTBUF": ("typed buffer instructions (MTBUF encoding)", "MI200 ISA 12.14, 13.5.1"),
    "MIMG": ("image instructions (MIMG encoding)", "MI200 ISA 12.15, 13.6.1"),
    "FLAT": ("flat, global and scratch instructions (FLAT microcode format)",
             "MI200 ISA 12.16, 13.7.1"),
}


def write_tables(found: dict) -> None:
    rows = build_rows(found)
    for enc, lst in rows.items():
        what, ref = _MODULE_DOC[enc]
        lines = [
            f'"""The {what}.',
            "",
            "Generated by ``tools/gen_memory.py``; do not edit by hand.",
            "",
            f"{ref}. Opcodes per ISA column were read back from LLVM 22 (``llvm-mc",
            "--disassemble`` over every opcode for tonga, gfx900, gfx906, gfx908, gfx90a, gfx942;",
            "``llvm-mc -show-encoding`` of every name for tahiti and bonaire).",
            "",
            "``sig`` lists the data registers in printed order as ``field:dwords`` (the address,",
            "resource and offset operands follow fixed rules of the format module); ``extra``",
            "holds ``offset`` (DS offset syntax: ``16`` one 16-bit offset, ``8x2`` offset0/offset1,",
            "``swizzle``, ``none``), ``gds``, ``seg`` (FLAT segment), ``vdata_unpacked`` (register",
            "count of a D16 instruction on processors with unpacked D16), ``dwords`` (data size).",
            "Flags: ``load`` ``store`` ``atomic`` ``rtn`` (DS returns data), ``lds``, ``gds`` and",
            "the wait counter(s) ``vm`` / ``lgkm``.",
            '"""',
            "",
            "from amdgcn.isa.instruction import Row, op",
            "",
            "ROWS = (",
        ]
        for name, row_enc, ops, sig, flags, extra, feats in lst:
            fl = "frozenset({" + ", ".join(repr(f) for f in flags) + "})" if flags else \
                "frozenset()"
            parts = [repr(name), repr(row_enc), ops]
            if sig:
                parts.append(f"sig={sig!r}")
            parts.append(f"flags={fl}")
            if feats:
                parts.append("features=frozenset({" + ", ".join(map(repr, feats)) + "})")
            if extra:
                parts.append(f"extra={extra!r}")
            line = "    Row(" + ", ".join(parts) + "),"
            if len(line) > 100:
                line = "    Row(" + ",\n        ".join(parts) + "),"
            lines.append(line)
        lines.append(")")
        path = ROOT / "src/amdgcn/isa/tables" / f"{enc.lower()}.py"
        path.write_text("\n".join(lines) + "\n")
        print(f"wrote {path} ({len(lst)} rows)")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--dump", type=Path, help="write the raw probe results as JSON")
    a = ap.parse_args()
    found = probe_all()
    probe_gfx67(found)
    if a.dump:
        a.dump.write_text(json.dumps({f"{k[0]} {k[1]}": v for k, v in found.items()},
                                     indent=1, default=str))
    write_tables(found)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    raise SystemExit(main())
