"""Link relocatable AMDGPU objects into a loadable shared code object, like ``ld.lld -shared``.

AMDGPUUsage: ELF Code Object (``ET_DYN`` is what the HSA loader loads), Relocation Records.
The output follows ld.lld's layout so that the two can be compared byte for byte:

* a read-only segment: ELF header, program headers, ``.note``, ``.dynsym``, ``.gnu.hash``,
  ``.hash``, ``.dynstr``, ``.rela.dyn`` (when needed), ``.rodata``;
* an executable segment: ``.text``;
* a RELRO segment: ``.dynamic`` and ``.relro_padding`` up to the page end;
* a writable segment: ``.data``, ``.bss``;
* then ``.comment``, ``.symtab``, ``.shstrtab``, ``.strtab`` and the section headers.

Static relocations (``R_AMDGPU_REL32*``, ``R_AMDGPU_REL64``, ``R_AMDGPU_REL16``) are applied;
``R_AMDGPU_ABS64`` becomes a dynamic ``R_AMDGPU_RELATIVE64``. Hidden symbols become local;
the others are exported through ``.dynsym``. Nothing is written when linking fails.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

from amdgcn.codeobj import elf as E
from amdgcn.errors import CodeObjectError

PAGE = 0x1000
#: the greatest input section alignment accepted (clang emits at most a page; a larger value
#: would make the output mostly padding)
MAX_SECTION_ALIGN = 1 << 16
DEFAULT_COMMENT = "Linker: amdgcn"
_R, _W, _X = 4, 2, 1
_SKIPPED = {".note.GNU-stack", ".llvm_addrsig", ".symtab", ".strtab", ".shstrtab"}
_SKIPPED_TYPES = {E.SHT.SHT_RELA, E.SHT.SHT_REL, E.SHT.SHT_SYMTAB, E.SHT.SHT_STRTAB,
                  E.SHT.SHT_GROUP, E.SHT.SHT_LLVM_ADDRSIG, E.SHT.SHT_NULL}


def gnu_hash(name: bytes) -> int:
    """The GNU symbol hash (``h = h * 33 + c`` from 5381)."""
    h = 5381
    for c in name:
        h = (h * 33 + c) & 0xFFFFFFFF
    return h


def elf_hash(name: bytes) -> int:
    """The System V ELF symbol hash."""
    h = 0
    for c in name:
        h = ((h << 4) + c) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h


def _align(n: int, a: int) -> int:
    return n if a <= 1 else (n + a - 1) // a * a


class _StrTab:
    def __init__(self):
        self.data = bytearray(b"\0")
        self.index: dict[str, int] = {"": 0}

    def add(self, s: str) -> int:
        if s not in self.index:
            self.index[s] = len(self.data)
            self.data += s.encode("utf-8", "surrogateescape") + b"\0"
        return self.index[s]


@dataclass
class _Out:
    """An output section under construction."""

    name: str
    type: int
    flags: int
    align: int = 1
    data: bytearray = field(default_factory=bytearray)
    nobits_size: int = 0
    entsize: int = 0
    link: str = ""
    info: int = 0
    addr: int = 0
    offset: int = 0
    index: int = 0
    name_off: int = 0

    @property
    def size(self) -> int:
        return self.nobits_size if self.type == E.SHT.SHT_NOBITS else len(self.data)


def _output_name(name: str) -> str:
    for prefix in (".text", ".rodata", ".data", ".bss"):
        if name == prefix or name.startswith(prefix + "."):
            return prefix
    return name


#: absolute relocations written in place in non-allocated sections: (format, shift)
_STATIC_ABSOLUTE = {E.R_AMDGPU.R_AMDGPU_ABS64: ("<Q", 0), E.R_AMDGPU.R_AMDGPU_ABS32: ("<I", 0),
                    E.R_AMDGPU.R_AMDGPU_ABS32_LO: ("<I", 0),
                    E.R_AMDGPU.R_AMDGPU_ABS32_HI: ("<I", 32)}


def _rank(sec: _Out) -> int:
    """ld.lld's order: notes, read-only, executable, RELRO, writable, non-allocated."""
    if not sec.flags & E.SHF.SHF_ALLOC:
        return 9
    if sec.type == E.SHT.SHT_NOTE:
        return 0
    if sec.flags & E.SHF.SHF_EXECINSTR:
        return 3
    if sec.flags & E.SHF.SHF_WRITE:
        return 6 if sec.type == E.SHT.SHT_NOBITS else 5
    return 2


