"""Float arithmetic under the MODE register's round and denormal fields (MI200 ISA 3.5.3
MODE, 6.4 Denormalized and Rounding Modes).

::

    MODE  [1:0] FP_ROUND f32      [3:2] FP_ROUND f64/f16     0 nearest even  1 +inf
                                                               2 -inf          3 toward zero
          [5:4] FP_DENORM f32     [7:6] FP_DENORM f64/f16    bit 0: allow input denormals
                                                               bit 1: allow output denormals
          [8] DX10_CLAMP   [9] IEEE

The kernel descriptor's FLOAT_ROUND_MODE_* / FLOAT_DENORM_MODE_* fields give the initial
MODE and ``s_setreg_b32`` / ``s_setreg_imm32_b32`` change it. NumPy computes the *plain*
mode (round to nearest even, denormals allowed: what clang's kernels run with), which is
the fast path of every step; any other mode takes the path of this module:

* **Modelled.** Denormal inputs of float VALU arithmetic are flushed to signed zero when
  the mode's input bit is clear, denormal results when its output bit is clear (per source
  and result type: f32 by [5:4], f16 and f64 by [7:6]). Directed rounding (+inf, -inf,
  toward zero) of add, sub, mul, fma (fused), mad/mac (product then sum, each rounded) and
  of the conversions to f32/f16 (from f64, f32 and integers), in f16, f32 and f64: the
  exact result is carried as an unevaluated f64 pair (two-sum, Dekker's two-product) and
  rounded once. Round-to-nearest-even fma of f32/f16 is exact too (a tie of the f64 sum
  is resolved by the residual), in every mode. Output modifiers (omod) act only with
  IEEE = 0 and output denormals flushed, as the manual says; clamp always.
* **Always flushed** (the manual's words, independent of MODE): v_rcp/v_rsq/v_sqrt/
  v_exp/v_log_f32 flush denormals.
* **Not modelled.** Directed rounding of f64 fma is exact only up to the residual's
  rounding, and f64 products below 2^-969 (where the product's error is not representable)
  round to nearest even; directed rounding of
  every other VALU operation (division helpers, transcendentals; min/max need none) is round
  to nearest even. Packed math (VOP3P, v_pk_*), v_fma_mix* and the dot products ignore MODE
  (nearest even, denormals kept; dot2 f16 always flushes, as the manual says); F32 MFMA
  follows MODE's f32 denormal field only (:mod:`mfma`); float atomics ignore MODE.
  Exception flags, DX10_CLAMP and FP16_OVFL are not modelled.
"""

from __future__ import annotations

import numpy as np

F16, F32, F64 = np.float16, np.float32, np.float64
ROUND_NEAREST_EVEN, ROUND_PLUS_INF, ROUND_MINUS_INF, ROUND_TOWARD_ZERO = 0, 1, 2, 3
MODE_IEEE = 1 << 9
_SPLIT = F64(134217729.0)  # 2^27 + 1 (Veltkamp split of a double)
_DEKKER_MIN = F64(2.0 ** -969)  # below, the product's error falls into the subnormals

#: (mask, value) of MODE bits that make an operation on this type plain (the NumPy path)
PLAIN = {"f32": (0x33, 0x30), "f16": (0xCC, 0xC0), "f64": (0xCC, 0xC0)}
_NP = {"f16": F16, "f32": F32, "f64": F64}


def round_mode(mode: int, t: str) -> int:
    """FP_ROUND of type ``t`` (f32 by [1:0], f16 and f64 by [3:2])."""
    return (mode & 3) if t == "f32" else (mode >> 2) & 3


def denorm_mode(mode: int, t: str) -> int:
    """FP_DENORM of type ``t``: bit 0 allows input denormals, bit 1 output denormals."""
    return ((mode >> 4) & 3) if t == "f32" else (mode >> 6) & 3


