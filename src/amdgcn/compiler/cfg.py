"""Control flow: layout of the IR's blocks, loops, and EXEC masking of every branch.

The IR's control flow graph is prepared (one exit block, critical edges into blocks with phis
split), checked to be reducible, and laid out in a reverse post-order that keeps every loop's
blocks together. Then every block gets a lane mask ``mask[B]`` of the lanes that are waiting to
run it (an SGPR pair): a branch adds the lanes that take each edge to the target's mask; a
block runs with ``EXEC = mask[B]`` and is skipped (``s_cbranch_execz``) when no lane waits;
the last block of a loop jumps back to the header while lanes wait there. Lanes that leave a
loop early wait at its exit until the loop is done; lanes of a divergent if/else run the two
sides one after the other. This is the structured execution of divergent control flow of
MI200 ISA 4.5 (predication with EXEC) without rewriting the CFG; the masks of uniform branches
are all-or-nothing and need no special case for correctness.

``mask[B]`` is zeroed at the nearest dominator of B that sits in no loop B is outside of, so
lanes waiting at a loop exit are kept across iterations.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from amdgcn.compiler import frontend as fe
from amdgcn.compiler.ir import EXEC, LANE_MASK, Imm, Instr, Label, Program
from amdgcn.errors import CompileError


@dataclass
class Layout:
    """Blocks in layout order with their dominators and loops.

    Attributes:
        order: the IR blocks in layout order; index: block -> position;
        idom: position -> immediate dominator position (entry: -1);
        loops: header position -> set of positions of the loop body (header included);
        loop_end: header position -> position of the loop's last block;
        zero_at: position -> the position whose start zeroes its mask.
    """

    order: list
    index: dict
    idom: dict
    loops: dict = field(default_factory=dict)
    loop_end: dict = field(default_factory=dict)
    zero_at: dict = field(default_factory=dict)

    def innermost_loop(self, pos: int) -> int | None:
        best = None
        for h, body in self.loops.items():
            if pos in body and (best is None or len(body) < len(self.loops[best])):
                best = h
        return best

    def depth(self, pos: int) -> int:
        return sum(1 for body in self.loops.values() if pos in body)


def _new_block(fn: fe.Function, name: str, target: fe.Block) -> fe.Block:
    b = fe.Block(name, function=fn)
    br = fe.Inst(fe.llvmtext.VOID, opcode="br", block=b, text=f"br label %{target.name}")
    br.targets = [target]
    b.insts.append(br)
    return b


def _retarget(term: fe.Inst, old: fe.Block, new: fe.Block) -> None:
    term.targets = [new if t is old else t for t in term.targets]
    term.cases = [(v, new if t is old else t) for v, t in term.cases]


def prepare(fn: fe.Function) -> None:
    """Unify the returns of a void function and split critical edges into blocks with phis."""
    rets = [b for b in fn.blocks if b.terminator.opcode in ("ret", "unreachable")]
    nret = len([b for b in rets if b.terminator.opcode == "ret"])
    if len(rets) > 1 and (fn.return_type.kind == "void" or nret > 1):
        exit_b = fe.Block("exit", function=fn)
        ret = fe.Inst(fe.llvmtext.VOID, opcode="ret", block=exit_b, text="ret void")
        if fn.return_type.kind != "void":
            # a function's results arrive through one phi: the lanes of every return leave
            # together (AMDGPUUsage: EXEC on exit is EXEC on entry)
            phi = fe.Inst(fn.return_type, "retval", opcode="phi", block=exit_b,
                          text=f"%retval = phi {fn.return_type} (the returned values)")
            phi.incoming = [(b.terminator.operands[0], b) for b in rets
                            if b.terminator.opcode == "ret"]
            phi.operands = [v for v, _ in phi.incoming]
            exit_b.insts.append(phi)
            ret.operands = [phi]
            ret.text = f"ret {fn.return_type} %retval"
        exit_b.insts.append(ret)
        for b in rets:
            if b.terminator.opcode == "unreachable":
                continue
            br = fe.Inst(fe.llvmtext.VOID, opcode="br", block=b, text="br label %exit")
            br.targets = [exit_b]
            b.insts[-1] = br
            exit_b.preds.append(b)
        fn.blocks.append(exit_b)
    for s in list(fn.blocks):
        if len(s.preds) < 2 or not any(i.opcode == "phi" for i in s.insts):
            continue
        for p in list(s.preds):
            if len(set(map(id, p.succs))) < 2:
                continue
            mid = _new_block(fn, f"{p.name}.{s.name}", s)
            mid.preds = [p]
            _retarget(p.terminator, s, mid)
            s.preds = [mid if x is p else x for x in s.preds]
            for i in s.insts:
                if i.opcode == "phi":
                    i.incoming = [(v, mid if b is p else b) for v, b in i.incoming]
            fn.blocks.insert(fn.blocks.index(p) + 1, mid)
    for b in fn.blocks:
        b.preds = []
    for b in fn.blocks:
        for t in b.succs:
            if b not in t.preds:
                t.preds.append(b)


def _dominators(blocks: list, entry) -> dict:
    """Immediate dominators (Cooper, Harvey, Kennedy) over ``blocks`` in reverse post-order."""
    pos = {id(b): i for i, b in enumerate(blocks)}
    idom = {0: 0}
    changed = True
    while changed:
        changed = False
        for i, b in enumerate(blocks[1:], 1):
            ps = [pos[id(p)] for p in b.preds if id(p) in pos and pos[id(p)] in idom]
            if not ps:
                continue
            new = ps[0]
            for p in ps[1:]:
                a, c = p, new
                while a != c:
                    while a > c:
                        a = idom[a]
                    while c > a:
                        c = idom[c]
                new = a
            if idom.get(i) != new:
                idom[i] = new
                changed = True
    return idom


def _rpo(entry) -> list:
    seen, post = set(), []
    stack = [(entry, iter(entry.succs))]
    seen.add(id(entry))
    while stack:
        b, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            post.append(b)
            stack.pop()
        elif id(nxt) not in seen:
            seen.add(id(nxt))
            stack.append((nxt, iter(nxt.succs)))
    return post[::-1]


def _dominates(idom: dict, a: int, b: int) -> bool:
    while True:
        if a == b:
            return True
        if b == 0:
            return False
        b = idom[b]


def layout(fn: fe.Function) -> Layout:
    """Lay the blocks out (loops contiguous), find loops and each mask's zeroing block.

    Raises:
        CompileError: for irreducible control flow.
    """
    rpo = _rpo(fn.blocks[0])
    rpos = {id(b): i for i, b in enumerate(rpo)}
    idom = _dominators(rpo, rpo[0])
    loops: dict[int, set] = {}
    for b in rpo:
        for s in b.succs:
            i, h = rpos[id(b)], rpos[id(s)]
            if h <= i:
                if not _dominates(idom, h, i):
                    raise CompileError("irreducible control flow is not supported",
                                       inst=b.terminator)
                body = loops.setdefault(h, {h})
                work = [i]
                while work:
                    x = work.pop()
                    if x in body:
                        continue
                    body.add(x)
                    work.extend(rpos[id(p)] for p in rpo[x].preds if id(p) in rpos)
    order = _loop_order(rpo, rpos, loops)
    newpos = {old: new for new, old in enumerate(order)}
    blocks = [rpo[i] for i in order]
    lay = Layout(blocks, {id(b): i for i, b in enumerate(blocks)},
                 {newpos[k]: (newpos[v] if k else -1) for k, v in idom.items()})
    lay.loops = {newpos[h]: {newpos[x] for x in body} for h, body in loops.items()}
    lay.loop_end = {h: max(body) for h, body in lay.loops.items()}
    for p in range(1, len(blocks)):
        z = lay.idom[p]
        while z > 0:
            lz = lay.innermost_loop(z)
            if lz is None or p in lay.loops[lz]:
                break
            z = lay.idom[z]
        lay.zero_at[p] = z
    return lay


def _loop_order(rpo: list, rpos: dict, loops: dict) -> list:
    """Positions of ``rpo`` reordered so that each loop's body is contiguous: a loop is laid
    out whole where its header stands in reverse post-order (edges enter loops only at the
    header, so this keeps every forward edge forward)."""
    def region(nodes: set, header: int | None) -> list:
        inner = [h for h in loops if h in nodes and h != header
                 and not any(o != h and o != header and o in nodes and h in loops[o]
                             for o in loops)]
        owner = {x: h for h in inner for x in loops[h]}
        out = []
        for x in sorted(nodes):
            h = owner.get(x)
            if h is None:
                out.append(x)
            elif h == x:
                out.extend(region(loops[h], h))
        return out
    return region(set(range(len(rpo))), None)


# -- the EXEC-mask pass -----------------------------------------------------------------------

#: above this many masked blocks the masks are zeroed lazily (``Layout.zero_at``) and every
#: branch is masked: eager zeroing keeps every mask live through the whole kernel
MAX_EAGER_MASKS = 24
#: instructions that leave SCC as it is (a branch may still test an earlier ``s_cmp``)
_KEEPS_SCC = ("v_", "global_", "buffer_", "ds_", "flat_", "scratch_", "s_mov_", "s_load_",
              "s_waitcnt", "s_cselect_", "s_nop", "p_copy", "p_create_vector", "p_split_vector")


@dataclass
class _Plan:
    """Which blocks run with every lane (``full``), which are entered without a mask check
    (``direct``: only reached by jumps from full blocks), the rest (``masked``)."""

    full: set
    direct: set
    masked: list
    uniform_form: set
    eager: bool
    sink: set = field(default_factory=set)
    assigned: set = field(default_factory=set)


def _targets(term: Instr) -> list:
    return [o.block for o in term.ops if isinstance(o, Label)]


def _postdominators(n: int, succ: dict) -> dict:
    """Post-dominator sets over positions (``None`` for a block that reaches no exit)."""
    universe = frozenset(range(n))
    pdom = {p: (frozenset([p]) if not succ[p] else universe) for p in range(n)}
    changed = True
    while changed:
        changed = False
        for p in reversed(range(n)):
            if not succ[p]:
                continue
            inter = universe
            for s in succ[p]:
                inter = inter & pdom[s]
            new = inter | {p}
            if new != pdom[p]:
                pdom[p] = new
                changed = True
    return {p: (None if pdom[p] == universe and succ[p] else pdom[p]) for p in range(n)}


def _reach(succ: dict, starts) -> set:
    seen, work = set(), list(starts)
    while work:
        x = work.pop()
        if x not in seen:
            seen.add(x)
            work.extend(succ[x])
    return seen


def influence(n: int, succ: dict, divergent) -> tuple[set, set]:
    """``(region, joins)``: the positions inside the influence region of a divergent branch
    (reachable from its successors before its immediate post-dominator), and those
    post-dominators. A branch from which some block reaches no exit has everything it reaches
    in its region. LLVM docs: Convergence And Uniformity (sync dependence)."""
    pdom = _postdominators(n, succ)
    preds: dict = {p: [] for p in range(n)}
    for p, ss in succ.items():
        for s in ss:
            preds[s].append(p)
    can_exit = _reach(preds, [p for p in range(n) if not succ[p]])
    region, joins = set(), set()
    for d in divergent:
        ip = None
        if pdom[d] is not None and _reach(succ, [d]) <= can_exit:
            cands = [x for x in pdom[d] if x != d]
            ip = max(cands, key=lambda x: len(pdom[x] or ())) if cands else None
        work, visited = list(succ[d]), set()
        while work:
            x = work.pop()
            if x == ip or x in visited:
                continue
            visited.add(x)
            work.extend(succ[x])
        region |= visited
        if ip is not None:
            joins.add(ip)
    return region, joins


def full_blocks(n: int, succ: dict, divergent: set) -> set:
    """Positions reachable from the entry that no divergent branch controls: each runs with
    every lane of the wave whenever it runs (a loop with a divergent exit is inside its exit
    branch's region)."""
    return _reach(succ, [0]) - influence(n, succ, divergent)[0]


def sync_blocks(lay: Layout, branch_blocks: list) -> set:
    """The ids of the IR blocks whose phis may be divergent because of the divergent branches
    ending ``branch_blocks``: their influence regions and join blocks."""
    n = len(lay.order)
    succ = {p: [lay.index[id(s)] for s in b.succs if id(s) in lay.index]
            for p, b in enumerate(lay.order)}
    region, joins = influence(n, succ, [lay.index[id(b)] for b in branch_blocks
                                        if id(b) in lay.index])
    return {id(lay.order[p]) for p in region | joins}


def _plan(program: Program, lay: Layout) -> _Plan:
    n = len(program.blocks)
    terms = {b.index: b.instrs[-1] for b in program.blocks}
    succ = {p: _targets(t) for p, t in terms.items()}
    uniform = program.info.get("uniform_branches", set())
    divergent = {p for p, t in terms.items() if t.op in ("p_cbranch", "p_switch")
                 and p not in uniform}
    full = full_blocks(n, succ, divergent)
    uniform_form = {p for p in full if terms[p].op == "p_branch"
                    or terms[p].op == "p_cbranch" and p in uniform}
    preds: dict = {p: set() for p in range(n)}
    for p, ss in succ.items():
        for s in ss:
            preds[s].add(p)
    direct = {0} | {x for x in full if x and preds[x] and preds[x] <= uniform_form}
    # an empty last block that only returns needs no mask: the walk ends there
    last = n - 1
    sink = {last} if last and last not in direct and terms[last].op == "p_return" \
        and len(program.blocks[last].instrs) == 1 else set()
    masked = [p for p in range(1, n) if p not in direct and p not in sink]
    if len(masked) > MAX_EAGER_MASKS:
        return _Plan(set(), {0}, list(range(1, n)), set(), False)
    # a block entered from one edge that no loop leaves on the way sets its mask there
    assigned = {q for q in masked if len(preds[q]) == 1 and succ[min(preds[q])].count(q) == 1
                and terms[min(preds[q])].op in ("p_branch", "p_cbranch")
                and all(q in body for body in lay.loops.values() if min(preds[q]) in body)}
    return _Plan(full, direct, masked, uniform_form, True, sink, assigned)


def insert_exec_mask(program: Program, target) -> None:
    """Turn the ``p_branch``/``p_cbranch``/``p_switch``/``p_return`` terminators into EXEC
    mask code and branches.

    A block that only full blocks reach by uniform branches (``direct``) runs with the EXEC
    its predecessor had (all lanes): their branches become ``s_cbranch_scc0/1`` and
    ``s_branch`` on an SALU test of the condition (MI200 ISA 4.4). Every other block ``B``
    starts with ``s_mov_b64 exec, mask[B]`` and ``s_cbranch_execz`` to the next such block,
    and the blocks of divergent regions run one after another in layout order with the lanes
    that wait there; a masked loop header's lanes are re-checked after the loop's last block
    (``s_cbranch_scc1`` back), so that a skipped last block still reaches the check. Masks
    are zeroed at entry and cleared when consumed (or, in big kernels, at
    ``Layout.zero_at`` with every branch masked).
    """
    lay: Layout = program.info["layout"]
    plan = _plan(program, lay)
    old = program.blocks
    n = len(old)
    masked = set(plan.masked)
    check_loops = {}
    for h, e in lay.loop_end.items():
        if h in masked:
            check_loops.setdefault(e, []).append(h)
    new_index, stops, k = {}, [], 0
    for p in range(n):
        new_index[p] = k
        if p in masked or p in plan.sink:
            stops.append(k)
        k += 1
        if p in check_loops:
            stops.append(k)
            k += 1
    end = k
    masks = {p: program.temp(LANE_MASK, f"mask{p}") for p in plan.masked}
    function = program.info.get("function_abi", False)
    returns = [b.instrs[-1] for b in old if b.instrs and b.instrs[-1].op == "p_return"]

    def next_stop(x: int) -> int:
        return next((s for s in stops if s > x), end)

    blocks = []
    for b in old:
        p = b.index
        me = new_index[p]
        if plan.eager:
            head = [Instr("s_mov_b64", [masks[q]], [Imm(0)], comment=f"mask of BB{new_index[q]}")
                    for q in plan.masked] if p == 0 else []
        else:
            head = [Instr("s_mov_b64", [masks[q]], [Imm(0)], comment=f"mask of BB{new_index[q]}")
                    for q, z in lay.zero_at.items() if z == p and q != p]
        if p in masked:
            head.append(Instr("s_mov_b64", [EXEC], [masks[p]]))
            if p in lay.loops or plan.eager and lay.depth(p):
                head.append(Instr("s_mov_b64", [masks[p]], [Imm(0)]))
            if next_stop(me) < end:
                head.append(Instr("s_cbranch_execz", [], [Label(next_stop(me))]))
        b.instrs[0:0] = head
        term = b.instrs.pop()
        phys = me + 1
        if p in plan.uniform_form:
            b.instrs.extend(_uniform_edge_code(program, b.instrs, term, masks, plan.assigned,
                                               new_index, phys))
        else:
            b.instrs.extend(_edge_code(program, term, masks, plan.assigned))
            if term.op == "p_return":
                # a function returns through its epilog (amdgcn.compiler.frame), a kernel ends
                b.instrs.append(term if function else Instr("s_endpgm"))
            elif next_stop(me) != phys:
                b.instrs.append(Instr("s_branch", [], [Label(next_stop(me))]))
        b.index = me
        blocks.append(b)
        if p in check_loops:
            check = type(b)(me + 1, f"{b.name}.loop", loop_depth=b.loop_depth)
            for h in sorted(check_loops[p], key=lambda h: -h):
                check.instrs.append(Instr("s_cmp_lg_u64", [], [masks[h], Imm(0)]))
                check.instrs.append(Instr("s_cbranch_scc1", [], [Label(new_index[h])]))
            if next_stop(me + 1) != me + 2:
                check.instrs.append(Instr("s_branch", [], [Label(next_stop(me + 1))]))
            blocks.append(check)
    if any(isinstance(o, Label) and o.block == end for b in blocks for i in b.instrs
           for o in i.ops) or not blocks[-1].instrs or \
            blocks[-1].instrs[-1].op not in ("s_endpgm", "s_branch", "p_return"):
        last = Instr("s_endpgm")
        if function and returns:
            last = Instr("p_return", [], list(returns[0].ops))
        blocks.append(type(old[0])(end, "end", [last]))
    program.blocks = blocks
    _set_edges(program)


def _send(program: Program, out: list, masks: dict, assigned: set, tgt: int, op, ops) -> None:
    """Add the lanes ``op(ops)`` (EXEC itself when ``op`` is None) to ``mask[tgt]``; a
    block with one incoming edge gets them assigned; the sink gets nothing."""
    if tgt not in masks:
        return
    if tgt in assigned:
        out.append(Instr(op or "s_mov_b64", [masks[tgt]], list(ops)))
    elif op is None:
        out.append(Instr("s_or_b64", [masks[tgt]], [masks[tgt], *ops]))
    else:
        x = program.temp(LANE_MASK)
        out.append(Instr(op, [x], list(ops)))
        out.append(Instr("s_or_b64", [masks[tgt]], [masks[tgt], x]))


def _uniform_edge_code(program: Program, body: list, term: Instr, masks: dict, assigned: set,
                       new_index: dict, phys: int) -> list:
    """A branch of a block that runs with every lane, on a uniform condition: the lanes all
    go one way, so jump (adding them to the target's mask when the target is masked)."""
    out = []
    labels = _targets(term)
    if term.op == "p_branch" or labels[0] == labels[1]:
        t = labels[0]
        _send(program, out, masks, assigned, t, None, [EXEC])
        if new_index[t] != phys:
            out.append(Instr("s_branch", [], [Label(new_index[t])]))
        return out
    cond, t, f = term.ops[0], labels[0], labels[1]
    _send(program, out, masks, assigned, t, "s_and_b64", [EXEC, cond])
    _send(program, out, masks, assigned, f, "s_andn2_b64", [EXEC, cond])
    if out or not _scc_is(body, cond):
        out.append(Instr("s_and_b64", [program.temp(LANE_MASK)], [EXEC, cond]))
    ti, fi = new_index[t], new_index[f]
    if ti == phys:
        out.append(Instr("s_cbranch_scc0", [], [Label(fi)]))
    else:
        out.append(Instr("s_cbranch_scc1", [], [Label(ti)]))
        if fi != phys:
            out.append(Instr("s_branch", [], [Label(fi)]))
    return out


def _scc_is(body: list, cond) -> bool:
    """Whether SCC at the end of ``body`` still holds the compare that ``cond`` was selected
    from (``s_cmp_*`` then ``s_cselect_b64 cond, -1, 0``, nothing writing SCC since)."""
    for i in reversed(body):
        if i.defs and i.defs[0] is cond:
            return (i.op == "s_cselect_b64" and isinstance(i.ops[0], Imm) and
                    i.ops[0].value in (-1, (1 << 64) - 1) and isinstance(i.ops[1], Imm)
                    and i.ops[1].value == 0)
        if not i.op.startswith(_KEEPS_SCC):
            return False
    return False


def _edge_code(program: Program, term: Instr, masks: dict, assigned: set) -> list:
    out = []
    if term.op == "p_branch":
        _send(program, out, masks, assigned, term.ops[0].block, None, [EXEC])
    elif term.op == "p_cbranch":
        cond, t, f = term.ops[0], term.ops[1].block, term.ops[2].block
        _send(program, out, masks, assigned, t, "s_and_b64", [EXEC, cond])
        _send(program, out, masks, assigned, f, "s_andn2_b64", [EXEC, cond])
    elif term.op == "p_switch":
        value_cases, default = term.ops[1:-1], term.ops[-1].block
        rest = program.temp(LANE_MASK)
        out.append(Instr("s_mov_b64", [rest], [EXEC]))
        for cond, lab in zip(term.ops[0], value_cases):
            _send(program, out, masks, set(), lab.block, "s_and_b64", [rest, cond])
            r2 = program.temp(LANE_MASK)
            out.append(Instr("s_andn2_b64", [r2], [rest, cond]))
            rest = r2
        _send(program, out, masks, set(), default, None, [rest])
    elif term.op not in ("p_return", "p_unreachable"):
        raise AssertionError(term.op)
    return out


def _set_edges(program: Program) -> None:
    """Machine CFG edges after masking: fall-through/skip to the next block, jumps."""
    n = len(program.blocks)
    for b in program.blocks:
        b.succs, b.preds = [], []
    for b in program.blocks:
        succ = set()
        ends = b.instrs and b.instrs[-1].op in ("s_endpgm", "s_branch", "p_return")
        if not ends and b.index + 1 < n:
            succ.add(b.index + 1)
        for i in b.instrs:
            for o in i.ops:
                if isinstance(o, Label):
                    succ.add(o.block)
        b.succs = sorted(succ)
    for b in program.blocks:
        for s in b.succs:
            program.blocks[s].preds.append(b.index)
