"""The headers that make one generated source compile both for an AMD GPU and for the host.

A generated kernel is OpenCL C written with a small vocabulary: the types ``char`` ..
``ulong``, ``half``, ``float``, ``double``; clang's portable builtins (``__builtin_clzg``,
``__builtin_fmaf``, ...); the safe-arithmetic helpers of :data:`COMMON` (Csmith's
``safe_math`` idea: division by zero and ``INT_MIN / -1`` return the dividend, so that every
expression has one defined value); and ``KG_*`` macros for what differs between the two
sides: work-item ids, barriers, AMDGPU builtins and wave-level operations.

* :data:`DEVICE` maps them onto clang's ``__builtin_amdgcn_*`` builtins (no device library:
  clang compiles with ``-nogpulib``).
* :data:`HOST` maps them onto C for x86-64: work-items run as threads of one work-group
  (``pthread_barrier_t`` for ``barrier``; a wave barrier for wave operations), AMDGPU
  builtins are modelled after the MI200 ISA manual's pseudocode (chapter 12), with LLVM's
  constant folder (AMDGPUInstCombineIntrinsic) where the manual is silent (``sbfe`` sign
  extension).
"""

from __future__ import annotations

#: flags both compilers get: correctly rounded f32 division/sqrt, no contraction into FMA
#: (so that ``a * b + c`` rounds twice on both sides), no type-based alias analysis (the
#: kernels read the input buffer through narrower pointer types)
COMMON_FLAGS = ("-ffp-contract=off", "-fno-strict-aliasing")
DEVICE_FLAGS = ("-x", "cl", "-cl-std=CL1.2", "-cl-fp32-correctly-rounded-divide-sqrt",
                "-nogpulib", *COMMON_FLAGS)
HOST_FLAGS = ("-x", "c", "-std=gnu11", "-fPIC", "-shared", "-pthread", "-fsigned-char",
              "-Xclang", "-ffloat16-excess-precision=none", "-fno-math-errno", "-w", *COMMON_FLAGS)

