; ModuleID = '/work/main/tests/data/emu/src/grids.cl'
source_filename = "/work/main/tests/data/emu/src/grids.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @grid2d(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %9 = zext i32 %4 to i64
  %10 = zext i16 %7 to i64
  %11 = mul nuw nsw i64 %10, %9
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !15
  %15 = add i64 %14, %12
  %16 = add i64 %15, %11
  %17 = trunc i64 %16 to i32
  %18 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %19 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 14
  %20 = load i16, ptr addrspace(4) %19, align 2, !tbaa !13
  %21 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %22 = zext i32 %18 to i64
  %23 = zext i16 %20 to i64
  %24 = mul nuw nsw i64 %23, %22
  %25 = zext nneg i32 %21 to i64
  %26 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 48
  %27 = load i64, ptr addrspace(4) %26, align 8, !tbaa !15
  %28 = add i64 %27, %25
  %29 = add i64 %28, %24
  %30 = trunc i64 %29 to i32
  %31 = icmp sgt i32 %1, %17
  %32 = icmp sgt i32 %2, %30
  %33 = select i1 %31, i1 %32, i1 false
  br i1 %33, label %34, label %41

34:                                               ; preds = %3
  %35 = mul nsw i32 %17, 1000
  %36 = add nsw i32 %35, %30
  %37 = mul nsw i32 %1, %30
  %38 = add nsw i32 %37, %17
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %39
  store i32 %36, ptr addrspace(1) %40, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %3, %34
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected void @__clang_ocl_kern_imp_grid2d(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %9 = zext i32 %4 to i64
  %10 = zext i16 %7 to i64
  %11 = mul nuw nsw i64 %10, %9
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !15
  %15 = add i64 %14, %12
  %16 = add i64 %15, %11
  %17 = trunc i64 %16 to i32
  %18 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %19 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 14
  %20 = load i16, ptr addrspace(4) %19, align 2, !tbaa !13
  %21 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %22 = zext i32 %18 to i64
  %23 = zext i16 %20 to i64
  %24 = mul nuw nsw i64 %23, %22
  %25 = zext nneg i32 %21 to i64
  %26 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 48
  %27 = load i64, ptr addrspace(4) %26, align 8, !tbaa !15
  %28 = add i64 %27, %25
  %29 = add i64 %28, %24
  %30 = trunc i64 %29 to i32
  %31 = icmp sgt i32 %1, %17
  %32 = icmp sgt i32 %2, %30
  %33 = select i1 %31, i1 %32, i1 false
  br i1 %33, label %34, label %41

34:                                               ; preds = %3
  %35 = mul nsw i32 %17, 1000
  %36 = add nsw i32 %35, %30
  %37 = mul nsw i32 %1, %30
  %38 = add nsw i32 %37, %17
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %39
  store i32 %36, ptr addrspace(1) %40, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %34, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @grid3d(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !13
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = zext i32 %5 to i64
  %11 = zext i16 %8 to i64
  %12 = mul nuw nsw i64 %11, %10
  %13 = zext nneg i32 %9 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %12
  %18 = trunc i64 %17 to i32
  %19 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %20 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 14
  %21 = load i16, ptr addrspace(4) %20, align 2, !tbaa !13
  %22 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %23 = zext i32 %19 to i64
  %24 = zext i16 %21 to i64
  %25 = mul nuw nsw i64 %24, %23
  %26 = zext nneg i32 %22 to i64
  %27 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 48
  %28 = load i64, ptr addrspace(4) %27, align 8, !tbaa !15
  %29 = add i64 %28, %26
  %30 = add i64 %29, %25
  %31 = trunc i64 %30 to i32
  %32 = tail call i32 @llvm.amdgcn.workgroup.id.z()
  %33 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 16
  %34 = load i16, ptr addrspace(4) %33, align 8, !tbaa !13
  %35 = tail call i32 @llvm.amdgcn.workitem.id.z()
  %36 = zext i32 %32 to i64
  %37 = zext i16 %34 to i64
  %38 = mul nuw nsw i64 %37, %36
  %39 = zext nneg i32 %35 to i64
  %40 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 56
  %41 = load i64, ptr addrspace(4) %40, align 8, !tbaa !15
  %42 = add i64 %41, %39
  %43 = add i64 %42, %38
  %44 = trunc i64 %43 to i32
  %45 = icmp ugt i32 %1, %18
  %46 = icmp ugt i32 %2, %31
  %47 = select i1 %45, i1 %46, i1 false
  %48 = icmp ugt i32 %3, %44
  %49 = select i1 %47, i1 %48, i1 false
  br i1 %49, label %50, label %67

50:                                               ; preds = %4
  %51 = shl i32 %32, 24
  %52 = shl i32 %19, 16
  %53 = shl i32 %5, 8
  %54 = shl nuw nsw i32 %35, 6
  %55 = shl nuw nsw i32 %22, 3
  %56 = or i32 %52, %51
  %57 = or i32 %56, %53
  %58 = or i32 %57, %54
  %59 = or i32 %58, %55
  %60 = or i32 %59, %9
  %61 = mul i32 %2, %44
  %62 = add i32 %61, %31
  %63 = mul i32 %62, %1
  %64 = add i32 %63, %18
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %65
  store i32 %60, ptr addrspace(1) %66, align 4, !tbaa !5
  br label %67

67:                                               ; preds = %4, %50
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected void @__clang_ocl_kern_imp_grid3d(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !13
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = zext i32 %5 to i64
  %11 = zext i16 %8 to i64
  %12 = mul nuw nsw i64 %11, %10
  %13 = zext nneg i32 %9 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %12
  %18 = trunc i64 %17 to i32
  %19 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %20 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 14
  %21 = load i16, ptr addrspace(4) %20, align 2, !tbaa !13
  %22 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %23 = zext i32 %19 to i64
  %24 = zext i16 %21 to i64
  %25 = mul nuw nsw i64 %24, %23
  %26 = zext nneg i32 %22 to i64
  %27 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 48
  %28 = load i64, ptr addrspace(4) %27, align 8, !tbaa !15
  %29 = add i64 %28, %26
  %30 = add i64 %29, %25
  %31 = trunc i64 %30 to i32
  %32 = tail call i32 @llvm.amdgcn.workgroup.id.z()
  %33 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 16
  %34 = load i16, ptr addrspace(4) %33, align 8, !tbaa !13
  %35 = tail call i32 @llvm.amdgcn.workitem.id.z()
  %36 = zext i32 %32 to i64
  %37 = zext i16 %34 to i64
  %38 = mul nuw nsw i64 %37, %36
  %39 = zext nneg i32 %35 to i64
  %40 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 56
  %41 = load i64, ptr addrspace(4) %40, align 8, !tbaa !15
  %42 = add i64 %41, %39
  %43 = add i64 %42, %38
  %44 = trunc i64 %43 to i32
  %45 = icmp ugt i32 %1, %18
  %46 = icmp ugt i32 %2, %31
  %47 = select i1 %45, i1 %46, i1 false
  %48 = icmp ugt i32 %3, %44
  %49 = select i1 %47, i1 %48, i1 false
  br i1 %49, label %50, label %67

50:                                               ; preds = %4
  %51 = shl i32 %32, 24
  %52 = shl i32 %19, 16
  %53 = shl i32 %5, 8
  %54 = shl nuw nsw i32 %35, 6
  %55 = shl nuw nsw i32 %22, 3
  %56 = or i32 %52, %51
  %57 = or i32 %56, %53
  %58 = or i32 %57, %54
  %59 = or i32 %58, %55
  %60 = or i32 %59, %9
  %61 = mul i32 %2, %44
  %62 = add i32 %61, %31
  %63 = mul i32 %62, %1
  %64 = add i32 %63, %18
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %65
  store i32 %60, ptr addrspace(1) %66, align 4, !tbaa !5
  br label %67

67:                                               ; preds = %50, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @hidden_args(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #4 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %4 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 12
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 40
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %8 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %9 = tail call align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 12
  %11 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 4
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 18
  %13 = load <2 x i16>, ptr addrspace(4) %12, align 2, !tbaa !13
  %14 = icmp ne <2 x i16> %13, zeroinitializer
  %15 = zext <2 x i1> %14 to <2 x i32>
  %16 = load <2 x i32>, ptr addrspace(4) %10, align 4, !invariant.load !25
  %17 = extractelement <2 x i32> %16, i64 0
  %18 = zext i32 %17 to i64
  %19 = load <2 x i16>, ptr addrspace(4) %4, align 4, !tbaa !13
  %20 = insertelement <2 x i32> poison, i32 %2, i64 0
  %21 = insertelement <2 x i32> %20, i32 %7, i64 1
  %22 = zext <2 x i32> %21 to <2 x i64>
  %23 = zext <2 x i16> %19 to <2 x i64>
  %24 = mul nuw nsw <2 x i64> %23, %22
  %25 = insertelement <2 x i32> poison, i32 %5, i64 0
  %26 = insertelement <2 x i32> %25, i32 %8, i64 1
  %27 = zext nneg <2 x i32> %26 to <2 x i64>
  %28 = add nuw nsw <2 x i64> %24, %27
  %29 = load <2 x i64>, ptr addrspace(4) %6, align 8, !tbaa !15
  %30 = add <2 x i64> %28, %29
  %31 = trunc <2 x i64> %30 to <2 x i32>
  %32 = extractelement <2 x i16> %19, i64 0
  %33 = zext i16 %32 to i32
  %34 = extractelement <2 x i64> %29, i64 0
  %35 = sub i64 %18, %34
  %36 = extractelement <2 x i64> %28, i64 1
  %37 = mul i64 %35, %36
  %38 = extractelement <2 x i64> %28, i64 0
  %39 = add i64 %37, %38
  %40 = mul i64 %39, 48
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %40
  store <2 x i32> %31, ptr addrspace(1) %41, align 4, !tbaa !5
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %41, i64 8
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %41, i64 12
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %41, i64 16
  store i32 %33, ptr addrspace(1) %44, align 4, !tbaa !5
  %45 = getelementptr inbounds nuw i8, ptr addrspace(1) %41, i64 20
  %46 = load i32, ptr addrspace(4) %3, align 8, !tbaa !5
  %47 = icmp ult i32 %2, %46
  %48 = select i1 %47, i64 12, i64 18
  %49 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 %48
  %50 = load i16, ptr addrspace(4) %49, align 2, !tbaa !13
  %51 = zext i16 %50 to i32
  store i32 %51, ptr addrspace(1) %42, align 4, !tbaa !5
  %52 = load i32, ptr addrspace(4) %11, align 4, !tbaa !5
  %53 = icmp ult i32 %7, %52
  %54 = select i1 %53, i64 12, i64 18
  %55 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 %54
  %56 = getelementptr inbounds nuw i8, ptr addrspace(4) %55, i64 2
  %57 = load i16, ptr addrspace(4) %56, align 2, !tbaa !13
  %58 = zext i16 %57 to i32
  store i32 %58, ptr addrspace(1) %43, align 4, !tbaa !5
  %59 = insertelement <2 x i32> poison, i32 %46, i64 0
  %60 = insertelement <2 x i32> %59, i32 %52, i64 1
  %61 = add <2 x i32> %60, %15
  store <2 x i32> %61, ptr addrspace(1) %45, align 4, !tbaa !5
  %62 = getelementptr inbounds nuw i8, ptr addrspace(1) %41, i64 28
  store <2 x i32> %16, ptr addrspace(1) %62, align 4, !tbaa !5
  %63 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 64
  %64 = load i16, ptr addrspace(4) %63, align 8, !tbaa !26
  %65 = zext i16 %64 to i32
  %66 = getelementptr inbounds nuw i8, ptr addrspace(1) %41, i64 36
  store i32 %65, ptr addrspace(1) %66, align 4, !tbaa !5
  %67 = getelementptr inbounds nuw i8, ptr addrspace(1) %41, i64 40
  %68 = trunc <2 x i64> %29 to <2 x i32>
  store <2 x i32> %68, ptr addrspace(1) %67, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected void @__clang_ocl_kern_imp_hidden_args(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #5 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %4 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 12
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 40
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %8 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %9 = tail call align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 12
  %11 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 4
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 18
  %13 = load <2 x i16>, ptr addrspace(4) %12, align 2, !tbaa !13
  %14 = icmp ne <2 x i16> %13, zeroinitializer
  %15 = zext <2 x i1> %14 to <2 x i32>
  %16 = load <2 x i32>, ptr addrspace(4) %10, align 4, !invariant.load !25
  %17 = extractelement <2 x i32> %16, i64 0
  %18 = zext i32 %17 to i64
  %19 = load <2 x i16>, ptr addrspace(4) %4, align 4, !tbaa !13
  %20 = insertelement <2 x i32> poison, i32 %2, i64 0
  %21 = insertelement <2 x i32> %20, i32 %7, i64 1
  %22 = zext <2 x i32> %21 to <2 x i64>
  %23 = zext <2 x i16> %19 to <2 x i64>
  %24 = mul nuw nsw <2 x i64> %23, %22
  %25 = insertelement <2 x i32> poison, i32 %5, i64 0
  %26 = insertelement <2 x i32> %25, i32 %8, i64 1
  %27 = zext nneg <2 x i32> %26 to <2 x i64>
  %28 = add nuw nsw <2 x i64> %24, %27
  %29 = load <2 x i64>, ptr addrspace(4) %6, align 8, !tbaa !15
  %30 = add <2 x i64> %28, %29
  %31 = trunc <2 x i64> %30 to <2 x i32>
  %32 = extractelement <2 x i16> %19, i64 0
  %33 = zext i16 %32 to i32
  %34 = extractelement <2 x i64> %29, i64 0
  %35 = sub i64 %18, %34
  %36 = extractelement <2 x i64> %28, i64 1
  %37 = mul i64 %35, %36
  %38 = extractelement <2 x i64> %28, i64 0
  %39 = add i64 %37, %38
  %40 = mul i64 %39, 48
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %40
  store <2 x i32> %31, ptr addrspace(1) %41, align 4, !tbaa !5
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %41, i64 8
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %41, i64 12
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %41, i64 16
  store i32 %33, ptr addrspace(1) %44, align 4, !tbaa !5
  %45 = getelementptr inbounds nuw i8, ptr addrspace(1) %41, i64 20
  %46 = load i32, ptr addrspace(4) %3, align 8, !tbaa !5
  %47 = icmp ult i32 %2, %46
  %48 = select i1 %47, i64 12, i64 18
  %49 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 %48
  %50 = load i16, ptr addrspace(4) %49, align 2, !tbaa !13
  %51 = zext i16 %50 to i32
  store i32 %51, ptr addrspace(1) %42, align 4, !tbaa !5
  %52 = load i32, ptr addrspace(4) %11, align 4, !tbaa !5
  %53 = icmp ult i32 %7, %52
  %54 = select i1 %53, i64 12, i64 18
  %55 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 %54
  %56 = getelementptr inbounds nuw i8, ptr addrspace(4) %55, i64 2
  %57 = load i16, ptr addrspace(4) %56, align 2, !tbaa !13
  %58 = zext i16 %57 to i32
  store i32 %58, ptr addrspace(1) %43, align 4, !tbaa !5
  %59 = insertelement <2 x i32> poison, i32 %46, i64 0
  %60 = insertelement <2 x i32> %59, i32 %52, i64 1
  %61 = add <2 x i32> %60, %15
  store <2 x i32> %61, ptr addrspace(1) %45, align 4, !tbaa !5
  %62 = getelementptr inbounds nuw i8, ptr addrspace(1) %41, i64 28
  store <2 x i32> %16, ptr addrspace(1) %62, align 4, !tbaa !5
  %63 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 64
  %64 = load i16, ptr addrspace(4) %63, align 8, !tbaa !26
  %65 = zext i16 %64 to i32
  %66 = getelementptr inbounds nuw i8, ptr addrspace(1) %41, i64 36
  store i32 %65, ptr addrspace(1) %66, align 4, !tbaa !5
  %67 = getelementptr inbounds nuw i8, ptr addrspace(1) %41, i64 40
  %68 = trunc <2 x i64> %29 to <2 x i32>
  store <2 x i32> %68, ptr addrspace(1) %67, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workitem-id-x" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{i32 1, i32 0, i32 0}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"int*", !"int", !"int"}
!12 = !{!"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = !{i32 1, i32 0, i32 0, i32 0}
!18 = !{!"none", !"none", !"none", !"none"}
!19 = !{!"uint*", !"uint", !"uint", !"uint"}
!20 = !{!"", !"", !"", !""}
!21 = !{i32 1}
!22 = !{!"none"}
!23 = !{!"int*"}
!24 = !{!""}
!25 = !{}
!26 = !{!27, !14, i64 64}
!27 = !{!"", !7, i64 0, !7, i64 12, !7, i64 18, !7, i64 24, !7, i64 40, !14, i64 64}
