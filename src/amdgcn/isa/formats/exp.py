"""EXP: export to render targets, positions and parameters (GFX6-GFX9, not gfx90a/gfx940).

The 64-bit EXP microcode (GCN3/Vega ISA manuals, "EXP"; MI200 has none)::

    31      26 25  13  12  11    10   9   4 3  0
    | 111110 | ..... | vm | done | compr | tgt | en |     GFX6/GFX7 (0b110001 on GFX8/GFX9)
    63    56 55    48 47    40 39    32
    | vsrc3 | vsrc2 | vsrc1 | vsrc0 |

LLVM syntax: ``exp <tgt> <v|off>, <v|off>, <v|off>, <v|off> [done] [compr] [vm]``; targets
``mrt0..7`` (0-7), ``mrtz`` (8), ``null`` (9), ``pos0..3`` (12-15), ``param0..31`` (32-63);
others print as ``invalid_target_N``. ``en`` bit i enables operand i; with ``compr`` operands
0-1 come from ``vsrc0`` and 2-3 from ``vsrc1`` (the assembler reads operands 0 and 2 only).
"""

from __future__ import annotations

import re

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.instruction import Instruction
from amdgcn.isa.registers import VGPR

_PREFIX = {"gfx6": (6, 0b111110), "gfx7": (6, 0b111110), "gfx8": (6, 0b110001),
           "gfx9": (6, 0b110001), "gfx10": (6, 0b111110), "gfx11": (6, 0b111110)}
#: GFX10 targets beyond GFX9's (LLVM 22): pos4 (16) and prim (20)
_GFX10_TARGETS = {16: "pos4", 20: "prim"}
#: GFX11 (LLVM 22): no null and no param targets; dual_src_blend0/1 (21, 22); row_en at bit
#: 13, compr and vm gone
_GFX11_TARGETS = {**_GFX10_TARGETS, 21: "dual_src_blend0", 22: "dual_src_blend1"}
_GFX11_GONE = frozenset(range(9, 12)) | frozenset(range(32, 64))
_TARGET_RE = re.compile(r"(mrt|pos|param)([0-9]{1,6})$")
_TARGET_BASE = {"mrt": (0, 8), "pos": (12, 4), "param": (32, 32)}


def target_name(tgt: int, gen: str = "gfx9") -> str:
    """LLVM's name of export target ``tgt``."""
    if gen == "gfx10" and tgt in _GFX10_TARGETS:
        return _GFX10_TARGETS[tgt]
    if gen == "gfx11" and (tgt in _GFX11_TARGETS or tgt in _GFX11_GONE):
        return _GFX11_TARGETS.get(tgt, f"invalid_target_{tgt}")
    if tgt < 8:
        return f"mrt{tgt}"
    if tgt == 8:
        return "mrtz"
    if tgt == 9:
        return "null"
    if 12 <= tgt < 16:
        return f"pos{tgt - 12}"
    if 32 <= tgt < 64:
        return f"param{tgt - 32}"
    return f"invalid_target_{tgt}"


def _parse_target(text: str, gen: str = "gfx9") -> int | str:
    """The target number, or an error message."""
    low = text.lower()
    if gen in ("gfx10", "gfx11") and low in ("pos4", "prim"):
        return 16 if low == "pos4" else 20
    if gen == "gfx11":
        names = {v: k for k, v in _GFX11_TARGETS.items()}
        if low in names:
            return names[low]
        if low == "null" or low.startswith("param"):
            return "exp target is not supported on this GPU"
    if low == "mrtz":
        return 8
    if low == "null":
        return 9
    if low == "prim":
        return "exp target is not supported on this GPU"
    m = _TARGET_RE.match(low)
    if m:
        base, count = _TARGET_BASE[m.group(1)]
        n = int(m.group(2))
        if n < count:
            return base + n
        if m.group(1) == "pos" and n < 5:
            return "exp target is not supported on this GPU"
    return "invalid exp target"


