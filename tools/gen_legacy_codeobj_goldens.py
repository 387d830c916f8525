"""Rebuild the code object V2/V3 goldens (``tests/data/asm/legacy/``) with llvm-mc-14.

LLVM 22 no longer writes code objects V2 and V3; Debian's default LLVM 14 does
(``llvm-mc-14 --amdhsa-code-object-version=2|3``; ``apt-get install llvm-14``), and it is
the oracle for them (issue 11). Inputs:

* ``v3/<name>.<mcpu>.s.gz``: clang-22 ``-mcode-object-version=4 -O2`` assembly of kernels
  of ``tests/data/emu/src`` turned into the V3 dialect LLVM 14 reads (no
  ``.amdhsa_code_object_version``, the V3 target ID in ``.amdgcn_target``, no kernarg
  preload directives, metadata ``amdhsa.version`` 1.0 without ``amdhsa.target``);
* ``cases/*.s``: hand-written V2 and V3 cases, each for the processors of :data:`CASES`;
* ``corpus_v2.json``: llvm-mc-14's objects (V2) for the runs of LLVM's MC tests that LLVM 22
  rejects for their V2 directives (``tests/data/asm/corpus_golden.json``), read from
  ``../shared/corpora`` at test time and never copied here.

``manifest.json`` lists every (input, processor, features, version, golden object); for the
objects of :data:`DUMPED`, ``<golden>.objdump.txt`` and ``<golden>.notes.txt`` hold
llvm-objdump-22 ``-d`` and llvm-readelf-22 ``--notes`` (after their first line).

Usage: ``python tools/gen_legacy_codeobj_goldens.py [--llvm22 DIR] [--llvm-mc-14 PATH]``
"""

from __future__ import annotations

import argparse
import base64
import gzip
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from amdgcn.asm.targetinfo import AsmTarget

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "asm" / "legacy"
EMU_SRC = ROOT / "tests" / "data" / "emu" / "src"
CORPUS_GOLDEN = ROOT / "tests" / "data" / "asm" / "corpus_golden.json"
CORPORA = ROOT.parent / "shared" / "corpora" / "llvm-mc"
TRIPLE = "amdgcn-amd-amdhsa"

#: (kernel source, processor, -mattr) compiled by clang-22 and turned into V3 sources
CONVERTED = [("elementwise", "gfx906", ""), ("reduce", "gfx906", ""), ("mfma", "gfx908", ""),
             ("algo", "gfx90a", ""), ("lds", "gfx90a", "-xnack"), ("grids", "gfx900", "+xnack"),
             ("modes", "gfx803", "")]
#: hand-written cases: file -> (code object version, [(processor, -mattr)])
CASES = {
    "kernels_v3.s": (3, [("gfx906", ""), ("gfx906", "-xnack"), ("gfx906", "+xnack,-sramecc"),
                         ("gfx908", ""), ("gfx900", ""), ("gfx900", "-xnack")]),
    "kernels_v2.s": (2, [("gfx906", ""), ("gfx906", "-xnack"), ("gfx900", ""),
                         ("gfx803", ""), ("gfx700", ""), ("gfx600", "")]),
    "isa_args_v2.s": (2, [("gfx906", ""), ("gfx906", "-xnack"), ("gfx900", ""),
                          ("gfx803", "")]),
    "metadata_v2.s": (2, [("gfx900", ""), ("gfx803", "")]),
}
#: the goldens whose llvm-objdump -d and llvm-readelf --notes texts are kept
DUMPED = ["cases/kernels_v2.gfx900.o.gz", "cases/metadata_v2.gfx803.o.gz",
          "cases/kernels_v3.gfx906.o.gz", "v3/mfma.gfx908.gfx908.o.gz"]
#: the V2 directives LLVM 22 dropped (a corpus run it rejects for them is a V2 run)
V2_DIRECTIVES = (".hsa_code_object_version", ".hsa_code_object_isa", ".amd_kernel_code_t",
                 ".amdgpu_hsa_kernel")
#: clang-22 directives LLVM 14 does not know
DROPPED_PREFIXES = (".amdhsa_code_object_version", ".amdhsa_user_sgpr_kernarg_preload")


def _write_gz(path: Path, data: bytes) -> None:
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0,
                                                 filename="") as f:
        f.write(data)


def to_v3(text: str, mcpu: str, mattr: str) -> str:
    """clang-22's V4 assembly in the V3 dialect that llvm-mc 14 reads."""
    target_id = AsmTarget.create(mcpu, mattr=mattr).target_id(3)
    lines = text.splitlines()
    out = []
    i = 0
    while i < len(lines):
        line = lines[i]
        s = line.strip()
        if s.startswith(DROPPED_PREFIXES) or s.startswith("amdhsa.target:"):
            i += 1
            continue
        if s.startswith(".amdgcn_target"):
            out.append(f'\t.amdgcn_target "{target_id}"')
        elif s == "amdhsa.version:" and i + 2 < len(lines):
            out += [line, lines[i + 1], re.sub(r"\d+", "0", lines[i + 2])]
            i += 2
        else:
            out.append(line)
        i += 1
    return "\n".join(out) + "\n"


