"""Shrinking a failing kernel, and saving it as a regression case under tests/data/kernelgen.

:func:`reduce_kernel` removes statements (and replaces ``if``/``for``/``switch`` statements by
a body, and integer assignments' right-hand sides by one of their typed sub-expressions)
while the kernel still fails the same way on the emulator (mismatch or fault) at the same
processor and level. Statements marked ``keep`` (declarations, the LDS writes later phases
read, output stores) stay, so every candidate is still free of undefined behaviour.

:func:`save_case` writes ``<name>.cl`` (the whole device source), ``<name>.npz`` (inputs and
the host's expected outputs) and ``<name>.<mcpu>.O<level>.hsaco`` for the regression test
``tests/kernelgen/test_regressions.py``, which needs no LLVM.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import numpy as np

from amdgcn.emu import Emulator
from amdgcn.errors import AmdgcnError
from amdgcn.kernelgen import prelude
from amdgcn.kernelgen.generate import INT_TYPES
from amdgcn.kernelgen.program import Compound, Kernel, Line, statement_lists
from amdgcn.kernelgen.runner import (
    DeviceCompiler,
    build_batch,
    check_kernel,
    clang_device,
    host_expected,
    inputs,
)


def fails(kernel: Kernel, mcpu: str, level: int, *, compiler: DeviceCompiler) -> str:
    """The failure status ('mismatch' or 'fault') of ``kernel``, or '' when it passes or does
    not compile."""
    try:
        batch = build_batch([kernel], mcpu, [level], compiler=compiler)
    except AmdgcnError:
        return ""
    o = check_kernel(Emulator(mcpu=mcpu), batch, kernel, level)
    return o.status if o.status in ("mismatch", "fault") else ""


def _subexpressions(text: str) -> list[str]:
    """Balanced ``((T)...)`` sub-expressions of an integer type, shortest first."""
    found = []
    for i, ch in enumerate(text):
        if ch != "(" or not text.startswith("((", i):
            continue
        close = text.find(")", i + 2)
        if close < 0 or text[i + 2:close] not in INT_TYPES:
            continue
        depth = 0
        for j in range(i, len(text)):
            depth += {"(": 1, ")": -1}.get(text[j], 0)
            if depth == 0:
                found.append(text[i:j + 1])
                break
    return sorted(set(found), key=len)


def _candidates(body: list, i: int):
    """Smaller replacements for ``body[i]``: nothing, a body of a compound, a sub-expression."""
    s = body[i]
    yield []
    if isinstance(s, Compound) and not s.head.startswith(("case", "default")):
        for b in s.bodies:
            if s.head.startswith("switch"):
                for case in b:
                    yield list(case.bodies[0])
            else:
                yield list(b)
    if isinstance(s, Line) and " = " in s.text and s.text.endswith(";"):
        lhs, rhs = s.text[:-1].split(" = ", 1)
        if lhs.strip().startswith("v"):
            for sub in _subexpressions(rhs)[:12]:
                if sub != rhs:
                    yield [Line(f"{lhs} = {sub};")]


def reduce_kernel(kernel: Kernel, mcpu: str, level: int, *,
                  compiler: DeviceCompiler | None = None, log=None, max_tries: int = 400) -> Kernel:
    """A smaller copy of ``kernel`` that still fails at ``mcpu``/``-O<level>``.

    Raises:
        ValueError: ``kernel`` does not fail to begin with.
    """
    compiler = compiler or clang_device
    k = copy.deepcopy(kernel)
    want = fails(k, mcpu, level, compiler=compiler)
    if not want:
        raise ValueError(f"{kernel.name} does not fail on {mcpu} -O{level}")
    tries = 0
    changed = True
    while changed and tries < max_tries:
        changed = False
        for body in list(statement_lists(k)):
            i = len(body) - 1
            while i >= 0 and tries < max_tries:
                if i < len(body) and not body[i].keep:
                    old = body[i]
                    for repl in _candidates(body, i):
                        body[i:i + 1] = repl
                        tries += 1
                        if fails(k, mcpu, level, compiler=compiler) == want:
                            changed = True
                            if log:
                                log(f"reduce {k.name}: {len(k.render().splitlines())} lines")
                            break
                        body[i:i + len(repl)] = [old]
                i -= 1
    return k


def save_case(kernel: Kernel, mcpu: str, levels, folder: Path, *, name: str, note: str,
              compiler: DeviceCompiler | None = None) -> list[Path]:
    """Write the regression case ``name`` of ``kernel`` into ``folder``; return the paths.

    The expected outputs are the host's; the code objects are built for every level of
    ``levels`` at ``mcpu``.
    """
    compiler = compiler or clang_device
    folder.mkdir(parents=True, exist_ok=True)
    batch = build_batch([kernel], mcpu, levels, compiler=compiler)
    data, atom0 = inputs(kernel)
    out, atom = host_expected(batch, kernel, data, atom0)
    paths = [folder / f"{name}.cl", folder / f"{name}.npz", folder / f"{name}.json"]
    paths[0].write_text(prelude.device_source(kernel.render()))
    np.savez_compressed(paths[1], inputs=data, atom0=atom0, out=out, atom=atom)
    meta = {"kernel": kernel.name, "seed": kernel.seed, "wg": kernel.wg,
            "groups": kernel.groups, "nout": kernel.nout, "note": note,
            "builds": [[mcpu, lv] for lv in levels]}
    paths[2].write_text(json.dumps(meta, indent=1) + "\n")
    for lv in levels:
        p = folder / f"{name}.{mcpu}.O{lv}.hsaco"
        p.write_bytes(batch.code[lv])
        paths.append(p)
    return paths
