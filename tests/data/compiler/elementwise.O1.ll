; ModuleID = '/work/main/tests/data/emu/src/elementwise.cl'
source_filename = "/work/main/tests/data/emu/src/elementwise.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @vadd(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %29

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !17
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !17
  %27 = fadd float %24, %26
  %28 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %22
  store float %27, ptr addrspace(1) %28, align 4, !tbaa !17
  br label %29

29:                                               ; preds = %4, %20
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_vadd(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %29

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !17
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !17
  %27 = fadd float %24, %26
  %28 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %22
  store float %27, ptr addrspace(1) %28, align 4, !tbaa !17
  br label %29

29:                                               ; preds = %20, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @saxpy(float noundef %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !10 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp ugt i32 %3, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %4
  %21 = and i64 %17, 4294967295
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !17
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %21
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !17
  %26 = tail call float @llvm.fmuladd.f32(float %0, float %23, float %25)
  store float %26, ptr addrspace(1) %24, align 4, !tbaa !17
  br label %27

27:                                               ; preds = %4, %20
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_saxpy(float noundef %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !19 !kernel_arg_access_qual !10 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp ugt i32 %3, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %4
  %21 = and i64 %17, 4294967295
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !17
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %21
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !17
  %26 = tail call float @llvm.fmuladd.f32(float %0, float %23, float %25)
  store float %26, ptr addrspace(1) %24, align 4, !tbaa !17
  br label %27

27:                                               ; preds = %20, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @fmath_f32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %50

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !17
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !17
  %27 = fneg float %24
  %28 = tail call float @llvm.fmuladd.f32(float %24, float %26, float %27)
  %29 = shl nsw i32 %18, 3
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30
  store float %28, ptr addrspace(1) %31, align 4, !tbaa !17
  %32 = tail call float @llvm.minnum.f32(float %24, float %26)
  %33 = getelementptr i8, ptr addrspace(1) %31, i64 4
  store float %32, ptr addrspace(1) %33, align 4, !tbaa !17
  %34 = tail call float @llvm.maxnum.f32(float %24, float %26)
  %35 = getelementptr i8, ptr addrspace(1) %31, i64 8
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !17
  %36 = tail call float @llvm.fma.f32(float %24, float %26, float 1.000000e+00)
  %37 = getelementptr i8, ptr addrspace(1) %31, i64 12
  store float %36, ptr addrspace(1) %37, align 4, !tbaa !17
  %38 = tail call float @llvm.fabs.f32(float %24)
  %39 = tail call float @llvm.floor.f32(float %26)
  %40 = fadd float %38, %39
  %41 = getelementptr i8, ptr addrspace(1) %31, i64 16
  store float %40, ptr addrspace(1) %41, align 4, !tbaa !17
  %42 = tail call float @llvm.trunc.f32(float %24)
  %43 = tail call float @llvm.ceil.f32(float %26)
  %44 = fsub float %42, %43
  %45 = getelementptr i8, ptr addrspace(1) %31, i64 20
  store float %44, ptr addrspace(1) %45, align 4, !tbaa !17
  %46 = fdiv float %24, %26, !fpmath !22
  %47 = getelementptr i8, ptr addrspace(1) %31, i64 24
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !17
  %48 = tail call float @llvm.sqrt.f32(float %38), !fpmath !23
  %49 = getelementptr i8, ptr addrspace(1) %31, i64 28
  store float %48, ptr addrspace(1) %49, align 4, !tbaa !17
  br label %50

50:                                               ; preds = %4, %20
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_fmath_f32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %50

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !17
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !17
  %27 = fneg float %24
  %28 = tail call float @llvm.fmuladd.f32(float %24, float %26, float %27)
  %29 = shl nsw i32 %18, 3
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30
  store float %28, ptr addrspace(1) %31, align 4, !tbaa !17
  %32 = tail call float @llvm.minnum.f32(float %24, float %26)
  %33 = getelementptr i8, ptr addrspace(1) %31, i64 4
  store float %32, ptr addrspace(1) %33, align 4, !tbaa !17
  %34 = tail call float @llvm.maxnum.f32(float %24, float %26)
  %35 = getelementptr i8, ptr addrspace(1) %31, i64 8
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !17
  %36 = tail call float @llvm.fma.f32(float %24, float %26, float 1.000000e+00)
  %37 = getelementptr i8, ptr addrspace(1) %31, i64 12
  store float %36, ptr addrspace(1) %37, align 4, !tbaa !17
  %38 = tail call float @llvm.fabs.f32(float %24)
  %39 = tail call float @llvm.floor.f32(float %26)
  %40 = fadd float %38, %39
  %41 = getelementptr i8, ptr addrspace(1) %31, i64 16
  store float %40, ptr addrspace(1) %41, align 4, !tbaa !17
  %42 = tail call float @llvm.trunc.f32(float %24)
  %43 = tail call float @llvm.ceil.f32(float %26)
  %44 = fsub float %42, %43
  %45 = getelementptr i8, ptr addrspace(1) %31, i64 20
  store float %44, ptr addrspace(1) %45, align 4, !tbaa !17
  %46 = fdiv float %24, %26, !fpmath !22
  %47 = getelementptr i8, ptr addrspace(1) %31, i64 24
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !17
  %48 = tail call float @llvm.sqrt.f32(float %38), !fpmath !23
  %49 = getelementptr i8, ptr addrspace(1) %31, i64 28
  store float %48, ptr addrspace(1) %49, align 4, !tbaa !17
  br label %50

50:                                               ; preds = %4, %20
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @fmath_f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 2 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %40

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %22
  %24 = load half, ptr addrspace(1) %23, align 2, !tbaa !25
  %25 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %22
  %26 = load half, ptr addrspace(1) %25, align 2, !tbaa !25
  %27 = fadd half %24, %26
  %28 = shl nsw i32 %18, 2
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %29
  store half %27, ptr addrspace(1) %30, align 2, !tbaa !25
  %31 = fmul half %24, %26
  %32 = getelementptr i8, ptr addrspace(1) %30, i64 2
  store half %31, ptr addrspace(1) %32, align 2, !tbaa !25
  %33 = tail call half @llvm.fma.f16(half %24, half %26, half %24)
  %34 = getelementptr i8, ptr addrspace(1) %30, i64 4
  store half %33, ptr addrspace(1) %34, align 2, !tbaa !25
  %35 = fcmp ogt half %24, %26
  %36 = fsub half %24, %26
  %37 = fsub half %26, %24
  %38 = select i1 %35, half %36, half %37
  %39 = getelementptr i8, ptr addrspace(1) %30, i64 6
  store half %38, ptr addrspace(1) %39, align 2, !tbaa !25
  br label %40

40:                                               ; preds = %4, %20
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_fmath_f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 2 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %40

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %22
  %24 = load half, ptr addrspace(1) %23, align 2, !tbaa !25
  %25 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %22
  %26 = load half, ptr addrspace(1) %25, align 2, !tbaa !25
  %27 = fadd half %24, %26
  %28 = shl nsw i32 %18, 2
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %29
  store half %27, ptr addrspace(1) %30, align 2, !tbaa !25
  %31 = fmul half %24, %26
  %32 = getelementptr i8, ptr addrspace(1) %30, i64 2
  store half %31, ptr addrspace(1) %32, align 2, !tbaa !25
  %33 = tail call half @llvm.fma.f16(half %24, half %26, half %24)
  %34 = getelementptr i8, ptr addrspace(1) %30, i64 4
  store half %33, ptr addrspace(1) %34, align 2, !tbaa !25
  %35 = fcmp ogt half %24, %26
  %36 = fsub half %24, %26
  %37 = fsub half %26, %24
  %38 = select i1 %35, half %36, half %37
  %39 = getelementptr i8, ptr addrspace(1) %30, i64 6
  store half %38, ptr addrspace(1) %39, align 2, !tbaa !25
  br label %40

40:                                               ; preds = %4, %20
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @packed_f16(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !27 !kernel_arg_base_type !28 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %33

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds <2 x half>, ptr addrspace(1) %0, i64 %22
  %24 = load <2 x half>, ptr addrspace(1) %23, align 4, !tbaa !29
  %25 = getelementptr inbounds <2 x half>, ptr addrspace(1) %1, i64 %22
  %26 = load <2 x half>, ptr addrspace(1) %25, align 4, !tbaa !29
  %27 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %24, <2 x half> %26, <2 x half> %24)
  %28 = shl nsw i32 %18, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds <2 x half>, ptr addrspace(1) %2, i64 %29
  store <2 x half> %27, ptr addrspace(1) %30, align 4, !tbaa !29
  %31 = fsub <2 x half> %24, %26
  %32 = getelementptr i8, ptr addrspace(1) %30, i64 4
  store <2 x half> %31, ptr addrspace(1) %32, align 4, !tbaa !29
  br label %33

33:                                               ; preds = %4, %20
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_packed_f16(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !27 !kernel_arg_base_type !28 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %33

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds <2 x half>, ptr addrspace(1) %0, i64 %22
  %24 = load <2 x half>, ptr addrspace(1) %23, align 4, !tbaa !29
  %25 = getelementptr inbounds <2 x half>, ptr addrspace(1) %1, i64 %22
  %26 = load <2 x half>, ptr addrspace(1) %25, align 4, !tbaa !29
  %27 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %24, <2 x half> %26, <2 x half> %24)
  %28 = shl nsw i32 %18, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds <2 x half>, ptr addrspace(1) %2, i64 %29
  store <2 x half> %27, ptr addrspace(1) %30, align 4, !tbaa !29
  %31 = fsub <2 x half> %24, %26
  %32 = getelementptr i8, ptr addrspace(1) %30, i64 4
  store <2 x half> %31, ptr addrspace(1) %32, align 4, !tbaa !29
  br label %33

33:                                               ; preds = %4, %20
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @dmath_f64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %43

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %22
  %24 = load double, ptr addrspace(1) %23, align 8, !tbaa !31
  %25 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %22
  %26 = load double, ptr addrspace(1) %25, align 8, !tbaa !31
  %27 = fadd double %24, %26
  %28 = mul i64 %17, 25769803776
  %29 = ashr exact i64 %28, 29
  %30 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %29
  store double %27, ptr addrspace(1) %30, align 8, !tbaa !31
  %31 = fmul double %24, %26
  %32 = getelementptr i8, ptr addrspace(1) %30, i64 8
  store double %31, ptr addrspace(1) %32, align 8, !tbaa !31
  %33 = fneg double %24
  %34 = tail call double @llvm.fma.f64(double %24, double %26, double %33)
  %35 = getelementptr i8, ptr addrspace(1) %30, i64 16
  store double %34, ptr addrspace(1) %35, align 8, !tbaa !31
  %36 = fdiv double %24, %26
  %37 = getelementptr i8, ptr addrspace(1) %30, i64 24
  store double %36, ptr addrspace(1) %37, align 8, !tbaa !31
  %38 = tail call double @llvm.minnum.f64(double %24, double %26)
  %39 = getelementptr i8, ptr addrspace(1) %30, i64 32
  store double %38, ptr addrspace(1) %39, align 8, !tbaa !31
  %40 = tail call double @llvm.fabs.f64(double %24)
  %41 = tail call double @llvm.sqrt.f64(double %40)
  %42 = getelementptr i8, ptr addrspace(1) %30, i64 40
  store double %41, ptr addrspace(1) %42, align 8, !tbaa !31
  br label %43

43:                                               ; preds = %4, %20
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_dmath_f64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %43

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %22
  %24 = load double, ptr addrspace(1) %23, align 8, !tbaa !31
  %25 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %22
  %26 = load double, ptr addrspace(1) %25, align 8, !tbaa !31
  %27 = fadd double %24, %26
  %28 = mul i64 %17, 25769803776
  %29 = ashr exact i64 %28, 29
  %30 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %29
  store double %27, ptr addrspace(1) %30, align 8, !tbaa !31
  %31 = fmul double %24, %26
  %32 = getelementptr i8, ptr addrspace(1) %30, i64 8
  store double %31, ptr addrspace(1) %32, align 8, !tbaa !31
  %33 = fneg double %24
  %34 = tail call double @llvm.fma.f64(double %24, double %26, double %33)
  %35 = getelementptr i8, ptr addrspace(1) %30, i64 16
  store double %34, ptr addrspace(1) %35, align 8, !tbaa !31
  %36 = fdiv double %24, %26
  %37 = getelementptr i8, ptr addrspace(1) %30, i64 24
  store double %36, ptr addrspace(1) %37, align 8, !tbaa !31
  %38 = tail call double @llvm.minnum.f64(double %24, double %26)
  %39 = getelementptr i8, ptr addrspace(1) %30, i64 32
  store double %38, ptr addrspace(1) %39, align 8, !tbaa !31
  %40 = tail call double @llvm.fabs.f64(double %24)
  %41 = tail call double @llvm.sqrt.f64(double %40)
  %42 = getelementptr i8, ptr addrspace(1) %30, i64 40
  store double %41, ptr addrspace(1) %42, align 8, !tbaa !31
  br label %43

43:                                               ; preds = %4, %20
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @imath_i64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %63

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %22
  %24 = load i64, ptr addrspace(1) %23, align 8, !tbaa !15
  %25 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %22
  %26 = load i64, ptr addrspace(1) %25, align 8, !tbaa !15
  %27 = add nsw i64 %26, %24
  %28 = shl nsw i32 %18, 3
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %29
  store i64 %27, ptr addrspace(1) %30, align 8, !tbaa !15
  %31 = mul nsw i64 %26, %24
  %32 = getelementptr i8, ptr addrspace(1) %30, i64 8
  store i64 %31, ptr addrspace(1) %32, align 8, !tbaa !15
  %33 = and i64 %26, 63
  %34 = ashr i64 %24, %33
  %35 = getelementptr i8, ptr addrspace(1) %30, i64 16
  store i64 %34, ptr addrspace(1) %35, align 8, !tbaa !15
  %36 = lshr i64 %24, %33
  %37 = getelementptr i8, ptr addrspace(1) %30, i64 24
  store i64 %36, ptr addrspace(1) %37, align 8, !tbaa !15
  %38 = and i64 %26, 31
  %39 = shl i64 %24, %38
  %40 = getelementptr i8, ptr addrspace(1) %30, i64 32
  store i64 %39, ptr addrspace(1) %40, align 8, !tbaa !15
  %41 = icmp eq i64 %26, 0
  br i1 %41, label %49, label %42

42:                                               ; preds = %20
  %43 = freeze i64 %24
  %44 = freeze i64 %26
  %45 = sdiv i64 %43, %44
  %46 = getelementptr i8, ptr addrspace(1) %30, i64 40
  store i64 %45, ptr addrspace(1) %46, align 8, !tbaa !15
  %47 = mul i64 %45, %44
  %48 = sub i64 %43, %47
  br label %51

49:                                               ; preds = %20
  %50 = getelementptr i8, ptr addrspace(1) %30, i64 40
  store i64 0, ptr addrspace(1) %50, align 8, !tbaa !15
  br label %51

51:                                               ; preds = %49, %42
  %52 = phi i64 [ %48, %42 ], [ 0, %49 ]
  %53 = getelementptr i8, ptr addrspace(1) %30, i64 48
  store i64 %52, ptr addrspace(1) %53, align 8, !tbaa !15
  %54 = icmp slt i64 %24, %26
  br i1 %54, label %55, label %57

55:                                               ; preds = %51
  %56 = xor i64 %26, %24
  br label %60

57:                                               ; preds = %51
  %58 = xor i64 %26, -1
  %59 = and i64 %24, %58
  br label %60

60:                                               ; preds = %57, %55
  %61 = phi i64 [ %56, %55 ], [ %59, %57 ]
  %62 = getelementptr i8, ptr addrspace(1) %30, i64 56
  store i64 %61, ptr addrspace(1) %62, align 8, !tbaa !15
  br label %63

63:                                               ; preds = %4, %60
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_imath_i64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %63

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %22
  %24 = load i64, ptr addrspace(1) %23, align 8, !tbaa !15
  %25 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %22
  %26 = load i64, ptr addrspace(1) %25, align 8, !tbaa !15
  %27 = add nsw i64 %26, %24
  %28 = shl nsw i32 %18, 3
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %29
  store i64 %27, ptr addrspace(1) %30, align 8, !tbaa !15
  %31 = mul nsw i64 %26, %24
  %32 = getelementptr i8, ptr addrspace(1) %30, i64 8
  store i64 %31, ptr addrspace(1) %32, align 8, !tbaa !15
  %33 = and i64 %26, 63
  %34 = ashr i64 %24, %33
  %35 = getelementptr i8, ptr addrspace(1) %30, i64 16
  store i64 %34, ptr addrspace(1) %35, align 8, !tbaa !15
  %36 = lshr i64 %24, %33
  %37 = getelementptr i8, ptr addrspace(1) %30, i64 24
  store i64 %36, ptr addrspace(1) %37, align 8, !tbaa !15
  %38 = and i64 %26, 31
  %39 = shl i64 %24, %38
  %40 = getelementptr i8, ptr addrspace(1) %30, i64 32
  store i64 %39, ptr addrspace(1) %40, align 8, !tbaa !15
  %41 = icmp eq i64 %26, 0
  br i1 %41, label %49, label %42

42:                                               ; preds = %20
  %43 = freeze i64 %24
  %44 = freeze i64 %26
  %45 = sdiv i64 %43, %44
  %46 = getelementptr i8, ptr addrspace(1) %30, i64 40
  store i64 %45, ptr addrspace(1) %46, align 8, !tbaa !15
  %47 = mul i64 %45, %44
  %48 = sub i64 %43, %47
  br label %51

49:                                               ; preds = %20
  %50 = getelementptr i8, ptr addrspace(1) %30, i64 40
  store i64 0, ptr addrspace(1) %50, align 8, !tbaa !15
  br label %51

51:                                               ; preds = %49, %42
  %52 = phi i64 [ %48, %42 ], [ 0, %49 ]
  %53 = getelementptr i8, ptr addrspace(1) %30, i64 48
  store i64 %52, ptr addrspace(1) %53, align 8, !tbaa !15
  %54 = icmp slt i64 %24, %26
  br i1 %54, label %55, label %57

55:                                               ; preds = %51
  %56 = xor i64 %26, %24
  br label %60

57:                                               ; preds = %51
  %58 = xor i64 %26, -1
  %59 = and i64 %24, %58
  br label %60

60:                                               ; preds = %57, %55
  %61 = phi i64 [ %56, %55 ], [ %59, %57 ]
  %62 = getelementptr i8, ptr addrspace(1) %30, i64 56
  store i64 %61, ptr addrspace(1) %62, align 8, !tbaa !15
  br label %63

63:                                               ; preds = %4, %60
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @imath_i32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %67

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !5
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !5
  %27 = mul nsw i32 %26, %24
  %28 = shl nsw i32 %18, 3
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %29
  store i32 %27, ptr addrspace(1) %30, align 4, !tbaa !5
  %31 = sext i32 %24 to i64
  %32 = sext i32 %26 to i64
  %33 = mul nsw i64 %32, %31
  %34 = lshr i64 %33, 32
  %35 = trunc nuw i64 %34 to i32
  %36 = getelementptr i8, ptr addrspace(1) %30, i64 4
  store i32 %35, ptr addrspace(1) %36, align 4, !tbaa !5
  %37 = zext i32 %24 to i64
  %38 = zext i32 %26 to i64
  %39 = mul nuw i64 %38, %37
  %40 = lshr i64 %39, 32
  %41 = trunc nuw i64 %40 to i32
  %42 = getelementptr i8, ptr addrspace(1) %30, i64 8
  store i32 %41, ptr addrspace(1) %42, align 4, !tbaa !5
  %43 = icmp eq i32 %26, 0
  br i1 %43, label %48, label %44

44:                                               ; preds = %20
  %45 = sdiv i32 %24, %26
  %46 = getelementptr i8, ptr addrspace(1) %30, i64 12
  store i32 %45, ptr addrspace(1) %46, align 4, !tbaa !5
  %47 = urem i32 %24, %26
  br label %50

48:                                               ; preds = %20
  %49 = getelementptr i8, ptr addrspace(1) %30, i64 12
  store i32 0, ptr addrspace(1) %49, align 4, !tbaa !5
  br label %50

50:                                               ; preds = %48, %44
  %51 = phi i32 [ %47, %44 ], [ 0, %48 ]
  %52 = getelementptr i8, ptr addrspace(1) %30, i64 16
  store i32 %51, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %24)
  %54 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %26, i1 false)
  %55 = add nuw nsw i32 %54, %53
  %56 = getelementptr i8, ptr addrspace(1) %30, i64 20
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !5
  %57 = tail call i32 @llvm.smax.i32(i32 %24, i32 %26)
  %58 = tail call i32 @llvm.umin.i32(i32 %24, i32 %26)
  %59 = sub i32 %57, %58
  %60 = getelementptr i8, ptr addrspace(1) %30, i64 24
  store i32 %59, ptr addrspace(1) %60, align 4, !tbaa !5
  %61 = ashr i32 %24, 3
  %62 = lshr i32 %26, 5
  %63 = tail call i32 @llvm.fshl.i32(i32 %24, i32 %24, i32 7)
  %64 = xor i32 %63, %61
  %65 = xor i32 %64, %62
  %66 = getelementptr i8, ptr addrspace(1) %30, i64 28
  store i32 %65, ptr addrspace(1) %66, align 4, !tbaa !5
  br label %67

67:                                               ; preds = %4, %50
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_imath_i32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %67

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !5
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !5
  %27 = mul nsw i32 %26, %24
  %28 = shl nsw i32 %18, 3
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %29
  store i32 %27, ptr addrspace(1) %30, align 4, !tbaa !5
  %31 = sext i32 %24 to i64
  %32 = sext i32 %26 to i64
  %33 = mul nsw i64 %32, %31
  %34 = lshr i64 %33, 32
  %35 = trunc nuw i64 %34 to i32
  %36 = getelementptr i8, ptr addrspace(1) %30, i64 4
  store i32 %35, ptr addrspace(1) %36, align 4, !tbaa !5
  %37 = zext i32 %24 to i64
  %38 = zext i32 %26 to i64
  %39 = mul nuw i64 %38, %37
  %40 = lshr i64 %39, 32
  %41 = trunc nuw i64 %40 to i32
  %42 = getelementptr i8, ptr addrspace(1) %30, i64 8
  store i32 %41, ptr addrspace(1) %42, align 4, !tbaa !5
  %43 = icmp eq i32 %26, 0
  br i1 %43, label %48, label %44

44:                                               ; preds = %20
  %45 = sdiv i32 %24, %26
  %46 = getelementptr i8, ptr addrspace(1) %30, i64 12
  store i32 %45, ptr addrspace(1) %46, align 4, !tbaa !5
  %47 = urem i32 %24, %26
  br label %50

48:                                               ; preds = %20
  %49 = getelementptr i8, ptr addrspace(1) %30, i64 12
  store i32 0, ptr addrspace(1) %49, align 4, !tbaa !5
  br label %50

50:                                               ; preds = %48, %44
  %51 = phi i32 [ %47, %44 ], [ 0, %48 ]
  %52 = getelementptr i8, ptr addrspace(1) %30, i64 16
  store i32 %51, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %24)
  %54 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %26, i1 false)
  %55 = add nuw nsw i32 %54, %53
  %56 = getelementptr i8, ptr addrspace(1) %30, i64 20
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !5
  %57 = tail call i32 @llvm.smax.i32(i32 %24, i32 %26)
  %58 = tail call i32 @llvm.umin.i32(i32 %24, i32 %26)
  %59 = sub i32 %57, %58
  %60 = getelementptr i8, ptr addrspace(1) %30, i64 24
  store i32 %59, ptr addrspace(1) %60, align 4, !tbaa !5
  %61 = ashr i32 %24, 3
  %62 = lshr i32 %26, 5
  %63 = tail call i32 @llvm.fshl.i32(i32 %24, i32 %24, i32 7)
  %64 = xor i32 %63, %61
  %65 = xor i32 %64, %62
  %66 = getelementptr i8, ptr addrspace(1) %30, i64 28
  store i32 %65, ptr addrspace(1) %66, align 4, !tbaa !5
  br label %67

