"""Step builders for VOP1, VOP2, VOPC and VOP3A/B instructions, with DPP and SDWA sources
(MI200 ISA 6, 13.3): operands are read once per step for all waves of a group, the
semantics function of :mod:`valu_ops` runs over every lane, and the writer applies EXEC,
the DPP row/bank masks and the SDWA destination select.

Float operations run NumPy's round-to-nearest-even with denormals (the MODE clang's kernels
use) on the fast path and :func:`fpmode.evaluate` under any other MODE; see :mod:`fpmode`
for what MODE changes and what is not modelled. With every lane active, operations with an
``into`` form write straight into the destination rows; 64-bit shifts by a constant work on
the two 32-bit halves.
"""

from __future__ import annotations

import numpy as np

from amdgcn.emu import operands as ops
from amdgcn.emu.access import (
    NP,
    WIDTH,
    const_value,
    is_const,
    is_float,
    read_mask,
    sreader,
    store_lanes,
    swriter,
    to_bits32,
    vreader,
    vwriter,
    write_mask,
)
from amdgcn.emu.program import LaneFault
from amdgcn.emu.semantics import fpmode
from amdgcn.emu.semantics.valu_more import DST_IS_SRC2, MORE, PRESERVE_HIGH, _window, msad_u8
from amdgcn.emu.semantics.valu_ops import VALU as _BASE

#: every table-driven VALU operation: :mod:`valu_ops` and :mod:`valu_more`
VALU = {**_BASE, **MORE}
from amdgcn.emu.state import MODE_FLOAT_FIELDS

_LANES = np.arange(64)
_DST_TAKES_SRC2 = {"v_mac_f32", "v_fmac_f32", "v_mac_f16", "v_fmac_f64", "v_pk_fmac_f16",
                   *DST_IS_SRC2}


# -- DPP (MI200 ISA 13.3.9) ---------------------------------------------------------------------
def dpp_source_lanes(ctrl: int) -> np.ndarray:
    """Source lane of each lane for ``dpp_ctrl`` (-1: out of bounds)."""
    l = _LANES
    row, pos = l // 16 * 16, l % 16
    if ctrl <= 0xFF:
        return (l & ~3) | ((ctrl >> (2 * (l & 3))) & 3)
    if 0x101 <= ctrl <= 0x10F:
        n = ctrl & 0xF
        return np.where(pos + n < 16, l + n, -1)
    if 0x111 <= ctrl <= 0x11F:
        n = ctrl & 0xF
        return np.where(pos - n >= 0, l - n, -1)
    if 0x121 <= ctrl <= 0x12F:
        n = ctrl & 0xF
        return row + (pos - n) % 16
    if ctrl == 0x130:
        return np.where(l < 63, l + 1, -1)
    if ctrl == 0x134:
        return (l + 1) % 64
    if ctrl == 0x138:
        return np.where(l > 0, l - 1, -1)
    if ctrl == 0x13C:
        return (l - 1) % 64
    if ctrl == 0x140:
        return row + 15 - pos
    if ctrl == 0x141:
        return l // 8 * 8 + 7 - l % 8
    if ctrl == 0x142:
        return np.where(l >= 16, row - 1, -1)
    if ctrl == 0x143:
        return np.where(l >= 32, 31, -1)
    raise ValueError(f"reserved dpp_ctrl 0x{ctrl:x}")


