// Work-item functions for kernels built with -nogpulib (no device library): written with
// clang's AMDGPU builtins over the code object V5 hidden arguments and the dispatch packet.
#ifndef EMU_COMMON_H
#define EMU_COMMON_H

typedef struct {
  uint block_count[3];        // hidden_block_count_x/y/z (full work-groups)
  ushort group_size[3];       // hidden_group_size_x/y/z
  ushort remainder[3];        // hidden_remainder_x/y/z
  ulong reserved[2];
  ulong global_offset[3];     // hidden_global_offset_x/y/z
  ushort grid_dims;           // hidden_grid_dims
} implicit_args_v5;

static inline __constant implicit_args_v5 *emu_implicit(void) {
  return (__constant implicit_args_v5 *)__builtin_amdgcn_implicitarg_ptr();
}

static inline uint emu_local_id(uint d) {
  return d == 0 ? __builtin_amdgcn_workitem_id_x()
       : d == 1 ? __builtin_amdgcn_workitem_id_y()
       : d == 2 ? __builtin_amdgcn_workitem_id_z() : 0;
}
static inline uint emu_group_id(uint d) {
  return d == 0 ? __builtin_amdgcn_workgroup_id_x()
       : d == 1 ? __builtin_amdgcn_workgroup_id_y()
       : d == 2 ? __builtin_amdgcn_workgroup_id_z() : 0;
}
static inline uint emu_enqueued_local_size(uint d) {
  return d < 3 ? emu_implicit()->group_size[d] : 1;
}
static inline uint emu_local_size(uint d) {
  if (d >= 3) return 1;
  __constant implicit_args_v5 *ia = emu_implicit();
  return emu_group_id(d) < ia->block_count[d] ? ia->group_size[d] : ia->remainder[d];
}
static inline uint emu_num_groups(uint d) {
  if (d >= 3) return 1;
  __constant implicit_args_v5 *ia = emu_implicit();
  return ia->block_count[d] + (ia->remainder[d] != 0);
}
static inline size_t emu_global_offset(uint d) {
  return d < 3 ? emu_implicit()->global_offset[d] : 0;
}
static inline size_t emu_global_size(uint d) {
  return d == 0 ? __builtin_amdgcn_grid_size_x()
       : d == 1 ? __builtin_amdgcn_grid_size_y()
       : d == 2 ? __builtin_amdgcn_grid_size_z() : 1;
}
static inline size_t emu_global_id(uint d) {
  return (size_t)emu_group_id(d) * emu_enqueued_local_size(d) + emu_local_id(d)
         + emu_global_offset(d);
}
static inline uint emu_work_dim(void) { return emu_implicit()->grid_dims; }

#define get_global_id(d) emu_global_id(d)
#define get_local_id(d) emu_local_id(d)
#define get_group_id(d) emu_group_id(d)
#define get_local_size(d) emu_local_size(d)
#define get_enqueued_local_size(d) emu_enqueued_local_size(d)
#define get_num_groups(d) emu_num_groups(d)
#define get_global_size(d) emu_global_size(d)
#define get_global_offset(d) emu_global_offset(d)
#define get_work_dim() emu_work_dim()
#define barrier(f)                                          \
  do {                                                      \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");  \
    __builtin_amdgcn_s_barrier();                           \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");  \
  } while (0)

// OpenCL's atomic functions and a few integer/float built-ins, on clang's builtins.
#define atomic_add(p, v) __atomic_fetch_add((p), (v), __ATOMIC_RELAXED)
#define atomic_sub(p, v) __atomic_fetch_sub((p), (v), __ATOMIC_RELAXED)
#define atomic_max(p, v) __atomic_fetch_max((p), (v), __ATOMIC_RELAXED)
#define atomic_min(p, v) __atomic_fetch_min((p), (v), __ATOMIC_RELAXED)
#define atomic_or(p, v) __atomic_fetch_or((p), (v), __ATOMIC_RELAXED)
#define atomic_and(p, v) __atomic_fetch_and((p), (v), __ATOMIC_RELAXED)
#define atomic_xor(p, v) __atomic_fetch_xor((p), (v), __ATOMIC_RELAXED)
#define atomic_xchg(p, v) __atomic_exchange_n((p), (v), __ATOMIC_RELAXED)
#define atomic_inc(p) __atomic_fetch_add((p), 1, __ATOMIC_RELAXED)
static inline int emu_cmpxchg(volatile __global int *p, int cmp, int val) {
  __atomic_compare_exchange_n(p, &cmp, val, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return cmp;
}
#define atomic_cmpxchg(p, c, v) emu_cmpxchg((p), (c), (v))
#define EMU_MAX(a, b) ((a) > (b) ? (a) : (b))
#define EMU_MIN(a, b) ((a) < (b) ? (a) : (b))
#endif
