"""Resource usage, occupancy and instruction mix of every kernel of a code object.

amdgcn info FILE prints, per kernel, what clang's -Rpass-analysis=kernel-resource-usage
remarks print (TotalSGPRs, VGPRs, AGPRs, ScratchSize, Dynamic Stack, Occupancy, SGPR and VGPR
spills, LDS Size), the wavefront size, the resource that limits the occupancy (waves per SIMD)
with each resource's limit, and the instruction mix of the kernel's code (SALU, VALU, SMEM,
VMEM, LDS, MFMA, branch, other). --json prints the same as JSON. See amdgcn.codeobj.resources.
"""

from __future__ import annotations

import json
import sys

from amdgcn.codeobj.elf import STT
from amdgcn.codeobj.resources import MIX_CLASSES, kernel_resources
from amdgcn.commands._input import read_code_object
from amdgcn.disasm import disassemble
from amdgcn.errors import CodeObjectError


def add_arguments(parser):
    parser.add_argument("inputs", nargs="+", metavar="FILE", help="code objects")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--kernel", default=None, help="only this kernel")
    parser.add_argument("--mcpu", default=None, help="pick the entry of an offload bundle")


def resources_of(co, mcpu: str | None = None, only: str | None = None) -> list:
    """:class:`~amdgcn.codeobj.resources.KernelResources` of each kernel of ``co``."""
    cpu = mcpu or str(co.target)
    functions = {s.value: s for s in co.symbols if s.type == STT.STT_FUNC and s.size}
    out = []
    for name, k in co.kernels.items():
        if only is not None and name != only:
            continue
        insts = disassemble(k.code, cpu, k.entry)
        callees, unknown = _callees(co, insts, functions, cpu)
        out.append(kernel_resources(co, name, insts, callees=callees, calls_unknown=unknown))
    return out


def _call_targets(insts) -> tuple[set, bool]:
    """Addresses formed by ``s_getpc_b64`` / ``s_add_u32`` / ``s_addc_u32`` literals, and
    whether the code has a call whose target is not formed so (``s_swappc`` of a loaded
    address)."""
    targets, calls, formed = set(), 0, 0
    for k, inst in enumerate(insts):
        if inst.name in ("s_swappc_b64", "s_call_b64"):   # s_setpc_b64 returns
            calls += 1
        if inst.name == "s_getpc_b64" and k + 2 < len(insts) and \
                insts[k + 1].name == "s_add_u32" and insts[k + 2].name == "s_addc_u32" and \
                inst.size == 4 and insts[k + 1].size == insts[k + 2].size == 8:
            raw = bytes(insts[k + 1].bytes[4:8]) + bytes(insts[k + 2].bytes[4:8])
            targets.add(inst.address + 4 + int.from_bytes(raw, "little", signed=True))
            formed += 1
    return targets, calls > formed


def _callees(co, insts, functions: dict, cpu: str) -> tuple[list, bool]:
    """The instructions of every function reachable by calls from ``insts``."""
    text = co.section(".text")
    seen, out, unknown = set(), [], False
    todo = [insts]
    while todo:
        targets, missing = _call_targets(todo.pop())
        unknown |= missing
        for t in targets - seen:
            seen.add(t)
            sym = functions.get(t)
            if sym is None or text is None:
                unknown |= sym is None and t != 0
                continue
            start = t - (0 if co.is_relocatable else text.addr)
            body = disassemble(bytes(text.data[start:start + sym.size]), cpu, t)
            out.extend(body)
            todo.append(body)
    return out, unknown


def format_text(path: str, kernels: list) -> str:
    """The listing: a remark-style block per kernel."""
    lines = []
    for r in kernels:
        lines.append(f"{path}: kernel {r.name}")
        for key, value in r.remarks().items():
            if key == "Occupancy [waves/SIMD]" and r.occupancy is not None:
                limits = ", ".join(f"{k} {v}" for k, v in r.occupancy.limits.items())
                by = r.occupancy.limited_by
                why = "the processor's maximum" if by == "none" else f"limited by {by}"
                value = f"{value} ({why}; {limits})"
            elif value is None:
                value = "not computed for this processor"
            lines.append(f"    {key}: {value}")
        lines.append(f"    Wavefront Size: {r.wavefront_size}")
        lines.append(f"    Max Flat Workgroup Size: {r.max_flat_workgroup_size}")
        total = sum(r.mix.values())
        mix = ", ".join(f"{c} {r.mix[c]}" for c in MIX_CLASSES if r.mix[c])
        lines.append(f"    Instructions: {total} ({mix})")
    return "\n".join(lines) + "\n"


def run(args) -> int:
    report = {}
    for path in args.inputs:
        co = read_code_object(path, select=args.mcpu,
                              note=lambda t: sys.stderr.write(f"amdgcn info: note: {t}\n"))
        if co.version < 3:
            raise CodeObjectError(f"'{path}': code object V{co.version}: amdgcn info reads "
                                  "the V3+ metadata and kernel descriptors")
        if args.kernel is not None and args.kernel not in co.kernels:
            raise CodeObjectError(f"'{path}': no kernel named '{args.kernel}' (kernels: "
                                  f"{', '.join(co.kernels) or 'none'})")
        kernels = resources_of(co, args.mcpu, args.kernel)
        if args.json:
            report[path] = {"target": str(co.target),
                            "kernels": {r.name: r.to_json() for r in kernels}}
        else:
            sys.stdout.write(format_text(path, kernels))
    if args.json:
        print(json.dumps(report, indent=1))
    return 0
