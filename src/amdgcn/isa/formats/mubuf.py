"""The MUBUF encoding (untyped buffer access); MTBUF shares its code. MI200 ISA 12.13, 13.5.

Layout (64 bits)::

    MUBUF GFX8+:  31..26 111000 | 25 - | 24..18 op | 17 slc | 16 lds | 15 scc(90a)/nt(940)
                  | 14 glc | 13 idxen | 12 offen | 11..0 offset
    MUBUF GFX6/7: 31..26 111000 | 24..18 op | 16 lds | 15 addr64 | 14 glc | 13 idxen | 12 offen
                  | 11..0 offset
    MTBUF GFX8+:  31..26 111010 | 25..23 nfmt | 22..19 dfmt | 18..15 op | 14 glc | 13 idxen
                  | 12 offen | 11..0 offset
    MTBUF GFX6/7: 31..26 111010 | 25..23 nfmt | 22..19 dfmt | 18..16 op | 15 addr64 | 14 glc
                  | 13 idxen | 12 offen | 11..0 offset
    dword 1:      63..56 soffset | 55 tfe (acc on 90a/940) | 54 slc (MTBUF, GFX6/7) / sc1
                  | 53 nt/scc (MTBUF 90a/940) | 52..48 srsrc | 47..40 vdata | 39..32 vaddr

On gfx940 ``glc``/``slc`` are named ``sc0``/``sc1`` and bit 15 (MTBUF: 53) is ``nt``.
Printed: ``vdata, vaddr|off, srsrc, soffset [format:...] idxen offen addr64 offset:N
cache-policy lds tfe``.
"""

from __future__ import annotations

from functools import lru_cache

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats._memory import (
    INVALID, NO_SCC_ATOMICS_90A, TOO_FEW, buffer_offset, check_modifier_order, d16_column,
    data_reg, flag_name, is_off, sreg_operand, vgpr, vreg_checked, vreg_text, word,
)
from amdgcn.isa.instruction import Instruction, row_cache
from amdgcn.isa.operands import encode_src, print_src, reg_code
from amdgcn.isa.registers import unavailable_message
from amdgcn.isa.tables.rdna_mtbuf import UFMT_NAMES

DFMT_NAMES = ("INVALID", "8", "16", "8_8", "32", "16_16", "10_11_11", "11_11_10", "10_10_10_2",
              "2_10_10_10", "8_8_8_8", "32_32", "16_16_16_16", "32_32_32", "32_32_32_32",
              "RESERVED_15")
