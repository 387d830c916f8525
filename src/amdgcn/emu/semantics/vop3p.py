"""Packed math (VOP3P, MI200 ISA 12.10): two 16-bit lanes per register, or on gfx90a two f32
lanes per register pair (v_pk_fma_f32 ...); op_sel / op_sel_hi choose the halves (dwords)
each result half reads, neg / neg_hi negate them. Also v_accvgpr_read/write and the dot ops.
"""

from __future__ import annotations

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.emu.access import const_value, is_const, store_lanes
from amdgcn.emu.semantics import fp

U16, I16, F16 = np.uint16, np.int16, np.float16
U32, I32, F32 = np.uint32, np.int32, np.float32

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

    def half(v, hi, is_c):
        if is_c:
            # an inline constant feeds both halves the same 16-bit value
            return np.uint32(v).astype(U16).view(dt) if not hasattr(v, "shape") else v.astype(U16).view(dt)
        v = np.asarray(v, U32)
        return ((v >> U32(16)) if hi else v).astype(U16).view(dt)

    def step(st, g):
        vals = [r(st, g) for r in raws]
        lo_in = [half(v, _bit(op_sel, i), consts[i]) for i, v in enumerate(vals)]
        hi_in = [half(v, _bit(op_sel_hi, i), consts[i]) for i, v in enumerate(vals)]
        if t == "f16":
            lo_in = [-x if _bit(neg, i) else x for i, x in enumerate(lo_in)]
            hi_in = [-x if _bit(neg_hi, i) else x for i, x in enumerate(hi_in)]
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
            lo = np.asarray(raws[0](st, g, 1 if _bit(op_sel, 0) else 0), U32)
            hi = np.asarray(raws[1](st, g, 1 if _bit(op_sel, 1) else 0), U32)
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
    return lambda st, g: store_lanes(st.vgpr[vdst], g, st.agpr[src][g.sel])


def build_accvgpr_write(inst, ctx):
    """ACC[D].u = S0.u (VGPR or constant)."""
    r = _raw(inst.fields["src0"], inst.literal)
    vdst = inst.fields["vdst"]
    return lambda st, g: store_lanes(st.agpr[vdst], g, r(st, g))


def _dot(kind):
    """v_dot2/4/8: D = S2 + sum of products of the packed elements of S0 and S1."""
    spec = {"v_dot2_f32_f16": (F16, 2, F32), "v_dot2_i32_i16": (I16, 2, I32),
            "v_dot2_u32_u16": (U16, 2, U32), "v_dot4_i32_i8": (np.int8, 4, I32),
            "v_dot4_u32_u8": (np.uint8, 4, U32)}[kind]
    elem, n, acc = spec

    def build(inst, ctx):
        f = inst.fields
        r0, r1, r2 = (_raw(f[k], inst.literal) for k in ("src0", "src1", "src2"))
        vdst = f["vdst"]

        def step(st, g):
            a = np.broadcast_to(np.asarray(r0(st, g), U32), (g.n, 64))
            b = np.broadcast_to(np.asarray(r1(st, g), U32), (g.n, 64))
            c = np.broadcast_to(np.asarray(r2(st, g), U32), (g.n, 64))
            av = np.ascontiguousarray(a).view(elem).reshape(g.n, 64, n).astype(np.float64 if acc == F32 else np.int64)
            bv = np.ascontiguousarray(b).view(elem).reshape(g.n, 64, n).astype(av.dtype)
            s = (av * bv).sum(axis=-1)
            if acc == F32:
                d = (s + c.view(F32).astype(np.float64)).astype(F32).view(U32)
            else:
                d = (s + c.view(acc).astype(np.int64)).astype(acc).view(U32)
            store_lanes(st.vgpr[vdst], g, d)
        return step
    return build


BUILDERS: dict = {name: build_pk16 for name in PK16}
BUILDERS.update({name: build_pk32 for name in PK32})
BUILDERS["v_accvgpr_read_b32"] = build_accvgpr_read
BUILDERS["v_accvgpr_write_b32"] = build_accvgpr_write
for _k in ("v_dot2_f32_f16", "v_dot2_i32_i16", "v_dot2_u32_u16", "v_dot4_i32_i8", "v_dot4_u32_u8"):
    BUILDERS[_k] = _dot(_k)