def is_plain(mode: int, t: str) -> bool:
    """True when ``mode`` rounds ``t`` to nearest even and allows its denormals."""
    mask, want = PLAIN[t]
    return (mode & mask) == want


def flush(x):
    """Denormal values made signed zeros (flush-to-zero)."""
    x = np.asarray(x)
    tiny = np.finfo(x.dtype).tiny
    sub = (x != 0) & (np.abs(x) < tiny)
    if not sub.any():
        return x
    return np.where(sub, np.copysign(x.dtype.type(0), x), x)


# -- exact arithmetic on f64 pairs ---------------------------------------------------------------
def two_sum(a, b):
    """(s, e) with s = fl(a + b) and s + e == a + b exactly (Knuth)."""
    s = a + b
    bb = s - a
    e = (a - (s - bb)) + (b - bb)
    return s, np.where(np.isfinite(s), e, 0.0)


def _split(a):
    t = a * _SPLIT
    hi = t - (t - a)
    return hi, a - hi


def two_product(a, b):
    """(p, e) with p = fl(a * b) and p + e == a * b exactly (Dekker), for finite products
    above 2^-969; below, where the error is not representable, e is 0 (p is still the
    correctly rounded product)."""
    p = a * b
    ah, al = _split(a)
    bh, bl = _split(b)
    e = ((ah * bh - p) + ah * bl + al * bh) + al * bl
    ok = np.isfinite(p) & np.isfinite(e) & (np.abs(p) >= _DEKKER_MIN)
    return p, np.where(ok, e, 0.0)


def exact(kind: str, t: str, args):
    """The exact result of ``kind`` as an f64 pair (s, e) for sources of type ``t``.

    kind: ``add`` (a + b), ``mul`` (a * b), ``fma`` (a * b + c) or ``cvt`` (the value).
    """
    x = [np.asarray(v, F64) for v in args]
    if kind == "cvt":
        return x[0], np.zeros(np.shape(x[0]))
    if kind == "add":
        return two_sum(x[0], x[1])
    if kind == "mul":
        if t == "f64":
            return two_product(x[0], x[1])
        return x[0] * x[1], np.zeros(np.broadcast(x[0], x[1]).shape)   # exact in f64
    if kind == "fma":
        if t == "f64":
            p, ep = two_product(x[0], x[1])
            s, es = two_sum(p, x[2])
            return s, es + ep
        return two_sum(x[0] * x[1], x[2])                                  # product exact
    raise ValueError(kind)


def round_pair(s, e, mode: int, dt):
    """The ``dt`` value of the exact ``s + e`` rounded in ``mode`` (0-3)."""
    s = np.asarray(s, F64)
    e = np.broadcast_to(np.asarray(e, F64), s.shape)
    if dt == F64:
        r, diff = two_sum(s, e)         # e may exceed half an ulp of s (fma's product error)
    else:
        r = s.astype(dt)
        back = r.astype(F64)
        with np.errstate(invalid="ignore"):
            diff = np.where(np.isfinite(back), (s - back) + e, np.where(np.isinf(s), 0.0, s - back))
    if mode == ROUND_NEAREST_EVEN:
        if dt == F64:
            return r
        # a tie of the f64 sum is broken by the residual: away from r when it points there
        toward = np.nextafter(r, np.where(s > back, dt(np.inf), dt(-np.inf)).astype(dt))
        mid = (toward.astype(F64) + back) / 2
        fix = (s == mid) & (e != 0) & ((e > 0) == (s > back)) & np.isfinite(back)
        return np.where(fix, toward, r) if fix.any() else r
    if mode == ROUND_PLUS_INF:
        return np.where(diff > 0, np.nextafter(r, dt(np.inf)), r).astype(dt)
    if mode == ROUND_MINUS_INF:
        return np.where(diff < 0, np.nextafter(r, dt(-np.inf)), r).astype(dt)
    away = ((r > 0) & (diff < 0)) | ((r < 0) & (diff > 0))
    return np.where(away, np.nextafter(r, dt(0)), r).astype(dt)


