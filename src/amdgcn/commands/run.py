"""Dispatch a kernel on the emulator: ``amdgcn run FILE.hsaco KERNEL --grid X[,Y,Z] --block
X[,Y,Z] --arg ...``.

Arguments (``--arg``, in the kernel's order), each checked against the kernel's metadata
(pointer or value, size, element type, range): a .npy file; a scalar (1024, 2.5, or typed
i32:-3, u64:7, f32:0.5, f64:1e-3, f16:1); raw bytes bytes:0a0b0c0d (structs and vectors
by value); a generated array zeros:f32:1024, ones:i32:16, rand:f32:1024, arange:i32:64 (a
shape may be 64x64); local:NBYTES for a __local pointer. For a kernel without
.amdgpu_metadata the values are laid out in order at their natural alignment (give scalars a
type: u32:100); --kernarg FILE|HEX gives the explicit kernarg bytes instead. --lds NBYTES adds
dynamic LDS to each work-group (HIP's sharedMemBytes; Triton kernels keep their shared memory
there).

After the run, each array the kernel may write (a pointer not marked const) is summarised;
with --output-dir DIR those arrays are saved there as arg<N>.npy, and --save N=PATH saves
argument N to PATH. Nothing is written to the current directory unless asked.

--trace WAVES prints every instruction of those waves (0,5 or 0-3 or all) with the registers
it wrote and each lane's memory address (--trace-lanes N|all, --trace-float). --profile
prints, beside the disassembly, how many waves executed each instruction and their average
active lanes; --profile-html FILE writes the same as one HTML page with the control-flow
graph.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

from amdgcn._io import atomic_output
from amdgcn.codeobj.mdschema import check_kernel
from amdgcn.commands._input import read_code_object
from amdgcn.commands._kernargs import (
    Argument, check_array, describe, explicit_args, parse_arg, read_kernarg,
    with_packed_args, with_raw_kernarg)
from amdgcn.commands._progress import Progress
from amdgcn.emu import Emulator
from amdgcn.emu.emulator import check_workgroup_size
from amdgcn.emu.trace import Tracer
from amdgcn.errors import EmulationFault

#: dispatches of at least this many work-items show progress
PROGRESS_ITEMS = 1 << 16
#: wavefront size of the GCN/CDNA processors the emulator runs
WAVE_SIZE = 64


def add_arguments(parser):
    parser.add_argument("file", metavar="FILE.hsaco", help="code object (or offload bundle)")
    parser.add_argument("kernel", metavar="KERNEL", help="kernel name")
    parser.add_argument("--grid", required=True, help="work-items per dimension: X[,Y[,Z]]")
    parser.add_argument("--block", required=True, help="work-group size: X[,Y[,Z]]")
    parser.add_argument("--arg", action="append", default=[], metavar="ARG",
                        help="a kernel argument (.npy, scalar, TYPE:VALUE, bytes:HEX, "
                             "zeros|ones|rand|arange:TYPE:N, local:N)")
    parser.add_argument("--kernarg", default=None, metavar="FILE|HEX",
                        help="the explicit kernarg bytes (instead of --arg)")
    parser.add_argument("--mcpu", default=None,
                        help="processor to emulate (default: the code object's target); picks "
                             "the entry of an offload bundle")
    parser.add_argument("--offset", default=None, help="global offset X[,Y[,Z]]")
    parser.add_argument("--output-dir", "-o", default=None,
                        help="save the arrays the kernel may write there as arg<N>.npy")
    parser.add_argument("--save", action="append", default=[], metavar="N=PATH",
                        help="save argument N to PATH")
    parser.add_argument("--no-save", action="store_true", help="save nothing (the default "
                        "unless --output-dir or --save is given)")
    parser.add_argument("--seed", type=int, default=0, help="seed of rand: arguments")
    parser.add_argument("--budget", type=int, default=None, help="instructions per wave")
    parser.add_argument("--timeout", type=float, default=None, metavar="SECONDS",
                        help="stop the dispatch after this much wall-clock time (a fault that "
                             "says how far it got)")
    parser.add_argument("--lds", type=int, default=0, metavar="NBYTES",
                        help="dynamic LDS bytes per work-group (HIP's sharedMemBytes), after "
                             "the kernel's static LDS")
    parser.add_argument("--trace", default=None, metavar="WAVES",
                        help="print every instruction of these waves (0,5 or 0-3 or all) with "
                             "every register it wrote and each lane's memory address")
    parser.add_argument("--trace-lanes", default="4", metavar="N|all",
                        help="active lanes shown per VGPR and memory access (default 4)")
    parser.add_argument("--trace-float", action="store_true",
                        help="show VGPR words as float32 too")
    parser.add_argument("--profile", action="store_true",
                        help="print per-instruction wave counts and active lanes")
    parser.add_argument("--profile-html", default=None, metavar="FILE",
                        help="write the profile as one self-contained HTML page")
    parser.add_argument("--profile-json", default=None, metavar="FILE",
                        help="write the profile as JSON")
    parser.add_argument("--no-progress", action="store_true", help="no progress report")


def _sizes(text: str, what: str) -> tuple:
    try:
        t = tuple(int(x) for x in text.replace("x", ",").split(","))
    except ValueError:
        raise EmulationFault(f"--{what} takes X[,Y[,Z]] integers, got '{text}'") from None
    if not 1 <= len(t) <= 3:
        raise EmulationFault(f"--{what} takes 1 to 3 sizes, got '{text}'")
    if any(x <= 0 for x in t) and what != "offset":
        raise EmulationFault(f"--{what} sizes must be positive, got '{text}'")
    return t


def total_waves(grid: tuple, block: tuple) -> int:
    """Waves of a dispatch: work-groups (partial ones included) times waves per group."""
    groups = 1
    for g, b in zip(grid, block):
        groups *= -(-g // b)
    return groups * -(-int(np.prod(block)) // WAVE_SIZE)


def parse_waves(text: str, n_waves: int) -> list[int] | None:
    """``--trace``: ``all`` (None), or wave ids and ranges ``0,5,8-11``, each checked.

    Raises:
        EmulationFault: not a list of wave ids, or a wave the dispatch does not have.
    """
    if text.strip().lower() == "all":
        return None
    waves = []
    for part in text.split(","):
        lo, dash, hi = part.strip().partition("-")
        try:
            first, last = int(lo), int(hi) if dash else int(lo)
        except ValueError:
            raise EmulationFault(f"--trace takes wave ids (0,5 or 0-3) or 'all', got "
                                 f"'{text}'") from None
        waves.extend(range(first, last + 1))
    bad = [w for w in waves if not 0 <= w < n_waves]
    if bad:
        raise EmulationFault(f"--trace: wave {bad[0]} is not in this dispatch (waves 0 to "
                             f"{n_waves - 1})")
    return waves


def _trace_lanes(text: str) -> int | None:
    if text.strip().lower() == "all":
        return None
    try:
        n = int(text)
    except ValueError:
        raise EmulationFault(f"--trace-lanes takes a number or 'all', got '{text}'") from None
    if n <= 0:
        raise EmulationFault(f"--trace-lanes takes a positive number, got '{text}'")
    return n


def _arguments(args, kernel, emu, rng) -> list[Argument]:
    """The ``--arg`` values, checked against the kernel's metadata."""
    metadata = kernel.metadata
    explicit = explicit_args(metadata)
    if args.kernarg is not None:
        if args.arg:
            raise EmulationFault("give either --kernarg or --arg, not both")
        raw = read_kernarg(args.kernarg)
        with_raw_kernarg(kernel, raw)
        return [Argument(args.kernarg, raw)]
    if explicit is None or (not explicit and args.arg and
                            int(metadata.get(".kernarg_segment_size", 0))):
        if not args.arg:
            return []
        what = "has no .amdgpu_metadata" if explicit is None else "lists no arguments"
        sys.stderr.write(f"amdgcn run: note: kernel '{kernel.name}' {what}: the --arg values "
                         "are laid out in order at their natural alignment (or give the "
                         "kernarg segment with --kernarg FILE|HEX)\n")
        out = [parse_arg(text, None, i, rng) for i, text in enumerate(args.arg)]
        with_packed_args(kernel, out)
        for a in out:
            if a.host is not None:
                a.value = emu.to_device(a.host)
        return out
    if len(args.arg) != len(explicit):
        listing = ", ".join(_signature(a) for a in explicit)
        raise EmulationFault(f"kernel '{kernel.name}' takes {len(explicit)} arguments "
                             f"({listing}); {len(args.arg)} --arg given")
    out = []
    for i, (text, meta) in enumerate(zip(args.arg, explicit)):
        a = parse_arg(text, meta, i, rng)
        if a.host is not None:
            if meta.get(".value_kind") == "global_buffer":
                check_array(a.host, meta, i)
            a.value = emu.to_device(a.host)
        out.append(a)
    return out


