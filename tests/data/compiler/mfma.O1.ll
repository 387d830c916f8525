; ModuleID = '/work/main/tests/data/emu/src/mfma.cl'
source_filename = "/work/main/tests/data/emu/src/mfma.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_32x32x8f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = and i32 %4, 31
  %6 = shl nuw nsw i32 %5, 3
  %7 = lshr i32 %4, 3
  %8 = and i32 %7, 124
  %9 = add nuw nsw i32 %6, %8
  br label %15

10:                                               ; preds = %15
  %11 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %23, <4 x half> %30, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %12 = lshr i32 %4, 3
  %13 = and i32 %12, 124
  %14 = and i32 %4, 31
  br label %33

15:                                               ; preds = %3, %15
  %16 = phi <4 x half> [ undef, %3 ], [ %23, %15 ]
  %17 = phi i32 [ 0, %3 ], [ %31, %15 ]
  %18 = phi <4 x half> [ undef, %3 ], [ %30, %15 ]
  %19 = add nuw nsw i32 %17, %9
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %20
  %22 = load half, ptr addrspace(1) %21, align 2, !tbaa !13
  %23 = insertelement <4 x half> %16, half %22, i32 %17
  %24 = add nuw nsw i32 %17, %8
  %25 = shl nuw nsw i32 %24, 5
  %26 = or disjoint i32 %25, %5
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %27
  %29 = load half, ptr addrspace(1) %28, align 2, !tbaa !13
  %30 = insertelement <4 x half> %18, half %29, i32 %17
  %31 = add nuw nsw i32 %17, 1
  %32 = icmp eq i32 %31, 4
  br i1 %32, label %10, label %15, !llvm.loop !15

33:                                               ; preds = %10, %33
  %34 = phi i32 [ 0, %10 ], [ %45, %33 ]
  %35 = shl nuw nsw i32 %34, 1
  %36 = and i32 %35, 24
  %37 = add nuw nsw i32 %36, %13
  %38 = and i32 %34, 3
  %39 = or disjoint i32 %37, %38
  %40 = extractelement <16 x float> %11, i32 %34
  %41 = shl nuw nsw i32 %39, 5
  %42 = or disjoint i32 %41, %14
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %43
  store float %40, ptr addrspace(1) %44, align 4, !tbaa !17
  %45 = add nuw nsw i32 %34, 1
  %46 = icmp eq i32 %45, 16
  br i1 %46, label %47, label %33, !llvm.loop !19

47:                                               ; preds = %33
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_32x32x8f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = and i32 %4, 31
  %6 = shl nuw nsw i32 %5, 3
  %7 = lshr i32 %4, 3
  %8 = and i32 %7, 124
  %9 = add nuw nsw i32 %6, %8
  br label %15

10:                                               ; preds = %15
  %11 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %23, <4 x half> %30, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %12 = lshr i32 %4, 3
  %13 = and i32 %12, 124
  %14 = and i32 %4, 31
  br label %34

15:                                               ; preds = %3, %15
  %16 = phi <4 x half> [ undef, %3 ], [ %23, %15 ]
  %17 = phi i32 [ 0, %3 ], [ %31, %15 ]
  %18 = phi <4 x half> [ undef, %3 ], [ %30, %15 ]
  %19 = add nuw nsw i32 %17, %9
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %20
  %22 = load half, ptr addrspace(1) %21, align 2, !tbaa !13
  %23 = insertelement <4 x half> %16, half %22, i32 %17
  %24 = add nuw nsw i32 %17, %8
  %25 = shl nuw nsw i32 %24, 5
  %26 = or disjoint i32 %25, %5
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %27
  %29 = load half, ptr addrspace(1) %28, align 2, !tbaa !13
  %30 = insertelement <4 x half> %18, half %29, i32 %17
  %31 = add nuw nsw i32 %17, 1
  %32 = icmp eq i32 %31, 4
  br i1 %32, label %10, label %15, !llvm.loop !15

33:                                               ; preds = %34
  ret void

34:                                               ; preds = %10, %34
  %35 = phi i32 [ 0, %10 ], [ %46, %34 ]
  %36 = shl nuw nsw i32 %35, 1
  %37 = and i32 %36, 24
  %38 = add nuw nsw i32 %37, %13
  %39 = and i32 %35, 3
  %40 = or disjoint i32 %38, %39
  %41 = extractelement <16 x float> %11, i32 %35
  %42 = shl nuw nsw i32 %40, 5
  %43 = or disjoint i32 %42, %14
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %44
  store float %41, ptr addrspace(1) %45, align 4, !tbaa !17
  %46 = add nuw nsw i32 %35, 1
  %47 = icmp eq i32 %46, 16
  br i1 %47, label %33, label %34, !llvm.loop !19
}

; Function Attrs: convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_16x16x16f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = and i32 %4, 15
  %6 = shl nuw nsw i32 %5, 4
  %7 = lshr i32 %4, 2
  %8 = and i32 %7, 252
  %9 = add nuw nsw i32 %6, %8
  br label %15

10:                                               ; preds = %15
  %11 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %23, <4 x half> %30, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %12 = lshr i32 %4, 2
  %13 = and i32 %12, 252
  %14 = and i32 %4, 15
  br label %33