class EXPFormat:
    """The EXP format object."""

    name = "EXP"
    encodings = ("EXP",)
    rdna = True     # GFX10 and GFX11

    def prefixes(self, isa):
        if not isa.by_op.get(("EXP", 0)) or isa.target.gen not in _PREFIX:
            return []
        return [_PREFIX[isa.target.gen]]

    def decode(self, isa, data: bytes, offset: int, address: int) -> Instruction:
        if len(data) - offset < 8:
            raise DecodeError("truncated instruction", offset=offset)
        w0 = int.from_bytes(data[offset:offset + 4], "little")
        w1 = int.from_bytes(data[offset + 4:offset + 8], "little")
        row = isa.row("EXP", 0)
        f = {"en": w0 & 0xF, "tgt": (w0 >> 4) & 0x3F, "compr": (w0 >> 10) & 1,
             "done": (w0 >> 11) & 1, "vm": (w0 >> 12) & 1, "vsrc0": w1 & 0xFF,
             "vsrc1": (w1 >> 8) & 0xFF, "vsrc2": (w1 >> 16) & 0xFF, "vsrc3": (w1 >> 24) & 0xFF}
        ops = []
        for i in range(4):
            if not (f["en"] >> i) & 1:
                ops.append("off")
            else:
                ops.append(f"v{f['vsrc%d' % (i // 2 if f['compr'] else i)]}")
        gen = isa.target.gen
        if gen == "gfx11":   # row_en at bit 13; compr and vm are gone (LLVM 22 ignores them)
            f["row_en"] = (w0 >> 13) & 1
            f["compr"] = f["vm"] = 0
            ops = ["off" if not (f["en"] >> i) & 1 else f"v{f['vsrc%d' % i]}" for i in range(4)]
        mods = tuple(m for m in ("done", "compr", "vm", "row_en") if f.get(m))
        text = f"exp {target_name(f['tgt'], gen)} " + ", ".join(ops)
        if mods:
            text += " " + " ".join(mods)
        return Instruction(address, data[offset:offset + 8], "EXP", "exp", "exp",
                           (target_name(f["tgt"], gen), *ops), mods, f, None, row,
                           text_override=text)

    def encode(self, isa, stmt, rows, ctx) -> bytes:
        items = list(stmt.items)
        if not items:
            raise AsmError("too few operands for instruction", col=stmt.col,
                           source_line=stmt.line)
        t = items[0]
        if t.kind == "reg" and t.reg.name == "null":  # `null` also names a register
            tgt = 9
        elif t.kind in ("ident", "expr", "imm"):
            tgt = _parse_target(t.text, isa.target.gen)
        else:
            tgt = "invalid exp target"
        if isinstance(tgt, str):
            raise AsmError(tgt, col=t.col, source_line=stmt.line)
        srcs = []
        flags = {"done": 0, "row_en": 0} if isa.target.gen == "gfx11" else \
            {"done": 0, "compr": 0, "vm": 0}
        for it in items[1:]:
            if it.kind == "ident" and it.name.lower() in flags and len(srcs) == 4:
                flags[it.name.lower()] = 1
                continue
            if it.kind == "named":   # a name:value modifier EXP does not have
                raise AsmError("not a valid operand.", col=it.col, source_line=stmt.line)
            if len(srcs) >= 4:
                raise AsmError("invalid operand for instruction", col=it.col,
                               source_line=stmt.line)
            if it.kind == "ident" and it.name.lower() == "off":
                srcs.append(None)
            elif it.kind == "reg" and it.reg.file == VGPR and it.reg.index >= 256:
                raise AsmError("register index is out of range", col=it.col,
                               source_line=stmt.line)
            elif it.kind == "reg" and it.reg.file == VGPR and it.reg.count == 1 and \
                    not it.has_src_mods:
                srcs.append(it.reg.index)
            else:
                raise AsmError("invalid operand for instruction", col=it.col,
                               source_line=stmt.line)
        if len(srcs) < 4:
            raise AsmError("too few operands for instruction", col=stmt.col,
                           source_line=stmt.line)
        v = [0, 0, 0, 0]
        if flags.get("compr"):
            # llvm-mc: operand 0 fills vsrc0 and operand 2 vsrc1, each enabling a pair of
            # en bits; operands 1 and 3 are ignored
            v[0], v[1] = srcs[0] or 0, srcs[2] or 0
            en = (3 if srcs[0] is not None else 0) | (0xC if srcs[2] is not None else 0)
        else:
            v = [s or 0 for s in srcs]
            en = sum(1 << i for i, s in enumerate(srcs) if s is not None)
        prefix = _PREFIX[isa.target.gen]
        w0 = (prefix[1] << 26) | (flags.get("vm", 0) << 12) | (flags["done"] << 11) | \
            (flags.get("compr", 0) << 10) | (flags.get("row_en", 0) << 13) | (tgt << 4) | en
        w1 = v[0] | (v[1] << 8) | (v[2] << 16) | (v[3] << 24)
        return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")


FORMAT = EXPFormat()
