"""The MIMG encoding (image load, store, sample, gather4, atomics). MI200 ISA 12.15, 13.6.1.

Layout (64 bits)::

    31..26 111100 | 25 slc | 24..18 op | 17 lwe | 16 tfe (acc on gfx90a) | 15 r128 (a16 on GFX9)
    | 14 da | 13 glc | 12 unorm | 11..8 dmask
    dword 1: 63 d16 (GFX8.1+) | 57..53 ssamp | 52..48 srsrc | 47..40 vdata | 39..32 vaddr

``vdata`` holds one register per ``dmask`` bit (gather4: four), halved and rounded up with
packed ``d16``, plus one with ``tfe``. The address size is not encoded: the assembler accepts
1 to 16 VGPRs and the disassembler prints the first address VGPR as LLVM does.
"""

from __future__ import annotations

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats._memory import (
    INVALID, TOO_FEW, data_reg, flag_name, sreg_text, vreg_text, word,
)
from amdgcn.isa.instruction import Instruction
from amdgcn.isa.operands import reg_code

ENCODING_BITS = 0b111100
_ACC = ("gfx90a", "gfx940")
_OLD = ("gfx6", "gfx7", "gfx8")


def _bit15(column: str) -> str:
    return "r128" if column in _OLD else "a16"


def _data_count(row, dmask: int, d16: int, tfe: int, column: str) -> int:
    if row.name.startswith("image_gather4"):
        n = 4
    else:
        n = max(bin(dmask).count("1"), 1)
    if d16 and column != "gfx8":
        n = (n + 1) // 2
    return n + tfe


class MIMGFormat:
    """Encoder and decoder of the MIMG encoding (see the module docstring)."""

    name = "MIMG"
    encodings = ("MIMG",)

    def prefixes(self, isa):
        return [(6, ENCODING_BITS)]

    def decode(self, isa, data: bytes, offset: int, address: int) -> Instruction:
        if len(data) - offset < 8:
            raise DecodeError("truncated instruction", offset=offset)
        w0, w1 = word(data, offset, 0), word(data, offset, 1)
        col = isa.column
        op = (w0 >> 18) & 0x7F
        row = isa.row("MIMG", op)
        if row is None:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        f = {"op": op, "dmask": (w0 >> 8) & 0xF, "unorm": (w0 >> 12) & 1, "glc": (w0 >> 13) & 1,
             "da": (w0 >> 14) & 1, "r128": (w0 >> 15) & 1, "lwe": (w0 >> 17) & 1,
             "slc": (w0 >> 25) & 1, "vaddr": w1 & 0xFF, "vdata": (w1 >> 8) & 0xFF,
             "srsrc": (w1 >> 16) & 0x1F, "ssamp": (w1 >> 21) & 0x1F,
             "d16": (w1 >> 31) & 1 if col not in ("gfx6", "gfx7") else 0}
        bit16 = (w0 >> 16) & 1
        f["acc"], f["tfe"] = (bit16, 0) if col in _ACC else (0, bit16)
        f["a16"] = f["r128"]
        n = _data_count(row, f["dmask"], f["d16"], f["tfe"], col)
        r128 = f["r128"] and col in _OLD
        ops = [vreg_text(f["vdata"], n, f["acc"]), vreg_text(f["vaddr"], 1),
               sreg_text(f["srsrc"] * 4, 4 if r128 else 8, isa.space)]
        if row.get("sampler"):
            ops.append(sreg_text(f["ssamp"] * 4, 4, isa.space))
        mods = []
        if f["dmask"]:
            mods.append(f"dmask:0x{f['dmask']:x}")
        for k in ("unorm", "glc", "slc"):
            if f[k]:
                mods.append(k)
        if f["r128"]:
            mods.append(_bit15(col))
        for k in ("tfe", "lwe", "da", "d16"):
            if f[k]:
                mods.append(k)
        return Instruction(address, bytes(data[offset:offset + 8]), "MIMG", row.name, row.name,
                           tuple(ops), tuple(mods), f, None, row)

    def encode(self, isa, stmt, rows, ctx) -> bytes:
        row = rows[0]
        col = isa.column
        f = {"dmask": 0, "unorm": 0, "glc": 0, "da": 0, "r128": 0, "lwe": 0, "slc": 0,
             "tfe": 0, "d16": 0}
        ops = []
        b15 = _bit15(col)
        for it in stmt.items:
            fl = flag_name(it)
            if it.kind == "reg" and it.text.lower() == "a16":
                fl = "a16"  # the modifier, not AGPR 16
            if it.kind == "named" and it.name.lower() == "dmask":
                v = it.value
                if not isinstance(v, int) or not 0 <= v <= 0xF:
                    raise AsmError(INVALID, col=it.col)
                f["dmask"] = v
            elif it.kind == "named":
                raise AsmError(INVALID, col=it.col)
            elif fl in ("unorm", "glc", "slc", "lwe", "da") or \
                    (fl == "tfe" and col not in _ACC) or \
                    (fl == "d16" and col not in ("gfx6", "gfx7")):
                f[fl] = 1
            elif fl == b15:
                f["r128"] = 1
            elif fl is not None:
                raise AsmError(INVALID, col=it.col)
            else:
                ops.append(it)
        want = 4 if row.get("sampler") else 3
        if len(ops) < want:
            raise AsmError(TOO_FEW, col=stmt.col)
        if len(ops) > want:
            raise AsmError(INVALID, col=ops[want].col)
        n = _data_count(row, f["dmask"], f["d16"], f["tfe"], col)
        vdata, acc = data_reg(ops[0], n, isa, allow_acc=col in _ACC)
        va = ops[1]
        if va.kind != "reg" or va.reg.file != "v" or va.reg.index + va.reg.count > 256:
            raise AsmError(INVALID, col=va.col)
        r128 = f["r128"] and col in _OLD
        codes = []
        for it, cnt in ((ops[2], 4 if r128 else 8), (ops[3], 4) if want == 4 else (None, 0)):
            if it is None:
                codes.append(0)
                continue
            if it.kind != "reg" or it.reg.count != cnt or it.reg.file not in ("s", "ttmp"):
                raise AsmError(INVALID, col=it.col)
            c = reg_code(it.reg, isa.space)
            if c is None or c % 4:
                raise AsmError(INVALID, col=it.col)
            codes.append(c // 4)
        op = row.opcode(col)
        bit16 = (1 if acc else 0) if col in _ACC else f["tfe"]
        w0 = (ENCODING_BITS << 26 | op << 18 | f["dmask"] << 8 | f["unorm"] << 12 |
              f["glc"] << 13 | f["da"] << 14 | f["r128"] << 15 | bit16 << 16 | f["lwe"] << 17 |
              f["slc"] << 25)
        w1 = va.reg.index | vdata << 8 | codes[0] << 16 | codes[1] << 21 | f["d16"] << 31
        return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")


FORMAT = MIMGFormat()
