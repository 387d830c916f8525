"""The differential runner: each generated kernel on the emulator against the host, bit for bit.

A batch of kernels becomes one OpenCL C file compiled once per optimization level for the
target (``compile_device``, pluggable: any ``fn(source, mcpu, level) -> code object bytes``,
e.g. the project's own back end) and one C shared library for the host. Each kernel runs on
:class:`amdgcn.emu.Emulator` and on the host with the same inputs; the output buffer and the
atomic counters must be equal byte for byte.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from amdgcn.emu import Emulator
from amdgcn.errors import AmdgcnError, EmulationFault
from amdgcn.kernelgen import prelude
from amdgcn.kernelgen.generate import ATOM32, ATOM64, IN_WORDS, generate
from amdgcn.kernelgen.host import HostError, HostLibrary, compile_host
from amdgcn.kernelgen.program import Kernel

#: clang-22 (``$LLVM22_BIN/clang``, as tests/conftest.py finds LLVM 22)
CLANG = str(Path(os.environ.get("LLVM22_BIN", "/usr/lib/llvm-22/bin")) / "clang")
#: instructions a wave may run before the emulator calls it a hang
WAVE_BUDGET = 2_000_000
#: 32-bit words of the atomic counter buffer (32 counters, then 16 64-bit ones)
ATOM_WORDS = ATOM32 + 2 * ATOM64

DeviceCompiler = Callable[[str, str, int], bytes]

#: kernels whose mismatch was traced by hand to clang-22 itself, not the emulator, keyed by
#: (mcpu, the first 16 hex digits of the SHA-256 of the kernel's text): (lowest level
#: affected, why). They count as ``compiler_bug``, not ``ok``; a kernel whose text changes
#: (a new generator version) is no longer matched. See the kernelgen README for the evidence.
_HOIST = ("StructurizeCFG zero-cost hoisting (hoistZeroCostElseBlockPhiValues): the merge "
          "value of a block reached on two paths is hoisted and the paths through the other "
          "predecessor keep the wrong value (llvm/llvm-project#183792)")
_SBFE_WIDTH = ("-O0 (no InstCombine to mask it first) selects a uniform llvm.amdgcn.sbfe with a "
               "constant width of 32 or more as s_bfe_i32 with the width unmasked in "
               "S1[22:16] (getBFE32 packs offset | width << 16): the field is width & 127 "
               "bits wide, not width & 31")
_MAD24 = ("AMDGPU ISel drops `and y, 0xffffff` of i64 z + (x & 255) * (y & 0xffffff) "
          "(llvm.amdgcn.mul.u24.i64) folded into v_mad_u64_u32")
_MIXLO = ("(half)(a * b) selected as v_fma_mixlo_f16 d, a, b, 0: a -0.0 product plus the +0.0 "
          "addend gives +0.0 (the full kernel matches without fma-mix-insts)")
KNOWN_COMPILER_BUGS: dict = {
    ("gfx942", "b81bad4ea84c554b"): (1, _HOIST + "; seed 200876, a constant array store"),
    ("gfx900", "06ffab31740405c7"): (1, _HOIST + "; seed 400475, a ternary over kg_f2i"),
    ("gfx900", "11f34c03fe83b055"): (1, _HOIST + "; seed 401048, switch cases 3 and 7 merged"),
    ("gfx900", "e76395cc7fbe1f99"): (1, _HOIST + "; seed 401240, if on (short)kg_f2i"),
    ("gfx900", "0c8859273c19cf3f"): (1, ("ulong add_sat of a 64-bit product: the product's "
                                         "high-half add feeds the saturating carry; seed 401099")),
    ("gfx900", "1f2e3fae4fe2d3b5"): (1, ("AMDGPU ISel drops `and y, 0xffffff` of a 64-bit "
                                         "(x & 255) * (y & 0xffffff) + z folded into "
                                         "v_mad_u64_u32; seed 401481")),
    ("gfx90a", "119706590bdb307e"): (1, ("AMDGPU 24-bit sdiv expansion (expandDivRem24/"
                                         "LowerDIVREM24) sign-extends the quotient of "
                                         "sext(i16) / -1 from 16 bits: -32768 / -1 gives "
                                         "-32768 (llvm/llvm-project#203436); seed 600003")),
    ("gfx942", "a98c36e79aef6038"): (0, ("SelectionDAG folds fsub half +0.0, x into fneg x "
                                         "under an fmul (v_mul_f16 -x, c): x = +0 gives -0 "
                                         "(GlobalISel keeps v_sub_f16 0, x); seed 700123")),
    ("gfx942", "6f9bf49c506a0718"): (0, ("(half)(a * b) selected as v_fma_mixlo_f16 d, a, b, 0:"
                                         " a -0.0 product plus +0.0 gives +0.0; seed 700412")),
    ("gfx942", "d513da06d77c4e36"): (0, ("(half)(a * b) as v_fma_mixlo_f16 d, a, 0, 0: "
                                         "(-0.0f / x) * sqrtf(0) gives +0.0; seed 700700")),
    ("gfx942", "d10f65c37626d703"): (0, ("(half)(a * b) as v_fma_mixlo_f16 d, a, s, 0: "
                                         "-7.25f * (0 / y) * sqrtf(c) gives +0.0; seed 700937")),
    ("gfx942", "f87d7024b27cf42d"): (1, ("SelectionDAG folds fsub float +0.0, x into fneg x "
                                         "under an fmul by -7.25 (v_mul_f32 -x, c): x = +0 "
                                         "gives +0 for -0; seed 701178")),
    ("gfx942", "45728e7d6dac7634"): (0, ("(half)(a * b) as v_fma_mixlo_f16 d, a, b, 0: "
                                         "(float)(char)-2 * 0.0f gives +0.0; seed 701307")),
    ("gfx942", "a3d8961c827e2759"): (0, ("(half)(a * b) as v_fma_mixlo_f16 d, a, b, 0: "
                                         "-32752.0f * (float)0L gives +0.0; seed 702331")),
    ("gfx942", "79a48ca8fe2765b5"): (1, ("(half)(a * b) as v_fma_mixlo_f16 d, a, b, 0 (a -0.0"
                                         " product gives +0.0; right without fma-mix-insts); "
                                         "seed 702916")),
    ("gfx90a", "07ec19bf257dd7e7"): (1, ("(half)(a * b) as v_fma_mixlo_f16 d, a, b, 0 (a -0.0"
                                         " product gives +0.0; right without fma-mix-insts); "
                                         "seed 601847")),
    ("gfx90a", "f829c36a7f5ae87d"): (1, ("(half)(a * b) as v_fma_mixlo_f16 d, a, 0, 0: -11.8f *"
                                         " 0.0f gives +0.0, then sqrt(-0.0) reaches the double "
                                         "slot; right without fma-mix-insts; seed 601974")),
    ("gfx942", "53a4d887578bd42c"): (0, ("-v - (half)(2.5f * x) as v_fma_mixlo_f16 t, x, -2.5,"
                                         " 0; v_sub_f16 t - v: x = 0 gives +0.0 for -0.0; "
                                         "seed 703065")),
    ("gfx942", "460ea5db5b07152b"): (0, ("SelectionDAG folds fsub half +0.0, x into fneg x "
                                         "under an fpext (v_cvt_f32_f16 -x): x = +0 gives -0 "
                                         "(GlobalISel build matches); seed 703439")),
    ("gfx90a", "c942efc4b10ff44e"): (0, ("(half)(a * b) as v_fma_mixlo_f16 d, a, b, 0 (a -0.0"
                                         " product gives +0.0; right without fma-mix-insts); "
                                         "seed 603752")),
    ("gfx90a", "cb18a6aebd74eb64"): (1, ("SIPeepholeSDWA folds v_and_b32 255 of v_bfe_i32 x, 0, 8 "
                                         "into v_cvt_f16_u16_sdwa sext(x) BYTE_0: the and is "
                                         "lost, (uchar)255 converts as 65535; seed 603834")),
    ("gfx90a", "d6162bd0c0a3e8dd"): (1, ("sdiv i64 of two sext i32 shrunk to a 32-bit division "
                                         "(AMDGPUCodeGenPrepare/ISelLowering, 33 sign bits "
                                         "taken as enough): -2**31 / -1 gives -2**31, not "
                                         "2**31 (llvm/llvm-project#204469); seed 604271")),
    ("gfx90a", "349beede0621a6a1"): (1, ("(half)(a * b) as v_fma_mixlo_f16 d, a, b, 0: a -0.0 "
                                         "product gives +0.0, then rint and -(...) reach an "
                                         "fma's sign; right without fma-mix-insts; seed 604116")),
    ("gfx90a", "65c3543855eec8f9"): (1, ("(half)(a * b) as v_fma_mixlo_f16 d, a, b, 0: "
                                         "fmaf(x, x, 0.5f) * -(float)(half)0 gives +0.0; right "
                                         "without fma-mix-insts; seed 603989")),
    ("gfx90a", "b5540086cfc37c60"): (0, ("(half)(a * b) as v_fma_mixlo_f16 d, a, b, 0: "
                                         "(floor(x) + 4.75f) * +0.0f (x < -4.75) gives +0.0; right"
                                         " without fma-mix-insts; seed 604564")),
    ("gfx942", "b71bc3187a5a5a0a"): (3, _HOIST + "; seed 704278, a trunc picking a private "
                                     "array index"),
    ("gfx942", "341ff1093316912f"): (3, _HOIST + "; seed 704927, an extractelement of the "
                                     "vectorized input loads under if on (short)kg_f2i"),
    ("gfx908", "eb82248bc174bf61"): (3, _HOIST + "; seed 301626, shufflevectors of a private "
                                     "short array past a switch with fall-through"),
    ("gfx908", "26c067d27cf3142c"): (0, ("SelectionDAG folds fsub half +0.0, x (from fma(x, "
                                         "-1, 0)) into fneg x under an fmul (v_mul_f16 -x, c): "
                                         "x = +0 gives -0 (GlobalISel build matches); seed "
                                         "301441")),
    ("gfx908", "1b83b898e041bbf8"): (0, _MIXLO + "; seed 301912"),
    ("gfx908", "d60b290b4cf003ca"): (0, _MIXLO + "; seed 302004"),
    ("gfx908", "016bc1afb12afce7"): (0, _MIXLO + "; seed 302287"),
    ("gfx908", "8cfc1a7e100e6ce3"): (0, _MIXLO + "; seed 302926"),
    ("gfx908", "58e5aa9085c3572f"): (1, _MIXLO + "; seed 302963"),
    ("gfx908", "99407e35400cefe9"): (0, _MIXLO + "; seed 303484"),
    ("gfx908", "f8f062a4ce516e0b"): (0, _MIXLO + "; seed 303727"),
    ("gfx90a", "52f48b8c9fb6f72c"): (1, ("SelectionDAG folds fsub half +0.0, x into fneg x under an "
                                         "fsub (v_sub_f16 d, -x, y): x = +0 gives -0 (GlobalISel "
                                         "build matches); seed 101945")),
    ("gfx90a", "2991663b0f600db4"): (1, _HOIST + "; seed 101184, v4 = (short)i1 before a switch in a "
                                     "loop, at -O1 (the no-case block's trunc)"),
    ("gfx90a", "4df4d0a8b768977c"): (0, _MIXLO + "; seed 101057, (half)(-0.0f * x) at -O0"),
    ("gfx90a", "72b9c325d0e5a5bb"): (0, _MIXLO + "; seed 103078, -O0 and -O1: the -O0 code "
                                     "has one v_fma_mixlo_f16 v0, v1, v2, 0"),
    ("gfx90a", "f0e04b818af22d96"): (0, _MIXLO + "; seed 103255, -O0 and -O1"),
    ("gfx90a", "051729ade5c651e9"): (0, _MIXLO + "; seed 103652, -O0 and -O1"),
    ("gfx90a", "1b8ef72178ca5a8d"): (0, _MIXLO + "; seed 103842, -O0 and -O1"),
    ("gfx90a", "e4db7093415ea243"): (0, _MIXLO + "; seed 104148, -O0 (right at -O1)"),
    ("gfx900", "7d16ada768d4b657"): (1, _HOIST + "; seed 404747, v4 = lid in a switch case "
                                     "reached by fall-through"),
    ("gfx900", "6591e3606c152e5f"): (1, ("SelectionDAG folds fsub float +0.0, x into fneg x under a "
                                         "ceil (v_ceil_f32 -x): x = +0 gives -0 (GlobalISel build "
                                         "matches); seed 404348")),
    ("gfx900", "c7572bf2e5133ae1"): (3, ("SIFoldOperands folds v_or_b32 x, -1 into a copy of x "
                                         "(it drops the wrong operand; llvm/llvm-project#189655): "
                                         "the high word of ~(ulong)(uint)a | (ulong)b, -1, becomes "
                                         "an undefined register; seed 402880")),
    ("gfx900", "db8a6de835c87046"): (1, ("SelectionDAG folds fsub float +0.0, x (InstCombine's "
                                         "fma(y, 0, 0) - x) into fneg x under an fdiv "
                                         "(v_div_scale_f32 .., -x): x = +0 gives -0 (GlobalISel "
                                         "build matches); seed 402358")),
    ("gfx908", "f996fa68df52e8c6"): (0, ("v - (half)(3.0f * x) as v_fma_mixlo_f16 t, x, -3.0, 0; "
                                         "v_add_f16 v + t: x = 0, v = -0 gives +0 for -0 "
                                         "(right without fma-mix-insts); seed 304568")),
    ("gfx908", "d5a751a7a84351bb"): (1, _HOIST + "; seed 304154, v2 = v0 after a nested if "
                                     "whose inner then returns"),
    ("gfx90a", "03dddea48199601d"): (1, _HOIST + "; seed 603480, the kept input word of v6 "
                                     "when (char)kg_f2i(ceil(fma(...))) != 0"),
    ("gfx908", "d436ab4780a09353"): (1, _HOIST + "; seed 303675, v5 = (ulong)v6 after an if "
                                     "whose else may return"),
    ("gfx908", "e16d80da0fc632c5"): (1, _HOIST + "; seed 303321, v2 = lid in a switch case "
                                     "reached by fall-through"),
    ("gfx908", "c5bcbf85fe629759"): (0, ("SelectionDAG folds fsub half +0.0, x into fneg x "
                                         "under an fsub (v_sub_f16 d, r, -x): x = +0 gives "
                                         "+0 for -0 (GlobalISel build matches); seed 303320")),
    ("gfx90a", "43da4a539ceb0f97"): (0, _SBFE_WIDTH + "; seed 104413, sbfe(0x8000, 0x8000, "
                                     "0x6fe5862e) as s_bfe_i32 s, s, 0x862e8000"),
    ("gfx90a", "431c742f4beafdd4"): (1, ("StructurizeCFG zero-cost hoisting with a two-incoming "
                                         "merge phi: the then-block's zext of lid, reached from "
                                         "the kg_f2i range test and the compare, is hoisted and "
                                         "the compare-true lanes keep the old v2; only in the "
                                         "batch compile, where the codegen sink pass put the "
                                         "zext in that block; seed 104504")),
    ("gfx90a", "54c73517501b49bc"): (1, _MAD24 + "; seed 104603, v2 = v0 + kg_mul24_u32(pa1[..], "
                                     "v0) feeding v1 = kg_f2i(sqrt(sqrt(v2)))"),
    ("gfx908", "43da4a539ceb0f97"): (0, _SBFE_WIDTH + "; seed 104413 (the gfx90a kernel's "
                                     "text), the same s_bfe_i32"),
    ("gfx908", "54c73517501b49bc"): (1, _MAD24 + "; seed 104603 (the gfx90a kernel's text), "
                                     "the same v_mad_u64_u32"),
}


class CompileError(AmdgcnError):
    """The target compiler rejected a generated source."""


def clang_device(source: str, mcpu: str, level: int, *, clang: str = CLANG) -> bytes:
    """Compile OpenCL C ``source`` with clang-22 for ``mcpu`` at ``-O<level>``; return the
    code object's bytes.

    Raises:
        CompileError: clang failed (its message is included).
    """
    with tempfile.TemporaryDirectory(prefix="kg-dev-") as tmp:
        src, out = Path(tmp) / "k.cl", Path(tmp) / "k.hsaco"
        src.write_text(source)
        cmd = [clang, *prelude.DEVICE_FLAGS, "-target", "amdgcn-amd-amdhsa", f"-mcpu={mcpu}",
               f"-O{level}", str(src), "-o", str(out)]
        res = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if res.returncode:
            raise CompileError(f"clang -O{level} for {mcpu} failed:\n{res.stderr[-4000:]}")
        return out.read_bytes()


def inputs(kernel: Kernel) -> tuple[np.ndarray, np.ndarray]:
    """The input buffer (uint64[IN_WORDS]) and initial atomic counters (uint32[ATOM_WORDS]) of
    ``kernel``: drawn from its seed, with values of each slot's kind (integers near the edges
    of the types, floating-point zeros, denormals, infinities, quiet NaNs, ordinary values)."""
    rng = np.random.default_rng(kernel.seed ^ 0x5EED)
    data = rng.integers(0, 2**64, IN_WORDS, dtype=np.uint64, endpoint=False)
    special = np.array([0, 1, 2, 0xFF, 0x7F, 0x80, 0xFFFF, 0x8000, 0x7FFFFFFF, 0x80000000,
                        0xFFFFFFFF, 2**63, 2**64 - 1, 2**63 - 1, 100, 0xFFFFFFFE], dtype=np.uint64)
    pick = rng.random(IN_WORDS) < 0.35
    data[pick] = special[rng.integers(0, special.size, int(pick.sum()))]
    small = rng.random(IN_WORDS) < 0.2
    data[small] = rng.integers(0, 64, int(small.sum())).astype(np.uint64)
    n = len(kernel.slots)
    for j, kind in enumerate(kernel.slots):
        idx = np.arange(kernel.work_items) * n + j
        if kind != "int":
            data[idx] = _float_bits(rng, kind, idx.size)
    atom = rng.integers(0, 2**32, ATOM_WORDS, dtype=np.uint64).astype(np.uint32)
    atom[rng.random(ATOM_WORDS) < 0.3] = 0
    return data, atom


_FLOAT = {"f16": (np.float16, np.uint16), "f32": (np.float32, np.uint32),
          "f64": (np.float64, np.uint64)}


def _float_bits(rng, kind: str, n: int) -> np.ndarray:
    ftype, itype = _FLOAT[kind]
    info = np.finfo(ftype)
    vals = (rng.standard_normal(n) * rng.choice([1, 10, 1000, 1e-3], n)).astype(ftype)
    special = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, info.tiny,
                        info.tiny * np.asarray(0.5, ftype), info.max, -info.max, 0.5, 2.0**10,
                        -3.0], dtype=ftype)
    pick = rng.random(n) < 0.3
    vals[pick] = special[rng.integers(0, special.size, int(pick.sum()))]
    return vals.view(itype).astype(np.uint64)


@dataclass
class Outcome:
    """One kernel at one level: ``status`` is ok, mismatch, fault or compile_error."""

    seed: int
    mcpu: str
    level: int
    status: str
    detail: str = ""


@dataclass
class Batch:
    """Kernels compiled together: device code objects per level and the host library."""

    kernels: list
    mcpu: str
    code: dict = field(default_factory=dict)      # level -> code object bytes
    host: HostLibrary | None = None
    tmp: object = None
    refused: dict = field(default_factory=dict)   # level -> {kernel name: why} (our back end)


def build_batch(kernels: list[Kernel], mcpu: str, levels, *, compiler: DeviceCompiler,
                clang: str = CLANG) -> Batch:
    """Compile ``kernels`` together for the device (each level) and the host.

    Raises:
        CompileError / HostError: the batch does not compile (see :func:`run_batch`).
    """
    body = "\n".join(k.render() for k in kernels)
    batch = Batch(kernels, mcpu)
    for level in levels:
        batch.code[level] = compiler(prelude.device_source(body), mcpu, level)
        batch.refused[level] = getattr(batch.code[level], "refused", {})
    batch.tmp = tempfile.TemporaryDirectory(prefix="kg-host-")
    lib = compile_host(body, [k.name for k in kernels], clang=clang, workdir=Path(batch.tmp.name))
    batch.host = HostLibrary(lib)
    return batch


def host_expected(batch: Batch, kernel: Kernel, data, atom0):
    """The host's (out, atom) for ``kernel``."""
    return batch.host.run(kernel.name, data, atom0, nout=kernel.work_items * kernel.nout,
                          groups=kernel.groups, wg=kernel.wg)