def llvm_mc_14(mc: str, text: str, mcpu: str, mattr: str, version: int,
               triple: str = TRIPLE) -> bytes:
    with tempfile.TemporaryDirectory() as tmp:
        src, obj = Path(tmp) / "in.s", Path(tmp) / "out.o"
        src.write_text(text, errors="surrogateescape")
        cmd = [mc, f"--triple={triple}", f"-mcpu={mcpu}",
               f"--amdhsa-code-object-version={version}", "-filetype=obj", str(src),
               "-o", str(obj)]
        if mattr:
            cmd.append(f"-mattr={mattr}")
        subprocess.run(cmd, check=True, capture_output=True)
        return obj.read_bytes()


def converted(llvm22: Path) -> None:
    (OUT / "v3").mkdir(parents=True, exist_ok=True)
    for name, mcpu, mattr in CONVERTED:
        tid = mcpu + (f":xnack{mattr[0]}" if mattr else "")
        cmd = [str(llvm22 / "clang"), "-x", "cl", "-Xclang", "-finclude-default-header",
               "-cl-std=CL2.0", "-target", TRIPLE, f"-mcpu={tid}", "-nogpulib", "-O2",
               "-mcode-object-version=4", "-I", str(EMU_SRC), "-S", "-o", "-",
               str(EMU_SRC / f"{name}.cl")]
        asm = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
        _write_gz(OUT / "v3" / f"{name}.{mcpu}.s.gz", to_v3(asm, mcpu, mattr).encode())


def read_text(path: Path) -> str:
    data = path.read_bytes()
    return (gzip.decompress(data) if path.suffix == ".gz" else data).decode("utf-8")


def goldens(mc: str) -> list[dict]:
    entries = []
    jobs = [(OUT / "v3" / f"{n}.{c}.s.gz", 3, [(c, m)]) for n, c, m in CONVERTED]
    jobs += [(OUT / "cases" / f, v, targets) for f, (v, targets) in CASES.items()]
    for path, version, targets in jobs:
        stem = path.name.removesuffix(".gz").removesuffix(".s")
        for mcpu, mattr in targets:
            tag = mcpu + (mattr.replace("+", "p").replace("-", "m").replace(",", "")
                          if mattr else "")
            golden = path.parent / f"{stem}.{tag}.o.gz"
            _write_gz(golden, llvm_mc_14(mc, read_text(path), mcpu, mattr, version))
            entries.append({"input": str(path.relative_to(OUT)),
                            "golden": str(golden.relative_to(OUT)), "mcpu": mcpu,
                            "mattr": mattr, "triple": TRIPLE, "version": version})
    return entries


def corpus_runs(mc: str) -> dict:
    """llvm-mc-14's V2 objects for the corpus runs LLVM 22 rejects for V2 directives."""
    golden = json.loads(CORPUS_GOLDEN.read_text())
    out = {}
    for run in golden["runs"]:
        if "skip" in run or run.get("timeout"):
            continue
        text = (CORPORA / "asm" / run["file"]).read_text(errors="surrogateescape")
        for old, new in run["substitutions"]:
            text = text.replace(old, new)
        lines = text.splitlines()
        if not any(msg == "unknown directive" and lines[line - 1].lstrip().startswith(
                V2_DIRECTIVES) for line, _, msg in run.get("errors", ())):
            continue
        key = f"{run['file']}:{run['mcpu']}:{run['triple']}:{run['mattr']}"
        try:
            obj = llvm_mc_14(mc, text, run["mcpu"], run["mattr"], 2, run["triple"])
        except subprocess.CalledProcessError as e:
            first = e.stderr.decode(errors="replace").splitlines()[0]
            out[key] = {"error": first.split("in.s:", 1)[-1]}   # line:col: error: ...
            continue
        out[key] = {"object": base64.b64encode(gzip.compress(obj, mtime=0)).decode()}
    return out


def dumps(llvm22: Path) -> None:
    """llvm-objdump -d and llvm-readelf --notes of :data:`DUMPED`."""
    for rel in DUMPED:
        golden = OUT / rel
        stem = golden.name.removesuffix(".o.gz")
        with tempfile.TemporaryDirectory() as tmp:
            obj = Path(tmp) / "in.o"
            obj.write_bytes(gzip.decompress(golden.read_bytes()))
            for tool, args, suffix in (("llvm-objdump", ["-d"], "objdump"),
                                       ("llvm-readelf", ["--notes"], "notes")):
                text = subprocess.run([str(llvm22 / tool), *args, str(obj)], check=True,
                                      capture_output=True, text=True).stdout
                if tool == "llvm-objdump":
                    text = text.split("file format elf64-amdgpu\n", 1)[1]
                (golden.parent / f"{stem}.{suffix}.txt").write_text(text)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llvm22", type=Path, default=Path("/usr/lib/llvm-22/bin"))
    ap.add_argument("--llvm-mc-14", dest="mc14", default="/usr/lib/llvm-14/bin/llvm-mc")
    args = ap.parse_args()
    converted(args.llvm22)
    manifest = goldens(args.mc14)
    (OUT / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    dumps(args.llvm22)
    if CORPORA.exists():
        (OUT / "corpus_v2.json").write_text(json.dumps(corpus_runs(args.mc14), indent=1,
                                                       sort_keys=True) + "\n")
    print(f"{len(manifest)} goldens in {OUT.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
