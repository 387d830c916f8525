"""SDWA and DPP forms of VOP1, VOP2 and VOPC (MI200 ISA 13.3.7 SDWA, 13.3.8 SDWAB, 13.3.9 DPP).

Not a registered format: :mod:`amdgcn.isa.formats.vop` calls it when the src0 field of a
VOP1/VOP2/VOPC word is the SDWA (0xF9) or DPP (0xFA) marker, and when a statement names an
``_sdwa``/``_dpp`` mnemonic or carries SDWA/DPP modifiers (the contract is in ``vop.py``'s
docstring). The second dword replaces the literal constant::

    SDWA (VOP1/VOP2)                          SDWAB (VOPC, GFX9)
    31 30 29  28  27  26:24    23 22 21 20 19 18:16    15 14:8  ...
    s1  - abs neg sext src1_sel s0  - abs neg sext src0_sel  sd  sdst
    15:14 13    12:11      10:8     7:0
    omod  clamp dst_unused dst_sel  src0 (VGPR index, or SGPR/constant code when s0)

    DPP
    31:28    27:24     23  22  21  20  19 18:17 16:8     7:0
    row_mask bank_mask abs neg abs neg bc   -   dpp_ctrl src0 (VGPR index)
                       (src1)  (src0)

Decoding returns an :class:`~amdgcn.isa.instruction.Instruction` with ``variant`` ``"sdwa"`` or
``"dpp"``, the second dword's fields merged into ``fields`` under the manual's names and
``src0`` (``src1`` for VOP2/VOPC) set to the real operand's 9-bit code. Text, defaults and
error messages are LLVM 22's:

* SDWA prints every selector (``dst_sel:`` ``dst_unused:`` ``src0_sel:`` ``src1_sel:``); an
  omitted one assembles as ``DWORD`` / ``UNUSED_PRESERVE``. ``clamp`` and, on GFX9 for a
  float result, ``mul:2 mul:4 div:2`` come first. GFX9 allows an SGPR or an inline constant
  as either source (``s0``/``s1``) and a VOPC scalar destination (``sd``); GFX8 prints VOPC
  SDWA without the ``_sdwa`` suffix.
* DPP prints the control, ``row_mask:`` and ``bank_mask:`` (default 0xf) and ``bound_ctrl:1``
  when BC is set (``bound_ctrl:0`` in the source also sets it, as in LLVM).
  ``row_newbcast:n`` exists from gfx90a; there, an instruction with 64-bit operands (DPP64)
  accepts only ``row_newbcast``.

Notes for vop.py and the VALU tables: availability is decided here by :func:`has_sdwa` /
:func:`has_dpp` (rules per generation that match LLVM 22 on tonga, gfx900-gfx942), not by
the rows' ``("sdwa", False)`` / ``("dpp", False)`` extras, which do not vary per target
(``v_mac_f32`` has SDWA on GFX8 only). Known divergence: LLVM's disassembler prints a float
inline constant of a 16-bit integer SDWA source as its half bits (``0x3800``) while its
assembler echoes ``0.5``; we print ``0.5``, so assembling and printing agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats._vop_common import target_sig
from amdgcn.isa.formats._vop_operands import PK_F16, PK_F16_DUP, dpp_mask
from amdgcn.isa.instruction import Instruction, Row
from amdgcn.isa.operands import encode_src, print_src, reg_code
from amdgcn.isa.registers import (
    INLINE_FLOAT_TEXT,
    SGPR,
    SPECIAL,
    TTMP,
    VGPR,
    VCC_LO,
    VGPR_BASE,
    decode_scalar,
    inline_int,
    reg_name,
)

SDWA_MARKER, DPP_MARKER = 0xF9, 0xFA

#: SDWA selector values (MI200 ISA 13.3.7 DST_SEL), as LLVM names them
SEL_NAMES = ("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD")
SEL_DWORD = 6
#: DST_U values; LLVM prints the reserved value 3 as UNUSED_PAD
UNUSED_NAMES = ("UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE", "UNUSED_PAD")
UNUSED_PRESERVE = 2
OMOD_TEXT = ("", "mul:2", "mul:4", "div:2")
_OMOD_CODE = {("mul", 2): 1, ("mul", 4): 2, ("div", 2): 3, ("mul", 1): 0, ("div", 1): 0}

#: modifier names that make a statement SDWA / DPP (vop.py dispatches on them)
SDWA_MODS = frozenset(("dst_sel", "dst_unused", "src0_sel", "src1_sel"))
DPP_CTRL_NAMES = frozenset(("quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol",
                            "wave_shr", "wave_ror", "row_mirror", "row_half_mirror",
                            "row_bcast", "row_newbcast", "row_share", "row_xmask"))
DPP_MODS = DPP_CTRL_NAMES | {"row_mask", "bank_mask", "bound_ctrl", "fi"}

# DPP_CTRL enumeration (MI200 ISA table 83)
_ROW_SHL, _ROW_SHR, _ROW_ROR = 0x100, 0x110, 0x120
_WAVE = {"wave_shl": 0x130, "wave_rol": 0x134, "wave_shr": 0x138, "wave_ror": 0x13C}
_WAVE_TEXT = {v: f"{k}:1" for k, v in _WAVE.items()}
ROW_MIRROR, ROW_HALF_MIRROR, ROW_BCAST15, ROW_BCAST31 = 0x140, 0x141, 0x142, 0x143
ROW_NEWBCAST = 0x150          # gfx90a: DPP_ROW_SHARE 0x150..0x15F
_ROW_XMASK = 0x160

#: instructions without SDWA / DPP (MI200 ISA 12.17 "Instruction Limitations"; LLVM 22 agrees
#: and adds the accumulation move); 64-bit operands never have SDWA.
_NO_SDWA_DPP = frozenset(("v_madmk_f32", "v_madak_f32", "v_madmk_f16", "v_madak_f16",
                          "v_fmamk_f32", "v_fmaak_f32", "v_readfirstlane_b32", "v_swap_b32",
                          "v_accvgpr_mov_b32", "v_clrexcp"))
#: instructions with a tied accumulator (src2 = vdst): no SDWA from GFX9 on
_TIED = frozenset(("v_mac_f32", "v_mac_f16", "v_fmac_f32", "v_fmac_f64", "v_dot2c_f32_f16",
                   "v_dot2c_i32_i16", "v_dot4c_i32_i8", "v_dot8c_i32_i4", "v_pk_fmac_f16"))
#: GFX8 has neither form of the M0-relative moves
_NO_GFX8 = frozenset(("v_movreld_b32", "v_movrels_b32", "v_movrelsd_b32"))
#: gfx940 FP8/BF8 conversions: SDWA with a source selector only (the result is a whole dword
#: or pair; dst_sel/dst_unused are fixed at DWORD/UNUSED_PAD and not written)
_SRC_SEL_ONLY = frozenset(("v_cvt_f32_fp8", "v_cvt_f32_bf8", "v_cvt_pk_f32_fp8",
                           "v_cvt_pk_f32_bf8"))
_SRC_SEL_ONLY_DST = SEL_DWORD << 8         # dst_sel DWORD, dst_unused UNUSED_PAD
SRC_LDS_DIRECT = 254

_ALIGN2 = "/*Invalid register, operand has 'VReg_64_Align2' register class*/"
_NEWBCAST_PRE90A = (" /* row_newbcast/row_share is not supported on ASICs earlier than "
                    "GFX90A/GFX10 */")
_XMASK_TEXT = "/* row_xmask is not supported on ASICs earlier than GFX10 */"
_BAD_CTRL_TEXT = "/* Invalid dpp_ctrl value */"
_DP_ALU_TEXT = " /* DP ALU dpp only supports row_newbcast */"


# ---------------------------------------------------------------------------------------------
# Operand plans
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class _Opnd:
    """One operand of a row signature: ``name`` as in vop.py's sig language, ``bits``,
    ``kind`` (``"f"`` float, ``"i"`` integer/bits), dwords ``count``."""

    name: str
    bits: int
    kind: str
    count: int


@dataclass(frozen=True, slots=True)
class _Plan:
    """What SDWA/DPP needs to know of a row: operands in printed order and which is which."""

    ops: tuple          # _Opnd, printed order
    srcs: tuple         # indexes of src0 / vsrc1 in ops
    dst: int            # index of vdst, or -1
    wide: bool          # some operand is 64-bit (DPP64 only)
    float_dst: bool     # the result is floating point (omod allowed on GFX9)


def _parse_type(t: str) -> tuple[int, str]:
    t = t.strip()
    if t in (PK_F16, PK_F16_DUP):
        return 16, "f"   # SDWA/DPP take no immediate: a VGPR's f16 halves
    for prefix in ("av", "a", "v"):
        if t.startswith(prefix) and len(t) > len(prefix) and t[len(prefix)] in "bfiu":
            t = t[len(prefix):]
            break
    return int(t[1:]), ("f" if t[0] == "f" else "i")


@lru_cache(maxsize=None)
def _plan(sig: str) -> _Plan:
    ops = []
    for part in sig.split(","):
        part = part.strip()
        if not part:
            continue
        name, _, typ = part.partition(":")
        bits, kind = _parse_type(typ) if typ else (64 if name == "vcc" else 32, "i")
        ops.append(_Opnd(name.strip(), bits, kind, max(1, bits // 32)))
    srcs = tuple(i for i, o in enumerate(ops) if o.name in ("src0", "vsrc1", "src1"))
    dst = next((i for i, o in enumerate(ops) if o.name == "vdst"), -1)
    wide = any(o.bits == 64 for o in ops if o.name != "vcc")
    float_dst = dst >= 0 and ops[dst].kind == "f"
    return _Plan(tuple(ops), srcs, dst, wide, float_dst)


def plan_of(row: Row) -> _Plan:
    """The (cached) operand plan of a VOP1/VOP2/VOPC row."""
    return _plan(row.sig)


# ---------------------------------------------------------------------------------------------
# Availability rules
# ---------------------------------------------------------------------------------------------

_SDWA_MEMO: dict = {}
_DPP_MEMO: dict = {}


def has_sdwa(row: Row, target) -> bool:
    """Whether LLVM 22 has an SDWA form of ``row`` on ``target`` (MI200 ISA 12.17.2)."""
    key = (row, target.processor)
    got = _SDWA_MEMO.get(key)
    if got is None:
        got = _SDWA_MEMO[key] = _has_sdwa(row, target)
    return got


def has_dpp(row: Row, target) -> bool:
    """Whether LLVM 22 decodes a DPP form of ``row`` on ``target`` (MI200 ISA 12.17.1).

    VOPC has no DPP form in LLVM for GFX8/GFX9; 64-bit operands need DPP64 (gfx90a) to be
    assembled (the disassembler decodes them everywhere).
    """
    key = (row, target.processor)
    got = _DPP_MEMO.get(key)
    if got is None:
        got = _DPP_MEMO[key] = _has_dpp(row, target)
    return got


def _has_sdwa(row: Row, target) -> bool:
    if target.gen not in ("gfx8", "gfx9", "gfx10") or \
            row.encoding not in ("VOP1", "VOP2", "VOPC"):
        return False
    name = row.name
    if name in _SRC_SEL_ONLY:
        return True
    if name in _NO_SDWA_DPP or plan_of(row).wide or any(o.name == "k" for o in plan_of(row).ops):
        return False
    if target.gen == "gfx8":
        return name not in _NO_GFX8
    return name not in _TIED


def _has_dpp(row: Row, target) -> bool:
    if target.gen not in ("gfx8", "gfx9") or row.encoding not in ("VOP1", "VOP2"):
        return False
    name = row.name
    if name in _NO_SDWA_DPP or any(o.name == "k" for o in plan_of(row).ops):
        return False
    return not (target.gen == "gfx8" and name in _NO_GFX8)


# ---------------------------------------------------------------------------------------------
# Printing helpers
# ---------------------------------------------------------------------------------------------

def _vreg_text(index: int, count: int, target) -> str:
    if count == 1:
        return f"v{index}"
    s = f"v[{index}:{index + count - 1}]"
    if index & 1 and "gfx90a-insts" in target.features:
        s += _ALIGN2
    return s


def _with_mods(text: str, is_imm: bool, neg: int, abs_: int, sext: int) -> str:
    if sext:
        text = f"sext({text})"
    if abs_:
        text = f"|{text}|"
    if neg:
        text = f"neg({text})" if is_imm and not abs_ else f"-{text}"
    return text


def _src_text(code: int, op: _Opnd, isa) -> str | None:
    """LLVM's text of 9-bit source ``code`` for operand ``op``; None if not printable."""
    if code >= VGPR_BASE:
        return _vreg_text(code - VGPR_BASE, op.count, isa.target)
    if inline_int(code) is not None or code in INLINE_FLOAT_TEXT:
        return print_src(code, isa.space, bits=op.bits, kind=op.kind)
    r = decode_scalar(code, op.count, isa.space)
    return reg_name(r) if r is not None else None


