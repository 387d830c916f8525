"""Program flow and special scalar instructions (MI200 ISA 4, 12.4 SOPP, 12.2 SOP1 PC ops).

Branches return the step index to go to (or an array, one per wave); ``s_endpgm`` and
``s_barrier`` return the scheduler's END and BARRIER. ``s_getreg``/``s_setreg`` reach the
hardware registers MODE, STATUS, TRAPSTS, HW_ID, GPR_ALLOC, LDS_ALLOC and SH_MEM_BASES.
"""

from __future__ import annotations

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.emu.access import sreader, swriter
from amdgcn.emu.memory import PRIVATE_APERTURE, SHARED_APERTURE
from amdgcn.emu.program import BARRIER, END, LaneFault

# hwreg ids (MI200 ISA 12.2 S_GETREG_B32 / LLVM's hwreg names)
HW_REG_MODE = 1
HW_REG_STATUS = 2
HW_REG_TRAPSTS = 3
HW_REG_HW_ID = 4
HW_REG_GPR_ALLOC = 5
HW_REG_LDS_ALLOC = 6
HW_REG_IB_STS = 7
HW_REG_SH_MEM_BASES = 15
MODE_GPR_IDX_EN = 27


def _simm16(inst) -> int:
    v = inst.fields.get("simm16", 0) & 0xFFFF
    return v - 0x10000 if v & 0x8000 else v


def _target(inst, ctx) -> int:
    """PC = PC + signext(SIMM16 * 4) + 4."""
    return ctx.index_of(inst.address + 4 + 4 * _simm16(inst))


def s_endpgm(inst, ctx):
    """End of program; terminate wavefront."""
    return lambda st, g: END


def s_barrier(inst, ctx):
    """Synchronize waves within a threadgroup."""
    return lambda st, g: BARRIER


def s_nop(inst, ctx):
    """Do nothing (waits, hints and cache controls have no effect on results here)."""
    return lambda st, g: None


def s_branch(inst, ctx):
    """PC = PC + signext(SIMM16 * 4) + 4."""
    t = _target(inst, ctx)
    return lambda st, g: t


def _cbranch(cond):
    def build(inst, ctx):
        t = _target(inst, ctx)
        nxt = ctx.program.steps[ctx.program.by_address[inst.address]].next

        def step(st, g):
            c = cond(st, g)
            if c.all():
                return t
            if not c.any():
                return None
            return np.where(c, t, nxt)
        return step
    return build


def _vcc_zero(st, g):
    return (st.sgpr[ops.VCC_LO, g.sel] | st.sgpr[ops.VCC_HI, g.sel]) == 0


def _exec_zero(st, g):
    return (st.sgpr[ops.EXEC_LO, g.sel] | st.sgpr[ops.EXEC_HI, g.sel]) == 0


COND = {
    "s_cbranch_scc0": lambda st, g: st.sgpr[ops.SCC, g.sel] == 0,
    "s_cbranch_scc1": lambda st, g: st.sgpr[ops.SCC, g.sel] != 0,
    "s_cbranch_vccz": _vcc_zero,
    "s_cbranch_vccnz": lambda st, g: ~_vcc_zero(st, g),
    "s_cbranch_execz": _exec_zero,
    "s_cbranch_execnz": lambda st, g: ~_exec_zero(st, g),
}


def s_cbranch_cdbg(inst, ctx):
    """Branch if COND_DBG_SYS / COND_DBG_USER (as named) are set: never, since the emulator
    runs no debugger and both status bits stay 0."""
    return lambda st, g: None


def s_getpc_b64(inst, ctx):
    """D.u64 = PC + 4."""
    write = swriter(inst.fields["sdst"], "u64")
    prog, offset = ctx.program, inst.address + inst.size
    # the load base is read when the step runs: a code object mapped again (after a
    # Memory.release) keeps its prepared steps
    return lambda st, g: write(st, g, np.full(g.n, np.uint64(prog.load_base + offset)))


def _jump_to(st, g, ctx, addr):
    addr = addr - ctx.program.load_base       # device address -> the code object's address
    if (addr == addr[0]).all():   # at run time: a bad target faults here, with this pc
        return ctx.program.index_of(int(addr[0]))
    return ctx.program.index_array(addr)


def s_setpc_b64(inst, ctx):
    """PC = S0.u64."""
    r = sreader(inst.fields["ssrc0"], "u64")
    return lambda st, g: _jump_to(st, g, ctx, np.atleast_1d(r(st, g)).astype(np.int64))


def s_swappc_b64(inst, ctx):
    """D.u64 = PC + 4; PC = S0.u64."""
    r = sreader(inst.fields["ssrc0"], "u64")
    write = swriter(inst.fields["sdst"], "u64")
    prog, offset = ctx.program, inst.address + inst.size

    def step(st, g):
        target = np.atleast_1d(r(st, g)).astype(np.int64)
        write(st, g, np.full(g.n, np.uint64(prog.load_base + offset)))
        return _jump_to(st, g, ctx, target)
    return step


