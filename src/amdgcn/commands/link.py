"""Link relocatable objects into a loadable code object like ``ld.lld -shared``.

``amdgcn link a.o [b.o ...] -o k.hsaco`` resolves symbols across the inputs, applies the
static relocations, and writes an ``ET_DYN`` code object laid out as ld.lld lays it out.
Nothing is written when linking fails.
"""

from __future__ import annotations

import re
from pathlib import Path

from amdgcn import __version__
from amdgcn._io import write_bytes_atomic
from amdgcn.codeobj.elf import ElfFile
from amdgcn.codeobj.linker import link
from amdgcn.errors import CodeObjectError

_INPUT = re.compile(r"\binput (\d+)\b")


def add_arguments(parser):
    parser.add_argument("inputs", nargs="+", metavar="FILE", help="relocatable objects (.o)")
    parser.add_argument("-o", "--output", required=True, metavar="OUT",
                        help="the code object to write")
    parser.add_argument("-shared", "--shared", action="store_true",
                        help="accepted for ld.lld compatibility (always a shared object)")


def run(args) -> int:
    blobs = []
    for path in args.inputs:
        try:
            blobs.append(Path(path).read_bytes())
        except OSError as exc:
            raise CodeObjectError(f"cannot read {path}: {exc.strerror}") from None
        try:
            ElfFile.from_bytes(blobs[-1])
        except CodeObjectError as exc:
            raise CodeObjectError(f"'{path}': {exc}") from None
    try:
        data = link(blobs, comment=f"Linker: amdgcn {__version__}")
    except CodeObjectError as exc:   # the linker numbers its inputs: name them
        text = _INPUT.sub(lambda m: f"'{args.inputs[int(m.group(1))]}'", str(exc))
        raise CodeObjectError(text) from None
    write_bytes_atomic(args.output, data)
    return 0
