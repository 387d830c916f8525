"""Encoding of VALU statements: ``_e32`` or ``_e64`` as LLVM 22 chooses (MI200 ISA 13.3).

Without a suffix the 32-bit form is tried first and the VOP3 form next, as LLVM's matcher
does; the error reported is the one LLVM reports (a constant-bus violation over what the
other form finds). Operand rules: :mod:`amdgcn.isa.formats._vop_operands`.
"""

from __future__ import annotations

import struct
from dataclasses import replace
from functools import lru_cache

from amdgcn.errors import AsmError
from amdgcn.isa.formats import _dpp_rdna
from amdgcn.isa.formats._vop_common import (
    _CONST_PAIR_OK,
    _NULL,
    _CONST_BUS_LIMIT,
    _E32_ENCODINGS,
    _OMOD,
    _SRC_NAMES,
    _VALU_ENCODINGS,
    _VOP3_MODS,
    DPP_MODS,
    SDWA_MODS,
    _info,
    e64_sig,
)
from amdgcn.isa.formats._vop_operands import (
    PK_LOW,
    RC_A,
    RC_AV,
    RC_V,
    Opnd,
    encode_src_op,
    imm_code,
    list_element_col,
    reg_src_code,
    sig_of,
    with_mods,
)
from amdgcn.isa.core import EncodeContext, all_rows
from amdgcn.isa.instruction import COLUMNS, Row
from amdgcn.isa.registers import (
    AGPR,
    INLINE_FLOAT_TEXT,
    LITERAL,
    SGPR,
    SPACES,
    SPECIAL,
    VGPR,
    VGPR_BASE,
    inline_int,
    unavailable_message,
)
from amdgcn.isa.syntax import Expr, parse_statement

from amdgcn.isa.formats import _dpp11

try:  # the SDWA/DPP forms live in their own module (see vop.py's contract)
    from amdgcn.isa.formats import _vopx
except ImportError:  # pragma: no cover - before _vopx exists
    _vopx = None

class _Fail(Exception):
    """A form that does not fit; carries the AsmError LLVM would report for it."""

    def __init__(self, err: AsmError, rank: int = 1):
        super().__init__(err.message)
        self.err = err
        self.rank = rank


def _bad(item, msg: str = "invalid operand for instruction") -> _Fail:
    return _Fail(AsmError(msg, col=item.col))


def _is_scalar_code(code: int) -> bool:
    """Whether a source code uses the constant bus (an SGPR, special register or literal)."""
    return code < 128 or code == LITERAL or 235 <= code <= 239 or 251 <= code <= 253


def _split_items(stmt):
    ops, mods = [], []
    for it in stmt.items:
        if it.kind in ("named", "ident") and not (it.kind == "ident" and it.has_src_mods):
            name = (it.name or it.text).lower()
            if it.kind == "ident" and name not in ("clamp",) and name not in DPP_MODS:
                ops.append(it)
                continue
            mods.append(it)
        else:
            ops.append(it)
    return ops, mods


def _half(item, o: Opnd, e32: bool) -> tuple[int, int]:
    """(VGPR index, 1 for ``.h``) of a GFX11 true16 VGPR operand; an e32 field holds v0-v127
    with the half in bit 7."""
    r = item.reg
    if r.count != 1 or (e32 and r.index > 127) or r.index > 255:
        raise _bad(item)
    return r.index, int(r.half == "h")


def _is_vgpr(item) -> bool:
    return item.kind == "reg" and item.reg.file == VGPR


def _t16_style(halves: list, ctx) -> bool:
    """Whether the GFX11 16-bit VGPR operands ``[(printed index, item)]`` are written as
    whole VGPRs (LLVM 22's fake16 form, ``v1``) rather than halves (``v1.l``); the listing
    then prints them so. LLVM has no form that mixes the two: the first operand written
    the other way than the first is refused.
    """
    if not halves:
        return False
    plain = not halves[0][1].reg.half
    for _pos, it in halves:
        if (not it.reg.half) != plain:
            raise _bad(it)
    if plain and ctx is not None:
        ctx.plain.update(pos for pos, _it in halves)
    return plain


def _vreg(item, o: Opnd, isa) -> int:
    if item.kind != "reg" or item.has_src_mods:
        raise _bad(item)
    r = item.reg
    if r.half:
        raise _bad(item)   # a 16-bit half where the operand is a whole VGPR
    if r.file in (VGPR, AGPR) and r.index + r.count > 256:
        raise _bad(item, "register index is out of range")
    want = AGPR if o.rc == RC_A else VGPR
    if (r.file != want and not (o.rc == RC_AV and r.file in (AGPR, VGPR))) or \
            r.count != o.count or r.index + r.count > 256:
        raise _bad(item)
    if r.count > 1 and r.index % 2 and "gfx90a-insts" in isa.target.features:
        raise _bad(item)   # gfx90a: 64-bit VGPR tuples start even
    return r.index


def _sreg(item, o: Opnd, isa) -> int:
    if item.kind != "reg" or item.has_src_mods or item.reg.file in (VGPR, AGPR):
        raise _bad(item)
    if item.reg.file == SPECIAL:
        _check_special(item, o, isa, -1)
        if item.reg.name == "null" and isa.target.rdna:
            return item.reg.index     # GFX10+: null takes a lane mask of either wave size
    code = reg_src_code(item.reg, Opnd("sdst", o.bits, "i", o.count, "s"), isa.space)
    if code is None or code >= 128 and code not in _CONST_PAIR_OK:
        raise _bad(item)
    return code


def _fixup_kind(expr: Expr) -> str:
    """llvm-mc's fixup for a literal naming a symbol: PC-relative unless ``@abs32`` or a
    difference of symbols."""
    if expr.op == "sym":
        return "FK_Data_4" if expr.b.startswith("abs32") else "FK_PCRel_4"
    if expr.op == "-" and expr.b is not None and expr.b.symbols():
        return "FK_Data_4"
    return _fixup_kind(expr.a) if isinstance(expr.a, Expr) else "FK_Data_4"