# ---------------------------------------------------------------------------------------------
# Decoding
# ---------------------------------------------------------------------------------------------

def _bad(offset: int, word: int, why: str = "invalid SDWA/DPP encoding"):
    return DecodeError(why, offset=offset, word=word)


def _word_fields(enc: str, w0: int) -> dict:
    if enc == "VOP1":
        return {"op": (w0 >> 9) & 0xFF, "vdst": (w0 >> 17) & 0xFF, "src0": w0 & 0x1FF}
    if enc == "VOP2":
        return {"op": (w0 >> 25) & 0x3F, "vdst": (w0 >> 17) & 0xFF, "vsrc1": (w0 >> 9) & 0xFF,
                "src0": w0 & 0x1FF}
    return {"op": (w0 >> 17) & 0xFF, "vsrc1": (w0 >> 9) & 0xFF, "src0": w0 & 0x1FF}


def decode_sdwa(isa, data: bytes, offset: int, address: int, row: Row, enc: str) -> Instruction:
    """Decode a VOP1/VOP2/VOPC instruction whose src0 is the SDWA marker (MI200 ISA 13.3.7/8).

    Raises:
        DecodeError: for a row without SDWA on this target, a truncated instruction or a
            second dword LLVM 22 rejects (reserved bits, selector 7, modifiers of the wrong
            kind, GFX9-only fields on GFX8).
    """
    if len(data) - offset < 8:
        raise DecodeError("truncated SDWA instruction", offset=offset)
    w0 = int.from_bytes(data[offset:offset + 4], "little")
    w1 = int.from_bytes(data[offset + 4:offset + 8], "little")
    target = isa.target
    gfx9 = target.gen in ("gfx9", "gfx10")      # GFX10 decodes as GFX9 (LLVM 22)
    wave32 = not target.wave64
    if row is None or row.encoding != enc:
        raise _bad(offset, w0, "invalid instruction encoding")
    plan = _plan(target_sig(row.sig, row, True, wave32)) if target.rdna else plan_of(row)
    if row.name == "v_nop" and not plan.ops:
        return _finish(isa, data, offset, address, row, enc, "sdwa", "v_nop", (), (),
                       _word_fields(enc, w0), 8)
    if not has_sdwa(row, target):
        raise _bad(offset, w0)
    f = _word_fields(enc, w0)
    src0 = w1 & 0xFF
    dst_sel, dst_u, clamp, omod = (w1 >> 8) & 7, (w1 >> 11) & 3, (w1 >> 13) & 1, (w1 >> 14) & 3
    s_sel = [(w1 >> 16) & 7, (w1 >> 24) & 7]
    s_sext = [(w1 >> 19) & 1, (w1 >> 27) & 1]
    s_neg = [(w1 >> 20) & 1, (w1 >> 28) & 1]
    s_abs = [(w1 >> 21) & 1, (w1 >> 29) & 1]
    s_sgpr = [(w1 >> 23) & 1, (w1 >> 31) & 1]
    if s_sel[0] == 7 or s_sel[1] == 7:
        raise _bad(offset, w0)
    if not gfx9:                           # GFX8 has no s0/s1/omod: LLVM ignores the bits
        s_sgpr = [0, 0]
        omod = 0
    nsrc = len(plan.srcs)
    if nsrc < 2 and (w1 >> 24):
        raise _bad(offset, w0)
    f.update(src0_sel=s_sel[0], src0_sext=s_sext[0], src0_neg=s_neg[0], src0_abs=s_abs[0],
             s0=s_sgpr[0], src1_sel=s_sel[1], src1_sext=s_sext[1], src1_neg=s_neg[1],
             src1_abs=s_abs[1], s1=s_sgpr[1])
    mods = []
    sdst_text = None
    if enc == "VOPC":
        if gfx9:
            sdst, sd = (w1 >> 8) & 0x7F, (w1 >> 15) & 1
            f.update(sdst=sdst, sd=sd)
            if wave32:                     # GFX10 wave32: a 32-bit SDST
                r = decode_scalar(sdst, 1, isa.space) if sd else None
                sdst_text = "vcc_lo" if r is None else reg_name(r)
            else:
                r = decode_scalar(sdst & ~1, 2, isa.space) if sd else None
                if r is None or sdst & ~1 == VCC_LO:
                    sdst_text = "vcc"      # sd=0 writes VCC whatever SDST holds
                else:
                    sdst_text = reg_name(r)
        else:
            f.update(clamp=clamp)          # GFX8 VOPC: LLVM reads only clamp from byte 1
            sdst_text = "vcc"
            if clamp:
                mods.append("clamp")
    else:
        if dst_sel == 7:
            raise _bad(offset, w0)
        f.update(dst_sel=dst_sel, dst_unused=dst_u, clamp=clamp, omod=omod)
        if omod and not plan.float_dst:
            raise _bad(offset, w0)
        if clamp:
            mods.append("clamp")
        if omod:
            mods.append(OMOD_TEXT[omod])
    # operands
    ops_text = []
    si = 0
    vsrc1 = f.get("vsrc1", 0)
    for i, op in enumerate(plan.ops):
        if i == plan.dst:
            ops_text.append(_vreg_text(f["vdst"], op.count, target))
        elif i in plan.srcs:
            raw = src0 if si == 0 else vsrc1
            code = raw if s_sgpr[si] else VGPR_BASE + raw
            f["src0" if si == 0 else "src1"] = code
            txt = _src_text(code, op, isa)
            if txt is None:
                raise _bad(offset, w0)
            if op.kind == "f":
                if s_sext[si]:
                    raise _bad(offset, w0)
            elif s_neg[si] or s_abs[si]:
                raise _bad(offset, w0)
            is_const = inline_int(code) is not None or code in INLINE_FLOAT_TEXT
            ops_text.append(_with_mods(txt, is_const, s_neg[si], s_abs[si], s_sext[si]))
            si += 1
        elif enc == "VOPC" and i == 0:
            ops_text.append(sdst_text)
        else:       # vcc, or vcc_lo in wave32
            ops_text.append("vcc_lo" if op.name == "vcc" and op.bits == 32 else op.name)
    if enc != "VOPC" and row.name not in _SRC_SEL_ONLY:
        mods.append(f"dst_sel:{SEL_NAMES[dst_sel]}")
        mods.append(f"dst_unused:{UNUSED_NAMES[dst_u]}")
    mods.append(f"src0_sel:{SEL_NAMES[s_sel[0]]}")
    if nsrc > 1:
        mods.append(f"src1_sel:{SEL_NAMES[s_sel[1]]}")
    mnemonic = row.name if (enc == "VOPC" and not gfx9) else row.name + "_sdwa"
    return _finish(isa, data, offset, address, row, enc, "sdwa", mnemonic, ops_text, mods, f, 8)


