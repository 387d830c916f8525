"""LDS instructions (DS, MI200 ISA 11 and 12.13): reads, writes, atomics with and without
return, ds_swizzle_b32, ds_permute_b32 and ds_bpermute_b32.

The LDS of every resident work-group is one flat byte array; a lane's byte address is
``lds_base[wave] + VGPR[ADDR] + offset``. An address past the work-group's allocation
faults (the hardware would silently drop it, which hides bugs).
"""

from __future__ import annotations

import numpy as np

from amdgcn.emu.access import store_lanes
from amdgcn.emu.atomics import OPS32, OPS64, rmw
from amdgcn.emu.lanemem import bounds, element_index, load_rows, store_rows
from amdgcn.emu.memory import gather_dwords, gather_small, scatter_dwords, scatter_small
from amdgcn.emu.program import LaneFault

U32 = np.uint32
#: element views of the LDS by log2 of the element size
_VIEWS = {0: np.uint8, 1: np.uint16, 2: np.uint32}


def _regs(st, acc):
    return st.agpr if acc else st.vgpr


def lds_addresses(st, g, addr_reg: int, offset: int, nbytes: int):
    """(n,64) int64 byte offsets into ``st.lds`` for active lanes, after the bounds check.

    ``ADDR + OFFSET`` is a 32-bit sum: a negative base plus the instruction offset wraps
    into the LDS (LLVM folds offsets into bases it cannot prove non-negative on GFX7 and
    later, SIISelLowering/AMDGPUISelDAGToDAG ``isDSOffsetLegal``: only Southern Islands
    mishandles the wrap; the MI200 manual's DS address is a 32-bit byte address).
    """
    a = (st.vgpr[addr_reg][g.sel].astype(np.int64) + offset) & 0xFFFFFFFF
    act = g.exec
    bad = act & ((a + nbytes > st.lds_size) | (a < 0))
    if bad.any():
        w, l = np.argwhere(bad)[0]
        raise LaneFault(f"LDS access outside the work-group's {st.lds_size} bytes of LDS",
                        pos=int(w), lane=int(l), address=int(a[w, l]))
    return a + st.lds_base[g.sel][:, None]


def lds_index(st, g, addr_reg: int, offset: int, nbytes: int, shift: int = 2):
    """The fast path: intp indices of ``1 << shift``-byte elements of ``st.lds`` for every
    lane (``ADDR + OFFSET``; ``offset`` must be a multiple of the element size), or None
    when an active lane is unaligned (the general path handles it). An address past the
    work-group's LDS faults.
    """
    a = st.vgpr[addr_reg][g.sel]
    b = bounds(a, g, need_min=False)
    if b is None:
        return np.zeros(a.shape, np.intp)
    _, hi, orr = b
    if hi + offset + nbytes > st.lds_size:
        return None       # out of bounds, or a negative base that wraps: the general path
    if (orr | offset) & ((1 << shift) - 1):
        return None
    base = st.lds_lane_words[g.sel]
    if shift != 2:
        base = base << (2 - shift)
    return element_index(a, base + (offset >> shift) if offset else base, shift)


def _view(st, shift: int) -> np.ndarray:
    return st.lds_words if shift == 2 else st.lds.view(_VIEWS[shift])


def _active(g, a):
    if g.exec_full:
        return a.reshape(-1), None
    return a[g.exec], g.exec


def _put(st, g, reg, vals, acc=False, ndw=1, mask=None):
    """Write (k, ndw) gathered dwords of active lanes to VGPRs reg.. under EXEC."""
    regs = _regs(st, acc)
    for j in range(ndw):
        if mask is None:
            v = vals[:, j].reshape(g.n, 64)
            store_lanes(regs[reg + j], g, v)
        else:
            full = np.zeros((g.n, 64), U32)
            full[mask] = vals[:, j]
            store_lanes(regs[reg + j], g, full)


def _data(st, g, reg, ndw, mask, acc=False):
    regs = _regs(st, acc)
    cols = [regs[reg + j][g.sel] for j in range(ndw)]
    if mask is None:
        return np.stack([c.reshape(-1) for c in cols], axis=-1)
    return np.stack([c[mask] for c in cols], axis=-1)


_READ = {"ds_read_b32": 1, "ds_read_b64": 2, "ds_read_b96": 3, "ds_read_b128": 4}
_READ_SMALL = {"ds_read_u8": (1, False), "ds_read_i8": (1, True), "ds_read_u16": (2, False),
               "ds_read_i16": (2, True)}
