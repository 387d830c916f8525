"""Scalar memory encodings SMEM (GFX8/GFX9) and SMRD (GFX6/GFX7): encode, decode, print.

MI200 ISA 13.2 (SMEM), the GCN3 manual (GFX8 SMEM) and the GFX6/GFX7 SMRD layout::

    SMEM   31    26|25   18|17 |16 |15|14 |13|12    6|5     0
    (GFX9) 110000  |  op   |imm|glc|nv|soe|  | sdata | sbase        (sbase = SGPR pair / 2)
           63   57|56  53|52                        32
            soffset|      |   offset (21-bit signed; GFX8: 20-bit unsigned, no soe/soffset)

    SMRD   31   27|26   22|21    15|14    9|8  |7       0
    (GFX6) 11000  |  op   |  sdst  | sbase |imm| offset          + GFX7: 32-bit literal
                                                                   offset when offset=255, imm=0

Offset forms (as LLVM 22 prints them): ``0x10`` (imm), ``s4`` (SGPR in the offset field on
GFX8/SMRD; with soe=1 on GFX9 in soffset), ``s4 offset:0x10`` (GFX9 soe=1 imm=1), SMRD
``0x10`` (8-bit dword offset) and GFX7 ``0x12345`` (literal). Modifier: ``glc``.

Row signature (``tables/smem.py``): ``sdata:bN`` (or ``sdata:imm7`` for s_atc_probe),
``sbase:b64|b128``, ``offset``; the empty signature for the cache operations.

Disassembly follows LLVM 22: ``glc`` prints only for loads, stores and atomics (the bit is
ignored elsewhere); an ``m0``/``exec`` data register gets LLVM's ``/*Invalid register, operand
has 'SReg_32_XM0_XEXEC' register class*/`` note. Scalar tuples decode by
:func:`amdgcn.isa.registers.decode_tuple`: one that runs past s105 or a 64-bit base at ``m0``
is an invalid encoding. GFX6/GFX7 SMRD has no LLVM disassembler; it uses the same rules, so
every text it prints re-assembles (except where LLVM's assembler is stricter than its GFX8+
disassembler: tuples reaching s102/s103 on GFX8+, negative ``s_buffer_*`` offsets).

``Instruction.fields``: SMEM ``op sdata sbase offset soffset imm glc soe nv`` (``sbase`` is
the raw field, the SGPR number / 2); SMRD ``op sdata sbase imm offset`` (+ ``literal``).
"""

from __future__ import annotations

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats import _scalar as S
from amdgcn.isa.instruction import Instruction

_PLANS: dict = {}


def _plan(row):
    p = _PLANS.get(id(row))
    if p is None:
        sdata = sbase = None
        has_off = False
        for part in row.sig.split(","):
            field, _, kind = part.strip().partition(":")
            if field == "sdata":
                sdata = -1 if kind == "imm7" else int(kind[1:]) // 32
            elif field == "sbase":
                sbase = int(kind[1:]) // 32
            elif field == "offset":
                has_off = True
        p = _PLANS[id(row)] = (sdata, sbase, has_off)
    return p


def _signed(v: int, bits: int) -> int:
    return v - (1 << bits) if v >> (bits - 1) else v


def _hex(v: int) -> str:
    return f"-0x{-v:x}" if v < 0 else f"0x{v:x}"



def check_cache_policy(stmt, isa) -> None:
    """llvm-mc's words for an SMEM cache policy it refuses: ``dlc`` before GFX10 (as it
    parses it), then ``slc`` (no SMEM instruction has it: after the operands match).

    Raises:
        AsmError: at ``dlc``, or ``invalid cache policy for SMEM instruction`` at the
        mnemonic.
    """
    slc = False
    for it in stmt.items:
        name = it.name.lower() if it.kind == "ident" else ""
        if name == "dlc" and not isa.target.rdna:
            raise AsmError("dlc modifier is not supported on this GPU", col=it.col)
        slc = slc or name == "slc"
    if slc:
        raise AsmError("invalid cache policy for SMEM instruction", col=stmt.col)

