"""The image BVH ray-intersection instructions (``image_bvh_intersect_ray``,
``image_bvh64_intersect_ray``) of gfx1013, GFX10.3, GFX11 and GFX11.5: MIMG words whose
fields LLVM 22 fixes, with their own operand rules (rows: ``tables/rdna_mimg_bvh.py``). The
MIMG formats of :mod:`amdgcn.isa.formats.mimg_rdna` (GFX10) and
:mod:`amdgcn.isa.formats.mimg11` (GFX11) hand their rows to :func:`decode` and
:func:`encode`.

Fixed fields (LLVM 22's MIMG_IntersectRay): ``dmask`` 0xf, ``unorm`` 1, ``r128`` 1, ``dim``
1D; cache policy, ``tfe``, ``lwe``, ``d16`` and ``ssamp`` zero. A word with any other value
there is invalid; the layouts' unused bits are ignored. ``a16`` is the only modifier::

    GFX10: 31..26 111100 | 25 slc | 24..18 op[6:0] | 17 lwe | 16 tfe | 15 r128 | 13 glc
           | 12 unorm | 11..8 dmask | 7 dlc | 5..3 dim | 2..1 nsa | 0 op[7]
           dword 1: 63 d16 | 62 a16 | 57..53 ssamp | 52..48 srsrc | 47..40 vdata | 39..32 vaddr
           NSA dwords: one byte per further address VGPR
    GFX11: 31..26 111100 | 25..18 op | 17 d16 | 16 a16 | 15 r128 | 14 glc | 13 dlc | 12 slc
           | 11..8 dmask | 7 unorm | 4..2 dim | 0 nsa
           dword 1: 62..58 ssamp | 54 lwe | 53 tfe | 52..48 srsrc | 47..40 vdata | 39..32 vaddr
           NSA dword: the first VGPR of list entries 2 to 5, one per byte

Operands: ``vdata`` four VGPRs (the result), ``vaddr``, ``srsrc`` a 128-bit SGPR tuple, and
``a16``. ``vaddr`` holds ``bvh_vaddr[a16]`` VGPRs (node pointer, ray extent, origin,
direction, inverse direction; with a16 the two directions are 16-bit halves of three
VGPRs): a range, or an NSA list — on GFX10 of as many single VGPRs, on GFX11 of five (four
with a16) entries of ``bvh_nsa11[a16]`` VGPRs each.

Errors follow llvm-mc's matcher. LLVM defines for each instruction the forms of
:func:`_forms` (packed and NSA, a16 clear and set, for GFX10 and GFX11) and takes the
first whose operand classes fit the statement's operands (an NSA list counts as ``[``, its
entries and ``]``); where none fits it reports "operands are not valid for this GPU or
mode" if a form of another generation fits, else "invalid operand for instruction" at the
operand where the form that got furthest stopped ("too few operands for instruction" where
that is past the end). ``a16`` is read as the modifier only at a place where a form of this
generation has it; elsewhere it is an AGPR name. A fitting form of the other ``a16``
answers "image address size does not match a16".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats._memory import INVALID, TOO_FEW, sreg_operand, vreg_text, word
from amdgcn.isa.formats._scalar import _check_tuple
from amdgcn.isa.instruction import Instruction, row_cache
from amdgcn.isa.operands import reg_code
from amdgcn.isa.registers import Reg

ENCODING_BITS = 0b111100
#: (field, dword, lsb, width, value LLVM 22 requires) per generation
FIXED = {
    "gfx10": (("dim", 0, 3, 3, 0), ("dlc", 0, 7, 1, 0), ("dmask", 0, 8, 4, 0xF),
              ("unorm", 0, 12, 1, 1), ("glc", 0, 13, 1, 0), ("r128", 0, 15, 1, 1),
              ("tfe", 0, 16, 1, 0), ("lwe", 0, 17, 1, 0), ("slc", 0, 25, 1, 0),
              ("ssamp", 1, 21, 5, 0), ("d16", 1, 31, 1, 0)),
    "gfx11": (("dim", 0, 2, 3, 0), ("unorm", 0, 7, 1, 1), ("dmask", 0, 8, 4, 0xF),
              ("slc", 0, 12, 1, 0), ("dlc", 0, 13, 1, 0), ("glc", 0, 14, 1, 0),
              ("r128", 0, 15, 1, 1), ("d16", 0, 17, 1, 0), ("tfe", 1, 21, 1, 0),
              ("lwe", 1, 22, 1, 0), ("ssamp", 1, 26, 5, 0)),
}
#: (dword, lsb) of a16 per generation
_A16 = {"gfx10": (1, 30), "gfx11": (0, 16)}
_NULL = 124               # GFX11 prints a resource code of 124 as null
_INVALID_OPERAND = "not a valid operand."
_MISSING_FEATURE = "operands are not valid for this GPU or mode"
_A16_MISMATCH = "image address size does not match a16"
#: operand classes of a form: ("v", n) n VGPRs, "[" and "]" an NSA list's brackets,
#: "srsrc" a 128-bit SGPR/TTMP tuple, "a16" the optional modifier
_LBR, _RBR, _SRSRC, _A16_CLASS = "[", "]", "srsrc", "a16"
_ENTRY = re.compile(r"\s*(?:(v|s|ttmp)(\d+)|(v|s|ttmp)\[(\d+):(\d+)\])\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class _Form:
    """One of LLVM's forms of a BVH instruction: its generation, a16 and operand classes."""

    gen: str
    a16: int
    nsa: bool
    classes: tuple


