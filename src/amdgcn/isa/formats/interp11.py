"""GFX11's VINTERP (parameter interpolation) and LDSDIR (LDS parameter and direct loads)
encodings, as LLVM 22 lays them out for gfx1100-gfx1153 (rows: ``tables/rdna_interp11.py``).

Layouts::

    VINTERP  31..24 11001101 | 22..16 op | 15 clamp | 14..11 op_sel | 10..8 wait_exp
             | 7..0 vdst
             63..61 neg | 58..50 src2 | 49..41 src1 | 40..32 src0
    LDSDIR   31..24 11001110 | 23..22 0 | 21..20 op | 19..16 wait_vdst | 15..10 attr
             | 9..8 attr_chan | 7..0 vdst

VINTERP sources are VGPRs (LLVM prints another source with its class note); the f16 rows
read true16 halves picked by op_sel, as VOP3 does. Printed: ``v_interp_p10_f32 v0, -v1, v2,
v3 [clamp] [op_sel:[..]] wait_exp:N``; ``lds_param_load v1, attr5.z wait_vdst:N``,
``lds_direct_load v1 wait_vdst:N``.
"""

from __future__ import annotations

import re

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats._vop_operands import print_half
from amdgcn.isa.instruction import Instruction
from amdgcn.isa.operands import print_src
from amdgcn.isa.registers import (
    INLINE_FLOAT_TEXT,
    VGPR,
    VGPR_BASE,
    inline_int,
    is_inline_value,
)

VINTERP_PREFIX, LDSDIR_PREFIX = 0b11001101, 0b11001110
_CHANS = "xyzw"
_ATTR = re.compile(r"attr([0-9]+)\.([xyzw])$")
_MAX_ATTR = 32
_INVALID = "invalid operand for instruction"
_NOTE = "/*Invalid register, operand has '{}' register class*/"


def _named_int(it, lo: int, hi: int) -> int:
    v = it.value
    if it.expr is not None or not isinstance(v, int) or isinstance(v, bool):
        raise AsmError(_INVALID, col=it.col)
    if not lo <= v <= hi:   # llvm-mc's words for a value out of range
        raise AsmError(f"invalid {it.name.lower()} value.", col=it.col)
    return v


def _src_text(code: int, t16: bool, high: int, neg: int, space) -> str:
    """A source; a true16 one is a VGPR half whatever bit 8 says (LLVM 22 reads the low 8
    bits), another source than a VGPR prints with LLVM's class note."""
    if t16 or code >= VGPR_BASE:
        t = print_half(code & 0xFF, high) if t16 else f"v{code - VGPR_BASE}"
        return "-" + t if neg else t
    text = print_src(code, space)
    if text.startswith("<"):
        raise DecodeError("invalid instruction encoding")
    if inline_int(code) is not None or code in INLINE_FLOAT_TEXT:
        text += "/*Invalid immediate*/"
        return f"neg({text})" if neg else text
    if not is_inline_value(code, space):     # src_shared_base, null ... print bare
        text += _NOTE.format("VGPR_32")
    return "-" + text if neg else text


