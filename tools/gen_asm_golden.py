#!/usr/bin/env python3
"""Record what LLVM 22's ``llvm-mc -filetype=obj`` makes of assembly files, for the assembler's
tests (``tests/asm``). Run it again when the sources or LLVM change, and review the diff.

Writes three files under ``tests/data/asm/``:

``golden.json``
    our own sources ``tests/data/asm/src/*.s``, each under the configurations named by its
    ``// CONFIG: mcpu=... [triple=...] [mattr=...]`` lines: the object LLVM 22 writes (base64)
    or the errors it reports (``[line, column, message]``).
``corpus_golden.json``
    LLVM's own ``.amdhsa_kernel`` and notes tests from the corpus (``hsa*.s``,
    ``elf-notes*.s``, ``hsa_code_object_*``, and a few more object-level tests: see ``CORPUS_GLOBS``; read from
    the corpus at test time, never copied)
    under each configuration of their RUN lines (``-mattr=±code-object-v3`` dropped, ``-arch``
    read as ``-triple=amdgcn--``), plus the few "adapted" runs that respell what LLVM 22 no
    longer accepts (see ``ADAPTATIONS``).
``amdhsa_directives.json.gz``
    every ``.amdhsa_*`` directive with a range of values on a range of processors (the 64
    descriptor bytes, or the first error), and multi-directive scenarios (``SCENARIOS``).

Usage:
    python tools/gen_asm_golden.py [--llvm DIR] [--corpus DIR] [--only sources|corpus|directives]
"""

from __future__ import annotations

import argparse
import base64
import concurrent.futures
import gzip
import json
import os
import re
import shlex
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "asm"
DEFAULT_LLVM = Path(os.environ.get("LLVM22_BIN", "/usr/lib/llvm-22/bin"))
DEFAULT_CORPUS = Path(os.environ.get("AMDGCN_CORPORA", ROOT.parent / "shared/corpora/llvm-mc"))
CORPUS_GLOBS = ("hsa*.s", "elf-notes*.s", "hsa_code_object_*",
                # beyond the brief's list: object-level tests (symbols, relocations, LDS, notes)
                "elf-lds*.s", "reloc.s", "data.s", "isa-version-*.s", "labels-branch*.s",
                "s_endpgm.s", "branch-comment.s", "spurious-pal-metadata.s", "sym_*.s",
                "max-branch-distance.s")
DEFAULT_TRIPLE = "amdgcn-amd-amdhsa"
#: llvm-mc hangs on some inputs (code alignment from an odd offset): give up after this
TIMEOUT_S = 20

#: corpus file -> extra runs: (mcpu, triple, mattr, [(old, new) text substitutions]).
#: LLVM 22 spells target IDs ``gfx904:xnack-`` where the 2019 tests wrote ``gfx904+xnack``.
ADAPTATIONS = {
    "hsa-v3.s": [("gfx904", DEFAULT_TRIPLE, "-xnack", [("gfx904+xnack", "gfx904:xnack-")]),
                 ("gfx904", DEFAULT_TRIPLE, "+xnack", [("gfx904+xnack", "gfx904:xnack+")])],
}

#: llvm-mc without -mcpu assembles for a generic GCN processor; we read it as the first one
NO_MCPU = "gfx600"

_ERROR = re.compile(r"^(?:.*?):(\d+):(?:(\d+):)? error: (.*)$")

#: processors and values the directive table is probed with
PROBE_CPUS = ("gfx600", "gfx700", "gfx801", "gfx802", "gfx803", "gfx900", "gfx906", "gfx908",
              "gfx90a", "gfx942")