@dataclass
class _Sym:
    name: str
    info: int
    other: int
    out: _Out | None  # None: absolute
    value: int
    size: int

    @property
    def bind(self) -> int:
        return self.info >> 4


def link(objects: list[bytes], *, comment: str = DEFAULT_COMMENT) -> bytes:
    """Link relocatable code objects into a shared code object (``ld.lld -shared``).

    Args:
        objects: the bytes of each ``ET_REL`` input, in command-line order.
        comment: the linker identification placed first in ``.comment``.

    Returns:
        The bytes of the ``ET_DYN`` code object.

    Raises:
        CodeObjectError: malformed input, mixed targets, undefined or duplicate symbols,
            relocations that a shared object cannot hold.
    """
    if not objects:
        raise CodeObjectError("no input files", structure="link")
    elves = [E.ElfFile.from_bytes(b) for b in objects]
    first = elves[0].header
    for i, e in enumerate(elves):
        if e.header.e_type != E.ET.ET_REL:
            raise CodeObjectError(f"input {i} is not a relocatable object", offset=16,
                                  structure="ELF header")
        if (e.header.e_flags & 0xFF) != (first.e_flags & 0xFF) or \
                e.header.ei_abiversion != first.ei_abiversion:
            raise CodeObjectError(f"input {i} has another target or code object version than "
                                  "the first input", offset=48, structure="e_flags")
    return _Linker(elves, comment).run()


