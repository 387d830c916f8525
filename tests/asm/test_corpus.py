"""LLVM's own ``.amdhsa_kernel`` and note tests (``hsa*.s``, ``elf-notes*.s``,
``hsa_code_object_*`` of the llvm-mc corpus) assembled by us and by LLVM 22.

Each RUN configuration of each file must give LLVM 22's object byte for byte, or its errors
(line, column, message). The files are read from the corpus; what LLVM 22 made of them was
recorded by ``tools/gen_asm_golden.py`` (``tests/data/asm/corpus_golden.json``).

LLVM 22 dropped the code object V2 directives ``.hsa_code_object_version`` and
``.hsa_code_object_isa`` and, on amdhsa, ``.amd_kernel_code_t`` and ``.amdgpu_hsa_kernel``;
we keep them (AMDGPUUsage: Code Object V2 Directives). Runs that LLVM 22 rejects for that
reason are checked instead against what the files themselves expect of the older LLVM
(their ``ELF:`` and ``ASM:`` check lines: note bytes, section sizes, symbol types).
"""

from __future__ import annotations

import base64
import json
import re
import struct

import pytest
from conftest import CORPORA, DATA, HAVE_CORPORA

from amdgcn.asm.targetinfo import AsmTarget
from amdgcn.codeobj.elf import ElfFile
from tests.asm.asmcheck import compare, ours

GOLDEN = json.loads((DATA / "asm" / "corpus_golden.json").read_text())
RUNS = [r for r in GOLDEN["runs"] if "skip" not in r and not r.get("timeout")]

#: runs we knowingly differ on, with the reason
KNOWN_DIFFERENCES = {
    ("hsa-diag-v3.s", "gfx1010"): "GFX10 instructions are out of scope (no GFX10 ISA tables)",
}
#: the V2 directives LLVM 22 no longer accepts where these files use them
V2_DIRECTIVES = (".hsa_code_object_version", ".hsa_code_object_isa", ".amd_kernel_code_t",
                 ".amdgpu_hsa_kernel")


def _id(r: dict) -> str:
    adapted = "+adapted" if r["substitutions"] else ""
    return f"{r['file']}:{r['mcpu']}:{r['triple']}:{r['mattr']}{adapted}"


def _source(run: dict) -> str:
    text = (CORPORA / "asm" / run["file"]).read_text(errors="surrogateescape")
    for old, new in run["substitutions"]:
        text = text.replace(old, new)
    return text


def dropped_by_llvm22(run: dict, text: str) -> bool:
    """LLVM 22 rejected the run because it uses the V2 directives it dropped."""
    lines = text.splitlines()
    return any(msg == "unknown directive" and lines[line - 1].lstrip().startswith(V2_DIRECTIVES)
               for line, _, msg in run.get("errors", ()))


@pytest.mark.conformance
@pytest.mark.parametrize("run", RUNS, ids=_id)
def test_corpus_file_matches_llvm(run):
    reason = KNOWN_DIFFERENCES.get((run["file"], run["mcpu"]))
    if reason:
        pytest.xfail(reason)
    text = _source(run)
    if dropped_by_llvm22(run, text):
        pytest.skip("code object V2: checked against the file's own expectations below")
    got = ours(text, mcpu=run["mcpu"], triple=run["triple"], mattr=run["mattr"],
               filename=run["file"])
    problem = compare(run, got)
    assert problem is None, problem


# ---------------------------------------------------------------------------- code object V2
_PREFIXES = re.compile(r"--check-prefix(?:es)?[= ](\S+)")


def legacy_runs() -> list[tuple[str, dict, set[str]]]:
    """(file, run, check prefixes) for the runs LLVM 22 rejected for their V2 directives."""
    out = []
    if not HAVE_CORPORA:   # read at collection time: nothing to list without the corpus
        return out
    for run in RUNS:
        text = _source(run)
        if not dropped_by_llvm22(run, text):
            continue
        prefixes = set()
        for line in text.splitlines():
            if "RUN:" in line and f"-mcpu={run['mcpu']}" in line and "-filetype=obj" in line:
                for m in _PREFIXES.finditer(line):
                    prefixes.update(m.group(1).split(","))
        if not prefixes:
            for line in text.splitlines():
                if "RUN:" in line and f"-mcpu={run['mcpu']}" in line:
                    for m in _PREFIXES.finditer(line):
                        prefixes.update(m.group(1).split(","))
        out.append((run["file"], run, prefixes))
    return out


def expectations(text: str, prefixes: set[str]) -> dict:
    """The checks of the older LLVM's output that a file states for these prefixes."""
    note_hex, text_size, kernels, isa = [], None, [], None
    after_note = in_text = False
    last_name = None
    for line in text.splitlines():
        m = re.match(r"\s*//\s*([A-Z0-9_]+):\s*(.*)$", line)
        if not m or m.group(1) not in prefixes:
            continue
        body = m.group(2).strip()
        if body.startswith("SHT_NOTE"):
            after_note = True
        elif after_note and re.match(r"[0-9A-Fa-f]{4}: ", body):
            note_hex.append(body.split(":", 1)[1].split()[:4])
        if body.startswith("Name: "):
            last_name = body[6:]
            in_text = last_name == ".text"
        if in_text and body.startswith("Size: "):
            text_size = int(body[6:])
        if body.startswith("Type: AMDGPU_HSA_KERNEL") and last_name:
            kernels.append(last_name)
        am = re.match(r"\.hsa_code_object_isa (\d+),(\d+),(\d+),\"(\w+)\",\"(\w+)\"", body)
        if am and isa is None:
            isa = (int(am[1]), int(am[2]), int(am[3]), am[4], am[5])
    note = bytes.fromhex("".join(w for row in note_hex for w in row))
    return {"note": note, "text_size": text_size, "kernels": kernels, "isa": isa}


@pytest.mark.conformance
@pytest.mark.parametrize("case", legacy_runs(), ids=lambda c: _id(c[1]))
def test_corpus_v2_file_matches_its_expectations(case):
    name, run, prefixes = case
    text = _source(run)
    got = ours(text, mcpu=run["mcpu"], triple=run["triple"], mattr=run["mattr"], filename=name)
    if "errors" in got:
        pytest.xfail(f"not supported here: {got['errors'][0]}")
    elf = ElfFile.from_bytes(base64.b64decode(got["object"]))
    want = expectations(text, prefixes)
    note = elf.section(".note")
    if want["note"]:
        assert note is not None and note.data[:len(want["note"])] == want["note"]
    if want["text_size"] is not None:
        assert elf.section(".text").size == want["text_size"]
    types = {s.name: s.type for s in elf.symbols()}
    for kernel in want["kernels"]:
        assert types.get(kernel) == 10, kernel      # STT_AMDGPU_HSA_KERNEL
    if want["isa"]:
        major, minor, stepping, vendor, arch = want["isa"]
        # the files state what LLVM <= 12 wrote; LLVM 14, our V2 oracle, raises the
        # stepping of 9.0.0/2/4/6 by one when xnack is on or any (the default)
        major, minor, stepping = AsmTarget.create(
            run["mcpu"], triple=run["triple"], mattr=run["mattr"]).v2_isa_note_version(
            (major, minor, stepping))
        isa_notes = [n for n in elf.notes() if n.name == "AMD" and n.type == 3]
        assert isa_notes, "no NT_AMD_HSA_ISA_VERSION note"
        assert struct.unpack_from("<III", isa_notes[0].desc, 4) == (major, minor, stepping)
        assert isa_notes[0].desc[16:].split(b"\0")[:2] == [vendor.encode(), arch.encode()]
