"""A per-instruction profile of a dispatch (``amdgcn run --profile``,
``Emulator.dispatch(..., profile=True)``).

:class:`Profiler` is a trace object (see :func:`amdgcn.emu.scheduler.run_batch`): before each
instruction runs it adds the number of waves of the group that runs it and their active lanes
(EXEC before the instruction). Nothing is counted, and nothing is paid, when no profile is
asked for: the scheduler only tests that its trace is None. :class:`Profile` is the result,
with a text listing (count, average active lanes, share of all wave-instructions, beside the
disassembly), the basic blocks and edges of the kernel's control-flow graph, and JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

#: active lanes of a full wavefront
WAVE_LANES = 64


class Profiler:
    """Counts, per prepared step of a program, the waves that executed it and their lanes.

    Args:
        n_steps: the number of steps of the program (``len(program.steps)``).
        then: a trace callback to call after each instruction as well (``--trace``), or None.
    """

    def __init__(self, n_steps: int, then=None):
        self.waves = np.zeros(n_steps, np.int64)
        self.lanes = np.zeros(n_steps, np.int64)
        self.then = then
        self._then_before = getattr(then, "before", None)

    def before(self, step, g, st) -> None:
        """Count the group ``g`` at ``step`` (called before the instruction runs)."""
        i = step.index
        self.waves[i] += g.n
        self.lanes[i] += g.n * WAVE_LANES if g.exec_full else int(np.count_nonzero(g.exec))
        if self._then_before is not None:
            self._then_before(step, g, st)

    def __call__(self, step, g, st) -> None:
        if self.then is not None:
            self.then(step, g, st)


@dataclass(frozen=True)
class Row:
    """One instruction of the profile: ``waves`` that executed it (a count of wave
    executions: a wave in a loop counts once per iteration), ``lanes`` the sum of their
    active lanes."""

    address: int
    text: str
    size: int
    waves: int
    lanes: int
    branch_target: int | None = None
    ends_block: bool = False

    @property
    def average_lanes(self) -> float:
        """Average active lanes per execution (0 when never executed)."""
        return self.lanes / self.waves if self.waves else 0.0


@dataclass
class Block:
    """A basic block: its rows, and the addresses of the blocks control may go to next."""

    start: int
    rows: list = field(default_factory=list)
    successors: list = field(default_factory=list)

    @property
    def waves(self) -> int:
        """Executions of the block (of its first instruction)."""
        return self.rows[0].waves if self.rows else 0


#: SOPP instructions that end a block without a successor
_ENDS = ("s_endpgm", "s_setpc_b64", "s_endpgm_saved", "s_trap")


@dataclass
class Profile:
    """The profile of one kernel: ``rows`` in address order (the kernel's code, and any
    other code that ran, such as called functions).

    Example:
        >>> res = emu.dispatch(co, "vadd", grid=(1024,), workgroup=(256,), args=[...],
        ...                    profile=True)                              # doctest: +SKIP
        >>> print(res.profile.format())                                   # doctest: +SKIP
    """

    kernel: str
    rows: list

    @classmethod
    def from_counts(cls, kernel: str, program, profiler: Profiler, *, start: int,
                    end: int) -> Profile:
        """Rows for the instructions in ``[start, end)`` and every other one that ran."""
        rows = []
        for inst, waves, lanes in zip(program.instructions, profiler.waves, profiler.lanes):
            if not (start <= inst.address < end or waves):
                continue
            name = inst.name
            target = getattr(inst, "target", None)
            ends = target is not None or name.startswith(_ENDS) or \
                name.startswith(("s_cbranch", "s_branch", "s_swappc", "s_call"))
            rows.append(Row(inst.address, str(inst), inst.size, int(waves), int(lanes),
                            target, ends))
        return cls(kernel, rows)

    @property
    def total(self) -> int:
        """All wave-instructions counted."""
        return sum(r.waves for r in self.rows)

    def blocks(self) -> list[Block]:
        """The basic blocks: a block starts at the first row, at every branch target and after
        every branch or end; its successors are the branch target and, unless the block ends
        with ``s_branch`` or an end, the next block."""
        targets = {r.branch_target for r in self.rows if r.branch_target is not None}
        blocks: list[Block] = []
        prev_end = None
        for r in self.rows:
            contiguous = prev_end is not None and prev_end == r.address
            if not blocks or r.address in targets or blocks[-1].rows[-1].ends_block \
                    or not contiguous:
                blocks.append(Block(r.address))
            blocks[-1].rows.append(r)
            prev_end = r.address + r.size
        starts = {b.start for b in blocks}
        for k, b in enumerate(blocks):
            last = b.rows[-1]
            if last.branch_target is not None and last.branch_target in starts:
                b.successors.append(last.branch_target)
            falls = not last.text.startswith(("s_branch ",) + _ENDS)
            nxt = blocks[k + 1].start if k + 1 < len(blocks) else None
            if falls and nxt is not None and nxt == last.address + last.size \
                    and nxt not in b.successors:
                b.successors.append(nxt)
        return blocks

    def format(self) -> str:
        """The listing: ``waves  lanes  share  address: instruction`` per row, a blank line
        between basic blocks; never-executed rows show ``.``."""
        total = max(self.total, 1)
        lines = [f"; profile of kernel '{self.kernel}': {self.total} wave-instructions",
                 f"; {'waves':>10} {'lanes':>6} {'share':>6}  address: instruction"]
        for b in self.blocks():
            lines.append("")
            for r in b.rows:
                text = r.text if r.branch_target is None else \
                    f"{r.text}    ; -> 0x{r.branch_target:x}"
                if r.waves:
                    lines.append(f"  {r.waves:>10} {r.average_lanes:6.1f} "
                                 f"{100.0 * r.waves / total:5.1f}%  0x{r.address:x}: {text}")
                else:
                    lines.append(f"  {'.':>10} {'':6} {'':6}  0x{r.address:x}: {text}")
        return "\n".join(lines) + "\n"

    def to_json(self) -> dict:
        """``{"kernel", "total", "rows": [{"address", "text", "waves", "average_lanes"}]}``."""
        return {"kernel": self.kernel, "total": self.total,
                "rows": [{"address": r.address, "text": r.text, "waves": r.waves,
                          "average_lanes": round(r.average_lanes, 3)} for r in self.rows]}


__all__ = ["Block", "Profile", "Profiler", "Row"]