def run_device(emu: Emulator, code: bytes, kernel: Kernel, data, atom0):
    """The emulator's (out, atom) for ``kernel`` from the code object ``code``.

    Raises:
        EmulationFault: the kernel faulted on the emulator.
    """
    in_buf = emu.to_device(data)
    out_buf = emu.empty((kernel.work_items * kernel.nout,), np.uint64)
    atom_buf = emu.to_device(atom0)
    emu.dispatch(code, kernel.name, grid=(kernel.work_items,), workgroup=(kernel.wg,),
                 args=[in_buf, out_buf, atom_buf], budget=WAVE_BUDGET)
    return out_buf.to_numpy(), atom_buf.to_numpy()


def compare(kernel: Kernel, got, want) -> str:
    """'' when equal, else where the first difference is (work-item, slot, values)."""
    (out, atom), (hout, hatom) = got, want
    if not np.array_equal(out, hout):
        i = int(np.flatnonzero(out != hout)[0])
        gid, slot = divmod(i, kernel.nout)
        return (f"out: work-item {gid} slot {slot} (v{slot}): emulator 0x{int(out[i]):x}, "
                f"host 0x{int(hout[i]):x}")
    if not np.array_equal(atom, hatom):
        i = int(np.flatnonzero(atom != hatom)[0])
        return f"atom[{i}]: emulator 0x{int(atom[i]):x}, host 0x{int(hatom[i]):x}"
    return ""


