"""The GFX11 MUBUF and MTBUF encodings (untyped and typed buffer access), as LLVM 22 lays
them out for gfx1100-gfx1153 (the rows and format names: ``tables/rdna_buffer11.py``).

Layout (64 bits)::

    MUBUF  31..26 111000 | 25..18 op | 14 glc | 13 dlc | 12 slc | 11..0 offset
    MTBUF  31..26 111010 | 25..19 format | 18..15 op | 14 glc | 13 dlc | 12 slc
           | 11..0 offset
    dword 1: 63..56 soffset | 55 idxen | 54 offen | 53 tfe | 52..48 srsrc | 47..40 vdata
             | 39..32 vaddr

Printed: ``vdata, vaddr|off, srsrc, soffset [format:...] idxen offen offset:N glc slc dlc
tfe``; the cache invalidations (``buffer_gl0_inv``) take no operand.
"""

from __future__ import annotations

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats._memory import (
    INVALID,
    TOO_FEW,
    buffer_offset,
    check_modifier_order,
    data_reg,
    flag_name,
    is_off,
    sreg_operand,
    vgpr,
    vreg_text,
    word,
)
from amdgcn.isa.instruction import Instruction
from amdgcn.isa.operands import encode_src, print_src, reg_code
from amdgcn.isa.registers import LITERAL, unavailable_message
from amdgcn.isa.tables.rdna_buffer11 import UFMT_NAMES_GFX11

UFMT_DEFAULT = 1     # BUF_FMT_8_UNORM: not printed
_UFMT = {n: i for i, n in enumerate(UFMT_NAMES_GFX11) if n}
_UFMT["BUF_FMT_8_UNORM"] = UFMT_DEFAULT
#: (field, bit of dword 0) in LLVM's printing order
CPOL = (("glc", 14), ("slc", 12), ("dlc", 13))
_PREFIX = {"MUBUF": 0b111000, "MTBUF": 0b111010}
_NULL = 124              # GFX11's null: srsrc field 31
SRC_LDS_DIRECT = 254


def ufmt_text(value: int) -> str | None:
    """LLVM 22's GFX11 ``format:`` modifier (None for the default)."""
    if value == UFMT_DEFAULT:
        return None
    name = UFMT_NAMES_GFX11[value]
    return f"format:[{name}]" if name else f"format:{value}"


def parse_ufmt(it) -> int:
    """A GFX11 ``format:N``, ``format:[BUF_FMT_...]`` or ``format:[BUF_DATA_FORMAT_x,
    BUF_NUM_FORMAT_y]``.

    Raises:
        AsmError: with llvm-mc's words.
    """
    v = it.value
    vcol = it.col + len("format:")
    if isinstance(v, list):
        data = next((x[16:] for x in v if isinstance(x, str) and
                     x.startswith("BUF_DATA_FORMAT_")), "8")
        num = next((x[15:] for x in v if isinstance(x, str) and
                    x.startswith("BUF_NUM_FORMAT_")), "UNORM")
        name = v[0] if len(v) == 1 and str(v[0]).startswith("BUF_FMT_") else \
            f"BUF_FMT_{data}_{num}"
        if name not in _UFMT:
            raise AsmError("unsupported format", col=vcol + 1)
        return _UFMT[name]
    if isinstance(v, int) and not isinstance(v, bool):
        if not 0 <= v <= 0x7F:
            raise AsmError("out of range format", col=vcol)
        return v
    raise AsmError("expected a format string", col=vcol)


def _data_count(row) -> int:
    return int(row.sig.split(":")[1]) if row.sig else 0


