"""``amdgcn run`` arguments read from the command line and checked against the kernel's
metadata (AMDGPUUsage: Code Object V3+ Metadata, ``.args``: ``.value_kind``, ``.size``,
``.type_name``, ``.address_space``, ``.is_const``). Every mistake is one
:class:`~amdgcn.errors.EmulationFault` naming the argument.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from amdgcn.emu import LocalBuffer
from amdgcn.errors import EmulationFault

DTYPES = {"i8": np.int8, "u8": np.uint8, "i16": np.int16, "u16": np.uint16, "i32": np.int32,
          "u32": np.uint32, "i64": np.int64, "u64": np.uint64, "f16": np.float16,
          "f32": np.float32, "f64": np.float64}

#: OpenCL C / HIP element type names (the ``.type_name`` of the metadata) -> NumPy dtype
C_TYPES = {"char": np.int8, "signed char": np.int8, "uchar": np.uint8, "unsigned char": np.uint8,
           "short": np.int16, "ushort": np.uint16, "unsigned short": np.uint16,
           "int": np.int32, "uint": np.uint32, "unsigned int": np.uint32, "unsigned": np.uint32,
           "long": np.int64, "ulong": np.uint64, "unsigned long": np.uint64,
           "size_t": np.uint64, "half": np.float16, "_Float16": np.float16, "float": np.float32,
           "double": np.float64, "bool": np.uint8, "int8_t": np.int8, "uint8_t": np.uint8,
           "int16_t": np.int16, "uint16_t": np.uint16, "int32_t": np.int32,
           "uint32_t": np.uint32, "int64_t": np.int64, "uint64_t": np.uint64}
_VECTOR = re.compile(r"^([A-Za-z_ ]+?)(2|3|4|8|16)?$")
_GENERATED = ("zeros", "ones", "rand", "arange")


@dataclass
class Argument:
    """One ``--arg`` as given: the value handed to dispatch and the host array (or None)."""

    text: str
    value: object
    host: np.ndarray | None = None


def element_type(type_name: str | None):
    """``"float4*"`` -> (float32, 4); ``"uint"`` -> (uint32, 1); None for other types."""
    if not type_name:
        return None
    base = type_name.rstrip("*").replace("const ", "").replace("__global ", "").strip()
    m = _VECTOR.match(base)
    if not m or m.group(1).strip() not in C_TYPES:
        return None
    return np.dtype(C_TYPES[m.group(1).strip()]), int(m.group(2) or 1)


def describe(arg: dict, index: int) -> str:
    """``argument 2 (n: uint)`` for messages."""
    name = arg.get(".name")
    kind = arg.get(".type_name") or arg.get(".value_kind", "?")
    return f"argument {index} ({name}: {kind})" if name else f"argument {index} ({kind})"


def explicit_args(metadata: dict | None) -> list[dict] | None:
    """The explicit arguments of a kernel's metadata, or None when it has no metadata."""
    if not metadata or ".args" not in metadata and ".kernarg_segment_size" not in metadata:
        return None
    return [a for a in metadata.get(".args", ())
            if not str(a.get(".value_kind", "")).startswith("hidden_")]


def _generated(text: str, parts: list[str], rng) -> np.ndarray:
    dt = DTYPES.get(parts[1])
    if dt is None:
        raise EmulationFault(f"unknown element type '{parts[1]}' in '{text}' "
                             f"(one of {', '.join(DTYPES)})")
    try:
        shape = tuple(int(x) for x in parts[2].split("x"))
    except ValueError:
        raise EmulationFault(f"'{text}': the shape is N or NxM..., got '{parts[2]}'") from None
    if parts[0] == "zeros":
        return np.zeros(shape, dt)
    if parts[0] == "ones":
        return np.ones(shape, dt)
    if parts[0] == "arange":
        return np.arange(int(np.prod(shape))).reshape(shape).astype(dt)
    if np.dtype(dt).kind == "f":
        return rng.random(shape).astype(dt)
    return rng.integers(0, 100, shape).astype(dt)


def _load_npy(text: str) -> np.ndarray:
    try:
        return np.load(text, allow_pickle=False)
    except (OSError, ValueError) as e:
        raise EmulationFault(f"cannot read '{text}' as a .npy array: {e}") from None