def text_digest(kernel: Kernel) -> str:
    """The key of ``kernel`` in :data:`KNOWN_COMPILER_BUGS`."""
    return hashlib.sha256(kernel.render().encode()).hexdigest()[:16]


def check_kernel(emu: Emulator, batch: Batch, kernel: Kernel, level: int) -> Outcome:
    """Run one kernel of a built batch at one level and compare (status ok, mismatch,
    fault, or compiler_bug for the hand-triaged :data:`KNOWN_COMPILER_BUGS`; unsupported
    when the device compiler left the kernel out, see :mod:`.backend`)."""
    why = batch.refused.get(level, {}).get(kernel.name)
    if why is not None:
        return Outcome(kernel.seed, batch.mcpu, level, "unsupported", why)
    data, atom0 = inputs(kernel)
    want = host_expected(batch, kernel, data, atom0)
    try:
        got = run_device(emu, batch.code[level], kernel, data, atom0)
    except EmulationFault as e:
        return Outcome(kernel.seed, batch.mcpu, level, "fault", str(e).splitlines()[0][:300])
    diff = compare(kernel, got, want)
    known = KNOWN_COMPILER_BUGS.get((batch.mcpu, text_digest(kernel)))
    if diff and known and level >= known[0]:
        return Outcome(kernel.seed, batch.mcpu, level, "compiler_bug", known[1])
    return Outcome(kernel.seed, batch.mcpu, level, "mismatch" if diff else "ok", diff)


