"""A fixed-seed sample of every fuzz target (issue 12): 20,000 inputs in all, failing on any
exception that is not an AmdgcnError and on any input that runs past 10 s. Campaigns with
new seeds run by hand: ``python -m fuzz.run --target NAME --budget SECONDS --seed N``."""

from __future__ import annotations

import pytest

from fuzz.run import campaign
from fuzz.targets import TARGETS

#: CI's seed: the same inputs on every run (new seeds find new things: run campaigns)
SEED = 12


def test_the_sample_holds_twenty_thousand_inputs():
    assert sum(t.ci_inputs for t in TARGETS.values()) >= 20_000


@pytest.mark.parametrize("name", list(TARGETS))
def test_fuzz_sample(name):
    target = TARGETS[name]
    result = campaign(target, seed=SEED, budget=None, inputs=target.ci_inputs, folder=None,
                      quiet=True)
    assert result["inputs"] == target.ci_inputs
    assert not result["findings"], "\n".join(
        f"{sig}: input {inp!r:.300}" for sig, inp in result["findings"].items())
