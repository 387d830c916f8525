"""llvmlite module -> our SSA view of the LLVM IR (functions, blocks, instructions, constants).

The back end never holds llvmlite objects past this module: every value becomes a
:class:`Value` with an :class:`~amdgcn.compiler.llvmtext.LType`, every instruction an
:class:`Inst` whose text-only properties (predicate, flags, alignment, ordering, scope ...) are
read once by :mod:`amdgcn.compiler.llvmtext`. Predecessors and successors come from the
terminators (llvmlite has no CFG queries). A conditional ``br`` lists its operands as
``[cond, false, true]`` in llvmlite; here ``Inst.targets`` is ``[true, false]``.

LLVM Language Reference Manual: Module Structure, Instruction Reference.
"""

from __future__ import annotations

import ctypes
import re
import struct
from dataclasses import dataclass, field

import llvmlite.binding as llvm

from amdgcn.compiler import llvmtext
from amdgcn.compiler.llvmtext import LType, ModuleText, TypeParser
from amdgcn.errors import CompileError


@dataclass(eq=False)
class Value:
    """An IR value: argument, constant, global reference, instruction."""

    type: LType
    name: str = ""

    def ref(self) -> str:
        return f"%{self.name}" if self.name else "<value>"


@dataclass(eq=False)
class Argument(Value):
    index: int = 0
    text: str = ""          # the parameter text of the define line (attributes)


@dataclass(eq=False)
class Constant(Value):
    """``value``: int, float, list of element values, None (undef/poison), or "zero"."""

    value: object = None

    def ref(self) -> str:
        return f"{self.type} {self.value}"


@dataclass(eq=False)
class GlobalRef(Value):
    """A global variable's address, plus a constant byte offset (from a constant GEP)."""

    offset: int = 0
    cast_from: int | None = None      # the global's address space when cast to generic

    def ref(self) -> str:
        return f"@{self.name}" + (f"+{self.offset}" if self.offset else "")


@dataclass(eq=False)
class Inst(Value):
    """One IR instruction with everything the back end reads from it.

    Attributes:
        opcode: LLVM's opcode name (``add``, ``load``, ``call`` ...); operands: Values;
        text: the printed instruction (for errors); block: the Block holding it;
        pred: icmp/fcmp predicate; flags: ``nuw nsw exact inbounds volatile ...``;
        align: alignment or None; orderings/scope: atomic ordering(s) and syncscope;
        rmw_op: atomicrmw operation; callee: a direct call's function name;
        targets: successor Blocks of a terminator (``br``: [true, false]);
        cases: switch ``(value, Block)``; mask: shufflevector mask;
        incoming: phi ``(Value, Block)`` pairs; source_type: GEP/alloca/load type text parse.
    """

    opcode: str = ""
    operands: list = field(default_factory=list)
    text: str = ""
    block: Block | None = None
    pred: str = ""
    flags: frozenset = frozenset()
    align: int | None = None
    orderings: tuple = ()
    scope: str = ""
    rmw_op: str = ""
    callee: str | None = None
    targets: list = field(default_factory=list)
    cases: list = field(default_factory=list)
    mask: list = field(default_factory=list)
    incoming: list = field(default_factory=list)
    source_type: LType | None = None
    attach: dict = field(default_factory=dict)


@dataclass(eq=False)
class Block:
    name: str
    insts: list = field(default_factory=list)
    preds: list = field(default_factory=list)
    function: Function | None = None

    @property
    def terminator(self) -> Inst:
        return self.insts[-1]

    @property
    def succs(self) -> list:
        t = self.terminator
        return list(t.targets) + [b for _, b in t.cases]

    def __repr__(self) -> str:
        return f"Block({self.name})"


@dataclass(eq=False)
class Function:
    name: str
    args: list = field(default_factory=list)
    blocks: list = field(default_factory=list)
    attrs: dict = field(default_factory=dict)
    metadata: dict = field(default_factory=dict)
    cc: str = "ccc"
    return_type: LType = llvmtext.VOID
    is_declaration: bool = False
    header: str = ""

    @property
    def is_kernel(self) -> bool:
        return self.cc == "amdgpu_kernel"


@dataclass(eq=False)
class GlobalVar:
    name: str
    type: LType
    addrspace: int
    align: int
    text: str = ""


@dataclass(eq=False)
class Module:
    functions: dict = field(default_factory=dict)
    globals: dict = field(default_factory=dict)
    text: ModuleText = field(default_factory=ModuleText)
    types: TypeParser = field(default_factory=TypeParser)


