"""Stack frames, prologs and epilogs, and the lowering of calls (after register allocation;
LLVM's SIFrameLowering and PrologEpilogInserter; AMDGPUUsage: Non-Kernel Functions, Kernel
Prolog: Stack Pointer, Frame Pointer).

A function's frame, in bytes per lane from its frame pointer ``s33`` (the stack pointer
``s32`` at entry; the stack grows up)::

    0            incoming stack arguments          (program.info["incoming_size"])
    ...          allocas, then VGPR spill slots    (program.info["scratch_size"] in all)
    ...          callee-saved VGPRs it writes       (4 bytes each, the entry EXEC's lanes)
    ...          lane VGPRs, all 64 lanes           (SGPR spills and saved SGPRs; or, when
                 the body leaves no VGPR free, a borrowed VGPR's lanes and the saved SGPRs)
    frame size   rounded up to 16; s32 = s33 + size * 64 (size with architected scratch)

The prolog waits for the caller's memory operations, saves the caller's ``s33`` (in a
free SGPR of a leaf, else in a lane of the lane VGPR), sets ``s33 = s32``, saves the lane
VGPRs whole (``s_or_saveexec_b64 -1``), writes the callee-saved SGPRs it changes into lanes
(``v_writelane_b32``), stores the callee-saved VGPRs it changes, and moves ``s32`` past the
frame. ``p_return`` restores EXEC, copies the results to ``v0``... and the return address to
``s[30:31]``, undoes the prolog, waits for its memory operations and returns with
``s_setpc_b64 s[30:31]``.

A kernel that calls points its scratch V# at its wave's scratch (``s[0:1] +=`` the wave
offset; its own private accesses then use offset 0) and sets ``s32`` past its own frame.
``p_call`` becomes ``s_getpc_b64``/``s_add_u32``/``s_addc_u32`` of the callee's
``@rel32`` address into a free clobbered SGPR pair and ``s_swappc_b64 s[30:31]``.
"""

from __future__ import annotations

from amdgcn.compiler import callconv
from amdgcn.compiler.ir import EXEC, Imm, Instr, Mod, Program, Reg, sgpr, vgpr
from amdgcn.compiler.isel.memory import OFF
from amdgcn.errors import CompileError

#: MUBUF/scratch immediate offsets (12 bits): frame slots must lie below
MAX_OFFSET = 4095
#: s_addk_i32 takes a signed 16-bit immediate
MAX_SIMM16 = 0x7FFF
#: the VGPR borrowed for the saved SGPRs' lanes when the body uses every VGPR it could have:
#: never an argument (v0-v30, v31) nor a result (v0-v31) register
BORROWED_VGPR = 32


def run(program: Program, target) -> None:
    """Lower ``p_call``; add the prolog and epilogs of a function, the stack pointer set-up
    of a kernel that calls."""
    info = program.info
    calls = [i for i in program.instructions() if i.op == "p_call"]
    info["calls"] = sorted({i.mods[0] for i in calls})
    if info.get("function_abi"):
        _function(program, target, bool(calls))
    elif calls:
        _kernel(program, target)
    _lower_calls(program)


def _written(program: Program) -> dict:
    """Registers written by the program: ``{"s": set, "v": set, "a": set}``."""
    out = {"s": set(), "v": set(), "a": set()}
    for i in program.instructions():
        for d in i.defs:
            if isinstance(d, Reg) and d.file in out:
                out[d.file] |= set(range(d.index, d.index + d.size))
    return out


def _referenced(program: Program) -> dict:
    out = {"s": set(), "v": set(), "a": set()}
    for i in program.instructions():
        for o in i.defs + i.ops:
            o = o.inner if isinstance(o, Mod) else o
            if isinstance(o, Reg) and o.file in out:
                out[o.file] |= set(range(o.index, o.index + o.size))
    return out


def _scratch_op(target, load: bool, reg: Reg, soffset, off: int) -> Instr:
    mods = (f"offset:{off}",) if off else ()
    if off > MAX_OFFSET:
        raise CompileError(f"a stack frame past {MAX_OFFSET + 1} bytes per lane is not "
                           "supported yet")
    if target.arch_flat_scratch:
        if load:
            return Instr("scratch_load_dword", [reg], [OFF, soffset], mods)
        return Instr("scratch_store_dword", [], [OFF, reg, soffset], mods)
    ops = [OFF, callconv.PRIVATE_SEGMENT_BUFFER, soffset]
    if load:
        return Instr("buffer_load_dword", [reg], ops, mods)
    return Instr("buffer_store_dword", [], [reg] + ops, mods)


def _add_sp(target, size: int) -> Instr:
    amount = size * callconv.stack_unit(target)
    sp = callconv.STACK_POINTER
    if amount <= MAX_SIMM16:
        return Instr("s_addk_i32", [sp], [Imm(amount)])
    return Instr("s_add_u32", [sp], [sp, Imm(amount)])


