"""Helpers of the assembler tests: run our assembler and compare with LLVM 22's results.

A result is ``{"object": base64}`` or ``{"errors": [[line, col, message], ...]}`` as
``tools/gen_asm_golden.py`` records them; :func:`compare` explains the first difference
section by section.
"""

from __future__ import annotations

import base64

from amdgcn.asm.objasm import ObjectAssembler
from amdgcn.codeobj.elf import ElfFile
from amdgcn.errors import AsmErrors


def ours(source: str, *, mcpu: str, triple: str = "amdgcn-amd-amdhsa", mattr: str = "",
         filename: str = "input.s") -> dict:
    """Our result in the golden files' form."""
    try:
        obj = ObjectAssembler(mcpu, triple=triple, mattr=mattr, filename=filename).assemble(source)
    except AsmErrors as e:
        return {"errors": [[x.line, x.col, x.message] for x in e.errors]}
    return {"object": base64.b64encode(obj).decode("ascii")}


def describe_difference(expected: bytes, got: bytes) -> str:
    """Which sections or headers differ between two objects."""
    a, b = ElfFile.from_bytes(expected), ElfFile.from_bytes(got)
    out = []
    if a.header.build() != b.header.build():
        out.append(f"ELF header: expected {a.header} got {b.header}")
    names_a = [s.name for s in a.sections]
    names_b = [s.name for s in b.sections]
    if names_a != names_b:
        out.append(f"sections: expected {names_a} got {names_b}")
    for sa, sb in zip(a.sections, b.sections):
        if sa.header.build() != sb.header.build():
            out.append(f"[{sa.name}] header: expected {sa.header} got {sb.header}")
        if sa.data != sb.data:
            out.append(f"[{sa.name}] data: expected {sa.data.hex()} got {sb.data.hex()}")
    return "\n".join(out) or "same sections, different layout"


def compare(expected: dict, got: dict) -> str | None:
    """None when equal, else a readable difference."""
    if "object" in expected:
        if "object" not in got:
            return f"expected an object, got errors {got['errors']}"
        a, b = base64.b64decode(expected["object"]), base64.b64decode(got["object"])
        return None if a == b else describe_difference(a, b)
    want = [tuple(e) for e in expected["errors"]]
    have = [tuple(e) for e in got.get("errors", [])]
    if want == have:
        return None
    return f"errors differ:\n  expected {want}\n  got      {have}"
