"""Dispatch a kernel on the emulator: ``amdgcn run FILE.hsaco KERNEL --grid X[,Y,Z] --block
X[,Y,Z] --arg ...``.

Arguments (``--arg``, in the kernel's order): a ``.npy`` file; a literal scalar (``1024``,
``2.5``, or typed ``i32:-3``, ``u64:7``, ``f32:0.5``, ``f64:1e-3``, ``f16:1``); a generated
array ``zeros:f32:1024``, ``ones:i32:16``, ``rand:f32:1024``, ``arange:i32:64`` (a shape may be
``64x64``); ``local:NBYTES`` for a ``__local`` pointer. Every array argument is saved after
the run to ``--output-dir`` as ``arg<N>.npy`` (or as named by ``--save N=PATH``).
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

from amdgcn.codeobj import CodeObject
from amdgcn.emu import Emulator, LocalBuffer
from amdgcn.emu.trace import Tracer
from amdgcn.errors import EmulationFault

_DTYPES = {"i8": np.int8, "u8": np.uint8, "i16": np.int16, "u16": np.uint16, "i32": np.int32,
           "u32": np.uint32, "i64": np.int64, "u64": np.uint64, "f16": np.float16,
           "f32": np.float32, "f64": np.float64}


def add_arguments(parser):
    parser.add_argument("file", metavar="FILE.hsaco", help="code object")
    parser.add_argument("kernel", metavar="KERNEL", help="kernel name")
    parser.add_argument("--grid", required=True, help="work-items per dimension: X[,Y[,Z]]")
    parser.add_argument("--block", required=True, help="work-group size: X[,Y[,Z]]")
    parser.add_argument("--arg", action="append", default=[], metavar="ARG",
                        help="a kernel argument (.npy, scalar, zeros:f32:N, rand:f32:N, local:N)")
    parser.add_argument("--mcpu", default=None,
                        help="processor to emulate (default: the code object's target)")
    parser.add_argument("--offset", default=None, help="global offset X[,Y[,Z]]")
    parser.add_argument("--output-dir", "-o", default=".", help="where array arguments are saved")
    parser.add_argument("--save", action="append", default=[], metavar="N=PATH",
                        help="save argument N to PATH (instead of arg<N>.npy)")
    parser.add_argument("--no-save", action="store_true", help="save no outputs")
    parser.add_argument("--seed", type=int, default=0, help="seed of rand: arguments")
    parser.add_argument("--budget", type=int, default=None, help="instructions per wave")
    parser.add_argument("--trace", default=None, metavar="WAVES",
                        help="print every instruction of these waves (e.g. 0,5) with every "
                             "register it wrote (VGPRs: the first active lanes)")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")


def _sizes(text: str, what: str) -> tuple:
    try:
        t = tuple(int(x) for x in text.replace("x", ",").split(","))
    except ValueError:
        raise EmulationFault(f"--{what} takes X[,Y[,Z]] integers, got '{text}'") from None
    if not 1 <= len(t) <= 3:
        raise EmulationFault(f"--{what} takes 1 to 3 sizes, got '{text}'")
    return t


def parse_arg(text: str, rng: np.random.Generator):
    """One ``--arg`` value -> (value for dispatch, host array or None)."""
    if text.endswith(".npy"):
        arr = np.load(text)
        return arr, arr
    parts = text.split(":")
    if parts[0] == "local" and len(parts) == 2:
        return LocalBuffer(int(parts[1])), None
    if parts[0] in ("zeros", "ones", "rand", "arange") and len(parts) == 3:
        dt = _DTYPES.get(parts[1])
        if dt is None:
            raise EmulationFault(f"unknown element type '{parts[1]}' in '{text}'")
        shape = tuple(int(x) for x in parts[2].split("x"))
        if parts[0] == "zeros":
            arr = np.zeros(shape, dt)
        elif parts[0] == "ones":
            arr = np.ones(shape, dt)
        elif parts[0] == "arange":
            arr = np.arange(int(np.prod(shape))).reshape(shape).astype(dt)
        elif np.dtype(dt).kind == "f":
            arr = rng.random(shape).astype(dt)
        else:
            arr = rng.integers(0, 100, shape).astype(dt)
        return arr, arr
    if len(parts) == 2 and parts[0] in _DTYPES:
        dt = np.dtype(_DTYPES[parts[0]])
        val = float(parts[1]) if dt.kind == "f" else int(parts[1], 0)
        return dt.type(val), None
    try:
        return int(text, 0), None
    except ValueError:
        pass
    try:
        return float(text), None
    except ValueError:
        raise EmulationFault(f"cannot understand argument '{text}' (a .npy file, a number, "
                             f"TYPE:VALUE, zeros|ones|rand|arange:TYPE:N or local:N)") from None


def run(args) -> int:
    rng = np.random.default_rng(args.seed)
    co = CodeObject.from_file(args.file)
    emu = Emulator(mcpu=args.mcpu or co.target.processor)
    values, hosts = [], []
    for text in args.arg:
        value, host = parse_arg(text, rng)
        if host is not None:
            value = emu.to_device(host)
        values.append(value)
        hosts.append(host)
    grid = _sizes(args.grid, "grid")
    block = _sizes(args.block, "block")
    offset = _sizes(args.offset, "offset") if args.offset else None
    trace = None
    if args.trace:
        trace = Tracer([int(x) for x in args.trace.split(",")])
    progress_cb = None
    bar = None
    total_items = int(np.prod(grid))
    if not args.no_progress and total_items >= (1 << 16) and sys.stderr.isatty():
        from rich.progress import Progress
        bar = Progress(transient=True)
        task = bar.add_task(f"{args.kernel}", total=None)
        bar.start()

        def progress_cb(done, total):
            bar.update(task, completed=done, total=total)
    try:
        res = emu.dispatch(co, args.kernel, grid=grid, workgroup=block, args=values,
                           global_offset=offset, budget=args.budget, trace=trace,
                           progress=progress_cb)
    finally:
        if bar is not None:
            bar.stop()
    s = res.stats
    print(f"{args.kernel}: {s.waves} waves in {s.workgroups} work-groups, "
          f"{s.wave_instructions} wave-instructions in {s.seconds:.3f} s "
          f"({s.instructions_per_second / 1e6:.2f} M/s)")
    if not args.no_save:
        named = {}
        for item in args.save:
            n, _, path = item.partition("=")
            named[int(n)] = path
        outdir = Path(args.output_dir)
        for i, (value, host) in enumerate(zip(values, hosts)):
            if host is None:
                continue
            path = Path(named.get(i, outdir / f"arg{i}.npy"))
            path.parent.mkdir(parents=True, exist_ok=True)
            np.save(path, value.to_numpy())
            print(f"saved argument {i} to {path}")
    return 0