67:                                               ; preds = %4, %50
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @convert(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, ptr addrspace(1) noundef writeonly align 4 captures(none) %5, ptr addrspace(1) noundef writeonly align 2 captures(none) %6, ptr addrspace(1) noundef writeonly align 8 captures(none) %7, ptr addrspace(1) noundef writeonly align 8 captures(none) %8, i32 noundef %9) local_unnamed_addr #0 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
  %11 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %12 = zext i32 %11 to i64
  %13 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %13, i64 12
  %15 = load i16, ptr addrspace(4) %14, align 4, !tbaa !13
  %16 = zext i16 %15 to i64
  %17 = mul nuw nsw i64 %16, %12
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw i8, ptr addrspace(4) %13, i64 40
  %21 = load i64, ptr addrspace(4) %20, align 8, !tbaa !15
  %22 = add i64 %21, %19
  %23 = add i64 %22, %17
  %24 = trunc i64 %23 to i32
  %25 = icmp sgt i32 %9, %24
  br i1 %25, label %26, label %59

26:                                               ; preds = %10
  %27 = shl i64 %23, 32
  %28 = ashr exact i64 %27, 32
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !17
  %31 = fptosi float %30 to i32
  %32 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %28
  store i32 %31, ptr addrspace(1) %32, align 4, !tbaa !5
  %33 = tail call float @llvm.fabs.f32(float %30)
  %34 = fptoui float %33 to i32
  %35 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %28
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %28
  %37 = load i32, ptr addrspace(1) %36, align 4, !tbaa !5
  %38 = sitofp i32 %37 to float
  %39 = shl nsw i32 %24, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %40
  store float %38, ptr addrspace(1) %41, align 4, !tbaa !17
  %42 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %28
  %43 = load double, ptr addrspace(1) %42, align 8, !tbaa !31
  %44 = fptrunc double %43 to float
  %45 = or disjoint i32 %39, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %46
  store float %44, ptr addrspace(1) %47, align 4, !tbaa !17
  %48 = fptrunc float %30 to half
  %49 = getelementptr inbounds half, ptr addrspace(1) %6, i64 %28
  store half %48, ptr addrspace(1) %49, align 2, !tbaa !25
  %50 = fpext float %30 to double
  %51 = getelementptr inbounds double, ptr addrspace(1) %7, i64 %40
  store double %50, ptr addrspace(1) %51, align 8, !tbaa !31
  %52 = sitofp i32 %37 to double
  %53 = uitofp i32 %37 to double
  %54 = fadd double %52, %53
  %55 = getelementptr inbounds double, ptr addrspace(1) %7, i64 %46
  store double %54, ptr addrspace(1) %55, align 8, !tbaa !31
  %56 = load double, ptr addrspace(1) %42, align 8, !tbaa !31
  %57 = fptosi double %56 to i64
  %58 = getelementptr inbounds i64, ptr addrspace(1) %8, i64 %28
  store i64 %57, ptr addrspace(1) %58, align 8, !tbaa !15
  br label %59

