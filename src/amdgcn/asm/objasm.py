"""The object-file assembler: AMDGPU assembly text to a relocatable ELF object, like
``llvm-mc -filetype=obj -triple=amdgcn-amd-amdhsa``.

One pass over the statements builds the sections (instructions have fixed sizes, so every
label gets its final offset as it is defined); :mod:`amdgcn.asm.layout` then patches the
fixups or turns them into relocations and :mod:`amdgcn.asm.elfwriter` lays the ELF file
out. Every error of the file is collected with ``file:line:col`` (AMDGPUUsage: Assembler);
when there is one, no object is produced. As in llvm-mc, errors found only once the whole
file is read (undefined branch targets, differences across sections) are reported when the
statements themselves had none.

Directives live in :mod:`~amdgcn.asm.directives` (ELF/GNU as), :mod:`~amdgcn.asm.amdhsa`
(``.amdhsa_kernel``), :mod:`~amdgcn.asm.metadata` (``.amdgpu_metadata``),
:mod:`~amdgcn.asm.v2` (code object V2) and :mod:`~amdgcn.asm.conditionals` (``.if``).

Example:
    >>> from amdgcn.asm.objasm import ObjectAssembler
    >>> obj = ObjectAssembler("gfx90a").assemble(".text\\ns_endpgm\\n")
    >>> obj[:4]
    b'\\x7fELF'
"""

from __future__ import annotations

import os
import re

from amdgcn.asm import amdhsa, cfi, conditionals, directives, dwarf, leb, metadata, v2
from amdgcn.asm.elfwriter import write_object
from amdgcn.asm.expr import Cursor, SyntaxErrorAt
from amdgcn.asm.layout import Relocation, needs_pcrel, resolve_fixups, uses_rela
from amdgcn.asm.sections import DATA_FIXUP, AsmSection, Fixup, default_flags, default_type
from amdgcn.asm.source import SourceLine, plain_statement, source_line
from amdgcn.asm.symbols import AsmSymbol, ExprError, SymbolTable, absolute, try_absolute
from amdgcn.asm.targetinfo import (
    CODE_OBJECT_V2,
    LLVM14_CODE_OBJECT_VERSIONS,
    AsmTarget,
    check_code_object_version,
)
from amdgcn.codeobj.elf import R_AMDGPU
from amdgcn.codeobj.linker import link as link_objects
from amdgcn.errors import AmdgcnError, AsmError, AsmErrors, TargetError
from amdgcn.isa.core import EncodeContext, isa_for
from amdgcn.isa.literals import DEC_DIGITS, LiteralError, lex_integer
from amdgcn.isa.registers import SGPR, VGPR
from amdgcn.isa.syntax import Expr

_ASSIGNMENT = re.compile(r"([A-Za-z_.$][A-Za-z0-9_.$@]*)\s*=(?!=)")
_DIRECTIVE = re.compile(r"\.[A-Za-z0-9_.$]+")

#: the registers whose highest index each GPR-count symbol follows
GPR_COUNT_SYMBOLS_V3 = {VGPR: ".amdgcn.next_free_vgpr", SGPR: ".amdgcn.next_free_sgpr"}
GPR_COUNT_SYMBOLS_V2 = {VGPR: ".kernel.vgpr_count", SGPR: ".kernel.sgpr_count"}


