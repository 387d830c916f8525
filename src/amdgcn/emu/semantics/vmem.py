"""Vector memory: FLAT, GLOBAL and SCRATCH (MI200 ISA 10) loads, stores and atomics, and the
address-space machinery the buffer instructions (:mod:`buffer`) share.

Per lane a 64-bit address is formed as the instruction says; flat addresses in the shared
or private aperture go to LDS or scratch. Private memory is swizzled per lane at dword
granularity, exactly as a scratch V# with ADD_TID_ENABLE, INDEX_STRIDE 64 and element size
4 lays it out: byte ``o`` of lane ``l`` lives at ``base + (o / 4) * 256 + l * 4 + o % 4``.
An address outside every allocation faults; loads complete immediately.
"""

from __future__ import annotations

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.emu.access import store_lanes
from amdgcn.emu.atomics import OPS32, OPS64, rmw
from amdgcn.emu.lanemem import bounds, element_index, load_rows, store_rows
from amdgcn.emu.memory import (
    APERTURE_SIZE,
    GLOBAL_BASE,
    PRIVATE_APERTURE,
    SHARED_APERTURE,
    gather_dwords,
    gather_small,
    scatter_dwords,
    scatter_small,
)
from amdgcn.emu.program import LaneFault
from amdgcn.emu.targets import emu_target

U32, U64, I64 = np.uint32, np.uint64, np.int64
OFF = 0x7F  # saddr "off"
_LANE4 = (np.arange(64, dtype=np.int64) * 4)[None, :]

# name suffix -> (bytes, dwords, signed, d16 half: None / "lo" / "hi")
_LOADS = {"ubyte": (1, 1, False, None), "sbyte": (1, 1, True, None),
          "ushort": (2, 1, False, None), "sshort": (2, 1, True, None),
          "dword": (4, 1, False, None), "dwordx2": (8, 2, False, None),
          "dwordx3": (12, 3, False, None), "dwordx4": (16, 4, False, None),
          "ubyte_d16": (1, 1, False, "lo"), "ubyte_d16_hi": (1, 1, False, "hi"),
          "sbyte_d16": (1, 1, True, "lo"), "sbyte_d16_hi": (1, 1, True, "hi"),
          "short_d16": (2, 1, False, "lo"), "short_d16_hi": (2, 1, False, "hi")}
_STORES = {"byte": (1, 1, None), "byte_d16_hi": (1, 1, "hi"), "short": (2, 1, None),
           "short_d16_hi": (2, 1, "hi"), "dword": (4, 1, None), "dwordx2": (8, 2, None),
           "dwordx3": (12, 3, None), "dwordx4": (16, 4, None)}
_ATOMICS = ("swap", "cmpswap", "add", "sub", "smin", "umin", "smax", "umax", "and", "or", "xor",
            "inc", "dec")


# -- address spaces ---------------------------------------------------------------------------
class Lanes:
    """The active lanes of an access: flat (k,) arrays of wave position, lane and address."""

    __slots__ = ("addr", "l", "mask", "w")

    def __init__(self, g, addr):
        if g.exec_full:
            self.mask = None
            self.addr = addr.reshape(-1)
            n = g.n
            self.w = np.repeat(np.arange(n), 64)
            self.l = np.tile(np.arange(64), n)
        else:
            self.mask = g.exec
            self.w, self.l = np.nonzero(g.exec)
            self.addr = addr[g.exec]


def _fault(reason, lanes, k):
    return LaneFault(reason, pos=int(lanes.w[k]), lane=int(lanes.l[k]), address=int(lanes.addr[k]))


def _global_offsets(st, lanes, sub, nbytes):
    a = lanes.addr if sub is None else lanes.addr[sub]
    bad = st.memory.check(a, nbytes)
    if bad is not None:
        k = int(bad[0]) if sub is None else int(np.flatnonzero(sub)[bad[0]])
        raise _fault("memory access outside any allocation", lanes, k)
    return st.memory.offsets(a)


def _private_to_global(st, g, lanes, offs, sub, nbytes):
    """Private byte offsets -> global addresses through FLAT_SCRATCH and the swizzle."""
    w = lanes.w if sub is None else lanes.w[sub]
    l = lanes.l if sub is None else lanes.l[sub]
    fs = (st.sgpr[ops.FLAT_SCRATCH_LO, g.sel].astype(U64)
          | (st.sgpr[ops.FLAT_SCRATCH_HI, g.sel].astype(U64) << U64(32)))
    base = fs[w].astype(I64)
    o = offs.astype(I64)
    return base, o, l


