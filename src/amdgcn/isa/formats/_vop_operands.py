"""VALU operand plans and source operands as LLVM 22 writes them (MI200 ISA 13.3.1, 13.3.4).

Shared by :mod:`amdgcn.isa.formats.vop` and the SDWA/DPP module. A row's signature
(``"vdst:f32, src0:f32, vsrc1:f32"``) becomes a tuple of :class:`Opnd`; sources are encoded
and printed per operand type:

* 32-bit operands (integer or float): an integer is truncated to 32 bits and is inline when
  its signed value is -16..64 or its bits are an inline float; a float is its f32 bits.
* f16: the same on 16 bits (f16 inline patterns; 0.15915494 is 0x3118).
* i16: only integers -16..64 are inline; a float token uses its f32 bits (inline if its f32
  pattern is) but must fit an f16; a negative integer's literal keeps its 32 bits
  (``-17`` is ``0xffffffef``); literals print as their low 16 bits.
* 64-bit: integers -16..64 or f64 inline patterns are inline; other integers must fit in 32
  bits (the literal dword; for f64 the high half of the double; an f64 token puts its high
  half there, LLVM warning when low bits are lost). LLVM 22 refuses wider integers, even a
  double's bit pattern with a zero low half. Inline 1/(2*pi) prints as
  ``0.15915494309189532``.
* pf16 (src0 of ``v_dot2c_f32_f16``/``v_dot2acc_f32_f16``) and pf16d (``v_pk_fmac_f16``'s):
  two f16 halves in one 32-bit operand. A float is its f16 bits in the low half; an integer
  is its 32 bits. Inline are the integers -16..64 and the f16 inline constants, which the
  hardware reads as (f16, 0); pf16d's as (f16, f16) on GFX11 (LLVM 22, after llvm-project
  issue 94116): ``0x3c00`` is ``1.0`` on GFX10 and a literal on GFX11, ``0x3c003c00`` the
  other way round.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from functools import lru_cache

from amdgcn.errors import AsmError
from amdgcn.isa.registers import (
    AGPR,
    INLINE_FLOAT_TEXT,
    INLINE_FLOATS,
    LITERAL,
    SPECIAL,
    VGPR,
    VGPR_BASE,
    decode_scalar,
    inline_int,
    int_to_inline,
    reg_name,
)

#: type prefixes of the sig language: register class restrictions
RC_ANY, RC_V, RC_S, RC_A, RC_AV, RC_SR = "", "v", "s", "a", "av", "sr"
#: the types of two f16 halves in a 32-bit operand (see the module docstring): an inline
#: constant is (f16, 0); PK_F16_DUP's is (f16, f16) on GFX11
PK_F16, PK_F16_DUP = "pf16", "pf16d"
#: :attr:`Opnd.pk_f16` values
PK_LOW, PK_DUP11 = 1, 2


@dataclass(frozen=True, slots=True)
class Opnd:
    """One operand of a VALU signature.

    Attributes:
        name: ``vdst sdst vcc src0 vsrc1 ssrc1 src1 src2 k``.
        bits: 16, 32, 64 (or 128 for 4-dword operands); kind: ``"f"`` float, ``"i"`` other.
        count: dwords; rc: register class restriction (``""`` any, ``"v"`` VGPR only, ``"s"``
        scalar/constant only, ``"sr"`` SGPR register only, ``"a"`` AGPR only, ``"av"``
        either vector file).
        t16: GFX11's true16 operand (a VGPR is a 16-bit half, ``v1.h``).
    """

    name: str
    bits: int
    kind: str
    count: int
    rc: str = RC_ANY
    #: GFX11 true16: a 16-bit half of a VGPR (``v1.l``/``v1.h``) when a VGPR
    t16: bool = False
    #: a ``pf16``/``pf16d`` operand (:data:`PK_LOW`/:data:`PK_DUP11`, else 0): a float
    #: operand of 32 bits whose immediates are two f16 halves
    pk_f16: int = 0

    @property
    def is_src(self) -> bool:
        return self.name in ("src0", "src1", "src2", "vsrc1", "ssrc1")


def parse_type(t: str) -> tuple[int, str, str]:
    """``"vb32"`` -> (32, "i", "v"); ``"f16"`` -> (16, "f", ""); ``"pf16"`` -> (32, "f", "")."""
    if t in (PK_F16, PK_F16_DUP):
        return 32, "f", RC_ANY
    rc = ""
    for prefix in (RC_AV, RC_SR, RC_A, RC_V, RC_S):
        if t.startswith(prefix) and len(t) > len(prefix) and t[len(prefix)] in "bfiu":
            rc, t = prefix, t[len(prefix):]
            break
    return int(t[1:]), ("f" if t[0] == "f" else "i"), rc


@lru_cache(maxsize=None)
def sig_of(sig: str) -> tuple[Opnd, ...]:
    """The operand plan of a signature string (cached)."""
    out = []
    for part in sig.split(","):
        part = part.strip()
        if not part:
            continue
        name, _, typ = part.partition(":")
        bits, kind, rc = parse_type(typ.strip())
        out.append(Opnd(name.strip(), bits, kind, max(1, bits // 32), rc,
                        pk_f16={PK_F16: PK_LOW, PK_F16_DUP: PK_DUP11}.get(typ.strip(), 0)))
    return tuple(out)


@lru_cache(maxsize=None)
def t16_plan(plan: tuple, halves: tuple) -> tuple:
    """``plan`` with the operands at printed positions ``halves`` made true16 (GFX11)."""
    if not halves:
        return plan
    return tuple(Opnd(o.name, 16, o.kind, 1, o.rc, True) if i in halves else o
                 for i, o in enumerate(plan))


def print_half(index: int, high: int) -> str:
    """A true16 VGPR half as LLVM 22 prints it (``v1.l``, ``v1.h``)."""
    return f"v{index}.h" if high else f"v{index}.l"


# ---------------------------------------------------------------------------------------------
# Printing
# ---------------------------------------------------------------------------------------------

_F16_INLINE_HEX = {c: f"0x{p[2]:x}" for c, p in INLINE_FLOATS.items()}
_INV2PI_F64_TEXT = "0.15915494309189532"


def print_vreg(index: int, count: int, file: str = "v") -> str:
    """``v1`` / ``v[2:3]`` / ``a4``."""
    if count == 1:
        return f"{file}{index}"
    return f"{file}[{index}:{index + count - 1}]"


def _inline_pattern16(v: int) -> bool:
    if v <= 64 or v >= 0xFFF0:
        return True
    return any(p[2] == v for p in INLINE_FLOATS.values())


def _inline_value32(v: int, inv2pi: bool = True) -> bool:
    if v <= 64 or v >= 0xFFFFFFF0:
        return True
    return any(p[0] == v for c, p in INLINE_FLOATS.items() if inv2pi or c != 248)


_INLINE_F64_HIGH = {p[1] >> 32: c for c, p in INLINE_FLOATS.items() if not p[1] & 0xFFFFFFFF}


def print_literal(lit: int, op: Opnd, inv2pi: bool = True) -> str:
    """LLVM's text of a literal constant for operand ``op``: a value an inline constant could
    also give is wrapped in ``lit(...)`` (an f64 one prints as the float it stands for)."""
    if op.bits == 16:
        lo = lit & 0xFFFF
        if op.kind == "f" and _inline_pattern16(lo):
            return f"lit(0x{lit:x})"
        return f"0x{lo:x}"
    if op.bits == 64:
        if op.kind == "f":
            c = _INLINE_F64_HIGH.get(lit)
            return INLINE_FLOAT_TEXT[c] if c is not None else f"0x{lit:x}"
        return f"lit(0x{lit:x})" if lit <= 64 else f"0x{lit:x}"
    if _inline_value32(lit, inv2pi):
        return f"lit(0x{lit:x})"
    return f"0x{lit:x}"


def pk_f16_inline(u: int, op: Opnd, space) -> int | None:
    """The inline constant code whose value in a ``pf16``/``pf16d`` operand ``op`` is the
    32-bit pattern ``u`` on ``space``'s generation, or None: integers -16..64, and an f16
    inline constant in the low half with a zero high half, or for pf16d on GFX11 an f16
    inline constant or an integer 0..64 in both halves."""
    c = int_to_inline(u - (1 << 32) if u & 0x80000000 else u)
    if c is not None:
        return c
    lo, hi = u & 0xFFFF, u >> 16
    dup = op.pk_f16 == PK_DUP11 and space.gen == "gfx11"
    if hi != (lo if dup else 0):
        return None
    if dup and lo <= 64:
        return int_to_inline(lo)
    return _float_code(lo, 2, space.has_inv2pi)


def print_src_op(code: int, op: Opnd, space, literal: int | None = None) -> str:
    """LLVM's text of a 9-bit source ``code`` as operand ``op`` (no modifiers)."""
    if code >= VGPR_BASE:
        return print_vreg(code - VGPR_BASE, op.count, "a" if op.rc == RC_A else "v")
    if code == LITERAL and op.pk_f16 and literal is not None:
        return f"lit(0x{literal:x})" if pk_f16_inline(literal, op, space) is not None \
            else f"0x{literal:x}"
    if code == LITERAL:
        return "<no literal>" if literal is None else print_literal(literal, op,
                                                                    space.has_inv2pi)
    i = inline_int(code)
    if i is not None:
        return str(i)
    if code in INLINE_FLOAT_TEXT:
        if op.bits == 16 and op.kind == "i":
            return _F16_INLINE_HEX[code]
        if code == 248 and op.bits == 64:
            return _INV2PI_F64_TEXT
        return INLINE_FLOAT_TEXT[code]
    r = decode_scalar(code, op.count, space)
    if r is None:
        return f"<invalid src {code}>"
    return reg_name(r)


