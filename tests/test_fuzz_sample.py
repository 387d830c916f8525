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


def test_compiler_target_reports_a_dead_worker_and_starts_another():
    """llvmlite can abort the process; the compiler target runs in a worker process, and a
    worker that dies is a finding, not the end of the campaign."""
    from fuzz.compiler import CompilerFinding, ir_seeds, run_compile, worker
    worker().proc.kill()
    seed = ("gfx90a", 3, ir_seeds()[0])
    with pytest.raises(CompilerFinding, match="died") as e:
        run_compile(seed)
    assert e.value.signature.startswith("the compiler process died")
    run_compile(seed)        # a new worker compiles the seed


def test_compiler_internal_errors_are_findings(monkeypatch):
    """compile_function turns Python exceptions into CompileError("internal error ...");
    the target reports them with the place they were raised."""
    import amdgcn.compiler as compiler
    from amdgcn.errors import CompileError
    from fuzz.compiler import compile_one

    def broken(*args, **kw):
        try:
            {}["x"]
        except KeyError as e:
            raise CompileError("internal error (KeyError: 'x')") from e

    monkeypatch.setattr(compiler, "compile_module", broken)
    status, sig, text = compile_one(("gfx90a", 3, "ignored"))
    assert status == "finding" and sig.startswith("internal KeyError at ") and "KeyError" in text
    monkeypatch.setattr(compiler, "compile_module",
                        lambda *a, **k: (_ for _ in ()).throw(CompileError("bad IR")))
    assert compile_one(("gfx90a", 3, "ignored"))[0] == "error"
