"""Kernel dispatch as AMDGPUUsage describes it: the kernarg segment laid out from the
metadata (explicit and hidden arguments of code object V4/V5), the AQL kernel dispatch
packet, the queue object, and the initial SGPR/VGPR state of every wave (AMDGPUUsage:
Kernel Dispatch, Initial Kernel Execution State, Code Object Metadata V5).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

import numpy as np

from amdgcn.codeobj.mdschema import check_kernel
from amdgcn.emu import operands as ops
from amdgcn.emu.memory import PRIVATE_APERTURE, SHARED_APERTURE
from amdgcn.emu.targets import EmuTarget
from amdgcn.errors import EmulationFault

AQL_PACKET_SIZE = 64
AMD_QUEUE_SIZE = 256
WAVE_SIZE = 64
HSA_PACKET_TYPE_KERNEL_DISPATCH = 2
#: extra private bytes per lane for kernels whose stack size is not known (uses_dynamic_stack)
DYNAMIC_STACK_BYTES = 1024
#: architected VGPRs a wave can address (v0-v255)
MAX_VGPRS = 256
#: the largest kernarg segment a dispatch accepts (far above the runtimes' own limits: HIP
#: takes 4 KiB of arguments); a descriptor that claims more is refused, not allocated
MAX_KERNARG_SEGMENT_SIZE = 1 << 20
#: the most private (scratch) bytes per work-item: COMPUTE_TMPRING_SIZE.WAVESIZE holds 13 bits
#: of 1 KiB units per wave of 64 lanes (MI200 ISA 3.3, AMDGPUUsage: Private Segment Buffer)
MAX_PRIVATE_SEGMENT_SIZE = 8191 * 1024 // 64


class LocalBuffer:
    """A ``__local`` pointer argument: ``nbytes`` of dynamic LDS placed after the static LDS.

    Example:
        >>> emu.dispatch(co, "k", grid=(256,), workgroup=(64,), args=[buf, LocalBuffer(256)])
    """

    def __init__(self, nbytes: int):
        if int(nbytes) < 0:
            raise EmulationFault(f"LocalBuffer size must not be negative, got {nbytes}")
        self.nbytes = int(nbytes)

    def __repr__(self):
        return f"LocalBuffer({self.nbytes})"


@dataclass(frozen=True)
class KernelInfo:
    """What a dispatch needs from a kernel's descriptor and metadata."""

    name: str
    entry: int
    args: tuple
    kernarg_size: int
    group_segment_size: int
    private_segment_size: int
    uses_dynamic_stack: bool
    user_sgpr_count: int
    enable: dict                 # enable_sgpr_* / system SGPR / VGPR flags, lower case
    vgpr_count: int
    accum_offset: int
    agpr_count: int
    mode: int
    descriptor_address: int = 0  # of the kernel descriptor, as the code object states it

    @classmethod
    def from_kernel(cls, kernel, *, target: EmuTarget) -> KernelInfo:
        """Read a :class:`amdgcn.codeobj.Kernel` (descriptor + metadata) for ``target``."""
        d = kernel.descriptor
        p = d.fields()
        md = check_kernel(kernel.metadata or {}, kernel.name)
        rs1 = "COMPUTE_PGM_RSRC1."
        rs2 = "COMPUTE_PGM_RSRC2."
        enable = {
            "private_segment_buffer": p.get("ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER", 0),
            "dispatch_ptr": p.get("ENABLE_SGPR_DISPATCH_PTR", 0),
            "queue_ptr": p.get("ENABLE_SGPR_QUEUE_PTR", 0),
            "kernarg_segment_ptr": p.get("ENABLE_SGPR_KERNARG_SEGMENT_PTR", 0),
            "dispatch_id": p.get("ENABLE_SGPR_DISPATCH_ID", 0),
            "flat_scratch_init": p.get("ENABLE_SGPR_FLAT_SCRATCH_INIT", 0),
            "private_segment_size": p.get("ENABLE_SGPR_PRIVATE_SEGMENT_SIZE", 0),
            "workgroup_id_x": p.get(rs2 + "ENABLE_SGPR_WORKGROUP_ID_X", 0),
            "workgroup_id_y": p.get(rs2 + "ENABLE_SGPR_WORKGROUP_ID_Y", 0),
            "workgroup_id_z": p.get(rs2 + "ENABLE_SGPR_WORKGROUP_ID_Z", 0),
            "workgroup_info": p.get(rs2 + "ENABLE_SGPR_WORKGROUP_INFO", 0),
            "private_segment_wave_offset": p.get(rs2 + "ENABLE_PRIVATE_SEGMENT", 0),
            "vgpr_workitem_id": p.get(rs2 + "ENABLE_VGPR_WORKITEM_ID", 0),
        }
        # VGPRs are granted in granules (8 on gfx90a/gfx940, 4 before); with one register
        # file the AGPRs follow ACCUM_OFFSET, gfx908's AGPRs are a file of their own
        vgpr_blocks = p.get(rs1 + "GRANULATED_WORKITEM_VGPR_COUNT", 0)
        total = (vgpr_blocks + 1) * target.vgpr_granule
        accum = (p.get("COMPUTE_PGM_RSRC3.ACCUM_OFFSET", 63) + 1) * 4 \
            if target.unified_register_file else MAX_VGPRS
        vgprs = max(int(md.get(".vgpr_count", 0)), min(total, accum), 1)
        agprs = int(md.get(".agpr_count", 0))
        mode = (p.get(rs1 + "FLOAT_ROUND_MODE_32", 0) | (p.get(rs1 + "FLOAT_ROUND_MODE_16_64", 0) << 2)
                | (p.get(rs1 + "FLOAT_DENORM_MODE_32", 0) << 4)
                | (p.get(rs1 + "FLOAT_DENORM_MODE_16_64", 0) << 6)
                | (p.get(rs1 + "ENABLE_DX10_CLAMP", 0) << 8) | (p.get(rs1 + "ENABLE_IEEE_MODE", 0) << 9))
        kernarg_size = max(int(md.get(".kernarg_segment_size", d.kernarg_size)), d.kernarg_size)
        _check_segments(kernel.name, md, kernarg_size, int(d.private_segment_fixed_size))
        return cls(
            name=kernel.name, entry=kernel.entry, args=tuple(md.get(".args", ())),
            kernarg_size=kernarg_size,
            group_segment_size=int(d.group_segment_fixed_size),
            private_segment_size=int(d.private_segment_fixed_size),
            uses_dynamic_stack=bool(md.get(".uses_dynamic_stack", False)
                                    or p.get("USES_DYNAMIC_STACK", 0)),
            user_sgpr_count=p.get(rs2 + "USER_SGPR_COUNT", 0),
            enable=enable, vgpr_count=vgprs, accum_offset=accum, agpr_count=agprs, mode=mode,
            descriptor_address=int(kernel.descriptor_address))


