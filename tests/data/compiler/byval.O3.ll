; ModuleID = '/work/main/tests/data/emu/src/byval.cl'
source_filename = "/work/main/tests/data/emu/src/byval.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.params_t = type { float, i32, i16, i8, double }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @struct_arg(ptr addrspace(4) noundef readonly byref(%struct.params_t) align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = load float, ptr addrspace(4) %0, align 8, !amdgpu.noclobber !13
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 4
  %6 = load i32, ptr addrspace(4) %5, align 4, !amdgpu.noclobber !13
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 8
  %8 = load i16, ptr addrspace(4) %7, align 8, !amdgpu.noclobber !13
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %10 = load double, ptr addrspace(4) %9, align 8, !amdgpu.noclobber !13
  %11 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %12 = zext i32 %11 to i64
  %13 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %13, i64 12
  %15 = load i16, ptr addrspace(4) %14, align 4, !tbaa !14
  %16 = zext i16 %15 to i64
  %17 = mul nuw nsw i64 %16, %12
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw i8, ptr addrspace(4) %13, i64 40
  %21 = load i64, ptr addrspace(4) %20, align 8, !tbaa !16
  %22 = add i64 %21, %19
  %23 = add i64 %22, %17
  %24 = shl i64 %23, 32
  %25 = ashr exact i64 %24, 32
  %26 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !18, !amdgpu.noclobber !13
  %28 = sext i16 %8 to i32
  %29 = add nsw i32 %6, %28
  %30 = sitofp i32 %29 to float
  %31 = tail call float @llvm.fmuladd.f32(float %27, float %4, float %30)
  %32 = fptrunc double %10 to float
  %33 = fadd float %31, %32
  %34 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %25
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !18
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_struct_arg(float %0, i32 %1, i16 %2, i8 %3, double %4, ptr addrspace(1) noundef readonly align 4 captures(none) %5, ptr addrspace(1) noundef writeonly align 4 captures(none) %6) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %8 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %9 = zext i32 %8 to i64
  %10 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = getelementptr inbounds nuw i8, ptr addrspace(4) %10, i64 12
  %12 = load i16, ptr addrspace(4) %11, align 4, !tbaa !14
  %13 = zext i16 %12 to i64
  %14 = mul nuw nsw i64 %13, %9
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw i8, ptr addrspace(4) %10, i64 40
  %18 = load i64, ptr addrspace(4) %17, align 8, !tbaa !16
  %19 = add i64 %18, %16
  %20 = add i64 %19, %14
  %21 = shl i64 %20, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !18
  %25 = sext i16 %2 to i32
  %26 = add nsw i32 %1, %25
  %27 = sitofp i32 %26 to float
  %28 = tail call float @llvm.fmuladd.f32(float %24, float %0, float %27)
  %29 = fptrunc double %4 to float
  %30 = fadd float %28, %29
  %31 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %22
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @vector_args(<4 x float> noundef %0, <2 x i32> noundef %1, ptr addrspace(1) noundef writeonly align 16 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !14
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !16
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
  store <4 x float> %22, ptr addrspace(1) %25, align 16, !tbaa !25
  %26 = insertelement <2 x i32> poison, i32 %18, i64 0
  %27 = sub nsw i32 0, %18
  %28 = insertelement <2 x i32> %26, i32 %27, i64 1
  %29 = add <2 x i32> %28, %1
  %30 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %3, i64 %24
  store <2 x i32> %29, ptr addrspace(1) %30, align 8, !tbaa !25
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected void @__clang_ocl_kern_imp_vector_args(<4 x float> noundef %0, <2 x i32> noundef %1, ptr addrspace(1) noundef writeonly align 16 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #3 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !14
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !16
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
  store <4 x float> %22, ptr addrspace(1) %25, align 16, !tbaa !25
  %26 = insertelement <2 x i32> poison, i32 %18, i64 0
  %27 = sub nsw i32 0, %18
  %28 = insertelement <2 x i32> %26, i32 %27, i64 1
  %29 = add <2 x i32> %28, %1
  %30 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %3, i64 %24
  store <2 x i32> %29, ptr addrspace(1) %30, align 8, !tbaa !25
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @vec_loads(ptr addrspace(1) noundef readonly align 16 captures(none) %0, ptr addrspace(1) noundef readonly align 16 captures(none) %1, ptr addrspace(1) noundef writeonly align 16 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !26 !kernel_arg_access_qual !10 !kernel_arg_type !27 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !14
  %9 = zext i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !16
  %15 = add i64 %14, %12
  %16 = add i64 %15, %10
  %17 = shl i64 %16, 32
  %18 = ashr exact i64 %17, 32
  %19 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %18
  %20 = load <4 x float>, ptr addrspace(1) %19, align 16, !tbaa !25, !amdgpu.noclobber !13
  %21 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %1, i64 %18
  %22 = load <4 x i32>, ptr addrspace(1) %21, align 16, !tbaa !25, !amdgpu.noclobber !13
  %23 = shufflevector <4 x float> %20, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %24 = sitofp <4 x i32> %22 to <4 x float>
  %25 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %24, <4 x float> %20, <4 x float> %23)
  %26 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %18
  store <4 x float> %25, ptr addrspace(1) %26, align 16, !tbaa !25
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_vec_loads(ptr addrspace(1) noundef readonly align 16 captures(none) %0, ptr addrspace(1) noundef readonly align 16 captures(none) %1, ptr addrspace(1) noundef writeonly align 16 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !26 !kernel_arg_access_qual !10 !kernel_arg_type !27 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !14
  %9 = zext i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !16
  %15 = add i64 %14, %12
  %16 = add i64 %15, %10
  %17 = shl i64 %16, 32
  %18 = ashr exact i64 %17, 32
  %19 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %18
  %20 = load <4 x float>, ptr addrspace(1) %19, align 16, !tbaa !25
  %21 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %1, i64 %18
  %22 = load <4 x i32>, ptr addrspace(1) %21, align 16, !tbaa !25
  %23 = shufflevector <4 x float> %20, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %24 = sitofp <4 x i32> %22 to <4 x float>
  %25 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %24, <4 x float> %20, <4 x float> %23)
  %26 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %18
  store <4 x float> %25, ptr addrspace(1) %26, align 16, !tbaa !25
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @private_sort(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !16
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = trunc i64 %15 to i32
  %17 = shl nsw i32 %16, 3
  %18 = sext i32 %17 to i64
  %19 = or disjoint i32 %17, 2
  %20 = sext i32 %19 to i64
  %21 = or disjoint i32 %17, 4
  %22 = sext i32 %21 to i64
  %23 = or disjoint i32 %17, 6
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  %26 = load <2 x i32>, ptr addrspace(1) %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %20
  %28 = load <2 x i32>, ptr addrspace(1) %27, align 4, !tbaa !5
  %29 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %22
  %30 = load <2 x i32>, ptr addrspace(1) %29, align 4, !tbaa !5
  %31 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %24
  %32 = load <2 x i32>, ptr addrspace(1) %31, align 4, !tbaa !5
  %33 = extractelement <2 x i32> %26, i64 0
  %34 = extractelement <2 x i32> %26, i64 1
  %35 = icmp sgt i32 %33, %34
  %36 = shufflevector <2 x i32> %26, <2 x i32> %28, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %37 = shufflevector <2 x i32> %30, <2 x i32> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %38 = shufflevector <8 x i32> %36, <8 x i32> %37, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>
  %39 = shufflevector <2 x i32> %32, <2 x i32> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %40 = shufflevector <8 x i32> %38, <8 x i32> %39, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>
  %41 = shufflevector <2 x i32> %26, <2 x i32> poison, <8 x i32> <i32 1, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %42 = select i1 %35, <8 x i32> %41, <8 x i32> %40
  %43 = shufflevector <8 x i32> %42, <8 x i32> %40, <8 x i32> <i32 0, i32 1, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %44 = extractelement <8 x i32> %42, i64 1
  %45 = extractelement <2 x i32> %28, i64 0
  %46 = icmp sgt i32 %44, %45
  %47 = shufflevector <8 x i32> %43, <8 x i32> poison, <8 x i32> <i32 0, i32 2, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  %48 = select i1 %46, <8 x i32> %47, <8 x i32> %43
  %49 = extractelement <8 x i32> %48, i64 2
  %50 = extractelement <8 x i32> %48, i64 3
  %51 = icmp sgt i32 %49, %50
  %52 = shufflevector <8 x i32> %48, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 3, i32 2, i32 4, i32 5, i32 6, i32 7>
  %53 = select i1 %51, <8 x i32> %52, <8 x i32> %48
  %54 = extractelement <8 x i32> %53, i64 3
  %55 = extractelement <8 x i32> %53, i64 4
  %56 = icmp sgt i32 %54, %55
  %57 = shufflevector <8 x i32> %53, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 4, i32 3, i32 5, i32 6, i32 7>
  %58 = select i1 %56, <8 x i32> %57, <8 x i32> %53
  %59 = extractelement <8 x i32> %58, i64 4
  %60 = extractelement <8 x i32> %58, i64 5
  %61 = icmp sgt i32 %59, %60
  %62 = shufflevector <8 x i32> %58, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 5, i32 4, i32 6, i32 7>
  %63 = select i1 %61, <8 x i32> %62, <8 x i32> %58
  %64 = extractelement <8 x i32> %63, i64 5
  %65 = extractelement <8 x i32> %63, i64 6
  %66 = icmp sgt i32 %64, %65
  %67 = shufflevector <8 x i32> %63, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 6, i32 5, i32 7>
  %68 = select i1 %66, <8 x i32> %67, <8 x i32> %63
  %69 = extractelement <8 x i32> %68, i64 6
  %70 = extractelement <8 x i32> %68, i64 7
  %71 = icmp sgt i32 %69, %70
  %72 = shufflevector <8 x i32> %68, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 7, i32 6>
  %73 = select i1 %71, <8 x i32> %72, <8 x i32> %68
  %74 = extractelement <8 x i32> %73, i64 0
  %75 = extractelement <8 x i32> %73, i64 1
  %76 = icmp sgt i32 %74, %75
  %77 = shufflevector <8 x i32> %73, <8 x i32> poison, <8 x i32> <i32 1, i32 0, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %78 = select i1 %76, <8 x i32> %77, <8 x i32> %73
  %79 = extractelement <8 x i32> %78, i64 1
  %80 = extractelement <8 x i32> %78, i64 2
  %81 = icmp sgt i32 %79, %80
  %82 = shufflevector <8 x i32> %78, <8 x i32> poison, <8 x i32> <i32 0, i32 2, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  %83 = select i1 %81, <8 x i32> %82, <8 x i32> %78
  %84 = extractelement <8 x i32> %83, i64 2
  %85 = extractelement <8 x i32> %83, i64 3
  %86 = icmp sgt i32 %84, %85
  %87 = shufflevector <8 x i32> %83, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 3, i32 2, i32 4, i32 5, i32 6, i32 7>
  %88 = select i1 %86, <8 x i32> %87, <8 x i32> %83
  %89 = extractelement <8 x i32> %88, i64 3
  %90 = extractelement <8 x i32> %88, i64 4
  %91 = icmp sgt i32 %89, %90
  %92 = shufflevector <8 x i32> %88, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 4, i32 3, i32 5, i32 6, i32 7>
  %93 = select i1 %91, <8 x i32> %92, <8 x i32> %88
  %94 = extractelement <8 x i32> %93, i64 4
  %95 = extractelement <8 x i32> %93, i64 5
  %96 = icmp sgt i32 %94, %95
  %97 = shufflevector <8 x i32> %93, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 5, i32 4, i32 6, i32 7>
  %98 = select i1 %96, <8 x i32> %97, <8 x i32> %93
  %99 = extractelement <8 x i32> %98, i64 5
  %100 = extractelement <8 x i32> %98, i64 6
  %101 = icmp sgt i32 %99, %100
  %102 = shufflevector <8 x i32> %98, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 6, i32 5, i32 7>
  %103 = select i1 %101, <8 x i32> %102, <8 x i32> %98
  %104 = extractelement <8 x i32> %103, i64 0
  %105 = extractelement <8 x i32> %103, i64 1
  %106 = icmp sgt i32 %104, %105
  %107 = shufflevector <8 x i32> %103, <8 x i32> poison, <8 x i32> <i32 1, i32 0, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %108 = select i1 %106, <8 x i32> %107, <8 x i32> %103
  %109 = extractelement <8 x i32> %108, i64 1
  %110 = extractelement <8 x i32> %108, i64 2
  %111 = icmp sgt i32 %109, %110
  %112 = shufflevector <8 x i32> %108, <8 x i32> poison, <8 x i32> <i32 0, i32 2, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  %113 = select i1 %111, <8 x i32> %112, <8 x i32> %108
  %114 = extractelement <8 x i32> %113, i64 2
  %115 = extractelement <8 x i32> %113, i64 3
  %116 = icmp sgt i32 %114, %115
  %117 = shufflevector <8 x i32> %113, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 3, i32 2, i32 4, i32 5, i32 6, i32 7>
  %118 = select i1 %116, <8 x i32> %117, <8 x i32> %113
  %119 = extractelement <8 x i32> %118, i64 3
  %120 = extractelement <8 x i32> %118, i64 4
  %121 = icmp sgt i32 %119, %120
  %122 = shufflevector <8 x i32> %118, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 4, i32 3, i32 5, i32 6, i32 7>
  %123 = select i1 %121, <8 x i32> %122, <8 x i32> %118
  %124 = extractelement <8 x i32> %123, i64 4
  %125 = extractelement <8 x i32> %123, i64 5
  %126 = icmp sgt i32 %124, %125
  %127 = shufflevector <8 x i32> %123, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 5, i32 4, i32 6, i32 7>
  %128 = select i1 %126, <8 x i32> %127, <8 x i32> %123
  %129 = extractelement <8 x i32> %128, i64 0
  %130 = extractelement <8 x i32> %128, i64 1
  %131 = icmp sgt i32 %129, %130
  %132 = shufflevector <8 x i32> %128, <8 x i32> poison, <8 x i32> <i32 1, i32 0, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %133 = select i1 %131, <8 x i32> %132, <8 x i32> %128
  %134 = extractelement <8 x i32> %133, i64 1
  %135 = extractelement <8 x i32> %133, i64 2
  %136 = icmp sgt i32 %134, %135
  %137 = shufflevector <8 x i32> %133, <8 x i32> poison, <8 x i32> <i32 0, i32 2, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  %138 = select i1 %136, <8 x i32> %137, <8 x i32> %133
  %139 = extractelement <8 x i32> %138, i64 2
  %140 = extractelement <8 x i32> %138, i64 3
  %141 = icmp sgt i32 %139, %140
  %142 = shufflevector <8 x i32> %138, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 3, i32 2, i32 4, i32 5, i32 6, i32 7>
  %143 = select i1 %141, <8 x i32> %142, <8 x i32> %138
  %144 = extractelement <8 x i32> %143, i64 3
  %145 = extractelement <8 x i32> %143, i64 4
  %146 = icmp sgt i32 %144, %145
  %147 = shufflevector <8 x i32> %143, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 4, i32 3, i32 5, i32 6, i32 7>
  %148 = select i1 %146, <8 x i32> %147, <8 x i32> %143
  %149 = extractelement <8 x i32> %148, i64 0
  %150 = extractelement <8 x i32> %148, i64 1
  %151 = icmp sgt i32 %149, %150
  %152 = shufflevector <8 x i32> %148, <8 x i32> poison, <8 x i32> <i32 1, i32 0, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %153 = select i1 %151, <8 x i32> %152, <8 x i32> %148
  %154 = extractelement <8 x i32> %153, i64 1
  %155 = extractelement <8 x i32> %153, i64 2
  %156 = icmp sgt i32 %154, %155
  %157 = shufflevector <8 x i32> %153, <8 x i32> poison, <8 x i32> <i32 0, i32 2, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  %158 = select i1 %156, <8 x i32> %157, <8 x i32> %153
  %159 = extractelement <8 x i32> %158, i64 2
  %160 = extractelement <8 x i32> %158, i64 3
  %161 = icmp sgt i32 %159, %160
  %162 = shufflevector <8 x i32> %158, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 3, i32 2, i32 4, i32 5, i32 6, i32 7>
  %163 = select i1 %161, <8 x i32> %162, <8 x i32> %158
  %164 = extractelement <8 x i32> %163, i64 0
  %165 = extractelement <8 x i32> %163, i64 1
  %166 = icmp sgt i32 %164, %165
  %167 = shufflevector <8 x i32> %163, <8 x i32> poison, <8 x i32> <i32 1, i32 0, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %168 = select i1 %166, <8 x i32> %167, <8 x i32> %163
  %169 = extractelement <8 x i32> %168, i64 1
  %170 = extractelement <8 x i32> %168, i64 2
  %171 = icmp sgt i32 %169, %170
  %172 = shufflevector <8 x i32> %168, <8 x i32> poison, <8 x i32> <i32 0, i32 2, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  %173 = select i1 %171, <8 x i32> %172, <8 x i32> %168
  %174 = extractelement <8 x i32> %173, i64 0
  %175 = extractelement <8 x i32> %173, i64 1
  %176 = icmp sgt i32 %174, %175
  %177 = shufflevector <8 x i32> %173, <8 x i32> poison, <8 x i32> <i32 1, i32 0, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %178 = select i1 %176, <8 x i32> %177, <8 x i32> %173
  %179 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %18
  %180 = shufflevector <8 x i32> %178, <8 x i32> poison, <2 x i32> <i32 0, i32 1>
  store <2 x i32> %180, ptr addrspace(1) %179, align 4, !tbaa !5
  %181 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  %182 = shufflevector <8 x i32> %178, <8 x i32> poison, <2 x i32> <i32 2, i32 3>
  store <2 x i32> %182, ptr addrspace(1) %181, align 4, !tbaa !5
  %183 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  %184 = shufflevector <8 x i32> %178, <8 x i32> poison, <2 x i32> <i32 4, i32 5>
  store <2 x i32> %184, ptr addrspace(1) %183, align 4, !tbaa !5
  %185 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %24
  %186 = shufflevector <8 x i32> %178, <8 x i32> poison, <2 x i32> <i32 6, i32 7>
  store <2 x i32> %186, ptr addrspace(1) %185, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_private_sort(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !16
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = trunc i64 %15 to i32
  %17 = shl nsw i32 %16, 3
  %18 = sext i32 %17 to i64
  %19 = or disjoint i32 %17, 2
  %20 = sext i32 %19 to i64
  %21 = or disjoint i32 %17, 4
  %22 = sext i32 %21 to i64
  %23 = or disjoint i32 %17, 6
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  %26 = load <2 x i32>, ptr addrspace(1) %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %20
  %28 = load <2 x i32>, ptr addrspace(1) %27, align 4, !tbaa !5
  %29 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %22
  %30 = load <2 x i32>, ptr addrspace(1) %29, align 4, !tbaa !5
  %31 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %24
  %32 = load <2 x i32>, ptr addrspace(1) %31, align 4, !tbaa !5
  %33 = extractelement <2 x i32> %26, i64 0
  %34 = extractelement <2 x i32> %26, i64 1
  %35 = icmp sgt i32 %33, %34
  %36 = shufflevector <2 x i32> %26, <2 x i32> %28, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %37 = shufflevector <2 x i32> %30, <2 x i32> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %38 = shufflevector <8 x i32> %36, <8 x i32> %37, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>
  %39 = shufflevector <2 x i32> %32, <2 x i32> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %40 = shufflevector <8 x i32> %38, <8 x i32> %39, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>
  %41 = shufflevector <2 x i32> %26, <2 x i32> poison, <8 x i32> <i32 1, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %42 = select i1 %35, <8 x i32> %41, <8 x i32> %40
  %43 = shufflevector <8 x i32> %42, <8 x i32> %40, <8 x i32> <i32 0, i32 1, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %44 = extractelement <8 x i32> %42, i64 1
  %45 = extractelement <2 x i32> %28, i64 0
  %46 = icmp sgt i32 %44, %45
  %47 = shufflevector <8 x i32> %43, <8 x i32> poison, <8 x i32> <i32 0, i32 2, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  %48 = select i1 %46, <8 x i32> %47, <8 x i32> %43
  %49 = extractelement <8 x i32> %48, i64 2
  %50 = extractelement <8 x i32> %48, i64 3
  %51 = icmp sgt i32 %49, %50
  %52 = shufflevector <8 x i32> %48, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 3, i32 2, i32 4, i32 5, i32 6, i32 7>
  %53 = select i1 %51, <8 x i32> %52, <8 x i32> %48
  %54 = extractelement <8 x i32> %53, i64 3
  %55 = extractelement <8 x i32> %53, i64 4
  %56 = icmp sgt i32 %54, %55
  %57 = shufflevector <8 x i32> %53, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 4, i32 3, i32 5, i32 6, i32 7>
  %58 = select i1 %56, <8 x i32> %57, <8 x i32> %53
  %59 = extractelement <8 x i32> %58, i64 4
  %60 = extractelement <8 x i32> %58, i64 5
  %61 = icmp sgt i32 %59, %60
  %62 = shufflevector <8 x i32> %58, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 5, i32 4, i32 6, i32 7>
  %63 = select i1 %61, <8 x i32> %62, <8 x i32> %58
  %64 = extractelement <8 x i32> %63, i64 5
  %65 = extractelement <8 x i32> %63, i64 6
  %66 = icmp sgt i32 %64, %65
  %67 = shufflevector <8 x i32> %63, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 6, i32 5, i32 7>
  %68 = select i1 %66, <8 x i32> %67, <8 x i32> %63
  %69 = extractelement <8 x i32> %68, i64 6
  %70 = extractelement <8 x i32> %68, i64 7
  %71 = icmp sgt i32 %69, %70
  %72 = shufflevector <8 x i32> %68, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 7, i32 6>
  %73 = select i1 %71, <8 x i32> %72, <8 x i32> %68
  %74 = extractelement <8 x i32> %73, i64 0
  %75 = extractelement <8 x i32> %73, i64 1
  %76 = icmp sgt i32 %74, %75
  %77 = shufflevector <8 x i32> %73, <8 x i32> poison, <8 x i32> <i32 1, i32 0, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %78 = select i1 %76, <8 x i32> %77, <8 x i32> %73
  %79 = extractelement <8 x i32> %78, i64 1
  %80 = extractelement <8 x i32> %78, i64 2
  %81 = icmp sgt i32 %79, %80
  %82 = shufflevector <8 x i32> %78, <8 x i32> poison, <8 x i32> <i32 0, i32 2, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  %83 = select i1 %81, <8 x i32> %82, <8 x i32> %78
  %84 = extractelement <8 x i32> %83, i64 2
  %85 = extractelement <8 x i32> %83, i64 3
  %86 = icmp sgt i32 %84, %85
  %87 = shufflevector <8 x i32> %83, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 3, i32 2, i32 4, i32 5, i32 6, i32 7>
  %88 = select i1 %86, <8 x i32> %87, <8 x i32> %83
  %89 = extractelement <8 x i32> %88, i64 3
  %90 = extractelement <8 x i32> %88, i64 4
  %91 = icmp sgt i32 %89, %90
  %92 = shufflevector <8 x i32> %88, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 4, i32 3, i32 5, i32 6, i32 7>
  %93 = select i1 %91, <8 x i32> %92, <8 x i32> %88
  %94 = extractelement <8 x i32> %93, i64 4
  %95 = extractelement <8 x i32> %93, i64 5
  %96 = icmp sgt i32 %94, %95
  %97 = shufflevector <8 x i32> %93, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 5, i32 4, i32 6, i32 7>
  %98 = select i1 %96, <8 x i32> %97, <8 x i32> %93
  %99 = extractelement <8 x i32> %98, i64 5
  %100 = extractelement <8 x i32> %98, i64 6
  %101 = icmp sgt i32 %99, %100
  %102 = shufflevector <8 x i32> %98, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 6, i32 5, i32 7>
  %103 = select i1 %101, <8 x i32> %102, <8 x i32> %98
  %104 = extractelement <8 x i32> %103, i64 0
  %105 = extractelement <8 x i32> %103, i64 1
  %106 = icmp sgt i32 %104, %105
  %107 = shufflevector <8 x i32> %103, <8 x i32> poison, <8 x i32> <i32 1, i32 0, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %108 = select i1 %106, <8 x i32> %107, <8 x i32> %103
  %109 = extractelement <8 x i32> %108, i64 1
  %110 = extractelement <8 x i32> %108, i64 2
  %111 = icmp sgt i32 %109, %110
  %112 = shufflevector <8 x i32> %108, <8 x i32> poison, <8 x i32> <i32 0, i32 2, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  %113 = select i1 %111, <8 x i32> %112, <8 x i32> %108
  %114 = extractelement <8 x i32> %113, i64 2
  %115 = extractelement <8 x i32> %113, i64 3
  %116 = icmp sgt i32 %114, %115
  %117 = shufflevector <8 x i32> %113, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 3, i32 2, i32 4, i32 5, i32 6, i32 7>
  %118 = select i1 %116, <8 x i32> %117, <8 x i32> %113
  %119 = extractelement <8 x i32> %118, i64 3
  %120 = extractelement <8 x i32> %118, i64 4
  %121 = icmp sgt i32 %119, %120
  %122 = shufflevector <8 x i32> %118, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 4, i32 3, i32 5, i32 6, i32 7>
  %123 = select i1 %121, <8 x i32> %122, <8 x i32> %118
  %124 = extractelement <8 x i32> %123, i64 4
  %125 = extractelement <8 x i32> %123, i64 5
  %126 = icmp sgt i32 %124, %125
  %127 = shufflevector <8 x i32> %123, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 5, i32 4, i32 6, i32 7>
  %128 = select i1 %126, <8 x i32> %127, <8 x i32> %123
  %129 = extractelement <8 x i32> %128, i64 0
  %130 = extractelement <8 x i32> %128, i64 1
  %131 = icmp sgt i32 %129, %130
  %132 = shufflevector <8 x i32> %128, <8 x i32> poison, <8 x i32> <i32 1, i32 0, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %133 = select i1 %131, <8 x i32> %132, <8 x i32> %128
  %134 = extractelement <8 x i32> %133, i64 1
  %135 = extractelement <8 x i32> %133, i64 2
  %136 = icmp sgt i32 %134, %135
  %137 = shufflevector <8 x i32> %133, <8 x i32> poison, <8 x i32> <i32 0, i32 2, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  %138 = select i1 %136, <8 x i32> %137, <8 x i32> %133
  %139 = extractelement <8 x i32> %138, i64 2
  %140 = extractelement <8 x i32> %138, i64 3
  %141 = icmp sgt i32 %139, %140
  %142 = shufflevector <8 x i32> %138, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 3, i32 2, i32 4, i32 5, i32 6, i32 7>
  %143 = select i1 %141, <8 x i32> %142, <8 x i32> %138
  %144 = extractelement <8 x i32> %143, i64 3
  %145 = extractelement <8 x i32> %143, i64 4
  %146 = icmp sgt i32 %144, %145
  %147 = shufflevector <8 x i32> %143, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 4, i32 3, i32 5, i32 6, i32 7>
  %148 = select i1 %146, <8 x i32> %147, <8 x i32> %143
  %149 = extractelement <8 x i32> %148, i64 0
  %150 = extractelement <8 x i32> %148, i64 1
  %151 = icmp sgt i32 %149, %150
  %152 = shufflevector <8 x i32> %148, <8 x i32> poison, <8 x i32> <i32 1, i32 0, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %153 = select i1 %151, <8 x i32> %152, <8 x i32> %148
  %154 = extractelement <8 x i32> %153, i64 1
  %155 = extractelement <8 x i32> %153, i64 2
  %156 = icmp sgt i32 %154, %155
  %157 = shufflevector <8 x i32> %153, <8 x i32> poison, <8 x i32> <i32 0, i32 2, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  %158 = select i1 %156, <8 x i32> %157, <8 x i32> %153
  %159 = extractelement <8 x i32> %158, i64 2
  %160 = extractelement <8 x i32> %158, i64 3
  %161 = icmp sgt i32 %159, %160
  %162 = shufflevector <8 x i32> %158, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 3, i32 2, i32 4, i32 5, i32 6, i32 7>
  %163 = select i1 %161, <8 x i32> %162, <8 x i32> %158
  %164 = extractelement <8 x i32> %163, i64 0
  %165 = extractelement <8 x i32> %163, i64 1
  %166 = icmp sgt i32 %164, %165
  %167 = shufflevector <8 x i32> %163, <8 x i32> poison, <8 x i32> <i32 1, i32 0, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %168 = select i1 %166, <8 x i32> %167, <8 x i32> %163
  %169 = extractelement <8 x i32> %168, i64 1
  %170 = extractelement <8 x i32> %168, i64 2
  %171 = icmp sgt i32 %169, %170
  %172 = shufflevector <8 x i32> %168, <8 x i32> poison, <8 x i32> <i32 0, i32 2, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  %173 = select i1 %171, <8 x i32> %172, <8 x i32> %168
  %174 = extractelement <8 x i32> %173, i64 0
  %175 = extractelement <8 x i32> %173, i64 1
  %176 = icmp sgt i32 %174, %175
  %177 = shufflevector <8 x i32> %173, <8 x i32> poison, <8 x i32> <i32 1, i32 0, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %178 = select i1 %176, <8 x i32> %177, <8 x i32> %173
  %179 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %18
  %180 = shufflevector <8 x i32> %178, <8 x i32> poison, <2 x i32> <i32 0, i32 1>
  store <2 x i32> %180, ptr addrspace(1) %179, align 4, !tbaa !5
  %181 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  %182 = shufflevector <8 x i32> %178, <8 x i32> poison, <2 x i32> <i32 2, i32 3>
  store <2 x i32> %182, ptr addrspace(1) %181, align 4, !tbaa !5
  %183 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  %184 = shufflevector <8 x i32> %178, <8 x i32> poison, <2 x i32> <i32 4, i32 5>
  store <2 x i32> %184, ptr addrspace(1) %183, align 4, !tbaa !5
  %185 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %24
  %186 = shufflevector <8 x i32> %178, <8 x i32> poison, <2 x i32> <i32 6, i32 7>
  store <2 x i32> %186, ptr addrspace(1) %185, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @private_index(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !16
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = trunc i64 %15 to i32
  %17 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %16, i64 0
  %18 = add nsw i32 %16, 1
  %19 = insertelement <32 x i32> %17, i32 %18, i64 1
  %20 = add nsw i32 %16, 4
  %21 = insertelement <32 x i32> %19, i32 %20, i64 2
  %22 = add nsw i32 %16, 9
  %23 = insertelement <32 x i32> %21, i32 %22, i64 3
  %24 = add nsw i32 %16, 16
  %25 = insertelement <32 x i32> %23, i32 %24, i64 4
  %26 = add nsw i32 %16, 25
  %27 = insertelement <32 x i32> %25, i32 %26, i64 5
  %28 = add nsw i32 %16, 36
  %29 = insertelement <32 x i32> %27, i32 %28, i64 6
  %30 = add nsw i32 %16, 49
  %31 = insertelement <32 x i32> %29, i32 %30, i64 7
  %32 = add nsw i32 %16, 64
  %33 = insertelement <32 x i32> %31, i32 %32, i64 8
  %34 = add nsw i32 %16, 81
  %35 = insertelement <32 x i32> %33, i32 %34, i64 9
  %36 = add nsw i32 %16, 100
  %37 = insertelement <32 x i32> %35, i32 %36, i64 10
  %38 = add nsw i32 %16, 121
  %39 = insertelement <32 x i32> %37, i32 %38, i64 11
  %40 = add nsw i32 %16, 144
  %41 = insertelement <32 x i32> %39, i32 %40, i64 12
  %42 = add nsw i32 %16, 169
  %43 = insertelement <32 x i32> %41, i32 %42, i64 13
  %44 = add nsw i32 %16, 196
  %45 = insertelement <32 x i32> %43, i32 %44, i64 14
  %46 = add nsw i32 %16, 225
  %47 = insertelement <32 x i32> %45, i32 %46, i64 15
  %48 = add nsw i32 %16, 256
  %49 = insertelement <32 x i32> %47, i32 %48, i64 16
  %50 = add nsw i32 %16, 289
  %51 = insertelement <32 x i32> %49, i32 %50, i64 17
  %52 = add nsw i32 %16, 324
  %53 = insertelement <32 x i32> %51, i32 %52, i64 18
  %54 = add nsw i32 %16, 361
  %55 = insertelement <32 x i32> %53, i32 %54, i64 19
  %56 = add nsw i32 %16, 400
  %57 = insertelement <32 x i32> %55, i32 %56, i64 20
  %58 = add nsw i32 %16, 441
  %59 = insertelement <32 x i32> %57, i32 %58, i64 21
  %60 = add nsw i32 %16, 484
  %61 = insertelement <32 x i32> %59, i32 %60, i64 22
  %62 = add nsw i32 %16, 529
  %63 = insertelement <32 x i32> %61, i32 %62, i64 23
  %64 = add nsw i32 %16, 576
  %65 = insertelement <32 x i32> %63, i32 %64, i64 24
  %66 = add nsw i32 %16, 625
  %67 = insertelement <32 x i32> %65, i32 %66, i64 25
  %68 = add nsw i32 %16, 676
  %69 = insertelement <32 x i32> %67, i32 %68, i64 26
  %70 = add nsw i32 %16, 729
  %71 = insertelement <32 x i32> %69, i32 %70, i64 27
  %72 = add nsw i32 %16, 784
  %73 = insertelement <32 x i32> %71, i32 %72, i64 28
  %74 = add nsw i32 %16, 841
  %75 = insertelement <32 x i32> %73, i32 %74, i64 29
  %76 = add nsw i32 %16, 900
  %77 = insertelement <32 x i32> %75, i32 %76, i64 30
  %78 = add nsw i32 %16, 961
  %79 = insertelement <32 x i32> %77, i32 %78, i64 31
  %80 = shl i64 %15, 32
  %81 = ashr exact i64 %80, 32
  %82 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %81
  %83 = load i32, ptr addrspace(1) %82, align 4, !tbaa !5, !amdgpu.noclobber !13
  %84 = and i32 %83, 31
  %85 = extractelement <32 x i32> %79, i32 %84
  %86 = lshr i32 %83, 5
  %87 = and i32 %86, 31
  %88 = extractelement <32 x i32> %79, i32 %87
  %89 = add nsw i32 %88, %85
  %90 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %81
  store i32 %89, ptr addrspace(1) %90, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_private_index(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !16
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = trunc i64 %15 to i32
  %17 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %16, i64 0
  %18 = add nsw i32 %16, 1
  %19 = insertelement <32 x i32> %17, i32 %18, i64 1
  %20 = add nsw i32 %16, 4
  %21 = insertelement <32 x i32> %19, i32 %20, i64 2
  %22 = add nsw i32 %16, 9
  %23 = insertelement <32 x i32> %21, i32 %22, i64 3
  %24 = add nsw i32 %16, 16
  %25 = insertelement <32 x i32> %23, i32 %24, i64 4
  %26 = add nsw i32 %16, 25
  %27 = insertelement <32 x i32> %25, i32 %26, i64 5
  %28 = add nsw i32 %16, 36
  %29 = insertelement <32 x i32> %27, i32 %28, i64 6
  %30 = add nsw i32 %16, 49
  %31 = insertelement <32 x i32> %29, i32 %30, i64 7
  %32 = add nsw i32 %16, 64
  %33 = insertelement <32 x i32> %31, i32 %32, i64 8
  %34 = add nsw i32 %16, 81
  %35 = insertelement <32 x i32> %33, i32 %34, i64 9
  %36 = add nsw i32 %16, 100
  %37 = insertelement <32 x i32> %35, i32 %36, i64 10
  %38 = add nsw i32 %16, 121
  %39 = insertelement <32 x i32> %37, i32 %38, i64 11
  %40 = add nsw i32 %16, 144
  %41 = insertelement <32 x i32> %39, i32 %40, i64 12
  %42 = add nsw i32 %16, 169
  %43 = insertelement <32 x i32> %41, i32 %42, i64 13
  %44 = add nsw i32 %16, 196
  %45 = insertelement <32 x i32> %43, i32 %44, i64 14
  %46 = add nsw i32 %16, 225
  %47 = insertelement <32 x i32> %45, i32 %46, i64 15
  %48 = add nsw i32 %16, 256
  %49 = insertelement <32 x i32> %47, i32 %48, i64 16
  %50 = add nsw i32 %16, 289
  %51 = insertelement <32 x i32> %49, i32 %50, i64 17
  %52 = add nsw i32 %16, 324
  %53 = insertelement <32 x i32> %51, i32 %52, i64 18
  %54 = add nsw i32 %16, 361
  %55 = insertelement <32 x i32> %53, i32 %54, i64 19
  %56 = add nsw i32 %16, 400
  %57 = insertelement <32 x i32> %55, i32 %56, i64 20
  %58 = add nsw i32 %16, 441
  %59 = insertelement <32 x i32> %57, i32 %58, i64 21
  %60 = add nsw i32 %16, 484
  %61 = insertelement <32 x i32> %59, i32 %60, i64 22
  %62 = add nsw i32 %16, 529
  %63 = insertelement <32 x i32> %61, i32 %62, i64 23
  %64 = add nsw i32 %16, 576
  %65 = insertelement <32 x i32> %63, i32 %64, i64 24
  %66 = add nsw i32 %16, 625
  %67 = insertelement <32 x i32> %65, i32 %66, i64 25
  %68 = add nsw i32 %16, 676
  %69 = insertelement <32 x i32> %67, i32 %68, i64 26
  %70 = add nsw i32 %16, 729
  %71 = insertelement <32 x i32> %69, i32 %70, i64 27
  %72 = add nsw i32 %16, 784
  %73 = insertelement <32 x i32> %71, i32 %72, i64 28
  %74 = add nsw i32 %16, 841
  %75 = insertelement <32 x i32> %73, i32 %74, i64 29
  %76 = add nsw i32 %16, 900
  %77 = insertelement <32 x i32> %75, i32 %76, i64 30
  %78 = add nsw i32 %16, 961
  %79 = insertelement <32 x i32> %77, i32 %78, i64 31
  %80 = shl i64 %15, 32
  %81 = ashr exact i64 %80, 32
  %82 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %81
  %83 = load i32, ptr addrspace(1) %82, align 4, !tbaa !5
  %84 = and i32 %83, 31
  %85 = extractelement <32 x i32> %79, i32 %84
  %86 = lshr i32 %83, 5
  %87 = and i32 %86, 31
  %88 = extractelement <32 x i32> %79, i32 %87
  %89 = add nsw i32 %88, %85
  %90 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %81
  store i32 %89, ptr addrspace(1) %90, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @calls(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4) local_unnamed_addr #4 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = zext i32 %6 to i64
  %8 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !tbaa !14
  %11 = zext i16 %10 to i64
  %12 = mul nuw nsw i64 %11, %7
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 40
  %16 = load i64, ptr addrspace(4) %15, align 8, !tbaa !16
  %17 = add i64 %16, %14
  %18 = add i64 %17, %12
  %19 = shl i64 %18, 32
  %20 = ashr exact i64 %19, 32
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !18, !amdgpu.noclobber !13
  %23 = tail call fastcc float @poly(float noundef %22) #10
  %24 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %20
  store float %23, ptr addrspace(1) %24, align 4, !tbaa !18
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !5, !amdgpu.noclobber !13
  %27 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %20
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !5, !amdgpu.noclobber !13
  %29 = tail call fastcc i32 @gcd(i32 noundef %26, i32 noundef %28) #10
  %30 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %20
  store i32 %29, ptr addrspace(1) %30, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_calls(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4) local_unnamed_addr #5 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = zext i32 %6 to i64
  %8 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !tbaa !14
  %11 = zext i16 %10 to i64
  %12 = mul nuw nsw i64 %11, %7
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 40
  %16 = load i64, ptr addrspace(4) %15, align 8, !tbaa !16
  %17 = add i64 %16, %14
  %18 = add i64 %17, %12
  %19 = shl i64 %18, 32
  %20 = ashr exact i64 %19, 32
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !18
  %23 = tail call fastcc float @poly(float noundef %22) #10
  %24 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %20
  store float %23, ptr addrspace(1) %24, align 4, !tbaa !18
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %20
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !5
  %29 = tail call fastcc i32 @gcd(i32 noundef %26, i32 noundef %28) #10
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
  br i1 %8, label %9, label %4

9:                                                ; preds = %4, %2
  %10 = phi i32 [ %0, %2 ], [ %6, %4 ]
  ret i32 %10
}

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
attributes #10 = { nounwind }

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
!13 = !{}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !7, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !7, i64 0}
!20 = !{i32 0, i32 0, i32 1, i32 1}
!21 = !{!"none", !"none", !"none", !"none"}
!22 = !{!"float4", !"int2", !"float4*", !"int2*"}
!23 = !{!"float __attribute__((ext_vector_type(4)))", !"int __attribute__((ext_vector_type(2)))", !"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(2)))*"}
!24 = !{!"", !"", !"", !""}
!25 = !{!7, !7, i64 0}
!26 = !{i32 1, i32 1, i32 1}
!27 = !{!"float4*", !"int4*", !"float4*"}
!28 = !{!"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*"}
!29 = !{!"const", !"const", !""}
!30 = !{i32 1, i32 1}
!31 = !{!"none", !"none"}
!32 = !{!"int*", !"int*"}
!33 = !{!"const", !""}
!34 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!35 = !{!"none", !"none", !"none", !"none", !"none"}
!36 = !{!"float*", !"int*", !"int*", !"float*", !"int*"}
!37 = !{!"const", !"const", !"const", !"", !""}
