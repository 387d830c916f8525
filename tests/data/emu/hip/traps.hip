// s_trap and s_sendmsg (AMDGPUUsage: Trap Handler ABI): __builtin_trap is llvm.trap
// (s_trap 2, aborts the dispatch), __builtin_debugtrap is llvm.debugtrap (s_trap 3, a no-op
// without a debugger), __builtin_amdgcn_s_sendmsg sends a message.
#define __global__ __attribute__((global))

extern "C" __global__ void trap_if(const int *x, int *out) {
  unsigned i = __builtin_amdgcn_workitem_id_x();
  if (x[i] < 0) __builtin_trap();
  out[i] = x[i] + 1;
}

extern "C" __global__ void debugtrap(const int *x, int *out) {
  unsigned i = __builtin_amdgcn_workitem_id_x();
  __builtin_debugtrap();
  out[i] = x[i] * 2;
}

extern "C" __global__ void sendmsg_interrupt(const int *x, int *out) {
  unsigned i = __builtin_amdgcn_workitem_id_x();
  out[i] = x[i];
  __builtin_amdgcn_s_sendmsg(1, 0);          // MSG_INTERRUPT
}
