"""What llvmlite exposes only as printed text: types, flags, predicates, orderings, metadata.

llvmlite 0.50 gives opcodes, operands, types and integer/float constants as properties; the
rest (icmp/fcmp predicates, ``nuw``/``nsw``/``exact``, alignment, ``volatile``, atomic
ordering and ``syncscope``, atomicrmw operations, switch cases, shuffle masks, call
attributes, named metadata, aggregate constants) is read here from the printed IR, one small
parser per item. Nothing here touches a constant expression's operands (reading them through
llvmlite aborts the process).

LLVM Language Reference Manual: Type System, Instruction Reference, Metadata.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# -- types ------------------------------------------------------------------------------------

#: pointer widths per address space (AMDGPUUsage: Address Spaces)
POINTER_BITS = {0: 64, 1: 64, 2: 32, 3: 32, 4: 64, 5: 32, 6: 32, 7: 160, 8: 128, 9: 192}
FLOAT_BITS = {"half": 16, "bfloat": 16, "float": 32, "double": 64}


@dataclass(frozen=True)
class LType:
    """An LLVM IR type.

    Attributes:
        kind: ``void int float ptr vec array struct label metadata token``.
        bits: width of an int/float/ptr (0 otherwise); name: ``half``/``float``... for floats.
        addrspace: address space of a pointer; elem: element type of vec/array;
        count: element count of vec/array; fields: field types of a struct; packed: ``<{}>``.
    """

    kind: str
    bits: int = 0
    name: str = ""
    addrspace: int = 0
    elem: LType | None = None
    count: int = 0
    fields: tuple = ()
    packed: bool = False

    def __str__(self) -> str:
        if self.kind == "int":
            return f"i{self.bits}"
        if self.kind == "float":
            return self.name
        if self.kind == "ptr":
            return "ptr" if self.addrspace == 0 else f"ptr addrspace({self.addrspace})"
        if self.kind == "vec":
            return f"<{self.count} x {self.elem}>"
        if self.kind == "array":
            return f"[{self.count} x {self.elem}]"
        if self.kind == "struct":
            body = "{ " + ", ".join(map(str, self.fields)) + " }"
            return f"<{body}>" if self.packed else body
        return self.kind

    @property
    def scalar(self) -> LType:
        """The element type of a vector, else the type itself."""
        return self.elem if self.kind == "vec" else self

    def size_bits(self) -> int:
        """Size in bits as stored (vectors packed, i1 as 1 bit)."""
        if self.kind in ("int", "float", "ptr"):
            return self.bits
        if self.kind == "vec":
            return self.count * self.elem.size_bits()
        return 8 * self.alloc_size()

    def store_size(self) -> int:
        """Bytes written by a store of this type (DataLayout: getTypeStoreSize)."""
        if self.kind == "struct" or self.kind == "array":
            return self.alloc_size()
        return (self.size_bits() + 7) // 8

    def align(self) -> int:
        """ABI alignment in bytes (AMDGPU data layout: natural alignment, vectors by size)."""
        if self.kind in ("int", "float"):
            return max(1, min(8, _pow2ceil((self.bits + 7) // 8)))
        if self.kind == "ptr":
            return self.bits // 8 if self.bits <= 64 else 16 if self.addrspace in (7, 8) else 32
        if self.kind == "vec":
            return _pow2ceil(self.store_size())
        if self.kind == "array":
            return self.elem.align()
        if self.kind == "struct":
            return 1 if self.packed else max((f.align() for f in self.fields), default=1)
        return 1

    def alloc_size(self) -> int:
        """Bytes between array elements (DataLayout: getTypeAllocSize)."""
        if self.kind == "array":
            return self.count * self.elem.alloc_size()
        if self.kind == "struct":
            off = 0
            for f in self.fields:
                if not self.packed:
                    off = _round_up(off, f.align())
                off += f.alloc_size()
            return _round_up(off, self.align())
        return _round_up(self.store_size(), self.align())

    def field_offset(self, index: int) -> int:
        """Byte offset of field ``index`` of a struct."""
        off = 0
        for i, f in enumerate(self.fields):
            if not self.packed:
                off = _round_up(off, f.align())
            if i == index:
                return off
            off += f.alloc_size()
        raise IndexError(index)


def _pow2ceil(n: int) -> int:
    p = 1
    while p < n:
        p *= 2
    return p


def _round_up(n: int, a: int) -> int:
    return (n + a - 1) // a * a


VOID = LType("void")
_TOKEN = re.compile(r"\s*(<\{|\}>|[<>\[\]{},x]|ptr\b|i\d+\b|half\b|bfloat\b|float\b|double\b|"
                    r"void\b|label\b|metadata\b|token\b|addrspace\(\d+\)|%[-\w.$\"]+|\d+)")


class TypeParser:
    """Parses type text; named structs resolve through the module's ``%name = type`` lines."""

    def __init__(self, module_text: str = ""):
        self.named_text: dict[str, str] = {}
        self.named: dict[str, LType] = {}
        for m in re.finditer(r"^(%[-\w.$\"]+) = type (.*)$", module_text, re.MULTILINE):
            self.named_text[m.group(1)] = m.group(2).strip()

    def parse(self, text: str) -> LType:
        """The LType of ``text`` (``"ptr addrspace(1)"``, ``"<2 x half>"``, ``"%struct.S"``)."""
        toks = _TOKEN.findall(text.strip())
        toks = [t.strip() for t in toks]
        return self._one(toks, 0)[1]

    def parse_prefix(self, text: str) -> tuple[LType, int]:
        """Parse a type at the start of ``text``; returns it and the characters consumed."""
        consumed = 0
        toks = []
        for m in _TOKEN.finditer(text):
            if m.start() != consumed:
                break
            toks.append((m.group(1), m.end()))
            consumed = m.end()
        pos, t = self._one([a for a, _ in toks], 0)
        return t, toks[pos - 1][1]

    def _one(self, toks: list[str], i: int) -> tuple[int, LType]:
        tok = toks[i]
        if tok.startswith("i") and tok[1:].isdigit():
            return i + 1, LType("int", int(tok[1:]))
        if tok in FLOAT_BITS:
            return i + 1, LType("float", FLOAT_BITS[tok], name=tok)
        if tok == "ptr":
            if i + 1 < len(toks) and toks[i + 1].startswith("addrspace("):
                a = int(toks[i + 1][10:-1])
                return i + 2, LType("ptr", POINTER_BITS.get(a, 64), addrspace=a)
            return i + 1, LType("ptr", 64)
        if tok in ("void", "label", "metadata", "token"):
            return i + 1, LType(tok)
        if tok in ("<", "["):
            n = int(toks[i + 1])
            assert toks[i + 2] == "x"
            j, e = self._one(toks, i + 3)
            return j + 1, LType("vec" if tok == "<" else "array", elem=e, count=n)
        if tok in ("{", "<{"):
            fields = []
            j = i + 1
            close = "}" if tok == "{" else "}>"
            while toks[j] != close:
                j, f = self._one(toks, j)
                fields.append(f)
                if toks[j] == ",":
                    j += 1
            return j + 1, LType("struct", fields=tuple(fields), packed=tok == "<{")
        if tok.startswith("%"):
            if tok not in self.named:
                body = self.named_text.get(tok, "opaque")
                if body == "opaque":
                    self.named[tok] = LType("struct")
                else:
                    self.named[tok] = self.parse(body)
            return i + 1, self.named[tok]
        raise ValueError(f"unknown type token {tok!r}")