def _finish(isa, data, offset, address, row, enc, variant, mnemonic, ops, mods, fields, size):
    return Instruction(address, bytes(data[offset:offset + size]), enc, row.name, mnemonic,
                       tuple(ops), tuple(mods), fields, None, row, variant)


def dpp_ctrl_text(ctrl: int, target) -> str:
    """LLVM's text of a DPP_CTRL value (MI200 ISA table 83), comments for unsupported ones."""
    if ctrl < 0x100:
        return "quad_perm:[%d,%d,%d,%d]" % (ctrl & 3, (ctrl >> 2) & 3, (ctrl >> 4) & 3,
                                            (ctrl >> 6) & 3)
    n = ctrl & 0xF
    hi = ctrl & 0x1F0
    if hi == _ROW_SHL and n:
        return f"row_shl:{n}"
    if hi == _ROW_SHR and n:
        return f"row_shr:{n}"
    if hi == _ROW_ROR and n:
        return f"row_ror:{n}"
    if ctrl in _WAVE_TEXT:
        return _WAVE_TEXT[ctrl]
    if ctrl == ROW_MIRROR:
        return "row_mirror"
    if ctrl == ROW_HALF_MIRROR:
        return "row_half_mirror"
    if ctrl == ROW_BCAST15:
        return "row_bcast:15"
    if ctrl == ROW_BCAST31:
        return "row_bcast:31"
    if hi == ROW_NEWBCAST:
        return f"row_newbcast:{n}" if "gfx90a-insts" in target.features else _NEWBCAST_PRE90A
    if hi == _ROW_XMASK:
        return _XMASK_TEXT
    return _BAD_CTRL_TEXT


