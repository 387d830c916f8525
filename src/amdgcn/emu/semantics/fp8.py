"""gfx940 8-bit float conversions (MI300 ISA, VOP1/VOP3 conversions; LLVM's
``llvm.amdgcn.cvt.*fp8*`` / ``*bf8*`` intrinsics): FP8 is E4M3FNUZ, BF8 is E5M2FNUZ.

Both formats have no infinities and no negative zero: byte 0x80 is the one NaN, exponent 0
holds the denormals::

    FP8  s eeee mmm   bias 8    max 240     min denormal 2^-10
    BF8  s eeeee mm   bias 16   max 57344   min denormal 2^-17

Conversions to 8 bits round to nearest even (``v_cvt_pk_*``) or stochastically
(``v_cvt_sr_*``: the low bits of S1, in units of the f32 input's last place, are added to
the bits the rounding drops, then truncated, as ROCm's reference ``cast_to_f8`` does); they
do not saturate: a result past the largest finite value, an infinity or a NaN becomes the
NaN 0x80 (ROCm's libraries clamp with v_med3 first when they want saturation), and a result
that rounds to zero is +0. Where the operands sit (LLVM's selection of the intrinsics):

* ``v_cvt_pk_{fp8,bf8}_f32 D, S0, S1``: D.u16[w] = {cvt(S1), cvt(S0)}, w = OP_SEL[3]; the
  other half of D is kept.
* ``v_cvt_sr_{fp8,bf8}_f32 D, S0, S1``: D.u8[b] = cvt_sr(S0, S1), b = OP_SEL[3:2]; the other
  bytes of D are kept.
* ``v_cvt_f32_{fp8,bf8} D, S0``: D.f = S0.u8[b], b from SDWA's SRC0_SEL (BYTE_0..3), 0 else.
* ``v_cvt_pk_f32_{fp8,bf8} D[0:1], S0``: D[0].f, D[1].f = the two bytes of S0.u16[w], w = 1
  for SDWA's SRC0_SEL WORD_1 (or OP_SEL[0] in VOP3).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from amdgcn.emu.access import _raw32, store_lanes, vreader
from amdgcn.emu.program import LaneFault

U32 = np.uint32
NAN8 = 0x80
#: SDWA SRC0_SEL -> bit shift of the selected byte or word (MI200 ISA 13.3.7)
_SDWA_SHIFT = {0: 0, 1: 8, 2: 16, 3: 24, 4: 0, 5: 16, 6: 0}
_SDWA_DWORD = 6


@dataclass(frozen=True)
class Format:
    """An 8-bit float format of the FNUZ kind: exponent and mantissa bits, exponent bias."""

    ebits: int
    mbits: int
    bias: int

    @property
    def emin(self) -> int:
        """The exponent of the smallest normal value (denormals share it)."""
        return 1 - self.bias

    @property
    def max(self) -> float:
        """The largest finite value."""
        return (2.0 - 2.0 ** -self.mbits) * 2.0 ** ((1 << self.ebits) - 1 - self.bias)

    def table(self) -> np.ndarray:
        """The value of every byte, float64 ``(256,)`` (0x80: NaN)."""
        b = np.arange(256)
        e = (b >> self.mbits) & ((1 << self.ebits) - 1)
        m = b & ((1 << self.mbits) - 1)
        mag = np.where(e == 0, m * 2.0 ** (self.emin - self.mbits),
                       (1 + m / 2.0 ** self.mbits) * 2.0 ** (e - self.bias))
        v = np.where(b >> 7, -mag, mag)
        v[NAN8] = np.nan
        return v


FORMATS = {"fp8": Format(4, 3, 8), "bf8": Format(5, 2, 16)}
TABLES = {name: fmt.table() for name, fmt in FORMATS.items()}


def encode(x, fmt: Format, rng=None) -> np.ndarray:
    """f32 values -> uint8 bytes of ``fmt``: round to nearest even, or stochastic rounding
    with the 32-bit random numbers ``rng`` (see the module doc)."""
    x = np.asarray(x, np.float32)
    a = np.abs(x).astype(np.float64)
    finite = np.isfinite(a)
    a = np.where(finite, a, 0.0)
    e = np.maximum(np.frexp(a)[1] - 1, fmt.emin)
    q = np.ldexp(1.0, e - fmt.mbits)                      # the result's quantum
    if rng is None:
        r = np.rint(a / q) * q
    else:
        # the f32 input's last place: 2^(exponent - 23), 2^-149 for f32 denormals
        ulp = np.ldexp(1.0, np.maximum(np.frexp(a)[1] - 24, -149))
        dropped = np.minimum(np.round(np.log2(q / ulp)).astype(np.int64), 32)
        mask = (np.left_shift(np.int64(1), dropped) - 1).astype(np.uint64)
        noise = (np.asarray(rng, np.uint64) & mask).astype(np.float64) * ulp
        r = np.floor((a + noise) / q) * q
    e2 = np.frexp(r)[1] - 1                               # the encoded exponent and mantissa
    sub = e2 < fmt.emin
    field = np.where(sub, 0, e2 + fmt.bias)
    mant = np.where(sub, r / np.ldexp(1.0, fmt.emin - fmt.mbits),
                    r / np.ldexp(1.0, e2 - fmt.mbits) - (1 << fmt.mbits))
    out = (np.where(x < 0, 0x80, 0) | (field << fmt.mbits) | mant.astype(np.int64))
    out = np.where(r == 0, 0, out)
    out = np.where(~finite | (r > fmt.max), NAN8, out)
    return out.astype(np.uint8)


def decode8(byte, fmt_name: str) -> np.ndarray:
    """uint8 bytes -> float32 values."""
    return TABLES[fmt_name][np.asarray(byte, np.uint32) & U32(0xFF)].astype(np.float32)


def _lanes(v, g) -> np.ndarray:
    return np.broadcast_to(np.asarray(v), (g.n, 64))


def _f32_source(inst, i):
    f = inst.fields
    return vreader(f[f"src{i}"], "f32", inst.literal, neg=bool((f.get("neg", 0) >> i) & 1),
                   abs_=bool((f.get("abs", 0) >> i) & 1))


def _merge(st, g, vdst, value, shift, bits):
    """Write ``bits`` bits of ``value`` at ``shift`` into VGPR ``vdst``, keeping the rest."""
    keep = U32(~(((1 << bits) - 1) << shift) & 0xFFFFFFFF)
    old = st.vgpr[vdst][g.sel]
    store_lanes(st.vgpr[vdst], g, (old & keep) | (value.astype(U32) << U32(shift)))


def build_cvt_pk_to8(inst, ctx):
    """D.u16[OP_SEL[3]] = {cvt8(S1.f), cvt8(S0.f)} (round to nearest even)."""
    fmt = FORMATS[inst.name.split("_")[3]]
    s0, s1 = _f32_source(inst, 0), _f32_source(inst, 1)
    vdst = inst.fields["vdst"]
    word = (inst.fields.get("op_sel", 0) >> 3) & 1

    def step(st, g):
        lo = encode(_lanes(s0(st, g), g), fmt).astype(U32)
        hi = encode(_lanes(s1(st, g), g), fmt).astype(U32)
        _merge(st, g, vdst, lo | (hi << U32(8)), 16 * word, 16)
    return step


def build_cvt_sr_to8(inst, ctx):
    """D.u8[OP_SEL[3:2]] = cvt8_stochastic(S0.f, random bits S1.u)."""
    fmt = FORMATS[inst.name.split("_")[3]]
    s0 = _f32_source(inst, 0)
    s1 = _raw32(inst.fields["src1"], inst.literal)
    vdst = inst.fields["vdst"]
    byte = (inst.fields.get("op_sel", 0) >> 2) & 3

    def step(st, g):
        v = encode(_lanes(s0(st, g), g), fmt, rng=_lanes(s1(st, g), g))
        _merge(st, g, vdst, v, 8 * byte, 8)
    return step


def _source_shift(inst, *, word: bool):
    """Bit shift of the selected byte (word) of S0: SDWA SRC0_SEL, VOP3 OP_SEL[0] (words)."""
    f = inst.fields
    if (getattr(inst, "variant", "") or "") == "sdwa":
        if f.get("dst_sel", _SDWA_DWORD) != _SDWA_DWORD or f.get("clamp", 0) or f.get("omod", 0):
            return None
        return _SDWA_SHIFT[f.get("src0_sel", _SDWA_DWORD)]
    if f.get("clamp", 0) or f.get("omod", 0):
        return None
    return 16 * (f.get("op_sel", 0) & 1) if word else 0


def _unsupported(inst):
    def step(st, g):
        raise LaneFault(f"{inst.name}: destination select, clamp or omod not supported")
    return step


def build_cvt_from8(inst, ctx):
    """D.f = cvt_f32(S0.u8[sel])."""
    fmt = inst.name.split("_")[3]
    shift = _source_shift(inst, word=False)
    if shift is None:
        return _unsupported(inst)
    src = _raw32(inst.fields["src0"], inst.literal)
    vdst = inst.fields["vdst"]

    def step(st, g):
        raw = _lanes(src(st, g), g).astype(U32)
        store_lanes(st.vgpr[vdst], g, decode8(raw >> U32(shift), fmt).view(U32))
    return step


def build_cvt_pk_from8(inst, ctx):
    """D[0].f = cvt_f32(S0.u16[sel].u8[0]); D[1].f = cvt_f32(S0.u16[sel].u8[1])."""
    fmt = inst.name.split("_")[4]
    shift = _source_shift(inst, word=True)
    if shift is None:
        return _unsupported(inst)
    src = _raw32(inst.fields["src0"], inst.literal)
    vdst = inst.fields["vdst"]

    def step(st, g):
        raw = _lanes(src(st, g), g).astype(U32) >> U32(shift)
        if vdst + 2 > st.vgpr.shape[0]:
            raise LaneFault(f"{inst.name} writes past the allocated VGPRs")
        store_lanes(st.vgpr[vdst], g, decode8(raw, fmt).view(U32))
        store_lanes(st.vgpr[vdst + 1], g, decode8(raw >> U32(8), fmt).view(U32))
    return step


BUILDERS: dict = {
    "v_cvt_pk_fp8_f32": build_cvt_pk_to8, "v_cvt_pk_bf8_f32": build_cvt_pk_to8,
    "v_cvt_sr_fp8_f32": build_cvt_sr_to8, "v_cvt_sr_bf8_f32": build_cvt_sr_to8,
    "v_cvt_f32_fp8": build_cvt_from8, "v_cvt_f32_bf8": build_cvt_from8,
    "v_cvt_pk_f32_fp8": build_cvt_pk_from8, "v_cvt_pk_f32_bf8": build_cvt_pk_from8,
}
