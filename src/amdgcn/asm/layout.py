"""Layout: fixups patched in place or turned into relocation records.

AMDGPUUsage: Relocation Records. Once every label has its offset, each fixup's expression is
folded (:func:`amdgcn.asm.symbols.evaluate`) and, as llvm-mc 22 decides:

* a value with no symbol is written (a PC-relative one becomes a relocation with no symbol);
* ``sym - label`` with ``label`` in the fixup's section becomes PC-relative;
* a PC-relative value to a local label of the same section is written (branches, ``s_mov_b32
  s0, label``); any other symbol, and any ``@specifier``, gives a relocation: the specifier
  names its type, else the fixup kind does (``R_AMDGPU_ABS32``/``REL32``/``ABS64``/``REL64``;
  branches and 1- or 2-byte data ``R_AMDGPU_REL16``);
* a relocation against a local label refers to its section's symbol (addend += offset).

On amdhsa relocations are ``SHT_RELA`` and a relocated field holds what the fixup makes of
zero (``0``; ``-1`` for a branch: its ``(value - 4) / 4``); on other OSes llvm-mc writes
``SHT_REL`` records and the field holds the addend.
"""

from __future__ import annotations

from dataclasses import dataclass

from amdgcn.asm.sections import FIXUP_KINDS, Fixup
from amdgcn.asm.symbols import AsmSymbol, ExprError, Value, evaluate
from amdgcn.codeobj.elf import R_AMDGPU, SHF, STB
from amdgcn.errors import AsmError

#: ``sym@specifier`` -> relocation type (AMDGPUUsage: AMDGPU ELF Relocation Records)
SPECIFIER_RELOCATIONS = {
    "gotpcrel": R_AMDGPU.R_AMDGPU_GOTPCREL,
    "gotpcrel32@lo": R_AMDGPU.R_AMDGPU_GOTPCREL32_LO,
    "gotpcrel32@hi": R_AMDGPU.R_AMDGPU_GOTPCREL32_HI,
    "rel32@lo": R_AMDGPU.R_AMDGPU_REL32_LO,
    "rel32@hi": R_AMDGPU.R_AMDGPU_REL32_HI,
    "rel64": R_AMDGPU.R_AMDGPU_REL64,
    "abs32@lo": R_AMDGPU.R_AMDGPU_ABS32_LO,
    "abs32@hi": R_AMDGPU.R_AMDGPU_ABS32_HI,
    "abs64": R_AMDGPU.R_AMDGPU_ABS64,
}

#: the scratch resource words: always R_AMDGPU_ABS32_LO (llvm-mc 22's AMDGPU object writer)
SCRATCH_RSRC_SYMBOLS = {"SCRATCH_RSRC_DWORD0": R_AMDGPU.R_AMDGPU_ABS32_LO,
                        "SCRATCH_RSRC_DWORD1": R_AMDGPU.R_AMDGPU_ABS32_LO}

#: SOPP branch offsets are signed 16-bit dword counts from the next instruction
BRANCH_BITS = 16
INSTRUCTION_BYTES = 4


@dataclass
class Relocation:
    """One ``Elf64_Rela`` to be: offset in its section, type, symbol (None: index 0), addend."""

    offset: int
    type: int
    symbol: AsmSymbol | None
    addend: int


#: specifiers whose literal is an absolute address (not PC-relative)
_ABSOLUTE_SPECIFIERS = ("abs32@lo", "abs32@hi", "abs64")


def needs_pcrel(expr) -> bool:
    """Whether a 32-bit literal operand's fixup is PC-relative (``FK_PCRel_4``) or absolute
    (``FK_Data_4``), as llvm-mc's AMDGPU code emitter decides: a symbol (but ``@abs*``) is
    PC-relative, a difference is not, other operators follow their operands."""
    if expr.op == "sym":
        return expr.b not in _ABSOLUTE_SPECIFIERS
    if expr.op == "num":
        return False
    if expr.b is None:
        return needs_pcrel(expr.a)
    if expr.op == "-":
        return False
    return needs_pcrel(expr.a) or needs_pcrel(expr.b)


def uses_rela(target) -> bool:
    """llvm-mc's AMDGPU object writer keeps addends in ``SHT_RELA`` records only on amdhsa."""
    return target.is_hsa


