"""Rebuild the debug-information assembler goldens (``tests/data/asm/debuginfo/``).

Inputs:

* ``clang/<name>.O<level>.s.gz``: clang-22 ``-g`` assembly of every OpenCL kernel of
  ``tests/data/emu/src`` (gfx90a, -O0 and -O2, compilation directory ``.``);
* ``triton/<name>.s.gz``: Triton's AMDGPU assembly (``compiled.asm["amdgcn"]``) for gfx90a
  of the kernels in :data:`TRITON_KERNELS`, when ``--triton-python`` names a Python with
  Triton (Triton compiles for gfx90a without a GPU); kept as they are otherwise;
* ``cases/*.s``: hand-written cases (``.file``/``.loc`` forms, every ``.cfi_*`` rule,
  ``.uleb128``/``.sleb128``), committed as written.

For the objects of :data:`DUMPED`, ``<stem>.line.txt`` holds ``llvm-dwarfdump --debug-line``'s
text after its ``.debug_line contents:`` line and ``<stem>.objdump-l.txt.gz``
``llvm-objdump -d -l --no-show-raw-insn``'s text after its file-format line.

For each input and each variant of :data:`CASE_VARIANTS` (DWARF versions, triples and
processors) llvm-mc-22 writes the expected object ``<stem>[.<variant>].o.gz`` with
``-fdebug-compilation-dir=/build``; ``manifest.json`` lists them for
``tests/asm/test_debuginfo.py``.

Usage: ``python tools/gen_debuginfo_goldens.py [--llvm /usr/lib/llvm-22/bin]
[--triton-python /path/to/python]``
"""

from __future__ import annotations

import argparse
import gzip
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "asm" / "debuginfo"
EMU_SRC = ROOT / "tests" / "data" / "emu" / "src"
COMPILATION_DIR = "/build"
FLAGS_PREFIX = "// clang-flags:"

#: (variant name, triple, processor, DWARF version or None for llvm-mc's default)
DEFAULT_VARIANT = ("", "amdgcn-amd-amdhsa", "gfx90a", None)
CASE_VARIANTS = [
    DEFAULT_VARIANT,
    ("dwarf2", "amdgcn-amd-amdhsa", "gfx90a", 2),
    ("dwarf3", "amdgcn-amd-amdhsa", "gfx90a", 3),
    ("dwarf5", "amdgcn-amd-amdhsa", "gfx90a", 5),
    ("gfx900-noos", "amdgcn--", "gfx900", None),
    ("gfx942", "amdgcn-amd-amdhsa", "gfx942", None),
    ("tahiti", "amdgcn-amd-amdhsa", "tahiti", None),
    ("gfx803-mesa", "amdgcn-mesa-mesa3d", "gfx803", None),
]

#: the goldens whose line tables and objdump -l listings are kept as text
DUMPED = ["clang/algo.O2.o.gz", "clang/reduce.O0.o.gz", "triton/softmax.o.gz",
          *[f"cases/{n}.o.gz" for n in ("loc_v4", "loc_v5", "loc_source", "cfi_both")],
          "cases/loc_v4.dwarf2.o.gz", "cases/loc_v5.gfx900-noos.o.gz"]

TRITON_KERNELS = r'''
import sys
import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m),
             mask=m)

@triton.jit
def softmax_kernel(out_ptr, in_ptr, stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(in_ptr + row * stride + offs, mask=offs < n_cols, other=-float('inf'))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(out_ptr + row * stride + offs, e / tl.sum(e, axis=0), mask=offs < n_cols)

@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr,
                  BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)

@triton.jit
def layernorm_kernel(x_ptr, y_ptr, w_ptr, n, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + row * n + offs, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / n
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / n
    y = d / tl.sqrt(var + eps) * tl.load(w_ptr + offs, mask=m)
    tl.store(y_ptr + row * n + offs, y, mask=m)

target = GPUTarget("hip", "gfx90a", 64)
jobs = [
    ("add", add_kernel, {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32",
                         "BLOCK": "constexpr"}, {"BLOCK": 1024}),
    ("softmax", softmax_kernel, {"out_ptr": "*fp32", "in_ptr": "*fp32", "stride": "i32",
                                 "n_cols": "i32", "BLOCK": "constexpr"}, {"BLOCK": 256}),
    ("matmul", matmul_kernel, {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp32",
                               "M": "i32", "N": "i32", "K": "i32", "BM": "constexpr",
                               "BN": "constexpr", "BK": "constexpr"},
     {"BM": 64, "BN": 64, "BK": 32}),
    ("layernorm", layernorm_kernel, {"x_ptr": "*fp32", "y_ptr": "*fp32", "w_ptr": "*fp32",
                                     "n": "i32", "eps": "fp32", "BLOCK": "constexpr"},
     {"BLOCK": 512}),
]
for name, fn, sig, consts in jobs:
    k = triton.compile(ASTSource(fn=fn, signature=sig, constexprs=consts), target=target)
    with open(f"{sys.argv[1]}/{name}.s", "w") as f:
        f.write(k.asm["amdgcn"])
'''


