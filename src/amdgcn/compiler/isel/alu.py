"""Selection of integer, floating-point, conversion, comparison, vector and phi instructions.

Integer operations of uniform values use SALU (``s_add_u32``, ``s_lshl_b64`` ...); everything
else uses VALU. 64-bit adds chain a carry (``v_add_co_u32``/``v_addc_co_u32``); 32-bit
division follows the reciprocal-and-correct expansion LLVM uses (``v_rcp_iflag_f32`` then two
corrections); f32/f64 ``fdiv`` use ``v_div_scale``/``v_div_fmas``/``v_div_fixup`` (MI200 ISA
12.7, AMDGPU's SIISelLowering LowerFDIV32/LowerFDIV64). Sub-dword integers live in the low bits
of a dword whose upper bits are undefined; operations that read those bits extend first.
"""

from __future__ import annotations

from amdgcn.compiler import frontend as fe
from amdgcn.compiler.ir import (
    EXEC,
    LANE_MASK,
    VCC,
    Imm,
    Mod,
    Reg,
    RegClass,
    Temp,
    f32_bits,
    f64_bits,
)

SALU32 = {"add": "s_add_u32", "sub": "s_sub_u32", "mul": "s_mul_i32", "and": "s_and_b32",
          "or": "s_or_b32", "xor": "s_xor_b32", "shl": "s_lshl_b32", "lshr": "s_lshr_b32",
          "ashr": "s_ashr_i32"}
VALU32 = {"add": "v_add_u32", "sub": "v_sub_u32", "mul": "v_mul_lo_u32", "and": "v_and_b32",
          "or": "v_or_b32", "xor": "v_xor_b32", "shl": "v_lshlrev_b32", "lshr": "v_lshrrev_b32",
          "ashr": "v_ashrrev_i32"}
_REVERSED = ("shl", "lshr", "ashr")
_VOP2 = ("add", "sub", "and", "or", "xor", "shl", "lshr", "ashr")
_COMMUTATIVE = ("add", "mul", "and", "or", "xor")
MASK_OPS = {"and": "s_and_b64", "or": "s_or_b64", "xor": "s_xor_b64"}
ICMP_S = {"eq": "eq", "ne": "lg", "sgt": "gt", "sge": "ge", "slt": "lt", "sle": "le",
          "ugt": "gt", "uge": "ge", "ult": "lt", "ule": "le"}
ICMP_V = {"eq": "eq", "ne": "ne", "sgt": "gt", "sge": "ge", "slt": "lt", "sle": "le",
          "ugt": "gt", "uge": "ge", "ult": "lt", "ule": "le"}
FCMP = {"oeq": "eq", "ogt": "gt", "oge": "ge", "olt": "lt", "ole": "le", "one": "lg", "ord": "o",
        "uno": "u", "ueq": "nlg", "ugt": "nle", "uge": "nlt", "ult": "nge", "ule": "ngt",
        "une": "neq"}
FSUFFIX = {16: "f16", 32: "f32", 64: "f64"}


def _is_v(op) -> bool:
    return isinstance(op, Temp) and op.rc.file == "v"


def _uniform_ops(*ops) -> bool:
    return not any(_is_v(o) for o in ops)


# -- integer ----------------------------------------------------------------------------------
def extend(sel, op, bits: int, signed: bool, uniform: bool):
    """A sub-dword integer ``op`` made a clean 32-bit value (sign or zero extended)."""
    if bits >= 32:
        return op
    if isinstance(op, Imm):
        v = op.value & ((1 << bits) - 1)
        if signed and v >> (bits - 1):
            v -= 1 << bits
        return Imm(v & 0xFFFFFFFF)
    if uniform and op.rc.file == "s":
        if signed:
            return sel.salu("s_sext_i32_i8" if bits == 8 else "s_sext_i32_i16", [op]) \
                if bits in (8, 16) else sel.salu("s_bfe_i32", [op, Imm(bits << 16)])
        return sel.salu("s_and_b32", [op, Imm((1 << bits) - 1)])
    if signed:
        return sel.valu("v_bfe_i32", [op, Imm(0), Imm(bits)])
    return sel.valu("v_and_b32", [Imm((1 << bits) - 1), op], literal_ok=True)


def odd64(bits: int) -> bool:
    """An integer of 33 to 63 bits: held in a 64-bit register pair with its bits above N
    undefined, as LLVM's type legalizer promotes it to i64 (extended where they matter)."""
    return 32 < bits < 64


def extend64(sel, op, bits: int, signed: bool, uniform: bool):
    """An integer of 33 to 63 bits made a clean 64-bit value (sign or zero extended)."""
    if isinstance(op, Imm):
        v = op.value & ((1 << bits) - 1)
        if signed and v >> (bits - 1):
            v -= 1 << bits
        return Imm(v & ((1 << 64) - 1), "i64")
    lo, hi = sel.split(op, 2)
    hi = extend(sel, hi, bits - 32, signed, uniform and op.rc.file == "s")
    file = "s" if uniform and op.rc.file == "s" and not _is_v(hi) else "v"
    parts = [sel.to_v(x) if file == "v" else x for x in (lo, hi)]
    return sel.vec(parts, file)


def binop32(sel, op: str, a, b, uniform: bool) -> Temp:
    if uniform and _uniform_ops(a, b):
        return sel.salu(SALU32[op], [a, b])
    if op in _REVERSED or op in _COMMUTATIVE and _is_v(a) and not _is_v(b):
        a, b = b, a
    return sel.valu(VALU32[op], [a, b], literal_ok=op in _VOP2)


