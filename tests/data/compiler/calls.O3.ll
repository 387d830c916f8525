; ModuleID = '/work/main/tests/data/emu/src/calls.cl'
source_filename = "/work/main/tests/data/emu/src/calls.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.node_t = type { i32, i32, i32 }
%struct.mix_t = type { float, i32, double }

@calls_frames.shared = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden i32 @fib(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %6, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -2
  %7 = add nsw i32 %4, -1
  %8 = tail call i32 @fib(i32 noundef %7) #20
  %9 = add nsw i32 %8, %5
  %10 = icmp samesign ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %6, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
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
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5, !amdgpu.noclobber !17
  %20 = icmp sgt i32 %19, -1
  br i1 %20, label %21, label %23

21:                                               ; preds = %2
  %22 = tail call i32 @fib(i32 noundef %19) #20
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
  %22 = tail call i32 @fib(i32 noundef %19) #20
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
  %5 = tail call i32 @odd_steps(i32 noundef %4) #20
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
  %5 = tail call i32 @even_steps(i32 noundef %4) #20
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
  %23 = tail call i32 @even_steps(i32 noundef %21) #20
  br label %26

24:                                               ; preds = %2
  %25 = tail call i32 @odd_steps(i32 noundef %21) #20
  br label %26

26:                                               ; preds = %22, %24
  %27 = phi i32 [ %23, %22 ], [ %25, %24 ]
  %28 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %19
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !5
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
  %23 = tail call i32 @even_steps(i32 noundef %21) #20
  br label %26

24:                                               ; preds = %2
  %25 = tail call i32 @odd_steps(i32 noundef %21) #20
  br label %26

26:                                               ; preds = %24, %22
  %27 = phi i32 [ %25, %24 ], [ %23, %22 ]
  %28 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %19
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !5
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
  %17 = tail call [2 x i32] @subtree(ptr addrspace(1) noundef %0, i32 noundef %13, i32 noundef %16, i32 noundef %3) #20
  %18 = extractvalue [2 x i32] %17, 0
  %19 = extractvalue [2 x i32] %17, 1
  %20 = tail call [2 x i32] @subtree(ptr addrspace(1) noundef %0, i32 noundef %15, i32 noundef %16, i32 noundef %3) #20
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
define protected amdgpu_kernel void @calls_tree_rec(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
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
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !5, !amdgpu.noclobber !17
  %23 = and i32 %18, 3
  %24 = add nsw i32 %23, %3
  %25 = tail call [2 x i32] @subtree(ptr addrspace(1) noundef align 4 %0, i32 noundef %22, i32 noundef 0, i32 noundef %24) #20
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
define protected void @__clang_ocl_kern_imp_calls_tree_rec(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
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
  %25 = tail call [2 x i32] @subtree(ptr addrspace(1) noundef %0, i32 noundef %22, i32 noundef 0, i32 noundef %24) #20
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
  %39 = shufflevector <4 x i8> %10, <4 x i8> poison, <2 x i32> <i32 2, i32 3>
  %40 = zext <2 x i8> %39 to <2 x i16>
  %41 = mul nuw nsw <2 x i16> %40, <i16 3, i16 4>
  %42 = extractelement <2 x i16> %41, i64 0
  %43 = zext nneg i16 %42 to i32
  %44 = add nsw i32 %38, %43
  %45 = extractelement <2 x i16> %41, i64 1
  %46 = zext nneg i16 %45 to i32
  %47 = add nsw i32 %44, %46
  %48 = sitofp i64 %5 to double
  %49 = tail call double @llvm.fmuladd.f64(double %2, double 2.500000e+00, double %48)
  %50 = insertvalue %struct.mix_t poison, float %25, 0
  %51 = insertvalue %struct.mix_t %50, i32 %47, 1
  %52 = insertvalue %struct.mix_t %51, double %49, 2
  ret %struct.mix_t %52
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @calls_mixed(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 8 captures(none) %4) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
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
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #20
  store i32 %20, ptr addrspace(5) %6, align 4, !tbaa !5
  %21 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 4
  %22 = insertelement <2 x i32> poison, i32 %20, i64 0
  %23 = shufflevector <2 x i32> %22, <2 x i32> poison, <2 x i32> zeroinitializer
  %24 = mul nsw <2 x i32> %23, <i32 2, i32 3>
  store <2 x i32> %24, ptr addrspace(5) %21, align 4, !tbaa !5
  %25 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 12
  %26 = shl nsw i32 %20, 2
  store i32 %26, ptr addrspace(5) %25, align 4, !tbaa !5
  %27 = extractelement <2 x i32> %24, i64 0
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %28
  store i32 0, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = shl i64 %19, 32
  %31 = ashr exact i64 %30, 32
  %32 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !5
  %34 = srem i32 %33, 3
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %38

36:                                               ; preds = %5
  %37 = and i32 %20, 3
  br label %63

38:                                               ; preds = %5
  %39 = sitofp i32 %20 to float
  %40 = fmul float %39, 5.000000e-01
  %41 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %31
  %42 = load double, ptr addrspace(1) %41, align 8, !tbaa !26, !amdgpu.noclobber !17
  %43 = and i32 %20, 3
  %44 = getelementptr inbounds nuw i32, ptr addrspace(5) %6, i32 %43
  %45 = zext i32 %33 to i64
  %46 = shl i64 %45, 33
  %47 = trunc i64 %19 to i16
  %48 = add i16 %47, -300
  %49 = trunc i64 %19 to i8
  %50 = mul i8 %49, 7
  %51 = and i32 %20, 1
  %52 = icmp ne i32 %51, 0
  %53 = insertelement <4 x float> <float poison, float 1.500000e+00, float 2.000000e+00, float 5.000000e-01>, float %39, i64 0
  %54 = add i8 %49, 1
  %55 = add i8 %49, 2
  %56 = insertelement <4 x i8> <i8 poison, i8 poison, i8 poison, i8 -6>, i8 %49, i64 0
  %57 = insertelement <4 x i8> %56, i8 %54, i64 1
  %58 = insertelement <4 x i8> %57, i8 %55, i64 2
  %59 = call %struct.mix_t @mix(i32 noundef %33, float noundef %40, double noundef %42, ptr addrspace(1) noundef %29, ptr addrspace(5) noundef %44, i64 noundef %46, i16 noundef signext %48, i8 noundef signext %50, i1 noundef zeroext %52, <4 x float> noundef %53, <4 x i8> noundef %58) #20
  %60 = extractvalue %struct.mix_t %59, 0
  %61 = extractvalue %struct.mix_t %59, 1
  %62 = extractvalue %struct.mix_t %59, 2
  br label %63

63:                                               ; preds = %36, %38
  %64 = phi i32 [ %37, %36 ], [ %43, %38 ]
  %65 = phi double [ 0.000000e+00, %36 ], [ %62, %38 ]
  %66 = phi i32 [ 0, %36 ], [ %61, %38 ]
  %67 = phi float [ 0.000000e+00, %36 ], [ %60, %38 ]
  %68 = icmp eq i32 %64, 0
  br i1 %68, label %97, label %69

69:                                               ; preds = %63
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 4
  br label %71

71:                                               ; preds = %69, %71
  %72 = phi float [ %67, %69 ], [ %93, %71 ]
  %73 = phi i32 [ %66, %69 ], [ %92, %71 ]
  %74 = phi double [ %65, %69 ], [ %94, %71 ]
  %75 = phi i32 [ 0, %69 ], [ %95, %71 ]
  %76 = uitofp nneg i32 %75 to double
  %77 = getelementptr inbounds nuw i32, ptr addrspace(5) %6, i32 %75
  %78 = zext nneg i32 %75 to i64
  %79 = shl nuw nsw i64 %78, 34
  %80 = trunc nuw nsw i32 %75 to i16
  %81 = trunc nuw nsw i32 %75 to i8
  %82 = sub nsw i8 0, %81
  %83 = icmp eq i32 %75, 1
  %84 = uitofp nneg i32 %75 to float
  %85 = insertelement <4 x float> poison, float %84, i64 0
  %86 = shufflevector <4 x float> %85, <4 x float> poison, <4 x i32> zeroinitializer
  %87 = insertelement <4 x i8> <i8 poison, i8 0, i8 0, i8 0>, i8 %81, i64 0
  %88 = call %struct.mix_t @mix(i32 noundef %75, float noundef 1.000000e+00, double noundef %76, ptr addrspace(1) noundef nonnull %70, ptr addrspace(5) noundef %77, i64 noundef %79, i16 noundef signext %80, i8 noundef signext %82, i1 noundef zeroext %83, <4 x float> noundef %86, <4 x i8> noundef %87) #20
  %89 = extractvalue %struct.mix_t %88, 0
  %90 = extractvalue %struct.mix_t %88, 1
  %91 = extractvalue %struct.mix_t %88, 2
  %92 = add nsw i32 %90, %73
  %93 = fadd float %72, %89
  %94 = fadd double %74, %91
  %95 = add nuw nsw i32 %75, 1
  %96 = icmp eq i32 %95, %64
  br i1 %96, label %97, label %71

97:                                               ; preds = %71, %63
  %98 = phi double [ %65, %63 ], [ %94, %71 ]
  %99 = phi i32 [ %66, %63 ], [ %92, %71 ]
  %100 = phi float [ %67, %63 ], [ %93, %71 ]
  %101 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 8
  %102 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %31
  store float %100, ptr addrspace(1) %102, align 4, !tbaa !28
  %103 = getelementptr inbounds double, ptr addrspace(1) %4, i64 %31
  store double %98, ptr addrspace(1) %103, align 8, !tbaa !26
  %104 = load i32, ptr addrspace(5) %6, align 4, !tbaa !5
  %105 = add nsw i32 %104, %99
  %106 = load i32, ptr addrspace(5) %21, align 4, !tbaa !5
  %107 = add nsw i32 %105, %106
  %108 = load i32, ptr addrspace(5) %101, align 4, !tbaa !5
  %109 = add nsw i32 %107, %108
  %110 = load i32, ptr addrspace(5) %25, align 4, !tbaa !5
  %111 = add nsw i32 %109, %110
  %112 = getelementptr i8, ptr addrspace(1) %29, i64 4
  store i32 %111, ptr addrspace(1) %112, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #20
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_calls_mixed(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 8 captures(none) %4) local_unnamed_addr #2 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
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
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #20
  store i32 %20, ptr addrspace(5) %6, align 4, !tbaa !5
  %21 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 4
  %22 = insertelement <2 x i32> poison, i32 %20, i64 0
  %23 = shufflevector <2 x i32> %22, <2 x i32> poison, <2 x i32> zeroinitializer
  %24 = mul nsw <2 x i32> %23, <i32 2, i32 3>
  store <2 x i32> %24, ptr addrspace(5) %21, align 4, !tbaa !5
  %25 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 12
  %26 = shl nsw i32 %20, 2
  store i32 %26, ptr addrspace(5) %25, align 4, !tbaa !5
  %27 = extractelement <2 x i32> %24, i64 0
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %28
  store i32 0, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = shl i64 %19, 32
  %31 = ashr exact i64 %30, 32
  %32 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !5
  %34 = srem i32 %33, 3
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %38

36:                                               ; preds = %5
  %37 = and i32 %20, 3
  br label %63

38:                                               ; preds = %5
  %39 = sitofp i32 %20 to float
  %40 = fmul float %39, 5.000000e-01
  %41 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %31
  %42 = load double, ptr addrspace(1) %41, align 8, !tbaa !26
  %43 = and i32 %20, 3
  %44 = getelementptr inbounds nuw i32, ptr addrspace(5) %6, i32 %43
  %45 = zext i32 %33 to i64
  %46 = shl i64 %45, 33
  %47 = trunc i64 %19 to i16
  %48 = add i16 %47, -300
  %49 = trunc i64 %19 to i8
  %50 = mul i8 %49, 7
  %51 = and i32 %20, 1
  %52 = icmp ne i32 %51, 0
  %53 = insertelement <4 x float> <float poison, float 1.500000e+00, float 2.000000e+00, float 5.000000e-01>, float %39, i64 0
  %54 = add i8 %49, 1
  %55 = add i8 %49, 2
  %56 = insertelement <4 x i8> <i8 poison, i8 poison, i8 poison, i8 -6>, i8 %49, i64 0
  %57 = insertelement <4 x i8> %56, i8 %54, i64 1
  %58 = insertelement <4 x i8> %57, i8 %55, i64 2
  %59 = call %struct.mix_t @mix(i32 noundef %33, float noundef %40, double noundef %42, ptr addrspace(1) noundef %29, ptr addrspace(5) noundef %44, i64 noundef %46, i16 noundef signext %48, i8 noundef signext %50, i1 noundef zeroext %52, <4 x float> noundef %53, <4 x i8> noundef %58) #20
  %60 = extractvalue %struct.mix_t %59, 0
  %61 = extractvalue %struct.mix_t %59, 1
  %62 = extractvalue %struct.mix_t %59, 2
  br label %63

63:                                               ; preds = %36, %38
  %64 = phi i32 [ %37, %36 ], [ %43, %38 ]
  %65 = phi double [ 0.000000e+00, %36 ], [ %62, %38 ]
  %66 = phi i32 [ 0, %36 ], [ %61, %38 ]
  %67 = phi float [ 0.000000e+00, %36 ], [ %60, %38 ]
  %68 = icmp eq i32 %64, 0
  br i1 %68, label %71, label %69

69:                                               ; preds = %63
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 4
  br label %87

71:                                               ; preds = %87, %63
  %72 = phi double [ %65, %63 ], [ %110, %87 ]
  %73 = phi i32 [ %66, %63 ], [ %108, %87 ]
  %74 = phi float [ %67, %63 ], [ %109, %87 ]
  %75 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 8
  %76 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %31
  store float %74, ptr addrspace(1) %76, align 4, !tbaa !28
  %77 = getelementptr inbounds double, ptr addrspace(1) %4, i64 %31
  store double %72, ptr addrspace(1) %77, align 8, !tbaa !26
  %78 = load i32, ptr addrspace(5) %6, align 4, !tbaa !5
  %79 = add nsw i32 %78, %73
  %80 = load i32, ptr addrspace(5) %21, align 4, !tbaa !5
  %81 = add nsw i32 %79, %80
  %82 = load i32, ptr addrspace(5) %75, align 4, !tbaa !5
  %83 = add nsw i32 %81, %82
  %84 = load i32, ptr addrspace(5) %25, align 4, !tbaa !5
  %85 = add nsw i32 %83, %84
  %86 = getelementptr i8, ptr addrspace(1) %29, i64 4
  store i32 %85, ptr addrspace(1) %86, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #20
  ret void

87:                                               ; preds = %69, %87
  %88 = phi float [ %67, %69 ], [ %109, %87 ]
  %89 = phi i32 [ %66, %69 ], [ %108, %87 ]
  %90 = phi double [ %65, %69 ], [ %110, %87 ]
  %91 = phi i32 [ 0, %69 ], [ %111, %87 ]
  %92 = uitofp nneg i32 %91 to double
  %93 = getelementptr inbounds nuw i32, ptr addrspace(5) %6, i32 %91
  %94 = zext nneg i32 %91 to i64
  %95 = shl nuw nsw i64 %94, 34
  %96 = trunc nuw nsw i32 %91 to i16
  %97 = trunc nuw nsw i32 %91 to i8
  %98 = sub nsw i8 0, %97
  %99 = icmp eq i32 %91, 1
  %100 = uitofp nneg i32 %91 to float
  %101 = insertelement <4 x float> poison, float %100, i64 0
  %102 = shufflevector <4 x float> %101, <4 x float> poison, <4 x i32> zeroinitializer
  %103 = insertelement <4 x i8> <i8 poison, i8 0, i8 0, i8 0>, i8 %97, i64 0
  %104 = call %struct.mix_t @mix(i32 noundef %91, float noundef 1.000000e+00, double noundef %92, ptr addrspace(1) noundef nonnull %70, ptr addrspace(5) noundef %93, i64 noundef %95, i16 noundef signext %96, i8 noundef signext %98, i1 noundef zeroext %99, <4 x float> noundef %102, <4 x i8> noundef %103) #20
  %105 = extractvalue %struct.mix_t %104, 0
  %106 = extractvalue %struct.mix_t %104, 1
  %107 = extractvalue %struct.mix_t %104, 2
  %108 = add nsw i32 %106, %89
  %109 = fadd float %88, %105
  %110 = fadd double %90, %107
  %111 = add nuw nsw i32 %91, 1
  %112 = icmp eq i32 %111, %64
  br i1 %112, label %71, label %87
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define hidden void @fill(ptr addrspace(5) noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = insertelement <8 x i32> poison, i32 %1, i64 0
  %5 = xor i32 %1, 1
  %6 = add nsw i32 %2, %5
  %7 = insertelement <8 x i32> %4, i32 %6, i64 1
  %8 = shl nsw i32 %2, 1
  %9 = xor i32 %1, 2
  %10 = add nsw i32 %8, %9
  %11 = insertelement <8 x i32> %7, i32 %10, i64 2
  %12 = mul nsw i32 %2, 3
  %13 = xor i32 %1, 3
  %14 = add nsw i32 %12, %13
  %15 = insertelement <8 x i32> %11, i32 %14, i64 3
  %16 = shl nsw i32 %2, 2
  %17 = xor i32 %1, 4
  %18 = add nsw i32 %16, %17
  %19 = insertelement <8 x i32> %15, i32 %18, i64 4
  %20 = mul nsw i32 %2, 5
  %21 = xor i32 %1, 5
  %22 = add nsw i32 %20, %21
  %23 = insertelement <8 x i32> %19, i32 %22, i64 5
  %24 = mul nsw i32 %2, 6
  %25 = xor i32 %1, 6
  %26 = add nsw i32 %24, %25
  %27 = insertelement <8 x i32> %23, i32 %26, i64 6
  %28 = mul nsw i32 %2, 7
  %29 = xor i32 %1, 7
  %30 = add nsw i32 %28, %29
  %31 = insertelement <8 x i32> %27, i32 %30, i64 7
  %32 = icmp sgt i32 %1, 0
  br i1 %32, label %34, label %33

33:                                               ; preds = %34, %3
  ret void

34:                                               ; preds = %3, %34
  %35 = phi i32 [ %41, %34 ], [ 0, %3 ]
  %36 = mul nuw nsw i32 %35, 3
  %37 = add nsw i32 %36, %2
  %38 = and i32 %37, 7
  %39 = extractelement <8 x i32> %31, i32 %38
  %40 = getelementptr inbounds nuw i32, ptr addrspace(5) %0, i32 %35
  store i32 %39, ptr addrspace(5) %40, align 4, !tbaa !5
  %41 = add nuw nsw i32 %35, 1
  %42 = icmp eq i32 %41, %1
  br i1 %42, label %33, label %34
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define hidden i32 @lds_sum(ptr addrspace(3) noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %135

5:                                                ; preds = %3
  %6 = icmp ult i32 %1, 6
  br i1 %6, label %132, label %7

7:                                                ; preds = %5
  %8 = add nsw i32 %1, -1
  %9 = trunc i32 %2 to i6
  %10 = trunc i32 %8 to i6
  %11 = xor i6 %9, -1
  %12 = icmp ult i6 %11, %10
  %13 = icmp ugt i32 %8, 63
  %14 = or i1 %12, %13
  br i1 %14, label %132, label %15

15:                                               ; preds = %7
  %16 = and i32 %1, 124
  %17 = add nsw i32 %1, -4
  %18 = lshr i32 %17, 2
  %19 = add nuw nsw i32 %18, 1
  %20 = and i32 %19, 7
  %21 = icmp ult i32 %17, 28
  br i1 %21, label %105, label %22

22:                                               ; preds = %15
  %23 = and i32 %19, 2147483640
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i32 [ 0, %22 ], [ %100, %24 ]
  %26 = phi <2 x i32> [ zeroinitializer, %22 ], [ %98, %24 ]
  %27 = phi <2 x i32> [ zeroinitializer, %22 ], [ %99, %24 ]
  %28 = phi i32 [ 0, %22 ], [ %101, %24 ]
  %29 = add nsw i32 %25, %2
  %30 = and i32 %29, 63
  %31 = getelementptr inbounds nuw i32, ptr addrspace(3) %0, i32 %30
  %32 = getelementptr inbounds nuw i8, ptr addrspace(3) %31, i32 8
  %33 = load <2 x i32>, ptr addrspace(3) %31, align 4, !tbaa !5
  %34 = load <2 x i32>, ptr addrspace(3) %32, align 4, !tbaa !5
  %35 = add <2 x i32> %33, %26
  %36 = add <2 x i32> %34, %27
  %37 = or disjoint i32 %25, 4
  %38 = add nsw i32 %37, %2
  %39 = and i32 %38, 63
  %40 = getelementptr inbounds nuw i32, ptr addrspace(3) %0, i32 %39
  %41 = getelementptr inbounds nuw i8, ptr addrspace(3) %40, i32 8
  %42 = load <2 x i32>, ptr addrspace(3) %40, align 4, !tbaa !5
  %43 = load <2 x i32>, ptr addrspace(3) %41, align 4, !tbaa !5
  %44 = add <2 x i32> %42, %35
  %45 = add <2 x i32> %43, %36
  %46 = or disjoint i32 %25, 8
  %47 = add nsw i32 %46, %2
  %48 = and i32 %47, 63
  %49 = getelementptr inbounds nuw i32, ptr addrspace(3) %0, i32 %48
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) %49, i32 8
  %51 = load <2 x i32>, ptr addrspace(3) %49, align 4, !tbaa !5
  %52 = load <2 x i32>, ptr addrspace(3) %50, align 4, !tbaa !5
  %53 = add <2 x i32> %51, %44
  %54 = add <2 x i32> %52, %45
  %55 = or disjoint i32 %25, 12
  %56 = add nsw i32 %55, %2
  %57 = and i32 %56, 63
  %58 = getelementptr inbounds nuw i32, ptr addrspace(3) %0, i32 %57
  %59 = getelementptr inbounds nuw i8, ptr addrspace(3) %58, i32 8
  %60 = load <2 x i32>, ptr addrspace(3) %58, align 4, !tbaa !5
  %61 = load <2 x i32>, ptr addrspace(3) %59, align 4, !tbaa !5
  %62 = add <2 x i32> %60, %53
  %63 = add <2 x i32> %61, %54
  %64 = or disjoint i32 %25, 16
  %65 = add nsw i32 %64, %2
  %66 = and i32 %65, 63
  %67 = getelementptr inbounds nuw i32, ptr addrspace(3) %0, i32 %66
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 8
  %69 = load <2 x i32>, ptr addrspace(3) %67, align 4, !tbaa !5
  %70 = load <2 x i32>, ptr addrspace(3) %68, align 4, !tbaa !5
  %71 = add <2 x i32> %69, %62
  %72 = add <2 x i32> %70, %63
  %73 = or disjoint i32 %25, 20
  %74 = add nsw i32 %73, %2
  %75 = and i32 %74, 63
  %76 = getelementptr inbounds nuw i32, ptr addrspace(3) %0, i32 %75
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) %76, i32 8
  %78 = load <2 x i32>, ptr addrspace(3) %76, align 4, !tbaa !5
  %79 = load <2 x i32>, ptr addrspace(3) %77, align 4, !tbaa !5
  %80 = add <2 x i32> %78, %71
  %81 = add <2 x i32> %79, %72
  %82 = or disjoint i32 %25, 24
  %83 = add nsw i32 %82, %2
  %84 = and i32 %83, 63
  %85 = getelementptr inbounds nuw i32, ptr addrspace(3) %0, i32 %84
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) %85, i32 8
  %87 = load <2 x i32>, ptr addrspace(3) %85, align 4, !tbaa !5
  %88 = load <2 x i32>, ptr addrspace(3) %86, align 4, !tbaa !5
  %89 = add <2 x i32> %87, %80
  %90 = add <2 x i32> %88, %81
  %91 = or disjoint i32 %25, 28
  %92 = add nsw i32 %91, %2
  %93 = and i32 %92, 63
  %94 = getelementptr inbounds nuw i32, ptr addrspace(3) %0, i32 %93
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) %94, i32 8
  %96 = load <2 x i32>, ptr addrspace(3) %94, align 4, !tbaa !5
  %97 = load <2 x i32>, ptr addrspace(3) %95, align 4, !tbaa !5
  %98 = add <2 x i32> %96, %89
  %99 = add <2 x i32> %97, %90
  %100 = add nuw i32 %25, 32
  %101 = add i32 %28, 8
  %102 = icmp eq i32 %101, %23
  br i1 %102, label %103, label %24, !llvm.loop !30

103:                                              ; preds = %24
  %104 = icmp eq i32 %20, 0
  br i1 %104, label %126, label %105

105:                                              ; preds = %103, %15
  %106 = phi i32 [ 0, %15 ], [ %100, %103 ]
  %107 = phi <2 x i32> [ zeroinitializer, %15 ], [ %98, %103 ]
  %108 = phi <2 x i32> [ zeroinitializer, %15 ], [ %99, %103 ]
  %109 = icmp ne i32 %20, 0
  tail call void @llvm.assume(i1 %109)
  br label %110

110:                                              ; preds = %110, %105
  %111 = phi i32 [ %106, %105 ], [ %123, %110 ]
  %112 = phi <2 x i32> [ %107, %105 ], [ %121, %110 ]
  %113 = phi <2 x i32> [ %108, %105 ], [ %122, %110 ]
  %114 = phi i32 [ 0, %105 ], [ %124, %110 ]
  %115 = add nsw i32 %111, %2
  %116 = and i32 %115, 63
  %117 = getelementptr inbounds nuw i32, ptr addrspace(3) %0, i32 %116
  %118 = getelementptr inbounds nuw i8, ptr addrspace(3) %117, i32 8
  %119 = load <2 x i32>, ptr addrspace(3) %117, align 4, !tbaa !5
  %120 = load <2 x i32>, ptr addrspace(3) %118, align 4, !tbaa !5
  %121 = add <2 x i32> %119, %112
  %122 = add <2 x i32> %120, %113
  %123 = add nuw i32 %111, 4
  %124 = add i32 %114, 1
  %125 = icmp eq i32 %124, %20
  br i1 %125, label %126, label %110, !llvm.loop !32

126:                                              ; preds = %110, %103
  %127 = phi <2 x i32> [ %98, %103 ], [ %121, %110 ]
  %128 = phi <2 x i32> [ %99, %103 ], [ %122, %110 ]
  %129 = add <2 x i32> %128, %127
  %130 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %129)
  %131 = icmp eq i32 %1, %16
  br i1 %131, label %135, label %132

