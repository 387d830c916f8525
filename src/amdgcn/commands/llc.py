"""Compile LLVM IR for gfx90a (gfx942, gfx908, gfx900) with amdgcn's own back end, like ``llc``.

``amdgcn llc --mcpu=gfx90a k.ll -o k.s`` writes llvm-mc assembly (``.amdhsa_kernel`` blocks
and ``.amdgpu_metadata``); ``--filetype=obj -o k.o`` a relocatable object; ``--link -o
k.hsaco`` a loadable code object. The input is IR text (``.ll``) or bitcode (``.bc``), ``-``
for stdin. ``--print-after=PASS`` (or ``all``) prints the kernel after that pass on stderr.
``--fp-contract=fast`` fuses every fmul+fadd into an fma, as llc's option and Triton's own
back end do (``on``, the default, only where the IR's ``contract`` flags allow).
``--calls=all`` makes every call of a ``noinline`` function a real call (as llc -O0 does),
``--calls=recursive`` only recursion; the default ``noinline`` also inlines -O0's ``optnone``
helpers. Nothing is written when compiling fails.
"""

from __future__ import annotations

import sys
from pathlib import Path

from amdgcn._io import write_bytes_atomic
from amdgcn.errors import CompileError


def add_arguments(parser):
    parser.add_argument("input", metavar="FILE", help="LLVM IR (.ll) or bitcode (.bc); - for stdin")
    parser.add_argument("-o", "--output", metavar="OUT", help="output file (default: stdout for "
                        "assembly, FILE with .o/.hsaco for objects)")
    parser.add_argument("--mcpu", default="gfx90a", help="processor (default gfx90a)")
    parser.add_argument("--filetype", choices=("asm", "obj"), default="asm")
    parser.add_argument("--link", action="store_true", help="write a linked code object (.hsaco)")
    for level in "0123":
        parser.add_argument(f"-O{level}", dest="opt", action="store_const", const=int(level))
    parser.add_argument("--print-after", action="append", default=[], metavar="PASS",
                        help="print the program after PASS (isel, phis, exec-mask, dce, "
                             "regalloc, frame, lower, waitcnt, hazards, or all)")
    parser.add_argument("--fp-contract", choices=("off", "on", "fast"), default="on",
                        help="fuse fmul+fadd into fma: fast (always), on (where the IR's "
                             "contract flags allow; default), off")
    parser.add_argument("--calls", choices=("recursive", "noinline", "all"), default="noinline",
                        help="which calls are real calls, not inlined: recursion only, also "
                             "noinline functions but -O0's optnone ones (default), all "
                             "noinline functions")
    parser.add_argument("--kernel", action="append", default=None, metavar="NAME",
                        help="compile only this kernel (repeatable)")
    parser.set_defaults(opt=2)


def read_ir(path: str):
    """IR text or bitcode bytes of ``path`` (``-`` for stdin)."""
    data = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
    if data[:4] in (b"BC\xc0\xde", b"\xde\xc0\x17\x0b"):
        return data
    try:
        return data.decode()
    except UnicodeDecodeError:
        raise CompileError(f"{path}: neither LLVM IR text nor bitcode") from None


def compile_and_write(ir, args, *, default_stem: str) -> int:
    from amdgcn.compiler import PASS_NAMES, compile_module
    bad = [p for p in args.print_after if p != "all" and p not in PASS_NAMES]
    if bad:
        raise CompileError(f"unknown pass '{bad[0]}' for --print-after (passes: "
                           f"{', '.join(PASS_NAMES)}, all)")
    compiled = compile_module(ir, args.mcpu, opt=args.opt, print_after=tuple(args.print_after),
                              kernels=args.kernel,
                              fp_contract=getattr(args, "fp_contract", "on"),
                              calls=getattr(args, "calls", "noinline"))
    if args.link:
        data = compiled.code_object()
        _write(args.output or f"{default_stem}.hsaco", data)
    elif args.filetype == "obj":
        data = compiled.object()
        _write(args.output or f"{default_stem}.o", data)
    elif args.output and args.output != "-":
        _write(args.output, compiled.asm.encode())
    else:
        sys.stdout.write(compiled.asm)
    return 0


def _write(path: str, data: bytes) -> None:
    if path == "-":
        sys.stdout.buffer.write(data)
    else:
        write_bytes_atomic(path, data)


def run(args) -> int:
    ir = read_ir(args.input)
    stem = "out" if args.input == "-" else str(Path(args.input).with_suffix(""))
    return compile_and_write(ir, args, default_stem=stem)
