"""Scalar memory encoding SMEM of GFX10 and GFX11: encode, decode, print.

The RDNA layout of the rows' SMEM encoding (their ``gfx10``/``gfx11`` opcode columns; the
GFX8/GFX9 layout is :mod:`amdgcn.isa.formats.smem`). Learned from LLVM 22 (``llvm-mc
-mcpu=gfx1010/gfx1100 --disassemble``; the RDNA ISA documents are not in the seeds)::

    SMEM    31    26|25   18|17|16 |15|14 |13 |12    6|5     0
    (GFX10) 111101  |  op   |  |glc|  |dlc|   | sdata | sbase        (sbase = SGPR pair / 2)
    (GFX11) 111101  |  op   |  |   |  |glc|dlc| sdata | sbase
            63   57|56  53|52                        32
             soffset|      |   offset (21-bit signed)

There is no ``imm``/``soe`` bit: the offset is always there, and ``soffset`` holds ``null``
when no SGPR offset is wanted. LLVM 22 prints ``0x10`` (soffset null, offset 0x10), ``null``
(both empty), ``s4`` or ``s4 offset:0x10`` (an SGPR offset); it ignores bits 15 and 17.
Modifiers ``glc`` and ``dlc`` on loads, stores and atomics. ``s_buffer_*`` offsets are 20-bit
unsigned when assembled, as on GFX9.

``Instruction.fields``: ``op sdata sbase offset soffset glc dlc`` (``sbase`` is the raw
field, the SGPR number / 2).
"""

from __future__ import annotations

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats import _scalar as S
from amdgcn.isa.formats.smem import Smem, _hex, _plan, _signed, _split, check_cache_policy
from amdgcn.isa.instruction import Instruction
from amdgcn.isa.registers import reg_name

#: SMEM's fixed top bits on GFX10/GFX11
PREFIX = 0b111101
#: (glc bit, dlc bit) per generation
_CACHE_BITS = {"gfx10": (16, 14), "gfx11": (14, 13)}
#: data registers an SMEM load cannot write (LLVM's SReg_*_XM0_XEXEC classes)
_NO_SDATA_1 = frozenset({"m0", "exec_lo", "exec_hi"})


