"""The CI sample of our compiler back end under kernelgen: 40 generated kernels (fixed seeds,
gfx90a -O3) compiled by clang-22 to IR and by :mod:`amdgcn.compiler` to a code object, on the
emulator against the host CPU.

Needs clang-22 (IR and host library), so ``oracle``. Every kernel our back end compiles must
agree with the host bit for bit; the kernels it refuses (``unsupported``) must not become
more. Longer campaigns: ``python -m amdgcn.kernelgen campaign --backend amdgcn``
(src/amdgcn/kernelgen/README.md).
"""

from __future__ import annotations

import pytest

from amdgcn.kernelgen.backend import amdgcn_device
from amdgcn.kernelgen.runner import run_batch

SEEDS = range(1, 41)
#: how many of SEEDS our back end compiled when this sample was last raised (never lower it)
MIN_COMPILED = 40


@pytest.mark.oracle
def test_backend_kernels_match_host():
    results = run_batch(SEEDS, "gfx90a", (3,), compiler=amdgcn_device)
    assert len(results) == len(SEEDS)
    bad = [f"seed {o.seed}: {o.status} {o.detail}" for o in results
           if o.status not in ("ok", "compiler_bug", "unsupported")]
    assert not bad, "\n".join(bad)
    refused = [f"seed {o.seed}: {o.detail}" for o in results if o.status == "unsupported"]
    assert len(SEEDS) - len(refused) >= MIN_COMPILED, "\n".join(refused)
