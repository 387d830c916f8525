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
  %5 = load i16, ptr addrspace(4) %4, align 4, !tbaa !13
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %7 = zext i32 %2 to i64
  %8 = zext i16 %5 to i64
  %9 = mul nuw nsw i64 %8, %7
  %10 = zext nneg i32 %6 to i64
  %11 = add nuw nsw i64 %9, %10
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %11, %13
  %15 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 14
  %17 = load i16, ptr addrspace(4) %16, align 2, !tbaa !13
  %18 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %19 = zext i32 %15 to i64
  %20 = zext i16 %17 to i64
  %21 = mul nuw nsw i64 %20, %19
  %22 = zext nneg i32 %18 to i64
  %23 = add nuw nsw i64 %21, %22
  %24 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 48
  %25 = load i64, ptr addrspace(4) %24, align 8, !tbaa !15
  %26 = add i64 %23, %25
  %27 = tail call align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %28 = getelementptr inbounds nuw i8, ptr addrspace(4) %27, i64 12
  %29 = load i32, ptr addrspace(4) %28, align 4, !range !25, !invariant.load !26
  %30 = zext i32 %29 to i64
  %31 = sub i64 %30, %13
  %32 = mul i64 %31, %23
  %33 = add i64 %32, %11
  %34 = mul i64 %33, 48
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %34
  %36 = trunc i64 %14 to i32
  store i32 %36, ptr addrspace(1) %35, align 4, !tbaa !5
  %37 = trunc i64 %26 to i32
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 4
  store i32 %37, ptr addrspace(1) %38, align 4, !tbaa !5
  %39 = load i32, ptr addrspace(4) %3, align 8, !tbaa !5
  %40 = icmp ult i32 %2, %39
  %41 = select i1 %40, i64 12, i64 18
  %42 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 %41
  %43 = load i16, ptr addrspace(4) %42, align 2, !tbaa !13
  %44 = zext i16 %43 to i32
  %45 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 8
  store i32 %44, ptr addrspace(1) %45, align 4, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 4
  %47 = load i32, ptr addrspace(4) %46, align 4, !tbaa !5
  %48 = icmp ult i32 %15, %47
  %49 = select i1 %48, i64 12, i64 18
  %50 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 %49
  %51 = getelementptr inbounds nuw i8, ptr addrspace(4) %50, i64 2
  %52 = load i16, ptr addrspace(4) %51, align 2, !tbaa !13
  %53 = zext i16 %52 to i32
  %54 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 12
  store i32 %53, ptr addrspace(1) %54, align 4, !tbaa !5
  %55 = zext i16 %5 to i32
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 16
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !5
  %57 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 18
  %58 = load i16, ptr addrspace(4) %57, align 2, !tbaa !13
  %59 = icmp ne i16 %58, 0
  %60 = zext i1 %59 to i32
  %61 = add i32 %39, %60
  %62 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 20
  store i32 %61, ptr addrspace(1) %62, align 4, !tbaa !5
  %63 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 20
  %64 = load i16, ptr addrspace(4) %63, align 4, !tbaa !13
  %65 = icmp ne i16 %64, 0
  %66 = zext i1 %65 to i32
  %67 = add i32 %47, %66
  %68 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 24
  store i32 %67, ptr addrspace(1) %68, align 4, !tbaa !5
  %69 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 28
  store i32 %29, ptr addrspace(1) %69, align 4, !tbaa !5
  %70 = getelementptr inbounds nuw i8, ptr addrspace(4) %27, i64 16
  %71 = load i32, ptr addrspace(4) %70, align 4, !range !25, !invariant.load !26
  %72 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 32
  store i32 %71, ptr addrspace(1) %72, align 4, !tbaa !5
  %73 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 64
  %74 = load i16, ptr addrspace(4) %73, align 8, !tbaa !27
  %75 = zext i16 %74 to i32
  %76 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 36
  store i32 %75, ptr addrspace(1) %76, align 4, !tbaa !5
  %77 = trunc i64 %13 to i32
  %78 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 40
  store i32 %77, ptr addrspace(1) %78, align 4, !tbaa !5
  %79 = trunc i64 %25 to i32
  %80 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 44
  store i32 %79, ptr addrspace(1) %80, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected void @__clang_ocl_kern_imp_hidden_args(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #5 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %4 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 12
  %5 = load i16, ptr addrspace(4) %4, align 4, !tbaa !13
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %7 = zext i32 %2 to i64
  %8 = zext i16 %5 to i64
  %9 = mul nuw nsw i64 %8, %7
  %10 = zext nneg i32 %6 to i64
  %11 = add nuw nsw i64 %9, %10
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %11, %13
  %15 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 14
  %17 = load i16, ptr addrspace(4) %16, align 2, !tbaa !13
  %18 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %19 = zext i32 %15 to i64
  %20 = zext i16 %17 to i64
  %21 = mul nuw nsw i64 %20, %19
  %22 = zext nneg i32 %18 to i64
  %23 = add nuw nsw i64 %21, %22
  %24 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 48
  %25 = load i64, ptr addrspace(4) %24, align 8, !tbaa !15
  %26 = add i64 %23, %25
  %27 = tail call align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %28 = getelementptr inbounds nuw i8, ptr addrspace(4) %27, i64 12
  %29 = load i32, ptr addrspace(4) %28, align 4, !range !25, !invariant.load !26
  %30 = zext i32 %29 to i64
  %31 = sub i64 %30, %13
  %32 = mul i64 %31, %23
  %33 = add i64 %32, %11
  %34 = mul i64 %33, 48
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %34
  %36 = trunc i64 %14 to i32
  store i32 %36, ptr addrspace(1) %35, align 4, !tbaa !5
  %37 = trunc i64 %26 to i32
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 4
  store i32 %37, ptr addrspace(1) %38, align 4, !tbaa !5
  %39 = load i32, ptr addrspace(4) %3, align 8, !tbaa !5
  %40 = icmp ult i32 %2, %39
  %41 = select i1 %40, i64 12, i64 18
  %42 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 %41
  %43 = load i16, ptr addrspace(4) %42, align 2, !tbaa !13
  %44 = zext i16 %43 to i32
  %45 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 8
  store i32 %44, ptr addrspace(1) %45, align 4, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 4
  %47 = load i32, ptr addrspace(4) %46, align 4, !tbaa !5
  %48 = icmp ult i32 %15, %47
  %49 = select i1 %48, i64 12, i64 18
  %50 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 %49
  %51 = getelementptr inbounds nuw i8, ptr addrspace(4) %50, i64 2
  %52 = load i16, ptr addrspace(4) %51, align 2, !tbaa !13
  %53 = zext i16 %52 to i32
  %54 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 12
  store i32 %53, ptr addrspace(1) %54, align 4, !tbaa !5
  %55 = zext i16 %5 to i32
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 16
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !5
  %57 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 18
  %58 = load i16, ptr addrspace(4) %57, align 2, !tbaa !13
  %59 = icmp ne i16 %58, 0
  %60 = zext i1 %59 to i32
  %61 = add i32 %39, %60
  %62 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 20
  store i32 %61, ptr addrspace(1) %62, align 4, !tbaa !5
  %63 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 20
  %64 = load i16, ptr addrspace(4) %63, align 4, !tbaa !13
  %65 = icmp ne i16 %64, 0
  %66 = zext i1 %65 to i32
  %67 = add i32 %47, %66
  %68 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 24
  store i32 %67, ptr addrspace(1) %68, align 4, !tbaa !5
  %69 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 28
  store i32 %29, ptr addrspace(1) %69, align 4, !tbaa !5
  %70 = getelementptr inbounds nuw i8, ptr addrspace(4) %27, i64 16
  %71 = load i32, ptr addrspace(4) %70, align 4, !range !25, !invariant.load !26
  %72 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 32
  store i32 %71, ptr addrspace(1) %72, align 4, !tbaa !5
  %73 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 64
  %74 = load i16, ptr addrspace(4) %73, align 8, !tbaa !27
  %75 = zext i16 %74 to i32
  %76 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 36
  store i32 %75, ptr addrspace(1) %76, align 4, !tbaa !5
  %77 = trunc i64 %13 to i32
  %78 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 40
  store i32 %77, ptr addrspace(1) %78, align 4, !tbaa !5
  %79 = trunc i64 %25 to i32
  %80 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 44
  store i32 %79, ptr addrspace(1) %80, align 4, !tbaa !5
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
!25 = !{i32 1, i32 0}
!26 = !{}
!27 = !{!28, !14, i64 64}
!28 = !{!"", !7, i64 0, !7, i64 12, !7, i64 18, !7, i64 24, !7, i64 40, !14, i64 64}