def parse_arg(text: str, arg: dict | None, index: int, rng) -> Argument:
    """One ``--arg`` value checked against its metadata entry ``arg`` (None: unchecked).

    Raises:
        EmulationFault: a value that does not fit the argument (kind, size, type, range).
    """
    kind = arg.get(".value_kind") if arg else None
    what = describe(arg, index) if arg else f"argument {index}"
    parts = text.split(":")
    if text.endswith(".npy"):
        host = _load_npy(text)
        return Argument(text, _by_value_array(host, arg, what) if kind == "by_value" else host,
                        None if kind == "by_value" else host)
    if parts[0] == "local" and len(parts) == 2:
        if kind not in (None, "dynamic_shared_pointer"):
            raise EmulationFault(f"{what} is not a __local pointer; 'local:N' does not fit it")
        try:
            return Argument(text, LocalBuffer(int(parts[1], 0)))
        except ValueError:
            raise EmulationFault(f"'{text}': local:NBYTES takes a byte count") from None
    if parts[0] in _GENERATED and len(parts) == 3:
        host = _generated(text, parts, rng)
        return Argument(text, host, host)
    if parts[0] == "bytes" and len(parts) == 2:
        try:
            return Argument(text, bytes.fromhex(parts[1]))
        except ValueError:
            raise EmulationFault(f"'{text}': bytes:HEX takes hexadecimal digits") from None
    if kind == "dynamic_shared_pointer":
        raise EmulationFault(f"{what} is a __local pointer: pass local:NBYTES, got '{text}'")
    if kind == "global_buffer":
        raise EmulationFault(f"{what} is a pointer: pass an array (a .npy file, zeros:TYPE:N, "
                             f"ones:, rand:, arange:), got '{text}'")
    return Argument(text, _scalar(text, parts, arg, what))


def _by_value_array(host: np.ndarray, arg: dict | None, what: str):
    size = int(arg.get(".size", 0)) if arg else host.nbytes
    if host.nbytes != size:
        raise EmulationFault(f"{what} takes {size} bytes by value; '{host.dtype}' array "
                             f"{host.shape} has {host.nbytes}")
    return host.tobytes()


def _scalar(text: str, parts: list[str], arg: dict | None, what: str):
    """A scalar by value: ``TYPE:VALUE`` or a bare number, of the argument's own type."""
    want = element_type(arg.get(".type_name")) if arg else None
    size = int(arg.get(".size", 0)) if arg else None
    if len(parts) == 2 and parts[0] in DTYPES:
        dt, literal = np.dtype(DTYPES[parts[0]]), parts[1]
        if size is not None and dt.itemsize != size:
            raise EmulationFault(f"{what} takes {size} bytes; '{text}' is {dt.itemsize}")
    elif want is not None and want[1] == 1:
        dt, literal = want[0], text
    elif want is not None:
        raise EmulationFault(f"{what} is a vector of {want[1]} {want[0].name}: pass bytes:HEX "
                             f"or a .npy file of {size} bytes, got '{text}'")
    else:
        dt, literal = None, text
    if dt is None:   # no type known: a bare number, packed by dispatch to the argument's size
        for conv in (lambda t: int(t, 0), float):
            try:
                return conv(literal)
            except ValueError:
                continue
        raise EmulationFault(f"cannot understand {what} '{text}' (a .npy file, a number, "
                             f"TYPE:VALUE, bytes:HEX, zeros|ones|rand|arange:TYPE:N or local:N)")
    return _typed(literal, np.dtype(dt), what, text)


def _typed(literal: str, dt: np.dtype, what: str, text: str):
    if dt.kind == "f":
        try:
            return dt.type(float(literal))
        except ValueError:
            raise EmulationFault(f"{what} takes a {dt.name} number, got '{text}'") from None
    try:
        value = int(literal, 0)
    except ValueError:
        kind = "an unsigned" if dt.kind == "u" else "a signed"
        raise EmulationFault(f"{what} takes {kind} {dt.itemsize * 8}-bit integer, "
                             f"got '{text}'") from None
    info = np.iinfo(dt)
    if not info.min <= value <= info.max:
        raise EmulationFault(f"{what}: {value} is out of range for {dt.name} "
                             f"({info.min} to {info.max})")
    return dt.type(value)


