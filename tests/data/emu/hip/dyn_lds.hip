// Dynamic LDS (HIP's extern __shared__, sized at launch by sharedMemBytes): each work-group
// reverses its block of `in` through LDS, adds a value kept in static LDS, and reports the dynamic LDS size it was given
// (hidden_dynamic_lds_size, AMDGPUUsage: Code Object V5 Metadata). Built without HIP headers.
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))

extern "C" __global__ void reverse_dyn(const float *in, float *out, unsigned *lds_size) {
  extern __shared__ float buf[];
  __shared__ float bias[16];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  unsigned n = __builtin_amdgcn_workgroup_size_x();
  unsigned base = __builtin_amdgcn_workgroup_id_x() * n;
  buf[t] = in[base + t];
  if (t < 16) bias[t] = (float)t;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  out[base + t] = buf[n - 1 - t] + bias[t & 15];
  if (base + t == 0) {
    const char *implicit = (const char *)__builtin_amdgcn_implicitarg_ptr();
    *lds_size = *(const unsigned *)(implicit + 120);   // hidden_dynamic_lds_size
  }
}
