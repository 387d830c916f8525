"""The less common LDS instructions (MI200 ISA 12.12): 16-bit ("d16") byte and short reads
into half a VGPR, thread-id addressed reads and writes, two-address exchanges, the wrapping
counter, and the wave counters ds_append / ds_consume.

Addresses, bounds checks and EXEC follow :mod:`ds`; LDS atomics serialize the lanes of a
group in order (:func:`amdgcn.emu.atomics.rmw`).
"""

from __future__ import annotations

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.emu.access import store_lanes
from amdgcn.emu.atomics import OPS32, OPS64, rmw
from amdgcn.emu.memory import gather_small
from amdgcn.emu.program import LaneFault
from amdgcn.emu.semantics.ds import _active, _data, _offset16, _put, _regs, lds_addresses

U32 = np.uint32
_LANE4 = np.arange(64, dtype=np.int64) * 4

#: name -> (bytes, signed, half: "lo" / "hi")
_D16 = {"ds_read_u8_d16": (1, False, "lo"), "ds_read_u8_d16_hi": (1, False, "hi"),
        "ds_read_i8_d16": (1, True, "lo"), "ds_read_i8_d16_hi": (1, True, "hi"),
        "ds_read_u16_d16": (2, False, "lo"), "ds_read_u16_d16_hi": (2, False, "hi")}


def build_read_d16(inst, ctx):
    """RETURN_DATA[15:0] (or [31:16]) = MEM[ADDR] byte (zero- or sign-extended) or short;
    the other half of the VGPR is kept."""
    f = inst.fields
    nb, signed, half = _D16[inst.name]
    off, addr, vdst, acc = _offset16(inst), f["addr"], f["vdst"], f.get("acc", 0)

    def step(st, g):
        a, mask = _active(g, lds_addresses(st, g, addr, off, nb))
        v = gather_small(st.lds, a, nb)
        if signed:
            v = (v.astype(np.uint8).view(np.int8).astype(np.int16).view(np.uint16)).astype(U32)
        full = np.zeros((g.n, 64), U32)
        if mask is None:
            full[:] = v.reshape(g.n, 64)
        else:
            full[mask] = v
        regs = _regs(st, acc)
        old = regs[vdst][g.sel]
        new = (old & U32(0xFFFF0000)) | full if half == "lo" else (old & U32(0xFFFF)) | (full << U32(16))
        store_lanes(regs[vdst], g, new)
    return step


def _addtid_addresses(st, g, inst):
    """LDS byte offsets of ADDR_BASE + OFFSET + M0[15:0] + TID * 4, bounds checked."""
    off = _offset16(inst)
    m0 = (st.sgpr[ops.M0, g.sel] & U32(0xFFFF)).astype(np.int64)
    a = m0[:, None] + off + _LANE4[None, :]
    bad = g.exec & (a + 4 > st.lds_size)
    if bad.any():
        w, lane = np.argwhere(bad)[0]
        raise LaneFault(f"LDS access outside the work-group's {st.lds_size} bytes of LDS",
                        pos=int(w), lane=int(lane), address=int(a[w, lane]))
    return a + st.lds_base[g.sel][:, None]


def build_read_addtid(inst, ctx):
    """RETURN_DATA = MEM[ADDR_BASE + OFFSET + M0.OFFSET + TID*4] (dword)."""
    vdst, acc = inst.fields["vdst"], inst.fields.get("acc", 0)

    def step(st, g):
        a, mask = _active(g, _addtid_addresses(st, g, inst))
        _put(st, g, vdst, st.lds_words[a >> 2][:, None], acc, 1, mask)
    return step


def build_write_addtid(inst, ctx):
    """MEM[ADDR_BASE + OFFSET + M0.OFFSET + TID*4] = DATA (dword)."""
    d0, acc = inst.fields["data0"], inst.fields.get("acc", 0)

    def step(st, g):
        a, mask = _active(g, _addtid_addresses(st, g, inst))
        st.lds_words[a >> 2] = _data(st, g, d0, 1, mask, acc)[:, 0]
    return step