15:                                               ; preds = %3, %15
  %16 = phi i32 [ 0, %3 ], [ %31, %15 ]
  %17 = phi <4 x half> [ undef, %3 ], [ %30, %15 ]
  %18 = phi <4 x half> [ undef, %3 ], [ %23, %15 ]
  %19 = add nuw nsw i32 %16, %9
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %20
  %22 = load half, ptr addrspace(1) %21, align 2, !tbaa !13
  %23 = insertelement <4 x half> %18, half %22, i32 %16
  %24 = add nuw nsw i32 %16, %8
  %25 = shl nuw nsw i32 %24, 4
  %26 = or disjoint i32 %25, %5
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %27
  %29 = load half, ptr addrspace(1) %28, align 2, !tbaa !13
  %30 = insertelement <4 x half> %17, half %29, i32 %16
  %31 = add nuw nsw i32 %16, 1
  %32 = icmp eq i32 %31, 4
  br i1 %32, label %10, label %15, !llvm.loop !20

33:                                               ; preds = %10, %33
  %34 = phi i32 [ 0, %10 ], [ %41, %33 ]
  %35 = extractelement <4 x float> %11, i32 %34
  %36 = add nuw nsw i32 %34, %13
  %37 = shl nuw nsw i32 %36, 4
  %38 = or disjoint i32 %37, %14
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %39
  store float %35, ptr addrspace(1) %40, align 4, !tbaa !17
  %41 = add nuw nsw i32 %34, 1
  %42 = icmp eq i32 %41, 4
  br i1 %42, label %43, label %33, !llvm.loop !21

43:                                               ; preds = %33
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_16x16x16f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = and i32 %4, 15
  %6 = shl nuw nsw i32 %5, 4
  %7 = lshr i32 %4, 2
  %8 = and i32 %7, 252
  %9 = add nuw nsw i32 %6, %8
  br label %15

10:                                               ; preds = %15
  %11 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %23, <4 x half> %30, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %12 = lshr i32 %4, 2
  %13 = and i32 %12, 252
  %14 = and i32 %4, 15
  br label %34

15:                                               ; preds = %3, %15
  %16 = phi i32 [ 0, %3 ], [ %31, %15 ]
  %17 = phi <4 x half> [ undef, %3 ], [ %30, %15 ]
  %18 = phi <4 x half> [ undef, %3 ], [ %23, %15 ]
  %19 = add nuw nsw i32 %16, %9
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %20
  %22 = load half, ptr addrspace(1) %21, align 2, !tbaa !13
  %23 = insertelement <4 x half> %18, half %22, i32 %16
  %24 = add nuw nsw i32 %16, %8
  %25 = shl nuw nsw i32 %24, 4
  %26 = or disjoint i32 %25, %5
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %27
  %29 = load half, ptr addrspace(1) %28, align 2, !tbaa !13
  %30 = insertelement <4 x half> %17, half %29, i32 %16
  %31 = add nuw nsw i32 %16, 1
  %32 = icmp eq i32 %31, 4
  br i1 %32, label %10, label %15, !llvm.loop !20

33:                                               ; preds = %34
  ret void

34:                                               ; preds = %10, %34
  %35 = phi i32 [ 0, %10 ], [ %42, %34 ]
  %36 = extractelement <4 x float> %11, i32 %35
  %37 = add nuw nsw i32 %35, %13
  %38 = shl nuw nsw i32 %37, 4
  %39 = or disjoint i32 %38, %14
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %40
  store float %36, ptr addrspace(1) %41, align 4, !tbaa !17
  %42 = add nuw nsw i32 %35, 1
  %43 = icmp eq i32 %42, 4
  br i1 %43, label %33, label %34, !llvm.loop !21
}

; Function Attrs: convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_32x32x2f32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = lshr i32 %4, 3
  %6 = and i32 %5, 124
  %7 = and i32 %4, 31
  br label %21

8:                                                ; preds = %21
  %9 = and i32 %4, 31
  %10 = shl nuw nsw i32 %9, 1
  %11 = lshr i32 %4, 5
  %12 = add nuw nsw i32 %10, %11
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !17
  %16 = zext nneg i32 %4 to i64
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !17
  %19 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %15, float %18, <16 x float> %34, i32 0, i32 0, i32 0)
  %20 = shl nuw nsw i32 %11, 2
  br label %37

21:                                               ; preds = %3, %21
  %22 = phi i32 [ 0, %3 ], [ %35, %21 ]
  %23 = phi <16 x float> [ undef, %3 ], [ %34, %21 ]
  %24 = shl nuw nsw i32 %22, 1
  %25 = and i32 %24, 24
  %26 = add nuw nsw i32 %25, %6
  %27 = and i32 %22, 3
  %28 = or disjoint i32 %26, %27
  %29 = shl nuw nsw i32 %28, 5
  %30 = or disjoint i32 %29, %7
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !17
  %34 = insertelement <16 x float> %23, float %33, i32 %22
  %35 = add nuw nsw i32 %22, 1
  %36 = icmp eq i32 %35, 16
  br i1 %36, label %8, label %21, !llvm.loop !23

