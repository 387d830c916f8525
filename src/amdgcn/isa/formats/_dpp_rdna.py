"""GFX10 DPP16 and DPP8 forms of VOP1 and VOP2 (LLVM 22's GFX10 DPP, learned from llvm-mc-22).

Not a registered format: :mod:`amdgcn.isa.formats.vop` calls :func:`decode` when the src0
field of a GFX10 VOP1/VOP2 word is a DPP marker, and :mod:`amdgcn.isa.formats._vop_encode`
calls :func:`encode` for a GFX10 statement with a ``_dpp`` mnemonic or DPP modifiers. The
second dword replaces the literal constant::

    DPP16 (src0 = 0xFA)
    31:28    27:24     23  22  21  20  19 18 17 16:8     7:0
    row_mask bank_mask abs neg abs neg bc fi  -  dpp_ctrl src0 (VGPR index)
                       (src1)  (src0)

    DPP8 (src0 = 0xE9, or 0xEA with fi:1)
    31:8 eight 3-bit lane selects, lane 0 lowest | 7:0 src0 (VGPR index)

GFX10 drops GCN's ``wave_*`` and ``row_bcast`` controls and adds ``row_share:n`` (0x150+n)
and ``row_xmask:n`` (0x160+n); LLVM 22 prints the dropped ones as comments. DPP8 takes no
source modifiers. VOPC, 64-bit operands, literal-K forms and a few moves have no DPP form
(:func:`has_dpp`). Text, defaults and error messages are LLVM 22's: DPP16 prints the control,
``row_mask:`` and ``bank_mask:``, then ``bound_ctrl:1`` and ``fi:1`` when set; ``v_nop``
keeps its name without ``_dpp``.

Modifier order (the llvm-mc assembler parses an optional operand only at the operand
positions its instruction forms give it, counting the optional operands before it as
omitted): the control at position ``n`` (the operand count), ``row_mask`` at ``n+1``,
``bank_mask`` at ``n+1..n+2``, ``bound_ctrl`` at ``n+1..n+3``, ``fi`` at ``n+1..n+4``; a
``name:value`` modifier elsewhere is "not a valid operand.", one that parses but does not fit
the form (a repeat, ``bound_ctrl`` after ``fi``) "invalid operand for instruction".
"""

from __future__ import annotations

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats._vop_common import target_sig
from amdgcn.isa.formats._vop_operands import dpp_mask
from amdgcn.isa.formats._vopx import (
    DPP_MARKER,
    ROW_HALF_MIRROR,
    ROW_MIRROR,
    _finish,
    _int_value,
    _plan,
    _vreg_text,
    _with_mods,
    _word0,
    _word_fields,
)
from amdgcn.isa.instruction import Row
from amdgcn.isa.registers import SPECIAL, VGPR, VGPR_BASE

DPP8_MARKER, DPP8_FI_MARKER = 0xE9, 0xEA
MARKERS = frozenset((DPP_MARKER, DPP8_MARKER, DPP8_FI_MARKER))
DPP8_IDENTITY = 0xFAC688          # dpp8:[0,1,2,3,4,5,6,7]

_ROW_SHL, _ROW_SHR, _ROW_ROR = 0x100, 0x110, 0x120
_ROW_SHARE, _ROW_XMASK = 0x150, 0x160
_WAVE_GONE = {0x130: "wave_shl", 0x134: "wave_rol", 0x138: "wave_shr", 0x13C: "wave_ror"}
_BCAST_GONE = (0x142, 0x143)
_INVALID = "/* Invalid dpp_ctrl value */"

#: moves and forms without DPP on GFX10 (llvm-mc-22 decodes no DPP16/DPP8 word of them)
_NO_DPP = frozenset(("v_readfirstlane_b32", "v_swap_b32", "v_swaprel_b32", "v_pipeflush",
                     "v_clrexcp", "v_mac_legacy_f32", "v_fmac_legacy_f32"))

CTRL_NAMES = frozenset(("quad_perm", "row_shl", "row_shr", "row_ror", "row_mirror",
                        "row_half_mirror", "row_share", "row_xmask", "row_bcast", "wave_shl",
                        "wave_rol", "wave_shr", "wave_ror", "row_newbcast", "dpp8"))
DPP_NAMES = CTRL_NAMES | {"row_mask", "bank_mask", "bound_ctrl", "fi"}
_SHIFTS = {"row_shl": _ROW_SHL, "row_shr": _ROW_SHR, "row_ror": _ROW_ROR}
_SHARES = {"row_share": _ROW_SHARE, "row_xmask": _ROW_XMASK}
#: optional DPP16 operands: the positions (after the control) where llvm-mc parses each
_OPTIONAL = {"row_mask": (1,), "bank_mask": (1, 2), "bound_ctrl": (1, 2, 3), "fi": (1, 2, 3, 4)}
_FORM_ORDER = ("row_mask", "bank_mask", "bound_ctrl", "fi")