def _src(item, o: Opnd, isa, ctx, lits: list, allow_literal: bool, index: int,
         rev: bool = False, pos: int | None = None) -> int:
    if item.kind == "reg" and not item.reg.half and item.reg.file == VGPR:
        # the common case, a VGPR: what the general code below gives for one it takes
        code = reg_src_code(item.reg, o, isa.space)
        if code is not None and (item.reg.count == 1 or not item.reg.index % 2 or
                                 "gfx90a-insts" not in isa.target.features):
            return code
    if item.kind in ("expr", "ident") and not item.has_src_mods and ctx is not None and \
            ctx.resolve is not None:
        expr = item.expr if item.kind == "expr" else Expr("sym", item.text, "")
        try:   # an absolute expression is an immediate (an inline constant when it can be)
            item = replace(item, kind="imm", value=expr.evaluate(ctx.resolve), expr=None)
        except (KeyError, ZeroDivisionError):
            pass
    if item.kind in ("expr", "ident") and not item.has_src_mods:
        expr = item.expr if item.kind == "expr" else Expr("sym", item.text, "")
        if o.bits != 32 or o.rc or (not allow_literal and o.kind == "f"):
            raise _bad(item)   # a relocated literal is 32 bits; llvm-mc's words
        if not allow_literal:
            raise _bad(item, "literal operands are not supported")
        value = None
        if ctx is not None and ctx.resolve is not None:
            try:
                value = expr.evaluate(ctx.resolve)
            except KeyError:
                value = None
        if value is None:
            ctx.fixups.append((4, _fixup_kind(expr), expr, pos))
            value = 0
        lits.append(value & 0xFFFFFFFF)
        return LITERAL
    if item.kind == "reg" and item.reg.half:
        raise _bad(item)   # a 16-bit half where the operand is a whole VGPR
    if item.kind == "reg" and item.reg.file == SPECIAL:
        _check_special(item, o, isa, index, rev)
        if item.reg.name == "null" and isa.target.rdna and o.rc not in (RC_V, RC_A, RC_AV):
            return item.reg.index     # GFX10+: null reads as zero at any width (no VGPR)
    try:
        code, lit = encode_src_op(item, o, isa.space, allow_literal=allow_literal)
    except AsmError as e:
        if o.pk_f16 and item.kind == "imm" and item.is_float and not (
                o.pk_f16 == PK_LOW and isa.target.gen == "gfx11"):
            # an f16 overflow or underflow: llvm-mc-22's words where GFX9 has the
            # instruction (v_pk_fmac_f16, v_dot2c_f32_f16; GFX11's v_dot2acc_f32_f16 keeps
            # "invalid operand")
            e = AsmError("operands are not valid for this GPU or mode" if isa.target.rdna
                         else "literal operands are not supported", col=item.col)
        raise _Fail(e) from None
    if item.kind == "reg" and item.reg.file == VGPR and item.reg.count > 1 and \
            item.reg.index % 2 and "gfx90a-insts" in isa.target.features:
        raise _bad(item)   # gfx90a: 64-bit VGPR tuples start even
    if lit is not None:
        if lits and lits[0] != lit:
            raise _bad(item, "only one unique literal operand is allowed")
        lits.append(lit)
        if item.lit and not item.is_float and (o.bits == 32 or item.value < 0) and \
                ctx is not None and pos is not None:
            # llvm-mc prints lit() as written: the 64-bit value of a negative integer
            v = item.value if item.value >= 0 else item.value & 0xFFFFFFFFFFFFFFFF
            ctx.echo[pos] = f"lit(0x{v:x})"
    elif item.is_float and o.bits == 16 and o.kind == "i" and code in INLINE_FLOAT_TEXT \
            and ctx is not None and pos is not None:
        # llvm-mc's listing prints the float as written; its disassembler prints the bits
        ctx.echo[pos] = with_mods(INLINE_FLOAT_TEXT[code], item.neg, item.abs, False)
    elif o.pk_f16 and item.kind == "imm" and not item.is_float and ctx is not None and \
            pos is not None and inline_int(code) is not None and \
            inline_int(code) & 0xFFFFFFFF != item.value & 0xFFFFFFFF:
        # GFX11 v_pk_fmac_f16: 0x10001 is the inline 1 in both halves; llvm-mc's listing
        # prints the value as written, its disassembler the constant
        ctx.echo[pos] = f"0x{item.value & 0xFFFFFFFF:x}"
    return code


_SRC_GFX9_ONLY = range(235, 240)   # src_shared_base .. src_pops_exiting_wave_id
_XNACK_GFX8 = ("gfx801", "gfx810")
#: the GFX9 aperture registers and their short aliases (AMDGPUUsage: registers)
_GFX9_NAMES = {n: "src_" + n.removeprefix("src_") for b in (
    "shared_base", "shared_limit", "private_base", "private_limit", "pops_exiting_wave_id")
    for n in (b, "src_" + b)}  # the GFX8 APUs with XNACK (and so xnack_mask)


def _check_special(item, o: Opnd, isa, index: int, rev: bool = False) -> None:
    """LLVM's checks of LDS_DIRECT and of the GFX9 aperture registers as sources."""
    code = item.reg.index
    if isa.target.rdna:
        msg = unavailable_message(item.reg, isa.target.gen, isa.target.processor)
        if msg is not None:
            raise _bad(item, msg)
        if code == 254 and isa.target.gen == "gfx11":
            raise _bad(item, "lds_direct is not supported on this GPU")
        if code == 254 and index != 0:
            raise _bad(item, "lds_direct may be used as src0 only")
        if code == 254 and rev:
            raise _bad(item, "lds_direct cannot be used with this instruction")
        return
    if code == _NULL:
        raise _bad(item, "'null' operand is not supported on this GPU")
    if code in (230, 231):   # src_flat_scratch_base_lo/hi: GFX12 registers
        raise _bad(item, f"{item.reg.name} register not available on this GPU")
    if code in (104, 105) and isa.target.gen == "gfx8" and \
            isa.target.processor not in _XNACK_GFX8:
        raise _bad(item, f"{item.reg.name} register not available on this GPU")
    if code in _SRC_GFX9_ONLY and isa.target.gen != "gfx9":
        raise _bad(item, f"{item.reg.name} register not available on this GPU")
    if code == 254:
        if "gfx90a-insts" in isa.target.features:
            raise _bad(item, "lds_direct is not supported on this GPU")
        if o.rc == "s" and not isa.target.gen in ("gfx6", "gfx7"):
            raise _bad(item, "operands are not valid for this GPU or mode")
        if o.count > 1:
            raise _bad(item)
        if index != 0:
            raise _bad(item, "lds_direct may be used as src0 only")
        if rev:
            raise _bad(item, "lds_direct cannot be used with this instruction")


