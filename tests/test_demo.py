"""`amdgcn demo` and the README's first commands."""

import subprocess
import sys

from conftest import ROOT


def test_demo_runs_the_bundled_kernel_and_checks_it():
    r = subprocess.run([sys.executable, "-m", "amdgcn", "demo", "-n", "4096"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    out = r.stdout
    assert "target: gfx90a" in out
    assert "kernels: saxpy, matmul_lds" in out
    assert "v_fmac_f32_e32" in out                  # the disassembly is there
    assert "not decoded" not in out
    assert "saxpy on 4096 work-items: matches NumPy bit for bit" in out
    assert "matmul_lds 64x64" in out and "matches NumPy" in out


def test_demo_of_another_code_object_only_shows_it(tmp_path):
    from amdgcn.commands.demo import bundled_example
    p = tmp_path / "k.hsaco"
    p.write_bytes(bundled_example().read_bytes())
    r = subprocess.run([sys.executable, "-m", "amdgcn", "demo", str(p), "--kernel", "matmul_lds"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "kernel matmul_lds" in r.stdout and "s_barrier" in r.stdout


def test_demo_missing_file_is_one_line_exit_2(tmp_path):
    r = subprocess.run([sys.executable, "-m", "amdgcn", "demo", str(tmp_path / "nope.hsaco")],
                       capture_output=True, text=True)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


def test_readme_starts_with_the_two_commands():
    text = (ROOT / "README.md").read_text()
    block = text.split("```")[1].strip().splitlines()
    assert block[0] == "bash"
    assert block[1:] == ["pip install . && amdgcn demo",
                         "pip install '.[test]' && python -m pytest -q"]
