"""Text dumps of a code object in the layout of ``llvm-readelf`` (GNU style).

``format_header`` (-h), ``format_sections`` (-S), ``format_relocations`` (-r),
``format_symbols`` (-s) and ``format_notes`` (--notes) each return the exact text LLVM 22's
``llvm-readelf`` prints for the same option, so that the outputs can be diffed.
"""

from __future__ import annotations

from amdgcn.codeobj import elf as E
from amdgcn.codeobj.codeobject import CodeObject
from amdgcn.codeobj.metadata import decode_msgpack, to_llvm_yaml
from amdgcn.codeobj.notes import (
    NOTE_DESCRIPTIONS,
    NT_AMD_HSA_CODE_OBJECT_VERSION,
    NT_AMD_HSA_HSAIL,
    NT_AMD_HSA_ISA_NAME,
    NT_AMD_HSA_ISA_VERSION,
    NT_AMD_HSA_METADATA,
    NT_AMDGPU_METADATA,
    parse_code_object_version,
    parse_hsail,
    parse_isa_version,
)
from amdgcn.errors import CodeObjectError, TargetError
from amdgcn.target import processor_by_mach

_OSABI = {0: "UNIX - System V", 64: "AMDGPU - HSA", 65: "AMDGPU - PAL",
          66: "AMDGPU - MESA3D"}
_ETYPE = {0: "NONE (None)", 1: "REL (Relocatable file)", 2: "EXEC (Executable file)",
          3: "DYN (Shared object file)", 4: "CORE (Core file)"}
_SHT_NAMES = {int(v): v.name[4:] for v in E.SHT}
_STT_NAMES = {0: "NOTYPE", 1: "OBJECT", 2: "FUNC", 3: "SECTION", 4: "FILE", 5: "COMMON",
              6: "TLS", 10: "AMDGPU_HSA_KERNEL"}
_STB_NAMES = {0: "LOCAL", 1: "GLOBAL", 2: "WEAK", 10: "GNU_UNIQUE"}
_STV_NAMES = {0: "DEFAULT", 1: "INTERNAL", 2: "HIDDEN", 3: "PROTECTED"}
_SHF_LETTERS = ((0x1, "W"), (0x2, "A"), (0x4, "X"), (0x10, "M"), (0x20, "S"), (0x40, "I"),
                (0x80, "L"), (0x100, "O"), (0x200, "G"), (0x400, "T"), (0x800, "C"),
                (0x80000000, "E"), (0x200000, "R"))
_KEY_TO_FLAGS = """Key to Flags:
  W (write), A (alloc), X (execute), M (merge), S (strings), I (info),
  L (link order), O (extra OS processing required), G (group), T (TLS),
  C (compressed), x (unknown), o (OS specific), E (exclude),
  R (retain), p (processor specific)
"""


class _Line:
    """Builds one line with fields at fixed columns (LLVM's ``PadToColumn``)."""

    def __init__(self):
        self.text = ""

    def at(self, column: int, s: str) -> _Line:
        self.text += " " * max(column - len(self.text), 1 if self.text else 0) + s
        return self


def flags_text(co: CodeObject) -> str:
    """The ``Flags:`` value: hex, processor and feature settings."""
    f = co.elf.header.e_flags
    out = [f"0x{f:x}"]
    mach = f & 0xFF
    if co.version <= 2:
        out += [name for bit, name in ((1, "xnack"), (2, "trap_handler")) if f & bit]
        return ", ".join(out)
    try:
        out.append(processor_by_mach(mach).name)
    except TargetError:
        out.append("unknown")
    if co.version == 3:
        if f & 0x100:
            out.append("xnack")
        if f & 0x200:
            out.append("sramecc")
    else:
        for shift, name in ((8, "xnack"), (10, "sramecc")):
            sel = (f >> shift) & 3
            if sel:
                out.append(name + {1: "", 2: "-", 3: "+"}[sel])
        if f >> 24:
            out.append(f"generic_v{f >> 24}")
    return ", ".join(out)


