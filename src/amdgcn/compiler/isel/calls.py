"""Calls to functions that are not intrinsics (AMDGPUUsage: Calling Conventions).

Real calls with the guide's calling convention and stack frames are not written yet: a call
raises :class:`~amdgcn.errors.CompileError` naming the callee (inline it at the IR level, e.g.
by compiling the IR at -O1 or above, where clang inlines static functions).
"""

from __future__ import annotations


def select(sel, inst) -> None:
    raise sel.error(f"calls to non-inlined functions (@{inst.callee}) are not supported yet")
