"""The ``amdgcn`` command line: ``as | disasm | objdump | readobj | link | run | demo | targets``.

Each subcommand lives in ``amdgcn.commands.<name>`` as two functions, ``add_arguments(parser)``
and ``run(args) -> int``. This module only collects them, translates LLVM's single-dash long
options (``-mcpu=gfx90a``, ``-show-encoding``) and turns every :class:`AmdgcnError` and every
usage mistake into one line on stderr with exit status 2 (1 for assembly errors), never a
Python traceback.
"""

from __future__ import annotations

import argparse
import importlib
import os
import re
import sys

from amdgcn.errors import AmdgcnError

#: subcommand -> (module under amdgcn.commands, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "as": ("as_", "assemble AMDGPU assembly like llvm-mc (--show-encoding, -o obj)"),
    "disasm": ("disasm", "disassemble llvm-mc --disassemble input (0x.. byte lines)"),
    "objdump": ("objdump", "dump code objects like llvm-objdump (-d, --kd, --source-out)"),
    "readobj": ("readobj", "show code object headers, notes and metadata like llvm-readelf"),
    "link": ("link", "link relocatable objects into a loadable code object like ld.lld -shared"),
    "run": ("run", "dispatch a kernel of a code object on the emulator"),
    "info": ("info", "resource usage, occupancy and instruction mix of each kernel"),
    "demo": ("demo", "show the toolchain on a bundled real kernel"),
    "targets": ("targets", "list the known processors and their properties"),
    "llc": ("llc", "compile LLVM IR (.ll/.bc) for gfx90a like llc (-o k.s, --filetype=obj, --link)"),
    "cc": ("cc", "compile OpenCL C with clang-22 to IR, then with amdgcn's back end"),
}

#: LLVM tools accept long options with one dash; we accept those spellings too.
_LLVM_SINGLE_DASH = ("-mcpu", "-show-encoding", "-disassemble", "-arch", "-triple", "-filetype",
                     "-print-after",
                     "-mattr", "-o=", "-amdhsa-code-object-version", "-dwarf-version",
                     "-fdebug-compilation-dir")


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose usage errors are one line and exit status 2."""

    def error(self, message: str):  # noqa: D102 - argparse hook
        sys.stderr.write(f"{self.prog}: error: {message}\n")
        raise SystemExit(2)


def _normalize(argv: list[str]) -> list[str]:
    out = []
    for a in argv:
        if a.startswith("-") and not a.startswith("--") and any(
                a == p or a.startswith(p + "=") for p in _LLVM_SINGLE_DASH):
            a = "-" + a
        out.append(a)
    return out


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The ``amdgcn`` parser with every subcommand's options.

    Args:
        only: when given, only that subcommand's module is imported and its options added
            (the others are listed by name): the CLI starts without loading, say, NumPy for
            ``amdgcn as``.
    """
    parser = _Parser(prog="amdgcn", description="A Python toolchain for AMD GCN/CDNA GPUs.")
    parser.add_argument("--version", action="version", version=_version())
    subs = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, (module, help_text) in COMMANDS.items():
        if only is not None and name != only:
            subs.add_parser(name, help=help_text)
            continue
        mod = importlib.import_module(f"amdgcn.commands.{module}")
        sub = subs.add_parser(name, help=help_text,
                              description=plain_text((mod.__doc__ or help_text).strip()),
                              formatter_class=argparse.RawDescriptionHelpFormatter,
                              add_help=getattr(mod, "ADD_HELP", True))
        mod.add_arguments(sub)
        sub.set_defaults(_run=mod.run)
    return parser


_ROLE = re.compile(r":(?:mod|class|func|meth|attr|data|exc):`~?([^`]+)`")
_LITERAL = re.compile(r"``([^`]+)``")


def plain_text(doc: str) -> str:
    """A module docstring as help text: reStructuredText roles (``:mod:`x```) and double
    backquotes dropped, paragraphs kept."""
    return _LITERAL.sub(r"\1", _ROLE.sub(r"\1", doc))


def _version() -> str:
    from amdgcn import __version__
    return f"amdgcn {__version__}"


def _raw_names() -> None:
    """Names read from a file that are not UTF-8 (held as surrogate escapes) are written back
    byte for byte, as llvm-objdump and llvm-readelf print them, instead of failing."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="surrogateescape")
            except (ValueError, OSError):
                pass


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``amdgcn`` console script; returns the exit status."""
    argv = _normalize(list(sys.argv[1:] if argv is None else argv))
    first = next((a for a in argv if not a.startswith("-")), None)
    parser = build_parser(first if first in COMMANDS else None)
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help(sys.stderr)
        return 2
    _raw_names()
    try:
        return int(args._run(args) or 0)
    except AmdgcnError as e:
        sys.stderr.write(f"amdgcn {args.command}: error: {e}\n")
        return 2
    except BrokenPipeError:
        # `amdgcn ... | head`: the reader went away; stop quietly like LLVM's tools
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 0
    except OSError as e:
        name = e.filename if e.filename is not None else ""
        sys.stderr.write(f"amdgcn {args.command}: error: {name}: {e.strerror or e}\n")
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
