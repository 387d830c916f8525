"""Scalar ALU semantics: SOP1, SOP2, SOPK and SOPC (MI200 ISA 12.1-12.4).

Functions take per-wave values, shape ``(n,)`` (or NumPy scalars for constants) and return
``D`` or ``(D, SCC)``; ``SCC`` is a bool array. 64-bit operands arrive as uint64.
"""

from __future__ import annotations

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.emu.access import sreader, swriter
from amdgcn.emu.program import LaneFault

U32, I32, U64, I64 = np.uint32, np.int32, np.uint64, np.int64
_M32 = np.uint64(0xFFFFFFFF)
_SCC = ops.SCC

#: name -> (function, dst type, src types, sets SCC)
TABLE: dict[str, tuple] = {}


def _reg(dst, *srcs, scc=True, name=None):
    def deco(fn):
        TABLE[name or fn.__name__] = (fn, dst, srcs, scc)
        return fn
    return deco


def _u64(x):
    return np.asarray(x).astype(np.uint64)


# -- SOP2 -------------------------------------------------------------------------------------
@_reg("u32", "u32", "u32")
def s_add_u32(a, b):
    """D.u = S0.u + S1.u; SCC = (S0.u + S1.u >= 0x100000000ULL ? 1 : 0)."""
    s = _u64(a) + _u64(b)
    return s.astype(U32), s > _M32


@_reg("u32", "u32", "u32")
def s_sub_u32(a, b):
    """D.u = S0.u - S1.u; SCC = (S1.u > S0.u ? 1 : 0)."""
    return np.asarray(a - b, dtype=U32), np.asarray(b > a)


@_reg("i32", "i32", "i32")
def s_add_i32(a, b):
    """D.i = S0.i + S1.i; SCC = (S0.u[31] == S1.u[31] && S0.u[31] != D.u[31]) (overflow)."""
    d = (np.asarray(a, I64) + b)
    return d.astype(I32), (d > 0x7FFFFFFF) | (d < -0x80000000)


@_reg("i32", "i32", "i32")
def s_sub_i32(a, b):
    """D.i = S0.i - S1.i; SCC = (S0.u[31] != S1.u[31] && S0.u[31] != D.u[31]) (overflow)."""
    d = (np.asarray(a, I64) - b)
    return d.astype(I32), (d > 0x7FFFFFFF) | (d < -0x80000000)


def s_addc_u32(a, b, scc):
    """D.u = S0.u + S1.u + SCC; SCC = (S0.u + S1.u + SCC >= 0x100000000ULL ? 1 : 0)."""
    s = _u64(a) + _u64(b) + _u64(scc)
    return s.astype(U32), s > _M32


def s_subb_u32(a, b, scc):
    """D.u = S0.u - S1.u - SCC; SCC = (S1.u + SCC > S0.u ? 1 : 0)."""
    d = _u64(a) - _u64(b) - _u64(scc)
    return d.astype(U32), (_u64(b) + _u64(scc)) > _u64(a)


for _t in ("i32", "u32"):
    TABLE[f"s_min_{_t}"] = (lambda a, b: (np.minimum(a, b), np.asarray(a < b)), _t, (_t, _t), True)
    TABLE[f"s_max_{_t}"] = (lambda a, b: (np.maximum(a, b), np.asarray(a > b)), _t, (_t, _t), True)


def s_cselect_b32(a, b, scc):
    """D.u = SCC ? S0.u : S1.u."""
    return np.where(scc != 0, a, b)


for _w in ("b32", "b64"):
    TABLE[f"s_and_{_w}"] = (lambda a, b: _nz(a & b), _w, (_w, _w), True)
    TABLE[f"s_or_{_w}"] = (lambda a, b: _nz(a | b), _w, (_w, _w), True)
    TABLE[f"s_xor_{_w}"] = (lambda a, b: _nz(a ^ b), _w, (_w, _w), True)
    TABLE[f"s_andn2_{_w}"] = (lambda a, b: _nz(a & ~b), _w, (_w, _w), True)
    TABLE[f"s_orn2_{_w}"] = (lambda a, b: _nz(a | ~b), _w, (_w, _w), True)
    TABLE[f"s_nand_{_w}"] = (lambda a, b: _nz(~(a & b)), _w, (_w, _w), True)
    TABLE[f"s_nor_{_w}"] = (lambda a, b: _nz(~(a | b)), _w, (_w, _w), True)
    TABLE[f"s_xnor_{_w}"] = (lambda a, b: _nz(~(a ^ b)), _w, (_w, _w), True)


