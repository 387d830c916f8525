"""Selection of address arithmetic, loads, stores, atomics and fences.

Address spaces (AMDGPUUsage: Address Spaces): constant (4, 6) loads of uniform addresses become
SMEM (``s_load_dword*``, MI200 ISA 8); global (1) and constant loads of divergent addresses
become ``global_*`` with a VGPR address, or an SGPR base and a VGPR offset (``saddr``); local
(3) becomes ``ds_*`` with a 32-bit VGPR address; flat (0) becomes ``flat_*``. Constant GEP
offsets fold into the instruction's offset field where it fits (SMEM 20-bit unsigned,
GLOBAL 13-bit signed, DS 16-bit unsigned, FLAT 12-bit unsigned on gfx90a). Atomics and
fences take their cache-control sequences from :mod:`amdgcn.compiler.memory_model`.
"""

from __future__ import annotations

from amdgcn.compiler import frontend as fe
from amdgcn.compiler import memory_model
from amdgcn.compiler.ir import Imm, Instr, Reg, RegClass, Temp
from amdgcn.compiler.isel import addressing
from amdgcn.compiler.isel.alu import binop32, binop64, compare_int, extend

SMEM_SIZES = {4: "s_load_dword", 8: "s_load_dwordx2", 16: "s_load_dwordx4", 32: "s_load_dwordx8",
              64: "s_load_dwordx16"}
GLOBAL_LOAD = {1: "ubyte", 2: "ushort", 4: "dword", 8: "dwordx2", 12: "dwordx3", 16: "dwordx4"}
GLOBAL_STORE = {1: "byte", 2: "short", 4: "dword", 8: "dwordx2", 12: "dwordx3", 16: "dwordx4"}
DS_LOAD = {1: "ds_read_u8", 2: "ds_read_u16", 4: "ds_read_b32", 8: "ds_read_b64",
           12: "ds_read_b96", 16: "ds_read_b128"}
DS_STORE = {1: "ds_write_b8", 2: "ds_write_b16", 4: "ds_write_b32", 8: "ds_write_b64",
            12: "ds_write_b96", 16: "ds_write_b128"}
#: offset field ranges (lo, hi) per instruction family on gfx9
OFFSET_RANGE = {"smem": (0, (1 << 20) - 1), "global": (-4096, 4095), "ds": (0, 65535),
                "flat": (0, 4095), "scratch": (0, 4095)}


def address(sel, ptr) -> tuple:
    """``(base operand, constant byte offset, known base alignment)`` of pointer ``ptr``."""
    if isinstance(ptr, fe.Inst) and ptr.opcode == "getelementptr" and id(ptr) in sel.gep_const:
        base, off, al = address(sel, ptr.operands[0])
        return base, off + sel.gep_const[id(ptr)], al
    known = sel.known_base.get(id(ptr))
    if known is not None:
        return known
    if isinstance(ptr, fe.GlobalRef):
        a = sel.global_address(ptr)
        return (Imm(0), a.value, 16) if isinstance(a, Imm) else (a, 0, 1)
    return sel.get(ptr), 0, 1


def resolve(sel, ptr) -> tuple:
    """``(base, offset, align, address space)`` of ``ptr``, looking through casts of
    private/local pointers to generic ones and constant GEPs on them (as LLVM's
    InferAddressSpaces does), so that such accesses use MUBUF/DS instead of FLAT."""
    if isinstance(ptr, fe.Inst) and ptr.opcode == "getelementptr" and id(ptr) in sel.gep_const:
        base, off, al, asp = resolve(sel, ptr.operands[0])
        if asp != ptr.type.addrspace:
            return base, off + sel.gep_const[id(ptr)], al, asp
    if isinstance(ptr, fe.Inst) and ptr.opcode == "addrspacecast" and ptr.type.addrspace == 0 \
            and ptr.operands[0].type.addrspace in (3, 5):
        src = ptr.operands[0]
        base, off, al, asp = resolve(sel, src)
        return base, off, al, asp
    if isinstance(ptr, fe.GlobalRef) and ptr.cast_from == 3 and ptr.type.addrspace == 0:
        lds = sel.p.info.get("lds_offsets", {})
        if ptr.name in lds:
            return Imm(0), lds[ptr.name] + ptr.offset, 16, 3
    base, off, al = address(sel, ptr)
    return base, off, al, ptr.type.addrspace


