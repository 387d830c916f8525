"""``amdgcn run`` (issue 13): arguments checked against the metadata, --trace, --kernarg,
offload bundles, progress, what is saved where, the budget hint. Each failed before."""

from __future__ import annotations

import io

import numpy as np
import pytest

from amdgcn.cli import main
from amdgcn.codeobj.bundle import BundleEntry, bundle
from amdgcn.commands._progress import Progress, plain_line
from tests.emu.kernels import hsaco

ALGO = str(hsaco("algo", 3))
COLLATZ = [ALGO, "collatz", "--grid", "64", "--block", "64"]
SAXPY = [str(hsaco("elementwise", 3)), "saxpy", "--grid", "64", "--block", "64"]


def run(capsys, *argv):
    rc = main(["run", *argv])
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_trace_all_and_ranges(capsys):
    rc, out, err = run(capsys, *COLLATZ, "--arg", "arange:u32:64", "--arg", "zeros:u32:64",
                       "--trace", "all", "--trace-lanes", "all", "--trace-float")
    assert rc == 0 and err == ""
    assert "wave 0 0x" in out and "63:0x" in out          # all 64 lanes shown
    load = next(line for line in out.splitlines() if "global_load_dword" in line)
    assert "load 64 lanes: 0:[0x" in load and "63:[0x" in load
    store = next(line for line in out.splitlines() if "global_store_dword" in line)
    assert "store " in store and "]=0x" in store           # address and stored value


def test_trace_of_a_wave_the_dispatch_lacks_is_an_error(capsys):
    rc, _, err = run(capsys, *COLLATZ, "--arg", "arange:u32:64", "--arg", "zeros:u32:64",
                     "--trace", "999")
    assert rc == 2 and "wave 999 is not in this dispatch (waves 0 to 0)" in err
    rc, _, err = run(capsys, *COLLATZ, "--arg", "arange:u32:64", "--arg", "zeros:u32:64",
                     "--trace", "x")
    assert rc == 2 and "--trace takes wave ids" in err


@pytest.mark.parametrize("argv,message", [
    (["--arg", "f32:1", "--arg", "zeros:f32:64", "--arg", "zeros:f32:64", "--arg", "2.5"],
     "argument 3 (uint) takes an unsigned 32-bit integer, got '2.5'"),
    (["--arg", "f32:1", "--arg", "zeros:f32:64", "--arg", "zeros:f32:64", "--arg", "-1"],
     "argument 3 (uint): -1 is out of range for uint32"),
    (["--arg", "f32:1", "--arg", "zeros:f64:64", "--arg", "zeros:f32:64", "--arg", "64"],
     "argument 1 (float*) points to float32 elements; the array is float64"),
    (["--arg", "f32:1", "--arg", "5", "--arg", "zeros:f32:64", "--arg", "64"],
     "argument 1 (float*) is a pointer"),
    (["--arg", "i64:1", "--arg", "zeros:f32:64", "--arg", "zeros:f32:64", "--arg", "64"],
     "argument 0 (float) takes 4 bytes; 'i64:1' is 8"),
    (["--arg", "1.0", "--arg", "zeros:f32:64"], "takes 4 arguments (float, float*, float*, uint)"),
])
def test_arguments_are_checked_against_the_metadata(capsys, argv, message):
    rc, _, err = run(capsys, *SAXPY, *argv)
    assert rc == 2 and message in err, err
    assert "Traceback" not in err


def test_float64_npy_for_a_float_pointer(capsys, tmp_path):
    np.save(tmp_path / "x.npy", np.zeros(64))
    rc, _, err = run(capsys, *SAXPY, "--arg", "2", "--arg", str(tmp_path / "x.npy"),
                     "--arg", "zeros:f32:64", "--arg", "64")
    assert rc == 2 and "the array is float64" in err


