"""Line coverage of the modules the fuzz targets drive: ``python -m fuzz.cover [--scale K]``.

Runs every target's fixed-seed sample (``ci_inputs * K`` inputs, seed 12) in this process
under coverage.py (``pip install '.[fuzz]'``) and prints the statement coverage of each
package of ``src/amdgcn`` that a target drives, and of all of them together. The compiler
target compiles in this process here (not in its worker), so its lines are counted too.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict

#: package of src/amdgcn -> the targets that drive it
PACKAGES = {
    "isa": ("decode", "mcinput", "asm_line", "asm_file"),
    "disasm": ("mcinput",),
    "asm": ("asm_line", "asm_file"),
    "codeobj": ("codeobj", "link", "emu"),
    "commands": ("codeobj",),       # only the files of FILES below
    "emu": ("emu",),
    "compiler": ("compile",),
}

#: packages measured on some of their files only (the rest is no target's surface)
FILES = {"commands": ("readobj.py", "objdump.py", "_input.py")}


def main(argv: list[str] | None = None) -> int:
    import coverage
    p = argparse.ArgumentParser(prog="python -m fuzz.cover", description=__doc__.split("\n")[0])
    p.add_argument("--scale", type=float, default=1.0, help="inputs = ci_inputs * SCALE")
    p.add_argument("--seed", type=int, default=12)
    args = p.parse_args(argv)
    cov = coverage.Coverage(source=["amdgcn"], data_file=None)
    cov.start()
    from fuzz import compiler
    from fuzz.run import run_one
    from fuzz.targets import TARGETS
    counts = {}
    for name, target in TARGETS.items():
        rng = random.Random(args.seed)
        n = max(1, int(target.ci_inputs * args.scale))
        for _ in range(n):
            inp = target.make(rng)
            if name == "compile":
                compiler.compile_one(inp)
            else:
                run_one(target, inp)
        counts[name] = n
    compiler._stop_worker()
    cov.stop()
    data = cov.get_data()
    per = defaultdict(lambda: [0, 0])
    for path in data.measured_files():
        parts = path.replace("\\", "/").split("/amdgcn/")[-1].split("/")
        package = parts[0] if len(parts) > 1 else "(top)"
        if package not in PACKAGES or (package in FILES and parts[-1] not in FILES[package]):
            continue
        _, statements, _, missing, _ = cov.analysis2(path)
        per[package][0] += len(statements)
        per[package][1] += len(statements) - len(missing)
    print("inputs: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    total = [0, 0]
    for package in PACKAGES:
        stmts, hit = per[package]
        total[0] += stmts
        total[1] += hit
        label = package + ("/{" + ",".join(FILES[package]) + "}" if package in FILES else "")
        print(f"amdgcn/{label:<10} {hit:6d} / {stmts:6d} statements  "
              f"{100 * hit / max(stmts, 1):5.1f}%  ({', '.join(PACKAGES[package])})")
    print(f"{'all of them':<17} {total[1]:6d} / {total[0]:6d} statements  "
          f"{100 * total[1] / max(total[0], 1):5.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
