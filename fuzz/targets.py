"""The fuzz targets: seeds from the repository's fixtures, a generator of mutated inputs and a
function that feeds one input to a surface the way a user (or a hostile file) would.

A target's ``run(input)`` returns normally or raises :class:`amdgcn.errors.AmdgcnError`;
anything else is a finding. Seeds come from ``tests/data`` (golden encodings of every target,
llvm-mc input, assembly files, clang-22 code objects and relocatable objects, emulator
fixture kernels), so every target runs on a fresh checkout without LLVM.
"""

from __future__ import annotations

import atexit
import contextlib
import copy
import io
import os
import random
import re
import shutil
import tempfile
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from fuzz.compiler import make_compile, place_signature, run_compile
from fuzz.mutate import mutate_bytes, mutate_text
from fuzz.seeds import tiny_objects

from amdgcn.errors import AmdgcnError

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
#: every processor the database knows, one per ISA column at least
CPUS = ("tahiti", "bonaire", "tonga", "fiji", "gfx810", "gfx900", "gfx906", "gfx908", "gfx90a",
        "gfx942", "gfx1030", "gfx1100")
#: golden files are named <family>_<cpu>.txt; these cpus have goldens of their own
_GOLDEN = re.compile(r"^(.*?)\s*; encoding: \[([0-9a-fx, ]+)\]")
#: code object fixtures larger than this are left out of the seeds (speed)
MAX_SEED_BYTES = 48 * 1024
#: the share of code object, linker and emulator inputs mutated from the clang-22 fixtures
#: (the rest from the tiny kernels of :mod:`fuzz.seeds`): a fixture input costs 20-50 times
#: a tiny one (a thousand instructions to decode and print, or to prepare for the emulator)
FIXTURE_SHARE = {"codeobj": 0.03, "link": 0.1, "emu": 0.01}
#: instructions per wave before the emulator stops a mutated kernel (the tiny kernels run
#: 10-400; a runaway loop ends here with an EmulationFault)
EMU_BUDGET = 2_000


@dataclass
class Target:
    """One fuzz target: ``make(rng) -> input`` and ``run(input)``."""

    name: str
    make: object
    run: object
    #: inputs of the CI sample (``tests/test_fuzz_sample.py``)
    ci_inputs: int = 1000
    kind: str = "bytes"
    extra: dict = field(default_factory=dict)
    #: wall-clock seconds an input may take when the target limits CPU time itself (the
    #: compiler's worker: 10 s of CPU, however busy the machine is)
    wall_limit: float | None = None


# ---------------------------------------------------------------------------------- seeds
@cache
def golden_lines() -> dict[str, list[tuple[str, bytes]]]:
    """cpu -> [(assembly text, encoding)] from the golden files of ``tests/data/isa``."""
    out: dict[str, list] = {}
    for path in sorted((DATA / "isa").glob("*_*.txt")):
        cpu = path.stem.rsplit("_", 1)[1]
        rows = out.setdefault(cpu, [])
        for line in path.read_text(errors="replace").splitlines():
            m = _GOLDEN.match(line)
            if m:
                data = bytes(int(b, 16) for b in m.group(2).split(","))
                rows.append((m.group(1).strip(), data))
    return out


@cache
def asm_files() -> list[str]:
    """Whole assembly files: the assembler's test sources and the listing goldens' inputs."""
    paths = sorted((DATA / "asm" / "src").glob("*.s")) + sorted(
        (DATA / "asm" / "listing").glob("*.s"))
    return [p.read_text(errors="replace") for p in paths]


@cache
def code_objects() -> list[bytes]:
    """clang-22 code objects and relocatable objects of ``tests/data/codeobj`` (small ones)."""
    out = []
    for p in sorted((DATA / "codeobj").iterdir()):
        if p.suffix in (".hsaco", ".o") and p.stat().st_size <= MAX_SEED_BYTES:
            out.append(p.read_bytes())
    return out


@cache
def relocatable_objects() -> list[bytes]:
    return [b for b in code_objects() if b[16] == 1]      # e_type ET_REL


