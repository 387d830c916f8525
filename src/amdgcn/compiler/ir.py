"""The machine IR of the back end: a Program of Blocks of Instructions (after Mesa ACO's IR).

An :class:`Instr` names a hardware mnemonic of the instruction database (``v_add_f32``,
``s_load_dwordx2``, ``global_store_dword``; the assembler picks the ``_e32``/``_e64``
encoding) or a pseudo instruction (``p_*``, lowered after register allocation). Its
``defs`` and ``ops`` are in the order of LLVM's assembly syntax; each is a :class:`Temp`
(an SSA temporary with a register class), a :class:`Reg` (a fixed register), an
:class:`Imm` or a :class:`Label`. ``mods`` holds trailing modifiers as LLVM writes them
(``offset:16``, ``glc``, ``row_shr:1``).

STYLE.md section 10; AMDGPUUsage: Register classes of the GFX9 memory and register model.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

#: register files: s = SGPR, v = VGPR, a = AGPR
FILES = ("s", "v", "a")


@dataclass(frozen=True)
class RegClass:
    """A register class: file (``s``/``v``/``a``) and size in dwords; ``s2`` holds lane masks."""

    file: str
    size: int

    def __str__(self) -> str:
        return f"{self.file}{self.size}"

    @property
    def align(self) -> int:
        """Tuple alignment: SGPR pairs even, SGPR quads and larger 4-aligned (MI200 ISA 3.3);
        VGPR/AGPR tuples of 64 bits and more even on gfx90a."""
        if self.file == "s":
            return 1 if self.size == 1 else 2 if self.size == 2 else 4
        return 2 if self.size >= 2 else 1


S1, S2, S4 = RegClass("s", 1), RegClass("s", 2), RegClass("s", 4)
V1, V2 = RegClass("v", 1), RegClass("v", 2)
LANE_MASK = S2


def rc(file: str, size: int) -> RegClass:
    return RegClass(file, size)


@dataclass(eq=False)
class Temp:
    """An SSA temporary (``%12:v2``). Identity is the object."""

    id: int
    rc: RegClass
    hint: str = ""

    def __str__(self) -> str:
        return f"%{self.id}:{self.rc}"

    @property
    def size(self) -> int:
        return self.rc.size


@dataclass(frozen=True)
class Reg:
    """A fixed register: a GPR tuple (``file``, ``index``, ``size``) or a special one by name
    (``vcc``, ``exec``, ``m0``, ``scc``, ``off``, ``vcc_lo`` ...)."""

    file: str
    index: int = 0
    size: int = 1
    name: str = ""

    def __str__(self) -> str:
        if self.name:
            return self.name
        if self.size == 1:
            return f"{self.file}{self.index}"
        return f"{self.file}[{self.index}:{self.index + self.size - 1}]"

    def part(self, i: int, n: int = 1) -> Reg:
        """Dwords ``i .. i+n-1`` of this tuple."""
        if self.name:
            lo_hi = {("vcc", 0): "vcc_lo", ("vcc", 1): "vcc_hi", ("exec", 0): "exec_lo",
                     ("exec", 1): "exec_hi"}
            if n == self.size:
                return self
            return Reg("special", name=lo_hi[(self.name, i)])
        return Reg(self.file, self.index + i, n)


VCC = Reg("special", size=2, name="vcc")
EXEC = Reg("special", size=2, name="exec")
M0 = Reg("special", name="m0")
SCC = Reg("special", name="scc")
OFF = Reg("special", name="off")


def sgpr(i: int, n: int = 1) -> Reg:
    return Reg("s", i, n)


def vgpr(i: int, n: int = 1) -> Reg:
    return Reg("v", i, n)


@dataclass(frozen=True)
class Imm:
    """An immediate: ``value`` is the bit pattern (32 or 64 bits); ``kind`` says how LLVM
    prints it (``int`` as a signed integer, ``f32``/``f16``/``f64`` as a float if it is an
    inline constant)."""

    value: int
    kind: str = "int"

    def __str__(self) -> str:
        return format_imm(self.value, self.kind)


_F32_INLINE = {0x3F000000: "0.5", 0xBF000000: "-0.5", 0x3F800000: "1.0", 0xBF800000: "-1.0",
               0x40000000: "2.0", 0xC0000000: "-2.0", 0x40800000: "4.0", 0xC0800000: "-4.0",
               0x3E22F983: "0.15915494"}
_F64_INLINE = {0x3FE0000000000000: "0.5", 0xBFE0000000000000: "-0.5", 0x3FF0000000000000: "1.0",
               0xBFF0000000000000: "-1.0", 0x4000000000000000: "2.0", 0xC000000000000000: "-2.0",
               0x4010000000000000: "4.0", 0xC010000000000000: "-4.0",
               0x3FC45F306DC9C882: "0.15915494309189532"}
_F16_INLINE = {0x3800: "0.5", 0xB800: "-0.5", 0x3C00: "1.0", 0xBC00: "-1.0", 0x4000: "2.0",
               0xC000: "-2.0", 0x4400: "4.0", 0xC400: "-4.0", 0x3118: "0.15915494"}


def is_inline(value: int, kind: str = "int") -> bool:
    """Whether ``value`` is an inline constant for an operand of ``kind`` (MI200 ISA 3.4.2)."""
    bits = 64 if kind in ("f64", "i64") else 16 if kind == "f16" else 32
    v = value & ((1 << bits) - 1)
    signed = v - (1 << bits) if v >> (bits - 1) else v
    if -16 <= signed <= 64:
        return True
    if kind in ("int", "i64"):
        return False
    table = _F64_INLINE if bits == 64 else _F16_INLINE if bits == 16 else _F32_INLINE
    return v in table


def format_imm(value: int, kind: str = "int") -> str:
    bits = 64 if kind in ("f64", "i64") else 16 if kind == "f16" else 32
    v = value & ((1 << bits) - 1)
    signed = v - (1 << bits) if v >> (bits - 1) else v
    if -16 <= signed <= 64:
        return str(signed)
    table = _F64_INLINE if bits == 64 else _F16_INLINE if bits == 16 else _F32_INLINE
    if v in table and kind != "int":
        return table[v]
    return f"0x{v:x}"


def f32_bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f64_bits(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def f16_bits(x: float) -> int:
    return struct.unpack("<H", struct.pack("<e", x))[0]


@dataclass(frozen=True)
class Mod:
    """A VALU source with input modifiers: ``-x``, ``|x|``, ``-|x|`` (MI200 ISA 6.2 VOP3)."""

    inner: object
    neg: bool = False
    abs: bool = False

    def __str__(self) -> str:
        s = f"|{self.inner}|" if self.abs else str(self.inner)
        if self.neg and s.startswith("-"):      # "--1.0" does not parse: neg(-1.0)
            return f"neg({s})"
        return "-" + s if self.neg else s


@dataclass(frozen=True)
class Label:
    """A branch target: a block index."""

    block: int

    def __str__(self) -> str:
        return f"BB{self.block}"


@dataclass(eq=False)
class Instr:
    """One machine instruction (or pseudo) with operands in LLVM's syntax order."""

    op: str
    defs: list = field(default_factory=list)
    ops: list = field(default_factory=list)
    mods: tuple = ()
    comment: str = ""

    def __str__(self) -> str:
        parts = [str(x) for x in self.defs] + [str(x) for x in self.ops]
        s = self.op + (" " + ", ".join(parts) if parts else "")
        if self.mods:
            s += " " + " ".join(self.mods)
        return s

    @property
    def is_pseudo(self) -> bool:
        return self.op.startswith("p_")


