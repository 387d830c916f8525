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
    for b in program.blocks:
        for i in b.instrs:
            where = {"function": program.name, "block": b.name or f"BB{b.index}",
                     "instruction": str(i)}
            if not i.is_pseudo and not isa.rows_for(i.op):
                raise CompileError(f"internal: '{i.op}' is not an instruction of {target.name}",
                                   **where)
            for o in i.defs + i.ops:
                o = o.inner if isinstance(o, Mod) else o
                if isinstance(o, list):
                    continue
                if not isinstance(o, (Temp, Reg, Imm, Label)):
                    raise CompileError(f"internal: bad operand {o!r}", **where)
                if isinstance(o, Label) and not 0 <= o.block < len(program.blocks):
                    raise CompileError("internal: branch to a missing block", **where)
                if allocated and isinstance(o, Temp):
                    raise CompileError("internal: temporary left after allocation", **where)
            if ssa and i.op != "s_or_b64":
                for d in i.defs:
                    if isinstance(d, Temp):
                        if id(d) in defined and i.op not in ("v_mov_b32_dpp",):
                            raise CompileError(f"internal: {d} defined twice", **where)
                        defined.add(id(d))
