"""SALU encodings SOP2, SOPK, SOP1, SOPC and SOPP: encode, decode, print (MI200 ISA 13.1).

Field layouts (one dword, plus a 32-bit literal when an SSRC field holds 255)::

    SOP2   31 30|29   23|22   16|15     8|7      0
           1  0 |  op   | sdst  | ssrc1  | ssrc0
    SOPK   31  28|27 23|22   16|15              0
           1011  | op  | sdst  |     simm16
    SOP1   31           23|22   16|15     8|7      0
           1 0111 1101    | sdst  |  op    | ssrc0
    SOPC   31           23|22   16|15     8|7      0
           1 0111 1110    |  op   | ssrc1  | ssrc0
    SOPP   31           23|22   16|15              0
           1 0111 1111    |  op   |     simm16

SOPK's opcodes 29..31 would overlap SOP1/SOPC/SOPP: the longer prefixes win.

Row signatures (``tables/sop*.py``, written by ``tools/gen_scalar.py``) list the printed
operands in order as ``field:kind``:

* ``sdst:b32|b64`` (register destination; for SOPK compares and s_setreg the register operand)
* ``ssrc0:b32|b64``, ``ssrc1:b32|b64`` (scalar sources: registers, inline constants, a literal);
  ``r32|r64`` registers only (LLVM's SReg operands), ``c64`` no literal (SCSrc)
* ``ssrc1:gpr_idx`` (s_set_gpr_idx_on's mode, in the ssrc1 field)
* ``simm16:hex`` (SOPK 16-bit immediate printed as hex), ``simm16:imm16`` (decimal up to 64,
  else hex), ``simm16:opt`` (s_endpgm's optional immediate), ``simm16:label`` (PC-relative
  branch offset in dwords), ``simm16:waitcnt``, ``simm16:hwreg``, ``simm16:sendmsg``,
  ``simm16:gpr_idx``
* ``imm32:b32`` (s_setreg_imm32_b32's 32-bit literal)

``Instruction.fields``: SOP2 ``op sdst ssrc0 ssrc1``; SOPK ``op sdst simm16``; SOP1 ``op sdst
ssrc0``; SOPC ``op ssrc0 ssrc1``; SOPP ``op simm16``. ``Instruction.target`` is the branch
target (address + 4 + 4 * sext(simm16)) of direct branches.
"""

from __future__ import annotations

import struct

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats import _scalar as S
from amdgcn.isa.formats import _scalar_rdna as R
from amdgcn.isa.instruction import Instruction
from amdgcn.isa.formats._vop_operands import Opnd, print_literal
from amdgcn.isa.registers import (
    INLINE_FLOAT_TEXT,
    INLINE_FLOATS,
    LITERAL,
    float_bits,
    float_to_inline,
    int_to_inline,
)

_PLANS: dict = {}


def _plan(row) -> tuple:
    """Parsed signature: ``((field, kind, dwords), ...)``, cached per row."""
    p = _PLANS.get(id(row))
    if p is None:
        out = []
        for part in row.sig.split(","):
            part = part.strip()
            if not part:
                continue
            field, _, kind = part.partition(":")
            dw = int(kind[1:]) // 32 if kind[0] in "brch" and kind[1:].isdigit() else 0
            if kind == _F16:
                dw = 1
            out.append((field, kind, dw))
        p = _PLANS[id(row)] = (tuple(out), frozenset(f for f, _k, _d in out))
    return p


def _word(data, offset):
    if len(data) - offset < 4:
        raise DecodeError("truncated instruction", offset=offset)
    return int.from_bytes(data[offset:offset + 4], "little")


def _literal(data, offset):
    if len(data) - offset < 8:
        raise DecodeError("truncated literal constant", offset=offset)
    return int.from_bytes(data[offset + 4:offset + 8], "little")


def _sext16(v: int) -> int:
    return v - 0x10000 if v & 0x8000 else v



