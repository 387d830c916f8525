"""The calling convention of non-kernel functions, as data (AMDGPUUsage: Calling Conventions,
Non-Kernel Functions; Call Convention), and the interface of a function compiled with it.

On entry to a function (as LLVM 22 implements the convention for ``ccc``/``fastcc``):

* ``s[0:3]`` the scratch V# whose base is the wave's scratch (targets without architected
  flat scratch; gfx940+ address the stack through FLAT_SCRATCH and use s0-s3 freely);
* the source-language arguments in ``v0``-``v31``, each leaf of its type (a scalar, an element
  of a vector of 8- or 32/64-bit elements, a pair of 16-bit elements, a struct or array
  field) in ``ceil(bits / 32)`` consecutive VGPRs (:func:`leaves`) up to v30 (v31 is the
  work-item IDs' in LLVM 22, passed or not), the dwords past v30 and copies of ``byval``
  arguments on the stack at the stack pointer (:func:`assign`); the result in v0-v31;
* the implicit inputs the callee (or anything it calls) uses (:data:`IMPLICIT_INPUTS`):
  dispatch pointer ``s[4:5]``, queue pointer ``s[6:7]``, implicit-argument pointer
  ``s[8:9]``, dispatch ID ``s[10:11]``, work-group IDs ``s12``-``s14``, and the work-item
  IDs packed in ``v31`` (x | y << 10 | z << 20 on every target);
* the return address in ``s[30:31]``, the stack pointer in ``s32`` (an unswizzled wave
  offset: bytes per lane times 64, or per-lane bytes with architected flat scratch);
* EXEC the lanes that called.

The callee keeps ``s0``-``s3``, ``s32``-``s101``, EXEC, ``v40``-``v47``, ``v56``-``v63`` ...
``v248``-``v255`` (every other group of eight from v40), ``a32``-``a255``, and every lane
of every VGPR that was inactive at the call; it may clobber ``s4``-``s31``, VCC, M0, SCC and
the other VGPRs. :func:`sgpr_preserved` and :func:`vgpr_preserved` are those tables.
Functions use ``s33`` as frame pointer (the stack pointer at entry); the stack grows up.
"""

from __future__ import annotations

import re

from amdgcn.compiler.ir import Imm, sgpr, vgpr
from amdgcn.errors import CompileError

#: VGPRs that carry results (v0-v31); arguments take v0-v30 and then the stack
ARG_VGPRS = 32
#: the scratch V# (targets without architected flat scratch)
PRIVATE_SEGMENT_BUFFER = sgpr(0, 4)
RETURN_ADDRESS = sgpr(30, 2)
STACK_POINTER = sgpr(32)
FRAME_POINTER = sgpr(33)
#: the packed work-item IDs of a function (AMDGPUUsage: Work-item implicit argument layout)
WORKITEM_IDS = vgpr(31)
#: implicit inputs: name -> (register, the intrinsic that reads it)
IMPLICIT_INPUTS = {
    "dispatch_ptr": (sgpr(4, 2), "llvm.amdgcn.dispatch.ptr"),
    "queue_ptr": (sgpr(6, 2), "llvm.amdgcn.queue.ptr"),
    "implicitarg_ptr": (sgpr(8, 2), "llvm.amdgcn.implicitarg.ptr"),
    "dispatch_id": (sgpr(10, 2), "llvm.amdgcn.dispatch.id"),
    "wg_x": (sgpr(12), "llvm.amdgcn.workgroup.id.x"),
    "wg_y": (sgpr(13), "llvm.amdgcn.workgroup.id.y"),
    "wg_z": (sgpr(14), "llvm.amdgcn.workgroup.id.z"),
    "workitem_ids": (WORKITEM_IDS, "llvm.amdgcn.workitem.id."),
}
#: intrinsics a function cannot use: they read kernel-only state
KERNEL_ONLY = ("llvm.amdgcn.kernarg.segment.ptr", "llvm.amdgcn.lds.kernel.id")
#: the clobbered SGPRs (AMDGPUUsage: "All SGPR registers except the clobbered registers of
#: SGPR4-31")
CLOBBERED_SGPRS = range(4, 32)
#: the swizzled stack pointer's alignment in bytes per lane
STACK_ALIGN = 16
WAVE_SIZE = 64


