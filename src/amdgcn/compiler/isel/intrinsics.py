"""Selection of the intrinsics clang emits: ``llvm.amdgcn.*`` and generic ``llvm.*`` ones.

Each intrinsic name (without its type suffix) maps to a small function. The work-item IDs
come from v0 (packed 10-bit fields on gfx90a, AMDGPUUsage: Initial Kernel Execution State),
work-group IDs and segment pointers from the SGPRs the kernel prolog enables
(:mod:`amdgcn.compiler.kernel`).
"""

from __future__ import annotations

from amdgcn.compiler import frontend as fe
from amdgcn.compiler.ir import EXEC, VCC, Imm, Mod, Reg, RegClass, Temp, vgpr
from amdgcn.compiler.isel import bitops, buffer, maskvec, memory
from amdgcn.compiler.isel.alu import FSUFFIX, binop32, binop64, cndmask, compare_int, extend

IGNORED = ("llvm.lifetime.", "llvm.assume", "llvm.dbg.", "llvm.experimental.noalias",
           "llvm.invariant.", "llvm.sideeffect", "llvm.donothing", "llvm.pseudoprobe")


def _base(name: str) -> str:
    """``llvm.fma.f32`` -> ``llvm.fma``; ``llvm.amdgcn.workitem.id.x`` stays whole."""
    parts = name.split(".")
    while parts and (parts[-1][:1] in ("f", "i", "v", "p") and parts[-1][1:2].isdigit()
                     or parts[-1][:2] == "bf" and parts[-1][2:3].isdigit()
                     or parts[-1].startswith(("v2", "v4", "v8", "p0", "p1", "p3", "p4", "p5"))):
        parts.pop()
    return ".".join(parts)


def select(sel, inst: fe.Inst) -> None:
    name = inst.callee
    if name.startswith(IGNORED):
        return
    base = _base(name)
    h = HANDLERS.get(base)
    if h is None:
        raise sel.error(f"intrinsic {name} is not supported yet")
    block, start = sel.block, len(sel.block.instrs)
    h(sel, inst)
    _check_target(sel, name, block.instrs[start:] if block is sel.block else ())


def _check_target(sel, name: str, instrs) -> None:
    """An intrinsic whose instruction the target lacks (IR made for another processor, e.g.
    ``sdot4`` on gfx900) is the user's error, named as such."""
    from amdgcn.isa import isa_for
    isa = isa_for(sel.target.name)
    for i in instrs:
        if not i.is_pseudo and not isa.rows_for(i.op):
            raise sel.error(f"{name} needs {i.op}, which {sel.target.name} does not have")


def _args(sel, inst) -> list:
    return [sel.get(o) for o in inst.operands]


# -- kernel state -----------------------------------------------------------------------------
def _workitem(dim: int):
    """The work-item ID ``dim``: from the kernel's v0 (packed) or v0/v1/v2, or from their
    copies made at the entry where calls clobber them (``tid_packed_value``/``tid_values``;
    a function's packed v31, :mod:`amdgcn.compiler.callconv`)."""
    def f(sel, inst):
        v0 = sel.p.info.get("tid_packed_value", vgpr(0))
        packed = sel.p.info["packed_tid"]
        if packed:
            if dim == 0 and sel.p.info["workitem_dims"] == 0:
                d = sel.tmp("v")
                sel.emit("p_copy", [d], [v0])
            elif dim == 0:
                d = sel.valu("v_and_b32", [Imm(0x3FF), v0], literal_ok=True)
            else:
                d = sel.valu("v_bfe_u32", [v0, Imm(10 * dim), Imm(10)])
        else:
            d = sel.tmp("v")
            sel.emit("p_copy", [d], [sel.p.info.get("tid_values", {}).get(dim, vgpr(dim))])
        sel.set(inst, d)
    return f


def _input_sgpr(key: str):
    def f(sel, inst):
        reg = sel.p.info["inputs"][key]
        d = sel.p.temp(RegClass("s", reg.size))
        sel.emit("p_copy", [d], [reg])
        sel.set(inst, d)
    return f


def _implicitarg(sel, inst) -> None:
    if "implicitarg_ptr" in sel.p.info["inputs"]:        # a function's incoming s[8:9]
        _pointer_input("implicitarg_ptr")(sel, inst)
        return
    kern = sel.p.info["inputs"]["kernarg"]
    off = sel.p.info["implicit_offset"]
    sel.known_base[id(inst)] = (kern, off, 8)
    d = binop64(sel, "add", sel.p.temp(RegClass("s", 2)) if False else _copy(sel, kern),
                Imm(off, "i64"), True)
    sel.set(inst, d)


def _copy(sel, reg):
    d = sel.p.temp(RegClass("s", reg.size))
    sel.emit("p_copy", [d], [reg])
    return d


def _pointer_input(key: str):
    def f(sel, inst):
        reg = sel.p.info["inputs"][key]
        sel.known_base[id(inst)] = (reg, 0, 8)
        sel.set(inst, _copy(sel, reg))
    return f


def _barrier(sel, inst) -> None:
    sel.emit("s_barrier")


# -- lanes ------------------------------------------------------------------------------------
def _mask_lane(sel, mask, lane) -> Temp:
    """The i1 of one lane of a divergent lane mask, as a uniform mask (all lanes or none)."""
    lo = sel.split(sel.salu("s_lshr_b64", [mask, lane], 2), 2)[0]
    sel.emit("s_bitcmp1_b32", [], [lo, Imm(0)])
    d = sel.tmp("s", 2)
    sel.emit("s_cselect_b64", [d], [Imm(-1), Imm(0)])
    return d


