"""VALU encodings VOP1, VOP2, VOPC, VOP3A and VOP3B: decode, print, the format (MI200 ISA 13.3).

The module is the format object and the decoder; encoding is in
:mod:`amdgcn.isa.formats._vop_encode`, operand types and source operands in
:mod:`amdgcn.isa.formats._vop_operands`, per-target plans in :mod:`amdgcn.isa.formats._vop_common`.

Microcode formats (MI200 ISA 13.3)::

    VOP2   31 | 30:25 op | 24:17 vdst | 16:9 vsrc1 | 8:0 src0       (op 62/63 = VOPC/VOP1)
    VOP1   31:25 = 0x3F  | 24:17 vdst | 16:9 op    | 8:0 src0
    VOPC   31:25 = 0x3E  | 24:17 op   | 16:9 vsrc1 | 8:0 src0
    VOP3A  31:26 = 0x34 | 25:16 op | 15 clamp | 14:11 op_sel | 10:8 abs | 7:0 vdst
           63:61 neg | 60:59 omod | 58:50 src2 | 49:41 src1 | 40:32 src0
    VOP3B  31:26 = 0x34 | 25:16 op | 15 clamp | 14:8 sdst | 7:0 vdst   (second dword as VOP3A)
    GFX6/GFX7 VOP3: 25:17 op, 11 clamp (VOP3A only), 16:12 reserved.

A literal constant (src0 = 255; K of madmk/madak) follows the 32-bit forms; GFX6-GFX9 VOP3
has none ("literal operands are not supported").

Interface for the SDWA/DPP module ``amdgcn.isa.formats._vopx`` (agreed contract)
-------------------------------------------------------------------------------
Rows (``amdgcn.isa.tables.vop1/vop2/vopc/vop3``) have ``encoding`` ``"VOP1"``, ``"VOP2"``,
``"VOPC"`` (the 32-bit forms; their ``_e64`` form is the VOP3 encoding at the derived opcode
:func:`vop3_opcode`) or ``"VOP3A"``/``"VOP3B"`` (VOP3-only instructions).

``Row.sig`` is comma-separated ``name:type`` in LLVM's printed order of the ``_e32`` form (for
VOP3-only rows: of the only form). Names: ``vdst`` (VGPR dst), ``sdst`` (SGPR dst: VOP3B
carry-out, VOPC e64 result, readlane, readfirstlane), ``src0`` ``vsrc1`` (VGPR-only src1 of
VOP2/VOPC e32), ``ssrc1`` (an SGPR/constant in the VSRC1 field: GFX6/7 readlane/writelane),
``src1`` ``src2``, ``vcc`` (an implicit VCC operand as LLVM prints it in the e32 form, e.g.
``v_add_co_u32_e32 v0, vcc, v1, v2`` is ``"vdst:u32, vcc:b64, src0:u32, vsrc1:u32"``,
``v_cndmask_b32_e32 v0, v1, v2, vcc`` is ``"vdst:b32, src0:f32, vsrc1:f32, vcc:b64"``), ``k``
(the literal K of madmk/madak/fmamk/fmaak). Types: ``b16 f16 i16 u16 b32 f32 i32 u32 b64
f64 i64 u64 b128`` (bits + kind: ``f`` float, else integer); a prefix restricts the register
class: ``v`` VGPR only (``vb32``), ``s`` SGPR or constant, ``sr`` SGPR register only, ``a``
AGPR only, ``av`` AGPR or VGPR.

``Row.extra`` keys: ``("sdwa", False)`` / ``("dpp", False)`` when LLVM has no SDWA / DPP
form of a VOP1/VOP2/VOPC row, or a tuple of the columns that have it (default: all);
``("e64", False)`` when the row has no VOP3 form (madmk/madak ...); ``("e64sig", "...")``
when the VOP3 form prints another operand list than the e32 sig with ``vsrc1`` read as
``src1`` (VOPC e64 ``sdst``, VOP3B carry ``sdst``, cndmask ``src2``); ``("e64_aliases",
(...))``: aliases that select the VOP3 form only (GFX6/7 ``v_add_co_u32``).
``Row.flags``: implicit ``reads_vcc writes_vcc writes_exec reads_m0``; VOP3 modifiers the
row takes: ``mods`` (neg/abs; printed on float sources), ``clamp``, ``omod``, ``op_sel``
(GFX9), ``op_sel4`` (op_sel prints four bits whatever the source count).

Dispatch. In :func:`decode`, a VOP1/VOP2/VOPC word whose src0 field is 0xF9 calls
``_vopx.decode_sdwa(isa, data, offset, address, row, enc)``; 0xFA calls
``_vopx.decode_dpp(isa, data, offset, address, row, enc)``; ``enc`` is the encoding name,
``row`` the row of that opcode. In :func:`encode`, a mnemonic ending in ``_sdwa`` / ``_dpp``
or a statement carrying an SDWA (``dst_sel dst_unused src0_sel src1_sel``) or DPP
(``quad_perm row_* wave_* row_mask bank_mask bound_ctrl fi``) modifier goes to
``_vopx.encode_sdwa(isa, stmt, rows, ctx)`` / ``_vopx.encode_dpp(isa, stmt, rows, ctx)``.
The import is guarded: without ``_vopx`` those forms are errors.

Shared helpers _vopx may import: :func:`sig_of` (parsed operand plan of a row),
:class:`Opnd` (name, bits, kind, count, rc), :func:`encode_src_op` / :func:`print_src_op`
(a 9-bit source per operand type, inline constants and literals as LLVM 22 does them),
:func:`print_vreg`, :data:`SDWA_MODS`, :data:`DPP_MODS`, :func:`vop3_opcode`.

Example:
    >>> from amdgcn.isa.core import isa_for
    >>> isa_for("gfx90a").decode(bytes.fromhex("0000fdd101050904")).text
    'v_lshl_add_u32 v0, v1, 2, v2'
"""