def decode_dpp(isa, data: bytes, offset: int, address: int, row: Row, enc: str) -> Instruction:
    """Decode a VOP1/VOP2 instruction whose src0 is the DPP marker (MI200 ISA 13.3.9).

    Raises:
        DecodeError: for VOPC (no DPP form in LLVM for GFX8/GFX9), a row without DPP, a
            truncated instruction or reserved bits set.
    """
    if len(data) - offset < 8:
        raise DecodeError("truncated DPP instruction", offset=offset)
    w0 = int.from_bytes(data[offset:offset + 4], "little")
    w1 = int.from_bytes(data[offset + 4:offset + 8], "little")
    target = isa.target
    if row is None or row.encoding != enc:
        raise _bad(offset, w0, "invalid instruction encoding")
    plan = plan_of(row)
    # bits 49..50 are reserved on GFX8/GFX9: LLVM ignores them (and re-encodes them as 0)
    ctrl, bc = (w1 >> 8) & 0x1FF, (w1 >> 19) & 1
    neg = [(w1 >> 20) & 1, (w1 >> 22) & 1]
    abs_ = [(w1 >> 21) & 1, (w1 >> 23) & 1]
    bank_mask, row_mask = (w1 >> 24) & 0xF, (w1 >> 28) & 0xF
    f = _word_fields(enc, w0)
    f.update(dpp_ctrl=ctrl, bound_ctrl=bc, src0_neg=neg[0], src0_abs=abs_[0], src1_neg=neg[1],
             src1_abs=abs_[1], bank_mask=bank_mask, row_mask=row_mask)
    if row.name == "v_nop" and not plan.ops:
        mnemonic, ops_text = "v_nop", []
    else:
        if not has_dpp(row, target):
            raise _bad(offset, w0)
        ops_text = []
        si = 0
        for i, op in enumerate(plan.ops):
            if i == plan.dst:
                ops_text.append(_vreg_text(f["vdst"], op.count, target))
            elif i in plan.srcs:
                raw = (w1 & 0xFF) if si == 0 else f["vsrc1"]
                f["src0" if si == 0 else "src1"] = VGPR_BASE + raw
                if op.kind != "f" and (neg[si] or abs_[si]):
                    raise _bad(offset, w0)
                ops_text.append(_with_mods(_vreg_text(raw, op.count, target), False, neg[si],
                                           abs_[si], 0))
                si += 1
            else:
                ops_text.append(op.name)
        mnemonic = row.name + "_dpp"
    if plan.wide and "dpp64" in target.features and ctrl & 0x1F0 != ROW_NEWBCAST:
        ctrl_text = _DP_ALU_TEXT
    else:
        ctrl_text = dpp_ctrl_text(ctrl, target)
    mods = [ctrl_text, f"row_mask:0x{row_mask:x}", f"bank_mask:0x{bank_mask:x}"]
    if bc:
        mods.append("bound_ctrl:1")
    return _finish(isa, data, offset, address, row, enc, "dpp", mnemonic, ops_text, mods, f, 8)