def _nz(d):
    d = np.asarray(d)
    return d, d != 0


@_reg("b32", "b32", "u32")
def s_lshl_b32(a, b):
    """D.u = S0.u << S1.u[4:0]; SCC = (D.u != 0)."""
    return _nz(np.asarray(a << (b & U32(31)), dtype=U32))


@_reg("b64", "b64", "u32")
def s_lshl_b64(a, b):
    """D.u64 = S0.u64 << S1.u[5:0]; SCC = (D.u64 != 0)."""
    return _nz(np.asarray(a << _u64(b & U32(63)), dtype=U64))


@_reg("b32", "b32", "u32")
def s_lshr_b32(a, b):
    """D.u = S0.u >> S1.u[4:0]; SCC = (D.u != 0)."""
    return _nz(np.asarray(a >> (b & U32(31)), dtype=U32))


@_reg("b64", "b64", "u32")
def s_lshr_b64(a, b):
    """D.u64 = S0.u64 >> S1.u[5:0]; SCC = (D.u64 != 0)."""
    return _nz(np.asarray(a >> _u64(b & U32(63)), dtype=U64))


@_reg("i32", "i32", "u32")
def s_ashr_i32(a, b):
    """D.i = signext(S0.i) >> S1.u[4:0]; SCC = (D.i != 0)."""
    return _nz(np.asarray(a >> (b & U32(31)).astype(I32), dtype=I32))


@_reg("i64", "i64", "u32")
def s_ashr_i64(a, b):
    """D.i64 = signext(S0.i64) >> S1.u[5:0]; SCC = (D.i64 != 0)."""
    return _nz(np.asarray(a >> (b & U32(63)).astype(I64), dtype=I64))


@_reg("b32", "u32", "u32", scc=False)
def s_bfm_b32(a, b):
    """D.u = ((1 << S0.u[4:0]) - 1) << S1.u[4:0] (bitfield mask)."""
    return ((U32(1) << (a & U32(31))) - U32(1)) << (b & U32(31))


@_reg("b64", "u32", "u32", scc=False)
def s_bfm_b64(a, b):
    """D.u64 = ((1ULL << S0.u[5:0]) - 1) << S1.u[5:0] (bitfield mask)."""
    return ((U64(1) << _u64(a & U32(63))) - U64(1)) << _u64(b & U32(63))


@_reg("i32", "i32", "i32", scc=False)
def s_mul_i32(a, b):
    """D.i = S0.i * S1.i."""
    return (np.asarray(a, I64) * b).astype(I32)


@_reg("u32", "u32", "u32", scc=False)
def s_mul_hi_u32(a, b):
    """D.u = (S0.u * S1.u) >> 32."""
    return ((_u64(a) * _u64(b)) >> U64(32)).astype(U32)


@_reg("i32", "i32", "i32", scc=False)
def s_mul_hi_i32(a, b):
    """D.i = (S0.i * S1.i) >> 32."""
    return ((np.asarray(a, I64) * np.asarray(b, I64)) >> 32).astype(I32)


@_reg("u32", "u32", "u32")
def s_bfe_u32(a, b):
    """D.u = (S0.u >> S1.u[4:0]) & ((1 << S1.u[22:16]) - 1); SCC = (D.u != 0)."""
    off = b & U32(31)
    width = (b >> U32(16)) & U32(0x7F)
    mask = np.where(width >= 32, U32(0xFFFFFFFF), (U32(1) << np.minimum(width, 31)) - U32(1))
    return _nz(np.asarray((a >> off) & mask, dtype=U32))


@_reg("i32", "i32", "u32")
def s_bfe_i32(a, b):
    """D.i = signext((S0.i >> S1.u[4:0]) & ((1 << S1.u[22:16]) - 1)); SCC = (D.i != 0)."""
    off = (b & U32(31)).astype(I64)
    width = ((b >> U32(16)) & U32(0x7F)).astype(I64)
    v = np.asarray(a, I64) >> off
    w = np.clip(width, 0, 32)
    sh = 64 - w
    d = np.where(w == 0, 0, (v << sh) >> sh).astype(I32)
    return _nz(d)


