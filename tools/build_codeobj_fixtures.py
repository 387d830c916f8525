#!/usr/bin/env python3
"""Build the code object fixtures of tests/codeobj with clang-22 and ld.lld-22, and their goldens.

Run from the repository root::

    python tools/build_codeobj_fixtures.py [--llvm /usr/lib/llvm-22/bin]

For each configuration below it compiles ``tests/data/codeobj/src/<name>.cl`` with::

    clang -x cl -Xclang -finclude-default-header -target amdgcn-amd-amdhsa -mcpu=CPU
          -nogpulib -OPT -c [-mcode-object-version=N]

links the object with ``ld.lld -shared`` and writes, under ``tests/data/codeobj/``:
``<id>.o``, ``<id>.hsaco`` and the golden outputs ``<id>.<file>.<tool>.txt`` of
``llvm-readelf --notes``, ``llvm-readelf -h -S -s -r``, ``llvm-objdump -d`` (linked files only) and
``llvm-objdump -D --section=.rodata`` (the kernel descriptors). Hand-written assembly
(``src/<name>.s``, :data:`ASM_SOURCES`) is assembled by llvm-mc, linked, and listed with
``llvm-objdump -d`` (``--only-asm`` does just that). The outputs are committed so that the
tests run without LLVM; rerun this script when LLVM or the sources change.
"""

from __future__ import annotations

import argparse
import json
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "codeobj"
SRC = DATA / "src"

#: (source, mcpu, opt, code object version or None for clang's default)
CONFIGS: list[tuple[str, str, str, int | None]] = [
    ("elementwise", "gfx90a", "O3", None),
    ("types", "gfx90a", "O3", None),
    ("lds", "gfx90a", "O3", None),
    ("atomics", "gfx90a", "O3", None),
    ("scratch", "gfx90a", "O3", None),
    ("calls", "gfx90a", "O3", None),
    ("mfma", "gfx90a", "O3", None),
    ("control", "gfx90a", "O3", None),
    ("globals", "gfx90a", "O3", None),
    ("empty", "gfx90a", "O3", None),
    ("elementwise", "gfx90a", "O0", None),
    ("scratch", "gfx90a", "O0", None),
    ("elementwise", "gfx90a", "O3", 4),
    ("lds", "gfx90a", "O3", 5),
    ("types", "gfx90a", "O3", 5),
    ("elementwise", "gfx90a:xnack+", "O3", 5),
    ("atomics", "gfx90a:sramecc-:xnack-", "O3", 4),
    ("elementwise", "gfx908", "O3", None),
    ("mfma", "gfx908", "O3", 5),
    ("elementwise", "gfx900", "O3", None),
    ("control", "gfx900", "O3", 4),
    ("calls", "gfx900", "O0", 5),
    ("elementwise", "gfx942", "O3", None),
    ("mfma", "gfx942", "O3", 5),
    ("scratch", "gfx942", "O3", None),
    ("elementwise", "gfx1030", "O3", 5),
    ("elementwise", "gfx1100", "O3", None),
]


#: multi-object links: (id, sources, mcpu); objects <id>-<source>.o, ld.lld output <id>.hsaco
LINK_SETS: list[tuple[str, list[str], str]] = [
    ("link-ab-gfx90a", ["link_a", "link_b"], "gfx90a"),
]

#: extra clang flags per source (program-scope global variables need OpenCL C 2.0)
EXTRA_FLAGS: dict[str, list[str]] = {"globals": ["-cl-std=CL2.0"], "link_a": ["-cl-std=CL2.0"],
                                     "link_b": ["-cl-std=CL2.0"]}


#: hand-written assembly (src/<name>.s): llvm-mc object, ld.lld link, llvm-objdump -d of both
ASM_SOURCES: list[tuple[str, str]] = [("objdump_edges", "gfx90a")]


