"""Code object V2 metadata: ``.amd_amdgpu_hsa_metadata ... .end_amd_amdgpu_hsa_metadata``.

AMDGPUUsage: Code Object V2 Metadata. The YAML between the directives is read into the
V2 schema (``Version``, ``Printf``, ``Kernels`` with ``Attrs``, ``Args``, ``CodeProps``
and ``DebugProps``) and written back, as llvm-mc 14 did (the last LLVM that wrote V2), into
an ``NT_AMD_HSA_METADATA`` note of the ``"AMD"`` owner: keys in the schema's order, values
equal to their defaults left out (but ``CodeProps``, which is always written), keys padded
to 16 columns, number lists in flow style, scalars quoted by LLVM's YAML rules.
"""

from __future__ import annotations

from amdgcn.asm.metadata import emit_note
from amdgcn.codeobj.notes import NT_AMD_HSA_METADATA
from amdgcn.errors import AsmError

BEGIN = ".amd_amdgpu_hsa_metadata"
END = ".end_amd_amdgpu_hsa_metadata"
NOTE_NAME = "AMD"
KEY_PAD = 16
INDENT = "  "

U32, U16, STR, BOOL, LIST_U32 = "u32", "u16", "str", "bool", "list"
_ACCESS = ("Default", "ReadOnly", "WriteOnly", "ReadWrite")
_ADDRESS = ("Private", "Global", "Constant", "Local", "Generic", "Region")
_KINDS = ("ByValue", "GlobalBuffer", "DynamicSharedPointer", "Sampler", "Image", "Pipe",
          "Queue", "HiddenGlobalOffsetX", "HiddenGlobalOffsetY", "HiddenGlobalOffsetZ",
          "HiddenNone", "HiddenPrintfBuffer", "HiddenHostcallBuffer", "HiddenDefaultQueue",
          "HiddenCompletionAction", "HiddenMultiGridSyncArg")
_TYPES = ("Struct", "I8", "U8", "I16", "U16", "F16", "I32", "U32", "F32", "I64", "U64", "F64")
_NO_DEFAULT = object()
_UNSET = -1 & 0xFFFF

#: the schema, in LLVM 14's order: (key, kind or enum names, default / required)
ATTRS = [("ReqdWorkGroupSize", LIST_U32, []), ("WorkGroupSizeHint", LIST_U32, []),
         ("VecTypeHint", STR, ""), ("RuntimeHandle", STR, "")]
ARG = [("Name", STR, ""), ("TypeName", STR, ""), ("Size", U32, _NO_DEFAULT),
       ("Align", U32, _NO_DEFAULT), ("ValueKind", _KINDS, _NO_DEFAULT),
       ("ValueType", _TYPES, None), ("PointeeAlign", U32, 0),
       ("AddrSpaceQual", _ADDRESS, None), ("AccQual", _ACCESS, None),
       ("ActualAccQual", _ACCESS, None), ("IsConst", BOOL, False),
       ("IsRestrict", BOOL, False), ("IsVolatile", BOOL, False), ("IsPipe", BOOL, False)]
CODE_PROPS = [("KernargSegmentSize", U32, _NO_DEFAULT), ("GroupSegmentFixedSize", U32,
                                                            _NO_DEFAULT),
              ("PrivateSegmentFixedSize", U32, _NO_DEFAULT),
              ("KernargSegmentAlign", U32, _NO_DEFAULT), ("WavefrontSize", U32, _NO_DEFAULT),
              ("NumSGPRs", U16, 0), ("NumVGPRs", U16, 0), ("MaxFlatWorkGroupSize", U32, 0),
              ("IsDynamicCallStack", BOOL, False), ("IsXNACKEnabled", BOOL, False),
              ("NumSpilledSGPRs", U16, 0), ("NumSpilledVGPRs", U16, 0)]
DEBUG_PROPS = [("DebuggerABIVersion", LIST_U32, []), ("ReservedNumVGPRs", U16, 0),
               ("ReservedFirstVGPR", U16, _UNSET), ("PrivateSegmentBufferSGPR", U16, _UNSET),
               ("WavefrontPrivateSegmentOffsetSGPR", U16, _UNSET)]
#: arguments read for compatibility but never written (LLVM 14)
_NOT_WRITTEN = {"ValueType"}
_BOOLS = {"true": True, "True": True, "TRUE": True, "false": False, "False": False,
          "FALSE": False}