def _check_segments(name: str, md: dict, kernarg_size: int, private_size: int) -> None:
    """Refuse segment sizes no dispatch could have, and arguments outside the kernarg
    segment, before anything is allocated (AMDGPUUsage: Kernel Descriptor, Kernarg Segment).

    Raises:
        EmulationFault: naming the kernel, the size and the limit.
    """
    if kernarg_size > MAX_KERNARG_SEGMENT_SIZE:
        raise EmulationFault(f"kernel '{name}' claims a kernarg segment of {kernarg_size} "
                             f"bytes (more than {MAX_KERNARG_SEGMENT_SIZE})")
    if private_size > MAX_PRIVATE_SEGMENT_SIZE:
        raise EmulationFault(f"kernel '{name}' claims {private_size} private bytes per "
                             f"work-item (more than {MAX_PRIVATE_SEGMENT_SIZE})")
    for i, arg in enumerate(md.get(".args") or ()):
        if ".offset" not in arg:
            raise EmulationFault(f"kernel '{name}': argument {i} has no .offset "
                                 "(AMDGPUUsage: Code Object V3 Metadata, required)")
        end = arg.get(".offset", 0) + arg.get(".size", 0)
        if end > kernarg_size:
            raise EmulationFault(f"kernel '{name}': argument {i} (.offset + .size = {end}) "
                                 f"lies past the kernarg segment ({kernarg_size} bytes)")


def _pack_int(value: int, size: int, what: str) -> bytes:
    if size <= 0:
        raise EmulationFault(f"{what}: an argument of {size} bytes holds no value")
    lo = -(1 << (8 * size - 1))
    hi = (1 << (8 * size)) - 1
    if not lo <= value <= hi:
        raise EmulationFault(f"{what}: {value} does not fit in {size} bytes")
    return (value & hi).to_bytes(size, "little")


