"""Hostile kernels and descriptors end in an EmulationFault (or CodeObjectError), never in a
Python exception or a hang (issue 12): registers past the allocation, jumps to
non-instructions, s_setreg past bit 31, huge segment sizes, mistyped metadata, wall-clock
timeout, Ctrl-C, internal errors at the dispatch boundary."""

from __future__ import annotations

import copy

import numpy as np
import pytest

from amdgcn.asm.objasm import assemble
from amdgcn.codeobj import CodeObject
from amdgcn.emu import Emulator, LocalBuffer
from amdgcn.errors import CodeObjectError, EmulationFault
from tests.emu.kernels import hsaco

SGPRS = 8


def _kernel(body: str, *, vgprs: int = 4, extra: str = "") -> CodeObject:
    src = f""".text
.globl k
.p2align 8
.type k,@function
k:
{body}
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr {vgprs}
  .amdhsa_next_free_sgpr {SGPRS}
  .amdhsa_accum_offset 4
  {extra}
.end_amdhsa_kernel
"""
    return CodeObject.from_bytes(assemble(src, mcpu="gfx90a", link=True))


def _run(co, **kw):
    return Emulator("gfx90a", **kw).dispatch(co, "k", grid=(64,), workgroup=(64,))


@pytest.mark.parametrize("body,reg,files", [
    ("  v_mov_b32 v200, 0", "v200", "4 VGPRs"),
    ("  v_mov_b32 v0, v[7]", "v7", "4 VGPRs"),
    ("  global_load_dwordx4 v[2:5], v[0:1], off", "v5", "4 VGPRs"),
    ("  v_accvgpr_write_b32 a5, 0", "a5", "1 AGPRs"),
])
def test_register_past_the_allocation_faults(body, reg, files):
    """Each raised IndexError inside the semantics before (15 sites)."""
    with pytest.raises(EmulationFault) as e:
        _run(_kernel(body))
    assert e.value.pc is not None and e.value.wave == 0
    assert f"{reg} lies past the {files}" in e.value.reason
    assert e.value.instruction.split()[0].startswith(body.split()[0])


def test_register_past_the_allocation_in_code_never_run_is_no_fault():
    _run(_kernel("  s_branch L1\n  v_mov_b32 v200, 0\nL1:"))


# s_cbranch_scc1 +1: the target is the literal of the v_mov_b32 that follows
_INTO_LITERAL = "  .long 0xbf850001\n  v_mov_b32 v0, 0x12345678"


def test_jump_into_an_instruction_faults_only_when_taken():
    _run(_kernel("  s_cmp_eq_u32 0, 1\n" + _INTO_LITERAL))          # SCC = 0: not taken
    with pytest.raises(EmulationFault, match="not an instruction") as e:
        _run(_kernel("  s_cmp_eq_u32 0, 0\n" + _INTO_LITERAL))      # taken
    assert e.value.pc is not None and e.value.address is not None


@pytest.mark.parametrize("body", [
    "  s_setreg_b32 hwreg(HW_REG_MODE, 31, 4), s0",
    "  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 30, 8), 0xff",
])
def test_setreg_past_bit_31_writes_the_bits_that_exist(body):
    """OverflowError before: the mask was not cut to 32 bits."""
    _run(_kernel(body))


@pytest.mark.parametrize("extra,match", [
    (".amdhsa_kernarg_size 0xfffff000", "kernarg segment of 4294963200 bytes"),
    (".amdhsa_private_segment_fixed_size 0xffffffff", "private bytes per work-item"),
])
def test_huge_segment_sizes_are_refused(extra, match):
    """MemoryError/struct.error before."""
    with pytest.raises(EmulationFault, match=match):
        _run(_kernel("  s_nop 0", extra=extra))


