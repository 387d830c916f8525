"""The relocatable ELF object, laid out byte for byte as llvm-mc 22's ELF object writer does.

AMDGPUUsage: ELF Code Object. The records are :mod:`amdgcn.codeobj.elf`'s; this module only
decides their order and offsets::

    ELF header | section contents (in the order sections were entered, each aligned)
               | .symtab | .rela.<section>... | .llvm_addrsig | .strtab | section headers

(``.rel.<section>`` instead of ``.rela`` without the amdhsa OS.)

Section indices: ``[0]`` null, ``[1]`` ``.strtab`` (section and symbol names share it),
then each section followed by its ``.rela`` section, and ``.symtab`` last. Symbols: the
null entry, ``STT_FILE`` and local symbols, then global and weak ones, each group in the
order the symbols were registered. The string table merges tails (``.rodata`` inside
``.rela.rodata``) as LLVM's ``StringTableBuilder`` does.
"""

from __future__ import annotations

from amdgcn.asm.layout import uses_rela
from amdgcn.asm.symbols import AsmSymbol, ExprError, evaluate
from amdgcn.codeobj.elf import (
    EM_AMDGPU,
    ET,
    SHF,
    SHN_ABS,
    SHN_AMDGPU_LDS,
    SHN_UNDEF,
    SHT,
    STB,
    STT,
    ElfFile,
    ElfHeader,
    RelaEntry,
    RelEntry,
    Section,
    SectionHeader,
    SymbolEntry,
)
from amdgcn.errors import AsmError

SYMTAB_ALIGN = 8
RELA_ALIGN = 8
SECTION_HEADER_ALIGN = 8
STRTAB_INDEX = 1


#: the address-significance table of ``.addrsig`` (an LLVM extension of ELF)
ADDRSIG = ".llvm_addrsig"


def _uleb128(n: int) -> bytes:
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _align(n: int, a: int) -> int:
    return (n + a - 1) // a * a


def build_strtab(names) -> tuple[bytes, dict[str, int]]:
    """A string table holding ``names`` with shared tails (LLVM ``StringTableBuilder``, ELF
    kind): strings sorted by their reversed bytes, longest first among common tails."""
    encoded = {n: n.encode("utf-8", errors="surrogateescape") for n in set(names) if n}
    order = sorted(encoded, key=lambda n: encoded[n][::-1], reverse=True)
    out = bytearray(b"\0")
    offsets = {"": 0}
    previous = None
    for name in order:
        raw = encoded[name]
        if previous is not None and previous.endswith(raw):
            offsets[name] = len(out) - len(raw) - 1
            continue
        offsets[name] = len(out)
        out += raw + b"\0"
        previous = raw
    return bytes(out), offsets


def _symbol_site(sym: AsmSymbol, table) -> tuple[AsmSymbol | None, int, bool]:
    """(label or None, value, defined) of a symbol: a variable is followed to its label."""
    if sym.is_label:
        return sym, sym.offset, True
    if sym.variable is None:
        return None, 0, False
    try:
        v = evaluate(sym.variable, table)
    except ExprError:
        return None, 0, False
    if v.sub is not None or v.variant:
        return None, 0, False
    if v.add is None:
        return None, v.const, True
    if v.add.is_label:
        return v.add, v.add.offset + v.const, True
    return None, 0, False


def _in_symtab(sym: AsmSymbol, table) -> bool:
    if sym.used_in_reloc:
        return True
    if sym.variable is not None and not sym.is_label and not _symbol_site(sym, table)[2]:
        return False
    return not sym.is_temporary and not sym.is_section


