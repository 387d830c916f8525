#!/usr/bin/env python3
"""Assembler and disassembler speed against LLVM 22 on real clang-22 output (gfx90a, or the
``--mcpu`` processor such as gfx1100).

Builds the input once: every OpenCL C kernel under tests/data/**/src/*.cl compiled with
``clang-22 -S -O3 -mcpu=<processor>``, keeping the instruction and label lines of the kernels'
code, repeated with renamed labels until about ``--lines`` lines (default 200,000). Then times

* assembling into an object: ``amdgcn as -filetype=obj`` vs ``llvm-mc -filetype=obj`` (and
  the ``-show-encoding`` listings);
* disassembling LLVM's object: ``amdgcn objdump -d`` vs ``llvm-objdump -d``, and the same
  instructions as llvm-mc ``--disassemble`` input (one instruction a line).

Prints the best wall time of ``--repeat`` runs (default 3) and the ratios LLVM time / amdgcn
time (>= 1.0 means we are faster), the same for user CPU time (steadier than wall time on a
busy machine), and whether each output is identical to LLVM's.
With ``--unique`` the input is every distinct line of that output once, so that nothing is
helped by the caches of repeated lines (the statement cache of the assembler, the decoder's
per-word cache), which the repeated input favours. With ``--varied`` the input is clang-22's
``-O3`` code for random kernels of ``amdgcn.kernelgen`` (seeds 1, 2, ..., 40 kernels a file),
each kernel once, until about ``--lines`` lines: code nobody tuned for, whose lines repeat only
as often as real compiler output repeats them.
Run by hand: ``python benchmarks/bench_asm.py [--mcpu gfx1100] [--lines N] [--repeat N]
[--unique | --varied]`` (needs LLVM 22).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LLVM = Path(os.environ.get("LLVM22_BIN", "/usr/lib/llvm-22/bin"))
_INSN = re.compile(r"^\s+([sv]_|global_|flat_|scratch_|ds_|buffer_|tbuffer_|exp |lds_)")
MCPU = "gfx90a"
_LABEL = re.compile(r"^(\.?L?[A-Za-z_.$][\w.$]*):")


def clang_asm(cl: Path) -> str:
    r = subprocess.run([str(LLVM / "clang"), "-x", "cl", "-Xclang", "-finclude-default-header",
                        "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", f"-mcpu={MCPU}",
                        "-nogpulib", "-O3", "-S", "-o", "-", str(cl)],
                       capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else ""


def drop_rejected(body: list[str]) -> list[str]:
    """The lines of ``body`` that llvm-mc 22 assembles (clang's output is not always accepted
    back, e.g. ``v_writelane_b32 v3, s2, m0`` breaks the constant bus limit)."""
    r = subprocess.run([str(LLVM / "llvm-mc"), "-arch=amdgcn", f"-mcpu={MCPU}", "-o", os.devnull],
                       input="\n".join(body) + "\n", capture_output=True, text=True)
    bad = {int(m.group(1)) for m in re.finditer(r"^<stdin>:(\d+):\d+: error", r.stderr, re.M)}
    return [ln for i, ln in enumerate(body, 1) if i not in bad]


def _code_lines(asm: str) -> list[str]:
    """The instruction lines and ``.L`` label lines of clang's assembly, comments dropped."""
    body = []
    for ln in asm.splitlines():
        code = ln.split(";")[0].rstrip()
        if _INSN.match(code) or (_LABEL.match(code) and code.startswith(".L")):
            body.append(code)
    return body


