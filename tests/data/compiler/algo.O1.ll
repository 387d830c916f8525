; ModuleID = '/work/main/tests/data/emu/src/algo.cl'
source_filename = "/work/main/tests/data/emu/src/algo.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@scan_groups.buf = internal unnamed_addr addrspace(3) global [2 x [256 x i32]] undef, align 4

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @scan_groups(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = load i32, ptr addrspace(4) %4, align 4, !tbaa !5
  %7 = icmp ult i32 %5, %6
  %8 = select i1 %7, i64 12, i64 18
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 %8
  %10 = load i16, ptr addrspace(4) %9, align 2, !tbaa !13
  %11 = zext i16 %10 to i32
  %12 = zext i32 %5 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %14 = load i16, ptr addrspace(4) %13, align 4, !tbaa !13
  %15 = zext i16 %14 to i64
  %16 = mul nuw nsw i64 %15, %12
  %17 = zext nneg i32 %3 to i64
  %18 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 40
  %19 = load i64, ptr addrspace(4) %18, align 8, !tbaa !15
  %20 = add i64 %19, %17
  %21 = add i64 %20, %16
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i32, ptr addrspace(3) @scan_groups.buf, i32 %3
  store i32 %23, ptr addrspace(3) %24, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %25 = getelementptr i32, ptr addrspace(3) @scan_groups.buf, i32 %3
  %26 = icmp ugt i16 %10, 1
  br i1 %26, label %27, label %45

27:                                               ; preds = %2, %39
  %28 = phi i32 [ %43, %39 ], [ 1, %2 ]
  %29 = phi i32 [ %41, %39 ], [ 0, %2 ]
  %30 = getelementptr inbounds nuw [256 x i32], ptr addrspace(3) @scan_groups.buf, i32 %29
  %31 = getelementptr inbounds nuw i32, ptr addrspace(3) %30, i32 %3
  %32 = load i32, ptr addrspace(3) %31, align 4, !tbaa !5
  %33 = icmp slt i32 %3, %28
  br i1 %33, label %39, label %34

34:                                               ; preds = %27
  %35 = sub nsw i32 %3, %28
  %36 = getelementptr inbounds nuw i32, ptr addrspace(3) %30, i32 %35
  %37 = load i32, ptr addrspace(3) %36, align 4, !tbaa !5
  %38 = add nsw i32 %37, %32
  br label %39

39:                                               ; preds = %34, %27
  %40 = phi i32 [ %38, %34 ], [ %32, %27 ]
  %41 = xor i32 %29, 1
  %42 = getelementptr [256 x i32], ptr addrspace(3) %25, i32 %41
  store i32 %40, ptr addrspace(3) %42, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %43 = shl i32 %28, 1
  %44 = icmp slt i32 %43, %11
  br i1 %44, label %27, label %45, !llvm.loop !17

45:                                               ; preds = %39, %2
  %46 = phi i32 [ 0, %2 ], [ %41, %39 ]
  %47 = getelementptr inbounds nuw [256 x i32], ptr addrspace(3) @scan_groups.buf, i32 %46
  %48 = getelementptr inbounds nuw i32, ptr addrspace(3) %47, i32 %3
  %49 = load i32, ptr addrspace(3) %48, align 4, !tbaa !5
  %50 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  store i32 %49, ptr addrspace(1) %50, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind
define protected void @__clang_ocl_kern_imp_scan_groups(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = load i32, ptr addrspace(4) %4, align 4, !tbaa !5
  %7 = icmp ult i32 %5, %6
  %8 = select i1 %7, i64 12, i64 18
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 %8
  %10 = load i16, ptr addrspace(4) %9, align 2, !tbaa !13
  %11 = zext i16 %10 to i32
  %12 = zext i32 %5 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %14 = load i16, ptr addrspace(4) %13, align 4, !tbaa !13
  %15 = zext i16 %14 to i64
  %16 = mul nuw nsw i64 %15, %12
  %17 = zext nneg i32 %3 to i64
  %18 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 40
  %19 = load i64, ptr addrspace(4) %18, align 8, !tbaa !15
  %20 = add i64 %19, %17
  %21 = add i64 %20, %16
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i32, ptr addrspace(3) @scan_groups.buf, i32 %3
  store i32 %23, ptr addrspace(3) %24, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %25 = getelementptr i32, ptr addrspace(3) @scan_groups.buf, i32 %3
  %26 = icmp ugt i16 %10, 1
  br i1 %26, label %33, label %27

27:                                               ; preds = %45, %2
  %28 = phi i32 [ 0, %2 ], [ %47, %45 ]
  %29 = getelementptr inbounds nuw [256 x i32], ptr addrspace(3) @scan_groups.buf, i32 %28
  %30 = getelementptr inbounds nuw i32, ptr addrspace(3) %29, i32 %3
  %31 = load i32, ptr addrspace(3) %30, align 4, !tbaa !5
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  store i32 %31, ptr addrspace(1) %32, align 4, !tbaa !5
  ret void

33:                                               ; preds = %2, %45
  %34 = phi i32 [ %49, %45 ], [ 1, %2 ]
  %35 = phi i32 [ %47, %45 ], [ 0, %2 ]
  %36 = getelementptr inbounds nuw [256 x i32], ptr addrspace(3) @scan_groups.buf, i32 %35
  %37 = getelementptr inbounds nuw i32, ptr addrspace(3) %36, i32 %3
  %38 = load i32, ptr addrspace(3) %37, align 4, !tbaa !5
  %39 = icmp slt i32 %3, %34
  br i1 %39, label %45, label %40

40:                                               ; preds = %33
  %41 = sub nsw i32 %3, %34
  %42 = getelementptr inbounds nuw i32, ptr addrspace(3) %36, i32 %41
  %43 = load i32, ptr addrspace(3) %42, align 4, !tbaa !5
  %44 = add nsw i32 %43, %38
  br label %45

45:                                               ; preds = %40, %33
  %46 = phi i32 [ %44, %40 ], [ %38, %33 ]
  %47 = xor i32 %35, 1
  %48 = getelementptr [256 x i32], ptr addrspace(3) %25, i32 %47
  store i32 %46, ptr addrspace(3) %48, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %49 = shl i32 %34, 1
  %50 = icmp slt i32 %49, %11
  br i1 %50, label %33, label %27, !llvm.loop !17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @stencil1d(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !13
  %9 = zext i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !15
  %15 = add i64 %14, %12
  %16 = add i64 %15, %10
  %17 = trunc i64 %16 to i32
  %18 = icmp sgt i32 %2, %17
  br i1 %18, label %19, label %46

19:                                               ; preds = %3
  %20 = icmp sgt i32 %17, 0
  br i1 %20, label %21, label %26

21:                                               ; preds = %19
  %22 = add i64 %16, 4294967295
  %23 = and i64 %22, 4294967295
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !23
  br label %26

26:                                               ; preds = %21, %19
  %27 = phi float [ %25, %21 ], [ 0.000000e+00, %19 ]
  %28 = add nsw i32 %2, -1
  %29 = icmp sgt i32 %28, %17
  br i1 %29, label %30, label %36

30:                                               ; preds = %26
  %31 = shl i64 %16, 32
  %32 = add i64 %31, 4294967296
  %33 = ashr exact i64 %32, 30
  %34 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !23
  br label %36

36:                                               ; preds = %30, %26
  %37 = phi float [ %35, %30 ], [ 0.000000e+00, %26 ]
  %38 = shl i64 %16, 32
  %39 = ashr exact i64 %38, 32
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !23
  %42 = fmul float %41, 5.000000e-01
  %43 = tail call float @llvm.fmuladd.f32(float %27, float 2.500000e-01, float %42)
  %44 = tail call float @llvm.fmuladd.f32(float %37, float 2.500000e-01, float %43)
  %45 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %39
  store float %44, ptr addrspace(1) %45, align 4, !tbaa !23
  br label %46

46:                                               ; preds = %3, %36
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_stencil1d(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #3 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !13
  %9 = zext i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !15
  %15 = add i64 %14, %12
  %16 = add i64 %15, %10
  %17 = trunc i64 %16 to i32
  %18 = icmp sgt i32 %2, %17
  br i1 %18, label %19, label %46

19:                                               ; preds = %3
  %20 = icmp sgt i32 %17, 0
  br i1 %20, label %21, label %26

21:                                               ; preds = %19
  %22 = add i64 %16, 4294967295
  %23 = and i64 %22, 4294967295
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !23
  br label %26

26:                                               ; preds = %19, %21
  %27 = phi float [ %25, %21 ], [ 0.000000e+00, %19 ]
  %28 = add nsw i32 %2, -1
  %29 = icmp sgt i32 %28, %17
  br i1 %29, label %30, label %36

30:                                               ; preds = %26
  %31 = shl i64 %16, 32
  %32 = add i64 %31, 4294967296
  %33 = ashr exact i64 %32, 30
  %34 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !23
  br label %36

36:                                               ; preds = %26, %30
  %37 = phi float [ %35, %30 ], [ 0.000000e+00, %26 ]
  %38 = shl i64 %16, 32
  %39 = ashr exact i64 %38, 32
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !23
  %42 = fmul float %41, 5.000000e-01
  %43 = tail call float @llvm.fmuladd.f32(float %27, float 2.500000e-01, float %42)
  %44 = tail call float @llvm.fmuladd.f32(float %37, float 2.500000e-01, float %43)
  %45 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %39
  store float %44, ptr addrspace(1) %45, align 4, !tbaa !23
  br label %46

46:                                               ; preds = %3, %36
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @stencil2d(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = trunc i64 %17 to i32
  %19 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 14
  %22 = load i16, ptr addrspace(4) %21, align 2, !tbaa !13
  %23 = zext i16 %22 to i64
  %24 = mul nuw nsw i64 %23, %20
  %25 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 48
  %28 = load i64, ptr addrspace(4) %27, align 8, !tbaa !15
  %29 = add i64 %28, %26
  %30 = add i64 %29, %24
  %31 = trunc i64 %30 to i32
  %32 = icmp sgt i32 %2, %18
  %33 = icmp sgt i32 %3, %31
  %34 = select i1 %32, i1 %33, i1 false
  br i1 %34, label %35, label %75

35:                                               ; preds = %4
  %36 = icmp eq i32 %18, 0
  %37 = icmp eq i32 %31, 0
  %38 = select i1 %36, i1 true, i1 %37
  %39 = add nsw i32 %2, -1
  %40 = icmp eq i32 %39, %18
  %41 = select i1 %38, i1 true, i1 %40
  %42 = add nsw i32 %3, -1
  %43 = icmp eq i32 %42, %31
  %44 = select i1 %41, i1 true, i1 %43
  %45 = mul nsw i32 %2, %31
  %46 = add nsw i32 %45, %18
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !23
  br i1 %44, label %72, label %50

50:                                               ; preds = %35
  %51 = getelementptr i8, ptr addrspace(1) %48, i64 -4
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !23
  %53 = fneg float %52
  %54 = tail call float @llvm.fmuladd.f32(float %49, float 4.000000e+00, float %53)
  %55 = getelementptr i8, ptr addrspace(1) %48, i64 4
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !23
  %57 = fsub float %54, %56
  %58 = add nsw i32 %31, -1
  %59 = mul nsw i32 %58, %2
  %60 = add nsw i32 %59, %18
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !23
  %64 = fsub float %57, %63
  %65 = add nsw i32 %31, 1
  %66 = mul nsw i32 %65, %2
  %67 = add nsw i32 %66, %18
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !23
  %71 = fsub float %64, %70
  br label %72

72:                                               ; preds = %35, %50
  %73 = phi float [ %71, %50 ], [ %49, %35 ]
  %74 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %47
  store float %73, ptr addrspace(1) %74, align 4, !tbaa !23
  br label %75

75:                                               ; preds = %72, %4
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_stencil2d(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = trunc i64 %17 to i32
  %19 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 14
  %22 = load i16, ptr addrspace(4) %21, align 2, !tbaa !13
  %23 = zext i16 %22 to i64
  %24 = mul nuw nsw i64 %23, %20
  %25 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 48
  %28 = load i64, ptr addrspace(4) %27, align 8, !tbaa !15
  %29 = add i64 %28, %26
  %30 = add i64 %29, %24
  %31 = trunc i64 %30 to i32
  %32 = icmp sgt i32 %2, %18
  %33 = icmp sgt i32 %3, %31
  %34 = select i1 %32, i1 %33, i1 false
  br i1 %34, label %35, label %75

35:                                               ; preds = %4
  %36 = icmp eq i32 %18, 0
  %37 = icmp eq i32 %31, 0
  %38 = select i1 %36, i1 true, i1 %37
  %39 = add nsw i32 %2, -1
  %40 = icmp eq i32 %39, %18
  %41 = select i1 %38, i1 true, i1 %40
  %42 = add nsw i32 %3, -1
  %43 = icmp eq i32 %42, %31
  %44 = select i1 %41, i1 true, i1 %43
  %45 = mul nsw i32 %2, %31
  %46 = add nsw i32 %45, %18
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !23
  br i1 %44, label %72, label %50

50:                                               ; preds = %35
  %51 = getelementptr i8, ptr addrspace(1) %48, i64 -4
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !23
  %53 = fneg float %52
  %54 = tail call float @llvm.fmuladd.f32(float %49, float 4.000000e+00, float %53)
  %55 = getelementptr i8, ptr addrspace(1) %48, i64 4
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !23
  %57 = fsub float %54, %56
  %58 = add nsw i32 %31, -1
  %59 = mul nsw i32 %58, %2
  %60 = add nsw i32 %59, %18
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !23
  %64 = fsub float %57, %63
  %65 = add nsw i32 %31, 1
  %66 = mul nsw i32 %65, %2
  %67 = add nsw i32 %66, %18
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !23
  %71 = fsub float %64, %70
  br label %72

72:                                               ; preds = %35, %50
  %73 = phi float [ %71, %50 ], [ %49, %35 ]
  %74 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %47
  store float %73, ptr addrspace(1) %74, align 4, !tbaa !23
  br label %75

75:                                               ; preds = %72, %4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @collatz(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #6 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !12 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = icmp eq i32 %17, 1
  br i1 %18, label %35, label %19

19:                                               ; preds = %2, %29
  %20 = phi i32 [ %31, %29 ], [ 0, %2 ]
  %21 = phi i32 [ %30, %29 ], [ %17, %2 ]
  %22 = and i32 %21, 1
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %19
  %25 = mul i32 %21, 3
  %26 = add i32 %25, 1
  br label %29

27:                                               ; preds = %19
  %28 = lshr exact i32 %21, 1
  br label %29

29:                                               ; preds = %27, %24
  %30 = phi i32 [ %26, %24 ], [ %28, %27 ]
  %31 = add nuw nsw i32 %20, 1
  %32 = icmp eq i32 %30, 1
  %33 = icmp samesign ugt i32 %20, 998
  %34 = select i1 %32, i1 true, i1 %33
  br i1 %34, label %35, label %19, !llvm.loop !30

35:                                               ; preds = %29, %2
  %36 = phi i32 [ 0, %2 ], [ %31, %29 ]
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_collatz(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #7 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !12 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = icmp eq i32 %17, 1
  br i1 %18, label %35, label %19

19:                                               ; preds = %2, %29
  %20 = phi i32 [ %31, %29 ], [ 0, %2 ]
  %21 = phi i32 [ %30, %29 ], [ %17, %2 ]
  %22 = and i32 %21, 1
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %19
  %25 = mul i32 %21, 3
  %26 = add i32 %25, 1
  br label %29

27:                                               ; preds = %19
  %28 = lshr exact i32 %21, 1
  br label %29

29:                                               ; preds = %27, %24
  %30 = phi i32 [ %26, %24 ], [ %28, %27 ]
  %31 = add nuw nsw i32 %20, 1
  %32 = icmp eq i32 %30, 1
  %33 = icmp samesign ugt i32 %20, 998
  %34 = select i1 %32, i1 true, i1 %33
  br i1 %34, label %35, label %19, !llvm.loop !30

35:                                               ; preds = %29, %2
  %36 = phi i32 [ 0, %2 ], [ %31, %29 ]
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @early_return(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #6 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = shl i64 %15, 32
  %17 = ashr exact i64 %16, 32
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  %20 = icmp slt i32 %19, 0
  br i1 %20, label %52, label %21

21:                                               ; preds = %2
  %22 = icmp eq i32 %19, 0
  br i1 %22, label %37, label %23

23:                                               ; preds = %21, %30
  %24 = phi i32 [ %35, %30 ], [ 0, %21 ]
  %25 = phi i32 [ %34, %30 ], [ 0, %21 ]
  %26 = mul nuw nsw i32 %24, %24
  %27 = icmp sgt i32 %26, %19
  br i1 %27, label %28, label %30

28:                                               ; preds = %23
  %29 = add nuw nsw i32 %25, 1000
  br label %37

30:                                               ; preds = %23
  %31 = and i32 %24, 1
  %32 = icmp eq i32 %31, 0
  %33 = select i1 %32, i32 %24, i32 0
  %34 = add nuw nsw i32 %33, %25
  %35 = add nuw nsw i32 %24, 1
  %36 = icmp eq i32 %35, %19
  br i1 %36, label %37, label %23, !llvm.loop !31

37:                                               ; preds = %30, %21, %28
  %38 = phi i32 [ %29, %28 ], [ 0, %21 ], [ %34, %30 ]
  %39 = and i32 %19, 3
  switch i32 %39, label %46 [
    i32 0, label %40
    i32 1, label %42
    i32 2, label %44
    i32 3, label %47
  ]

40:                                               ; preds = %37
  %41 = shl nsw i32 %38, 1
  br label %49

42:                                               ; preds = %37
  %43 = add nsw i32 %38, -7
  br label %49

44:                                               ; preds = %37
  %45 = sub nsw i32 0, %38
  br label %49

46:                                               ; preds = %37
  unreachable

47:                                               ; preds = %37
  %48 = xor i32 %38, 85
  br label %49

49:                                               ; preds = %40, %42, %47, %44
  %50 = phi i32 [ %45, %44 ], [ %41, %40 ], [ %43, %42 ], [ %48, %47 ]
  %51 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %17
  store i32 %50, ptr addrspace(1) %51, align 4, !tbaa !5
  br label %52

52:                                               ; preds = %49, %2
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_early_return(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #7 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = shl i64 %15, 32
  %17 = ashr exact i64 %16, 32
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  %20 = icmp slt i32 %19, 0
  br i1 %20, label %52, label %21

21:                                               ; preds = %2
  %22 = icmp eq i32 %19, 0
  br i1 %22, label %37, label %23

23:                                               ; preds = %21, %30
  %24 = phi i32 [ %35, %30 ], [ 0, %21 ]
  %25 = phi i32 [ %34, %30 ], [ 0, %21 ]
  %26 = mul nuw nsw i32 %24, %24
  %27 = icmp sgt i32 %26, %19
  br i1 %27, label %28, label %30

28:                                               ; preds = %23
  %29 = add nuw nsw i32 %25, 1000
  br label %37

30:                                               ; preds = %23
  %31 = and i32 %24, 1
  %32 = icmp eq i32 %31, 0
  %33 = select i1 %32, i32 %24, i32 0
  %34 = add nuw nsw i32 %33, %25
  %35 = add nuw nsw i32 %24, 1
  %36 = icmp eq i32 %35, %19
  br i1 %36, label %37, label %23, !llvm.loop !31

37:                                               ; preds = %30, %21, %28
  %38 = phi i32 [ %29, %28 ], [ 0, %21 ], [ %34, %30 ]
  %39 = and i32 %19, 3
  switch i32 %39, label %46 [
    i32 0, label %40
    i32 1, label %42
    i32 2, label %44
    i32 3, label %47
  ]

40:                                               ; preds = %37
  %41 = shl nsw i32 %38, 1
  br label %49

42:                                               ; preds = %37
  %43 = add nsw i32 %38, -7
  br label %49

44:                                               ; preds = %37
  %45 = sub nsw i32 0, %38
  br label %49

46:                                               ; preds = %37
  unreachable

47:                                               ; preds = %37
  %48 = xor i32 %38, 85
  br label %49

49:                                               ; preds = %40, %42, %47, %44
  %50 = phi i32 [ %45, %44 ], [ %41, %40 ], [ %43, %42 ], [ %48, %47 ]
  %51 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %17
  store i32 %50, ptr addrspace(1) %51, align 4, !tbaa !5
  br label %52

52:                                               ; preds = %49, %2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define protected amdgpu_kernel void @uniform_loop(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, i32 noundef %1) local_unnamed_addr #8 !kernel_arg_addr_space !32 !kernel_arg_access_qual !10 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !34 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = uitofp i64 %15 to float
  %17 = icmp sgt i32 %1, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %2, %18
  %19 = phi i32 [ %22, %18 ], [ 0, %2 ]
  %20 = phi float [ %21, %18 ], [ %16, %2 ]
  %21 = tail call float @llvm.fmuladd.f32(float %20, float 5.000000e-01, float 1.000000e+00)
  %22 = add nuw nsw i32 %19, 1
  %23 = icmp eq i32 %22, %1
  br i1 %23, label %24, label %18, !llvm.loop !35

24:                                               ; preds = %18, %2
  %25 = phi float [ %16, %2 ], [ %21, %18 ]
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %15
  store float %25, ptr addrspace(1) %26, align 4, !tbaa !23
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: write)
define protected void @__clang_ocl_kern_imp_uniform_loop(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, i32 noundef %1) local_unnamed_addr #9 !kernel_arg_addr_space !32 !kernel_arg_access_qual !10 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !34 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = uitofp i64 %15 to float
  %17 = icmp sgt i32 %1, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %21, %2
  %19 = phi float [ %16, %2 ], [ %24, %21 ]
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %15
  store float %19, ptr addrspace(1) %20, align 4, !tbaa !23
  ret void

21:                                               ; preds = %2, %21
  %22 = phi i32 [ %25, %21 ], [ 0, %2 ]
  %23 = phi float [ %24, %21 ], [ %16, %2 ]
  %24 = tail call float @llvm.fmuladd.f32(float %23, float 5.000000e-01, float 1.000000e+00)
  %25 = add nuw nsw i32 %22, 1
  %26 = icmp eq i32 %25, %1
  br i1 %26, label %18, label %21, !llvm.loop !35
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #12

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #9 = { alwaysinline nofree norecurse nosync nounwind memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #11 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{i32 1, i32 1}
!10 = !{!"none", !"none"}
!11 = !{!"int*", !"int*"}
!12 = !{!"const", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = !{i32 1, i32 1, i32 0}
!20 = !{!"none", !"none", !"none"}
!21 = !{!"float*", !"float*", !"int"}
!22 = !{!"const", !"", !""}
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !7, i64 0}
!25 = !{i32 1, i32 1, i32 0, i32 0}
!26 = !{!"none", !"none", !"none", !"none"}
!27 = !{!"float*", !"float*", !"int", !"int"}
!28 = !{!"const", !"", !"", !""}
!29 = !{!"uint*", !"uint*"}
!30 = distinct !{!30, !18}
!31 = distinct !{!31, !18}
!32 = !{i32 1, i32 0}
!33 = !{!"float*", !"int"}
!34 = !{!"", !""}
!35 = distinct !{!35, !18}
