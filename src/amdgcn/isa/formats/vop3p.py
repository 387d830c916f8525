"""VOP3P and VOP3P-MAI: packed math, mix, dot products, accvgpr moves and MFMA (GFX9 family).

MI200 ISA 13.3.6 (VOP3P) and 13.3.6.1 (VOP3P-MAI). Both are 64-bit encodings in the VOP3
space whose first dword starts with the 9-bit prefix ``0b110100111`` (a longer prefix than
VOP3's ``0b110100``, so the decoder tries it first)::

    VOP3P       31     23 22  16 15    14      13   11 10    8 7     0
                | 1101 00111 | op | clamp | opsel_hi2 | op_sel | neg_hi | vdst |
                63 61 60   59 58   50 49   41 40   32
                | neg | opsel_hi | src2 | src1 | src0 |

    VOP3P-MAI   31     23 22  16 15     14  11 10  8 7     0
                | 1101 00111 | op | acc_cd | abid | cbsz | vdst |
                63  61 60 59 58   50 49   41 40   32
                | blgp | acc | src2 | src1 | src0 |

LLVM's ``op_sel_hi:[a,b,c]`` puts ``a`` in bit 59, ``b`` in bit 60 and ``c`` in bit 14; the
decoded ``fields["op_sel_hi"]`` is that 3-bit list as an integer (bit i = source i). For
``v_mad_mix*``/``v_fma_mix*`` ``neg_hi`` holds the sources' ``abs`` and ``op_sel_hi`` selects
f16 (1) or f32 (0) inputs. On gfx940 the f64 MFMA forms read bits 63:61 as ``neg:[a,b,c]``.

Disassembly reproduces LLVM 22's register-class checks (its printer's notes): on gfx90a+ an
odd VGPR/AGPR tuple, and anywhere a scalar register in a VGPR/AGPR-only operand, prints with
``/*Invalid register, operand has 'CLASS' register class*/`` (MFMA A/B ``AV_32`` /
``AV_64_Align2``, C/D ``VReg_N_Align2`` / ``AReg_N_Align2`` by ``acc_cd``, SMFMAC D ``AV_N``,
packed-f32 ``VReg_64_Align2`` / ``VS_64_Align2``, ``v_accvgpr_read_b32`` ``AGPR_32``); an
inline constant in MFMA A/B prints as a 32-bit constant with ``/*Invalid immediate*/``.

Row signatures: ``vdst:v1`` / ``vdst:a1`` (register file and dword count), ``srcN:sK:type``
(9-bit source of K dwords; inline constants interpreted as ``type``), ``srcN:aK`` (AGPR
source), and for VOP3P-MAI ``avK`` (VGPRs or AGPRs chosen by ``acc``/``acc_cd``) and ``v1``.
"""

from __future__ import annotations

import struct
from dataclasses import replace
from functools import lru_cache

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.core import all_rows
from amdgcn.isa.formats import _dpp11
from amdgcn.isa.formats._vop_operands import Opnd, list_element_col, print_literal
from amdgcn.isa.instruction import Instruction
from amdgcn.isa.operands import reg_code
from amdgcn.isa.syntax import Expr
from amdgcn.isa.tables.rdna_vop3p11 import MODS_GFX11
from amdgcn.isa.tables.rdna_vop3p11_dpp import DPP_VOP3P
from amdgcn.isa.registers import (
    AGPR,
    INLINE_FLOAT_TEXT,
    INLINE_FLOATS,
    SGPR,
    SPECIAL,
    TTMP,
    VGPR,
    VGPR_BASE,
    Reg,
    decode_scalar,
    decode_tuple,
    float_bits,
    float_to_inline,
    inline_int,
    int_to_inline,
    is_inline_value,
    reg_name,
    unavailable_message,
)

PREFIX = (9, 0b110100111)
#: GFX10's VOP3P prefix (LLVM 22; the fields below it are GFX9's)
PREFIX_GFX10 = (9, 0b110011000)
#: columns whose VGPR/AGPR tuples are even-aligned
_ALIGN2 = ("gfx90a", "gfx940")


def _prefix(isa) -> tuple:
    return PREFIX_GFX10 if isa.target.rdna else PREFIX     # GFX11 keeps GFX10's
INV_2PI_F64_TEXT = "0.15915494309189532"
_TYPE_BITS = {"f16x2": 16, "i16x2": 16, "f16": 16, "f32x2": 32, "f32": 32, "i32": 32,
              "b32": 32, "f64": 64}
_MAI_MODS = ("cbsz", "abid", "blgp")
_LIST_MODS = ("op_sel", "op_sel_hi", "neg_lo", "neg_hi")
_MAX_LIST = 4           # LLVM reads at most four entries of op_sel:[..] and friends
_LDS_DIRECT = 254
_LITERAL = 255      # GFX10+: a literal dword follows the instruction


class _Spec:
    """One operand of a row signature."""

    __slots__ = ("field", "file", "count", "vtype")

    def __init__(self, token: str):
        parts = token.strip().split(":")
        self.field = parts[0]
        kind = parts[1]
        self.file = kind.rstrip("0123456789")
        self.count = int(kind[len(self.file):])
        self.vtype = parts[2] if len(parts) > 2 else "b32"


