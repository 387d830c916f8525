"""Splitting assembly source into statements: comments, labels, line continuations.

llvm-mc's AMDGPU lexer: ``;`` and ``//`` start a comment to the end of the line, ``/* */`` is a
block comment, ``#`` at the start of a line is a comment. A statement may begin with labels
(``name:``). Columns are 1-based positions in the original line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_LABEL = re.compile(r"\s*([A-Za-z_.$][A-Za-z0-9_.$@]*|\"[^\"]*\"|[0-9]+)\s*:(?!:)")


@dataclass(slots=True)
class SourceLine:
    """One line: its number, raw text, code part (comment removed), and leading labels.

    ``code_col`` is the 1-based column where ``code`` starts in ``raw``; ``text`` is the whole
    line with comments removed (labels kept); ``eol_col`` is the column of the end of the
    statement (where a comment or the line ends), where llvm-mc places errors reported "at
    the end of the statement".
    """

    number: int
    raw: str
    labels: list
    code: str
    code_col: int
    text: str = ""
    eol_col: int = 1


def strip_comment(line: str, in_block: bool) -> tuple[str, bool]:
    """Remove comments from ``line`` (blanking them with spaces so columns stay true).

    Returns the cleaned line and whether a ``/* */`` comment is still open at its end.
    """
    # fast path: most lines have no string and no comment, or only a `;` comment
    if not in_block and '"' not in line and "/" not in line and "#" not in line:
        k = line.find(";")
        return (line if k < 0 else line[:k]), False
    out = list(line)
    i = 0
    n = len(line)
    in_str = False
    if not in_block and line.lstrip().startswith("#"):
        return " " * n, False
    while i < n:
        if in_block:
            end = line.find("*/", i)
            stop = n if end < 0 else end + 2
            for k in range(i, stop):
                out[k] = " "
            if end < 0:
                return "".join(out), True
            in_block = False
            i = stop
            continue
        c = line[i]
        if in_str:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c == ";" or line.startswith("//", i):
            return "".join(out[:i]), False
        elif line.startswith("/*", i):
            in_block = True
            continue
        i += 1
    return "".join(out), in_block


def source_line(number: int, raw: str, in_block: bool) -> tuple[SourceLine, bool]:
    """One line as a :class:`SourceLine`, and whether a ``/* */`` comment is open after it."""
    if not in_block and '"' not in raw and "/" not in raw and "#" not in raw:
        k = raw.find(";")   # the common case, as strip_comment's fast path
        code = raw if k < 0 else raw[:k]
    else:
        code, in_block = strip_comment(raw, in_block)
    if ":" not in code:     # no label
        rest = code.lstrip()
        return SourceLine(number, raw, [], rest.rstrip(), len(code) - len(rest) + 1, code,
                          len(code) + 1), in_block
    labels = []
    pos = 0
    while True:
        m = _LABEL.match(code, pos)
        if not m or code[m.end():m.end() + 1] == "=":
            break
        labels.append((m.group(1).strip('"'), pos + (len(m.group(0)) - len(m.group(0).lstrip())) + 1))
        pos = m.end()
    rest = code[pos:]
    lead = len(rest) - len(rest.lstrip())
    return SourceLine(number, raw, labels, rest.strip(), pos + lead + 1, code,
                      len(code) + 1), in_block


def plain_statement(raw: str) -> str | None:
    """The statement of a line with no label, no string and no comment but a ``;`` one, or
    None (the fast path of the object assembler: such a line needs no :class:`SourceLine`
    when its statement was assembled before)."""
    if '"' in raw or "/" in raw or "#" in raw:
        return None
    k = raw.find(";")
    code = (raw if k < 0 else raw[:k]).strip()
    p = code.find(":")
    if p > 0:
        head = code[:p].rstrip()
        # a label is a name, a number or a quoted string before the colon: text with a
        # space, comma or bracket before it is no label (the regex decides the rest)
        if not head or head[0] == '"' or not (" " in head or "\t" in head or "," in head or "[" in head):
            m = _LABEL.match(code)
            if m and code[m.end():m.end() + 1] != "=":
                return None
    elif p == 0:
        return None
    return code


def split_lines(text: str) -> list[SourceLine]:
    """Split source text into :class:`SourceLine` s with comments removed and labels taken."""
    lines = []
    in_block = False
    for number, raw in enumerate(text.splitlines(), 1):
        sl, in_block = source_line(number, raw, in_block)
        lines.append(sl)
    return lines
