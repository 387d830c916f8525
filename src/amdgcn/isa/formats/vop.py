"""VALU encodings VOP1, VOP2, VOPC, VOP3A and VOP3B: encode, decode, print (MI200 ISA 13.3).

Interface for the SDWA/DPP module ``amdgcn.isa.formats._vopx`` (agreed contract)
-------------------------------------------------------------------------------
Rows (``amdgcn.isa.tables.vop1/vop2/vopc/vop3``) have ``encoding`` ``"VOP1"``, ``"VOP2"``,
``"VOPC"`` (the 32-bit forms; their ``_e64`` form is the VOP3 encoding at the derived opcode
:func:`vop3_opcode`) or ``"VOP3A"``/``"VOP3B"`` (VOP3-only instructions).

``Row.sig`` is comma-separated ``name:type`` in LLVM's printed order of the ``_e32`` form (for
VOP3-only rows: of the only form). Names: ``vdst`` (VGPR dst), ``sdst`` (SGPR dst: VOP3B
carry-out, readlane, readfirstlane), ``src0`` ``vsrc1`` (VGPR-only src1 of VOP2/VOPC e32),
``src1`` ``src2``, ``vcc`` (an implicit VCC operand as LLVM prints it in the e32 form, e.g.
``v_add_co_u32_e32 v0, vcc, v1, v2`` is ``"vdst:u32, vcc:b64, src0:u32, vsrc1:u32"``,
``v_cndmask_b32_e32 v0, v1, v2, vcc`` is ``"vdst:b32, src0:b32, vsrc1:b32, vcc:b64"``), ``k``
(the literal K of madmk/madak/fmamk/fmaak). Types: ``b16 f16 i16 u16 b32 f32 i32 u32 b64
f64 i64 u64`` (bits + kind: ``f`` float, else integer); a ``v`` prefix (``vb32``) means VGPR
only, ``a``/``av`` prefix AGPR (only) / AGPR-or-VGPR (``v_accvgpr_*``).

``Row.extra`` keys: ``("sdwa", False)`` / ``("dpp", False)`` when LLVM has no SDWA / DPP
form of a VOP1/VOP2/VOPC row (default: available); ``("e64", False)`` when the row has no
VOP3 form (madmk/madak ...); ``("e64sig", "...")`` when the VOP3 form prints a different
operand list than the e32 sig (VOPC e64 ``sdst``, VOP3B carry ``sdst``, cndmask ``src2``).
``Row.flags``: ``reads_vcc writes_vcc reads_exec writes_exec`` (implicit), ``vop3_only``.

Dispatch. In :func:`decode`, a VOP1/VOP2/VOPC word whose src0 field is 0xF9 calls
``_vopx.decode_sdwa(isa, data, offset, address, row, enc)``; 0xFA (and 0xFB, DPP8 is not
GFX9) calls ``_vopx.decode_dpp(isa, data, offset, address, row, enc)``; ``enc`` is the
encoding name, ``row`` the row of that opcode. In :func:`encode`, a mnemonic ending in
``_sdwa`` / ``_dpp`` or a statement carrying an SDWA (``dst_sel dst_unused src0_sel
src1_sel``) or DPP (``quad_perm row_* wave_* row_mask bank_mask bound_ctrl fi``) modifier
goes to ``_vopx.encode_sdwa(isa, stmt, rows, ctx)`` / ``_vopx.encode_dpp(isa, stmt, rows,
ctx)``. The import is guarded: without ``_vopx`` those forms decode as errors.

Shared helpers _vopx may import: :func:`sig_of` (parsed operand plan of a row),
:class:`Opnd` (name, bits, kind, count, regclass), :func:`encode_src_op` /
:func:`print_src_op` (a 9-bit source per operand type, inline constants and literals as
LLVM 22 does them), :func:`print_vreg`, :data:`SDWA_MODS`, :data:`DPP_MODS`,
:func:`vop3_opcode`.
"""

from __future__ import annotations

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats._vop_operands import (
    RC_A,
    RC_AV,
    Opnd,
    encode_src_op,
    print_literal,
    print_src_op,
    print_vreg,
    reg_src_code,
    sig_of,
    with_mods,
)
from amdgcn.isa.instruction import Instruction, Row
from amdgcn.isa.registers import (
    AGPR,
    LITERAL,
    SPACES,
    SPECIAL,
    VGPR,
    VGPR_BASE,
    decode_scalar,
    reg_name,
)

