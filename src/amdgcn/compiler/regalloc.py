"""Register allocation: liveness over the laid-out blocks, then linear scan.

Each temporary gets one live interval in layout order, from its first definition or use to
its last, stretched over every block it is live into or out of (backward dataflow over the
machine CFG, which after EXEC masking includes the loops' back jumps). Because the interval
covers every block laid out between a definition and a use, a register is never given to a
value of another branch side while lanes of this side still hold it; lanes that wait while
others run are protected by EXEC (MI200 ISA 4.5). Tuples are aligned (SGPR pairs even, SGPR
quads 4-aligned, VGPR tuples even on gfx90a). Input registers of the kernel are reserved.
Running out of registers raises :class:`OutOfRegisters`, on which :mod:`.spill` spills a
value and allocates again.
"""

from __future__ import annotations

import bisect

from amdgcn.compiler import callconv
from amdgcn.compiler.ir import Label, Mod, Program, Reg, Temp
from amdgcn.errors import CompileError


def _temps(ops):
    for o in ops:
        if isinstance(o, Mod):
            o = o.inner
        if isinstance(o, list):
            yield from (x for x in o if isinstance(x, Temp))
        elif isinstance(o, Temp):
            yield o


def _segments(block) -> list:
    """The block cut after each branch that is not its last instruction (the
    ``s_cbranch_execz`` that skips a masked block's body): ``[(uses, defs, targets)]`` in
    order, ``targets`` the blocks the segment's last instruction may jump to."""
    segs, use, defs = [], set(), set()
    last = len(block.instrs) - 1
    for k, i in enumerate(block.instrs):
        for t in _temps(i.ops):
            if id(t) not in defs:
                use.add(id(t))
        for t in _temps(i.defs):
            defs.add(id(t))
        targets = [o.block for o in i.ops if isinstance(o, Label)]
        if targets and k < last:
            segs.append((use, defs, targets))
            use, defs = set(), set()
    segs.append((use, defs, []))
    return segs


def liveness(program: Program) -> tuple[dict, dict]:
    """Live-in and live-out sets (of temp ids) per block index.

    A block may branch before its end (a masked block's ``s_cbranch_execz`` skips its body):
    a value defined after such a branch is not killed on the skipping path, so each part of
    the block is a step of its own."""
    n = len(program.blocks)
    segments = [_segments(b) for b in program.blocks]
    live_in = [set() for _ in range(n)]
    live_out = [set() for _ in range(n)]
    changed = True
    while changed:
        changed = False
        for b in reversed(program.blocks):
            out = set()
            for s in b.succs:
                out |= live_in[s]
            live = out
            for use, defs, targets in reversed(segments[b.index]):
                for s in targets:
                    live = live | live_in[s]
                live = use | (live - defs)
            if out != live_out[b.index] or live != live_in[b.index]:
                live_out[b.index], live_in[b.index] = out, live
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

    bounds = []
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
        bounds.append((b.index, start, end))
    # stretch over the blocks a value is live into or out of (after every touch: a value
    # can be live into a block laid out before its first definition, around a loop)
    for index, start, end in bounds:
        for k in live_in[index]:
            iv[k][0] = min(iv[k][0], start)
            iv[k][1] = max(iv[k][1], start)
        for k in live_out[index]:
            iv[k][1] = max(iv[k][1], end)
            iv[k][0] = min(iv[k][0], end)
    return iv, temps


class _File:
    def __init__(self, name: str, size: int, reserved: set):
        self.name = name
        self.free = [k not in reserved for k in range(size)]
        self.high = 0

    def take(self, size: int, align: int, forbid: frozenset = frozenset()) -> int | None:
        for k in range(0, len(self.free) - size + 1, align):
            if all(self.free[k:k + size]) and not any(j in forbid for j in range(k, k + size)):
                for j in range(k, k + size):
                    self.free[j] = False
                self.high = max(self.high, k + size)
                return k
        return None

    def give(self, k: int, size: int) -> None:
        for j in range(k, k + size):
            self.free[j] = True


def _tid_vgprs(info: dict, target) -> set:
    """The VGPRs holding work-item IDs: v0 packed (gfx90a), else v0..v<dims>."""
    if not info.get("uses_tid"):
        return set()
    return {0} if target.packed_tid else set(range(info.get("workitem_dims", 0) + 1))


