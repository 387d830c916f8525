; ModuleID = '/work/main/tests/data/emu/src/calls.cl'
source_filename = "/work/main/tests/data/emu/src/calls.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.acc_t = type { i32, i32 }
%struct.node_t = type { i32, i32, i32 }
%struct.mix_t = type { float, i32, double }
%struct.implicit_args_v5 = type { [3 x i32], [3 x i16], [3 x i16], [2 x i64], [3 x i64], i16 }

@calls_frames.shared = internal addrspace(3) global [64 x i32] undef, align 4
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp slt i32 %6, 2
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %4, align 4
  br label %18

10:                                               ; preds = %1
  %11 = load i32, ptr %5, align 4
  %12 = sub nsw i32 %11, 1
  %13 = call i32 @fib(i32 noundef %12) #8
  %14 = load i32, ptr %5, align 4
  %15 = sub nsw i32 %14, 2
  %16 = call i32 @fib(i32 noundef %15) #8
  %17 = add nsw i32 %13, %16
  store i32 %17, ptr %4, align 4
  br label %18

18:                                               ; preds = %10, %8
  %19 = load i32, ptr %4, align 4
  ret i32 %19
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @calls_fib(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_calls_fib(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_calls_fib(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  %9 = call i64 @emu_global_id(i32 noundef 0) #8
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr addrspace(5) %5, align 4
  %11 = load ptr addrspace(1), ptr %7, align 8
  %12 = load i32, ptr addrspace(5) %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4
  store i32 %15, ptr addrspace(5) %6, align 4
  %16 = load i32, ptr addrspace(5) %6, align 4
  %17 = icmp sge i32 %16, 0
  br i1 %17, label %18, label %21

18:                                               ; preds = %2
  %19 = load i32, ptr addrspace(5) %6, align 4
  %20 = call i32 @fib(i32 noundef %19) #8
  br label %22

21:                                               ; preds = %2
  br label %22

22:                                               ; preds = %21, %18
  %23 = phi i32 [ %20, %18 ], [ -1, %21 ]
  %24 = load ptr addrspace(1), ptr %8, align 8
  %25 = load i32, ptr addrspace(5) %5, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 %26
  store i32 %23, ptr addrspace(1) %27, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @even_steps(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp sle i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  br label %15

9:                                                ; preds = %1
  %10 = load i32, ptr %5, align 4
  %11 = sub nsw i32 %10, 1
  %12 = call i32 @odd_steps(i32 noundef %11) #8
  %13 = mul nsw i32 2, %12
  %14 = add nsw i32 1, %13
  br label %15

15:                                               ; preds = %9, %8
  %16 = phi i32 [ 0, %8 ], [ %14, %9 ]
  ret i32 %16
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @odd_steps(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp sle i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  br label %14

9:                                                ; preds = %1
  %10 = load i32, ptr %5, align 4
  %11 = sub nsw i32 %10, 2
  %12 = call i32 @even_steps(i32 noundef %11) #8
  %13 = add nsw i32 3, %12
  br label %14

14:                                               ; preds = %9, %8
  %15 = phi i32 [ 100, %8 ], [ %13, %9 ]
  ret i32 %15
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @calls_mutual(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_calls_mutual(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_calls_mutual(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  %8 = call i64 @emu_global_id(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr addrspace(5) %5, align 4
  %10 = load i32, ptr addrspace(5) %5, align 4
  %11 = and i32 %10, 1
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %20

13:                                               ; preds = %2
  %14 = load ptr addrspace(1), ptr %6, align 8
  %15 = load i32, ptr addrspace(5) %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4
  %19 = call i32 @even_steps(i32 noundef %18) #8
  br label %27

20:                                               ; preds = %2
  %21 = load ptr addrspace(1), ptr %6, align 8
  %22 = load i32, ptr addrspace(5) %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4
  %26 = call i32 @odd_steps(i32 noundef %25) #8
  br label %27

27:                                               ; preds = %20, %13
  %28 = phi i32 [ %19, %13 ], [ %26, %20 ]
  %29 = load ptr addrspace(1), ptr %7, align 8
  %30 = load i32, ptr addrspace(5) %5, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %31
  store i32 %28, ptr addrspace(1) %32, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden [2 x i32] @subtree(ptr addrspace(1) noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca %struct.acc_t, align 4, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca %struct.node_t, align 4, addrspace(5)
  %11 = alloca %struct.acc_t, align 4, addrspace(5)
  %12 = alloca %struct.acc_t, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr %13 to ptr addrspace(5)
  store ptr addrspace(1) %0, ptr %14, align 8
  store i32 %1, ptr %15, align 4
  store i32 %2, ptr %16, align 4
  store i32 %3, ptr %17, align 4
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %18, i8 0, i64 8, i1 false)
  %19 = load i32, ptr %15, align 4
  %20 = icmp slt i32 %19, 0
  br i1 %20, label %25, label %21

21:                                               ; preds = %4
  %22 = load i32, ptr %16, align 4
  %23 = load i32, ptr %17, align 4
  %24 = icmp sgt i32 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %21, %4
  br label %64

26:                                               ; preds = %21
  %27 = load ptr addrspace(1), ptr %14, align 8
  %28 = load i32, ptr %15, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.node_t, ptr addrspace(1) %27, i64 %29
  call void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) align 4 %10, ptr addrspace(1) align 4 %30, i64 12, i1 false)
  %31 = load ptr addrspace(1), ptr %14, align 8
  %32 = getelementptr inbounds nuw %struct.node_t, ptr addrspace(5) %10, i32 0, i32 1
  %33 = load i32, ptr addrspace(5) %32, align 4
  %34 = load i32, ptr %16, align 4
  %35 = add nsw i32 %34, 1
  %36 = load i32, ptr %17, align 4
  %37 = call [2 x i32] @subtree(ptr addrspace(1) noundef %31, i32 noundef %33, i32 noundef %35, i32 noundef %36) #8
  store [2 x i32] %37, ptr addrspace(5) %11, align 4
  %38 = load ptr addrspace(1), ptr %14, align 8
  %39 = getelementptr inbounds nuw %struct.node_t, ptr addrspace(5) %10, i32 0, i32 2
  %40 = load i32, ptr addrspace(5) %39, align 4
  %41 = load i32, ptr %16, align 4
  %42 = add nsw i32 %41, 1
  %43 = load i32, ptr %17, align 4
  %44 = call [2 x i32] @subtree(ptr addrspace(1) noundef %38, i32 noundef %40, i32 noundef %42, i32 noundef %43) #8
  store [2 x i32] %44, ptr addrspace(5) %12, align 4
  %45 = getelementptr inbounds nuw %struct.node_t, ptr addrspace(5) %10, i32 0, i32 0
  %46 = load i32, ptr addrspace(5) %45, align 4
  %47 = load i32, ptr %16, align 4
  %48 = add nsw i32 %47, 1
  %49 = mul nsw i32 %46, %48
  %50 = getelementptr inbounds nuw %struct.acc_t, ptr addrspace(5) %11, i32 0, i32 0
  %51 = load i32, ptr addrspace(5) %50, align 4
  %52 = add nsw i32 %49, %51
  %53 = getelementptr inbounds nuw %struct.acc_t, ptr addrspace(5) %12, i32 0, i32 0
  %54 = load i32, ptr addrspace(5) %53, align 4
  %55 = sub nsw i32 %52, %54
  %56 = getelementptr inbounds nuw %struct.acc_t, ptr addrspace(5) %18, i32 0, i32 0
  store i32 %55, ptr addrspace(5) %56, align 4
  %57 = getelementptr inbounds nuw %struct.acc_t, ptr addrspace(5) %11, i32 0, i32 1
  %58 = load i32, ptr addrspace(5) %57, align 4
  %59 = add nsw i32 1, %58
  %60 = getelementptr inbounds nuw %struct.acc_t, ptr addrspace(5) %12, i32 0, i32 1
  %61 = load i32, ptr addrspace(5) %60, align 4
  %62 = add nsw i32 %59, %61
  %63 = getelementptr inbounds nuw %struct.acc_t, ptr addrspace(5) %18, i32 0, i32 1
  store i32 %62, ptr addrspace(5) %63, align 4
  br label %64

64:                                               ; preds = %26, %25
  %65 = load [2 x i32], ptr %13, align 4
  ret [2 x i32] %65
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p5.i64(ptr addrspace(5) writeonly captures(none), i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) noalias writeonly captures(none), ptr addrspace(1) noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @calls_tree_rec(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store i32 %3, ptr %12, align 4
  %13 = load ptr addrspace(1), ptr %9, align 8
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load i32, ptr %12, align 4
  call void @__clang_ocl_kern_imp_calls_tree_rec(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, i32 noundef %16) #8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_calls_tree_rec(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #2 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca %struct.acc_t, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  store ptr addrspace(1) %2, ptr %13, align 8
  store i32 %3, ptr %14, align 4
  %15 = call i64 @emu_global_id(i32 noundef 0) #8
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr addrspace(5) %9, align 4
  %17 = load ptr addrspace(1), ptr %11, align 8
  %18 = load ptr addrspace(1), ptr %12, align 8
  %19 = load i32, ptr addrspace(5) %9, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %18, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4
  %23 = load i32, ptr %14, align 4
  %24 = load i32, ptr addrspace(5) %9, align 4
  %25 = and i32 %24, 3
  %26 = add nsw i32 %23, %25
  %27 = call [2 x i32] @subtree(ptr addrspace(1) noundef %17, i32 noundef %22, i32 noundef 0, i32 noundef %26) #8
  store [2 x i32] %27, ptr addrspace(5) %10, align 4
  %28 = getelementptr inbounds nuw %struct.acc_t, ptr addrspace(5) %10, i32 0, i32 0
  %29 = load i32, ptr addrspace(5) %28, align 4
  %30 = load ptr addrspace(1), ptr %13, align 8
  %31 = load i32, ptr addrspace(5) %9, align 4
  %32 = mul nsw i32 2, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %33
  store i32 %29, ptr addrspace(1) %34, align 4
  %35 = getelementptr inbounds nuw %struct.acc_t, ptr addrspace(5) %10, i32 0, i32 1
  %36 = load i32, ptr addrspace(5) %35, align 4
  %37 = load ptr addrspace(1), ptr %13, align 8
  %38 = load i32, ptr addrspace(5) %9, align 4
  %39 = mul nsw i32 2, %38
  %40 = add nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %37, i64 %41
  store i32 %36, ptr addrspace(1) %42, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden %struct.mix_t @mix(i32 noundef %0, float noundef %1, double noundef %2, ptr addrspace(1) noundef %3, ptr addrspace(5) noundef %4, i64 noundef %5, i16 noundef signext %6, i8 noundef signext %7, i1 noundef zeroext %8, <4 x float> noundef %9, <4 x i8> noundef %10) #0 {
  %12 = alloca %struct.mix_t, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca double, align 8, addrspace(5)
  %16 = alloca ptr addrspace(1), align 8, addrspace(5)
  %17 = alloca ptr addrspace(5), align 4, addrspace(5)
  %18 = alloca i64, align 8, addrspace(5)
  %19 = alloca i16, align 2, addrspace(5)
  %20 = alloca i8, align 1, addrspace(5)
  %21 = alloca i8, align 1, addrspace(5)
  %22 = alloca <4 x float>, align 16, addrspace(5)
  %23 = alloca <4 x i8>, align 4, addrspace(5)
  %24 = addrspacecast ptr addrspace(5) %12 to ptr
  %25 = addrspacecast ptr addrspace(5) %13 to ptr
  %26 = addrspacecast ptr addrspace(5) %14 to ptr
  %27 = addrspacecast ptr addrspace(5) %15 to ptr
  %28 = addrspacecast ptr addrspace(5) %16 to ptr
  %29 = addrspacecast ptr addrspace(5) %17 to ptr
  %30 = addrspacecast ptr addrspace(5) %18 to ptr
  %31 = addrspacecast ptr addrspace(5) %19 to ptr
  %32 = addrspacecast ptr addrspace(5) %20 to ptr
  %33 = addrspacecast ptr addrspace(5) %21 to ptr
  %34 = addrspacecast ptr addrspace(5) %22 to ptr
  %35 = addrspacecast ptr addrspace(5) %23 to ptr
  %36 = addrspacecast ptr %24 to ptr addrspace(5)
  store i32 %0, ptr %25, align 4
  store float %1, ptr %26, align 4
  store double %2, ptr %27, align 8
  store ptr addrspace(1) %3, ptr %28, align 8
  store ptr addrspace(5) %4, ptr %29, align 4
  store i64 %5, ptr %30, align 8
  store i16 %6, ptr %31, align 2
  store i8 %7, ptr %32, align 1
  %37 = zext i1 %8 to i8
  store i8 %37, ptr %33, align 1
  store <4 x float> %9, ptr %34, align 16
  store <4 x i8> %10, ptr %35, align 4
  %38 = load i32, ptr %25, align 4
  %39 = load ptr addrspace(5), ptr %29, align 4
  %40 = load i32, ptr addrspace(5) %39, align 4
  %41 = add nsw i32 %38, %40
  %42 = load ptr addrspace(1), ptr %28, align 8
  %43 = load i32, ptr addrspace(1) %42, align 4
  %44 = add nsw i32 %43, %41
  store i32 %44, ptr addrspace(1) %42, align 4
  %45 = load i32, ptr %25, align 4
  %46 = mul nsw i32 %45, 3
  %47 = load ptr addrspace(5), ptr %29, align 4
  store i32 %46, ptr addrspace(5) %47, align 4
  %48 = load float, ptr %26, align 4
  %49 = load <4 x float>, ptr %34, align 16
  %50 = extractelement <4 x float> %49, i64 0
  %51 = load <4 x float>, ptr %34, align 16
  %52 = extractelement <4 x float> %51, i64 1
  %53 = call float @llvm.fmuladd.f32(float %48, float %50, float %52)
  %54 = load <4 x float>, ptr %34, align 16
  %55 = extractelement <4 x float> %54, i64 2
  %56 = load <4 x float>, ptr %34, align 16
  %57 = extractelement <4 x float> %56, i64 3
  %58 = fneg float %55
  %59 = call float @llvm.fmuladd.f32(float %58, float %57, float %53)
  %60 = load i8, ptr %33, align 1
  %61 = trunc i8 %60 to i1
  %62 = zext i1 %61 to i64
  %63 = select i1 %61, float 2.500000e-01, float 0.000000e+00
  %64 = fadd float %59, %63
  %65 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %36, i32 0, i32 0
  store float %64, ptr addrspace(5) %65, align 8
  %66 = load i64, ptr %30, align 8
  %67 = ashr i64 %66, 33
  %68 = trunc i64 %67 to i32
  %69 = load i16, ptr %31, align 2
  %70 = sext i16 %69 to i32
  %71 = add nsw i32 %68, %70
  %72 = load i8, ptr %32, align 1
  %73 = sext i8 %72 to i32
  %74 = add nsw i32 %71, %73
  %75 = load <4 x i8>, ptr %35, align 4
  %76 = extractelement <4 x i8> %75, i64 0
  %77 = zext i8 %76 to i32
  %78 = add nsw i32 %74, %77
  %79 = load <4 x i8>, ptr %35, align 4
  %80 = extractelement <4 x i8> %79, i64 1
  %81 = zext i8 %80 to i32
  %82 = mul nsw i32 %81, 2
  %83 = add nsw i32 %78, %82
  %84 = load <4 x i8>, ptr %35, align 4
  %85 = extractelement <4 x i8> %84, i64 2
  %86 = zext i8 %85 to i32
  %87 = mul nsw i32 %86, 3
  %88 = add nsw i32 %83, %87
  %89 = load <4 x i8>, ptr %35, align 4
  %90 = extractelement <4 x i8> %89, i64 3
  %91 = zext i8 %90 to i32
  %92 = mul nsw i32 %91, 4
  %93 = add nsw i32 %88, %92
  %94 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %36, i32 0, i32 1
  store i32 %93, ptr addrspace(5) %94, align 4
  %95 = load double, ptr %27, align 8
  %96 = load i64, ptr %30, align 8
  %97 = sitofp i64 %96 to double
  %98 = call double @llvm.fmuladd.f64(double %95, double 2.500000e+00, double %97)
  %99 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %36, i32 0, i32 2
  store double %98, ptr addrspace(5) %99, align 8
  %100 = load %struct.mix_t, ptr %24, align 8
  ret %struct.mix_t %100
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @calls_mixed(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 8 %4) #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  %13 = addrspacecast ptr addrspace(5) %8 to ptr
  %14 = addrspacecast ptr addrspace(5) %9 to ptr
  %15 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  store ptr addrspace(1) %2, ptr %13, align 8
  store ptr addrspace(1) %3, ptr %14, align 8
  store ptr addrspace(1) %4, ptr %15, align 8
  %16 = load ptr addrspace(1), ptr %11, align 8
  %17 = load ptr addrspace(1), ptr %12, align 8
  %18 = load ptr addrspace(1), ptr %13, align 8
  %19 = load ptr addrspace(1), ptr %14, align 8
  %20 = load ptr addrspace(1), ptr %15, align 8
  call void @__clang_ocl_kern_imp_calls_mixed(ptr addrspace(1) noundef align 4 %16, ptr addrspace(1) noundef align 8 %17, ptr addrspace(1) noundef align 4 %18, ptr addrspace(1) noundef align 4 %19, ptr addrspace(1) noundef align 8 %20) #8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_calls_mixed(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 8 %4) #2 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca [4 x i32], align 4, addrspace(5)
  %13 = alloca %struct.mix_t, align 8, addrspace(5)
  %14 = alloca %struct.mix_t, align 8, addrspace(5)
  %15 = alloca <4 x float>, align 16, addrspace(5)
  %16 = alloca <4 x i8>, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca %struct.mix_t, align 8, addrspace(5)
  %19 = alloca <4 x float>, align 16, addrspace(5)
  %20 = alloca <4 x i8>, align 4, addrspace(5)
  %21 = addrspacecast ptr addrspace(5) %6 to ptr
  %22 = addrspacecast ptr addrspace(5) %7 to ptr
  %23 = addrspacecast ptr addrspace(5) %8 to ptr
  %24 = addrspacecast ptr addrspace(5) %9 to ptr
  %25 = addrspacecast ptr addrspace(5) %10 to ptr
  %26 = addrspacecast ptr addrspace(5) %15 to ptr
  %27 = addrspacecast ptr addrspace(5) %16 to ptr
  %28 = addrspacecast ptr addrspace(5) %19 to ptr
  %29 = addrspacecast ptr addrspace(5) %20 to ptr
  store ptr addrspace(1) %0, ptr %21, align 8
  store ptr addrspace(1) %1, ptr %22, align 8
  store ptr addrspace(1) %2, ptr %23, align 8
  store ptr addrspace(1) %3, ptr %24, align 8
  store ptr addrspace(1) %4, ptr %25, align 8
  %30 = call i64 @emu_global_id(i32 noundef 0) #8
  %31 = trunc i64 %30 to i32
  store i32 %31, ptr addrspace(5) %11, align 4
  %32 = load i32, ptr addrspace(5) %11, align 4
  store i32 %32, ptr addrspace(5) %12, align 4
  %33 = getelementptr inbounds i32, ptr addrspace(5) %12, i64 1
  %34 = load i32, ptr addrspace(5) %11, align 4
  %35 = mul nsw i32 %34, 2
  store i32 %35, ptr addrspace(5) %33, align 4
  %36 = getelementptr inbounds i32, ptr addrspace(5) %12, i64 2
  %37 = load i32, ptr addrspace(5) %11, align 4
  %38 = mul nsw i32 %37, 3
  store i32 %38, ptr addrspace(5) %36, align 4
  %39 = getelementptr inbounds i32, ptr addrspace(5) %12, i64 3
  %40 = load i32, ptr addrspace(5) %11, align 4
  %41 = mul nsw i32 %40, 4
  store i32 %41, ptr addrspace(5) %39, align 4
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 8 %13, i8 0, i64 16, i1 false)
  %42 = load ptr addrspace(1), ptr %23, align 8
  %43 = load i32, ptr addrspace(5) %11, align 4
  %44 = mul nsw i32 2, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(1) %42, i64 %45
  store i32 0, ptr addrspace(1) %46, align 4
  %47 = load ptr addrspace(1), ptr %21, align 8
  %48 = load i32, ptr addrspace(5) %11, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr addrspace(1) %47, i64 %49
  %51 = load i32, ptr addrspace(1) %50, align 4
  %52 = srem i32 %51, 3
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %120

54:                                               ; preds = %5
  %55 = load ptr addrspace(1), ptr %21, align 8
  %56 = load i32, ptr addrspace(5) %11, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 %57
  %59 = load i32, ptr addrspace(1) %58, align 4
  %60 = load i32, ptr addrspace(5) %11, align 4
  %61 = sitofp i32 %60 to float
  %62 = fmul float %61, 5.000000e-01
  %63 = load ptr addrspace(1), ptr %22, align 8
  %64 = load i32, ptr addrspace(5) %11, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr addrspace(1) %63, i64 %65
  %67 = load double, ptr addrspace(1) %66, align 8
  %68 = load ptr addrspace(1), ptr %23, align 8
  %69 = load i32, ptr addrspace(5) %11, align 4
  %70 = mul nsw i32 2, %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr addrspace(1) %68, i64 %71
  %73 = getelementptr inbounds [4 x i32], ptr addrspace(5) %12, i64 0, i64 0
  %74 = load i32, ptr addrspace(5) %11, align 4
  %75 = and i32 %74, 3
  %76 = getelementptr inbounds i32, ptr addrspace(5) %73, i32 %75
  %77 = load ptr addrspace(1), ptr %21, align 8
  %78 = load i32, ptr addrspace(5) %11, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr addrspace(1) %77, i64 %79
  %81 = load i32, ptr addrspace(1) %80, align 4
  %82 = sext i32 %81 to i64
  %83 = shl i64 %82, 33
  %84 = load i32, ptr addrspace(5) %11, align 4
  %85 = sub nsw i32 %84, 300
  %86 = trunc i32 %85 to i16
  %87 = load i32, ptr addrspace(5) %11, align 4
  %88 = mul nsw i32 %87, 7
  %89 = trunc i32 %88 to i8
  %90 = load i32, ptr addrspace(5) %11, align 4
  %91 = and i32 %90, 1
  %92 = icmp ne i32 %91, 0
  %93 = load i32, ptr addrspace(5) %11, align 4
  %94 = sitofp i32 %93 to float
  %95 = insertelement <4 x float> poison, float %94, i32 0
  %96 = insertelement <4 x float> %95, float 1.500000e+00, i32 1
  %97 = insertelement <4 x float> %96, float 2.000000e+00, i32 2
  %98 = insertelement <4 x float> %97, float 5.000000e-01, i32 3
  store <4 x float> %98, ptr %26, align 16
  %99 = load <4 x float>, ptr %26, align 16
  %100 = load i32, ptr addrspace(5) %11, align 4
  %101 = trunc i32 %100 to i8
  %102 = insertelement <4 x i8> poison, i8 %101, i32 0
  %103 = load i32, ptr addrspace(5) %11, align 4
  %104 = add nsw i32 %103, 1
  %105 = trunc i32 %104 to i8
  %106 = insertelement <4 x i8> %102, i8 %105, i32 1
  %107 = load i32, ptr addrspace(5) %11, align 4
  %108 = add nsw i32 %107, 2
  %109 = trunc i32 %108 to i8
  %110 = insertelement <4 x i8> %106, i8 %109, i32 2
  %111 = insertelement <4 x i8> %110, i8 -6, i32 3
  store <4 x i8> %111, ptr %27, align 4
  %112 = load <4 x i8>, ptr %27, align 4
  %113 = call %struct.mix_t @mix(i32 noundef %59, float noundef %62, double noundef %67, ptr addrspace(1) noundef %72, ptr addrspace(5) noundef %76, i64 noundef %83, i16 noundef signext %86, i8 noundef signext %89, i1 noundef zeroext %92, <4 x float> noundef %99, <4 x i8> noundef %112) #8
  %114 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %14, i32 0, i32 0
  %115 = extractvalue %struct.mix_t %113, 0
  store float %115, ptr addrspace(5) %114, align 8
  %116 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %14, i32 0, i32 1
  %117 = extractvalue %struct.mix_t %113, 1
  store i32 %117, ptr addrspace(5) %116, align 4
  %118 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %14, i32 0, i32 2
  %119 = extractvalue %struct.mix_t %113, 2
  store double %119, ptr addrspace(5) %118, align 8
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) align 8 %13, ptr addrspace(5) align 8 %14, i64 16, i1 false)
  br label %120

120:                                              ; preds = %54, %5
  store i32 0, ptr addrspace(5) %17, align 4
  br label %121

121:                                              ; preds = %191, %120
  %122 = load i32, ptr addrspace(5) %17, align 4
  %123 = load i32, ptr addrspace(5) %11, align 4
  %124 = and i32 %123, 3
  %125 = icmp slt i32 %122, %124
  br i1 %125, label %126, label %194

126:                                              ; preds = %121
  %127 = load i32, ptr addrspace(5) %17, align 4
  %128 = load i32, ptr addrspace(5) %17, align 4
  %129 = sitofp i32 %128 to double
  %130 = load ptr addrspace(1), ptr %23, align 8
  %131 = load i32, ptr addrspace(5) %11, align 4
  %132 = mul nsw i32 2, %131
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr addrspace(1) %130, i64 %133
  %135 = getelementptr inbounds i32, ptr addrspace(1) %134, i64 1
  %136 = getelementptr inbounds [4 x i32], ptr addrspace(5) %12, i64 0, i64 0
  %137 = load i32, ptr addrspace(5) %17, align 4
  %138 = getelementptr inbounds i32, ptr addrspace(5) %136, i32 %137
  %139 = load i32, ptr addrspace(5) %17, align 4
  %140 = sext i32 %139 to i64
  %141 = shl i64 %140, 34
  %142 = load i32, ptr addrspace(5) %17, align 4
  %143 = trunc i32 %142 to i16
  %144 = load i32, ptr addrspace(5) %17, align 4
  %145 = sub nsw i32 0, %144
  %146 = trunc i32 %145 to i8
  %147 = load i32, ptr addrspace(5) %17, align 4
  %148 = icmp eq i32 %147, 1
  %149 = load i32, ptr addrspace(5) %17, align 4
  %150 = sitofp i32 %149 to float
  %151 = insertelement <4 x float> poison, float %150, i32 0
  %152 = load i32, ptr addrspace(5) %17, align 4
  %153 = sitofp i32 %152 to float
  %154 = insertelement <4 x float> %151, float %153, i32 1
  %155 = load i32, ptr addrspace(5) %17, align 4
  %156 = sitofp i32 %155 to float
  %157 = insertelement <4 x float> %154, float %156, i32 2
  %158 = load i32, ptr addrspace(5) %17, align 4
  %159 = sitofp i32 %158 to float
  %160 = insertelement <4 x float> %157, float %159, i32 3
  store <4 x float> %160, ptr %28, align 16
  %161 = load <4 x float>, ptr %28, align 16
  %162 = load i32, ptr addrspace(5) %17, align 4
  %163 = trunc i32 %162 to i8
  %164 = insertelement <4 x i8> poison, i8 %163, i32 0
  %165 = insertelement <4 x i8> %164, i8 0, i32 1
  %166 = insertelement <4 x i8> %165, i8 0, i32 2
  %167 = insertelement <4 x i8> %166, i8 0, i32 3
  store <4 x i8> %167, ptr %29, align 4
  %168 = load <4 x i8>, ptr %29, align 4
  %169 = call %struct.mix_t @mix(i32 noundef %127, float noundef 1.000000e+00, double noundef %129, ptr addrspace(1) noundef %135, ptr addrspace(5) noundef %138, i64 noundef %141, i16 noundef signext %143, i8 noundef signext %146, i1 noundef zeroext %148, <4 x float> noundef %161, <4 x i8> noundef %168) #8
  %170 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %18, i32 0, i32 0
  %171 = extractvalue %struct.mix_t %169, 0
  store float %171, ptr addrspace(5) %170, align 8
  %172 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %18, i32 0, i32 1
  %173 = extractvalue %struct.mix_t %169, 1
  store i32 %173, ptr addrspace(5) %172, align 4
  %174 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %18, i32 0, i32 2
  %175 = extractvalue %struct.mix_t %169, 2
  store double %175, ptr addrspace(5) %174, align 8
  %176 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %18, i32 0, i32 1
  %177 = load i32, ptr addrspace(5) %176, align 4
  %178 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %13, i32 0, i32 1
  %179 = load i32, ptr addrspace(5) %178, align 4
  %180 = add nsw i32 %179, %177
  store i32 %180, ptr addrspace(5) %178, align 4
  %181 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %18, i32 0, i32 0
  %182 = load float, ptr addrspace(5) %181, align 8
  %183 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %13, i32 0, i32 0
  %184 = load float, ptr addrspace(5) %183, align 8
  %185 = fadd float %184, %182
  store float %185, ptr addrspace(5) %183, align 8
  %186 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %18, i32 0, i32 2
  %187 = load double, ptr addrspace(5) %186, align 8
  %188 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %13, i32 0, i32 2
  %189 = load double, ptr addrspace(5) %188, align 8
  %190 = fadd double %189, %187
  store double %190, ptr addrspace(5) %188, align 8
  br label %191

191:                                              ; preds = %126
  %192 = load i32, ptr addrspace(5) %17, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr addrspace(5) %17, align 4
  br label %121

194:                                              ; preds = %121
  %195 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %13, i32 0, i32 0
  %196 = load float, ptr addrspace(5) %195, align 8
  %197 = load ptr addrspace(1), ptr %24, align 8
  %198 = load i32, ptr addrspace(5) %11, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds float, ptr addrspace(1) %197, i64 %199
  store float %196, ptr addrspace(1) %200, align 4
  %201 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %13, i32 0, i32 2
  %202 = load double, ptr addrspace(5) %201, align 8
  %203 = load ptr addrspace(1), ptr %25, align 8
  %204 = load i32, ptr addrspace(5) %11, align 4
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds double, ptr addrspace(1) %203, i64 %205
  store double %202, ptr addrspace(1) %206, align 8
  %207 = getelementptr inbounds nuw %struct.mix_t, ptr addrspace(5) %13, i32 0, i32 1
  %208 = load i32, ptr addrspace(5) %207, align 4
  %209 = getelementptr inbounds [4 x i32], ptr addrspace(5) %12, i64 0, i64 0
  %210 = load i32, ptr addrspace(5) %209, align 4
  %211 = add nsw i32 %208, %210
  %212 = getelementptr inbounds [4 x i32], ptr addrspace(5) %12, i64 0, i64 1
  %213 = load i32, ptr addrspace(5) %212, align 4
  %214 = add nsw i32 %211, %213
  %215 = getelementptr inbounds [4 x i32], ptr addrspace(5) %12, i64 0, i64 2
  %216 = load i32, ptr addrspace(5) %215, align 4
  %217 = add nsw i32 %214, %216
  %218 = getelementptr inbounds [4 x i32], ptr addrspace(5) %12, i64 0, i64 3
  %219 = load i32, ptr addrspace(5) %218, align 4
  %220 = add nsw i32 %217, %219
  %221 = load ptr addrspace(1), ptr %23, align 8
  %222 = load i32, ptr addrspace(5) %11, align 4
  %223 = mul nsw i32 2, %222
  %224 = add nsw i32 %223, 1
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds i32, ptr addrspace(1) %221, i64 %225
  store i32 %220, ptr addrspace(1) %226, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden void @fill(ptr addrspace(5) noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr addrspace(5), align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca [8 x i32], align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(5) %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 0, ptr addrspace(5) %8, align 4
  br label %13

13:                                               ; preds = %27, %3
  %14 = load i32, ptr addrspace(5) %8, align 4
  %15 = icmp slt i32 %14, 8
  br i1 %15, label %16, label %30

16:                                               ; preds = %13
  %17 = load i32, ptr %12, align 4
  %18 = load i32, ptr addrspace(5) %8, align 4
  %19 = mul nsw i32 %17, %18
  %20 = load i32, ptr addrspace(5) %8, align 4
  %21 = load i32, ptr %11, align 4
  %22 = xor i32 %20, %21
  %23 = add nsw i32 %19, %22
  %24 = load i32, ptr addrspace(5) %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [8 x i32], ptr addrspace(5) %7, i64 0, i64 %25
  store i32 %23, ptr addrspace(5) %26, align 4
  br label %27

27:                                               ; preds = %16
  %28 = load i32, ptr addrspace(5) %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr addrspace(5) %8, align 4
  br label %13

30:                                               ; preds = %13
  store i32 0, ptr addrspace(5) %9, align 4
  br label %31

31:                                               ; preds = %48, %30
  %32 = load i32, ptr addrspace(5) %9, align 4
  %33 = load i32, ptr %11, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %51

35:                                               ; preds = %31
  %36 = load i32, ptr addrspace(5) %9, align 4
  %37 = mul nsw i32 %36, 3
  %38 = load i32, ptr %12, align 4
  %39 = add nsw i32 %37, %38
  %40 = and i32 %39, 7
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [8 x i32], ptr addrspace(5) %7, i64 0, i64 %41
  %43 = load i32, ptr addrspace(5) %42, align 4
  %44 = load ptr addrspace(5), ptr %10, align 4
  %45 = load i32, ptr addrspace(5) %9, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(5) %44, i64 %46
  store i32 %43, ptr addrspace(5) %47, align 4
  br label %48

48:                                               ; preds = %35
  %49 = load i32, ptr addrspace(5) %9, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr addrspace(5) %9, align 4
  br label %31

51:                                               ; preds = %31
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @lds_sum(ptr addrspace(3) noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca ptr addrspace(3), align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr addrspace(3) %0, ptr %11, align 4
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  store i32 0, ptr addrspace(5) %8, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  br label %14

14:                                               ; preds = %29, %3
  %15 = load i32, ptr addrspace(5) %9, align 4
  %16 = load i32, ptr %12, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %32

18:                                               ; preds = %14
  %19 = load ptr addrspace(3), ptr %11, align 4
  %20 = load i32, ptr %13, align 4
  %21 = load i32, ptr addrspace(5) %9, align 4
  %22 = add nsw i32 %20, %21
  %23 = and i32 %22, 63
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(3) %19, i64 %24
  %26 = load i32, ptr addrspace(3) %25, align 4
  %27 = load i32, ptr addrspace(5) %8, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr addrspace(5) %8, align 4
  br label %29

29:                                               ; preds = %18
  %30 = load i32, ptr addrspace(5) %9, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr addrspace(5) %9, align 4
  br label %14

32:                                               ; preds = %14
  %33 = load i32, ptr addrspace(5) %8, align 4
  ret i32 %33
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @calls_frames(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_calls_frames(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_calls_frames(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca [8 x i32], align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %3 to ptr
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  %14 = call i64 @emu_global_id(i32 noundef 0) #8
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %5, align 4
  %16 = call i32 @emu_local_id(i32 noundef 0) #8
  store i32 %16, ptr addrspace(5) %6, align 4
  %17 = load ptr addrspace(1), ptr %12, align 8
  %18 = load i32, ptr addrspace(5) %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4
  %22 = load i32, ptr addrspace(5) %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [64 x i32], ptr addrspace(3) @calls_frames.shared, i64 0, i64 %23
  store i32 %21, ptr addrspace(3) %24, align 4
  br label %25

25:                                               ; preds = %2
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %26

26:                                               ; preds = %25
  store i32 0, ptr addrspace(5) %8, align 4
  br label %27

27:                                               ; preds = %34, %26
  %28 = load i32, ptr addrspace(5) %8, align 4
  %29 = icmp slt i32 %28, 8
  br i1 %29, label %30, label %37

30:                                               ; preds = %27
  %31 = load i32, ptr addrspace(5) %8, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [8 x i32], ptr addrspace(5) %7, i64 0, i64 %32
  store i32 -1, ptr addrspace(5) %33, align 4
  br label %34

34:                                               ; preds = %30
  %35 = load i32, ptr addrspace(5) %8, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr addrspace(5) %8, align 4
  br label %27

37:                                               ; preds = %27
  %38 = load ptr addrspace(1), ptr %12, align 8
  %39 = load i32, ptr addrspace(5) %5, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %38, i64 %40
  %42 = load i32, ptr addrspace(1) %41, align 4
  %43 = and i32 %42, 7
  store i32 %43, ptr addrspace(5) %9, align 4
  %44 = load i32, ptr addrspace(5) %9, align 4
  %45 = icmp sgt i32 %44, 1
  br i1 %45, label %46, label %50

46:                                               ; preds = %37
  %47 = getelementptr inbounds [8 x i32], ptr addrspace(5) %7, i64 0, i64 0
  %48 = load i32, ptr addrspace(5) %9, align 4
  %49 = load i32, ptr addrspace(5) %5, align 4
  call void @fill(ptr addrspace(5) noundef %47, i32 noundef %48, i32 noundef %49) #8
  br label %50

50:                                               ; preds = %46, %37
  store i32 0, ptr addrspace(5) %10, align 4
  store i32 0, ptr addrspace(5) %11, align 4
  br label %51

51:                                               ; preds = %62, %50
  %52 = load i32, ptr addrspace(5) %11, align 4
  %53 = icmp slt i32 %52, 8
  br i1 %53, label %54, label %65

54:                                               ; preds = %51
  %55 = load i32, ptr addrspace(5) %10, align 4
  %56 = mul nsw i32 %55, 3
  %57 = load i32, ptr addrspace(5) %11, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [8 x i32], ptr addrspace(5) %7, i64 0, i64 %58
  %60 = load i32, ptr addrspace(5) %59, align 4
  %61 = add nsw i32 %56, %60
  store i32 %61, ptr addrspace(5) %10, align 4
  br label %62

62:                                               ; preds = %54
  %63 = load i32, ptr addrspace(5) %11, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr addrspace(5) %11, align 4
  br label %51

65:                                               ; preds = %51
  %66 = load i32, ptr addrspace(5) %10, align 4
  %67 = load ptr addrspace(1), ptr %13, align 8
  %68 = load i32, ptr addrspace(5) %5, align 4
  %69 = mul nsw i32 2, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr addrspace(1) %67, i64 %70
  store i32 %66, ptr addrspace(1) %71, align 4
  %72 = load i32, ptr addrspace(5) %9, align 4
  %73 = add nsw i32 %72, 1
  %74 = load i32, ptr addrspace(5) %6, align 4
  %75 = call i32 @lds_sum(ptr addrspace(3) noundef @calls_frames.shared, i32 noundef %73, i32 noundef %74) #8
  %76 = load ptr addrspace(1), ptr %13, align 8
  %77 = load i32, ptr addrspace(5) %5, align 4
  %78 = mul nsw i32 2, %77
  %79 = add nsw i32 %78, 1
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr addrspace(1) %76, i64 %80
  store i32 %75, ptr addrspace(1) %81, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @where(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = call i64 @emu_global_id(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = load i32, ptr %5, align 4
  %9 = mul nsw i32 %7, %8
  %10 = call i32 @emu_local_id(i32 noundef 1) #8
  %11 = mul nsw i32 %10, 7
  %12 = add nsw i32 %9, %11
  %13 = call i32 @emu_group_id(i32 noundef 1) #8
  %14 = mul nsw i32 1000, %13
  %15 = add nsw i32 %12, %14
  %16 = call i32 @emu_local_size(i32 noundef 0) #8
  %17 = mul nsw i32 %16, 3
  %18 = add nsw i32 %15, %17
  %19 = call i64 @emu_global_id(i32 noundef 1) #8
  %20 = trunc i64 %19 to i32
  %21 = mul nsw i32 %20, 100000
  %22 = add nsw i32 %18, %21
  ret i32 %22
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i64 @emu_global_id(i32 noundef %0) #0 {
  %2 = alloca i64, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = call i32 @emu_group_id(i32 noundef %6) #8
  %8 = zext i32 %7 to i64
  %9 = load i32, ptr %5, align 4
  %10 = call i32 @emu_enqueued_local_size(i32 noundef %9) #8
  %11 = zext i32 %10 to i64
  %12 = mul i64 %8, %11
  %13 = load i32, ptr %5, align 4
  %14 = call i32 @emu_local_id(i32 noundef %13) #8
  %15 = zext i32 %14 to i64
  %16 = add i64 %12, %15
  %17 = load i32, ptr %5, align 4
  %18 = call i64 @emu_global_offset(i32 noundef %17) #8
  %19 = add i64 %16, %18
  ret i64 %19
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @emu_local_id(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %25

10:                                               ; preds = %1
  %11 = load i32, ptr %5, align 4
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %13, label %15

13:                                               ; preds = %10
  %14 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %23

15:                                               ; preds = %10
  %16 = load i32, ptr %5, align 4
  %17 = icmp eq i32 %16, 2
  br i1 %17, label %18, label %20

18:                                               ; preds = %15
  %19 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %21

20:                                               ; preds = %15
  br label %21

21:                                               ; preds = %20, %18
  %22 = phi i32 [ %19, %18 ], [ 0, %20 ]
  br label %23

23:                                               ; preds = %21, %13
  %24 = phi i32 [ %14, %13 ], [ %22, %21 ]
  br label %25

25:                                               ; preds = %23, %8
  %26 = phi i32 [ %9, %8 ], [ %24, %23 ]
  ret i32 %26
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @emu_group_id(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %25

10:                                               ; preds = %1
  %11 = load i32, ptr %5, align 4
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %13, label %15

13:                                               ; preds = %10
  %14 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %23

15:                                               ; preds = %10
  %16 = load i32, ptr %5, align 4
  %17 = icmp eq i32 %16, 2
  br i1 %17, label %18, label %20

18:                                               ; preds = %15
  %19 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %21

20:                                               ; preds = %15
  br label %21

21:                                               ; preds = %20, %18
  %22 = phi i32 [ %19, %18 ], [ 0, %20 ]
  br label %23

23:                                               ; preds = %21, %13
  %24 = phi i32 [ %14, %13 ], [ %22, %21 ]
  br label %25

25:                                               ; preds = %23, %8
  %26 = phi i32 [ %9, %8 ], [ %24, %23 ]
  ret i32 %26
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @emu_local_size(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr addrspace(4), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = icmp uge i32 %7, 3
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store i32 1, ptr %5, align 4
  br label %39

10:                                               ; preds = %1
  %11 = call ptr addrspace(4) @emu_implicit() #8
  store ptr addrspace(4) %11, ptr addrspace(5) %4, align 8
  %12 = load i32, ptr %6, align 4
  %13 = call i32 @emu_group_id(i32 noundef %12) #8
  %14 = load ptr addrspace(4), ptr addrspace(5) %4, align 8
  %15 = getelementptr inbounds nuw %struct.implicit_args_v5, ptr addrspace(4) %14, i32 0, i32 0
  %16 = load i32, ptr %6, align 4
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds nuw [3 x i32], ptr addrspace(4) %15, i64 0, i64 %17
  %19 = load i32, ptr addrspace(4) %18, align 4
  %20 = icmp ult i32 %13, %19
  br i1 %20, label %21, label %29

21:                                               ; preds = %10
  %22 = load ptr addrspace(4), ptr addrspace(5) %4, align 8
  %23 = getelementptr inbounds nuw %struct.implicit_args_v5, ptr addrspace(4) %22, i32 0, i32 1
  %24 = load i32, ptr %6, align 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds nuw [3 x i16], ptr addrspace(4) %23, i64 0, i64 %25
  %27 = load i16, ptr addrspace(4) %26, align 2
  %28 = zext i16 %27 to i32
  br label %37

29:                                               ; preds = %10
  %30 = load ptr addrspace(4), ptr addrspace(5) %4, align 8
  %31 = getelementptr inbounds nuw %struct.implicit_args_v5, ptr addrspace(4) %30, i32 0, i32 2
  %32 = load i32, ptr %6, align 4
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds nuw [3 x i16], ptr addrspace(4) %31, i64 0, i64 %33
  %35 = load i16, ptr addrspace(4) %34, align 2
  %36 = zext i16 %35 to i32
  br label %37

37:                                               ; preds = %29, %21
  %38 = phi i32 [ %28, %21 ], [ %36, %29 ]
  store i32 %38, ptr %5, align 4
  br label %39

39:                                               ; preds = %37, %9
  %40 = load i32, ptr %5, align 4
  ret i32 %40
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @calls_builtins(ptr addrspace(1) noundef align 4 %0) #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %2 = alloca ptr addrspace(1), align 8, addrspace(5)
  %3 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr addrspace(1) %0, ptr %3, align 8
  %4 = load ptr addrspace(1), ptr %3, align 8
  call void @__clang_ocl_kern_imp_calls_builtins(ptr addrspace(1) noundef align 4 %4) #8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_calls_builtins(ptr addrspace(1) noundef align 4 %0) #2 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %2 = alloca ptr addrspace(1), align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr addrspace(1) %0, ptr %4, align 8
  %5 = call i64 @emu_global_id(i32 noundef 0) #8
  %6 = call i64 @emu_global_size(i32 noundef 0) #8
  %7 = call i64 @emu_global_id(i32 noundef 1) #8
  %8 = mul i64 %6, %7
  %9 = add i64 %5, %8
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr addrspace(5) %3, align 4
  %11 = call i32 @emu_local_id(i32 noundef 0) #8
  %12 = and i32 %11, 1
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %1
  %15 = call i32 @where(i32 noundef 3) #8
  br label %19

16:                                               ; preds = %1
  %17 = call i32 @where(i32 noundef 5) #8
  %18 = sub nsw i32 0, %17
  br label %19

19:                                               ; preds = %16, %14
  %20 = phi i32 [ %15, %14 ], [ %18, %16 ]
  %21 = load ptr addrspace(1), ptr %4, align 8
  %22 = load i32, ptr addrspace(5) %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %23
  store i32 %20, ptr addrspace(1) %24, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i64 @wide(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23, i32 noundef %24, i32 noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33, double noundef %34, i64 noundef %35) #0 {
  %37 = alloca i64, align 8, addrspace(5)
  %38 = alloca i32, align 4, addrspace(5)
  %39 = alloca i32, align 4, addrspace(5)
  %40 = alloca i32, align 4, addrspace(5)
  %41 = alloca i32, align 4, addrspace(5)
  %42 = alloca i32, align 4, addrspace(5)
  %43 = alloca i32, align 4, addrspace(5)
  %44 = alloca i32, align 4, addrspace(5)
  %45 = alloca i32, align 4, addrspace(5)
  %46 = alloca i32, align 4, addrspace(5)
  %47 = alloca i32, align 4, addrspace(5)
  %48 = alloca i32, align 4, addrspace(5)
  %49 = alloca i32, align 4, addrspace(5)
  %50 = alloca i32, align 4, addrspace(5)
  %51 = alloca i32, align 4, addrspace(5)
  %52 = alloca i32, align 4, addrspace(5)
  %53 = alloca i32, align 4, addrspace(5)
  %54 = alloca i32, align 4, addrspace(5)
  %55 = alloca i32, align 4, addrspace(5)
  %56 = alloca i32, align 4, addrspace(5)
  %57 = alloca i32, align 4, addrspace(5)
  %58 = alloca i32, align 4, addrspace(5)
  %59 = alloca i32, align 4, addrspace(5)
  %60 = alloca i32, align 4, addrspace(5)
  %61 = alloca i32, align 4, addrspace(5)
  %62 = alloca i32, align 4, addrspace(5)
  %63 = alloca i32, align 4, addrspace(5)
  %64 = alloca i32, align 4, addrspace(5)
  %65 = alloca i32, align 4, addrspace(5)
  %66 = alloca i32, align 4, addrspace(5)
  %67 = alloca i32, align 4, addrspace(5)
  %68 = alloca i32, align 4, addrspace(5)
  %69 = alloca i32, align 4, addrspace(5)
  %70 = alloca i32, align 4, addrspace(5)
  %71 = alloca i32, align 4, addrspace(5)
  %72 = alloca double, align 8, addrspace(5)
  %73 = alloca i64, align 8, addrspace(5)
  %74 = alloca i32, align 4, addrspace(5)
  %75 = addrspacecast ptr addrspace(5) %37 to ptr
  %76 = addrspacecast ptr addrspace(5) %38 to ptr
  %77 = addrspacecast ptr addrspace(5) %39 to ptr
  %78 = addrspacecast ptr addrspace(5) %40 to ptr
  %79 = addrspacecast ptr addrspace(5) %41 to ptr
  %80 = addrspacecast ptr addrspace(5) %42 to ptr
  %81 = addrspacecast ptr addrspace(5) %43 to ptr
  %82 = addrspacecast ptr addrspace(5) %44 to ptr
  %83 = addrspacecast ptr addrspace(5) %45 to ptr
  %84 = addrspacecast ptr addrspace(5) %46 to ptr
  %85 = addrspacecast ptr addrspace(5) %47 to ptr
  %86 = addrspacecast ptr addrspace(5) %48 to ptr
  %87 = addrspacecast ptr addrspace(5) %49 to ptr
  %88 = addrspacecast ptr addrspace(5) %50 to ptr
  %89 = addrspacecast ptr addrspace(5) %51 to ptr
  %90 = addrspacecast ptr addrspace(5) %52 to ptr
  %91 = addrspacecast ptr addrspace(5) %53 to ptr
  %92 = addrspacecast ptr addrspace(5) %54 to ptr
  %93 = addrspacecast ptr addrspace(5) %55 to ptr
  %94 = addrspacecast ptr addrspace(5) %56 to ptr
  %95 = addrspacecast ptr addrspace(5) %57 to ptr
  %96 = addrspacecast ptr addrspace(5) %58 to ptr
  %97 = addrspacecast ptr addrspace(5) %59 to ptr
  %98 = addrspacecast ptr addrspace(5) %60 to ptr
  %99 = addrspacecast ptr addrspace(5) %61 to ptr
  %100 = addrspacecast ptr addrspace(5) %62 to ptr
  %101 = addrspacecast ptr addrspace(5) %63 to ptr
  %102 = addrspacecast ptr addrspace(5) %64 to ptr
  %103 = addrspacecast ptr addrspace(5) %65 to ptr
  %104 = addrspacecast ptr addrspace(5) %66 to ptr
  %105 = addrspacecast ptr addrspace(5) %67 to ptr
  %106 = addrspacecast ptr addrspace(5) %68 to ptr
  %107 = addrspacecast ptr addrspace(5) %69 to ptr
  %108 = addrspacecast ptr addrspace(5) %70 to ptr
  %109 = addrspacecast ptr addrspace(5) %71 to ptr
  %110 = addrspacecast ptr addrspace(5) %72 to ptr
  %111 = addrspacecast ptr addrspace(5) %73 to ptr
  store i32 %0, ptr %76, align 4
  store i32 %1, ptr %77, align 4
  store i32 %2, ptr %78, align 4
  store i32 %3, ptr %79, align 4
  store i32 %4, ptr %80, align 4
  store i32 %5, ptr %81, align 4
  store i32 %6, ptr %82, align 4
  store i32 %7, ptr %83, align 4
  store i32 %8, ptr %84, align 4
  store i32 %9, ptr %85, align 4
  store i32 %10, ptr %86, align 4
  store i32 %11, ptr %87, align 4
  store i32 %12, ptr %88, align 4
  store i32 %13, ptr %89, align 4
  store i32 %14, ptr %90, align 4
  store i32 %15, ptr %91, align 4
  store i32 %16, ptr %92, align 4
  store i32 %17, ptr %93, align 4
  store i32 %18, ptr %94, align 4
  store i32 %19, ptr %95, align 4
  store i32 %20, ptr %96, align 4
  store i32 %21, ptr %97, align 4
  store i32 %22, ptr %98, align 4
  store i32 %23, ptr %99, align 4
  store i32 %24, ptr %100, align 4
  store i32 %25, ptr %101, align 4
  store i32 %26, ptr %102, align 4
  store i32 %27, ptr %103, align 4
  store i32 %28, ptr %104, align 4
  store i32 %29, ptr %105, align 4
  store i32 %30, ptr %106, align 4
  store i32 %31, ptr %107, align 4
  store i32 %32, ptr %108, align 4
  store i32 %33, ptr %109, align 4
  store double %34, ptr %110, align 8
  store i64 %35, ptr %111, align 8
  store i32 0, ptr addrspace(5) %74, align 4
  %112 = load i32, ptr %76, align 4
  %113 = mul nsw i32 %112, 1
  %114 = load i32, ptr addrspace(5) %74, align 4
  %115 = add nsw i32 %114, %113
  store i32 %115, ptr addrspace(5) %74, align 4
  %116 = load i32, ptr %77, align 4
  %117 = mul nsw i32 %116, 2
  %118 = load i32, ptr addrspace(5) %74, align 4
  %119 = add nsw i32 %118, %117
  store i32 %119, ptr addrspace(5) %74, align 4
  %120 = load i32, ptr %78, align 4
  %121 = mul nsw i32 %120, 3
  %122 = load i32, ptr addrspace(5) %74, align 4
  %123 = add nsw i32 %122, %121
  store i32 %123, ptr addrspace(5) %74, align 4
  %124 = load i32, ptr %79, align 4
  %125 = mul nsw i32 %124, 4
  %126 = load i32, ptr addrspace(5) %74, align 4
  %127 = add nsw i32 %126, %125
  store i32 %127, ptr addrspace(5) %74, align 4
  %128 = load i32, ptr %80, align 4
  %129 = mul nsw i32 %128, 5
  %130 = load i32, ptr addrspace(5) %74, align 4
  %131 = add nsw i32 %130, %129
  store i32 %131, ptr addrspace(5) %74, align 4
  %132 = load i32, ptr %81, align 4
  %133 = mul nsw i32 %132, 6
  %134 = load i32, ptr addrspace(5) %74, align 4
  %135 = add nsw i32 %134, %133
  store i32 %135, ptr addrspace(5) %74, align 4
  %136 = load i32, ptr %82, align 4
  %137 = mul nsw i32 %136, 7
  %138 = load i32, ptr addrspace(5) %74, align 4
  %139 = add nsw i32 %138, %137
  store i32 %139, ptr addrspace(5) %74, align 4
  %140 = load i32, ptr %83, align 4
  %141 = mul nsw i32 %140, 8
  %142 = load i32, ptr addrspace(5) %74, align 4
  %143 = add nsw i32 %142, %141
  store i32 %143, ptr addrspace(5) %74, align 4
  %144 = load i32, ptr %84, align 4
  %145 = mul nsw i32 %144, 9
  %146 = load i32, ptr addrspace(5) %74, align 4
  %147 = add nsw i32 %146, %145
  store i32 %147, ptr addrspace(5) %74, align 4
  %148 = load i32, ptr %85, align 4
  %149 = mul nsw i32 %148, 10
  %150 = load i32, ptr addrspace(5) %74, align 4
  %151 = add nsw i32 %150, %149
  store i32 %151, ptr addrspace(5) %74, align 4
  %152 = load i32, ptr %86, align 4
  %153 = mul nsw i32 %152, 11
  %154 = load i32, ptr addrspace(5) %74, align 4
  %155 = add nsw i32 %154, %153
  store i32 %155, ptr addrspace(5) %74, align 4
  %156 = load i32, ptr %87, align 4
  %157 = mul nsw i32 %156, 12
  %158 = load i32, ptr addrspace(5) %74, align 4
  %159 = add nsw i32 %158, %157
  store i32 %159, ptr addrspace(5) %74, align 4
  %160 = load i32, ptr %88, align 4
  %161 = mul nsw i32 %160, 13
  %162 = load i32, ptr addrspace(5) %74, align 4
  %163 = add nsw i32 %162, %161
  store i32 %163, ptr addrspace(5) %74, align 4
  %164 = load i32, ptr %89, align 4
  %165 = mul nsw i32 %164, 14
  %166 = load i32, ptr addrspace(5) %74, align 4
  %167 = add nsw i32 %166, %165
  store i32 %167, ptr addrspace(5) %74, align 4
  %168 = load i32, ptr %90, align 4
  %169 = mul nsw i32 %168, 15
  %170 = load i32, ptr addrspace(5) %74, align 4
  %171 = add nsw i32 %170, %169
  store i32 %171, ptr addrspace(5) %74, align 4
  %172 = load i32, ptr %91, align 4
  %173 = mul nsw i32 %172, 16
  %174 = load i32, ptr addrspace(5) %74, align 4
  %175 = add nsw i32 %174, %173
  store i32 %175, ptr addrspace(5) %74, align 4
  %176 = load i32, ptr %92, align 4
  %177 = mul nsw i32 %176, 17
  %178 = load i32, ptr addrspace(5) %74, align 4
  %179 = add nsw i32 %178, %177
  store i32 %179, ptr addrspace(5) %74, align 4
  %180 = load i32, ptr %93, align 4
  %181 = mul nsw i32 %180, 18
  %182 = load i32, ptr addrspace(5) %74, align 4
  %183 = add nsw i32 %182, %181
  store i32 %183, ptr addrspace(5) %74, align 4
  %184 = load i32, ptr %94, align 4
  %185 = mul nsw i32 %184, 19
  %186 = load i32, ptr addrspace(5) %74, align 4
  %187 = add nsw i32 %186, %185
  store i32 %187, ptr addrspace(5) %74, align 4
  %188 = load i32, ptr %95, align 4
  %189 = mul nsw i32 %188, 20
  %190 = load i32, ptr addrspace(5) %74, align 4
  %191 = add nsw i32 %190, %189
  store i32 %191, ptr addrspace(5) %74, align 4
  %192 = load i32, ptr %96, align 4
  %193 = mul nsw i32 %192, 21
  %194 = load i32, ptr addrspace(5) %74, align 4
  %195 = add nsw i32 %194, %193
  store i32 %195, ptr addrspace(5) %74, align 4
  %196 = load i32, ptr %97, align 4
  %197 = mul nsw i32 %196, 22
  %198 = load i32, ptr addrspace(5) %74, align 4
  %199 = add nsw i32 %198, %197
  store i32 %199, ptr addrspace(5) %74, align 4
  %200 = load i32, ptr %98, align 4
  %201 = mul nsw i32 %200, 23
  %202 = load i32, ptr addrspace(5) %74, align 4
  %203 = add nsw i32 %202, %201
  store i32 %203, ptr addrspace(5) %74, align 4
  %204 = load i32, ptr %99, align 4
  %205 = mul nsw i32 %204, 24
  %206 = load i32, ptr addrspace(5) %74, align 4
  %207 = add nsw i32 %206, %205
  store i32 %207, ptr addrspace(5) %74, align 4
  %208 = load i32, ptr %100, align 4
  %209 = mul nsw i32 %208, 25
  %210 = load i32, ptr addrspace(5) %74, align 4
  %211 = add nsw i32 %210, %209
  store i32 %211, ptr addrspace(5) %74, align 4
  %212 = load i32, ptr %101, align 4
  %213 = mul nsw i32 %212, 26
  %214 = load i32, ptr addrspace(5) %74, align 4
  %215 = add nsw i32 %214, %213
  store i32 %215, ptr addrspace(5) %74, align 4
  %216 = load i32, ptr %102, align 4
  %217 = mul nsw i32 %216, 27
  %218 = load i32, ptr addrspace(5) %74, align 4
  %219 = add nsw i32 %218, %217
  store i32 %219, ptr addrspace(5) %74, align 4
  %220 = load i32, ptr %103, align 4
  %221 = mul nsw i32 %220, 28
  %222 = load i32, ptr addrspace(5) %74, align 4
  %223 = add nsw i32 %222, %221
  store i32 %223, ptr addrspace(5) %74, align 4
  %224 = load i32, ptr %104, align 4
  %225 = mul nsw i32 %224, 29
  %226 = load i32, ptr addrspace(5) %74, align 4
  %227 = add nsw i32 %226, %225
  store i32 %227, ptr addrspace(5) %74, align 4
  %228 = load i32, ptr %105, align 4
  %229 = mul nsw i32 %228, 30
  %230 = load i32, ptr addrspace(5) %74, align 4
  %231 = add nsw i32 %230, %229
  store i32 %231, ptr addrspace(5) %74, align 4
  %232 = load i32, ptr %106, align 4
  %233 = mul nsw i32 %232, 31
  %234 = load i32, ptr addrspace(5) %74, align 4
  %235 = add nsw i32 %234, %233
  store i32 %235, ptr addrspace(5) %74, align 4
  %236 = load i32, ptr %107, align 4
  %237 = mul nsw i32 %236, 32
  %238 = load i32, ptr addrspace(5) %74, align 4
  %239 = add nsw i32 %238, %237
  store i32 %239, ptr addrspace(5) %74, align 4
  %240 = load i32, ptr %108, align 4
  %241 = mul nsw i32 %240, 33
  %242 = load i32, ptr addrspace(5) %74, align 4
  %243 = add nsw i32 %242, %241
  store i32 %243, ptr addrspace(5) %74, align 4
  %244 = load i32, ptr %109, align 4
  %245 = mul nsw i32 %244, 34
  %246 = load i32, ptr addrspace(5) %74, align 4
  %247 = add nsw i32 %246, %245
  store i32 %247, ptr addrspace(5) %74, align 4
  %248 = load i32, ptr addrspace(5) %74, align 4
  %249 = sext i32 %248 to i64
  %250 = mul nsw i64 %249, 3
  %251 = load double, ptr %110, align 8
  %252 = fmul double %251, 4.000000e+00
  %253 = fptosi double %252 to i64
  %254 = add nsw i64 %250, %253
  %255 = load i64, ptr %111, align 8
  %256 = add nsw i64 %254, %255
  ret i64 %256
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @calls_wide(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 8 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_calls_wide(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 8 %8) #8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_calls_wide(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 8 %1) #2 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  %10 = call i64 @emu_global_id(i32 noundef 0) #8
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %5, align 4
  %12 = load ptr addrspace(1), ptr %8, align 8
  %13 = load i32, ptr addrspace(5) %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  store i32 %16, ptr addrspace(5) %6, align 4
  store i64 -1, ptr addrspace(5) %7, align 8
  %17 = load i32, ptr addrspace(5) %6, align 4
  %18 = and i32 %17, 1
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %96

20:                                               ; preds = %2
  %21 = load i32, ptr addrspace(5) %6, align 4
  %22 = add nsw i32 %21, 0
  %23 = load i32, ptr addrspace(5) %6, align 4
  %24 = add nsw i32 %23, 1
  %25 = load i32, ptr addrspace(5) %6, align 4
  %26 = add nsw i32 %25, 4
  %27 = load i32, ptr addrspace(5) %6, align 4
  %28 = add nsw i32 %27, 9
  %29 = load i32, ptr addrspace(5) %6, align 4
  %30 = add nsw i32 %29, 16
  %31 = load i32, ptr addrspace(5) %6, align 4
  %32 = add nsw i32 %31, 25
  %33 = load i32, ptr addrspace(5) %6, align 4
  %34 = add nsw i32 %33, 36
  %35 = load i32, ptr addrspace(5) %6, align 4
  %36 = add nsw i32 %35, 49
  %37 = load i32, ptr addrspace(5) %6, align 4
  %38 = add nsw i32 %37, 64
  %39 = load i32, ptr addrspace(5) %6, align 4
  %40 = add nsw i32 %39, 81
  %41 = load i32, ptr addrspace(5) %6, align 4
  %42 = add nsw i32 %41, 100
  %43 = load i32, ptr addrspace(5) %6, align 4
  %44 = add nsw i32 %43, 121
  %45 = load i32, ptr addrspace(5) %6, align 4
  %46 = add nsw i32 %45, 144
  %47 = load i32, ptr addrspace(5) %6, align 4
  %48 = add nsw i32 %47, 169
  %49 = load i32, ptr addrspace(5) %6, align 4
  %50 = add nsw i32 %49, 196
  %51 = load i32, ptr addrspace(5) %6, align 4
  %52 = add nsw i32 %51, 225
  %53 = load i32, ptr addrspace(5) %6, align 4
  %54 = add nsw i32 %53, 256
  %55 = load i32, ptr addrspace(5) %6, align 4
  %56 = add nsw i32 %55, 289
  %57 = load i32, ptr addrspace(5) %6, align 4
  %58 = add nsw i32 %57, 324
  %59 = load i32, ptr addrspace(5) %6, align 4
  %60 = add nsw i32 %59, 361
  %61 = load i32, ptr addrspace(5) %6, align 4
  %62 = add nsw i32 %61, 400
  %63 = load i32, ptr addrspace(5) %6, align 4
  %64 = add nsw i32 %63, 441
  %65 = load i32, ptr addrspace(5) %6, align 4
  %66 = add nsw i32 %65, 484
  %67 = load i32, ptr addrspace(5) %6, align 4
  %68 = add nsw i32 %67, 529
  %69 = load i32, ptr addrspace(5) %6, align 4
  %70 = add nsw i32 %69, 576
  %71 = load i32, ptr addrspace(5) %6, align 4
  %72 = add nsw i32 %71, 625
  %73 = load i32, ptr addrspace(5) %6, align 4
  %74 = add nsw i32 %73, 676
  %75 = load i32, ptr addrspace(5) %6, align 4
  %76 = add nsw i32 %75, 729
  %77 = load i32, ptr addrspace(5) %6, align 4
  %78 = add nsw i32 %77, 784
  %79 = load i32, ptr addrspace(5) %6, align 4
  %80 = add nsw i32 %79, 841
  %81 = load i32, ptr addrspace(5) %6, align 4
  %82 = add nsw i32 %81, 900
  %83 = load i32, ptr addrspace(5) %6, align 4
  %84 = add nsw i32 %83, 961
  %85 = load i32, ptr addrspace(5) %6, align 4
  %86 = add nsw i32 %85, 1024
  %87 = load i32, ptr addrspace(5) %6, align 4
  %88 = add nsw i32 %87, 1089
  %89 = load i32, ptr addrspace(5) %5, align 4
  %90 = sitofp i32 %89 to double
  %91 = fmul double %90, 2.500000e-01
  %92 = load i32, ptr addrspace(5) %6, align 4
  %93 = sext i32 %92 to i64
  %94 = shl i64 %93, 36
  %95 = call i64 @wide(i32 noundef %22, i32 noundef %24, i32 noundef %26, i32 noundef %28, i32 noundef %30, i32 noundef %32, i32 noundef %34, i32 noundef %36, i32 noundef %38, i32 noundef %40, i32 noundef %42, i32 noundef %44, i32 noundef %46, i32 noundef %48, i32 noundef %50, i32 noundef %52, i32 noundef %54, i32 noundef %56, i32 noundef %58, i32 noundef %60, i32 noundef %62, i32 noundef %64, i32 noundef %66, i32 noundef %68, i32 noundef %70, i32 noundef %72, i32 noundef %74, i32 noundef %76, i32 noundef %78, i32 noundef %80, i32 noundef %82, i32 noundef %84, i32 noundef %86, i32 noundef %88, double noundef %91, i64 noundef %94) #8
  store i64 %95, ptr addrspace(5) %7, align 8
  br label %96

96:                                               ; preds = %20, %2
  %97 = load i64, ptr addrspace(5) %7, align 8
  %98 = load ptr addrspace(1), ptr %9, align 8
  %99 = load i32, ptr addrspace(5) %5, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i64, ptr addrspace(1) %98, i64 %100
  store i64 %97, ptr addrspace(1) %101, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noalias writeonly captures(none), ptr addrspace(5) noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @emu_enqueued_local_size(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp ult i32 %6, 3
  br i1 %7, label %8, label %16

8:                                                ; preds = %1
  %9 = call ptr addrspace(4) @emu_implicit() #8
  %10 = getelementptr inbounds nuw %struct.implicit_args_v5, ptr addrspace(4) %9, i32 0, i32 1
  %11 = load i32, ptr %5, align 4
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw [3 x i16], ptr addrspace(4) %10, i64 0, i64 %12
  %14 = load i16, ptr addrspace(4) %13, align 2
  %15 = zext i16 %14 to i32
  br label %17

16:                                               ; preds = %1
  br label %17

17:                                               ; preds = %16, %8
  %18 = phi i32 [ %15, %8 ], [ 1, %16 ]
  ret i32 %18
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i64 @emu_global_offset(i32 noundef %0) #0 {
  %2 = alloca i64, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp ult i32 %6, 3
  br i1 %7, label %8, label %15

8:                                                ; preds = %1
  %9 = call ptr addrspace(4) @emu_implicit() #8
  %10 = getelementptr inbounds nuw %struct.implicit_args_v5, ptr addrspace(4) %9, i32 0, i32 4
  %11 = load i32, ptr %5, align 4
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw [3 x i64], ptr addrspace(4) %10, i64 0, i64 %12
  %14 = load i64, ptr addrspace(4) %13, align 8
  br label %16

15:                                               ; preds = %1
  br label %16

16:                                               ; preds = %15, %8
  %17 = phi i64 [ %14, %8 ], [ 0, %15 ]
  ret i64 %17
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal ptr addrspace(4) @emu_implicit() #0 {
  %1 = alloca ptr addrspace(4), align 8, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  ret ptr addrspace(4) %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #7

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i64 @emu_global_size(i32 noundef %0) #0 {
  %2 = alloca i64, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %10 = getelementptr i8, ptr addrspace(4) %9, i32 12
  %11 = load i32, ptr addrspace(4) %10, align 4, !range !23, !invariant.load !24
  br label %31

12:                                               ; preds = %1
  %13 = load i32, ptr %5, align 4
  %14 = icmp eq i32 %13, 1
  br i1 %14, label %15, label %19

15:                                               ; preds = %12
  %16 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %17 = getelementptr i8, ptr addrspace(4) %16, i32 16
  %18 = load i32, ptr addrspace(4) %17, align 4, !range !23, !invariant.load !24
  br label %29

19:                                               ; preds = %12
  %20 = load i32, ptr %5, align 4
  %21 = icmp eq i32 %20, 2
  br i1 %21, label %22, label %26

22:                                               ; preds = %19
  %23 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %24 = getelementptr i8, ptr addrspace(4) %23, i32 20
  %25 = load i32, ptr addrspace(4) %24, align 4, !range !23, !invariant.load !24
  br label %27

26:                                               ; preds = %19
  br label %27

27:                                               ; preds = %26, %22
  %28 = phi i32 [ %25, %22 ], [ 1, %26 ]
  br label %29

29:                                               ; preds = %27, %15
  %30 = phi i32 [ %18, %15 ], [ %28, %27 ]
  br label %31

31:                                               ; preds = %29, %8
  %32 = phi i32 [ %11, %8 ], [ %30, %29 ]
  %33 = zext i32 %32 to i64
  ret i64 %33
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #7

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nofree nounwind willreturn }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{i32 1, i32 1}
!7 = !{!"none", !"none"}
!8 = !{!"int*", !"int*"}
!9 = !{!"const", !""}
!10 = !{i32 1, i32 1, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"node_t*", !"int*", !"int*", !"int"}
!13 = !{!"const", !"const", !"", !""}
!14 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!15 = !{!"none", !"none", !"none", !"none", !"none"}
!16 = !{!"int*", !"double*", !"int*", !"float*", !"double*"}
!17 = !{!"const", !"const", !"", !"", !""}
!18 = !{i32 1}
!19 = !{!"none"}
!20 = !{!"int*"}
!21 = !{!""}
!22 = !{!"int*", !"long*"}
!23 = !{i32 1, i32 0}
!24 = !{}
