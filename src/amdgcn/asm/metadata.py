"""``.amdgpu_metadata ... .end_amdgpu_metadata``: YAML text to the NT_AMDGPU_METADATA note.

AMDGPUUsage: .amdgpu_metadata, Code Object V3 to V5 Metadata, Note Records. The YAML is
read the way llvm-mc 22 reads it into a MessagePack document: every scalar, key or value,
quoted or not, takes the first type it parses as (unsigned integer with ``0x``/``0b``/``0``
radix prefixes, signed integer, ``true``/``false``, floating point, else string); maps are
written with sorted keys; a float that a 32-bit float can hold in range is written as one.
The document is then checked as llvm-mc's metadata verifier checks it (required keys and
their types, the enumerations of ``.value_kind`` and friends), and emitted as a note record
in ``.note``.
"""

from __future__ import annotations

import re
import struct

from amdgcn.asm.sections import SHT
from amdgcn.codeobj.elf import SHF, build_note
from amdgcn.codeobj.mdschema import check_structure
from amdgcn.codeobj.notes import NT_AMDGPU_METADATA
from amdgcn.errors import AsmError, CodeObjectError

BEGIN = ".amdgpu_metadata"
END = ".end_amdgpu_metadata"
NOTE_NAME = "AMDGPU"
NOTE_SECTION = ".note"
NOTE_ALIGN = 4

_FLT_MIN = 1.1754943508222875e-38
_FLT_MAX = 3.4028234663852886e38
_UINT = re.compile(r"0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO][0-7]+|0[0-7]*|[1-9][0-9]*")
_FLOAT = re.compile(r"[-+]?([0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?|\.[0-9]+([eE][-+]?[0-9]+)?"
                    r"|inf(inity)?|nan)", re.IGNORECASE)
#: digits past which a number cannot fit in 64 bits in any radix (then it is no integer)
_MAX_UINT_DIGITS = 64
_BOOLS = {"true": True, "True": True, "TRUE": True, "false": False, "False": False,
          "FALSE": False}


class Float32(float):
    """A float written as MessagePack float 32."""


def infer_scalar(text: str):
    """The typed value of a YAML scalar as llvm-mc's MessagePack document infers it."""
    m = _UINT.fullmatch(text)
    if m:
        value = _parse_uint(text)
        if value is not None and value < 1 << 64:
            return value
    if text.startswith("-") and _UINT.fullmatch(text[1:]):
        value = _parse_uint(text[1:])
        if value is not None and value <= 1 << 63:
            return -value
    if text in _BOOLS:
        return _BOOLS[text]
    if _FLOAT.fullmatch(text):
        return float(text)
    return text


def _parse_uint(text: str) -> int | None:
    if len(text.lstrip("0")) > _MAX_UINT_DIGITS + 2:   # int() of it would be quadratic
        return None
    if text[:2].lower() in ("0x", "0b", "0o"):
        return int(text, 0)
    if len(text) > 1 and text[0] == "0":
        return int(text, 8)
    return int(text)


def to_document(node):
    """A PyYAML ``BaseLoader`` tree (strings, lists, dicts) to typed Python values."""
    if isinstance(node, dict):
        return {infer_scalar(k) if isinstance(k, str) else k: to_document(v)
                for k, v in node.items()}
    if isinstance(node, list):
        return [to_document(v) for v in node]
    if node is None:
        return None
    return infer_scalar(node)


def _key_order(k):
    """llvm's DocNode order: by kind (Int, UInt, Nil, Boolean, Float, String), then value."""
    if isinstance(k, bool):
        return (3, k)
    if isinstance(k, int):
        return (0 if k < 0 else 1, k)
    if k is None:
        return (2, 0)
    if isinstance(k, float):
        return (4, k)
    return (5, k.encode("utf-8", errors="surrogateescape"))