def binop64(sel, op: str, a, b, uniform: bool) -> Temp:
    """A 64-bit integer operation (``b`` is 32 bits for shifts)."""
    s = uniform and _uniform_ops(a, b)
    if op in ("shl", "lshr", "ashr"):
        amt = sel.split(b, 2)[0] if not isinstance(b, Imm) else Imm(b.value & 63)
        if s:
            name = {"shl": "s_lshl_b64", "lshr": "s_lshr_b64", "ashr": "s_ashr_i64"}[op]
            return sel.salu(name, [a, amt], 2)
        name = {"shl": "v_lshlrev_b64", "lshr": "v_lshrrev_b64", "ashr": "v_ashrrev_i64"}[op]
        return sel.valu(name, [amt, a], 2, kind=["int", "i64"])
    if op in ("and", "or", "xor"):
        if s:
            return sel.salu({"and": "s_and_b64", "or": "s_or_b64", "xor": "s_xor_b64"}[op],
                            [a, b], 2)
        pa, pb = sel.split(a, 2), sel.split(b, 2)
        return sel.vec([binop32(sel, op, x, y, False) for x, y in zip(pa, pb)], "v")
    pa, pb = sel.split(a, 2), sel.split(b, 2)
    if op in ("add", "sub"):
        if s:
            lo = sel.salu("s_add_u32" if op == "add" else "s_sub_u32", [pa[0], pb[0]])
            hi = sel.salu("s_addc_u32" if op == "add" else "s_subb_u32", [pa[1], pb[1]])
            return sel.vec([lo, hi], "s")
        c = sel.tmp("s", 2)
        lo = sel.valu("v_add_co_u32" if op == "add" else "v_sub_co_u32", [pa[0], pb[0]],
                      extra_defs=[c])
        c2 = sel.tmp("s", 2)
        hi = sel.valu("v_addc_co_u32" if op == "add" else "v_subb_co_u32", [pa[1], pb[1], c],
                      extra_defs=[c2], fixed_scalar=c)
        return sel.vec([lo, hi], "v")
    if op == "mul":
        if s:
            lo = sel.salu("s_mul_i32", [pa[0], pb[0]])
            h0 = sel.salu("s_mul_hi_u32", [pa[0], pb[0]])
            h1 = sel.salu("s_mul_i32", [pa[0], pb[1]])
            h2 = sel.salu("s_mul_i32", [pa[1], pb[0]])
            hi = sel.salu("s_add_u32", [sel.salu("s_add_u32", [h0, h1]), h2])
            return sel.vec([lo, hi], "s")
        lo = sel.valu("v_mul_lo_u32", [pa[0], pb[0]])
        h0 = sel.valu("v_mul_hi_u32", [pa[0], pb[0]])
        h1 = sel.valu("v_mul_lo_u32", [pa[0], pb[1]])
        h2 = sel.valu("v_mul_lo_u32", [pa[1], pb[0]])
        hi = binop32(sel, "add", binop32(sel, "add", h0, h1, False), h2, False)
        return sel.vec([lo, hi], "v")
    raise sel.error(f"64-bit '{op}' is not supported yet")


def cndmask(sel, cond, t, f) -> Temp:
    """``cond ? t : f`` per lane for one dword (``v_cndmask_b32 d, f, t, cond``)."""
    return sel.valu("v_cndmask_b32", [f, t, cond], fixed_scalar=cond)


def udivrem32(sel, a, b) -> tuple[Temp, Temp]:
    """Unsigned 32-bit quotient and remainder (AMDGPUCodeGenPrepare expandDivRem32)."""
    fb = sel.valu("v_cvt_f32_u32", [b])
    r = sel.valu("v_rcp_iflag_f32", [fb])
    r = sel.valu("v_mul_f32", [Imm(0x4F7FFFFE), r], literal_ok=True)
    z = sel.valu("v_cvt_u32_f32", [r])
    nb = sel.valu("v_sub_u32", [Imm(0), b])
    t = sel.valu("v_mul_lo_u32", [nb, z])
    t = sel.valu("v_mul_hi_u32", [z, t])
    z = sel.valu("v_add_u32", [z, t])
    q = sel.valu("v_mul_hi_u32", [a, z])
    p = sel.valu("v_mul_lo_u32", [q, b])
    r = sel.valu("v_sub_u32", [a, p])
    for _ in range(2):
        c = sel.tmp("s", 2)
        sel.emit("v_cmp_ge_u32", [c], sel.legal([r, b]))
        q1 = sel.valu("v_add_u32", [Imm(1), q])
        q = cndmask(sel, c, q1, q)
        r1 = sel.valu("v_sub_u32", [r, b])
        r = cndmask(sel, c, r1, r)
    return q, r


def divrem32(sel, op: str, a, b) -> Temp:
    if op in ("udiv", "urem"):
        q, r = udivrem32(sel, a, b)
        return q if op == "udiv" else r
    sa = sel.valu("v_ashrrev_i32", [Imm(31), a])
    sb = sel.valu("v_ashrrev_i32", [Imm(31), b])
    ua = sel.valu("v_xor_b32", [sel.valu("v_add_u32", [a, sa]), sa])
    ub = sel.valu("v_xor_b32", [sel.valu("v_add_u32", [b, sb]), sb])
    q, r = udivrem32(sel, ua, ub)
    if op == "sdiv":
        s = sel.valu("v_xor_b32", [sa, sb])
        return sel.valu("v_sub_u32", [sel.valu("v_xor_b32", [q, s]), s])
    return sel.valu("v_sub_u32", [sel.valu("v_xor_b32", [r, sa]), sa])


def udivrem64(sel, n, d) -> tuple[Temp, Temp]:
    """Unsigned 64-bit quotient and remainder (``isel/div64.py``: a refined reciprocal)."""
    from amdgcn.compiler.isel import div64     # div64 builds on this module
    return div64.udivrem64(sel, n, d)


