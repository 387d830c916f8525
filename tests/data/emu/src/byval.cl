// By-value structs and vectors, private arrays, calls.
#include "common.h"

typedef struct { float scale; int shift; short tag; char pad; double bias; } params_t;

__kernel void struct_arg(params_t p, __global const float *in, __global float *out) {
  int i = get_global_id(0);
  out[i] = in[i] * p.scale + (float)(p.shift + p.tag) + (float)p.bias;
}

__kernel void vector_args(float4 v, int2 k, __global float4 *out, __global int2 *outk) {
  int i = get_global_id(0);
  out[i] = v * (float)i + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  outk[i] = k + (int2)(i, -i);
}

__kernel void vec_loads(__global const float4 *a, __global const int4 *b, __global float4 *out) {
  int i = get_global_id(0);
  float4 x = a[i];
  int4 y = b[i];
  out[i] = x.wzyx + __builtin_convertvector(y, float4) * x;
}

__kernel void private_sort(__global const int *in, __global int *out) {
  int v[8];
  int g = get_global_id(0);
  for (int k = 0; k < 8; ++k) v[k] = in[8 * g + k];
  for (int a = 0; a < 8; ++a)
    for (int b = 0; b < 7 - a; ++b)
      if (v[b] > v[b + 1]) { int t = v[b]; v[b] = v[b + 1]; v[b + 1] = t; }
  for (int k = 0; k < 8; ++k) out[8 * g + k] = v[k];
}

__kernel void private_index(__global const int *idx, __global int *out) {
  int table[32];
  int g = get_global_id(0);
  for (int k = 0; k < 32; ++k) table[k] = k * k + g;
  out[g] = table[idx[g] & 31] + table[(idx[g] >> 5) & 31];
}

__attribute__((noinline)) static float poly(float x, float a, float b) {
  return (x * a + b) * x;
}
__attribute__((noinline)) static int gcd(int a, int b) {
  while (b != 0) { int t = a % b; a = b; b = t; }
  return a;
}

__kernel void calls(__global const float *x, __global const int *a, __global const int *b,
                    __global float *outf, __global int *outi) {
  int i = get_global_id(0);
  outf[i] = poly(x[i], 2.0f, 3.0f);
  outi[i] = gcd(a[i], b[i]);
}
