"""The GFX11 MIMG encoding: image instructions with ``dim`` and NSA addresses, as LLVM 22 lays
them out for gfx1100-gfx1153 (opcodes and address counts: ``tables/rdna_mimg11.py``; the
operand rules are GFX10's, :mod:`amdgcn.isa.formats.mimg_rdna`).

Layout (64 bits, then one NSA dword)::

    31..26 111100 | 25..18 op | 17 d16 | 16 a16 | 15 r128 | 14 glc | 13 dlc | 12 slc
    | 11..8 dmask | 7 unorm | 4..2 dim | 0 nsa
    dword 1: 62..58 ssamp | 54 lwe | 53 tfe | 52..48 srsrc | 47..40 vdata | 39..32 vaddr
    NSA dword: address VGPRs 2..5, one per byte (an NSA form takes at most five)
"""

from __future__ import annotations

import re

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats import _mimg_bvh
from amdgcn.isa.formats._memory import (
    INVALID,
    TOO_FEW,
    data_reg,
    flag_name,
    sreg_operand,
    vreg_text,
    word,
)
from amdgcn.isa.formats.mimg import _ATOMIC_DMASKS, _ATOMIC_SIZES, _data_count, _kind
from amdgcn.isa.formats.mimg_rdna import _CPOL_RANK, _RANK, DIM_NAMES, MIMGRdnaFormat
from amdgcn.isa.instruction import Instruction
from amdgcn.isa.tables.rdna_mimg11 import VADDR11, VADDR11_NSA
from amdgcn.isa.tables.rdna_mimg11_fallback import BASE11, NO_VARIANT11

ENCODING_BITS = 0b111100
#: flags in printing order: (name, dword, bit)
_FLAGS = (("unorm", 0, 7), ("glc", 0, 14), ("slc", 0, 12), ("dlc", 0, 13), ("r128", 0, 15),
          ("a16", 0, 16), ("tfe", 1, 21), ("lwe", 1, 22), ("d16", 0, 17))
_PACKED = "gfx9"
_MAX_NSA = 5
_NULL = 124


def address_count(row, dim: int, a16: int, nsa: bool = False) -> int:
    """Address VGPRs of ``row`` with ``dim`` and ``a16`` as LLVM 22 decodes them (an NSA form
    may show another count where the variant does not exist)."""
    table = VADDR11_NSA if nsa and row.name in VADDR11_NSA else VADDR11
    return table.get(row.name, (1,) * 16)[a16 * 8 + dim]