class _Plan:
    """Everything the encoder/decoder needs about a row on one ISA column (cached)."""

    __slots__ = ("row", "dst", "srcs", "mods", "print_mods", "hi_default", "mix", "mai", "smfmac",
                 "neg_mai", "cd_type", "nsrc", "mask", "wmma")

    def __init__(self, row, column: str, wave64: bool = False):
        self.row = row
        specs = [_Spec(t) for t in row.sig.split(",")]
        if wave64 and row.name.startswith("v_wmma"):
            for sp in (specs[0], specs[3]):     # wave64 WMMA: C and D in half the VGPRs
                sp.count //= 2
        self.dst = specs[0]
        self.srcs = specs[1:]
        self.nsrc = len(self.srcs)
        self.mask = (1 << self.nsrc) - 1
        self.mai = row.encoding == "VOP3P_MAI"
        self.wmma = row.name.startswith("v_wmma")
        self.smfmac = "smfmac" in row.flags
        mods = row.get("mods", "")
        # the printer shows every modifier the encoding holds, even where the assembler
        # refuses it (gfx940 v_dot2_*: op_sel)
        self.print_mods = frozenset(mods.split())
        self.hi_default = row.get("op_sel_hi_default", 1)
        if column in ("gfx11", "gfx1150") and row.name in MODS_GFX11:
            mods, self.hi_default = MODS_GFX11[row.name]   # GFX11 (learned from LLVM 22)
            self.print_mods = frozenset(mods.split())
        if column == "gfx940" and row.get("mods_gfx940") is not None:
            mods = row.get("mods_gfx940")
        elif column == "gfx90a" and row.get("mods_gfx90a") is not None:
            mods = row.get("mods_gfx90a")
        self.mods = frozenset(mods.split())
        self.mix = "abs" in self.mods
        self.neg_mai = self.mai and row.get("neg") == "gfx940" and column == "gfx940"
        self.cd_type = row.get("cd_type", "f32")
        if self.mai:
            ab = row.get("ab_type", "f32")
            for s in self.srcs:
                s.vtype = "f64" if (ab == "f64" or self.cd_type == "f64") else "f32"


_PLANS: dict = {}


def _plan(row, column: str, wave64: bool = False) -> _Plan:
    key = (id(row), column, wave64)
    p = _PLANS.get(key)
    if p is None:
        p = _PLANS[key] = _Plan(row, column, wave64)
    return p


# ---------------------------------------------------------------------------------------------
# printing
# ---------------------------------------------------------------------------------------------

@lru_cache(maxsize=4096)
def _rname(file: str, index: int, count: int) -> str:
    return reg_name(Reg(file, index, count))


def _print_src(code: int, count: int, vtype: str, space, file: str = VGPR) -> str:
    if code >= VGPR_BASE:
        return _rname(file, code - VGPR_BASE, count)
    i = inline_int(code)
    if i is not None:
        return str(i)
    f = INLINE_FLOAT_TEXT.get(code)
    if f is not None:
        return INV_2PI_F64_TEXT if (code == 248 and vtype == "f64") else f
    r = decode_tuple(code, count, space) if count > 1 else decode_scalar(code, count, space)
    if r is None:
        raise DecodeError("invalid instruction encoding")
    return reg_name(r)


#: LLVM's note after an operand outside the operand's register class (disassembly only)
_BAD_REG = "/*Invalid register, operand has '{}' register class*/"
_BAD_IMM = "/*Invalid immediate*/"


def _class_name(file: str, count: int, align2: bool) -> str:
    """LLVM's register-class name of a VGPR/AGPR/AV operand (``VReg_128_Align2``, ``AV_32``)."""
    if count == 1:
        return {"v": "VGPR_32", "a": "AGPR_32", "av": "AV_32", "vs": "VS_32"}[file]
    base = {"v": "VReg", "a": "AReg", "av": "AV", "vs": "VS"}[file]
    return f"{base}_{count * 32}" + ("_Align2" if align2 else "")


def _print_checked(code: int, count: int, vtype: str, space, file: str, cls: str,
                   align2: bool, *, imm_ok: bool, vs: bool = False) -> str:
    """A source printed as LLVM 22 prints it against its register class ``cls``: a scalar
    register (or a misaligned tuple on gfx90a+) outside the class gets LLVM's
    ``/*Invalid register ...*/`` note, an inline constant where only registers are allowed
    prints as a 32-bit constant followed by ``/*Invalid immediate*/``; value sources
    (``src_shared_base``, ``null`` ...) print bare."""
    if code >= VGPR_BASE:
        txt = _rname(file, code - VGPR_BASE, count)
        if align2 and count > 1 and code & 1:
            txt += _BAD_REG.format(cls)
        return txt
    if code == 255:
        raise DecodeError("invalid instruction encoding")
    if space.gen in ("gfx10", "gfx11") and space.special.get(code) == "null":
        return "null"     # GFX10+: null stands for a tuple of any width (WMMA A/B)
    if inline_int(code) is not None or code in INLINE_FLOAT_TEXT:
        if imm_ok:
            return _print_src(code, count, vtype, space)
        return _print_src(code, 1, "f32", space) + _BAD_IMM
    txt = _print_src(code, count, vtype, space)
    if is_inline_value(code, space) or vs:
        return txt
    return txt + _BAD_REG.format(cls)


@lru_cache(maxsize=64)
def _bits_list(value: int, n: int) -> str:
    return "[" + ",".join(str((value >> i) & 1) for i in range(n)) + "]"


