"""Assemble AMDGPU assembly in LLVM's syntax, like llvm-mc.

With ``--show-encoding`` prints each instruction as ``<text> ; encoding: [0x..,0x..]``;
errors go to stderr as ``FILE:LINE:COL: error: MESSAGE`` with the line and a caret, and every
error of the file is reported (exit 1). ``--disassemble`` reads byte lines instead, like
``llvm-mc --disassemble``.
"""

from __future__ import annotations

import sys

from amdgcn.asm.assembler import assemble_listing, format_listing_line
from amdgcn.isa.isatarget import isa_target


def add_arguments(parser):
    parser.add_argument("input", nargs="?", default="-", metavar="FILE",
                        help="input file ('-' or none for stdin)")
    parser.add_argument("--mcpu", required=True, help="processor, e.g. gfx90a, tonga, tahiti")
    parser.add_argument("--show-encoding", action="store_true", help="print encodings")
    parser.add_argument("--disassemble", action="store_true",
                        help="read llvm-mc --disassemble byte lines instead")
    parser.add_argument("--arch", default="amdgcn", help="accepted for llvm-mc compatibility")
    parser.add_argument("--triple", default=None, help="accepted for llvm-mc compatibility")
    parser.add_argument("--filetype", choices=("asm", "obj"), default="asm")
    parser.add_argument("-o", dest="output", default="-", help="output file")
    parser.add_argument("--link", action="store_true", help="link into a loadable code object")


def read_input(path: str) -> tuple[str, str]:
    """The text of ``path`` (``-`` is stdin) and the name used in diagnostics."""
    if path == "-":
        return sys.stdin.read(), "<stdin>"
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        return f.read(), path


def run(args) -> int:
    isa_target(args.mcpu)  # an unknown processor is an error, never a silent fallback
    if args.disassemble:
        from amdgcn.commands import disasm
        return disasm.run(args)
    if args.filetype == "obj" or args.link or (args.output != "-" and not args.show_encoding):
        from amdgcn.commands._stub import not_yet
        return not_yet("as -filetype=obj", 5)
    text, name = read_input(args.input)
    result = assemble_listing(text, args.mcpu, filename=name)
    for e in result.errors:
        sys.stderr.write(e.format(caret=True) + "\n")
    out = []
    if args.show_encoding:
        out = [format_listing_line(line) for line in result.lines]
    else:
        out = [line.text if line.data is None else "\t" + line.text for line in result.lines]
    data = "".join(s + "\n" for s in out)
    if args.output == "-":
        sys.stdout.write(data)
    else:
        with open(args.output, "w") as f:
            f.write(data)
    return 1 if result.errors else 0
