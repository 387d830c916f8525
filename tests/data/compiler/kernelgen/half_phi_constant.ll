; inputs: 1 uint32 per work-item, 512 work-items, 2 uint32 out
; kernelgen --backend amdgcn gfx90a -O0 seed 105: a half constant reaching a phi was moved with
; 'v_mov_b32 v, 1.0', which writes f32 1.0 (0x3f800000, low half 0) instead of 0x3c00
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g6 = shl i32 %g, 6
  %id = add i32 %g6, %i
  %e = zext i32 %id to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %e
  %a = load i32, ptr addrspace(1) %p
  %c = icmp ugt i32 %a, 1000
  br i1 %c, label %t, label %f
t:
  br label %m
f:
  %a16 = trunc i32 %a to i16
  %x = bitcast i16 %a16 to half
  %y = fmul half %x, 0xH4200
  br label %m
m:
  %r = phi half [ 0xH3C00, %t ], [ %y, %f ]
  %ob = shl i32 %id, 1
  %oe = zext i32 %ob to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  store half %r, ptr addrspace(1) %q
  %u = icmp ugt i32 %g, 3
  br i1 %u, label %ut, label %uf
ut:
  br label %um
uf:
  br label %um
um:
  %s = phi half [ 0xHC000, %ut ], [ 0xH3800, %uf ]
  %q1 = getelementptr i32, ptr addrspace(1) %q, i64 1
  store half %s, ptr addrspace(1) %q1
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
