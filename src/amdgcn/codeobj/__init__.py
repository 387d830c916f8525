"""HSA code objects: ELF64 read/write, notes, metadata, kernel descriptors, linking, bundles.

AMDGPUUsage: ELF Code Object, Code Object Metadata, Kernel Descriptor.

Example:
    >>> from amdgcn.codeobj import CodeObject
    >>> co = CodeObject.from_file("k.hsaco")                       # doctest: +SKIP
    >>> co.kernels["vadd"].descriptor.kernarg_size                 # doctest: +SKIP
    288
"""

from amdgcn.codeobj.bundle import BundleEntry, is_bundle, unbundle
from amdgcn.codeobj.codeobject import CodeObject, Kernel
from amdgcn.codeobj.descriptor import (
    COMPUTE_PGM_RSRC1,
    COMPUTE_PGM_RSRC2,
    COMPUTE_PGM_RSRC3,
    KERNEL_CODE_PROPERTIES,
    KernelDescriptor,
    amdhsa_directives,
)
from amdgcn.codeobj.elf import ElfFile, Note, Relocation, Section, Symbol
from amdgcn.codeobj.kernel_code import AmdKernelCode
from amdgcn.codeobj.metadata import to_llvm_yaml

__all__ = [
    "COMPUTE_PGM_RSRC1", "COMPUTE_PGM_RSRC2", "COMPUTE_PGM_RSRC3", "KERNEL_CODE_PROPERTIES",
    "AmdKernelCode", "BundleEntry", "CodeObject", "ElfFile", "Kernel", "KernelDescriptor",
    "Note", "Relocation", "Section", "Symbol", "amdhsa_directives", "is_bundle",
    "to_llvm_yaml", "unbundle",
]
