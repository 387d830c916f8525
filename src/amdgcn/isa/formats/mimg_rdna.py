"""The GFX10 MIMG encoding: image instructions with ``dim`` and NSA addresses (LLVM 22's
GFX10 MIMG, learned from llvm-mc-22; opcodes and address counts in
:mod:`amdgcn.isa.tables.rdna_mimg`).

Layout (64 bits, then 0-3 NSA dwords)::

    31..26 111100 | 25 slc | 24..18 op[6:0] | 17 lwe | 16 tfe | 15 r128 | 14 - | 13 glc
    | 12 unorm | 11..8 dmask | 7 dlc | 6 - | 5..3 dim | 2..1 nsa | 0 op[7]
    dword 1: 63 d16 | 62 a16 | 57..53 ssamp | 52..48 srsrc | 47..40 vdata | 39..32 vaddr
    NSA dword k: one extra address VGPR per byte (``nsa`` dwords hold addresses 2..n)

The number of address VGPRs follows from the instruction, ``dim`` and ``a16``; the
assembler takes them packed (``v[4:6]``) or as an NSA list (``[v4, v9, v2]``). ``vdata``
holds one register per ``dmask`` bit (gather4: four; packed ``d16`` halves), plus one with
``tfe``. Printed: ``dmask dim unorm glc slc dlc r128 a16 tfe lwe d16``; an NSA form of a
sampling instruction is printed with two spaces after the mnemonic, as LLVM 22 does. The BVH
instructions have rules of their own (:mod:`amdgcn.isa.formats._mimg_bvh`).
"""

from __future__ import annotations

import re

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats import _mimg_bvh
from amdgcn.isa.formats._memory import (
    INVALID, TOO_FEW, data_reg, flag_name, sreg_operand, vreg_text, word,
)
from amdgcn.isa.formats.mimg import _ATOMIC_DMASKS, _ATOMIC_SIZES, _data_count, _kind
from amdgcn.isa.instruction import Instruction
from amdgcn.isa.operands import reg_code
from amdgcn.isa.tables.rdna_mimg import DATA_FALLBACK, GATHER4_D16_TFE, NSA10, VADDR10
from amdgcn.isa.tables.rdna_mimg10_fallback import BASE10

ENCODING_BITS = 0b111100
_GFX10 = ("gfx10", "gfx1030")
DIM_NAMES = ("1D", "2D", "3D", "CUBE", "1D_ARRAY", "2D_ARRAY", "2D_MSAA", "2D_MSAA_ARRAY")
_DIMS = {**{n: i for i, n in enumerate(DIM_NAMES)},
         **{f"SQ_RSRC_IMG_{n}": i for i, n in enumerate(DIM_NAMES)}}
#: flags in printing order: (name, dword, bit)
_FLAGS = (("unorm", 0, 12), ("glc", 0, 13), ("slc", 0, 25), ("dlc", 0, 7), ("r128", 0, 15),
          ("a16", 1, 30), ("tfe", 0, 16), ("lwe", 0, 17), ("d16", 1, 31))
_PACKED = "gfx9"           # D16 data is packed as on GFX9
#: the order llvm-mc takes the modifiers in (the cache-policy bits in any order); one out of
#: order is "invalid operand for instruction"
_RANK = {"dmask": 0, "dim": 1, "unorm": 2, "glc": 3, "slc": 3, "dlc": 3, "r128": 4, "a16": 5,
         "tfe": 6, "lwe": 7, "d16": 8}
_CPOL_RANK = 3


def address_count(row, dim: int, a16: int) -> int:
    """Address VGPRs of ``row`` with ``dim`` and ``a16`` (LLVM 22)."""
    return VADDR10.get(row.name, (1,) * 16)[a16 * 8 + dim]


def _nsa_dwords(naddr: int) -> int:
    return (naddr + 2) // 4 if naddr > 1 else 0


