"""Binary structures declared once as field tables, with parse() and build().

Two kinds of table:

* :func:`record` turns a dataclass whose fields carry a ``struct`` format (``u16``, ``u32``
  ...) into a fixed-size little-endian record with ``parse(data, offset)`` and ``build()``.
  Reading past the end raises :class:`CodeObjectError` naming the structure and the offset.
* :class:`BitField` rows (name, lsb, width, where valid) describe a register such as
  ``COMPUTE_PGM_RSRC1``; :class:`BitTable` unpacks an int to a dict and packs it back, and
  keeps bits that no field covers so that nothing read is lost.
"""

from __future__ import annotations

import dataclasses
import struct
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from amdgcn.errors import CodeObjectError

_FORMATS = {"u8": "B", "u16": "H", "u32": "I", "u64": "Q", "i32": "i", "i64": "q"}


def u(kind: str, default: int = 0) -> Any:
    """A record field stored as ``kind`` (``u8 u16 u32 u64 i32 i64``), or ``"<n>s"`` bytes."""
    fmt = _FORMATS.get(kind, kind)
    value = b"\0" * int(kind[:-1]) if kind.endswith("s") else default
    return dataclasses.field(default=value, metadata={"fmt": fmt})


def record(structure: str, size: int | None = None) -> Callable[[type], type]:
    """Class decorator: a mutable dataclass that is also a fixed-size binary record.

    Args:
        structure: the spec's name of the structure, used in error messages.
        size: the expected size in bytes; asserted against the field table.
    """

    def wrap(cls: type) -> type:
        cls = dataclass(cls)
        fields = [f for f in dataclasses.fields(cls) if "fmt" in f.metadata]
        cls._names = tuple(f.name for f in fields)
        cls._struct = struct.Struct("<" + "".join(f.metadata["fmt"] for f in fields))
        cls.OFFSETS = {}
        for i, f in enumerate(fields):
            cls.OFFSETS[f.name] = struct.calcsize(
                "<" + "".join(g.metadata["fmt"] for g in fields[:i]))
        cls.STRUCTURE = structure
        cls.SIZE = cls._struct.size
        assert size is None or cls.SIZE == size, f"{structure}: {cls.SIZE} != {size} bytes"

        @classmethod
        def parse(klass, data: bytes, offset: int = 0):
            check_range(data, offset, klass.SIZE, structure)
            return klass(*klass._struct.unpack_from(data, offset))

        def build(self) -> bytes:
            try:
                return self._struct.pack(*(getattr(self, n) for n in self._names))
            except struct.error as exc:
                raise CodeObjectError(f"cannot encode: {exc}", structure=structure) from None

        cls.parse = parse
        cls.build = build
        return cls

    return wrap


def check_range(data: bytes, offset: int, size: int, structure: str) -> None:
    """Raise CodeObjectError unless ``data[offset:offset+size]`` lies inside ``data``."""
    if offset < 0 or size < 0 or offset + size > len(data):
        raise CodeObjectError(
            f"{size} bytes needed but the file has {max(len(data) - max(offset, 0), 0)} left",
            offset=offset, structure=structure)


@dataclass(frozen=True, slots=True)
class BitField:
    """One field of a register: ``name`` at bits ``lsb .. lsb+width-1``.

    ``valid`` says on which targets the field exists (a predicate on a ProcessorInfo-like
    object with ``major``/``name``); None means every target.
    """

    name: str
    lsb: int
    width: int
    valid: Callable[[Any], bool] | None = None

    @property
    def mask(self) -> int:
        """The field's bits in place."""
        return ((1 << self.width) - 1) << self.lsb

    def get(self, value: int) -> int:
        """The field's value out of the register ``value``."""
        return (value >> self.lsb) & ((1 << self.width) - 1)


class BitTable:
    """A register described by :class:`BitField` rows (e.g. ``COMPUTE_PGM_RSRC1``)."""

    REGISTER: ClassVar[str] = ""

    def __init__(self, register: str, width: int, fields: list[BitField]):
        self.register = register
        self.width = width
        self.fields = tuple(fields)
        self.by_name = {f.name: f for f in self.fields}
        for f in self.fields:
            assert f.lsb + f.width <= width, f"{register}.{f.name} outside {width} bits"

    def fields_for(self, info: Any | None) -> tuple[BitField, ...]:
        """The fields valid on a processor (all of them when ``info`` is None)."""
        return tuple(f for f in self.fields
                     if info is None or f.valid is None or f.valid(info))

    def parse(self, value: int, info: Any | None = None) -> dict[str, int]:
        """Unpack ``value`` into ``{field: int}`` for the fields valid on ``info``."""
        return {f.name: f.get(value) for f in self.fields_for(info)}

    def build(self, values: dict[str, int], *, base: int = 0) -> int:
        """Pack ``values`` over ``base`` (bits of fields not named are kept from ``base``).

        Raises:
            CodeObjectError: an unknown field name or a value that does not fit.
        """
        out = base
        for name, v in values.items():
            f = self.by_name.get(name)
            if f is None:
                raise CodeObjectError(f"no field '{name}'", structure=self.register)
            if not 0 <= v < (1 << f.width):
                raise CodeObjectError(f"value {v} does not fit {f.width} bits of '{name}'",
                                      structure=self.register)
            out = (out & ~f.mask) | (v << f.lsb)
        return out
