; inputs: 4 uint32 per work-item, 512 work-items, 28 uint32 out
; kernelgen --backend amdgcn gfx90a: the most frequent refusals of the first campaign
; (bitreverse i8-i64, i8/i16 funnel shifts, 64-bit saturating add/sub, abs.i64, copysign,
; round, fpext half to double), each result in its own output word
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
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i64 2
  %c = load i32, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i64 3
  %d = load i32, ptr addrspace(1) %p3
  %a64p = getelementptr i32, ptr addrspace(1) %p0, i64 0
  %a64 = load i64, ptr addrspace(1) %a64p
  %b64 = load i64, ptr addrspace(1) %p2
  %ob = mul i32 %id, 28
  %oe = zext i32 %ob to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  %a8 = trunc i32 %a to i8
  %b8 = trunc i32 %b to i8
  %c8 = trunc i32 %c to i8
  %a16 = trunc i32 %a to i16
  %b16 = trunc i32 %b to i16
  %c16 = trunc i32 %c to i16
  %r0 = call i8 @llvm.bitreverse.i8(i8 %a8)
  %z0 = zext i8 %r0 to i32
  store i32 %z0, ptr addrspace(1) %o
  %r1 = call i16 @llvm.bitreverse.i16(i16 %a16)
  %z1 = zext i16 %r1 to i32
  %o1 = getelementptr i32, ptr addrspace(1) %o, i64 1
  store i32 %z1, ptr addrspace(1) %o1
  %r2 = call i32 @llvm.bitreverse.i32(i32 %b)
  %o2 = getelementptr i32, ptr addrspace(1) %o, i64 2
  store i32 %r2, ptr addrspace(1) %o2
  %r3 = call i64 @llvm.bitreverse.i64(i64 %a64)
  %o3 = getelementptr i32, ptr addrspace(1) %o, i64 3
  store i64 %r3, ptr addrspace(1) %o3, align 4
  %r4 = call i8 @llvm.fshl.i8(i8 %a8, i8 %b8, i8 %c8)
  %z4 = zext i8 %r4 to i32
  %o5 = getelementptr i32, ptr addrspace(1) %o, i64 5
  store i32 %z4, ptr addrspace(1) %o5
  %r5 = call i8 @llvm.fshr.i8(i8 %a8, i8 %b8, i8 %c8)
  %z5 = zext i8 %r5 to i32
  %o6 = getelementptr i32, ptr addrspace(1) %o, i64 6
  store i32 %z5, ptr addrspace(1) %o6
  %r6 = call i16 @llvm.fshl.i16(i16 %a16, i16 %b16, i16 %c16)
  %z6 = zext i16 %r6 to i32
  %o7 = getelementptr i32, ptr addrspace(1) %o, i64 7
  store i32 %z6, ptr addrspace(1) %o7
  %r7 = call i16 @llvm.fshr.i16(i16 %a16, i16 %b16, i16 %c16)
  %z7 = zext i16 %r7 to i32
  %o8 = getelementptr i32, ptr addrspace(1) %o, i64 8
  store i32 %z7, ptr addrspace(1) %o8
  %r8 = call i64 @llvm.uadd.sat.i64(i64 %a64, i64 %b64)
  %o9 = getelementptr i32, ptr addrspace(1) %o, i64 9
  store i64 %r8, ptr addrspace(1) %o9, align 4
  %r9 = call i64 @llvm.usub.sat.i64(i64 %a64, i64 %b64)
  %o11 = getelementptr i32, ptr addrspace(1) %o, i64 11
  store i64 %r9, ptr addrspace(1) %o11, align 4
  %r10 = call i64 @llvm.sadd.sat.i64(i64 %a64, i64 %b64)
  %o13 = getelementptr i32, ptr addrspace(1) %o, i64 13
  store i64 %r10, ptr addrspace(1) %o13, align 4
  %r11 = call i64 @llvm.ssub.sat.i64(i64 %a64, i64 %b64)
  %o15 = getelementptr i32, ptr addrspace(1) %o, i64 15
  store i64 %r11, ptr addrspace(1) %o15, align 4
  %r12 = call i64 @llvm.abs.i64(i64 %b64, i1 false)
  %o17 = getelementptr i32, ptr addrspace(1) %o, i64 17
  store i64 %r12, ptr addrspace(1) %o17, align 4
  %fa = bitcast i32 %a to float
  %fb = bitcast i32 %b to float
  %r13 = call float @llvm.copysign.f32(float %fa, float %fb)
  %r14 = call float @llvm.round.f32(float %fa)
  %h = bitcast i16 %a16 to half
  %hb = bitcast i16 %b16 to half
  %r15 = call half @llvm.copysign.f16(half %h, half %hb)
  %r16 = call half @llvm.round.f16(half %h)
  %da = bitcast i64 %a64 to double
  %db = bitcast i64 %b64 to double
  %r17 = call double @llvm.round.f64(double %da)
  %r18 = call double @llvm.copysign.f64(double %da, double %db)
  %r19 = fpext half %hb to double
  %o19 = getelementptr i32, ptr addrspace(1) %o, i64 19
  store float %r13, ptr addrspace(1) %o19
  %o20 = getelementptr i32, ptr addrspace(1) %o, i64 20
  store float %r14, ptr addrspace(1) %o20
  %hh = insertelement <2 x half> poison, half %r15, i32 0
  %hh2 = insertelement <2 x half> %hh, half %r16, i32 1
  %o21 = getelementptr i32, ptr addrspace(1) %o, i64 21
  store <2 x half> %hh2, ptr addrspace(1) %o21
  %o22 = getelementptr i32, ptr addrspace(1) %o, i64 22
  store double %r17, ptr addrspace(1) %o22, align 4
  %o24 = getelementptr i32, ptr addrspace(1) %o, i64 24
  store double %r18, ptr addrspace(1) %o24, align 4
  %o26 = getelementptr i32, ptr addrspace(1) %o, i64 26
  store double %r19, ptr addrspace(1) %o26, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i8 @llvm.bitreverse.i8(i8)
declare i16 @llvm.bitreverse.i16(i16)
declare i32 @llvm.bitreverse.i32(i32)
declare i64 @llvm.bitreverse.i64(i64)
declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i8 @llvm.fshr.i8(i8, i8, i8)
declare i16 @llvm.fshl.i16(i16, i16, i16)
declare i16 @llvm.fshr.i16(i16, i16, i16)
declare i64 @llvm.uadd.sat.i64(i64, i64)
declare i64 @llvm.usub.sat.i64(i64, i64)
declare i64 @llvm.sadd.sat.i64(i64, i64)
declare i64 @llvm.ssub.sat.i64(i64, i64)
declare i64 @llvm.abs.i64(i64, i1)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.round.f32(float)
declare half @llvm.copysign.f16(half, half)
declare half @llvm.round.f16(half)
declare double @llvm.round.f64(double)
declare double @llvm.copysign.f64(double, double)
