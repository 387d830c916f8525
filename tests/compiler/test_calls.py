"""Real calls (issue 10): recursion and ``noinline`` functions compiled as non-kernel functions
with the calling convention (amdgcn.compiler.callconv, frame, callgraph).

The kernels of tests/data/emu/src/calls.cl (IR by clang-22 in tests/data/compiler/calls.O*.ll)
run on the emulator against Python references (tests/emu/kernels_calls.py); clang's own code
object of the non-recursive ones agrees with the same references. The oracle tests link our
kernels with llc's functions and llc's kernels with our functions (both ways, with llc's
interprocedural register allocation off), which fails unless both sides follow one
convention, and check that llvm-mc assembles what we write to our bytes.
"""

from __future__ import annotations

import re
import subprocess

import numpy as np
import pytest

from amdgcn.compiler import callconv, callgraph, compile_module, frontend
from amdgcn.compiler import kernel as kernel_info
from amdgcn.compiler.emit import assemble
from amdgcn.compiler.ir import Imm, Reg, sgpr, vgpr
from amdgcn.compiler.lower import parallel_copy
from amdgcn.emu import Emulator
from tests.compiler.harness import ir_text, run_case
from tests.conftest import llvm_tool
from tests.emu.kernels import check, hsaco
from tests.emu.kernels_calls import CALL_CASES, FILE

ALL = list(CALL_CASES)
RECURSIVE = ["calls_fib", "calls_mutual", "calls_tree_rec"]
#: (level, calls policy, processor, kernels): -O3 everywhere, -O1, -O0 with its helpers inlined
#: (recursion stays a call) and with every -O0 helper a real call, as llc -O0 does
RUNS = ([(3, "noinline", "gfx90a", k) for k in ALL]
        + [(3, "noinline", "gfx942", k) for k in ALL]
        + [(3, "noinline", mcpu, k) for mcpu in ("gfx908", "gfx900")
           for k in ("calls_tree_rec", "calls_mixed", "calls_builtins")]
        + [(1, "noinline", "gfx90a", k) for k in ("calls_fib", "calls_tree_rec", "calls_mixed")]
        + [(0, "noinline", "gfx90a", k) for k in ("calls_mutual", "calls_frames")]
        + [(0, "all", "gfx90a", k) for k in ("calls_mutual", "calls_mixed", "calls_frames",
                                            "calls_builtins")]
        + [(0, "all", "gfx942", k) for k in ("calls_builtins", "calls_wide")])

_EMUS: dict = {}


def _emu(mcpu: str) -> Emulator:
    if mcpu not in _EMUS:
        _EMUS[mcpu] = Emulator(mcpu=mcpu)
    return _EMUS[mcpu]


@pytest.mark.parametrize("level,calls,mcpu,kernel", RUNS,
                         ids=[f"O{lv}-{c}-{m}-{k}" for lv, c, m, k in RUNS])
def test_call_kernels(level, calls, mcpu, kernel):
    status, detail = run_case(_emu(mcpu), FILE, kernel, level, calls)
    assert status == "pass", f"{kernel} -O{level} calls={calls} {mcpu}: {status}: {detail}"


@pytest.mark.parametrize("level", [3, 0])
def test_clang_code_object_agrees_with_the_references(level):
    """clang's own code object of the kernels without recursion (LLVM 22 advertises no
    dynamic stack for recursion here, so its recursive kernels overrun their scratch)."""
    emu = _emu("gfx90a")
    co = emu.load(hsaco(FILE, level))
    for kernel in ("calls_mixed", "calls_frames", "calls_builtins"):
        bad = check(CALL_CASES[kernel](emu, co, np.random.default_rng(1234)))
        assert not bad, f"{kernel} (clang -O{level}): " + "; ".join(bad)