class ObjectAssembler:
    """Assembles one source file into a relocatable object.

    Args:
        mcpu: processor or target ID (``gfx90a``, ``gfx90a:xnack+``, ``fiji``).
        triple: the target triple (``amdgcn-amd-amdhsa``; ``amdgcn--`` has no OS).
        mattr: ``-mattr`` features (``+xnack,-sramecc``).
        filename: the name used in error places.
        dwarf_version: llvm-mc's ``-dwarf-version`` (4; ``.file 0`` makes it 5).
        compilation_dir: the line table's directory 0 when no ``.file 0`` names one
            (llvm-mc's ``-fdebug-compilation-dir``; default: the current directory).
        code_object_version: ``--amdhsa-code-object-version``: 4 to 6 as llvm-mc 22, or 2
            and 3, which llvm-mc 22 no longer writes, written as llvm-mc 14 wrote them.
        leb_sizes: the sizes of LEB128 values unknown where they stand, from an earlier
            round of relaxation (:mod:`amdgcn.asm.leb`).

    Raises:
        TargetError: an unknown processor or feature.
    """

    def __init__(self, mcpu: str, *, triple: str = "amdgcn-amd-amdhsa", mattr: str = "",
                 filename: str = "<stdin>", dwarf_version: int = dwarf.DEFAULT_DWARF_VERSION,
                 compilation_dir: str | None = None, code_object_version: int | None = None,
                 leb_sizes: dict | None = None):
        self._init_args = dict(mcpu=mcpu, triple=triple, mattr=mattr, filename=filename,
                               dwarf_version=dwarf_version, compilation_dir=compilation_dir,
                               code_object_version=code_object_version)
        self.leb_sizes = dict(leb_sizes or {})
        self.pending_lebs: list = []       # LEB128 values left to layout
        self.relax_round = 0               # rounds of LEB128 relaxation before this one
        self.target = AsmTarget.create(mcpu, triple=triple, mattr=mattr)
        self.filename = filename
        try:
            wave64 = self.target.major >= 10 and not self.target.wave32
            self.isa = isa_for(self.target.processor + (":+wavefrontsize64" if wave64 else ""))
        except TargetError:
            self.isa = None
        self.symbols = SymbolTable()
        self.sections: list[AsmSection] = []
        self.section: AsmSection | None = None
        self.previous: AsmSection | None = None
        self.section_stack: list[tuple[AsmSection, AsmSection | None]] = []
        self.errors: list[AsmError] = []
        self.block = None            # a multi-line directive being read (.amdhsa_kernel ...)
        self.line: SourceLine | None = None
        self.code_object_version = self.target.default_code_object_version
        self.code_object_version_at = (0, 0)
        #: the version asked for on the command line (V2/V3 are allowed only that way)
        self.requested_code_object_version = code_object_version
        self.v2_notes = False        # .hsa_code_object_version seen (code object V2)
        self.local_label_counts: dict[int, int] = {}
        self.file_symbols: list[tuple[str, int]] = []
        self.conditions: list[conditionals.Frame] = []     # open .if directives
        self.addrsig = False         # .addrsig: write .llvm_addrsig
        self.addrsig_symbols: list[AsmSymbol] = []
        self.symbols.target = self.target
        self.symbols.extra_sgprs = lambda **kw: amdhsa.extra_sgprs(self.target, **kw)
        self.deferred: list = []     # callables run before layout (kernel descriptor fields)
        self.dwarf = dwarf.LineTable(version=dwarf_version)    # .file/.loc (DWARF lines)
        self.dwarf.compilation_dir = os.getcwd() if compilation_dir is None else compilation_dir
        self.cfi = cfi.FrameState()  # .cfi_* frames
        #: relocations of generated debug sections: (section, offset, type, target, addend)
        self.generated_relocations: list = []
        #: statement text -> (bytes, registers) of instructions that named no symbol
        self._encoded: dict[str, tuple[bytes, tuple]] = {}
        self._named_symbol = False
        self._define_predefined_symbols()
        if code_object_version == CODE_OBJECT_V2 and self.target.is_hsa:
            self.enter_code_object_v2()     # V2 predefined symbols and directives
        elif code_object_version is not None:
            self.code_object_version = code_object_version
        self.switch_section(".text", type_=None, flags=None)
        self.section.align = 4       # llvm-mc aligns the initial .text to 4 bytes

    # ------------------------------------------------------------------ symbols
    def _define_predefined_symbols(self, *, v2: bool = False) -> None:
        """AMDGPUUsage: Code Object V3 and Above Predefined Symbols, or the V2 ones (without
        amdhsa, or once ``.hsa_code_object_version`` made the object a code object V2)."""
        major, minor, stepping = self.target.isa_version
        if self.target.is_hsa and not v2:
            names = (".amdgcn.gfx_generation_number", ".amdgcn.gfx_generation_minor",
                     ".amdgcn.gfx_generation_stepping")
            counters = GPR_COUNT_SYMBOLS_V3
        else:
            names = (".option.machine_version_major", ".option.machine_version_minor",
                     ".option.machine_version_stepping")
            counters = GPR_COUNT_SYMBOLS_V2
        for name, value in zip(names, (major, minor, stepping)):
            sym = self.symbols.get(name)
            sym.variable = Expr("num", value)
            sym.redefinable = True
        self.gpr_counters = counters
        for name in counters.values():
            sym = self.symbols.get(name)
            sym.variable = Expr("num", 0)
            sym.redefinable = True

    def enter_code_object_v2(self) -> None:
        """``.hsa_code_object_version``: V2 predefined symbols and GPR counting from now on."""
        if self.code_object_version != CODE_OBJECT_V2:
            self.code_object_version = CODE_OBJECT_V2
            self._define_predefined_symbols(v2=True)

    def reset_kernel_scope(self) -> None:
        """``.amdgpu_hsa_kernel`` starts counting ``.kernel.{v,s}gpr_count`` from zero."""
        for name in GPR_COUNT_SYMBOLS_V2.values():
            sym = self.symbols.get(name)
            sym.variable = Expr("num", 0)
            sym.redefinable = True

    def symbol(self, name: str) -> AsmSymbol:
        """The symbol ``name`` (created if new)."""
        return self.symbols.get(name)

    def absolute(self, expr: Expr, col: int) -> int:
        """The value of an expression that must be absolute now (AsmError at ``col``)."""
        try:
            return absolute(expr, self.symbols, dot=self.dot())
        except ExprError as e:
            raise AsmError(e.message, col=col) from None

    def try_absolute(self, expr: Expr) -> int | None:
        """The value of ``expr`` when absolute now, else None."""
        return try_absolute(expr, self.symbols, dot=self.dot())

    def try_absolute_at(self, expr: Expr, dot: AsmSymbol) -> int | None:
        """The value of ``expr`` when absolute, ``.`` standing for ``dot``."""
        return try_absolute(expr, self.symbols, dot=dot)

    def dot(self) -> AsmSymbol:
        """A temporary label at the current location (llvm-mc's ``.``)."""
        return AsmSymbol(".", section=self.section, offset=self.section.size)

    def define_label(self, name: str, col: int) -> AsmSymbol:
        """Define ``name`` at the current location."""
        sym = self.symbols.get(name)
        if sym.is_label or (sym.variable is not None and not sym.redefinable):
            raise AsmError(f"symbol '{name}' is already defined", col=col)
        sym.variable = None
        sym.section = self.section
        sym.offset = self.section.size
        sym.where = (self.line.number if self.line else 0, col)
        self.symbols.register(sym)
        return sym

    def _local_label_number(self, name: str, col: int) -> int | None:
        """The value of numeric local label ``name`` by the lexer's rules (``012:`` is label
        10), or None after reporting llvm-mc's errors (``08:``, past ``2**63 - 1``)."""
        try:
            got = lex_integer(name, 0)
        except LiteralError as e:
            if e.message != "literal value out of range for directive":
                self.report(AsmError(e.message, col=col))
            got = None
        if got is None or got[1] != len(name) or got[0] >> 63:
            self.report(AsmError("unexpected token at start of statement", col=col))
            return None
        return got[0]

    def local_label(self, number: int, forward: bool) -> str:
        """The name of numeric local label ``number``: the last (``b``) or next (``f``)."""
        count = self.local_label_counts.get(number, 0)
        return f".Ltmp.local{number}.{count if forward else count - 1}"

    # ------------------------------------------------------------------ sections
    def switch_section(self, name: str, *, type_: int | None, flags: int | None,
                       entsize: int = 0, col: int = 0) -> AsmSection:
        """Enter section ``name``, creating it with the given (or default) attributes."""
        sec = next((s for s in self.sections if s.name == name), None)
        if sec is None:
            sec = AsmSection(name, default_type(name) if type_ is None else type_,
                             default_flags(name) if flags is None else flags, entsize)
            self.sections.append(sec)
            sec.symbol = self._section_symbol(sec)
            self.symbols.register(sec.symbol)
        else:
            if flags is not None and flags != sec.flags:
                raise AsmError(f"changed section flags for {name}, expected: 0x{sec.flags:x}",
                               col=col)
            if type_ is not None and type_ != sec.type:
                raise AsmError(f"changed section type for {name}, expected: 0x{sec.type:x}",
                               col=col)
        self.previous = self.section     # even when entering the same section (llvm-mc)
        self.section = sec
        self.dwarf.loc_seen = False      # a .loc no row used is dropped (llvm-mc)
        return sec

    def _section_symbol(self, sec: AsmSection) -> AsmSymbol:
        """The section's ``STT_SECTION`` symbol, which its name denotes in expressions
        (``.long .debug_abbrev``) unless a symbol of that name is defined (llvm-mc's
        ``getOrCreateSectionSymbol``: an undefined symbol of that name becomes it)."""
        by_name = self.symbols.by_name
        sym = by_name.get(sec.name)
        if sym is None:
            sym = by_name[sec.name] = AsmSymbol(sec.name)
        elif sym.is_defined or sym.binding is not None:
            return AsmSymbol(sec.name, section=sec, is_section=True)
        sym.section, sym.offset, sym.is_section = sec, 0, True
        return sym

    # ------------------------------------------------------------------ emission
    def emit_bytes(self, data: bytes) -> int:
        """Append bytes to the current section (after the row of a pending ``.loc``);
        returns their offset."""
        if self.dwarf.loc_seen:
            dwarf.make_row(self)
        return self.section.append(data)

    def emit_value(self, expr: Expr, size: int, col: int, *, loc: int | None = None) -> None:
        """A data value of ``size`` bytes: its bytes when absolute now, else a fixup (whose
        errors point at ``loc``, the expression's root operator)."""
        value = self.try_absolute(expr)
        if value is not None:
            if not (-(1 << (8 * size - 1)) <= value < (1 << (8 * size))):
                raise AsmError("out of range literal value", col=col)
            self.emit_bytes((value & ((1 << (8 * size)) - 1)).to_bytes(size, "little"))
            return
        at = self.section.size
        self.emit_bytes(bytes(size))
        self.add_fixup(at, DATA_FIXUP[size], expr, dot=at, col=col if loc is None else loc)

    def add_fixup(self, offset: int, kind: str, expr: Expr, *, dot: int, col: int,
                  section: AsmSection | None = None, compute=None) -> Fixup:
        """Record a fixup of the current section (registering the symbols it names)."""
        self.symbols.register_expr(expr)
        line = self.line
        fx = Fixup(section or self.section, offset, kind, expr, dot,
                   (line.number if line else 0, col, line.raw if line else ""))
        fx.compute = compute
        fx.section.fixups.append(fx)
        if fx.section.is_nobits:
            fx.section.nobits_fixups = True
        return fx

    # ------------------------------------------------------------------ statements
    def assemble(self, text: str) -> bytes:
        """Assemble ``text`` into the bytes of a relocatable ELF object.

        Raises:
            AsmErrors: every error of the file, each with its place.
        """
        encoded = self._encoded
        in_comment = False
        raws = text.splitlines()
        for number, raw in enumerate(raws, 1):
            if not in_comment and self.block is None and not self.conditions:
                code = plain_statement(raw)
                hit = encoded.get(code) if code else None
                if hit is not None:   # an instruction seen before, which named no symbol
                    self._emit_encoded(hit, number, raw)
                    continue
                if code and (code[0].isalpha() or code[0] == "_") and "=" not in code:
                    # an instruction (no label, directive or assignment): what _statement
                    # would reach through _conditional and _code, on source_line's line
                    k = raw.find(";")
                    uncommented = raw if k < 0 else raw[:k]
                    self.line = sl = SourceLine(
                        number, raw, [], code, len(uncommented) - len(uncommented.lstrip()) + 1,
                        uncommented, len(uncommented) + 1)
                    try:
                        self._instruction(sl)
                    except (AsmError, SyntaxErrorAt) as e:
                        self.report(_as_asm_error(e))
                    continue
            sl, in_comment = source_line(number, raw, in_comment)
            self.line = sl
            self._statement(sl)
        self.line = None
        self.end_of_file = self._end_of_file(text, raws)
        if self.block is not None:
            self.block.at_end_of_file(self, self.end_of_file)
        if self.errors:
            raise AsmErrors(self.errors)
        grow = leb.resolve(self)
        if grow and not self.errors:
            return self._relax(text, grow)
        self._guard(self._check_code_object_version)
        for run in self.deferred:
            self._guard(run)
        self._guard(lambda: cfi.emit_frames(self))
        self._guard(lambda: dwarf.emit_line_table(self))
        if not self.errors:
            self._guard(lambda: resolve_fixups(self))
            add_generated_relocations(self)
        for sec in self.sections:
            if sec.is_nobits and (sec.nobits_written or sec.nobits_pending):
                self.report(AsmError(f"BSS section '{sec.name}' cannot have non-zero bytes"),
                            line=None)
            elif sec.is_nobits and sec.nobits_fixups:
                self.report(AsmError(f"BSS section '{sec.name}' cannot have fixups"), line=None)
        if self.errors:
            raise AsmErrors(self.errors)
        return write_object(self)

    def _relax(self, text: str, grow: dict) -> bytes:
        """Assemble ``text`` again with larger LEB128 sizes (llvm-mc's relaxation)."""
        sizes = {**self.leb_sizes, **grow}
        rounds = self.relax_round + 1
        if rounds > leb.MAX_RELAXATION_ROUNDS:
            raise AsmErrors([AsmError("LEB128 values did not settle after "
                                      f"{leb.MAX_RELAXATION_ROUNDS} rounds of relaxation")])
        again = ObjectAssembler(**self._init_args, leb_sizes=sizes)
        again.relax_round = rounds
        return again.assemble(text)

    @staticmethod
    def _end_of_file(text: str, raws: list[str]) -> tuple[int, int]:
        """(line, column) of the end of the file, where llvm-mc reports what is missing."""
        if not raws:
            return 1, 1
        if text.endswith(("\n", "\r")):
            return len(raws) + 1, 1
        return len(raws), len(raws[-1]) + 1

    def _emit_encoded(self, hit: tuple, number: int, raw: str) -> None:
        """A cached instruction: its register use counted, its bytes appended."""
        data, regs = hit
        if self.dwarf.loc_seen:
            dwarf.make_row(self)
        if not self._gprs_counted(regs):
            try:
                self._count_gprs(regs, len(raw) - len(raw.lstrip()) + 1)
            except AsmError as e:
                self.report(e, line=source_line(number, raw, False)[0])
                return
        sec = self.section
        if sec.is_nobits:
            sec.append(data)
        else:
            sec.data += data

    def _gprs_counted(self, regs: tuple) -> bool:
        """Whether ``.amdgcn.next_free_{v,s}gpr`` are already past every register of
        ``regs`` (the common case, which leaves :meth:`_count_gprs` nothing to do)."""
        counters, by_name = self.gpr_counters, self.symbols.by_name
        for file, last, _ in regs:
            name = counters.get(file)
            if name is None:
                continue   # a register file with no counter (AGPRs)
            sym = by_name.get(name)
            var = sym.variable if sym is not None else None
            if var is None or var.op != "num" or var.a <= last:
                return False
        return True

    def _check_code_object_version(self) -> None:
        """llvm-mc 22 writes code objects V4 to V6 (V2 with ``.hsa_code_object_version``)."""
        if self.code_object_version == CODE_OBJECT_V2 or not self.target.is_hsa:
            return
        if self.code_object_version == self.requested_code_object_version and \
                self.code_object_version in LLVM14_CODE_OBJECT_VERSIONS:
            return
        try:
            check_code_object_version(self.code_object_version)
        except TargetError as e:
            line, col = self.code_object_version_at
            raise AsmError(str(e), line=line, col=col) from None

    def _guard(self, fn) -> None:
        try:
            fn()
        except AsmError as e:
            self.report(e)

    def report(self, e: AsmError, line: SourceLine | None = None) -> None:
        """Record an error, placed on ``line`` (default: the current line); an error with no
        line is llvm-mc's ``<unknown>:0`` kind (found after the whole file was read)."""
        line = line or self.line
        if line is not None and not e.line:
            e.line, e.source_line = line.number, line.raw
        e.filename = self.filename if e.line else "<unknown>"
        e.args = (e.format(),)
        self.errors.append(e)

    def _statement(self, sl: SourceLine) -> None:
        if self._conditional(sl):
            return
        if self.block is not None:
            try:
                if self.block.feed(self, sl):
                    return
            except (AsmError, SyntaxErrorAt) as e:
                self.block = None
                self.report(_as_asm_error(e))
                return
        for name, col in sl.labels:
            if name[:1] in DEC_DIGITS:
                number = self._local_label_number(name, col)
                if number is None:
                    return          # llvm-mc skips the rest of the statement
                count = self.local_label_counts.get(number, 0)
                self.local_label_counts[number] = count + 1
                name = f".Ltmp.local{number}.{count}"
            try:
                self.define_label(name, col)
            except AsmError as e:
                self.report(e)      # llvm-mc goes on with the rest of the statement
        try:
            if sl.code:
                self._code(sl)
        except (AsmError, SyntaxErrorAt) as e:
            self.report(_as_asm_error(e))

    def _conditional(self, sl: SourceLine) -> bool:
        """Handle a conditional directive, or skip a line of a branch not assembled; True when
        the line was consumed."""
        if self.block is not None:
            return False
        m = _DIRECTIVE.match(sl.code)
        name = m.group(0).lower() if m else ""
        if name in conditionals.DIRECTIVES:
            try:
                cur = Cursor(sl.code, len(name), sl.code_col, local_label=self.local_label)
                if conditionals.assembling(self.conditions) and sl.labels:
                    for label, col in sl.labels:
                        self.define_label(label, col)
                conditionals.handle(self, name, cur, sl.code_col)
            except (AsmError, SyntaxErrorAt) as e:
                self.report(_as_asm_error(e))
            return True
        return not conditionals.assembling(self.conditions)

    def _code(self, sl: SourceLine) -> None:
        code, col0 = sl.code, sl.code_col
        m = _ASSIGNMENT.match(code)
        if m:
            cur = Cursor(code, m.end(), col0, local_label=self.local_label)
            directives.assign(self, m.group(1), cur, col0)
            return
        if code.startswith("."):
            m = _DIRECTIVE.match(code)
            name = m.group(0) if m else "."
            cur = Cursor(code, len(name), col0, local_label=self.local_label)
            handler = self._directive_handler(name.lower())
            if handler is None:
                raise AsmError("unknown directive", col=col0)
            handler(self, cur, name.lower(), col0)
            return
        if not (code[0].isalpha() or code[0] == "_"):
            raise AsmError("unexpected token at start of statement", col=col0)
        self._instruction(sl)

    def _directive_handler(self, name: str):
        hsa = self.target.is_hsa
        if hsa and name in amdhsa.HSA_DIRECTIVES:
            return amdhsa.HSA_DIRECTIVES[name]
        if hsa and name == metadata.BEGIN:
            return metadata.begin
        if not hsa and name in v2.NON_HSA_DIRECTIVES:
            return v2.NON_HSA_DIRECTIVES[name]
        if name in v2.V2_DIRECTIVES:
            return v2.V2_DIRECTIVES[name]
        return directives.HANDLERS.get(name) or DEBUG_HANDLERS.get(name)

    def _instruction(self, sl: SourceLine) -> None:
        hit = self._encoded.get(sl.code)
        if hit is not None:   # the same statement as before, which named no symbol
            data, regs = hit
            self._count_gprs(regs, sl.code_col)
            self.emit_bytes(data)
            return
        if self.isa is None:
            raise AsmError("instruction not supported on this GPU", col=sl.code_col)
        self._named_symbol = False
        stmt = self.isa.parse(sl.code, col0=sl.code_col, resolve=self._resolve_operand)
        regs = _register_use(stmt, sl.code_col)
        if not self._gprs_counted(regs):
            self._count_gprs(regs, sl.code_col)
        sec = self.section
        nobits = sec.is_nobits
        at = sec.nobits_size if nobits else len(sec.data)
        ctx = EncodeContext(address=at, resolve=self._resolve_operand, fixups=[], absolute=True)
        try:
            data = self.isa.encode(stmt, ctx)
        except AmdgcnError:
            raise
        except Exception as exc:   # an encoder bug must not lose the other errors of the file
            raise AsmError(f"cannot encode this instruction ({type(exc).__name__}: {exc})",
                           col=stmt.col) from exc
        if self.dwarf.loc_seen:     # emit_bytes, the section known
            dwarf.make_row(self)
        if nobits:
            sec.append(data)
        else:
            sec.data += data
        if not ctx.fixups and not self._named_symbol and \
                not any(it.kind == "expr" for it in stmt.items):
            self._encoded[sl.code] = (data, regs)
        for f in ctx.fixups:
            kind, expr = f[1], f[2]
            if kind in ("FK_PCRel_4", "FK_Data_4"):
                # the literal's kind follows llvm-mc's code emitter (see layout.needs_pcrel)
                kind = "FK_PCRel_4" if needs_pcrel(expr) else "FK_Data_4"
            self.add_fixup(at + f[0], kind, expr, dot=at, col=_operand_col(stmt, expr))

    def _resolve_operand(self, name: str, variant: str) -> int:
        """Operand symbols known now: absolute variables only (labels become fixups)."""
        sym = self.symbols.by_name.get(name)
        if variant or sym is None or sym.variable is None or sym.is_label:
            raise KeyError(name)
        value = try_absolute(sym.variable, self.symbols)
        if value is None:
            raise KeyError(name)
        self._named_symbol = True   # the encoding depends on the symbol: not cached
        return value

    def _count_gprs(self, regs: tuple, col0: int) -> None:
        """AMDGPUUsage: .amdgcn.next_free_{v,s}gpr follow each register referenced.

        ``regs``: ``(register file, last index, column after the operand - col0)``."""
        for file, last, after in regs:
            name = self.gpr_counters.get(file)
            if name is None:
                continue
            sym = self.symbols.get(name)
            if sym.variable is None:
                raise AsmError(".amdgcn.next_free_{v,s}gpr symbols must be variable",
                               col=after + col0)
            var = sym.variable
            old = var.a if var.op == "num" else try_absolute(var, self.symbols)
            if old is None:
                raise AsmError(".amdgcn.next_free_{v,s}gpr symbols must be absolute "
                               "expressions", col=after + col0)
            if old <= last:
                sym.variable = Expr("num", last + 1)


