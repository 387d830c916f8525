#include "common.h"
kernel void divergent(global int *o, global const int *in) {
  uint i = gid_x();
  int v = in[i];
  if (v & 1) v = v * 3 + 1; else v >>= 1;
  while (v > 100) v -= 7;
  o[i] = v;
}
kernel void switch_case(global int *o, int sel) {
  int r;
  switch (sel + (int)lid_x()) {
    case 0: r = 10; break; case 1: r = 22; break; case 2: r = 35; break;
    case 5: r = 71; break; default: r = -1;
  }
  o[gid_x()] = r;
}
kernel void math_fns(global float *o, global double *d) {
  uint i = gid_x();
  o[i] = __builtin_sqrtf(o[i]) + __builtin_amdgcn_exp2f(o[i]) + __builtin_fabsf(o[i]) + __builtin_floorf(o[i]);
  d[i] = __builtin_fma(d[i], d[i], 1.0) / (d[i] + 2.0);
}