def _swizzled(base, o, l, k):
    """Global address of private byte ``o + k`` of lane ``l``."""
    ok = o + k
    return base + (ok >> 2) * 256 + l * 4 + (ok & 3)


class Space:
    """Where the active lanes of one access go: global heap, LDS or scratch (per lane)."""

    def __init__(self, st, g, lanes, *, flat: bool, scratch: bool):
        self.st, self.g, self.lanes = st, g, lanes
        a = lanes.addr
        if scratch:
            self.kind = "scratch"
        elif flat:
            hi = a >> U64(32)
            sh = hi == U64(SHARED_APERTURE >> 32)
            pv = hi == U64(PRIVATE_APERTURE >> 32)
            if sh.any() or pv.any():
                self.kind = "mixed"
                self.shared, self.private = sh, pv
                self.glob = ~(sh | pv)
                return
            self.kind = "global"
        else:
            self.kind = "global"

    def load(self, nbytes: int, ndw: int) -> np.ndarray:
        """(k, ndw) uint32 for ``nbytes`` >= 4, else (k, 1) zero-extended small values."""
        st, lanes = self.st, self.lanes
        if self.kind == "global":
            off = _global_offsets(st, lanes, None, nbytes)
            return self._read(st.memory.heap, off, nbytes, ndw)
        if self.kind == "scratch":
            return self._scratch_read(None, lanes.addr, nbytes, ndw)
        out = np.zeros((lanes.addr.size, ndw), U32)
        if self.glob.any():
            off = _global_offsets(st, lanes, self.glob, nbytes)
            out[self.glob] = self._read(st.memory.heap, off, nbytes, ndw)
        if self.shared.any():
            out[self.shared] = self._read(st.lds, self._lds_offsets(self.shared, nbytes), nbytes, ndw)
        if self.private.any():
            o = lanes.addr[self.private] - U64(PRIVATE_APERTURE)
            out[self.private] = self._scratch_read(self.private, o, nbytes, ndw)
        return out

    def store(self, values: np.ndarray, nbytes: int) -> None:
        """Store (k, ndw) dwords (or small values in column 0)."""
        st, lanes = self.st, self.lanes
        if self.kind == "global":
            self._write(st.memory.heap, _global_offsets(st, lanes, None, nbytes), values, nbytes)
            return
        if self.kind == "scratch":
            self._scratch_write(None, lanes.addr, values, nbytes)
            return
        if self.glob.any():
            off = _global_offsets(st, lanes, self.glob, nbytes)
            self._write(st.memory.heap, off, values[self.glob], nbytes)
        if self.shared.any():
            self._write(st.lds, self._lds_offsets(self.shared, nbytes), values[self.shared], nbytes)
        if self.private.any():
            o = lanes.addr[self.private] - U64(PRIVATE_APERTURE)
            self._scratch_write(self.private, o, values[self.private], nbytes)

    # helpers
    @staticmethod
    def _read(mem, off, nbytes, ndw):
        if nbytes < 4:
            return gather_small(mem, off, nbytes)[:, None]
        return gather_dwords(mem, off, ndw)

    @staticmethod
    def _write(mem, off, values, nbytes):
        if nbytes < 4:
            scatter_small(mem, off, values[:, 0], nbytes)
        else:
            scatter_dwords(mem, off, values)

    def _lds_offsets(self, sub, nbytes):
        st, lanes = self.st, self.lanes
        a = (lanes.addr[sub] - U64(SHARED_APERTURE)).astype(I64)
        bad = (a + nbytes > st.lds_size) | (a < 0)
        if bad.any():
            k = int(np.flatnonzero(sub)[np.flatnonzero(bad)[0]])
            raise _fault("flat access to LDS outside the work-group's LDS", lanes, k)
        return a + st.lds_base[self.g.sel][lanes.w[sub]]

    def _scratch_addrs(self, sub, offs, nbytes):
        st, lanes = self.st, self.lanes
        if (offs.astype(U64) >= U64(APERTURE_SIZE)).any():
            raise _fault("private address outside the private aperture", lanes, 0)
        base, o, l = _private_to_global(st, self.g, lanes, offs, sub, nbytes)
        limit = st.private_size
        bad = o + nbytes > limit
        if bad.any():
            k = int(np.flatnonzero(bad)[0])
            k = k if sub is None else int(np.flatnonzero(sub)[k])
            raise _fault(f"scratch access past the {limit}-byte private segment", lanes, k)
        return base, o, l

    def _scratch_read(self, sub, offs, nbytes, ndw):
        base, o, l = self._scratch_addrs(sub, offs, nbytes)
        heap = self.st.memory.heap
        if nbytes < 4:
            idx = [self.st.memory.offsets(_swizzled(base, o, l, k)) for k in range(nbytes)]
            v = heap[idx[0]].astype(U32)
            if nbytes == 2:
                v |= heap[idx[1]].astype(U32) << U32(8)
            return v[:, None]
        cols = []
        for j in range(ndw):
            if not (o & 3).any():
                cols.append(gather_dwords(heap, self.st.memory.offsets(_swizzled(base, o, l, 4 * j)), 1)[:, 0])
            else:
                b = [heap[self.st.memory.offsets(_swizzled(base, o, l, 4 * j + k))].astype(U32) for k in range(4)]
                cols.append(b[0] | (b[1] << U32(8)) | (b[2] << U32(16)) | (b[3] << U32(24)))
        return np.stack(cols, axis=-1)

    def _scratch_write(self, sub, offs, values, nbytes):
        base, o, l = self._scratch_addrs(sub, offs, nbytes)
        heap = self.st.memory.heap
        if nbytes < 4:
            for k in range(nbytes):
                heap[self.st.memory.offsets(_swizzled(base, o, l, k))] = ((values[:, 0] >> U32(8 * k)) & U32(0xFF)).astype(np.uint8)
            return
        for j in range(values.shape[1]):
            if not (o & 3).any():
                scatter_dwords(heap, self.st.memory.offsets(_swizzled(base, o, l, 4 * j)), values[:, j:j + 1])
            else:
                for k in range(4):
                    heap[self.st.memory.offsets(_swizzled(base, o, l, 4 * j + k))] = ((values[:, j] >> U32(8 * k)) & U32(0xFF)).astype(np.uint8)


