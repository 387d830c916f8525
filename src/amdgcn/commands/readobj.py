"""Show code object contents like llvm-readelf: header, sections, symbols, relocations, notes.

``amdgcn readobj --notes k.hsaco`` prints the notes with the metadata as the YAML document
``llvm-readelf --notes`` prints; ``-h``, ``-S``, ``-s``, ``-r`` print the header (``e_flags``
as processor and features), section headers, symbols and relocations in llvm-readelf's
layout; ``--json`` prints one JSON object per file for scripts; ``--debug-dump=line`` prints
the DWARF line tables as ``llvm-dwarfdump --debug-line`` does.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from amdgcn.codeobj import CodeObject
from amdgcn.codeobj import readelf as R
from amdgcn.commands._input import read_code_object
from amdgcn.codeobj.dwarf_line import format_line_tables, parse_line_tables
from amdgcn.codeobj.elf import R_AMDGPU, ElfFile, enum_name
from amdgcn.codeobj.notes import describe


#: llvm-readelf's -h is the file header, so the subparser gets no automatic -h/--help
ADD_HELP = False


def add_arguments(parser):
    parser.add_argument("--help", action="help", help="show this help message and exit")
    parser.add_argument("inputs", nargs="+", metavar="FILE")
    parser.add_argument("-h", "--file-header", "--file-headers", dest="header",
                        action="store_true", help="the ELF header, e_flags as a target ID")
    parser.add_argument("-S", "--section-headers", "--sections", dest="sections",
                        action="store_true", help="the section headers")
    parser.add_argument("-s", "--symbols", "--syms", dest="symbols", action="store_true",
                        help="the symbol tables")
    parser.add_argument("-r", "--relocations", "--relocs", dest="relocs", action="store_true",
                        help="the relocations")
    parser.add_argument("-n", "--notes", dest="notes", action="store_true",
                        help="the notes, with the metadata as YAML")
    parser.add_argument("-a", "--all", dest="all", action="store_true", help="all of the above")
    parser.add_argument("--json", action="store_true", help="one JSON object per file")
    parser.add_argument("--mcpu", default=None, metavar="TARGET",
                        help="in an offload bundle with several code objects, the entry for "
                             "this processor or target ID (default: the first, with a note)")
    parser.add_argument("--debug-dump", choices=("line",), default=None,
                        help="line: the DWARF line tables, as llvm-dwarfdump --debug-line")


def _as_json(path: str, co: CodeObject) -> dict:
    h = co.header
    return {
        "file": path,
        "code_object_version": co.version,
        "target": str(co.target),
        "header": {"e_type": h.e_type, "e_flags": h.e_flags, "ei_osabi": h.ei_osabi,
                   "ei_abiversion": h.ei_abiversion, "e_shnum": h.e_shnum,
                   "e_phnum": h.e_phnum, "e_entry": h.e_entry},
        "sections": [{"index": s.index, "name": s.name, "type": s.type, "flags": s.flags,
                      "addr": s.addr, "offset": s.header.sh_offset, "size": s.size,
                      "align": s.header.sh_addralign} for s in co.sections],
        "symbols": [{"name": s.name, "value": s.value, "size": s.size, "type": s.type,
                     "bind": s.bind, "visibility": s.visibility, "shndx": s.shndx,
                     "table": s.table} for s in co.symbols],
        "relocations": [{"section": r.section, "offset": r.offset, "type": r.type,
                         "type_name": enum_name(R_AMDGPU, r.type),
                         "symbol": r.symbol.name if r.symbol else None, "addend": r.addend}
                        for r in co.relocations],
        "notes": [describe(n) for n in co.notes],
        "metadata": _jsonable(co.metadata),
        "kernels": {name: {"descriptor_address": k.descriptor_address, "entry": k.entry,
                           "code_size": len(k.code),
                           "descriptor": k.descriptor.fields(co.target.info)
                           if hasattr(k.descriptor, "fields") else None}
                    for name, k in co.kernels.items()},
    }


def _jsonable(value):
    """Metadata as JSON can hold it: MessagePack binary keys and values as text (Latin-1,
    byte for byte), other keys as their string. Metadata is at most 32 levels deep."""
    if isinstance(value, dict):
        return {(k.decode("latin-1") if isinstance(k, bytes) else
                 k if isinstance(k, str) else str(k)): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    if isinstance(value, bytes):
        return value.decode("latin-1")
    return value


def run(args) -> int:
    if args.debug_dump:
        return _debug_dump(args)
    wants = [args.header, args.sections, args.relocs, args.symbols, args.notes]
    if args.all or not any(wants):
        wants = [True] * 5
    many = len(args.inputs) > 1
    for path in args.inputs:
        co = read_code_object(path, select=args.mcpu, note=_note)
        if args.json:
            print(json.dumps(_as_json(path, co), indent=1, default=repr))
            continue
        if many:
            sys.stdout.write(f"\nFile: {path}\n")
        parts = [(args.header or wants[0], R.format_header),
                 (wants[1], R.format_sections), (wants[2], R.format_relocations),
                 (wants[3], R.format_symbols), (wants[4], R.format_notes)]
        for wanted, fn in parts:
            if wanted:
                sys.stdout.write(fn(co))
    return 0


def _note(text: str) -> None:
    sys.stderr.write(f"amdgcn readobj: note: {text}\n")


def _debug_dump(args) -> int:
    """``--debug-dump=line``: llvm-dwarfdump's layout, file by file."""
    for path in args.inputs:
        elf = ElfFile.from_bytes(Path(path).read_bytes())
        sys.stdout.write(f"{path}:\tfile format elf64-amdgpu\n\n.debug_line contents:\n")
        sys.stdout.write(format_line_tables(parse_line_tables(elf)))
    return 0
