"""amdgcn: a Python toolchain for AMD GCN/CDNA GPUs (GFX6 to GFX9, above all gfx90a).

The public facade. Submodules: ``amdgcn.target`` (processors and target IDs), ``amdgcn.isa``
(the instruction database, encode/decode), ``amdgcn.asm`` (assembler), ``amdgcn.disasm``
(disassembler), ``amdgcn.codeobj`` (HSA code objects), ``amdgcn.emu`` (the emulator).
"""

from amdgcn.errors import (
    AmdgcnError,
    AsmError,
    CodeObjectError,
    DecodeError,
    EmulationFault,
    TargetError,
)

from amdgcn.codeobj import CodeObject
from amdgcn.emu import Emulator, LocalBuffer
from amdgcn.target import Target

__version__ = "0.1.0"

__all__ = [
    "AmdgcnError",
    "CodeObject",
    "Emulator",
    "LocalBuffer",
    "Target",
    "AsmError",
    "CodeObjectError",
    "DecodeError",
    "EmulationFault",
    "TargetError",
    "__version__",
]
