"""VALU semantics of the less common rows (MI200 ISA 12.8 VOP1, 12.7 VOP2, 12.11 VOP3A):
sums of absolute differences, byte lerp, cube-map coordinates, normalized and saturating
conversions, the 16-bit three-operand min/max/median, the GFX8 ("legacy") 16-bit
multiply-adds, the f16 division fixup, the VOP2 dot products that accumulate into D, and
the gfx940 additions (v_mov_b64, v_lshl_add_u64, v_fmamk_f32 / v_fmaak_f32).

Registered into :data:`MORE` with the ``Sem`` records of :mod:`valu_ops` (same builders,
modifiers, DPP/SDWA and MODE handling). Each function's docstring is the manual's pseudocode.
"""

from __future__ import annotations

import numpy as np

from amdgcn.emu.semantics import fp, fpmode
from amdgcn.emu.semantics.valu_ops import Sem, _div_fixup, cvt_pk_u8
from amdgcn.emu.semantics.valu_ops import op as _op

U8, U16, I16, U32, I32, U64 = np.uint8, np.uint16, np.int16, np.uint32, np.int32, np.uint64
F16, F32, F64 = np.float16, np.float32, np.float64

MORE: dict[str, Sem] = {}


def op(name: str, dst: str, srcs: tuple, pseudo: str, fn, kind: str = "vop") -> None:
    """Register ``fn`` for ``name`` in :data:`MORE` (see :func:`valu_ops.op`)."""
    _op(name, dst, srcs, pseudo, fn, kind, table=MORE)


def _bytes(x, n: int = 4):
    """The ``n`` bytes of uint values ``x`` (lowest first) as uint32 arrays."""
    x = np.asarray(x)
    return [((x >> x.dtype.type(8 * k)) & x.dtype.type(0xFF)).astype(U32) for k in range(n)]


def _absdiff(a, b):
    return np.where(a > b, a - b, b - a)


def sad_u8(a, b, c):
    """SAD_U8: D.u = S2.u + sum of ABSDIFF(S0.u[8k+7:8k], S1.u[8k+7:8k]) for k < 4."""
    d = np.asarray(c, U32).copy() if np.ndim(c) else U32(c)
    for x, y in zip(_bytes(np.asarray(a, U32)), _bytes(np.asarray(b, U32))):
        d = d + _absdiff(x, y)
    return d


def msad_u8(a, b, c):
    """MSAD_U8: SAD_U8 where a zero byte of S1 contributes nothing (masked SAD)."""
    d = np.asarray(c, U32).copy() if np.ndim(c) else U32(c)
    for x, y in zip(_bytes(np.asarray(a, U32)), _bytes(np.asarray(b, U32))):
        d = d + np.where(y == 0, U32(0), _absdiff(x, y))
    return d


def _window(s0, k):
    """S0[8k+31:8k] of a 64-bit S0 as uint32."""
    return ((np.asarray(s0, U64) >> U64(8 * k)) & U64(0xFFFFFFFF)).astype(U32)