37:                                               ; preds = %8, %37
  %38 = phi i32 [ 0, %8 ], [ %49, %37 ]
  %39 = extractelement <16 x float> %19, i32 %38
  %40 = shl nuw nsw i32 %38, 1
  %41 = and i32 %40, 24
  %42 = add nuw nsw i32 %41, %20
  %43 = and i32 %38, 3
  %44 = or disjoint i32 %42, %43
  %45 = shl nuw nsw i32 %44, 5
  %46 = or disjoint i32 %45, %9
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %47
  store float %39, ptr addrspace(1) %48, align 4, !tbaa !17
  %49 = add nuw nsw i32 %38, 1
  %50 = icmp eq i32 %49, 16
  br i1 %50, label %51, label %37, !llvm.loop !24

51:                                               ; preds = %37
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_32x32x2f32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = lshr i32 %4, 3
  %6 = and i32 %5, 124
  %7 = and i32 %4, 31
  br label %21

8:                                                ; preds = %21
  %9 = and i32 %4, 31
  %10 = shl nuw nsw i32 %9, 1
  %11 = lshr i32 %4, 5
  %12 = add nuw nsw i32 %10, %11
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !17
  %16 = zext nneg i32 %4 to i64
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !17
  %19 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %15, float %18, <16 x float> %34, i32 0, i32 0, i32 0)
  %20 = shl nuw nsw i32 %11, 2
  br label %38

21:                                               ; preds = %3, %21
  %22 = phi i32 [ 0, %3 ], [ %35, %21 ]
  %23 = phi <16 x float> [ undef, %3 ], [ %34, %21 ]
  %24 = shl nuw nsw i32 %22, 1
  %25 = and i32 %24, 24
  %26 = add nuw nsw i32 %25, %6
  %27 = and i32 %22, 3
  %28 = or disjoint i32 %26, %27
  %29 = shl nuw nsw i32 %28, 5
  %30 = or disjoint i32 %29, %7
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !17
  %34 = insertelement <16 x float> %23, float %33, i32 %22
  %35 = add nuw nsw i32 %22, 1
  %36 = icmp eq i32 %35, 16
  br i1 %36, label %8, label %21, !llvm.loop !23

37:                                               ; preds = %38
  ret void

38:                                               ; preds = %8, %38
  %39 = phi i32 [ 0, %8 ], [ %50, %38 ]
  %40 = extractelement <16 x float> %19, i32 %39
  %41 = shl nuw nsw i32 %39, 1
  %42 = and i32 %41, 24
  %43 = add nuw nsw i32 %42, %20
  %44 = and i32 %39, 3
  %45 = or disjoint i32 %43, %44
  %46 = shl nuw nsw i32 %45, 5
  %47 = or disjoint i32 %46, %9
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %48
  store float %40, ptr addrspace(1) %49, align 4, !tbaa !17
  %50 = add nuw nsw i32 %39, 1
  %51 = icmp eq i32 %50, 16
  br i1 %51, label %37, label %38, !llvm.loop !24
}

; Function Attrs: convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_16x16x4f64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl nuw nsw i32 %4, 2
  %6 = and i32 %5, 60
  %7 = lshr i32 %4, 4
  %8 = add nuw nsw i32 %6, %7
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %9
  %11 = load double, ptr addrspace(1) %10, align 8, !tbaa !26
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %12
  %14 = load double, ptr addrspace(1) %13, align 8, !tbaa !26
  %15 = tail call <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double %11, double %14, <4 x double> zeroinitializer, i32 0, i32 0, i32 0)
  br label %16

16:                                               ; preds = %3, %16
  %17 = phi i32 [ 0, %3 ], [ %23, %16 ]
  %18 = extractelement <4 x double> %15, i32 %17
  %19 = shl nuw nsw i32 %17, 6
  %20 = add nuw nsw i32 %19, %4
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %21
  store double %18, ptr addrspace(1) %22, align 8, !tbaa !26
  %23 = add nuw nsw i32 %17, 1
  %24 = icmp eq i32 %23, 4
  br i1 %24, label %25, label %16, !llvm.loop !28

25:                                               ; preds = %16
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_16x16x4f64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl nuw nsw i32 %4, 2
  %6 = and i32 %5, 60
  %7 = lshr i32 %4, 4
  %8 = add nuw nsw i32 %6, %7
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %9
  %11 = load double, ptr addrspace(1) %10, align 8, !tbaa !26
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %12
  %14 = load double, ptr addrspace(1) %13, align 8, !tbaa !26
  %15 = tail call <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double %11, double %14, <4 x double> zeroinitializer, i32 0, i32 0, i32 0)
  br label %17

16:                                               ; preds = %17
  ret void

17:                                               ; preds = %3, %17
  %18 = phi i32 [ 0, %3 ], [ %24, %17 ]
  %19 = extractelement <4 x double> %15, i32 %18
  %20 = shl nuw nsw i32 %18, 6
  %21 = add nuw nsw i32 %20, %4
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %22
  store double %19, ptr addrspace(1) %23, align 8, !tbaa !26
  %24 = add nuw nsw i32 %18, 1
  %25 = icmp eq i32 %24, 4
  br i1 %25, label %16, label %17, !llvm.loop !28
}

; Function Attrs: convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_4x4x1f32_bcast(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  br label %13

6:                                                ; preds = %13
  %7 = zext nneg i32 %5 to i64
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !17
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !17
  %12 = tail call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %9, float %11, <4 x float> %21, i32 2, i32 1, i32 3)
  br label %24

