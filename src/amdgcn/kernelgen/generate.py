"""A seeded random generator of OpenCL C kernels with one defined answer (Csmith/CLsmith style).

``generate(seed, mcpu=...)`` returns a :class:`~amdgcn.kernelgen.program.Kernel` that depends
only on the seed and the processor's features. What it draws from:

* scalar variables of the 8- to 64-bit signed and unsigned integer types, ``half``,
  ``float`` and ``double``; implicit conversions on assignment (integer narrowing, integer
  to floating point) and explicit casts;
* integer ``+ - * & | ^ ~`` and negation computed in the unsigned type of the operation's
  width (no signed overflow), shifts with the count masked to the width, division and
  remainder through ``kg_sdiv32`` & co. (a zero divisor and ``MIN / -1`` return the dividend),
  comparisons, selects; ``__builtin_popcountg/clzg/ctzg`` (with the width as the zero
  result), ``__builtin_rotateleft*``, ``__builtin_bitreverse*``, saturating add/sub, min/max,
  ``mul_hi``, ``mul24``/``mad24``; the AMDGPU builtins ``ubfe sbfe alignbit alignbyte perm
  lerp sad_u8 sad_hi_u8 sad_u16 msad_u8`` and the dot products where the processor has them;
* correctly rounded floating point: ``+ - * /``, ``fma``, ``sqrt`` (f32/f64), ``fmin/fmax``
  (``kg_nzf`` makes the sign of a zero result defined), ``fabs``, ``rint/floor/ceil/trunc``
  and saturating float-to-integer conversions (NaN gives 0), f16/f32/f64 conversions;
  results leave as bits with NaN canonicalized;
* ``float2`` arithmetic with swizzled and negated operands (``v_pk_*_f32``);
* control flow: divergent ``if``/``else`` on the work-item id, ``for`` loops with ``break`` and
  ``continue``, ``switch`` with fall-through, early returns (in the last phase);
* memory: global loads at dynamic indices (8- to 64-bit), private arrays with dynamic
  indices, LDS arrays written once per phase and read after the barrier, global atomics
  whose final values do not depend on the order (add, sub, or, and, xor, min, max, 32 and
  64 bits; the returned old value is never used);
* wave-level builtins at the top level of a phase, where all 64 lanes are active:
  ``readfirstlane``, ``readlane``, ``ballot``, ``ds_bpermute``, ``mbcnt``, ``update_dpp``
  (quad_perm, row_shl/shr/ror, row_mirror, row_half_mirror).
"""

from __future__ import annotations

import random

from amdgcn.kernelgen.program import Compound, Kernel, Line

#: integer types: (bits, signed)
INT_TYPES = {"char": (8, True), "uchar": (8, False), "short": (16, True), "ushort": (16, False),
             "int": (32, True), "uint": (32, False), "long": (64, True), "ulong": (64, False)}
FLOAT_TYPES = {"half": 16, "float": 32, "double": 64}
#: processors whose clang accepts the dot-product builtins (dot1/dot2 instructions)
DOT_TARGETS = ("gfx906", "gfx908", "gfx90a", "gfx940", "gfx941", "gfx942")
IN_WORDS = 4096          # the input buffer's 64-bit words
ATOM32 = 32              # 32-bit atomic counters, then 16 64-bit ones
ATOM64 = 16
MAX_VARS = 8

_FSUFFIX = {"half": "f16", "float": "f", "double": ""}
_SLOT_KIND = {"half": "f16", "float": "f32", "double": "f64"}


def _unsigned(bits: int) -> str:
    return "ulong" if bits > 32 else "uint"


def _signed(bits: int) -> str:
    return "long" if bits > 32 else "int"


