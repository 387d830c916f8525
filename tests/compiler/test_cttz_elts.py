"""``llvm.experimental.cttz.elts`` (the index of a vector's first nonzero element), which
clang-22 -O3 makes of a search loop over a small vector (kernelgen seed 2112 on gfx90a was
refused before): ``<N x i1>`` masks and integer vectors, divergent and uniform, against
Python on the emulator."""

from __future__ import annotations

import numpy as np
import pytest

from amdgcn.codeobj import CodeObject
from amdgcn.compiler import compile_module
from amdgcn.emu import Emulator

IR = """define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in,
                                  ptr addrspace(4) %uin) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %id to i64
  %p = getelementptr <4 x i32>, ptr addrspace(1) %in, i64 %i
  %a = load <4 x i32>, ptr addrspace(1) %p, align 16
  %m = icmp sgt <4 x i32> %a, zeroinitializer
  %r = call i64 @llvm.experimental.cttz.elts.i64.v4i1(<4 x i1> %m, i1 false)
  %r2 = call i32 @llvm.experimental.cttz.elts.i32.v4i32(<4 x i32> %a, i1 false)
  %ua = load <4 x i32>, ptr addrspace(4) %uin, align 16
  %um = icmp sgt <4 x i32> %ua, zeroinitializer
  %ur = call i32 @llvm.experimental.cttz.elts.i32.v4i1(<4 x i1> %um, i1 false)
  %ur2 = call i16 @llvm.experimental.cttz.elts.i16.v4i32(<4 x i32> %ua, i1 false)
  %q = getelementptr i64, ptr addrspace(1) %out, i64 %i
  %s = zext i32 %r2 to i64
  %t = mul i64 %s, 100
  %u0 = add i64 %t, %r
  %us = zext i32 %ur to i64
  %us1 = mul i64 %us, 10000
  %us2 = zext i16 %ur2 to i64
  %us3 = mul i64 %us2, 1000000
  %u1 = add i64 %u0, %us1
  %u = add i64 %u1, %us3
  store i64 %u, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.experimental.cttz.elts.i64.v4i1(<4 x i1>, i1)
declare i32 @llvm.experimental.cttz.elts.i32.v4i32(<4 x i32>, i1)
declare i32 @llvm.experimental.cttz.elts.i32.v4i1(<4 x i1>, i1)
declare i16 @llvm.experimental.cttz.elts.i16.v4i32(<4 x i32>, i1)
"""


def _first(vals, pred) -> int:
    return next((k for k, v in enumerate(vals) if pred(v)), len(vals))


@pytest.mark.parametrize("mcpu", ["gfx90a", "gfx942", "gfx900"])
@pytest.mark.parametrize("uniform", [[0, -3, 5, 0], [0, 0, 0, 0], [7, 0, 0, 1]])
def test_cttz_elts_matches_python(mcpu, uniform):
    lanes = 128
    rng = np.random.default_rng(3)
    a = rng.integers(-2, 3, (lanes, 4)).astype(np.int32)
    a[:16] = 0                       # every element zero
    a[16:32] = [[0, 0, 0, -1]]       # only the last one nonzero (negative: no mask bit)
    co = CodeObject.from_bytes(compile_module(IR, mcpu).code_object())
    emu = Emulator(mcpu)
    out = emu.empty((lanes,), np.uint64)
    emu.dispatch(co, "k", grid=(lanes,), workgroup=(lanes,),
                 args=[out, emu.to_device(a), emu.to_device(np.array(uniform, np.int32))])
    got = out.to_numpy()
    ur = _first(uniform, lambda v: v > 0)
    ur2 = _first(uniform, lambda v: v != 0)
    for k in range(lanes):
        want = (_first(a[k], lambda v: v > 0) + 100 * _first(a[k], lambda v: v != 0)
                + 10000 * ur + 1000000 * ur2)
        assert int(got[k]) == want, (k, a[k].tolist(), int(got[k]), want)
