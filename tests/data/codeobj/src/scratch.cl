#include "common.h"
kernel void private_array(global int *out, int k) {
  int tmp[40];
  for (int j = 0; j < 40; ++j) tmp[j] = j * k;
  out[gid_x()] = tmp[(gid_x() + k) % 40];
}
kernel void dyn_index(global float *out, global const int *idx) {
  float arr[17];
  for (int j = 0; j < 17; ++j) arr[j] = out[j];
  out[gid_x()] = arr[idx[gid_x()] & 15];
}