@_reg("u64", "u64", "u32")
def s_bfe_u64(a, b):
    """D.u64 = (S0.u64 >> S1.u[5:0]) & ((1 << S1.u[22:16]) - 1); SCC = (D.u64 != 0)."""
    off = _u64(b & U32(63))
    width = _u64((b >> U32(16)) & U32(0x7F))
    mask = np.where(width >= 64, U64(0xFFFFFFFFFFFFFFFF), (U64(1) << np.minimum(width, U64(63))) - U64(1))
    return _nz(np.asarray((a >> off) & mask, dtype=U64))


@_reg("i64", "i64", "u32")
def s_bfe_i64(a, b):
    """D.i64 = signext((S0.i64 >> S1.u[5:0]) & ((1 << S1.u[22:16]) - 1)); SCC = (D != 0)."""
    off = (b & U32(63)).astype(I64)
    w = np.clip(((b >> U32(16)) & U32(0x7F)).astype(I64), 0, 64)
    v = np.asarray(a, I64) >> off
    sh = (64 - w) & 63
    d = np.where(w == 0, 0, np.where(w == 64, v, (v << sh) >> sh)).astype(I64)
    return _nz(d)


@_reg("i32", "i32", "i32")
def s_absdiff_i32(a, b):
    """D.i = abs(S0.i - S1.i); SCC = (D.i != 0)."""
    return _nz(np.abs(np.asarray(a, I64) - b).astype(I32))


def _lshl_add(k: int):
    """D.u = (S0.u << k) + S1.u; SCC = (carry out)."""
    def fn(a, b):
        s = (_u64(a) << U64(k)) + _u64(b)
        return s.astype(U32), s > _M32
    return fn


for _k in (1, 2, 3, 4):
    TABLE[f"s_lshl{_k}_add_u32"] = (_lshl_add(_k), "u32", ("u32", "u32"), True)


@_reg("b32", "b32", "b32", scc=False)
def s_pack_ll_b32_b16(a, b):
    """D.u[31:0] = { S1.u[15:0], S0.u[15:0] }."""
    return (a & U32(0xFFFF)) | (b << U32(16))


@_reg("b32", "b32", "b32", scc=False)
def s_pack_lh_b32_b16(a, b):
    """D.u[31:0] = { S1.u[31:16], S0.u[15:0] }."""
    return (a & U32(0xFFFF)) | (b & U32(0xFFFF0000))


@_reg("b32", "b32", "b32", scc=False)
def s_pack_hh_b32_b16(a, b):
    """D.u[31:0] = { S1.u[31:16], S0.u[31:16] }."""
    return (a >> U32(16)) | (b & U32(0xFFFF0000))


# -- SOP1 -------------------------------------------------------------------------------------
for _w in ("b32", "b64"):
    TABLE[f"s_mov_{_w}"] = (lambda a: a, _w, (_w,), False)
    TABLE[f"s_not_{_w}"] = (lambda a: _nz(~np.asarray(a)), _w, (_w,), True)


@_reg("b32", "b32", scc=False)
def s_brev_b32(a):
    """D.u[31:0] = S0.u[0:31] (reverse bits)."""
    return _brev32(np.asarray(a, U32))


def _brev32(x):
    b = x.astype(U32).view(np.uint8).reshape(-1, 4) if x.ndim else np.array([x], U32).view(np.uint8).reshape(-1, 4)
    r = np.unpackbits(b, axis=-1, bitorder="little")[:, ::-1]
    out = np.packbits(r, axis=-1, bitorder="little").view(U32).reshape(-1)
    return out if x.ndim else out[0]


@_reg("b64", "b64", scc=False)
def s_brev_b64(a):
    """D.u64[63:0] = S0.u64[0:63] (reverse bits)."""
    a = np.asarray(a, U64)
    lo = _brev32((a & _M32).astype(U32))
    hi = _brev32((a >> U64(32)).astype(U32))
    return (_u64(lo) << U64(32)) | _u64(hi)


