"""The public emulator: device buffers, dispatch, results (issue #6).

Example:
    >>> from amdgcn import CodeObject, Emulator
    >>> emu = Emulator(mcpu="gfx90a")
    >>> a, b = emu.to_device(x), emu.to_device(y)
    >>> c = emu.empty(x.shape, dtype=x.dtype)
    >>> res = emu.dispatch(co, "vadd", grid=(n,), workgroup=(256,), args=[a, b, c, n])
    >>> c.to_numpy(), res.stats.wave_instructions
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from amdgcn.codeobj import CodeObject
from amdgcn.emu import operands as ops
from amdgcn.emu.dispatch import (
    AQL_PACKET_SIZE,
    DYNAMIC_STACK_BYTES,
    WAVE_SIZE,
    Geometry,
    KernelInfo,
    LocalBuffer,
    amd_queue,
    aql_packet,
    initial_sgprs,
    pack_argument,
)
from amdgcn.emu.hostalloc import tune_malloc
from amdgcn.emu.loader import image_mapped, map_code_object
from amdgcn.emu.memory import Memory
from amdgcn.emu.profile import Profile, Profiler
from amdgcn.emu.program import LaneFault, Program, unimplemented
from amdgcn.emu.scheduler import Stats, run_batch
from amdgcn.emu.semantics import builders_for
from amdgcn.emu.state import WaveState, mask_rows
from amdgcn.emu.targets import emu_target
from amdgcn.errors import AmdgcnError, EmulationFault
from amdgcn.isa import decode
from amdgcn.target import Target

DEFAULT_BUDGET = 50_000_000
#: register-file bytes a batch of resident waves may use
BATCH_BYTES = 96 << 20
MAX_BATCH_WAVES = 4096
KERNARG_BLOCK = 64


class DeviceBuffer:
    """An allocation of device memory with the shape and dtype it was made with."""

    def __init__(self, emu: Emulator, address: int, nbytes: int, shape, dtype):
        self._emu = emu
        self.address = address
        self.nbytes = nbytes
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)

    def to_numpy(self) -> np.ndarray:
        """A copy of the buffer's contents as an array of its shape and dtype."""
        raw = self._emu.memory.host_view(self.address, self.nbytes).copy()
        return raw.view(self.dtype).reshape(self.shape)

    def write(self, array) -> None:
        """Overwrite the buffer with ``array``'s bytes (host to device copy)."""
        raw = np.ascontiguousarray(array).view(np.uint8).reshape(-1)
        if raw.size > self.nbytes:
            raise EmulationFault(f"{raw.size} bytes do not fit a {self.nbytes}-byte buffer")
        self._emu.memory.host_view(self.address, raw.size)[:] = raw

    def __int__(self):
        return self.address

    def __repr__(self):
        return f"DeviceBuffer(0x{self.address:x}, {self.shape}, {self.dtype})"


@dataclass(frozen=True)
class DispatchStats:
    """Counters of one dispatch: waves, workgroups, wave-instructions, seconds."""

    waves: int
    workgroups: int
    wave_instructions: int
    seconds: float

    @property
    def instructions_per_second(self) -> float:
        """Wave-instructions per second of wall time."""
        return self.wave_instructions / self.seconds if self.seconds else 0.0


@dataclass(frozen=True)
class DispatchResult:
    """What :meth:`Emulator.dispatch` returns."""

    stats: DispatchStats
    kernel: str
    #: the per-instruction :class:`~amdgcn.emu.profile.Profile` with ``profile=True``
    profile: Profile | None = None


