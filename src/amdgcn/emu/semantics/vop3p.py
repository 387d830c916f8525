"""Packed math (VOP3P, MI200 ISA 12.10): two 16-bit lanes per register, or on gfx90a two f32
lanes per register pair (v_pk_fma_f32 ...); op_sel / op_sel_hi choose the halves (dwords)
each result half reads, neg / neg_hi negate them. Also v_accvgpr_read/write, the dot
products, the mixed-precision v_fma_mix* and the VOP2 v_pk_fmac_f16.
"""

from __future__ import annotations

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.emu.access import const_value, is_const, store_lanes
from amdgcn.emu.program import LaneFault
from amdgcn.emu.semantics import fp, fpmode
from amdgcn.emu.semantics.valu_more import dot, dot_sum

U16, I16, F16 = np.uint16, np.int16, np.float16
U32, I32, F32, F64 = np.uint32, np.int32, np.float32, np.float64

#: name -> (lane type, fn, pseudocode)
PK16 = {
    "v_pk_add_f16": ("f16", lambda a, b: a + b, "D.f16[i] = S0.f16[i] + S1.f16[i]."),
    "v_pk_mul_f16": ("f16", lambda a, b: a * b, "D.f16[i] = S0.f16[i] * S1.f16[i]."),
    "v_pk_fma_f16": ("f16", fp.fma16, "D.f16[i] = S0.f16[i] * S1.f16[i] + S2.f16[i] (fused)."),
    "v_pk_min_f16": ("f16", fp.fmin, "D.f16[i] = min(S0.f16[i], S1.f16[i])."),
    "v_pk_max_f16": ("f16", fp.fmax, "D.f16[i] = max(S0.f16[i], S1.f16[i])."),
    "v_pk_add_u16": ("u16", lambda a, b: a + b, "D.u16[i] = S0.u16[i] + S1.u16[i]."),
    "v_pk_sub_u16": ("u16", lambda a, b: a - b, "D.u16[i] = S0.u16[i] - S1.u16[i]."),
    "v_pk_add_i16": ("i16", lambda a, b: a + b, "D.i16[i] = S0.i16[i] + S1.i16[i]."),
    "v_pk_sub_i16": ("i16", lambda a, b: a - b, "D.i16[i] = S0.i16[i] - S1.i16[i]."),
    "v_pk_mul_lo_u16": ("u16", lambda a, b: a * b, "D.u16[i] = S0.u16[i] * S1.u16[i]."),
    "v_pk_mad_u16": ("u16", lambda a, b, c: a * b + c, "D.u16[i] = S0.u16[i] * S1.u16[i] + S2.u16[i]."),
    "v_pk_mad_i16": ("i16", lambda a, b, c: a * b + c, "D.i16[i] = S0.i16[i] * S1.i16[i] + S2.i16[i]."),
    "v_pk_max_u16": ("u16", np.maximum, "D.u16[i] = max(S0.u16[i], S1.u16[i])."),
    "v_pk_min_u16": ("u16", np.minimum, "D.u16[i] = min(S0.u16[i], S1.u16[i])."),
    "v_pk_max_i16": ("i16", np.maximum, "D.i16[i] = max(S0.i16[i], S1.i16[i])."),
    "v_pk_min_i16": ("i16", np.minimum, "D.i16[i] = min(S0.i16[i], S1.i16[i])."),
    "v_pk_lshlrev_b16": ("u16", lambda a, b: b << (a & U16(15)), "D.u16[i] = S1.u16[i] << S0.u16[i][3:0]."),
    "v_pk_lshrrev_b16": ("u16", lambda a, b: b >> (a & U16(15)), "D.u16[i] = S1.u16[i] >> S0.u16[i][3:0]."),
    "v_pk_ashrrev_i16": ("i16", lambda a, b: b >> (a & I16(15)), "D.i16[i] = S1.i16[i] >> S0.u16[i][3:0]."),
}
_DT = {"f16": F16, "u16": U16, "i16": I16}
_SATURATING16 = {"v_pk_add_u16", "v_pk_sub_u16", "v_pk_add_i16", "v_pk_sub_i16", "v_pk_mad_u16",
                 "v_pk_mad_i16"}

PK32 = {
    "v_pk_fma_f32": (3, fp.fma32, "D.f32[i] = S0.f32[i] * S1.f32[i] + S2.f32[i] (fused)."),
    "v_pk_mul_f32": (2, lambda a, b: a * b, "D.f32[i] = S0.f32[i] * S1.f32[i]."),
    "v_pk_add_f32": (2, lambda a, b: a + b, "D.f32[i] = S0.f32[i] + S1.f32[i]."),
    "v_pk_mov_b32": (2, None, "D.u32[0] = S0.u32[op_sel[0]]; D.u32[1] = S1.u32[op_sel[1]]."),
}


