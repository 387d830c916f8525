"""The statement tree of a generated kernel: what the generator builds and the reducer prunes.

A kernel is a list of phases (top-level statement lists) separated by work-group barriers.
Statements are :class:`Line` (one line of C) or :class:`Compound` (a head and one or more
braced bodies: ``if``/``else``, ``for``, ``switch`` cases). A statement the program needs to
stay free of undefined behaviour (declarations, the LDS writes that later phases read, the
output stores) is marked ``keep`` and the reducer never removes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Line:
    """One statement of C text (without the newline)."""

    text: str
    keep: bool = False

    def render(self, out: list, indent: str) -> None:
        out.append(indent + self.text)


@dataclass
class Compound:
    """``head { bodies[0] } joiners[0] { bodies[1] } ... tail``."""

    head: str
    bodies: list
    joiners: list = field(default_factory=list)
    tail: str = ""
    keep: bool = False

    def render(self, out: list, indent: str) -> None:
        out.append(f"{indent}{self.head} {{")
        for i, body in enumerate(self.bodies):
            for s in body:
                s.render(out, indent + "  ")
            if i < len(self.joiners):
                out.append(f"{indent}}} {self.joiners[i]} {{")
        out.append(f"{indent}}}{(' ' + self.tail) if self.tail else ''}")


@dataclass
class Kernel:
    """One generated kernel.

    Attributes:
        name: the kernel's symbol (``kg_<seed>``).
        seed: the generator seed that made it.
        wg: work-group size (a multiple of 64, at most 256).
        groups: work-groups in the grid.
        slots: the kind of each per-work-item input slot (``"int"``, ``"f16"``, ``"f32"``,
            ``"f64"``); slot ``j`` of work-item ``gid`` is ``in[gid * len(slots) + j]``.
        nout: 64-bit output slots per work-item.
        atoms: the 32-bit atomic counters' initial-value kinds (their count).
        decls: the statements before the first phase (variables, arrays).
        phases: statement lists, separated by barriers.
        epilogue: the output stores (also emitted before every early return).
        features: names of the features this kernel uses (for campaign statistics).
    """

    name: str
    seed: int
    wg: int
    groups: int
    slots: list
    nout: int
    natoms: int
    decls: list
    phases: list
    epilogue: list
    features: set = field(default_factory=set)

    @property
    def work_items(self) -> int:
        return self.wg * self.groups

    def render(self) -> str:
        """The kernel's OpenCL C text (the helpers and macros come from ``prelude``)."""
        out = [(f"__kernel void {self.name}(__global const ulong *restrict in, "
               f"__global ulong *restrict out, __global uint *restrict atom) {{")]
        for s in self.decls:
            s.render(out, "  ")
        for i, phase in enumerate(self.phases):
            if i:
                out.append("  KG_BARRIER();")
            for s in phase:
                s.render(out, "  ")
        for s in self.epilogue:
            s.render(out, "  ")
        out.append("}")
        return "\n".join(out) + "\n"


def statement_lists(kernel: Kernel):
    """Every statement list of the kernel (phases and nested bodies), outermost first."""
    todo = list(kernel.phases)
    while todo:
        body = todo.pop(0)
        yield body
        for s in body:
            if isinstance(s, Compound):
                todo.extend(s.bodies)
