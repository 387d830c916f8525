; inputs: 8 uint32 per work-item, 128 work-items, 32 uint32 out
; issue 10 class kernel 'subword' at -O3: llvm.vector.reduce.mul.v2i16 was refused; every
; llvm.vector.reduce.* (integer, i1, ordered and reassociable fadd/fmul with their start value,
; fmin/fmax/fminimum/fmaximum) on 8- to 64-bit elements, divergent and uniform
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g6 = shl i32 %g, 6
  %id = add i32 %g6, %i
  %b = shl i32 %id, 3
  %e = zext i32 %b to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %e
  %v = load <4 x i32>, ptr addrspace(1) %p, align 16
  %p4 = getelementptr i32, ptr addrspace(1) %p, i64 4
  %w = load <4 x i32>, ptr addrspace(1) %p4, align 16
  %ob = shl i32 %id, 5
  %oe = zext i32 %ob to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  ; 32-bit integers
  %r0 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  store i32 %r0, ptr addrspace(1) %o
  %r1 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %v)
  %o1 = getelementptr i32, ptr addrspace(1) %o, i64 1
  store i32 %r1, ptr addrspace(1) %o1
  %r2 = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %v)
  %r3 = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %w)
  %r4 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %w)
  %x23 = xor i32 %r2, %r3
  %x234 = add i32 %x23, %r4
  %o2 = getelementptr i32, ptr addrspace(1) %o, i64 2
  store i32 %x234, ptr addrspace(1) %o2
  %r5 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %v)
  %o3 = getelementptr i32, ptr addrspace(1) %o, i64 3
  store i32 %r5, ptr addrspace(1) %o3
  %r6 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %w)
  %o4 = getelementptr i32, ptr addrspace(1) %o, i64 4
  store i32 %r6, ptr addrspace(1) %o4
  %r7 = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %w)
  %o5 = getelementptr i32, ptr addrspace(1) %o, i64 5
  store i32 %r7, ptr addrspace(1) %o5
  %v3 = shufflevector <4 x i32> %v, <4 x i32> %w, <3 x i32> <i32 0, i32 5, i32 2>
  %r8 = call i32 @llvm.vector.reduce.umax.v3i32(<3 x i32> %v3)
  %o6 = getelementptr i32, ptr addrspace(1) %o, i64 6
  store i32 %r8, ptr addrspace(1) %o6
  ; 16-bit and 8-bit integers
  %h = bitcast <4 x i32> %v to <8 x i16>
  %h2 = shufflevector <8 x i16> %h, <8 x i16> poison, <2 x i32> <i32 1, i32 6>
  %r9 = call i16 @llvm.vector.reduce.mul.v2i16(<2 x i16> %h2)
  %r9z = zext i16 %r9 to i32
  %o7 = getelementptr i32, ptr addrspace(1) %o, i64 7
  store i32 %r9z, ptr addrspace(1) %o7
  %r10 = call i16 @llvm.vector.reduce.smin.v8i16(<8 x i16> %h)
  %r10s = sext i16 %r10 to i32
  %o8 = getelementptr i32, ptr addrspace(1) %o, i64 8
  store i32 %r10s, ptr addrspace(1) %o8
  %h3 = shufflevector <8 x i16> %h, <8 x i16> poison, <3 x i32> <i32 0, i32 3, i32 7>
  %r11 = call i16 @llvm.vector.reduce.umax.v3i16(<3 x i16> %h3)
  %r11z = zext i16 %r11 to i32
  %o9 = getelementptr i32, ptr addrspace(1) %o, i64 9
  store i32 %r11z, ptr addrspace(1) %o9
  %c = bitcast <4 x i32> %w to <16 x i8>
  %c4 = shufflevector <16 x i8> %c, <16 x i8> poison, <4 x i32> <i32 0, i32 5, i32 10, i32 15>
  %r12 = call i8 @llvm.vector.reduce.add.v4i8(<4 x i8> %c4)
  %r13 = call i8 @llvm.vector.reduce.smax.v4i8(<4 x i8> %c4)
  %r12z = zext i8 %r12 to i32
  %r13s = sext i8 %r13 to i32
  %r1213 = shl i32 %r13s, 8
  %r1213b = xor i32 %r1213, %r12z
  %o10 = getelementptr i32, ptr addrspace(1) %o, i64 10
  store i32 %r1213b, ptr addrspace(1) %o10
  ; 64-bit integers
  %q = bitcast <4 x i32> %v to <2 x i64>
  %r14 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %q)
  %o11 = getelementptr i32, ptr addrspace(1) %o, i64 11
  store i64 %r14, ptr addrspace(1) %o11, align 4
  %r15 = call i64 @llvm.vector.reduce.umin.v2i64(<2 x i64> %q)
  %o13 = getelementptr i32, ptr addrspace(1) %o, i64 13
  store i64 %r15, ptr addrspace(1) %o13, align 4
  ; i1 lane masks
  %m = icmp ugt <4 x i32> %v, %w
  %r16 = call i1 @llvm.vector.reduce.and.v4i1(<4 x i1> %m)
  %r17 = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %m)
  %r18 = call i1 @llvm.vector.reduce.xor.v4i1(<4 x i1> %m)
  %r19 = call i1 @llvm.vector.reduce.add.v4i1(<4 x i1> %m)
  %s16 = select i1 %r16, i32 1, i32 0
  %s17 = select i1 %r17, i32 2, i32 0
  %s18 = select i1 %r18, i32 4, i32 0
  %s19 = select i1 %r19, i32 8, i32 0
  %s1617 = or i32 %s16, %s17
  %s1819 = or i32 %s18, %s19
  %s16_19 = or i32 %s1617, %s1819
  %o15 = getelementptr i32, ptr addrspace(1) %o, i64 15
  store i32 %s16_19, ptr addrspace(1) %o15
  ; floating point
  %f = bitcast <4 x i32> %v to <4 x float>
  %fw = bitcast <4 x i32> %w to <4 x float>
  %s = extractelement <4 x float> %fw, i64 0
  %r20 = call float @llvm.vector.reduce.fadd.v4f32(float %s, <4 x float> %f)
  %o16 = getelementptr i32, ptr addrspace(1) %o, i64 16
  store float %r20, ptr addrspace(1) %o16
  ; exact sums: a reassociable fadd may be summed in any order (llc's order varies)
  %vb = and <4 x i32> %v, <i32 255, i32 255, i32 255, i32 255>
  %fb = uitofp <4 x i32> %vb to <4 x float>
  %sb = extractelement <4 x float> %fb, i64 3
  %r21 = call reassoc float @llvm.vector.reduce.fadd.v4f32(float %sb, <4 x float> %fb)
  %o17 = getelementptr i32, ptr addrspace(1) %o, i64 17
  store float %r21, ptr addrspace(1) %o17
  %f3 = shufflevector <4 x float> %f, <4 x float> %fw, <3 x i32> <i32 1, i32 2, i32 7>
  %r22 = call float @llvm.vector.reduce.fmul.v3f32(float 1.500000e+00, <3 x float> %f3)
  %o18 = getelementptr i32, ptr addrspace(1) %o, i64 18
  store float %r22, ptr addrspace(1) %o18
  %r23 = call reassoc float @llvm.vector.reduce.fmul.v3f32(float %s, <3 x float> %f3)
  %o19 = getelementptr i32, ptr addrspace(1) %o, i64 19
  store float %r23, ptr addrspace(1) %o19
  %r24 = call float @llvm.vector.reduce.fmin.v4f32(<4 x float> %f)
  %o20 = getelementptr i32, ptr addrspace(1) %o, i64 20
  store float %r24, ptr addrspace(1) %o20
  %r25 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %fw)
  %o21 = getelementptr i32, ptr addrspace(1) %o, i64 21
  store float %r25, ptr addrspace(1) %o21
  %r26 = call float @llvm.vector.reduce.fminimum.v4f32(<4 x float> %f)
  %o22 = getelementptr i32, ptr addrspace(1) %o, i64 22
  store float %r26, ptr addrspace(1) %o22
  %r27 = call float @llvm.vector.reduce.fmaximum.v4f32(<4 x float> %fw)
  %o23 = getelementptr i32, ptr addrspace(1) %o, i64 23
  store float %r27, ptr addrspace(1) %o23
  %fh = bitcast <4 x i32> %w to <8 x half>
  %fh4 = shufflevector <8 x half> %fh, <8 x half> poison, <4 x i32> <i32 0, i32 3, i32 4, i32 6>
  %r28 = call half @llvm.vector.reduce.fadd.v4f16(half 0xH3C00, <4 x half> %fh4)
  %r28i = bitcast half %r28 to i16
  %r28z = zext i16 %r28i to i32
  %o24 = getelementptr i32, ptr addrspace(1) %o, i64 24
  store i32 %r28z, ptr addrspace(1) %o24
  %r29 = call half @llvm.vector.reduce.fmaximum.v4f16(<4 x half> %fh4)
  %r29i = bitcast half %r29 to i16
  %r29z = zext i16 %r29i to i32
  %o25 = getelementptr i32, ptr addrspace(1) %o, i64 25
  store i32 %r29z, ptr addrspace(1) %o25
  %d = bitcast <4 x i32> %w to <2 x double>
  %ds = bitcast i64 %r14 to double
  %r30 = call double @llvm.vector.reduce.fadd.v2f64(double %ds, <2 x double> %d)
  %o26 = getelementptr i32, ptr addrspace(1) %o, i64 26
  store double %r30, ptr addrspace(1) %o26, align 4
  %r31 = call double @llvm.vector.reduce.fminimum.v2f64(<2 x double> %d)
  %o28 = getelementptr i32, ptr addrspace(1) %o, i64 28
  store double %r31, ptr addrspace(1) %o28, align 4
  ; uniform: one work-group's first element
  %gp = getelementptr <4 x i32>, ptr addrspace(1) %in, i32 %g
  %u = load <4 x i32>, ptr addrspace(1) %gp, align 16
  %r32 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %u)
  %r33 = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %u)
  %r3233 = xor i32 %r32, %r33
  %o30 = getelementptr i32, ptr addrspace(1) %o, i64 30
  store i32 %r3233, ptr addrspace(1) %o30
  %uf = bitcast <4 x i32> %u to <4 x float>
  %r34 = call float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %uf)
  %o31 = getelementptr i32, ptr addrspace(1) %o, i64 31
  store float %r34, ptr addrspace(1) %o31
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.and.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umax.v3i32(<3 x i32>)
declare i16 @llvm.vector.reduce.mul.v2i16(<2 x i16>)
declare i16 @llvm.vector.reduce.smin.v8i16(<8 x i16>)
declare i16 @llvm.vector.reduce.umax.v3i16(<3 x i16>)
declare i8 @llvm.vector.reduce.add.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.smax.v4i8(<4 x i8>)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>)
declare i64 @llvm.vector.reduce.umin.v2i64(<2 x i64>)
declare i1 @llvm.vector.reduce.and.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.xor.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.add.v4i1(<4 x i1>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare float @llvm.vector.reduce.fmul.v3f32(float, <3 x float>)
declare float @llvm.vector.reduce.fmin.v4f32(<4 x float>)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)
declare float @llvm.vector.reduce.fminimum.v4f32(<4 x float>)
declare float @llvm.vector.reduce.fmaximum.v4f32(<4 x float>)
declare half @llvm.vector.reduce.fadd.v4f16(half, <4 x half>)
declare half @llvm.vector.reduce.fmaximum.v4f16(<4 x half>)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>)
declare double @llvm.vector.reduce.fminimum.v2f64(<2 x double>)
