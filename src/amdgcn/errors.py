"""The exception hierarchy of amdgcn.

Every error a user's input can cause derives from :class:`AmdgcnError`, so a caller (and the
CLI) can catch one class and print one clear line. Each error carries the place it refers to:
``file:line:col`` for assembly, the byte offset for binaries, pc/wave/lane for the emulator.
"""

from __future__ import annotations


class AmdgcnError(Exception):
    """Base class of every error amdgcn raises for bad input."""


class TargetError(AmdgcnError):
    """An unknown processor, feature or malformed target ID (AMDGPUUsage: Target ID)."""


class AsmError(AmdgcnError):
    """An assembly error with its place, worded as llvm-mc words it.

    Attributes:
        message: llvm-mc's message, e.g. ``"invalid operand for instruction"``.
        filename, line, col: 1-based place; ``line``/``col`` may be 0 when unknown.
        source_line: the offending line's text, for the caret display.
    """

    def __init__(self, message: str, *, filename: str = "<stdin>", line: int = 0, col: int = 0,
                 source_line: str | None = None, severity: str = "error"):
        self.message = message
        self.filename = filename
        self.line = line
        self.col = col
        self.source_line = source_line
        self.severity = severity
        super().__init__(self.format())

    def format(self, *, caret: bool = False) -> str:
        """``file:line:col: error: message`` (plus the source line and a caret if asked)."""
        head = f"{self.filename}:{self.line}:{self.col}: {self.severity}: {self.message}"
        if caret and self.source_line is not None:
            pad = "".join("\t" if c == "\t" else " " for c in self.source_line[: max(self.col - 1, 0)])
            head += f"\n{self.source_line}\n{pad}^"
        return head


class AsmErrors(AmdgcnError):
    """Several :class:`AsmError` collected while assembling a whole file."""

    def __init__(self, errors: list[AsmError]):
        self.errors = list(errors)
        super().__init__("\n".join(e.format() for e in self.errors))


class DecodeError(AmdgcnError):
    """Bytes that do not decode to an instruction of the target.

    Attributes:
        offset: byte offset of the instruction in the input.
        word: the first dword at that offset (or None when the input is too short).
    """

    def __init__(self, message: str, *, offset: int = 0, word: int | None = None):
        self.offset = offset
        self.word = word
        where = f"offset 0x{offset:x}" + (f" (word 0x{word:08x})" if word is not None else "")
        super().__init__(f"{where}: {message}")


class CodeObjectError(AmdgcnError):
    """A malformed or unsupported code object; names the structure and its byte offset."""

    def __init__(self, message: str, *, offset: int | None = None, structure: str | None = None):
        self.offset = offset
        self.structure = structure
        parts = []
        if structure:
            parts.append(structure)
        if offset is not None:
            parts.append(f"offset 0x{offset:x}")
        prefix = (" at ".join(parts) + ": ") if parts else ""
        super().__init__(prefix + message)


class EmulationFault(AmdgcnError):
    """A kernel did something the emulated hardware would fault on, or the emulator cannot do.

    Attributes:
        pc: byte address of the instruction; wave: wave index in the dispatch; lane: lane or None;
        instruction: the instruction's text; address: the memory address involved or None;
        reason: what went wrong.
    """

    def __init__(self, reason: str, *, pc: int | None = None, wave: int | None = None,
                 lane: int | None = None, instruction: str | None = None,
                 address: int | None = None):
        self.reason = reason
        self.pc = pc
        self.wave = wave
        self.lane = lane
        self.instruction = instruction
        self.address = address
        bits = []
        if pc is not None:
            bits.append(f"pc=0x{pc:x}")
        if wave is not None:
            bits.append(f"wave={wave}")
        if lane is not None:
            bits.append(f"lane={lane}")
        if address is not None:
            bits.append(f"address=0x{address % (1 << 64):x}")
        if instruction:
            bits.append(f"instruction '{instruction}'")
        super().__init__(f"{reason} ({', '.join(bits)})" if bits else reason)


class NotImplementedYet(AmdgcnError):
    """A feature of the toolchain that is planned but not written yet."""


class CompileError(AmdgcnError):
    """LLVM IR the compiler back end rejects or cannot compile yet.

    Names the place as ``function:block: 'IR instruction text': message``.

    Attributes:
        message: what is wrong or missing; function, block: names or None;
        instruction: the IR instruction's text or None.
    """

    def __init__(self, message: str, *, inst=None, function: str | None = None,
                 block: str | None = None, instruction: str | None = None):
        if inst is not None:
            blk = getattr(inst, "block", None)
            block = block or (blk.name if blk is not None else None)
            fn = getattr(blk, "function", None) if blk is not None else None
            function = function or (fn.name if fn is not None else None)
            instruction = instruction or getattr(inst, "text", None)
        self.message = message
        self.function = function
        self.block = block
        self.instruction = instruction
        where = ":".join(p for p in (function and f"@{function}", block and f"%{block}") if p)
        parts = [where] if where else []
        if instruction:
            parts.append(f"'{instruction}'")
        parts.append(message)
        super().__init__(": ".join(parts))