def divrem64(sel, op: str, a, b) -> Temp:
    if op in ("udiv", "urem"):
        q, r = udivrem64(sel, a, b)
        return q if op == "udiv" else r
    ahi, bhi = sel.split(a, 2)[1], sel.split(b, 2)[1]
    sa = sel.valu("v_ashrrev_i32", [Imm(31), ahi])
    sb = sel.valu("v_ashrrev_i32", [Imm(31), bhi])
    sa2, sb2 = sel.vec([sa, sa], "v"), sel.vec([sb, sb], "v")
    ua = binop64(sel, "xor", binop64(sel, "add", a, sa2, False), sa2, False)
    ub = binop64(sel, "xor", binop64(sel, "add", b, sb2, False), sb2, False)
    q, r = udivrem64(sel, ua, ub)
    if op == "sdiv":
        s = binop64(sel, "xor", sa2, sb2, False)
        return binop64(sel, "sub", binop64(sel, "xor", q, s, False), s, False)
    return binop64(sel, "sub", binop64(sel, "xor", r, sa2, False), sa2, False)


def _int_binary(sel, inst: fe.Inst) -> None:
    t = inst.type
    if t.kind == "vec":
        raise sel.error(f"integer vector operations ({t}) are not supported yet")
    op = inst.opcode
    a, b = sel.get(inst.operands[0]), sel.get(inst.operands[1])
    bits = t.bits
    uni = sel.uniform(inst)
    if bits == 1:
        if op not in MASK_OPS:
            raise sel.error(f"'{op}' on i1 is not supported")
        sel.set(inst, sel.salu(MASK_OPS[op], [sel.mask(a), sel.mask(b)], 2))
        return
    if bits == 64:
        from amdgcn.compiler.isel import mul64      # mul64 builds on this module
        if op in ("udiv", "urem") and all(mul64._narrow(v) is not None for v in inst.operands):
            # both below 2**32: the 32-bit expansion (LowerUDIVREM64's MaskedValueIsZero case)
            lo = [sel.split(v, 2)[0] for v in (a, b)]
            lo = [sel.to_v(v) if not _is_v(v) else v for v in lo]
            q, r = udivrem32(sel, *lo)
            sel.set(inst, sel.vec([q if op == "udiv" else r, sel.to_v(Imm(0))], "v"))
            return
        if op in ("udiv", "sdiv", "urem", "srem"):
            sel.set(inst, divrem64(sel, op, a, b))
            return
        fast = mul64.narrow_mul(sel, inst) if op == "mul" else \
            mul64.mad_add(sel, inst) if op == "add" else None
        sel.set(inst, fast if fast is not None else binop64(sel, op, a, b, uni))
        return
    if bits == 128:
        from amdgcn.compiler.isel import wide      # wide builds on this module
        wide.binary(sel, inst, op, a, b)
        return
    if odd64(bits):
        if op in ("lshr", "ashr", "udiv", "urem", "sdiv", "srem"):
            signed = op in ("ashr", "sdiv", "srem")
            a = extend64(sel, a, bits, signed, uni)
            if op not in ("lshr", "ashr"):
                b = extend64(sel, b, bits, signed, uni)
        if op in ("udiv", "sdiv", "urem", "srem"):
            sel.set(inst, divrem64(sel, op, a, b))
        else:
            sel.set(inst, binop64(sel, op, a, b, uni))
        return
    if bits > 32:
        raise sel.error(f"i{bits} arithmetic is not supported")
    if op in ("lshr", "ashr", "udiv", "urem", "sdiv", "srem"):
        signed = op in ("ashr", "sdiv", "srem")
        a = extend(sel, a, bits, signed, uni)
        if op != "ashr" and op != "lshr":
            b = extend(sel, b, bits, signed, uni)
    if op in ("udiv", "urem", "sdiv", "srem"):
        sel.set(inst, divrem32(sel, op, a, b))
        return
    sel.set(inst, binop32(sel, op, a, b, uni))


# -- floating point ---------------------------------------------------------------------------
def _fkind(t) -> str:
    return FSUFFIX[t.scalar.bits]


def _float_binary(sel, inst: fe.Inst) -> None:
    t = inst.type
    a, b = sel.get(inst.operands[0]), sel.get(inst.operands[1])
    op = inst.opcode
    if t.kind == "vec":
        if str(t) != "<2 x half>" or op not in ("fadd", "fsub", "fmul"):
            raise sel.error(f"'{op}' on {t} is not supported yet")
        name = "v_pk_mul_f16" if op == "fmul" else "v_pk_add_f16"
        mods = ("neg_lo:[0,1]", "neg_hi:[0,1]") if op == "fsub" else ()
        sel.set(inst, sel.valu(name, [a, b], kind="int", mods=mods))
        return
    k = _fkind(t)
    bits = t.bits
    if op == "fdiv":
        sel.set(inst, fdiv(sel, a, b, bits, inst))
        return
    if op == "frem":
        raise sel.error("'frem' is not supported yet")
    if bits == 64:
        name = {"fadd": "v_add_f64", "fsub": "v_add_f64", "fmul": "v_mul_f64"}[op]
        if op == "fsub":
            b = Mod(sel.legal([b], "f64")[0], neg=True)
        sel.set(inst, sel.valu(name, [a, b], 2, kind="f64"))
        return
    name = {"fadd": "v_add_", "fsub": "v_sub_", "fmul": "v_mul_"}[op] + k
    if _is_v(a) and not _is_v(b) and op != "fsub":
        a, b = b, a
    elif _is_v(a) and not _is_v(b):
        name = "v_subrev_" + k
        a, b = b, a
    sel.set(inst, sel.valu(name, [a, b], kind=k, literal_ok=True))


