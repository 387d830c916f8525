"""A kernel decoded once into prepared steps (STYLE 8): the inner loop does no decoding.

Each :class:`Step` holds the instruction, the index of the next step and ``fn(st, g)``, a
closure built by the semantics module of the instruction's family with its operand readers
and writers already chosen. ``fn`` returns None to fall through, a step index to jump
(every wave of the group), an array of step indices (one per wave: the group splits), or
:data:`END` / :data:`BARRIER`.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.errors import EmulationFault

END = -1
BARRIER = -2

#: a VGPR or AGPR operand as the printer writes it (``v7``, ``v[4:7]``, ``a[0:15]``), not
#: inside a longer name; every quantifier is bounded by a following literal: no backtracking
_VECTOR_REG = re.compile(r"(?<![A-Za-z0-9_])(v|a)(?:([0-9]+)|\[([0-9]+):([0-9]+)\])",
                         re.ASCII)


class LaneFault(Exception):
    """Raised inside a step; the scheduler adds pc, instruction and the dispatch's wave id.

    Attributes: reason; pos: the wave's position in its group (or None); lane; address.
    """

    def __init__(self, reason: str, *, pos: int | None = None, lane: int | None = None,
                 address: int | None = None):
        super().__init__(reason)
        self.reason = reason
        self.pos = pos
        self.lane = lane
        self.address = address


@dataclass(slots=True)
class Step:
    """One prepared instruction."""

    inst: object
    index: int
    next: int
    fn: Callable | None = None
    writes_exec: bool = False
    text: str = ""
    dst_regs: tuple = ()


@dataclass
class Context:
    """What step builders may need: the program, register file sizes, the target."""

    program: Program
    mcpu: str = "gfx90a"
    extra: dict = field(default_factory=dict)
    #: the instruction whose step is being built
    current: object = None

    def index_of(self, address: int) -> int:
        """Step index of the instruction at byte ``address``; for an address that is no
        instruction, a step that faults when a jump reaches it, naming the jump."""
        try:
            return self.program.index_of(address)
        except LaneFault:
            return self.program.bad_target(address, self.current)


class Program:
    """The decoded kernel: steps in address order and the address -> index map."""

    def __init__(self, instructions: Sequence, *, mcpu: str, builders: dict, fallback: Callable,
                 load_base: int = 0):
        self.instructions = list(instructions)
        #: device address of virtual address 0 (:mod:`amdgcn.emu.loader`): what s_getpc_b64
        #: adds to an instruction's address and jumps subtract
        self.load_base = load_base
        self.by_address = {inst.address: i for i, inst in enumerate(self.instructions)}
        self.addresses = np.array([inst.address for inst in self.instructions], dtype=np.int64)
        ctx = Context(self)
        ctx.mcpu = mcpu
        self.steps: list[Step] = []
        for i, inst in enumerate(self.instructions):
            step = Step(inst=inst, index=i, next=i + 1, text=str(inst))
            self.steps.append(step)
        # a sentinel past the end: running off the code is a fault
        self.steps.append(Step(inst=None, index=len(self.instructions), next=len(self.instructions),
                               fn=_off_end, text="<end of code>"))
        for step in self.steps[:-1]:
            build = builders.get(step.inst.name, fallback)
            ctx.current = step.inst
            try:
                if INVALID_OPERAND in step.text:
                    raise ValueError("an operand is not of the operand's class")
                step.fn = build(step.inst, ctx)
            except (ValueError, KeyError, IndexError, TypeError) as e:
                step.fn = _unbuildable(step.inst, e)   # a fault if it runs, as a bad branch
            step.writes_exec = writes_exec(step.inst)
        #: per instruction: (VGPRs, AGPRs) it names, as one past the highest index
        self.register_needs = [vector_registers(inst) for inst in self.instructions]
        self._bounded: dict[tuple[int, int], Program] = {}

    def bounded(self, n_vgpr: int, n_agpr: int) -> Program:
        """This program for a kernel granted ``n_vgpr`` VGPRs and ``n_agpr`` AGPRs: the steps
        of instructions that name a register past the grant fault when they run (an
        :class:`EmulationFault` naming the register, pc, wave and instruction). Decided once
        per allocation, so the inner loop checks nothing."""
        key = (n_vgpr, n_agpr)
        got = self._bounded.get(key)
        if got is not None:
            return got
        over = [i for i, (v, a) in enumerate(self.register_needs) if v > n_vgpr or a > n_agpr]
        got = self
        if over:
            got = copy.copy(self)
            got.steps = list(self.steps)
            for i in over:
                old = self.steps[i]
                got.steps[i] = Step(inst=old.inst, index=old.index, next=old.next,
                                    fn=_register_fault(old.inst, n_vgpr, n_agpr),
                                    writes_exec=old.writes_exec, text=old.text,
                                    dst_regs=old.dst_regs)
        self._bounded[key] = got
        return got

    def index_of(self, address: int) -> int:
        """Step index of the instruction at ``address``; raises for a non-instruction."""
        try:
            return self.by_address[address]
        except KeyError:
            raise LaneFault("jump to an address that is not an instruction of the kernel",
                            address=address) from None

    def bad_target(self, address: int, inst) -> int:
        """A step past the sentinel that faults when a jump of ``inst`` to ``address`` (no
        instruction of the kernel) runs: the fault names ``inst``'s pc and the address."""
        def fn(st, g):
            raise LaneFault("jump to an address that is not an instruction of the kernel",
                            address=address)
        step = Step(inst=inst, index=len(self.steps), next=len(self.steps), fn=fn,
                    text=str(inst))
        self.steps.append(step)
        return step.index

    def index_array(self, addresses: np.ndarray) -> np.ndarray:
        """Step indices of per-wave target addresses."""
        idx = np.searchsorted(self.addresses, addresses.astype(np.int64))
        idx = np.minimum(idx, len(self.addresses) - 1)
        bad = self.addresses[idx] != addresses
        if bad.any():
            k = int(np.flatnonzero(bad)[0])
            raise LaneFault("jump to an address that is not an instruction of the kernel",
                            pos=k, address=int(addresses[k]))
        return idx