#: helpers shared by both sides (plain C that OpenCL C also accepts)
COMMON = r"""
#define KG_I8_MIN (-128)
#define KG_I16_MIN (-32768)
#define KG_I32_MIN ((int)0x80000000u)
#define KG_I64_MIN ((long)0x8000000000000000ul)
static inline int kg_sdiv32(int a, int b) { return (b == 0 || (a == KG_I32_MIN && b == -1)) ? a : a / b; }
static inline int kg_srem32(int a, int b) { return (b == 0 || (a == KG_I32_MIN && b == -1)) ? a : a % b; }
static inline uint kg_udiv32(uint a, uint b) { return b == 0 ? a : a / b; }
static inline uint kg_urem32(uint a, uint b) { return b == 0 ? a : a % b; }
static inline long kg_sdiv64(long a, long b) { return (b == 0 || (a == KG_I64_MIN && b == -1)) ? a : a / b; }
static inline long kg_srem64(long a, long b) { return (b == 0 || (a == KG_I64_MIN && b == -1)) ? a : a % b; }
static inline ulong kg_udiv64(ulong a, ulong b) { return b == 0 ? a : a / b; }
static inline ulong kg_urem64(ulong a, ulong b) { return b == 0 ? a : a % b; }
static inline uint kg_mulhi_u32(uint a, uint b) { return (uint)(((ulong)a * b) >> 32); }
static inline int kg_mulhi_i32(int a, int b) { return (int)(((long)a * b) >> 32); }
static inline ulong kg_mulhi_u64(ulong a, ulong b) {
  ulong al = a & 0xfffffffful, ah = a >> 32, bl = b & 0xfffffffful, bh = b >> 32;
  ulong ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  ulong mid = (ll >> 32) + (lh & 0xfffffffful) + (hl & 0xfffffffful);
  return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
static inline int kg_mul24_i32(int a, int b) {
  return (int)((uint)((int)((uint)a << 8) >> 8) * (uint)((int)((uint)b << 8) >> 8));
}
static inline uint kg_mul24_u32(uint a, uint b) { return (a & 0xffffffu) * (b & 0xffffffu); }
static inline uint kg_mad24_u32(uint a, uint b, uint c) { return kg_mul24_u32(a, b) + c; }
static inline int kg_abs32(int a) { return a < 0 ? (int)(0u - (uint)a) : a; }
static inline long kg_abs64(long a) { return a < 0 ? (long)(0ul - (ulong)a) : a; }
static inline uint kg_fbits(float x) { return __builtin_isnan(x) ? 0x7fc00000u : __builtin_bit_cast(uint, x); }
static inline ulong kg_dbits(double x) {
  return __builtin_isnan(x) ? 0x7ff8000000000000ul : __builtin_bit_cast(ulong, x);
}
static inline ushort kg_hbits(half x) { return __builtin_isnan(x) ? (ushort)0x7e00 : __builtin_bit_cast(ushort, x); }
static inline int kg_f2i(float x) {
  return __builtin_isnan(x) ? 0 : x >= 2147483648.0f ? 0x7fffffff : x < -2147483648.0f ? KG_I32_MIN : (int)x;
}
static inline uint kg_f2u(float x) {
  return __builtin_isnan(x) ? 0u : x >= 4294967296.0f ? 0xffffffffu : x <= -1.0f ? 0u : (uint)x;
}
static inline long kg_d2l(double x) {
  return __builtin_isnan(x) ? 0 : x >= 9223372036854775808.0 ? 0x7ffffffffffffffflu
       : x < -9223372036854775808.0 ? KG_I64_MIN : (long)x;
}
static inline ulong kg_d2ul(double x) {
  return __builtin_isnan(x) ? 0ul : x >= 18446744073709551616.0 ? ~0ul : x <= -1.0 ? 0ul : (ulong)x;
}
/* the zero of fmin/fmax(+0, -0) made +0: either is a valid minNum result (LLVM, IEEE 754-2008) */
static inline float kg_nzf(float x) { return x == 0.0f ? 0.0f : x; }
static inline double kg_nzd(double x) { return x == 0.0 ? 0.0 : x; }
static inline float2 kg_v2(float a, float b) { float2 r; r.x = a; r.y = b; return r; }
static inline float kg_f32(ulong bits) { return __builtin_bit_cast(float, (uint)bits); }
static inline double kg_f64(ulong bits) { return __builtin_bit_cast(double, bits); }
static inline half kg_f16(ulong bits) { return __builtin_bit_cast(half, (ushort)bits); }
"""

#: the GPU side: OpenCL C for clang -target amdgcn-amd-amdhsa -nogpulib
DEVICE = r"""
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define KG_LID() __builtin_amdgcn_workitem_id_x()
#define KG_GID(wg) (__builtin_amdgcn_workgroup_id_x() * (wg) + __builtin_amdgcn_workitem_id_x())
#define KG_BARRIER() do { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
  __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); } while (0)
#define KG_LOCAL __local
#define KG_UBFE(a, b, c) __builtin_amdgcn_ubfe((uint)(a), (uint)(b), (uint)(c))
#define KG_SBFE(a, b, c) __builtin_amdgcn_sbfe((int)(a), (uint)(b), (uint)(c))
#define KG_ALIGNBIT(a, b, c) __builtin_amdgcn_alignbit((uint)(a), (uint)(b), (uint)(c))
#define KG_ALIGNBYTE(a, b, c) __builtin_amdgcn_alignbyte((uint)(a), (uint)(b), (uint)(c))
#define KG_PERM(a, b, c) __builtin_amdgcn_perm((uint)(a), (uint)(b), (uint)(c))
#define KG_LERP(a, b, c) __builtin_amdgcn_lerp((uint)(a), (uint)(b), (uint)(c))
#define KG_SAD_U8(a, b, c) __builtin_amdgcn_sad_u8((uint)(a), (uint)(b), (uint)(c))
#define KG_SAD_HI_U8(a, b, c) __builtin_amdgcn_sad_hi_u8((uint)(a), (uint)(b), (uint)(c))
#define KG_SAD_U16(a, b, c) __builtin_amdgcn_sad_u16((uint)(a), (uint)(b), (uint)(c))
#define KG_MSAD_U8(a, b, c) __builtin_amdgcn_msad_u8((uint)(a), (uint)(b), (uint)(c))
#define KG_SDOT4(a, b, c) __builtin_amdgcn_sdot4((int)(a), (int)(b), (int)(c), false)
#define KG_UDOT4(a, b, c) __builtin_amdgcn_udot4((uint)(a), (uint)(b), (uint)(c), false)
#define KG_SDOT8(a, b, c) __builtin_amdgcn_sdot8((int)(a), (int)(b), (int)(c), false)
#define KG_UDOT8(a, b, c) __builtin_amdgcn_udot8((uint)(a), (uint)(b), (uint)(c), false)
#define KG_READFIRSTLANE(x) ((uint)__builtin_amdgcn_readfirstlane((uint)(x)))
#define KG_READLANE(x, l) ((uint)__builtin_amdgcn_readlane((uint)(x), (l)))
#define KG_BALLOT(c) __builtin_amdgcn_ballot_w64((c) != 0)
#define KG_BPERMUTE(lane, x) ((uint)__builtin_amdgcn_ds_bpermute((int)(((lane) & 63u) << 2), (int)(x)))
#define KG_MBCNT() __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u))
#define KG_DPP(old, src, ctrl) \
  ((uint)__builtin_amdgcn_update_dpp((int)(old), (int)(src), (ctrl), 0xf, 0xf, false))
#define KG_ATOMIC(op, p, v) __atomic_fetch_##op((p), (v), __ATOMIC_RELAXED)
"""

