"""The CI sample: 200 generated kernels (fixed seeds) on the emulator against the host CPU.

Needs clang-22 (device and host compiles), so ``oracle``. Kernels are compiled in batches
(one OpenCL file, one host library per batch). Longer campaigns: ``python -m amdgcn.kernelgen
campaign`` (src/amdgcn/kernelgen/README.md).
"""

from __future__ import annotations

import pytest

from amdgcn.kernelgen.runner import run_batch

#: (processor, levels, seeds): 200 kernels at -O3 for gfx90a and a few at the other levels
SAMPLE = [("gfx90a", (3,), range(1, 101)), ("gfx90a", (3,), range(101, 201)),
          ("gfx90a", (0, 1), range(201, 221)), ("gfx942", (3,), range(221, 241)),
          ("gfx900", (3,), range(241, 261))]


@pytest.mark.oracle
@pytest.mark.parametrize("mcpu,levels,seeds", SAMPLE,
                         ids=[f"{m}-O{''.join(map(str, lv))}-{s.start}" for m, lv, s in SAMPLE])
def test_generated_kernels_match_host(mcpu, levels, seeds):
    """Every kernel agrees with the host bit for bit, except those traced to clang-22
    (runner.KNOWN_COMPILER_BUGS)."""
    results = run_batch(seeds, mcpu, levels)
    assert len(results) == len(seeds) * len(levels)
    bad = [f"seed {o.seed} -O{o.level}: {o.status} {o.detail}" for o in results
           if o.status not in ("ok", "compiler_bug")]
    assert not bad, "\n".join(bad)