def build_varied_input(lines: int) -> str:
    """About ``lines`` lines of clang-22 -O3 code of random kernels (amdgcn.kernelgen seeds 1,
    2, ...; 40 kernels a file), each kernel once, local labels renamed per file."""
    from amdgcn.kernelgen import prelude
    from amdgcn.kernelgen.generate import generate
    out: list[str] = []
    seed, k = 1, 0
    with tempfile.TemporaryDirectory() as tmp:
        while len(out) < lines:
            body = "\n".join(generate(s, mcpu=MCPU).render() for s in range(seed, seed + 40))
            seed += 40
            cl = Path(tmp, "k.cl")
            cl.write_text(prelude.device_source(body))
            r = subprocess.run([str(LLVM / "clang"), *prelude.DEVICE_FLAGS, "-target",
                                "amdgcn-amd-amdhsa", f"-mcpu={MCPU}", "-O3", "-S", "-o", "-",
                                str(cl)], check=False, capture_output=True, text=True)
            if r.returncode:
                sys.exit(f"clang-22 failed on kernelgen seeds {seed - 40}..{seed - 1}:\n"
                         f"{r.stderr[-2000:]}")
            code = drop_rejected(_code_lines(r.stdout))
            out.extend(re.sub(r"(\.L\w+)", rf"\1_{k}", ln) for ln in code)
            k += 1
    return "\n".join(out) + "\n"


def build_input(lines: int, unique: bool = False) -> str:
    """About ``lines`` lines: the kernels' code repeated with renamed labels; with ``unique``,
    one copy with every repeated line dropped (each line once: no help from caches)."""
    chunks = []  # the instruction and label lines of each compiled file
    for cl in sorted(ROOT.glob("tests/data/**/src/*.cl")) + [ROOT / "src/amdgcn/examples/saxpy.cl"]:
        body = drop_rejected(_code_lines(clang_asm(cl)))
        if body:
            chunks.append(body)
    if not chunks:
        sys.exit("no clang-22 output: is LLVM 22 installed?")
    if unique:
        seen: set[str] = set()
        out = [ln for body in chunks for ln in body if not (ln in seen or seen.add(ln))]
        return "\n".join(out[:lines]) + "\n"
    out, k = [], 0
    while len(out) < lines:
        for body in chunks:  # local labels renamed per copy of each file; whole copies only
            out.extend(re.sub(r"(\.L\w+)", rf"\1_{k}", ln) for ln in body)
            k += 1
            if len(out) >= lines:
                break
    return "\n".join(out) + "\n"


#: as installed: Python caches bytecode (a PYTHONDONTWRITEBYTECODE=1 shell would recompile
#: every module in every run, which no install does)
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


REPEAT = 3


#: the user CPU seconds of the last timed() command (best of its runs)
USER = {"last": 0.0}


def timed(cmd: list[str], stdin: str | None = None) -> tuple[float, str, int]:
    """Best wall time of ``REPEAT`` runs, with the output and exit status of the last; the
    best user CPU time goes to ``USER["last"]``."""
    best = best_user = float("inf")
    for _ in range(REPEAT):
        u = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
        t = time.perf_counter()
        r = subprocess.run(cmd, input=stdin, capture_output=True, text=True, env=ENV)
        best = min(best, time.perf_counter() - t)
        best_user = min(best_user, resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - u)
    USER["last"] = best_user
    return best, r.stdout, r.returncode


def user_ratio(llvm_user: float) -> str:
    """`` user CPU ratio R`` of LLVM's user time to the last command's."""
    return f"  user CPU {llvm_user:5.2f}/{USER['last']:5.2f} s ratio " \
           f"{llvm_user / max(USER['last'], 1e-9):5.2f}"


