; inputs: 2 uint32 per work-item, 512 work-items, 6 uint32 out
; kernelgen --backend amdgcn gfx90a -O0 seed 85: 'fsub double %x, -1.0' was printed as
; 'v_add_f64 d, x, --1.0', which does not assemble; the negation of a negative inline
; constant is written neg(-1.0)
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g6 = shl i32 %g, 6
  %id = add i32 %g6, %i
  %ib = shl i32 %id, 1
  %e = zext i32 %ib to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %e
  %d = load double, ptr addrspace(1) %p, align 4
  %f = load float, ptr addrspace(1) %p
  %h = load half, ptr addrspace(1) %p
  %r = fsub double %d, -1.000000e+00
  %s = fsub float %f, -2.000000e+00
  %t = fsub half %h, 0xHC400
  %ob = mul i32 %id, 6
  %oe = zext i32 %ob to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  store double %r, ptr addrspace(1) %q, align 4
  %q2 = getelementptr i32, ptr addrspace(1) %q, i64 2
  store float %s, ptr addrspace(1) %q2
  %q3 = getelementptr i32, ptr addrspace(1) %q, i64 3
  store half %t, ptr addrspace(1) %q3
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
