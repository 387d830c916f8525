#include "common.h"
typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v16f __attribute__((ext_vector_type(16)));
kernel void mfma_4x4(global v4f *c, global const float *a, global const float *b) {
  uint i = gid_x();
  v4f acc = c[i];
  acc = __builtin_amdgcn_mfma_f32_4x4x1f32(a[i], b[i], acc, 0, 0, 0);
  c[i] = acc;
}
kernel void mfma_32x32(global v16f *c, global const float *a, global const float *b) {
  uint i = gid_x();
  v16f acc = c[i];
  for (int k = 0; k < 4; ++k)
    acc = __builtin_amdgcn_mfma_f32_32x32x2f32(a[i + k], b[i + k], acc, 0, 0, 0);
  c[i] = acc;
}
