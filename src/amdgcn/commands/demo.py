"""Show the toolchain's main job on a bundled real kernel.

With no argument, uses ``saxpy.hsaco`` bundled in the package (built by clang-22 from
``saxpy.cl``; see ``build.sh`` beside it): prints what the code object holds (target, kernels,
kernel descriptor summary), disassembles the kernel, dispatches it on the emulator with random
inputs, checks the result against NumPy and prints the check and the emulator's statistics.
A stage whose part of the toolchain is not written yet says so and the demo goes on.
Exit status: 0 when every available stage worked, 1 when a result was wrong.
"""

from __future__ import annotations

import importlib.resources
import sys
from pathlib import Path

import numpy as np

from amdgcn.errors import AmdgcnError


def add_arguments(parser):
    parser.add_argument("code_object", nargs="?", metavar="FILE",
                        help="a code object to show instead of the bundled one (its first "
                             "kernel is disassembled; only the bundled saxpy is run)")
    parser.add_argument("--kernel", default="saxpy", help="kernel to show (default: saxpy)")
    parser.add_argument("-n", type=int, default=1 << 16,
                        help="work-items for the saxpy dispatch (default 65536)")
    parser.add_argument("--seed", type=int, default=0, help="random seed for the inputs")


def bundled_example() -> Path:
    """Path of the bundled demo code object (``amdgcn/examples/saxpy.hsaco``)."""
    return Path(str(importlib.resources.files("amdgcn") / "examples" / "saxpy.hsaco"))


def _say(title: str) -> None:
    print(f"\n== {title}")


def run(args) -> int:
    path = Path(args.code_object) if args.code_object else bundled_example()
    data = path.read_bytes()
    print(f"amdgcn demo: {path.name} ({len(data)} bytes)"
          + ("" if args.code_object else " - bundled, built by clang-22 from saxpy.cl"))
    status = 0

    _say("code object")
    co = kernel = None
    try:
        from amdgcn.codeobj import CodeObject
        co = CodeObject.from_bytes(data)
        print(f"target: {co.target}")
        names = list(co.kernels)
        print(f"kernels: {', '.join(names)}")
        name = args.kernel if args.kernel in co.kernels else names[0]
        kernel = co.kernels[name]
        _describe_kernel(kernel)
    except ImportError:
        print("not yet implemented: the code object reader (issue #5)")
    except AmdgcnError as e:
        print(f"error: {e}")
        status = 1

    _say("disassembly")
    if kernel is not None:
        try:
            from amdgcn.disasm import disassemble
            mcpu = str(co.target).split(":")[0].split("--")[-1]
            insts = disassemble(kernel.code, mcpu, kernel.entry)
            for inst in insts:
                print(f"  {inst.address:#08x}: {inst.text}")
            bad = sum(1 for i in insts if i.mnemonic == ".long")
            print(f"{len(insts)} instructions" + (f", {bad} not decoded yet" if bad else ""))
        except AmdgcnError as e:
            print(f"error: {e}")
            status = 1
    else:
        print("skipped: needs the code object reader")

    _say("emulation")
    if co is None or args.code_object:
        print("skipped" + (": only the bundled saxpy is dispatched" if args.code_object
                           else ": needs the code object reader"))
        return status
    try:
        from amdgcn.emu import Emulator  # noqa: F401 - is the emulator there?
    except ImportError:
        print("not yet implemented: the emulator (issue #6)")
        return status
    try:
        status |= _run_saxpy(co, args.n, args.seed)
        status |= _run_matmul(co, 64, args.seed)
    except AmdgcnError as e:
        print(f"error: {e}")
        status = 1
    return status


def _describe_kernel(kernel) -> None:
    d = kernel.descriptor
    md = kernel.metadata or {}
    print(f"kernel {kernel.name}: entry {kernel.entry:#x}, {len(kernel.code)} bytes of code")
    for key in ("group_segment_fixed_size", "private_segment_fixed_size", "kernarg_size",
                "accum_offset"):
        if hasattr(d, key):
            print(f"  {key} = {getattr(d, key)}")
    for key in (".sgpr_count", ".vgpr_count", ".agpr_count", ".wavefront_size",
                ".max_flat_workgroup_size"):
        if key in md:
            print(f"  {key} = {md[key]}")
    args = md.get(".args", [])
    if args:
        shown = [a for a in args if not str(a.get(".value_kind", "")).startswith("hidden_")]
        print("  args: " + ", ".join(f"{a.get('.value_kind')}[{a.get('.size')}]@{a.get('.offset')}"
                                     for a in shown)
              + f" (+{len(args) - len(shown)} hidden)")


def _run_saxpy(co, n: int, seed: int) -> int:
    from amdgcn.emu import Emulator
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    a = np.float32(2.5)
    emu = Emulator(mcpu="gfx90a")
    dx, dy = emu.to_device(x), emu.to_device(y)
    res = emu.dispatch(co, "saxpy", grid=(n, 1, 1), workgroup=(256, 1, 1),
                       args=[a, dx, dy, np.uint32(n)])
    got = dy.to_numpy()
    # clang contracts a*x+y into v_fmac_f32 (one rounding): a*x is exact in float64, so the
    # float64 sum rounded once to float32 is the fused result
    fused = (a.astype(np.float64) * x + y).astype(np.float32)
    ok = np.array_equal(got, fused)
    print(f"saxpy on {n} work-items: {'matches NumPy bit for bit' if ok else 'MISMATCH'}"
          f" (max abs diff {np.max(np.abs(got - fused)):.3g})")
    print(_stats_line(res.stats))
    return 0 if ok else 1


def _stats_line(st) -> str:
    rate = st.wave_instructions / st.seconds / 1e6 if st.seconds else 0.0
    return (f"  emulator: {st.waves} waves in {st.workgroups} workgroups, "
            f"{st.wave_instructions:,} wave-instructions in {st.seconds:.3f} s "
            f"({rate:.2f} M/s)")


def _run_matmul(co, n: int, seed: int) -> int:
    from amdgcn.emu import Emulator
    rng = np.random.default_rng(seed + 1)
    a = rng.standard_normal((n, n)).astype(np.float32)
    b = rng.standard_normal((n, n)).astype(np.float32)
    emu = Emulator(mcpu="gfx90a")
    da, db, dc = emu.to_device(a), emu.to_device(b), emu.empty((n, n), dtype=np.float32)
    res = emu.dispatch(co, "matmul_lds", grid=(n, n, 1), workgroup=(16, 16, 1),
                       args=[da, db, dc, np.uint32(n)])
    got = dc.to_numpy().reshape(n, n)
    want = a.astype(np.float64) @ b.astype(np.float64)
    err = float(np.max(np.abs(got - want)))
    ok = err < 1e-3 * n
    print(f"matmul_lds {n}x{n} (16x16 LDS tiles, 2 barriers per tile): "
          f"{'matches NumPy' if ok else 'MISMATCH'} (max abs error {err:.2g} vs float64)")
    print(_stats_line(res.stats))
    return 0 if ok else 1


if __name__ == "__main__":
    from amdgcn.cli import main
    sys.exit(main(["demo", *sys.argv[1:]]))
