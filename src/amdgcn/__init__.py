"""amdgcn: a Python toolchain for AMD GCN/CDNA GPUs (GFX6 to GFX9, above all gfx90a).

The public facade. Submodules: ``amdgcn.target`` (processors and target IDs), ``amdgcn.isa``
(the instruction database, encode/decode), ``amdgcn.asm`` (assembler), ``amdgcn.disasm``
(disassembler), ``amdgcn.codeobj`` (HSA code objects), ``amdgcn.emu`` (the emulator).
"""

from amdgcn.errors import (
    AmdgcnError,
    AsmError,
    CodeObjectError,
    CompileError,
    DecodeError,
    EmulationFault,
    TargetError,
)

#: public names imported on first use (PEP 562), so that `amdgcn as` does not load NumPy
_LAZY = {
    "CodeObject": "amdgcn.codeobj",
    "Emulator": "amdgcn.emu",
    "LocalBuffer": "amdgcn.emu",
    "Target": "amdgcn.target",
    "assemble": "amdgcn.asm",
    "disassemble": "amdgcn.disasm",
    "compile": "amdgcn.compiler",
    "encode": "amdgcn.isa",
    "decode": "amdgcn.isa",
}


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'amdgcn' has no attribute {name!r}")
    import importlib
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_LAZY))

__version__ = "0.1.0"

__all__ = [
    "AmdgcnError",
    "CodeObject",
    "Emulator",
    "LocalBuffer",
    "Target",
    "assemble",
    "decode",
    "disassemble",
    "encode",
    "AsmError",
    "CodeObjectError",
    "CompileError",
    "DecodeError",
    "EmulationFault",
    "TargetError",
    "__version__",
]