class VOP3PFormat:
    """The VOP3P / VOP3P-MAI format object (see the module docstring)."""

    name = "VOP3P"
    encodings = ("VOP3P", "VOP3P_MAI")
    rdna = True     # GFX10 and GFX11 (the same prefix and fields)

    def prefixes(self, isa):
        return [_prefix(isa)] if isa.target.gen in ("gfx9", "gfx10", "gfx11") else []

    # ---- decoding --------------------------------------------------------------------
    def decode(self, isa, data: bytes, offset: int, address: int) -> Instruction:
        if len(data) - offset < 8:
            raise DecodeError("truncated instruction", offset=offset)
        w0 = int.from_bytes(data[offset:offset + 4], "little")
        w1 = int.from_bytes(data[offset + 4:offset + 8], "little")
        opc = (w0 >> 16) & 0x7F
        rows = isa.by_op.get(("VOP3P", opc)) or isa.by_op.get(("VOP3P_MAI", opc))
        if not rows:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        row = rows[0]
        p = _plan(row, isa.column, isa.target.wave64)
        raw = data[offset:offset + 8]
        literal = None
        dpp = None
        if w1 & 0x1FF in _dpp11.MARKERS and row.name in DPP_VOP3P and \
                isa.target.gen == "gfx11":     # GFX11 VOP3P DPP16/DPP8: src0 in the DPP dword
            if len(data) - offset < 12:
                raise DecodeError("truncated instruction", offset=offset, word=w0)
            word = int.from_bytes(data[offset + 8:offset + 12], "little")
            dpp = _dpp11.dpp_mods(w1 & 0x1FF, word)
            if dpp is None:
                raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
            w1 = (w1 & ~0x1FF) | VGPR_BASE | (word & 0xFF)
            raw = data[offset:offset + 12]
        elif isa.target.rdna and not p.mai and any(
                (w1 >> (9 * i)) & 0x1FF == _LITERAL for i in range(p.nsrc)):
            if len(data) - offset < 12:    # GFX10+: a literal dword follows
                raise DecodeError("truncated literal constant", offset=offset, word=w0)
            literal = int.from_bytes(data[offset + 8:offset + 12], "little")
            raw = data[offset:offset + 12]
        if p.mai:
            return self._decode_mai(isa, p, w0, w1, raw, address)
        space = isa.space
        fields = {"op": opc, "vdst": w0 & 0xFF, "neg_hi": (w0 >> 8) & 7,
                  "op_sel": (w0 >> 11) & 7,
                  "op_sel_hi": ((w1 >> 27) & 3) | (((w0 >> 14) & 1) << 2),
                  "clamp": (w0 >> 15) & 1, "src0": w1 & 0x1FF, "src1": (w1 >> 9) & 0x1FF,
                  "src2": (w1 >> 18) & 0x1FF, "neg": (w1 >> 29) & 7}
        ops = [_rname(AGPR if p.dst.file == "a" else VGPR, fields["vdst"], p.dst.count)]
        align2 = p.dst.count > 1 and isa.column in _ALIGN2
        if align2 and fields["vdst"] & 1:
            ops[0] += _BAD_REG.format(_class_name("v", p.dst.count, True))
        for i, s in enumerate(p.srcs):
            code = fields[f"src{i}"]
            if s.file == "a":
                txt = _print_checked(code, s.count, s.vtype, space, AGPR,
                                     _class_name("a", s.count, False), False, imm_ok=False)
            elif p.wmma:    # GFX11 WMMA: VGPR tuples (C may be an inline constant)
                txt = _print_checked(code, s.count, s.vtype, space, VGPR,
                                     _class_name("v", s.count, False), False, imm_ok=i == 2)
            elif align2:
                txt = _print_checked(code, s.count, s.vtype, space, VGPR,
                                     _class_name("vs", s.count, True), True, imm_ok=True,
                                     vs=True)
            elif code == _LITERAL and literal is not None:
                txt = _literal_text(literal, s.vtype, p.mix, "_bf16" in row.name)
            else:
                txt = _print_src(code, s.count, s.vtype, space)
            if p.mix:
                if (fields["neg_hi"] >> i) & 1:
                    txt = f"|{txt}|"
                    if (fields["neg"] >> i) & 1:
                        txt = "-" + txt
                elif (fields["neg"] >> i) & 1:
                    # LLVM spells a negated constant neg(c) (-c would read as another value)
                    # (a literal too, unless printed as lit(...))
                    txt = f"neg({txt})" if 128 <= code < VGPR_BASE and (
                        code <= 208 or 240 <= code <= 248) or (
                        code == _LITERAL and txt[0] == "0") else "-" + txt
            ops.append(txt)
        mods = []
        m, n, pm = p.mask, p.nsrc, p.print_mods
        if "op_sel" in pm and fields["op_sel"] & m:
            mods.append("op_sel:" + _bits_list(fields["op_sel"], n))
        if "op_sel_hi" in pm:
            want = m if p.hi_default else 0
            if fields["op_sel_hi"] & m != want:
                mods.append("op_sel_hi:" + _bits_list(fields["op_sel_hi"], n))
        if not p.mix:
            if "neg_lo" in pm and fields["neg"] & m:
                mods.append("neg_lo:" + _bits_list(fields["neg"], n))
            if "neg_hi" in pm and fields["neg_hi"] & m:
                mods.append("neg_hi:" + _bits_list(fields["neg_hi"], n))
        if "clamp" in pm and fields["clamp"]:
            mods.append("clamp")
        if dpp is not None:
            return Instruction(address, raw, "VOP3P", row.name, row.name + "_e64_dpp",
                               tuple(ops), tuple(mods + dpp), fields, None, row, "e64_dpp")
        return Instruction(address, raw, "VOP3P", row.name, row.name, tuple(ops), tuple(mods),
                           fields, literal, row)

    def _decode_mai(self, isa, p: _Plan, w0: int, w1: int, raw: bytes, address: int):
        space = isa.space
        fields = {"op": (w0 >> 16) & 0x7F, "vdst": w0 & 0xFF, "cbsz": (w0 >> 8) & 7,
                  "abid": (w0 >> 11) & 0xF, "acc_cd": (w0 >> 15) & 1, "src0": w1 & 0x1FF,
                  "src1": (w1 >> 9) & 0x1FF, "src2": (w1 >> 18) & 0x1FF,
                  "acc": (w1 >> 27) & 3, "blgp": (w1 >> 29) & 7}
        align2 = isa.column in _ALIGN2    # gfx90a+: VGPR/AGPR tuples are even-aligned
        cd_file = AGPR if (not align2 or fields["acc_cd"]) else VGPR
        # SMFMAC's vdst is one AV class; MFMA's acc_cd picks VReg or AReg
        cd_cls = _class_name("av" if p.smfmac else cd_file, p.dst.count, align2)
        vdst = _rname(cd_file, fields["vdst"], p.dst.count)
        if align2 and p.dst.count > 1 and fields["vdst"] & 1:
            vdst += _BAD_REG.format(cd_cls)
        ops = [vdst]
        for i, s in enumerate(p.srcs):
            code = fields[f"src{i}"]
            if i < 2:
                f = AGPR if (fields["acc"] >> i) & 1 else VGPR
                txt = _print_checked(code, s.count, s.vtype, space, f,
                                     _class_name("av", s.count, align2), align2, imm_ok=False)
            elif p.smfmac:
                txt = _print_checked(code, s.count, s.vtype, space, VGPR, "VGPR_32", False,
                                     imm_ok=False)
            else:
                txt = _print_checked(code, s.count, p.cd_type, space, cd_file, cd_cls, align2,
                                     imm_ok=True)
            ops.append(txt)
        mods = []
        if fields["cbsz"]:
            mods.append(f"cbsz:{fields['cbsz']}")
        if fields["abid"]:
            mods.append(f"abid:{fields['abid']}")
        if fields["blgp"] and not p.smfmac:
            if p.neg_mai:
                mods.append("neg:" + _bits_list(fields["blgp"], 3))
            else:
                mods.append(f"blgp:{fields['blgp']}")
        return Instruction(address, raw, "VOP3P_MAI", p.row.name, p.row.name, tuple(ops),
                           tuple(mods), fields, None, p.row)

    # ---- encoding --------------------------------------------------------------------
    def _encode_dpp(self, isa, stmt, rows, ctx, m: str) -> bytes | None:
        return _encode_dpp_vop3p(self, isa, stmt, rows, ctx, m)

    def encode(self, isa, stmt, rows, ctx) -> bytes:
        m = stmt.mnemonic.lower()
        if m.endswith("_dpp") or any(it.kind in ("named", "ident") and (
                it.name or it.text).lower() in _dpp11.NAMES for it in stmt.items):
            out = self._encode_dpp(isa, stmt, rows, ctx, m)
            if out is not None:
                return out
        row = rows[0]
        p = _plan(row, isa.column, isa.target.wave64)
        opc = row.opcode(isa.column)
        ops, mods = _split_items(stmt, ctx.resolve if ctx is not None else None)
        if len(ops) < 1 + p.nsrc:
            raise AsmError("too few operands for instruction", col=stmt.col,
                           source_line=stmt.line)
        if len(ops) > 1 + p.nsrc:
            raise AsmError("invalid operand for instruction", col=ops[1 + p.nsrc].col,
                           source_line=stmt.line)
        if p.mai:
            try:
                return _encode_mai(isa, p, opc, stmt, ops, mods)
            except AsmError as e:
                if e.message == "invalid operand for instruction" and _fits_other_mode(
                        stmt.mnemonic.lower(), row, ops):
                    raise _err("operands are not valid for this GPU or mode", stmt.col,
                               stmt) from None
                raise
        return _encode_vop3p(isa, p, opc, stmt, ops, mods)


