"""The compiler fuzz target (issue 12): clang-22 IR of ``tests/data/compiler`` split into
one-kernel modules, mutated at the text level (opcodes, types, constants, predicates, flags,
orderings, operands, lines), kept when llvmlite parses and verifies it, and compiled by
:func:`amdgcn.compiler.compile_module` to a code object that must load.

The compiler runs in a worker process: llvmlite aborts the whole process on some inputs
(an LLVM assertion or ``report_fatal_error`` behind the C API), which a Python ``try`` cannot
catch. A worker that dies is a finding ("the compiler process died"), and a new worker
serves the next input; an input that runs past the per-input limit kills the worker too.
A ``CompileError`` whose message starts with "internal error" is a Python exception the
compiler's own boundary caught (``compile_function``): it is counted as a finding as well,
with the place it was raised.
"""

from __future__ import annotations

import atexit
import os
import pickle
import random
import re
import signal
import subprocess
import sys
import traceback
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IR_DATA = ROOT / "tests" / "data" / "compiler"
#: one-kernel modules larger than this are left out (a compile costs about 1 ms per line)
MAX_SEED_LINES = 400

_DEFINE = re.compile(r"^define\b.*?@([-\w.$]+)\(", re.M)
_LOCAL = re.compile(r"%[-\w.$]+")
#: interchangeable tokens: a mutation replaces one by another of its group
GROUPS = (
    ("add", "sub", "mul", "shl", "lshr", "ashr", "and", "or", "xor", "udiv", "sdiv", "urem",
     "srem"),
    ("fadd", "fsub", "fmul", "fdiv", "frem"),
    ("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"),
    ("oeq", "one", "ogt", "oge", "olt", "ole", "ord", "uno", "ueq", "une", "ult", "true",
     "false"),
    ("i1", "i8", "i16", "i32", "i64", "i128"),
    ("half", "bfloat", "float", "double"),
    ("zext", "sext", "trunc"),
    ("fpext", "fptrunc"),
    ("fptosi", "fptoui", "sitofp", "uitofp"),
    ("nsw", "nuw", "exact", "nneg", "disjoint", "samesign", "fast", "contract", "nnan",
     "ninf", "afn", "reassoc"),
    ("monotonic", "acquire", "release", "acq_rel", "seq_cst", "unordered"),
    ('syncscope("agent")', 'syncscope("workgroup")', 'syncscope("wavefront")',
     'syncscope("agent-one-as")', 'syncscope("singlethread")'),
    ("addrspace(1)", "addrspace(3)", "addrspace(5)", "addrspace(4)", "addrspace(0)",
     "addrspace(8)"),
    ("align 1", "align 2", "align 4", "align 8", "align 16", "align 64"),
    ("xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin", "fadd",
     "fmax", "fmin", "uinc_wrap", "udec_wrap"),
    ("smin", "smax", "umin", "umax", "abs", "ctpop", "ctlz", "cttz", "bswap", "bitreverse"),
    ("sqrt", "fabs", "floor", "ceil", "trunc", "rint", "exp2", "log2", "sin", "cos",
     "minnum", "maxnum", "fma", "fmuladd", "copysign"),
)
_TOKEN_OF = {}
for _g in GROUPS:
    for _t in _g:
        _TOKEN_OF.setdefault(_t, []).append(_g)
_WORD = re.compile(r'syncscope\("[-\w]+"\)|addrspace\(\d+\)|align \d+|[A-Za-z_][\w]*')
_NUMBER = re.compile(r"(?<![%@!#\w.])-?\d+(?:\.\d+(?:e[-+]?\d+)?)?\b")
INTERESTING = ("0", "1", "-1", "2", "31", "32", "63", "64", "255", "65535", "2147483647",
               "-2147483648", "4294967295", "9223372036854775807", "0.0", "-0.0", "1.0",
               "0x7FF0000000000000", "0x7FF8000000000000", "poison", "undef", "null",
               "zeroinitializer")


# ------------------------------------------------------------------------------------ seeds
def _split(text: str) -> tuple[list[str], dict[str, str]]:
    """(lines outside every function body, {name: the define's whole text})."""
    outside, functions = [], {}
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        m = _DEFINE.match(lines[i])
        if not m:
            outside.append(lines[i])
            i += 1
            continue
        j = i
        while j < len(lines) and lines[j] != "}":
            j += 1
        functions[m.group(1)] = "\n".join(lines[i:j + 1])
        i = j + 1
    return outside, functions