class Buffer11Format:
    """Encoder and decoder of GFX11 MUBUF (``typed=False``) or MTBUF (``typed=True``)."""

    rdna = "only"
    gens = ("gfx11",)

    def __init__(self, typed: bool):
        self.typed = typed
        self.name = "MTBUF" if typed else "MUBUF"
        self.encodings = (self.name,)

    def prefixes(self, isa):
        return [(6, _PREFIX[self.name])]

    # ---- decoding ------------------------------------------------------------------------
    def decode(self, isa, data: bytes, offset: int, address: int) -> Instruction:
        if len(data) - offset < 8:
            raise DecodeError("truncated instruction", offset=offset)
        w0, w1 = word(data, offset, 0), word(data, offset, 1)
        op = (w0 >> 15) & 0xF if self.typed else (w0 >> 18) & 0xFF
        row = isa.row(self.name, op)
        if row is None:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        f = {"op": op, "offset": w0 & 0xFFF, "vaddr": w1 & 0xFF, "vdata": (w1 >> 8) & 0xFF,
             "srsrc": (w1 >> 16) & 0x1F, "tfe": (w1 >> 21) & 1, "offen": (w1 >> 22) & 1,
             "idxen": (w1 >> 23) & 1, "soffset": w1 >> 24}
        for name, bit in CPOL:
            f[name] = (w0 >> bit) & 1
        n = _data_count(row)
        ops = []
        mods = []
        size = 8
        literal = None
        if n or self.typed:
            ops.append(vreg_text(f["vdata"], n + f["tfe"]))
            na = 2 if f["offen"] and f["idxen"] else 1
            ops.append(vreg_text(f["vaddr"], na) if f["offen"] or f["idxen"] else "off")
            srsrc = "null" if f["srsrc"] * 4 == _NULL else \
                sreg_operand(f["srsrc"] * 4, 4, isa.space)
            if f["soffset"] == LITERAL:    # a literal soffset follows the instruction
                if len(data) - offset < 12:
                    raise DecodeError("truncated literal constant", offset=offset, word=w1)
                literal = word(data, offset, 2)
                size = 12
            soff = print_src(f["soffset"], isa.space, literal=literal)
            if srsrc is None or soff.startswith("<"):
                raise DecodeError("invalid instruction encoding", offset=offset, word=w1)
            if f["soffset"] == SRC_LDS_DIRECT:
                soff += "/*Invalid register, operand has 'SReg_32' register class*/"
            ops += [srsrc, soff]
            if self.typed:
                f["format"] = (w0 >> 19) & 0x7F
                t = ufmt_text(f["format"])
                if t:
                    mods.append(t)
            mods += [k for k in ("idxen", "offen") if f[k]]
            if f["offset"]:
                mods.append(f"offset:{f['offset']}")
        if ops:   # the cache invalidations print no modifier
            mods += [name for name, _bit in CPOL if f[name]]
            if f["tfe"]:
                mods.append("tfe")
        return Instruction(address, bytes(data[offset:offset + size]), self.name, row.name,
                           row.name, tuple(ops), tuple(mods), f, literal, row)

    # ---- encoding ------------------------------------------------------------------------
    def encode(self, isa, stmt, rows, ctx) -> bytes:
        check_modifier_order(stmt, "mtbuf" if self.typed else "mubuf", isa.column)
        row = rows[0]
        n = _data_count(row)
        literal = None
        f = {"offset": 0, "vaddr": 0, "vdata": 0, "srsrc": 0, "soffset": 0, "tfe": 0,
             "offen": 0, "idxen": 0, "glc": 0, "slc": 0, "dlc": 0, "format": UFMT_DEFAULT}
        ops = []
        for it in stmt.items:
            fl = flag_name(it)
            if it.kind == "named":
                name = it.name.lower()
                if name == "format" and self.typed:
                    f["format"] = parse_ufmt(it)
                elif name == "offset":
                    if it.expr is not None:
                        raise AsmError(INVALID, col=it.col)
                    f["offset"] = buffer_offset(it, ctx)
                else:
                    raise AsmError("not a valid operand.", col=it.col)
            elif fl in ("glc", "slc", "dlc", "tfe", "offen", "idxen"):
                f[fl] = 1
            elif fl is not None and fl != "off":
                raise AsmError(INVALID, col=it.col)
            else:
                ops.append(it)
        if n or self.typed:
            if len(ops) < 4:
                raise AsmError(TOO_FEW, col=stmt.col)
            if len(ops) > 4:
                raise AsmError(INVALID, col=ops[4].col)
            f["vdata"] = data_reg(ops[0], n + f["tfe"], isa, allow_acc=False)[0]
            va = ops[1]
            if f["offen"] or f["idxen"]:
                f["vaddr"] = vgpr(va, 2 if f["offen"] and f["idxen"] else 1)
            elif not is_off(va):
                raise AsmError(INVALID, col=va.col)
            rs = ops[2]
            # LLVM 22 decodes a null resource and a literal soffset but assembles neither
            if rs.kind != "reg" or rs.reg.file not in ("s", "ttmp") or rs.reg.count != 4:
                raise AsmError(INVALID, col=rs.col)
            code = reg_code(rs.reg, isa.space)
            if code is None or code % 4:
                raise AsmError(INVALID, col=rs.col)
            f["srsrc"] = code >> 2
            so = ops[3]
            msg = so.kind == "reg" and unavailable_message(so.reg, isa.target.gen,
                                                           isa.target.processor)
            if msg:
                raise AsmError(msg, col=so.col)
            f["soffset"], literal = encode_src(so, isa.space, allow_vgpr=False,
                                               allow_literal=False)
            if f["tfe"] and "store" in row.flags:
                raise AsmError("TFE modifier has no meaning for store instructions",
                               col=stmt.col)
        elif ops:
            raise AsmError(INVALID, col=ops[0].col)
        code = row.opcode(isa.column)
        w0 = _PREFIX[self.name] << 26 | f["offset"]
        w0 |= (code << 15 | f["format"] << 19) if self.typed else code << 18
        for name, bit in CPOL:
            w0 |= f[name] << bit
        w1 = f["vaddr"] | f["vdata"] << 8 | f["srsrc"] << 16 | f["tfe"] << 21 | \
            f["offen"] << 22 | f["idxen"] << 23 | f["soffset"] << 24
        out = w0.to_bytes(4, "little") + w1.to_bytes(4, "little")
        return out if literal is None else out + (literal & 0xFFFFFFFF).to_bytes(4, "little")


FORMATS = (Buffer11Format(typed=False), Buffer11Format(typed=True))