def fdiv(sel, a, b, bits: int, inst) -> Temp:
    """``a / b`` correctly rounded with the div_scale/div_fmas/div_fixup sequence."""
    if bits == 16:
        fa, fb = sel.valu("v_cvt_f32_f16", [a]), sel.valu("v_cvt_f32_f16", [b])
        q = fdiv(sel, fa, fb, 32, inst)
        return sel.valu("v_cvt_f16_f32", [q])
    k, n = ("f32", 1) if bits == 32 else ("f64", 2)
    one = Imm(0x3F800000 if bits == 32 else 0x3FF0000000000000, k)
    a = sel.legal([a], k)[0]
    b = sel.legal([b], k)[0]
    a, b = sel.to_v(a) if not _is_v(a) else a, sel.to_v(b) if not _is_v(b) else b
    junk = sel.tmp("s", 2)
    den = sel.valu(f"v_div_scale_{k}", [b, b, a], n, kind=k, extra_defs=[junk])
    num = sel.p.temp(RegClass("v", n))
    sel.emit(f"v_div_scale_{k}", [num, VCC], [a, b, a])
    r = sel.valu(f"v_rcp_{k}", [den], n, kind=k)
    fma = f"v_fma_{k}"
    t = sel.valu(fma, [Mod(den, neg=True), r, one], n, kind=k)
    r = sel.valu(fma, [t, r, r], n, kind=k)
    if bits == 64:
        t = sel.valu(fma, [Mod(den, neg=True), r, one], n, kind=k)
        r = sel.valu(fma, [t, r, r], n, kind=k)
    q = sel.valu(f"v_mul_{k}", [num, r], n, kind=k)
    e = sel.valu(fma, [Mod(den, neg=True), q, num], n, kind=k)
    if bits == 32:
        q = sel.valu(fma, [e, r, q], n, kind=k)
        e = sel.valu(fma, [Mod(den, neg=True), q, num], n, kind=k)
        q = sel.valu(f"v_div_fmas_{k}", [e, r, q], n, kind=k)
    else:
        q = sel.valu(f"v_div_fmas_{k}", [e, r, q], n, kind=k)
    return sel.valu(f"v_div_fixup_{k}", [q, b, a], n, kind=k)


def _fneg(sel, inst: fe.Inst) -> None:
    t = inst.type
    a = sel.get(inst.operands[0])
    sign = {16: 0x8000, 32: 0x80000000}.get(t.scalar.bits)
    if t.kind == "vec" and str(t) == "<2 x half>":
        sign = 0x80008000
    if t.scalar.bits == 64:
        lo, hi = sel.split(a, 2)
        hi = binop32(sel, "xor", hi, Imm(0x80000000), sel.uniform(inst))
        sel.set(inst, sel.vec([lo, hi], hi.rc.file if isinstance(hi, Temp) else "s"))
        return
    if sign is None:
        raise sel.error(f"fneg of {t} is not supported")
    sel.set(inst, binop32(sel, "xor", a, Imm(sign), sel.uniform(inst)))


# -- comparisons and select -------------------------------------------------------------------
def compare_int(sel, pred: str, a, b, bits: int, uniform: bool) -> Temp:
    signed = pred.startswith("s")
    if bits < 32:
        a, b = extend(sel, a, bits, signed, uniform), extend(sel, b, bits, signed, uniform)
        bits = 32
    if odd64(bits):
        a, b = (extend64(sel, x, bits, signed, uniform) for x in (a, b))
        bits = 64
    d = sel.tmp("s", 2)
    ty = ("i" if signed else "u") + str(max(bits, 32))
    if uniform and _uniform_ops(a, b) and (bits == 32 or pred in ("eq", "ne")):
        sa = [sel.to_s(x) if bits == 64 and isinstance(x, Imm) and not -16 <= x.value <= 64
              else x for x in (a, b)]
        sel.emit(f"s_cmp_{ICMP_S[pred]}_{'u64' if bits == 64 else ty}", [], sa)
        sel.emit("s_cselect_b64", [d], [Imm(-1), Imm(0)])
        return d
    sel.emit(f"v_cmp_{ICMP_V[pred]}_{ty}", [d], sel.legal([a, b], "i64" if bits == 64 else "int"))
    return d


def _icmp(sel, inst: fe.Inst) -> None:
    x, y = inst.operands
    t = x.type
    if t.kind == "vec":
        raise sel.error("vector compares are not supported yet")
    a, b = sel.get(x), sel.get(y)
    bits = t.bits
    if bits == 1:
        a, b = sel.mask(a), sel.mask(b)
        if inst.pred == "eq":
            sel.set(inst, sel.salu("s_xnor_b64", [a, b], 2))
        elif inst.pred == "ne":
            sel.set(inst, sel.salu("s_xor_b64", [a, b], 2))
        else:
            raise sel.error(f"icmp {inst.pred} on i1 is not supported")
        return
    if bits == 128:
        from amdgcn.compiler.isel import wide      # wide builds on this module
        sel.set(inst, wide.compare(sel, inst.pred, a, b))
        return
    sel.set(inst, compare_int(sel, inst.pred, a, b, bits, sel.uniform(inst)))


def _fcmp(sel, inst: fe.Inst) -> None:
    x, y = inst.operands
    t = x.type
    if t.kind == "vec":
        raise sel.error("vector compares are not supported yet")
    if inst.pred in ("true", "false"):
        sel.set(inst, Imm(-1 if inst.pred == "true" else 0))
        return
    k = _fkind(t)
    d = sel.tmp("s", 2)
    sel.emit(f"v_cmp_{FCMP[inst.pred]}_{k}", [d], sel.legal([sel.get(x), sel.get(y)], k))
    sel.set(inst, d)


