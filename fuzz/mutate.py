"""Mutators for bytes and text, driven by a ``random.Random`` (deterministic for a seed)."""

from __future__ import annotations

import random

#: values that find edge cases in fields (sizes, offsets, counts, indices)
INTERESTING_INTS = (0, 1, 2, 3, 4, 7, 8, 15, 16, 31, 32, 63, 64, 127, 128, 255, 256, 0x7FFF,
                    0x8000, 0xFFFF, 0x10000, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF,
                    0x7FFFFFFFFFFFFFFF, 0xFFFFFFFFFFFFFFFF)

#: tokens spliced into assembly text: numbers of every radix and sign, llvm-mc's odd cases,
#: registers, operators, directives that allocate or repeat, non-ASCII digits
TEXT_TOKENS = (
    "0", "1", "-1", "034", "08", "0x", "0b", "0b102", "0X1F", "0x1f", "0o17", "1e3", "1.5",
    "99999999999999999999", "0xffffffffffffffff", "1<<-1", "1<<64", "%0", "/0", "(", ")",
    "-(", "~", "!", "|", "||", "&&", "<<", ">>", ",", ":", "[", "]", "v", "s", "a", "v[", "s[",
    "a[", "v0", "v255", "v256", "s101", "s[0:1]", "v[0:3]", "a[0:31]", "ttmp", "vcc", "exec",
    "m0", "off", "glc", "offset:", "offset:4096", "op_sel:[1,1]", "neg(", "abs(", "|v1|",
    "sext(", "lit(", "hwreg(", "sendmsg(", "vmcnt(0)", "row_shr:1", "quad_perm:[0,1,2,3]",
    "\u0663", "\u00b3", "\u00e9", "\ud7ff", "\t", " ", "\n", ";", "#", "//", "\"", "'", "\\",
    ".space 1<<40", ".fill 0xffffffffffffffff", ".balign 0x100000000", ".p2align 31",
    ".rept 100000000", ".endr", ".macro m\n", ".endm", "m", ".if 1", ".endif", ".set x, x+1",
    "x", ".long", ".quad", ".byte", ".section .text", ".text", ".data", ".globl k", "k:",
    ".amdhsa_kernel k", ".end_amdhsa_kernel", ".amdhsa_next_free_vgpr 999999",
    ".amdgpu_metadata", ".end_amdgpu_metadata", ".hsa_code_object_version 99999999999999999999,1",
    ".amdgcn_target \"x\"", "max(", "alignto(", "1f", "1b", "@rel32@lo", ".", "$", "_",
)


def mutate_bytes(rng: random.Random, data: bytes, *, span: tuple[int, int] | None = None,
                 donors: list[bytes] = ()) -> bytes:
    """``data`` with 1-8 mutations (bit flips, byte/word sets, interesting values, spliced or
    duplicated runs, truncation) inside ``span`` (default: all of it). With a span the size
    and layout stay (runs are copied over others, nothing is inserted or deleted)."""
    out = bytearray(data)
    lo, hi = span if span is not None else (0, len(out))
    if hi <= lo:
        return bytes(out)
    for _ in range(rng.randint(1, 8)):
        kind = rng.randrange(9)
        at = rng.randrange(lo, hi)
        if kind == 0:
            out[at] ^= 1 << rng.randrange(8)
        elif kind == 1:
            out[at] = rng.randrange(256)
        elif kind == 2 and at + 4 <= len(out):
            value = rng.choice(INTERESTING_INTS) & 0xFFFFFFFF
            out[at:at + 4] = value.to_bytes(4, "little")
        elif kind == 3 and at + 8 <= len(out):
            out[at:at + 8] = rng.choice(INTERESTING_INTS).to_bytes(8, "little")
        elif kind == 4 and at + 4 <= len(out):
            out[at:at + 4] = rng.getrandbits(32).to_bytes(4, "little")
        elif kind == 5 and donors:
            donor = rng.choice(donors)
            if donor:
                k = rng.randrange(len(donor))
                piece = donor[k:k + rng.randint(1, 16)]
                out[at:at + len(piece)] = piece
        elif kind == 6 and span is None:
            n = rng.randint(1, 16)
            out[at:at] = out[at:at + n]
        elif kind == 6:         # inside a span the layout stays: copy a run over another
            src = rng.randrange(lo, hi)
            piece = out[src:src + rng.randint(1, 16)]
            out[at:at + len(piece)] = piece[:len(out) - at]
        elif kind == 7 and span is None:
            del out[at:at + rng.randint(1, 16)]
            hi = len(out)
            if hi <= lo:
                break
        elif kind == 8 and span is None and rng.random() < 0.2:
            del out[rng.randrange(lo, hi):]
            break
    return bytes(out)


def mutate_text(rng: random.Random, text: str, *, donors: list[str] = ()) -> str:
    """``text`` with 1-6 edits: token insertions, deletions, character changes, duplicated
    runs and lines spliced from ``donors``."""
    s = text
    for _ in range(rng.randint(1, 6)):
        kind = rng.randrange(7)
        at = rng.randrange(len(s) + 1)
        if kind in (0, 1):
            s = s[:at] + rng.choice(TEXT_TOKENS) + s[at:]
        elif kind == 2 and s:
            s = s[:at] + s[at + rng.randint(1, 8):]
        elif kind == 3 and s and at < len(s):
            s = s[:at] + chr(rng.choice((rng.randrange(32, 127), rng.randrange(0, 0x800)))) + \
                s[at + 1:]
        elif kind == 4:
            piece = s[at:at + rng.randint(1, 40)]
            s = s[:at] + piece * rng.randint(2, 30) + s[at:]
        elif kind == 5 and donors:
            donor = rng.choice(donors).split("\n")
            k = rng.randrange(len(donor))
            s = s[:at] + "\n" + "\n".join(donor[k:k + rng.randint(1, 5)]) + "\n" + s[at:]
        elif kind == 6 and s and at < len(s) and s[at].isdigit():
            s = s[:at] + "9" * rng.choice((5, 25, 5000)) + s[at:]
    return s
