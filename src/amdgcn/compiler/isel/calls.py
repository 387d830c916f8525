"""Calls, returns and the aggregates they pass (AMDGPUUsage: Calling Conventions,
Non-Kernel Functions).

A call to a function the module compiles as a function of its own (recursion, ``noinline``:
:mod:`amdgcn.compiler.callgraph`) becomes three instructions:

* ``p_parallel_copy v0, v1, ..., s12, v31 <- args..., implicit inputs`` (the arguments by
  :func:`amdgcn.compiler.callconv.leaves`, then the implicit inputs the callee needs),
  after the stores of the arguments past v30 and of ``byval`` copies at the stack pointer
  (:func:`amdgcn.compiler.callconv.assign`);
* ``p_call @callee`` (the register allocator keeps nothing in a clobbered register across
  it; :mod:`amdgcn.compiler.frame` lowers it to ``s_getpc_b64``/``s_swappc_b64``);
* ``p_parallel_copy results <- v0, v1, ...``.

Every other call of a defined function was inlined before selection
(:mod:`amdgcn.compiler.inline`). Indirect calls, calls of declared (external) functions and
varargs calls are refused with a :class:`~amdgcn.errors.CompileError`.

A function's ``ret`` is ``p_return entry_exec, return_address, results...`` (the frame pass
restores EXEC, copies the results to ``v0``... and returns through ``s_setpc_b64``).
First-class aggregates (structs and arrays passed, returned, built with ``insertvalue``) are
held as their dwords in memory layout (:class:`VecParts`), so that a store writes them as a
load read them; ``extractvalue`` and ``insertvalue`` address fields by their byte offsets.
"""

from __future__ import annotations

import re

from amdgcn.compiler import callconv
from amdgcn.compiler import frontend as fe
from amdgcn.compiler.ir import EXEC, LANE_MASK, Imm, RegClass, Temp, vgpr
from amdgcn.compiler.isel import VecParts, memory
from amdgcn.compiler.isel.alu import binop32, cndmask, compare_int, extend
from amdgcn.compiler.isel.memory import OFF
from amdgcn.errors import CompileError

#: MUBUF/scratch offsets are 12 bits: stack arguments must lie below
MAX_STACK_OFFSET = 4095


def function_entry(sel) -> None:
    """A function's entry: one parallel copy of its incoming registers (arguments, return
    address, implicit inputs) into temporaries, EXEC kept for the return, the frame's
    swizzled base (``s33`` / 64, or ``s33`` with architected flat scratch) for its allocas
    and ``byval`` copies, and the loads of its arguments passed on the stack."""
    info = sel.p.info
    fn = sel.fn
    used = {id(o) for b in fn.blocks for i in b.insts for o in i.operands}
    srcs, dsts, binds, loads = [], [], [], []
    for a, (places, byval) in zip(fn.args, info["arg_places"]):
        ts = [sel.tmp("v") for _ in places]
        for t, (where, k) in zip(ts, places):
            if where == "v":
                srcs.append(vgpr(k))
                dsts.append(t)
            else:
                loads.append((t, k))
        binds.append((a, ts, byval))
    ra = sel.p.temp(RegClass("s", 2), "ra")
    srcs.append(callconv.RETURN_ADDRESS)
    dsts.append(ra)
    for key, (reg, _) in callconv.IMPLICIT_INPUTS.items():
        if key not in info["needs"]:
            continue
        t = sel.p.temp(RegClass(reg.file, reg.size), key)
        srcs.append(reg)
        dsts.append(t)
        if key == "workitem_ids":
            info["tid_packed_value"] = t
        else:
            info["inputs"][key] = t
    info["entry_copy"] = sel.emit("p_parallel_copy", dsts, srcs, comment="incoming registers")
    info["return_address"] = ra
    ex = sel.p.temp(LANE_MASK, "exec")
    sel.emit("s_mov_b64", [ex], [EXEC])
    info["entry_exec"] = ex
    if info["frame"] or info["incoming_size"]:
        base = sel.p.temp(RegClass("s", 1), "frame")
        if sel.target.arch_flat_scratch:
            sel.emit("s_mov_b32", [base], [callconv.FRAME_POINTER])
        else:
            sel.emit("s_lshr_b32", [base], [callconv.FRAME_POINTER,
                                            Imm(callconv.WAVE_SIZE.bit_length() - 1)])
        info["frame_base"] = base
    for t, off in loads:
        sel.emit(*_stack_access(sel, True, t, callconv.FRAME_POINTER, off))
    for a, ts, byval in binds:
        if id(a) not in used:
            continue
        if byval is not None:
            off = byval[0]
            base = info["frame_base"]
            sel.set(a, base if off == 0 else sel.salu("s_add_u32", [base, Imm(off)]))
        else:
            bind_incoming(sel, a, a.type, ts, a.text)