_ANY_SPACE = SPACES["gfx9"]


def _writelane_m0(row, bus: list) -> list:
    """LLVM exempts an M0 lane select of ``v_writelane_b32`` from the constant bus limit
    (``v_writelane_b32 v1, s2, m0`` assembles; ``v_writelane_b32 v1, m0, s2`` does not)."""
    if row.name == "v_writelane_b32" and len(bus) == 2 and bus[1][1] == 124:
        return bus[:1]
    return bus


_LANE_OPS = frozenset(("v_readlane_b32", "v_writelane_b32"))


def _lane_literal(row, index: int, fail: _Fail) -> _Fail:
    """LLVM's words for a literal given to ``v_readlane_b32``/``v_writelane_b32`` in VOP3
    (GFX8+): the lane select takes none; ``v_writelane_b32``'s src0 takes one only in the
    GFX6/7 VOP2 form, so it is "not valid for this GPU" (at the mnemonic)."""
    if row.name not in ("v_readlane_b32", "v_writelane_b32") or \
            fail.err.message != "literal operands are not supported":
        return fail
    if row.name == "v_writelane_b32" and index == 0:
        f = _Fail(AsmError("operands are not valid for this GPU or mode", col=None))
        f.rank = 2
        return f
    return _Fail(AsmError("invalid operand for instruction", col=fail.err.col))


def _check_bus(items_codes, implicit: tuple = (), limit: int = _CONST_BUS_LIMIT) -> None:
    """Raise when the scalar values read (``(item, code)`` or ``(item, code, operand bits)``
    per source, and the implicit reads) pass the constant bus ``limit``."""
    seen = {(c, 1 if c == 124 else 2) for c in implicit}   # M0, or the VCC pair
    for item, code, *bits in items_codes:
        if code >= VGPR_BASE or not _is_scalar_code(code) or \
                item.kind == "reg" and item.reg.name == "null":
            continue    # a VGPR; GFX10+: null reads no scalar value
        # LLVM counts registers, not codes: s0 and s[0:1] are two reads
        key = (code, item.reg.count if item.kind == "reg" else 1)
        if code == LITERAL and bits:
            # one literal read by operands of 32 and 64 bits counts twice (GFX10 Shader
            # Programming 3.6.2.3, as LLVM 22 counts it): v_mad_u64_u32's src1 and src2
            key = (code, max(bits[0], 32))
        if key in seen:
            continue
        seen.add(key)
        if len(seen) > limit:
            f = _bad(item, "invalid operand (violates constant bus restrictions)")
            f.rank = 2   # reported over what the other encoding finds
            raise f


def _not_an_operand(item) -> _Fail:
    """A source modifier where the instruction has a destination (``v_mov_b32 -v0, v1``):
    llvm-mc's operand parser refuses it before any form is tried."""
    f = _bad(item, "not a valid operand.")
    f.rank = 3
    return f


def _modified_destination(plan, ops) -> None:
    """Raise for a source modifier written where the form has a destination."""
    for o, it in zip(plan, ops):
        if (it.neg or it.abs or it.sext) and o.name in ("vdst", "sdst", "vcc"):
            raise _not_an_operand(it)


def _fold_mods(item, o: Opnd):
    """An e32 form has no modifier bits: LLVM applies ``neg``/``abs`` of a float operand to
    the immediate's bit pattern instead (``neg(1)`` is ``0x80000001``)."""
    if imm_code(item.value, item.is_float, o, _ANY_SPACE) is None or (
            o.bits == 64 and not item.is_float):
        raise _bad(item)   # not foldable: LLVM keeps the modifier bits (e64)
    bits = 16 if o.pk_f16 else o.bits   # v_pk_fmac_f16: the low f16 half's sign
    if item.is_float:
        fmt = {16: "<e", 32: "<f", 64: "<d"}[bits]
        try:
            pat = int.from_bytes(struct.pack(fmt, item.value), "little")
        except OverflowError:
            raise _bad(item) from None
    else:
        pat = int(item.value) & ((1 << bits) - 1)
    sign = 1 << (bits - 1)
    if item.abs:
        pat &= ~sign
    if item.neg:
        pat ^= sign
    return replace(item, value=pat, is_float=False, neg=False, abs=False)


def _implicit_bus(row: Row, e32: bool) -> tuple:
    """Implicit constant-bus reads: VCC of a VOP2 carry-in/cndmask (explicit in VOP3) or of
    v_div_fmas, and M0 of the v_movrel* moves."""
    out = ()
    if "reads_vcc" in row.flags and (e32 or row.encoding in ("VOP3A", "VOP3B")):
        out += (106,)
    if "reads_m0" in row.flags:
        out += (124,)
    return out


_SHIFT64 = frozenset(("v_lshlrev_b64", "v_lshrrev_b64", "v_ashrrev_i64"))


#: GFX10 rows whose VGPR-only src0 takes no lds_direct (llvm-mc-22), and the M0-relative
#: moves, which refuse it with their own words
_NO_LDS_DIRECT = frozenset(("v_swap_b32", "v_swaprel_b32", "v_permlane16_b32",
                            "v_permlanex16_b32"))


def _lds_direct_check(item, row: Row, isa) -> None:
    if not (isa.target.gen == "gfx10" and item.kind == "reg" and item.reg.file == SPECIAL
            and item.reg.index == 254):
        return
    if row.name in _NO_LDS_DIRECT:
        raise _bad(item)
    if row.name.startswith("v_movrel"):
        raise _bad(item, "lds_direct cannot be used with this instruction")