# ---------------------------------------------------------------------------------------------
# Encoding
# ---------------------------------------------------------------------------------------------

def _err(msg: str, col: int, stmt=None) -> AsmError:
    return AsmError(msg, col=col, source_line=stmt.line if stmt is not None else None)


def _pick_row(isa, stmt, rows, variant: str) -> Row:
    for r in rows:
        if r.encoding in ("VOP1", "VOP2", "VOPC"):
            return r
    raise _err(f"{variant} variant of this instruction is not supported", stmt.col, stmt)


def _split(stmt, known: frozenset):
    """(operand items, modifier items): modifiers are named/ident items of ``known`` names
    or any ``name:value`` item; everything before the first modifier is an operand."""
    ops, mods = [], []
    for it in stmt.items:
        is_mod = it.kind == "named" or (it.kind == "ident" and (
            it.text.lower() in known or it.text.lower() in ("clamp", "row_mirror",
                                                            "row_half_mirror")))
        if is_mod or mods:
            mods.append(it)
        else:
            ops.append(it)
    return ops, mods


def _word0(enc: str, marker: int, opcode: int, vdst: int, vsrc1: int) -> int:
    if enc == "VOP1":
        return marker | opcode << 9 | vdst << 17 | 0x3F << 25
    if enc == "VOP2":
        return marker | vsrc1 << 9 | vdst << 17 | opcode << 25
    return marker | vsrc1 << 9 | opcode << 17 | 0x3E << 25


def _vdst(item, op: _Opnd, isa, stmt) -> int:
    if item.kind != "reg" or item.reg.file != VGPR or item.reg.count != op.count \
            or item.has_src_mods or item.reg.index + op.count > 256:
        raise _err("invalid operand for instruction", item.col, stmt)
    if op.count > 1 and item.reg.index & 1 and "gfx90a-insts" in isa.target.features:
        raise _err("invalid operand for instruction", item.col, stmt)
    return item.reg.index


def _fixed(item, op: _Opnd, stmt):
    """An implicit operand written as LLVM prints it (``vcc``)."""
    if item.kind != "reg" or item.reg.file != SPECIAL or item.reg.name != op.name:
        raise _err("invalid operand for instruction", item.col, stmt)


#: GFX9 registers that a GFX8 operand cannot name (LLVM: "... register not available")
_GFX9_ONLY_SPECIALS = frozenset(("src_shared_base", "src_shared_limit", "src_private_base",
                                 "src_private_limit", "src_pops_exiting_wave_id"))


def _check_available(it, isa, stmt):
    """llvm-mc's error for a register of another generation (ttmp12 on GFX8, ...)."""
    if it.kind != "reg":
        return
    r = it.reg
    space = isa.space
    if r.file == TTMP and r.index + r.count > space.ttmp_count or (
            r.file == SPECIAL and space.gen == "gfx8" and r.name in _GFX9_ONLY_SPECIALS):
        raise _err(f"{reg_name(r)} register not available on this GPU", it.col, stmt)


def _sel_value(it, table, what: str, stmt) -> int:
    v = it.value
    if isinstance(v, str) and v in table:
        return table.index(v)
    raise _err(f"invalid {what} value", it.col + len(it.name) + 1, stmt)