from __future__ import annotations

from amdgcn.errors import DecodeError
from amdgcn.isa.formats._vop_common import (
    _CONST_PAIR_OK,
    _FLAT_SCRATCH_BASE_LO,
    _NULL,
    _PAIR_SPECIALS,
    _SRC_NAMES,
    DPP_MARKER,
    DPP_MODS,
    OMOD_TEXT,
    SDWA_MARKER,
    SDWA_MODS,
    _info,
    _is_const,
    _suffix,
    _vclass,
    e64_sig,
    vop3_opcode,
)
from amdgcn.isa.formats import _dpp_rdna
from amdgcn.isa.formats._vop_encode import encode
from amdgcn.isa.formats._vop_operands import (
    RC_A,
    Opnd,
    encode_src_op,
    print_half,
    print_literal,
    print_src_op,
    print_vreg,
    sig_of,
    with_mods,
)
from amdgcn.isa.instruction import Instruction
from amdgcn.isa.tables.rdna_valu import NO_E64
from amdgcn.isa.tables.rdna_valu11 import NO_E64 as NO_E64_GFX11
from amdgcn.isa.registers import (
    INLINE_FLOAT_TEXT,
    LITERAL,
    VGPR_BASE,
    decode_scalar,
    is_inline_value,
    reg_name,
)

from amdgcn.isa.formats import _dpp11

try:  # the SDWA/DPP forms live in their own module (see the contract above)
    from amdgcn.isa.formats import _vopx
except ImportError:  # pragma: no cover - before _vopx exists
    _vopx = None


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



def _null(space) -> int:
    """The code of ``null`` (GFX11 swapped M0 and null: 124)."""
    return 124 if space.gen == "gfx11" else _NULL