def has_dpp(row: Row, target) -> bool:
    """Whether LLVM 22 has a GFX10 DPP16/DPP8 form of ``row`` (VOP1/VOP2, 32-bit operands)."""
    if target.gen != "gfx10" or row.encoding not in ("VOP1", "VOP2") or row.name in _NO_DPP:
        return False
    plan = _plan(row.sig)
    return not plan.wide and not any(o.name == "k" for o in plan.ops) and bool(plan.ops)


def _row_plan(row: Row, target):
    return _plan(target_sig(row.sig, row, True, not target.wave64))


# ---------------------------------------------------------------------------------------------
# Decoding
# ---------------------------------------------------------------------------------------------

def ctrl_text(ctrl: int) -> str:
    """LLVM 22's GFX10 text of a DPP16 DPP_CTRL value (comments for the dropped ones)."""
    if ctrl < 0x100:
        return "quad_perm:[%d,%d,%d,%d]" % (ctrl & 3, (ctrl >> 2) & 3, (ctrl >> 4) & 3,
                                            (ctrl >> 6) & 3)
    hi, n = ctrl & 0x1F0, ctrl & 0xF
    for name, base in _SHIFTS.items():
        if hi == base:
            return f"{name}:{n}" if n else _INVALID
    if ctrl in _WAVE_GONE:
        return f"/* {_WAVE_GONE[ctrl]} is not supported starting from GFX10 */"
    if ctrl == ROW_MIRROR:
        return "row_mirror"
    if ctrl == ROW_HALF_MIRROR:
        return "row_half_mirror"
    if ctrl in _BCAST_GONE:
        return "/* row_bcast is not supported starting from GFX10 */"
    if hi == _ROW_SHARE:
        return f"row_share:{n}"
    if hi == _ROW_XMASK:
        return f"row_xmask:{n}"
    return _INVALID


def dpp8_text(sel: int) -> str:
    return "dpp8:[%s]" % ",".join(str((sel >> (3 * k)) & 7) for k in range(8))


def decode(isa, data: bytes, offset: int, address: int, row: Row, enc: str):
    """Decode a GFX10 VOP1/VOP2 word whose src0 is a DPP16 or DPP8 marker.

    Raises:
        DecodeError: for a truncated instruction, a row without DPP, or source modifiers
            on integer operands.
    """
    if len(data) - offset < 8:
        raise DecodeError("truncated DPP instruction", offset=offset)
    w0 = int.from_bytes(data[offset:offset + 4], "little")
    w1 = int.from_bytes(data[offset + 4:offset + 8], "little")
    target = isa.target
    marker = w0 & 0x1FF
    f = _word_fields(enc, w0)
    if marker == DPP_MARKER:
        ctrl, fi, bc = (w1 >> 8) & 0x1FF, (w1 >> 18) & 1, (w1 >> 19) & 1
        neg = [(w1 >> 20) & 1, (w1 >> 22) & 1]
        abs_ = [(w1 >> 21) & 1, (w1 >> 23) & 1]
        bank_mask, row_mask = (w1 >> 24) & 0xF, (w1 >> 28) & 0xF
        f.update(dpp_ctrl=ctrl, fi=fi, bound_ctrl=bc, src0_neg=neg[0], src0_abs=abs_[0],
                 src1_neg=neg[1], src1_abs=abs_[1], bank_mask=bank_mask, row_mask=row_mask)
        mods = [ctrl_text(ctrl), f"row_mask:0x{row_mask:x}", f"bank_mask:0x{bank_mask:x}"]
        if bc:
            mods.append("bound_ctrl:1")
    else:
        fi, sel = int(marker == DPP8_FI_MARKER), w1 >> 8
        neg = abs_ = [0, 0]
        f.update(dpp8=sel, fi=fi)
        mods = [dpp8_text(sel)]
    if fi:
        mods.append("fi:1")
    if row.name == "v_nop" and not row.sig:
        if f.get("vdst"):
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        return _finish(isa, data, offset, address, row, enc, "dpp", "v_nop", (), mods, f, 8)
    if not has_dpp(row, target):
        raise DecodeError("invalid DPP encoding", offset=offset, word=w0)
    plan = _row_plan(row, target)
    ops_text = []
    si = 0
    for i, op in enumerate(plan.ops):
        if i == plan.dst:
            ops_text.append(_vreg_text(f["vdst"], op.count, target))
        elif i in plan.srcs:
            raw = (w1 & 0xFF) if si == 0 else f["vsrc1"]
            f["src0" if si == 0 else "src1"] = VGPR_BASE + raw
            if op.kind != "f" and (neg[si] or abs_[si]):
                raise DecodeError("invalid DPP encoding", offset=offset, word=w0)
            ops_text.append(_with_mods(f"v{raw}", False, neg[si], abs_[si], 0))
            si += 1
        else:
            ops_text.append("vcc" if op.bits == 64 else "vcc_lo")
    return _finish(isa, data, offset, address, row, enc, "dpp", row.name + "_dpp", ops_text,
                   mods, f, 8)


