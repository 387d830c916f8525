// The bundled demo kernels, compiled with -nogpulib (no device library), so work-item
// indices come from the AMDGPU builtins instead of get_global_id().
//   saxpy:      y[i] = a * x[i] + y[i] over n elements
//   matmul_lds: C = A x B for n x n matrices (n a multiple of 16), staging 16x16 tiles of A
//               and B in LDS between two workgroup barriers

#define GLOBAL_ID_X() (__builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() \
                       + __builtin_amdgcn_workitem_id_x())
#define BARRIER() do { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
                       __builtin_amdgcn_s_barrier(); \
                       __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); } while (0)

__kernel void saxpy(float a, __global const float *x, __global float *y, uint n) {
    uint i = GLOBAL_ID_X();
    if (i < n)
        y[i] = a * x[i] + y[i];
}

#define TILE 16

__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void matmul_lds(__global const float *A, __global const float *B, __global float *C, uint n) {
    __local float As[TILE][TILE];
    __local float Bs[TILE][TILE];
    uint tx = __builtin_amdgcn_workitem_id_x(), ty = __builtin_amdgcn_workitem_id_y();
    uint row = __builtin_amdgcn_workgroup_id_y() * TILE + ty;
    uint col = __builtin_amdgcn_workgroup_id_x() * TILE + tx;
    float acc = 0.0f;
    for (uint t = 0; t < n; t += TILE) {
        As[ty][tx] = A[row * n + t + tx];
        Bs[ty][tx] = B[(t + ty) * n + col];
        BARRIER();
        for (uint k = 0; k < TILE; ++k)
            acc += As[ty][k] * Bs[k][tx];
        BARRIER();
    }
    C[row * n + col] = acc;
}
