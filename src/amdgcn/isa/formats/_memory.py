"""Shared pieces of the memory formats (DS, MUBUF, MTBUF, MIMG, FLAT): data registers,
scalar resource operands, cache-policy modifiers.

MI200 ISA 13.4-13.7. Data registers are VGPRs, or AGPRs on gfx90a/gfx940 where the format's
``acc`` bit selects the file for all data operands of the instruction (AMDGPUUsage: ``AV``
operands). 64-bit and wider tuples must start at an even register on gfx90a/gfx940.
"""

from __future__ import annotations

from amdgcn.errors import AsmError
from amdgcn.isa.registers import (
    AGPR,
    SGPR,
    SPECIAL,
    TTMP,
    VGPR,
    decode_scalar,
    decode_tuple,
    reg_name,
)

INVALID = "invalid operand for instruction"
GFX8_TTMPS = 12
TOO_FEW = "too few operands for instruction"


def vreg_text(index: int, count: int, acc: bool = False) -> str:
    """``v5``, ``v[4:7]``, ``a[0:1]``."""
    f = "a" if acc else "v"
    if count == 1:
        return f"{f}{index}"
    return f"{f}[{index}:{index + count - 1}]"


ALIGN2_COLUMNS = ("gfx90a", "gfx940")
_NOTE = "/*Invalid register, operand has '{}' register class*/"


def reg_class(count: int, kind: str, column: str) -> str:
    """LLVM's name of the register class of a vector operand of ``count`` dwords.

    ``kind`` is ``"V"`` (VGPRs only), ``"A"`` (AGPRs only) or ``"AV"`` (either). Tuples
    of gfx90a/gfx940 are ``_Align2`` classes (MI200 ISA 3.6: even-aligned register pairs).
    """
    if count == 1:
        return {"V": "VGPR_32", "A": "AGPR_32", "AV": "AV_32"}[kind]
    name = {"V": "VReg", "A": "AReg", "AV": "AV"}[kind] + f"_{32 * count}"
    return name + "_Align2" if column in ALIGN2_COLUMNS else name


def vreg_checked(index: int, count: int, acc: bool, column: str, kind: str = "AV") -> str:
    """A vector operand as LLVM's disassembler prints it, with its
    ``/*Invalid register, operand has 'X' register class*/`` note when the register does not
    fit the operand's class: an odd tuple on gfx90a/gfx940, or an AGPR where the target's
    class is VGPR-only (the ``acc`` bit set on GFX8/GFX9 before gfx90a).

    ``kind``: ``"AV"`` (one class for both files), ``"V"`` (VGPRs only), or ``"split"``:
    LLVM 22 has a VGPR and an AGPR variant of the instruction, and its AGPR variants (data
    and returned value in AGPRs: DS with two data operands, returning FLAT atomics) check no
    alignment.
    """
    text = vreg_text(index, count, acc)
    if kind == "rtn":
        # returning FLAT atomics: LLVM 22 has AGPR variants (no class check) on every GFX9
        # processor, and VGPR variants with VReg classes
        if acc:
            return text
        kind = "split"
    if column not in ALIGN2_COLUMNS:
        return text + _NOTE.format(reg_class(count, "V", column)) if acc else text
    if kind == "split":
        if acc:
            return text
        kind = "V"
    if kind == "AV" and count == 1:
        return text
    if count > 1 and index & 1:
        return text + _NOTE.format(reg_class(count, kind, column))
    return text


def sreg_text(code: int, count: int, space) -> str:
    """An SGPR tuple by its first 7/8-bit code (``s[4:7]``, ``ttmp[4:7]``, ``vcc``)."""
    key = ("text", code, count, id(space))
    hit = _TEXTS.get(key)
    if hit is None or hit[1] is not space:     # the space is kept: its id is no other's
        r = decode_scalar(code, count, space)
        hit = _TEXTS[key] = (reg_name(r) if r is not None else f"<invalid sgpr {code}>",
                             space)
    return hit[0]


def sreg_operand(code: int, count: int, space) -> str | None:
    """A resource, sampler or global ``saddr`` SGPR/TTMP tuple as LLVM 22 decodes it
    (aligned down; see :func:`amdgcn.isa.registers.decode_tuple`), or None where LLVM calls
    the word invalid (a tuple past the register file, a special register other than the
    64-bit pairs)."""
    key = ("operand", code, count, id(space))
    hit = _TEXTS.get(key)
    if hit is None or hit[1] is not space:
        hit = _TEXTS[key] = (_sreg_operand(code, count, space), space)
    return hit[0]