try:  # the SDWA/DPP forms live in their own module (see the contract above)
    from amdgcn.isa.formats import _vopx
except ImportError:  # pragma: no cover - before _vopx exists
    _vopx = None

# Microcode formats (MI200 ISA 13.3):
#
#   VOP2   31 | 30:25 op | 24:17 vdst | 16:9 vsrc1 | 8:0 src0
#   VOP1   31:25 = 0x3F  | 24:17 vdst | 16:9 op    | 8:0 src0
#   VOPC   31:25 = 0x3E  | 24:17 op   | 16:9 vsrc1 | 8:0 src0
#   VOP3A  31:26 = 0x34 | 25:16 op | 15 clamp | 14:11 op_sel | 10:8 abs | 7:0 vdst
#          63:61 neg | 60:59 omod | 58:50 src2 | 49:41 src1 | 40:32 src0
#   VOP3B  31:26 = 0x34 | 25:16 op | 15 clamp | 14:8 sdst | 7:0 vdst   (second dword as VOP3A)
#   GFX6/GFX7 VOP3: 25:17 op, 11 clamp (VOP3A only), bits 16:12 reserved.
SDWA_MARKER, DPP_MARKER = 0xF9, 0xFA
SDWA_MODS = frozenset(("dst_sel", "dst_unused", "src0_sel", "src1_sel"))
DPP_MODS = frozenset(("quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol",
                      "wave_shr", "wave_ror", "row_mirror", "row_half_mirror", "row_bcast",
                      "row_newbcast", "row_share", "row_xmask", "row_mask", "bank_mask",
                      "bound_ctrl", "fi"))
_E32_ENCODINGS = ("VOP1", "VOP2", "VOPC")
OMOD_TEXT = ("", "mul:2", "mul:4", "div:2")
_OMOD = {("mul", 1): 0, ("mul", 2): 1, ("mul", 4): 2, ("div", 1): 0, ("div", 2): 3}
_SRC_NAMES = ("src0", "src1", "src2")
_CONST_BUS_LIMIT = 1   # MI200 ISA 6.1.2: one SGPR or literal per VALU instruction on GFX6-GFX9


def vop3_opcode(row: Row, column: str, gen: str) -> int | None:
    """The VOP3 opcode of a row's ``_e64`` form (MI200 ISA 13.3.3: VOPC at 0, VOP2 at 0x100,
    VOP1 at 0x140; GFX6/GFX7 VOP1 at 0x180), or None when the row has no e64 form."""
    code = row.opcode(column)
    if code is None:
        return None
    if row.encoding in ("VOP3A", "VOP3B"):
        return code
    if row.get("e64", True) is False:
        return None
    base = {"VOPC": 0, "VOP2": 0x100, "VOP1": 0x180 if gen in ("gfx6", "gfx7") else 0x140}
    return base[row.encoding] + code


def e64_sig(row: Row) -> str:
    """The operand signature of the VOP3 form of a row."""
    s = row.get("e64sig")
    if s is not None:
        return s
    if row.encoding in _E32_ENCODINGS:
        return row.sig.replace("vsrc1:", "src1:").replace("ssrc1:", "src1:")
    return row.sig


class _IsaInfo:
    """Per-target lookups built once: VOP3 opcode -> (row, form)."""

    def __init__(self, isa):
        gen = isa.target.gen
        self.old = gen in ("gfx6", "gfx7")
        self.gfx9 = gen == "gfx9"
        self.align2 = "gfx90a-insts" in isa.target.features
        self._plans: dict[int, _V3Plan | None] = {}
        self.vop3: dict[int, Row] = {}
        for (enc, code), rows in isa.by_op.items():
            if enc not in ("VOP1", "VOP2", "VOPC", "VOP3A", "VOP3B"):
                continue
            for row in rows:
                v3 = vop3_opcode(row, isa.column, gen)
                if v3 is not None:
                    self.vop3.setdefault(v3, row)


    def v3plan(self, code: int):
        """The (cached) :class:`_V3Plan` of VOP3 opcode ``code``, or None."""
        try:
            return self._plans[code]
        except KeyError:
            row = self.vop3.get(code)
            p = self._plans[code] = None if row is None else _V3Plan(row, self.old, self.gfx9)
            return p


_INFO: dict = {}


def _info(isa) -> _IsaInfo:
    inf = _INFO.get(isa.target.processor)
    if inf is None:
        inf = _INFO[isa.target.processor] = _IsaInfo(isa)
    return inf


def _suffix(row: Row) -> str:
    return "_e32" if row.get("e64", True) is not False and row.sig else ""


