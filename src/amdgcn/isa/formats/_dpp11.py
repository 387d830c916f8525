"""GFX11 DPP16 and DPP8 forms of the VALU: ``_dpp`` (VOP1/VOP2/VOPC) and ``_e64_dpp`` (VOP3),
as LLVM 22 encodes and prints them.

The 32-bit forms put a marker in SRC0 and a DPP dword after the instruction; the VOP3 forms
put it in the VOP3 SRC0 field and the DPP dword after the two VOP3 dwords (no literal)::

    DPP16 (SRC0 = 0xFA)  7:0 src0 | 16:8 dpp_ctrl | 18 fi | 19 bound_ctrl | 20 src0_neg
                         21 src0_abs | 22 src1_neg | 23 src1_abs | 27:24 bank_mask
                         31:28 row_mask
    DPP8  (SRC0 = 0xE9, 0xEA with fi:1)  7:0 src0 | 31:8 eight 3-bit lane selects

In the 32-bit forms of true16 operands bit 7 of a VGPR field picks the high half (``v1.h``);
in the VOP3 forms op_sel does, as without DPP. The neg/abs bits of the DPP16 dword belong to
the 32-bit forms; the VOP3 forms keep their modifiers in the VOP3 dwords. Which rows have
these forms is learned from LLVM 22 (``tables/rdna_valu11.py``: ``DPP_E32``, ``DPP_VOP3``).
"""

from __future__ import annotations

from dataclasses import replace

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats._vop_operands import dpp_mask, print_half, print_vreg, with_mods
from amdgcn.isa.instruction import Instruction
from amdgcn.isa.tables.rdna_valu11 import DPP_E32, DPP_VOP3

DPP16, DPP8, DPP8_FI = 0xFA, 0xE9, 0xEA
MARKERS = frozenset((DPP16, DPP8, DPP8_FI))
#: named items of the DPP forms (the DPP16 controls and ``dpp8``)
NAMES = frozenset(("quad_perm", "row_shl", "row_shr", "row_ror", "row_mirror",
                   "row_half_mirror", "row_share", "row_xmask", "row_mask", "bank_mask",
                   "bound_ctrl", "fi", "dpp8"))
#: DPP_CTRL values with an operand: name -> base (GFX10+; wave shifts and broadcasts left)
_CTRL_N = {"row_shl": 0x100, "row_shr": 0x110, "row_ror": 0x120, "row_share": 0x150,
           "row_xmask": 0x160}
_CTRL_BARE = {"row_mirror": 0x140, "row_half_mirror": 0x141}
_CTRL_NAME = {v: k for k, v in {**_CTRL_N, **_CTRL_BARE}.items()}


def has_dpp(row, vop3: bool) -> bool:
    """Whether the row has DPP forms on GFX11 (its VOP3 form's when ``vop3``)."""
    return (row.encoding, row.name) in (DPP_VOP3 if vop3 else DPP_E32)


def ctrl_text(ctrl: int) -> str | None:
    """LLVM's text of a GFX10+ DPP_CTRL value, or None for a value it does not decode."""
    if ctrl < 0x100:
        return f"quad_perm:[{ctrl & 3},{ctrl >> 2 & 3},{ctrl >> 4 & 3},{ctrl >> 6 & 3}]"
    name = _CTRL_NAME.get(ctrl) or _CTRL_NAME.get(ctrl & 0x1F0)
    if name is None or name in ("row_shl", "row_shr", "row_ror") and not ctrl & 0xF:
        return None
    return name if name in _CTRL_BARE else f"{name}:{ctrl & 0xF}"


def dpp_mods(marker: int, word: int) -> list | None:
    """The DPP modifiers as LLVM prints them after the operands, or None if invalid."""
    if marker != DPP16:
        sels = ",".join(str(word >> (8 + 3 * i) & 7) for i in range(8))
        return [f"dpp8:[{sels}]"] + (["fi:1"] if marker == DPP8_FI else [])
    text = ctrl_text(word >> 8 & 0x1FF)
    if text is None:
        return None
    out = [text, f"row_mask:0x{word >> 28:x}", f"bank_mask:0x{word >> 24 & 0xF:x}"]
    if word >> 19 & 1:
        out.append("bound_ctrl:1")
    if word >> 18 & 1:
        out.append("fi:1")
    return out


