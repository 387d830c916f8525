"""The command line: help, usage errors and exit statuses."""

import subprocess
import sys

import pytest

from amdgcn.cli import COMMANDS, main


def run_cli(*argv):
    return subprocess.run([sys.executable, "-m", "amdgcn", *argv], capture_output=True, text=True)


def test_help_lists_every_subcommand():
    r = run_cli("--help")
    assert r.returncode == 0
    for name in COMMANDS:
        assert name in r.stdout


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_subcommand_help(name):
    r = run_cli(name, "--help")
    assert r.returncode == 0, r.stderr
    assert "usage: amdgcn " + name in r.stdout


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_wrong_flag_is_one_line_exit_2(name):
    r = run_cli(name, "--no-such-flag")
    assert r.returncode == 2
    assert "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


def test_no_command_prints_help_exit_2(capsys):
    assert main([]) == 2


def test_llvm_single_dash_options_are_accepted():
    from amdgcn.cli import _normalize
    assert _normalize(["-mcpu=gfx90a", "-show-encoding", "-o", "x"]) == [
        "--mcpu=gfx90a", "--show-encoding", "-o", "x"]
