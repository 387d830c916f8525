"""Show code object contents like llvm-readelf."""

from amdgcn.commands._stub import not_yet


def add_arguments(parser):
    parser.add_argument("inputs", nargs="*", metavar="FILE")


def run(args) -> int:
    return not_yet("readobj", 5)
