"""Vectors of ``i1`` (``<N x i1>``): one lane mask per element, held as a tuple.

An ``i1`` is a lane mask in an SGPR pair (:mod:`amdgcn.compiler.isel`); a vector of them is
the tuple of its elements' masks, as LLVM's type legalizer scalarizes ``<N x i1>`` on
AMDGPU. Element-wise operations are scalarized by the selector; this module builds the
rest from the masks: ``phi`` (one phi per element), ``extractelement``/``insertelement``
(a variable index selects with mask logic), ``shufflevector``, and ``bitcast`` to and from
``iN`` (element k is bit k, LLVM Language Reference Manual: 'bitcast .. to' Instruction).
A vector defined in a loop with a divergent exit and used after it is merged per element
under EXEC, as a single ``i1`` is (temporal divergence). Loads and stores of ``<N x i1>``
are refused (not written yet).
"""

from __future__ import annotations

from amdgcn.compiler import frontend as fe
from amdgcn.compiler.ir import EXEC, LANE_MASK, Imm
from amdgcn.compiler.isel.alu import binop32, cndmask, compare_int
from amdgcn.compiler.llvmtext import LType

I1 = LType("int", 1)


def is_mask_vector(t) -> bool:
    return t.kind == "vec" and t.elem.kind == "int" and t.elem.bits == 1


def elements(sel, v) -> list:
    """The lane masks (Temps, or Imm -1/0) of the elements of ``<N x i1>`` value ``v``."""
    t = v.type
    if isinstance(v, fe.Constant):
        vals = v.value if isinstance(v.value, list) else [0] * t.count
        return [Imm(-1 if x else 0) for x in vals]
    held = sel.get(v)
    if not isinstance(held, tuple):
        raise sel.error(f"this {t} value is not held as lane masks")
    return list(held)


def bind(sel, inst, elems: list) -> None:
    """Bind ``<N x i1>`` ``inst`` to its element masks (merged per element when the value
    leaves a loop with a divergent exit)."""
    elems = tuple(sel.mask(e) if isinstance(e, Imm) else e for e in elems)
    sel.values[id(inst)] = elems
    if id(inst) not in sel.temporal:
        return
    merged = sel.merged.get(id(inst))
    if merged is None:
        merged = sel.merged[id(inst)] = tuple(sel.p.temp(LANE_MASK, "lcssa") for _ in elems)
    for var, t in zip(merged, elems):
        a, b = sel.tmp("s", 2), sel.tmp("s", 2)
        sel.emit("s_andn2_b64", [a], [var, EXEC])
        sel.emit("s_and_b64", [b], [t, EXEC])
        sel.emit("s_or_b64", [var], [a, b])


def _choose(sel, c, x, y):
    """``c ? x : y`` per lane, on lane masks."""
    p = sel.salu("s_and_b64", [c, sel.mask(x)], 2)
    q = sel.salu("s_andn2_b64", [sel.mask(y), c], 2)
    return sel.salu("s_or_b64", [p, q], 2)


def phi(sel, inst) -> None:
    """One ``p_mask_phi`` per element; :meth:`Selector._fill_phis` fills element ``k``."""
    elems = []
    for k in range(inst.type.count):
        d = sel.p.temp(LANE_MASK)
        sel.phis.append((sel.emit("p_mask_phi", [d], []), inst, k))
        elems.append(d)
    sel.values[id(inst)] = tuple(elems)


def extract(sel, inst) -> None:
    vec, idx = inst.operands
    elems = elements(sel, vec)
    if isinstance(idx, fe.Constant):
        sel.set(inst, elems[idx.value] if idx.value < len(elems) else Imm(0))
        return
    i = sel.get(idx)
    res = elems[0]
    for k in range(1, len(elems)):
        c = compare_int(sel, "eq", i, Imm(k), idx.type.bits, sel.uniform(inst))
        res = _choose(sel, c, elems[k], res)
    sel.set(inst, res)