def _dpp(inst, t, neg, abs_):
    """Reader of a DPP src0 and the per-lane write mask it implies."""
    f = inst.fields
    src = dpp_source_lanes(f["dpp_ctrl"])
    valid = src >= 0
    srcc = np.where(valid, src, 0)
    bound_zero = bool(f.get("bound_ctrl", 0))
    row_mask, bank_mask = f.get("row_mask", 0xF), f.get("bank_mask", 0xF)
    lane_on = (((row_mask >> (_LANES // 16)) & 1) & ((bank_mask >> ((_LANES % 16) // 4)) & 1)).astype(bool)
    raw = vreader(f["src0"], "b32" if WIDTH[t] == 32 else t)
    dt = NP[t]

    def read(st, g):
        v = np.asarray(raw(st, g))
        moved = v[:, srcc] if v.ndim == 2 and v.shape[1] == 64 else np.broadcast_to(v, (g.n, 64))
        src_on = g.exec[:, srcc] & valid
        if bound_zero:
            moved = np.where(src_on, moved, moved.dtype.type(0))
        out = moved.view(dt) if WIDTH[t] == 32 and moved.dtype != dt else moved
        if is_float(t):
            if abs_:
                out = np.abs(out)
            if neg:
                out = -out
        return out

    def where(st, g):
        ok = np.broadcast_to(lane_on, (g.n, 64))
        if not bound_zero:
            ok = ok & g.exec[:, srcc] & valid
        return ok
    return read, where


# -- SDWA (MI200 ISA 13.3.7) --------------------------------------------------------------------
_SEL_SHIFT = {0: 0, 1: 8, 2: 16, 3: 24, 4: 0, 5: 16, 6: 0}
_SEL_BITS = {0: 8, 1: 8, 2: 8, 3: 8, 4: 16, 5: 16, 6: 32}


def _sdwa_src(code, sel, sext, t, neg, abs_, literal):
    raw = vreader(code, "b32", literal)
    sh, bits = _SEL_SHIFT[sel], _SEL_BITS[sel]
    dt = NP[t]
    w = WIDTH[t]

    def read(st, g):
        v = np.asarray(raw(st, g), dtype=np.uint32)
        if bits < 32:
            v = (v >> np.uint32(sh)) & np.uint32((1 << bits) - 1)
            if sext:
                v = ((v.astype(np.int32) << (32 - bits)) >> (32 - bits)).view(np.uint32)
        out = v.astype(np.uint16).view(dt) if w == 16 else v.view(dt)
        if is_float(t):
            if abs_:
                out = np.abs(out)
            if neg:
                out = -out
        return out
    return read


def _sdwa_writer(vdst, t, dst_sel, dst_unused):
    sh, bits = _SEL_SHIFT[dst_sel], _SEL_BITS[dst_sel]

    def write(st, g, v, where=None):
        bits32 = to_bits32(v, t)
        if bits == 32:
            store_lanes(st.vgpr[vdst], g, bits32, where)
            return
        m = np.uint32(((1 << bits) - 1) << sh)
        field = (bits32 << np.uint32(sh)) & m
        if dst_unused == 2:
            old = st.vgpr[vdst][g.sel]
            out = (old & ~m) | field
        elif dst_unused == 1:
            sign = ((bits32 >> np.uint32(bits - 1)) & np.uint32(1)) != 0
            high = np.uint32((0xFFFFFFFF << (sh + bits)) & 0xFFFFFFFF)
            out = field | np.where(sign, high, np.uint32(0))
        else:
            out = field
        store_lanes(st.vgpr[vdst], g, out, where)
    return write


# -- operand plumbing ---------------------------------------------------------------------------
def _bit(x, i):
    return bool((x >> i) & 1)


def _source_codes(inst, nsrc):
    f = inst.fields
    enc = inst.encoding
    if enc in ("VOP1",):
        return [f["src0"]]
    if enc in ("VOP2", "VOPC"):
        codes = [f["src0"], ops.VGPR0 + f["vsrc1"]]
        if inst.name in ("v_madmk_f32", "v_madmk_f16", "v_fmamk_f32"):
            return [f["src0"], ops.LITERAL, ops.VGPR0 + f["vsrc1"]]
        if inst.name in ("v_madak_f32", "v_madak_f16", "v_fmaak_f32"):
            return codes + [ops.LITERAL]
        if inst.name in _DST_TAKES_SRC2:
            return codes + [ops.VGPR0 + f["vdst"]]
        return codes
    codes = [f.get("src0"), f.get("src1"), f.get("src2")][:nsrc]
    if inst.name in _DST_TAKES_SRC2 and nsrc == 3:
        codes[2] = ops.VGPR0 + f["vdst"]
    return codes


def _readers(inst, sem):
    """Typed source readers with the encoding's modifiers, and the extra write mask (DPP)."""
    f = inst.fields
    nsrc = len(sem.srcs)
    codes = _source_codes(inst, nsrc)
    variant = getattr(inst, "variant", "") or ""
    lit = inst.literal
    where = None
    readers = []
    if variant == "dpp":
        negs = (f.get("src0_neg", 0), f.get("src1_neg", 0))
        abss = (f.get("src0_abs", 0), f.get("src1_abs", 0))
        r0, where = _dpp(inst, sem.srcs[0], bool(negs[0]), bool(abss[0]))
        readers.append(r0)
        for i in range(1, nsrc):
            readers.append(vreader(codes[i], sem.srcs[i], lit, neg=i < 2 and bool(negs[i]),
                                   abs_=i < 2 and bool(abss[i])))
        return readers, where
    if variant == "sdwa":
        for i in range(nsrc):
            if i < 2:
                code = codes[i]
                if i == 0 and f.get("s0", 0) and code >= ops.VGPR0:
                    code -= ops.VGPR0
                if i == 1 and f.get("s1", 0) and code >= ops.VGPR0:
                    code -= ops.VGPR0
                readers.append(_sdwa_src(code, f.get(f"src{i}_sel", 6), f.get(f"src{i}_sext", 0),
                                         sem.srcs[i], f.get(f"src{i}_neg", 0), f.get(f"src{i}_abs", 0), lit))
            else:
                readers.append(vreader(codes[i], sem.srcs[i], lit))
        return readers, None
    if inst.encoding in ("VOP3A", "VOP3B"):
        neg, abs_ = f.get("neg", 0), f.get("abs", 0)
        op_sel = f.get("op_sel", 0)
        for i in range(nsrc):
            t = sem.srcs[i]
            readers.append(vreader(codes[i], t, lit, hi=WIDTH[t] == 16 and _bit(op_sel, i),
                                   neg=_bit(neg, i), abs_=_bit(abs_, i)))
        return readers, None
    for i in range(nsrc):
        readers.append(vreader(codes[i], sem.srcs[i], lit))
    return readers, None


def _post(inst, t, *, omod_applies: bool = False):
    """Output modifiers (omod, clamp) of VOP3/SDWA float results, or None.

    omod acts only when ``omod_applies`` (IEEE = 0 and output denormals flushed, see
    :func:`fpmode.omod_applies`); the plain mode ignores it, as the hardware does.
    """
    f = inst.fields
    omod, clamp = f.get("omod", 0) if omod_applies else 0, f.get("clamp", 0)
    if not is_float(t) or (not omod and not clamp):
        return None
    scale = {0: None, 1: 2.0, 2: 4.0, 3: 0.5}[omod]
    dt = NP[t]

    def post(d):
        d = np.asarray(d, dtype=dt)
        if scale is not None:
            d = d * dt(scale)
        if clamp:
            d = np.where(np.isnan(d), dt(0), np.clip(d, dt(0), dt(1)))
        return d
    return post


def _s24(v):
    return ((v & 0xFFFFFF) ^ 0x800000) - 0x800000


#: integer operations whose clamp bit (VOP3, SDWA) saturates the result: "for integer
#: operations, it clamps the result to the largest and smallest representable value" (MI200
#: ISA 6.5 ALU Clamp Bit Usage); LLVM selects uaddsat/usubsat/saddsat/ssubsat to the adds and
#: subtracts with clamp. Each entry is the exact value over the typed sources (and carry-in),
#: clipped to the destination type; the carry-out of a clamped v_add_co_u32 is left as computed.
_SATURATING = {
    "v_mad_u32_u24": lambda a, b, c: (a & 0xFFFFFF) * (b & 0xFFFFFF) + c,
    "v_mad_i32_i24": lambda a, b, c: _s24(a) * _s24(b) + c,
    "v_mad_u16": lambda a, b, c: a * b + c, "v_mad_i16": lambda a, b, c: a * b + c,
    "v_mad_u32_u16": lambda a, b, c: a * b + c, "v_mad_i32_i16": lambda a, b, c: a * b + c,
    "v_add3_u32": lambda a, b, c: a + b + c,
    "v_add_u32": lambda a, b: a + b, "v_sub_u32": lambda a, b: a - b,
    "v_subrev_u32": lambda a, b: b - a, "v_add_i32": lambda a, b: a + b,
    "v_sub_i32": lambda a, b: a - b, "v_add_u16": lambda a, b: a + b,
    "v_sub_u16": lambda a, b: a - b, "v_subrev_u16": lambda a, b: b - a,
    "v_add_i16": lambda a, b: a + b, "v_sub_i16": lambda a, b: a - b,
    "v_add_co_u32": lambda a, b: a + b, "v_sub_co_u32": lambda a, b: a - b,
    "v_subrev_co_u32": lambda a, b: b - a, "v_addc_co_u32": lambda a, b, c: a + b + c,
    "v_subb_co_u32": lambda a, b, c: a - b - c, "v_subbrev_co_u32": lambda a, b, c: b - a - c,
}


def _saturating(inst, sem):
    """``sem.fn``, or its saturating form for an integer add/sub with the clamp bit set."""
    exact = _SATURATING.get(inst.name)
    if exact is None or not inst.fields.get("clamp", 0):
        return sem.fn
    dt = NP[sem.dst]
    lo, hi = np.iinfo(dt).min, np.iinfo(dt).max
    with_carry = sem.kind in ("co", "ci")

    def fn(*args):
        d = np.clip(exact(*(np.asarray(a).astype(np.int64) for a in args)), lo, hi).astype(dt)
        return (d, sem.fn(*args)[1]) if with_carry else d
    return fn


def _dst_writer(inst, sem):
    f = inst.fields
    variant = getattr(inst, "variant", "") or ""
    if variant == "sdwa" and sem.kind != "cmp":
        return _sdwa_writer(f["vdst"], sem.dst, f.get("dst_sel", 6), f.get("dst_unused", 0))
    vop3_16 = inst.encoding == "VOP3A" and WIDTH[sem.dst] == 16
    hi = vop3_16 and _bit(f.get("op_sel", 0), 3)
    return vwriter(f["vdst"], sem.dst, hi=hi, keep_high=vop3_16 and inst.name in PRESERVE_HIGH)


def _mask_dst(inst):
    """SGPR code receiving a VOPC / carry-out lane mask."""
    f = inst.fields
    if inst.encoding == "VOP3B":
        return f["sdst"]
    if inst.encoding == "VOP3A":
        return f["vdst"]
    if (getattr(inst, "variant", "") or "") == "sdwa" and f.get("sd", 0):
        return f.get("sdst", ops.VCC_LO)
    return ops.VCC_LO


# -- builders -----------------------------------------------------------------------------------
def build_valu(inst, ctx):
    """Step of a table-driven VALU instruction (any kind of :data:`VALU`).

    A float operation gets two paths: the plain one (NumPy's round to nearest even with
    denormals) for the common MODE, and one per other MODE value met, built on first use
    around :func:`fpmode.evaluate`. Waves of one group with different MODEs run apart.
    """
    sem = VALU[inst.name]
    if ctx.extra.get("gpr_idx") and inst.name == "v_mov_b32":
        return _build_indexed_mov(inst, ctx)
    plain = _build(inst, sem, _saturating(inst, sem), _post(inst, sem.dst))
    types = fpmode.sensitive(inst.name, sem.dst, sem.srcs)
    if types is None:
        return plain
    mask = want = 0
    for t in types:
        mask |= fpmode.PLAIN[t][0]
        want |= fpmode.PLAIN[t][1]
    by_mode: dict = {}

    def for_mode(m: int):
        step = by_mode.get(m)
        if step is None:
            def fn(*args):
                return fpmode.evaluate(inst.name, sem.fn, sem.dst, sem.srcs, args, m)
            post = _post(inst, sem.dst, omod_applies=fpmode.omod_applies(m, sem.dst))
            step = by_mode[m] = _build(inst, sem, fn, post)
        return step

    def step(st, g):
        m = st.uniform_mode
        if m is not None:
            return (plain if (m & mask) == want else for_mode(m))(st, g)
        modes = st.mode[g.sel] & np.uint32(MODE_FLOAT_FIELDS)
        for u in np.unique(modes):
            u = int(u)
            (plain if (u & mask) == want else for_mode(u))(st, g.subgroup(modes == u, st))
    return step


def _build(inst, sem, fn, post):
    """The step of ``inst`` computing with ``fn`` (the semantics, or a MODE-aware form)."""
    readers, where = _readers(inst, sem)
    kind = sem.kind
    if kind == "cmp":
        return _build_cmp(inst, fn, readers, where)
    write = _dst_writer(inst, sem)
    into = _into(inst, sem, fn, post, where)
    if into is not None:
        return into
    if kind == "vop":
        n = len(readers)
        if n == 1 and post is None:
            r0 = readers[0]
            return lambda st, g: write(st, g, fn(r0(st, g)), where and where(st, g))
        if n == 2 and post is None:
            r0, r1 = readers
            if where is None:
                return lambda st, g: write(st, g, fn(r0(st, g), r1(st, g)))
            return lambda st, g: write(st, g, fn(r0(st, g), r1(st, g)), where(st, g))
        if n == 3 and post is None and where is None:
            r0, r1, r2 = readers
            return lambda st, g: write(st, g, fn(r0(st, g), r1(st, g), r2(st, g)))

        def step(st, g):
            d = fn(*[r(st, g) for r in readers])
            if post is not None:
                d = post(d)
            write(st, g, d, where and where(st, g))
        return step
    if kind in ("co", "mad64", "dscale"):
        wmask = write_mask(_mask_dst(inst))

        def step_co(st, g):
            d, carry = fn(*[r(st, g) for r in readers])
            if post is not None:
                d = post(d)
            write(st, g, d, where and where(st, g))
            wmask(st, g, carry)
        return step_co
    if kind == "ci":
        cin = read_mask(inst.fields["src2"] if inst.encoding == "VOP3B" else ops.VCC_LO)
        wmask = write_mask(_mask_dst(inst))

        def step_ci(st, g):
            d, carry = fn(readers[0](st, g), readers[1](st, g), cin(st, g))
            write(st, g, d, where and where(st, g))
            wmask(st, g, carry)
        return step_ci
    if kind == "cnd":
        m = read_mask(inst.fields["src2"] if inst.encoding == "VOP3A" else ops.VCC_LO)
        r0, r1 = readers

        def step_cnd(st, g):
            write(st, g, fn(r0(st, g), r1(st, g), m(st, g)), where and where(st, g))
        return step_cnd
    if kind == "dfmas":
        m = read_mask(ops.VCC_LO)

        def step_fmas(st, g):
            d = fn(*[r(st, g) for r in readers], m(st, g))
            if post is not None:
                d = post(d)
            write(st, g, d)
        return step_fmas
    raise LaneFault(f"no builder for kind {kind}")


def _into(inst, sem, fn, post, where):
    """The step computing straight into the destination rows when every lane of a group is
    active (``g.direct``), for operations with an ``into`` form; None otherwise."""
    if (sem.into is None or fn is not sem.fn or post is not None or where is not None
            or sem.kind != "vop" or WIDTH[sem.dst] != 32
            or (getattr(inst, "variant", "") or "") == "sdwa"):
        return None
    readers, _ = _readers(inst, sem)
    write = _dst_writer(inst, sem)
    vdst, dt, into = inst.fields["vdst"], NP[sem.dst], sem.into
    if len(readers) == 2:
        r0, r1 = readers

        def step2(st, g):
            a, b = r0(st, g), r1(st, g)
            if g.direct:
                into(st.vgpr[vdst][g.sel].view(dt), a, b)
            else:
                write(st, g, fn(a, b))
        return step2
    r0, r1, r2 = readers

    def step3(st, g):
        a, b, c = r0(st, g), r1(st, g), r2(st, g)
        if g.direct:
            into(st.vgpr[vdst][g.sel].view(dt), a, b, c)
        else:
            write(st, g, fn(a, b, c))
    return step3


def _build_cmp(inst, fn, readers, where):
    dst = _mask_dst(inst)
    wmask = write_mask(dst)
    cmpx = inst.name.startswith("v_cmpx_")
    wexec = write_mask(ops.EXEC_LO)
    r0, r1 = readers

    def step(st, g):
        m = fn(r0(st, g), r1(st, g))
        if where is not None:
            m = m & where(st, g)
        if cmpx:
            wexec(st, g, m)
            if dst != ops.EXEC_LO:
                wmask(st, g, m)
        else:
            wmask(st, g, m)
    return step


def _build_indexed_mov(inst, ctx):
    """v_mov_b32 under s_set_gpr_idx_on: the source or destination VGPR is offset by M0[7:0]."""
    mode = ctx.extra.get("gpr_idx", 0)
    f = inst.fields
    src, vdst = f["src0"], f["vdst"]
    src_rel = bool(mode & 1) and src >= ops.VGPR0
    dst_rel = bool(mode & 8)
    plain = vreader(src, "b32", inst.literal)

    def step(st, g):
        k = (st.sgpr[ops.M0, g.sel] & np.uint32(0xFF)).astype(np.int64)
        waves = np.arange(st.n)[g.sel]
        if src_rel:
            regs = (src - ops.VGPR0) + k
            if (regs >= st.vgpr.shape[0]).any():
                raise LaneFault("indexed VGPR read past the allocated VGPRs")
            val = st.vgpr[regs, waves, :]
        else:
            val = np.broadcast_to(plain(st, g), (g.n, 64))
        dregs = vdst + k if dst_rel else np.full(g.n, vdst)
        if (dregs >= st.vgpr.shape[0]).any():
            raise LaneFault("indexed VGPR write past the allocated VGPRs")
        old = st.vgpr[dregs, waves, :]
        st.vgpr[dregs, waves, :] = np.where(g.exec, val, old)
    return step


def build_shift64(inst, ctx):
    """D.u64 = S1.u64 << S0.u[5:0] (lshlrev), >> (lshrrev), signext >> (ashrrev).

    With a constant shift of a VGPR pair (how clang scales 64-bit addresses) the two halves
    are shifted as 32-bit lanes straight into the destination pair; otherwise the general
    64-bit path.
    """
    f = inst.fields
    src0, src1 = f.get("src0"), f.get("src1")
    if (not is_const(src0) or src1 is None or src1 < ops.VGPR0 or f.get("clamp", 0)
            or (getattr(inst, "variant", "") or "") in ("dpp", "sdwa")):
        return build_valu(inst, ctx)
    k = int(const_value(src0, "u32", inst.literal)) & 63
    lo_r, d = src1 - ops.VGPR0, f["vdst"]
    name = inst.name
    left, arith = name.startswith("v_lshl"), name.startswith("v_ashr")
    u32 = np.uint32

    def halves(lo, hi):
        if k == 0:
            return lo, hi
        if left:
            if k >= 32:
                return np.zeros_like(lo), lo << u32(k - 32)
            return lo << u32(k), (hi << u32(k)) | (lo >> u32(32 - k))
        top = (hi.view(np.int32) >> np.int32(31)).view(u32) if arith else None
        if k >= 32:
            new_hi = top if arith else np.zeros_like(hi)
            shifted = (hi.view(np.int32) >> np.int32(k - 32)).view(u32) if arith else hi >> u32(k - 32)
            return shifted, new_hi
        new_hi = (hi.view(np.int32) >> np.int32(k)).view(u32) if arith else hi >> u32(k)
        return (lo >> u32(k)) | (hi << u32(32 - k)), new_hi

    def step(st, g):
        v = st.vgpr
        lo, hi = halves(v[lo_r][g.sel], v[lo_r + 1][g.sel])
        if lo.base is not None and np.shares_memory(lo, v):
            lo = lo.copy()
        store_lanes(v[d + 1], g, hi)
        store_lanes(v[d], g, lo)
    return step


def build_mqsad_u32(inst, ctx):
    """D[32k+31:32k] = MSAD_U8(S0[8k+31:8k], S1[31:0], S2[32k+31:32k]) for k < 4 (a 128-bit
    D and S2)."""
    f = inst.fields
    s0 = vreader(f["src0"], "u64", inst.literal)
    s1 = vreader(f["src1"], "u32", inst.literal)
    s2 = [vreader(f["src2"] + k if f["src2"] >= ops.VGPR0 else f["src2"], "u32", inst.literal)
          for k in range(4)]
    vdst = f["vdst"]

    def step(st, g):
        a, b = s0(st, g), s1(st, g)
        d = [msad_u8(_window(a, k), b, s2[k](st, g)) for k in range(4)]
        for k in range(4):
            store_lanes(st.vgpr[vdst + k], g, np.broadcast_to(np.asarray(d[k], np.uint32), (g.n, 64)))
    return step


def build_readlane(inst, ctx):
    """D.u = VGPR[S0][S1.u[5:0]] (to an SGPR, ignores EXEC)."""
    f = inst.fields
    src = f["src0"] - ops.VGPR0
    lane = sreader(f["src1"], "u32", inst.literal)
    write = swriter(f["vdst"], "b32")

    def step(st, g):
        ln = (np.broadcast_to(np.asarray(lane(st, g), np.uint32), (g.n,)) & np.uint32(63)).astype(np.int64)
        write(st, g, st.vgpr[src][g.sel][np.arange(g.n), ln])
    return step


def build_readfirstlane(inst, ctx):
    """D.u = VGPR[S0][first active lane] (lane 0 when EXEC is 0)."""
    f = inst.fields
    src = f["src0"]
    write = swriter(f["vdst"], "b32")
    read = vreader(src, "b32", inst.literal)

    def step(st, g):
        v = np.broadcast_to(read(st, g), (g.n, 64))
        first = np.argmax(g.exec, axis=1)
        write(st, g, v[np.arange(g.n), first])
    return step


def build_writelane(inst, ctx):
    """VGPR[D][S1.u[5:0]] = S0.u (ignores EXEC)."""
    f = inst.fields
    val = sreader(f["src0"], "b32", inst.literal)
    lane = sreader(f["src1"], "u32", inst.literal)
    vdst = f["vdst"]

    def step(st, g):
        ln = (np.broadcast_to(np.asarray(lane(st, g), np.uint32), (g.n,)) & np.uint32(63)).astype(np.int64)
        v = np.broadcast_to(np.asarray(val(st, g), np.uint32), (g.n,))
        waves = np.arange(st.n)[g.sel]
        st.vgpr[vdst, waves, ln] = v
    return step


def build_nop(inst, ctx):
    """Do nothing."""
    return lambda st, g: None


def build_swap(inst, ctx):
    """tmp = D.u; D.u = S0.u; S0.u = tmp."""
    f = inst.fields
    a, b = f["vdst"], f["src0"] - ops.VGPR0

    def step(st, g):
        va, vb = st.vgpr[a][g.sel].copy(), st.vgpr[b][g.sel].copy()
        store_lanes(st.vgpr[a], g, vb)
        store_lanes(st.vgpr[b], g, va)
    return step


def build_accvgpr_mov(inst, ctx):
    """ACC[D] = ACC[S0] (v_accvgpr_mov_b32)."""
    f = inst.fields
    src = f["src0"] - ops.VGPR0
    vdst = f["vdst"]
    return lambda st, g: store_lanes(st.agpr[vdst], g, st.agpr[src][g.sel])


BUILDERS: dict = {name: build_valu for name in VALU}
BUILDERS["v_mqsad_u32_u8"] = build_mqsad_u32
BUILDERS.update({n: build_shift64 for n in ("v_lshlrev_b64", "v_lshrrev_b64", "v_ashrrev_i64")})
BUILDERS.update({"v_readlane_b32": build_readlane, "v_readfirstlane_b32": build_readfirstlane,
                 "v_writelane_b32": build_writelane, "v_nop": build_nop, "v_swap_b32": build_swap,
                 "v_accvgpr_mov_b32": build_accvgpr_mov, "v_clrexcp": build_nop})
