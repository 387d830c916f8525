"""Buffer instructions (MI200 ISA 9.1): MUBUF loads, stores and atomics, the typed forms
(MTBUF ``tbuffer_*`` and MUBUF ``buffer_*_format_*``) with their data and number formats, and
the LDS forms (``buffer_load_dword ... lds``, ``buffer_store_lds_dword``).

The address of a lane is the V#'s base + SOFFSET + the buffer offset of MI200 ISA 9.1.5
(linear or swizzled, with the thread id for ADD_TID_ENABLE); lanes past NUM_RECORDS read 0
and drop their writes.

Typed data (MI200 ISA 9.1.4, the DFMT/NFMT tables of 13.8): a format of 1 to 4 components of
8, 16 or 32 bits (the packed 10/11-bit formats are not implemented and fault) in the number
formats unorm, snorm, uscaled, sscaled, uint, sint and float. A load converts each component
to a 32-bit float (unorm/snorm/scaled/float) or integer (uint/sint) and fills the components
the format lacks from the destination select: identity (0) for MTBUF, the V#'s DST_SEL_X..W
(0, 1, or a component) for the MUBUF format forms. A store converts back, rounding to
nearest even and saturating. The ``d16`` forms pack two 16-bit results (f16 for the float
formats, else the low 16 bits) per VGPR.

The LDS forms move one dword per lane between memory and LDS byte
``M0[15:0] + OFFSET + TID * 4`` of the work-group, without VGPRs.
"""

from __future__ import annotations

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.emu.access import store_lanes
from amdgcn.emu.atomics import OPS32, OPS64
from amdgcn.emu.program import LaneFault
from amdgcn.emu.semantics.vmem import (
    lds_dma_slots,
    _ATOMICS,
    _LOADS,
    _STORES,
    Lanes,
    Space,
    _atomic_spec,
    _gather_data,
    _rmw_global,
    _write_loaded,
)

U32, U64, I64 = np.uint32, np.uint64, np.int64


