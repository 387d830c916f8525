"""The validator run between passes: operands well formed, mnemonics in the database.

Checks that every hardware mnemonic has a row on the target (the instruction database),
that operands are Temps/Regs/Imms/Labels, that branch labels name blocks, that SSA holds
right after instruction selection, and that no temporaries are left after register
allocation. A failure is a bug of the back end and raises CompileError naming the pass's
program, block and instruction.
"""

from __future__ import annotations

from amdgcn.compiler.ir import Imm, Label, Mod, Program, Reg, Temp
from amdgcn.errors import CompileError
from amdgcn.isa import isa_for


def check(program: Program, target, *, ssa: bool, allocated: bool = False) -> None:
    isa = isa_for(target.name)
    defined = set()
    known: set[str] = set()             # mnemonics already found in the database
    for b in program.blocks:
        for i in b.instrs:
            if not i.is_pseudo and i.op not in known:
                if not isa.rows_for(i.op):
                    _fail(f"internal: '{i.op}' is not an instruction of {target.name}",
                          program, b, i)
                known.add(i.op)
            for o in i.defs + i.ops:
                o = o.inner if isinstance(o, Mod) else o
                if isinstance(o, list):
                    continue
                if not isinstance(o, (Temp, Reg, Imm, Label)):
                    _fail(f"internal: bad operand {o!r}", program, b, i)
                if isinstance(o, Label) and not 0 <= o.block < len(program.blocks):
                    _fail("internal: branch to a missing block", program, b, i)
                if allocated and isinstance(o, Temp):
                    _fail("internal: temporary left after allocation", program, b, i)
            if ssa and i.op != "s_or_b64":
                for d in i.defs:
                    if isinstance(d, Temp):
                        if id(d) in defined and i.op not in ("v_mov_b32_dpp",):
                            _fail(f"internal: {d} defined twice", program, b, i)
                        defined.add(id(d))


def _fail(message: str, program: Program, b, i) -> None:
    """Raise the CompileError of a failed check, naming the program, block and instruction
    (printed only now: printing every instruction up front was most of the check's time)."""
    raise CompileError(message, function=program.name, block=b.name or f"BB{b.index}",
                       instruction=str(i))