PROBE_VALUES = (0, 1, 2, 3, 4, 7, 31, 63, 64, 256, 65535, 1 << 32, -1)
PROBE_DIRECTIVES = ["group_segment_fixed_size", "private_segment_fixed_size", "kernarg_size", "user_sgpr_count", "user_sgpr_private_segment_buffer", "user_sgpr_dispatch_ptr", "user_sgpr_queue_ptr", "user_sgpr_kernarg_segment_ptr", "user_sgpr_dispatch_id", "user_sgpr_flat_scratch_init", "user_sgpr_private_segment_size", "user_sgpr_kernarg_preload_length", "user_sgpr_kernarg_preload_offset", "wavefront_size32", "uses_dynamic_stack", "system_sgpr_private_segment_wavefront_offset", "enable_private_segment", "system_sgpr_workgroup_id_x", "system_sgpr_workgroup_id_y", "system_sgpr_workgroup_id_z", "system_sgpr_workgroup_info", "system_vgpr_workitem_id", "next_free_vgpr", "next_free_sgpr", "accum_offset", "reserve_vcc", "reserve_flat_scratch", "reserve_xnack_mask", "float_round_mode_32", "float_round_mode_16_64", "float_denorm_mode_32", "float_denorm_mode_16_64", "dx10_clamp", "ieee_mode", "fp16_overflow", "tg_split", "workgroup_processor_mode", "memory_ordered", "forward_progress", "shared_vgpr_count", "exception_fp_ieee_invalid_op", "exception_fp_denorm_src", "exception_fp_ieee_div_zero", "exception_fp_ieee_overflow", "exception_fp_ieee_underflow", "exception_fp_ieee_inexact", "exception_int_div_zero", "round_robin_scheduling", "inst_pref_size", "named_barrier_count", "no_such_directive"]
_UNIFIED = ("gfx90a", "gfx942")


def probe_source(cpu: str, directive: str, value: int) -> str:
    """A kernel whose descriptor sets ``directive`` to ``value`` (the required ones set too)."""
    lines = [f"  .amdhsa_{directive} {value}"]
    required = {"next_free_vgpr": 4, "next_free_sgpr": 4}
    if cpu in _UNIFIED:
        required["accum_offset"] = 4
    for name, v in required.items():
        if name != directive:
            lines.append(f"  .amdhsa_{name} {v}")
    body = "\n".join(lines)
    return (f".text\n.p2align 8\nk:\n  s_endpgm\n.rodata\n.p2align 6\n.amdhsa_kernel k\n{body}\n"
            ".end_amdhsa_kernel\n")


_REQ = "  .amdhsa_next_free_vgpr {v}\n  .amdhsa_next_free_sgpr {s}\n"