class MIMG11Format(MIMGRdnaFormat):
    """Encoder and decoder of GFX11's MIMG encoding (see the module docstring)."""

    gens = ("gfx11",)

    def prefixes(self, isa):
        return [(6, ENCODING_BITS)]

    def decode(self, isa, data: bytes, offset: int, address: int) -> Instruction:
        if len(data) - offset < 8:
            raise DecodeError("truncated instruction", offset=offset)
        w = (word(data, offset, 0), word(data, offset, 1))
        op = (w[0] >> 18) & 0xFF
        row = isa.row("MIMG", op)
        if row is not None and row.get("bvh_vaddr"):
            return _mimg_bvh.decode(isa, row, data, offset, address)
        sampler = bool(row is not None and row.get("sampler"))
        if row is None or (not sampler and (w[1] >> 26) & 0x1F):
            raise DecodeError("invalid instruction encoding", offset=offset, word=w[0])
        f = {"op": op, "nsa": w[0] & 1, "dim": (w[0] >> 2) & 7, "dmask": (w[0] >> 8) & 0xF,
             "vaddr": w[1] & 0xFF, "vdata": (w[1] >> 8) & 0xFF, "srsrc": (w[1] >> 16) & 0x1F,
             "ssamp": (w[1] >> 26) & 0x1F}
        for name, k, bit in _FLAGS:
            f[name] = (w[k] >> bit) & 1
        atomic, cmpswap, gather4, d16_ok, _, _ = _kind(row)
        if f["d16"] and not d16_ok:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w[0])
        naddr = address_count(row, f["dim"], f["a16"], f["nsa"]) or 1
        n = _data_count(row, f["dmask"], f["d16"], f["tfe"], _PACKED)
        if row.name == "image_msaa_load":   # four samples (two dwords with d16)
            n = (2 if f["d16"] else 4) + f["tfe"]
        if atomic:
            n = max(f["dmask"].bit_count(), 1) + f["tfe"]
            if n not in _ATOMIC_SIZES[cmpswap]:      # no such variant: the base one,
                n = 2 if cmpswap else 1              # with its addresses, as LLVM prints
                naddr = address_count(row, 0, 0, True) if f["nsa"] else 1
        size = 8 + 4 * f["nsa"]
        if f["nsa"] and (naddr < 2 or len(data) - offset < size):
            raise DecodeError("invalid NSA address count", offset=offset, word=w[0])
        base = BASE11.get(row.name)
        if base is not None and (
                f["nsa"] * 16 + f["a16"] * 8 + f["dim"] in NO_VARIANT11.get(row.name, ()) or
                gather4 and f["d16"] and f["tfe"] or
                f["vdata"] + n > 256 or
                not f["nsa"] and f["vaddr"] + naddr > 256 and naddr != base[1]):
            # no variant has these sizes (or its registers would pass v255): LLVM 22 prints
            # the variant it decoded first, whose sizes it keeps (a range past v255 too; an
            # address range of the first variant's size is printed past v255 as it is)
            n, naddr = base[0], base[2 if f["nsa"] else 1]
        elif f["vdata"] + n > 256:
            n = 2 if gather4 else 1
        if f["nsa"]:
            extra = data[offset + 8:offset + 8 + min(naddr, _MAX_NSA) - 1]
            regs = [f"v{r}" for r in (f["vaddr"], *extra)]
            if naddr > _MAX_NSA:    # the fifth entry holds the remaining addresses
                regs[-1] = vreg_text(extra[-1], naddr - _MAX_NSA + 1)
            vaddr = "[" + ", ".join(regs) + "]"
        else:
            vaddr = vreg_text(f["vaddr"], naddr)
        srsrc = "null" if f["srsrc"] * 4 == _NULL else sreg_operand(f["srsrc"] * 4, 8,
                                                                     isa.space)
        ssamp = ("null" if f["ssamp"] * 4 == _NULL else
                 sreg_operand(f["ssamp"] * 4, 4, isa.space)) if sampler else ""
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

    def encode(self, isa, stmt, rows, ctx) -> bytes:
        row = rows[0]
        if row.get("bvh_vaddr"):
            return _mimg_bvh.encode(isa, stmt, row)
        atomic, _cmpswap, gather4, d16_ok, _, _ = _kind(row)
        sampler = bool(row.get("sampler"))
        want = 4 if sampler else 3
        f = {name: 0 for name, _k, _b in _FLAGS}
        f["dmask"] = 0
        dim = dmask_col = None
        dim_end = -1
        late = None
        top = -1
        ops = []
        for it in stmt.items:
            if it.kind == "ident" and it.col == dim_end:
                continue   # the rest of ``dim:2D``
            fl = flag_name(it)
            if it.kind == "reg" and it.text.lower() == "a16" and len(ops) >= want:
                fl = "a16"
            nm = it.name.lower() if it.kind == "named" else ""
            r = _RANK.get(nm or fl or "", -1)
            if r >= 0 and nm != "dim":
                if r < top or r == top and r != _CPOL_RANK:
                    late = late or it
                top = max(top, r)
            if nm == "dmask":
                if late is it:
                    continue
                if not isinstance(it.value, int):
                    raise AsmError(INVALID, col=it.col)
                v = it.value & 0xFFFFFFFFFFFFFFFF
                if v > 0xF:   # llvm-mc lists the value as written, encodes its low 4 bits
                    ctx.echo["dmask"] = f"dmask:0x{v:x}"
                f["dmask"], dmask_col = v & 0xF, it.col
            elif nm == "dim":
                if dim is not None:
                    raise AsmError(INVALID, col=it.col)
                dim = self._dim(stmt, it)
                dim_end = it.col + len(it.text)
                if top > _RANK["dim"]:
                    late = late or it
                top = max(top, _RANK["dim"])
            elif it.kind == "named":
                raise AsmError("not a valid operand.", col=it.col)
            elif fl in f and fl != "d16" or fl == "d16" and d16_ok:
                f[fl] = 1
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
            raise AsmError("invalid dim; must be MSAA type", col=stmt.col)
        addrs = _addresses(ops[1])
        if isinstance(addrs, list) and len(addrs) > _MAX_NSA:
            raise AsmError("not a valid operand.", col=ops[2].col)
        codes = [self._sreg(ops[2], 8, isa)] + ([self._sreg(ops[3], 4, isa)] if sampler else [0])
        if late is not None:
            raise AsmError(INVALID, col=late.col)
        if atomic and f["dmask"] not in _ATOMIC_DMASKS:
            raise AsmError("invalid atomic image dmask", col=dmask_col or stmt.col)
        # GFX11 image_msaa_load is a gather: one dmask bit (LLVM 22; GFX10 sizes its data)
        if (gather4 or row.name == "image_msaa_load") and f["dmask"].bit_count() != 1:
            raise AsmError("invalid image_gather dmask: only one bit must be set",
                           col=dmask_col or stmt.col)
        n = _data_count(row, f["dmask"], f["d16"], f["tfe"], _PACKED)
        if row.name == "image_msaa_load":   # four samples (two dwords with d16)
            n = (2 if f["d16"] else 4) + f["tfe"]
        vd = ops[0]
        if vd.kind == "reg" and vd.reg.file == "v" and vd.reg.count != n:
            what = "dmask, d16 and tfe" if d16_ok else "dmask and tfe"
            raise AsmError(f"image data size does not match {what}", col=stmt.col)
        vdata, _acc = data_reg(vd, n, isa, allow_acc=False)
        naddr = address_count(row, dim, f["a16"])
        nsa = int(isinstance(addrs, list))
        total = sum(c for _r, c in addrs) if nsa else len(addrs)
        padded = not nsa and len(addrs) == 8 and 5 <= naddr <= 7
        # an NSA list names single VGPRs; only a fifth entry may be a range (the rest)
        bad_list = nsa and any(c != 1 for _r, c in addrs[:-1]) or \
            nsa and addrs[-1][1] != 1 and len(addrs) != _MAX_NSA
        # no variant of the instruction takes the addresses of this dim (LLVM 22 refuses it)
        no_variant = nsa * 16 + f["a16"] * 8 + dim in NO_VARIANT11.get(row.name, ())
        if total != naddr and not padded or bad_list or no_variant:
            raise AsmError("image address size does not match dim and a16", col=stmt.col)
        if padded and ctx is not None:
            ctx.echo[1] = vreg_text(addrs[0], 8)
        first = addrs[0][0] if nsa else addrs[0]
        w0 = ENCODING_BITS << 26 | row.opcode(isa.column) << 18 | dim << 2 | nsa | \
            f["dmask"] << 8
        w1 = first | vdata << 8 | codes[0] << 16 | codes[1] << 26
        w = [w0, w1]
        for name, k, bit in _FLAGS:
            w[k] |= f[name] << bit
        out = w[0].to_bytes(4, "little") + w[1].to_bytes(4, "little")
        if nsa:
            out += bytes(r for r, _c in addrs[1:]).ljust(4, b"\0")
        return out


def _addresses(it):
    """``vaddr``: a range (tuple of VGPR indexes) or an NSA list ([(first VGPR, count)])."""
    nsa = it.kind == "reg" and it.text.startswith("[")
    if it.kind != "reg" or it.reg.file != "v" or \
            not nsa and it.reg.index + it.reg.count > 256:
        raise AsmError(INVALID, col=it.col)
    if not nsa:
        return tuple(range(it.reg.index, it.reg.index + it.reg.count))
    out = []
    col = it.col + 1
    for part in re.split(r",(?![^\[]*\])", it.text[1:-1]):
        lead = len(part) - len(part.lstrip())
        m = re.fullmatch(r"v(\d+)|v\[(\d+):(\d+)\]", part.strip(), re.IGNORECASE)
        lo = int(m.group(1) or m.group(2)) if m else 256
        hi = int(m.group(3)) if m and m.group(3) else lo
        if not m or hi > 255 or hi < lo:
            raise AsmError(INVALID, col=col + lead)
        out.append((lo, hi - lo + 1))
        col += len(part) + 1
    return out if len(out) > 1 else tuple(range(out[0][0], out[0][0] + out[0][1]))


FORMAT = MIMG11Format()
