"""The DS encoding (LDS and GDS): encode, decode, print. MI200 ISA 12.12 and 13.4.1.

Layout (64 bits)::

    GFX8+ :  31..26 110110 | 25 acc | 24..17 op | 16 gds | 15..8 offset1 | 7..0 offset0
    GFX6/7:  31..26 110110 | 25..18 op | 17 gds | 15..8 offset1 | 7..0 offset0
    dword 1: 63..56 vdst | 55..48 data1 | 47..40 data0 | 39..32 addr

Operands follow the row's ``sig`` (``vdst``/``addr``/``data0``/``data1`` with sizes); the
offset syntax follows ``extra["offset"]``: ``16`` (``offset:N``, offset1:offset0 as one 16-bit
value), ``8x2`` (``offset0:N offset1:M``), ``swizzle`` (``offset:swizzle(...)``, printed
symbolically as LLVM does), ``none``. ``gds`` prints when the bit is set. On gfx90a/gfx940
``acc`` selects AGPRs for every data operand (``ds_write_b32 v1, a2``).
"""

from __future__ import annotations


from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats._memory import (
    INVALID, TOO_FEW, check_modifier_order, data_reg, vgpr, vreg_checked, word,
)
from amdgcn.isa.instruction import Instruction, row_cache
from amdgcn.isa.syntax import ExprParser, SyntaxErrorAt

ENCODING_BITS = 0b110110
_ACC_COLUMNS = ("gfx90a", "gfx940")
#: columns with the GFX6/GFX7 layout (op [25:18], gds [17]): RDNA went back to it (LLVM 22)
_OLD_LAYOUT = ("gfx6", "gfx7", "gfx10", "gfx1030", "gfx11", "gfx1150")
_PRE_GFX9 = ("gfx6", "gfx7", "gfx8")

# ds_swizzle_b32 offset modes (MI200 ISA 12.12.1)
_QUAD_PERM_MASK, _QUAD_PERM_ENC = 0xFF00, 0x8000
_BITMASK_PERM_MASK = 0x8000
_BITMASK_MAX = 0x1F
_FFT_MASK, _FFT_ENC, _ROTATE_ENC = 0xE000, 0xE000, 0xC000


@row_cache
def _plan(row) -> tuple:
    """((field, count), ...) in printed order, the offset style and whether gds is required."""
    ops = []
    if row.sig:
        for part in row.sig.split(","):
            f, _, n = part.strip().partition(":")
            ops.append((f, int(n)))
    return tuple(ops), row.get("offset", "16"), row.get("gds") == "required"


@row_cache
def _used(row) -> frozenset:
    """The register fields a DS instruction reads or writes."""
    return frozenset(name for name, _ in _plan(row)[0])


def swizzle_text(off: int, gfx9: bool = True) -> str:
    """LLVM's text of a ``ds_swizzle_b32`` offset (``swizzle(QUAD_PERM,0,1,2,3)``, ...);
    the FFT and ROTATE modes exist from GFX9."""
    if off & _QUAD_PERM_MASK == _QUAD_PERM_ENC:
        return "swizzle(QUAD_PERM," + ",".join(str((off >> (2 * i)) & 3) for i in range(4)) + ")"
    if gfx9 and off & _FFT_MASK == _FFT_ENC:
        return f"swizzle(FFT,{off & 0x1F})"
    if gfx9 and off & _FFT_MASK == _ROTATE_ENC:
        return f"swizzle(ROTATE,{(off >> 10) & 1},{(off >> 5) & 0x1F})"
    if off & _BITMASK_PERM_MASK:
        return str(off)
    and_m, or_m, xor_m = off & 0x1F, (off >> 5) & 0x1F, (off >> 10) & 0x1F
    if and_m == _BITMASK_MAX and or_m == 0 and xor_m and xor_m & (xor_m - 1) == 0:
        return f"swizzle(SWAP,{xor_m})"
    if and_m == _BITMASK_MAX and or_m == 0 and xor_m and (xor_m + 1) & xor_m == 0:
        return f"swizzle(REVERSE,{xor_m + 1})"
    group = _BITMASK_MAX - and_m + 1
    if xor_m == 0 and group > 1 and group & (group - 1) == 0 and or_m < group:
        return f"swizzle(BROADCAST,{group},{or_m})"
    chars = []
    for bit in range(4, -1, -1):
        m = 1 << bit
        if and_m & m and not or_m & m:
            chars.append("i" if xor_m & m else "p")
        else:
            chars.append("1" if (or_m ^ xor_m) & m else "0")
    return 'swizzle(BITMASK_PERM,"' + "".join(chars) + '")'


