"""Assemble AMDGPU assembly in LLVM's syntax, like llvm-mc.

With ``--show-encoding`` prints each instruction as ``<text> ; encoding: [0x..,0x..]``;
errors go to stderr as ``FILE:LINE:COL: error: MESSAGE`` with the line and a caret, and every
error of the file is reported (exit 1). ``--disassemble`` reads byte lines instead, like
``llvm-mc --disassemble``.

``-filetype=obj`` (or ``-o FILE`` without ``--show-encoding``) writes a relocatable ELF
object as ``llvm-mc -filetype=obj -triple=amdgcn-amd-amdhsa`` does; ``--link`` then links
it into a loadable code object (``.hsaco``). No output file is written when there is an error.

``--mcpu`` may be left out when the source names its target with ``.amdgcn_target``
(as ``objdump --source-out`` writes it). ``--gen-metadata`` makes the code object metadata from
the ``.amdhsa_kernel`` blocks of a source that has none (see :mod:`amdgcn.commands._genmeta`).
"""

from __future__ import annotations

import re
import sys

from amdgcn._io import write_bytes_atomic, write_text_atomic
from amdgcn.asm.assembler import assemble_listing, format_listing_line
from amdgcn.commands._input import read_input
from amdgcn.errors import AsmErrors, TargetError
from amdgcn.isa.isatarget import isa_target

DEFAULT_TRIPLE = "amdgcn-amd-amdhsa"



def _wave_cpu(mcpu: str, mattr: str) -> str:
    """``-mcpu`` with the wave size ``-mattr`` chooses (``gfx1030:+wavefrontsize64``)."""
    feats = [f.strip().lower() for f in mattr.split(",")]
    if "+wavefrontsize64" in feats:
        return f"{mcpu}:+wavefrontsize64"
    return mcpu

def add_arguments(parser):
    parser.add_argument("input", nargs="?", default="-", metavar="FILE",
                        help="input file ('-' or none for stdin)")
    parser.add_argument("--mcpu", default=None,
                        help="processor, e.g. gfx90a, tonga, tahiti (default: the target of "
                             "the source's .amdgcn_target directive)")
    parser.add_argument("--mattr", default="",
                        help="target features, e.g. +xnack,-sramecc (as llvm-mc -mattr)")
    parser.add_argument("--show-encoding", action="store_true", help="print encodings")
    parser.add_argument("--disassemble", action="store_true",
                        help="read llvm-mc --disassemble byte lines instead")
    parser.add_argument("--arch", default="amdgcn", help="accepted for llvm-mc compatibility")
    parser.add_argument("--triple", default=None,
                        help=f"target triple for objects (default {DEFAULT_TRIPLE})")
    parser.add_argument("--filetype", choices=("asm", "obj"), default=None,
                        help="asm: listing text; obj: relocatable ELF object")
    parser.add_argument("-o", dest="output", default="-", help="output file")
    parser.add_argument("--link", action="store_true",
                        help="link the object into a loadable code object (.hsaco)")
    parser.add_argument("--amdhsa-code-object-version", dest="code_object_version", type=int,
                        choices=(2, 3, 4, 5, 6), default=None,
                        help="code object version (4-6 as llvm-mc 22; 2 and 3 as llvm-mc 14 "
                             "wrote them)")
    parser.add_argument("--dwarf-version", dest="dwarf_version", type=int,
                        choices=(2, 3, 4, 5), default=None,
                        help="DWARF version of the line tables and frames (default 4; "
                             ".file 0 makes it 5)")
    parser.add_argument("--fdebug-compilation-dir", dest="compilation_dir", default=None,
                        help="the line table's compilation directory (default: the current "
                             "one)")
    parser.add_argument("--gen-metadata", action="store_true",
                        help="when the source has no .amdgpu_metadata, make it from the "
                             ".amdhsa_kernel blocks (no argument list: run lays out --arg "
                             "values in order)")


def _with_metadata(assemble, text: str, args, name: str) -> str:
    """``text`` with an ``.amdgpu_metadata`` block made from its kernel descriptors (unless it
    has one): the source is assembled once to read them."""
    from amdgcn.codeobj import CodeObject
    from amdgcn.commands._genmeta import has_metadata, metadata_block
    if has_metadata(text):
        return text
    obj = assemble(text, mcpu=args.mcpu, triple=args.triple or DEFAULT_TRIPLE, mattr=args.mattr,
                   filename=name, link=False)
    return text + metadata_block(CodeObject.from_bytes(obj))


def _wants_object(args) -> bool:
    if args.link or args.filetype == "obj":
        return True
    if args.filetype == "asm" or args.show_encoding:
        return False
    return args.output != "-"


#: ``.amdgcn_target "amdgcn-amd-amdhsa--gfx90a:xnack-"`` (AMDGPUUsage: Code Object V3 and
#: Above Directives): the target ID follows the triple and two dashes
_TARGET_DIRECTIVE = re.compile(r'^\s*\.amdgcn_target\s+"[^"]*?--([^"]+)"', re.MULTILINE)


def target_of_source(text: str) -> str | None:
    """The processor (with its features) of the first ``.amdgcn_target`` directive, or None."""
    m = _TARGET_DIRECTIVE.search(text)
    return m.group(1) if m else None


def _processor(args, text: str, name: str) -> str:
    """``--mcpu``, else the target ID of the source's ``.amdgcn_target`` directive; checked
    the same way for every output (listing, object, disassembly)."""
    mcpu = args.mcpu or target_of_source(text)
    if mcpu is None:
        raise TargetError(f"{name}: no --mcpu given and no .amdgcn_target directive in the "
                          "source")
    isa_target(mcpu)   # an unknown processor is an error, never a silent fallback
    return mcpu


def run(args) -> int:
    if args.disassemble:
        if args.mcpu is None:
            raise TargetError("--disassemble needs --mcpu")
        isa_target(args.mcpu)
        from amdgcn.commands import disasm
        return disasm.run(args)
    text, name = read_input(args.input)
    args.mcpu = _processor(args, text, name)
    if _wants_object(args):
        return _run_object(args, text, name)
    result = assemble_listing(text, _wave_cpu(args.mcpu, args.mattr), filename=name)
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
        write_text_atomic(args.output, data)
    return 1 if result.errors else 0


def _run_object(args, text: str, name: str) -> int:
    from amdgcn.asm.objasm import assemble   # the object writer: loaded only when needed
    try:
        if args.gen_metadata:
            text = _with_metadata(assemble, text, args, name)
        options = {k: v for k, v in (("code_object_version", args.code_object_version),
                                     ("dwarf_version", args.dwarf_version),
                                     ("compilation_dir", args.compilation_dir)) if v is not None}
        data = assemble(text, mcpu=args.mcpu, triple=args.triple or DEFAULT_TRIPLE,
                        mattr=args.mattr, filename=name, link=args.link, **options)
    except AsmErrors as errors:
        for e in errors.errors:
            sys.stderr.write(e.format(caret=e.line > 0) + "\n")
        return 1
    if args.output == "-":
        if sys.stdout.isatty():
            sys.stderr.write("amdgcn as: error: refusing to write an object to a terminal; "
                             "use -o FILE\n")
            return 1
        sys.stdout.buffer.write(data)
    else:
        write_bytes_atomic(args.output, data)
    return 0
