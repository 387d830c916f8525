"""The FLAT encoding: flat, global and scratch instructions (``seg`` 0, 2, 1).
MI200 ISA 12.16 and 13.7.1.

Layout (64 bits)::

    GFX9+ :  31..26 110111 | 25 scc (90a) / sc1 (940) | 24..18 op | 17 slc/nt | 16 glc/sc0
             | 15..14 seg | 13 lds (scratch on gfx940: sve) | 12..0 offset
    GFX7/8:  31..26 110111 | 24..18 op | 17 slc | 16 glc
    dword 1: 63..56 vdst | 55 acc (90a/940; tfe on GFX7/8, nv on gfx9) | 54..48 saddr
             | 47..40 data | 39..32 addr

``offset`` is a 12-bit unsigned value for flat and a 13-bit signed value for global and
scratch. ``saddr`` 0x7f means none (``off``). Global: with ``saddr`` the VGPR address is a
32-bit offset, else a 64-bit address. Scratch: either a VGPR or an SGPR address (gfx940:
both, ``sve`` marks the VGPR). Atomics return the pre-op value in ``vdst`` with ``glc``
(``sc0``).
"""

from __future__ import annotations


from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.formats._memory import (
    INVALID, NO_SCC_ATOMICS_90A, TOO_FEW, check_modifier_order, data_reg, flag_name, is_off,
    sgpr_tuple, sreg_operand, sreg_text, vgpr, vreg_checked, vreg_text, word,
)
from amdgcn.isa.instruction import Instruction, row_cache
from amdgcn.isa.registers import AGPR, unavailable_message

ENCODING_BITS = 0b110111
SADDR_OFF = 0x7F
EXEC_CODE = 126
SEG_FLAT, SEG_SCRATCH, SEG_GLOBAL = 0, 1, 2
SEG_ENCODING = {SEG_FLAT: "FLAT", SEG_SCRATCH: "SCRATCH", SEG_GLOBAL: "GLOBAL"}
_ACC = ("gfx90a", "gfx940")
#: llvm-mc's error for a returning atomic with AGPR data and result where AGPRs cannot be
#: loaded or stored: FLAT on GFX8/GFX9 (True), else (GLOBAL, SCRATCH, GFX7)
_AGPR_ATOMIC = {True: "invalid register class: agpr loads and stores not supported on this GPU",
                False: "operands are not valid for this GPU or mode"}
#: global/scratch loads with an LDS form (``lds``), as LLVM 22 decodes them on GFX9
LDS_LOADS = frozenset({"ubyte", "sbyte", "ushort", "sshort", "dword"})
_OLD = ("gfx7", "gfx8")
#: GFX10 (LLVM 22): offset [11:0] (flat 11-bit unsigned, global/scratch 12-bit signed when
#: assembled), dlc [12], lds [13], no acc; ``off`` is saddr 0x7d (null), also for flat
_GFX10 = ("gfx10", "gfx1030")
_SADDR_OFF_GFX10 = 0x7D
#: columns whose global/scratch loads have an LDS form (``lds``)
_LDS_COLUMNS = ("gfx9", "gfx90a", "gfx10", "gfx1030")


def _saddr_off(column: str) -> int:
    return _SADDR_OFF_GFX10 if column in _GFX10 else SADDR_OFF


def _cpol(column: str) -> tuple:
    """((field, printed, bit of dword 0), ...) in LLVM's printing order."""
    if column == "gfx940":
        return (("sc0", "sc0", 16), ("nt", "nt", 17), ("sc1", "sc1", 25))
    if column in _GFX10:
        return (("glc", "glc", 16), ("slc", "slc", 17), ("dlc", "dlc", 12))
    out = (("glc", "glc", 16), ("slc", "slc", 17))
    if column == "gfx90a":
        out += (("scc", "scc", 25),)
    return out


@row_cache
def _plan(row) -> tuple:
    """(seg, data field, data count, return count) of a row."""
    seg = row.get("seg", 0)
    field, n = "", 0
    if row.sig:
        field, _, c = row.sig.partition(":")
        n = int(c)
    ret = 0
    if "atomic" in row.flags:
        ret = n // 2 if "cmpswap" in row.name else n
    return seg, field, n, ret