def _copy_hints(program: Program) -> dict:
    """``id(dest) -> (id(source), dword offset of dest in source)`` for the copy pseudos,
    so that a copy whose source dies there can reuse the source's registers (coalescing)."""
    hints = {}
    ndefs: dict[int, int] = {}
    for i in program.instructions():
        for d in _temps(i.defs):
            ndefs[id(d)] = ndefs.get(id(d), 0) + 1
    for i in program.instructions():
        if i.op == "p_copy" and isinstance(i.ops[0], Temp) and isinstance(i.defs[0], Temp):
            d, s = i.defs[0], i.ops[0]
            if d.rc == s.rc:
                hints[id(d)] = (id(s), 0)
        elif i.op == "p_split_vector" and isinstance(i.ops[0], Temp):
            k = 0
            for d in i.defs:
                if isinstance(d, Temp) and d.rc.file == i.ops[0].rc.file:
                    hints[id(d)] = (id(i.ops[0]), k)
                k += d.size
    return {k: (v[0], v[1], ndefs.get(v[0]) == 1) for k, v in hints.items()
            if ndefs.get(k) == 1}


def _vector_hints(program: Program) -> tuple[dict, dict]:
    """For ``p_create_vector d, p0, p1 ...``: ``id(part) -> (id(d), dword offset)`` and
    ``id(d) -> [(id(part), offset, size)]``, to place the parts where ``d`` will be."""
    part_of, parts = {}, {}
    for i in program.instructions():
        if i.op != "p_create_vector" or not isinstance(i.defs[0], Temp):
            continue
        d = i.defs[0]
        off, lst = 0, []
        for p in i.ops:
            size = p.size if isinstance(p, (Temp, Reg)) else 1
            if isinstance(p, Temp) and p.rc.file == d.rc.file and id(p) not in part_of \
                    and all(id(p) != q for q, _, _ in lst):
                part_of[id(p)] = (id(d), off)
                lst.append((id(p), off, size))
            off += size
        parts[id(d)] = lst
    return part_of, parts


def _call_constraints(program: Program, target) -> tuple:
    """Positions of the ``p_call`` instructions (numbered as :func:`intervals` numbers them)
    and of the function's entry copy with the registers it reads.

    A temporary live across a call may only take a register the callee preserves
    (AMDGPUUsage: Non-Kernel Functions, registers preserved on exit); one live before the
    entry copy may not take a register that still holds an incoming argument."""
    calls, entry = [], None
    entry_copy = program.info.get("entry_copy")
    pos = 0
    for b in program.blocks:
        for i in b.instrs:
            pos += 1
            if i.op == "p_call":
                calls.append(pos)
            elif i is entry_copy:
                regs = {"s": set(), "v": set()}
                for o in i.ops:
                    if isinstance(o, Reg) and o.file in regs:
                        regs[o.file] |= set(range(o.index, o.index + o.size))
                entry = (pos, {f: frozenset(r) for f, r in regs.items()})
        pos += 1
    return calls, entry


def _clobbered(target) -> dict:
    return {f: frozenset(k for k in range(n) if not callconv.preserved(f, k, target))
            for f, n in (("s", target.sgprs), ("v", target.vgprs))}


def allocate(program: Program, target) -> dict:
    """Assign a register to every temporary; returns ``id -> Reg`` and rewrites operands.

    A copy's destination takes its source's registers when the source's interval ends at
    the copy and the destination's starts there (the copy then vanishes in lowering); the
    parts of a dying split source take its dwords the same way. Around real calls, a
    temporary live across a ``p_call`` takes only registers the callee preserves.
    """
    iv, temps = intervals(program)
    hints = _copy_hints(program)
    part_of, parts = _vector_hints(program)
    plans: dict[int, int] = {}              # vector id -> planned base register
    info = program.info
    calls, entry = _call_constraints(program, target)
    clobbered = _clobbered(target) if calls else {}

    def forbidden(k: int, file: str) -> frozenset:
        s, e = iv[k]
        out = frozenset()
        if calls:
            j = bisect.bisect_right(calls, s)
            if j < len(calls) and calls[j] < e:
                out = clobbered.get(file, out)
        if entry is not None and s < entry[0] and file in entry[1]:
            out = out | entry[1][file]
        return out

    files = {"s": _File("s", target.sgprs, set(range(info.get("input_sgprs", 0)))
                        | set(info.get("reserved_sgprs", ()))),
             "v": _File("v", target.vgprs,
                        _tid_vgprs(info, target) | set(info.get("spill_vgprs", ())))}
    order = sorted(iv, key=lambda k: (iv[k][0], iv[k][1]))
    active: list = []
    assign: dict[int, Reg] = {}
    handed: dict[int, set] = {}          # dying source -> its dwords not handed over yet
    handed_at: dict[int, int] = {}
    aliases: list = []                   # temps sharing their source's registers
    for k in order:
        start = iv[k][0]
        for src in [x for x in handed if handed_at[x] < start]:
            r = assign[src]
            for j in handed.pop(src):
                files[r.file].give(r.index + j, 1)
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
        forbid = forbidden(k, t.rc.file) if calls or entry else frozenset()
        idx = _coalesce(k, t, start, hints, iv, assign, active, handed, handed_at, aliases,
                        forbid)
        if idx is None and k in parts and parts[k]:
            idx = _gather(k, t, start, parts[k], iv, assign, active, f, forbid)
        if idx is None and k in part_of:
            idx = _planned(k, t, part_of[k], temps, plans, f, forbid)
        if idx is None:
            idx = f.take(t.rc.size, t.rc.align, forbid)
        else:
            f.high = max(f.high, idx + t.rc.size)
        if idx is None:
            raise OutOfRegisters(program.name, t.rc.file, [temps[a] for a in active] + [t], iv)
        assign[k] = Reg(t.rc.file, idx, t.rc.size)
        if aliases and aliases[-1] == k:
            continue                     # owns nothing: the source frees the registers
        active.append(k)
    _rewrite(program, assign)
    return assign


