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
from amdgcn.isa.registers import AGPR, LITERAL, SPECIAL, VGPR, VGPR_BASE, decode_scalar, reg_name

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
        self.vop3: dict[int, Row] = {}
        for (enc, code), rows in isa.by_op.items():
            if enc not in ("VOP1", "VOP2", "VOPC", "VOP3A", "VOP3B"):
                continue
            for row in rows:
                v3 = vop3_opcode(row, isa.column, gen)
                if v3 is not None:
                    self.vop3.setdefault(v3, row)


_INFO: dict = {}


def _info(isa) -> _IsaInfo:
    inf = _INFO.get(isa.target)
    if inf is None:
        inf = _INFO[isa.target] = _IsaInfo(isa)
    return inf


def _suffix(row: Row) -> str:
    return "_e32" if row.get("e64", True) is not False and row.sig else ""


# ---------------------------------------------------------------------------------------------
# Decoding
# ---------------------------------------------------------------------------------------------

def _dst_text(code: int, op: Opnd, space) -> str:
    if op.name == "sdst":
        r = decode_scalar(code, op.count, space)
        return reg_name(r) if r is not None else f"<invalid sdst {code}>"
    return print_vreg(code, op.count, "a" if op.rc in (RC_A,) else "v")


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
    space = isa.space
    need_lit = src0 == LITERAL or any(o.name == "k" for o in plan)
    literal = None
    size = 4
    if need_lit:
        if len(data) - offset < 8:
            raise DecodeError("truncated literal constant", offset=offset, word=w0)
        literal = int.from_bytes(data[offset + 4:offset + 8], "little")
        size = 8
    ops = []
    for o in plan:
        n = o.name
        if n == "src0":
            ops.append(print_src_op(src0, o, space, literal))
        elif n == "vsrc1":
            ops.append(print_vreg(vsrc1, o.count, "a" if o.rc == RC_A else "v"))
        elif n == "ssrc1":
            ops.append(print_src_op(vsrc1, o, space, literal))
        elif n == "vcc":
            ops.append("vcc")
        elif n == "k":
            ops.append(f"0x{literal:x}")
        else:
            ops.append(_dst_text(vdst, o, space))
    fields = {"op": code, "src0": src0}
    if enc != "VOPC":
        fields["vdst"] = vdst
    if enc != "VOP1":
        fields["vsrc1"] = vsrc1
    return Instruction(address, bytes(data[offset:offset + size]), enc, row.name,
                       row.name + _suffix(row), tuple(ops), (), fields, literal, row, "e32")


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
    row = inf.vop3.get(code)
    if row is None:
        raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
    plan = sig_of(e64_sig(row))
    vop3b = any(o.name == "vdst" for o in plan) and any(o.name == "sdst" for o in plan)
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
    flags = row.flags
    space = isa.space
    ops = []
    si = 0
    for o in plan:
        n = o.name
        if n in _SRC_NAMES:
            i = _SRC_NAMES.index(n)
            t = print_src_op(srcs[i], o, space, None)
            if "mods" in flags:
                t = with_mods(t, (neg >> i) & 1, (abs_ >> i) & 1)
            ops.append(t)
            si += 1
        elif n == "sdst":
            ops.append(_dst_text(sdst if vop3b else vdst, o, space))
        else:
            ops.append(_dst_text(vdst, o, space))
    mods = []
    if clamp and ("clamp" in flags or inf.old):
        mods.append("clamp")
    if omod and ("omod" in flags or inf.old):
        mods.append(OMOD_TEXT[omod])
    if op_sel and "op_sel" in flags and inf.gfx9:
        n = si + 1
        bits = [(op_sel >> i) & 1 for i in range(si)] + [(op_sel >> 3) & 1]
        mods.append("op_sel:[" + ",".join(str(b) for b in bits[:n]) + "]")
    is32 = row.encoding in _E32_ENCODINGS
    enc = "VOP3B" if vop3b else "VOP3A"
    fields = {"op": code, "vdst": vdst, "clamp": clamp, "src0": srcs[0], "src1": srcs[1],
              "src2": srcs[2], "omod": omod, "neg": neg}
    if vop3b:
        fields["sdst"] = sdst
    else:
        fields["abs"] = abs_
        fields["op_sel"] = op_sel
    return Instruction(address, bytes(data[offset:offset + 8]), enc, row.name,
                       row.name + ("_e64" if is32 else ""), tuple(ops), tuple(mods), fields,
                       None, row, "e64" if is32 else "")
