// Issue 9's failure classes, one kernel each (tests/emu/kernels_classes.py holds the references):
// 64-bit bit counting, sub-dword loads mixed with int arithmetic and float conversion (SDWA),
// float2 with swizzled operands (v_pk_*_f32 op_sel), AMDGPU integer builtins, a bitonic sort in
// LDS, a dynamically indexed 48-float private array, and calls walking a tree with structs by
// value; and their neighbours: bit counts of every width, quad SADs, saturating arithmetic
// (integer clamp), dot products, wave builtins and DPP, private arrays of other element types,
// program-scope data and pointer tables (the code object image), arguments on the stack.
#include "common.h"
// products and sums round one by one (the references model no contraction into fma)
#pragma OPENCL FP_CONTRACT OFF
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// -- 64-bit bit counting: clz/ctz of 0 is 64 (OpenCL C 6.15.3), per lane (VALU) and uniform (SALU)
__kernel void bits64(__global const ulong *in, __global int *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  ulong u = in[get_group_id(0) * 3];  // uniform in the work-group: s_flbit/s_ff1/s_bcnt1 b64
  __global int *o = out + 12 * i;
  o[0] = __builtin_clzg(x, 64);
  o[1] = __builtin_ctzg(x, 64);
  o[2] = __builtin_popcountl(x);
  o[3] = __builtin_clzg(u, 64);
  o[4] = __builtin_ctzg(u, 64);
  o[5] = __builtin_popcountl(u);
  o[6] = __builtin_clzg((uint)x, 32);
  o[7] = __builtin_ctzg((uint)(u >> 32), 32);
  o[8] = __builtin_clrsbl((long)x);
  o[9] = __builtin_clrsbl((long)u);
  o[10] = __builtin_clzg((ulong)(x >> (i & 63)), 64) + __builtin_ctzg((ulong)(x << (i & 63)), 64);
  o[11] = __builtin_popcountl(u ^ x) + __builtin_clzg(u & x, 64);
}

// -- char/uchar/short/ushort loads with int multiply/add and conversion to float
__kernel void subword(__global const char4 *c, __global const uchar4 *uc,
                      __global const short2 *s, __global const ushort2 *us,
                      __global int *oi, __global float *of) {
  size_t i = get_global_id(0);
  char4 a = c[i];
  uchar4 b = uc[i];
  short2 h = s[i];
  ushort2 g = us[i];
  __global int *p = oi + 8 * i;
  p[0] = a.x * b.y + a.y * b.x;
  p[1] = a.z * h.x + b.w * g.y;
  p[2] = (a.w + b.z) * (h.y - g.x);
  p[3] = (int)(uchar)(a.x + b.x) + (int)(char)(b.y * 3);
  p[4] = (int)(short)(h.x * h.y) + (int)(ushort)(g.x + g.y);
  p[5] = (a.y * 512) ^ (b.w >> 1) ^ (h.x >> 3) ^ (g.y << 2);
  p[6] = EMU_MAX((int)a.z, (int)b.z) - EMU_MIN((int)h.y, (int)g.x);
  p[7] = (uint)g.x * (uint)b.x + (uint)g.y * (uint)b.w + (uint)b.y * (uint)b.z;
  __global float *q = of + 8 * i;
  q[0] = (float)a.x + (float)b.y;
  q[1] = (float)a.w * 0.5f + (float)b.z;
  q[2] = (float)h.y - (float)g.x;
  q[3] = (float)g.y * 0.25f + (float)h.x;
  q[4] = (float)(a.z * b.w);
  q[5] = (float)(uint)b.x * (float)(int)a.y;
  q[6] = (float)(short)(h.y + a.x);
  q[7] = (float)(ushort)(g.x - b.w) + (float)(char)(a.z ^ a.w);
}