def pack_argument(value, arg: dict, index: int) -> tuple[bytes, LocalBuffer | None]:
    """The kernarg bytes of explicit argument ``index`` (and the LocalBuffer, if one)."""
    kind = arg.get(".value_kind")
    size = int(arg.get(".size", 0))
    what = f"argument {index} ({arg.get('.name') or arg.get('.type_name') or kind})"
    if kind == "global_buffer" or (kind == "by_value" and arg.get(".address_space") in ("global", "constant")):
        if value is None:
            return bytes(size), None
        address = getattr(value, "address", value)
        if isinstance(address, (int, np.integer)):
            return _pack_int(int(address), size, what), None
        raise EmulationFault(f"{what} is a pointer: pass a device buffer, got {type(value).__name__}")
    if kind == "dynamic_shared_pointer":
        if not isinstance(value, LocalBuffer):
            raise EmulationFault(f"{what} is a __local pointer: pass amdgcn.LocalBuffer(nbytes)")
        return bytes(size), value
    if kind != "by_value":
        raise EmulationFault(f"{what}: arguments of kind '{kind}' are not supported")
    if isinstance(value, (bytes, bytearray, memoryview)):
        raw = bytes(value)
        if len(raw) != size:
            raise EmulationFault(f"{what} takes {size} bytes, got {len(raw)} bytes")
        return raw, None
    if isinstance(value, (np.ndarray, np.generic)):
        raw = np.ascontiguousarray(value).tobytes()
        if len(raw) != size:
            raise EmulationFault(f"{what} takes {size} bytes, got a {np.asarray(value).dtype} "
                                 f"value of {len(raw)} bytes")
        return raw, None
    if isinstance(value, bool):
        value = int(value)
    if isinstance(value, int):
        return _pack_int(value, size, what), None
    if isinstance(value, float):
        fmt = {2: "<e", 4: "<f", 8: "<d"}.get(size)
        if fmt is None:
            raise EmulationFault(f"{what} takes {size} bytes: a float needs bytes or a NumPy value")
        return struct.pack(fmt, value), None
    raise EmulationFault(f"{what}: cannot pass a {type(value).__name__} by value")


