"""Selection of the vector reductions ``llvm.vector.reduce.*`` as scalar steps on the elements.

A reduction becomes one IR-level step per pair of elements (an ``add``, ``fadd``, a call of
``llvm.smin`` ...), each selected by the step's own handler, so every element type and
vector length the selector handles is reduced the same way. The order is the one LLVM's
expansion uses (LLVM Language Reference Manual: Vector Reduction Intrinsics; SelectionDAG's
``expandVecReduce`` and ``expandVecReduceSeq``):

* ``fadd``/``fmul`` without ``reassoc`` are ordered: ``((start op e0) op e1) op ...``;
* every other reduction, and ``fadd``/``fmul`` with ``reassoc``, halves the vector while its
  length is even (``lo[k] op hi[k]``), then folds what is left from the first element on;
  a reassociable ``fadd``/``fmul`` then applies the start value: ``start op result``.

On ``i1`` elements (lane masks) ``add`` is ``xor``, ``mul`` ``and``, ``umin``/``smax``
``and`` and ``umax``/``smin`` ``or`` (true is -1 as a signed ``i1``).
"""

from __future__ import annotations

from amdgcn.compiler import frontend as fe

#: reduction -> the step: an IR opcode, or ``llvm.NAME`` (a call, suffixed with the type)
STEPS = {"add": "add", "mul": "mul", "and": "and", "or": "or", "xor": "xor",
         "smin": "llvm.smin", "smax": "llvm.smax", "umin": "llvm.umin", "umax": "llvm.umax",
         "fadd": "fadd", "fmul": "fmul", "fmin": "llvm.minnum", "fmax": "llvm.maxnum",
         "fminimum": "llvm.minimum", "fmaximum": "llvm.maximum"}
#: the step on i1 elements
MASK_STEPS = {"add": "xor", "mul": "and", "and": "and", "or": "or", "xor": "xor",
              "umin": "and", "smax": "and", "umax": "or", "smin": "or"}
#: reductions that take a start value as their first operand
WITH_START = ("fadd", "fmul")

PREFIX = "llvm.vector.reduce."


def kind_of(callee: str) -> str:
    """``llvm.vector.reduce.fmaximum.v4f32`` -> ``fmaximum``."""
    return callee[len(PREFIX):].split(".", 1)[0]


def select(sel, inst: fe.Inst) -> None:
    """Select one ``llvm.vector.reduce.*`` call."""
    kind = kind_of(inst.callee)
    etype = inst.type
    is_mask = etype.kind == "int" and etype.bits == 1
    step = MASK_STEPS.get(kind) if is_mask else STEPS.get(kind)
    if step is None:
        raise sel.error(f"intrinsic {inst.callee} is not supported yet")
    vec = inst.operands[-1]
    elems = sel.elements_of(vec)
    ordered = kind in WITH_START and not ({"reassoc", "fast"} & inst.flags)
    if ordered:
        acc = inst.operands[0]
        for e in elems:
            acc = _step(sel, inst, step, acc, e)
    else:
        while len(elems) > 1 and len(elems) % 2 == 0:
            half = len(elems) // 2
            elems = [_step(sel, inst, step, a, b) for a, b in zip(elems[:half], elems[half:])]
        acc = elems[0]
        for e in elems[1:]:
            acc = _step(sel, inst, step, acc, e)
        if kind in WITH_START:
            acc = _step(sel, inst, step, inst.operands[0], acc)
    sel.set(inst, sel.get(acc))


def _step(sel, inst: fe.Inst, step: str, a, b) -> fe.Inst:
    """``a step b`` as an IR instruction of the element type, selected now."""
    t = inst.type
    if step.startswith("llvm."):
        return sel.synth(inst, "call", t, [a, b], flags=inst.flags, callee=f"{step}.{_suffix(t)}")
    return sel.synth(inst, step, t, [a, b], flags=inst.flags)


def _suffix(t) -> str:
    """The overload suffix of a scalar type: ``i16``, ``f32``, ``f16``, ``bf16``, ``f64``."""
    if t.kind == "int":
        return f"i{t.bits}"
    return ("bf" if t.name == "bfloat" else "f") + str(t.bits)
