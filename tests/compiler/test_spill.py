"""Register spilling (src/amdgcn/compiler/spill.py): a kernel that keeps more values live than
a register file holds compiles, spills (VGPRs to AGPRs, SGPRs to VGPR lanes) and still gives
the host's results on the emulator; VGPRs go to scratch on gfx900 (no AGPRs)."""

from __future__ import annotations

import numpy as np

from amdgcn.compiler import compile_module, spill
from amdgcn.compiler.ir import V1, V2, Program
from amdgcn.compiler.targetinfo import compile_target
from amdgcn.emu import Emulator


def pressure_ir(nv: int, ns: int) -> str:
    """A kernel keeping ``nv`` divergent floats and ``ns`` uniform ints live at once:
    out[tid] = sum_k x[tid*nv+k] * x[tid*nv+nv-1-k] (in order) + float(sum_k c[k] * (k+1))."""
    lines = [("define amdgpu_kernel void @pressure(ptr addrspace(1) %x, ptr addrspace(4) %c, "
              "ptr addrspace(1) %out) {"),
             "  %tid = call i32 @llvm.amdgcn.workitem.id.x()",
             f"  %base = mul i32 %tid, {nv}"]
    for k in range(nv):
        lines += [f"  %i{k} = add i32 %base, {k}", f"  %e{k} = zext i32 %i{k} to i64",
                  f"  %p{k} = getelementptr float, ptr addrspace(1) %x, i64 %e{k}",
                  f"  %v{k} = load volatile float, ptr addrspace(1) %p{k}"]
    for k in range(ns):
        lines += [f"  %q{k} = getelementptr i32, ptr addrspace(4) %c, i64 {k}",
                  f"  %u{k} = load i32, ptr addrspace(4) %q{k}"]
    acc = "0.0"
    for k in range(nv):
        lines += [f"  %m{k} = fmul float %v{k}, %v{nv - 1 - k}",
                  f"  %a{k} = fadd float {acc}, %m{k}"]
        acc = f"%a{k}"
    iacc = "0"
    for k in range(ns):
        lines += [f"  %w{k} = mul i32 %u{k}, {k + 1}", f"  %b{k} = add i32 {iacc}, %w{k}"]
        iacc = f"%b{k}"
    lines += [f"  %fi = sitofp i32 {iacc} to float", f"  %r = fadd float {acc}, %fi",
              "  %te = zext i32 %tid to i64",
              "  %po = getelementptr float, ptr addrspace(1) %out, i64 %te",
              "  store float %r, ptr addrspace(1) %po", "  ret void", "}",
              "declare i32 @llvm.amdgcn.workitem.id.x()"]
    return "\n".join(lines) + "\n"


def _run(mcpu: str, nv: int, ns: int):
    c = compile_module(pressure_ir(nv, ns), mcpu)
    emu = Emulator(mcpu=mcpu)
    rng = np.random.default_rng(0)
    n = 64
    x = rng.standard_normal(n * max(nv, 1)).astype(np.float32)
    cc = rng.integers(-1000, 1000, max(ns, 1)).astype(np.int32)
    out = emu.empty((n,), np.float32)
    emu.dispatch(c.code_object(), "pressure", grid=(n,), workgroup=(n,),
                 args=[emu.to_device(x), emu.to_device(cc), out])
    xs = x[: n * nv].reshape(n, nv)
    acc = np.zeros(n, np.float32)
    for k in range(nv):
        acc = (acc + xs[:, k] * xs[:, nv - 1 - k]).astype(np.float32)
    isum = np.int32(0)
    for k in range(ns):
        isum = np.int32(isum + cc[k] * np.int32(k + 1))
    return c, out.to_numpy(), (acc + np.float32(isum)).astype(np.float32)


def test_vgprs_spill_to_agprs_and_sgprs_to_vgpr_lanes_gfx90a():
    c, got, want = _run("gfx90a", 262, 110)
    assert np.array_equal(got, want)
    spills = c.programs[0].info["spills"]
    assert spills["v"] > 0 and spills["s"] > 0
    asm = c.asm
    assert "v_accvgpr_write_b32" in asm and "v_accvgpr_read_b32" in asm
    assert "v_writelane_b32" in asm and "v_readlane_b32" in asm
    assert f".vgpr_spill_count: {spills['v']}" in asm
    assert ".amdhsa_accum_offset 256" in asm          # the AGPRs follow all 256 VGPRs


def test_sgprs_spill_to_vgpr_lanes_gfx900():
    c, got, want = _run("gfx900", 8, 120)
    assert np.array_equal(got, want)
    assert c.programs[0].info["spills"]["s"] > 0
    # the lane VGPR moved from v255 to just above the allocated VGPRs
    vgprs = int(c.asm.split(".amdhsa_next_free_vgpr ")[1].split()[0])
    assert vgprs < 32


def test_vgprs_spill_to_scratch_without_agprs_gfx900():
    c, got, want = _run("gfx900", 262, 0)
    assert np.array_equal(got, want)
    v = c.programs[0].info["spills"]["v"]
    asm = c.asm
    assert v > 0 and "buffer_store_dword" in asm and "buffer_load_dword" in asm
    assert f".amdhsa_private_segment_fixed_size {4 * v}" in asm
    assert ".amdhsa_system_sgpr_private_segment_wavefront_offset 1" in asm


def test_vgpr_spills_go_to_scratch_once_the_agprs_are_full():
    """A kernel spilling more VGPR dwords than there are AGPRs got ``v_accvgpr_write_b32
    a256`` ("register index is out of range", kernelgen gfx942 -O3, seed not isolated);
    ``pressure_ir(540, 0)`` spills 306 dwords: 256 go to AGPRs, the rest to scratch."""
    p = Program("t", compile_target("gfx942"))
    p.info.update(enables={}, inputs={})
    state = spill._State(p, p.target)
    state.next_agpr = spill.AGPRS - 1
    assert state._slot(p.temp(V1)) == spill.AGPRS - 1
    assert state._slot(p.temp(V2)) == ("scratch", 0)
    assert state._slot(p.temp(V1)) == ("scratch", 8)
    assert p.info["enables"]["enable_private_segment"] == 1
