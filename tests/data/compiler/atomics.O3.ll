; ModuleID = '/work/main/tests/data/emu/src/atomics.cl'
source_filename = "/work/main/tests/data/emu/src/atomics.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@atomic_lds.sum = internal addrspace(3) global i32 undef, align 4
@atomic_lds.mx = internal addrspace(3) global i32 undef, align 4
@atomic_lds.bits = internal addrspace(3) global i32 undef, align 4
@histogram.h = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @atomic_global(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5, !amdgpu.noclobber !17
  %20 = atomicrmw add ptr addrspace(1) %0, i32 %19 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %17
  store i32 %20, ptr addrspace(1) %21, align 4, !tbaa !5
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4
  %23 = atomicrmw sub ptr addrspace(1) %22, i32 1 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 8
  %25 = atomicrmw max ptr addrspace(1) %24, i32 %19 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 12
  %27 = atomicrmw min ptr addrspace(1) %26, i32 %19 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 16
  %29 = and i32 %19, 31
  %30 = shl nuw i32 1, %29
  %31 = atomicrmw or ptr addrspace(1) %28, i32 %30 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 20
  %33 = atomicrmw xor ptr addrspace(1) %32, i32 %19 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %34 = atomicrmw umax ptr addrspace(1) %1, i32 %19 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 24
  %36 = atomicrmw add ptr addrspace(1) %35, i32 1 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_atomic_global(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  %20 = atomicrmw add ptr addrspace(1) %0, i32 %19 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %17
  store i32 %20, ptr addrspace(1) %21, align 4, !tbaa !5
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4
  %23 = atomicrmw sub ptr addrspace(1) %22, i32 1 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 8
  %25 = atomicrmw max ptr addrspace(1) %24, i32 %19 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 12
  %27 = atomicrmw min ptr addrspace(1) %26, i32 %19 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 16
  %29 = and i32 %19, 31
  %30 = shl nuw i32 1, %29
  %31 = atomicrmw or ptr addrspace(1) %28, i32 %30 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 20
  %33 = atomicrmw xor ptr addrspace(1) %32, i32 %19 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %34 = atomicrmw umax ptr addrspace(1) %1, i32 %19 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 24
  %36 = atomicrmw add ptr addrspace(1) %35, i32 1 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @atomic_cmpxchg_lock(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = trunc i64 %15 to i32
  %17 = and i64 %15, 7
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %17
  %19 = add nsw i32 %16, 1
  %20 = cmpxchg volatile ptr addrspace(1) %18, i32 0, i32 %19 syncscope("agent-one-as") monotonic monotonic, align 4
  %21 = extractvalue { i32, i1 } %20, 0
  %22 = shl i64 %15, 32
  %23 = ashr exact i64 %22, 30
  %24 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %23
  store i32 %21, ptr addrspace(1) %24, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected void @__clang_ocl_kern_imp_atomic_cmpxchg_lock(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = trunc i64 %15 to i32
  %17 = and i64 %15, 7
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %17
  %19 = add nsw i32 %16, 1
  %20 = cmpxchg volatile ptr addrspace(1) %18, i32 0, i32 %19 syncscope("agent-one-as") monotonic monotonic, align 4
  %21 = extractvalue { i32, i1 } %20, 0
  %22 = shl i64 %15, 32
  %23 = ashr exact i64 %22, 30
  %24 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %23
  store i32 %21, ptr addrspace(1) %24, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @atomic_f32(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = getelementptr float, ptr addrspace(1) %1, i64 %13
  %15 = getelementptr float, ptr addrspace(1) %14, i64 %11
  %16 = getelementptr float, ptr addrspace(1) %15, i64 %9
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !24, !amdgpu.noclobber !17
  %18 = atomicrmw fadd ptr addrspace(1) %0, float %17 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_atomic_f32(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = getelementptr float, ptr addrspace(1) %1, i64 %13
  %15 = getelementptr float, ptr addrspace(1) %14, i64 %11
  %16 = getelementptr float, ptr addrspace(1) %15, i64 %9
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !24
  %18 = atomicrmw fadd ptr addrspace(1) %0, float %17 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @atomic_i64(ptr addrspace(1) noundef align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !23 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = getelementptr i64, ptr addrspace(1) %1, i64 %13
  %15 = getelementptr i64, ptr addrspace(1) %14, i64 %11
  %16 = getelementptr i64, ptr addrspace(1) %15, i64 %9
  %17 = load i64, ptr addrspace(1) %16, align 8, !tbaa !15, !amdgpu.noclobber !17
  %18 = atomicrmw add ptr addrspace(1) %0, i64 %17 syncscope("agent-one-as") monotonic, align 8, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 8
  %20 = load i64, ptr addrspace(1) %16, align 8, !tbaa !15
  %21 = atomicrmw max ptr addrspace(1) %19, i64 %20 syncscope("agent-one-as") monotonic, align 8, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_atomic_i64(ptr addrspace(1) noundef align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !23 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = getelementptr i64, ptr addrspace(1) %1, i64 %13
  %15 = getelementptr i64, ptr addrspace(1) %14, i64 %11
  %16 = getelementptr i64, ptr addrspace(1) %15, i64 %9
  %17 = load i64, ptr addrspace(1) %16, align 8, !tbaa !15
  %18 = atomicrmw add ptr addrspace(1) %0, i64 %17 syncscope("agent-one-as") monotonic, align 8, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 8
  %20 = load i64, ptr addrspace(1) %16, align 8, !tbaa !15
  %21 = atomicrmw max ptr addrspace(1) %19, i64 %20 syncscope("agent-one-as") monotonic, align 8, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @atomic_lds(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #4 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !27 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  store i32 0, ptr addrspace(3) @atomic_lds.sum, align 4, !tbaa !5
  store i32 -2147483648, ptr addrspace(3) @atomic_lds.mx, align 4, !tbaa !5
  store i32 0, ptr addrspace(3) @atomic_lds.bits, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %5, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = zext i32 %7 to i64
  %9 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !tbaa !13
  %12 = zext i16 %11 to i64
  %13 = mul nuw nsw i64 %12, %8
  %14 = zext nneg i32 %3 to i64
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 40
  %16 = load i64, ptr addrspace(4) %15, align 8, !tbaa !15
  %17 = getelementptr i32, ptr addrspace(1) %0, i64 %16
  %18 = getelementptr i32, ptr addrspace(1) %17, i64 %14
  %19 = getelementptr i32, ptr addrspace(1) %18, i64 %13
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5, !amdgpu.noclobber !17
  %21 = atomicrmw add ptr addrspace(3) @atomic_lds.sum, i32 %20 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %22 = atomicrmw max ptr addrspace(3) @atomic_lds.mx, i32 %20 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %23 = and i32 %20, 31
  %24 = shl nuw i32 1, %23
  %25 = atomicrmw or ptr addrspace(3) @atomic_lds.bits, i32 %24 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %4, label %26, label %39

26:                                               ; preds = %6
  %27 = load i32, ptr addrspace(3) @atomic_lds.sum, align 4, !tbaa !5
  %28 = mul i32 %7, 3
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %29
  store i32 %27, ptr addrspace(1) %30, align 4, !tbaa !5
  %31 = load i32, ptr addrspace(3) @atomic_lds.mx, align 4, !tbaa !5
  %32 = add i32 %28, 1
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %33
  store i32 %31, ptr addrspace(1) %34, align 4, !tbaa !5
  %35 = load i32, ptr addrspace(3) @atomic_lds.bits, align 4, !tbaa !5
  %36 = add i32 %28, 2
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %37
  store i32 %35, ptr addrspace(1) %38, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %6, %26
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn
define protected void @__clang_ocl_kern_imp_atomic_lds(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #5 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !27 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  store i32 0, ptr addrspace(3) @atomic_lds.sum, align 4, !tbaa !5
  store i32 -2147483648, ptr addrspace(3) @atomic_lds.mx, align 4, !tbaa !5
  store i32 0, ptr addrspace(3) @atomic_lds.bits, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %2, %5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = zext i32 %7 to i64
  %9 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !tbaa !13
  %12 = zext i16 %11 to i64
  %13 = mul nuw nsw i64 %12, %8
  %14 = zext nneg i32 %3 to i64
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 40
  %16 = load i64, ptr addrspace(4) %15, align 8, !tbaa !15
  %17 = getelementptr i32, ptr addrspace(1) %0, i64 %16
  %18 = getelementptr i32, ptr addrspace(1) %17, i64 %14
  %19 = getelementptr i32, ptr addrspace(1) %18, i64 %13
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5
  %21 = atomicrmw add ptr addrspace(3) @atomic_lds.sum, i32 %20 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %22 = atomicrmw max ptr addrspace(3) @atomic_lds.mx, i32 %20 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %23 = and i32 %20, 31
  %24 = shl nuw i32 1, %23
  %25 = atomicrmw or ptr addrspace(3) @atomic_lds.bits, i32 %24 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %4, label %26, label %39

26:                                               ; preds = %6
  %27 = load i32, ptr addrspace(3) @atomic_lds.sum, align 4, !tbaa !5
  %28 = mul i32 %7, 3
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %29
  store i32 %27, ptr addrspace(1) %30, align 4, !tbaa !5
  %31 = load i32, ptr addrspace(3) @atomic_lds.mx, align 4, !tbaa !5
  %32 = add i32 %28, 1
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %33
  store i32 %31, ptr addrspace(1) %34, align 4, !tbaa !5
  %35 = load i32, ptr addrspace(3) @atomic_lds.bits, align 4, !tbaa !5
  %36 = add i32 %28, 2
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %37
  store i32 %35, ptr addrspace(1) %38, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %26, %6
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @histogram(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #6 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = icmp samesign ult i32 %4, 64
  br i1 %5, label %9, label %6

6:                                                ; preds = %3
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  br label %18

9:                                                ; preds = %3
  %10 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %12 = load i32, ptr addrspace(4) %10, align 4, !tbaa !5
  %13 = icmp ult i32 %11, %12
  %14 = select i1 %13, i64 12, i64 18
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %10, i64 %14
  %16 = load i16, ptr addrspace(4) %15, align 2, !tbaa !13
  %17 = zext i16 %16 to i32
  br label %38

18:                                               ; preds = %38, %6
  %19 = phi ptr addrspace(4) [ %8, %6 ], [ %10, %38 ]
  %20 = phi i32 [ %7, %6 ], [ %11, %38 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i8, ptr addrspace(4) %19, i64 12
  %23 = load i16, ptr addrspace(4) %22, align 4, !tbaa !13
  %24 = zext i16 %23 to i64
  %25 = mul nuw nsw i64 %24, %21
  %26 = zext nneg i32 %4 to i64
  %27 = getelementptr inbounds nuw i8, ptr addrspace(4) %19, i64 40
  %28 = load i64, ptr addrspace(4) %27, align 8, !tbaa !15
  %29 = add i64 %28, %26
  %30 = add i64 %29, %25
  %31 = trunc i64 %30 to i32
  %32 = icmp sgt i32 %2, %31
  br i1 %32, label %33, label %43

33:                                               ; preds = %18
  %34 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %35 = getelementptr inbounds nuw i8, ptr addrspace(4) %34, i64 12
  %36 = load i32, ptr addrspace(4) %35, align 4, !range !32, !invariant.load !17
  %37 = zext i32 %36 to i64
  br label %51

38:                                               ; preds = %9, %38
  %39 = phi i32 [ %4, %9 ], [ %41, %38 ]
  %40 = getelementptr inbounds nuw i32, ptr addrspace(3) @histogram.h, i32 %39
  store i32 0, ptr addrspace(3) %40, align 4, !tbaa !5
  %41 = add nuw nsw i32 %39, %17
  %42 = icmp samesign ult i32 %41, 64
  br i1 %42, label %38, label %18

43:                                               ; preds = %51, %18
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %5, label %44, label %73

44:                                               ; preds = %43
  %45 = load i32, ptr addrspace(4) %19, align 4, !tbaa !5
  %46 = icmp ult i32 %20, %45
  %47 = select i1 %46, i64 12, i64 18
  %48 = getelementptr inbounds nuw i8, ptr addrspace(4) %19, i64 %47
  %49 = load i16, ptr addrspace(4) %48, align 2, !tbaa !13
  %50 = zext i16 %49 to i32
  br label %64

51:                                               ; preds = %33, %51
  %52 = phi i64 [ %30, %33 ], [ %61, %51 ]
  %53 = shl i64 %52, 32
  %54 = ashr exact i64 %53, 32
  %55 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %54
  %56 = load i8, ptr addrspace(1) %55, align 1, !tbaa !33, !amdgpu.noclobber !17
  %57 = and i8 %56, 63
  %58 = zext nneg i8 %57 to i32
  %59 = getelementptr inbounds nuw i32, ptr addrspace(3) @histogram.h, i32 %58
  %60 = atomicrmw add ptr addrspace(3) %59, i32 1 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %61 = add nsw i64 %54, %37
  %62 = trunc i64 %61 to i32
  %63 = icmp sgt i32 %2, %62
  br i1 %63, label %51, label %43

64:                                               ; preds = %44, %64
  %65 = phi i32 [ %4, %44 ], [ %71, %64 ]
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %66
  %68 = getelementptr inbounds nuw i32, ptr addrspace(3) @histogram.h, i32 %65
  %69 = load i32, ptr addrspace(3) %68, align 4, !tbaa !5
  %70 = atomicrmw add ptr addrspace(1) %67, i32 %69 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %71 = add nuw nsw i32 %65, %50
  %72 = icmp samesign ult i32 %71, 64
  br i1 %72, label %64, label %73

73:                                               ; preds = %64, %43
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind
define protected void @__clang_ocl_kern_imp_histogram(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #7 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = icmp samesign ult i32 %4, 64
  br i1 %5, label %9, label %6

6:                                                ; preds = %3
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  br label %18

9:                                                ; preds = %3
  %10 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %12 = load i32, ptr addrspace(4) %10, align 4, !tbaa !5
  %13 = icmp ult i32 %11, %12
  %14 = select i1 %13, i64 12, i64 18
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %10, i64 %14
  %16 = load i16, ptr addrspace(4) %15, align 2, !tbaa !13
  %17 = zext i16 %16 to i32
  br label %38

18:                                               ; preds = %38, %6
  %19 = phi ptr addrspace(4) [ %8, %6 ], [ %10, %38 ]
  %20 = phi i32 [ %7, %6 ], [ %11, %38 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i8, ptr addrspace(4) %19, i64 12
  %23 = load i16, ptr addrspace(4) %22, align 4, !tbaa !13
  %24 = zext i16 %23 to i64
  %25 = mul nuw nsw i64 %24, %21
  %26 = zext nneg i32 %4 to i64
  %27 = getelementptr inbounds nuw i8, ptr addrspace(4) %19, i64 40
  %28 = load i64, ptr addrspace(4) %27, align 8, !tbaa !15
  %29 = add i64 %28, %26
  %30 = add i64 %29, %25
  %31 = trunc i64 %30 to i32
  %32 = icmp sgt i32 %2, %31
  br i1 %32, label %33, label %43

33:                                               ; preds = %18
  %34 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %35 = getelementptr inbounds nuw i8, ptr addrspace(4) %34, i64 12
  %36 = load i32, ptr addrspace(4) %35, align 4, !range !32, !invariant.load !17
  %37 = zext i32 %36 to i64
  br label %51

38:                                               ; preds = %9, %38
  %39 = phi i32 [ %4, %9 ], [ %41, %38 ]
  %40 = getelementptr inbounds nuw i32, ptr addrspace(3) @histogram.h, i32 %39
  store i32 0, ptr addrspace(3) %40, align 4, !tbaa !5
  %41 = add nuw nsw i32 %39, %17
  %42 = icmp samesign ult i32 %41, 64
  br i1 %42, label %38, label %18

43:                                               ; preds = %51, %18
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %5, label %44, label %64

44:                                               ; preds = %43
  %45 = load i32, ptr addrspace(4) %19, align 4, !tbaa !5
  %46 = icmp ult i32 %20, %45
  %47 = select i1 %46, i64 12, i64 18
  %48 = getelementptr inbounds nuw i8, ptr addrspace(4) %19, i64 %47
  %49 = load i16, ptr addrspace(4) %48, align 2, !tbaa !13
  %50 = zext i16 %49 to i32
  br label %65

51:                                               ; preds = %33, %51
  %52 = phi i64 [ %30, %33 ], [ %61, %51 ]
  %53 = shl i64 %52, 32
  %54 = ashr exact i64 %53, 32
  %55 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %54
  %56 = load i8, ptr addrspace(1) %55, align 1, !tbaa !33
  %57 = and i8 %56, 63
  %58 = zext nneg i8 %57 to i32
  %59 = getelementptr inbounds nuw i32, ptr addrspace(3) @histogram.h, i32 %58
  %60 = atomicrmw add ptr addrspace(3) %59, i32 1 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %61 = add nsw i64 %54, %37
  %62 = trunc i64 %61 to i32
  %63 = icmp sgt i32 %2, %62
  br i1 %63, label %51, label %43

64:                                               ; preds = %65, %43
  ret void

65:                                               ; preds = %44, %65
  %66 = phi i32 [ %4, %44 ], [ %72, %65 ]
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %67
  %69 = getelementptr inbounds nuw i32, ptr addrspace(3) @histogram.h, i32 %66
  %70 = load i32, ptr addrspace(3) %69, align 4, !tbaa !5
  %71 = atomicrmw add ptr addrspace(1) %68, i32 %70 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !17, !amdgpu.no.remote.memory !17
  %72 = add nuw nsw i32 %66, %50
  %73 = icmp samesign ult i32 %72, 64
  br i1 %73, label %65, label %64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #8

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #8

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { alwaysinline convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 1, i32 1, i32 1}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"int*", !"uint*", !"int*", !"int*"}
!12 = !{!"", !"", !"", !"const"}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = !{}
!18 = !{i32 1, i32 1}
!19 = !{!"none", !"none"}
!20 = !{!"int*", !"int*"}
!21 = !{!"", !""}
!22 = !{!"float*", !"float*"}
!23 = !{!"", !"const"}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !7, i64 0}
!26 = !{!"long*", !"long*"}
!27 = !{!"const", !""}
!28 = !{i32 1, i32 1, i32 0}
!29 = !{!"none", !"none", !"none"}
!30 = !{!"uchar*", !"uint*", !"int"}
!31 = !{!"const", !"", !""}
!32 = !{i32 1, i32 0}
!33 = !{!7, !7, i64 0}
