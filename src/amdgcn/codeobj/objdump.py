"""Listings of a code object in the layout of ``llvm-objdump`` (``-d`` and the descriptors).

``format_kernel_descriptors`` prints each ``NAME.kd`` as the ``.amdhsa_kernel`` block that
``llvm-objdump -D --section=.rodata`` prints; ``format_disassembly`` prints the executable
sections as ``llvm-objdump -d`` does, with the instruction decoder of :mod:`amdgcn.disasm`.
"""

from __future__ import annotations

import struct
from itertools import groupby
from operator import itemgetter

from amdgcn.codeobj import elf as E
from amdgcn.codeobj.codeobject import CodeObject
from amdgcn.codeobj.descriptor import KernelDescriptor, amdhsa_directives
from amdgcn.codeobj.line_info import SourceLinePrinter
from amdgcn.disasm import invalid_word
from amdgcn.errors import CodeObjectError, DecodeError
from amdgcn.isa.core import isa_for

#: Column (after the leading tab) where the ``// ADDR: WORDS`` comment starts.
_COMMENT_COLUMN = 59
#: the code object V2 kernel header that precedes a kernel's code (AMDGPU Compute ABI)
AMD_KERNEL_CODE_T_BYTES = 256


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


#: symbol types that mark data: a chunk headed only by them is dumped as bytes
_DATA_TYPES = (E.STT.STT_OBJECT, E.STT.STT_COMMON)
_ZEROS8 = bytes(8)


def _symbol_lists(co: CodeObject) -> tuple[dict[int, list], list]:
    """llvm-objdump's symbol lists: ``{section index: [(address, name, type)]}`` and the
    symbols of no section (absolute, undefined, LDS), each sorted by (address, name, type).
    STT_SECTION, STT_FILE and unnamed symbols are left out."""
    by_sec: dict[int, list] = {}
    absolute: list = []
    for s in co.symbols:
        if not s.name or s.type in (E.STT.STT_SECTION, E.STT.STT_FILE):
            continue
        entry = (s.value, s.name, s.type)
        if 0 < s.shndx < E.SHN_LORESERVE:
            by_sec.setdefault(s.shndx, []).append(entry)
        else:
            absolute.append(entry)
    key = lambda e: (e[0], e[1].encode("utf-8", "surrogateescape"), e[2])  # noqa: E731
    for syms in by_sec.values():
        syms.sort(key=key)
    absolute.sort(key=key)
    return by_sec, absolute


def _last_at_or_before(syms: list, address: int):
    """The last symbol of a sorted list whose address is <= ``address``, or None."""
    lo, hi = 0, len(syms)
    while lo < hi:
        mid = (lo + hi) // 2
        if syms[mid][0] <= address:
            lo = mid + 1
        else:
            hi = mid
    return syms[lo - 1] if lo else None


def _data_lines(base: int, data: bytes) -> str:
    """A data chunk (a text section's STT_OBJECT symbol) as llvm-objdump's hex and ASCII
    rows of 8 bytes."""
    out = []
    for i in range(0, len(data), 8):
        row = data[i:i + 8]
        hexes = "".join(f" {b:02x}" for b in row)
        text = "".join(chr(b) if 0x20 <= b < 0x7F else "." for b in row)
        out.append(f"{base + i:8x}:{hexes}{' ' * (3 * (8 - len(row)))}         {text}\n")
    return "".join(out)


def _line_parts(raw: bytes, text: str) -> tuple[str, str]:
    """The parts of an instruction's line around its address: ``\tTEXT  // `` and
    ``: WORDS``."""
    pad = " " * (_COMMENT_COLUMN - len(text))   # left-justified to 60 with the tab
    if len(raw) % 4:
        words = " ".join(f"{b:02X}" for b in raw)
    else:
        n = len(raw) // 4
        words = " ".join(["%08X"] * n) % struct.unpack(f"<{n}I", raw)
    return f"\t{text}{pad}// ", f": {words}"


def format_instruction(inst, label: str = "") -> str:
    """One ``\tTEXT  // ADDR: WORDS[ <label>]`` line for an ``(address, bytes, text,
    target)`` tuple (see :func:`amdgcn.disasm.disassemble_text`)."""
    address, raw, text, _ = inst
    head, tail = _line_parts(raw, text)
    return f"{head}{address:012X}{tail}{label}"