def build_wrxchg2(inst, ctx):
    """tmp0 = MEM[ADDR + OFFSET0 * s]; MEM[...] = DATA0; tmp1 = MEM[ADDR + OFFSET1 * s];
    MEM[...] = DATA1; RETURN_DATA = {tmp1, tmp0} (s = size, x64 for st64)."""
    f = inst.fields
    wide = inst.name.endswith("b64")
    ndw = 2 if wide else 1
    scale = 4 * ndw * (64 if "st64" in inst.name else 1)
    o0, o1 = f["offset0"] * scale, f["offset1"] * scale
    addr, d0, d1, vdst = f["addr"], f["data0"], f["data1"], f["vdst"]
    wt = np.uint64 if wide else U32
    swap = (OPS64 if wide else OPS32)["swap"]

    def step(st, g):
        words = st.lds.view(wt)
        olds = []
        for o, d in ((o0, d0), (o1, d1)):
            a, mask = _active(g, lds_addresses(st, g, addr, o, 4 * ndw))
            if (a % (4 * ndw)).any():
                raise LaneFault("misaligned LDS exchange")
            data = np.ascontiguousarray(_data(st, g, d, ndw, mask)).view(wt)[:, 0]
            olds.append(rmw(words, a // (4 * ndw), swap, data, None, op="swap"))
        vals = np.concatenate([np.ascontiguousarray(x).view(U32).reshape(-1, ndw) for x in olds],
                              axis=-1)
        _put(st, g, vdst, vals, False, 2 * ndw, mask)
    return step


def _wrap(o, d, c):
    """MEM = (tmp >= DATA) ? tmp - DATA : tmp + DATA2."""
    return np.where(o >= d, o - d, o + c)


def build_wrap(inst, ctx):
    """tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA) ? tmp - DATA : tmp + DATA2; RETURN_DATA = tmp."""
    f = inst.fields
    off, addr, d0, d1, vdst = _offset16(inst), f["addr"], f["data0"], f["data1"], f["vdst"]

    def step(st, g):
        a, mask = _active(g, lds_addresses(st, g, addr, off, 4))
        if (a % 4).any():
            raise LaneFault("misaligned LDS atomic")
        data = _data(st, g, d0, 1, mask)[:, 0]
        data2 = _data(st, g, d1, 1, mask)[:, 0]
        old = rmw(st.lds_words, a >> 2, _wrap, data, data2, op="wrap")
        _put(st, g, vdst, old[:, None], False, 1, mask)
    return step


def build_append(inst, ctx):
    """ds_append: MEM[M0.base + OFFSET] += count_bits(EXEC), ds_consume: -= ; each wave's
    active lanes get the value before its own update (waves in order)."""
    consume = inst.name == "ds_consume"
    off, vdst = _offset16(inst), inst.fields["vdst"]

    def step(st, g):
        a = (st.sgpr[ops.M0, g.sel] & U32(0xFFFF)).astype(np.int64) + off
        if (a + 4 > st.lds_size).any() or (a % 4).any():
            k = int(np.flatnonzero((a + 4 > st.lds_size) | (a % 4 != 0))[0])
            raise LaneFault("ds_append/ds_consume counter outside the work-group's LDS or "
                            "misaligned", pos=k, address=int(a[k]))
        counts = g.exec.sum(axis=1).astype(U32)
        words = (a + st.lds_base[g.sel]) >> 2
        fn = OPS32["sub" if consume else "add"]
        old = rmw(st.lds_words, words, fn, counts, None, op="sub" if consume else "add")
        store_lanes(st.vgpr[vdst], g, np.broadcast_to(old[:, None], (g.n, 64)))
    return step


BUILDERS: dict = {name: build_read_d16 for name in _D16}
BUILDERS.update({"ds_read_addtid_b32": build_read_addtid, "ds_write_addtid_b32": build_write_addtid,
                 "ds_wrap_rtn_b32": build_wrap, "ds_append": build_append,
                 "ds_consume": build_append})
BUILDERS.update({n: build_wrxchg2 for n in ("ds_wrxchg2_rtn_b32", "ds_wrxchg2st64_rtn_b32",
                                            "ds_wrxchg2_rtn_b64", "ds_wrxchg2st64_rtn_b64")})
