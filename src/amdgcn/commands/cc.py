"""Compile OpenCL C to a gfx90a code object: clang-22 makes the IR, amdgcn's back end the rest.

``amdgcn cc --mcpu=gfx90a k.cl -o k.hsaco`` runs ``clang -x cl -target amdgcn-amd-amdhsa
-mcpu=gfx90a -nogpulib -S -emit-llvm`` (clang-22 from PATH or /usr/lib/llvm-22/bin), then
compiles the IR like ``amdgcn llc --link``. ``-S`` writes assembly, ``-c`` an object;
``-I``, ``-D`` and ``-include`` go to clang.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from amdgcn.commands.llc import compile_and_write
from amdgcn.errors import CompileError

CLANG_DIRS = ("/usr/lib/llvm-22/bin",)


def find_clang() -> str:
    """The clang-22 executable.

    Raises:
        CompileError: when none is found, saying how to install it.
    """
    for name in ("clang-22",):
        p = shutil.which(name)
        if p:
            return p
    for d in CLANG_DIRS:
        p = os.path.join(d, "clang")
        if os.access(p, os.X_OK):
            return p
    p = shutil.which("clang")
    if p:
        out = subprocess.run([p, "--version"], capture_output=True, text=True,
                             check=False).stdout
        if "version 22." in out:
            return p
    raise CompileError("clang-22 not found (on PATH or in /usr/lib/llvm-22/bin); install it "
                       "with 'apt install clang-22' (apt.llvm.org) to compile OpenCL C")


def add_arguments(parser):
    parser.add_argument("input", metavar="FILE", help="OpenCL C source (.cl)")
    parser.add_argument("-o", "--output", metavar="OUT")
    parser.add_argument("--mcpu", "-mcpu", default="gfx90a")
    parser.add_argument("-S", dest="asm", action="store_true", help="write assembly")
    parser.add_argument("-c", dest="obj", action="store_true", help="write a relocatable object")
    parser.add_argument("-I", dest="includes", action="append", default=[], metavar="DIR")
    parser.add_argument("-D", dest="defines", action="append", default=[], metavar="NAME[=V]")
    parser.add_argument("-include", "--include", dest="preinclude", action="append", default=[])
    for level in "0123":
        parser.add_argument(f"-O{level}", dest="opt", action="store_const", const=int(level))
    parser.add_argument("--print-after", action="append", default=[], metavar="PASS")
    parser.set_defaults(opt=3)


def clang_ir(source: str, args) -> str:
    cmd = [find_clang(), "-x", "cl", "-Xclang", "-finclude-default-header", "-cl-std=CL2.0",
           "-target", "amdgcn-amd-amdhsa", f"-mcpu={args.mcpu}", "-nogpulib", f"-O{args.opt}",
           *[f"-I{d}" for d in args.includes], *[f"-D{d}" for d in args.defines],
           *[x for f in args.preinclude for x in ("-include", f)],
           "-S", "-emit-llvm", "-o", "-", source]
    res = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if res.returncode != 0:
        raise CompileError("clang failed:\n" + res.stderr.strip())
    return res.stdout


def run(args) -> int:
    if not Path(args.input).is_file():
        raise CompileError(f"{args.input}: no such file")
    ir = clang_ir(args.input, args)
    args.link = not (args.asm or args.obj)
    args.filetype = "obj" if args.obj else "asm"
    args.kernel = None
    stem = str(Path(args.input).with_suffix(""))
    return compile_and_write(ir, args, default_stem=stem)
