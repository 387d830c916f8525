"""Scalar operands shared by the SOP and SMEM/SMRD formats: SSRC sources, SDST destinations
and the symbolic 16-bit immediates (``s_waitcnt``, ``hwreg``, ``sendmsg``, ``gpr_idx``).

MI200 ISA 13.1 (SSRC0/SSRC1/SDST operand fields), 4.4 (S_WAITCNT counters), 12.x (S_GETREG
hardware register ids, S_SENDMSG messages, S_SET_GPR_IDX_ON modes); AMDGPUUsage:
Assembler (waitcnt/hwreg/sendmsg/gpr_idx syntax). Text matches LLVM 22's printer.

Scalar source rules (LLVM 22):

* 32-bit: an integer in [-2**31, 2**32) is an inline constant when its 32-bit pattern is
  -16..64 or the pattern of an inline float (1/(2*pi) on GFX8+), else a 32-bit literal;
  a float is converted to single precision.
* 64-bit: inline constants compare the whole 64-bit value (floats as doubles); a literal
  must fit 32 bits (signed or unsigned) and is stored as its low dword; a float that is not
  inline is rejected.
* One literal per instruction (the same value may be shared by two operands).
* A literal that the assembler would have encoded as an inline constant prints as
  ``lit(0x..)``.
"""

from __future__ import annotations

import re

from amdgcn.errors import AsmError
from amdgcn.isa.registers import (
    INLINE_FLOAT_TEXT,
    INLINE_FLOATS,
    LITERAL,
    SGPR,
    SGPR_TUPLE_END,
    TTMP_FILE,
    SPECIAL,
    TTMP,
    decode_scalar,
    decode_tuple,
    float_bits,
    int_to_inline,
    reg_name,
    unavailable_message,
)
from amdgcn.isa.syntax import Expr, ExprParser, Item, SyntaxErrorAt

#: LLVM's note after a constant decoded into a register-only operand
BAD_IMM = "/*Invalid immediate*/"
#: FK_PCRel_4: llvm-mc's fixup kind for a symbolic 32-bit literal of a SALU instruction
FIXUP_LITERAL = "FK_PCRel_4"
#: the PC-relative simm16 of SOPP/SOPK branches
FIXUP_BRANCH = "fixup_si_sopp_br"

_F32_INLINE = {pats[0]: code for code, pats in INLINE_FLOATS.items()}
_F64_INLINE = {pats[1]: code for code, pats in INLINE_FLOATS.items()}
_INV2PI = 248


#: special register names of some generation (an identifier spelled so is not a symbol)
_REG_NAMES = frozenset(
    "tba tma tba_lo tba_hi tma_lo tma_hi flat_scratch flat_scratch_lo flat_scratch_hi "
    "xnack_mask xnack_mask_lo xnack_mask_hi src_shared_base src_shared_limit src_private_base "
    "src_private_limit src_pops_exiting_wave_id shared_base shared_limit private_base "
    "private_limit pops_exiting_wave_id null".split())


def as_expr(item):
    """A bare identifier operand (``foo``) as a symbol expression item; others unchanged.

    Raises:
        AsmError: for a register name this generation does not have.
    """
    if item.kind == "ident" and item.name.lower() in _REG_NAMES:
        if item.name.lower() == "null":
            raise _bad(item, "'null' operand is not supported on this GPU")
        raise _bad(item, f"{item.name} register not available on this GPU")
    if item.kind == "ident" and not (item.neg or item.abs or item.lit):
        base, _, variant = item.name.partition("@")
        return Item("expr", item.col, item.text, expr=Expr("sym", base, variant))
    return item


def check_available(item, isa) -> None:
    """llvm-mc's "<reg> register not available on this GPU" for special registers."""
    r = item.reg
    if r.index == 254:
        raise _bad(item)
    msg = unavailable_message(r, isa.target.gen, isa.target.processor)
    if msg is not None:
        raise _bad(item, msg)


def _bad(item, msg: str = "invalid operand for instruction") -> AsmError:
    return AsmError(msg, col=item.col)


# ---------------------------------------------------------------------------------------------
# registers
# ---------------------------------------------------------------------------------------------

