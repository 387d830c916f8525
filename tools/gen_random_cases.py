#!/usr/bin/env python3
"""Differential cases from random encodings, answered by LLVM 22.

For each target, random words are made for every encoding and every opcode value of its
``op`` field that the target has (found by a first probing pass; one case in ten uses any
opcode value, to cover invalid encodings too), other bits random, each byte zeroed with probability 1/2 to favour small
register numbers and cleared modifiers), then:

1. llvm-objdump-22 decodes them: each case sits in its own slot of a ``.text`` section (its
   dwords, a dword ``0xbf80XXXX`` that serves as a literal constant when the instruction
   takes one and otherwise decodes as ``s_nop``, then ``s_nop 0`` padding); objdump prints
   each instruction's address and input bytes, so the instruction at a slot's start is the
   case's answer (``.long`` = invalid).
2. ``llvm-mc-22 -show-encoding`` re-assembles every text: its bytes, or its error.

For GFX6/GFX7 (no LLVM disassembler) the GFX8 texts are re-assembled with ``-mcpu=tahiti`` /
``bonaire``: the assembler direction only.

Output: ``tests/data/isa/random/<cpu>.jsonl.gz``, one JSON object per case:
``{"bytes": "hex", "text": str|null, "reasm": "hex"|null, "error": str|null}``.

With ``--wave64`` the cases are made and answered with ``-mattr=+wavefrontsize64`` and written
to ``<cpu>-w64.jsonl.gz`` (GFX10/GFX11 only).

Usage: python tools/gen_random_cases.py [--count 20000] [--seed 1] [--out DIR] [--wave64] [CPU ...]
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import re
import subprocess
import tempfile
from pathlib import Path

LLVM = Path(os.environ.get("LLVM22_BIN", "/usr/lib/llvm-22/bin"))
ROOT = Path(__file__).resolve().parents[1]

#: (name, prefix bits, prefix value, op field lsb, op width, op max, dwords) for GFX8/GFX9
#: (MI200 ISA chapter 13 microcode formats)
FORMATS_GFX89 = [
    ("SOP2", 2, 0b10, 23, 7, 0x5F, 1),
    ("SOPK", 4, 0b1011, 23, 5, 0x1C, 1),
    ("SOP1", 9, 0b101111101, 8, 8, 0xFF, 1),
    ("SOPC", 9, 0b101111110, 16, 7, 0x7F, 1),
    ("SOPP", 9, 0b101111111, 16, 7, 0x7F, 1),
    ("SMEM", 6, 0b110000, 18, 8, 0xFF, 2),
    ("VOP2", 1, 0b0, 25, 6, 0x3D, 1),
    ("VOP1", 7, 0b0111111, 9, 8, 0xFF, 1),
    ("VOPC", 7, 0b0111110, 17, 8, 0xFF, 1),
    ("VOP3", 6, 0b110100, 16, 10, 0x3FF, 2),
    ("VINTRP", 6, 0b110101, 16, 2, 0x3, 1),
    ("DS", 6, 0b110110, 17, 8, 0xFF, 2),
    ("FLAT", 6, 0b110111, 18, 7, 0x7F, 2),
    ("MUBUF", 6, 0b111000, 18, 7, 0x7F, 2),
    ("MTBUF", 6, 0b111010, 15, 4, 0xF, 2),
    ("MIMG", 6, 0b111100, 18, 7, 0x7F, 2),
    ("EXP", 6, 0b110001, 0, 0, 0, 2),
]
#: the GFX10/GFX11 encodings amdgcn implements so far, laid out as LLVM 22 decodes them
#: (SMEM moved to 111101 with an 8-bit op at [25:18], VOP3 to 110101; the SALU and
#: VOP1/VOP2/VOPC layouts are GCN's)
FORMATS_RDNA = [
    ("SOP2", 2, 0b10, 23, 7, 0x7F, 1),
    ("SOPK", 4, 0b1011, 23, 5, 0x1C, 1),
    ("SOP1", 9, 0b101111101, 8, 8, 0xFF, 1),
    ("SOPC", 9, 0b101111110, 16, 7, 0x7F, 1),
    ("SOPP", 9, 0b101111111, 16, 7, 0x7F, 1),
    ("SMEM", 6, 0b111101, 18, 8, 0xFF, 2),
    ("DS", 6, 0b110110, 18, 8, 0xFF, 2),
]
#: GFX10's VALU and FLAT encodings (GFX11's true16 VALU operands and its FLAT layout are not
#: done yet)
FORMATS_GFX10_VALU = [
    ("VOP2", 1, 0b0, 25, 6, 0x3D, 1),
    ("VOP1", 7, 0b0111111, 9, 8, 0xFF, 1),
    ("VOPC", 7, 0b0111110, 17, 8, 0xFF, 1),
    ("VOP3", 6, 0b110101, 16, 10, 0x3FF, 2),
    ("FLAT", 6, 0b110111, 18, 7, 0x7F, 2),
    ("VOP3P", 9, 0b110011000, 16, 7, 0x7F, 2),
    ("MUBUF", 6, 0b111000, 18, 8, 0xFF, 2),
    ("EXP", 6, 0b111110, 0, 0, 0, 2),
    ("MTBUF", 6, 0b111010, 16, 3, 0x7, 2),      # op[3] is bit 53 (random)
    ("MIMG", 6, 0b111100, 18, 7, 0x7F, 2),      # op[7] is bit 0, NSA dwords follow
    ("VINTRP", 6, 0b110010, 16, 2, 0x3, 1),
]
NOP = 0xBF800000
#: the ``-mattr`` of a wave64 run, and the suffix of its case file's name
WAVE64_MATTR = "+wavefrontsize64"
WAVE64_SUFFIX = "-w64"
_ENC = re.compile(r";\s*encoding:\s*\[([^\]]*)\]")


def rand_word(rng: random.Random) -> int:
    w = rng.getrandbits(32)
    for k in range(4):
        if rng.random() < 0.5:
            w &= ~(0xFF << (8 * k))
    return w


#: GFX11's VALU (true16 operands, DPP16/DPP8 through src0), VOP3P, VOPD, VINTERP, LDSDIR,
#: EXP, FLAT, MUBUF, MTBUF and MIMG encodings
FORMATS_GFX11 = [
    ("VOP2", 1, 0b0, 25, 6, 0x3D, 1),
    ("VOP1", 7, 0b0111111, 9, 8, 0xFF, 1),
    ("VOPC", 7, 0b0111110, 17, 8, 0xFF, 1),
    ("VOP3", 6, 0b110101, 16, 10, 0x3FF, 2),
    ("FLAT", 6, 0b110111, 18, 7, 0x7F, 2),
    ("MUBUF", 6, 0b111000, 18, 8, 0xFF, 2),
    ("MTBUF", 6, 0b111010, 15, 4, 0xF, 2),
    ("VOP3P", 9, 0b110011000, 16, 7, 0x7F, 2),
    ("VOPD", 6, 0b110010, 22, 4, 0xF, 2),
    ("VINTERP", 8, 0b11001101, 16, 7, 0x7F, 2),
    ("LDSDIR", 8, 0b11001110, 20, 2, 0x3, 1),
    ("EXP", 6, 0b111110, 0, 0, 0, 2),
    ("MIMG", 6, 0b111100, 18, 8, 0xFF, 2),
]


def formats_for(cpu: str) -> list:
    """The encodings cases are made of on ``cpu``."""
    if cpu.startswith("gfx10"):
        return FORMATS_RDNA + FORMATS_GFX10_VALU
    if cpu.startswith("gfx11"):
        return FORMATS_RDNA + FORMATS_GFX11
    return FORMATS_RDNA if cpu.startswith("gfx1") else FORMATS_GFX89


def all_pairs(cpu: str = "gfx900") -> list:
    """Every (format, opcode value) of the target's encodings."""
    return [(f, op) for f in formats_for(cpu) for op in range(f[5] + 1)]


