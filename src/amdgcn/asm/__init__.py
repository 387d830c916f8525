"""The assembler: AMDGPU assembly text (llvm-mc syntax) to bytes, listings and objects."""

from amdgcn.asm.assembler import Assembler, AssemblyResult, assemble_listing

__all__ = ["Assembler", "AssemblyResult", "assemble_listing"]
