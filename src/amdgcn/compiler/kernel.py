"""The kernel's interface: input registers, argument loads, descriptor and V5 metadata.

* Input registers (AMDGPUUsage: Initial Kernel Execution State): user SGPRs in the guide's
  order (private segment buffer, dispatch ptr, queue ptr, kernarg segment ptr, ...), then the
  system SGPRs (work-group IDs x, y, z); work-item IDs in v0 (packed 10-bit fields on gfx90a
  and gfx942), or v0/v1/v2.
* Kernel arguments (AMDGPUUsage: Kernel Argument): explicit arguments at their natural
  alignment, loaded with SMEM at the start of the kernel; the hidden arguments of code object
  V5 follow at an 8-byte aligned offset when the kernel reads ``implicitarg.ptr``.
* The ``.amdhsa_kernel`` block (AMDGPUUsage: Kernel Descriptor) and the ``.amdgpu_metadata``
  document (AMDGPUUsage: Code Object V5 Metadata) as assembly text.
"""

from __future__ import annotations

import re

from amdgcn.compiler import callconv
from amdgcn.compiler import frontend as fe
from amdgcn.compiler.ir import Imm, Reg, RegClass, sgpr, vgpr
from amdgcn.errors import CompileError

#: V5 hidden arguments always present when the implicit arguments are used:
#: (offset from the implicit start, size, value kind)
HIDDEN_V5 = [(0, 4, "hidden_block_count_x"), (4, 4, "hidden_block_count_y"),
             (8, 4, "hidden_block_count_z"), (12, 2, "hidden_group_size_x"),
             (14, 2, "hidden_group_size_y"), (16, 2, "hidden_group_size_z"),
             (18, 2, "hidden_remainder_x"), (20, 2, "hidden_remainder_y"),
             (22, 2, "hidden_remainder_z"), (40, 8, "hidden_global_offset_x"),
             (48, 8, "hidden_global_offset_y"), (56, 8, "hidden_global_offset_z"),
             (64, 2, "hidden_grid_dims")]
#: hidden arguments present unless the function attribute says they are not needed
HIDDEN_OPTIONAL = [(80, 8, "hidden_hostcall_buffer", "amdgpu-no-hostcall-ptr"),
                   (88, 8, "hidden_multigrid_sync_arg", "amdgpu-no-multigrid-sync-arg"),
                   (96, 8, "hidden_heap_v1", "amdgpu-no-heap-ptr"),
                   (104, 8, "hidden_default_queue", "amdgpu-no-default-queue"),
                   (112, 8, "hidden_completion_action", "amdgpu-no-completion-action")]
IMPLICIT_BYTES = 256
ADDRSPACE_NAMES = {0: "generic", 1: "global", 3: "local", 4: "constant", 5: "private"}


def _uses_own(fn: fe.Function, prefix: str) -> bool:
    return any(i.opcode == "call" and (i.callee or "").startswith(prefix)
               for b in fn.blocks for i in b.insts)


