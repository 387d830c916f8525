"""The generic encoder and decoder: rows indexed per target, formats found by prefix.

``STYLE.md`` section 2: decode by the fixed encoding prefix (a dict keyed by the top bits of
the first dword), then (encoding, opcode) -> row. Encode by mnemonic -> rows -> the format
module that owns their encoding.

A *format* is an object that a module of :mod:`amdgcn.isa.formats` exports as ``FORMAT`` (or a
list as ``FORMATS``) with:

* ``name`` (str) and ``encodings`` (tuple of the row encodings it handles),
* ``prefixes(isa) -> iterable of (nbits, value)``: top-bit prefixes of the first dword it owns
  on this target (e.g. ``(2, 0b10)`` for SOP2, ``(9, 0b101111101)`` for SOP1),
* ``decode(isa, data, offset, address) -> Instruction`` (raises :class:`DecodeError`),
* ``encode(isa, stmt, rows, ctx) -> bytes`` (raises :class:`AsmError` with the column).

Table modules of :mod:`amdgcn.isa.tables` export ``ROWS`` (a tuple of :class:`Row`).
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa.instruction import COLUMNS, Instruction, Row
from amdgcn.isa.isatarget import IsaTarget, isa_target
from amdgcn.isa.syntax import Expr, ExprParser, Statement, SyntaxErrorAt, parse_statement
from amdgcn.isa.tables.rdna_aliases11 import GFX11_ALIASES

_MNEMONIC = re.compile(r"[A-Za-z_.][\w.]*")
_DELAY_ALU = re.compile(r"\s*s_delay_alu\b", re.IGNORECASE)

#: the top bits of a first dword that one table maps to its format (the longest prefix of
#: most formats: SOP1, SOPC, SOPP, VOP3P); a longer prefix (GFX10.3's 16-bit one) is looked
#: for where its top bits are these
_TOP_BITS = 9
_LONGER_PREFIX = object()
#: spellings of mnemonics Isa.rows_for remembers before it starts again (random input may
#: bring any number of them)
_MNEMONIC_CACHE_LIMIT = 1 << 14
#: mnemonic suffixes that force an encoding variant (AMDGPUUsage: Instruction suffixes)
VARIANT_SUFFIXES = ("_e32", "_e64_dpp", "_e64", "_sdwa", "_dpp")


@lru_cache(maxsize=1)
def all_rows() -> tuple[Row, ...]:
    """Every row of every table module, in module order.

    A table module's ``RDNA_COLUMNS`` (``{(encoding, name): op(gfx10=..., gfx11=...)}``) adds
    RDNA opcode columns to the row of that encoding and mnemonic (``STYLE.md`` section 2: one
    row per instruction, one opcode column per generation)."""
    from amdgcn.isa import tables
    rows: list[Row] = []
    extra: dict = {}
    for mod in sorted(pkgutil.iter_modules(tables.__path__), key=lambda m: m.name):
        m = importlib.import_module(f"amdgcn.isa.tables.{mod.name}")
        rows.extend(getattr(m, "ROWS", ()))
        for k, v in getattr(m, "RDNA_COLUMNS", {}).items():   # several modules may add
            extra[k] = extra.get(k, ()) + v                    # columns to one row
    if extra:
        rows = [Row(r.name, r.encoding, r.ops + extra[(r.encoding, r.name)], r.sig, r.flags,
                    r.features, r.aliases, r.extra)
                if (r.encoding, r.name) in extra else r for r in rows]
    return tuple(rows)


def _rdna_only(row: Row) -> bool:
    """A row without GCN opcodes (its features are RDNA's)."""
    return all(row.opcode(c) is None for c in _GCN_COLUMNS)


#: the ISA columns of GFX6-GFX9
_GCN_COLUMNS = ("gfx6", "gfx7", "gfx8", "gfx9", "gfx90a", "gfx940")


@lru_cache(maxsize=1)
def all_formats() -> tuple:
    """Every format object of :mod:`amdgcn.isa.formats`."""
    from amdgcn.isa import formats
    out = []
    for mod in sorted(pkgutil.iter_modules(formats.__path__), key=lambda m: m.name):
        if mod.name.startswith("_"):
            continue
        m = importlib.import_module(f"amdgcn.isa.formats.{mod.name}")
        if hasattr(m, "FORMAT"):
            out.append(m.FORMAT)
        out.extend(getattr(m, "FORMATS", ()))
    return tuple(out)


@lru_cache(maxsize=1)
def _names_anywhere() -> frozenset:
    """Mnemonics of some processor: every row's, plus the ``LATER_MNEMONICS`` a table module
    lists (names LLVM knows on GFX10+ only, which llvm-mc calls "not supported")."""
    from amdgcn.isa import tables
    names = set()
    for r in all_rows():
        names.add(r.name)
        names.update(r.aliases)
    names.update(GFX11_ALIASES)     # llvm-mc calls them "not supported" elsewhere
    for mod in pkgutil.iter_modules(tables.__path__):
        m = importlib.import_module(f"amdgcn.isa.tables.{mod.name}")
        names.update(getattr(m, "LATER_MNEMONICS", ()))
    return frozenset(names)


@dataclass
class EncodeContext:
    """What an instruction's encoding may depend on besides its text.

    Attributes:
        address: byte address of the instruction (for PC-relative branch offsets).
        resolve: ``resolve(name, variant) -> int`` for symbols, raising KeyError when unknown;
            None when no symbol is known (single-statement encoding).
        fixups: formats append ``(byte_offset, kind, Expr)`` for values left to the linker.
        echo: formats set ``{operand index: text}`` where llvm-mc's listing prints the operand
            as parsed and the bytes do not tell it (the MIMG address size), or
            ``{modifier name: text}`` for a modifier (a MUBUF ``offset:`` past its field); see
            :func:`listing_text`.
        absolute: ``resolve`` knows absolute symbols only (``.set``; labels are left to
            fixups), as in an assembler: an operand naming them is the value itself, even a
            branch's (``s_branch skip+1``). False: ``resolve`` may give label addresses,
            which a branch turns into its PC-relative offset.
    """

    address: int = 0
    resolve: object = None
    fixups: list = field(default_factory=list)
    echo: dict = field(default_factory=dict)
    absolute: bool = False
    #: operand indices of GFX11 16-bit VGPR operands written as whole VGPRs (LLVM's fake16
    #: forms): the listing prints ``v1`` where the decoded text says ``v1.l``
    plain: set = field(default_factory=set)


_HALF_SUFFIX = re.compile(r"\b(v\d+)\.[lh]\b")


def listing_text(inst, ctx: EncodeContext) -> str:
    """The text llvm-mc's listing prints for ``inst`` assembled with ``ctx``: the decoded
    text with the operands the format asked to echo as written."""
    if not ctx.echo and not ctx.plain:
        return inst.text
    ops = list(inst.operands)
    mods = list(inst.modifiers)
    for i in ctx.plain:
        if i < len(ops) and i not in ctx.echo:
            ops[i] = _HALF_SUFFIX.sub(r"\1", ops[i])
    for i, t in ctx.echo.items():
        if isinstance(i, str):   # a modifier by name (``offset``): replaced, or placed
            k = next((k for k, m in enumerate(mods) if m.startswith(i + ":")), None)
            if k is None:        # after the address modifiers, before the cache policy
                k = next((k for k, m in enumerate(mods)
                          if not m.startswith(("format:", "idxen", "offen"))), len(mods))
                mods.insert(k, t)
            else:
                mods[k] = t
        elif i < len(ops):
            ops[i] = t
    return inst.__class__(**{**{s: getattr(inst, s) for s in inst.__slots__},
                             "operands": tuple(ops), "modifiers": tuple(mods),
                             "text_override": None}).text


class Isa:
    """The database and formats as one processor sees them. Get one with :func:`isa_for`."""

    def __init__(self, target: IsaTarget):
        self.target = target
        self.column = target.column
        self.space = target.space
        self.by_name: dict[str, list[Row]] = {}
        self.by_op: dict[tuple[str, int], list[Row]] = {}
        for row in all_rows():
            code = row.opcode(target.column)
            # a row's features are GCN's (v_xnor_b32 needs dl-insts on gfx906); RDNA columns
            # exist only where LLVM 22 decodes the instruction on that column's processors
            # (RDNA: the dot rows, and the rows of RDNA only: image-insts-bvh on the BVH ones)
            if code is None or not row.features <= target.features and (
                    not target.rdna or row.encoding == "VOP3P" or
                    row.name.startswith("v_dot") or _rdna_only(row)):
                continue
            self.by_name.setdefault(row.name, []).append(row)
            # a row's aliases are GCN's spellings (v_mul_lo_i32 is v_mul_lo_u32 on GFX8/9
            # only: llvm-mc refuses it from GFX10.3); RDNA's are renamed (GFX11_ALIASES)
            for a in () if target.rdna else row.aliases:
                self.by_name.setdefault(a, []).append(row)
            self.by_op.setdefault((row.encoding, code), []).append(row)
        self.format_of: dict[str, object] = {}
        self.prefix: dict[int, dict[int, object]] = {}
        rdna = target.rdna
        # a format of some generations only (``gens``) comes last: it replaces the general
        # format of the same encodings there
        for fmt in sorted(all_formats(), key=lambda f: getattr(f, "gens", None) is not None):
            # a format serves GCN (GFX6-GFX9) unless it says otherwise (``rdna``: True for
            # both lines, "only" for an RDNA layout of an encoding GCN lays out differently)
            serves = getattr(fmt, "rdna", False)
            if (serves == "only" and not rdna) or (rdna and not serves):
                continue
            gens = getattr(fmt, "gens", None)   # a layout of some generations only (GFX11)
            if gens is not None and target.gen not in gens:
                continue
            for enc in fmt.encodings:
                self.format_of[enc] = fmt
            for nbits, value in fmt.prefixes(self):
                self.prefix.setdefault(nbits, {})[value] = fmt
        self._prefix_lengths = sorted(self.prefix, reverse=True)
        #: the top _TOP_BITS bits of a first dword -> its format (the longest prefix wins),
        #: or _LONGER_PREFIX where a longer prefix may decide
        self._by_top_bits = [self._format_of_top(top) for top in range(1 << _TOP_BITS)]
        #: mnemonic as written -> rows_for's answer
        self._rows_for: dict[str, list[Row]] = {}
        #: an old mnemonic this processor's assembler accepts (any variant suffix) -> the
        #: new one, suffix kept (GFX11's renames, tables/rdna_aliases11.py)
        self.renamed: dict[str, str] = {} if target.gen != "gfx11" else {
            old + suf: new + suf for old, new in GFX11_ALIASES.items()
            for suf in ("", *VARIANT_SUFFIXES)}

    # ---- decoding ------------------------------------------------------------------------
    def format_for_word(self, word: int):
        """The format owning the first dword ``word``, or None."""
        fmt = self._by_top_bits[word >> (32 - _TOP_BITS)]
        if fmt is not _LONGER_PREFIX:
            return fmt
        for nbits in self._prefix_lengths:
            fmt = self.prefix[nbits].get(word >> (32 - nbits))
            if fmt is not None:
                return fmt
        return None

    def _format_of_top(self, top: int):
        for nbits in self._prefix_lengths:
            if nbits > _TOP_BITS:
                if any(value >> (nbits - _TOP_BITS) == top for value in self.prefix[nbits]):
                    return _LONGER_PREFIX
                continue
            fmt = self.prefix[nbits].get(top >> (_TOP_BITS - nbits))
            if fmt is not None:
                return fmt
        return None

    def row(self, encoding: str, opcode: int) -> Row | None:
        """The row of (encoding, opcode) on this target, or None."""
        rows = self.by_op.get((encoding, opcode))
        return rows[0] if rows else None

    def decode(self, data: bytes, offset: int = 0, address: int | None = None) -> Instruction:
        """Decode the instruction at ``data[offset:]`` (see :func:`amdgcn.isa.decode`)."""
        if len(data) - offset < 4:
            raise DecodeError("truncated instruction", offset=offset)
        word = int.from_bytes(data[offset:offset + 4], "little")
        fmt = self.format_for_word(word)
        if fmt is None:
            raise DecodeError("invalid instruction encoding", offset=offset, word=word)
        try:
            return fmt.decode(self, data, offset, offset if address is None else address)
        except (KeyError, IndexError, ValueError, TypeError) as e:
            # a field value no operand of the row has (GFX6/GFX7 codes the table lacks, a
            # reserved register code): an invalid encoding, whatever format decoded it
            if isinstance(e, DecodeError):
                raise
            raise DecodeError("invalid instruction encoding", offset=offset,
                              word=word) from None

    # ---- encoding ------------------------------------------------------------------------
    def rows_for(self, mnemonic: str) -> list[Row]:
        """Rows for a mnemonic as written (suffix included), trying without suffixes too."""
        rows = self._rows_for.get(mnemonic)
        if rows is None:
            rows = self._rows_for[mnemonic] = self._find_rows(mnemonic)
            if len(self._rows_for) > _MNEMONIC_CACHE_LIMIT:
                self._rows_for.clear()
        return rows

    def _find_rows(self, mnemonic: str) -> list[Row]:
        m = mnemonic.lower()
        rows = self.by_name.get(m)
        if rows:
            return rows
        for suf in VARIANT_SUFFIXES:
            if m.endswith(suf):
                rows = self.by_name.get(m[: -len(suf)])
                if rows:
                    return rows
        new = self.renamed.get(m)
        return self._find_rows(new) if new else []

    def mnemonic_error(self, mnemonic: str, col: int, line: str = "") -> AsmError | None:
        """llvm-mc's error for a mnemonic this processor lacks (``instruction not supported
        on this GPU``, or ``invalid instruction`` for one no processor has), else None."""
        if self.rows_for(mnemonic):
            return None
        m = mnemonic.lower()
        base = next((m[: -len(s)] for s in VARIANT_SUFFIXES if m.endswith(s)), m)
        known = m in _names_anywhere() or base in _names_anywhere()
        return AsmError("instruction not supported on this GPU" if known
                        else "invalid instruction", col=col, source_line=line)

    def parse(self, line: str, *, col0: int = 1, resolve=None) -> Statement:
        """:func:`parse_statement` for this processor: when an operand does not parse, a
        mnemonic the processor lacks is the error reported (as llvm-mc does).

        Raises:
            AsmError: with its column.
        """
        try:
            if "|" in line and self.target.gen == "gfx11" and _DELAY_ALU.match(line):
                # s_delay_alu joins its fields with '|': parsed as separate items, the
                # format reads the fields from the line (STYLE.md 2: the format owns it)
                stmt = parse_statement(line.replace("|", " "), self.space, col0=col0,
                                       resolve=resolve)
                stmt.line = line
                return stmt
            if "::" in line and self.target.gen == "gfx11":
                # VOPD: ``X ... :: Y ...``; the second mnemonic is an item, its operands
                # follow (the VOPD format splits them); columns are kept
                stmt = parse_statement(line.replace("::", ", ", 1), self.space, col0=col0,
                                       resolve=resolve)
                stmt.line = line
                return stmt
            return parse_statement(line, self.space, col0=col0, resolve=resolve)
        except AsmError:
            s = line.lstrip()
            m = _MNEMONIC.match(s)
            if m:
                col = col0 + len(line) - len(s)
                err = self.mnemonic_error(m.group(0), col, line)
                if err is not None:
                    raise err from None
                variant = m.group(0).lower().rpartition("_")[2]
                if variant in ("sdwa", "dpp") and self.target.gen in ("gfx6", "gfx7"):
                    raise AsmError(f"{variant} variant of this instruction is not supported",
                                   col=col, source_line=line) from None
            raise

    def encode(self, stmt: Statement, ctx: EncodeContext | None = None) -> bytes:
        """Encode one parsed statement.

        Raises:
            AsmError: ``invalid instruction`` for an unknown mnemonic, ``instruction not
                supported on this GPU`` for one of another processor, or the format's error.
        """
        ctx = ctx or EncodeContext()
        rows = self.rows_for(stmt.mnemonic)
        if not rows:
            raise self.mnemonic_error(stmt.mnemonic, stmt.col, stmt.line)
        if self.renamed:
            new = self.renamed.get(stmt.mnemonic.lower())
            if new is not None:     # the formats see the new mnemonic, as llvm-mc's matcher
                stmt = replace(stmt, mnemonic=new)
        fmt = self.format_of.get(rows[0].encoding)
        if fmt is None:
            raise AsmError("instruction not supported on this GPU", col=stmt.col,
                           source_line=stmt.line)
        if ctx.resolve is not None and ctx.absolute:
            stmt = _absolute_items(stmt, ctx.resolve)
        data = fmt.encode(self, stmt, rows, ctx)
        if _non_vgpr_src1_alias(stmt, rows[0]):
            raise AsmError("operands are not valid for this GPU or mode", col=stmt.col,
                           source_line=stmt.line)
        return data


def _non_vgpr_src1_alias(stmt: Statement, row: Row) -> bool:
    """GFX6/GFX7's ``v_add_co_u32`` (sub, subrev: a row's ``e64_aliases``) given a src1 other
    than a VGPR: llvm-mc 22 takes these aliases with a VGPR src1 only (measured:
    tools/gen_gcn_alias_golden.py), though the VOP3 form they encode takes any source."""
    aliases = row.get("e64_aliases", ())
    if not aliases or stmt.mnemonic.lower().removesuffix("_e64") not in aliases:
        return False
    src1 = [it for it in stmt.items if it.kind != "named"][3:4]
    return bool(src1) and not (src1[0].kind == "reg" and src1[0].reg.file == "v")


def _absolute_items(stmt: Statement, resolve) -> Statement:
    """The statement with each operand or ``name:value`` that is an absolute expression of
    symbols (``offset:base+4``, ``s_branch skip+1``) replaced by its value; the others
    (labels, relocated values) stay expressions for the formats' fixups."""
    items = None
    for i, it in enumerate(stmt.items):
        if it.kind in _CONSTANT_KINDS:
            continue
        if it.kind == "named" and isinstance(it.value, list) and \
                any(isinstance(v, str) for v in it.value):
            vals = [_list_value(v, resolve) for v in it.value]
            if vals != it.value:
                items = items if items is not None else list(stmt.items)
                items[i] = replace(it, value=vals)
            continue
        if it.kind == "expr" or it.kind == "named" and it.expr is not None:
            expr = it.expr
        elif it.kind == "ident" and not it.has_src_mods:
            expr = Expr("sym", it.text, "")
        else:
            continue
        try:
            value = expr.evaluate(resolve)
        except (KeyError, ZeroDivisionError):
            continue
        if items is None:
            items = list(stmt.items)
        items[i] = (replace(it, value=value, expr=None) if it.kind == "named" else
                    replace(it, kind="imm", value=value, expr=None))
    return stmt if items is None else replace(stmt, items=items)


#: item kinds that name no symbol
_CONSTANT_KINDS = frozenset(("reg", "imm", "func"))


def _list_value(v, resolve):
    """A list element naming absolute symbols (``quad_perm:[one,two+one,...]``): its value."""
    if not isinstance(v, str):
        return v
    try:
        parser = ExprParser(v, 0)
        e = parser.parse()
        if parser.p == len(v):
            return e.evaluate(resolve)
    except (SyntaxErrorAt, KeyError, ZeroDivisionError):
        pass
    return v


@lru_cache(maxsize=None)
def isa_for(mcpu: str) -> Isa:
    """The (cached) :class:`Isa` of an ``-mcpu`` name or target ID.

    Raises:
        TargetError: for an unknown processor.
    """
    return Isa(isa_target(mcpu))


__all__ = ["COLUMNS", "EncodeContext", "Isa", "all_formats", "all_rows", "isa_for"]
