"""A code object written back as one assembly file (``amdgcn objdump --source-out``).

The edit-and-rebuild workflow: the file assembles (``amdgcn as --link`` or ``llvm-mc`` then
``ld.lld -shared``) into a code object with the same code bytes, kernel descriptors and
metadata. It holds, in the order of the code object's sections:

* ``.amdgcn_target`` and ``.amdhsa_code_object_version`` (AMDGPUUsage: Code Object V3 and
  Above Directives);
* every code section as instructions (LLVM's text; branches keep their numeric offsets, so
  they assemble to the same words), undecodable words as ``.long``;
* every other allocated section the linker does not make (``.rodata``, ``.data``, ``.bss``
  ...) as ``.byte`` rows, each kernel descriptor as its ``.amdhsa_kernel`` block (the
  directives ``objdump --kd`` prints);
* the symbols at their offsets with their binding, type, visibility and size; absolute
  symbols as ``.set``;
* the metadata as an ``.amdgpu_metadata`` YAML document (AMDGPUUsage: Code Object Metadata).

Code object V2 (``.amd_kernel_code_t``) is not written: LLVM 22 no longer assembles it.
"""

from __future__ import annotations

import importlib

from amdgcn.codeobj import elf as E
from amdgcn.codeobj.codeobject import CodeObject
from amdgcn.codeobj.notes import NT_AMDGPU_METADATA
from amdgcn.codeobj.descriptor import KernelDescriptor, amdhsa_directives
from amdgcn.codeobj.metadata import to_llvm_yaml
from amdgcn.errors import AmdgcnError, CodeObjectError
from amdgcn.isa.core import EncodeContext, isa_for


#: sections the linker makes: never written back
_LINKER_TYPES = (E.SHT.SHT_NOTE, E.SHT.SHT_DYNAMIC, E.SHT.SHT_DYNSYM, E.SHT.SHT_HASH,
                 E.SHT.SHT_GNU_HASH, E.SHT.SHT_STRTAB, E.SHT.SHT_RELA, E.SHT.SHT_REL)
_LINKER_NAMES = (".relro_padding",)
_TYPE_NAMES = {E.STT.STT_FUNC: "@function", E.STT.STT_OBJECT: "@object"}
_VISIBILITY = {1: ".internal", 2: ".hidden", 3: ".protected"}


def _section_directive(sec) -> str:
    if sec.name in (".text", ".data", ".bss", ".rodata"):
        return f"\t{sec.name}" if sec.name != ".rodata" else "\t.section\t.rodata,\"a\",@progbits"
    flags = "a" + ("w" if sec.flags & E.SHF.SHF_WRITE else "") + \
        ("x" if sec.flags & E.SHF.SHF_EXECINSTR else "")
    kind = "@nobits" if sec.type == E.SHT.SHT_NOBITS else "@progbits"
    return f'\t.section\t{sec.name},"{flags}",{kind}'


def _p2align(align: int) -> str:
    return f"\t.p2align\t{max(align, 1).bit_length() - 1}" if align > 1 else ""


def format_source(co: CodeObject, *, mcpu: str | None = None) -> str:
    """The assembly file that rebuilds ``co`` (see the module docstring).

    Raises:
        CodeObjectError: a code object V2, or a kernel descriptor that cannot be decoded.
    """
    if co.version < 3:
        raise CodeObjectError("code object V2 cannot be written as source (LLVM 22 no longer "
                              "assembles .amd_kernel_code_t)")
    disassemble = importlib.import_module("amdgcn.disasm").disassemble_text
    cpu = mcpu or co.target.processor
    kernels = {k.name + ".kd": k for k in co.kernels.values()
               if isinstance(k.descriptor, KernelDescriptor)}
    out = [f'\t.amdgcn_target "{co.target.triple}--{co.target}"',
           f"\t.amdhsa_code_object_version {co.version}"]
    by_sec: dict[int, list] = {}
    for s in co.symbols:
        if not s.name or s.type in (E.STT.STT_SECTION, E.STT.STT_FILE):
            continue
        if s.shndx == E.SHN_ABS:
            out.append(f"\t.set\t{s.name}, {s.value}")
            if s.bind != E.STB.STB_LOCAL:
                out.append(f"\t.globl\t{s.name}")
        elif 0 < s.shndx < E.SHN_LORESERVE:
            by_sec.setdefault(s.shndx, []).append(s)
    for sec in co.sections:
        if not sec.flags & E.SHF.SHF_ALLOC or sec.type in _LINKER_TYPES or \
                sec.name in _LINKER_NAMES or not sec.size:
            continue
        base = 0 if co.is_relocatable else sec.addr
        syms = sorted(by_sec.get(sec.index, []), key=lambda s: (s.value, s.name))
        out.append("")
        out.append(_section_directive(sec))
        if align := _p2align(sec.header.sh_addralign):
            out.append(align)
        out.extend(_symbol_directives(syms, kernels))
        if sec.flags & E.SHF.SHF_EXECINSTR:
            out.extend(_code(sec, base, syms, kernels, cpu, disassemble))
        else:
            out.extend(_data(sec, base, syms, kernels, co))
    meta_notes = [n for n in co.notes if n.name == "AMDGPU" and n.type == NT_AMDGPU_METADATA]
    if len(meta_notes) == 1:
        out += ["", "\t.amdgpu_metadata", to_llvm_yaml(co.metadata).rstrip("\n"),
                "\t.end_amdgpu_metadata"]
    elif meta_notes:   # several objects linked: one document would not give the same notes
        for sec in co.sections:
            if sec.type == E.SHT.SHT_NOTE and sec.flags & E.SHF.SHF_ALLOC:
                out += ["", f'\t.section\t{sec.name},"a",@note', "\t.p2align\t2",
                        *_bytes(sec.data)]
    return "\n".join(out) + "\n"


