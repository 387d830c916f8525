"""The MIMG encoding (image load, store, sample, gather4, atomics). MI200 ISA 12.15, 13.6.1.

Layout (64 bits)::

    31..26 111100 | 25 slc | 24..18 op | 17 lwe | 16 tfe (acc on gfx90a) | 15 r128 (a16 on GFX9)
    | 14 da | 13 glc | 12 unorm | 11..8 dmask | 7 scc (gfx90a)
    dword 1: 63 d16 (GFX8.1+) | 57..53 ssamp | 52..48 srsrc | 47..40 vdata | 39..32 vaddr

``vdata`` holds one register per ``dmask`` bit (gather4: four), halved and rounded up with
packed ``d16`` (GFX9), plus one with ``tfe``. The address size is not encoded: the assembler
accepts the sizes LLVM 22 accepts and the disassembler prints LLVM's size per opcode
(:mod:`amdgcn.isa.tables.mimg_addr`). The resource is always 8 SGPRs (``r128`` does not
change the operand).
"""

from __future__ import annotations


from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats._memory import (
    INVALID, TOO_FEW, d16_column, data_reg, flag_name, sreg_operand, vreg_checked, vreg_text,
    word,
)
from amdgcn.isa.instruction import Instruction, row_cache
from amdgcn.isa.operands import reg_code
from amdgcn.isa.registers import f64_bits
from amdgcn.isa.tables.mimg_addr import VADDR

ENCODING_BITS = 0b111100
_ACC = ("gfx90a", "gfx940")
_OLD = ("gfx6", "gfx7", "gfx8")
_PACKED_D16 = ("gfx9", "gfx90a", "gfx940")
#: data sizes of the atomic variants LLVM 22 has (others decode as the base variant)
_ATOMIC_SIZES = {False: (1, 2, 3), True: (2, 3, 4, 5)}
_ATOMIC_DMASKS = (0x1, 0x3, 0xF)


def _bit15(column: str) -> str:
    return "r128" if column in _OLD else "a16"


@row_cache
def _kind(row) -> tuple:
    """(atomic, cmpswap, gather4, d16 allowed, printed vaddr size, accepted vaddr sizes)."""
    name = row.name
    atomic = name.startswith("image_atomic")
    d16 = not (atomic or "_pck" in name or name in ("image_get_resinfo", "image_get_lod"))
    printed, accepted = VADDR.get(name, (1, (1,)))
    return atomic, "cmpswap" in name, name.startswith("image_gather4"), d16, printed, accepted


def _data_count(row, dmask: int, d16: int, tfe: int, column: str) -> int:
    """Registers of ``vdata`` the assembler expects (MI200 ISA 12.15.1)."""
    atomic, cmpswap, gather4, _, _, _ = _kind(row)
    n = 4 if gather4 else max(bin(dmask).count("1"), 1)
    if d16 and column in _PACKED_D16:
        n = (n + 1) // 2
    return n + tfe


