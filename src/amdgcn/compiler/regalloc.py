"""Register allocation: liveness over the laid-out blocks, then linear scan.

Each temporary gets one live interval in layout order, from its first definition or use to
its last, stretched over every block it is live into or out of (backward dataflow over the
machine CFG, which after EXEC masking includes the loops' back jumps). Because the interval
covers every block laid out between a definition and a use, a register is never given to a
value of another branch side while lanes of this side still hold it; lanes that wait while
others run are protected by EXEC (MI200 ISA 4.5). Tuples are aligned (SGPR pairs even, SGPR
quads 4-aligned, VGPR tuples even on gfx90a). Input registers of the kernel are reserved.
Running out of registers raises CompileError (spilling is not written yet).
"""

from __future__ import annotations

from amdgcn.compiler.ir import Mod, Program, Reg, Temp
from amdgcn.errors import CompileError


def _temps(ops):
    for o in ops:
        if isinstance(o, Mod):
            o = o.inner
        if isinstance(o, list):
            yield from (x for x in o if isinstance(x, Temp))
        elif isinstance(o, Temp):
            yield o


def liveness(program: Program) -> tuple[dict, dict]:
    """Live-in and live-out sets (of temp ids) per block index."""
    n = len(program.blocks)
    use, defs = [set() for _ in range(n)], [set() for _ in range(n)]
    for b in program.blocks:
        for i in b.instrs:
            for t in _temps(i.ops):
                if id(t) not in defs[b.index]:
                    use[b.index].add(id(t))
            for t in _temps(i.defs):
                defs[b.index].add(id(t))
    live_in = [set() for _ in range(n)]
    live_out = [set() for _ in range(n)]
    changed = True
    while changed:
        changed = False
        for b in reversed(program.blocks):
            out = set()
            for s in b.succs:
                out |= live_in[s]
            inn = use[b.index] | (out - defs[b.index])
            if out != live_out[b.index] or inn != live_in[b.index]:
                live_out[b.index], live_in[b.index] = out, inn
                changed = True
    return live_in, live_out


def intervals(program: Program) -> tuple[dict, dict]:
    """``id -> [start, end]`` positions, and ``id -> Temp``."""
    live_in, live_out = liveness(program)
    iv: dict[int, list] = {}
    temps: dict[int, Temp] = {}
    pos = 0

    def touch(t, p):
        temps[id(t)] = t
        r = iv.get(id(t))
        if r is None:
            iv[id(t)] = [p, p]
        else:
            r[0] = min(r[0], p)
            r[1] = max(r[1], p)

    for b in program.blocks:
        start = pos
        for i in b.instrs:
            pos += 1
            for t in _temps(i.ops):
                touch(t, pos)
            for t in _temps(i.defs):
                touch(t, pos)
        end = pos + 1
        pos += 1
        for k in live_in[b.index]:
            iv[k][0] = min(iv[k][0], start)
            iv[k][1] = max(iv[k][1], start)
        for k in live_out[b.index]:
            iv[k][1] = max(iv[k][1], end)
            iv[k][0] = min(iv[k][0], end)
    return iv, temps


class _File:
    def __init__(self, name: str, size: int, reserved: set):
        self.name = name
        self.free = [k not in reserved for k in range(size)]
        self.high = 0

    def take(self, size: int, align: int) -> int | None:
        for k in range(0, len(self.free) - size + 1, align):
            if all(self.free[k:k + size]):
                for j in range(k, k + size):
                    self.free[j] = False
                self.high = max(self.high, k + size)
                return k
        return None

    def give(self, k: int, size: int) -> None:
        for j in range(k, k + size):
            self.free[j] = True


def allocate(program: Program, target) -> dict:
    """Assign a register to every temporary; returns ``id -> Reg`` and rewrites operands."""
    iv, temps = intervals(program)
    info = program.info
    files = {"s": _File("s", target.sgprs, set(range(info.get("input_sgprs", 0)))),
             "v": _File("v", target.vgprs, {0} if info.get("uses_tid") else set())}
    order = sorted(iv, key=lambda k: (iv[k][0], iv[k][1]))
    active: list = []
    assign: dict[int, Reg] = {}
    for k in order:
        start, end = iv[k]
        still = []
        for a in active:
            if iv[a][1] < start:
                r = assign[a]
                files[r.file].give(r.index, r.size)
            else:
                still.append(a)
        active = still
        t = temps[k]
        f = files[t.rc.file]
        idx = f.take(t.rc.size, t.rc.align)
        if idx is None:
            raise CompileError(f"function @{program.name} needs more {t.rc.file.upper()}GPRs "
                               "than the target has (spilling is not supported yet)")
        assign[k] = Reg(t.rc.file, idx, t.rc.size)
        active.append(k)
    _rewrite(program, assign)
    return assign


def _sub(o, assign):
    if isinstance(o, Mod):
        return Mod(_sub(o.inner, assign), o.neg, o.abs)
    if isinstance(o, Temp):
        return assign[id(o)]
    if isinstance(o, list):
        return [_sub(x, assign) for x in o]
    return o


def _rewrite(program: Program, assign: dict) -> None:
    for i in program.instructions():
        i.defs = [_sub(d, assign) for d in i.defs]
        i.ops = [_sub(o, assign) for o in i.ops]