def run_batch(seeds, mcpu: str, levels, *, compiler: DeviceCompiler | None = None,
              size: int = 24, emu: Emulator | None = None) -> list[Outcome]:
    """Generate, compile and check the kernels of ``seeds`` at each of ``levels``.

    A batch that does not compile is retried kernel by kernel; a kernel that still does not
    compile is reported as ``compile_error`` (a generator bug to fix).
    """
    compiler = compiler or clang_device
    kernels = [generate(s, mcpu=mcpu, size=size) for s in seeds]
    try:
        batches = [build_batch(kernels, mcpu, levels, compiler=compiler)]
    except (CompileError, HostError):
        if len(kernels) == 1:
            return [Outcome(kernels[0].seed, mcpu, lv, "compile_error", "") for lv in levels]
        return [o for s in seeds for o in run_batch([s], mcpu, levels, compiler=compiler,
                                                     size=size, emu=emu)]
    emu = emu or Emulator(mcpu=mcpu)
    results = []
    for batch in batches:
        # map and prepare each code object once, before the per-kernel memory marks (a
        # release past the image would make every dispatch decode the whole batch again)
        for level in levels:
            built = [k.name for k in batch.kernels if k.name not in batch.refused[level]]
            if built:
                emu.program(emu.load(batch.code[level]), built[0])
        for kernel in batch.kernels:
            for level in levels:
                mark = emu.memory.mark()
                try:
                    results.append(check_kernel(emu, batch, kernel, level))
                finally:
                    emu.memory.release(mark)
    return results


