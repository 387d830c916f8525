"""Calls to functions that are not intrinsics (AMDGPUUsage: Calling Conventions).

Real calls with the guide's calling convention and stack frames are not written yet: a call
raises :class:`~amdgcn.errors.CompileError` naming the callee (inline it at the IR level, e.g.
by compiling the IR at -O1 or above, where clang inlines static functions).
"""

from __future__ import annotations

import re


def select(sel, inst) -> None:
    if inst.callee is None and " asm " in inst.text:
        _inline_asm(sel, inst)
        return
    if inst.callee is None:
        raise sel.error("indirect calls are not supported yet")
    raise sel.error(f"calls to functions the module does not define (@{inst.callee}) are not "
                    "supported")


def _inline_asm(sel, inst) -> None:
    """Inline assembly without operands is copied as it stands (``p_inline_asm``)."""
    m = re.search(r'\basm (?:sideeffect |alignstack |inteldialect |unwind )*"((?:[^"\\]|\\.)*)",'
                  r'\s*"([^"]*)"\(\)', inst.text)
    if not m or inst.operands or any(c and not c.startswith("~{") for c in m.group(2).split(",")):
        raise sel.error("inline assembly with operands is not supported yet")
    text = m.group(1).replace("\\0A", "\n").replace("\\09", "\t")
    for line in text.split("\n"):
        if line.strip():
            sel.emit("p_inline_asm", [], [], (line.strip(),))