def sreg_code(item, isa, dwords: int) -> int:
    """The 7/8-bit code of a scalar register operand of ``dwords`` dwords (SDST, SBASE,
    SDATA, SOFFSET); raises AsmError for anything else."""
    if item.kind == "ident":
        as_expr(item)
    if item.kind != "reg" or item.neg or item.abs or item.sext or item.lit:
        raise _bad(item)
    r = item.reg
    space = isa.space
    if r.file in (SGPR, TTMP):
        code = _check_tuple(item, r, space)
        if r.count != dwords:
            raise _bad(item)
        return code
    if r.file == SPECIAL and r.name == "null" and isa.target.rdna:
        return r.index      # GFX10+: null stands for a register of any width
    if r.count != dwords:
        raise _bad(item)
    if r.file == SPECIAL:
        check_available(item, isa)
        if r.index > 127:
            raise _bad(item)
        return r.index
    raise _bad(item)


def check_register(item, isa) -> None:
    """The checks llvm-mc makes on a register operand as it parses it (before matching the
    instruction): tuple size, alignment and range, availability on the processor."""
    if item.kind != "reg":
        return
    r = item.reg
    if r.file in (SGPR, TTMP):
        _check_tuple(item, r, isa.space)
    elif r.file == SPECIAL:
        msg = unavailable_message(r, isa.target.gen, isa.target.processor)
        if msg is not None:
            raise _bad(item, msg)


#: SGPR/TTMP tuple sizes LLVM has register classes for
_TUPLE_SIZES = frozenset({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 32})


def _check_tuple(item, r, space) -> int:
    """The code of an SGPR/TTMP operand, checked in llvm-mc's order: tuple size, alignment
    (2 for 64 bits, 4 above), the register file's end (s105, ttmp15), then the registers this
    generation addresses ("s[96:103] register not available on this GPU" on GFX8+)."""
    if r.count not in _TUPLE_SIZES:
        raise _bad(item, "invalid or unsupported register size")
    if r.count > 1 and r.index % (2 if r.count == 2 else 4):
        raise _bad(item, "invalid register alignment")
    if r.index + r.count > (SGPR_TUPLE_END if r.file == SGPR else TTMP_FILE):
        raise _bad(item, "register index is out of range")
    limit = space.sgpr_count if r.file == SGPR else space.ttmp_count
    if r.index + r.count > limit:
        raise _bad(item, f"{reg_name(r)} register not available on this GPU")
    return r.index if r.file == SGPR else space.ttmp_first + r.index


def print_sreg(code: int, dwords: int, space) -> str:
    """LLVM's text of a scalar register field (an SGPR tuple is printed aligned, as LLVM
    does; an odd trap-temporary or special pair is not a register: ``<invalid ..>``)."""
    key = (code, dwords, id(space))
    hit = _SREG_TEXTS.get(key)
    if hit is None or hit[1] is not space:     # the space is kept: its id is no other's
        r = decode_tuple(code, dwords, space) if dwords >= 2 else decode_scalar(code, 1, space)
        hit = _SREG_TEXTS[key] = (f"<invalid {code}>" if r is None else reg_name(r), space)
    return hit[0]


#: (code, dwords, id(space)) -> (print_sreg's text, space): a decoder prints the same few
#: hundred registers again and again
_SREG_TEXTS: dict[tuple, tuple] = {}


# ---------------------------------------------------------------------------------------------
# SSRC (9-bit source space without VGPRs)
# ---------------------------------------------------------------------------------------------

def _inline32(pattern: int, space) -> int | None:
    sv = pattern - (1 << 32) if pattern >> 31 else pattern
    code = int_to_inline(sv)
    if code is not None:
        return code
    code = _F32_INLINE.get(pattern)
    if code == _INV2PI and not space.has_inv2pi:
        return None
    return code


def _inline64(value: int, space) -> int | None:
    """Inline code of a 64-bit pattern (integer -16..64 or a double's pattern)."""
    pattern = value & 0xFFFFFFFFFFFFFFFF
    sv = pattern - (1 << 64) if pattern >> 63 else pattern
    code = int_to_inline(sv)
    if code is not None:
        return code
    code = _F64_INLINE.get(pattern)
    if code == _INV2PI and not space.has_inv2pi:
        return None
    return code


