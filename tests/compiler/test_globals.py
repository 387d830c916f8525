"""Globals outside LDS (src/amdgcn/compiler/globaldata.py): constant tables, tables of pointers
and writable globals in the code object, addressed PC-relative; issue 9's class kernels that
use them run on the emulator; initializers of every kind become the right bytes."""

from __future__ import annotations

import numpy as np
import pytest

from amdgcn.compiler import compile_module
from amdgcn.emu import Emulator
from amdgcn.errors import CompileError
from tests.compiler.harness import ALL_CASES, ir_text
from tests.emu.kernels import check


@pytest.mark.parametrize("kernel,level", [("program_scope", 3), ("pointer_tables", 3),
                                          ("calls_tree", 0)])
def test_class_kernels_with_globals(kernel, level):
    file = next(f for f, k in ALL_CASES if k == kernel)
    emu = Emulator(mcpu="gfx90a")
    c = compile_module(ir_text(file, level), kernels=[kernel])
    assert "@rel32@lo+4" in c.asm and "s_getpc_b64" in c.asm
    bad = check(ALL_CASES[(file, kernel)](emu, emu.load(c.code_object()),
                                          np.random.default_rng(1234)))
    assert not bad, "; ".join(bad)


_IR = """
%struct.S = type { i8, i32, [2 x half] }
@s = addrspace(4) constant %struct.S { i8 7, i32 -2, [2 x half] [half 0xH3C00, half 2.0] }
@str = addrspace(4) constant [4 x i8] c"ab\\00c", align 1
@f = addrspace(4) constant <2 x float> <float 1.5, float 0x3FB99999A0000000>, align 8
@z = addrspace(1) global [3 x i32] zeroinitializer, align 4
@p = addrspace(4) constant [2 x ptr addrspace(1)] [ptr addrspace(1) @z, ptr addrspace(1) null]
@ext = external addrspace(1) global i32

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %i) {
  %a = getelementptr i8, ptr addrspace(4) @s, i32 %i
  %b = load i8, ptr addrspace(4) %a
  %c = getelementptr i8, ptr addrspace(4) @str, i32 %i
  %d = load i8, ptr addrspace(4) %c
  %e = getelementptr i8, ptr addrspace(4) @f, i32 %i
  %g = load i8, ptr addrspace(4) %e
  %h = getelementptr i8, ptr addrspace(4) @p, i32 %i
  %j = load i8, ptr addrspace(4) %h
  %x = add i8 %b, %d
  %y = add i8 %g, %j
  %r = add i8 %x, %y
  store i8 %r, ptr addrspace(1) %out
  ret void
}
"""


def _data(asm: str, sym: str) -> list:
    """The data of ``sym``: byte values, with ``.quad`` symbols as strings."""
    body = asm[asm.index(f"\n{sym}:\n") + len(sym) + 3:]
    out = []
    for line in body.splitlines():
        d, _, arg = line.strip().partition("\t")
        if d == ".size":
            return out
        if d == ".byte":
            out += [int(x) for x in arg.split(", ")]
        elif d == ".zero":
            out += [0] * int(arg)
        elif d == ".quad":
            out.append(arg)
    raise AssertionError(sym)


def test_initializer_bytes():
    asm = compile_module(_IR).asm
    # i8 7, 3 bytes of padding, i32 -2, half 1.0, half 2.0
    assert _data(asm, "s") == [7, 0, 0, 0, 254, 255, 255, 255, 0, 60, 0, 64]
    assert _data(asm, "str") == [97, 98, 0, 99]
    assert _data(asm, "f") == [0, 0, 192, 63, 205, 204, 204, 61]      # 1.5f, 0.1f
    assert _data(asm, "p") == ["z"] + [0] * 8
    assert _data(asm, "z") == [0] * 12
    assert ".section\t.data.rel.ro" in asm and ".section\t.data,\"aw\"" in asm


def test_external_global_is_refused():
    ir = _IR.replace("ptr addrspace(4) @s, i32 %i", "ptr addrspace(1) @ext, i32 %i") \
        .replace("load i8, ptr addrspace(4) %a", "load i8, ptr addrspace(1) %a")
    with pytest.raises(CompileError, match="@ext has no initializer"):
        compile_module(ir)
