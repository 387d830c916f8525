"""Register allocation with spilling: when :func:`amdgcn.compiler.regalloc.allocate` runs out of
a register file, one value live there is spilled and allocation starts again.

Where a value goes (as LLVM's SIRegisterInfo spills, AMDGPUUsage: Register Spilling):

* a VGPR value to AGPRs on targets that have them (gfx908, gfx90a, gfx942):
  ``v_accvgpr_write_b32`` after each definition, ``v_accvgpr_read_b32`` into a fresh
  temporary before each use. Both obey EXEC like the definition and the use, so a value
  defined per branch side or per loop iteration keeps its inactive lanes, as its register
  would. Values read across lanes (DPP, ``v_readlane``, ``ds_bpermute`` ...) are not spilled:
  a reload fills only the active lanes.
* a VGPR value to scratch where there are no AGPRs (gfx900, gfx906) or no free ones (a255
  taken): ``buffer_store_dword``/``buffer_load_dword`` at a frame offset past the allocas,
  with the private segment buffer and the wave's scratch offset (enabled here if the kernel
  had no scratch), or ``scratch_store/load_dword`` with architected flat scratch; EXEC
  applies as for AGPRs.
* an SGPR value to lanes of a reserved VGPR: ``v_writelane_b32`` after each definition,
  ``v_readlane_b32`` before each use (both ignore EXEC).

The spilled value is the live one whose live range ends last (the classic linear-scan
choice); reload temporaries are never chosen again. ``program.info["spills"]`` counts the
spilled dwords per file; the kernel metadata reports them.
"""

from __future__ import annotations

from amdgcn.compiler import callconv, regalloc
from amdgcn.compiler.ir import Imm, Instr, Mod, Program, Reg, RegClass, Temp
from amdgcn.compiler.isel.memory import OFF
from amdgcn.errors import CompileError

#: allocation rounds before giving up (each spills one value)
MAX_ROUNDS = 400
#: operations that read other lanes of a VGPR operand (a reload fills only active lanes)
CROSS_LANE = ("v_readlane_b32", "v_readfirstlane_b32", "ds_bpermute_b32", "ds_permute_b32",
              "ds_swizzle_b32", "v_writelane_b32")
#: MUBUF/scratch offset field: spill slots must lie below it
MAX_SCRATCH_OFFSET = 4095
#: gfx908 keeps MFMA matrices in a[0:31] (isel/intrinsics.py): spill slots start above
GFX908_FIRST_SLOT = 32
#: AGPRs a0..a255 (an index past them is llvm-mc's "register index is out of range")
AGPRS = 256