def encode_ssrc(item, isa, dwords: int, ctx, lit_offset: int, index: int):
    """Encode a scalar source: returns ``(code, literal or None)``.

    ``ctx`` receives a literal fixup (at byte ``lit_offset``) for a symbolic expression;
    ``index`` is the operand's printed position (for the listing).
    """
    space = isa.space
    item = as_expr(item)
    kind = item.kind
    if kind == "reg":
        r = item.reg
        if item.neg or item.abs or item.sext or item.lit:
            raise _bad(item)
        if r.file == SPECIAL and r.index >= 128:
            check_available(item, isa)
            if r.count == 1:
                # src_shared_base, src_vccz ... read as 32 or 64 bits
                return r.index, None
        return sreg_code(item, isa, dwords), None
    if item.neg or item.abs or item.sext:
        raise _bad(item)
    if kind == "expr":
        value = None
        if ctx is not None and ctx.resolve is not None:
            try:
                value = item.expr.evaluate(ctx.resolve)
            except KeyError:
                value = None
        if value is None:
            if dwords != 1:
                raise _bad(item)
            if ctx is not None:
                ctx.fixups.append((lit_offset, FIXUP_LITERAL, item.expr, index))
            return LITERAL, 0
        return _encode_int(item, value, dwords, space)
    if kind != "imm":
        raise _bad(item)
    if item.is_float:
        if dwords == 1:
            try:
                pat = float_bits(item.value, 32)
            except OverflowError:
                raise _bad(item) from None
            code = None if item.lit else _F32_INLINE.get(pat, 128 if pat == 0 else None)
            if code == _INV2PI and not space.has_inv2pi:
                code = None
            return (code, None) if code is not None else (LITERAL, pat)
        pat = float_bits(item.value, 64)
        code = None if item.lit else _F64_INLINE.get(pat, 128 if pat == 0 else None)
        if code == _INV2PI and not space.has_inv2pi:
            code = None
        if code is None:
            raise _bad(item)
        return code, None
    if item.lit and item.value < 0 and ctx is not None and index is not None:
        # llvm-mc's listing prints lit() of a negative value as its 64-bit pattern, or as
        # the 32-bit literal of a 64-bit operand
        mask = 0xFFFFFFFFFFFFFFFF if dwords == 1 else 0xFFFFFFFF
        ctx.echo[index] = f"lit(0x{item.value & mask:x})"
    return _encode_int(item, item.value, dwords, space)


def _encode_int(item, v: int, dwords: int, space):
    if dwords == 1:
        if not -(1 << 31) <= v < (1 << 32):
            raise _bad(item)
        pat = v & 0xFFFFFFFF
        if not item.lit:
            code = _inline32(pat, space)
            if code is not None:
                return code, None
        return LITERAL, pat
    if not item.lit:
        code = _inline64(v, space)
        if code is not None:
            return code, None
    if v >= 1 << 63:
        v -= 1 << 64
    if not -(1 << 31) <= v < (1 << 32):
        raise _bad(item)
    return LITERAL, v & 0xFFFFFFFF


def print_ssrc(code: int, dwords: int, space, literal: int | None) -> str:
    """LLVM's text of a scalar source code (and its literal)."""
    if code < 128:
        return print_sreg(code, dwords, space)
    if code == LITERAL:
        if literal is None:
            return "<no literal>"
        if dwords == 1:
            inl = _inline32(literal, space) is not None
        else:
            inl = literal <= 64
        return f"lit(0x{literal:x})" if inl else f"0x{literal:x}"
    if 128 <= code <= 192:
        return str(code - 128)
    if 193 <= code <= 208:
        return str(192 - code)
    if code == 254:
        if dwords != 1:
            return f"<invalid {code}>"
        return "src_lds_direct/*Invalid register, operand has 'SReg_32' register class*/"
    if code == _INV2PI:
        if not space.has_inv2pi:
            return f"<invalid {code}>"
        return "0.15915494309189532" if dwords == 2 else "0.15915494"
    f = INLINE_FLOAT_TEXT.get(code)
    if f is not None:
        return f
    r = decode_tuple(code, dwords, space) if dwords >= 2 else decode_scalar(code, 1, space)
    if r is None:
        return f"<invalid {code}>"
    return reg_name(r)


# ---------------------------------------------------------------------------------------------
# plain 16-bit immediates
# ---------------------------------------------------------------------------------------------

def imm_value(item, ctx=None) -> int:
    """The integer value of an immediate operand item (absolute expressions included)."""
    if item.kind == "imm" and not item.is_float and not (item.neg or item.abs or item.lit):
        return item.value
    if item.kind == "expr" and ctx is not None and ctx.resolve is not None:
        try:
            return item.expr.evaluate(ctx.resolve)
        except KeyError:
            pass
    raise _bad(item)


