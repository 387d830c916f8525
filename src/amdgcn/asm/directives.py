"""The ELF and GNU-as directives of the assembler, as llvm-mc accepts them for amdgcn.

Sections (``.text .data .bss .rodata .section .pushsection .popsection .previous``),
symbols (``.globl .local .weak .hidden .protected .internal .type .size .set .equ .equiv``
and ``name = expr``), data (``.byte .short .long .quad .ascii .asciz .zero .fill .space``),
alignment (``.p2align .align .balign`` and their ``w``/``l`` forms; AMDGPU's ``.align``
counts bytes), ``.ident`` and ``.amdgcn_target`` (AMDGPUUsage: Code Object V3 and
Above Directives). Each handler is ``handler(asm, cursor, name, col)``.
"""

from __future__ import annotations

from amdgcn.asm.expr import DOT, Cursor
from amdgcn.asm.sections import FLAG_LETTERS, SECTION_TYPES, SHF_TLS
from amdgcn.codeobj.elf import SHF, SHT, STB, STT, STV
from amdgcn.errors import AsmError
from amdgcn.isa.syntax import Expr

#: the greatest ``.p2align`` exponent llvm-mc accepts
MAX_P2ALIGN = 32
#: ``.fill`` repeat sizes above this are truncated (GNU as)
MAX_FILL_SIZE = 8
#: the most bytes ``.space``/``.fill``/alignment may bring all sections to (llvm-mc has no
#: limit and tries to allocate what it is told; we refuse instead of exhausting memory)
MAX_OUTPUT_BYTES = 1 << 28
#: ``.balign``/``.align`` values must be below this (llvm-mc: "alignment must be smaller
#: than 2**32")
ALIGN_LIMIT = 1 << 32


def _reserve(asm, count: int, col: int) -> None:
    """Refuse to grow the object past :data:`MAX_OUTPUT_BYTES` by ``count`` more bytes."""
    if count > MAX_OUTPUT_BYTES or sum(s.size for s in asm.sections) + count > MAX_OUTPUT_BYTES:
        raise AsmError(f"the object would grow past {MAX_OUTPUT_BYTES} bytes", col=col)

#: ``.type`` spellings -> STT_* (``STT_AMDGPU_HSA_KERNEL`` as the guide names it for V2)
SYMBOL_TYPES = {
    "function": STT.STT_FUNC, "stt_func": STT.STT_FUNC, "object": STT.STT_OBJECT,
    "stt_object": STT.STT_OBJECT, "notype": STT.STT_NOTYPE, "stt_notype": STT.STT_NOTYPE,
    "tls_object": STT.STT_TLS, "stt_tls": STT.STT_TLS, "common": STT.STT_COMMON,
    "stt_common": STT.STT_COMMON, "stt_amdgpu_hsa_kernel": STT.STT_AMDGPU_HSA_KERNEL,
    "amdgpu_hsa_kernel": STT.STT_AMDGPU_HSA_KERNEL,
}

#: shortcut section directives -> (sh_type, sh_flags)
SHORTCUT_SECTIONS = {
    ".text": (SHT.SHT_PROGBITS, SHF.SHF_ALLOC | SHF.SHF_EXECINSTR),
    ".data": (SHT.SHT_PROGBITS, SHF.SHF_ALLOC | SHF.SHF_WRITE),
    ".bss": (SHT.SHT_NOBITS, SHF.SHF_ALLOC | SHF.SHF_WRITE),
    ".rodata": (SHT.SHT_PROGBITS, SHF.SHF_ALLOC),
    ".tdata": (SHT.SHT_PROGBITS, SHF.SHF_ALLOC | SHF.SHF_WRITE | SHF_TLS),
    ".tbss": (SHT.SHT_NOBITS, SHF.SHF_ALLOC | SHF.SHF_WRITE | SHF_TLS),
}

#: data directives -> value size in bytes
DATA_SIZES = {".byte": 1, ".short": 2, ".2byte": 2, ".value": 2, ".long": 4,
              ".int": 4, ".4byte": 4, ".quad": 8, ".8byte": 8}

#: alignment directives -> (argument is a power of two, fill unit in bytes)
ALIGN_FORMS = {".p2align": (True, 1), ".p2alignw": (True, 2), ".p2alignl": (True, 4),
               ".balign": (False, 1), ".balignw": (False, 2), ".balignl": (False, 4),
               ".align": (False, 1)}