def _encode_dpp_vop3p(fmt, isa, stmt, rows, ctx, m: str) -> bytes | None:
    """A GFX11 VOP3P DPP16/DPP8 statement (``v_dot2_f32_f16_e64_dpp ...`` or the plain
    mnemonic with DPP controls): the VOP3P words with src0 = the DPP marker, then the DPP
    dword holding src0's VGPR (LLVM 22's rules: src0 a VGPR, on gfx1100 src1 too, no
    literal). None where the statement is no DPP form the normal encoder should judge."""
    row = rows[0]
    if m.endswith("_dpp") and not m.endswith("_e64_dpp"):
        raise _err("dpp variant of this instruction is not supported", stmt.col, stmt)
    if isa.target.gen != "gfx11" or row.name not in DPP_VOP3P:
        if m.endswith("_e64_dpp"):
            raise _err("e64_dpp variant of this instruction is not supported", stmt.col, stmt)
        return None
    plain, items = _dpp11.split(replace(stmt, mnemonic=row.name))
    ops, _mods = _split_items(plain)
    for k, it in enumerate(ops[1:3]):
        if not (it.kind == "reg" and it.reg.file == VGPR) and (k == 0 or isa.column == "gfx11"):
            raise _err("invalid operand for instruction", it.col, stmt)
    marker, word, _ = _dpp11.dpp_word(items, vop3=True, stmt=stmt, ctx=ctx)
    data = fmt.encode(isa, plain, rows, ctx)
    if len(data) != 8:
        raise _err("invalid operand for instruction", stmt.col, stmt)
    w1 = int.from_bytes(data[4:8], "little")
    src0 = w1 & 0xFF
    w1 = (w1 & ~0x1FF) | marker
    return data[:4] + w1.to_bytes(4, "little") + (word | src0).to_bytes(4, "little")


