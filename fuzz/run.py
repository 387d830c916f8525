"""Campaign runner: ``python -m fuzz.run --target decode --budget 600 [--seed N]``.

Runs the target's generated inputs for ``--budget`` seconds (or ``--inputs`` inputs), each
under a wall-clock limit (``--per-input``, 10 s). A finding is an exception that is not an
:class:`AmdgcnError`, or an input that runs past the limit. Each distinct finding (exception
type and the innermost amdgcn frame) is saved once under ``fuzz/reproducers/<target>/`` as
``<id>.input`` (the input as a Python literal) and ``<id>.txt`` (the traceback); ``--replay
FILE`` runs a saved input again. Run long campaigns niced, one process at a time.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import random
import signal
import sys
import time
import traceback
from pathlib import Path

from fuzz.targets import ROOT, TARGETS, Target

from amdgcn.errors import AmdgcnError

REPRODUCERS = ROOT / "fuzz" / "reproducers"


class InputTimeout(Exception):
    """An input ran past the per-input wall-clock limit."""


def _alarm(signum, frame):
    raise InputTimeout("ran past the per-input time limit")


def run_one(target: Target, inp, *, limit: float | None = 10.0) -> BaseException | None:
    """Run one input; the finding (an exception) or None."""
    if limit:
        old = signal.signal(signal.SIGALRM, _alarm)
        signal.setitimer(signal.ITIMER_REAL, limit)
    try:
        target.run(inp)
    except AmdgcnError:
        return None
    except (Exception, RecursionError, InputTimeout) as e:   # noqa: BLE001 - the point
        return e
    finally:
        if limit:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)
    return None


def signature(e: BaseException) -> str:
    """Exception type and the innermost frame inside ``src/amdgcn`` (where it was raised);
    a finding from a worker process carries its own (``e.signature``)."""
    if isinstance(getattr(e, "signature", None), str):
        return e.signature
    frames = traceback.extract_tb(e.__traceback__)
    ours = [f for f in frames if "/amdgcn/" in f.filename.replace("\\", "/")]
    where = ours[-1] if ours else (frames[-1] if frames else None)
    place = f"{Path(where.filename).name}:{where.lineno}" if where else "?"
    return f"{type(e).__name__} at {place}"


def save(target: Target, inp, e: BaseException, folder: Path = REPRODUCERS) -> Path:
    """Write the reproducer of a finding; returns the input file's path."""
    sig = signature(e)
    ident = hashlib.sha1(sig.encode()).hexdigest()[:12]
    d = folder / target.name
    d.mkdir(parents=True, exist_ok=True)
    path = d / f"{ident}.input"
    if not path.exists():
        path.write_text(repr(inp) + "\n")
        (d / f"{ident}.txt").write_text(
            sig + "\n\n" + "".join(traceback.format_exception(e)))
    return path


def campaign(target: Target, *, seed: int, budget: float | None, inputs: int | None,
             limit: float = 10.0, folder: Path | None = REPRODUCERS, quiet: bool = False,
             log: Path | None = None) -> dict:
    """Run a campaign; returns ``{"inputs": n, "seconds": s, "findings": {sig: input}}``.
    With ``log``, a line of counts is appended to that file every minute and at the end."""
    rng = random.Random(seed)
    if target.wall_limit is not None:
        limit = max(limit, target.wall_limit)
    found: dict[str, object] = {}
    t0 = time.monotonic()
    n = 0
    next_log = t0 + LOG_EVERY
    while (inputs is None or n < inputs) and (budget is None or time.monotonic() - t0 < budget):
        inp = target.make(rng)
        n += 1
        if log is not None and n % 256 == 0 and time.monotonic() >= next_log:
            next_log += LOG_EVERY
            _log(log, target, seed, n, time.monotonic() - t0, found)
        e = run_one(target, inp, limit=limit)
        if e is None:
            continue
        sig = signature(e)
        if sig not in found:
            found[sig] = inp
            if folder is not None:
                save(target, inp, e, folder)
            if not quiet:
                print(f"[{target.name}] input {n}: {sig}: {str(e)[:200]}", flush=True)
    if log is not None:
        _log(log, target, seed, n, time.monotonic() - t0, found, final=True)
    return {"inputs": n, "seconds": time.monotonic() - t0, "findings": found}


#: seconds between two lines of a campaign's log
LOG_EVERY = 60.0


def _log(path: Path, target: Target, seed: int, n: int, seconds: float, found: dict,
         final: bool = False) -> None:
    stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    with open(path, "a") as f:
        f.write(f"{stamp} {target.name} seed={seed} inputs={n} seconds={seconds:.0f} "
                f"findings={len(found)}{' final' if final else ''}"
                f"{' ' + '; '.join(found) if final and found else ''}\n")


def replay(path: Path) -> int:
    target = TARGETS[path.parent.name]
    inp = ast.literal_eval(path.read_text())
    try:
        target.run(inp)  # anything but our errors shows its traceback
    except AmdgcnError as e:
        print(f"no finding ({type(e).__name__}: {str(e)[:300]})")
        return 0
    print("no finding")
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m fuzz.run", description=__doc__.split("\n")[0])
    p.add_argument("--target", choices=[*TARGETS, "all"], default="all")
    p.add_argument("--budget", type=float, default=60.0, help="seconds per target")
    p.add_argument("--inputs", type=int, default=None, help="stop after this many inputs")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--per-input", type=float, default=10.0, help="seconds one input may take")
    p.add_argument("--replay", type=Path, default=None, metavar="FILE")
    p.add_argument("--log", type=Path, default=None, metavar="FILE",
                   help="append the counts to FILE every minute and at the end")
    args = p.parse_args(argv)
    if args.replay is not None:
        return replay(args.replay)
    names = list(TARGETS) if args.target == "all" else [args.target]
    total = 0
    for name in names:
        r = campaign(TARGETS[name], seed=args.seed, budget=args.budget, inputs=args.inputs,
                     limit=args.per_input, log=args.log)
        print(f"{name}: {r['inputs']} inputs in {r['seconds']:.0f} s, "
              f"{len(r['findings'])} distinct findings", flush=True)
        total += len(r["findings"])
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