def test_block_over_max_flat_workgroup_size(capsys):
    rc, _, err = run(capsys, ALGO, "collatz", "--grid", "512", "--block", "512",
                     "--arg", "arange:u32:512", "--arg", "zeros:u32:512")
    assert rc == 2 and "--block 512 asks for work-groups of 512 work-items; kernel 'collatz' " \
        "is compiled for at most 256 (.max_flat_workgroup_size)" in err


def test_nothing_is_saved_unless_asked(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    rc, out, _ = run(capsys, *SAXPY, "--arg", "2", "--arg", "ones:f32:64", "--arg",
                     "ones:f32:64", "--arg", "64")
    assert rc == 0 and list(tmp_path.iterdir()) == []
    assert "argument 2 (float*): [3., 3." in out           # y = 2 * 1 + 1, summarised
    rc, out, _ = run(capsys, *SAXPY, "--arg", "2", "--arg", "ones:f32:64", "--arg",
                     "ones:f32:64", "--arg", "64", "-o", "out")
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["arg2.npy"]  # not x
    assert np.all(np.load(tmp_path / "out" / "arg2.npy") == 3)


def test_budget_error_names_the_option(capsys):
    rc, _, err = run(capsys, *COLLATZ, "--arg", "arange:u32:64", "--arg", "zeros:u32:64",
                     "--budget", "50")
    assert rc == 2 and "instruction budget" in err and "--budget" in err


def _no_metadata(tmp_path):
    src = tmp_path / "k.s"
    src.write_text("""\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
\t.amdhsa_code_object_version 5
\t.text
\t.globl k
\t.p2align 8
\t.type k,@function
k:
\ts_load_dwordx2 s[2:3], s[0:1], 0x0
\ts_load_dword s4, s[0:1], 0x8
\tv_mov_b32_e32 v1, 0
\ts_waitcnt lgkmcnt(0)
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
""")
    assert main(["as", "--link", str(src), "-o", str(tmp_path / "k.hsaco")]) == 0
    return str(tmp_path / "k.hsaco")


def test_kernel_without_metadata_and_kernarg(capsys, tmp_path):
    path = _no_metadata(tmp_path)
    capsys.readouterr()
    rc, _, err = run(capsys, path, "k", "--grid", "64", "--block", "64", "--arg",
                     "zeros:u32:4", "--arg", "1")
    assert rc == 2 and "has no .amdgpu_metadata" in err and "give its type (u32:5" in err
    out = tmp_path / "out.npy"
    rc, _, err = run(capsys, path, "k", "--grid", "64", "--block", "64", "--arg",
                     "zeros:u32:4", "--arg", "u32:0x1234", "--save", f"0={out}")
    assert rc == 0, err
    assert list(np.load(out)) == [0x1234, 0, 0, 0]       # laid out at offsets 0 and 8
    from amdgcn.codeobj import CodeObject
    from amdgcn.commands._kernargs import with_raw_kernarg
    from amdgcn.emu import Emulator
    emu = Emulator(mcpu="gfx90a")
    buf = emu.empty((1,), np.uint32)
    raw = int(buf.address).to_bytes(8, "little") + (0x5678).to_bytes(4, "little")
    co = CodeObject.from_file(path)
    with_raw_kernarg(co.kernels["k"], raw)
    emu.dispatch(co, "k", grid=(64,), workgroup=(64,), args=[raw])
    assert buf.to_numpy()[0] == 0x5678
    rc, _, err = run(capsys, path, "k", "--grid", "64", "--block", "64", "--kernarg",
                     "00" * 8 + "34120000")
    assert rc == 2 and "address" in err       # a null pointer faults, with its address


def test_as_gen_metadata(capsys, tmp_path):
    src = tmp_path / "k.s"
    _no_metadata(tmp_path)
    assert main(["as", "--link", "--gen-metadata", str(src), "-o",
                 str(tmp_path / "g.hsaco")]) == 0
    from amdgcn.codeobj import CodeObject
    md = CodeObject.from_file(tmp_path / "g.hsaco").kernels["k"].metadata
    assert md[".kernarg_segment_size"] == 16 and md[".symbol"] == "k.kd"
    assert md[".vgpr_count"] == 8 and md[".wavefront_size"] == 64 and md[".args"] == []
    out = tmp_path / "out.npy"
    capsys.readouterr()
    rc, _, err = run(capsys, str(tmp_path / "g.hsaco"), "k", "--grid", "64", "--block", "64",
                     "--arg", "zeros:u32:2", "--arg", "u32:7", "--save", f"0={out}")
    assert rc == 0 and "lists no arguments" in err
    assert list(np.load(out)) == [7, 0]


def test_bundle_with_several_targets(capsys, tmp_path):
    blob = bundle([BundleEntry("host-x86_64-unknown-linux-gnu-", b""),
                   BundleEntry("hipv4-amdgcn-amd-amdhsa--gfx900",
                               hsaco("algo", 3, "gfx900").read_bytes()),
                   BundleEntry("hipv4-amdgcn-amd-amdhsa--gfx90a", hsaco("algo", 3).read_bytes())])
    path = tmp_path / "k.hipfb"
    path.write_bytes(blob)
    args = ["collatz", "--grid", "64", "--block", "64", "--arg", "arange:u32:64",
            "--arg", "zeros:u32:64"]
    rc, _, err = run(capsys, str(path), *args, "--mcpu", "gfx90a")
    assert rc == 0, err
    assert "using hipv4-amdgcn-amd-amdhsa--gfx90a (for gfx90a)" in err
    rc, _, err = run(capsys, str(path), *args)
    assert rc == 0 and "using hipv4-amdgcn-amd-amdhsa--gfx900 (the first; choose with --mcpu)" \
        in err
    rc, _, err = run(capsys, str(path), *args, "--mcpu", "gfx908")
    assert rc == 2 and "no code object for gfx908" in err and "gfx90a" in err
    assert main(["objdump", "-d", "--mcpu", "gfx90a", str(path)]) == 0
    captured = capsys.readouterr()
    assert "v_" in captured.out and "using hipv4-amdgcn-amd-amdhsa--gfx90a" in captured.err


def test_progress_plain_lines_off_a_terminal():
    out = io.StringIO()
    with Progress("k", stream=out, terminal=False, interval=0.0) as p:
        p(50, 200)
        p(200, 200)
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("k: 50/200 waves (25.0%),") and "waves/s, ETA 0:" in lines[0]
    assert lines[1].startswith("k: 200/200 waves (100.0%)")
    assert plain_line("k", 1, 4, 1.0) == "k: 1/4 waves (25.0%), 1 waves/s, ETA 0:00:03"


def test_progress_bar_on_a_terminal():
    out = io.StringIO()
    with Progress("k", stream=out, terminal=True) as p:
        p(10, 100)
    assert p._bar is not None and p._bar.tasks[0].completed == 10
    assert p._bar.tasks[0].total == 100


def test_readobj_picks_the_bundle_entry(capsys, tmp_path):
    """readobj used the first entry of a bundle silently; it now takes --mcpu and says which
    entry it shows."""
    blob = bundle([BundleEntry("hipv4-amdgcn-amd-amdhsa--gfx900",
                               hsaco("algo", 3, "gfx900").read_bytes()),
                   BundleEntry("hipv4-amdgcn-amd-amdhsa--gfx90a", hsaco("algo", 3).read_bytes())])
    path = tmp_path / "k.hipfb"
    path.write_bytes(blob)
    assert main(["readobj", "-h", "--mcpu", "gfx90a", str(path)]) == 0
    captured = capsys.readouterr()
    assert "gfx90a" in captured.out and "gfx900" not in captured.out
    assert "using hipv4-amdgcn-amd-amdhsa--gfx90a (for gfx90a)" in captured.err
    assert main(["readobj", "-h", str(path)]) == 0
    captured = capsys.readouterr()
    assert "gfx900" in captured.out and "choose with --mcpu" in captured.err
