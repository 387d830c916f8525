"""i128 integers in four VGPR dwords, for the 128-bit products clang makes of 64-bit
``mul_hi`` (``zext``/``sext`` to i128, ``mul``, ``lshr``/``ashr`` by 64, ``trunc``).

Supported: ``zext``/``sext`` to i128 and ``trunc`` from it, ``add sub and or xor mul``, and
``shl lshr ashr`` by a constant. Products are the low 128 bits of the schoolbook sum of the
32-bit limb products (``v_mul_lo_u32``/``v_mul_hi_u32``) added with carry chains, as LLVM's
type legalizer expands i128 ``mul`` (DAGTypeLegalizer::ExpandIntRes_MUL).
"""

from __future__ import annotations

from amdgcn.compiler import frontend as fe
from amdgcn.compiler.ir import EXEC, Imm, Temp
from amdgcn.compiler.isel.alu import binop32, extend


def _dwords(sel, v) -> list:
    """The four dwords of an i128 value (Imm or VGPR Temps)."""
    if isinstance(v, Imm):
        return [Imm((v.value >> (32 * k)) & 0xFFFFFFFF) for k in range(4)]
    return [sel.to_v(p) if isinstance(p, Temp) else p for p in sel.split(v, 4)]


def _pack(sel, parts: list) -> Temp:
    return sel.vec([sel.to_v(p) for p in parts], "v")


def _add_carry(sel, x: list, y: list, sub: bool = False) -> tuple[list, Temp]:
    """x + y (x - y) over len(x) dwords with a carry (borrow) chain, and the lane mask of the
    carry (borrow) out of the top dword."""
    out, carry = [], None
    for k, (a, b) in enumerate(zip(x, y)):
        c = sel.tmp("s", 2)
        if k == 0:
            out.append(sel.valu("v_sub_co_u32" if sub else "v_add_co_u32", [a, b],
                                extra_defs=[c]))
        else:
            out.append(sel.valu("v_subb_co_u32" if sub else "v_addc_co_u32",
                                [sel.to_v(a), sel.to_v(b), carry], extra_defs=[c],
                                fixed_scalar=carry))
        carry = c
    return out, carry


def _add(sel, x: list, y: list, sub: bool = False) -> list:
    """x + y (x - y) over len(x) dwords."""
    return _add_carry(sel, x, y, sub)[0]


def _mul(sel, x: list, y: list) -> list:
    """The low 128 bits of x * y."""
    acc = [Imm(0)] * 4
    for i in range(4):
        for j in range(4 - i):
            if isinstance(x[i], Imm) and x[i].value == 0 or \
                    isinstance(y[j], Imm) and y[j].value == 0:
                continue
            lo = sel.valu("v_mul_lo_u32", [x[i], y[j]])
            part = [Imm(0)] * 4
            part[i + j] = lo
            if i + j < 3:
                part[i + j + 1] = sel.valu("v_mul_hi_u32", [x[i], y[j]])
            acc = _add(sel, acc, part)
    return acc


def _shift(sel, x: list, op: str, amount: int) -> list:
    fill = sel.valu("v_ashrrev_i32", [Imm(31), x[3]]) if op == "ashr" else Imm(0)
    bits = [*x]

    def word(q):
        return bits[q] if 0 <= q < 4 else (fill if q >= 4 else Imm(0))
    out = []
    for k in range(4):
        if op == "shl":
            s = 32 * k - amount           # the source bit of this dword's bit 0
        else:
            s = 32 * k + amount
        q, r = divmod(s, 32)
        if r == 0:
            out.append(word(q))
        else:
            out.append(sel.valu("v_alignbit_b32", [sel.to_v(word(q + 1)), sel.to_v(word(q)),
                                                   Imm(r)]))
    return out