def test_calls_are_real_and_recursion_has_a_dynamic_stack():
    c = compile_module(ir_text(FILE, 3))
    assert sorted(p.name for p in c.functions) == ["even_steps", "fib", "fill", "lds_sum",
                                                   "mix", "odd_steps", "subtree", "where",
                                                   "wide"]
    for fn in ("fib", "mix", "where"):
        assert f"\t.type\t{fn},@function\n{fn}:" in c.asm
        assert f".amdhsa_kernel {fn}\n" not in c.asm
        assert f"s_add_u32 s4, s4, {fn}@rel32@lo+4" in c.asm or f"{fn}@rel32@lo+4" in c.asm
    assert c.asm.count("s_setpc_b64 s[30:31]") == 9
    md = {p.name: p.info for p in c.programs}
    for k in RECURSIVE:
        assert md[k]["dynamic_stack"], k
    assert not md["calls_mixed"]["dynamic_stack"]
    # the kernel's private segment covers its frame and its deepest callee's
    frames = {p.name: p.info["frame_size"] for p in c.functions}
    assert md["calls_frames"]["frame_size"] == 32         # int buf[8]
    assert md["calls_frames"]["scratch_size"] == 32 + max(frames["fill"], frames["lds_sum"])
    assert md["calls_fib"]["scratch_size"] == frames["fib"] > 0
    assert re.search(r"\.name:\s+calls_fib\n    \.private_segment_fixed_size: \d+\n"
                     r"(?:.*\n){3}    \.uses_dynamic_stack: true", c.asm)
    inlined = compile_module(ir_text(FILE, 3), calls="recursive", kernels=["calls_mixed"])
    assert "s_swappc_b64" not in inlined.asm and not inlined.functions


def test_policies():
    module = frontend.build_module(ir_text(FILE, 0))
    real = {p: set(callgraph.analyze(module, p).real) for p in callgraph.POLICIES}
    assert real["recursive"] == real["noinline"] == {"fib", "even_steps", "odd_steps",
                                                     "subtree"}
    assert {"mix", "fill", "where", "emu_global_id"} <= real["all"]
    g = callgraph.analyze(frontend.build_module(ir_text(FILE, 3)))
    assert g.recursive == {"fib", "even_steps", "odd_steps", "subtree"}
    assert g.scc["even_steps"] == g.scc["odd_steps"] != g.scc["fib"]
    assert {"workitem_ids", "wg_y", "implicitarg_ptr", "llvm.amdgcn.workitem.id.y"} \
        <= g.real["where"]
    assert callgraph.reachable(g, "calls_mutual") == ["even_steps", "odd_steps"] or \
        callgraph.reachable(g, "calls_mutual") == ["odd_steps", "even_steps"]
    with pytest.raises(Exception, match="calls must be one of"):
        callgraph.analyze(module, "some")


def test_argument_registers_follow_llc():
    """Leaves as llc-22 assigns them (checked by hand against llc's code of the same
    signature): i1 v0, i8 v1, <2 x half> v2, half v3, ptr5 v4, {i8, i8, i16} v5-v7,
    [3 x i32] v8-v10, <4 x i8> v11-v14, <3 x float> v15-v17, ptr3 v18, ptr v[19:20]; the
    result {i64, i8, <2 x half>} v[0:1], v2, v3."""
    t = frontend.build_module(
        "%s = type { i8, i8, i16 }\n"
        "define void @f(i1 %a, i8 %b, <2 x half> %c, half %d, ptr addrspace(5) %e, %s %g, "
        "[3 x i32] %h, <4 x i8> %i, <3 x float> %j, ptr addrspace(3) %k, ptr %l) {\n"
        "  ret void\n}\n"
        "define { i64, i8, <2 x half> } @g() {\n  ret { i64, i8, <2 x half> } poison\n}\n")
    sizes = [callconv.value_dwords(a.type) for a in t.functions["f"].args]
    assert sizes == [1, 1, 1, 1, 1, 3, 3, 4, 3, 1, 2]
    assert [callconv.leaf_dwords(x) for _, x in callconv.leaves(t.functions["g"].return_type)] \
        == [2, 1, 1]
    assert [o for o, _ in callconv.leaves(t.functions["f"].args[5].type)] == [0, 1, 2]


def test_preserved_registers():
    assert [k for k in range(32, 64) if callconv.vgpr_preserved(k)] == \
        list(range(40, 48)) + list(range(56, 64))
    assert callconv.vgpr_preserved(255) and callconv.vgpr_preserved(248)
    assert not callconv.vgpr_preserved(247) and not callconv.vgpr_preserved(232 - 1)
    assert [k for k in range(40) if callconv.sgpr_preserved(k)] == [0, 1, 2, 3] + \
        list(range(32, 40))