def _split_items(stmt, resolve=None):
    """(operands, modifiers); a name other than ``clamp`` is a symbol operand, an absolute
    one (``resolve``) standing for its value."""
    ops, mods = [], []
    for it in stmt.items:
        if it.kind in ("named", "func") or mods or \
                it.kind == "ident" and it.text.lower() == "clamp":
            mods.append(it)
            continue
        if it.kind in ("ident", "expr") and resolve is not None and not it.has_src_mods:
            e = it.expr if it.kind == "expr" else Expr("sym", it.text, "")
            try:
                it = replace(it, kind="imm", value=e.evaluate(resolve), expr=None)
            except (KeyError, ZeroDivisionError):
                pass
        ops.append(it)
    return ops, mods


def _err(msg: str, col: int, stmt):
    return AsmError(msg, col=col, source_line=stmt.line)


def _aligned_ok(isa, reg: Reg) -> bool:
    """gfx90a+: VGPR/AGPR tuples of 64 bits or more start at an even register."""
    return not (reg.count > 1 and reg.index & 1 and isa.target.has("gfx90a-insts")
                and reg.file in (VGPR, AGPR))


def _dst_code(isa, item, spec: _Spec, stmt, files) -> Reg:
    r = item.reg
    if item.kind != "reg" or item.has_src_mods or r.file not in files or \
            r.count != spec.count or r.index + r.count > 256 or not _aligned_ok(isa, r):
        raise _err("invalid operand for instruction", item.col, stmt)
    return r


#: a mix source's literal: LLVM 22 reads its low 16 bits as an f16, whatever op_sel_hi says
_MIX_LITERAL = Opnd("src0", 16, "f", 1)


def _literal_text(lit: int, vtype: str, mix: bool, bf16: bool) -> str:
    """LLVM 22's text of a VOP3P literal: ``lit(...)`` around a value an inline constant also
    gives (AMDGPU getInlineEncodingV216: integers -16..64 sign-extended to 32 bits; floats as
    f16 in the low half for packed f16, as bf16 for packed bf16, as f32 otherwise), a mix
    source's low 16 bits otherwise."""
    if mix:
        return print_literal(lit, _MIX_LITERAL)
    col, shift = (2, 0) if vtype == "f16x2" else (0, 16) if bf16 and vtype == "i16x2" \
        else (0, 0)
    signed = lit - ((lit & 0x80000000) << 1)
    inline = -16 <= signed <= 64 or any(p[col] >> shift == lit for p in INLINE_FLOATS.values())
    return f"lit(0x{lit:x})" if inline else f"0x{lit:x}"


#: the float inline constants of a packed 16-bit operand per kind (AMDGPU
#: getInlineEncodingV216): packed f16 reads them as f16 in the low half, packed integers as
#: f32, packed bf16 as bf16
_PACKED_FLOAT_CODES = {
    kind: {pats[col] >> shift: code for code, pats in INLINE_FLOATS.items()}
    for kind, col, shift in (("f16x2", 2, 0), ("i16x2", 0, 0), ("bf16x2", 0, 16))}


def _packed_kind(vtype: str, bf16: bool) -> str:
    return "bf16x2" if bf16 and vtype == "i16x2" else vtype


def _packed_pattern(item, kind: str) -> int | None:
    """The 32-bit value of an immediate for a packed 16-bit operand (LLVM 22's
    addLiteralImmOperand): an integer is its 32 bits (it must fit in 32), a float its bits in
    the operand's float format (f16 for packed f16, bf16 for packed bf16, f32 for packed
    integers); None when it does not fit."""
    v = item.value
    if item.is_float:
        try:
            if kind == "bf16x2":
                return _bf16_bits(v)
            return float_bits(v, 16 if kind == "f16x2" else 32)
        except (OverflowError, struct.error):
            return None
    if v >= 1 << 63:
        v -= 1 << 64
    if not -(1 << 31) <= v < (1 << 32):
        return None
    return v & 0xFFFFFFFF


def _bf16_bits(x: float) -> int:
    """bf16 bits of ``x`` (round to nearest even); OverflowError past its range."""
    f = float_bits(x, 32)
    if f == 0x3E22F983:   # 1/(2*pi): LLVM keeps the inline constant's bf16 (0x3e22)
        return 0x3E22
    return ((f + 0x7FFF + (f >> 16 & 1)) >> 16) & 0xFFFF


