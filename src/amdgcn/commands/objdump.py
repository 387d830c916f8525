"""Dump code objects like llvm-objdump: ``-d`` disassembly, ``--kd`` kernel descriptors.

``amdgcn objdump --kd FILE`` prints every kernel descriptor as the ``.amdhsa_kernel`` block
``llvm-objdump -D --section=.rodata`` prints for it; ``amdgcn objdump -d FILE`` prints the
executable sections as ``llvm-objdump -d`` does (``TEXT  // ADDR: WORDS`` under labels).
"""

from __future__ import annotations

import sys
from pathlib import Path

from amdgcn.codeobj import CodeObject
from amdgcn.codeobj.objdump import format_disassembly, format_kernel_descriptors


def add_arguments(parser):
    parser.add_argument("inputs", nargs="+", metavar="FILE")
    parser.add_argument("-d", "--disassemble", action="store_true",
                        help="disassemble the executable sections")
    parser.add_argument("--kd", "--kernel-descriptors", dest="kd", action="store_true",
                        help="print each kernel descriptor as an .amdhsa_kernel block")
    parser.add_argument("--mcpu", default=None, help="processor (default: from e_flags)")


def run(args) -> int:
    if not (args.disassemble or args.kd):
        args.disassemble = True
    for path in args.inputs:
        co = CodeObject.from_file(path)
        name = path   # as given, as llvm-objdump prints it
        if args.kd:
            sys.stdout.write(format_kernel_descriptors(co, name))
        if args.disassemble:
            sys.stdout.write(format_disassembly(co, name, mcpu=args.mcpu))
    return 0