def allocate(program: Program, target) -> dict:
    """Allocate registers, spilling until everything fits.

    Raises:
        CompileError: (:class:`regalloc.OutOfRegisters`) no value can be spilled any more.
    """
    state = _State(program, target)
    for round_ in range(MAX_ROUNDS):
        try:
            assign = regalloc.allocate(program, target)
            _compact_lane_vgprs(program)
            return assign
        except regalloc.OutOfRegisters as e:
            victims = state.victims(e, 1 + round_ // 2)
            if not victims:
                raise
            for v in victims:
                state.spill(v)
    raise regalloc.OutOfRegisters(program.name, "v", [], {})


def _compact_lane_vgprs(program: Program) -> None:
    """Move the VGPRs holding SGPR spill lanes (reserved at the top of the file) right above
    the highest VGPR the allocation used, so that they cost no occupancy."""
    lanes = program.info.get("spill_vgprs")
    if not lanes:
        return
    high = 0
    for b in program.blocks:
        for i in b.instrs:
            for o in i.defs + i.ops:
                o = o.inner if isinstance(o, Mod) else o
                if isinstance(o, Reg) and o.file == "v" and o.index not in lanes:
                    high = max(high, o.index + o.size)
    calls = any(i.op == "p_call" for i in program.instructions())
    targets = [k for k in range(high, max(lanes) + 1)
               if not calls or callconv.vgpr_preserved(k)]
    move = {v: targets[k] for k, v in enumerate(sorted(lanes))}
    if all(k == v for k, v in move.items()):
        return
    for b in program.blocks:
        for i in b.instrs:
            if i.op in ("v_writelane_b32", "v_readlane_b32"):
                i.defs = [_renamed(o, move) for o in i.defs]
                i.ops = [_renamed(o, move) for o in i.ops]
    program.info["spill_vgprs"] = sorted(move.values())


def _renamed(o, move: dict):
    if isinstance(o, Reg) and o.file == "v" and o.size == 1 and o.index in move:
        return Reg("v", move[o.index])
    return o


class _State:
    def __init__(self, program: Program, target):
        self.p = program
        self.target = target
        self.reloads: set = set()
        self.next_agpr = GFX908_FIRST_SLOT if target.name == "gfx908" else 0
        self.lane = 0
        self.p.info.setdefault("spills", {"v": 0, "s": 0})

    def has_agprs(self) -> bool:
        """VGPRs spill to AGPRs where there are AGPRs, except in functions and in kernels
        that call (a0-a31 are not preserved by calls; scratch is, in the frame)."""
        info = self.p.info
        return self.target.name in ("gfx908", "gfx90a", "gfx942") and not (
            info.get("function_abi") or info.get("has_calls"))

    def victims(self, e, count: int) -> list:
        """Up to ``count`` spillable values of the exhausted file, latest-ending first."""
        iv = e.intervals
        cross = self._cross_lane() if e.file == "v" else set()
        cands = [t for t in e.live if t.rc.file == e.file and id(t) not in self.reloads
                 and id(t) in iv and id(t) not in cross and iv[id(t)][1] - iv[id(t)][0] >= 3]
        cands.sort(key=lambda t: -iv[id(t)][1])
        return cands[:count]

    def _cross_lane(self) -> set:
        """Temps read by an instruction that reads other lanes."""
        out = set()
        for b in self.p.blocks:
            for i in b.instrs:
                if (i.op in CROSS_LANE or i.op.endswith("_dpp") or _to_sgpr(i)
                        or any(m.startswith(("quad_perm", "row_", "wave_", "bound_ctrl"))
                               for m in i.mods)):
                    for o in i.ops:
                        o = o.inner if isinstance(o, Mod) else o
                        for x in (o if isinstance(o, list) else [o]):
                            if isinstance(x, Temp):
                                out.add(id(x))
        return out

    def spill(self, t: Temp) -> None:
        slot = self._slot(t)
        for b in self.p.blocks:
            out = []
            for i in b.instrs:
                uses, defines = _reads(i, t), any(d is t for d in i.defs)
                if not uses and not defines:
                    out.append(i)
                    continue
                r = self.p.temp(t.rc, "reload")
                self.reloads.add(id(r))
                if uses:
                    out += self._reload(r, slot)
                i.ops = [_swap(o, t, r) for o in i.ops]
                i.defs = [r if d is t else d for d in i.defs]
                out.append(i)
                if defines:
                    out += self._store(r, slot)
            b.instrs = out

    def _slot(self, t: Temp):
        n = t.rc.size
        self.p.info["spills"][t.rc.file] += n
        if t.rc.file == "v" and self.has_agprs() and self.next_agpr + n <= AGPRS:
            base = self.next_agpr
            self.next_agpr += n
            return base
        if t.rc.file == "v":
            return self._scratch_slot(n)
        lanes = []
        for _ in range(n):
            vreg = self.target.vgprs - 1 - self.lane // 64
            spill_v = self.p.info.setdefault("spill_vgprs", [])
            if vreg not in spill_v:
                spill_v.append(vreg)
            lanes.append((vreg, self.lane % 64))
            self.lane += 1
        return lanes

    def _scratch_slot(self, n: int) -> tuple:
        """``("scratch", byte offset)`` of ``n`` dwords per lane past the frame."""
        info = self.p.info
        if info.get("function_abi"):
            pass                 # a function's slots are in its frame (amdgcn.compiler.frame)
        elif self.target.arch_flat_scratch:
            info["enables"]["enable_private_segment"] = 1
        elif "wave_offset" not in info["inputs"]:
            # the wave's scratch offset follows the work-group IDs (AMDGPUUsage: Initial
            # Kernel Execution State); nothing was allocated to that SGPR before this round
            k = info["input_sgprs"]
            info["inputs"]["wave_offset"] = Reg("s", k)
            info["enables"]["system_sgpr_private_segment_wavefront_offset"] = 1
            info["input_sgprs"] = k + 1
        off = (info.get("scratch_size", 0) + 3) // 4 * 4
        if off + 4 * n > MAX_SCRATCH_OFFSET + 1:
            raise CompileError(f"function @{self.p.name}: the VGPR spill area passes the "
                               f"{MAX_SCRATCH_OFFSET + 1}-byte offset field")
        info["scratch_size"] = off + 4 * n
        return ("scratch", off)

    def _scratch_access(self, load: bool, reg: Temp, off: int) -> Instr:
        """A spill slot's load or store: relative to the wave's scratch in a kernel, to the
        frame pointer in a function (``saddr``/``soffset`` s33)."""
        mods = (f"offset:{off}",) if off else ()
        info = self.p.info
        if self.target.arch_flat_scratch:
            saddr = info.get("frame_soffset", OFF)
            if load:
                return Instr("scratch_load_dword", [reg], [OFF, saddr], mods)
            return Instr("scratch_store_dword", [], [OFF, reg, saddr], mods)
        soffset = info.get("frame_soffset", info["inputs"].get("wave_offset"))
        ops = [OFF, info["inputs"]["private_segment_buffer"], soffset]
        if load:
            return Instr("buffer_load_dword", [reg], ops, mods)
        return Instr("buffer_store_dword", [], [reg] + ops, mods)

    def _parts(self, t: Temp) -> tuple[list, list]:
        if t.rc.size == 1:
            return [t], []
        parts = [self.p.temp(RegClass(t.rc.file, 1), "spill") for _ in range(t.rc.size)]
        return parts, [Instr("p_split_vector", list(parts), [t])]

    def _store(self, r: Temp, slot) -> list:
        parts, code = self._parts(r)
        for k, p in enumerate(parts):
            if isinstance(slot, tuple) and slot[0] == "scratch":
                code.append(self._scratch_access(False, p, slot[1] + 4 * k))
            elif r.rc.file == "v":
                code.append(Instr("v_accvgpr_write_b32", [Reg("a", slot + k)], [p]))
            else:
                vreg, lane = slot[k]
                code.append(Instr("v_writelane_b32", [Reg("v", vreg)], [p, Imm(lane)]))
        return code

    def _reload(self, r: Temp, slot) -> list:
        n = r.rc.size
        parts = [r] if n == 1 else [self.p.temp(RegClass(r.rc.file, 1), "spill")
                                     for _ in range(n)]
        code = []
        for k, p in enumerate(parts):
            if isinstance(slot, tuple) and slot[0] == "scratch":
                code.append(self._scratch_access(True, p, slot[1] + 4 * k))
            elif r.rc.file == "v":
                code.append(Instr("v_accvgpr_read_b32", [p], [Reg("a", slot + k)]))
            else:
                vreg, lane = slot[k]
                code.append(Instr("v_readlane_b32", [p], [Reg("v", vreg), Imm(lane)]))
        if n > 1:
            code.append(Instr("p_create_vector", [r], parts))
        return code


def _to_sgpr(i: Instr) -> bool:
    """A pseudo moving VGPRs into SGPRs (lowered to v_readfirstlane_b32)."""
    return i.op.startswith("p_") and any(
        isinstance(d, (Temp, Reg)) and getattr(d, "rc", d).file == "s" for d in i.defs)


def _reads(i: Instr, t: Temp) -> bool:
    for o in i.ops:
        if isinstance(o, Mod):
            o = o.inner
        if o is t or (isinstance(o, list) and any(x is t for x in o)):
            return True
    return False


def _swap(o, t: Temp, r: Temp):
    if o is t:
        return r
    if isinstance(o, Mod) and o.inner is t:
        return Mod(r, o.neg, o.abs)
    if isinstance(o, list):
        return [r if x is t else x for x in o]
    return o