def _is_rev(row: Row, isa) -> bool:
    """A reversed-operand instruction (``v_subrev_*``, ``v_lshlrev_*``); on RDNA LLVM 22 does
    not count ``v_bfrev_b32`` (bit reverse) among them."""
    return "rev_" in row.name and not (isa.target.rdna and row.name.startswith("v_bfrev"))


def _encode_e32(isa, row: Row, ops, mods, ctx) -> bytes:
    inf = _info(isa)
    plan = inf.e32_plan(row)
    shown = 0   # operands printed before the first one written
    if row.encoding == "VOPC" and len(ops) == len(plan) - 1:
        plan = plan[1:]   # LLVM lets the implicit VCC destination go unwritten
        shown = 1
    _modified_destination(plan, ops)
    if mods:
        raise _bad(mods[0], "invalid operand for instruction" if (
            mods[0].name or mods[0].text).lower() in ("clamp", "mul", "div", "op_sel")
            else "not a valid operand.")
    if len(ops) < len(plan):
        raise _Fail(AsmError("too few operands for instruction", col=0), 0)
    if len(ops) > len(plan):
        raise _bad(ops[len(plan)])
    vdst = vsrc1 = 0
    src0 = 0
    lits: list = []
    bus = []
    halves = []
    for pos, (o, it) in enumerate(zip(plan, ops)):
        n = o.name
        modified = it.neg or it.abs or it.sext
        if modified and n in ("vdst", "sdst", "vcc"):
            raise _not_an_operand(it)
        if o.t16 and _is_vgpr(it) and n in ("vdst", "src0", "vsrc1"):
            halves.append((pos + shown, it))
        if modified and n != "k":
            if it.sext and o.kind != "f":
                raise _Fail(AsmError("invalid operand for instruction", col=it.inner_col))
            if n != "src0" or it.kind != "imm" or o.kind != "f":
                raise _bad(it)
            it = _fold_mods(it, o)
        if o.t16 and _is_vgpr(it) and n in ("vdst", "src0", "vsrc1"):
            i, h = _half(it, o, True)     # GFX11: bit 7 of the field picks the half
            if n == "vdst":
                vdst = i | h << 7
            elif n == "vsrc1":
                vsrc1 = i | h << 7
            else:
                src0 = 0x100 | i | h << 7
                bus.append((it, src0))
        elif n == "vdst":
            vdst = _vreg(it, o, isa)
        elif n == "sdst":
            vdst = _sreg(it, o, isa)
        elif n == "vcc":
            if it.kind != "reg" or it.reg.file != SPECIAL or \
                    it.reg.name != ("vcc" if o.bits == 64 else "vcc_lo"):
                raise _bad(it)
        elif n == "src0":
            _lds_direct_check(it, row, isa)
            src0 = _src(it, o, isa, ctx, lits, True, 0, _is_rev(row, isa), pos + shown)
            bus.append((it, src0))
        elif n == "vsrc1":
            vsrc1 = _vreg(it, o, isa)
        elif n == "ssrc1":
            try:
                c = _src(it, o, isa, ctx, lits, False, 1)
            except _Fail as e:
                raise _lane_literal(row, 1, e) from None
            if c >= 256:
                raise _bad(it)
            bus.append((it, c))
            vsrc1 = c & 0xFF
        elif n == "k":
            if it.kind == "imm":
                r = imm_code(it.value, it.is_float, o, isa.space, force_lit=True)
                if r is None:
                    raise _bad(it)
                if o.bits == 16 and not it.is_float and it.value < 0:
                    # a 16-bit K keeps a negative integer's 32 bits (LLVM 22: -1 is
                    # 0xffffffff); the listing prints its 16 (the disassembler all 32)
                    lits.append(it.value & 0xFFFFFFFF)
                    if ctx is not None:
                        ctx.echo[pos + shown] = f"0x{it.value & 0xFFFF:x}"
                else:
                    lits.append(r[1])
            else:
                raise _bad(it)   # LLVM takes no expression as K
            bus.append((it, LITERAL))
    _t16_style(halves, ctx)
    implicit = _implicit_bus(row, True)
    _check_bus(_writelane_m0(row, bus), implicit, inf.bus_limit)
    code = inf.opcodes[id(row)][0]
    enc = row.encoding
    if enc == "VOP2":
        w = (code << 25) | (vdst << 17) | (vsrc1 << 9) | src0
    elif enc == "VOP1":
        w = (0x3F << 25) | (vdst << 17) | (code << 9) | src0
    else:
        w = (0x3E << 25) | (code << 17) | (vsrc1 << 9) | src0
    out = w.to_bytes(4, "little")
    if lits:
        out += (lits[0] & 0xFFFFFFFF).to_bytes(4, "little")
    return out


_SRC_INDEX = {n: i for i, n in enumerate(_SRC_NAMES)}


def _int_op(plan) -> bool:
    """An integer result (GFX6/GFX7 have no integer clamping; LLVM's IntClamp)."""
    d = next((o for o in plan if o.name == "vdst"), None)
    return d is not None and d.kind == "i"