def format_header(co: CodeObject) -> str:
    """``llvm-readelf -h``."""
    h = co.elf.header
    ident = (h.ei_magic + bytes([h.ei_class, h.ei_data, h.ei_version, h.ei_osabi,
                                 h.ei_abiversion]) + h.ei_pad)

    def row(label: str, value: object) -> str:
        return f"  {label:<35}{value}"

    lines = ["ELF Header:", "  Magic:   " + " ".join(f"{b:02x}" for b in ident),
             row("Class:", "ELF64" if h.ei_class == 2 else "ELF32"),
             row("Data:", "2's complement, little endian"),
             row("Version:", f"{h.ei_version} (current)" if h.ei_version == 1 else h.ei_version),
             row("OS/ABI:", _OSABI.get(h.ei_osabi, f"<unknown: {h.ei_osabi:x}>")),
             row("ABI Version:", h.ei_abiversion),
             row("Type:", _ETYPE.get(h.e_type, f"<unknown>: {h.e_type:x}")),
             row("Machine:", "EM_AMDGPU"),
             row("Version:", f"0x{h.e_version:x}"),
             row("Entry point address:", f"0x{h.e_entry:x}"),
             row("Start of program headers:", f"{h.e_phoff} (bytes into file)"),
             row("Start of section headers:", f"{h.e_shoff} (bytes into file)"),
             row("Flags:", flags_text(co)),
             row("Size of this header:", f"{h.e_ehsize} (bytes)"),
             row("Size of program headers:", f"{h.e_phentsize} (bytes)"),
             row("Number of program headers:", h.e_phnum),
             row("Size of section headers:", f"{h.e_shentsize} (bytes)"),
             row("Number of section headers:", h.e_shnum),
             row("Section header string table index:", h.e_shstrndx)]
    return "\n".join(lines) + "\n"


def _shflags(flags: int) -> str:
    return "".join(letter for bit, letter in _SHF_LETTERS if flags & bit)


def format_sections(co: CodeObject) -> str:
    """``llvm-readelf -S``."""
    h = co.elf.header
    out = [f"There are {len(co.sections)} section headers, starting at offset 0x{h.e_shoff:x}:",
           "", "Section Headers:",
           ("  [Nr] Name              Type            Address          Off    Size   ES Flg Lk "
            "Inf Al")]
    for i, s in enumerate(co.sections):
        sh = s.header
        line = _Line().at(2, f"[{i:2d}]").at(7, s.name)
        line.at(25, _SHT_NAMES.get(sh.sh_type, f"0x{sh.sh_type:x}"))
        line.at(41, f"{sh.sh_addr:016x}").at(58, f"{sh.sh_offset:06x}")
        line.at(65, f"{sh.sh_size:06x}").at(72, f"{sh.sh_entsize:02x}")
        line.at(75, f"{_shflags(sh.sh_flags):>3}").at(79, f"{sh.sh_link:2d}")
        line.at(82, f"{sh.sh_info:3d}").at(86, f"{sh.sh_addralign:2d}")
        out.append(line.text)
    return "\n".join(out) + "\n" + _KEY_TO_FLAGS


def format_relocations(co: CodeObject) -> str:
    """``llvm-readelf -r``."""
    out = []
    relocs = co.relocations
    for s in co.sections:
        if s.type not in (E.SHT.SHT_RELA, E.SHT.SHT_REL):
            continue
        mine = [r for r in relocs if r.section == s.name]
        rela = s.type == E.SHT.SHT_RELA
        out += ["", (f"Relocation section '{s.name}' at offset 0x{s.header.sh_offset:x} "
                     f"contains {len(mine)} entries:"),
                ("    Offset             Info             Type               Symbol's Value  "
                 "Symbol's Name" + (" + Addend" if rela else ""))]
        for r in mine:
            info = (r.symbol_index << 32) | r.type
            sym = r.symbol
            name = _symbol_name(co, sym) if sym is not None else ""
            line = f"{r.offset:016x}  {info:016x} {r.type_name:<22}"
            if sym is not None:
                line += f" {sym.value:016x} {name}"
                if rela:
                    line += f" {'-' if r.addend < 0 else '+'} {abs(r.addend):x}"
            elif rela:
                line += f"{'':17}{'-' if r.addend < 0 else ''}{abs(r.addend):x}"
            out.append(line)
    if not out:
        return "\nThere are no relocations in this file.\n"
    return "\n".join(out) + "\n"