_LIMITS = {U32: 1 << 32, U16: 1 << 16}


class MetadataError(ValueError):
    """A V2 metadata document that llvm-mc 14 would not read."""


def _scalar(kind, node):
    if isinstance(node, (list, dict)):
        raise MetadataError("a scalar was expected")
    if kind in _LIMITS:
        try:
            value = int(node, 0)
        except ValueError:
            raise MetadataError(f"invalid number {node!r}") from None
        if not 0 <= value < _LIMITS[kind]:
            raise MetadataError(f"out of range number {node!r}")
        return value
    if kind == BOOL:
        if node not in _BOOLS:
            raise MetadataError(f"invalid boolean {node!r}")
        return _BOOLS[node]
    if kind == STR:
        return node
    if node not in kind:
        raise MetadataError(f"unknown enumerated scalar {node!r}")
    return node


def _value(kind, node):
    if kind == LIST_U32:
        if not isinstance(node, list):
            raise MetadataError("a sequence was expected")
        return [_scalar(U32, x) for x in node]
    return _scalar(kind, node)


def _mapping(schema, node) -> dict:
    """``node`` read by ``schema`` (missing optional keys take their defaults)."""
    if node is None or node == "":
        node = {}
    if not isinstance(node, dict):
        raise MetadataError("a mapping was expected")
    known = {k for k, _, _ in schema}
    for key in node:
        if key not in known:
            raise MetadataError(f"unknown key '{key}'")
    out = {}
    for key, kind, default in schema:
        if key in node:
            out[key] = _value(kind, node[key])
        elif default is _NO_DEFAULT:
            raise MetadataError(f"missing required key '{key}'")
        else:
            out[key] = default
    return out


def read(text: str) -> dict:
    """The V2 metadata of a YAML text.

    Raises:
        MetadataError: what llvm-mc 14's YAML reader would refuse.
    """
    import yaml   # here: PyYAML's import is ~30 ms of a start that assembles no metadata
    try:
        tree = yaml.load(text, Loader=yaml.BaseLoader)
    except yaml.YAMLError as e:
        raise MetadataError(str(e)) from None
    if not isinstance(tree, dict):
        raise MetadataError("a mapping was expected")
    for key in tree:
        if key not in ("Version", "Printf", "Kernels"):
            raise MetadataError(f"unknown key '{key}'")
    if "Version" not in tree:
        raise MetadataError("missing required key 'Version'")
    doc = {"Version": _value(LIST_U32, tree["Version"]),
           "Printf": [_scalar(STR, x) for x in _sequence(tree.get("Printf", []))],
           "Kernels": []}
    for node in _sequence(tree.get("Kernels", [])):
        if not isinstance(node, dict):
            raise MetadataError("a mapping was expected")
        for key in node:
            if key not in ("Name", "SymbolName", "Language", "LanguageVersion", "Attrs",
                           "Args", "CodeProps", "DebugProps"):
                raise MetadataError(f"unknown key '{key}'")
        for key in ("Name", "SymbolName"):
            if key not in node:
                raise MetadataError(f"missing required key '{key}'")
        kernel = {"Name": _scalar(STR, node["Name"]),
                  "SymbolName": _scalar(STR, node["SymbolName"]),
                  "Language": _scalar(STR, node.get("Language", "")),
                  "LanguageVersion": _value(LIST_U32, node.get("LanguageVersion", [])),
                  "Attrs": _mapping(ATTRS, node.get("Attrs")),
                  "Args": [_mapping(ARG, a) for a in _sequence(node.get("Args", []))],
                  "CodeProps": _code_props(node.get("CodeProps")),
                  "DebugProps": _mapping(DEBUG_PROPS, node.get("DebugProps"))}
        doc["Kernels"].append(kernel)
    return doc


def _code_props(node) -> dict:
    """CodeProps: its required keys default to 0 when the whole mapping is absent (the
    structure's own initial values in LLVM 14)."""
    if node is None:
        return {k: (0 if d is _NO_DEFAULT else d) for k, _, d in CODE_PROPS}
    return _mapping(CODE_PROPS, node)


def _sequence(node) -> list:
    if node == "":
        return []
    if not isinstance(node, list):
        raise MetadataError("a sequence was expected")
    return node


