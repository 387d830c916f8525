; inputs: 4 uint32 per work-item, 256 work-items, 6 uint32 out
; kernelgen --backend amdgcn gfx942 -O3: a uniform select of two i32 literals was one
; s_cselect_b32 with two literals (the assembler rejects it: a SOP2 carries one), a uniform
; select of half constants printed 1.0 (f32 1.0, low half 0) for half 1.0, and a uniform
; fsub double read two SGPR pairs (v_add_f64 s, -s: the constant bus takes one)
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g6 = shl i32 %g, 6
  %id = add i32 %g6, %i
  %x = mul i32 %g, 5
  %gz = zext i32 %g to i64
  %a0 = mul i64 %gz, 4503599627370497
  %ai = add i64 %a0, 4611686018427387904
  %b0 = mul i64 %gz, 13510798882111491
  %bi = xor i64 %b0, 4607182418800017408
  %a = bitcast i64 %ai to double
  %b = bitcast i64 %bi to double
  %c = icmp ugt i32 %x, 7
  %s = select i1 %c, i32 100000, i32 200000
  %h = select i1 %c, half 0xH3C00, half 0xH4200
  %hi = bitcast half %h to i16
  %hz = zext i16 %hi to i32
  %d = fsub double %a, %b
  %di = bitcast double %d to i64
  %f = select i1 %c, float 1.0, float 3.5
  %fi = bitcast float %f to i32
  %e = fadd double %a, %b
  %ei = bitcast double %e to i64
  %ob = mul i32 %id, 6
  %oe = zext i32 %ob to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %oe
  %t = add i32 %s, %i
  store i32 %t, ptr addrspace(1) %o
  %o1 = getelementptr i32, ptr addrspace(1) %o, i64 1
  store i32 %hz, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o, i64 2
  store i64 %di, ptr addrspace(1) %o2, align 4
  %o4 = getelementptr i32, ptr addrspace(1) %o, i64 4
  %ex = trunc i64 %ei to i32
  %fx = xor i32 %fi, %ex
  store i32 %fx, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o, i64 5
  %eh = lshr i64 %ei, 32
  %eh32 = trunc i64 %eh to i32
  store i32 %eh32, ptr addrspace(1) %o5
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