def _round(n: int, a: int) -> int:
    return (n + a - 1) // a * a


# -- kernels ------------------------------------------------------------------------------------
def _kernel(program: Program, target) -> None:
    info = program.info
    size = _round(info.get("scratch_size", 0), callconv.STACK_ALIGN)
    info["frame_size"] = size
    head = []
    if not target.arch_flat_scratch:
        wave = info["inputs"]["wave_offset"]
        psb = callconv.PRIVATE_SEGMENT_BUFFER
        head += [Instr("s_add_u32", [psb.part(0)], [psb.part(0), wave]),
                 Instr("s_addc_u32", [psb.part(1)], [psb.part(1), Imm(0)])]
    head.append(Instr("s_mov_b32", [callconv.STACK_POINTER],
                      [Imm(size * callconv.stack_unit(target))], comment="stack pointer"))
    program.blocks[0].instrs[0:0] = head


# -- functions ----------------------------------------------------------------------------------
def _function(program: Program, target, calls: bool) -> None:
    info = program.info
    written = _written(program)
    used = _referenced(program)
    incoming = _incoming_sgprs(program)
    lanes = sorted(info.get("spill_vgprs", ()))
    csr_s = sorted(k for k in written["s"] if callconv.sgpr_preserved(k, target)
                   and k not in (callconv.STACK_POINTER.index, callconv.FRAME_POINTER.index))
    csr_v = sorted(k for k in written["v"] if callconv.vgpr_preserved(k) and k not in lanes)
    if written["a"] and calls:
        raise CompileError("AGPRs in a function that calls are not supported yet",
                           function=program.name)
    csr_a = sorted(k for k in written["a"] if callconv.agpr_preserved(k))
    if csr_a:
        raise CompileError("a function writing AGPRs a32-a255 (callee-saved) is not "
                           "supported yet", function=program.name)
    hold, save_exec, spare = _prolog_sgprs(used, incoming, program)
    base = _round(info.get("scratch_size", 0), 4)
    needs_frame = bool(base or csr_s or csr_v or lanes)
    # the caller's s33: in an SGPR the body never touches (a function that calls has none
    # left after a call), else in a lane of the lane VGPR
    fp_home = spare if needs_frame and not calls else None
    fp_lane = lane_vgpr = None
    borrowed = False
    if needs_frame and (csr_s or fp_home is None):
        lane_vgpr = _lane_vgpr(used, lanes, calls)
        fp_lane = len(csr_s) if fp_home is None else None
        if lane_vgpr is None:
            # every VGPR is taken: borrow one (all lanes saved and restored around) to
            # write the lanes, and keep them in a frame slot
            lane_vgpr, borrowed = BORROWED_VGPR, True
    wwm = lanes + ([lane_vgpr] if lane_vgpr is not None and not borrowed else [])
    slots, off = {}, base
    for k in csr_v + wwm + (["borrowed", "lanes"] if borrowed else []):
        slots[k] = off
        off += 4
    size = _round(off, callconv.STACK_ALIGN) if needs_frame else 0
    info["frame_size"] = size
    fp = callconv.FRAME_POINTER
    prolog = [Instr("s_waitcnt", [], [], ("vmcnt(0)", "expcnt(0)", "lgkmcnt(0)"))]
    if needs_frame:
        keep = fp_home if fp_home is not None else hold
        prolog.append(Instr("s_mov_b32", [keep], [fp], comment="caller's frame pointer"))
        prolog.append(Instr("s_mov_b32", [fp], [callconv.STACK_POINTER]))
        if wwm:
            prolog.append(Instr("s_or_saveexec_b64", [save_exec], [Imm(-1)]))
            prolog += [_scratch_op(target, False, vgpr(k), fp, slots[k]) for k in wwm]
            prolog.append(Instr("s_mov_b64", [EXEC], [save_exec]))
        writes = [Instr("v_writelane_b32", [vgpr(lane_vgpr)], [sgpr(k), Imm(n)])
                  for n, k in enumerate(csr_s)]
        if fp_lane is not None:
            writes.append(Instr("v_writelane_b32", [vgpr(lane_vgpr)], [keep, Imm(fp_lane)]))
        if borrowed and writes:
            lv = vgpr(lane_vgpr)
            prolog += [Instr("s_or_saveexec_b64", [save_exec], [Imm(-1)]),
                       _scratch_op(target, False, lv, fp, slots["borrowed"]), *writes,
                       _scratch_op(target, False, lv, fp, slots["lanes"]),
                       _scratch_op(target, True, lv, fp, slots["borrowed"]),
                       Instr("s_mov_b64", [EXEC], [save_exec])]
        else:
            prolog += writes
        prolog += [_scratch_op(target, False, vgpr(k), fp, slots[k]) for k in csr_v]
        prolog.append(_add_sp(target, size))
    program.blocks[0].instrs[0:0] = prolog

    def epilog(ret: Instr) -> list:
        ops = ret.ops
        out = [Instr("s_mov_b64", [EXEC], [ops[0]], comment="EXEC at entry")]
        results, k = [], 0
        for o in ops[2:]:
            n = o.size if isinstance(o, Reg) else 1
            results.append(vgpr(k, n))
            k += n
        out.append(Instr("p_parallel_copy", results + [callconv.RETURN_ADDRESS],
                         list(ops[2:]) + [ops[1]]))
        if needs_frame:
            out += [_scratch_op(target, True, vgpr(k), fp, slots[k]) for k in csr_v]
            reads = [Instr("v_readlane_b32", [sgpr(k)], [vgpr(lane_vgpr), Imm(n)])
                     for n, k in enumerate(csr_s)]
            keep = fp_home if fp_home is not None else hold
            if fp_lane is not None:
                reads.append(Instr("v_readlane_b32", [keep], [vgpr(lane_vgpr), Imm(fp_lane)]))
            if borrowed and reads:
                lv = vgpr(lane_vgpr)
                out += [Instr("s_or_saveexec_b64", [save_exec], [Imm(-1)]),
                        _scratch_op(target, False, lv, fp, slots["borrowed"]),
                        _scratch_op(target, True, lv, fp, slots["lanes"]), *reads,
                        _scratch_op(target, True, lv, fp, slots["borrowed"]),
                        Instr("s_mov_b64", [EXEC], [save_exec])]
            else:
                out += reads
            if wwm:
                out.append(Instr("s_or_saveexec_b64", [save_exec], [Imm(-1)]))
                out += [_scratch_op(target, True, vgpr(k), fp, slots[k]) for k in wwm]
                out.append(Instr("s_mov_b64", [EXEC], [save_exec]))
            out.append(Instr("s_mov_b32", [callconv.STACK_POINTER], [fp]))
            out.append(Instr("s_mov_b32", [fp], [keep]))
        out.append(Instr("s_waitcnt", [], [], ("vmcnt(0)", "lgkmcnt(0)")))
        out.append(Instr("s_setpc_b64", [], [callconv.RETURN_ADDRESS]))
        return out

    for b in program.blocks:
        if b.instrs and b.instrs[-1].op == "p_return":
            b.instrs[-1:] = epilog(b.instrs[-1])