def _write_gz(path: Path, data: bytes) -> None:
    """gzip without a timestamp or name, so a rebuild with equal input is byte-identical."""
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0,
                                                 filename="") as f:
        f.write(data)


def read_text(path: Path) -> str:
    """An input's text (``.s`` or ``.s.gz``)."""
    data = path.read_bytes()
    if path.suffix == ".gz":
        data = gzip.decompress(data)
    return data.decode("utf-8")


def clang_inputs(llvm: Path) -> None:
    """clang-22 -g assembly of the emulator's OpenCL kernels."""
    out = OUT / "clang"
    out.mkdir(parents=True, exist_ok=True)
    for src in sorted(EMU_SRC.glob("*.cl")):
        first = src.read_text().splitlines()[:1]
        extra = first[0][len(FLAGS_PREFIX):].split() if first and first[0].startswith(
            FLAGS_PREFIX) else []
        for level in ("0", "2"):
            cmd = [str(llvm / "clang"), "-x", "cl", "-Xclang", "-finclude-default-header",
                   "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx90a",
                   "-nogpulib", f"-O{level}", "-g", "-fdebug-compilation-dir=.", *extra,
                   "-I", str(EMU_SRC.relative_to(ROOT)), "-S", "-o", "-",
                   str(src.relative_to(ROOT))]
            asm = subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True).stdout
            _write_gz(out / f"{src.stem}.O{level}.s.gz", asm)


def triton_inputs(python: str) -> None:
    """Triton's assembly for gfx90a (needs a Python with Triton)."""
    out = OUT / "triton"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "triton_kernels.py"
        script.write_text(TRITON_KERNELS)
        subprocess.run([python, str(script), tmp], cwd=tmp, check=True)
        for asm in sorted(Path(tmp).glob("*.s")):
            _write_gz(out / f"{asm.stem}.s.gz", asm.read_bytes())


def llvm_mc(llvm: Path, text: str, triple: str, mcpu: str, version: int | None) -> bytes:
    """llvm-mc-22's object for ``text``."""
    with tempfile.TemporaryDirectory() as tmp:
        src, obj = Path(tmp) / "in.s", Path(tmp) / "out.o"
        src.write_text(text)
        cmd = [str(llvm / "llvm-mc"), f"-triple={triple}", f"-mcpu={mcpu}", "-filetype=obj",
               f"-fdebug-compilation-dir={COMPILATION_DIR}", str(src), "-o", str(obj)]
        if version is not None:
            cmd.append(f"-dwarf-version={version}")
        subprocess.run(cmd, check=True, cwd=tmp)
        return obj.read_bytes()


def goldens(llvm: Path) -> list[dict]:
    """Every input's expected objects; returns the manifest entries."""
    entries = []
    inputs = sorted(OUT.glob("clang/*.s.gz")) + sorted(OUT.glob("triton/*.s.gz"))
    for path in inputs:
        entries.append(_golden(llvm, path, DEFAULT_VARIANT))
    for path in sorted(OUT.glob("cases/*.s")):
        for variant in CASE_VARIANTS:
            entries.append(_golden(llvm, path, variant))
    return entries


def _golden(llvm: Path, path: Path, variant: tuple) -> dict:
    name, triple, mcpu, version = variant
    stem = path.name.removesuffix(".gz").removesuffix(".s")
    golden = path.parent / (f"{stem}.{name}.o.gz" if name else f"{stem}.o.gz")
    _write_gz(golden, llvm_mc(llvm, read_text(path), triple, mcpu, version))
    return {"input": str(path.relative_to(OUT)), "golden": str(golden.relative_to(OUT)),
            "triple": triple, "mcpu": mcpu, "dwarf_version": version}


def dumps(llvm: Path) -> None:
    """llvm-dwarfdump --debug-line and llvm-objdump -d -l texts of :data:`DUMPED`."""
    for rel in DUMPED:
        golden = OUT / rel
        stem = golden.name.removesuffix(".o.gz")
        with tempfile.TemporaryDirectory() as tmp:
            obj = Path(tmp) / "in.o"
            obj.write_bytes(gzip.decompress(golden.read_bytes()))
            line = subprocess.run([str(llvm / "llvm-dwarfdump"), "--debug-line", str(obj)],
                                  check=True, capture_output=True, text=True).stdout
            (golden.parent / f"{stem}.line.txt").write_text(
                line.split(".debug_line contents:\n", 1)[1])
            listing = subprocess.run([str(llvm / "llvm-objdump"), "-d", "-l",
                                      "--no-show-raw-insn", str(obj)], check=True,
                                     capture_output=True, text=True).stdout
            _write_gz(golden.parent / f"{stem}.objdump-l.txt.gz",
                      listing.split("file format elf64-amdgpu\n", 1)[1].encode())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llvm", type=Path, default=Path("/usr/lib/llvm-22/bin"))
    ap.add_argument("--triton-python", default=None,
                    help="a Python with Triton installed (Triton inputs are kept otherwise)")
    args = ap.parse_args()
    clang_inputs(args.llvm)
    if args.triton_python:
        triton_inputs(args.triton_python)
    manifest = goldens(args.llvm)
    (OUT / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    dumps(args.llvm)
    print(f"{len(manifest)} goldens in {OUT.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
