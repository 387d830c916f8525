// clang-flags: -cl-denorms-are-zero
// MODE: built with f32 denormals flushed (the descriptor's FLOAT_DENORM_MODE_32 = 0), and a
// kernel that switches the f32 round mode with s_setreg between its additions.
#include "common.h"

__kernel void ftz_f32(__global const float *a, __global const float *b, __global float *out, int n) {
  int i = get_global_id(0);
  if (i >= n) return;
  float x = a[i], y = b[i];
  out[4 * i + 0] = x + y;
  out[4 * i + 1] = x * y;
  out[4 * i + 2] = __builtin_fmaf(x, y, x);
  out[4 * i + 3] = x - y;
}

// out[4 * i + k] = a[i] + b[i] with MODE.FP_ROUND[1:0] = k; the memory clobbers keep the
// loads and stores of each round between its s_setreg and the next.
__kernel void round_f32(__global const float *a, __global const float *b, __global float *out, int n) {
  int i = get_global_id(0);
  if (i >= n) return;
#define ROUNDED(k)                                                                          \
  __asm__ volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), " #k ::: "memory");       \
  out[4 * i + k] = a[i] + b[i] * a[i];
  ROUNDED(0) ROUNDED(1) ROUNDED(2) ROUNDED(3)
  __asm__ volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0" ::: "memory");
}