def _encode_e64(isa, row: Row, ops, mods, ctx) -> bytes:
    inf = _info(isa)
    nfix = len(ctx.fixups) if ctx is not None else 0
    code = inf.opcodes[id(row)][1]
    if code is None:     # a row with no VOP3 form on this target (RDNA: v_pk_fmac_f16 ...)
        raise _Fail(AsmError("e64 variant of this instruction is not supported", col=None), 0)
    p = inf.v3plan(code)
    if p is None or p.row is not row:
        p = inf.new_plan(row)
    plan = p.plan
    _modified_destination(plan, ops)
    vop3b = p.vop3b
    too_few = _Fail(AsmError("too few operands for instruction", col=0), 0) \
        if len(ops) < len(plan) else None
    if too_few is not None and not (vop3b and inf.rdna):
        raise too_few   # (GFX8's v_add_u32 v0, v1, v2 is GFX9's: LLVM's other words)
    if len(ops) > len(plan):
        raise _bad(ops[len(plan)])
    rev = _is_rev(row, isa)
    flags = p.flags
    # modifiers first: LLVM's parser rejects one the instruction lacks before operands
    clamp = omod = op_sel = 0
    opsel_item = None
    for m in mods:
        name = (m.name or m.text).lower()
        if name == "clamp" and m.kind == "ident" and "clamp" in flags:
            if inf.old and _int_op(plan):
                raise _bad(m, "integer clamping is not supported on this GPU")
            clamp = 1
        elif name in ("mul", "div") and m.kind == "named" and "omod" in flags:
            if (name, m.value) not in _OMOD:
                raise _bad(m, f"invalid {name} value.")
            omod = _OMOD[(name, m.value)]
        elif name == "op_sel" and m.kind == "named" and p.op_sel:
            opsel_item = m
            vals = m.value
            nbits = 3 if "op_sel4" in flags else p.op_sel_n    # source bits
            n = nbits + (1 if "op_sel4" in flags else p.op_sel_dst)
            if isinstance(vals, list) and row.encoding == "VOPC" and len(vals) == p.nsrc:
                n = p.nsrc     # GFX11 VOPC DPP: LLVM 22 lists the sources only
            if isinstance(vals, list) and row.name.startswith("v_permlane"):
                if len(vals) > n:       # op_sel:[fi,bound_ctrl], missing bits are 0
                    raise _bad(m, "invalid op_sel operand")
                vals = vals + [0] * (n - len(vals))
            if vals == []:
                raise _Fail(AsmError("unknown token in expression",
                                     col=m.col + len("op_sel:[")), 3)
            if not isinstance(vals, list):
                raise _bad(m)
            if len(vals) > 4:   # LLVM reads at most four entries
                raise _Fail(AsmError("expected a closing square bracket",
                                     col=list_element_col(m, 4, comma=True)), 3)
            bad = next((k for k, v in enumerate(vals) if v not in (0, 1)), None)
            if bad is not None:
                raise _Fail(AsmError("invalid op_sel value.", col=list_element_col(m, bad)), 3)
            if n == p.nsrc and row.encoding == "VOPC":
                if len(vals) != n:
                    raise _bad(m)
            elif len(vals) < n:   # LLVM 22 reads missing bits as 0 ...
                vals = vals + [0] * (n - len(vals))
            # ... and the bits past the destination's as nothing (cvtVOP3OpSel: bit i of a
            # source i, bit N of the destination of an instruction with N sources)
            for i, v in enumerate(vals[:nbits]):
                op_sel |= v << i
            if op_sel & p.op_sel_zero:
                raise _bad(m, "invalid op_sel operand")
            if n > nbits:
                op_sel |= vals[nbits] << 3
        elif name == "clamp" and m.kind == "ident":
            raise _bad(m)
        else:   # a modifier this instruction does not have
            raise _bad(m, "not a valid operand.")
    vdst = sdst = 0
    srcs = [0, 0, 0]
    neg = abs_ = 0
    half_mask = half_bits = suffixed = 0    # GFX11: op_sel bits given by true16 halves
    halves: list = []
    lits: list = []
    bus = []
    for pos, (o, it) in enumerate(zip(plan, ops)):
        n = o.name
        i = _SRC_INDEX.get(n)
        if i is not None:
            if it.neg or it.abs or it.sext:
                if it.sext and o.kind != "f":   # SDWA's (llvm-mc: at the operand inside)
                    raise _Fail(AsmError("invalid operand for instruction", col=it.inner_col))
                if it.sext or not p.mods >> i & 1:
                    raise _bad(it, "not a valid operand.")   # no modifier operand there
                neg |= int(it.neg) << i
                abs_ |= int(it.abs) << i
            if o.t16 and _is_vgpr(it):     # GFX11: op_sel picks the half
                halves.append((pos, it))
                idx, h = _half(it, o, False)
                srcs[i] = 0x100 | idx
                half_mask |= 1 << i
                half_bits |= h << i
                suffixed |= bool(it.reg.half) << i
            else:
                try:   # GFX10+: VOP3 takes a literal (at byte 8)
                    _lds_direct_check(it, row, isa)
                    srcs[i] = _src(it, o, isa, ctx, lits, inf.rdna, i, rev, pos)
                except _Fail as e:
                    raise _lane_literal(row, i, e) from None
                if srcs[i] == LITERAL and i == 1 and row.name in _LANE_OPS:
                    raise _bad(it)   # GFX10+ too: the lane select takes no literal
            bus.append((it, srcs[i], o.bits))
        elif it.neg or it.abs or it.sext:
            raise _not_an_operand(it)
        elif n == "vdst" and o.t16 and _is_vgpr(it):
            halves.append((pos, it))
            vdst, h = _half(it, o, False)
            half_mask |= 1 << 3
            half_bits |= h << 3
            suffixed |= bool(it.reg.half) << 3
        elif n == "vdst":
            vdst = _vreg(it, o, isa)
        elif n == "sdst":
            if vop3b:
                sdst = _sreg(it, o, isa)
            else:
                vdst = _sreg(it, o, isa)
    if too_few is not None:
        # VOP3B (v_mad_u64_u32 v[0:1], v0, v1, v[2:3]): llvm-mc's matcher names the first
        # operand that does not fit its place (here v0 as sdst) before counting them
        raise too_few
    if "op_sel4" in flags and p.nsrc == 2 and half_mask >> 3 & 1:
        # v_fmac_f16: op_sel[2] names the tied src2, the destination: it must agree with it
        # and is not encoded (LLVM 22)
        half_mask |= 1 << 2
        half_bits |= (half_bits >> 3 & 1) << 2
        suffixed |= (suffixed >> 3 & 1) << 2
    fake16 = _t16_style(sorted(halves, key=lambda h: h[0]), ctx)
    conflict = (op_sel & half_mask) ^ half_bits if opsel_item is not None else 0
    if fake16 and row.encoding in ("VOP3A", "VOP3B"):
        conflict = 0   # LLVM 22's fake16 VOP3 forms take any op_sel on whole VGPRs
    elif fake16 and opsel_item is not None:
        raise _bad(opsel_item)   # a VOP1/VOP2/VOPC one's _e64 form has no op_sel
    if conflict:     # LLVM 22: op_sel must agree with the halves written
        raise _bad(opsel_item, "op_sel operand conflicts with 16-bit operand suffix"
                   if conflict & suffixed else "invalid operand for instruction")
    op_sel |= half_bits
    if "op_sel4" in flags and p.nsrc == 2 and inf.t16:
        op_sel &= ~4
    implicit = _implicit_bus(row, False)
    # GFX10: the 64-bit shifts read one scalar value only (LLVM 22's constant bus limit)
    limit = 1 if inf.rdna and row.name in _SHIFT64 else inf.bus_limit
    _check_bus(_writelane_m0(row, bus), implicit, limit)
    if inf.old:
        w0 = (0x34 << 26) | (code << 17) | vdst
        w0 |= (sdst << 8) if vop3b else (clamp << 11) | (abs_ << 8)
    else:
        if inf.rdna and row.name.startswith("v_cmpx"):
            vdst = 126     # GFX10+: v_cmpx_*_e64 writes EXEC_LO (LLVM 22 sets the field)
        w0 = (inf.vop3_prefix << 26) | (code << 16) | (clamp << 15) | vdst
        w0 |= (sdst << 8) if vop3b else (op_sel << 11) | (abs_ << 8)
    w1 = srcs[0] | (srcs[1] << 9) | (srcs[2] << 18) | (omod << 27) | (neg << 29)
    if ctx is not None and lits:   # a VOP3 form's literal (and its fixup) is at byte 8
        ctx.fixups[nfix:] = [(8, *f[1:]) for f in ctx.fixups[nfix:]]
    out = w0.to_bytes(4, "little") + w1.to_bytes(4, "little")
    if lits:
        out += (lits[0] & 0xFFFFFFFF).to_bytes(4, "little")
    return out