def _readfirstlane(sel, inst) -> None:
    a = sel.get(inst.operands[0])
    if inst.type.kind == "int" and inst.type.bits == 1 and not isinstance(a, Imm) \
            and not sel.uniform(inst.operands[0]):
        sel.set(inst, _mask_lane(sel, a, sel.salu("s_ff1_i32_b64", [EXEC])))
        return
    if isinstance(a, Imm) or a.rc.file == "s":
        sel.set(inst, a)
        return
    d = sel.tmp("s", a.size)
    if a.size == 1:
        sel.emit("v_readfirstlane_b32", [d], [a])
    else:
        sel.emit("p_copy", [d], [a])
    sel.set(inst, d)


def _readlane(sel, inst) -> None:
    a, lane = _args(sel, inst)
    if isinstance(lane, Temp) and lane.rc.file == "v" and inst.type.bits == 1:
        lane = sel.to_s(lane)
    if inst.type.kind == "int" and inst.type.bits == 1 and not isinstance(a, Imm) \
            and not sel.uniform(inst.operands[0]):
        sel.set(inst, _mask_lane(sel, a, lane))       # a lane mask: that lane's bit
        return
    if isinstance(a, Imm) or a.rc.file == "s":
        sel.set(inst, a)
        return
    if isinstance(lane, Temp) and lane.rc.file == "v":
        lane = sel.to_s(lane)
    parts = []
    for p in sel.split(a, a.size):       # one v_readlane_b32 per dword (i64, doubles)
        d = sel.tmp("s")
        sel.emit("v_readlane_b32", [d], [p, lane])
        parts.append(d)
    sel.set(inst, parts[0] if len(parts) == 1 else sel.vec(parts, "s"))


def _mbcnt(hi: bool):
    def f(sel, inst):
        m, acc = _args(sel, inst)
        sel.set(inst, sel.valu("v_mbcnt_hi_u32_b32" if hi else "v_mbcnt_lo_u32_b32", [m, acc]))
    return f


def _ballot(sel, inst) -> None:
    c = sel.get(inst.operands[0])
    if isinstance(c, Imm):
        c = sel.to_s(Imm(c.value, "i64"))
    if inst.type.bits != 64:
        raise sel.error("ballot of a wave32 mask on a wave64 target")
    sel.set(inst, sel.salu("s_and_b64", [c, EXEC], 2))


def _ds_swizzle(sel, inst) -> None:
    a, pattern = inst.operands
    d = sel.tmp("v")
    sel.emit("ds_swizzle_b32", [d], [sel.to_v(sel.get(a))], (f"offset:{pattern.value}",))
    sel.set(inst, d)


def _ds_perm(op: str):
    def f(sel, inst):
        addr, data = _args(sel, inst)
        d = sel.tmp("v")
        sel.emit(op, [d], [sel.to_v(addr), sel.to_v(data)])
        sel.set(inst, d)
    return f


def dpp_ctrl(v: int) -> str:
    """LLVM's text of a DPP control value (MI200 ISA 13.3.9 DPP_CTRL)."""
    if v <= 0xFF:
        return "quad_perm:[" + ",".join(str((v >> (2 * k)) & 3) for k in range(4)) + "]"
    names = {0x130: "wave_shl:1", 0x134: "wave_rol:1", 0x138: "wave_shr:1", 0x13C: "wave_ror:1",
             0x140: "row_mirror", 0x141: "row_half_mirror", 0x142: "row_bcast:15",
             0x143: "row_bcast:31"}
    if v in names:
        return names[v]
    for lo, name in ((0x101, "row_shl"), (0x111, "row_shr"), (0x121, "row_ror"),
                     (0x150, "row_newbcast")):
        if lo <= v < lo + 15 + (lo == 0x150):
            return f"{name}:{v - lo + (1 if lo != 0x150 else 0)}"
    raise ValueError(v)


def _dpp(update: bool):
    def f(sel, inst):
        ops = inst.operands
        if update:
            old, src, ctrl, rm, bm, bc = ops
        else:
            src, ctrl, rm, bm, bc = ops
            old = None
        if inst.type.size_bits() != 32:
            raise sel.error("DPP moves of other than 32 bits are not supported yet")
        d = sel.tmp("v")
        sel.emit("p_copy", [d], [sel.get(old) if old is not None and not
                                 (isinstance(old, fe.Constant) and old.value is None) else Imm(0)])
        try:
            ctrl_text = dpp_ctrl(ctrl.value)
        except ValueError:
            raise sel.error(f"DPP control 0x{ctrl.value:x} is not supported") from None
        mods = (ctrl_text, f"row_mask:0x{rm.value:x}", f"bank_mask:0x{bm.value:x}")
        if bc.value:
            mods += ("bound_ctrl:1",)
        sel.emit("v_mov_b32_dpp", [d], [sel.to_v(sel.get(src))], mods)
        sel.set(inst, d)
    return f


# -- math -------------------------------------------------------------------------------------
def _fkind(t) -> str:
    return FSUFFIX[t.scalar.bits]