132:                                              ; preds = %7, %5, %126
  %133 = phi i32 [ 0, %7 ], [ 0, %5 ], [ %16, %126 ]
  %134 = phi i32 [ 0, %7 ], [ 0, %5 ], [ %130, %126 ]
  br label %137

135:                                              ; preds = %137, %126, %3
  %136 = phi i32 [ 0, %3 ], [ %130, %126 ], [ %144, %137 ]
  ret i32 %136

137:                                              ; preds = %132, %137
  %138 = phi i32 [ %145, %137 ], [ %133, %132 ]
  %139 = phi i32 [ %144, %137 ], [ %134, %132 ]
  %140 = add nsw i32 %138, %2
  %141 = and i32 %140, 63
  %142 = getelementptr inbounds nuw i32, ptr addrspace(3) %0, i32 %141
  %143 = load i32, ptr addrspace(3) %142, align 4, !tbaa !5
  %144 = add nsw i32 %143, %139
  %145 = add nuw nsw i32 %138, 1
  %146 = icmp eq i32 %145, %1
  br i1 %146, label %135, label %137, !llvm.loop !34
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
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #20
  %17 = shl i64 %16, 32
  %18 = ashr exact i64 %17, 30
  %19 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5, !amdgpu.noclobber !17
  %21 = getelementptr inbounds nuw i32, ptr addrspace(3) @calls_frames.shared, i32 %11
  store i32 %20, ptr addrspace(3) %21, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store <2 x i32> splat (i32 -1), ptr addrspace(5) %3, align 4, !tbaa !5
  %22 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 8
  store <2 x i32> splat (i32 -1), ptr addrspace(5) %22, align 4, !tbaa !5
  %23 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 16
  store <2 x i32> splat (i32 -1), ptr addrspace(5) %23, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 24
  store <2 x i32> splat (i32 -1), ptr addrspace(5) %24, align 4, !tbaa !5
  %25 = trunc i64 %16 to i32
  %26 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5, !amdgpu.noclobber !17
  %27 = and i32 %26, 7
  %28 = icmp samesign ugt i32 %27, 1
  br i1 %28, label %29, label %56

