"""The compiler back end: LLVM IR to gfx90a code objects, in Python (after Mesa's ACO).

:func:`compile` reads IR (text, bitcode or an llvmlite module), and for each kernel runs the
passes of :data:`PASSES` in order on one machine IR (:mod:`amdgcn.compiler.ir`), then
emits llvm-mc assembly and assembles and links it with amdgcn's own assembler and linker.
LLVM (through llvmlite) only parses the IR; no LLVM code generator is involved.

Passes, in order: ``isel`` (instruction selection, :mod:`.isel`), ``value-numbering``
(:mod:`.value_numbering`), ``phis`` (out of SSA),
``exec-mask`` (EXEC masking of all control flow, :mod:`.cfg`), ``dce``, ``regalloc`` (spilling
when registers run out, :mod:`.spill`),
``lower`` (copy pseudos), ``waitcnt``, ``hazards``. ``print_after`` names passes after which
the program is printed (``"all"`` for every one) to ``hook`` (default: stderr).

Example:
    >>> from amdgcn.compiler import compile
    >>> co = compile(open("vadd.ll").read(), mcpu="gfx90a")     # doctest: +SKIP
    >>> sorted(co.kernels)                                       # doctest: +SKIP
    ['vadd']
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from amdgcn.compiler import (
    cfg,
    contract,
    emit,
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
    ("lower", lower.run),
    ("waitcnt", waitcnt.run),
    ("hazards", hazards.run),
]
PASS_NAMES = ["isel"] + [n for n, _ in PASSES]


@dataclass
class Compiled:
    """The result of compiling a module: assembly text and the kernels' programs."""

    asm: str
    programs: list
    mcpu: str

    def object(self) -> bytes:
        """A relocatable ELF object (like ``llc -filetype=obj``)."""
        return emit.assemble(self.asm, self.mcpu, link=False)

    def code_object(self) -> bytes:
        """A linked, loadable code object (``.hsaco``)."""
        return emit.assemble(self.asm, self.mcpu, link=True)


def _lds_layout(fn: frontend.Function, module: frontend.Module) -> tuple[dict, int]:
    used = []
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
                     print_after=(), hook=None, fp_contract: str = "on") -> Program:
    """Run every pass on one kernel; returns its finished Program."""
    try:
        return _compile_function(fn, module, target, print_after=print_after, hook=hook,
                                 fp_contract=fp_contract)
    except CompileError:
        raise
    except (ValueError, KeyError, IndexError, TypeError, AttributeError, AssertionError,
            RecursionError) as e:
        raise CompileError(f"internal error ({type(e).__name__}: {e})", function=fn.name) from e


def _compile_function(fn, module, target, *, print_after, hook, fp_contract="on") -> Program:
    inline.inline_calls(fn, module)
    contract.run(fn, fp_contract)
    cfg.prepare(fn)
    lay = cfg.layout(fn)
    div, temporal = uniformity.analyze(fn, lay)
    prog = Program(fn.name, target, function=fn)
    prog.info.update(kernel.plan_inputs(fn, target, module.types))
    prog.info["lds_offsets"], prog.info["lds_size"] = _lds_layout(fn, module)
    prog.info["module"] = module
    prog.info["layout"] = lay
    prog.info["entry_hook"] = kernel.entry
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
                   fp_contract: str = "on") -> Compiled:
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

    Raises:
        CompileError: IR that cannot be compiled, naming function, block and instruction.
    """
    target = compile_target(mcpu)
    if fp_contract not in contract.MODES:
        raise CompileError(f"fp_contract must be one of {', '.join(contract.MODES)}, "
                           f"not {fp_contract!r}")
    module = frontend.build_module(ir)
    if isinstance(print_after, str):
        print_after = (print_after,)
    programs, descs = [], []
    wanted = kernels
    kernels = [f for f in module.functions.values() if not f.is_declaration and f.is_kernel
               and (wanted is None or f.name in wanted)]
    if not kernels:
        raise CompileError("the module defines no kernel (amdgpu_kernel function)")
    for fn in kernels:
        try:
            prog = compile_function(fn, module, target, print_after=print_after, hook=hook,
                                    fp_contract=fp_contract)
        except CompileError as e:
            if errors is None:
                raise
            errors[fn.name] = e
            continue
        md_args, size = kernel.metadata_args(prog, module)
        prog.info["md_args"] = md_args
        prog.info["kernarg_size"] = size
        prog.info["counts"] = kernel.register_counts(prog)
        programs.append(prog)
        descs.append(kernel.descriptor_text(prog, prog.info["counts"]))
    if not programs:
        raise CompileError("no kernel of the module compiles: "
                           + "; ".join(str(e) for e in errors.values())[:2000])
    version = module.text.flags.get("amdhsa_code_object_version", 500)
    version = version // 100 if isinstance(version, int) and version >= 100 else 5
    md = kernel.metadata_text(programs, module, version)
    return Compiled(emit.module_text(programs, descs, md, target.name, version), programs, mcpu)


def compile(ir, mcpu: str = "gfx90a", *, opt: int = 3, print_after=(), hook=None,
            fp_contract: str = "on"):
    """Compile LLVM IR to a loadable code object (:class:`amdgcn.codeobj.CodeObject`).

    Raises:
        CompileError: for IR that cannot be compiled (with function, block, instruction).
    """
    from amdgcn.codeobj import CodeObject
    c = compile_module(ir, mcpu, opt=opt, print_after=print_after, hook=hook,
                       fp_contract=fp_contract)
    return CodeObject.from_bytes(c.code_object())


__all__ = ["PASSES", "PASS_NAMES", "Compiled", "compile", "compile_module"]