def _incoming_sgprs(program: Program) -> set:
    """SGPRs that hold incoming values at entry (arguments, return address)."""
    entry = program.info.get("entry_copy")
    out = set(range(callconv.RETURN_ADDRESS.index, callconv.RETURN_ADDRESS.index + 2))
    if entry is not None:
        for o in entry.ops:
            if isinstance(o, Reg) and o.file == "s":
                out |= set(range(o.index, o.index + o.size))
    return out


def _prolog_sgprs(used: dict, incoming: set, program) -> tuple:
    """Clobbered SGPRs holding no incoming value (nor the return address): one to hold the
    caller's ``s33`` during the prolog and epilog, a pair for ``s_or_saveexec_b64``, and
    one the body never touches (or None)."""
    cands = [k for k in callconv.CLOBBERED_SGPRS if k not in incoming]
    pair = next((k for k in cands if k % 2 == 0 and k + 1 in cands and k != cands[0]), None)
    if not cands or pair is None:
        raise CompileError("no free SGPRs left for the prolog", function=program.name)
    spare = next((k for k in cands if k not in used["s"] and k not in (cands[0], pair,
                                                                       pair + 1)), None)
    return sgpr(cands[0]), sgpr(pair, 2), None if spare is None else sgpr(spare)


def _lane_vgpr(used: dict, lanes: list, calls: bool) -> int | None:
    """A VGPR the body never touches for the saved SGPRs' lanes (one the callee preserves
    when this function calls), or None."""
    for k in range(256):
        if k in used["v"] or k in lanes:
            continue
        if calls and not callconv.vgpr_preserved(k):
            continue
        return k
    return None


# -- calls --------------------------------------------------------------------------------------
def _lower_calls(program: Program) -> None:
    for b in program.blocks:
        out = []
        for i in b.instrs:
            if i.op != "p_call":
                out.append(i)
                continue
            args = set()
            if out and out[-1].op == "p_parallel_copy":
                for d in out[-1].defs:
                    if isinstance(d, Reg) and d.file == "s":
                        args |= set(range(d.index, d.index + d.size))
            k = next(k for k in range(callconv.CLOBBERED_SGPRS.start,
                                      callconv.CLOBBERED_SGPRS.stop - 2, 2)
                     if k not in args and k + 1 not in args)
            addr = sgpr(k, 2)
            out.append(Instr("p_pc_address", [addr], [], (i.mods[0], "0"),
                             comment=f"call @{i.mods[0]}"))
            out.append(Instr("s_swappc_b64", [callconv.RETURN_ADDRESS], [addr]))
        b.instrs = out


__all__ = ["run"]