def _signature(meta: dict) -> str:
    kind = meta.get(".type_name") or meta.get(".value_kind", "?")
    return f"{kind} {meta['.name']}" if meta.get(".name") else kind


def _writable(meta: dict | None) -> bool:
    return bool(meta) and meta.get(".value_kind") == "global_buffer" and \
        not meta.get(".is_const") and meta.get(".access") != "read_only"


def _report(args, arguments: list[Argument], explicit: list | None) -> None:
    """Summarise the arrays the kernel may write and save what was asked for."""
    named = {}
    for item in args.save:
        n, eq, path = item.partition("=")
        if not eq or not n.strip().isdigit() or not 0 <= int(n) < len(arguments):
            raise EmulationFault(f"--save takes N=PATH with N an argument index, got '{item}'")
        named[int(n)] = Path(path)
    for i, a in enumerate(arguments):
        meta = explicit[i] if explicit and i < len(explicit) else None
        if a.host is None or not hasattr(a.value, "to_numpy"):
            continue
        out = a.value.to_numpy()
        if _writable(meta) or i in named:
            head = np.array2string(out.reshape(-1)[:8], precision=6, separator=", ",
                                   max_line_width=1 << 16)
            print(f"{describe(meta, i) if meta else f'argument {i}'}: {head}"
                  f"{' ...' if out.size > 8 else ''} ({out.dtype}, {out.size} elements)")
        path = named.get(i)
        if path is None and args.output_dir and _writable(meta) and not args.no_save:
            path = Path(args.output_dir) / f"arg{i}.npy"
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            path = path if path.suffix == ".npy" else path.with_name(path.name + ".npy")
            with atomic_output(path) as f:     # np.save's name rule; whole or nothing
                np.save(f, out)
            print(f"saved argument {i} to {path}")