def _stack_access(sel, load: bool, data, pointer, off: int) -> tuple:
    """``(op, defs, ops, mods)`` of a dword load or store at ``pointer`` (s32 or s33, a
    scratch offset of the wave) + ``off`` bytes per lane."""
    mods = (f"offset:{off}",) if off else ()
    if off > MAX_STACK_OFFSET:
        raise sel.error(f"a stack argument past {MAX_STACK_OFFSET + 1} bytes is not "
                        "supported yet")
    if sel.target.arch_flat_scratch:
        if load:
            return "scratch_load_dword", [data], [OFF, pointer], mods
        return "scratch_store_dword", [], [OFF, data, pointer], mods
    rsrc = callconv.PRIVATE_SEGMENT_BUFFER
    if load:
        return "buffer_load_dword", [data], [OFF, rsrc, pointer], mods
    return "buffer_store_dword", [], [data, OFF, rsrc, pointer], mods


def select(sel, inst) -> None:
    if inst.callee is None and " asm " in inst.text:
        _inline_asm(sel, inst)
        return
    if inst.callee is None:
        raise sel.error("indirect calls are not supported yet")
    module = sel.p.info.get("module")
    callee = module.functions.get(inst.callee) if module is not None else None
    if callee is None or callee.is_declaration:
        raise sel.error(f"calls to functions the module does not define (@{inst.callee}) are "
                        "not supported")
    if inst.callee not in sel.p.info.get("real_callees", {}):
        raise sel.error(f"the call of @{inst.callee} was neither inlined nor made a real call")
    _real_call(sel, inst, callee)


def _real_call(sel, inst, callee) -> None:
    if re.search(r"\.\.\.\s*\)", inst.text.split("@", 1)[0]):
        raise sel.error("varargs calls (a variable argument list) are not supported")
    try:
        callconv.check_signature(callee)
    except CompileError as e:
        raise sel.error(e.message) from None
    needs = sel.p.info["real_callees"][inst.callee]
    try:
        places, _ = callconv.assign(callee, sel.p.info["module"].types)
    except CompileError as e:
        raise sel.error(e.message) from None
    srcs, dsts = [], []
    for a, param, (dwords, byval) in zip(inst.operands, callee.args, places):
        if byval is not None:
            _copy_byval(sel, a, *byval)
            continue
        for op, (where, k) in zip(to_abi(sel, a, param.type, param.text), dwords):
            if where == "v":
                srcs.append(op)
                dsts.append(vgpr(k))
            else:
                sel.emit(*_stack_access(sel, False, sel.to_v(op), callconv.STACK_POINTER, k))
    for key, (reg, _) in callconv.IMPLICIT_INPUTS.items():
        if key in needs:
            srcs.append(implicit_value(sel, key))
            dsts.append(reg)
    sel.emit("p_parallel_copy", dsts, srcs, comment=f"arguments of @{inst.callee}")
    sel.emit("p_call", [], [], (inst.callee,))
    if inst.type.kind == "void":
        return
    n = callconv.value_dwords(inst.type)
    res = [sel.tmp("v") for _ in range(n)]
    sel.emit("p_parallel_copy", res, [vgpr(j) for j in range(n)],
             comment=f"results of @{inst.callee}")
    bind_incoming(sel, inst, inst.type, res, "")