# ---------------------------------------------------------------------------------------------
# Decoding
# ---------------------------------------------------------------------------------------------

def _align_note(index: int, count: int, cls: str) -> str:
    """gfx90a: LLVM's comment on a misaligned register tuple (operands need even VGPRs)."""
    if count > 1 and index & 1:
        return f"/*Invalid register, operand has '{cls}_{32 * count}_Align2' register class*/"
    return ""


_SDST_CONST = Opnd("sdst", 32, "f", 1)
_INVALID_IMM = "/*Invalid immediate*/"
#: register class LLVM names when a VGPR-only / SGPR-only operand holds something else
_RC_NOTE = {"v": "VRegOrLds_32", "s": "SReg_32", "sr": "SReg_64"}


def _dst_text(code: int, op: Opnd, space, align2: bool = False) -> str:
    if op.name == "sdst":
        if _is_const(code):   # a constant where a register belongs
            return print_src_op(code, _SDST_CONST, space) + _INVALID_IMM
        if op.count > 1 and code < 128:
            code &= ~1
        r = decode_scalar(code, op.count, space)
        return reg_name(r) if r is not None else f"<invalid sdst {code}>"
    t = print_vreg(code, op.count, "a" if op.rc in (RC_A,) else "v")
    if align2 and op.count > 1:
        t += _align_note(code, op.count, "VReg")
    return t


def _src_text(code: int, op: Opnd, space, literal, align2: bool, vclass: str = "") -> str:
    """A 9-bit source as LLVM prints it: SGPR tuples aligned down, gfx90a VGPR notes,
    LLVM's comments on a constant or register of the wrong class.

    Raises:
        KeyError: for a reserved code (no operand: the encoding is invalid).
    """
    rc = op.rc
    if rc:
        if rc == "v" and code < VGPR_BASE:
            if _is_const(code):
                return print_src_op(code, op, space, literal) + _INVALID_IMM
            return print_src_op(code, op, space, literal) + \
                f"/*Invalid register, operand has '{vclass or _RC_NOTE['v']}' register class*/"
        if rc in ("s", "sr") and code >= VGPR_BASE:
            return print_src_op(code, op, space, literal) + \
                f"/*Invalid register, operand has '{_RC_NOTE[rc]}' register class*/"
        if rc == "sr" and _is_const(code):
            return print_src_op(code, op, space, literal) + _INVALID_IMM
    if op.count > 1:
        if code < 128:
            if code >= space.sgpr_count and code & 1 and not (
                    space.ttmp_first <= code < space.ttmp_first + space.ttmp_count):
                raise KeyError(code)   # the high half of a special pair
            code &= ~1 if op.count == 2 else ~3
        elif code >= VGPR_BASE and align2:
            return print_src_op(code, op, space, literal) + _align_note(
                code - VGPR_BASE, op.count, "VReg" if rc == "v" else "VS")
        elif code in (230, 231):
            return "src_flat_scratch_base_lo" if code == 230 else "src_flat_scratch_base_hi"
    t = print_src_op(code, op, space, literal)
    if t[0] == "<":
        raise KeyError(code)
    return t


