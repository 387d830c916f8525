"""Outputs are written whole or not at all (issue 12): amdgcn._io and the commands using it."""

from __future__ import annotations

import os

import pytest

from amdgcn._io import atomic_output, write_bytes_atomic
from amdgcn.cli import main


def test_a_failure_leaves_the_old_file_and_no_temporary(tmp_path):
    out = tmp_path / "k.o"
    out.write_bytes(b"old")
    with pytest.raises(RuntimeError), atomic_output(out) as f:
        f.write(b"half")
        raise RuntimeError("stopped")
    assert out.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["k.o"]


def test_success_replaces_and_keeps_the_mode(tmp_path):
    out = tmp_path / "k.o"
    out.write_bytes(b"old")
    out.chmod(0o640)
    write_bytes_atomic(out, b"new")
    assert out.read_bytes() == b"new" and (out.stat().st_mode & 0o777) == 0o640
    assert os.listdir(tmp_path) == ["k.o"]


def test_as_writes_no_object_on_error(tmp_path, capsys):
    src = tmp_path / "bad.s"
    src.write_text("s_nop 0\ns_bogus v0\n")
    out = tmp_path / "bad.o"
    assert main(["as", "--mcpu=gfx90a", "-filetype=obj", "-o", str(out), str(src)]) == 1
    assert not out.exists()
    out.write_bytes(b"previous")
    assert main(["as", "--mcpu=gfx90a", "-filetype=obj", "-o", str(out), str(src)]) == 1
    assert out.read_bytes() == b"previous"
    assert sorted(os.listdir(tmp_path)) == ["bad.o", "bad.s"]


def test_link_writes_nothing_when_an_input_is_bad(tmp_path, capsys):
    bad = tmp_path / "bad.o"
    bad.write_bytes(b"\x7fELF" + bytes(60))
    out = tmp_path / "k.hsaco"
    assert main(["link", str(bad), "-o", str(out)]) == 2
    assert not out.exists() and sorted(os.listdir(tmp_path)) == ["bad.o"]


def test_as_writes_the_object_whole(tmp_path, capsys):
    src = tmp_path / "ok.s"
    src.write_text("s_endpgm\n")
    out = tmp_path / "ok.o"
    assert main(["as", "--mcpu=gfx90a", "-filetype=obj", "-o", str(out), str(src)]) == 0
    assert out.read_bytes()[:4] == b"\x7fELF"
    assert sorted(os.listdir(tmp_path)) == ["ok.o", "ok.s"]