13:                                               ; preds = %4, %13
  %14 = phi i32 [ 0, %4 ], [ %22, %13 ]
  %15 = phi <4 x float> [ undef, %4 ], [ %21, %13 ]
  %16 = shl nuw nsw i32 %14, 6
  %17 = add nuw nsw i32 %16, %5
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !17
  %21 = insertelement <4 x float> %15, float %20, i32 %14
  %22 = add nuw nsw i32 %14, 1
  %23 = icmp eq i32 %22, 4
  br i1 %23, label %6, label %13, !llvm.loop !33

24:                                               ; preds = %6, %24
  %25 = phi i32 [ 0, %6 ], [ %31, %24 ]
  %26 = extractelement <4 x float> %12, i32 %25
  %27 = shl nuw nsw i32 %25, 6
  %28 = add nuw nsw i32 %27, %5
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %29
  store float %26, ptr addrspace(1) %30, align 4, !tbaa !17
  %31 = add nuw nsw i32 %25, 1
  %32 = icmp eq i32 %31, 4
  br i1 %32, label %33, label %24, !llvm.loop !34

33:                                               ; preds = %24
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_4x4x1f32_bcast(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  br label %13

6:                                                ; preds = %13
  %7 = zext nneg i32 %5 to i64
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !17
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !17
  %12 = tail call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %9, float %11, <4 x float> %21, i32 2, i32 1, i32 3)
  br label %25

13:                                               ; preds = %4, %13
  %14 = phi i32 [ 0, %4 ], [ %22, %13 ]
  %15 = phi <4 x float> [ undef, %4 ], [ %21, %13 ]
  %16 = shl nuw nsw i32 %14, 6
  %17 = add nuw nsw i32 %16, %5
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !17
  %21 = insertelement <4 x float> %15, float %20, i32 %14
  %22 = add nuw nsw i32 %14, 1
  %23 = icmp eq i32 %22, 4
  br i1 %23, label %6, label %13, !llvm.loop !33

24:                                               ; preds = %25
  ret void

25:                                               ; preds = %6, %25
  %26 = phi i32 [ 0, %6 ], [ %32, %25 ]
  %27 = extractelement <4 x float> %12, i32 %26
  %28 = shl nuw nsw i32 %26, 6
  %29 = add nuw nsw i32 %28, %5
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %30
  store float %27, ptr addrspace(1) %31, align 4, !tbaa !17
  %32 = add nuw nsw i32 %26, 1
  %33 = icmp eq i32 %32, 4
  br i1 %33, label %24, label %25, !llvm.loop !34
}

; Function Attrs: convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_16x16x1f32_bcast(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  br label %13

6:                                                ; preds = %13
  %7 = zext nneg i32 %5 to i64
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !17
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !17
  %12 = tail call <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float %9, float %11, <16 x float> %21, i32 1, i32 1, i32 5)
  br label %24

13:                                               ; preds = %4, %13
  %14 = phi i32 [ 0, %4 ], [ %22, %13 ]
  %15 = phi <16 x float> [ undef, %4 ], [ %21, %13 ]
  %16 = shl nuw nsw i32 %14, 6
  %17 = add nuw nsw i32 %16, %5
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !17
  %21 = insertelement <16 x float> %15, float %20, i32 %14
  %22 = add nuw nsw i32 %14, 1
  %23 = icmp eq i32 %22, 16
  br i1 %23, label %6, label %13, !llvm.loop !35

24:                                               ; preds = %6, %24
  %25 = phi i32 [ 0, %6 ], [ %31, %24 ]
  %26 = extractelement <16 x float> %12, i32 %25
  %27 = shl nuw nsw i32 %25, 6
  %28 = add nuw nsw i32 %27, %5
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %29
  store float %26, ptr addrspace(1) %30, align 4, !tbaa !17
  %31 = add nuw nsw i32 %25, 1
  %32 = icmp eq i32 %31, 16
  br i1 %32, label %33, label %24, !llvm.loop !36

33:                                               ; preds = %24
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_16x16x1f32_bcast(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  br label %13

6:                                                ; preds = %13
  %7 = zext nneg i32 %5 to i64
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !17
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !17
  %12 = tail call <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float %9, float %11, <16 x float> %21, i32 1, i32 1, i32 5)
  br label %25

13:                                               ; preds = %4, %13
  %14 = phi i32 [ 0, %4 ], [ %22, %13 ]
  %15 = phi <16 x float> [ undef, %4 ], [ %21, %13 ]
  %16 = shl nuw nsw i32 %14, 6
  %17 = add nuw nsw i32 %16, %5
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !17
  %21 = insertelement <16 x float> %15, float %20, i32 %14
  %22 = add nuw nsw i32 %14, 1
  %23 = icmp eq i32 %22, 16
  br i1 %23, label %6, label %13, !llvm.loop !35

24:                                               ; preds = %25
  ret void

25:                                               ; preds = %6, %25
  %26 = phi i32 [ 0, %6 ], [ %32, %25 ]
  %27 = extractelement <16 x float> %12, i32 %26
  %28 = shl nuw nsw i32 %26, 6
  %29 = add nuw nsw i32 %28, %5
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %30
  store float %27, ptr addrspace(1) %31, align 4, !tbaa !17
  %32 = add nuw nsw i32 %26, 1
  %33 = icmp eq i32 %32, 16
  br i1 %33, label %24, label %25, !llvm.loop !36
}