def _fma(sel, inst) -> None:
    a, b, c = _args(sel, inst)
    t = inst.type
    if str(t) == "<2 x half>":
        sel.set(inst, sel.valu("v_pk_fma_f16", [a, b, c]))
        return
    if t.kind == "vec":
        raise sel.error(f"{inst.callee} on {t} is not supported yet")
    k = _fkind(t)
    sel.set(inst, sel.valu(f"v_fma_{k}", [a, b, c], 2 if k == "f64" else 1, kind=k))


def _unary(name: str):
    def f(sel, inst):
        t = inst.type
        if t.kind == "vec":
            raise sel.error(f"{inst.callee} on {t} is not supported yet")
        k = _fkind(t)
        a = sel.get(inst.operands[0])
        sel.set(inst, sel.valu(f"v_{name}_{k}", [a], 2 if k == "f64" else 1, kind=k,
                               literal_ok=True))
    return f


def _f32_denormals_flushed(sel) -> bool:
    from amdgcn.compiler.kernel import DENORM_FLUSH_SRC_DST, denorm_mode
    return denorm_mode(sel.fn.attrs, "denormal-fp-math-f32") == DENORM_FLUSH_SRC_DST


def _exp2_log2(log: bool):
    """``llvm.exp2``/``llvm.log2``: ``v_exp``/``v_log``; for f32 with denormals kept, the
    range scaling LLVM's lowerFEXP2/lowerFLOG2 use: exp2 of x < -126 is
    ``ldexp(v_exp(x + 64), -64)``, log2 of a denormal x is ``v_log(ldexp(x, 32)) - 32``."""
    plain = _unary("log" if log else "exp")

    def f(sel, inst):
        t = inst.type
        if not (t.kind == "float" and t.bits == 32) or _f32_denormals_flushed(sel):
            plain(sel, inst)
            return
        x = sel.get(inst.operands[0])
        small = sel.tmp("s", 2)
        if log:
            sel.emit("v_cmp_gt_f32", [small], sel.legal([Imm(0x00800000), x], "f32"))
            x = sel.valu("v_ldexp_f32", [x, cndmask(sel, small, Imm(32), Imm(0))],
                         kind=["f32", "int"])
            r = sel.valu("v_log_f32", [x], kind="f32")
            sel.set(inst, sel.valu("v_sub_f32", [r, cndmask(sel, small, Imm(0x42000000),
                                                            Imm(0))], kind="f32"))
            return
        sel.emit("v_cmp_gt_f32", [small], sel.legal([Imm(0xC2FC0000), x], "f32"))
        x = sel.valu("v_add_f32", [x, cndmask(sel, small, Imm(0x42800000), Imm(0))],
                     kind="f32")
        r = sel.valu("v_exp_f32", [x], kind="f32")
        sel.set(inst, sel.valu("v_ldexp_f32", [r, cndmask(sel, small, Imm(-64 & 0xFFFFFFFF),
                                                           Imm(0))], kind=["f32", "int"]))
    return f


def _fabs(sel, inst) -> None:
    t = inst.type
    a = sel.get(inst.operands[0])
    uni = sel.uniform(inst)
    if t.scalar.bits == 64:
        lo, hi = sel.split(a, 2)
        hi = binop32(sel, "and", hi, Imm(0x7FFFFFFF), uni)
        sel.set(inst, sel.vec([sel.to_v(lo) if hi.rc.file == "v" else lo, hi], hi.rc.file))
        return
    mask = 0x7FFF7FFF if str(t) == "<2 x half>" else 0x7FFF if t.scalar.bits == 16 else 0x7FFFFFFF
    sel.set(inst, binop32(sel, "and", a, Imm(mask), uni))


def _minmax(name: str):
    def f(sel, inst):
        a, b = _args(sel, inst)
        t = inst.type
        if t.kind == "vec":
            if str(t) == "<2 x half>":
                sel.set(inst, sel.valu(f"v_pk_{name}_f16", [a, b]))
                return
            raise sel.error(f"{inst.callee} on {t} is not supported yet")
        k = _fkind(t)
        if isinstance(a, Temp) and a.rc.file == "v" and not (isinstance(b, Temp)
                                                             and b.rc.file == "v"):
            a, b = b, a
        sel.set(inst, sel.valu(f"v_{name}_{k}", [a, b], 2 if k == "f64" else 1, kind=k,
                               literal_ok=k != "f64"))
    return f


def _ieee_minmax(name: str):
    """``llvm.minimum``/``llvm.maximum`` (NaN if either input is NaN; -0 below +0): the VALU
    min/max, which orders signed zeros, and a quiet NaN where the inputs are unordered, as
    LLVM's AMDGPU lowering (``v_cmp_o`` or, for f64, ``v_cmp_u`` and ``v_cndmask``)."""
    qnan = {"f16": 0x7E00, "f32": 0x7FC00000, "f64": 0x7FF8000000000000}

    def f(sel, inst):
        a, b = _args(sel, inst)
        t = inst.type
        if t.kind != "float":
            raise sel.error(f"{inst.callee} on {t} is not supported yet")
        k = _fkind(t)
        wide = k == "f64"
        m = sel.valu(f"v_{name}_{k}", [a, b], 2 if wide else 1, kind=k, literal_ok=not wide)
        nan = sel.tmp("s", 2)
        sel.emit(f"v_cmp_u_{k}", [nan], sel.legal([a, b], k))
        parts = sel.split(m, 2) if wide else [m]
        nans = sel.split(Imm(qnan[k], "i64"), 2) if wide else [Imm(qnan[k])]
        out = [cndmask(sel, nan, n, p) for n, p in zip(nans, parts)]
        sel.set(inst, sel.vec(out, "v") if wide else out[0])
    return f


