"""``amdgcn as --gen-metadata``: code object metadata made from the kernel descriptors, for
sources that have ``.amdhsa_kernel`` blocks but no ``.amdgpu_metadata``.

Each kernel gets the fields AMDGPUUsage: Code Object V3+ Metadata requires, read from its
assembled descriptor: ``.name``, ``.symbol``, ``.kernarg_segment_size`` (``KERNARG_SIZE``),
``.kernarg_segment_align`` (8), ``.group_segment_fixed_size``,
``.private_segment_fixed_size``, ``.wavefront_size``, ``.sgpr_count`` and ``.vgpr_count`` (the
granulated allocations of ``COMPUTE_PGM_RSRC1``), ``.max_flat_workgroup_size`` (1024, the
largest) and ``.uses_dynamic_stack``. The arguments are not known: ``.args`` is empty, and
``amdgcn run`` lays the ``--arg`` values out in order (or takes ``--kernarg`` bytes).
"""

from __future__ import annotations

import re

from amdgcn.codeobj import CodeObject
from amdgcn.codeobj.descriptor import KernelDescriptor
from amdgcn.codeobj.metadata import to_llvm_yaml

#: ``amdhsa.version`` of each code object version (AMDGPUUsage: Code Object V3+ Metadata)
METADATA_VERSION = {3: [1, 0], 4: [1, 1], 5: [1, 2], 6: [1, 2]}
#: the largest flat work-group size a kernel may be dispatched with
MAX_FLAT_WORKGROUP_SIZE = 1024
#: SGPRs per granule of GRANULATED_WAVEFRONT_SGPR_COUNT on GFX6-GFX9
SGPR_GRANULE = 8

_HAS_METADATA = re.compile(r"^\s*\.amdgpu_metadata\b", re.MULTILINE)


def has_metadata(text: str) -> bool:
    """True when the source has an ``.amdgpu_metadata`` block."""
    return bool(_HAS_METADATA.search(text))


def kernel_metadata(co: CodeObject, kernel) -> dict:
    """One entry of ``amdhsa.kernels`` from ``kernel``'s descriptor."""
    d = kernel.descriptor
    p = d.fields()
    info = co.target.info
    wave = 32 if p.get("ENABLE_WAVEFRONT_SIZE32") else 64
    vgprs = (p.get("COMPUTE_PGM_RSRC1.GRANULATED_WORKITEM_VGPR_COUNT", 0) + 1) * \
        info.vgpr_granule(wave)
    sgprs = (p.get("COMPUTE_PGM_RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT", 0) + 1) * SGPR_GRANULE
    md = {".name": kernel.name, ".symbol": kernel.name + ".kd",
          ".kernarg_segment_size": int(d.kernarg_size), ".kernarg_segment_align": 8,
          ".group_segment_fixed_size": int(d.group_segment_fixed_size),
          ".private_segment_fixed_size": int(d.private_segment_fixed_size),
          ".wavefront_size": wave, ".sgpr_count": sgprs, ".vgpr_count": vgprs,
          ".max_flat_workgroup_size": MAX_FLAT_WORKGROUP_SIZE,
          ".uses_dynamic_stack": bool(p.get("USES_DYNAMIC_STACK", 0)), ".args": []}
    if info.has_agprs:
        md[".agpr_count"] = 0
    return md


def metadata_block(co: CodeObject) -> str:
    """The ``.amdgpu_metadata`` block for every kernel of the (relocatable) object ``co``."""
    kernels = [kernel_metadata(co, k) for k in co.kernels.values()
               if isinstance(k.descriptor, KernelDescriptor)]
    md = {"amdhsa.kernels": kernels, "amdhsa.target": f"{co.target.triple}--{co.target}",
          "amdhsa.version": METADATA_VERSION.get(co.version, [1, 2])}
    return "\n\t.amdgpu_metadata\n" + to_llvm_yaml(md) + "\t.end_amdgpu_metadata\n"
