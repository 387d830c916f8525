"""64-bit SALU constants: a value that is no inline constant goes into an SALU instruction as
the 32-bit literal only in [0, 2**31), where zero and sign extension agree
(``isel.literal64_ok``); others are two 32-bit moves. Kernelgen gfx908/gfx90a -O3 seed 300228
moved -31 with ``s_mov_b64 s[8:9], 0xffffffffffffffe1``, which the emulator (and LLVM's
model) reads as 0x00000000ffffffe1."""

from __future__ import annotations

import re

import numpy as np
import pytest

from amdgcn.codeobj import CodeObject
from amdgcn.compiler import compile_module
from amdgcn.compiler.isel import literal64_ok
from amdgcn.emu import Emulator

CONSTANTS = [-31, -17, -(1 << 31), (1 << 31) - 1, 1 << 31, 0xFFFFFFE1, 0x123456789, -(1 << 40),
             65, 64, -16]


def _ir(c: int) -> str:
    return f"""define amdgpu_kernel void @k(ptr addrspace(1) %out, i64 %x, i32 %sel) {{
  %c = icmp eq i32 %sel, 0
  %s = select i1 %c, i64 {c}, i64 %x
  %a = and i64 %x, {c}
  %o = or i64 %s, {c}
  %x2 = xor i64 %a, %o
  %p1 = getelementptr i64, ptr addrspace(1) %out, i64 1
  %p2 = getelementptr i64, ptr addrspace(1) %out, i64 2
  store i64 %s, ptr addrspace(1) %out
  store i64 %a, ptr addrspace(1) %p1
  store i64 %x2, ptr addrspace(1) %p2
  ret void
}}
"""


def test_literal64_ok_is_the_range_where_both_extensions_agree():
    assert literal64_ok(0) and literal64_ok((1 << 31) - 1)
    assert not literal64_ok(1 << 31) and not literal64_ok(-1) and not literal64_ok(-31)
    assert not literal64_ok(0xFFFFFFE1) and not literal64_ok(1 << 32)


@pytest.mark.parametrize("c", CONSTANTS)
@pytest.mark.parametrize("mcpu", ["gfx90a", "gfx908"])
def test_uniform_64_bit_constants(mcpu, c):
    compiled = compile_module(_ir(c), mcpu)
    for m in re.finditer(r"\ts_\w+_b64 [^\n]*?, (0x[0-9a-f]+|-?\d+)\b", compiled.asm):
        v = int(m.group(1), 0)
        assert -16 <= v <= 64 or 0 <= v < 1 << 31, m.group(0)
    co = CodeObject.from_bytes(compiled.code_object())
    emu = Emulator(mcpu)
    m64 = (1 << 64) - 1
    x = 0x0F0F_F0F0_1234_8765
    for sel in (0, 1):
        out = emu.empty((3,), np.uint64)
        emu.dispatch(co, "k", grid=(1,), workgroup=(1,), args=[out, x, sel])
        s = (c if sel == 0 else x) & m64
        a = x & c & m64
        want = [s, a, a ^ ((s | c) & m64)]
        assert [int(v) for v in out.to_numpy()] == want, (hex(c), sel)
