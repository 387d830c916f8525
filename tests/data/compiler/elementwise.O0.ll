; ModuleID = '/work/main/tests/data/emu/src/elementwise.cl'
source_filename = "/work/main/tests/data/emu/src/elementwise.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.implicit_args_v5 = type { [3 x i32], [3 x i16], [3 x i16], [2 x i64], [3 x i64], i16 }

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @vadd(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  call void @__clang_ocl_kern_imp_vadd(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, i32 noundef %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_vadd(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  %13 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  store ptr addrspace(1) %2, ptr %12, align 8
  store i32 %3, ptr %13, align 4
  %14 = call i64 @emu_global_id(i32 noundef 0) #5
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %9, align 4
  %16 = load i32, ptr addrspace(5) %9, align 4
  %17 = load i32, ptr %13, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %35

19:                                               ; preds = %4
  %20 = load ptr addrspace(1), ptr %10, align 8
  %21 = load i32, ptr addrspace(5) %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %20, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4
  %25 = load ptr addrspace(1), ptr %11, align 8
  %26 = load i32, ptr addrspace(5) %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %25, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4
  %30 = fadd float %24, %29
  %31 = load ptr addrspace(1), ptr %12, align 8
  %32 = load i32, ptr addrspace(5) %9, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %31, i64 %33
  store float %30, ptr addrspace(1) %34, align 4
  br label %35

35:                                               ; preds = %19, %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @saxpy(float noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !7 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store float %0, ptr %9, align 4
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store i32 %3, ptr %12, align 4
  %13 = load float, ptr %9, align 4
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load i32, ptr %12, align 4
  call void @__clang_ocl_kern_imp_saxpy(float noundef %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, i32 noundef %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_saxpy(float noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !7 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  %13 = addrspacecast ptr addrspace(5) %8 to ptr
  store float %0, ptr %10, align 4
  store ptr addrspace(1) %1, ptr %11, align 8
  store ptr addrspace(1) %2, ptr %12, align 8
  store i32 %3, ptr %13, align 4
  %14 = call i64 @emu_global_id(i32 noundef 0) #5
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %9, align 4
  %16 = load i32, ptr addrspace(5) %9, align 4
  %17 = load i32, ptr %13, align 4
  %18 = icmp ult i32 %16, %17
  br i1 %18, label %19, label %36

19:                                               ; preds = %4
  %20 = load float, ptr %10, align 4
  %21 = load ptr addrspace(1), ptr %11, align 8
  %22 = load i32, ptr addrspace(5) %9, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %21, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4
  %26 = load ptr addrspace(1), ptr %12, align 8
  %27 = load i32, ptr addrspace(5) %9, align 4
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %26, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4
  %31 = call float @llvm.fmuladd.f32(float %20, float %25, float %30)
  %32 = load ptr addrspace(1), ptr %12, align 8
  %33 = load i32, ptr addrspace(5) %9, align 4
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %32, i64 %34
  store float %31, ptr addrspace(1) %35, align 4
  br label %36

36:                                               ; preds = %19, %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @fmath_f32(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  call void @__clang_ocl_kern_imp_fmath_f32(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, i32 noundef %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_fmath_f32(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  store ptr addrspace(1) %2, ptr %14, align 8
  store i32 %3, ptr %15, align 4
  %16 = call i64 @emu_global_id(i32 noundef 0) #5
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr addrspace(5) %9, align 4
  %18 = load i32, ptr addrspace(5) %9, align 4
  %19 = load i32, ptr %15, align 4
  %20 = icmp sge i32 %18, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %4
  br label %111

22:                                               ; preds = %4
  %23 = load ptr addrspace(1), ptr %12, align 8
  %24 = load i32, ptr addrspace(5) %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %23, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4
  store float %27, ptr addrspace(5) %10, align 4
  %28 = load ptr addrspace(1), ptr %13, align 8
  %29 = load i32, ptr addrspace(5) %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %28, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4
  store float %32, ptr addrspace(5) %11, align 4
  %33 = load float, ptr addrspace(5) %10, align 4
  %34 = load float, ptr addrspace(5) %11, align 4
  %35 = load float, ptr addrspace(5) %10, align 4
  %36 = fneg float %35
  %37 = call float @llvm.fmuladd.f32(float %33, float %34, float %36)
  %38 = load ptr addrspace(1), ptr %14, align 8
  %39 = load i32, ptr addrspace(5) %9, align 4
  %40 = mul nsw i32 8, %39
  %41 = add nsw i32 %40, 0
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %38, i64 %42
  store float %37, ptr addrspace(1) %43, align 4
  %44 = load float, ptr addrspace(5) %10, align 4
  %45 = load float, ptr addrspace(5) %11, align 4
  %46 = call float @llvm.minnum.f32(float %44, float %45)
  %47 = load ptr addrspace(1), ptr %14, align 8
  %48 = load i32, ptr addrspace(5) %9, align 4
  %49 = mul nsw i32 8, %48
  %50 = add nsw i32 %49, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %47, i64 %51
  store float %46, ptr addrspace(1) %52, align 4
  %53 = load float, ptr addrspace(5) %10, align 4
  %54 = load float, ptr addrspace(5) %11, align 4
  %55 = call float @llvm.maxnum.f32(float %53, float %54)
  %56 = load ptr addrspace(1), ptr %14, align 8
  %57 = load i32, ptr addrspace(5) %9, align 4
  %58 = mul nsw i32 8, %57
  %59 = add nsw i32 %58, 2
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %56, i64 %60
  store float %55, ptr addrspace(1) %61, align 4
  %62 = load float, ptr addrspace(5) %10, align 4
  %63 = load float, ptr addrspace(5) %11, align 4
  %64 = call float @llvm.fma.f32(float %62, float %63, float 1.000000e+00)
  %65 = load ptr addrspace(1), ptr %14, align 8
  %66 = load i32, ptr addrspace(5) %9, align 4
  %67 = mul nsw i32 8, %66
  %68 = add nsw i32 %67, 3
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %65, i64 %69
  store float %64, ptr addrspace(1) %70, align 4
  %71 = load float, ptr addrspace(5) %10, align 4
  %72 = call float @llvm.fabs.f32(float %71)
  %73 = load float, ptr addrspace(5) %11, align 4
  %74 = call float @llvm.floor.f32(float %73)
  %75 = fadd float %72, %74
  %76 = load ptr addrspace(1), ptr %14, align 8
  %77 = load i32, ptr addrspace(5) %9, align 4
  %78 = mul nsw i32 8, %77
  %79 = add nsw i32 %78, 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %76, i64 %80
  store float %75, ptr addrspace(1) %81, align 4
  %82 = load float, ptr addrspace(5) %10, align 4
  %83 = call float @llvm.trunc.f32(float %82)
  %84 = load float, ptr addrspace(5) %11, align 4
  %85 = call float @llvm.ceil.f32(float %84)
  %86 = fsub float %83, %85
  %87 = load ptr addrspace(1), ptr %14, align 8
  %88 = load i32, ptr addrspace(5) %9, align 4
  %89 = mul nsw i32 8, %88
  %90 = add nsw i32 %89, 5
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr addrspace(1) %87, i64 %91
  store float %86, ptr addrspace(1) %92, align 4
  %93 = load float, ptr addrspace(5) %10, align 4
  %94 = load float, ptr addrspace(5) %11, align 4
  %95 = fdiv float %93, %94, !fpmath !13
  %96 = load ptr addrspace(1), ptr %14, align 8
  %97 = load i32, ptr addrspace(5) %9, align 4
  %98 = mul nsw i32 8, %97
  %99 = add nsw i32 %98, 6
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr addrspace(1) %96, i64 %100
  store float %95, ptr addrspace(1) %101, align 4
  %102 = load float, ptr addrspace(5) %10, align 4
  %103 = call float @llvm.fabs.f32(float %102)
  %104 = call float @llvm.sqrt.f32(float %103), !fpmath !14
  %105 = load ptr addrspace(1), ptr %14, align 8
  %106 = load i32, ptr addrspace(5) %9, align 4
  %107 = mul nsw i32 8, %106
  %108 = add nsw i32 %107, 7
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr addrspace(1) %105, i64 %109
  store float %104, ptr addrspace(1) %110, align 4
  br label %111

111:                                              ; preds = %22, %21
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @fmath_f16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 2 %2, i32 noundef %3) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !9 {
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
  call void @__clang_ocl_kern_imp_fmath_f16(ptr addrspace(1) noundef align 2 %13, ptr addrspace(1) noundef align 2 %14, ptr addrspace(1) noundef align 2 %15, i32 noundef %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_fmath_f16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 2 %2, i32 noundef %3) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !9 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca half, align 2, addrspace(5)
  %11 = alloca half, align 2, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  store ptr addrspace(1) %2, ptr %14, align 8
  store i32 %3, ptr %15, align 4
  %16 = call i64 @emu_global_id(i32 noundef 0) #5
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr addrspace(5) %9, align 4
  %18 = load i32, ptr addrspace(5) %9, align 4
  %19 = load i32, ptr %15, align 4
  %20 = icmp sge i32 %18, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %4
  br label %80

22:                                               ; preds = %4
  %23 = load ptr addrspace(1), ptr %12, align 8
  %24 = load i32, ptr addrspace(5) %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds half, ptr addrspace(1) %23, i64 %25
  %27 = load half, ptr addrspace(1) %26, align 2
  store half %27, ptr addrspace(5) %10, align 2
  %28 = load ptr addrspace(1), ptr %13, align 8
  %29 = load i32, ptr addrspace(5) %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds half, ptr addrspace(1) %28, i64 %30
  %32 = load half, ptr addrspace(1) %31, align 2
  store half %32, ptr addrspace(5) %11, align 2
  %33 = load half, ptr addrspace(5) %10, align 2
  %34 = load half, ptr addrspace(5) %11, align 2
  %35 = fadd half %33, %34
  %36 = load ptr addrspace(1), ptr %14, align 8
  %37 = load i32, ptr addrspace(5) %9, align 4
  %38 = mul nsw i32 4, %37
  %39 = add nsw i32 %38, 0
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds half, ptr addrspace(1) %36, i64 %40
  store half %35, ptr addrspace(1) %41, align 2
  %42 = load half, ptr addrspace(5) %10, align 2
  %43 = load half, ptr addrspace(5) %11, align 2
  %44 = fmul half %42, %43
  %45 = load ptr addrspace(1), ptr %14, align 8
  %46 = load i32, ptr addrspace(5) %9, align 4
  %47 = mul nsw i32 4, %46
  %48 = add nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds half, ptr addrspace(1) %45, i64 %49
  store half %44, ptr addrspace(1) %50, align 2
  %51 = load half, ptr addrspace(5) %10, align 2
  %52 = load half, ptr addrspace(5) %11, align 2
  %53 = load half, ptr addrspace(5) %10, align 2
  %54 = call half @llvm.fma.f16(half %51, half %52, half %53)
  %55 = load ptr addrspace(1), ptr %14, align 8
  %56 = load i32, ptr addrspace(5) %9, align 4
  %57 = mul nsw i32 4, %56
  %58 = add nsw i32 %57, 2
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds half, ptr addrspace(1) %55, i64 %59
  store half %54, ptr addrspace(1) %60, align 2
  %61 = load half, ptr addrspace(5) %10, align 2
  %62 = load half, ptr addrspace(5) %11, align 2
  %63 = fcmp ogt half %61, %62
  br i1 %63, label %64, label %68

64:                                               ; preds = %22
  %65 = load half, ptr addrspace(5) %10, align 2
  %66 = load half, ptr addrspace(5) %11, align 2
  %67 = fsub half %65, %66
  br label %72

68:                                               ; preds = %22
  %69 = load half, ptr addrspace(5) %11, align 2
  %70 = load half, ptr addrspace(5) %10, align 2
  %71 = fsub half %69, %70
  br label %72

72:                                               ; preds = %68, %64
  %73 = phi half [ %67, %64 ], [ %71, %68 ]
  %74 = load ptr addrspace(1), ptr %14, align 8
  %75 = load i32, ptr addrspace(5) %9, align 4
  %76 = mul nsw i32 4, %75
  %77 = add nsw i32 %76, 3
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds half, ptr addrspace(1) %74, i64 %78
  store half %73, ptr addrspace(1) %79, align 2
  br label %80

80:                                               ; preds = %72, %21
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @packed_f16(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !16 !kernel_arg_base_type !17 !kernel_arg_type_qual !9 {
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
  call void @__clang_ocl_kern_imp_packed_f16(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, i32 noundef %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_packed_f16(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !16 !kernel_arg_base_type !17 !kernel_arg_type_qual !9 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca <2 x half>, align 4, addrspace(5)
  %11 = alloca <2 x half>, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  store ptr addrspace(1) %2, ptr %14, align 8
  store i32 %3, ptr %15, align 4
  %16 = call i64 @emu_global_id(i32 noundef 0) #5
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr addrspace(5) %9, align 4
  %18 = load i32, ptr addrspace(5) %9, align 4
  %19 = load i32, ptr %15, align 4
  %20 = icmp sge i32 %18, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %4
  br label %51

22:                                               ; preds = %4
  %23 = load ptr addrspace(1), ptr %12, align 8
  %24 = load i32, ptr addrspace(5) %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds <2 x half>, ptr addrspace(1) %23, i64 %25
  %27 = load <2 x half>, ptr addrspace(1) %26, align 4
  store <2 x half> %27, ptr addrspace(5) %10, align 4
  %28 = load ptr addrspace(1), ptr %13, align 8
  %29 = load i32, ptr addrspace(5) %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds <2 x half>, ptr addrspace(1) %28, i64 %30
  %32 = load <2 x half>, ptr addrspace(1) %31, align 4
  store <2 x half> %32, ptr addrspace(5) %11, align 4
  %33 = load <2 x half>, ptr addrspace(5) %10, align 4
  %34 = load <2 x half>, ptr addrspace(5) %11, align 4
  %35 = load <2 x half>, ptr addrspace(5) %10, align 4
  %36 = call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %33, <2 x half> %34, <2 x half> %35)
  %37 = load ptr addrspace(1), ptr %14, align 8
  %38 = load i32, ptr addrspace(5) %9, align 4
  %39 = mul nsw i32 2, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds <2 x half>, ptr addrspace(1) %37, i64 %40
  store <2 x half> %36, ptr addrspace(1) %41, align 4
  %42 = load <2 x half>, ptr addrspace(5) %10, align 4
  %43 = load <2 x half>, ptr addrspace(5) %11, align 4
  %44 = fsub <2 x half> %42, %43
  %45 = load ptr addrspace(1), ptr %14, align 8
  %46 = load i32, ptr addrspace(5) %9, align 4
  %47 = mul nsw i32 2, %46
  %48 = add nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds <2 x half>, ptr addrspace(1) %45, i64 %49
  store <2 x half> %44, ptr addrspace(1) %50, align 4
  br label %51

51:                                               ; preds = %22, %21
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @dmath_f64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, i32 noundef %3) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !9 {
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
  call void @__clang_ocl_kern_imp_dmath_f64(ptr addrspace(1) noundef align 8 %13, ptr addrspace(1) noundef align 8 %14, ptr addrspace(1) noundef align 8 %15, i32 noundef %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_dmath_f64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, i32 noundef %3) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !9 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca double, align 8, addrspace(5)
  %11 = alloca double, align 8, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  store ptr addrspace(1) %2, ptr %14, align 8
  store i32 %3, ptr %15, align 4
  %16 = call i64 @emu_global_id(i32 noundef 0) #5
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr addrspace(5) %9, align 4
  %18 = load i32, ptr addrspace(5) %9, align 4
  %19 = load i32, ptr %15, align 4
  %20 = icmp sge i32 %18, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %4
  br label %89

22:                                               ; preds = %4
  %23 = load ptr addrspace(1), ptr %12, align 8
  %24 = load i32, ptr addrspace(5) %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr addrspace(1) %23, i64 %25
  %27 = load double, ptr addrspace(1) %26, align 8
  store double %27, ptr addrspace(5) %10, align 8
  %28 = load ptr addrspace(1), ptr %13, align 8
  %29 = load i32, ptr addrspace(5) %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr addrspace(1) %28, i64 %30
  %32 = load double, ptr addrspace(1) %31, align 8
  store double %32, ptr addrspace(5) %11, align 8
  %33 = load double, ptr addrspace(5) %10, align 8
  %34 = load double, ptr addrspace(5) %11, align 8
  %35 = fadd double %33, %34
  %36 = load ptr addrspace(1), ptr %14, align 8
  %37 = load i32, ptr addrspace(5) %9, align 4
  %38 = mul nsw i32 6, %37
  %39 = add nsw i32 %38, 0
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr addrspace(1) %36, i64 %40
  store double %35, ptr addrspace(1) %41, align 8
  %42 = load double, ptr addrspace(5) %10, align 8
  %43 = load double, ptr addrspace(5) %11, align 8
  %44 = fmul double %42, %43
  %45 = load ptr addrspace(1), ptr %14, align 8
  %46 = load i32, ptr addrspace(5) %9, align 4
  %47 = mul nsw i32 6, %46
  %48 = add nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr addrspace(1) %45, i64 %49
  store double %44, ptr addrspace(1) %50, align 8
  %51 = load double, ptr addrspace(5) %10, align 8
  %52 = load double, ptr addrspace(5) %11, align 8
  %53 = load double, ptr addrspace(5) %10, align 8
  %54 = fneg double %53
  %55 = call double @llvm.fma.f64(double %51, double %52, double %54)
  %56 = load ptr addrspace(1), ptr %14, align 8
  %57 = load i32, ptr addrspace(5) %9, align 4
  %58 = mul nsw i32 6, %57
  %59 = add nsw i32 %58, 2
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds double, ptr addrspace(1) %56, i64 %60
  store double %55, ptr addrspace(1) %61, align 8
  %62 = load double, ptr addrspace(5) %10, align 8
  %63 = load double, ptr addrspace(5) %11, align 8
  %64 = fdiv double %62, %63
  %65 = load ptr addrspace(1), ptr %14, align 8
  %66 = load i32, ptr addrspace(5) %9, align 4
  %67 = mul nsw i32 6, %66
  %68 = add nsw i32 %67, 3
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds double, ptr addrspace(1) %65, i64 %69
  store double %64, ptr addrspace(1) %70, align 8
  %71 = load double, ptr addrspace(5) %10, align 8
  %72 = load double, ptr addrspace(5) %11, align 8
  %73 = call double @llvm.minnum.f64(double %71, double %72)
  %74 = load ptr addrspace(1), ptr %14, align 8
  %75 = load i32, ptr addrspace(5) %9, align 4
  %76 = mul nsw i32 6, %75
  %77 = add nsw i32 %76, 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds double, ptr addrspace(1) %74, i64 %78
  store double %73, ptr addrspace(1) %79, align 8
  %80 = load double, ptr addrspace(5) %10, align 8
  %81 = call double @llvm.fabs.f64(double %80)
  %82 = call double @llvm.sqrt.f64(double %81)
  %83 = load ptr addrspace(1), ptr %14, align 8
  %84 = load i32, ptr addrspace(5) %9, align 4
  %85 = mul nsw i32 6, %84
  %86 = add nsw i32 %85, 5
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds double, ptr addrspace(1) %83, i64 %87
  store double %82, ptr addrspace(1) %88, align 8
  br label %89

89:                                               ; preds = %22, %21
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @imath_i64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, i32 noundef %3) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !9 {
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
  call void @__clang_ocl_kern_imp_imath_i64(ptr addrspace(1) noundef align 8 %13, ptr addrspace(1) noundef align 8 %14, ptr addrspace(1) noundef align 8 %15, i32 noundef %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_imath_i64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, i32 noundef %3) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !9 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  store ptr addrspace(1) %2, ptr %14, align 8
  store i32 %3, ptr %15, align 4
  %16 = call i64 @emu_global_id(i32 noundef 0) #5
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr addrspace(5) %9, align 4
  %18 = load i32, ptr addrspace(5) %9, align 4
  %19 = load i32, ptr %15, align 4
  %20 = icmp sge i32 %18, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %4
  br label %134

22:                                               ; preds = %4
  %23 = load ptr addrspace(1), ptr %12, align 8
  %24 = load i32, ptr addrspace(5) %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i64, ptr addrspace(1) %23, i64 %25
  %27 = load i64, ptr addrspace(1) %26, align 8
  store i64 %27, ptr addrspace(5) %10, align 8
  %28 = load ptr addrspace(1), ptr %13, align 8
  %29 = load i32, ptr addrspace(5) %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i64, ptr addrspace(1) %28, i64 %30
  %32 = load i64, ptr addrspace(1) %31, align 8
  store i64 %32, ptr addrspace(5) %11, align 8
  %33 = load i64, ptr addrspace(5) %10, align 8
  %34 = load i64, ptr addrspace(5) %11, align 8
  %35 = add nsw i64 %33, %34
  %36 = load ptr addrspace(1), ptr %14, align 8
  %37 = load i32, ptr addrspace(5) %9, align 4
  %38 = mul nsw i32 8, %37
  %39 = add nsw i32 %38, 0
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i64, ptr addrspace(1) %36, i64 %40
  store i64 %35, ptr addrspace(1) %41, align 8
  %42 = load i64, ptr addrspace(5) %10, align 8
  %43 = load i64, ptr addrspace(5) %11, align 8
  %44 = mul nsw i64 %42, %43
  %45 = load ptr addrspace(1), ptr %14, align 8
  %46 = load i32, ptr addrspace(5) %9, align 4
  %47 = mul nsw i32 8, %46
  %48 = add nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i64, ptr addrspace(1) %45, i64 %49
  store i64 %44, ptr addrspace(1) %50, align 8
  %51 = load i64, ptr addrspace(5) %10, align 8
  %52 = load i64, ptr addrspace(5) %11, align 8
  %53 = and i64 %52, 63
  %54 = and i64 %53, 63
  %55 = ashr i64 %51, %54
  %56 = load ptr addrspace(1), ptr %14, align 8
  %57 = load i32, ptr addrspace(5) %9, align 4
  %58 = mul nsw i32 8, %57
  %59 = add nsw i32 %58, 2
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i64, ptr addrspace(1) %56, i64 %60
  store i64 %55, ptr addrspace(1) %61, align 8
  %62 = load i64, ptr addrspace(5) %10, align 8
  %63 = load i64, ptr addrspace(5) %11, align 8
  %64 = and i64 %63, 63
  %65 = and i64 %64, 63
  %66 = lshr i64 %62, %65
  %67 = load ptr addrspace(1), ptr %14, align 8
  %68 = load i32, ptr addrspace(5) %9, align 4
  %69 = mul nsw i32 8, %68
  %70 = add nsw i32 %69, 3
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i64, ptr addrspace(1) %67, i64 %71
  store i64 %66, ptr addrspace(1) %72, align 8
  %73 = load i64, ptr addrspace(5) %10, align 8
  %74 = load i64, ptr addrspace(5) %11, align 8
  %75 = and i64 %74, 31
  %76 = and i64 %75, 63
  %77 = shl i64 %73, %76
  %78 = load ptr addrspace(1), ptr %14, align 8
  %79 = load i32, ptr addrspace(5) %9, align 4
  %80 = mul nsw i32 8, %79
  %81 = add nsw i32 %80, 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i64, ptr addrspace(1) %78, i64 %82
  store i64 %77, ptr addrspace(1) %83, align 8
  %84 = load i64, ptr addrspace(5) %11, align 8
  %85 = icmp ne i64 %84, 0
  br i1 %85, label %86, label %90

86:                                               ; preds = %22
  %87 = load i64, ptr addrspace(5) %10, align 8
  %88 = load i64, ptr addrspace(5) %11, align 8
  %89 = sdiv i64 %87, %88
  br label %91

90:                                               ; preds = %22
  br label %91

91:                                               ; preds = %90, %86
  %92 = phi i64 [ %89, %86 ], [ 0, %90 ]
  %93 = load ptr addrspace(1), ptr %14, align 8
  %94 = load i32, ptr addrspace(5) %9, align 4
  %95 = mul nsw i32 8, %94
  %96 = add nsw i32 %95, 5
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i64, ptr addrspace(1) %93, i64 %97
  store i64 %92, ptr addrspace(1) %98, align 8
  %99 = load i64, ptr addrspace(5) %11, align 8
  %100 = icmp ne i64 %99, 0
  br i1 %100, label %101, label %105

101:                                              ; preds = %91
  %102 = load i64, ptr addrspace(5) %10, align 8
  %103 = load i64, ptr addrspace(5) %11, align 8
  %104 = srem i64 %102, %103
  br label %106

105:                                              ; preds = %91
  br label %106

106:                                              ; preds = %105, %101
  %107 = phi i64 [ %104, %101 ], [ 0, %105 ]
  %108 = load ptr addrspace(1), ptr %14, align 8
  %109 = load i32, ptr addrspace(5) %9, align 4
  %110 = mul nsw i32 8, %109
  %111 = add nsw i32 %110, 6
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i64, ptr addrspace(1) %108, i64 %112
  store i64 %107, ptr addrspace(1) %113, align 8
  %114 = load i64, ptr addrspace(5) %10, align 8
  %115 = load i64, ptr addrspace(5) %11, align 8
  %116 = icmp slt i64 %114, %115
  br i1 %116, label %117, label %121

117:                                              ; preds = %106
  %118 = load i64, ptr addrspace(5) %10, align 8
  %119 = load i64, ptr addrspace(5) %11, align 8
  %120 = xor i64 %118, %119
  br label %126

121:                                              ; preds = %106
  %122 = load i64, ptr addrspace(5) %10, align 8
  %123 = load i64, ptr addrspace(5) %11, align 8
  %124 = xor i64 %123, -1
  %125 = and i64 %122, %124
  br label %126

126:                                              ; preds = %121, %117
  %127 = phi i64 [ %120, %117 ], [ %125, %121 ]
  %128 = load ptr addrspace(1), ptr %14, align 8
  %129 = load i32, ptr addrspace(5) %9, align 4
  %130 = mul nsw i32 8, %129
  %131 = add nsw i32 %130, 7
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i64, ptr addrspace(1) %128, i64 %132
  store i64 %127, ptr addrspace(1) %133, align 8
  br label %134

134:                                              ; preds = %126, %21
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @imath_i32(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !9 {
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
  call void @__clang_ocl_kern_imp_imath_i32(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, i32 noundef %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_imath_i32(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !9 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  store ptr addrspace(1) %2, ptr %14, align 8
  store i32 %3, ptr %15, align 4
  %16 = call i64 @emu_global_id(i32 noundef 0) #5
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr addrspace(5) %9, align 4
  %18 = load i32, ptr addrspace(5) %9, align 4
  %19 = load i32, ptr %15, align 4
  %20 = icmp sge i32 %18, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %4
  br label %157

22:                                               ; preds = %4
  %23 = load ptr addrspace(1), ptr %12, align 8
  %24 = load i32, ptr addrspace(5) %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4
  store i32 %27, ptr addrspace(5) %10, align 4
  %28 = load ptr addrspace(1), ptr %13, align 8
  %29 = load i32, ptr addrspace(5) %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %28, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4
  store i32 %32, ptr addrspace(5) %11, align 4
  %33 = load i32, ptr addrspace(5) %10, align 4
  %34 = load i32, ptr addrspace(5) %11, align 4
  %35 = mul nsw i32 %33, %34
  %36 = load ptr addrspace(1), ptr %14, align 8
  %37 = load i32, ptr addrspace(5) %9, align 4
  %38 = mul nsw i32 8, %37
  %39 = add nsw i32 %38, 0
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 %40
  store i32 %35, ptr addrspace(1) %41, align 4
  %42 = load i32, ptr addrspace(5) %10, align 4
  %43 = sext i32 %42 to i64
  %44 = load i32, ptr addrspace(5) %11, align 4
  %45 = sext i32 %44 to i64
  %46 = mul nsw i64 %43, %45
  %47 = ashr i64 %46, 32
  %48 = trunc i64 %47 to i32
  %49 = load ptr addrspace(1), ptr %14, align 8
  %50 = load i32, ptr addrspace(5) %9, align 4
  %51 = mul nsw i32 8, %50
  %52 = add nsw i32 %51, 1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr addrspace(1) %49, i64 %53
  store i32 %48, ptr addrspace(1) %54, align 4
  %55 = load i32, ptr addrspace(5) %10, align 4
  %56 = zext i32 %55 to i64
  %57 = load i32, ptr addrspace(5) %11, align 4
  %58 = zext i32 %57 to i64
  %59 = mul i64 %56, %58
  %60 = lshr i64 %59, 32
  %61 = trunc i64 %60 to i32
  %62 = load ptr addrspace(1), ptr %14, align 8
  %63 = load i32, ptr addrspace(5) %9, align 4
  %64 = mul nsw i32 8, %63
  %65 = add nsw i32 %64, 2
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr addrspace(1) %62, i64 %66
  store i32 %61, ptr addrspace(1) %67, align 4
  %68 = load i32, ptr addrspace(5) %11, align 4
  %69 = icmp ne i32 %68, 0
  br i1 %69, label %70, label %74

70:                                               ; preds = %22
  %71 = load i32, ptr addrspace(5) %10, align 4
  %72 = load i32, ptr addrspace(5) %11, align 4
  %73 = sdiv i32 %71, %72
  br label %75

74:                                               ; preds = %22
  br label %75

75:                                               ; preds = %74, %70
  %76 = phi i32 [ %73, %70 ], [ 0, %74 ]
  %77 = load ptr addrspace(1), ptr %14, align 8
  %78 = load i32, ptr addrspace(5) %9, align 4
  %79 = mul nsw i32 8, %78
  %80 = add nsw i32 %79, 3
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr addrspace(1) %77, i64 %81
  store i32 %76, ptr addrspace(1) %82, align 4
  %83 = load i32, ptr addrspace(5) %11, align 4
  %84 = icmp ne i32 %83, 0
  br i1 %84, label %85, label %89

85:                                               ; preds = %75
  %86 = load i32, ptr addrspace(5) %10, align 4
  %87 = load i32, ptr addrspace(5) %11, align 4
  %88 = urem i32 %86, %87
  br label %90

89:                                               ; preds = %75
  br label %90

90:                                               ; preds = %89, %85
  %91 = phi i32 [ %88, %85 ], [ 0, %89 ]
  %92 = load ptr addrspace(1), ptr %14, align 8
  %93 = load i32, ptr addrspace(5) %9, align 4
  %94 = mul nsw i32 8, %93
  %95 = add nsw i32 %94, 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr addrspace(1) %92, i64 %96
  store i32 %91, ptr addrspace(1) %97, align 4
  %98 = load i32, ptr addrspace(5) %10, align 4
  %99 = call i32 @llvm.ctpop.i32(i32 %98)
  %100 = load i32, ptr addrspace(5) %11, align 4
  %101 = icmp ne i32 %100, 0
  br i1 %101, label %102, label %105

102:                                              ; preds = %90
  %103 = load i32, ptr addrspace(5) %11, align 4
  %104 = call i32 @llvm.ctlz.i32(i32 %103, i1 true)
  br label %106

105:                                              ; preds = %90
  br label %106

106:                                              ; preds = %105, %102
  %107 = phi i32 [ %104, %102 ], [ 32, %105 ]
  %108 = add nsw i32 %99, %107
  %109 = load ptr addrspace(1), ptr %14, align 8
  %110 = load i32, ptr addrspace(5) %9, align 4
  %111 = mul nsw i32 8, %110
  %112 = add nsw i32 %111, 5
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i32, ptr addrspace(1) %109, i64 %113
  store i32 %108, ptr addrspace(1) %114, align 4
  %115 = load i32, ptr addrspace(5) %10, align 4
  %116 = load i32, ptr addrspace(5) %11, align 4
  %117 = icmp sgt i32 %115, %116
  br i1 %117, label %118, label %120

118:                                              ; preds = %106
  %119 = load i32, ptr addrspace(5) %10, align 4
  br label %122

120:                                              ; preds = %106
  %121 = load i32, ptr addrspace(5) %11, align 4
  br label %122

122:                                              ; preds = %120, %118
  %123 = phi i32 [ %119, %118 ], [ %121, %120 ]
  %124 = load i32, ptr addrspace(5) %10, align 4
  %125 = load i32, ptr addrspace(5) %11, align 4
  %126 = icmp ult i32 %124, %125
  br i1 %126, label %127, label %129

127:                                              ; preds = %122
  %128 = load i32, ptr addrspace(5) %10, align 4
  br label %131

129:                                              ; preds = %122
  %130 = load i32, ptr addrspace(5) %11, align 4
  br label %131

131:                                              ; preds = %129, %127
  %132 = phi i32 [ %128, %127 ], [ %130, %129 ]
  %133 = sub i32 %123, %132
  %134 = load ptr addrspace(1), ptr %14, align 8
  %135 = load i32, ptr addrspace(5) %9, align 4
  %136 = mul nsw i32 8, %135
  %137 = add nsw i32 %136, 6
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i32, ptr addrspace(1) %134, i64 %138
  store i32 %133, ptr addrspace(1) %139, align 4
  %140 = load i32, ptr addrspace(5) %10, align 4
  %141 = ashr i32 %140, 3
  %142 = load i32, ptr addrspace(5) %11, align 4
  %143 = lshr i32 %142, 5
  %144 = xor i32 %141, %143
  %145 = load i32, ptr addrspace(5) %10, align 4
  %146 = shl i32 %145, 7
  %147 = load i32, ptr addrspace(5) %10, align 4
  %148 = lshr i32 %147, 25
  %149 = or i32 %146, %148
  %150 = xor i32 %144, %149
  %151 = load ptr addrspace(1), ptr %14, align 8
  %152 = load i32, ptr addrspace(5) %9, align 4
  %153 = mul nsw i32 8, %152
  %154 = add nsw i32 %153, 7
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds i32, ptr addrspace(1) %151, i64 %155
  store i32 %150, ptr addrspace(1) %156, align 4
  br label %157

157:                                              ; preds = %131, %21
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @convert(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5, ptr addrspace(1) noundef align 2 %6, ptr addrspace(1) noundef align 8 %7, ptr addrspace(1) noundef align 8 %8, i32 noundef %9) #0 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
  %14 = alloca ptr addrspace(1), align 8, addrspace(5)
  %15 = alloca ptr addrspace(1), align 8, addrspace(5)
  %16 = alloca ptr addrspace(1), align 8, addrspace(5)
  %17 = alloca ptr addrspace(1), align 8, addrspace(5)
  %18 = alloca ptr addrspace(1), align 8, addrspace(5)
  %19 = alloca ptr addrspace(1), align 8, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  %24 = addrspacecast ptr addrspace(5) %14 to ptr
  %25 = addrspacecast ptr addrspace(5) %15 to ptr
  %26 = addrspacecast ptr addrspace(5) %16 to ptr
  %27 = addrspacecast ptr addrspace(5) %17 to ptr
  %28 = addrspacecast ptr addrspace(5) %18 to ptr
  %29 = addrspacecast ptr addrspace(5) %19 to ptr
  %30 = addrspacecast ptr addrspace(5) %20 to ptr
  store ptr addrspace(1) %0, ptr %21, align 8
  store ptr addrspace(1) %1, ptr %22, align 8
  store ptr addrspace(1) %2, ptr %23, align 8
  store ptr addrspace(1) %3, ptr %24, align 8
  store ptr addrspace(1) %4, ptr %25, align 8
  store ptr addrspace(1) %5, ptr %26, align 8
  store ptr addrspace(1) %6, ptr %27, align 8
  store ptr addrspace(1) %7, ptr %28, align 8
  store ptr addrspace(1) %8, ptr %29, align 8
  store i32 %9, ptr %30, align 4
  %31 = load ptr addrspace(1), ptr %21, align 8
  %32 = load ptr addrspace(1), ptr %22, align 8
  %33 = load ptr addrspace(1), ptr %23, align 8
  %34 = load ptr addrspace(1), ptr %24, align 8
  %35 = load ptr addrspace(1), ptr %25, align 8
  %36 = load ptr addrspace(1), ptr %26, align 8
  %37 = load ptr addrspace(1), ptr %27, align 8
  %38 = load ptr addrspace(1), ptr %28, align 8
  %39 = load ptr addrspace(1), ptr %29, align 8
  %40 = load i32, ptr %30, align 4
  call void @__clang_ocl_kern_imp_convert(ptr addrspace(1) noundef align 4 %31, ptr addrspace(1) noundef align 4 %32, ptr addrspace(1) noundef align 8 %33, ptr addrspace(1) noundef align 4 %34, ptr addrspace(1) noundef align 4 %35, ptr addrspace(1) noundef align 4 %36, ptr addrspace(1) noundef align 2 %37, ptr addrspace(1) noundef align 8 %38, ptr addrspace(1) noundef align 8 %39, i32 noundef %40) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_convert(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5, ptr addrspace(1) noundef align 2 %6, ptr addrspace(1) noundef align 8 %7, ptr addrspace(1) noundef align 8 %8, i32 noundef %9) #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
  %14 = alloca ptr addrspace(1), align 8, addrspace(5)
  %15 = alloca ptr addrspace(1), align 8, addrspace(5)
  %16 = alloca ptr addrspace(1), align 8, addrspace(5)
  %17 = alloca ptr addrspace(1), align 8, addrspace(5)
  %18 = alloca ptr addrspace(1), align 8, addrspace(5)
  %19 = alloca ptr addrspace(1), align 8, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca float, align 4, addrspace(5)
  %23 = addrspacecast ptr addrspace(5) %11 to ptr
  %24 = addrspacecast ptr addrspace(5) %12 to ptr
  %25 = addrspacecast ptr addrspace(5) %13 to ptr
  %26 = addrspacecast ptr addrspace(5) %14 to ptr
  %27 = addrspacecast ptr addrspace(5) %15 to ptr
  %28 = addrspacecast ptr addrspace(5) %16 to ptr
  %29 = addrspacecast ptr addrspace(5) %17 to ptr
  %30 = addrspacecast ptr addrspace(5) %18 to ptr
  %31 = addrspacecast ptr addrspace(5) %19 to ptr
  %32 = addrspacecast ptr addrspace(5) %20 to ptr
  store ptr addrspace(1) %0, ptr %23, align 8
  store ptr addrspace(1) %1, ptr %24, align 8
  store ptr addrspace(1) %2, ptr %25, align 8
  store ptr addrspace(1) %3, ptr %26, align 8
  store ptr addrspace(1) %4, ptr %27, align 8
  store ptr addrspace(1) %5, ptr %28, align 8
  store ptr addrspace(1) %6, ptr %29, align 8
  store ptr addrspace(1) %7, ptr %30, align 8
  store ptr addrspace(1) %8, ptr %31, align 8
  store i32 %9, ptr %32, align 4
  %33 = call i64 @emu_global_id(i32 noundef 0) #5
  %34 = trunc i64 %33 to i32
  store i32 %34, ptr addrspace(5) %21, align 4
  %35 = load i32, ptr addrspace(5) %21, align 4
  %36 = load i32, ptr %32, align 4
  %37 = icmp sge i32 %35, %36
  br i1 %37, label %38, label %39

38:                                               ; preds = %10
  br label %123

39:                                               ; preds = %10
  %40 = load ptr addrspace(1), ptr %23, align 8
  %41 = load i32, ptr addrspace(5) %21, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %40, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4
  store float %44, ptr addrspace(5) %22, align 4
  %45 = load float, ptr addrspace(5) %22, align 4
  %46 = fptosi float %45 to i32
  %47 = load ptr addrspace(1), ptr %26, align 8
  %48 = load i32, ptr addrspace(5) %21, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr addrspace(1) %47, i64 %49
  store i32 %46, ptr addrspace(1) %50, align 4
  %51 = load float, ptr addrspace(5) %22, align 4
  %52 = call float @llvm.fabs.f32(float %51)
  %53 = fptoui float %52 to i32
  %54 = load ptr addrspace(1), ptr %27, align 8
  %55 = load i32, ptr addrspace(5) %21, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(1) %54, i64 %56
  store i32 %53, ptr addrspace(1) %57, align 4
  %58 = load ptr addrspace(1), ptr %24, align 8
  %59 = load i32, ptr addrspace(5) %21, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr addrspace(1) %58, i64 %60
  %62 = load i32, ptr addrspace(1) %61, align 4
  %63 = sitofp i32 %62 to float
  %64 = load ptr addrspace(1), ptr %28, align 8
  %65 = load i32, ptr addrspace(5) %21, align 4
  %66 = mul nsw i32 2, %65
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %64, i64 %67
  store float %63, ptr addrspace(1) %68, align 4
  %69 = load ptr addrspace(1), ptr %25, align 8
  %70 = load i32, ptr addrspace(5) %21, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds double, ptr addrspace(1) %69, i64 %71
  %73 = load double, ptr addrspace(1) %72, align 8
  %74 = fptrunc double %73 to float
  %75 = load ptr addrspace(1), ptr %28, align 8
  %76 = load i32, ptr addrspace(5) %21, align 4
  %77 = mul nsw i32 2, %76
  %78 = add nsw i32 %77, 1
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr addrspace(1) %75, i64 %79
  store float %74, ptr addrspace(1) %80, align 4
  %81 = load float, ptr addrspace(5) %22, align 4
  %82 = fptrunc float %81 to half
  %83 = load ptr addrspace(1), ptr %29, align 8
  %84 = load i32, ptr addrspace(5) %21, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds half, ptr addrspace(1) %83, i64 %85
  store half %82, ptr addrspace(1) %86, align 2
  %87 = load float, ptr addrspace(5) %22, align 4
  %88 = fpext float %87 to double
  %89 = load ptr addrspace(1), ptr %30, align 8
  %90 = load i32, ptr addrspace(5) %21, align 4
  %91 = mul nsw i32 2, %90
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds double, ptr addrspace(1) %89, i64 %92
  store double %88, ptr addrspace(1) %93, align 8
  %94 = load ptr addrspace(1), ptr %24, align 8
  %95 = load i32, ptr addrspace(5) %21, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr addrspace(1) %94, i64 %96
  %98 = load i32, ptr addrspace(1) %97, align 4
  %99 = sitofp i32 %98 to double
  %100 = load ptr addrspace(1), ptr %24, align 8
  %101 = load i32, ptr addrspace(5) %21, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr addrspace(1) %100, i64 %102
  %104 = load i32, ptr addrspace(1) %103, align 4
  %105 = uitofp i32 %104 to double
  %106 = fadd double %99, %105
  %107 = load ptr addrspace(1), ptr %30, align 8
  %108 = load i32, ptr addrspace(5) %21, align 4
  %109 = mul nsw i32 2, %108
  %110 = add nsw i32 %109, 1
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds double, ptr addrspace(1) %107, i64 %111
  store double %106, ptr addrspace(1) %112, align 8
  %113 = load ptr addrspace(1), ptr %25, align 8
  %114 = load i32, ptr addrspace(5) %21, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds double, ptr addrspace(1) %113, i64 %115
  %117 = load double, ptr addrspace(1) %116, align 8
  %118 = fptosi double %117 to i64
  %119 = load ptr addrspace(1), ptr %31, align 8
  %120 = load i32, ptr addrspace(5) %21, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i64, ptr addrspace(1) %119, i64 %121
  store i64 %118, ptr addrspace(1) %122, align 8
  br label %123

123:                                              ; preds = %39, %38
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i64 @emu_global_id(i32 noundef %0) #2 {
  %2 = alloca i64, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = call i32 @emu_group_id(i32 noundef %6) #5
  %8 = zext i32 %7 to i64
  %9 = load i32, ptr %5, align 4
  %10 = call i32 @emu_enqueued_local_size(i32 noundef %9) #5
  %11 = zext i32 %10 to i64
  %12 = mul i64 %8, %11
  %13 = load i32, ptr %5, align 4
  %14 = call i32 @emu_local_id(i32 noundef %13) #5
  %15 = zext i32 %14 to i64
  %16 = add i64 %12, %15
  %17 = load i32, ptr %5, align 4
  %18 = call i64 @emu_global_offset(i32 noundef %17) #5
  %19 = add i64 %16, %18
  ret i64 %19
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
  %9 = call ptr addrspace(4) @emu_implicit() #5
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
  %9 = call ptr addrspace(4) @emu_implicit() #5
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal ptr addrspace(4) @emu_implicit() #2 {
  %1 = alloca ptr addrspace(4), align 8, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  ret ptr addrspace(4) %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fma.f16(half, half, half) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.fmuladd.v2f16(<2 x half>, <2 x half>, <2 x half>) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{i32 1, i32 1, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none"}
!8 = !{!"float*", !"float*", !"float*", !"int"}
!9 = !{!"const", !"const", !"", !""}
!10 = !{i32 0, i32 1, i32 1, i32 0}
!11 = !{!"float", !"float*", !"float*", !"uint"}
!12 = !{!"", !"const", !"", !""}
!13 = !{float 2.500000e+00}
!14 = !{float 3.000000e+00}
!15 = !{!"half*", !"half*", !"half*", !"int"}
!16 = !{!"half2*", !"half2*", !"half2*", !"int"}
!17 = !{!"half __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(2)))*", !"int"}
!18 = !{!"double*", !"double*", !"double*", !"int"}
!19 = !{!"long*", !"long*", !"long*", !"int"}
!20 = !{!"int*", !"int*", !"int*", !"int"}
!21 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!22 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!23 = !{!"float*", !"int*", !"double*", !"int*", !"uint*", !"float*", !"half*", !"double*", !"long*", !"int"}
!24 = !{!"const", !"const", !"const", !"", !"", !"", !"", !"", !"", !""}