@row_cache
def _forms(row) -> tuple:
    """The forms LLVM 22 defines for ``row``, in the order its matcher tries them."""
    out = []
    for a16 in (0, 1):
        n = row.get("bvh_vaddr")[a16]
        groups = row.get("bvh_nsa11")[a16]
        packed = (("v", 4), ("v", n), _SRSRC, _A16_CLASS)
        out += [_Form("gfx10", a16, False, packed), _Form("gfx11", a16, False, packed),
                _Form("gfx10", a16, True,
                      (("v", 4), _LBR) + (("v", 1),) * n + (_RBR, _SRSRC, _A16_CLASS)),
                _Form("gfx11", a16, True,
                      (("v", 4), _LBR) + tuple(("v", k) for k in groups) +
                      (_RBR, _SRSRC, _A16_CLASS))]
    return tuple(out)


@row_cache
def _a16_places(row, gen: str) -> frozenset:
    """Operand places where ``gen``'s forms take ``a16`` (where llvm-mc reads it so)."""
    return frozenset(f.classes.index(_A16_CLASS) for f in _forms(row) if f.gen == gen)


# ---- decoding -----------------------------------------------------------------------------
def decode(isa, row, data: bytes, offset: int, address: int) -> Instruction:
    """The BVH instruction at ``data[offset:]`` (its opcode already read as ``row``'s).

    Raises:
        DecodeError: for a fixed field of another value, an NSA size that does not fit, a
            resource LLVM does not decode, or too few bytes.
    """
    gen = isa.target.gen
    w = (word(data, offset, 0), word(data, offset, 1))
    for _name, k, lsb, width, value in FIXED[gen]:
        if (w[k] >> lsb) & ((1 << width) - 1) != value:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w[0])
    k, bit = _A16[gen]
    a16 = (w[k] >> bit) & 1
    naddr = row.get("bvh_vaddr")[a16]
    vaddr0, vdata, srsrc = w[1] & 0xFF, (w[1] >> 8) & 0xFF, (w[1] >> 16) & 0x1F
    if gen == "gfx10":
        nsa = (w[0] >> 1) & 3
        if nsa and nsa != nsa_dwords10(naddr):
            raise DecodeError("invalid NSA address count", offset=offset, word=w[0])
    else:
        nsa = w[0] & 1
    size = 8 + 4 * nsa
    if len(data) - offset < size:
        raise DecodeError("truncated instruction", offset=offset)
    if not nsa:
        vaddr = vreg_text(vaddr0, naddr)
    elif gen == "gfx10":
        regs = (vaddr0, *data[offset + 8:offset + 8 + naddr - 1])
        vaddr = "[" + ", ".join(f"v{r}" for r in regs) + "]"
    else:
        groups = row.get("bvh_nsa11")[a16]
        firsts = (vaddr0, *data[offset + 8:offset + 8 + len(groups) - 1])
        vaddr = "[" + ", ".join(vreg_text(r, n) for r, n in zip(firsts, groups)) + "]"
    rsrc = "null" if gen == "gfx11" and srsrc * 4 == _NULL else \
        sreg_operand(srsrc * 4, 4, isa.space)
    if rsrc is None:
        raise DecodeError("invalid instruction encoding", offset=offset, word=w[1])
    fields = {"op": row.opcode(isa.column), "nsa": nsa, "a16": a16, "vaddr": vaddr0,
              "vdata": vdata, "srsrc": srsrc}
    return Instruction(address, bytes(data[offset:offset + size]), "MIMG", row.name, row.name,
                       (vreg_text(vdata, 4), vaddr, rsrc), ("a16",) if a16 else (), fields,
                       None, row)


