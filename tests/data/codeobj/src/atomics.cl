#include "common.h"
kernel void histogram(global const uchar *data, global volatile uint *bins, uint n) {
  uint i = gid_x();
  if (i < n) __atomic_fetch_add(&bins[data[i]], 1u, __ATOMIC_RELAXED);
}
kernel void atomic_ops(global int *p, global uint *q, int v) {
  __atomic_fetch_add(&p[0], v, __ATOMIC_RELAXED);
  __atomic_fetch_max(&p[1], v, __ATOMIC_SEQ_CST);
  __atomic_fetch_min(&p[2], v, __ATOMIC_ACQUIRE);
  __atomic_exchange_n(&p[3], v, __ATOMIC_RELEASE);
  uint expected = 0u;
  __atomic_compare_exchange_n(&q[0], &expected, (uint)v, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED);
  __atomic_fetch_or(&q[1], 1u << (v & 31), __ATOMIC_RELAXED);
}
kernel void local_atomics(global uint *out) {
  local uint counter;
  if (lid_x() == 0) counter = 0;
  BARRIER();
  __atomic_fetch_add(&counter, 1u, __ATOMIC_RELAXED);
  BARRIER();
  if (lid_x() == 0) out[__builtin_amdgcn_workgroup_id_x()] = counter;
}