def plan_inputs(fn: fe.Function, target, types, *, needs=frozenset(), calls: bool = False,
                casts_private: bool = False) -> dict:
    """Which input registers the kernel enables and where they land.

    ``needs`` are the intrinsics the functions it calls read (their inputs are enabled too),
    ``calls`` whether it makes real calls (scratch and the stack pointer, AMDGPUUsage: Kernel
    Prolog), ``casts_private`` whether it or a callee makes generic pointers to private
    memory (FLAT_SCRATCH).

    Returns a dict with ``inputs`` (name -> fixed register), ``user_sgprs``, the enables
    for the descriptor, ``workitem_dims``, ``packed_tid`` and ``implicit_offset``.
    """
    def _uses(fn, prefix):
        return _uses_own(fn, prefix) or any(n.startswith(prefix) for n in needs)

    info = {"inputs": {}, "enables": {}, "has_calls": calls}
    n = 0
    arch = target.arch_flat_scratch
    if not arch:
        info["enables"]["user_sgpr_private_segment_buffer"] = 1
        info["inputs"]["private_segment_buffer"] = sgpr(0, 4)
        n = 4
    if _uses(fn, "llvm.amdgcn.dispatch.ptr"):
        info["inputs"]["dispatch_ptr"] = sgpr(n, 2)
        info["enables"]["user_sgpr_dispatch_ptr"] = 1
        n += 2
    info["inputs"]["kernarg"] = sgpr(n, 2)
    info["enables"]["user_sgpr_kernarg_segment_ptr"] = 1
    n += 2
    frame, size = frame_layout(fn)
    if (size or calls) and (_casts_private(fn) or casts_private) and not arch:
        # generic pointers into the private segment go through FLAT_SCRATCH
        info["inputs"]["flat_scratch_init"] = sgpr(n, 2)
        info["enables"]["user_sgpr_flat_scratch_init"] = 1
        n += 2
    info["user_sgprs"] = n
    for d in "xyz":
        used = _uses(fn, f"llvm.amdgcn.workgroup.id.{d}")
        if used or d == "x":
            info["inputs"][f"wg_{d}"] = sgpr(n)
            info["enables"][f"system_sgpr_workgroup_id_{d}"] = 1
            n += 1
    info["frame"], info["scratch_size"] = frame, size
    if (size or calls) and arch:
        info["enables"]["enable_private_segment"] = 1   # FLAT_SCRATCH is the wave's base
    elif size or calls:
        info["inputs"]["wave_offset"] = sgpr(n)
        info["enables"]["system_sgpr_private_segment_wavefront_offset"] = 1
        n += 1
    info["input_sgprs"] = n
    if calls:
        info["reserved_sgprs"] = {callconv.STACK_POINTER.index}
        if not arch:
            # the prolog points s[0:3] at the wave's scratch (amdgcn.compiler.frame)
            info["scratch_soffset"] = info["frame_soffset"] = Imm(0)
    dims = 0
    for k, d in enumerate("xyz"):
        if _uses(fn, f"llvm.amdgcn.workitem.id.{d}"):
            dims = max(dims, k)
    info["workitem_dims"] = dims
    info["packed_tid"] = target.packed_tid
    info["uses_tid"] = any(_uses(fn, f"llvm.amdgcn.workitem.id.{d}") for d in "xyz")
    info["implicit_used"] = _uses(fn, "llvm.amdgcn.implicitarg.ptr")
    info["tid_for_calls"] = any(n.startswith("llvm.amdgcn.workitem.id.") for n in needs)
    layout, end = arg_layout(fn, types)
    info["args"] = layout
    info["explicit_size"] = end
    info["implicit_offset"] = (end + 7) // 8 * 8
    return info


def _casts_private(fn: fe.Function) -> bool:
    return any(i.opcode == "addrspacecast" and 5 in (i.type.addrspace,
                                                       i.operands[0].type.addrspace)
               for b in fn.blocks for i in b.insts)


def frame_layout(fn: fe.Function) -> tuple[dict, int]:
    """Scratch offsets of the static allocas (``id(alloca) -> byte offset``) and the frame
    size per lane (AMDGPUUsage: Private Segment Buffer; no stack pointer yet).

    Raises:
        CompileError: an alloca of a variable size.
    """
    off = 0
    frame = {}
    for b in fn.blocks:
        for i in b.insts:
            if i.opcode != "alloca":
                continue
            count = i.operands[0] if i.operands else None
            if count is not None and not isinstance(count, fe.Constant):
                raise CompileError("alloca of a variable size is not supported yet", inst=i)
            n = (count.value or 1) if count is not None else 1
            al = max(i.align or 1, 4)
            off = (off + al - 1) // al * al
            frame[id(i)] = off
            off += max(4, i.source_type.alloc_size() * n)
    return frame, (off + 3) // 4 * 4


def arg_layout(fn: fe.Function, types) -> tuple[list, int]:
    """``[(arg, offset, size, align, byref type)]`` of the explicit arguments, and their end."""
    off = 0
    out = []
    for a in fn.args:
        byref = None
        m = re.search(r"\bbyref\((.*?)\)\s", a.text + " ")
        t = a.type
        if m:
            try:
                byref = types.parse(m.group(1))
            except (ValueError, KeyError):
                raise CompileError(f"unsupported byref argument '{a.text}'",
                                   function=fn.name) from None
            size, align = byref.alloc_size(), byref.align()
            al = re.search(r"\balign (\d+)", a.text)
            if al:
                align = max(align, int(al.group(1)))
        else:
            size, align = t.store_size(), t.align()
            if t.kind == "int" and t.bits < 32:
                size, align = (t.bits + 7) // 8, (t.bits + 7) // 8
        off = (off + align - 1) // align * align
        out.append((a, off, size, align, byref))
        off += size
    return out, off


