/* Helpers for the codeobj fixtures: built with -nogpulib, so no OpenCL work-item library. */
static inline uint gid_x(void) {
  return __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
         __builtin_amdgcn_workitem_id_x();
}
static inline uint gid_y(void) {
  return __builtin_amdgcn_workgroup_id_y() * __builtin_amdgcn_workgroup_size_y() +
         __builtin_amdgcn_workitem_id_y();
}
static inline uint lid_x(void) { return __builtin_amdgcn_workitem_id_x(); }
/* A work-group barrier with LDS visibility, without the OpenCL library. */
#define BARRIER()                                                  \
  do {                                                             \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");         \
    __builtin_amdgcn_s_barrier();                                  \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");         \
  } while (0)