def imm16(item, ctx=None, msg: str = "invalid operand for instruction") -> int:
    """A 16-bit immediate (signed or unsigned) as its 16-bit pattern; ``msg`` is llvm-mc's
    error for a wider value (hwreg operands have their own)."""
    v = imm_value(item, ctx)
    if not -(1 << 15) <= v < (1 << 16):
        raise _bad(item, msg)
    return v & 0xFFFF


def print_imm16(v: int) -> str:
    """s_nop/s_setprio/s_trap style: decimal up to 64, else hex."""
    return str(v) if v <= 64 else f"0x{v:x}"


# ---------------------------------------------------------------------------------------------
# s_waitcnt (MI200 ISA 4.4): vmcnt [3:0] (+[15:14] on GFX9), expcnt [6:4], lgkmcnt [11:8]
# ---------------------------------------------------------------------------------------------

# GFX10 (LLVM 22): lgkmcnt widens to [13:8]; GFX11: vmcnt [15:10], expcnt [2:0], lgkmcnt [9:4]

def waitcnt_fields(gen: str):
    """``(vm_max, exp_max, lgkm_max)`` for a generation."""
    if gen in ("gfx10", "gfx11"):
        return 63, 7, 63
    return (63 if gen == "gfx9" else 15), 7, 15


def waitcnt_encode(gen: str, vm: int, exp: int, lgkm: int) -> int:
    if gen == "gfx11":
        return ((vm & 0x3F) << 10) | (exp & 7) | ((lgkm & 0x3F) << 4)
    v = (vm & 0xF) | ((exp & 7) << 4) | ((lgkm & (0x3F if gen == "gfx10" else 0xF)) << 8)
    if gen in ("gfx9", "gfx10"):
        v |= ((vm >> 4) & 3) << 14
    return v


def waitcnt_decode(gen: str, simm: int):
    if gen == "gfx11":
        return (simm >> 10) & 0x3F, simm & 7, (simm >> 4) & 0x3F
    vm = simm & 0xF
    if gen in ("gfx9", "gfx10"):
        vm |= ((simm >> 14) & 3) << 4
    return vm, (simm >> 4) & 7, (simm >> 8) & (0x3F if gen == "gfx10" else 0xF)


def print_waitcnt(gen: str, simm: int) -> str:
    vm, exp, lgkm = waitcnt_decode(gen, simm)
    vmax, emax, lmax = waitcnt_fields(gen)
    parts = []
    all_default = vm == vmax and exp == emax and lgkm == lmax
    if vm != vmax or all_default:
        parts.append(f"vmcnt({vm})")
    if exp != emax or all_default:
        parts.append(f"expcnt({exp})")
    if lgkm != lmax or all_default:
        parts.append(f"lgkmcnt({lgkm})")
    return " ".join(parts)


_CNT = {"vmcnt": 0, "expcnt": 1, "lgkmcnt": 2, "vmcnt_sat": 0, "expcnt_sat": 1,
        "lgkmcnt_sat": 2}


def parse_waitcnt(items, gen: str, ctx=None) -> int:
    """Encode the operand items of ``s_waitcnt``: ``vmcnt(n) expcnt(n) lgkmcnt(n)`` in any
    order and separation, or one integer."""
    if len(items) == 1 and items[0].kind in ("imm", "expr"):
        return imm_value(items[0], ctx) & 0xFFFF   # LLVM 22 keeps the low 16 bits of any
    if len(items) == 1 and items[0].kind == "ident":
        raise _bad(items[0], "expected absolute expression")     # a symbol: not absolute
    maxes = list(waitcnt_fields(gen))
    vals = list(maxes)
    for it in items:
        if it.kind == "func" and it.name.lower() not in _CNT:
            raise _bad(it, f"invalid counter name {it.name}")
        if it.kind == "ident":
            raise _bad(it, "expected a left parenthesis")
        if it.kind != "func":
            raise _bad(it, "expected a counter name")
        name = it.name.lower()
        k = _CNT[name]
        if len(it.args) != 1:
            raise _bad(it)
        n = _int_arg(it.args[0], it, ctx=ctx)
        if n < 0 or n > maxes[k]:
            if not name.endswith("_sat"):
                raise _bad(it, f"too large value for {name}")
            n = max(0, min(n, maxes[k]))
        vals[k] = n
    return waitcnt_encode(gen, *vals)


