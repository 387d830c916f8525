"""Assemble AMDGPU assembly (llvm-mc syntax)."""

from amdgcn.commands._stub import not_yet


def add_arguments(parser):
    parser.add_argument("inputs", nargs="*", metavar="FILE")


def run(args) -> int:
    return not_yet("as", 3)