59:                                               ; preds = %10, %26
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_convert(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, ptr addrspace(1) noundef writeonly align 4 captures(none) %5, ptr addrspace(1) noundef writeonly align 2 captures(none) %6, ptr addrspace(1) noundef writeonly align 8 captures(none) %7, ptr addrspace(1) noundef writeonly align 8 captures(none) %8, i32 noundef %9) local_unnamed_addr #1 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
  %11 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %12 = zext i32 %11 to i64
  %13 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %13, i64 12
  %15 = load i16, ptr addrspace(4) %14, align 4, !tbaa !13
  %16 = zext i16 %15 to i64
  %17 = mul nuw nsw i64 %16, %12
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw i8, ptr addrspace(4) %13, i64 40
  %21 = load i64, ptr addrspace(4) %20, align 8, !tbaa !15
  %22 = add i64 %21, %19
  %23 = add i64 %22, %17
  %24 = trunc i64 %23 to i32
  %25 = icmp sgt i32 %9, %24
  br i1 %25, label %26, label %59

26:                                               ; preds = %10
  %27 = shl i64 %23, 32
  %28 = ashr exact i64 %27, 32
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !17
  %31 = fptosi float %30 to i32
  %32 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %28
  store i32 %31, ptr addrspace(1) %32, align 4, !tbaa !5
  %33 = tail call float @llvm.fabs.f32(float %30)
  %34 = fptoui float %33 to i32
  %35 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %28
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %28
  %37 = load i32, ptr addrspace(1) %36, align 4, !tbaa !5
  %38 = sitofp i32 %37 to float
  %39 = shl nsw i32 %24, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %40
  store float %38, ptr addrspace(1) %41, align 4, !tbaa !17
  %42 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %28
  %43 = load double, ptr addrspace(1) %42, align 8, !tbaa !31
  %44 = fptrunc double %43 to float
  %45 = or disjoint i32 %39, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %46
  store float %44, ptr addrspace(1) %47, align 4, !tbaa !17
  %48 = fptrunc float %30 to half
  %49 = getelementptr inbounds half, ptr addrspace(1) %6, i64 %28
  store half %48, ptr addrspace(1) %49, align 2, !tbaa !25
  %50 = fpext float %30 to double
  %51 = getelementptr inbounds double, ptr addrspace(1) %7, i64 %40
  store double %50, ptr addrspace(1) %51, align 8, !tbaa !31
  %52 = sitofp i32 %37 to double
  %53 = uitofp i32 %37 to double
  %54 = fadd double %52, %53
  %55 = getelementptr inbounds double, ptr addrspace(1) %7, i64 %46
  store double %54, ptr addrspace(1) %55, align 8, !tbaa !31
  %56 = load double, ptr addrspace(1) %42, align 8, !tbaa !31
  %57 = fptosi double %56 to i64
  %58 = getelementptr inbounds i64, ptr addrspace(1) %8, i64 %28
  store i64 %57, ptr addrspace(1) %58, align 8, !tbaa !15
  br label %59