// -- the same with scalar sub-dword loads at odd offsets (global_load_sbyte/ubyte/sshort/
// ushort and their d16/d16_hi forms packing two values into one VGPR)
__kernel void subword_scalar(__global const char *c, __global const uchar *uc,
                             __global const short *s, __global const ushort *us,
                             __global int *oi, __global float *of) {
  size_t i = get_global_id(0);
  char c0 = c[3 * i + 1], c1 = c[3 * i + 2];
  uchar u0 = uc[5 * i], u1 = uc[5 * i + 3];
  short s0 = s[2 * i + 1];
  ushort w0 = us[3 * i + 2], w1 = us[3 * i];
  oi[4 * i] = c0 * u1 + s0 * c1 - w0 * u0;
  oi[4 * i + 1] = (int)(short)(c0 * w1) + (int)(uchar)(u0 + u1 + c1);
  half2 h = (half2)((half)c0, (half)u1) * (half2)((half)0.5f, (half)0.25f);
  oi[4 * i + 2] = as_int(h);
  oi[4 * i + 3] = (w0 ^ w1) * (int)s0 + c1 * 8;
  of[2 * i] = (float)c0 * (float)w1 - (float)s0;
  of[2 * i + 1] = (float)(ushort)(w0 + u0) + (float)(short)(s0 - c0) * 0.125f;
}

// -- bit counts, rotates and high products of every integer width
__kernel void int_widths(__global const ulong *in, __global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[2 * i], y = in[2 * i + 1];
  uchar c = (uchar)x;
  ushort h = (ushort)(x >> 8);
  uint w = (uint)(x >> 16);
  __global ulong *o = out + 10 * i;
  o[0] = __builtin_clzg(c, 8) | (ulong)__builtin_ctzg(c, 8) << 8
       | (ulong)__builtin_popcountg(c) << 16 | (ulong)__builtin_clzg(h, 16) << 24
       | (ulong)__builtin_ctzg(h, 16) << 32 | (ulong)__builtin_popcountg(h) << 40
       | (ulong)__builtin_clzg((ushort)(h & 0xff), 16) << 48;
  o[1] = __builtin_clzg(w, 32) | (ulong)__builtin_ctzg(w, 32) << 8
       | (ulong)__builtin_clrsb((int)w) << 16 | (ulong)__builtin_clzg(y, 64) << 24
       | (ulong)__builtin_clzg((ulong)(y >> 40), 64) << 32;
  uint r = (uint)y & 31, r64 = (uint)(y >> 8) & 63;
  o[2] = (ulong)(uchar)((c << (r & 7)) | (c >> ((8 - (r & 7)) & 7)));
  o[3] = (ulong)(ushort)((h << (r & 15)) | (h >> ((16 - (r & 15)) & 15)));
  o[4] = (w << r) | (w >> ((32 - r) & 31));
  o[5] = (x << r64) | (x >> ((64 - r64) & 63));
  o[6] = (ulong)(((unsigned __int128)x * y) >> 64);
  o[7] = (ulong)(((__int128)(long)x * (long)y) >> 64);
  o[8] = (ulong)((x >> 1) + (y >> 1) + (x & y & 1));               // hadd
  o[9] = (ulong)(x > y ? x - y : y - x);                             // abs_diff
}

// -- float2 arithmetic with swizzled operands (v_pk_fma/mul/add_f32 with op_sel, neg)
__kernel void float2_swizzle(__global const float2 *a, __global const float2 *b,
                             __global const float2 *c, __global float2 *out) {
  size_t i = get_global_id(0);
  float2 x = a[i], y = b[i], z = c[i];
  __global float2 *o = out + 9 * i;
  o[0] = x * y.yx;
  o[1] = x + y.yx;
  o[2] = __builtin_elementwise_fma(x, y.yx, z);
  o[3] = __builtin_elementwise_fma(x.yx, y, -z.yx);
  o[4] = x - y.yx;
  o[5] = x * y.xx + z.yy;
  o[6] = -x.yx * y - z;
  o[7] = __builtin_elementwise_fma(x.xx, -y.yy, z.yx) + (float2)(x.y, -x.x);
  o[8] = z.yx;                                  // an in-place v_pk_mov_b32 op_sel:[1,0] swap
}

