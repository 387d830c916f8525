"""HSA code objects: ELF64 read/write, notes, metadata, kernel descriptors, linking, bundles.

AMDGPUUsage: ELF Code Object, Code Object Metadata, Kernel Descriptor.

Example:
    >>> from amdgcn.codeobj import CodeObject
    >>> co = CodeObject.from_file("k.hsaco")                       # doctest: +SKIP
    >>> co.kernels["vadd"].descriptor.kernarg_size                 # doctest: +SKIP
    288
"""

from __future__ import annotations

import importlib

#: public names -> their module, imported on first use (PEP 562): the assembler needs the
#: ELF tables only, not the code object reader with its YAML and MessagePack libraries
_WHERE = {
    "BundleEntry": "bundle", "is_bundle": "bundle", "unbundle": "bundle",
    "CodeObject": "codeobject", "Kernel": "codeobject",
    "COMPUTE_PGM_RSRC1": "descriptor", "COMPUTE_PGM_RSRC2": "descriptor",
    "COMPUTE_PGM_RSRC3": "descriptor", "KERNEL_CODE_PROPERTIES": "descriptor",
    "KernelDescriptor": "descriptor", "amdhsa_directives": "descriptor",
    "ElfFile": "elf", "Note": "elf", "Relocation": "elf", "Section": "elf", "Symbol": "elf",
    "AmdKernelCode": "kernel_code",
    "to_llvm_yaml": "metadata",
}


def __getattr__(name: str):
    mod = _WHERE.get(name)
    if mod is None:
        raise AttributeError(f"module 'amdgcn.codeobj' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"amdgcn.codeobj.{mod}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))


__all__ = [
    "COMPUTE_PGM_RSRC1", "COMPUTE_PGM_RSRC2", "COMPUTE_PGM_RSRC3", "KERNEL_CODE_PROPERTIES",
    "AmdKernelCode", "BundleEntry", "CodeObject", "ElfFile", "Kernel", "KernelDescriptor",
    "Note", "Relocation", "Section", "Symbol", "amdhsa_directives", "is_bundle",
    "to_llvm_yaml", "unbundle",
]
