"""Integers of 33 to 63 bits, which instcombine makes when it narrows a 64-bit chain
(kernelgen gfx942 -O3 seed 711213: ``trunc`` to i35, ``and``, ``llvm.bitreverse.i35``,
``zext``, ``uitofp``): held in a register pair with the bits above N undefined and extended
where they matter, as LLVM's type legalizer promotes them. Divergent and uniform operands
against Python on the emulator; anything else on such integers is refused by name."""

from __future__ import annotations

import numpy as np
import pytest

from amdgcn.codeobj import CodeObject
from amdgcn.compiler import compile_module
from amdgcn.emu import Emulator
from amdgcn.errors import CompileError

OPS = ["add", "mul", "lshr5", "ashr7", "udiv", "srem", "ult", "slt", "sext", "rev", "uitofp",
       "sitofp", "fptoui", "eq"]


def _body(x: str, y: str, tag: str) -> str:
    return f"""
  %{tag}a = trunc i64 {x} to i35
  %{tag}b = trunc i64 {y} to i35
  %{tag}b1 = or i35 %{tag}b, 1
  %{tag}0 = add i35 %{tag}a, %{tag}b
  %{tag}1 = mul i35 %{tag}a, %{tag}b
  %{tag}2 = lshr i35 %{tag}a, 5
  %{tag}3 = ashr i35 %{tag}a, 7
  %{tag}4 = udiv i35 %{tag}a, %{tag}b1
  %{tag}5 = srem i35 %{tag}a, %{tag}b1
  %{tag}c6 = icmp ult i35 %{tag}a, %{tag}b
  %{tag}6 = zext i1 %{tag}c6 to i35
  %{tag}c7 = icmp slt i35 %{tag}a, %{tag}b
  %{tag}7 = zext i1 %{tag}c7 to i35
  %{tag}m = and i35 %{tag}a, 4294967295
  %{tag}9 = call i35 @llvm.bitreverse.i35(i35 %{tag}m)
  %{tag}f = uitofp i35 %{tag}9 to double
  %{tag}g = sitofp i35 %{tag}a to double
  %{tag}h = fmul double %{tag}f, 0.5
  %{tag}12 = fptoui double %{tag}h to i35
  %{tag}c13 = icmp eq i35 %{tag}a, %{tag}b
  %{tag}13 = zext i1 %{tag}c13 to i35
"""


def _stores(tag: str, base: str) -> str:
    vals = [f"%{tag}{k}" for k in (0, 1, 2, 3, 4, 5, 6, 7)]
    out = []
    for k, v in enumerate(vals):
        out.append(f"  %{tag}z{k} = zext i35 {v} to i64\n"
                   f"  %{tag}p{k} = getelementptr i64, ptr addrspace(1) {base}, i64 {k}\n"
                   f"  store i64 %{tag}z{k}, ptr addrspace(1) %{tag}p{k}\n")
    extra = [(8, f"sext i35 %{tag}a to i64"), (9, f"zext i35 %{tag}9 to i64"),
             (10, f"bitcast double %{tag}f to i64"), (11, f"bitcast double %{tag}g to i64"),
             (12, f"zext i35 %{tag}12 to i64"), (13, f"zext i35 %{tag}13 to i64")]
    for k, e in extra:
        out.append(f"  %{tag}z{k} = {e}\n"
                   f"  %{tag}p{k} = getelementptr i64, ptr addrspace(1) {base}, i64 {k}\n"
                   f"  store i64 %{tag}z{k}, ptr addrspace(1) %{tag}p{k}\n")
    return "".join(out)


IR = f"""define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %ux,
                                  i64 %uy) {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %id to i64
  %px = getelementptr i64, ptr addrspace(1) %in, i64 %i
  %x = load i64, ptr addrspace(1) %px
  %i2 = add i64 %i, 64
  %py = getelementptr i64, ptr addrspace(1) %in, i64 %i2
  %y = load i64, ptr addrspace(1) %py
{_body("%x", "%y", "d")}{_body("%ux", "%uy", "u")}
  %row = mul i64 %i, 28
  %o = getelementptr i64, ptr addrspace(1) %out, i64 %row
  %ou = getelementptr i64, ptr addrspace(1) %o, i64 14
{_stores("d", "%o")}{_stores("u", "%ou")}  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i35 @llvm.bitreverse.i35(i35)
"""

N = 35
MASK = (1 << N) - 1


def _s(v: int) -> int:
    v &= MASK
    return v - (1 << N) if v >> (N - 1) else v


def _rev(v: int) -> int:
    return int(f"{v & MASK:035b}"[::-1], 2)


def _f64_bits(v: float) -> int:
    return int(np.array(v, np.float64).view(np.uint64))


def _expected(x: int, y: int) -> list:
    a, b = x & MASK, y & MASK
    b1 = b | 1
    q = abs(_s(a)) % abs(_s(b1)) * (1 if _s(a) >= 0 else -1)
    r9 = _rev(a & 0xFFFFFFFF)
    f = float(r9)
    return [(a + b) & MASK, (a * b) & MASK, a >> 5, (_s(a) >> 7) & MASK, a // b1, q & MASK,
            int(a < b), int(_s(a) < _s(b)), _s(a) & ((1 << 64) - 1), r9, _f64_bits(f),
            _f64_bits(float(_s(a))), int(f * 0.5) & MASK, int(a == b)]


@pytest.mark.parametrize("mcpu", ["gfx90a", "gfx942", "gfx900"])
def test_i35_against_python(mcpu):
    lanes = 64
    rng = np.random.default_rng(35)
    vals = rng.integers(0, 1 << 63, 2 * lanes, dtype=np.uint64) * np.uint64(2) + \
        rng.integers(0, 2, 2 * lanes, dtype=np.uint64)
    edges = [0, 1, MASK, 1 << 34, (1 << 34) - 1, 0xFFFFFFFF, 1 << 32, (1 << 64) - 1]
    for k, e in enumerate(edges):
        vals[k], vals[lanes + k] = e, edges[(k * 3 + 1) % len(edges)]
    vals[lanes + 10] = vals[10]                    # equal operands
    ux, uy = 0x7FFF_0000_F234_5678, 0x3000_0007_0000_0007
    co = CodeObject.from_bytes(compile_module(IR, mcpu).code_object())
    emu = Emulator(mcpu)
    out = emu.empty((lanes, 28), np.uint64)
    emu.dispatch(co, "k", grid=(lanes,), workgroup=(lanes,),
                 args=[emu.to_device(vals), out, ux, uy])
    got = out.to_numpy()
    for k in range(lanes):
        want = _expected(int(vals[k]), int(vals[lanes + k])) + _expected(ux, uy)
        for j, w in enumerate(want):
            assert int(got[k, j]) == w, (k, j, hex(int(vals[k])), hex(int(vals[lanes + k])),
                                         hex(int(got[k, j])), hex(w))


def test_other_uses_of_odd_widths_are_refused_by_name():
    ir = """define amdgpu_kernel void @k(ptr addrspace(1) %p, i64 %x) {
  %a = trunc i64 %x to i35
  store i35 %a, ptr addrspace(1) %p
  ret void
}
"""
    with pytest.raises(CompileError, match="33 to 63 bits in 'store'"):
        compile_module(ir, "gfx90a")
