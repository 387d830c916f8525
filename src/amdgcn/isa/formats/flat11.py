"""The GFX11 FLAT encoding: flat, global and scratch instructions (``seg`` 0, 2, 1), as LLVM 22
lays them out for gfx1100-gfx1153 (the rows: ``tables/rdna_flat11.py``).

Layout (64 bits)::

    31..26 110111 | 24..18 op | 17..16 seg | 15 slc | 14 glc | 13 dlc | 12..0 offset
    dword 1: 63..56 vdst | 55 sve | 54..48 saddr | 47..40 data | 39..32 addr

``offset`` is 12-bit unsigned for flat and 13-bit signed for global and scratch. ``saddr``
0x7c (null) is ``off``. Global: with ``saddr`` the VGPR address is a 32-bit offset, else a
64-bit address. Scratch: a VGPR address (``sve`` set), an SGPR address, both or none. Atomics
return the pre-op value in ``vdst`` with ``glc``.
"""

from __future__ import annotations

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats._memory import (
    INVALID,
    TOO_FEW,
    check_modifier_order,
    data_reg,
    flag_name,
    is_off,
    sgpr_tuple,
    sreg_operand,
    sreg_text,
    vgpr,
    vreg_text,
    word,
)
from amdgcn.isa.formats.flat import ENCODING_BITS, SEG_ENCODING, SEG_FLAT, SEG_GLOBAL, _plan
from amdgcn.isa.instruction import Instruction
from amdgcn.isa.registers import unavailable_message

SADDR_OFF = 0x7C
#: (field, bit of dword 0) in LLVM's printing order
CPOL = (("glc", 14), ("slc", 15), ("dlc", 13))
_SVE = 23
_EXEC, _EXEC_HI = 126, 127


