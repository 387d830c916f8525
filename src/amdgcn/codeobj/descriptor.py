"""The code object V3+ kernel descriptor and COMPUTE_PGM_RSRC1/2/3 (AMDGPUUsage: Kernel Descriptor).

::

     byte  0 GROUP_SEGMENT_FIXED_SIZE    4 PRIVATE_SEGMENT_FIXED_SIZE   8 KERNARG_SIZE
          12 reserved (4)               16 KERNEL_CODE_ENTRY_BYTE_OFFSET (i64)
          24 reserved (20)              44 COMPUTE_PGM_RSRC3           48 COMPUTE_PGM_RSRC1
          52 COMPUTE_PGM_RSRC2          56 kernel code properties (u16)
          58 kernarg preload (u16)      60 reserved (4)                64 end

Each register is a :class:`BitTable` of named fields with the targets where they are valid;
:class:`KernelDescriptor` parses the 64 bytes and builds them back bit for bit (reserved bytes
are kept). :func:`amdhsa_directives` prints the ``.amdhsa_kernel`` block that llvm-objdump
prints for a descriptor.
"""

from __future__ import annotations

from typing import Any

from amdgcn.codeobj.fields import BitField, BitTable, record, u
from amdgcn.errors import CodeObjectError
from amdgcn.target import FlatScratch, ProcessorInfo


def _gfx(lo: int, hi: int = 99) -> Any:
    return lambda info: lo <= info.major <= hi


def _gfx90a(info: ProcessorInfo) -> bool:
    # MI200 ISA: COMPUTE_PGM_RSRC3 holds ACCUM_OFFSET and TG_SPLIT on gfx90a and gfx94x.
    return info.major == 9 and "tgsplit" in info.features


def _architected(info: ProcessorInfo) -> bool:
    return info.flat_scratch == FlatScratch.ARCHITECTED


def _not_architected(info: ProcessorInfo) -> bool:
    return info.flat_scratch != FlatScratch.ARCHITECTED


#: AMDGPUUsage: compute_pgm_rsrc1 for GFX6-GFX11 (bits 27/31 as LLVM 22 defines for GFX12).
COMPUTE_PGM_RSRC1 = BitTable("COMPUTE_PGM_RSRC1", 32, [
    BitField("GRANULATED_WORKITEM_VGPR_COUNT", 0, 6),
    BitField("GRANULATED_WAVEFRONT_SGPR_COUNT", 6, 4),
    BitField("PRIORITY", 10, 2),
    BitField("FLOAT_ROUND_MODE_32", 12, 2),
    BitField("FLOAT_ROUND_MODE_16_64", 14, 2),
    BitField("FLOAT_DENORM_MODE_32", 16, 2),
    BitField("FLOAT_DENORM_MODE_16_64", 18, 2),
    BitField("PRIV", 20, 1),
    BitField("ENABLE_DX10_CLAMP", 21, 1, _gfx(6, 11)),
    BitField("DEBUG_MODE", 22, 1),
    BitField("ENABLE_IEEE_MODE", 23, 1, _gfx(6, 11)),
    BitField("BULKY", 24, 1),
    BitField("CDBG_USER", 25, 1),
    BitField("FP16_OVFL", 26, 1, _gfx(9)),
    BitField("WGP_MODE", 29, 1, _gfx(10)),
    BitField("MEM_ORDERED", 30, 1, _gfx(10)),
    BitField("FWD_PROGRESS", 31, 1, _gfx(10)),
])

