"""Wait states for the hazards the hardware does not check (MI200 ISA 4.5 "Manually Inserted
Wait States"; after LLVM's GCNHazardRecognizer and ACO's insert_NOPs).

Each rule is (what the earlier instruction does, what the later one does, wait states). A
rule is checked over the instructions issued before, within the block and, conservatively,
at the end of every predecessor; ``s_nop N`` supplies N+1 wait states.
"""

from __future__ import annotations

from amdgcn.compiler.ir import Imm, Instr, Mod, Program, Reg

MAX_NOP = 8
#: instructions remembered per path (enough for the longest rule, 18 wait states)
HISTORY = 24


def _regs(ops) -> set:
    out = set()
    for o in ops:
        if isinstance(o, Mod):
            o = o.inner
        if isinstance(o, Reg):
            if o.name:
                base = o.name.replace("_lo", "").replace("_hi", "")
                out.add(base)
            else:
                out |= {(o.file, o.index + k) for k in range(o.size)}
    return out


def _is_valu(op: str) -> bool:
    return op.startswith("v_")


def _sgpr_writes(i: Instr) -> set:
    if not _is_valu(i.op):
        return set()
    return {r for r in _regs(i.defs) if r == "vcc" or (isinstance(r, tuple) and r[0] == "s")}


def _mfma_defs(i: Instr, shape: str, f64: bool | None = None) -> set:
    if i.op.startswith("v_mfma") and f"_{shape}x" in i.op \
            and (f64 is None or i.op.startswith("v_mfma_f64") == f64):
        return _regs(i.defs)
    return set()


def _mfma_src_c(i: Instr, shape: str) -> set:
    if i.op.startswith("v_mfma") and f"_{shape}x" in i.op and len(i.ops) > 2:
        return _regs(i.ops[2:3])
    return set()


def _valu_or_mem_defs(i: Instr) -> set:
    if i.op.startswith("v_mfma"):
        return set()
    return _regs(i.defs) if _is_valu(i.op) or _vmem(i.op) or i.op.startswith("ds_") else set()


def _vmem(op: str) -> bool:
    return op.startswith(("global_", "flat_", "buffer_", "scratch_"))


