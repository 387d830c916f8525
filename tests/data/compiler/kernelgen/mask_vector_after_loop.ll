; inputs: 4 uint32 per work-item, 256 work-items, 2 uint32 out
; found while adding <N x i1> support (issue 10): a vector compare in a loop with a divergent
; exit, used after the loop, kept each element's mask of the last iteration only (lanes that
; left earlier read other lanes' later masks): the scalarized compare was bound without the
; per-element merge under EXEC that a single i1 gets
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g6 = shl i32 %g, 6
  %id = add i32 %g6, %i
  %b = shl i32 %id, 2
  %e = zext i32 %b to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %e
  %v = load <4 x i32>, ptr addrspace(1) %p, align 16
  %n0 = extractelement <4 x i32> %v, i64 2
  %n = and i32 %n0, 7
  %lo = shufflevector <4 x i32> %v, <4 x i32> poison, <2 x i32> <i32 0, i32 3>
  %lo7 = and <2 x i32> %lo, <i32 7, i32 7>
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %kv = insertelement <2 x i32> poison, i32 %k, i64 0
  %ks = shufflevector <2 x i32> %kv, <2 x i32> poison, <2 x i32> zeroinitializer
  %mk = icmp ult <2 x i32> %lo7, %ks
  %k1 = add i32 %k, 1
  %d = icmp ugt i32 %k1, %n
  br i1 %d, label %exit, label %loop
exit:
  %s = select <2 x i1> %mk, <2 x i32> <i32 5, i32 6>, <2 x i32> <i32 9, i32 10>
  %ob = shl i32 %id, 1
  %oe = zext i32 %ob to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  store <2 x i32> %s, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