def test_parallel_copy_resolves_cycles():
    """``v0 <- v1 <- v0`` (a swap), ``s4 <- s5``, ``v2 <- v0`` (reads v0 before it changes)."""
    moves = parallel_copy([vgpr(0), vgpr(1), sgpr(4), vgpr(2), sgpr(30, 2)],
                          [vgpr(1), vgpr(0), sgpr(5), vgpr(0), Imm(7)])
    regs = {"v0": 10, "v1": 11, "v2": 12, "s4": 4, "s5": 5, "s30": 0, "s31": 0}

    def read(o):
        return o.value if isinstance(o, Imm) else regs[str(o)]
    for i in moves:
        d = str(i.defs[0])
        if i.op in ("v_mov_b32", "s_mov_b32"):
            regs[d] = read(i.ops[0])
        elif i.op in ("v_xor_b32", "s_xor_b32"):
            regs[d] = read(i.ops[0]) ^ read(i.ops[1])
        elif i.op == "s_mov_b64":
            regs["s30"], regs["s31"] = read(i.ops[0]), 0
        else:
            raise AssertionError(i)
    assert (regs["v0"], regs["v1"], regs["v2"], regs["s4"], regs["s30"]) == (11, 10, 10, 5, 7)


def _units(ops) -> set:
    out = set()
    for o in ops:
        o = getattr(o, "inner", o)
        if isinstance(o, Reg):
            if o.name:
                out.add(o.name.replace("_lo", "").replace("_hi", ""))
            else:
                out |= {(o.file, o.index + k) for k in range(o.size)}
    return out


def _live_after_calls(program) -> list:
    """The registers read after each ``s_swappc_b64`` before being written, by a backward
    dataflow over the finished program's blocks (a write counts as a kill: the allocator's
    intervals are coarser than this)."""
    blocks = program.blocks
    live_in = {b.index: set() for b in blocks}
    changed = True
    while changed:
        changed = False
        for b in reversed(blocks):
            live = set().union(*(live_in[s] for s in b.succs)) if b.succs else set()
            for i in reversed(b.instrs):
                live = (live - _units(i.defs)) | _units(i.ops)
            if live != live_in[b.index]:
                live_in[b.index], changed = live, True
    out = []
    for b in blocks:
        live = set().union(*(live_in[s] for s in b.succs)) if b.succs else set()
        after = []
        for i in reversed(b.instrs):
            if i.op == "s_swappc_b64":
                after.append(set(live))
            live = (live - _units(i.defs)) | _units(i.ops)
        out += after
    return out


@pytest.mark.parametrize("kernel,results", [("calls_mixed", 4), ("calls_tree_rec", 2),
                                            ("calls_frames", 1), ("calls_fib", 1)])
def test_nothing_clobbered_is_live_across_a_call(kernel, results):
    """After every call, what the caller still reads is in registers the callee preserves,
    or the results (v0..)."""
    c = compile_module(ir_text(FILE, 3), kernels=[kernel])
    allowed = {("v", k) for k in range(results)}
    for p in c.programs + c.functions:
        for live in _live_after_calls(p):
            bad = {u for u in live - allowed if isinstance(u, tuple) and
                   not callconv.preserved(u[0], u[1])} | (live & {"vcc", "scc", "m0"})
            assert not bad, (p.name, sorted(bad, key=str))


def test_function_prolog_and_epilog():
    """fib calls: it saves s30/s31's copy and what it keeps across calls in callee-saved
    registers, which its prolog saves (SGPRs into a lane VGPR saved whole) and its epilog
    restores, with s33/s32 as frame and stack pointers."""
    c = compile_module(ir_text(FILE, 3), kernels=["calls_fib"])
    fib = next(p for p in c.functions if p.name == "fib")
    code = [str(i) for b in fib.blocks for i in b.instrs]
    assert code[0] == "s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)"
    assert code[1].startswith("s_mov_b32 s") and code[1].endswith(", s33")
    assert code[2] == "s_mov_b32 s33, s32"
    assert code[3].startswith("s_or_saveexec_b64") and code[3].endswith(", -1")
    assert any(x.startswith("s_addk_i32 s32, ") for x in code[:60])
    assert code[-1] == "s_setpc_b64 s[30:31]" and code[-2] == "s_waitcnt vmcnt(0) lgkmcnt(0)"
    assert "s_mov_b32 s32, s33" in code[-8:]
    writes = [x for x in code if x.startswith("v_writelane_b32")]
    reads = [x for x in code if x.startswith("v_readlane_b32")]
    assert writes and len(writes) == len(reads)
    kern = c.programs[0]
    head = [str(i) for i in kern.blocks[0].instrs[:3]]
    assert head[:2] == ["s_add_u32 s0, s0, s7", "s_addc_u32 s1, s1, 0"]
    assert head[2] == f"s_mov_b32 s32, {kern.info['frame_size'] * 64}"
    leaf = compile_module(ir_text(FILE, 3), kernels=["calls_mixed"]).functions[0]
    assert [str(i) for b in leaf.blocks for i in b.instrs][-1] == "s_setpc_b64 s[30:31]"
    assert leaf.info["frame_size"] == 0      # a leaf without a frame touches no s32/s33
    assert not any("s33" in str(i) for b in leaf.blocks for i in b.instrs)