#: (name, mcpu, mattr, source): descriptors whose fields interact
SCENARIOS = [
    (f"sgpr_limit_{cpu}_{n}", cpu, "", ".amdhsa_kernel k\n" + _REQ.format(v=1, s=n)
     + ("  .amdhsa_accum_offset 4\n" if cpu in _UNIFIED else "") + ".end_amdhsa_kernel\n")
    for cpu in ("gfx600", "gfx700", "gfx802", "gfx803", "gfx900", "gfx90a")
    for n in (95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105)
] + [
    (f"vgpr_limit_{cpu}_{n}", cpu, "", ".amdhsa_kernel k\n" + _REQ.format(v=n, s=1)
     + ("  .amdhsa_accum_offset 4\n" if cpu in _UNIFIED else "") + ".end_amdhsa_kernel\n")
    for cpu in ("gfx803", "gfx900", "gfx90a") for n in (0, 1, 4, 5, 8, 9, 255, 256, 257, 511, 512, 513)
] + [
    (f"reserve_{cpu}_{mattr}_{vcc}{flat}", cpu, mattr,
     ".amdhsa_kernel k\n" + _REQ.format(v=3, s=10)
     + f"  .amdhsa_reserve_vcc {vcc}\n"
     + (f"  .amdhsa_reserve_flat_scratch {flat}\n" if cpu not in ("gfx600", "gfx942") else "")
     + ("  .amdhsa_accum_offset 4\n" if cpu in _UNIFIED else "") + ".end_amdhsa_kernel\n")
    for cpu in ("gfx600", "gfx700", "gfx801", "gfx900", "gfx90a", "gfx942")
    for mattr in ("", "+xnack", "-xnack") for vcc in (0, 1) for flat in (0, 1)
    if not (mattr and cpu in ("gfx600", "gfx700"))
] + [
    (f"accum_{v}_{a}", "gfx90a", "", ".amdhsa_kernel k\n" + _REQ.format(v=v, s=1)
     + f"  .amdhsa_accum_offset {a}\n.end_amdhsa_kernel\n")
    for v, a in ((1, 4), (4, 4), (5, 8), (8, 8), (8, 12), (256, 256), (512, 256), (100, 104),
                 (100, 100), (3, 0), (3, 2), (3, 6), (512, 260))
] + [
    ("user_sgpr_explicit_small", "gfx90a", "", ".amdhsa_kernel k\n" + _REQ.format(v=1, s=1)
     + "  .amdhsa_accum_offset 4\n  .amdhsa_user_sgpr_count 1\n"
     "  .amdhsa_user_sgpr_dispatch_ptr 1\n.end_amdhsa_kernel\n"),
    ("user_sgpr_explicit_large", "gfx90a", "", ".amdhsa_kernel k\n" + _REQ.format(v=1, s=4)
     + "  .amdhsa_accum_offset 4\n  .amdhsa_user_sgpr_count 10\n.end_amdhsa_kernel\n"),
    ("user_sgpr_all", "gfx900", "", ".amdhsa_kernel k\n" + _REQ.format(v=1, s=4)
     + "".join(f"  .amdhsa_user_sgpr_{n} 1\n" for n in (
         "private_segment_buffer", "dispatch_ptr", "queue_ptr", "kernarg_segment_ptr",
         "dispatch_id", "flat_scratch_init", "private_segment_size"))
     + ".end_amdhsa_kernel\n"),
    ("user_sgpr_too_many", "gfx90a", "", ".amdhsa_kernel k\n" + _REQ.format(v=1, s=4)
     + "  .amdhsa_accum_offset 4\n  .amdhsa_user_sgpr_count 32\n.end_amdhsa_kernel\n"),
] + [
    (f"preload_{n}_{extra}", "gfx90a", "", ".amdhsa_kernel k\n" + _REQ.format(v=1, s=4)
     + f"  .amdhsa_accum_offset 4\n  .amdhsa_user_sgpr_kernarg_preload_length {n}\n"
     + ("  .amdhsa_user_sgpr_dispatch_ptr 1\n" if extra == "ptr" else "")
     + ("  .amdhsa_kernarg_size 8\n" if extra == "kernarg" else "")
     + ("  .amdhsa_user_sgpr_kernarg_preload_offset 8\n" if extra == "offset" else "")
     + ("  .amdhsa_user_sgpr_count 12\n" if extra == "count" else "")
     + ".end_amdhsa_kernel\n")
    for n in (1, 2, 4, 5, 9, 16) for extra in ("", "ptr", "kernarg", "offset", "count")
] + [
    ("deferred_vgpr", "gfx803", "", (".amdhsa_kernel k\n  .amdhsa_next_free_vgpr x\n"
     "  .amdhsa_next_free_sgpr 90\n.end_amdhsa_kernel\n.set x, 20\n")),
    ("deferred_undefined", "gfx803", "", (".amdhsa_kernel k\n  .amdhsa_next_free_vgpr x\n"
     "  .amdhsa_next_free_sgpr 90\n.end_amdhsa_kernel\n")),
    ("deferred_field", "gfx803", "", (".amdhsa_kernel k\n  .amdhsa_dx10_clamp x\n"
     "  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 9\n.end_amdhsa_kernel\n.set x, 0\n")),
    ("deferred_size", "gfx90a", "", (".amdhsa_kernel k\n  .amdhsa_group_segment_fixed_size y\n"
     "  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 9\n  .amdhsa_accum_offset 4\n"
     ".end_amdhsa_kernel\n.set y, 1024\n")),
    ("deferred_resolvable", "gfx803", "", (".amdhsa_kernel k\n  .amdhsa_user_sgpr_dispatch_ptr x"
     "\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 9\n.end_amdhsa_kernel\n.set x, 0\n")),
    ("next_free_symbols", "gfx90a", "", (".text\nk:\n  v_mov_b32 v7, s11\n  s_endpgm\n"
     ".rodata\n.amdhsa_kernel k\n  .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr\n"
     "  .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr\n  .amdhsa_accum_offset 8\n"
     ".end_amdhsa_kernel\n")),
    ("tgsplit", "gfx90a", "+tgsplit", ".amdhsa_kernel k\n" + _REQ.format(v=1, s=1)
     + "  .amdhsa_accum_offset 4\n.end_amdhsa_kernel\n"),
    ("xnack_mask_on", "gfx90a", "+xnack", ".amdhsa_kernel k\n" + _REQ.format(v=1, s=1)
     + "  .amdhsa_accum_offset 4\n  .amdhsa_reserve_xnack_mask 1\n.end_amdhsa_kernel\n"),
    ("xnack_mask_off", "gfx90a", "-xnack", ".amdhsa_kernel k\n" + _REQ.format(v=1, s=1)
     + "  .amdhsa_accum_offset 4\n  .amdhsa_reserve_xnack_mask 1\n.end_amdhsa_kernel\n"),
    ("end_of_file", "gfx90a", "", ".amdhsa_kernel k\n" + _REQ.format(v=1, s=1)),
]


