"""Registers and the scalar source-operand space of GCN/CDNA.

MI200 ISA 13.3 (SSRC0/SDST/SRC0 tables) and AMDGPUUsage: Register syntax. The 9-bit source
operand space, shared by SALU, SMEM, VALU and memory instructions:

    0..101    s0..s101             (0..103 on GFX6/GFX7, where flat_scratch is not here)
    102..103  flat_scratch_lo/hi   (GFX8+; on GFX7 at 104..105)
    104..105  xnack_mask_lo/hi     (GFX8+)
    106..107  vcc_lo/vcc_hi
    108..111  tba_lo/hi, tma_lo/hi (GFX6-GFX8)      108..123 ttmp0..ttmp15 (GFX9)
    112..123  ttmp0..ttmp11        (GFX6-GFX8)
    124 m0, 125 null, 126..127 exec_lo/exec_hi
    128..192  integer 0..64, 193..208 integer -1..-16      (inline constants)
    235..239  src_shared_base, src_shared_limit, src_private_base, src_private_limit,
              src_pops_exiting_wave_id (GFX9)
    240..248  0.5 -0.5 1.0 -1.0 2.0 -2.0 4.0 -4.0 1/(2*pi) (1/(2*pi) from GFX8)
    251 src_vccz, 252 src_execz, 253 src_scc, 254 src_lds_direct, 255 literal constant
    256..511  v0..v255             (VOP src0/src1/src2 only)

Registers are printed as LLVM prints them: ``s5``, ``s[4:7]``, ``v[0:1]``, ``a[0:3]``,
``ttmp[4:7]``, ``vcc``, ``exec``, ``flat_scratch``, ``xnack_mask``, ``tba``, ``tma``.
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass

# ---------------------------------------------------------------------------------------------
# Register operands
# ---------------------------------------------------------------------------------------------

#: register files (``Reg.file``): scalar, vector, accumulation, trap-temporary, special
SGPR, VGPR, AGPR, TTMP, SPECIAL = "s", "v", "a", "ttmp", "special"


@dataclass(frozen=True, slots=True)
class Reg:
    """A register operand: ``file`` (``"s"``, ``"v"``, ``"a"``, ``"ttmp"``, ``"special"``),
    first ``index`` and ``count`` in dwords. Special registers are named by ``name``
    (``"vcc"``, ``"exec_lo"``, ``"m0"``, ...) with their ``index`` in the 9-bit source space.
    """

    file: str
    index: int
    count: int = 1
    name: str = ""
    #: GFX11 true16: ``"l"``/``"h"`` for the low/high 16-bit half of a VGPR (``v1.h``)
    half: str = ""

    def __str__(self) -> str:
        return reg_name(self)


def reg_name(r: Reg) -> str:
    """LLVM's spelling of a register operand (``s[4:7]``, ``v1``, ``vcc``, ``ttmp[0:1]``)."""
    if r.file == SPECIAL:
        return r.name
    if r.count == 1:
        return f"{r.file}{r.index}" + (f".{r.half}" if r.half else "")
    return f"{r.file}[{r.index}:{r.index + r.count - 1}]"


# ---------------------------------------------------------------------------------------------
# The scalar operand space per generation
# ---------------------------------------------------------------------------------------------

VCC_LO, VCC_HI, M0, NULL, EXEC_LO, EXEC_HI = 106, 107, 124, 125, 126, 127
INLINE_INT_FIRST, INLINE_INT_LAST = 128, 208
LITERAL = 255
VGPR_BASE = 256
SRC_VCCZ, SRC_EXECZ, SRC_SCC, SRC_LDS_DIRECT = 251, 252, 253, 254

#: 32-bit special source registers that every generation has (9-bit code -> name)
_SPECIAL_COMMON = {
    106: "vcc_lo", 107: "vcc_hi", 124: "m0", 125: "null", 126: "exec_lo", 127: "exec_hi",
    251: "src_vccz", 252: "src_execz", 253: "src_scc", 254: "src_lds_direct",
}
_SPECIAL_GFX9 = {
    102: "flat_scratch_lo", 103: "flat_scratch_hi", 104: "xnack_mask_lo", 105: "xnack_mask_hi",
    230: "src_flat_scratch_base_lo", 231: "src_flat_scratch_base_hi",
    235: "src_shared_base", 236: "src_shared_limit", 237: "src_private_base",
    238: "src_private_limit", 239: "src_pops_exiting_wave_id",
}
_SPECIAL_GFX8 = dict(_SPECIAL_GFX9)
_SPECIAL_GFX8.update({108: "tba_lo", 109: "tba_hi", 110: "tma_lo", 111: "tma_hi"})
_SPECIAL_GFX7 = {104: "flat_scratch_lo", 105: "flat_scratch_hi",
                 108: "tba_lo", 109: "tba_hi", 110: "tma_lo", 111: "tma_hi"}
