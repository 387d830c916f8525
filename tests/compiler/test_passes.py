"""Single passes on small hand-built programs, checked on their printed result (as ACO's
tests do), plus the memory-model table and the control-flow layout."""

from __future__ import annotations

import pytest

from amdgcn.compiler import cfg, frontend, hazards, lower, memory_model, phis, regalloc, waitcnt
from amdgcn.compiler.ir import (
    EXEC,
    OFF,
    S2,
    V1,
    V2,
    Imm,
    Instr,
    Label,
    Program,
    Reg,
    print_program,
    sgpr,
    vgpr,
)
from amdgcn.compiler.isel.intrinsics import dpp_ctrl
from amdgcn.compiler.targetinfo import compile_target

T = compile_target("gfx90a")


def _prog(*instrs) -> Program:
    p = Program("t", T)
    b = p.add_block("entry")
    b.instrs = list(instrs)
    return p


def _text(p) -> list[str]:
    return [str(i) for i in p.instructions()]


def test_waitcnt_before_use_of_loaded_register():
    p = _prog(Instr("global_load_dword", [vgpr(1)], [vgpr(2, 2), OFF]),
              Instr("global_load_dword", [vgpr(4)], [vgpr(2, 2), OFF]),
              Instr("v_add_f32", [vgpr(5)], [vgpr(1), vgpr(6)]),
              Instr("v_add_f32", [vgpr(5)], [vgpr(4), vgpr(5)]),
              Instr("s_endpgm"))
    waitcnt.run(p, T)
    assert _text(p) == ["global_load_dword v1, v[2:3], off", "global_load_dword v4, v[2:3], off",
                        "s_waitcnt vmcnt(1)", "v_add_f32 v5, v1, v6", "s_waitcnt vmcnt(0)",
                        "v_add_f32 v5, v4, v5", "s_endpgm"]


def test_waitcnt_smem_is_out_of_order():
    p = _prog(Instr("s_load_dword", [sgpr(8)], [sgpr(4, 2), Imm(0)]),
              Instr("ds_read_b32", [vgpr(1)], [vgpr(0)]),
              Instr("s_add_u32", [sgpr(9)], [sgpr(8), Imm(1)]))
    waitcnt.run(p, T)
    assert _text(p)[2] == "s_waitcnt lgkmcnt(0)"


def test_hazard_valu_sgpr_then_vmem():
    p = _prog(Instr("v_readfirstlane_b32", [sgpr(10)], [vgpr(1)]),
              Instr("v_readfirstlane_b32", [sgpr(12)], [vgpr(2)]),
              Instr("global_load_dword", [vgpr(3)], [vgpr(4), sgpr(10, 2)]))
    hazards.run(p, T)
    assert _text(p)[2] == "s_nop 3"


def test_regalloc_aligns_tuples_and_reuses_registers():
    p = Program("t", T)
    b = p.add_block()
    a, c = p.temp(V1), p.temp(V2)
    d = p.temp(V1)
    b.instrs = [Instr("v_mov_b32", [a], [Imm(1)]),
                Instr("v_mov_b32", [d], [a]),
                Instr("p_create_vector", [c], [d, d]),
                Instr("global_store_dwordx2", [], [c, c, OFF])]
    b.succs = []
    regalloc.allocate(p, T)
    pair = b.instrs[2].defs[0]
    assert pair.size == 2 and pair.index % 2 == 0
    lower.run(p, T)
    assert "v_mov_b32 v0, 1" in _text(p)


def test_lower_copies():
    assert [str(i) for i in lower.copy(sgpr(8, 2), sgpr(4, 2))] == ["s_mov_b64 s[8:9], s[4:5]"]
    assert [str(i) for i in lower.copy(sgpr(7), vgpr(3))] == ["v_readfirstlane_b32 s7, v3"]
    assert [str(i) for i in lower.copy(vgpr(4, 2), Imm(0x100000005, "i64"))] == \
        ["v_mov_b32 v4, 5", "v_mov_b32 v5, 1"]
    assert lower.copy(vgpr(3), vgpr(3)) == []


def test_memory_model_rows():
    seq = memory_model.sequence(T, "atomicrmw", "acquire", "agent", "global", False)
    assert seq.after == [("s_waitcnt", ("vmcnt(0)",)), ("buffer_wbinvl1_vol", ())]
    seq = memory_model.sequence(T, "fence", "release", "workgroup", None, False)
    assert seq.before == [("s_waitcnt", ("lgkmcnt(0)",))]
    seq = memory_model.sequence(T, "load", "monotonic", "agent", "global", False)
    assert seq.bits == ("glc",)
    seq = memory_model.sequence(T, "load", None, "", "global", True)
    assert seq.bits == ("glc",) and seq.after == [("s_waitcnt", ("vmcnt(0)",))]


