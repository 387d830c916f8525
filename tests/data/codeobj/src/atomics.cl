#include "common.h"
kernel void histogram(global const uchar *data, global volatile uint *bins, uint n) {
  uint i = gid_x();
  if (i < n) atomic_inc(&bins[data[i]]);
}
kernel void atomic_ops(global int *p, global uint *q, int v) {
  atomic_add(&p[0], v);
  atomic_max(&p[1], v);
  atomic_min(&p[2], v);
  atomic_xchg(&p[3], v);
  atomic_cmpxchg(&q[0], 0u, (uint)v);
  atomic_or(&q[1], 1u << (v & 31));
}
kernel void local_atomics(global uint *out) {
  local uint counter;
  if (lid_x() == 0) counter = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&counter, 1u);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid_x() == 0) out[__builtin_amdgcn_workgroup_id_x()] = counter;
}