def _int_minmax(op: str):
    def f(sel, inst):
        a, b = _args(sel, inst)
        t = inst.type
        if t.kind != "int":
            raise sel.error(f"{inst.callee} on {t} is not supported yet")
        signed = op[0] == "s"
        ty = "i32" if signed else "u32"
        if t.bits < 32:
            uni = sel.uniform(inst)
            a, b = extend(sel, a, t.bits, signed, uni), extend(sel, b, t.bits, signed, uni)
        if t.bits == 64:
            pred = {"smax": "sgt", "smin": "slt", "umax": "ugt", "umin": "ult"}[op]
            c = compare_int(sel, pred, a, b, 64, False)
            pa, pb = sel.split(a, 2), sel.split(b, 2)
            sel.set(inst, sel.vec([cndmask(sel, c, x, y) for x, y in zip(pa, pb)], "v"))
            return
        kind = op[1:]
        if sel.uniform(inst) and not any(isinstance(x, Temp) and x.rc.file == "v"
                                         for x in (a, b)):
            sel.set(inst, sel.salu(f"s_{kind}_{ty}", [a, b]))
            return
        if isinstance(a, Temp) and a.rc.file == "v":
            a, b = b, a
        sel.set(inst, sel.valu(f"v_{kind}_{ty}", [a, b], literal_ok=True))
    return f


def _abs(sel, inst) -> None:
    a = sel.get(inst.operands[0])
    if inst.type.bits == 64:
        bitops.abs64(sel, inst)
        return
    if inst.type.bits in (8, 16):      # on the sign-extended value; the low bits are the result
        a = extend(sel, a, inst.type.bits, True, sel.uniform(inst))
    elif inst.type.bits != 32:
        raise sel.error(f"{inst.callee} is not supported yet")
    if sel.uniform(inst) and not (isinstance(a, Temp) and a.rc.file == "v"):
        sel.set(inst, sel.salu("s_abs_i32", [a]))
        return
    n = sel.valu("v_sub_u32", [Imm(0), a])
    sel.set(inst, sel.valu("v_max_i32", [a, n]))


def _ctpop(sel, inst) -> None:
    a = sel.get(inst.operands[0])
    bits = inst.type.bits
    if bits == 64:
        lo, hi = sel.split(a, 2)
        c = sel.valu("v_bcnt_u32_b32", [lo, Imm(0)])
        c = sel.valu("v_bcnt_u32_b32", [hi, c])
        sel.set(inst, sel.vec([c, sel.to_v(Imm(0))], "v"))
        return
    if bits < 32:
        a = extend(sel, a, bits, False, sel.uniform(inst))
    sel.set(inst, sel.valu("v_bcnt_u32_b32", [a, Imm(0)]))


def _ctlz_cttz(trailing: bool):
    """ctlz/cttz: ``v_ffbh_u32``/``v_ffbl_b32`` give -1 for zero, so a ``v_min_u32`` with the
    width makes the zero case; narrow types are extended (ctlz counts the extra zeros off),
    64-bit ones combine the two halves."""
    def f(sel, inst):
        a = sel.get(inst.operands[0])
        bits = inst.type.bits
        op = "v_ffbl_b32" if trailing else "v_ffbh_u32"
        if bits == 64:
            lo, hi = sel.split(a, 2)
            first, second = (lo, hi) if trailing else (hi, lo)
            x = sel.valu(op, [first], literal_ok=True)
            y = sel.valu(op, [second], literal_ok=True)
            y = sel.valu("v_add_u32", [Imm(32), sel.valu("v_min_u32", [Imm(32), y])])
            r = sel.valu("v_min_u32", [x, y])
            sel.set(inst, sel.vec([r, sel.to_v(Imm(0))], "v"))
            return
        if bits < 32:
            a = extend(sel, a, bits, False, False)
            if trailing:
                a = sel.valu("v_or_b32", [Imm(1 << bits), a], literal_ok=True)
        r = sel.valu(op, [a], literal_ok=True)
        r = sel.valu("v_min_u32", [Imm(32), r])
        if bits < 32 and not trailing:
            r = sel.valu("v_sub_u32", [r, Imm(32 - bits)])
        sel.set(inst, r)
    return f


def _saturating(op: str):
    """``llvm.[us]{add,sub}.sat`` of 16 and 32 bits: the VALU add/sub with ``clamp``."""
    def f(sel, inst):
        a, b = _args(sel, inst)
        bits = inst.type.bits
        signed = op[0] == "s"
        if inst.type.kind == "int" and bits < 16:
            # widen, compute exactly in 32 bits, clamp to the narrow range
            a, b = extend(sel, a, bits, signed, False), extend(sel, b, bits, signed, False)
            r = sel.valu("v_add_u32" if op[1:] == "add" else "v_sub_u32", [a, b])
            lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
            sel.set(inst, sel.valu("v_med3_i32", [r, sel.to_v(Imm(lo & 0xFFFFFFFF)),
                                                  sel.to_v(Imm(hi))]))
            return
        if inst.type.kind == "int" and bits == 64:
            bitops.saturating64(sel, inst, op)
            return
        if inst.type.kind != "int" or bits not in (16, 32):
            raise sel.error(f"{inst.callee} is not supported yet")
        name = f"v_{op[1:]}_{'i' if signed else 'u'}{bits}"
        sel.set(inst, sel.valu(name, [a, b], mods=("clamp",)))
    return f


