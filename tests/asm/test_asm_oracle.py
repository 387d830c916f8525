"""The object assembler against a live LLVM 22 (``@pytest.mark.oracle``).

Three kinds of input, each assembled by ``llvm-mc -filetype=obj`` and by us, byte for byte:
our sources (``tests/data/asm/src``), what clang-22 writes for the OpenCL kernels of
``tests/data/codeobj/src`` (real compiler output: ``.amdhsa_kernel`` blocks, metadata,
``.set`` with ``max``/``or``, ``.addrsig``), and random directive soups.
"""

from __future__ import annotations

import base64
import os
import random
import subprocess
import tempfile
from pathlib import Path

import pytest
from conftest import DATA, llvm_tool

from tests.asm.asmcheck import compare, ours
from tools.gen_asm_golden import run_llvm_mc, source_configs

LLVM = Path(llvm_tool("llvm-mc") or "/nonexistent").parent
CL_SOURCES = ("elementwise", "calls", "control", "lds", "atomics", "globals", "scratch")


def _oracle(source: str, *, mcpu: str, triple: str = "amdgcn-amd-amdhsa", mattr: str = "",
            name: str = "input.s") -> None:
    want = run_llvm_mc(LLVM, source, mcpu=mcpu, triple=triple, mattr=mattr, name=name)
    if want.get("timeout") or want.get("skip"):
        pytest.skip("llvm-mc did not finish")
    got = ours(source, mcpu=mcpu, triple=triple, mattr=mattr, filename=name)
    problem = compare(want, got)
    assert problem is None, problem


@pytest.mark.oracle
@pytest.mark.parametrize("path", sorted((DATA / "asm" / "src").glob("*.s")), ids=lambda p: p.name)
def test_our_sources_against_live_llvm(path):
    text = path.read_text()
    for cfg in source_configs(text):
        _oracle(text, name=path.name, **cfg)


def _clang_asm(cl: Path, mcpu: str, opt: str) -> str:
    clang = llvm_tool("clang")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out.s"
        subprocess.run([clang, "-x", "cl", "-cl-std=CL2.0", "--target=amdgcn-amd-amdhsa",
                        f"-mcpu={mcpu}", opt, "-S", "-nogpulib", str(cl), "-o", str(out)],
                       check=True, capture_output=True)
        return out.read_text()


@pytest.mark.oracle
@pytest.mark.parametrize("name", CL_SOURCES)
@pytest.mark.parametrize("mcpu,opt", [("gfx90a", "-O3"), ("gfx803", "-O0")])
def test_clang_output_against_live_llvm(name, mcpu, opt):
    cl = DATA / "codeobj" / "src" / f"{name}.cl"
    if not cl.exists() or llvm_tool("clang") is None:
        pytest.skip("no such OpenCL source or no clang-22")
    _oracle(_clang_asm(cl, mcpu, opt), mcpu=mcpu, name=f"{name}.s")


# ---------------------------------------------------------------------------- random soups
#: (no .bss: llvm-mc 22 reports data put there by fragment, which this soup would only probe)
_SECTIONS = (".text", ".data", ".rodata", '.section .foo,"aw",@progbits',
             '.section .text.k,"ax",@progbits', ".pushsection .data.p", ".popsection",
             ".previous")


def random_source(rng: random.Random) -> str:
    """Sections, labels, symbols, data and alignment in a random order (no errors)."""
    lines, labels, n = [], [], 0
    depth = 0
    for _ in range(rng.randint(10, 40)):
        kind = rng.random()
        if kind < 0.15:
            s = rng.choice(_SECTIONS)
            if s == ".popsection" and not depth:
                continue
            depth += s.startswith(".pushsection") - (s == ".popsection")
            lines.append(s)
        elif kind < 0.3:
            n += 1
            name = rng.choice(["", ".L", "g_"]) + f"l{n}"
            labels.append(name)
            lines.append(f"{name}:")
            if name.startswith("g_") and rng.random() < 0.5:
                lines.append(f".globl {name}")
        elif kind < 0.5:
            d = rng.choice([".byte", ".short", ".long", ".quad"])
            vals = [str(rng.randint(0, 255)) for _ in range(rng.randint(1, 3))]
            if labels and d in (".long", ".quad") and rng.random() < 0.6:
                vals.append(rng.choice(labels) + rng.choice(["", "+4", "-" + rng.choice(labels)]))
            if d == ".long" and rng.random() < 0.2:
                vals.append("ext_sym" + rng.choice(["", "@abs32@lo", "@rel32@hi", "@gotpcrel"]))
            lines.append(f"{d} " + ", ".join(vals))
        elif kind < 0.6:
            lines.append(rng.choice([".p2align 2", ".p2align 4", ".balign 8", ".p2align 3, 0x11",
                                     ".align 16", ".p2align 5,,8"]))
        elif kind < 0.7:
            lines.append(rng.choice(['.asciz "hi"', '.ascii "x\\ty"', ".zero 5", ".fill 2, 4, 7",
                                     ".space 3, 1"]))
        elif kind < 0.8:
            n += 1
            lines.append(f".set v{n}, {rng.randint(0, 99)}" + (
                f" + {rng.choice(labels)}" if labels and rng.random() < 0.3 else ""))
        elif kind < 0.9 and labels:
            lines.append(rng.choice([f".type {rng.choice(labels)},@function",
                                     f".weak {rng.choice(labels)}",
                                     f".hidden {rng.choice(labels)}",
                                     f".size {rng.choice(labels)}, 8"]))
        else:
            lines.append(rng.choice(["s_nop 0", "s_endpgm", "s_mov_b32 s0, 1"]))
    while depth:
        lines.append(".popsection")
        depth -= 1
    return "\n".join(lines) + "\n"


@pytest.mark.oracle
#: AMDGCN_ASM_FUZZ=N runs N soups instead of 60
@pytest.mark.parametrize("seed", range(int(os.environ.get("AMDGCN_ASM_FUZZ", "60"))))
def test_random_directives_against_live_llvm(seed):
    source = random_source(random.Random(seed))
    # code alignment from an offset that is not a multiple of 4 hangs llvm-mc 22: keep clear
    _oracle(source.replace(".byte", ".long").replace(".short", ".long").replace(
        '.ascii "x\\ty"', ".long 0").replace(".zero 5", ".zero 8").replace(
        ".space 3, 1", ".space 4, 1").replace('.asciz "hi"', '.asciz "hi!"'), mcpu="gfx90a")


def test_base64_roundtrip_helper():
    assert base64.b64decode(base64.b64encode(b"x")) == b"x"