class _Linker:
    def __init__(self, elves: list[E.ElfFile], comment: str):
        self.elves = elves
        self.comment = comment
        self.outs: dict[str, _Out] = {}
        self.place: dict[tuple[int, int], tuple[_Out, int]] = {}  # (file, shndx) -> out, off

    # -------------------------------------------------------------- sections
    def _gather(self) -> None:
        comment = _Out(".comment", E.SHT.SHT_PROGBITS, E.SHF.SHF_MERGE | E.SHF.SHF_STRINGS, 1,
                       entsize=1)
        comment_strings = ["", self.comment]
        seen = set(comment_strings)      # a .comment of many strings: linear, not quadratic
        for fi, elf in enumerate(self.elves):
            for s in elf.sections:
                if s.type in _SKIPPED_TYPES or s.name in _SKIPPED:
                    continue
                if s.name == ".comment":
                    # ld.lld keeps .comment where it first comes among the inputs' sections
                    self.outs.setdefault(".comment", comment)
                    for part in s.data.split(b"\0"):
                        text = part.decode("utf-8", "surrogateescape")
                        if text not in seen:
                            seen.add(text)
                            comment_strings.append(text)
                    continue
                name = _output_name(s.name)
                out = self.outs.get(name)
                if out is None:
                    out = self.outs[name] = _Out(name, s.type, s.flags & ~E.SHF.SHF_INFO_LINK,
                                                 entsize=s.header.sh_entsize)
                align = max(s.header.sh_addralign, 1)
                if align > MAX_SECTION_ALIGN or align & (align - 1):
                    raise CodeObjectError(
                        f"section {s.name} of input {fi}: sh_addralign {align} is not a power "
                        f"of 2 up to {MAX_SECTION_ALIGN}", structure="section header")
                out.align = max(out.align, align)
                if out.type == E.SHT.SHT_NOBITS:
                    off = _align(out.nobits_size, align)
                    out.nobits_size = off + s.size
                else:
                    off = _align(len(out.data), align)
                    out.data += bytes(off - len(out.data)) + s.data
                self.place[(fi, s.index)] = (out, off)
        comment.data = bytearray("\0".join(comment_strings).encode("utf-8", "surrogateescape")
                                 + b"\0")
        self.comment_sec = comment

    # -------------------------------------------------------------- symbols
    def _symbols(self) -> None:
        self.locals: list[_Sym] = []
        self.globals: dict[str, _Sym] = {}
        self.global_order: list[str] = []
        self.file_syms: list[list[_Sym | None]] = []
        undefined: list[tuple[int, str]] = []
        seen: set[str] = set()
        for fi, elf in enumerate(self.elves):
            table: list[_Sym | None] = []
            for s in elf.symbols(".symtab"):
                sym = self._resolve(fi, s)
                table.append(sym)
                if s.index == 0 or s.type == E.STT.STT_SECTION or s.type == E.STT.STT_FILE:
                    continue
                if s.bind == E.STB.STB_LOCAL:
                    self.locals.append(sym)
                    continue
                # ld.lld keeps globals in the order first seen, references included.
                if s.name not in seen:
                    seen.add(s.name)
                    self.global_order.append(s.name)
                if s.shndx == E.SHN_UNDEF:
                    undefined.append((fi, s.name))
                elif s.name in self.globals and self.globals[s.name].bind != E.STB.STB_WEAK:
                    if s.bind != E.STB.STB_WEAK:
                        raise CodeObjectError(f"duplicate symbol: {s.name}", structure="link")
                else:
                    self.globals[s.name] = sym
            self.file_syms.append(table)
        missing = sorted({n for _, n in undefined if n not in self.globals})
        loaded = self._names_relocated_in_loaded_sections()
        if any(n in loaded for n in missing):
            raise CodeObjectError("undefined symbol: " + ", ".join(
                n for n in missing if n in loaded), structure="link")
        # Undefined references resolve to the definitions; those that only debug sections
        # name (variables the compiler removed) resolve to 0, as ld.lld writes them (it
        # also lists them, undefined, in .dynsym and .symtab; we leave them out).
        self.global_order = [n for n in self.global_order if n in self.globals]
        for fi, elf in enumerate(self.elves):
            for s in elf.symbols(".symtab"):
                if s.index and s.shndx == E.SHN_UNDEF and s.bind != E.STB.STB_LOCAL:
                    self.file_syms[fi][s.index] = self.globals.get(s.name) or _Sym(
                        s.name, s.info, s.other, None, 0, 0)

    def _names_relocated_in_loaded_sections(self) -> set[str]:
        """The symbols that relocations of allocated sections name."""
        names = set()
        for elf in self.elves:
            loaded = {rs.name for rs in elf.sections if rs.type in (E.SHT.SHT_RELA,
                                                                   E.SHT.SHT_REL)
                      and 0 < rs.header.sh_info < len(elf.sections)
                      and elf.sections[rs.header.sh_info].flags & E.SHF.SHF_ALLOC}
            names.update(r.symbol.name for r in elf.relocations()
                         if r.section in loaded and r.symbol is not None)
        return names

    def _resolve(self, fi: int, s: E.Symbol) -> _Sym:
        if s.shndx == E.SHN_ABS:
            return _Sym(s.name, s.info, s.other, None, s.value, s.size)
        if s.shndx == E.SHN_UNDEF or s.shndx >= E.SHN_LORESERVE:
            return _Sym(s.name, s.info, s.other, None, s.value, s.size)
        where = self.place.get((fi, s.shndx))
        if where is None:
            return _Sym(s.name, s.info, s.other, None, 0, s.size)
        out, off = where
        return _Sym(s.name, s.info, s.other, out, off + s.value, s.size)

    def _address(self, sym: _Sym) -> int:
        return sym.value + (sym.out.addr if sym.out is not None else 0)

    # -------------------------------------------------------------- relocations
    def _relocate(self) -> None:
        self.dyn_relocs: list[tuple[int, int]] = []  # (place, addend) RELATIVE64
        for fi, elf in enumerate(self.elves):
            for rs in elf.sections:
                if rs.type not in (E.SHT.SHT_RELA, E.SHT.SHT_REL):
                    continue
                target = self.place.get((fi, rs.header.sh_info))
                if target is None:
                    continue
                out, base = target
                for r in (x for x in elf.relocations() if x.section == rs.name):
                    self._apply(fi, out, base, r)

    def _apply(self, fi: int, out: _Out, base: int, r: E.Relocation) -> None:
        R = E.R_AMDGPU
        at = base + r.offset
        p = out.addr + at
        if r.symbol_index:
            syms = self.file_syms[fi]
            if r.symbol_index >= len(syms):
                raise CodeObjectError(f"input {fi}: a relocation at offset 0x{r.offset:x} names "
                                      f"symbol {r.symbol_index}, past the {len(syms)} symbols "
                                      "of the symbol table", structure="link")
            sym = syms[r.symbol_index]
            s = self._address(sym)
        else:
            s = 0
        a = r.addend
        t = r.type

        def put(fmt: str, value: int) -> None:
            size = struct.calcsize(fmt)
            if at < 0 or at + size > len(out.data):
                raise CodeObjectError("relocation outside its section", offset=r.offset,
                                      structure=f"{r.section} ({r.type_name})")
            mask = (1 << (8 * size)) - 1
            struct.pack_into(fmt, out.data, at, value & mask)

        if t == R.R_AMDGPU_NONE:
            return
        if t == R.R_AMDGPU_REL64:
            put("<Q", s + a - p)
        elif t in (R.R_AMDGPU_REL32, R.R_AMDGPU_REL32_LO):
            put("<I", s + a - p)
        elif t == R.R_AMDGPU_REL32_HI:
            put("<I", (s + a - p) >> 32)
        elif t == R.R_AMDGPU_REL16:
            put("<H", ((s + a - p) - 4) // 4)
        elif not out.flags & E.SHF.SHF_ALLOC and t in _STATIC_ABSOLUTE:
            # debug information: not loaded, so the value is written (ld.lld)
            fmt, shift = _STATIC_ABSOLUTE[t]
            put(fmt, (s + a) >> shift)
        elif t == R.R_AMDGPU_ABS64:
            self.dyn_relocs.append((p, s + a))
        else:
            raise CodeObjectError(f"relocation {r.type_name} is not supported in a shared "
                                  "code object", offset=r.offset, structure=r.section)

    # -------------------------------------------------------------- layout
    def run(self) -> bytes:
        self._gather()
        self._symbols()
        first = self.elves[0].header
        exported = [n for n in self.global_order
                    if self.globals[n].other & 3 not in (E.STV.STV_HIDDEN, E.STV.STV_INTERNAL)]
        hidden = [n for n in self.global_order if n not in exported]
        has_abs64 = bool(self.dyn_relocs_count())
        # .dynsym order: exported symbols stably sorted by GNU hash bucket (ld.lld).
        nbuckets = max(len(exported) // 4, 1)
        dynstr = _StrTab()
        for n in exported:
            dynstr.add(n)
        dyn_order = sorted(exported, key=lambda n: gnu_hash(
            n.encode("utf-8", "surrogateescape")) % nbuckets)

        A = E.SHF.SHF_ALLOC
        dynsym = _Out(".dynsym", E.SHT.SHT_DYNSYM, A, 8, entsize=24, link=".dynstr", info=1)
        gnuhash = _Out(".gnu.hash", E.SHT.SHT_GNU_HASH, A, 8, link=".dynsym")
        hashsec = _Out(".hash", E.SHT.SHT_HASH, A, 4, entsize=4, link=".dynsym")
        dynstr_sec = _Out(".dynstr", E.SHT.SHT_STRTAB, A, 1)
        reladyn = _Out(".rela.dyn", E.SHT.SHT_RELA, A, 8, entsize=24, link=".dynsym")
        dynamic = _Out(".dynamic", E.SHT.SHT_DYNAMIC, A | E.SHF.SHF_WRITE, 8, entsize=16,
                       link=".dynstr")
        relro_pad = _Out(".relro_padding", E.SHT.SHT_NOBITS, A | E.SHF.SHF_WRITE, 1)
        inputs = sorted(self.outs.values(), key=_rank)
        notes = [o for o in inputs if _rank(o) == 0]
        ro = [o for o in inputs if _rank(o) == 2]
        rx = [o for o in inputs if _rank(o) == 3]
        rw = [o for o in inputs if _rank(o) in (5, 6)]
        nonalloc = [o for o in inputs if _rank(o) == 9]
        if self.comment_sec not in nonalloc:
            nonalloc.append(self.comment_sec)
        synth = [dynsym, gnuhash, hashsec, dynstr_sec] + ([reladyn] if has_abs64 else [])
        symtab = _Out(".symtab", E.SHT.SHT_SYMTAB, 0, 8, entsize=24, link=".strtab")
        shstrtab = _Out(".shstrtab", E.SHT.SHT_STRTAB, 0, 1)
        strtab = _Out(".strtab", E.SHT.SHT_STRTAB, 0, 1)
        order = (notes + synth + ro + rx + [dynamic, relro_pad] + rw + nonalloc
                 + [symtab, shstrtab, strtab])
        for i, o in enumerate(order, 1):
            o.index = i
        by_name = {o.name: o for o in order}

        # Sizes of synthetic sections must be known before addresses are assigned.
        dynsym.data = bytearray(24 * (len(dyn_order) + 1))
        maskwords = 1 << max((len(dyn_order) * 12 // 64), 0).bit_length()
        gnuhash.data = bytearray(16 + 8 * maskwords + 4 * nbuckets + 4 * len(dyn_order))
        hashsec.data = bytearray(8 + 8 * (len(dyn_order) + 1))
        dynstr_sec.data = bytearray(dynstr.data)
        reladyn.data = bytearray(24 * len(self.dyn_relocs_count()))
        dyn_tags = [E.DT.DT_SYMTAB, E.DT.DT_SYMENT, E.DT.DT_STRTAB, E.DT.DT_STRSZ,
                    E.DT.DT_GNU_HASH, E.DT.DT_HASH]
        if has_abs64:
            dyn_tags = [E.DT.DT_RELA, E.DT.DT_RELASZ, E.DT.DT_RELAENT, E.DT.DT_RELACOUNT] \
                + dyn_tags
        dynamic.data = bytearray(16 * (len(dyn_tags) + 1))

        segments = self._assign(order, notes, synth + ro, rx, dynamic, relro_pad, rw)
        self._relocate()
        self._fill_dynamic(dynsym, gnuhash, hashsec, dynstr, reladyn, dynamic, dyn_order,
                           nbuckets, maskwords, dyn_tags, by_name)
        self._fill_symtab(symtab, strtab, hidden, exported, dynamic)
        names = _StrTab()
        for o in order:
            o.name_off = names.add(o.name)
        shstrtab.data = bytearray(names.data)
        # Non-allocated sections follow the last allocated byte.
        off = self.end_offset
        for o in nonalloc + [symtab, shstrtab, strtab]:
            o.offset = _align(off, o.align)
            off = o.offset + o.size
        shoff = _align(off, 8)
        return self._write(first, order, segments, shoff, by_name)

    def dyn_relocs_count(self) -> list[None]:
        """One entry per ``R_AMDGPU_ABS64`` of an allocated section (each becomes an
        ``R_AMDGPU_RELATIVE64``; those of debug sections are written in place)."""
        count = 0
        for e in self.elves:
            loaded = {rs.name for rs in e.sections if rs.type in (E.SHT.SHT_RELA, E.SHT.SHT_REL)
                      and 0 < rs.header.sh_info < len(e.sections)
                      and e.sections[rs.header.sh_info].flags & E.SHF.SHF_ALLOC}
            count += sum(1 for r in e.relocations()
                         if r.type == E.R_AMDGPU.R_AMDGPU_ABS64 and r.section in loaded)
        return [None] * count

    def _assign(self, order, notes, ro, rx, dynamic, relro_pad, rw):
        """Give every allocated section its file offset and address (ld.lld's rules)."""
        nseg = 1 + 1 + (1 if rx else 0) + 1 + (1 if rw else 0) + 3 + (1 if notes else 0)
        off = 64 + 56 * nseg
        vaddr = off
        segs = []
        ro_secs = notes + ro
        for o in ro_secs:
            off = _align(off, o.align)
            o.offset, o.addr = off, off
            off += o.size
        vaddr = off
        segs.append(("LOAD", _R, 0, 0, off, off))

        def new_segment(secs, flags):
            # ld.lld: a PT_LOAD starts at align(dot, PAGE) + dot % PAGE, then the section's
            # alignment; its file offset is the next one congruent to it modulo the page.
            nonlocal off, vaddr
            start_vaddr = _align(_align(vaddr, PAGE) + vaddr % PAGE, secs[0].align)
            start_off = off + (start_vaddr - off) % PAGE
            off, vaddr = start_off, start_vaddr
            for o in secs:
                if o.type == E.SHT.SHT_NOBITS:
                    vaddr = _align(vaddr, o.align)
                    o.offset, o.addr = off, vaddr
                    vaddr += o.size
                    continue
                aligned = _align(vaddr, o.align)
                off += aligned - vaddr
                vaddr = aligned
                o.offset, o.addr = off, vaddr
                off += o.size
                vaddr += o.size
            filesz = max((o.offset + o.size for o in secs if o.type != E.SHT.SHT_NOBITS),
                         default=start_off) - start_off
            segs.append(("LOAD", flags, start_off, start_vaddr, filesz, vaddr - start_vaddr))

        if rx:
            new_segment(rx, _R | _X)
        dynamic.offset = _align(off, dynamic.align)
        relro_pad.nobits_size = 0
        new_segment([dynamic], _R | _W)
        relro_pad.nobits_size = _align(vaddr, PAGE) - vaddr
        relro_pad.addr, relro_pad.offset = vaddr, off
        name, flags, so, sv, fs, ms = segs[-1]
        segs[-1] = (name, flags, so, sv, fs, ms + relro_pad.nobits_size)
        relro = segs[-1]
        if rw:
            new_segment(rw, _R | _W)
        self.end_offset = off
        out = [("PHDR", _R, 64, 64, 56 * nseg, 56 * nseg, 8)]
        out += [(n, f, so, sv, fs, ms, PAGE) for n, f, so, sv, fs, ms in segs]
        out.append(("DYNAMIC", _R | _W, dynamic.offset, dynamic.addr, dynamic.size,
                    dynamic.size, 8))
        out.append(("GNU_RELRO", _R, relro[2], relro[3], relro[4], relro[5], 1))
        out.append(("GNU_STACK", _R | _W, 0, 0, 0, 0, 0))
        if notes:
            start, end = notes[0], notes[-1]
            size = end.offset + end.size - start.offset
            out.append(("NOTE", _R, start.offset, start.addr, size, size, start.align))
        assert len(out) == nseg
        return out

    def _fill_dynamic(self, dynsym, gnuhash, hashsec, dynstr, reladyn, dynamic, dyn_order,
                      nbuckets, maskwords, dyn_tags, by_name) -> None:
        syms = [self.globals[n] for n in dyn_order]
        body = bytearray(24)
        for n, s in zip(dyn_order, syms):
            shndx = s.out.index if s.out is not None else E.SHN_ABS
            body += E.SymbolEntry(dynstr.index[n], s.info, s.other, shndx, self._address(s),
                                  s.size).build()
        dynsym.data = body
        # .gnu.hash: header, Bloom filter, buckets, hash chain (ld.lld's parameters).
        shift2 = 26
        hashes = [gnu_hash(n.encode("utf-8", "surrogateescape")) for n in dyn_order]
        bloom = [0] * maskwords
        for h in hashes:
            word = (h // 64) % maskwords
            bloom[word] |= (1 << (h % 64)) | (1 << ((h >> shift2) % 64))
        buckets = [0] * nbuckets
        chain = []
        for i, h in enumerate(hashes):
            b = h % nbuckets
            if not buckets[b]:
                buckets[b] = i + 1
            last = i + 1 == len(hashes) or hashes[i + 1] % nbuckets != b
            chain.append((h & ~1) | (1 if last else 0))
        gnuhash.data = bytearray(struct.pack("<IIII", nbuckets, 1, maskwords, shift2)
                                 + struct.pack(f"<{maskwords}Q", *bloom)
                                 + struct.pack(f"<{nbuckets}I", *buckets)
                                 + struct.pack(f"<{len(chain)}I", *chain))
        # .hash: nbucket = nchain = number of dynamic symbols.
        count = len(dyn_order) + 1
        hbuckets = [0] * count
        hchain = [0] * count
        for i, n in enumerate(dyn_order, 1):
            b = elf_hash(n.encode("utf-8", "surrogateescape")) % count
            hchain[i] = hbuckets[b]
            hbuckets[b] = i
        hashsec.data = bytearray(struct.pack(f"<II{count}I{count}I", count, count, *hbuckets,
                                             *hchain))
        rel = bytearray()
        for place, addend in sorted(self.dyn_relocs):
            rel += E.RelaEntry(place, E.R_AMDGPU.R_AMDGPU_RELATIVE64, addend).build()
        reladyn.data = rel
        values = {E.DT.DT_SYMTAB: dynsym.addr, E.DT.DT_SYMENT: 24,
                  E.DT.DT_STRTAB: by_name[".dynstr"].addr, E.DT.DT_STRSZ: len(dynstr.data),
                  E.DT.DT_GNU_HASH: gnuhash.addr, E.DT.DT_HASH: hashsec.addr,
                  E.DT.DT_RELA: reladyn.addr, E.DT.DT_RELASZ: len(rel), E.DT.DT_RELAENT: 24,
                  E.DT.DT_RELACOUNT: len(self.dyn_relocs)}
        dynamic.data = bytearray(b"".join(E.DynEntry(t, values[t]).build() for t in dyn_tags)
                                 + E.DynEntry(0, 0).build())

    def _fill_symtab(self, symtab, strtab, hidden, exported, dynamic) -> None:
        names = _StrTab()
        # ld.lld adds the names of locals, then of every global in input order, then the
        # linker-defined _DYNAMIC; the symbol entries then list hidden globals as locals.
        for s in self.locals:
            names.add(s.name)
        for n in self.global_order:
            names.add(n)
        names.add("_DYNAMIC")
        entries = [E.SymbolEntry()]

        def add(s: _Sym, bind: int) -> None:
            shndx = s.out.index if s.out is not None else E.SHN_ABS
            entries.append(E.SymbolEntry(names.add(s.name), (bind << 4) | (s.info & 0xF),
                                         s.other, shndx, self._address(s), s.size))

        for s in self.locals:
            add(s, E.STB.STB_LOCAL)
        for n in hidden:
            add(self.globals[n], E.STB.STB_LOCAL)
        add(_Sym("_DYNAMIC", E.STT.STT_NOTYPE, E.STV.STV_HIDDEN, dynamic, 0, 0),
            E.STB.STB_LOCAL)
        symtab.info = len(entries)
        for n in exported:
            add(self.globals[n], self.globals[n].bind)
        symtab.data = bytearray(b"".join(e.build() for e in entries))
        strtab.data = bytearray(names.data)

    def _write(self, first, order, segments, shoff, by_name) -> bytes:
        hdr = E.ElfHeader(ei_osabi=first.ei_osabi, ei_abiversion=first.ei_abiversion,
                          e_type=E.ET.ET_DYN, e_flags=first.e_flags, e_phoff=64,
                          e_shoff=shoff, e_phnum=len(segments), e_shnum=len(order) + 1,
                          e_shstrndx=by_name[".shstrtab"].index)
        phdrs = []
        for kind, flags, off, vaddr, filesz, memsz, align in segments:
            phdrs.append(E.ProgramHeader(E.PT[f"PT_{kind}"], flags, off, vaddr, vaddr, filesz,
                                         memsz, align))
        sections = [E.Section(E.SectionHeader(), "", b"", 0)]
        for o in order:
            link = by_name[o.link].index if o.link else 0
            sh = E.SectionHeader(o.name_off, o.type, o.flags, o.addr, o.offset, o.size, link,
                                 o.info, o.align, o.entsize)
            data = b"" if o.type == E.SHT.SHT_NOBITS else bytes(o.data)
            sections.append(E.Section(sh, o.name, data, o.index))
        elf = E.ElfFile(hdr, phdrs, sections)
        return elf.to_bytes()