def _symbol_entries(asm, section_index: dict) -> tuple[list, int, list[str]]:
    """The ``Elf64_Sym`` records in llvm-mc's order, the first global index, the names."""
    table = asm.symbols
    locals_, globals_ = [], []
    for sym in table.registered:
        if not _in_symtab(sym, table):
            continue
        if sym.is_temporary and not sym.is_defined:
            raise AsmError(f"Undefined temporary symbol {sym.name}")
        (locals_ if sym.elf_binding() == STB.STB_LOCAL else globals_).append(sym)
    names: list[str] = []
    entries: list[tuple[AsmSymbol | None, SymbolEntry, str]] = [(None, SymbolEntry(), "")]
    files = list(asm.file_symbols)
    if files:
        files[0] = (files[0][0], 0)

    def add_files(upto: int | None) -> None:
        while files and (upto is None or files[0][1] <= upto):
            fname, _ = files.pop(0)
            entries.append((None, SymbolEntry(0, (STB.STB_LOCAL << 4) | STT.STT_FILE, 0,
                                              SHN_ABS, 0, 0), fname))
            names.append(fname)

    for sym in locals_:
        add_files(sym.order)
        entries.append((sym, _entry(sym, table, section_index), "" if sym.is_section
                        else sym.name))
    add_files(None)
    first_global = len(entries)
    for sym in globals_:
        entries.append((sym, _entry(sym, table, section_index), sym.name))
    for sym, _, name in entries:
        if sym is not None and not sym.is_section:
            names.append(name)
    return entries, first_global, names


def _entry(sym: AsmSymbol, table, section_index: dict) -> SymbolEntry:
    if sym.is_section:
        return SymbolEntry(0, (STB.STB_LOCAL << 4) | STT.STT_SECTION, 0,
                           section_index[id(sym.section)], 0, 0)
    if sym.lds is not None:
        size, alignment = sym.lds
        return SymbolEntry(0, (sym.elf_binding() << 4) | sym.type, sym.visibility,
                           SHN_AMDGPU_LDS, alignment, size)
    label, value, defined = _symbol_site(sym, table)
    if label is not None:
        shndx = section_index[id(label.section)]
    elif defined:
        shndx = SHN_ABS
    else:
        shndx = SHN_UNDEF
    stype = sym.type
    if stype == STT.STT_NOTYPE and label is not None and label is not sym:
        stype = label.type
    size = 0
    size_expr = sym.size
    if size_expr is None and label is not None and label is not sym:
        size_expr = label.size      # ``.set y, x + 1``: y takes x's size (llvm-mc)
    if size_expr is not None:
        try:
            v = evaluate(size_expr, table)
        except ExprError:
            v = None
        if v is None or not v.is_absolute:
            raise AsmError("Size expression must be absolute.")
        size = v.const
    return SymbolEntry(0, (sym.elf_binding() << 4) | stype, sym.visibility, shndx,
                       value & 0xFFFFFFFFFFFFFFFF, size)


def _addrsig_symbols(asm) -> list[AsmSymbol]:
    """The ``.addrsig_sym`` symbols as llvm-mc lists them: a temporary label stands for its
    section's symbol, and each is kept in ``.symtab`` if registered there."""
    out = []
    for sym in asm.addrsig_symbols:
        if sym.is_label and sym.name.startswith(".L") and not sym.is_section:
            sym = sym.section.symbol
        sym.used_in_reloc = True
        out.append(sym)
    return out