# -- the MODE-aware evaluation of a VALU operation ----------------------------------------------
#: mnemonic -> kind of exact rounding (operands in the Sem's order: D = S0 op S1 [op S2])
ROUNDED: dict[str, str] = {}
for _t in ("f16", "f32", "f64"):
    ROUNDED.update({f"v_add_{_t}": "add", f"v_sub_{_t}": "sub", f"v_subrev_{_t}": "subrev",
                    f"v_mul_{_t}": "mul", f"v_fma_{_t}": "fma", f"v_fmac_{_t}": "fma"})
ROUNDED.update({"v_fmamk_f32": "fma", "v_fmaak_f32": "fma"})
for _n in ("v_mad_f32", "v_mac_f32", "v_madak_f32", "v_madmk_f32", "v_mad_f16", "v_mac_f16",
           "v_madak_f16", "v_madmk_f16"):
    ROUNDED[_n] = "mad"
for _n in ("v_cvt_f32_f64", "v_cvt_f16_f32", "v_cvt_f32_i32", "v_cvt_f32_u32", "v_cvt_f16_u16",
           "v_cvt_f16_i16"):
    ROUNDED[_n] = "cvt"

#: float operations that MODE's denormal fields do not touch (moves, classification, exact
#: decompositions, and the ones the manual says accept denormals as they are)
EXEMPT = frozenset({"v_cndmask_b32", "v_frexp_mant_f32", "v_frexp_exp_i32_f32",
                    "v_frexp_mant_f64", "v_frexp_exp_i32_f64", "v_frexp_mant_f16",
                    "v_frexp_exp_i16_f16", "v_cvt_f32_f16", "v_trig_preop_f64",
                    "v_div_scale_f32", "v_div_scale_f64", "v_dot2c_f32_f16",
                    "v_cubeid_f32", "v_cubesc_f32", "v_cubetc_f32", "v_cubema_f32"})


def sensitive(name: str, dst: str, srcs: tuple) -> tuple | None:
    """The float types whose MODE fields affect ``name`` (None: MODE never matters)."""
    if name in EXEMPT or "_class_" in name:
        return None
    types = {t for t in (dst, *srcs) if t in PLAIN}
    return tuple(sorted(types)) or None


def evaluate(name: str, fn, dst: str, srcs: tuple, args, mode: int):
    """Result of VALU op ``name`` (plain semantics ``fn``) on typed ``args`` under ``mode``."""
    args = list(args)
    for i, t in enumerate(srcs):
        if t in PLAIN and not denorm_mode(mode, t) & 1:
            args[i] = flush(args[i])
    kind = ROUNDED.get(name)
    dt = _NP.get(dst)
    if kind is None or dt is None:
        r = fn(*args)
    else:
        rm = round_mode(mode, dst)
        t = srcs[0] if srcs[0] in PLAIN else dst
        if kind == "sub":
            s, e = exact("add", t, (args[0], -np.asarray(args[1])))
        elif kind == "subrev":
            s, e = exact("add", t, (args[1], -np.asarray(args[0])))
        elif kind == "mad":
            p = round_pair(*exact("mul", t, args[:2]), rm, dt)
            if not denorm_mode(mode, dst) & 2:
                p = flush(p)
            s, e = exact("add", t, (p, args[2]))
        else:
            s, e = exact(kind, t, args)
        r = round_pair(s, e, rm, dt)
    if dt is not None and not denorm_mode(mode, dst) & 2:
        r = flush(np.asarray(r, dt))
    return r


def omod_applies(mode: int, dst: str) -> bool:
    """Output modifiers act only with IEEE = 0 and output denormals flushed (MI200 ISA 6.2.2)."""
    return not (mode & MODE_IEEE) and not denorm_mode(mode, dst) & 2
