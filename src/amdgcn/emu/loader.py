"""Load a code object's image into device memory, as ROCr's loader does (AMDGPUUsage: Code
Object Loading): every ``PT_LOAD`` segment is copied to ``load_base + p_vaddr``, its tail up to
``p_memsz`` zero-filled, and the dynamic relocations of the allocated ``SHT_RELA`` sections
(``.rela.dyn``: pointers in program-scope data, e.g. a ``__constant`` table of pointers) are
applied (AMDGPUUsage: Relocation Records). Code reaches its own constants and program-scope
globals PC-relatively (``s_getpc_b64`` plus a resolved offset): clang puts the initializer of a
private aggregate at -O0 and OpenCL ``__constant`` tables in ``.rodata``, ``__global`` variables
in ``.data``/``.bss``.

The emulator keeps instruction addresses as ELF virtual addresses; the semantics of
``s_getpc_b64``, ``s_swappc_b64``, ``s_setpc_b64`` and ``s_call_b64`` add or subtract the load
base (:attr:`amdgcn.emu.program.Program.load_base`).
"""

from __future__ import annotations

import struct

from amdgcn.codeobj.elf import R_AMDGPU
from amdgcn.emu.memory import ALLOC_ALIGN, Allocation, Memory
from amdgcn.errors import EmulationFault

#: ELF ``PT_LOAD``
PT_LOAD = 1
#: ELF ``SHF_ALLOC``: a relocation section the loader applies
SHF_ALLOC = 0x2
_MASK32 = 0xFFFFFFFF
#: the largest span of loaded segments the emulator maps (real code objects: kilobytes to a
#: few megabytes); larger is refused rather than allocated
MAX_IMAGE_SIZE = 256 << 20


def map_code_object(memory: Memory, co) -> tuple[int, Allocation | None]:
    """Copy the ``PT_LOAD`` segments of ``co`` into a new allocation of ``memory``.

    Args:
        memory: the emulator's device memory.
        co: a linked :class:`amdgcn.codeobj.CodeObject` (a relocatable one has no segments).

    Returns:
        ``(load_base, allocation)``: the device address of virtual address 0, a multiple of
        the allocation alignment (4096) so that segment alignments hold, and the allocation
        holding the image; ``(0, None)`` when nothing is loaded.
    """
    loads = [p for p in co.segments if p.p_type == PT_LOAD and p.p_memsz]
    if not loads:
        return 0, None
    low = min(p.p_vaddr for p in loads) // ALLOC_ALIGN * ALLOC_ALIGN
    high = max(p.p_vaddr + p.p_memsz for p in loads)
    if high - low > MAX_IMAGE_SIZE:
        raise EmulationFault(f"the code object's PT_LOAD segments span {high - low} bytes "
                             f"(more than {MAX_IMAGE_SIZE}): a corrupt p_vaddr or p_memsz")
    image = memory.allocate(high - low, "code object image")
    base = image.address - low
    raw = co.to_bytes()
    for p in loads:
        data = raw[p.p_offset: p.p_offset + min(p.p_filesz, p.p_memsz)]
        memory.write_bytes(base + p.p_vaddr, data)
    _relocate(memory, co, base)
    return base, image


def _relocate(memory: Memory, co, base: int) -> None:
    """Apply the dynamic relocations: RELATIVE64 writes B + A; ABS64/ABS32/ABS32_LO/ABS32_HI
    write S + A (S = B + the defined symbol's value).

    Raises:
        EmulationFault: a relocation against an undefined symbol or of another type.
    """
    alloc_sections = {s.name for s in co.sections if s.type == 4 and s.flags & SHF_ALLOC}
    for r in co.relocations:
        if r.section not in alloc_sections or r.type == R_AMDGPU.R_AMDGPU_NONE:
            continue
        where = base + r.offset
        if r.type == R_AMDGPU.R_AMDGPU_RELATIVE64:
            memory.write_bytes(where, struct.pack("<Q", base + r.addend))
            continue
        sym = r.symbol
        if sym is None or not sym.shndx:
            name = sym.name if sym is not None else f"#{r.symbol_index}"
            raise EmulationFault(f"code object: dynamic relocation at 0x{r.offset:x} against "
                                 f"undefined symbol '{name}' (nothing to link it with)")
        value = base + sym.value + r.addend
        if r.type == R_AMDGPU.R_AMDGPU_ABS64:
            memory.write_bytes(where, struct.pack("<Q", value & 0xFFFFFFFFFFFFFFFF))
        elif r.type in (R_AMDGPU.R_AMDGPU_ABS32, R_AMDGPU.R_AMDGPU_ABS32_LO):
            memory.write_bytes(where, struct.pack("<I", value & _MASK32))
        elif r.type == R_AMDGPU.R_AMDGPU_ABS32_HI:
            memory.write_bytes(where, struct.pack("<I", (value >> 32) & _MASK32))
        else:
            raise EmulationFault(f"code object: dynamic relocation {r.type_name} at "
                                 f"0x{r.offset:x} is not supported by the emulator's loader")


def image_mapped(memory: Memory, image: Allocation | None) -> bool:
    """False when ``image`` was unmapped since (``Memory.release`` to a mark made before the
    image was loaded): a program prepared for it must be loaded again."""
    return image is None or memory.find(image.address) is image