def with_mods(text: str, neg: int, abs_: int, is_reg: bool = True) -> str:
    """Source modifiers as LLVM prints them on a VOP3 operand (``neg(...)`` around a
    constant without ``|...|``, which would read as another constant otherwise)."""
    if abs_:
        text = f"|{text}|"
    if neg:
        text = f"-{text}" if is_reg or abs_ else f"neg({text})"
    return text


# ---------------------------------------------------------------------------------------------
# Encoding
# ---------------------------------------------------------------------------------------------

def _bad(item, msg: str = "invalid operand for instruction") -> AsmError:
    return AsmError(msg, col=item.col)


_F32_TINY, _F16_TINY = 1.401298464324817e-45, 5.960464477539063e-08


def _f32(x: float) -> int | None:
    if x and abs(x) < _F32_TINY:
        return None   # LLVM rejects a float that underflows the operand's format
    try:
        return struct.unpack("<I", struct.pack("<f", x))[0]
    except OverflowError:
        return None


def _f16(x: float) -> int | None:
    if x and abs(x) < _F16_TINY:
        return None
    try:
        return struct.unpack("<H", struct.pack("<e", x))[0]
    except OverflowError:
        return None


def _f64(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def _float_code(pattern: int, col: int, inv2pi: bool) -> int | None:
    for code, pats in INLINE_FLOATS.items():
        if pats[col] == pattern and (inv2pi or code != 248):
            return code
    return None


def imm_code(value, is_float: bool, op: Opnd, space, *, force_lit: bool = False):
    """(code, literal) of an immediate for operand ``op``; literal is None when inline.

    Returns None when the value cannot be an operand of that type.
    """
    inv2pi = space.has_inv2pi
    bits = op.bits
    if op.pk_f16:
        return _pk_f16_code(value, is_float, op, space, force_lit)
    if is_float:
        if bits == 64:
            pat = _f64(value)
            c = None if force_lit else _float_code(pat, 1, inv2pi)
            if c is None and pat == 0:
                c = 128
            if c is not None:
                return c, None
            if op.kind != "f":
                return None
            return LITERAL, pat >> 32
        if bits == 16 and op.kind == "f":
            pat = _f16(value)
            if pat is None:
                return None
            if not force_lit:
                c = _float_code(pat, 2, inv2pi) if pat else 128
                if c is not None:
                    return c, None
            return LITERAL, pat
        if bits == 16 and _f16(value) is None:
            return None   # a 16-bit integer operand: the float must fit an f16 (LLVM 22)
        pat = _f32(value)
        if pat is None:
            return None
        if not force_lit:
            c = _float_code(pat, 0, inv2pi) if pat else 128
            if c is not None:
                return c, None
        return LITERAL, pat
    v = int(value)
    if (1 << 63) <= v < (1 << 64):
        v -= 1 << 64      # a 64-bit pattern: LLVM reads it as a signed 64-bit value
    if bits == 64:
        if not force_lit:
            c = int_to_inline(v)
            if c is not None:
                return c, None
            c = _float_code(v & 0xFFFFFFFFFFFFFFFF, 1, inv2pi)
            if c is not None:
                return c, None
        if -(1 << 31) <= v < (1 << 32):   # LLVM 22 refuses wider ones, f64 included
            return LITERAL, v & 0xFFFFFFFF
        return None
    if bits == 16:
        if not (-(1 << 15) <= v < (1 << 16)):
            return None
        if op.kind != "f":
            if not force_lit:
                c = int_to_inline(v)
                if c is not None:
                    return c, None
            # LLVM 22 keeps the 32 bits of a negative integer (-17 is 0xffffffef)
            return LITERAL, v & 0xFFFFFFFF
        lo = v & 0xFFFF
        if not force_lit:
            c = int_to_inline(lo - 0x10000 if lo & 0x8000 else lo)
            if c is not None:
                return c, None
            c = _float_code(lo, 2, inv2pi)
            if c is not None:
                return c, None
        return LITERAL, lo
    if not (-(1 << 31) <= v < (1 << 32)):
        return None
    u = v & 0xFFFFFFFF
    if not force_lit:
        c = int_to_inline(u - (1 << 32) if u & 0x80000000 else u)
        if c is not None:
            return c, None
        c = _float_code(u, 0, inv2pi)
        if c is not None:
            return c, None
    return LITERAL, u


def _pk_f16_code(value, is_float: bool, op: Opnd, space, force_lit: bool):
    """(code, literal) of an immediate as a ``pf16`` operand, or None."""
    if is_float:
        u = _f16(value)
        if u is None:
            return None
    else:
        v = int(value)
        if (1 << 63) <= v < (1 << 64):
            v -= 1 << 64
        if not (-(1 << 31) <= v < (1 << 32)):
            return None
        u = v & 0xFFFFFFFF
    c = None if force_lit else pk_f16_inline(u, op, space)
    return (c, None) if c is not None else (LITERAL, u)


def reg_src_code(reg, op: Opnd, space) -> int | None:
    """The 9-bit code of a register used as source ``op`` (None when it cannot be)."""
    if reg.count != op.count and not (reg.file == SPECIAL and reg.index >= 235):
        return None
    f = reg.file
    if f == VGPR:
        if op.rc in (RC_S, RC_SR, RC_A) or reg.index + reg.count > 256:
            return None
        return VGPR_BASE + reg.index
    if f == AGPR:
        if op.rc not in (RC_A, RC_AV) or reg.index + reg.count > 256:
            return None
        return VGPR_BASE + reg.index
    if op.rc in (RC_V, RC_A, RC_AV):
        # LDS_DIRECT reads through the VGPR path (MI200 ISA 13.3.1 SRC0 = 254)
        return reg.index if f == SPECIAL and reg.index == 254 and op.rc == RC_V else None
    if f == "s":
        if reg.index + reg.count > space.sgpr_count:
            return None
        if reg.count > 1 and reg.index % 2:
            return None
        return reg.index
    if f == "ttmp":
        if reg.index + reg.count > space.ttmp_count or (reg.count > 1 and reg.index % 2):
            return None
        return space.ttmp_first + reg.index
    if f == SPECIAL:
        if reg.count != op.count and reg.index < 235:
            return None
        return reg.index
    return None


def encode_src_op(item, op: Opnd, space, *, allow_literal: bool = True):
    """(code, literal) of a source item for operand ``op``.

    Raises:
        AsmError: ``invalid operand for instruction`` at the item, or ``literal operands are
        not supported`` when a literal is needed where none is allowed.
    """
    # llvm-mc places an operand's errors inside its modifiers (``-|0x41|``: at the number)
    col = item.inner_col if item.has_src_mods and item.inner_col else item.col
    if item.kind == "reg":
        code = reg_src_code(item.reg, op, space)
        if code is None:
            raise AsmError("invalid operand for instruction", col=col)
        return code, None
    if item.kind != "imm" or op.rc in (RC_V, RC_A, RC_AV, RC_SR):
        raise _bad(item)
    r = imm_code(item.value, item.is_float, op, space, force_lit=item.lit)
    if r is None or (r[1] is not None and op.bits == 64 and op.kind == "f" and
                     not item.is_float and (item.neg or item.abs)):
        # LLVM 22 takes no integer literal with source modifiers as a 64-bit float
        raise AsmError("invalid operand for instruction", col=col)
    if r[1] is not None and not allow_literal:
        err = AsmError("literal operands are not supported",
                       col=col + 4 if item.lit else col)   # lit(: at the value
        raise err
    return r


def list_element_col(item, k: int, comma: bool = False) -> int:
    """The column of element ``k`` of a ``name:[a,b,...]`` item (llvm-mc places a bad entry's
    error there), or with ``comma`` of the comma before it (where llvm-mc stops a list too
    long); the first element's when the text does not show it."""
    text = item.text
    start = text.find("[") + 1
    if start <= 0:
        return item.col
    pos = start
    for _ in range(k):
        c = text.find(",", pos)
        if c < 0:
            break
        pos = c + 1
    if comma:
        return item.col + pos - 1
    while pos < len(text) and text[pos] in " \t":
        pos += 1
    return item.col + pos


def dpp_mask(name: str, v: int, ctx) -> int:
    """A DPP ``row_mask``/``bank_mask`` value as LLVM 22 takes it: any integer, of which the
    low 4 bits are encoded; its listing prints a value past them as written (``0x10``,
    ``-0x1``), through ``ctx.echo``."""
    if not 0 <= v <= 0xF and ctx is not None:
        ctx.echo[name] = f"{name}:-0x{-v:x}" if v < 0 else f"{name}:0x{v:x}"
    return v & 0xF


__all__ = ["Opnd", "PK_DUP11", "PK_F16", "PK_F16_DUP", "PK_LOW", "dpp_mask", "encode_src_op", "imm_code", "list_element_col", "parse_type", "pk_f16_inline", "print_literal", "print_src_op",
           "print_vreg", "reg_src_code", "sig_of", "with_mods"]