# ---------------------------------------------------------------------------------- sections
def shortcut_section(asm, cur: Cursor, name: str, col: int) -> None:
    """``.text``, ``.data``, ``.bss``, ``.rodata``: enter the standard section."""
    cur.end("unexpected token in section switching directive")
    type_, flags = SHORTCUT_SECTIONS[name]
    if not any(s.name == name for s in asm.sections):
        asm.switch_section(name, type_=type_, flags=flags)
    else:
        asm.switch_section(name, type_=None, flags=None)


def section(asm, cur: Cursor, name: str, col: int) -> None:
    """``.section name[, "flags"[, @type[, entsize]]]`` (also ``.pushsection``)."""
    sec_name = _section_name(cur)
    flags = type_ = None
    entsize = 0
    if cur.accept(","):
        if cur.peek() == '"':
            fcol = cur.col()
            flags = _parse_flags(cur.string().decode("latin-1"), fcol)
            if cur.accept(","):
                type_ = _parse_type(cur)
                if flags & SHF.SHF_MERGE:
                    if not cur.accept(","):
                        cur.error("expected the entry size")
                    e, ecol = cur.expr()
                    entsize = asm.absolute(e, ecol)
                    if entsize <= 0:
                        raise AsmError("entry size must be positive", col=ecol)
            elif flags & SHF.SHF_MERGE:
                cur.error("Mergeable section must specify the type")
        else:
            cur.error("expected string")
    cur.end("expected end of directive")
    if name == ".pushsection":
        asm.section_stack.append((asm.section, asm.previous))
    asm.switch_section(sec_name, type_=type_, flags=flags, entsize=entsize, col=col)


def _section_name(cur: Cursor) -> str:
    if cur.peek() == '"':
        return cur.string().decode("utf-8", errors="surrogateescape")
    start = cur.p
    while cur.p < len(cur.t) and cur.t[cur.p] not in " \t,":
        cur.p += 1
    if cur.p == start:
        cur.error("expected identifier in directive")
    return cur.t[start:cur.p]


def _parse_flags(text: str, col: int) -> int:
    flags = 0
    for ch in text:
        bit = FLAG_LETTERS.get(ch)
        if bit is None:
            raise AsmError("unknown flag", col=col)
        flags |= bit
    return flags


def _parse_type(cur: Cursor) -> int:
    cur.ws()
    if cur.peek() == '"':
        word = cur.string().decode("latin-1")
    else:
        if not (cur.accept("@") or cur.accept("%")):
            cur.error("expected '@<type>', '%<type>' or \"<type>\"")
        word = cur.word()
    sht = SECTION_TYPES.get(word)
    if sht is None:
        cur.error("unknown section type")
    return sht


def pop_section(asm, cur: Cursor, name: str, col: int) -> None:
    """``.popsection``: back to the section of the matching ``.pushsection``."""
    cur.end()
    if not asm.section_stack:
        raise AsmError(".popsection without corresponding .pushsection", col=cur.col())
    asm.section, asm.previous = asm.section_stack.pop()
    asm.dwarf.loc_seen = False


def previous_section(asm, cur: Cursor, name: str, col: int) -> None:
    """``.previous``: swap the current and the previous section."""
    cur.end()
    if asm.previous is None:
        raise AsmError(".previous without corresponding .section", col=cur.col())
    asm.section, asm.previous = asm.previous, asm.section
    asm.dwarf.loc_seen = False


# ---------------------------------------------------------------------------------- symbols
def assign(asm, name: str, cur: Cursor, col: int, *, equiv: bool = False) -> None:
    """``name = expr`` / ``.set name, expr``: a variable symbol."""
    expr, ecol = cur.expr()
    cur.end("unexpected token in '.set' directive" if not equiv else "expected newline")
    sym = asm.symbol(name)
    if sym.is_label or (equiv and sym.is_defined):
        raise AsmError(f"redefinition of '{name}'", col=ecol)
    if sym.variable is not None and not sym.redefinable and name in expr.symbols():
        raise AsmError(f"Recursive use of '{name}'", col=ecol)
    value = asm.try_absolute(expr)
    if value is not None:
        expr = Expr("num", value)
    else:
        if name in expr.symbols():
            raise AsmError(f"Recursive use of '{name}'", col=ecol)
        expr = _freeze_dot(asm, expr)
    if sym.variable is not None:   # a redefinition
        asm.symbols.move_to_end(sym)
    else:
        asm.symbols.register(sym)
    asm.symbols.register_expr(expr)
    sym.variable = expr
    sym.redefinable = not equiv


