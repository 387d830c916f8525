"""The kernel generator: deterministic per seed, UB guards present, features covered."""

from __future__ import annotations

import re

import pytest

from amdgcn.kernelgen import generate
from amdgcn.kernelgen.program import Compound
from amdgcn.kernelgen.runner import build_batch, clang_device

SEEDS = range(1, 201)


def test_same_seed_same_kernel():
    for seed in (1, 7, 123456):
        assert generate(seed).render() == generate(seed).render()


def test_different_seeds_differ():
    texts = {generate(s).render().replace(f"kg_{s}(", "kg(") for s in range(1, 41)}
    assert len(texts) == 40


def test_processor_decides_dot_products():
    with_dot = "".join(generate(s, mcpu="gfx90a").render() for s in SEEDS)
    without = "".join(generate(s, mcpu="gfx900").render() for s in SEEDS)
    assert "KG_SDOT4" in with_dot or "KG_UDOT8" in with_dot
    assert not re.search(r"KG_[SU]DOT", without)


def test_features_covered_by_the_ci_sample():
    seen = set()
    for s in SEEDS:
        seen |= generate(s).features
    want = {"barrier", "lds", "lds_read", "private_array", "atomic", "wave", "early_return",
            "loop", "break", "continue", "switch", "if", "divergent", "shift", "div_rem",
            "bitcount", "rotate", "saturating", "mul_hi_24", "amdgpu_builtin", "float_to_int",
            "rounding_modes", "half", "float", "double", "fdiv", "fma", "sqrt", "fmin_fmax",
            "float_conversion", "int_to_float", "implicit_conversion", "global_load", "float2",
            "dpp"}
    assert want <= seen, want - seen


def test_guards_against_undefined_behaviour():
    for s in SEEDS:
        text = generate(s).render()
        # every shift count is masked to the width of the shifted type
        for m in re.finditer(r"\) (<<|>>) \(\(", text):
            tail = text[m.end():m.end() + 4000]
            assert re.search(r"\) & (31|63)u\)", tail), text
        # remainder only through the guarded helpers (kg_srem32 & co.)
        assert " % " not in text
    assert "kg_srem" in "".join(generate(t).render() for t in SEEDS[:40])


def test_lds_written_once_at_top_level_before_read():
    for s in SEEDS:
        k = generate(s)
        written = []
        for i, phase in enumerate(k.phases):
            top_writes = [st.text.split("[")[0] for st in phase
                          if not isinstance(st, Compound) and "[lid] =" in st.text]
            text = "\n".join(_render(st) for st in phase)
            for name in re.findall(r"(lds\d+)\[", text):
                assert name in written or name in top_writes
            # an array is read only in a later phase than the one that writes it
            for name in top_writes:
                assert name not in re.sub(rf"{name}\[lid\] =", "", text)
            written += top_writes


def _render(st):
    out = []
    st.render(out, "")
    return "\n".join(out)


@pytest.mark.oracle
@pytest.mark.parametrize("mcpu", ["gfx90a", "gfx900"])
def test_generated_kernels_compile(mcpu):
    """100 more kernels per processor compile for the device (-O1) and the host, in one batch
    each (build_batch raises on any error)."""
    kernels = [generate(s, mcpu=mcpu) for s in range(1001, 1101)]
    batch = build_batch(kernels, mcpu, [1], compiler=clang_device)
    assert batch.code[1][:4] == b"\x7fELF"
    batch.tmp.cleanup()