def _inputs_for_calls(sel) -> None:
    """Copy the input registers read after the entry into temporaries (calls clobber
    s4-s31 and v0-v31): the segment pointers, work-group IDs and work-item IDs, these last
    also packed as a function's v31 expects them (AMDGPUUsage: Work-item implicit
    argument layout)."""
    info = sel.p.info
    for key in ("kernarg", "dispatch_ptr", "wg_x", "wg_y", "wg_z"):
        reg = info["inputs"].get(key)
        if reg is not None:
            t = sel.p.temp(RegClass("s", reg.size), key)
            sel.emit("p_copy", [t], [reg])
            info["inputs"][key] = t
    if not (info["uses_tid"] or info["tid_for_calls"]):
        return
    if info["packed_tid"]:
        t = sel.tmp("v")
        sel.emit("p_copy", [t], [vgpr(0)])
        info["tid_packed_value"] = t
        return
    ids = {}
    for d in range(info["workitem_dims"] + 1):
        ids[d] = sel.tmp("v")
        sel.emit("p_copy", [ids[d]], [vgpr(d)])
    info["tid_values"] = ids
    packed = ids[0]
    for d in range(1, len(ids)):
        nxt = sel.tmp("v")
        sel.emit("v_lshl_or_b32", [nxt], [ids[d], Imm(10 * d), packed])
        packed = nxt
    info["tid_packed_value"] = packed


def entry(sel) -> None:
    """Load the used explicit arguments with SMEM at the kernel's entry (after copying the
    inputs that calls would clobber)."""
    info = sel.p.info
    if info.get("has_calls"):
        _inputs_for_calls(sel)
    kern = info["inputs"]["kernarg"]
    if "flat_scratch_init" in info["inputs"]:
        fsi, wave = info["inputs"]["flat_scratch_init"], info["inputs"]["wave_offset"]
        sel.emit("s_add_u32", [Reg("special", name="flat_scratch_lo")], [fsi.part(0), wave])
        sel.emit("s_addc_u32", [Reg("special", name="flat_scratch_hi")], [fsi.part(1), Imm(0)])
    used = _used_values(sel.fn)
    for a, off, size, align, byref in info["args"]:
        if byref is not None:
            sel.known_base[id(a)] = (kern, off, align)
            k = sel.p.temp(RegClass("s", 2))
            sel.emit("p_copy", [k], [kern])
            from amdgcn.compiler.isel.alu import binop64
            sel.set(a, binop64(sel, "add", k, Imm(off, "i64"), True))
            continue
        if id(a) not in used:
            continue
        sel.set(a, load_kernarg(sel, kern, off, size, a.type))


def load_kernarg(sel, kern, off: int, size: int, t):
    from amdgcn.compiler.isel.memory import SMEM_SIZES
    if size < 4:
        d = sel.p.temp(RegClass("s", 1))
        sel.emit("s_load_dword", [d], [kern, Imm(off & ~3)])
        if off & 3:
            d = sel.salu("s_lshr_b32", [d, Imm((off & 3) * 8)])
        return d
    n = (size + 3) // 4
    if n * 4 in SMEM_SIZES and off % 4 == 0:
        d = sel.p.temp(RegClass("s", n))
        sel.emit(SMEM_SIZES[n * 4], [d], [kern, Imm(off)])
        return d
    parts = []
    for k in range(n):
        p = sel.p.temp(RegClass("s", 1))
        sel.emit("s_load_dword", [p], [kern, Imm(off + 4 * k)])
        parts.append(p)
    return sel.vec(parts, "s")


def _used_values(fn: fe.Function) -> set:
    return {id(o) for b in fn.blocks for i in b.insts for o in i.operands}


# -- descriptor and metadata ------------------------------------------------------------------
def register_counts(program) -> dict:
    """Highest SGPR/VGPR used (+1), and whether VCC is used."""
    from amdgcn.compiler.ir import Mod
    s = program.info.get("input_sgprs", 0)
    v = (1 if program.target.packed_tid else program.info["workitem_dims"] + 1) \
        if program.info.get("uses_tid") else 0
    vcc = False
    agpr = 0
    for i in program.instructions():
        for o in i.defs + i.ops:
            if isinstance(o, Mod):
                o = o.inner
            if isinstance(o, Reg):
                if o.file == "s":
                    s = max(s, o.index + o.size)
                elif o.file == "v":
                    v = max(v, o.index + o.size)
                elif o.file == "a":
                    agpr = max(agpr, o.index + o.size)
                elif o.name.startswith("vcc"):
                    vcc = True
    return {"sgpr": s, "vgpr": max(v, 1), "vcc": vcc, "agpr": agpr}


#: FLOAT_DENORM_MODE values of the MODE register (MI200 ISA 3.7; AMDGPUUsage: Kernel Descriptor)
DENORM_FLUSH_SRC_DST, DENORM_FLUSH_NONE = 0, 3