def test_descriptor_counts_cover_the_callees():
    c = compile_module(ir_text(FILE, 3), kernels=["calls_fib"])
    fib = kernel_info.register_counts(c.functions[0])
    counts = c.programs[0].info["counts"]
    assert counts["vgpr"] >= fib["vgpr"] and counts["sgpr"] >= fib["sgpr"] >= 34


def test_stack_arguments_and_byval():
    """40 argument dwords: v0-v30 and 9 on the stack (at s32 in the caller, s33 in the
    callee, before the callee's own frame); a byval copy on the stack, passed by address."""
    head = 'target triple = "amdgcn-amd-amdhsa"\n'
    ir = head + """define internal i32 @w([40 x i32] %a, ptr addrspace(5) byval([3 x i32]) %b) noinline {
  %buf = alloca [2 x i32], align 4, addrspace(5)
  %x = extractvalue [40 x i32] %a, 39
  %y = extractvalue [40 x i32] %a, 30
  %z = extractvalue [40 x i32] %a, 31
  %q = getelementptr i32, ptr addrspace(5) %b, i32 2
  %bv = load i32, ptr addrspace(5) %q
  store i32 %bv, ptr addrspace(5) %buf
  %b2 = load volatile i32, ptr addrspace(5) %buf
  %s = mul i32 %x, 1000000
  %t = mul i32 %y, 10000
  %u = mul i32 %z, 100
  %s1 = add i32 %s, %t
  %s2 = add i32 %s1, %u
  %s3 = add i32 %s2, %b2
  store i32 0, ptr addrspace(5) %q
  ret i32 %s3
}
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
entry:
  %v = alloca [3 x i32], addrspace(5)
  %v2 = getelementptr i32, ptr addrspace(5) %v, i32 2
  store i32 7, ptr addrspace(5) %v2
  %a0 = insertvalue [40 x i32] zeroinitializer, i32 9, 39
  %a1 = insertvalue [40 x i32] %a0, i32 3, 30
  %a2 = insertvalue [40 x i32] %a1, i32 5, 31
  %r = call i32 @w([40 x i32] %a2, ptr addrspace(5) byval([3 x i32]) %v)
  %back = load i32, ptr addrspace(5) %v2
  %r2 = add i32 %r, %back
  store i32 %r2, ptr addrspace(1) %p
  ret void
}
"""
    for mcpu in ("gfx90a", "gfx942"):
        c = compile_module(ir, mcpu)
        w = c.functions[0]
        assert w.info["incoming_size"] == 9 * 4 + 12       # 9 dwords, then the byval copy
        emu = _emu(mcpu)
        out = emu.empty((1,), np.int32)
        emu.dispatch(emu.load(c.code_object()), "k", grid=(1,), workgroup=(1,), args=[out])
        # the callee changed its copy, not the caller's array
        assert out.to_numpy()[0] == 9 * 1000000 + 3 * 10000 + 5 * 100 + 7 + 7