59:                                               ; preds = %10, %26
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fma.f16(half, half, half) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.fmuladd.v2f16(<2 x half>, <2 x half>, <2 x half>) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"float*", !"int"}
!12 = !{!"const", !"const", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !7, i64 0}
!19 = !{i32 0, i32 1, i32 1, i32 0}
!20 = !{!"float", !"float*", !"float*", !"uint"}
!21 = !{!"", !"const", !"", !""}
!22 = !{float 2.500000e+00}
!23 = !{float 3.000000e+00}
!24 = !{!"half*", !"half*", !"half*", !"int"}
!25 = !{!26, !26, i64 0}
!26 = !{!"half", !7, i64 0}
!27 = !{!"half2*", !"half2*", !"half2*", !"int"}
!28 = !{!"half __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(2)))*", !"int"}
!29 = !{!7, !7, i64 0}
!30 = !{!"double*", !"double*", !"double*", !"int"}
!31 = !{!32, !32, i64 0}
!32 = !{!"double", !7, i64 0}
!33 = !{!"long*", !"long*", !"long*", !"int"}
!34 = !{!"int*", !"int*", !"int*", !"int"}
!35 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!36 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!37 = !{!"float*", !"int*", !"double*", !"int*", !"uint*", !"float*", !"half*", !"double*", !"long*", !"int"}
!38 = !{!"const", !"const", !"const", !"", !"", !"", !"", !"", !"", !""}
