#!/usr/bin/env python3
"""Golden files for the image BVH instructions, answered by LLVM 22: statements assembled by
``llvm-mc-22 -show-encoding`` and words decoded by ``llvm-objdump-22``.

Statements, for each BVH row: packed and NSA addresses (GFX10's list of single VGPRs,
GFX11's five or four entries) with a16 clear and set and a few registers (high VGPRs, a
TTMP resource), then statements llvm-mc refuses (sizes, lists, modifiers, operands, the
other generation's NSA form). Words: each form, every bit flipped once, every resource code,
each NSA size, registers past v255. gfx1010 and gfx1012 lack the instructions: a few
statements and words show it.

Lines: ``<llvm-mc's text> ; encoding: [0x..]``, ``<statement> ; error: <column>: <message>``,
``[0x..] ; disasm: <text>`` (the bytes LLVM decoded) or ``[0x..] ; disasm: invalid``.
Writes ``tests/data/isa/bvh_<cpu>.txt`` (``-w64``: ``-mattr=+wavefrontsize64``).
Usage: python tools/gen_rdna_bvh_golden.py
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "src"))

import gen_random_cases as R  # noqa: E402

from amdgcn.isa.tables.rdna_mimg_bvh import ROWS  # noqa: E402

#: (file name, -mcpu, -mattr)
TARGETS = (("gfx1010", "gfx1010", ""), ("gfx1012", "gfx1012", ""), ("gfx1013", "gfx1013", ""),
           ("gfx1030", "gfx1030", ""), ("gfx1030-w64", "gfx1030", "+wavefrontsize64"),
           ("gfx1036", "gfx1036", ""), ("gfx1100", "gfx1100", ""),
           ("gfx1100-w64", "gfx1100", "+wavefrontsize64"), ("gfx1103", "gfx1103", ""),
           ("gfx1150", "gfx1150", ""), ("gfx1153", "gfx1153", ""))
PREFIX = 0b111100
#: statements llvm-mc refuses, with {m} the mnemonic and {a}/{b} the packed address ranges
#: without/with a16 (from v9), {l10} GFX10's list, {l11} GFX11's list, {l11a} with a16
ERRORS = (
    "{m} v[4:7], {b}, s[4:7]", "{m} v[4:7], {a}, s[4:7] a16", "{m} v[4:6], {a}, s[4:7]",
    "{m} v[4:7], {a}, s[4:11]", "{m} v[4:7], {a}, s[4:7], s[8:11]", "{m} v[4:7], {a}, s[4:7] glc",
    "{m} v[4:7], {a}, s[4:7] dmask:0xf", "{m} v[4:7], {a}, s[4:7] dim:1D",
    "{m} v[4:7], {a}, s[4:7] unorm", "{m} v[4:7], {a}, s[4:7] r128", "{m} v[4:7], {a}, s[4:7] tfe",
    "{m} v[4:7], {a}, s[4:7] d16", "{m} v[4:7], {a}, s[4:7] slc", "{m} v[4:7], {a}, s[4:7] dlc",
    "{m} v[4:7], {a}, s[4:7] lwe", "{m} v[4:7], {a}, s[5:8]", "{m} v[4:7], {b}, s[4:7] a16 a16",
    "{m} v[4:7], {a}", "{m} v[4:7], {l10}", "{m} v[4:7], {l11}", "{m} v[253:256], {a}, s[4:7]",
    "{m} a[4:7], {a}, s[4:7]", "{m} v[4:7], {a}, vcc", "{m} v[4:7], {a}, null",
    "{m} v[4:7], {a}, exec", "{m} v[4:7], {a}, 0", "{m} 0, {a}, s[4:7]", "{m} v[4:7], 0, s[4:7]",
    "{m} v[4:7], s[8:11], s[4:7]", "{m} v[4:7], [v9], s[4:7]", "{m} v[4:7], v9, s[4:7]",
    "{m} v4, {a}, s[4:7]", "{m} v[4:7], {a}, s4", "{m} v[4:7], {a}, s[4:7] nsa",
    "{m} v[4:7], {a}, s[4:7] x", "{m} v[4:7], {a}, s[4:7]  A16", "{m} v[4:7], {a}, s[4:7] a16:1",
    "{m} v[4:7], {b}, s[4:7] a16:1", "{m} v[4:7], {a}, s[4:7] offset:4",
    "{m} v[4:7], {b}, s[4:7] glc a16", "{m} v[4:7], {b}, s[4:7] a16 glc",
    "{m} v[4:7], {b}, s[4:7] a16 dim:1D", "{m} v[4:7], {b}, s[4:7] tfe lwe",
    "{m} v[4:7], {l10}, s[4:7] a16", "{m} v[4:7], {l10a}, s[4:7]", "{m} v[4:7], {l11}, s[4:7] a16",
    "{m} v[4:7], {l11a}, s[4:7]", "{m} v[4:7], {l11a}, s[4:7] glc", "{m} v[4:7], {l10}, s[4:7] glc",
    "{m} v[4:7], {l11}, s[4:7]", "{m} v[4:7], {l10}, s[4:7]",
    "{m} v[4:7], [v9, v10], s[4:7]", "{m} v[4:7], [v9, v10, v11, v12, v13], s[4:7]",
    "{m} v[4:7], [v9, v10, v11, v12, v13, v14, v15, v16, v17, v18], s[4:7]",
    "{m} v[4:7], [v[9:10], v11, v[12:14], v[15:17], v[18:20]], s[4:7]",
    "{m} v[4:7], [v9, v10, v[11:12], v[14:16], v[17:19]], s[4:7]",
    "{m} v[4:7], [v9, v10, v[11:13], v[14:16], v[17:20]], s[4:7]",
    "{m} v[4:7], [v9, v10, v[11:13], v[14:16], v17], s[4:7]",
    "{m} v[4:7], [v9, v10, v[11:13], v[14:16], v[17:19], v20], s[4:7]",
    "{m} v[4:7], [v9, v10, v[11:13], v[14:16], v[254:256]], s[4:7]",
    "{m} v[4:7], [v9, v10, s[11:13], v[14:16], v[17:19]], s[4:7]",
    "{m} v[4:7], [v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v256], s[4:7]",
    "{m} v[4:7], {l11}, s[4:7], s[0:3]", "{m} v[4:7], {l11}", "{m} v[4:7], {l11}, s[4:7] dmask:0xf",
    "{m} v[4:7], {l10}, s[4:7] dmask:0xf", "{m} v[4:7], {a}, s[4:7] ,",
)


def _range(first: int, n: int) -> str:
    return f"v[{first}:{first + n - 1}]"


def _lists(row) -> dict:
    """The address operands of ``row``'s forms, from v9 (GFX11's list entries from v9 too)."""
    n0, n1 = row.get("bvh_vaddr")
    out = {"a": _range(9, n0), "b": _range(9, n1)}
    out["l10"] = "[" + ", ".join(f"v{9 + k}" for k in range(n0)) + "]"
    out["l10a"] = "[" + ", ".join(f"v{9 + k}" for k in range(n1)) + "]"
    for key, groups in (("l11", row.get("bvh_nsa11")[0]), ("l11a", row.get("bvh_nsa11")[1])):
        first, parts = 9, []
        for k in groups:
            parts.append(f"v{first}" if k == 1 else _range(first, k))
            first += k
        out[key] = "[" + ", ".join(parts) + "]"
    return out


def statements(gen: str) -> list[str]:
    """Statements for a generation ("gfx10", "gfx11"): valid forms, then errors."""
    out = []
    rng = random.Random(f"bvh:{gen}")
    for row in ROWS:
        m = row.name
        n = row.get("bvh_vaddr")
        for a16 in (0, 1):
            mod = " a16" if a16 else ""
            for vd, va, rs in ((4, 9, "s[4:7]"), (252, 255 - n[a16] + 1, "ttmp[4:7]"),
                               (0, 0, "s[100:103]"), (200, 17, "s[96:99]")):
                out.append(f"{m} v[{vd}:{vd + 3}], {_range(va, n[a16])}, {rs}{mod}")
            if gen == "gfx10":
                regs = [rng.randrange(256) for _ in range(n[a16])]
                out.append(f"{m} v[8:11], [{', '.join(f'v{r}' for r in regs)}], s[8:11]{mod}")
                out.append(f"{m} v[8:11], [{', '.join(f'v{r}' for r in range(n[a16]))}]"
                           f", ttmp[12:15]{mod}")
            else:
                parts = []
                for k in row.get("bvh_nsa11")[a16]:
                    r = rng.randrange(256 - k + 1)
                    parts.append(f"v{r}" if k == 1 else _range(r, k))
                out.append(f"{m} v[8:11], [{', '.join(parts)}], s[8:11]{mod}")
                parts = ["v255" if k == 1 else _range(256 - k, k)
                         for k in row.get("bvh_nsa11")[a16]]
                out.append(f"{m} v[8:11], [{', '.join(parts)}], ttmp[12:15]{mod}")
        out.append(f"{m.upper()} v[4:7], {_lists(row)['a']}, s[4:7]")
        out.append(f"{m} v[4:7], {_lists(row)['b']}, s[4:7], a16")
        out += [e.format(m=m, **_lists(row)) for e in ERRORS]
    return out


def words(gen: str) -> list[list[int]]:
    """Words for a generation: each form, bits flipped, resource codes, NSA sizes."""
    out = []
    for row in ROWS:
        op = row.opcode("gfx10" if gen == "gfx10" else "gfx11")
        for a16 in (0, 1):
            base = _word(gen, op, a16)
            out.append(base)
            for b in range(64):       # every bit once (the opcode's too)
                w = list(base)
                w[b // 32] ^= 1 << (b % 32)
                out.append(w)
            for code in range(32):
                w = list(base)
                w[1] = w[1] & ~(0x1F << 16) | code << 16
                out.append(w)
            nsa_sizes = range(1, 4) if gen == "gfx10" else (1,)
            for nsa in nsa_sizes:
                out.append(_word(gen, op, a16, nsa))
                out.append(_word(gen, op, a16, nsa, high=True))
            out.append(_word(gen, op, a16, high=True))
    return out


def _word(gen: str, op: int, a16: int, nsa: int = 0, high: bool = False) -> list[int]:
    vaddr, vdata = (250, 254) if high else (9, 4)
    if gen == "gfx10":
        w0 = PREFIX << 26 | (op & 0x7F) << 18 | op >> 7 | 0xF << 8 | 1 << 12 | 1 << 15 | nsa << 1
        w1 = vaddr | vdata << 8 | 1 << 16 | a16 << 30
        extra = [0xFFFEFDFC if high else 0x0D0C0B0A + 0x04040404 * k for k in range(nsa)]
    else:
        w0 = PREFIX << 26 | op << 18 | a16 << 16 | 1 << 15 | 0xF << 8 | 1 << 7 | nsa
        w1 = vaddr | vdata << 8 | 1 << 16
        extra = [0xFEFFFDFC if high else 0x110E0B0A][:nsa]
    return [w0, w1] + extra


def assemble(cpu: str, mattr: str, stmts: list[str]) -> list[str]:
    """One golden line per statement."""
    args = [str(R.LLVM / "llvm-mc"), "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"]
    if mattr:
        args.append(f"-mattr={mattr}")
    p = subprocess.run(args, input="\n".join(stmts) + "\n", capture_output=True, text=True)
    errors = {}
    for m in re.finditer(r"<stdin>:(\d+):(\d+): error: (.*)", p.stderr):
        errors.setdefault(int(m.group(1)) - 1, (int(m.group(2)), m.group(3)))
    oks = [ln.strip() for ln in p.stdout.splitlines() if "; encoding:" in ln]
    out, k = [], 0
    for i, s in enumerate(stmts):
        if i in errors:
            out.append(f"{s} ; error: {errors[i][0]}: {errors[i][1]}")
        else:
            text, _, enc = oks[k].partition(";")
            out.append(f"{text.strip()} ;{enc}")
            k += 1
    return out


def disassemble(cpu: str, cases: list[list[int]]) -> list[str]:
    recs = R.llvm_disassemble_robust(cpu, cases, random.Random(1))
    out = []
    seen = set()
    for r in recs:
        data = bytes.fromhex(r["bytes"])
        if data in seen:
            continue
        seen.add(data)
        hexes = ",".join(f"0x{b:02x}" for b in data)
        out.append(f"[{hexes}] ; disasm: {r['text'] or 'invalid'}")
    return out


def main() -> int:
    for name, cpu, mattr in TARGETS:
        gen = "gfx11" if cpu.startswith("gfx11") else "gfx10"
        if cpu in ("gfx1010", "gfx1012"):
            stmts = statements(gen)[:8] + statements(gen)[40:44]
            cases = words(gen)[:3]
        else:
            stmts, cases = statements(gen), words(gen)
        lines = [f"# image BVH golden file for -mcpu={cpu}"
                 f"{' -mattr=' + mattr if mattr else ''}, produced by LLVM 22 (llvm-mc, "
                 "llvm-objdump) via tools/gen_rdna_bvh_golden.py"]
        lines += assemble(cpu, mattr, stmts)
        if not mattr:        # the words decode alike in wave64
            lines += disassemble(cpu, cases)
        (ROOT / "tests/data/isa" / f"bvh_{name}.txt").write_text("\n".join(lines) + "\n")
        print(name, len(lines) - 1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
