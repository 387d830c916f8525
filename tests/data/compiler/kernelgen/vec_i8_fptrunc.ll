; inputs: 4 uint32 per work-item, 512 work-items, 4 uint32 out
; kernelgen --backend amdgcn gfx90a -O3 seed 6: <4 x i8> vectors (a private char array
; promoted to a vector, read and written at variable indices) and fptrunc double to half
; (rounded once, in integer arithmetic) were refused
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g6 = shl i32 %g, 6
  %id = add i32 %g6, %i
  %ib = mul i32 %id, 4
  %e = zext i32 %ib to i64
  %p0 = getelementptr i32, ptr addrspace(1) %in, i64 %e
  %a = load i32, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i64 1
  %b = load i32, ptr addrspace(1) %p1
  %d = load double, ptr addrspace(1) %p1, align 4
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i64 3
  %c = load i32, ptr addrspace(1) %p3
  %v = bitcast i32 %a to <4 x i8>
  %b8 = trunc i32 %b to i8
  %ci = and i32 %c, 3
  %v2 = insertelement <4 x i8> %v, i8 %b8, i32 %ci
  %cj = lshr i32 %c, 8
  %ck = and i32 %cj, 3
  %x = extractelement <4 x i8> %v2, i32 %ck
  %v3 = add <4 x i8> %v2, %v
  %ob = mul i32 %id, 4
  %oe = zext i32 %ob to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  %w = bitcast <4 x i8> %v3 to i32
  store i32 %w, ptr addrspace(1) %o
  %xz = sext i8 %x to i32
  %o1 = getelementptr i32, ptr addrspace(1) %o, i64 1
  store i32 %xz, ptr addrspace(1) %o1
  %h = fptrunc double %d to half
  %o2 = getelementptr i32, ptr addrspace(1) %o, i64 2
  store half %h, ptr addrspace(1) %o2
  %fa = bitcast i32 %a to float
  %fd = fpext float %fa to double
  %h2 = fptrunc double %fd to half
  %o3 = getelementptr i32, ptr addrspace(1) %o, i64 3
  store half %h2, ptr addrspace(1) %o3
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