#: newer LLVM prints infinities and quiet NaNs as ``+inf``/``-inf``/``+qnan``/``-qnan`` (Triton
#: 3.9's IR); LLVM 22 reads only the hexadecimal forms. By type: half ``0xH``, bfloat ``0xR``,
#: else the double form that float and double share.
_SPECIAL_FLOAT = re.compile(r"(?<![\w.$%@\"])(?:(half|bfloat)\s+)?([+-])(inf|qnan)\b")
_SPECIAL_HEX = {
    "half": {"inf": "0xH7C00", "qnan": "0xH7E00"}, "bfloat": {"inf": "0xR7F80", "qnan": "0xR7FC0"},
    "": {"inf": "0x7FF0000000000000", "qnan": "0x7FF8000000000000"}}


_WIDTH_HEX = re.compile(r"(?<![\w.$%@\"])(?:(half|bfloat)\s+)?f0x([0-9A-Fa-f]+)\b")


def _width_hex(m) -> str:
    ty, digits = m.group(1) or "", m.group(2)
    if len(digits) == 8:
        b = int(digits, 16)
        if (b >> 23) & 0xFF == 0xFF:        # inf/NaN: keep the payload (no quieting)
            d = (b >> 31) << 63 | 0x7FF << 52 | (b & 0x7FFFFF) << 29
        else:
            d = struct.unpack("<Q", struct.pack("<d", struct.unpack("<f", struct.pack(
                "<I", b))[0]))[0]
        return f"0x{d:016X}"
    if len(digits) == 4:
        return (f"{ty} " if ty else "") + ("0xR" if ty == "bfloat" else "0xH") + digits.upper()
    return (f"{ty} " if ty else "") + "0x" + digits.upper()


def special_float_literals(text: str) -> str:
    """``text`` with ``+inf``, ``-inf``, ``+qnan``, ``-qnan`` and ``f0x...`` (hexadecimal in
    the type's own width) float literals in the hexadecimal forms LLVM 22 parses (LLVM
    Language Reference Manual: Simple Constants)."""
    if "f0x" in text:
        text = _WIDTH_HEX.sub(_width_hex, text)
    if "inf" not in text and "qnan" not in text:
        return text

    def hexform(m):
        ty = m.group(1) or ""
        h = _SPECIAL_HEX[ty][m.group(3)]
        pre = 3 if ty else 2
        if m.group(2) == "-":
            h = h[:pre] + format(int(h[pre:], 16) | (1 << (len(h[pre:]) * 4 - 1)), "X")
        return (f"{ty} " if ty else "") + h
    return _SPECIAL_FLOAT.sub(hexform, text)


def parse_ir(ir) -> llvm.ModuleRef:
    """llvmlite module from IR text, bitcode bytes or a ModuleRef (each in its own context).

    Raises:
        CompileError: IR that LLVM's parser or verifier rejects.
    """
    if isinstance(ir, llvm.ModuleRef):
        return ir
    try:
        if isinstance(ir, (bytes, bytearray)):
            mod = llvm.parse_bitcode(bytes(ir), context=llvm.create_context())
        else:
            mod = llvm.parse_assembly(special_float_literals(ir), context=llvm.create_context())
        mod.verify()
    except RuntimeError as e:
        raise CompileError(f"invalid LLVM IR: {str(e).strip()}") from None
    return mod


def _key(v) -> int:
    return ctypes.cast(v._ptr, ctypes.c_void_p).value