def denorm_mode(attrs: dict, key: str) -> int:
    """The descriptor's denormal mode from LLVM's ``denormal-fp-math[-f32]`` attribute
    (``preserve-sign``/``positive-zero`` flush; ``ieee``, the default, keeps denormals;
    the f32 attribute falls back to the general one)."""
    value = attrs.get(key)
    if value is None and key == "denormal-fp-math-f32":
        value = attrs.get("denormal-fp-math")
    if value and value.split(",")[0] in ("preserve-sign", "positive-zero"):
        return DENORM_FLUSH_SRC_DST
    return DENORM_FLUSH_NONE


def descriptor_text(program, counts: dict) -> str:
    info = program.info
    en = info["enables"]
    vg = counts["vgpr"]
    if not program.target.has_accum_offset:
        vg = max(vg, counts.get("agpr", 0))    # gfx908: AGPRs are a file of the same size
    accum = max(4, (vg + 3) // 4 * 4)
    if program.target.has_accum_offset and counts.get("agpr"):
        vg = accum + counts["agpr"]             # gfx90a/gfx942: AGPRs after accum_offset
    lines = [f"\t.amdhsa_kernel {program.name}",
             f"\t\t.amdhsa_group_segment_fixed_size {info.get('lds_size', 0)}",
             f"\t\t.amdhsa_private_segment_fixed_size {info.get('scratch_size', 0)}",
             f"\t\t.amdhsa_kernarg_size {info['kernarg_size']}",
             f"\t\t.amdhsa_user_sgpr_count {info['user_sgprs']}"]
    arch = program.target.arch_flat_scratch
    for key in ("user_sgpr_private_segment_buffer", "user_sgpr_dispatch_ptr",
                "user_sgpr_kernarg_segment_ptr", "user_sgpr_flat_scratch_init"):
        if not (arch and key in ("user_sgpr_private_segment_buffer",
                                 "user_sgpr_flat_scratch_init")):
            lines.append(f"\t\t.amdhsa_{key} {en.get(key, 0)}")
    if info.get("dynamic_stack"):
        # the kernel reaches recursion: its stack size is not known (code object V5+)
        lines.append("\t\t.amdhsa_uses_dynamic_stack 1")
    key = "enable_private_segment" if arch else "system_sgpr_private_segment_wavefront_offset"
    lines.append(f"\t\t.amdhsa_{key} {en.get(key, 0)}")
    for d in "xyz":
        lines.append(f"\t\t.amdhsa_system_sgpr_workgroup_id_{d} "
                     f"{en.get(f'system_sgpr_workgroup_id_{d}', 0)}")
    lines += [f"\t\t.amdhsa_system_vgpr_workitem_id {info['workitem_dims']}",
              f"\t\t.amdhsa_next_free_vgpr {vg}",
              f"\t\t.amdhsa_next_free_sgpr {counts['sgpr']}"]
    if program.target.has_accum_offset:
        lines.append(f"\t\t.amdhsa_accum_offset {accum}")
    attrs = program.function.attrs if program.function is not None else {}
    lines += [f"\t\t.amdhsa_float_denorm_mode_32 {denorm_mode(attrs, 'denormal-fp-math-f32')}",
              f"\t\t.amdhsa_float_denorm_mode_16_64 {denorm_mode(attrs, 'denormal-fp-math')}",
              f"\t\t.amdhsa_reserve_vcc {1 if counts['vcc'] else 0}",
              "\t.end_amdhsa_kernel"]
    if not arch:
        lines.insert(-1, "\t\t.amdhsa_reserve_flat_scratch "
                     f"{1 if en.get('user_sgpr_flat_scratch_init') else 0}")
    return "\n".join(lines) + "\n"


def _yaml_str(s: str) -> str:
    if re.fullmatch(r"[A-Za-z_][\w ]*", s) and s not in ("true", "false", "null"):
        return s
    return "'" + s.replace("'", "''") + "'"


def metadata_args(program, module: fe.Module) -> tuple[list, int]:
    """The ``.args`` entries (as lists of ``key: value`` lines) and the kernarg size."""
    fn = program.function
    info = program.info
    md = fn.metadata
    mt = module.text
    types = mt.strings(md["kernel_arg_type"]) if "kernel_arg_type" in md else []
    quals = mt.strings(md["kernel_arg_type_qual"]) if "kernel_arg_type_qual" in md else []
    access = mt.strings(md["kernel_arg_access_qual"]) if "kernel_arg_access_qual" in md else []
    names = mt.strings(md["kernel_arg_name"]) if "kernel_arg_name" in md else []
    out = []
    for k, (a, off, size, align, byref) in enumerate(info["args"]):
        e = {}
        t = a.type
        if t.kind == "ptr" and byref is None:
            if t.addrspace == 3:
                e[".address_space"] = "local"
                pal = re.search(r"\balign (\d+)", a.text)
                e[".pointee_align"] = pal.group(1) if pal else "1"
                e[".value_kind"] = "dynamic_shared_pointer"
            else:
                e[".address_space"] = ADDRSPACE_NAMES.get(t.addrspace, "generic")
                e[".value_kind"] = "global_buffer"
        else:
            e[".value_kind"] = "by_value"
        q = quals[k] if k < len(quals) else ""
        if "const" in q.split() and t.kind == "ptr" and byref is None:
            e[".is_const"] = "true"
        if "restrict" in q.split():
            e[".is_restrict"] = "true"
        if "volatile" in q.split():
            e[".is_volatile"] = "true"
        if k < len(access) and access[k] not in ("none", ""):
            e[".access"] = access[k]
        if k < len(names) and names[k]:
            e[".name"] = _yaml_str(names[k])
        e[".offset"] = str(off)
        e[".size"] = str(size)
        if k < len(types) and types[k]:
            e[".type_name"] = _yaml_str(types[k])
        out.append(e)
    size = info["explicit_size"]
    if info["implicit_used"]:
        base = info["implicit_offset"]
        for off, n, kind in HIDDEN_V5:
            out.append({".offset": str(base + off), ".size": str(n), ".value_kind": kind})
        for off, n, kind, attr in HIDDEN_OPTIONAL:
            if attr not in fn.attrs:
                out.append({".offset": str(base + off), ".size": str(n), ".value_kind": kind})
        size = base + IMPLICIT_BYTES
    return out, size


def metadata_text(programs: list, module: fe.Module, version: int) -> str:
    """The ``.amdgpu_metadata`` block of the module's kernels (YAML, as llc writes it)."""
    lines = ["\t.amdgpu_metadata", "---", "amdhsa.kernels:"]
    for p in programs:
        fn = p.function
        counts = p.info["counts"]
        lines.append("  - .args:")
        for e in p.info["md_args"]:
            first = True
            for k in sorted(e):
                lines.append(("      - " if first else "        ") + f"{k}: {e[k]}")
                first = False
        if not p.info["md_args"]:
            lines[-1] = "  - .args:           []"
        lines.append(f"    .group_segment_fixed_size: {p.info.get('lds_size', 0)}")
        lines.append("    .kernarg_segment_align: 8")
        lines.append(f"    .kernarg_segment_size: {p.info['kernarg_size']}")
        lines.append("    .language:       OpenCL C")
        lines.append("    .language_version:\n      - 2\n      - 0")
        wg = fn.attrs.get("amdgpu-flat-work-group-size", "1,1024")
        lines.append(f"    .max_flat_workgroup_size: {wg.split(',')[1]}")
        lines.append(f"    .name:           {p.name}")
        lines.append(f"    .private_segment_fixed_size: {p.info.get('scratch_size', 0)}")
        lines.append(f"    .sgpr_count:     {counts['sgpr'] + (2 if counts['vcc'] else 0)}")
        spills = p.info.get("spills", {})
        lines.append(f"    .sgpr_spill_count: {spills.get('s', 0)}")
        lines.append(f"    .symbol:         {p.name}.kd")
        lines.append("    .uses_dynamic_stack: "
                     + ("true" if p.info.get("dynamic_stack") else "false"))
        lines.append(f"    .vgpr_count:     {counts['vgpr']}")
        if counts.get("agpr"):
            lines.append(f"    .agpr_count:     {counts['agpr']}")
        lines.append(f"    .vgpr_spill_count: {spills.get('v', 0)}")
        lines.append("    .wavefront_size: 64")
        reqd = fn.metadata.get("reqd_work_group_size")
        if reqd:
            vals = module.text.ints(reqd)
            lines.append("    .reqd_workgroup_size:\n" + "\n".join(f"      - {v}" for v in vals))
    lines.append("amdhsa.target:   amdgcn-amd-amdhsa--" + programs[0].target.name
                 if programs else "amdhsa.target:   amdgcn-amd-amdhsa--gfx90a")
    lines.append("amdhsa.version:\n  - 1\n  - " + ("2" if version >= 5 else "1"))
    lines.append("...")
    lines.append("\t.end_amdgpu_metadata")
    return "\n".join(lines) + "\n"