# -- instruction text -------------------------------------------------------------------------

_PRED = re.compile(r"\b(?:icmp|fcmp)\s+(?:(?:fast|nnan|ninf|nsz|arcp|contract|afn|reassoc|samesign)"
                   r"\s+)*(\w+)\s")
_ALIGN = re.compile(r",\s*align\s+(\d+)")
_ORDERINGS = ("unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst")
_SCOPE = re.compile(r'syncscope\("([^"]*)"\)')
_METADATA_ATTACH = re.compile(r",?\s*!([\w.]+)\s+(![\w.]+|!\{[^}]*\})")


def body_of(text: str) -> str:
    """The instruction text without its result name and trailing metadata attachments."""
    t = text.strip()
    m = re.match(r"(%[-\w.$\"]+)\s*=\s*", t)
    if m:
        t = t[m.end():]
    return t


def predicate(text: str) -> str:
    """The predicate of an ``icmp``/``fcmp`` (``slt``, ``oeq``, ``une`` ...)."""
    m = _PRED.search(body_of(text))
    if not m:
        raise ValueError("no predicate")
    return m.group(1)


def flags(text: str, opcode: str) -> frozenset:
    """Words between the opcode and the first type/operand: ``nuw nsw exact disjoint nneg``,
    fast-math flags, ``inbounds``, ``volatile``, ``tail``."""
    words = body_of(text).split()
    out = set()
    seen_op = False
    for w in words:
        if not seen_op:
            if w == opcode:
                seen_op = True
            elif w in ("tail", "musttail", "notail"):
                out.add(w)
            continue
        if w in ("nuw", "nsw", "exact", "disjoint", "nneg", "inbounds", "volatile", "fast", "nnan",
                 "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "samesign", "atomic",
                 "weak", "elementwise", "nusw"):
            out.add(w)
            continue
        break
    return frozenset(out)


