"""RDNA corner-case words decoded as LLVM 22 decodes them, and LLVM's text assembled as
llvm-mc assembles it (``tests/data/isa/decode_rdna_<cpu>.txt``, written by
``tools/gen_rdna_decode_golden.py`` from ``llvm-mc-22``).

The words are disagreements the random-encoding comparison found (issue 11): GFX11
``v_dot2_f16_f16``/``v_dot2_bf16_bf16`` op_sel bits of the packed sources (ignored),
``v_cmp(x)_class_f16`` neg/abs on the class mask, the register-class notes LLVM leaves off
inline values (null, src_flat_scratch_base_lo, the apertures) and ``v_writelane_b32``'s
``SRegOrLds_32`` src0 class on GFX10+.
"""

from __future__ import annotations

import re
import subprocess

import pytest
from conftest import DATA, llvm_tool

from amdgcn.errors import AsmError, DecodeError
from amdgcn.isa import decode, encode

_LINE = re.compile(r"^\[([^\]]*)\] ; disasm: (invalid|.*?)"
                   r"(?: ; reasm: \[([^\]]*)\]| ; reasm error: (.*))?$")
CPUS = sorted(p.stem.removeprefix("decode_rdna_") for p in (DATA / "isa").glob("decode_rdna_*"))


def _bytes(s: str) -> bytes:
    return bytes(int(x, 16) for x in s.split(","))


def golden(cpu: str) -> list[tuple]:
    out = []
    for line in (DATA / "isa" / f"decode_rdna_{cpu}.txt").read_text().splitlines():
        m = _LINE.match(line)
        assert m, line
        out.append((_bytes(m.group(1)), m.group(2), m.group(3) and _bytes(m.group(3)),
                    m.group(4)))
    return out


@pytest.mark.parametrize("cpu", CPUS)
def test_decode(cpu):
    for data, text, _, _ in golden(cpu):
        if text == "invalid":
            with pytest.raises(DecodeError):
                decode(data, cpu)
        else:
            assert decode(data, cpu).text == text, data.hex()


@pytest.mark.parametrize("cpu", CPUS)
def test_reassemble(cpu):
    for _, text, again, err in golden(cpu):
        if err is not None:
            with pytest.raises(AsmError):
                encode(text, cpu)
        elif again is not None:
            assert encode(text, cpu) == again, text


@pytest.mark.oracle
@pytest.mark.parametrize("cpu", CPUS)
def test_oracle(cpu):
    """The golden file still is what llvm-mc-22 prints for its words."""
    mc = llvm_tool("llvm-mc")
    for data, text, _, _ in golden(cpu):
        if text == "invalid":
            continue
        p = subprocess.run([mc, "-triple=amdgcn", f"-mcpu={cpu}", "--disassemble"],
                           input=",".join(f"0x{b:02x}" for b in data) + "\n",
                           capture_output=True, text=True)
        assert p.stdout.strip() == text