def _spans(data: bytes) -> dict:
    """File ranges of .text, .rodata (kernel descriptors) and .note to aim mutations at."""
    from amdgcn.codeobj import CodeObject
    co = CodeObject.from_bytes(data)
    return {s.name: (s.header.sh_offset, s.header.sh_offset + s.size) for s in co.sections
            if s.name in (".text", ".rodata", ".note")}


@cache
def emu_kernels() -> list[tuple[bytes, dict]]:
    """(code object, its layout) of the emulator fixtures at -O3 for gfx90a."""
    out = []
    for p in sorted((DATA / "emu").glob("*.O3.hsaco")):
        data = p.read_bytes()
        if len(data) <= MAX_SEED_BYTES:
            out.append((data, _spans(data)))
    return out


@cache
def tiny_kernels() -> list[tuple[bytes, dict]]:
    """(code object, its layout) of the tiny kernels of :mod:`fuzz.seeds`."""
    return [(linked, _spans(linked)) for _, linked, _ in tiny_objects()]


def _mc_line(data: bytes) -> str:
    return ",".join(f"0x{b:02x}" for b in data)


# ---------------------------------------------------------------------------------- decode
def _make_decode(rng: random.Random):
    cpu = rng.choice(CPUS)
    rows = golden_lines().get(cpu) or golden_lines()["gfx90a"]
    pick = rng.random()
    if pick < 0.15:
        data = rng.randbytes(rng.choice((4, 8, 12, 16)))
    else:
        data = rng.choice(rows)[1] + (rng.choice(rows)[1] if pick < 0.3 else b"")
        data = mutate_bytes(rng, data, span=(0, len(data)))
    return cpu, data


def run_decode(inp) -> None:
    """Decode and print every instruction; re-encode the text (as ``--show-encoding``)."""
    from amdgcn.isa.core import EncodeContext, isa_for
    cpu, data = inp
    isa = isa_for(cpu)
    off = 0
    while off < len(data):
        try:
            inst = isa.decode(data, off, off)
        except AmdgcnError:
            off += 4
            continue
        text = str(inst)
        with contextlib.suppress(AmdgcnError):
            isa.encode(isa.parse(text), EncodeContext())
        off += inst.size


def _make_mcinput(rng: random.Random):
    cpu = rng.choice(CPUS)
    rows = golden_lines().get(cpu) or golden_lines()["gfx90a"]
    text = "\n".join(_mc_line(rng.choice(rows)[1]) for _ in range(rng.randint(1, 4)))
    return cpu, mutate_text(rng, text)


def run_mcinput(inp) -> None:
    """``amdgcn disasm`` on mutated llvm-mc ``--disassemble`` input."""
    from amdgcn.disasm.mcinput import format_mc_input
    cpu, text = inp
    format_mc_input(text, cpu, show_encoding=True, warn=lambda m: None)


# ---------------------------------------------------------------------------------- assembler
def _make_asm_line(rng: random.Random):
    cpu = rng.choice(CPUS)
    rows = golden_lines().get(cpu) or golden_lines()["gfx90a"]
    text = "\n".join(rng.choice(rows)[0] for _ in range(rng.randint(1, 3)))
    return cpu, mutate_text(rng, text, donors=[r[0] for r in rng.sample(rows, 3)])


def run_asm_line(inp) -> None:
    """The listing assembler (``amdgcn as --show-encoding``) on mutated statements."""
    from amdgcn.asm.assembler import assemble_listing, format_listing_line
    cpu, text = inp
    result = assemble_listing(text, cpu)
    for line in result.lines:
        format_listing_line(line)
    for e in result.errors:
        e.format(caret=True)


def _make_asm_file(rng: random.Random):
    files = asm_files()
    text = mutate_text(rng, rng.choice(files), donors=files)
    return rng.choice(("gfx90a", "gfx90a", "gfx900", "gfx942", "tonga")), text


def run_asm_file(inp) -> None:
    """The object assembler (``amdgcn as -filetype=obj``, sometimes ``--link``)."""
    from amdgcn.asm.objasm import assemble
    cpu, text = inp
    obj = assemble(text, mcpu=cpu)
    if len(text) % 3 == 0:
        assemble(text, mcpu=cpu, link=True)
    assert obj[:4] == b"\x7fELF"


