"""Floating-point contraction: ``fadd``/``fsub`` of an ``fmul`` in the same block becomes
``llvm.fma`` (as LLVM's DAG combiner does in visitFADDForFMACombine/visitFSUBForFMACombine).

Contraction changes results (one rounding instead of two), so it happens only where allowed:
with ``fp_contract="fast"`` (llc's ``-fp-contract=fast``, LLVM's ``AllowFPOpFusion::Fast``,
which Triton's AMD back end sets) for every scalar f16/f32/f64 pair, and with ``"on"`` (the
default) only where both instructions carry the ``contract`` (or ``fast``) flag. Like
SelectionDAG, which sees one block at a time, the ``fmul`` must be in the ``fadd``'s block;
AMDGPU fuses aggressively (an ``fmul`` with other uses is fused too, and stays for them); of
two ``fmul`` operands the one with fewer uses is fused, the first on a tie.

LLVM Language Reference Manual: Fast-Math Flags (``contract``).
"""

from __future__ import annotations

from amdgcn.compiler import frontend as fe

MODES = ("off", "on", "fast")


def _contractable(inst, mode: str) -> bool:
    return mode == "fast" or bool({"contract", "fast"} & set(inst.flags))


def _use_counts(fn: fe.Function) -> dict:
    uses: dict = {}
    for b in fn.blocks:
        for i in b.insts:
            for o in list(i.operands) + [v for v, _ in i.incoming]:
                uses[id(o)] = uses.get(id(o), 0) + 1
    return uses


def _is_fmul(v, block, mode: str) -> bool:
    return isinstance(v, fe.Inst) and v.opcode == "fmul" and v.block is block \
        and _contractable(v, mode)


def run(fn: fe.Function, mode: str = "on") -> int:
    """Contract ``fn`` in place; returns the number of ``llvm.fma`` calls made."""
    if mode not in MODES:
        raise ValueError(f"fp_contract must be one of {', '.join(MODES)}, not {mode!r}")
    if mode == "off":
        return 0
    uses = _use_counts(fn)
    made = 0
    for b in fn.blocks:
        out = []
        for i in b.insts:
            if i.opcode in ("fadd", "fsub") and i.type.kind == "float" \
                    and i.type.bits in (16, 32, 64) and _contractable(i, mode):
                made += _fuse(i, b, uses, mode, out)
            out.append(i)
        b.insts = out
    return made


def _fuse(i: fe.Inst, b: fe.Block, uses: dict, mode: str, out: list) -> int:
    a, c = i.operands
    ma, mc = _is_fmul(a, b, mode), _is_fmul(c, b, mode)
    if i.opcode == "fadd":
        if ma and mc and uses.get(id(a), 0) > uses.get(id(c), 0):
            a, c, ma = c, a, True
        if not ma:
            if not mc:
                return 0
            a, c = c, a
        x, y = a.operands
        _to_fma(i, x, y, c)
        return 1
    if ma:                                      # fsub (fmul x, y), z -> fma x, y, -z
        x, y = a.operands
        _to_fma(i, x, y, _fneg(i, c, b, out))
        return 1
    if mc:                                      # fsub z, (fmul x, y) -> fma -x, y, z
        x, y = c.operands
        _to_fma(i, _fneg(i, x, b, out), y, a)
        return 1
    return 0


def _fneg(at: fe.Inst, v, b: fe.Block, out: list) -> fe.Inst:
    n = fe.Inst(v.type, opcode="fneg", operands=[v], block=b,
                text=f"fneg {v.type} {v.ref()} ; contracted from: {at.text.strip()}")
    out.append(n)
    return n


def _to_fma(i: fe.Inst, x, y, z) -> None:
    suffix = {16: "f16", 32: "f32", 64: "f64"}[i.type.bits]
    i.text = f"{i.text.strip()} ; contracted to llvm.fma.{suffix}"
    i.opcode = "call"
    i.callee = f"llvm.fma.{suffix}"
    i.operands = [x, y, z]
