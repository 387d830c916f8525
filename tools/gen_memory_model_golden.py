#!/usr/bin/env python3
"""Write ``tests/data/compiler/memory_model.json``: llc-22's memory-model code sequences.

For every combination of target (gfx900, gfx908, gfx90a, gfx942), operation (load, store,
atomicrmw, cmpxchg, fence, and non-atomic load/store plain, volatile and nontemporal),
ordering, ``syncscope`` (the five AMDGPU scopes and their ``-one-as`` variants) and address
space (global, flat, local) the tool writes one tiny kernel, compiles each target's module with
``llc -O0 -mtriple=amdgcn-amd-amdhsa -mcpu=<target>`` and records, around the one memory
instruction, the cache-control instructions and ``s_waitcnt`` waits, and the instruction's
cache-policy bits (AMDGPUUsage: Memory Model GFX6-GFX9, GFX90A, GFX942).

How the memory-model part is isolated from waits for data dependencies (the rule):

* ``-O0``: the memory legalizer's waits are "soft" waits, which llc relaxes at -O1 and above
  against what is outstanding (a minimal kernel would lose them); at -O0 they are kept as the
  legalizer wrote them.
* Each kernel first passes its pointer (and stored value) to an empty inline ``asm`` marked
  ``MM_BEGIN`` with ``s`` constraints, so the kernel-argument loads are waited for before the
  marker. After the marker nothing is outstanding, so every ``s_waitcnt`` and cache-control
  instruction between the marker and ``s_endpgm`` is the memory model's.
* Results are unused (atomic loads, atomics, cmpxchg), so no wait for data follows (a plain
  load's value, which would otherwise be deleted, goes to an inline ``asm`` after a second
  marker ``MM_END``, where the recorded region stops); atomics are thus
  llc's no-return forms, and their ``bits`` are the cache-policy bits without the return bit
  (``glc`` before gfx940, ``sc0`` on gfx940+), which the selector adds for returning atomics.
* Atomic loads and stores are also written volatile or nontemporal (agent scope, global): llc
  ignores both flags on atomics, unordered ones included.
* cmpxchg's failure ordering is the strongest one allowed by its success ordering
  (monotonic for monotonic/release, acquire for acquire/acq_rel, seq_cst for seq_cst).

Usage: ``python tools/gen_memory_model_golden.py [--llc PATH] [-o FILE]``.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "data" / "compiler" / "memory_model.json"
LLC = "/usr/lib/llvm-22/bin/llc"

TARGETS = ("gfx900", "gfx908", "gfx90a", "gfx942")
SCOPES = ("singlethread", "wavefront", "workgroup", "agent", "",
          "singlethread-one-as", "wavefront-one-as", "workgroup-one-as", "agent-one-as", "one-as")
SPACES = {"global": 1, "flat": 0, "local": 3}
ORDERINGS = {
    "load": ("unordered", "monotonic", "acquire", "seq_cst"),
    "store": ("unordered", "monotonic", "release", "seq_cst"),
    "atomicrmw": ("monotonic", "acquire", "release", "acq_rel", "seq_cst"),
    "cmpxchg": ("monotonic", "acquire", "release", "acq_rel", "seq_cst"),
    "fence": ("acquire", "release", "acq_rel", "seq_cst"),
}
FAILURE = {"monotonic": "monotonic", "release": "monotonic", "acquire": "acquire",
           "acq_rel": "acquire", "seq_cst": "seq_cst"}
#: instructions recorded around the memory instruction
CACHE_CONTROL = ("s_waitcnt", "buffer_wbl2", "buffer_inv", "buffer_invl2", "buffer_wbinvl1_vol",
                 "buffer_wbinvl1")
MEMORY = re.compile(r"^(global|flat|ds|buffer)_")
BITS = ("glc", "slc", "sc0", "sc1", "nt")


def _case(op, ordering, scope, space, volatile=False, nontemporal=False) -> dict:
    return {"op": op, "ordering": ordering, "scope": scope, "addrspace": space,
            "volatile": volatile, "nontemporal": nontemporal}


def combinations() -> list[dict]:
    """Every (op, ordering, scope, addrspace, volatile, nontemporal) case, target-free."""
    cases = []
    for space in SPACES:
        for op in ("load", "store"):
            for volatile, nontemporal in ((False, False), (True, False), (False, True)):
                cases.append(_case(op, None, "", space, volatile, nontemporal))
    for op, ordering in (("load", "unordered"), ("load", "monotonic"), ("load", "acquire"),
                         ("store", "unordered"), ("store", "monotonic"), ("store", "release")):
        for volatile, nontemporal in ((True, False), (False, True)):
            cases.append(_case(op, ordering, "agent", "global", volatile, nontemporal))
    for op, orders in ORDERINGS.items():
        for ordering in orders:
            for scope in SCOPES:
                for space in (SPACES if op != "fence" else (None,)):
                    cases.append(_case(op, ordering, scope, space))
    return cases


def _ss(scope: str) -> str:
    return f' syncscope("{scope}")' if scope else ""


def kernel_ir(name: str, case: dict) -> str:
    """The IR text of one kernel exercising ``case``."""
    op, order, scope, space = case["op"], case["ordering"], case["scope"], case["addrspace"]
    if op == "fence":
        return (f"define amdgpu_kernel void @{name}() {{\n"
                f'  call void asm sideeffect "; MM_BEGIN", ""()\n'
                f"  fence{_ss(scope)} {order}\n  ret void\n}}\n")
    pt = f"ptr addrspace({SPACES[space]})"
    body = [f"  call void asm sideeffect \"; MM_BEGIN\", \"s,s\"({pt} %p, i32 %v)"]
    flags = ", !nontemporal !0" if case["nontemporal"] else ""
    vol = "volatile " if case["volatile"] else ""
    atomic = f"atomic {vol}" if order else vol
    if op == "load" and order is None:
        body.append(f"  %r = load {vol}i32, {pt} %p, align 4{flags}")
        body.append('  call void asm sideeffect "; MM_END", ""()')
        body.append('  call void asm sideeffect "", "v"(i32 %r)')
    elif op == "store" and order is None:
        body.append(f"  store {vol}i32 %v, {pt} %p, align 4{flags}")
    elif op == "load":
        body.append(f"  %r = load {atomic}i32, {pt} %p{_ss(scope)} {order}, align 4{flags}")
    elif op == "store":
        body.append(f"  store {atomic}i32 %v, {pt} %p{_ss(scope)} {order}, align 4{flags}")
    elif op == "atomicrmw":
        body.append(f"  %r = atomicrmw add {pt} %p, i32 %v{_ss(scope)} {order}, align 4")
    else:
        body.append(f"  %r = cmpxchg {pt} %p, i32 0, i32 %v{_ss(scope)} {order} "
                    f"{FAILURE[order]}, align 4")
    return (f"define amdgpu_kernel void @{name}({pt} %p, i32 %v) {{\n"
            + "\n".join(body) + "\n  ret void\n}\n")


def module_ir(cases: list[dict]) -> str:
    """One module with kernel ``k<i>`` for ``cases[i]``."""
    return "".join(kernel_ir(f"k{i}", c) for i, c in enumerate(cases)) + "!0 = !{i32 1}\n"


def _item(line: str) -> list:
    """``[mnemonic, [modifiers]]`` of a cache-control line (``s_waitcnt`` counters split)."""
    parts = line.split(None, 1)
    mods = parts[1].split() if len(parts) > 1 else []
    return [parts[0], mods]


def extract(asm: str, n: int) -> list[dict]:
    """The sequence of each kernel ``k0..k<n-1>`` in llc's assembly text."""
    bodies: dict[int, list[str]] = {}
    cur = None
    for raw in asm.splitlines():
        m = re.match(r"^k(\d+):", raw)
        if m:
            cur = int(m.group(1))
            bodies[cur] = []
            continue
        line = raw.split(";")[0].strip()
        marker = re.search(r"MM_(BEGIN|END)", raw)
        if cur is not None and marker:
            bodies[cur].append(marker.group(0))
        elif cur is not None and line and not line.startswith(".") and not line.endswith(":"):
            bodies[cur].append(line)
            if line == "s_endpgm":
                cur = None
    out = []
    for i in range(n):
        body = bodies[i]
        end = body.index("MM_END") if "MM_END" in body else body.index("s_endpgm")
        body = body[body.index("MM_BEGIN") + 1:end]
        seq = {"before": [], "instr": None, "bits": [], "after": []}
        for line in body:
            mnem = line.split()[0]
            if MEMORY.match(mnem) and not mnem.startswith("buffer_wb") \
                    and not mnem.startswith("buffer_inv"):
                if seq["instr"] is not None:
                    raise SystemExit(f"k{i}: two memory instructions")
                seq["instr"] = mnem
                seq["bits"] = [w for w in re.split(r"[\s,]+", line)[1:] if w in BITS]
            elif mnem in CACHE_CONTROL:
                seq["after" if seq["instr"] else "before"].append(_item(line))
        out.append(seq)
    return out


