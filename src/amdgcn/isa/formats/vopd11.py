"""GFX11's VOPD encoding: two VALU operations issued together (``v_dual_X ... :: v_dual_Y
...``), as LLVM 22 lays it out for gfx1100-gfx1153 (rows: ``tables/rdna_vopd11.py``).

Layout (64 bits, then a literal dword when a source is 255 or a component is fmaak/fmamk)::

    31..26 110010 | 25..22 OpX | 21..17 OpY | 16..9 vsrcX1 | 8..0 srcX0
    63..56 vdstX | 55..49 vdstY >> 1 | 48..41 vsrcY1 | 40..32 srcY0

vdstY's low bit is the opposite of vdstX's. The assembler's rules are LLVM 22's: one
destination even and the other odd, the two src0 VGPRs (and the two vsrc1) in different
banks (index modulo 4), the two src2 (the destination of fmac/dot2acc, fmamk's last operand)
of different parity, two scalar values at most, one unique literal.
"""

from __future__ import annotations

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats._vop_operands import Opnd, encode_src_op, imm_code, print_src_op
from amdgcn.isa.instruction import Instruction
from amdgcn.isa.registers import LITERAL, VGPR, VGPR_BASE, unavailable_message

PREFIX = 0b110010
_INVALID = "invalid operand for instruction"
_OPND = {"f32": Opnd("src0", 32, "f", 1), "f16": Opnd("src0", 16, "f", 1),
         "b32": Opnd("src0", 32, "i", 1)}


def _names(row) -> list:
    return [n.strip() for n in row.sig.split(",")]


def _component(row, vdst, src0, vsrc1, literal, space) -> str:
    op = _OPND[row.get("type", "f32")]
    parts = []
    for n in _names(row):
        if n == "vdst":
            parts.append(f"v{vdst}")
        elif n == "src0":
            t = print_src_op(src0, op, space, literal)
            if t.startswith("<"):
                raise DecodeError("invalid instruction encoding")
            parts.append(t)
        elif n == "vsrc1":
            parts.append(f"v{vsrc1}")
        else:
            parts.append(f"0x{literal:x}")
    return f"{row.name} " + ", ".join(parts)