# -- address computation per encoding ---------------------------------------------------------
def _flat_offset(inst):
    f = inst.fields
    off = f.get("offset", 0)
    if f.get("seg", 0) != 0:  # GLOBAL / SCRATCH: 13-bit signed (MI200 ISA 13.7.2)
        off &= 0x1FFF
        if off & 0x1000:
            off -= 0x2000
    else:
        off &= 0xFFF
    return off


def flat_address(inst, *, scratch_sve: bool = False):
    """fn(st, g) -> (n,64) uint64 addresses (scratch: private byte offsets).

    SCRATCH takes SADDR or else VADDR (MI200 ISA 10.1, 13.7.1); with ``scratch_sve``
    (gfx940: MI300 ISA, LLVM's SVE bit) it adds VADDR only when the SVE bit (bit 13, the LDS
    field's place) is set, to SADDR when one is named, and is the offset alone when neither
    is."""
    f = inst.fields
    seg = f.get("seg", 0)
    off = np.int64(_flat_offset(inst))
    vaddr, saddr = f.get("vaddr", 0), f.get("saddr", OFF)
    if seg == 1 and scratch_sve:
        return _scratch_sve_address(off, vaddr if f.get("lds", 0) else None,
                                    None if saddr in (OFF, None) else saddr)
    if seg == 1:  # scratch
        if saddr != OFF and saddr is not None:
            return lambda st, g: np.broadcast_to(
                (st.sgpr[saddr, g.sel].astype(I64) + off)[:, None], (g.n, 64)).astype(U64)
        return lambda st, g: (st.vgpr[vaddr][g.sel].astype(I64) + off).astype(U64)
    if seg == 2 and saddr != OFF and saddr is not None:
        def saddr_mode(st, g):
            base = (st.sgpr[saddr, g.sel].astype(U64) | (st.sgpr[saddr + 1, g.sel].astype(U64) << U64(32)))
            return (base[:, None] + st.vgpr[vaddr][g.sel].astype(U64)).astype(I64) + off
        return lambda st, g: saddr_mode(st, g).astype(U64)

    def vaddr64(st, g):
        v = st.vgpr
        a = v[vaddr][g.sel].astype(U64) | (v[vaddr + 1][g.sel].astype(U64) << U64(32))
        return a + U64(off) if off >= 0 else a - U64(-off)
    return vaddr64