def _check_registers(ops, stmt, pre_gfx9: bool) -> None:
    """What LLVM's operand parser rejects first: a vector register past v255/a255, and (before
    GFX9) the GFX9 aperture registers, by register or by name."""
    for it in ops:
        if it.kind == "reg":
            r = it.reg
            if r.file in (VGPR, AGPR) and r.index + r.count > 256:
                raise AsmError("register index is out of range", col=it.col,
                               source_line=stmt.line)
            if not pre_gfx9 or r.file != SPECIAL or r.index not in _SRC_GFX9_ONLY:
                continue
            name = r.name
        elif pre_gfx9 and it.kind in ("ident", "expr") and \
                it.text.lower().strip("-|") in _GFX9_NAMES:
            name = _GFX9_NAMES[it.text.lower().strip("-|")]
        else:
            continue
        raise AsmError(f"{name} register not available on this GPU", col=it.col,
                       source_line=stmt.line)


def _variant(isa, m: str) -> tuple[str, str]:
    """(suffix variant, base mnemonic) of a mnemonic as written (lower case)."""
    for suf in ("_e32", "_e64", "_sdwa", "_dpp"):
        if m.endswith(suf) and m[: -len(suf)] in isa.by_name:
            return suf[1:], m[: -len(suf)]
    return "", m


def _split_checked(stmt, pre_gfx9: bool) -> tuple[list, list, bool]:
    """:func:`_split_items` and :func:`_check_registers` in one pass over the items (the
    register errors in operand order, as those two give them), and whether any operand has
    ``sext()``."""
    ops, mods = [], []
    sext = False
    for it in stmt.items:
        kind = it.kind
        if kind == "reg":
            r = it.reg
            if r.file in _VECTOR_FILES and r.index + r.count > 256 or \
                    pre_gfx9 and r.file == SPECIAL and r.index in _SRC_GFX9_ONLY:
                _check_registers((it,), stmt, pre_gfx9)
        elif kind == "named" or kind == "ident" and not (it.neg or it.abs or it.sext):
            name = (it.name or it.text).lower()
            if kind == "named" or name == "clamp" or name in DPP_MODS:
                mods.append(it)
                continue
            if pre_gfx9:
                _check_registers((it,), stmt, pre_gfx9)
        elif pre_gfx9 and kind in ("ident", "expr"):
            _check_registers((it,), stmt, pre_gfx9)
        ops.append(it)
        sext = sext or it.sext
    return ops, mods, sext


_VECTOR_FILES = (VGPR, AGPR)


def _row_forms(inf, row: Row, variant: str, base: str) -> tuple[tuple, str]:
    """The forms (:func:`_encode_e32`, :func:`_encode_e64`) a row is tried in for a mnemonic
    of ``variant``, and the error of a variant it lacks ("" when none); cached per target."""
    key = (id(row), variant, base)
    got = inf.forms.get(key)
    if got is None:
        if row.encoding in _E32_ENCODINGS:
            forms = []
            if variant in ("", "e32") and base not in row.get("e64_aliases", ()):
                forms.append(_encode_e32)
            if variant in ("", "e64") and row.get("e64", True) is not False:
                forms.append(_encode_e64)
            got = (tuple(forms), "" if forms else
                   "e64 variant of this instruction is not supported")
        elif variant == "e32":
            got = ((), "e32 variant of this instruction is not supported")
        else:
            got = ((_encode_e64,), "")
        inf.forms[key] = got
    return got


