#!/usr/bin/env python3
"""Run the llvm-mc conformance corpus (../shared/corpora/llvm-mc/cases) against amdgcn.

Uses the cases whose ``llvm22.status`` is ``agree``, with the ``llvm22`` fields as the answer:
  * asm/encoding: our bytes == LLVM 22's bytes, and our printed text == LLVM 22's text;
  * asm/error: we report an error on that statement (message compared separately);
  * disasm/encoding: our text for the bytes == LLVM 22's text.

Usage:
  python tools/conformance.py gfx90a tonga ... [--grep REGEX] [--fail N] [--corpus DIR]
  python tools/conformance.py random [gfx90a ...] [--fail N]   (tests/data/isa/random cases)
Prints per-target agreement in each direction; exits 0.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from amdgcn.errors import AmdgcnError, AsmError  # noqa: E402
from amdgcn.isa import core  # noqa: E402
from amdgcn.asm.assembler import _listing_text as _listing  # noqa: E402
from amdgcn.isa.syntax import ExprParser, SyntaxErrorAt  # noqa: E402

DEFAULT_CORPUS = Path(os.environ.get("AMDGCN_CORPORA", ROOT.parent / "shared/corpora/llvm-mc"))

#: which case files feed each target we report on (the corpus names CPUs as RUN lines did)
TARGET_FILES = {
    "gfx900": ["gfx900", "gfx901", "gfx904", "gfx900.disasm", "gfx901.disasm"],
    "gfx906": ["gfx906", "gfx906.disasm"],
    "gfx908": ["gfx908", "gfx908.disasm"],
    "gfx90a": ["gfx90a", "gfx90a.disasm"],
    "gfx942": ["gfx940", "gfx940.disasm"],
    "tonga": ["tonga", "tonga.disasm", "iceland", "gfx800", "gfx802", "carrizo", "gfx801"],
    "fiji": ["fiji", "fiji.disasm", "gfx803"],
    "gfx810": ["gfx810", "gfx810.disasm", "stoney"],
    "tahiti": ["tahiti", "tahiti.disasm", "verde", "gfx601"],
    "bonaire": ["bonaire", "kaveri", "gfx700", "hawaii", "gfx701", "kabini"],
    # ../shared/corpora/llvm-mc-gfx10 (--corpus): LLVM's 2019 GFX10 MC tests
    "gfx1010": ["gfx1010", "gfx1010.disasm"],
    "gfx1011": ["gfx1011", "gfx1011.disasm"],
    "gfx1012": ["gfx1012", "gfx1012.disasm"],
}
_CPU_OF_FILE = {"gfx901": "gfx900", "gfx940": "gfx942", "gfx800": "gfx802"}


def load_cases(corpus: Path, name: str) -> list[dict]:
    p = corpus / "cases" / f"{name}.jsonl.gz"
    if not p.exists():
        return []
    with gzip.open(p, "rt") as f:
        return [json.loads(line) for line in f]


def _bytes(s: str) -> bytes:
    return bytes(int(x, 16) for x in s.split(",") if x.strip())


def _tokens(s: str) -> list:
    """An llvm-mc encoding list: bytes as ints, fixup bytes as their letter (``A``)."""
    return [x.strip() if x.strip().isalpha() and len(x.strip()) == 1 else int(x, 16)
            for x in s.split(",") if x.strip()]


def _marked(data: bytes, fixups: list) -> list:
    """Our bytes with each fixup's bytes as llvm-mc's listing marks them (A, B, ...)."""
    out: list = list(data)
    for n, f in enumerate(fixups):
        size = 2 if f[1] == "fixup_si_sopp_br" else 4
        for k in range(f[0], min(f[0] + size, len(out))):
            out[k] = chr(ord("A") + n)
    return out


def asm_text(isa, text: str, resolve=None):
    """(bytes, printed text) of one statement, or raises AmdgcnError. ``resolve(name,
    variant)`` gives the absolute symbols set before the statement in its test file."""
    stmt = isa.parse(text, resolve=resolve)
    ctx = core.EncodeContext(resolve=resolve, absolute=True)
    data = isa.encode(stmt, ctx)
    inst = isa.decode(data, 0, 0)
    return _marked(data, ctx.fixups), _listing(inst, stmt, ctx)


def our_answer(isa, text: str) -> tuple:
    """amdgcn's answer to one statement in the golden files' shape (``gen_*_golden.py``):
    ``(hex bytes, printed text)``, or ``(None, message)`` when it refuses the statement."""
    try:
        data, printed = asm_text(isa, text)
    except AsmError as e:
        return None, e.message
    return bytes(data).hex(), printed


def asm_bytes(isa, text: str) -> bytes:
    """The bytes of one statement with no symbol (raises AmdgcnError)."""
    return isa.encode(isa.parse(text), core.EncodeContext())


_ASSIGN = re.compile(r"\s*(?:\.(?:set|equ)\s+([A-Za-z_.$][\w.$@]*)\s*,|([A-Za-z_.$][\w.$@]*)"
                     r"\s*=(?!=))\s*(.*?)\s*(?:;.*|//.*)?$", re.IGNORECASE)
_FILE_SYMBOLS: dict[Path, dict[str, list[tuple[int, int]]]] = {}


def file_symbols(path: Path) -> dict[str, list[tuple[int, int]]]:
    """The absolute symbols a test file sets: name -> [(line, value)] in file order (what a
    one-statement-at-a-time run needs to resolve the names the statement uses)."""
    got = _FILE_SYMBOLS.get(path)
    if got is not None:
        return got
    out: dict[str, list[tuple[int, int]]] = {}
    now: dict[str, int] = {}
    try:
        lines = path.read_text(errors="replace").splitlines()
    except OSError:
        lines = []
    for number, line in enumerate(lines, 1):
        m = _ASSIGN.match(line)
        if not m:
            continue
        name, text = m.group(1) or m.group(2), m.group(3)
        try:
            parser = ExprParser(text, 0, 1)
            value = parser.parse().evaluate(lambda n, v: now[n])
        except (KeyError, ZeroDivisionError, SyntaxErrorAt):
            continue
        if parser.p < len(text.rstrip()):
            continue
        now[name] = value
        out.setdefault(name, []).append((number, value))
    _FILE_SYMBOLS[path] = out
    return out


def resolver(corpus: Path, source: str | None):
    """A ``resolve`` for the statement at ``source`` (``asm/file.s:LINE``), or None."""
    if not source or ":" not in source:
        return None
    file, _, line = source.rpartition(":")
    table = file_symbols(corpus / file)
    if not table:
        return None
    at = int(line)

    def resolve(name: str, variant: str) -> int:
        for number, value in reversed(table.get(name, ())):
            if number < at and not variant:
                return value
        raise KeyError(name)
    return resolve


def _same_text(got: str, want: str) -> bool:
    """Our text against the corpus's, whose extractor collapsed runs of blanks (LLVM 22 prints
    two spaces after the mnemonic of a GFX10 NSA sampling instruction)."""
    return got == want or " ".join(got.split()) == want


_WAVE_ATTRS = {"+wavefrontsize32", "-wavefrontsize32", "+wavefrontsize64", "-wavefrontsize64"}


def _isa_with(cpu: str, mattr: str | None):
    """The Isa of ``cpu`` under a case's ``-mattr`` (wave size only), or None when the case
    needs another feature or the processor is unknown."""
    attrs = [a.strip().lower() for a in (mattr or "").split(",") if a.strip()]
    if any(a not in _WAVE_ATTRS for a in attrs):
        return None
    try:
        return core.isa_for(":".join([cpu, *attrs]))
    except AmdgcnError:
        return None


def run_target(target: str, corpus: Path = DEFAULT_CORPUS, grep: str | None = None) -> dict:
    """Agreement counters and failures for one target."""
    stats: Counter = Counter()
    fails: dict[str, list] = defaultdict(list)
    rx = re.compile(grep) if grep else None
    for fname in TARGET_FILES.get(target, [target]):
        cpu = _CPU_OF_FILE.get(fname.split(".")[0], fname.split(".")[0])
        for c in load_cases(corpus, fname):
            llvm = c.get("llvm22", {})
            if llvm.get("status") != "agree":
                continue
            isa = _isa_with(cpu, c.get("mattr"))
            if isa is None:
                continue
            kind = c["kind"]
            if "bytes" in c:  # disassembler case
                want = llvm.get("asm")
                if want is None or (rx and not rx.search(want)):
                    continue
                stats["disasm"] += 1
                try:
                    got = isa.decode(_bytes(c["bytes"]), 0, 0).text
                except AmdgcnError as e:
                    got = f"<{e}>"
                except Exception as e:  # a crash is a failure to report, not to hide
                    got = f"<CRASH {type(e).__name__}: {e}>"
                if _same_text(got, want):
                    stats["disasm_ok"] += 1
                else:
                    fails["disasm"].append((c["bytes"], want, got))
            elif kind == "encoding":
                if rx and not rx.search(c["asm"]):
                    continue
                stats["asm"] += 1
                want_b = _tokens(llvm["encoding"])
                try:
                    got_b, got_t = asm_text(isa, c["asm"], resolver(corpus, c.get("source")))
                except AmdgcnError as e:
                    got_b, got_t = None, f"<{e}>"
                except Exception as e:
                    got_b, got_t = None, f"<CRASH {type(e).__name__}: {e}>"
                if got_b == want_b:
                    stats["asm_ok"] += 1
                    if llvm.get("asm") is not None:
                        stats["asm_text"] += 1
                        if _same_text(got_t, llvm["asm"]):
                            stats["asm_text_ok"] += 1
                        else:
                            fails["asm_text"].append((c["asm"], llvm["asm"], got_t))
                else:
                    fails["asm"].append((c["asm"], llvm["encoding"],
                                         ",".join(f"{b:02x}" if isinstance(b, int) else b
                                                  for b in got_b) if got_b else got_t))
            elif kind == "error":
                if rx and not rx.search(c["asm"]):
                    continue
                stats["err"] += 1
                try:
                    asm_text(isa, c["asm"], resolver(corpus, c.get("source")))
                    fails["err"].append((c["asm"], llvm.get("error"), "<no error>"))
                except AsmError as e:
                    stats["err_ok"] += 1
                    if e.message == llvm.get("error"):
                        stats["err_msg_ok"] += 1
                except AmdgcnError:
                    stats["err_ok"] += 1
                except Exception as e:
                    fails["err"].append((c["asm"], llvm.get("error"), f"<CRASH {e}>"))
    return {"stats": stats, "fails": fails}


def pct(a: int, b: int) -> str:
    return f"{100.0 * a / b:6.2f}% ({a}/{b})" if b else "   n/a"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("targets", nargs="*", default=list(TARGET_FILES))
    ap.add_argument("--grep", help="only cases whose asm text matches REGEX")
    ap.add_argument("--fail", type=int, default=0, help="print N failures of each kind")
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    a = ap.parse_args()
    for t in a.targets:
        r = run_target(t, a.corpus, a.grep)
        s = r["stats"]
        print(f"{t:8} asm {pct(s['asm_ok'], s['asm'])}  text {pct(s['asm_text_ok'], s['asm_text'])}"
              f"  disasm {pct(s['disasm_ok'], s['disasm'])}  errors {pct(s['err_ok'], s['err'])}"
              f" (msg {s['err_msg_ok']})")
        for k, lst in r["fails"].items():
            for f in lst[: a.fail]:
                print(f"   {k}: {f[0]!r}\n        want {f[1]!r}\n        got  {f[2]!r}")
    return 0




# ---------------------------------------------------------------------------------------------
# Random-encoding differential cases (tools/gen_random_cases.py)
# ---------------------------------------------------------------------------------------------

RANDOM_DIR = ROOT / "tests" / "data" / "isa" / "random"
#: a case file named ``<cpu>-w64`` holds wave64 cases (``gen_random_cases.py --wave64``)
WAVE64_SUFFIX = "-w64"


def random_isa(name: str):
    """The Isa a random-case file's name stands for: ``gfx1030`` or ``gfx1030-w64``."""
    if name.endswith(WAVE64_SUFFIX):
        return core.isa_for(name.removesuffix(WAVE64_SUFFIX) + ":+wavefrontsize64")
    return core.isa_for(name)