class MIMGRdnaFormat:
    """Encoder and decoder of GFX10's MIMG encoding (see the module docstring)."""

    name = "MIMG"
    encodings = ("MIMG",)
    rdna = "only"
    gens = ("gfx10",)      # GFX11 lays MIMG out again

    def prefixes(self, isa):
        return [(6, ENCODING_BITS)] if isa.column in _GFX10 else []

    # ---- decoding ------------------------------------------------------------------------
    def decode(self, isa, data: bytes, offset: int, address: int) -> Instruction:
        if len(data) - offset < 8:
            raise DecodeError("truncated instruction", offset=offset)
        w = (word(data, offset, 0), word(data, offset, 1))
        op = (w[0] >> 18) & 0x7F | (w[0] & 1) << 7
        row = isa.row("MIMG", op)
        if row is not None and row.get("bvh_vaddr"):
            return _mimg_bvh.decode(isa, row, data, offset, address)
        sampler = bool(row is not None and row.get("sampler"))
        if row is None or (not sampler and (w[1] >> 21) & 0x1F):
            raise DecodeError("invalid instruction encoding", offset=offset, word=w[0])
        f = {"op": op, "nsa": (w[0] >> 1) & 3, "dim": (w[0] >> 3) & 7,
             "dmask": (w[0] >> 8) & 0xF, "vaddr": w[1] & 0xFF, "vdata": (w[1] >> 8) & 0xFF,
             "srsrc": (w[1] >> 16) & 0x1F, "ssamp": (w[1] >> 21) & 0x1F}
        for name, k, bit in _FLAGS:
            f[name] = (w[k] >> bit) & 1
        atomic, cmpswap, gather4, d16_ok, _, _ = _kind(row)
        if f["d16"] and not d16_ok:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w[1])
        naddr = address_count(row, f["dim"], f["a16"])
        n = _data_count(row, f["dmask"], f["d16"], f["tfe"], _PACKED)
        atomic_fallback = False
        if atomic:
            n = max(bin(f["dmask"]).count("1"), 1) + f["tfe"]
            if n not in _ATOMIC_SIZES[cmpswap]:      # no such variant: the base one,
                n, naddr = (2 if cmpswap else 1), 1  # with one address, as LLVM prints
                atomic_fallback = True
        elif gather4 and f["d16"]:
            n = 2
            if f["tfe"]:      # no D16 gather4 with tfe: LLVM prints another variant's vaddr
                naddr = GATHER4_D16_TFE.get(row.name, (1,) * 16)[f["a16"] * 8 + f["dim"]]
        no_variant = f["a16"] * 8 + f["dim"] in DATA_FALLBACK.get(row.name, ())
        # no data variant (gather4 with d16 and tfe) or data past v255: LLVM 22 prints the
        # variant it decoded first, with that variant's address count too
        base = BASE10.get(row.name)
        data_fallback = base is not None and (
            atomic_fallback or gather4 and f["d16"] and f["tfe"] or f["vdata"] + n > 256)
        if f["vdata"] + n > 256 or no_variant:    # LLVM prints the base variant's size
            n = 2 if gather4 else 1
        size = 8 + 4 * f["nsa"]
        if f["nsa"]:
            # the count LLVM 22 prints: the instruction's, or where the NSA field does not
            # fit it, the first variant of that size its decoder finds (0: refused)
            naddr = NSA10.get(row.name, (0,) * 48)[(f["a16"] * 8 + f["dim"]) * 3 + f["nsa"] - 1]
            if not naddr or len(data) - offset < size:
                raise DecodeError("invalid NSA address count", offset=offset, word=w[0])
            if naddr != address_count(row, f["dim"], f["a16"]):   # that variant's data too
                n = 2 if gather4 or cmpswap else 1
            if data_fallback and base[1 + f["nsa"]]:
                naddr = base[1 + f["nsa"]]
            extra = data[offset + 8:offset + 8 + naddr - 1]
            vaddr = "[" + ", ".join(f"v{r}" for r in (f["vaddr"], *extra)) + "]"
        else:
            if base is not None and (data_fallback or f["vaddr"] + naddr > 256 and
                                     naddr != base[1]):
                # (addresses past v255 too: the base range is printed even past v255)
                n, naddr = base[0], base[1]
            elif base is None and f["vaddr"] + naddr > 256:
                naddr = 1
            vaddr = vreg_text(f["vaddr"], naddr)
        srsrc = sreg_operand(f["srsrc"] * 4, 8, isa.space)
        ssamp = sreg_operand(f["ssamp"] * 4, 4, isa.space) if sampler else ""
        if srsrc is None or ssamp is None:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w[1])
        ops = [vreg_text(f["vdata"], n), vaddr, srsrc] + ([ssamp] if ssamp else [])
        mods = [f"dmask:0x{f['dmask']:x}"] if f["dmask"] else []
        mods.append(f"dim:SQ_RSRC_IMG_{DIM_NAMES[f['dim']]}")
        mods += [name for name, _k, _b in _FLAGS if f[name]]
        inst = Instruction(address, bytes(data[offset:offset + size]), "MIMG", row.name,
                           row.name, tuple(ops), tuple(mods), f, None, row)
        if f["nsa"] and sampler:     # LLVM 22 prints these with two spaces
            inst = Instruction(address, inst.bytes, "MIMG", row.name, row.name, inst.operands,
                               inst.modifiers, f, None, row,
                               text_override=inst.text.replace(" ", "  ", 1))
        return inst

    # ---- encoding ------------------------------------------------------------------------
    def encode(self, isa, stmt, rows, ctx) -> bytes:
        row = rows[0]
        if row.get("bvh_vaddr"):
            return _mimg_bvh.encode(isa, stmt, row)
        atomic, cmpswap, gather4, d16_ok, _, _ = _kind(row)
        sampler = bool(row.get("sampler"))
        want = 4 if sampler else 3
        f = {name: 0 for name, _k, _b in _FLAGS}
        f["dmask"] = 0
        dim = dmask_col = None
        dim_end = dim_col = -1
        late = None
        top = -1
        ops = []
        for it in stmt.items:
            if it.kind == "ident" and it.col == dim_end:
                continue   # the rest of ``dim:2D`` (read from the line by _dim)
            fl = flag_name(it)
            if it.kind == "reg" and it.text.lower() == "a16" and len(ops) >= want:
                fl = "a16"  # the modifier after the operands, not AGPR 16
            nm = it.name.lower() if it.kind == "named" else ""
            r = _RANK.get(nm or fl or "", -1)
            if r >= 0 and nm != "dim":
                if r < top or r == top and r != _CPOL_RANK:
                    late = late or it     # out of order: refused after the operands
                top = max(top, r)
            if nm == "dmask":
                if late is it:
                    continue
                v = it.value
                if not isinstance(v, int):
                    raise AsmError(INVALID, col=it.col)
                v &= 0xFFFFFFFFFFFFFFFF
                if v > 0xF:   # llvm-mc lists the value as written, encodes its low 4 bits
                    ctx.echo["dmask"] = f"dmask:0x{v:x}"
                f["dmask"], dmask_col = v & 0xF, it.col
            elif nm == "dim":
                if dim is not None:
                    raise AsmError(INVALID, col=it.col)
                dim = self._dim(stmt, it)
                dim_end, dim_col = it.col + len(it.text), it.col
                if top > _RANK["dim"]:
                    late = late or it
                top = max(top, _RANK["dim"])
            elif it.kind == "named":
                raise AsmError("not a valid operand.", col=it.col)
            elif fl in f and fl != "d16" or fl == "d16" and d16_ok:
                f[fl] = 1
            elif fl in ("scc",):
                raise AsmError(f"{fl} modifier is not supported on this GPU", col=it.col)
            elif fl is not None:
                raise AsmError(INVALID, col=it.col)
            else:
                ops.append(it)
        if len(ops) < want:
            raise AsmError(TOO_FEW, col=stmt.col)
        if len(ops) > want:
            raise AsmError(INVALID, col=ops[want].col)
        if dim is None:
            raise AsmError("missing dim operand", col=stmt.col)
        if row.name == "image_msaa_load" and dim < DIM_NAMES.index("2D_MSAA"):
            raise AsmError("invalid dim; must be MSAA type", col=dim_col)
        addrs = self._addresses(ops[1], stmt)
        codes = [self._sreg(ops[2], 8, isa)] + ([self._sreg(ops[3], 4, isa)] if sampler else [0])
        if late is not None:
            raise AsmError(INVALID, col=late.col)
        if atomic and f["dmask"] not in _ATOMIC_DMASKS:
            raise AsmError("invalid atomic image dmask", col=dmask_col or stmt.col)
        if gather4 and bin(f["dmask"]).count("1") != 1:
            raise AsmError("invalid image_gather dmask: only one bit must be set",
                           col=dmask_col or stmt.col)
        n = _data_count(row, f["dmask"], f["d16"], f["tfe"], _PACKED)
        vd = ops[0]
        if gather4 and f["d16"] and f["tfe"]:     # LLVM 22 has no such variant
            if vd.kind == "reg" and vd.reg.count == n:
                raise AsmError(INVALID, col=vd.col)
            n = -1
        if vd.kind == "reg" and vd.reg.file == "v" and vd.reg.count != n:
            what = "dmask, d16 and tfe" if d16_ok else "dmask and tfe"
            raise AsmError(f"image data size does not match {what}", col=stmt.col)
        vdata, _acc = data_reg(vd, n, isa, allow_acc=False)
        naddr = address_count(row, dim, f["a16"])
        # LLVM 22 also takes 8 packed VGPRs for 5 to 7 addresses, and echoes them
        padded = isinstance(addrs, tuple) and len(addrs) == 8 and 5 <= naddr <= 7
        no_variant = f["a16"] * 8 + dim in DATA_FALLBACK.get(row.name, ())
        if len(addrs) != naddr and not padded or no_variant:
            raise AsmError("image address size does not match dim and a16", col=stmt.col)
        if padded and ctx is not None:
            ctx.echo[1] = vreg_text(addrs[0], 8)
        nsa = _nsa_dwords(naddr) if isinstance(addrs, list) else 0
        op = row.opcode(isa.column)
        w0 = ENCODING_BITS << 26 | (op & 0x7F) << 18 | op >> 7 | nsa << 1 | dim << 3 \
            | f["dmask"] << 8
        w1 = addrs[0] | vdata << 8 | codes[0] << 16 | codes[1] << 21
        w = [w0, w1]
        for name, k, bit in _FLAGS:
            w[k] |= f[name] << bit
        out = w[0].to_bytes(4, "little") + w[1].to_bytes(4, "little")
        if nsa:
            out += bytes(addrs[1:]).ljust(4 * nsa, b"\0")
        return out

    @staticmethod
    def _dim(stmt, it) -> int:
        """The ``dim:`` value, read from the line (``dim:2D`` lexes as a number and a name)."""
        m = re.match(r"dim:([A-Za-z0-9_]+)", stmt.line[it.col - 1:], re.IGNORECASE)
        name = m.group(1).upper() if m else ""
        if name not in _DIMS:
            raise AsmError("invalid dim value", col=it.col + 4)
        return _DIMS[name]

    @staticmethod
    def _addresses(it, stmt):
        """VGPR indexes of ``vaddr``: a range (tuple) or an NSA list (list)."""
        nsa = it.kind == "reg" and it.text.startswith("[")
        if it.kind != "reg" or it.reg.file != "v" or \
                not nsa and it.reg.index + it.reg.count > 256:
            raise AsmError(INVALID, col=it.col)
        if not nsa:
            return tuple(range(it.reg.index, it.reg.index + it.reg.count))
        regs = []
        col = it.col + 1
        for part in it.text[1:-1].split(","):
            lead = len(part) - len(part.lstrip())
            m = re.fullmatch(r"v(\d+)", part.strip(), re.IGNORECASE)
            if not m or int(m.group(1)) > 255:
                raise AsmError(INVALID, col=col + lead)
            regs.append(int(m.group(1)))
            col += len(part) + 1
        return regs if len(regs) > 1 else tuple(regs)

    @staticmethod
    def _sreg(it, count: int, isa) -> int:
        if it.kind != "reg" or it.reg.count != count or it.reg.file not in ("s", "ttmp"):
            raise AsmError(INVALID, col=it.col)
        c = reg_code(it.reg, isa.space)
        if c is None or c % 4:
            raise AsmError(INVALID, col=it.col)
        return c // 4


FORMAT = MIMGRdnaFormat()