29:                                               ; preds = %2
  %30 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 28
  %31 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 20
  %32 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 12
  %33 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 4
  call void @fill(ptr addrspace(5) noundef %3, i32 noundef %27, i32 noundef %25) #20
  %34 = load i32, ptr addrspace(5) %3, align 4, !tbaa !5
  %35 = load i32, ptr addrspace(5) %33, align 4, !tbaa !5
  %36 = load i32, ptr addrspace(5) %22, align 4, !tbaa !5
  %37 = load i32, ptr addrspace(5) %32, align 4, !tbaa !5
  %38 = load i32, ptr addrspace(5) %23, align 4, !tbaa !5
  %39 = load i32, ptr addrspace(5) %31, align 4, !tbaa !5
  %40 = load i32, ptr addrspace(5) %24, align 4, !tbaa !5
  %41 = load i32, ptr addrspace(5) %30, align 4, !tbaa !5
  %42 = mul nsw i32 %34, 3
  %43 = add nsw i32 %35, %42
  %44 = mul nsw i32 %43, 3
  %45 = add nsw i32 %36, %44
  %46 = mul nsw i32 %45, 3
  %47 = add nsw i32 %37, %46
  %48 = mul nsw i32 %47, 3
  %49 = add nsw i32 %38, %48
  %50 = mul nsw i32 %49, 3
  %51 = add nsw i32 %39, %50
  %52 = mul nsw i32 %51, 3
  %53 = add nsw i32 %40, %52
  %54 = mul nsw i32 %53, 3
  %55 = add nsw i32 %41, %54
  br label %56

