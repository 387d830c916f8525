"""A code object written back as one assembly file (``amdgcn objdump --source-out``).

The edit-and-rebuild workflow: the file assembles (``amdgcn as --link`` or ``llvm-mc`` then
``ld.lld -shared``) into a code object with the same code bytes, kernel descriptors and
metadata. It holds, in the order of the code object's sections:

* ``.amdgcn_target`` and ``.amdhsa_code_object_version`` (AMDGPUUsage: Code Object V3 and
  Above Directives);
* every code section as instructions (LLVM's text), undecodable words as ``.long``; every
  direct branch names its target by a label (``.LBB_<address>``), and every
  ``s_getpc_b64 s[N:N+1]`` / ``s_add_u32 sN, sN, lo`` / ``s_addc_u32 sN+1, sN+1, hi`` sequence
  (calls, constants addressed from the pc) is written as LLVM's long branches write it,
  ``(.LBB_<target> - .Lpc_<address>)&4294967295`` and ``... >> 32``, so that adding or removing
  instructions keeps control flow and pc-relative addresses right (``amdgcn as --link``
  resolves them again);
* every other allocated section the linker does not make (``.rodata``, ``.data``, ``.bss``
  ...) as ``.byte`` rows, each kernel descriptor as its ``.amdhsa_kernel`` block (the
  directives ``objdump --kd`` prints);
* the symbols at their offsets with their binding, type, visibility and size; absolute
  symbols as ``.set``;
* the metadata as an ``.amdgpu_metadata`` YAML document (AMDGPUUsage: Code Object Metadata).

Code object V2 (``.amd_kernel_code_t``) is not written: LLVM 22 no longer assembles it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from amdgcn.codeobj import elf as E
from amdgcn.codeobj.codeobject import CodeObject
from amdgcn.codeobj.descriptor import KernelDescriptor, amdhsa_directives
from amdgcn.codeobj.metadata import to_llvm_yaml
from amdgcn.codeobj.notes import NT_AMDGPU_METADATA
from amdgcn.disasm import disassemble_text
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


def _wave64_only(co: CodeObject, kernels: dict) -> bool:
    """A GFX10+ code object whose kernels all run in wave64 mode."""
    return (co.target.info.major >= 10 and bool(kernels)
            and not any(k.descriptor.wavefront_size32 for k in kernels.values()))


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
    kernels = {k.name + ".kd": k for k in co.kernels.values()
               if isinstance(k.descriptor, KernelDescriptor)}
    out = [f'\t.amdgcn_target "{co.target.triple}--{co.target}"',
           f"\t.amdhsa_code_object_version {co.version}"]
    cpu = mcpu or co.target.processor
    if mcpu is None and _wave64_only(co, kernels):
        # no directive sets the wave size: say how to assemble it, and print its code with
        # the wave64 register names (vcc, exec) that llvm-mc -mattr=+wavefrontsize64 takes
        cpu += ":+wavefrontsize64"
        out.insert(0, "; wave64 kernels: assemble with -mattr=+wavefrontsize64")
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
    written = [sec for sec in co.sections if sec.flags & E.SHF.SHF_ALLOC and sec.size
               and sec.type not in _LINKER_TYPES and sec.name not in _LINKER_NAMES]
    syms_of = {sec.index: sorted(by_sec.get(sec.index, []), key=lambda s: (s.value, s.name))
               for sec in written}
    base_of = {sec.index: 0 if co.is_relocatable else sec.addr for sec in written}
    listings = {sec.index: _listing(sec, base_of[sec.index], syms_of[sec.index], kernels, cpu)
                for sec in written if sec.flags & E.SHF.SHF_EXECINSTR}
    refs = _pc_references(co, written, listings, base_of)
    sizes = _size_expressions(syms_of, listings, refs)
    for sec in written:
        base, syms = base_of[sec.index], syms_of[sec.index]
        out.append("")
        out.append(_section_directive(sec))
        if align := _p2align(sec.header.sh_addralign):
            out.append(align)
        out.extend(_symbol_directives(syms, kernels, sizes))
        if sec.index in listings:
            out.extend(_code(sec, base, syms, kernels, cpu, listings[sec.index], refs))
        else:
            out.extend(_data(sec, base, syms, kernels, co, refs.labels.get(sec.index, {})))
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


def _symbol_directives(syms: list, kernels: dict, sizes: dict) -> list[str]:
    """Binding, type, visibility and size of a section's symbols (the ``.kd`` symbols are the
    ``.amdhsa_kernel`` directive's own); ``sizes`` holds the size expressions of functions
    (``.Lend_<address>-name``), which follow edits of the code."""
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
            out.append(f"\t.size\t{s.name}, {sizes.get(s.name, s.size)}")
    return out


def _kernel_block(co: CodeObject, k) -> str:
    """The ``.amdhsa_kernel`` block of ``objdump --kd``, made to assemble to the same
    descriptor: where the target ID has XNACK on or "any", LLVM refuses
    ``.amdhsa_reserve_xnack_mask 0``, so the line is dropped; and ``.amdhsa_next_free_sgpr``
    is lowered by the SGPRs the assembler adds anyway (XNACK_MASK then, FLAT_SCRATCH on
    targets with architected flat scratch), so the granulated SGPR count stays the same."""
    text = amdhsa_directives(k.name, k.descriptor, co.target.info, co.version).rstrip("\n")
    target = co.target
    info = target.info
    xnack_on_or_any = "xnack" in info.features and target.xnack is not False
    drop_xnack = 8 <= info.major < 10 and xnack_on_or_any
    # what the assembler adds to .amdhsa_next_free_sgpr with the reserve_* lines written
    less = info.extra_sgprs(vcc=False, flat=False, xnack=drop_xnack) if info.major < 10 else 0
    count = k.descriptor.user_sgpr_count()
    if count != _implied_user_sgprs(k.descriptor):
        # llvm-objdump leaves the count out (the enables imply it), but clang-22 sets more
        # on GFX11 (USER_SGPR_COUNT 15 with only the kernarg pointer enabled)
        end = text.rindex("\n.end_amdhsa_kernel")
        text = f"{text[:end]}\n\t.amdhsa_user_sgpr_count {count}{text[end:]}"
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


#: user SGPRs each ``kernel_code_properties`` enable takes (AMDGPUUsage: Initial Kernel
#: Execution State, SGPR register initialization order)
_USER_SGPRS = {"ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER": 4, "ENABLE_SGPR_DISPATCH_PTR": 2,
               "ENABLE_SGPR_QUEUE_PTR": 2, "ENABLE_SGPR_KERNARG_SEGMENT_PTR": 2,
               "ENABLE_SGPR_DISPATCH_ID": 2, "ENABLE_SGPR_FLAT_SCRATCH_INIT": 2,
               "ENABLE_SGPR_PRIVATE_SEGMENT_SIZE": 1}


def _implied_user_sgprs(kd) -> int:
    """The USER_SGPR_COUNT the assembler derives from the enables and the preload length."""
    props = kd.properties()
    return (sum(n for name, n in _USER_SGPRS.items() if props[name])
            + kd.preload()["KERNARG_PRELOAD_SPEC_LENGTH"])


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


def _listing(sec, base: int, syms: list, kernels: dict, cpu: str) -> list:
    """``(address, bytes, text, branch target)`` of every instruction of a code section,
    decoding afresh at each symbol (a function's first word is never read as a literal)."""
    labels = _labels_at(syms, kernels)
    cuts = sorted({a for a in labels if base <= a < base + sec.size} | {base, base + sec.size})
    out = []
    for start, end in zip(cuts, cuts[1:]):
        out.extend(disassemble_text(sec.data[start - base:end - base], cpu, start))
    return out


@dataclass
class _References:
    """Labels made for pc-relative operands: ``labels[section index][address]`` lists the
    label names placed there, ``texts[(section index, address)]`` the instruction text that
    names a label instead of a number."""

    relocatable: bool
    labels: dict = field(default_factory=dict)
    texts: dict = field(default_factory=dict)

    def label(self, index: int, address: int, prefix: str = ".LBB") -> str:
        name = f"{prefix}{index}_{address:x}" if self.relocatable else f"{prefix}_{address:x}"
        names = self.labels.setdefault(index, {}).setdefault(address, [])
        if name not in names:
            names.append(name)
        return name


def _with_last_operand(text: str, operand: str) -> str:
    head, sep, _ = text.rpartition(", ")
    if not sep:
        head = text.split(None, 1)[0]
        return f"{head} {operand}"
    return f"{head}, {operand}"


def _pc_references(co: CodeObject, written: list, listings: dict, base_of: dict) -> _References:
    """Branch targets and ``s_getpc_b64``-relative addresses of every code section, as labels
    (see the module docstring). A target that is no instruction start (or, for an address
    from the pc, no place in a section written back) keeps its number."""
    refs = _References(co.is_relocatable)
    starts = {idx: {item[0] for item in items} | {base_of[idx] + _size(co, idx)}
              for idx, items in listings.items()}
    for idx, items in listings.items():
        for k, (address, _raw, text, target) in enumerate(items):
            if target is not None and target in starts[idx]:
                refs.texts[(idx, address)] = _with_last_operand(text, refs.label(idx, target))
            elif not co.is_relocatable and text.startswith("s_getpc_b64 "):
                _getpc_sequence(idx, items, k, written, starts, refs)
    return refs


def _size_expressions(syms_of: dict, listings: dict, refs: _References) -> dict[str, str]:
    """``name -> ".Lend_<address>-name"`` for the sized symbols of code sections whose end is
    an instruction boundary (or the section's end); the end gets that label."""
    out = {}
    for idx, items in listings.items():
        bounds = {item[0] for item in items}
        if items:
            bounds.add(items[-1][0] + len(items[-1][1]))
        for s in syms_of[idx]:
            if s.size and s.value in bounds and s.value + s.size in bounds:
                out[s.name] = f"{refs.label(idx, s.value + s.size, '.Lend')}-{s.name}"
    return out


def _size(co: CodeObject, index: int) -> int:
    return next(sec.size for sec in co.sections if sec.index == index)


_GETPC = re.compile(r"s_getpc_b64 s\[(\d+):(\d+)\]$")
_LITERAL = 0xFF   # the SOP2 source operand code of a literal constant (MI200 ISA 13.1)


def _getpc_sequence(idx: int, items: list, k: int, written: list, starts: dict,
                    refs: _References) -> None:
    """``s_getpc_b64 s[N:N+1]`` at ``items[k]`` followed by ``s_add_u32 sN, sN, lo`` and
    ``s_addc_u32 sN+1, sN+1, hi`` with literal constants: the address it forms gets a label
    and both constants become label differences from a label after the ``s_getpc_b64``."""
    m = _GETPC.match(items[k][2])
    if not m or k + 2 >= len(items):
        return
    lo_reg, hi_reg = int(m.group(1)), int(m.group(2))
    (a_add, raw_add, t_add, _), (a_addc, raw_addc, t_addc, _) = items[k + 1], items[k + 2]
    if not (t_add.startswith(f"s_add_u32 s{lo_reg}, s{lo_reg}, ")
            and t_addc.startswith(f"s_addc_u32 s{hi_reg}, s{hi_reg}, ")
            and len(raw_add) == 8 and len(raw_addc) == 8
            and raw_add[1] == _LITERAL and raw_addc[1] == _LITERAL):
        return
    offset = int.from_bytes(raw_add[4:8] + raw_addc[4:8], "little", signed=True)
    pc = a_add   # s_getpc_b64 gives the address of the next instruction
    target = pc + offset
    where = next((sec.index for sec in written if sec.addr <= target <= sec.addr + sec.size
                  and (sec.index not in starts or target in starts[sec.index])), None)
    if where is None:
        return
    name = refs.label(where, target)
    if where == idx:
        anchor = refs.label(idx, pc, ".Lpc")
        lo, hi = f"({name}-{anchor})&4294967295", f"({name}-{anchor})>>32"
    else:   # another section: a relocation the linker resolves (S + A - P at each literal)
        lo = f"{name}@rel32@lo+{a_add + 4 - pc}"
        hi = f"{name}@rel32@hi+{a_addc + 4 - pc}"
    refs.texts[(idx, a_add)] = _with_last_operand(t_add, lo)
    refs.texts[(idx, a_addc)] = _with_last_operand(t_addc, hi)


def _code(sec, base: int, syms: list, kernels: dict, cpu: str, listing: list,
          refs: _References) -> list[str]:
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
    made = refs.labels.get(sec.index, {})
    out = []
    for address, raw, text, _ in listing:
        # a function's end label before the next function's symbol, its other labels after
        ends = [n for n in made.get(address, ()) if n.startswith(".Lend")]
        out.extend(f"{name}:" for name in ends)
        out.extend(f"{name}:" for name in labels.get(address, ()))
        out.extend(f"{name}:" for name in made.get(address, ()) if name not in ends)
        if not reassembles(raw, text):
            out.append("\t" + _words(raw))
        else:
            out.append("\t" + refs.texts.get((sec.index, address), text))
    end = base + sec.size
    out.extend(f"{name}:" for name in labels.get(end, ()))
    out.extend(f"{name}:" for name in made.get(end, ()))
    return out


def _bytes(data: bytes) -> list[str]:
    return ["\t.byte\t" + ",".join(f"0x{b:02x}" for b in data[i:i + 16])
            for i in range(0, len(data), 16)]


def _data(sec, base: int, syms: list, kernels: dict, co: CodeObject,
          made: dict) -> list[str]:
    labels = _labels_at(syms, kernels)
    for address, names in made.items():
        labels.setdefault(address, []).extend(names)
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
