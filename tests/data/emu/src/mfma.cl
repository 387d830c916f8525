// MFMA builtins: one wave computes one tile.
#include "common.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef float float16_t __attribute__((ext_vector_type(16)));
typedef float float4_t __attribute__((ext_vector_type(4)));
typedef half half4_t __attribute__((ext_vector_type(4)));
typedef double double4_t __attribute__((ext_vector_type(4)));
// gfx908 (MI100) has the f32, f16, bf16 and i8 MFMA but no f64 MFMA (gfx90a and gfx940+ have
// them): its build leaves the f64 kernels out
#if !defined(__gfx908__)
#define EMU_HAS_MFMA_F64 1
#endif

// D(32x32) = A(32x8) * B(8x32): lane l holds A[l%32][4*(l/32)+j], B[4*(l/32)+j][l%32].
__kernel void mfma_32x32x8f16(__global const half *A, __global const half *B, __global float *D) {
  int l = get_local_id(0);
  half4_t a, b;
  for (int j = 0; j < 4; ++j) {
    a[j] = A[(l % 32) * 8 + 4 * (l / 32) + j];
    b[j] = B[(4 * (l / 32) + j) * 32 + l % 32];
  }
  float16_t c = 0;
  c = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, c, 0, 0, 0);
  for (int j = 0; j < 16; ++j) {
    int row = 8 * (j / 4) + 4 * (l / 32) + j % 4;
    D[row * 32 + l % 32] = c[j];
  }
}

// D(16x16) = A(16x16) * B(16x16): lane l holds A[l%16][4*(l/16)+j], B[4*(l/16)+j][l%16].
__kernel void mfma_16x16x16f16(__global const half *A, __global const half *B, __global float *D) {
  int l = get_local_id(0);
  half4_t a, b;
  for (int j = 0; j < 4; ++j) {
    a[j] = A[(l % 16) * 16 + 4 * (l / 16) + j];
    b[j] = B[(4 * (l / 16) + j) * 16 + l % 16];
  }
  float4_t c = 0;
  c = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, c, 0, 0, 0);
  for (int j = 0; j < 4; ++j) D[(4 * (l / 16) + j) * 16 + l % 16] = c[j];
}

// D(32x32) += A(32x2) * B(2x32): lane l holds A[l%32][l/32], B[l/32][l%32].
__kernel void mfma_32x32x2f32(__global const float *A, __global const float *B, __global float *D) {
  int l = get_local_id(0);
  float16_t c;
  for (int j = 0; j < 16; ++j) c[j] = D[(8 * (j / 4) + 4 * (l / 32) + j % 4) * 32 + l % 32];
  c = __builtin_amdgcn_mfma_f32_32x32x2f32(A[(l % 32) * 2 + l / 32], B[(l / 32) * 32 + l % 32], c, 0, 0, 0);
  for (int j = 0; j < 16; ++j) D[(8 * (j / 4) + 4 * (l / 32) + j % 4) * 32 + l % 32] = c[j];
}

#ifdef EMU_HAS_MFMA_F64
// D(16x16) = A(16x4) * B(4x16) in f64: lane l holds A[l%16][l/16], B[l/16][l%16]; result
// register pair j of lane l holds D[4j + l/16][l%16] (64-bit results: one-row multi-rows).
__kernel void mfma_16x16x4f64(__global const double *A, __global const double *B, __global double *D) {
  int l = get_local_id(0);
  double4_t c = 0;
  c = __builtin_amdgcn_mfma_f64_16x16x4f64(A[(l % 16) * 4 + l / 16], B[(l / 16) * 16 + l % 16], c, 0, 0, 0);
  for (int j = 0; j < 4; ++j) D[(4 * j + l / 16) * 16 + l % 16] = c[j];
}
#endif

// Multi-block shapes with the broadcast controls: every lane passes its A, B and C registers
// straight from memory laid out [register][lane] and stores D the same way; the test builds
// the matrices from the register layouts.
typedef float float32_t __attribute__((ext_vector_type(32)));
typedef int int16_t __attribute__((ext_vector_type(16)));

