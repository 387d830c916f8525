"""Load a code object's image into device memory, as ROCr's loader does (AMDGPUUsage: Code
Object Loading): every ``PT_LOAD`` segment is copied to ``load_base + p_vaddr``, its tail up to
``p_memsz`` zero-filled. Code reaches its own constants and program-scope globals PC-relatively
(``s_getpc_b64`` plus a resolved offset): clang puts the initializer of a private aggregate at
-O0 and OpenCL ``__constant`` tables in ``.rodata``, ``__global`` variables in ``.data``/``.bss``.

The emulator keeps instruction addresses as ELF virtual addresses; the semantics of
``s_getpc_b64``, ``s_swappc_b64``, ``s_setpc_b64`` and ``s_call_b64`` add or subtract the load
base (:attr:`amdgcn.emu.program.Program.load_base`).
"""

from __future__ import annotations

from amdgcn.emu.memory import ALLOC_ALIGN, Allocation, Memory

#: ELF ``PT_LOAD``
PT_LOAD = 1


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
    image = memory.allocate(high - low, "code object image")
    base = image.address - low
    raw = co.to_bytes()
    for p in loads:
        data = raw[p.p_offset: p.p_offset + min(p.p_filesz, p.p_memsz)]
        memory.write_bytes(base + p.p_vaddr, data)
    return base, image


def image_mapped(memory: Memory, image: Allocation | None) -> bool:
    """False when ``image`` was unmapped since (``Memory.release`` to a mark made before the
    image was loaded): a program prepared for it must be loaded again."""
    return image is None or memory.find(image.address) is image
