#include "common.h"
typedef struct { int a; float b; char c[3]; } pod_t;
kernel void args_mix(global double *out, constant int *tab, char c, uchar uc, short s,
                     ushort us, long l, ulong ul, double d, global half *unused_h, pod_t pod,
                     global int * restrict r, volatile global int *v) {
  uint i = gid_x();
  out[i] = d + l + ul + c + uc + s + us + tab[i & 3] + pod.a + pod.b + pod.c[1] + r[i] + v[i];
}
kernel void vec_args(global int2 *o, int2 a, int3 b, int4 c, int8 e, int16 f) {
  o[gid_x()] = a + b.xy + c.zw + e.s01 + f.sef;
}
kernel void image_like(global uint *dst, local uint *scratchpad, uint n) {
  scratchpad[lid_x()] = n;
  BARRIER();
  dst[gid_x()] = scratchpad[(lid_x() + 1) & 63];
}