# ---------------------------------------------------------------------------------- code objects
#: every printer; ``readobj -a`` holds ``--notes`` and the others, ``objdump -d --kd`` both
_PRINTERS = (["readobj", "-a"], ["readobj", "--json"], ["readobj", "--debug-dump=line"],
             ["objdump", "-d", "--kd"], ["objdump", "--source-out", "-"])


def _make_codeobj(rng: random.Random) -> bytes:
    if rng.random() >= FIXTURE_SHARE["codeobj"]:
        tiny = tiny_objects()
        objs = [t[1] for t in tiny] + [t[2] for t in tiny]
    else:
        objs = code_objects()
    data = rng.choice(objs)
    if rng.random() < 0.3:     # aim at the ELF and section headers
        head = (0, min(64, len(data)))
        shoff = int.from_bytes(data[40:48], "little")
        span = head if rng.random() < 0.5 or shoff >= len(data) else (shoff, len(data))
        return mutate_bytes(rng, data, span=span)
    # half keep the layout (only overwrites), half may insert, delete and truncate
    return mutate_bytes(rng, data, donors=objs[:4],
                        span=(0, len(data)) if rng.random() < 0.5 else None)


@contextlib.contextmanager
def _captured():
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="surrogateescape")
    err = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        yield


def run_codeobj(data: bytes) -> None:
    """``CodeObject.from_bytes`` with every property, and every printer of the CLI
    (``readobj -a/--json/--notes/--debug-dump``, ``objdump -d/--kd/--source-out``) run
    in-process on the file as ``amdgcn`` runs them (its arguments parsed once)."""
    from amdgcn.codeobj import CodeObject
    try:
        co = CodeObject.from_bytes(data)
        for k in co.kernels.values():
            k.descriptor.build()
        _ = (co.relocations, co.symbols, co.sections, str(co))
        co.to_bytes()
    except AmdgcnError:
        pass
    path = os.path.join(_scratch(), "input.o")
    Path(path).write_bytes(data)
    for args in _printer_args():
        args = copy.copy(args)
        args.inputs = [path]
        with _captured():
            rc = _run_command(args)
        if rc not in (0, 1, 2):
            raise AssertionError(f"{args.command}: exit status {rc}")


@cache
def _scratch() -> str:
    """One scratch folder per process for the input files (removed at exit), in memory where
    the system has a tmpfs (a file written and read on a disk costs milliseconds)."""
    shm = "/dev/shm"
    path = tempfile.mkdtemp(prefix="amdgcn-fuzz-",
                            dir=shm if os.path.isdir(shm) and os.access(shm, os.W_OK) else None)
    atexit.register(shutil.rmtree, path, True)
    return path


@cache
def _printer_args() -> tuple:
    """The parsed command lines of :data:`_PRINTERS` (argparse once, not once per input)."""
    from amdgcn.cli import build_parser
    parser = build_parser()
    return tuple(parser.parse_args(argv + ["input.o"]) for argv in _PRINTERS)


def _run_command(args) -> int:
    """A command as ``amdgcn.cli.main`` runs it after parsing: our errors and OS errors are
    exit status 2, anything else escapes (a finding)."""
    try:
        return int(args._run(args) or 0)
    except (AmdgcnError, OSError):
        return 2


def _make_link(rng: random.Random) -> list[bytes]:
    objs = [t[2] for t in tiny_objects()] if rng.random() >= FIXTURE_SHARE["link"] else \
        relocatable_objects()
    picks = [rng.choice(objs) for _ in range(rng.randint(1, 2))]
    k = rng.randrange(len(picks))
    picks[k] = mutate_bytes(rng, picks[k], donors=objs[:2])
    return picks


def run_link(blobs: list[bytes]) -> None:
    """The linker (``amdgcn link``) and a parse of what it writes."""
    from amdgcn.codeobj import CodeObject
    from amdgcn.codeobj.linker import link
    out = link(blobs)
    CodeObject.from_bytes(out)