def _bit(x, i):
    return bool((x >> i) & 1)


def _raw(code, literal, *, acc=False):
    """Raw 32-bit source: (n,64) VGPR/AGPR rows, (n,1) SGPRs, or a scalar constant."""
    if code >= ops.VGPR0:
        r = code - ops.VGPR0
        if acc:
            return lambda st, g, k=0: st.agpr[r + k][g.sel]
        return lambda st, g, k=0: st.vgpr[r + k][g.sel]
    if is_const(code):
        c = const_value(code, "b32", literal)
        return lambda st, g, k=0: c if k == 0 else np.uint32(0)
    return lambda st, g, k=0: st.sgpr[code + k, g.sel][:, None]


def _halves(inst, nsrc):
    f = inst.fields
    op_sel, op_sel_hi = f.get("op_sel", 0), f.get("op_sel_hi", 7)
    neg, neg_hi = f.get("neg", 0), f.get("neg_hi", 0)
    codes = [f["src0"], f.get("src1"), f.get("src2")][:nsrc]
    return codes, op_sel, op_sel_hi, neg, neg_hi


def build_pk16(inst, ctx):
    """Two 16-bit lanes per source (op_sel picks the low result's half, op_sel_hi the high's)."""
    t, fn, _ = PK16[inst.name]
    dt = _DT[t]
    nsrc = fn.__code__.co_argcount if hasattr(fn, "__code__") else 2
    codes, op_sel, op_sel_hi, neg, neg_hi = _halves(inst, nsrc)
    raws = [_raw(c, inst.literal) for c in codes]
    consts = [is_const(c) for c in codes]
    vdst = inst.fields["vdst"]
    clamp = inst.fields.get("clamp", 0)
    # integer clamp saturates each half (MI200 ISA 6.5 ALU Clamp Bit Usage; LLVM selects
    # uaddsat/ssubsat on v2i16 to these with clamp): the exact value, clipped
    int_clamp = bool(clamp) and inst.name in _SATURATING16

    def half(v, hi, is_c):
        if is_c and t == "f16":
            # an inline constant feeds both halves the same 16-bit value
            return np.uint32(v).astype(U16).view(dt) if not hasattr(v, "shape") else v.astype(U16).view(dt)
        # integer halves of a constant come from its 32-bit value, as from a register: clang-22
        # adds (short2)(1, 2) as v_pk_sub_u16 v, v, -2 op_sel:[0,1] op_sel_hi:[1,0] (the low
        # half reads 0xffff) and subtracts (1, 0) as v_pk_sub_u16 v, v, 1 (the high half
        # reads 0); kernelgen case pk_u16_inline_constant_halves
        v = np.asarray(v, U32)
        return ((v >> U32(16)) if hi else v).astype(U16).view(dt)

    def step(st, g):
        vals = [r(st, g) for r in raws]
        lo_in = [half(v, _bit(op_sel, i), consts[i]) for i, v in enumerate(vals)]
        hi_in = [half(v, _bit(op_sel_hi, i), consts[i]) for i, v in enumerate(vals)]
        if t == "f16":
            lo_in = [-x if _bit(neg, i) else x for i, x in enumerate(lo_in)]
            hi_in = [-x if _bit(neg_hi, i) else x for i, x in enumerate(hi_in)]
        if int_clamp:
            info = np.iinfo(dt)
            lo = np.clip(fn(*[x.astype(np.int64) for x in lo_in]), info.min, info.max).astype(dt)
            hi = np.clip(fn(*[x.astype(np.int64) for x in hi_in]), info.min, info.max).astype(dt)
        else:
            lo = np.asarray(fn(*lo_in)).astype(dt)
            hi = np.asarray(fn(*hi_in)).astype(dt)
        if clamp and t == "f16":
            lo, hi = np.clip(lo, 0, 1).astype(dt), np.clip(hi, 0, 1).astype(dt)
        d = lo.view(U16).astype(U32) | (hi.view(U16).astype(U32) << U32(16))
        store_lanes(st.vgpr[vdst], g, d)
    return step