# ---------------------------------------------------------------------------------- writing
def _quote(text: str) -> str:
    """LLVM's YAML quoting of a string scalar (``needsQuotes``)."""
    if not text:
        return "''"
    style = 0
    if text[0].isspace() or text[-1].isspace() or text in ("~", "null", "Null", "NULL"):
        style = 1
    if text.lower() in ("true", "false", "yes", "no", "on", "off", "y", "n"):
        style = 1
    if _numeric(text) or text[0] in "-?:\\,[]{}#&*!|>'\"%@`":
        style = 1
    for ch in text:
        if ch.isascii() and ch.isalnum() or ch in "_-^., \t":
            continue
        if ch in "\n\r\x7f" or ord(ch) < 0x20 or not ch.isascii():
            style = 2
            break
        style = max(style, 1)
    if style == 2:
        return '"' + text.encode("unicode_escape").decode("ascii").replace('"', '\\"') + '"'
    if style == 1:
        return "'" + text.replace("'", "''") + "'"
    return text


def _numeric(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return text.lower() in (".inf", "-.inf", "+.inf", ".nan") or text.startswith(
            ("0x", "0o"))
    return True


def _format(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list):
        return "[ " + ", ".join(str(x) for x in value) + " ]"
    return _quote(value)


def _key(key: str) -> str:
    return f"{key}:" + (" " * (KEY_PAD - len(key)) if len(key) < KEY_PAD else " ")


def _write_map(out: list, indent: str, first_prefix: str, schema, values: dict,
               always: tuple = ()) -> None:
    first = True
    for key, _, default in schema:
        value = values[key]
        if key in _NOT_WRITTEN or (key not in always and default is not _NO_DEFAULT
                                   and value == default):
            continue
        out.append((first_prefix if first else indent) + _key(key) + _format(value))
        first = False


def write(doc: dict) -> str:
    """The YAML text llvm-mc 14 wrote for a V2 metadata document."""
    out = ["---", _key("Version") + _format(doc["Version"])]
    if doc["Printf"]:
        out.append("Printf:")
        out.extend(f"{INDENT}- {_format(p)}" for p in doc["Printf"])
    if doc["Kernels"]:
        out.append("Kernels:")
    for k in doc["Kernels"]:
        lead, body = INDENT + "- ", INDENT * 2
        out.append(lead + _key("Name") + _format(k["Name"]))
        out.append(body + _key("SymbolName") + _format(k["SymbolName"]))
        if k["Language"]:
            out.append(body + _key("Language") + _format(k["Language"]))
        if k["LanguageVersion"]:
            out.append(body + _key("LanguageVersion") + _format(k["LanguageVersion"]))
        if any(k["Attrs"][key] != d for key, _, d in ATTRS):
            out.append(body + "Attrs:")
            _write_map(out, body + INDENT, body + INDENT, ATTRS, k["Attrs"])
        if k["Args"]:
            out.append(body + "Args:")
            for arg in k["Args"]:
                _write_map(out, body + INDENT * 2, body + INDENT + "- ", ARG, arg)
        out.append(body + "CodeProps:")
        _write_map(out, body + INDENT, body + INDENT, CODE_PROPS, k["CodeProps"])
        if k["DebugProps"]["DebuggerABIVersion"]:
            out.append(body + "DebugProps:")
            _write_map(out, body + INDENT, body + INDENT, DEBUG_PROPS, k["DebugProps"])
    out.append("...")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------------- directive
class MetadataV2Block:
    """The YAML lines between ``.amd_amdgpu_hsa_metadata`` and its end directive."""

    def __init__(self):
        self.lines: list[str] = []

    def feed(self, asm, sl) -> bool:
        if sl.text.strip().split()[:1] == [END]:
            asm.block = None
            try:
                text = write(read("\n".join(self.lines) + "\n"))
            except MetadataError:
                raise AsmError("invalid HSA metadata", col=sl.eol_col) from None
            emit_note(asm, NOTE_NAME, NT_AMD_HSA_METADATA, text.encode("utf-8"))
            return True
        self.lines.append(sl.text.rstrip())
        return True

    def at_end_of_file(self, asm, where: tuple[int, int]) -> None:
        asm.block = None
        asm.report(AsmError(f"expected directive {END} not found", line=where[0], col=where[1]))


def begin(asm, cur, name: str, col: int) -> None:
    """``.amd_amdgpu_hsa_metadata``: start collecting the V2 YAML."""
    cur.end()
    asm.block = MetadataV2Block()


__all__ = ["BEGIN", "END", "MetadataError", "MetadataV2Block", "begin", "read", "write"]