56:                                               ; preds = %29, %2
  %57 = phi i32 [ %55, %29 ], [ -3280, %2 ]
  %58 = shl nsw i32 %25, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %59
  store i32 %57, ptr addrspace(1) %60, align 4, !tbaa !5
  %61 = add nuw nsw i32 %27, 1
  %62 = tail call i32 @lds_sum(ptr addrspace(3) noundef @calls_frames.shared, i32 noundef %61, i32 noundef %11) #20
  %63 = getelementptr i8, ptr addrspace(1) %60, i64 4
  store i32 %62, ptr addrspace(1) %63, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #20
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
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #20
  %17 = shl i64 %16, 32
  %18 = ashr exact i64 %17, 30
  %19 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5
  %21 = getelementptr inbounds nuw i32, ptr addrspace(3) @calls_frames.shared, i32 %11
  store i32 %20, ptr addrspace(3) %21, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store <2 x i32> splat (i32 -1), ptr addrspace(5) %3, align 4, !tbaa !5
  %22 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 8
  store <2 x i32> splat (i32 -1), ptr addrspace(5) %22, align 4, !tbaa !5
  %23 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 16
  store <2 x i32> splat (i32 -1), ptr addrspace(5) %23, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 24
  store <2 x i32> splat (i32 -1), ptr addrspace(5) %24, align 4, !tbaa !5
  %25 = trunc i64 %16 to i32
  %26 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5
  %27 = and i32 %26, 7
  %28 = icmp samesign ugt i32 %27, 1
  br i1 %28, label %29, label %56