#: AMDGPUUsage: compute_pgm_rsrc2 for GFX6-GFX11.
COMPUTE_PGM_RSRC2 = BitTable("COMPUTE_PGM_RSRC2", 32, [
    BitField("ENABLE_PRIVATE_SEGMENT", 0, 1),
    BitField("USER_SGPR_COUNT", 1, 5),
    BitField("ENABLE_TRAP_HANDLER", 6, 1),
    BitField("ENABLE_SGPR_WORKGROUP_ID_X", 7, 1),
    BitField("ENABLE_SGPR_WORKGROUP_ID_Y", 8, 1),
    BitField("ENABLE_SGPR_WORKGROUP_ID_Z", 9, 1),
    BitField("ENABLE_SGPR_WORKGROUP_INFO", 10, 1),
    BitField("ENABLE_VGPR_WORKITEM_ID", 11, 2),
    BitField("ENABLE_EXCEPTION_ADDRESS_WATCH", 13, 1),
    BitField("ENABLE_EXCEPTION_MEMORY", 14, 1),
    BitField("GRANULATED_LDS_SIZE", 15, 9),
    BitField("ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION", 24, 1),
    BitField("ENABLE_EXCEPTION_FP_DENORMAL_SOURCE", 25, 1),
    BitField("ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO", 26, 1),
    BitField("ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW", 27, 1),
    BitField("ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW", 28, 1),
    BitField("ENABLE_EXCEPTION_IEEE_754_FP_INEXACT", 29, 1),
    BitField("ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO", 30, 1),
])

#: AMDGPUUsage: compute_pgm_rsrc3 for GFX90A/GFX940 and for GFX10-GFX11 (reserved on GFX6-9).
COMPUTE_PGM_RSRC3 = BitTable("COMPUTE_PGM_RSRC3", 32, [
    BitField("ACCUM_OFFSET", 0, 6, _gfx90a),
    BitField("TG_SPLIT", 16, 1, _gfx90a),
    BitField("SHARED_VGPR_COUNT", 0, 4, _gfx(10, 11)),
    BitField("INST_PREF_SIZE", 4, 6, _gfx(11, 11)),
    BitField("TRAP_ON_START", 10, 1, _gfx(11, 11)),
    BitField("TRAP_ON_END", 11, 1, _gfx(11, 11)),
    BitField("IMAGE_OP", 31, 1, _gfx(11)),
])

#: AMDGPUUsage: Kernel Descriptor, bits 448..463 (kernel code properties).
KERNEL_CODE_PROPERTIES = BitTable("kernel_code_properties", 16, [
    BitField("ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER", 0, 1),
    BitField("ENABLE_SGPR_DISPATCH_PTR", 1, 1),
    BitField("ENABLE_SGPR_QUEUE_PTR", 2, 1),
    BitField("ENABLE_SGPR_KERNARG_SEGMENT_PTR", 3, 1),
    BitField("ENABLE_SGPR_DISPATCH_ID", 4, 1),
    BitField("ENABLE_SGPR_FLAT_SCRATCH_INIT", 5, 1),
    BitField("ENABLE_SGPR_PRIVATE_SEGMENT_SIZE", 6, 1),
    BitField("ENABLE_WAVEFRONT_SIZE32", 10, 1),
    BitField("USES_DYNAMIC_STACK", 11, 1),
])

#: Kernarg preload (code object V5, bits 464..479).
KERNARG_PRELOAD = BitTable("kernarg_preload", 16, [
    BitField("KERNARG_PRELOAD_SPEC_LENGTH", 0, 7),
    BitField("KERNARG_PRELOAD_SPEC_OFFSET", 7, 9),
])

KERNEL_DESCRIPTOR_SIZE = 64
KERNEL_DESCRIPTOR_ALIGN = 64