// -- AMDGPU integer builtins (MI200 ISA 12.11: v_bfe, v_alignbit, v_perm, v_lerp, v_sad, ...)
__kernel void int_builtins(__global const uint *a, __global const uint *b, __global const uint *c,
                           __global uint *out) {
  size_t i = get_global_id(0);
  uint x = a[i], y = b[i], z = c[i];
  __global uint *o = out + 16 * i;
  o[0] = __builtin_amdgcn_ubfe(x, y & 31, z & 31);
  o[1] = __builtin_amdgcn_sbfe(x, y & 31, z & 31);
  o[2] = __builtin_amdgcn_ubfe(x, y, z);            // offset and width taken mod 32
  o[3] = __builtin_amdgcn_alignbit(x, y, z);
  o[4] = __builtin_amdgcn_alignbyte(x, y, z);
  o[5] = __builtin_amdgcn_perm(x, y, z);
  o[6] = __builtin_amdgcn_lerp(x, y, z);
  o[7] = __builtin_amdgcn_sad_u8(x, y, z);
  o[8] = __builtin_amdgcn_msad_u8(x, y, z);
  o[9] = __builtin_amdgcn_sad_hi_u8(x, y, z);
  o[10] = __builtin_amdgcn_sad_u16(x, y, z);
  o[11] = (x & 0xffffff) * (y & 0xffffff);                                  // v_mul_u32_u24
  o[12] = (uint)(((ulong)(x & 0xffffff) * (ulong)(y & 0xffffff)) >> 32);    // v_mul_hi_u32_u24
  int sx = ((int)x << 8) >> 8, sy = ((int)y << 8) >> 8;
  o[13] = (uint)(sx * sy);                                                  // v_mul_i32_i24
  o[14] = (uint)(((long)sx * (long)sy) >> 32);                              // v_mul_hi_i32_i24
  o[15] = __builtin_amdgcn_readfirstlane(x) + __builtin_amdgcn_readfirstlane(z >> 3);
}

// -- the quad SADs on 64-bit sources (v_qsad_pk_u16_u8, v_mqsad_pk_u16_u8, v_mqsad_u32_u8)
__kernel void sad_family(__global const ulong *a, __global const uint *b, __global const ulong *c,
                         __global const uint4 *d, __global ulong *out, __global uint4 *out4) {
  size_t i = get_global_id(0);
  out[2 * i] = __builtin_amdgcn_qsad_pk_u16_u8(a[i], b[i], c[i]);
  out[2 * i + 1] = __builtin_amdgcn_mqsad_pk_u16_u8(a[i], b[i], c[i]);
  out4[i] = __builtin_amdgcn_mqsad_u32_u8(a[i], b[i], d[i]);
}

// -- saturating integer arithmetic (integer clamp: v_add_u32 ... clamp, SDWA and packed forms)
__kernel void saturate(__global const uint *a, __global const uint *b, __global uint *out) {
  size_t i = get_global_id(0);
  uint x = a[i], y = b[i];
  __global uint *o = out + 12 * i;
  o[0] = __builtin_elementwise_add_sat(x, y);
  o[1] = __builtin_elementwise_sub_sat(x, y);
  o[2] = (uint)__builtin_elementwise_add_sat((int)x, (int)y);
  o[3] = (uint)__builtin_elementwise_sub_sat((int)x, (int)y);
  o[4] = __builtin_elementwise_add_sat((ushort)x, (ushort)y);
  o[5] = __builtin_elementwise_sub_sat((ushort)x, (ushort)y);
  o[6] = (uint)(int)__builtin_elementwise_add_sat((short)x, (short)y);
  o[7] = (uint)(int)__builtin_elementwise_sub_sat((short)x, (short)y);
  o[8] = __builtin_elementwise_add_sat((uchar)x, (uchar)y)
       | (uint)__builtin_elementwise_sub_sat((uchar)(x >> 8), (uchar)(y >> 8)) << 8;
  o[9] = (uint)(uchar)__builtin_elementwise_add_sat((char)x, (char)y)
       | (uint)(uchar)__builtin_elementwise_sub_sat((char)(x >> 8), (char)(y >> 8)) << 8;
  o[10] = as_uint(__builtin_elementwise_add_sat(as_ushort2(x), as_ushort2(y)));
  o[11] = as_uint(__builtin_elementwise_sub_sat(as_short2(x), as_short2(y)));
}