def pack(value) -> bytes:
    """MessagePack bytes as llvm's ``msgpack::Writer`` writes them."""
    if isinstance(value, dict):
        n = len(value)
        out = bytearray(bytes([0x80 | n]) if n <= 15 else (
            b"\xde" + struct.pack(">H", n) if n <= 0xFFFF else b"\xdf" + struct.pack(">I", n)))
        for k in sorted(value, key=_key_order):
            out += pack(k) + pack(value[k])
        return bytes(out)
    if isinstance(value, list):
        n = len(value)
        out = bytearray(bytes([0x90 | n]) if n <= 15 else (
            b"\xdc" + struct.pack(">H", n) if n <= 0xFFFF else b"\xdd" + struct.pack(">I", n)))
        for v in value:
            out += pack(v)
        return bytes(out)
    if isinstance(value, float):
        if _FLT_MIN <= abs(value) <= _FLT_MAX:
            return b"\xca" + struct.pack(">f", value)
        return b"\xcb" + struct.pack(">d", value)
    import msgpack   # here: only metadata needs it (each start of the assembler saved it)
    return msgpack.packb(value, use_bin_type=True)


# ----------------------------------------------------------------------- the verifier
_VALUE_KINDS = frozenset(
    ["by_value", "global_buffer", "dynamic_shared_pointer", "sampler", "image", "pipe", "queue", "hidden_block_count_x", "hidden_block_count_y", "hidden_block_count_z", "hidden_group_size_x", "hidden_group_size_y", "hidden_group_size_z", "hidden_remainder_x", "hidden_remainder_y", "hidden_remainder_z", "hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z", "hidden_grid_dims", "hidden_none", "hidden_printf_buffer", "hidden_hostcall_buffer", "hidden_heap_v1", "hidden_default_queue", "hidden_completion_action", "hidden_multigrid_sync_arg", "hidden_dynamic_lds_size", "hidden_private_base", "hidden_shared_base", "hidden_queue_ptr"])
_ADDRESS_SPACES = frozenset(["private", "global", "constant", "local", "generic", "region"])
_ACCESS = frozenset(["read_only", "write_only", "read_write"])
_LANGUAGES = frozenset({"OpenCL C", "OpenCL C++", "HCC", "HIP", "OpenMP", "Assembler"})

INT, STR, BOOL = "int", "str", "bool"

#: AMDGPUUsage: Code Object V3 Metadata, kernel argument map: key -> (kind, required, values)
ARG_KEYS = {
    ".name": (STR, False, None), ".type_name": (STR, False, None), ".size": (INT, True, None),
    ".offset": (INT, True, None), ".value_kind": (STR, True, _VALUE_KINDS),
    ".pointee_align": (INT, False, None), ".address_space": (STR, False, _ADDRESS_SPACES),
    ".access": (STR, False, _ACCESS), ".actual_access": (STR, False, _ACCESS),
    ".is_const": (BOOL, False, None), ".is_restrict": (BOOL, False, None),
    ".is_volatile": (BOOL, False, None), ".is_pipe": (BOOL, False, None),
}

#: kernel map: key -> (kind, required, values); "int3"/"int2" are integer arrays
KERNEL_KEYS = {
    ".name": (STR, True, None), ".symbol": (STR, True, None),
    ".language": (STR, False, _LANGUAGES), ".language_version": ("int2", False, None),
    ".args": ("args", False, None), ".reqd_workgroup_size": ("int3", False, None),
    ".workgroup_size_hint": ("int3", False, None), ".vec_type_hint": (STR, False, None),
    ".device_enqueue_symbol": (STR, False, None),
    ".kernarg_segment_size": (INT, True, None), ".group_segment_fixed_size": (INT, True, None),
    ".private_segment_fixed_size": (INT, True, None),
    ".uses_dynamic_stack": (BOOL, False, None), ".workgroup_processor_mode": (INT, False, None),
    ".kernarg_segment_align": (INT, True, None), ".wavefront_size": (INT, True, None),
    ".sgpr_count": (INT, True, None), ".vgpr_count": (INT, True, None),
    ".max_flat_workgroup_size": (INT, True, None), ".sgpr_spill_count": (INT, False, None),
    ".vgpr_spill_count": (INT, False, None), ".uniform_work_group_size": (INT, False, None),
}


