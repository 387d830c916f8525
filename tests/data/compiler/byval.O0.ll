; ModuleID = '/work/main/tests/data/emu/src/byval.cl'
source_filename = "/work/main/tests/data/emu/src/byval.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.params_t = type { float, i32, i16, i8, double }
%struct.implicit_args_v5 = type { [3 x i32], [3 x i16], [3 x i16], [2 x i64], [3 x i64], i16 }

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @struct_arg(ptr addrspace(4) noundef byref(%struct.params_t) align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca %struct.params_t, align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  call void @llvm.memcpy.p0.p4.i64(ptr align 8 %7, ptr addrspace(4) align 8 %0, i64 24, i1 false)
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(1) %2, ptr %9, align 8
  %10 = load ptr addrspace(1), ptr %8, align 8
  %11 = load ptr addrspace(1), ptr %9, align 8
  %12 = getelementptr inbounds nuw %struct.params_t, ptr %7, i32 0, i32 0
  %13 = load float, ptr %12, align 8
  %14 = getelementptr inbounds nuw %struct.params_t, ptr %7, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds nuw %struct.params_t, ptr %7, i32 0, i32 2
  %17 = load i16, ptr %16, align 8
  %18 = getelementptr inbounds nuw %struct.params_t, ptr %7, i32 0, i32 3
  %19 = load i8, ptr %18, align 2
  %20 = getelementptr inbounds nuw %struct.params_t, ptr %7, i32 0, i32 4
  %21 = load double, ptr %20, align 8
  call void @__clang_ocl_kern_imp_struct_arg(float %13, i32 %15, i16 %17, i8 %19, double %21, ptr addrspace(1) noundef align 4 %10, ptr addrspace(1) noundef align 4 %11) #6
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p4.i64(ptr noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_struct_arg(float %0, i32 %1, i16 %2, i8 %3, double %4, ptr addrspace(1) noundef align 4 %5, ptr addrspace(1) noundef align 4 %6) #2 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %8 = alloca %struct.params_t, align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  %13 = addrspacecast ptr addrspace(5) %9 to ptr
  %14 = addrspacecast ptr addrspace(5) %10 to ptr
  %15 = getelementptr inbounds nuw %struct.params_t, ptr %12, i32 0, i32 0
  store float %0, ptr %15, align 8
  %16 = getelementptr inbounds nuw %struct.params_t, ptr %12, i32 0, i32 1
  store i32 %1, ptr %16, align 4
  %17 = getelementptr inbounds nuw %struct.params_t, ptr %12, i32 0, i32 2
  store i16 %2, ptr %17, align 8
  %18 = getelementptr inbounds nuw %struct.params_t, ptr %12, i32 0, i32 3
  store i8 %3, ptr %18, align 2
  %19 = getelementptr inbounds nuw %struct.params_t, ptr %12, i32 0, i32 4
  store double %4, ptr %19, align 8
  store ptr addrspace(1) %5, ptr %13, align 8
  store ptr addrspace(1) %6, ptr %14, align 8
  %20 = call i64 @emu_global_id(i32 noundef 0) #6
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr addrspace(5) %11, align 4
  %22 = load ptr addrspace(1), ptr %13, align 8
  %23 = load i32, ptr addrspace(5) %11, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %22, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4
  %27 = getelementptr inbounds nuw %struct.params_t, ptr %12, i32 0, i32 0
  %28 = load float, ptr %27, align 8
  %29 = getelementptr inbounds nuw %struct.params_t, ptr %12, i32 0, i32 1
  %30 = load i32, ptr %29, align 4
  %31 = getelementptr inbounds nuw %struct.params_t, ptr %12, i32 0, i32 2
  %32 = load i16, ptr %31, align 8
  %33 = sext i16 %32 to i32
  %34 = add nsw i32 %30, %33
  %35 = sitofp i32 %34 to float
  %36 = call float @llvm.fmuladd.f32(float %26, float %28, float %35)
  %37 = getelementptr inbounds nuw %struct.params_t, ptr %12, i32 0, i32 4
  %38 = load double, ptr %37, align 8
  %39 = fptrunc double %38 to float
  %40 = fadd float %36, %39
  %41 = load ptr addrspace(1), ptr %14, align 8
  %42 = load i32, ptr addrspace(5) %11, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %41, i64 %43
  store float %40, ptr addrspace(1) %44, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @vector_args(<4 x float> noundef %0, <2 x i32> noundef %1, ptr addrspace(1) noundef align 16 %2, ptr addrspace(1) noundef align 8 %3) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %5 = alloca <4 x float>, align 16, addrspace(5)
  %6 = alloca <2 x i32>, align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store <4 x float> %0, ptr %9, align 16
  store <2 x i32> %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store ptr addrspace(1) %3, ptr %12, align 8
  %13 = load <4 x float>, ptr %9, align 16
  %14 = load <2 x i32>, ptr %10, align 8
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load ptr addrspace(1), ptr %12, align 8
  call void @__clang_ocl_kern_imp_vector_args(<4 x float> noundef %13, <2 x i32> noundef %14, ptr addrspace(1) noundef align 16 %15, ptr addrspace(1) noundef align 8 %16) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_vector_args(<4 x float> noundef %0, <2 x i32> noundef %1, ptr addrspace(1) noundef align 16 %2, ptr addrspace(1) noundef align 8 %3) #2 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %5 = alloca <4 x float>, align 16, addrspace(5)
  %6 = alloca <2 x i32>, align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca <4 x float>, align 16, addrspace(5)
  %11 = alloca <2 x i32>, align 8, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %10 to ptr
  %17 = addrspacecast ptr addrspace(5) %11 to ptr
  store <4 x float> %0, ptr %12, align 16
  store <2 x i32> %1, ptr %13, align 8
  store ptr addrspace(1) %2, ptr %14, align 8
  store ptr addrspace(1) %3, ptr %15, align 8
  %18 = call i64 @emu_global_id(i32 noundef 0) #6
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr addrspace(5) %9, align 4
  %20 = load <4 x float>, ptr %12, align 16
  %21 = load i32, ptr addrspace(5) %9, align 4
  %22 = sitofp i32 %21 to float
  %23 = insertelement <4 x float> poison, float %22, i64 0
  %24 = shufflevector <4 x float> %23, <4 x float> poison, <4 x i32> zeroinitializer
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %16, align 16
  %25 = load <4 x float>, ptr %16, align 16
  %26 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %20, <4 x float> %24, <4 x float> %25)
  %27 = load ptr addrspace(1), ptr %14, align 8
  %28 = load i32, ptr addrspace(5) %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds <4 x float>, ptr addrspace(1) %27, i64 %29
  store <4 x float> %26, ptr addrspace(1) %30, align 16
  %31 = load <2 x i32>, ptr %13, align 8
  %32 = load i32, ptr addrspace(5) %9, align 4
  %33 = insertelement <2 x i32> poison, i32 %32, i32 0
  %34 = load i32, ptr addrspace(5) %9, align 4
  %35 = sub nsw i32 0, %34
  %36 = insertelement <2 x i32> %33, i32 %35, i32 1
  store <2 x i32> %36, ptr %17, align 8
  %37 = load <2 x i32>, ptr %17, align 8
  %38 = add <2 x i32> %31, %37
  %39 = load ptr addrspace(1), ptr %15, align 8
  %40 = load i32, ptr addrspace(5) %9, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %39, i64 %41
  store <2 x i32> %38, ptr addrspace(1) %42, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @vec_loads(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 16 %2) #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !7 !kernel_arg_type !16 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(1) %2, ptr %9, align 8
  %10 = load ptr addrspace(1), ptr %7, align 8
  %11 = load ptr addrspace(1), ptr %8, align 8
  %12 = load ptr addrspace(1), ptr %9, align 8
  call void @__clang_ocl_kern_imp_vec_loads(ptr addrspace(1) noundef align 16 %10, ptr addrspace(1) noundef align 16 %11, ptr addrspace(1) noundef align 16 %12) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_vec_loads(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 16 %2) #2 !kernel_arg_addr_space !15 !kernel_arg_access_qual !7 !kernel_arg_type !16 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca <4 x float>, align 16, addrspace(5)
  %9 = alloca <4 x i32>, align 16, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  store ptr addrspace(1) %2, ptr %12, align 8
  %13 = call i64 @emu_global_id(i32 noundef 0) #6
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr addrspace(5) %7, align 4
  %15 = load ptr addrspace(1), ptr %10, align 8
  %16 = load i32, ptr addrspace(5) %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds <4 x float>, ptr addrspace(1) %15, i64 %17
  %19 = load <4 x float>, ptr addrspace(1) %18, align 16
  store <4 x float> %19, ptr addrspace(5) %8, align 16
  %20 = load ptr addrspace(1), ptr %11, align 8
  %21 = load i32, ptr addrspace(5) %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %20, i64 %22
  %24 = load <4 x i32>, ptr addrspace(1) %23, align 16
  store <4 x i32> %24, ptr addrspace(5) %9, align 16
  %25 = load <4 x float>, ptr addrspace(5) %8, align 16
  %26 = shufflevector <4 x float> %25, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %27 = load <4 x i32>, ptr addrspace(5) %9, align 16
  %28 = sitofp <4 x i32> %27 to <4 x float>
  %29 = load <4 x float>, ptr addrspace(5) %8, align 16
  %30 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %28, <4 x float> %29, <4 x float> %26)
  %31 = load ptr addrspace(1), ptr %12, align 8
  %32 = load i32, ptr addrspace(5) %7, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds <4 x float>, ptr addrspace(1) %31, i64 %33
  store <4 x float> %30, ptr addrspace(1) %34, align 16
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @private_sort(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_private_sort(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_private_sort(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca [8 x i32], align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %3 to ptr
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  %14 = call i64 @emu_global_id(i32 noundef 0) #6
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %6, align 4
  store i32 0, ptr addrspace(5) %7, align 4
  br label %16

16:                                               ; preds = %31, %2
  %17 = load i32, ptr addrspace(5) %7, align 4
  %18 = icmp slt i32 %17, 8
  br i1 %18, label %19, label %34

19:                                               ; preds = %16
  %20 = load ptr addrspace(1), ptr %12, align 8
  %21 = load i32, ptr addrspace(5) %6, align 4
  %22 = mul nsw i32 8, %21
  %23 = load i32, ptr addrspace(5) %7, align 4
  %24 = add nsw i32 %22, %23
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %20, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4
  %28 = load i32, ptr addrspace(5) %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [8 x i32], ptr addrspace(5) %5, i64 0, i64 %29
  store i32 %27, ptr addrspace(5) %30, align 4
  br label %31

31:                                               ; preds = %19
  %32 = load i32, ptr addrspace(5) %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr addrspace(5) %7, align 4
  br label %16

34:                                               ; preds = %16
  store i32 0, ptr addrspace(5) %8, align 4
  br label %35

35:                                               ; preds = %78, %34
  %36 = load i32, ptr addrspace(5) %8, align 4
  %37 = icmp slt i32 %36, 8
  br i1 %37, label %38, label %81

38:                                               ; preds = %35
  store i32 0, ptr addrspace(5) %9, align 4
  br label %39

39:                                               ; preds = %74, %38
  %40 = load i32, ptr addrspace(5) %9, align 4
  %41 = load i32, ptr addrspace(5) %8, align 4
  %42 = sub nsw i32 7, %41
  %43 = icmp slt i32 %40, %42
  br i1 %43, label %44, label %77

44:                                               ; preds = %39
  %45 = load i32, ptr addrspace(5) %9, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [8 x i32], ptr addrspace(5) %5, i64 0, i64 %46
  %48 = load i32, ptr addrspace(5) %47, align 4
  %49 = load i32, ptr addrspace(5) %9, align 4
  %50 = add nsw i32 %49, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [8 x i32], ptr addrspace(5) %5, i64 0, i64 %51
  %53 = load i32, ptr addrspace(5) %52, align 4
  %54 = icmp sgt i32 %48, %53
  br i1 %54, label %55, label %73

55:                                               ; preds = %44
  %56 = load i32, ptr addrspace(5) %9, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [8 x i32], ptr addrspace(5) %5, i64 0, i64 %57
  %59 = load i32, ptr addrspace(5) %58, align 4
  store i32 %59, ptr addrspace(5) %10, align 4
  %60 = load i32, ptr addrspace(5) %9, align 4
  %61 = add nsw i32 %60, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [8 x i32], ptr addrspace(5) %5, i64 0, i64 %62
  %64 = load i32, ptr addrspace(5) %63, align 4
  %65 = load i32, ptr addrspace(5) %9, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [8 x i32], ptr addrspace(5) %5, i64 0, i64 %66
  store i32 %64, ptr addrspace(5) %67, align 4
  %68 = load i32, ptr addrspace(5) %10, align 4
  %69 = load i32, ptr addrspace(5) %9, align 4
  %70 = add nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [8 x i32], ptr addrspace(5) %5, i64 0, i64 %71
  store i32 %68, ptr addrspace(5) %72, align 4
  br label %73

73:                                               ; preds = %55, %44
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr addrspace(5) %9, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr addrspace(5) %9, align 4
  br label %39

77:                                               ; preds = %39
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr addrspace(5) %8, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr addrspace(5) %8, align 4
  br label %35

81:                                               ; preds = %35
  store i32 0, ptr addrspace(5) %11, align 4
  br label %82

82:                                               ; preds = %97, %81
  %83 = load i32, ptr addrspace(5) %11, align 4
  %84 = icmp slt i32 %83, 8
  br i1 %84, label %85, label %100

85:                                               ; preds = %82
  %86 = load i32, ptr addrspace(5) %11, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [8 x i32], ptr addrspace(5) %5, i64 0, i64 %87
  %89 = load i32, ptr addrspace(5) %88, align 4
  %90 = load ptr addrspace(1), ptr %13, align 8
  %91 = load i32, ptr addrspace(5) %6, align 4
  %92 = mul nsw i32 8, %91
  %93 = load i32, ptr addrspace(5) %11, align 4
  %94 = add nsw i32 %92, %93
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr addrspace(1) %90, i64 %95
  store i32 %89, ptr addrspace(1) %96, align 4
  br label %97

97:                                               ; preds = %85
  %98 = load i32, ptr addrspace(5) %11, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr addrspace(5) %11, align 4
  br label %82

100:                                              ; preds = %82
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @private_index(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_private_index(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_private_index(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca [32 x i32], align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  %10 = call i64 @emu_global_id(i32 noundef 0) #6
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %6, align 4
  store i32 0, ptr addrspace(5) %7, align 4
  br label %12

12:                                               ; preds = %24, %2
  %13 = load i32, ptr addrspace(5) %7, align 4
  %14 = icmp slt i32 %13, 32
  br i1 %14, label %15, label %27

15:                                               ; preds = %12
  %16 = load i32, ptr addrspace(5) %7, align 4
  %17 = load i32, ptr addrspace(5) %7, align 4
  %18 = mul nsw i32 %16, %17
  %19 = load i32, ptr addrspace(5) %6, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr addrspace(5) %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [32 x i32], ptr addrspace(5) %5, i64 0, i64 %22
  store i32 %20, ptr addrspace(5) %23, align 4
  br label %24

24:                                               ; preds = %15
  %25 = load i32, ptr addrspace(5) %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr addrspace(5) %7, align 4
  br label %12

27:                                               ; preds = %12
  %28 = load ptr addrspace(1), ptr %8, align 8
  %29 = load i32, ptr addrspace(5) %6, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %28, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4
  %33 = and i32 %32, 31
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [32 x i32], ptr addrspace(5) %5, i64 0, i64 %34
  %36 = load i32, ptr addrspace(5) %35, align 4
  %37 = load ptr addrspace(1), ptr %8, align 8
  %38 = load i32, ptr addrspace(5) %6, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(1) %37, i64 %39
  %41 = load i32, ptr addrspace(1) %40, align 4
  %42 = ashr i32 %41, 5
  %43 = and i32 %42, 31
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [32 x i32], ptr addrspace(5) %5, i64 0, i64 %44
  %46 = load i32, ptr addrspace(5) %45, align 4
  %47 = add nsw i32 %36, %46
  %48 = load ptr addrspace(1), ptr %9, align 8
  %49 = load i32, ptr addrspace(5) %6, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr addrspace(1) %48, i64 %50
  store i32 %47, ptr addrspace(1) %51, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @calls(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4) #0 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
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
  call void @__clang_ocl_kern_imp_calls(ptr addrspace(1) noundef align 4 %16, ptr addrspace(1) noundef align 4 %17, ptr addrspace(1) noundef align 4 %18, ptr addrspace(1) noundef align 4 %19, ptr addrspace(1) noundef align 4 %20) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_calls(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4) #2 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  %16 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  store ptr addrspace(1) %2, ptr %14, align 8
  store ptr addrspace(1) %3, ptr %15, align 8
  store ptr addrspace(1) %4, ptr %16, align 8
  %17 = call i64 @emu_global_id(i32 noundef 0) #6
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr addrspace(5) %11, align 4
  %19 = load ptr addrspace(1), ptr %12, align 8
  %20 = load i32, ptr addrspace(5) %11, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %19, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4
  %24 = call float @poly(float noundef %23, float noundef 2.000000e+00, float noundef 3.000000e+00) #6
  %25 = load ptr addrspace(1), ptr %15, align 8
  %26 = load i32, ptr addrspace(5) %11, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %25, i64 %27
  store float %24, ptr addrspace(1) %28, align 4
  %29 = load ptr addrspace(1), ptr %13, align 8
  %30 = load i32, ptr addrspace(5) %11, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4
  %34 = load ptr addrspace(1), ptr %14, align 8
  %35 = load i32, ptr addrspace(5) %11, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %34, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4
  %39 = call i32 @gcd(i32 noundef %33, i32 noundef %38) #6
  %40 = load ptr addrspace(1), ptr %16, align 8
  %41 = load i32, ptr addrspace(5) %11, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr addrspace(1) %40, i64 %42
  store i32 %39, ptr addrspace(1) %43, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i64 @emu_global_id(i32 noundef %0) #3 {
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @emu_group_id(i32 noundef %0) #3 {
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
define internal i32 @emu_enqueued_local_size(i32 noundef %0) #3 {
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
define internal i32 @emu_local_id(i32 noundef %0) #3 {
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
define internal i64 @emu_global_offset(i32 noundef %0) #3 {
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal ptr addrspace(4) @emu_implicit() #3 {
  %1 = alloca ptr addrspace(4), align 8, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  ret ptr addrspace(4) %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal float @poly(float noundef %0, float noundef %1, float noundef %2) #3 {
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  store float %0, ptr %9, align 4
  store float %1, ptr %10, align 4
  store float %2, ptr %11, align 4
  %12 = load float, ptr %9, align 4
  %13 = load float, ptr %10, align 4
  %14 = load float, ptr %11, align 4
  %15 = call float @llvm.fmuladd.f32(float %12, float %13, float %14)
  %16 = load float, ptr %9, align 4
  %17 = fmul float %15, %16
  ret float %17
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @gcd(i32 noundef %0, i32 noundef %1) #3 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %0, ptr %8, align 4
  store i32 %1, ptr %9, align 4
  br label %10

10:                                               ; preds = %13, %2
  %11 = load i32, ptr %9, align 4
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %19

13:                                               ; preds = %10
  %14 = load i32, ptr %8, align 4
  %15 = load i32, ptr %9, align 4
  %16 = srem i32 %14, %15
  store i32 %16, ptr addrspace(5) %6, align 4
  %17 = load i32, ptr %9, align 4
  store i32 %17, ptr %8, align 4
  %18 = load i32, ptr addrspace(5) %6, align 4
  store i32 %18, ptr %9, align 4
  br label %10

19:                                               ; preds = %10
  %20 = load i32, ptr %8, align 4
  ret i32 %20
}

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{i32 0, i32 1, i32 1}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"params_t", !"float*", !"float*"}
!9 = !{!"", !"const", !""}
!10 = !{i32 0, i32 0, i32 1, i32 1}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"float4", !"int2", !"float4*", !"int2*"}
!13 = !{!"float __attribute__((ext_vector_type(4)))", !"int __attribute__((ext_vector_type(2)))", !"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(2)))*"}
!14 = !{!"", !"", !"", !""}
!15 = !{i32 1, i32 1, i32 1}
!16 = !{!"float4*", !"int4*", !"float4*"}
!17 = !{!"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*"}
!18 = !{!"const", !"const", !""}
!19 = !{i32 1, i32 1}
!20 = !{!"none", !"none"}
!21 = !{!"int*", !"int*"}
!22 = !{!"const", !""}
!23 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!24 = !{!"none", !"none", !"none", !"none", !"none"}
!25 = !{!"float*", !"int*", !"int*", !"float*", !"int*"}
!26 = !{!"const", !"const", !"const", !"", !""}