@dataclass
class CampaignStats:
    """Counts of a campaign per level."""

    counts: dict = field(default_factory=dict)    # (level, status) -> n
    reasons: dict = field(default_factory=dict)   # (level, why unsupported) -> n
    failures: list = field(default_factory=list)
    seconds: float = 0.0

    def add(self, o: Outcome) -> None:
        key = (o.level, o.status)
        self.counts[key] = self.counts.get(key, 0) + 1
        if o.status == "unsupported":
            why = (o.level, o.detail)
            self.reasons[why] = self.reasons.get(why, 0) + 1
        elif o.status not in ("ok", "compiler_bug"):
            self.failures.append(o)

    def summary(self) -> str:
        levels = sorted({lv for lv, _ in self.counts})
        parts = []
        for lv in levels:
            st = {s: n for (l2, s), n in self.counts.items() if l2 == lv}
            parts.append(f"-O{lv}: " + ", ".join(f"{k} {v}" for k, v in sorted(st.items())))
        return "; ".join(parts) + f" ({self.seconds:.0f} s)"

    def unsupported(self) -> str:
        """The unsupported kernels by level and reason, most frequent first."""
        rows = sorted(self.reasons.items(), key=lambda kv: (kv[0][0], -kv[1]))
        return "\n".join(f"  -O{lv} unsupported {n}: {why}" for (lv, why), n in rows)


def campaign(mcpu: str, levels, *, count: int, seed: int = 1, batch: int = 40, size: int = 24,
             compiler: DeviceCompiler | None = None, log=None,
             deadline: float | None = None) -> CampaignStats:
    """Check ``count`` kernels (seeds ``seed .. seed+count-1``) at every level of ``levels``.

    Args:
        log: ``fn(text)`` for progress and each failure (default: silent).
        deadline: a ``time.time()`` after which no new batch starts.
    """
    stats = CampaignStats()
    t0 = time.perf_counter()
    for start in range(seed, seed + count, batch):
        if deadline is not None and time.time() > deadline:
            break
        seeds = range(start, min(start + batch, seed + count))
        for o in run_batch(seeds, mcpu, levels, compiler=compiler, size=size):
            stats.add(o)
            if o.status != "ok" and log:
                log(f"{o.status} seed {o.seed} {o.mcpu} -O{o.level}: {o.detail}")
        stats.seconds = time.perf_counter() - t0
        if log:
            log(f"[{mcpu}] {start + len(seeds) - seed}/{count}: {stats.summary()}")
    return stats
