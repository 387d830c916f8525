"""Code objects V2 and V3 written as LLVM 14 wrote them (``--amdhsa-code-object-version=2|3``).

llvm-mc-14 is the oracle here (LLVM 22 writes neither): the goldens of
``tests/data/asm/legacy`` (rebuilt by ``tools/gen_legacy_codeobj_goldens.py``) are its objects
for clang-22 kernels turned into V3 sources, hand-written V2/V3 cases, and the V2 runs of
LLVM's MC tests; ours must equal them byte for byte. Where the user guide and LLVM 14
disagree we follow LLVM 14: V2 ``e_flags`` hold the V3 flags (the guide: only the V2 xnack
and trap-handler bits), and the V2 ISA note's stepping of 9.0.0/2/4/6 is raised by one with
xnack on or any. V2 YAML metadata (``.amd_amdgpu_hsa_metadata``) is written back as LLVM 14's
YAML writer did.
"""

from __future__ import annotations

import base64
import gzip
import json
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import CORPORA, DATA, HAVE_CORPORA

from amdgcn.asm.objasm import assemble
from amdgcn.asm.targetinfo import AsmTarget
from amdgcn.codeobj.elf import ElfFile
from amdgcn.errors import AsmErrors

LEGACY = DATA / "asm" / "legacy"
MANIFEST = json.loads((LEGACY / "manifest.json").read_text())
CORPUS_V2 = json.loads((LEGACY / "corpus_v2.json").read_text())
LLVM_MC_14 = shutil.which("llvm-mc-14") or "/usr/lib/llvm-14/bin/llvm-mc"
HAVE_LLVM_14 = Path(LLVM_MC_14).exists()
#: corpus V2 runs we knowingly differ on, with the reason
KNOWN_DIFFERENCES: dict[str, str] = {}


def _text(rel: str) -> str:
    data = (LEGACY / rel).read_bytes()
    return (gzip.decompress(data) if rel.endswith(".gz") else data).decode("utf-8")


def _ours(entry: dict, text: str | None = None) -> bytes:
    return assemble(_text(entry["input"]) if text is None else text, mcpu=entry["mcpu"],
                    mattr=entry["mattr"], triple=entry["triple"],
                    code_object_version=entry["version"])


@pytest.mark.parametrize("entry", MANIFEST, ids=lambda e: e["golden"])
def test_golden_object(entry):
    expected = gzip.decompress((LEGACY / entry["golden"]).read_bytes())
    assert _ours(entry) == expected


def test_goldens_are_v2_and_v3():
    """ABI versions 0 (V2) and 1 (V3) with the flags LLVM 14 wrote."""
    versions = {}
    for entry in MANIFEST:
        elf = ElfFile.from_bytes(gzip.decompress((LEGACY / entry["golden"]).read_bytes()))
        versions.setdefault(entry["version"], set()).add(elf.header.ei_abiversion)
        if entry["mcpu"] == "gfx906" and not entry["mattr"]:
            assert elf.header.e_flags == 0x32F     # gfx906 | XNACK_V3 | SRAMECC_V3
    assert versions == {2: {0}, 3: {1}}


@pytest.mark.conformance
@pytest.mark.skipif(not HAVE_CORPORA, reason="LLVM's MC tests (../shared/corpora) missing")
@pytest.mark.parametrize("key", sorted(CORPUS_V2))
def test_corpus_v2_runs_match_llvm14(key):
    """The V2 runs of LLVM's MC tests: llvm-mc-14's object, or its first error."""
    reason = KNOWN_DIFFERENCES.get(key)
    if reason:
        pytest.xfail(reason)
    file, mcpu, triple, mattr = key.split(":")
    golden = json.loads((DATA / "asm" / "corpus_golden.json").read_text())
    run = next(r for r in golden["runs"] if (r["file"], r["mcpu"], r["triple"], r["mattr"])
               == (file, mcpu, triple, mattr))
    text = (CORPORA / "asm" / file).read_text(errors="surrogateescape")
    for old, new in run["substitutions"]:
        text = text.replace(old, new)
    want = CORPUS_V2[key]
    if "error" in want:
        with pytest.raises(AsmErrors) as info:
            assemble(text, mcpu=mcpu, triple=triple, mattr=mattr, code_object_version=2)
        first = info.value.errors[0]
        assert f"{first.line}:{first.col}: error: {first.message}" == want["error"]
        return
    got = assemble(text, mcpu=mcpu, triple=triple, mattr=mattr, code_object_version=2)
    assert got == gzip.decompress(base64.b64decode(want["object"]))


# ---------------------------------------------------------------------------------- facts
#: llvm-mc-14's V3 target IDs (its ".amdgcn_target ... does not match" message)
V3_TARGET_IDS = [
    ("gfx906", "", "gfx906+xnack+sram-ecc"), ("gfx906", "-xnack", "gfx906+sram-ecc"),
    ("gfx906", "+xnack,-sramecc", "gfx906+xnack"), ("gfx908", "", "gfx908+xnack+sram-ecc"),
    ("gfx90a", "-xnack", "gfx90a+sram-ecc"), ("gfx900", "", "gfx900+xnack"),
    ("gfx900", "-xnack", "gfx900"), ("gfx803", "", "gfx803"), ("gfx700", "", "gfx700"),
]


