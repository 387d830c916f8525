"""Global addresses as an SGPR base plus a 32-bit VGPR offset (the ``saddr`` form).

With ``saddr`` a global instruction addresses ``SGPR pair + zext(32-bit VGPR offset) +
sext(13-bit immediate)`` (MI200 ISA 9.1, global instructions; LLVM's
AMDGPUDAGToDAGISel::SelectGlobalSAddr). A GEP chain from a uniform pointer takes this form
when every variable index is a provably non-negative 32-bit value and the scaled indices
together stay below 2^32: bounds come from the IR (the work-item IDs' ``range`` attributes,
masks, zero extensions, ``nuw`` arithmetic, ``or disjoint``); constant parts of ``add nuw``
and ``or disjoint`` indices move into the immediate. Anything unproven keeps the 64-bit VGPR
address of :func:`amdgcn.compiler.isel.memory._gep`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from amdgcn.compiler import frontend as fe
from amdgcn.compiler.ir import Imm, Temp
from amdgcn.compiler.isel.alu import binop32, extend

_RANGE = re.compile(r"\brange\(i\d+ (-?\d+), (-?\d+)\)")
#: the immediate offset of global instructions on gfx9 (13 bits, signed)
IMM_RANGE = (-4096, 4095)
_LIMIT = 1 << 32


@dataclass(frozen=True)
class SAddr:
    """An ``saddr`` address: ``sbase`` (SGPR pair) plus ``voff`` (one VGPR)."""

    sbase: Temp
    voff: Temp


def upper_bound(v, depth: int = 0) -> int | None:
    """An upper bound of integer IR value ``v`` read as unsigned, or None if unknown."""
    if isinstance(v, fe.Constant):
        return v.value if isinstance(v.value, int) and v.value >= 0 else None
    if depth > 12 or not isinstance(v, fe.Inst) or v.type.kind != "int":
        return None
    full = (1 << v.type.bits) - 1
    ub = _bound(v, depth + 1)
    return None if ub is None or ub > full else ub


def _bound(v: fe.Inst, depth: int) -> int | None:
    op, ops, flags = v.opcode, v.operands, v.flags
    if op == "call":
        m = _RANGE.search(v.text)
        if m and 0 <= int(m.group(1)) < int(m.group(2)):
            return int(m.group(2)) - 1
        return 1023 if (v.callee or "").startswith("llvm.amdgcn.workitem.id.") else None
    if op in ("zext", "sext") and ops[0].type.kind == "int":
        src = upper_bound(ops[0], depth)
        if op == "zext":
            return (1 << ops[0].type.bits) - 1 if src is None else src
        return src if src is not None and src < 1 << (ops[0].type.bits - 1) else None
    bounds = [upper_bound(o, depth) for o in ops]
    if op == "and":
        known = [b for b in bounds if b is not None]
        return min(known) if known else None
    if op == "select":
        return None if None in bounds[1:] else max(bounds[1:])
    if None in bounds:
        return None
    a, b = bounds[0], bounds[-1]
    full = (1 << v.type.bits) - 1       # below it, the bounds themselves rule out a wrap
    if op == "add" and ("nuw" in flags or a + b <= full) or op == "or" and "disjoint" in flags:
        return a + b
    if op in ("or", "xor"):
        return (1 << max(a, b).bit_length()) - 1
    if op == "mul" and ("nuw" in flags or a * b <= full):
        return a * b
    if op == "shl" and isinstance(ops[1], fe.Constant) and ("nuw" in flags or a << b <= full):
        return a << b
    if op == "lshr":
        return a >> ops[1].value if isinstance(ops[1], fe.Constant) else a
    if op == "udiv":
        return a
    if op == "urem":
        return min(a, b - 1) if b else None
    return None


def _peel(v) -> tuple:
    """``v`` as ``x + c`` with ``c`` a constant that ``add nuw``/``or disjoint`` split off."""
    c = 0
    while isinstance(v, fe.Inst) and isinstance(v.operands[1] if len(v.operands) > 1 else None,
                                                fe.Constant) and (
            v.opcode == "add" and "nuw" in v.flags or v.opcode == "or" and "disjoint" in v.flags):
        k = v.operands[1].value
        if not isinstance(k, int) or not 0 <= k < 1 << 31:
            break
        c += k
        v = v.operands[0]
    return v, c


def _index(ix) -> tuple | None:
    """``(x, bound, c)`` with index ``ix`` (as the GEP extends it to 64 bits) equal to
    ``zext(x) + c``, ``x`` a 32-bit or narrower integer bounded by ``bound`` (or a 64-bit one
    below 2^32, whose low dword is used)."""
    if isinstance(ix, fe.Inst) and ix.opcode in ("zext", "sext") and ix.operands[0].type.bits <= 32:
        x = ix.operands[0]
        signed = ix.opcode == "sext"
    elif ix.type.bits <= 32:
        x, signed = ix, True
    else:
        ub = upper_bound(ix)
        return (ix, ub, 0) if ub is not None and ub < 1 << 32 else None
    x, c = _peel(x)
    ub = upper_bound(x)
    if ub is None:
        return None
    limit = 1 << (x.type.bits - (1 if signed else 0))
    if ub + c >= limit:
        return None
    return x, ub, c


def _terms(ptr) -> tuple | None:
    """``(base pointer, [(x, bound, scale)], constant bytes)`` of a chain of GEPs."""
    terms, const = [], 0
    p = ptr
    while isinstance(p, fe.Inst) and p.opcode == "getelementptr":
        cur = p.source_type
        for k, ix in enumerate(p.operands[1:]):
            if k == 0:
                size = cur.alloc_size()
            elif cur.kind == "struct":
                const += cur.field_offset(ix.value)
                cur = cur.fields[ix.value]
                continue
            else:
                cur = cur.elem
                size = cur.alloc_size()
            if isinstance(ix, fe.Constant):
                v = ix.value or 0
                if ix.type.bits < 64 and v >> (ix.type.bits - 1):
                    v -= 1 << ix.type.bits
                const += v * size
                continue
            got = _index(ix)
            if got is None:
                return None
            x, ub, c = got
            terms.append((x, ub, size))
            const += c * size
        p = p.operands[0]
    return p, terms, const


def saddr(sel, ptr, size: int) -> tuple | None:
    """``(SAddr, offset)`` for a global access of ``size`` bytes at ``ptr``, or None."""
    if not isinstance(ptr, fe.Inst) or ptr.opcode != "getelementptr" or ptr.type.bits != 64:
        return None
    got = _terms(ptr)
    if got is None:
        return None
    base, terms, const = got
    if not terms or all(sel.uniform(x) for x, _, _ in terms) or isinstance(base, fe.GlobalRef) \
            or not sel.uniform(base):
        return None
    total = sum(ub * scale for _, ub, scale in terms)
    if total >= _LIMIT:
        return None
    sbase = sel.get(base)
    if not isinstance(sbase, Temp) or sbase.rc.file != "s" or sbase.size != 2:
        return None
    lo, hi = IMM_RANGE
    move = 0
    if not (lo <= const and const + size - 1 <= hi):
        if const < 0 or total + const >= _LIMIT:
            return None
        move, const = const, 0
    voff = None
    for x, ub, scale in terms:
        t = _scaled(sel, x, ub, scale)
        voff = t if voff is None else binop32(sel, "add", voff, t, False)
    if move:
        voff = binop32(sel, "add", voff, Imm(move), False)
    return SAddr(sbase, sel.to_v(voff)), const


def _scaled(sel, x, ub: int, scale: int):
    """``x * scale`` as a 32-bit VGPR value (no wrap: the caller bounded it)."""
    key = (id(sel.block), id(x), scale)
    cache = sel.__dict__.setdefault("_saddr_cache", {})
    if key in cache:
        return cache[key]
    v = sel.get(x)
    if x.type.bits == 64:
        v = sel.split(v, 2)[0]
    elif x.type.bits < 32:
        v = extend(sel, v, x.type.bits, False, False)
    v = sel.to_v(v)
    if scale == 1:
        out = v
    elif scale & (scale - 1) == 0:
        out = sel.valu("v_lshlrev_b32", [Imm(scale.bit_length() - 1), v])
    elif ub < 1 << 24 and scale < 1 << 24:
        out = sel.valu("v_mul_u32_u24", [Imm(scale), v], literal_ok=True)
    else:
        out = sel.valu("v_mul_lo_u32", [v, Imm(scale)])
    cache[key] = out
    return out