def _scratch_sve_address(off, vaddr, saddr):
    """fn(st, g) -> (n,64) private byte offsets: ``[VGPR] + [SGPR] + offset`` (gfx940)."""
    def address(st, g):
        a = np.full((g.n, 64), off, I64)
        if vaddr is not None:
            a += st.vgpr[vaddr][g.sel].astype(I64)
        if saddr is not None:
            a += st.sgpr[saddr, g.sel].astype(I64)[:, None]
        return a.astype(U64)
    return address


def split_address(inst):
    """The fast path's form of a FLAT/GLOBAL address: fn(st, g) -> (base, offsets) with
    ``address = base + offsets`` on every lane, ``base`` an int (uniform) or ``(n, 1)``
    int64 (one per wave) and ``offsets`` ``(n, 64)`` uint32; or None where the high halves
    of a VGPR pair differ between lanes. None for SCRATCH (swizzled private memory)."""
    f = inst.fields
    seg = f.get("seg", 0)
    if seg == 1:
        return None
    off = _flat_offset(inst)
    vaddr, saddr = f.get("vaddr", 0), f.get("saddr", OFF)
    if seg == 2 and saddr != OFF and saddr is not None:
        def saddr_mode(st, g):
            s = st.sgpr
            lo, hi = s[saddr, g.sel], s[saddr + 1, g.sel]
            if (lo == lo[0]).all() and (hi == hi[0]).all():
                base = (int(hi[0]) << 32) + int(lo[0]) + off
            else:
                base = ((hi.astype(I64) << 32) + lo.astype(I64) + off)[:, None]
            return base, st.vgpr[vaddr][g.sel]
        return saddr_mode

    def vaddr_pair(st, g):
        hi = st.vgpr[vaddr + 1][g.sel]
        b = bounds(hi, g)
        if b is None or b[0] != b[1]:
            return None
        return (b[0] << 32) + off, st.vgpr[vaddr][g.sel]
    return vaddr_pair


_ELEM = {0: np.uint8, 1: np.uint16, 2: U32}
_SELEM = {0: np.int8, 1: np.int16, 2: np.int32}


def global_index(st, g, base, offsets, nbytes: int, shift: int):
    """Element indices (elements of ``1 << shift`` bytes of the heap) of an access whose
    active lanes are aligned and lie inside one allocation; None otherwise (general path)."""
    b = bounds(offsets, g)
    if b is None:
        return None
    lo, hi, orr = b
    if isinstance(base, int):
        bmin = bmax = balign = base
    else:
        bmin, bmax = int(base.min()), int(base.max())
        balign = int(np.bitwise_or.reduce(base, axis=None))
    if (orr | balign) & ((1 << shift) - 1):
        return None
    if not st.memory.contains(bmin + lo, bmax + hi + nbytes):
        return None
    return element_index(offsets, (base - GLOBAL_BASE) >> shift, shift)


def _name_parts(name):
    prefix, rest = name.split("_", 1)
    return prefix, rest


def _space(inst):
    seg = inst.fields.get("seg", 0)
    return {"flat": seg == 0, "scratch": seg == 1}


def _write_loaded(st, g, lanes, vdst, vals, ndw, acc, d16, signed, nbytes):
    regs = st.agpr if acc else st.vgpr
    if nbytes < 4 and signed:
        sh = 32 - 8 * nbytes
        vals = ((vals.astype(np.int32) << sh) >> sh).view(U32)
    for j in range(ndw):
        col = vals[:, j]
        if d16 is not None:
            old = regs[vdst][g.sel]
            prev = old.reshape(-1) if lanes.mask is None else old[lanes.mask]
            col = col & U32(0xFFFF)
            col = (prev & U32(0xFFFF0000)) | col if d16 == "lo" else (prev & U32(0xFFFF)) | (col << U32(16))
        if lanes.mask is None:
            store_lanes(regs[vdst + j], g, col.reshape(g.n, 64))
        else:
            full = np.zeros((g.n, 64), U32)
            full[lanes.mask] = col
            store_lanes(regs[vdst + j], g, full)


def _gather_data(st, g, lanes, reg, ndw, acc=False):
    regs = st.agpr if acc else st.vgpr
    cols = [regs[reg + j][g.sel] for j in range(ndw)]
    if lanes.mask is None:
        return np.stack([c.reshape(-1) for c in cols], axis=-1)
    return np.stack([c[lanes.mask] for c in cols], axis=-1)