class _Builder:
    def __init__(self, mod: llvm.ModuleRef):
        self.src = str(mod)
        self.mod = mod
        self.out = Module(text=ModuleText.parse(self.src), types=TypeParser(self.src))
        self.values: dict[int, Value] = {}
        self.blocks: dict[int, Block] = {}

    def ltype(self, t) -> LType:
        return self.out.types.parse(str(t))

    def build(self) -> Module:
        for g in self.mod.global_variables:
            self.out.globals[g.name] = self._global(g)
        for f in self.mod.functions:
            fn = self._function(f)
            self.out.functions[fn.name] = fn
        return self.out

    def _global(self, g) -> GlobalVar:
        text = str(g)
        m = re.search(r"addrspace\((\d+)\)", text.split("=", 1)[1].split(" global ")[0]
                      .split(" constant ")[0]) if "=" in text else None
        asp = int(m.group(1)) if m else 0
        vt = self.ltype(g.global_value_type)
        al = re.search(r",\s*align (\d+)", text)
        return GlobalVar(g.name, vt, asp, int(al.group(1)) if al else vt.align(), text)

    def _function(self, f) -> Function:
        text = str(f)
        header = llvmtext.function_header(text) or text.splitlines()[0] if text else ""
        fn = Function(f.name, is_declaration=f.is_declaration, header=header)
        if f.is_declaration:
            return fn
        fn.cc = llvmtext.calling_convention(header)
        fn.attrs = llvmtext.function_attributes(header, self.out.text)
        fn.metadata = llvmtext.function_metadata(header)
        fn.return_type = self.ltype(f.global_value_type.get_function_return())
        params = llvmtext.param_attributes(header)
        for i, a in enumerate(f.arguments):
            arg = Argument(self.ltype(a.type), a.name or str(i), index=i,
                           text=params[i] if i < len(params) else "")
            self.values[_key(a)] = arg
            fn.args.append(arg)
        counter = [len(fn.args)]
        for b in f.blocks:
            blk = Block(self._block_name(b, counter, first=not fn.blocks), function=fn)
            self.blocks[_key(b)] = blk
            fn.blocks.append(blk)
        for b, blk in zip(f.blocks, fn.blocks):
            for i in b.instructions:
                inst = Inst(self.ltype(i.type), i.name, opcode=i.opcode, block=blk)
                self.values[_key(i)] = inst
                blk.insts.append(inst)
        for b, blk in zip(f.blocks, fn.blocks):
            for i, inst in zip(b.instructions, blk.insts):
                self._fill(i, inst, fn)
        for blk in fn.blocks:
            for s in blk.succs:
                if blk not in s.preds:
                    s.preds.append(blk)
        return fn

    @staticmethod
    def _block_name(b, counter, first) -> str:
        if b.name:
            return b.name
        line = str(b).lstrip("\n").split("\n", 1)[0]
        m = re.match(r"([-\w.$]+):", line)
        if m:
            return m.group(1)
        return "entry" if first else f"bb{id(b)}"

    def _fill(self, i, inst: Inst, fn: Function) -> None:
        text = str(i).strip()
        inst.text = text
        op = inst.opcode
        if not inst.name:
            m = re.match(r"%([-\w.$]+) =", text)
            if m:
                inst.name = m.group(1)
        raw = list(i.operands)
        if op == "br":
            if len(raw) == 3:
                inst.operands = [self.value(raw[0], inst)]
                inst.targets = [self.blocks[_key(raw[2])], self.blocks[_key(raw[1])]]
            else:
                inst.targets = [self.blocks[_key(raw[0])]]
            return
        if op == "switch":
            inst.operands = [self.value(raw[0], inst)]
            inst.targets = [self.blocks[_key(raw[1])]]
            labels = {b.name: b for b in fn.blocks}
            inst.cases = [(v, labels[lab.lstrip("%").strip('"')])
                          for v, lab in llvmtext.switch_cases(text)]
            return
        if op == "phi":
            blocks = [self.blocks[_key(b)] for b in i.incoming_blocks]
            vals = [self.value(o, inst) for o in raw]
            inst.incoming = list(zip(vals, blocks))
            inst.operands = vals
            return
        if op == "call":
            inst.callee = llvmtext.callee_name(text)
            raw = raw[:-1]          # the callee is the last operand
        inst.operands = [self.value(o, inst) for o in raw]
        inst.attach = llvmtext.attachments(text)
        inst.flags = llvmtext.flags(text, op)
        if op in ("icmp", "fcmp"):
            inst.pred = llvmtext.predicate(text)
        if op in ("load", "store", "alloca", "atomicrmw", "cmpxchg"):
            inst.align = llvmtext.alignment(text)
        if op in ("load", "store", "atomicrmw", "cmpxchg", "fence"):
            inst.orderings = llvmtext.orderings(text)
            inst.scope = llvmtext.syncscope(text)
        if op == "atomicrmw":
            inst.rmw_op = llvmtext.atomicrmw_op(text)
        if op == "shufflevector":
            inst.mask = llvmtext.shuffle_mask(text)
        if op in ("getelementptr", "alloca"):
            body = llvmtext.body_of(text)
            m = re.match(r"(?:getelementptr|alloca)\s+(?:(?:inbounds|nuw|nusw|inrange\(\S+\))\s+)*",
                         body)
            inst.source_type, _ = self.out.types.parse_prefix(body[m.end():])

    def value(self, o, user: Inst) -> Value:
        k = _key(o)
        if k in self.values:
            return self.values[k]
        kind = o.value_kind.name
        t = self.ltype(o.type)
        if kind == "constant_int":
            v = o.get_constant_value(signed_int=False)
            return Constant(t, value=int(v) & ((1 << t.bits) - 1))
        if kind == "constant_fp":
            return Constant(t, value=float(o.get_constant_value()))
        if kind in ("undef_value", "poison_value"):
            return Constant(t, value=None)
        if kind in ("constant_aggregate_zero", "constant_pointer_null"):
            return Constant(t, value="zero")
        if kind in ("constant_data_vector", "constant_vector", "constant_data_array",
                    "constant_array"):
            return Constant(t, value=_aggregate(str(o), t, user))
        if kind in ("global_variable", "function"):
            return GlobalRef(t, o.name)
        if kind == "constant_expr":
            return _constant_expr(str(o), t, user, self.out.types)
        return Constant(t, value=Unsupported(f"{kind} {o}"))


