// Reductions: LDS tree, ds_swizzle, ds_bpermute, DPP, readlane.
#include "common.h"

__kernel void reduce_lds(__global const float *in, __global float *out, int n) {
  __local float s[256];
  int l = get_local_id(0), g = get_global_id(0);
  s[l] = g < n ? in[g] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int stride = get_local_size(0) / 2; stride > 0; stride >>= 1) {
    if (l < stride) s[l] += s[l + stride];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) out[get_group_id(0)] = s[0];
}

// Butterfly within groups of 32 lanes using the ds_swizzle bit mode (xor masks 1..16).
__kernel void reduce_swizzle(__global const int *in, __global int *out) {
  int v = in[get_global_id(0)];
  v += __builtin_amdgcn_ds_swizzle(v, 0x041f);
  v += __builtin_amdgcn_ds_swizzle(v, 0x081f);
  v += __builtin_amdgcn_ds_swizzle(v, 0x101f);
  v += __builtin_amdgcn_ds_swizzle(v, 0x201f);
  v += __builtin_amdgcn_ds_swizzle(v, 0x401f);
  out[get_global_id(0)] = v;
}

__kernel void reduce_bpermute(__global const int *in, __global int *out) {
  int v = in[get_global_id(0)];
  int lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  for (int m = 32; m > 0; m >>= 1)
    v += __builtin_amdgcn_ds_bpermute((lane ^ m) << 2, v);
  out[get_global_id(0)] = v;
}

__kernel void permute_rotate(__global const int *in, __global int *out) {
  int v = in[get_global_id(0)];
  int lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  out[get_global_id(0)] = __builtin_amdgcn_ds_permute(((lane + 5) & 63) << 2, v);
}

// Wave sum with DPP row shifts then readlane.
__kernel void reduce_dpp(__global const int *in, __global int *out) {
  int v = in[get_global_id(0)];
  v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false); // row_shr:1
  v += __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, false); // row_shr:2
  v += __builtin_amdgcn_update_dpp(0, v, 0x114, 0xf, 0xf, false); // row_shr:4
  v += __builtin_amdgcn_update_dpp(0, v, 0x118, 0xf, 0xf, false); // row_shr:8
  int total = __builtin_amdgcn_readlane(v, 15) + __builtin_amdgcn_readlane(v, 31)
            + __builtin_amdgcn_readlane(v, 47) + __builtin_amdgcn_readlane(v, 63);
  out[get_global_id(0)] = v * 1000 + total;
}

__kernel void dpp_quad(__global const int *in, __global int *out) {
  int v = in[get_global_id(0)];
  int a = __builtin_amdgcn_mov_dpp(v, 0x1b, 0xf, 0xf, false);   // quad_perm:[3,2,1,0]
  int b = __builtin_amdgcn_update_dpp(-1, v, 0x138, 0xf, 0xf, false); // row_ror:8
  int c = __builtin_amdgcn_update_dpp(7, v, 0x101, 0xf, 0xf, true);  // row_shl:1 bound_ctrl
  out[3 * get_global_id(0)] = a;
  out[3 * get_global_id(0) + 1] = b;
  out[3 * get_global_id(0) + 2] = c;
}
