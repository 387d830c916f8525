#!/usr/bin/env python3
"""Write the memory-family golden files ``tests/data/isa/mem_<cpu>.txt`` from LLVM 22.

Each line is llvm-mc's listing of one statement: ``<text> ; encoding: [0x..,...]`` (the text
as LLVM prints it back). The statements are the forms clang emits (global/flat/scratch/buffer
loads, stores and atomics, LDS reads/writes/atomics, swizzle, permute) plus the modifiers of
every memory encoding. Usage: ``python tools/gen_memory_golden.py``.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LLVM_MC = "/usr/lib/llvm-22/bin/llvm-mc"

COMMON = """\
ds_write_b32 v1, v2
ds_write_b32 v1, v2 offset:65535
ds_read_b32 v1, v2 offset:16
ds_read_b64 v[2:3], v1
ds_write_b64 v1, v[2:3] offset:8
ds_read2_b32 v[2:3], v1 offset0:1 offset1:255
ds_write2_b32 v1, v2, v3 offset0:4 offset1:8
ds_read2st64_b64 v[4:7], v1 offset1:1
ds_add_u32 v1, v2
ds_add_rtn_u32 v3, v1, v2 offset:4
ds_cmpst_rtn_b32 v3, v1, v2, v4
ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,0,1,2,3)
ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,16)
ds_swizzle_b32 v1, v2 offset:swizzle(REVERSE,8)
ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,4,1)
ds_swizzle_b32 v1, v2 offset:swizzle(BITMASK_PERM,"01pip")
ds_bpermute_b32 v1, v2, v3
ds_permute_b32 v1, v2, v3 offset:4
buffer_load_dword v1, off, s[4:7], s2
buffer_load_dword v1, v2, s[4:7], 0 offen offset:4095 glc
buffer_load_dwordx4 v[0:3], v2, s[8:11], s3 idxen
buffer_store_dword v1, v2, s[0:3], s4 offen offset:4
buffer_atomic_add v1, v2, s[4:7], -1 offen glc
buffer_atomic_cmpswap v[2:3], v4, s[4:7], s1 offen glc
buffer_wbinvl1
tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_NUM_FORMAT_USCALED]
tbuffer_store_format_xy v[1:2], v3, s[4:7], s0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen
"""
FLAT = """\
flat_load_dword v1, v[2:3]
flat_store_dword v[2:3], v1
flat_atomic_add v1, v[2:3], v4 glc
flat_atomic_cmpswap_x2 v[0:1], v[2:3], v[4:7] glc
"""
GFX9 = """\
flat_load_dword v1, v[2:3] offset:4095
global_load_dword v1, v[2:3], off
global_load_dword v1, v2, s[4:5] offset:-16
global_load_dwordx2 v[0:1], v[2:3], off offset:8
global_load_dwordx4 v[0:3], v2, s[6:7]
global_store_dword v[2:3], v1, off
global_store_dwordx4 v2, v[4:7], s[0:1] offset:16
global_atomic_add v1, v[2:3], v4, off glc
global_atomic_cmpswap v1, v2, v[4:5], s[0:1] glc
scratch_load_dword v1, v2, off offset:4
scratch_load_dword v1, off, s4 offset:-4
scratch_store_dword off, v1, s3
scratch_store_dwordx2 v1, v[2:3], off
ds_read_u16_d16_hi v1, v2
"""
GFX90A = """\
global_load_dword v1, v[2:3], off glc slc scc
global_atomic_add_f64 v[0:1], v[2:3], v[4:5], off glc
global_atomic_add_f32 v1, v[2:3], v4, off glc
global_atomic_pk_add_f16 v1, v2, v4, s[2:3]
ds_write_b32 v1, a2
ds_read_b64 a[2:3], v1
global_load_dword a1, v[2:3], off
buffer_load_dword v1, v2, s[4:7], 0 offen offset:4095 glc slc scc
ds_add_f64 v1, v[2:3]
"""
GFX940 = """\
global_load_dword v1, v[2:3], off sc0 nt sc1
scratch_load_dword v1, v2, s2 offset:-7
buffer_load_dword v1, v[2:3], s[4:7], s1 idxen offen offset:7 sc0 nt sc1
global_load_lds_dword v[2:3], off
"""
GFX6 = """\
buffer_load_dword v1, v[2:3], s[4:7], s1 addr64 offset:7 glc slc
buffer_load_dword v[1:2], v[2:3], s[4:7], s1 idxen offen offset:7 glc slc tfe
ds_read_b32 v1, v2 offset:16 gds
"""

CPUS = {
    "tahiti": COMMON + GFX6,
    "bonaire": COMMON + GFX6 + FLAT,
    "tonga": COMMON + FLAT,
    "gfx900": COMMON + FLAT + GFX9,
    "gfx90a": COMMON + FLAT + GFX9 + GFX90A,
    "gfx942": COMMON.replace(" glc", " sc0").replace("buffer_wbinvl1\n", "")
    + FLAT.replace(" glc", " sc0") + GFX9.replace(" glc", " sc0") + GFX940,
}


def main() -> int:
    out_dir = ROOT / "tests/data/isa"
    for cpu, src in CPUS.items():
        r = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"],
                           input=src, capture_output=True, text=True)
        lines = []
        for line in r.stdout.splitlines():
            m = re.match(r"\s+(\S.*?)\s*; encoding: (\[.*\])", line)
            if m:
                lines.append(f"{m.group(1)} ; encoding: {m.group(2)}")
        for e in r.stderr.splitlines():
            if ": error:" in e:
                print(cpu, e)
        (out_dir / f"mem_{cpu}.txt").write_text("\n".join(lines) + "\n")
        print(cpu, len(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
