"""What the emulator does differently on each GFX9 processor, as data.

AMDGPUUsage (Processors: *Target Properties*; Initial Kernel Execution State; Kernel
Descriptor) and the MI100 / MI200 / MI300 ISA guides name these differences:

* **work-item IDs**: *Packed work-item IDs* (gfx90a, gfx940+) put X, Y and Z in bits 9:0,
  19:10 and 29:20 of v0; the other processors put X in v0, then Y in v1 and Z in v2.
* **flat scratch**: *Absolute flat scratch* (gfx900-gfx90a) hands the kernel Flat Scratch
  Init and a Scratch Wavefront Offset SGPR, from which its prologue sets FLAT_SCRATCH;
  *Architected flat scratch* (gfx940+) starts every wave with FLAT_SCRATCH holding its own
  scratch base and gives no wave offset SGPR (COMPUTE_PGM_RSRC2.ENABLE_PRIVATE_SEGMENT).
* **register files**: gfx908's AGPRs are a file of their own, VGPRs are granted in
  granules of 4 and the MFMA's C and D operands are always AGPRs (its VOP3P-MAI encoding has
  no ACC_CD bit); gfx90a and gfx940 have one file of 512 registers in granules of 8, AGPRs
  from ACCUM_OFFSET, and ACC_CD chooses between VGPRs and AGPRs for C and D.
* **gfx940 encodings** (MI300 ISA): SCRATCH's bit 13 (LDS on gfx90a) is SVE, set when VADDR
  takes part in the address; the f64 MFMA's BLGP field is NEG (negate A, B, C).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from amdgcn.errors import TargetError
from amdgcn.isa.isatarget import isa_target
from amdgcn.target import FlatScratch, processor_info

#: LDS bytes a work-group may allocate on every GFX9 processor
LDS_BYTES = 65536


@dataclass(frozen=True, slots=True)
class EmuTarget:
    """The per-processor facts the emulator reads (see the module docstring).

    Attributes:
        processor: canonical processor name (``"gfx942"``).
        packed_work_item_ids: work-item IDs packed into v0.
        architected_flat_scratch: FLAT_SCRATCH starts as the wave's scratch base.
        unified_register_file: AGPRs follow the VGPRs in one file (ACCUM_OFFSET, ACC_CD).
        mfma_cd_agprs: MFMA C and D are always AGPRs (gfx908).
        scratch_sve: SCRATCH addresses use VADDR only when the SVE bit is set (gfx940).
        mfma_f64_neg: the f64 MFMA's BLGP field negates A, B and C (gfx940).
        vgpr_granule: VGPRs per unit of GRANULATED_WORKITEM_VGPR_COUNT (wave64).
    """

    processor: str
    packed_work_item_ids: bool
    architected_flat_scratch: bool
    unified_register_file: bool
    mfma_cd_agprs: bool
    scratch_sve: bool
    mfma_f64_neg: bool
    vgpr_granule: int
    lds_bytes: int = LDS_BYTES


@cache
def emu_target(mcpu: str) -> EmuTarget:
    """The :class:`EmuTarget` of a processor name or target ID (``"gfx90a:xnack-"``).

    Raises:
        TargetError: ``mcpu`` is not a processor the instruction database knows, or is an
            RDNA processor (GFX10+: wave32, other encodings), which the emulator does not run.
    """
    isa = isa_target(mcpu)
    if isa.rdna:
        raise TargetError(f"the emulator runs GCN/CDNA code (GFX6 to GFX9); {isa.processor} "
                          "is RDNA (GFX10+), which it does not support yet")
    info = processor_info(isa.processor)
    unified = isa.has("gfx90a-insts")
    gfx940 = isa.column == "gfx940"
    return EmuTarget(
        processor=isa.processor,
        packed_work_item_ids=info.packed_work_item_ids,
        architected_flat_scratch=info.flat_scratch == FlatScratch.ARCHITECTED,
        unified_register_file=unified,
        mfma_cd_agprs=isa.has("mai-insts") and not unified,
        scratch_sve=gfx940,
        mfma_f64_neg=gfx940,
        vgpr_granule=info.vgpr_granule(64),
    )
