"""Listings of a code object in the layout of ``llvm-objdump`` (``-d`` and the descriptors).

``format_kernel_descriptors`` prints each ``NAME.kd`` as the ``.amdhsa_kernel`` block that
``llvm-objdump -D --section=.rodata`` prints; ``format_disassembly`` prints the executable
sections as ``llvm-objdump -d`` does, with the instruction decoder of :mod:`amdgcn.disasm`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from amdgcn.codeobj import elf as E
from amdgcn.codeobj.codeobject import CodeObject
from amdgcn.codeobj.descriptor import KernelDescriptor, amdhsa_directives
from amdgcn.errors import CodeObjectError, NotImplementedYet

#: Column (after the leading tab) where the ``// ADDR: WORDS`` comment starts.
_COMMENT_COLUMN = 59


def file_banner(name: str, section: str) -> str:
    """The ``FILE:\\tfile format elf64-amdgpu`` banner and the section heading."""
    return f"\n{name}:\tfile format elf64-amdgpu\n\nDisassembly of section {section}:\n"


def format_kernel_descriptors(co: CodeObject, filename: str) -> str:
    """Every kernel descriptor as llvm-objdump prints it (address, label, directives)."""
    out = [file_banner(filename, ".rodata")]
    kds = sorted((k for k in co.kernels.values() if isinstance(k.descriptor, KernelDescriptor)),
                 key=lambda k: k.descriptor_address)
    for k in kds:
        out.append(f"\n{k.descriptor_address:016x} <{k.name}.kd>:\n")
        try:
            out.append(amdhsa_directives(k.name, k.descriptor, co.target.info, co.version))
        except CodeObjectError as exc:
            out.append(f"; error decoding {k.name}.kd: {exc}\n")
    return "".join(out)


def _disassembler() -> Callable:
    try:
        mod = importlib.import_module("amdgcn.disasm")
        return mod.disassemble_text
    except (ImportError, AttributeError):
        raise NotImplementedYet("disassembler not yet available (amdgcn.disasm)") from None


def _labels(co: CodeObject, sec: E.Section) -> list[tuple[int, str]]:
    """``(address, name)`` of the symbols that start code in ``sec``, by address."""
    seen: dict[int, str] = {}
    for s in co.symbols:
        if s.shndx != sec.index or s.type == E.STT.STT_SECTION or not s.name:
            continue
        seen.setdefault(s.value, s.name)
    return sorted(seen.items())


def _label_of(labels: list[tuple[int, str]], address: int) -> str:
    best = None
    for addr, name in labels:
        if addr <= address:
            best = (addr, name)
        else:
            break
    if best is None:
        return ""
    off = address - best[0]
    return f" <{best[1]}+0x{off:x}>" if off else f" <{best[1]}>"


def format_instruction(inst, labels: list[tuple[int, str]], cache: dict | None = None) -> str:
    """One ``\\tTEXT  // ADDR: WORDS [<label>]`` line for an ``(address, bytes, text,
    target)`` tuple (see :func:`amdgcn.disasm.disassemble_text`)."""
    address, raw, text, target = inst
    parts = cache.get((raw, text)) if cache is not None else None
    if parts is None:
        pad = " " * (_COMMENT_COLUMN - len(text)) if len(text) < _COMMENT_COLUMN else " "
        words = " ".join(f"{int.from_bytes(raw[i:i + 4], 'little'):08X}"
                         for i in range(0, len(raw), 4))
        parts = (f"\t{text}{pad}// ", f": {words}")
        if cache is not None:
            cache[(raw, text)] = parts
    line = f"{parts[0]}{address:012X}{parts[1]}"
    if target is not None:
        line += _label_of(labels, target)
    return line


def format_disassembly(co: CodeObject, filename: str, *, mcpu: str | None = None) -> str:
    """The ``llvm-objdump -d`` listing of every executable section.

    Raises:
        NotImplementedYet: the instruction disassembler is not available.
    """
    disassemble = _disassembler()
    cpu = mcpu or co.target.processor
    out = []
    cache: dict = {}  # (bytes, text) -> the line's parts around the address
    for sec in co.sections:
        if not (sec.flags & E.SHF.SHF_EXECINSTR) or sec.type == E.SHT.SHT_NOBITS:
            continue
        out.append(file_banner(filename, sec.name) if not out else
                   f"\nDisassembly of section {sec.name}:\n")
        base = 0 if co.is_relocatable else sec.addr
        labels = _labels(co, sec)
        starts = [a for a, _ in labels if base <= a < base + len(sec.data)]
        if not starts or starts[0] != base:
            starts = [base] + starts
        names = dict(labels)
        for i, start in enumerate(starts):
            end = starts[i + 1] if i + 1 < len(starts) else base + len(sec.data)
            if start in names:
                out.append(f"\n{start:016x} <{names[start]}>:\n")
            chunk = sec.data[start - base:end - base]
            lines = [format_instruction(inst, labels, cache)
                     for inst in disassemble(chunk, cpu, start)]
            out.append("".join(line + "\n" for line in lines))
    return "".join(out)