def valid_pairs(cpu: str, rng: random.Random, tries: int = 6, mattr: str = "") -> list:
    """The (format, opcode) pairs of which LLVM decodes at least one of ``tries`` random words
    on ``cpu``: the opcodes the target has."""
    pairs = all_pairs(cpu)
    probe = [(pair, words) for pair in pairs for words in make_cases(tries, rng, [pair])]
    recs = llvm_disassemble_robust(cpu, [w for _, w in probe], rng, mattr=mattr)
    seen = {r["bytes"][:8] for r in recs if r["text"]}
    ok = []
    for pair in pairs:
        ws = [w for p, w in probe if p is pair]
        if any(w[0].to_bytes(4, "little").hex() in seen for w in ws):
            ok.append(pair)
    return ok


def make_cases(count: int, rng: random.Random, pairs: list | None = None) -> list[list[int]]:
    """Random instruction dword lists covering every (format, opcode) of ``pairs``."""
    pairs = list(pairs if pairs is not None else all_pairs())
    out = []
    while len(out) < count:
        rng.shuffle(pairs)
        for (name, nb, pv, lsb, width, _mx, ndw), op in pairs:
            w0 = rand_word(rng)
            w0 &= (1 << (32 - nb)) - 1
            w0 |= pv << (32 - nb)
            if width:
                w0 &= ~(((1 << width) - 1) << lsb)
                w0 |= op << lsb
            words = [w0] + [rand_word(rng) for _ in range(ndw - 1)]
            out.append(words)
            if len(out) >= count:
                break
    return out