#: the debug-information directives (DWARF lines, call frames, LEB128 data)
DEBUG_HANDLERS = {**cfi.HANDLERS, ".file": dwarf.file_directive, ".loc": dwarf.loc_directive,
                  ".uleb128": leb.leb_directive, ".sleb128": leb.leb_directive}


#: the field sizes of the generated debug sections' relocations
GENERATED_FIELD_BYTES = {R_AMDGPU.R_AMDGPU_ABS32: 4, R_AMDGPU.R_AMDGPU_ABS64: 8,
                         R_AMDGPU.R_AMDGPU_REL32: 4}


def add_generated_relocations(asm) -> None:
    """The relocations of the generated debug sections (each against its target section's
    symbol, as llvm-mc writes those of temporary labels), after the fixups' ones."""
    rela = uses_rela(asm.target)
    for sec, offset, rtype, target, addend in asm.generated_relocations:
        target.symbol.used_in_reloc = True
        sec.relocations.append(Relocation(offset, rtype, target.symbol, addend))
        if not rela:     # SHT_REL: the addend stays in the field
            size = GENERATED_FIELD_BYTES[rtype]
            sec.data[offset:offset + size] = (addend % (1 << (8 * size))).to_bytes(size,
                                                                                 "little")


def _register_use(stmt, col0: int) -> tuple:
    """``(register file, highest index, column after the file's first operand - col0)`` for
    each register file a statement names (for ``.amdgcn.next_free_{v,s}gpr``)."""
    use: dict = {}
    for it in stmt.items:
        reg = it.reg
        if reg is None:
            continue
        last = reg.index + reg.count - 1
        had = use.get(reg.file)
        if had is None:
            use[reg.file] = (last, it.col + len(it.text) - col0)
        elif last > had[0]:
            use[reg.file] = (last, had[1])
    return tuple((f, last, after) for f, (last, after) in use.items())