def test_bad_calls_name_function_block_instruction():
    head = 'target triple = "amdgcn-amd-amdhsa"\n'
    short = head + """define internal i32 @w(ptr addrspace(5) byval(i16) %a) noinline {
  %x = load i16, ptr addrspace(5) %a
  %y = zext i16 %x to i32
  ret i32 %y
}
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
entry:
  %v = alloca i16, addrspace(5)
  %r = call i32 @w(ptr addrspace(5) byval(i16) %v)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
"""
    with pytest.raises(Exception, match="not whole dwords") as e:
        compile_module(short)
    assert (e.value.function, e.value.block) == ("k", "entry") and "@w" in e.value.instruction
    big = short.replace("define internal i32 @w(ptr addrspace(5) byval(i16) %a) noinline {",
                        "define internal [40 x i32] @w(ptr addrspace(5) byval(i16) %a) "
                        "noinline {").replace("  ret i32 %y", "  ret [40 x i32] zeroinitializer") \
        .replace("%r = call i32 @w", "%rr = call [40 x i32] @w").replace(
        "  store i32 %r,", "  %r = extractvalue [40 x i32] %rr, 0\n  store i32 %r,")
    with pytest.raises(Exception, match="returns 40 VGPRs") as e:
        compile_module(big)
    assert (e.value.function, e.value.block) == ("k", "entry")


LDS_IR = """target triple = "amdgcn-amd-amdhsa"
@own = internal addrspace(3) global [16 x i32] undef, align 4
@lds = internal addrspace(3) global [64 x i32] undef, align 4
define internal i32 @rd(i32 %i) noinline {
  %p = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %i
  %v = load i32, ptr addrspace(3) %p, align 4
  ret i32 %v
}
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %o = and i32 %t, 15
  %q = getelementptr [16 x i32], ptr addrspace(3) @own, i32 0, i32 %o
  store i32 1000, ptr addrspace(3) %q, align 4
  %p = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %t
  %m = mul i32 %t, 3
  store i32 %m, ptr addrspace(3) %p, align 4
  call void @llvm.amdgcn.s.barrier()
  %n = add i32 %t, 1
  %w = and i32 %n, 63
  %r = call i32 @rd(i32 %w)
  %own = load i32, ptr addrspace(3) %q, align 4
  %s = add i32 %r, %own
  %g = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %s, ptr addrspace(1) %g, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""


def test_lds_variables_of_a_callee_sit_where_its_kernels_put_them():
    c = compile_module(LDS_IR)
    assert c.programs[0].info["lds_offsets"] == {"lds": 0, "own": 256}
    assert c.functions[0].info["lds_offsets"] == {"lds": 0}
    emu = _emu("gfx90a")
    out = emu.empty((64,), np.int32)
    emu.dispatch(emu.load(c.code_object()), "k", grid=(64,), workgroup=(64,), args=[out])
    t = np.arange(64)
    assert (out.to_numpy() == ((t + 1) & 63) * 3 + 1000).all()


GENERIC_IR = """target triple = "amdgcn-amd-amdhsa"
define internal void @gs(ptr %p, i32 %v) noinline {
  %o = load i32, ptr %p, align 4
  %s = add i32 %o, %v
  store i32 %s, ptr %p, align 4
  ret void
}
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %x = alloca [2 x i32], align 4, addrspace(5)
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %x1 = getelementptr [2 x i32], ptr addrspace(5) %x, i32 0, i32 1
  store i32 %t, ptr addrspace(5) %x, align 4
  %t2 = mul i32 %t, 2
  store i32 %t2, ptr addrspace(5) %x1, align 4
  %b = and i32 %t, 1
  %px = getelementptr [2 x i32], ptr addrspace(5) %x, i32 0, i32 %b
  %gx = addrspacecast ptr addrspace(5) %px to ptr
  call void @gs(ptr %gx, i32 5)
  %go = getelementptr i32, ptr addrspace(1) %out, i32 %t
  %gg = addrspacecast ptr addrspace(1) %go to ptr
  call void @gs(ptr %gg, i32 7)
  %a = load i32, ptr addrspace(5) %x, align 4
  %c = load i32, ptr addrspace(5) %x1, align 4
  %a1 = mul i32 %a, 100
  %c1 = mul i32 %c, 10000
  %o = load i32, ptr addrspace(1) %go, align 4
  %s = add i32 %o, %a1
  %s2 = add i32 %s, %c1
  store i32 %s2, ptr addrspace(1) %go, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