SLOT = 24  # bytes per case: up to 2 instruction dwords, a literal dword, s_nop padding
_OBJDUMP = re.compile(r"^\t(.*?)\s*// ([0-9A-F]+): ([0-9A-F ]+)$")


def llvm_disassemble(cpu: str, cases: list[list[int]], rng: random.Random,
                     mattr: str = "") -> list[dict]:
    """LLVM 22's decoding of each case: ``{"bytes": hex, "text": str | None}``.

    The cases are laid out in a ``.text`` section, one per :data:`SLOT`-byte slot (the
    instruction's dwords, a literal dword ``0xbf80XXXX`` that decodes as ``s_nop`` when it is
    not consumed, then ``s_nop 0`` padding), assembled by llvm-mc and disassembled by
    llvm-objdump, which prints every instruction's address and input bytes; the instruction
    at a slot's start is the case. A case whose slot start is swallowed by a previous
    instruction is left out.
    """
    src = [".text"]
    for words in cases:
        lit = NOP | rng.getrandbits(16)
        dw = words + [lit] + [NOP] * (SLOT // 4 - len(words) - 1)
        src.append(".long " + ", ".join(f"0x{w:08x}" for w in dw))
    with tempfile.TemporaryDirectory() as tmp:
        s_path, o_path = Path(tmp, "c.s"), Path(tmp, "c.o")
        s_path.write_text("\n".join(src) + "\n")
        attrs = [f"-mattr={mattr}"] if mattr else []
        subprocess.run([str(LLVM / "llvm-mc"), "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}",
                        *attrs, "-filetype=obj", str(s_path), "-o", str(o_path)], check=True)
        p = subprocess.run([str(LLVM / "llvm-objdump"), "-d", f"--mcpu={cpu}",
                            *(f"-{a}" for a in attrs), str(o_path)],
                           capture_output=True, text=True)
    if p.returncode < 0:
        raise LLVMCrash(p.returncode)
    at = {}
    for ln in p.stdout.splitlines():
        m = _OBJDUMP.match(ln)
        if m:
            text = re.sub(r" <[^>]*>$", "", m.group(1).rstrip())
            data = b"".join(int(w, 16).to_bytes(4, "little") for w in m.group(3).split())
            at[int(m.group(2), 16)] = (text, data)
    out = []
    for i, words in enumerate(cases):
        rec = at.get(i * SLOT)
        if rec is None:
            continue
        text, data = rec
        if text.startswith(".long") or text.startswith("<unknown>"):
            out.append({"bytes": data[:4 * len(words)].hex(), "text": None})
        else:
            out.append({"bytes": data.hex(), "text": text})
    return out


class LLVMCrash(Exception):
    """llvm-objdump died on a signal (it does, on a few random encodings)."""


def llvm_disassemble_robust(cpu: str, cases: list[list[int]], rng: random.Random,
                            chunk: int = 1000, mattr: str = "") -> list[dict]:
    """:func:`llvm_disassemble` in chunks; a chunk on which llvm-mc crashes is bisected and
    the crashing cases are dropped (reported on stdout)."""
    out = []
    for i in range(0, len(cases), chunk):
        out.extend(_bisect(cpu, cases[i:i + chunk], rng, mattr))
    return out


def _bisect(cpu, cases, rng, mattr=""):
    try:
        return llvm_disassemble(cpu, cases, rng, mattr)
    except LLVMCrash:
        if len(cases) == 1:
            print(f"  {cpu}: llvm-objdump crashes on {' '.join(f'{w:08x}' for w in cases[0])}; dropped")
            return []
        mid = len(cases) // 2
        return _bisect(cpu, cases[:mid], rng, mattr) + _bisect(cpu, cases[mid:], rng, mattr)


def llvm_assemble(cpu: str, texts: list[str],
                  mattr: str = "") -> list[tuple[str | None, str | None]]:
    """Per text: (bytes hex, None) or (None, error message)."""
    src = "\n".join(texts) + "\n"
    attrs = [f"-mattr={mattr}"] if mattr else []
    p = subprocess.run([str(LLVM / "llvm-mc"), "-arch=amdgcn", f"-mcpu={cpu}", *attrs,
                        "-show-encoding"], input=src, capture_output=True, text=True)
    errors = {}
    for m in re.finditer(r"<stdin>:(\d+):\d+: error: (.*)", p.stderr):
        errors.setdefault(int(m.group(1)) - 1, m.group(2))
    encs = [bytes(int(x, 16) for x in m.group(1).split(",")).hex()
            for m in _ENC.finditer(p.stdout)]
    out, k = [], 0
    for i in range(len(texts)):
        if i in errors:
            out.append((None, errors[i]))
        else:
            out.append((encs[k] if k < len(encs) else None, None))
            k += 1
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cpus", nargs="*",
                    default=["gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "tonga",
                             "tahiti", "bonaire"])
    ap.add_argument("--count", type=int, default=21000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, default=ROOT / "tests/data/isa/random")
    ap.add_argument("--wave64", action="store_true",
                    help=f"-mattr={WAVE64_MATTR}; writes <cpu>{WAVE64_SUFFIX}.jsonl.gz")
    a = ap.parse_args()
    mattr = WAVE64_MATTR if a.wave64 else ""
    name_suffix = WAVE64_SUFFIX if a.wave64 else ""
    a.out.mkdir(parents=True, exist_ok=True)
    gfx8_texts = None
    for cpu in a.cpus:
        rng = random.Random(f"{a.seed}:{cpu}{name_suffix}")
        if cpu in ("tahiti", "bonaire"):
            if gfx8_texts is None:
                rng8 = random.Random(f"{a.seed}:tonga-texts")
                ok8 = valid_pairs("tonga", rng8)
                recs8 = llvm_disassemble_robust("tonga", make_cases(3 * a.count, rng8, ok8), rng8)
                gfx8_texts = sorted({r["text"] for r in recs8 if r["text"]})
            recs = [{"bytes": None, "text": t} for t in gfx8_texts]
        else:
            # nine in ten cases on the opcodes the target has, one in ten on any opcode
            ok = valid_pairs(cpu, rng, mattr=mattr)
            cases = make_cases(a.count - a.count // 10, rng, ok) + make_cases(
                a.count // 10, rng, all_pairs(cpu))
            recs = llvm_disassemble_robust(cpu, cases, rng, mattr=mattr)
        texts = [r["text"] for r in recs if r["text"]]
        asm = iter(llvm_assemble(cpu, texts, mattr))
        for r in recs:
            if r["text"]:
                r["reasm"], r["error"] = next(asm)
            else:
                r["reasm"], r["error"] = None, None
        if cpu in ("tahiti", "bonaire"):
            recs = [r for r in recs if r["reasm"]]
        with gzip.open(a.out / f"{cpu}{name_suffix}.jsonl.gz", "wt") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
        nvalid = sum(1 for r in recs if r["text"])
        print(f"{cpu}{name_suffix}: {len(recs)} cases, {nvalid} decoded by LLVM, "
              f"{sum(1 for r in recs if r['reasm'])} re-assembled")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