@record("kernel descriptor", KERNEL_DESCRIPTOR_SIZE)
class KernelDescriptor:
    """The 64-byte kernel descriptor (AMDGPUUsage: Code Object V3 Kernel Descriptor).

    Registers are kept as ints; :meth:`rsrc1`, :meth:`rsrc2`, :meth:`rsrc3`,
    :meth:`properties` unpack them into named fields and :meth:`set` packs fields back.

    Example:
        >>> kd = KernelDescriptor.parse(bytes(64))
        >>> kd.rsrc2()["USER_SGPR_COUNT"], len(kd.build())
        (0, 64)
    """

    group_segment_fixed_size: int = u("u32")
    private_segment_fixed_size: int = u("u32")
    kernarg_size: int = u("u32")
    reserved0: bytes = u("4s")
    kernel_code_entry_byte_offset: int = u("i64")
    reserved1: bytes = u("20s")
    compute_pgm_rsrc3: int = u("u32")
    compute_pgm_rsrc1: int = u("u32")
    compute_pgm_rsrc2: int = u("u32")
    kernel_code_properties: int = u("u16")
    kernarg_preload: int = u("u16")
    reserved3: bytes = u("4s")

    def rsrc1(self, info: ProcessorInfo | None = None) -> dict[str, int]:
        """``COMPUTE_PGM_RSRC1`` fields valid on ``info`` (every field when None)."""
        return COMPUTE_PGM_RSRC1.parse(self.compute_pgm_rsrc1, info)

    def rsrc2(self, info: ProcessorInfo | None = None) -> dict[str, int]:
        """``COMPUTE_PGM_RSRC2`` fields."""
        return COMPUTE_PGM_RSRC2.parse(self.compute_pgm_rsrc2, info)

    def rsrc3(self, info: ProcessorInfo | None = None) -> dict[str, int]:
        """``COMPUTE_PGM_RSRC3`` fields valid on ``info``."""
        return COMPUTE_PGM_RSRC3.parse(self.compute_pgm_rsrc3, info)

    def properties(self) -> dict[str, int]:
        """Kernel code properties (``ENABLE_SGPR_*``, ``ENABLE_WAVEFRONT_SIZE32`` ...)."""
        return KERNEL_CODE_PROPERTIES.parse(self.kernel_code_properties)

    def preload(self) -> dict[str, int]:
        """Kernarg preload length and offset."""
        return KERNARG_PRELOAD.parse(self.kernarg_preload)

    def fields(self, info: ProcessorInfo | None = None) -> dict[str, int]:
        """Every named field of the descriptor in one flat dict."""
        out = {"GROUP_SEGMENT_FIXED_SIZE": self.group_segment_fixed_size,
               "PRIVATE_SEGMENT_FIXED_SIZE": self.private_segment_fixed_size,
               "KERNARG_SIZE": self.kernarg_size,
               "KERNEL_CODE_ENTRY_BYTE_OFFSET": self.kernel_code_entry_byte_offset}
        for table, value in ((COMPUTE_PGM_RSRC1, self.compute_pgm_rsrc1),
                             (COMPUTE_PGM_RSRC2, self.compute_pgm_rsrc2),
                             (COMPUTE_PGM_RSRC3, self.compute_pgm_rsrc3)):
            out.update({f"{table.register}.{k}": v for k, v in table.parse(value, info).items()})
        out.update(self.properties())
        out.update(self.preload())
        return out

    def set(self, register: str, **values: int) -> None:
        """Set named fields of ``compute_pgm_rsrc1/2/3``, ``kernel_code_properties`` or
        ``kernarg_preload``, keeping the other bits."""
        table = _TABLES.get(register)
        if table is None:
            raise CodeObjectError(f"no register '{register}'", structure="kernel descriptor")
        setattr(self, register, table.build(values, base=getattr(self, register)))

    @property
    def wavefront_size32(self) -> bool:
        """The kernel runs in wave32 mode (GFX10+)."""
        return bool(self.properties()["ENABLE_WAVEFRONT_SIZE32"])

    def user_sgpr_count(self) -> int:
        """``COMPUTE_PGM_RSRC2.USER_SGPR_COUNT``."""
        return self.rsrc2()["USER_SGPR_COUNT"]


_TABLES = {"compute_pgm_rsrc1": COMPUTE_PGM_RSRC1, "compute_pgm_rsrc2": COMPUTE_PGM_RSRC2,
           "compute_pgm_rsrc3": COMPUTE_PGM_RSRC3,
           "kernel_code_properties": KERNEL_CODE_PROPERTIES, "kernarg_preload": KERNARG_PRELOAD}