def _freeze_dot(asm, expr: Expr) -> Expr:
    """Replace ``.`` by a temporary label at the current location."""
    if DOT not in expr.symbols():
        return expr
    n = len(asm.symbols.by_name)
    label = asm.symbol(f".Ltmp.dot{n}")
    label.section, label.offset = asm.section, asm.section.size

    def walk(e):
        if e.op == "sym":
            return Expr("sym", label.name, e.b) if e.a == DOT else e
        if e.op == "num":
            return e
        return Expr(e.op, walk(e.a), walk(e.b) if e.b is not None else None)
    return walk(expr)


def set_directive(asm, cur: Cursor, name: str, col: int) -> None:
    """``.set``/``.equ``/``.equiv name, expr``."""
    sym_name = cur.name("expected identifier after '" + name + "'")
    cur.expect(",")
    assign(asm, sym_name, cur, col, equiv=name == ".equiv")


def _symbol_list(cur: Cursor) -> list[tuple[str, int]]:
    out = []
    while True:
        cur.ws()
        scol = cur.col()
        out.append((cur.name(), scol))
        if not cur.accept(","):
            break
    cur.end("unexpected token in directive")
    return out


def binding(asm, cur: Cursor, name: str, col: int) -> None:
    """``.globl``/``.global``/``.weak``/``.local``."""
    bind = {".globl": STB.STB_GLOBAL, ".global": STB.STB_GLOBAL, ".weak": STB.STB_WEAK,
            ".local": STB.STB_LOCAL}[name]
    for sym_name, _ in _symbol_list(cur):
        sym = asm.symbols.register(asm.symbol(sym_name))
        sym.binding = bind


def visibility(asm, cur: Cursor, name: str, col: int) -> None:
    """``.hidden``/``.protected``/``.internal``."""
    vis = {".hidden": STV.STV_HIDDEN, ".protected": STV.STV_PROTECTED,
           ".internal": STV.STV_INTERNAL}[name]
    for sym_name, _ in _symbol_list(cur):
        asm.symbols.register(asm.symbol(sym_name)).visibility = vis


def type_directive(asm, cur: Cursor, name: str, col: int) -> None:
    """``.type sym, @function`` (also ``%function``, ``"function"``, ``STT_FUNC``)."""
    sym_name = cur.name()
    cur.accept(",")
    cur.ws()
    if cur.peek() == '"':
        tcol = cur.col()
        word = cur.string().decode("latin-1")
    else:
        cur.accept("@") or cur.accept("%")
        tcol = cur.col()
        word = cur.word()
    stt = SYMBOL_TYPES.get(word.lower())
    if stt is None:
        raise AsmError("unsupported attribute", col=tcol)
    cur.end("expected end of directive")
    asm.symbols.register(asm.symbol(sym_name)).type = stt


def size_directive(asm, cur: Cursor, name: str, col: int) -> None:
    """``.size sym, expr``: evaluated once the file is read."""
    sym_name = cur.name()
    cur.expect(",")
    expr, _ = cur.expr()
    cur.end()
    sym = asm.symbol(sym_name)
    sym.size = _freeze_dot(asm, expr)


def ident(asm, cur: Cursor, name: str, col: int) -> None:
    """``.ident "text"``: appended to the ``.comment`` section."""
    text = cur.string()
    cur.end()
    saved = (asm.section, asm.previous)
    first = not any(s.name == ".comment" for s in asm.sections)
    sec = asm.switch_section(".comment", type_=SHT.SHT_PROGBITS,
                             flags=SHF.SHF_MERGE | SHF.SHF_STRINGS, entsize=1)
    if first:
        sec.append(b"\0")
    sec.append(text + b"\0")
    asm.section, asm.previous = saved


def addrsig(asm, cur: Cursor, name: str, col: int) -> None:
    """``.addrsig``: write an ``SHT_LLVM_ADDRSIG`` section (the address-significance table)."""
    cur.end()
    asm.addrsig = True