_WRITE = {"ds_write_b32": 1, "ds_write_b64": 2, "ds_write_b96": 3, "ds_write_b128": 4}
_WRITE_SMALL = {"ds_write_b8": (1, False), "ds_write_b16": (2, False),
                "ds_write_b8_d16_hi": (1, True), "ds_write_b16_d16_hi": (2, True)}


def _offset16(inst):
    return (inst.fields.get("offset1", 0) << 8) | inst.fields.get("offset0", 0)


def build_read(inst, ctx):
    """D = LDS[ADDR + OFFSET] (1 to 4 dwords)."""
    f = inst.fields
    ndw = _READ[inst.name]
    off, addr, vdst, acc = _offset16(inst), f["addr"], f["vdst"], f.get("acc", 0)

    def step(st, g):
        idx = lds_index(st, g, addr, off, 4 * ndw)
        if idx is not None:
            load_rows(st.lds_words, idx, g, _regs(st, acc), vdst, ndw)
            return
        a, mask = _active(g, lds_addresses(st, g, addr, off, 4 * ndw))
        _put(st, g, vdst, gather_dwords(st.lds, a, ndw), acc, ndw, mask)
    return step


def build_read_small(inst, ctx):
    """D = zero- or sign-extended LDS byte / short."""
    f = inst.fields
    nb, signed = _READ_SMALL[inst.name]
    off, addr, vdst = _offset16(inst), f["addr"], f["vdst"]

    def step(st, g):
        a, mask = _active(g, lds_addresses(st, g, addr, off, nb))
        v = gather_small(st.lds, a, nb)
        if signed:
            v = ((v.astype(np.int32) << (32 - 8 * nb)) >> (32 - 8 * nb)).view(U32)
        _put(st, g, vdst, v[:, None], f.get("acc", 0), 1, mask)
    return step


def build_write(inst, ctx):
    """LDS[ADDR + OFFSET] = DATA0 (1 to 4 dwords)."""
    f = inst.fields
    ndw = _WRITE[inst.name]
    off, addr, d0 = _offset16(inst), f["addr"], f["data0"]

    acc = f.get("acc", 0)

    def step(st, g):
        idx = lds_index(st, g, addr, off, 4 * ndw)
        if idx is not None:
            regs = _regs(st, acc)
            store_rows(st.lds_words, idx, g, [regs[d0 + j][g.sel] for j in range(ndw)], ndw)
            return
        a, mask = _active(g, lds_addresses(st, g, addr, off, 4 * ndw))
        scatter_dwords(st.lds, a, _data(st, g, d0, ndw, mask, acc))
    return step


def build_write_small(inst, ctx):
    """LDS[ADDR + OFFSET] = DATA0[7:0] / [15:0] (or the high half for _d16_hi)."""
    f = inst.fields
    nb, hi = _WRITE_SMALL[inst.name]
    off, addr, d0 = _offset16(inst), f["addr"], f["data0"]

    def step(st, g):
        a, mask = _active(g, lds_addresses(st, g, addr, off, nb))
        v = _data(st, g, d0, 1, mask)[:, 0]
        scatter_small(st.lds, a, (v >> U32(16)) if hi else v, nb)
    return step


def build_read2(inst, ctx):
    """D0 = LDS[ADDR + OFFSET0 * s]; D1 = LDS[ADDR + OFFSET1 * s] (s = size, x64 for st64)."""
    f = inst.fields
    wide = "b64" in inst.name
    ndw = 2 if wide else 1
    scale = 4 * ndw * (64 if "st64" in inst.name else 1)
    o0, o1 = f["offset0"] * scale, f["offset1"] * scale
    addr, vdst, acc = f["addr"], f["vdst"], f.get("acc", 0)

    lo, hi = min(o0, o1), max(o0, o1)

    def step(st, g):
        idx = lds_index(st, g, addr, lo, hi - lo + 4 * ndw)
        if idx is not None:
            # one index array serves both halves: they read views starting at their offsets
            words = st.lds_words
            regs = _regs(st, acc)
            load_rows(words[(o0 - lo) >> 2:], idx, g, regs, vdst, ndw)
            load_rows(words[(o1 - lo) >> 2:], idx, g, regs, vdst + ndw, ndw)
            return
        a0, mask = _active(g, lds_addresses(st, g, addr, o0, 4 * ndw))
        a1, _ = _active(g, lds_addresses(st, g, addr, o1, 4 * ndw))
        v = np.concatenate([gather_dwords(st.lds, a0, ndw), gather_dwords(st.lds, a1, ndw)], axis=-1)
        _put(st, g, vdst, v, acc, 2 * ndw, mask)
    return step