class Generator:
    """Draws one kernel; all randomness comes from ``self.r`` (seeded)."""

    def __init__(self, seed: int, *, mcpu: str = "gfx90a", max_depth: int = 3,
                 max_stmts: int = 24):
        self.r = random.Random(seed)
        self.seed = seed
        self.dot = mcpu.split(":")[0] in DOT_TARGETS
        self.max_depth = max_depth
        self.budget = max_stmts
        self.features: set = set()
        self.loop_vars: list = []
        self.loop_depth = 0
        self.counter = 0

    # -- names ---------------------------------------------------------------------------------
    def fresh(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    def pick(self, seq):
        return self.r.choice(list(seq))

    def chance(self, p: float) -> bool:
        return self.r.random() < p

    # -- kernel --------------------------------------------------------------------------------
    def kernel(self) -> Kernel:
        r = self.r
        self.wg = r.choice((64, 64, 128, 256))
        self.groups = r.choice((1, 2)) if self.wg < 256 else 1
        nvars = r.randint(3, MAX_VARS)
        types = [r.choice(list(INT_TYPES) * 2 + list(FLOAT_TYPES)) for _ in range(nvars)]
        self.vars = [(f"v{i}", t) for i, t in enumerate(types)]
        decls = [Line("uint lid = KG_LID();", keep=True),
                 Line(f"uint gid = KG_GID({self.wg}u);", keep=True)]
        slots = []
        for i, (name, t) in enumerate(self.vars):
            src = f"in[gid * {nvars}u + {i}u]"
            if t in FLOAT_TYPES:
                slots.append(_SLOT_KIND[t])
                init = f"kg_{_SLOT_KIND[t]}({src})"
            else:
                slots.append("int")
                init = f"({t}){src}"
            decls.append(Line(f"{t} {name} = {init};", keep=True))
        self.arrays = []
        for _ in range(r.choice((0, 0, 1, 1, 2))):
            decls.extend(self.private_array())
        self.lds_ready: list = []
        self.atom_ops = {}
        nphases = r.choice((1, 1, 2, 2, 3))
        total = self.budget
        phases = []
        for p in range(nphases):
            self.budget = max(2, total // nphases)
            self.last_phase = p == nphases - 1
            body = []
            if not self.last_phase:
                lds, write = self.lds_array(decls)
                body.append(write)
            body.extend(self.statements(self.budget, depth=0, top=True))
            phases.append(body)
            if not self.last_phase:
                self.lds_ready.append(lds)
        if nphases > 1:
            self.features.add("barrier")
        epilogue = [self.store(i, name, t) for i, (name, t) in enumerate(self.vars)]
        self.epilogue = epilogue
        self._early_returns(phases[-1])
        return Kernel(name=f"kg_{self.seed}", seed=self.seed, wg=self.wg, groups=self.groups,
                      slots=slots, nout=nvars, natoms=ATOM32, decls=decls, phases=phases,
                      epilogue=epilogue, features=self.features)

    def store(self, i: int, name: str, t: str) -> Line:
        slot = f"out[gid * {len(self.vars)}u + {i}u]"
        if t == "float":
            return Line(f"{slot} = kg_fbits({name});", keep=True)
        if t == "double":
            return Line(f"{slot} = kg_dbits({name});", keep=True)
        if t == "half":
            return Line(f"*(__global ushort *)&{slot} = kg_hbits({name});", keep=True)
        return Line(f"*(__global {t} *)&{slot} = {name};", keep=True)

    def _early_returns(self, body: list) -> None:
        """Put early returns (with the output stores) in the last phase's statement lists."""
        lists = [body]
        for s in body:
            if isinstance(s, Compound) and not s.head.startswith("switch"):
                lists.extend(s.bodies)
        for _ in range(self.r.choice((0, 0, 1, 2))):
            target = self.pick(lists)
            pos = self.r.randint(0, len(target))
            ret = Compound(f"if ({self.cond(1)})", [[*self.epilogue, Line("return;")]])
            target.insert(pos, ret)
            self.features.add("early_return")

    # -- memory --------------------------------------------------------------------------------
    def private_array(self) -> list:
        t = self.pick(["uint", "ulong", "uchar", "short", "float", "int"])
        n = self.r.choice((4, 8, 16, 64))
        name = self.fresh("pa")
        self.arrays.append((name, t, n))
        k = self.fresh("k")
        init = f"({t})(in[(gid * 7u + {k}) & {IN_WORDS - 1}u] + {k})" if t != "float" \
            else f"(float)(int)(in[(gid * 7u + {k}) & {IN_WORDS - 1}u] >> 40)"
        self.features.add("private_array")
        return [Line(f"{t} {name}[{n}];", keep=True),
                Compound(f"for (uint {k} = 0; {k} < {n}u; {k}++)",
                         [[Line(f"{name}[{k}] = {init};", keep=True)]], keep=True)]

    def lds_array(self, decls: list):
        t = self.pick(["uint", "ulong", "ushort", "uchar", "int", "float"])
        name = self.fresh("lds")
        decls.append(Line(f"KG_LOCAL {t} {name}[{self.wg}];", keep=True))
        self.features.add("lds")
        return (name, t), Line(f"{name}[lid] = {self.expr(t, 2)};", keep=True)

    def index(self, n: int) -> str:
        return f"((uint)({self.expr(self.pick(['uint', 'int', 'ushort', 'ulong']), 1)}) & {n - 1}u)"

    def global_load(self, t: str) -> str:
        self.features.add("global_load")
        lt = self.pick(["ulong", "uint", "ushort", "uchar", "char", "short", "int"])
        n = IN_WORDS * 8 // INT_TYPES[lt][0]
        ptr = "in" if lt == "ulong" else f"((__global const {lt} *)in)"
        return f"({t}){ptr}[{self.index(n)}]"

    # -- statements ----------------------------------------------------------------------------
    def statements(self, n: int, *, depth: int, top: bool = False) -> list:
        out = []
        for _ in range(n):
            if self.budget <= 0:
                break
            self.budget -= 1
            out.append(self.statement(depth, top))
        return out

    def statement(self, depth: int, top: bool):
        r = self.r
        kinds = ["assign"] * 6 + ["assign_implicit"] * 2
        if depth < 2:
            kinds += ["if"] * 2 + ["for", "switch"]
        if self.arrays:
            kinds += ["array_store"] * 2
        kinds += ["atomic"]
        if self.loop_depth:
            kinds += ["break", "continue"]
        if top and not self.last_phase:
            kinds += ["wave"] * 2
        kind = r.choice(kinds)
        return getattr(self, f"st_{kind}")(depth)

    def st_assign(self, depth):
        name, t = self.pick(self.vars)
        return Line(f"{name} = {self.expr(t, self.max_depth)};")

    def st_assign_implicit(self, depth):
        name, t = self.pick(self.vars)
        if t == "half":
            src = self.pick(["char", "uchar", "short", "float", "double"])
        elif t in FLOAT_TYPES:
            src = self.pick(list(INT_TYPES) + list(FLOAT_TYPES))
        else:
            src = self.pick(INT_TYPES)
        self.features.add("implicit_conversion")
        return Line(f"{name} = {self.expr(src, self.max_depth)};")

    def st_if(self, depth):
        self.features.add("if")
        bodies = [self.statements(self.r.randint(1, 3), depth=depth + 1)]
        joiners = []
        if self.chance(0.5):
            bodies.append(self.statements(self.r.randint(1, 3), depth=depth + 1))
            joiners.append("else")
        return Compound(f"if ({self.cond(2)})", bodies, joiners)

    def st_for(self, depth):
        self.features.add("loop")
        i = self.fresh("i")
        bound = str(self.r.randint(1, 6)) if self.chance(0.6) else \
            f"(int)(((uint){self.expr('uint', 1)}) & 7u)"
        self.loop_vars.append(i)
        self.loop_depth += 1
        body = self.statements(self.r.randint(1, 4), depth=depth + 1)
        self.loop_depth -= 1
        self.loop_vars.pop()
        return Compound(f"for (int {i} = 0; {i} < {bound}; {i}++)", [body])

    def st_switch(self, depth):
        self.features.add("switch")
        labels = self.r.sample(range(8), self.r.randint(1, 4))
        cases = []
        saved = self.loop_depth
        self.loop_depth = 0          # a break inside a case leaves the switch, not a loop
        for lab in labels:
            body = self.statements(self.r.randint(1, 2), depth=depth + 1)
            tail = "break;" if self.chance(0.7) else ""
            cases.append(Compound(f"case {lab}:", [body], tail=tail))
        # no 'default:' with code: clang-22's StructurizeCFG (hoistZeroCostElseBlockPhiValues)
        # miscompiles a default block reached from two LowerSwitch leaves whose phi value is
        # zero-cost (kernelgen/README.md, clang-22 miscompiles)
        self.loop_depth = saved
        return Compound(f"switch ((uint)({self.expr('uint', 2)}) & 7u)", [cases])

    def st_break(self, depth):
        self.features.add("break")
        return Compound(f"if ({self.cond(1)})", [[Line("break;")]])

    def st_continue(self, depth):
        self.features.add("continue")
        return Compound(f"if ({self.cond(1)})", [[Line("continue;")]])

    def st_array_store(self, depth):
        name, t, n = self.pick(self.arrays)
        return Line(f"{name}[{self.index(n)}] = {self.expr(t, 2)};")

    def st_atomic(self, depth):
        self.features.add("atomic")
        if self.chance(0.7):
            k = self.r.randrange(ATOM32)
            op = self.atom_ops.setdefault(k, self.pick(
                ["add", "sub", "or", "and", "xor", "min", "max", "smin", "smax"]))
            if op in ("smin", "smax"):
                return Line(f"KG_ATOMIC({op[1:]}, (__global int *)&atom[{k}], "
                            f"{self.expr('int', 2)});")
            return Line(f"KG_ATOMIC({op}, &atom[{k}], {self.expr('uint', 2)});")
        k = self.r.randrange(ATOM64)
        op = self.atom_ops.setdefault(ATOM32 + k, self.pick(["add", "or", "and", "xor", "min", "max"]))
        return Line(f"KG_ATOMIC({op}, (__global ulong *)&atom[{ATOM32 + 2 * k}], "
                    f"{self.expr('ulong', 2)});")

    def st_wave(self, depth):
        self.features.add("wave")
        name, t = self.pick([v for v in self.vars if v[1] in INT_TYPES] or self.vars[:1])
        op = self.pick(["readfirstlane", "readlane", "ballot", "bpermute", "mbcnt", "dpp", "dpp"])
        if op == "readfirstlane":
            e = f"KG_READFIRSTLANE({self.expr('uint', 2)})"
        elif op == "readlane":
            e = f"KG_READLANE({self.expr('uint', 2)}, {self.r.randrange(64)})"
        elif op == "ballot":
            e = f"KG_BALLOT({self.cond(2)})"
        elif op == "bpermute":
            e = f"KG_BPERMUTE({self.expr('uint', 1)}, {self.expr('uint', 2)})"
        elif op == "dpp":
            self.features.add("dpp")
            ctrl = self.pick([self.r.randrange(256), 0x100 + self.r.randint(1, 15),
                              0x110 + self.r.randint(1, 15), 0x120 + self.r.randint(1, 15),
                              0x140, 0x141])
            e = f"KG_DPP({self.expr('uint', 1)}, {self.expr('uint', 2)}, 0x{ctrl:x})"
        else:
            e = "KG_MBCNT()"
        return Line(f"{name} = ({t})({e});")

    # -- expressions ---------------------------------------------------------------------------
    def cond(self, depth: int) -> str:
        r = self.r
        c = r.randrange(4)
        if c == 0:
            self.features.add("divergent")
            return f"(lid & {r.choice((1, 3, 7, 31, 63))}u) {self.pick(['==', '<', '>', '!='])} " \
                   f"{r.randrange(8)}u"
        t = self.pick(list(INT_TYPES) + list(FLOAT_TYPES))
        if c == 1:
            return f"({self.expr(t, depth)}) != 0"
        op = self.pick(["<", "<=", ">", ">=", "==", "!="])
        return f"({self.expr(t, depth)}) {op} ({self.expr(t, depth)})"

    def expr(self, t: str, depth: int) -> str:
        if t in FLOAT_TYPES:
            return self.fexpr(t, depth)
        return self.iexpr(t, depth)

    def leaf(self, t: str) -> str:
        r = self.r
        same = [n for n, vt in self.vars if vt == t]
        c = r.randrange(10)
        if c < 4 and same:
            return self.pick(same)
        if c < 6:
            name, vt = self.pick(self.vars)
            if vt in FLOAT_TYPES and t not in FLOAT_TYPES:
                return f"({t})kg_f2i((float){name})"
            if t == "half" and vt in INT_TYPES:
                return f"(half)(char){name}"
            return f"({t}){name}"
        if c == 6:
            return self.const(t)
        if c == 7 and t not in FLOAT_TYPES:
            if self.loop_vars and self.chance(0.5):
                return f"({t}){self.pick(self.loop_vars)}"
            return f"({t}){self.pick(['lid', 'gid'])}"
        if c == 8 and t not in FLOAT_TYPES:
            if self.lds_ready and self.chance(0.6):
                name, lt = self.pick(self.lds_ready)
                self.features.add("lds_read")
                conv = f"kg_f2i({name}[{self.index(self.wg)}])" if lt == "float" \
                    else f"{name}[{self.index(self.wg)}]"
                return f"({t}){conv}"
            if self.arrays and self.chance(0.6):
                name, at, n = self.pick(self.arrays)
                v = f"{name}[{self.index(n)}]"
                return f"({t})kg_f2i({v})" if at == "float" else f"({t}){v}"
            return self.global_load(t)
        return self.const(t)

    def const(self, t: str) -> str:
        r = self.r
        if t in FLOAT_TYPES:
            v = r.choice([0.0, -0.0, 1.0, -1.0, 0.5, 3.0, 1e-3, 65504.0, 1e30, 2.5, -7.25])
            return f"(({t}){v!r}{'f' if t != 'double' else ''})"
        bits = INT_TYPES[t][0]
        v = r.choice([0, 1, 2, 3, 7, 31, 32, 63, 255, 0x7f, 0x80, 0xffff, 0x8000,
                      (1 << bits) - 1, 1 << (bits - 1), r.getrandbits(bits)])
        v &= (1 << bits) - 1
        suffix = "ul" if bits > 32 else "u"
        return f"(({t})0x{v:x}{suffix})"

    def iexpr(self, t: str, depth: int) -> str:
        if depth <= 0 or self.chance(0.2):
            return self.leaf(t)
        bits, signed = INT_TYPES[t]
        u = _unsigned(bits)
        w = 64 if bits > 32 else 32
        d = depth - 1
        r = self.r
        c = r.randrange(22)
        if c < 5:
            op = self.pick(["+", "-", "*", "&", "|", "^", "+", "*"])
            return f"(({t})(({u})({self.iexpr(t, d)}) {op} ({u})({self.iexpr(t, d)})))"
        if c == 5:
            self.features.add("shift")
            op = self.pick(["<<", ">>", ">>"])
            st = u if op == "<<" or not signed else _signed(bits)
            return f"(({t})(({st})({self.iexpr(t, d)}) {op} (({self.iexpr('uint', d)}) & {w - 1}u)))"
        if c == 6:
            self.features.add("div_rem")
            op = self.pick(["div", "rem"])
            sign = "s" if signed else "u"
            ct = (_signed if signed else _unsigned)(bits)
            return f"(({t})kg_{sign}{op}{w}(({ct})({self.iexpr(t, d)}), ({ct})({self.iexpr(t, d)})))"
        if c == 7:
            op = self.pick(["~", "-"])
            return f"(({t})({op}({u})({self.iexpr(t, d)})))" if op == "~" else \
                f"(({t})(0u - ({u})({self.iexpr(t, d)})))"
        if c == 8:
            return f"(({self.cond(d)}) ? ({self.iexpr(t, d)}) : ({self.iexpr(t, d)}))"
        if c == 9:
            self.features.add("compare")
            return f"(({t})({self.cond(d)}))"
        if c == 10:
            return f"(({t})({self.iexpr(self.pick(INT_TYPES), d)}))"
        if c == 11:
            return self.bitcount(t, d)
        if c == 12:
            self.features.add("rotate")
            ob = self.pick([8, 16, 32, 64])
            ut = {8: "uchar", 16: "ushort", 32: "uint", 64: "ulong"}[ob]
            if self.chance(0.5):
                fn = self.pick(["rotateleft", "rotateright"])
                return f"(({t})__builtin_{fn}{ob}(({ut})({self.iexpr(t, d)}), ({ut})({self.iexpr('uint', d)})))"
            return f"(({t})__builtin_bitreverse{ob}(({ut})({self.iexpr(t, d)})))"
        if c == 13:
            self.features.add("saturating")
            fn = self.pick(["add_sat", "sub_sat", "min", "max"])
            return f"__builtin_elementwise_{fn}(({t})({self.iexpr(t, d)}), ({t})({self.iexpr(t, d)}))"
        if c == 14:
            self.features.add("mul_hi_24")
            fn = self.pick(["kg_mulhi_u32", "kg_mulhi_i32", "kg_mulhi_u64", "kg_mul24_i32",
                            "kg_mul24_u32", "kg_abs32", "kg_abs64", "kg_mad24_u32"])
            at = {"kg_mulhi_u32": "uint", "kg_mulhi_i32": "int", "kg_mulhi_u64": "ulong",
                  "kg_mul24_i32": "int", "kg_mul24_u32": "uint", "kg_abs32": "int",
                  "kg_abs64": "long", "kg_mad24_u32": "uint"}[fn]
            n = 1 if "abs" in fn else 3 if "mad" in fn else 2
            args = ", ".join(f"({at})({self.iexpr(at, d)})" for _ in range(n))
            return f"(({t}){fn}({args}))"
        if c in (15, 16):
            return self.amdgpu(t, d)
        if c in (17, 18):
            return self.from_float(t, d)
        return self.leaf(t)

    def bitcount(self, t: str, d: int) -> str:
        self.features.add("bitcount")
        ob = self.pick([8, 16, 32, 64, 64])
        ut = {8: "uchar", 16: "ushort", 32: "uint", 64: "ulong"}[ob]
        fn = self.pick(["popcountg", "clzg", "ctzg"])
        arg = f"({ut})({self.iexpr(self.pick(INT_TYPES), d)})"
        if fn == "popcountg":
            return f"(({t})__builtin_popcountg({arg}))"
        return f"(({t})__builtin_{fn}({arg}, {ob}))"

    def amdgpu(self, t: str, d: int) -> str:
        self.features.add("amdgpu_builtin")
        names = ["UBFE", "SBFE", "ALIGNBIT", "ALIGNBYTE", "PERM", "LERP", "SAD_U8", "SAD_HI_U8",
                 "SAD_U16", "MSAD_U8"]
        if self.dot:
            names += ["SDOT4", "UDOT4", "SDOT8", "UDOT8"]
        fn = self.pick(names)
        args = [self.iexpr(self.pick(["uint", "int", "ushort", "ulong"]), d) for _ in range(3)]
        # the result goes through uint: clang-22 -O1 turns sext(llvm.amdgcn.sbfe) into a zext
        # when the width is a variable, so the sign of a widened result is not defined
        return f"(({t})(uint)KG_{fn}({args[0]}, {args[1]}, {args[2]}))"

    def from_float(self, t: str, d: int) -> str:
        self.features.add("float_to_int")
        ft = self.pick(["float", "double", "half", "float"])
        e = self.fexpr(ft, d)
        if self.chance(0.3):
            return f"(({t})kg_{'f' if ft != 'double' else 'd'}bits({e}))" if ft != "half" \
                else f"(({t})kg_hbits({e}))"
        rnd = self.pick(["", "rint", "floor", "ceil", "trunc", "round"])
        if ft == "double":
            inner = f"__builtin_{rnd}({e})" if rnd else e
            return f"(({t})kg_{self.pick(['d2l', 'd2ul'])}({inner}))"
        inner = f"__builtin_{rnd}f((float)({e}))" if rnd else f"(float)({e})"
        if rnd:
            self.features.add("rounding_modes")
        return f"(({t})kg_{self.pick(['f2i', 'f2u'])}({inner}))"

    def fexpr(self, t: str, depth: int) -> str:
        if depth <= 0 or self.chance(0.2):
            return self.leaf(t)
        r = self.r
        d = depth - 1
        sfx = _FSUFFIX[t]
        c = r.randrange(12)
        self.features.add(t)
        if c < 4:
            ops = ["+", "-", "*"] + (["/"] if t != "half" else [])
            op = self.pick(ops)
            if op == "/":
                self.features.add("fdiv")
            left = self.fexpr(t, d)
            if op == "-" and left in (f"(({t})0.0{'f' if t != 'double' else ''})",):
                # clang-22 folds 0.0 - (float)x into -(float)x (a -0.0 result where IEEE
                # gives +0.0 for x == 0; kernelgen/README.md, clang-22 miscompiles)
                left = f"(({t})0.5{'f' if t != 'double' else ''})"
            return f"(({t})({left} {op} {self.fexpr(t, d)}))"
        if c == 4:
            self.features.add("fma")
            a, b, cc = (self.fexpr(t, d) for _ in range(3))
            return f"__builtin_fma{sfx}({a}, {b}, {cc})"
        if c == 5 and t != "half":
            self.features.add("sqrt")
            return f"__builtin_sqrt{sfx}({self.fexpr(t, d)})"
        if c == 6 and t != "half":
            self.features.add("fmin_fmax")
            fn = self.pick(["fmin", "fmax"])
            # kg_nz*: +0 for a zero result; '+ 0.0' is not enough, clang-22 drops it after
            # folding fmin(x, -x) to -fabs(x) (kernelgen/README.md, clang-22 miscompiles)
            nz = "kg_nzf" if t == "float" else "kg_nzd"
            return f"{nz}(__builtin_{fn}{sfx}({self.fexpr(t, d)}, {self.fexpr(t, d)}))"
        if c == 7:
            fn = self.pick(["fabs", "rint", "floor", "ceil", "trunc"])
            if t == "half":
                return f"(({t})__builtin_{fn}f((float)({self.fexpr(t, d)})))"
            return f"__builtin_{fn}{sfx}({self.fexpr(t, d)})"
        if c == 8:
            self.features.add("float_conversion")
            src = self.pick([x for x in FLOAT_TYPES if x != t])
            if t == "half" and src == "double":
                src = "float"
            return f"(({t})({self.fexpr(src, d)}))"
        if c == 9:
            self.features.add("int_to_float")
            src = self.pick(["char", "uchar", "short"] if t == "half" else INT_TYPES)
            return f"(({t})({self.iexpr(src, d)}))"
        if c == 10:
            return f"(({self.cond(d)}) ? ({self.fexpr(t, d)}) : ({self.fexpr(t, d)}))"
        if c == 11 and t == "float" and self.chance(0.6):
            return self.float2(d)
        return f"(-({self.fexpr(t, d)}))"

    def float2(self, d: int) -> str:
        """A float2 operation (v_pk_*_f32 on gfx90a/gfx942) with swizzled and negated
        operands, reduced to one component."""
        self.features.add("float2")

        def vec():
            v = f"kg_v2({self.fexpr('float', d)}, {self.fexpr('float', d)})"
            sw = self.pick(["", "", ".yx", ".xx", ".yy"])
            v = f"{v}{sw}"
            return f"(-{v})" if self.chance(0.25) else v
        if self.chance(0.3):
            e = f"__builtin_elementwise_fma({vec()}, {vec()}, {vec()})"
        else:
            e = f"({vec()} {self.pick(['+', '-', '*'])} {vec()})"
        return f"({e}).{self.pick(['x', 'y'])}"


def generate(seed: int, *, mcpu: str = "gfx90a", size: int = 24) -> Kernel:
    """The kernel of ``seed`` for ``mcpu`` (same seed and processor, same kernel).

    Args:
        seed: any non-negative integer.
        mcpu: the processor; it decides which builtins may appear (dot products).
        size: about how many statements the kernel gets.

    Returns:
        A :class:`Kernel` named ``kg_<seed>``.
    """
    return Generator(seed, mcpu=mcpu, max_stmts=size).kernel()