def addrsig_sym(asm, cur: Cursor, name: str, col: int) -> None:
    """``.addrsig_sym name``: the symbol's address is significant (listed if in ``.symtab``)."""
    sym_name = cur.name()
    cur.end()
    asm.addrsig_symbols.append(asm.symbol(sym_name))


#: LDS bytes a work-group may allocate (``.amdgpu_lds`` sizes): 32 KiB on GFX6, 64 KiB after
LDS_BYTES_GFX6 = 32768
LDS_BYTES = 65536
LDS_BYTES_GFX950 = 163840
#: ``.amdgpu_lds`` alignments stay below 2^31
LDS_MAX_ALIGN_LOG2 = 31
LDS_DEFAULT_ALIGN = 4


def amdgpu_lds(asm, cur: Cursor, name: str, col: int) -> None:
    """``.amdgpu_lds symbol, size[, align]``: an LDS variable, a common symbol of section
    ``SHN_AMDGPU_LDS`` whose value is its alignment (AMDGPUUsage: Symbols)."""
    cur.ws()
    name_col = cur.col()
    sym_name = cur.name("expected identifier in directive")
    cur.expect(",")
    expr, scol = cur.expr()
    size = asm.absolute(expr, scol)
    if size < 0:
        raise AsmError("size must be non-negative", col=scol)
    major = asm.target.major
    limit = LDS_BYTES_GFX6 if major <= 6 else (
        LDS_BYTES_GFX950 if asm.target.processor == "gfx950" else LDS_BYTES)
    if size > limit:
        raise AsmError("size is too large", col=scol)
    alignment = LDS_DEFAULT_ALIGN
    if cur.accept(","):
        aexpr, acol = cur.expr()
        alignment = asm.absolute(aexpr, acol)
        if alignment <= 0 or alignment & (alignment - 1):
            raise AsmError("alignment must be a power of two", col=acol)
        if alignment >= 1 << LDS_MAX_ALIGN_LOG2:
            raise AsmError("alignment is too large", col=acol)
    cur.end()
    sym = asm.symbol(sym_name)
    if sym.is_defined or sym.lds is not None:
        raise AsmError("invalid symbol redefinition", col=name_col)
    sym.type = STT.STT_OBJECT
    if sym.binding is None:
        sym.binding = STB.STB_GLOBAL
    sym.lds = (size, alignment)
    sym.size = Expr("num", size)


# ---------------------------------------------------------------------------------- data
def data(asm, cur: Cursor, name: str, col: int) -> None:
    """``.byte``/``.short``/``.long``/``.quad`` and their aliases: comma-separated values."""
    size = DATA_SIZES[name]
    if cur.at_end():
        return
    while True:
        expr, ecol = cur.expr()
        asm.emit_value(expr, size, ecol, loc=cur.loc)
        if not cur.accept(","):
            break
    cur.end("unexpected token in directive")


def ascii_directive(asm, cur: Cursor, name: str, col: int) -> None:
    """``.ascii``/``.asciz``/``.string``: strings, NUL-terminated but for ``.ascii``."""
    nul = b"" if name == ".ascii" else b"\0"
    if cur.at_end():
        return
    while True:
        asm.emit_bytes(cur.string("expected string in '" + name + "' directive") + nul)
        if not cur.accept(","):
            break
    cur.end("unexpected token in '" + name + "' directive")


def zero(asm, cur: Cursor, name: str, col: int) -> None:
    """``.zero n[, fill]``, ``.space``/``.skip n[, fill]``: n bytes of ``fill`` (0)."""
    expr, ecol = cur.expr()
    count = asm.absolute(expr, ecol)
    fill = 0
    if cur.accept(","):
        fexpr, fcol = cur.expr()
        fill = asm.absolute(fexpr, fcol)
    cur.end()
    if count < 0:
        return
    _reserve(asm, count, ecol)
    asm.section.commit_fill()
    asm.section.append(bytes([fill & 0xFF]) * count)    # a fill fragment: no .loc row
    asm.section.commit_fill()