def decode(isa, data: bytes, offset: int, address: int) -> Instruction:
    """Decode a VOP1/VOP2/VOPC/VOP3A/VOP3B instruction at ``data[offset:]``."""
    w0 = int.from_bytes(data[offset:offset + 4], "little")
    top = w0 >> 25
    if w0 >> 26 == 0x34:
        return _decode_vop3(isa, data, offset, address, w0)
    if top == 0x3F:
        enc, code, vdst, vsrc1 = "VOP1", (w0 >> 9) & 0xFF, (w0 >> 17) & 0xFF, 0
    elif top == 0x3E:
        enc, code, vdst, vsrc1 = "VOPC", (w0 >> 17) & 0xFF, 0, (w0 >> 9) & 0xFF
    else:
        enc, code, vdst, vsrc1 = "VOP2", (w0 >> 25) & 0x3F, (w0 >> 17) & 0xFF, (w0 >> 9) & 0xFF
    rows = isa.by_op.get((enc, code))
    if not rows:
        raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
    row = rows[0]
    src0 = w0 & 0x1FF
    if src0 in (SDWA_MARKER, DPP_MARKER) and row.sig:
        if _vopx is None:
            raise DecodeError("SDWA/DPP forms are not available", offset=offset, word=w0)
        if src0 == SDWA_MARKER:
            return _vopx.decode_sdwa(isa, data, offset, address, row, enc)
        return _vopx.decode_dpp(isa, data, offset, address, row, enc)
    plan = sig_of(row.sig)
    if not plan and w0 & 0x1FFFFFF & ~(0xFF << 9 if enc == "VOP1" else 0):
        raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
    space = isa.space
    need_lit = src0 == LITERAL or any(o.name == "k" for o in plan)
    literal = None
    size = 4
    if need_lit:
        if len(data) - offset < 8:
            raise DecodeError("truncated literal constant", offset=offset, word=w0)
        literal = int.from_bytes(data[offset + 4:offset + 8], "little")
        size = 8
    a90 = _info(isa).align2
    vclass = "VGPR_32" if row.name == "v_swap_b32" else ""
    ops = []
    for o in plan:
        n = o.name
        if n == "src0":
            try:
                ops.append(_src_text(src0, o, space, literal, a90, vclass))
            except KeyError:
                raise DecodeError("invalid instruction encoding", offset=offset,
                                  word=w0) from None
        elif n == "vsrc1":
            t = print_vreg(vsrc1, o.count, "a" if o.rc == RC_A else "v")
            if a90 and o.count > 1:
                t += _align_note(vsrc1, o.count, "VReg")
            ops.append(t)
        elif n == "ssrc1":
            ops.append(_src_text(vsrc1, o, space, literal, a90))
        elif n == "vcc":
            ops.append("vcc")
        elif n == "k":
            ops.append(f"0x{literal:x}")
        else:
            ops.append(_dst_text(vdst, o, space, a90))
    fields = {"op": code, "src0": src0}
    if enc != "VOPC":
        fields["vdst"] = vdst
    if enc != "VOP1":
        fields["vsrc1"] = vsrc1
    return Instruction(address, bytes(data[offset:offset + size]), enc, row.name,
                       row.name + _suffix(row), tuple(ops), (), fields, literal, row, "e32")


class _V3Plan:
    """What decoding one VOP3 opcode needs, computed once per target (see :class:`_IsaInfo`).

    ``zero_w0``/``zero_w1`` are the bits LLVM's encodings hold at 0 for this instruction
    (modifier bits of missing or integer sources, absent clamp/omod; unused source fields are
    ignored): an encoding with any of them set is not a valid instruction.
    """

    __slots__ = ("row", "plan", "vop3b", "nsrc", "zero_w0", "zero_w1", "mnemonic", "variant",
                 "mods", "clamp", "omod", "op_sel", "op_sel_n")

    def __init__(self, row: Row, old: bool, gfx9: bool):
        self.row = row
        self.plan = sig_of(e64_sig(row))
        names = [o.name for o in self.plan]
        self.vop3b = "vdst" in names and "sdst" in names
        srcs = [o for o in self.plan if o.name in _SRC_NAMES]
        self.nsrc = len(srcs)
        flags = row.flags
        self.mods = 0          # sources that print their modifiers (float ones)
        present = 0            # sources whose modifier bits exist in the encoding
        if "mods" in flags:
            present = (1 << self.nsrc) - 1
            for i, o in enumerate(srcs):
                if o.kind == "f":
                    self.mods |= 1 << i
        self.clamp = "clamp" in flags
        self.omod = "omod" in flags
        self.op_sel = "op_sel" in flags and gfx9
        self.op_sel_n = 3 if "op_sel4" in flags else self.nsrc
        zero_w1 = (~present & 7) << 29
        if not self.omod:
            zero_w1 |= 3 << 27
        zero_w0 = 0
        if not self.vop3b:
            zero_w0 |= (~present & 7) << 8
        if not self.clamp:
            zero_w0 |= 1 << (11 if old else 15)
        self.zero_w0, self.zero_w1 = zero_w0, zero_w1
        is32 = row.encoding in _E32_ENCODINGS
        self.mnemonic = row.name + ("_e64" if is32 and row.sig else "")
        self.variant = "e64" if is32 else ""


