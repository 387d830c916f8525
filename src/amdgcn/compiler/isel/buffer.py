"""Buffer resources in ``addrspace(8)`` and the raw/struct buffer intrinsics (as Triton emits).

``llvm.amdgcn.make.buffer.rsrc(ptr base, i16 stride, i64 num_records, i32 flags)`` builds the
128-bit buffer resource (V#, MI200 ISA 9.1.5 "Buffer Resource"): dword 0 is the base address's
low 32 bits, dword 1 its bits 47:32 with the stride in bits 63:48 of the resource, dword 2
``num_records`` (32 bits on GFX9), dword 3 the flags (format, add-TID, ...). A resource is
uniform: it lives in an SGPR quad, as the MUBUF ``srsrc`` operand must; one that is not uniform
would need a waterfall loop (not supported).

``llvm.amdgcn.raw[.ptr].buffer.load/store(rsrc, voffset, soffset, aux)`` become
``buffer_load_*``/``buffer_store_*`` with ``offen`` (a constant voffset below 4096 goes into the
offset field instead); ``struct`` forms add a VGPR index (``idxen``). Out-of-range offsets
(beyond ``num_records``) read 0 and drop stores in hardware, which Triton's masked accesses rely
on. The ``aux`` cache-policy bits are ``glc``/``slc`` (bit 0/1) and ``scc`` (bit 4, gfx90a);
``sc0``/``nt``/``sc1`` on gfx942 (AMDGPUUsage: Memory Model GFX942).
"""

from __future__ import annotations

from amdgcn.compiler import frontend as fe
from amdgcn.compiler.ir import Imm, RegClass, Temp, is_inline
from amdgcn.compiler.isel.alu import binop32
from amdgcn.compiler.isel.memory import OFF

LOAD = {1: "ubyte", 2: "ushort", 4: "dword", 8: "dwordx2", 12: "dwordx3", 16: "dwordx4"}
STORE = {1: "byte", 2: "short", 4: "dword", 8: "dwordx2", 12: "dwordx3", 16: "dwordx4"}
#: MUBUF offset field: 12 bits unsigned
MAX_OFFSET = 4095


def make_rsrc(sel, inst: fe.Inst) -> None:
    base, stride, num, flags = inst.operands
    if not sel.uniform(inst):
        raise sel.error("a buffer resource that is not uniform (needs a waterfall loop; "
                        "not supported)")
    lo, hi = sel.split(sel.to_s(sel.get(base)), 2)
    hi = binop32(sel, "and", hi, Imm(0xFFFF), True)
    st = sel.get(stride)
    if not (isinstance(st, Imm) and st.value & 0xFFFF == 0):
        st = binop32(sel, "shl", st if not isinstance(st, Imm) else Imm(st.value & 0xFFFF),
                     Imm(16), True)
        hi = binop32(sel, "or", hi, st, True)
    n = sel.get(num)
    n = Imm(n.value & 0xFFFFFFFF) if isinstance(n, Imm) else sel.split(sel.to_s(n), n.size)[0]
    parts = [sel.to_s(p) for p in (lo, hi, n, sel.get(flags))]
    sel.set(inst, sel.vec(parts, "s"))


def _cache_bits(sel, aux) -> tuple:
    if not isinstance(aux, fe.Constant):
        raise sel.error("a buffer access whose cache policy is not a constant")
    v = (aux.value or 0) & 0x7FFFFFFF          # bit 31: volatile (no encoding)
    gfx942 = sel.target.name.startswith("gfx94")
    names = {0: "sc0" if gfx942 else "glc", 1: "nt" if gfx942 else "slc"}
    if gfx942 or sel.target.name == "gfx90a":
        names[4] = "sc1" if gfx942 else "scc"
    out = []
    for bit in range(31):
        if v >> bit & 1:
            if bit not in names:
                raise sel.error(f"buffer cache-policy bit {bit} is not supported on "
                                f"{sel.target.name}")
            out.append(names[bit])
    return tuple(out)


def _rsrc(sel, v) -> Temp:
    if not sel.uniform(v):
        raise sel.error("a buffer access through a resource that is not uniform (needs a "
                        "waterfall loop; not supported)")
    r = sel.get(v)
    if isinstance(r, Imm) or r.rc.size != 4:
        raise sel.error("a buffer resource that is not a 128-bit register value")
    return sel.to_s(r)


