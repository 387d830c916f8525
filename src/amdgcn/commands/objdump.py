"""Dump code objects like llvm-objdump: ``-d`` disassembly, ``--kd`` kernel descriptors.

``amdgcn objdump --kd FILE`` prints every kernel descriptor as the ``.amdhsa_kernel`` block
``llvm-objdump -D --section=.rodata`` prints for it; ``amdgcn objdump -d FILE`` prints the
executable sections as ``llvm-objdump -d`` does (``TEXT  // ADDR: WORDS`` under labels;
with ``-l`` the function and ``path:line`` from the DWARF line table where they change);
``amdgcn objdump --source-out k.s FILE`` writes the code object as one assembly file that
rebuilds it (see :mod:`amdgcn.codeobj.source`). For an offload bundle with several code
objects, ``--mcpu`` picks the entry; a note says which entry is shown.
"""

from __future__ import annotations

import sys

from amdgcn._io import write_text_atomic
from amdgcn.commands._input import read_code_object
from amdgcn.codeobj.objdump import format_disassembly, format_kernel_descriptors


def add_arguments(parser):
    parser.add_argument("inputs", nargs="+", metavar="FILE")
    parser.add_argument("-d", "--disassemble", action="store_true",
                        help="disassemble the executable sections")
    parser.add_argument("--kd", "--kernel-descriptors", dest="kd", action="store_true",
                        help="print each kernel descriptor as an .amdhsa_kernel block")
    parser.add_argument("--source-out", metavar="FILE", default=None,
                        help="write one reassemblable assembly file (code, descriptors as "
                             ".amdhsa_kernel blocks, metadata) to FILE ('-': stdout)")
    parser.add_argument("--mcpu", default=None, help="processor (default: from e_flags)")
    parser.add_argument("-l", "--line-numbers", dest="line_numbers", action="store_true",
                        help="with -d: the function and source line (DWARF) before the "
                             "instructions, as llvm-objdump -l")


def _note(text: str) -> None:
    sys.stderr.write(f"amdgcn objdump: note: {text}\n")


def run(args) -> int:
    if args.source_out is not None:
        return _source_out(args)
    if not (args.disassemble or args.kd):
        args.disassemble = True
    for path in args.inputs:
        co = read_code_object(path, select=args.mcpu, note=_note)
        name = path   # as given, as llvm-objdump prints it
        if args.kd:
            sys.stdout.write(format_kernel_descriptors(co, name))
        if args.disassemble:
            sys.stdout.write(format_disassembly(co, name, mcpu=args.mcpu,
                                                line_numbers=args.line_numbers))
    return 0


def _source_out(args) -> int:
    """``--source-out FILE``: one input code object written back as assembly."""
    from amdgcn.codeobj.source import format_source
    if len(args.inputs) != 1:
        sys.stderr.write("amdgcn objdump: error: --source-out takes exactly one input file\n")
        return 2
    text = format_source(read_code_object(args.inputs[0], select=args.mcpu, note=_note),
                         mcpu=args.mcpu)
    if args.source_out == "-":
        sys.stdout.write(text)
    else:
        write_text_atomic(args.source_out, text)
    return 0
