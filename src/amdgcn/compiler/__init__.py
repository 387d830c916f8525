"""The compiler back end: LLVM IR to gfx90a code objects, in Python (after Mesa's ACO).

:func:`compile` reads IR (text, bitcode or an llvmlite module), and for each kernel runs the
passes of :data:`PASSES` in order on one machine IR (:mod:`amdgcn.compiler.ir`), then
emits llvm-mc assembly and assembles and links it with amdgcn's own assembler and linker.
LLVM (through llvmlite) only parses the IR; no LLVM code generator is involved.

Passes, in order: ``isel`` (instruction selection, :mod:`.isel`), ``value-numbering``
(:mod:`.value_numbering`), ``phis`` (out of SSA),
``exec-mask`` (EXEC masking of all control flow, :mod:`.cfg`), ``dce``, ``regalloc`` (spilling
when registers run out, :mod:`.spill`), ``frame`` (stack frames, prologs, epilogs and calls,
:mod:`.frame`), ``lower`` (copy pseudos), ``waitcnt``, ``hazards``.

Calls of functions the module defines are inlined, except recursion and ``noinline``
functions (:mod:`.callgraph`), which are compiled once each as non-kernel functions and
called with the guide's calling convention (:mod:`.callconv`): arguments in v0-v30 and then
on the stack, results in v0-v31, the return address in s[30:31], stack frames in scratch
from s32/s33. Not supported with real calls yet: varargs, indirect calls, calls of functions
the module only declares, ``inreg`` arguments, AGPRs across calls, frames and stack
arguments past 4 KiB per lane. ``print_after`` names passes after which
the program is printed (``"all"`` for every one) to ``hook`` (default: stderr).

Example:
    >>> from amdgcn.compiler import compile
    >>> co = compile(open("vadd.ll").read(), mcpu="gfx90a")     # doctest: +SKIP
    >>> sorted(co.kernels)                                       # doctest: +SKIP
    ['vadd']
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

from amdgcn.compiler import (
    callconv,
    callgraph,
    cfg,
    contract,
    emit,
    frame,
    frontend,
    hazards,
    inline,
    kernel,
    lower,
    optimize,
    phis,
    spill,
    uniformity,
    validate,
    value_numbering,
    waitcnt,
)
from amdgcn.compiler.ir import Program, print_program
from amdgcn.compiler.isel import calls as calls_isel
from amdgcn.compiler.isel import select
from amdgcn.compiler.targetinfo import compile_target
from amdgcn.errors import CompileError

#: the passes after instruction selection, in order: (name, run(program, target))
PASSES = [
    ("value-numbering", value_numbering.run),
    ("phis", phis.run),
    ("exec-mask", cfg.insert_exec_mask),
    ("dce", optimize.dce),
    ("regalloc", spill.allocate),
    ("frame", frame.run),
    ("lower", lower.run),
    ("waitcnt", waitcnt.run),
    ("hazards", hazards.run),
]
PASS_NAMES = ["isel"] + [n for n, _ in PASSES]


@dataclass
class Compiled:
    """The result of compiling a module: assembly text, the kernels' programs and those of
    the functions they call for real."""

    asm: str
    programs: list
    mcpu: str
    functions: list = field(default_factory=list)

    def object(self) -> bytes:
        """A relocatable ELF object (like ``llc -filetype=obj``)."""
        return emit.assemble(self.asm, self.mcpu, link=False)

    def code_object(self) -> bytes:
        """A linked, loadable code object (``.hsaco``)."""
        return emit.assemble(self.asm, self.mcpu, link=True)


def _lds_layout(fn: frontend.Function, module: frontend.Module,
                shared=()) -> tuple[dict, int]:
    """LDS offsets of the variables ``fn`` uses; the ``shared`` ones (used by functions
    called for real, which all kernels must place alike) come first."""
    used = list(shared)
    for b in fn.blocks:
        for i in b.insts:
            for o in i.operands:
                if isinstance(o, frontend.GlobalRef) and o.name in module.globals \
                        and module.globals[o.name].addrspace == 3 and o.name not in used:
                    used.append(o.name)
    off = 0
    out = {}
    for name in used:
        g = module.globals[name]
        al = max(g.align, 1)
        off = (off + al - 1) // al * al
        out[name] = off
        off += g.type.alloc_size()
    return out, off


def compile_function(fn: frontend.Function, module: frontend.Module, target, *,
                     print_after=(), hook=None, fp_contract: str = "on",
                     graph: callgraph.CallGraph | None = None, shared_lds=()) -> Program:
    """Run every pass on one kernel (or function called for real); returns its finished
    Program."""
    if graph is None:
        graph = callgraph.analyze(module, "recursive")
    try:
        return _compile_function(fn, module, target, print_after=print_after, hook=hook,
                                 fp_contract=fp_contract, graph=graph, shared_lds=shared_lds)
    except CompileError:
        raise
    except (ValueError, KeyError, IndexError, TypeError, AttributeError, AssertionError,
            RecursionError) as e:
        raise CompileError(f"internal error ({type(e).__name__}: {e})", function=fn.name) from e


def _compile_function(fn, module, target, *, print_after, hook, fp_contract="on", graph,
                      shared_lds=()) -> Program:
    inline.inline_calls(fn, module, graph.real)
    contract.run(fn, fp_contract)
    cfg.prepare(fn)
    lay = cfg.layout(fn)
    div, temporal = uniformity.analyze(fn, lay)
    prog = Program(fn.name, target, function=fn)
    calls = any(i.opcode == "call" and i.callee in graph.real for b in fn.blocks
                for i in b.insts)
    if fn.is_kernel:
        prog.info.update(kernel.plan_inputs(fn, target, module.types,
                                            needs=graph.needs.get(fn.name, ()), calls=calls,
                                            casts_private=fn.name in graph.casts_private))
        prog.info["entry_hook"] = kernel.entry
    else:
        callconv.check_signature(fn)
        needs = graph.real[fn.name]
        bad = sorted(n for n in needs if n.startswith(callconv.KERNEL_ONLY))
        if bad:
            raise CompileError(f"{bad[0]} reads kernel state, which a function called for "
                               "real does not have", function=fn.name)
        prog.info.update(callconv.plan_inputs(fn, target, needs))
        # the stack arguments sit at the frame pointer, the frame's own objects after them
        places, incoming = callconv.assign(fn, module.types)
        frame, size = kernel.frame_layout(fn)
        shift = -(-incoming // callconv.STACK_ALIGN) * callconv.STACK_ALIGN
        prog.info["frame"] = {k: off + shift for k, off in frame.items()}
        prog.info["scratch_size"] = size + shift if size else incoming
        prog.info["arg_places"], prog.info["incoming_size"] = places, incoming
        prog.info["entry_hook"] = calls_isel.function_entry
    prog.info["real_callees"] = graph.real
    prog.info["lds_offsets"], prog.info["lds_size"] = _lds_layout(fn, module, shared_lds)
    prog.info["module"] = module
    prog.info["layout"] = lay
    select(prog, fn, lay, div, temporal, target)
    _after("isel", prog, print_after, hook)
    validate.check(prog, target, ssa=True)
    for name, run in PASSES:
        try:
            run(prog, target)
        except CompileError:
            raise
        except (ValueError, KeyError, IndexError, TypeError, AttributeError,
                AssertionError) as e:
            raise CompileError(f"internal error in pass '{name}' ({type(e).__name__}: {e})",
                               function=fn.name) from e
        _after(name, prog, print_after, hook)
        validate.check(prog, target, ssa=False, allocated=name not in ("value-numbering", "phis",
                                                                     "exec-mask", "dce"))
    return prog


def _after(name: str, prog: Program, print_after, hook) -> None:
    if name in print_after or "all" in print_after:
        text = f"; *** after {name} ***\n" + print_program(prog)
        (hook or (lambda t: sys.stderr.write(t)))(text)


def compile_module(ir, mcpu: str = "gfx90a", *, opt: int = 3, print_after=(),
                   hook=None, kernels=None, errors: dict | None = None,
                   fp_contract: str = "on", calls: str = "noinline") -> Compiled:
    """Compile every kernel of ``ir`` to assembly.

    Args:
        ir: IR text, bitcode bytes or an llvmlite ModuleRef.
        mcpu: the processor (gfx90a). opt: the -O level (the IR is compiled as it stands;
            IR from -O0 carries ``optnone``).
        print_after: pass names (or ``"all"``) after which the program is printed to ``hook``.
        kernels: names of the kernels to compile (default: all).
        errors: when a dict, a kernel that raises CompileError is left out of the result
            and its error stored under its name (the module still needs one kernel that
            compiles).
        fp_contract: ``"on"`` (fuse fmul+fadd into fma where both carry ``contract``),
            ``"fast"`` (fuse every such pair, llc's ``-fp-contract=fast``, as Triton's own
            back end does) or ``"off"`` (:mod:`amdgcn.compiler.contract`).
        calls: which calls of defined functions are real calls rather than inlined
            (:mod:`amdgcn.compiler.callgraph`): ``"recursive"``, ``"noinline"`` (recursion
            and ``noinline`` functions that are not ``optnone``) or ``"all"`` (every
            ``noinline`` function, -O0's too, as llc -O0 does).

    Raises:
        CompileError: IR that cannot be compiled, naming function, block and instruction.
    """
    target = compile_target(mcpu)
    if fp_contract not in contract.MODES:
        raise CompileError(f"fp_contract must be one of {', '.join(contract.MODES)}, "
                           f"not {fp_contract!r}")
    module = frontend.build_module(ir)
    graph = callgraph.analyze(module, calls)
    if isinstance(print_after, str):
        print_after = (print_after,)
    opts = {"print_after": print_after, "hook": hook, "fp_contract": fp_contract,
            "graph": graph}
    programs, descs = [], []
    wanted = kernels
    kernels = [f for f in module.functions.values() if not f.is_declaration and f.is_kernel
               and (wanted is None or f.name in wanted)]
    if not kernels:
        raise CompileError("the module defines no kernel (amdgpu_kernel function)")
    reach = {k.name: callgraph.reachable(graph, k.name) for k in kernels}
    shared = _shared_lds(module, graph, [f for r in reach.values() for f in r])
    functions, failed = {}, {}
    for name in dict.fromkeys(f for r in reach.values() for f in r):
        try:
            functions[name] = compile_function(module.functions[name], module, target,
                                               shared_lds=shared, **opts)
        except CompileError as e:
            failed[name] = e
    stacks = callgraph.stack_sizes(graph, {n: p.info["frame_size"] for n, p in
                                           functions.items()},
                                   {n: p.info["calls"] for n, p in functions.items()})
    for fn in kernels:
        try:
            prog = compile_function(fn, module, target, shared_lds=shared if reach[fn.name]
                                    else (), **opts)
            bad = [failed[f] for f in reach[fn.name] if f in failed]
            if bad:             # the kernel compiles: the error is the callee's own
                raise bad[0]
        except CompileError as e:
            if errors is None:
                raise
            errors[fn.name] = e
            continue
        md_args, size = kernel.metadata_args(prog, module)
        prog.info["md_args"] = md_args
        prog.info["kernarg_size"] = size
        callees = [functions[f] for f in reach[fn.name]]
        prog.info["counts"] = kernel.register_counts(prog)
        if prog.info.get("calls"):
            _with_callees(prog, callees, stacks, graph, reach[fn.name])
        programs.append(prog)
        descs.append(kernel.descriptor_text(prog, prog.info["counts"]))
    if not programs:
        raise CompileError("no kernel of the module compiles: "
                           + "; ".join(str(e) for e in errors.values())[:2000])
    version = module.text.flags.get("amdhsa_code_object_version", 500)
    version = version // 100 if isinstance(version, int) and version >= 100 else 5
    md = kernel.metadata_text(programs, module, version)
    used = {f for p in programs for f in reach[p.name]}
    order = {n: k for k, n in enumerate(module.functions)}
    emitted = sorted([(p, d) for p, d in zip(programs, descs)]
                     + [(functions[n], None) for n in used],
                     key=lambda x: order[x[0].name])
    return Compiled(emit.module_text([p for p, _ in emitted], [d for _, d in emitted], md,
                                     target.name, version), programs, mcpu,
                    [functions[n] for n in sorted(used, key=order.get)])


def _shared_lds(module: frontend.Module, graph: callgraph.CallGraph, real: list) -> list:
    """The LDS variables that functions called for real (or what they inline) use, in
    module order: every kernel that calls places them first, at the same offsets."""
    seen, work = set(), list(real)
    while work:
        n = work.pop()
        if n not in seen:
            seen.add(n)
            work.extend(graph.edges.get(n, ()))
    out = []
    for name, g in module.globals.items():
        if g.addrspace != 3:
            continue
        for n in seen:
            fn = module.functions[n]
            if any(isinstance(o, frontend.GlobalRef) and o.name == name for b in fn.blocks
                   for i in b.insts for o in i.operands):
                out.append(name)
                break
    return out


def _with_callees(prog: Program, callees: list, stacks: dict, graph, names: list) -> None:
    """A calling kernel's descriptor facts: registers of everything it calls, its frame plus
    the deepest callee's stack, a dynamic stack where it reaches recursion."""
    counts = prog.info["counts"]
    for c in callees:
        cc = kernel.register_counts(c)
        counts = {"sgpr": max(counts["sgpr"], cc["sgpr"]), "vgpr": max(counts["vgpr"],
                                                                         cc["vgpr"]),
                  "vcc": counts["vcc"] or cc["vcc"], "agpr": max(counts["agpr"], cc["agpr"])}
    prog.info["counts"] = counts
    below = max((stacks.get(c, 0) for c in prog.info["calls"]), default=0)
    prog.info["scratch_size"] = prog.info["frame_size"] + below
    prog.info["dynamic_stack"] = any(n in graph.recursive for n in names)


def compile(ir, mcpu: str = "gfx90a", *, opt: int = 3, print_after=(), hook=None,
            fp_contract: str = "on", calls: str = "noinline"):
    """Compile LLVM IR to a loadable code object (:class:`amdgcn.codeobj.CodeObject`).

    Raises:
        CompileError: for IR that cannot be compiled (with function, block, instruction).
    """
    from amdgcn.codeobj import CodeObject
    c = compile_module(ir, mcpu, opt=opt, print_after=print_after, hook=hook,
                       fp_contract=fp_contract, calls=calls)
    return CodeObject.from_bytes(c.code_object())


__all__ = ["PASSES", "PASS_NAMES", "Compiled", "compile", "compile_module"]
