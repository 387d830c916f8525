"""Module-level globals outside LDS: their data in the code object, their addresses in code.

A constant (``addrspace(4)``) or global (``addrspace(1)``) variable with an initializer is
emitted as llc does: ``.rodata`` for constants without pointers, ``.data.rel.ro`` for constants
holding addresses (``.quad sym``, a relocation the linker resolves), ``.data`` for writable
globals (``.bss``-like zero fill with ``.zero``). Code takes a global's address PC-relative:
``s_getpc_b64`` then ``s_add_u32 lo, lo, sym@rel32@lo+4`` and ``s_addc_u32 hi, hi,
sym@rel32@hi+12`` (AMDGPUUsage: Global Variable addressing; the three stay adjacent, so they
are one pseudo, ``p_pc_address``, until emission).

The initializer is read from the IR text: integers, floats (LLVM's decimal or hexadecimal
forms), arrays, vectors, ``c"..."`` strings, structs (with their padding), ``zeroinitializer``,
``undef``/``poison`` (as zeros), ``null`` and ``ptr @sym`` (plain symbols). Anything else
raises CompileError naming the global.
"""

from __future__ import annotations

import re
import struct

from amdgcn.compiler.ir import Instr, RegClass
from amdgcn.errors import CompileError


def address(sel, g):
    """An SGPR pair holding the address of global ``g`` (a GlobalRef) plus its offset."""
    module = sel.p.info.get("module")
    if module is None or g.name not in module.globals:
        raise sel.error(f"address of global @{g.name} (not defined in this module)")
    var = module.globals[g.name]
    if _initializer(var) is None:
        raise sel.error(f"global @{g.name} has no initializer (external globals are not "
                        "supported)")
    sel.p.info.setdefault("globals_used", set()).add(g.name)
    off = getattr(g, "offset", 0) or 0
    # one address per block and global: later uses in the block reuse it
    cache = sel.__dict__.setdefault("_pc_addresses", {})
    key = (id(sel.block), g.name, off)
    if key in cache:
        return cache[key]
    d = sel.p.temp(RegClass("s", 2))
    sel.block.instrs.append(Instr("p_pc_address", [d], [], (_symbol(g.name), str(off))))
    cache[key] = d
    return d


def _symbol(name: str) -> str:
    return name if re.fullmatch(r"[A-Za-z_.$][\w.$]*", name) else f'"{name}"'


def pc_address_text(i: Instr) -> str:
    """The three instructions of a ``p_pc_address`` (after register allocation)."""
    d = i.defs[0]
    sym, off = i.mods[0], int(i.mods[1])
    lo, hi = d.part(0), d.part(1)
    return (f"s_getpc_b64 {d}\n\ts_add_u32 {lo}, {lo}, {sym}@rel32@lo+{4 + off}\n"
            f"\ts_addc_u32 {hi}, {hi}, {sym}@rel32@hi+{12 + off}")


def _initializer(var) -> str | None:
    text = var.text
    m = re.search(r"\b(?:constant|global)\s", text)
    if m is None or re.search(r"=\s*(?:\w+\s+)*external\b", text):
        return None
    rest = text[m.end():]
    tlen = _type_len(rest)
    init = rest[tlen:].strip()
    cut = _top_level_comma(init)
    return init[:cut].strip() if cut is not None else init.strip()


def _type_len(s: str) -> int:
    """Length of the leading type text of ``s``."""
    depth = 0
    k = 0
    while k < len(s):
        c = s[k]
        if c in "[<{(":
            depth += 1
        elif c in "]>})":
            depth -= 1
        elif c == " " and depth == 0 and k and s[k - 1] not in "(,x" \
                and not s[k + 1:].startswith(("x ", "addrspace")):
            return k
        k += 1
    return k


def _top_level_comma(s: str) -> int | None:
    depth, q = 0, False
    for k, c in enumerate(s):
        if c == '"':
            q = not q
        elif q:
            continue
        elif c in "[<{(":
            depth += 1
        elif c in "]>})":
            depth -= 1
        elif c == "," and depth == 0:
            return k
    return None


def _split_elems(body: str) -> list:
    out, depth, q, start = [], 0, False, 0
    for k, c in enumerate(body):
        if c == '"':
            q = not q
        elif q:
            continue
        elif c in "[<{(":
            depth += 1
        elif c in "]>})":
            depth -= 1
        elif c == "," and depth == 0:
            out.append(body[start:k].strip())
            start = k + 1
    if body[start:].strip():
        out.append(body[start:].strip())
    return out


