"""``python -m amdgcn.kernelgen``: campaigns, single kernels, reduction, regression cases.

Usage:
    python -m amdgcn.kernelgen campaign --mcpu gfx90a -O0 -O1 -O3 --count 5000 --seed 1
    python -m amdgcn.kernelgen campaign --backend amdgcn --mcpu gfx90a -O3 --count 2000
    python -m amdgcn.kernelgen show --seed 42 [--mcpu gfx90a] [--host]
    python -m amdgcn.kernelgen reduce --seed 42 --mcpu gfx90a -O3 [--save NAME --note TEXT]
    python -m amdgcn.kernelgen save --seed 42 --mcpu gfx90a -O3 --kernel K.cl --name N --note T
    python -m amdgcn.kernelgen rebuild [NAME ...]     # the regression cases' code objects
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from amdgcn.kernelgen import prelude
from amdgcn.kernelgen.backend import BACKENDS, amdgcn_device
from amdgcn.kernelgen.generate import generate
from amdgcn.kernelgen.reduce import reduce_kernel, save_case
from amdgcn.kernelgen.runner import campaign, clang_device

CASES = Path(__file__).resolve().parents[3] / "tests" / "data" / "kernelgen"


def _log(text: str) -> None:
    print(text, flush=True)


def _levels(args) -> list[int]:
    return sorted(set(args.O or [3]))


def _compiler(args):
    return amdgcn_device if args.backend == "amdgcn" else clang_device


def cmd_campaign(args) -> int:
    deadline = time.time() + args.minutes * 60 if args.minutes else None
    compiler = _compiler(args)
    stats = campaign(args.mcpu, _levels(args), count=args.count, seed=args.seed,
                     batch=args.batch, size=args.size, log=_log, deadline=deadline,
                     compiler=compiler)
    print(f"campaign {args.mcpu} ({args.backend}) seeds {args.seed}..: {stats.summary()}")
    if stats.reasons:
        print(stats.unsupported())
    for f in stats.failures:
        print(f"  {f.status} seed {f.seed} -O{f.level}: {f.detail}")
    return 1 if stats.failures else 0


def cmd_show(args) -> int:
    k = generate(args.seed, mcpu=args.mcpu, size=args.size)
    body = k.render()
    print(prelude.host_source(body, [k.name]) if args.host else prelude.device_source(body))
    return 0


def cmd_reduce(args) -> int:
    level = _levels(args)[0]
    k = generate(args.seed, mcpu=args.mcpu, size=args.size)
    try:
        small = reduce_kernel(k, args.mcpu, level, log=_log, compiler=_compiler(args))
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    print(small.render())
    if args.save:
        for p in save_case(small, args.mcpu, [level], CASES, name=args.save, note=args.note):
            print(f"wrote {p}")
    return 0


def cmd_save(args) -> int:
    k = generate(args.seed, mcpu=args.mcpu, size=args.size)
    text = args.kernel.read_text()
    start, end = text.find("__kernel void"), text.rfind("}")
    if start < 0 or end < start:
        print(f"error: {args.kernel}: no kernel found", file=sys.stderr)
        return 1
    body = text[start:end + 1] + "\n"
    k.render = lambda: body
    for p in save_case(k, args.mcpu, _levels(args), CASES, name=args.name, note=args.note):
        print(f"wrote {p}")
    return 0


def cmd_rebuild(args) -> int:
    for meta_path in sorted(CASES.glob("*.json")):
        name = meta_path.stem
        if args.names and name not in args.names:
            continue
        meta = json.loads(meta_path.read_text())
        source = (CASES / f"{name}.cl").read_text()
        for mcpu, level in meta["builds"]:
            out = CASES / f"{name}.{mcpu}.O{level}.hsaco"
            out.write_bytes(clang_device(source, mcpu, level))
            print(f"wrote {out}")
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m amdgcn.kernelgen", description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("campaign", "show", "reduce"):
        p = sub.add_parser(name)
        p.add_argument("--mcpu", default="gfx90a")
        p.add_argument("--size", type=int, default=24, help="statements per kernel (about)")
        p.add_argument("-O", type=int, action="append", choices=(0, 1, 2, 3))
        if name == "campaign":
            p.add_argument("--count", type=int, default=200)
            p.add_argument("--seed", type=int, default=1)
            p.add_argument("--batch", type=int, default=40, help="kernels per compile")
            p.add_argument("--minutes", type=float, default=0, help="stop starting batches after")
        else:
            p.add_argument("--seed", type=int, required=True)
        if name in ("campaign", "reduce"):
            p.add_argument("--backend", choices=BACKENDS, default="clang",
                           help="the device code generator: clang-22, or amdgcn (clang-22 "
                                "makes the IR, amdgcn.compiler the code object)")
        if name == "show":
            p.add_argument("--host", action="store_true", help="the host's C file instead")
        if name == "reduce":
            p.add_argument("--save", help="save as tests/data/kernelgen/NAME.*")
            p.add_argument("--note", default="", help="what the case shows (the bug)")
    p = sub.add_parser("save", help="save a (reduced) kernel text as a regression case")
    p.add_argument("--seed", type=int, required=True, help="the seed it came from (inputs)")
    p.add_argument("--mcpu", default="gfx90a")
    p.add_argument("--size", type=int, default=24)
    p.add_argument("-O", type=int, action="append", choices=(0, 1, 2, 3))
    p.add_argument("--kernel", type=Path, required=True, help="file holding the kernel's text")
    p.add_argument("--name", required=True)
    p.add_argument("--note", required=True, help="the bug it shows")
    p = sub.add_parser("rebuild")
    p.add_argument("names", nargs="*")
    args = ap.parse_args(argv)
    return {"campaign": cmd_campaign, "show": cmd_show, "reduce": cmd_reduce,
            "save": cmd_save, "rebuild": cmd_rebuild}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