_SPECIAL_GFX6 = {108: "tba_lo", 109: "tba_hi", 110: "tma_lo", 111: "tma_hi"}

#: 64-bit names: the pair's low code -> name
_PAIR_NAMES = {"vcc_lo": "vcc", "exec_lo": "exec", "flat_scratch_lo": "flat_scratch",
               "xnack_mask_lo": "xnack_mask", "tba_lo": "tba", "tma_lo": "tma",
               "src_flat_scratch_base_lo": "src_flat_scratch_base"}


@dataclass(frozen=True, slots=True)
class OperandSpace:
    """The scalar operand space of one generation (``gen`` is ``"gfx6"`` .. ``"gfx9"``)."""

    gen: str
    sgpr_count: int          # SGPRs addressable by number (s0..s{n-1})
    ttmp_first: int          # code of ttmp0
    ttmp_count: int
    special: dict            # code -> 32-bit special register name
    has_inv2pi: bool         # 248 = 1/(2*pi)
    #: sources that name a value rather than a register (null moves to 124 on GFX11)
    value_codes: frozenset = frozenset({125, 230, 231, 235, 236, 237, 238, 239, 251, 252, 253})

    def name_to_code(self) -> dict:
        return {v: k for k, v in self.special.items()}


#: GFX10+ (LLVM 22's disassembler): s102..s105 are SGPRs; flat_scratch and xnack_mask left the
#: source space; GFX11 swaps M0 and null (124 null, 125 m0)
_SPECIAL_GFX10 = {k: v for k, v in _SPECIAL_GFX9.items() if k >= 230}
_SPECIAL_GFX11 = {**_SPECIAL_GFX10, 124: "null", 125: "m0"}


def _space(gen: str) -> OperandSpace:
    if gen == "gfx6":
        return OperandSpace(gen, 104, 112, 12, {**_SPECIAL_COMMON, **_SPECIAL_GFX6}, False)
    if gen == "gfx7":
        return OperandSpace(gen, 104, 112, 12, {**_SPECIAL_COMMON, **_SPECIAL_GFX7}, False)
    if gen == "gfx8":
        return OperandSpace(gen, 102, 112, 12, {**_SPECIAL_COMMON, **_SPECIAL_GFX8}, True)
    if gen == "gfx10":
        return OperandSpace(gen, 106, 108, 16, {**_SPECIAL_COMMON, **_SPECIAL_GFX10}, True)
    if gen == "gfx11":
        values = frozenset({124, 230, 231, 235, 236, 237, 238, 239, 251, 252, 253})
        return OperandSpace(gen, 106, 108, 16, {**_SPECIAL_COMMON, **_SPECIAL_GFX11}, True,
                            values)
    return OperandSpace(gen, 102, 108, 16, {**_SPECIAL_COMMON, **_SPECIAL_GFX9}, True)


SPACES = {g: _space(g) for g in ("gfx6", "gfx7", "gfx8", "gfx9", "gfx10", "gfx11")}


def decode_scalar(code: int, count: int, space: OperandSpace) -> Reg | None:
    """The register at 9-bit source ``code`` spanning ``count`` dwords, or None when ``code``
    is not a register (an inline constant, the literal marker, or a reserved value).

    ``code`` >= 256 names a VGPR. Tuples of specials print with their 64-bit names.
    """
    if code >= VGPR_BASE:
        return Reg(VGPR, code - VGPR_BASE, count)
    if code < space.sgpr_count:
        return Reg(SGPR, code, count)
    if space.ttmp_first <= code < space.ttmp_first + space.ttmp_count:
        return Reg(TTMP, code - space.ttmp_first, count)
    name = space.special.get(code)
    if name is None:
        return None
    if count == 1:
        return Reg(SPECIAL, code, 1, name)
    pair = _PAIR_NAMES.get(name)
    if count == 2 and pair is not None:
        return Reg(SPECIAL, code, 2, pair)
    return Reg(SPECIAL, code, count, name)


