"""``amd_kernel_code_t``: the 256-byte kernel header of code object V2 (AMDGPU Compute ABI 0.40).

The header precedes the kernel's machine code (``kernel_code_entry_byte_offset`` is usually
256) and carries the same ``compute_pgm_rsrc1/2`` registers as the V3 kernel descriptor, so
the RSRC field tables of :mod:`amdgcn.codeobj.descriptor` apply to it.
"""

from __future__ import annotations

from amdgcn.codeobj.descriptor import COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
from amdgcn.codeobj.fields import BitField, BitTable, record, u

AMD_KERNEL_CODE_T_SIZE = 256

#: Compute ABI: amd_kernel_code_t bits 448..479 (``kernel_code_properties``).
AMD_KERNEL_CODE_PROPERTIES = BitTable("amd_kernel_code_properties", 32, [
    BitField("enable_sgpr_private_segment_buffer", 0, 1),
    BitField("enable_sgpr_dispatch_ptr", 1, 1),
    BitField("enable_sgpr_queue_ptr", 2, 1),
    BitField("enable_sgpr_kernarg_segment_ptr", 3, 1),
    BitField("enable_sgpr_dispatch_id", 4, 1),
    BitField("enable_sgpr_flat_scratch_init", 5, 1),
    BitField("enable_sgpr_private_segment_size", 6, 1),
    BitField("enable_sgpr_grid_workgroup_count_x", 7, 1),
    BitField("enable_sgpr_grid_workgroup_count_y", 8, 1),
    BitField("enable_sgpr_grid_workgroup_count_z", 9, 1),
    BitField("enable_wavefront_size32", 10, 1),
    BitField("enable_ordered_append_gds", 16, 1),
    BitField("private_element_size", 17, 2),
    BitField("is_ptr64", 19, 1),
    BitField("is_dynamic_callstack", 20, 1),
    BitField("is_debug_enabled", 21, 1),
    BitField("is_xnack_enabled", 22, 1),
])


@record("amd_kernel_code_t", AMD_KERNEL_CODE_T_SIZE)
class AmdKernelCode:
    """``amd_kernel_code_t`` (Compute ABI: AMD Kernel Code Object), every field by name.

    Example:
        >>> kc = AmdKernelCode.parse(bytes(256))
        >>> kc.kernel_code_entry_byte_offset, len(kc.build())
        (0, 256)
    """

    amd_kernel_code_version_major: int = u("u32")
    amd_kernel_code_version_minor: int = u("u32")
    amd_machine_kind: int = u("u16")
    amd_machine_version_major: int = u("u16")
    amd_machine_version_minor: int = u("u16")
    amd_machine_version_stepping: int = u("u16")
    kernel_code_entry_byte_offset: int = u("i64")
    kernel_code_prefetch_byte_offset: int = u("i64")
    kernel_code_prefetch_byte_size: int = u("u64")
    max_scratch_backing_memory_byte_size: int = u("u64")
    compute_pgm_rsrc1: int = u("u32")
    compute_pgm_rsrc2: int = u("u32")
    kernel_code_properties: int = u("u32")
    workitem_private_segment_byte_size: int = u("u32")
    workgroup_group_segment_byte_size: int = u("u32")
    gds_segment_byte_size: int = u("u32")
    kernarg_segment_byte_size: int = u("u64")
    workgroup_fbarrier_count: int = u("u32")
    wavefront_sgpr_count: int = u("u16")
    workitem_vgpr_count: int = u("u16")
    reserved_vgpr_first: int = u("u16")
    reserved_vgpr_count: int = u("u16")
    reserved_sgpr_first: int = u("u16")
    reserved_sgpr_count: int = u("u16")
    debug_wavefront_private_segment_offset_sgpr: int = u("u16")
    debug_private_segment_buffer_sgpr: int = u("u16")
    kernarg_segment_alignment: int = u("u8")
    group_segment_alignment: int = u("u8")
    private_segment_alignment: int = u("u8")
    wavefront_size: int = u("u8")
    call_convention: int = u("i32")
    reserved3: bytes = u("12s")
    runtime_loader_kernel_symbol: int = u("u64")
    control_directives: bytes = u("128s")

    def rsrc1(self, info=None) -> dict[str, int]:
        """``compute_pgm_rsrc1`` fields."""
        return COMPUTE_PGM_RSRC1.parse(self.compute_pgm_rsrc1, info)

    def rsrc2(self, info=None) -> dict[str, int]:
        """``compute_pgm_rsrc2`` fields."""
        return COMPUTE_PGM_RSRC2.parse(self.compute_pgm_rsrc2, info)

    def properties(self) -> dict[str, int]:
        """The ``enable_sgpr_*`` and ``is_*`` bits."""
        return AMD_KERNEL_CODE_PROPERTIES.parse(self.kernel_code_properties)

    @property
    def group_segment_fixed_size(self) -> int:
        """Alias matching :class:`KernelDescriptor`."""
        return self.workgroup_group_segment_byte_size

    @property
    def private_segment_fixed_size(self) -> int:
        """Alias matching :class:`KernelDescriptor`."""
        return self.workitem_private_segment_byte_size

    @property
    def kernarg_size(self) -> int:
        """Alias matching :class:`KernelDescriptor`."""
        return self.kernarg_segment_byte_size


assert AmdKernelCode.SIZE == 256
assert AmdKernelCode.OFFSETS["compute_pgm_rsrc1"] == 48  # Compute ABI: bits 415:384
assert AmdKernelCode.OFFSETS["wavefront_size"] == 103  # bits 831:824
assert AmdKernelCode.OFFSETS["control_directives"] == 128
