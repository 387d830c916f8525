"""Wait states for the hazards the hardware does not check (MI200 ISA 4.5 "Manually Inserted
Wait States"; after LLVM's GCNHazardRecognizer and ACO's insert_NOPs).

Each rule is (what the earlier instruction does, what the later one does, wait states). A
rule is checked over the instructions issued before, within the block and, conservatively,
at the end of every predecessor; ``s_nop N`` supplies N+1 wait states.
"""

from __future__ import annotations

import functools

from amdgcn.compiler.ir import Imm, Instr, Mod, Program, Reg

MAX_NOP = 8
#: instructions remembered per path (enough for the longest rule, 18 wait states)
HISTORY = 24


@functools.cache
def _units(reg: Reg) -> frozenset:
    """The registers one operand names: a special one by its base name (``vcc`` for
    ``vcc_lo``), a GPR tuple as ``(file, index)`` per dword (a finite set, so cached)."""
    if reg.name:
        return frozenset((reg.name.replace("_lo", "").replace("_hi", ""),))
    return frozenset((reg.file, reg.index + k) for k in range(reg.size))


def _regs(ops) -> set:
    out = set()
    for o in ops:
        if isinstance(o, Mod):
            o = o.inner
        if isinstance(o, Reg):
            out |= _units(o)
    return out


class _View:
    """An instruction as the rules read it: its opcode and operands, and the registers it
    writes (``dregs``) and reads (``oregs``), each worked out once."""

    __slots__ = ("_dregs", "_oregs", "defs", "op", "ops")

    def __init__(self, i: Instr):
        self.op, self.ops, self.defs = i.op, i.ops, i.defs
        self._dregs = self._oregs = None

    @property
    def dregs(self) -> set:
        if self._dregs is None:
            self._dregs = _regs(self.defs)
        return self._dregs

    @property
    def oregs(self) -> set:
        if self._oregs is None:
            self._oregs = _regs(self.ops)
        return self._oregs


def _is_valu(op: str) -> bool:
    return op.startswith("v_")


def _sgpr_writes(i: _View) -> set:
    if not _is_valu(i.op):
        return set()
    return {r for r in i.dregs if r == "vcc" or (isinstance(r, tuple) and r[0] == "s")}


def _mfma_defs(i: _View, shape: str, f64: bool | None = None) -> set:
    if i.op.startswith("v_mfma") and f"_{shape}x" in i.op \
            and (f64 is None or i.op.startswith("v_mfma_f64") == f64):
        return i.dregs
    return set()


def _mfma_src_c(i: _View, shape: str) -> set:
    if i.op.startswith("v_mfma") and f"_{shape}x" in i.op and len(i.ops) > 2:
        return _regs(i.ops[2:3])
    return set()


def _valu_or_mem_defs(i: _View) -> set:
    if i.op.startswith("v_mfma"):
        return set()
    return i.dregs if _is_valu(i.op) or _vmem(i.op) or i.op.startswith("ds_") else set()


def _vmem(op: str) -> bool:
    return op.startswith(("global_", "flat_", "buffer_", "scratch_"))