def _packed_code(pattern: int, kind: str) -> int | None:
    """The inline constant code giving the 32-bit ``pattern`` to a packed 16-bit operand:
    integers -16..64 (sign-extended to 32 bits) and the float constants of ``kind``."""
    code = int_to_inline(pattern - ((pattern & 0x80000000) << 1))
    if code is not None:
        return code
    return _PACKED_FLOAT_CODES[kind].get(pattern)


def _imm_code(item, vtype: str, space, bf16: bool = False) -> int | None:
    """The inline-constant code of an immediate for an operand of ``vtype``, or None."""
    if vtype in ("f16x2", "i16x2"):
        kind = _packed_kind(vtype, bf16)
        pat = _packed_pattern(item, kind)
        return None if pat is None else _packed_code(pat, kind)
    bits = _TYPE_BITS.get(vtype, 32)
    if item.is_float:
        try:
            pat = float_bits(item.value, bits)
        except (OverflowError, struct.error):
            return None
        if pat == 0:
            return 128
        return float_to_inline(pat, bits, inv2pi=space.has_inv2pi)
    v = item.value
    if v >= 1 << 63:
        v -= 1 << 64
    code = int_to_inline(v)
    if code is not None:
        return code
    if vtype == "f32x2" and not -(1 << 31) <= v < (1 << 32):
        # packed f32 (LLVM 22): a 64-bit integer is taken when it is an f64 inline constant,
        # then truncated to its low 32 bits (0x3fe0000000000000 is 0)
        if float_to_inline(v & 0xFFFFFFFFFFFFFFFF, 64) is None:
            return None
        v &= 0xFFFFFFFF
        code = int_to_inline(v)
        if code is not None:
            return code
    mask = (1 << bits) - 1
    if not (-(1 << (bits - 1)) <= v <= mask):
        return None
    if bits == 32:   # a 32-bit pattern of an inline integer (0xffffffff is -1)
        code = int_to_inline((v & mask) - ((v & 0x80000000) << 1))
        if code is not None:
            return code
    if vtype == "f16":     # a mix source: the 16-bit pattern of an inline integer (0xfff0)
        code = int_to_inline((v & mask) - ((v & 0x8000) << 1))
        if code is not None:
            return code
    return float_to_inline(v & mask, bits, inv2pi=space.has_inv2pi)


#: the float format llvm-mc converts a non-inline float operand to before it calls it a literal
#: (integer operands read floats as f32, packed f32 operands as f64; packed 16-bit operands:
#: :func:`_packed_pattern`)
_LITERAL_FLOAT_BITS = {"f16": 16, "f32x2": 64, "f64": 64}


def _float_overflows(x: float, vtype: str) -> bool:
    try:
        float_bits(x, _LITERAL_FLOAT_BITS.get(vtype, 32))
    except (OverflowError, struct.error):
        return True
    return False


def _literal_value(item, spec: _Spec, mix: bool, bf16: bool = False) -> int:
    """The literal dword of a non-inline constant (GFX10+, LLVM 22): a packed 16-bit
    operand's :func:`_packed_pattern`, else floats in the operand's float format (f16 for
    16-bit operands), integers as written (mix sources keep 16 bits)."""
    if spec.vtype in ("f16x2", "i16x2") and not mix:
        return _packed_pattern(item, _packed_kind(spec.vtype, bf16))
    v = item.value
    if item.is_float:
        bits = 16 if spec.vtype == "f16" or mix else 32
        return float_bits(v, bits)
    return v & (0xFFFF if mix else 0xFFFFFFFF)


def _src_code(isa, item, spec: _Spec, stmt, *, allow_sgpr=True, lits=None,
              mix=False) -> int:
    space = isa.space
    if item.kind == "reg":
        r = item.reg
        if r.file == VGPR:
            if r.count != spec.count or r.index + r.count > 256:
                raise _err("invalid operand for instruction", item.col, stmt)
            if not _aligned_ok(isa, r):
                raise _err("invalid register class: vgpr tuples must be 64 bit aligned",
                           stmt.col, stmt)
            return VGPR_BASE + r.index
        if r.file == SPECIAL and r.name == "null" and not isa.target.rdna:   # GFX10+ take it
            raise _err("'null' operand is not supported on this GPU", item.col, stmt)
        if r.file == SPECIAL and isa.target.rdna:    # GFX10/GFX11 (LLVM 22's words)
            gen = isa.target.gen
            msg = "lds_direct is not supported on this GPU" if r.index == _LDS_DIRECT and \
                gen == "gfx11" else unavailable_message(r, gen, isa.target.processor)
            if msg:
                raise _err(msg, item.col, stmt)
        if r.file in (SGPR, TTMP, SPECIAL) and allow_sgpr:
            if r.count != spec.count:
                raise _err("invalid operand for instruction", item.col, stmt)
            if r.count > 1 and r.file != SPECIAL and r.index & 1:
                raise _err("invalid register alignment", item.col, stmt)
            code = reg_code(r, space)
            if code is None:
                raise _err("invalid operand for instruction", item.col, stmt)
            return code
        raise _err("invalid operand for instruction", item.col, stmt)
    if item.kind == "imm":
        bf16 = "bf16" in stmt.mnemonic.lower()
        code = None if item.lit else _imm_code(item, spec.vtype, space, bf16)
        v = item.value
        if not item.is_float and v >= 1 << 63:
            v -= 1 << 64
        lo, hi = (-(1 << 15), 1 << 16) if mix else (-(1 << 31), 1 << 32)
        if spec.vtype in ("f16x2", "i16x2") and not mix:
            bad = _packed_pattern(item, _packed_kind(spec.vtype, bf16)) is None
        else:
            bad = not lo <= v < hi if not item.is_float else _float_overflows(v, spec.vtype)
        if code is None and bad:
            # a mix source's literal is 16 bits (LLVM 22 refuses a wider one)
            raise _err("invalid operand for instruction", item.col, stmt)
        if code is None and lits is not None and isa.target.rdna:
            lits.append((item, _literal_value(item, spec, mix, bf16)))
            return _LITERAL
        if code is None:
            raise _err("literal operands are not supported", item.col, stmt)
        return code
    raise _err("invalid operand for instruction", item.col, stmt)