def _dst_text(code: int, op: Opnd, space, align2: bool = False, vop3b: bool = False,
              literal: int | None = None) -> str:
    """A destination; ``KeyError`` when LLVM has no operand for the code (invalid): a scalar
    pair is an SGPR/TTMP pair (an odd SGPR aligns down), a special pair or null."""
    if op.name == "sdst":
        if _is_const(code):   # a constant where a register belongs
            return print_src_op(code, _SDST_CONST, space, literal) + _INVALID_IMM
        if op.count > 1:
            if code < space.sgpr_count or (
                    space.ttmp_first <= code < space.ttmp_first + space.ttmp_count):
                code &= ~1
            elif code not in _PAIR_SPECIALS and code != _null(space) and (
                    code not in _CONST_PAIR_OK or code == _NULL):
                raise KeyError(code)    # _NULL: null on GFX10, m0 on GFX11
            if code == _null(space):
                return "null"
            if code == _FLAT_SCRATCH_BASE_LO:
                return "src_flat_scratch_base_lo"
        r = decode_scalar(code, op.count, space)
        if r is None:
            raise KeyError(code)
        return reg_name(r)
    t = print_vreg(code, op.count, "a" if op.rc in (RC_A,) else "v")
    if align2 and op.count > 1:
        t += _align_note(code, op.count, "VReg")
    return t


_LANE_READS = frozenset(("v_readlane_b32", "v_readfirstlane_b32"))
_SRC_LDS_DIRECT = 254


def _lane_read_note(row, op: Opnd, code: int, space) -> str:
    """LLVM's note on m0 or src_lds_direct as the SDST of v_readlane_b32/v_readfirstlane_b32
    (class SReg_32_XM0; LLVM 22, every generation)."""
    if row.name not in _LANE_READS or op.name != "sdst" or op.count != 1:
        return ""
    if code == _SRC_LDS_DIRECT or space.special.get(code) == "m0":
        return "/*Invalid register, operand has 'SReg_32_XM0' register class*/"
    return ""


def _src_text(code: int, op: Opnd, space, literal, align2: bool, vclass: str = "") -> str:
    """A 9-bit source as LLVM prints it: SGPR tuples aligned down, gfx90a VGPR notes,
    LLVM's comments on a constant or register of the wrong class.

    Raises:
        KeyError: for a reserved code (no operand: the encoding is invalid).
    """
    rc = op.rc
    if rc:
        if 208 < code < 240 and code not in space.special or code in (249, 250):
            raise KeyError(code)   # reserved
        if is_inline_value(code, space) or code == 254 and rc == "v" and \
                space.gen != "gfx11" and not vclass:
            # src_vccz/execz/scc, apertures, null print bare; so does lds_direct where the
            # class is VRegOrLds_32 (readlane/readfirstlane), not VGPR_32 (v_movrels*)
            pass
        elif rc == "a" and code < VGPR_BASE:
            if _is_const(code):
                return print_src_op(code, op, space, literal) + _INVALID_IMM
            return print_src_op(code, op, space, literal) + \
                "/*Invalid register, operand has 'AGPR_32' register class*/"
        elif rc == "v" and code < VGPR_BASE:
            if _is_const(code):     # a float constant prints as a float here (v_swap_b16)
                return (INLINE_FLOAT_TEXT.get(code) or print_src_op(code, op, space, literal)) \
                    + _INVALID_IMM
            if op.count > 1:
                vclass = f"VReg_{32 * op.count}" + ("_Align2" if align2 else "")
            elif op.t16:
                vclass = "VGPR_16_Lo128"     # GFX11 e32: v0-v127 halves
            return print_src_op(code, op, space, literal) + \
                f"/*Invalid register, operand has '{vclass or _RC_NOTE['v']}' register class*/"
        elif rc == "s" and code >= VGPR_BASE:
            # the one scalar-only src0, v_writelane_b32's, takes LDS_DIRECT too on GFX10+
            cls = "SRegOrLds_32" if op.name == "src0" and space.gen in ("gfx10", "gfx11") \
                else _RC_NOTE[rc]
            return print_src_op(code, op, space, literal) + \
                f"/*Invalid register, operand has '{cls}' register class*/"
        elif rc == "sr" and _is_const(code):
            return print_src_op(code, op, space, literal) + _INVALID_IMM
    if op.count > 1:
        if code < 128:
            if code < space.sgpr_count or (
                    space.ttmp_first <= code < space.ttmp_first + space.ttmp_count):
                code &= ~1 if op.count == 2 else ~3
            elif code == _null(space):
                return "null"
            elif code not in _PAIR_SPECIALS or code not in space.special:
                raise KeyError(code)   # M0, a high half: no 64-bit operand there
        elif code >= VGPR_BASE and align2:
            return print_src_op(code, op, space, literal) + _align_note(
                code - VGPR_BASE, op.count, "VReg" if rc == "v" else "VS")
        elif code == _FLAT_SCRATCH_BASE_LO:
            return "src_flat_scratch_base_lo"
        elif code < VGPR_BASE and not _is_const(code) and code not in _CONST_PAIR_OK:
            raise KeyError(code)
    t = print_src_op(code, op, space, literal)
    if t[0] == "<":
        raise KeyError(code)
    return t


