"""Checks of code object metadata against the guide's schema before anything uses it.

AMDGPUUsage: Code Object V3 Metadata (and V4, V5 which extend it): the kernel map
(``.name``, ``.symbol``, ``.kernarg_segment_size``, ``.vgpr_count`` ...) and the argument maps
of ``.args`` (``.size``, ``.offset``, ``.value_kind`` ...). A hostile or corrupt note can hold
any MessagePack or YAML value under those keys (``.vgpr_count: "image"``, ``.size: -1``,
``.offset: NaN``, maps nested hundreds deep); these checks turn every such value into a
:class:`CodeObjectError` that names the kernel, the key and what was expected, so that the
readers, printers and the emulator only ever see values of the documented types and ranges.

Keys the schema does not name are left alone (vendors add their own); only their nesting depth
is bounded (:func:`check_structure`), and that walk is iterative.
"""

from __future__ import annotations

import math
from typing import Any

from amdgcn.errors import CodeObjectError

#: deepest nesting of maps and lists in a metadata document (the schema needs 4: the root map,
#: ``amdhsa.kernels``, a kernel map, ``.args``, an argument map)
MAX_METADATA_DEPTH = 32
#: the most elements (map entries plus list items) one metadata document may hold
MAX_METADATA_NODES = 1 << 20
_U32 = 1 << 32

#: key -> kind, for the kernel maps of ``amdhsa.kernels`` (AMDGPUUsage: Code Object V3
#: Metadata, "AMDHSA Code Object V3 Kernel Metadata Map")
KERNEL_KEYS: dict[str, str] = {
    ".name": "str", ".symbol": "str", ".language": "str", ".language_version": "u32list",
    ".reqd_workgroup_size": "u32x3", ".workgroup_size_hint": "u32x3", ".vec_type_hint": "str",
    ".device_enqueue_symbol": "str", ".kernarg_segment_size": "u32",
    ".group_segment_fixed_size": "u32", ".private_segment_fixed_size": "u32",
    ".kernarg_segment_align": "u32", ".wavefront_size": "u32", ".sgpr_count": "u32",
    ".vgpr_count": "u32", ".agpr_count": "u32", ".max_flat_workgroup_size": "u32",
    ".sgpr_spill_count": "u32", ".vgpr_spill_count": "u32", ".kind": "str",
    ".uses_dynamic_stack": "bool", ".workgroup_processor_mode": "bool",
    ".uniform_work_group_size": "u32", ".args": "list",
}
#: key -> kind, for the argument maps of ``.args`` ("AMDHSA Code Object V3 Kernel Argument
#: Metadata Map")
ARG_KEYS: dict[str, str] = {
    ".name": "str", ".type_name": "str", ".size": "u32", ".offset": "u32",
    ".value_kind": "str", ".value_type": "str", ".pointee_align": "u32",
    ".address_space": "str", ".access": "str", ".actual_access": "str", ".is_const": "bool",
    ".is_restrict": "bool", ".is_volatile": "bool", ".is_pipe": "bool",
}

_EXPECTED = {
    "str": "a string", "u32": "an integer in [0, 2**32)", "bool": "a boolean",
    "list": "a list of maps", "u32list": "a list of integers in [0, 2**32)",
    "u32x3": "a list of 3 integers in [0, 2**32)",
}


def check_structure(doc: Any, *, structure: str, offset: int | None = None) -> None:
    """Bound a decoded metadata document: at most :data:`MAX_METADATA_DEPTH` levels of maps
    and lists and :data:`MAX_METADATA_NODES` elements. Iterative (no recursion).

    Raises:
        CodeObjectError: deeper or larger than that.
    """
    stack = [(doc, 1)]
    nodes = 0
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            children = list(node.keys()) + list(node.values())
        elif isinstance(node, list):
            children = node
        else:
            continue
        if depth > MAX_METADATA_DEPTH:
            raise CodeObjectError(f"metadata nested deeper than {MAX_METADATA_DEPTH} levels",
                                  offset=offset, structure=structure)
        nodes += len(children)
        if nodes > MAX_METADATA_NODES:
            raise CodeObjectError(f"metadata holds more than {MAX_METADATA_NODES} elements",
                                  offset=offset, structure=structure)
        stack.extend((c, depth + 1) for c in children if isinstance(c, (dict, list)))


def _is_u32(v: Any) -> bool:
    return isinstance(v, int) and 0 <= v < _U32


def _fits(kind: str, v: Any) -> bool:
    if kind == "str":
        return isinstance(v, str)
    if kind == "u32":
        return _is_u32(v)
    if kind == "bool":
        return isinstance(v, bool) or v in (0, 1) and isinstance(v, int)
    if kind == "list":
        return isinstance(v, list) and all(isinstance(a, dict) for a in v)
    if kind == "u32list":
        return isinstance(v, list) and all(_is_u32(a) for a in v)
    if kind == "u32x3":
        return isinstance(v, list) and len(v) == 3 and all(_is_u32(a) for a in v)
    raise AssertionError(kind)


def _show(v: Any) -> str:
    if isinstance(v, float) and math.isnan(v):
        return "NaN"
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."


def check_kernel(md: dict, kernel: str) -> dict:
    """``md`` (a kernel's map of ``amdhsa.kernels``) when every key of the schema it holds
    has the documented type and range; returns it unchanged.

    Raises:
        CodeObjectError: naming the kernel, the key (``.args[2].size``), the value found and
            what the guide says it must be.
    """
    if not isinstance(md, dict):
        raise CodeObjectError(f"metadata of kernel '{kernel}' is not a map",
                              structure="NT_AMDGPU_METADATA")
    _check_map(md, KERNEL_KEYS, kernel, "")
    for i, arg in enumerate(md.get(".args") or ()):
        _check_map(arg, ARG_KEYS, kernel, f".args[{i}]")
    return md


def _check_map(m: dict, schema: dict[str, str], kernel: str, where: str) -> None:
    for key, kind in schema.items():
        if key in m and not _fits(kind, m[key]):
            raise CodeObjectError(
                f"metadata of kernel '{kernel}': {where}{key} is {_show(m[key])}, expected "
                f"{_EXPECTED[kind]}", structure="NT_AMDGPU_METADATA")
