"""Running the waves of a batch: groups of waves by pc, split at divergent branches, merged
where their pcs meet, parked at barriers until their work-group arrives (STYLE 8).

The group with the lowest pc runs first and keeps running while its pc stays at or below
every other group's: structured code reconverges there, so divergent waves meet again at
the join point and continue as one NumPy operation.
"""

from __future__ import annotations

import time

import numpy as np

from amdgcn.emu.program import BARRIER, END, LaneFault, Program
from amdgcn.emu.state import WaveState
from amdgcn.errors import AmdgcnError, EmulationFault

#: steps between two looks at the wall clock (a look costs about as much as a short step)
CLOCK_STRIDE = 256


class Group:
    """Waves standing at the same step: indices (sorted), the selector, the EXEC lanes."""

    __slots__ = (
        "_active",
        "contig",
        "count",
        "direct",
        "exec",
        "exec_full",
        "idx",
        "n",
        "pc",
        "sel",
    )

    def __init__(self, pc: int, idx: np.ndarray, st: WaveState, count: int = 0):
        self.pc = pc
        self.idx = idx
        self.n = len(idx)
        self.contig = bool(idx[-1] - idx[0] + 1 == self.n)
        self.sel = slice(int(idx[0]), int(idx[-1]) + 1) if self.contig else idx
        self.count = count
        self.refresh_exec(st)

    def refresh_exec(self, st: WaveState) -> None:
        """Take the lane form of EXEC of this group's waves from the state."""
        self.exec = st.exec_mask[self.sel]
        self.exec_full = bool(self.exec.all())
        #: results may be computed straight into register rows (``out=``): every lane of a
        #: contiguous range of waves is active
        self.direct = self.exec_full and self.contig
        self._active = None

    def subgroup(self, keep: np.ndarray, st: WaveState) -> Group:
        """The waves ``keep`` (a bool per wave of this group) as a group of their own."""
        return Group(self.pc, self.idx[keep], st, self.count)

    @property
    def active(self) -> np.ndarray:
        """Flat indices (into ``(n, 64)`` lane arrays) of the active lanes (cached)."""
        if self._active is None:
            self._active = np.flatnonzero(self.exec)
        return self._active


class Stats:
    """Counters of one dispatch."""

    def __init__(self):
        self.wave_instructions = 0


def _merge(a: Group, b: Group, st: WaveState) -> Group:
    idx = np.union1d(a.idx, b.idx)
    return Group(a.pc, idx, st, max(a.count, b.count))


def run_batch(program: Program, st: WaveState, *, budget: int, stats: Stats,
              trace=None, start: int = 0, deadline: float | None = None,
              waves: np.ndarray | None = None) -> None:
    """Run every wave of ``st`` (or only the wave indices ``waves``) from step ``start`` to
    s_endpgm.

    ``waves``: the waves that exist; the others of ``st`` never start and never hold up a
    barrier (the empty tail waves of a partial work-group, which the dispatcher does not
    launch: AMDGPUUsage: Kernel Dispatch, the last work-group of a dimension is partial).

    ``trace(step, group, state)`` is called after every instruction; when it has a
    ``before`` method, that is called (same arguments) before the instruction runs.
    ``deadline``: a ``time.monotonic()`` value past which the batch stops with a fault.

    Raises:
        EmulationFault: naming pc, wave, lane, instruction and address; also for the
            deadline passing and for Ctrl-C (``stopped`` set to "timeout"/"interrupt"), and
            for any exception of a step that is not an :class:`AmdgcnError` (an emulator bug
            or a state the kernel should not reach: reported, never a traceback).
    """
    try:
        _run_batch(program, st, budget, stats, trace, start, deadline, waves)
    except KeyboardInterrupt:
        raise _stopped("interrupted (Ctrl-C)", "interrupt", st, stats) from None


def _stopped(why: str, kind: str, st: WaveState, stats: Stats) -> EmulationFault:
    e = EmulationFault(f"dispatch {why} after {stats.wave_instructions} wave-instructions "
                       f"(this batch: {st.n} waves)")
    e.stopped = kind
    return e