@dataclass
class Geometry:
    """Grid and work-group sizes of a dispatch (HSA semantics: partial last work-groups)."""

    grid: tuple
    workgroup: tuple
    dims: int
    offset: tuple

    @classmethod
    def make(cls, grid, workgroup, offset=None) -> Geometry:
        """Normalize user tuples (1 to 3 ints)."""
        def norm(t, what):
            t = (t,) if isinstance(t, (int, np.integer)) else tuple(int(x) for x in t)
            if not 1 <= len(t) <= 3 or any(x < 1 for x in t):
                raise EmulationFault(f"{what} must be 1 to 3 positive sizes, got {t}")
            return t
        g = norm(grid, "grid")
        w = norm(workgroup, "workgroup")
        if len(w) > len(g):
            g = g + (1,) * (len(w) - len(g))
        dims = len(g)
        g3 = g + (1,) * (3 - len(g))
        w3 = w + (1,) * (3 - len(w))
        if w3[0] * w3[1] * w3[2] > 1024:
            raise EmulationFault(f"work-group of {w3[0] * w3[1] * w3[2]} work-items exceeds 1024")
        off = tuple(offset or (0, 0, 0)) + (0,) * (3 - len(tuple(offset or ())))
        return cls(g3, w3, dims, off[:3])

    @property
    def groups(self) -> tuple:
        """Work-groups per dimension, the partial one included."""
        return tuple(-(-g // w) for g, w in zip(self.grid, self.workgroup))

    def hidden(self, kind: str, *, dynamic_lds: int, queue_ptr: int):
        """Value of a hidden argument of V4/V5 metadata (AMDGPUUsage: Code Object V5
        Metadata); 0 for a kind it does not know, as the runtime leaves those bytes."""
        stem, _, axis = kind.rpartition("_")
        i = {"x": 0, "y": 1, "z": 2}.get(axis)
        if i is not None:
            if stem == "hidden_block_count":
                return self.grid[i] // self.workgroup[i]
            if stem == "hidden_group_size":
                return self.workgroup[i]
            if stem == "hidden_remainder":
                return self.grid[i] % self.workgroup[i]
            if stem == "hidden_global_offset":
                return self.offset[i]
        if kind == "hidden_grid_dims":
            return self.dims
        if kind == "hidden_dynamic_lds_size":
            return dynamic_lds
        if kind == "hidden_private_base":
            return PRIVATE_APERTURE >> 32
        if kind == "hidden_shared_base":
            return SHARED_APERTURE >> 32
        if kind == "hidden_queue_ptr":
            return queue_ptr
        return 0


def aql_packet(geo: Geometry, *, kernarg: int, private_size: int, group_size: int,
               kernel_object: int) -> bytes:
    """The 64-byte hsa_kernel_dispatch_packet_t (HSA: AQL kernel dispatch packet)."""
    header = HSA_PACKET_TYPE_KERNEL_DISPATCH
    return struct.pack("<HHHHHHIIIIIQQQQ", header, geo.dims, *geo.workgroup, 0, *geo.grid,
                       private_size, group_size, kernel_object, kernarg, 0, 0)


def amd_queue(*, packet_address: int) -> bytes:
    """A zeroed amd_queue_t whose hsa_queue_t header names a one-packet queue."""
    q = bytearray(AMD_QUEUE_SIZE)
    struct.pack_into("<IIQQII", q, 0, 0, 0, packet_address, 0, 1, 0)
    return bytes(q)


def initial_sgprs(info: KernelInfo, st, *, packet: int, queue: int, kernarg: int,
                  architected_flat_scratch: bool, scratch_base: int, per_wave_scratch: int,
                  private_size: int, wg_ids: np.ndarray, waves_in_group: np.ndarray,
                  first_wave: np.ndarray) -> None:
    """Write the user and system SGPRs in the order of AMDGPUUsage's SGPR set-up table.

    ENABLE_PRIVATE_SEGMENT gives the Scratch Wavefront Offset SGPR, or with *Architected flat
    scratch* (gfx940+) no SGPR but FLAT_SCRATCH set to the wave's scratch base (AMDGPUUsage:
    COMPUTE_PGM_RSRC2, Flat Scratch)."""
    en = info.enable
    s = st.sgpr
    r = 0

    def put64(value):
        nonlocal r
        s[r] = value & 0xFFFFFFFF
        s[r + 1] = (value >> 32) & 0xFFFFFFFF
        r += 2

    if en["private_segment_buffer"]:
        # scratch V#: swizzled, ADD_TID_ENABLE, INDEX_STRIDE 64, element size 4, no range check
        s[r] = scratch_base & 0xFFFFFFFF
        s[r + 1] = ((scratch_base >> 32) & 0xFFFF) | (1 << 31)
        s[r + 2] = 0xFFFFFFFF
        s[r + 3] = (3 << 21) | (1 << 23)
        r += 4
    if en["dispatch_ptr"]:
        put64(packet)
    if en["queue_ptr"]:
        put64(queue)
    if en["kernarg_segment_ptr"]:
        put64(kernarg)
    if en["dispatch_id"]:
        put64(0)
    if en["flat_scratch_init"]:
        put64(scratch_base)
    if en["private_segment_size"]:
        s[r] = private_size
        r += 1
    r = max(r, info.user_sgpr_count)
    for axis, key in enumerate(("workgroup_id_x", "workgroup_id_y", "workgroup_id_z")):
        if en[key]:
            s[r] = wg_ids[:, axis]
            r += 1
    if en["workgroup_info"]:
        s[r] = (first_wave.astype(np.uint32) << 31) | waves_in_group.astype(np.uint32)
        r += 1
    wave_offset = np.arange(st.n, dtype=np.uint64) * np.uint64(per_wave_scratch)
    if en["private_segment_wave_offset"] and architected_flat_scratch:
        base = np.uint64(scratch_base) + wave_offset
        s[ops.FLAT_SCRATCH_LO] = (base & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        s[ops.FLAT_SCRATCH_HI] = (base >> np.uint64(32)).astype(np.uint32)
    elif en["private_segment_wave_offset"]:
        s[r] = wave_offset.astype(np.uint32)
        r += 1
    s[ops.EXEC_LO] = 0
    s[ops.EXEC_HI] = 0