def _popcount(x, width):
    x = np.asarray(x).astype(U64 if width == 64 else U32)
    b = np.atleast_1d(x).view(np.uint8).reshape(-1, width // 8)
    return np.unpackbits(b, axis=-1).sum(axis=-1).astype(I32).reshape(x.shape)


TABLE["s_bcnt1_i32_b32"] = (lambda a: _nz(_popcount(a, 32)), "i32", ("b32",), True)
TABLE["s_bcnt1_i32_b64"] = (lambda a: _nz(_popcount(a, 64)), "i32", ("b64",), True)
TABLE["s_bcnt0_i32_b32"] = (lambda a: _nz(32 - _popcount(a, 32)), "i32", ("b32",), True)
TABLE["s_bcnt0_i32_b64"] = (lambda a: _nz(64 - _popcount(a, 64)), "i32", ("b64",), True)


def _ff1(x, width):
    """Index of the lowest set bit, -1 when none."""
    x = np.asarray(x).astype(U64)
    low = x & (~x + U64(1))
    pos = np.where(x == 0, -1, np.log2(np.maximum(low, U64(1)).astype(np.float64)).astype(I64))
    if width == 32:
        pos = np.where((x & _M32) == 0, -1, pos)
    return pos.astype(I32)


def _flbit(x, width):
    """Count of leading zeros from the MSB, -1 when zero."""
    x = np.asarray(x).astype(U64)
    hb = np.where(x == 0, -1, _highbit(x))
    return np.where(x == 0, -1, width - 1 - hb).astype(I32)


def _highbit(x):
    x = np.asarray(x, U64)
    hi = (x >> U64(32)).astype(np.float64)
    lo = (x & _M32).astype(np.float64)
    bh = np.floor(np.log2(np.maximum(hi, 1))).astype(I64) + 32
    bl = np.floor(np.log2(np.maximum(lo, 1))).astype(I64)
    return np.where(hi > 0, bh, bl)


TABLE["s_ff1_i32_b32"] = (lambda a: _ff1(_u64(a) & _M32, 32), "i32", ("b32",), False)
TABLE["s_ff1_i32_b64"] = (lambda a: _ff1(a, 64), "i32", ("b64",), False)
TABLE["s_ff0_i32_b32"] = (lambda a: _ff1(~_u64(a) & _M32, 32), "i32", ("b32",), False)
TABLE["s_ff0_i32_b64"] = (lambda a: _ff1(~_u64(a), 64), "i32", ("b64",), False)
TABLE["s_flbit_i32_b32"] = (lambda a: _flbit(a, 32), "i32", ("b32",), False)
TABLE["s_flbit_i32_b64"] = (lambda a: _flbit(a, 64), "i32", ("b64",), False)


@_reg("i32", "i32", scc=False)
def s_flbit_i32(a):
    """D.i = position of the first bit that differs from the sign bit, from the MSB; -1 if none."""
    a = np.asarray(a, I32)
    x = np.where(a < 0, ~a, a).astype(U32)
    return np.where(x == 0, -1, _flbit(x, 32)).astype(I32)


@_reg("i32", "i64", scc=False)
def s_flbit_i32_i64(a):
    """D.i = first bit that differs from the sign bit of S0.i64, from the MSB; -1 if none."""
    a = np.asarray(a, I64)
    x = np.where(a < 0, ~a, a).astype(U64)
    return np.where(x == 0, -1, _flbit(x, 64)).astype(I32)


@_reg("i32", "i32", scc=False)
def s_sext_i32_i8(a):
    """D.i = signext(S0.i[7:0])."""
    return np.asarray(a).astype(np.int8).astype(I32)


@_reg("i32", "i32", scc=False)
def s_sext_i32_i16(a):
    """D.i = signext(S0.i[15:0])."""
    return np.asarray(a).astype(np.int16).astype(I32)


@_reg("i32", "i32")
def s_abs_i32(a):
    """D.i = (S.i < 0 ? -S.i : S.i); SCC = (D.i != 0)."""
    return _nz(np.abs(np.asarray(a, I64)).astype(I32))


@_reg("b64", "b64", scc=False)
def s_bitreplicate_b64_b32(a):
    """D.u64[2i] = D.u64[2i+1] = S0.u[i] for i in 0..31."""
    bits = np.unpackbits(np.atleast_1d(np.asarray(a, U32)).view(np.uint8).reshape(-1, 4),
                         axis=-1, bitorder="little")
    rep = np.repeat(bits, 2, axis=-1)
    return np.packbits(rep, axis=-1, bitorder="little").view(U64).reshape(np.shape(a))


@_reg("b64", "b64")
def s_wqm_b64(a):
    """D.u64[4i+3:4i] = S0.u64[4i+3:4i] != 0 ? 0xf : 0 (whole quad mode); SCC = (D != 0)."""
    a = np.asarray(a, U64)
    d = np.zeros_like(a)
    for q in range(16):
        nib = (a >> U64(4 * q)) & U64(0xF)
        d |= np.where(nib != 0, U64(0xF) << U64(4 * q), U64(0))
    return _nz(d)


@_reg("b32", "b32")
def s_wqm_b32(a):
    """D.u[4i+3:4i] = S0.u[4i+3:4i] != 0 ? 0xf : 0; SCC = (D != 0)."""
    d, scc = s_wqm_b64(_u64(a))
    return d.astype(U32), scc


@_reg("b32", "b32")
def s_quadmask_b32(a):
    """D.u[i] = (S0.u[4i+3:4i] != 0) for i in 0..7; SCC = (D != 0)."""
    a = np.asarray(a, U32)
    d = np.zeros_like(a)
    for q in range(8):
        d |= np.where(((a >> U32(4 * q)) & U32(0xF)) != 0, U32(1) << U32(q), U32(0))
    return _nz(d)


@_reg("b64", "b64")
def s_quadmask_b64(a):
    """D.u64[i] = (S0.u64[4i+3:4i] != 0) for i in 0..15; SCC = (D != 0)."""
    a = np.asarray(a, U64)
    d = np.zeros_like(a)
    for q in range(16):
        d |= np.where(((a >> U64(4 * q)) & U64(0xF)) != 0, U64(1) << U64(q), U64(0))
    return _nz(d)


# -- SOPK (simm16 is the second source, sign- or zero-extended) ------------------------------
def s_movk_i32(imm):
    """D.i = signext(SIMM16)."""
    return imm


# -- SOPC -------------------------------------------------------------------------------------
CMP = {"eq": np.equal, "lg": np.not_equal, "gt": np.greater, "ge": np.greater_equal,
       "lt": np.less, "le": np.less_equal}
#: s_cmp_* name -> (compare, operand type)
SCMP: dict[str, tuple] = {}
for _c, _f in CMP.items():
    for _t in ("i32", "u32"):
        SCMP[f"s_cmp_{_c}_{_t}"] = (_f, _t)
        SCMP[f"s_cmpk_{_c}_{_t}"] = (_f, _t)
SCMP["s_cmp_eq_u64"] = (np.equal, "u64")
SCMP["s_cmp_lg_u64"] = (np.not_equal, "u64")


# -- builders -----------------------------------------------------------------------------------
def _sources(inst):
    f = inst.fields
    if inst.encoding == "SOP1":
        return [f["ssrc0"]]
    return [f["ssrc0"], f["ssrc1"]]


def _build_table(inst, ctx):
    fn, dt, st_types, sets_scc = TABLE[inst.name]
    f = inst.fields
    readers = [sreader(c, t, inst.literal) for c, t in zip(_sources(inst), st_types)]
    write = swriter(f["sdst"], dt)
    if len(readers) == 1:
        r0 = readers[0]
        if sets_scc:
            def step(st, g):
                d, scc = fn(r0(st, g))
                write(st, g, d)
                st.sgpr[_SCC, g.sel] = scc
        else:
            def step(st, g):
                write(st, g, fn(r0(st, g)))
        return step
    r0, r1 = readers
    if sets_scc:
        def step2(st, g):
            d, scc = fn(r0(st, g), r1(st, g))
            write(st, g, d)
            st.sgpr[_SCC, g.sel] = scc
    else:
        def step2(st, g):
            write(st, g, fn(r0(st, g), r1(st, g)))
    return step2


def _build_carry(inst, ctx):
    fn = {"s_addc_u32": s_addc_u32, "s_subb_u32": s_subb_u32}[inst.name]
    r0, r1 = (sreader(c, "u32", inst.literal) for c in _sources(inst))
    write = swriter(inst.fields["sdst"], "u32")

    def step(st, g):
        d, scc = fn(r0(st, g), r1(st, g), st.sgpr[_SCC, g.sel])
        write(st, g, d)
        st.sgpr[_SCC, g.sel] = scc
    return step


def _build_cselect(inst, ctx):
    t = "b64" if inst.name.endswith("64") else "b32"
    r0, r1 = (sreader(c, t, inst.literal) for c in _sources(inst))
    write = swriter(inst.fields["sdst"], t)

    def step(st, g):
        write(st, g, s_cselect_b32(r0(st, g), r1(st, g), st.sgpr[_SCC, g.sel]))
    return step


def _build_cmov(inst, ctx):
    t = "b64" if inst.name.endswith("64") else "b32"
    r0 = sreader(inst.fields["ssrc0"], t, inst.literal)
    old = sreader(inst.fields["sdst"], t)
    write = swriter(inst.fields["sdst"], t)

    def step(st, g):
        """if (SCC) then D.u = S0.u."""
        write(st, g, np.where(st.sgpr[_SCC, g.sel] != 0, r0(st, g), old(st, g)))
    return step


def _build_cmp(inst, ctx):
    cmp, t = SCMP[inst.name]
    f = inst.fields
    if inst.encoding == "SOPK":
        imm = f["simm16"] & 0xFFFF
        c = np.int32(imm - 0x10000 if imm & 0x8000 and t == "i32" else imm).astype(
            np.int32 if t == "i32" else np.uint32)
        r0 = sreader(f["sdst"], t)

        def stepk(st, g):
            """SCC = (S0 <cmp> SIMM16)."""
            st.sgpr[_SCC, g.sel] = cmp(r0(st, g), c)
        return stepk
    r0, r1 = (sreader(x, t, inst.literal) for x in _sources(inst))

    def step(st, g):
        """SCC = (S0 <cmp> S1)."""
        st.sgpr[_SCC, g.sel] = cmp(r0(st, g), r1(st, g))
    return step


def _build_bitcmp(inst, ctx):
    t = "b64" if inst.name.endswith("64") else "b32"
    want = 1 if "bitcmp1" in inst.name else 0
    r0 = sreader(inst.fields["ssrc0"], t, inst.literal)
    r1 = sreader(inst.fields["ssrc1"], "u32", inst.literal)
    m = np.uint64(63 if t == "b64" else 31)

    def step(st, g):
        """SCC = (S0.u[S1.u[4:0]] == 0 / 1)."""
        bit = (np.asarray(r0(st, g)).astype(np.uint64) >> (np.asarray(r1(st, g)).astype(np.uint64) & m)) & np.uint64(1)
        st.sgpr[_SCC, g.sel] = bit == want
    return step


def _simm16(inst, signed=True):
    v = inst.fields["simm16"] & 0xFFFF
    return v - 0x10000 if signed and v & 0x8000 else v


def _build_sopk(inst, ctx):
    name = inst.name
    d = inst.fields["sdst"]
    imm = _simm16(inst)
    read = sreader(d, "i32")
    write = swriter(d, "i32")
    if name == "s_movk_i32":
        c = np.int32(imm)
        return lambda st, g: write(st, g, np.full(g.n, c))
    if name == "s_cmovk_i32":
        c = np.int32(imm)
        return lambda st, g: write(st, g, np.where(st.sgpr[_SCC, g.sel] != 0, c, read(st, g)))
    if name == "s_addk_i32":
        def addk(st, g):
            """D.i = D.i + signext(SIMM16); SCC = overflow."""
            d2, scc = s_add_i32(read(st, g), np.int32(imm))
            write(st, g, d2)
            st.sgpr[_SCC, g.sel] = scc
        return addk
    if name == "s_mulk_i32":
        return lambda st, g: write(st, g, s_mul_i32(read(st, g), np.int32(imm)))
    raise KeyError(name)


def _build_saveexec(inst, ctx):
    """D.u64 = EXEC; EXEC = S0.u64 <op> EXEC; SCC = (EXEC != 0)."""
    op = inst.name[2:inst.name.index("_saveexec")]
    fns = {"and": lambda s, e: s & e, "or": lambda s, e: s | e, "xor": lambda s, e: s ^ e,
           "andn2": lambda s, e: s & ~e, "orn2": lambda s, e: s | ~e,
           "nand": lambda s, e: ~(s & e), "nor": lambda s, e: ~(s | e),
           "xnor": lambda s, e: ~(s ^ e), "andn1": lambda s, e: ~s & e,
           "orn1": lambda s, e: ~s | e}
    fn = fns[op]
    r0 = sreader(inst.fields["ssrc0"], "b64", inst.literal)
    rexec = sreader(ops.EXEC_LO, "b64")
    write = swriter(inst.fields["sdst"], "b64")
    wexec = swriter(ops.EXEC_LO, "b64")

    def step(st, g):
        e = rexec(st, g)
        s = r0(st, g)
        new = fn(s, e)
        write(st, g, e)
        wexec(st, g, new)
        st.sgpr[_SCC, g.sel] = new != 0
    return step


def _build_wrexec(inst, ctx):
    """EXEC = S0.u64 & ~EXEC (andn1) / ~S0 & EXEC ...; D.u64 = EXEC; SCC = (EXEC != 0)."""
    r0 = sreader(inst.fields["ssrc0"], "b64", inst.literal)
    rexec = sreader(ops.EXEC_LO, "b64")
    write = swriter(inst.fields["sdst"], "b64")
    wexec = swriter(ops.EXEC_LO, "b64")
    andn1 = inst.name.startswith("s_andn1")

    def step(st, g):
        s, e = r0(st, g), rexec(st, g)
        new = (~s & e) if andn1 else (s & ~e)
        wexec(st, g, new)
        write(st, g, new)
        st.sgpr[_SCC, g.sel] = new != 0
    return step


def _build_bitset(inst, ctx):
    t = "b64" if inst.name.endswith("64") else "b32"
    one = inst.name.startswith("s_bitset1")
    d = inst.fields["sdst"]
    r0 = sreader(inst.fields["ssrc0"], "u32", inst.literal)
    read, write = sreader(d, t), swriter(d, t)
    width = 64 if t == "b64" else 32

    def step(st, g):
        """D.u[S0.u[4:0]] = 1 / 0."""
        dt = np.uint64 if width == 64 else np.uint32
        bit = dt(1) << (np.asarray(r0(st, g)) & np.uint32(width - 1)).astype(dt)
        cur = np.asarray(read(st, g), dtype=dt)
        write(st, g, (cur | bit) if one else (cur & ~bit))
    return step


def _build_movrel(inst, ctx):
    """s_movrels: D = SGPR[S0.addr + M0]; s_movreld: SGPR[D.addr + M0] = S0."""
    t = "b64" if inst.name.endswith("64") else "b32"
    src, dst = inst.fields["ssrc0"], inst.fields["sdst"]
    reads = inst.name.startswith("s_movrels")

    def step(st, g):
        m0 = st.sgpr[ops.M0, g.sel].astype(np.int64)
        cols = np.arange(st.n)[g.sel]
        if reads:
            lo = st.sgpr[src + m0, cols]
            st.sgpr[dst, g.sel] = lo
            if t == "b64":
                st.sgpr[dst + 1, g.sel] = st.sgpr[src + m0 + 1, cols]
        else:
            st.sgpr[dst + m0, cols] = st.sgpr[src, g.sel]
            if t == "b64":
                st.sgpr[dst + m0 + 1, cols] = st.sgpr[src + 1, g.sel]
    return step


def _unimpl(reason):
    def build(inst, ctx):
        def step(st, g):
            raise LaneFault(reason)
        return step
    return build


BUILDERS: dict = {name: _build_table for name in TABLE}
BUILDERS.update({"s_addc_u32": _build_carry, "s_subb_u32": _build_carry,
                 "s_cselect_b32": _build_cselect, "s_cselect_b64": _build_cselect,
                 "s_cmov_b32": _build_cmov, "s_cmov_b64": _build_cmov})
BUILDERS.update({name: _build_cmp for name in SCMP})
BUILDERS.update({n: _build_bitcmp for n in ("s_bitcmp0_b32", "s_bitcmp1_b32", "s_bitcmp0_b64",
                                            "s_bitcmp1_b64")})
BUILDERS.update({n: _build_sopk for n in ("s_movk_i32", "s_cmovk_i32", "s_addk_i32",
                                          "s_mulk_i32")})
for _op in ("and", "or", "xor", "andn2", "orn2", "nand", "nor", "xnor", "andn1", "orn1"):
    BUILDERS[f"s_{_op}_saveexec_b64"] = _build_saveexec
BUILDERS["s_andn1_wrexec_b64"] = _build_wrexec
BUILDERS["s_andn2_wrexec_b64"] = _build_wrexec
BUILDERS.update({n: _build_bitset for n in ("s_bitset0_b32", "s_bitset1_b32", "s_bitset0_b64",
                                            "s_bitset1_b64")})
BUILDERS.update({n: _build_movrel for n in ("s_movrels_b32", "s_movrels_b64", "s_movreld_b32",
                                            "s_movreld_b64")})