#if !defined(__gfx900__)
// the integer dot products: v_dot4_i32_i8 (v_dot4c_i32_i8 on gfx942), v_dot2_i32_i16 (v_dot2c
// on gfx908+), v_dot2_u32_u16, v_dot4_u32_u8, v_dot8_i32_i4, v_dot8_u32_u4, with and without
// clamp; gfx900 has no dot insts
__kernel void dots(__global const int *a, __global const int *b, __global const int *c,
                   __global int *out) {
  size_t i = get_global_id(0);
  int x = a[i], y = b[i], z = c[i];
  __global int *o = out + 7 * i;
  o[0] = __builtin_amdgcn_sdot4(x, y, z, false);
  o[1] = __builtin_amdgcn_sdot4(x ^ z, y, x, true);
  o[2] = __builtin_amdgcn_sdot2(as_short2(x), as_short2(y), z, false);
  o[3] = (int)__builtin_amdgcn_udot2(as_ushort2(x), as_ushort2(y), (uint)z, true);
  o[4] = (int)__builtin_amdgcn_udot4((uint)x, (uint)y, (uint)z, true);
  o[5] = __builtin_amdgcn_sdot8(x, y, z, true);
  o[6] = (int)__builtin_amdgcn_udot8((uint)x, (uint)y, (uint)z, false);
}
#endif