def one_kernel_modules(text: str) -> list[str]:
    """Every kernel of a module in a module of its own, with the functions it calls."""
    outside, functions = _split(text)
    out = []
    for name, body in functions.items():
        if "amdgpu_kernel" not in body.split("\n", 1)[0]:
            continue
        keep, todo = [name], [body]
        while todo:
            b = todo.pop()
            for callee, cbody in functions.items():
                if callee not in keep and f"@{callee}(" in b:
                    keep.append(callee)
                    todo.append(cbody)
        out.append("\n".join(outside) + "\n" + "\n\n".join(functions[k] for k in keep) + "\n")
    return out


@cache
def ir_seeds() -> tuple[str, ...]:
    """The one-kernel modules of every IR fixture that llvmlite parses and verifies, up to
    :data:`MAX_SEED_LINES` lines."""
    paths = sorted(IR_DATA.glob("*.ll")) + sorted(IR_DATA.glob("*/*.ll"))
    out = []
    for p in paths:
        for m in one_kernel_modules(p.read_text()):
            if m.count("\n") <= MAX_SEED_LINES and parses(m):
                out.append(m)
    return tuple(out)


def parses(text: str) -> bool:
    """llvmlite parses and verifies ``text`` (parsing and verifying do not abort)."""
    import llvmlite.binding as llvm
    try:
        llvm.parse_assembly(text, context=llvm.create_context()).verify()
    except RuntimeError:
        return False
    return True


# ------------------------------------------------------------------------------------ mutation
def _body_range(text: str) -> tuple[int, int]:
    """Character range of the first function body (between its braces)."""
    start = text.find("{", _DEFINE.search(text).start()) + 1
    return start, text.find("\n}", start)


def mutate_ir(rng: random.Random, text: str, edits: int = 1) -> str:
    """``text`` with ``edits`` edits inside its kernel: a token replaced by one of its group,
    a number by an interesting value, a local operand by another of the function, a line
    deleted or duplicated."""
    for _ in range(edits):
        lo, hi = _body_range(text)
        body = text[lo:hi]
        kind = rng.randrange(6)
        if kind in (0, 1):
            words = [m for m in _WORD.finditer(body) if m.group(0) in _TOKEN_OF]
            if words:
                m = rng.choice(words)
                group = rng.choice(_TOKEN_OF[m.group(0)])
                body = body[:m.start()] + rng.choice(group) + body[m.end():]
        elif kind == 2:
            nums = list(_NUMBER.finditer(body))
            if nums:
                m = rng.choice(nums)
                body = body[:m.start()] + rng.choice(INTERESTING) + body[m.end():]
        elif kind == 3:
            refs = list(_LOCAL.finditer(body))
            if len(refs) > 1:
                m = rng.choice(refs)
                body = body[:m.start()] + rng.choice(refs).group(0) + body[m.end():]
        else:
            lines = body.split("\n")
            k = rng.randrange(len(lines))
            if kind == 4:
                del lines[k]
            else:
                lines.insert(rng.randrange(len(lines) + 1), lines[k])
            body = "\n".join(lines)
        text = text[:lo] + body + text[hi:]
    return text


def make_compile(rng: random.Random):
    """``(mcpu, opt, IR text)``: a one-kernel module with 1-4 edits, each kept only when
    llvmlite still parses and verifies the module (at most 24 tries in all). Starts the
    worker process here, outside the per-input time limit."""
    worker()
    text = rng.choice(ir_seeds())
    want, done = rng.randint(1, 4), 0
    for _ in range(24):
        candidate = mutate_ir(rng, text)
        if parses(candidate):
            text, done = candidate, done + 1
            if done == want:
                break
    return rng.choice(("gfx90a", "gfx90a", "gfx942", "gfx908", "gfx900")), \
        rng.choice((0, 1, 3)), text


# ------------------------------------------------------------------------------------ worker
class CompilerFinding(Exception):
    """A finding in the compiler worker: ``signature`` (type and place) and its traceback."""

    def __init__(self, signature: str, text: str):
        super().__init__(text)
        self.signature = signature


