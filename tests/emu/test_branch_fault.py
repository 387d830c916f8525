"""A branch to an address that is no instruction is an EmulationFault naming the branch when
it runs (it ended in a LaneFault traceback while the kernel was being prepared); a kernel
whose bad branch never runs still runs."""

from __future__ import annotations

import numpy as np
import pytest

from amdgcn.asm.objasm import assemble
from amdgcn.codeobj import CodeObject
from amdgcn.commands._kernargs import with_raw_kernarg
from amdgcn.emu import Emulator
from amdgcn.errors import EmulationFault

SOURCE = """\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
\t.amdhsa_code_object_version 5
\t.text
\t.globl k
\t.p2align 8
\t.type k,@function
k:
\ts_load_dwordx2 s[2:3], s[0:1], 0x0
\ts_load_dword s4, s[0:1], 0x8
\ts_waitcnt lgkmcnt(0)
\ts_cmp_eq_u32 s4, 0
\ts_cbranch_scc1 1000
\tv_mov_b32_e32 v1, 0
\tv_mov_b32_e32 v2, s4
\tglobal_store_dword v1, v2, s[2:3]
\ts_endpgm
\t.rodata
\t.p2align 6
\t.amdhsa_kernel k
\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t.amdhsa_kernarg_size 16
\t.amdhsa_next_free_vgpr 3
\t.amdhsa_next_free_sgpr 5
\t.amdhsa_accum_offset 4
\t.end_amdhsa_kernel
"""


def _run(flag: int):
    emu = Emulator(mcpu="gfx90a")
    co = assemble(SOURCE, mcpu="gfx90a", link=True)
    out = emu.empty((1,), np.uint32)
    raw = int(out.address).to_bytes(8, "little") + flag.to_bytes(4, "little") + bytes(4)
    obj = CodeObject.from_bytes(co)
    with_raw_kernarg(obj.kernels["k"], raw)
    emu.dispatch(obj, "k", grid=(64,), workgroup=(64,), args=[raw])
    return out.to_numpy()[0]


def test_bad_branch_that_runs_is_a_fault_with_its_place():
    with pytest.raises(EmulationFault) as info:
        _run(0)
    e = info.value
    assert "not an instruction of the kernel" in str(e)
    assert "s_cbranch_scc1 1000" in str(e) and e.pc is not None


def test_bad_branch_that_never_runs_is_harmless():
    assert _run(7) == 7
