"""Dead code elimination on the machine IR (before register allocation).

An instruction whose results are all unused temporaries and which has no other effect
(memory, branches, EXEC, SCC readers after it) is removed, repeatedly.
"""

from __future__ import annotations

from amdgcn.compiler.ir import Mod, Program, Temp

#: prefixes of instructions that are kept whatever their results (memory, control, waits)
_SIDE_EFFECTS = ("s_waitcnt", "s_barrier", "s_endpgm", "s_cbranch", "s_branch", "s_cmp",
                 "s_bitcmp", "global_", "flat_", "buffer_", "ds_", "p_branch", "p_cbranch",
                 "p_switch", "p_return", "p_unreachable", "p_inline_asm", "s_setreg", "s_nop", "s_sendmsg",
                 "s_add_u32", "s_sub_u32")


def dce(program: Program, target=None) -> None:
    """Remove instructions with no used results and no side effects."""
    changed = True
    while changed:
        changed = False
        used = set()
        for i in program.instructions():
            for o in i.ops:
                if isinstance(o, Mod):
                    o = o.inner
                if isinstance(o, list):
                    used.update(id(x) for x in o)
                elif isinstance(o, Temp):
                    used.add(id(o))
        for b in program.blocks:
            keep = []
            for i in b.instrs:
                removable = (i.defs and all(isinstance(d, Temp) and id(d) not in used
                                            for d in i.defs)
                             and not i.op.startswith(_SIDE_EFFECTS)
                             and not any(getattr(d, "name", "") for d in i.defs))
                if removable:
                    changed = True
                    continue
                keep.append(i)
            b.instrs = keep