#: LLVM's SGPR register file ends at s105 (s102..s105 alias flat_scratch/xnack_mask on GFX8+)
SGPR_TUPLE_END = 106
#: LLVM's TTMP file is ttmp0..ttmp15 on every generation (GFX6-GFX8 address ttmp0..ttmp11, yet
#: LLVM's GFX8 disassembler prints tuples up to ttmp15)
TTMP_FILE = 16
#: sources that name a value rather than a register (LLVM prints them without class checks)
INLINE_VALUE_CODES = frozenset({125, 230, 231, 235, 236, 237, 238, 239, 251, 252, 253})
_NULL_GFX11, _M0_GFX11 = 124, 125


def is_inline_value(code: int, space: OperandSpace) -> bool:
    """Whether source ``code`` names a value, not a register, on ``space``'s target: the
    apertures, src_pops_exiting_wave_id, src_flat_scratch_base_lo/hi, src_vccz/execz/scc and
    null, which LLVM 22 prints without a register-class note (probed with ``llvm-mc
    --disassemble``). GFX11 swapped null and m0: 124 is null there and 125 (m0) a register."""
    if space.special.get(_NULL_GFX11) == "null":
        return code == _NULL_GFX11 or code != _M0_GFX11 and code in INLINE_VALUE_CODES
    return code in INLINE_VALUE_CODES


def decode_tuple(code: int, count: int, space: OperandSpace) -> Reg | None:
    """The register LLVM's disassembler reads at scalar source ``code`` (< 256) for an operand
    of ``count`` dwords, or None when LLVM calls the encoding invalid.

    LLVM 22 rules (probed with ``llvm-mc --disassemble``): an SGPR or TTMP tuple is aligned
    down (to 2 registers for 64 bits, to 4 for wider tuples) and must end inside its file
    (``s105``, ``ttmp15`` -- also on GFX8, where only ttmp0..ttmp11 exist); a 1024-bit scalar operand reads as a 16-register tuple
    (LLVM has no wider scalar class); 64-bit special sources are the pairs starting at their
    low half (``flat_scratch``, ``xnack_mask``, ``vcc``, ``exec``, ``tba``, ``tma``) and the
    inline-value sources (``src_shared_base`` ...; ``null``); wider special sources do not
    exist.
    """
    if count == 1 or code >= VGPR_BASE:
        return decode_scalar(code, count, space)
    n = min(count, 16)
    mask = 1 if count == 2 else 3
    if code < space.sgpr_count:
        idx = code & ~mask
        return Reg(SGPR, idx, n) if idx + n <= SGPR_TUPLE_END else None
    t = code - space.ttmp_first
    if 0 <= t < space.ttmp_count:
        idx = t & ~mask
        return Reg(TTMP, idx, n) if idx + n <= TTMP_FILE else None
    if count != 2:
        return None
    if code in space.value_codes:
        if code == 231:             # the high half of src_flat_scratch_base
            return None
        r = decode_scalar(code, 1, space)   # printed by its 32-bit name, as LLVM does
        return None if r is None else Reg(SPECIAL, code, 2, r.name)
    pair = _PAIR_NAMES.get(space.special.get(code, ""))
    return None if pair is None else Reg(SPECIAL, code, 2, pair)


#: GFX8 processors whose assembler accepts xnack_mask (LLVM 22: FeatureXNACK in the GFX8 set)
XNACK_GFX8 = frozenset({"gfx801", "gfx810"})
#: codes that name registers only from GFX9 on
_GFX9_ONLY = frozenset(range(235, 240))
#: src_flat_scratch_base_lo/hi: printed by LLVM 22's GFX9 disassembler, refused by its
#: assembler on every GFX6-GFX9 processor
_NEVER_ASSEMBLED = frozenset({230, 231})


