; inputs: 1 uint32 per work-item, 512 work-items, 3 uint32 out
; kernelgen --backend amdgcn gfx90a -O1/-O3 seed 244: llvm.amdgcn.readlane.i1 of a divergent
; compare returned the whole lane mask (each lane its own bit) instead of lane 4's bit for
; every lane
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g6 = shl i32 %g, 6
  %id = add i32 %g6, %i
  %e = zext i32 %id to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %e
  %a = load i32, ptr addrspace(1) %p
  %m = and i32 %i, 24
  %c = icmp ne i32 %m, 0
  %r = call i1 @llvm.amdgcn.readlane.i1(i1 %c, i32 4)
  %c2 = icmp ugt i32 %a, 100
  %r2 = call i1 @llvm.amdgcn.readlane.i1(i1 %c2, i32 37)
  %r3 = call i1 @llvm.amdgcn.readfirstlane.i1(i1 %c2)
  %z = zext i1 %r to i32
  %z2 = zext i1 %r2 to i32
  %z3 = zext i1 %r3 to i32
  %ob = mul i32 %id, 3
  %oe = zext i32 %ob to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  store i32 %z, ptr addrspace(1) %q
  %q1 = getelementptr i32, ptr addrspace(1) %q, i64 1
  store i32 %z2, ptr addrspace(1) %q1
  %q2 = getelementptr i32, ptr addrspace(1) %q, i64 2
  store i32 %z3, ptr addrspace(1) %q2
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i1 @llvm.amdgcn.readlane.i1(i1, i32)
declare i1 @llvm.amdgcn.readfirstlane.i1(i1)
