"""Operand readers and writers, built once per instruction (the prepared steps call them).

A reader is ``fn(st, g) -> value`` for the waves of group ``g``: scalar operands give arrays
of shape ``(n,)``; vector operands ``(n, 64)``; SGPRs read by a VALU instruction ``(n, 1)``;
constants NumPy scalars, so that every semantics function broadcasts. Values come typed
(``"f32"`` reads as float32, ``"i16"`` as int16 ...). Writers take typed values and apply
EXEC once (STYLE 8): inactive lanes keep their old contents.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.emu.memory import APERTURE_SIZE, PRIVATE_APERTURE, SHARED_APERTURE
from amdgcn.emu.state import unpack_mask

NP = {"u32": np.uint32, "i32": np.int32, "f32": np.float32, "b32": np.uint32,
      "u16": np.uint16, "i16": np.int16, "f16": np.float16, "b16": np.uint16,
      "u64": np.uint64, "i64": np.int64, "f64": np.float64, "b64": np.uint64,
      "u8": np.uint8, "i8": np.int8}
WIDTH = {t: np.dtype(d).itemsize * 8 for t, d in NP.items()}
UNSIGNED = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}
_U64 = np.uint64
_SH32 = np.uint64(32)
WAVE = 64

Reader = Callable[..., object]
#: a 64-bit read of an aperture register gives the whole base (limit) address
_APERTURE64 = {ops.SRC_SHARED_BASE: SHARED_APERTURE,
               ops.SRC_SHARED_LIMIT: SHARED_APERTURE + APERTURE_SIZE - 1,
               ops.SRC_PRIVATE_BASE: PRIVATE_APERTURE,
               ops.SRC_PRIVATE_LIMIT: PRIVATE_APERTURE + APERTURE_SIZE - 1}


def is_float(t: str) -> bool:
    """True for f16/f32/f64 operand types."""
    return t[0] == "f"


def const_value(code: int, t: str, literal: int | None):
    """The typed NumPy scalar of an inline constant or literal source."""
    w = WIDTH[t]
    if code == ops.LITERAL:
        bits = ops.literal_value(literal or 0, w, is_float=is_float(t))
    else:
        bits = ops.inline_constant(code, w, is_float=is_float(t))
        bits &= (1 << w) - 1
    return UNSIGNED[w](bits).view(NP[t])


def is_const(code: int) -> bool:
    """True when ``code`` is an inline constant or the literal."""
    return ops.is_inline_constant(code) or code == ops.LITERAL


# -- scalar operands ----------------------------------------------------------------------------
def sreader(code: int, t: str = "b32", literal: int | None = None) -> Reader:
    """Reader of a scalar source (SALU/SMEM or a VALU's scalar operand), shape ``(n,)``."""
    w = WIDTH[t]
    dt = NP[t]
    if is_const(code):
        c = const_value(code, t, literal)
        return lambda st, g: c
    if code in (ops.VCCZ, ops.EXECZ):       # 1 when the mask is zero, zero-extended to w bits
        lo, hi = (ops.VCC_LO, ops.VCC_HI) if code == ops.VCCZ else (ops.EXEC_LO, ops.EXEC_HI)
        ut = UNSIGNED[w]
        return lambda st, g: ((st.sgpr[lo, g.sel] | st.sgpr[hi, g.sel]) == 0
                              ).astype(ut).view(dt)
    if w == 64 and ops.SRC_SHARED_BASE <= code <= ops.SRC_PRIVATE_LIMIT:
        c = np.uint64(_APERTURE64[code]).view(dt)
        return lambda st, g: c
    if w == 64:
        def read64(st, g):
            s = st.sgpr
            return (s[code, g.sel].astype(_U64) | (s[code + 1, g.sel].astype(_U64) << _SH32)
                    ).view(dt)
        return read64
    if w == 16:
        return lambda st, g: st.sgpr[code, g.sel].astype(np.uint16).view(dt)
    if t in ("b32", "u32"):
        return lambda st, g: st.sgpr[code, g.sel]
    return lambda st, g: st.sgpr[code, g.sel].view(dt)


def swriter(code: int, t: str = "b32") -> Callable:
    """Writer of a scalar destination row (or row pair for 64-bit types)."""
    w = WIDTH[t]
    if code == ops.NULL:
        return lambda st, g, v: None
    if w == 64:
        def write64(st, g, v):
            v = np.asarray(v).astype(NP[t], copy=False).view(np.uint64)
            st.sgpr[code, g.sel] = (v & np.uint64(0xFFFFFFFF)).astype(np.uint32)
            st.sgpr[code + 1, g.sel] = (v >> _SH32).astype(np.uint32)
        return write64

    def write32(st, g, v):
        v = np.asarray(v)
        if v.dtype != np.uint32:
            v = v.astype(NP[t], copy=False)
            v = v.view(np.uint32) if v.dtype.itemsize == 4 else v.astype(np.uint32)
        st.sgpr[code, g.sel] = v
    return write32


def read_mask(code: int) -> Reader:
    """Reader of a 64-bit lane mask (VCC or an SGPR pair) as ``(n, 64)`` bool.

    Raises:
        ValueError: for a VGPR (the encoding allows it, the ISA does not: the instruction
            faults when it runs, :mod:`amdgcn.emu.program`).
    """
    if code >= ops.VGPR0:
        raise ValueError(f"a lane mask must be scalar, not VGPR {code - ops.VGPR0}")
    if is_const(code):
        bits = ops.inline_constant(code, 64, is_float=False) if code != ops.LITERAL else 0
        m = np.array([(bits >> i) & 1 for i in range(64)], dtype=bool)[None, :]
        return lambda st, g: m
    return lambda st, g: unpack_mask(st.sgpr[code, g.sel], st.sgpr[code + 1, g.sel])


def pack_rows(st, g, code: int, m) -> None:
    """Pack ``(n, 64)`` bool lanes ``m`` into scalar rows ``code`` (lo) and ``code + 1`` (hi)."""
    if m.shape != (g.n, WAVE):
        m = np.broadcast_to(m, (g.n, WAVE))
    packed = np.packbits(m, axis=-1, bitorder="little").view(np.uint32)
    st.sgpr[code, g.sel] = packed[:, 0]
    st.sgpr[code + 1, g.sel] = packed[:, 1]


def write_mask(code: int) -> Callable:
    """Writer of a lane mask to VCC or an SGPR pair; inactive lanes write 0 (VOPC rule)."""
    if code == ops.NULL:
        return lambda st, g, m: None

    def write(st, g, m):
        if not g.exec_full:
            m = m & g.exec
        pack_rows(st, g, code, m)
    return write


# -- vector operands ----------------------------------------------------------------------------
def _raw32(code: int, literal: int | None, *, acc: bool = False) -> Reader:
    """Raw uint32 of a 32-bit VALU source: (n,64) for VGPRs, (n,1) for SGPRs."""
    if code >= ops.VGPR0:
        r = code - ops.VGPR0
        if acc:
            return lambda st, g: st.agpr[r][g.sel]
        return lambda st, g: st.vgpr[r][g.sel]
    if is_const(code):
        c = const_value(code, "b32", literal)
        return lambda st, g: c
    base = sreader(code, "b32", literal)
    return lambda st, g: base(st, g)[:, None]


def vreader(code: int, t: str, literal: int | None = None, *, hi: bool = False,
            neg: bool = False, abs_: bool = False, acc: bool = False) -> Reader:
    """Typed reader of a VALU source with the VOP3 input modifiers (floats only)."""
    w = WIDTH[t]
    dt = NP[t]
    if is_const(code) and w != 16:
        c = const_value(code, t, literal)
        if is_float(t):
            if abs_:
                c = np.abs(c)
            if neg:
                c = -c
        return lambda st, g: c
    if w == 64:
        if code >= ops.VGPR0:
            r = code - ops.VGPR0
            regs_name = "agpr" if acc else "vgpr"

            def get(st, g):
                return pair(getattr(st, regs_name), r, g, dt)
        else:
            s = sreader(code, t, literal)

            def get(st, g):
                v = np.asarray(s(st, g))
                # a value the same for every wave (src_private_base read as 64 bits: a fuzz
                # finding) broadcasts as it is
                return v[:, None] if v.ndim else v
    elif w == 16:
        if is_const(code):
            c = const_value(code, t, literal)
            base = None

            def get(st, g):
                return c
        else:
            base = _raw32(code, literal, acc=acc)
            if hi:
                def get(st, g):
                    return (base(st, g) >> 16).astype(np.uint16).view(dt)
            else:
                def get(st, g):
                    return base(st, g).astype(np.uint16).view(dt)
    else:
        base = _raw32(code, literal, acc=acc)
        if t in ("u32", "b32"):
            get = base
        else:
            def get(st, g):
                return base(st, g).view(dt)
    if is_float(t) and (neg or abs_):
        inner = get
        if abs_ and neg:
            return lambda st, g: -np.abs(inner(st, g))
        if abs_:
            return lambda st, g: np.abs(inner(st, g))
        return lambda st, g: -inner(st, g)
    return get


def to_bits32(v, t: str) -> np.ndarray:
    """Typed result -> uint32 bits (16-bit results zero-extended)."""
    v = np.asarray(v)
    w = WIDTH[t]
    if w == 16:
        return v.astype(NP[t], copy=False).view(np.uint16).astype(np.uint32)
    if v.dtype != NP[t]:
        v = v.astype(NP[t])
    return v.view(np.uint32) if v.dtype.itemsize == 4 else v.astype(np.uint32)


def store_lanes(dst: np.ndarray, g, val, where=None) -> None:
    """``dst[g.sel] = val`` on active lanes (EXEC, and ``where`` when given)."""
    if where is None and g.exec_full:
        dst[g.sel] = val
        return
    mask = g.exec if where is None else (g.exec & where)
    val = np.asarray(val)
    if val.dtype != dst.dtype:          # putmask casts only safely; assignment would wrap
        val = val.astype(dst.dtype)
    val = np.broadcast_to(val, mask.shape)
    if g.contig:
        np.putmask(dst[g.sel], mask, val)
    else:
        cur = dst[g.sel]
        np.putmask(cur, mask, val)
        dst[g.sel] = cur


def vwriter(vdst: int, t: str, *, acc: bool = False, hi: bool = False,
            keep_high: bool = False) -> Callable:
    """Writer of a VALU destination (``vdst`` is the VGPR number) under EXEC.

    16-bit results go to the low half (the high half zeroed, or kept with ``keep_high``) or,
    with ``hi``, to the high half (the low half kept).
    """
    w = WIDTH[t]
    name = "agpr" if acc else "vgpr"
    if w == 64:
        dt = NP[t]

        def write64(st, g, v, where=None):
            regs = getattr(st, name)
            v = np.asarray(v)
            if v.dtype != dt:
                v = v.astype(dt)
            if v.shape != (g.n, WAVE):
                v = np.broadcast_to(v, (g.n, WAVE))
            halves = np.ascontiguousarray(v).view(np.uint32).reshape(g.n, WAVE, 2)
            store_lanes(regs[vdst], g, halves[..., 0], where)
            store_lanes(regs[vdst + 1], g, halves[..., 1], where)
        return write64
    if w == 16 and hi:
        def write_hi(st, g, v, where=None):
            regs = getattr(st, name)
            old = regs[vdst][g.sel]
            bits = (old & np.uint32(0xFFFF)) | (to_bits32(v, t) << np.uint32(16))
            store_lanes(regs[vdst], g, bits, where)
        return write_hi
    if w == 16 and keep_high:
        def write_lo(st, g, v, where=None):
            regs = getattr(st, name)
            old = regs[vdst][g.sel]
            store_lanes(regs[vdst], g, (old & np.uint32(0xFFFF0000)) | to_bits32(v, t), where)
        return write_lo

    def write(st, g, v, where=None):
        store_lanes(getattr(st, name)[vdst], g, to_bits32(v, t), where)
    return write


def pair(regs: np.ndarray, r: int, g, dt=np.uint64) -> np.ndarray:
    """The 64-bit lane values of register pair ``regs[r:r+2]`` for group ``g``, ``(n, 64)``.

    The halves are interleaved into one new buffer and viewed as 64-bit: two strided copies,
    much cheaper than widening, shifting and or-ing both halves.
    """
    lo = regs[r][g.sel]
    out = np.empty(lo.shape + (2,), np.uint32)
    out[..., 0] = lo
    out[..., 1] = regs[r + 1][g.sel]
    return out.view(dt)[..., 0]