def unavailable_message(r: Reg, gen: str, processor: str) -> str | None:
    """llvm-mc's error for a special register the assembler refuses on a processor, or None.

    LLVM 22 rules: ``src_shared_base``/``src_shared_limit``/``src_private_base``/
    ``src_private_limit``/``src_pops_exiting_wave_id`` exist from GFX9; ``xnack_mask`` on GFX8
    only on gfx801/gfx810 (and on every GFX9 processor); ``src_flat_scratch_base_lo/hi`` on
    none of GFX6-GFX9. ``null`` is refused with its own message.
    """
    if r.file != SPECIAL:
        return None
    code = r.index
    if gen in ("gfx10", "gfx11"):
        if code in _NEVER_ASSEMBLED or (code in (239, 251, 252) and gen == "gfx11"):
            return f"{reg_name(r)} register not available on this GPU"
        return None
    if r.name == "null":
        return "'null' operand is not supported on this GPU"
    if code in _NEVER_ASSEMBLED or (code in _GFX9_ONLY and gen != "gfx9") or (
            r.name.startswith("xnack") and (
                gen in ("gfx6", "gfx7") or (gen == "gfx8" and processor not in XNACK_GFX8))):
        return f"{reg_name(r)} register not available on this GPU"
    return None


# ---------------------------------------------------------------------------------------------
# Inline constants (MI200 ISA 13.3.1; AMDGPUUsage: inline constants)
# ---------------------------------------------------------------------------------------------

INV_2PI_F32 = 0x3E22F983
INV_2PI_F64 = 0x3FC45F306DC9C882
INV_2PI_F16 = 0x3118

#: code -> (f32 bits, f64 bits, f16 bits) of the inline float constants
INLINE_FLOATS = {
    240: (0x3F000000, 0x3FE0000000000000, 0x3800),
    241: (0xBF000000, 0xBFE0000000000000, 0xB800),
    242: (0x3F800000, 0x3FF0000000000000, 0x3C00),
    243: (0xBF800000, 0xBFF0000000000000, 0xBC00),
    244: (0x40000000, 0x4000000000000000, 0x4000),
    245: (0xC0000000, 0xC000000000000000, 0xC000),
    246: (0x40800000, 0x4010000000000000, 0x4400),
    247: (0xC0800000, 0xC010000000000000, 0xC400),
    248: (INV_2PI_F32, INV_2PI_F64, INV_2PI_F16),
}
#: how LLVM prints the inline float constants
INLINE_FLOAT_TEXT = {240: "0.5", 241: "-0.5", 242: "1.0", 243: "-1.0", 244: "2.0", 245: "-2.0",
                     246: "4.0", 247: "-4.0", 248: "0.15915494"}


def inline_int(code: int) -> int | None:
    """The integer value of inline constant ``code`` (128..208), else None."""
    if 128 <= code <= 192:
        return code - 128
    if 193 <= code <= 208:
        return 192 - code
    return None


def int_to_inline(value: int) -> int | None:
    """The inline-constant code of integer ``value`` in -16..64, else None."""
    if 0 <= value <= 64:
        return 128 + value
    if -16 <= value <= -1:
        return 192 - value
    return None


def inline_value_bits(code: int, bits: int) -> int | None:
    """The bit pattern inline constant ``code`` puts in an operand of ``bits`` (16/32/64) bits,
    sign-extended integers included; None when ``code`` is not an inline constant."""
    i = inline_int(code)
    if i is not None:
        return i & ((1 << bits) - 1)
    f = INLINE_FLOATS.get(code)
    if f is None:
        return None
    return {32: f[0], 64: f[1], 16: f[2]}[bits]


def float_to_inline(bits_value: int, bits: int, *, inv2pi: bool = True) -> int | None:
    """The inline code whose float pattern of width ``bits`` equals ``bits_value``, else None."""
    col = {32: 0, 64: 1, 16: 2}[bits]
    for code, pats in INLINE_FLOATS.items():
        if pats[col] == bits_value and (inv2pi or code != 248):
            return code
    return None


def f32_bits(x: float) -> int:
    """IEEE single bits of ``x`` (round to nearest even)."""
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f64_bits(x: float) -> int:
    """IEEE double bits of ``x``."""
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def f16_bits(x: float) -> int:
    """IEEE half bits of ``x`` (round to nearest even)."""
    return struct.unpack("<H", struct.pack("<e", x))[0]


def float_bits(x: float, bits: int) -> int:
    """IEEE bits of ``x`` at width ``bits`` (16, 32 or 64); raises OverflowError when out of
    range for the half/single formats."""
    if bits == 64:
        return f64_bits(x)
    if bits == 32:
        if math.isfinite(x) and abs(x) > 3.4028235677973366e38:
            raise OverflowError("float out of range")
        return f32_bits(x)
    return f16_bits(x)