def _int_arg(text: str, item, after: str = "unknown token in expression", *,
             ctx=None) -> int:
    """An absolute expression argument of a macro (hwreg, sendmsg, counters), symbols set
    before it included (``ctx.resolve``); ``after`` is llvm-mc's error for text left after
    the expression."""
    try:
        ep = ExprParser(text, 0)
        e = ep.parse()
        if text[ep.p:].strip():
            raise _bad(item, after)
        resolve = ctx.resolve if ctx is not None and ctx.resolve is not None else _no_symbol
        return e.evaluate(resolve)
    except SyntaxErrorAt:
        raise _bad(item, "unknown token in expression") from None
    except (KeyError, ZeroDivisionError):
        raise _bad(item, "expected absolute expression") from None


def _known(name: str, ctx) -> bool:
    """Whether ``name`` is an absolute symbol set before the statement."""
    if ctx is None or ctx.resolve is None:
        return False
    try:
        ctx.resolve(name, "")
    except KeyError:
        return False
    return True


def _no_symbol(name, variant):
    raise KeyError(name)


# ---------------------------------------------------------------------------------------------
# hwreg (MI200 ISA 12.x S_GETREG_B32): id [5:0], offset [10:6], size-1 [15:11]
# ---------------------------------------------------------------------------------------------

_HWREG_COMMON = {1: "HW_REG_MODE", 2: "HW_REG_STATUS", 3: "HW_REG_TRAPSTS", 4: "HW_REG_HW_ID",
                 5: "HW_REG_GPR_ALLOC", 6: "HW_REG_LDS_ALLOC", 7: "HW_REG_IB_STS"}
_HWREG_GFX9 = {15: "HW_REG_SH_MEM_BASES", 16: "HW_REG_TBA_LO", 17: "HW_REG_TBA_HI",
               18: "HW_REG_TMA_LO", 19: "HW_REG_TMA_HI"}
_HWREG_GFX940 = {20: "HW_REG_XCC_ID", 21: "HW_REG_SQ_PERF_SNAPSHOT_DATA",
                 22: "HW_REG_SQ_PERF_SNAPSHOT_DATA1", 23: "HW_REG_SQ_PERF_SNAPSHOT_PC_LO",
                 24: "HW_REG_SQ_PERF_SNAPSHOT_PC_HI"}
#: every name LLVM knows on some target (to word the "not supported" error)
_HWREG_OTHER = {"HW_REG_FLAT_SCR_LO", "HW_REG_FLAT_SCR_HI", "HW_REG_XNACK_MASK",
                "HW_REG_POPS_PACKER", "HW_REG_HW_ID1", "HW_REG_HW_ID2", "HW_REG_SHADER_CYCLES"}


#: GFX10/GFX11 hardware registers (LLVM 22's disassembler, gfx1010/gfx1030/gfx1100)
_HWREG_GFX10 = {15: "HW_REG_SH_MEM_BASES", 16: "HW_REG_TBA_LO", 17: "HW_REG_TBA_HI",
                18: "HW_REG_TMA_LO", 19: "HW_REG_TMA_HI", 20: "HW_REG_FLAT_SCR_LO",
                21: "HW_REG_FLAT_SCR_HI", 23: "HW_REG_HW_ID1", 24: "HW_REG_HW_ID2",
                25: "HW_REG_POPS_PACKER"}
_HWREG_GFX11 = {15: "HW_REG_SH_MEM_BASES", 18: "HW_REG_PERF_SNAPSHOT_PC_LO",
                19: "HW_REG_PERF_SNAPSHOT_PC_HI", 20: "HW_REG_FLAT_SCR_LO",
                21: "HW_REG_FLAT_SCR_HI", 23: "HW_REG_HW_ID1", 24: "HW_REG_HW_ID2",
                27: "HW_REG_PERF_SNAPSHOT_DATA", 29: "HW_REG_SHADER_CYCLES"}


def hwreg_names(isa) -> dict:
    """id -> name of the hardware registers of a target."""
    gen = isa.target.gen
    if gen in ("gfx10", "gfx11"):
        names = {k: v for k, v in _HWREG_COMMON.items() if k != 4}
        names.update(_HWREG_GFX11 if gen == "gfx11" else _HWREG_GFX10)
        if isa.column == "gfx10" and isa.target.processor != "gfx1013":
            names[22] = "HW_REG_XNACK_MASK"
        if isa.column == "gfx1030":
            names[29] = "HW_REG_SHADER_CYCLES"
        return names
    names = dict(_HWREG_COMMON)
    if isa.target.gen == "gfx9":
        names.update(_HWREG_GFX9)
    if isa.column == "gfx940":
        names.update(_HWREG_GFX940)
    return names