@pytest.mark.parametrize("mcpu, mattr, tid", V3_TARGET_IDS)
def test_v3_target_id(mcpu, mattr, tid):
    assert AsmTarget.create(mcpu, mattr=mattr).target_id(3) == "amdgcn-amd-amdhsa--" + tid


#: llvm-mc-14's V2 ISA notes for ``.hsa_code_object_isa`` without arguments
V2_ISA_NOTES = [
    ("gfx600", "", (6, 0, 0)), ("gfx705", "", (7, 0, 5)), ("gfx801", "", (8, 0, 1)),
    ("gfx802", "", (8, 0, 2)), ("gfx810", "", (8, 1, 0)), ("gfx900", "", (9, 0, 1)),
    ("gfx900", "-xnack", (9, 0, 0)), ("gfx902", "", (9, 0, 3)), ("gfx904", "-xnack", (9, 0, 4)),
    ("gfx906", "", (9, 0, 7)), ("gfx906", "-xnack", (9, 0, 6)), ("gfx908", "", (9, 0, 8)),
    ("gfx90a", "", (9, 0, 10)), ("gfx90c", "", (9, 0, 12)),
]


@pytest.mark.parametrize("mcpu, mattr, version", V2_ISA_NOTES)
def test_v2_isa_note_version(mcpu, mattr, version):
    assert AsmTarget.create(mcpu, mattr=mattr).v2_isa_note_version() == version


def test_v3_only_on_request():
    """llvm-mc 22's directive still refuses version 3; the option asks for it."""
    src = ".amdhsa_code_object_version 3\n.text\ns_endpgm\n"
    with pytest.raises(AsmErrors, match="Unsupported AMDHSA Code Object Version 3"):
        assemble(src, mcpu="gfx906")
    elf = ElfFile.from_bytes(assemble(".text\ns_endpgm\n", mcpu="gfx906",
                                      code_object_version=3))
    assert elf.header.ei_abiversion == 1


@pytest.mark.skipif(not HAVE_LLVM_14, reason="llvm-mc-14 (apt-get install llvm-14) missing")
@pytest.mark.parametrize("entry", MANIFEST[::4], ids=lambda e: e["golden"])
def test_live_llvm_mc_14(entry, tmp_path):
    src, obj = tmp_path / "in.s", tmp_path / "out.o"
    src.write_text(_text(entry["input"]))
    cmd = [LLVM_MC_14, f"--triple={entry['triple']}", f"-mcpu={entry['mcpu']}",
           f"--amdhsa-code-object-version={entry['version']}", "-filetype=obj", str(src),
           "-o", str(obj)]
    if entry["mattr"]:
        cmd.append(f"-mattr={entry['mattr']}")
    subprocess.run(cmd, check=True, capture_output=True)
    assert _ours(entry) == obj.read_bytes()


def test_v2_metadata_round_trip():
    """Defaults are left out, CodeProps is always written, lists are flow sequences."""
    from amdgcn.asm import metadata_v2
    doc = metadata_v2.read("Version: [1, 0]\nKernels:\n  - Name: k\n    SymbolName: k@kd\n")
    assert metadata_v2.write(doc) == (
        "---\nVersion:         [ 1, 0 ]\nKernels:\n  - Name:            k\n"
        "    SymbolName:      'k@kd'\n    CodeProps:\n      KernargSegmentSize: 0\n"
        "      GroupSegmentFixedSize: 0\n      PrivateSegmentFixedSize: 0\n"
        "      KernargSegmentAlign: 0\n      WavefrontSize:   0\n...\n")
    with pytest.raises(metadata_v2.MetadataError, match="unknown key 'Bogus'"):
        metadata_v2.read("Version: [1, 0]\nBogus: 1\n")


DUMPS = sorted(LEGACY.glob("*/*.objdump.txt"))


@pytest.mark.parametrize("path", DUMPS, ids=lambda p: p.name)
def test_objdump_and_notes_of_v2_v3(path):
    """objdump -d (a V2 kernel's amd_kernel_code_t dumped as bytes, as llvm-objdump 22
    does) and readobj --notes (the V2 notes in llvm-readelf's words) on the goldens."""
    from amdgcn.codeobj import CodeObject
    from amdgcn.codeobj import readelf as R
    from amdgcn.codeobj.objdump import format_disassembly
    stem = path.name.removesuffix(".objdump.txt")
    co = CodeObject.from_bytes(gzip.decompress((path.parent / f"{stem}.o.gz").read_bytes()))
    listing = format_disassembly(co, "x").split("file format elf64-amdgpu\n", 1)[1]
    assert listing == path.read_text()
    assert R.format_notes(co) == (path.parent / f"{stem}.notes.txt").read_text()