def build_pk32(inst, ctx):
    """Two f32 lanes in a register pair; op_sel[i] / op_sel_hi[i] pick the dword of source i."""
    nsrc, fn, _ = PK32[inst.name]
    codes, op_sel, op_sel_hi, neg, neg_hi = _halves(inst, nsrc)
    raws = [_raw(c, inst.literal) for c in codes]
    vdst = inst.fields["vdst"]
    is_mov = inst.name == "v_pk_mov_b32"

    def part(r, st, g, hi, negate):
        v = np.asarray(r(st, g, 1 if hi else 0), U32)
        x = v.view(F32) if v.ndim else np.uint32(v).view(F32)
        return -x if negate else x

    def step(st, g):
        if is_mov:
            # copies: a source row may be the destination pair (op_sel:[1,0] swaps a pair)
            lo = np.array(raws[0](st, g, 1 if _bit(op_sel, 0) else 0), U32)
            hi = np.array(raws[1](st, g, 1 if _bit(op_sel, 1) else 0), U32)
        else:
            lo_in = [part(r, st, g, _bit(op_sel, i), _bit(neg, i)) for i, r in enumerate(raws)]
            hi_in = [part(r, st, g, _bit(op_sel_hi, i), _bit(neg_hi, i)) for i, r in enumerate(raws)]
            lo = np.asarray(fn(*lo_in), F32).view(U32)
            hi = np.asarray(fn(*hi_in), F32).view(U32)
        store_lanes(st.vgpr[vdst], g, lo)
        store_lanes(st.vgpr[vdst + 1], g, hi)
    return step


def build_accvgpr_read(inst, ctx):
    """D.u (VGPR) = ACC[S0].u."""
    src, vdst = inst.fields["src0"] - ops.VGPR0, inst.fields["vdst"]
    if src < 0:
        raise ValueError(f"src0 {inst.fields['src0']} names no register of the AGPR file")
    return lambda st, g: store_lanes(st.vgpr[vdst], g, st.agpr[src][g.sel])


def build_accvgpr_write(inst, ctx):
    """ACC[D].u = S0.u (VGPR or constant)."""
    r = _raw(inst.fields["src0"], inst.literal)
    vdst = inst.fields["vdst"]
    return lambda st, g: store_lanes(st.agpr[vdst], g, r(st, g))


#: dot products of VOP3P: name -> (element dtype, or 4 for nibbles; signed)
DOTS = {"v_dot2_f32_f16": (F16, True), "v_dot2_i32_i16": (I16, True),
        "v_dot2_u32_u16": (U16, False), "v_dot4_i32_i8": (np.int8, True),
        "v_dot4_u32_u8": (np.uint8, False), "v_dot8_i32_i4": (4, True),
        "v_dot8_u32_u4": (4, False)}


def build_dot(inst, ctx):
    """D = S2 + sum of the products of the packed elements of S0 and S1 (MI200 ISA 12.10,
    V_DOT*); with CLAMP an integer sum saturates to the result type."""
    elem, signed = DOTS[inst.name]
    f = inst.fields
    r0, r1, r2 = (_raw(f[k], inst.literal) for k in ("src0", "src1", "src2"))
    vdst, clamp = f["vdst"], f.get("clamp", 0)
    floating = elem is F16
    lo, hi = (-(1 << 31), (1 << 31) - 1) if signed else (0, (1 << 32) - 1)

    def step(st, g):
        a, b = np.asarray(r0(st, g), U32), np.asarray(r1(st, g), U32)
        c = np.asarray(r2(st, g), U32)
        if floating:
            d = dot(a, b, c.view(F32), F16).view(U32)
        else:
            acc = c.view(I32).astype(np.int64) if signed else c.astype(np.int64)
            s = dot_sum(a, b, elem, signed) + acc
            d = (np.clip(s, lo, hi) if clamp else s).astype(np.int64).astype(U32)
        store_lanes(st.vgpr[vdst], g, np.broadcast_to(d, (g.n, 64)))
    return step


