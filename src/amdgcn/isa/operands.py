"""Source operands in the 9-bit space: choose inline constant or literal, and print them.

MI200 ISA 13.3.1 (inline constants, literal constant 255); LLVM's rules for when an immediate
is inline and how it prints. Operand types are given as ``(bits, kind)``: ``bits`` 16/32/64,
``kind`` ``"i"`` (integer/bits) or ``"f"`` (floating point).

Format modules call :func:`encode_src` and :func:`print_src`; both are pure functions of the
operand, the type and the target's operand space.
"""

from __future__ import annotations

from amdgcn.errors import AsmError
from amdgcn.isa.registers import (
    INLINE_FLOAT_TEXT,
    LITERAL,
    SGPR,
    SPECIAL,
    TTMP,
    VGPR,
    VGPR_BASE,
    OperandSpace,
    Reg,
    decode_scalar,
    float_bits,
    float_to_inline,
    inline_int,
    int_to_inline,
    reg_name,
)
from amdgcn.isa.syntax import Item


def reg_code(reg: Reg, space: OperandSpace) -> int | None:
    """The 9-bit source code of a register's first dword, or None if it has none."""
    if reg.file == SGPR:
        return reg.index if reg.index + reg.count <= space.sgpr_count else None
    if reg.file == VGPR:
        return VGPR_BASE + reg.index if reg.index + reg.count <= 256 else None
    if reg.file == TTMP:
        if reg.index + reg.count > space.ttmp_count:
            return None
        return space.ttmp_first + reg.index
    if reg.file == SPECIAL:
        return reg.index
    return None


def encode_src(item: Item, space: OperandSpace, *, bits: int = 32, kind: str = "i",
               count: int = 1, allow_vgpr: bool = True, allow_literal: bool = True,
               allow_inline: bool = True) -> tuple[int, int | None]:
    """Encode a source operand item as ``(code, literal)``; ``literal`` is None when inline.

    Raises:
        AsmError: ``invalid operand for instruction`` (with the item's column) when the
        operand does not fit.
    """
    if item.kind == "reg":
        r = item.reg
        if r.count != count or (r.file == VGPR and not allow_vgpr):
            raise _invalid(item)
        code = reg_code(r, space)
        if code is None or (r.file == SPECIAL and r.count != count and count > 1):
            raise _invalid(item)
        return code, None
    if item.kind != "imm":
        raise _invalid(item)
    value_bits = imm_bits(item, bits=bits, kind=kind)
    if value_bits is None:
        raise _invalid(item)
    if allow_inline and not item.lit:
        code = inline_code(item, value_bits, bits=bits, kind=kind, space=space)
        if code is not None:
            return code, None
    if not allow_literal:
        raise _invalid(item)
    return LITERAL, literal_for(value_bits, bits=bits, kind=kind)


def _invalid(item: Item) -> AsmError:
    return AsmError("invalid operand for instruction", col=item.col)


def imm_bits(item: Item, *, bits: int, kind: str) -> int | None:
    """The operand-width bit pattern an immediate item stands for, or None if it cannot."""
    v = item.value
    if item.is_float:
        fbits = 32 if (kind == "i" and bits == 64) else bits
        try:
            pat = float_bits(v, 64 if bits == 64 and kind == "f" else fbits)
        except OverflowError:
            return None
        return pat
    mask = (1 << bits) - 1
    if bits < 64 and not (-(1 << bits) < v < (1 << bits)) and not (-(1 << 31) <= v < (1 << 32)):
        return None
    return v & mask


def inline_code(item: Item, pattern: int, *, bits: int, kind: str,
                space: OperandSpace) -> int | None:
    """The inline constant code for an immediate, or None when it must be a literal."""
    if not item.is_float:
        v = item.value
        code = int_to_inline(v)
        if code is not None:
            return code
        sv = pattern - (1 << bits) if pattern >> (bits - 1) else pattern
        code = int_to_inline(sv)
        if code is not None:
            return code
    return float_to_inline(pattern, bits, inv2pi=space.has_inv2pi)


def literal_for(pattern: int, *, bits: int, kind: str) -> int:
    """The 32-bit literal dword for an operand pattern (an f64's high half)."""
    if bits == 64 and kind == "f":
        return pattern >> 32
    return pattern & 0xFFFFFFFF


def print_src(code: int, space: OperandSpace, *, literal: int | None = None, bits: int = 32,
              kind: str = "i", count: int = 1) -> str:
    """LLVM's text for source code ``code`` (``literal`` when code is 255)."""
    if code == LITERAL:
        if literal is None:
            return "<no literal>"
        return f"0x{literal:x}"
    i = inline_int(code)
    if i is not None:
        return str(i)
    f = INLINE_FLOAT_TEXT.get(code)
    if f is not None:
        return f
    r = decode_scalar(code, count, space)
    if r is None:
        return f"<invalid src {code}>"
    return reg_name(r)