def _fits(kind: str, off: int) -> bool:
    lo, hi = OFFSET_RANGE[kind]
    return lo <= off <= hi


def _add_offset(sel, base, off: int, bits: int):
    if off == 0:
        return base
    uni = not (isinstance(base, Temp) and base.rc.file == "v")
    if isinstance(base, Imm):
        return Imm(base.value + off, "i64" if bits == 64 else "int")
    if bits == 64:
        return binop64(sel, "add", base, Imm(off & ((1 << 64) - 1), "i64"), uni)
    return binop32(sel, "add", base, Imm(off & 0xFFFFFFFF), uni)


def _gep(sel, inst: fe.Inst) -> None:
    ptr, *idx = inst.operands
    bits = inst.type.bits
    uni = sel.uniform(inst)
    cur = inst.source_type
    const = 0
    terms = []
    for k, ix in enumerate(idx):
        if k == 0:
            size = cur.alloc_size()
        elif cur.kind == "struct":
            const += cur.field_offset(ix.value)
            cur = cur.fields[ix.value]
            continue
        else:
            cur = cur.elem
            size = cur.alloc_size()
        if isinstance(ix, fe.Constant):
            v = ix.value or 0
            if ix.type.bits < 64 and v >> (ix.type.bits - 1):
                v -= 1 << ix.type.bits
            const += v * size
        else:
            terms.append((ix, size))
    if not terms:
        sel.gep_const[id(inst)] = const
    addr = sel.get(ptr) if not isinstance(ptr, fe.GlobalRef) else sel.global_address(ptr)
    for ix, size in terms:
        v = sel.get(ix)
        ib = ix.type.bits
        u = uni and sel.uniform(ix)
        if ib < 32:
            v = extend(sel, v, ib, True, u)
            ib = 32
        if bits == 64 and ib == 32:
            hi = binop32(sel, "ashr", v, Imm(31), u)
            file = hi.rc.file
            v = sel.vec([sel.to_v(v) if file == "v" else v, hi], file)
        elif bits == 32 and ib == 64:
            v = sel.split(v, 2)[0]
        if size != 1:
            if size & (size - 1) == 0:
                sh = Imm(size.bit_length() - 1)
                v = binop64(sel, "shl", v, sh, u) if bits == 64 else binop32(sel, "shl", v, sh, u)
            else:
                v = binop64(sel, "mul", v, Imm(size, "i64"), u) if bits == 64 \
                    else binop32(sel, "mul", v, Imm(size), u)
        addr = binop64(sel, "add", addr, v, uni) if bits == 64 else binop32(sel, "add", addr, v,
                                                                            uni)
    sel.set(inst, _add_offset(sel, addr, const, bits))


def _vaddr64(sel, base):
    if isinstance(base, Imm):
        return sel.to_v(Imm(base.value, "i64"))
    return sel.to_v(base)


def _mem_kind(sel, inst, asp: int) -> str:
    if asp in (4, 6) and sel.uniform(inst) and inst.opcode == "load":
        return "smem"
    if asp in (1, 4, 6):
        return "global"
    if asp == 3:
        return "ds"
    if asp == 0:
        return "flat"
    if asp == 5:
        return "scratch"
    raise sel.error(f"memory access in address space {asp} is not supported yet")


def _load(sel, inst: fe.Inst) -> None:
    ptr = inst.operands[0]
    t = inst.type
    size = t.store_size()
    base, off, balign, asp = resolve(sel, ptr)
    kind = _mem_kind(sel, inst, asp)
    if kind == "global":
        base, off = addressing.saddr(sel, ptr, size) or (base, off)
    order = inst.orderings[0] if inst.orderings else None
    volatile = "volatile" in inst.flags
    seq = memory_model.sequence(sel.target, "load", order, inst.scope, kind, volatile)
    for op, mods in seq.before:
        sel.emit(op, [], [], mods)
    if kind == "smem":
        res = _smem_load(sel, inst, base, off, size, balign)
    else:
        res = _vmem_load(sel, inst, kind, base, off, size, seq.bits)
    for op, mods in seq.after:
        sel.emit(op, [], [], mods)
    if t.kind == "int" and t.bits == 1:
        res = compare_int(sel, "ne", binop32(sel, "and", res, Imm(1), False), Imm(0), 32, False)
    sel.set(inst, res)