class Emulator:
    """An AMD GPU of the GCN/CDNA family emulated with NumPy.

    Args:
        mcpu: the processor or target ID (``"gfx90a"``, ``"gfx942:xnack-"``).
        budget: instructions each wave may run before it faults.
        timeout: seconds of wall-clock time a dispatch may take before it stops with an
            :class:`EmulationFault` that says how far it got (None: no limit).

    Raises:
        TargetError: ``mcpu`` names no processor.
    """

    def __init__(self, mcpu: str = "gfx90a", *, budget: int = DEFAULT_BUDGET,
                 max_batch_waves: int = MAX_BATCH_WAVES, timeout: float | None = None):
        self.mcpu = mcpu
        self.target = emu_target(mcpu)
        self._device = Target.parse(mcpu)
        self.budget = int(budget)
        self.timeout = timeout
        self.max_batch_waves = int(max_batch_waves)
        self.memory = Memory()
        self._programs: dict = {}
        self._loaded: dict = {}
        self._builders = builders_for(mcpu)
        tune_malloc()

    # -- memory ---------------------------------------------------------------------------------
    def to_device(self, array) -> DeviceBuffer:
        """Copy a NumPy array into a new device buffer."""
        arr = np.ascontiguousarray(array)
        buf = self.empty(arr.shape, dtype=arr.dtype)
        buf.write(arr)
        return buf

    def empty(self, nbytes_or_shape, dtype=np.uint8) -> DeviceBuffer:
        """A new zero-filled buffer of ``nbytes`` (an int) or of a shape of ``dtype``."""
        dtype = np.dtype(dtype)
        shape = (nbytes_or_shape // dtype.itemsize,) if isinstance(nbytes_or_shape, (int, np.integer)) \
            else tuple(nbytes_or_shape)
        nbytes = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
        alloc = self.memory.allocate(nbytes, "buffer")
        return DeviceBuffer(self, alloc.address, nbytes, shape, dtype)

    def empty_like(self, array) -> DeviceBuffer:
        """A zero-filled buffer with ``array``'s shape and dtype."""
        a = np.asarray(array)
        return self.empty(a.shape, dtype=a.dtype)

    # -- code -----------------------------------------------------------------------------------
    def load(self, code_object) -> CodeObject:
        """A :class:`CodeObject` from a path, bytes or a CodeObject."""
        if isinstance(code_object, CodeObject):
            return code_object
        key = bytes(code_object) if isinstance(code_object, (bytes, bytearray)) \
            else str(Path(code_object).resolve())
        co = self._loaded.get(key)
        if co is None:
            co = CodeObject.from_bytes(key) if isinstance(key, bytes) else CodeObject.from_file(key)
            self._loaded[key] = co
        return co

    def program(self, co: CodeObject, kernel) -> Program:
        """The prepared steps of every instruction of the code object's text (cached)."""
        key = (id(co), self.mcpu)
        prog = self._programs.get(key)
        if prog is not None and not image_mapped(self.memory, self._programs[(key, "image")]):
            # its image went with a Memory.release: map the image again; the prepared steps
            # stay (they read the program's load base when they run)
            prog.load_base, self._programs[(key, "image")] = map_code_object(self.memory, co)
        if prog is None:
            base, image = map_code_object(self.memory, co)
            prog = Program(_decode_text(co, self.mcpu), mcpu=self.mcpu, builders=self._builders,
                           fallback=unimplemented, load_base=base)
            self._programs[key] = prog
            self._programs[(key, "co")] = co  # keep the object alive so id() stays unique
            self._programs[(key, "image")] = image
        return prog

    # -- dispatch -------------------------------------------------------------------------------
    def dispatch(self, code_object, kernel: str, *, grid, workgroup, args=(), global_offset=None,
                 budget: int | None = None, trace=None, progress=None,
                 profile: bool = False, dynamic_lds: int = 0,
                 timeout: float | None = None) -> DispatchResult:
        """Run ``kernel`` over ``grid`` work-items in work-groups of ``workgroup``.

        Args:
            code_object: a CodeObject, a path or bytes.
            kernel: the kernel's name.
            grid: work-items per dimension (need not be a multiple of the work-group).
            workgroup: work-group size per dimension.
            args: the kernel's explicit arguments in order: device buffers for pointers,
                NumPy scalars, Python numbers or raw ``bytes`` by value, ``LocalBuffer``
                for ``__local`` pointers.
            global_offset: the grid's global offset (hidden_global_offset_*).
            budget: instructions per wave before a fault (default: the emulator's).
            timeout: wall-clock seconds before the dispatch stops with a fault (default: the
                emulator's); Ctrl-C stops it the same way.
            trace: ``fn(step, group, state)`` called after every executed instruction.
            progress: ``fn(done_waves, total_waves)`` called after each batch.
            profile: count, per instruction, the waves that executed it and their active
                lanes (``result.profile``); costs nothing when False.
            dynamic_lds: bytes of dynamic LDS per work-group, as HIP's ``sharedMemBytes``
                (``hipModuleLaunchKernel``): the work-group's group segment is the static size
                of the kernel descriptor plus these bytes, placed right after the static LDS
                (then ``LocalBuffer`` arguments); ``hidden_dynamic_lds_size`` receives it.

        Returns:
            A :class:`DispatchResult` whose ``stats`` count waves, work-groups,
            wave-instructions and seconds.

        Raises:
            EmulationFault: a code object for another processor, a bad argument, or a fault
                of the kernel (pc, wave, lane, address); any internal error of the
                emulator on a hostile code object becomes one here (the dispatch boundary).
        """
        try:
            return self._dispatch(code_object, kernel, grid=grid, workgroup=workgroup,
                                  args=args, global_offset=global_offset, budget=budget,
                                  trace=trace, progress=progress, profile=profile,
                                  dynamic_lds=dynamic_lds, timeout=timeout)
        except AmdgcnError:
            raise
        except Exception as e:     # noqa: BLE001 - the dispatch boundary: never a traceback
            raise EmulationFault(f"emulator error ({type(e).__name__}: {e})") from e

    def _dispatch(self, code_object, kernel: str, *, grid, workgroup, args, global_offset,
                  budget, trace, progress, profile, dynamic_lds, timeout) -> DispatchResult:
        co = self.load(code_object)
        code_target = co.target
        if code_target is not None and not code_target.is_compatible_with(self._device):
            raise EmulationFault(f"the code object is built for {code_target}; this emulator "
                                 f"runs {self.mcpu} (Emulator(mcpu=...))")
        if kernel not in co.kernels:
            raise EmulationFault(f"no kernel named '{kernel}' in the code object "
                                 f"(kernels: {', '.join(co.kernels) or 'none'})")
        info = KernelInfo.from_kernel(co.kernels[kernel], target=self.target)
        geo = Geometry.make(grid, workgroup, global_offset)
        check_workgroup_size(co.kernels[kernel].metadata or {}, geo.workgroup, kernel)
        t0 = time.perf_counter()
        limit = timeout if timeout is not None else self.timeout
        deadline = None if limit is None else time.monotonic() + float(limit)
        prog = self.program(co, kernel).bounded(max(info.vgpr_count, 1),
                                                max(info.agpr_count, 1))
        profiler = Profiler(len(prog.steps), trace) if profile else None
        mark = self.memory.mark()
        try:
            stats = self._run(info, geo, prog, list(args), budget or self.budget,
                              profiler or trace, progress, dynamic_lds=dynamic_lds,
                              deadline=deadline)
        except LaneFault as e:     # outside any step (the entry point is no instruction)
            raise EmulationFault(e.reason, address=e.address) from None
        finally:
            self.memory.release(mark)
        seconds = time.perf_counter() - t0
        report = None
        if profiler is not None:
            k = co.kernels[kernel]
            report = Profile.from_counts(kernel, prog, profiler, start=k.entry,
                                         end=k.entry + len(k.code))
        return DispatchResult(DispatchStats(stats["waves"], stats["workgroups"],
                                            stats["instructions"], seconds), kernel, report)

    def _kernarg(self, info: KernelInfo, geo: Geometry, args: list, *, queue_ptr: int,
                 dynamic_lds: int = 0):
        explicit = [a for a in info.args if not str(a.get(".value_kind", "")).startswith("hidden_")]
        if len(args) != len(explicit):
            names = ", ".join(a.get(".name") or a.get(".type_name", "?") for a in explicit)
            raise EmulationFault(f"kernel '{info.name}' takes {len(explicit)} arguments "
                                 f"({names}), got {len(args)}")
        # runtimes hand out kernarg segments in 64-byte blocks; scalar loads may read past the
        # last argument within the block (s_load_dwordx4 of three trailing ints)
        kernarg = bytearray(-(-max(info.kernarg_size, 16) // KERNARG_BLOCK) * KERNARG_BLOCK)
        if isinstance(dynamic_lds, bool) or not isinstance(dynamic_lds, (int, np.integer)) \
                or dynamic_lds < 0:
            raise EmulationFault(f"dynamic_lds must be a byte count >= 0, got {dynamic_lds!r}")
        lds_top = info.group_segment_size + int(dynamic_lds)
        locals_: list = []
        for i, (value, arg) in enumerate(zip(args, explicit)):
            raw, local = pack_argument(value, arg, i)
            if local is not None:
                align = int(arg.get(".pointee_align", 4) or 4)
                lds_top = -(-lds_top // align) * align
                if lds_top + local.nbytes > self.target.lds_bytes:
                    raise EmulationFault(
                        f"kernel '{info.name}': argument {i} (a __local buffer of "
                        f"{local.nbytes} bytes, aligned to {align}) ends at LDS byte "
                        f"{lds_top + local.nbytes}; {self.target.processor} has "
                        f"{self.target.lds_bytes}")
                # a hostile .size narrower than the address wraps, as the field would
                raw = (lds_top % (1 << 8 * len(raw))).to_bytes(len(raw), "little")
                lds_top += local.nbytes
                locals_.append(local)
            off = int(arg[".offset"])
            kernarg[off: off + len(raw)] = raw
        dynamic = lds_top - info.group_segment_size
        for arg in info.args:
            kind = str(arg.get(".value_kind", ""))
            if kind.startswith("hidden_"):
                size = int(arg.get(".size", 0))
                value = geo.hidden(kind, dynamic_lds=dynamic, queue_ptr=queue_ptr)
                off = int(arg[".offset"])
                kernarg[off: off + size] = (int(value) % (1 << 8 * size)).to_bytes(size,
                                                                                 "little")
        return bytes(kernarg), lds_top

    def _run(self, info, geo, prog, args, budget, trace, progress, *, dynamic_lds=0,
             deadline=None) -> dict:
        mem = self.memory
        queue = mem.allocate(256, "amd_queue_t")
        kernarg_bytes, lds_size = self._kernarg(info, geo, args, queue_ptr=queue.address,
                                                dynamic_lds=dynamic_lds)
        if lds_size > self.target.lds_bytes:
            raise EmulationFault(f"kernel '{info.name}' needs {lds_size} bytes of LDS per "
                                 f"work-group; {self.target.processor} has {self.target.lds_bytes}")
        kernarg = mem.allocate(len(kernarg_bytes), "kernarg segment")
        mem.write_bytes(kernarg.address, kernarg_bytes)
        private = info.private_segment_size + (DYNAMIC_STACK_BYTES if info.uses_dynamic_stack else 0)
        private = -(-private // 16) * 16
        packet = mem.allocate(AQL_PACKET_SIZE, "AQL dispatch packet")
        # the packet's kernel_object is the loaded kernel descriptor's address (HSA; a
        # hostile descriptor address wraps as the 64-bit field would)
        kernel_object = (prog.load_base + info.descriptor_address) % (1 << 64)
        mem.write_bytes(packet.address, aql_packet(geo, kernarg=kernarg.address,
                                                   private_size=private, group_size=lds_size,
                                                   kernel_object=kernel_object))
        mem.write_bytes(queue.address, amd_queue(packet_address=packet.address))

        groups = geo.groups
        n_groups = groups[0] * groups[1] * groups[2]
        wg_items = geo.workgroup[0] * geo.workgroup[1] * geo.workgroup[2]
        waves_per_wg = -(-wg_items // WAVE_SIZE)
        per_wave_regs = (info.vgpr_count + info.agpr_count) * WAVE_SIZE * 4 + 256 * 4
        cap = max(1, min(self.max_batch_waves, BATCH_BYTES // per_wave_regs))
        per_wave_scratch = private * WAVE_SIZE
        if per_wave_scratch:     # the batch's scratch is bounded too (8 MiB a wave at most)
            cap = max(1, min(cap, BATCH_BYTES // per_wave_scratch))
        wgs_per_batch = max(1, cap // waves_per_wg)
        scratch = mem.allocate(max(per_wave_scratch * wgs_per_batch * waves_per_wg, 4), "scratch")
        entry = prog.index_of(info.entry)
        stats = Stats()
        total_waves = _launched_waves(geo)
        done = 0
        reuse = None
        for first in range(0, n_groups, wgs_per_batch):
            ids = np.arange(first, min(first + wgs_per_batch, n_groups), dtype=np.int64)
            st = self._batch_state(info, geo, ids, waves_per_wg, lds_size, private, reuse=reuse,
                                   packet=packet.address, queue=queue.address,
                                   kernarg=kernarg.address, scratch=scratch.address,
                                   per_wave_scratch=per_wave_scratch)
            st.wave_id = ids.repeat(waves_per_wg) * waves_per_wg + np.tile(
                np.arange(waves_per_wg), len(ids))
            try:
                run_batch(prog, st, budget=budget, stats=stats, trace=trace, start=entry,
                          deadline=deadline, waves=st.present_waves)
            except EmulationFault as e:
                if getattr(e, "stopped", None) is None:
                    raise
                raise EmulationFault(f"{e.reason}; {done} of {total_waves} waves had finished "
                                     f"before this batch") from None
            done += len(st.present_waves)
            reuse = st
            if progress is not None:
                progress(done, total_waves)
        return {"waves": total_waves, "workgroups": n_groups, "instructions": stats.wave_instructions}

    def _batch_state(self, info, geo, ids, waves_per_wg, lds_size, private, *, packet, queue,
                     kernarg, scratch, per_wave_scratch, reuse=None) -> WaveState:
        gx, gy, _ = geo.groups
        n = len(ids) * waves_per_wg
        if reuse is not None and reuse.n == n:
            # reuse the arrays of the previous batch: fresh ones cost a page fault per page
            st = reuse
            st.reset()
        else:
            st = WaveState(n, n_vgpr=info.vgpr_count, n_agpr=info.agpr_count, memory=self.memory,
                           lds_size=lds_size, n_groups=len(ids))
        st.private_size = private
        wg = np.stack([ids % gx, (ids // gx) % gy, ids // (gx * gy)], axis=-1)   # (G, 3)
        wave_wg = np.repeat(wg, waves_per_wg, axis=0)
        wave_in = np.tile(np.arange(waves_per_wg), len(ids))
        st.place_groups(np.repeat(np.arange(len(ids)), waves_per_wg))
        st.wave_in_group = wave_in
        # actual (partial) work-group sizes: the last group of a dimension holds the remainder;
        # lane IDs and EXEC are made once per kind of group (full or partial per dimension)
        kind = np.zeros(len(ids), dtype=np.int64)
        for a in range(3):
            kind |= (wg[:, a] >= geo.grid[a] // geo.workgroup[a]).astype(np.int64) << a
        id_dims = info.enable["vgpr_workitem_id"]
        packed = self.target.packed_work_item_ids
        n_id_regs = 1 if packed else id_dims + 1
        ids_k = np.zeros((8, n_id_regs, waves_per_wg, WAVE_SIZE), dtype=np.uint32)
        act_k = np.zeros((8, waves_per_wg, WAVE_SIZE), dtype=bool)
        for k in np.flatnonzero(np.bincount(kind, minlength=8)):
            size = tuple(geo.grid[a] % geo.workgroup[a] if (k >> a) & 1 else geo.workgroup[a]
                         for a in range(3))
            ids_k[k], act_k[k] = _work_items(size, waves_per_wg, id_dims, packed=packed)
        for r in range(n_id_regs):
            st.vgpr[r] = ids_k[kind, r].reshape(n, WAVE_SIZE)
        active = act_k[kind].reshape(n, WAVE_SIZE)
        # the waves of a partial work-group that hold no work-item are not launched; the
        # others learn the group's real wave count (AMDGPUUsage: Initial Kernel Execution
        # State, ordered append term: "number of waves in the work-group")
        present = active.any(axis=1)
        wgs_waves = np.repeat(present.reshape(len(ids), waves_per_wg).sum(axis=1), waves_per_wg)
        st.present_waves = np.flatnonzero(present)
        initial_sgprs(info, st, packet=packet, queue=queue, kernarg=kernarg,
                      architected_flat_scratch=self.target.architected_flat_scratch,
                      scratch_base=scratch, per_wave_scratch=per_wave_scratch,
                      private_size=private, wg_ids=wave_wg.astype(np.uint32),
                      waves_in_group=wgs_waves, first_wave=wave_in == 0)
        lo, hi = mask_rows(active)
        st.sgpr[ops.EXEC_LO] = lo
        st.sgpr[ops.EXEC_HI] = hi
        st.exec_mask[:] = active
        st.set_mode(info.mode)
        return st


def _launched_waves(geo: Geometry) -> int:
    """Waves the dispatch launches: per work-group, its (possibly partial) work-items over 64."""
    total = 0
    for partial in range(8):
        count, items = 1, 1
        for a in range(3):
            full = geo.grid[a] // geo.workgroup[a]
            rest = geo.grid[a] % geo.workgroup[a]
            count *= (1 if rest else 0) if (partial >> a) & 1 else full
            items *= rest if (partial >> a) & 1 else geo.workgroup[a]
        total += count * -(-items // WAVE_SIZE)
    return total


def check_workgroup_size(md: dict, workgroup: tuple, kernel: str, *,
                         asked_by: str = "the dispatch") -> None:
    """Refuse a work-group the kernel was not compiled for, as the runtimes do (HIP:
    hipErrorInvalidValue, OpenCL: CL_INVALID_WORK_GROUP_SIZE). The code assumes the bound:
    clang compiles kernels without ``reqd_work_group_size`` for at most 256 work-items
    (AMDGPUUsage: Code Object V3+ Metadata, ``.max_flat_workgroup_size``, ``.reqd_workgroup_size``).

    ``workgroup`` holds 1 to 3 sizes; ``asked_by`` names what asked for it in the message
    (``--block 512`` on the command line).

    Raises:
        EmulationFault: more work-items than ``.max_flat_workgroup_size``, or not the
            ``.reqd_workgroup_size``.
    """
    full = tuple(int(x) for x in workgroup) + (1,) * (3 - len(workgroup))
    items = full[0] * full[1] * full[2]
    limit = md.get(".max_flat_workgroup_size")
    if limit is not None and items > int(limit):
        raise EmulationFault(f"{asked_by} asks for work-groups of {items} work-items; kernel "
                             f"'{kernel}' is compiled for at most {int(limit)} "
                             f"(.max_flat_workgroup_size)")
    reqd = md.get(".reqd_workgroup_size")
    if reqd and tuple(int(r) for r in reqd) != full:
        raise EmulationFault(f"kernel '{kernel}' requires work-groups of "
                             f"{','.join(str(int(r)) for r in reqd)} (.reqd_workgroup_size); "
                             f"{asked_by} asks for {','.join(map(str, full))}")


def _work_items(size: tuple, waves: int, id_dims: int, *,
                packed: bool) -> tuple[np.ndarray, np.ndarray]:
    """Initial work-item ID VGPRs ``(regs, waves, 64)`` and active lanes ``(waves, 64)`` of the
    ``waves`` waves of a work-group of ``size`` work-items; ``id_dims`` is
    ENABLE_VGPR_WORKITEM_ID (0: x only, 1: x and y, 2: xyz).

    AMDGPUUsage, Initial Kernel Execution State: processors with *Packed work-item IDs*
    (gfx90a, gfx940+) hold X, Y, Z in bits 9:0, 19:10, 29:20 of v0; the others hold X in v0,
    then Y in v1 and Z in v2 where enabled."""
    lin = np.arange(waves * WAVE_SIZE).reshape(waves, WAVE_SIZE)
    sx, sy, sz = size
    active = lin < sx * sy * sz
    tx, ty, tz = lin % sx, (lin // sx) % sy, lin // (sx * sy)
    ty = ty if id_dims >= 1 else 0 * ty
    tz = tz if id_dims >= 2 else 0 * tz
    if packed:
        regs = (tx | (ty << 10) | (tz << 20))[None]
    else:
        regs = np.stack((tx, ty, tz)[: id_dims + 1])
    return np.where(active, regs, 0).astype(np.uint32), active


class _Undecodable:
    """A word the decoder rejected: executing it faults."""

    encoding = "UNKNOWN"
    variant = ""
    literal = None
    fields: dict = {}  # noqa: RUF012 - never written: an undecodable word has no fields

    def __init__(self, address: int, word: int, reason: str):
        self.address = address
        self.size = 4
        self.name = "<undecodable>"
        self.text = f".long 0x{word:08x} ; {reason}"

    def __str__(self):
        return self.text


def _decode_text(co: CodeObject, mcpu: str) -> list:
    """Every instruction of the code object's executable text, in address order."""
    text = co.section(".text")
    if text is None:
        raise EmulationFault("the code object has no .text section: no kernel code to run")
    data = bytes(text.data)
    base = int(text.addr)
    out = []
    off = 0
    while off + 4 <= len(data):
        try:
            inst = decode(data, mcpu, off, address=base + off)
            size = inst.size
        except AmdgcnError as e:
            word = int.from_bytes(data[off: off + 4], "little")
            inst = _Undecodable(base + off, word, str(e))
            size = 4
        out.append(inst)
        off += size
    return out


__all__ = ["DeviceBuffer", "DispatchResult", "DispatchStats", "Emulator", "LocalBuffer"]
