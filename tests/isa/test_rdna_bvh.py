"""The image BVH instructions (amdgcn.isa.formats._mimg_bvh) against LLVM 22.

Golden files ``tests/data/isa/bvh_<cpu>.txt`` come from ``tools/gen_rdna_bvh_golden.py``
(llvm-mc-22 and llvm-objdump-22): statements are checked in three directions (text -> bytes,
bytes -> text, text -> bytes -> text), refused statements by message and column, words by
the text LLVM decodes them to (or their refusal).
"""

from __future__ import annotations

import re
import subprocess

import pytest
from conftest import DATA, llvm_tool

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa import core

_ASM = re.compile(r"^(.*) ; (?:encoding: \[([^\]]*)\]|error: (\d+): (.*))$")
_DIS = re.compile(r"^\[([^\]]*)\] ; disasm: (.*)$")
#: a range past v255 (printed by LLVM, refused by its assembler)
_PAST_V255 = re.compile(r"v\[\d+:(?:25[6-9]|2[6-9]\d)\]")
NAMES = sorted(p.stem.removeprefix("bvh_") for p in (DATA / "isa").glob("bvh_*.txt"))


def _mcpu(name: str) -> str:
    return name.replace("-w64", ":+wavefrontsize64")


def _bytes(s: str) -> bytes:
    return bytes(int(x, 16) for x in s.split(","))


def golden(name: str) -> tuple[list, list]:
    """(statements: (text, bytes or None, column, message), words: (bytes, text))."""
    asm, dis = [], []
    for line in (DATA / "isa" / f"bvh_{name}.txt").read_text().splitlines():
        if line.startswith("#"):
            continue
        m = _DIS.match(line)
        if m:
            dis.append((_bytes(m.group(1)), m.group(2)))
            continue
        m = _ASM.match(line)
        assert m, line
        if m.group(2):
            asm.append((m.group(1), _bytes(m.group(2)), None, None))
        else:
            asm.append((m.group(1), None, int(m.group(3)), m.group(4)))
    return asm, dis


def _reassembles(text: str) -> bool:
    """A BVH text llvm-mc assembles (LLVM prints ranges past v255 and a null resource that
    its assembler refuses; bits it ignores are not in the text)."""
    return text.startswith("image_bvh") and not _PAST_V255.search(text) and \
        ", null" not in text


def _asm(isa, text: str) -> bytes:
    return isa.encode(isa.parse(text), core.EncodeContext())


@pytest.mark.parametrize("name", NAMES)
def test_assemble(name):
    isa = core.isa_for(_mcpu(name))
    bad = []
    for text, data, col, msg in golden(name)[0]:
        try:
            got = _asm(isa, text)
        except AsmError as e:
            if (e.col, e.message) != (col, msg):
                bad.append((text, f"{e.col}: {e.message}", f"{col}: {msg}" if msg else data))
            continue
        if data is None:
            bad.append((text, got.hex(), f"{col}: {msg}"))
            continue
        if got != data:
            bad.append((text, got.hex(), data.hex()))
        inst = isa.decode(data)
        if inst.text != text or inst.size != len(data):
            bad.append((data.hex(), inst.text, text))
    assert not bad, bad[:10]


@pytest.mark.parametrize("name", [n for n in NAMES if golden(n)[1]])
def test_disassemble(name):
    isa = core.isa_for(_mcpu(name))
    bad = []
    for data, text in golden(name)[1]:
        try:
            inst = isa.decode(data)
            got = inst.text if inst.size == len(data) else f"{inst.text} ({inst.size} bytes)"
        except DecodeError:
            got = "invalid"
        if got != text:
            bad.append((data.hex(), got, text))
        elif _reassembles(text) and isa.decode(_asm(isa, text)).text != text:
            bad.append((text, "round trip", data.hex()))
    assert not bad, bad[:10]


def test_rows():
    """One row per instruction, opcodes on the processors with image-insts-bvh only."""
    for cpu, have in (("gfx1010", False), ("gfx1012", False), ("gfx1013", True),
                      ("gfx1030", True), ("gfx1036", True), ("gfx1100", True),
                      ("gfx1153", True), ("gfx90a", False)):
        isa = core.isa_for(cpu)
        for name in ("image_bvh_intersect_ray", "image_bvh64_intersect_ray"):
            assert bool(isa.rows_for(name)) is have, (cpu, name)
    rows = [r for r in core.all_rows() if r.name.startswith("image_bvh")]
    assert sorted(r.name for r in rows) == ["image_bvh64_intersect_ray",
                                            "image_bvh_intersect_ray"]


@pytest.mark.oracle
@pytest.mark.parametrize("name", NAMES)
def test_oracle(name):
    """The golden file still is what llvm-mc-22 answers."""
    mc = llvm_tool("llvm-mc")
    mcpu, _, mattr = _mcpu(name).partition(":")
    args = [mc, "-arch=amdgcn", f"-mcpu={mcpu}"] + ([f"-mattr={mattr}"] if mattr else [])
    asm, dis = golden(name)
    for text, data, col, msg in asm:
        p = subprocess.run(args + ["-show-encoding"], input=text + "\n", capture_output=True,
                           text=True, check=False)
        if data is None:
            assert f"<stdin>:1:{col}: error: {msg}" in p.stderr, text
        else:
            enc = "[" + ",".join(f"0x{b:02x}" for b in data) + "]"
            assert f"{text} ; encoding: {enc}" in " ".join(p.stdout.split()), text
    for data, text in dis:
        if text == "invalid":
            continue
        p = subprocess.run(args + ["--disassemble"],
                           input=",".join(f"0x{b:02x}" for b in data) + "\n",
                           capture_output=True, text=True, check=False)
        assert p.stdout.strip() == text, data.hex()