#: (name, wait states, earlier(i) -> set of registers, later(i) -> registers it is exposed on)
RULES = [
    # VALU writes SGPR -> VMEM reads that SGPR: 5 (MI200 ISA 4.5 table)
    ("valu-sgpr-vmem", 5, _sgpr_writes,
     lambda i: i.oregs if _vmem(i.op) else set()),
    # VALU writes SGPR/VCC -> v_readlane/v_writelane lane select: 4
    ("valu-sgpr-lanesel", 4, _sgpr_writes,
     lambda i: _regs(i.ops[1:2]) if i.op in ("v_readlane_b32", "v_writelane_b32") else set()),
    # VALU writes VCC -> v_div_fmas: 4
    ("valu-vcc-divfmas", 4, lambda i: {"vcc"} & i.dregs if _is_valu(i.op) else set(),
     lambda i: {"vcc"} if i.op.startswith("v_div_fmas") else set()),
    # VALU writes EXEC -> DPP: 5; VALU writes VGPR -> DPP reads it: 2
    ("valu-exec-dpp", 5, lambda i: {"exec"} & i.dregs if _is_valu(i.op) else set(),
     lambda i: {"exec"} if i.op.endswith("_dpp") else set()),
    ("valu-vgpr-dpp", 2, lambda i: {r for r in i.dregs if isinstance(r, tuple)
                                    and r[0] == "v"} if _is_valu(i.op) else set(),
     lambda i: i.oregs if i.op.endswith("_dpp") else set()),
    # MFMA writes VGPRs/AGPRs -> any instruction reading or overwriting them: the largest
    # of the VALU/memory read and write-after-write waits of its kind (GFX90A: 19 after a
    # 16-pass SMFMA, 11 after 8 passes, 5 after 2; DGEMM 16x16 18 and 4x4 9 before memory
    # reads; gfx908's v_accvgpr_read after an MFMA needs at most 18)
    ("mfma-result", 19, lambda i: _mfma_defs(i, "32x32"),
     lambda i: i.oregs | i.dregs),
    ("mfma-result", 11, lambda i: _mfma_defs(i, "16x16", False),
     lambda i: i.oregs | i.dregs),
    ("mfma-result", 18, lambda i: _mfma_defs(i, "16x16", True),
     lambda i: i.oregs | i.dregs),
    ("mfma-result", 9, lambda i: _mfma_defs(i, "4x4"),
     lambda i: i.oregs | i.dregs),
    # MFMA reads srcC -> a VALU or memory instruction overwrites it (write after read):
    # 15, 7, 1 after 16, 8, 2 passes (GFX90A; gfx908's v_accvgpr_write needs 13, 5, 0)
    ("mfma-srcc-war", 15, lambda i: _mfma_src_c(i, "32x32"), _valu_or_mem_defs),
    ("mfma-srcc-war", 7, lambda i: _mfma_src_c(i, "16x16"), _valu_or_mem_defs),
    ("mfma-srcc-war", 1, lambda i: _mfma_src_c(i, "4x4"), _valu_or_mem_defs),
    # gfx908: v_accvgpr_read writes a VGPR -> a memory instruction reads it: 2
    ("accvgpr-read-mem", 2, lambda i: i.dregs if i.op == "v_accvgpr_read_b32" else set(),
     lambda i: i.oregs if _vmem(i.op) or i.op.startswith("ds_") else set()),
    # VALU writes VGPR -> MFMA reads it: 2
    ("valu-vgpr-mfma", 2, lambda i: i.dregs if _is_valu(i.op) and "mfma" not in i.op
     else set(), lambda i: i.oregs if "mfma" in i.op else set()),
]
#: gfx940+: an MFMA result needs its passes plus three (up to 19 for 16-pass MFMAs, the
#: recognizer's look-ahead there); taken as 19 for every shape and for the reads of srcC
#: (conservative)
RULES_GFX940 = [(n, 19 if n.startswith("mfma-") else ws, e, x) for n, ws, e, x in RULES]


def _states(i: Instr) -> int:
    if i.op == "s_nop":
        return int(i.ops[0].value) + 1 if i.ops else 1
    return 1


class _Profiles:
    """Each instruction's part in the rules, worked out once per pass: ``(instruction,
    events, exposures, wait states)`` with ``events = ((rule, registers), ...)`` for the
    rules whose earlier side it is and ``exposures = ((rule, wait states, registers), ...)``
    for those whose later side it is. The instruction is kept in its entry so that its
    ``id`` is not reused while the entry lives."""

    def __init__(self, rules):
        self.rules = rules
        self.cache: dict[int, tuple] = {}

    def exposing(self, program: Program) -> None:
        """Keep only the exposures to rules whose earlier side occurs in ``program`` (no
        MFMA, no MFMA rule): most instructions then have none and need no history walk."""
        live = {k for i in program.instructions() for k, _ in self(i)[1]}
        for key, (i, events, exposures, states) in self.cache.items():
            self.cache[key] = (i, events, tuple(e for e in exposures if e[0] in live), states)

    def __call__(self, i: Instr) -> tuple:
        entry = self.cache.get(id(i))
        if entry is None:
            events, exposures = [], []
            view = _View(i)
            for k, (_, ws, earlier, exposed) in enumerate(self.rules):
                regs = earlier(view)
                if regs:
                    events.append((k, regs))
                regs = exposed(view)
                if regs:
                    exposures.append((k, ws, regs))
            entry = self.cache[id(i)] = (i, tuple(events), tuple(exposures), _states(i))
        return entry


def _need(history: list, later: Instr, rules=RULES, profile: _Profiles | None = None) -> int:
    """The wait states ``later`` still needs after ``history`` (oldest first): for each rule
    it is exposed to, the rule's wait states less the distance to the latest earlier
    instruction of that rule on the same registers (one backward walk for all rules)."""
    profile = profile or _Profiles(rules)
    pending = {k: (ws, regs) for k, ws, regs in profile(later)[2]}
    need, dist = 0, 0
    horizon = max((ws for ws, _ in pending.values()), default=0)
    for prev in reversed(history):
        if dist >= horizon or not pending:
            break
        _, events, _, states = profile(prev)
        for k, regs in events:
            rule = pending.get(k)
            if rule is not None and dist < rule[0] and regs & rule[1]:
                need = max(need, rule[0] - dist)
                del pending[k]
        dist += states
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
    profile = _Profiles(rules)
    profile.exposing(program)
    _walk(program, profile, _walk(program, profile, {}, insert=False), insert=True)


def _walk(program: Program, profile: _Profiles, back: dict, *, insert: bool) -> dict:
    rules = profile.rules
    ends: dict[int, list] = {}
    for b in program.blocks:
        hists = [h for p in b.preds for h in ends.get(p, back.get(p, []))][:8] or [[]]
        out = []
        for i in b.instrs:
            need = 0
            if insert and profile(i)[2]:
                need = max(_need(h, i, rules, profile) for h in hists)
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