def print_hwreg(isa, simm: int) -> str:
    hid, off, size = simm & 0x3F, (simm >> 6) & 0x1F, ((simm >> 11) & 0x1F) + 1
    name = _hwreg_cache(isa).get(hid) or str(hid)
    if off == 0 and size == 32:
        return f"hwreg({name})"
    return f"hwreg({name}, {off}, {size})"


_HWREG_CACHE: dict = {}


def _hwreg_cache(isa) -> dict:
    d = _HWREG_CACHE.get(isa.target.processor)
    if d is None:
        d = _HWREG_CACHE[isa.target.processor] = hwreg_names(isa)
    return d


def parse_hwreg(item, isa, ctx=None) -> int:
    """Encode a ``hwreg(...)`` operand or a 16-bit integer."""
    if item.kind != "func":
        v = imm_value(item, ctx)
        if not 0 <= v < (1 << 16):   # LLVM 22: unsigned only
            raise _bad(item, "invalid immediate: only 16-bit values are legal")
        return v
    if item.name.lower() != "hwreg":
        raise _bad(item, "expected a hwreg macro, structured immediate or an absolute expression")
    args = item.args
    if not args:
        raise _bad(item)
    by_name = {v: k for k, v in _hwreg_cache(isa).items()}
    a0 = args[0].strip()
    if a0.startswith("HW_REG_"):
        hid = by_name.get(a0)
        if hid is None:
            if a0 in _HWREG_OTHER or a0 in _HWREG_GFX940.values() or a0 in _HWREG_GFX9.values() \
                    or a0 in _HWREG_GFX11.values() and isa.target.gen in ("gfx10", "gfx11"):
                raise _bad(item, "invalid hardware register: not supported on this GPU")
            raise _bad(item, "expected a register name or an absolute expression")
    else:
        hid = _int_arg(a0, item, "expected a comma or a closing parenthesis", ctx=ctx)
        if not 0 <= hid < 64:
            raise _bad(item, "invalid hardware register: only 6-bit values are legal")
    off, size = 0, 32
    if len(args) == 2:
        _int_arg(args[1], item, "expected a comma", ctx=ctx)
        raise _bad(item, "expected a comma")
    if len(args) > 3:
        raise _bad(item, "expected a closing parenthesis")
    if len(args) == 3:
        off = _int_arg(args[1], item, "expected a comma", ctx=ctx)
        size = _int_arg(args[2], item, "expected a closing parenthesis", ctx=ctx)
        if not 0 <= off < 32:
            raise _bad(item, "invalid bit offset: only 5-bit values are legal")
        if not 1 <= size <= 32:
            raise _bad(item, "invalid bitfield width: only values from 1 to 32 are legal")
    return hid | (off << 6) | ((size - 1) << 11)


# ---------------------------------------------------------------------------------------------
# sendmsg (MI200 ISA 12.x S_SENDMSG): msg [3:0], op [6:4], stream [9:8]
# ---------------------------------------------------------------------------------------------

MSG_GS, MSG_GS_DONE, MSG_SYSMSG = 2, 3, 15
_MSG_NAMES = {1: "MSG_INTERRUPT", 2: "MSG_GS", 3: "MSG_GS_DONE", 4: "MSG_SAVEWAVE",
              5: "MSG_STALL_WAVE_GEN", 6: "MSG_HALT_WAVES", 7: "MSG_ORDERED_PS_DONE",
              8: "MSG_EARLY_PRIM_DEALLOC", 9: "MSG_GS_ALLOC_REQ", 10: "MSG_GET_DOORBELL",
              15: "MSG_SYSMSG"}
_MSG_NAMES[11] = "MSG_GET_DDID"
_MSG_SINCE = {4: "gfx8", 5: "gfx9", 6: "gfx9", 7: "gfx9", 8: "gfx9", 9: "gfx9", 10: "gfx9",
              11: "gfx10"}
_IDENT_RE = re.compile(r"[A-Za-z_.$][A-Za-z0-9_.$]*")
_GS_OPS = ("GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT")
_SYS_OPS = {1: "SYSMSG_OP_ECC_ERR_INTERRUPT", 2: "SYSMSG_OP_REG_RD",
            3: "SYSMSG_OP_HOST_TRAP_ACK", 4: "SYSMSG_OP_TTRACE_PC"}
