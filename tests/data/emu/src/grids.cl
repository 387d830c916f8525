// 2D and 3D grids with partial work-groups, global offsets and V5 hidden arguments.
#include "common.h"

__kernel void grid2d(__global int *out, int width, int height) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x < width && y < height) out[y * width + x] = x * 1000 + y;
}

__kernel void grid3d(__global uint *out, uint nx, uint ny, uint nz) {
  uint x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  if (x < nx && y < ny && z < nz)
    out[(z * ny + y) * nx + x] = (get_group_id(2) << 24) | (get_group_id(1) << 16)
                                 | (get_group_id(0) << 8) | (get_local_id(2) << 6)
                                 | (get_local_id(1) << 3) | get_local_id(0);
}

// One record of 12 ints per work-item describing its place in the dispatch.
__kernel void hidden_args(__global int *out) {
  size_t gx = get_global_id(0), gy = get_global_id(1);
  size_t w = get_global_size(0) - get_global_offset(0);
  size_t idx = (gy - get_global_offset(1)) * w + (gx - get_global_offset(0));
  __global int *r = out + 12 * idx;
  r[0] = (int)gx;
  r[1] = (int)gy;
  r[2] = get_local_size(0);
  r[3] = get_local_size(1);
  r[4] = get_enqueued_local_size(0);
  r[5] = get_num_groups(0);
  r[6] = get_num_groups(1);
  r[7] = (int)get_global_size(0);
  r[8] = (int)get_global_size(1);
  r[9] = get_work_dim();
  r[10] = (int)get_global_offset(0);
  r[11] = (int)get_global_offset(1);
}