def _decode_vop3(isa, data, offset, address, w0) -> Instruction:
    inf = _info(isa)
    if len(data) - offset < 8:
        raise DecodeError("truncated instruction", offset=offset, word=w0)
    w1 = int.from_bytes(data[offset + 4:offset + 8], "little")
    if inf.old:
        code = (w0 >> 17) & 0x1FF
        clamp = (w0 >> 11) & 1
        op_sel = 0
    else:
        code = (w0 >> 16) & 0x3FF
        clamp = (w0 >> 15) & 1
        op_sel = (w0 >> 11) & 0xF
    p = inf.v3plan(code)
    if p is None or w0 & p.zero_w0 or w1 & p.zero_w1:
        raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
    vop3b = p.vop3b
    vdst = w0 & 0xFF
    abs_ = (w0 >> 8) & 7
    sdst = (w0 >> 8) & 0x7F
    if vop3b:
        abs_ = op_sel = 0
        if inf.old:
            clamp = 0
    srcs = (w1 & 0x1FF, (w1 >> 9) & 0x1FF, (w1 >> 18) & 0x1FF)
    omod = (w1 >> 27) & 3
    neg = (w1 >> 29) & 7
    space = isa.space
    a90 = inf.align2
    ops = []
    for o in p.plan:
        n = o.name
        if n in _SRC_NAMES:
            i = _SRC_NAMES.index(n)
            c = srcs[i]
            try:
                t = _src_text(c, o, space, None, a90)
            except KeyError:
                raise DecodeError("invalid instruction encoding", offset=offset,
                                  word=w0) from None
            if p.mods >> i & 1:
                t = with_mods(t, (neg >> i) & 1, (abs_ >> i) & 1, not _is_const(c))
            ops.append(t)
        elif n == "sdst":
            ops.append(_dst_text(sdst if vop3b else vdst, o, space))
        else:
            ops.append(_dst_text(vdst, o, space, a90))
    mods = []
    if op_sel and p.op_sel:
        bits = [(op_sel >> i) & 1 for i in range(p.op_sel_n)] + [(op_sel >> 3) & 1]
        mods.append("op_sel:[" + ",".join(str(b) for b in bits) + "]")
    if clamp:
        mods.append("clamp")
    if omod:
        mods.append(OMOD_TEXT[omod])
    fields = {"op": code, "vdst": vdst, "clamp": clamp, "src0": srcs[0], "src1": srcs[1],
              "src2": srcs[2], "omod": omod, "neg": neg}
    if vop3b:
        fields["sdst"] = sdst
    else:
        fields["abs"] = abs_
        fields["op_sel"] = op_sel
    row = p.row
    return Instruction(address, bytes(data[offset:offset + 8]), "VOP3B" if vop3b else "VOP3A",
                       row.name, p.mnemonic, tuple(ops), tuple(mods), fields, None, row,
                       p.variant)


# ---------------------------------------------------------------------------------------------
# Encoding
# ---------------------------------------------------------------------------------------------

class _Fail(Exception):
    """A form that does not fit; carries the AsmError LLVM would report for it."""

    def __init__(self, err: AsmError, rank: int = 1):
        super().__init__(err.message)
        self.err = err
        self.rank = rank


def _bad(item, msg: str = "invalid operand for instruction") -> _Fail:
    return _Fail(AsmError(msg, col=item.col))


def _is_const(code: int) -> bool:
    """An inline constant or the literal (LLVM prints ``neg(...)`` around them)."""
    return 128 <= code <= 208 or 240 <= code <= 248 or code == LITERAL


def _is_scalar_code(code: int) -> bool:
    """Whether a source code uses the constant bus (an SGPR, special register or literal)."""
    return code < 128 or code == LITERAL or 235 <= code <= 239 or 251 <= code <= 253


def _split_items(stmt):
    ops, mods = [], []
    for it in stmt.items:
        if it.kind in ("named", "ident") and not (it.kind == "ident" and it.has_src_mods):
            name = (it.name or it.text).lower()
            if it.kind == "ident" and name not in ("clamp",) and name not in DPP_MODS:
                ops.append(it)
                continue
            mods.append(it)
        else:
            ops.append(it)
    return ops, mods


def _vreg(item, o: Opnd, isa) -> int:
    if item.kind != "reg" or item.has_src_mods:
        raise _bad(item)
    r = item.reg
    want = AGPR if o.rc == RC_A else VGPR
    if (r.file != want and not (o.rc == RC_AV and r.file in (AGPR, VGPR))) or \
            r.count != o.count or r.index + r.count > 256:
        raise _bad(item)
    if r.count > 1 and r.index % 2 and "gfx90a-insts" in isa.target.features:
        raise _bad(item, "invalid register alignment")
    return r.index


def _sreg(item, o: Opnd, isa) -> int:
    if item.kind != "reg" or item.has_src_mods or item.reg.file in (VGPR, AGPR):
        raise _bad(item)
    code = reg_src_code(item.reg, Opnd("sdst", o.bits, "i", o.count, "s"), isa.space)
    if code is None or code >= 128 or code == 125 and False:
        raise _bad(item)
    return code


