"""Resource usage and occupancy of a kernel (``amdgcn info``), in the form of clang's
``-Rpass-analysis=kernel-resource-usage`` remarks.

The numbers come from the kernel's metadata (AMDGPUUsage: Code Object V3+ Metadata,
``.sgpr_count .vgpr_count .agpr_count .private_segment_fixed_size
.group_segment_fixed_size .sgpr_spill_count .vgpr_spill_count .uses_dynamic_stack
.max_flat_workgroup_size``); the architected VGPRs and the AGPRs from the absolute symbols
LLVM writes beside each function (``<kernel>.num_vgpr``, ``<kernel>.num_agpr``), or, without
them, from the metadata (which rounds the VGPRs of a kernel with AGPRs) and the highest
register its code (and the functions it calls) names. Occupancy, in waves per SIMD, is the
least of the limits LLVM computes for GFX6-GFX9 (wave64):

* VGPRs: ``total / align(VGPRs (+AGPRs on gfx90a/gfx94x), granule)`` with 256 VGPRs in
  granules of 4 (512 in granules of 8 where VGPRs and AGPRs share one file);
* SGPRs: GFX8-GFX9 give 10 waves up to 80 SGPRs, 9 up to 88, 8 up to 100, else 7
  (GFX6-GFX7: 10 up to 48, then one less per 8 SGPRs down to 5);
* LDS and work-group size: work-groups that fit the 64 KiB of LDS of a CU (at most 16, and
  at most the wave slots over the work-group's waves), their waves spread over 4 SIMDs;
* the processor's maximum: 10 waves per SIMD, 8 on gfx90a/gfx94x.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field

from amdgcn.codeobj.elf import SHN_ABS

#: SIMDs (execution units) per compute unit, LDS bytes per CU, work-groups per CU with a
#: barrier (AMDGPUBaseInfo: getEUsPerCU, getLocalMemorySize, getMaxWorkGroupsPerCU)
SIMDS_PER_CU = 4
LDS_PER_CU = 65536
MAX_BARRIERS_PER_CU = 16
WAVE64 = 64

_VREG = re.compile(r"\b([va])(?:(\d+)|\[(\d+):(\d+)\])")

#: instruction classes of the mix, in the order they are printed
MIX_CLASSES = ("SALU", "VALU", "SMEM", "VMEM", "LDS", "MFMA", "branch", "other")
_VMEM = {"FLAT", "GLOBAL", "SCRATCH", "MUBUF", "MTBUF", "MIMG"}
_BRANCHES = ("s_branch", "s_cbranch", "s_setpc", "s_swappc", "s_call", "s_getpc")


@dataclass
class Occupancy:
    """Waves per SIMD and the limit of each resource (None: no limit)."""

    waves: int
    limits: dict = field(default_factory=dict)

    @property
    def limited_by(self) -> str:
        """The resources whose limit is the occupancy (``none`` at the processor's maximum)."""
        if self.waves == self.limits.get("maximum"):
            return "none"
        return ", ".join(k for k, v in self.limits.items() if v == self.waves)


@dataclass
class KernelResources:
    """One kernel's resource usage (the fields of clang's remark) and instruction mix."""

    name: str
    sgprs: int
    vgprs: int
    agprs: int | None
    scratch: int
    dynamic_stack: bool
    occupancy: Occupancy | None
    sgpr_spills: int
    vgpr_spills: int
    lds: int
    wavefront_size: int
    max_flat_workgroup_size: int
    mix: dict = field(default_factory=dict)

    def remarks(self) -> dict:
        """The values under clang's remark names (``TotalSGPRs``, ``VGPRs``, ...)."""
        out = {"TotalSGPRs": self.sgprs, "VGPRs": self.vgprs}
        if self.agprs is not None:
            out["AGPRs"] = self.agprs
        out.update({"ScratchSize [bytes/lane]": self.scratch, "Dynamic Stack": self.dynamic_stack,
                    "Occupancy [waves/SIMD]": self.occupancy.waves if self.occupancy else None,
                    "SGPRs Spill": self.sgpr_spills, "VGPRs Spill": self.vgpr_spills,
                    "LDS Size [bytes/block]": self.lds})
        return out

    def to_json(self) -> dict:
        """Every field, the occupancy with its limits and limiting resource."""
        d = asdict(self)
        if self.occupancy is not None:
            d["occupancy"] = {"waves_per_simd": self.occupancy.waves,
                              "limited_by": self.occupancy.limited_by,
                              "limits": self.occupancy.limits}
        return d


def highest_registers(texts) -> tuple[int, int]:
    """(VGPRs, AGPRs) named by instruction texts: the highest index + 1 of each file."""
    top = {"v": 0, "a": 0}
    for text in texts:
        _, _, operands = text.partition(" ")
        for file, one, _lo, hi in _VREG.findall(operands):
            last = int(one) if one else int(hi)
            top[file] = max(top[file], last + 1)
    return top["v"], top["a"]


def classify(name: str, encoding: str) -> str:
    """The mix class of an instruction (see :data:`MIX_CLASSES`)."""
    if name.startswith(("v_mfma", "v_smfmac")):
        return "MFMA"
    if name.startswith(_BRANCHES):
        return "branch"
    if encoding in ("SOP1", "SOP2", "SOPC", "SOPK"):
        return "SALU"
    if encoding in ("SMEM", "SMRD"):
        return "SMEM"
    if encoding in _VMEM:
        return "VMEM"
    if encoding == "DS":
        return "LDS"
    if encoding.startswith(("VOP", "SDWA", "DPP", "VINTRP")):
        return "VALU"
    return "other"


def _max_waves(info) -> int:
    return 8 if info.max_vgprs == 512 else 10


def vgpr_limit(info, vgprs: int, agprs: int) -> int:
    """Waves per SIMD that ``vgprs`` architected VGPRs and ``agprs`` AGPRs allow
    (AMDGPUBaseInfo: getNumWavesPerEUWithNumVGPRs, getTotalNumVGPRs)."""
    unified = info.max_vgprs == 512
    if unified and agprs:
        total = -(-vgprs // 4) * 4 + agprs
    else:
        total = max(vgprs, agprs)
    granule = info.vgpr_granule(WAVE64)
    if total < granule:
        return _max_waves(info)
    rounded = -(-total // granule) * granule
    return min(max(info.max_vgprs // rounded, 1), _max_waves(info))


def sgpr_limit(info, sgprs: int) -> int:
    """Waves per SIMD that ``sgprs`` SGPRs allow (GCNSubtarget: getOccupancyWithNumSGPRs)."""
    steps = (80, 88, 100) if info.major >= 8 else (48, 56, 64, 72, 80)
    for k, bound in enumerate(steps):
        if sgprs <= bound:
            return 10 - k
    return 10 - len(steps)


def lds_limit(info, lds: int, workgroup: int) -> int:
    """Waves per SIMD that the LDS of a work-group of ``workgroup`` work-items allows
    (AMDGPUSubtarget: getOccupancyWithLocalMemSize)."""
    waves_per_group = -(-workgroup // WAVE64)
    slots = _max_waves(info) * SIMDS_PER_CU
    groups_per_cu = slots if waves_per_group == 1 else \
        min(slots // waves_per_group, MAX_BARRIERS_PER_CU)
    groups = LDS_PER_CU // max(lds, 1)
    if groups == 0:
        return 1
    groups = min(groups, groups_per_cu)
    return min(-(-(groups * waves_per_group) // SIMDS_PER_CU), _max_waves(info))


def occupancy(info, *, sgprs: int, vgprs: int, agprs: int, lds: int,
              workgroup: int) -> Occupancy | None:
    """The occupancy of a kernel on processor ``info`` (None before GFX6 and from GFX10)."""
    if not 6 <= info.major <= 9:
        return None
    limits = {"maximum": _max_waves(info), "VGPRs": vgpr_limit(info, vgprs, agprs),
              "SGPRs": sgpr_limit(info, sgprs),
              "LDS/work-group size": lds_limit(info, lds, workgroup)}
    return Occupancy(min(limits.values()), limits)


def kernel_resources(co, name: str, instructions, *, callees=(),
                     calls_unknown: bool = False) -> KernelResources:
    """The resources of kernel ``name`` of code object ``co``.

    Args:
        co: the :class:`~amdgcn.codeobj.CodeObject`.
        name: the kernel's name.
        instructions: its decoded instructions (``name``, ``encoding``, ``str()``): the
            instruction mix and the register scan.
        callees: the instructions of the functions it calls (the register scan only).
        calls_unknown: it calls functions that could not be found (the metadata's VGPR count
            is kept as it is).

    Raises:
        KeyError: no such kernel.
    """
    k = co.kernels[name]
    md = k.metadata or {}
    info = co.target.info
    insts = list(instructions)
    used_v, used_a = highest_registers([str(i) for i in insts] + [str(i) for i in callees])
    vgpr_count = int(md.get(".vgpr_count", used_v))
    agprs = int(md.get(".agpr_count", used_a)) if info.has_agprs else None
    counts = resource_symbols(co, name)
    if "num_vgpr" in counts:
        vgprs = counts["num_vgpr"]
    else:
        vgprs = _architected_vgprs(info, vgpr_count, agprs or 0, used_v, calls=calls_unknown)
    if agprs is not None and "num_agpr" in counts:
        agprs = counts["num_agpr"]
    sgprs = int(md.get(".sgpr_count", 0))
    lds = int(md.get(".group_segment_fixed_size", k.descriptor.group_segment_fixed_size))
    workgroup = int(md.get(".max_flat_workgroup_size", 1024))
    mix = dict.fromkeys(MIX_CLASSES, 0)
    for inst in insts:
        mix[classify(inst.name, inst.encoding)] += 1
    return KernelResources(
        name=name, sgprs=sgprs, vgprs=vgprs, agprs=agprs,
        scratch=int(md.get(".private_segment_fixed_size",
                           k.descriptor.private_segment_fixed_size)),
        dynamic_stack=bool(md.get(".uses_dynamic_stack", False)),
        occupancy=occupancy(info, sgprs=sgprs, vgprs=vgprs, agprs=agprs or 0, lds=lds,
                            workgroup=workgroup),
        sgpr_spills=int(md.get(".sgpr_spill_count", 0)),
        vgpr_spills=int(md.get(".vgpr_spill_count", 0)), lds=lds,
        wavefront_size=int(md.get(".wavefront_size", info.wavefront_size)),
        max_flat_workgroup_size=workgroup, mix=mix)


def resource_symbols(co, name: str) -> dict[str, int]:
    """The absolute symbols LLVM (since 20) writes for each function's resources,
    ``<name>.num_vgpr``, ``.num_agpr``, ``.numbered_sgpr``, ``.private_seg_size`` ... ->
    ``{"num_vgpr": 215, ...}`` (empty when the object has none)."""
    prefix = name + "."
    return {s.name[len(prefix):]: int(s.value) for s in co.symbols
            if s.name.startswith(prefix) and s.shndx == SHN_ABS}


def _architected_vgprs(info, vgpr_count: int, agprs: int, used: int, *, calls: bool) -> int:
    """The architected VGPRs from ``.vgpr_count``: with AGPRs on a unified register file it
    is ``align(VGPRs, 4) + AGPRs``, elsewhere ``max(VGPRs, AGPRs)``; the registers the code
    names settle what the rounding hides (a kernel that calls keeps the metadata's count)."""
    if not agprs:
        return vgpr_count
    if info.max_vgprs == 512:
        aligned = vgpr_count - agprs
        return used if not calls and -(-used // 4) * 4 == aligned else aligned
    if vgpr_count > agprs or calls:
        return vgpr_count
    return min(used, vgpr_count)


__all__ = ["MIX_CLASSES", "KernelResources", "Occupancy", "classify", "kernel_resources",
           "occupancy"]
