"""``s_waitcnt`` insertion (MI200 ISA 4.4 Data Dependency Resolution; after LLVM's
SIInsertWaitcnts and ACO's insert_waitcnt).

Each memory instruction is an event on its counters, read from the instruction database's
flags (``vm``, ``lgkm``; FLAT counts on both, SMEM on LGKM out of order). Before an
instruction reads or writes a register that a pending load (or returning atomic) writes, the
wait for that event is inserted: ``vmcnt(N)`` with N the VMEM events issued after it (VMEM
returns in order on GFX9), ``lgkmcnt(0)`` when an SMEM or FLAT event is pending on LGKM, else
the count of later LDS events. At a join the pending events of all predecessors are merged
and any wait on them becomes a wait for zero. Explicit waits of the memory model update the
state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from amdgcn.compiler.ir import Instr, Mod, Program, Reg
from amdgcn.isa import isa_for


@dataclass
class _Event:
    regs: frozenset
    counters: frozenset       # {"vm", "lgkm"}
    smem: bool = False


@dataclass
class _State:
    vm: list = field(default_factory=list)
    lgkm: list = field(default_factory=list)
    exact: bool = True

    def copy(self) -> _State:
        return _State(list(self.vm), list(self.lgkm), self.exact)

    def merge(self, other: _State) -> _State:
        """The union of two states' outstanding events (by identity, in order; linear)."""
        have_vm, have_lg = set(map(id, self.vm)), set(map(id, self.lgkm))
        vm = self.vm + [e for e in other.vm if id(e) not in have_vm]
        lg = self.lgkm + [e for e in other.lgkm if id(e) not in have_lg]
        return _State(vm, lg, False)

    def key(self):
        return (tuple(map(id, self.vm)), tuple(map(id, self.lgkm)), self.exact)


def _units(op) -> set:
    if isinstance(op, Mod):
        op = op.inner
    if not isinstance(op, Reg):
        return set()
    if op.name:
        return {op.name.replace("_lo", "").replace("_hi", "")}
    return {(op.file, op.index + k) for k in range(op.size)}


class _Flags:
    def __init__(self, mcpu: str):
        self.isa = isa_for(mcpu)
        self.cache: dict = {}

    def __call__(self, op: str) -> frozenset:
        f = self.cache.get(op)
        if f is None:
            rows = self.isa.rows_for(op)
            f = rows[0].flags if rows else frozenset()
            if rows and rows[0].encoding == "SMEM":
                f = f | {"smem"}
            self.cache[op] = f
        return f


def _needed(state: _State, regs: set) -> tuple[int | None, int | None]:
    vm = lg = None
    for k, e in enumerate(state.vm):
        if e.regs & regs:
            n = len(state.vm) - k - 1 if state.exact else 0
            vm = n if vm is None else min(vm, n)
    pending_smem = any(e.smem or "vm" in e.counters for e in state.lgkm)
    for k, e in enumerate(state.lgkm):
        if e.regs & regs:
            n = 0 if (pending_smem or not state.exact) else len(state.lgkm) - k - 1
            lg = n if lg is None else min(lg, n)
    return vm, lg


def _apply(state: _State, vm: int | None, lg: int | None) -> None:
    if vm is not None:
        state.vm = state.vm[len(state.vm) - vm:] if vm else []
    if lg is not None:
        state.lgkm = state.lgkm[len(state.lgkm) - lg:] if lg else []


def _wait_instr(vm, lg) -> Instr:
    mods = []
    if vm is not None:
        mods.append(f"vmcnt({vm})")
    if lg is not None:
        mods.append(f"lgkmcnt({lg})")
    return Instr("s_waitcnt", [], [], tuple(mods))


def _parse_wait(i: Instr) -> tuple:
    vm = lg = None
    for m in i.mods:
        if m.startswith("vmcnt("):
            vm = int(m[6:-1])
        elif m.startswith("lgkmcnt("):
            lg = int(m[8:-1])
    return vm, lg


def _block(b, state: _State, flags: _Flags, emit: bool, events: dict) -> _State:
    """Run ``state`` through block ``b`` (inserting the waits when ``emit``). ``events`` keeps
    one event object per memory instruction, so that the fixpoint of :func:`run` sees the
    same events on every pass and converges."""
    out = []
    for i in b.instrs:
        if i.op == "s_waitcnt":
            _apply(state, *_parse_wait(i))
            out.append(i)
            continue
        if i.op == "s_swappc_b64":
            # the callee waits at its entry for what the caller issued, and before its
            # return for its own (AMDGPUUsage: Non-Kernel Functions, on entry and exit)
            _apply(state, 0, 0)
            out.append(i)
            continue
        regs = set()
        for o in i.defs + i.ops:
            regs |= _units(o)
        vm, lg = _needed(state, regs)
        if vm is not None or lg is not None:
            _apply(state, vm, lg)
            out.append(_wait_instr(vm, lg))
        out.append(i)
        f = flags(i.op)
        if "vm" in f or "lgkm" in f:
            ev = events.get(id(i))
            if ev is None:
                written = set()
                for d in i.defs:
                    written |= _units(d)
                ev = events[id(i)] = _Event(frozenset(written),
                                            frozenset(c for c in ("vm", "lgkm") if c in f),
                                            "smem" in f)
            if "vm" in f:
                state.vm.append(ev)
            if "lgkm" in f:
                state.lgkm.append(ev)
    if emit:
        b.instrs = out
    return state


def run(program: Program, target) -> None:
    """Insert the ``s_waitcnt`` instructions of every block."""
    flags = _Flags(target.name)
    events: dict = {}
    n = len(program.blocks)
    entry_state: list = [None] * n
    entry_state[0] = _State()
    exits: list = [None] * n
    for _ in range(n + 2):
        changed = False
        for b in program.blocks:
            st = entry_state[b.index]
            if st is None:
                continue
            end = _block(b, st.copy(), flags, emit=False, events=events)
            if exits[b.index] is not None and exits[b.index].key() == end.key():
                continue
            exits[b.index] = end
            for s in b.succs:
                old = entry_state[s]
                new = end.copy() if old is None else old.merge(end)
                if len(program.blocks[s].preds) > 1:
                    new.exact = False
                if old is None or new.key() != old.key():
                    entry_state[s] = new
                    changed = True
        if not changed:
            break
    for b in program.blocks:
        if entry_state[b.index] is not None:
            _block(b, entry_state[b.index].copy(), flags, emit=True, events=events)