@pytest.mark.parametrize("key,value,shown", [
    (".vgpr_count", "image", "'image'"),
    (".kernarg_segment_size", -1, "-1"),
    (".max_flat_workgroup_size", 1.5, "1.5"),
    (".reqd_workgroup_size", [1, 2], "[1, 2]"),
    ((".args", 0, ".size"), -1, "-1"),
    ((".args", 1, ".offset"), float("nan"), "NaN"),
    ((".args", 0, ".value_kind"), 7, "7"),
    ((".args", 0), "x", None),
])
def test_mistyped_metadata_is_a_code_object_error(key, value, shown):
    """Fourteen crashes before on values of the wrong type (AMDGPUUsage: Code Object V3+
    Metadata gives every key's type)."""
    co = CodeObject.from_file(hsaco("elementwise", 3))
    kernel = copy.deepcopy(co.kernels["vadd"].metadata)
    co.kernels["vadd"].metadata = kernel
    if isinstance(key, tuple):
        target = kernel
        for part in key[:-1]:
            target = target[part]
        target[key[-1]] = value
        name = f"{key[0]}[{key[1]}]" + (key[2] if len(key) > 2 else "")
    else:
        kernel[key] = value
        name = key
    emu = Emulator("gfx90a")
    a = emu.to_device(np.zeros(4, np.float32))
    with pytest.raises((CodeObjectError, EmulationFault)) as e:
        emu.dispatch(co, "vadd", grid=(4,), workgroup=(4,), args=[a, a, a, 4])
    if shown is not None:
        assert f"{name} is {shown}, expected" in str(e.value)


@pytest.mark.parametrize("key,value,match", [
    (".pointee_align", 1 << 31, "ends at LDS byte"),    # address past 32 bits
    (".size", 1, None),                                  # address wider than the field
])
def test_local_buffer_placement_past_the_lds_or_the_field(key, value, match):
    """Fuzz campaign 5005, input 671815: "emulator error (OverflowError: int too big to
    convert)" when a __local argument's placement did not fit its kernarg field."""
    co = CodeObject.from_file(hsaco("lds", 3))
    kernel = copy.deepcopy(co.kernels["local_arg"].metadata)
    co.kernels["local_arg"].metadata = kernel
    kernel[".args"][3][key] = value
    emu = Emulator("gfx90a")
    A = emu.empty((64,), np.int32)
    args = [A, A, LocalBuffer(256), LocalBuffer(256)]
    if match is None:       # the narrow field holds the low byte; the kernel runs
        emu.dispatch(co, "local_arg", grid=(64,), workgroup=(64,), args=args)
        return
    with pytest.raises(EmulationFault, match=match) as e:
        emu.dispatch(co, "local_arg", grid=(64,), workgroup=(64,), args=args)
    assert "emulator error" not in str(e.value)


_LOOP = "L0:\n  s_branch L0"


def test_timeout_stops_a_runaway_kernel():
    """Only the 50 M instruction budget stopped a loop before (67 s for two instructions)."""
    with pytest.raises(EmulationFault) as e:
        _run(_kernel(_LOOP), timeout=0.3)
    msg = str(e.value)
    assert "stopped by its time limit after" in msg and "wave-instructions" in msg
    assert "0 of 1 waves had finished" in msg


def test_timeout_per_dispatch_overrides_the_emulator():
    emu = Emulator("gfx90a", timeout=1000)
    with pytest.raises(EmulationFault, match="time limit"):
        emu.dispatch(_kernel(_LOOP), "k", grid=(64,), workgroup=(64,), timeout=0.2)


def test_budget_fault_says_how_to_raise_it():
    with pytest.raises(EmulationFault, match=r"budget of 1000 \(Emulator\(budget=N\)"):
        _run(_kernel(_LOOP), budget=1000)


def test_ctrl_c_is_a_fault_that_says_how_far_it_got():
    calls = []

    def trace(step, g, st):
        calls.append(1)
        if len(calls) == 50:
            raise KeyboardInterrupt

    emu = Emulator("gfx90a")
    with pytest.raises(EmulationFault, match=r"interrupted \(Ctrl-C\) after \d+ wave-instr"):
        emu.dispatch(_kernel(_LOOP), "k", grid=(64,), workgroup=(64,), trace=trace)


def test_internal_errors_become_faults_at_the_dispatch_boundary():
    emu = Emulator("gfx90a")

    def broken(inst, ctx):
        def fn(st, g):
            return [][1]
        return fn
    emu._builders = {**emu._builders, "s_nop": broken}
    with pytest.raises(EmulationFault, match=r"emulator error \(IndexError") as e:
        emu.dispatch(_kernel("  s_nop 0"), "k", grid=(64,), workgroup=(64,))
    assert e.value.instruction == "s_nop 0" and e.value.pc is not None


def test_run_timeout_on_the_command_line(tmp_path, capsys):
    from amdgcn.cli import main
    path = tmp_path / "loop.hsaco"
    path.write_bytes(_kernel(_LOOP).to_bytes())
    assert main(["run", str(path), "k", "--grid", "64", "--block", "64", "--timeout",
                 "0.3"]) == 2
    err = capsys.readouterr().err
    assert "stopped by its time limit after" in err and "wave-instructions" in err