# ------------------------------------------------------------------------------ running
def run_llvm_mc(llvm: Path, source: str, *, mcpu: str, triple: str, mattr: str,
                name: str = "input.s") -> dict:
    """``{"object": base64}`` or ``{"errors": [[line, col, message], ...]}`` (or a timeout)."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / name
        out = Path(tmp) / "out.o"
        src.write_text(source, encoding="utf-8", errors="surrogateescape")
        cmd = [str(llvm / "llvm-mc"), f"-triple={triple}", f"-mcpu={mcpu}", "-filetype=obj",
               str(src), "-o", str(out)]
        if mattr:
            cmd.append(f"-mattr={mattr}")
        try:
            p = subprocess.run(cmd, check=False, capture_output=True, text=True,
                               timeout=TIMEOUT_S)
        except subprocess.TimeoutExpired:
            return {"timeout": True}
        if "is not a recognized processor" in p.stderr:
            return {"skip": f"LLVM 22 does not know processor {mcpu}"}
        errors = []
        for line in p.stderr.splitlines():
            m = _ERROR.match(line)
            if m:
                errors.append([int(m.group(1)), int(m.group(2) or 0), m.group(3)])
        if p.returncode or errors:
            return {"errors": errors, "crash": p.returncode < 0 or "PLEASE submit" in p.stderr}
        return {"object": base64.b64encode(out.read_bytes()).decode("ascii")}


def _parallel(jobs):
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 4) as pool:
        return list(pool.map(lambda job: job(), jobs))


# ------------------------------------------------------------------------------ our sources
_CONFIG = re.compile(r"^\s*//\s*CONFIG:\s*(.*)$", re.MULTILINE)


def source_configs(text: str) -> list[dict]:
    """The ``// CONFIG: mcpu=.. triple=.. mattr=..`` lines of one of our sources."""
    out = []
    for m in _CONFIG.finditer(text):
        cfg = {"mcpu": "gfx90a", "triple": DEFAULT_TRIPLE, "mattr": ""}
        for item in m.group(1).split():
            k, _, v = item.partition("=")
            cfg[k] = v
        out.append(cfg)
    return out or [{"mcpu": "gfx90a", "triple": DEFAULT_TRIPLE, "mattr": ""}]


def gen_sources(llvm: Path) -> None:
    entries = {}
    jobs, keys = [], []
    for path in sorted((DATA / "src").glob("*.s")):
        text = path.read_text()
        for cfg in source_configs(text):
            key = f"{path.name}|{cfg['mcpu']}|{cfg['triple']}|{cfg['mattr']}"
            keys.append((key, cfg, path.name))
            jobs.append(lambda t=text, c=cfg, n=path.name: run_llvm_mc(llvm, t, name=n, **c))
    for (key, cfg, name), result in zip(keys, _parallel(jobs)):
        entries[key] = {"file": name, **cfg, **result}
    _write(DATA / "golden.json", entries)


# ------------------------------------------------------------------------------ the corpus
def corpus_configs(path: Path) -> list[dict]:
    """The distinct llvm-mc configurations of a corpus file's RUN lines."""
    seen, out = set(), []
    for line in path.read_text(errors="replace").splitlines():
        if "RUN:" not in line:
            continue
        cmd = line.split("RUN:", 1)[1].split("|")[0]
        words = shlex.split(cmd)
        if "llvm-mc" not in words:
            continue
        triple, mcpu, mattrs = None, None, []
        for i, w in enumerate(words):
            if w.startswith(("-triple", "--triple")):
                triple = w.split("=", 1)[1] if "=" in w else words[i + 1]
            elif w.startswith("-arch") and triple is None:
                triple = "amdgcn--"
            elif w.startswith("-mcpu"):
                mcpu = w.split("=", 1)[1] if "=" in w else words[i + 1]
            elif w.startswith("-mattr"):
                mattrs += [f for f in w.split("=", 1)[1].split(",") if "code-object" not in f]
        if triple is None:
            continue
        mcpu = mcpu or NO_MCPU
        key = (mcpu, triple, ",".join(mattrs))
        if key not in seen:
            seen.add(key)
            out.append({"mcpu": mcpu, "triple": triple, "mattr": ",".join(mattrs),
                        "substitutions": []})
    for mcpu, triple, mattr, subs in ADAPTATIONS.get(path.name, ()):
        key = (mcpu, triple, mattr, tuple(subs))
        out.append({"mcpu": mcpu, "triple": triple, "mattr": mattr,
                    "substitutions": [list(s) for s in subs]})
    return out


def apply_substitutions(text: str, subs) -> str:
    for old, new in subs:
        text = text.replace(old, new)
    return text


