"""VINTRP and the VOP3A-encoded interpolation instructions (GFX6-GFX9 graphics).

VINTRP, one dword (GCN3/Vega ISA manuals, "VINTRP"; MI200 has none)::

    31      26 25   18 17 16 15   10 9      8 7    0
    | 110010 | vdst | op | attr | attrchan | vsrc |     GFX6/GFX7 (0b110101 on GFX8/GFX9)

LLVM prints ``v_interp_p1_f32_e32`` on GFX8/GFX9 (a VOP3A form exists there) and
``v_interp_p1_f32`` on GFX6/GFX7. ``v_interp_mov_f32`` reads parameter ``p10``/``p20``/``p0``
(0/1/2) from ``vsrc``.

The VOP3A forms (GFX8/GFX9, opcodes 0x270-0x277) put the attribute in ``src0``
(``attr`` [5:0], ``attrchan`` [7:6], ``high`` [8]), the vector source in ``src1`` and the
second one (``p1lv``/``p2``) in ``src2``; ``abs``/``neg``, ``clamp`` and ``omod`` as VOP3A.
Their 16-bit prefixes (VOP3's ``0b110100`` + the 10-bit opcode) win over VOP3's 6-bit one.
"""

from __future__ import annotations

import re

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.instruction import Instruction
from amdgcn.isa.registers import (
    INLINE_FLOAT_TEXT,
    INLINE_VALUE_CODES,
    VGPR,
    decode_scalar,
    inline_int,
    reg_name,
)

_VINTRP_PREFIX = {"gfx6": 0b110010, "gfx7": 0b110010, "gfx8": 0b110101, "gfx9": 0b110101,
                  "gfx10": 0b110010}
_VOP3_PREFIX = 0b110100
_VOP3_PREFIX_RDNA = 0b110101     # GFX10 (opcodes in tables/rdna_vintrp.py, llvm-mc-22)
#: generations whose VINTRP words print ``_e32`` (they have a VOP3 form too)
_E32_GENS = ("gfx8", "gfx9", "gfx10")


def _vop3_prefix(isa) -> int:
    return _VOP3_PREFIX_RDNA if isa.target.rdna else _VOP3_PREFIX
_CHANNELS = "xyzw"
_PARAMS = ("p10", "p20", "p0")
#: LLVM's notes on a source outside the VGPR_32 class (disassembly only)
_BAD_REG = "/*Invalid register, operand has 'VGPR_32' register class*/"
_BAD_IMM = "/*Invalid immediate*/"
_ATTR_RE = re.compile(r"attr([0-9]+)(?:\.(.?))?$")
_OMOD_TEXT = {1: "mul:2", 2: "mul:4", 3: "div:2"}
_OMOD_OF = {("mul", 2): 1, ("mul", 4): 2, ("div", 2): 3, ("mul", 1): 0, ("div", 1): 0}
_MAX_ATTR = 32


def _attr_text(attr: int, chan: int) -> str:
    return f"attr{attr}.{_CHANNELS[chan]}"


def _parse_attr(it, stmt) -> tuple[int, int]:
    m = _ATTR_RE.match(it.text.lower()) if it.kind == "ident" else None
    if m is None:
        if it.kind == "ident" and it.text.lower().startswith("att") and \
                not it.text.lower().startswith("attr"):
            raise AsmError("invalid interpolation attribute", col=it.col,
                           source_line=stmt.line)
        if it.kind == "ident" and it.text.lower().startswith("attr"):
            raise AsmError("invalid or missing interpolation attribute channel", col=it.col,
                           source_line=stmt.line)
        raise AsmError("invalid operand for instruction", col=it.col, source_line=stmt.line)
    ch = m.group(2)
    if not ch or ch not in _CHANNELS:
        raise AsmError("invalid or missing interpolation attribute channel", col=it.col,
                       source_line=stmt.line)
    digits = m.group(1).lstrip("0") or "0"
    if len(digits) > 20 or int(digits) >> 64:     # llvm-mc reads it as a 64-bit integer
        raise AsmError("invalid or missing interpolation attribute number", col=it.col,
                       source_line=stmt.line)
    n = int(digits)
    if n > _MAX_ATTR:
        raise AsmError("out of bounds interpolation attribute number", col=it.col,
                       source_line=stmt.line)
    return n, _CHANNELS.index(ch)


