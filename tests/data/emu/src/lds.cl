// LDS tiles with barriers.
#include "common.h"
#define TILE 16

__kernel void matmul_tiled(__global const float *A, __global const float *B, __global float *C,
                           int M, int N, int K) {
  __local float As[TILE][TILE];
  __local float Bs[TILE][TILE];
  int tx = get_local_id(0), ty = get_local_id(1);
  int col = get_group_id(0) * TILE + tx, row = get_group_id(1) * TILE + ty;
  float acc = 0.0f;
  for (int t = 0; t < K; t += TILE) {
    As[ty][tx] = (row < M && t + tx < K) ? A[row * K + t + tx] : 0.0f;
    Bs[ty][tx] = (col < N && t + ty < K) ? B[(t + ty) * N + col] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (row < M && col < N) C[row * N + col] = acc;
}

__kernel void transpose(__global const int *in, __global int *out, int w, int h) {
  __local int tile[TILE][TILE + 1];
  int x = get_global_id(0), y = get_global_id(1);
  int tx = get_local_id(0), ty = get_local_id(1);
  if (x < w && y < h) tile[ty][tx] = in[y * w + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  int ox = get_group_id(1) * TILE + tx, oy = get_group_id(0) * TILE + ty;
  if (ox < h && oy < w) out[oy * h + ox] = tile[tx][ty];
}

__kernel void reverse_groups(__global const float *in, __global float *out) {
  __local float buf[256];
  int l = get_local_id(0), n = get_local_size(0);
  buf[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = buf[n - 1 - l];
}

__kernel void local_arg(__global const int *in, __global int *out, __local int *scratch,
                        __local float *other) {
  int l = get_local_id(0), n = get_local_size(0);
  scratch[l] = in[get_global_id(0)] * 3;
  other[l] = (float)l;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = scratch[(l + 1) % n] + (int)other[n - 1 - l];
}
