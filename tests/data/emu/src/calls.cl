// Real calls (issue 10): recursion and noinline helpers with the AMDGPU calling convention,
// called from divergent control flow; struct and vector arguments and results, private
// pointers into the caller's frame, the callee's own frame, LDS pointers and the work-item
// functions inside callees (implicit inputs).
#include "common.h"

// -- recursion with a divergent depth per lane (lanes with k < 0 do not call)
__attribute__((noinline)) int fib(int n) {
  if (n < 2) return n;
  return fib(n - 1) + fib(n - 2);
}

__kernel void calls_fib(__global const int *n, __global int *out) {
  int i = get_global_id(0);
  int k = n[i];
  out[i] = k >= 0 ? fib(k) : -1;
}

// -- mutual recursion
__attribute__((noinline)) int odd_steps(int n);
__attribute__((noinline)) int even_steps(int n) { return n <= 0 ? 0 : 1 + 2 * odd_steps(n - 1); }
__attribute__((noinline)) int odd_steps(int n) { return n <= 0 ? 100 : 3 + even_steps(n - 2); }

__kernel void calls_mutual(__global const int *n, __global int *out) {
  int i = get_global_id(0);
  out[i] = (i & 1) ? even_steps(n[i]) : odd_steps(n[i]);
}

// -- a recursive tree walk returning a struct by value, to a divergent depth
typedef struct { int sum; int count; } acc_t;
typedef struct { int value; int left; int right; } node_t;

__attribute__((noinline)) acc_t subtree(__global const node_t *nodes, int k, int depth,
                                        int limit) {
  acc_t a = {0, 0};
  if (k < 0 || depth > limit) return a;
  node_t n = nodes[k];
  acc_t l = subtree(nodes, n.left, depth + 1, limit);
  acc_t r = subtree(nodes, n.right, depth + 1, limit);
  a.sum = n.value * (depth + 1) + l.sum - r.sum;
  a.count = 1 + l.count + r.count;
  return a;
}

__kernel void calls_tree_rec(__global const node_t *nodes, __global const int *roots,
                             __global int *out, int limit) {
  int i = get_global_id(0);
  acc_t a = subtree(nodes, roots[i], 0, limit + (i & 3));
  out[2 * i] = a.sum;
  out[2 * i + 1] = a.count;
}

// -- a helper with arguments of many types and a struct result, called under a divergent
// branch and in a loop with a divergent trip count
typedef struct { float f; int i; double d; } mix_t;

__attribute__((noinline)) mix_t mix(int a, float b, double c, __global int *g, __private int *p,
                                    long l, short s, char ch, bool flag, float4 v, uchar4 u) {
  mix_t m;
  *g += a + *p;
  *p = a * 3;
  m.f = b * v.x + v.y - v.z * v.w + (flag ? 0.25f : 0.0f);
  m.i = (int)(l >> 33) + s + ch + u.x + u.y * 2 + u.z * 3 + u.w * 4;
  m.d = c * 2.5 + (double)l;
  return m;
}

__kernel void calls_mixed(__global const int *in, __global const double *din,
                          __global int *gout, __global float *fout, __global double *dout) {
  int i = get_global_id(0);
  int priv[4] = {i, i * 2, i * 3, i * 4};
  mix_t m = {0.0f, 0, 0.0};
  gout[2 * i] = 0;
  if (in[i] % 3 != 0) {
    m = mix(in[i], (float)i * 0.5f, din[i], gout + 2 * i, priv + (i & 3), (long)in[i] << 33,
            (short)(i - 300), (char)(i * 7), (i & 1) != 0, (float4)(i, 1.5f, 2.0f, 0.5f),
            (uchar4)(i, i + 1, i + 2, 250));
  }
  for (int k = 0; k < (i & 3); ++k) {
    mix_t n = mix(k, 1.0f, (double)k, gout + 2 * i + 1, priv + k, (long)k << 34, (short)k,
                  (char)-k, k == 1, (float4)(k, k, k, k), (uchar4)(k, 0, 0, 0));
    m.i += n.i;
    m.f += n.f;
    m.d += n.d;
  }
  fout[i] = m.f;
  dout[i] = m.d;
  gout[2 * i + 1] = m.i + priv[0] + priv[1] + priv[2] + priv[3];
}

