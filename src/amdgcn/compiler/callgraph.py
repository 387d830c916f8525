"""The module's call graph: which calls are real, what each function is passed, stack sizes.

A call of a function the module defines is *real* (compiled once as a non-kernel function and
called with the calling convention, :mod:`amdgcn.compiler.callconv`) when

* the callee is recursive (in a cycle of the call graph: it cannot be inlined), or
* ``calls="noinline"`` (the default) and the callee is ``noinline`` but not ``optnone``
  (``__attribute__((noinline))`` at -O1 and above), or
* ``calls="all"`` and the callee is ``noinline`` (also at -O0, where clang marks every
  function ``noinline optnone``; llc -O0 calls them all).

Every other call is inlined (:mod:`amdgcn.compiler.inline`); ``calls="recursive"`` inlines
all but recursion. A function is passed the implicit inputs (work-item and work-group IDs,
dispatch and implicit-argument pointers) that it or anything it calls reads, as LLVM's
AMDGPUAttributor works them out (AMDGPUUsage: Non-Kernel Functions, implicit arguments).

Stack sizes (AMDGPUUsage: Kernel Descriptor, ``private_segment_fixed_size``): a function's is
its frame plus the largest of its callees'; a cycle counts its largest frame once, and a
kernel that reaches one has a dynamic stack (``.uses_dynamic_stack``), as with LLVM 22.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from amdgcn.compiler import callconv
from amdgcn.compiler import frontend as fe
from amdgcn.errors import CompileError

#: the ``calls`` options of :func:`amdgcn.compiler.compile_module`
POLICIES = ("recursive", "noinline", "all")


@dataclass
class CallGraph:
    """Attributes:
        edges: defined function -> the defined functions it calls directly;
        scc: function -> the id of its strongly connected component;
        recursive: the functions in a cycle;
        real: each function called for real -> the implicit inputs it is passed (their
            :data:`~amdgcn.compiler.callconv.IMPLICIT_INPUTS` names, and the intrinsics
            behind them, e.g. ``llvm.amdgcn.workitem.id.y``);
        casts_private: the functions that (or whose callees) cast private pointers.
    """

    edges: dict = field(default_factory=dict)
    scc: dict = field(default_factory=dict)
    recursive: set = field(default_factory=set)
    real: dict = field(default_factory=dict)
    casts_private: set = field(default_factory=set)
    needs: dict = field(default_factory=dict)


def _callees(fn: fe.Function, module: fe.Module) -> set:
    out = set()
    for b in fn.blocks:
        for i in b.insts:
            if i.opcode == "call" and i.callee in module.functions and \
                    not module.functions[i.callee].is_declaration:
                out.add(i.callee)
    return out


def _own_needs(fn: fe.Function) -> set:
    out = set()
    for b in fn.blocks:
        for i in b.insts:
            name = (i.callee or "") if i.opcode == "call" else ""
            for key, (_, prefix) in callconv.IMPLICIT_INPUTS.items():
                if name.startswith(prefix):
                    out |= {key, name}
            if name.startswith(callconv.KERNEL_ONLY):
                out.add(name)
    return out


def _casts(fn: fe.Function) -> bool:
    return any(i.opcode == "addrspacecast" and 5 in (i.type.addrspace,
                                                       i.operands[0].type.addrspace)
               for b in fn.blocks for i in b.insts)


def _sccs(edges: dict) -> dict:
    """Tarjan's strongly connected components: function -> component id."""
    index, low, on, stack, out = {}, {}, set(), [], {}
    counter = [0]

    def visit(v):
        work = [(v, iter(sorted(edges[v])))]
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        while work:
            node, it = work[-1]
            nxt = next(it, None)
            if nxt is not None:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter[0]
                    counter[0] += 1
                    stack.append(nxt)
                    on.add(nxt)
                    work.append((nxt, iter(sorted(edges[nxt]))))
                elif nxt in on:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                while True:
                    w = stack.pop()
                    on.discard(w)
                    out[w] = index[node]
                    if w == node:
                        break

    for v in edges:
        if v not in index:
            visit(v)
    return out


def analyze(module: fe.Module, policy: str = "noinline") -> CallGraph:
    """The call graph of ``module`` and which of its calls are real under ``policy``.

    Raises:
        CompileError: an unknown policy.
    """
    if policy not in POLICIES:
        raise CompileError(f"calls must be one of {', '.join(POLICIES)}, not {policy!r}")
    fns = {n: f for n, f in module.functions.items() if not f.is_declaration}
    g = CallGraph()
    g.edges = {n: _callees(f, module) for n, f in fns.items()}
    g.scc = _sccs(g.edges)
    members: dict = {}
    for n, c in g.scc.items():
        members.setdefault(c, []).append(n)
    g.recursive = {n for n in fns if len(members[g.scc[n]]) > 1 or n in g.edges[n]}
    needs = {n: _own_needs(f) for n, f in fns.items()}
    casts = {n for n, f in fns.items() if _casts(f)}
    changed = True
    while changed:
        changed = False
        for n in fns:
            for c in g.edges[n]:
                if not needs[c] <= needs[n]:
                    needs[n] |= needs[c]
                    changed = True
                if c in casts and n not in casts:
                    casts.add(n)
                    changed = True
    g.needs = needs
    g.casts_private = casts
    for n, f in fns.items():
        if not f.is_kernel and _is_real(f, policy, g.recursive):
            g.real[n] = frozenset(needs[n])
    return g


def _is_real(f: fe.Function, policy: str, recursive: set) -> bool:
    if f.name in recursive:
        return True
    if policy == "recursive" or "noinline" not in f.attrs:
        return False
    return policy == "all" or "optnone" not in f.attrs


def reachable(g: CallGraph, root: str) -> list:
    """The real functions ``root`` reaches (through inlined ones too), callees first."""
    seen, out = set(), []

    def visit(n):
        work = [(n, iter(sorted(g.edges.get(n, ()))))]
        seen.add(n)
        while work:
            node, it = work[-1]
            nxt = next(it, None)
            if nxt is None:
                work.pop()
                if node in g.real and node != root:
                    out.append(node)
                continue
            if nxt not in seen:
                seen.add(nxt)
                work.append((nxt, iter(sorted(g.edges.get(nxt, ())))))

    visit(root)
    return out


def stack_sizes(g: CallGraph, frames: dict, calls: dict) -> dict:
    """Bytes per lane of the deepest call chain under each compiled function: its frame
    plus its largest callee's (``frames``: name -> frame size, ``calls``: name -> names of
    its real callees). A cycle counts the largest frame of its component once."""
    out: dict = {}

    def size(n, stack=()):
        if n in out:
            return out[n]
        comp = [m for m in frames if g.scc.get(m) == g.scc.get(n)]
        own = max(frames[m] for m in comp) if n in g.recursive else frames[n]
        below = 0
        for c in calls.get(n, ()):
            if c in frames and g.scc.get(c) != g.scc.get(n) and c not in stack:
                below = max(below, size(c, stack + (n,)))
        out[n] = own + below
        return out[n]

    for n in frames:
        size(n)
    return out


__all__ = ["POLICIES", "CallGraph", "analyze", "reachable", "stack_sizes"]
