; inputs: 4 uint32 per work-item, 256 work-items, 2 uint32 out
; kernelgen --backend amdgcn gfx942/gfx90a -O3 seed 700219: the lane mask of %range's
; successor (s_andn2_b64 after %range's s_cbranch_execz) must stay 0 when an iteration skips
; %range; liveness ignored that skip path, the latch reused the mask's SGPRs for a compare,
; and in the next iteration with no lane in %range, %range.latch ran for the exited lanes and
; overwrote their result with -1 (0xffff instead of 0); fixed in regalloc.py at 173b692
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g6 = shl i32 %g, 6
  %id = add i32 %g6, %i
  %b = shl i32 %id, 2
  %e0 = zext i32 %b to i64
  %p0 = getelementptr i32, ptr addrspace(1) %in, i64 %e0
  %a0 = load i32, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i64 1
  %a1 = load i32, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i64 2
  %a2 = load i32, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i64 3
  %a3 = load i32, ptr addrspace(1) %p3
  %v0 = trunc i32 %a0 to i16
  %v5 = trunc i32 %a2 to i8
  %n = and i32 %a3, 7
  %none = icmp eq i32 %n, 7
  br i1 %none, label %exit, label %pre

pre:
  %v4 = uitofp i32 %a1 to float
  %sad = call i32 @llvm.amdgcn.sad.hi.u8(i32 63, i32 255, i32 32)
  %s1 = shl i32 %sad, 24
  %s2 = ashr exact i32 %s1, 24
  %s3 = trunc nsw i32 %s2 to i16
  %div = or i16 %s3, 1
  br label %loop

loop:
  %k = phi i32 [ 0, %pre ], [ %k1, %latch ]
  %x5 = phi i8 [ %v5, %pre ], [ %x5n, %latch ]
  %x0 = phi i16 [ %v0, %pre ], [ %x0n, %latch ]
  %f5 = sitofp i8 %x5 to float
  %m = fmul float %v4, %f5
  %f0 = uitofp i16 %x0 to float
  %sq = call float @llvm.sqrt.f32(float %f0)
  %q = fdiv float %m, %sq
  %nan = fcmp uno float %q, 0.000000e+00
  br i1 %nan, label %latch, label %range

range:
  %small = fcmp ult float %q, 0x41F0000000000000
  br i1 %small, label %conv, label %latch

conv:
  %neg = fcmp ole float %q, -1.000000e+00
  %u = fptoui float %q to i32
  %c = select i1 %neg, i32 0, i32 %u
  br label %latch

latch:
  %r = phi i32 [ 0, %loop ], [ %c, %conv ], [ -1, %range ]
  %x0n = trunc i32 %r to i16
  %t1 = shl i8 %x5, 1
  %t2 = sext i8 %t1 to i32
  %ix = and i32 %r, 511
  %ixe = zext nneg i32 %ix to i64
  %pl = getelementptr inbounds i64, ptr addrspace(1) %in, i64 %ixe
  %l = load i64, ptr addrspace(1) %pl, align 8
  %lt = trunc i64 %l to i32
  %sh = and i32 %lt, 31
  %t3 = ashr i32 %t2, %sh
  %t4 = trunc nsw i32 %t3 to i16
  %t5 = sdiv i16 %t4, %div
  %x5n = trunc i16 %t5 to i8
  %k1 = add nuw nsw i32 %k, 1
  %kx = xor i32 %n, %k1
  %done = icmp eq i32 %kx, 7
  br i1 %done, label %exit, label %loop

exit:
  %o0 = phi i16 [ %v0, %entry ], [ %x0n, %latch ]
  %o5 = phi i8 [ %v5, %entry ], [ %x5n, %latch ]
  %w0 = zext i16 %o0 to i32
  %w5 = sext i8 %o5 to i32
  %ob = shl i32 %id, 1
  %oe = zext i32 %ob to i64
  %q0 = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  store i32 %w0, ptr addrspace(1) %q0
  %q1 = getelementptr i32, ptr addrspace(1) %q0, i64 1
  store i32 %w5, ptr addrspace(1) %q1
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.sad.hi.u8(i32, i32, i32)
declare float @llvm.sqrt.f32(float)