def assemble(text: str, *, mcpu: str, triple: str = "amdgcn-amd-amdhsa", mattr: str = "",
             filename: str = "<stdin>", link: bool = False, **debug_options) -> bytes:
    """Assemble ``text`` into a relocatable ELF object (``link=True``: a linked code object).

    Example:
        >>> obj = assemble(".text\\ns_endpgm\\n", mcpu="gfx90a")
        >>> obj[:4], obj[16]                      # ELF, ET_REL
        (b'\\x7fELF', 1)

    Raises:
        AsmErrors: every error of the file; TargetError: an unknown processor.
    """
    obj = ObjectAssembler(mcpu, triple=triple, mattr=mattr, filename=filename,
                          **debug_options).assemble(text)
    if link:
        return link_objects([obj])
    return obj


def _operand_col(stmt, expr) -> int:
    """The column of the operand holding ``expr`` (llvm-mc places fixup errors there)."""
    for item in stmt.items:
        if getattr(item, "expr", None) == expr or (
                expr.op == "sym" and item.kind == "ident" and item.text == expr.a):
            return item.col
    return stmt.col


def _as_asm_error(e) -> AsmError:
    if isinstance(e, SyntaxErrorAt):
        return AsmError(e.message, col=e.col)
    return e


__all__ = ["ObjectAssembler", "assemble"]