#: remembered texts of sreg_text and sreg_operand (decoders print the same registers again
#: and again)
_TEXTS: dict[tuple, tuple] = {}


def _sreg_operand(code: int, count: int, space) -> str | None:
    r = decode_tuple(code, count, space)
    if r is None and count == 8 and space.ttmp_count == GFX8_TTMPS and \
            code == space.ttmp_first + 8:
        return "ttmp[8:15]"  # LLVM 22's GFX8 decoder lets a 256-bit TTMP tuple pass ttmp11
    if r is None or (r.file == SPECIAL and count != 2):
        return None
    return reg_name(r)


def data_reg(item, count: int, isa, *, allow_acc: bool) -> tuple[int, bool]:
    """(index, is_agpr) of a data register operand of ``count`` dwords.

    Raises:
        AsmError: ``invalid operand for instruction`` for another kind or size.
    """
    if item is None:
        raise AsmError(TOO_FEW, col=0)
    if item.kind != "reg" or item.reg.file not in (VGPR, AGPR) or item.reg.count != count:
        raise AsmError(INVALID, col=item.col)
    acc = item.reg.file == AGPR
    if acc and not allow_acc:
        raise AsmError(INVALID, col=item.col)
    idx = item.reg.index
    if idx + count > 256:
        raise AsmError(INVALID, col=item.col)
    if count > 1 and idx & 1 and isa.column in ("gfx90a", "gfx940"):
        raise AsmError(INVALID, col=item.col)  # LLVM 22: no Align2 register class matches
    return idx, acc


def vgpr(item, count: int, isa=None) -> int:
    """Index of a VGPR (address) operand of ``count`` dwords."""
    if item is None:
        raise AsmError(TOO_FEW, col=0)
    if item.kind != "reg" or item.reg.file != VGPR or item.reg.count != count:
        raise AsmError(INVALID, col=item.col)
    if item.reg.index + count > 256:
        raise AsmError(INVALID, col=item.col)
    if isa is not None and count > 1 and item.reg.index & 1 and \
            isa.column in ("gfx90a", "gfx940"):
        raise AsmError(INVALID, col=item.col)
    return item.reg.index


def sgpr_tuple(item, count: int, space, *, align: int = 1) -> int:
    """The 9-bit code of the first SGPR (or TTMP) of a tuple of ``count`` registers."""
    from amdgcn.isa.operands import reg_code
    if item is None:
        raise AsmError(TOO_FEW, col=0)
    if item.kind != "reg" or item.reg.count != count or \
            item.reg.file not in (SGPR, TTMP, SPECIAL):
        raise AsmError(INVALID, col=item.col)
    code = reg_code(item.reg, space)
    if code is None or (item.reg.file == SPECIAL and count not in (1, 2)):
        raise AsmError(INVALID, col=item.col)
    if item.reg.file == SPECIAL and count == 2 and item.reg.name in ("vcc_lo", "exec_lo"):
        raise AsmError(INVALID, col=item.col)
    if code % align:
        raise AsmError(INVALID, col=item.col)
    return code


def is_off(item) -> bool:
    return item is not None and item.kind == "ident" and item.name.lower() == "off"


def flag_name(item) -> str | None:
    """The lower-case name of a bare modifier (``glc``), or None. ``scc`` parses as the
    ``src_scc`` register; it is the gfx90a cache-policy bit here."""
    if item.kind == "ident":
        return item.name.lower()
    if item.kind == "reg" and item.reg.file == SPECIAL and item.text.lower() == "scc":
        return "scc"
    return None


#: gfx90a float atomics: LLVM 22 accepts ``scc`` on them but does not encode it, and calls a
#: word with the scc bit invalid (probed with llvm-mc over every gfx90a atomic)
NO_SCC_ATOMICS_90A = frozenset(
    f"{p}_atomic_{o}" for p in ("buffer", "flat", "global")
    for o in ("add_f32", "pk_add_f16", "add_f64", "min_f64", "max_f64")
    if not (p == "flat" and o in ("add_f32", "pk_add_f16")))

#: cache-policy modifier names per ISA column -> (bit name in ``fields``, printed name), in
#: LLVM's printing order
CPOL = {
    "gfx6": (("glc", "glc"), ("slc", "slc")),
    "gfx7": (("glc", "glc"), ("slc", "slc")),
    "gfx8": (("glc", "glc"), ("slc", "slc")),
    "gfx9": (("glc", "glc"), ("slc", "slc")),
    "gfx90a": (("glc", "glc"), ("slc", "slc"), ("scc", "scc")),
    "gfx940": (("sc0", "sc0"), ("nt", "nt"), ("sc1", "sc1")),
}