def build_write2(inst, ctx):
    """LDS[ADDR + OFFSET0 * s] = DATA0; LDS[ADDR + OFFSET1 * s] = DATA1."""
    f = inst.fields
    ndw = 2 if "b64" in inst.name else 1
    scale = 4 * ndw * (64 if "st64" in inst.name else 1)
    o0, o1 = f["offset0"] * scale, f["offset1"] * scale
    addr, d0, d1, acc = f["addr"], f["data0"], f["data1"], f.get("acc", 0)

    lo, hi = min(o0, o1), max(o0, o1)

    def step(st, g):
        idx = lds_index(st, g, addr, lo, hi - lo + 4 * ndw)
        if idx is not None:
            words = st.lds_words
            regs = _regs(st, acc)
            store_rows(words[(o0 - lo) >> 2:], idx, g, [regs[d0 + j][g.sel] for j in range(ndw)], ndw)
            store_rows(words[(o1 - lo) >> 2:], idx, g, [regs[d1 + j][g.sel] for j in range(ndw)], ndw)
            return
        a0, mask = _active(g, lds_addresses(st, g, addr, o0, 4 * ndw))
        a1, _ = _active(g, lds_addresses(st, g, addr, o1, 4 * ndw))
        scatter_dwords(st.lds, a0, _data(st, g, d0, ndw, mask, acc))
        scatter_dwords(st.lds, a1, _data(st, g, d1, ndw, mask, acc))
    return step


def _atomic_name(name):
    """ds_<op>[_rtn]_<type> -> (op, 64-bit?, returns?)."""
    body = name[3:]
    rtn = "_rtn_" in body
    body = body.replace("_rtn", "")
    op, t = body.rsplit("_", 1)
    wide = t in ("u64", "i64", "b64", "f64")
    table = {"add": "add", "sub": "sub", "rsub": "rsub", "inc": "inc", "dec": "dec",
             "min": "smin" if t[0] == "i" else "umin", "max": "smax" if t[0] == "i" else "umax",
             "and": "and", "or": "or", "xor": "xor", "mskor": "mskor", "wrxchg": "swap",
             "cmpst": "cmpswap"}
    if t[0] == "f":
        table.update({"add": "add_f", "min": "min_f", "max": "max_f", "cmpst": "cmpst_f"})
    return table[op], wide, rtn


