"""The symbolic 16-bit immediates of GFX10/GFX11 SALU instructions: ``s_version``,
``s_delay_alu`` (GFX11) and ``s_waitcnt_depctr``, printed and parsed as LLVM 22 does.

The RDNA ISA documents are not in the seeds: field layouts and names are LLVM 22's (its
``UCVersion``, ``DelayAlu`` and ``DepCtr`` tables, probed with ``llvm-mc --disassemble``).
"""

from __future__ import annotations

import re

from amdgcn.isa.formats._scalar import _bad, _int_arg, as_expr, imm16

# ---------------------------------------------------------------------------------------------
# s_version (GFX10+): a version number [7:0] (named where LLVM names it) and three flag bits
# ---------------------------------------------------------------------------------------------

_UC_VERSIONS = {0: "UC_VERSION_GFX7", 4: "UC_VERSION_GFX10", 6: "UC_VERSION_GFX11",
                9: "UC_VERSION_GFX12"}
_UC_BITS = ((0x2000, "UC_VERSION_W64_BIT"), (0x4000, "UC_VERSION_W32_BIT"),
            (0x8000, "UC_VERSION_MDP_BIT"))
#: the symbols llvm-mc predefines for s_version operands
UC_SYMBOLS = {**{v: k for k, v in _UC_VERSIONS.items()}, **{n: b for b, n in _UC_BITS}}


def print_ucversion(simm: int) -> str:
    """LLVM 22's s_version text: hex when bits [12:8] are set, else the version (by name
    where it has one) or-ed with the flag names, nested from the left."""
    if simm & 0x1F00:
        return f"0x{simm:x}"
    text = _UC_VERSIONS.get(simm & 0xFF, str(simm & 0xFF))
    for bit, name in _UC_BITS:
        if simm & bit:
            text = f"({text})|{name}" if "|" in text else f"{text}|{name}"
    return text


def parse_ucversion(item, ctx=None) -> int:
    """An s_version operand: an absolute expression that may use the ``UC_VERSION_*``
    symbols (a symbol the file sets first wins, as in llvm-mc)."""
    outer = ctx.resolve if ctx is not None and ctx.resolve is not None else None

    def resolve(name, variant):
        if outer is not None:
            try:
                return outer(name, variant)
            except KeyError:
                pass
        if variant or name not in UC_SYMBOLS:
            raise KeyError(name)
        return UC_SYMBOLS[name]

    item = as_expr(item)
    if item.kind == "expr":
        try:
            v = item.expr.evaluate(resolve)
        except (KeyError, ZeroDivisionError):
            raise _bad(item) from None
        if not -(1 << 15) <= v < (1 << 16):
            raise _bad(item)
        return v & 0xFFFF
    return imm16(item, ctx)


# ---------------------------------------------------------------------------------------------
# s_delay_alu (GFX11): instid0 [3:0], instskip [6:4], instid1 [10:7] (LLVM 22's names)
# ---------------------------------------------------------------------------------------------

_INST_ID = ("NO_DEP", "VALU_DEP_1", "VALU_DEP_2", "VALU_DEP_3", "VALU_DEP_4", "TRANS32_DEP_1",
            "TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1", "SALU_CYCLE_1",
            "SALU_CYCLE_2", "SALU_CYCLE_3")
_INST_SKIP = ("SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4")
_DELAY = (("instid0", 0, 0xF, _INST_ID), ("instskip", 4, 7, _INST_SKIP),
          ("instid1", 7, 0xF, _INST_ID))


def print_delay(simm: int) -> str:
    """The non-zero fields joined by `` | `` (``0`` when none; other bits are ignored)."""
    parts = []
    for name, sh, mx, names in _DELAY:
        v = (simm >> sh) & mx
        if v:
            kind = "instskip" if name == "instskip" else "instid"
            what = names[v] if v < len(names) else f"/* invalid {kind} value */"
            parts.append(f"{name}({what})")
    return " | ".join(parts) if parts else "0"


def parse_delay(text: str, item, ctx=None) -> int:
    """Encode ``s_delay_alu``'s operand text: ``instid0(X) | instskip(Y) | instid1(Z)`` or
    an integer."""
    if "(" not in text:
        return imm16(item, ctx)
    v = 0
    fields = {n: (sh, names) for n, sh, _mx, names in _DELAY}
    for part in text.split("|"):
        m = re.fullmatch(r"\s*(\w+)\s*\(\s*(\w+)\s*\)\s*", part)
        if not m or m.group(1).lower() not in fields:
            raise _bad(item)
        sh, names = fields[m.group(1).lower()]
        val = m.group(2)
        if val in names:
            n = names.index(val)
        else:
            raise _bad(item)
        v |= n << sh
    return v


# ---------------------------------------------------------------------------------------------
# s_waitcnt_depctr (GFX10+; LLVM 22's DepCtr table): (name, shift, max = default)
# ---------------------------------------------------------------------------------------------

_DEPCTR = (("depctr_hold_cnt", 7, 1), ("depctr_sa_sdst", 0, 1), ("depctr_va_vdst", 12, 15),
           ("depctr_va_sdst", 9, 7), ("depctr_va_ssrc", 8, 1), ("depctr_va_vcc", 1, 1),
           ("depctr_vm_vsrc", 2, 7))


def _depctr_fields(isa) -> tuple:
    """The fields of a target: depctr_hold_cnt from GFX10.3 on (LLVM's GFX10_BEncoding)."""
    return _DEPCTR[1:] if isa.column == "gfx10" else _DEPCTR


def print_depctr(isa, simm: int) -> str:
    """The fields that differ from their default, all of them when none does; a value with
    bits outside the fields prints as hex."""
    fields = _depctr_fields(isa)
    mask = 0
    for _n, sh, mx in fields:
        mask |= mx << sh
    if simm & ~mask:
        return f"0x{simm:x}"
    parts = [f"{n}({(simm >> sh) & mx})" for n, sh, mx in fields if (simm >> sh) & mx != mx]
    if not parts:
        parts = [f"{n}({mx})" for n, _sh, mx in fields]
    return " ".join(parts)


def parse_depctr(items, isa, ctx=None) -> int:
    """Encode the operand items of ``s_waitcnt_depctr``: ``depctr_*(n)`` in any order and
    separation (fields not named keep their default), or one integer."""
    if len(items) == 1 and items[0].kind in ("imm", "expr"):
        return imm16(items[0], ctx)
    fields = {n: (sh, mx) for n, sh, mx in _depctr_fields(isa)}
    v = 0
    for _n, sh, mx in _depctr_fields(isa):
        v |= mx << sh
    for it in items:
        if it.kind != "func":
            raise _bad(it, "expected a counter name")
        name = it.name.lower()
        if name not in fields:
            if any(name == n for n, _s, _m in _DEPCTR):
                raise _bad(it, f"{name} is not supported on this GPU")
            raise _bad(it, f"invalid counter name {it.name}")
        if len(it.args) != 1:
            raise _bad(it)
        sh, mx = fields[name]
        n = _int_arg(it.args[0], it, ctx=ctx)
        if not 0 <= n <= mx:
            raise _bad(it, f"invalid value for {name}")
        v = (v & ~(mx << sh)) | (n << sh)
    return v
