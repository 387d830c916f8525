"""VOP3P, VOP3P-MAI: golden files from LLVM 22, round trips, properties, live oracle.

Golden files ``tests/data/isa/{vop3p,mai}_<cpu>.txt`` come from ``tools/gen_vop3p_golden.py``.
"""

from __future__ import annotations

import random
import re
import subprocess
from pathlib import Path

import pytest
from conftest import llvm_tool

from amdgcn.errors import AsmError
from amdgcn.isa.core import EncodeContext, isa_for
from amdgcn.isa.syntax import parse_statement

DATA = Path(__file__).resolve().parents[1] / "data" / "isa"
_LINE = re.compile(r"(.*?) ; encoding: \[(.*)\]$")


def golden(family: str, cpu: str) -> list[tuple[str, bytes]]:
    out = []
    for line in (DATA / f"{family}_{cpu}.txt").read_text().splitlines():
        m = _LINE.match(line)
        if m:
            out.append((m.group(1), bytes(int(x, 16) for x in m.group(2).split(","))))
    return out


def assemble(isa, text: str) -> bytes:
    return isa.encode(parse_statement(text, isa.space), EncodeContext())


CASES = [("vop3p", c) for c in ("gfx900", "gfx906", "gfx908", "gfx90a", "gfx942")] + \
    [("mai", c) for c in ("gfx908", "gfx90a", "gfx942")]


@pytest.mark.parametrize("family,cpu", CASES)
def test_golden_three_directions(family, cpu):
    isa = isa_for(cpu)
    cases = golden(family, cpu)
    assert cases
    for text, data in cases:
        assert assemble(isa, text) == data, text                  # text -> bytes
        got = isa.decode(data, 0, 0).text
        assert got == text, (data.hex(), got)                      # bytes -> text
        assert isa.decode(assemble(isa, got), 0, 0).text == text   # text -> bytes -> text


def test_clang_gfx90a_forms():
    isa = isa_for("gfx90a")
    for text, enc in (
        ("v_pk_fma_f32 v[8:9], v[0:1], s[0:1], v[4:5]", "0840b0d3000110 1c"),
        ("v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel:[1,0]", "0048b3d30209021 8"),
        ("v_mfma_f32_32x32x8f16 v[0:15], v[0:1], v[2:3], 0", "0000ccd300050202"),
        ("v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], 1.0", "0000eed30005ca03"),
    ):
        assert assemble(isa, text).hex() == enc.replace(" ", ""), text


@pytest.mark.parametrize("cpu,text,message", [
    ("gfx90a", "v_pk_fma_f32 v[1:2], v[0:1], v[2:3], v[4:5]", "invalid operand for instruction"),
    ("gfx90a", "v_pk_fma_f32 v[0:1], v[1:2], v[2:3], v[4:5]",
     "invalid register class: vgpr tuples must be 64 bit aligned"),
    ("gfx90a", "v_pk_add_f16 v0, s1, s2", "invalid operand (violates constant bus restrictions)"),
    ("gfx90a", "v_pk_add_f16 v1, 1.5, v2", "literal operands are not supported"),
    ("gfx90a", "v_mfma_f32_32x32x8f16 v[1:16], v[0:1], v[2:3], 0",
     "invalid operand for instruction"),
    ("gfx908", "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], 0",
     "inline constants are not allowed for this operand"),
    ("gfx90a", "v_mfma_f32_32x32x8f16 v[0:15], v[0:1], v[2:3], 0 abid:16", "invalid abid value."),
    ("gfx90a", "v_dot4_i32_i8 v0, v1, v2, v3 op_sel:[0,1]", "not a valid operand."),
])
def test_errors(cpu, text, message):
    with pytest.raises(AsmError) as e:
        assemble(isa_for(cpu), text)
    assert e.value.message == message


def _random_vop3p(row, rng) -> str:
    parts = []
    for i, tok in enumerate(row.sig.split(",")):
        kind = tok.strip().split(":")[1]
        file = kind.rstrip("0123456789")
        n = int(kind[len(file):])
        f = "a" if file == "a" else "v"
        if i and file == "s" and rng.random() < 0.3:
            parts.append(rng.choice(("0", "-1", "64", "0.5", "-4.0")))
            continue
        j = rng.randrange(0, 256 - n) & ~1
        parts.append(f"{f}{j}" if n == 1 else f"{f}[{j}:{j + n - 1}]")
    return f"{row.name} " + ", ".join(parts)


@pytest.mark.parametrize("cpu", ["gfx900", "gfx906", "gfx90a", "gfx942"])
def test_property_every_row_round_trips(cpu):
    """decode(encode(x)).text == x and encode(decode(b).text) == b, over every VOP3P row."""
    isa = isa_for(cpu)
    rng = random.Random(cpu)
    rows = {id(r): r for rs in isa.by_name.values() for r in rs if r.encoding == "VOP3P"}
    for row in rows.values():
        for _ in range(5):
            text = _random_vop3p(row, rng)
            data = assemble(isa, text)
            inst = isa.decode(data, 0, 0)
            assert inst.text == text
            assert assemble(isa, inst.text) == data
    for _ in range(300):  # random VOP3P words decode to text that assembles back
        w0 = (0b110100111 << 23) | rng.choice([(k[1] << 16) for k in isa.by_op
                                               if k[0] in ("VOP3P", "VOP3P_MAI")])
        w0 |= rng.randrange(256) | (rng.randrange(2) << 15)
        w1 = (rng.randrange(256, 512) | (rng.randrange(256, 512) << 9)
              | (rng.randrange(256, 512) << 18))
        data = w0.to_bytes(4, "little") + w1.to_bytes(4, "little")
        try:
            inst = isa.decode(data, 0, 0)
            again = assemble(isa, inst.text)
        except AsmError:
            continue  # e.g. misaligned tuples that gfx90a rejects
        assert isa.decode(again, 0, 0).text == inst.text


def test_mfma_shape_flags():
    isa = isa_for("gfx90a")
    row = isa.by_name["v_mfma_f32_32x32x8f16"][0]
    assert "mfma" in row.flags and row.get("mfma") == (32, 32, 8, 1)
    assert row.get("ab_type") == "f16" and row.get("cd_type") == "f32"
    inst = isa.decode(bytes.fromhex("0000ccd300050202"), 0, 0)
    assert inst.fields["acc_cd"] == 0 and inst.fields["src2"] == 128


@pytest.mark.oracle
def test_oracle_sample():
    mc = llvm_tool("llvm-mc")
    for family, cpu in CASES:
        cases = golden(family, cpu)[::7]
        text = "\n".join(t for t, _ in cases) + "\n"
        p = subprocess.run([mc, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"], input=text,
                           capture_output=True, text=True)
        encs = re.findall(r"; encoding: \[(.*)\]", p.stdout)
        isa = isa_for(cpu)
        for (t, _), e in zip(cases, encs, strict=True):
            assert assemble(isa, t) == bytes(int(x, 16) for x in e.split(","))