def build_atomic(inst, ctx):
    """tmp = LDS[ADDR]; LDS[ADDR] = op(tmp, DATA[, DATA2]); if RTN: D = tmp."""
    f = inst.fields
    op, wide, rtn = _atomic_name(inst.name)
    fn = (OPS64 if wide else OPS32)[op]
    off, addr = _offset16(inst), f["addr"]
    d0, d1, vdst = f.get("data0", 0), f.get("data1", 0), f.get("vdst", 0)
    ndw = 2 if wide else 1
    two = op in ("cmpswap", "cmpst_f", "mskor")
    wt = np.uint64 if wide else U32

    def step(st, g):
        a, mask = _active(g, lds_addresses(st, g, addr, off, 4 * ndw))
        if (a % (4 * ndw)).any():
            raise LaneFault("misaligned LDS atomic")
        words = st.lds.view(wt)
        data = np.ascontiguousarray(_data(st, g, d0, ndw, mask)).view(wt)[:, 0]
        cmp = None
        if two:
            # ds_cmpst: DATA0 is the compare value, DATA1 the new one (MI200 ISA 12.13)
            other = np.ascontiguousarray(_data(st, g, d1, ndw, mask)).view(wt)[:, 0]
            if op == "mskor":
                cmp = other
            else:
                data, cmp = other, data
        old = rmw(words, a // (4 * ndw), fn, data, cmp, op=op, need_old=rtn)
        if rtn:
            _put(st, g, vdst, np.ascontiguousarray(old).view(U32).reshape(-1, ndw), False, ndw, mask)
    return step


def swizzle_lanes(offset: int) -> np.ndarray:
    """Source lane of each lane for ds_swizzle_b32 ``offset`` (MI200 ISA 12.12.1 pseudocode)."""
    i = np.arange(64)
    group = i & 0x20
    if offset >= 0xE000:
        # FFT decomposition: j = reverse_bits(i[4:0]) >> count_ones(mask) | (i & mask)
        mask = offset & 0x1F
        rev = np.zeros_like(i)
        for b in range(5):
            rev |= ((i >> b) & 1) << (4 - b)
        return (rev >> mask.bit_count()) | (i & mask) | group
    if offset >= 0xC000:
        # rotate left (offset[10] = 0) or right by offset[9:5] within 32 threads; the mask's
        # bits of the thread index stay put
        mask = offset & 0x1F
        rotate = (offset >> 5) & 0x1F
        if offset & 0x400:
            rotate = -rotate
        return (i & mask) | ((i + rotate) & ~mask & 0x1F) | group
    if offset & 0x8000:
        sel = [(offset >> (2 * k)) & 3 for k in range(4)]
        return i // 4 * 4 + np.array(sel)[i % 4]
    and_mask, or_mask, xor_mask = offset & 0x1F, (offset >> 5) & 0x1F, (offset >> 10) & 0x1F
    return group | (((i & 0x1F & and_mask) | or_mask) ^ xor_mask)


def build_swizzle(inst, ctx):
    """D = swizzle(ADDR's VGPR) across lanes by OFFSET; a disabled source lane reads 0."""
    f = inst.fields
    src = swizzle_lanes(_offset16(inst))
    # the swizzled data travels in the ADDR field (as LLVM encodes ds_swizzle_b32 vdst, vsrc)
    d0, vdst = f["addr"], f["vdst"]

    def step(st, g):
        v = st.vgpr[d0][g.sel]
        out = np.where(g.exec[:, src], v[:, src], U32(0))
        store_lanes(st.vgpr[vdst], g, out)
    return step


def build_bpermute(inst, ctx):
    """D[i] = DATA0[(ADDR[i] + OFFSET) / 4 mod 64] (0 if that lane is disabled)."""
    f = inst.fields
    off, addr, d0, vdst = _offset16(inst), f["addr"], f["data0"], f["vdst"]

    def step(st, g):
        src = ((st.vgpr[addr][g.sel].astype(np.int64) + off) >> 2) & 63
        rows = np.arange(g.n)[:, None]
        v = st.vgpr[d0][g.sel]
        out = np.where(g.exec[rows, src], v[rows, src], U32(0))
        store_lanes(st.vgpr[vdst], g, out)
    return step


def build_permute(inst, ctx):
    """tmp[(ADDR[i] + OFFSET) / 4 mod 64] = DATA0[i] for active i; D = tmp (0 if unwritten)."""
    f = inst.fields
    off, addr, d0, vdst = _offset16(inst), f["addr"], f["data0"], f["vdst"]

    def step(st, g):
        dst = ((st.vgpr[addr][g.sel].astype(np.int64) + off) >> 2) & 63
        v = st.vgpr[d0][g.sel]
        tmp = np.zeros((g.n, 64), U32)
        w, l = np.nonzero(g.exec)
        # ascending lane order: the highest-numbered source lane wins, as the manual says
        tmp[w, dst[w, l]] = v[w, l]
        store_lanes(st.vgpr[vdst], g, tmp)
    return step


def build_nop(inst, ctx):
    """Do nothing."""
    return lambda st, g: None


BUILDERS: dict = {}
BUILDERS.update({n: build_read for n in _READ})
BUILDERS.update({n: build_read_small for n in _READ_SMALL})
BUILDERS.update({n: build_write for n in _WRITE})
BUILDERS.update({n: build_write_small for n in _WRITE_SMALL})
for _n in ("ds_read2_b32", "ds_read2st64_b32", "ds_read2_b64", "ds_read2st64_b64"):
    BUILDERS[_n] = build_read2
for _n in ("ds_write2_b32", "ds_write2st64_b32", "ds_write2_b64", "ds_write2st64_b64"):
    BUILDERS[_n] = build_write2
for _op in ("add", "sub", "rsub", "inc", "dec", "min", "max", "and", "or", "xor", "mskor"):
    for _t in (("u32", "u64") if _op not in ("min", "max") else ("i32", "u32", "i64", "u64")):
        if _op in ("and", "or", "xor", "mskor"):
            _t = "b32" if _t == "u32" else "b64"
        BUILDERS[f"ds_{_op}_{_t}"] = build_atomic
        BUILDERS[f"ds_{_op}_rtn_{_t}"] = build_atomic
for _n in ("ds_wrxchg_rtn_b32", "ds_wrxchg_rtn_b64", "ds_cmpst_b32", "ds_cmpst_rtn_b32",
           "ds_cmpst_b64", "ds_cmpst_rtn_b64", "ds_cmpst_f32", "ds_cmpst_rtn_f32",
           "ds_min_f32", "ds_max_f32", "ds_min_rtn_f32", "ds_max_rtn_f32", "ds_add_f32",
           "ds_add_rtn_f32", "ds_min_f64", "ds_max_f64", "ds_min_rtn_f64", "ds_max_rtn_f64",
           "ds_add_f64", "ds_add_rtn_f64", "ds_cmpst_f64", "ds_cmpst_rtn_f64"):
    BUILDERS[_n] = build_atomic
BUILDERS.update({"ds_swizzle_b32": build_swizzle, "ds_bpermute_b32": build_bpermute,
                 "ds_permute_b32": build_permute, "ds_nop": build_nop})