class SmemRdna:
    """GFX10/GFX11 SMEM (two dwords)."""

    name = "SMEM"
    encodings = ("SMEM",)
    rdna = "only"

    def prefixes(self, isa):
        return [(6, PREFIX)]

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
        glc_bit, dlc_bit = _CACHE_BITS[isa.target.gen]
        glc, dlc = (w >> glc_bit) & 1, (w >> dlc_bit) & 1
        sdata, sbase = (w >> 6) & 0x7F, w & 0x3F
        off, soffset = w1 & 0x1FFFFF, (w1 >> 25) & 0x7F
        fields = {"op": op, "sdata": sdata, "sbase": sbase, "offset": off,
                  "soffset": soffset, "glc": glc, "dlc": dlc}
        nd, nb, has_off = _plan(row)
        space = isa.space
        ops = []
        if nd == -1:
            ops.append(S.print_imm16(sdata))
        elif nd:
            # null names a data register of any width (LLVM 22 prints it so)
            text = "null" if sdata == _null(space) else S.print_sreg(sdata, nd, space)
            if text[0] == "<":
                raise DecodeError(f"invalid sdata {sdata}", offset=offset, word=w)
            ops.append(text + _sdata_note(text, nd))
        if nb:
            null = sbase * 2 == _null(space)      # GFX11: null is 124, an even code
            ops.append("null" if null else S.print_sreg(sbase * 2, nb, space))
        mods = []
        if has_off:
            null = _null(space)
            if soffset == null and off:
                ops.append(_hex(_signed(off, 21)))
            else:
                text = S.print_sreg(soffset, 1, space)
                if text[0] == "<":
                    raise DecodeError(f"invalid soffset {soffset}", offset=offset, word=w)
                ops.append(text)
                if off:
                    mods.append("offset:" + _hex(_signed(off, 21)))
        if nd and nd > 0 and nb:
            if glc:
                mods.append("glc")
            if dlc:
                mods.append("dlc")
        return Instruction(address, bytes(data[offset:offset + 8]), "SMEM", row.name, row.name,
                           tuple(ops), tuple(mods), fields, None, row, "", None)

    def encode(self, isa, stmt, rows, ctx):
        row = rows[0]
        nd, nb, has_off = _plan(row)
        ops, mods = _split(stmt)
        check_cache_policy(stmt, isa)
        want = (1 if nd else 0) + (1 if nb else 0) + (1 if has_off else 0)
        if len(ops) > want:
            raise AsmError("invalid operand for instruction", col=ops[want].col)
        if len(ops) < want:
            raise AsmError("too few operands for instruction", col=stmt.col)
        space = isa.space
        i = 0
        sdata = sbase = off = glc = dlc = 0
        soffset = _null(space) if has_off else 0
        if nd == -1:
            sdata = S.imm_value(ops[0], ctx)
            if not 0 <= sdata < 128:
                raise AsmError("invalid operand for instruction", col=ops[0].col)
            i = 1
        elif nd:
            sdata = S.sreg_code(ops[0], isa, nd)
            if space.special.get(sdata) in _NO_SDATA_1:
                raise AsmError("invalid operand for instruction", col=ops[0].col)
            i = 1
        if nb:
            sbase = S.sreg_code(ops[i], isa, nb)
            if nb == 4 and space.special.get(sbase) == "null":    # no 128-bit null
                raise AsmError("invalid operand for instruction", col=ops[i].col)
            sbase >>= 1
            i += 1
        offset_item = None
        data_op = bool(nd and nd > 0 and nb)
        for m in mods:
            name = m.name.lower() if m.kind in ("ident", "named") else ""
            if m.kind == "ident" and name == "glc" and data_op:
                glc = 1
            elif m.kind == "ident" and name == "dlc" and data_op:
                dlc = 1
            elif m.kind == "named" and name == "offset" and has_off:
                offset_item = m
            elif m.kind == "named" and name == "offset":
                raise AsmError("not a valid operand.", col=m.col)
            else:
                raise AsmError("invalid operand for instruction", col=m.col)
        if has_off:
            it = ops[i]
            if it.kind == "reg":
                soffset = S.sreg_code(it, isa, 1)
                if offset_item is not None:
                    off = Smem._imm_off(offset_item, offset_item.value, nb != 4)
                    if not off and ctx is not None:   # llvm-mc echoes offset:0x0 too
                        ctx.echo[i] = f"{reg_name(it.reg)} offset:0x0"
            else:
                if offset_item is not None:
                    raise AsmError("invalid operand for instruction", col=offset_item.col)
                v = it.value if it.kind == "imm" and it.is_float and not it.has_src_mods \
                    else S.imm_value(it, ctx)
                off = Smem._imm_off(it, v, nb != 4)
                if not off and ctx is not None:   # llvm-mc echoes 0x0; its disassembler
                    ctx.echo[i] = "0x0"           # prints the null soffset
        glc_bit, dlc_bit = _CACHE_BITS[isa.target.gen]
        w = (PREFIX << 26) | (row.opcode(isa.column) << 18) | (glc << glc_bit) | (
            dlc << dlc_bit) | ((sdata & 0x7F) << 6) | (sbase & 0x3F)
        w1 = (off & 0x1FFFFF) | (soffset << 25)
        return w.to_bytes(4, "little") + w1.to_bytes(4, "little")


def _null(space) -> int:
    """The code of ``null`` (125 on GFX10, 124 on GFX11)."""
    return 124 if space.special.get(124) == "null" else 125


def _sdata_note(text: str, dwords: int) -> str:
    """LLVM's note on an sdata register outside SReg_32_XM0_XEXEC / SReg_64_XEXEC."""
    if dwords == 1 and text in _NO_SDATA_1:
        return "/*Invalid register, operand has 'SReg_32_XM0_XEXEC' register class*/"
    if dwords == 2 and text == "exec":
        return "/*Invalid register, operand has 'SReg_64_XEXEC' register class*/"
    return ""


FORMAT = SmemRdna()
