"""Value numbering on the SSA machine IR, right after instruction selection (ACO's
``value_numbering``).

An instruction that computes what an instruction of a dominating block (or earlier in its
own block) already computed, from the same operands with the same modifiers, is dropped and
its results are replaced by the earlier ones. Only pure instructions take part: VALU and SALU
arithmetic, scalar loads of constant memory (the kernarg segment and ``addrspace(4)`` never
change during a dispatch) and the vector pseudos. Left out: instructions that read EXEC,
SCC, VCC or M0, or lanes other than their own (``readfirstlane``, DPP, permutes, ``mbcnt``),
VALU compares and selects on lane masks outside their block (a compare's inactive lanes are
zero, so equal compares under different EXEC differ), instructions whose SCC result is read, temporaries defined more than once, and
copies and moves of constants (sharing those only adds copies where vectors are built).
"""

from __future__ import annotations

from amdgcn.compiler.ir import Imm, Mod, Program, Reg, Temp, is_inline
from amdgcn.compiler.optimize import may_write_scc, scc_live_after

#: VALU instructions whose result depends on other lanes or on EXEC as a whole
_CROSS_LANE = ("v_readfirstlane", "v_readlane", "v_writelane", "v_mbcnt", "v_cmpx",
               "v_mov_b32_dpp", "v_accvgpr", "v_mfma", "v_div_fmas",
               "v_div_scale", "v_permlane", "v_interp")
#: how far (in instructions of one block) a cheap value is reused
NEAR = 16
_PSEUDOS = ("p_create_vector", "p_split_vector", "p_copy")
#: SALU arithmetic and logic (pure but for SCC)
_SALU = ("s_add_", "s_sub_", "s_and_b", "s_or_b", "s_xor_b", "s_andn2_b", "s_orn2_b", "s_nand_b",
         "s_nor_b", "s_xnor_b", "s_lshl", "s_lshr_", "s_ashr_", "s_bfe_", "s_min_", "s_max_",
         "s_not_", "s_abs_", "s_sext_", "s_brev_", "s_bcnt", "s_ff", "s_flbit", "s_pack_",
         "s_absdiff_")


def _exec_bound(i) -> bool:
    """A compare (inactive lanes zero) or a reader of a lane mask (select, carry in):
    equal only where EXEC is, so reused within its block only."""
    return i.op.startswith(("v_cmp", "v_cndmask", "v_addc", "v_subb"))


def _cheap(i) -> bool:
    """A VALU operation of one temporary and a literal (an address offset, typically):
    recomputing it near its use is cheaper than keeping its result live far (and in the way
    of register tuples)."""
    return i.op.startswith("v_") and sum(isinstance(o, Temp) for o in i.ops) <= 1 and any(
        isinstance(o, Imm) and not is_inline(o.value, o.kind) for o in i.ops)


def _key(i, rename: dict):
    ops = []
    for o in i.ops:
        if isinstance(o, Mod):
            inner = rename.get(id(o.inner), o.inner) if isinstance(o.inner, Temp) else o.inner
            ops.append(("mod", id(inner) if isinstance(inner, Temp) else inner, o.neg, o.abs))
        elif isinstance(o, Temp):
            ops.append(("t", id(rename.get(id(o), o))))
        elif isinstance(o, (Imm, Reg)):
            ops.append(o)
        else:
            return None
    return (i.op, tuple(ops), i.mods, tuple(d.rc for d in i.defs))


def _candidate(i, instrs: list, k: int, multi: set) -> bool:
    if not i.defs or not all(isinstance(d, Temp) and id(d) not in multi for d in i.defs):
        return False
    for o in i.ops:
        o = o.inner if isinstance(o, Mod) else o
        if isinstance(o, Reg) and (o.name or o.file not in ("s", "v")):
            return False
        if isinstance(o, Temp) and id(o) in multi:
            return False
        if isinstance(o, list):
            return False
    op = i.op
    if op in ("s_mov_b32", "s_mov_b64", "v_mov_b32", "p_copy"):
        return False           # copies and constants: sharing them only costs copies later
    if op in _PSEUDOS:
        return True
    if op.startswith("v_"):
        return not op.startswith(_CROSS_LANE) and "_dpp" not in op and not i.mods
    if op.startswith(("s_load_", "s_mul_")) or op == "s_bfm_b32":
        return True
    if op.startswith(_SALU) and "saveexec" not in op:
        return not (may_write_scc(op) and scc_live_after(instrs, k))
    return False


def run(program: Program, target=None) -> None:
    """Drop recomputations of available values (dominator-scoped, SSA form)."""
    lay = program.info.get("layout")
    n = len(program.blocks)
    idom = lay.idom if lay is not None and len(lay.order) == n else {p: p - 1 for p in range(n)}
    children: dict = {p: [] for p in range(n)}
    for p in range(1, n):
        if idom.get(p, -1) >= 0:
            children[idom[p]].append(p)
    defs: dict = {}
    for i in program.instructions():
        for d in i.defs:
            if isinstance(d, Temp):
                defs[id(d)] = defs.get(id(d), 0) + 1
    multi = {k for k, c in defs.items() if c > 1}
    rename: dict = {}
    table: dict = {}
    stack = [(0, None)]
    while stack:
        p, undo = stack.pop()
        if undo is not None:
            for k in undo:
                del table[k]
            continue
        added = []
        blk = program.blocks[p]
        keep = []
        for k, i in enumerate(blk.instrs):
            key = _key(i, rename) if _candidate(i, blk.instrs, k, multi) else None
            if key is not None and key in table and (
                    not _cheap(i) and not _exec_bound(i)
                    or table[key][1] == p and (_exec_bound(i) or k - table[key][2] <= NEAR)):
                for d, e in zip(i.defs, table[key][0]):
                    rename[id(d)] = e
                continue
            if key is not None:
                if key not in table:
                    added.append(key)
                table[key] = (list(i.defs), p, k)
            keep.append(i)
        blk.instrs = keep
        stack.append((p, added))
        stack.extend((c, None) for c in reversed(children[p]))
    if rename:
        _apply(program, rename)


def _apply(program: Program, rename: dict) -> None:
    def sub(o):
        if isinstance(o, Temp):
            return rename.get(id(o), o)
        if isinstance(o, Mod) and isinstance(o.inner, Temp) and id(o.inner) in rename:
            return Mod(rename[id(o.inner)], o.neg, o.abs)
        if isinstance(o, list):
            return [sub(x) for x in o]
        return o
    for i in program.instructions():
        i.ops = [sub(o) for o in i.ops]
