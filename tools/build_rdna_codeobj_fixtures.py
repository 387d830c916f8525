"""Build the RDNA code object fixtures: clang-22 gfx1030/gfx1100 kernels, wave32 and wave64.

For each OpenCL source of ``tests/data/codeobj/src`` in :data:`SOURCES`, each processor of
:data:`CPUS` and each wavefront size, clang-22 compiles and ld.lld-22 links a code object
into ``tests/data/codeobj/rdna/<source>-<cpu>-w<32|64>.hsaco`` with LLVM 22's
``llvm-objdump -d``, ``llvm-objdump -D --section=.rodata`` (kernel descriptors) and
``llvm-readelf --notes`` outputs beside it; ``tests/codeobj/test_rdna_codeobj.py`` compares
amdgcn's printers with them and rebuilds each object from ``objdump --source-out``.

    python tools/build_rdna_codeobj_fixtures.py [--llvm /usr/lib/llvm-22/bin]
"""

from __future__ import annotations

import argparse
import json
import subprocess
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "codeobj"
OUT = DATA / "rdna"
SOURCES = ["elementwise", "control", "lds", "atomics", "types", "scratch"]
CPUS = ["gfx1030", "gfx1100"]
WAVES = [32, 64]


def run(cmd: list[str], out: Path | None = None) -> None:
    """Run ``cmd`` in the output folder; write its stdout to ``out`` when given."""
    res = subprocess.run(cmd, check=True, capture_output=True, text=True, cwd=OUT)
    if out is not None:
        out.write_text(res.stdout)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llvm", default="/usr/lib/llvm-22/bin")
    bin_ = Path(ap.parse_args().llvm)
    OUT.mkdir(exist_ok=True)
    manifest = []
    for src in SOURCES:
        for cpu in CPUS:
            for wave in WAVES:
                name = f"{src}-{cpu}-w{wave}"
                obj, so = f"{name}.o", f"{name}.hsaco"
                cmd = [str(bin_ / "clang"), "-x", "cl", "-Xclang", "-finclude-default-header",
                       "-target", "amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-nogpulib", "-O3",
                       "-c", str(DATA / "src" / f"{src}.cl"), "-o", obj]
                if wave == 64:
                    cmd.append("-mwavefrontsize64")
                run(cmd)
                run([str(bin_ / "ld.lld"), "-shared", obj, "-o", so])
                (OUT / obj).unlink()
                run([str(bin_ / "llvm-objdump"), "-d", f"--mcpu={cpu}", so],
                    OUT / f"{so}.objdump-d.txt")
                run([str(bin_ / "llvm-objdump"), "-D", "--section=.rodata", so],
                    OUT / f"{so}.objdump-kd.txt")
                run([str(bin_ / "llvm-readelf"), "--notes", so], OUT / f"{so}.notes.txt")
                manifest.append({"file": so, "source": f"src/{src}.cl", "mcpu": cpu,
                                 "wavefront_size": wave})
    (OUT / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"{len(manifest)} code objects in {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