def lds_dma_slots(st, g, offset: int, what: str):
    """Word indices, into ``st.lds_words``, of LDS byte ``M0[15:0] + offset + TID * 4`` of
    each wave's work-group: where a load to LDS (MUBUF or GLOBAL/SCRATCH with the LDS bit)
    writes each lane's dword (MI200 ISA 9.1.9). Returns an (n, 64) int64 array.

    Raises:
        LaneFault: an active lane's dword lies outside the work-group's LDS or is misaligned.
    """
    m0 = (st.sgpr[ops.M0, g.sel] & U32(0xFFFF)).astype(I64)
    a = m0[:, None] + offset + np.arange(64, dtype=I64)[None, :] * 4
    if (g.exec & ((a + 4 > st.lds_size) | (a < 0) | (a % 4 != 0))).any():
        raise LaneFault(f"{what} LDS transfer outside the work-group's LDS or misaligned")
    return (a + st.lds_base[g.sel][:, None]) >> 2


def build_flat_load_lds(inst, ctx):
    """LDS[M0[15:0] + OFFSET + TID * 4] = MEM[ADDR] (``global_load_dword ... lds`` and the
    SCRATCH form: MI200 ISA 10.1, the LDS bit; LLVM's ``llvm.amdgcn.global.load.lds``, whose
    immediate offset applies to both addresses). Only dwords; the byte and short forms
    fault as not implemented."""
    if _name_parts(inst.name)[1] != "load_dword":
        def unsupported(st, g):
            raise LaneFault(f"{inst.name} with lds is not implemented (only dwords)")
        return unsupported
    address = flat_address(inst)
    kw = _space(inst)
    off = _flat_offset(inst)

    def step(st, g):
        lanes = Lanes(g, address(st, g))
        if lanes.addr.size == 0:
            return
        vals = Space(st, g, lanes, **kw).load(4, 1)[:, 0]
        slots = lds_dma_slots(st, g, off, "global/scratch")
        st.lds_words[slots.reshape(-1) if lanes.mask is None else slots[lanes.mask]] = vals
    return step


def build_flat_load(inst, ctx):
    """VDST = MEM[ADDR] (FLAT/GLOBAL/SCRATCH loads)."""
    target = emu_target(ctx.mcpu)
    if inst.fields.get("lds", 0) and inst.fields.get("seg", 0) != 0 \
            and not (target.scratch_sve and inst.fields.get("seg", 0) == 1):
        return build_flat_load_lds(inst, ctx)
    nbytes, ndw, signed, d16 = _LOADS[_name_parts(inst.name)[1].replace("load_", "", 1)]
    address = flat_address(inst, scratch_sve=target.scratch_sve)
    vdst, acc = inst.fields["vdst"], inst.fields.get("acc", 0)
    kw = _space(inst)
    split = split_address(inst) if d16 is None else None
    shift = min(nbytes, 4).bit_length() - 1
    elem = (_SELEM if signed else _ELEM)[shift]

    def step(st, g):
        parts = split(st, g) if split is not None else None
        if parts is not None:
            idx = global_index(st, g, parts[0], parts[1], nbytes, shift)
            if idx is not None:
                load_rows(st.memory.heap.view(elem), idx, g, st.agpr if acc else st.vgpr, vdst,
                          ndw)
                return
        lanes = Lanes(g, address(st, g))
        if lanes.addr.size == 0:
            return
        vals = Space(st, g, lanes, **kw).load(nbytes, ndw)
        _write_loaded(st, g, lanes, vdst, vals, ndw, acc, d16, signed, nbytes)
    return step


def build_flat_store(inst, ctx):
    """MEM[ADDR] = DATA (FLAT/GLOBAL/SCRATCH stores)."""
    nbytes, ndw, d16 = _STORES[_name_parts(inst.name)[1].replace("store_", "", 1)]
    address = flat_address(inst, scratch_sve=emu_target(ctx.mcpu).scratch_sve)
    data, acc = inst.fields["data"], inst.fields.get("acc", 0)
    kw = _space(inst)
    split = split_address(inst)
    shift = min(nbytes, 4).bit_length() - 1
    elem = _ELEM[shift]

    def step(st, g):
        parts = split(st, g) if split is not None else None
        if parts is not None:
            idx = global_index(st, g, parts[0], parts[1], nbytes, shift)
            if idx is not None:
                regs = st.agpr if acc else st.vgpr
                rows = [regs[data + j][g.sel] for j in range(ndw)]
                if d16 == "hi":
                    rows = [rows[0] >> U32(16)]
                store_rows(st.memory.heap.view(elem), idx, g, rows, ndw)
                return
        lanes = Lanes(g, address(st, g))
        if lanes.addr.size == 0:
            return
        vals = _gather_data(st, g, lanes, data, ndw, acc)
        if d16 == "hi":
            vals = vals >> U32(16)
        Space(st, g, lanes, **kw).store(vals, nbytes)
    return step