def _select(sel, inst: fe.Inst) -> None:
    c, x, y = inst.operands
    if c.type.kind == "vec":
        raise sel.error("vector selects are not supported yet")
    cond = sel.get(c)
    a, b = sel.get(x), sel.get(y)
    if isinstance(cond, Imm):
        sel.set(inst, a if cond.value else b)
        return
    t = inst.type
    if t.kind == "int" and t.bits == 1:
        # c ? a : false is c & a, c ? true : b is c | b (LLVM's && and || of conditions)
        if isinstance(b, Imm) and not b.value:
            sel.set(inst, sel.salu("s_and_b64", [cond, sel.mask(a)], 2))
            return
        if isinstance(a, Imm) and a.value:
            sel.set(inst, sel.salu("s_or_b64", [cond, sel.mask(b)], 2))
            return
        a, b = sel.mask(a), sel.mask(b)
        p = sel.salu("s_and_b64", [cond, a], 2)
        q = sel.salu("s_andn2_b64", [b, cond], 2)
        sel.set(inst, sel.salu("s_or_b64", [p, q], 2))
        return
    n = sel.dwords(t)
    if sel.uniform(inst) and _uniform_ops(a, b):
        sel.emit("s_cmp_lg_u64", [], [cond, Imm(0)])
        a, b = (sel.to_s(v) if isinstance(v, Imm) and n == 2 else v for v in (a, b))
        if n > 2:
            raise sel.error(f"select of {t} is not supported yet")
        sel.set(inst, sel.salu("s_cselect_b32" if n == 1 else "s_cselect_b64", [a, b], n))
        return
    pa, pb = sel.split(a, n), sel.split(b, n)
    parts = [cndmask(sel, cond, u, v) for u, v in zip(pa, pb)]
    sel.set(inst, parts[0] if n == 1 else sel.vec(parts, "v"))


# -- conversions ------------------------------------------------------------------------------
def _int_cast(sel, inst: fe.Inst) -> None:
    src = inst.operands[0]
    sb, db = src.type.bits, inst.type.bits
    if src.type.kind == "vec" or inst.type.kind == "vec":
        raise sel.error("vector integer casts are not supported yet")
    a = sel.get(src)
    uni = sel.uniform(inst)
    op = inst.opcode
    if sb == 128 or db == 128:
        from amdgcn.compiler.isel import wide      # wide builds on this module
        wide.cast(sel, inst, a, sb, db)
        return
    if sb == 1:
        one = Imm(1) if op == "zext" else Imm(-1)
        lo = _bool_to_int(sel, a, one, uni)
        if db > 32:
            hi = Imm(0) if op == "zext" else lo
            sel.set(inst, sel.vec([lo, hi if not isinstance(hi, Imm) else
                                   (sel.to_s(hi) if lo.rc.file == "s" else sel.to_v(hi))],
                                  lo.rc.file))
        else:
            sel.set(inst, lo)
        return
    if op == "trunc":
        if db == 1:
            lo = sel.split(a, 2)[0] if sb > 32 else a
            bit = binop32(sel, "and", lo, Imm(1), uni)
            sel.set(inst, compare_int(sel, "ne", bit, Imm(0), 32, uni))
            return
        sel.set(inst, a if db > 32 else sel.split(a, 2)[0] if sb > 32 else a)
        return
    signed = op == "sext"
    if odd64(sb):                   # to i64 or a wider odd width
        sel.set(inst, extend64(sel, a, sb, signed, uni))
        return
    lo = extend(sel, a, sb, signed, uni) if sb < 32 else a
    if db <= 32:
        sel.set(inst, lo)
        return
    if sb == 64:
        sel.set(inst, a)
        return
    if signed:
        hi = binop32(sel, "ashr", lo, Imm(31), uni)
    else:
        hi = Imm(0)
    file = "s" if uni and _uniform_ops(lo) else "v"
    parts = [x if not isinstance(x, Imm) else (sel.to_s(x) if file == "s" else sel.to_v(x))
             for x in (lo, hi)]
    if file == "v":
        parts = [sel.to_v(x) for x in parts]
    sel.set(inst, sel.vec(parts, file))


def _bool_to_int(sel, mask, one: Imm, uniform: bool) -> Temp:
    if isinstance(mask, Imm):
        return sel.materialize(Imm(one.value if mask.value else 0), RegClass("s", 1))
    if uniform:
        sel.emit("s_cmp_lg_u64", [], [mask, Imm(0)])
        d = sel.tmp("s")
        sel.emit("s_cselect_b32", [d], [one, Imm(0)])
        return d
    return cndmask(sel, mask, one, Imm(0))


def _bitcast(sel, inst: fe.Inst) -> None:
    src = inst.operands[0]
    a = sel.get(src)
    sbits, dbits = src.type.size_bits(), inst.type.size_bits()
    if sbits != dbits and inst.opcode == "bitcast":
        raise sel.error("bitcast between sizes")
    if inst.opcode in ("ptrtoint", "inttoptr") and sbits != dbits:
        if dbits < sbits:
            a = sel.split(a, 2)[0] if not isinstance(a, Imm) else Imm(a.value & 0xFFFFFFFF)
        else:
            a = sel.vec([a, sel.materialize(Imm(0), RegClass(a.rc.file, 1))], a.rc.file) \
                if not isinstance(a, Imm) else Imm(a.value, "i64")
    sel.set(inst, a)


#: aperture registers giving the high dword of generic addresses (AMDGPUUsage: Address Spaces)
APERTURES = {5: "src_private_base", 3: "src_shared_base"}


def _addrspacecast(sel, inst: fe.Inst) -> None:
    """Generic <-> global/constant keep the address; private/local -> generic puts the
    segment's aperture in the high dword (null maps to null); generic -> private/local keeps
    the low dword."""
    src = inst.operands[0]
    sa, da = src.type.addrspace, inst.type.addrspace
    a = sel.get(src)
    if {sa, da} <= {0, 1, 4}:
        sel.set(inst, a)
        return
    if da == 0 and sa in APERTURES:
        ap = sel.tmp("s", 2)
        sel.emit("s_mov_b64", [ap], [Reg("special", size=2, name=APERTURES[sa])])
        hi = sel.split(ap, 2)[1]
        if isinstance(a, Imm):
            sel.set(inst, sel.vec([sel.materialize(a, RegClass("s", 1)), hi], "s"))
            return
        file = a.rc.file
        sel.set(inst, sel.vec([a, hi if file == "s" else sel.to_v(hi)], file))
        return
    if sa == 0 and da in APERTURES:
        sel.set(inst, a if isinstance(a, Imm) else sel.split(a, 2)[0])
        return
    raise sel.error(f"addrspacecast from {sa} to {da} is not supported yet")