def _symbol_name(co: CodeObject, sym: E.Symbol) -> str:
    """A symbol's name; a section symbol without one is named after its section."""
    if sym.type == E.STT.STT_SECTION and not sym.name and sym.shndx < len(co.sections):
        return co.sections[sym.shndx].name
    return sym.name


def _ndx(shndx: int) -> str:
    return {E.SHN_UNDEF: "UND", E.SHN_ABS: "ABS", E.SHN_COMMON: "COM"}.get(shndx, str(shndx))


def format_symbols(co: CodeObject) -> str:
    """``llvm-readelf -s`` (``.dynsym`` first, then ``.symtab``)."""
    out = []
    for table in (".dynsym", ".symtab"):
        kind = E.SHT.SHT_DYNSYM if table == ".dynsym" else E.SHT.SHT_SYMTAB
        sec = next((s for s in co.sections if s.type == kind), None)
        if sec is None:
            continue
        syms = co.elf.symbols(table)
        out += ["", f"Symbol table '{sec.name}' contains {len(syms)} entries:",
                "   Num:    Value          Size Type    Bind   Vis       Ndx Name"]
        for s in syms:
            typ = _STT_NAMES.get(s.type, f"<unknown>: {s.type:x}")
            bind = _STB_NAMES.get(s.bind, f"<unknown>: {s.bind:x}")
            out.append(f"{s.index:6d}: {s.value:016x} {s.size:5d} {typ:<7} {bind:<6} "
                       f"{_STV_NAMES[s.visibility]:<9} {_ndx(s.shndx):>3} "
                       f"{_symbol_name(co, s)}")
    return "\n".join(out) + "\n" if out else ""


def _note_body(note: E.Note) -> list[str]:
    key = (note.name, note.type)
    if key == ("AMDGPU", NT_AMDGPU_METADATA):
        try:
            yaml_text = to_llvm_yaml(decode_msgpack(note.desc, offset=note.offset))
        except CodeObjectError:
            return ["    AMDGPU Metadata:", "        Invalid AMDGPU Metadata"]
        # the YAML's own last newline and llvm-readelf's make a blank line
        return ["    AMDGPU Metadata:", "        " + yaml_text.rstrip("\n"), ""]
    # the code object V2 notes as llvm-readelf 22 (and 14) print them
    if key == ("AMD", NT_AMD_HSA_METADATA):
        return ["    AMD HSA Metadata:",
                "        " + note.desc.rstrip(b"\0").decode("latin-1").rstrip("\n")]
    if key == ("AMD", NT_AMD_HSA_CODE_OBJECT_VERSION):
        major, minor = parse_code_object_version(note.desc, offset=note.offset)
        return ["    AMD HSA Code Object Version:", f"        [Major: {major}, Minor: {minor}]"]
    if key == ("AMD", NT_AMD_HSA_HSAIL):
        v = parse_hsail(note.desc, offset=note.offset)
        return [f"    AMD HSA HSAIL Properties: {v[0]}.{v[1]} {v[2]} {v[3]} {v[4]}"]
    if key == ("AMD", NT_AMD_HSA_ISA_VERSION):
        vendor, arch, major, minor, stepping = parse_isa_version(note.desc, offset=note.offset)
        return ["    AMD HSA ISA Version:",
                f"        [Vendor: {vendor}, Architecture: {arch}, Major: {major}, "
                f"Minor: {minor}, Stepping: {stepping}]"]
    if key == ("AMD", NT_AMD_HSA_ISA_NAME):
        return ["    AMD HSA ISA Name:", f"        {note.desc.decode('latin-1')}"]
    return ["   description data: " + " ".join(f"{b:02x}" for b in note.desc)]


def format_notes(co: CodeObject) -> str:
    """``llvm-readelf --notes``: each note section, its records, the metadata as YAML."""
    out = []
    for s in co.sections:
        if s.type != E.SHT.SHT_NOTE:
            continue
        out += [f"Displaying notes found in: {s.name}",
                "  Owner                Data size \tDescription"]
        for n in E.parse_notes(s.data, base=s.header.sh_offset, section=s.name):
            desc = NOTE_DESCRIPTIONS.get((n.name, n.type),
                                         f"Unknown note type: (0x{n.type:08x})")
            out.append(f"  {n.name:<20} 0x{len(n.desc):08x}\t{desc}")
            out += _note_body(n)
    return "\n".join(out) + ("\n" if out else "")
