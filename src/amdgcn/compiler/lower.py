"""Pseudo instructions to hardware instructions, after register allocation.

``p_copy``, ``p_create_vector`` and ``p_split_vector`` become moves per dword: ``s_mov_b32``
(``s_mov_b64`` for aligned pairs), ``v_mov_b32`` (SGPR, VGPR or constant into a VGPR) and
``v_readfirstlane_b32`` (VGPR into an SGPR; the value is uniform by construction). Copies
onto themselves vanish. ``p_parallel_copy`` (the registers of calls, entries and returns)
becomes moves in an order that reads every source before its register is written. Register allocation never lets a definition share a register with
an operand of the same instruction, so the moves of one pseudo never overwrite their own
sources.
"""

from __future__ import annotations

from amdgcn.compiler.ir import Imm, Instr, Program, Reg


def _dwords(op) -> list:
    if isinstance(op, Imm):
        wide = op.kind in ("i64", "f64")
        if wide:
            return [Imm(op.value & 0xFFFFFFFF), Imm((op.value >> 32) & 0xFFFFFFFF)]
        if op.kind == "f16":        # a 32-bit move reads "1.0" as f32 1.0: move the bits
            return [Imm(op.value & 0xFFFF)]
        return [op]
    if isinstance(op, Reg) and not op.name:
        return [op.part(k) for k in range(op.size)]
    if isinstance(op, Reg):
        return [op.part(k) for k in range(op.size)] if op.size > 1 else [op]
    raise AssertionError(op)


def _move(dst: Reg, src) -> list:
    if isinstance(src, Reg) and src == dst:
        return []
    if dst.file == "v":
        return [Instr("v_mov_b32", [dst], [src])]
    if isinstance(src, Reg) and src.file == "v":
        return [Instr("v_readfirstlane_b32", [dst], [src])]
    return [Instr("s_mov_b32", [dst], [src])]


def copy(dst: Reg, src) -> list:
    """Moves that copy ``src`` (a Reg or Imm of the same size) into ``dst``."""
    if (dst.file == "s" and dst.size == 2 and dst.index % 2 == 0 and
            (isinstance(src, Reg) and src.file in ("s", "special") and (src.name or src.index % 2 == 0)
             or isinstance(src, Imm) and -16 <= _signed(src.value) <= 64)):
        if src == dst:
            return []
        return [Instr("s_mov_b64", [dst], [src if isinstance(src, Reg) else Imm(_signed(src.value))])]
    ds = _dwords(dst)
    ss = _dwords(src) if not (isinstance(src, Imm) and dst.size == 2) else \
        [Imm(src.value & 0xFFFFFFFF), Imm((src.value >> 32) & 0xFFFFFFFF)]
    if isinstance(src, Imm) and len(ss) < len(ds):
        ss = ss + [Imm(0)] * (len(ds) - len(ss))
    out = []
    for d, s in zip(ds, ss):
        out += _move(d, s)
    return out


def parallel_copy(dsts: list, srcs: list) -> list:
    """Moves that act as one parallel copy ``dsts[k] <- srcs[k]`` (every source read before
    any destination is written): a move goes once its destination is no longer a source;
    a cycle is broken by swapping two registers of one file with three XORs."""
    moves = []
    for d, s in zip(dsts, srcs):
        ds = _dwords(d)
        ss = _dwords(s) if not (isinstance(s, Imm) and d.size == 2) else \
            [Imm(s.value & 0xFFFFFFFF), Imm((s.value >> 32) & 0xFFFFFFFF)]
        ss = ss + [Imm(0)] * (len(ds) - len(ss))
        moves += [(x, y) for x, y in zip(ds, ss) if x != y]
    out = []
    while moves:
        sources = {y for _, y in moves if isinstance(y, Reg)}
        ready = next((m for m in moves if m[0] not in sources), None)
        if ready is not None:
            moves.remove(ready)
            out += _move(*ready)
            continue
        d, r = next((x, y) for x, y in moves if isinstance(y, Reg) and y.file == x.file)
        op = "v_xor_b32" if d.file == "v" else "s_xor_b32"
        out += [Instr(op, [d], [d, r]), Instr(op, [r], [d, r]), Instr(op, [d], [d, r])]
        moves.remove((d, r))
        swap = {d: r, r: d}
        moves = [(x, swap.get(y, y)) for x, y in moves if x != swap.get(y, y)]
    return out


def _signed(v: int) -> int:
    v &= (1 << 64) - 1
    return v - (1 << 64) if v >> 63 else v


def run(program: Program, target=None) -> None:
    """Lower the copy pseudos of every block."""
    for b in program.blocks:
        out = []
        for i in b.instrs:
            if i.op == "p_copy":
                out += copy(i.defs[0], i.ops[0])
            elif i.op == "p_create_vector":
                d = i.defs[0]
                k = 0
                for part in i.ops:
                    n = part.size if isinstance(part, Reg) else 1
                    out += copy(d.part(k, n), part)
                    k += n
            elif i.op == "p_parallel_copy":
                out += parallel_copy(i.defs, i.ops)
            elif i.op == "p_split_vector":
                s = i.ops[0]
                k = 0
                for part in i.defs:
                    out += copy(part, s.part(k, part.size))
                    k += part.size
            else:
                out.append(i)
        b.instrs = out