def alignment(text: str) -> int | None:
    """``align N`` of a load/store/alloca/atomic, or None."""
    m = _ALIGN.search(_strip_attachments(body_of(text)))
    return int(m.group(1)) if m else None


def _strip_attachments(t: str) -> str:
    # cut at the first ", !name" metadata attachment
    m = re.search(r",\s*![A-Za-z_.][\w.]*\s", t + " ")
    return t[: m.start()] if m else t


def orderings(text: str) -> tuple[str, ...]:
    """Atomic orderings in order of appearance (cmpxchg has two)."""
    t = _strip_attachments(body_of(text))
    return tuple(w for w in re.findall(r"\b(\w+)\b", t) if w in _ORDERINGS)


def syncscope(text: str) -> str:
    """The ``syncscope("...")`` name, ``""`` for the system scope."""
    m = _SCOPE.search(body_of(text))
    return m.group(1) if m else ""


def atomicrmw_op(text: str) -> str:
    """The operation of an ``atomicrmw`` (``add``, ``xchg``, ``fadd``, ``umax`` ...)."""
    words = body_of(text).split()
    i = words.index("atomicrmw") + 1
    while words[i] == "volatile":
        i += 1
    return words[i]


def attachments(text: str) -> dict[str, str]:
    """Metadata attachments ``!name !N`` of an instruction."""
    t = body_of(text)
    out = {}
    for m in re.finditer(r",\s*!([A-Za-z_.][\w.]*)\s+(!\d+|!\{[^}]*\}|!\"[^\"]*\")", t):
        out[m.group(1)] = m.group(2)
    return out


def switch_cases(text: str) -> list[tuple[int, str]]:
    """``(value, label)`` pairs of a switch, labels as written (``%12``)."""
    m = re.search(r"\[(.*)\]", body_of(text), re.DOTALL)
    if not m:
        return []
    return [(int(v), lab) for v, lab in re.findall(r"i\d+\s+(-?\d+),\s*label\s+(%[-\w.$\"]+)",
                                                  m.group(1))]


def shuffle_mask(text: str) -> list[int]:
    """The mask of a ``shufflevector`` (-1 for poison/undef lanes)."""
    t = _strip_attachments(body_of(text))
    if "zeroinitializer" in t.rsplit(">", 2)[-1] or t.rstrip().endswith("zeroinitializer"):
        m = re.search(r"<(\d+) x i32> zeroinitializer\s*$", t.rstrip())
        if m:
            return [0] * int(m.group(1))
    m = re.search(r"<(\d+) x i32>\s*(<[^<>]*>|poison|undef)\s*$", t.rstrip())
    if not m:
        raise ValueError("no shuffle mask")
    if m.group(2) in ("poison", "undef"):
        return [-1] * int(m.group(1))
    out = []
    for item in m.group(2)[1:-1].split(","):
        item = item.strip()
        out.append(-1 if item.endswith(("poison", "undef")) else int(item.split()[-1]))
    return out


def callee_name(text: str) -> str | None:
    """The called function's name ``@name`` of a direct call, else None."""
    m = re.search(r"@([-\w.$]+|\"[^\"]+\")\s*\(", body_of(text))
    return m.group(1).strip('"') if m else None


# -- module text ------------------------------------------------------------------------------

