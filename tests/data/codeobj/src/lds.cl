#include "common.h"
kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void reduce64(global const float *in, global float *out) {
  local float buf[64];
  uint l = lid_x();
  buf[l] = in[gid_x()];
  BARRIER();
  for (uint s = 32; s > 0; s >>= 1) {
    if (l < s) buf[l] += buf[l + s];
    BARRIER();
  }
  if (l == 0) out[__builtin_amdgcn_workgroup_id_x()] = buf[0];
}
kernel __attribute__((work_group_size_hint(128, 1, 1)))
void transpose16(global const float *in, global float *out, uint w) {
  local float tile[16][17];
  uint x = __builtin_amdgcn_workitem_id_x(), y = __builtin_amdgcn_workitem_id_y();
  tile[y][x] = in[gid_y() * w + gid_x()];
  BARRIER();
  out[gid_x() * w + gid_y()] = tile[x][y];
}