class Smem:
    """GFX8/GFX9 SMEM (two dwords)."""

    name = "SMEM"
    encodings = ("SMEM",)

    def prefixes(self, isa):
        return [] if isa.target.gen in ("gfx6", "gfx7") else [(6, 0b110000)]

    def decode(self, isa, data, offset, address):
        if len(data) - offset < 8:
            raise DecodeError("truncated SMEM instruction", offset=offset)
        w = int.from_bytes(data[offset:offset + 4], "little")
        w1 = int.from_bytes(data[offset + 4:offset + 8], "little")
        op = (w >> 18) & 0xFF
        rows = isa.by_op.get(("SMEM", op))
        if not rows:
            raise DecodeError(f"invalid SMEM opcode {op}", offset=offset, word=w)
        row = rows[0]
        gfx9 = isa.target.gen == "gfx9"
        imm, glc, nv = (w >> 17) & 1, (w >> 16) & 1, (w >> 15) & 1
        soe = (w >> 14) & 1 if gfx9 else 0
        sdata, sbase = (w >> 6) & 0x7F, w & 0x3F
        off = w1 & (0x1FFFFF if gfx9 else 0xFFFFF)
        soffset = (w1 >> 25) & 0x7F if gfx9 else 0
        fields = {"op": op, "sdata": sdata, "sbase": sbase, "offset": off,
                  "soffset": soffset, "imm": imm, "glc": glc, "soe": soe, "nv": nv}
        nd, nb, has_off = _plan(row)
        space = isa.space
        ops = []
        if nd == -1:
            ops.append(S.print_imm16(sdata))
        elif nd:
            # null names a data register of any width (LLVM 22 prints it so)
            text = "null" if sdata == 125 else S.print_sreg(sdata, nd, space)
            if text[0] == "<":
                raise DecodeError(f"invalid sdata {sdata}", offset=offset, word=w)
            ops.append(text + _sdata_note(sdata, nd))
        if nb:
            ops.append(S.print_sreg(sbase * 2, nb, space))
        if has_off:
            if imm and soe:
                ops.append(S.print_sreg(soffset, 1, space))
            elif imm:
                ops.append(_hex(_signed(off, 21)) if gfx9 else _hex(off))
            elif soe:
                ops.append(S.print_sreg(soffset, 1, space))
            else:
                ops.append(S.print_sreg(off & 0x7F, 1, space))
        mods = []
        if imm and soe and has_off:
            mods.append("offset:" + _hex(_signed(off, 21)))
        if glc and nd and nd > 0 and nb:
            mods.append("glc")      # LLVM ignores the bit where the instruction has no glc
        return Instruction(address, bytes(data[offset:offset + 8]), "SMEM", row.name, row.name,
                           tuple(ops), tuple(mods), fields, None, row, "", None)

    def encode(self, isa, stmt, rows, ctx):
        row = rows[0]
        nd, nb, has_off = _plan(row)
        gfx9 = isa.target.gen == "gfx9"
        ops, mods = _split(stmt)
        check_cache_policy(stmt, isa)
        want = (1 if nd else 0) + (1 if nb else 0) + (1 if has_off else 0)
        if len(ops) > want:
            raise AsmError("invalid operand for instruction", col=ops[want].col)
        if len(ops) < want:
            raise AsmError("too few operands for instruction", col=stmt.col)
        i = 0
        sdata = sbase = off = soffset = imm = soe = glc = 0
        if nd == -1:
            sdata = S.imm_value(ops[0], ctx)
            if not 0 <= sdata < 128:
                raise AsmError("invalid operand for instruction", col=ops[0].col)
            i = 1
        elif nd:
            sdata = _sdata(ops[0], isa, nd)
            i = 1
        if nb:
            sbase = S.sreg_code(ops[i], isa, nb) >> 1
            i += 1
        offset_item = None
        for m in mods:
            if m.kind == "ident" and m.name.lower() == "glc" and nd and nd > 0 and nb:
                glc = 1
            elif m.kind == "named" and m.name.lower() == "offset" and gfx9 and has_off:
                offset_item = m
            elif m.kind == "named" and m.name.lower() == "offset":
                raise AsmError("not a valid operand.", col=m.col)
            else:
                raise AsmError("invalid operand for instruction", col=m.col)
        if has_off:
            it = ops[i]
            if it.kind == "reg":
                code = S.sreg_code(it, isa, 1)
                if offset_item is not None:
                    soe, imm, soffset = 1, 1, code
                    off = self._imm_off(offset_item, offset_item.value, gfx9 and nb != 4)
                else:
                    off = code
            else:
                if offset_item is not None:
                    raise AsmError("invalid operand for instruction", col=offset_item.col)
                imm = 1
                v = it.value if it.kind == "imm" and it.is_float and not it.has_src_mods \
                    else S.imm_value(it, ctx)
                off = self._imm_off(it, v, gfx9 and nb != 4)
        w = (0b110000 << 26) | (row.opcode(isa.column) << 18) | (imm << 17) | (glc << 16) | (
            soe << 14) | ((sdata & 0x7F) << 6) | (sbase & 0x3F)
        w1 = off | (soffset << 25)
        return w.to_bytes(4, "little") + w1.to_bytes(4, "little")

    @staticmethod
    def _imm_off(item, v, gfx9) -> int:
        if not isinstance(v, int):   # a float: llvm-mc calls it out of range
            v = 1 << 32
        if gfx9:
            if not -(1 << 20) <= v < (1 << 20):
                raise AsmError("expected a 21-bit signed offset", col=item.col)
            return v & 0x1FFFFF
        if not 0 <= v < (1 << 20):
            raise AsmError("expected a 20-bit unsigned offset", col=item.col)
        return v