def named_int(item, *, lo: int, hi: int, message: str = INVALID) -> int:
    """The integer value of a ``name:value`` item within ``lo..hi``."""
    v = item.value
    if item.expr is not None or not isinstance(v, int) or isinstance(v, bool):
        raise AsmError(message, col=item.col)
    if not lo <= v <= hi:
        raise AsmError(message, col=item.args[0] if item.args else item.col)
    return v


def word(data: bytes, offset: int, i: int) -> int:
    return int.from_bytes(data[offset + 4 * i:offset + 4 * i + 4], "little")


def d16_column(isa) -> str:
    """The column whose D16 layout a processor has: GFX8 keeps 16-bit data unpacked (one
    VGPR per component) except gfx810, packed as GFX9 (LLVM's FeatureUnpackedD16VMem)."""
    return "gfx9" if isa.target.processor == "gfx810" else isa.column


def buffer_offset(it, ctx) -> int:
    """A MUBUF/MTBUF ``offset:N``: LLVM 22 takes 0..65535 and encodes the low 12 bits (the
    field's), its listing printing N as written.

    Raises:
        AsmError: ``expected a 16-bit unsigned offset`` past that range (or for a float).
    """
    v = it.value
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 0xFFFF:
        raise AsmError("expected a 16-bit unsigned offset", col=it.col)
    if v > 0xFFF and ctx is not None:
        ctx.echo["offset"] = f"offset:{v}"
    return v & 0xFFF



#: the cache-policy bits of memory instructions per ISA column (``no`` forms too)
_CPOL_GFX940 = frozenset(("sc0", "sc1", "nt"))
_CPOL_OTHER = frozenset(("glc", "slc", "dlc", "scc"))


def check_modifier_order(stmt, kind: str, column: str) -> None:
    """llvm-mc's fixed order of a memory instruction's optional operands, checked before
    anything else (``kind``: ``"flat"``, ``"mubuf"``, ``"mtbuf"`` or ``"ds"``; ``column``:
    the ISA column). Its parser refuses an offset after the cache policy or GDS (FLAT, DS),
    an MTBUF format after the cache policy, and a cache-policy bit given twice; its matcher
    then refuses a MUBUF/MTBUF offset after the cache policy, ``lds`` or ``tfe``, or before
    ``offen``/``idxen``/``addr64``.

    Raises:
        AsmError: ``not a valid operand.`` / ``duplicate cache policy modifier`` (parser),
        ``invalid operand for instruction`` (matcher), at the misplaced item.
    """
    bits = _CPOL_GFX940 if column == "gfx940" else _CPOL_OTHER
    every = _CPOL_GFX940 | _CPOL_OTHER   # the parser knows them all; the target, its own
    buffer = kind in ("mubuf", "mtbuf")
    cpol_seen: set = set()
    late = None           # the first item past the offset's place
    matcher = None        # the matcher's error, raised when the parser finds none
    offset_item = None
    prev = None
    for it in stmt.items:
        fl = flag_name(it)
        if fl == "scc" and buffer and prev is not None and prev.kind == "reg" and \
                prev.reg.count == 4:
            fl = None     # src_scc as the soffset operand, after the resource
        prev = it
        name = it.name.lower() if it.kind == "named" else ""
        base = fl[2:] if fl and fl.startswith("no") and fl[2:] in every else fl
        if base in every:
            if base in cpol_seen and base in bits and kind != "ds":
                raise AsmError("duplicate cache policy modifier", col=it.col)
            cpol_seen.add(base)
            late = late or it
        elif fl == "gds" and kind == "ds" or fl == "lds" and buffer or \
                fl == "tfe" and buffer and column not in ("gfx90a", "gfx940"):
            late = late or it
        elif name in ("offset", "offset0", "offset1", "inst_offset"):
            if late is not None and not buffer:
                raise AsmError("not a valid operand.", col=it.col)
            if late is not None:
                matcher = matcher or it
            offset_item = it
        elif name == "format" and kind == "mtbuf" and cpol_seen:
            raise AsmError("not a valid operand.", col=it.col)
        elif fl in ("offen", "idxen", "addr64") and buffer and offset_item is not None:
            matcher = matcher or offset_item
    if matcher is not None:
        raise AsmError("invalid operand for instruction", col=matcher.col)