def _qsad(sad, s0, s1, s2, bits):
    mask = U64((1 << bits) - 1)
    s2 = np.asarray(s2, U64)
    d = np.zeros(np.broadcast(s0, s1, s2).shape, U64)
    for k in range(64 // bits):
        acc = ((s2 >> U64(bits * k)) & mask).astype(U32)
        r = (np.asarray(sad(_window(s0, k), s1, acc), U64) & mask) << U64(bits * k)
        d |= r
    return d


op("v_sad_u8", "u32", ("u32", "u32", "u32"),
   "D.u = S2.u; D.u += ABSDIFF(S0.u[31:24], S1.u[31:24]) ... + ABSDIFF(S0.u[7:0], S1.u[7:0]).",
   sad_u8)
op("v_sad_hi_u8", "u32", ("u32", "u32", "u32"), "D.u = (SAD_U8(S0, S1, 0) << 16) + S2.u.",
   lambda a, b, c: (sad_u8(a, b, U32(0)) << U32(16)) + c)
op("v_sad_u16", "u32", ("u32", "u32", "u32"),
   "D.u = S2.u + ABSDIFF(S0.u[31:16], S1.u[31:16]) + ABSDIFF(S0.u[15:0], S1.u[15:0]).",
   lambda a, b, c: c + _absdiff(a >> U32(16), b >> U32(16))
   + _absdiff(a & U32(0xFFFF), b & U32(0xFFFF)))
op("v_msad_u8", "u32", ("u32", "u32", "u32"),
   "D.u = S2.u; D.u += S1.u[31:24] == 0 ? 0 : ABSDIFF(S0.u[31:24], S1.u[31:24]) ... (masked SAD).",
   msad_u8)
op("v_qsad_pk_u16_u8", "u64", ("u64", "u32", "u64"),
   "D[16k+15:16k] = SAD_U8(S0[8k+31:8k], S1[31:0], S2[16k+15:16k]) for k < 4.",
   lambda a, b, c: _qsad(sad_u8, a, b, c, 16))
op("v_mqsad_pk_u16_u8", "u64", ("u64", "u32", "u64"),
   "D[16k+15:16k] = MSAD_U8(S0[8k+31:8k], S1[31:0], S2[16k+15:16k]) for k < 4.",
   lambda a, b, c: _qsad(msad_u8, a, b, c, 16))


def _lerp(a, b, c):
    d = np.zeros(np.broadcast(a, b, c).shape, U32)
    for k, (x, y) in enumerate(zip(_bytes(np.asarray(a, U32)), _bytes(np.asarray(b, U32)))):
        rnd = (np.asarray(c, U32) >> U32(8 * k)) & U32(1)
        d |= ((x + y + rnd) >> U32(1)) << U32(8 * k)
    return d


op("v_lerp_u8", "u32", ("u32", "u32", "u32"),
   "D.u = ((S0.u[31:24] + S1.u[31:24] + S2.u[24]) >> 1) << 24 + ... + ((S0.u[7:0] + S1.u[7:0] + S2.u[0]) >> 1).",
   _lerp)


# -- cube map (MI200 ISA 12.11, opcodes 452-455) ---------------------------------------------------
def _cube_axes(x, y, z):
    ax, ay, az = np.abs(x), np.abs(y), np.abs(z)
    zmaj = (az >= ax) & (az >= ay)
    ymaj = ~zmaj & (ay >= ax)
    return zmaj, ymaj


def cubeid(x, y, z):
    """Face ID: z major -> 4/5, y major -> 2/3, else 0/1 (odd for a negative major axis)."""
    zmaj, ymaj = _cube_axes(x, y, z)
    return np.where(zmaj, np.where(z < 0, F32(5), F32(4)),
                    np.where(ymaj, np.where(y < 0, F32(3), F32(2)),
                             np.where(x < 0, F32(1), F32(0)))).astype(F32)


def cubesc(x, y, z):
    """S: z major -> (z < 0 ? -x : x); y major -> x; else (x < 0 ? z : -z)."""
    zmaj, ymaj = _cube_axes(x, y, z)
    return np.where(zmaj, np.where(z < 0, -x, x),
                    np.where(ymaj, x, np.where(x < 0, z, -z))).astype(F32)


def cubetc(x, y, z):
    """T: z major -> -y; y major -> (y < 0 ? -z : z); else -y."""
    zmaj, ymaj = _cube_axes(x, y, z)
    return np.where(zmaj, -y, np.where(ymaj, np.where(y < 0, -z, z), -y)).astype(F32)


def cubema(x, y, z):
    """2.0 * the major axis coordinate (z, then y, then x)."""
    zmaj, ymaj = _cube_axes(x, y, z)
    return (F32(2) * np.where(zmaj, z, np.where(ymaj, y, x))).astype(F32)


op("v_cubeid_f32", "f32", ("f32",) * 3, "D.f = cubemap face ID ({0.0, 1.0, ..., 5.0}) of (S0.f, S1.f, S2.f).", cubeid)
op("v_cubesc_f32", "f32", ("f32",) * 3, "D.f = cubemap S coordinate of (S0.f, S1.f, S2.f).", cubesc)
op("v_cubetc_f32", "f32", ("f32",) * 3, "D.f = cubemap T coordinate of (S0.f, S1.f, S2.f).", cubetc)
op("v_cubema_f32", "f32", ("f32",) * 3, "D.f = 2.0 * cubemap major axis of (S0.f, S1.f, S2.f).", cubema)


# -- normalized and saturating conversions ------------------------------------------------------
def snorm16(x):
    """flt_to_snorm16: clamp to [-1, 1], scale by 32767, round to nearest even (NaN -> 0)."""
    x = np.nan_to_num(np.asarray(x, F64), nan=0.0)
    return np.rint(np.clip(x, -1.0, 1.0) * 32767.0).astype(I16)


def unorm16(x):
    """flt_to_unorm16: clamp to [0, 1], scale by 65535, round to nearest even (NaN -> 0)."""
    x = np.nan_to_num(np.asarray(x, F64), nan=0.0)
    return np.rint(np.clip(x, 0.0, 1.0) * 65535.0).astype(U16)


def _pack(lo, hi):
    return (np.asarray(lo).view(U16).astype(U32)
            | (np.asarray(hi).view(U16).astype(U32) << U32(16)))


op("v_cvt_norm_i16_f16", "i16", ("f16",), "D.i16 = flt16_to_snorm16(S.f16).", snorm16)
op("v_cvt_norm_u16_f16", "u16", ("f16",), "D.u16 = flt16_to_unorm16(S.f16).", unorm16)
op("v_cvt_pknorm_i16_f32", "b32", ("f32", "f32"), "D = {(snorm)S1.f, (snorm)S0.f}.",
   lambda a, b: _pack(snorm16(a), snorm16(b)))
op("v_cvt_pknorm_u16_f32", "b32", ("f32", "f32"), "D = {(unorm)S1.f, (unorm)S0.f}.",
   lambda a, b: _pack(unorm16(a), unorm16(b)))
op("v_cvt_pknorm_i16_f16", "b32", ("f16", "f16"), "D = {(snorm)S1.f16, (snorm)S0.f16}.",
   lambda a, b: _pack(snorm16(a), snorm16(b)))
op("v_cvt_pknorm_u16_f16", "b32", ("f16", "f16"), "D = {(unorm)S1.f16, (unorm)S0.f16}.",
   lambda a, b: _pack(unorm16(a), unorm16(b)))
op("v_sat_pk_u8_i16", "u32", ("u32",), "D.u32 = {16'b0, sat8(S.u[31:16]), sat8(S.u[15:0])}.",
   lambda a: (np.clip((np.asarray(a, U32) & U32(0xFFFF)).astype(U16).view(I16), 0, 255).astype(U32)
              | (np.clip((np.asarray(a, U32) >> U32(16)).astype(U16).view(I16), 0, 255).astype(U32)
                 << U32(8))))
op("v_cvt_pkaccum_u8_f32", "u32", ("f32", "u32", "u32"),
   "byte = S1.u[1:0]; bit = byte * 8; D.u[bit+7:bit] = flt32_to_uint8(S0.f) (D passes in as S2).",
   cvt_pk_u8)


# -- 16-bit three-operand min / max / median ------------------------------------------------------
def _med3(a, b, c, lo, hi):
    return hi(lo(a, b), lo(hi(a, b), c))


def _med3_f16(a, b, c):
    nan = np.isnan(a) | np.isnan(b) | np.isnan(c)
    med = _med3(a, b, c, fp.fmin, fp.fmax)
    return np.where(nan, fp.fmin(fp.fmin(a, b), c), med)


op("v_min3_f16", "f16", ("f16",) * 3, "D.f16 = V_MIN_F16(V_MIN_F16(S0.f16, S1.f16), S2.f16).",
   lambda a, b, c: fp.fmin(fp.fmin(a, b), c))
op("v_max3_f16", "f16", ("f16",) * 3, "D.f16 = V_MAX_F16(V_MAX_F16(S0.f16, S1.f16), S2.f16).",
   lambda a, b, c: fp.fmax(fp.fmax(a, b), c))
op("v_med3_f16", "f16", ("f16",) * 3,
   "if (isNan(S0.f16) || isNan(S1.f16) || isNan(S2.f16)) D.f16 = V_MIN3_F16(S0, S1, S2); else median.",
   _med3_f16)
for _t in ("i16", "u16"):
    op(f"v_min3_{_t}", _t, (_t,) * 3, f"D.{_t} = V_MIN_{_t.upper()}(V_MIN_{_t.upper()}(S0, S1), S2).",
       lambda a, b, c: np.minimum(np.minimum(a, b), c))
    op(f"v_max3_{_t}", _t, (_t,) * 3, f"D.{_t} = V_MAX_{_t.upper()}(V_MAX_{_t.upper()}(S0, S1), S2).",
       lambda a, b, c: np.maximum(np.maximum(a, b), c))
    op(f"v_med3_{_t}", _t, (_t,) * 3, f"D.{_t} = median(S0.{_t}, S1.{_t}, S2.{_t}).",
       lambda a, b, c: _med3(a, b, c, np.minimum, np.maximum))


# -- GFX8 ("legacy") 16-bit multiply-adds and the f16 division fixup -----------------------------
op("v_mad_legacy_f16", "f16", ("f16",) * 3,
   "D.f16 = S0.f16 * S1.f16 + S2.f16 (GFX8 form: the high 16 bits of D are zeroed).",
   lambda a, b, c: fp.fma16(a, b, c))
op("v_fma_legacy_f16", "f16", ("f16",) * 3,
   "D.f16 = S0.f16 * S1.f16 + S2.f16 (fused; GFX8 form: the high 16 bits of D are zeroed).",
   fp.fma16)
op("v_mad_legacy_u16", "u16", ("u16",) * 3, "D.u16 = S0.u16 * S1.u16 + S2.u16 (GFX8 form).",
   lambda a, b, c: a * b + c)
op("v_mad_legacy_i16", "i16", ("i16",) * 3, "D.i16 = S0.i16 * S1.i16 + S2.i16 (GFX8 form).",
   lambda a, b, c: a * b + c)
op("v_div_fixup_f16", "f16", ("f16",) * 3,
   "sign_out = sign(S1.f16)^sign(S2.f16); special cases of S2/S1; else D.f16 = sign_out ? -abs(S0.f16) : abs(S0.f16).",
   lambda q, d, n: _div_fixup(q, d, n))
op("v_div_fixup_legacy_f16", "f16", ("f16",) * 3,
   "As V_DIV_FIXUP_F16 (GFX8 form: the high 16 bits of D are zeroed).",
   lambda q, d, n: _div_fixup(q, d, n))


# -- VOP2 dot products accumulating into D (MI200 ISA 12.7, opcodes 55-58) -----------------------
def _nibbles(x, signed: bool):
    x = np.asarray(x, U32)
    out = []
    for k in range(8):
        v = ((x >> U32(4 * k)) & U32(0xF)).astype(np.int64)
        out.append(np.where(v >= 8, v - 16, v) if signed else v)
    return out


def dot_sum(a, b, elem, signed: bool = True):
    """Sum (int64) of the products of the packed integer elements of uint32 ``a`` and ``b``
    (``elem``: a dtype, or 4 for nibbles)."""
    a = np.asarray(a, U32)
    b = np.asarray(b, U32)
    if elem == 4:
        return sum(x * y for x, y in zip(_nibbles(a, signed), _nibbles(b, signed)))
    shape = np.broadcast(a, b).shape
    av = np.ascontiguousarray(np.broadcast_to(a, shape)).view(elem).reshape(shape + (-1,))
    bv = np.ascontiguousarray(np.broadcast_to(b, shape)).view(elem).reshape(shape + (-1,))
    return (av.astype(np.int64) * bv.astype(np.int64)).sum(axis=-1)


def dot(a, b, c, elem, signed: bool = True):
    """S2 + sum of the products of the packed elements of S0 and S1 (``elem``: a dtype, or 4
    for nibbles); integers wrap to 32 bits, f16 products are exact and summed in f64."""
    if elem == F16:
        shape = np.broadcast(a, b).shape
        av = np.ascontiguousarray(np.broadcast_to(np.asarray(a, U32), shape)).view(F16)
        bv = np.ascontiguousarray(np.broadcast_to(np.asarray(b, U32), shape)).view(F16)
        av, bv = fpmode.flush(av), fpmode.flush(bv)      # dot2 f16 always flushes denormals
        s = (av.astype(F64) * bv.astype(F64)).reshape(shape + (2,)).sum(axis=-1)
        return fpmode.flush((s + fpmode.flush(np.asarray(c, F32))).astype(F32))
    return (np.asarray(c).astype(np.int64) + dot_sum(a, b, elem, signed)).astype(U32)


op("v_dot2c_f32_f16", "f32", ("b32", "b32", "f32"),
   "D.f32 = S0.f16[0] * S1.f16[0] + S0.f16[1] * S1.f16[1] + D.f32.",
   lambda a, b, c: dot(a, b, c, F16))
op("v_dot2c_i32_i16", "u32", ("b32", "b32", "i32"),
   "D.i32 = S0.i16[0] * S1.i16[0] + S0.i16[1] * S1.i16[1] + D.i32.",
   lambda a, b, c: dot(a, b, c, I16))
op("v_dot4c_i32_i8", "u32", ("b32", "b32", "i32"),
   "D.i32 = S0.i8[0] * S1.i8[0] + ... + S0.i8[3] * S1.i8[3] + D.i32.",
   lambda a, b, c: dot(a, b, c, np.int8))
op("v_dot8c_i32_i4", "u32", ("b32", "b32", "i32"),
   "D.i32 = S0.i4[0] * S1.i4[0] + ... + S0.i4[7] * S1.i4[7] + D.i32.",
   lambda a, b, c: dot(a, b, c, 4))

# -- gfx940 additions (MI300 ISA: VOP1, VOP2, VOP3A) ---------------------------------------------
op("v_mov_b64", "b64", ("b64",), "D.u64 = S0.u64.", lambda a: a)
op("v_lshl_add_u64", "u64", ("u64", "u32", "u64"),
   "D.u64 = (S0.u64 << S1.u[2:0]) + S2.u64 (shifts of 0 to 4 are supported).",
   lambda a, b, c: (np.asarray(a, U64) << (np.asarray(b, U32) & U32(7)).astype(U64))
   + np.asarray(c, U64))
op("v_fmamk_f32", "f32", ("f32", "f32", "f32"), "D.f = S0.f * K + S1.f (fused).", fp.fma32)
op("v_fmaak_f32", "f32", ("f32", "f32", "f32"), "D.f = S0.f * S1.f + K (fused).", fp.fma32)

#: operations whose VOP3 form writes the low half of D and keeps the high half (MI200 ISA
#: 12.11: "If op_sel[3] is 0 ... hi 16 bits are preserved"); other 16-bit results zero it
PRESERVE_HIGH = frozenset({"v_mad_f16", "v_mad_u16", "v_mad_i16", "v_fma_f16", "v_div_fixup_f16"})
#: operations whose D is also their third source (VOP2 accumulators and V_CVT_PKACCUM_U8_F32)
DST_IS_SRC2 = frozenset({"v_dot2c_f32_f16", "v_dot2c_i32_i16", "v_dot4c_i32_i8",
                         "v_dot8c_i32_i4", "v_cvt_pkaccum_u8_f32"})
