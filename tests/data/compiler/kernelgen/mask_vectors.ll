; inputs: 4 uint32 per work-item, 256 work-items, 4 uint32 out
; kernelgen --backend amdgcn gfx942 -O3: <N x i1> vectors were refused beyond element-wise
; compares and selects; bitcast to and from iN, extract/insertelement (constant and variable
; index), shufflevector, select, freeze, and a loop phi used after a divergent loop exit
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
  %w = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %m = icmp ult <4 x i32> %v, %w
  %bits = bitcast <4 x i1> %m to i4
  %bz = zext i4 %bits to i32
  %x = extractelement <4 x i32> %v, i64 0
  %ix = and i32 %x, 3
  %ev = extractelement <4 x i1> %m, i32 %ix
  %ec = extractelement <4 x i1> %m, i64 3
  %evz = zext i1 %ev to i32
  %ecz = zext i1 %ec to i32
  %t0 = shl i32 %evz, 4
  %t1 = shl i32 %ecz, 5
  %r0a = or i32 %bz, %t0
  %r0 = or i32 %r0a, %t1
  %y = extractelement <4 x i32> %v, i64 1
  %y8 = trunc i32 %y to i8
  %mb = bitcast i8 %y8 to <8 x i1>
  %iy = lshr i32 %y, 8
  %iy7 = and i32 %iy, 7
  %mi = insertelement <8 x i1> %mb, i1 %ev, i32 %iy7
  %mc = insertelement <8 x i1> %mi, i1 true, i64 0
  %ms = shufflevector <8 x i1> %mc, <8 x i1> %mb, <8 x i32> <i32 7, i32 9, i32 2, i32 3, i32 12, i32 5, i32 0, i32 15>
  %c = icmp sgt i32 %y, 0
  %msel = select i1 %c, <8 x i1> %ms, <8 x i1> %mb
  %mf = freeze <8 x i1> %msel
  %b8 = bitcast <8 x i1> %mf to i8
  %r1 = zext i8 %b8 to i32
  %n0 = extractelement <4 x i32> %v, i64 2
  %n = and i32 %n0, 7
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi <2 x i1> [ zeroinitializer, %entry ], [ %acc1, %loop ]
  %kv = insertelement <2 x i32> poison, i32 %k, i64 0
  %ks = shufflevector <2 x i32> %kv, <2 x i32> poison, <2 x i32> zeroinitializer
  %lo = shufflevector <4 x i32> %v, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %lo7 = and <2 x i32> %lo, <i32 7, i32 15>
  %mk = icmp eq <2 x i32> %lo7, %ks
  %acc1 = xor <2 x i1> %acc, %mk
  %k1 = add i32 %k, 1
  %d = icmp ugt i32 %k1, %n
  br i1 %d, label %exit, label %loop
exit:
  %a2 = bitcast <2 x i1> %acc1 to i2
  %r2 = zext i2 %a2 to i32
  %any = call i1 @llvm.vector.reduce.or.v2i1(<2 x i1> %acc1)
  %r3 = zext i1 %any to i32
  %ob = shl i32 %id, 2
  %oe = zext i32 %ob to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  store i32 %r0, ptr addrspace(1) %o
  %o1 = getelementptr i32, ptr addrspace(1) %o, i64 1
  store i32 %r1, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o, i64 2
  store i32 %r2, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o, i64 3
  store i32 %r3, ptr addrspace(1) %o3
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i1 @llvm.vector.reduce.or.v2i1(<2 x i1>)