def _copy_byval(sel, ptr, off: int, size: int) -> None:
    """The callee's copy of a ``byval`` argument, in the stack area at the stack pointer."""
    base = sel.get(ptr)
    for k in range(0, size, callconv.STACK_SLOT):
        word = memory._vmem_one(sel, "scratch", base, k, callconv.STACK_SLOT, ())
        sel.emit(*_stack_access(sel, False, word, callconv.STACK_POINTER, off + k))


def implicit_value(sel, key: str):
    """The caller's value of implicit input ``key`` (its own incoming one in a function, the
    kernel's input copied at its entry in a kernel)."""
    info = sel.p.info
    if key == "workitem_ids":
        return info["tid_packed_value"]
    if key == "implicitarg_ptr" and key not in info["inputs"]:
        from amdgcn.compiler.isel.alu import binop64
        return binop64(sel, "add", info["inputs"]["kernarg"], Imm(info["implicit_offset"],
                                                                   "i64"), True)
    if key not in info["inputs"]:
        raise sel.error(f"the callee needs the {key.replace('_', ' ')}, which the kernel does "
                        "not have")
    return info["inputs"][key]


# -- values as the convention passes them -------------------------------------------------------
def _attr(text: str, name: str) -> bool:
    return re.search(rf"\b{name}\b", text) is not None


def to_abi(sel, v, t, attrs: str = "") -> list:
    """The dwords (VGPR temps, SGPR temps or immediates) that pass IR value ``v`` of type
    ``t``: one list entry per argument VGPR."""
    if t.kind in ("int", "float", "ptr"):
        op = sel.get(v)
        if t.kind == "int" and t.bits == 1:
            op = cndmask(sel, sel.mask(op), Imm(1), Imm(0))
        elif t.kind == "int" and t.bits < 32 and (_attr(attrs, "zeroext") or
                                                   _attr(attrs, "signext")):
            op = extend(sel, op, t.bits, _attr(attrs, "signext"), sel.uniform(v))
        return sel.split(op, callconv.leaf_dwords(t))
    if t.kind == "vec":
        eb = t.elem.size_bits()
        if eb == 8:
            from amdgcn.compiler.isel.alu import _elements
            return list(_elements(sel, v))
        if eb == 1:
            raise sel.error("<N x i1> arguments and results are not supported")
        return sel.split(sel.get(v), callconv.value_dwords(t))
    words = aggregate_dwords(sel, v, t)
    out = []
    for off, leaf in callconv.leaves(t):
        out += _extract(sel, words, off, leaf)
    return out


def bind_incoming(sel, v, t, regs: list, attrs: str) -> None:
    """Bind IR value ``v`` of type ``t`` to the argument or result registers ``regs``."""
    if t.kind in ("int", "float", "ptr"):
        if t.kind == "int" and t.bits == 1:
            bit = binop32(sel, "and", regs[0], Imm(1), False)
            sel.values[id(v)] = compare_int(sel, "ne", bit, Imm(0), 32, False)
            return
        sel.set(v, regs[0] if len(regs) == 1 else sel.vec(regs, "v"))
        return
    if t.kind == "vec":
        if t.elem.size_bits() == 8:
            from amdgcn.compiler.isel.alu import _assemble
            _assemble(sel, v, regs)
            return
        sel.set(v, regs[0] if len(regs) == 1 else sel.vec(regs, "v"))
        return
    words: list = [Imm(0)] * _agg_size(t)
    k = 0
    for off, leaf in callconv.leaves(t):
        n = callconv.leaf_dwords(leaf)
        words = _insert(sel, words, off, leaf, regs[k:k + n])
        k += n
    sel.values[id(v)] = VecParts(words)