class VopdFormat:
    """GFX11 VOPD (see the module docstring)."""

    name = "VOPD"
    encodings = ("VOPD",)
    rdna = "only"
    gens = ("gfx11",)

    def prefixes(self, isa):
        return [(6, PREFIX)]

    def decode(self, isa, data: bytes, offset: int, address: int) -> Instruction:
        if len(data) - offset < 8:
            raise DecodeError("truncated instruction", offset=offset)
        w0 = int.from_bytes(data[offset:offset + 4], "little")
        w1 = int.from_bytes(data[offset + 4:offset + 8], "little")
        if isa.target.wave64:     # VOPD is wave32 only (LLVM 22 decodes none in wave64)
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        ox, oy = (w0 >> 22) & 0xF, (w0 >> 17) & 0x1F
        rx, ry = isa.row("VOPD", ox), isa.row("VOPD", oy)
        if rx is None or ry is None or rx.get("y"):
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        f = {"opx": ox, "opy": oy, "srcx0": w0 & 0x1FF, "vsrcx1": (w0 >> 9) & 0xFF,
             "srcy0": w1 & 0x1FF, "vsrcy1": (w1 >> 9) & 0xFF, "vdstx": w1 >> 24}
        f["vdsty"] = ((w1 >> 17) & 0x7F) << 1 | (f["vdstx"] & 1) ^ 1
        for r, k in ((rx, "x"), (ry, "y")):
            if "vsrc1" not in _names(r) and f[f"vsrc{k}1"]:
                raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        literal = None
        size = 8
        if LITERAL in (f["srcx0"], f["srcy0"]) or "k" in _names(rx) or "k" in _names(ry):
            if len(data) - offset < 12:
                raise DecodeError("truncated literal constant", offset=offset, word=w0)
            literal = int.from_bytes(data[offset + 8:offset + 12], "little")
            size = 12
        try:
            tx = _component(rx, f["vdstx"], f["srcx0"], f["vsrcx1"], literal, isa.space)
            ty = _component(ry, f["vdsty"], f["srcy0"], f["vsrcy1"], literal, isa.space)
        except DecodeError:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0) from None
        text = f"{tx} :: {ty}"
        return Instruction(address, bytes(data[offset:offset + size]), "VOPD", rx.name,
                           rx.name, (), (), f, literal, rx, text_override=text)

    def encode(self, isa, stmt, rows, ctx) -> bytes:
        if isa.target.wave64:
            raise AsmError("instruction requires wavesize=32", col=stmt.col)
        items = list(stmt.items)
        k = next((i for i, it in enumerate(items) if it.kind == "ident" and
                  it.text.lower().startswith("v_dual_")), None)
        if k is None:
            raise AsmError(_INVALID, col=stmt.col)
        ry = isa.row("VOPD", _opcode(isa, items[k].text.lower(), items[k]))
        rx = rows[0]
        if rx.get("y"):
            raise AsmError("invalid instruction", col=stmt.col)
        lits: list = []
        x = self._operands(isa, rx, items[:k], stmt.col, lits)
        y = self._operands(isa, ry, items[k + 1:], items[k].col, lits)
        if (x["vdst"][0] & 1) == (y["vdst"][0] & 1):
            raise AsmError("one dst register must be even and the other odd", col=y["vdst"][1])
        scalars = {c for c in (x["src0"][0], y["src0"][0]) if _is_scalar(c) and c != LITERAL}
        scalars |= {LITERAL} if lits else set()
        scalars |= {106} if "reads_vcc" in rx.flags or "reads_vcc" in ry.flags else set()
        if len(scalars) > 2:      # LLVM 22: two scalar values (SGPRs, literal, VCC)
            raise AsmError("invalid operand (violates constant bus restrictions)",
                           col=y["src0"][1])
        for name in ("src0", "vsrc1"):
            a, b = x.get(name), y.get(name)
            if name == "vsrc1" and "k, vsrc1" in rx.sig + ry.sig:
                continue          # fmamk's last operand is its src2 (checked otherwise)
            if not (a and b):
                continue
            ba, bb = (a[0], b[0]) if name == "vsrc1" else (_bank(a[0]), _bank(b[0]))
            if ba is not None and bb is not None and (ba - bb) % 4 == 0:
                raise AsmError(f"{'src0' if name == 'src0' else 'src1'} operands must use "
                               "different VGPR banks", col=b[1])
        a, b = _src2(rx, x), _src2(ry, y)
        if a is not None and b is not None and (a[0] - b[0]) % 2 == 0:
            # fmac/dot2acc read their destination, fmamk its last operand (LLVM 22)
            raise AsmError("src2 operands must use different VGPR banks", col=b[1])
        w0 = PREFIX << 26 | rx.opcode(isa.column) << 22 | ry.opcode(isa.column) << 17 | \
            x.get("vsrc1", (0,))[0] << 9 | x["src0"][0]
        w1 = x["vdst"][0] << 24 | (y["vdst"][0] >> 1) << 17 | y.get("vsrc1", (0,))[0] << 9 | \
            y["src0"][0]
        out = w0.to_bytes(4, "little") + w1.to_bytes(4, "little")
        return out + lits[0].to_bytes(4, "little") if lits else out

    @staticmethod
    def _operands(isa, row, items, col, lits) -> dict:
        """{name: (field value, column)} of one component's operands."""
        names = _names(row)
        if len(items) < len(names):
            raise AsmError("too few operands for instruction", col=col)
        if len(items) > len(names):
            raise AsmError(_INVALID, col=items[len(names)].col)
        out = {}
        op = _OPND[row.get("type", "f32")]
        for n, it in zip(names, items):
            if n in ("vdst", "vsrc1"):
                if it.kind != "reg" or it.reg.file != VGPR or it.reg.count != 1 or \
                        it.has_src_mods or it.reg.half:
                    raise AsmError(_INVALID, col=it.col)
                out[n] = (it.reg.index, it.col)
            elif n == "src0":
                if it.has_src_mods or it.kind == "reg" and it.reg.half:
                    raise AsmError(_INVALID, col=it.col)
                msg = it.kind == "reg" and unavailable_message(it.reg, "gfx11",
                                                               isa.target.processor)
                if msg:
                    raise AsmError(msg, col=it.col)
                code, lit = encode_src_op(it, op, isa.space)
                if lit is not None:
                    _literal(lits, lit, it)
                out[n] = (code, it.col)
            else:
                got = imm_code(it.value, it.is_float, op, isa.space, force_lit=True) \
                    if it.kind == "imm" else None
                if got is None:
                    raise AsmError(_INVALID, col=it.col)
                _literal(lits, got[1], it)
        return out


def _src2(row, ops: dict):
    """(VGPR, column) a component reads as src2, or None."""
    if row.name in ("v_dual_fmac_f32", "v_dual_dot2acc_f32_f16", "v_dual_dot2acc_f32_bf16"):
        return ops["vdst"]
    if row.name == "v_dual_fmamk_f32":
        return ops["vsrc1"]
    return None


_LDS_DIRECT = 254
#: the src0 bank LLVM 22 gives src_lds_direct in its VOPD bank check (probed with llvm-mc:
#: it clashes with v1, v5 ... v253 and with another src_lds_direct)
_LDS_DIRECT_BANK = 1


def _bank(code: int) -> int | None:
    """A VOPD source's VGPR bank number (index modulo 4 is compared), None for a scalar or a
    constant."""
    if code >= VGPR_BASE:
        return code - VGPR_BASE
    return _LDS_DIRECT_BANK if code == _LDS_DIRECT else None


def _is_scalar(code: int) -> bool:
    """A source read through the constant bus (an SGPR, special register or literal)."""
    return code < 128 or code == LITERAL or 235 <= code <= 239 or 251 <= code <= 253


def _literal(lits: list, value: int, it) -> None:
    if lits and lits[0] != value:
        raise AsmError("only one unique literal operand is allowed", col=it.col)
    if not lits:
        lits.append(value)


def _opcode(isa, name: str, it) -> int:
    rows = [r for r in isa.by_name.get(name, ()) if r.encoding == "VOPD"]
    if not rows:
        raise AsmError("invalid instruction", col=it.col)
    return rows[0].opcode(isa.column)


FORMAT = VopdFormat()