def _list_value(it, stmt, n: int) -> int:
    vals = it.value if isinstance(it.value, list) else None
    if vals is None:
        raise _err("not a valid operand.", it.col, stmt)
    if not vals:
        raise _err("unknown token in expression", it.col + len(it.name) + 2, stmt)
    if len(vals) > _MAX_LIST:
        raise _err("expected a closing square bracket", list_element_col(it, _MAX_LIST, comma=True), stmt)
    v = 0
    for i, x in enumerate(vals):
        if x == "":
            raise _err("unknown token in expression", it.col, stmt)
        if isinstance(x, str) and " " in x.strip():
            raise _err("expected a comma", it.col, stmt)
        if x not in (0, 1):
            raise _err(f"invalid {it.name} value.", list_element_col(it, i), stmt)
        if i < n:
            v |= x << i
    return v


def _encode_vop3p(isa, p: _Plan, opc: int, stmt, ops, mods) -> bytes:
    files = (AGPR,) if p.dst.file == "a" else (VGPR,)
    vdst = _dst_code(isa, ops[0], p.dst, stmt, files).index
    codes, neg, abs_ = [], 0, 0
    sgprs: list = []
    lits: list = []
    for i, (it, s) in enumerate(zip(ops[1:], p.srcs)):
        if it.has_src_mods or (it.kind == "reg" and it.neg):
            if not p.mix or it.sext:
                raise _err("not a valid operand.", it.col, stmt)
        if s.file == "a":
            if it.kind != "reg" or it.reg.file != AGPR or it.reg.count != s.count:
                raise _err("invalid operand for instruction", it.col, stmt)
            code = VGPR_BASE + it.reg.index
        else:
            allow_sgpr = not (p.dst.file == "a" and not isa.target.has("gfx90a-insts"))
            if not allow_sgpr and it.kind == "reg" and it.reg.file in (SGPR, TTMP, SPECIAL):
                raise _err("source operand must be either a VGPR or an inline constant",
                           it.col, stmt)
            if p.dst.file == "a" and it.kind == "imm" and (
                    it.lit or _imm_code(it, s.vtype, isa.space) is None):
                # v_accvgpr_write takes inline constants only (llvm-mc: at the value)
                raise _err("invalid operand for instruction", it.col + (4 if it.lit else 0),
                           stmt)
            code = _src_code(isa, it, s, stmt, lits=lits, mix=p.mix)
            if code == _LITERAL and it.kind == "imm":
                if lits[-1][1] != lits[0][1]:
                    raise _err("only one unique literal operand is allowed", it.col, stmt)
                if "lit" not in sgprs:         # one constant-bus slot for the literal
                    sgprs.append("lit")
                    if len(sgprs) > 2:
                        raise _err("invalid operand (violates constant bus restrictions)",
                                   it.col, stmt)
            if code == _LDS_DIRECT and it.kind == "reg" and isa.target.has("gfx90a-insts"):
                raise _err("lds_direct is not supported on this GPU", it.col, stmt)
            if code == _LDS_DIRECT and it.kind == "reg" and (i or "rev" in p.row.name):
                raise _err("lds_direct cannot be used with this instruction" if i == 0 else
                           "lds_direct may be used as src0 only", it.col, stmt)
        if code < VGPR_BASE and it.kind == "reg" and code != _LDS_DIRECT and \
                it.reg.name != "null":
            if code not in sgprs:
                sgprs.append(code)
                if len(sgprs) > (2 if isa.target.rdna else 1):    # GFX10+: two
                    raise _err("invalid operand (violates constant bus restrictions)",
                               it.col, stmt)
        if p.mix:
            neg |= int(it.neg) << i
            abs_ |= int(it.abs) << i
        codes.append(code)
    op_sel = 0
    # LLVM sets op_sel_hi bits of absent sources to 1 (and all bits by default, except mix)
    absent = 7 & ~p.mask
    op_sel_hi = 7 if p.hi_default else 0
    neg_hi = 0
    clamp = 0
    for it in mods:
        name = it.name.lower() if it.kind in ("named", "ident") else ""
        if it.kind == "named" and name in _LIST_MODS and name in p.mods and not (
                p.mix and name in ("neg_lo", "neg_hi")):
            v = _list_value(it, stmt, 3)
            if name == "op_sel":
                op_sel = v & (p.mask if p.nsrc < 3 else 7)
            elif name == "op_sel_hi":
                op_sel_hi = (v & p.mask) | absent
            elif name == "neg_lo":
                neg = v & p.mask
            else:
                neg_hi = v & p.mask
        elif it.kind == "ident" and name == "clamp" and "clamp" in p.mods:
            clamp = 1
        elif it.kind == "ident" and (name in _LIST_MODS or name == "clamp"):
            raise _err("invalid operand for instruction", it.col, stmt)
        elif name == "op_sel" and isa.column == "gfx940":
            raise _err("invalid op_sel operand", it.col, stmt)
        else:
            raise _err("not a valid operand.", it.col, stmt)
    if p.mix:
        neg_hi = abs_
    while len(codes) < 3:
        codes.append(0)
    w0 = (_prefix(isa)[1] << 23) | (opc << 16) | (clamp << 15) | (((op_sel_hi >> 2) & 1) << 14) | \
        (op_sel << 11) | (neg_hi << 8) | vdst
    w1 = (neg << 29) | ((op_sel_hi & 3) << 27) | (codes[2] << 18) | (codes[1] << 9) | codes[0]
    tail = lits[0][1].to_bytes(4, "little") if lits else b""
    return w0.to_bytes(4, "little") + w1.to_bytes(4, "little") + tail