# ---------------------------------------------------------------------------------- emulator
def _make_emu(rng: random.Random):
    kernels = emu_kernels() if rng.random() < FIXTURE_SHARE["emu"] else tiny_kernels()
    data, spans = rng.choice(kernels)
    where = rng.random()
    if where < 0.6 and ".text" in spans:
        span = spans[".text"]
    elif where < 0.8 and ".rodata" in spans:
        span = spans[".rodata"]
    elif where < 0.9 and ".note" in spans:
        span = spans[".note"]
    else:
        span = None
    donors = [d[0][spans[".text"][0]:spans[".text"][1]] for d in kernels[:3]
              for spans in [d[1]] if ".text" in spans]
    return mutate_bytes(rng, data, span=span, donors=donors), rng.randrange(1 << 16)


def _arguments(emu, kernel, rng: random.Random):
    from amdgcn.emu import LocalBuffer
    args = []
    for a in kernel.metadata.get(".args", ()) if isinstance(kernel.metadata, dict) else ():
        if not isinstance(a, dict):
            continue
        kind = a.get(".value_kind")
        if isinstance(kind, str) and kind.startswith("hidden_"):
            continue
        if kind == "global_buffer":
            args.append(emu.empty((1024,), "uint32"))
        elif kind == "dynamic_shared_pointer":
            args.append(LocalBuffer(256))
        else:
            size = a.get(".size", 4)
            size = size if isinstance(size, int) and 0 <= size <= 4096 else 4
            value = rng.choice((0, 1, 64, 1000, 0xFFFFFFFF, rng.getrandbits(32)))
            args.append(value.to_bytes(8, "little")[:size].ljust(size, b"\0"))
    return args


def run_emu(inp) -> None:
    """A dispatch of a kernel of a mutated code object (one wave mostly, up to 512
    work-items, a budget of 2,000 instructions per wave, a 5 s wall-clock limit)."""
    from amdgcn.codeobj import CodeObject
    from amdgcn.emu import Emulator
    from amdgcn.errors import EmulationFault
    data, salt = inp
    rng = random.Random(salt)
    co = CodeObject.from_bytes(data)
    if not co.kernels:
        return
    name = sorted(co.kernels)[salt % len(co.kernels)]
    emu = Emulator(str(co.target) if co.target is not None else "gfx90a", budget=EMU_BUDGET,
                   timeout=5)
    args = _arguments(emu, co.kernels[name], rng)
    block = rng.choice((64, 64, 64, 128, 256))
    groups = 1 if rng.random() < 0.8 else 2
    try:
        emu.dispatch(co, name, grid=(block * groups,), workgroup=(block,), args=args)
    except EmulationFault as e:
        cause = e.__cause__
        if cause is not None and str(e).startswith("emulator error ("):
            raise BoundaryError(place_signature(cause, "internal "), str(e)) from cause
        raise


class BoundaryError(Exception):
    """An internal exception the emulator's dispatch boundary caught and turned into an
    ``EmulationFault("emulator error (...)")``: no traceback for the user, but a bug to
    fix, so a finding here (``signature`` names where the internal exception was raised)."""

    def __init__(self, signature: str, text: str):
        super().__init__(text)
        self.signature = signature


TARGETS: dict[str, Target] = {t.name: t for t in (
    Target("decode", _make_decode, run_decode, ci_inputs=9000),
    Target("mcinput", _make_mcinput, run_mcinput, ci_inputs=3000, kind="text"),
    Target("asm_line", _make_asm_line, run_asm_line, ci_inputs=6000, kind="text"),
    Target("asm_file", _make_asm_file, run_asm_file, ci_inputs=300, kind="text"),
    Target("codeobj", _make_codeobj, run_codeobj, ci_inputs=1500),
    Target("link", _make_link, run_link, ci_inputs=2000),
    Target("emu", _make_emu, run_emu, ci_inputs=1500),
    Target("compile", make_compile, run_compile, ci_inputs=80, kind="text", wall_limit=120),
)}