def compile_one(inp) -> tuple[str, str, str]:
    """Compile one input in this process: ``("ok" | "error" | "finding", signature,
    traceback)``."""
    from amdgcn.codeobj import CodeObject
    from amdgcn.compiler import compile_module
    from amdgcn.errors import AmdgcnError
    if inp is None:         # the warm-up of a new worker: imports only
        return "ok", "", ""
    mcpu, opt, text = inp
    try:
        CodeObject.from_bytes(compile_module(text, mcpu, opt=opt).code_object())
    except AmdgcnError as e:
        cause = e.__cause__
        if cause is not None and str(e).startswith(("internal error", "cannot read this IR")):
            return "finding", place_signature(cause, "internal "), "".join(
                traceback.format_exception(cause))
        return "error", "", ""
    except Exception as e:      # noqa: BLE001 - the point: reported to the parent
        return "finding", place_signature(e), "".join(traceback.format_exception(e))
    return "ok", "", ""


def place_signature(e: BaseException, prefix: str = "") -> str:
    """``prefix`` + the exception's type and innermost ``amdgcn`` frame (file:line)."""
    frames = traceback.extract_tb(e.__traceback__)
    ours = [f for f in frames if "/amdgcn/" in f.filename.replace("\\", "/")]
    where = ours[-1] if ours else (frames[-1] if frames else None)
    place = f"{Path(where.filename).name}:{where.lineno}" if where else "?"
    return f"{prefix}{type(e).__name__} at {place}"


def serve() -> None:
    """The worker's loop: pickled inputs on stdin, pickled answers on the original stdout
    (anything the compiler prints goes to stderr)."""
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    inp = sys.stdin.buffer
    signal.signal(signal.SIGPROF, _cpu_limit)
    while True:
        head = inp.read(8)
        if len(head) < 8:
            return
        job = pickle.loads(inp.read(int.from_bytes(head, "little")))
        signal.setitimer(signal.ITIMER_PROF, CPU_LIMIT)
        try:
            answer = compile_one(job)
        except CpuLimit as e:
            answer = ("finding", f"CpuLimit: compiling took more than {CPU_LIMIT:.0f} s of CPU",
                      "".join(traceback.format_exception(e)))
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0)
        data = pickle.dumps(answer)
        out.write(len(data).to_bytes(8, "little") + data)
        out.flush()


#: CPU seconds one compile may take in the worker (the wall-clock limit of the campaign
#: runner counts the time other processes hold the CPU too)
CPU_LIMIT = 10.0


class CpuLimit(BaseException):
    """Raised in the worker when a compile runs past :data:`CPU_LIMIT`."""


def _cpu_limit(signum, frame):
    raise CpuLimit


class _Worker:
    """A ``python -c 'fuzz.compiler.serve()'`` process and its pipes."""

    def __init__(self):
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(
            [str(ROOT)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
        self.proc = subprocess.Popen(
            [sys.executable, "-c", "from fuzz.compiler import serve; serve()"], cwd=ROOT,
            env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def ask(self, inp):
        data = pickle.dumps(inp)
        self.proc.stdin.write(len(data).to_bytes(8, "little") + data)
        self.proc.stdin.flush()
        head = self.proc.stdout.read(8)
        if len(head) < 8:
            raise EOFError
        return pickle.loads(self.proc.stdout.read(int.from_bytes(head, "little")))

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        self.proc.stdin.close()
        self.proc.stdout.close()


_worker: list = []


def _stop_worker() -> None:
    while _worker:
        _worker.pop().stop()


atexit.register(_stop_worker)


def worker() -> _Worker:
    """The running worker, started (and its imports done) when there is none."""
    if not _worker:
        w = _Worker()
        w.ask(None)
        _worker.append(w)
    return _worker[0]


def run_compile(inp) -> None:
    """Compile ``(mcpu, opt, IR text)`` in the worker process; raises
    :class:`CompilerFinding` for a Python exception in the compiler or a dead worker."""
    w = worker()
    try:
        status, sig, text = w.ask(inp)
    except (EOFError, BrokenPipeError):
        code = w.proc.wait()
        _stop_worker()
        raise CompilerFinding(f"the compiler process died (exit {code})",
                              "the compiler process died") from None
    except BaseException:       # the per-input time limit, Ctrl-C: the worker is busy
        _stop_worker()
        raise
    if status == "finding":
        raise CompilerFinding(sig, text)