def _symbol_directives(syms: list, kernels: dict) -> list[str]:
    """Binding, type, visibility and size of a section's symbols (the ``.kd`` symbols are the
    ``.amdhsa_kernel`` directive's own)."""
    out = []
    for s in syms:
        if s.name in kernels:
            continue
        if s.bind == E.STB.STB_GLOBAL:
            out.append(f"\t.globl\t{s.name}")
        elif s.bind == E.STB.STB_WEAK:
            out.append(f"\t.weak\t{s.name}")
        if s.type in _TYPE_NAMES:
            out.append(f"\t.type\t{s.name},{_TYPE_NAMES[s.type]}")
        if s.visibility in _VISIBILITY:
            out.append(f"\t{_VISIBILITY[s.visibility]}\t{s.name}")
        if s.size:
            out.append(f"\t.size\t{s.name}, {s.size}")
    return out


def _kernel_block(co: CodeObject, k) -> str:
    """The ``.amdhsa_kernel`` block of ``objdump --kd``, made to assemble to the same
    descriptor: where the target ID has XNACK on or "any", LLVM refuses
    ``.amdhsa_reserve_xnack_mask 0``, so the line is dropped; and ``.amdhsa_next_free_sgpr``
    is lowered by the SGPRs the assembler adds anyway (XNACK_MASK then, FLAT_SCRATCH on
    targets with architected flat scratch), so the granulated SGPR count stays the same."""
    from amdgcn.asm.amdhsa import extra_sgprs
    from amdgcn.asm.targetinfo import AsmTarget
    text = amdhsa_directives(k.name, k.descriptor, co.target.info, co.version).rstrip("\n")
    t = AsmTarget.create(str(co.target), triple=co.target.triple)
    drop_xnack = 8 <= t.major < 10 and t.xnack_on_or_any
    # what the assembler adds to .amdhsa_next_free_sgpr with the reserve_* lines written
    less = extra_sgprs(t, vcc=False, flat=False, xnack=drop_xnack) if t.major < 10 else 0
    if not less and not drop_xnack:
        return text
    lines = []
    for line in text.split("\n"):
        word = line.split()
        if drop_xnack and word and word[0] == ".amdhsa_reserve_xnack_mask":
            continue
        if word and word[0] == ".amdhsa_next_free_sgpr":
            line = f"\t.amdhsa_next_free_sgpr {max(int(word[1]) - less, 0)}"
        lines.append(line)
    return "\n".join(lines)


def _labels_at(syms: list, kernels: dict) -> dict[int, list[str]]:
    at: dict[int, list[str]] = {}
    for s in syms:
        if s.name not in kernels:
            at.setdefault(s.value, []).append(s.name)
    return at


def _words(raw: bytes) -> str:
    """Bytes that LLVM's text would not give back, as data (``.long``, ``.byte`` for a tail)."""
    n = len(raw) // 4 * 4
    parts = [f".long 0x{int.from_bytes(raw[i:i + 4], 'little'):08x}" for i in range(0, n, 4)]
    if n < len(raw):
        parts.append(".byte " + ", ".join(f"0x{b:02x}" for b in raw[n:]))
    return "\n\t".join(parts)


def _code(sec, base: int, syms: list, kernels: dict, cpu: str, disassemble) -> list[str]:
    isa = isa_for(cpu)
    checked: dict[tuple[bytes, str], bool] = {}

    def reassembles(raw: bytes, text: str) -> bool:
        """Whether the text assembles to ``raw`` (not so for words that decode to what LLVM
        cannot assemble, such as ``v_cndmask_b32_e32 v0, s0, v0, vcc`` from zeros)."""
        key = (raw, text)
        ok = checked.get(key)
        if ok is None:
            try:
                ok = isa.encode(isa.parse(text), EncodeContext()) == raw
            except AmdgcnError:
                ok = False
            checked[key] = ok
        return ok

    labels = _labels_at(syms, kernels)
    cuts = sorted({a for a in labels if base <= a < base + sec.size} | {base, base + sec.size})
    out = []
    for start, end in zip(cuts, cuts[1:]):
        out.extend(f"{name}:" for name in labels.get(start, ()))
        for _, raw, text, _ in disassemble(sec.data[start - base:end - base], cpu, start):
            out.append("\t" + (text if reassembles(raw, text) else _words(raw)))
    out.extend(f"{name}:" for name in labels.get(base + sec.size, ()))
    return out


def _bytes(data: bytes) -> list[str]:
    return ["\t.byte\t" + ",".join(f"0x{b:02x}" for b in data[i:i + 16])
            for i in range(0, len(data), 16)]


def _data(sec, base: int, syms: list, kernels: dict, co: CodeObject) -> list[str]:
    labels = _labels_at(syms, kernels)
    kds = {s.value: kernels[s.name] for s in syms if s.name in kernels}
    nobits = sec.type == E.SHT.SHT_NOBITS
    cuts = sorted({a for a in list(labels) + list(kds) if base <= a < base + sec.size}
                  | {base, base + sec.size})
    out = []
    for start, end in zip(cuts, cuts[1:]):
        out.extend(f"{name}:" for name in labels.get(start, ()))
        if start in kds:
            k = kds[start]
            out.append(_kernel_block(co, k))
            out.append(_section_directive(sec))   # the block leaves the section as it was
            start += 64
            if start >= end:
                continue
        if nobits:
            out.append(f"\t.zero\t{end - start}")
        else:
            out.extend(_bytes(sec.data[start - base:end - base]))
    out.extend(f"{name}:" for name in labels.get(base + sec.size, ()))
    return out


__all__ = ["format_source"]