def build_asm_fixtures(bin_: Path) -> None:
    """Assemble, link and list each of :data:`ASM_SOURCES`."""
    for name, mcpu in ASM_SOURCES:
        obj, so = f"{name}-{mcpu}.o", f"{name}-{mcpu}.hsaco"
        run([str(bin_ / "llvm-mc"), "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}",
             "-filetype=obj", str(SRC / f"{name}.s"), "-o", obj])
        run([str(bin_ / "ld.lld"), "-shared", obj, "-o", so])
        for f in (obj, so):
            run([str(bin_ / "llvm-objdump"), "-d", f], DATA / f"{f}.objdump-d.txt")


def fixture_id(src: str, mcpu: str, opt: str, cov: int | None) -> str:
    """``<src>-<mcpu with : and + spelled out>-<opt>[-v<N>]``."""
    cpu = mcpu.replace(":", "_").replace("+", "on").replace("-", "off")
    return f"{src}-{cpu}-{opt}" + (f"-v{cov}" if cov else "")


def run(cmd: list[str], out: Path | None = None) -> str:
    """Run ``cmd``; write its stdout to ``out`` when given and return it."""
    res = subprocess.run(cmd, check=True, capture_output=True, text=True, cwd=DATA)
    if out is not None:
        out.write_text(res.stdout)
    return res.stdout


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llvm", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--only-asm", action="store_true", help="only the assembly sources")
    args = ap.parse_args()
    bin_ = Path(args.llvm)
    build_asm_fixtures(bin_)
    if args.only_asm:
        return 0
    manifest = []
    for src, mcpu, opt, cov in CONFIGS:
        fid = fixture_id(src, mcpu, opt, cov)
        obj, so = DATA / f"{fid}.o", DATA / f"{fid}.hsaco"
        cmd = [str(bin_ / "clang"), "-x", "cl", "-Xclang", "-finclude-default-header",
               "-target", "amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-nogpulib", f"-{opt}",
               "-c", str(SRC / f"{src}.cl"), "-o", obj.name]
        cmd += EXTRA_FLAGS.get(src, [])
        if cov:
            cmd.append(f"-mcode-object-version={cov}")
        run(cmd)
        run([str(bin_ / "ld.lld"), "-shared", obj.name, "-o", so.name])
        for f in (obj, so):
            run([str(bin_ / "llvm-readelf"), "--notes", f.name],
                DATA / f"{f.name}.notes.txt")
            run([str(bin_ / "llvm-readelf"), "-h", "-S", "-s", "-r", f.name],
                DATA / f"{f.name}.readelf.txt")
            if f is so:  # the code is the same in both; keep one listing
                run([str(bin_ / "llvm-objdump"), "-d", f"--mcpu={mcpu.split(':')[0]}",
                     f.name], DATA / f"{f.name}.objdump-d.txt")
            run([str(bin_ / "llvm-objdump"), "-D", "--section=.rodata", f.name],
                DATA / f"{f.name}.objdump-kd.txt")
        manifest.append({"id": fid, "source": f"src/{src}.cl", "mcpu": mcpu, "opt": opt,
                         "code_object_version": cov, "object": obj.name, "linked": so.name})
    links = []
    for lid, sources, mcpu in LINK_SETS:
        objs = []
        for src in sources:
            obj = f"{lid}-{src}.o"
            run([str(bin_ / "clang"), "-x", "cl", "-Xclang", "-finclude-default-header",
                 "-target", "amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-nogpulib", "-O3", "-c",
                 str(SRC / f"{src}.cl"), "-o", obj, *EXTRA_FLAGS.get(src, [])])
            objs.append(obj)
        run([str(bin_ / "ld.lld"), "-shared", *objs, "-o", f"{lid}.hsaco"])
        links.append({"id": lid, "objects": objs, "linked": f"{lid}.hsaco", "mcpu": mcpu})
    (DATA / "links.json").write_text(json.dumps(links, indent=1) + "\n")
    (DATA / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"built {len(manifest)} fixtures in {DATA}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
