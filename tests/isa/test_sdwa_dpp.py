"""SDWA and DPP forms of VOP1/VOP2/VOPC (amdgcn.isa.formats._vopx) against LLVM 22.

Golden files tests/data/isa/{sdwa,dpp}_<cpu>.txt come from tools/gen_vopx_golden.py; they are
checked in three directions (text -> bytes, bytes -> text, text -> bytes -> text) and error
lines by message. A hypothesis property draws rows and operands; an oracle test compares a
sample with live llvm-mc-22.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdgcn.errors import AsmError
from amdgcn.isa import core
from amdgcn.isa.formats import _vopx
from amdgcn.isa.syntax import parse_statement

DATA = Path(__file__).resolve().parents[1] / "data" / "isa"
CPUS = ("tonga", "gfx900", "gfx90a", "gfx942")


def _golden(kind: str, cpu: str):
    out = []
    for line in (DATA / f"{kind}_{cpu}.txt").read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        asm, _, rest = line.rpartition(" ; ")
        if rest.startswith("encoding: ["):
            data = bytes(int(x, 16) for x in rest[len("encoding: ["):-1].split(","))
            out.append((asm, data, None))
        else:
            out.append((asm, None, rest[len("error: "):]))
    return out


def _asm(isa, text: str) -> bytes:
    return isa.encode(parse_statement(text, isa.space))


@pytest.mark.parametrize("kind", ("sdwa", "dpp"))
@pytest.mark.parametrize("cpu", CPUS)
def test_golden(cpu, kind):
    isa = core.isa_for(cpu)
    bad = []
    for asm, data, err in _golden(kind, cpu):
        if data is None:
            try:
                _asm(isa, asm)
                bad.append((asm, "no error", err))
            except AsmError as e:
                if e.message != err:
                    bad.append((asm, e.message, err))
            continue
        try:
            got = _asm(isa, asm)
        except AsmError as e:
            bad.append((asm, str(e), data.hex()))
            continue
        if got != data:
            bad.append((asm, got.hex(), data.hex()))
        inst = isa.decode(data)
        if inst.text != asm or inst.size != 8:
            bad.append((data.hex(), inst.text, asm))
        if _asm(isa, inst.text) != data:
            bad.append((inst.text, "round trip", data.hex()))
    assert not bad, bad[:10]


def test_fields_and_variant():
    isa = core.isa_for("gfx90a")
    inst = isa.decode(bytes.fromhex("f906020202060502"))
    assert inst.variant == "sdwa" and inst.encoding == "VOP2"
    assert inst.fields["src0"] == 256 + 2 and inst.fields["src0_sel"] == 5
    assert inst.fields["src1_sel"] == 2 and inst.fields["dst_sel"] == 6
    inst = isa.decode(bytes.fromhex("fa0202 7e02010 9a1".replace(" ", "")))
    assert inst.variant == "dpp" and inst.fields["dpp_ctrl"] == 0x101
    assert inst.fields["bound_ctrl"] == 1 and inst.fields["row_mask"] == 0xA
    assert inst.text == "v_mov_b32_dpp v1, v2 row_shl:1 row_mask:0xa bank_mask:0x1 bound_ctrl:1"


def test_dpp_ctrl_comments():
    t900, t90a = core.isa_for("gfx900").target, core.isa_for("gfx90a").target
    assert _vopx.dpp_ctrl_text(0x151, t90a) == "row_newbcast:1"
    assert "not supported" in _vopx.dpp_ctrl_text(0x151, t900)
    assert _vopx.dpp_ctrl_text(0x100, t900) == "/* Invalid dpp_ctrl value */"
    assert _vopx.dpp_ctrl_text(0x1B, t900) == "quad_perm:[3,2,1,0]"


def _rows(cpu, pred):
    isa = core.isa_for(cpu)
    seen, out = set(), []
    for rows in isa.by_name.values():
        for r in rows:
            if r.name not in seen and r.sig and pred(r, isa.target):
                seen.add(r.name)
                out.append(r)
    return isa, sorted(out, key=lambda r: r.name)


_SDWA = {c: _rows(c, _vopx.has_sdwa) for c in ("tonga", "gfx90a")}
_DPP = {c: _rows(c, lambda r, t: _vopx.has_dpp(r, t) and not _vopx.plan_of(r).wide)
        for c in ("tonga", "gfx90a")}
_SEL = st.sampled_from(_vopx.SEL_NAMES)


def _ops(plan, regs):
    out, k = [], 0
    for i, op in enumerate(plan.ops):
        if i == plan.dst or i in plan.srcs:
            n = regs[k] & ~1 if op.count == 2 else regs[k]
            out.append(f"v[{n}:{n + 1}]" if op.count == 2 else f"v{n}")
            k += 1
        else:
            out.append(op.name)
    return ", ".join(out)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(("tonga", "gfx90a")), st.data(), st.lists(st.integers(0, 250), min_size=3,
                                                                 max_size=3))
def test_property_sdwa(cpu, data, regs):
    isa, rows = _SDWA[cpu]
    row = data.draw(st.sampled_from(rows))
    plan = _vopx.plan_of(row)
    mods = [f"src0_sel:{data.draw(_SEL)}"]
    if len(plan.srcs) > 1:
        mods.append(f"src1_sel:{data.draw(_SEL)}")
    if row.encoding != "VOPC" and row.name not in _vopx._SRC_SEL_ONLY \
            and row.name not in _vopx._TIED:
        mods.insert(0, f"dst_sel:{data.draw(_SEL)} dst_unused:UNUSED_PAD")
    text = f"{row.name}_sdwa {_ops(plan, regs)} {' '.join(mods)}"
    b = _asm(isa, text)
    inst = isa.decode(b)
    assert _asm(isa, inst.text) == b
    assert isa.decode(_asm(isa, inst.text)).text == inst.text


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(("tonga", "gfx90a")), st.data(), st.lists(st.integers(0, 250), min_size=3,
                                                                 max_size=3),
       st.integers(0, 255), st.integers(0, 15), st.integers(0, 15), st.booleans())
def test_property_dpp(cpu, data, regs, perm, rmask, bmask, bc):
    isa, rows = _DPP[cpu]
    row = data.draw(st.sampled_from(rows))
    plan = _vopx.plan_of(row)
    ctrl = _vopx.dpp_ctrl_text(perm, isa.target)
    text = f"{row.name}_dpp {_ops(plan, regs)} {ctrl} row_mask:{rmask} bank_mask:{bmask}"
    if bc:
        text += " bound_ctrl:0"
    b = _asm(isa, text)
    inst = isa.decode(b)
    assert inst.fields["row_mask"] == rmask and inst.fields["bank_mask"] == bmask
    assert inst.fields["bound_ctrl"] == int(bc) and inst.fields["dpp_ctrl"] == perm
    assert _asm(isa, inst.text) == b


@pytest.mark.oracle
def test_oracle_sample():
    from tests.conftest import llvm_tool  # noqa: PLC0415 - the oracle is optional
    mc = llvm_tool("llvm-mc")
    for cpu in ("gfx90a", "tonga"):
        isa = core.isa_for(cpu)
        sample = [a for a, d, e in _golden("sdwa", cpu)[::25] + _golden("dpp", cpu)[::25]
                  if d is not None]
        p = subprocess.run([mc, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"],
                           input="\n".join(sample) + "\n", capture_output=True, text=True)
        got = [ln.split("; encoding: ")[1].strip() for ln in p.stdout.splitlines()
               if "; encoding:" in ln]
        ours = ["[" + ",".join(f"0x{x:02x}" for x in _asm(isa, a)) + "]" for a in sample]
        assert got == ours
