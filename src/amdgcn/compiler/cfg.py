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
    if len(rets) > 1 and fn.return_type.kind == "void":
        exit_b = fe.Block("exit", function=fn)
        ret = fe.Inst(fe.llvmtext.VOID, opcode="ret", block=exit_b, text="ret void")
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

def insert_exec_mask(program: Program, target) -> None:
    """Turn the ``p_branch``/``p_cbranch``/``p_switch``/``p_return`` terminators into EXEC
    mask code.

    Each block ``B`` but the entry starts with ``s_mov_b64 exec, mask[B]`` and
    ``s_cbranch_execz`` to the next block; a loop header also clears its mask. After the last
    block of a loop comes a small block of its own that jumps back to the header while the
    header's mask is not zero (``s_cbranch_scc1``), so that a skipped last block still
    reaches the check.
    """
    lay: Layout = program.info["layout"]
    old = program.blocks
    n = len(old)
    ends = set(lay.loop_end.values())
    new_index, k = {}, 0
    for p in range(n):
        new_index[p] = k
        k += 2 if p in ends else 1
    masks = {p: program.temp(LANE_MASK, f"mask{p}") for p in range(1, n)}
    blocks = []
    for b in old:
        p = b.index
        head = [Instr("s_mov_b64", [masks[q]], [Imm(0)], comment=f"mask of BB{new_index[q]}")
                for q, z in lay.zero_at.items() if z == p and q != p]
        nxt = new_index[p] + 1
        if p > 0:
            head.append(Instr("s_mov_b64", [EXEC], [masks[p]]))
            if p in lay.loops:
                head.append(Instr("s_mov_b64", [masks[p]], [Imm(0)]))
            if nxt < k:
                head.append(Instr("s_cbranch_execz", [], [Label(nxt)]))
        b.instrs[0:0] = head
        term = b.instrs.pop()
        b.instrs.extend(_edge_code(program, term, masks))
        if term.op == "p_return":
            b.instrs.append(Instr("s_endpgm"))
        b.index = new_index[p]
        blocks.append(b)
        if p in ends:
            check = type(b)(new_index[p] + 1, f"{b.name}.loop", loop_depth=b.loop_depth)
            for h in sorted((h for h, e in lay.loop_end.items() if e == p), key=lambda h: -h):
                check.instrs.append(Instr("s_cmp_lg_u64", [], [masks[h], Imm(0)]))
                check.instrs.append(Instr("s_cbranch_scc1", [], [Label(new_index[h])]))
            blocks.append(check)
    program.blocks = blocks
    _set_edges(program)


def _edge_code(program: Program, term: Instr, masks: dict) -> list:
    out = []
    if term.op == "p_branch":
        t = term.ops[0].block
        out.append(Instr("s_or_b64", [masks[t]], [masks[t], EXEC]))
    elif term.op == "p_cbranch":
        cond, t, f = term.ops[0], term.ops[1].block, term.ops[2].block
        x = program.temp(LANE_MASK)
        out.append(Instr("s_and_b64", [x], [EXEC, cond]))
        out.append(Instr("s_or_b64", [masks[t]], [masks[t], x]))
        y = program.temp(LANE_MASK)
        out.append(Instr("s_andn2_b64", [y], [EXEC, cond]))
        out.append(Instr("s_or_b64", [masks[f]], [masks[f], y]))
    elif term.op == "p_switch":
        value_cases, default = term.ops[1:-1], term.ops[-1].block
        rest = program.temp(LANE_MASK)
        out.append(Instr("s_mov_b64", [rest], [EXEC]))
        for cond, lab in zip(term.ops[0], value_cases):
            x = program.temp(LANE_MASK)
            out.append(Instr("s_and_b64", [x], [rest, cond]))
            out.append(Instr("s_or_b64", [masks[lab.block]], [masks[lab.block], x]))
            r2 = program.temp(LANE_MASK)
            out.append(Instr("s_andn2_b64", [r2], [rest, cond]))
            rest = r2
        out.append(Instr("s_or_b64", [masks[default]], [masks[default], rest]))
    elif term.op not in ("p_return", "p_unreachable"):
        raise AssertionError(term.op)
    return out


def _set_edges(program: Program) -> None:
    """Machine CFG edges after masking: fall-through/skip to the next block, back jumps."""
    n = len(program.blocks)
    for b in program.blocks:
        b.succs, b.preds = [], []
    for b in program.blocks:
        succ = set()
        ends = b.instrs and b.instrs[-1].op == "s_endpgm"
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

