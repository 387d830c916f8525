"""AMDGPU note records (AMDGPUUsage: Note Records, V2 and V3 onwards).

Code object V2 uses the ``"AMD"`` owner with ``NT_AMD_HSA_CODE_OBJECT_VERSION``,
``NT_AMD_HSA_HSAIL``, ``NT_AMD_HSA_ISA_VERSION``, ``NT_AMD_HSA_METADATA`` (YAML) and
``NT_AMD_HSA_ISA_NAME``; V3 and later use the ``"AMDGPU"`` owner with ``NT_AMDGPU_METADATA``
(MessagePack). Each descriptor parses to a dict and builds back to the same bytes.
"""

from __future__ import annotations

import struct
from enum import IntEnum

from amdgcn.codeobj.elf import Note, build_note
from amdgcn.codeobj.fields import check_range
from amdgcn.errors import CodeObjectError

NT_AMD_HSA_CODE_OBJECT_VERSION = 1
NT_AMD_HSA_HSAIL = 2
NT_AMD_HSA_ISA_VERSION = 3
NT_AMD_HSA_METADATA = 10
NT_AMD_HSA_ISA_NAME = 11
NT_AMD_PAL_METADATA = 12
NT_AMDGPU_METADATA = 32


class NT_AMD(IntEnum):
    """Code object V2 note types (owner ``"AMD"``)."""

    NT_AMD_HSA_CODE_OBJECT_VERSION = 1
    NT_AMD_HSA_HSAIL = 2
    NT_AMD_HSA_ISA_VERSION = 3
    NT_AMD_HSA_METADATA = 10
    NT_AMD_HSA_ISA_NAME = 11
    NT_AMD_PAL_METADATA = 12


class NT_AMDGPU(IntEnum):
    """Code object V3+ note types (owner ``"AMDGPU"``)."""

    NT_AMDGPU_METADATA = 32


#: The note types each AMD owner defines (AMDGPUUsage: Note Records V2, V3 onwards).
KNOWN_NOTE_TYPES: dict[str, frozenset[int]] = {
    "AMD": frozenset(int(t) for t in NT_AMD),
    "AMDGPU": frozenset(int(t) for t in NT_AMDGPU),
}

#: Description column of llvm-readelf for each (owner, type).
NOTE_DESCRIPTIONS = {
    ("AMD", 1): "NT_AMD_HSA_CODE_OBJECT_VERSION (AMD HSA Code Object Version)",
    ("AMD", 2): "NT_AMD_HSA_HSAIL (AMD HSA HSAIL Properties)",
    ("AMD", 3): "NT_AMD_HSA_ISA_VERSION (AMD HSA ISA Version)",
    ("AMD", 10): "NT_AMD_HSA_METADATA (AMD HSA Metadata)",
    ("AMD", 11): "NT_AMD_HSA_ISA_NAME (AMD HSA ISA Name)",
    ("AMD", 12): "NT_AMD_PAL_METADATA (AMD PAL Metadata)",
    ("AMDGPU", 32): "NT_AMDGPU_METADATA (AMDGPU Metadata)",
}

_U32X2 = struct.Struct("<II")
_HSAIL = struct.Struct("<IIBBB")
_ISA = struct.Struct("<HHIII")


def parse_code_object_version(desc: bytes, *, offset: int = 0) -> tuple[int, int]:
    """``(major_version, minor_version)`` of ``NT_AMD_HSA_CODE_OBJECT_VERSION``."""
    check_range(desc, 0, _U32X2.size, "NT_AMD_HSA_CODE_OBJECT_VERSION")
    return _U32X2.unpack_from(desc)


def parse_hsail(desc: bytes, *, offset: int = 0) -> tuple[int, int, int, int, int]:
    """``(hsail_major, hsail_minor, profile, machine_model, default_float_round)``."""
    check_range(desc, 0, _HSAIL.size, "NT_AMD_HSA_HSAIL")
    return _HSAIL.unpack_from(desc)


def parse_isa_version(desc: bytes, *, offset: int = 0) -> tuple[str, str, int, int, int]:
    """``(vendor, architecture, major, minor, stepping)`` of ``NT_AMD_HSA_ISA_VERSION``.

    Raises:
        CodeObjectError: the descriptor is shorter than its name sizes say.
    """
    if len(desc) < _ISA.size:
        raise CodeObjectError("truncated descriptor", offset=offset,
                              structure="NT_AMD_HSA_ISA_VERSION")
    vsize, asize, major, minor, stepping = _ISA.unpack_from(desc)
    end = _ISA.size + vsize + asize
    if end > len(desc):
        raise CodeObjectError("vendor/architecture names past the end of the descriptor",
                              offset=offset, structure="NT_AMD_HSA_ISA_VERSION")
    vendor = desc[_ISA.size:_ISA.size + vsize].rstrip(b"\0").decode("latin-1")
    arch = desc[_ISA.size + vsize:end].rstrip(b"\0").decode("latin-1")
    return vendor, arch, major, minor, stepping


def build_isa_version(vendor: str, arch: str, major: int, minor: int, stepping: int) -> bytes:
    """The descriptor of ``NT_AMD_HSA_ISA_VERSION`` (names NUL-terminated)."""
    v = vendor.encode() + b"\0"
    a = arch.encode() + b"\0"
    return _ISA.pack(len(v), len(a), major, minor, stepping) + v + a


def build_v2_notes(major: int, minor: int, stepping: int, *, metadata_yaml: str | None = None,
                   code_object_version: tuple[int, int] = (2, 1)) -> bytes:
    """A code object V2 ``.note`` section: version, ISA version and optional metadata."""
    out = build_note("AMD", NT_AMD_HSA_CODE_OBJECT_VERSION, _U32X2.pack(*code_object_version))
    out += build_note("AMD", NT_AMD_HSA_ISA_VERSION,
                      build_isa_version("AMD", "AMDGPU", major, minor, stepping))
    if metadata_yaml is not None:
        out += build_note("AMD", NT_AMD_HSA_METADATA, metadata_yaml.encode())
    return out


def describe(note: Note) -> dict:
    """A dict of a note's decoded descriptor (for ``readobj --json``)."""
    key = (note.name, note.type)
    out: dict = {"owner": note.name, "type": note.type, "size": len(note.desc),
                 "description": NOTE_DESCRIPTIONS.get(key, f"Unknown note type: (0x{note.type:08x})")}
    if key == ("AMD", NT_AMD_HSA_CODE_OBJECT_VERSION):
        out["version"] = list(parse_code_object_version(note.desc, offset=note.offset))
    elif key == ("AMD", NT_AMD_HSA_HSAIL):
        out["hsail"] = list(parse_hsail(note.desc, offset=note.offset))
    elif key == ("AMD", NT_AMD_HSA_ISA_VERSION):
        out["isa"] = list(parse_isa_version(note.desc, offset=note.offset))
    elif key == ("AMD", NT_AMD_HSA_ISA_NAME):
        out["isa_name"] = note.desc.decode("latin-1")
    return out
