#!/usr/bin/env python3
"""Rebuild the Triton fixtures: Triton kernels compiled for AMD GPUs into tests/data/triton/.

Needs ``triton`` (PyPI; its AMD back end compiles without a GPU), which is NOT a dependency
of the project: ``pip install triton`` before running this script. The tests that run the
fixtures (tests/emu/test_triton.py) need only the committed files.

For each kernel of :data:`KERNELS` and its target this writes

* ``<name>.<mcpu>.hsaco``: the code object (``compiled.asm["hsaco"]``),
* ``<name>.<mcpu>.ll``: Triton's LLVM IR (``compiled.asm["llir"]``), kept for the compiler
  back end to read later,
* ``<name>.<mcpu>.json``: what a launcher needs: the kernel symbol, ``num_warps`` (the
  work-group is ``num_warps * 64`` work-items), ``shared`` (the dynamic LDS bytes the launch
  must give: Triton keeps its shared memory there, as HIP's ``sharedMemBytes``), the
  signature and constexprs, and the Triton version.

Triton kernels take, after their own arguments, hidden pointer arguments of their own
(global scratch and profile scratch; they appear in the code object's metadata as
``global_buffer`` arguments) that may be null when the metadata's
``global_scratch_size``/``profile_scratch_size`` are 0.

Usage: python tools/build_triton_fixtures.py [NAME ...]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "data" / "triton"


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


@triton.jit
def softmax_kernel(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(out_ptr + row * out_stride + cols, e / tl.sum(e, axis=0), mask=mask)


@triton.jit
def layernorm_kernel(x_ptr, y_ptr, w_ptr, b_ptr, stride, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    x_ptr += row * stride
    y_ptr += row * stride
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, n_cols, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + cols, mask=cols < n_cols, other=0.0)
    mean = tl.sum(acc, axis=0) / n_cols
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, n_cols, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + cols, mask=cols < n_cols, other=0.0)
        d = tl.where(cols < n_cols, x - mean, 0.0)
        acc += d * d
    rstd = 1 / tl.sqrt(tl.sum(acc, axis=0) / n_cols + eps)
    for off in range(0, n_cols, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        mask = cols < n_cols
        x = tl.load(x_ptr + cols, mask=mask, other=0.0)
        w = tl.load(w_ptr + cols, mask=mask)
        b = tl.load(b_ptr + cols, mask=mask)
        tl.store(y_ptr + cols, (x - mean) * rstd * w + b, mask=mask)


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        a = tl.load(a_ptr + rm[:, None] * stride_am + (k0 + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k0 + rk)[None, :] < K), other=0.0)
        b = tl.load(b_ptr + (k0 + rk)[:, None] * stride_bk + rn[None, :],
                    mask=((k0 + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc,
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def histogram_kernel(x_ptr, hist_ptr, n, BINS: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    tl.atomic_add(hist_ptr + (x % BINS), 1, mask=mask)


@triton.jit
def cumsum_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=0)
    tl.store(y_ptr + row * n_cols + cols, tl.cumsum(x, axis=0), mask=mask)


@triton.jit
def argmax_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=-float("inf"))
    tl.store(out_ptr + row, tl.argmax(x, axis=0))


@triton.jit
def transpose_kernel(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=mask)
    tl.store(y_ptr + rn[None, :] * M + rm[:, None], x.to(tl.float32) * 2.0, mask=mask)


@triton.jit
def silu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask).to(tl.float32)
    tl.store(y_ptr + offs, (x * tl.sigmoid(x)).to(tl.float16), mask=mask)


#: name -> (kernel, signature, constexprs, num_warps, targets)
KERNELS = {
    "add": (add_kernel, {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"},
            {"BLOCK": 1024}, 4, ("gfx90a",)),
    "softmax": (softmax_kernel, {"out_ptr": "*fp32", "in_ptr": "*fp32", "in_stride": "i32",
                                 "out_stride": "i32", "n_cols": "i32"},
                {"BLOCK": 256}, 4, ("gfx90a",)),
    "layernorm": (layernorm_kernel, {"x_ptr": "*fp32", "y_ptr": "*fp32", "w_ptr": "*fp32",
                                     "b_ptr": "*fp32", "stride": "i32", "n_cols": "i32",
                                     "eps": "fp32"},
                  {"BLOCK": 128}, 4, ("gfx90a",)),
    "matmul_f16": (matmul_kernel, {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp32",
                                   "M": "i32", "N": "i32", "K": "i32", "stride_am": "i32",
                                   "stride_bk": "i32", "stride_cm": "i32"},
                   {"BLOCK_M": 32, "BLOCK_N": 32, "BLOCK_K": 16}, 4, ("gfx90a", "gfx942")),
    # gfx942's FP8 (E4M3FNUZ: Triton's fp8e4b8) on v_mfma_f32_*_fp8_fp8
    "matmul_fp8": (matmul_kernel, {"a_ptr": "*fp8e4b8", "b_ptr": "*fp8e4b8", "c_ptr": "*fp32",
                                   "M": "i32", "N": "i32", "K": "i32", "stride_am": "i32",
                                   "stride_bk": "i32", "stride_cm": "i32"},
                   {"BLOCK_M": 32, "BLOCK_N": 32, "BLOCK_K": 32}, 4, ("gfx942",)),
    "matmul_bf16": (matmul_kernel, {"a_ptr": "*bf16", "b_ptr": "*bf16", "c_ptr": "*fp32",
                                    "M": "i32", "N": "i32", "K": "i32", "stride_am": "i32",
                                    "stride_bk": "i32", "stride_cm": "i32"},
                    {"BLOCK_M": 32, "BLOCK_N": 32, "BLOCK_K": 16}, 4, ("gfx90a",)),
    "histogram": (histogram_kernel, {"x_ptr": "*i32", "hist_ptr": "*i32", "n": "i32"},
                  {"BINS": 64, "BLOCK": 512}, 4, ("gfx90a", "gfx942")),
    "cumsum": (cumsum_kernel, {"x_ptr": "*i32", "y_ptr": "*i32", "n_cols": "i32"},
               {"BLOCK": 256}, 4, ("gfx90a", "gfx942")),
    "argmax": (argmax_kernel, {"x_ptr": "*fp32", "out_ptr": "*i32", "n_cols": "i32"},
               {"BLOCK": 512}, 4, ("gfx90a", "gfx942")),
    "transpose": (transpose_kernel, {"x_ptr": "*fp16", "y_ptr": "*fp32", "M": "i32",
                                     "N": "i32"}, {"BM": 32, "BN": 32}, 4, ("gfx90a", "gfx942")),
    "silu": (silu_kernel, {"x_ptr": "*fp16", "y_ptr": "*fp16", "n": "i32"},
             {"BLOCK": 1024}, 4, ("gfx90a", "gfx942")),
}


def build(name: str) -> list[Path]:
    """Compile kernel ``name`` for each of its targets; return the files written."""
    fn, signature, constexprs, num_warps, targets = KERNELS[name]
    written = []
    for mcpu in targets:
        full = {**signature, **dict.fromkeys(constexprs, "constexpr")}
        src = triton.compiler.ASTSource(fn=fn, signature=full, constexprs=constexprs)
        compiled = triton.compile(src, target=GPUTarget("hip", mcpu, 64),
                                  options={"num_warps": num_warps})
        md = compiled.metadata
        path = {ext: OUT / f"{name}.{mcpu}.{ext}" for ext in ("hsaco", "ll", "json")}
        path["hsaco"].write_bytes(compiled.asm["hsaco"])
        path["ll"].write_text(compiled.asm["llir"])
        info = {"kernel": md.name, "mcpu": mcpu, "num_warps": md.num_warps, "shared": md.shared,
                "global_scratch_size": md.global_scratch_size,
                "profile_scratch_size": md.profile_scratch_size,
                "signature": signature, "constexprs": constexprs,
                "triton_version": triton.__version__}
        path["json"].write_text(json.dumps(info, indent=1) + "\n")
        written += list(path.values())
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", help=f"kernels to build (default: all of {list(KERNELS)})")
    args = ap.parse_args(argv)
    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
    OUT.mkdir(parents=True, exist_ok=True)
    for name in args.names or KERNELS:
        for path in build(name):
            print(f"{path.relative_to(ROOT)}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
