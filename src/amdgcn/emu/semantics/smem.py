"""Scalar memory: s_load_*, s_buffer_load_*, s_store_*, s_scratch_*, the scalar atomics
s_atomic_* / s_buffer_atomic_*, s_memtime (MI200 ISA 8.2, 12.6).

The address is the 64-bit base in SGPR pair ``sbase*2`` (or a V#'s base for the buffer
forms) plus the immediate or SGPR offset, dword aligned (the two low bits are ignored); the
scratch forms scale an SGPR offset by 64. Loads complete at once, so ``s_waitcnt`` has
nothing to wait for. A scalar atomic is one read-modify-write per wave, the waves of a group
in order; with GLC the pre-operation value returns to SDATA.
"""

from __future__ import annotations

import numpy as np

from amdgcn.emu.atomics import OPS32, OPS64, rmw
from amdgcn.emu.program import LaneFault

_SIZES = {"dword": 1, "dwordx2": 2, "dwordx4": 4, "dwordx8": 8, "dwordx16": 16}


def _offset_reader(inst, scale: int = 1):
    """Immediate and / or SGPR offset (the SGPR one times ``scale``: 64 for s_scratch_*)."""
    f = inst.fields
    if f.get("imm", 1):
        off = f.get("offset", 0) & 0x1FFFFF
        if off & 0x100000:
            off -= 0x200000
        imm = np.int64(off)
        if f.get("soe", 0):
            so = f["soffset"]
            return lambda st, g: imm + st.sgpr[so, g.sel].astype(np.int64) * scale
        return lambda st, g: imm
    so = f.get("offset", 0) & 0x7F
    return lambda st, g: st.sgpr[so, g.sel].astype(np.int64) * scale


def _base(inst, buffer: bool):
    sb = inst.fields["sbase"] * 2
    if buffer:
        return lambda st, g: (st.sgpr[sb, g.sel].astype(np.int64)
                              | ((st.sgpr[sb + 1, g.sel] & np.uint32(0xFFFF)).astype(np.int64) << 32))
    return lambda st, g: (st.sgpr[sb, g.sel].astype(np.int64)
                          | (st.sgpr[sb + 1, g.sel].astype(np.int64) << 32))


def _check(st, g, addr, nbytes):
    bad = st.memory.check(addr.astype(np.uint64), nbytes)
    if bad is not None:
        k = int(bad[0])
        raise LaneFault("scalar memory access outside any allocation", pos=k,
                        address=int(addr[k]))


def build_load(inst, ctx):
    """SDST[k] = MEM[ADDR + 4k] for k < n (s_load_dword* and s_buffer_load_dword*)."""
    name = inst.name
    n = _SIZES[name.rsplit("_", 1)[1]]
    buffer = name.startswith("s_buffer")
    base = _base(inst, buffer)
    off = _offset_reader(inst, 64 if name.startswith("s_scratch") else 1)
    sdata = inst.fields["sdata"]
    sb = inst.fields["sbase"] * 2

    def step(st, g):
        addr = (base(st, g) + off(st, g)) & ~np.int64(3)
        addr = np.broadcast_to(addr, (g.n,))
        if buffer:
            # V#.num_records bounds the offset: dwords past it read 0 (MI200 ISA 9.1.5.1)
            limit = st.sgpr[sb + 2, g.sel].astype(np.int64)
            rel = addr - base(st, g)
            k = np.arange(n, dtype=np.int64)
            inside = (rel[:, None] + 4 * k + 4) <= limit[:, None]
            safe = np.where(inside, addr[:, None] + 4 * k, addr[:, None] * 0 + int(addr[0]))
            if inside.any():
                _check(st, g, safe[inside], 4)
            vals = np.zeros((g.n, n), dtype=np.uint32)
            if inside.any():
                vals[inside] = st.memory.load(st.memory.offsets(safe[inside]), 1)[:, 0]
        else:
            _check(st, g, addr, 4 * n)
            vals = st.memory.load(st.memory.offsets(addr), n)
        st.sgpr[sdata: sdata + n, g.sel] = vals.T
    return step