def _src(item, o: Opnd, isa, ctx, lits: list, allow_literal: bool, index: int) -> int:
    if item.kind == "expr":
        if not allow_literal or o.rc:
            raise _bad(item, "literal operands are not supported" if not allow_literal
                       else "invalid operand for instruction")
        value = None
        if ctx is not None and ctx.resolve is not None:
            try:
                value = item.expr.evaluate(ctx.resolve)
            except KeyError:
                value = None
        if value is None:
            ctx.fixups.append((4, "FK_Data_4", item.expr, index))
            value = 0
        lits.append(value & 0xFFFFFFFF)
        return LITERAL
    if item.kind == "reg" and item.reg.file == SPECIAL:
        _check_special(item, o, isa, index)
    try:
        code, lit = encode_src_op(item, o, isa.space, allow_literal=allow_literal)
    except AsmError as e:
        raise _Fail(e) from None
    if item.kind == "reg" and item.reg.file == VGPR and item.reg.count > 1 and \
            item.reg.index % 2 and "gfx90a-insts" in isa.target.features:
        raise _bad(item, "invalid register alignment")
    if lit is not None:
        if lits and lits[0] != lit:
            raise _bad(item, "only one unique literal operand is allowed")
        lits.append(lit)
    return code


_SRC_GFX9_ONLY = range(235, 240)   # src_shared_base .. src_pops_exiting_wave_id


def _check_special(item, o: Opnd, isa, index: int) -> None:
    """LLVM's checks of LDS_DIRECT and of the GFX9 aperture registers as sources."""
    code = item.reg.index
    if code in _SRC_GFX9_ONLY and isa.target.gen != "gfx9":
        raise _bad(item, f"{item.reg.name} register not available on this GPU")
    if code == 254:
        if "gfx90a-insts" in isa.target.features:
            raise _bad(item, "lds_direct is not supported on this GPU")
        if o.count > 1:
            raise _bad(item)
        if index != 0:
            raise _bad(item, "lds_direct may be used as src0 only")
        if _ROW_CTX.get("rev"):
            raise _bad(item, "lds_direct cannot be used with this instruction")


_ROW_CTX: dict = {}
_ANY_SPACE = SPACES["gfx9"]


def _check_bus(items_codes, implicit: tuple = ()) -> None:
    seen = {(c, 1 if c == 124 else 2) for c in implicit}   # M0, or the VCC pair
    for item, code in items_codes:
        if not _is_scalar_code(code):
            continue
        # LLVM counts registers, not codes: s0 and s[0:1] are two reads
        key = (code, item.reg.count if item.kind == "reg" else 1)
        if key in seen:
            continue
        seen.add(key)
        if len(seen) > _CONST_BUS_LIMIT:
            raise _bad(item, "invalid operand (violates constant bus restrictions)")


def _fold_mods(item, o: Opnd):
    """An e32 form has no modifier bits: LLVM applies ``neg``/``abs`` of a float operand to
    the immediate's bit pattern instead (``neg(1)`` is ``0x80000001``)."""
    from dataclasses import replace as _replace   # Item is a plain dataclass
    from amdgcn.isa.formats._vop_operands import imm_code
    if imm_code(item.value, item.is_float, o, _ANY_SPACE) is None:
        raise _bad(item)   # not an e32 operand even before the modifiers
    bits = o.bits
    if item.is_float:
        import struct
        fmt = {16: "<e", 32: "<f", 64: "<d"}[bits]
        try:
            pat = int.from_bytes(struct.pack(fmt, item.value), "little")
        except OverflowError:
            raise _bad(item) from None
    else:
        pat = int(item.value) & ((1 << bits) - 1)
    sign = 1 << (bits - 1)
    if item.abs:
        pat &= ~sign
    if item.neg:
        pat ^= sign
    return _replace(item, value=pat, is_float=False, neg=False, abs=False)


def _implicit_bus(row: Row, e32: bool) -> tuple:
    """Implicit constant-bus reads: VCC of a VOP2 carry-in/cndmask (explicit in VOP3) or of
    v_div_fmas, and M0 of the v_movrel* moves."""
    out = ()
    if "reads_vcc" in row.flags and (e32 or row.encoding in ("VOP3A", "VOP3B")):
        out += (106,)
    if "reads_m0" in row.flags:
        out += (124,)
    return out


