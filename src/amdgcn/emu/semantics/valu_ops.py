"""VALU semantics functions (MI200 ISA 12.7 VOP2, 12.8 VOP1, 12.9 VOPC, 12.11 VOP3).

Each entry of :data:`VALU` is ``Sem(fn, kind, dst, srcs)``: ``fn`` takes typed lane arrays
(any shape, broadcasting) and returns the typed result; its docstring's first line is the
manual's pseudocode. ``kind`` tells the builder which implicit operands to wire:
``vop`` plain; ``co`` returns (D, carry-out lanes); ``ci`` also takes carry-in lanes; ``cnd``
takes a lane mask (v_cndmask); ``cmp`` returns lanes for VCC/SDST; ``mad64`` and ``dscale``
return (D, lanes); ``dfmas`` takes VCC lanes.
"""

from __future__ import annotations

import types
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from amdgcn.emu.semantics import fp, fpmode
from amdgcn.emu.semantics.fp import F16, F32, F64, I32, I64, U32, U64

U16, I16 = np.uint16, np.int16


@dataclass(frozen=True, slots=True)
class Sem:
    """Semantics of one VALU mnemonic."""

    fn: object
    kind: str
    dst: str
    srcs: tuple
    #: ``into(out, *srcs)``: the same result computed straight into ``out`` (the typed
    #: destination rows, every lane active); it must read all sources before writing
    into: object = None


VALU: dict[str, Sem] = {}


def op(name: str, dst: str, srcs: tuple, pseudo: str, fn, kind: str = "vop", *,
       into=None, table: dict | None = None) -> None:
    """Register ``fn`` as the semantics of ``name`` (in :data:`VALU`, or ``table``) with
    ``pseudo`` as its docstring."""
    if not isinstance(fn, types.FunctionType) or fn.__name__ != "<lambda>":
        fn = _wrap(fn)
    fn.__doc__ = pseudo
    fn.__name__ = name
    (VALU if table is None else table)[name] = Sem(fn, kind, dst, srcs, into)


def _ufunc2(uf):
    """``into`` of a binary ufunc: out = uf(S0, S1)."""
    return lambda out, a, b: uf(a, b, out=out)


def _ufunc2rev(uf):
    """``into`` of a reversed binary ufunc: out = uf(S1, S0)."""
    return lambda out, a, b: uf(b, a, out=out)


def _wrap(inner):
    def fn(*args):
        return inner(*args)
    return fn


def _ffbh_i32(a):
    a = np.asarray(a)
    x = np.where(a < 0, ~a, a).astype(U32)
    return np.where(x == 0, U32(0xFFFFFFFF), fp.clz32(x))


def _bfe_i32(a, b, c):
    # the field is the low w bits of the 64-bit sign-extended S0 >> offset, sign-extended from
    # bit w-1 (a field reaching past bit 31 takes S0's sign: LLVM's BFE_I32 constant folder)
    w, v = _i64(c & U32(31)), _i64(a) >> _i64(b & U32(31))
    return np.where(w == 0, 0, (v << (64 - w)) >> (64 - w)).astype(I32)


def _add_co(a, b):
    s = np.add(a, b, dtype=U32)
    return s, s < a


def _mad_i64(a, b, c):
    d = _i64(a) * _i64(b) + c
    return d, np.zeros(np.shape(d), bool)


def _ubyte_to_f32(k: int):
    return lambda a: ((np.asarray(a, U32) >> U32(8 * k)) & U32(0xFF)).astype(F32)


def cvt_pk_u8(a, b, c):
    """(S2.u & ~(0xff << (8 * S1.u[1:0]))) | (flt32_to_uint8(S0.f) << (8 * S1.u[1:0]))."""
    sh = U32(8) * (b & U32(3))
    return (c & ~(U32(0xFF) << sh)) | (fp.cvt_int(np.rint(a), 0, 255, U32) << sh)


def _ftz(x):
    """Denormals flushed to signed zero (the transcendentals do it whatever MODE says)."""
    return fpmode.flush(x)


def _u64(x):
    return np.asarray(x).astype(U64)


def _i64(x):
    return np.asarray(x).astype(I64)


# -- moves and bit operations -------------------------------------------------------------------
op("v_mov_b32", "b32", ("b32",), "D.u = S0.u.", lambda a: a)
op("v_not_b32", "b32", ("b32",), "D.u = ~S0.u.", lambda a: ~np.asarray(a, U32))
op("v_bfrev_b32", "b32", ("b32",), "D.u[31:0] = S0.u[0:31].", fp.brev32)
op("v_ffbh_u32", "u32", ("u32",), "D.u = position of first 1 from MSB (0xffffffff if none).",
   lambda a: np.where(np.asarray(a) == 0, U32(0xFFFFFFFF), fp.clz32(a)))
op("v_ffbl_b32", "u32", ("u32",), "D.u = position of first 1 from LSB (0xffffffff if none).",
   lambda a: np.where(np.asarray(a) == 0, U32(0xFFFFFFFF), fp.ctz32(a)))
op("v_ffbh_i32", "u32", ("i32",), "D.u = position of first bit != sign bit, from MSB (-1 if none).",
   lambda a: _ffbh_i32(a))
op("v_and_b32", "b32", ("b32", "b32"), "D.u = S0.u & S1.u.", lambda a, b: a & b,
   into=_ufunc2(np.bitwise_and))
op("v_or_b32", "b32", ("b32", "b32"), "D.u = S0.u | S1.u.", lambda a, b: a | b,
   into=_ufunc2(np.bitwise_or))
op("v_xor_b32", "b32", ("b32", "b32"), "D.u = S0.u ^ S1.u.", lambda a, b: a ^ b,
   into=_ufunc2(np.bitwise_xor))
op("v_xnor_b32", "b32", ("b32", "b32"), "D.u = ~(S0.u ^ S1.u).", lambda a, b: ~(a ^ b))
op("v_lshlrev_b32", "b32", ("u32", "b32"), "D.u = S1.u << S0.u[4:0].", lambda a, b: b << (a & U32(31)))
op("v_lshrrev_b32", "b32", ("u32", "b32"), "D.u = S1.u >> S0.u[4:0].", lambda a, b: b >> (a & U32(31)))
op("v_ashrrev_i32", "i32", ("u32", "i32"), "D.i = signext(S1.i) >> S0.i[4:0].",
   lambda a, b: b >> (a & U32(31)).astype(I32))
op("v_lshlrev_b64", "b64", ("u32", "b64"), "D.u64 = S1.u64 << S0.u[5:0].", lambda a, b: b << _u64(a & U32(63)))
op("v_lshrrev_b64", "b64", ("u32", "b64"), "D.u64 = S1.u64 >> S0.u[5:0].", lambda a, b: b >> _u64(a & U32(63)))
op("v_ashrrev_i64", "i64", ("u32", "i64"), "D.u64 = signext(S1.u64) >> S0.u[5:0].",
   lambda a, b: b >> _i64(a & U32(63)))
