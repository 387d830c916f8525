"""Show the toolchain on a bundled real kernel."""

from amdgcn.commands._stub import not_yet


def add_arguments(parser):
    parser.add_argument("code_object", nargs="?", metavar="FILE")


def run(args) -> int:
    return not_yet("demo", 2)