; Function Attrs: convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_32x32x1f32_plain(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  br label %13

6:                                                ; preds = %13
  %7 = zext nneg i32 %5 to i64
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !17
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !17
  %12 = tail call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %9, float %11, <32 x float> %21, i32 0, i32 0, i32 2)
  br label %24

13:                                               ; preds = %4, %13
  %14 = phi i32 [ 0, %4 ], [ %22, %13 ]
  %15 = phi <32 x float> [ undef, %4 ], [ %21, %13 ]
  %16 = shl nuw nsw i32 %14, 6
  %17 = add nuw nsw i32 %16, %5
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !17
  %21 = insertelement <32 x float> %15, float %20, i32 %14
  %22 = add nuw nsw i32 %14, 1
  %23 = icmp eq i32 %22, 32
  br i1 %23, label %6, label %13, !llvm.loop !37

24:                                               ; preds = %6, %24
  %25 = phi i32 [ 0, %6 ], [ %31, %24 ]
  %26 = extractelement <32 x float> %12, i32 %25
  %27 = shl nuw nsw i32 %25, 6
  %28 = add nuw nsw i32 %27, %5
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %29
  store float %26, ptr addrspace(1) %30, align 4, !tbaa !17
  %31 = add nuw nsw i32 %25, 1
  %32 = icmp eq i32 %31, 32
  br i1 %32, label %33, label %24, !llvm.loop !38

33:                                               ; preds = %24
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_32x32x1f32_plain(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  br label %13

6:                                                ; preds = %13
  %7 = zext nneg i32 %5 to i64
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !17
  %10 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !17
  %12 = tail call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %9, float %11, <32 x float> %21, i32 0, i32 0, i32 2)
  br label %25

13:                                               ; preds = %4, %13
  %14 = phi i32 [ 0, %4 ], [ %22, %13 ]
  %15 = phi <32 x float> [ undef, %4 ], [ %21, %13 ]
  %16 = shl nuw nsw i32 %14, 6
  %17 = add nuw nsw i32 %16, %5
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !17
  %21 = insertelement <32 x float> %15, float %20, i32 %14
  %22 = add nuw nsw i32 %14, 1
  %23 = icmp eq i32 %22, 32
  br i1 %23, label %6, label %13, !llvm.loop !37

24:                                               ; preds = %25
  ret void

25:                                               ; preds = %6, %25
  %26 = phi i32 [ 0, %6 ], [ %32, %25 ]
  %27 = extractelement <32 x float> %12, i32 %26
  %28 = shl nuw nsw i32 %26, 6
  %29 = add nuw nsw i32 %28, %5
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %30
  store float %27, ptr addrspace(1) %31, align 4, !tbaa !17
  %32 = add nuw nsw i32 %26, 1
  %33 = icmp eq i32 %32, 32
  br i1 %33, label %24, label %25, !llvm.loop !38
}

