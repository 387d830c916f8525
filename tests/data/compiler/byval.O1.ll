; ModuleID = '/work/main/tests/data/emu/src/byval.cl'
source_filename = "/work/main/tests/data/emu/src/byval.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.params_t = type { float, i32, i16, i8, double }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @struct_arg(ptr addrspace(4) noundef readonly byref(%struct.params_t) align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = load float, ptr addrspace(4) %0, align 8
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 4
  %6 = load i32, ptr addrspace(4) %5, align 4
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 8
  %8 = load i16, ptr addrspace(4) %7, align 8
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %10 = load double, ptr addrspace(4) %9, align 8
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
  %24 = shl i64 %23, 32
  %25 = ashr exact i64 %24, 32
  %26 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !17
  %28 = sext i16 %8 to i32
  %29 = add nsw i32 %6, %28
  %30 = sitofp i32 %29 to float
  %31 = tail call float @llvm.fmuladd.f32(float %27, float %4, float %30)
  %32 = fptrunc double %10 to float
  %33 = fadd float %31, %32
  %34 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %25
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !17
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_struct_arg(float %0, i32 %1, i16 %2, i8 %3, double %4, ptr addrspace(1) noundef readonly align 4 captures(none) %5, ptr addrspace(1) noundef writeonly align 4 captures(none) %6) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %8 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %9 = zext i32 %8 to i64
  %10 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = getelementptr inbounds nuw i8, ptr addrspace(4) %10, i64 12
  %12 = load i16, ptr addrspace(4) %11, align 4, !tbaa !13
  %13 = zext i16 %12 to i64
  %14 = mul nuw nsw i64 %13, %9
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw i8, ptr addrspace(4) %10, i64 40
  %18 = load i64, ptr addrspace(4) %17, align 8, !tbaa !15
  %19 = add i64 %18, %16
  %20 = add i64 %19, %14
  %21 = shl i64 %20, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !17
  %25 = sext i16 %2 to i32
  %26 = add nsw i32 %1, %25
  %27 = sitofp i32 %26 to float
  %28 = tail call float @llvm.fmuladd.f32(float %24, float %0, float %27)
  %29 = fptrunc double %4 to float
  %30 = fadd float %28, %29
  %31 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %22
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @vector_args(<4 x float> noundef %0, <2 x i32> noundef %1, ptr addrspace(1) noundef writeonly align 16 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #2 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
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
  %19 = sitofp i32 %18 to float
  %20 = insertelement <4 x float> poison, float %19, i64 0
  %21 = shufflevector <4 x float> %20, <4 x float> poison, <4 x i32> zeroinitializer
  %22 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %0, <4 x float> %21, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>)
  %23 = shl i64 %17, 32
  %24 = ashr exact i64 %23, 32
  %25 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %24
  store <4 x float> %22, ptr addrspace(1) %25, align 16, !tbaa !24
  %26 = insertelement <2 x i32> poison, i32 %18, i64 0
  %27 = sub nsw i32 0, %18
  %28 = insertelement <2 x i32> %26, i32 %27, i64 1
  %29 = add <2 x i32> %28, %1
  %30 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %3, i64 %24
  store <2 x i32> %29, ptr addrspace(1) %30, align 8, !tbaa !24
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected void @__clang_ocl_kern_imp_vector_args(<4 x float> noundef %0, <2 x i32> noundef %1, ptr addrspace(1) noundef writeonly align 16 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #3 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
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
  %19 = sitofp i32 %18 to float
  %20 = insertelement <4 x float> poison, float %19, i64 0
  %21 = shufflevector <4 x float> %20, <4 x float> poison, <4 x i32> zeroinitializer
  %22 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %0, <4 x float> %21, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>)
  %23 = shl i64 %17, 32
  %24 = ashr exact i64 %23, 32
  %25 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %24
  store <4 x float> %22, ptr addrspace(1) %25, align 16, !tbaa !24
  %26 = insertelement <2 x i32> poison, i32 %18, i64 0
  %27 = sub nsw i32 0, %18
  %28 = insertelement <2 x i32> %26, i32 %27, i64 1
  %29 = add <2 x i32> %28, %1
  %30 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %3, i64 %24
  store <2 x i32> %29, ptr addrspace(1) %30, align 8, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @vec_loads(ptr addrspace(1) noundef readonly align 16 captures(none) %0, ptr addrspace(1) noundef readonly align 16 captures(none) %1, ptr addrspace(1) noundef writeonly align 16 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !25 !kernel_arg_access_qual !10 !kernel_arg_type !26 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !13
  %9 = zext i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !15
  %15 = add i64 %14, %12
  %16 = add i64 %15, %10
  %17 = shl i64 %16, 32
  %18 = ashr exact i64 %17, 32
  %19 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %18
  %20 = load <4 x float>, ptr addrspace(1) %19, align 16, !tbaa !24
  %21 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %1, i64 %18
  %22 = load <4 x i32>, ptr addrspace(1) %21, align 16, !tbaa !24
  %23 = shufflevector <4 x float> %20, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %24 = sitofp <4 x i32> %22 to <4 x float>
  %25 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %24, <4 x float> %20, <4 x float> %23)
  %26 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %18
  store <4 x float> %25, ptr addrspace(1) %26, align 16, !tbaa !24
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_vec_loads(ptr addrspace(1) noundef readonly align 16 captures(none) %0, ptr addrspace(1) noundef readonly align 16 captures(none) %1, ptr addrspace(1) noundef writeonly align 16 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !25 !kernel_arg_access_qual !10 !kernel_arg_type !26 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !13
  %9 = zext i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !15
  %15 = add i64 %14, %12
  %16 = add i64 %15, %10
  %17 = shl i64 %16, 32
  %18 = ashr exact i64 %17, 32
  %19 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %18
  %20 = load <4 x float>, ptr addrspace(1) %19, align 16, !tbaa !24
  %21 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %1, i64 %18
  %22 = load <4 x i32>, ptr addrspace(1) %21, align 16, !tbaa !24
  %23 = shufflevector <4 x float> %20, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %24 = sitofp <4 x i32> %22 to <4 x float>
  %25 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %24, <4 x float> %20, <4 x float> %23)
  %26 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %18
  store <4 x float> %25, ptr addrspace(1) %26, align 16, !tbaa !24
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @private_sort(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #4 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
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
  %17 = shl nsw i32 %16, 3
  br label %18

18:                                               ; preds = %2, %18
  %19 = phi i32 [ 0, %2 ], [ %26, %18 ]
  %20 = phi <8 x i32> [ zeroinitializer, %2 ], [ %25, %18 ]
  %21 = add nuw nsw i32 %19, %17
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !5
  %25 = insertelement <8 x i32> %20, i32 %24, i32 %19
  %26 = add nuw nsw i32 %19, 1
  %27 = icmp eq i32 %26, 8
  br i1 %27, label %28, label %18, !llvm.loop !33

28:                                               ; preds = %18, %36
  %29 = phi i32 [ %39, %36 ], [ 7, %18 ]
  %30 = phi i32 [ %38, %36 ], [ 0, %18 ]
  %31 = phi <8 x i32> [ %37, %36 ], [ %25, %18 ]
  %32 = tail call i32 @llvm.umax.i32(i32 %29, i32 1)
  %33 = icmp eq i32 %30, 7
  br i1 %33, label %36, label %41

34:                                               ; preds = %36
  %35 = shl nsw i32 %16, 3
  br label %52

36:                                               ; preds = %41, %28
  %37 = phi <8 x i32> [ %31, %28 ], [ %50, %41 ]
  %38 = add nuw nsw i32 %30, 1
  %39 = add nsw i32 %29, -1
  %40 = icmp eq i32 %38, 8
  br i1 %40, label %34, label %28, !llvm.loop !35

41:                                               ; preds = %28, %41
  %42 = phi i32 [ %45, %41 ], [ 0, %28 ]
  %43 = phi <8 x i32> [ %50, %41 ], [ %31, %28 ]
  %44 = extractelement <8 x i32> %43, i32 %42
  %45 = add nuw nsw i32 %42, 1
  %46 = extractelement <8 x i32> %43, i32 %45
  %47 = icmp sgt i32 %44, %46
  %48 = insertelement <8 x i32> %43, i32 %46, i32 %42
  %49 = insertelement <8 x i32> %48, i32 %44, i32 %45
  %50 = select i1 %47, <8 x i32> %49, <8 x i32> %43
  %51 = icmp eq i32 %45, %32
  br i1 %51, label %36, label %41, !llvm.loop !36

52:                                               ; preds = %34, %52
  %53 = phi i32 [ 0, %34 ], [ %58, %52 ]
  %54 = extractelement <8 x i32> %37, i32 %53
  %55 = add nuw nsw i32 %53, %35
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %56
  store i32 %54, ptr addrspace(1) %57, align 4, !tbaa !5
  %58 = add nuw nsw i32 %53, 1
  %59 = icmp eq i32 %58, 8
  br i1 %59, label %60, label %52, !llvm.loop !37

60:                                               ; preds = %52
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_private_sort(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #5 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
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
  %17 = shl nsw i32 %16, 3
  br label %18

18:                                               ; preds = %2, %18
  %19 = phi i32 [ 0, %2 ], [ %26, %18 ]
  %20 = phi <8 x i32> [ zeroinitializer, %2 ], [ %25, %18 ]
  %21 = add nuw nsw i32 %19, %17
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !5
  %25 = insertelement <8 x i32> %20, i32 %24, i32 %19
  %26 = add nuw nsw i32 %19, 1
  %27 = icmp eq i32 %26, 8
  br i1 %27, label %28, label %18, !llvm.loop !33

28:                                               ; preds = %18, %36
  %29 = phi i32 [ %39, %36 ], [ 7, %18 ]
  %30 = phi i32 [ %38, %36 ], [ 0, %18 ]
  %31 = phi <8 x i32> [ %37, %36 ], [ %25, %18 ]
  %32 = tail call i32 @llvm.umax.i32(i32 %29, i32 1)
  %33 = icmp eq i32 %30, 7
  br i1 %33, label %36, label %41

34:                                               ; preds = %36
  %35 = shl nsw i32 %16, 3
  br label %53

36:                                               ; preds = %41, %28
  %37 = phi <8 x i32> [ %31, %28 ], [ %50, %41 ]
  %38 = add nuw nsw i32 %30, 1
  %39 = add nsw i32 %29, -1
  %40 = icmp eq i32 %38, 8
  br i1 %40, label %34, label %28, !llvm.loop !35

41:                                               ; preds = %28, %41
  %42 = phi i32 [ %45, %41 ], [ 0, %28 ]
  %43 = phi <8 x i32> [ %50, %41 ], [ %31, %28 ]
  %44 = extractelement <8 x i32> %43, i32 %42
  %45 = add nuw nsw i32 %42, 1
  %46 = extractelement <8 x i32> %43, i32 %45
  %47 = icmp sgt i32 %44, %46
  %48 = insertelement <8 x i32> %43, i32 %46, i32 %42
  %49 = insertelement <8 x i32> %48, i32 %44, i32 %45
  %50 = select i1 %47, <8 x i32> %49, <8 x i32> %43
  %51 = icmp eq i32 %45, %32
  br i1 %51, label %36, label %41, !llvm.loop !36

52:                                               ; preds = %53
  ret void

53:                                               ; preds = %34, %53
  %54 = phi i32 [ 0, %34 ], [ %59, %53 ]
  %55 = extractelement <8 x i32> %37, i32 %54
  %56 = add nuw nsw i32 %54, %35
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %57
  store i32 %55, ptr addrspace(1) %58, align 4, !tbaa !5
  %59 = add nuw nsw i32 %54, 1
  %60 = icmp eq i32 %59, 8
  br i1 %60, label %52, label %53, !llvm.loop !37
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @private_index(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #4 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
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
  br label %17

17:                                               ; preds = %2, %17
  %18 = phi i32 [ 0, %2 ], [ %23, %17 ]
  %19 = phi <32 x i32> [ zeroinitializer, %2 ], [ %22, %17 ]
  %20 = mul nuw nsw i32 %18, %18
  %21 = add nsw i32 %20, %16
  %22 = insertelement <32 x i32> %19, i32 %21, i32 %18
  %23 = add nuw nsw i32 %18, 1
  %24 = icmp eq i32 %23, 32
  br i1 %24, label %25, label %17, !llvm.loop !38

25:                                               ; preds = %17
  %26 = shl i64 %15, 32
  %27 = ashr exact i64 %26, 32
  %28 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4, !tbaa !5
  %30 = and i32 %29, 31
  %31 = extractelement <32 x i32> %22, i32 %30
  %32 = lshr i32 %29, 5
  %33 = and i32 %32, 31
  %34 = extractelement <32 x i32> %22, i32 %33
  %35 = add nsw i32 %34, %31
  %36 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %27
  store i32 %35, ptr addrspace(1) %36, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_private_index(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #5 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
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
  br label %29

17:                                               ; preds = %29
  %18 = shl i64 %15, 32
  %19 = ashr exact i64 %18, 32
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5
  %22 = and i32 %21, 31
  %23 = extractelement <32 x i32> %34, i32 %22
  %24 = lshr i32 %21, 5
  %25 = and i32 %24, 31
  %26 = extractelement <32 x i32> %34, i32 %25
  %27 = add nsw i32 %26, %23
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %19
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !5
  ret void

29:                                               ; preds = %2, %29
  %30 = phi i32 [ 0, %2 ], [ %35, %29 ]
  %31 = phi <32 x i32> [ zeroinitializer, %2 ], [ %34, %29 ]
  %32 = mul nuw nsw i32 %30, %30
  %33 = add nsw i32 %32, %16
  %34 = insertelement <32 x i32> %31, i32 %33, i32 %30
  %35 = add nuw nsw i32 %30, 1
  %36 = icmp eq i32 %35, 32
  br i1 %36, label %17, label %29, !llvm.loop !38
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @calls(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4) local_unnamed_addr #4 !kernel_arg_addr_space !39 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 {
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = zext i32 %6 to i64
  %8 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !tbaa !13
  %11 = zext i16 %10 to i64
  %12 = mul nuw nsw i64 %11, %7
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 40
  %16 = load i64, ptr addrspace(4) %15, align 8, !tbaa !15
  %17 = add i64 %16, %14
  %18 = add i64 %17, %12
  %19 = shl i64 %18, 32
  %20 = ashr exact i64 %19, 32
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !17
  %23 = tail call fastcc float @poly(float noundef %22) #11
  %24 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %20
  store float %23, ptr addrspace(1) %24, align 4, !tbaa !17
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %20
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !5
  %29 = tail call fastcc i32 @gcd(i32 noundef %26, i32 noundef %28) #11
  %30 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %20
  store i32 %29, ptr addrspace(1) %30, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_calls(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4) local_unnamed_addr #5 !kernel_arg_addr_space !39 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 {
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = zext i32 %6 to i64
  %8 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !tbaa !13
  %11 = zext i16 %10 to i64
  %12 = mul nuw nsw i64 %11, %7
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 40
  %16 = load i64, ptr addrspace(4) %15, align 8, !tbaa !15
  %17 = add i64 %16, %14
  %18 = add i64 %17, %12
  %19 = shl i64 %18, 32
  %20 = ashr exact i64 %19, 32
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !17
  %23 = tail call fastcc float @poly(float noundef %22) #11
  %24 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %20
  store float %23, ptr addrspace(1) %24, align 4, !tbaa !17
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %20
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !5
  %29 = tail call fastcc i32 @gcd(i32 noundef %26, i32 noundef %28) #11
  %30 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %20
  store i32 %29, ptr addrspace(1) %30, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc noundef float @poly(float noundef %0) unnamed_addr #8 {
  %2 = tail call float @llvm.fmuladd.f32(float %0, float 2.000000e+00, float 3.000000e+00)
  %3 = fmul float %0, %2
  ret float %3
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal fastcc i32 @gcd(i32 noundef %0, i32 noundef %1) unnamed_addr #9 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %6, %4 ], [ %0, %2 ]
  %6 = phi i32 [ %7, %4 ], [ %1, %2 ]
  %7 = srem i32 %5, %6
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %4, !llvm.loop !43

9:                                                ; preds = %4, %2
  %10 = phi i32 [ %0, %2 ], [ %6, %4 ]
  ret i32 %10
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #10

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #9 = { nofree noinline norecurse nosync nounwind memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!9 = !{i32 0, i32 1, i32 1}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"params_t", !"float*", !"float*"}
!12 = !{!"", !"const", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !7, i64 0}
!19 = !{i32 0, i32 0, i32 1, i32 1}
!20 = !{!"none", !"none", !"none", !"none"}
!21 = !{!"float4", !"int2", !"float4*", !"int2*"}
!22 = !{!"float __attribute__((ext_vector_type(4)))", !"int __attribute__((ext_vector_type(2)))", !"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(2)))*"}
!23 = !{!"", !"", !"", !""}
!24 = !{!7, !7, i64 0}
!25 = !{i32 1, i32 1, i32 1}
!26 = !{!"float4*", !"int4*", !"float4*"}
!27 = !{!"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*"}
!28 = !{!"const", !"const", !""}
!29 = !{i32 1, i32 1}
!30 = !{!"none", !"none"}
!31 = !{!"int*", !"int*"}
!32 = !{!"const", !""}
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = distinct !{!35, !34}
!36 = distinct !{!36, !34}
!37 = distinct !{!37, !34}
!38 = distinct !{!38, !34}
!39 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!40 = !{!"none", !"none", !"none", !"none", !"none"}
!41 = !{!"float*", !"int*", !"int*", !"float*", !"int*"}
!42 = !{!"const", !"const", !"const", !"", !""}
!43 = distinct !{!43, !34}
