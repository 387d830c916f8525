"""Inlining of calls to functions the module defines (on the frontend's view of the IR).

Every call to a defined function that is not called for real (recursion, ``noinline``:
:mod:`amdgcn.compiler.callgraph`) is replaced by a copy of its body: the caller's block is
split at the call, the callee's blocks are cloned with its parameters bound to the call's
arguments, each ``ret`` branches to the rest of the caller's block, and a returned value
arrives through a phi there. This is also what LLVM's AMDGPU pipeline does to almost every
call; IR from -O0 (``optnone``, nothing inlined by clang) is inlined the same way unless
asked for real calls (``calls="all"``).
"""

from __future__ import annotations

import copy

from amdgcn.compiler import frontend as fe
from amdgcn.compiler.llvmtext import VOID
from amdgcn.errors import CompileError

#: nesting depth of inlining after which a call chain is treated as recursion
MAX_DEPTH = 32


def inline_calls(fn: fe.Function, module: fe.Module, real=frozenset()) -> None:
    """Inline every call in ``fn`` to a function defined in ``module``, except calls of the
    functions in ``real`` (compiled on their own and called with the calling convention:
    :mod:`amdgcn.compiler.callgraph`).

    Raises:
        CompileError: recursion, or a callee with ``byval``/``sret`` parameters.
    """
    counter = [0]
    for _ in range(10000):
        site = _find_call(fn, module, real)
        if site is None:
            break
        inst, callee = site
        depth = inst.attach.get("inline-depth", 0) if isinstance(inst.attach, dict) else 0
        if depth > MAX_DEPTH:
            raise CompileError(f"recursive call of @{callee.name} (real calls are not "
                               "supported yet)", inst=inst)
        _inline_one(fn, inst, callee, counter, depth)
    _recompute_preds(fn)


def _find_call(fn, module, real):
    for b in fn.blocks:
        for i in b.insts:
            if i.opcode == "call" and i.callee in module.functions and i.callee not in real:
                callee = module.functions[i.callee]
                if not callee.is_declaration:
                    return i, callee
    return None


def _recompute_preds(fn) -> None:
    for b in fn.blocks:
        b.preds = []
    for b in fn.blocks:
        for s in b.succs:
            if b not in s.preds:
                s.preds.append(b)


def _inline_one(fn, call, callee, counter, depth) -> None:
    for a in callee.args:
        if "byval" in a.text or "sret" in a.text:
            raise CompileError(f"calls passing byval/sret arguments to @{callee.name} are not "
                               "supported yet", inst=call)
    counter[0] += 1
    tag = f"{callee.name}.i{counter[0]}"
    block = call.block
    k = block.insts.index(call)
    post = fe.Block(f"{block.name}.after{counter[0]}", function=fn)
    post.insts = block.insts[k + 1:]
    for i in post.insts:
        i.block = post
    block.insts = block.insts[:k]
    for s in post.succs:
        for i in s.insts:
            if i.opcode == "phi":
                i.incoming = [(v, post if b is block else b) for v, b in i.incoming]
    vmap: dict[int, fe.Value] = {id(a): v for a, v in zip(callee.args, call.operands)}
    bmap: dict[int, fe.Block] = {}
    clones = []
    for cb in callee.blocks:
        nb = fe.Block(f"{tag}.{cb.name}", function=fn)
        bmap[id(cb)] = nb
        clones.append(nb)
    new_insts = []
    for cb, nb in zip(callee.blocks, clones):
        for ci in cb.insts:
            ni = copy.copy(ci)
            ni.block = nb
            ni.attach = dict(ci.attach)
            if ni.opcode == "call":
                ni.attach["inline-depth"] = depth + 1
            vmap[id(ci)] = ni
            nb.insts.append(ni)
            new_insts.append((ci, ni))
    returns = []
    for ci, ni in new_insts:
        ni.operands = [vmap.get(id(o), o) for o in ci.operands]
        ni.incoming = [(vmap.get(id(v), v), bmap[id(b)]) for v, b in ci.incoming]
        ni.targets = [bmap[id(t)] for t in ci.targets]
        ni.cases = [(v, bmap[id(t)]) for v, t in ci.cases]
        if ni.opcode == "ret":
            returns.append((ni.operands[0] if ni.operands else None, ni.block))
            br = fe.Inst(VOID, opcode="br", block=ni.block, text=f"br label %{post.name}")
            br.targets = [post]
            ni.block.insts[-1] = br
    jump = fe.Inst(VOID, opcode="br", block=block, text=f"br label %{clones[0].name}")
    jump.targets = [clones[0]]
    block.insts.append(jump)
    pos = fn.blocks.index(block)
    fn.blocks[pos + 1:pos + 1] = clones + [post]
    if call.type.kind != "void":
        vals = [(v, b) for v, b in returns if v is not None]
        if len(vals) == 1:
            result = vals[0][0]
        else:
            result = fe.Inst(call.type, call.name, opcode="phi", block=post,
                             text=f"%{call.name} = phi (inlined return of @{callee.name})")
            result.incoming = vals
            result.operands = [v for v, _ in vals]
            post.insts.insert(0, result)
        _replace_uses(fn, call, result)


def _replace_uses(fn, old, new) -> None:
    for b in fn.blocks:
        for i in b.insts:
            if any(o is old for o in i.operands):
                i.operands = [new if o is old else o for o in i.operands]
            if i.incoming and any(v is old for v, _ in i.incoming):
                i.incoming = [(new if v is old else v, blk) for v, blk in i.incoming]
