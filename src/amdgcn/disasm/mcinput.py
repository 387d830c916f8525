"""llvm-mc ``--disassemble`` input and output.

Input: lines of bytes written as numbers (``0x02,0x07,0x02,0x02`` or ``0x02 0x07 ...``);
``#`` and ``//`` and ``;`` start comments. Each line is decoded on its own. Output lines are
``\\t<text>`` (with ``--show-encoding``: padded to column 40 and ``; encoding: [...]``).
Undecodable bytes give ``FILE:LINE:COL: warning: invalid instruction encoding``; as llvm-mc,
the word (or what is left of the line) is skipped and decoding goes on. Unlike llvm-mc, which
reads the input as one stream of bytes, an instruction never spans two lines.
"""

from __future__ import annotations

from dataclasses import dataclass

from amdgcn.errors import AmdgcnError, DecodeError
from amdgcn.isa.core import EncodeContext, isa_for


@dataclass
class DisasmLine:
    """One output record: an instruction's text and bytes, or a diagnostic."""

    text: str | None = None
    data: bytes | None = None
    warning: str | None = None


#: characters that end a byte token, as llvm-mc's ``ByteArrayFromString`` splits them
_SEPARATORS = frozenset(" \t\r\n,[]")
_HEX = frozenset("0123456789abcdefABCDEF")
_DEC = frozenset("0123456789")
_OCT = frozenset("01234567")
_BIN = frozenset("01")
#: ``0xNN,``
_HEX_TOKEN_STRIDE = 5
#: spelling -> byte for short tokens seen before (bounded: tokens of at most 4 characters)
_TOKEN_CACHE: dict[str, int] = {}
_CACHED_TOKEN_LEN = 4


def byte_token_value(token: str) -> int | None:
    """The byte a token stands for, by llvm-mc's rules, or None when it is not a byte.

    llvm-mc reads each token with ``StringRef::getAsInteger(0, ...)``: ``0x``/``0X`` hex,
    ``0b``/``0B`` binary, ``0o`` octal, a leading ``0`` before a digit octal, else decimal;
    ASCII digits only, no sign, no ``_``, and the value must be at most 255 (``034`` is 28,
    ``08`` and ``0xa0xb`` are invalid). Linear in the token's length.
    """
    hit = _TOKEN_CACHE.get(token)
    if hit is not None:
        return hit
    head = token[:2]
    if head in ("0x", "0X"):
        digits, digit_set, radix = token[2:], _HEX, 16
    elif head in ("0b", "0B"):
        digits, digit_set, radix = token[2:], _BIN, 2
    elif head == "0o":
        digits, digit_set, radix = token[2:], _OCT, 8
    elif len(token) > 1 and token[0] == "0" and token[1] in _DEC:
        digits, digit_set, radix = token[1:], _OCT, 8
    else:
        digits, digit_set, radix = token, _DEC, 10
    if not digits or not digit_set.issuperset(digits):
        return None
    digits = digits.lstrip("0") or "0"
    if len(digits) > 8:       # past 255 in any radix; int() on it would cost quadratic time
        return None
    value = int(digits, radix)
    if value > 0xFF:
        return None
    if len(token) <= _CACHED_TOKEN_LEN:
        _TOKEN_CACHE[token] = value
    return value


def _strip_comment(line: str) -> str:
    if "#" not in line and "/" not in line and ";" not in line:
        return line
    for marker in ("#", "//", ";"):
        k = line.find(marker)
        if k >= 0:
            line = line[:k]
    return line


def parse_byte_line(line: str) -> list[tuple[int, int]]:
    """The ``(byte, column)`` pairs of one input line (comments removed). Linear time.

    Raises:
        ValueError: ``args[0]`` is the 1-based column (an int) of a token that is not a byte.
    """
    code = _strip_comment(line)
    out = []
    i = 0
    n = len(code)
    while i < n:
        if code[i] in _SEPARATORS:
            i += 1
            continue
        j = i
        while j < n and code[j] not in _SEPARATORS:
            j += 1
        value = byte_token_value(code[i:j])
        if value is None:
            raise ValueError(i + 1)
        out.append((value, i + 1))
        i = j
    return out


def parse_bytes_fast(line: str) -> bytes | None:
    """The bytes of a line whose tokens are all bytes, or None (then use
    :func:`parse_byte_line`, which gives columns and reports the bad token)."""
    code = _strip_comment(line)
    t = code.strip(" ")
    n = (len(t) + 1) // _HEX_TOKEN_STRIDE
    if len(t) == _HEX_TOKEN_STRIDE * n - 1 and t[0::5] == "0" * n and t[1::5] == "x" * n and \
            t[4::5] == "," * (n - 1):
        # the common spelling, ``0x02,0x07,0x02,0x02``: two hex digits a byte
        digits = t.replace(",0x", "")[2:]
        if len(digits) == 2 * n and digits.isalnum():   # no spaces (bytes.fromhex skips them)
            try:
                return bytes.fromhex(digits)
            except ValueError:
                pass             # not hex digits
    if "\t" in code or "[" in code or "]" in code or "\r" in code:
        return None
    values = []
    for token in code.replace(",", " ").split(" "):
        if token:
            value = byte_token_value(token)
            if value is None:
                return None
            values.append(value)
    return bytes(values)


