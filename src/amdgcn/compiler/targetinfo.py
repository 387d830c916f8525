"""What the back end needs to know about a processor (from :mod:`amdgcn.target`).

AMDGPUUsage: Processors; MI200 ISA 3 (register files); AMDGPUUsage: Initial Kernel Execution
State (packed work-item IDs on gfx90a and gfx940+).
"""

from __future__ import annotations

from dataclasses import dataclass

from amdgcn.errors import CompileError

#: processors the back end targets, with their differences
_KNOWN = {
    "gfx90a": {"packed_tid": True, "has_accum_offset": True, "sgprs": 102, "vgprs": 256},
    "gfx942": {"packed_tid": True, "has_accum_offset": True, "sgprs": 102, "vgprs": 256,
               "arch_flat_scratch": True},
    "gfx908": {"packed_tid": False, "has_accum_offset": False, "sgprs": 102, "vgprs": 256},
    "gfx900": {"packed_tid": False, "has_accum_offset": False, "sgprs": 102, "vgprs": 256},
    "gfx906": {"packed_tid": False, "has_accum_offset": False, "sgprs": 102, "vgprs": 256},
}


@dataclass(frozen=True)
class CompileTarget:
    """A processor as the back end sees it.

    Attributes:
        name: processor (``gfx90a``); packed_tid: work-item IDs packed in v0;
        has_accum_offset: the descriptor has ``accum_offset`` (gfx90a, gfx942);
        sgprs, vgprs: addressable SGPRs (VCC excluded) and architected VGPRs;
        arch_flat_scratch: FLAT_SCRATCH holds the wave's scratch base from the start
        (gfx940+: ``scratch_*`` instructions, no private segment buffer or wave offset SGPRs,
        ``.amdhsa_enable_private_segment``; AMDGPUUsage: Flat Scratch).
    """

    name: str
    packed_tid: bool
    has_accum_offset: bool
    sgprs: int
    vgprs: int
    arch_flat_scratch: bool = False


def compile_target(mcpu: str) -> CompileTarget:
    """The CompileTarget of ``mcpu`` (a processor or target ID).

    Raises:
        CompileError: a processor the back end does not target (yet).
    """
    proc = mcpu.split(":", 1)[0]
    if proc not in _KNOWN:
        raise CompileError(f"the back end does not target '{mcpu}' yet (targets: "
                           f"{', '.join(sorted(_KNOWN))})")
    return CompileTarget(proc, **_KNOWN[proc])
