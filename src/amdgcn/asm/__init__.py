"""The assembler: AMDGPU assembly text (llvm-mc syntax) to bytes, listings and objects.

:func:`assemble` writes a relocatable ELF object as ``llvm-mc -filetype=obj`` does (or a
linked code object); :func:`assemble_listing` gives llvm-mc's ``-show-encoding`` listing.
"""

from amdgcn.asm.assembler import Assembler, AssemblyResult, assemble_listing
from amdgcn.asm.objasm import ObjectAssembler, assemble

__all__ = ["Assembler", "AssemblyResult", "ObjectAssembler", "assemble", "assemble_listing"]
