// Global and LDS atomics, histogram.
#include "common.h"

__kernel void atomic_global(__global int *counters, __global uint *umax, __global int *ret,
                            __global const int *in) {
  int v = in[get_global_id(0)];
  ret[get_global_id(0)] = atomic_add(&counters[0], v);
  atomic_sub(&counters[1], 1);
  atomic_max(&counters[2], v);
  atomic_min(&counters[3], v);
  atomic_or(&counters[4], 1 << (v & 31));
  atomic_xor(&counters[5], v);
  atomic_max(umax, (uint)v);
  atomic_inc(&counters[6]);
}

__kernel void atomic_cmpxchg_lock(__global int *slots, __global int *winner) {
  int g = get_global_id(0);
  int prev = atomic_cmpxchg(&slots[g & 7], 0, g + 1);
  winner[g] = prev;
}

__kernel void atomic_f32(__global float *acc, __global const float *in) {
  __atomic_fetch_add(acc, in[get_global_id(0)], __ATOMIC_RELAXED);
}

__kernel void atomic_i64(__global long *acc, __global const long *in) {
  atomic_add(&acc[0], in[get_global_id(0)]);
  atomic_max(&acc[1], in[get_global_id(0)]);
}

__kernel void atomic_lds(__global const int *in, __global int *out) {
  __local int sum, mx;
  __local uint bits;
  int l = get_local_id(0);
  if (l == 0) { sum = 0; mx = -2147483647 - 1; bits = 0; }
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = in[get_global_id(0)];
  int old = atomic_add(&sum, v);
  atomic_max(&mx, v);
  atomic_or(&bits, 1u << (v & 31));
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    out[3 * get_group_id(0)] = sum;
    out[3 * get_group_id(0) + 1] = mx;
    out[3 * get_group_id(0) + 2] = bits;
  }
  (void)old;
}

__kernel void histogram(__global const uchar *data, __global uint *hist, int n) {
  __local uint h[64];
  int l = get_local_id(0);
  for (int b = l; b < 64; b += get_local_size(0)) h[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = get_global_id(0); i < n; i += get_global_size(0))
    atomic_inc(&h[data[i] & 63]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int b = l; b < 64; b += get_local_size(0)) atomic_add(&hist[b], h[b]);
}