def _dot(name: str):
    """``llvm.amdgcn.[su]dot{2,4,8}``/``fdot2``: the dot instruction, clamp from the flag."""
    def f(sel, inst):
        *srcs, clamp = inst.operands
        ops = [sel.get(o) for o in srcs]
        mods = ("clamp",) if isinstance(clamp, fe.Constant) and clamp.value else ()
        sel.set(inst, sel.valu(name, ops, mods=mods))
    return f


def _fsh64(sel, a, b, c, right: bool):
    """64-bit funnel shifts with shifts below 64 only: fshl = a << s | (b >> 1) >> (63 - s),
    fshr = (a << 1) << (63 - s) | b >> s, with s = c & 63."""
    c0 = sel.split(c, 2)[0] if not isinstance(c, Imm) else Imm(c.value & 63)
    s = sel.valu("v_and_b32", [Imm(63), c0])
    t = sel.valu("v_sub_u32", [Imm(63), s])
    if right:
        x = sel.valu("v_lshlrev_b64", [Imm(1), a], 2, kind=["int", "i64"])
        x = sel.valu("v_lshlrev_b64", [t, x], 2, kind=["int", "i64"])
        y = sel.valu("v_lshrrev_b64", [s, b], 2, kind=["int", "i64"])
    else:
        x = sel.valu("v_lshlrev_b64", [s, a], 2, kind=["int", "i64"])
        y = sel.valu("v_lshrrev_b64", [Imm(1), b], 2, kind=["int", "i64"])
        y = sel.valu("v_lshrrev_b64", [t, y], 2, kind=["int", "i64"])
    return binop64(sel, "or", x, y, False)


def _fsh(right: bool):
    def f(sel, inst):
        a, b, c = _args(sel, inst)
        if inst.type.bits == 64:
            sel.set(inst, _fsh64(sel, a, b, c, right))
            return
        if inst.type.bits in (8, 16):
            bitops.funnel_narrow(sel, inst, right)
            return
        if inst.type.bits != 32:
            raise sel.error(f"{inst.callee} is not supported yet")
        if right:
            sel.set(inst, sel.valu("v_alignbit_b32", [a, b, c]))
            return
        if isinstance(c, Imm):
            s = c.value & 31
            if s == 0:
                sel.set(inst, a)
                return
            sel.set(inst, sel.valu("v_alignbit_b32", [a, b, Imm(32 - s)]))
            return
        # fshl(a, b, c) = fshr(a >> 1, fshr(a, b, 1), ~c)
        a1 = sel.valu("v_lshrrev_b32", [Imm(1), a])
        mid = sel.valu("v_alignbit_b32", [a, b, Imm(1)])
        nc = sel.valu("v_not_b32", [c])
        sel.set(inst, sel.valu("v_alignbit_b32", [a1, mid, nc]))
    return f


def _sqrt(sel, inst) -> None:
    t = inst.type
    a = sel.get(inst.operands[0])
    if t.kind == "float" and t.bits == 32 and "!fpmath" in (inst.text or ""):
        sel.set(inst, sel.valu("v_sqrt_f32", [a], kind="f32", literal_ok=True))
        return
    if t.kind == "float" and t.bits == 32:
        sel.set(inst, _sqrt_f32(sel, a))
        return
    if t.kind == "float" and t.bits == 64:
        sel.set(inst, _sqrt_f64(sel, a))
        return
    if t.kind == "float" and t.bits == 16:
        sel.set(inst, sel.valu("v_sqrt_f16", [a], kind="f16", literal_ok=True))
        return
    raise sel.error(f"{inst.callee} is not supported yet")


def _sqrt_f32(sel, x) -> Temp:
    """Correctly rounded f32 sqrt (no ``!fpmath``): scale inputs below 2**-96 by 2**32,
    ``v_sqrt_f32``, then step to the neighbour whose square brackets x
    (SIISelLowering lowerFSQRTF32, the denormal-preserving form); zero and +inf pass."""
    x = sel.to_v(x) if not (isinstance(x, Temp) and x.rc.file == "v") else x
    small = sel.tmp("s", 2)
    sel.emit("v_cmp_gt_f32", [small], sel.legal([Imm(0x0F800000), x], "f32"))
    up = sel.valu("v_mul_f32", [Imm(0x4F800000), x], kind="f32", literal_ok=True)
    xs = cndmask(sel, small, up, x)
    s0 = sel.valu("v_sqrt_f32", [xs], kind="f32")
    down = sel.valu("v_add_u32", [Imm(0xFFFFFFFF), s0])
    nxt = sel.valu("v_add_u32", [Imm(1), s0])
    vp = sel.valu("v_fma_f32", [Mod(down, neg=True), s0, xs], kind="f32")
    vs = sel.valu("v_fma_f32", [Mod(nxt, neg=True), s0, xs], kind="f32")
    le = sel.tmp("s", 2)
    sel.emit("v_cmp_ge_f32", [le], sel.legal([Imm(0), vp], "f32"))
    r = cndmask(sel, le, down, s0)
    gt = sel.tmp("s", 2)
    sel.emit("v_cmp_lt_f32", [gt], sel.legal([Imm(0), vs], "f32"))
    r = cndmask(sel, gt, nxt, r)
    scaled = sel.valu("v_mul_f32", [Imm(0x37800000), r], kind="f32", literal_ok=True)
    r = cndmask(sel, small, scaled, r)
    special = sel.tmp("s", 2)
    sel.emit("v_cmp_class_f32", [special], sel.legal([xs, Imm(0x260)], ["f32", "int"]))
    return cndmask(sel, special, xs, r)