assert KernelDescriptor.SIZE == 64
assert KernelDescriptor.OFFSETS["compute_pgm_rsrc1"] == 48  # see the diagram above
assert KernelDescriptor.OFFSETS["compute_pgm_rsrc3"] == 44
assert KernelDescriptor.OFFSETS["kernel_code_properties"] == 56

#: SGPR encoding granule of GRANULATED_WAVEFRONT_SGPR_COUNT as the disassembler inverts it.
_SGPR_ENCODING_GRANULE = 8


def _vgpr_encoding_granule(info: ProcessorInfo, wave32: bool) -> int:
    """AMDGPUUsage: COMPUTE_PGM_RSRC1.GRANULATED_WORKITEM_VGPR_COUNT granule."""
    if _gfx90a(info):
        return 8
    return 8 if wave32 else 4


def amdhsa_directives(name: str, kd: KernelDescriptor, info: ProcessorInfo,
                      code_object_version: int) -> str:
    """The ``.amdhsa_kernel`` block that llvm-objdump prints for a kernel descriptor.

    The values printed are those that re-assemble to the same descriptor (the SGPR/VGPR
    counts are the granulated counts inverted; ``.amdhsa_reserve_*`` print 0).

    Raises:
        CodeObjectError: reserved bits are set where LLVM 22 refuses to print the descriptor.
    """
    t = "\t"
    lines = [f".amdhsa_kernel {name}"]
    add = lines.append
    r1 = COMPUTE_PGM_RSRC1.parse(kd.compute_pgm_rsrc1)
    r2 = COMPUTE_PGM_RSRC2.parse(kd.compute_pgm_rsrc2)
    r3 = kd.compute_pgm_rsrc3
    props = kd.properties()
    major = info.major
    arch_fs = _architected(info)
    wave32 = bool(props["ENABLE_WAVEFRONT_SIZE32"]) if major >= 10 else False

    def reserved(cond: bool, what: str) -> None:
        if cond:
            raise CodeObjectError(f"kernel descriptor {what} set", structure="kernel descriptor")

    add(f"{t}.amdhsa_group_segment_fixed_size {kd.group_segment_fixed_size}")
    add(f"{t}.amdhsa_private_segment_fixed_size {kd.private_segment_fixed_size}")
    add(f"{t}.amdhsa_kernarg_size {kd.kernarg_size}")
    reserved(any(kd.reserved0), "reserved bits in range (127:96)")
    reserved(any(kd.reserved1), "reserved bits in range (351:192)")
    # COMPUTE_PGM_RSRC3 comes first: it lies at byte 44, before RSRC1 at 48.
    if _gfx90a(info):
        add(f"{t}.amdhsa_accum_offset {((r3 & 0x3F) + 1) * 4}")
        add(f"{t}.amdhsa_tg_split {(r3 >> 16) & 1}")
        reserved(bool(r3 & ~0x1003F), "COMPUTE_PGM_RSRC3 reserved bits")
    elif major >= 10:
        if major <= 11:
            if wave32:
                add(f"{t}; SHARED_VGPR_COUNT {r3 & 0xF}")
            else:
                add(f"{t}.amdhsa_shared_vgpr_count {r3 & 0xF}")
        if major == 11:
            add(f"{t}.amdhsa_inst_pref_size {(r3 >> 4) & 0x3F}")
            add(f"{t}; TRAP_ON_START {(r3 >> 10) & 1}")
            add(f"{t}; TRAP_ON_END {(r3 >> 11) & 1}")
        elif major >= 12:
            add(f"{t}.amdhsa_inst_pref_size {(r3 >> 4) & 0xFF}")
            add(f"{t}; GLG_EN {(r3 >> 13) & 1}")
        if major >= 11:
            add(f"{t}; IMAGE_OP {(r3 >> 31) & 1}")
    else:
        reserved(r3 != 0, "COMPUTE_PGM_RSRC3 must be all zero before gfx9")
    # COMPUTE_PGM_RSRC1
    vgpr = (r1["GRANULATED_WORKITEM_VGPR_COUNT"] + 1) * _vgpr_encoding_granule(info, wave32)
    add(f"{t}.amdhsa_next_free_vgpr {vgpr}")
    if major >= 10:
        reserved(r1["GRANULATED_WAVEFRONT_SGPR_COUNT"] != 0,
                 "GRANULATED_WAVEFRONT_SGPR_COUNT must be zero on gfx10+")
    add(f"{t}.amdhsa_reserve_vcc 0")
    if not arch_fs:
        add(f"{t}.amdhsa_reserve_flat_scratch 0")
    add(f"{t}.amdhsa_reserve_xnack_mask 0")
    add(f"{t}.amdhsa_next_free_sgpr "
        f"{(r1['GRANULATED_WAVEFRONT_SGPR_COUNT'] + 1) * _SGPR_ENCODING_GRANULE}")
    reserved(r1["PRIORITY"] != 0, "COMPUTE_PGM_RSRC1_PRIORITY reserved bits")
    add(f"{t}.amdhsa_float_round_mode_32 {r1['FLOAT_ROUND_MODE_32']}")
    add(f"{t}.amdhsa_float_round_mode_16_64 {r1['FLOAT_ROUND_MODE_16_64']}")
    add(f"{t}.amdhsa_float_denorm_mode_32 {r1['FLOAT_DENORM_MODE_32']}")
    add(f"{t}.amdhsa_float_denorm_mode_16_64 {r1['FLOAT_DENORM_MODE_16_64']}")
    reserved(r1["PRIV"] != 0, "COMPUTE_PGM_RSRC1_PRIV reserved bit")
    if major < 12:
        add(f"{t}.amdhsa_dx10_clamp {r1['ENABLE_DX10_CLAMP']}")
    reserved(r1["DEBUG_MODE"] != 0, "COMPUTE_PGM_RSRC1_DEBUG_MODE reserved bit")
    if major < 12:
        add(f"{t}.amdhsa_ieee_mode {r1['ENABLE_IEEE_MODE']}")
    reserved(r1["BULKY"] or r1["CDBG_USER"], "COMPUTE_PGM_RSRC1 reserved bits")
    if major >= 9:
        add(f"{t}.amdhsa_fp16_overflow {r1['FP16_OVFL']}")
    else:
        reserved(r1["FP16_OVFL"] != 0, "COMPUTE_PGM_RSRC1 reserved bit (26)")
    reserved(bool(kd.compute_pgm_rsrc1 & (3 << 27)), "COMPUTE_PGM_RSRC1 reserved bits")
    if major >= 10:
        add(f"{t}.amdhsa_workgroup_processor_mode {r1['WGP_MODE']}")
        add(f"{t}.amdhsa_memory_ordered {r1['MEM_ORDERED']}")
        add(f"{t}.amdhsa_forward_progress {r1['FWD_PROGRESS']}")
    else:
        reserved(bool(kd.compute_pgm_rsrc1 >> 29), "COMPUTE_PGM_RSRC1 reserved bits")
    if major >= 12:
        add(f"{t}.amdhsa_round_robin_scheduling {(kd.compute_pgm_rsrc1 >> 21) & 1}")
    # COMPUTE_PGM_RSRC2
    private = "enable_private_segment" if arch_fs else \
        "system_sgpr_private_segment_wavefront_offset"
    add(f"{t}.amdhsa_{private} {r2['ENABLE_PRIVATE_SEGMENT']}")
    for d, f in (("system_sgpr_workgroup_id_x", "ENABLE_SGPR_WORKGROUP_ID_X"),
                 ("system_sgpr_workgroup_id_y", "ENABLE_SGPR_WORKGROUP_ID_Y"),
                 ("system_sgpr_workgroup_id_z", "ENABLE_SGPR_WORKGROUP_ID_Z"),
                 ("system_sgpr_workgroup_info", "ENABLE_SGPR_WORKGROUP_INFO"),
                 ("system_vgpr_workitem_id", "ENABLE_VGPR_WORKITEM_ID")):
        add(f"{t}.amdhsa_{d} {r2[f]}")
    reserved(r2["ENABLE_EXCEPTION_ADDRESS_WATCH"] or r2["ENABLE_EXCEPTION_MEMORY"]
             or r2["GRANULATED_LDS_SIZE"], "COMPUTE_PGM_RSRC2 reserved bits")
    for d, f in (("invalid_op", "IEEE_754_FP_INVALID_OPERATION"),
                 ("denorm_src", "FP_DENORMAL_SOURCE"),
                 ("div_zero", "IEEE_754_FP_DIVISION_BY_ZERO"),
                 ("overflow", "IEEE_754_FP_OVERFLOW"), ("underflow", "IEEE_754_FP_UNDERFLOW"),
                 ("inexact", "IEEE_754_FP_INEXACT")):
        add(f"{t}.amdhsa_exception_fp_ieee_{d}" if d not in ("denorm_src",) else
            f"{t}.amdhsa_exception_fp_{d}")
        lines[-1] += f" {r2['ENABLE_EXCEPTION_' + f]}"
    add(f"{t}.amdhsa_exception_int_div_zero {r2['ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO']}")
    if major >= 12:
        add(f"{t}; WGP_TAKEOVER {kd.compute_pgm_rsrc2 >> 31}")
    else:
        reserved(bool(kd.compute_pgm_rsrc2 >> 31), "COMPUTE_PGM_RSRC2 reserved bit (31)")
    # kernel code properties
    if not arch_fs:
        add(f"{t}.amdhsa_user_sgpr_private_segment_buffer "
            f"{props['ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER']}")
    add(f"{t}.amdhsa_user_sgpr_dispatch_ptr {props['ENABLE_SGPR_DISPATCH_PTR']}")
    add(f"{t}.amdhsa_user_sgpr_queue_ptr {props['ENABLE_SGPR_QUEUE_PTR']}")
    add(f"{t}.amdhsa_user_sgpr_kernarg_segment_ptr {props['ENABLE_SGPR_KERNARG_SEGMENT_PTR']}")
    add(f"{t}.amdhsa_user_sgpr_dispatch_id {props['ENABLE_SGPR_DISPATCH_ID']}")
    if not arch_fs:
        add(f"{t}.amdhsa_user_sgpr_flat_scratch_init {props['ENABLE_SGPR_FLAT_SCRATCH_INIT']}")
    add(f"{t}.amdhsa_user_sgpr_private_segment_size "
        f"{props['ENABLE_SGPR_PRIVATE_SEGMENT_SIZE']}")
    reserved(bool(kd.kernel_code_properties & 0x380), "kernel code properties reserved bits")
    if major == 9:
        reserved(bool(props["ENABLE_WAVEFRONT_SIZE32"]),
                 "kernel code properties bit (458), must be zero on gfx9")
    elif major >= 10:
        add(f"{t}.amdhsa_wavefront_size32 {props['ENABLE_WAVEFRONT_SIZE32']}")
    if code_object_version >= 5:
        add(f"{t}.amdhsa_uses_dynamic_stack {props['USES_DYNAMIC_STACK']}")
    reserved(bool(kd.kernel_code_properties & 0xF000), "kernel code properties reserved bits")
    pre = kd.preload()
    if pre["KERNARG_PRELOAD_SPEC_LENGTH"]:
        add(f"{t}.amdhsa_user_sgpr_kernarg_preload_length {pre['KERNARG_PRELOAD_SPEC_LENGTH']}")
    if pre["KERNARG_PRELOAD_SPEC_OFFSET"]:
        add(f"{t}.amdhsa_user_sgpr_kernarg_preload_offset {pre['KERNARG_PRELOAD_SPEC_OFFSET']}")
    reserved(any(kd.reserved3), "reserved bits in range (511:480)")
    add(".end_amdhsa_kernel")
    return "\n".join(lines) + "\n"