def _float_bits(text: str, bits: int) -> int:
    t = text.strip()
    if t.startswith(("0xH", "0xR")):
        return int(t[3:], 16)
    if t.startswith("0x"):
        raw = int(t, 0)
        if bits == 64:
            return raw
        v = struct.unpack("<d", raw.to_bytes(8, "little"))[0]
    else:
        v = float(t)
    if bits == 64:
        return struct.unpack("<Q", struct.pack("<d", v))[0]
    if bits == 32:
        return struct.unpack("<I", struct.pack("<f", v))[0]
    return struct.unpack("<H", struct.pack("<e", v))[0]


def _value(t, text: str, out: list, refs: set) -> None:
    """Append ``(kind, value)`` pieces (``bytes`` or ``sym``) for one value of type ``t``."""
    text = text.strip()
    size = t.alloc_size()
    if text in ("zeroinitializer", "undef", "poison", "null") or text.startswith("zeroinit"):
        out.append(("zero", size))
        return
    if t.kind == "int":
        n = (t.bits + 7) // 8
        v = 1 if text == "true" else 0 if text == "false" else int(text)
        out.append(("bytes", (v & ((1 << (8 * n)) - 1)).to_bytes(n, "little")))
        if size > n:
            out.append(("zero", size - n))
        return
    if t.kind == "float":
        n = t.bits // 8
        out.append(("bytes", _float_bits(text, t.bits).to_bytes(n, "little")))
        return
    if t.kind == "ptr":
        m = re.fullmatch(r"@([\w.$]+|\"[^\"]+\")", text)
        if m is None or t.bits != 64:
            raise ValueError(f"pointer initializer '{text}'")
        name = m.group(1).strip('"')
        refs.add(name)
        out.append(("sym", _symbol(name)))
        return
    if t.kind in ("array", "vec"):
        if text.startswith('c"'):
            raw = re.sub(rb"\\([0-9A-Fa-f]{2})", lambda m: bytes([int(m.group(1), 16)]),
                         text[2:-1].encode("latin-1"))
            out.append(("bytes", raw))
            return
        body = text[1:-1]
        elems = _split_elems(body)
        if len(elems) != t.count:
            raise ValueError(f"{len(elems)} elements for {t}")
        for e in elems:
            _value(t.elem, _strip_type(e), out, refs)
        if t.kind == "vec" and size > t.elem.alloc_size() * t.count:
            out.append(("zero", size - t.elem.alloc_size() * t.count))
        return
    if t.kind == "struct":
        body = text.strip("<>").strip()[1:-1]
        elems = _split_elems(body)
        pos = 0
        for k, e in enumerate(elems):
            off = t.field_offset(k)
            if off > pos:
                out.append(("zero", off - pos))
            _value(t.fields[k], _strip_type(e), out, refs)
            pos = off + t.fields[k].alloc_size()
        if size > pos:
            out.append(("zero", size - pos))
        return
    raise ValueError(f"initializer of type {t}")


def _strip_type(elem: str) -> str:
    return elem[_type_len(elem):].strip()


def data_text(module, names) -> str:
    """The sections of the globals ``names`` and of every global their initializers name."""
    todo, seen, out = list(names), set(), []
    while todo:
        name = todo.pop(0)
        if name in seen:
            continue
        seen.add(name)
        var = module.globals.get(name)
        init = _initializer(var) if var is not None else None
        if init is None:
            raise CompileError(f"global @{name} has no initializer in this module")
        pieces, refs = [], set()
        try:
            _value(var.type, init, pieces, refs)
        except (ValueError, KeyError, IndexError, TypeError) as e:
            raise CompileError(f"global @{name}: initializer not supported ({e})") from None
        todo += sorted(refs - seen)
        writable = " constant " not in var.text.split("=", 1)[1][:200] if "=" in var.text \
            else False
        section = (".data" if writable else ".data.rel.ro" if refs else ".rodata")
        flags = '"aw"' if writable or refs else '"a"'
        sym = _symbol(name)
        lines = [f"\t.type\t{sym},@object", f"\t.section\t{section},{flags},@progbits",
                 f"\t.p2align\t{max(var.align, 1).bit_length() - 1}, 0x0", f"{sym}:"]
        for kind, v in pieces:
            if kind == "zero":
                if v:
                    lines.append(f"\t.zero\t{v}")
            elif kind == "sym":
                lines.append(f"\t.quad\t{v}")
            else:
                lines += [f"\t.byte\t{', '.join(str(b) for b in v[k:k + 16])}"
                          for k in range(0, len(v), 16)]
        lines.append(f"\t.size\t{sym}, {var.type.alloc_size()}")
        out.append("\n".join(lines))
    return "\n".join(out) + ("\n" if out else "")