def fill(asm, cur: Cursor, name: str, col: int) -> None:
    """``.fill repeat[, size[, value]]``: ``repeat`` copies of ``value`` in ``size`` bytes."""
    expr, ecol = cur.expr()
    repeat = asm.absolute(expr, ecol)
    size, value = 1, 0
    if cur.accept(","):
        sexpr, scol = cur.expr()
        size = asm.absolute(sexpr, scol)
        if cur.accept(","):
            vexpr, vcol = cur.expr()
            value = asm.absolute(vexpr, vcol)
    cur.end()
    size = min(max(size, 0), MAX_FILL_SIZE)
    if repeat >= 1 << 63:   # llvm-mc reads the count as int64: 0xffffffffffffffff is -1
        repeat -= 1 << 64
    if repeat <= 0 or size == 0:
        return
    _reserve(asm, repeat * size, ecol)
    unit = (value & 0xFFFFFFFF).to_bytes(MAX_FILL_SIZE, "little")[:size]
    asm.section.commit_fill()
    asm.emit_bytes(unit * repeat)
    asm.section.commit_fill()


def align(asm, cur: Cursor, name: str, col: int) -> None:
    """``.p2align exp[, fill[, max]]``, ``.balign``/``.align bytes[, fill[, max]]``."""
    power, unit = ALIGN_FORMS[name]
    expr, acol = cur.expr()
    value = asm.absolute(expr, acol)
    fill_value = None
    max_bytes = 0
    if cur.accept(","):
        if cur.peek() not in (",", ""):
            fexpr, fcol = cur.expr()
            fill_value = asm.absolute(fexpr, fcol)
        if cur.accept(","):
            mexpr, mcol = cur.expr()
            max_bytes = asm.absolute(mexpr, mcol)
    cur.end()
    if power:
        if not 0 <= value <= MAX_P2ALIGN:
            raise AsmError("invalid alignment value", col=acol)
        alignment = 1 << value
    else:
        if value == 0:
            value = 1
        if value >= ALIGN_LIMIT:
            raise AsmError("alignment must be smaller than 2**32", col=acol)
        if value < 0 or value & (value - 1):
            raise AsmError("alignment must be a power of 2", col=acol)
        alignment = value
    pad = -asm.section.size % alignment
    if not (max_bytes and pad > max_bytes):
        _reserve(asm, pad, acol)
    asm.section.align_to(alignment, fill=fill_value, fill_size=unit, max_bytes=max_bytes)


# ---------------------------------------------------------------------------------- target
def amdgcn_target(asm, cur: Cursor, name: str, col: int) -> None:
    """``.amdgcn_target "<triple>-<target-id>"`` must match the command line's target."""
    cur.ws()
    scol = cur.col()
    text = cur.string().decode("utf-8", errors="surrogateescape")
    expected = asm.target.target_id(asm.code_object_version)
    if text != expected and not _same_target_spelled_newer(text, expected):
        raise AsmError(f".amdgcn_target directive's target id {text} does not match the "
                       f"specified target id {expected}", col=scol)
    cur.end()


def _same_target_spelled_newer(text: str, expected: str) -> bool:
    """Newer LLVM (Triton's) spells the target ``amdgpu9.0a-amd-amdhsa-unknown-gfx90a``: an
    ``amdgpu*`` architecture, the environment named, then the same target ID. llvm-mc 22
    refuses it; we accept it when vendor, OS and target ID are ours (issue 11)."""
    triple, _, target_id = expected.partition("--")
    parts = text.split("-", 4)
    return (len(parts) == 5 and parts[0].startswith("amdgpu")
            and parts[1:3] == triple.split("-")[1:3] and parts[4] == target_id)


HANDLERS = {
    **{n: shortcut_section for n in SHORTCUT_SECTIONS},
    ".section": section, ".pushsection": section, ".popsection": pop_section,
    ".previous": previous_section,
    ".set": set_directive, ".equ": set_directive, ".equiv": set_directive,
    ".globl": binding, ".global": binding, ".weak": binding, ".local": binding,
    ".hidden": visibility, ".protected": visibility, ".internal": visibility,
    ".type": type_directive, ".size": size_directive,
    ".ident": ident, ".addrsig": addrsig, ".addrsig_sym": addrsig_sym,
    **{n: data for n in DATA_SIZES},
    ".ascii": ascii_directive, ".asciz": ascii_directive, ".string": ascii_directive,
    ".zero": zero, ".space": zero, ".skip": zero, ".fill": fill,
    **{n: align for n in ALIGN_FORMS},
    ".amdgcn_target": amdgcn_target, ".amdgpu_lds": amdgpu_lds,
}

__all__ = ["HANDLERS", "assign"]
