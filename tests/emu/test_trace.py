"""--trace: every register an instruction writes, changed or not."""

from __future__ import annotations

import io

import numpy as np

from amdgcn.codeobj import CodeObject
from amdgcn.emu import Emulator
from amdgcn.emu.trace import Tracer, parse_reg, written
from amdgcn.isa import decode
from tests.emu.kernels import hsaco


def test_parse_reg():
    assert parse_reg("v[0:1]") == ("v", 0, 2)
    assert parse_reg("s7") == ("s", 7, 1)
    assert parse_reg("a[4:7]") == ("a", 4, 4)
    assert parse_reg("vcc") == ("s", 106, 2)
    assert parse_reg("exec_lo") == ("s", 126, 1)
    assert parse_reg("ttmp[2:3]") == ("s", 110, 2)
    assert parse_reg("off") is None and parse_reg("0x2c") is None


def _decoded(file, kernel):
    co = CodeObject.from_file(hsaco(file, 3))
    text = co.section(".text")
    data, off = bytes(text.data), co.kernels[kernel].entry - text.addr
    out = []
    while True:
        inst = decode(data, "gfx90a", off, address=text.addr + off)
        out.append(inst)
        off += inst.size
        if inst.name == "s_endpgm":
            return {str(i): i for i in out}


def test_written_registers_of_each_family():
    insts = _decoded("elementwise", "vadd")
    w = {text.split(" ", 1)[0] + " " + text.split(" ", 1)[1].split(",")[0]: written(i)
         for text, i in insts.items() if " " in text}
    assert w["s_load_dwordx2 s[0:1]"] == (("s", 0, 2),)
    assert w["v_add_co_u32_e32 v0"] == (("v", 0, 1), ("s", 106, 2))
    assert w["v_mad_u64_u32 v[0:1]"] == (("v", 0, 2), ("s", 0, 2))
    assert w["v_cmp_gt_i32_e32 vcc"] == (("s", 106, 2),)
    assert w["s_and_saveexec_b64 s[0:1]"] == (("s", 0, 2), ("s", 126, 2), ("scc", 253, 1))
    assert w["global_load_dword v6"] == (("v", 6, 1),)
    assert w["global_store_dword v[0:1]"] == ()
    assert w["s_and_b32 s2"] == (("s", 2, 1), ("scc", 253, 1))


def test_tracer_prints_writes_that_do_not_change_a_value():
    emu = Emulator(mcpu="gfx90a")
    n = 64
    a = np.arange(n, dtype=np.float32)
    A, C = emu.to_device(a), emu.empty((n,), np.float32)
    out = io.StringIO()
    emu.dispatch(hsaco("elementwise", 3), "vadd", grid=(n,), workgroup=(64,), args=[A, A, C, n],
                 trace=Tracer([0], out))
    lines = out.getvalue().splitlines()
    assert all(line.startswith("wave 0 ") for line in lines)
    mov = next(line for line in lines if "v_mov_b32_e32 v2, 0" in line)
    assert "v2[64 lanes: 0x00000000 0x00000000" in mov          # v2 was 0 already
    saveexec = next(line for line in lines if "s_and_saveexec_b64" in line)
    assert "exec=0xffffffffffffffff" in saveexec and "scc=1" in saveexec
    load = next(line for line in lines if "global_load_dword v6" in line)
    assert "0x3f800000" in load                                  # a[1] = 1.0 in lane 1
    assert lines[-1].endswith("s_endpgm")