def check_array(host: np.ndarray, arg: dict, index: int) -> None:
    """A pointer argument's array against the pointee type of ``.type_name``.

    Raises:
        EmulationFault: the element type differs (``float*`` given float64 data).
    """
    want = element_type(arg.get(".type_name"))
    if want is None:
        return
    dt, lanes = want
    if host.dtype != dt:
        raise EmulationFault(f"{describe(arg, index)} points to {dt.name} elements; the array "
                             f"is {host.dtype.name} (convert it, e.g. np.save(path, "
                             f"a.astype(np.{dt.name})), or use zeros:TYPE:N)")
    if lanes > 1 and host.size % lanes:
        raise EmulationFault(f"{describe(arg, index)}: {host.size} {dt.name} elements are not "
                             f"a whole number of {arg.get('.type_name')} vectors")


def read_kernarg(text: str) -> bytes:
    """``--kernarg FILE|HEX``: the bytes of a file, or hexadecimal digits."""
    path = Path(text)
    if path.is_file():
        return path.read_bytes()
    try:
        return bytes.fromhex(text.removeprefix("0x"))
    except ValueError:
        raise EmulationFault(f"--kernarg takes a file or hexadecimal bytes, got '{text}'") \
            from None


def with_raw_kernarg(kernel, raw: bytes) -> None:
    """Make ``kernel``'s explicit arguments one by-value blob of ``raw`` at offset 0 (for
    ``--kernarg``); the hidden arguments of its metadata, if any, are still filled by the
    dispatch. Without metadata the kernarg segment is ``raw`` alone."""
    md = dict(kernel.metadata or {})
    hidden = [a for a in md.get(".args", ()) if str(a.get(".value_kind", "")).startswith("hidden_")]
    first_hidden = min((int(a[".offset"]) for a in hidden), default=None)
    if first_hidden is not None and len(raw) > first_hidden:
        raise EmulationFault(f"--kernarg has {len(raw)} bytes; the hidden arguments of kernel "
                             f"'{kernel.name}' start at byte {first_hidden}")
    md[".args"] = [{".value_kind": "by_value", ".size": len(raw), ".offset": 0,
                    ".name": "--kernarg"}] + hidden
    md[".kernarg_segment_size"] = max(int(md.get(".kernarg_segment_size", 0)), len(raw))
    kernel.metadata = md


def with_packed_args(kernel, arguments: list[Argument]) -> None:
    """Give a kernel without metadata an ``.args`` list for ``arguments`` laid out in order,
    each at its natural alignment (pointers and arrays: 8 bytes; typed scalars: their size;
    ``bytes:``: as given; ``local:N``: a 4-byte LDS offset), as the C ABI lays out a struct.

    Raises:
        EmulationFault: an untyped number (its size is unknown: write ``u32:5``, ``f32:2.5``).
    """
    args, offset = [], 0
    for i, a in enumerate(arguments):
        if a.host is not None:
            entry = {".value_kind": "global_buffer", ".size": 8, ".address_space": "global"}
        elif isinstance(a.value, LocalBuffer):
            entry = {".value_kind": "dynamic_shared_pointer", ".size": 4,
                     ".address_space": "local"}
        elif isinstance(a.value, np.generic):
            entry = {".value_kind": "by_value", ".size": a.value.dtype.itemsize}
        elif isinstance(a.value, bytes):
            entry = {".value_kind": "by_value", ".size": len(a.value)}
        else:
            raise EmulationFault(f"argument {i} '{a.text}': without metadata the size of a "
                                 "number is unknown; give its type (u32:5, i64:-1, f32:2.5)")
        align = 1 if isinstance(a.value, bytes) else entry[".size"]
        offset = -(-offset // align) * align
        entry[".offset"] = offset
        offset += entry[".size"]
        args.append(entry)
    md = dict(kernel.metadata or {})
    md[".args"] = args
    md[".kernarg_segment_size"] = max(int(md.get(".kernarg_segment_size", 0)), offset)
    kernel.metadata = md
