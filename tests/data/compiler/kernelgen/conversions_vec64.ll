; inputs: 4 uint32 per work-item, 512 work-items, 16 uint32 out
; kernelgen --backend amdgcn gfx90a -O3 seeds 16, 21, 27: insertelement of i64 elements at a
; variable index, [su]itofp i32/i64 to half, fpto[su]i float/half to i64 were refused
; (inputs kept in range: an out-of-range fpto[su]i is poison)
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
  %b = load i32, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i64 3
  %c = load i32, ptr addrspace(1) %p3
  %fa = sitofp i32 %a to float
  %fs = fmul float %fa, 1.024000e+03
  %fp = call float @llvm.fabs.f32(float %fs)
  %u0 = fptoui float %fp to i64
  %s0 = fptosi float %fs to i64
  %b16 = trunc i32 %b to i16
  %bf = and i16 %b16, -1025
  %hb = bitcast i16 %bf to half
  %s1 = fptosi half %hb to i64
  %h0 = uitofp i32 %c to half
  %h1 = sitofp i32 %c to half
  %h2 = uitofp i64 %q to half
  %h3 = sitofp i64 %q to half
  %v0 = insertelement <4 x i64> <i64 1, i64 2, i64 3, i64 4>, i64 %q, i32 0
  %ci = and i32 %c, 3
  %v1 = insertelement <4 x i64> %v0, i64 %u0, i32 %ci
  %cj = lshr i32 %c, 2
  %ck = and i32 %cj, 3
  %x = extractelement <4 x i64> %v1, i32 %ck
  %ob = mul i32 %id, 16
  %oe = zext i32 %ob to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  store i64 %u0, ptr addrspace(1) %o, align 4
  %o2 = getelementptr i32, ptr addrspace(1) %o, i64 2
  store i64 %s0, ptr addrspace(1) %o2, align 4
  %o4 = getelementptr i32, ptr addrspace(1) %o, i64 4
  store i64 %s1, ptr addrspace(1) %o4, align 4
  %o6 = getelementptr i32, ptr addrspace(1) %o, i64 6
  store half %h0, ptr addrspace(1) %o6
  %o7 = getelementptr i32, ptr addrspace(1) %o, i64 7
  store half %h1, ptr addrspace(1) %o7
  %o8 = getelementptr i32, ptr addrspace(1) %o, i64 8
  store half %h2, ptr addrspace(1) %o8
  %o9 = getelementptr i32, ptr addrspace(1) %o, i64 9
  store half %h3, ptr addrspace(1) %o9
  %o10 = getelementptr i32, ptr addrspace(1) %o, i64 10
  store i64 %x, ptr addrspace(1) %o10, align 4
  %y = extractelement <4 x i64> %v1, i32 3
  %o12 = getelementptr i32, ptr addrspace(1) %o, i64 12
  store i64 %y, ptr addrspace(1) %o12, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare float @llvm.fabs.f32(float)