def _atomic_spec(name):
    rest = name.split("_atomic_", 1)[1]
    wide = rest.endswith(("_x2", "_f64"))
    op = rest.removesuffix("_x2")
    fmap = {"add_f32": "add_f", "add_f64": "add_f", "min_f64": "min_f", "max_f64": "max_f",
            "pk_add_f16": "pk_add_f16"}
    return fmap.get(op, op), wide


def _rmw_global(st, g, lanes, nbytes, fn, data, cmp, op, need_old, space_kw):
    space = Space(st, g, lanes, **space_kw)
    if space.kind != "global":
        # flat atomics to LDS or scratch: gather, apply in order, scatter
        if space.kind == "scratch" or space.private.any():
            raise LaneFault("atomic on private memory is not supported by the hardware")
        if space.glob.any():
            raise LaneFault("flat atomic mixing LDS and global lanes is not implemented")
        off = space._lds_offsets(space.shared, nbytes)
        words = st.lds.view(np.uint64 if nbytes == 8 else U32)
        return rmw(words, off // nbytes, fn, data, cmp, op=op, need_old=need_old)
    off = _global_offsets(st, lanes, None, nbytes)
    if (off % nbytes).any():
        k = int(np.flatnonzero(off % nbytes)[0])
        raise _fault("misaligned atomic", lanes, k)
    words = st.memory.heap.view(np.uint64 if nbytes == 8 else U32)
    return rmw(words, off // nbytes, fn, data, cmp, op=op, need_old=need_old)


def build_flat_atomic(inst, ctx):
    """tmp = MEM[ADDR]; MEM[ADDR] = op(tmp, DATA); if GLC: VDST = tmp."""
    op, wide = _atomic_spec(inst.name)
    fn = (OPS64 if wide else OPS32)[op]
    address = flat_address(inst, scratch_sve=emu_target(ctx.mcpu).scratch_sve)
    f = inst.fields
    data_reg, vdst = f["data"], f.get("vdst", 0)
    rtn = bool(f.get("glc", f.get("sc0", 0)))
    ndw = 2 if wide else 1
    wt = np.uint64 if wide else U32
    kw = _space(inst)

    def step(st, g):
        lanes = Lanes(g, address(st, g))
        if lanes.addr.size == 0:
            return
        d = _gather_data(st, g, lanes, data_reg, 2 * ndw if op == "cmpswap" else ndw)
        data = np.ascontiguousarray(d[:, :ndw]).view(wt)[:, 0]
        cmp = np.ascontiguousarray(d[:, ndw:]).view(wt)[:, 0] if op == "cmpswap" else None
        old = _rmw_global(st, g, lanes, 4 * ndw, fn, data, cmp, op, rtn, kw)
        if rtn:
            vals = np.ascontiguousarray(old).view(U32).reshape(-1, ndw)
            _write_loaded(st, g, lanes, vdst, vals, ndw, f.get("acc", 0), None, False, 4)
    return step


BUILDERS: dict = {}
for _p in ("flat", "global", "scratch"):
    for _k in _LOADS:
        BUILDERS[f"{_p}_load_{_k}"] = build_flat_load
    for _k in _STORES:
        BUILDERS[f"{_p}_store_{_k}"] = build_flat_store
    if _p != "scratch":
        for _a in _ATOMICS:
            BUILDERS[f"{_p}_atomic_{_a}"] = build_flat_atomic
            BUILDERS[f"{_p}_atomic_{_a}_x2"] = build_flat_atomic
for _a in ("add_f32", "pk_add_f16", "add_f64", "min_f64", "max_f64"):
    BUILDERS[f"global_atomic_{_a}"] = build_flat_atomic
    BUILDERS[f"flat_atomic_{_a}"] = build_flat_atomic