def s_call_b64(inst, ctx):
    """D.u64 = PC + 4; PC = PC + signext(SIMM16 * 4) + 4."""
    write = swriter(inst.fields["sdst"], "u64")
    prog, offset = ctx.program, inst.address + 4
    t = _target(inst, ctx)

    def step(st, g):
        write(st, g, np.full(g.n, np.uint64(prog.load_base + offset)))
        return t
    return step


def _hwreg(simm16: int) -> tuple[int, int, int]:
    """(id, offset, size) of a hwreg operand: ID [5:0], OFFSET [10:6], SIZE-1 [15:11]."""
    return simm16 & 0x3F, (simm16 >> 6) & 0x1F, ((simm16 >> 11) & 0x1F) + 1


def _hwreg_value(st, g, reg: int) -> np.ndarray:
    if reg == HW_REG_MODE:
        return st.mode[g.sel]
    if reg == HW_REG_TRAPSTS:
        return st.trapsts[g.sel]
    if reg == HW_REG_HW_ID:
        return st.hw_id[g.sel]
    if reg == HW_REG_SH_MEM_BASES:
        v = ((SHARED_APERTURE >> 48) << 16) | (PRIVATE_APERTURE >> 48)
        return np.full(g.n, v, dtype=np.uint32)
    if reg == HW_REG_LDS_ALLOC:
        # LDS_SIZE [20:12] in 128-dword granules (MI200 ISA 3.5 hardware registers)
        return np.full(g.n, ((st.lds_size + 511) // 512) << 12, dtype=np.uint32)
    if reg == HW_REG_STATUS:
        exec_any = ~((st.sgpr[ops.EXEC_LO, g.sel] | st.sgpr[ops.EXEC_HI, g.sel]) == 0)
        return (st.sgpr[ops.SCC, g.sel] & np.uint32(1)) | (exec_any.astype(np.uint32) << 9)
    return np.zeros(g.n, dtype=np.uint32)


def s_getreg_b32(inst, ctx):
    """D.u = hardware-reg[OFFSET +: SIZE] (zero-extended)."""
    reg, off, size = _hwreg(inst.fields["simm16"])
    mask = np.uint32((1 << size) - 1) if size < 32 else np.uint32(0xFFFFFFFF)
    write = swriter(inst.fields["sdst"], "u32")
    return lambda st, g: write(st, g, (_hwreg_value(st, g, reg) >> np.uint32(off)) & mask)


def _setreg(reg, off, size, value, st, g):
    # a field that runs past bit 31 (offset + size > 32) writes only the bits the 32-bit
    # register has (MI200 ISA 4.5 S_SETREG: hardware-reg[OFFSET +: SIZE])
    mask = np.uint32((((1 << size) - 1) << off) & 0xFFFFFFFF)
    if reg == HW_REG_MODE:
        arr = st.mode
    elif reg == HW_REG_TRAPSTS:
        arr = st.trapsts
    else:
        return
    cur = arr[g.sel]
    arr[g.sel] = (cur & ~mask) | ((value << np.uint32(off)) & mask)
    if reg == HW_REG_MODE:
        st.mode_changed()


def s_setreg_b32(inst, ctx):
    """hardware-reg[OFFSET +: SIZE] = S0.u[SIZE-1:0]."""
    reg, off, size = _hwreg(inst.fields["simm16"])
    r = sreader(inst.fields["sdst"], "u32")

    def step(st, g):
        _setreg(reg, off, size, np.asarray(r(st, g), dtype=np.uint32), st, g)
    return step


def s_setreg_imm32_b32(inst, ctx):
    """hardware-reg[OFFSET +: SIZE] = LITERAL[SIZE-1:0]."""
    reg, off, size = _hwreg(inst.fields["simm16"])
    v = np.uint32(inst.literal or 0)

    def step(st, g):
        _setreg(reg, off, size, v, st, g)
    return step


#: s_trap IDs of the HSA trap handler (AMDGPUUsage: Trap Handler ABI, code object V4 on)
TRAP_IDS = {0: "reserved by hardware", 1: "debugger breakpoint", 2: "llvm.trap",
            3: "llvm.debugtrap"}
#: the trap that is a no-op when no debugger is attached (AMDGPUUsage: Trap Handler ABI)
DEBUGTRAP = 3


def s_trap(inst, ctx):
    """TrapID = SIMM16[7:0]; enter the trap handler.

    The HSA trap handler halts the wave and puts the queue into the error state for
    ``llvm.trap`` (2), halts it for a breakpoint (1) and returns at once from
    ``llvm.debugtrap`` (3) when no debugger is attached: the emulator has no debugger, so 3
    falls through and every other ID aborts the dispatch with a fault naming the trap."""
    code = inst.fields.get("simm16", 0) & 0xFF
    if code == DEBUGTRAP:
        return s_nop(inst, ctx)
    what = TRAP_IDS.get(code, "reserved")

    def step(st, g):
        raise LaneFault(f"kernel executed s_trap {code} ({what}): the trap handler halts the "
                        f"wave and aborts the dispatch")
    return step


def s_sendmsg(inst, ctx):
    """Send a message (SIMM16[3:0]: the message, [6:4]: operation, [9:8]: stream) to the
    shader processor input or the host; s_sendmsghalt also halts the wave.

    The emulator has no host, graphics pipeline or wave control to receive one, so sending a
    message aborts the dispatch with a fault naming it (LLVM's text: ``sendmsg(MSG_...)``)."""
    text = str(inst)

    def step(st, g):
        raise LaneFault(f"kernel sent a message the emulator cannot deliver: {text}")
    return step


def s_sethalt(inst, ctx):
    """Set HALT bit to value of SIMM16[0]; the emulator reports a halted wave as a fault."""
    halt = inst.fields.get("simm16", 0) & 1

    def step(st, g):
        if halt:
            raise LaneFault("kernel halted itself with s_sethalt 1")
    return step


def s_set_gpr_idx_on(inst, ctx):
    """MODE.gpr_idx_en = 1; M0[7:0] = S0.u[7:0]; M0[15:12] = SIMM4 (VGPR index mode)."""
    ctx.extra["gpr_idx"] = inst.fields.get("ssrc1", 0) & 0xF
    r = sreader(inst.fields["ssrc0"], "u32", inst.literal)

    def step(st, g):
        m0 = st.sgpr[ops.M0, g.sel]
        idx = np.asarray(r(st, g), dtype=np.uint32) & np.uint32(0xFF)
        mode = np.uint32((inst.fields.get("ssrc1", 0) & 0xF) << 12)
        st.sgpr[ops.M0, g.sel] = (m0 & np.uint32(0xFFFF0F00)) | idx | mode
        st.mode[g.sel] |= np.uint32(1 << MODE_GPR_IDX_EN)
    return step


def s_set_gpr_idx_off(inst, ctx):
    """MODE.gpr_idx_en = 0."""
    ctx.extra["gpr_idx"] = 0

    def step(st, g):
        st.mode[g.sel] &= np.uint32(~(1 << MODE_GPR_IDX_EN) & 0xFFFFFFFF)
    return step


def s_set_gpr_idx_idx(inst, ctx):
    """M0[7:0] = S0.u[7:0]."""
    r = sreader(inst.fields["ssrc0"], "u32", inst.literal)

    def step(st, g):
        m0 = st.sgpr[ops.M0, g.sel]
        st.sgpr[ops.M0, g.sel] = (m0 & np.uint32(0xFFFFFF00)) | (np.asarray(r(st, g), np.uint32) & np.uint32(0xFF))
    return step


def s_set_gpr_idx_mode(inst, ctx):
    """M0[15:12] = SIMM16[3:0]."""
    ctx.extra["gpr_idx"] = inst.fields.get("simm16", 0) & 0xF
    v = np.uint32((inst.fields.get("simm16", 0) & 0xF) << 12)

    def step(st, g):
        st.sgpr[ops.M0, g.sel] = (st.sgpr[ops.M0, g.sel] & np.uint32(0xFFFF0FFF)) | v
    return step


_NOPS = ("s_nop", "s_waitcnt", "s_sleep", "s_setprio",
         "s_icache_inv", "s_incperflevel", "s_decperflevel", "s_ttracedata", "s_setkill",
         "s_wakeup", "s_dcache_inv", "s_dcache_wb", "s_dcache_inv_vol", "s_dcache_wb_vol",
         "s_ttracedata_imm", "s_endpgm_saved", "s_endpgm_ordered_ps_done")

BUILDERS: dict = {name: s_nop for name in _NOPS}
BUILDERS.update({name: _cbranch(cond) for name, cond in COND.items()})
BUILDERS.update({n: s_cbranch_cdbg for n in ("s_cbranch_cdbgsys", "s_cbranch_cdbguser",
                                             "s_cbranch_cdbgsys_or_user",
                                             "s_cbranch_cdbgsys_and_user")})
BUILDERS.update({
    "s_endpgm": s_endpgm, "s_barrier": s_barrier, "s_branch": s_branch,
    "s_getpc_b64": s_getpc_b64, "s_setpc_b64": s_setpc_b64, "s_swappc_b64": s_swappc_b64,
    "s_call_b64": s_call_b64, "s_getreg_b32": s_getreg_b32, "s_setreg_b32": s_setreg_b32,
    "s_setreg_imm32_b32": s_setreg_imm32_b32, "s_trap": s_trap, "s_sethalt": s_sethalt,
    "s_sendmsg": s_sendmsg, "s_sendmsghalt": s_sendmsg,
    "s_set_gpr_idx_on": s_set_gpr_idx_on, "s_set_gpr_idx_off": s_set_gpr_idx_off,
    "s_set_gpr_idx_idx": s_set_gpr_idx_idx, "s_set_gpr_idx_mode": s_set_gpr_idx_mode,
})