def run_random(cpu: str, path: Path | None = None) -> dict:
    """Agreement with LLVM 22 on the random-encoding cases of ``cpu`` (a case file's name:
    ``gfx1030``, or ``gfx1030-w64`` for wave64).

    Returns counters: ``disasm``/``disasm_ok`` (bytes -> text, an invalid encoding agreeing
    when we reject it too), ``asm``/``asm_ok`` (LLVM's text -> LLVM's re-assembled bytes, or an
    error where LLVM errs), ``roundtrip``/``roundtrip_ok`` (encode(decode(our bytes).text) ==
    bytes, on the bytes we assembled), and ``fails`` (examples).
    """
    from amdgcn.errors import DecodeError
    path = path or RANDOM_DIR / f"{cpu}.jsonl.gz"
    isa = random_isa(cpu)
    s: Counter = Counter()
    fails: dict[str, list] = defaultdict(list)
    with gzip.open(path, "rt") as f:
        recs = [json.loads(line) for line in f]
    for r in recs:
        if r.get("bytes"):
            s["disasm"] += 1
            data = bytes.fromhex(r["bytes"])
            try:
                got = isa.decode(data, 0, 0).text
            except DecodeError:
                got = None
            except Exception as e:
                got = f"<CRASH {type(e).__name__}: {e}>"
            if got == r["text"]:
                s["disasm_ok"] += 1
            else:
                fails["disasm"].append((r["bytes"], r["text"], got))
        if r.get("text") and (r.get("reasm") or r.get("error")):
            s["asm"] += 1
            try:
                got_b = asm_bytes(isa, r["text"])
                got = got_b.hex()
            except AsmError as e:
                got = None if r.get("error") else f"<{e.message}>"
                got_b = None
            except Exception as e:
                got, got_b = f"<CRASH {type(e).__name__}: {e}>", None
            if got == r.get("reasm"):
                s["asm_ok"] += 1
            else:
                fails["asm"].append((r["text"], r.get("reasm") or r.get("error"), got))
            if got_b:
                s["roundtrip"] += 1
                try:
                    again = asm_bytes(isa, isa.decode(got_b, 0, 0).text)
                except Exception as e:
                    again = f"<{type(e).__name__}: {e}>"
                if again == got_b:
                    s["roundtrip_ok"] += 1
                else:
                    fails["roundtrip"].append((r["text"], got_b.hex(), again))
    return {"stats": s, "fails": fails}


def random_main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="agreement on random-encoding cases")
    ap.add_argument("cpus", nargs="*", default=[p.name.split(".")[0] for p in
                                                 sorted(RANDOM_DIR.glob("*.jsonl.gz"))])
    ap.add_argument("--fail", type=int, default=0)
    ap.add_argument("--path", type=Path, help="a case file of another sample (one cpu)")
    a = ap.parse_args(argv)
    for cpu in a.cpus:
        r = run_random(cpu, a.path)
        s = r["stats"]
        print(f"{cpu:11} disasm {pct(s['disasm_ok'], s['disasm'])}  asm {pct(s['asm_ok'], s['asm'])}"
              f"  roundtrip {pct(s['roundtrip_ok'], s['roundtrip'])}")
        for k, lst in r["fails"].items():
            for f in lst[: a.fail]:
                print(f"   {k}: {f[0]!r}\n        want {f[1]!r}\n        got  {f[2]!r}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "random":
        raise SystemExit(random_main(sys.argv[2:]))
    raise SystemExit(main())