def _soffset(sel, v):
    s = sel.get(v)
    if isinstance(s, Imm):
        return s if is_inline(s.value, "int") else sel.to_s(s)
    return sel.to_s(s)


def _addressing(sel, vindex, voffset, soffset, n: int):
    """MUBUF ``vaddr``, ``soffset`` and modifiers of the piece ``n`` bytes past ``voffset``."""
    mods = ["idxen"] if vindex is not None else []
    vo = sel.get(voffset)
    off = n
    if isinstance(vo, Imm):
        total = (vo.value + n) & 0xFFFFFFFF
        vo, off = (None, total) if total <= MAX_OFFSET else (Imm(total), 0)
    addr = []
    if vindex is not None:
        addr.append(sel.to_v(sel.get(vindex)))
    if vo is not None:
        addr.append(sel.to_v(vo))
        mods.append("offen")
    vaddr = OFF if not addr else addr[0] if len(addr) == 1 else sel.vec(addr, "v")
    if off:
        mods.append(f"offset:{off}")
    return vaddr, _soffset(sel, soffset), tuple(mods)


def _pieces(size: int) -> list:
    if size in LOAD:
        return [size]
    if size % 16 == 0:
        return [16] * (size // 16)
    raise ValueError(size)


def load(struct: bool):
    def f(sel, inst):
        ops = inst.operands
        rsrc, vindex, rest = (ops[0], ops[1], ops[2:]) if struct else (ops[0], None, ops[1:])
        voffset, soffset, aux = rest
        size = inst.type.store_size()
        try:
            pieces = _pieces(size)
        except ValueError:
            raise sel.error(f"buffer load of {size} bytes is not supported yet") from None
        r = _rsrc(sel, rsrc)
        bits = _cache_bits(sel, aux)
        parts, pos = [], 0
        for n in pieces:
            vaddr, so, mods = _addressing(sel, vindex, voffset, soffset, pos)
            d = sel.p.temp(RegClass("v", max(1, n // 4)))
            sel.emit(f"buffer_load_{LOAD[n]}", [d], [vaddr, r, so], mods + bits)
            parts.append(d)
            pos += n
        res = parts[0] if len(parts) == 1 else sel.vec(
            [p for x in parts for p in sel.split(x)], "v")
        sel.set(inst, res)
    return f


def store(struct: bool):
    def f(sel, inst):
        ops = inst.operands
        val = ops[0]
        rsrc, vindex, rest = (ops[1], ops[2], ops[3:]) if struct else (ops[1], None, ops[2:])
        voffset, soffset, aux = rest
        size = val.type.store_size()
        try:
            pieces = _pieces(size)
        except ValueError:
            raise sel.error(f"buffer store of {size} bytes is not supported yet") from None
        r = _rsrc(sel, rsrc)
        bits = _cache_bits(sel, aux)
        data = sel.get(val)
        words = sel.split(data, max(1, size // 4)) if size > 4 else [data]
        pos = 0
        for n in pieces:
            nd = max(1, n // 4)
            chunk = words[pos // 4: pos // 4 + nd]
            piece = sel.to_v(chunk[0]) if nd == 1 else sel.vec([sel.to_v(c) for c in chunk],
                                                                "v")
            vaddr, so, mods = _addressing(sel, vindex, voffset, soffset, pos)
            sel.emit(f"buffer_store_{STORE[n]}", [], [piece, vaddr, r, so], mods + bits)
            pos += n
    return f


HANDLERS = {
    "llvm.amdgcn.make.buffer.rsrc": make_rsrc,
    "llvm.amdgcn.raw.ptr.buffer.load": load(False), "llvm.amdgcn.raw.buffer.load": load(False),
    "llvm.amdgcn.struct.ptr.buffer.load": load(True),
    "llvm.amdgcn.struct.buffer.load": load(True),
    "llvm.amdgcn.raw.ptr.buffer.store": store(False),
    "llvm.amdgcn.raw.buffer.store": store(False),
    "llvm.amdgcn.struct.ptr.buffer.store": store(True),
    "llvm.amdgcn.struct.buffer.store": store(True),
}
