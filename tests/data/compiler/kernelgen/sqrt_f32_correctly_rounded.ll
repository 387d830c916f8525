; inputs: 1 uint32 per work-item, 512 work-items, 1 uint32 out
; kernelgen --backend amdgcn gfx90a -O3 seed 13: llvm.sqrt.f32 without !fpmath is correctly rounded (v_sqrt_f32 alone is 1 ulp)
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g6 = shl i32 %g, 6
  %id = add i32 %g6, %i
  %e = zext i32 %id to i64
  %pp = getelementptr float, ptr addrspace(1) %in, i64 %e
  %x = load float, ptr addrspace(1) %pp
  %s = call float @llvm.sqrt.f32(float %x)
  %qq = getelementptr float, ptr addrspace(1) %out, i64 %e
  store float %s, ptr addrspace(1) %qq
  ret void
}
declare float @llvm.sqrt.f32(float)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