class VinterpFormat:
    """GFX11 VINTERP (see the module docstring)."""

    name = "VINTERP"
    encodings = ("VINTERP",)
    rdna = "only"
    gens = ("gfx11",)

    def prefixes(self, isa):
        return [(8, VINTERP_PREFIX)]

    def decode(self, isa, data: bytes, offset: int, address: int) -> Instruction:
        if len(data) - offset < 8:
            raise DecodeError("truncated instruction", offset=offset)
        w0 = int.from_bytes(data[offset:offset + 4], "little")
        w1 = int.from_bytes(data[offset + 4:offset + 8], "little")
        code = (w0 >> 16) & 0x7F
        row = isa.row("VINTERP", code)
        if row is None:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        halves = row.get("t16", ())
        f = {"op": code, "vdst": w0 & 0xFF, "wait_exp": (w0 >> 8) & 7,
             "op_sel": (w0 >> 11) & 0xF, "clamp": (w0 >> 15) & 1, "src0": w1 & 0x1FF,
             "src1": (w1 >> 9) & 0x1FF, "src2": (w1 >> 18) & 0x1FF, "neg": (w1 >> 29) & 7}
        op_sel = f["op_sel"] if "op_sel" in row.flags else 0
        ops = [print_half(f["vdst"], op_sel >> 3 & 1) if 0 in halves else f"v{f['vdst']}"]
        for i in range(3):
            try:
                ops.append(_src_text(f[f"src{i}"], i + 1 in halves, op_sel >> i & 1,
                                     f["neg"] >> i & 1, isa.space))
            except DecodeError:
                raise DecodeError("invalid instruction encoding", offset=offset,
                                  word=w1) from None
        mods = ["clamp"] if f["clamp"] else []
        if op_sel:
            mods.append("op_sel:[" + ",".join(str(op_sel >> i & 1) for i in range(4)) + "]")
        mods.append(f"wait_exp:{f['wait_exp']}")
        return Instruction(address, bytes(data[offset:offset + 8]), "VINTERP", row.name,
                           row.name, tuple(ops), tuple(mods), f, None, row)

    def encode(self, isa, stmt, rows, ctx) -> bytes:
        row = rows[0]
        halves = row.get("t16", ())
        ops, f = [], {"wait_exp": 0, "op_sel": 0, "clamp": 0, "neg": 0}
        opsel_item = None
        for it in stmt.items:
            name = (it.name or it.text).lower() if it.kind in ("named", "ident") else ""
            if it.kind == "named" and name == "wait_exp":
                f["wait_exp"] = _named_int(it, 0, 7)
            elif it.kind == "named" and name == "op_sel" and "op_sel" in row.flags:
                vals = it.value
                if not isinstance(vals, list) or len(vals) != 4 or \
                        any(v not in (0, 1) for v in vals):
                    raise AsmError(_INVALID, col=it.col)
                f["op_sel"] = sum(v << i for i, v in enumerate(vals))
                opsel_item = it
            elif it.kind == "ident" and name == "clamp":
                f["clamp"] = 1
            elif it.kind == "named":
                raise AsmError("not a valid operand.", col=it.col)
            elif it.kind == "ident":   # a symbol to llvm-mc: no operand of the form
                raise AsmError(_INVALID, col=it.col)
            else:
                ops.append(it)
        if len(ops) < 4:
            raise AsmError("too few operands for instruction", col=stmt.col)
        if len(ops) > 4:
            raise AsmError(_INVALID, col=ops[4].col)
        regs = []
        half_bits = half_mask = 0
        for i, it in enumerate(ops):
            if it.kind != "reg" or it.reg.file != VGPR or it.reg.count != 1 or it.abs or \
                    it.sext or (i == 0 and it.neg) or (it.reg.half and i not in halves):
                raise AsmError(_INVALID, col=it.col)
            if i in halves:
                bit = 3 if i == 0 else i - 1
                half_mask |= 1 << bit
                half_bits |= (it.reg.half == "h") << bit
            if i and it.neg:
                f["neg"] |= 1 << (i - 1)
            regs.append(it.reg.index)
        if opsel_item is not None and f["op_sel"] & half_mask != half_bits:
            raise AsmError("op_sel operand conflicts with 16-bit operand suffix",
                           col=opsel_item.col)
        f["op_sel"] |= half_bits
        w0 = VINTERP_PREFIX << 24 | row.opcode(isa.column) << 16 | f["clamp"] << 15 | \
            f["op_sel"] << 11 | f["wait_exp"] << 8 | regs[0]
        w1 = (VGPR_BASE + regs[1]) | (VGPR_BASE + regs[2]) << 9 | \
            (VGPR_BASE + regs[3]) << 18 | f["neg"] << 29
        return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")


class LdsdirFormat:
    """GFX11 LDSDIR (see the module docstring)."""

    name = "LDSDIR"
    encodings = ("LDSDIR",)
    rdna = "only"
    gens = ("gfx11",)

    def prefixes(self, isa):
        return [(8, LDSDIR_PREFIX)]

    def decode(self, isa, data: bytes, offset: int, address: int) -> Instruction:
        w0 = int.from_bytes(data[offset:offset + 4], "little")
        code = (w0 >> 20) & 3
        row = isa.row("LDSDIR", code)
        if row is None or (w0 >> 22) & 3:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        f = {"op": code, "vdst": w0 & 0xFF, "attr_chan": (w0 >> 8) & 3,
             "attr": (w0 >> 10) & 0x3F, "wait_vdst": (w0 >> 16) & 0xF}
        ops = [f"v{f['vdst']}"]
        if row.sig.endswith("attr"):
            ops.append(f"attr{f['attr']}.{_CHANS[f['attr_chan']]}")
        return Instruction(address, bytes(data[offset:offset + 4]), "LDSDIR", row.name,
                           row.name, tuple(ops), (f"wait_vdst:{f['wait_vdst']}",), f, None,
                           row)

    def encode(self, isa, stmt, rows, ctx) -> bytes:
        row = rows[0]
        want_attr = row.sig.endswith("attr")
        ops, wait = [], 0
        for it in stmt.items:
            if it.kind == "named" and (it.name or "").lower() == "wait_vdst":
                wait = _named_int(it, 0, 15)
            elif it.kind == "named":
                raise AsmError("not a valid operand.", col=it.col)
            else:
                ops.append(it)
        if len(ops) < 1 + want_attr:
            raise AsmError("too few operands for instruction", col=stmt.col)
        if len(ops) > 1 + want_attr:
            raise AsmError(_INVALID, col=ops[1 + want_attr].col)
        d = ops[0]
        if d.kind != "reg" or d.reg.file != VGPR or d.reg.count != 1 or d.reg.half or \
                d.has_src_mods:
            raise AsmError(_INVALID, col=d.col)
        attr = chan = 0
        if want_attr:
            a = ops[1]
            m = _ATTR.match((a.text or "").lower()) if a.kind == "ident" else None
            if m is None:
                raise AsmError(_INVALID, col=a.col)
            digits = m.group(1).lstrip("0") or "0"
            if len(digits) > 20 or int(digits) >> 64:   # llvm-mc reads a 64-bit integer
                raise AsmError("invalid or missing interpolation attribute number", col=a.col)
            attr, chan = int(digits), _CHANS.index(m.group(2))
            if attr > _MAX_ATTR:
                raise AsmError("out of bounds interpolation attribute number", col=a.col)
        w0 = LDSDIR_PREFIX << 24 | row.opcode(isa.column) << 20 | wait << 16 | attr << 10 | \
            chan << 8 | d.reg.index
        return w0.to_bytes(4, "little")


FORMATS = (VinterpFormat(), LdsdirFormat())