def run_target(llc: str, target: str, cases: list[dict]) -> list[dict]:
    """llc's sequences of ``cases`` on ``target``."""
    res = subprocess.run([llc, "-O0", "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-o",
                          "-"], input=module_ir(cases), capture_output=True, text=True,
                         check=True)
    return extract(res.stdout, len(cases))


def golden(llc: str = LLC, targets=TARGETS, cases=None) -> list[dict]:
    """The golden rows (case fields, ``target`` and llc's sequence) for ``targets``."""
    cases = combinations() if cases is None else cases
    rows = []
    for target in targets:
        for case, seq in zip(cases, run_target(llc, target, cases)):
            rows.append(dict(target=target, **case, **seq))
    return rows


#: the fields of a golden row, in the order of its JSON list
FIELDS = ("target", "op", "ordering", "scope", "addrspace", "volatile", "nontemporal",
          "before", "instr", "bits", "after")


def _compact(row: dict) -> list:
    """A golden row as a list (:data:`FIELDS`); waits and cache control as their text."""
    text = {k: [" ".join([op] + mods) for op, mods in row[k]] for k in ("before", "after")}
    return [text.get(k, row[k]) for k in FIELDS]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llc", default=LLC)
    ap.add_argument("-o", "--output", type=Path, default=OUT)
    args = ap.parse_args()
    rows = golden(args.llc)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    with open(args.output, "w") as f:
        f.write("[\n" + ",\n".join(json.dumps(_compact(r)) for r in rows) + "\n]\n")
    print(f"wrote {len(rows)} rows to {args.output}")


if __name__ == "__main__":
    main()