class _Listing:
    """The state llvm-objdump keeps while it lists one code object."""

    def __init__(self, co: CodeObject, *, line_numbers: bool = False):
        self.co = co
        #: ``--line-numbers``: the source lines printed before instructions
        self.source_lines = SourceLinePrinter(co.elf) if line_numbers else None
        self.by_sec, self.absolute = _symbol_lists(co)
        self.relocatable = co.is_relocatable
        self.code = [sec for sec in co.sections
                     if sec.flags & E.SHF.SHF_EXECINSTR and sec.type != E.SHT.SHT_NOBITS
                     and sec.data]
        for sec in self.code:   # a section with no symbol at its start gets one of its name
            syms = self.by_sec.setdefault(sec.index, [])
            if not syms or syms[0][0] != self._base(sec):
                syms.insert(0, (self._base(sec), sec.name, E.STT.STT_FUNC))
        #: sections by address, for the targets of branches in linked code objects
        self.by_addr = sorted(((sec.addr, sec.size, sec.index) for sec in co.sections),
                              key=lambda t: (t[0], t[1]))

    def _base(self, sec) -> int:
        return 0 if self.relocatable else sec.addr

    def target_comment(self, sec, target: int) -> str:
        """`` <symbol+0xOFF>`` after a branch: the nearest symbol at or before the target, in
        the branch's section (relocatable) or the sections holding that address (linked)."""
        lists = []
        if self.relocatable:
            lists.append(self.by_sec.get(sec.index, []))
        else:
            first = None
            for addr, _, index in reversed(self.by_addr):
                if addr > target:
                    continue
                if first is None:
                    first = addr
                if addr != first:
                    break
                lists.append(self.by_sec.get(index, []))
        lists.append(self.absolute)
        for syms in lists:
            hit = _last_at_or_before(syms, target)
            if hit is not None:
                off = target - hit[0]
                return f" <{hit[1]}+0x{off:x}>" if off else f" <{hit[1]}>"
        return ""

    def section(self, sec, cpu: str, cache: dict) -> list[str]:
        base = self._base(sec)
        syms = self.by_sec[sec.index]
        #: AMDGPU's symbolizer: a branch to an untyped symbol prints the symbol's name
        notype: dict[int, str] = {}
        for addr, name, typ in syms:
            if typ == E.STT.STT_NOTYPE:
                notype.setdefault(addr, name)
        end_all = base + len(sec.data)
        groups = [(addr, list(here)) for addr, here in groupby(syms, key=itemgetter(0))
                  if base <= addr < end_all]
        out = []
        for i, (start, here) in enumerate(groups):
            end = groups[i + 1][0] if i + 1 < len(groups) else end_all
            shown = [s for s in here if s[2] not in _DATA_TYPES]
            out.append(f"\n{start:016x} <{(shown or here)[-1][1]}>:\n")
            chunk = sec.data[start - base:end - base]
            if not shown:
                out.append(_data_lines(start, chunk))
                continue
            v2_kernel = next((s for s in here if s[2] == E.STT.STT_AMDGPU_HSA_KERNEL), None)
            if v2_kernel is not None:
                # llvm-objdump's AMDGPU symbolizer: the amd_kernel_code_t header of a code
                # object V2 kernel is not decoded but dumped as bytes (llvm-objdump 22
                # prints the section's first 256 bytes there, whatever the kernel's address)
                size = min(AMD_KERNEL_CODE_T_BYTES, len(chunk))
                out.append(f"; error decoding {shown[-1][1]}: code object v2 is not "
                           "supported\n; decoding failed region as bytes\n")
                out.extend(f"\t.byte\t 0x{b:X}\n" for b in sec.data[:size])
                start += size
                chunk = chunk[size:]
            out.extend(self._code(sec, chunk, start, cpu, cache, notype))
        return out

    def _code(self, sec, chunk: bytes, start: int, cpu: str, cache: dict,
              notype: dict) -> list[str]:
        """The lines of one chunk of code. An instruction that is not a branch is a function
        of its (at most 8) bytes: its line, but for the address, is made once per distinct
        8-byte window (``cache``, shared by every chunk)."""
        isa = isa_for(cpu)
        out = []
        append = out.append
        lines = self.source_lines
        n = len(chunk)
        pos = 0
        zero_at = chunk.find(_ZEROS8)
        while pos < n:
            if zero_at != -1 and pos >= zero_at:
                if chunk[pos:pos + 8] == _ZEROS8:   # llvm-objdump skips 8+ zero bytes
                    zeros = n - pos - len(chunk[pos:].lstrip(b"\0"))
                    append("\t\t...\n")
                    pos += zeros & ~3
                    zero_at = chunk.find(_ZEROS8, pos)
                    continue
                zero_at = chunk.find(_ZEROS8, pos + 1)
            if lines is not None:
                text_lines = lines.lines(sec.index, start + pos)
                if text_lines:
                    append(text_lines)
            key = chunk[pos:pos + 8]
            hit = cache.get(key)
            if hit is not None:
                append(f"{hit[1]}{start + pos:012X}{hit[2]}")
                pos += hit[0]
                continue
            try:
                inst = isa.decode(chunk, pos, start + pos)
            except DecodeError:
                inst = invalid_word(chunk, pos, start + pos)
            text, target = inst.text, inst.target
            label = ""
            if target is not None:
                name = notype.get(target)
                if name is not None:   # the operand is printed as the symbol
                    text = text.rsplit(" ", 1)[0] + " " + name
                elif "," not in text:   # the target is the first operand: a branch
                    label = self.target_comment(sec, target)
            raw = inst.bytes
            size = len(raw)
            head, tail = _line_parts(raw, text)
            if target is None and size <= 8:   # GFX10+: a literal may follow 8 bytes
                cache[key] = (size, head, tail + "\n")
            append(f"{head}{start + pos:012X}{tail}{label}\n")
            pos += size
        return out


def format_disassembly(co: CodeObject, filename: str, *, mcpu: str | None = None,
                       line_numbers: bool = False) -> str:
    """The ``llvm-objdump -d`` listing of every executable section.

    As llvm-objdump: a section with no symbol at its start is headed by its own name, a chunk
    headed only by ``STT_OBJECT`` symbols is dumped as bytes, runs of 8 or more zero bytes
    print as ``...``, and a branch to an ``STT_NOTYPE`` symbol names it. ``line_numbers``
    (``-l``) prints the function and ``path:line`` of the DWARF line table before the
    instructions where they change (:mod:`amdgcn.codeobj.line_info`).

    Raises:
        TargetError: ``mcpu`` (or the code object's processor) has no instruction tables.
    """
    cpu = mcpu or co.target.processor
    listing = _Listing(co, line_numbers=line_numbers)
    out = [f"\n{filename}:\tfile format elf64-amdgpu\n"]
    cache: dict = {}  # 8-byte window -> (size, the line's parts around the address)
    for sec in listing.code:
        out.append(f"\nDisassembly of section {sec.name}:\n")
        out.extend(listing.section(sec, cpu, cache))
    return "".join(out)