@dataclass
class ModuleText:
    """What the module's printed text says beyond llvmlite's properties.

    Attributes:
        metadata: ``!N`` -> its body text; attribute_groups: ``#N`` -> body text;
        flags: module flags by name (``amdhsa_code_object_version``) -> value.
    """

    metadata: dict = field(default_factory=dict)
    attribute_groups: dict = field(default_factory=dict)
    flags: dict = field(default_factory=dict)
    named_metadata: dict = field(default_factory=dict)

    @classmethod
    def parse(cls, text: str) -> ModuleText:
        mt = cls()
        for m in re.finditer(r"^!(\d+) = (?:distinct )?(!\{.*\}|!\w+\(.*\))\s*$", text, re.MULTILINE):
            mt.metadata["!" + m.group(1)] = m.group(2)
        for m in re.finditer(r"^attributes (#\d+) = \{(.*)\}\s*$", text, re.MULTILINE):
            mt.attribute_groups[m.group(1)] = m.group(2)
        for m in re.finditer(r"^!([\w.]+) = !\{(.*)\}\s*$", text, re.MULTILINE):
            mt.named_metadata[m.group(1)] = [x.strip() for x in m.group(2).split(",") if x.strip()]
        for ref in mt.named_metadata.get("llvm.module.flags", []):
            body = mt.metadata.get(ref, "")
            f = re.match(r'!\{i32 \d+, !"([^"]+)", (?:i\d+ (-?\d+)|(.*))\}', body)
            if f:
                mt.flags[f.group(1)] = int(f.group(2)) if f.group(2) is not None else f.group(3)
        return mt

    def node(self, ref: str) -> list[str]:
        """The items of metadata node ``ref`` (``!9``) as text."""
        body = self.metadata.get(ref, ref if ref.startswith("!{") else "")
        if not body.startswith("!{"):
            return []
        return _split_items(body[2:-1])

    def strings(self, ref: str) -> list[str]:
        """The items of a node of strings (``!{!"float*", !"int"}``) without quotes."""
        return [_unquote(x) for x in self.node(ref)]

    def ints(self, ref: str) -> list[int]:
        """The items of a node of ``i32 N`` values."""
        return [int(x.split()[-1]) for x in self.node(ref)]


def _unquote(item: str) -> str:
    item = item.strip()
    if item.startswith('!"') and item.endswith('"'):
        s = item[2:-1]
        return re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), s)
    return item


def _split_items(body: str) -> list[str]:
    items, depth, cur, quote = [], 0, [], False
    for ch in body:
        if ch == '"':
            quote = not quote
        if not quote:
            if ch in "{(<[":
                depth += 1
            elif ch in "})>]":
                depth -= 1
            elif ch == "," and depth == 0:
                items.append("".join(cur).strip())
                cur = []
                continue
        cur.append(ch)
    if "".join(cur).strip():
        items.append("".join(cur).strip())
    return items


def function_header(text: str) -> str:
    """The ``define ...`` line of a function's printed text."""
    for line in text.splitlines():
        if line.startswith("define "):
            return line
    return ""


def function_attributes(header: str, module: ModuleText) -> dict[str, str | None]:
    """String and enum attributes of a function: its ``#N`` groups expanded.

    Returns ``{"amdgpu-flat-work-group-size": "1,256", "optnone": None, ...}``.
    """
    out: dict[str, str | None] = {}
    tail = header.rsplit(")", 1)[-1] if ")" in header else header
    for g in re.findall(r"#\d+", tail):
        body = module.attribute_groups.get(g, "")
        for m in re.finditer(r'"([^"]+)"(?:="([^"]*)")?|([A-Za-z_][\w]*(?:\([^)]*\))?)', body):
            if m.group(1) is not None:
                out[m.group(1)] = m.group(2)
            else:
                out[m.group(3)] = None
    return out


def function_metadata(header: str) -> dict[str, str]:
    """``!kernel_arg_type !11``-style attachments of a function definition."""
    return {m.group(1): m.group(2) for m in re.finditer(r"!([\w.]+)\s+(!\d+)", header)}


def calling_convention(header: str) -> str:
    """``amdgpu_kernel``, ``ccc`` (default) ... of a define line."""
    m = re.search(r"\b(amdgpu_kernel|amdgpu_\w+|spir_kernel|spir_func|fastcc|coldcc|ccc)\b",
                  header.split("@", 1)[0])
    return m.group(1) if m else "ccc"


def param_attributes(header: str) -> list[str]:
    """The text of each parameter of a define line (type, attributes, name)."""
    start = header.index("(", header.index("@"))
    depth, cur, out = 0, [], []
    for ch in header[start + 1:]:
        if ch in "(<[{":
            depth += 1
        elif ch in ")>]}":
            if depth == 0:
                break
            depth -= 1
        elif ch == "," and depth == 0:
            out.append("".join(cur).strip())
            cur = []
            continue
        cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur).strip())
    return out
