"""The project's own compiler back end as a kernelgen device compiler.

:func:`amdgcn_device` is a ``fn(source, mcpu, level) -> bytes`` for :func:`runner.run_batch`
and :func:`runner.campaign`: clang-22 makes the IR (``-S -emit-llvm``, the same flags as the
device build of :func:`runner.clang_device`), then :mod:`amdgcn.compiler` compiles each kernel
of the batch and links the ones it compiles into one code object. A kernel our compiler
refuses (:class:`amdgcn.errors.CompileError`) is left out of the code object and listed in
the result's ``refused`` (kernel name -> reason), which the runner counts as
``unsupported``.
"""

from __future__ import annotations

import re
import subprocess
import tempfile
from pathlib import Path

from amdgcn.errors import AmdgcnError
from amdgcn.kernelgen import prelude

#: the names ``--backend`` takes: clang-22 alone, or clang-22 IR then amdgcn.compiler
BACKENDS = ("clang", "amdgcn")


class DeviceCode(bytes):
    """A code object's bytes plus ``refused``: {kernel name: reason} for the kernels of the
    batch the back end could not compile (they are not in the code object)."""

    refused: dict

    def __new__(cls, data: bytes, refused: dict | None = None):
        obj = super().__new__(cls, data)
        obj.refused = dict(refused or {})
        return obj


def clang_ir(source: str, mcpu: str, level: int, *, clang: str | None = None) -> str:
    """clang-22's LLVM IR (text) of OpenCL C ``source`` for ``mcpu`` at ``-O<level>``.

    Raises:
        runner.CompileError: clang failed (its message is included).
    """
    from amdgcn.kernelgen.runner import CLANG, CompileError
    with tempfile.TemporaryDirectory(prefix="kg-ir-") as tmp:
        src, out = Path(tmp) / "k.cl", Path(tmp) / "k.ll"
        src.write_text(source)
        cmd = [clang or CLANG, *prelude.DEVICE_FLAGS, "-target", "amdgcn-amd-amdhsa",
               f"-mcpu={mcpu}", f"-O{level}", "-S", "-emit-llvm", str(src), "-o", str(out)]
        res = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if res.returncode:
            raise CompileError(f"clang -O{level} -emit-llvm for {mcpu} failed:\n"
                               f"{res.stderr[-4000:]}")
        return out.read_text()


_KERNEL = re.compile(r"^define\b[^\n]*\bamdgpu_kernel\b[^\n]*@([\w.$]+)\(", re.MULTILINE)


def kernel_names(ir: str) -> list[str]:
    """The kernels (``amdgpu_kernel`` definitions) of IR text, in order."""
    return _KERNEL.findall(ir)


def reason(err: AmdgcnError) -> str:
    """A short category of a compile error for the campaign's counts: the message without
    the place, the IR text and the values that vary from kernel to kernel."""
    msg = getattr(err, "message", None) or str(err)
    msg = msg.splitlines()[0] if msg else type(err).__name__
    msg = re.sub(r"%[\w.]+", "%_", msg)
    msg = re.sub(r"@[\w.]+", "@_", msg)
    msg = re.sub(r"\b\d+\b", "N", msg)
    return msg[:120]


def compile_ir(ir: str, mcpu: str, level: int) -> DeviceCode:
    """Compile every kernel of ``ir`` with :mod:`amdgcn.compiler` and link the ones that
    compile; kernels that raise CompileError, or whose assembly our assembler rejects, are
    refused.

    Returns:
        DeviceCode: the linked code object (b"" when no kernel compiled) and ``refused``.
    """
    from amdgcn.compiler import compile_module
    refused: dict = {}
    names = kernel_names(ir)
    while True:
        errors: dict = {}
        wanted = [n for n in names if n not in refused]
        if not wanted:
            return DeviceCode(b"", refused)
        try:
            compiled = compile_module(ir, mcpu, opt=level, kernels=wanted, errors=errors)
        except (AmdgcnError, RecursionError) as e:
            refused.update({n: reason(err) for n, err in errors.items()})
            for name in wanted:         # every kernel refused, or the module failed
                refused.setdefault(name, "module: " + reason(e))
            return DeviceCode(b"", refused)
        refused.update({n: reason(err) for n, err in errors.items()})
        try:
            return DeviceCode(compiled.code_object(), refused)
        except AmdgcnError as e:
            bad = _asm_culprit(compiled.asm, str(e), [p.name for p in compiled.programs])
            refused[bad] = "asm: " + _asm_reason(compiled.asm, str(e))


_ASM_LINE = re.compile(r":(\d+):\d+: error: (.*)")


def _asm_culprit(asm: str, message: str, names: list) -> str:
    """The kernel whose code holds the line of an assembler error (else the first)."""
    m = _ASM_LINE.search(message)
    if not m:
        return names[0]
    lines = asm.splitlines()[:int(m.group(1))]
    for line in reversed(lines):
        label = line.strip().rstrip(":")
        if line.endswith(":") and label in names:
            return label
    return names[0]


def _asm_reason(asm: str, message: str) -> str:
    m = _ASM_LINE.search(message)
    if not m:
        return message.splitlines()[0][:100]
    lines = asm.splitlines()
    n = int(m.group(1))
    text = lines[n - 1].split(None, 1)[0] if 0 < n <= len(lines) and lines[n - 1].split() else ""
    return f"{m.group(2)[:80]} ({text})"


def amdgcn_device(source: str, mcpu: str, level: int) -> DeviceCode:
    """The kernelgen device compiler of our back end: clang-22 IR, then :mod:`amdgcn.compiler`.

    Raises:
        runner.CompileError: clang could not make the IR.
    """
    return compile_ir(clang_ir(source, mcpu, level), mcpu, level)


__all__ = ["BACKENDS", "DeviceCode", "amdgcn_device", "clang_ir", "compile_ir",
           "kernel_names", "reason"]