def _encode_e32(isa, row: Row, ops, mods, ctx) -> bytes:
    plan = sig_of(row.sig)
    _ROW_CTX["rev"] = "rev_" in row.name
    if mods:
        raise _bad(mods[0])
    if len(ops) < len(plan):
        raise _Fail(AsmError("too few operands for instruction", col=0), 0)
    if len(ops) > len(plan):
        raise _bad(ops[len(plan)])
    vdst = vsrc1 = 0
    src0 = 0
    lits: list = []
    bus = []
    for o, it in zip(plan, ops):
        n = o.name
        if it.has_src_mods and n != "k":
            if n != "src0" or it.kind != "imm" or o.kind != "f" or it.sext:
                raise _bad(it)
            it = _fold_mods(it, o)
        if n == "vdst":
            vdst = _vreg(it, o, isa)
        elif n == "sdst":
            vdst = _sreg(it, o, isa)
        elif n == "vcc":
            if it.kind != "reg" or it.reg.file != SPECIAL or it.reg.name != "vcc":
                raise _bad(it)
        elif n == "src0":
            src0 = _src(it, o, isa, ctx, lits, True, 0)
            bus.append((it, src0))
        elif n == "vsrc1":
            vsrc1 = _vreg(it, o, isa)
        elif n == "ssrc1":
            c = _src(it, o, isa, ctx, lits, False, 1)
            if c >= 256:
                raise _bad(it)
            bus.append((it, c))
            vsrc1 = c & 0xFF
        elif n == "k":
            if it.kind == "imm":
                from amdgcn.isa.formats._vop_operands import imm_code
                r = imm_code(it.value, it.is_float, o, isa.space, force_lit=True)
                if r is None:
                    raise _bad(it)
                lits.append(r[1])
            else:
                _src(it, o, isa, ctx, lits, True, 1)
            bus.append((it, LITERAL))
    implicit = _implicit_bus(row, True)
    _check_bus(bus, implicit)
    code = row.opcode(isa.column)
    enc = row.encoding
    if enc == "VOP2":
        w = (code << 25) | (vdst << 17) | (vsrc1 << 9) | src0
    elif enc == "VOP1":
        w = (0x3F << 25) | (vdst << 17) | (code << 9) | src0
    else:
        w = (0x3E << 25) | (code << 17) | (vsrc1 << 9) | src0
    out = w.to_bytes(4, "little")
    if lits:
        out += (lits[0] & 0xFFFFFFFF).to_bytes(4, "little")
    return out


def _int_op(plan) -> bool:
    """An integer result (GFX6/GFX7 have no integer clamping; LLVM's IntClamp)."""
    d = next((o for o in plan if o.name == "vdst"), None)
    return d is not None and d.kind == "i"


def _encode_e64(isa, row: Row, ops, mods, ctx) -> bytes:
    inf = _info(isa)
    plan = sig_of(e64_sig(row))
    _ROW_CTX["rev"] = "rev_" in row.name
    if len(ops) < len(plan):
        raise _Fail(AsmError("too few operands for instruction", col=0), 0)
    if len(ops) > len(plan):
        raise _bad(ops[len(plan)])
    vop3b = any(o.name == "vdst" for o in plan) and any(o.name == "sdst" for o in plan)
    flags = row.flags
    vdst = sdst = 0
    srcs = [0, 0, 0]
    neg = abs_ = 0
    lits: list = []
    bus = []
    nsrc = 0
    for o, it in zip(plan, ops):
        n = o.name
        if n in _SRC_NAMES:
            i = _SRC_NAMES.index(n)
            if it.has_src_mods:
                if "mods" not in flags or it.sext:
                    raise _bad(it, "not a valid operand." if it.text.lower().startswith(
                        ("neg(", "abs(")) else "invalid operand for instruction")
                neg |= int(it.neg) << i
                abs_ |= int(it.abs) << i
            srcs[i] = _src(it, o, isa, ctx, lits, False, i)
            bus.append((it, srcs[i]))
            nsrc += 1
        elif it.has_src_mods:
            raise _bad(it)
        elif n == "vdst":
            vdst = _vreg(it, o, isa)
        elif n == "sdst":
            if vop3b:
                sdst = _sreg(it, o, isa)
            else:
                vdst = _sreg(it, o, isa)
    clamp = omod = op_sel = 0
    for m in mods:
        name = (m.name or m.text).lower()
        if name == "clamp" and m.kind == "ident" and "clamp" in flags:
            if inf.old and _int_op(plan):
                raise _bad(m, "integer clamping is not supported on this GPU")
            clamp = 1
        elif name in ("mul", "div") and m.kind == "named" and "omod" in flags \
                and (name, m.value) in _OMOD:
            v = _OMOD[(name, m.value)]
            omod = v
        elif name == "op_sel" and m.kind == "named" and "op_sel" in flags and inf.gfx9:
            vals = m.value
            n = 4 if "op_sel4" in flags else nsrc + 1
            if not isinstance(vals, list) or len(vals) != n or \
                    any(v not in (0, 1) for v in vals):
                raise _bad(m)
            for i, v in enumerate(vals[:-1]):
                op_sel |= v << i
            op_sel |= vals[-1] << 3
        else:
            raise _bad(m)
    implicit = _implicit_bus(row, False)
    _check_bus(bus, implicit)
    code = vop3_opcode(row, isa.column, isa.target.gen)
    if inf.old:
        w0 = (0x34 << 26) | (code << 17) | vdst
        w0 |= (sdst << 8) if vop3b else (clamp << 11) | (abs_ << 8)
    else:
        w0 = (0x34 << 26) | (code << 16) | (clamp << 15) | vdst
        w0 |= (sdst << 8) if vop3b else (op_sel << 11) | (abs_ << 8)
    w1 = srcs[0] | (srcs[1] << 9) | (srcs[2] << 18) | (omod << 27) | (neg << 29)
    return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")