def _run_batch(program, st, budget, stats, trace, start, deadline, waves) -> None:
    steps = program.steps
    # a trace object may also look at each instruction before it runs (addresses, EXEC)
    before = getattr(trace, "before", None)
    idx = np.arange(st.n, dtype=np.int64) if waves is None else np.asarray(waves, np.int64)
    alive = np.zeros(st.n, dtype=bool)
    alive[idx] = True
    waiting = np.zeros(st.n, dtype=bool)
    active: dict[int, Group] = {start: Group(start, idx, st)} if len(idx) else {}
    parked: list[Group] = []

    def push(g: Group) -> None:
        other = active.get(g.pc)
        active[g.pc] = _merge(other, g, st) if other is not None else g

    def release() -> None:
        if not parked:
            return
        slots = st.group_slot
        n_slots = int(slots.max()) + 1
        n_alive = np.bincount(slots[alive], minlength=n_slots)
        n_wait = np.bincount(slots[waiting], minlength=n_slots)
        ready = (n_alive == n_wait) & (n_alive > 0)
        if not ready.any():
            return
        keep = []
        for g in parked:
            go = ready[slots[g.idx]]
            if go.all():
                waiting[g.idx] = False
                push(Group(g.pc, g.idx, st, g.count))
            elif go.any():
                waiting[g.idx[go]] = False
                push(Group(g.pc, g.idx[go], st, g.count))
                keep.append(Group(g.pc, g.idx[~go], st, g.count))
            else:
                keep.append(g)
        parked[:] = keep

    ticks = 0
    with np.errstate(all="ignore"):
        while active or parked:
            if not active:
                release()
                if not active:
                    g = parked[0]
                    raise EmulationFault("barrier deadlock: waves wait at s_barrier for waves "
                                         "of their work-group that will never arrive",
                                         pc=_pc(steps[g.pc - 1]), wave=int(st.wave_id[g.idx[0]]),
                                         instruction=steps[g.pc - 1].text)
                continue
            pc = min(active)
            g = active.pop(pc)
            limit = min(active) if active else 1 << 62
            while True:
                step = steps[g.pc]
                if before is not None:
                    before(step, g, st)
                try:
                    r = step.fn(st, g)
                except LaneFault as e:
                    raise _to_fault(e, step, g, st) from None
                except AmdgcnError:
                    raise
                except Exception as e:     # noqa: BLE001 - the dispatch boundary
                    raise EmulationFault(
                        f"emulator error ({type(e).__name__}: {e})", pc=_pc(step),
                        wave=int(st.wave_id[g.idx[0]]), instruction=step.text) from e
                stats.wave_instructions += g.n
                g.count += 1
                ticks += 1
                if deadline is not None and ticks % CLOCK_STRIDE == 0 and \
                        time.monotonic() > deadline:
                    raise _stopped("stopped by its time limit", "timeout", st, stats)
                if step.writes_exec:
                    st.sync_exec(g.sel)
                    g.refresh_exec(st)
                if trace is not None:
                    trace(step, g, st)
                if r is None:
                    g.pc = step.next
                elif isinstance(r, int):
                    if r == END:
                        alive[g.idx] = False
                        release()
                        break
                    if r == BARRIER:
                        g.pc = step.next
                        waiting[g.idx] = True
                        parked.append(g)
                        release()
                        break
                    g.pc = r
                else:
                    targets = np.asarray(r)
                    first = targets[0]
                    if (targets == first).all():
                        g.pc = int(first)
                    else:
                        for t in np.unique(targets):
                            push(Group(int(t), g.idx[targets == t], st, g.count))
                        break
                if g.count > budget:
                    raise EmulationFault(
                        f"wave ran past its instruction budget of {budget} (Emulator(budget=N) "
                        f"raises it)",
                        pc=_pc(steps[g.pc]), wave=int(st.wave_id[g.idx[0]]),
                        instruction=steps[g.pc].text)
                if g.pc > limit or g.pc in active:
                    push(g)
                    break


def _pc(step) -> int | None:
    return getattr(step.inst, "address", None)


def _to_fault(e: LaneFault, step, g: Group, st: WaveState) -> EmulationFault:
    pos = e.pos if e.pos is not None else 0
    wave = int(st.wave_id[g.idx[min(pos, g.n - 1)]])
    return EmulationFault(e.reason, pc=_pc(step), wave=wave, lane=e.lane,
                          instruction=step.text, address=e.address)