def decode_e32(isa, data: bytes, offset: int, address: int, row, enc: str, plan,
               fields: dict) -> Instruction:
    """A VOP1/VOP2/VOPC word whose SRC0 is a DPP marker, with its DPP dword."""
    w0 = int.from_bytes(data[offset:offset + 4], "little")
    if len(data) - offset < 8 or not has_dpp(row, False):
        raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
    word = int.from_bytes(data[offset + 4:offset + 8], "little")
    marker = w0 & 0x1FF
    mods = dpp_mods(marker, word)
    if mods is None:
        raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
    dpp16 = marker == DPP16
    flt = "mods" in row.flags
    ops = []
    si = 0
    for o in plan:
        n = o.name
        if n in ("src0", "vsrc1"):
            f = word & 0xFF if n == "src0" else fields["vsrc1"]
            t = print_half(f & 0x7F, f >> 7) if o.t16 else print_vreg(f, o.count)
            if dpp16 and flt and o.kind == "f":
                t = with_mods(t, word >> (20 + 2 * si) & 1, word >> (21 + 2 * si) & 1)
            ops.append(t)
            si += 1
        elif n == "vcc":
            ops.append("vcc" if o.bits == 64 else "vcc_lo")
        elif n == "vdst":
            f = fields["vdst"]
            ops.append(print_half(f & 0x7F, f >> 7) if o.t16 else print_vreg(f, o.count))
        else:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
    fields = {**fields, "dpp": word}
    mnemonic = row.name if enc == "VOPC" else row.name + "_dpp"
    return Instruction(address, bytes(data[offset:offset + 8]), enc, row.name, mnemonic,
                       tuple(ops), tuple(mods), fields, None, row, "dpp")


# ---------------------------------------------------------------------------------------------
# Encoding
# ---------------------------------------------------------------------------------------------

def _int(it, what: str) -> int:
    if it.kind != "named" or not isinstance(it.value, int) or isinstance(it.value, bool):
        raise AsmError(f"invalid {what} value", col=it.col)
    return it.value


def dpp_word(items, *, vop3: bool, stmt, ctx=None) -> tuple[int, int, int]:
    """(marker, DPP dword without src0, src0 modifier bits allowed) from the DPP items of
    ``stmt``. The controls are read as on GFX10 (:func:`amdgcn.isa.formats._dpp_rdna._ctrl`:
    LLVM 22's words and columns); ``row_mask``/``bank_mask``/``fi`` keep their low bits as
    llvm-mc does, its listing printing a wider mask as written (through ``ctx.echo``).

    Raises:
        AsmError: for a control LLVM refuses, with its column.
    """
    from amdgcn.isa.formats import _dpp_rdna
    ctrl = None
    row_mask = bank_mask = 0xF
    bc = fi = 0
    sels = None     # DPP8's lane selects, 3 bits each
    for it in items:
        name = (it.name or it.text).lower()
        if name in ("dpp8", "quad_perm") or name in _CTRL_N or name in _CTRL_BARE:
            form, v = _dpp_rdna._ctrl(it, stmt, ctx)
            if form == "dpp8":
                sels = v
            else:
                ctrl = v
        elif name in ("row_mask", "bank_mask"):
            v = dpp_mask(name, _int(it, name), ctx)
            if name == "row_mask":
                row_mask = v
            else:
                bank_mask = v
        elif name == "bound_ctrl":
            v = _int(it, name)
            if v not in (0, 1):
                raise AsmError("invalid bound_ctrl value.", col=it.col)
            bc = v
        elif name == "fi":
            fi = _int(it, name) & 1
    if sels is not None:
        if ctrl is not None:
            raise AsmError("invalid operand for instruction", col=items[0].col)
        return (DPP8_FI if fi else DPP8), sels << 8, 0
    if ctrl is None:
        raise AsmError("invalid operand for instruction", col=items[0].col if items else 0)
    return DPP16, ctrl << 8 | fi << 18 | bc << 19 | bank_mask << 24 | row_mask << 28, 1