_GENS = ("gfx6", "gfx7", "gfx8", "gfx9", "gfx10", "gfx11")


#: GFX11 renumbered the messages (an 8-bit id, no operation or stream fields; LLVM 22)
_MSG_GFX11 = {1: "MSG_INTERRUPT", 2: "MSG_HS_TESSFACTOR", 3: "MSG_DEALLOC_VGPRS",
              5: "MSG_STALL_WAVE_GEN", 6: "MSG_HALT_WAVES", 9: "MSG_GS_ALLOC_REQ",
              0x80: "MSG_RTN_GET_DOORBELL", 0x81: "MSG_RTN_GET_DDID", 0x82: "MSG_RTN_GET_TMA",
              0x83: "MSG_RTN_GET_REALTIME", 0x84: "MSG_RTN_SAVE_WAVE", 0x85: "MSG_RTN_GET_TBA",
              0x86: "MSG_RTN_GET_TBA_TO_PC"}


def msg_names(gen: str) -> dict:
    if gen == "gfx11":
        return dict(_MSG_GFX11)
    g = _GENS.index(gen)
    return {k: v for k, v in _MSG_NAMES.items()
            if _GENS.index(_MSG_SINCE.get(k, "gfx6")) <= g}


_MSG_CACHE: dict = {}


def _msgs(gen: str) -> dict:
    d = _MSG_CACHE.get(gen)
    if d is None:
        d = _MSG_CACHE[gen] = msg_names(gen)
    return d


#: the simm16 bits s_sendmsg uses: msg [3:0], op [6:4], stream [9:8]
_MSG_BITS = 0x37F


def print_sendmsg(gen: str, simm: int) -> str:
    """LLVM 22: a valid message prints symbolically (other bits ignored); an invalid one as
    ``sendmsg(id, op, stream)`` when those fields hold every set bit, else as the number."""
    if gen == "gfx11":      # a named id prints by name whatever the other bits hold
        name = _MSG_GFX11.get(simm & 0xFF)
        if name is not None:
            return f"sendmsg({name})"
        return str(simm) if simm & ~0xFF else f"sendmsg({simm}, 0, 0)"
    mid, op, stream = simm & 0xF, (simm >> 4) & 7, (simm >> 8) & 3
    raw = str(simm) if simm & ~_MSG_BITS else f"sendmsg({mid}, {op}, {stream})"
    name = _msgs(gen).get(mid)
    if name is not None:
        if mid in (MSG_GS, MSG_GS_DONE):
            if op < 4 and (op != 0 or mid == MSG_GS_DONE):
                if op == 0:
                    if stream == 0:
                        return f"sendmsg({name}, {_GS_OPS[op]})"
                else:
                    return f"sendmsg({name}, {_GS_OPS[op]}, {stream})"
        elif mid == MSG_SYSMSG:
            if op in _SYS_OPS and stream == 0 and not (op == 3 and gen == "gfx10"):
                return f"sendmsg({name}, {_SYS_OPS[op]})"
        elif op == 0 and stream == 0:
            return f"sendmsg({name})"
    return raw


def parse_sendmsg(item, gen: str, ctx=None) -> int:
    """Encode a ``sendmsg(MSG[, OP[, STREAM]])`` operand or a 16-bit integer."""
    if item.kind != "func":
        v = imm_value(item, ctx)
        if not 0 <= v < (1 << 16):
            raise _bad(item, "invalid immediate: only 16-bit values are legal")
        return v
    if item.name.lower() != "sendmsg" or not item.args:
        raise _bad(item)
    if len(item.args) > 3:
        raise _bad(item, "expected a closing parenthesis")
    names = {v: k for k, v in _msgs(gen).items()}
    a = [x.strip() for x in item.args]
    if a[0] in names:
        mid = names[a[0]]
    elif a[0] in _MSG_NAMES.values():   # a message of later processors
        raise AsmError("specified message id is not supported on this GPU",
                       col=item.value if isinstance(item.value, int) else item.col)
    elif _IDENT_RE.fullmatch(a[0]) and not _known(a[0], ctx):
        raise _bad(item, "expected a message name or an absolute expression")
    else:
        mid = _int_arg(a[0], item, "expected a comma or a closing parenthesis", ctx=ctx)
    op = stream = 0
    if len(a) >= 2:
        if a[1] in _GS_OPS:
            op = _GS_OPS.index(a[1])
        elif a[1] in _SYS_OPS.values():
            op = next(k for k, v in _SYS_OPS.items() if v == a[1])
        elif _IDENT_RE.fullmatch(a[1]) and not _known(a[1], ctx):
            raise _bad(item, "expected an operation name or an absolute expression")
        else:
            op = _int_arg(a[1], item, "expected a comma or a closing parenthesis", ctx=ctx)
    if len(a) == 3:
        stream = _int_arg(a[2], item, "expected a closing parenthesis", ctx=ctx)
    if gen == "gfx11":
        if not 0 <= mid < 256:
            raise _bad(item, "invalid message id")
        if len(a) > 1 and a[0].startswith("MSG_"):
            raise _bad(item, "message does not support operations")
        return mid | (op << 4) | (stream << 8)
    # llvm-mc's checks of numeric fields: each must fit its bits
    if not 0 <= mid < 16:
        raise _bad(item, "invalid message id")
    if not 0 <= op < 8:
        raise _bad(item, "invalid operation id")
    if not 0 <= stream < 4:
        raise _bad(item, "invalid message stream id")
    if a[0].startswith("MSG_"):
        _check_msg(item, mid, a, ctx)
    return mid | (op << 4) | (stream << 8)