29:                                               ; preds = %2
  %30 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 28
  %31 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 20
  %32 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 12
  %33 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 4
  call void @fill(ptr addrspace(5) noundef %3, i32 noundef %27, i32 noundef %25) #20
  %34 = load i32, ptr addrspace(5) %3, align 4, !tbaa !5
  %35 = load i32, ptr addrspace(5) %33, align 4, !tbaa !5
  %36 = load i32, ptr addrspace(5) %22, align 4, !tbaa !5
  %37 = load i32, ptr addrspace(5) %32, align 4, !tbaa !5
  %38 = load i32, ptr addrspace(5) %23, align 4, !tbaa !5
  %39 = load i32, ptr addrspace(5) %31, align 4, !tbaa !5
  %40 = load i32, ptr addrspace(5) %24, align 4, !tbaa !5
  %41 = load i32, ptr addrspace(5) %30, align 4, !tbaa !5
  %42 = mul nsw i32 %34, 3
  %43 = add nsw i32 %35, %42
  %44 = mul nsw i32 %43, 3
  %45 = add nsw i32 %36, %44
  %46 = mul nsw i32 %45, 3
  %47 = add nsw i32 %37, %46
  %48 = mul nsw i32 %47, 3
  %49 = add nsw i32 %38, %48
  %50 = mul nsw i32 %49, 3
  %51 = add nsw i32 %39, %50
  %52 = mul nsw i32 %51, 3
  %53 = add nsw i32 %40, %52
  %54 = mul nsw i32 %53, 3
  %55 = add nsw i32 %41, %54
  br label %56