def _decoded_count(row, f: dict, column: str, d16col: str) -> int:
    """Registers of ``vdata`` LLVM 22's disassembler prints: an encoding without a matching
    variant (an atomic of another size, an odd tuple on gfx90a) prints the base variant."""
    atomic, cmpswap, gather4, _, _, _ = _kind(row)
    base = 2 if cmpswap else 1
    n = max(bin(f["dmask"]).count("1"), 1)
    if atomic:
        n += f["tfe"]
        n = n if n in _ATOMIC_SIZES[cmpswap] else base
    elif gather4 and f["d16"] and d16col in _PACKED_D16:
        n = 2
    else:
        n = _data_count(row, f["dmask"], f["d16"], f["tfe"], d16col)
    if (column in _ACC and n > 1 and f["vdata"] & 1) or f["vdata"] + n > 256:
        n = 2 if gather4 else base
    return n


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
        if row is None or w0 & 1 or (not row.get("sampler") and (w1 >> 21) & 0x1F):
            # LLVM 22 rejects bit 0 set, and a sampler field on an instruction without one
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        f = {"op": op, "dmask": (w0 >> 8) & 0xF, "unorm": (w0 >> 12) & 1, "glc": (w0 >> 13) & 1,
             "da": (w0 >> 14) & 1, "r128": (w0 >> 15) & 1, "lwe": (w0 >> 17) & 1,
             "slc": (w0 >> 25) & 1, "vaddr": w1 & 0xFF, "vdata": (w1 >> 8) & 0xFF,
             "srsrc": (w1 >> 16) & 0x1F, "ssamp": (w1 >> 21) & 0x1F,
             "d16": (w1 >> 31) & 1 if col not in ("gfx6", "gfx7") else 0,
             "scc": (w0 >> 7) & 1 if col == "gfx90a" else 0}
        bit16 = (w0 >> 16) & 1
        f["acc"], f["tfe"] = (bit16, 0) if col in _ACC else (0, bit16)
        f["a16"] = f["r128"]
        n = _decoded_count(row, f, col, d16_column(isa))
        srsrc = sreg_operand(f["srsrc"] * 4, 8, isa.space)
        ssamp = sreg_operand(f["ssamp"] * 4, 4, isa.space) if row.get("sampler") else ""
        if srsrc is None or ssamp is None or (f["d16"] and not _kind(row)[3]):
            # LLVM 22: no such resource/sampler tuple; d16 on an instruction without it
            raise DecodeError("invalid instruction encoding", offset=offset, word=w1)
        ops = [vreg_checked(f["vdata"], n, f["acc"], col),
               vreg_text(f["vaddr"], _kind(row)[4]), srsrc]
        if ssamp:
            ops.append(ssamp)
        mods = []
        if f["dmask"]:
            mods.append(f"dmask:0x{f['dmask']:x}")
        for k in ("unorm", "glc", "slc", "scc"):
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
        atomic, cmpswap, gather4, d16_ok, _, vaddr_sizes = _kind(row)
        f = {"dmask": 0, "unorm": 0, "glc": 0, "da": 0, "r128": 0, "lwe": 0, "slc": 0,
             "tfe": 0, "d16": 0, "scc": 0}
        ops = []
        b15 = _bit15(col)
        dmask_col = None
        want = 4 if row.get("sampler") else 3
        for it in stmt.items:
            fl = flag_name(it)
            if it.kind == "reg" and it.text.lower() == "a16" and len(ops) >= want:
                fl = "a16"  # the modifier after the operands, not AGPR 16
            if it.kind == "named" and it.name.lower() == "dmask":
                v = it.value
                if it.expr is not None or isinstance(v, (list, str)) or v is None:
                    raise AsmError(INVALID, col=it.col)
                if isinstance(v, float):
                    v = f64_bits(v)
                # LLVM 22 takes any value, encodes its low 4 bits and lists it as written
                v &= 0xFFFFFFFFFFFFFFFF
                if v > 0xF:
                    ctx.echo["dmask"] = f"dmask:0x{v:x}"
                f["dmask"], dmask_col = v & 0xF, it.col
            elif it.kind == "named":
                raise AsmError("not a valid operand.", col=it.col)
            elif fl in ("unorm", "glc", "slc", "lwe", "da") or \
                    (fl == "tfe" and col not in _ACC):
                f[fl] = 1
            elif fl == "d16" and col not in ("gfx6", "gfx7") and d16_ok:
                f["d16"] = 1
            elif fl == "d16" and col in ("gfx6", "gfx7") and d16_ok:
                raise AsmError("d16 modifier is not supported on this GPU", col=it.col)
            elif fl == "scc" and col != "gfx90a":
                raise AsmError("scc modifier is not supported on this GPU", col=it.col)
            elif fl == "scc":
                f["scc"] = 1
            elif fl == b15:
                f["r128"] = 1
            elif fl in ("r128", "a16"):
                raise AsmError(f"{fl} modifier is not supported on this GPU", col=it.col)
            elif fl == "dlc":
                raise AsmError("dlc modifier is not supported on this GPU", col=it.col)
            elif fl is not None:
                raise AsmError(INVALID, col=it.col)
            else:
                ops.append(it)
        if len(ops) < want:
            raise AsmError(TOO_FEW, col=stmt.col)
        if len(ops) > want:
            raise AsmError(INVALID, col=ops[want].col)
        va = ops[1]
        if va.kind != "reg" or va.reg.file != "v" or va.reg.index + va.reg.count > 256 or \
                va.reg.count not in vaddr_sizes:
            raise AsmError(INVALID, col=va.col)
        codes = []
        for it, cnt in ((ops[2], 8), (ops[3], 4) if want == 4 else (None, 0)):
            if it is None:
                codes.append(0)
                continue
            if it.kind != "reg" or it.reg.count != cnt or it.reg.file not in ("s", "ttmp"):
                raise AsmError(INVALID, col=it.col)
            c = reg_code(it.reg, isa.space)
            if c is None or c % 4:
                raise AsmError(INVALID, col=it.col)
            codes.append(c // 4)
        if atomic and f["dmask"] not in _ATOMIC_DMASKS:
            raise AsmError("invalid atomic image dmask", col=dmask_col or stmt.col)
        if gather4 and bin(f["dmask"]).count("1") != 1:
            raise AsmError("invalid image_gather dmask: only one bit must be set",
                           col=dmask_col or stmt.col)
        n = _data_count(row, f["dmask"], f["d16"], f["tfe"], d16_column(isa))
        vd = ops[0]
        if vd.kind == "reg" and vd.reg.file in ("v", "a") and vd.reg.count != n:
            parts = ["dmask"]
            if d16_ok and d16_column(isa) in _PACKED_D16:
                parts.append("d16")
            if col not in _ACC:
                parts.append("tfe")
            what = parts[0] if len(parts) == 1 else \
                ", ".join(parts[:-1]) + " and " + parts[-1]
            raise AsmError(f"image data size does not match {what}", col=stmt.col)
        vdata, acc = data_reg(vd, n, isa, allow_acc=col in _ACC)
        op = row.opcode(col)
        bit16 = (1 if acc else 0) if col in _ACC else f["tfe"]
        w0 = (ENCODING_BITS << 26 | op << 18 | f["dmask"] << 8 | f["unorm"] << 12 |
              f["glc"] << 13 | f["da"] << 14 | f["r128"] << 15 | bit16 << 16 | f["lwe"] << 17 |
              f["slc"] << 25 | f["scc"] << 7)
        if va.reg.count != _kind(row)[4]:
            ctx.echo[1] = vreg_text(va.reg.index, va.reg.count)  # llvm-mc echoes the tuple
        w1 = va.reg.index | vdata << 8 | codes[0] << 16 | codes[1] << 21 | f["d16"] << 31
        return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")


FORMAT = MIMGFormat()