#: the host side: C for x86-64 (clang -x c), one thread per work-item of a work-group
HOST = r"""
#include <pthread.h>
#include <string.h>
typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef _Float16 half;
typedef float float2 __attribute__((ext_vector_type(2)));
typedef _Bool bool;
#define false 0
#define true 1
#define __kernel
#define __global
#define KG_LOCAL static
#define KG_WAVE 64
#define KG_MAX_WG 256
typedef struct { pthread_barrier_t group; pthread_barrier_t wave[KG_MAX_WG / KG_WAVE];
                 ulong slot[KG_MAX_WG]; } kg_group_t;
static kg_group_t *kg_grp;
static __thread uint kg_lid, kg_gid;
#define KG_LID() kg_lid
#define KG_GID(wg) kg_gid
#define KG_BARRIER() pthread_barrier_wait(&kg_grp->group)
/* a wave-wide exchange: every lane of the wave deposits x, then reads lane l's value */
static ulong kg_exchange(ulong x, uint l) {
  uint w = kg_lid / KG_WAVE;
  kg_grp->slot[kg_lid] = x;
  pthread_barrier_wait(&kg_grp->wave[w]);
  ulong r = kg_grp->slot[w * KG_WAVE + (l & (KG_WAVE - 1))];
  pthread_barrier_wait(&kg_grp->wave[w]);
  return r;
}
static ulong kg_ballot(int c) {
  uint w = kg_lid / KG_WAVE;
  kg_grp->slot[kg_lid] = c != 0;
  pthread_barrier_wait(&kg_grp->wave[w]);
  ulong r = 0;
  for (uint i = 0; i < KG_WAVE; i++) r |= kg_grp->slot[w * KG_WAVE + i] << i;
  pthread_barrier_wait(&kg_grp->wave[w]);
  return r;
}
#define KG_READFIRSTLANE(x) ((uint)kg_exchange((uint)(x), 0))
#define KG_READLANE(x, l) ((uint)kg_exchange((uint)(x), (l)))
#define KG_BALLOT(c) kg_ballot(c)
#define KG_BPERMUTE(lane, x) ((uint)kg_exchange((uint)(x), (lane)))
#define KG_MBCNT() (kg_lid % KG_WAVE)
/* DPP (MI200 ISA 12.x, DPP_CTRL) with row_mask = bank_mask = 0xf and bound_ctrl off: a lane
   whose source lane is out of its row keeps ``old`` */
static int kg_dpp_lane(uint i, uint ctrl) {
  uint row = i & ~15u, n = ctrl & 15u;
  if (ctrl <= 0xff) return (int)((i & ~3u) | ((ctrl >> (2 * (i & 3))) & 3));
  if (ctrl >= 0x101 && ctrl <= 0x10f) return (i & 15) + n <= 15 ? (int)(i + n) : -1;
  if (ctrl >= 0x111 && ctrl <= 0x11f) return (i & 15) >= n ? (int)(i - n) : -1;
  if (ctrl >= 0x121 && ctrl <= 0x12f) return (int)(row | ((i - n) & 15));
  if (ctrl == 0x140) return (int)(row | (15 - (i & 15)));
  if (ctrl == 0x141) return (int)((i & ~7u) | (7 - (i & 7)));
  return -1;
}
static uint KG_DPP(uint old, uint src, uint ctrl) {
  uint w = kg_lid / KG_WAVE;
  int from = kg_dpp_lane(kg_lid % KG_WAVE, ctrl);
  kg_grp->slot[kg_lid] = src;
  pthread_barrier_wait(&kg_grp->wave[w]);
  uint r = from < 0 ? old : (uint)kg_grp->slot[w * KG_WAVE + from];
  pthread_barrier_wait(&kg_grp->wave[w]);
  return r;
}
#define KG_ATOMIC(op, p, v) __atomic_fetch_##op((p), (v), __ATOMIC_RELAXED)
/* MI200 ISA 12.x V_BFE_U32: D = (S0 >> S1[4:0]) & ((1 << S2[4:0]) - 1) */
static uint KG_UBFE(uint a, uint b, uint c) { return (a >> (b & 31)) & ((1u << (c & 31)) - 1); }
/* V_BFE_I32: the manual omits the sign extension; LLVM's constant folder sign-extends from
   the field's top bit, and takes a field reaching bit 31 as an arithmetic shift */
static int KG_SBFE(int a, uint b, uint c) {
  uint off = b & 31, w = c & 31;
  if (w == 0) return 0;
  if (off + w >= 32) return a >> off;
  return (int)((uint)a << (32 - off - w)) >> (32 - w);
}
/* V_ALIGNBIT_B32: D = ({S0,S1} >> S2[4:0]) & 0xffffffff */
static uint KG_ALIGNBIT(uint a, uint b, uint c) { return (uint)((((ulong)a << 32) | b) >> (c & 31)); }
/* V_ALIGNBYTE_B32: D = ({S0,S1} >> (8 * S2[1:0])) & 0xffffffff */
static uint KG_ALIGNBYTE(uint a, uint b, uint c) { return (uint)((((ulong)a << 32) | b) >> (8 * (c & 3))); }
/* V_PERM_B32: byte_permute({S0, S1}, sel) per selector byte */
static uint kg_perm_byte(ulong in, uint sel) {
  if (sel >= 13) return 0xff;
  if (sel == 12) return 0;
  if (sel >= 8) return ((in >> (8 * (2 * (sel - 8) + 1) + 7)) & 1) ? 0xff : 0;
  return (uint)(in >> (8 * sel)) & 0xff;
}
static uint KG_PERM(uint a, uint b, uint c) {
  ulong in = ((ulong)a << 32) | b;
  uint r = 0;
  for (int i = 0; i < 4; i++) r |= kg_perm_byte(in, (c >> (8 * i)) & 0xff) << (8 * i);
  return r;
}
/* V_LERP_U8: per byte (S0.b + S1.b + S2.b[0]) >> 1 */
static uint KG_LERP(uint a, uint b, uint c) {
  uint r = 0;
  for (int i = 0; i < 32; i += 8)
    r += ((((a >> i) & 0xff) + ((b >> i) & 0xff) + ((c >> i) & 1)) >> 1) << i;
  return r;
}
static uint kg_absdiff(uint x, uint y) { return x > y ? x - y : y - x; }
/* V_SAD_U8: D = S2 + sum over bytes |S0.b - S1.b| */
static uint KG_SAD_U8(uint a, uint b, uint c) {
  for (int i = 0; i < 32; i += 8) c += kg_absdiff((a >> i) & 0xff, (b >> i) & 0xff);
  return c;
}
/* V_SAD_HI_U8: D = (SAD_U8(S0, S1, 0) << 16) + S2 */
static uint KG_SAD_HI_U8(uint a, uint b, uint c) { return (KG_SAD_U8(a, b, 0) << 16) + c; }
/* V_SAD_U16: D = S2 + sum over halves |S0.h - S1.h| */
static uint KG_SAD_U16(uint a, uint b, uint c) {
  return c + kg_absdiff(a & 0xffff, b & 0xffff) + kg_absdiff(a >> 16, b >> 16);
}
/* V_MSAD_U8: bytes whose reference S1.b is zero are left out */
static uint KG_MSAD_U8(uint a, uint b, uint c) {
  for (int i = 0; i < 32; i += 8)
    if ((b >> i) & 0xff) c += kg_absdiff((a >> i) & 0xff, (b >> i) & 0xff);
  return c;
}
/* V_DOT4_I32_I8 / V_DOT4_U32_U8 / V_DOT8_*_4 (clamp off): wrapping sums of products */
static int KG_SDOT4(int a, int b, int c) {
  uint r = (uint)c;
  for (int i = 0; i < 32; i += 8) r += (uint)((int)(signed char)(a >> i) * (int)(signed char)(b >> i));
  return (int)r;
}
static uint KG_UDOT4(uint a, uint b, uint c) {
  for (int i = 0; i < 32; i += 8) c += ((a >> i) & 0xff) * ((b >> i) & 0xff);
  return c;
}
static int KG_SDOT8(int a, int b, int c) {
  uint r = (uint)c;
  for (int i = 0; i < 32; i += 4)
    r += (uint)(((int)((uint)a << (28 - i)) >> 28) * ((int)((uint)b << (28 - i)) >> 28));
  return (int)r;
}
static uint KG_UDOT8(uint a, uint b, uint c) {
  for (int i = 0; i < 32; i += 4) c += ((a >> i) & 0xf) * ((b >> i) & 0xf);
  return c;
}
typedef void (*kg_kernel_t)(const ulong *, ulong *, uint *);
typedef struct { kg_kernel_t fn; const ulong *in; ulong *out; uint *atom; uint lid, gid; } kg_item_t;
static void *kg_item(void *p) {
  kg_item_t *it = (kg_item_t *)p;
  kg_lid = it->lid;
  kg_gid = it->gid;
  it->fn(it->in, it->out, it->atom);
  return 0;
}
/* runs fn over groups * wg work-items, one work-group at a time; returns 0 or an errno */
static int kg_launch(kg_kernel_t fn, const ulong *in, ulong *out, uint *atom, uint groups, uint wg) {
  static kg_group_t g;
  static kg_item_t items[KG_MAX_WG];
  static pthread_t th[KG_MAX_WG];
  pthread_attr_t attr;
  if (wg > KG_MAX_WG || wg % KG_WAVE) return 22;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 1 << 18);
  kg_grp = &g;
  for (uint grp = 0; grp < groups; grp++) {
    pthread_barrier_init(&g.group, 0, wg);
    for (uint w = 0; w < wg / KG_WAVE; w++) pthread_barrier_init(&g.wave[w], 0, KG_WAVE);
    for (uint i = 0; i < wg; i++) {
      items[i] = (kg_item_t){fn, in, out, atom, i, grp * wg + i};
      if (pthread_create(&th[i], &attr, kg_item, &items[i])) return 11;
    }
    for (uint i = 0; i < wg; i++) pthread_join(th[i], 0);
    pthread_barrier_destroy(&g.group);
    for (uint w = 0; w < wg / KG_WAVE; w++) pthread_barrier_destroy(&g.wave[w]);
  }
  pthread_attr_destroy(&attr);
  return 0;
}
"""


def device_source(body: str) -> str:
    """The OpenCL C file for the GPU: device prelude, shared helpers, then ``body``."""
    return DEVICE + COMMON + "\n" + body


def host_source(body: str, kernels: list[str]) -> str:
    """The C file for the host: host prelude, helpers, ``body`` and one ``kg_run_<name>``
    entry point per kernel of ``kernels`` (``int kg_run_k(in, out, atom, groups, wg)``)."""
    entries = "".join(
        f"int kg_run_{k}(const ulong *in, ulong *out, uint *atom, uint groups, uint wg) "
        f"{{ return kg_launch({k}, in, out, atom, groups, wg); }}\n" for k in kernels)
    return HOST + COMMON + "\n" + body + "\n" + entries