NFMT_NAMES = ("UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "RESERVED_6", "FLOAT")
DFMT_DEFAULT, NFMT_DEFAULT = 1, 0
_DFMT = {f"BUF_DATA_FORMAT_{n}": i for i, n in enumerate(DFMT_NAMES)}
_NFMT = {f"BUF_NUM_FORMAT_{n}": i for i, n in enumerate(NFMT_NAMES)}
_NFMT["BUF_NUM_FORMAT_SNORM_OGL"] = 6
_OLD = ("gfx6", "gfx7")
SRC_LDS_DIRECT = 254
INV_2PI = 248  # the 1/(2*pi) inline constant, GFX8+ only (MI200 ISA 13.3.1)
LITERAL = 255
_ACC = ("gfx90a", "gfx940")
#: GFX10 MUBUF (LLVM 22): the GFX8 layout with dlc at bit 15 and slc at bit 54, as MTBUF has
#: it (GFX10's MTBUF format field and GFX11's layout are not done yet)
_GFX10 = ("gfx10", "gfx1030")
#: the MUBUF instructions with an ``lds`` form (probed with llvm-mc 22 on tonga, gfx900,
#: gfx90a and gfx942: the lds bit is invalid on every other opcode)
LDS_CAPABLE = frozenset({"buffer_load_format_x", "buffer_load_ubyte", "buffer_load_sbyte",
                         "buffer_load_ushort", "buffer_load_sshort", "buffer_load_dword",
                         "buffer_store_lds_dword"})


@row_cache
def _vdata_count(row, column: str) -> int:
    """Registers of vdata on ``column`` (D16 is unpacked on GFX8 processors)."""
    n = 0
    if row.sig:
        n = int(row.sig.split(":")[1])
    if column == "gfx8":
        n = row.get("vdata_unpacked", n)
    return n


@lru_cache(maxsize=None)
def _cpol_bits(typed: bool, column: str) -> tuple:
    """The cache-policy bits of a MUBUF (or, ``typed``, MTBUF) word on ``column``:
    ((field name, printed name, word, bit), ...) in printing order."""
    if column == "gfx940":
        # gfx940 renames the bits: glc -> sc0, slc -> nt, scc -> sc1
        nt = (0, 17) if not typed else (1, 22)
        return (("sc0", "sc0", 0, 14), ("nt", "nt", *nt),
                ("sc1", "sc1", *((0, 15) if not typed else (1, 21))))
    if column in _GFX10:
        return (("glc", "glc", 0, 14), ("slc", "slc", 1, 22), ("dlc", "dlc", 0, 15))
    slc = (1, 22) if (typed or column in _OLD) else (0, 17)
    out = [("glc", "glc", 0, 14), ("slc", "slc", *slc)]
    if column == "gfx90a":
        out.append(("scc", "scc", *((0, 15) if not typed else (1, 21))))
    return tuple(out)


@lru_cache(maxsize=None)
def _cpol_names(typed: bool, column: str) -> dict:
    """Printed cache-policy name -> field name (:func:`_cpol_bits`)."""
    return {p: name for name, p, _, _ in _cpol_bits(typed, column)}


def format_text(dfmt: int, nfmt: int) -> str | None:
    """LLVM's ``format:`` modifier for a typed buffer access (None for the default)."""
    if dfmt == DFMT_DEFAULT and nfmt == NFMT_DEFAULT:
        return None
    parts = []
    if dfmt != DFMT_DEFAULT:
        parts.append(f"BUF_DATA_FORMAT_{DFMT_NAMES[dfmt]}")
    if nfmt != NFMT_DEFAULT:
        parts.append(f"BUF_NUM_FORMAT_{NFMT_NAMES[nfmt]}")
    return "format:[" + ",".join(parts) + "]"


#: GFX10's unified format (one 7-bit field): the default, left out when printed
UFMT_DEFAULT = 1
_UFMT = {n: i for i, n in enumerate(UFMT_NAMES) if n}
_UFMT["BUF_FMT_8_UNORM"] = UFMT_DEFAULT     # the default's name, as llvm-mc-22 assembles it


def ufmt_text(value: int) -> str | None:
    """LLVM 22's ``format:`` modifier for a GFX10 unified format (None for the default)."""
    if value == UFMT_DEFAULT:
        return None
    name = UFMT_NAMES[value]
    return f"format:[{name}]" if name else f"format:{value}"


def _parse_ufmt(it) -> int:
    """A GFX10 ``format:N`` or ``format:[BUF_FMT_...]``."""
    if it.name.lower() != "format":
        raise AsmError("not a valid operand.", col=it.col)
    v = it.value
    vcol = it.col + len("format:")
    if isinstance(v, list):     # a unified name, or the legacy data and numeric formats
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


class BufferFormat:
    """Encoder and decoder of MUBUF (``typed=False``) or MTBUF (``typed=True``)."""

    def __init__(self, typed: bool):
        self.typed = typed
        self.name = "MTBUF" if typed else "MUBUF"
        self.encodings = (self.name,)
        self.bits = 0b111010 if typed else 0b111000
        self.rdna = True     # GFX10 MUBUF/MTBUF; prefixes() leaves GFX11 out

    def prefixes(self, isa):
        if isa.target.rdna and isa.column not in _GFX10:
            return []
        return [(6, self.bits)]

    # ---- field layout ----------------------------------------------------------------------
    def _cpol_bits(self, column: str) -> tuple:
        """((field name, printed name, word, bit), ...) in printing order."""
        return _cpol_bits(self.typed, column)

    # ---- decoding ------------------------------------------------------------------------
    def decode(self, isa, data: bytes, offset: int, address: int) -> Instruction:
        if len(data) - offset < 8:
            raise DecodeError("truncated instruction", offset=offset)
        w = (word(data, offset, 0), word(data, offset, 1))
        col = isa.column
        old = col in _OLD
        if self.typed and col in _GFX10:   # op[3] at bit 53
            op = (w[0] >> 16) & 7 | ((w[1] >> 21) & 1) << 3
        elif self.typed:
            op = (w[0] >> 16) & 7 if old else (w[0] >> 15) & 0xF
        else:   # GFX10: op bit 7 at bit 25 (the D16 format loads and stores)
            op = (w[0] >> 18) & (0xFF if col in _GFX10 else 0x7F)
        row = isa.row(self.name, op)
        lds_bit = not self.typed and (w[0] >> 16) & 1
        if row is None or (row.get("noaddr") and "lds" in row.flags and not lds_bit) or \
                (lds_bit and row.name not in LDS_CAPABLE):
            # buffer_store_lds_dword exists only with the lds bit, and only a few loads may
            # write LDS (MI200 ISA 12.13; LLVM 22 calls other words with the bit invalid)
            raise DecodeError("invalid instruction encoding", offset=offset, word=w[0])
        f = {"op": op, "offset": w[0] & 0xFFF, "offen": (w[0] >> 12) & 1,
             "idxen": (w[0] >> 13) & 1, "vaddr": w[1] & 0xFF, "vdata": (w[1] >> 8) & 0xFF,
             "srsrc": (w[1] >> 16) & 0x1F, "soffset": w[1] >> 24}
        for name, _, wi, bit in self._cpol_bits(col):
            f[name] = (w[wi] >> bit) & 1
        f["addr64"] = (w[0] >> 15) & 1 if old else 0
        bare = row.get("noaddr") or not row.sig  # cache control, LDS store: no address
        if f.get("scc") and row.name in NO_SCC_ATOMICS_90A:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w[0])
        if (bare and (f["offen"] or f["idxen"] or f["addr64"] or (
                not row.sig and not row.get("noaddr") and col in ("gfx8", "gfx9") and
                (w[0] >> 15) & 1))) or \
                ((w[1] >> 23) & 1 and (not self.typed and (w[0] >> 16) & 1)) or \
                ((w[1] >> 23) & 1 and col not in _ACC and ("atomic" in row.flags or bare)):
            # LLVM 22: no address on the cache-control and LDS-store instructions; no tfe
            # on atomics, LDS loads and the instructions without data
            raise DecodeError("invalid instruction encoding", offset=offset, word=w[0])
        f["lds"] = 0 if self.typed else (w[0] >> 16) & 1
        if col in _ACC:
            f["acc"], f["tfe"] = (w[1] >> 23) & 1, 0
        else:
            f["acc"], f["tfe"] = 0, (w[1] >> 23) & 1
        if self.typed and col in _GFX10:
            if f["tfe"]:   # LLVM 22 has no tfe form of GFX10 MTBUF
                raise DecodeError("invalid instruction encoding", offset=offset, word=w[0])
            f["format"] = (w[0] >> 19) & 0x7F
        elif self.typed:
            f["dfmt"], f["nfmt"] = (w[0] >> 19) & 0xF, (w[0] >> 23) & 7
        operands = []
        n = _vdata_count(row, d16_column(isa))
        if n and not (f["lds"] and "load" in row.flags):
            operands.append(vreg_checked(f["vdata"], n + f["tfe"], f["acc"], col))
        if not row.get("noaddr"):
            if n or f["lds"] or self.typed or row.name.startswith("buffer_load"):
                na = 2 if (f["offen"] and f["idxen"]) or f["addr64"] else 1
                # LLVM 22's MTBUF vaddr class is not an Align2 class on gfx90a/gfx940
                operands.append((vreg_text(f["vaddr"], na) if self.typed else
                                 vreg_checked(f["vaddr"], na, False, col, "V"))
                                if (f["offen"] or f["idxen"] or f["addr64"]) else "off")
        size, literal = 8, None
        if n or self.typed or f["lds"] or row.get("noaddr"):
            srsrc = sreg_operand(f["srsrc"] * 4, 4, isa.space)
            soff = print_src(f["soffset"], isa.space)
            if col in _GFX10 and f["soffset"] == LITERAL and len(data) - offset >= 12:
                # LLVM 22's GFX10 disassembler reads a literal soffset (its assembler
                # takes none)
                size, literal = 12, word(data, offset, 2)
                soff = f"0x{literal:x}"
            if srsrc is None or soff.startswith("<") or (old and f["soffset"] == INV_2PI):
                raise DecodeError("invalid instruction encoding", offset=offset, word=w[1])
            operands.append(srsrc)
            if f["soffset"] == SRC_LDS_DIRECT:
                soff += "/*Invalid register, operand has 'SReg_32' register class*/"
            operands.append(soff)
        mods = []
        if self.typed:
            t = ufmt_text(f["format"]) if col in _GFX10 else format_text(f["dfmt"], f["nfmt"])
            if t:
                mods.append(t)
        if operands:
            for k in ("idxen", "offen", "addr64"):
                if f[k]:
                    mods.append(k)
            if f["offset"]:
                mods.append(f"offset:{f['offset']}")
        if f["lds"] and row.get("noaddr"):
            mods.append("lds")
        for name, printed, _, _ in self._cpol_bits(col):
            if f[name] and (operands or printed in ("sc0", "sc1")):
                mods.append(printed)
        if f["lds"] and not row.get("noaddr"):
            mods.append("lds")
        if f["tfe"]:
            mods.append("tfe")
        return Instruction(address, bytes(data[offset:offset + size]), self.name, row.name,
                           row.name, tuple(operands), tuple(mods), f, literal, row)

    # ---- encoding ------------------------------------------------------------------------
    def encode(self, isa, stmt, rows, ctx) -> bytes:
        check_modifier_order(stmt, "mtbuf" if self.typed else "mubuf", isa.column)
        row = rows[0]
        col = isa.column
        old = col in _OLD
        items = list(stmt.items)
        f = {"offset": 0, "offen": 0, "idxen": 0, "addr64": 0, "lds": 0, "tfe": 0, "acc": 0,
             "vaddr": 0, "vdata": 0, "srsrc": 0, "soffset": 0, "dfmt": DFMT_DEFAULT,
             "nfmt": NFMT_DEFAULT}
        cpol = self._cpol_bits(col)
        cpol_names = _cpol_names(self.typed, col)
        for name, _, _, _ in cpol:
            f[name] = 0
        # modifiers first (they decide the operand sizes)
        ops = []
        fmt_seen = False
        tfe_item = None
        for k, it in enumerate(items):
            fl = flag_name(it)
            if fl == "scc" and ("scc" not in cpol_names or (
                    k and items[k - 1].kind == "reg" and items[k - 1].reg.count == 4)):
                fl = None  # the src_scc register as soffset
            if it.kind == "named":
                nm = it.name.lower()
                if nm == "offset":
                    if it.expr is not None:
                        raise AsmError(INVALID, col=it.col)
                    f["offset"] = buffer_offset(it, ctx)
                elif self.typed and nm in ("format", "dfmt", "nfmt"):
                    self._parse_format(it, f, fmt_seen, col in _GFX10)
                    fmt_seen = True
                else:
                    raise AsmError(INVALID, col=it.col)
            elif fl in ("offen", "idxen") or (fl == "addr64" and old):
                f[fl] = 1
            elif fl == "lds" and not self.typed and row.name in LDS_CAPABLE:
                f["lds"] = 1
            elif fl == "tfe" and self.typed and col in _GFX10:
                tfe_item = it          # no tfe form: refused after vdata is matched
            elif fl == "tfe" and col not in _ACC and not row.get("noaddr"):
                f["tfe"] = 1
            elif fl in cpol_names and (not row.get("noaddr") or "lds" in row.flags or
                                       fl in ("sc0", "sc1")):
                f[cpol_names[fl]] = 1
            elif fl and fl.startswith("no") and fl[2:] in cpol_names:
                f[cpol_names[fl[2:]]] = 0
            elif fl == "dlc":
                raise AsmError("dlc modifier is not supported on this GPU", col=it.col)
            elif fl is not None and fl != "off":
                raise AsmError(INVALID, col=it.col)
            else:
                ops.append(it)
        if col == "gfx9" and "atomic-fadd-insts" in row.features and f.get("glc"):
            # gfx908 has the float buffer atomics without return only
            raise AsmError("operands are not valid for this GPU or mode", col=stmt.col)
        n = _vdata_count(row, d16_column(isa))
        i = 0
        want_vdata = n and not (f["lds"] and "load" in row.flags)
        if want_vdata:
            if i >= len(ops):
                raise AsmError(TOO_FEW, col=stmt.col)
            it = ops[i]
            if row.get("vdata_unpacked") and it.kind == "reg" and it.reg.file in ("v", "a"):
                other = int(row.sig.split(":")[1]) if d16_column(isa) == "gfx8" \
                    else row.get("vdata_unpacked")
                if other != n and it.reg.count == other + f["tfe"]:
                    # the D16 size of the other mode (packed GFX9 / unpacked GFX8)
                    raise AsmError("operands are not valid for this GPU or mode", col=stmt.col)
            idx, acc = data_reg(it, n + f["tfe"], isa, allow_acc=col in _ACC)
            f["vdata"], f["acc"] = idx, int(acc)
            if f["tfe"] and "store" in row.flags:
                raise AsmError("TFE modifier has no meaning for store instructions",
                               col=stmt.col)
            if tfe_item is not None:
                raise AsmError(INVALID, col=tfe_item.col)
            i += 1
        if not row.get("noaddr") and (n or f["lds"] or self.typed or
                                      row.name.startswith("buffer_load")):
            if i >= len(ops):
                raise AsmError(TOO_FEW, col=stmt.col)
            it = ops[i]
            addressed = f["offen"] or f["idxen"] or f["addr64"]
            if is_off(it):
                if addressed:
                    raise AsmError(INVALID, col=it.col)
            else:
                if not addressed:
                    raise AsmError(INVALID, col=it.col)
                na = 2 if (f["offen"] and f["idxen"]) or f["addr64"] else 1
                if self.typed and na == 2 and col in _ACC and it.kind == "reg" and \
                        it.reg.index & 1:
                    raise AsmError("invalid register class: vgpr tuples must be 64 bit aligned",
                                   col=stmt.col)
                f["vaddr"] = vgpr(it, na, isa)
            i += 1
        if n or self.typed or f["lds"] or row.get("noaddr"):
            if i + 1 >= len(ops):
                raise AsmError(TOO_FEW, col=stmt.col)
            it = ops[i]
            if it.kind != "reg" or it.reg.count != 4 or it.reg.file not in ("s", "ttmp"):
                raise AsmError(INVALID, col=it.col)
            code = reg_code(it.reg, isa.space)
            if code is None or code % 4:
                raise AsmError(INVALID, col=it.col)
            f["srsrc"] = code // 4
            it = ops[i + 1]
            if it.kind == "reg" and it.reg.file in ("v", "a"):
                raise AsmError(INVALID, col=it.col)
            if it.kind == "ident" and it.name.lower() == "null":
                raise AsmError("'null' operand is not supported on this GPU", col=it.col)
            if it.kind == "reg":
                msg = unavailable_message(it.reg, isa.target.gen, isa.target.processor)
                if msg is not None:
                    raise AsmError(msg, col=it.col)
            f["soffset"], _ = encode_src(it, isa.space, allow_vgpr=False, allow_literal=False)
            i += 2
        if i < len(ops):
            raise AsmError(INVALID, col=ops[i].col)
        op = row.opcode(col)
        w0 = self.bits << 26 | f["offset"] | f["offen"] << 12 | f["idxen"] << 13
        w1 = f["vaddr"] | f["vdata"] << 8 | f["srsrc"] << 16 | f["soffset"] << 24
        if self.typed and col in _GFX10:
            w0 |= (op & 7) << 16 | f.get("format", UFMT_DEFAULT) << 19
            w1 |= (op >> 3) << 21
        elif self.typed:
            w0 |= (op << 16 if old else op << 15) | f["dfmt"] << 19 | f["nfmt"] << 23
        else:
            w0 |= op << 18 | f["lds"] << 16     # GFX10: op bit 7 lands in bit 25
        if old:
            w0 |= f["addr64"] << 15
        w = [w0, w1]
        if row.name in NO_SCC_ATOMICS_90A:
            f["scc"] = 0
        for name, _, wi, bit in cpol:
            w[wi] |= f[name] << bit
        w[1] |= (f["acc"] if col in _ACC else f["tfe"]) << 23
        return w[0].to_bytes(4, "little") + w[1].to_bytes(4, "little")

    def _parse_format(self, it, f: dict, seen: bool, gfx10: bool = False) -> None:
        nm = it.name.lower()
        if gfx10:
            f["format"] = _parse_ufmt(it)
            return
        if nm == "format":
            if isinstance(it.value, list):
                d = n = None
                for v in it.value:
                    if isinstance(v, str) and v in _DFMT and d is None:
                        d = _DFMT[v]
                    elif isinstance(v, str) and v in _NFMT and n is None:
                        n = _NFMT[v]
                    else:   # llvm-mc: at the name
                        at = it.text.find(str(v), len("format:["))
                        if not isinstance(v, str):
                            msg = "expected a format string"
                        elif v in _DFMT:
                            msg = "duplicate data format"
                        elif v in _NFMT:
                            msg = "duplicate numeric format"
                        elif v in _UFMT and v is it.value[0]:
                            msg = "unified format is not supported on this GPU"
                        else:
                            msg = "unsupported format"
                        raise AsmError(msg, col=it.col + at if at > 0 else it.col)
                f["dfmt"] = DFMT_DEFAULT if d is None else d
                f["nfmt"] = NFMT_DEFAULT if n is None else n
            elif isinstance(it.value, int):
                if not 0 <= it.value <= 0x7F:
                    raise AsmError("out of range format", col=it.col)
                f["dfmt"], f["nfmt"] = it.value & 0xF, it.value >> 4
            else:
                raise AsmError("expected a format string", col=it.col)
        else:
            v = it.value
            if not isinstance(v, int) or not 0 <= v <= (15 if nm == "dfmt" else 7):
                raise AsmError(f"out of range {nm}", col=it.col)
            f[nm] = v


FORMAT = BufferFormat(typed=False)