def _agg_size(t) -> int:
    return max(1, (t.alloc_size() + 3) // 4)


def aggregate_dwords(sel, v, t) -> list:
    """The dwords of aggregate ``v`` in memory layout."""
    n = _agg_size(t)
    if isinstance(v, fe.Constant):
        if v.value in (None, "zero") or v.value == 0:
            return [Imm(0)] * n
        raise sel.error(f"constant aggregate '{v.ref()}' is not supported yet")
    held = sel.values.get(id(v))
    if isinstance(held, VecParts):
        return list(held)
    if isinstance(held, tuple):
        raise sel.error("this aggregate is not supported as a value yet")
    op = sel.get(v)
    return sel.split(op, n) if isinstance(op, Temp) else [op]


def _extract(sel, words: list, off: int, t) -> list:
    """The dwords of leaf ``t`` at byte ``off`` of an aggregate held as ``words``."""
    bits = t.size_bits()
    n = callconv.leaf_dwords(t)
    k, sh = divmod(off, 4)
    if sh == 0 and (bits % 32 == 0 or bits < 32):
        return list(words[k:k + n])
    if bits < 32 and sh * 8 + bits <= 32:
        return [binop32(sel, "lshr", words[k], Imm(8 * sh), True)]
    raise sel.error(f"a field of type {t} at byte {off} is not supported yet")


def _insert(sel, words: list, off: int, t, parts: list) -> list:
    bits = t.size_bits()
    n = callconv.leaf_dwords(t)
    k, sh = divmod(off, 4)
    words = list(words)
    if sh == 0 and bits % 32 == 0:
        words[k:k + n] = parts
        return words
    if bits < 32 and sh * 8 + bits <= 32:
        mask = ((1 << bits) - 1) << (8 * sh)
        val = parts[0] if sh == 0 else binop32(sel, "shl", parts[0], Imm(8 * sh), True)
        val = binop32(sel, "and", val, Imm(mask), True)
        old = words[k]
        if isinstance(old, Imm) and old.value & mask == old.value & 0xFFFFFFFF == 0:
            words[k] = val
        else:
            keep = binop32(sel, "and", old, Imm(~mask & 0xFFFFFFFF), True)
            words[k] = binop32(sel, "or", keep, val, True)
        return words
    raise sel.error(f"a field of type {t} at byte {off} is not supported yet")


def _path(inst, t, indices: list) -> tuple:
    """Byte offset and type of the field ``indices`` of aggregate type ``t``."""
    off = 0
    for i in indices:
        if t.kind == "struct":
            off += t.field_offset(i)
            t = t.fields[i]
        elif t.kind == "array":
            off += i * t.elem.alloc_size()
            t = t.elem
        else:
            raise ValueError(f"index into {t}")
    return off, t


def _field_indices(inst, agg_t) -> list:
    """The constant indices at the end of an ``extractvalue``/``insertvalue``."""
    out = []
    for seg in reversed(inst.text.split(", !")[0].split(",")):
        if not seg.strip().isdigit():
            break
        out.append(int(seg))
    return out[::-1]


def extractvalue(sel, inst) -> None:
    agg = inst.operands[0]
    held = sel.values.get(id(agg))
    idx = _field_indices(inst, agg.type)
    if isinstance(held, tuple) or not idx:
        if not isinstance(held, tuple):
            raise sel.error("extractvalue of this aggregate is not supported yet")
        sel.values[id(inst)] = held[idx[0] if idx else 0]
        return
    off, t = _path(inst, agg.type, idx)
    words = aggregate_dwords(sel, agg, agg.type)
    _bind_field(sel, inst, t, words, off)


def _bind_field(sel, inst, t, words, off) -> None:
    if callconv.is_aggregate(t):
        k, sh = divmod(off, 4)
        if sh:
            raise sel.error("an aggregate field not at a dword boundary is not supported yet")
        sel.values[id(inst)] = VecParts(words[k:k + _agg_size(t)])
        return
    if t.kind == "vec":
        if off % 4 or t.size_bits() % 32:
            raise sel.error(f"a {t} field not at a dword boundary is not supported yet")
        n = t.size_bits() // 32
        w = words[off // 4: off // 4 + n]
        sel.set(inst, w[0] if n == 1 else sel.vec([sel.to_v(x) for x in w], "v")
                if not all(_scalar(x) for x in w) else sel.vec([sel.to_s(x) for x in w], "s"))
        return
    parts = _extract(sel, words, off, t)
    if t.kind == "int" and t.bits == 1:
        bit = binop32(sel, "and", parts[0], Imm(1), True)
        sel.values[id(inst)] = compare_int(sel, "ne", bit, Imm(0), 32, sel.uniform(inst))
        return
    if len(parts) == 1:
        sel.set(inst, parts[0])
        return
    if all(_scalar(x) for x in parts):
        sel.set(inst, sel.vec([sel.to_s(x) for x in parts], "s"))
    else:
        sel.set(inst, sel.vec([sel.to_v(x) for x in parts], "v"))


def _scalar(op) -> bool:
    return isinstance(op, Imm) or op.rc.file == "s"


def insertvalue(sel, inst) -> None:
    agg, val = inst.operands[0], inst.operands[1]
    idx = _field_indices(inst, agg.type)
    off, t = _path(inst, agg.type, idx)
    words = aggregate_dwords(sel, agg, agg.type)
    if callconv.is_aggregate(t):
        parts = aggregate_dwords(sel, val, t)
        if off % 4:
            raise sel.error("an aggregate field not at a dword boundary is not supported yet")
        words = list(words)
        words[off // 4: off // 4 + len(parts)] = parts
    elif t.kind == "vec" and t.size_bits() % 32 == 0 and off % 4 == 0:
        parts = sel.split(sel.get(val), t.size_bits() // 32)
        words = list(words)
        words[off // 4: off // 4 + len(parts)] = parts
    else:
        op = sel.get(val)
        if t.kind == "int" and t.bits == 1:
            op = cndmask(sel, sel.mask(op), Imm(1), Imm(0)) if not (
                isinstance(op, Imm)) else Imm(op.value & 1)
        words = _insert(sel, words, off, t, sel.split(op, callconv.leaf_dwords(t)))
    sel.values[id(inst)] = VecParts(words)


def ret(sel, inst) -> None:
    """``ret``: the end of a kernel, or a function's return with its results."""
    info = sel.p.info
    if not info.get("function_abi"):
        if inst.operands:
            raise sel.error("returning a value from a kernel is not supported")
        sel.emit("p_return")
        return
    ops = [info["entry_exec"], info["return_address"]]
    if inst.operands:
        v = inst.operands[0]
        ops += to_abi(sel, v, sel.fn.return_type, _return_attrs(sel.fn))
    sel.emit("p_return", [], ops)


def _return_attrs(fn) -> str:
    head = fn.header.split("@", 1)[0]
    return head


def _inline_asm(sel, inst) -> None:
    """Inline assembly without operands is copied as it stands (``p_inline_asm``)."""
    m = re.search(r'\basm (?:sideeffect |alignstack |inteldialect |unwind )*"((?:[^"\\]|\\.)*)",'
                  r'\s*"([^"]*)"\(\)', inst.text)
    if not m or inst.operands or any(c and not c.startswith("~{") for c in m.group(2).split(",")):
        raise sel.error("inline assembly with operands is not supported yet")
    text = m.group(1).replace("\\0A", "\n").replace("\\09", "\t")
    for line in text.split("\n"):
        if line.strip():
            sel.emit("p_inline_asm", [], [], (line.strip(),))


HANDLERS = {"ret": ret, "extractvalue": extractvalue, "insertvalue": insertvalue}
