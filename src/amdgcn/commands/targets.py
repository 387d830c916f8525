"""List the known processors (AMDGPUUsage: Processors) or describe target IDs.

``amdgcn targets`` prints one line per processor: name, alternative names, architecture,
dGPU/APU, supported target features, wavefront sizes, flat scratch kind, EF_AMDGPU_MACH, and what
amdgcn supports there: ``asm`` (assembler and disassembler: the instruction database has the
processor) and ``emu`` (the emulator is verified there on clang-22 kernels; elsewhere it runs
but is untested).
``amdgcn targets gfx90a:xnack+ ...`` prints the canonical form and e_flags of each target ID.
"""

from __future__ import annotations

import json

from amdgcn.errors import TargetError
from amdgcn.isa.isatarget import isa_target
from amdgcn.target import PROCESSORS, Target

_COLUMNS = ("processor", "alternatives", "arch", "kind", "features", "wave", "flat scratch",
            "mach", "asm", "emu")

#: processors whose clang-22 kernels (tests/data/emu) run on the emulator in the tests
EMULATOR_VERIFIED = ("gfx900", "gfx906", "gfx908", "gfx90a", "gfx942")


def _has_isa(name: str) -> bool:
    try:
        isa_target(name)
    except TargetError:
        return False
    return True


def add_arguments(parser):
    parser.add_argument("inputs", nargs="*", metavar="TARGET-ID",
                        help="target IDs to describe (default: list every processor)")
    parser.add_argument("--json", action="store_true", help="print JSON")


def _emu_support(name: str) -> str:
    """``yes`` (verified), ``untested`` (GFX6-GFX9: the emulator runs the database's rows),
    ``-`` (GFX10+: wave32 and RDNA semantics are not emulated)."""
    if name in EMULATOR_VERIFIED:
        return "yes"
    if _has_isa(name) and not name.startswith(("gfx10", "gfx11", "gfx12")):
        return "untested"
    return "-"


def _row(p) -> dict:
    return {
        "processor": p.name, "alternatives": ",".join(p.alternatives), "arch": p.arch,
        "kind": p.kind, "features": ",".join(p.features),
        "wave": "/".join(str(w) for w in p.wavefront_sizes),
        "flat scratch": p.flat_scratch.name.lower(), "mach": f"0x{p.mach:03x}",
        "asm": "yes" if _has_isa(p.name) else "-",
        "emu": _emu_support(p.name),
    }


def _describe(text: str) -> dict:
    t = Target.parse(text)
    return {"input": text, "target_id": str(t), "processor": t.processor,
            "generation": t.generation, "features": t.features,
            "e_flags_v3": f"0x{t.e_flags(3):x}", "e_flags_v4": f"0x{t.e_flags(4):x}",
            "e_flags_v6": f"0x{t.e_flags(6):x}"}


def run(args) -> int:
    if args.inputs:
        rows = [_describe(s) for s in args.inputs]
        if args.json:
            print(json.dumps(rows, indent=2))
        else:
            for r in rows:
                print(f"{r['input']}: {r['target_id']} ({r['generation']}) e_flags V3 "
                      f"{r['e_flags_v3']} V4/V5 {r['e_flags_v4']} V6 {r['e_flags_v6']}")
        return 0
    rows = [_row(p) for p in PROCESSORS]
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    widths = {c: max(len(c), *(len(r[c]) for r in rows)) for c in _COLUMNS}
    print("  ".join(c.ljust(widths[c]) for c in _COLUMNS).rstrip())
    for r in rows:
        print("  ".join(r[c].ljust(widths[c]) for c in _COLUMNS).rstrip())
    return 0
