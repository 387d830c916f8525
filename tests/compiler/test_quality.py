"""The code-quality passes and forms: uniform branches without EXEC masking, SCC-aware dead
code elimination, and the kernels they shape checked on the emulator."""

from __future__ import annotations

import numpy as np
import pytest

from amdgcn.compiler import cfg, compile_module, frontend, optimize, uniformity
from amdgcn.compiler.ir import S1, Imm, Instr, Program
from amdgcn.compiler.targetinfo import compile_target
from amdgcn.emu import Emulator

T = compile_target("gfx90a")

#: a uniform branch picks a uniform loop (a divergent if inside) or a divergent loop
MIXED = """define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n, i32 %m) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %big = icmp sgt i32 %m, 3
  br i1 %big, label %uloop, label %dpre
uloop:
  %i = phi i32 [ 0, %entry ], [ %i1, %ulatch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %ulatch ]
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %even, label %ulatch
even:
  %acc1 = add i32 %acc, %i
  br label %ulatch
ulatch:
  %acc2 = phi i32 [ %acc, %uloop ], [ %acc1, %even ]
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %uloop, label %done
dpre:
  br label %dloop
dloop:
  %j = phi i32 [ 0, %dpre ], [ %j1, %dloop ]
  %j1 = add i32 %j, 1
  %dc = icmp ult i32 %j1, %tid
  br i1 %dc, label %dloop, label %dexit
dexit:
  br label %done
done:
  %r = phi i32 [ %acc2, %ulatch ], [ %j1, %dexit ]
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""

UNIFORM_LOOP = """define amdgpu_kernel void @u(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i32 [ %tid, %entry ], [ %x1, %loop ]
  %x1 = mul i32 %x, 3
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %x1, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def _kernel_text(asm: str, name: str) -> str:
    start = asm.index(f"\n{name}:")
    return asm[start:asm.index("s_endpgm", start)]


def test_full_blocks_exclude_divergent_regions():
    # diamond: 0 -> {1, 2} -> 3; a divergent branch at 0 leaves only 0 and the join full
    succ = {0: [1, 2], 1: [3], 2: [3], 3: []}
    assert cfg.full_blocks(4, succ, {0}) == {0, 3}
    assert cfg.full_blocks(4, succ, set()) == {0, 1, 2, 3}
    # a loop 1 <-> 2 whose latch 2 is divergent: the whole loop is in its region
    succ = {0: [1], 1: [2], 2: [1, 3], 3: []}
    assert cfg.full_blocks(4, succ, {2}) == {0, 3}
    # a block no exit post-dominates (an endless loop) keeps its whole reach divergent
    succ = {0: [1, 2], 1: [1], 2: []}
    assert cfg.full_blocks(3, succ, {0}) == {0}


def test_phis_after_the_join_of_a_divergent_if_stay_uniform():
    fn = frontend.build_module(MIXED).functions["k"]
    cfg.prepare(fn)
    lay = cfg.layout(fn)
    div, _ = uniformity.analyze(fn, lay)
    phis = {i.name: i for b in fn.blocks for i in b.insts if i.opcode == "phi"}
    # the loop counter's header is no join of the divergent if inside the loop
    assert id(phis["i"]) not in div
    # the if's join and the loop fed by it are divergent, as is the divergent loop's counter
    assert id(phis["acc2"]) in div and id(phis["acc"]) in div and id(phis["j"]) in div


def test_uniform_loop_has_no_exec_masking():
    text = _kernel_text(compile_module(UNIFORM_LOOP).asm, "u")
    assert "exec" not in text
    assert "s_cbranch_scc" in text and "s_cbranch_execz" not in text


def test_divergent_branch_inside_uniform_loop_is_masked():
    text = _kernel_text(compile_module(MIXED).asm, "k")
    assert "s_cbranch_scc" in text and "s_cbranch_execz" in text and "exec" in text


@pytest.mark.parametrize("n,m", [(5, 7), (1, 7), (0, 9), (5, 2)])
def test_mixed_uniform_and_divergent_control_flow_on_emulator(n, m):
    emu = Emulator(mcpu="gfx90a")
    co = emu.load(compile_module(MIXED).code_object())
    out = emu.empty((64,), np.int32)
    emu.dispatch(co, "k", grid=(64,), workgroup=(64,), args=[out, n, m])
    tid = np.arange(64)
    if m > 3:
        want = np.where(tid % 2 == 0, sum(range(max(n, 1))), 0)
    else:
        want = np.maximum(tid, 1)
    np.testing.assert_array_equal(out.to_numpy(), want)


def test_uniform_loop_on_emulator():
    emu = Emulator(mcpu="gfx90a")
    co = emu.load(compile_module(UNIFORM_LOOP).code_object())
    out = emu.empty((64,), np.int32)
    emu.dispatch(co, "u", grid=(64,), workgroup=(64,), args=[out, 4])
    np.testing.assert_array_equal(out.to_numpy(), np.arange(64) * 81)


def _dce(*instrs) -> list[str]:
    p = Program("t", T)
    b = p.add_block("entry")
    b.instrs = list(instrs)
    optimize.dce(p)
    return [i.op for i in b.instrs]


def test_dce_removes_dead_salu_unless_scc_is_read():
    p = Program("t", T)
    a, c, d = p.temp(S1), p.temp(S1), p.temp(S1)
    # a dead add whose SCC the next add overwrites goes; the s_cmp feeding a branch stays
    assert _dce(Instr("s_add_u32", [a], [Imm(1), Imm(2)]),
                Instr("s_cmp_eq_u32", [], [Imm(1), Imm(2)]),
                Instr("s_cbranch_scc1", [], [])) == ["s_cmp_eq_u32", "s_cbranch_scc1"]
    # a dead add whose carry a live addc reads stays
    assert _dce(Instr("s_add_u32", [a], [Imm(1), Imm(2)]),
                Instr("s_addc_u32", [c], [Imm(1), Imm(2)]),
                Instr("global_store_dword", [], [c])) == ["s_add_u32", "s_addc_u32",
                                                          "global_store_dword"]
    # a compare nobody reads goes; a dead s_and_b64 whose SCC a branch reads stays
    assert _dce(Instr("s_cmp_eq_u32", [], [Imm(1), Imm(2)]),
                Instr("s_mov_b32", [d], [Imm(3)]),
                Instr("s_add_u32", [a], [Imm(1), Imm(2)]),
                Instr("s_cbranch_scc0", [], [])) == ["s_add_u32", "s_cbranch_scc0"]


SADDR = """define amdgpu_kernel void @s(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %n) {
entry:
  %tid = call range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %a = zext nneg i32 %tid to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %in, i64 %a
  %x = load float, ptr addrspace(1) %pa
  %t2 = add nuw nsw i32 %tid, 64
  %b = zext nneg i32 %t2 to i64
  %pb = getelementptr inbounds float, ptr addrspace(1) %in, i64 %b
  %y = load float, ptr addrspace(1) %pb
  %s = fadd float %x, %y
  %m = and i64 %n, 4095
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %m
  %q = getelementptr inbounds float, ptr addrspace(1) %po, i64 %a
  store float %s, ptr addrspace(1) %q
  %pu = getelementptr inbounds float, ptr addrspace(1) %out, i64 %n
  %pv = getelementptr inbounds float, ptr addrspace(1) %pu, i64 %a
  %v = getelementptr inbounds i8, ptr addrspace(1) %pv, i64 4096
  store float %x, ptr addrspace(1) %v
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_upper_bounds_of_index_arithmetic():
    from amdgcn.compiler.isel.addressing import upper_bound
    fn = frontend.build_module(SADDR).functions["s"]
    v = {i.name: i for b in fn.blocks for i in b.insts if i.name}
    assert upper_bound(v["tid"]) == 1023
    assert upper_bound(v["t2"]) == 1023 + 64
    assert upper_bound(v["a"]) == 1023
    assert upper_bound(v["m"]) == 4095
    assert upper_bound(v["n"] if "n" in v else fn.args[2]) is None


def test_global_access_uses_sgpr_base_and_vgpr_offset():
    text = _kernel_text(compile_module(SADDR).asm, "s")
    loads = [ln.strip() for ln in text.splitlines() if "global_load" in ln]
    # both loads: one VGPR offset from the SGPR base, the +64 element in the offset field
    assert len(loads) == 2 and all(", s[" in ln for ln in loads)
    assert loads[1].endswith("offset:256")
    stores = [ln.strip() for ln in text.splitlines() if "global_store" in ln]
    # an unbounded 64-bit index keeps the 64-bit VGPR address
    assert ", s[" in stores[0] and stores[1].endswith(", off")


@pytest.mark.parametrize("n", [5, 4095 + 8])
def test_sgpr_base_addressing_on_emulator(n):
    emu = Emulator(mcpu="gfx90a")
    co = emu.load(compile_module(SADDR).code_object())
    x = np.arange(256, dtype=np.float32) * 0.5
    out = emu.empty((64 + 8192,), np.float32)
    out_np = np.zeros(64 + 8192, np.float32)
    emu.dispatch(co, "s", grid=(64,), workgroup=(64,), args=[emu.to_device(x), out, n])
    tid = np.arange(64)
    out_np[(n & 4095) + tid] = x[tid] + x[tid + 64]
    out_np[n + tid + 1024] = x[tid]
    np.testing.assert_array_equal(out.to_numpy(), out_np)


HALVES = """define amdgpu_kernel void @h(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load <2 x half>, ptr addrspace(1) %in
  %p = getelementptr inbounds i8, ptr addrspace(1) %in, i64 4
  %b = load <2 x half>, ptr addrspace(1) %p
  %v = shufflevector <2 x half> %b, <2 x half> %a, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x half> %v, ptr addrspace(1) %out
  ret void
}
"""


def test_pairs_of_halves_stay_in_their_dwords():
    text = _kernel_text(compile_module(HALVES).asm, "h")
    assert "v_lshrrev_b32" not in text and "v_or_b32" not in text
    emu = Emulator(mcpu="gfx90a")
    co = emu.load(compile_module(HALVES).code_object())
    x = np.arange(4, dtype=np.float16)
    out = emu.empty((4,), np.float16)
    emu.dispatch(co, "h", grid=(64,), workgroup=(64,), args=[emu.to_device(x), out])
    np.testing.assert_array_equal(out.to_numpy(), x[[2, 3, 0, 1]])


TOP_IF = """define amdgpu_kernel void @t(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %tid, %n
  br i1 %c, label %then, label %exit
then:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %tid, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_top_level_if_sets_its_mask_once_and_ends_without_one():
    text = _kernel_text(compile_module(TOP_IF).asm, "t")
    lines = [ln.strip().split()[0] for ln in text.splitlines()
             if "exec" in ln or ln.strip().startswith(("s_or_b64", "s_andn2_b64", "s_cbranch"))]
    # the then-block's mask is assigned from the one edge; the empty exit block has none
    assert lines == ["s_and_b64", "s_mov_b64", "s_cbranch_execz"]
    emu = Emulator(mcpu="gfx90a")
    co = emu.load(compile_module(TOP_IF).code_object())
    out = emu.to_device(np.full(64, -1, np.int32))
    emu.dispatch(co, "t", grid=(64,), workgroup=(64,), args=[out, 40])
    np.testing.assert_array_equal(out.to_numpy(), np.where(np.arange(64) < 40, np.arange(64), -1))


@pytest.mark.parametrize("ir", [MIXED, TOP_IF], ids=["mixed", "top_if"])
def test_every_mask_read_is_zeroed_at_entry(ir):
    # a block whose one predecessor was skipped must still find its mask empty (regression:
    # masks assigned on their one edge were not zeroed and the walk read stale lanes)
    out = []
    compile_module(ir, print_after=("exec-mask",), hook=out.append)
    entry = out[0].split("\nBB1")[0]
    zeroed = {ln.split()[1].rstrip(",") for ln in entry.splitlines() if "; mask of" in ln}
    read = {ln.split()[2] for ln in out[0].splitlines()
            if ln.strip().startswith("s_mov_b64 exec, %")}
    assert read and read <= zeroed


def _vn_program(blocks: dict, idom: dict) -> Program:
    from amdgcn.compiler.cfg import Layout
    p = Program("t", T)
    for name, instrs in blocks.items():
        p.add_block(name).instrs = instrs
    p.info["layout"] = Layout(list(blocks), {}, idom)
    return p


def test_value_numbering_reuses_dominating_values_only():
    from amdgcn.compiler import value_numbering
    from amdgcn.compiler.ir import V1, Reg
    p0 = Program("t", T)
    a, b, c, d, e, f = (p0.temp(V1) for _ in range(6))
    v0 = Reg("v", 0)
    blocks = {
        "entry": [Instr("v_lshlrev_b32", [a], [Imm(2), v0]),
                  Instr("v_lshlrev_b32", [b], [Imm(2), v0]),
                  Instr("v_add_f32", [c], [a, b])],
        "left": [Instr("v_mul_f32", [d], [a, c])],
        "right": [Instr("v_mul_f32", [e], [b, c]), Instr("global_store_dword", [], [e])],
        "join": [Instr("v_mul_f32", [f], [a, c]), Instr("global_store_dword", [], [f, d])],
    }
    p = _vn_program(blocks, {0: -1, 1: 0, 2: 0, 3: 0})
    value_numbering.run(p)
    text = [str(i) for b in p.blocks for i in b.instrs]
    # b is a's twin; e (in a sibling of 'left') is not d's, but f (dominated by entry only)
    # is computed again: 'left' does not dominate 'join'
    assert text.count(f"v_lshlrev_b32 {a}, 2, v0") == 1 and f"{b}" not in " ".join(text)
    assert f"v_add_f32 {c}, {a}, {a}" in text
    assert f"v_mul_f32 {e}, {a}, {c}" in text and f"v_mul_f32 {f}, {a}, {c}" in text


def test_value_numbering_keeps_scc_users_compares_and_far_literals():
    from amdgcn.compiler import value_numbering
    from amdgcn.compiler.ir import S2, V1, Reg
    p0 = Program("t", T)
    s1, s2, s3, s4 = (p0.temp(S1) for _ in range(4))
    m1, m2 = p0.temp(S2), p0.temp(S2)
    x, y = p0.temp(V1), p0.temp(V1)
    v0 = Reg("v", 0)
    fill = [Instr("s_nop", [], [Imm(0)]) for _ in range(20)]
    blocks = {"entry": [
        Instr("s_add_u32", [s1], [Imm(1), Imm(2)]), Instr("s_addc_u32", [s2], [Imm(0), Imm(0)]),
        Instr("s_add_u32", [s3], [Imm(1), Imm(2)]), Instr("s_addc_u32", [s4], [Imm(0), Imm(0)]),
        Instr("v_cmp_gt_u32", [m1], [Imm(3), v0]), Instr("v_cmp_gt_u32", [m2], [Imm(3), v0]),
        Instr("v_add_u32", [x], [Imm(0x1000), v0]), *fill,
        Instr("v_add_u32", [y], [Imm(0x1000), v0])]}
    m3 = p0.temp(S2)
    blocks["then"] = [Instr("v_cmp_gt_u32", [m3], [Imm(3), v0]),
                      Instr("global_store_dword", [], [m1, m2, m3])]
    p = _vn_program(blocks, {0: -1, 1: 0})
    value_numbering.run(p)
    ops = [i.op for i in p.blocks[0].instrs if i.op != "s_nop"]
    # the SCC of the second add is read: both stay; the compare repeats only in its block
    assert ops.count("s_add_u32") == 2 and ops.count("v_cmp_gt_u32") == 1
    assert p.blocks[1].instrs[0].op == "v_cmp_gt_u32"
    assert ops.count("v_add_u32") == 2


GID = """define amdgpu_kernel void @g(ptr addrspace(1) %out, i32 %size) {
entry:
  %grp = call i32 @llvm.amdgcn.workgroup.id.x()
  %g64 = zext i32 %grp to i64
  %s64 = zext i32 %size to i64
  %mul = mul nuw i64 %s64, %g64
  %tid = call range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext nneg i32 %tid to i64
  %gid = add i64 %mul, %t64
  %lo = trunc i64 %gid to i32
  %hi64 = lshr i64 %gid, 32
  %hi = trunc i64 %hi64 to i32
  %slot = shl i32 %grp, 6
  %idx = add i32 %slot, %tid
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %idx
  %sum = add i32 %lo, %hi
  store i32 %sum, ptr addrspace(1) %p
  %sq = mul nuw i64 %s64, %s64
  %sqlo = trunc i64 %sq to i32
  %sqhi64 = lshr i64 %sq, 32
  %sqhi = trunc i64 %sqhi64 to i32
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1024
  %r = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1025
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %w, label %done
w:
  store i32 %sqlo, ptr addrspace(1) %q
  store i32 %sqhi, ptr addrspace(1) %r
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_narrow_64_bit_multiply_and_mad():
    text = _kernel_text(compile_module(GID).asm, "g")
    # size * group + local id is one v_mad_u64_u32; size * size two SALU multiplies
    assert text.count("v_mad_u64_u32") == 1 and "v_mul_hi_u32" not in text
    assert text.count("s_mul_i32") == 1 and text.count("s_mul_hi_u32") == 1
    emu = Emulator(mcpu="gfx90a")
    co = emu.load(compile_module(GID).code_object())
    out = emu.empty((1026,), np.uint32)
    size = 0xFFFF_FFF7
    emu.dispatch(co, "g", grid=(128,), workgroup=(64,), args=[out, size])
    got = out.to_numpy()
    gid = [size * (i // 64) + i % 64 for i in range(128)]
    want = [((g & 0xFFFFFFFF) + (g >> 32)) & 0xFFFFFFFF for g in gid]
    np.testing.assert_array_equal(got[:128], np.array(want, np.uint32))
    assert int(got[1024]) == (size * size) & 0xFFFFFFFF and int(got[1025]) == (size * size) >> 32


ANDOR = """define amdgpu_kernel void @c(ptr addrspace(1) %out, i32 %w, i32 %h) {
entry:
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %a = icmp slt i32 %x, %w
  %b = icmp sgt i32 %x, %h
  %and = select i1 %a, i1 %b, i1 false
  %or = select i1 %a, i1 true, i1 %b
  %z1 = zext i1 %and to i32
  %z2 = zext i1 %or to i32
  %s = shl i32 %z2, 1
  %v = or i32 %z1, %s
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %v, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_select_of_conditions_with_false_or_true_is_one_mask_op():
    out = []
    compile_module(ANDOR, print_after=("isel",), hook=out.append)
    assert "s_andn2_b64" not in out[0]
    emu = Emulator(mcpu="gfx90a")
    co = emu.load(compile_module(ANDOR).code_object())
    res = emu.empty((64,), np.int32)
    emu.dispatch(co, "c", grid=(64,), workgroup=(64,), args=[res, 40, 20])
    x = np.arange(64)
    a, b = x < 40, x > 20
    np.testing.assert_array_equal(res.to_numpy(), (a & b) + 2 * (a | b))