def _swizzle_arg(text: str, col: int) -> int:
    """One argument of ``swizzle(...)``: an absolute expression as llvm-mc's
    ``parseSwizzleOperand`` reads it (``034`` is octal 28, ``1+1`` is 2), with the number
    rules of :mod:`amdgcn.isa.literals` (linear in the text, llvm-mc's errors).

    Raises:
        AsmError: "literal value out of range for directive", "invalid octal number" (and
            the other lexer errors), or "expected an absolute expression".
    """
    try:
        ep = ExprParser(text, 0, col)
        e = ep.parse()
        if ep.p == len(text) and not e.symbols():
            return e.evaluate(lambda *_: 0)
    except SyntaxErrorAt as exc:
        raise AsmError(exc.message, col=col) from None
    except ZeroDivisionError:
        raise AsmError("division by zero", col=col) from None
    raise AsmError("expected an absolute expression", col=col)


def _swizzle_value(fn, col: int) -> int:
    """The offset of ``swizzle(MODE, args...)``."""
    bad = AsmError("expected a swizzle mode", col=col)
    if fn.kind == "func" and fn.name != "swizzle":  # LLVM 22 matches the macro name exactly
        raise AsmError("expected a swizzle macro or an absolute expression", col=col)
    if fn.kind != "func" or not fn.args:
        raise bad
    mode, args = fn.args[0].strip(), [a.strip() for a in fn.args[1:]]

    def ints(n, lo, hi, msg):
        if len(args) != n:
            raise AsmError("expected a comma", col=col)
        vals = [_swizzle_arg(a, col) for a in args]
        for v in vals:
            if not lo <= v <= hi:
                raise AsmError(msg, col=col)
        return vals

    if mode == "QUAD_PERM":
        v = ints(4, 0, 3, "expected a 2-bit lane id")
        return _QUAD_PERM_ENC | v[0] | v[1] << 2 | v[2] << 4 | v[3] << 6
    if mode == "SWAP":
        (x,) = ints(1, 1, 16, "group size must be in the interval [1,16]")
        if x & (x - 1):
            raise AsmError("group size must be a power of two", col=col)
        return _BITMASK_MAX | x << 10
    if mode == "REVERSE":
        (x,) = ints(1, 2, 32, "group size must be in the interval [2,32]")
        if x & (x - 1):
            raise AsmError("group size must be a power of two", col=col)
        return _BITMASK_MAX | (x - 1) << 10
    if mode == "BROADCAST":
        if len(args) != 2:
            raise AsmError("expected a comma", col=col)
        g, lane = _swizzle_arg(args[0], col), _swizzle_arg(args[1], col)
        if g < 2 or g > 32:
            raise AsmError("group size must be in the interval [2,32]", col=col)
        if g & (g - 1):
            raise AsmError("group size must be a power of two", col=col)
        if not 0 <= lane < g:
            raise AsmError("lane id must be in the interval [0,group size - 1]", col=col)
        return (_BITMASK_MAX - g + 1) | lane << 5
    if mode == "FFT":
        (x,) = ints(1, 0, 31, "FFT swizzle must be in the interval [0,31]")
        return _FFT_ENC | x
    if mode == "ROTATE":
        d, c = ints(2, 0, 31, "number of threads to rotate must be in the interval [0,31]")
        if d > 1:
            raise AsmError("direction must be 0 (left) or 1 (right)", col=col)
        return _ROTATE_ENC | d << 10 | c << 5
    if mode == "BITMASK_PERM":
        if len(args) != 1:
            raise AsmError("expected a comma", col=col)
        s = args[0]
        if len(s) != 7 or s[0] != '"' or s[-1] != '"':
            raise AsmError("expected a 5-character mask", col=col)
        and_m = or_m = xor_m = 0
        for i, c in enumerate(s[1:-1]):
            m = 1 << (4 - i)
            if c == "0":
                pass
            elif c == "1":
                or_m |= m
            elif c == "p":
                and_m |= m
            elif c == "i":
                and_m |= m
                xor_m |= m
            else:
                raise AsmError("invalid mask", col=col)
        return and_m | or_m << 5 | xor_m << 10
    raise AsmError("expected a swizzle mode", col=col)