def test_a_code_object_without_text_is_a_fault():
    """Fuzz finding (issue 12): a renamed .text section raised AttributeError while the
    program was decoded, before the dispatch boundary of the run itself."""
    data = _kernel("  s_nop 0").to_bytes()
    assert data.count(b"\0.text\0") == 1
    co = CodeObject.from_bytes(data.replace(b"\0.text\0", b"\0.tezt\0"))
    with pytest.raises(EmulationFault, match=r"no \.text section"):
        _run(co)


def test_internal_errors_while_preparing_become_faults(monkeypatch):
    emu = Emulator("gfx90a")
    monkeypatch.setattr(emu, "program", lambda co, kernel: {}["missing"])
    with pytest.raises(EmulationFault, match=r"emulator error \(KeyError"):
        emu.dispatch(_kernel("  s_nop 0"), "k", grid=(64,), workgroup=(64,))


def test_memory_check_is_none_when_lanes_in_two_allocations_are_all_inside():
    """Fuzz finding: the slow path returned an empty array for "all inside", which
    s_load's check read as a faulting lane (IndexError behind the dispatch boundary)."""
    from amdgcn.emu.memory import Memory
    mem = Memory()
    a, b = mem.allocate(64), mem.allocate(64)
    assert mem.check(np.array([a.address, b.address], dtype=np.uint64), 4) is None
    assert list(mem.check(np.array([a.address, b.address + 62], dtype=np.uint64), 4)) == [1]
    # s_load at address -4 (base 0, offset -1): the end wrapped past 2**64 and passed
    wrapped = np.array([a.address, 2**64 - 4], dtype=np.uint64)
    assert list(mem.check(wrapped, 8)) == [1]


def _tiny(edit=lambda s: s, patch=lambda b: b):
    from fuzz.seeds import kernel_source
    return CodeObject.from_bytes(patch(assemble(edit(kernel_source("store")), mcpu="gfx90a",
                                                link=True)))


def _rename_last_offset_key(data: bytes) -> bytes:
    """The MessagePack key ``.offset`` of the last argument renamed (same length)."""
    k = data.rindex(b".offset")
    return data[:k] + b".offsez" + data[k + 7:]


@pytest.mark.parametrize("edit,patch,match", [
    (lambda s: s, _rename_last_offset_key, r"argument 1 has no \.offset"),
    (lambda s: s.replace("      - .size: 4\n", "      - .size: 0\n"), lambda b: b,
     r"argument 1 .*holds no value"),
])
def test_kernel_argument_metadata_faults(edit, patch, match):
    """Fuzz findings hidden behind the dispatch boundary as "emulator error (KeyError:
    '.offset')" and "(ValueError: negative shift count)": now faults that say why."""
    emu = Emulator("gfx90a")
    out = emu.empty((64,), np.uint32)
    co = _tiny(edit, patch)
    with pytest.raises(EmulationFault, match=match) as e:
        emu.dispatch(co, "store", grid=(64,), workgroup=(64,), args=[out, 64])
    assert "emulator error" not in str(e.value)
    emu.dispatch(_tiny(), "store", grid=(64,), workgroup=(64,), args=[out, 64])
    assert list(out.to_numpy()[:3]) == [0, 1, 2]


@pytest.mark.parametrize("words,reason", [
    ("0x7e0202fa, 0xff010000", "dpp_ctrl 0x100"),          # v_mov_b32_dpp, reserved dpp_ctrl
    ("0xd3d84001, 0x18000001", "operand's class"),          # v_accvgpr_read_b32 v1, <s1>
    ("0xd2890005, 0x00000004", "operand's class"),          # v_readlane_b32 s5, <s4>, s0
    ("0x7e02a280", "operand's class"),                      # v_swap_b32 v1, <0>
    ("0xd1000000, 0x24020000", "lane mask must be scalar"),  # v_cndmask_b32_e64 .., v[0:1]
])
def test_encodings_the_emulator_cannot_build_fault_only_when_run(words, reason):
    """Fuzz findings behind the dispatch boundary ("emulator error (ValueError: reserved
    dpp_ctrl)", an IndexError of AGPR -256): such an instruction faults when it runs, with
    the reason, and a kernel that never runs it is fine."""
    _run(_kernel(f"  s_endpgm\n  .long {words}"))
    with pytest.raises(EmulationFault, match=f"cannot run .*{reason}") as e:
        _run(_kernel(f"  .long {words}"))
    assert "emulator error" not in str(e.value)


