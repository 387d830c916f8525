"""Integer literals and 64-bit expression arithmetic as llvm-mc's ``AsmLexer`` and ``MCExpr``.

Integer tokens (``AsmLexer::LexDigit``, non-MASM syntax): ``[1-9][0-9]*`` decimal, ``0x``/``0X``
hexadecimal, ``0b``/``0B`` binary, a leading ``0`` octal (``034`` is 28, ``08`` is an "invalid
octal number"). Digits are ASCII only (``\\d`` of Python's ``re`` would take Arabic-Indic digits).
A value that does not fit in 64 bits is an error ("literal value out of range for directive").
Every function here is linear in its input: digit strings are measured before ``int()`` sees
them (Python's own conversion is quadratic and refuses more than 4,300 digits).

Expression values follow ``MCExpr::evaluateAsAbsolute`` on 64-bit integers: shift counts are
taken modulo 64 (as the x86-64 build of llvm-mc computes ``1 << 65`` = 2 and ``1 << -1`` =
``1 << 63``) and a result outside the 64-bit range wraps, so no expression builds a huge number.
"""

from __future__ import annotations


DEC_DIGITS = frozenset("0123456789")
_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")
_MASK64 = (1 << 64) - 1
_SIGN64 = 1 << 63
#: most significant digits of a 64-bit value per radix
_MAX_DIGITS = {2: 64, 8: 22, 10: 20, 16: 16}


class LiteralError(ValueError):
    """A malformed integer token; ``message`` is llvm-mc's, the place is the token's start."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def _scan(t: str, p: int, digits: frozenset) -> int:
    n = len(t)
    while p < n and t[p] in digits:
        p += 1
    return p


def _value(digits: str, radix: int) -> int:
    digits = digits.lstrip("0") or "0"
    if len(digits) > _MAX_DIGITS[radix] or int(digits, radix) > _MASK64:
        raise LiteralError("literal value out of range for directive")
    return int(digits, radix)


def lex_integer(t: str, p: int) -> tuple[int, int] | None:
    """The integer token at ``t[p]`` (an ASCII digit) as ``(value, end)``, or None when the
    token is a floating-point number (``1.5``, ``1e3``) for the caller to read.

    ``0b`` not followed by a digit is the token ``0`` (``0b`` the local label reference
    stays for the caller). Values are in ``[0, 2**64)``.

    Raises:
        LiteralError: "invalid octal number", "invalid binary number", "invalid hexadecimal
            number" or "literal value out of range for directive" (at the token's start).
    """
    nxt = t[p + 1:p + 2]
    if t[p] != "0" or nxt == ".":
        end = _scan(t, p, DEC_DIGITS)
        if t[end:end + 1] in (".", "e", "E") and end < len(t):
            return None
        return _value(t[p:end], 10), end
    if nxt in ("b", "B"):
        if t[p + 2:p + 3] not in DEC_DIGITS or p + 2 >= len(t):
            return 0, p + 1
        end = _scan(t, p + 2, frozenset("01"))
        if end == p + 2:
            raise LiteralError("invalid binary number")
        return _value(t[p + 2:end], 2), end
    if nxt in ("x", "X"):
        end = _scan(t, p + 2, _HEX_DIGITS)
        if end == p + 2:
            raise LiteralError("invalid hexadecimal number")
        return _value(t[p + 2:end], 16), end
    end = _scan(t, p, DEC_DIGITS)
    if t[end:end + 1] in (".", "e", "E") and end < len(t):
        return None
    if not frozenset("01234567").issuperset(t[p:end]):
        raise LiteralError("invalid octal number")
    return _value(t[p:end], 8), end


def integer_value(text: str) -> int | None:
    """The value of a whole integer token (``"0x1f"``, ``"034"``, ``"-5"``), or None when
    ``text`` is not exactly one integer token by :func:`lex_integer`'s rules."""
    neg = text.startswith("-")
    body = text[1:] if neg else text
    if not body or body[0] not in DEC_DIGITS:
        return None
    try:
        got = lex_integer(body, 0)
    except LiteralError:
        return None
    if got is None or got[1] != len(body):
        return None
    return -got[0] if neg else got[0]


def wrap64(value: int) -> int:
    """``value`` when it lies in ``[-2**63, 2**64)``, else its 64-bit two's complement
    (signed): what llvm-mc's ``int64_t`` arithmetic leaves."""
    if -_SIGN64 <= value <= _MASK64:
        return value
    value &= _MASK64
    return value - (1 << 64) if value & _SIGN64 else value


def _signed64(value: int) -> int:
    value &= _MASK64
    return value - (1 << 64) if value & _SIGN64 else value


def shift_left(x: int, y: int) -> int:
    """``x << y`` as llvm-mc computes it: count modulo 64, result in 64 bits."""
    return wrap64(x << (y & 63))


def shift_right(x: int, y: int) -> int:
    """``x >> y`` as llvm-mc (an arithmetic shift of the int64 value, count modulo 64)."""
    return _signed64(x) >> (y & 63) if x > _SIGN64 - 1 or x < 0 else x >> (y & 63)