def insert(sel, inst) -> None:
    vec, val, idx = inst.operands
    elems = elements(sel, vec) if not (isinstance(vec, fe.Constant) and vec.value is None) \
        else [Imm(0)] * vec.type.count
    x = sel.get(val)
    if isinstance(idx, fe.Constant):
        if idx.value < len(elems):
            elems[idx.value] = x
    else:
        i = sel.get(idx)
        for k in range(len(elems)):
            c = compare_int(sel, "eq", i, Imm(k), idx.type.bits, sel.uniform(inst))
            elems[k] = _choose(sel, c, x, elems[k])
    bind(sel, inst, elems)


def shuffle(sel, inst) -> None:
    a, b = inst.operands[:2]
    both = []
    for v in (a, b):
        undef = isinstance(v, fe.Constant) and v.value is None
        both += [Imm(0)] * v.type.count if undef else elements(sel, v)
    bind(sel, inst, [Imm(0) if m < 0 else both[m] for m in inst.mask])


def bitcast(sel, inst) -> None:
    """``<N x i1>`` to ``iN`` (element k is bit k) and back."""
    src = inst.operands[0]
    uni = sel.uniform(inst)
    if is_mask_vector(src.type):
        n = src.type.count
        dwords = []
        for base in range(0, n, 32):
            acc = None
            for k in range(base, min(n, base + 32)):
                bit = cndmask(sel, sel.mask(elements(sel, src)[k]), Imm(1 << (k - base)),
                              Imm(0))
                acc = bit if acc is None else binop32(sel, "or", acc, bit, False)
            dwords.append(acc)
        sel.set(inst, dwords[0] if len(dwords) == 1 else sel.vec(dwords, "v"))
        return
    x = sel.get(src)
    n = inst.type.count
    parts = sel.split(x, (n + 31) // 32)
    elems = []
    for k in range(n):
        d = parts[k // 32]
        bit = binop32(sel, "and", d, Imm(1 << (k % 32)), uni)
        elems.append(compare_int(sel, "ne", bit, Imm(0), 32, uni))
    bind(sel, inst, elems)


def select(sel, inst) -> None:
    """``select`` of two ``<N x i1>`` under an ``i1`` or an ``<N x i1>`` condition."""
    c, x, y = inst.operands
    conds = elements(sel, c) if is_mask_vector(c.type) else [sel.get(c)] * inst.type.count
    bind(sel, inst, [_choose(sel, sel.mask(k), a, b)
                     for k, a, b in zip(conds, elements(sel, x), elements(sel, y))])


def freeze(sel, inst) -> None:
    bind(sel, inst, elements(sel, inst.operands[0]))


def memory(sel, inst) -> None:
    raise sel.error("loads and stores of vectors of i1 are not supported yet")


def cttz_elts(sel, inst) -> None:
    """``llvm.experimental.cttz.elts(<N x iM> v, i1 zero_is_poison)``: the index of the first
    nonzero element of ``v``, ``N`` when there is none (LLVM Language Reference Manual:
    'llvm.experimental.cttz.elts' Intrinsic). Selected as LLVM's expansion does it, a chain of
    selects from the last element down: ``v[k] != 0 ? k : rest``."""
    vec = inst.operands[0]
    n = vec.type.count
    res = fe.Constant(inst.type, value=n)
    for k in reversed(range(n)):
        e = sel.synth(inst, "extractelement", vec.type.elem, [vec, fe.Constant(inst.type, value=k)])
        if not is_mask_vector(vec.type):
            e = sel.synth(inst, "icmp", I1, [e, fe.Constant(vec.type.elem, value=0)], pred="ne")
        res = sel.synth(inst, "select", inst.type, [e, fe.Constant(inst.type, value=k), res])
    sel.set(inst, sel.get(res))


def handles(inst) -> bool:
    """Whether ``inst`` is one of this module's: it makes or reads an ``<N x i1>`` and is
    not an element-wise operation (those are scalarized)."""
    if inst.opcode not in HANDLERS:
        return False
    if is_mask_vector(inst.type):
        return True
    return inst.opcode in ("extractelement", "bitcast", "store") and is_mask_vector(
        inst.operands[0].type)


HANDLERS = {"phi": phi, "extractelement": extract, "insertelement": insert,
            "shufflevector": shuffle, "bitcast": bitcast, "select": select, "freeze": freeze,
            "load": memory, "store": memory}