def nsa_dwords10(naddr: int) -> int:
    """GFX10's NSA dwords for ``naddr`` address VGPRs (a byte for each after the first)."""
    return (naddr + 2) // 4


# ---- encoding -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Actual:
    """One operand as llvm-mc's matcher sees it: its class and where it stands."""

    kind: str          # "v" (VGPR tuple), "srsrc", "[", "]", "a16" or "other"
    col: int
    index: int = 0     # first VGPR, or the resource's code
    count: int = 0


def encode(isa, stmt, row) -> bytes:
    """Encode a BVH statement for ``isa`` (a GFX10 or GFX11 processor with ``row``).

    Raises:
        AsmError: with llvm-mc's message and column (see the module docstring).
    """
    gen = isa.target.gen
    ops = _actuals(stmt, row, isa)
    form, fail = _match(row, gen, ops)
    if form is None:
        if fail == "feature":
            raise AsmError(_MISSING_FEATURE, col=stmt.col)
        if fail >= len(ops):
            raise AsmError(TOO_FEW, col=stmt.col)
        raise AsmError(INVALID, col=ops[fail].col)
    a16 = int(any(o.kind == _A16_CLASS for o in ops))
    if a16 != form.a16:
        raise AsmError(_A16_MISMATCH, col=stmt.col)
    regs = [o for o in ops if o.kind == "v"]
    vdata, vaddr = regs[0].index, [o.index for o in regs[1:]]
    srsrc = next(o.index for o in ops if o.kind == _SRSRC)
    op = row.opcode(isa.column)
    w0 = ENCODING_BITS << 26
    for _name, k, lsb, _width, value in FIXED[gen]:
        if k == 0:
            w0 |= value << lsb
    w1 = vaddr[0] | vdata << 8 | srsrc << 16
    k, bit = _A16[gen]
    if k:
        w1 |= a16 << bit
    else:
        w0 |= a16 << bit
    extra = bytes(vaddr[1:])
    if gen == "gfx10":
        nsa = nsa_dwords10(len(vaddr)) if form.nsa else 0
        w0 |= (op & 0x7F) << 18 | op >> 7 | nsa << 1
    else:
        nsa = int(form.nsa)
        w0 |= op << 18 | nsa
    out = w0.to_bytes(4, "little") + w1.to_bytes(4, "little")
    return out + extra.ljust(4 * nsa, b"\0") if nsa else out