def gen_corpus(llvm: Path, corpus: Path) -> None:
    files = sorted({p for g in CORPUS_GLOBS for p in (corpus / "asm").glob(g)})
    jobs, metas = [], []
    for path in files:
        text = path.read_text(errors="surrogateescape")
        for cfg in corpus_configs(path):
            source = apply_substitutions(text, cfg["substitutions"])
            metas.append({"file": path.name, **cfg})
            jobs.append(lambda s=source, c=cfg, n=path.name: run_llvm_mc(
                llvm, s, mcpu=c["mcpu"], triple=c["triple"], mattr=c["mattr"], name=n))
    runs = [{**meta, **result} for meta, result in zip(metas, _parallel(jobs))]
    _write(DATA / "corpus_golden.json", {"files": [p.name for p in files], "runs": runs})


# ------------------------------------------------------------------------------ directives
#: the descriptor bytes a probe keeps: 0..11 (segment sizes) and 44..59 (the registers)
PROBE_SPANS = ((0, 12), (44, 60))


def _rodata(result: dict) -> str:
    """A probe's outcome in one string: ``desc:<hex of PROBE_SPANS>`` or
    ``err:<column>:<message>`` (the first error)."""
    if "object" not in result:
        errors = result.get("errors") or [[0, 0, "no error message"]]
        return f"err:{errors[0][1]}:{errors[0][2]}"
    data = base64.b64decode(result["object"])
    shoff = int.from_bytes(data[40:48], "little")
    shnum = int.from_bytes(data[60:62], "little")
    for i in range(shnum):
        h = data[shoff + 64 * i:shoff + 64 * (i + 1)]
        sh_type = int.from_bytes(h[4:8], "little")
        size = int.from_bytes(h[32:40], "little")
        offset = int.from_bytes(h[24:32], "little")
        flags = int.from_bytes(h[8:16], "little")
        if sh_type == 1 and size == 64 and flags == 2:   # .rodata: PROGBITS, SHF_ALLOC
            kd = data[offset:offset + 64]
            return "desc:" + "".join(kd[a:b].hex() for a, b in PROBE_SPANS)
    return "desc:?"


def gen_directives(llvm: Path) -> None:
    probes, jobs = [], []
    for cpu in PROBE_CPUS:
        for d in PROBE_DIRECTIVES:
            for v in PROBE_VALUES:
                probes.append([cpu, d, v])
                jobs.append(lambda c=cpu, d=d, v=v: _rodata(run_llvm_mc(
                    llvm, probe_source(c, d, v), mcpu=c, triple=DEFAULT_TRIPLE, mattr="")))
    results = _parallel(jobs)
    scen_jobs = [lambda s=src, c=cpu, m=mattr: run_llvm_mc(llvm, s, mcpu=c,
                                                           triple=DEFAULT_TRIPLE, mattr=m)
                 for _, cpu, mattr, src in SCENARIOS]
    scenarios = [{"name": name, "mcpu": cpu, "mattr": mattr, "source": src, **result}
                 for (name, cpu, mattr, src), result in zip(SCENARIOS, _parallel(scen_jobs))]
    _write(DATA / "amdhsa_directives.json.gz",
           {"probes": [p + [r] for p, r in zip(probes, results)], "scenarios": scenarios},
           rows=True)


def _write(path: Path, obj, *, rows: bool = False) -> None:
    """JSON with one entry per line (``rows``: the lists of a top-level dict, compactly)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if rows:
        parts = []
        for key, items in obj.items():
            body = ",\n".join(json.dumps(x, separators=(",", ":")) for x in items)
            parts.append(f"{json.dumps(key)}: [\n{body}\n]")
        text = "{\n" + ",\n".join(parts) + "\n}\n"
        if path.suffix == ".gz":
            path.write_bytes(gzip.compress(text.encode(), mtime=0))
        else:
            path.write_text(text)
    else:
        path.write_text(json.dumps(obj, indent=1, sort_keys=False) + "\n")
    print(f"wrote {path.relative_to(ROOT)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--llvm", type=Path, default=DEFAULT_LLVM)
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--only", choices=("sources", "corpus", "directives"))
    args = ap.parse_args()
    if args.only in (None, "sources"):
        gen_sources(args.llvm)
    if args.only in (None, "corpus"):
        gen_corpus(args.llvm, args.corpus)
    if args.only in (None, "directives"):
        gen_directives(args.llvm)


if __name__ == "__main__":
    main()