def split(stmt):
    """(statement without its DPP items, the DPP items)."""
    keep, dpp = [], []
    for it in stmt.items:
        if it.kind in ("named", "ident") and (it.name or it.text).lower() in NAMES:
            dpp.append(it)
        else:
            keep.append(it)
    return replace(stmt, items=keep), dpp


def encode_e32(isa, stmt, row, plan, dpp_items, encode_e32_words, ctx=None) -> bytes:
    """A ``_dpp`` statement of a VOP1/VOP2/VOPC row (``plan``: its 32-bit operand plan);
    ``encode_e32_words(stmt)`` encodes the statement without DPP items and source modifiers
    as a 32-bit instruction."""
    if not has_dpp(row, False):
        raise AsmError("invalid operand for instruction", col=stmt.col)
    marker, word, mods_ok = dpp_word(dpp_items, vop3=False, stmt=stmt, ctx=ctx)
    items = list(stmt.items)
    ops = [i for i, it in enumerate(items) if it.kind != "named" and not (
        it.kind == "ident" and (it.name or it.text).lower() == "clamp")]
    if row.encoding == "VOPC" and len(ops) == len(plan) - 1:
        plan = plan[1:]     # the VCC destination may go unwritten
    mod_bits = 0
    src0_col = stmt.col
    for k, o in zip(ops, plan):
        it = items[k]
        if o.name == "src0":
            src0_col = it.col
        if o.name in ("src0", "vsrc1") and it.has_src_mods and not it.sext:
            if "mods" not in row.flags or o.kind != "f":
                raise AsmError("not a valid operand.", col=it.col)
            if not mods_ok:   # DPP8's 32-bit form has no modifier bits (llvm-mc: at dpp8)
                raise AsmError("invalid operand for instruction", col=dpp_items[0].col)
            si = 0 if o.name == "src0" else 1
            mod_bits |= (int(it.neg) | int(it.abs) << 1) << (20 + 2 * si)
            items[k] = replace(it, neg=False, abs=False)
    data = encode_e32_words(replace(stmt, items=items))
    w0 = int.from_bytes(data[:4], "little")
    if len(data) != 4 or w0 & 0x1FF < 0x100:   # src0 must be a VGPR
        raise AsmError("invalid operand for instruction", col=src0_col)
    src0 = w0 & 0xFF
    w0 = (w0 & ~0x1FF) | marker
    return w0.to_bytes(4, "little") + (word | mod_bits | src0).to_bytes(4, "little")


def encode_vop3(isa, stmt, row, plan, dpp_items, encode_e64_words, ctx=None) -> bytes:
    """An ``_e64_dpp`` statement (``plan``: the VOP3 operand plan); ``encode_e64_words(stmt)``
    encodes it without DPP items as VOP3 (src0 a VGPR, no literal). GFX11.0 reads src1 from
    a VGPR only (LLVM 22's words; GFX11.5 takes any source)."""
    if not has_dpp(row, True):
        raise AsmError("invalid operand for instruction", col=stmt.col)
    ops = [it for it in stmt.items if it.kind != "named" and not (
        it.kind == "ident" and (it.name or it.text).lower() == "clamp")]
    for o, it in zip(plan, ops):
        if o.name == "src1" and isa.column == "gfx11" and not (it.kind == "reg" and it.reg.file == "v"):
            raise AsmError("src1 immediate operand invalid for instruction" if it.kind in (
                "imm", "expr") else "invalid operand for instruction", col=it.col)
    marker, word, _ = dpp_word(dpp_items, vop3=True, stmt=stmt, ctx=ctx)
    data = encode_e64_words(stmt)
    if len(data) != 8:
        raise AsmError("invalid operand for instruction", col=stmt.col)
    w1 = int.from_bytes(data[4:8], "little")
    if w1 & 0x1FF < 0x100:
        raise AsmError("invalid operand for instruction", col=stmt.col)
    src0 = w1 & 0xFF
    w1 = (w1 & ~0x1FF) | marker
    return data[:4] + w1.to_bytes(4, "little") + (word | src0).to_bytes(4, "little")


__all__ = [
    "DPP8",
    "DPP8_FI",
    "DPP16",
    "MARKERS",
    "NAMES",
    "ctrl_text",
    "decode_e32",
    "dpp_mods",
    "dpp_word",
    "encode_e32",
    "encode_vop3",
    "has_dpp",
    "split",
]