def encode(isa, stmt, rows, ctx) -> bytes:
    """Encode a VALU statement, choosing ``_e32`` or ``_e64`` as LLVM does."""
    m = stmt.mnemonic.lower()
    variant = ""
    for suf in ("_e32", "_e64", "_sdwa", "_dpp"):
        if m.endswith(suf) and m[: -len(suf)] in isa.by_name:
            variant = suf[1:]
            break
    ops, mods = _split_items(stmt)
    modnames = {(it.name or it.text).lower() for it in mods}
    if variant in ("sdwa", "dpp") or modnames & (SDWA_MODS | DPP_MODS):
        if _vopx is None:
            raise AsmError("invalid operand for instruction", col=stmt.col)
        want_sdwa = variant == "sdwa" or (variant != "dpp" and modnames & SDWA_MODS)
        if want_sdwa:
            return _vopx.encode_sdwa(isa, stmt, rows, ctx)
        return _vopx.encode_dpp(isa, stmt, rows, ctx)
    fails: list[_Fail] = []
    for row in rows:
        if row.encoding in _E32_ENCODINGS:
            forms = []
            if variant in ("", "e32"):
                forms.append(_encode_e32)
            if variant in ("", "e64") and row.get("e64", True) is not False:
                forms.append(_encode_e64)
            if not forms:
                fails.append(_Fail(AsmError("e64 variant of this instruction is not supported",
                                            col=stmt.col)))
        else:
            if variant == "e32":
                fails.append(_Fail(AsmError("e32 variant of this instruction is not supported",
                                            col=stmt.col)))
                continue
            forms = [_encode_e64]
        for f in forms:
            try:
                return f(isa, row, ops, mods, ctx)
            except _Fail as e:
                fails.append(e)
    if not fails:
        raise AsmError("invalid instruction", col=stmt.col)
    best = max(fails, key=lambda f: f.rank) if len(fails) > 1 else fails[0]
    if len(fails) > 1:
        best = fails[-1] if fails[-1].rank >= fails[0].rank else fails[0]
    err = best.err
    if err.col == 0:
        err = AsmError(err.message, col=stmt.col)
    raise AsmError(err.message, col=err.col, source_line=stmt.line)


class _VopFormat:
    """The VALU format object (:mod:`amdgcn.isa.core` contract)."""

    name = "VOP"
    encodings = ("VOP1", "VOP2", "VOPC", "VOP3A", "VOP3B")

    @staticmethod
    def prefixes(isa):
        # VOP2 is any word with bit 31 clear; the longer prefixes of VOP1/VOPC/VOP3 win
        return [(1, 0), (7, 0x3F), (7, 0x3E), (6, 0x34)]

    decode = staticmethod(decode)
    encode = staticmethod(encode)


FORMAT = _VopFormat()

__all__ = ["DPP_MODS", "FORMAT", "OMOD_TEXT", "SDWA_MODS", "Opnd", "decode", "e64_sig",
           "encode", "encode_src_op", "print_literal", "print_src_op", "print_vreg", "sig_of",
           "vop3_opcode", "with_mods"]