_SDWA_ORDER = {"clamp": 0, "omod": 1, "dst_sel": 2, "dst_unused": 3, "src0_sel": 4,
               "src1_sel": 5}


def encode_sdwa(isa, stmt, rows, ctx) -> bytes:
    """Encode an SDWA statement (``v_add_f32_sdwa v1, v2, v3 dst_sel:WORD_1 ...``).

    Raises:
        AsmError: with llvm-mc's message and column.
    """
    target = isa.target
    gfx9 = target.gen in ("gfx9", "gfx10")      # GFX10 SDWA is GFX9's (LLVM 22)
    rdna = target.rdna
    wave32 = rdna and not target.wave64
    row = _pick_row(isa, stmt, rows, "sdwa")
    plan = _plan(target_sig(row.sig, row, True, wave32)) if rdna else plan_of(row)
    enc = row.encoding
    opcode = row.opcode(isa.column)
    suffixed = stmt.mnemonic.lower().endswith("_sdwa")
    ops, mods = _split(stmt, SDWA_MODS | {"clamp"})
    # modifiers ------------------------------------------------------------------------
    dst_sel, dst_u, clamp, omod = SEL_DWORD, UNUSED_PRESERVE, 0, 0
    sels = [SEL_DWORD, SEL_DWORD]
    seen = set()
    allowed = {"src0_sel", "clamp"}
    if enc != "VOPC" and row.name not in _SRC_SEL_ONLY:
        allowed |= {"dst_sel", "dst_unused"}
    if enc != "VOPC" and gfx9 and plan.float_dst:
        allowed |= {"mul", "div"}
    if len(plan.srcs) > 1:
        allowed.add("src1_sel")
    if enc == "VOPC" and gfx9 or row.name == "v_cndmask_b32":
        allowed.discard("clamp")
    if not has_sdwa(row, target):
        if suffixed:
            raise _err("sdwa variant of this instruction is not supported", stmt.col, stmt)
        first = next((m for m in mods if m.kind == "named" and m.name in SDWA_MODS), None)
        raise _err("not a valid operand.", (first or stmt).col, stmt)
    if row.name == "v_nop" and not plan.ops and mods:   # v_nop_sdwa takes no modifier
        raise _err("not a valid operand.", mods[0].col, stmt)
    for it in mods:
        name = (it.name if it.kind == "named" else it.text).lower()
        if name in ("mul", "div") and not gfx9 and plan.float_dst and enc != "VOPC" \
                and "clamp" not in seen:
            raise _err("operands are not valid for this GPU or mode", stmt.col, stmt)
        if name not in allowed:
            raise _err("not a valid operand.", it.col, stmt)
        key = "omod" if name in ("mul", "div") else name
        if key in seen or any(_SDWA_ORDER[k] > _SDWA_ORDER[key] for k in seen):
            # a repeat, or out of llvm-mc's order (clamp omod dst_sel dst_unused src0_sel
            # src1_sel)
            raise _err("invalid operand for instruction", it.col, stmt)
        seen.add(key)
        if name == "clamp":
            clamp = 1
        elif key == "omod":
            code = _OMOD_CODE.get((name, it.value))
            if code is None:
                raise _err("invalid " + name + " value.", it.col, stmt)
            omod = code
        elif name == "dst_sel":
            dst_sel = _sel_value(it, SEL_NAMES, "dst_sel", stmt)
        elif name == "dst_unused":
            dst_u = _sel_value(it, UNUSED_NAMES[:3], "dst_unused", stmt)
        elif name == "src0_sel":
            sels[0] = _sel_value(it, SEL_NAMES, "src0_sel", stmt)
        else:
            sels[1] = _sel_value(it, SEL_NAMES, "src1_sel", stmt)
    if row.name == "v_nop" and not plan.ops:
        if ops:
            raise _err("invalid operand for instruction", ops[0].col, stmt)
        w0 = _word0(enc, SDWA_MARKER, opcode, 0, 0)
        return w0.to_bytes(4, "little") + bytes(4)
    # operands -------------------------------------------------------------------------
    if len(ops) < len(plan.ops):
        if mods:
            raise _err("not a valid operand.", mods[0].col, stmt)
        raise _err("too few operands for instruction", stmt.col, stmt)
    if len(ops) > len(plan.ops):
        if any(it.kind == "reg" and it.reg.name == "vcc" for it in ops):
            raise _err("operands are not valid for this GPU or mode", stmt.col, stmt)
        raise _err("invalid operand for instruction", ops[len(plan.ops)].col, stmt)
    vdst = vsrc1 = 0
    sdst_error = None
    src0 = 0
    s_code = [0, 0]
    s_sgpr = [0, 0]
    s_mods = [[0, 0, 0], [0, 0, 0]]       # neg, abs, sext
    sdst, sd = 0, 0
    scalars = []
    si = 0
    for i, (op, it) in enumerate(zip(plan.ops, ops)):
        if i == plan.dst:
            vdst = _vdst(it, op, isa, stmt)
        elif i in plan.srcs:
            if it.has_src_mods:
                if (op.kind == "f" or row.name in _SRC_SEL_ONLY) and it.sext \
                        or op.kind != "f" and (it.neg or it.abs):
                    raise _err("not a valid operand.", it.col, stmt)
            if it.kind == "reg" and it.reg.file == VGPR:
                if it.reg.count != 1 or it.reg.index > 255:
                    raise _err("invalid operand for instruction", it.col, stmt)
                code = it.reg.index
            elif not gfx9 or it.lit:
                _check_available(it, isa, stmt)
                raise _err("invalid operand for instruction", it.col, stmt)
            else:
                if it.kind == "reg" and reg_code(it.reg, isa.space) == SRC_LDS_DIRECT \
                        and "gfx90a-insts" in target.features:
                    raise _err("lds_direct is not supported on this GPU", it.col, stmt)
                c9, lit = encode_src(it, isa.space, bits=op.bits, kind=op.kind, count=1,
                                     allow_literal=False)
                if lit is not None or c9 > 255:
                    raise _err("invalid operand for instruction", it.col, stmt)
                code = c9
                s_sgpr[si] = 1
                if it.kind == "reg":
                    scalars.append((c9, it.col))
            s_code[si] = code
            s_mods[si] = [int(it.neg), int(it.abs), int(it.sext)]
            si += 1
        elif enc == "VOPC" and i == 0:
            if it.kind != "reg" or it.has_src_mods:
                raise _err("invalid operand for instruction", it.col, stmt)
            r = it.reg
            if r.file == SPECIAL and r.name == ("vcc_lo" if wave32 else "vcc"):
                continue
            _check_available(it, isa, stmt)
            code = reg_code(r, isa.space)
            if r.file not in (SGPR, TTMP, SPECIAL) or r.count != (1 if wave32 else 2) \
                    or code is None:
                sdst_error = _err("invalid operand for instruction", it.col, stmt)
            elif code & 1 and not wave32:
                sdst_error = _err("invalid register alignment", it.col, stmt)
            elif not gfx9:
                sdst_error = _err("operands are not valid for this GPU or mode", stmt.col, stmt)
            sdst, sd = code, 1
        elif rdna:     # vcc (wave64) or vcc_lo (wave32): the other is the other mode's
            want = "vcc" if op.bits == 64 else "vcc_lo"
            if it.kind != "reg" or it.reg.file != SPECIAL or it.reg.name != want:
                raise _err("operands are not valid for this GPU or mode", stmt.col, stmt)
        else:
            _fixed(it, op, stmt)
    if sdst_error is not None:
        raise sdst_error
    if scalars and any(o.name == "vcc" for o in plan.ops[max(plan.srcs):]):
        scalars.insert(0, (VCC_LO, 0))     # the implicit VCC read uses the constant bus too
    if len({c for c, _ in scalars}) > (2 if rdna else 1):     # GFX10: two scalar values
        raise _err("invalid operand (violates constant bus restrictions)", scalars[-1][1], stmt)
    if row.name in _TIED and dst_sel != SEL_DWORD:   # GFX8 v_mac_*: the result is a dword
        raise _err("invalid operand for instruction", stmt.col, stmt)
    src0, vsrc1 = s_code
    w1 = src0
    if row.name in _SRC_SEL_ONLY:
        w1 |= _SRC_SEL_ONLY_DST | clamp << 13 | omod << 14
    elif enc == "VOPC":
        w1 |= (sdst | sd << 7) << 8 if gfx9 else clamp << 13
    else:
        w1 |= dst_sel << 8 | dst_u << 11 | clamp << 13 | omod << 14
    w1 |= sels[0] << 16 | s_mods[0][2] << 19 | s_mods[0][0] << 20 | s_mods[0][1] << 21 \
        | s_sgpr[0] << 23
    if len(plan.srcs) > 1:
        w1 |= sels[1] << 24 | s_mods[1][2] << 27 | s_mods[1][0] << 28 | s_mods[1][1] << 29 \
            | s_sgpr[1] << 31
    w0 = _word0(enc, SDWA_MARKER, opcode, vdst, vsrc1)
    return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")