def text_bytes(obj: Path) -> bytes:
    """The .text section of an object, read with amdgcn's code object reader."""
    from amdgcn.codeobj import CodeObject
    co = CodeObject.from_file(obj)
    return co.section(".text").data


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lines", type=int, default=200_000)
    ap.add_argument("--mcpu", default="gfx90a", help="processor (gfx90a, gfx1100 ...)")
    ap.add_argument("--repeat", type=int, default=3, help="runs of each command (best kept)")
    ap.add_argument("--unique", action="store_true",
                    help="each line once (the corpus's distinct lines, about 17,000 on gfx90a)")
    ap.add_argument("--varied", action="store_true",
                    help="clang-22 -O3 code of random kernels (amdgcn.kernelgen), each once")
    a = ap.parse_args()
    global REPEAT, MCPU
    REPEAT = max(1, a.repeat)
    MCPU = a.mcpu
    if a.varied:
        src = ".text\n" + build_varied_input(a.lines)
    else:
        src = ".text\n" + build_input(a.lines, unique=a.unique)
    body = src.splitlines()[1:]
    print(f"input: {len(body)} lines of clang-22 {MCPU} output (instructions and labels), "
          f"{len(set(body))} distinct")
    amdgcn = [sys.executable, "-m", "amdgcn"]
    for sub in ("as", "objdump", "disasm"):   # warm the bytecode cache once
        timed(amdgcn + [sub, "--help"])
    with tempfile.TemporaryDirectory() as tmp:
        s_path = Path(tmp, "in.s")
        s_path.write_text(src)
        llvm_o, ours_o = Path(tmp, "llvm.o"), Path(tmp, "ours.o")
        t_l, _, rc_l = timed([str(LLVM / "llvm-mc"), "-triple=amdgcn-amd-amdhsa", f"-mcpu={MCPU}",
                              "-filetype=obj", str(s_path), "-o", str(llvm_o)])
        u_l = USER["last"]
        t_o, _, rc_o = timed(amdgcn + ["as", f"--mcpu={MCPU}", "-filetype=obj", str(s_path),
                                       "-o", str(ours_o)])
        same = rc_o == 0 and llvm_o.read_bytes() == ours_o.read_bytes()
        same_text = rc_o == 0 and text_bytes(llvm_o) == text_bytes(ours_o)
        print(f"assemble (-filetype=obj)  llvm-mc {t_l:6.2f} s  amdgcn as {t_o:6.2f} s  "
              f"ratio {t_l / t_o:5.2f}{user_ratio(u_l)}  (identical object: {same}, .text: "
              f"{same_text}; exit {rc_l}/{rc_o})")
        t_l, l_l, _ = timed([str(LLVM / "llvm-mc"), "-arch=amdgcn", f"-mcpu={MCPU}",
                             "-show-encoding", str(s_path)])
        u_l = USER["last"]
        t_o, l_o, _ = timed(amdgcn + ["as", f"--mcpu={MCPU}", "--show-encoding", str(s_path)])
        print(f"assemble (-show-encoding) llvm-mc {t_l:6.2f} s  amdgcn as {t_o:6.2f} s  "
              f"ratio {t_l / t_o:5.2f}{user_ratio(u_l)}  (identical listing: {l_l == l_o})")
        t_l, d_l, _ = timed([str(LLVM / "llvm-objdump"), "-d", str(llvm_o)])
        u_l = USER["last"]
        t_o, d_o, rc = timed(amdgcn + ["objdump", "-d", str(llvm_o)])
        print(f"disassemble (objdump -d)  llvm-objdump {t_l:6.2f} s  amdgcn objdump {t_o:6.2f} s"
              f"  ratio {t_l / t_o:5.2f}{user_ratio(u_l)}  (identical output: {d_l == d_o}; "
              f"exit {rc})")
        # one instruction per line, as llvm-mc --disassemble tests are written: the instruction
        # boundaries come from llvm-objdump's listing
        lines = []
        for m in re.finditer(r"// [0-9A-F]+: ([0-9A-F ]+)", d_l):
            raw = b"".join(int(w, 16).to_bytes(4, "little") for w in m.group(1).split())
            lines.append(",".join(f"0x{b:02x}" for b in raw))
        dis_in = "\n".join(lines) + "\n"
        t_l, d_l, _ = timed([str(LLVM / "llvm-mc"), "-arch=amdgcn", f"-mcpu={MCPU}",
                             "--disassemble"], dis_in)
        u_l = USER["last"]
        t_o, d_o, rc = timed(amdgcn + ["disasm", f"--mcpu={MCPU}"], dis_in)
        print(f"disassemble (llvm-mc --disassemble input)  llvm-mc {t_l:6.2f} s  amdgcn disasm "
              f"{t_o:6.2f} s  ratio {t_l / t_o:5.2f}{user_ratio(u_l)}  (identical output: "
              f"{d_l == d_o})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