def binary(sel, inst: fe.Inst, op: str, a, b) -> None:
    """An i128 ``add sub and or xor mul shl lshr ashr`` (shifts by a constant only)."""
    x = _dwords(sel, a)
    if op in ("shl", "lshr", "ashr"):
        if not isinstance(b, Imm):
            raise sel.error(f"i128 '{op}' by a variable amount is not supported yet")
        n = b.value & 127
        sel.set(inst, _pack(sel, _shift(sel, x, op, n) if n else x))
        return
    y = _dwords(sel, b)
    if op in ("add", "sub"):
        sel.set(inst, _pack(sel, _add(sel, x, y, op == "sub")))
    elif op in ("and", "or", "xor"):
        sel.set(inst, _pack(sel, [binop32(sel, op, p, q, False) for p, q in zip(x, y)]))
    elif op == "mul":
        sel.set(inst, _pack(sel, _mul(sel, x, y)))
    else:
        raise sel.error(f"i128 '{op}' is not supported yet")


def cast(sel, inst: fe.Inst, a, sb: int, db: int) -> None:
    """``zext``/``sext`` of an integer of at most 64 bits to i128, ``trunc`` from i128."""
    op = inst.opcode
    if op == "trunc" and sb == 128:
        parts = _dwords(sel, a)
        if db == 1:
            bit = binop32(sel, "and", parts[0], Imm(1), False)
            from amdgcn.compiler.isel.alu import compare_int
            sel.set(inst, compare_int(sel, "ne", bit, Imm(0), 32, False))
        elif db <= 32:
            sel.set(inst, sel.to_v(parts[0]))
        elif db == 64:
            sel.set(inst, _pack(sel, parts[:2]))
        else:
            raise sel.error(f"trunc from i128 to i{db} is not supported yet")
        return
    if op in ("zext", "sext") and db == 128 and 1 < sb <= 64:
        signed = op == "sext"
        if sb == 64:
            lo = list(sel.split(a, 2)) if not isinstance(a, Imm) else _dwords(sel, a)[:2]
        else:
            lo = [extend(sel, a, sb, signed, False), None]
            lo[1] = sel.valu("v_ashrrev_i32", [Imm(31), lo[0]]) if signed else Imm(0)
        hi = sel.valu("v_ashrrev_i32", [Imm(31), lo[1]]) if signed else Imm(0)
        sel.set(inst, _pack(sel, [lo[0], lo[1], hi, hi]))
        return
    raise sel.error(f"'{op}' from i{sb} to i{db} is not supported yet")


def compare(sel, pred: str, a, b):
    """i128 ``icmp``: ``eq``/``ne`` as the OR of the dwords' XORs against zero; the ordered
    predicates as the borrow out of a 128-bit subtraction (the sign bits flipped first for the
    signed ones), as LLVM's type legalizer expands them (a lane mask)."""
    from amdgcn.compiler.isel.alu import compare_int
    x, y = _dwords(sel, a), _dwords(sel, b)
    if pred in ("eq", "ne"):
        diff = None
        for p, q in zip(x, y):
            d = binop32(sel, "xor", p, q, False)
            diff = d if diff is None else binop32(sel, "or", diff, d, False)
        return compare_int(sel, pred, diff, Imm(0), 32, False)
    if pred not in ("ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"):
        raise sel.error(f"i128 'icmp {pred}' is not supported yet")
    if pred.startswith("s"):
        x = [*x[:3], binop32(sel, "xor", x[3], Imm(0x80000000), False)]
        y = [*y[:3], binop32(sel, "xor", y[3], Imm(0x80000000), False)]
    rel = pred[1:]
    if rel in ("gt", "le"):         # a > b is b < a; a <= b is not b < a
        x, y = y, x
    lt = _add_carry(sel, x, y, sub=True)[1]      # the borrow of x - y: x < y, unsigned
    if rel in ("lt", "gt"):
        return lt
    return sel.salu("s_xor_b64", [lt, EXEC], 2)      # active lanes without the borrow


__all__ = ["binary", "cast", "compare"]