def _src_memo(inf, code: int, o: Opnd, space, literal, a90: bool, vclass: str = "") -> str:
    """:func:`_src_text`, remembered per target for codes other than the literal's (the text
    is a function of the code, the operand and the register class then)."""
    if code == LITERAL:
        return _src_text(code, o, space, literal, a90, vclass)
    key = (code, id(o), vclass)
    got = inf.texts.get(key)
    if got is None:
        try:
            text = _src_text(code, o, space, None, a90, vclass)
        except KeyError:
            text = None
        got = inf.texts[key] = (text, o)    # o kept alive: its id names no other operand
    if got[0] is None:
        raise KeyError(code)
    return got[0]


def _dst_memo(inf, code: int, o: Opnd, space, a90: bool, vop3b: bool = False,
              literal: int | None = None) -> str:
    """:func:`_dst_text`, remembered per target like :func:`_src_memo`."""
    if code == LITERAL:
        return _dst_text(code, o, space, a90, vop3b, literal)
    key = (code, id(o), vop3b, "dst")
    got = inf.texts.get(key)
    if got is None:
        try:
            text = _dst_text(code, o, space, a90, vop3b, None)
        except KeyError:
            text = None
        got = inf.texts[key] = (text, o)
    if got[0] is None:
        raise KeyError(code)
    return got[0]


def _e32_static(inf, row) -> tuple:
    """What decoding a row's 32-bit form needs that depends on the row only: its plan,
    whether it has a K literal, its VGPR class, its mnemonic."""
    got = inf.e32_static.get(id(row))
    if got is None:
        plan = inf.e32_plan(row)
        suffix = "" if inf.rdna and row.name in (NO_E64_GFX11 if inf.t16 else NO_E64) \
            else _suffix(row)
        got = inf.e32_static[id(row)] = (plan, any(o.name == "k" for o in plan), _vclass(row),
                                         row.name + suffix)
    return got