_FCVT = {("fpext", 32, 64): "v_cvt_f64_f32", ("fpext", 16, 32): "v_cvt_f32_f16",
         ("fptrunc", 64, 32): "v_cvt_f32_f64", ("fptrunc", 32, 16): "v_cvt_f16_f32",
         ("fptosi", 32, 32): "v_cvt_i32_f32", ("fptoui", 32, 32): "v_cvt_u32_f32",
         ("fptosi", 64, 32): "v_cvt_i32_f64", ("fptoui", 64, 32): "v_cvt_u32_f64",
         ("sitofp", 32, 32): "v_cvt_f32_i32", ("uitofp", 32, 32): "v_cvt_f32_u32",
         ("sitofp", 32, 64): "v_cvt_f64_i32", ("uitofp", 32, 64): "v_cvt_f64_u32",
         ("fptosi", 16, 16): "v_cvt_i16_f16", ("fptoui", 16, 16): "v_cvt_u16_f16",
         ("sitofp", 16, 16): "v_cvt_f16_i16", ("uitofp", 16, 16): "v_cvt_f16_u16"}


def _fp_cast(sel, inst: fe.Inst) -> None:
    src = inst.operands[0]
    if src.type.kind == "vec":
        raise sel.error("vector conversions are not supported yet")
    sb, db = src.type.bits, inst.type.bits
    a = sel.get(src)
    op = inst.opcode
    uni = sel.uniform(inst)
    if op in ("sitofp", "uitofp") and sb == 1:      # a lane mask: 0 or 1 (-1 if signed)
        a = _bool_to_int(sel, a, Imm(1) if op == "uitofp" else Imm(0xFFFFFFFF), uni)
        sb = 8
    if op in ("sitofp", "uitofp") and db == 16 and sb < 16:
        # an 8-bit integer is exact in f32: one rounding, to f16
        a = extend(sel, a, sb, op == "sitofp", uni)
        f = sel.valu("v_cvt_f32_i32" if op == "sitofp" else "v_cvt_f32_u32", [a])
        sel.set(inst, sel.valu("v_cvt_f16_f32", [f], kind="f32"))
        return
    if op in ("fptosi", "fptoui") and sb == 16 and db != 16:
        a = sel.valu("v_cvt_f32_f16", [a], kind="f16")
        sb = 32
    if op in ("sitofp", "uitofp") and odd64(sb):
        a = extend64(sel, a, sb, op == "sitofp", uni)
        sb = 64
    if op in ("fptosi", "fptoui") and odd64(db):       # the i64 conversion, bits above N free
        db = 64
    if op in ("sitofp", "uitofp") and sb < 32 and db != 16:
        a = extend(sel, a, sb, op == "sitofp", uni)
        sb = 32
    if op in ("fptosi", "fptoui") and db < 32 and sb != 16:
        db = 32
    if op in ("fptosi", "fptoui") and db == 64 and sb == 32:     # f32 -> f64 is exact
        a = sel.valu("v_cvt_f64_f32", [a], 2, kind="f32")
        sb = 64
    if op in ("sitofp", "uitofp") and db == 16 and sb in (32, 64):
        # via f32: every integer that f32 rounds inexactly is beyond the f16 range anyway
        f = _i64_to_f32(sel, a, op == "sitofp") if sb == 64 else \
            sel.valu("v_cvt_f32_i32" if op == "sitofp" else "v_cvt_f32_u32", [a])
        sel.set(inst, sel.valu("v_cvt_f16_f32", [f], kind="f32"))
        return
    if op in ("fptosi", "fptoui") and db == 64 and sb == 64:
        sel.set(inst, _f64_to_i64(sel, a, op == "fptosi"))
        return
    if op in ("sitofp", "uitofp") and sb == 64 and db == 64:
        sel.set(inst, _i64_to_f64(sel, a, op == "sitofp"))
        return
    if op in ("sitofp", "uitofp") and sb == 64 and db == 32:
        sel.set(inst, _i64_to_f32(sel, a, op == "sitofp"))
        return
    if op == "fptrunc" and sb == 64 and db == 16:
        from amdgcn.compiler.isel import bitops      # bitops builds on this module
        sel.set(inst, bitops.fptrunc_f64_f16(sel, a))
        return
    if op == "fpext" and sb == 16 and db == 64:      # f16 -> f32 is exact
        a = sel.valu("v_cvt_f32_f16", [a], kind="f16")
        sb = 32
    name = _FCVT.get((op, sb, db))
    if name is None:
        raise sel.error(f"'{op}' from {src.type} to {inst.type} is not supported yet")
    kind = {16: "f16", 32: "f32", 64: "f64"}[sb] if op in ("fpext", "fptrunc", "fptosi",
                                                              "fptoui") else "int"
    sel.set(inst, sel.valu(name, [a], 2 if db == 64 and op not in ("fptosi", "fptoui") else 1,
                           kind=kind, literal_ok=True))


def _f64_to_i64(sel, a, signed: bool) -> Temp:
    t = sel.valu("v_trunc_f64", [a], 2, kind="f64")
    k = sel.valu("v_mul_f64", [t, Imm(f64_bits(2.0 ** -32), "f64")], 2, kind="f64")
    hf = sel.valu("v_floor_f64", [k], 2, kind="f64")
    lf = sel.valu("v_fma_f64", [hf, Imm(f64_bits(-(2.0 ** 32)), "f64"), t], 2, kind="f64")
    lo = sel.valu("v_cvt_u32_f64", [lf], kind="f64")
    hi = sel.valu("v_cvt_i32_f64" if signed else "v_cvt_u32_f64", [hf], kind="f64")
    return sel.vec([lo, hi], "v")