def _is(kind: str, v) -> bool:
    if kind == INT:
        return isinstance(v, int) and not isinstance(v, bool)
    if kind == STR:
        return isinstance(v, str)
    if kind == BOOL:
        return isinstance(v, bool)
    if kind in ("int2", "int3"):
        return isinstance(v, list) and len(v) == int(kind[-1]) and all(_is(INT, x) for x in v)
    if kind == "args":
        return isinstance(v, list) and all(_check_map(x, ARG_KEYS) for x in v)
    return False


def _check_map(m, keys: dict) -> bool:
    if not isinstance(m, dict):
        return False
    for key, (kind, required, values) in keys.items():
        if key not in m:
            if required:
                return False
            continue
        v = m[key]
        if not _is(kind, v) or (values is not None and v not in values):
            return False
    return True


def verify(doc) -> bool:
    """llvm-mc's check of a code object V3+ metadata document."""
    if not isinstance(doc, dict):
        return False
    version = doc.get("amdhsa.version")
    if not (isinstance(version, list) and len(version) == 2 and all(_is(INT, x)
                                                                    for x in version)):
        return False
    printf = doc.get("amdhsa.printf", [])
    if not (isinstance(printf, list) and all(isinstance(x, str) for x in printf)):
        return False
    kernels = doc.get("amdhsa.kernels")
    return isinstance(kernels, list) and all(_check_map(k, KERNEL_KEYS) for k in kernels)


def encode(text: str) -> bytes | None:
    """The MessagePack bytes of a metadata YAML text, or None when llvm-mc would reject it."""
    import yaml   # here: PyYAML's import is ~30 ms of a start that assembles no metadata
    try:
        tree = yaml.load(text, Loader=yaml.BaseLoader)
        check_structure(tree, structure="amdgpu_metadata")
    except (yaml.YAMLError, RecursionError, CodeObjectError):
        return None
    doc = to_document(tree)
    if not verify(doc):
        return None
    return pack(doc)


# ----------------------------------------------------------------------- the directive
class MetadataBlock:
    """The YAML lines between ``.amdgpu_metadata`` and ``.end_amdgpu_metadata``."""

    def __init__(self, first: str):
        self.lines = [first]

    def feed(self, asm, sl) -> bool:
        stripped = sl.text.strip()
        if stripped.split()[:1] == [END]:
            asm.block = None
            desc = encode("\n".join(self.lines) + "\n")
            if desc is None:
                raise AsmError("invalid HSA metadata", col=sl.eol_col)
            emit_note(asm, NOTE_NAME, NT_AMDGPU_METADATA, desc)
            return True
        self.lines.append(sl.text.rstrip())
        return True

    def at_end_of_file(self, asm, where: tuple[int, int]) -> None:
        asm.block = None
        asm.report(AsmError(f"expected directive {END} not found", line=where[0], col=where[1]))


def emit_note(asm, name: str, note_type: int, desc: bytes) -> None:
    """Append a note record to ``.note`` (allocated on amdhsa), keeping the current section."""
    saved = (asm.section, asm.previous)
    exists = any(s.name == NOTE_SECTION for s in asm.sections)
    flags = SHF.SHF_ALLOC if asm.target.is_hsa else 0
    sec = asm.switch_section(NOTE_SECTION, type_=None if exists else SHT.SHT_NOTE,
                             flags=None if exists else flags)
    sec.align = max(sec.align, NOTE_ALIGN)
    sec.append(build_note(name, note_type, desc))
    asm.section, asm.previous = saved


def begin(asm, cur, name: str, col: int) -> None:
    """``.amdgpu_metadata``: start collecting YAML."""
    asm.block = MetadataBlock(cur.rest())


__all__ = ["BEGIN", "END", "MetadataBlock", "begin", "emit_note", "encode", "infer_scalar",
           "pack", "verify"]