def _int_value(it, stmt, ctx=None) -> int:
    v = it.value
    if it.expr is not None and ctx is not None and ctx.resolve is not None:
        try:                               # symbols set earlier in the file (.set two, 2)
            v = it.expr.evaluate(ctx.resolve)
        except (KeyError, ZeroDivisionError):
            v = None
    if isinstance(v, bool) or not isinstance(v, int):
        raise _err("expected absolute expression", it.col + len(it.name) + 1, stmt)
    return v


def _dpp_ctrl(it, target, stmt, ctx=None) -> int:
    name = (it.name if it.kind == "named" else it.text).lower()
    vcol = it.col + len(name) + 1
    if it.kind == "ident":
        if name == "row_mirror":
            return ROW_MIRROR
        if name == "row_half_mirror":
            return ROW_HALF_MIRROR
        raise _err("not a valid operand.", it.col, stmt)
    if name == "quad_perm":   # llvm-mc's words and columns, as on GFX10
        from amdgcn.isa.formats._dpp_rdna import _list_errors
        vals = _list_errors(it, 4, 2, stmt)
        return sum(v << (2 * k) for k, v in enumerate(vals))
    if name in ("row_share", "row_xmask", "fi") or (
            name == "row_newbcast" and "gfx90a-insts" not in target.features):
        raise _err("not a valid operand.", it.col, stmt)
    v = _int_value(it, stmt, ctx)
    if name in ("row_shl", "row_shr", "row_ror"):
        if not 1 <= v <= 15:
            raise _err(f"invalid {name} value", vcol, stmt)
        return {"row_shl": _ROW_SHL, "row_shr": _ROW_SHR, "row_ror": _ROW_ROR}[name] | v
    if name in _WAVE:
        if v != 1:
            raise _err(f"invalid {name} value", vcol, stmt)
        return _WAVE[name]
    if name == "row_bcast":
        if v not in (15, 31):
            raise _err("invalid row_bcast value", vcol, stmt)
        return ROW_BCAST15 if v == 15 else ROW_BCAST31
    if name == "row_newbcast":
        if not 0 <= v <= 15:
            raise _err("invalid row_newbcast value", vcol, stmt)
        return ROW_NEWBCAST | v
    raise _err("not a valid operand.", it.col, stmt)