def _i64_to_f32(sel, a, signed: bool) -> Temp:
    """i64 -> f32 rounded once: normalize so the top bit is in the high dword, fold the low
    dword into a sticky bit, convert the high dword and scale back (SIISelLowering
    LowerINT_TO_FP32 of 64-bit integers)."""
    hi = sel.split(a, 2)[1]
    sign = None
    if signed:
        sign = sel.valu("v_ashrrev_i32", [Imm(31), hi])
        s64 = sel.vec([sign, sign], "v")
        x = binop64(sel, "xor", binop64(sel, "add", a, s64, False), s64, False)
        hi = sel.split(x, 2)[1]
    else:
        x = a
    n = sel.valu("v_ffbh_u32", [hi])
    n = sel.valu("v_min_u32", [Imm(32), n])
    y = sel.valu("v_lshlrev_b64", [n, x], 2, kind=["int", "i64"])
    ylo, yhi = sel.split(y, 2)
    nz = sel.valu("v_min_u32", [Imm(1), ylo])
    yhi = sel.valu("v_or_b32", [nz, yhi])
    f = sel.valu("v_cvt_f32_u32", [yhi])
    e = sel.valu("v_sub_u32", [Imm(32), n])
    f = sel.valu("v_ldexp_f32", [f, e])
    if signed:
        m = sel.valu("v_and_b32", [Imm(0x80000000), sign], literal_ok=True)
        f = sel.valu("v_or_b32", [m, f])
    return f


def _i64_to_f64(sel, a, signed: bool) -> Temp:
    lo, hi = sel.split(a, 2)
    hf = sel.valu("v_cvt_f64_i32" if signed else "v_cvt_f64_u32", [hi], 2)
    lf = sel.valu("v_cvt_f64_u32", [lo], 2)
    s = sel.valu("v_ldexp_f64", [hf, Imm(32)], 2, kind=["f64", "int"])
    return sel.valu("v_add_f64", [s, lf], 2, kind="f64")


