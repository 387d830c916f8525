"""Clang offload bundles (``__CLANG_OFFLOAD_BUNDLE__``): split into their entries.

Layout (Clang Offload Bundler, uncompressed format)::

    "__CLANG_OFFLOAD_BUNDLE__"   24-byte magic
    u64 number of entries
    per entry: u64 offset, u64 size, u64 id length, id bytes ("hipv4-amdgcn-amd-amdhsa--gfx90a")
    entry contents at their offsets

Compressed bundles (``CCOB``) are recognised and reported, not decompressed.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from amdgcn.errors import CodeObjectError, TargetError
from amdgcn.target import Target

BUNDLE_MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"
COMPRESSED_MAGIC = b"CCOB"
_U64 = struct.Struct("<Q")


@dataclass(frozen=True, slots=True)
class BundleEntry:
    """One entry: its bundle entry ID (``kind-triple-target``) and bytes."""

    id: str
    data: bytes

    @property
    def target(self) -> Target | None:
        """The AMDGPU target of the entry ID, or None for a host entry."""
        if "amdgcn" not in self.id:
            return None
        try:
            return Target.parse(self.id)
        except TargetError:
            return None


def is_bundle(data: bytes) -> bool:
    """True when ``data`` starts like an offload bundle (plain or compressed)."""
    return data[:len(BUNDLE_MAGIC)] == BUNDLE_MAGIC or data[:4] == COMPRESSED_MAGIC


def _u64(data: bytes, at: int) -> int:
    if at + 8 > len(data):
        raise CodeObjectError("truncated bundle header", offset=at, structure="offload bundle")
    return _U64.unpack_from(data, at)[0]


def unbundle(data: bytes) -> list[BundleEntry]:
    """The entries of an offload bundle.

    Raises:
        CodeObjectError: not a bundle, compressed, or an entry outside the file.
    """
    if data[:4] == COMPRESSED_MAGIC:
        raise CodeObjectError("compressed offload bundles are not supported", offset=0,
                              structure="offload bundle")
    if data[:len(BUNDLE_MAGIC)] != BUNDLE_MAGIC:
        raise CodeObjectError("not an offload bundle", offset=0, structure="offload bundle")
    at = len(BUNDLE_MAGIC)
    count = _u64(data, at)
    at += 8
    if count > len(data) // 24:
        raise CodeObjectError(f"implausible entry count {count}", offset=at - 8,
                              structure="offload bundle")
    out = []
    for _ in range(count):
        off, size, idlen = _u64(data, at), _u64(data, at + 8), _u64(data, at + 16)
        at += 24
        if at + idlen > len(data):
            raise CodeObjectError("bundle entry ID past the end", offset=at,
                                  structure="offload bundle entry")
        ident = data[at:at + idlen].decode("latin-1")
        at += idlen
        if off + size > len(data):
            raise CodeObjectError(f"entry '{ident}' past the end of the bundle", offset=off,
                                  structure="offload bundle entry")
        out.append(BundleEntry(ident, bytes(data[off:off + size])))
    return out


def bundle(entries: list[BundleEntry], *, align: int = 4096) -> bytes:
    """Build an uncompressed offload bundle (entries aligned to ``align`` bytes)."""
    header = BUNDLE_MAGIC + _U64.pack(len(entries))
    size = len(header) + sum(24 + len(e.id.encode("utf-8", "surrogateescape"))
                             for e in entries)
    body = b""
    table = b""
    pos = size
    for e in entries:
        pos = (pos + align - 1) // align * align if e.data else pos
        ident = e.id.encode("utf-8", "surrogateescape")
        table += _U64.pack(pos) + _U64.pack(len(e.data)) + _U64.pack(len(ident)) + ident
        pad = pos - size - len(body)
        body += b"\0" * pad + e.data
        pos += len(e.data)
    return header + table + body