def _imm32_value(item, ctx) -> int:
    """s_setreg_imm32_b32's literal as llvm-mc takes it: the low 32 bits of any integer, of a
    float's double pattern (``1.0`` is 0), ``lit()`` allowed; ``neg``/``abs`` are not."""
    if item.neg or item.abs or item.sext:
        raise AsmError("not a valid operand.", col=item.col)
    if item.kind == "imm" and item.is_float:
        return struct.unpack("<Q", struct.pack("<d", float(item.value)))[0] & 0xFFFFFFFF
    if item.kind == "imm":
        return int(item.value) & 0xFFFFFFFF
    return S.imm_value(item, ctx) & 0xFFFFFFFF


def _imm32_text(v: int, space) -> str:
    """LLVM prints s_setreg_imm32_b32's literal as a 32-bit source: an inline constant's
    value (``-1``, ``64``, ``1.0``; ``0.15915494`` where 1/(2*pi) is inline) or hex."""
    if v <= 64:
        return str(v)
    if v >= 0xFFFFFFF0:
        return str(v - (1 << 32))
    for code, pats in INLINE_FLOATS.items():
        if pats[0] == v and (code != 248 or space.has_inv2pi):
            return INLINE_FLOAT_TEXT[code]
    return f"0x{v:x}"

#: GFX11.5's SOP2 f16 arithmetic (s_add_f16 ... s_fmac_f16): f16 constants, 16-bit literals
_F16 = "f16"
_F16_OPERAND = Opnd("ssrc0", 16, "f", 1)


def _encode_f16(item, isa) -> tuple:
    """(code, literal or None) of an f16 SALU source as LLVM 22 takes it: a float as f16, an
    integer or lit() as 16 bits (-0x8000..0xffff), an inline constant where its 16 bits are
    one (0x3c00 is 1.0, 0xfff0 is -16)."""
    if item.kind != "imm":
        return S.encode_ssrc(item, isa, 1, None, 4, None)
    if item.neg or item.abs or item.sext:
        raise AsmError("invalid operand for instruction", col=item.col)
    if item.is_float:
        try:
            v = float_bits(item.value, 16)
        except (OverflowError, struct.error):
            raise AsmError("invalid operand for instruction", col=item.col) from None
    else:
        v = item.value
        if not -0x8000 <= v <= 0xFFFF:     # (at the value inside lit())
            raise AsmError("invalid operand for instruction", col=item.inner_col or item.col)
        v &= 0xFFFF
    if not item.lit:
        code = int_to_inline(v - ((v & 0x8000) << 1)) if not item.is_float else None
        code = code or (128 if v == 0 else float_to_inline(v, 16, inv2pi=isa.space.has_inv2pi))
        if code is not None:
            return code, None
    return LITERAL, v


def _f16_text(code: int, literal, text: str) -> str:
    """An f16 compare's constant as LLVM 22 prints it: an inline float as its f16 bits, a
    literal as its low 16 bits."""
    if code in INLINE_FLOATS:
        return f"0x{INLINE_FLOATS[code][2]:x}"
    if code == LITERAL and literal is not None:
        return f"0x{literal & 0xFFFF:x}"
    return text


def _k_value(item) -> int:
    """The 32-bit K of s_fmaak_f32/s_fmamk_f32: a float's f32 bits or an integer."""
    if item.kind != "imm" or item.neg or item.abs:
        raise AsmError("invalid operand for instruction", col=item.col)
    if item.is_float:
        return struct.unpack("<I", struct.pack("<f", float(item.value)))[0]
    if not -(1 << 31) <= item.value < (1 << 32):
        raise AsmError("invalid operand for instruction", col=item.col)
    return item.value & 0xFFFFFFFF


#: operand kinds whose parsers word a stray ``name:value`` themselves (llvm-mc's words)
_OWN_WORDS = frozenset(("waitcnt", "depctr", "opt", "label"))