def run(args) -> int:
    rng = np.random.default_rng(args.seed)
    co = read_code_object(args.file, select=args.mcpu,
                          note=lambda text: sys.stderr.write(f"amdgcn run: note: {text}\n"))
    if args.kernel not in co.kernels:
        raise EmulationFault(f"no kernel named '{args.kernel}' in {args.file} "
                             f"(kernels: {', '.join(co.kernels) or 'none'})")
    kernel = co.kernels[args.kernel]
    check_kernel(kernel.metadata or {}, args.kernel)   # the guide's types before any use
    emu = Emulator(mcpu=args.mcpu or str(co.target))
    grid, block = _sizes(args.grid, "grid"), _sizes(args.block, "block")
    offset = _sizes(args.offset, "offset") if args.offset else None
    check_workgroup_size(kernel.metadata or {}, block, args.kernel,
                         asked_by=f"--block {','.join(map(str, block))}")
    n_waves = total_waves(grid, block)
    trace = None
    if args.trace:
        trace = Tracer(parse_waves(args.trace, n_waves), lanes=_trace_lanes(args.trace_lanes),
                       floats=args.trace_float)
    arguments = _arguments(args, kernel, emu, rng)
    explicit = explicit_args(kernel.metadata)
    profile = args.profile or args.profile_html is not None or args.profile_json is not None
    show = not args.no_progress and int(np.prod(grid)) >= PROGRESS_ITEMS
    with Progress(args.kernel) if show else _Quiet() as progress:
        try:
            res = emu.dispatch(co, args.kernel, grid=grid, workgroup=block,
                               args=[a.value for a in arguments], global_offset=offset,
                               budget=args.budget, trace=trace,
                               progress=progress if show else None, profile=profile,
                               dynamic_lds=args.lds, timeout=args.timeout)
        except EmulationFault as e:
            if "instruction budget" in str(e):
                raise EmulationFault(f"{e}; raise it with --budget N") from None
            raise
    s = res.stats
    print(f"{args.kernel}: {s.waves} waves in {s.workgroups} work-groups, "
          f"{s.wave_instructions} wave-instructions in {s.seconds:.3f} s "
          f"({s.instructions_per_second / 1e6:.2f} M/s)")
    if res.profile is not None:
        _write_profile(args, res.profile)
    _report(args, arguments, explicit if args.kernarg is None else None)
    return 0


def _write_profile(args, report) -> None:
    if args.profile:
        sys.stdout.write(report.format())
    if args.profile_json:
        Path(args.profile_json).write_text(json.dumps(report.to_json(), indent=1) + "\n")
    if args.profile_html:
        from amdgcn.emu.profile_html import to_html
        Path(args.profile_html).write_text(to_html(report), encoding="utf-8")
        print(f"wrote the profile to {args.profile_html}")


class _Quiet:
    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return None
