#include "common.h"
__attribute__((noinline)) float poly(float x, int n) {
  float r = 0.0f;
  for (int i = 0; i < n; ++i) r = r * x + (float)i;
  return r;
}
__attribute__((noinline)) int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
kernel void call_poly(global float *o, int n) { o[gid_x()] = poly(o[gid_x()], n); }
kernel void call_recursive(global int *o) { o[gid_x()] = fib(o[gid_x()] & 15); }
kernel void kernel_calls_kernel(global float *o, int n) { call_poly(o, n + 1); }
