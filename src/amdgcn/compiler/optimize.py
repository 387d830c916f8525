"""Dead code elimination on the machine IR (before register allocation).

An instruction whose results are all unused temporaries and which has no other effect
(memory, branches, EXEC, an SCC that a later instruction reads) is removed, repeatedly.
"""

from __future__ import annotations

from amdgcn.compiler.ir import Mod, Program, Temp

#: prefixes of instructions that are kept whatever their results (memory, control, waits)
_SIDE_EFFECTS = ("s_waitcnt", "s_barrier", "s_endpgm", "s_cbranch", "s_branch", "global_",
                 "flat_", "buffer_", "scratch_", "ds_", "p_branch", "p_cbranch", "p_switch",
                 "p_return", "p_unreachable", "p_inline_asm", "s_setreg", "s_nop", "s_sendmsg",
                 "s_dcache", "s_icache", "s_sleep", "s_setprio", "s_trap", "s_set", "s_store",
                 "s_atomic", "s_buffer_store", "s_buffer_atomic", "s_setpc", "s_swappc",
                 "p_call")
#: instructions that read SCC (MI200 ISA 5.1: SCC as a carry-in or condition)
_READS_SCC = ("s_cselect_", "s_addc_", "s_subb_", "s_cbranch_scc", "s_cmov_", "s_cmovk_")
#: instructions that certainly write SCC (compares, SOP2/SOP1 arithmetic and logic)
_WRITES_SCC = ("s_cmp_", "s_cmpk_", "s_bitcmp", "s_add_", "s_sub_", "s_addc_", "s_subb_",
               "s_and_", "s_or_", "s_xor_", "s_andn2_", "s_orn2_", "s_nand_", "s_nor_",
               "s_xnor_", "s_lshl_", "s_lshr_", "s_ashr_", "s_bfe_", "s_min_", "s_max_",
               "s_not_", "s_abs_", "s_absdiff_", "s_bcnt", "s_addk_")
#: SALU instructions that leave SCC alone
_NO_SCC = ("s_mov_", "s_movk_", "s_cselect_", "s_mul_", "s_load_", "s_buffer_load_",
           "s_waitcnt", "s_pack_", "s_bfm_", "s_getreg_", "s_cmov_", "s_cmovk_", "s_nop",
           "s_sext_", "s_brev_", "s_ff", "s_flbit", "s_getpc_", "s_memtime", "s_memrealtime")


def may_write_scc(op: str) -> bool:
    """Whether ``op`` might write SCC (unknown SALU instructions are assumed to)."""
    return op.startswith("s_") and not op.startswith(_NO_SCC)


def scc_live_after(instrs: list, k: int) -> bool:
    """Whether the SCC left by ``instrs[k]`` may be read: by a reader before the next certain
    writer in the block (the end of the block counts as a read)."""
    for i in instrs[k + 1:]:
        if i.op.startswith(_READS_SCC):
            return True
        if i.op.startswith(_WRITES_SCC):
            return False
    return True


def _uses(program: Program) -> dict:
    """``id(temp) -> number of operand places that read it``."""
    uses: dict[int, int] = {}
    for i in program.instructions():
        for t in _read_temps(i):
            uses[id(t)] = uses.get(id(t), 0) + 1
    return uses


def _read_temps(i):
    for o in i.ops:
        if isinstance(o, Mod):
            o = o.inner
        if isinstance(o, list):
            yield from o
        elif isinstance(o, Temp):
            yield o


def dce(program: Program, target=None) -> None:
    """Remove instructions with no used results and no side effects (an SCC result counts
    as used until the next instruction that overwrites SCC).

    Blocks and their instructions are walked backward with use counts, so that a chain of
    dead values in layout order goes in one walk; walks repeat until one removes nothing
    (values that die around a loop)."""
    uses = _uses(program)
    changed = True
    while changed:
        changed = False
        for b in reversed(program.blocks):
            keep = []
            scc_live = True                 # the end of the block counts as a read
            for i in reversed(b.instrs):
                removable = (all(isinstance(d, Temp) and not uses.get(id(d)) for d in i.defs)
                             and (i.defs or i.op.startswith(("s_cmp_", "s_bitcmp")))
                             and not i.op.startswith(_SIDE_EFFECTS)
                             and not any(getattr(d, "name", "") for d in i.defs)
                             and not (may_write_scc(i.op) and scc_live))
                if removable:
                    changed = True
                    for t in _read_temps(i):
                        uses[id(t)] -= 1
                    continue
                keep.append(i)
                if i.op.startswith(_READS_SCC):
                    scc_live = True
                elif i.op.startswith(_WRITES_SCC):
                    scc_live = False
            keep.reverse()
            b.instrs = keep