def build_store(inst, ctx):
    """MEM[ADDR + 4k] = SDATA[k] (s_store_dword*, s_buffer_store_dword*)."""
    name = inst.name
    n = _SIZES[name.rsplit("_", 1)[1]]
    base = _base(inst, name.startswith("s_buffer"))
    off = _offset_reader(inst, 64 if name.startswith("s_scratch") else 1)
    sdata = inst.fields["sdata"]

    def step(st, g):
        addr = np.broadcast_to((base(st, g) + off(st, g)) & ~np.int64(3), (g.n,))
        _check(st, g, addr, 4 * n)
        st.memory.store(st.memory.offsets(addr), st.sgpr[sdata: sdata + n, g.sel].T)
    return step


def build_memtime(inst, ctx):
    """SDST.u64 = a 64-bit clock counter (the count of wave-instructions run so far)."""
    sdata = inst.fields["sdata"]

    def step(st, g):
        t = np.uint64(st.clock)
        st.clock += 1
        st.sgpr[sdata, g.sel] = np.uint32(t & np.uint64(0xFFFFFFFF))
        st.sgpr[sdata + 1, g.sel] = np.uint32(t >> np.uint64(32))
    return step


_ATOMICS = ("swap", "cmpswap", "add", "sub", "smin", "umin", "smax", "umax", "and", "or", "xor",
            "inc", "dec")


def build_atomic(inst, ctx):
    """tmp = MEM[ADDR]; MEM[ADDR] = op(tmp, DATA); if GLC: RETURN_DATA = tmp
    (cmpswap: src = DATA[0], cmp = DATA[1]; MEM = (tmp == cmp) ? src : tmp)."""
    name = inst.name
    wide = name.endswith("_x2")
    op = name.split("_atomic_", 1)[1].removesuffix("_x2")
    fn = (OPS64 if wide else OPS32)[op]
    base, off = _base(inst, name.startswith("s_buffer")), _offset_reader(inst)
    sdata, glc = inst.fields["sdata"], bool(inst.fields.get("glc", 0))
    ndw = 2 if wide else 1
    wt = np.uint64 if wide else np.uint32

    def step(st, g):
        addr = np.broadcast_to((base(st, g) + off(st, g)) & ~np.int64(3), (g.n,))
        _check(st, g, addr, 4 * ndw)
        if (addr % (4 * ndw)).any():
            k = int(np.flatnonzero(addr % (4 * ndw))[0])
            raise LaneFault("misaligned scalar atomic", pos=k, address=int(addr[k]))
        words = st.memory.heap.view(wt)
        idx = st.memory.offsets(addr) // (4 * ndw)
        regs = np.ascontiguousarray(st.sgpr[sdata: sdata + 2 * ndw, g.sel].T)   # (n, 2*ndw)
        data = regs[:, :ndw].copy().view(wt)[:, 0]
        cmp = regs[:, ndw:].copy().view(wt)[:, 0] if op == "cmpswap" else None
        old = rmw(words, idx, fn, data, cmp, op=op)
        if glc:
            st.sgpr[sdata: sdata + ndw, g.sel] = np.ascontiguousarray(old).view(np.uint32).reshape(g.n, ndw).T
    return step


BUILDERS: dict = {}
for _s in _SIZES:
    BUILDERS[f"s_load_{_s}"] = build_load
    BUILDERS[f"s_buffer_load_{_s}"] = build_load
    if _s in ("dword", "dwordx2", "dwordx4"):
        BUILDERS[f"s_store_{_s}"] = build_store
        BUILDERS[f"s_buffer_store_{_s}"] = build_store
    BUILDERS[f"s_scratch_load_{_s}"] = build_load if _s in ("dword", "dwordx2", "dwordx4") else None
    BUILDERS[f"s_scratch_store_{_s}"] = build_store if _s in ("dword", "dwordx2", "dwordx4") else None
for _a in _ATOMICS:
    for _p in ("s_atomic_", "s_buffer_atomic_"):
        BUILDERS[f"{_p}{_a}"] = build_atomic
        BUILDERS[f"{_p}{_a}_x2"] = build_atomic
BUILDERS = {k: v for k, v in BUILDERS.items() if v is not None}
BUILDERS["s_memtime"] = build_memtime
BUILDERS["s_memrealtime"] = build_memtime
BUILDERS.update({n: (lambda inst, ctx: (lambda st, g: None))
                 for n in ("s_dcache_inv", "s_dcache_wb", "s_dcache_inv_vol", "s_dcache_wb_vol",
                           "s_atc_probe", "s_atc_probe_buffer", "s_dcache_discard",
                           "s_dcache_discard_x2")})