@pytest.mark.parametrize("mcpu", ["gfx90a", "gfx942", "gfx900"])
def test_generic_pointers_into_the_callers_frame(mcpu):
    """A flat access in the callee to the caller's alloca: the kernel sets up FLAT_SCRATCH
    (gfx90a/gfx900) because a function it calls needs it."""
    c = compile_module(GENERIC_IR, mcpu)
    assert ("flat_scratch_lo" in c.asm) == (mcpu != "gfx942")
    emu = _emu(mcpu)
    out = emu.to_device(np.arange(64, dtype=np.int32))
    emu.dispatch(emu.load(c.code_object()), "k", grid=(64,), workgroup=(64,), args=[out])
    i = np.arange(64)
    x0, x1 = i + 5 * ((i & 1) == 0), 2 * i + 5 * ((i & 1) == 1)
    assert (out.to_numpy() == i + 7 + x0 * 100 + x1 * 10000).all()


def _pressure_function_ir(nv: int) -> str:
    """test_spill's pressure kernel made a ``noinline`` function that calls another while
    ``nv`` floats are live, called by a kernel."""
    from tests.compiler.test_spill import pressure_ir
    ir = pressure_ir(nv, 4).replace(
        "define amdgpu_kernel void @pressure(ptr addrspace(1) %x, ptr addrspace(4) %c, "
        "ptr addrspace(1) %out) {",
        "define internal void @pressure_f(ptr addrspace(1) %x, ptr addrspace(4) %c, "
        "ptr addrspace(1) %out) noinline {")
    k = nv // 2
    ir = ir.replace(f"  %m{k} = fmul float %v{k}, %v{nv - 1 - k}",
                    f"  %h = call float @zero(float %v{k})\n"
                    f"  %m{k}x = fmul float %v{k}, %v{nv - 1 - k}\n"
                    f"  %m{k} = fadd float %m{k}x, %h")
    return ir + """define internal float @zero(float %a) noinline {
  %r = fmul float %a, 0.0
  ret float %r
}
define amdgpu_kernel void @pressure(ptr addrspace(1) %x, ptr addrspace(4) %c,
                                    ptr addrspace(1) %out) {
  call void @pressure_f(ptr addrspace(1) %x, ptr addrspace(4) %c, ptr addrspace(1) %out)
  ret void
}
"""


@pytest.mark.parametrize("mcpu", ["gfx90a", "gfx900"])
def test_a_function_that_calls_spills_to_its_frame(mcpu):
    """140 floats live across a call: more than the 112 VGPRs a callee preserves, so values
    spill to the function's frame; no VGPR is left for the saved SGPRs' lanes, so the frame
    pass borrows v32 (saved and restored whole) and keeps the lanes in a frame slot."""
    nv = 140
    c = compile_module(_pressure_function_ir(nv), mcpu)
    f = next(p for p in c.functions if p.name == "pressure_f")
    assert f.info["spills"]["v"] > 0
    head = [str(i) for i in f.blocks[0].instrs[:6]]
    assert head[3] == "s_or_saveexec_b64 s[6:7], -1" and " v32, off, " in head[4]
    emu = _emu(mcpu)
    rng = np.random.default_rng(0)
    x = rng.standard_normal(64 * nv).astype(np.float32)
    cc = rng.integers(-1000, 1000, 4).astype(np.int32)
    out = emu.empty((64,), np.float32)
    emu.dispatch(emu.load(c.code_object()), "pressure", grid=(64,), workgroup=(64,),
                 args=[emu.to_device(x), emu.to_device(cc), out])
    xs = x.reshape(64, nv)
    acc = np.zeros(64, np.float32)
    for k in range(nv):
        acc = (acc + xs[:, k] * xs[:, nv - 1 - k]).astype(np.float32)
    want = acc + np.float32(sum(int(cc[k]) * (k + 1) for k in range(4)))
    assert np.allclose(out.to_numpy(), want, rtol=1e-5, atol=1e-4)


# -- LLVM 22 as the other side of the convention --------------------------------------------
def _body(text: str, name: str, tag: str) -> tuple:
    lines = text.split("\n")
    start = next(k for k, x in enumerate(lines) if re.match(rf"{re.escape(name)}:", x))
    end = next(k for k in range(start, len(lines)) if lines[k].startswith(".Lfunc_end"))
    return start, end, [re.sub(r"\.LBB(\d+)_", rf".LBB{tag}\1_", x)
                        for x in lines[start + 1:end]]


def _swap(host: str, guest: str, name: str, tag: str) -> str:
    s, e, _ = _body(host, name, "h")
    lines = host.split("\n")
    return "\n".join(lines[:s + 1] + _body(guest, name, tag)[2] + lines[e:])


