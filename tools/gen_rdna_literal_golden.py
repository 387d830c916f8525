#!/usr/bin/env python3
"""Golden answers of llvm-mc-22 for the issue 11 literal, constant-bus and fake16 fixes.

Covers ``v_pk_fmac_f16``'s src0 (an f16 inline constant is (f16, 0) before GFX11 and
(f16, f16) on GFX11), ``v_dot2c_f32_f16``/``v_dot2acc_f32_f16``'s packed src0, a literal read
by 32- and 64-bit operands of one VOP3 (two constant bus reads: ``v_mad_u64_u32``), the
VOP3B matcher's words for too few operands, and GFX11's fake16 VOP3 text (whole VGPRs with
``op_sel``). Each statement is assembled with ``-show-encoding`` and each encoding
disassembled, per processor.

Output: ``tests/data/isa/rdna_literal_golden.json``:
``{"asm": [[cpu, text, hex|null, printed|error]], "disasm": [[cpu, hex, text|null]]}``.

Usage: python tools/gen_rdna_literal_golden.py [--out PATH]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
from pathlib import Path

LLVM = Path(os.environ.get("LLVM22_BIN", "/usr/lib/llvm-22/bin"))
ROOT = Path(__file__).resolve().parents[1]

_PK_VALUES = ["-2.0", "2.0", "0.5", "1.0", "0", "1", "-1", "64", "-16", "0x3c00", "0x3c003c00",
              "0.15915494", "0x3118", "0x31183118", "1.5", "0xc000", "0xc000c000", "0x12345678",
              "0xffff", "0xffffc000", "-0x4000", "0xfffffff0", "0x10001", "0x400040",
              "0xfff0fff0", "0x10000", "-0.0", "0x3f800000", "1e10"]
_PK = [f"v_pk_fmac_f16 v0, {v}, v1" for v in _PK_VALUES]
_DOT = [f"v_dot2c_f32_f16 v0, {v}, v1" for v in _PK_VALUES]
_DOT11 = [f"v_dot2acc_f32_f16 v0, {v}, v1" for v in _PK_VALUES]
_BUS = [
    "v_mad_u64_u32 v[5:6], s12, s1, 0x12345678, 0x12345678",
    "v_mad_u64_u32 v[5:6], s12, 0x12345678, s1, 0x12345678",
    "v_mad_u64_u32 v[5:6], s12, v1, 0x12345678, 0x12345678",
    "v_mad_u64_u32 v[5:6], s12, 0x12345678, 0x12345678, s[2:3]",
    "v_mad_u64_u32 v[5:6], s12, s1, v1, 0x12345678",
    "v_mad_i64_i32 v[5:6], s12, s1, 0x12345678, 0x12345678",
    "v_lshlrev_b64 v[0:1], 0x12345678, 0x12345678",
    "v_ldexp_f64 v[0:1], 0x12345678, 0x12345678",
    "v_mad_u64_u32 v[0:1], s0, v1, 0x12345678",
    "v_mad_u64_u32 v[0:1], s0, v1, s[2:3]",
    "v_mad_u64_u32 v[0:1], v0, v1, v[2:3]",
    "v_mad_u64_u32 v[0:1], 0x1234, v1, 0x1234",
]
_FAKE16 = [
    "v_fma_f16 v0, v1, v2, v3 op_sel:[0,0,1,1]",
    "v_fma_f16 v0, v1, v2, v3 op_sel:[1,1,1,1]",
    "v_fma_f16 v255, v255, v255, v255 op_sel:[1,1,1,1]",
    "v_fma_f16 v0, v1, v2, v3 op_sel:[0,0,1,1] clamp",
    "v_fma_f16 v0, -v1, |v2|, v3 op_sel:[1,0,0,1]",
    "v_fma_f16 v0, s1, v2, v3 op_sel:[1,0,0,0]",
    "v_fma_f16 v0, v1, v2, 0x1234 op_sel:[0,0,1,0]",
    "v_fma_f16 v0, v1.h, v2, v3 op_sel:[1,0,0,0]",
    "v_fma_f16 v0, v1.l, v2, v3",
    "v_fma_f16 v0.l, v1, v2.l, v3.l",
    "v_fma_f16 v0.l, v1.l, v2.l, v3.l op_sel:[0,0,1,1]",
    "v_fma_f16 v0, v1, v2, v3",
    "v_mad_u16 v0, v1, v2, v3 op_sel:[1,1,1,1]",
    "v_add_nc_u16 v0, v1, v2 op_sel:[1,1,1]",
    "v_pack_b32_f16 v0, v1, v2 op_sel:[1,1,0]",
    "v_div_fixup_f16 v0, v1, v2, v3 op_sel:[1,0,1,0]",
    "v_add_f16 v0, v1, v2",
    "v_add_f16_e64 v0, v1, v2",
    "v_add_f16 v0, v1, v2 op_sel:[1,1,1]",
    "v_add_f16 v0, 1.0, v2 op_sel:[1,0,0]",
    "v_add_f16 v0, v1.l, v2",
    "v_sqrt_f16 v0, v1",
    "v_cvt_f32_f16 v0, v1",
    "v_cvt_f32_f16 v0, v1.l",
    "v_cmp_eq_f16 vcc_lo, v1, v2",
    "v_cmp_eq_f16_e64 s0, v1, v2",
    "v_cmp_eq_f16_e64 s0, v1, v2 op_sel:[1,1]",
]
ASM = {
    "gfx90a": _PK + _DOT,
    "gfx1010": _PK + _BUS,
    "gfx1030": _PK + _DOT + _BUS,
    "gfx1036": _DOT,
    "gfx1030:+wavefrontsize64": _BUS,
    "gfx1100": _PK + _DOT11 + _BUS + _FAKE16,
    "gfx1150": _PK + _DOT11 + _BUS + _FAKE16,
    "gfx1100:+wavefrontsize64": _PK + [t for t in _FAKE16 if "vcc_lo" not in t],
}
_LITS = ["00003c00", "003c003c", "01000100", "f0fff0ff", "f0ffffff", "18311831", "00000000",
         "01000000", "00c00000", "00c000c0"]
_INLINE = ["80", "81", "c0", "c1", "d0", "f0", "f2", "f5", "f8"]
_PK_BYTES = [f"{c}020078" for c in _INLINE] + [f"ff020078{x}" for x in _LITS]
_DOT_BYTES = [f"{c}020004" for c in _INLINE] + [f"ff020004{x}" for x in _LITS]
DISASM = {
    "gfx90a": _PK_BYTES + [b.replace("020004", "02006e") for b in _DOT_BYTES],
    "gfx1010": _PK_BYTES,
    "gfx1030": _PK_BYTES + _DOT_BYTES,
    "gfx1100": _PK_BYTES + _DOT_BYTES + ["006048d601050e04", "007841d601050e04"],
    "gfx1150": _PK_BYTES + _DOT_BYTES,
}
_ENC = re.compile(r"^\s*(.*?)\s*; encoding: \[([^\]]*)\]", re.M)
_ERR = re.compile(r"error: (.*)")


def _mc(cpu: str, args: list[str], text: str) -> subprocess.CompletedProcess:
    name, *attrs = cpu.split(":")
    cmd = [str(LLVM / "llvm-mc"), "-arch=amdgcn", f"-mcpu={name}", "-show-encoding", *args]
    if attrs:
        cmd.append("-mattr=" + ",".join(attrs))
    return subprocess.run(cmd, input=text + "\n", capture_output=True, text=True)


def asm_answer(cpu: str, text: str) -> list:
    """[cpu, text, bytes hex or None, printed text or error message]."""
    p = _mc(cpu, [], text)
    m = _ENC.search(p.stdout)
    if m:
        data = bytes(int(x, 16) for x in m.group(2).split(","))
        return [cpu, text, data.hex(), m.group(1)]
    e = _ERR.search(p.stderr)
    return [cpu, text, None, e.group(1) if e else p.stderr.strip()]


def disasm_answer(cpu: str, hexbytes: str) -> list:
    """[cpu, bytes hex, text or None when invalid]."""
    data = bytes.fromhex(hexbytes)
    p = _mc(cpu, ["-disassemble"], ",".join(f"0x{b:02x}" for b in data))
    m = _ENC.search(p.stdout)
    return [cpu, hexbytes, m.group(1) if m else None]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=ROOT / "tests/data/isa/rdna_literal_golden.json")
    a = ap.parse_args()
    out = {"asm": [asm_answer(c, t) for c, ts in ASM.items() for t in ts],
           "disasm": [disasm_answer(c, b) for c, bs in DISASM.items() for b in bs]}
    a.out.write_text(json.dumps(out, indent=0) + "\n")
    print(f"{a.out}: {len(out['asm'])} statements, {len(out['disasm'])} encodings")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