def sgpr_preserved(index: int, target=None) -> bool:
    """Whether a call keeps SGPR ``index`` (s0-s3 only where they hold the scratch V#: LLVM
    22 lets gfx940+ functions clobber them)."""
    if index < 4 and target is not None and target.arch_flat_scratch:
        return False
    return index not in CLOBBERED_SGPRS


def vgpr_preserved(index: int) -> bool:
    """Whether a call keeps (the active lanes of) VGPR ``index``: v40-v47, v56-v63 ...
    v248-v255."""
    return index >= 40 and (index // 8) % 2 == 1


def agpr_preserved(index: int) -> bool:
    """Whether a call keeps AGPR ``index`` (gfx90a: a32-a255)."""
    return index >= 32


def preserved(file: str, index: int, target=None) -> bool:
    """Whether a call keeps register ``index`` of ``file`` (``s``, ``v`` or ``a``)."""
    if file == "s":
        return sgpr_preserved(index, target)
    return vgpr_preserved(index) if file == "v" else agpr_preserved(index)


def stack_unit(target) -> int:
    """What one byte per lane is in the stack pointer: 64 (an unswizzled wave offset) with a
    scratch V#, 1 with architected flat scratch (a swizzled offset)."""
    return 1 if target.arch_flat_scratch else WAVE_SIZE


# -- the layout of values in registers ---------------------------------------------------------
def leaves(t) -> list:
    """``[(byte offset, leaf type)]`` of a value of type ``t`` as the convention passes it:
    struct and array fields one by one, vectors of 8-bit or 32/64-bit elements element by
    element, vectors of 16-bit elements as dword pairs, scalars whole."""
    if t.kind == "struct":
        return [(t.field_offset(k) + o, x) for k, f in enumerate(t.fields) for o, x in leaves(f)]
    if t.kind == "array":
        size = t.elem.alloc_size()
        return [(k * size + o, x) for k in range(t.count) for o, x in leaves(t.elem)]
    if t.kind == "vec":
        eb = t.elem.size_bits()
        if eb == 16:
            from amdgcn.compiler.llvmtext import LType
            out = []
            for k in range(0, t.count, 2):
                n = min(2, t.count - k)
                out.append((2 * k, LType("vec", elem=t.elem, count=n) if n == 2 else t.elem))
            return out
        if eb == 1:
            raise ValueError("vectors of i1")
        return [(k * max(1, eb // 8), t.elem) for k in range(t.count)]
    if t.kind in ("int", "float", "ptr"):
        return [(0, t)]
    raise ValueError(f"type {t}")


def leaf_dwords(t) -> int:
    return max(1, (t.size_bits() + 31) // 32)


def value_dwords(t) -> int:
    """VGPRs a value of type ``t`` takes as an argument or result."""
    return sum(leaf_dwords(x) for _, x in leaves(t))


def is_aggregate(t) -> bool:
    return t.kind in ("struct", "array")


def check_signature(fn) -> None:
    """Refuse what the convention's implementation here does not cover (naming the function).

    Raises:
        CompileError: varargs, ``inreg``/``inalloca`` parameters, ``byval`` of a size that
        is not whole dwords, more than 32 result VGPRs, ``<N x i1>`` values.
    """
    if re.search(r"\.\.\.\s*\)", fn.header.split("{")[0]):
        raise CompileError(f"@{fn.name} takes a variable argument list (varargs): not "
                           "supported", function=fn.name)
    for a in fn.args:
        for attr in ("inreg", "inalloca", "preallocated", "swifterror"):
            if re.search(rf"\b{attr}\b", a.text):
                raise CompileError(f"parameter {a.ref()} of @{fn.name} is passed '{attr}': "
                                   "not supported with real calls yet", function=fn.name)
    try:
        for a in fn.args:
            value_dwords(a.type)
        r = value_dwords(fn.return_type) if fn.return_type.kind != "void" else 0
    except ValueError as e:
        raise CompileError(f"@{fn.name} passes or returns a value of an unsupported type "
                           f"({e})", function=fn.name) from None
    if r > ARG_VGPRS:
        raise CompileError(f"@{fn.name} returns {r} VGPRs: more than v0-v31 is not "
                           "supported", function=fn.name)


#: where one argument dword goes: ``("v", VGPR index)`` or ``("stack", byte offset)``
STACK_SLOT = 4


def assign(fn, types) -> tuple[list, int]:
    """Where each argument of ``fn`` goes, and the size of its stack area (bytes per lane).

    Returns ``[(dwords, byval)]`` per argument: ``dwords`` a list of ``("v", index)`` or
    ``("stack", offset)`` per dword of :func:`leaves`; ``byval`` ``(offset, size)`` of a
    ``byval`` pointer's copy in the stack area (no VGPR), else None. Dwords go to v0-v30 in
    order (v31 stays the work-item IDs' whether they are passed or not, as in LLVM 22's fixed
    function ABI) and then to the stack, 4-byte aligned from the stack pointer at the call,
    as LLVM 22's CC_AMDGPU_Func assigns them.

    Raises:
        CompileError: a ``byval`` size that is not whole dwords.
    """
    limit = ARG_VGPRS - 1           # v31 is the work-item IDs' (LLVM 22's fixed ABI)
    v, stack, out = 0, 0, []
    for a in fn.args:
        m = re.search(r"\bbyval\((.*?)\)\s", a.text + " ")
        if m:
            size = types.parse(m.group(1)).alloc_size()
            al = re.search(r"\balign (\d+)", a.text)
            align = max(STACK_SLOT, int(al.group(1)) if al else STACK_SLOT)
            if size % STACK_SLOT:
                raise CompileError(f"byval parameter {a.ref()} of @{fn.name} is not whole "
                                   "dwords: not supported", function=fn.name)
            stack = (stack + align - 1) // align * align
            out.append(([], (stack, size)))
            stack += size
            continue
        dwords = []
        for _ in range(value_dwords(a.type)):
            if v < limit:
                dwords.append(("v", v))
                v += 1
            else:
                dwords.append(("stack", stack))
                stack += STACK_SLOT
        out.append((dwords, None))
    return out, stack


# -- the function's side ------------------------------------------------------------------------
def plan_inputs(fn, target, needs: set) -> dict:
    """The ``program.info`` entries of a function (for :mod:`.kernel`'s readers): no kernel
    inputs; the registers it reserves; ``needs``, the implicit inputs it is passed; where
    its private accesses take their offset (0: a private pointer is the whole lane address)
    and its frame slots (the frame pointer)."""
    info = {"inputs": {}, "enables": {}, "user_sgprs": 0, "input_sgprs": 0,
            "workitem_dims": 2, "packed_tid": True, "uses_tid": False,
            "implicit_used": False, "args": [], "explicit_size": 0, "implicit_offset": 0,
            "function_abi": True, "needs": set(needs)}
    reserved = {STACK_POINTER.index, FRAME_POINTER.index}
    if not target.arch_flat_scratch:
        reserved |= set(range(4))
        info["inputs"]["private_segment_buffer"] = PRIVATE_SEGMENT_BUFFER
    info["reserved_sgprs"] = reserved
    info["scratch_soffset"] = Imm(0)
    info["frame_soffset"] = FRAME_POINTER
    return info


__all__ = ["ARG_VGPRS", "IMPLICIT_INPUTS", "agpr_preserved", "check_signature",
           "leaves", "plan_inputs", "preserved", "sgpr_preserved", "stack_unit",
           "value_dwords", "vgpr_preserved"]