# -- vectors, aggregates, phis, terminators ---------------------------------------------------
def _elements(sel, v) -> list:
    """Per-element operands of a vector of 16- or 32-bit elements."""
    from amdgcn.compiler.isel import VecParts
    t = v.type
    held = sel.values.get(id(v))
    if isinstance(held, VecParts):
        return list(held)
    op = sel.get(v)
    eb = t.elem.size_bits()
    if eb == 32:
        return sel.split(op, t.count)
    if eb == 64:
        parts = sel.split(op, 2 * t.count)
        return [sel.vec(parts[2 * k:2 * k + 2], parts[0].rc.file if isinstance(parts[0], Temp)
                        else "s") for k in range(t.count)]
    if eb == 16:
        out = []
        high_of = sel.__dict__.setdefault("_high_half_of", {})
        for d in sel.split(op, (t.count + 1) // 2):
            out.append(d)
            out.append(binop32(sel, "lshr", d, Imm(16), sel.uniform(v)))
            high_of[id(out[-1])] = d
        return out[:t.count]
    if eb == 8 and not (t.elem.kind == "int" and t.elem.bits == 1):
        out = []
        for d in sel.split(op, (t.count + 3) // 4):
            out.append(d)
            out.extend(binop32(sel, "lshr", d, Imm(8 * k), sel.uniform(v)) for k in (1, 2, 3))
        return out[:t.count]
    raise sel.error(f"vectors of {t.elem} are not supported yet")


def _assemble(sel, inst, elems: list) -> None:
    from amdgcn.compiler.isel import VecParts
    t = inst.type
    eb = t.elem.size_bits()
    if eb in (32, 64) and len(elems) > 1 and not (t.elem.kind == "int" and t.elem.bits == 1):
        sel.values[id(inst)] = VecParts(elems)
        return
    uni = sel.uniform(inst) and _uniform_ops(*elems)
    file = "s" if uni else "v"
    if eb == 16:
        dwords = []
        high_of = sel.__dict__.get("_high_half_of", {})
        for k in range(0, t.count, 2):
            lo = elems[k]
            hi = elems[k + 1] if k + 1 < t.count else Imm(0)
            if isinstance(hi, Temp) and high_of.get(id(hi)) is lo:
                dwords.append(lo)      # both halves of one dword, in place
                continue
            lo = binop32(sel, "and", lo, Imm(0xFFFF), uni)
            hi = binop32(sel, "shl", hi, Imm(16), uni)
            dwords.append(binop32(sel, "or", lo, hi, uni))
        elems = dwords
    elif eb == 64:
        elems = [p for e in elems for p in sel.split(e, 2)]
    elif eb == 8 and not (t.elem.kind == "int" and t.elem.bits == 1):
        dwords = []
        for k in range(0, t.count, 4):
            d = binop32(sel, "and", elems[k], Imm(0xFF), uni)
            for j in range(1, min(4, t.count - k)):
                b = binop32(sel, "and", elems[k + j], Imm(0xFF), uni)
                d = binop32(sel, "or", d, binop32(sel, "shl", b, Imm(8 * j), uni), uni)
            dwords.append(d)
        elems = dwords
    elif eb != 32:
        raise sel.error(f"vectors of {t.elem} are not supported yet")
    elems = [(sel.to_v(e) if file == "v" else sel.to_s(e)) for e in elems]
    sel.set(inst, elems[0] if len(elems) == 1 else sel.vec(elems, file))


def _extractelement(sel, inst: fe.Inst) -> None:
    vec, idx = inst.operands
    elems = _elements(sel, vec)
    if isinstance(idx, fe.Constant):
        sel.set(inst, elems[idx.value])
        return
    eb = vec.type.elem.size_bits()
    if eb not in (8, 16, 32, 64):
        raise sel.error("extractelement with a variable index of this type is not supported yet")
    # a chain of compares and selects over the elements (no indexed register access yet)
    i = sel.get(idx)
    n = 2 if eb == 64 else 1
    res = [sel.to_v(p) for p in sel.split(elems[0], n)]
    for k in range(1, len(elems)):
        c = compare_int(sel, "eq", i, Imm(k), idx.type.bits, False)
        res = [cndmask(sel, c, p, r) for p, r in zip(sel.split(elems[k], n), res)]
    sel.set(inst, res[0] if n == 1 else sel.vec(res, "v"))


def _insertelement(sel, inst: fe.Inst) -> None:
    vec, val, idx = inst.operands
    if isinstance(vec, fe.Constant) and vec.value is None:
        elems = [Imm(0)] * vec.type.count
    else:
        elems = _elements(sel, vec)
    elems = list(elems)
    x = sel.get(val)
    if isinstance(idx, fe.Constant):
        elems[idx.value] = x
    else:
        # every element selects between itself and the new value (no indexed registers yet)
        eb = vec.type.elem.size_bits()
        if eb not in (8, 16, 32, 64):
            raise sel.error("insertelement with a variable index of this type is not "
                            "supported yet")
        i = sel.get(idx)
        for k in range(len(elems)):
            c = compare_int(sel, "eq", i, Imm(k), idx.type.bits, False)
            if eb == 64:
                elems[k] = sel.vec([cndmask(sel, c, p, q) for p, q in
                                    zip(sel.split(x, 2), sel.split(elems[k], 2))], "v")
            else:
                elems[k] = cndmask(sel, c, x, elems[k])
    _assemble(sel, inst, elems)


def _shufflevector(sel, inst: fe.Inst) -> None:
    a, b = inst.operands[:2]
    ea = _elements(sel, a) if not (isinstance(a, fe.Constant) and a.value is None) \
        else [Imm(0)] * a.type.count
    eb = _elements(sel, b) if not (isinstance(b, fe.Constant) and b.value is None) \
        else [Imm(0)] * b.type.count
    both = ea + eb
    _assemble(sel, inst, [Imm(0) if m < 0 else both[m] for m in inst.mask])


def _extractvalue(sel, inst: fe.Inst) -> None:
    agg = sel.values.get(id(inst.operands[0]))
    idx = [int(x) for x in inst.text.rsplit(",", 1)[-1].split("!")[0].strip().split(",") if x]
    if not isinstance(agg, tuple):
        raise sel.error("extractvalue of this aggregate is not supported yet")
    sel.values[id(inst)] = agg[idx[0]]


def _phi(sel, inst: fe.Inst) -> None:
    d = sel.p.temp(sel.rc_of(inst))
    lane_mask = inst.type.kind == "int" and inst.type.bits == 1
    # an i1 is a lane mask and merges under EXEC; any other value in an SGPR pair (a uniform
    # i64, double or pointer) is copied whole (amdgcn.compiler.phis)
    i = sel.emit("p_mask_phi" if lane_mask else "p_phi", [d], [])
    sel.phis.append((i, inst))
    sel.values[id(inst)] = d


def _freeze(sel, inst: fe.Inst) -> None:
    sel.set(inst, sel.get(inst.operands[0]))


def _br(sel, inst: fe.Inst) -> None:
    if not inst.operands:
        sel.emit("p_branch", [], [sel.label(inst.targets[0])])
        return
    c = sel.get(inst.operands[0])
    if isinstance(c, Imm):
        sel.emit("p_branch", [], [sel.label(inst.targets[0 if c.value else 1])])
        return
    if sel.uniform(inst.operands[0]):
        _note_uniform_branch(sel, inst)
    sel.emit("p_cbranch", [], [c, sel.label(inst.targets[0]), sel.label(inst.targets[1])])


def _note_uniform_branch(sel, inst: fe.Inst) -> None:
    """Record that the branch ending ``inst``'s block has a uniform condition (for
    :func:`amdgcn.compiler.cfg.insert_exec_mask`: no EXEC masking of its edges)."""
    sel.p.info.setdefault("uniform_branches", set()).add(sel.lay.index[id(inst.block)])


def _switch(sel, inst: fe.Inst) -> None:
    x = inst.operands[0]
    a = sel.get(x)
    conds = [compare_int(sel, "eq", a, Imm(v), x.type.bits, sel.uniform(x)) for v, _ in inst.cases]
    if sel.uniform(x):
        _note_uniform_branch(sel, inst)
    sel.emit("p_switch", [], [conds, *[sel.label(b) for _, b in inst.cases],
                              sel.label(inst.targets[0])])


def _ret(sel, inst: fe.Inst) -> None:
    if inst.operands:
        raise sel.error("returning a value is only supported from called functions (not yet)")
    sel.emit("p_return")


def _unreachable(sel, inst: fe.Inst) -> None:
    sel.emit("p_unreachable")


HANDLERS = {op: _int_binary for op in ("add", "sub", "mul", "and", "or", "xor", "shl", "lshr",
                                       "ashr", "udiv", "sdiv", "urem", "srem")}
HANDLERS.update({op: _float_binary for op in ("fadd", "fsub", "fmul", "fdiv", "frem")})
HANDLERS.update({"fneg": _fneg, "icmp": _icmp, "fcmp": _fcmp, "select": _select,
                 "zext": _int_cast, "sext": _int_cast, "trunc": _int_cast,
                 "bitcast": _bitcast, "ptrtoint": _bitcast, "inttoptr": _bitcast,
                 "addrspacecast": _addrspacecast,
                 "fpext": _fp_cast, "fptrunc": _fp_cast, "fptosi": _fp_cast, "fptoui": _fp_cast,
                 "sitofp": _fp_cast, "uitofp": _fp_cast,
                 "extractelement": _extractelement, "insertelement": _insertelement,
                 "shufflevector": _shufflevector, "extractvalue": _extractvalue,
                 "phi": _phi, "freeze": _freeze, "br": _br, "switch": _switch, "ret": _ret,
                 "unreachable": _unreachable})

_ = (EXEC, LANE_MASK, f32_bits)