class OutOfRegisters(CompileError):
    """Allocation ran out of ``file`` registers; ``live`` are the temps holding them then
    (the one being placed last) and ``intervals`` their live ranges, for :mod:`.spill`."""

    def __init__(self, function: str, file: str, live: list, intervals: dict):
        super().__init__(f"function @{function} needs more {file.upper()}GPRs than the target "
                         "has, even after spilling")
        self.file, self.live, self.intervals = file, live, intervals


def _clash(idx: int, size: int, forbid: frozenset) -> bool:
    return bool(forbid) and any(j in forbid for j in range(idx, idx + size))


def _planned(k, t, where, temps, plans, f, forbid=frozenset()):
    """Place a part of a future vector at its planned dword (planning the vector's base on
    its first part)."""
    vid, off = where
    vec = temps.get(vid)
    if vec is None:
        return None
    base = plans.get(vid)
    if base is None:
        for b in range(0, len(f.free) - vec.rc.size + 1, vec.rc.align):
            if all(f.free[b:b + vec.rc.size]):
                base = plans[vid] = b
                break
        if base is None:
            return None
    idx = base + off
    if (idx % t.rc.align == 0 and idx + t.rc.size <= len(f.free)
            and not _clash(idx, t.rc.size, forbid)
            and all(f.free[idx:idx + t.rc.size])):
        for j in range(idx, idx + t.rc.size):
            f.free[j] = False
        f.high = max(f.high, idx + t.rc.size)
        return idx
    return None


def _gather(k, t, start, plist, iv, assign, active, f, forbid=frozenset()):
    """A vector whose parts all die at its creation and sit where it would: take them over."""
    base = None
    for pid, off, size in plist:
        r = assign.get(pid)
        if r is None or iv[pid][1] != start or pid not in active:
            return None
        b = r.index - off
        if base is None:
            base = b
        if b != base:
            return None
    covered = {o + j for _, o, size in plist for j in range(size)}
    if base is None or base % t.rc.align or len(covered) != t.rc.size \
            or _clash(base, t.rc.size, forbid):
        return None
    for pid, _, _ in plist:
        active.remove(pid)
    return base


def _coalesce(k, t, start, hints, iv, assign, active, handed, handed_at, aliases,
              forbid=frozenset()):
    """The register index ``t`` can take over from its dying copy source, or None."""
    hint = hints.get(k)
    if hint is None or hint[0] not in assign:
        return None
    src_id, off, src_ssa = hint
    src = assign[src_id]
    if src.file != t.rc.file or (src.index + off) % t.rc.align \
            or _clash(src.index + off, t.rc.size, forbid):
        return None
    if src_ssa and src_id in active and src_id not in handed:
        # both are defined once and hold the same value: share the registers, keeping the
        # source's reserved until the copy's last use too
        iv[src_id][1] = max(iv[src_id][1], iv[k][1])
        aliases.append(k)
        return src.index + off
    if iv[src_id][1] != start:
        return None
    if src_id in active:
        active.remove(src_id)
        handed[src_id] = set(range(src.size))
        handed_at[src_id] = start
    want = set(range(off, off + t.rc.size))
    if src_id not in handed or not want <= handed[src_id]:
        return None
    handed[src_id] -= want
    return src.index + off


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
