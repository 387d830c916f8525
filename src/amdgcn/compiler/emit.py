"""Assembly text of the compiled module, in llvm-mc's syntax, and its assembly and link.

The text holds, per kernel, the code under ``.text`` with ``.LBB<f>_<b>`` labels, the
``.amdhsa_kernel`` block under ``.rodata`` (AMDGPUUsage: Kernel Descriptor directives), per
function called for real its code alone (``.type f,@function``, no descriptor), and one
``.amdgpu_metadata`` document for the module. :func:`assemble` runs it through our assembler
(:mod:`amdgcn.asm`), ``link=True`` through our linker, as ``llvm-mc`` and ``ld.lld`` would.
"""

from __future__ import annotations

from amdgcn.compiler import globaldata
from amdgcn.compiler.ir import Instr, Label, Program


def instruction_text(i: Instr, fi: int) -> str:
    if i.op == "p_inline_asm":
        return i.mods[0]
    if i.op == "p_pc_address":
        return globaldata.pc_address_text(i)
    parts = []
    for o in i.defs + i.ops:
        parts.append(f".LBB{fi}_{o.block}" if isinstance(o, Label) else str(o))
    s = i.op + (" " + ", ".join(parts) if parts else "")
    if i.mods:
        s += " " + " ".join(i.mods)
    return s


def _symbol_lines(p: Program) -> list:
    """A kernel's symbol is protected and global, 256-aligned (AMDGPUUsage: Kernel
    Descriptor ``kernel_code_entry_byte_offset``); a function's keeps its IR linkage and
    visibility, 4-aligned, as llc writes them."""
    fn = p.function
    if fn is None or fn.is_kernel:
        return [f"\t.protected\t{p.name}", f"\t.globl\t{p.name}", "\t.p2align\t8"]
    head = fn.header.split("@", 1)[0]
    words = head.split()
    if "internal" in words or "private" in words:
        return ["\t.p2align\t2"]
    vis = [f"\t.hidden\t{p.name}"] if "hidden" in words else \
        [f"\t.protected\t{p.name}"] if "protected" in words else []
    return vis + [f"\t.globl\t{p.name}", "\t.p2align\t2"]


def function_text(p: Program, fi: int) -> str:
    lines = ["\t.text", *_symbol_lines(p), f"\t.type\t{p.name},@function", f"{p.name}:"]
    targets = {o.block for i in p.instructions() for o in i.ops if isinstance(o, Label)}
    for b in p.blocks:
        if b.index in targets:
            lines.append(f".LBB{fi}_{b.index}:")
        lines.append(f"; BB{b.index} {b.name}".rstrip())
        for i in b.instrs:
            lines.append("\t" + instruction_text(i, fi))
    lines.append(f".Lfunc_end{fi}:")
    lines.append(f"\t.size\t{p.name}, .Lfunc_end{fi}-{p.name}")
    return "\n".join(lines) + "\n"


def module_text(programs: list, descriptors: list, metadata: str, target_id: str,
                version: int) -> str:
    out = [f'\t.amdgcn_target "amdgcn-amd-amdhsa--{target_id}"',
           f"\t.amdhsa_code_object_version {version}"]
    for fi, (p, desc) in enumerate(zip(programs, descriptors)):
        out.append(function_text(p, fi))
        if desc is not None:        # a kernel's descriptor; functions have none
            out.append("\t.section\t.rodata,\"a\",@progbits\n\t.p2align\t6, 0x0\n" + desc)
    used = sorted({n for p in programs for n in p.info.get("globals_used", ())})
    if used:
        out.append(globaldata.data_text(programs[0].info["module"], used))
    out.append(metadata)
    return "\n".join(out)


def assemble(text: str, mcpu: str, *, link: bool) -> bytes:
    """Object (or linked code object) bytes of ``text`` through amdgcn's assembler."""
    from amdgcn.asm import assemble as _assemble
    return _assemble(text, mcpu=mcpu, link=link, filename="<compiled>")
