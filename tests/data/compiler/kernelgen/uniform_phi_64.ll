; inputs: 2 uint32 per work-item, 40 work-items, 6 uint32 out
; kernelgen --backend amdgcn gfx942 -O3 seed 701423: a phi of a uniform double (one SGPR
; pair, the register class of a lane mask) after a uniform branch was lowered as a lane mask:
; a constant incoming value was moved by s_mov_b64 with its low half as the literal (the
; seed's 0x46293e5939a08cea became 0x39a08cea, 1.0 here becomes 0), and the merge
; d = (d & ~exec) | (s & exec) clears the bits of inactive lanes. Here 40 work-items (EXEC
; partial), a uniform loop of two iterations takes both sides of the uniform branch; %v has
; a constant and a negated uitofp incoming value, %w and %acc are uniform i64. Fixed in
; phis.py (dd73c34): only a p_mask_phi (i1) merges under EXEC
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g6 = shl i32 %g, 6
  %id = add i32 %g6, %i
  %b = shl i32 %id, 1
  %e0 = zext i32 %b to i64
  %p0 = getelementptr i32, ptr addrspace(1) %in, i64 %e0
  %a0 = load i32, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i64 1
  %a1 = load i32, ptr addrspace(1) %p1
  %u = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %a0)
  %u1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %a1)
  %u1z = zext i32 %u1 to i64
  %q = mul i32 %id, 6
  %eq = zext i32 %q to i64
  %o0 = getelementptr i32, ptr addrspace(1) %out, i64 %eq
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %merge ]
  %acc = phi i64 [ %u1z, %entry ], [ %acc1, %merge ]
  %t = xor i32 %u, %k
  %t1 = and i32 %t, 1
  %c = icmp ne i32 %t1, 0
  br i1 %c, label %neg, label %other

neg:
  %ub = and i32 %u, 255
  %uk = add i32 %ub, %k
  %ud = uitofp i32 %uk to double
  %n = fneg double %ud
  %w0 = mul i64 %acc, 4503599627370497
  br label %merge

other:
  %w1 = xor i64 %acc, -6148914691236517206
  br label %merge

merge:
  %v = phi double [ %n, %neg ], [ 1.0, %other ]
  %w = phi i64 [ %w0, %neg ], [ %w1, %other ]
  %k2 = shl i32 %k, 1
  %ek = zext i32 %k2 to i64
  %ok = getelementptr i32, ptr addrspace(1) %o0, i64 %ek
  store double %v, ptr addrspace(1) %ok, align 4
  %acc1 = add i64 %w, 12345678901
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 2
  br i1 %more, label %loop, label %exit

exit:
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i64 4
  store i64 %acc1, ptr addrspace(1) %o4, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
