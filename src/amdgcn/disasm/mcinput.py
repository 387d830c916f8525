"""llvm-mc ``--disassemble`` input and output.

Input: lines of bytes written as numbers (``0x02,0x07,0x02,0x02`` or ``0x02 0x07 ...``);
``#`` and ``//`` and ``;`` start comments. Each line is decoded on its own. Output lines are
``\\t<text>`` (with ``--show-encoding``: padded to column 40 and ``; encoding: [...]``).
Undecodable bytes give ``FILE:LINE:COL: warning: invalid instruction encoding``; as llvm-mc,
the word (or what is left of the line) is skipped and decoding goes on. Unlike llvm-mc, which
reads the input as one stream of bytes, an instruction never spans two lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from amdgcn.errors import AmdgcnError, DecodeError
from amdgcn.isa.core import EncodeContext, isa_for

_BYTE = re.compile(r"0[xX][0-9A-Fa-f]+|0[bB][01]+|\d+")


@dataclass
class DisasmLine:
    """One output record: an instruction's text and bytes, or a diagnostic."""

    text: str | None = None
    data: bytes | None = None
    warning: str | None = None


_FAST_LINE = re.compile(r"[\s,\[\]]*(?:(?:0[xX][0-9A-Fa-f]+|\d+)[\s,\[\]]*)*")
_FAST_TOKEN = re.compile(r"0[xX][0-9A-Fa-f]+|\d+")


def parse_bytes_fast(line: str) -> bytes | None:
    """The bytes of a line made only of numbers and separators, or None (then use
    :func:`parse_byte_line`, which also gives columns and reports bad tokens)."""
    if not _FAST_LINE.fullmatch(line):
        return None
    try:
        return bytes(int(t, 0) for t in _FAST_TOKEN.findall(line))
    except ValueError:  # a number above 0xff
        return None


def parse_byte_line(line: str) -> list[tuple[int, int]]:
    """The ``(byte, column)`` pairs of one input line (comments removed).

    Raises:
        ValueError: with the 1-based column of a token that is not a byte.
    """
    code = line
    for marker in ("#", "//", ";"):
        k = code.find(marker)
        if k >= 0:
            code = code[:k]
    out = []
    i = 0
    n = len(code)
    while i < n:
        c = code[i]
        if c in " \t,[]":
            i += 1
            continue
        m = _BYTE.match(code, i)
        if not m:
            raise ValueError(i + 1)
        v = int(m.group(0), 0)
        if v > 0xFF:
            raise ValueError(i + 1)
        out.append((v, i + 1))
        i = m.end()
    return out


def _decode_line(isa, line: str, number: int, filename: str, cache: dict
                 ) -> tuple[list[DisasmLine], bool]:
    """The records of one input line, and whether it decoded without a diagnostic.

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
            return [DisasmLine(warning=f"{filename}:{number}:{col}: error: invalid input "
                               f"token\n{line}\n{' ' * (col - 1)}^")], False
        data = bytes(b for b, _ in pairs)
    out = []
    off = 0
    clean = True
    while off < len(data):
        key = data[off:off + 8]
        hit = cache.get(key)
        if hit is not None:
            out.append(DisasmLine(text=hit[0], data=data[off:off + hit[1]]))
            off += hit[1]
            continue
        try:
            inst = isa.decode(data, off, off)
        except DecodeError:
            if pairs is None:
                pairs = parse_byte_line(line)
            col = pairs[off][1]
            out.append(DisasmLine(warning=f"{filename}:{number}:{col}: warning: invalid "
                                  f"instruction encoding\n{line}\n{' ' * (col - 1)}^"))
            clean = False
            off += 4   # as llvm-mc: the word is skipped and decoding goes on
            continue
        out.append(DisasmLine(text=inst.text, data=inst.bytes))
        if inst.target is None:
            cache[key] = (inst.text, inst.size)
        off += inst.size
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
    for number, line in enumerate(text.splitlines(), 1):
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
    for number, line in enumerate(text.splitlines(), 1):
        hit = line_cache.get(line)
        if hit is not None:
            out.extend(hit)
            continue
        recs, clean = _decode_line(isa, line, number, filename, cache)
        lines = []
        for r in recs:
            if r.warning:
                if warn is not None:
                    warn(r.warning)
            else:
                if show_encoding:
                    r = DisasmLine(text=r.text, data=_reencoded(isa, r, reencoded))
                lines.append(format_disasm_line(r, show_encoding=show_encoding))
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
