"""Instruction selection: IR instructions onto the instruction database's rows.

One :class:`Selector` walks the IR blocks in layout order and hands each instruction to the
module of its family (:mod:`.alu`, :mod:`.memory`, :mod:`.intrinsics`, :mod:`.calls`). Uniform
values live in SGPRs and use SALU where SALU has the operation; divergent values live in
VGPRs and use VALU; an ``i1`` is always a lane mask in an SGPR pair (``s2``). Operands are
legalized for the GFX9 VALU rules here, once: one SGPR or literal per instruction (the
constant bus), literals only in ``src0`` of a 32-bit encoding, inline constants anywhere
(MI200 ISA 3.4 and 6.1). Terminators become ``p_branch``/``p_cbranch``/``p_switch``/
``p_return`` for :func:`amdgcn.compiler.cfg.insert_exec_mask`; phis become ``p_phi``.
"""

from __future__ import annotations

from amdgcn.compiler import frontend as fe
from amdgcn.compiler.ir import (
    LANE_MASK,
    Imm,
    Instr,
    Label,
    Mod,
    Program,
    Reg,
    RegClass,
    Temp,
    f16_bits,
    f32_bits,
    f64_bits,
    is_inline,
)
from amdgcn.errors import CompileError


class VecParts(list):
    """A vector value held as its 32-bit (or 64-bit) element operands until an instruction
    needs it in registers: chains of insertelement/shufflevector stay linear, not quadratic."""


#: IR opcodes that act on each element of a vector alone
ELEMENTWISE = frozenset(("add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "udiv",
                         "sdiv", "urem", "srem", "fadd", "fsub", "fmul", "fdiv", "fneg", "icmp",
                         "fcmp", "zext", "sext", "trunc", "fpext", "fptrunc", "fptosi", "fptoui",
                         "sitofp", "uitofp", "freeze"))
SCALARIZABLE_INTRINSICS = ("llvm.fma.", "llvm.fmuladd.", "llvm.fabs.", "llvm.minnum.",
                           "llvm.maxnum.", "llvm.floor.", "llvm.ceil.", "llvm.trunc.",
                           "llvm.rint.", "llvm.sqrt.", "llvm.smax.", "llvm.smin.", "llvm.umax.",
                           "llvm.umin.", "llvm.abs.", "llvm.ctpop.", "llvm.exp2.", "llvm.log2.",
                           "llvm.fshl.", "llvm.fshr.", "llvm.ctlz.", "llvm.cttz.",
                           "llvm.uadd.sat.", "llvm.usub.sat.", "llvm.sadd.sat.",
                           "llvm.ssub.sat.", "llvm.bitreverse.", "llvm.copysign.",
                           "llvm.round.", "llvm.minimum.", "llvm.maximum.")
PACKED_F16 = ("llvm.fma.", "llvm.fmuladd.", "llvm.fabs.", "llvm.minnum.", "llvm.maxnum.")