class VINTRPFormat:
    """VINTRP (32-bit) and VOP3A_INTERP (64-bit) interpolation."""

    name = "VINTRP"
    encodings = ("VINTRP", "VOP3A_INTERP")
    rdna = True       # GFX10 has both forms; GFX11 has neither (no rows there)

    def prefixes(self, isa):
        out = []
        if isa.by_op.get(("VINTRP", 0)):
            out.append((6, _VINTRP_PREFIX[isa.target.gen]))
        for (enc, opc) in isa.by_op:
            if enc == "VOP3A_INTERP":
                out.append((16, (_vop3_prefix(isa) << 10) | opc))
        return out

    # ---- decoding --------------------------------------------------------------------
    def decode(self, isa, data: bytes, offset: int, address: int) -> Instruction:
        w0 = int.from_bytes(data[offset:offset + 4], "little")
        if w0 >> 26 == _vop3_prefix(isa):
            return self._decode_vop3(isa, data, offset, address, w0)
        op = (w0 >> 16) & 3
        row = isa.row("VINTRP", op)
        if row is None:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        f = {"op": op, "vsrc": w0 & 0xFF, "attrchan": (w0 >> 8) & 3, "attr": (w0 >> 10) & 0x3F,
             "vdst": (w0 >> 18) & 0xFF}
        if row.name == "v_interp_mov_f32":
            src = _PARAMS[f["vsrc"]] if f["vsrc"] < 3 else f"invalid_param_{f['vsrc']}"
        else:
            src = f"v{f['vsrc']}"
        mnem = row.name + ("_e32" if isa.target.gen in _E32_GENS else "")
        ops = (f"v{f['vdst']}", src, _attr_text(f["attr"], f["attrchan"]))
        return Instruction(address, data[offset:offset + 4], "VINTRP", row.name, mnem, ops, (),
                           f, None, row, variant="e32" if mnem.endswith("_e32") else "")

    def _decode_vop3(self, isa, data, offset, address, w0):
        if len(data) - offset < 8:
            raise DecodeError("truncated instruction", offset=offset)
        w1 = int.from_bytes(data[offset + 4:offset + 8], "little")
        opc = (w0 >> 16) & 0x3FF
        row = isa.row("VOP3A_INTERP", opc)
        if row is None:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        f = {"op": opc, "vdst": w0 & 0xFF, "abs": (w0 >> 8) & 7, "clamp": (w0 >> 15) & 1,
             "src0": w1 & 0x1FF, "src1": (w1 >> 9) & 0x1FF, "src2": (w1 >> 18) & 0x1FF,
             "omod": (w1 >> 27) & 3, "neg": (w1 >> 29) & 7}
        s0 = f["src0"]
        attr, chan, high = s0 & 0x3F, (s0 >> 6) & 3, (s0 >> 8) & 1
        mods = row.get("mods", "").split()

        space = isa.space

        def src(i: int) -> str:
            code = f[f"src{i}"]
            imm = False
            if code >= 256:
                t = f"v{code - 256}"
            elif inline_int(code) is not None or code in INLINE_FLOAT_TEXT:
                # LLVM decodes a constant into the VGPR_32 operand and flags it
                i_val = inline_int(code)
                t = (str(i_val) if i_val is not None else INLINE_FLOAT_TEXT[code]) + _BAD_IMM
                imm = True
            else:
                r = decode_scalar(code, 1, space)
                if r is None or code == 255:
                    raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
                t = reg_name(r)
                if code not in INLINE_VALUE_CODES:
                    t += _BAD_REG
            if (f["abs"] >> i) & 1:
                t = f"|{t}|"
            if (f["neg"] >> i) & 1:
                t = f"neg({t})" if imm and not (f["abs"] >> i) & 1 else "-" + t
            return t

        if row.name == "v_interp_mov_f32":
            p = f["src1"]
            ops = [f"v{f['vdst']}", _PARAMS[p] if p < 3 else f"invalid_param_{p}",
                   _attr_text(attr, chan)]
        else:
            ops = [f"v{f['vdst']}", src(1), _attr_text(attr, chan)]
            if row.sig.count(",") == 3:
                ops.append(src(2))
        out_mods = []
        if high and "high" in mods:
            out_mods.append("high")
        if f["clamp"]:
            out_mods.append("clamp")
        op_sel = (w0 >> 11) & 0xD       # LLVM 22 shows op_sel bits 0, 2, 3 (bit 1 is unused)
        if op_sel and row.name == "v_interp_p2_f16" and isa.target.gen == "gfx9":
            out_mods.append("op_sel:[" + ",".join(str((op_sel >> b) & 1) for b in range(4)) + "]")
        if f["omod"] and "omod" in mods:
            out_mods.append(_OMOD_TEXT[f["omod"]])
        mnem = row.name + ("_e64" if row.get("e64") else "")
        return Instruction(address, data[offset:offset + 8], "VOP3A", row.name, mnem,
                           tuple(ops), tuple(out_mods), f, None, row,
                           variant="e64" if row.get("e64") else "")

    # ---- encoding --------------------------------------------------------------------
    def encode(self, isa, stmt, rows, ctx) -> bytes:
        m = stmt.mnemonic.lower()
        want_e64 = m.endswith("_e64")
        want_e32 = m.endswith("_e32")
        vintrp = [r for r in rows if r.encoding == "VINTRP"]
        vop3 = [r for r in rows if r.encoding == "VOP3A_INTERP"]
        has_mods = any(it.kind in ("named",) or (it.kind == "ident" and it.text.lower() in
                                                 ("clamp", "high")) or it.has_src_mods
                       for it in stmt.items)
        if want_e64 and not vop3:
            raise AsmError("e64 variant of this instruction is not supported", col=stmt.col,
                           source_line=stmt.line)
        if vop3 and (want_e64 or not vintrp or (has_mods and not want_e32)):
            return self._encode_vop3(isa, stmt, vop3[0])
        return self._encode_vintrp(isa, stmt, vintrp[0])

    def _split(self, stmt, n: int):
        items = stmt.items
        if len(items) < n:
            raise AsmError("too few operands for instruction", col=stmt.col,
                           source_line=stmt.line)
        return items[:n], items[n:]

    def _vgpr(self, it, stmt, *, mods_ok=False) -> int:
        if it.kind != "reg" or it.reg.file != VGPR or it.reg.count != 1 or \
                (it.has_src_mods and not mods_ok):
            raise AsmError("invalid operand for instruction", col=it.col, source_line=stmt.line)
        return it.reg.index

    def _param(self, it, stmt) -> int:
        if it.kind == "ident" and it.text.lower() in _PARAMS:
            return _PARAMS.index(it.text.lower())
        if it.kind == "ident":
            raise AsmError("invalid interpolation slot", col=it.col, source_line=stmt.line)
        raise AsmError("invalid operand for instruction", col=it.col, source_line=stmt.line)

    def _encode_vintrp(self, isa, stmt, row) -> bytes:
        ops, rest = self._split(stmt, 3)
        vdst = self._vgpr(ops[0], stmt)
        vsrc = self._param(ops[1], stmt) if row.name == "v_interp_mov_f32" else \
            self._vgpr(ops[1], stmt)
        attr, chan = _parse_attr(ops[2], stmt)
        if rest:
            it = rest[0]
            msg = "not a valid operand." if it.kind == "named" else \
                "invalid operand for instruction"
            raise AsmError(msg, col=it.col, source_line=stmt.line)
        w = (_VINTRP_PREFIX[isa.target.gen] << 26) | (vdst << 18) | \
            (row.opcode(isa.column) << 16) | (attr << 10) | (chan << 8) | vsrc
        return w.to_bytes(4, "little")

    def _encode_vop3(self, isa, stmt, row) -> bytes:
        nops = row.sig.count(",") + 1
        ops, rest = self._split(stmt, nops)
        mods_ok = row.get("srcmods", 0)
        vdst = self._vgpr(ops[0], stmt)
        neg = abs_ = 0
        if row.name == "v_interp_mov_f32":
            src1 = self._param(ops[1], stmt)
        else:
            src1 = 256 + self._vgpr(ops[1], stmt, mods_ok=mods_ok >= 1)
            neg |= int(ops[1].neg) << 1
            abs_ |= int(ops[1].abs) << 1
        attr, chan = _parse_attr(ops[2], stmt)
        src2 = 0
        if nops == 4:
            src2 = 256 + self._vgpr(ops[3], stmt, mods_ok=mods_ok >= 2)
            neg |= int(ops[3].neg) << 2
            abs_ |= int(ops[3].abs) << 2
        allowed = row.get("mods", "").split()
        high = clamp = omod = 0
        stage = 0
        for it in rest:
            name = it.name.lower() if it.kind == "named" else it.text.lower()
            if it.kind == "ident" and name == "high" and "high" in allowed and stage < 1:
                high, stage = 1, 1
            elif it.kind == "ident" and name == "clamp" and stage < 2:
                clamp, stage = 1, 2
            elif it.kind == "named" and name in ("mul", "div") and "omod" in allowed:
                o = _OMOD_OF.get((name, it.value))
                if o is None:
                    raise AsmError("invalid " + name + " value.", col=it.col,
                                   source_line=stmt.line)
                omod, stage = o, 3
            elif it.kind == "reg" or (it.kind == "ident" and name == "high"):
                raise AsmError("invalid operand for instruction", col=it.col,
                               source_line=stmt.line)
            else:
                raise AsmError("not a valid operand.", col=it.col, source_line=stmt.line)
        src0 = attr | (chan << 6) | (high << 8)
        w0 = (_vop3_prefix(isa) << 26) | (row.opcode(isa.column) << 16) | (clamp << 15) | \
            (abs_ << 8) | vdst
        w1 = (neg << 29) | (omod << 27) | (src2 << 18) | (src1 << 9) | src0
        return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")


FORMAT = VINTRPFormat()
