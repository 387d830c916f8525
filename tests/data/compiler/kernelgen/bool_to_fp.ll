; inputs: 2 uint32 per work-item, 512 work-items, 8 uint32 out
; kernelgen --backend amdgcn gfx90a -O3 seed 5: uitofp i1 (a lane mask in an SGPR pair) was
; selected as an integer extension, 'v_and_b32 v, 1, s[N:N+1]', which the assembler rejects
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g6 = shl i32 %g, 6
  %id = add i32 %g6, %i
  %ib = mul i32 %id, 2
  %e = zext i32 %ib to i64
  %p0 = getelementptr i32, ptr addrspace(1) %in, i64 %e
  %a = load i32, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i64 1
  %b = load i32, ptr addrspace(1) %p1
  %c = icmp ult i32 %a, %b
  %ob = mul i32 %id, 8
  %oe = zext i32 %ob to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  %d0 = uitofp i1 %c to double
  store double %d0, ptr addrspace(1) %o, align 4
  %d1 = sitofp i1 %c to double
  %o2 = getelementptr i32, ptr addrspace(1) %o, i64 2
  store double %d1, ptr addrspace(1) %o2, align 4
  %f0 = uitofp i1 %c to float
  %o4 = getelementptr i32, ptr addrspace(1) %o, i64 4
  store float %f0, ptr addrspace(1) %o4
  %f1 = sitofp i1 %c to float
  %o5 = getelementptr i32, ptr addrspace(1) %o, i64 5
  store float %f1, ptr addrspace(1) %o5
  %h0 = uitofp i1 %c to half
  %o6 = getelementptr i32, ptr addrspace(1) %o, i64 6
  store half %h0, ptr addrspace(1) %o6
  %h1 = sitofp i1 %c to half
  %o7 = getelementptr i32, ptr addrspace(1) %o, i64 7
  store half %h1, ptr addrspace(1) %o7
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