def _lines(text: str) -> list[str]:
    """The input's lines as llvm-mc splits them: at ``\\n`` only (``\\v``, ``\\f`` and
    Unicode line breaks stay inside a line)."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def _diagnostic(filename: str, number: int, col: int, line: str, message: str) -> str:
    """``FILE:LINE:COL: message``, the line and a caret; as LLVM's ``SourceMgr``, no caret
    under a line that holds a character past ASCII."""
    head = f"{filename}:{number}:{col}: {message}\n{line}"
    return head if not line.isascii() else head + "\n" + " " * (col - 1) + "^"


def _decode_line(isa, line: str, number: int, filename: str, cache: dict
                 ) -> tuple[list[DisasmLine], bool]:
    """The records of one input line, and whether it decoded without a diagnostic."""
    recs, clean = _decode_records(isa, line, number, filename, cache)
    return [DisasmLine(text=t, data=d, warning=w) for t, d, w in recs], clean


def _decode_records(isa, line: str, number: int, filename: str, cache: dict
                    ) -> tuple[list[tuple], bool]:
    """:func:`_decode_line`'s records as ``(text, data, warning)`` tuples.

    ``cache``: up to 8 bytes -> (text, size) for instructions that are not branches: the text
    of an instruction of at most 8 bytes is a function of those bytes (GFX6-GFX9 have no
    longer ones), and a shorter key is the whole rest of the line, which no decoding can
    exceed."""
    data = parse_bytes_fast(line)
    pairs = None
    if data is None:
        try:
            pairs = parse_byte_line(line)
        except ValueError as e:
            col = e.args[0]
            return [(None, None, _diagnostic(filename, number, col, line,
                                             "error: invalid input token"))], False
        data = bytes(b for b, _ in pairs)
    out = []
    off = 0
    clean = True
    while off < len(data):
        key = data[off:off + 8]
        hit = cache.get(key)
        if hit is not None:
            out.append((hit[0], data[off:off + hit[1]], None))
            off += hit[1]
            continue
        try:
            inst = isa.decode(data, off, off)
        except DecodeError:
            if pairs is None:
                pairs = parse_byte_line(line)
            col = pairs[off][1]
            out.append((None, None, _diagnostic(
                filename, number, col, line, "warning: invalid instruction encoding")))
            clean = False
            off += 4   # as llvm-mc: the word is skipped and decoding goes on
            continue
        text, raw = inst.text, inst.bytes
        size = len(raw)
        out.append((text, raw, None))
        if inst.target is None and size <= 8:   # GFX10+: a literal may follow 8 bytes
            cache[key] = (text, size)
        off += size
    return out, clean


def disassemble_mc_input(text: str, mcpu: str, *, filename: str = "<stdin>"
                         ) -> list[DisasmLine]:
    """Decode llvm-mc ``--disassemble`` input into output records, line by line.

    Raises:
        TargetError: an unknown processor.
    """
    isa = isa_for(mcpu)
    out: list[DisasmLine] = []
    cache: dict[bytes, tuple[str, int]] = {}
    # whole input line -> its records, for lines that decode without a diagnostic
    line_cache: dict[str, list[DisasmLine]] = {}
    for number, line in enumerate(_lines(text), 1):
        hit = line_cache.get(line)
        if hit is None:
            hit, clean = _decode_line(isa, line, number, filename, cache)
            if clean:
                line_cache[line] = hit
        out.extend(hit)
    return out


def format_mc_input(text: str, mcpu: str, *, show_encoding: bool = False,
                    filename: str = "<stdin>", warn=None) -> list[str]:
    """llvm-mc ``--disassemble``'s output lines for ``text``; each diagnostic (with its
    place) is passed to ``warn`` as it is met. Lines seen before are formatted once.

    Raises:
        TargetError: an unknown processor.
    """
    isa = isa_for(mcpu)
    out: list[str] = []
    cache: dict[bytes, tuple[str, int]] = {}
    line_cache: dict[str, list[str]] = {}
    reencoded: dict[tuple[str, bytes], bytes] = {}
    for number, line in enumerate(_lines(text), 1):
        hit = line_cache.get(line)
        if hit is not None:
            out.extend(hit)
            continue
        recs, clean = _decode_records(isa, line, number, filename, cache)
        lines = []
        for text_, data, warning in recs:
            if warning:
                if warn is not None:
                    warn(warning)
            elif show_encoding:
                r = DisasmLine(text=text_, data=data)
                r = DisasmLine(text=text_, data=_reencoded(isa, r, reencoded))
                lines.append(format_disasm_line(r, show_encoding=True))
            else:
                lines.append("\t" + text_)
        if clean:
            line_cache[line] = lines
        out.extend(lines)
    return out


def _reencoded(isa, rec: DisasmLine, memo: dict) -> bytes:
    """The bytes llvm-mc's ``--show-encoding`` prints: the decoded instruction encoded
    again (bits the decoder ignores come back as 0); the input bytes where the text does
    not assemble (a ``/* Invalid ... */`` note)."""
    key = (rec.text, rec.data)
    got = memo.get(key)
    if got is None:
        try:
            got = isa.encode(isa.parse(rec.text), EncodeContext())
        except AmdgcnError:
            got = rec.data
        if len(got) != len(rec.data):
            got = rec.data
        memo[key] = got
    return got


def format_disasm_line(rec: DisasmLine, *, show_encoding: bool) -> str:
    """One output line as llvm-mc prints it."""
    if not show_encoding:
        return "\t" + rec.text
    enc = ",".join(f"0x{b:02x}" for b in rec.data)
    return "\t" + rec.text + " " * max(1, 40 - len(rec.text)) + f"; encoding: [{enc}]"