def _sdata_note(code: int, dwords: int) -> str:
    """LLVM's note on an sdata register outside SReg_32_XM0_XEXEC / SReg_64_XEXEC."""
    if dwords == 1 and code in (124, 126, 127):
        return "/*Invalid register, operand has 'SReg_32_XM0_XEXEC' register class*/"
    if dwords == 2 and code == 126:
        return "/*Invalid register, operand has 'SReg_64_XEXEC' register class*/"
    return ""


#: value sources an SMRD SGPR offset may name (LLVM 22 assembles them on GFX6/GFX7)
_SMRD_VALUES = frozenset({251, 252, 253})

#: M0 and EXEC cannot be SMEM data registers (LLVM's SReg_*_XM0_XEXEC classes)
_NO_SDATA = frozenset({124, 125, 126, 127})


def _sdata(item, isa, dwords: int) -> int:
    code = S.sreg_code(item, isa, dwords)
    if code in _NO_SDATA:
        raise AsmError("invalid operand for instruction", col=item.col)
    return code


def _split(stmt):
    """Operands (registers/immediates) and modifiers (``glc``, ``offset:``)."""
    ops, mods = [], []
    for it in stmt.items:
        if it.kind == "named" or (it.kind == "ident" and it.name.lower() in (
                "glc", "nv", "sc0", "sc1", "nt", "slc", "dlc")):
            mods.append(it)
        else:
            if mods:
                raise AsmError("invalid operand for instruction", col=it.col)
            ops.append(it)
    return ops, mods


