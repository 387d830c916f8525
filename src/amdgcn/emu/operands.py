"""The 9-bit source operand space of GFX9 as the emulator reads it (MI200 ISA 13.3, SRC0 table).

Codes 0-127 name scalar registers (SGPR0-101, FLAT_SCRATCH, XNACK_MASK, VCC, TTMP0-15, M0,
EXEC); 128-208 and 240-248 are inline constants; 235-238 are the memory aperture registers;
251-253 read VCCZ, EXECZ and SCC; 255 is the literal; 256-511 are VGPRs. The emulator keeps
every scalar register at its code's row of one array, so reading an operand is one row read.
"""

from __future__ import annotations

import struct

SGPR_MAX = 101
FLAT_SCRATCH_LO = 102
FLAT_SCRATCH_HI = 103
XNACK_MASK_LO = 104
VCC_LO = 106
VCC_HI = 107
TTMP0 = 108
M0 = 124
NULL = 125
EXEC_LO = 126
EXEC_HI = 127
INLINE_INT_FIRST = 128
INLINE_INT_LAST = 208
SRC_SHARED_BASE = 235
SRC_SHARED_LIMIT = 236
SRC_PRIVATE_BASE = 237
SRC_PRIVATE_LIMIT = 238
SRC_POPS_EXITING_WAVE_ID = 239
INLINE_FLOAT_FIRST = 240
INLINE_FLOAT_LAST = 248
SDWA_MARKER = 249
DPP_MARKER = 250
VCCZ = 251
EXECZ = 252
SCC = 253
LITERAL = 255
VGPR0 = 256

#: Rows of the scalar state array: every code below 256 has one (constants are filled in).
SCALAR_ROWS = 256

#: inline float constants 240..248 (MI200 ISA 13.3: 1/(2*pi) has a fixed bit pattern per width)
_FLOATS = (0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0)
_INV_2PI = {16: 0x3118, 32: 0x3E22F983, 64: 0x3FC45F306DC9C882}


def _bits(value: float, width: int) -> int:
    fmt = {16: "<e", 32: "<f", 64: "<d"}[width]
    ifmt = {16: "<H", 32: "<I", 64: "<Q"}[width]
    return struct.unpack(ifmt, struct.pack(fmt, value))[0]


def is_inline_constant(code: int) -> bool:
    """True for the integer (128-208) and float (240-248) inline constants."""
    return INLINE_INT_FIRST <= code <= INLINE_INT_LAST or INLINE_FLOAT_FIRST <= code <= INLINE_FLOAT_LAST


def inline_constant(code: int, width: int = 32, *, is_float: bool = True) -> int:
    """Bit pattern of inline constant ``code`` for an operand of ``width`` bits.

    Integer constants are sign-extended to the width; float constants take the operand's
    float format when the operand is a float, and the f64 pattern for any 64-bit operand
    (MI200 ISA 6.2.1, operand codes 240-248: "single, double, or half-precision inline
    floats" by the operand's size; LLVM encodes the i64 value
    0x3ff0000000000000 as ``1.0``, and clang materializes f64 constants with
    ``s_mov_b64 s[n:n+1], 1.0``); other integer operands read the f32 pattern.
    """
    mask = (1 << width) - 1
    if INLINE_INT_FIRST <= code <= 192:
        return code - INLINE_INT_FIRST
    if 193 <= code <= INLINE_INT_LAST:
        return (192 - code) & mask
    if INLINE_FLOAT_FIRST <= code <= INLINE_FLOAT_LAST:
        fw = width if is_float or width == 64 else 32
        if code == INLINE_FLOAT_LAST:
            return _INV_2PI[fw]
        return _bits(_FLOATS[code - INLINE_FLOAT_FIRST], fw)
    raise ValueError(f"operand code {code} is not an inline constant")


def literal_value(literal: int, width: int, *, is_float: bool) -> int:
    """A 32-bit literal as a ``width``-bit operand: f64 takes it as the high half (MI200 ISA
    4.6.3: the literal supplies the upper 32 bits of a double), 64-bit integers zero-extend."""
    literal &= 0xFFFFFFFF
    if width == 64 and is_float:
        return literal << 32
    if width == 16:
        return literal & 0xFFFF
    return literal


def operand_name(code: int) -> str:
    """Readable name of a source code, for fault and trace messages."""
    if code <= SGPR_MAX:
        return f"s{code}"
    if code >= VGPR0:
        return f"v{code - VGPR0}"
    names = {FLAT_SCRATCH_LO: "flat_scratch_lo", FLAT_SCRATCH_HI: "flat_scratch_hi",
             VCC_LO: "vcc_lo", VCC_HI: "vcc_hi", M0: "m0", EXEC_LO: "exec_lo",
             EXEC_HI: "exec_hi", SCC: "scc", VCCZ: "vccz", EXECZ: "execz", LITERAL: "literal",
             SRC_SHARED_BASE: "src_shared_base", SRC_PRIVATE_BASE: "src_private_base"}
    if TTMP0 <= code < M0:
        return f"ttmp{code - TTMP0}"
    if is_inline_constant(code):
        return str(code)
    return names.get(code, f"code{code}")