def _sqrt_f64(sel, x) -> Temp:
    """f64 sqrt: scale tiny inputs, rsq estimate and Goldschmidt/Newton refinement, fix-ups
    for zero and infinity (SIISelLowering lowerFSQRTF64)."""
    x = sel.to_v(x) if not (isinstance(x, Temp) and x.rc.file == "v") else x
    small = sel.tmp("s", 2)
    sel.emit("v_cmp_gt_f64", [small], sel.legal([Imm(0x1000000000000000, "i64"), x], "f64"))
    sc = cndmask(sel, small, Imm(256), Imm(0))
    xs = sel.valu("v_ldexp_f64", [x, sc], 2, kind=["f64", "int"])
    y = sel.valu("v_rsq_f64", [xs], 2, kind="f64")
    g = sel.valu("v_mul_f64", [xs, y], 2, kind="f64")
    h = sel.valu("v_mul_f64", [y, Imm(0x3FE0000000000000, "f64")], 2, kind="f64")
    r = sel.valu("v_fma_f64", [Mod(h, neg=True), g, Imm(0x3FE0000000000000, "f64")], 2, kind="f64")
    g = sel.valu("v_fma_f64", [g, r, g], 2, kind="f64")
    h = sel.valu("v_fma_f64", [h, r, h], 2, kind="f64")
    d = sel.valu("v_fma_f64", [Mod(g, neg=True), g, xs], 2, kind="f64")
    g = sel.valu("v_fma_f64", [d, h, g], 2, kind="f64")
    d = sel.valu("v_fma_f64", [Mod(g, neg=True), g, xs], 2, kind="f64")
    g = sel.valu("v_fma_f64", [d, h, g], 2, kind="f64")
    back = cndmask(sel, small, Imm(-128), Imm(0))
    g = sel.valu("v_ldexp_f64", [g, back], 2, kind=["f64", "int"])
    special = sel.tmp("s", 2)
    sel.emit("v_cmp_class_f64", [special], sel.legal([xs, Imm(0x260)], ["f64", "int"]))
    glo, ghi = sel.split(g, 2)
    xlo, xhi = sel.split(xs, 2)
    return sel.vec([cndmask(sel, special, xlo, glo), cndmask(sel, special, xhi, ghi)], "v")


def _simple(name: str, size: int = 1, kind: str = "int", literal_ok: bool = False):
    def f(sel, inst):
        sel.set(inst, sel.valu(name, _args(sel, inst), size, kind=kind, literal_ok=literal_ok))
    return f


def _typed(prefix: str, nargs_kind: str = "f"):
    def f(sel, inst):
        t = inst.type if inst.type.kind == "float" else inst.operands[0].type
        k = _fkind(t)
        n = 2 if inst.type.kind == "float" and inst.type.bits == 64 else 1
        sel.set(inst, sel.valu(f"{prefix}_{k}", _args(sel, inst), n, kind=k))
    return f


def _class(sel, inst) -> None:
    x, m = _args(sel, inst)
    k = _fkind(inst.operands[0].type)
    d = sel.tmp("s", 2)
    sel.emit(f"v_cmp_class_{k}", [d], sel.legal([x, m], [k, "int"]))
    sel.set(inst, d)


def _div_scale(sel, inst) -> None:
    a, b, which = inst.operands
    k = _fkind(a.type)
    n = 2 if k == "f64" else 1
    x, y = sel.get(a), sel.get(b)
    src = [y, y, x] if not which.value else [x, y, x]
    d = sel.p.temp(RegClass("v", n))
    flag = sel.tmp("s", 2)
    sel.emit(f"v_div_scale_{k}", [d, flag], sel.legal(src, k))
    sel.values[id(inst)] = (d, flag)


def _div_fmas(sel, inst) -> None:
    a, b, c, flag = inst.operands
    k = _fkind(a.type)
    n = 2 if k == "f64" else 1
    fl = sel.get(flag)
    sel.emit("s_mov_b64", [VCC], [fl])
    sel.set(inst, sel.valu(f"v_div_fmas_{k}", [sel.get(a), sel.get(b), sel.get(c)], n, kind=k))


def _ubfe(signed: bool):
    def f(sel, inst):
        a, o, w = _args(sel, inst)
        sel.set(inst, sel.valu("v_bfe_i32" if signed else "v_bfe_u32", [a, o, w]))
    return f


def _frexp_exp(sel, inst) -> None:
    k = _fkind(inst.operands[0].type)
    sel.set(inst, sel.valu(f"v_frexp_exp_i32_{k}", _args(sel, inst), kind=k))


def _ldexp(sel, inst) -> None:
    x, e = _args(sel, inst)
    k = _fkind(inst.type)
    sel.set(inst, sel.valu(f"v_ldexp_{k}", [x, e], 2 if k == "f64" else 1, kind=[k, "int"]))


