"""Code object metadata: V3+ MessagePack maps, V2 YAML text, and LLVM's YAML spelling.

AMDGPUUsage: Code Object Metadata (V2 is a YAML string in ``NT_AMD_HSA_METADATA``; V3, V4
and V5 are a MessagePack map in ``NT_AMDGPU_METADATA``). Metadata is a plain Python dict with
the spec's keys (``amdhsa.version``, ``amdhsa.kernels``, ``.name``, ``.args`` ...).

:func:`to_llvm_yaml` writes a metadata dict as the YAML document that ``llvm-readelf --notes``
prints: LLVM's YAML writer pads a key to 16 columns, indents block sequences by two, and
single-quotes the strings that would otherwise be read as something else.
"""

from __future__ import annotations

import re
from typing import Any

from amdgcn.codeobj.mdschema import check_structure
from amdgcn.errors import CodeObjectError


def decode_msgpack(desc: bytes, *, offset: int | None = None) -> dict:
    """The metadata map of an ``NT_AMDGPU_METADATA`` note.

    Raises:
        CodeObjectError: not one complete MessagePack map.
    """
    import msgpack   # here: only metadata needs it (each start of the CLI saved its import)
    try:
        obj = msgpack.unpackb(desc, raw=False, strict_map_key=False, use_list=True,
                              unicode_errors="surrogateescape")
    except (msgpack.exceptions.ExtraData, msgpack.exceptions.UnpackException, ValueError,
            TypeError, UnicodeDecodeError, RecursionError) as exc:
        raise CodeObjectError(f"bad MessagePack metadata: {exc}", offset=offset,
                              structure="NT_AMDGPU_METADATA") from None
    if not isinstance(obj, dict):
        raise CodeObjectError("metadata is not a map", offset=offset,
                              structure="NT_AMDGPU_METADATA")
    check_structure(obj, structure="NT_AMDGPU_METADATA", offset=offset)
    return obj


def encode_msgpack(metadata: dict) -> bytes:
    """MessagePack bytes of a metadata map (keys in the order given)."""
    import msgpack   # here: only metadata needs it
    return msgpack.packb(metadata, use_bin_type=True, unicode_errors="surrogateescape")