op("v_lshlrev_b16", "b16", ("u16", "b16"), "D.u[15:0] = S1.u[15:0] << S0.u[3:0].", lambda a, b: b << (a & U16(15)))
op("v_lshrrev_b16", "b16", ("u16", "b16"), "D.u[15:0] = S1.u[15:0] >> S0.u[3:0].", lambda a, b: b >> (a & U16(15)))
op("v_ashrrev_i16", "i16", ("u16", "i16"), "D.i[15:0] = signext(S1.i[15:0]) >> S0.i[3:0].",
   lambda a, b: b >> (a & U16(15)).astype(I16))
op("v_bfe_u32", "u32", ("u32", "u32", "u32"), "D.u = (S0.u >> S1.u[4:0]) & ((1 << S2.u[4:0]) - 1).",
   lambda a, b, c: (a >> (b & U32(31))) & ((U32(1) << (c & U32(31))) - U32(1)))
op("v_bfe_i32", "i32", ("i32", "u32", "u32"),
   "D.i = signext((S0.i >> S1.u[4:0]) & ((1 << S2.u[4:0]) - 1)).",
   lambda a, b, c: _bfe_i32(a, b, c))
op("v_bfi_b32", "b32", ("b32", "b32", "b32"), "D.u = (S0.u & S1.u) | (~S0.u & S2.u).",
   lambda a, b, c: (a & b) | (~a & c))
op("v_bfm_b32", "b32", ("u32", "u32"), "D.u = ((1 << S0.u[4:0]) - 1) << S1.u[4:0].",
   lambda a, b: ((U32(1) << (a & U32(31))) - U32(1)) << (b & U32(31)))
op("v_alignbit_b32", "b32", ("u32", "u32", "u32"), "D.u = ({S0, S1} >> S2.u[4:0]) & 0xffffffff.",
   lambda a, b, c: ((_u64(a) << U64(32) | _u64(b)) >> _u64(c & U32(31))).astype(U32))
op("v_alignbyte_b32", "b32", ("u32", "u32", "u32"), "D.u = ({S0, S1} >> (8 * S2.u[4:0])) & 0xffffffff.",
   lambda a, b, c: ((_u64(a) << U64(32) | _u64(b)) >> (U64(8) * _u64(c & U32(3)))).astype(U32))
op("v_bcnt_u32_b32", "u32", ("u32", "u32"), "D.u = CountOneBits(S0.u) + S1.u.",
   lambda a, b: fp.popcount32(a) + b)
op("v_perm_b32", "b32", ("b32", "b32", "u32"),
   "D.u[31:0] = { byte_permute({S0.u, S1.u}, S2.u[31:24]), ..., byte_permute({S0.u, S1.u}, S2.u[7:0]) }.",
   lambda a, b, c: _perm(a, b, c))
op("v_lshl_add_u32", "u32", ("u32", "u32", "u32"), "D.u = (S0.u << S1.u[4:0]) + S2.u.",
   lambda a, b, c: (a << (b & U32(31))) + c)
op("v_add_lshl_u32", "u32", ("u32", "u32", "u32"), "D.u = (S0.u + S1.u) << S2.u[4:0].",
   lambda a, b, c: (a + b) << (c & U32(31)))
op("v_add3_u32", "u32", ("u32", "u32", "u32"), "D.u = S0.u + S1.u + S2.u.", lambda a, b, c: a + b + c)
op("v_lshl_or_b32", "b32", ("u32", "u32", "u32"), "D.u = (S0.u << S1.u[4:0]) | S2.u.",
   lambda a, b, c: (a << (b & U32(31))) | c)
op("v_and_or_b32", "b32", ("b32", "b32", "b32"), "D.u = (S0.u & S1.u) | S2.u.", lambda a, b, c: (a & b) | c)
op("v_or3_b32", "b32", ("b32", "b32", "b32"), "D.u = S0.u | S1.u | S2.u.", lambda a, b, c: a | b | c)
op("v_xad_u32", "u32", ("u32", "u32", "u32"), "D.u32 = (S0.u32 ^ S1.u32) + S2.u32.", lambda a, b, c: (a ^ b) + c)
op("v_mbcnt_lo_u32_b32", "u32", ("u32", "u32"),
   "ThreadMask = (1 << ThreadPosition) - 1; D.u = CountOneBits(S0.u & ThreadMask[31:0]) + S1.u.",
   lambda a, b: fp.popcount32(a & _LO_MASK) + b)
op("v_mbcnt_hi_u32_b32", "u32", ("u32", "u32"),
   "ThreadMask = (1 << ThreadPosition) - 1; D.u = CountOneBits(S0.u & ThreadMask[63:32]) + S1.u.",
   lambda a, b: fp.popcount32(a & _HI_MASK) + b)

_LANE = np.arange(64, dtype=np.uint64)
_THREAD_MASK = (np.uint64(1) << _LANE) - np.uint64(1)
_LO_MASK = (_THREAD_MASK & np.uint64(0xFFFFFFFF)).astype(U32)
_HI_MASK = (_THREAD_MASK >> np.uint64(32)).astype(U32)


def _perm(a, b, sel):
    """Byte permute of V_PERM_B32: selector bytes 0-7 pick bytes of {S0, S1}, 8-11 sign
    bits, 12 zero, 13+ 0xff."""
    sel = np.asarray(sel, U32)
    if sel.size and (sel.size == 1 or sel.min() == sel.max()):
        shape = np.broadcast_shapes(np.shape(a), np.shape(b), sel.shape)
        if shape and not int(sel.flat[0]) & 0xF8F8F8F8:
            return _perm_copy(a, b, int(sel.flat[0]), shape)
        data = (_u64(a) << U64(32)) | _u64(b)
        return _perm_uniform(data, int(sel.flat[0]), shape)
    data = (_u64(a) << U64(32)) | _u64(b)
    out = np.zeros(np.broadcast(data, sel).shape, dtype=U32)
    for k in range(4):
        s = (sel >> U32(8 * k)) & U32(0xFF)
        byte = ((data >> (U64(8) * _u64(s & U32(7)))) & U64(0xFF)).astype(U32)
        sign_byte = lambda bitpos: np.where(((data >> U64(bitpos)) & U64(1)) != 0, U32(0xFF), U32(0))
        r = np.where(s < 8, byte, U32(0))
        r = np.where(s == 8, sign_byte(15), r)
        r = np.where(s == 9, sign_byte(31), r)
        r = np.where(s == 10, sign_byte(47), r)
        r = np.where(s == 11, sign_byte(63), r)
        r = np.where(s == 12, U32(0), r)
        r = np.where(s > 12, U32(0xFF), r)
        out |= r << U32(8 * k)
    return out


