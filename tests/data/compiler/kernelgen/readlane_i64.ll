; inputs: 2 uint32 per work-item, 512 work-items, 4 uint32 out
; kernelgen --backend amdgcn gfx900/gfx908 -O3 seeds 3033, 3038: llvm.amdgcn.readlane.i64 of a
; VGPR pair was one 'v_readlane_b32 s, v[N:N+1], 25', which the assembler rejects
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g6 = shl i32 %g, 6
  %id = add i32 %g6, %i
  %ib = mul i32 %id, 2
  %e = zext i32 %ib to i64
  %p0 = getelementptr i32, ptr addrspace(1) %in, i64 %e
  %q = load i64, ptr addrspace(1) %p0, align 4
  %r = call i64 @llvm.amdgcn.readlane.i64(i64 %q, i32 25)
  %d = bitcast i64 %q to double
  %s = call double @llvm.amdgcn.readlane.f64(double %d, i32 63)
  %ob = mul i32 %id, 4
  %oe = zext i32 %ob to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  store i64 %r, ptr addrspace(1) %o, align 4
  %o2 = getelementptr i32, ptr addrspace(1) %o, i64 2
  store double %s, ptr addrspace(1) %o2, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i64 @llvm.amdgcn.readlane.i64(i64, i32)
declare double @llvm.amdgcn.readlane.f64(double, i32)
