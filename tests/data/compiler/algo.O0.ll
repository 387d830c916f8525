; ModuleID = '/work/main/tests/data/emu/src/algo.cl'
source_filename = "/work/main/tests/data/emu/src/algo.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.implicit_args_v5 = type { [3 x i32], [3 x i16], [3 x i16], [2 x i64], [3 x i64], i16 }

@scan_groups.buf = internal addrspace(3) global [2 x [256 x i32]] undef, align 4
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @scan_groups(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_scan_groups(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_scan_groups(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %3 to ptr
  %11 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  %12 = call i32 @emu_local_id(i32 noundef 0) #6
  store i32 %12, ptr addrspace(5) %5, align 4
  %13 = call i32 @emu_local_size(i32 noundef 0) #6
  store i32 %13, ptr addrspace(5) %6, align 4
  store i32 0, ptr addrspace(5) %7, align 4
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = call i64 @emu_global_id(i32 noundef 0) #6
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %14, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4
  %18 = load i32, ptr addrspace(5) %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [256 x i32], ptr addrspace(3) @scan_groups.buf, i64 0, i64 %19
  store i32 %17, ptr addrspace(3) %20, align 4
  br label %21

21:                                               ; preds = %2
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %22

22:                                               ; preds = %21
  store i32 1, ptr addrspace(5) %8, align 4
  br label %23

23:                                               ; preds = %63, %22
  %24 = load i32, ptr addrspace(5) %8, align 4
  %25 = load i32, ptr addrspace(5) %6, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %66

27:                                               ; preds = %23
  %28 = load i32, ptr addrspace(5) %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [2 x [256 x i32]], ptr addrspace(3) @scan_groups.buf, i64 0, i64 %29
  %31 = load i32, ptr addrspace(5) %5, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [256 x i32], ptr addrspace(3) %30, i64 0, i64 %32
  %34 = load i32, ptr addrspace(3) %33, align 4
  store i32 %34, ptr addrspace(5) %9, align 4
  %35 = load i32, ptr addrspace(5) %5, align 4
  %36 = load i32, ptr addrspace(5) %8, align 4
  %37 = icmp sge i32 %35, %36
  br i1 %37, label %38, label %50

38:                                               ; preds = %27
  %39 = load i32, ptr addrspace(5) %7, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [2 x [256 x i32]], ptr addrspace(3) @scan_groups.buf, i64 0, i64 %40
  %42 = load i32, ptr addrspace(5) %5, align 4
  %43 = load i32, ptr addrspace(5) %8, align 4
  %44 = sub nsw i32 %42, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [256 x i32], ptr addrspace(3) %41, i64 0, i64 %45
  %47 = load i32, ptr addrspace(3) %46, align 4
  %48 = load i32, ptr addrspace(5) %9, align 4
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr addrspace(5) %9, align 4
  br label %50

50:                                               ; preds = %38, %27
  %51 = load i32, ptr addrspace(5) %9, align 4
  %52 = load i32, ptr addrspace(5) %7, align 4
  %53 = sub nsw i32 1, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [2 x [256 x i32]], ptr addrspace(3) @scan_groups.buf, i64 0, i64 %54
  %56 = load i32, ptr addrspace(5) %5, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [256 x i32], ptr addrspace(3) %55, i64 0, i64 %57
  store i32 %51, ptr addrspace(3) %58, align 4
  %59 = load i32, ptr addrspace(5) %7, align 4
  %60 = sub nsw i32 1, %59
  store i32 %60, ptr addrspace(5) %7, align 4
  br label %61

61:                                               ; preds = %50
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %62

62:                                               ; preds = %61
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr addrspace(5) %8, align 4
  %65 = shl i32 %64, 1
  store i32 %65, ptr addrspace(5) %8, align 4
  br label %23

66:                                               ; preds = %23
  %67 = load i32, ptr addrspace(5) %7, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [2 x [256 x i32]], ptr addrspace(3) @scan_groups.buf, i64 0, i64 %68
  %70 = load i32, ptr addrspace(5) %5, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [256 x i32], ptr addrspace(3) %69, i64 0, i64 %71
  %73 = load i32, ptr addrspace(3) %72, align 4
  %74 = load ptr addrspace(1), ptr %11, align 8
  %75 = call i64 @emu_global_id(i32 noundef 0) #6
  %76 = getelementptr inbounds nuw i32, ptr addrspace(1) %74, i64 %75
  store i32 %73, ptr addrspace(1) %76, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @stencil1d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  %10 = load ptr addrspace(1), ptr %7, align 8
  %11 = load ptr addrspace(1), ptr %8, align 8
  %12 = load i32, ptr %9, align 4
  call void @__clang_ocl_kern_imp_stencil1d(ptr addrspace(1) noundef align 4 %10, ptr addrspace(1) noundef align 4 %11, i32 noundef %12) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_stencil1d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca float, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  store i32 %2, ptr %12, align 4
  %13 = call i64 @emu_global_id(i32 noundef 0) #6
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr addrspace(5) %7, align 4
  %15 = load i32, ptr addrspace(5) %7, align 4
  %16 = load i32, ptr %12, align 4
  %17 = icmp sge i32 %15, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %3
  br label %60

19:                                               ; preds = %3
  %20 = load i32, ptr addrspace(5) %7, align 4
  %21 = icmp sgt i32 %20, 0
  br i1 %21, label %22, label %29

22:                                               ; preds = %19
  %23 = load ptr addrspace(1), ptr %10, align 8
  %24 = load i32, ptr addrspace(5) %7, align 4
  %25 = sub nsw i32 %24, 1
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %23, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4
  br label %30

29:                                               ; preds = %19
  br label %30

30:                                               ; preds = %29, %22
  %31 = phi float [ %28, %22 ], [ 0.000000e+00, %29 ]
  store float %31, ptr addrspace(5) %8, align 4
  %32 = load i32, ptr addrspace(5) %7, align 4
  %33 = load i32, ptr %12, align 4
  %34 = sub nsw i32 %33, 1
  %35 = icmp slt i32 %32, %34
  br i1 %35, label %36, label %43

36:                                               ; preds = %30
  %37 = load ptr addrspace(1), ptr %10, align 8
  %38 = load i32, ptr addrspace(5) %7, align 4
  %39 = add nsw i32 %38, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4
  br label %44

43:                                               ; preds = %30
  br label %44

44:                                               ; preds = %43, %36
  %45 = phi float [ %42, %36 ], [ 0.000000e+00, %43 ]
  store float %45, ptr addrspace(5) %9, align 4
  %46 = load float, ptr addrspace(5) %8, align 4
  %47 = load ptr addrspace(1), ptr %10, align 8
  %48 = load i32, ptr addrspace(5) %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspace(1) %47, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4
  %52 = fmul float 5.000000e-01, %51
  %53 = call float @llvm.fmuladd.f32(float 2.500000e-01, float %46, float %52)
  %54 = load float, ptr addrspace(5) %9, align 4
  %55 = call float @llvm.fmuladd.f32(float 2.500000e-01, float %54, float %53)
  %56 = load ptr addrspace(1), ptr %11, align 8
  %57 = load i32, ptr addrspace(5) %7, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %56, i64 %58
  store float %55, ptr addrspace(1) %59, align 4
  br label %60

60:                                               ; preds = %44, %18
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @stencil2d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store i32 %2, ptr %11, align 4
  store i32 %3, ptr %12, align 4
  %13 = load ptr addrspace(1), ptr %9, align 8
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %12, align 4
  call void @__clang_ocl_kern_imp_stencil2d(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, i32 noundef %15, i32 noundef %16) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_stencil2d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  store i32 %2, ptr %13, align 4
  store i32 %3, ptr %14, align 4
  %15 = call i64 @emu_global_id(i32 noundef 0) #6
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr addrspace(5) %9, align 4
  %17 = call i64 @emu_global_id(i32 noundef 1) #6
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr addrspace(5) %10, align 4
  %19 = load i32, ptr addrspace(5) %9, align 4
  %20 = load i32, ptr %13, align 4
  %21 = icmp sge i32 %19, %20
  br i1 %21, label %26, label %22

22:                                               ; preds = %4
  %23 = load i32, ptr addrspace(5) %10, align 4
  %24 = load i32, ptr %14, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %22, %4
  br label %124

27:                                               ; preds = %22
  %28 = load i32, ptr addrspace(5) %9, align 4
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %43, label %30

30:                                               ; preds = %27
  %31 = load i32, ptr addrspace(5) %10, align 4
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %43, label %33

33:                                               ; preds = %30
  %34 = load i32, ptr addrspace(5) %9, align 4
  %35 = load i32, ptr %13, align 4
  %36 = sub nsw i32 %35, 1
  %37 = icmp eq i32 %34, %36
  br i1 %37, label %43, label %38

38:                                               ; preds = %33
  %39 = load i32, ptr addrspace(5) %10, align 4
  %40 = load i32, ptr %14, align 4
  %41 = sub nsw i32 %40, 1
  %42 = icmp eq i32 %39, %41
  br i1 %42, label %43, label %61

43:                                               ; preds = %38, %33, %30, %27
  %44 = load ptr addrspace(1), ptr %11, align 8
  %45 = load i32, ptr addrspace(5) %10, align 4
  %46 = load i32, ptr %13, align 4
  %47 = mul nsw i32 %45, %46
  %48 = load i32, ptr addrspace(5) %9, align 4
  %49 = add nsw i32 %47, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %44, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = load ptr addrspace(1), ptr %12, align 8
  %54 = load i32, ptr addrspace(5) %10, align 4
  %55 = load i32, ptr %13, align 4
  %56 = mul nsw i32 %54, %55
  %57 = load i32, ptr addrspace(5) %9, align 4
  %58 = add nsw i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(1) %53, i64 %59
  store float %52, ptr addrspace(1) %60, align 4
  br label %124

61:                                               ; preds = %38
  %62 = load ptr addrspace(1), ptr %11, align 8
  %63 = load i32, ptr addrspace(5) %10, align 4
  %64 = load i32, ptr %13, align 4
  %65 = mul nsw i32 %63, %64
  %66 = load i32, ptr addrspace(5) %9, align 4
  %67 = add nsw i32 %65, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %62, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4
  %71 = load ptr addrspace(1), ptr %11, align 8
  %72 = load i32, ptr addrspace(5) %10, align 4
  %73 = load i32, ptr %13, align 4
  %74 = mul nsw i32 %72, %73
  %75 = load i32, ptr addrspace(5) %9, align 4
  %76 = add nsw i32 %74, %75
  %77 = sub nsw i32 %76, 1
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %71, i64 %78
  %80 = load float, ptr addrspace(1) %79, align 4
  %81 = fneg float %80
  %82 = call float @llvm.fmuladd.f32(float %70, float 4.000000e+00, float %81)
  %83 = load ptr addrspace(1), ptr %11, align 8
  %84 = load i32, ptr addrspace(5) %10, align 4
  %85 = load i32, ptr %13, align 4
  %86 = mul nsw i32 %84, %85
  %87 = load i32, ptr addrspace(5) %9, align 4
  %88 = add nsw i32 %86, %87
  %89 = add nsw i32 %88, 1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(1) %83, i64 %90
  %92 = load float, ptr addrspace(1) %91, align 4
  %93 = fsub float %82, %92
  %94 = load ptr addrspace(1), ptr %11, align 8
  %95 = load i32, ptr addrspace(5) %10, align 4
  %96 = sub nsw i32 %95, 1
  %97 = load i32, ptr %13, align 4
  %98 = mul nsw i32 %96, %97
  %99 = load i32, ptr addrspace(5) %9, align 4
  %100 = add nsw i32 %98, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspace(1) %94, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4
  %104 = fsub float %93, %103
  %105 = load ptr addrspace(1), ptr %11, align 8
  %106 = load i32, ptr addrspace(5) %10, align 4
  %107 = add nsw i32 %106, 1
  %108 = load i32, ptr %13, align 4
  %109 = mul nsw i32 %107, %108
  %110 = load i32, ptr addrspace(5) %9, align 4
  %111 = add nsw i32 %109, %110
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr addrspace(1) %105, i64 %112
  %114 = load float, ptr addrspace(1) %113, align 4
  %115 = fsub float %104, %114
  %116 = load ptr addrspace(1), ptr %12, align 8
  %117 = load i32, ptr addrspace(5) %10, align 4
  %118 = load i32, ptr %13, align 4
  %119 = mul nsw i32 %117, %118
  %120 = load i32, ptr addrspace(5) %9, align 4
  %121 = add nsw i32 %119, %120
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds float, ptr addrspace(1) %116, i64 %122
  store float %115, ptr addrspace(1) %123, align 4
  br label %124

124:                                              ; preds = %61, %43, %26
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @collatz(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_collatz(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_collatz(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  %9 = load ptr addrspace(1), ptr %7, align 8
  %10 = call i64 @emu_global_id(i32 noundef 0) #6
  %11 = getelementptr inbounds nuw i32, ptr addrspace(1) %9, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4
  store i32 %12, ptr addrspace(5) %5, align 4
  store i32 0, ptr addrspace(5) %6, align 4
  br label %13

13:                                               ; preds = %31, %2
  %14 = load i32, ptr addrspace(5) %5, align 4
  %15 = icmp ne i32 %14, 1
  br i1 %15, label %16, label %35

16:                                               ; preds = %13
  %17 = load i32, ptr addrspace(5) %6, align 4
  %18 = icmp uge i32 %17, 1000
  br i1 %18, label %19, label %20

19:                                               ; preds = %16
  br label %35

20:                                               ; preds = %16
  %21 = load i32, ptr addrspace(5) %5, align 4
  %22 = and i32 %21, 1
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %28

24:                                               ; preds = %20
  %25 = load i32, ptr addrspace(5) %5, align 4
  %26 = mul i32 3, %25
  %27 = add i32 %26, 1
  br label %31

28:                                               ; preds = %20
  %29 = load i32, ptr addrspace(5) %5, align 4
  %30 = lshr i32 %29, 1
  br label %31

31:                                               ; preds = %28, %24
  %32 = phi i32 [ %27, %24 ], [ %30, %28 ]
  store i32 %32, ptr addrspace(5) %5, align 4
  %33 = load i32, ptr addrspace(5) %6, align 4
  %34 = add i32 %33, 1
  store i32 %34, ptr addrspace(5) %6, align 4
  br label %13

35:                                               ; preds = %19, %13
  %36 = load i32, ptr addrspace(5) %6, align 4
  %37 = load ptr addrspace(1), ptr %8, align 8
  %38 = call i64 @emu_global_id(i32 noundef 0) #6
  %39 = getelementptr inbounds nuw i32, ptr addrspace(1) %37, i64 %38
  store i32 %36, ptr addrspace(1) %39, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @early_return(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_early_return(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_early_return(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %3 to ptr
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  %11 = call i64 @emu_global_id(i32 noundef 0) #6
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr addrspace(5) %5, align 4
  %13 = load ptr addrspace(1), ptr %9, align 8
  %14 = load i32, ptr addrspace(5) %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4
  store i32 %17, ptr addrspace(5) %6, align 4
  %18 = load i32, ptr addrspace(5) %6, align 4
  %19 = icmp slt i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %2
  br label %72

21:                                               ; preds = %2
  store i32 0, ptr addrspace(5) %7, align 4
  store i32 0, ptr addrspace(5) %8, align 4
  br label %22

22:                                               ; preds = %44, %21
  %23 = load i32, ptr addrspace(5) %8, align 4
  %24 = load i32, ptr addrspace(5) %6, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %47

26:                                               ; preds = %22
  %27 = load i32, ptr addrspace(5) %8, align 4
  %28 = load i32, ptr addrspace(5) %8, align 4
  %29 = mul nsw i32 %27, %28
  %30 = load i32, ptr addrspace(5) %6, align 4
  %31 = icmp sgt i32 %29, %30
  br i1 %31, label %32, label %35

32:                                               ; preds = %26
  %33 = load i32, ptr addrspace(5) %7, align 4
  %34 = add nsw i32 %33, 1000
  store i32 %34, ptr addrspace(5) %7, align 4
  br label %47

35:                                               ; preds = %26
  %36 = load i32, ptr addrspace(5) %8, align 4
  %37 = and i32 %36, 1
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %40

39:                                               ; preds = %35
  br label %44

40:                                               ; preds = %35
  %41 = load i32, ptr addrspace(5) %8, align 4
  %42 = load i32, ptr addrspace(5) %7, align 4
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr addrspace(5) %7, align 4
  br label %44

44:                                               ; preds = %40, %39
  %45 = load i32, ptr addrspace(5) %8, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr addrspace(5) %8, align 4
  br label %22

47:                                               ; preds = %32, %22
  %48 = load i32, ptr addrspace(5) %6, align 4
  %49 = and i32 %48, 3
  switch i32 %49, label %63 [
    i32 0, label %50
    i32 1, label %53
    i32 2, label %56
  ]

50:                                               ; preds = %47
  %51 = load i32, ptr addrspace(5) %7, align 4
  %52 = mul nsw i32 %51, 2
  store i32 %52, ptr addrspace(5) %7, align 4
  br label %66

53:                                               ; preds = %47
  %54 = load i32, ptr addrspace(5) %7, align 4
  %55 = sub nsw i32 %54, 7
  store i32 %55, ptr addrspace(5) %7, align 4
  br label %66

56:                                               ; preds = %47
  %57 = load i32, ptr addrspace(5) %7, align 4
  %58 = sub nsw i32 0, %57
  %59 = load ptr addrspace(1), ptr %10, align 8
  %60 = load i32, ptr addrspace(5) %5, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr addrspace(1) %59, i64 %61
  store i32 %58, ptr addrspace(1) %62, align 4
  br label %72

63:                                               ; preds = %47
  %64 = load i32, ptr addrspace(5) %7, align 4
  %65 = xor i32 %64, 85
  store i32 %65, ptr addrspace(5) %7, align 4
  br label %66

66:                                               ; preds = %63, %53, %50
  %67 = load i32, ptr addrspace(5) %7, align 4
  %68 = load ptr addrspace(1), ptr %10, align 8
  %69 = load i32, ptr addrspace(5) %5, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr addrspace(1) %68, i64 %70
  store i32 %67, ptr addrspace(1) %71, align 4
  br label %72

72:                                               ; preds = %66, %56, %20
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @uniform_loop(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !7 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load i32, ptr %6, align 4
  call void @__clang_ocl_kern_imp_uniform_loop(ptr addrspace(1) noundef align 4 %7, i32 noundef %8) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_uniform_loop(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #1 !kernel_arg_addr_space !19 !kernel_arg_access_qual !7 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = call i64 @emu_global_id(i32 noundef 0) #6
  %10 = uitofp i64 %9 to float
  store float %10, ptr addrspace(5) %5, align 4
  store i32 0, ptr addrspace(5) %6, align 4
  br label %11

11:                                               ; preds = %18, %2
  %12 = load i32, ptr addrspace(5) %6, align 4
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %21

15:                                               ; preds = %11
  %16 = load float, ptr addrspace(5) %5, align 4
  %17 = call float @llvm.fmuladd.f32(float %16, float 5.000000e-01, float 1.000000e+00)
  store float %17, ptr addrspace(5) %5, align 4
  br label %18

18:                                               ; preds = %15
  %19 = load i32, ptr addrspace(5) %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr addrspace(5) %6, align 4
  br label %11

21:                                               ; preds = %11
  %22 = load float, ptr addrspace(5) %5, align 4
  %23 = load ptr addrspace(1), ptr %7, align 8
  %24 = call i64 @emu_global_id(i32 noundef 0) #6
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %23, i64 %24
  store float %22, ptr addrspace(1) %25, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @emu_local_id(i32 noundef %0) #2 {
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
define internal i32 @emu_local_size(i32 noundef %0) #2 {
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
  %11 = call ptr addrspace(4) @emu_implicit() #6
  store ptr addrspace(4) %11, ptr addrspace(5) %4, align 8
  %12 = load i32, ptr %6, align 4
  %13 = call i32 @emu_group_id(i32 noundef %12) #6
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
define internal i64 @emu_global_id(i32 noundef %0) #2 {
  %2 = alloca i64, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = call i32 @emu_group_id(i32 noundef %6) #6
  %8 = zext i32 %7 to i64
  %9 = load i32, ptr %5, align 4
  %10 = call i32 @emu_enqueued_local_size(i32 noundef %9) #6
  %11 = zext i32 %10 to i64
  %12 = mul i64 %8, %11
  %13 = load i32, ptr %5, align 4
  %14 = call i32 @emu_local_id(i32 noundef %13) #6
  %15 = zext i32 %14 to i64
  %16 = add i64 %12, %15
  %17 = load i32, ptr %5, align 4
  %18 = call i64 @emu_global_offset(i32 noundef %17) #6
  %19 = add i64 %16, %18
  ret i64 %19
}

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal ptr addrspace(4) @emu_implicit() #2 {
  %1 = alloca ptr addrspace(4), align 8, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  ret ptr addrspace(4) %3
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @emu_group_id(i32 noundef %0) #2 {
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @emu_enqueued_local_size(i32 noundef %0) #2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp ult i32 %6, 3
  br i1 %7, label %8, label %16

8:                                                ; preds = %1
  %9 = call ptr addrspace(4) @emu_implicit() #6
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
define internal i64 @emu_global_offset(i32 noundef %0) #2 {
  %2 = alloca i64, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp ult i32 %6, 3
  br i1 %7, label %8, label %15

8:                                                ; preds = %1
  %9 = call ptr addrspace(4) @emu_implicit() #6
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }

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
!10 = !{i32 1, i32 1, i32 0}
!11 = !{!"none", !"none", !"none"}
!12 = !{!"float*", !"float*", !"int"}
!13 = !{!"const", !"", !""}
!14 = !{i32 1, i32 1, i32 0, i32 0}
!15 = !{!"none", !"none", !"none", !"none"}
!16 = !{!"float*", !"float*", !"int", !"int"}
!17 = !{!"const", !"", !"", !""}
!18 = !{!"uint*", !"uint*"}
!19 = !{i32 1, i32 0}
!20 = !{!"float*", !"int"}
!21 = !{!"", !""}
