"""Command-line errors and texts as a user meets them (issue 13); each failed before."""

from __future__ import annotations

import argparse

import pytest

from amdgcn import cli
from amdgcn.cli import COMMANDS, build_parser, main
from tests.emu.kernels import hsaco

ALGO = str(hsaco("algo", 3))
SOURCE = """\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
\t.text
\ts_nop 0
\ts_endpgm
"""


def test_objdump_and_link_errors_name_the_file(tmp_path, capsys):
    bad = tmp_path / "bad.o"
    bad.write_bytes(b"not an ELF file")
    assert main(["objdump", "-d", ALGO, str(bad)]) == 2
    assert f"'{bad}': ELF header" in capsys.readouterr().err
    assert main(["link", str(bad), "-o", str(tmp_path / "x.hsaco")]) == 2
    assert f"'{bad}': ELF header" in capsys.readouterr().err
    assert main(["link", ALGO, "-o", str(tmp_path / "x.hsaco")]) == 2
    assert f"'{ALGO}' is not a relocatable object" in capsys.readouterr().err


def test_as_takes_the_processor_from_amdgcn_target(tmp_path, capsys):
    src = tmp_path / "k.s"
    src.write_text(SOURCE)
    assert main(["as", "--show-encoding", str(src)]) == 0
    assert "s_nop 0 ; encoding: [0x00,0x00,0x80,0xbf]" in " ".join(
        capsys.readouterr().out.split())
    src.write_text(SOURCE.split("\n", 1)[1])
    assert main(["as", str(src)]) == 2
    assert "no --mcpu given and no .amdgcn_target" in capsys.readouterr().err


@pytest.mark.parametrize("mode", [["-o", "OUT"], ["--show-encoding"], ["--link", "-o", "OUT"]])
def test_unsupported_processor_is_one_error_for_every_output(tmp_path, capsys, mode):
    src = tmp_path / "k.s"
    src.write_text(SOURCE.split("\n", 1)[1])
    argv = [str(tmp_path / "k.o") if a == "OUT" else a for a in mode]
    assert main(["as", "--mcpu=gfx9999", *argv, str(src)]) == 2
    assert capsys.readouterr().err == ("amdgcn as: error: unknown or unsupported processor "
                                       "'gfx9999' (GFX6 to GFX11 are supported)\n")
    assert not (tmp_path / "k.o").exists()


def test_as_link_does_not_write_an_elf_to_a_terminal(tmp_path, capsys, monkeypatch):
    src = tmp_path / "k.s"
    src.write_text(SOURCE)
    monkeypatch.setattr("sys.stdout.isatty", lambda: True)
    assert main(["as", "--link", str(src)]) == 1
    captured = capsys.readouterr()
    assert "refusing to write an object to a terminal" in captured.err
    assert captured.out == ""


def test_targets_mark_what_is_supported(capsys):
    assert main(["targets"]) == 0
    rows = {line.split()[0]: line.split() for line in capsys.readouterr().out.splitlines()}
    assert rows["processor"][-2:] == ["asm", "emu"]
    assert rows["gfx90a"][-2:] == ["yes", "yes"]
    assert rows["gfx802"][-2:] == ["yes", "untested"]
    assert rows["r600"][-2:] == ["-", "-"]


@pytest.mark.parametrize("name", list(COMMANDS))
def test_help_texts_have_no_restructuredtext_markup(name):
    parser = build_parser(name)
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    text = sub.choices[name].format_help()
    assert "``" not in text and ":mod:" not in text and ":class:" not in text, text


def test_plain_text_drops_roles_and_literals():
    assert cli.plain_text("see :mod:`amdgcn.codeobj.source` and ``--kd``") == \
        "see amdgcn.codeobj.source and --kd"