@pytest.mark.parametrize("body", ["  s_orn2_b64 s[4:5], s[0:1], src_execz",
                                  "  s_mov_b64 s[4:5], src_vccz"])
def test_execz_and_vccz_as_64_bit_operands(body):
    """Fuzz finding behind the dispatch boundary: a 64-bit read of src_execz viewed 32-bit
    lanes as 64-bit ones (ValueError); src_vccz read as 64 bits gave no reader at all."""
    _run(_kernel(body))


def test_scratch_of_a_batch_is_bounded():
    """Fuzz finding behind the dispatch boundary: the largest private segment (131,056
    bytes a work-item) times a full batch of waves asked for 32 GiB of scratch
    (MemoryError); the batch now holds fewer waves."""
    from amdgcn.emu.emulator import BATCH_BYTES
    co = _kernel("  s_nop 0", extra=".amdhsa_private_segment_fixed_size 131056")
    emu = Emulator("gfx90a")
    sizes = []
    allocate = emu.memory.allocate

    def spy(size, name="buffer"):
        sizes.append(size)
        return allocate(size, name)
    emu.memory.allocate = spy
    emu.dispatch(co, "k", grid=(2048,), workgroup=(256,))
    assert 0 < max(sizes) <= BATCH_BYTES      # 32 waves of 8 MiB asked for 256 MiB before


def test_aperture_register_as_a_64_bit_vector_source():
    """Fuzz finding behind the dispatch boundary (emu seed 5002): src_private_base as the
    64-bit source of a VOPC read one value for all waves, and indexing it per wave raised
    IndexError. The aperture is the same for every lane: a compare against it runs."""
    _run(_kernel("  v_mov_b32 v2, 0\n  v_mov_b32 v3, 0\n"
                 "  v_cmpx_ngt_f64_e32 vcc, src_private_base, v[2:3]"))


def _store_kernel_with(body: str, *, kernarg: int = 16, lds: int = 0, args: str = "",
                       extra: str = "", patch=lambda b: b) -> CodeObject:
    """The ``store`` seed kernel with ``body`` for its code, ``lds`` bytes of LDS and more
    metadata arguments."""
    def edit(s):
        a, b = s.index("  s_load_dwordx2"), s.index(".Lend:")
        s = s[:a] + body + "\n" + s[b + len(".Lend:"):]
        s = s.replace("  .amdhsa_kernarg_size 16\n", f"  .amdhsa_kernarg_size {kernarg}\n"
                      f"  .amdhsa_group_segment_fixed_size {lds}\n{extra}")
        s = s.replace(".kernarg_segment_size: 16", f".kernarg_segment_size: {kernarg}")
        s = s.replace(".group_segment_fixed_size: 0", f".group_segment_fixed_size: {lds}")
        return s.replace("        .name: n\n", "        .name: n\n" + args)
    return _tiny(edit, patch)


_GLOBAL_LOAD_LDS = """  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_mov_b32 m0, {m0}
  s_waitcnt lgkmcnt(0)
  global_load_dword v1, s[4:5] offset:8 lds
  s_waitcnt vmcnt(0)
  v_add_u32 v2, 1, v0
  v_and_b32 v2, 63, v2
  v_lshlrev_b32 v2, 2, v2
  ds_read_b32 v3, v2 offset:24
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v3, s[4:5]"""


def test_global_load_dword_to_lds():
    """Fuzz finding behind the dispatch boundary (emu seed 5003): ``global_load_dword ...
    lds`` (clang's ``__builtin_amdgcn_global_load_lds``) wrote VGPR 127, its unused VDST
    field, instead of LDS (IndexError). Each lane's dword goes to LDS byte
    M0[15:0] + offset + 4 * lane; the offset applies to the global address too."""
    emu = Emulator("gfx90a")
    x = np.arange(100, 200, dtype=np.uint32)
    buf = emu.to_device(x)
    emu.dispatch(_store_kernel_with(_GLOBAL_LOAD_LDS.format(m0=16), lds=512), "store",
                 grid=(64,), workgroup=(64,), args=[buf, 64])
    lane = np.arange(64)
    # LDS byte 16 + 8 + 4t holds x[t + 2]; lane t reads LDS byte 24 + 4 ((t + 1) % 64)
    assert np.array_equal(buf.to_numpy()[:64], x[(lane + 1) % 64 + 2])