# ---------------------------------------------------------------------------------------------
# Encoding
# ---------------------------------------------------------------------------------------------

def _err(msg: str, col: int, stmt) -> AsmError:
    return AsmError(msg, col=col, source_line=stmt.line)


def _name(it) -> str:
    return (it.name if it.kind == "named" else it.text).lower()


def _list_errors(it, count: int, bits: int, stmt) -> list:
    """The values of ``quad_perm:[...]`` / ``dpp8:[...]``, with llvm-mc's errors and columns."""
    vals = it.value if isinstance(it.value, list) else None
    start = it.col + len(it.name) + 1
    if vals is None:
        raise _err("expected a left square bracket", start, stmt)
    # columns of the elements and of the commas, from the item's text
    body = it.text[len(it.name) + 2:]
    cols, commas, p = [], [], 0
    for k, part in enumerate(body.rstrip("]").split(",")):
        lead = len(part) - len(part.lstrip())
        cols.append(start + 1 + p + lead)
        p += len(part) + 1
        commas.append(start + p)
    for k, v in enumerate(vals[:count]):
        if not isinstance(v, int) or not 0 <= v < (1 << bits):
            raise _err(f"expected a {bits}-bit value", cols[k] if k < len(cols) else it.col,
                       stmt)
    if len(vals) < count:
        raise _err("expected a comma", it.col + len(it.text) - 1, stmt)
    if len(vals) > count:
        raise _err("expected a closing square bracket", commas[count - 1], stmt)
    return vals


def _ctrl(it, stmt, ctx) -> tuple[str, int]:
    """("dpp16" | "dpp8", value) of a control modifier."""
    name = _name(it)
    vcol = it.col + len(name) + 1
    if it.kind == "ident":
        if name in ("row_mirror", "row_half_mirror"):
            return "dpp16", ROW_MIRROR if name == "row_mirror" else ROW_HALF_MIRROR
        raise _err("not a valid operand.", it.col, stmt)
    if name == "quad_perm":
        vals = _list_errors(it, 4, 2, stmt)
        return "dpp16", sum(v << (2 * k) for k, v in enumerate(vals))
    if name == "dpp8":
        vals = _list_errors(it, 8, 3, stmt)
        return "dpp8", sum(v << (3 * k) for k, v in enumerate(vals))
    if name not in _SHIFTS and name not in _SHARES:
        raise _err("not a valid operand.", it.col, stmt)     # wave_*, row_bcast: gone
    v = _int_value(it, stmt, ctx)
    if name in _SHIFTS:
        if not 1 <= v <= 15:
            raise _err(f"invalid {name} value", vcol, stmt)
        return "dpp16", _SHIFTS[name] | v
    if not 0 <= v <= 15:
        raise _err(f"invalid {name} value", vcol, stmt)
    return "dpp16", _SHARES[name] | v


def _parse_mods(mods, n: int, omod_ok: bool, stmt, ctx):
    """Walk the modifiers as llvm-mc parses them: the control, then DPP16's optional
    operands. Returns (form, ctrl, values, mismatch item or None)."""
    form = ctrl = None
    vals: dict = {}
    mismatch = None
    for k, it in enumerate(mods):
        name = _name(it)
        pos = k                                  # position after the operands
        if name in CTRL_NAMES and not (it.kind == "ident" and pos):
            if pos:
                raise _err("not a valid operand.", it.col, stmt)
            form, ctrl = _ctrl(it, stmt, ctx)
            continue
        if it.kind == "ident":                   # parsed as a symbol: fits no DPP operand
            mismatch = mismatch or it
            continue
        if name in ("mul", "div") and omod_ok and pos in (0, 1):
            mismatch = mismatch or it
            continue
        if name not in _OPTIONAL or pos not in _OPTIONAL[name]:
            raise _err("not a valid operand.", it.col, stmt)
        v = _int_value(it, stmt, ctx)
        if name == "bound_ctrl" and v not in (0, 1):
            raise _err("invalid bound_ctrl value.", it.col, stmt)
        if form == "dpp8" and name != "fi" or name in vals or any(
                _FORM_ORDER.index(o) > _FORM_ORDER.index(name) for o in vals):
            mismatch = mismatch or it
            continue
        vals[name] = v
    return form, ctrl, vals, mismatch