class Smrd:
    """GFX6/GFX7 SMRD (one dword; GFX7 adds a 32-bit literal offset)."""

    name = "SMRD"
    encodings = ("SMRD",)

    def prefixes(self, isa):
        return [(5, 0b11000)] if isa.target.gen in ("gfx6", "gfx7") else []

    def decode(self, isa, data, offset, address):
        if len(data) - offset < 4:
            raise DecodeError("truncated instruction", offset=offset)
        w = int.from_bytes(data[offset:offset + 4], "little")
        op = (w >> 22) & 0x1F
        rows = isa.by_op.get(("SMRD", op))
        if not rows:
            raise DecodeError(f"invalid SMRD opcode {op}", offset=offset, word=w)
        row = rows[0]
        sdata, sbase, imm, off = (w >> 15) & 0x7F, (w >> 9) & 0x3F, (w >> 8) & 1, w & 0xFF
        fields = {"op": op, "sdata": sdata, "sbase": sbase, "imm": imm, "offset": off}
        nd, nb, has_off = _plan(row)
        space = isa.space
        ops = []
        size = 4
        literal = None
        if nd and nd > 0:
            text = S.print_sreg(sdata, nd, space)
            if text[0] == "<":
                raise DecodeError(f"invalid sdata {sdata}", offset=offset, word=w)
            ops.append(text + _sdata_note(sdata, nd))
        if nb:
            text = S.print_sreg(sbase * 2, nb, space)
            if text[0] == "<":
                raise DecodeError(f"invalid sbase {sbase * 2}", offset=offset, word=w)
            ops.append(text)
        if has_off:
            if imm:
                ops.append(f"0x{off:x}")
            elif off == 0xFF and isa.target.gen == "gfx7":
                if len(data) - offset < 8:
                    raise DecodeError("truncated literal offset", offset=offset)
                literal = int.from_bytes(data[offset + 4:offset + 8], "little")
                size = 8
                ops.append(f"0x{literal:x}")
            else:
                text = S.print_ssrc(off, 1, space, None)
                if text[0] == "<" or off == 254 or 128 <= off <= 248:
                    raise DecodeError(f"invalid offset {off}", offset=offset, word=w)
                ops.append(text)
        return Instruction(address, bytes(data[offset:offset + size]), "SMRD", row.name,
                           row.name, tuple(ops), (), fields, literal, row, "", None)

    def encode(self, isa, stmt, rows, ctx):
        row = rows[0]
        nd, nb, has_off = _plan(row)
        ops, mods = _split(stmt)
        if mods:
            raise AsmError("invalid operand for instruction", col=mods[0].col)
        want = (1 if nd else 0) + (1 if nb else 0) + (1 if has_off else 0)
        if len(ops) > want:
            raise AsmError("invalid operand for instruction", col=ops[want].col)
        if len(ops) < want:
            raise AsmError("too few operands for instruction", col=stmt.col)
        i = 0
        sdata = sbase = imm = off = 0
        literal = None
        if nd:
            sdata = _sdata(ops[0], isa, nd)
            i = 1
        if nb:
            sbase = S.sreg_code(ops[i], isa, nb) >> 1
            i += 1
        if has_off:
            it = ops[i]
            if it.kind == "reg" and it.reg.file == "special" and it.reg.index in _SMRD_VALUES \
                    and not it.has_src_mods:
                off = it.reg.index      # SReg_32 holds src_vccz, src_execz, src_scc
            elif it.kind == "reg":
                off = S.sreg_code(it, isa, 1)
            else:
                v = S.imm_value(it, ctx)
                if 0 <= v < 256:
                    imm, off = 1, v
                elif isa.target.gen == "gfx7" and 0 <= v < (1 << 32):
                    off, literal = 0xFF, v
                else:
                    raise AsmError("operands are not valid for this GPU or mode", col=stmt.col)
        w = (0b11000 << 27) | (row.opcode(isa.column) << 22) | ((sdata & 0x7F) << 15) | (
            (sbase & 0x3F) << 9) | (imm << 8) | off
        out = w.to_bytes(4, "little")
        if literal is not None:
            out += literal.to_bytes(4, "little")
        return out


FORMATS = (Smem(), Smrd())
