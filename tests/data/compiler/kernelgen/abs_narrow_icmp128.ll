; inputs: 4 uint32 per work-item, 512 work-items, 4 uint32 out
; kernelgen --backend amdgcn -O1 gfx90a seeds 2000-2039, -O3 gfx942: llvm.abs.i8/i16 and
; icmp eq/ne on i128 (a 64-bit mul_hi compared) were refused
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g6 = shl i32 %g, 6
  %id = add i32 %g6, %i
  %ib = mul i32 %id, 4
  %e = zext i32 %ib to i64
  %p0 = getelementptr i32, ptr addrspace(1) %in, i64 %e
  %a = load i32, ptr addrspace(1) %p0
  %q = load i64, ptr addrspace(1) %p0, align 4
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i64 2
  %r = load i64, ptr addrspace(1) %p2, align 4
  %a8 = trunc i32 %a to i8
  %x8 = call i8 @llvm.abs.i8(i8 %a8, i1 false)
  %z8 = zext i8 %x8 to i32
  %a16 = lshr i32 %a, 8
  %b16 = trunc i32 %a16 to i16
  %x16 = call i16 @llvm.abs.i16(i16 %b16, i1 false)
  %z16 = sext i16 %x16 to i32
  %qz = zext i64 %q to i128
  %rz = zext i64 %r to i128
  %m = mul i128 %qz, %rz
  %h = lshr i128 %m, 64
  %c1 = icmp eq i128 %h, 0
  %c2 = icmp ne i128 %m, %qz
  %rlo = and i64 %r, 1
  %rr = zext i64 %rlo to i128
  %c3 = icmp eq i128 %rr, 1
  %s1 = select i1 %c1, i32 1, i32 0
  %s2 = select i1 %c2, i32 2, i32 0
  %s3 = select i1 %c3, i32 4, i32 0
  %t = or i32 %s1, %s2
  %t2 = or i32 %t, %s3
  %oe = zext i32 %ib to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  store i32 %z8, ptr addrspace(1) %o
  %o1 = getelementptr i32, ptr addrspace(1) %o, i64 1
  store i32 %z16, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o, i64 2
  store i32 %t2, ptr addrspace(1) %o2
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i8 @llvm.abs.i8(i8, i1)
declare i16 @llvm.abs.i16(i16, i1)