def _mfma(sel, inst) -> None:
    """``llvm.amdgcn.mfma.<type>.<shape>`` -> ``v_mfma_<type>_<shape>`` with the C and D
    matrices in VGPRs (gfx90a reads and writes them in VGPRs or AGPRs; MI200 ISA 7). On
    gfx908 C and D must be AGPRs, which no memory instruction reaches: C is moved in with
    ``v_accvgpr_write_b32`` and D out with ``v_accvgpr_read_b32`` (MI100 ISA 7)."""
    if sel.target.name in ("gfx900", "gfx906"):
        raise sel.error(f"{sel.target.name} has no MFMA (gfx908 or later)")
    if not sel.target.has_accum_offset:
        _mfma_agpr(sel, inst)
        return
    a, b, c, cbsz, abid, blgp = inst.operands
    n = sel.dwords(inst.type)
    mn = _mfma_name(sel, inst)
    A, B = sel.to_v(sel.get(a)), sel.to_v(sel.get(b))
    if isinstance(c, fe.Constant) and (c.value in (None, "zero", 0, 0.0)
                                       or isinstance(c.value, list)
                                       and not any(c.value)):
        C = Imm(0)
    else:
        C = sel.to_v(sel.get(c))
    d = sel.p.temp(RegClass("v", n))
    mods = tuple(f"{k}:{v.value}" for k, v in (("cbsz", cbsz), ("abid", abid), ("blgp", blgp))
                 if v.value)
    sel.emit(mn, [d], [A, B, C], mods)
    sel.set(inst, d)


def _mfma_name(sel, inst) -> str:
    from amdgcn.isa import isa_for
    mn = "v_mfma_" + "_".join(inst.callee.split(".")[3:])
    if mn not in isa_for(sel.target.name).by_name:
        raise sel.error(f"{inst.callee} has no instruction on {sel.target.name}")
    return mn


def _mfma_agpr(sel, inst) -> None:
    """gfx908: C and D in the fixed AGPRs a[0:n-1] for the MFMA alone (AGPRs hold nothing
    else), copied in and out through VGPRs; the hazard pass spaces the moves."""
    a, b, c, cbsz, abid, blgp = inst.operands
    n = sel.dwords(inst.type)
    A, B = sel.to_v(sel.get(a)), sel.to_v(sel.get(b))
    zero = isinstance(c, fe.Constant) and (c.value in (None, "zero", 0, 0.0) or isinstance(
        c.value, list) and not any(c.value))
    words = [Imm(0)] * n if zero else [sel.to_v(w) for w in sel.split(sel.get(c), n)]
    for k, w in enumerate(words):
        sel.emit("v_accvgpr_write_b32", [Reg("a", k)], [w])
    acc = Reg("a", 0, n)
    mods = tuple(f"{k}:{v.value}" for k, v in (("cbsz", cbsz), ("abid", abid), ("blgp", blgp))
                 if v.value)
    sel.emit(_mfma_name(sel, inst), [acc], [A, B, acc], mods)
    out = []
    for k in range(n):
        t = sel.tmp("v")
        sel.emit("v_accvgpr_read_b32", [t], [Reg("a", k)])
        out.append(t)
    sel.set(inst, out[0] if n == 1 else sel.vec(out, "v"))