// -- the callee's own frame and a private pointer into the caller's frame; an LDS pointer
__attribute__((noinline)) void fill(__private int *dst, int n, int seed) {
  int tmp[8];
  for (int k = 0; k < 8; ++k) tmp[k] = seed * k + (k ^ n);
  for (int k = 0; k < n; ++k) dst[k] = tmp[(k * 3 + seed) & 7];
}

__attribute__((noinline)) int lds_sum(__local int *s, int n, int from) {
  int t = 0;
  for (int k = 0; k < n; ++k) t += s[(from + k) & 63];
  return t;
}

__kernel void calls_frames(__global const int *in, __global int *out) {
  __local int shared[64];
  int i = get_global_id(0);
  int l = get_local_id(0);
  int buf[8];
  shared[l] = in[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = 0; k < 8; ++k) buf[k] = -1;
  int n = in[i] & 7;
  if (n > 1) fill(buf, n, i);
  int s = 0;
  for (int k = 0; k < 8; ++k) s = s * 3 + buf[k];
  out[2 * i] = s;
  out[2 * i + 1] = lds_sum(shared, n + 1, l);
}

// -- the work-item functions inside a callee (work-item IDs in v31, work-group IDs, the
// implicit-argument pointer), on a 2-D grid
__attribute__((noinline)) int where(int scale) {
  return (int)get_global_id(0) * scale + (int)get_local_id(1) * 7 + 1000 * (int)get_group_id(1)
       + (int)get_local_size(0) * 3 + (int)get_global_id(1) * 100000;
}

__kernel void calls_builtins(__global int *out) {
  int i = get_global_id(0) + get_global_size(0) * get_global_id(1);
  out[i] = (get_local_id(0) & 1) ? where(3) : -where(5);
}

// -- arguments past v31 go on the stack at the caller's stack pointer (AMDGPUUsage: Non-Kernel
// Functions), here 34 ints, a double and a long: 38 dwords
__attribute__((noinline)) long wide(int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7, int a8, int a9, int a10, int a11, int a12, int a13, int a14, int a15, int a16, int a17, int a18, int a19, int a20, int a21, int a22, int a23, int a24, int a25, int a26, int a27, int a28, int a29, int a30, int a31, int a32, int a33, double d, long l) {
  int s = 0;
  s += a0 * 1;
  s += a1 * 2;
  s += a2 * 3;
  s += a3 * 4;
  s += a4 * 5;
  s += a5 * 6;
  s += a6 * 7;
  s += a7 * 8;
  s += a8 * 9;
  s += a9 * 10;
  s += a10 * 11;
  s += a11 * 12;
  s += a12 * 13;
  s += a13 * 14;
  s += a14 * 15;
  s += a15 * 16;
  s += a16 * 17;
  s += a17 * 18;
  s += a18 * 19;
  s += a19 * 20;
  s += a20 * 21;
  s += a21 * 22;
  s += a22 * 23;
  s += a23 * 24;
  s += a24 * 25;
  s += a25 * 26;
  s += a26 * 27;
  s += a27 * 28;
  s += a28 * 29;
  s += a29 * 30;
  s += a30 * 31;
  s += a31 * 32;
  s += a32 * 33;
  s += a33 * 34;
  return (long)s * 3 + (long)(d * 4.0) + l;
}

__kernel void calls_wide(__global const int *in, __global long *out) {
  int i = get_global_id(0);
  int x = in[i];
  long r = -1;
  if (x & 1)
    r = wide(x + 0, x + 1, x + 4, x + 9, x + 16, x + 25, x + 36, x + 49, x + 64, x + 81, x + 100, x + 121, x + 144, x + 169, x + 196, x + 225, x + 256, x + 289, x + 324, x + 361, x + 400, x + 441, x + 484, x + 529, x + 576, x + 625, x + 676, x + 729, x + 784, x + 841, x + 900, x + 961, x + 1024, x + 1089, (double)i * 0.25, (long)x << 36);
  out[i] = r;
}