def decode_yaml_v2(desc: bytes, *, offset: int | None = None) -> dict:
    """The metadata of a code object V2 ``NT_AMD_HSA_METADATA`` note (a YAML document).

    Raises:
        CodeObjectError: not a YAML mapping.
    """
    import yaml   # here: PyYAML's import is ~30 ms of a start that reads no V2 metadata
    try:
        obj = yaml.safe_load(desc.rstrip(b"\0").decode("utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError, RecursionError, ValueError) as exc:
        raise CodeObjectError(f"bad YAML metadata: {exc}", offset=offset,
                              structure="NT_AMD_HSA_METADATA") from None
    if not isinstance(obj, dict):
        raise CodeObjectError("metadata is not a mapping", offset=offset,
                              structure="NT_AMD_HSA_METADATA")
    check_structure(obj, structure="NT_AMD_HSA_METADATA", offset=offset)
    return obj


# --------------------------------------------------------------------------------------------
# LLVM YAML output (the llvm::yaml::Output conventions used for MessagePack documents)
# --------------------------------------------------------------------------------------------

_KEY_PAD = 16
_INDICATORS = set("-?:\\,[]{}#&*!|>'\"%@`")
_SAFE = set("_-^., \t")
_NULLS = {"null", "Null", "NULL", "~"}
_BOOLS = {"true", "True", "TRUE", "false", "False", "FALSE"}
_NUMERIC = re.compile(
    r"^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$|^0x[0-9a-fA-F]+$|^0o[0-7]+$"
    r"|^[-+]?\.(inf|Inf|INF)$|^\.(nan|NaN|NAN)$")

_SINGLE, _DOUBLE = 1, 2


def _quoting(s: str) -> int:
    """0, single or double quotes, by the rules of LLVM's YAML ``needsQuotes``."""
    if not s:
        return _SINGLE
    need = 0
    if s[0].isspace() or s[-1].isspace():
        need = _SINGLE
    if s in _NULLS or s in _BOOLS or _NUMERIC.match(s):
        need = _SINGLE
    if s[0] in _INDICATORS:
        need = _SINGLE
    for ch in s:
        c = ord(ch)
        if ch.isascii() and ch.isalnum() or ch in _SAFE:
            continue
        if ch in "\n\r":
            need = max(need, _SINGLE)
            continue
        if c == 0x7F or c <= 0x1F or c >= 0x80:
            return _DOUBLE
        need = max(need, _SINGLE)
    return need


def _scalar(value: Any) -> str:
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "~"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, bytes):
        value = value.decode("latin-1")
    s = str(value)
    q = _quoting(s)
    if q == _SINGLE:
        return "'" + s.replace("'", "''") + "'"
    if q == _DOUBLE:
        esc = []
        for ch in s:
            c = ord(ch)
            if ch in '"\\':
                esc.append("\\" + ch)
            elif c <= 0x1F or c == 0x7F:
                esc.append({0x0A: "\\n", 0x0D: "\\r", 0x09: "\\t", 0: "\\0"}.get(c, f"\\x{c:02X}"))
            else:
                esc.append(ch)
        return '"' + "".join(esc) + '"'
    return s


def _key(k: Any) -> str:
    return _scalar(k) if not isinstance(k, str) else (k if _quoting(k) == 0 else _scalar(k))


def _emit_map(m: dict, indent: int, out: list[str], first_prefix: str | None = None) -> None:
    """Write a block mapping; ``first_prefix`` replaces the indent of its first line."""
    if not m:
        return
    for i, (k, v) in enumerate(m.items()):
        lead = first_prefix if (i == 0 and first_prefix is not None) else " " * indent
        key = _key(k)
        pad = " " * (_KEY_PAD - len(key)) if len(key) < _KEY_PAD else " "
        if isinstance(v, dict) and v:
            out.append(f"{lead}{key}:")
            _emit_map(v, indent + 2, out)
        elif isinstance(v, list) and v:
            out.append(f"{lead}{key}:")
            _emit_seq(v, indent + 2, out)
        elif isinstance(v, dict):
            out.append(f"{lead}{key}:{pad}{{}}")
        elif isinstance(v, list):
            out.append(f"{lead}{key}:{pad}[]")
        else:
            out.append(f"{lead}{key}:{pad}{_scalar(v)}")


def _emit_seq(seq: list, indent: int, out: list[str]) -> None:
    for v in seq:
        lead = " " * indent + "- "
        if isinstance(v, dict) and v:
            _emit_map(v, indent + 2, out, first_prefix=lead)
        elif isinstance(v, list) and v:
            out.append(lead.rstrip())
            _emit_seq(v, indent + 2, out)
        elif isinstance(v, dict):
            out.append(lead + "{}")
        elif isinstance(v, list):
            out.append(lead + "[]")
        else:
            out.append(lead + _scalar(v))


def to_llvm_yaml(metadata: dict, *, sort_keys: bool = True) -> str:
    """The YAML document (``---`` ... ``...``) LLVM prints for a MessagePack metadata map.

    LLVM keeps MessagePack maps in a sorted map, so keys come out in sorted order.

    Example:
        >>> print(to_llvm_yaml({"amdhsa.version": [1, 2]}), end="")
        ---
        amdhsa.version:
          - 1
          - 2
        ...
    """
    doc = _sorted(metadata) if sort_keys else metadata
    out = ["---"]
    if isinstance(doc, dict):
        _emit_map(doc, 0, out)
    out.append("...")
    return "\n".join(out) + "\n"


def _sorted(obj: Any) -> Any:
    if isinstance(obj, dict):
        return {k: _sorted(obj[k]) for k in sorted(obj, key=_sort_key)}
    if isinstance(obj, list):
        return [_sorted(v) for v in obj]
    return obj


def _sort_key(k: Any) -> tuple:
    # msgpack::DocNode orders by kind first (ints before strings), then by value; strings by
    # bytes.
    if isinstance(k, bool):
        return (1, int(k), b"")
    if isinstance(k, int):
        return (0, k, b"")
    if isinstance(k, str):
        return (3, 0, k.encode("utf-8", "surrogateescape"))
    return (4, 0, repr(k).encode())