class FlatFormat:
    """Encoder and decoder of the FLAT encoding (see the module docstring)."""

    name = "FLAT"
    #: one microcode format; the rows name the segment as LLVM does (MI200 ISA 13.7)
    encodings = ("FLAT", "GLOBAL", "SCRATCH")
    rdna = True     # GFX10 (GFX11 lays FLAT out otherwise: not claimed there yet)

    def prefixes(self, isa):
        return [(6, ENCODING_BITS)] if isa.column not in ("gfx6", "gfx11", "gfx1150") else []

    def _row(self, isa, op: int, seg: int):
        """The row of ``op`` in segment ``seg``; None for segment 3 (reserved: LLVM 22
        decodes no instruction there on any target)."""
        encoding = SEG_ENCODING.get(seg)
        return None if encoding is None else isa.row(encoding, op)

    # ---- decoding ------------------------------------------------------------------------
    def decode(self, isa, data: bytes, offset: int, address: int) -> Instruction:
        if len(data) - offset < 8:
            raise DecodeError("truncated instruction", offset=offset)
        w0, w1 = word(data, offset, 0), word(data, offset, 1)
        col = isa.column
        old = col in _OLD
        g10 = col in _GFX10
        op = (w0 >> 18) & 0x7F
        seg = 0 if old else (w0 >> 14) & 3
        row = self._row(isa, op, seg)
        if row is None or (seg == SEG_FLAT and not g10 and (w1 >> 16) & 0x7F) or \
                (col == "gfx8" and (w0 >> 13) & 7):
            # LLVM 22: flat takes no saddr; GFX8 has no lds bit or segments
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        f = {"op": op, "seg": seg,
             "offset": (w0 & 0xFFF if g10 else w0 & 0x1FFF) if col != "gfx7" else 0,
             "lds": 0 if old else (w0 >> 13) & 1, "vaddr": w1 & 0xFF,
             "data": (w1 >> 8) & 0xFF,
             "saddr": (w1 >> 16) & 0x7F, "vdst": w1 >> 24}
        for name, _, bit in _cpol(col):
            f[name] = (w0 >> bit) & 1
        if (f.get("scc") and row.name in NO_SCC_ATOMICS_90A) or (
                f["lds"] and col in _LDS_COLUMNS and
                (seg == SEG_FLAT or row.name.split("_", 2)[-1] not in LDS_LOADS or
                 "load" not in row.name)):
            # LLVM 22: no scc on gfx90a float atomics; only five loads write LDS
            raise DecodeError("invalid instruction encoding", offset=offset, word=w0)
        # bit 55 is ``acc`` on gfx90a/gfx940; LLVM reads it as ``acc`` on GFX8/GFX9 too and
        # prints the AGPRs with an invalid-register note
        f["acc"] = acc = (w1 >> 23) & 1 if col != "gfx7" and not g10 else 0
        seg_, field, n, ret = _plan(row)
        glc = f["sc0"] if col == "gfx940" else f["glc"]
        lds_load = f["lds"] and seg != SEG_FLAT and col in _LDS_COLUMNS and \
            "load" in row.flags
        operands = []
        if field == "vdst" and not lds_load:
            operands.append(vreg_checked(f["vdst"], n, acc, col))
        elif ret and glc:
            if acc and col in ("gfx8", "gfx9") and seg != SEG_FLAT:
                # LLVM 22 has AGPR forms of the returning flat atomics only
                raise DecodeError("invalid instruction encoding", offset=offset, word=w1)
            operands.append(vreg_checked(f["vdst"], ret, acc, col, "rtn"))
        operands.extend(self._addr_text(isa, seg, f, field, n, acc,
                                        "rtn" if ret and glc else "AV"))
        mods = []
        off = f["offset"]
        if seg != SEG_FLAT and g10:
            off = off - 0x1000 if off & 0x800 else off
        elif seg != SEG_FLAT:
            off = off - 0x2000 if off & 0x1000 else off
        if off:
            mods.append(f"offset:{off}")
        for name, printed, _ in _cpol(col):
            if f[name]:
                mods.append(printed)
        if f["lds"] and "lds" not in row.name and not (col == "gfx940" and seg == SEG_SCRATCH):
            mods.append("lds")
        return Instruction(address, bytes(data[offset:offset + 8]), row.encoding, row.name,
                           row.name, tuple(operands), tuple(mods), f, None, row)

    def _addr_text(self, isa, seg, f, field, n, acc, kind) -> list:
        col = isa.column
        data = [vreg_checked(f["data"], n, acc, col, kind)] if field == "data" else []
        if seg == SEG_FLAT:
            return [vreg_checked(f["vaddr"], 2, False, col, "V")] + data
        saddr = f["saddr"]
        off = _saddr_off(col)
        if seg == SEG_GLOBAL:
            if saddr == off:
                return [vreg_checked(f["vaddr"], 2, False, col, "V")] + data + ["off"]
            sa = sreg_operand(saddr, 2, isa.space)
            if sa is None:
                raise DecodeError("invalid instruction encoding", word=saddr)
            if saddr & ~1 == EXEC_CODE:
                sa += "/*Invalid register, operand has 'SReg_64_XEXEC_XNULL' register class*/"
            return [vreg_text(f["vaddr"], 1)] + data + [sa]
        # scratch
        if col == "gfx940":
            va = vreg_text(f["vaddr"], 1) if f["lds"] else "off"
        else:
            va = vreg_text(f["vaddr"], 1) if saddr == off else "off"
        sa = "off" if saddr == off else sreg_text(saddr, 1, isa.space)
        return [va] + data + [sa]

    # ---- encoding ------------------------------------------------------------------------
    def encode(self, isa, stmt, rows, ctx) -> bytes:
        check_modifier_order(stmt, "flat", isa.column)
        row = rows[0]
        col = isa.column
        old = col in _OLD
        seg, field, n, ret = _plan(row)
        cpol = _cpol(col)
        cpol_names = {p: name for name, p, _ in cpol}
        g10 = col in _GFX10
        saddr_off = _saddr_off(col)
        f = {"offset": 0, "lds": 0, "vaddr": 0, "data": 0,
             "saddr": saddr_off if seg or g10 else 0, "vdst": 0, "acc": 0, "tfe": 0}
        for name, _, _ in cpol:
            f[name] = 0
        ops = []
        for it in stmt.items:
            fl = flag_name(it)
            if it.kind == "named":
                if it.name.lower() not in ("offset", "inst_offset"):
                    raise AsmError(INVALID, col=it.col)
                v = it.value
                if it.expr is not None:
                    raise AsmError(INVALID, col=it.col)
                if not isinstance(v, int):   # a float: llvm-mc calls it out of range
                    v = 1 << 32
                if old and v:
                    raise AsmError("flat offset modifier is not supported on this GPU",
                                   col=it.col)
                if g10 and seg == SEG_FLAT:
                    if not 0 <= v <= 0x7FF:
                        raise AsmError("expected a 11-bit unsigned offset", col=it.col)
                elif g10:
                    if not -0x800 <= v <= 0x7FF:
                        raise AsmError("expected a 12-bit signed offset", col=it.col)
                elif seg == SEG_FLAT:
                    if not 0 <= v <= 0xFFF:
                        raise AsmError("expected a 12-bit unsigned offset", col=it.col)
                elif not -0x1000 <= v <= 0xFFF:
                    raise AsmError("expected a 13-bit signed offset", col=it.col)
                f["offset"] = v & (0xFFF if g10 else 0x1FFF)
            elif fl in cpol_names:
                f[cpol_names[fl]] = 1
            elif fl and fl.startswith("no") and fl[2:] in cpol_names:
                f[cpol_names[fl[2:]]] = 0
            elif fl == "tfe" and old:
                f["tfe"] = 1
            elif fl == "lds" and not old and col != "gfx940" and seg != SEG_FLAT and \
                    "load" in row.flags and row.name.split("_", 2)[-1] in LDS_LOADS:
                f["lds"] = 1
            elif fl == "dlc":
                raise AsmError("dlc modifier is not supported on this GPU", col=it.col)
            elif fl is not None and fl != "off":
                raise AsmError(INVALID, col=it.col)
            else:
                ops.append(it)
        glc = f["sc0"] if col == "gfx940" else f["glc"]
        if glc and col == "gfx9" and "atomic-fadd-insts" in row.features:
            raise AsmError(INVALID, col=stmt.col)  # gfx908: no returning float atomics
        allow_acc = col in _ACC
        acc_seen = None
        i = 0

        def need():
            if i >= len(ops):
                raise AsmError(TOO_FEW, col=stmt.col)
            return ops[i]

        def data(count, key):
            nonlocal acc_seen
            idx, acc = data_reg(need(), count, isa, allow_acc=True)
            if acc_seen is not None and acc != acc_seen:
                raise AsmError(INVALID, col=ops[i].col)  # LLVM 22: no mixed-file variant
            if acc and not allow_acc and not (key == "vdst" and ret and glc):
                if acc_seen:   # a returning atomic all in AGPRs: LLVM's words
                    raise AsmError(_AGPR_ATOMIC[seg == SEG_FLAT and col != "gfx7"],
                                   col=stmt.col)
                raise AsmError(INVALID, col=ops[i].col)
            acc_seen = acc
            f[key] = idx

        lds_load = f["lds"] and seg != SEG_FLAT and col in _LDS_COLUMNS and \
            "load" in row.flags
        if ret and col == "gfx7" and len(ops) > 1 and all(
                o.kind == "reg" and o.reg.file == AGPR for o in (ops[0], ops[-1])):
            raise AsmError(_AGPR_ATOMIC[False], col=stmt.col)   # GFX7 has no AGPR form
        if ret and col != "gfx940":
            # an atomic returns its pre-op value exactly when glc is set (MI200 ISA 12.16.1)
            base = 2 if seg == SEG_FLAT else 3
            if glc and len(ops) == base:
                raise AsmError("instruction must not use glc", col=stmt.col)
            if not glc and len(ops) == base + 1:
                raise AsmError("instruction must use glc", col=stmt.col)
        if field == "vdst" and not lds_load:
            data(n + f["tfe"], "vdst")
            i += 1
        elif ret and glc:
            data(ret + f["tfe"], "vdst")
            i += 1
        # address
        it = need()
        if seg == SEG_FLAT:
            f["vaddr"] = vgpr(it, 2)
            i += 1
            if field == "data":
                data(n, "data")
                i += 1
        else:
            va = it
            i += 1
            if field == "data":
                data(n, "data")
                i += 1
            sa = need()
            i += 1
            if is_off(sa):
                f["saddr"] = saddr_off
            elif g10 and sa.kind == "reg" and sa.reg.name == "null":
                raise AsmError(INVALID, col=sa.col)
            elif sa.kind == "ident" and sa.name.lower() == "null":
                raise AsmError("'null' operand is not supported on this GPU", col=sa.col)
            elif sa.kind == "reg" and unavailable_message(sa.reg, isa.target.gen,
                                                          isa.target.processor):
                raise AsmError(unavailable_message(sa.reg, isa.target.gen,
                                                   isa.target.processor), col=sa.col)
            else:
                cnt = 2 if seg == SEG_GLOBAL else 1
                f["saddr"] = sgpr_tuple(sa, cnt, isa.space, align=cnt)
                if g10 and cnt == 1 and f["saddr"] == EXEC_CODE + 1:
                    raise AsmError(INVALID, col=sa.col)     # GFX10: SReg_32_XEXEC_HI
            if seg == SEG_GLOBAL:
                f["vaddr"] = vgpr(va, 2 if f["saddr"] == saddr_off else 1)
            else:
                if is_off(va):
                    if f["saddr"] == saddr_off and col != "gfx940":
                        raise AsmError("operands are not valid for this GPU or mode",
                                       col=stmt.col)
                else:
                    if f["saddr"] != saddr_off and col != "gfx940":
                        raise AsmError("operands are not valid for this GPU or mode",
                                       col=stmt.col)
                    f["vaddr"] = vgpr(va, 1)
                    if col == "gfx940":
                        f["lds"] = 1  # sve: the VGPR address is used
        if i < len(ops):
            raise AsmError(INVALID, col=ops[i].col)
        op = row.opcode(col)
        if row.name in NO_SCC_ATOMICS_90A:
            f["scc"] = 0
        w0 = ENCODING_BITS << 26 | op << 18
        if not old:
            w0 |= f["offset"] | f["lds"] << 13 | seg << 14
        for name, _, bit in cpol:
            w0 |= f[name] << bit
        bit55 = (1 if acc_seen else 0) if col in _ACC else f["tfe"]
        w1 = f["vaddr"] | f["data"] << 8 | f["saddr"] << 16 | bit55 << 23 | f["vdst"] << 24
        return w0.to_bytes(4, "little") + w1.to_bytes(4, "little")


FORMAT = FlatFormat()