def _match(row, gen: str, ops: list) -> tuple:
    """(the form that fits, None), or (None, "feature") where only another generation's
    form fits, or (None, the index of the operand the furthest form stopped at)."""
    other = False
    furthest = -1
    for form in _forms(row):
        stop = _fit(form.classes, ops)
        if stop is None:
            if form.gen == gen:
                return form, None
            other = True
        furthest = max(furthest, stop if stop is not None else -1)
    return None, "feature" if other else furthest


def _fit(classes: tuple, ops: list) -> int | None:
    """None where ``ops`` fit ``classes``, else the index of the operand that does not."""
    i = 0
    for cls in classes:
        if i >= len(ops):
            return None if cls == _A16_CLASS else i
        o = ops[i]
        if cls == _A16_CLASS:
            if o.kind == _A16_CLASS:
                i += 1
            continue           # optional: the next operand must then be the end
        if isinstance(cls, tuple):
            ok = o.kind == "v" and o.count == cls[1]
        else:
            ok = o.kind == cls
        if not ok:
            return i
        i += 1
    return i if i < len(ops) else None


def _actuals(stmt, row, isa) -> list:
    """The statement's operands as llvm-mc's matcher sees them, after its parse errors
    (``name:value`` modifiers, SGPR tuple alignment) in the order of the line."""
    out: list[_Actual] = []
    places = _a16_places(row, isa.target.gen)
    for n, it in enumerate(stmt.items):
        if it.kind == "named":
            if it.text.lower().startswith("a16:"):   # the register a16, then a bad token
                raise AsmError("unknown token in expression", col=it.col + len("a16"))
            raise AsmError(_INVALID_OPERAND, col=it.col)
        if it.kind != "reg":
            out.append(_Actual("other", it.col))
        elif it.text.startswith("["):
            entries = _entries(it, isa)
            if n == 1 and len(entries) > 1:       # the address operand: an NSA list
                out.append(_Actual(_LBR, it.col))
                out += [_Actual("v", c, r, k) if r is not None else _Actual("other", c)
                        for r, k, c in entries]
                out.append(_Actual(_RBR, it.col + len(it.text) - 1))
            elif n == 1:
                r, k, c = entries[0]
                out.append(_Actual("v", c, r, k) if r is not None else _Actual("other", c))
            else:
                out.append(_reg_actual(it, it.reg, isa))
        elif it.text == "a16" and len(out) in places:
            out.append(_Actual(_A16_CLASS, it.col))
        else:
            out.append(_reg_actual(it, it.reg, isa))
    return out


def _reg_actual(it, reg: Reg, isa) -> _Actual:
    if reg.file == "v":
        return _Actual("v", it.col, reg.index, reg.count)
    if reg.file in ("s", "ttmp"):
        _check_tuple(it, reg, isa.space)    # llvm-mc's parse errors (alignment, range)
        if reg.count == 4:
            return _Actual(_SRSRC, it.col, reg_code(reg, isa.space) // 4)
    return _Actual("other", it.col)


def _entries(it, isa) -> list:
    """(first VGPR or None, count, column) of each entry of a bracketed list; an SGPR or TTMP
    entry gets llvm-mc's parse errors (alignment, range) and is no VGPR."""
    out = []
    col = it.col + 1
    for part in re.split(r",(?![^\[]*\])", it.text[1:-1]):
        at = col + len(part) - len(part.lstrip())
        m = _ENTRY.match(part)
        reg = None
        if m:
            lo = int(m.group(2) or m.group(4))
            hi = int(m.group(5)) if m.group(5) else lo
            reg = Reg((m.group(1) or m.group(3)).lower(), lo, hi - lo + 1) if hi >= lo else None
        if reg is not None and reg.file in ("s", "ttmp"):
            _check_tuple(_At(at), reg, isa.space)
        out.append((reg.index, reg.count, at) if reg is not None and reg.file == "v"
                   else (None, 0, at))
        col += len(part) + 1
    return out


@dataclass(frozen=True, slots=True)
class _At:
    """Where a list entry stands (for the errors of :func:`_check_tuple`)."""

    col: int
