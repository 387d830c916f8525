"""Which IR values are uniform across a wavefront (after LLVM's UniformityAnalysis).

Divergence starts at the work-item IDs, lane-varying intrinsics (``mbcnt``, DPP, swizzles,
``ds.bpermute``), loads that are not scalar loads of constant memory, atomics, private memory,
calls and a function's arguments; it flows through operands; a phi is divergent when its
block is in the influence region of a divergent branch or is that branch's join (sync dependence), and a value defined in a loop with a divergent exit and
used outside that loop is divergent (temporal divergence). Uniform-by-definition intrinsics
(``readfirstlane``, ``readlane``, ``ballot``, work-group IDs, the segment pointers) stop the
flow. The analysis is conservative: anything it cannot prove uniform is divergent.

AMDGPUUsage: Memory Spaces; LLVM's docs: Convergence And Uniformity.
"""

from __future__ import annotations

from amdgcn.compiler import cfg
from amdgcn.compiler import frontend as fe

#: intrinsics whose result differs between lanes whatever their operands
DIVERGENT_INTRINSICS = ("llvm.amdgcn.workitem.id.", "llvm.amdgcn.mbcnt.", "llvm.amdgcn.update.dpp",
                        "llvm.amdgcn.mov.dpp", "llvm.amdgcn.ds.swizzle", "llvm.amdgcn.ds.bpermute",
                        "llvm.amdgcn.ds.permute", "llvm.amdgcn.set.inactive",
                        "llvm.amdgcn.raw.", "llvm.amdgcn.struct.", "llvm.amdgcn.global.",
                        "llvm.amdgcn.mfma.", "llvm.amdgcn.lerp", "llvm.amdgcn.interp")
#: intrinsics whose result is the same in every lane whatever their operands
UNIFORM_INTRINSICS = ("llvm.amdgcn.readfirstlane", "llvm.amdgcn.readlane", "llvm.amdgcn.ballot",
                      "llvm.amdgcn.workgroup.id.", "llvm.amdgcn.implicitarg.ptr",
                      "llvm.amdgcn.dispatch.ptr", "llvm.amdgcn.kernarg.segment.ptr",
                      "llvm.amdgcn.queue.ptr", "llvm.amdgcn.dispatch.id",
                      "llvm.amdgcn.s.getpc", "llvm.amdgcn.groupstaticsize",
                      "llvm.amdgcn.icmp", "llvm.amdgcn.fcmp", "llvm.amdgcn.s.memtime",
                      "llvm.amdgcn.s.memrealtime", "llvm.amdgcn.wavefrontsize")


def _intrinsic_kind(inst: fe.Inst) -> str | None:
    name = inst.callee or ""
    if name.startswith(UNIFORM_INTRINSICS):
        return "uniform"
    if name.startswith(DIVERGENT_INTRINSICS) or not name.startswith("llvm."):
        return "divergent"
    return None


def _scalar_load(inst: fe.Inst, divergent: set) -> bool:
    """A load that can be a scalar (SMEM) load: constant address space, uniform address."""
    ptr = inst.operands[0]
    return (ptr.type.addrspace in (4, 6) and id(ptr) not in divergent
            and "volatile" not in inst.flags and not inst.orderings)


def analyze(fn: fe.Function, lay) -> tuple[set, set]:
    """The ids of the divergent values of ``fn``, and of those that are divergent only
    because they leave a loop with a divergent exit (temporal divergence)."""
    # a function's arguments arrive in VGPRs, one value per lane (AMDGPUUsage: Non-Kernel
    # Functions); a kernel's are the same for the whole dispatch
    div: set = set() if fn.is_kernel else {id(a) for a in fn.args}
    temporal: set = set()
    insts = [i for b in fn.blocks for i in b.insts]
    pos = lay.index
    changed = True
    while changed:
        changed = False
        div_branch_blocks = [b for b in fn.blocks if b.terminator.opcode in ("br", "switch")
                             and b.terminator.operands
                             and id(b.terminator.operands[0]) in div]
        sync = cfg.sync_blocks(lay, div_branch_blocks)
        for i in insts:
            if id(i) in div:
                continue
            if _is_divergent(i, div, sync):
                div.add(id(i))
                changed = True
        for i in _temporal(fn, lay, div, pos):
            temporal.add(id(i))
            if id(i) not in div:
                div.add(id(i))
                changed = True
    return div, temporal


def _is_divergent(i: fe.Inst, div: set, sync: set) -> bool:
    op = i.opcode
    if op == "call":
        kind = _intrinsic_kind(i)
        if kind is not None:
            return kind == "divergent"
    if op in ("atomicrmw", "cmpxchg"):
        return True
    if op == "alloca":
        return False           # a frame offset, the same in every lane
    if op == "load":
        return not _scalar_load(i, div)
    if op == "phi":
        if id(i.block) in sync:
            return True
    return any(id(o) in div for o in i.operands)


def _temporal(fn: fe.Function, lay, div: set, pos: dict) -> list:
    """Values defined in a loop that has a divergent branch and used outside it."""
    out = []
    for body in lay.loops.values():
        blocks = [lay.order[x] for x in body]
        if not any(b.terminator.operands and id(b.terminator.operands[0]) in div
                   and b.terminator.opcode in ("br", "switch") for b in blocks):
            continue
        inside = {id(b) for b in blocks}
        defined = {id(i): i for b in blocks for i in b.insts}
        for b in fn.blocks:
            if id(b) in inside:
                continue
            for user in b.insts:
                for o in user.operands:
                    if id(o) in defined:
                        out.append(defined[id(o)])
    return out
