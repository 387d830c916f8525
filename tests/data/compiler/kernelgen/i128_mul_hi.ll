; inputs: 4 uint32 per work-item, 512 work-items, 10 uint32 out
; kernelgen --backend amdgcn gfx90a -O3 (seeds 2, 9, 37): the 64-bit mul_hi becomes an i128
; multiply of zext/sext operands shifted right by 64; i128 arithmetic was refused
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g6 = shl i32 %g, 6
  %id = add i32 %g6, %i
  %ib = mul i32 %id, 4
  %e = zext i32 %ib to i64
  %p0 = getelementptr i32, ptr addrspace(1) %in, i64 %e
  %a = load i64, ptr addrspace(1) %p0, align 4
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i64 2
  %b = load i64, ptr addrspace(1) %p2, align 4
  %c = load i32, ptr addrspace(1) %p2
  %az = zext i64 %a to i128
  %bz = zext i64 %b to i128
  %m = mul nuw i128 %az, %bz
  %h = lshr i128 %m, 64
  %hu = trunc i128 %h to i64
  %as = sext i64 %a to i128
  %bs = sext i64 %b to i128
  %ms = mul nsw i128 %as, %bs
  %hs0 = ashr i128 %ms, 64
  %hs = trunc i128 %hs0 to i64
  %cz = zext i32 %c to i128
  %mc = mul nuw nsw i128 %cz, %az
  %hc0 = lshr i128 %mc, 64
  %hc = trunc i128 %hc0 to i16
  %hcz = zext i16 %hc to i32
  %x = add i128 %ms, %m
  %y = shl i128 %x, 37
  %z = xor i128 %y, %as
  %w = ashr i128 %z, 71
  %wt = trunc i128 %w to i64
  %s = sub i128 %mc, %m
  %st = trunc i128 %s to i32
  %ob = mul i32 %id, 10
  %oe = zext i32 %ob to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  store i64 %hu, ptr addrspace(1) %o, align 4
  %o2 = getelementptr i32, ptr addrspace(1) %o, i64 2
  store i64 %hs, ptr addrspace(1) %o2, align 4
  %o4 = getelementptr i32, ptr addrspace(1) %o, i64 4
  store i32 %hcz, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o, i64 5
  store i64 %wt, ptr addrspace(1) %o5, align 4
  %o7 = getelementptr i32, ptr addrspace(1) %o, i64 7
  store i32 %st, ptr addrspace(1) %o7
  %mt = trunc i128 %m to i64
  %o8 = getelementptr i32, ptr addrspace(1) %o, i64 8
  store i64 %mt, ptr addrspace(1) %o8, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