def encode(isa, stmt, rows, ctx) -> bytes:
    """Encode a VALU statement, choosing ``_e32`` or ``_e64`` as LLVM does."""
    inf = _info(isa)
    vb = inf.mnemonics.get(stmt.mnemonic)
    if vb is None:
        m = stmt.mnemonic.lower()
        vb = inf.mnemonics[stmt.mnemonic] = (*_variant(isa, m), m)
    variant, base, m = vb
    if variant in ("sdwa", "dpp") and isa.target.gen in ("gfx6", "gfx7"):
        raise AsmError(f"{variant} variant of this instruction is not supported", col=stmt.col,
                       source_line=stmt.line)   # no SDWA or DPP before GFX8
    ops, mods, sext = _split_checked(stmt, not (inf.gfx9 or inf.rdna))
    modnames = {(it.name or it.text).lower() for it in mods} if mods else ()
    if sext:
        if isa.target.gen in ("gfx6", "gfx7") and variant not in ("sdwa", "dpp"):
            # no SDWA, so no sext()
            raise AsmError("not a valid operand.", col=next(it for it in ops if it.sext).col,
                           source_line=stmt.line)
        if not variant and any(it.sext for it in ops[1:]):
            variant = "sdwa"   # sext() exists only in SDWA: llvm-mc picks it
    if inf.t16 and (m.endswith("_dpp") or modnames and modnames & _dpp11.NAMES):
        return _encode_dpp11(isa, stmt, rows, ctx, m)   # GFX11 DPP16 / DPP8
    if isa.target.gen == "gfx10" and (variant == "dpp" or variant != "sdwa" and modnames and
                                      modnames & _dpp_rdna.DPP_NAMES and
                                      not modnames & SDWA_MODS):
        return _dpp_rdna.encode(isa, stmt, rows, ctx, ops, mods, variant)   # DPP16 / DPP8
    if variant in ("sdwa", "dpp") or modnames and modnames & (SDWA_MODS | DPP_MODS):
        if inf.rdna and isa.target.gen != "gfx10":   # GFX11: no SDWA, no GCN DPP controls
            if variant == "sdwa":
                raise AsmError("sdwa variant of this instruction is not supported",
                               col=stmt.col, source_line=stmt.line)
            first = next(it for it in mods if (it.name or it.text).lower() in
                         SDWA_MODS | DPP_MODS)
            raise AsmError("not a valid operand.", col=first.col, source_line=stmt.line)
        if _vopx is None:
            raise AsmError("invalid operand for instruction", col=stmt.col)
        if rows[0].encoding in _E32_ENCODINGS:
            try:
                _modified_destination(sig_of(inf.sig(rows[0])), ops)
            except _Fail as f:
                raise AsmError(f.err.message, col=f.err.col, source_line=stmt.line) from None
        want_sdwa = variant == "sdwa" or (variant != "dpp" and modnames & SDWA_MODS)
        try:
            if want_sdwa:
                return _vopx.encode_sdwa(isa, stmt, rows, ctx)
            return _vopx.encode_dpp(isa, stmt, rows, ctx)
        except AsmError as e:
            if e.message == "too few operands for instruction" and len(ops) in \
                    _operand_counts(isa, base) - _operand_counts(isa, base, isa.column):
                raise AsmError("operands are not valid for this GPU or mode", col=stmt.col,
                               source_line=stmt.line) from None
            raise
    for it in mods:
        if (it.name or it.text).lower() not in _VOP3_MODS:
            raise AsmError("not a valid operand.", col=it.col, source_line=stmt.line)
    if len(rows) > 1:   # the row of that very name before rows that only alias it
        rows = sorted(rows, key=lambda r: r.name != base)
    fails: list[_Fail] = []
    for row in rows:
        forms, lacking = _row_forms(inf, row, variant, base)
        if lacking:
            fails.append(_Fail(AsmError(lacking, col=stmt.col)))
        for f in forms:
            try:
                return f(isa, row, ops, mods, ctx)
            except _Fail as e:
                if e.err.col is None:   # an error about the whole statement
                    e.err.col = stmt.col
                fails.append(e)
    if not fails:
        raise AsmError("invalid instruction", col=stmt.col)
    if _fits_other_wave(isa, stmt, ops, ctx):
        # llvm-mc matches the other wave size's form (``vcc`` in wave32, ``vcc_lo`` in
        # wave64), which this mode lacks
        raise AsmError("operands are not valid for this GPU or mode", col=stmt.col,
                       source_line=stmt.line)
    first = next((f for f in fails if f.rank >= 3), None)
    if first is not None:   # refused while parsing operands, before any form is matched
        raise AsmError(first.err.message, col=first.err.col, source_line=stmt.line)
    if all(f.err.message == "too few operands for instruction" or f.rank == 1 and
           f.err.col == (ops[-1].col if ops else -1) for f in fails) and \
            len(ops) in _operand_counts(isa, base) - _operand_counts(isa, base, isa.column):
        raise AsmError("operands are not valid for this GPU or mode", col=stmt.col,
                       source_line=stmt.line)
    best = max(fails, key=lambda f: f.rank) if len(fails) > 1 else fails[0]
    if len(fails) > 1:
        best = fails[-1] if fails[-1].rank >= fails[0].rank else fails[0]
    err = best.err
    if err.col == 0:
        err = AsmError(err.message, col=stmt.col)
    if not variant and err.message == "invalid operand for instruction":
        col = _dpp_fail_col(isa, inf, rows[0], ops)
        if col is not None:
            err = AsmError(err.message, col=col)
    raise AsmError(err.message, col=err.col, source_line=stmt.line)


def _has_dpp_form(isa, row) -> bool:
    """Whether LLVM 22 assembles a DPP form of ``row`` on this processor."""
    gen = isa.target.gen
    if gen in ("gfx8", "gfx9"):
        return _vopx is not None and _vopx.has_dpp(row, isa.target)
    if gen == "gfx10":
        return _dpp_rdna.has_dpp(row, isa.target)
    return gen == "gfx11" and _dpp11.has_dpp(row, False)


def _dpp_fail_col(isa, inf, row, ops) -> int | None:
    """Where llvm-mc reports a VOP1/VOP2 statement no form matches: its matcher tries the
    variants in turn (e32, e64, SDWA, DPP) and keeps the last one's refused operand, DPP's
    where the row has a DPP form: the latest operand any of LLVM's DPP forms (of every
    generation: GFX11's VOP3 DPP takes constants as src1) stops at. That is vdst or src0
    when one of them is no VGPR; None otherwise (the place found stands)."""
    if row.encoding not in ("VOP1", "VOP2") or not _has_dpp_form(isa, row):
        return None
    for o, it in zip(inf.e32_plan(row), ops):
        if o.name not in ("vdst", "src0"):
            break
        if not (it.kind == "reg" and it.reg.file == VGPR and it.reg.count == o.count):
            return it.inner_col if it.has_src_mods and it.inner_col else it.col
    return None