def _scalar_const(text: str, t: LType):
    text = text.strip()
    if text in ("undef", "poison"):
        return None
    if text in ("zeroinitializer", "null", "false"):
        return 0
    if text == "true":
        return 1
    if t.kind == "int":
        return int(text) & ((1 << t.bits) - 1)
    if text.startswith("0xH"):
        return struct.unpack("<e", int(text[3:], 16).to_bytes(2, "little"))[0]
    if text.startswith("0xR"):
        return struct.unpack("<f", (int(text[3:], 16) << 16).to_bytes(4, "little"))[0]
    if text.startswith("0x"):
        return struct.unpack("<d", int(text[2:], 16).to_bytes(8, "little"))[0]
    return float(text)


class Unsupported(str):
    """The text of a constant the frontend cannot read (an error when it is selected)."""


def _aggregate(text: str, t: LType, user) -> list | Unsupported:
    body = text[len(str(t)):].strip()
    m = re.fullmatch(r"splat \((\S+) (.*)\)", body)
    if m:
        return [_scalar_const(m.group(2), t.elem)] * t.count
    if body.startswith("c\""):
        raw = re.sub(r"\\([0-9A-Fa-f]{2})", lambda x: chr(int(x.group(1), 16)), body[2:-1])
        return [ord(c) for c in raw]
    if not body or body[0] not in "<[":
        return Unsupported(text)
    items = llvmtext._split_items(body[1:-1])
    try:
        return [_scalar_const(item.split(" ", 1)[1] if " " in item else item, t.elem)
                for item in items]
    except ValueError:
        return Unsupported(text)


def _constant_expr(text: str, t: LType, user, types: TypeParser) -> Value:
    m = re.search(r"getelementptr (?:inbounds |nuw |nusw )*\((.*)\)\s*$", text)
    if m:
        items = llvmtext._split_items(m.group(1))
        src, _ = types.parse_prefix(items[0])
        g = re.search(r"@([-\w.$]+)", items[1])
        if g:
            idx = [int(x.split()[-1]) for x in items[2:]]
            off = _gep_const_offset(src, idx)
            cast = re.search(r"addrspacecast \(ptr addrspace\((\d+)\)", items[1])
            return GlobalRef(t, g.group(1), offset=off,
                             cast_from=int(cast.group(1)) if cast else None)
    m = re.search(r"addrspacecast \(ptr addrspace\((\d+)\) @([-\w.$]+) to", text)
    if m:
        return GlobalRef(t, m.group(2), cast_from=int(m.group(1)))
    return Constant(t, value=Unsupported(f"constant expression {text}"))


def _gep_const_offset(src: LType, idx: list[int]) -> int:
    off = idx[0] * src.alloc_size()
    cur = src
    for i in idx[1:]:
        if cur.kind == "struct":
            off += cur.field_offset(i)
            cur = cur.fields[i]
        else:
            cur = cur.elem
            off += i * cur.alloc_size()
    return off


def build_module(ir) -> Module:
    """Our view of a module (IR text, bitcode or llvmlite ModuleRef).

    Raises:
        CompileError: IR LLVM rejects, or a construct this view cannot hold.
    """
    b = _Builder(parse_ir(ir))
    try:
        return b.build()
    except CompileError:
        raise
    except (ValueError, KeyError, IndexError, TypeError, AttributeError, AssertionError) as e:
        raise CompileError(f"cannot read this IR ({type(e).__name__}: {e})") from e