// -- bitonic sort of 1024 keys per work-group in LDS by 512 work-items (8 waves)
#define BITONIC_N 1024
// without reqd_work_group_size clang compiles for work-groups of at most 256 work-items
__kernel __attribute__((reqd_work_group_size(BITONIC_N / 2, 1, 1)))
void bitonic_sort(__global uint *keys) {
  __local uint k[BITONIC_N];
  uint t = get_local_id(0);
  __global uint *g = keys + get_group_id(0) * BITONIC_N;
  k[t] = g[t];
  k[t + BITONIC_N / 2] = g[t + BITONIC_N / 2];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint size = 2; size <= BITONIC_N; size <<= 1) {
    for (uint stride = size / 2; stride > 0; stride >>= 1) {
      uint lo = 2 * stride * (t / stride) + t % stride;   // unsigned div/rem by a loop variable
      uint hi = lo + stride;
      bool up = (lo / size) % 2 == 0;
      uint p = k[lo], q = k[hi];
      if ((p > q) == up) {
        k[lo] = q;
        k[hi] = p;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  g[t] = k[t];
  g[t + BITONIC_N / 2] = k[t + BITONIC_N / 2];
}

// -- a 48-float private array indexed dynamically (scratch: MUBUF offen + immediate offset)
__kernel void private48(__global const float *in, __global const int *idx, __global float *out) {
  float v[48];
  size_t i = get_global_id(0);
  for (int k = 0; k < 48; ++k) v[k] = in[48 * i + k] * (float)(k + 1);
  int j = idx[i];
  for (int r = 0; r < 4; ++r) {
    int m = (j + 11 * r) % 48;
    v[m] += v[(m + 5) % 48];
  }
  out[2 * i] = v[j % 48] + v[(j * 7 + 3) % 48];
  out[2 * i + 1] = v[47 - j % 48] - v[0];
}

// -- program-scope data reached PC-relatively: a __constant table (.rodata) and a __global
// array (.bss) of the code object, written and read back within a work-group
__constant uint crc_table[16] = {
  0x00000000u, 0x1db71064u, 0x3b6e20c8u, 0x26d930acu, 0x76dc4190u, 0x6b6b51f4u,
  0x4db26158u, 0x5005713cu, 0xedb88320u, 0xf00f9344u, 0xd6d6a3e8u, 0xcb61b38cu,
  0x9b64c2b0u, 0x86d3d2d4u, 0xa00ae278u, 0xbdbdf21cu};
__global uint scratch_pad[256];

__kernel void program_scope(__global const uint *in, __global uint *out) {
  uint t = get_local_id(0);
  uint crc = ~0u, x = in[get_global_id(0)];
  for (int k = 0; k < 8; ++k) crc = crc_table[(crc ^ (x >> (4 * k))) & 15] ^ (crc >> 4);
  scratch_pad[t] = ~crc;
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[get_global_id(0)] = scratch_pad[t ^ 1] + scratch_pad[t];
}

// pointers in program-scope data: the loader applies their R_AMDGPU_RELATIVE64 relocations
__constant uint lo_table[4] = {1u, 2u, 3u, 4u};
__constant uint hi_table[4] = {10u, 20u, 30u, 40u};
__constant uint *__constant tables[2] = {lo_table, hi_table};
__global uint *__constant pad_ptr = scratch_pad;

__kernel void pointer_tables(__global const uint *in, __global uint *out) {
  uint t = get_local_id(0);
  uint x = in[get_global_id(0)];
  pad_ptr[t] = tables[x & 1][(x >> 1) & 3];
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[get_global_id(0)] = scratch_pad[t] * 1000 + pad_ptr[t ^ 2];
}

// -- private arrays of 8-, 16- and 64-bit elements indexed dynamically (sub-dword and
// 64-bit scratch accesses, d16 loads into register halves)
__kernel void private_mixed(__global const int *in, __global const int *idx, __global long *out) {
  char c[64];
  short h[40];
  half f[24];
  double d[12];
  size_t i = get_global_id(0);
  for (int k = 0; k < 64; ++k) c[k] = (char)(in[i] * (k + 3) + k);
  for (int k = 0; k < 40; ++k) h[k] = (short)(in[i] * (k - 7) - 3 * k);
  for (int k = 0; k < 24; ++k) f[k] = (half)(k - 12) * (half)0.25f;
  for (int k = 0; k < 12; ++k) d[k] = (double)in[i] / (double)(k + 1);
  int j = idx[i];
  c[(j + 5) % 64] += (char)j;
  h[(j * 3) % 40] ^= (short)j;
  f[j % 24] = f[(j + 1) % 24] + f[(j + 2) % 24];
  d[j % 12] *= 3.0;
  out[2 * i] = (long)c[j % 64] * 100000 + (long)h[(j + 1) % 40] + (long)c[(j + 5) % 64]
             + (long)h[(j * 3) % 40] * 7;
  out[2 * i + 1] = (long)(d[j % 12] * 64.0) + (long)(d[(j + 7) % 12] * 64.0)
                 + (long)((float)f[j % 24] * 64.0f);
}

// -- helpers that take structs by value and walk a tree (real calls and stack frames at -O0;
// the by-value struct is copied to the caller's stack and passed by its address). The walk is
// iterative: LLVM 22 does not flag self-recursion in the code object (no dynamic stack), so a
// recursive walk would overflow the advertised private segment on the hardware too.
typedef struct { int value; int left; int right; int weight; } tree_node;
typedef struct {
  __global const tree_node *nodes;
  int depth_limit;
  int scale;
  int bias[6];
  __private int *visits;
} walk_ctx;

__attribute__((noinline)) static int visit(walk_ctx ctx, tree_node n, int depth) {
  *ctx.visits += 1;
  return n.value * ctx.scale + n.weight * depth + ctx.bias[depth % 6];
}

__attribute__((noinline)) static void push(__private int *stack, __private int *top, int node,
                                           int depth) {
  if (node >= 0) {
    stack[*top] = node;
    stack[*top + 1] = depth;
    *top += 2;
  }
}

__attribute__((noinline)) static int walk(walk_ctx ctx, int root) {
  int stack[64];
  int top = 0, sum = 0;
  push(stack, &top, root, 0);
  while (top > 0) {
    top -= 2;
    int node = stack[top], depth = stack[top + 1];
    if (depth > ctx.depth_limit) continue;
    tree_node n = ctx.nodes[node];
    int v = visit(ctx, n, depth);
    sum += depth % 2 ? -v : v;
    push(stack, &top, n.left, depth + 1);
    push(stack, &top, n.right, depth + 1);
  }
  return sum;
}

__kernel void calls_tree(__global const tree_node *nodes, __global const int *roots,
                         __global int *out, int depth_limit) {
  size_t i = get_global_id(0);
  int visits = 0;
  walk_ctx ctx = {nodes, depth_limit, (int)(i % 5) + 1, {3, -1, 4, -1, 5, -9}, &visits};
  out[2 * i] = walk(ctx, roots[i]);
  out[2 * i + 1] = visits;
}

// -- arguments past the 32 argument VGPRs go on the stack: a 36-int struct by value and the
// pointers after it (AMDGPUUsage: Calling Convention)
typedef struct { int w[36]; __private int *acc; __global int *trace; } wide_args;

__attribute__((noinline)) static int weigh(wide_args a, int scale, __private int *count,
                                           __global int *log) {
  int s = 0;
  for (int k = 0; k < 36; ++k) s += a.w[k] * (k + scale);
  *a.acc += s;
  *count += 1;
  a.trace[0] = s;
  log[1] = scale;
  return s;
}

__kernel void calls_stack(__global const int *in, __global int *out) {
  size_t i = get_global_id(0);
  int acc = (int)i, count = 0;
  wide_args a;
  for (int k = 0; k < 36; ++k) a.w[k] = in[36 * i + k];
  a.acc = &acc;
  a.trace = out + 5 * i + 2;
  int r = weigh(a, (int)(i % 7), &count, out + 5 * i + 2);
  a.w[35] = r;
  r += weigh(a, 1, &count, out + 5 * i + 2);
  out[5 * i] = r;
  out[5 * i + 1] = acc;
  out[5 * i + 4] = count;
}

// -- wave-level builtins: ballot, mbcnt, readlane, ds_bpermute, ds_swizzle and the gfx9 DPP
// controls (quad_perm, row_shl, row_ror, row_mirror, row_bcast, wave_shr, wave_rol) with row
// and bank masks, and readfirstlane/ballot under a divergent branch
__kernel void wave_builtins(__global const uint *in, __global uint *out) {
  size_t i = get_global_id(0);
  uint x = in[i];
  __global uint *o = out + 16 * i;
  ulong b = __builtin_amdgcn_ballot_w64((x & 3) == 1);
  o[0] = (uint)b;
  o[1] = (uint)(b >> 32);
  o[2] = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0));
  o[3] = __builtin_amdgcn_readlane(x, 37);
  o[4] = __builtin_amdgcn_ds_bpermute((int)((x & 63) * 4), (int)x);
  o[5] = __builtin_amdgcn_mov_dpp((int)x, 0xB1, 0xF, 0xF, true);          // quad_perm:[1,0,3,2]
  o[6] = __builtin_amdgcn_update_dpp((int)i, (int)x, 0x101, 0xF, 0xF, false);  // row_shl:1
  o[7] = __builtin_amdgcn_update_dpp((int)i, (int)x, 0x142, 0xA, 0xF, false);  // row_bcast:15
  o[8] = __builtin_amdgcn_update_dpp((int)i, (int)x, 0x143, 0xC, 0xF, false);  // row_bcast:31
  o[9] = __builtin_amdgcn_update_dpp((int)i, (int)x, 0x138, 0xF, 0xF, true);   // wave_shr:1
  o[10] = __builtin_amdgcn_update_dpp((int)i, (int)x, 0x134, 0xF, 0x5, false); // wave_rol:1
  o[11] = __builtin_amdgcn_ds_swizzle((int)x, 0x041F);                     // swizzle(SWAP,1)
  o[12] = __builtin_amdgcn_ds_swizzle((int)x, 0x8055);                     // QUAD_PERM 1,1,1,1
  o[13] = __builtin_amdgcn_update_dpp((int)i, (int)x, 0x121, 0xF, 0xF, false); // row_ror:1
  o[14] = __builtin_amdgcn_update_dpp((int)i, (int)x, 0x140, 0xF, 0xF, false); // row_mirror
  uint acc = 0;
  if (x & 4) acc = __builtin_amdgcn_readfirstlane(x) + (uint)__builtin_amdgcn_ballot_w64(true);
  o[15] = acc;
}