class Flat11Format:
    """Encoder and decoder of GFX11's FLAT encoding (see the module docstring)."""

    name = "FLAT"
    encodings = ("FLAT", "GLOBAL", "SCRATCH")
    rdna = "only"
    gens = ("gfx11",)

    def prefixes(self, isa):
        return [(6, ENCODING_BITS)]

    # ---- decoding ------------------------------------------------------------------------
    def decode(self, isa, data: bytes, offset: int, address: int) -> Instruction:
        if len(data) - offset < 8:
            raise DecodeError("truncated instruction", offset=offset)
        w0, w1 = word(data, offset, 0), word(data, offset, 1)
        op, seg = (w0 >> 18) & 0x7F, (w0 >> 16) & 3
        row = isa.row(SEG_ENCODING.get(seg, "FLAT"), op)
        if row is None:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        f = {"op": op, "seg": seg, "offset": w0 & 0x1FFF, "vaddr": w1 & 0xFF,
             "data": (w1 >> 8) & 0xFF, "saddr": (w1 >> 16) & 0x7F, "sve": (w1 >> _SVE) & 1,
             "vdst": w1 >> 24}
        for name, bit in CPOL:
            f[name] = (w0 >> bit) & 1
        _seg, field, n, ret = _plan(row)
        ops = []
        if field == "vdst":
            ops.append(vreg_text(f["vdst"], n))
        elif ret and f["glc"]:
            ops.append(vreg_text(f["vdst"], ret))
        data_ops = [vreg_text(f["data"], n)] if field == "data" else []
        saddr = f["saddr"]
        if "addtid" in row.name:   # no VGPR address: the lane id is the address
            sa = "off" if saddr == SADDR_OFF else sreg_operand(saddr, 2, isa.space)
            if sa is None:
                raise DecodeError("invalid instruction encoding", offset=offset, word=w1)
            ops += data_ops + [sa]
        elif seg == SEG_FLAT:
            ops += [vreg_text(f["vaddr"], 2)] + data_ops
        elif seg == SEG_GLOBAL:
            if saddr == SADDR_OFF:
                ops += [vreg_text(f["vaddr"], 2)] + data_ops + ["off"]
            else:
                sa = sreg_operand(saddr, 2, isa.space)
                if sa is None:
                    raise DecodeError("invalid instruction encoding", offset=offset, word=w1)
                if saddr & ~1 == _EXEC:     # exec is no SReg_64_XEXEC_XNULL (as on GFX10)
                    sa += "/*Invalid register, operand has 'SReg_64_XEXEC_XNULL' register class*/"
                ops += [vreg_text(f["vaddr"], 1)] + data_ops + [sa]
        else:
            va = vreg_text(f["vaddr"], 1) if f["sve"] else "off"
            sa = "off" if saddr == SADDR_OFF else sreg_text(saddr, 1, isa.space)
            if saddr == _EXEC_HI:
                sa += "/*Invalid register, operand has 'SReg_32_XEXEC_HI' register class*/"
            ops += [va] + data_ops + [sa]
        mods = []
        off = f["offset"]
        if seg != SEG_FLAT and off & 0x1000:
            off -= 0x2000
        if off:
            mods.append(f"offset:{off}")
        mods += [name for name, _bit in CPOL if f[name]]
        return Instruction(address, bytes(data[offset:offset + 8]), row.encoding, row.name,
                           row.name, tuple(ops), tuple(mods), f, None, row)

    # ---- encoding ------------------------------------------------------------------------
    def encode(self, isa, stmt, rows, ctx) -> bytes:
        check_modifier_order(stmt, "flat", isa.column)
        row = rows[0]
        seg, field, n, ret = _plan(row)
        f = {"offset": 0, "vaddr": 0, "data": 0, "saddr": SADDR_OFF, "vdst": 0, "sve": 0,
             "glc": 0, "slc": 0, "dlc": 0}
        ops = []
        for it in stmt.items:
            fl = flag_name(it)
            if it.kind == "named":
                if it.name.lower() not in ("offset", "inst_offset"):
                    raise AsmError(INVALID, col=it.col)
                v = it.value
                if it.expr is not None:
                    raise AsmError(INVALID, col=it.col)
                if not isinstance(v, int):   # a float: llvm-mc calls it out of range
                    v = 1 << 32
                if seg == SEG_FLAT and not 0 <= v <= 0xFFF:
                    raise AsmError("expected a 12-bit unsigned offset", col=it.col)
                if seg != SEG_FLAT and not -0x1000 <= v <= 0xFFF:
                    raise AsmError("expected a 13-bit signed offset", col=it.col)
                f["offset"] = v & 0x1FFF
            elif fl in ("glc", "slc", "dlc"):
                f[fl] = 1
            elif fl in ("noglc", "noslc", "nodlc"):
                f[fl[2:]] = 0
            elif fl is not None and fl != "off":
                raise AsmError(INVALID, col=it.col)
            else:
                ops.append(it)
        if ret:
            base = 2 if seg == SEG_FLAT else 3
            if f["glc"] and len(ops) == base:
                raise AsmError("instruction must not use glc", col=stmt.col)
            if not f["glc"] and len(ops) == base + 1:
                raise AsmError("instruction must use glc", col=stmt.col)
        i = 0

        def need():
            if i >= len(ops):
                raise AsmError(TOO_FEW, col=stmt.col)
            return ops[i]

        def data(count, key):
            f[key] = data_reg(need(), count, isa, allow_acc=False)[0]

        if field == "vdst":
            data(n, "vdst")
            i += 1
        elif ret and f["glc"]:
            data(ret, "vdst")
            i += 1
        it = need()
        if "addtid" in row.name:   # no VGPR address
            if field == "data":
                data(n, "data")
                i += 1
            sa = need()
            i += 1
            if not is_off(sa):
                f["saddr"] = sgpr_tuple(sa, 2, isa.space, align=2)
        elif seg == SEG_FLAT:
            f["vaddr"] = vgpr(it, 2)
            i += 1
            if field == "data":
                data(n, "data")
                i += 1
        else:
            va = it
            i += 1
            if field == "data":
                data(n, "data")
                i += 1
            sa = need()
            i += 1
            if not is_off(sa):
                msg = sa.kind == "reg" and unavailable_message(sa.reg, isa.target.gen,
                                                               isa.target.processor)
                if msg:
                    raise AsmError(msg, col=sa.col)
                if sa.kind == "reg" and sa.reg.name == "null":
                    raise AsmError(INVALID, col=sa.col)
                cnt = 2 if seg == SEG_GLOBAL else 1
                f["saddr"] = sgpr_tuple(sa, cnt, isa.space, align=cnt)
            if seg == SEG_GLOBAL:
                f["vaddr"] = vgpr(va, 2 if f["saddr"] == SADDR_OFF else 1)
            elif not is_off(va):     # GFX11 takes ``off, off`` too
                f["vaddr"] = vgpr(va, 1)
                f["sve"] = 1
        if i < len(ops):
            raise AsmError(INVALID, col=ops[i].col)
        w0 = ENCODING_BITS << 26 | row.opcode(isa.column) << 18 | seg << 16 | f["offset"]
        for name, bit in CPOL:
            w0 |= f[name] << bit
        w1 = f["vaddr"] | f["data"] << 8 | f["saddr"] << 16 | f["sve"] << _SVE | f["vdst"] << 24
        return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")


FORMAT = Flat11Format()
