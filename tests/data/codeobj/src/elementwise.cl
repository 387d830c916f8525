#include "common.h"
kernel void vadd(global const float *a, global const float *b, global float *c, int n) {
  uint i = gid_x();
  if (i < n) c[i] = a[i] + b[i];
}
kernel void saxpy(float alpha, global const float *x, global float *y, uint n) {
  uint i = gid_x();
  if (i < n) y[i] = alpha * x[i] + y[i];
}
kernel void scale_int(global int *p, int k) { p[gid_x()] *= k; }
kernel void fma4(global float4 *d, global const float4 *a, global const float4 *b, float4 c) {
  uint i = gid_x();
  d[i] = __builtin_elementwise_fma(a[i], b[i], c);
}