__kernel void mfma_4x4x1f32_bcast(__global const float *A, __global const float *B,
                                  __global const float *C, __global float *D) {
  int l = get_local_id(0);
  float4_t c;
  for (int j = 0; j < 4; ++j) c[j] = C[j * 64 + l];
  c = __builtin_amdgcn_mfma_f32_4x4x1f32(A[l], B[l], c, 2, 1, 3);
  for (int j = 0; j < 4; ++j) D[j * 64 + l] = c[j];
}

__kernel void mfma_16x16x1f32_bcast(__global const float *A, __global const float *B,
                                    __global const float *C, __global float *D) {
  int l = get_local_id(0);
  float16_t c;
  for (int j = 0; j < 16; ++j) c[j] = C[j * 64 + l];
  c = __builtin_amdgcn_mfma_f32_16x16x1f32(A[l], B[l], c, 1, 1, 5);
  for (int j = 0; j < 16; ++j) D[j * 64 + l] = c[j];
}

__kernel void mfma_32x32x1f32_plain(__global const float *A, __global const float *B,
                                    __global const float *C, __global float *D) {
  int l = get_local_id(0);
  float32_t c;
  for (int j = 0; j < 32; ++j) c[j] = C[j * 64 + l];
  c = __builtin_amdgcn_mfma_f32_32x32x1f32(A[l], B[l], c, 0, 0, 2);
  for (int j = 0; j < 32; ++j) D[j * 64 + l] = c[j];
}

__kernel void mfma_4x4x4f16_bcast(__global const half *A, __global const half *B,
                                  __global const float *C, __global float *D) {
  int l = get_local_id(0);
  half4_t a, b;
  for (int e = 0; e < 4; ++e) { a[e] = A[l * 4 + e]; b[e] = B[l * 4 + e]; }
  float4_t c;
  for (int j = 0; j < 4; ++j) c[j] = C[j * 64 + l];
  c = __builtin_amdgcn_mfma_f32_4x4x4f16(a, b, c, 4, 9, 7);
  for (int j = 0; j < 4; ++j) D[j * 64 + l] = c[j];
}

__kernel void mfma_16x16x4i8_bcast(__global const int *A, __global const int *B,
                                   __global const int *C, __global int *D) {
  int l = get_local_id(0);
  int16_t c;
  for (int j = 0; j < 16; ++j) c[j] = C[j * 64 + l];
  c = __builtin_amdgcn_mfma_i32_16x16x4i8(A[l], B[l], c, 2, 3, 1);
  for (int j = 0; j < 16; ++j) D[j * 64 + l] = c[j];
}

#ifdef EMU_HAS_MFMA_F64
__kernel void mfma_4x4x4f64_plain(__global const double *A, __global const double *B,
                                  __global const double *C, __global double *D) {
  int l = get_local_id(0);
  D[l] = __builtin_amdgcn_mfma_f64_4x4x4f64(A[l], B[l], C[l], 0, 0, 0);
}
#endif

// C(MxN) = A(MxK) * B(KxN), f16 in, f32 out, row-major: one wave (work-group of 64) per 32x32
// tile of C, the K loop in steps of 8 with v_mfma_f32_32x32x8f16 (tile (x, y) = group ids).
__kernel void mfma_gemm_f16(__global const half *A, __global const half *B, __global float *C,
                            int M, int N, int K) {
  int l = get_local_id(0);
  int row0 = get_group_id(1) * 32, col0 = get_group_id(0) * 32;
  float16_t c = 0;
  for (int k0 = 0; k0 < K; k0 += 8) {
    half4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[(row0 + l % 32) * K + k0 + 4 * (l / 32) + j];
      b[j] = B[(k0 + 4 * (l / 32) + j) * N + col0 + l % 32];
    }
    c = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, c, 0, 0, 0);
  }
  for (int j = 0; j < 16; ++j)
    C[(row0 + 8 * (j / 4) + 4 * (l / 32) + j % 4) * N + col0 + l % 32] = c[j];
}