def test_global_load_to_lds_outside_the_lds_faults():
    emu = Emulator("gfx90a")
    buf = emu.to_device(np.zeros(100, np.uint32))
    with pytest.raises(EmulationFault, match="LDS transfer outside") as e:
        emu.dispatch(_store_kernel_with(_GLOBAL_LOAD_LDS.format(m0=400), lds=512), "store",
                     grid=(64,), workgroup=(64,), args=[buf, 64])
    assert "global_load_dword" in e.value.instruction


def test_malformed_hidden_argument_kind_is_left_zero():
    """Fuzz finding behind the dispatch boundary (emu seed 5002): the hidden kind
    ``hidden_global_offset_}`` indexed the axis table with '}' (KeyError). A kind the
    emulator does not know is left zero; a known one is still filled."""
    args = ("      - .size: 8\n        .offset: 16\n        .value_kind: hidden_global_offset_x\n"
            "      - .size: 2\n        .offset: 24\n        .value_kind: hidden_group_size_x\n")
    body = """  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_load_dwordx4 s[8:11], s[0:1], 0x10
  v_mov_b32 v1, 0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v2, s8
  v_mov_b32 v3, s9
  v_mov_b32 v4, s10
  global_store_dwordx3 v1, v[2:4], s[4:5]"""
    emu = Emulator("gfx90a")
    buf = emu.to_device(np.full(4, 7, np.uint32))
    def patch(data):
        assert data.count(b"hidden_global_offset_x") == 1     # the assembler checks kinds
        return data.replace(b"hidden_global_offset_x", b"hidden_global_offset_}")
    emu.dispatch(_store_kernel_with(body, kernarg=32, args=args, patch=patch), "store",
                 grid=(128,),
                 workgroup=(64,), args=[buf, 64])
    assert list(buf.to_numpy()) == [0, 0, 64, 7]


def test_aql_packet_names_the_kernel_descriptor():
    """The dispatch packet's kernel_object is the loaded kernel descriptor's address (HSA);
    it held the code address, and a hostile kernel_code_entry_byte_offset made it negative
    (emu seed 5003: struct.error behind the dispatch boundary)."""
    body = """  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_load_dwordx2 s[6:7], s[2:3], 0x20
  v_mov_b32 v1, 0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v2, s6
  v_mov_b32 v3, s7
  global_store_dwordx2 v1, v[2:3], s[4:5]"""
    # with the dispatch pointer first, the kernarg pointer moves to s[2:3]: swap the names
    body = body.replace("s[0:1], 0x0", "s[X], 0x0").replace("s[2:3], 0x20", "s[0:1], 0x20")
    body = body.replace("s[X]", "s[2:3]")
    co = _store_kernel_with(body, extra="  .amdhsa_user_sgpr_dispatch_ptr 1\n")
    emu = Emulator("gfx90a")
    buf = emu.to_device(np.zeros(2, np.uint64))
    emu.dispatch(co, "store", grid=(64,), workgroup=(64,), args=[buf, 64])
    want = emu.program(co, "store").load_base + co.kernels["store"].descriptor_address
    assert int(buf.to_numpy()[0]) == want

    data = bytearray(co.to_bytes())
    sym = next(s for s in co.symbols if s.name == "store.kd")
    sec = co.sections[sym.shndx]
    at = sec.header.sh_offset + sym.value - sec.addr
    # kernel_code_entry_byte_offset (descriptor bytes 16-23) pointing far below the image
    data[at + 16: at + 24] = (-(1 << 62)).to_bytes(8, "little", signed=True)
    with pytest.raises(CodeObjectError, match=r"kernel entry 0xc0{12}[0-9a-f]{3} outside"):
        CodeObject.from_bytes(bytes(data))
    # without the function symbol (renamed in .strtab and .dynstr), the kernel's code is
    # looked up at the entry alone
    assert data.count(b"\0store\0") == 2
    data = data.replace(b"\0store\0", b"\0stoze\0")
    with pytest.raises(EmulationFault, match="not an instruction") as e:
        emu.dispatch(CodeObject.from_bytes(bytes(data)), "store", grid=(64,), workgroup=(64,),
                     args=[buf, 64])
    assert "address=0x" in str(e.value) and "-" not in str(e.value).split("address=")[1]