@lru_cache(maxsize=1)
def _mai_rows_by_name() -> dict:
    out: dict = {}
    for r in all_rows():
        if r.encoding == "VOP3P_MAI":
            for n in (r.name, *r.aliases):
                out.setdefault(n, []).append(r)
    return out


def _fits_other_mode(mnemonic: str, row, ops) -> bool:
    """llvm-mc says "operands are not valid for this GPU or mode" when the operands fit the
    same mnemonic's form on another processor (gfx90a ``v_mfma_f32_32x32x4bf16`` with 64-bit
    A/B, gfx940's spelling of ``v_mfma_f32_32x32x4_2b_bf16``)."""
    counts = [it.reg.count if it.kind == "reg" else None for it in ops]

    def fits(r) -> bool:
        want = [int(t.split(":")[1].lstrip("av") or 1) for t in r.sig.split(",")]
        return all(c is None or c == w for c, w in zip(counts, want))

    return not fits(row) and any(
        fits(other) for other in _mai_rows_by_name().get(mnemonic, ()) if other is not row)


def _encode_mai(isa, p: _Plan, opc: int, stmt, ops, mods) -> bytes:
    gfx908 = not isa.target.has("gfx90a-insts")
    dst = _dst_code(isa, ops[0], p.dst, stmt, (AGPR,) if gfx908 else (VGPR, AGPR))
    acc_cd = int(dst.file == AGPR and not gfx908)
    codes, acc = [], 0
    for i, (it, s) in enumerate(zip(ops[1:], p.srcs)):
        if it.has_src_mods:
            raise _err("not a valid operand.", it.col, stmt)
        if i == 2 and not p.smfmac:
            if it.kind == "imm":
                code = None if it.lit else _imm_code(it, p.cd_type, isa.space)
                if gfx908 and code is not None:
                    raise _err("inline constants are not allowed for this operand", it.col,
                               stmt)
                if code is None:
                    raise _err("invalid operand for instruction", it.col, stmt)
                codes.append(code)
                continue
            if it.kind != "reg" or it.reg.file != dst.file or it.reg.count != s.count or \
                    not _aligned_ok(isa, it.reg):
                raise _err("invalid operand for instruction", it.col, stmt)
            codes.append(VGPR_BASE + it.reg.index)
            continue
        files = (VGPR,) if (i == 2) else (VGPR, AGPR)
        if it.kind != "reg" or it.reg.file not in files or it.reg.count != s.count or \
                it.reg.index + it.reg.count > 256 or not _aligned_ok(isa, it.reg):
            raise _err("invalid operand for instruction", it.col, stmt)
        if it.reg.file == AGPR:
            acc |= 1 << i
        codes.append(VGPR_BASE + it.reg.index)
    vals = {"cbsz": 0, "abid": 0, "blgp": 0}
    for it in mods:
        name = it.name.lower() if it.kind in ("named", "ident") else ""
        if name == "blgp" and p.neg_mai:
            raise _err("invalid modifier: blgp is not supported", it.col, stmt)
        if it.kind == "named" and name in _MAI_MODS and not (name == "blgp" and p.smfmac):
            v = it.value
            if not isinstance(v, int):
                raise _err("not a valid operand.", it.col, stmt)
            limit = 15 if name == "abid" else 7
            if not 0 <= v <= limit:
                if name == "blgp":
                    raise _err("invalid operand for instruction", it.col, stmt)
                raise _err(f"invalid {name} value.", it.col, stmt)
            vals[name] = v
        elif it.kind == "named" and name == "neg":
            if not p.neg_mai:
                if gfx908:
                    raise _err("operands are not valid for this GPU or mode", stmt.col, stmt)
                raise _err("invalid modifier: neg is not supported", it.col, stmt)
            vals["blgp"] = _list_value(it, stmt, 3)
        elif it.kind == "ident" and name == "clamp":   # LLVM 22's words: a known modifier
            raise _err("invalid operand for instruction", it.col, stmt)
        else:
            raise _err("not a valid operand.", it.col, stmt)
    w0 = (PREFIX[1] << 23) | (opc << 16) | (acc_cd << 15) | (vals["abid"] << 11) | \
        (vals["cbsz"] << 8) | dst.index
    w1 = (vals["blgp"] << 29) | (acc << 27) | (codes[2] << 18) | (codes[1] << 9) | codes[0]
    return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")


FORMAT = VOP3PFormat()