#: (name, wait states, earlier(i) -> set of registers, later(i) -> registers it is exposed on)
RULES = [
    # VALU writes SGPR -> VMEM reads that SGPR: 5 (MI200 ISA 4.5 table)
    ("valu-sgpr-vmem", 5, _sgpr_writes,
     lambda i: _regs(i.ops) if _vmem(i.op) else set()),
    # VALU writes SGPR/VCC -> v_readlane/v_writelane lane select: 4
    ("valu-sgpr-lanesel", 4, _sgpr_writes,
     lambda i: _regs(i.ops[1:2]) if i.op in ("v_readlane_b32", "v_writelane_b32") else set()),
    # VALU writes VCC -> v_div_fmas: 4
    ("valu-vcc-divfmas", 4, lambda i: {"vcc"} & _regs(i.defs) if _is_valu(i.op) else set(),
     lambda i: {"vcc"} if i.op.startswith("v_div_fmas") else set()),
    # VALU writes EXEC -> DPP: 5; VALU writes VGPR -> DPP reads it: 2
    ("valu-exec-dpp", 5, lambda i: {"exec"} & _regs(i.defs) if _is_valu(i.op) else set(),
     lambda i: {"exec"} if i.op.endswith("_dpp") else set()),
    ("valu-vgpr-dpp", 2, lambda i: {r for r in _regs(i.defs) if isinstance(r, tuple)
                                    and r[0] == "v"} if _is_valu(i.op) else set(),
     lambda i: _regs(i.ops) if i.op.endswith("_dpp") else set()),
    # MFMA writes VGPRs/AGPRs -> any instruction reading or overwriting them: the largest
    # of the VALU/memory read and write-after-write waits of its kind (GFX90A: 19 after a
    # 16-pass SMFMA, 11 after 8 passes, 5 after 2; DGEMM 16x16 18 and 4x4 9 before memory
    # reads; gfx908's v_accvgpr_read after an MFMA needs at most 18)
    ("mfma-result", 19, lambda i: _mfma_defs(i, "32x32"),
     lambda i: _regs(i.ops) | _regs(i.defs)),
    ("mfma-result", 11, lambda i: _mfma_defs(i, "16x16", False),
     lambda i: _regs(i.ops) | _regs(i.defs)),
    ("mfma-result", 18, lambda i: _mfma_defs(i, "16x16", True),
     lambda i: _regs(i.ops) | _regs(i.defs)),
    ("mfma-result", 9, lambda i: _mfma_defs(i, "4x4"),
     lambda i: _regs(i.ops) | _regs(i.defs)),
    # MFMA reads srcC -> a VALU or memory instruction overwrites it (write after read):
    # 15, 7, 1 after 16, 8, 2 passes (GFX90A; gfx908's v_accvgpr_write needs 13, 5, 0)
    ("mfma-srcc-war", 15, lambda i: _mfma_src_c(i, "32x32"), _valu_or_mem_defs),
    ("mfma-srcc-war", 7, lambda i: _mfma_src_c(i, "16x16"), _valu_or_mem_defs),
    ("mfma-srcc-war", 1, lambda i: _mfma_src_c(i, "4x4"), _valu_or_mem_defs),
    # gfx908: v_accvgpr_read writes a VGPR -> a memory instruction reads it: 2
    ("accvgpr-read-mem", 2, lambda i: _regs(i.defs) if i.op == "v_accvgpr_read_b32" else set(),
     lambda i: _regs(i.ops) if _vmem(i.op) or i.op.startswith("ds_") else set()),
    # VALU writes VGPR -> MFMA reads it: 2
    ("valu-vgpr-mfma", 2, lambda i: _regs(i.defs) if _is_valu(i.op) and "mfma" not in i.op
     else set(), lambda i: _regs(i.ops) if "mfma" in i.op else set()),
]
#: gfx940+: an MFMA result needs its passes plus three (up to 19 for 16-pass MFMAs, the
#: recognizer's look-ahead there); taken as 19 for every shape and for the reads of srcC
#: (conservative)
RULES_GFX940 = [(n, 19 if n.startswith("mfma-") else ws, e, x) for n, ws, e, x in RULES]


def _states(i: Instr) -> int:
    if i.op == "s_nop":
        return int(i.ops[0].value) + 1 if i.ops else 1
    return 1


def _need(history: list, later: Instr, rules=RULES) -> int:
    need = 0
    for name, ws, earlier, exposed in rules:
        regs = exposed(later)
        if not regs:
            continue
        dist = 0
        for prev in reversed(history):
            if dist >= ws:
                break
            if earlier(prev) & regs:
                need = max(need, ws - dist)
                break
            dist += _states(prev)
    return need


def run(program: Program, target=None) -> None:
    """Insert ``s_nop`` where a rule's wait states are not met.

    A block's history is each predecessor's tail: a forward predecessor's as placed, a back
    edge's from a first walk that inserts nothing (an ``s_nop`` only adds distance, so that
    tail is conservative), so that an MFMA at the end of a loop body is spaced from the
    instructions at the top of the next iteration.
    """
    name = getattr(target or program.target, "name", "")
    rules = RULES_GFX940 if name.startswith("gfx94") else RULES
    _walk(program, rules, _walk(program, rules, {}, insert=False), insert=True)


def _walk(program: Program, rules: list, back: dict, *, insert: bool) -> dict:
    ends: dict[int, list] = {}
    for b in program.blocks:
        hists = [h for p in b.preds for h in ends.get(p, back.get(p, []))][:8] or [[]]
        out = []
        for i in b.instrs:
            need = max(_need(h, i, rules) for h in hists) if insert else 0
            while need > 0:
                nop = Instr("s_nop", [], [Imm(min(need, MAX_NOP) - 1)])
                need -= MAX_NOP
                out.append(nop)
                hists = [h + [nop] for h in hists]
            out.append(i)
            hists = [(h + [i])[-HISTORY:] for h in hists]
        if insert:
            b.instrs = out
        ends[b.index] = hists
    return ends