def write_object(asm) -> bytes:
    """The bytes of the relocatable object of an :class:`ObjectAssembler` after layout.

    Raises:
        AsmError: a symbol that cannot be written (an undefined temporary, a size that is
            not absolute).
    """
    target = asm.target
    sections = asm.sections
    # section table: null, .strtab, each section (+ its .rela), .symtab
    table: list = [None, ".strtab"]
    section_index: dict[int, int] = {}
    relas = []
    for sec in sections:
        section_index[id(sec)] = len(table)
        table.append(sec)
        if getattr(sec, "relocations", None):
            table.append(("rela", sec))
            relas.append(sec)
    if asm.addrsig:
        table.append(ADDRSIG)
    symtab_index = len(table)
    table.append(".symtab")

    addrsig_symbols = _addrsig_symbols(asm) if asm.addrsig else []
    entries, first_global, sym_names = _symbol_entries(asm, section_index)
    sym_index = {id(sym): i for i, (sym, _, _) in enumerate(entries) if sym is not None}
    rela = uses_rela(target)
    prefix, record = (".rela", RelaEntry) if rela else (".rel", RelEntry)
    sec_names = [".strtab", ".symtab"] + [s.name for s in sections] + [
        prefix + s.name for s in relas] + ([ADDRSIG] if asm.addrsig else [])
    strtab, offsets = build_strtab(sec_names + sym_names)
    for sym, entry, name in entries:
        entry.st_name = offsets[name] if name else 0

    out_sections: list[Section] = [Section(SectionHeader(), "", b"", 0)]
    pos = ElfHeader.SIZE
    placed: dict[object, tuple[int, bytes]] = {}
    for sec in sections:
        pos = _align(pos, sec.align)
        body = b"" if sec.is_nobits else bytes(sec.data)
        placed[id(sec)] = (pos, body)
        pos += len(body)
    pos = _align(pos, SYMTAB_ALIGN)
    symtab_bytes = b"".join(e.build() for _, e, _ in entries)
    symtab_at = pos
    pos += len(symtab_bytes)
    rela_placed = {}
    for sec in relas:
        pos = _align(pos, RELA_ALIGN)
        body = b"".join(record(r.offset, (sym_index[id(r.symbol)] if r.symbol else 0) << 32
                               | r.type, *((r.addend,) if rela else ())).build()
                        for r in sec.relocations)
        rela_placed[id(sec)] = (pos, body)
        pos += len(body)
    addrsig_at = pos
    addrsig = b"".join(_uleb128(sym_index[id(s)]) for s in addrsig_symbols
                       if id(s) in sym_index)
    pos += len(addrsig)
    strtab_at = pos
    pos += len(strtab)
    shoff = _align(pos, SECTION_HEADER_ALIGN)

    for item in table[1:]:
        if item == ".strtab":
            hdr = SectionHeader(offsets[".strtab"], SHT.SHT_STRTAB, 0, 0, strtab_at,
                                len(strtab), 0, 0, 1, 0)
            out_sections.append(Section(hdr, ".strtab", strtab))
        elif item == ".symtab":
            hdr = SectionHeader(offsets[".symtab"], SHT.SHT_SYMTAB, 0, 0, symtab_at,
                                len(symtab_bytes), STRTAB_INDEX, first_global, SYMTAB_ALIGN,
                                SymbolEntry.SIZE)
            out_sections.append(Section(hdr, ".symtab", symtab_bytes))
        elif item == ADDRSIG:
            hdr = SectionHeader(offsets[ADDRSIG], SHT.SHT_LLVM_ADDRSIG, SHF.SHF_EXCLUDE, 0,
                                addrsig_at, len(addrsig), symtab_index, 0, 1, 0)
            out_sections.append(Section(hdr, ADDRSIG, addrsig))
        elif isinstance(item, tuple):
            sec = item[1]
            at, body = rela_placed[id(sec)]
            hdr = SectionHeader(offsets[prefix + sec.name],
                                SHT.SHT_RELA if rela else SHT.SHT_REL, SHF.SHF_INFO_LINK, 0,
                                at, len(body), symtab_index, section_index[id(sec)],
                                RELA_ALIGN, record.SIZE)
            out_sections.append(Section(hdr, prefix + sec.name, body))
        else:
            at, body = placed[id(item)]
            hdr = SectionHeader(offsets[item.name], item.type, item.flags, 0, at,
                                item.size, 0, 0, item.align, item.entsize)
            out_sections.append(Section(hdr, item.name, body))

    header = ElfHeader(ei_osabi=target.osabi(),
                       ei_abiversion=target.abi_version(asm.code_object_version),
                       e_type=ET.ET_REL, e_machine=EM_AMDGPU, e_shoff=shoff,
                       e_flags=target.e_flags(asm.code_object_version), e_phentsize=0,
                       e_shnum=len(out_sections), e_shstrndx=STRTAB_INDEX)
    elf = ElfFile(header, [], out_sections)
    elf.file_size = shoff + len(out_sections) * SectionHeader.SIZE
    return elf.to_bytes()


__all__ = ["build_strtab", "write_object"]