@dataclass(eq=False)
class Block:
    """A machine basic block: its instructions, CFG edges (indices) and loop facts."""

    index: int
    name: str = ""
    instrs: list = field(default_factory=list)
    preds: list = field(default_factory=list)
    succs: list = field(default_factory=list)
    loop_depth: int = 0
    ir: object = None            # the frontend Block it came from (None for made-up blocks)


@dataclass(eq=False)
class Program:
    """A function being compiled: blocks in layout order, temporaries, kernel facts.

    Attributes:
        name: symbol name; target: a :class:`amdgcn.compiler.targetinfo.CompileTarget`;
        blocks: in layout order (``blocks[i].index == i`` once laid out);
        info: facts for the kernel descriptor and metadata (kernel.py fills and reads it).
    """

    name: str
    target: object
    blocks: list = field(default_factory=list)
    next_id: int = 0
    info: dict = field(default_factory=dict)
    function: object = None

    def temp(self, rclass: RegClass, hint: str = "") -> Temp:
        t = Temp(self.next_id, rclass, hint)
        self.next_id += 1
        return t

    def add_block(self, name: str = "", ir=None) -> Block:
        b = Block(len(self.blocks), name, ir=ir)
        self.blocks.append(b)
        return b

    def instructions(self):
        for b in self.blocks:
            yield from b.instrs


def print_program(program: Program) -> str:
    """The program as text, one block after another (``--print-after``)."""
    out = [f"; function {program.name}"]
    for b in program.blocks:
        head = f"BB{b.index}"
        if b.name:
            head += f" ({b.name})"
        head += f":  preds: {' '.join(map(str, b.preds)) or '-'}  succs: " \
                f"{' '.join(map(str, b.succs)) or '-'}"
        if b.loop_depth:
            head += f"  loop depth {b.loop_depth}"
        out.append(head)
        for i in b.instrs:
            out.append("  " + str(i) + (f"  ; {i.comment}" if i.comment else ""))
    return "\n".join(out) + "\n"