def _bump(text: str, pattern: str, value) -> str:
    return re.sub(pattern, lambda m: m.group(0)[:m.start(2) - m.start(0)]
                  + str(value(int(m.group(2)))), text)


INTEROP = [("calls_mixed", ["mix"]), ("calls_builtins", ["where"]),
           ("calls_frames", ["fill", "lds_sum"]), ("calls_tree_rec", ["subtree"]),
           ("calls_wide", ["wide"])]


@pytest.mark.oracle
@pytest.mark.parametrize("mcpu", ["gfx90a", "gfx942"])
def test_our_kernels_call_llc_functions_and_back(mcpu):
    ir = re.sub(r'"target-(cpu|features)"="[^"]*"', "", ir_text(FILE, 3))
    llc = subprocess.run([llvm_tool("llc"), "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}",
                          "-enable-ipra=0", "-o", "-"], input=ir, capture_output=True,
                         text=True, check=True).stdout
    emu = _emu(mcpu)
    for kernel, fns in INTEROP:
        ours = compile_module(ir, mcpu, kernels=[kernel])
        # our kernel calls llc's functions (their registers and frames granted)
        text = ours.asm
        for f in fns:
            text = _swap(text, llc, f, "900")
            st = {k: int(v) for k, v in re.findall(rf"\.set {f}\.(\w+), (\d+)\n", llc)}
            text = _bump(text, r"(amdhsa_next_free_vgpr )(\d+)", lambda n, st=st: max(n, st["num_vgpr"]))
            text = _bump(text, r"(amdhsa_accum_offset )(\d+)",
                         lambda n, st=st: max(n, (st["num_vgpr"] + 3) // 4 * 4))
            text = _bump(text, r"(amdhsa_next_free_sgpr )(\d+)",
                         lambda n, st=st: max(n, st["numbered_sgpr"]))
            text = _bump(text, r"(amdhsa_private_segment_fixed_size )(\d+)",
                         lambda n, st=st: n + st["private_seg_size"])
        co = emu.load(assemble(text, mcpu, link=True))
        bad = check(CALL_CASES[kernel](emu, co, np.random.default_rng(7)))
        assert not bad, f"our {kernel} calling llc's {fns}: " + "; ".join(bad)
        # llc's kernel calls our functions
        text = llc
        for f in fns:
            text = _swap(text, ours.asm, f, "901")
            prog = next(p for p in ours.functions if p.name == f)
            c = kernel_info.register_counts(prog)
            text = re.sub(rf"\.set {f}\.num_vgpr, \d+", f".set {f}.num_vgpr, {c['vgpr']}", text)
            text = re.sub(rf"\.set {f}\.numbered_sgpr, \d+",
                          f".set {f}.numbered_sgpr, {c['sgpr']}", text)
            text = re.sub(rf"\.set {f}\.private_seg_size, \d+",
                          f".set {f}.private_seg_size, {prog.info['frame_size']}", text)
            text = _bump(text, r"(\.vgpr_count:\s+)(\d+)", lambda n, c=c: max(n, c["vgpr"]))
            text = _bump(text, r"(\.sgpr_count:\s+)(\d+)", lambda n, c=c: max(n, c["sgpr"] + 6))
        # llc advertises no dynamic stack for the recursion: give it room
        text = _bump(text, r"(\.private_segment_fixed_size:\s+)(\d+)", lambda n: n + 1024)
        text = _bump(text, r"(amdhsa_private_segment_fixed_size )(\d+)", lambda n: n + 1024)
        co = emu.load(assemble(text, mcpu, link=True))
        bad = check(CALL_CASES[kernel](emu, co, np.random.default_rng(7)))
        assert not bad, f"llc's {kernel} calling our {fns}: " + "; ".join(bad)


@pytest.mark.oracle
@pytest.mark.parametrize("level,calls,mcpu", [(3, "noinline", "gfx90a"), (0, "all", "gfx90a"),
                                              (3, "noinline", "gfx942"), (0, "all", "gfx900")])
def test_llvm_mc_assembles_our_calls_to_our_bytes(tmp_path, level, calls, mcpu):
    c = compile_module(ir_text(FILE, level), mcpu, calls=calls)
    s = tmp_path / "k.s"
    s.write_text(c.asm)
    o = tmp_path / "k.o"
    subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}",
                    "-filetype=obj", str(s), "-o", str(o)], check=True)
    assert o.read_bytes() == c.object()

