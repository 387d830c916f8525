; inputs: 4 uint32 per work-item, 128 work-items, 28 uint32 out
; kernelgen --backend amdgcn gfx942/gfx908 -O3: llvm.umul.with.overflow.i32/i64 were refused;
; every llvm.{u,s}{add,sub,mul}.with.overflow on i16, i32 and i64, divergent and uniform
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g6 = shl i32 %g, 6
  %id = add i32 %g6, %i
  %b = shl i32 %id, 2
  %e = zext i32 %b to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %e
  %p1 = getelementptr i32, ptr addrspace(1) %p, i64 1
  %p2 = getelementptr i32, ptr addrspace(1) %p, i64 2
  %a0 = load i32, ptr addrspace(1) %p
  %a1 = load i32, ptr addrspace(1) %p1
  %a2 = load i32, ptr addrspace(1) %p2
  %ob = mul i32 %id, 28
  %oe = zext i32 %ob to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  %uadd16.a = trunc i32 %a0 to i16
  %uadd16.b = trunc i32 %a2 to i16
  %uadd16.s = call {i16, i1} @llvm.uadd.with.overflow.i16(i16 %uadd16.a, i16 %uadd16.b)
  %uadd16.r = extractvalue {i16, i1} %uadd16.s, 0
  %uadd16.o = extractvalue {i16, i1} %uadd16.s, 1
  %uadd16.oz = zext i1 %uadd16.o to i32
  %uadd16.rz = zext i16 %uadd16.r to i32
  %uadd16.sh = shl i32 %uadd16.oz, 31
  %uadd16.w = xor i32 %uadd16.rz, %uadd16.sh
  %uadd16.q = getelementptr i32, ptr addrspace(1) %o, i64 0
  store i32 %uadd16.w, ptr addrspace(1) %uadd16.q
  %sadd16.a = trunc i32 %a0 to i16
  %sadd16.b = trunc i32 %a2 to i16
  %sadd16.s = call {i16, i1} @llvm.sadd.with.overflow.i16(i16 %sadd16.a, i16 %sadd16.b)
  %sadd16.r = extractvalue {i16, i1} %sadd16.s, 0
  %sadd16.o = extractvalue {i16, i1} %sadd16.s, 1
  %sadd16.oz = zext i1 %sadd16.o to i32
  %sadd16.rz = zext i16 %sadd16.r to i32
  %sadd16.sh = shl i32 %sadd16.oz, 31
  %sadd16.w = xor i32 %sadd16.rz, %sadd16.sh
  %sadd16.q = getelementptr i32, ptr addrspace(1) %o, i64 1
  store i32 %sadd16.w, ptr addrspace(1) %sadd16.q
  %usub16.a = trunc i32 %a0 to i16
  %usub16.b = trunc i32 %a2 to i16
  %usub16.s = call {i16, i1} @llvm.usub.with.overflow.i16(i16 %usub16.a, i16 %usub16.b)
  %usub16.r = extractvalue {i16, i1} %usub16.s, 0
  %usub16.o = extractvalue {i16, i1} %usub16.s, 1
  %usub16.oz = zext i1 %usub16.o to i32
  %usub16.rz = zext i16 %usub16.r to i32
  %usub16.sh = shl i32 %usub16.oz, 31
  %usub16.w = xor i32 %usub16.rz, %usub16.sh
  %usub16.q = getelementptr i32, ptr addrspace(1) %o, i64 2
  store i32 %usub16.w, ptr addrspace(1) %usub16.q
  %ssub16.a = trunc i32 %a0 to i16
  %ssub16.b = trunc i32 %a2 to i16
  %ssub16.s = call {i16, i1} @llvm.ssub.with.overflow.i16(i16 %ssub16.a, i16 %ssub16.b)
  %ssub16.r = extractvalue {i16, i1} %ssub16.s, 0
  %ssub16.o = extractvalue {i16, i1} %ssub16.s, 1
  %ssub16.oz = zext i1 %ssub16.o to i32
  %ssub16.rz = zext i16 %ssub16.r to i32
  %ssub16.sh = shl i32 %ssub16.oz, 31
  %ssub16.w = xor i32 %ssub16.rz, %ssub16.sh
  %ssub16.q = getelementptr i32, ptr addrspace(1) %o, i64 3
  store i32 %ssub16.w, ptr addrspace(1) %ssub16.q
  %umul16.a = trunc i32 %a0 to i16
  %umul16.b = trunc i32 %a2 to i16
  %umul16.s = call {i16, i1} @llvm.umul.with.overflow.i16(i16 %umul16.a, i16 %umul16.b)
  %umul16.r = extractvalue {i16, i1} %umul16.s, 0
  %umul16.o = extractvalue {i16, i1} %umul16.s, 1
  %umul16.oz = zext i1 %umul16.o to i32
  %umul16.rz = zext i16 %umul16.r to i32
  %umul16.sh = shl i32 %umul16.oz, 31
  %umul16.w = xor i32 %umul16.rz, %umul16.sh
  %umul16.q = getelementptr i32, ptr addrspace(1) %o, i64 4
  store i32 %umul16.w, ptr addrspace(1) %umul16.q
  %smul16.a = trunc i32 %a0 to i16
  %smul16.b = trunc i32 %a2 to i16
  %smul16.s = call {i16, i1} @llvm.smul.with.overflow.i16(i16 %smul16.a, i16 %smul16.b)
  %smul16.r = extractvalue {i16, i1} %smul16.s, 0
  %smul16.o = extractvalue {i16, i1} %smul16.s, 1
  %smul16.oz = zext i1 %smul16.o to i32
  %smul16.rz = zext i16 %smul16.r to i32
  %smul16.sh = shl i32 %smul16.oz, 31
  %smul16.w = xor i32 %smul16.rz, %smul16.sh
  %smul16.q = getelementptr i32, ptr addrspace(1) %o, i64 5
  store i32 %smul16.w, ptr addrspace(1) %smul16.q
  %uadd32.a = add i32 %a0, 0
  %uadd32.b = add i32 %a1, 0
  %uadd32.s = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %uadd32.a, i32 %uadd32.b)
  %uadd32.r = extractvalue {i32, i1} %uadd32.s, 0
  %uadd32.o = extractvalue {i32, i1} %uadd32.s, 1
  %uadd32.oz = zext i1 %uadd32.o to i32
  %uadd32.sh = shl i32 %uadd32.oz, 31
  %uadd32.w = xor i32 %uadd32.r, %uadd32.sh
  %uadd32.q = getelementptr i32, ptr addrspace(1) %o, i64 6
  store i32 %uadd32.w, ptr addrspace(1) %uadd32.q
  %sadd32.a = add i32 %a0, 0
  %sadd32.b = add i32 %a1, 0
  %sadd32.s = call {i32, i1} @llvm.sadd.with.overflow.i32(i32 %sadd32.a, i32 %sadd32.b)
  %sadd32.r = extractvalue {i32, i1} %sadd32.s, 0
  %sadd32.o = extractvalue {i32, i1} %sadd32.s, 1
  %sadd32.oz = zext i1 %sadd32.o to i32
  %sadd32.sh = shl i32 %sadd32.oz, 31
  %sadd32.w = xor i32 %sadd32.r, %sadd32.sh
  %sadd32.q = getelementptr i32, ptr addrspace(1) %o, i64 7
  store i32 %sadd32.w, ptr addrspace(1) %sadd32.q
  %usub32.a = add i32 %a0, 0
  %usub32.b = add i32 %a1, 0
  %usub32.s = call {i32, i1} @llvm.usub.with.overflow.i32(i32 %usub32.a, i32 %usub32.b)
  %usub32.r = extractvalue {i32, i1} %usub32.s, 0
  %usub32.o = extractvalue {i32, i1} %usub32.s, 1
  %usub32.oz = zext i1 %usub32.o to i32
  %usub32.sh = shl i32 %usub32.oz, 31
  %usub32.w = xor i32 %usub32.r, %usub32.sh
  %usub32.q = getelementptr i32, ptr addrspace(1) %o, i64 8
  store i32 %usub32.w, ptr addrspace(1) %usub32.q
  %ssub32.a = add i32 %a0, 0
  %ssub32.b = add i32 %a1, 0
  %ssub32.s = call {i32, i1} @llvm.ssub.with.overflow.i32(i32 %ssub32.a, i32 %ssub32.b)
  %ssub32.r = extractvalue {i32, i1} %ssub32.s, 0
  %ssub32.o = extractvalue {i32, i1} %ssub32.s, 1
  %ssub32.oz = zext i1 %ssub32.o to i32
  %ssub32.sh = shl i32 %ssub32.oz, 31
  %ssub32.w = xor i32 %ssub32.r, %ssub32.sh
  %ssub32.q = getelementptr i32, ptr addrspace(1) %o, i64 9
  store i32 %ssub32.w, ptr addrspace(1) %ssub32.q
  %umul32.a = add i32 %a0, 0
  %umul32.b = add i32 %a1, 0
  %umul32.s = call {i32, i1} @llvm.umul.with.overflow.i32(i32 %umul32.a, i32 %umul32.b)
  %umul32.r = extractvalue {i32, i1} %umul32.s, 0
  %umul32.o = extractvalue {i32, i1} %umul32.s, 1
  %umul32.oz = zext i1 %umul32.o to i32
  %umul32.sh = shl i32 %umul32.oz, 31
  %umul32.w = xor i32 %umul32.r, %umul32.sh
  %umul32.q = getelementptr i32, ptr addrspace(1) %o, i64 10
  store i32 %umul32.w, ptr addrspace(1) %umul32.q
  %smul32.a = add i32 %a0, 0
  %smul32.b = add i32 %a1, 0
  %smul32.s = call {i32, i1} @llvm.smul.with.overflow.i32(i32 %smul32.a, i32 %smul32.b)
  %smul32.r = extractvalue {i32, i1} %smul32.s, 0
  %smul32.o = extractvalue {i32, i1} %smul32.s, 1
  %smul32.oz = zext i1 %smul32.o to i32
  %smul32.sh = shl i32 %smul32.oz, 31
  %smul32.w = xor i32 %smul32.r, %smul32.sh
  %smul32.q = getelementptr i32, ptr addrspace(1) %o, i64 11
  store i32 %smul32.w, ptr addrspace(1) %smul32.q
  %uadd64.a = load i64, ptr addrspace(1) %p, align 4
  %uadd64.b = load i64, ptr addrspace(1) %p2, align 4
  %uadd64.s = call {i64, i1} @llvm.uadd.with.overflow.i64(i64 %uadd64.a, i64 %uadd64.b)
  %uadd64.r = extractvalue {i64, i1} %uadd64.s, 0
  %uadd64.o = extractvalue {i64, i1} %uadd64.s, 1
  %uadd64.oz = zext i1 %uadd64.o to i32
  %uadd64.lo = trunc i64 %uadd64.r to i32
  %uadd64.hs = lshr i64 %uadd64.r, 32
  %uadd64.hi = trunc i64 %uadd64.hs to i32
  %uadd64.hx = xor i32 %uadd64.hi, %uadd64.oz
  %uadd64.q0 = getelementptr i32, ptr addrspace(1) %o, i64 12
  store i32 %uadd64.lo, ptr addrspace(1) %uadd64.q0
  %uadd64.q1 = getelementptr i32, ptr addrspace(1) %o, i64 13
  store i32 %uadd64.hx, ptr addrspace(1) %uadd64.q1
  %sadd64.a = load i64, ptr addrspace(1) %p, align 4
  %sadd64.b = load i64, ptr addrspace(1) %p2, align 4
  %sadd64.s = call {i64, i1} @llvm.sadd.with.overflow.i64(i64 %sadd64.a, i64 %sadd64.b)
  %sadd64.r = extractvalue {i64, i1} %sadd64.s, 0
  %sadd64.o = extractvalue {i64, i1} %sadd64.s, 1
  %sadd64.oz = zext i1 %sadd64.o to i32
  %sadd64.lo = trunc i64 %sadd64.r to i32
  %sadd64.hs = lshr i64 %sadd64.r, 32
  %sadd64.hi = trunc i64 %sadd64.hs to i32
  %sadd64.hx = xor i32 %sadd64.hi, %sadd64.oz
  %sadd64.q0 = getelementptr i32, ptr addrspace(1) %o, i64 14
  store i32 %sadd64.lo, ptr addrspace(1) %sadd64.q0
  %sadd64.q1 = getelementptr i32, ptr addrspace(1) %o, i64 15
  store i32 %sadd64.hx, ptr addrspace(1) %sadd64.q1
  %usub64.a = load i64, ptr addrspace(1) %p, align 4
  %usub64.b = load i64, ptr addrspace(1) %p2, align 4
  %usub64.s = call {i64, i1} @llvm.usub.with.overflow.i64(i64 %usub64.a, i64 %usub64.b)
  %usub64.r = extractvalue {i64, i1} %usub64.s, 0
  %usub64.o = extractvalue {i64, i1} %usub64.s, 1
  %usub64.oz = zext i1 %usub64.o to i32
  %usub64.lo = trunc i64 %usub64.r to i32
  %usub64.hs = lshr i64 %usub64.r, 32
  %usub64.hi = trunc i64 %usub64.hs to i32
  %usub64.hx = xor i32 %usub64.hi, %usub64.oz
  %usub64.q0 = getelementptr i32, ptr addrspace(1) %o, i64 16
  store i32 %usub64.lo, ptr addrspace(1) %usub64.q0
  %usub64.q1 = getelementptr i32, ptr addrspace(1) %o, i64 17
  store i32 %usub64.hx, ptr addrspace(1) %usub64.q1
  %ssub64.a = load i64, ptr addrspace(1) %p, align 4
  %ssub64.b = load i64, ptr addrspace(1) %p2, align 4
  %ssub64.s = call {i64, i1} @llvm.ssub.with.overflow.i64(i64 %ssub64.a, i64 %ssub64.b)
  %ssub64.r = extractvalue {i64, i1} %ssub64.s, 0
  %ssub64.o = extractvalue {i64, i1} %ssub64.s, 1
  %ssub64.oz = zext i1 %ssub64.o to i32
  %ssub64.lo = trunc i64 %ssub64.r to i32
  %ssub64.hs = lshr i64 %ssub64.r, 32
  %ssub64.hi = trunc i64 %ssub64.hs to i32
  %ssub64.hx = xor i32 %ssub64.hi, %ssub64.oz
  %ssub64.q0 = getelementptr i32, ptr addrspace(1) %o, i64 18
  store i32 %ssub64.lo, ptr addrspace(1) %ssub64.q0
  %ssub64.q1 = getelementptr i32, ptr addrspace(1) %o, i64 19
  store i32 %ssub64.hx, ptr addrspace(1) %ssub64.q1
  %umul64.a = load i64, ptr addrspace(1) %p, align 4
  %umul64.b = load i64, ptr addrspace(1) %p2, align 4
  %umul64.s = call {i64, i1} @llvm.umul.with.overflow.i64(i64 %umul64.a, i64 %umul64.b)
  %umul64.r = extractvalue {i64, i1} %umul64.s, 0
  %umul64.o = extractvalue {i64, i1} %umul64.s, 1
  %umul64.oz = zext i1 %umul64.o to i32
  %umul64.lo = trunc i64 %umul64.r to i32
  %umul64.hs = lshr i64 %umul64.r, 32
  %umul64.hi = trunc i64 %umul64.hs to i32
  %umul64.hx = xor i32 %umul64.hi, %umul64.oz
  %umul64.q0 = getelementptr i32, ptr addrspace(1) %o, i64 20
  store i32 %umul64.lo, ptr addrspace(1) %umul64.q0
  %umul64.q1 = getelementptr i32, ptr addrspace(1) %o, i64 21
  store i32 %umul64.hx, ptr addrspace(1) %umul64.q1
  %smul64.a = load i64, ptr addrspace(1) %p, align 4
  %smul64.b = load i64, ptr addrspace(1) %p2, align 4
  %smul64.s = call {i64, i1} @llvm.smul.with.overflow.i64(i64 %smul64.a, i64 %smul64.b)
  %smul64.r = extractvalue {i64, i1} %smul64.s, 0
  %smul64.o = extractvalue {i64, i1} %smul64.s, 1
  %smul64.oz = zext i1 %smul64.o to i32
  %smul64.lo = trunc i64 %smul64.r to i32
  %smul64.hs = lshr i64 %smul64.r, 32
  %smul64.hi = trunc i64 %smul64.hs to i32
  %smul64.hx = xor i32 %smul64.hi, %smul64.oz
  %smul64.q0 = getelementptr i32, ptr addrspace(1) %o, i64 22
  store i32 %smul64.lo, ptr addrspace(1) %smul64.q0
  %smul64.q1 = getelementptr i32, ptr addrspace(1) %o, i64 23
  store i32 %smul64.hx, ptr addrspace(1) %smul64.q1
  %gp = getelementptr i32, ptr addrspace(1) %in, i32 %g
  %ua = load i32, ptr addrspace(1) %gp
  %gp2 = getelementptr i32, ptr addrspace(1) %gp, i32 7
  %ub = load i32, ptr addrspace(1) %gp2
  %uw = load i64, ptr addrspace(1) %gp, align 4
  %uw2 = load i64, ptr addrspace(1) %gp2, align 4
  %uumul.s = call {i32, i1} @llvm.umul.with.overflow.i32(i32 %ua, i32 %ub)
  %uumul.r = extractvalue {i32, i1} %uumul.s, 0
  %uumul.o = extractvalue {i32, i1} %uumul.s, 1
  %uumul.sel = select i1 %uumul.o, i32 12345, i32 %uumul.r
  %uumul.q = getelementptr i32, ptr addrspace(1) %o, i64 24
  store i32 %uumul.sel, ptr addrspace(1) %uumul.q
  %usadd.s = call {i32, i1} @llvm.sadd.with.overflow.i32(i32 %ua, i32 %ub)
  %usadd.r = extractvalue {i32, i1} %usadd.s, 0
  %usadd.o = extractvalue {i32, i1} %usadd.s, 1
  %usadd.sel = select i1 %usadd.o, i32 12345, i32 %usadd.r
  %usadd.q = getelementptr i32, ptr addrspace(1) %o, i64 25
  store i32 %usadd.sel, ptr addrspace(1) %usadd.q
  %usmul.s = call {i32, i1} @llvm.smul.with.overflow.i32(i32 %ua, i32 %ub)
  %usmul.r = extractvalue {i32, i1} %usmul.s, 0
  %usmul.o = extractvalue {i32, i1} %usmul.s, 1
  %usmul.sel = select i1 %usmul.o, i32 12345, i32 %usmul.r
  %usmul.q = getelementptr i32, ptr addrspace(1) %o, i64 26
  store i32 %usmul.sel, ptr addrspace(1) %usmul.q
  %u64.s = call {i64, i1} @llvm.umul.with.overflow.i64(i64 %uw, i64 %uw2)
  %u64.o = extractvalue {i64, i1} %u64.s, 1
  br i1 %u64.o, label %yes, label %no
yes:
  br label %join
no:
  br label %join
join:
  %uv = phi i32 [ 1, %yes ], [ 2, %no ]
  %uq = getelementptr i32, ptr addrspace(1) %o, i64 27
  store i32 %uv, ptr addrspace(1) %uq
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare {i64, i1} @llvm.umul.with.overflow.i64(i64, i64)
declare {i16, i1} @llvm.uadd.with.overflow.i16(i16, i16)
declare {i16, i1} @llvm.sadd.with.overflow.i16(i16, i16)
declare {i16, i1} @llvm.usub.with.overflow.i16(i16, i16)
declare {i16, i1} @llvm.ssub.with.overflow.i16(i16, i16)
declare {i16, i1} @llvm.umul.with.overflow.i16(i16, i16)
declare {i16, i1} @llvm.smul.with.overflow.i16(i16, i16)
declare {i32, i1} @llvm.uadd.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.sadd.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.usub.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.ssub.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.umul.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.smul.with.overflow.i32(i32, i32)
declare {i64, i1} @llvm.uadd.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.sadd.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.usub.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.ssub.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.smul.with.overflow.i64(i64, i64)
