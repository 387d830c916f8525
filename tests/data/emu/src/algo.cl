// Scan, stencils, divergent control flow.
#include "common.h"

// Inclusive scan of each work-group's slice (Hillis-Steele in LDS, double buffered).
__kernel void scan_groups(__global const int *in, __global int *out) {
  __local int buf[2][256];
  int l = get_local_id(0), n = get_local_size(0), cur = 0;
  buf[0][l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = 1; off < n; off <<= 1) {
    int v = buf[cur][l];
    if (l >= off) v += buf[cur][l - off];
    buf[1 - cur][l] = v;
    cur = 1 - cur;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = buf[cur][l];
}

__kernel void stencil1d(__global const float *in, __global float *out, int n) {
  int i = get_global_id(0);
  if (i >= n) return;
  float l = i > 0 ? in[i - 1] : 0.0f, r = i < n - 1 ? in[i + 1] : 0.0f;
  out[i] = 0.25f * l + 0.5f * in[i] + 0.25f * r;
}

__kernel void stencil2d(__global const float *in, __global float *out, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= w || y >= h) return;
  if (x == 0 || y == 0 || x == w - 1 || y == h - 1) { out[y * w + x] = in[y * w + x]; return; }
  out[y * w + x] = in[y * w + x] * 4.0f - in[y * w + x - 1] - in[y * w + x + 1]
                   - in[(y - 1) * w + x] - in[(y + 1) * w + x];
}

__kernel void collatz(__global const uint *in, __global uint *steps) {
  uint v = in[get_global_id(0)], s = 0;
  while (v != 1) {
    if (s >= 1000) break;
    v = (v & 1) ? 3 * v + 1 : v >> 1;
    ++s;
  }
  steps[get_global_id(0)] = s;
}

__kernel void early_return(__global const int *in, __global int *out) {
  int g = get_global_id(0), v = in[g];
  if (v < 0) return;
  int acc = 0;
  for (int k = 0; k < v; ++k) {
    if (k * k > v) { acc += 1000; break; }
    if (k & 1) continue;
    acc += k;
  }
  switch (v & 3) {
  case 0: acc *= 2; break;
  case 1: acc -= 7; break;
  case 2: out[g] = -acc; return;
  default: acc ^= 0x55;
  }
  out[g] = acc;
}

__kernel void uniform_loop(__global float *out, int iters) {
  float x = get_global_id(0);
  for (int i = 0; i < iters; ++i) x = x * 0.5f + 1.0f;
  out[get_global_id(0)] = x;
}
