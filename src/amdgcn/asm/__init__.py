"""The assembler: AMDGPU assembly text (llvm-mc syntax) to bytes, listings and objects.

:func:`assemble` writes a relocatable ELF object as ``llvm-mc -filetype=obj`` does (or a
linked code object); :func:`assemble_listing` gives llvm-mc's ``-show-encoding`` listing.
Names are imported on first use, so a listing never loads the object writer.
"""

from __future__ import annotations

import importlib

_WHERE = {"Assembler": "assembler", "AssemblyResult": "assembler",
          "assemble_listing": "assembler", "ObjectAssembler": "objasm", "assemble": "objasm"}

__all__ = ["Assembler", "AssemblyResult", "ObjectAssembler", "assemble", "assemble_listing"]


def __getattr__(name: str):
    mod = _WHERE.get(name)
    if mod is None:
        raise AttributeError(f"module 'amdgcn.asm' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"amdgcn.asm.{mod}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
