"""The reducer: candidate edits (no LLVM), and a real reduction against a compiler with a
planted bug (oracle: the device and host compiles need clang-22)."""

from __future__ import annotations

import pytest

from amdgcn.kernelgen import generate
from amdgcn.kernelgen.program import Compound, Line
from amdgcn.kernelgen.reduce import _candidates, _subexpressions, fails, reduce_kernel
from amdgcn.kernelgen.runner import clang_device


def test_subexpressions_are_balanced_integer_casts():
    rhs = "((int)((uint)(v1) + (uint)(((int)0x3u))))"
    subs = _subexpressions(rhs)
    assert subs[0] == "((int)0x3u)"
    assert rhs in subs
    assert all(s.count("(") == s.count(")") for s in subs)


def test_candidates_remove_flatten_and_shrink():
    body = [Compound("if (lid)", [[Line("v0 = 1;")], [Line("v1 = 2;")]], ["else"]),
            Line("v2 = ((int)((uint)(v1) + (uint)(((int)0x3u))));")]
    first = list(_candidates(body, 0))
    assert first[0] == [] and [Line("v0 = 1;")] in first and [Line("v1 = 2;")] in first
    second = [c[0].text for c in _candidates(body, 1) if c]
    assert "v2 = ((int)0x3u);" in second


def _xor_as_or(source: str, mcpu: str, level: int) -> bytes:
    """A 'compiler' with a planted bug: every ``^`` of the kernels becomes ``|``."""
    head, sep, kernels = source.partition("__kernel")
    return clang_device(head + sep + kernels.replace(" ^ ", " | "), mcpu, level)


@pytest.mark.oracle
def test_reduce_keeps_the_planted_bug_and_shrinks():
    seed = next(s for s in range(1, 400)
                if " ^ " in generate(s, size=8).render()
                and fails(generate(s, size=8), "gfx90a", 3, compiler=_xor_as_or))
    kernel = generate(seed, size=8)
    small = reduce_kernel(kernel, "gfx90a", 3, compiler=_xor_as_or, max_tries=25)
    assert len(small.render()) < len(kernel.render())
    assert " ^ " in small.render()
    assert fails(small, "gfx90a", 3, compiler=_xor_as_or) == "mismatch"
    assert not fails(small, "gfx90a", 3, compiler=clang_device)