def decode(isa, data: bytes, offset: int, address: int) -> Instruction:
    """Decode a VOP1/VOP2/VOPC/VOP3A/VOP3B instruction at ``data[offset:]``."""
    w0 = int.from_bytes(data[offset:offset + 4], "little")
    top = w0 >> 25
    inf = _info(isa)
    if w0 >> 26 == inf.vop3_prefix:
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
    if inf.t16 and src0 in _dpp11.MARKERS and row.sig:   # GFX11 DPP16/DPP8
        fields = {"op": code, "vdst": vdst, "vsrc1": vsrc1}
        return _dpp11.decode_e32(isa, data, offset, address, row, enc, inf.e32_plan(row),
                                 fields)
    if src0 in _dpp_rdna.MARKERS and isa.target.gen == "gfx10":
        return _dpp_rdna.decode(isa, data, offset, address, row, enc)   # DPP16 / DPP8
    if src0 in (SDWA_MARKER, DPP_MARKER) and row.sig:
        if _vopx is None or inf.rdna and (src0 == DPP_MARKER or isa.target.gen != "gfx10"):
            # GFX10 DPP16/DPP8 and GFX11's forms: not in the database yet
            raise DecodeError("SDWA/DPP forms are not available", offset=offset, word=w0)
        if _vopx is None:
            raise DecodeError("SDWA/DPP forms are not available", offset=offset, word=w0)
        if src0 == SDWA_MARKER:
            return _vopx.decode_sdwa(isa, data, offset, address, row, enc)
        return _vopx.decode_dpp(isa, data, offset, address, row, enc)
    if src0 == DPP_MARKER and not row.sig and enc == "VOP1" and not vdst and \
            isa.target.gen in ("gfx8", "gfx9") and _vopx is not None and \
            len(data) - offset >= 8 and not data[offset + 4] and not data[offset + 6] & 0xF0:
        # v_nop with a DPP word: LLVM decodes it whole when the word's src0 and its
        # neg/abs bits are zero (else v_nop alone, as for SDWA)
        return _vopx.decode_dpp(isa, data, offset, address, row, enc)
    plan, has_k, vclass, mnemonic = _e32_static(inf, row)
    if not plan and (vdst or enc == "VOP2" and w0 & 0x1FFFF):
        # v_nop, v_clrexcp: LLVM ignores src0 but not VDST; v_illegal is the zero word
        raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
    space = isa.space
    need_lit = src0 == LITERAL or has_k
    literal = None
    size = 4
    if need_lit:
        if len(data) - offset < 8:
            raise DecodeError("truncated literal constant", offset=offset, word=w0)
        literal = int.from_bytes(data[offset + 4:offset + 8], "little")
        size = 8
    a90 = inf.align2
    ops = []
    for o in plan:
        n = o.name
        if o.t16 and (n != "src0" or src0 >= VGPR_BASE):   # GFX11: bit 7 picks the half
            f = {"src0": src0 - VGPR_BASE, "vsrc1": vsrc1}.get(n, vdst)
            ops.append(print_half(f & 0x7F, f >> 7))
        elif n == "src0":
            try:
                ops.append(_src_memo(inf, src0, o, space, literal, a90, vclass))
            except KeyError:
                raise DecodeError("invalid instruction encoding", offset=offset,
                                  word=w0) from None
        elif n == "vsrc1":
            t = print_vreg(vsrc1, o.count, "a" if o.rc == RC_A else "v")
            if a90 and o.count > 1:
                t += _align_note(vsrc1, o.count, "VReg")
            ops.append(t)
        elif n == "ssrc1":
            ops.append(_src_memo(inf, vsrc1, o, space, literal, a90))
        elif n == "vcc":
            ops.append("vcc" if o.bits == 64 else "vcc_lo")
        elif n == "k":
            ops.append(f"0x{literal:x}")
        else:
            try:
                ops.append(_dst_memo(inf, vdst, o, space, a90) +
                           _lane_read_note(row, o, vdst, space))
            except KeyError:
                raise DecodeError("invalid instruction encoding", offset=offset,
                                  word=w0) from None
    fields = {"op": code, "src0": src0}
    if enc != "VOPC":
        fields["vdst"] = vdst
    if enc != "VOP1":
        fields["vsrc1"] = vsrc1
    return Instruction(address, bytes(data[offset:offset + size]), enc, row.name,
                       mnemonic, tuple(ops), (), fields, literal, row, "e32")


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
    if p is None or w0 & p.zero_w0 or w1 & p.zero_w1 or not p.plan and w0 & 0xFF:
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
    literal = None
    size = 8
    dpp = None
    if inf.t16 and srcs[0] in _dpp11.MARKERS and p.nsrc:    # GFX11 VOP3 DPP16/DPP8
        if len(data) - offset < 12 or not _dpp11.has_dpp(p.row, True):
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        word = int.from_bytes(data[offset + 8:offset + 12], "little")
        dpp = _dpp11.dpp_mods(srcs[0], word)
        if dpp is None:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        srcs = (VGPR_BASE + (word & 0xFF),) + srcs[1:]
        size = 12
    elif inf.rdna and (LITERAL in srcs[:p.nsrc] or vdst == LITERAL and p.row.encoding ==
                       "VOPC" and not p.row.name.startswith("v_cmpx")):
        # GFX10+: VOP3 takes a literal (LLVM 22 reads one for a VOPC SDST of 255 too)
        if len(data) - offset < 12:
            raise DecodeError("truncated literal constant", offset=offset, word=w0)
        literal = int.from_bytes(data[offset + 8:offset + 12], "little")
        size = 12
    omod = (w1 >> 27) & 3
    neg = (w1 >> 29) & 7
    space = isa.space
    a90 = inf.align2
    ops = []
    plan = p.plan
    if w0 & p.fake:   # GFX11: LLVM decodes these bits with its fake16 form
        plan, op_sel = p.fake_plan, 0
    for o in plan:
        n = o.name
        if n in _SRC_NAMES:
            i = _SRC_NAMES.index(n)
            c = srcs[i]
            try:
                t = print_half(c - VGPR_BASE, op_sel >> i & 1) if o.t16 and c >= VGPR_BASE \
                    else _src_memo(inf, c, o, space, literal, a90, p.vclass)
            except KeyError:
                raise DecodeError("invalid instruction encoding", offset=offset,
                                  word=w0) from None
            if p.mods >> i & 1:
                t = with_mods(t, (neg >> i) & 1, (abs_ >> i) & 1, not _is_const(c))
            ops.append(t)
        elif o.t16 and n == "vdst":
            ops.append(print_half(vdst, op_sel >> 3 & 1))
        else:
            try:
                ops.append(_dst_memo(inf, sdst if vop3b and n == "sdst" else vdst, o, space,
                                     a90, vop3b, literal) + _lane_read_note(p.row, o, vdst, space))
            except KeyError:
                raise DecodeError("invalid instruction encoding", offset=offset,
                                  word=w0) from None
    mods = []
    shown = op_sel & ~p.op_sel_zero
    if shown and p.op_sel:
        bits = [(shown >> i) & 1 for i in range(p.op_sel_n)] + \
            ([(shown >> 3) & 1] if p.op_sel_dst else [])
        if any(bits):     # bits outside the printed ones are ignored (GFX10 v_permlane16)
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
    mnemonic, variant = p.mnemonic, p.variant
    if dpp is not None:
        if row.encoding == "VOPC" and p.op_sel_dst and mods and mods[0].startswith("op_sel"):
            mods[0] = mods[0][:-3] + "]"     # LLVM 22 lists the sources only here
        mods += dpp
        mnemonic = row.name + "_e64_dpp"
        variant = "e64_dpp"
    return Instruction(address, bytes(data[offset:offset + size]),
                       "VOP3B" if vop3b else "VOP3A", row.name, mnemonic, tuple(ops),
                       tuple(mods), fields, literal, row, variant)


class _VopFormat:
    """The VALU format object (:mod:`amdgcn.isa.core` contract)."""

    name = "VOP"
    encodings = ("VOP1", "VOP2", "VOPC", "VOP3A", "VOP3B")
    rdna = True     # GFX10/GFX11: the same layouts, VOP3 at prefix 110101

    @staticmethod
    def prefixes(isa):
        # VOP2 is any word with bit 31 clear; the longer prefixes of VOP1/VOPC/VOP3 win
        return [(1, 0), (7, 0x3F), (7, 0x3E), (6, _info(isa).vop3_prefix)]

    decode = staticmethod(decode)
    encode = staticmethod(encode)


FORMAT = _VopFormat()

__all__ = ["DPP_MODS", "FORMAT", "OMOD_TEXT", "SDWA_MODS", "Opnd", "decode", "e64_sig",
           "encode", "encode_src_op", "print_literal", "print_src_op", "print_vreg", "sig_of",
           "vop3_opcode", "with_mods"]