; Function Attrs: convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_4x4x4f16_bcast(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !32 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = shl nuw nsw i32 %5, 2
  br label %7

7:                                                ; preds = %4, %7
  %8 = phi i32 [ 0, %4 ], [ %19, %7 ]
  %9 = phi <4 x half> [ undef, %4 ], [ %18, %7 ]
  %10 = phi <4 x half> [ undef, %4 ], [ %15, %7 ]
  %11 = add nuw nsw i32 %8, %6
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %12
  %14 = load half, ptr addrspace(1) %13, align 2, !tbaa !13
  %15 = insertelement <4 x half> %10, half %14, i32 %8
  %16 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %12
  %17 = load half, ptr addrspace(1) %16, align 2, !tbaa !13
  %18 = insertelement <4 x half> %9, half %17, i32 %8
  %19 = add nuw nsw i32 %8, 1
  %20 = icmp eq i32 %19, 4
  br i1 %20, label %23, label %7, !llvm.loop !40

21:                                               ; preds = %23
  %22 = tail call <4 x float> @llvm.amdgcn.mfma.f32.4x4x4f16(<4 x half> %15, <4 x half> %18, <4 x float> %31, i32 4, i32 9, i32 7)
  br label %34

23:                                               ; preds = %7, %23
  %24 = phi i32 [ %32, %23 ], [ 0, %7 ]
  %25 = phi <4 x float> [ %31, %23 ], [ undef, %7 ]
  %26 = shl nuw nsw i32 %24, 6
  %27 = add nuw nsw i32 %26, %5
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !17
  %31 = insertelement <4 x float> %25, float %30, i32 %24
  %32 = add nuw nsw i32 %24, 1
  %33 = icmp eq i32 %32, 4
  br i1 %33, label %21, label %23, !llvm.loop !41

34:                                               ; preds = %21, %34
  %35 = phi i32 [ 0, %21 ], [ %41, %34 ]
  %36 = extractelement <4 x float> %22, i32 %35
  %37 = shl nuw nsw i32 %35, 6
  %38 = add nuw nsw i32 %37, %5
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %39
  store float %36, ptr addrspace(1) %40, align 4, !tbaa !17
  %41 = add nuw nsw i32 %35, 1
  %42 = icmp eq i32 %41, 4
  br i1 %42, label %43, label %34, !llvm.loop !42

43:                                               ; preds = %34
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_4x4x4f16_bcast(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !32 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = shl nuw nsw i32 %5, 2
  br label %7

7:                                                ; preds = %4, %7
  %8 = phi i32 [ 0, %4 ], [ %19, %7 ]
  %9 = phi <4 x half> [ undef, %4 ], [ %18, %7 ]
  %10 = phi <4 x half> [ undef, %4 ], [ %15, %7 ]
  %11 = add nuw nsw i32 %8, %6
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %12
  %14 = load half, ptr addrspace(1) %13, align 2, !tbaa !13
  %15 = insertelement <4 x half> %10, half %14, i32 %8
  %16 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %12
  %17 = load half, ptr addrspace(1) %16, align 2, !tbaa !13
  %18 = insertelement <4 x half> %9, half %17, i32 %8
  %19 = add nuw nsw i32 %8, 1
  %20 = icmp eq i32 %19, 4
  br i1 %20, label %23, label %7, !llvm.loop !40

21:                                               ; preds = %23
  %22 = tail call <4 x float> @llvm.amdgcn.mfma.f32.4x4x4f16(<4 x half> %15, <4 x half> %18, <4 x float> %31, i32 4, i32 9, i32 7)
  br label %35

23:                                               ; preds = %7, %23
  %24 = phi i32 [ %32, %23 ], [ 0, %7 ]
  %25 = phi <4 x float> [ %31, %23 ], [ undef, %7 ]
  %26 = shl nuw nsw i32 %24, 6
  %27 = add nuw nsw i32 %26, %5
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !17
  %31 = insertelement <4 x float> %25, float %30, i32 %24
  %32 = add nuw nsw i32 %24, 1
  %33 = icmp eq i32 %32, 4
  br i1 %33, label %21, label %23, !llvm.loop !41

34:                                               ; preds = %35
  ret void

35:                                               ; preds = %21, %35
  %36 = phi i32 [ 0, %21 ], [ %42, %35 ]
  %37 = extractelement <4 x float> %22, i32 %36
  %38 = shl nuw nsw i32 %36, 6
  %39 = add nuw nsw i32 %38, %5
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %40
  store float %37, ptr addrspace(1) %41, align 4, !tbaa !17
  %42 = add nuw nsw i32 %36, 1
  %43 = icmp eq i32 %42, 4
  br i1 %43, label %34, label %35, !llvm.loop !42
}

; Function Attrs: convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_16x16x4i8_bcast(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !43 !kernel_arg_base_type !43 !kernel_arg_type_qual !32 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  br label %13

6:                                                ; preds = %13
  %7 = zext nneg i32 %5 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %7
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !5
  %12 = tail call <16 x i32> @llvm.amdgcn.mfma.i32.16x16x4i8(i32 %9, i32 %11, <16 x i32> %21, i32 2, i32 3, i32 1)
  br label %24

13:                                               ; preds = %4, %13
  %14 = phi i32 [ 0, %4 ], [ %22, %13 ]
  %15 = phi <16 x i32> [ undef, %4 ], [ %21, %13 ]
  %16 = shl nuw nsw i32 %14, 6
  %17 = add nuw nsw i32 %16, %5
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5
  %21 = insertelement <16 x i32> %15, i32 %20, i32 %14
  %22 = add nuw nsw i32 %14, 1
  %23 = icmp eq i32 %22, 16
  br i1 %23, label %6, label %13, !llvm.loop !44

24:                                               ; preds = %6, %24
  %25 = phi i32 [ 0, %6 ], [ %31, %24 ]
  %26 = extractelement <16 x i32> %12, i32 %25
  %27 = shl nuw nsw i32 %25, 6
  %28 = add nuw nsw i32 %27, %5
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %29
  store i32 %26, ptr addrspace(1) %30, align 4, !tbaa !5
  %31 = add nuw nsw i32 %25, 1
  %32 = icmp eq i32 %31, 16
  br i1 %32, label %33, label %24, !llvm.loop !45

33:                                               ; preds = %24
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_16x16x4i8_bcast(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !43 !kernel_arg_base_type !43 !kernel_arg_type_qual !32 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  br label %13

6:                                                ; preds = %13
  %7 = zext nneg i32 %5 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %7
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !5
  %12 = tail call <16 x i32> @llvm.amdgcn.mfma.i32.16x16x4i8(i32 %9, i32 %11, <16 x i32> %21, i32 2, i32 3, i32 1)
  br label %25

13:                                               ; preds = %4, %13
  %14 = phi i32 [ 0, %4 ], [ %22, %13 ]
  %15 = phi <16 x i32> [ undef, %4 ], [ %21, %13 ]
  %16 = shl nuw nsw i32 %14, 6
  %17 = add nuw nsw i32 %16, %5
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5
  %21 = insertelement <16 x i32> %15, i32 %20, i32 %14
  %22 = add nuw nsw i32 %14, 1
  %23 = icmp eq i32 %22, 16
  br i1 %23, label %6, label %13, !llvm.loop !44

24:                                               ; preds = %25
  ret void

25:                                               ; preds = %6, %25
  %26 = phi i32 [ 0, %6 ], [ %32, %25 ]
  %27 = extractelement <16 x i32> %12, i32 %26
  %28 = shl nuw nsw i32 %26, 6
  %29 = add nuw nsw i32 %28, %5
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %30
  store i32 %27, ptr addrspace(1) %31, align 4, !tbaa !5
  %32 = add nuw nsw i32 %26, 1
  %33 = icmp eq i32 %32, 16
  br i1 %33, label %24, label %25, !llvm.loop !45
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_4x4x4f64_plain(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #2 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !46 !kernel_arg_base_type !46 !kernel_arg_type_qual !32 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %6
  %8 = load double, ptr addrspace(1) %7, align 8, !tbaa !26
  %9 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %6
  %10 = load double, ptr addrspace(1) %9, align 8, !tbaa !26
  %11 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %6
  %12 = load double, ptr addrspace(1) %11, align 8, !tbaa !26
  %13 = tail call double @llvm.amdgcn.mfma.f64.4x4x4f64(double %8, double %10, double %12, i32 0, i32 0, i32 0)
  %14 = getelementptr inbounds nuw double, ptr addrspace(1) %3, i64 %6
  store double %13, ptr addrspace(1) %14, align 8, !tbaa !26
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_4x4x4f64_plain(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #3 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !46 !kernel_arg_base_type !46 !kernel_arg_type_qual !32 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %6
  %8 = load double, ptr addrspace(1) %7, align 8, !tbaa !26
  %9 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %6
  %10 = load double, ptr addrspace(1) %9, align 8, !tbaa !26
  %11 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %6
  %12 = load double, ptr addrspace(1) %11, align 8, !tbaa !26
  %13 = tail call double @llvm.amdgcn.mfma.f64.4x4x4f64(double %8, double %10, double %12, i32 0, i32 0, i32 0)
  %14 = getelementptr inbounds nuw double, ptr addrspace(1) %3, i64 %6
  store double %13, ptr addrspace(1) %14, align 8, !tbaa !26
  ret void
}

; Function Attrs: convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_gemm_f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #4 !kernel_arg_addr_space !47 !kernel_arg_access_qual !48 !kernel_arg_type !49 !kernel_arg_base_type !49 !kernel_arg_type_qual !50 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %9 = shl i32 %8, 5
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %11 = shl i32 %10, 5
  %12 = icmp sgt i32 %5, 0
  br i1 %12, label %13, label %28

13:                                               ; preds = %6
  %14 = and i32 %7, 31
  %15 = or disjoint i32 %9, %14
  %16 = mul nsw i32 %5, %15
  %17 = lshr i32 %7, 3
  %18 = and i32 %17, 124
  %19 = add i32 %16, %18
  %20 = or disjoint i32 %14, %11
  br label %21

21:                                               ; preds = %13, %35
  %22 = phi <4 x half> [ undef, %13 ], [ %54, %35 ]
  %23 = phi <4 x half> [ undef, %13 ], [ %47, %35 ]
  %24 = phi i32 [ 0, %13 ], [ %37, %35 ]
  %25 = phi <16 x float> [ zeroinitializer, %13 ], [ %36, %35 ]
  %26 = add i32 %19, %24
  %27 = add nuw nsw i32 %24, %18
  br label %39

28:                                               ; preds = %35, %6
  %29 = phi <16 x float> [ zeroinitializer, %6 ], [ %36, %35 ]
  %30 = lshr i32 %7, 3
  %31 = and i32 %30, 124
  %32 = add i32 %31, %9
  %33 = and i32 %7, 31
  %34 = or disjoint i32 %33, %11
  br label %57

35:                                               ; preds = %39
  %36 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %47, <4 x half> %54, <16 x float> %25, i32 0, i32 0, i32 0)
  %37 = add nuw nsw i32 %24, 8
  %38 = icmp slt i32 %37, %5
  br i1 %38, label %21, label %28, !llvm.loop !51

39:                                               ; preds = %21, %39
  %40 = phi i32 [ 0, %21 ], [ %55, %39 ]
  %41 = phi <4 x half> [ %22, %21 ], [ %54, %39 ]
  %42 = phi <4 x half> [ %23, %21 ], [ %47, %39 ]
  %43 = add nsw i32 %26, %40
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %44
  %46 = load half, ptr addrspace(1) %45, align 2, !tbaa !13
  %47 = insertelement <4 x half> %42, half %46, i32 %40
  %48 = add nuw nsw i32 %40, %27
  %49 = mul nsw i32 %48, %4
  %50 = add i32 %20, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %51
  %53 = load half, ptr addrspace(1) %52, align 2, !tbaa !13
  %54 = insertelement <4 x half> %41, half %53, i32 %40
  %55 = add nuw nsw i32 %40, 1
  %56 = icmp eq i32 %55, 4
  br i1 %56, label %35, label %39, !llvm.loop !52

57:                                               ; preds = %28, %57
  %58 = phi i32 [ 0, %28 ], [ %69, %57 ]
  %59 = extractelement <16 x float> %29, i32 %58
  %60 = shl nuw nsw i32 %58, 1
  %61 = and i32 %60, 24
  %62 = and i32 %58, 3
  %63 = or disjoint i32 %32, %62
  %64 = add i32 %63, %61
  %65 = mul nsw i32 %64, %4
  %66 = add i32 %34, %65
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %67
  store float %59, ptr addrspace(1) %68, align 4, !tbaa !17
  %69 = add nuw nsw i32 %58, 1
  %70 = icmp eq i32 %69, 16
  br i1 %70, label %71, label %57, !llvm.loop !53

71:                                               ; preds = %57
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_gemm_f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #5 !kernel_arg_addr_space !47 !kernel_arg_access_qual !48 !kernel_arg_type !49 !kernel_arg_base_type !49 !kernel_arg_type_qual !50 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %9 = shl i32 %8, 5
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %11 = shl i32 %10, 5
  %12 = icmp sgt i32 %5, 0
  br i1 %12, label %13, label %28

13:                                               ; preds = %6
  %14 = and i32 %7, 31
  %15 = or disjoint i32 %9, %14
  %16 = mul nsw i32 %5, %15
  %17 = lshr i32 %7, 3
  %18 = and i32 %17, 124
  %19 = add i32 %16, %18
  %20 = or disjoint i32 %14, %11
  br label %21

21:                                               ; preds = %13, %35
  %22 = phi <4 x half> [ undef, %13 ], [ %54, %35 ]
  %23 = phi <4 x half> [ undef, %13 ], [ %47, %35 ]
  %24 = phi i32 [ 0, %13 ], [ %37, %35 ]
  %25 = phi <16 x float> [ zeroinitializer, %13 ], [ %36, %35 ]
  %26 = add i32 %19, %24
  %27 = add nuw nsw i32 %24, %18
  br label %39

28:                                               ; preds = %35, %6
  %29 = phi <16 x float> [ zeroinitializer, %6 ], [ %36, %35 ]
  %30 = lshr i32 %7, 3
  %31 = and i32 %30, 124
  %32 = add i32 %31, %9
  %33 = and i32 %7, 31
  %34 = or disjoint i32 %33, %11
  br label %58

35:                                               ; preds = %39
  %36 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %47, <4 x half> %54, <16 x float> %25, i32 0, i32 0, i32 0)
  %37 = add nuw nsw i32 %24, 8
  %38 = icmp slt i32 %37, %5
  br i1 %38, label %21, label %28, !llvm.loop !51

39:                                               ; preds = %21, %39
  %40 = phi i32 [ 0, %21 ], [ %55, %39 ]
  %41 = phi <4 x half> [ %22, %21 ], [ %54, %39 ]
  %42 = phi <4 x half> [ %23, %21 ], [ %47, %39 ]
  %43 = add nsw i32 %26, %40
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %44
  %46 = load half, ptr addrspace(1) %45, align 2, !tbaa !13
  %47 = insertelement <4 x half> %42, half %46, i32 %40
  %48 = add nuw nsw i32 %40, %27
  %49 = mul nsw i32 %48, %4
  %50 = add i32 %20, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %51
  %53 = load half, ptr addrspace(1) %52, align 2, !tbaa !13
  %54 = insertelement <4 x half> %41, half %53, i32 %40
  %55 = add nuw nsw i32 %40, 1
  %56 = icmp eq i32 %55, 4
  br i1 %56, label %35, label %39, !llvm.loop !52

57:                                               ; preds = %58
  ret void

58:                                               ; preds = %28, %58
  %59 = phi i32 [ 0, %28 ], [ %70, %58 ]
  %60 = extractelement <16 x float> %29, i32 %59
  %61 = shl nuw nsw i32 %59, 1
  %62 = and i32 %61, 24
  %63 = and i32 %59, 3
  %64 = or disjoint i32 %32, %63
  %65 = add i32 %64, %62
  %66 = mul nsw i32 %65, %4
  %67 = add i32 %34, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %68
  store float %60, ptr addrspace(1) %69, align 4, !tbaa !17
  %70 = add nuw nsw i32 %59, 1
  %71 = icmp eq i32 %70, 16
  br i1 %71, label %57, label %58, !llvm.loop !53
}

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #7

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double, double, <4 x double>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float, float, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float, float, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float, float, <32 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x4f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x i32> @llvm.amdgcn.mfma.i32.16x16x4i8(i32, i32, <16 x i32>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare double @llvm.amdgcn.mfma.f64.4x4x4f64(double, double, double, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #7

attributes #0 = { convergent nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline convergent nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{i32 1, i32 1, i32 1}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"half*", !"half*", !"float*"}
!12 = !{!"const", !"const", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"half", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !7, i64 0}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = !{!"float*", !"float*", !"float*"}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = !{!"double*", !"double*", !"double*"}
!26 = !{!27, !27, i64 0}
!27 = !{!"double", !7, i64 0}
!28 = distinct !{!28, !16}
!29 = !{i32 1, i32 1, i32 1, i32 1}
!30 = !{!"none", !"none", !"none", !"none"}
!31 = !{!"float*", !"float*", !"float*", !"float*"}
!32 = !{!"const", !"const", !"const", !""}
!33 = distinct !{!33, !16}
!34 = distinct !{!34, !16}
!35 = distinct !{!35, !16}
!36 = distinct !{!36, !16}
!37 = distinct !{!37, !16}
!38 = distinct !{!38, !16}
!39 = !{!"half*", !"half*", !"float*", !"float*"}
!40 = distinct !{!40, !16}
!41 = distinct !{!41, !16}
!42 = distinct !{!42, !16}
!43 = !{!"int*", !"int*", !"int*", !"int*"}
!44 = distinct !{!44, !16}
!45 = distinct !{!45, !16}
!46 = !{!"double*", !"double*", !"double*", !"double*"}
!47 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!48 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!49 = !{!"half*", !"half*", !"float*", !"int", !"int", !"int"}
!50 = !{!"const", !"const", !"", !"", !"", !""}
!51 = distinct !{!51, !16}
!52 = distinct !{!52, !16}
!53 = distinct !{!53, !16}