def _is_int(v) -> bool:
    """An integer offset (a float is out of range, as llvm-mc words it)."""
    return isinstance(v, int) and not isinstance(v, bool)


class DSFormat:
    """Encoder and decoder of the DS encoding (see the module docstring)."""

    name = "DS"
    encodings = ("DS",)
    rdna = True

    def prefixes(self, isa):
        return [(6, ENCODING_BITS)]

    # ---- decoding ------------------------------------------------------------------------
    def decode(self, isa, data: bytes, offset: int, address: int) -> Instruction:
        if len(data) - offset < 8:
            raise DecodeError("truncated instruction", offset=offset)
        w0, w1 = word(data, offset, 0), word(data, offset, 1)
        old = isa.column in _OLD_LAYOUT
        if old:
            op, gds, acc = (w0 >> 18) & 0xFF, (w0 >> 17) & 1, 0
        else:
            op, gds = (w0 >> 17) & 0xFF, (w0 >> 16) & 1
            acc = (w0 >> 25) & 1
        row = isa.row("DS", op)
        if row is None:
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        f = {"op": op, "offset0": w0 & 0xFF, "offset1": (w0 >> 8) & 0xFF, "gds": gds,
             "addr": w1 & 0xFF, "data0": (w1 >> 8) & 0xFF, "data1": (w1 >> 16) & 0xFF,
             "vdst": w1 >> 24, "acc": acc}
        ops, style, gds_required = _plan(row)
        used = _used(row)
        if any(f[k] for k in ("addr", "data0", "data1", "vdst") if k not in used) or \
                (gds_required and not gds) or style == "none" and (w0 & 0xFFFF or gds):
            # (ds_nop: LLVM 22 decodes it with no offset and no GDS bit only)
            # LLVM 22 rejects a DS word with a register field the instruction does not use
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        col = isa.column
        kind = "AV" if sum(name != "addr" for name, _ in ops) == 1 else "split"
        operands = tuple(vreg_checked(f[name], n, False, col, "V") if name == "addr" else
                         vreg_checked(f[name], n, acc, col, kind) for name, n in ops)
        mods = []
        off16 = f["offset0"] | f["offset1"] << 8
        if style == "16" and off16:
            mods.append(f"offset:{off16}")
        elif style == "8x2":
            if f["offset0"]:
                mods.append(f"offset0:{f['offset0']}")
            if f["offset1"]:
                mods.append(f"offset1:{f['offset1']}")
        elif style == "swizzle" and off16:
            mods.append(f"offset:{swizzle_text(off16, isa.target.gen not in _PRE_GFX9)}")
        if gds and (col not in _ACC_COLUMNS or gds_required):
            mods.append("gds")  # gfx90a/gfx940 have no GDS: LLVM ignores the bit
        return Instruction(address, bytes(data[offset:offset + 8]), "DS", row.name, row.name,
                           operands, tuple(mods), f, None, row)

    # ---- encoding ------------------------------------------------------------------------
    def encode(self, isa, stmt, rows, ctx) -> bytes:
        check_modifier_order(stmt, "ds", isa.column)
        row = rows[0]
        ops, style, gds_required = _plan(row)
        items = stmt.items
        f = {"offset0": 0, "offset1": 0, "gds": 0, "addr": 0, "data0": 0, "data1": 0,
             "vdst": 0}
        allow_acc = isa.column in _ACC_COLUMNS
        acc_seen = None
        i = 0
        for name, n in ops:
            if i >= len(items) or items[i].kind not in ("reg",):
                if i >= len(items) or items[i].kind in ("named", "ident"):
                    raise AsmError(TOO_FEW, col=stmt.col)
                raise AsmError(INVALID, col=items[i].col)
            it = items[i]
            if name == "addr":
                if allow_acc and "gws" in row.name and it.reg.index & 1:
                    # gfx90a/gfx940 GWS instructions read their VGPR as an aligned pair
                    raise AsmError("vgpr must be even aligned", col=it.col)
                f[name] = vgpr(it, n)
            else:
                idx, acc = data_reg(it, n, isa, allow_acc=allow_acc)
                if acc_seen is not None and acc != acc_seen:
                    raise AsmError("invalid register class: data and dst should be all VGPR "
                                   "or AGPR", col=stmt.col)
                acc_seen = acc
                f[name] = idx
            i += 1
        seen = set()
        for it in items[i:]:
            if it.kind == "named":
                nm = it.name.lower()
                if nm == "offset" and style in ("16", "swizzle"):
                    if isinstance(it.value, object) and getattr(it.value, "kind", None) == "func":
                        if style != "swizzle":
                            raise AsmError(INVALID, col=it.col)
                        v = _swizzle_value(it.value, it.col)
                    else:
                        v = it.value
                        if it.expr is not None:
                            raise AsmError(INVALID, col=it.col)
                        if not _is_int(v) or not 0 <= v <= 0xFFFF:
                            raise AsmError("expected a 16-bit unsigned offset", col=it.col)
                    f["offset0"], f["offset1"] = v & 0xFF, v >> 8
                elif nm in ("offset0", "offset1") and style == "8x2":
                    v = it.value
                    if it.expr is not None:
                        raise AsmError(INVALID, col=it.col)
                    if not _is_int(v) or not 0 <= v <= 0xFF:
                        raise AsmError(f"invalid {nm} value.", col=it.col)
                    f[nm] = v
                else:   # ds_nop's offset: llvm-mc's parser refuses it
                    raise AsmError("not a valid operand." if style == "none" else INVALID,
                                   col=it.col)
                if nm in seen:
                    raise AsmError("not a valid operand.", col=it.col)
                seen.add(nm)
            elif it.kind == "ident" and it.name.lower() == "gds":
                if style == "none":   # ds_nop has no GDS form
                    raise AsmError(INVALID, col=it.col)
                if isa.column in _ACC_COLUMNS and not gds_required:
                    raise AsmError("gds modifier is not supported on this GPU", col=it.col)
                f["gds"] = 1
            else:
                raise AsmError(INVALID, col=it.col)
        if gds_required and not f["gds"]:
            raise AsmError(INVALID, col=stmt.col)
        op = row.opcode(isa.column)
        if isa.column in _OLD_LAYOUT:
            w0 = ENCODING_BITS << 26 | op << 18 | f["gds"] << 17
        else:
            w0 = ENCODING_BITS << 26 | op << 17 | f["gds"] << 16 | (1 if acc_seen else 0) << 25
        w0 |= f["offset0"] | f["offset1"] << 8
        w1 = f["addr"] | f["data0"] << 8 | f["data1"] << 16 | f["vdst"] << 24
        return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")


FORMAT = DSFormat()
