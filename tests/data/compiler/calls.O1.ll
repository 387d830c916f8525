; ModuleID = '/work/main/tests/data/emu/src/calls.cl'
source_filename = "/work/main/tests/data/emu/src/calls.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.node_t = type { i32, i32, i32 }
%struct.mix_t = type { float, i32, double }

@calls_frames.shared = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden i32 @fib(i32 noundef %0) local_unnamed_addr #0 {
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i32 [ 0, %1 ], [ %10, %6 ]
  %4 = phi i32 [ %0, %1 ], [ %9, %6 ]
  %5 = icmp slt i32 %4, 2
  br i1 %5, label %11, label %6

6:                                                ; preds = %2
  %7 = add nsw i32 %4, -1
  %8 = tail call i32 @fib(i32 noundef %7) #18
  %9 = add nsw i32 %4, -2
  %10 = add nsw i32 %3, %8
  br label %2

11:                                               ; preds = %2
  %12 = add nsw i32 %3, %4
  ret i32 %12
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @calls_fib(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  %20 = icmp sgt i32 %19, -1
  br i1 %20, label %21, label %23

21:                                               ; preds = %2
  %22 = tail call i32 @fib(i32 noundef %19) #18
  br label %23

23:                                               ; preds = %2, %21
  %24 = phi i32 [ %22, %21 ], [ -1, %2 ]
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %17
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_calls_fib(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  %20 = icmp sgt i32 %19, -1
  br i1 %20, label %21, label %23

21:                                               ; preds = %2
  %22 = tail call i32 @fib(i32 noundef %19) #18
  br label %23

23:                                               ; preds = %2, %21
  %24 = phi i32 [ %22, %21 ], [ -1, %2 ]
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %17
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden i32 @even_steps(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp slt i32 %0, 1
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = tail call i32 @odd_steps(i32 noundef %4) #18
  %6 = shl nsw i32 %5, 1
  %7 = or disjoint i32 %6, 1
  br label %8

8:                                                ; preds = %1, %3
  %9 = phi i32 [ %7, %3 ], [ 0, %1 ]
  ret i32 %9
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden range(i32 -2147483645, -2147483648) i32 @odd_steps(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp slt i32 %0, 1
  br i1 %2, label %7, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -2
  %5 = tail call i32 @even_steps(i32 noundef %4) #18
  %6 = add nsw i32 %5, 3
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ 100, %1 ]
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @calls_mutual(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  %16 = and i64 %15, 1
  %17 = icmp eq i64 %16, 0
  %18 = shl i64 %15, 32
  %19 = ashr exact i64 %18, 30
  %20 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5
  br i1 %17, label %24, label %22

22:                                               ; preds = %2
  %23 = tail call i32 @even_steps(i32 noundef %21) #18
  br label %26

24:                                               ; preds = %2
  %25 = tail call i32 @odd_steps(i32 noundef %21) #18
  br label %26

26:                                               ; preds = %22, %24
  %27 = phi i32 [ %23, %22 ], [ %25, %24 ]
  %28 = shl i64 %15, 32
  %29 = ashr exact i64 %28, 30
  %30 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %29
  store i32 %27, ptr addrspace(1) %30, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_calls_mutual(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  %16 = and i64 %15, 1
  %17 = icmp eq i64 %16, 0
  %18 = shl i64 %15, 32
  %19 = ashr exact i64 %18, 30
  %20 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5
  br i1 %17, label %24, label %22

22:                                               ; preds = %2
  %23 = tail call i32 @even_steps(i32 noundef %21) #18
  br label %26

24:                                               ; preds = %2
  %25 = tail call i32 @odd_steps(i32 noundef %21) #18
  br label %26

26:                                               ; preds = %24, %22
  %27 = phi i32 [ %23, %22 ], [ %25, %24 ]
  %28 = shl i64 %15, 32
  %29 = ashr exact i64 %28, 30
  %30 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %29
  store i32 %27, ptr addrspace(1) %30, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define hidden [2 x i32] @subtree(ptr addrspace(1) noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = icmp slt i32 %1, 0
  %6 = icmp sgt i32 %2, %3
  %7 = or i1 %5, %6
  br i1 %7, label %28, label %8

8:                                                ; preds = %4
  %9 = zext nneg i32 %1 to i64
  %10 = getelementptr inbounds nuw %struct.node_t, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !5
  %12 = getelementptr inbounds nuw i8, ptr addrspace(1) %10, i64 4
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = getelementptr inbounds nuw i8, ptr addrspace(1) %10, i64 8
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = add nsw i32 %2, 1
  %17 = tail call [2 x i32] @subtree(ptr addrspace(1) noundef %0, i32 noundef %13, i32 noundef %16, i32 noundef %3) #18
  %18 = extractvalue [2 x i32] %17, 0
  %19 = extractvalue [2 x i32] %17, 1
  %20 = tail call [2 x i32] @subtree(ptr addrspace(1) noundef %0, i32 noundef %15, i32 noundef %16, i32 noundef %3) #18
  %21 = extractvalue [2 x i32] %20, 0
  %22 = extractvalue [2 x i32] %20, 1
  %23 = mul nsw i32 %11, %16
  %24 = add nsw i32 %18, %23
  %25 = sub i32 %24, %21
  %26 = add nsw i32 %19, 1
  %27 = add nsw i32 %26, %22
  br label %28

28:                                               ; preds = %4, %8
  %29 = phi i32 [ 0, %4 ], [ %27, %8 ]
  %30 = phi i32 [ 0, %4 ], [ %25, %8 ]
  %31 = insertvalue [2 x i32] poison, i32 %30, 0
  %32 = insertvalue [2 x i32] %31, i32 %29, 1
  ret [2 x i32] %32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @calls_tree_rec(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
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
  %19 = shl i64 %17, 32
  %20 = ashr exact i64 %19, 30
  %21 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !5
  %23 = and i32 %18, 3
  %24 = add nsw i32 %23, %3
  %25 = tail call [2 x i32] @subtree(ptr addrspace(1) noundef align 4 %0, i32 noundef %22, i32 noundef 0, i32 noundef %24) #18
  %26 = extractvalue [2 x i32] %25, 0
  %27 = extractvalue [2 x i32] %25, 1
  %28 = shl nsw i32 %18, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %29
  store i32 %26, ptr addrspace(1) %30, align 4, !tbaa !5
  %31 = getelementptr i8, ptr addrspace(1) %30, i64 4
  store i32 %27, ptr addrspace(1) %31, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_calls_tree_rec(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
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
  %19 = shl i64 %17, 32
  %20 = ashr exact i64 %19, 30
  %21 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !5
  %23 = and i32 %18, 3
  %24 = add nsw i32 %23, %3
  %25 = tail call [2 x i32] @subtree(ptr addrspace(1) noundef %0, i32 noundef %22, i32 noundef 0, i32 noundef %24) #18
  %26 = extractvalue [2 x i32] %25, 0
  %27 = extractvalue [2 x i32] %25, 1
  %28 = shl nsw i32 %18, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %29
  store i32 %26, ptr addrspace(1) %30, align 4, !tbaa !5
  %31 = getelementptr i8, ptr addrspace(1) %30, i64 4
  store i32 %27, ptr addrspace(1) %31, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define hidden %struct.mix_t @mix(i32 noundef %0, float noundef %1, double noundef %2, ptr addrspace(1) noundef captures(none) %3, ptr addrspace(5) noundef captures(none) %4, i64 noundef %5, i16 noundef signext %6, i8 noundef signext %7, i1 noundef zeroext %8, <4 x float> noundef %9, <4 x i8> noundef %10) local_unnamed_addr #5 {
  %12 = load i32, ptr addrspace(5) %4, align 4, !tbaa !5
  %13 = add nsw i32 %12, %0
  %14 = load i32, ptr addrspace(1) %3, align 4, !tbaa !5
  %15 = add nsw i32 %13, %14
  store i32 %15, ptr addrspace(1) %3, align 4, !tbaa !5
  %16 = mul nsw i32 %0, 3
  store i32 %16, ptr addrspace(5) %4, align 4, !tbaa !5
  %17 = extractelement <4 x float> %9, i64 0
  %18 = extractelement <4 x float> %9, i64 1
  %19 = tail call float @llvm.fmuladd.f32(float %1, float %17, float %18)
  %20 = extractelement <4 x float> %9, i64 2
  %21 = extractelement <4 x float> %9, i64 3
  %22 = fneg float %20
  %23 = tail call float @llvm.fmuladd.f32(float %22, float %21, float %19)
  %24 = select i1 %8, float 2.500000e-01, float 0.000000e+00
  %25 = fadd float %24, %23
  %26 = ashr i64 %5, 33
  %27 = trunc nsw i64 %26 to i32
  %28 = sext i16 %6 to i32
  %29 = add nsw i32 %27, %28
  %30 = sext i8 %7 to i32
  %31 = add nsw i32 %29, %30
  %32 = extractelement <4 x i8> %10, i64 0
  %33 = zext i8 %32 to i32
  %34 = add nsw i32 %31, %33
  %35 = extractelement <4 x i8> %10, i64 1
  %36 = zext i8 %35 to i32
  %37 = shl nuw nsw i32 %36, 1
  %38 = add nsw i32 %34, %37
  %39 = extractelement <4 x i8> %10, i64 2
  %40 = zext i8 %39 to i32
  %41 = mul nuw nsw i32 %40, 3
  %42 = add nsw i32 %38, %41
  %43 = extractelement <4 x i8> %10, i64 3
  %44 = zext i8 %43 to i32
  %45 = shl nuw nsw i32 %44, 2
  %46 = add nsw i32 %42, %45
  %47 = sitofp i64 %5 to double
  %48 = tail call double @llvm.fmuladd.f64(double %2, double 2.500000e+00, double %47)
  %49 = insertvalue %struct.mix_t poison, float %25, 0
  %50 = insertvalue %struct.mix_t %49, i32 %46, 1
  %51 = insertvalue %struct.mix_t %50, double %48, 2
  ret %struct.mix_t %51
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @calls_mixed(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 8 captures(none) %4) local_unnamed_addr #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %6 = alloca [4 x i32], align 4, addrspace(5)
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = zext i32 %7 to i64
  %9 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !tbaa !13
  %12 = zext i16 %11 to i64
  %13 = mul nuw nsw i64 %12, %8
  %14 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 40
  %17 = load i64, ptr addrspace(4) %16, align 8, !tbaa !15
  %18 = add i64 %17, %15
  %19 = add i64 %18, %13
  %20 = trunc i64 %19 to i32
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #18
  store i32 %20, ptr addrspace(5) %6, align 4, !tbaa !5
  %21 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 4
  %22 = shl nsw i32 %20, 1
  store i32 %22, ptr addrspace(5) %21, align 4, !tbaa !5
  %23 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 8
  %24 = mul nsw i32 %20, 3
  store i32 %24, ptr addrspace(5) %23, align 4, !tbaa !5
  %25 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 12
  %26 = shl nsw i32 %20, 2
  store i32 %26, ptr addrspace(5) %25, align 4, !tbaa !5
  %27 = sext i32 %22 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %27
  store i32 0, ptr addrspace(1) %28, align 4, !tbaa !5
  %29 = shl i64 %19, 32
  %30 = ashr exact i64 %29, 32
  %31 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !5
  %33 = srem i32 %32, 3
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %60, label %35

35:                                               ; preds = %5
  %36 = sitofp i32 %20 to float
  %37 = fmul float %36, 5.000000e-01
  %38 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %30
  %39 = load double, ptr addrspace(1) %38, align 8, !tbaa !25
  %40 = and i32 %20, 3
  %41 = getelementptr inbounds nuw i32, ptr addrspace(5) %6, i32 %40
  %42 = zext i32 %32 to i64
  %43 = shl i64 %42, 33
  %44 = trunc i64 %19 to i16
  %45 = add i16 %44, -300
  %46 = trunc i64 %19 to i8
  %47 = mul i8 %46, 7
  %48 = and i32 %20, 1
  %49 = icmp ne i32 %48, 0
  %50 = insertelement <4 x float> <float poison, float 1.500000e+00, float 2.000000e+00, float 5.000000e-01>, float %36, i64 0
  %51 = add i8 %46, 1
  %52 = add i8 %46, 2
  %53 = insertelement <4 x i8> <i8 poison, i8 poison, i8 poison, i8 -6>, i8 %46, i64 0
  %54 = insertelement <4 x i8> %53, i8 %51, i64 1
  %55 = insertelement <4 x i8> %54, i8 %52, i64 2
  %56 = call %struct.mix_t @mix(i32 noundef %32, float noundef %37, double noundef %39, ptr addrspace(1) noundef %28, ptr addrspace(5) noundef %41, i64 noundef %43, i16 noundef signext %45, i8 noundef signext %47, i1 noundef zeroext %49, <4 x float> noundef %50, <4 x i8> noundef %55) #18
  %57 = extractvalue %struct.mix_t %56, 0
  %58 = extractvalue %struct.mix_t %56, 1
  %59 = extractvalue %struct.mix_t %56, 2
  br label %60

60:                                               ; preds = %35, %5
  %61 = phi double [ %59, %35 ], [ 0.000000e+00, %5 ]
  %62 = phi i32 [ %58, %35 ], [ 0, %5 ]
  %63 = phi float [ %57, %35 ], [ 0.000000e+00, %5 ]
  %64 = and i32 %20, 3
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %94, label %66

66:                                               ; preds = %60
  %67 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 4
  br label %68

68:                                               ; preds = %66, %68
  %69 = phi float [ %63, %66 ], [ %90, %68 ]
  %70 = phi i32 [ %62, %66 ], [ %89, %68 ]
  %71 = phi double [ %61, %66 ], [ %91, %68 ]
  %72 = phi i32 [ 0, %66 ], [ %92, %68 ]
  %73 = uitofp nneg i32 %72 to double
  %74 = getelementptr inbounds nuw i32, ptr addrspace(5) %6, i32 %72
  %75 = zext nneg i32 %72 to i64
  %76 = shl i64 %75, 34
  %77 = trunc i32 %72 to i16
  %78 = trunc i32 %72 to i8
  %79 = sub i8 0, %78
  %80 = icmp eq i32 %72, 1
  %81 = uitofp nneg i32 %72 to float
  %82 = insertelement <4 x float> poison, float %81, i64 0
  %83 = shufflevector <4 x float> %82, <4 x float> poison, <4 x i32> zeroinitializer
  %84 = insertelement <4 x i8> <i8 poison, i8 0, i8 0, i8 0>, i8 %78, i64 0
  %85 = call %struct.mix_t @mix(i32 noundef %72, float noundef 1.000000e+00, double noundef %73, ptr addrspace(1) noundef nonnull %67, ptr addrspace(5) noundef %74, i64 noundef %76, i16 noundef signext %77, i8 noundef signext %79, i1 noundef zeroext %80, <4 x float> noundef %83, <4 x i8> noundef %84) #18
  %86 = extractvalue %struct.mix_t %85, 0
  %87 = extractvalue %struct.mix_t %85, 1
  %88 = extractvalue %struct.mix_t %85, 2
  %89 = add nsw i32 %87, %70
  %90 = fadd float %69, %86
  %91 = fadd double %71, %88
  %92 = add nuw nsw i32 %72, 1
  %93 = icmp eq i32 %92, %64
  br i1 %93, label %94, label %68, !llvm.loop !27

94:                                               ; preds = %68, %60
  %95 = phi double [ %61, %60 ], [ %91, %68 ]
  %96 = phi i32 [ %62, %60 ], [ %89, %68 ]
  %97 = phi float [ %63, %60 ], [ %90, %68 ]
  %98 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %30
  store float %97, ptr addrspace(1) %98, align 4, !tbaa !29
  %99 = getelementptr inbounds double, ptr addrspace(1) %4, i64 %30
  store double %95, ptr addrspace(1) %99, align 8, !tbaa !25
  %100 = load i32, ptr addrspace(5) %6, align 4, !tbaa !5
  %101 = add nsw i32 %100, %96
  %102 = load i32, ptr addrspace(5) %21, align 4, !tbaa !5
  %103 = add nsw i32 %101, %102
  %104 = load i32, ptr addrspace(5) %23, align 4, !tbaa !5
  %105 = add nsw i32 %103, %104
  %106 = load i32, ptr addrspace(5) %25, align 4, !tbaa !5
  %107 = add nsw i32 %105, %106
  %108 = getelementptr i8, ptr addrspace(1) %28, i64 4
  store i32 %107, ptr addrspace(1) %108, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #18
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_calls_mixed(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 8 captures(none) %4) local_unnamed_addr #2 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %6 = alloca [4 x i32], align 4, addrspace(5)
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = zext i32 %7 to i64
  %9 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !tbaa !13
  %12 = zext i16 %11 to i64
  %13 = mul nuw nsw i64 %12, %8
  %14 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 40
  %17 = load i64, ptr addrspace(4) %16, align 8, !tbaa !15
  %18 = add i64 %17, %15
  %19 = add i64 %18, %13
  %20 = trunc i64 %19 to i32
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #18
  store i32 %20, ptr addrspace(5) %6, align 4, !tbaa !5
  %21 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 4
  %22 = shl nsw i32 %20, 1
  store i32 %22, ptr addrspace(5) %21, align 4, !tbaa !5
  %23 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 8
  %24 = mul nsw i32 %20, 3
  store i32 %24, ptr addrspace(5) %23, align 4, !tbaa !5
  %25 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 12
  %26 = shl nsw i32 %20, 2
  store i32 %26, ptr addrspace(5) %25, align 4, !tbaa !5
  %27 = sext i32 %22 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %27
  store i32 0, ptr addrspace(1) %28, align 4, !tbaa !5
  %29 = shl i64 %19, 32
  %30 = ashr exact i64 %29, 32
  %31 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !5
  %33 = srem i32 %32, 3
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %60, label %35

35:                                               ; preds = %5
  %36 = sitofp i32 %20 to float
  %37 = fmul float %36, 5.000000e-01
  %38 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %30
  %39 = load double, ptr addrspace(1) %38, align 8, !tbaa !25
  %40 = and i32 %20, 3
  %41 = getelementptr inbounds nuw i32, ptr addrspace(5) %6, i32 %40
  %42 = zext i32 %32 to i64
  %43 = shl i64 %42, 33
  %44 = trunc i64 %19 to i16
  %45 = add i16 %44, -300
  %46 = trunc i64 %19 to i8
  %47 = mul i8 %46, 7
  %48 = and i32 %20, 1
  %49 = icmp ne i32 %48, 0
  %50 = insertelement <4 x float> <float poison, float 1.500000e+00, float 2.000000e+00, float 5.000000e-01>, float %36, i64 0
  %51 = add i8 %46, 1
  %52 = add i8 %46, 2
  %53 = insertelement <4 x i8> <i8 poison, i8 poison, i8 poison, i8 -6>, i8 %46, i64 0
  %54 = insertelement <4 x i8> %53, i8 %51, i64 1
  %55 = insertelement <4 x i8> %54, i8 %52, i64 2
  %56 = call %struct.mix_t @mix(i32 noundef %32, float noundef %37, double noundef %39, ptr addrspace(1) noundef %28, ptr addrspace(5) noundef %41, i64 noundef %43, i16 noundef signext %45, i8 noundef signext %47, i1 noundef zeroext %49, <4 x float> noundef %50, <4 x i8> noundef %55) #18
  %57 = extractvalue %struct.mix_t %56, 0
  %58 = extractvalue %struct.mix_t %56, 1
  %59 = extractvalue %struct.mix_t %56, 2
  br label %60

60:                                               ; preds = %35, %5
  %61 = phi double [ %59, %35 ], [ 0.000000e+00, %5 ]
  %62 = phi i32 [ %58, %35 ], [ 0, %5 ]
  %63 = phi float [ %57, %35 ], [ 0.000000e+00, %5 ]
  %64 = and i32 %20, 3
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %68, label %66

66:                                               ; preds = %60
  %67 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 4
  br label %83

68:                                               ; preds = %83, %60
  %69 = phi double [ %61, %60 ], [ %106, %83 ]
  %70 = phi i32 [ %62, %60 ], [ %104, %83 ]
  %71 = phi float [ %63, %60 ], [ %105, %83 ]
  %72 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %30
  store float %71, ptr addrspace(1) %72, align 4, !tbaa !29
  %73 = getelementptr inbounds double, ptr addrspace(1) %4, i64 %30
  store double %69, ptr addrspace(1) %73, align 8, !tbaa !25
  %74 = load i32, ptr addrspace(5) %6, align 4, !tbaa !5
  %75 = add nsw i32 %74, %70
  %76 = load i32, ptr addrspace(5) %21, align 4, !tbaa !5
  %77 = add nsw i32 %75, %76
  %78 = load i32, ptr addrspace(5) %23, align 4, !tbaa !5
  %79 = add nsw i32 %77, %78
  %80 = load i32, ptr addrspace(5) %25, align 4, !tbaa !5
  %81 = add nsw i32 %79, %80
  %82 = getelementptr i8, ptr addrspace(1) %28, i64 4
  store i32 %81, ptr addrspace(1) %82, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #18
  ret void

83:                                               ; preds = %66, %83
  %84 = phi float [ %63, %66 ], [ %105, %83 ]
  %85 = phi i32 [ %62, %66 ], [ %104, %83 ]
  %86 = phi double [ %61, %66 ], [ %106, %83 ]
  %87 = phi i32 [ 0, %66 ], [ %107, %83 ]
  %88 = uitofp nneg i32 %87 to double
  %89 = getelementptr inbounds nuw i32, ptr addrspace(5) %6, i32 %87
  %90 = zext nneg i32 %87 to i64
  %91 = shl i64 %90, 34
  %92 = trunc i32 %87 to i16
  %93 = trunc i32 %87 to i8
  %94 = sub i8 0, %93
  %95 = icmp eq i32 %87, 1
  %96 = uitofp nneg i32 %87 to float
  %97 = insertelement <4 x float> poison, float %96, i64 0
  %98 = shufflevector <4 x float> %97, <4 x float> poison, <4 x i32> zeroinitializer
  %99 = insertelement <4 x i8> <i8 poison, i8 0, i8 0, i8 0>, i8 %93, i64 0
  %100 = call %struct.mix_t @mix(i32 noundef %87, float noundef 1.000000e+00, double noundef %88, ptr addrspace(1) noundef nonnull %67, ptr addrspace(5) noundef %89, i64 noundef %91, i16 noundef signext %92, i8 noundef signext %94, i1 noundef zeroext %95, <4 x float> noundef %98, <4 x i8> noundef %99) #18
  %101 = extractvalue %struct.mix_t %100, 0
  %102 = extractvalue %struct.mix_t %100, 1
  %103 = extractvalue %struct.mix_t %100, 2
  %104 = add nsw i32 %102, %85
  %105 = fadd float %84, %101
  %106 = fadd double %86, %103
  %107 = add nuw nsw i32 %87, 1
  %108 = icmp eq i32 %107, %64
  br i1 %108, label %68, label %83, !llvm.loop !27
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define hidden void @fill(ptr addrspace(5) noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 {
  br label %6

4:                                                ; preds = %6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %16, label %15

6:                                                ; preds = %3, %6
  %7 = phi i32 [ 0, %3 ], [ %13, %6 ]
  %8 = phi <8 x i32> [ zeroinitializer, %3 ], [ %12, %6 ]
  %9 = mul nsw i32 %7, %2
  %10 = xor i32 %7, %1
  %11 = add nsw i32 %9, %10
  %12 = insertelement <8 x i32> %8, i32 %11, i32 %7
  %13 = add nuw nsw i32 %7, 1
  %14 = icmp eq i32 %13, 8
  br i1 %14, label %4, label %6, !llvm.loop !31

15:                                               ; preds = %16, %4
  ret void

16:                                               ; preds = %4, %16
  %17 = phi i32 [ %23, %16 ], [ 0, %4 ]
  %18 = mul nuw nsw i32 %17, 3
  %19 = add nsw i32 %18, %2
  %20 = and i32 %19, 7
  %21 = extractelement <8 x i32> %12, i32 %20
  %22 = getelementptr inbounds nuw i32, ptr addrspace(5) %0, i32 %17
  store i32 %21, ptr addrspace(5) %22, align 4, !tbaa !5
  %23 = add nuw nsw i32 %17, 1
  %24 = icmp eq i32 %23, %1
  br i1 %24, label %15, label %16, !llvm.loop !32
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define hidden i32 @lds_sum(ptr addrspace(3) noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %7, label %5

5:                                                ; preds = %7, %3
  %6 = phi i32 [ 0, %3 ], [ %14, %7 ]
  ret i32 %6

7:                                                ; preds = %3, %7
  %8 = phi i32 [ %15, %7 ], [ 0, %3 ]
  %9 = phi i32 [ %14, %7 ], [ 0, %3 ]
  %10 = add nsw i32 %8, %2
  %11 = and i32 %10, 63
  %12 = getelementptr inbounds nuw i32, ptr addrspace(3) %0, i32 %11
  %13 = load i32, ptr addrspace(3) %12, align 4, !tbaa !5
  %14 = add nsw i32 %13, %9
  %15 = add nuw nsw i32 %8, 1
  %16 = icmp eq i32 %15, %1
  br i1 %16, label %5, label %7, !llvm.loop !33
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @calls_frames(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #8 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = alloca [8 x i32], align 4, addrspace(5)
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
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #18
  %17 = shl i64 %16, 32
  %18 = ashr exact i64 %17, 30
  %19 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5
  %21 = getelementptr inbounds nuw i32, ptr addrspace(3) @calls_frames.shared, i32 %11
  store i32 %20, ptr addrspace(3) %21, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %27

22:                                               ; preds = %27
  %23 = trunc i64 %16 to i32
  %24 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5
  %25 = and i32 %24, 7
  %26 = icmp samesign ugt i32 %25, 1
  br i1 %26, label %32, label %33

27:                                               ; preds = %2, %27
  %28 = phi i32 [ 0, %2 ], [ %30, %27 ]
  %29 = getelementptr inbounds nuw i32, ptr addrspace(5) %3, i32 %28
  store i32 -1, ptr addrspace(5) %29, align 4, !tbaa !5
  %30 = add nuw nsw i32 %28, 1
  %31 = icmp eq i32 %30, 8
  br i1 %31, label %22, label %27, !llvm.loop !34

32:                                               ; preds = %22
  call void @fill(ptr addrspace(5) noundef %3, i32 noundef %25, i32 noundef %23) #18
  br label %33

33:                                               ; preds = %32, %22
  br label %34

34:                                               ; preds = %33, %34
  %35 = phi i32 [ %41, %34 ], [ 0, %33 ]
  %36 = phi i32 [ %40, %34 ], [ 0, %33 ]
  %37 = mul nsw i32 %36, 3
  %38 = getelementptr inbounds nuw i32, ptr addrspace(5) %3, i32 %35
  %39 = load i32, ptr addrspace(5) %38, align 4, !tbaa !5
  %40 = add nsw i32 %39, %37
  %41 = add nuw nsw i32 %35, 1
  %42 = icmp eq i32 %41, 8
  br i1 %42, label %43, label %34, !llvm.loop !35

43:                                               ; preds = %34
  %44 = shl nsw i32 %23, 1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %45
  store i32 %40, ptr addrspace(1) %46, align 4, !tbaa !5
  %47 = add nuw nsw i32 %25, 1
  %48 = tail call i32 @lds_sum(ptr addrspace(3) noundef @calls_frames.shared, i32 noundef %47, i32 noundef %11) #18
  %49 = getelementptr i8, ptr addrspace(1) %46, i64 4
  store i32 %48, ptr addrspace(1) %49, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #18
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind
define protected void @__clang_ocl_kern_imp_calls_frames(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #9 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = alloca [8 x i32], align 4, addrspace(5)
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
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #18
  %17 = shl i64 %16, 32
  %18 = ashr exact i64 %17, 30
  %19 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5
  %21 = getelementptr inbounds nuw i32, ptr addrspace(3) @calls_frames.shared, i32 %11
  store i32 %20, ptr addrspace(3) %21, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %28

22:                                               ; preds = %28
  %23 = trunc i64 %16 to i32
  %24 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5
  %25 = and i32 %24, 7
  %26 = icmp samesign ugt i32 %25, 1
  br i1 %26, label %33, label %27

27:                                               ; preds = %33, %22
  br label %41

28:                                               ; preds = %2, %28
  %29 = phi i32 [ 0, %2 ], [ %31, %28 ]
  %30 = getelementptr inbounds nuw i32, ptr addrspace(5) %3, i32 %29
  store i32 -1, ptr addrspace(5) %30, align 4, !tbaa !5
  %31 = add nuw nsw i32 %29, 1
  %32 = icmp eq i32 %31, 8
  br i1 %32, label %22, label %28, !llvm.loop !34

33:                                               ; preds = %22
  call void @fill(ptr addrspace(5) noundef %3, i32 noundef %25, i32 noundef %23) #18
  br label %27

34:                                               ; preds = %41
  %35 = shl nsw i32 %23, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %36
  store i32 %47, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = add nuw nsw i32 %25, 1
  %39 = tail call i32 @lds_sum(ptr addrspace(3) noundef @calls_frames.shared, i32 noundef %38, i32 noundef %11) #18
  %40 = getelementptr i8, ptr addrspace(1) %37, i64 4
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #18
  ret void

41:                                               ; preds = %27, %41
  %42 = phi i32 [ %48, %41 ], [ 0, %27 ]
  %43 = phi i32 [ %47, %41 ], [ 0, %27 ]
  %44 = mul nsw i32 %43, 3
  %45 = getelementptr inbounds nuw i32, ptr addrspace(5) %3, i32 %42
  %46 = load i32, ptr addrspace(5) %45, align 4, !tbaa !5
  %47 = add nsw i32 %46, %44
  %48 = add nuw nsw i32 %42, 1
  %49 = icmp eq i32 %48, 8
  br i1 %49, label %34, label %41, !llvm.loop !35
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden i32 @where(i32 noundef %0) local_unnamed_addr #10 {
  %2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = zext i32 %2 to i64
  %4 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !13
  %7 = zext i16 %6 to i64
  %8 = mul nuw nsw i64 %7, %3
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 40
  %12 = load i64, ptr addrspace(4) %11, align 8, !tbaa !15
  %13 = add i64 %12, %10
  %14 = add i64 %13, %8
  %15 = trunc i64 %14 to i32
  %16 = mul nsw i32 %0, %15
  %17 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %18 = mul nuw nsw i32 %17, 7
  %19 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %20 = mul nsw i32 %19, 1000
  %21 = load i32, ptr addrspace(4) %4, align 8, !tbaa !5
  %22 = icmp ult i32 %2, %21
  %23 = select i1 %22, i64 12, i64 18
  %24 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 %23
  %25 = load i16, ptr addrspace(4) %24, align 2, !tbaa !13
  %26 = zext i16 %25 to i32
  %27 = mul nuw nsw i32 %26, 3
  %28 = zext i32 %19 to i64
  %29 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 14
  %30 = load i16, ptr addrspace(4) %29, align 2, !tbaa !13
  %31 = zext i16 %30 to i64
  %32 = mul nuw nsw i64 %31, %28
  %33 = zext nneg i32 %17 to i64
  %34 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 48
  %35 = load i64, ptr addrspace(4) %34, align 8, !tbaa !15
  %36 = add i64 %35, %33
  %37 = add i64 %36, %32
  %38 = trunc i64 %37 to i32
  %39 = mul nsw i32 %38, 100000
  %40 = add i32 %20, %18
  %41 = add i32 %40, %16
  %42 = add nsw i32 %41, %27
  %43 = add nsw i32 %42, %39
  ret i32 %43
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @calls_builtins(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #11 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %2 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %3 = getelementptr inbounds nuw i8, ptr addrspace(4) %2, i64 12
  %4 = load i16, ptr addrspace(4) %3, align 4, !tbaa !13
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %2, i64 40
  %7 = load i64, ptr addrspace(4) %6, align 8, !tbaa !15
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %2, i64 14
  %9 = load i16, ptr addrspace(4) %8, align 2, !tbaa !13
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %2, i64 48
  %11 = load i64, ptr addrspace(4) %10, align 8, !tbaa !15
  %12 = and i32 %5, 1
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %16, label %14

14:                                               ; preds = %1
  %15 = tail call i32 @where(i32 noundef 3) #18
  br label %19

16:                                               ; preds = %1
  %17 = tail call i32 @where(i32 noundef 5) #18
  %18 = sub nsw i32 0, %17
  br label %19

19:                                               ; preds = %14, %16
  %20 = phi i32 [ %15, %14 ], [ %18, %16 ]
  %21 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %22 = zext nneg i32 %21 to i64
  %23 = add i64 %11, %22
  %24 = zext i16 %9 to i64
  %25 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %26 = zext i32 %25 to i64
  %27 = mul nuw nsw i64 %24, %26
  %28 = add i64 %23, %27
  %29 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %30 = getelementptr inbounds nuw i8, ptr addrspace(4) %29, i64 12
  %31 = load i32, ptr addrspace(4) %30, align 4, !range !40, !invariant.load !41
  %32 = zext i32 %31 to i64
  %33 = zext nneg i32 %5 to i64
  %34 = add i64 %7, %33
  %35 = zext i16 %4 to i64
  %36 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %37 = zext i32 %36 to i64
  %38 = mul nuw nsw i64 %35, %37
  %39 = add i64 %34, %38
  %40 = mul i64 %28, %32
  %41 = add i64 %39, %40
  %42 = shl i64 %41, 32
  %43 = ashr exact i64 %42, 30
  %44 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %43
  store i32 %20, ptr addrspace(1) %44, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected void @__clang_ocl_kern_imp_calls_builtins(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #12 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %2 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %3 = getelementptr inbounds nuw i8, ptr addrspace(4) %2, i64 12
  %4 = load i16, ptr addrspace(4) %3, align 4, !tbaa !13
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %2, i64 40
  %7 = load i64, ptr addrspace(4) %6, align 8, !tbaa !15
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %2, i64 14
  %9 = load i16, ptr addrspace(4) %8, align 2, !tbaa !13
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %2, i64 48
  %11 = load i64, ptr addrspace(4) %10, align 8, !tbaa !15
  %12 = and i32 %5, 1
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %16, label %14

14:                                               ; preds = %1
  %15 = tail call i32 @where(i32 noundef 3) #18
  br label %19

16:                                               ; preds = %1
  %17 = tail call i32 @where(i32 noundef 5) #18
  %18 = sub nsw i32 0, %17
  br label %19

19:                                               ; preds = %16, %14
  %20 = phi i32 [ %15, %14 ], [ %18, %16 ]
  %21 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %22 = zext nneg i32 %21 to i64
  %23 = add i64 %11, %22
  %24 = zext i16 %9 to i64
  %25 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %26 = zext i32 %25 to i64
  %27 = mul nuw nsw i64 %24, %26
  %28 = add i64 %23, %27
  %29 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %30 = getelementptr inbounds nuw i8, ptr addrspace(4) %29, i64 12
  %31 = load i32, ptr addrspace(4) %30, align 4, !range !40, !invariant.load !41
  %32 = zext i32 %31 to i64
  %33 = zext nneg i32 %5 to i64
  %34 = add i64 %7, %33
  %35 = zext i16 %4 to i64
  %36 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %37 = zext i32 %36 to i64
  %38 = mul nuw nsw i64 %35, %37
  %39 = add i64 %34, %38
  %40 = mul i64 %28, %32
  %41 = add i64 %39, %40
  %42 = shl i64 %41, 32
  %43 = ashr exact i64 %42, 30
  %44 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %43
  store i32 %20, ptr addrspace(1) %44, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden i64 @wide(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23, i32 noundef %24, i32 noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33, double noundef %34, i64 noundef %35) local_unnamed_addr #13 {
  %37 = shl nsw i32 %1, 1
  %38 = add nsw i32 %37, %0
  %39 = mul nsw i32 %2, 3
  %40 = add nsw i32 %38, %39
  %41 = shl nsw i32 %3, 2
  %42 = add nsw i32 %40, %41
  %43 = mul nsw i32 %4, 5
  %44 = add nsw i32 %42, %43
  %45 = mul nsw i32 %5, 6
  %46 = add nsw i32 %44, %45
  %47 = mul nsw i32 %6, 7
  %48 = add nsw i32 %46, %47
  %49 = shl nsw i32 %7, 3
  %50 = add nsw i32 %48, %49
  %51 = mul nsw i32 %8, 9
  %52 = add nsw i32 %50, %51
  %53 = mul nsw i32 %9, 10
  %54 = add nsw i32 %52, %53
  %55 = mul nsw i32 %10, 11
  %56 = add nsw i32 %54, %55
  %57 = mul nsw i32 %11, 12
  %58 = add nsw i32 %56, %57
  %59 = mul nsw i32 %12, 13
  %60 = add nsw i32 %58, %59
  %61 = mul nsw i32 %13, 14
  %62 = add nsw i32 %60, %61
  %63 = mul nsw i32 %14, 15
  %64 = add nsw i32 %62, %63
  %65 = shl nsw i32 %15, 4
  %66 = add nsw i32 %64, %65
  %67 = mul nsw i32 %16, 17
  %68 = add nsw i32 %66, %67
  %69 = mul nsw i32 %17, 18
  %70 = add nsw i32 %68, %69
  %71 = mul nsw i32 %18, 19
  %72 = add nsw i32 %70, %71
  %73 = mul nsw i32 %19, 20
  %74 = add nsw i32 %72, %73
  %75 = mul nsw i32 %20, 21
  %76 = add nsw i32 %74, %75
  %77 = mul nsw i32 %21, 22
  %78 = add nsw i32 %76, %77
  %79 = mul nsw i32 %22, 23
  %80 = add nsw i32 %78, %79
  %81 = mul nsw i32 %23, 24
  %82 = add nsw i32 %80, %81
  %83 = mul nsw i32 %24, 25
  %84 = add nsw i32 %82, %83
  %85 = mul nsw i32 %25, 26
  %86 = add nsw i32 %84, %85
  %87 = mul nsw i32 %26, 27
  %88 = add nsw i32 %86, %87
  %89 = mul nsw i32 %27, 28
  %90 = add nsw i32 %88, %89
  %91 = mul nsw i32 %28, 29
  %92 = add nsw i32 %90, %91
  %93 = mul nsw i32 %29, 30
  %94 = add nsw i32 %92, %93
  %95 = mul nsw i32 %30, 31
  %96 = add nsw i32 %94, %95
  %97 = shl nsw i32 %31, 5
  %98 = add nsw i32 %96, %97
  %99 = mul nsw i32 %32, 33
  %100 = add nsw i32 %98, %99
  %101 = mul nsw i32 %33, 34
  %102 = add nsw i32 %100, %101
  %103 = sext i32 %102 to i64
  %104 = mul nsw i64 %103, 3
  %105 = fmul double %34, 4.000000e+00
  %106 = fptosi double %105 to i64
  %107 = add i64 %35, %106
  %108 = add i64 %107, %104
  ret i64 %108
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @calls_wide(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 8 captures(none) %1) local_unnamed_addr #14 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !12 {
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
  %20 = and i32 %19, 1
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %62, label %22

22:                                               ; preds = %2
  %23 = trunc i64 %15 to i32
  %24 = add nsw i32 %19, 1
  %25 = add nsw i32 %19, 4
  %26 = add nsw i32 %19, 9
  %27 = add nsw i32 %19, 16
  %28 = add nsw i32 %19, 25
  %29 = add nsw i32 %19, 36
  %30 = add nsw i32 %19, 49
  %31 = add nsw i32 %19, 64
  %32 = add nsw i32 %19, 81
  %33 = add nsw i32 %19, 100
  %34 = add nsw i32 %19, 121
  %35 = add nsw i32 %19, 144
  %36 = add nsw i32 %19, 169
  %37 = add nsw i32 %19, 196
  %38 = add nsw i32 %19, 225
  %39 = add nsw i32 %19, 256
  %40 = add nsw i32 %19, 289
  %41 = add nsw i32 %19, 324
  %42 = add nsw i32 %19, 361
  %43 = add nsw i32 %19, 400
  %44 = add nsw i32 %19, 441
  %45 = add nsw i32 %19, 484
  %46 = add nsw i32 %19, 529
  %47 = add nsw i32 %19, 576
  %48 = add nsw i32 %19, 625
  %49 = add nsw i32 %19, 676
  %50 = add nsw i32 %19, 729
  %51 = add nsw i32 %19, 784
  %52 = add nsw i32 %19, 841
  %53 = add nsw i32 %19, 900
  %54 = add nsw i32 %19, 961
  %55 = add nsw i32 %19, 1024
  %56 = add nsw i32 %19, 1089
  %57 = sitofp i32 %23 to double
  %58 = fmul double %57, 2.500000e-01
  %59 = zext i32 %19 to i64
  %60 = shl i64 %59, 36
  %61 = tail call i64 @wide(i32 noundef %19, i32 noundef %24, i32 noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47, i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55, i32 noundef %56, double noundef %58, i64 noundef %60) #18
  br label %62

62:                                               ; preds = %2, %22
  %63 = phi i64 [ %61, %22 ], [ -1, %2 ]
  %64 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %17
  store i64 %63, ptr addrspace(1) %64, align 8, !tbaa !15
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_calls_wide(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 8 captures(none) %1) local_unnamed_addr #15 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !12 {
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
  %20 = and i32 %19, 1
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %62, label %22

22:                                               ; preds = %2
  %23 = trunc i64 %15 to i32
  %24 = add nsw i32 %19, 1
  %25 = add nsw i32 %19, 4
  %26 = add nsw i32 %19, 9
  %27 = add nsw i32 %19, 16
  %28 = add nsw i32 %19, 25
  %29 = add nsw i32 %19, 36
  %30 = add nsw i32 %19, 49
  %31 = add nsw i32 %19, 64
  %32 = add nsw i32 %19, 81
  %33 = add nsw i32 %19, 100
  %34 = add nsw i32 %19, 121
  %35 = add nsw i32 %19, 144
  %36 = add nsw i32 %19, 169
  %37 = add nsw i32 %19, 196
  %38 = add nsw i32 %19, 225
  %39 = add nsw i32 %19, 256
  %40 = add nsw i32 %19, 289
  %41 = add nsw i32 %19, 324
  %42 = add nsw i32 %19, 361
  %43 = add nsw i32 %19, 400
  %44 = add nsw i32 %19, 441
  %45 = add nsw i32 %19, 484
  %46 = add nsw i32 %19, 529
  %47 = add nsw i32 %19, 576
  %48 = add nsw i32 %19, 625
  %49 = add nsw i32 %19, 676
  %50 = add nsw i32 %19, 729
  %51 = add nsw i32 %19, 784
  %52 = add nsw i32 %19, 841
  %53 = add nsw i32 %19, 900
  %54 = add nsw i32 %19, 961
  %55 = add nsw i32 %19, 1024
  %56 = add nsw i32 %19, 1089
  %57 = sitofp i32 %23 to double
  %58 = fmul double %57, 2.500000e-01
  %59 = zext i32 %19 to i64
  %60 = shl i64 %59, 36
  %61 = tail call i64 @wide(i32 noundef %19, i32 noundef %24, i32 noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47, i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55, i32 noundef %56, double noundef %58, i64 noundef %60) #18
  br label %62

62:                                               ; preds = %22, %2
  %63 = phi i64 [ %61, %22 ], [ -1, %2 ]
  %64 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %17
  store i64 %63, ptr addrspace(1) %64, align 8, !tbaa !15
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #17

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #17

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #17

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #17

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #17

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #17

attributes #0 = { nofree noinline norecurse nosync nounwind memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #9 = { alwaysinline convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #12 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #13 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #14 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #15 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #16 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #17 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nounwind }

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
!17 = !{i32 1, i32 1, i32 1, i32 0}
!18 = !{!"none", !"none", !"none", !"none"}
!19 = !{!"node_t*", !"int*", !"int*", !"int"}
!20 = !{!"const", !"const", !"", !""}
!21 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!22 = !{!"none", !"none", !"none", !"none", !"none"}
!23 = !{!"int*", !"double*", !"int*", !"float*", !"double*"}
!24 = !{!"const", !"const", !"", !"", !""}
!25 = !{!26, !26, i64 0}
!26 = !{!"double", !7, i64 0}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !7, i64 0}
!31 = distinct !{!31, !28}
!32 = distinct !{!32, !28}
!33 = distinct !{!33, !28}
!34 = distinct !{!34, !28}
!35 = distinct !{!35, !28}
!36 = !{i32 1}
!37 = !{!"none"}
!38 = !{!"int*"}
!39 = !{!""}
!40 = !{i32 1, i32 0}
!41 = !{}
!42 = !{!"int*", !"long*"}