def buffer_address(inst):
    """fn(st, g, extra=0) -> ((n,64) uint64 addresses, (n,64) in-range mask) per MI200 ISA
    9.1.5, of the byte ``extra`` bytes past the instruction's offset."""
    f = inst.fields
    srsrc = f["srsrc"] * 4
    soff_code = f.get("soffset", ops.INLINE_INT_FIRST)
    inst_off = f.get("offset", 0) & 0xFFF
    offen, idxen, vaddr = f.get("offen", 0), f.get("idxen", 0), f.get("vaddr", 0)

    def addr(st, g, extra=0):
        s = st.sgpr
        d0, d1, d2, d3 = (s[srsrc + k, g.sel].astype(I64) for k in range(4))
        base = d0 | ((d1 & 0xFFFF) << 32)
        stride = (d1 >> 16) & 0x3FFF
        swizzle = ((d1 >> 31) & 1) != 0
        num_records = d2
        index_stride = 8 << ((d3 >> 21) & 3)
        add_tid = ((d3 >> 23) & 1) != 0
        soff = s[soff_code, g.sel].astype(I64)
        lane = np.arange(64, dtype=I64)[None, :]
        index = np.zeros((g.n, 64), I64)
        if idxen:
            index = index + st.vgpr[vaddr][g.sel].astype(I64)
        index = index + np.where(add_tid[:, None], lane, 0)
        offset = np.full((g.n, 64), inst_off + extra, I64)
        if offen:
            # the offset adder is 32 bits wide (MI200 ISA 9.1.5: 32-bit unsigned components):
            # clang's scratch code folds an immediate into a "negative" VGPR offset and relies
            # on the wrap (a 48-float private array at -O3: v = -4*i, offset:188)
            offset = (offset + st.vgpr[vaddr + (1 if idxen else 0)][g.sel].astype(I64)) \
                & 0xFFFFFFFF
        elem = 4
        istr = index_stride[:, None]
        swz = ((index // istr) * stride[:, None] + offset // elem * elem) * istr \
            + (index % istr) * elem + offset % elem
        lin = index * stride[:, None] + offset
        boff = np.where(swizzle[:, None], swz, lin)
        raw = ~add_tid[:, None] & ~swizzle[:, None]
        in_range = np.ones((g.n, 64), bool)
        if not idxen:
            in_range = np.where(raw, offset < num_records[:, None], True)
        else:
            in_range = np.where(~add_tid[:, None] & (stride[:, None] != 0),
                                index < num_records[:, None], True)
        return (base[:, None] + soff[:, None] + boff).astype(U64), in_range
    return addr


def _buffer_lanes(g, addr, in_range):
    lanes = Lanes(g, addr)
    r = in_range.reshape(-1) if lanes.mask is None else in_range[lanes.mask]
    return lanes, r


def _split(inst, address, nbytes):
    """fn(st, g, addr) -> True when some lane's ``nbytes`` are not contiguous in memory: a
    swizzled V# (the scratch V#) interleaves the lanes' 4-byte elements (MI200 ISA 9.1.5), so
    an access crossing an element (clang's -O0 code loads a dword at offset 26 of a lane's
    private memory; multi-dword accesses) takes each byte from its own swizzled address."""
    srsrc = inst.fields["srsrc"] * 4
    if nbytes == 1:
        return lambda st, g, addr: False

    def split(st, g, addr):
        if not ((st.sgpr[srsrc + 1, g.sel] >> U32(31)) & U32(1)).any():
            return False
        last, _ = address(st, g, nbytes - 1)
        return bool(((last - addr) != U64(nbytes - 1)).any())
    return split


def _bytewise_load(st, g, address, nbytes, ndw, n_lanes):
    """(k, ndw) dwords gathered one byte at a time from the bytes' own addresses (0 where a
    byte is out of range)."""
    vals = np.zeros((n_lanes, ndw), U32)
    for k in range(nbytes):
        lanes, ok = _buffer_lanes(g, *address(st, g, k))
        if ok.any():
            b = Space(st, g, _sub_lanes(lanes, ok), flat=False, scratch=False).load(1, 1)[:, 0]
            vals[ok, k // 4] |= b << U32(8 * (k % 4))
    return vals


def build_buffer_load(inst, ctx):
    """VDATA = MEM[V#.base + SOFFSET + buffer_offset] (out-of-range reads return 0)."""
    key = inst.name.replace("buffer_load_", "", 1)
    nbytes, ndw, signed, d16 = _LOADS[key]
    address = buffer_address(inst)
    split = _split(inst, address, nbytes)
    vdata, acc = inst.fields["vdata"], inst.fields.get("acc", 0)

    def step(st, g):
        addr, in_range = address(st, g)
        lanes, ok = _buffer_lanes(g, addr, in_range)
        if lanes.addr.size == 0:
            return
        if split(st, g, addr):
            vals = _bytewise_load(st, g, address, nbytes, ndw, lanes.addr.size)
        else:
            vals = np.zeros((lanes.addr.size, ndw), U32)
            if ok.any():
                vals[ok] = Space(st, g, _sub_lanes(lanes, ok), flat=False,
                                 scratch=False).load(nbytes, ndw)
        _write_loaded(st, g, lanes, vdata, vals, ndw, acc, d16, signed, nbytes)
    return step


def build_buffer_store(inst, ctx):
    """MEM[V#.base + SOFFSET + buffer_offset] = VDATA (out-of-range writes are dropped)."""
    key = inst.name.replace("buffer_store_", "", 1)
    nbytes, ndw, d16 = _STORES[key]
    address = buffer_address(inst)
    split = _split(inst, address, nbytes)
    vdata, acc = inst.fields["vdata"], inst.fields.get("acc", 0)

    def step(st, g):
        addr, in_range = address(st, g)
        lanes, ok = _buffer_lanes(g, addr, in_range)
        if not ok.any():
            return
        vals = _gather_data(st, g, lanes, vdata, ndw, acc)
        if d16 == "hi":
            vals = vals >> U32(16)
        if split(st, g, addr):
            for k in range(nbytes):
                lanes_k, ok_k = _buffer_lanes(g, *address(st, g, k))
                part = (vals[ok_k, k // 4] >> U32(8 * (k % 4))) & U32(0xFF)
                Space(st, g, _sub_lanes(lanes_k, ok_k), flat=False,
                      scratch=False).store(part[:, None], 1)
            return
        Space(st, g, _sub_lanes(lanes, ok), flat=False, scratch=False).store(vals[ok], nbytes)
    return step


def build_buffer_atomic(inst, ctx):
    """tmp = MEM[addr]; MEM[addr] = op(tmp, VDATA); if GLC: VDATA = tmp (SC0 on gfx940)."""
    op, wide = _atomic_spec(inst.name)
    fn = (OPS64 if wide else OPS32)[op]
    address = buffer_address(inst)
    f = inst.fields
    vdata = f["vdata"]
    rtn = bool(f.get("glc", f.get("sc0", 0)))
    ndw = 2 if wide else 1
    wt = np.uint64 if wide else U32

    def step(st, g):
        addr, in_range = address(st, g)
        lanes, ok = _buffer_lanes(g, addr, in_range)
        if lanes.addr.size == 0:
            return
        d = _gather_data(st, g, lanes, vdata, 2 * ndw if op == "cmpswap" else ndw)[ok]
        data = np.ascontiguousarray(d[:, :ndw]).view(wt)[:, 0]
        cmp = np.ascontiguousarray(d[:, ndw:]).view(wt)[:, 0] if op == "cmpswap" else None
        # lanes past NUM_RECORDS do nothing and return 0 (MI200 ISA 9.1.5)
        old = np.zeros(lanes.addr.size, wt)
        if ok.any():
            old[ok] = _rmw_global(st, g, _sub_lanes(lanes, ok), 4 * ndw, fn, data, cmp, op, True,
                                  {"flat": False, "scratch": False})
        if rtn:
            _write_loaded(st, g, lanes, vdata, np.ascontiguousarray(old).view(U32).reshape(-1, ndw),
                          ndw, 0, None, False, 4)
    return step


def _sub_lanes(lanes, ok):
    sub = Lanes.__new__(Lanes)
    sub.w, sub.l, sub.addr, sub.mask = lanes.w[ok], lanes.l[ok], lanes.addr[ok], None
    return sub


# -- typed data (MTBUF, MUBUF *_format_*) ---------------------------------------------------------
#: DFMT -> component widths in bits (x first); the packed 10/11-bit formats are absent
DATA_FORMATS = {1: (8,), 2: (16,), 3: (8, 8), 4: (32,), 5: (16, 16), 10: (8, 8, 8, 8),
                11: (32, 32), 12: (16, 16, 16, 16), 13: (32, 32, 32), 14: (32, 32, 32, 32)}
NFMT_UNORM, NFMT_SNORM, NFMT_USCALED, NFMT_SSCALED, NFMT_UINT, NFMT_SINT, NFMT_FLOAT = 0, 1, 2, 3, 4, 5, 7
_FLOATS = (NFMT_UNORM, NFMT_SNORM, NFMT_USCALED, NFMT_SSCALED, NFMT_FLOAT)
#: DST_SEL values: 0 -> 0, 1 -> 1, 4..7 -> component x..w
SEL_ZERO, SEL_ONE, SEL_X = 0, 1, 4


def _components(name: str) -> tuple[int, bool, bool]:
    """(components moved, d16, to the high half) of a *_format_* mnemonic."""
    tail = name.rsplit("_", 1)[1]
    return len(tail), "_d16" in name, "_d16_hi" in name


def _decode(raw: np.ndarray, widths: tuple, nfmt: int) -> list[np.ndarray]:
    """(k, ndw) uint32 raw element bytes -> one uint32 bit pattern per component (f32 bits
    for the float number formats, integers otherwise)."""
    if sum(widths) < 32:
        raw = raw[:, :1]
    data = np.ascontiguousarray(raw).view(np.uint8)
    out, pos = [], 0
    for w in widths:
        nb = w // 8
        field = data[:, pos: pos + nb]
        pos += nb
        v = np.ascontiguousarray(field).view({1: np.uint8, 2: np.uint16, 4: U32}[nb])[:, 0]
        signed = v.view({1: np.int8, 2: np.int16, 4: np.int32}[nb])
        if nfmt == NFMT_FLOAT:
            if w == 8:
                raise LaneFault("an 8-bit float buffer format is invalid")
            f = v.view(np.float16).astype(np.float32) if w == 16 else v.view(np.float32)
        elif nfmt == NFMT_UNORM:
            f = (v.astype(np.float64) / ((1 << w) - 1)).astype(np.float32)
        elif nfmt == NFMT_SNORM:
            f = np.maximum(signed.astype(np.float64) / ((1 << (w - 1)) - 1), -1.0).astype(np.float32)
        elif nfmt == NFMT_USCALED:
            f = v.astype(np.float32)
        elif nfmt == NFMT_SSCALED:
            f = signed.astype(np.float32)
        elif nfmt == NFMT_UINT:
            out.append(v.astype(U32))
            continue
        elif nfmt == NFMT_SINT:
            out.append(signed.astype(np.int32).view(U32))
            continue
        else:
            raise LaneFault(f"reserved buffer number format {nfmt}")
        out.append(np.asarray(f, np.float32).view(U32))
    return out


def _encode(values: list, widths: tuple, nfmt: int) -> np.ndarray:
    """Component bit patterns (uint32 per lane) -> (k, ndw) uint32 raw element bytes."""
    k = values[0].shape[0]
    total = sum(widths) // 8
    data = np.zeros((k, max(total, 4)), np.uint8)
    pos = 0
    for v, w in zip(values, widths):
        nb = w // 8
        hi = (1 << w) - 1
        if nfmt == NFMT_FLOAT:
            if w == 8:
                raise LaneFault("an 8-bit float buffer format is invalid")
            f = v.view(np.float32)
            bits = f.astype(np.float16).view(np.uint16) if w == 16 else f.view(U32)
        elif nfmt in (NFMT_UNORM, NFMT_SNORM, NFMT_USCALED, NFMT_SSCALED):
            f = np.nan_to_num(v.view(np.float32).astype(np.float64), nan=0.0)
            if nfmt == NFMT_UNORM:
                q = np.rint(np.clip(f, 0, 1) * hi)
            elif nfmt == NFMT_SNORM:
                q = np.rint(np.clip(f, -1, 1) * ((1 << (w - 1)) - 1))
            elif nfmt == NFMT_USCALED:
                q = np.clip(np.rint(f), 0, hi)
            else:
                q = np.clip(np.rint(f), -(1 << (w - 1)), (1 << (w - 1)) - 1)
            bits = q.astype(np.int64)
        elif nfmt == NFMT_UINT:
            bits = np.minimum(v.astype(np.int64), hi) if w < 32 else v.astype(np.int64)
        elif nfmt == NFMT_SINT:
            s = v.view(np.int32).astype(np.int64)
            bits = np.clip(s, -(1 << (w - 1)), (1 << (w - 1)) - 1) if w < 32 else s
        else:
            raise LaneFault(f"reserved buffer number format {nfmt}")
        word = (np.asarray(bits).astype(np.int64) & hi).astype(U32)
        data[:, pos: pos + nb] = word.view(np.uint8).reshape(k, 4)[:, :nb]
        pos += nb
    return data.view(U32)


def _format_of(inst, typed: bool):
    """fn(st, g) -> per-wave (dfmt, nfmt, dst_sel tuple) (the instruction's for MTBUF, the
    V#'s word 3 for the MUBUF format forms; uniform across the group)."""
    if typed:
        dfmt, nfmt = inst.fields.get("dfmt", 0), inst.fields.get("nfmt", 0)
        return lambda st, g: (dfmt, nfmt, None)
    srsrc = inst.fields["srsrc"] * 4

    def from_vsharp(st, g):
        d3 = st.sgpr[srsrc + 3, g.sel]
        if (d3 != d3[0]).any():
            raise LaneFault("buffer format differs between the waves of a group")
        w3 = int(d3[0])
        sel = tuple((w3 >> (3 * c)) & 7 for c in range(4))
        return (w3 >> 15) & 0xF, (w3 >> 12) & 7, sel
    return from_vsharp


def _select(comps: list, sel, nfmt: int, n: int) -> list:
    """The ``n`` destination values after DST_SEL (identity: missing components are 0)."""
    one = np.float32(1).view(U32) if nfmt in _FLOATS else U32(1)
    k = comps[0].shape[0]
    out = []
    for c in range(n):
        s = SEL_X + c if sel is None else sel[c]
        if s >= SEL_X and s - SEL_X < len(comps):
            out.append(comps[s - SEL_X])
        elif s == SEL_ONE:
            out.append(np.full(k, one, U32))
        else:
            out.append(np.zeros(k, U32))
    return out


def _to_d16(v: np.ndarray, nfmt: int) -> np.ndarray:
    """A component as 16 bits: f16 for the float formats, else the low half of the integer."""
    if nfmt in _FLOATS:
        return v.view(np.float32).astype(np.float16).view(np.uint16).astype(U32)
    return v & U32(0xFFFF)


def _from_d16(v: np.ndarray, nfmt: int) -> np.ndarray:
    if nfmt in _FLOATS:
        return (v & U32(0xFFFF)).astype(np.uint16).view(np.float16).astype(np.float32).view(U32)
    return v & U32(0xFFFF)


def _format_access(fmt, address, st, g):
    """The format of a typed buffer access and its lanes: ``(nfmt, component select, bit
    widths of the components, lanes, in-range mask)``."""
    dfmt, nfmt, sel = fmt(st, g)
    widths = DATA_FORMATS.get(dfmt)
    if widths is None:
        raise LaneFault(f"buffer data format {dfmt} is not implemented")
    addr, in_range = address(st, g)
    lanes, ok = _buffer_lanes(g, addr, in_range)
    return nfmt, sel, widths, lanes, ok


def build_format_load(inst, ctx):
    """VDATA = convert(MEM[buffer address], DFMT, NFMT) for X, XY, XYZ or XYZW (or d16)."""
    n, d16, hi = _components(inst.name)
    fmt = _format_of(inst, inst.encoding == "MTBUF")
    address = buffer_address(inst)
    vdata, acc = inst.fields["vdata"], inst.fields.get("acc", 0)

    def step(st, g):
        nfmt, sel, widths, lanes, ok = _format_access(fmt, address, st, g)
        if lanes.addr.size == 0:
            return
        nbytes = sum(widths) // 8
        raw = np.zeros((lanes.addr.size, max(1, nbytes // 4)), U32)
        if ok.any():
            raw[ok] = Space(st, g, _sub_lanes(lanes, ok), flat=False, scratch=False).load(
                nbytes, max(1, nbytes // 4))
        comps = _decode(raw, widths, nfmt)
        for c in range(len(comps)):
            comps[c] = np.where(ok, comps[c], U32(0))
        vals = _select(comps, sel, nfmt, n)
        if d16:
            halves = [_to_d16(v, nfmt) for v in vals]
            if hi:
                cols = [halves[0] << U32(16)]
            else:
                cols = [halves[i] | ((halves[i + 1] << U32(16)) if i + 1 < n else U32(0))
                        for i in range(0, n, 2)]
            regs = st.agpr if acc else st.vgpr
            for j, col in enumerate(cols):
                full = np.zeros((g.n, 64), U32)
                if lanes.mask is None:
                    full[:] = col.reshape(g.n, 64)
                else:
                    full[lanes.mask] = col
                # the half a d16 load leaves unused keeps its bits (GFX9 d16 loads)
                half_used = hi or 2 * j + 1 >= n
                keep = U32(0xFFFF) if hi else (U32(0xFFFF0000) if half_used else U32(0))
                old = regs[vdata + j][g.sel]
                store_lanes(regs[vdata + j], g, (old & keep) | full)
            return
        _write_loaded(st, g, lanes, vdata, np.stack(vals, axis=-1), n, acc, None, False, 4)
    return step


def build_format_store(inst, ctx):
    """MEM[buffer address] = convert(VDATA, DFMT, NFMT) for X, XY, XYZ or XYZW (or d16)."""
    n, d16, hi = _components(inst.name)
    fmt = _format_of(inst, inst.encoding == "MTBUF")
    address = buffer_address(inst)
    vdata, acc = inst.fields["vdata"], inst.fields.get("acc", 0)

    def step(st, g):
        nfmt, _, widths, lanes, ok = _format_access(fmt, address, st, g)
        if not ok.any():
            return
        if d16:
            words = _gather_data(st, g, lanes, vdata, (n + 1) // 2, acc)
            if hi:
                vals = [_from_d16(words[:, 0] >> U32(16), nfmt)]
            else:
                vals = [_from_d16(words[:, c // 2] >> U32(16 * (c % 2)), nfmt) for c in range(n)]
        else:
            words = _gather_data(st, g, lanes, vdata, n, acc)
            vals = [words[:, c] for c in range(n)]
        zero = np.zeros_like(vals[0])
        comps = [vals[c] if c < n else zero for c in range(len(widths))]
        raw = _encode(comps, widths, nfmt)[ok]
        nbytes = sum(widths) // 8
        Space(st, g, _sub_lanes(lanes, ok), flat=False, scratch=False).store(
            raw if nbytes >= 4 else raw[:, :1] & U32((1 << (8 * nbytes)) - 1), nbytes)
    return step


# -- LDS forms ------------------------------------------------------------------------------------
def _lds_slots(st, g, inst):
    """Word indices of LDS byte M0[15:0] + OFFSET + TID * 4 of each wave's work-group."""
    return lds_dma_slots(st, g, inst.fields.get("offset", 0) & 0xFFF, "buffer")


def build_load_lds(inst, ctx):
    """LDS[M0[15:0] + OFFSET + TID * 4] = MEM[buffer address] (buffer_load_dword ... lds)."""
    address = buffer_address(inst)

    def step(st, g):
        addr, in_range = address(st, g)
        lanes, ok = _buffer_lanes(g, addr, in_range)
        if lanes.addr.size == 0:
            return
        vals = np.zeros(lanes.addr.size, U32)
        if ok.any():
            vals[ok] = Space(st, g, _sub_lanes(lanes, ok), flat=False, scratch=False).load(4, 1)[:, 0]
        slots = _lds_slots(st, g, inst)
        flat = slots.reshape(-1) if lanes.mask is None else slots[lanes.mask]
        st.lds_words[flat] = vals
    return step


def build_store_lds(inst, ctx):
    """MEM[buffer address] = LDS[M0[15:0] + OFFSET + TID * 4] (buffer_store_lds_dword)."""
    address = buffer_address(inst)

    def step(st, g):
        addr, in_range = address(st, g)
        lanes, ok = _buffer_lanes(g, addr, in_range)
        if not ok.any():
            return
        slots = _lds_slots(st, g, inst)
        flat = slots.reshape(-1) if lanes.mask is None else slots[lanes.mask]
        vals = st.lds_words[flat][ok][:, None]
        Space(st, g, _sub_lanes(lanes, ok), flat=False, scratch=False).store(vals, 4)
    return step


def build_load(inst, ctx):
    """buffer_load_*: to VGPRs, or with the LDS bit (dword only) to LDS."""
    if inst.fields.get("lds", 0):
        if inst.name != "buffer_load_dword":
            def unsupported(st, g):
                raise LaneFault(f"{inst.name} with lds is not implemented (only dwords)")
            return unsupported
        return build_load_lds(inst, ctx)
    return build_buffer_load(inst, ctx)


BUILDERS: dict = {}
for _a in ("add_f32", "pk_add_f16", "add_f64", "min_f64", "max_f64"):
    BUILDERS[f"buffer_atomic_{_a}"] = build_buffer_atomic
for _k in _LOADS:
    BUILDERS[f"buffer_load_{_k}"] = build_load
for _k in _STORES:
    BUILDERS[f"buffer_store_{_k}"] = build_buffer_store
for _a in _ATOMICS:
    BUILDERS[f"buffer_atomic_{_a}"] = build_buffer_atomic
    BUILDERS[f"buffer_atomic_{_a}_x2"] = build_buffer_atomic
for _c in ("x", "xy", "xyz", "xyzw"):
    for _p in ("buffer", "tbuffer"):
        BUILDERS[f"{_p}_load_format_{_c}"] = build_format_load
        BUILDERS[f"{_p}_store_format_{_c}"] = build_format_store
        BUILDERS[f"{_p}_load_format_d16_{_c}"] = build_format_load
        BUILDERS[f"{_p}_store_format_d16_{_c}"] = build_format_store
BUILDERS.update({"buffer_load_format_d16_hi_x": build_format_load,
                 "buffer_store_format_d16_hi_x": build_format_store,
                 "buffer_store_lds_dword": build_store_lds})
BUILDERS.update({n: (lambda inst, ctx: (lambda st, g: None))
                 for n in ("buffer_wbinvl1", "buffer_wbinvl1_vol", "buffer_wbl2", "buffer_invl2",
                           "buffer_inv")})