class Selector:
    """State of instruction selection for one function."""

    def __init__(self, program: Program, fn: fe.Function, lay, divergent: set, temporal: set,
                 target):
        self.p = program
        self.fn = fn
        self.lay = lay
        self.div = divergent
        self.temporal = temporal
        self.target = target
        self.values: dict[int, object] = {}
        self.block = None
        self.inst: fe.Inst | None = None
        self.phis: list = []
        self.merged: dict[int, Temp] = {}      # temporally divergent i1 -> merged mask
        self.known_base: dict[int, tuple] = {}   # pointer -> (base operand, offset, align)
        self.gep_const: dict[int, int] = {}      # all-constant GEP -> byte offset

    # -- building -------------------------------------------------------------------------
    def emit(self, op: str, defs=(), ops=(), mods=(), comment: str = "") -> Instr:
        i = Instr(op, list(defs), list(ops), tuple(mods), comment)
        self.block.instrs.append(i)
        return i

    def tmp(self, file: str, size: int = 1) -> Temp:
        return self.p.temp(RegClass(file, size))

    def error(self, message: str) -> CompileError:
        return CompileError(message, inst=self.inst)

    # -- values ---------------------------------------------------------------------------
    def uniform(self, v) -> bool:
        return id(v) not in self.div

    def dwords(self, t) -> int:
        bits = t.size_bits() if t.kind != "int" or t.bits != 1 else 64
        return max(1, (bits + 31) // 32)

    def rc_of(self, v) -> RegClass:
        t = v.type
        if t.kind == "int" and t.bits == 1:
            return LANE_MASK
        return RegClass("s" if self.uniform(v) else "v", self.dwords(t))

    def get(self, v):
        """The operand holding IR value ``v``: a Temp, or an Imm for a scalar constant."""
        if isinstance(v, fe.Constant):
            return self.const(v)
        if isinstance(v, fe.GlobalRef):
            return self.global_address(v)
        key = id(v)
        if key in self.merged and self.inst is not None and self._outside_def_loop(v):
            return self.merged[key]
        if key not in self.values:
            raise self.error(f"value {v.ref()} used before it is defined")
        val = self.values[key]
        if isinstance(val, VecParts):
            val = self.values[key] = self._materialize_at_def(v, val)
        return val

    def _materialize_at_def(self, v, parts: VecParts):
        """Materialize in the defining block (which dominates every use), before its branch
        when that block is already finished."""
        blk = getattr(v, "block", None)
        pos = self.lay.index.get(id(blk)) if blk is not None else None
        if pos is None or self.p.blocks[pos] is self.block:
            return self._materialize_parts(v, parts)
        here = self.block
        self.block = self.p.blocks[pos]
        term = self.block.instrs.pop()
        try:
            return self._materialize_parts(v, parts)
        finally:
            self.block.instrs.append(term)
            self.block = here

    def _materialize_parts(self, v, parts: VecParts):
        """Build the registers of a vector kept as its elements (one p_create_vector)."""
        file = "s" if self.uniform(v) and not any(
            isinstance(p, Temp) and p.rc.file == "v" for p in parts) else "v"
        regs = [self.to_v(p) if file == "v" else self.to_s(p) for p in parts]
        return regs[0] if len(regs) == 1 else self.vec(regs, file)

    def _outside_def_loop(self, v) -> bool:
        pos = self.lay.index[id(v.block)]
        here = self.lay.index[id(self.inst.block)]
        return any(pos in body and here not in body for body in self.lay.loops.values())

    def set(self, v, t) -> None:
        """Bind ``v`` to ``t`` (moving it to the register file ``v``'s uniformity asks for)."""
        want = self.rc_of(v)
        if isinstance(t, Imm):
            t = self.materialize(t, want)
        elif want.file == "s" and t.rc.file == "v":
            t = self.readfirstlane(t)
        elif want.file == "v" and t.rc.file == "s" and want != LANE_MASK:
            t = self.to_v(t)
        self.values[id(v)] = t
        if id(v) in self.temporal and want == LANE_MASK:
            self._merge_temporal(v, t)

    def _merge_temporal(self, v, t) -> None:
        var = self.merged.setdefault(id(v), self.p.temp(LANE_MASK, "lcssa"))
        EXEC = Reg("special", size=2, name="exec")
        a, b = self.tmp("s", 2), self.tmp("s", 2)
        self.emit("s_andn2_b64", [a], [var, EXEC])
        self.emit("s_and_b64", [b], [t, EXEC])
        self.emit("s_or_b64", [var], [a, b])

    def const(self, v: fe.Constant):
        t = v.type
        val = v.value
        if isinstance(val, fe.Unsupported):
            raise self.error(f"unsupported constant '{val}'")
        if t.kind == "vec" or isinstance(val, list):
            return self.const_vector(v)
        if val is None or val == "zero":
            return Imm(0, "int")
        if t.kind == "int":
            if t.bits == 1:
                return Imm(-1 if val else 0)
            return Imm(val & ((1 << t.bits) - 1), "i64" if t.bits > 32 else "int")
        if t.kind == "float":
            if t.bits == 32:
                return Imm(f32_bits(val), "f32")
            if t.bits == 64:
                return Imm(f64_bits(val), "f64")
            if t.bits == 16:
                return Imm(f16_bits(val), "f16")
        if t.kind == "ptr":
            return Imm(0, "i64" if t.bits == 64 else "int")
        raise self.error(f"unsupported constant of type {t}")

    def const_vector(self, v: fe.Constant):
        t = v.type
        elems = v.value if isinstance(v.value, list) else [0] * t.count
        eb = t.elem.size_bits()
        bits = 0
        for k, e in enumerate(elems):
            c = self.const(fe.Constant(t.elem, value=0 if e is None else e))
            bits |= (c.value & ((1 << eb) - 1)) << (k * eb)
        n = self.dwords(t)
        if n == 1:
            return Imm(bits, "int")
        if n == 2:
            return Imm(bits, "i64")
        parts = [Imm((bits >> (32 * k)) & 0xFFFFFFFF) for k in range(n)]
        return self.vec([self.materialize(p, RegClass("s", 1)) for p in parts], "s")

    def global_address(self, g: fe.GlobalRef):
        lds = self.p.info.get("lds_offsets", {})
        if g.name in lds:
            off = Imm(lds[g.name] + g.offset)
            if g.type.kind == "ptr" and g.type.addrspace == 0:
                # a generic pointer to LDS: the shared aperture is the high dword
                ap = self.tmp("s", 2)
                self.emit("s_mov_b64", [ap], [Reg("special", size=2, name="src_shared_base")])
                return self.vec([self.materialize(off, RegClass("s", 1)), self.split(ap, 2)[1]],
                                "s")
            return off
        from amdgcn.compiler import globaldata
        return globaldata.address(self, g)

    # -- moves ----------------------------------------------------------------------------
    def materialize(self, imm: Imm, want: RegClass) -> Temp:
        d = self.p.temp(want)
        if imm.kind == "f16":       # a 32-bit move reads "1.0" as f32 1.0: move the bits
            imm = Imm(imm.value & 0xFFFF)
        if want.file == "s":
            if want.size == 2 and not (is_inline(imm.value, imm.kind if imm.kind != "int" else "i64")
                                       or literal64_ok(imm.value)):
                lo, hi = self.tmp("s"), self.tmp("s")
                self.emit("s_mov_b32", [lo], [Imm(imm.value & 0xFFFFFFFF)])
                self.emit("s_mov_b32", [hi], [Imm(imm.value >> 32 & 0xFFFFFFFF)])
                self.emit("p_create_vector", [d], [lo, hi])
                return d
            if want.size <= 2:
                self.emit("s_mov_b32" if want.size == 1 else "s_mov_b64", [d], [imm])
                return d
        parts = self.split(imm, want.size)
        if want.size == 1:
            self.emit("v_mov_b32", [d], [parts[0]])
            return d
        vs = []
        for p in parts:
            x = self.tmp(want.file)
            self.emit("v_mov_b32" if want.file == "v" else "s_mov_b32", [x], [p])
            vs.append(x)
        self.emit("p_create_vector", [d], vs)
        return d

    def to_v(self, op) -> Temp:
        """``op`` in VGPRs (a copy of an SGPR temp or an immediate)."""
        if isinstance(op, Imm):
            size = 2 if op.kind in ("i64", "f64") else 1
            return self.materialize(op, RegClass("v", size))
        if isinstance(op, Temp) and op.rc.file == "v":
            return op
        size = op.size
        d = self.p.temp(RegClass("v", size))
        self.emit("p_copy", [d], [op])
        return d

    def mask(self, op) -> Temp:
        """A lane mask operand in an SGPR pair (constants ``true``/``false`` materialized)."""
        if isinstance(op, Imm):
            d = self.p.temp(LANE_MASK)
            self.emit("s_mov_b64", [d], [Imm(-1 if op.value else 0)])
            return d
        return op

    def to_s(self, op) -> Temp:
        if isinstance(op, Imm):
            size = 2 if op.kind in ("i64", "f64") else 1
            return self.materialize(op, RegClass("s", size))
        if op.rc.file == "s":
            return op
        return self.readfirstlane(op)

    def readfirstlane(self, t: Temp) -> Temp:
        d = self.p.temp(RegClass("s", t.size))
        self.emit("p_copy", [d], [t])
        return d

    def split(self, op, n: int | None = None) -> list:
        """The dwords of ``op`` (Temps of size 1, or Imms)."""
        if isinstance(op, Imm):
            n = n or (2 if op.kind in ("i64", "f64") else 1)
            return [Imm((op.value >> (32 * k)) & 0xFFFFFFFF) for k in range(n)]
        if op.size == 1:
            return [op]
        made = self.__dict__.get("_vec_parts", {}).get(id(op))
        if made is not None and (n is None or n == len(made)):
            return list(made)       # the dwords it was built from (SSA: they dominate here)
        parts = [self.p.temp(RegClass(op.rc.file, 1)) for _ in range(op.size)]
        self.emit("p_split_vector", parts, [op])
        return parts

    def vec(self, parts: list, file: str) -> Temp:
        size = sum(p.size if isinstance(p, Temp) else 1 for p in parts)
        d = self.p.temp(RegClass(file, size))
        self.emit("p_create_vector", [d], parts)
        if size == len(parts) and all(isinstance(x, Imm) or x.size == 1 and x.rc.file == file
                                      for x in parts):
            self.__dict__.setdefault("_vec_parts", {})[id(d)] = list(parts)
        return d

    # -- VALU / SALU with legal operands --------------------------------------------------
    def legal(self, srcs: list, kind: str = "int", literal_ok: bool = False,
              fixed_scalar=None) -> list:
        """``srcs`` made legal for one VALU instruction (MI200 ISA 6.1: constant bus of one
        SGPR or literal; literals only as src0 of VOP1/VOP2/VOPC)."""
        out, scalar = [], fixed_scalar
        kinds = kind if isinstance(kind, (list, tuple)) else [kind] * len(srcs)
        for k, s in enumerate(srcs):
            kind = kinds[k]
            if isinstance(s, Mod):
                # the constant bus reads the operand inside the modifier; a modifier makes
                # the instruction VOP3, which takes no literal on GFX9 (MI200 ISA 6.1)
                inner = self.legal([s.inner], kind, fixed_scalar=scalar)[0]
                if _is_sgpr(inner):
                    scalar = inner
                out.append(Mod(inner, neg=s.neg, abs=s.abs))
                continue
            if isinstance(s, Imm):
                wide = kind in ("f64", "i64")
                if is_inline(s.value, kind):
                    out.append(Imm(s.value, kind))
                elif literal_ok and k == 0 and scalar is None and not wide:
                    scalar = ("lit", s.value)
                    out.append(Imm(s.value & 0xFFFFFFFF, "int"))
                else:
                    out.append(self.to_v(Imm(s.value, "i64" if wide else "int")))
                continue
            if (isinstance(s, Temp) and s.rc.file == "s") or (isinstance(s, Reg) and s.file == "s"):
                if scalar is None or scalar is s:
                    scalar = s
                    out.append(s)
                else:
                    out.append(self.to_v(s))
                continue
            out.append(s)
        return out

    def valu(self, op: str, srcs: list, size: int = 1, kind="int",
             literal_ok: bool = False, mods=(), extra_defs=(), fixed_scalar=None) -> Temp:
        d = self.p.temp(RegClass("v", size))
        self.emit(op, [d, *extra_defs], self.legal(srcs, kind, literal_ok, fixed_scalar), mods)
        return d

    def salu(self, op: str, srcs: list, size: int = 1) -> Temp:
        """``op`` on SGPRs: VGPR sources read from the first lane, a 64-bit constant that is
        no inline constant and not in [0, 2**31) moved to SGPRs (:func:`literal64_ok`), and one
        literal at most (a SOP2/SOPC carries one
        32-bit literal, MI200 ISA 5.2): the others moved to SGPRs first."""
        d = self.p.temp(RegClass("s", size))
        out, literal = [], None
        for s in srcs:
            if isinstance(s, Temp) and s.rc.file == "v":
                s = self.readfirstlane(s)
            if isinstance(s, Imm) and s.kind == "f16":
                s = Imm(s.value & 0xFFFF)        # a 32-bit operand reads "1.0" as f32 1.0
            if isinstance(s, Imm) and size == 2 and not literal64_ok(s.value) \
                    and not is_inline(s.value, "i64"):
                s = self.materialize(s, RegClass("s", 2))
            if isinstance(s, Imm) and not is_inline(s.value, "i64" if size == 2 else s.kind):
                bits = s.value & 0xFFFFFFFF
                if literal is not None and literal != bits:
                    s = self.materialize(s, RegClass("s", size))
                literal = bits if literal is None else literal
            out.append(s)
        self.emit(op, [d], out)
        return d

    # -- the walk -------------------------------------------------------------------------
    def run(self) -> None:
        from amdgcn.compiler.isel import (
            alu,
            calls,
            intrinsics,
            maskvec,
            memory,
            overflow,
            reduce,
        )
        handlers = {**alu.HANDLERS, **memory.HANDLERS, **calls.HANDLERS}
        self._maskvec = maskvec
        self._families = (handlers, intrinsics, calls, reduce, overflow)
        for pos, irb in enumerate(self.lay.order):
            self.block = self.p.add_block(irb.name, ir=irb)
            self.block.loop_depth = self.lay.depth(pos)
            if pos == 0:
                self.p.info["entry_hook"](self)
            for inst in irb.insts:
                self.inst = inst
                try:
                    self._select_one(inst, *self._families)
                except CompileError:
                    raise
                except (ValueError, KeyError, IndexError, TypeError, AttributeError,
                        AssertionError, ZeroDivisionError) as e:
                    # a construct the selector does not expect: name it, never a traceback
                    raise self.error(f"internal error selecting this instruction "
                                     f"({type(e).__name__}: {e})") from e
        self.inst = None
        self._fill_phis()

    def _select_one(self, inst, handlers, intrinsics, calls, reduce, overflow) -> None:
        if _odd64_in(inst) and not (inst.opcode in _ODD64_OPS or inst.opcode == "call" and
                                    (inst.callee or "").startswith("llvm.bitreverse.")):
            raise self.error(f"integers of 33 to 63 bits in '{inst.opcode}' are not supported yet")
        if inst.opcode == "call":
            if inst.callee and inst.callee.startswith("llvm.vector.reduce."):
                reduce.select(self, inst)
            elif inst.callee and inst.callee.startswith(overflow.PREFIXES):
                overflow.select(self, inst)
            elif inst.callee and inst.callee.startswith("llvm."):
                if self._needs_scalarizing(inst):
                    self.scalarize(inst, intrinsics.select)
                else:
                    intrinsics.select(self, inst)
            else:
                calls.select(self, inst)
            return
        if self._maskvec.handles(inst):
            self._maskvec.HANDLERS[inst.opcode](self, inst)
            return
        h = handlers.get(inst.opcode)
        if h is None:
            raise self.error(f"the '{inst.opcode}' instruction is not supported yet")
        if self._needs_scalarizing(inst):
            self.scalarize(inst, h)
        else:
            h(self, inst)

    def synth(self, like: fe.Inst, opcode: str, type, operands: list, *, pred: str = "",
              callee: str | None = None, flags: frozenset = frozenset()) -> fe.Inst:
        """Select an IR instruction the selector makes up (a step of an expansion), with the
        uniformity and block of ``like``, and return it (its value is bound)."""
        fi = fe.Inst(type, opcode=opcode, operands=list(operands), text=like.text,
                     block=like.block, pred=pred, flags=flags, callee=callee,
                     attach=like.attach)
        if not self.uniform(like):
            self.div.add(id(fi))
        self._select_one(fi, *self._families)
        return fi

    def _fill_phis(self) -> None:
        for d, inst, *element in self.phis:
            ops = []
            for v, b in inst.incoming:
                self.inst = inst
                pos = self.lay.index[id(b)]
                # constants may need instructions: they go before the predecessor's branch
                self.block = self.p.blocks[pos]
                term = self.block.instrs.pop()
                if element:         # one element of an <N x i1> (isel.maskvec.phi)
                    op = self._maskvec.elements(self, v)[element[0]]
                    ops += [self.mask(op), Label(pos)]
                else:
                    ops += [self.get(v), Label(pos)]
                self.block.instrs.append(term)
            d.ops = ops

    def _needs_scalarizing(self, inst: fe.Inst) -> bool:
        """Element-wise operations on vectors run per element, except the packed
        ``<2 x half>`` forms the VALU has (``v_pk_*_f16``)."""
        op = inst.opcode
        if op == "select":
            return inst.operands[0].type.kind == "vec"
        if op == "call":
            if not (inst.callee or "").startswith(SCALARIZABLE_INTRINSICS):
                return False
        elif op not in ELEMENTWISE:
            return False
        t = inst.type if inst.type.kind == "vec" else (
            inst.operands[0].type if inst.operands else inst.type)
        if t.kind != "vec":
            return False
        if str(t) == "<2 x half>" and (op in ("fadd", "fsub", "fmul", "fneg") or op == "call"
                                       and (inst.callee or "").startswith(PACKED_F16)):
            return False
        return True

    def elements_of(self, v) -> list:
        """Per-element IR values of vector ``v`` (constants split, others bound to parts)."""
        from amdgcn.compiler.isel.alu import _elements
        t = v.type
        if isinstance(v, fe.Constant):
            vals = v.value if isinstance(v.value, list) else [None if v.value is None else 0] \
                * t.count
            return [fe.Constant(t.elem, value=x) for x in vals]
        if self._maskvec.is_mask_vector(t):
            parts = self._maskvec.elements(self, v)
        else:
            parts = _elements(self, v)
        out = []
        for p in parts:
            fv = fe.Value(t.elem)
            self.values[id(fv)] = p
            if not self.uniform(v):
                self.div.add(id(fv))
            out.append(fv)
        return out

    def scalarize(self, inst: fe.Inst, handler) -> None:
        """Select a vector instruction once per element and gather the results."""
        from amdgcn.compiler.isel.alu import _assemble
        n = (inst.type if inst.type.kind == "vec" else inst.operands[0].type).count
        per_op = [self.elements_of(o) if o.type.kind == "vec" else [o] * n
                  for o in inst.operands]
        rtype = inst.type.elem if inst.type.kind == "vec" else inst.type
        results = []
        for k in range(n):
            fi = fe.Inst(rtype, opcode=inst.opcode, operands=[ops[k] for ops in per_op],
                         text=inst.text, block=inst.block, pred=inst.pred, flags=inst.flags,
                         callee=inst.callee, attach=inst.attach)
            if not self.uniform(inst):
                self.div.add(id(fi))
            handler(self, fi)
            results.append(self.values[id(fi)])
        if rtype.kind == "int" and rtype.bits == 1:
            self._maskvec.bind(self, inst, results)
        else:
            _assemble(self, inst, results)

    def label(self, b: fe.Block) -> Label:
        return Label(self.lay.index[id(b)])


def _is_sgpr(op) -> bool:
    return isinstance(op, Temp) and op.rc.file == "s" or isinstance(op, Reg) and op.file == "s"


def _signed64(v: int) -> int:
    v &= (1 << 64) - 1
    return v - (1 << 64) if v >> 63 else v


#: the instructions selected on integers of 33 to 63 bits (promoted to i64, alu.extend64)
_ODD64_OPS = frozenset(("add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "udiv",
                        "urem", "sdiv", "srem", "icmp", "zext", "sext", "trunc", "select", "phi",
                        "freeze", "uitofp", "sitofp", "fptoui", "fptosi"))


def _odd64_in(inst) -> bool:
    """Whether ``inst`` makes or reads an integer (or a vector of integers) of 33 to 63 bits."""
    for t in (inst.type, *(getattr(o, "type", None) for o in inst.operands)):
        t = getattr(t, "elem", None) if getattr(t, "kind", None) == "vec" else t
        if getattr(t, "kind", None) == "int" and 32 < t.bits < 64:
            return True
    return False


def literal64_ok(value: int) -> bool:
    """Whether a 64-bit integer operand of an SALU instruction (``s_mov_b64``, ``s_and_b64``
    ...) may be the 32-bit literal: only for values in [0, 2**31), where zero and sign
    extension of the literal agree. LLVM 22 materializes every other non-inline 64-bit value
    with two 32-bit moves, the emulator zero-extends a literal for a 64-bit integer operand
    (MI200 ISA 6.2.1.1 says so for unsigned VALU operands, and is silent on SALU), and the
    assembler takes ``0xffffffffffffffe1`` and ``0xffffffe1`` to the same bytes: a negative
    value such as -31 must not rely on either reading (kernelgen gfx908/gfx90a -O3 seed
    300228: ``s_mov_b64 s[8:9], 0xffffffffffffffe1`` read as 0xffffffe1)."""
    return 0 <= _signed64(value) < 2**31


def select(program: Program, fn: fe.Function, lay, divergent: set, temporal: set, target) -> None:
    """Fill ``program`` with the selected instructions of ``fn`` (one block per IR block)."""
    Selector(program, fn, lay, divergent, temporal, target).run()