def encode(isa, stmt, rows, ctx, ops, mods, variant: str = "") -> bytes:
    """Encode a GFX10 DPP16/DPP8 statement (``v_mov_b32_dpp v0, v1 row_share:1``,
    ``v_add_f32 v0, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1``).

    Raises:
        AsmError: with llvm-mc's message and column.
    """
    target = isa.target
    if variant in ("e32", "e64"):        # no DPP operand in those forms
        first = next((m for m in mods if _name(m) in DPP_NAMES), stmt)
        raise _err("invalid operand for instruction", first.col, stmt)
    row = next((r for r in rows if r.encoding in ("VOP1", "VOP2", "VOPC")), rows[0])
    suffixed = stmt.mnemonic.lower().endswith("_dpp")
    nop = row.name == "v_nop" and not row.sig
    if not (nop or has_dpp(row, target)):
        first = next((m for m in mods if _name(m) in CTRL_NAMES), mods[0] if mods else stmt)
        if suffixed:
            raise _err("dpp variant of this instruction is not supported", stmt.col, stmt)
        raise _err("not a valid operand.", first.col, stmt)
    plan = _row_plan(row, target) if not nop else _plan("")
    n = len(plan.ops)
    # operands: parse-level errors (source modifiers on integer operands)
    for i, (op, it) in enumerate(zip(plan.ops, ops)):
        if i in plan.srcs and (it.sext or op.kind != "f" and (it.neg or it.abs)):
            raise _err("not a valid operand.", it.col, stmt)
    form, ctrl, vals, mismatch = _parse_mods(mods, n, "omod" in row.flags, stmt, ctx)
    if len(ops) > n:
        raise _err("invalid operand for instruction", ops[n].col, stmt)
    if form is None or len(ops) < n:
        raise _err("too few operands for instruction", stmt.col, stmt)
    vdst, codes, smods = 0, [0, 0], [[0, 0], [0, 0]]
    si = 0
    bad_mode = None
    for i, (op, it) in enumerate(zip(plan.ops, ops)):
        if i == plan.dst:
            if it.kind != "reg" or it.reg.file != VGPR or it.reg.count != 1 or it.has_src_mods:
                raise _err("invalid operand for instruction", it.col, stmt)
            vdst = it.reg.index
        elif i in plan.srcs:
            if it.kind != "reg" or it.reg.file != VGPR or it.reg.count != op.count:
                if si == 1 and not suffixed:
                    bad_mode = bad_mode or stmt
                else:
                    raise _err("invalid operand for instruction", it.col, stmt)
            else:
                codes[si] = it.reg.index
            smods[si] = [int(it.neg), int(it.abs)]
            si += 1
        else:
            want = "vcc" if op.bits == 64 else "vcc_lo"
            if it.kind != "reg" or it.reg.file != SPECIAL or it.reg.name != want or \
                    it.has_src_mods:
                bad_mode = bad_mode or stmt
    if mismatch is not None:
        raise _err("invalid operand for instruction", mismatch.col, stmt)
    if form == "dpp8" and any(m for pair in smods for m in pair):
        if suffixed:
            raise _err("invalid operand for instruction",
                       next(m for m in mods if _name(m) == "dpp8").col, stmt)
        bad_mode = bad_mode or stmt
    if bad_mode is not None:
        raise _err("operands are not valid for this GPU or mode", stmt.col, stmt)
    opcode = row.opcode(isa.column)
    fi = vals.get("fi", 0)
    if form == "dpp8":
        w0 = _word0(row.encoding, DPP8_FI_MARKER if fi else DPP8_MARKER, opcode, vdst, codes[1])
        w1 = codes[0] | ctrl << 8
    else:
        bc = 1 if "bound_ctrl" in vals else 0
        w1 = codes[0] | ctrl << 8 | (fi & 1) << 18 | bc << 19 | smods[0][0] << 20 \
            | smods[0][1] << 21 | smods[1][0] << 22 | smods[1][1] << 23 \
            | dpp_mask("bank_mask", vals.get("bank_mask", 0xF), ctx) << 24 \
            | dpp_mask("row_mask", vals.get("row_mask", 0xF), ctx) << 28
        w0 = _word0(row.encoding, DPP_MARKER, opcode, vdst, codes[1])
    return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")


__all__ = ["CTRL_NAMES", "DPP_NAMES", "MARKERS", "ctrl_text", "decode", "dpp8_text", "encode", "has_dpp"]
