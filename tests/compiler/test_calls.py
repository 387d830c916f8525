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
        + [(0, "all", "gfx942", "calls_builtins")])

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
                                                   "mix", "odd_steps", "subtree", "where"]
    for fn in ("fib", "mix", "where"):
        assert f"\t.type\t{fn},@function\n{fn}:" in c.asm
        assert f".amdhsa_kernel {fn}\n" not in c.asm
        assert f"s_add_u32 s4, s4, {fn}@rel32@lo+4" in c.asm or f"{fn}@rel32@lo+4" in c.asm
    assert c.asm.count("s_setpc_b64 s[30:31]") == 8
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


def test_bad_calls_name_function_block_instruction():
    head = 'target triple = "amdgcn-amd-amdhsa"\n'
    wide = head + """define internal i32 @w([40 x i32] %a) noinline {
  %x = extractvalue [40 x i32] %a, 3
  ret i32 %x
}
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
entry:
  %r = call i32 @w([40 x i32] zeroinitializer)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
"""
    with pytest.raises(Exception, match="argument VGPRs") as e:
        compile_module(wide)
    assert (e.value.function, e.value.block) == ("k", "entry") and "@w" in e.value.instruction
    byval = wide.replace("[40 x i32] %a) noinline", "ptr addrspace(5) byval(i32) %a) noinline") \
        .replace("%x = extractvalue [40 x i32] %a, 3", "%x = load i32, ptr addrspace(5) %a") \
        .replace("[40 x i32] zeroinitializer", "ptr addrspace(5) byval(i32) null")
    with pytest.raises(Exception, match="byval"):
        compile_module(byval)


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
           ("calls_frames", ["fill", "lds_sum"]), ("calls_tree_rec", ["subtree"])]


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