def vector_registers(inst) -> tuple[int, int]:
    """(VGPRs, AGPRs) that ``inst``'s operands name, each as one past the highest index
    (0: none). Read from the printed operands, which show every register tuple whole."""
    need = {"v": 0, "a": 0}
    for text in getattr(inst, "operands", ()):
        for m in _VECTOR_REG.finditer(str(text)):
            file, one, first, last = m.groups()
            top = int(one) if one is not None else max(int(first), int(last))
            need[file] = max(need[file], top + 1)
    return need["v"], need["a"]


def _register_fault(inst, n_vgpr: int, n_agpr: int):
    """A step function that faults: ``inst`` names a register past the kernel's grant."""
    n_v, n_a = vector_registers(inst)
    if n_v > n_vgpr:
        reason = (f"v{n_v - 1} lies past the {n_vgpr} VGPRs the kernel descriptor and "
                  f"metadata grant")
    else:
        reason = (f"a{n_a - 1} lies past the {n_agpr} AGPRs the kernel descriptor and "
                  f"metadata grant")

    def fn(st, g):
        raise LaneFault(reason)
    return fn


def _off_end(st, g):
    raise LaneFault("execution ran past the end of the kernel's code")


def writes_exec(inst) -> bool:
    """True when ``inst`` may write EXEC (so the lane form must be refreshed after it)."""
    f = inst.fields
    name = inst.name
    if name.startswith("v_cmpx_"):
        return True
    if inst.encoding in ("SOP1", "SOP2", "SOPK"):
        d = f.get("sdst")
        return d in (ops.EXEC_LO, ops.EXEC_HI) or "saveexec" in name or \
            (d is not None and name.endswith("_b64") and d == ops.EXEC_LO - 1)
    if inst.encoding in ("VOP3A", "VOP3B") and name.startswith(("v_readlane", "v_readfirstlane")):
        return f.get("vdst") in (ops.EXEC_LO, ops.EXEC_HI)
    if inst.encoding == "VOP1" and name == "v_readfirstlane_b32":
        return f.get("vdst") in (ops.EXEC_LO, ops.EXEC_HI)
    if inst.encoding == "SMEM":
        return f.get("sdata", 0) <= ops.EXEC_HI <= f.get("sdata", 0) + 16
    return False


#: what the decoder prints after an operand the operand's class excludes, as llvm-objdump
#: (``v_readlane_b32 s5, s4/*Invalid register, operand has ...*/, s0``, ``v_swap_b32 v1,
#: 0/*Invalid immediate*/``)
INVALID_OPERAND = "/*Invalid "


def _unbuildable(inst, error: Exception):
    """Step of an instruction whose fields its builder refused (a reserved ``dpp_ctrl``, a
    VGPR-only operand that names no VGPR): running it faults, naming the reason."""
    def fn(st, g):
        raise LaneFault(f"cannot run '{inst.name}' as encoded ({type(error).__name__}: {error})")
    return fn


def unimplemented(inst, ctx):
    """Step builder of instructions without semantics: running one faults."""
    def fn(st, g):
        raise LaneFault(f"unimplemented instruction '{inst.name}'")
    return fn


def fault(msg: str, *, pc=None, wave=None, lane=None, instruction=None, address=None):
    """An :class:`EmulationFault` (helper for the scheduler)."""
    return EmulationFault(msg, pc=pc, wave=wave, lane=lane, instruction=instruction,
                          address=address)