56:                                               ; preds = %29, %2
  %57 = phi i32 [ %55, %29 ], [ -3280, %2 ]
  %58 = shl nsw i32 %25, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %59
  store i32 %57, ptr addrspace(1) %60, align 4, !tbaa !5
  %61 = add nuw nsw i32 %27, 1
  %62 = tail call i32 @lds_sum(ptr addrspace(3) noundef @calls_frames.shared, i32 noundef %61, i32 noundef %11) #20
  %63 = getelementptr i8, ptr addrspace(1) %60, i64 4
  store i32 %62, ptr addrspace(1) %63, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #20
  ret void
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
define protected amdgpu_kernel void @calls_builtins(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #11 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
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
  %15 = tail call i32 @where(i32 noundef 3) #20
  br label %19

16:                                               ; preds = %1
  %17 = tail call i32 @where(i32 noundef 5) #20
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
  %31 = load i32, ptr addrspace(4) %30, align 4, !range !39, !invariant.load !17
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
define protected void @__clang_ocl_kern_imp_calls_builtins(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #12 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
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
  %15 = tail call i32 @where(i32 noundef 3) #20
  br label %19

16:                                               ; preds = %1
  %17 = tail call i32 @where(i32 noundef 5) #20
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
  %31 = load i32, ptr addrspace(4) %30, align 4, !range !39, !invariant.load !17
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
define protected amdgpu_kernel void @calls_wide(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 8 captures(none) %1) local_unnamed_addr #14 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !12 {
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
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5, !amdgpu.noclobber !17
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
  %61 = tail call i64 @wide(i32 noundef %19, i32 noundef %24, i32 noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47, i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55, i32 noundef %56, double noundef %58, i64 noundef %60) #20
  br label %62

62:                                               ; preds = %2, %22
  %63 = phi i64 [ %61, %22 ], [ -1, %2 ]
  %64 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %17
  store i64 %63, ptr addrspace(1) %64, align 8, !tbaa !15
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_calls_wide(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 8 captures(none) %1) local_unnamed_addr #15 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !12 {
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
  %61 = tail call i64 @wide(i32 noundef %19, i32 noundef %24, i32 noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47, i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55, i32 noundef %56, double noundef %58, i64 noundef %60) #20
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #18

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #19

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
attributes #18 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #20 = { nounwind }

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
!17 = !{}
!18 = !{i32 1, i32 1, i32 1, i32 0}
!19 = !{!"none", !"none", !"none", !"none"}
!20 = !{!"node_t*", !"int*", !"int*", !"int"}
!21 = !{!"const", !"const", !"", !""}
!22 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!23 = !{!"none", !"none", !"none", !"none", !"none"}
!24 = !{!"int*", !"double*", !"int*", !"float*", !"double*"}
!25 = !{!"const", !"const", !"", !"", !""}
!26 = !{!27, !27, i64 0}
!27 = !{!"double", !7, i64 0}
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !7, i64 0}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.isvectorized", i32 1}
!32 = distinct !{!32, !33}
!33 = !{!"llvm.loop.unroll.disable"}
!34 = distinct !{!34, !31}
!35 = !{i32 1}
!36 = !{!"none"}
!37 = !{!"int*"}
!38 = !{!""}
!39 = !{i32 1, i32 0}
!40 = !{!"int*", !"long*"}