def encode_dpp(isa, stmt, rows, ctx) -> bytes:
    """Encode a DPP statement (``v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf ...``).

    Raises:
        AsmError: with llvm-mc's message and column.
    """
    target = isa.target
    row = _pick_row(isa, stmt, rows, "dpp")
    plan = plan_of(row)
    enc = row.encoding
    opcode = row.opcode(isa.column)
    suffixed = stmt.mnemonic.lower().endswith("_dpp")
    ops, mods = _split(stmt, DPP_MODS)
    nop = row.name == "v_nop" and target.gen in ("gfx8", "gfx9")   # DPP exists from GFX8
    if enc == "VOPC" or not (has_dpp(row, target) or nop):
        if suffixed or enc == "VOPC":
            raise _err("dpp variant of this instruction is not supported", stmt.col, stmt)
        first = next((m for m in mods if (m.name if m.kind == "named" else m.text) in DPP_MODS),
                     None)
        if first is not None and first.kind == "ident" and target.gen in ("gfx6", "gfx7"):
            raise _err("invalid operand for instruction", first.col, stmt)   # row_mirror
        raise _err("not a valid operand.", (first or stmt).col, stmt)
    for o, it in zip(plan.ops, ops):   # llvm-mc refuses these as it parses the operands
        if o.name.startswith("src") and (it.neg or it.abs) and o.kind != "f":
            raise _err("not a valid operand.", it.col, stmt)
    ctrl = None
    ctrl_item = None
    row_mask = bank_mask = 0xF
    bc = 0
    seen = set()
    for it in mods:
        name = (it.name if it.kind == "named" else it.text).lower()
        if ctrl is None and name in ("row_mask", "bank_mask", "bound_ctrl"):
            raise _err("not a valid operand.", it.col, stmt)   # the control comes first
        if name in DPP_CTRL_NAMES or name == "fi":
            c = _dpp_ctrl(it, target, stmt, ctx)
            if ctrl is not None:
                raise _err("invalid operand for instruction", it.col, stmt)
            ctrl, ctrl_item = c, it
            continue
        if name not in ("row_mask", "bank_mask", "bound_ctrl") or it.kind != "named":
            raise _err("not a valid operand.", it.col, stmt)
        if name in seen:
            raise _err("invalid operand for instruction", it.col, stmt)
        seen.add(name)
        v = _int_value(it, stmt, ctx)
        if name == "bound_ctrl":
            if v not in (0, 1):
                raise _err("invalid bound_ctrl value.", it.col, stmt)
            bc = 1
        elif name == "row_mask":
            row_mask = dpp_mask(name, v, ctx)
        else:
            bank_mask = dpp_mask(name, v, ctx)
    if ctrl is None:
        raise _err("too few operands for instruction", stmt.col, stmt)
    if len(ops) < len(plan.ops):
        raise _err("too few operands for instruction", stmt.col, stmt)
    if len(ops) > len(plan.ops):
        raise _err("not a valid operand.", ops[len(plan.ops)].col, stmt)
    wide_bad = plan.wide and "dpp64" not in target.features
    vdst = 0
    s_code = [0, 0]
    s_mods = [[0, 0], [0, 0]]
    si = 0
    for i, (op, it) in enumerate(zip(plan.ops, ops)):
        if i == plan.dst:
            vdst = _vdst(it, op, isa, stmt)
        elif i in plan.srcs:
            if it.sext and op.kind != "f":   # an SDWA modifier (at the operand inside)
                raise _err("invalid operand for instruction", it.inner_col or it.col, stmt)
            if it.sext or (op.kind != "f" and (it.neg or it.abs)):
                raise _err("not a valid operand.", it.col, stmt)
            if si == 1 and it.kind == "reg" and it.reg.file != VGPR and it.reg.count == 1:
                raise _err("operands are not valid for this GPU or mode", stmt.col, stmt)
            if it.kind != "reg" or it.reg.file != VGPR or it.reg.count != op.count \
                    or it.reg.index + op.count > 256 or (wide_bad and op.bits == 64):
                raise _err("invalid operand for instruction", it.col, stmt)
            if op.count > 1 and it.reg.index & 1 and "gfx90a-insts" in target.features:
                raise _err("invalid operand for instruction", it.col, stmt)
            s_code[si] = it.reg.index
            s_mods[si] = [int(it.neg), int(it.abs)]
            si += 1
        else:
            _fixed(it, op, stmt)
    if wide_bad:
        raise _err("invalid operand for instruction", ops[plan.dst].col if plan.dst >= 0
                   else stmt.col, stmt)
    if plan.wide and ctrl & 0x1F0 != ROW_NEWBCAST:
        raise _err("DP ALU dpp only supports row_newbcast", ctrl_item.col, stmt)
    w1 = s_code[0] | ctrl << 8 | bc << 19 | s_mods[0][0] << 20 | s_mods[0][1] << 21 \
        | s_mods[1][0] << 22 | s_mods[1][1] << 23 | bank_mask << 24 | row_mask << 28
    w0 = _word0(enc, DPP_MARKER, opcode, vdst, s_code[1])
    return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")


__all__ = ["DPP_MODS", "SDWA_MODS", "decode_dpp", "decode_sdwa", "dpp_ctrl_text", "encode_dpp",
           "encode_sdwa", "has_dpp", "has_sdwa", "plan_of"]