HANDLERS = {
    "llvm.amdgcn.workitem.id.x": _workitem(0), "llvm.amdgcn.workitem.id.y": _workitem(1),
    "llvm.amdgcn.workitem.id.z": _workitem(2),
    "llvm.amdgcn.workgroup.id.x": _input_sgpr("wg_x"),
    "llvm.amdgcn.workgroup.id.y": _input_sgpr("wg_y"),
    "llvm.amdgcn.workgroup.id.z": _input_sgpr("wg_z"),
    "llvm.amdgcn.implicitarg.ptr": _implicitarg,
    "llvm.amdgcn.dispatch.ptr": _pointer_input("dispatch_ptr"),
    "llvm.amdgcn.kernarg.segment.ptr": _pointer_input("kernarg"),
    "llvm.amdgcn.s.barrier": _barrier,
    "llvm.amdgcn.readfirstlane": _readfirstlane, "llvm.amdgcn.readlane": _readlane,
    "llvm.amdgcn.mbcnt.lo": _mbcnt(False), "llvm.amdgcn.mbcnt.hi": _mbcnt(True),
    "llvm.amdgcn.ballot": _ballot,
    "llvm.amdgcn.ds.swizzle": _ds_swizzle,
    "llvm.amdgcn.ds.bpermute": _ds_perm("ds_bpermute_b32"),
    "llvm.amdgcn.ds.permute": _ds_perm("ds_permute_b32"),
    "llvm.amdgcn.update.dpp": _dpp(True), "llvm.amdgcn.mov.dpp": _dpp(False),
    "llvm.amdgcn.fmed3": _typed("v_med3"), "llvm.amdgcn.rcp": _typed("v_rcp"),
    "llvm.amdgcn.rsq": _typed("v_rsq"), "llvm.amdgcn.ldexp": _ldexp, "llvm.ldexp": _ldexp,
    "llvm.amdgcn.frexp.mant": _typed("v_frexp_mant"),
    "llvm.amdgcn.frexp.exp": _frexp_exp,
    "llvm.amdgcn.class": _class, "llvm.is.fpclass": _class,   # the same ten class bits
    "llvm.amdgcn.div.scale": _div_scale, "llvm.amdgcn.div.fmas": _div_fmas,
    "llvm.amdgcn.div.fixup": _typed("v_div_fixup"),
    "llvm.amdgcn.ubfe": _ubfe(False), "llvm.amdgcn.sbfe": _ubfe(True),
    "llvm.amdgcn.perm": _simple("v_perm_b32"),
    "llvm.amdgcn.alignbit": _simple("v_alignbit_b32"),
    "llvm.amdgcn.alignbyte": _simple("v_alignbyte_b32"),
    "llvm.amdgcn.lerp": _simple("v_lerp_u8"),
    "llvm.amdgcn.sad.u8": _simple("v_sad_u8"), "llvm.amdgcn.sad.hi.u8": _simple("v_sad_hi_u8"),
    "llvm.amdgcn.sad.u16": _simple("v_sad_u16"), "llvm.amdgcn.msad.u8": _simple("v_msad_u8"),
    "llvm.amdgcn.qsad.pk.u16.u8": _simple("v_qsad_pk_u16_u8", 2),
    "llvm.amdgcn.mqsad.pk.u16.u8": _simple("v_mqsad_pk_u16_u8", 2),
    "llvm.amdgcn.mqsad.u32.u8": _simple("v_mqsad_u32_u8", 4),
    "llvm.uadd.sat": _saturating("uadd"), "llvm.usub.sat": _saturating("usub"),
    "llvm.sadd.sat": _saturating("sadd"), "llvm.ssub.sat": _saturating("ssub"),
    "llvm.amdgcn.sdot2": _dot("v_dot2_i32_i16"), "llvm.amdgcn.udot2": _dot("v_dot2_u32_u16"),
    "llvm.amdgcn.sdot4": _dot("v_dot4_i32_i8"), "llvm.amdgcn.udot4": _dot("v_dot4_u32_u8"),
    "llvm.amdgcn.sdot8": _dot("v_dot8_i32_i4"), "llvm.amdgcn.udot8": _dot("v_dot8_u32_u4"),
    "llvm.amdgcn.fdot2": _dot("v_dot2_f32_f16"),
    "llvm.fma": _fma, "llvm.fmuladd": _fma, "llvm.fabs": _fabs,
    "llvm.minnum": _minmax("min"), "llvm.maxnum": _minmax("max"),
    "llvm.minimum": _ieee_minmax("min"), "llvm.maximum": _ieee_minmax("max"),
    "llvm.floor": _unary("floor"), "llvm.ceil": _unary("ceil"), "llvm.trunc": _unary("trunc"),
    "llvm.rint": _unary("rndne"), "llvm.roundeven": _unary("rndne"),
    "llvm.nearbyint": _unary("rndne"), "llvm.sqrt": _sqrt,
    "llvm.exp2": _exp2_log2(False), "llvm.log2": _exp2_log2(True),
    "llvm.smax": _int_minmax("smax"), "llvm.smin": _int_minmax("smin"),
    "llvm.umax": _int_minmax("umax"), "llvm.umin": _int_minmax("umin"),
    "llvm.abs": _abs, "llvm.ctpop": _ctpop, "llvm.ctlz": _ctlz_cttz(False),
    "llvm.cttz": _ctlz_cttz(True), "llvm.fshl": _fsh(False), "llvm.fshr": _fsh(True),
    "llvm.experimental.cttz.elts": maskvec.cttz_elts,
    "llvm.bitreverse": bitops.bitreverse, "llvm.copysign": bitops.copysign,
    "llvm.round": bitops.fround,
    "llvm.memcpy": lambda sel, inst: memory.memcpy(sel, inst),
    "llvm.memmove": lambda sel, inst: memory.memcpy(sel, inst),
    "llvm.memset": lambda sel, inst: memory.memset(sel, inst),
    "llvm.amdgcn.sqrt": _typed("v_sqrt"), "llvm.amdgcn.exp2": _typed("v_exp"),
    "llvm.amdgcn.log": _typed("v_log"),
    **buffer.HANDLERS,
    **{f"llvm.amdgcn.mfma.{t}.{shape}": _mfma for t, shapes in (
        ("f32", ("32x32x1f32", "16x16x1f32", "4x4x1f32", "32x32x2f32", "16x16x4f32",
                 "32x32x4f16", "16x16x4f16", "4x4x4f16", "32x32x8f16", "16x16x16f16",
                 "32x32x4bf16.1k", "16x16x4bf16.1k", "4x4x4bf16.1k", "32x32x8bf16.1k",
                 "16x16x16bf16.1k")),
        ("i32", ("32x32x4i8", "16x16x4i8", "4x4x4i8", "32x32x8i8", "16x16x16i8")),
        ("f64", ("16x16x4f64", "4x4x4f64"))) for shape in shapes},
    # gfx940+ (MI300 ISA 7.1): FP8/BF8, XF32 and the doubled-K i8 shapes (the i8 suffix is
    # taken for a type suffix by _base)
    **{f"llvm.amdgcn.mfma.f32.{shape}.{a}.{b}": _mfma for shape in ("32x32x16", "16x16x32")
       for a in ("fp8", "bf8") for b in ("fp8", "bf8")},
    "llvm.amdgcn.mfma.f32.16x16x8.xf32": _mfma, "llvm.amdgcn.mfma.f32.32x32x4.xf32": _mfma,
    "llvm.amdgcn.mfma.i32.32x32x16": _mfma, "llvm.amdgcn.mfma.i32.16x16x32": _mfma,
}
HANDLERS = {k: v for k, v in HANDLERS.items() if v is not None}