class _SopBase:
    """Shared encode/decode logic; subclasses give the field layout."""

    name = ""
    encodings: tuple = ()
    #: fields of the layout other than op, with (shift, mask)
    layout: dict = {}
    op_shift = 0
    op_mask = 0
    prefix = (0, 0)
    #: unused fields must be zero (SOPP)
    strict = False
    #: GFX10/GFX11 keep these layouts (the opcodes are the rows' gfx10/gfx11 columns)
    rdna = True

    def prefixes(self, isa):
        return [self.prefix]

    # ---- decoding ------------------------------------------------------------------------
    def decode(self, isa, data, offset, address):
        w = _word(data, offset)
        op = (w >> self.op_shift) & self.op_mask
        rows = isa.by_op.get((self.name, op))
        if not rows:
            raise DecodeError(f"invalid {self.name} opcode {op}", offset=offset, word=w)
        row = rows[0]
        plan, used = _plan(row)
        fields = {"op": op}
        # LLVM 22 ignores the fields a SOP1/SOP2/SOPK instruction does not use (s_getpc_b64's
        # ssrc0, s_setpc_b64's sdst ...) but wants SOPP's unused simm16 zero
        for f, (sh, mask) in self.layout.items():
            v = fields[f] = (w >> sh) & mask
            if v and self.strict and f not in used:
                raise DecodeError(f"{row.name}: field {f} must be zero", offset=offset, word=w)
        space = isa.space
        gen = isa.target.gen
        literal = None
        size = 4
        target = None
        ops = []
        for f, kind, dw in plan:
            if f == "imm32":
                literal = _literal(data, offset)
                size = 8
                # s_fmaak/s_fmamk's K prints as hex (GFX11.5)
                ops.append(f"0x{literal:x}" if kind == "k" else _imm32_text(literal, space))
                continue
            v = fields[f]
            if f == "sdst":
                text = S.print_sreg(v, dw, space)
                if text[0] == "<":
                    raise DecodeError(f"invalid scalar register {v}", offset=offset, word=w)
                ops.append(text)
            elif f in ("ssrc0", "ssrc1"):
                if kind == "gpr_idx":
                    ops.append(S.print_gpr_idx(v))
                    continue
                if kind == "sendmsg":       # GFX11 s_sendmsg_rtn_*: the message in ssrc0
                    ops.append(S.print_sendmsg(gen, v))
                    continue
                if v == LITERAL:
                    if literal is None:
                        literal = _literal(data, offset)
                        size = 8
                text = S.print_ssrc(v, dw, space, literal)
                if kind[0] == "h":      # GFX11.5 f16 compares: constants as f16 patterns
                    text = _f16_text(v, literal, text)
                elif kind == _F16 and v == LITERAL:
                    text = print_literal(literal, _F16_OPERAND)
                if text[0] == "<":
                    raise DecodeError(f"invalid scalar source {v}", offset=offset, word=w)
                if kind[0] == "r" and v >= 128 and v != 254 and v not in space.value_codes:
                    if v == 248:     # LLVM 22 prints 1/(2*pi) at 32-bit width there
                        text = "0.15915494"
                    text += S.BAD_IMM   # a constant in a register-only operand (SReg_*)
                ops.append(text)
            elif kind == "label":
                target = address + 4 + 4 * _sext16(v)
                ops.append(str(v))
            elif kind in ("hex", "uhex"):
                ops.append(f"0x{v:x}")
            elif kind == "ucversion":
                ops.append(R.print_ucversion(v))
            elif kind == "depctr":
                ops.append(R.print_depctr(isa, v))
            elif kind == "delay":
                ops.append(R.print_delay(v))
            elif kind == "imm16":
                ops.append(S.print_imm16(v))
            elif kind == "opt":
                if v:
                    ops.append(str(v))
            elif kind == "waitcnt":
                ops.append(S.print_waitcnt(gen, v))
            elif kind == "hwreg":
                ops.append(S.print_hwreg(isa, v))
            elif kind == "sendmsg":
                ops.append(S.print_sendmsg(gen, v))
            elif kind == "gpr_idx":
                ops.append(S.print_gpr_idx(v))
            else:
                raise DecodeError(f"unknown operand kind {kind}", offset=offset, word=w)
        return Instruction(address, bytes(data[offset:offset + size]), self.name, row.name,
                           row.name, tuple(ops), (), fields, literal, row, "", target)

    # ---- encoding ------------------------------------------------------------------------
    def encode(self, isa, stmt, rows, ctx):
        row = rows[0]
        plan, _used = _plan(row)
        items = stmt.items
        gen = isa.target.gen
        if plan and not any(k in _OWN_WORDS for _f, k, _d in plan):
            for it in items:   # no scalar instruction has a name:value modifier
                if it.kind == "named":
                    raise AsmError("not a valid operand.", col=it.col)
        vals = dict.fromkeys(self.layout, 0)
        literal = None
        literal_item = None
        if plan and plan[0][1] in ("waitcnt", "depctr", "delay"):
            if not items:
                raise AsmError("too few operands for instruction", col=stmt.col)
            if plan[0][1] == "delay":
                text = stmt.line.strip()[len(stmt.mnemonic):]
                vals["simm16"] = R.parse_delay(text, items[0], ctx)
            else:
                vals["simm16"] = (S.parse_waitcnt(items, gen, ctx) if plan[0][1] == "waitcnt"
                                  else R.parse_depctr(items, isa, ctx))
            items = ()
            plan = ()
        nreq = sum(1 for _f, k, _d in plan if k != "opt")
        for item in items:
            S.check_register(item, isa)     # llvm-mc checks registers as it parses them
        if len(items) > len(plan):
            raise AsmError("invalid operand for instruction", col=items[len(plan)].col)
        for index, ((f, kind, dw), item) in enumerate(zip(plan, items)):
            if f == "sdst":
                vals["sdst"] = S.sreg_code(item, isa, dw)
            elif f in ("ssrc0", "ssrc1"):
                if kind == "gpr_idx":
                    vals[f] = S.parse_gpr_idx(item, ctx)
                    continue
                if kind == "sendmsg":
                    vals[f] = S.parse_sendmsg(item, gen, ctx)
                    continue
                if kind[0] == "r":
                    r = item.reg if item.kind == "reg" else None
                    # GFX10+: the aperture sources left SReg_32 (LLVM 22)
                    if dw == 1 and r is not None and r.file == "special" and \
                            r.index in isa.space.value_codes and not item.has_src_mods and \
                            not (isa.target.rdna and 235 <= r.index <= 239):
                        S.check_available(item, isa)     # src_execz ... are SReg_32 members
                        vals[f] = r.index
                        continue
                    vals[f] = S.sreg_code(item, isa, dw)
                    continue
                nfix = len(ctx.fixups)
                if kind == _F16:
                    code, lit = _encode_f16(item, isa)
                else:
                    code, lit = S.encode_ssrc(item, isa, dw, ctx, 4, index)
                if lit is not None and kind[0] == "c":
                    raise AsmError("invalid operand for instruction", col=item.col)
                if lit is not None:
                    if literal is not None and (lit != literal or len(ctx.fixups) > nfix):
                        raise AsmError("only one unique literal operand is allowed",
                                       col=item.col)
                    literal, literal_item = lit, item
                vals[f] = code
            elif f == "imm32" and kind == "k":
                k = _k_value(item)
                if literal is not None and k != literal:
                    raise AsmError("only one unique literal operand is allowed", col=item.col)
                literal = k
            elif f == "imm32":
                literal = _imm32_value(item, ctx)
            elif kind == "label":
                vals["simm16"] = self._branch(item, ctx, index)
            elif kind == "hwreg":
                vals["simm16"] = S.parse_hwreg(item, isa, ctx)
            elif kind == "sendmsg":
                vals["simm16"] = S.parse_sendmsg(item, gen, ctx)
            elif kind == "gpr_idx":
                vals["simm16"] = S.parse_gpr_idx(item, ctx)
            elif kind == "ucversion":
                vals["simm16"] = R.parse_ucversion(item, ctx)
                # llvm-mc's listing prints the value in hex, its disassembler the names
                ctx.echo[index] = f"0x{vals['simm16']:x}"
            elif kind == "uhex":
                v = S.imm_value(item, ctx)
                if not 0 <= v < (1 << 16):
                    raise AsmError("invalid operand for instruction", col=item.col)
                vals["simm16"] = v
            elif kind == "opt":
                v = S.imm_value(item, ctx)
                if not 0 <= v < (1 << 16):
                    raise AsmError("expected a 16-bit value", col=item.col)
                vals["simm16"] = v
            elif kind == "hex":
                vals["simm16"] = S.imm16(item, ctx)
            else:
                # imm16 (s_nop, s_sleep, s_trap ...): LLVM 22 takes any integer and keeps its
                # low 16 bits; its listing prints the value: -16..-1 as written, else its 32
                # bits as an unsigned number
                v = S.imm_value(item, ctx)
                vals["simm16"] = v & 0xFFFF
                if not 0 <= v < (1 << 16):
                    ctx.echo[index] = str(v) if -16 <= v < 0 else \
                        S.print_imm16(v & 0xFFFFFFFF)
        del literal_item
        if gen == "gfx11" and row.name.startswith("s_waitcnt_") and self.name == "SOPK" and \
                isa.space.special.get(vals["sdst"]) != "null":
            raise AsmError("src0 must be null", col=items[0].col if items else stmt.col)
        if len(items) < nreq:    # only when the operands given all fit (llvm-mc's matcher)
            raise AsmError("too few operands for instruction", col=stmt.col)
        opcode = row.opcode(isa.column)
        w = self.prefix[1] << (32 - self.prefix[0]) | (opcode << self.op_shift)
        for f, (sh, mask) in self.layout.items():
            w |= (vals[f] & mask) << sh
        out = w.to_bytes(4, "little")
        if literal is not None:
            out += literal.to_bytes(4, "little")
        return out

    @staticmethod
    def _branch(item, ctx, index) -> int:
        if item.kind == "imm" and item.is_float:
            raise AsmError("expected a 16-bit signed jump offset", col=item.col)
        if item.kind == "imm" and not item.is_float:
            v = item.value
            if not -(1 << 15) <= v < (1 << 16):
                raise AsmError("expected a 16-bit signed jump offset", col=item.col)
            if v < 0:   # llvm-mc's listing prints the offset as written
                ctx.echo[index] = str(v)
            return v & 0xFFFF
        if item.kind == "named":   # `s_branch offset:1`
            raise AsmError("not a valid operand.", col=item.col)
        item = S.as_expr(item)
        if item.kind != "expr":
            raise AsmError("invalid operand for instruction", col=item.col)
        if ctx.resolve is not None:
            try:
                target = item.expr.evaluate(ctx.resolve)
            except KeyError:
                target = None
            if target is not None:
                delta = target - (ctx.address + 4)
                if delta % 4 or not -(1 << 15) <= delta // 4 < (1 << 15):
                    raise AsmError("branch target out of range" if delta % 4 == 0
                                   else "branch to a misaligned target", col=item.col)
                return (delta // 4) & 0xFFFF
        ctx.fixups.append((0, S.FIXUP_BRANCH, item.expr, index))
        return 0


class Sop2(_SopBase):
    name = "SOP2"
    encodings = ("SOP2",)
    prefix = (2, 0b10)
    op_shift, op_mask = 23, 0x7F
    layout = {"sdst": (16, 0x7F), "ssrc1": (8, 0xFF), "ssrc0": (0, 0xFF)}


class Sopk(_SopBase):
    name = "SOPK"
    encodings = ("SOPK",)
    prefix = (4, 0b1011)
    op_shift, op_mask = 23, 0x1F
    layout = {"sdst": (16, 0x7F), "simm16": (0, 0xFFFF)}


class Sop1(_SopBase):
    name = "SOP1"
    encodings = ("SOP1",)
    prefix = (9, 0b101111101)
    op_shift, op_mask = 8, 0xFF
    layout = {"sdst": (16, 0x7F), "ssrc0": (0, 0xFF)}


class Sopc(_SopBase):
    name = "SOPC"
    encodings = ("SOPC",)
    prefix = (9, 0b101111110)
    op_shift, op_mask = 16, 0x7F
    layout = {"ssrc1": (8, 0xFF), "ssrc0": (0, 0xFF)}


class Sopp(_SopBase):
    name = "SOPP"
    encodings = ("SOPP",)
    prefix = (9, 0b101111111)
    op_shift, op_mask = 16, 0x7F
    layout = {"simm16": (0, 0xFFFF)}
    strict = True


FORMATS = (Sop2(), Sopk(), Sop1(), Sopc(), Sopp())
