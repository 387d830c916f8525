"""Disassemble llvm-mc ``--disassemble`` input: lines of bytes (``0x02,0x07,0x02,0x02``).

Prints the same lines as ``llvm-mc -arch=amdgcn -mcpu=CPU --disassemble [--show-encoding]``;
undecodable bytes give a warning with their place and decoding goes on.
"""

from __future__ import annotations

import sys

from amdgcn._io import write_text_atomic
from amdgcn.commands._input import read_input
from amdgcn.disasm.mcinput import format_mc_input


def add_arguments(parser):
    parser.add_argument("input", nargs="?", default="-", metavar="FILE",
                        help="input file ('-' or none for stdin)")
    parser.add_argument("--mcpu", required=True, help="processor, e.g. gfx90a, tonga, tahiti")
    parser.add_argument("--mattr", default="", help="target features as llvm-mc -mattr; "
                        "+wavefrontsize64/+wavefrontsize32 choose the wave size on GFX10+")
    parser.add_argument("--show-encoding", action="store_true", help="print the bytes too")
    parser.add_argument("--arch", default="amdgcn", help="accepted for llvm-mc compatibility")
    parser.add_argument("--disassemble", action="store_true", help="accepted (implied)")
    parser.add_argument("-o", dest="output", default="-", help="output file")


def run(args) -> int:
    text, name = read_input(args.input)
    lines = format_mc_input(text, _with_wave_size(args.mcpu, args.mattr),
                            show_encoding=args.show_encoding, filename=name,
                            warn=lambda msg: sys.stderr.write(msg + "\n"))
    _write(args.output, lines)
    return 0


def _with_wave_size(mcpu: str, mattr: str) -> str:
    """``-mcpu`` with the wave-size items of ``-mattr`` appended (``gfx1030:+wavefrontsize64``);
    the other features do not change decoding."""
    items = [i.strip().lower() for i in mattr.split(",")]
    return mcpu + "".join(":" + i for i in items if i.lstrip("+-") in ("wavefrontsize32",
                                                                       "wavefrontsize64"))


def _write(path: str, lines: list[str]) -> None:
    data = "\n".join(lines) + "\n" if lines else ""
    if path == "-":
        sys.stdout.write(data)
    else:
        write_text_atomic(path, data)
