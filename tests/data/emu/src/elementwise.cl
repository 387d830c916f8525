// Elementwise math over 1D grids: f32, f16, f64, i64, conversions.
#include "common.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void vadd(__global const float *a, __global const float *b, __global float *c, int n) {
  int i = get_global_id(0);
  if (i < n) c[i] = a[i] + b[i];
}

__kernel void saxpy(float alpha, __global const float *x, __global float *y, uint n) {
  uint i = get_global_id(0);
  if (i < n) y[i] = alpha * x[i] + y[i];
}

__kernel void fmath_f32(__global const float *a, __global const float *b, __global float *out, int n) {
  int i = get_global_id(0);
  if (i >= n) return;
  float x = a[i], y = b[i];
  out[8 * i + 0] = x * y - x;
  out[8 * i + 1] = __builtin_fminf(x, y);
  out[8 * i + 2] = __builtin_fmaxf(x, y);
  out[8 * i + 3] = __builtin_fmaf(x, y, 1.0f);
  out[8 * i + 4] = __builtin_fabsf(x) + __builtin_floorf(y);
  out[8 * i + 5] = __builtin_truncf(x) - __builtin_ceilf(y);
  out[8 * i + 6] = x / y;
  out[8 * i + 7] = __builtin_sqrtf(__builtin_fabsf(x));
}

__kernel void fmath_f16(__global const half *a, __global const half *b, __global half *out, int n) {
  int i = get_global_id(0);
  if (i >= n) return;
  half x = a[i], y = b[i];
  out[4 * i + 0] = x + y;
  out[4 * i + 1] = x * y;
  out[4 * i + 2] = __builtin_fmaf16(x, y, x);
  out[4 * i + 3] = x > y ? x - y : y - x;
}

__kernel void packed_f16(__global const half2 *a, __global const half2 *b, __global half2 *out, int n) {
  int i = get_global_id(0);
  if (i >= n) return;
  half2 x = a[i], y = b[i];
  out[2 * i] = x * y + x;
  out[2 * i + 1] = x - y;
}

__kernel void dmath_f64(__global const double *a, __global const double *b, __global double *out, int n) {
  int i = get_global_id(0);
  if (i >= n) return;
  double x = a[i], y = b[i];
  out[6 * i + 0] = x + y;
  out[6 * i + 1] = x * y;
  out[6 * i + 2] = __builtin_fma(x, y, -x);
  out[6 * i + 3] = x / y;
  out[6 * i + 4] = __builtin_fmin(x, y);
  out[6 * i + 5] = __builtin_sqrt(__builtin_fabs(x));
}

__kernel void imath_i64(__global const long *a, __global const long *b, __global long *out, int n) {
  int i = get_global_id(0);
  if (i >= n) return;
  long x = a[i], y = b[i];
  out[8 * i + 0] = x + y;
  out[8 * i + 1] = x * y;
  out[8 * i + 2] = x >> (y & 63);
  out[8 * i + 3] = (long)((ulong)x >> (y & 63));
  out[8 * i + 4] = x << (y & 31);
  out[8 * i + 5] = y != 0 ? x / y : 0;
  out[8 * i + 6] = y != 0 ? x % y : 0;
  out[8 * i + 7] = x < y ? x ^ y : x & ~y;
}

__kernel void imath_i32(__global const int *a, __global const int *b, __global int *out, int n) {
  int i = get_global_id(0);
  if (i >= n) return;
  int x = a[i], y = b[i];
  out[8 * i + 0] = x * y;
  out[8 * i + 1] = (int)(((long)x * (long)y) >> 32);
  out[8 * i + 2] = (int)(((ulong)(uint)x * (ulong)(uint)y) >> 32);
  out[8 * i + 3] = y != 0 ? x / y : 0;
  out[8 * i + 4] = y != 0 ? (int)((uint)x % (uint)y) : 0;
  out[8 * i + 5] = __builtin_popcount(x) + (y ? __builtin_clz(y) : 32);
  out[8 * i + 6] = EMU_MAX(x, y) - EMU_MIN((uint)x, (uint)y);
  out[8 * i + 7] = (x >> 3) ^ ((uint)y >> 5) ^ (int)(((uint)x << 7) | ((uint)x >> 25));
}

__kernel void convert(__global const float *f, __global const int *k, __global const double *d,
                      __global int *oi, __global uint *ou, __global float *of,
                      __global half *oh, __global double *od, __global long *ol, int n) {
  int i = get_global_id(0);
  if (i >= n) return;
  float x = f[i];
  oi[i] = (int)x;
  ou[i] = (uint)__builtin_fabsf(x);
  of[2 * i] = (float)k[i];
  of[2 * i + 1] = (float)d[i];
  oh[i] = (half)x;
  od[2 * i] = (double)x;
  od[2 * i + 1] = (double)k[i] + (double)(uint)k[i];
  ol[i] = (long)d[i];
}