def _smem_load(sel, inst, base, off: int, size: int, balign: int):
    if isinstance(base, Imm):
        raise sel.error("scalar load from a constant address")
    if isinstance(base, Temp) and base.rc.file == "v":
        base = sel.to_s(base)
    align = max(inst.align or 1, 1)
    sub = size < 4
    if sub:
        if balign >= 4 or align >= 4:
            shift = (off & 3) * 8 if balign >= 4 else 0
            off &= ~3
        else:
            return _vmem_load(sel, inst, "global", base, off, size, ())
    n = 4 if sub else size
    if n not in SMEM_SIZES:
        if n == 12:
            a = _smem_raw(sel, base, off, 8)
            b = _smem_raw(sel, base, off + 8, 4)
            return sel.vec(sel.split(a, 2) + [b], "s")
        raise sel.error(f"scalar load of {n} bytes is not supported yet")
    d = _smem_raw(sel, base, off, n)
    if sub and shift:
        d = sel.salu("s_lshr_b32", [d, Imm(shift)])
    return d


def _smem_raw(sel, base, off: int, n: int):
    if not _fits("smem", off):
        base = _add_offset(sel, base, off, 64)
        off = 0
    d = sel.p.temp(RegClass("s", n // 4))
    sel.emit(SMEM_SIZES[n], [d], [base, Imm(off)])
    return d


def _split_sizes(size: int, align: int, table: dict) -> list:
    if size in table and (size <= 4 or align >= min(size, 8) or table is GLOBAL_LOAD
                          or table is GLOBAL_STORE):
        return [size]
    if size % 4 == 0 and align >= 4:
        return [4] * (size // 4)
    if size in table:
        return [size]
    raise ValueError(size)


#: private accesses are split into dwords, as LLVM's max-private-element-size-4 does: the
#: scratch buffer is swizzled with 4-byte elements (AMDGPUUsage: Private Segment Buffer)
PRIVATE_ELEMENT = 4


def _pieces(size: int, align: int, kind: str, table: dict) -> list:
    if kind == "scratch" and size > PRIVATE_ELEMENT and size % PRIVATE_ELEMENT == 0:
        return [PRIVATE_ELEMENT] * (size // PRIVATE_ELEMENT)
    return _split_sizes(size, align, table) if size <= 16 else [16] * (size // 16)


def _vmem_load(sel, inst, kind, base, off, size, bits):
    align = inst.align or 1
    table = DS_LOAD if kind == "ds" else GLOBAL_LOAD
    try:
        pieces = _pieces(size, align, kind, table)
    except ValueError:
        raise sel.error(f"load of {size} bytes is not supported yet") from None
    parts = []
    pos = 0
    for n in pieces:
        parts.append(_vmem_one(sel, kind, base, off + pos, n, bits))
        pos += n
    if len(parts) == 1:
        return parts[0]
    return sel.vec([p for x in parts for p in sel.split(x)], "v")


def _scratch_operands(sel, base, off):
    """MUBUF operands of a private access: vaddr (``off`` or a VGPR with ``offen``), the
    private segment buffer, the wave's scratch offset (AMDGPUUsage: Private Segment Buffer)."""
    if isinstance(base, Imm):
        off += base.value
        base = None
    if not _fits("scratch", off):
        base = Imm(off) if base is None else _add_offset(sel, base, off, 32)
        off = 0
    if sel.target.arch_flat_scratch:
        # gfx940+: scratch_* with the wave's base in FLAT_SCRATCH; vaddr is the lane's
        # offset, or ``off`` (AMDGPUUsage: Flat Scratch; MI300 ISA "Scratch")
        return [OFF if base is None else sel.to_v(base), OFF], _offset(off)
    rsrc = sel.p.info["inputs"]["private_segment_buffer"]
    # a kernel's private addresses are relative to its wave's scratch offset; where the V#
    # base already is the wave's scratch (functions, kernels that call) the offset is 0
    wave = sel.p.info.get("scratch_soffset") or sel.p.info["inputs"]["wave_offset"]
    if base is None:
        return [OFF, rsrc, wave], _offset(off)
    return [sel.to_v(base), rsrc, wave], ("offen",) + _offset(off)


def _vmem_one(sel, kind, base, off, n, bits):
    d = sel.p.temp(RegClass("v", max(1, n // 4)))
    if kind == "scratch":
        ops, mods = _scratch_operands(sel, base, off)
        pre = "scratch" if sel.target.arch_flat_scratch else "buffer"
        sel.emit(f"{pre}_load_{GLOBAL_LOAD[n]}", [d], ops, mods + bits)
        return d
    if kind == "ds":
        if not _fits("ds", off):
            base, off = _add_offset(sel, base, off, 32), 0
        sel.emit(DS_LOAD[n], [d], [sel.to_v(base)], _offset(off))
        return d
    if kind == "flat":
        if not _fits("flat", off):
            base, off = _add_offset(sel, base, off, 64), 0
        sel.emit(f"flat_load_{GLOBAL_LOAD[n]}", [d], [_vaddr64(sel, base)], _offset(off) + bits)
        return d
    if isinstance(base, addressing.SAddr):
        sel.emit(f"global_load_{GLOBAL_LOAD[n]}", [d], [base.voff, base.sbase],
                 _offset(off) + bits)
        return d
    if not _fits("global", off):
        base, off = _add_offset(sel, base, off, 64), 0
    if isinstance(base, Temp) and base.rc.file == "s":
        zero = sel.to_v(Imm(0))
        sel.emit(f"global_load_{GLOBAL_LOAD[n]}", [d], [zero, base], _offset(off) + bits)
    else:
        sel.emit(f"global_load_{GLOBAL_LOAD[n]}", [d], [_vaddr64(sel, base), OFF],
                 _offset(off) + bits)
    return d


OFF = Reg("special", name="off")


def _offset(off: int) -> tuple:
    return (f"offset:{off}",) if off else ()


def _store(sel, inst: fe.Inst) -> None:
    val, ptr = inst.operands
    t = val.type
    size = t.store_size()
    base, off, _, asp = resolve(sel, ptr)
    kind = _mem_kind(sel, inst, asp)
    if kind == "global":
        base, off = addressing.saddr(sel, ptr, size) or (base, off)
    order = inst.orderings[0] if inst.orderings else None
    seq = memory_model.sequence(sel.target, "store", order, inst.scope, kind,
                                "volatile" in inst.flags)
    data = sel.get(val)
    if t.kind == "int" and t.bits == 1:
        from amdgcn.compiler.isel.alu import cndmask
        data = cndmask(sel, data, Imm(1), Imm(0))
    for op, mods in seq.before:
        sel.emit(op, [], [], mods)
    align = inst.align or 1
    table = DS_STORE if kind == "ds" else GLOBAL_STORE
    try:
        pieces = _pieces(size, align, kind, table)
    except ValueError:
        raise sel.error(f"store of {size} bytes is not supported yet") from None
    words = sel.split(data, max(1, size // 4)) if size > 4 else [data]
    pos = 0
    for n in pieces:
        nd = max(1, n // 4)
        chunk = words[pos // 4: pos // 4 + nd] if size > 4 else words
        piece = chunk[0] if nd == 1 else sel.vec([sel.to_v(c) for c in chunk], "v")
        _store_one(sel, kind, base, off + pos, n, sel.to_v(piece), seq.bits)
        pos += n
    for op, mods in seq.after:
        sel.emit(op, [], [], mods)


def _store_one(sel, kind, base, off, n, data, bits):
    if kind == "scratch":
        ops, mods = _scratch_operands(sel, base, off)
        if sel.target.arch_flat_scratch:
            sel.emit(f"scratch_store_{GLOBAL_STORE[n]}", [], [ops[0], data, ops[1]],
                     mods + bits)
        else:
            sel.emit(f"buffer_store_{GLOBAL_STORE[n]}", [], [data] + ops, mods + bits)
        return
    if kind == "ds":
        if not _fits("ds", off):
            base, off = _add_offset(sel, base, off, 32), 0
        sel.emit(DS_STORE[n], [], [sel.to_v(base), data], _offset(off))
        return
    if kind == "flat":
        if not _fits("flat", off):
            base, off = _add_offset(sel, base, off, 64), 0
        sel.emit(f"flat_store_{GLOBAL_STORE[n]}", [], [_vaddr64(sel, base), data],
                 _offset(off) + bits)
        return
    if isinstance(base, addressing.SAddr):
        sel.emit(f"global_store_{GLOBAL_STORE[n]}", [], [base.voff, data, base.sbase],
                 _offset(off) + bits)
        return
    if not _fits("global", off):
        base, off = _add_offset(sel, base, off, 64), 0
    if isinstance(base, Temp) and base.rc.file == "s":
        sel.emit(f"global_store_{GLOBAL_STORE[n]}", [], [sel.to_v(Imm(0)), data, base],
                 _offset(off) + bits)
    else:
        sel.emit(f"global_store_{GLOBAL_STORE[n]}", [], [_vaddr64(sel, base), data, OFF],
                 _offset(off) + bits)


GLOBAL_RMW = {"add": "add", "sub": "sub", "and": "and", "or": "or", "xor": "xor", "xchg": "swap",
              "max": "smax", "min": "smin", "umax": "umax", "umin": "umin", "uinc_wrap": "inc",
              "udec_wrap": "dec"}
DS_RMW = {"add": "add_rtn_u{b}", "sub": "sub_rtn_u{b}", "and": "and_rtn_b{b}",
          "or": "or_rtn_b{b}", "xor": "xor_rtn_b{b}", "xchg": "wrxchg_rtn_b{b}",
          "max": "max_rtn_i{b}", "min": "min_rtn_i{b}", "umax": "max_rtn_u{b}",
          "umin": "min_rtn_u{b}", "uinc_wrap": "inc_rtn_u{b}", "udec_wrap": "dec_rtn_u{b}",
          "fadd": "add_rtn_f{b}", "fmin": "min_rtn_f{b}", "fmax": "max_rtn_f{b}"}


def _atomicrmw(sel, inst: fe.Inst) -> None:
    ptr, val = inst.operands
    t = val.type
    bits = t.bits
    base, off, _, asp = resolve(sel, ptr)
    kind = _mem_kind(sel, inst, asp)
    seq = memory_model.sequence(sel.target, "atomicrmw", inst.orderings[0], inst.scope, kind,
                                False)
    data = sel.to_v(sel.get(val))
    n = bits // 32
    d = sel.p.temp(RegClass("v", n))
    for op, mods in seq.before:
        sel.emit(op, [], [], mods)
    if kind == "scratch":
        raise sel.error("atomics on private memory are not supported yet")
    if kind == "ds":
        if inst.rmw_op not in DS_RMW:
            raise sel.error(f"atomicrmw {inst.rmw_op} on LDS is not supported yet")
        name = "ds_" + DS_RMW[inst.rmw_op].format(b=bits)
        if not _fits("ds", off):
            base, off = _add_offset(sel, base, off, 32), 0
        sel.emit(name, [d], [sel.to_v(base), data], _offset(off))
    else:
        op = GLOBAL_RMW.get(inst.rmw_op)
        if inst.rmw_op.startswith("f") and not sel.target.has_accum_offset:
            raise sel.error(f"atomicrmw {inst.rmw_op} with a result on {sel.target.name} "
                            "is not supported yet (no returning float atomics)")
        if inst.rmw_op == "fadd" and t.kind == "float" and bits in (32, 64):
            op = f"add_f{bits}"
        elif inst.rmw_op in ("fmin", "fmax") and bits == 64:
            op = inst.rmw_op[1:] + "_f64"
        elif op is not None and bits == 64:
            op += "_x2"
        if op is None:
            raise sel.error(f"atomicrmw {inst.rmw_op} on {t} is not supported yet")
        _vmem_atomic(sel, kind, op, d, base, off, data, seq.bits)
    for op_, mods in seq.after:
        sel.emit(op_, [], [], mods)
    sel.set(inst, d)


def _vmem_atomic(sel, kind, op, d, base, off, data, bits):
    """A returning atomic: ``glc`` (``sc0`` on gfx940+) asks for the old value; the memory
    model's scope bits (``sc1`` for system scope on gfx940+) follow."""
    prefix = "flat" if kind == "flat" else "global"
    if not _fits(kind if kind == "flat" else "global", off):
        base, off = _add_offset(sel, base, off, 64), 0
    ret = "sc0" if sel.target.name.startswith("gfx94") else "glc"
    mods = _offset(off) + (ret,) + tuple(b for b in bits if b != ret)
    if prefix == "flat":
        sel.emit(f"flat_atomic_{op}", [d], [_vaddr64(sel, base), data], mods)
    else:
        sel.emit(f"global_atomic_{op}", [d], [_vaddr64(sel, base), data, OFF], mods)


def _cmpxchg(sel, inst: fe.Inst) -> None:
    ptr, cmp, new = inst.operands
    bits = cmp.type.bits
    base, off, _, asp = resolve(sel, ptr)
    kind = _mem_kind(sel, inst, asp)
    seq = memory_model.sequence(sel.target, "atomicrmw", inst.orderings[0], inst.scope, kind,
                                False)
    c, v = sel.to_v(sel.get(cmp)), sel.to_v(sel.get(new))
    n = bits // 32
    d = sel.p.temp(RegClass("v", n))
    for op, mods in seq.before:
        sel.emit(op, [], [], mods)
    if kind == "ds":
        if not _fits("ds", off):
            base, off = _add_offset(sel, base, off, 32), 0
        sel.emit(f"ds_cmpst_rtn_b{bits}", [d], [sel.to_v(base), c, v], _offset(off))
    else:
        pair = sel.vec(sel.split(v) + sel.split(c), "v")
        _vmem_atomic(sel, kind, "cmpswap" if bits == 32 else "cmpswap_x2", d, base, off, pair,
                     seq.bits)
    for op, mods in seq.after:
        sel.emit(op, [], [], mods)
    ok = compare_int(sel, "eq", d, c, bits, False)
    sel.values[id(inst)] = (d, ok)


def _fence(sel, inst: fe.Inst) -> None:
    seq = memory_model.sequence(sel.target, "fence", inst.orderings[0], inst.scope, None, False)
    for op, mods in seq.before + seq.after:
        sel.emit(op, [], [], mods)


def _alloca(sel, inst: fe.Inst) -> None:
    """A static alloca is its frame offset in the private segment: a constant in a kernel,
    the frame's base (the frame pointer as a lane address) plus the offset in a function."""
    off = sel.p.info["frame"][id(inst)]
    base = sel.p.info.get("frame_base")
    if base is None:
        sel.values[id(inst)] = Imm(off)
    elif off == 0:
        sel.values[id(inst)] = base
    else:
        sel.values[id(inst)] = sel.salu("s_add_u32", [base, Imm(off)])


def memcpy(sel, inst: fe.Inst) -> None:
    """``llvm.memcpy``/``llvm.memmove`` of a constant length: loads of every piece, then the
    stores (so overlapping moves are right), in dwords when both sides are 4-aligned."""
    dst, src, length = inst.operands[:3]
    if not isinstance(length, fe.Constant):
        raise sel.error("memcpy of a variable length is not supported yet")
    n = length.value
    dbase, doff, _, dasp = resolve(sel, dst)
    sbase, soff, _, sasp = resolve(sel, src)
    dkind, skind = _copy_kind(sel, dasp), _copy_kind(sel, sasp)
    aligned = n % 4 == 0 and _arg_align(inst, 0) >= 4 and _arg_align(inst, 1) >= 4
    step = 4 if aligned else 1
    words = [_vmem_one(sel, skind, sbase, soff + k, step, ()) for k in range(0, n, step)]
    for k, w in zip(range(0, n, step), words):
        _store_one(sel, dkind, dbase, doff + k, step, w, ())


def memset(sel, inst: fe.Inst) -> None:
    """``llvm.memset`` of a constant length and value."""
    dst, val, length = inst.operands[:3]
    if not isinstance(length, fe.Constant) or not isinstance(val, fe.Constant):
        raise sel.error("memset of a variable length or value is not supported yet")
    n, byte = length.value, (val.value or 0) & 0xFF
    dbase, doff, _, dasp = resolve(sel, dst)
    kind = _copy_kind(sel, dasp)
    aligned = n % 4 == 0 and _arg_align(inst, 0) >= 4
    step = 4 if aligned else 1
    word = sel.to_v(Imm(byte * 0x01010101 if aligned else byte))
    for k in range(0, n, step):
        _store_one(sel, kind, dbase, doff + k, step, word, ())


def _copy_kind(sel, asp: int) -> str:
    return {1: "global", 4: "global", 6: "global", 3: "ds", 0: "flat", 5: "scratch"}.get(asp) \
        or _mem_kind(sel, None, asp)


def _arg_align(inst, k: int) -> int:
    import re
    args = inst.text[inst.text.index("(", inst.text.index("@")) + 1:]
    parts = args.split(",")
    m = re.search(r"\balign (\d+)", parts[k]) if k < len(parts) else None
    return int(m.group(1)) if m else 1


HANDLERS = {"getelementptr": _gep, "load": _load, "store": _store, "atomicrmw": _atomicrmw,
            "cmpxchg": _cmpxchg, "fence": _fence, "alloca": _alloca}

_ = Instr
