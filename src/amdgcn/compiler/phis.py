"""Out of SSA: each ``p_phi`` and ``p_mask_phi`` becomes copies at the end of its predecessors.

Critical edges into blocks with phis were split (:func:`amdgcn.compiler.cfg.prepare`), so each
copy runs under the EXEC of the lanes that take its edge. The copies of one edge are made in
two steps (sources into fresh temporaries, then into the phis) so that they act as one
parallel copy. A lane-mask phi (``p_mask_phi``, an ``i1`` or an element of ``<N x i1>``)
merges only the active lanes: ``d = (d & ~exec) | (s & exec)``, as ACO's ``lower_phis`` does
for divergent booleans. A ``p_phi`` is copied whole, also in an SGPR pair: a uniform ``i64``,
``double`` or pointer has the lane mask's register class but is one value, not a bit per lane.
"""

from __future__ import annotations

from amdgcn.compiler.ir import EXEC, LANE_MASK, Imm, Instr, Label, Program

#: the phi pseudos: a value, and a lane mask merged under EXEC
PHIS = ("p_phi", "p_mask_phi")


def run(program: Program, target=None) -> None:
    """Replace every phi by copies before its predecessors' terminators."""
    moves: dict[int, list] = {}
    for b in program.blocks:
        keep = []
        for i in b.instrs:
            if i.op not in PHIS:
                keep.append(i)
                continue
            d = i.defs[0]
            mask = i.op == "p_mask_phi"
            assert not mask or d.rc == LANE_MASK
            for k in range(0, len(i.ops), 2):
                src, lab = i.ops[k], i.ops[k + 1]
                assert isinstance(lab, Label)
                moves.setdefault(lab.block, []).append((d, src, mask))
        b.instrs = keep
    for p, pairs in moves.items():
        blk = program.blocks[p]
        seq = []
        staged = []
        for d, src, mask in pairs:
            t = program.temp(d.rc)
            if mask:
                seq.append(Instr("s_mov_b64", [t], [Imm(src.value) if isinstance(src, Imm)
                                                     else src]))
            else:
                seq.append(Instr("p_copy", [t], [src]))
            staged.append((d, t, mask))
        for d, t, mask in staged:
            if mask:
                a, c = program.temp(LANE_MASK), program.temp(LANE_MASK)
                seq.append(Instr("s_andn2_b64", [a], [d, EXEC]))
                seq.append(Instr("s_and_b64", [c], [t, EXEC]))
                seq.append(Instr("s_or_b64", [d], [a, c]))
            else:
                seq.append(Instr("p_copy", [d], [t]))
        blk.instrs[-1:-1] = seq