def build_fma_mix(inst, ctx):
    """D = S0 * S1 + S2, fused, on a mix of f32 and f16 sources (MI200 ISA 6.7, 12.10):
    op_sel_hi[i] = 0 reads source i as f32, 1 as the f16 half that op_sel[i] picks; neg
    negates, neg_hi takes the absolute value. v_fma_mix_f32 writes f32, mixlo/mixhi the
    low/high f16 half of D (the other half kept). The manual writes D = S0.f * S1.f + S2.f,
    an f32 FMA, and is silent on how the f16 forms narrow it: the FMA is rounded to f32
    (nearest even), then converted to f16 (nearest even), as LLVM's instruction selection
    assumes when it selects ``fptrunc(fma f32 a, b, c)`` as v_fma_mixlo_f16 (one rounding
    straight to f16 differed from clang-22's code, kernelgen gfx908 seed 301556)."""
    f = inst.fields
    codes = [f["src0"], f["src1"], f["src2"]]
    op_sel, op_sel_hi = f.get("op_sel", 0), f.get("op_sel_hi", 0)
    neg, absv, clamp = f.get("neg", 0), f.get("neg_hi", 0), f.get("clamp", 0)
    raws = [_raw(c, inst.literal) for c in codes]
    vdst = f["vdst"]
    out = {"v_fma_mix_f32": "f32", "v_fma_mixlo_f16": "lo", "v_fma_mixhi_f16": "hi"}[inst.name]

    def source(i, st, g):
        code = codes[i]
        if _bit(op_sel_hi, i):
            if is_const(code):
                x = const_value(code, "f16", inst.literal).astype(F64)
            else:
                v = np.asarray(raws[i](st, g), U32)
                x = ((v >> U32(16)) if _bit(op_sel, i) else v).astype(U16).view(F16).astype(F64)
        else:
            x = (const_value(code, "f32", inst.literal) if is_const(code)
                 else np.asarray(raws[i](st, g), U32).view(F32)).astype(F64)
        if _bit(absv, i):
            x = np.abs(x)
        return -x if _bit(neg, i) else x

    def step(st, g):
        a, b, c = (source(i, st, g) for i in range(3))
        s, e = fpmode.exact("fma", "f32", (a, b, c))
        dt = F32 if out == "f32" else F16
        r = fpmode.round_pair(s, e, 0, F32).astype(dt)
        if clamp:
            r = np.where(np.isnan(r), dt(0), np.clip(r, dt(0), dt(1))).astype(dt)
        r = np.broadcast_to(r, (g.n, 64))
        if out == "f32":
            store_lanes(st.vgpr[vdst], g, r.view(U32))
            return
        bits = r.view(U16).astype(U32)
        old = st.vgpr[vdst][g.sel]
        new = (old & U32(0xFFFF0000)) | bits if out == "lo" else (old & U32(0xFFFF)) | (bits << U32(16))
        store_lanes(st.vgpr[vdst], g, new)
    return step


def _pk_fmac_src0_constant(code: int, literal) -> np.uint32:
    """The 32-bit value an inline constant or the literal gives ``v_pk_fmac_f16``'s src0 on
    GFX9: a float inline constant is its f16 pattern in the low half with the high half zero,
    an integer one its 32-bit value, the literal all 32 bits. The manual is silent; this is
    LLVM 22's model of the operand (OPERAND_REG_INLINE_C_V2FP16: ``0x3c00`` assembles to
    ``1.0``, ``0x3c003c00`` stays a literal) and what llvm-project issue 94116 measured on
    GFX10.3 hardware ("the upper half always reads zero"); GFX11 repeats the constant."""
    if code == ops.LITERAL:
        return np.uint32((literal or 0) & 0xFFFFFFFF)
    if ops.INLINE_FLOAT_FIRST <= code <= ops.INLINE_FLOAT_LAST:
        return np.uint32(ops.inline_constant(code, 16, is_float=True) & 0xFFFF)
    return np.uint32(ops.inline_constant(code, 32, is_float=False) & 0xFFFFFFFF)


def build_pk_fmac(inst, ctx):
    """D.f16[0] = S0.f16[0] * S1.f16[0] + D.f16[0]; D.f16[1] = S0.f16[1] * S1.f16[1] + D.f16[1]
    (the VOP2 form of V_PK_FMA_F16; a constant src0 as :func:`_pk_fmac_src0_constant`)."""
    f = inst.fields
    if (getattr(inst, "variant", "") or "") in ("dpp", "sdwa"):
        def unsupported(st, g):
            raise LaneFault(f"v_pk_fmac_f16 with {inst.variant} is not implemented")
        return unsupported
    src0, vsrc1, vdst = f["src0"], f["vsrc1"], f["vdst"]
    if is_const(src0):
        c = _pk_fmac_src0_constant(src0, inst.literal)
        r0 = lambda st, g: c
    else:
        r0 = _raw(src0, inst.literal)

    def halves(v):
        v = np.asarray(v, U32)
        return v.astype(U16).view(F16), (v >> U32(16)).astype(U16).view(F16)

    def step(st, g):
        a0, a1 = halves(r0(st, g))
        b0, b1 = halves(st.vgpr[vsrc1][g.sel])
        c0, c1 = halves(st.vgpr[vdst][g.sel])
        d = (fp.fma16(a0, b0, c0).view(U16).astype(U32)
             | (fp.fma16(a1, b1, c1).view(U16).astype(U32) << U32(16)))
        store_lanes(st.vgpr[vdst], g, np.broadcast_to(d, (g.n, 64)))
    return step


BUILDERS: dict = {name: build_pk16 for name in PK16}
BUILDERS.update({name: build_pk32 for name in PK32})
BUILDERS["v_accvgpr_read_b32"] = build_accvgpr_read
BUILDERS["v_accvgpr_write_b32"] = build_accvgpr_write
BUILDERS.update({name: build_dot for name in DOTS})
BUILDERS.update({n: build_fma_mix for n in ("v_fma_mix_f32", "v_fma_mixlo_f16", "v_fma_mixhi_f16")})
BUILDERS["v_pk_fmac_f16"] = build_pk_fmac