def _perm_copy(a, b, sel: int, shape):
    """V_PERM_B32 with one selector for every lane that picks only bytes of S0 and S1 (all
    selector bytes below 8): each result byte (each 16-bit half where two selector bytes
    name an aligned half of one source) copied from its source byte (clang's f16 packing,
    0x05040100)."""
    src = [np.ascontiguousarray(np.broadcast_to(np.asarray(x).astype(U32), shape)) for x in (b, a)]
    out = np.empty(shape, U32)
    k = 0
    while k < 4:
        s = (sel >> (8 * k)) & 7
        word = src[s >> 2]
        if k % 2 == 0 and s % 2 == 0 and ((sel >> (8 * k + 8)) & 7) == s + 1:
            out.view(np.uint16).reshape(shape + (2,))[..., k // 2] = \
                word.view(np.uint16).reshape(shape + (2,))[..., (s & 3) // 2]
            k += 2
            continue
        out.view(np.uint8).reshape(shape + (4,))[..., k] = \
            word.view(np.uint8).reshape(shape + (4,))[..., s & 3]
        k += 1
    return out


def _perm_uniform(data, sel: int, shape):
    """V_PERM_B32 with one selector for every lane (an SGPR or constant): a shift per byte."""
    out = np.zeros(shape, dtype=U64)
    for k in range(4):
        s = (sel >> (8 * k)) & 0xFF
        if s < 8:
            out |= ((data >> U64(8 * s)) & U64(0xFF)) << U64(8 * k)
        elif s < 12:
            out |= ((data >> U64(16 * (s - 8) + 15)) & U64(1)) * U64(0xFF << (8 * k))
        elif s > 12:
            out |= U64(0xFF << (8 * k))
    return out.astype(U32)


# -- integer arithmetic -------------------------------------------------------------------------
op("v_add_u32", "u32", ("u32", "u32"), "D.u = S0.u + S1.u.", lambda a, b: a + b,
   into=_ufunc2(np.add))
op("v_sub_u32", "u32", ("u32", "u32"), "D.u = S0.u - S1.u.", lambda a, b: a - b,
   into=_ufunc2(np.subtract))
op("v_subrev_u32", "u32", ("u32", "u32"), "D.u = S1.u - S0.u.", lambda a, b: b - a,
   into=_ufunc2rev(np.subtract))
op("v_add_i32", "i32", ("i32", "i32"), "D.i = S0.i + S1.i.", lambda a, b: a + b)
op("v_sub_i32", "i32", ("i32", "i32"), "D.i = S0.i - S1.i.", lambda a, b: a - b)
op("v_add_u16", "u16", ("u16", "u16"), "D.u16 = S0.u16 + S1.u16.", lambda a, b: a + b)
op("v_sub_u16", "u16", ("u16", "u16"), "D.u16 = S0.u16 - S1.u16.", lambda a, b: a - b)
op("v_subrev_u16", "u16", ("u16", "u16"), "D.u16 = S1.u16 - S0.u16.", lambda a, b: b - a)
op("v_add_i16", "i16", ("i16", "i16"), "D.i16 = S0.i16 + S1.i16.", lambda a, b: a + b)
op("v_sub_i16", "i16", ("i16", "i16"), "D.i16 = S0.i16 - S1.i16.", lambda a, b: a - b)
op("v_mul_lo_u16", "u16", ("u16", "u16"), "D.u16 = S0.u16 * S1.u16.", lambda a, b: a * b)
op("v_mad_u16", "u16", ("u16", "u16", "u16"), "D.u16 = S0.u16 * S1.u16 + S2.u16.", lambda a, b, c: a * b + c)
op("v_mad_i16", "i16", ("i16", "i16", "i16"), "D.i16 = S0.i16 * S1.i16 + S2.i16.", lambda a, b, c: a * b + c)
op("v_mad_u32_u16", "u32", ("u16", "u16", "u32"), "D.u32 = S0.u16 * S1.u16 + S2.u32.",
   lambda a, b, c: a.astype(U32) * b.astype(U32) + c)
op("v_mad_i32_i16", "i32", ("i16", "i16", "i32"), "D.i32 = S0.i16 * S1.i16 + S2.i32.",
   lambda a, b, c: a.astype(I32) * b.astype(I32) + c)
for _t, _n in (("u16", U16), ("i16", I16), ("u32", U32), ("i32", I32)):
    op(f"v_min_{_t}", _t, (_t, _t), f"D.{_t} = min(S0.{_t}, S1.{_t}).", lambda a, b: np.minimum(a, b))
    op(f"v_max_{_t}", _t, (_t, _t), f"D.{_t} = max(S0.{_t}, S1.{_t}).", lambda a, b: np.maximum(a, b))
for _t in ("u32", "i32"):
    op(f"v_min3_{_t}", _t, (_t,) * 3, f"D.{_t} = min(S0, S1, S2).", lambda a, b, c: np.minimum(np.minimum(a, b), c))
    op(f"v_max3_{_t}", _t, (_t,) * 3, f"D.{_t} = max(S0, S1, S2).", lambda a, b, c: np.maximum(np.maximum(a, b), c))
    op(f"v_med3_{_t}", _t, (_t,) * 3, f"D.{_t} = median(S0, S1, S2).",
       lambda a, b, c: np.maximum(np.minimum(a, b), np.minimum(np.maximum(a, b), c)))
op("v_mul_lo_u32", "u32", ("u32", "u32"), "D.u = S0.u * S1.u.", lambda a, b: a * b)
op("v_mul_lo_i32", "i32", ("i32", "i32"), "D.i = S0.i * S1.i.", lambda a, b: a * b)
op("v_mul_hi_u32", "u32", ("u32", "u32"), "D.u = (S0.u * S1.u) >> 32.",
   lambda a, b: ((_u64(a) * _u64(b)) >> U64(32)).astype(U32))
op("v_mul_hi_i32", "i32", ("i32", "i32"), "D.i = (S0.i * S1.i) >> 32.",
   lambda a, b: ((_i64(a) * _i64(b)) >> 32).astype(I32))
_S24 = lambda x: (np.asarray(x, I32) << 8) >> 8
_U24 = lambda x: np.asarray(x, U32) & U32(0xFFFFFF)
op("v_mul_i32_i24", "i32", ("i32", "i32"), "D.i = S0.i[23:0] * S1.i[23:0].",
   lambda a, b: (_i64(_S24(a)) * _i64(_S24(b))).astype(I32))
op("v_mul_hi_i32_i24", "i32", ("i32", "i32"), "D.i = (S0.i[23:0] * S1.i[23:0]) >> 32.",
   lambda a, b: ((_i64(_S24(a)) * _i64(_S24(b))) >> 32).astype(I32))
op("v_mul_u32_u24", "u32", ("u32", "u32"), "D.u = S0.u[23:0] * S1.u[23:0].",
   lambda a, b: (_u64(_U24(a)) * _u64(_U24(b))).astype(U32))
op("v_mul_hi_u32_u24", "u32", ("u32", "u32"), "D.u = (S0.u[23:0] * S1.u[23:0]) >> 32.",
   lambda a, b: ((_u64(_U24(a)) * _u64(_U24(b))) >> U64(32)).astype(U32))
op("v_mad_i32_i24", "i32", ("i32", "i32", "i32"), "D.i = S0.i[23:0] * S1.i[23:0] + S2.i.",
   lambda a, b, c: (_i64(_S24(a)) * _i64(_S24(b)) + c).astype(I32))
op("v_mad_u32_u24", "u32", ("u32", "u32", "u32"), "D.u = S0.u[23:0] * S1.u[23:0] + S2.u.",
   lambda a, b, c: (_u64(_U24(a)) * _u64(_U24(b)) + _u64(c)).astype(U32))
op("v_sad_u32", "u32", ("u32", "u32", "u32"), "D.u = abs(S0.u - S1.u) + S2.u.",
   lambda a, b, c: np.where(a > b, a - b, b - a) + c)

# carry chains (VOP2 writes VCC, VOP3B an SGPR pair)
op("v_add_co_u32", "u32", ("u32", "u32"), "D.u = S0.u + S1.u; VCC = carry out.",
   lambda a, b: _add_co(a, b), "co")
op("v_sub_co_u32", "u32", ("u32", "u32"), "D.u = S0.u - S1.u; VCC = borrow out (S1.u > S0.u).",
   lambda a, b: (a - b, np.asarray(b > a)), "co")
op("v_subrev_co_u32", "u32", ("u32", "u32"), "D.u = S1.u - S0.u; VCC = borrow out (S0.u > S1.u).",
   lambda a, b: (b - a, np.asarray(a > b)), "co")
op("v_addc_co_u32", "u32", ("u32", "u32"), "D.u = S0.u + S1.u + VCC; VCC = carry out.",
   lambda a, b, c: _addc(a, b, c), "ci")
op("v_subb_co_u32", "u32", ("u32", "u32"), "D.u = S0.u - S1.u - VCC; VCC = borrow out.",
   lambda a, b, c: ((a - b - c.astype(U32)), (_u64(b) + c.astype(U64)) > _u64(a)), "ci")
op("v_subbrev_co_u32", "u32", ("u32", "u32"), "D.u = S1.u - S0.u - VCC; VCC = borrow out.",
   lambda a, b, c: ((b - a - c.astype(U32)), (_u64(a) + c.astype(U64)) > _u64(b)), "ci")
def _mad_u64(a, b, c):
    # widen the larger operand once and multiply in place: a broadcast uint64 product of
    # two widened operands runs an order of magnitude slower in NumPy
    big, small = (a, b) if np.size(a) >= np.size(b) else (b, a)
    d = np.asarray(big).astype(U64)
    if d.shape != np.broadcast_shapes(d.shape, np.shape(small), np.shape(c)):
        d = np.broadcast_to(d, np.broadcast_shapes(d.shape, np.shape(small), np.shape(c))).copy()
    d *= np.asarray(small).astype(U64) if np.ndim(small) == 0 else small
    d += c
    return d, d < c


def _addc(a, b, c):
    s = np.add(a, b, dtype=U32)
    d = s + c.view(np.uint8).astype(U32) if isinstance(c, np.ndarray) else s + U32(c)
    return d, (s < a) | (d < s)


op("v_cndmask_b32", "f32", ("f32", "f32"), "D.u = VCC[threadId] ? S1.u : S0.u (VOP3 abs/neg act on the sign bit).",
   lambda a, b, m: np.where(m, b, a), "cnd")
op("v_mad_u64_u32", "u64", ("u32", "u32", "u64"), "{vcc_out, D.u64} = S0.u32 * S1.u32 + S2.u64.",
   lambda a, b, c: _mad_u64(a, b, c), "mad64")
op("v_mad_i64_i32", "i64", ("i32", "i32", "i64"), "{vcc_out, D.i64} = S0.i32 * S1.i32 + S2.i64.",
   lambda a, b, c: _mad_i64(a, b, c), "mad64")

# -- f32 ------------------------------------------------------------------------------------------
op("v_add_f32", "f32", ("f32", "f32"), "D.f = S0.f + S1.f.", lambda a, b: a + b,
   into=_ufunc2(np.add))
op("v_sub_f32", "f32", ("f32", "f32"), "D.f = S0.f - S1.f.", lambda a, b: a - b,
   into=_ufunc2(np.subtract))
op("v_subrev_f32", "f32", ("f32", "f32"), "D.f = S1.f - S0.f.", lambda a, b: b - a,
   into=_ufunc2rev(np.subtract))
op("v_mul_f32", "f32", ("f32", "f32"), "D.f = S0.f * S1.f.", lambda a, b: a * b,
   into=_ufunc2(np.multiply))
op("v_mul_legacy_f32", "f32", ("f32", "f32"), "D.f = S0.f * S1.f (DX9 rules, 0.0*x = 0.0).",
   lambda a, b: np.where((a == 0) | (b == 0), F32(0), a * b))
op("v_min_f32", "f32", ("f32", "f32"), "D.f = (S0.f < S1.f ? S0.f : S1.f) (IEEE minNum).", fp.fmin)
op("v_max_f32", "f32", ("f32", "f32"), "D.f = (S0.f >= S1.f ? S0.f : S1.f) (IEEE maxNum).", fp.fmax)
op("v_min3_f32", "f32", ("f32",) * 3, "D.f = min(S0.f, S1.f, S2.f).", lambda a, b, c: fp.fmin(fp.fmin(a, b), c))
op("v_max3_f32", "f32", ("f32",) * 3, "D.f = max(S0.f, S1.f, S2.f).", lambda a, b, c: fp.fmax(fp.fmax(a, b), c))
op("v_med3_f32", "f32", ("f32",) * 3, "D.f = median(S0.f, S1.f, S2.f).",
   lambda a, b, c: fp.fmax(fp.fmin(a, b), fp.fmin(fp.fmax(a, b), c)))
op("v_mac_f32", "f32", ("f32", "f32", "f32"), "D.f = S0.f * S1.f + D.f.", lambda a, b, c: a * b + c)
op("v_mad_f32", "f32", ("f32", "f32", "f32"), "D.f = S0.f * S1.f + S2.f.", lambda a, b, c: a * b + c)
op("v_mad_legacy_f32", "f32", ("f32", "f32", "f32"), "D.f = S0.f * S1.f + S2.f (DX9 rules).",
   lambda a, b, c: np.where((a == 0) | (b == 0), F32(0), a * b) + c)
op("v_madmk_f32", "f32", ("f32", "f32", "f32"), "D.f = S0.f * K + S1.f.", lambda a, k, b: a * k + b)
op("v_madak_f32", "f32", ("f32", "f32", "f32"), "D.f = S0.f * S1.f + K.", lambda a, b, k: a * b + k)
op("v_fma_f32", "f32", ("f32",) * 3, "D.f = S0.f * S1.f + S2.f (fused).", fp.fma32,
   into=lambda out, a, b, c: fp.fma32(a, b, c, out=out))
op("v_fmac_f32", "f32", ("f32",) * 3, "D.f = S0.f * S1.f + D.f (fused).", fp.fma32,
   into=lambda out, a, b, c: fp.fma32(a, b, c, out=out))
op("v_rcp_f32", "f32", ("f32",), "D.f = 1.0 / S0.f (denormals are flushed).",
   lambda a: _ftz(F32(1) / _ftz(a)))
op("v_rcp_iflag_f32", "f32", ("f32",), "D.f = 1.0 / S0.f (integer-division helper; denormals are flushed).",
   lambda a: _ftz(F32(1) / _ftz(a)))
op("v_rsq_f32", "f32", ("f32",), "D.f = 1.0 / sqrt(S0.f) (denormals are flushed).",
   lambda a: _ftz(F32(1) / np.sqrt(_ftz(a))))
op("v_sqrt_f32", "f32", ("f32",), "D.f = sqrt(S0.f) (denormals are flushed).",
   lambda a: _ftz(np.sqrt(_ftz(a))))
op("v_exp_f32", "f32", ("f32",), "D.f = pow(2.0, S0.f) (denormals are flushed).",
   lambda a: _ftz(np.exp2(_ftz(a))))
op("v_log_f32", "f32", ("f32",), "D.f = log2(S0.f) (denormals are flushed).",
   lambda a: _ftz(np.log2(_ftz(a))))
op("v_exp_legacy_f32", "f32", ("f32",), "D.f = pow(2.0, S0.f) (legacy).", np.exp2)
op("v_log_legacy_f32", "f32", ("f32",), "D.f = log2(S0.f) (legacy).", np.log2)
op("v_sin_f32", "f32", ("f32",), "D.f = sin(S0.f * 2 * PI).", lambda a: np.sin(a * F32(2 * np.pi)).astype(F32))
op("v_cos_f32", "f32", ("f32",), "D.f = cos(S0.f * 2 * PI).", lambda a: np.cos(a * F32(2 * np.pi)).astype(F32))
op("v_trunc_f32", "f32", ("f32",), "D.f = trunc(S0.f).", np.trunc)
op("v_ceil_f32", "f32", ("f32",), "D.f = trunc(S0.f); if (S0 > 0.0 && S0 != D) D += 1.0.", np.ceil)
op("v_floor_f32", "f32", ("f32",), "D.f = trunc(S0.f); if (S0 < 0.0 && S0 != D) D += -1.0.", np.floor)
op("v_rndne_f32", "f32", ("f32",), "D.f = round_nearest_even(S0.f).", np.rint)
op("v_fract_f32", "f32", ("f32",), "D.f = S0.f - floor(S0.f).",
   lambda a: np.where(np.isinf(a), F32(np.nan), np.minimum(a - np.floor(a), F32(0.99999994))))
op("v_frexp_mant_f32", "f32", ("f32",), "D.f = Mantissa(S0.f) in [0.5, 1.0) (NaN/Inf pass).",
   lambda a: np.where(np.isfinite(a), np.frexp(a)[0], a).astype(F32))
op("v_frexp_exp_i32_f32", "i32", ("f32",), "D.i = Exponent(S0.f) - 126 (0 for NaN/Inf).",
   lambda a: np.where(np.isfinite(a), np.frexp(a)[1], 0).astype(I32))
op("v_ldexp_f32", "f32", ("f32", "i32"), "D.f = S0.f * (2 ** S1.i).",
   lambda a, b: np.ldexp(a, np.clip(b, -400, 400)).astype(F32))

# -- f64 ------------------------------------------------------------------------------------------
op("v_add_f64", "f64", ("f64", "f64"), "D.d = S0.d + S1.d.", lambda a, b: a + b)
op("v_mul_f64", "f64", ("f64", "f64"), "D.d = S0.d * S1.d.", lambda a, b: a * b)
op("v_min_f64", "f64", ("f64", "f64"), "D.d = min(S0.d, S1.d) (IEEE minNum).", fp.fmin)
op("v_max_f64", "f64", ("f64", "f64"), "D.d = max(S0.d, S1.d) (IEEE maxNum).", fp.fmax)
op("v_fma_f64", "f64", ("f64",) * 3, "D.d = S0.d * S1.d + S2.d (fused).", fp.fma64)
op("v_fmac_f64", "f64", ("f64",) * 3, "D.d = S0.d * S1.d + D.d (fused).", fp.fma64)
op("v_ldexp_f64", "f64", ("f64", "i32"), "D.d = S0.d * (2 ** S1.i).",
   lambda a, b: np.ldexp(a, np.clip(b, -2200, 2200)))
op("v_rcp_f64", "f64", ("f64",), "D.d = 1.0 / S0.d.", lambda a: F64(1) / a)
op("v_rsq_f64", "f64", ("f64",), "D.d = 1.0 / sqrt(S0.d).", lambda a: F64(1) / np.sqrt(a))
op("v_sqrt_f64", "f64", ("f64",), "D.d = sqrt(S0.d).", np.sqrt)
op("v_trunc_f64", "f64", ("f64",), "D.d = trunc(S0.d).", np.trunc)
op("v_ceil_f64", "f64", ("f64",), "D.d = ceil(S0.d).", np.ceil)
op("v_floor_f64", "f64", ("f64",), "D.d = floor(S0.d).", np.floor)
op("v_rndne_f64", "f64", ("f64",), "D.d = round_nearest_even(S0.d).", np.rint)
op("v_fract_f64", "f64", ("f64",), "D.d = S0.d - floor(S0.d).",
   lambda a: np.where(np.isinf(a), np.nan, np.minimum(a - np.floor(a), 0.9999999999999999)))
op("v_frexp_mant_f64", "f64", ("f64",), "D.d = Mantissa(S0.d) in [0.5, 1.0).",
   lambda a: np.where(np.isfinite(a), np.frexp(a)[0], a))
op("v_frexp_exp_i32_f64", "i32", ("f64",), "D.i = Exponent(S0.d) - 1022 (0 for NaN/Inf).",
   lambda a: np.where(np.isfinite(a), np.frexp(a)[1], 0).astype(I32))
op("v_div_fixup_f64", "f64", ("f64",) * 3,
   "sign_out = sign(S1.d)^sign(S2.d); special cases of S2/S1; else D.d = sign_out ? -abs(S0.d) : abs(S0.d).",
   lambda q, d, n: _div_fixup(q, d, n))
op("v_div_fixup_f32", "f32", ("f32",) * 3,
   "sign_out = sign(S1.f)^sign(S2.f); special cases of S2/S1; else D.f = sign_out ? -abs(S0.f) : abs(S0.f).",
   lambda q, d, n: _div_fixup(q, d, n))
op("v_div_scale_f64", "f64", ("f64",) * 3,
   "VCC = 0; if (S2.d == 0 || S1.d == 0) D.d = NAN else ... (pre-scale for division).",
   lambda s0, s1, s2: _div_scale(s0, s1, s2, 128, 768, 53), "dscale")
op("v_div_scale_f32", "f32", ("f32",) * 3,
   "VCC = 0; if (S2.f == 0 || S1.f == 0) D.f = NAN else ... (pre-scale for division).",
   lambda s0, s1, s2: _div_scale(s0, s1, s2, 64, 96, 23), "dscale")
op("v_div_fmas_f64", "f64", ("f64",) * 3,
   "if (VCC[threadId]) D.d = 2**64 * (S0.d * S1.d + S2.d); else D.d = S0.d * S1.d + S2.d.",
   lambda a, b, c, m: _div_fmas(a, b, c, m, 128, 1023), "dfmas")
op("v_div_fmas_f32", "f32", ("f32",) * 3,
   "if (VCC[threadId]) D.f = 2**32 * (S0.f * S1.f + S2.f); else D.f = S0.f * S1.f + S2.f.",
   lambda a, b, c, m: _div_fmas(a, b, c, m, 64, 127), "dfmas")
op("v_trig_preop_f64", "f64", ("f64", "i32"), "D.d = 2/PI bits selected by S1 scaled by S0's exponent.",
   lambda a, b: _trig_preop(a, b))


def _div_fixup(q, d, n):
    q, d, n = np.broadcast_arrays(q, d, n)
    t = q.dtype.type
    sign = np.signbit(d) ^ np.signbit(n)
    inf = np.where(sign, t(-np.inf), t(np.inf))
    zero = np.where(sign, t(-0.0), t(0.0))
    r = np.where(sign, -np.abs(q), np.abs(q))
    if t is not np.float16:
        # 'exponent(S1) == 255 (2047): overflow' in the manual's F32/F64 text can never hold
        # there (an infinite or NaN S1 was handled above); it is the quotient S0 whose
        # exponent is all ones when the scaled Newton-Raphson steps overflowed (N/D beyond
        # the format, e.g. -FLT_MAX * 1e-3 / 2**-127): the result is the signed infinity
        # (round to nearest), as IEEE division gives (kernelgen case f32_div_overflow_denormal)
        r = np.where(np.isfinite(q), r, inf)
        # 'exponent(S2) - exponent(S1) < -150 (-1075): underflow': |N/D| is below half the
        # smallest denormal, so the rounded quotient is the signed zero, whatever S0 came
        # out of the scaled steps (V_DIV_SCALE's 'numerator is tiny' case scales a huge
        # denominator to infinity: denormal / -9e304 gave -inf; case f64_div_underflow)
        limit = 150 if t is np.float32 else 1075
        r = np.where(fp.exponent(n) - fp.exponent(d) < -limit, zero, r)
    r = np.where(np.isinf(np.abs(d)) | (n == 0), zero, r)
    r = np.where((d == 0) | np.isinf(n), inf, r)
    r = np.where(((d == 0) & (n == 0)) | (np.isinf(d) & np.isinf(n)), t(np.nan), r)
    r = np.where(np.isnan(d), d + t(0), r)
    r = np.where(np.isnan(n), n + t(0), r)
    return r


def _div_scale(s0, s1, s2, scale, near_max, tiny):
    s0, s1, s2 = np.broadcast_arrays(s0, s1, s2)
    t = s0.dtype.type
    e1, e2 = fp.exponent(s1), fp.exponent(s2)
    up = np.ldexp(s0, scale).astype(s0.dtype)
    down = np.ldexp(s0, -scale).astype(s0.dtype)
    rcp_den = fp.is_denorm(t(1) / s1)
    quo_den = fp.is_denorm(s2 / s1)
    d = s0.copy()
    vcc = np.zeros(s0.shape, dtype=bool)
    c0 = (s2 == 0) | (s1 == 0)
    c1 = ~c0 & (e2 - e1 >= near_max)
    c2 = ~c0 & ~c1 & fp.is_denorm(s1)
    c3 = ~c0 & ~c1 & ~c2 & rcp_den & quo_den
    c4 = ~c0 & ~c1 & ~c2 & ~c3 & rcp_den
    c5 = ~c0 & ~c1 & ~c2 & ~c3 & ~c4 & quo_den
    c6 = ~c0 & ~c1 & ~c2 & ~c3 & ~c4 & ~c5 & (e2 <= tiny)
    d = np.where(c0, t(np.nan), d)
    d = np.where(c1 & (s0 == s1), up, d)
    # both 1/S1 and S2/S1 denormal: the manual's text scales the denominator UP by 2**scale,
    # which overflows (1/S1 denormal means |S1| is near the largest finite value) and makes
    # LLVM's division sequence return NaN for 1.0 / -DBL_MAX. Scaling it down, as the
    # '1/S1 == DENORM' case does, gives the quotient 2**scale too large, which V_DIV_FMAS
    # (VCC = 1) scales back: the correctly rounded denormal quotient (kernelgen case
    # div_scale_both_denorm, checked against the host's IEEE division).
    d = np.where(c3 & (s0 == s1), down, d)
    d = np.where(c2 | c6, up, d)
    d = np.where(c4, down, d)
    d = np.where(c5 & (s0 == s2), up, d)
    vcc |= c1 | c3 | c5
    return d, vcc


def _div_fmas(a, b, c, m, scale, bias):
    """S0 * S1 + S2, and on VCC lanes times 2**(+-scale) with ONE rounding: the scale is
    fused (MI200 ISA V_DIV_FMAS), so a quotient that lands among the denormals is not rounded
    twice (kernelgen case div_fmas_denormal: x / y one ulp off)."""
    a, b, c = np.broadcast_arrays(a, b, c)
    # the post-scale undoes V_DIV_SCALE's: up for a large numerator exponent, else down
    k = np.where(fp.exponent(np.asarray(c)) > bias, scale, -scale)
    m = np.broadcast_to(m, a.shape)
    if a.dtype == F32:
        plain = fp.fma32(a, b, c)
        if not m.any():
            return plain
        hi, lo = fpmode.exact("fma", "f32", (a, b, c))
        with np.errstate(all="ignore"):
            scaled = fpmode.round_pair(np.ldexp(hi, k), np.ldexp(lo, k), 0, F32)
        return np.where(m & np.isfinite(hi), scaled, np.where(m, np.ldexp(plain, k), plain))
    plain = fp.fma64(a, b, c)
    with np.errstate(all="ignore"):
        scaled = np.ldexp(plain, k)
    tiny = np.flatnonzero(m & (np.abs(scaled) < _F64_MIN_NORMAL) & (plain != 0)
                          & np.isfinite(plain))
    if tiny.size:
        flat = scaled.reshape(-1)
        for i in tiny:
            flat[i] = _scaled_fma_exact(float(a.flat[i]), float(b.flat[i]), float(c.flat[i]),
                                        int(k.flat[i]))
    return np.where(m, scaled, plain)


def _scaled_fma_exact(x: float, y: float, z: float, k: int) -> float:
    """(x*y+z) * 2**k rounded once (exact rationals; int/int division rounds correctly)."""
    exact = (Fraction(x) * Fraction(y) + Fraction(z)) * (Fraction(2) ** k)
    if exact == 0:
        return 0.0
    return exact.numerator / exact.denominator


_F64_MIN_NORMAL = 2.0 ** -1022


_TWO_OVER_PI = int("A2F9836E4E441529FC2757D1F534DDC0DB6295993C439041FE5163ABDEBBC561B7246E3A"
                   "424DD2E006492EEA09D1921CFE1DEB1CB129A73EE88235F52EBB4484E99C7026B45F7E41"
                   "3991D639835339F49C845F8BBDF9283B1FF897FFDE05980FEF2F118B5A0A6D1F6D367ECF"
                   "27CB09B74F463F669E5FEA2D7527BAC7EBE5F17B3D0739F78A5292EA6BFB5FB11F8D5D08"
                   "56033046FC7B6BABF0CFBC209AF4361DA9E391615EE61B086599855F14A068408DFFD880"
                   "4D73273106061556CA73A8C960E27BC08C6B", 16)
_TWO_OVER_PI_BITS = 1200


def _trig_preop(a, b):
    a, b = np.broadcast_arrays(np.asarray(a, F64), np.asarray(b, I32))
    out = np.empty(a.shape, F64)
    ea = fp.exponent(a)
    for i in np.ndindex(a.shape):
        shift = int(b[i] & 0x1F) * 53
        if ea[i] > 1077:
            shift += int(ea[i]) - 1077
        bits = (_TWO_OVER_PI >> max(_TWO_OVER_PI_BITS - 53 - shift, 0)) & ((1 << 53) - 1)
        out[i] = np.ldexp(F64(bits), -(shift + 53))
    return out


# -- f16 ------------------------------------------------------------------------------------------
op("v_add_f16", "f16", ("f16", "f16"), "D.f16 = S0.f16 + S1.f16.", lambda a, b: a + b)
op("v_sub_f16", "f16", ("f16", "f16"), "D.f16 = S0.f16 - S1.f16.", lambda a, b: a - b)
op("v_subrev_f16", "f16", ("f16", "f16"), "D.f16 = S1.f16 - S0.f16.", lambda a, b: b - a)
op("v_mul_f16", "f16", ("f16", "f16"), "D.f16 = S0.f16 * S1.f16.", lambda a, b: a * b)
op("v_min_f16", "f16", ("f16", "f16"), "D.f16 = min(S0.f16, S1.f16).", fp.fmin)
op("v_max_f16", "f16", ("f16", "f16"), "D.f16 = max(S0.f16, S1.f16).", fp.fmax)
op("v_mac_f16", "f16", ("f16",) * 3, "D.f16 = S0.f16 * S1.f16 + D.f16.", lambda a, b, c: fp.fma16(a, b, c))
op("v_mad_f16", "f16", ("f16",) * 3, "D.f16 = S0.f16 * S1.f16 + S2.f16.", lambda a, b, c: fp.fma16(a, b, c))
op("v_fma_f16", "f16", ("f16",) * 3, "D.f16 = S0.f16 * S1.f16 + S2.f16 (fused).", fp.fma16)
op("v_madmk_f16", "f16", ("f16",) * 3, "D.f16 = S0.f16 * K.f16 + S1.f16.", lambda a, k, b: fp.fma16(a, k, b))
op("v_madak_f16", "f16", ("f16",) * 3, "D.f16 = S0.f16 * S1.f16 + K.f16.", lambda a, b, k: fp.fma16(a, b, k))
op("v_ldexp_f16", "f16", ("f16", "i16"), "D.f16 = S0.f16 * (2 ** S1.i16).",
   lambda a, b: np.ldexp(a.astype(F32), np.clip(b, -100, 100)).astype(F16))
op("v_rcp_f16", "f16", ("f16",), "D.f16 = 1.0 / S0.f16.", lambda a: F16(1) / a)
op("v_sqrt_f16", "f16", ("f16",), "D.f16 = sqrt(S0.f16).", np.sqrt)
op("v_rsq_f16", "f16", ("f16",), "D.f16 = 1.0 / sqrt(S0.f16).", lambda a: F16(1) / np.sqrt(a))
op("v_exp_f16", "f16", ("f16",), "D.f16 = pow(2.0, S0.f16).", np.exp2)
op("v_log_f16", "f16", ("f16",), "D.f16 = log2(S0.f16).", np.log2)
op("v_floor_f16", "f16", ("f16",), "D.f16 = floor(S0.f16).", np.floor)
op("v_ceil_f16", "f16", ("f16",), "D.f16 = ceil(S0.f16).", np.ceil)
op("v_trunc_f16", "f16", ("f16",), "D.f16 = trunc(S0.f16).", np.trunc)
op("v_rndne_f16", "f16", ("f16",), "D.f16 = round_nearest_even(S0.f16).", np.rint)
op("v_fract_f16", "f16", ("f16",), "D.f16 = S0.f16 - floor(S0.f16).",
   lambda a: np.minimum(a - np.floor(a), F16(0.9995)))
op("v_sin_f16", "f16", ("f16",), "D.f16 = sin(S0.f16 * 2 * PI).", lambda a: np.sin(a.astype(F32) * F32(2 * np.pi)).astype(F16))
op("v_cos_f16", "f16", ("f16",), "D.f16 = cos(S0.f16 * 2 * PI).", lambda a: np.cos(a.astype(F32) * F32(2 * np.pi)).astype(F16))
op("v_frexp_mant_f16", "f16", ("f16",), "D.f16 = Mantissa(S0.f16).",
   lambda a: np.where(np.isfinite(a), np.frexp(a)[0], a).astype(F16))
op("v_frexp_exp_i16_f16", "i16", ("f16",), "D.i16 = Exponent(S0.f16) - 14.",
   lambda a: np.where(np.isfinite(a), np.frexp(a)[1], 0).astype(I16))

# -- conversions ----------------------------------------------------------------------------------
op("v_cvt_i32_f32", "i32", ("f32",), "D.i = (int)S0.f (saturate, NaN -> 0).",
   lambda a: fp.cvt_int(a, -2**31, 2**31 - 1, I32))
op("v_cvt_u32_f32", "u32", ("f32",), "D.u = (unsigned)S0.f (saturate, NaN -> 0).",
   lambda a: fp.cvt_int(a, 0, 2**32 - 1, U32))
op("v_cvt_i32_f64", "i32", ("f64",), "D.i = (int)S0.d (saturate, NaN -> 0).",
   lambda a: fp.cvt_int(a, -2**31, 2**31 - 1, I32))
op("v_cvt_u32_f64", "u32", ("f64",), "D.u = (unsigned)S0.d (saturate, NaN -> 0).",
   lambda a: fp.cvt_int(a, 0, 2**32 - 1, U32))
op("v_cvt_f32_i32", "f32", ("i32",), "D.f = (float)S0.i.", lambda a: np.asarray(a).astype(F32))
op("v_cvt_f32_u32", "f32", ("u32",), "D.f = (float)S0.u.", lambda a: np.asarray(a).astype(F32))
op("v_cvt_f64_i32", "f64", ("i32",), "D.d = (double)S0.i.", lambda a: np.asarray(a).astype(F64))
op("v_cvt_f64_u32", "f64", ("u32",), "D.d = (double)S0.u.", lambda a: np.asarray(a).astype(F64))
op("v_cvt_f32_f64", "f32", ("f64",), "D.f = (float)S0.d.", lambda a: np.asarray(a).astype(F32))
op("v_cvt_f64_f32", "f64", ("f32",), "D.d = (double)S0.f.", lambda a: np.asarray(a).astype(F64))
op("v_cvt_f16_f32", "f16", ("f32",), "D.f16 = flt32_to_flt16(S0.f).", lambda a: np.asarray(a).astype(F16))
op("v_cvt_f32_f16", "f32", ("f16",), "D.f = flt16_to_flt32(S0.f16).", lambda a: np.asarray(a).astype(F32))
op("v_cvt_f16_u16", "f16", ("u16",), "D.f16 = uint16_to_flt16(S.u16).", lambda a: np.asarray(a).astype(F16))
op("v_cvt_f16_i16", "f16", ("i16",), "D.f16 = int16_to_flt16(S.i16).", lambda a: np.asarray(a).astype(F16))
op("v_cvt_u16_f16", "u16", ("f16",), "D.u16 = flt16_to_uint16(S.f16).", lambda a: fp.cvt_int(a, 0, 65535, U16))
op("v_cvt_i16_f16", "i16", ("f16",), "D.i16 = flt16_to_int16(S.f16).", lambda a: fp.cvt_int(a, -32768, 32767, I16))
op("v_cvt_rpi_i32_f32", "i32", ("f32",), "D.i = (int)floor(S0.f + 0.5).",
   lambda a: fp.cvt_int(np.floor(np.asarray(a, F64) + 0.5), -2**31, 2**31 - 1, I32))
op("v_cvt_flr_i32_f32", "i32", ("f32",), "D.i = (int)floor(S0.f).",
   lambda a: fp.cvt_int(np.floor(a), -2**31, 2**31 - 1, I32))
op("v_cvt_off_f32_i4", "f32", ("u32",), "D.f = ((float)S0.i[3:0] - 8) / 16 (4-bit signed offset).",
   lambda a: ((((np.asarray(a, U32) & U32(15)).astype(I32) ^ 8) - 8).astype(F32) / F32(16)))
for _k in range(4):
    op(f"v_cvt_f32_ubyte{_k}", "f32", ("u32",), f"D.f = (float)S0.u[{8 * _k + 7}:{8 * _k}].",
       _ubyte_to_f32(_k))
op("v_cvt_pkrtz_f16_f32", "b32", ("f32", "f32"),
   "D = {flt32_to_flt16(S1.f), flt32_to_flt16(S0.f)} (round toward zero).",
   lambda a, b: _pack16(_f16_rtz(a), _f16_rtz(b)))
op("v_pack_b32_f16", "b32", ("f16", "f16"), "D.u[31:0] = {S1.f16, S0.f16}.",
   lambda a, b: _pack16(np.asarray(a, F16), np.asarray(b, F16)))
op("v_cvt_pk_u16_u32", "b32", ("u32", "u32"), "D = {uint32_to_uint16(S1.u), uint32_to_uint16(S0.u)} (saturate).",
   lambda a, b: np.minimum(a, U32(0xFFFF)) | (np.minimum(b, U32(0xFFFF)) << U32(16)))
op("v_cvt_pk_i16_i32", "b32", ("i32", "i32"), "D = {int32_to_int16(S1.i), int32_to_int16(S0.i)} (saturate).",
   lambda a, b: (np.clip(a, -32768, 32767).astype(I16).view(U16).astype(U32)
                 | (np.clip(b, -32768, 32767).astype(I16).view(U16).astype(U32) << U32(16))))
op("v_cvt_pk_u8_f32", "b32", ("f32", "u32", "u32"),
   "D.u = (S2.u & ~(0xff << (8 * S1.u[1:0]))) | (flt32_to_uint8(S0.f) << (8 * S1.u[1:0])).",
   lambda a, b, c: cvt_pk_u8(a, b, c))


def _f16_rtz(x):
    x = np.asarray(x, F32)
    h = x.astype(F16)
    back = h.astype(F32)
    too_far = np.isfinite(x) & (np.abs(back) > np.abs(x))
    step = np.where(too_far, np.nextafter(h, F16(0)), h)
    return np.where(np.isinf(h) & np.isfinite(x), np.copysign(F16(65504), x).astype(F16), step).astype(F16)


def _pack16(lo, hi):
    return (np.asarray(lo, F16).view(U16).astype(U32)
            | (np.asarray(hi, F16).view(U16).astype(U32) << U32(16)))


# -- compares (VOPC; VOP3 writes an SGPR pair) ------------------------------------------------------
_FCMP = {"f": lambda a, b: np.zeros(np.broadcast(a, b).shape, bool),
         "lt": np.less, "eq": np.equal, "le": np.less_equal, "gt": np.greater,
         "lg": lambda a, b: (a < b) | (a > b), "ge": np.greater_equal,
         "o": lambda a, b: ~(np.isnan(a) | np.isnan(b)), "u": lambda a, b: np.isnan(a) | np.isnan(b),
         "nge": lambda a, b: ~(a >= b), "nlg": lambda a, b: ~((a < b) | (a > b)),
         "ngt": lambda a, b: ~(a > b), "nle": lambda a, b: ~(a <= b), "neq": lambda a, b: ~(a == b),
         "nlt": lambda a, b: ~(a < b), "tru": lambda a, b: np.ones(np.broadcast(a, b).shape, bool)}
_ICMP = {"f": _FCMP["f"], "lt": np.less, "eq": np.equal, "le": np.less_equal, "gt": np.greater,
         "ne": np.not_equal, "ge": np.greater_equal, "t": _FCMP["tru"]}
for _x in ("v_cmp_", "v_cmpx_"):
    for _c, _f in _FCMP.items():
        for _t in ("f16", "f32", "f64"):
            op(f"{_x}{_c}_{_t}", "b32", (_t, _t), f"D.u64[threadId] = (S0 {_c} S1).", _f, "cmp")
    for _c, _f in _ICMP.items():
        for _t in ("i16", "u16", "i32", "u32", "i64", "u64"):
            op(f"{_x}{_c}_{_t}", "b32", (_t, _t), f"D.u64[threadId] = (S0 {_c} S1).", _f, "cmp")
    for _t in ("f16", "f32", "f64"):
        op(f"{_x}class_{_t}", "b32", (_t, "u32"),
           "D.u64[threadId] = S0 is in a class of S1.u (sNaN qNaN -inf -norm -denorm -0 +0 +denorm +norm +inf).",
           fp.fclass, "cmp")