def _fits_other_wave(isa, stmt, ops, ctx) -> bool:
    """Whether a failed statement naming ``vcc`` (wave32) or ``vcc_lo`` (wave64) encodes in
    the other wave size: GFX10+ by that mode's database; GCN, which has wave64 only while
    LLVM's tables hold wave32 forms of VOPC and ``v_cndmask_b32`` too, by the statement with
    ``vcc`` for the ``vcc_lo`` of a VOPC destination or a cndmask mask (not ``_e64``: llvm-mc
    calls those, and carry operands, invalid operands)."""
    ectx = EncodeContext(resolve=ctx.resolve, absolute=ctx.absolute) if ctx is not None \
        else None
    if isa.target.rdna:
        first = ops[0] if ops else None
        if stmt.mnemonic.lower().startswith("v_cmpx") and len(ops) == 3 and \
                not stmt.mnemonic.lower().endswith(("_e64", "_dpp", "_sdwa")) and \
                first.kind == "reg" and not first.has_src_mods and (
                    first.reg.name in ("vcc", "vcc_lo") or
                    first.reg.file == SGPR and first.reg.count == 1):
            # GCN's v_cmpx with a destination: LLVM's tables hold that form for older GPUs
            return _matches(isa, replace(stmt, items=[it for it in stmt.items
                                                      if it is not first]), ectx)
        name = "vcc_lo" if isa.target.wave64 else "vcc"
        if not any(it.kind == "reg" and it.reg.name == name for it in ops):
            return False
        from amdgcn.isa.core import isa_for
        other = isa_for(isa.target.processor + (":+wavefrontsize32" if isa.target.wave64
                                                else ":+wavefrontsize64"))
        return _matches(other, stmt, ectx)
    rows = isa.rows_for(stmt.mnemonic)
    if not rows or stmt.mnemonic.lower().endswith("_e64"):
        return False
    if rows[0].encoding == "VOPC":
        place = 0
    elif rows[0].name == "v_cndmask_b32":
        place = len(ops) - 1
    else:
        return False
    hits = [it for k, it in enumerate(ops) if k == place and it.kind == "reg" and
            it.reg.name == "vcc_lo" and not it.has_src_mods]
    if not hits:
        return False
    vcc = parse_statement("s_nop vcc", isa.space).items[0]
    items = [replace(vcc, col=it.col) if any(it is h for h in hits) else it
             for it in stmt.items]
    mnemonic = stmt.mnemonic if stmt.mnemonic.lower().endswith("_e32") else \
        stmt.mnemonic + "_e32"    # LLVM's GCN tables hold only the 32-bit wave32 forms
    return _matches(isa, replace(stmt, items=items, mnemonic=mnemonic), ectx)


#: set while :func:`_matches` tries a statement in another form (no second try inside it)
_TRYING: list = []


def _matches(isa, stmt, ctx) -> bool:
    """Whether llvm-mc's matcher takes ``stmt`` (a constant bus overflow is found after)."""
    if _TRYING:
        return False
    _TRYING.append(stmt)
    try:
        isa.encode(stmt, ctx)
    except AsmError as e:
        return "constant bus" in e.message
    finally:
        _TRYING.pop()
    return True


def _encode_dpp11(isa, stmt, rows, ctx, m: str) -> bytes:
    """A GFX11 ``_dpp`` or ``_e64_dpp`` statement: its 32-bit or VOP3 encoding without the
    DPP items, src0 moved to the DPP dword (:mod:`amdgcn.isa.formats._dpp11`)."""
    inf = _info(isa)
    for it in stmt.items:   # GCN's DPP controls and SDWA operands: unknown on GFX11
        if it.kind in ("named", "ident") and (it.name or it.text).lower() in \
                (SDWA_MODS | DPP_MODS) - _dpp11.NAMES:
            raise AsmError("not a valid operand.", col=it.col, source_line=stmt.line)
    plain, items = _dpp11.split(stmt)
    e64 = m.endswith("_e64_dpp")
    # ``_dpp`` names the 32-bit DPP form only (LLVM 22 never makes it VOP3 DPP)
    only32 = m.endswith("_dpp") and not e64
    if only32 and not any(r.encoding in _E32_ENCODINGS and _dpp11.has_dpp(r, False)
                          for r in rows):
        raise AsmError("dpp variant of this instruction is not supported", col=stmt.col,
                       source_line=stmt.line)
    fails: list = []

    def words(row, form):
        def run(st):
            ops, mods = _split_items(st)
            try:
                return form(isa, row, ops, mods, ctx)
            except _Fail as e:
                raise AsmError(e.err.message, col=e.err.col or stmt.col) from None
        return run

    for row in rows:
        try:
            if not e64 and row.encoding in _E32_ENCODINGS and _dpp11.has_dpp(row, False):
                try:
                    return _dpp11.encode_e32(isa, plain, row, inf.e32_plan(row), items,
                                             words(row, _encode_e32), ctx)
                except AsmError as e:
                    fails.append(e)
            if inf.opcodes[id(row)][1] is not None and not only32:
                p = inf.v3plan(inf.opcodes[id(row)][1])
                plan = p.plan if p is not None and p.row is row else inf.new_plan(row).plan
                return _dpp11.encode_vop3(isa, plain, row, plan, items,
                                          words(row, _encode_e64), ctx)
        except AsmError as e:
            fails.append(e)
    err = fails[0] if fails else AsmError("invalid operand for instruction", col=stmt.col)
    raise AsmError(err.message, col=err.col or stmt.col, source_line=stmt.line)


@lru_cache(maxsize=None)
def _counts_by_column(name: str) -> dict:
    out: dict = {}
    for r in all_rows():
        if name != r.name and name not in r.aliases or r.encoding not in _VALU_ENCODINGS:
            continue
        n = {len(sig_of(r.sig))}
        if r.encoding in _E32_ENCODINGS:
            n.add(len(sig_of(e64_sig(r))))
        for col in COLUMNS:
            if r.opcode(col) is not None:
                out.setdefault(col, set()).update(n)
    return out


def _operand_counts(isa, name: str, column: str | None = None) -> set:
    """Operand counts the rows of ``name`` take, on one column or on any."""
    d = _counts_by_column(name)
    if column is not None:
        return d.get(column, set())
    return set().union(*d.values()) if d else set()
