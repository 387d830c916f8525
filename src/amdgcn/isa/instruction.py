"""Database rows and decoded instructions: the two records every part of amdgcn shares.

A :class:`Row` is one instruction of the database (``STYLE.md`` section 2): the LLVM mnemonic,
its encoding, its opcode per ISA column, its operand signature and flags. An
:class:`Instruction` is one decoded (or assembled) instruction: bytes, raw fields, the row,
and LLVM's text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import wraps

#: ISA columns. A row's opcode for a column that it does not list is the one of the column's
#: parent (``gfx7`` inherits ``gfx6`` ...); ``None`` means absent. RDNA starts new lines: its
#: encodings renumber the opcodes, so ``gfx10`` (GFX10.1) and ``gfx11`` inherit nothing from
#: GCN and a row names their opcodes itself (``gfx1030`` = GFX10.3 inherits ``gfx10``,
#: ``gfx1150`` = GFX11.5 inherits ``gfx11``).
COLUMNS = ("gfx6", "gfx7", "gfx8", "gfx9", "gfx90a", "gfx940", "gfx10", "gfx1030", "gfx11",
           "gfx1150")
#: column -> its parent column (None: the first of a line)
COLUMN_PARENT = {"gfx6": None, "gfx7": "gfx6", "gfx8": "gfx7", "gfx9": "gfx8",
                 "gfx90a": "gfx9", "gfx940": "gfx90a", "gfx10": None, "gfx1030": "gfx10",
                 "gfx11": None, "gfx1150": "gfx11"}


def _lineage(column: str) -> tuple:
    """``column`` and its ancestors, nearest first."""
    out = []
    c = column
    while c is not None:
        out.append(c)
        c = COLUMN_PARENT[c]
    return tuple(out)


#: column -> its lineage, nearest first
LINEAGE = {c: _lineage(c) for c in COLUMNS}


@dataclass(frozen=True, slots=True)
class Row:
    """One instruction of the database.

    Attributes:
        name: LLVM's mnemonic without encoding suffix (``"v_add_f32"``, ``"s_load_dwordx4"``).
        encoding: the manual's encoding name (``"SOP2"``, ``"VOP2"``, ``"VOP3A"``, ``"FLAT"`` ...).
        ops: ``((column, opcode or None), ...)`` as written; use :meth:`opcode`.
        sig: the operand signature, in the mini-language of the row's format module
            (e.g. ``"sdst:b32, ssrc0:b32"``).
        flags: ``frozenset`` of flag names: ``branch``, ``terminator``, ``load``, ``store``,
            ``atomic``, ``lgkm``, ``vm``, ``exp``, ``barrier``, implicit ``reads_scc`` ... as the
            format module documents.
        features: target features required beyond the column (``"dot2-insts"``, ``"mai-insts"``).
        aliases: other mnemonics LLVM accepts for this row.
        extra: format-specific data as ``((key, value), ...)``.
    """

    name: str
    encoding: str
    ops: tuple
    sig: str = ""
    flags: frozenset = frozenset()
    features: frozenset = frozenset()
    aliases: tuple = ()
    extra: tuple = ()

    def opcode(self, column: str) -> int | None:
        """The opcode on ISA ``column`` (inherited from its ancestors), or None if absent."""
        cols = dict(self.ops)
        for c in LINEAGE[column]:
            if c in cols:
                return cols[c]
        return None

    def get(self, key: str, default=None):
        """A value of ``extra``."""
        for k, v in self.extra:
            if k == key:
                return v
        return default


def row_cache(fn):
    """Remember ``fn(row, *args)`` by the row's identity (``functools.lru_cache`` would hash
    the row, which walks all of its fields on every call)."""
    memo: dict = {}

    @wraps(fn)
    def cached(row, *args):
        key = (id(row), *args)
        hit = memo.get(key)
        if hit is None or hit[0] is not row:     # the row is kept: its id is no other's
            hit = memo[key] = (row, fn(row, *args))
        return hit[1]
    return cached


#: the column names of op() calls seen -> None when in COLUMNS order, else the order to put
#: them in (tables call op() some 3,600 times at import, with a few dozen sets of columns)
_COLUMN_ORDER: dict[tuple, tuple | None] = {}
_UNSEEN = object()


def _column_order(names: tuple) -> tuple | None:
    for c in names:
        if c not in COLUMNS:
            raise ValueError(f"unknown ISA column {c!r}")
    order = tuple(sorted(range(len(names)), key=lambda i: COLUMNS.index(names[i])))
    _COLUMN_ORDER[names] = got = None if order == tuple(range(len(names))) else order
    return got


def op(**columns) -> tuple:
    """Opcode columns for :class:`Row`: ``op(gfx6=0x03, gfx8=0x00, gfx90a=None)``."""
    names = tuple(columns)
    order = _COLUMN_ORDER.get(names, _UNSEEN)
    if order is _UNSEEN:
        order = _column_order(names)
    items = tuple(columns.items())
    return items if order is None else tuple([items[i] for i in order])


@dataclass(frozen=True, slots=True)
class Instruction:
    """One decoded instruction.

    Attributes:
        address: byte address of the instruction.
        bytes: its encoding, literal constant included (``size == len(bytes)``).
        encoding: the manual's encoding name (``"VOP2"``, ``"VOP3A"``, ``"SMEM"``, ``"FLAT"``).
        variant: ``""``, ``"e32"``, ``"e64"``, ``"dpp"`` or ``"sdwa"``.
        name: the row's mnemonic (no suffix); mnemonic: as LLVM prints it (``v_add_f32_e32``).
        operands: the printed operands, in order; modifiers: the printed trailing modifiers.
        fields: raw field values named as the manual's microcode formats (lowercase).
        literal: the 32-bit literal constant, or None.
        row: the database row.
        target: the branch target address for a direct branch, else None.
    """

    address: int
    bytes: bytes
    encoding: str
    name: str
    mnemonic: str
    operands: tuple = ()
    modifiers: tuple = ()
    fields: dict = field(default_factory=dict, compare=False, hash=False)
    literal: int | None = None
    row: Row | None = None
    variant: str = ""
    target: int | None = None
    text_override: str | None = None

    @property
    def size(self) -> int:
        """Size in bytes, literal included."""
        return len(self.bytes)

    @property
    def text(self) -> str:
        """LLVM's text for the instruction."""
        if self.text_override is not None:
            return self.text_override
        s = self.mnemonic
        if self.operands:
            s += " " + ", ".join(self.operands)
        if self.modifiers:
            s += (" " if self.operands else " ") + " ".join(self.modifiers)
        return s

    @property
    def words(self) -> tuple:
        """The encoding as little-endian dwords."""
        b = self.bytes
        return tuple(int.from_bytes(b[i:i + 4], "little") for i in range(0, len(b), 4))

    def __str__(self) -> str:
        return self.text