def resolve_fixups(asm) -> None:
    """Patch or relocate every fixup of every section (errors are reported on ``asm``)."""
    for sec in asm.sections:
        sec.relocations = []
        for fx in sec.fixups:
            try:
                _resolve(asm, fx)
            except AsmError as e:
                # a value computed for a directive has no place in the source (llvm-mc)
                e.line, e.col, e.source_line = (0, 0, None) if getattr(
                    fx, "compute", None) else fx.where
                asm.report(e, line=None)


def _resolve(asm, fx: Fixup) -> None:
    sec = fx.section
    if getattr(fx, "compute", None) is not None:
        _patch(fx, fx.compute(asm))
        return
    _, pcrel = FIXUP_KINDS[fx.kind]
    dot = AsmSymbol(".", section=sec, offset=fx.dot)
    try:
        v = evaluate(fx.expr, asm.symbols, dot=dot)
    except ExprError as e:
        raise AsmError(e.message) from None
    if v.sub is not None:
        sub = v.sub
        if not sub.is_label:
            raise AsmError(f"symbol '{sub.name}' can not be undefined in a subtraction "
                           "expression")
        if sub.section is not sec:
            raise AsmError("Cannot represent a difference across sections")
        v = Value(v.add, None, v.const + fx.offset - sub.offset, v.variant)
        pcrel = True
    add = v.add
    if v.variant:
        resolved = False
    elif add is None:
        resolved = not pcrel
    elif pcrel:
        resolved = (add.is_label and add.section is sec
                    and add.elf_binding() == STB.STB_LOCAL)
    else:
        resolved = False
    if resolved:
        value = v.const + (add.offset if add is not None else 0)
        _patch(fx, value - fx.offset if pcrel else value)
        return
    rtype = _relocation_type(fx, v, pcrel)
    symbol, addend = add, v.const
    # a label of a mergeable section keeps its symbol only under a non-zero constant
    # (llvm's ELFObjectWriter::useSectionSymbol: the linker may move the string it names)
    if add is not None and add.is_label and add.elf_binding() == STB.STB_LOCAL \
            and not (add.section.flags & SHF.SHF_MERGE and v.const):
        symbol, addend = add.section.symbol, v.const + add.offset
    if symbol is not None:
        symbol.used_in_reloc = True
    sec.relocations.append(Relocation(fx.offset, rtype, symbol, addend))
    # SHT_RELA (amdhsa) keeps the addend in the record; SHT_REL (other OSes) in the field
    _patch(fx, 0 if uses_rela(asm.target) else addend)


def _relocation_type(fx: Fixup, v: Value, pcrel: bool) -> int:
    add = v.add
    if add is not None and add.name in SCRATCH_RSRC_SYMBOLS:
        return SCRATCH_RSRC_SYMBOLS[add.name]
    if v.variant:
        rtype = SPECIFIER_RELOCATIONS.get(v.variant.lower())
        if rtype is None:
            raise AsmError(f"invalid variant '{v.variant}'")
        return rtype
    if fx.kind == "FK_PCRel_4":
        return R_AMDGPU.R_AMDGPU_REL32
    if fx.kind == "FK_Data_4":
        return R_AMDGPU.R_AMDGPU_REL32 if pcrel else R_AMDGPU.R_AMDGPU_ABS32
    if fx.kind == "FK_Data_8":
        return R_AMDGPU.R_AMDGPU_REL64 if pcrel else R_AMDGPU.R_AMDGPU_ABS64
    if add is None or not add.is_defined:
        raise AsmError(f"undefined label '{add.name if add is not None else ''}'")
    return R_AMDGPU.R_AMDGPU_REL16


def _patch(fx: Fixup, value: int) -> None:
    size, _ = FIXUP_KINDS[fx.kind]
    if fx.kind == "fixup_si_sopp_br":
        delta = value - INSTRUCTION_BYTES
        value = abs(delta) // INSTRUCTION_BYTES * (1 if delta >= 0 else -1)
        if not -(1 << (BRANCH_BITS - 1)) <= value < (1 << (BRANCH_BITS - 1)):
            raise AsmError("branch size exceeds simm16")
    data = fx.section.data
    if fx.section.is_nobits:
        return
    raw = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
    data[fx.offset:fx.offset + size] = raw


__all__ = ["SPECIFIER_RELOCATIONS", "Relocation", "needs_pcrel", "resolve_fixups"]