def _check_msg(item, mid: int, a: list, ctx=None) -> None:
    """LLVM's checks of a symbolic message's operation and stream."""
    if mid in (MSG_GS, MSG_GS_DONE, MSG_SYSMSG):
        if len(a) < 2:
            if mid == MSG_GS_DONE:
                return
            raise _bad(item, "missing message operation")
        if mid == MSG_SYSMSG:
            if a[1] in _GS_OPS:
                raise _bad(item, "expected an operation name or an absolute expression")
            if a[1] not in _SYS_OPS.values() and \
                    _int_arg(a[1], item, ctx=ctx) not in _SYS_OPS:
                raise _bad(item, "invalid operation id")
            if len(a) == 3:
                raise _bad(item, "message operation does not support streams")
            return
        if a[1] in _SYS_OPS.values():
            raise _bad(item, "expected an operation name or an absolute expression")
        op = _GS_OPS.index(a[1]) if a[1] in _GS_OPS else \
            _int_arg(a[1], item, ctx=ctx)
        if not (1 <= op <= 3 or (op == 0 and mid == MSG_GS_DONE)):
            raise _bad(item, "invalid operation id")
        if op == 0 and len(a) == 3:
            raise _bad(item, "message operation does not support streams")
        return
    if len(a) > 1:
        raise _bad(item, "message does not support operations")


# ---------------------------------------------------------------------------------------------
# gpr_idx (MI200 ISA 12.x S_SET_GPR_IDX_ON): bit 0 SRC0, 1 SRC1, 2 SRC2, 3 DST
# ---------------------------------------------------------------------------------------------

_GPR_IDX = ("SRC0", "SRC1", "SRC2", "DST")


def print_gpr_idx(v: int) -> str:
    if v > 15:
        return f"0x{v:x}"
    return "gpr_idx(" + ",".join(n for i, n in enumerate(_GPR_IDX) if v >> i & 1) + ")"


def parse_gpr_idx(item, ctx=None, bits: int = 16) -> int:
    if item.kind != "func":
        if item.kind in ("reg", "ident"):
            raise _bad(item, "expected absolute expression")
        v = imm_value(item, ctx)
        if not 0 <= v < 16:
            raise _bad(item, "invalid immediate: only 4-bit values are legal")
        return v
    if item.name.lower() != "gpr_idx":
        raise _bad(item)
    v = 0
    for i, a in enumerate(item.args):
        a = a.strip()
        if a not in _GPR_IDX:
            raise _bad(item, "expected a VGPR index mode" if i else
                       "expected a VGPR index mode or a closing parenthesis")
        bit = 1 << _GPR_IDX.index(a)
        if v & bit:
            raise _bad(item, "duplicate VGPR index mode")
        v |= bit
    return v


__all__ = ["BAD_IMM", "FIXUP_BRANCH", "FIXUP_LITERAL", "Expr", "check_available", "check_register",
           "encode_ssrc",
           "imm16", "imm_value",
           "parse_gpr_idx", "parse_hwreg", "parse_sendmsg", "parse_waitcnt", "print_gpr_idx",
           "print_hwreg", "print_imm16", "print_sendmsg", "print_sreg", "print_ssrc",
           "print_waitcnt", "sreg_code"]