def test_dpp_control_text():
    assert dpp_ctrl(0x1B) == "quad_perm:[3,2,1,0]"
    assert dpp_ctrl(0x111) == "row_shr:1"
    assert dpp_ctrl(0x142) == "row_bcast:15"


LOOP = """define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %j, %body ]
  %c = icmp ult i32 %i, %t
  br i1 %c, label %body, label %done
body:
  %j = add i32 %i, 1
  br label %head
done:
  store i32 %i, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_layout_and_exec_mask_of_a_divergent_loop():
    from amdgcn.compiler import compile_module
    fn = frontend.build_module(LOOP).functions["k"]
    cfg.prepare(fn)
    lay = cfg.layout(fn)
    assert [b.name for b in lay.order] == ["entry", "head", "body", "done"]
    assert lay.loops == {1: {1, 2}} and lay.loop_end == {1: 2}
    out = []
    compile_module(LOOP, print_after=("exec-mask",), hook=out.append)
    text = out[0]
    # a skipped latch still reaches the loop check block, which jumps back while lanes wait
    assert "s_cbranch_scc1 BB1" in text and "s_cbranch_execz BB3" in text
    assert "BB3 (body.loop)" in text and "BB4 (done)" in text


def test_printer_shows_temps_and_blocks():
    p = _prog(Instr("s_mov_b64", [EXEC], [Reg("s", 2, 2)]),
              Instr("s_cbranch_execz", [], [Label(0)]))
    text = print_program(p)
    assert "BB0 (entry)" in text and "s_mov_b64 exec, s[2:3]" in text
    assert str(Program("x", T).temp(S2)) == "%0:s2"


def test_waitcnt_merge_is_linear_and_keeps_identity_order():
    """Fuzz finding (issue 12, compile target): merging the outstanding events of two paths
    compared every pair, 75% of a 3 s compile of grids.O3 grid3d."""
    from limits import within
    a = [object() for _ in range(30_000)]
    b = [object() for _ in range(30_000)]
    x = waitcnt._State(a, a[:10])
    y = waitcnt._State(a[5:] + b, b)
    with within(10):
        m = x.merge(y)
    assert m.vm == a + b and m.lgkm == a[:10] + b and not m.exact


def _blocks(p, n):
    return [p.add_block(f"b{k}") for k in range(n)]


def test_liveness_sees_the_skip_branch_inside_a_block():
    """A masked block branches over its body (``s_cbranch_execz``) before its end: a value
    the body redefines is still live into the block, for the lanes of the skipping path."""
    p = Program("t", T)
    b0, b1, b2 = _blocks(p, 3)
    x = p.temp(V1)
    b0.instrs = [Instr("v_mov_b32", [x], [Imm(0)])]
    b1.instrs = [Instr("s_cbranch_execz", [], [Label(2)]), Instr("v_mov_b32", [x], [Imm(1)])]
    b2.instrs = [Instr("global_store_dword", [], [x, x, OFF])]
    b0.succs, b1.succs = [1], [2]
    live_in, live_out = regalloc.liveness(p)
    assert id(x) in live_in[1] and id(x) in live_out[0]


def test_regalloc_keeps_a_skipped_loop_value_across_the_back_jump():
    """``for (...) { if (c) x = ...; out = x; }``: when every lane skips the body, x keeps
    the previous iteration's value, so it lives around the loop and a temporary of the
    latch must not take its register (the skip path of the body's mid-block branch)."""
    p = Program("t", T)
    pre, head, body, tail, latch, _done = _blocks(p, 6)
    x, y, t = p.temp(V1), p.temp(V1), p.temp(V1)
    pre.instrs = [Instr("v_mov_b32", [x], [Imm(0)])]
    head.instrs = [Instr("v_mov_b32", [y], [Imm(2)])]
    body.instrs = [Instr("s_cbranch_execz", [], [Label(3)]), Instr("v_mov_b32", [x], [y])]
    tail.instrs = [Instr("global_store_dword", [], [x, x, OFF])]
    latch.instrs = [Instr("v_mov_b32", [t], [Imm(5)]),
                    Instr("global_store_dword", [], [t, t, OFF]),
                    Instr("s_cbranch_scc1", [], [Label(1)])]
    pre.succs, head.succs, body.succs, tail.succs, latch.succs = [1], [2], [3], [4], [1, 5]
    regalloc.allocate(p, T)
    assert body.instrs[1].defs[0] != latch.instrs[0].defs[0]



def test_phis_copy_a_uniform_pair_whole_and_merge_only_lane_masks():
    """kernelgen gfx942 -O3 seed 701423: a uniform double in an SGPR pair (the lane mask's
    register class) was merged as a lane mask, ``(d & ~exec) | (s & exec)``, which clears the
    bits of inactive lanes, and its constant incoming value became 0. Only ``p_mask_phi``
    (an i1) merges under EXEC; a ``p_phi`` is copied whole."""
    p = Program("t", T)
    b0, b1, b2 = _blocks(p, 3)
    x, d, m, t = p.temp(S2), p.temp(S2), p.temp(S2), p.temp(S2)
    b0.instrs = [Instr("s_mov_b64", [x], [Imm(5)]), Instr("s_mov_b64", [t], [Imm(-1)]),
                 Instr("p_branch", [], [Label(2)])]
    b1.instrs = [Instr("p_branch", [], [Label(2)])]
    b2.instrs = [Instr("p_phi", [d], [x, Label(0), Imm(0x3FF0000000000000, "i64"), Label(1)]),
                 Instr("p_mask_phi", [m], [t, Label(0), Imm(0), Label(1)]),
                 Instr("p_return")]
    phis.run(p, T)
    assert not any(i.op in phis.PHIS for i in b2.instrs)
    for b, value, mask in ((b0, x, t), (b1, Imm(0x3FF0000000000000, "i64"), Imm(0))):
        ops = [i.op for i in b.instrs]
        assert ops == ["s_mov_b64"] * (b is b0) * 2 + [
            "p_copy", "s_mov_b64", "p_copy", "s_andn2_b64", "s_and_b64", "s_or_b64", "p_branch"]
        copy, mov, back, andn2, and_, or_ = b.instrs[-7:-1]
        assert copy.ops == [value] and back.defs == [d] and back.ops == copy.defs
        assert mov.ops == [mask] and andn2.ops == [m, EXEC] and and_.ops == [mov.defs[0], EXEC]
        assert or_.defs == [m]


UNIFORM_PHI = """
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %u) {
entry:
  %c = icmp ugt i32 %u, 7
  %f = icmp ult i32 %u, 100
  br i1 %c, label %a, label %m
a:
  %d = uitofp i32 %u to double
  %n = fneg double %d
  %g = xor i1 %f, true
  br label %m
m:
  %v = phi double [ %n, %a ], [ 1.0, %entry ]
  %b = phi i1 [ %g, %a ], [ %f, %entry ]
  %s = select i1 %b, double %v, double 2.0
  store double %s, ptr addrspace(1) %out
  ret void
}
"""


def test_isel_marks_only_i1_phis_as_lane_masks():
    """The phi of a uniform double is a ``p_phi`` (copied whole), that of an i1 a
    ``p_mask_phi`` (seed 701423: the double's phi was merged under EXEC)."""
    from amdgcn.compiler import compile_module
    out = []
    compile_module(UNIFORM_PHI, print_after=("isel", "phis"), hook=out.append)
    isel, lowered = out
    assert "p_phi %" in isel and ":s2, %" in isel.split("p_phi ")[1].split("\n")[0]
    assert isel.count("p_mask_phi ") == 1
    assert lowered.count("s_andn2_b64") == 2          # one merge per edge, for %b only


@pytest.mark.parametrize("instr,message", [
    ("v_frobnicate_b32", "is not an instruction of gfx90a"),
    ("branch", "branch to a missing block"),
])
def test_validator_names_the_program_block_and_instruction(instr, message):
    """The validator prints the failing instruction only when it fails (printing every one up
    front was most of its time); the error still names the three places."""
    from amdgcn.compiler import validate
    from amdgcn.compiler.ir import Block, Instr, Label, Program, Reg
    from amdgcn.compiler.targetinfo import compile_target
    from amdgcn.errors import CompileError
    target = compile_target("gfx90a")
    bad = Instr("s_branch", [], [Label(7)]) if instr == "branch" else \
        Instr(instr, [Reg("v", 1)], [Reg("v", 2)])
    prog = Program("kern", target)
    prog.blocks = [Block(0, "entry", [Instr("s_mov_b32", [Reg("s", 0)], [Reg("s", 1)]), bad])]
    with pytest.raises(CompileError, match=message) as e:
        validate.check(prog, target, ssa=False)
    assert e.value.function == "kern" and e.value.block == "entry"
    assert e.value.instruction == str(bad)
