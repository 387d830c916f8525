; ModuleID = '/work/main/tests/data/emu/src/mfma.cl'
source_filename = "/work/main/tests/data/emu/src/mfma.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @mfma_32x32x8f16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  call void @__clang_ocl_kern_imp_mfma_32x32x8f16(ptr addrspace(1) noundef align 2 %10, ptr addrspace(1) noundef align 2 %11, ptr addrspace(1) noundef align 4 %12) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_mfma_32x32x8f16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 4 %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca <4 x half>, align 8, addrspace(5)
  %9 = alloca <4 x half>, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca <16 x float>, align 64, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %4 to ptr
  %15 = addrspacecast ptr addrspace(5) %5 to ptr
  %16 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %14, align 8
  store ptr addrspace(1) %1, ptr %15, align 8
  store ptr addrspace(1) %2, ptr %16, align 8
  %17 = call i32 @emu_local_id(i32 noundef 0) #5
  store i32 %17, ptr addrspace(5) %7, align 4
  store i32 0, ptr addrspace(5) %10, align 4
  br label %18

18:                                               ; preds = %54, %3
  %19 = load i32, ptr addrspace(5) %10, align 4
  %20 = icmp slt i32 %19, 4
  br i1 %20, label %21, label %57

21:                                               ; preds = %18
  %22 = load ptr addrspace(1), ptr %14, align 8
  %23 = load i32, ptr addrspace(5) %7, align 4
  %24 = srem i32 %23, 32
  %25 = mul nsw i32 %24, 8
  %26 = load i32, ptr addrspace(5) %7, align 4
  %27 = sdiv i32 %26, 32
  %28 = mul nsw i32 4, %27
  %29 = add nsw i32 %25, %28
  %30 = load i32, ptr addrspace(5) %10, align 4
  %31 = add nsw i32 %29, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds half, ptr addrspace(1) %22, i64 %32
  %34 = load half, ptr addrspace(1) %33, align 2
  %35 = load i32, ptr addrspace(5) %10, align 4
  %36 = load <4 x half>, ptr addrspace(5) %8, align 8
  %37 = insertelement <4 x half> %36, half %34, i32 %35
  store <4 x half> %37, ptr addrspace(5) %8, align 8
  %38 = load ptr addrspace(1), ptr %15, align 8
  %39 = load i32, ptr addrspace(5) %7, align 4
  %40 = sdiv i32 %39, 32
  %41 = mul nsw i32 4, %40
  %42 = load i32, ptr addrspace(5) %10, align 4
  %43 = add nsw i32 %41, %42
  %44 = mul nsw i32 %43, 32
  %45 = load i32, ptr addrspace(5) %7, align 4
  %46 = srem i32 %45, 32
  %47 = add nsw i32 %44, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds half, ptr addrspace(1) %38, i64 %48
  %50 = load half, ptr addrspace(1) %49, align 2
  %51 = load i32, ptr addrspace(5) %10, align 4
  %52 = load <4 x half>, ptr addrspace(5) %9, align 8
  %53 = insertelement <4 x half> %52, half %50, i32 %51
  store <4 x half> %53, ptr addrspace(5) %9, align 8
  br label %54

54:                                               ; preds = %21
  %55 = load i32, ptr addrspace(5) %10, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr addrspace(5) %10, align 4
  br label %18

57:                                               ; preds = %18
  store <16 x float> zeroinitializer, ptr addrspace(5) %11, align 64
  %58 = load <4 x half>, ptr addrspace(5) %8, align 8
  %59 = load <4 x half>, ptr addrspace(5) %9, align 8
  %60 = load <16 x float>, ptr addrspace(5) %11, align 64
  %61 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %58, <4 x half> %59, <16 x float> %60, i32 0, i32 0, i32 0)
  store <16 x float> %61, ptr addrspace(5) %11, align 64
  store i32 0, ptr addrspace(5) %12, align 4
  br label %62

62:                                               ; preds = %87, %57
  %63 = load i32, ptr addrspace(5) %12, align 4
  %64 = icmp slt i32 %63, 16
  br i1 %64, label %65, label %90

65:                                               ; preds = %62
  %66 = load i32, ptr addrspace(5) %12, align 4
  %67 = sdiv i32 %66, 4
  %68 = mul nsw i32 8, %67
  %69 = load i32, ptr addrspace(5) %7, align 4
  %70 = sdiv i32 %69, 32
  %71 = mul nsw i32 4, %70
  %72 = add nsw i32 %68, %71
  %73 = load i32, ptr addrspace(5) %12, align 4
  %74 = srem i32 %73, 4
  %75 = add nsw i32 %72, %74
  store i32 %75, ptr addrspace(5) %13, align 4
  %76 = load <16 x float>, ptr addrspace(5) %11, align 64
  %77 = load i32, ptr addrspace(5) %12, align 4
  %78 = extractelement <16 x float> %76, i32 %77
  %79 = load ptr addrspace(1), ptr %16, align 8
  %80 = load i32, ptr addrspace(5) %13, align 4
  %81 = mul nsw i32 %80, 32
  %82 = load i32, ptr addrspace(5) %7, align 4
  %83 = srem i32 %82, 32
  %84 = add nsw i32 %81, %83
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %79, i64 %85
  store float %78, ptr addrspace(1) %86, align 4
  br label %87

87:                                               ; preds = %65
  %88 = load i32, ptr addrspace(5) %12, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr addrspace(5) %12, align 4
  br label %62

90:                                               ; preds = %62
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @mfma_16x16x16f16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  call void @__clang_ocl_kern_imp_mfma_16x16x16f16(ptr addrspace(1) noundef align 2 %10, ptr addrspace(1) noundef align 2 %11, ptr addrspace(1) noundef align 4 %12) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_mfma_16x16x16f16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 4 %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca <4 x half>, align 8, addrspace(5)
  %9 = alloca <4 x half>, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca <4 x float>, align 16, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  %16 = call i32 @emu_local_id(i32 noundef 0) #5
  store i32 %16, ptr addrspace(5) %7, align 4
  store i32 0, ptr addrspace(5) %10, align 4
  br label %17

17:                                               ; preds = %53, %3
  %18 = load i32, ptr addrspace(5) %10, align 4
  %19 = icmp slt i32 %18, 4
  br i1 %19, label %20, label %56

20:                                               ; preds = %17
  %21 = load ptr addrspace(1), ptr %13, align 8
  %22 = load i32, ptr addrspace(5) %7, align 4
  %23 = srem i32 %22, 16
  %24 = mul nsw i32 %23, 16
  %25 = load i32, ptr addrspace(5) %7, align 4
  %26 = sdiv i32 %25, 16
  %27 = mul nsw i32 4, %26
  %28 = add nsw i32 %24, %27
  %29 = load i32, ptr addrspace(5) %10, align 4
  %30 = add nsw i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds half, ptr addrspace(1) %21, i64 %31
  %33 = load half, ptr addrspace(1) %32, align 2
  %34 = load i32, ptr addrspace(5) %10, align 4
  %35 = load <4 x half>, ptr addrspace(5) %8, align 8
  %36 = insertelement <4 x half> %35, half %33, i32 %34
  store <4 x half> %36, ptr addrspace(5) %8, align 8
  %37 = load ptr addrspace(1), ptr %14, align 8
  %38 = load i32, ptr addrspace(5) %7, align 4
  %39 = sdiv i32 %38, 16
  %40 = mul nsw i32 4, %39
  %41 = load i32, ptr addrspace(5) %10, align 4
  %42 = add nsw i32 %40, %41
  %43 = mul nsw i32 %42, 16
  %44 = load i32, ptr addrspace(5) %7, align 4
  %45 = srem i32 %44, 16
  %46 = add nsw i32 %43, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds half, ptr addrspace(1) %37, i64 %47
  %49 = load half, ptr addrspace(1) %48, align 2
  %50 = load i32, ptr addrspace(5) %10, align 4
  %51 = load <4 x half>, ptr addrspace(5) %9, align 8
  %52 = insertelement <4 x half> %51, half %49, i32 %50
  store <4 x half> %52, ptr addrspace(5) %9, align 8
  br label %53

53:                                               ; preds = %20
  %54 = load i32, ptr addrspace(5) %10, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr addrspace(5) %10, align 4
  br label %17

56:                                               ; preds = %17
  store <4 x float> zeroinitializer, ptr addrspace(5) %11, align 16
  %57 = load <4 x half>, ptr addrspace(5) %8, align 8
  %58 = load <4 x half>, ptr addrspace(5) %9, align 8
  %59 = load <4 x float>, ptr addrspace(5) %11, align 16
  %60 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %57, <4 x half> %58, <4 x float> %59, i32 0, i32 0, i32 0)
  store <4 x float> %60, ptr addrspace(5) %11, align 16
  store i32 0, ptr addrspace(5) %12, align 4
  br label %61

61:                                               ; preds = %80, %56
  %62 = load i32, ptr addrspace(5) %12, align 4
  %63 = icmp slt i32 %62, 4
  br i1 %63, label %64, label %83

64:                                               ; preds = %61
  %65 = load <4 x float>, ptr addrspace(5) %11, align 16
  %66 = load i32, ptr addrspace(5) %12, align 4
  %67 = extractelement <4 x float> %65, i32 %66
  %68 = load ptr addrspace(1), ptr %15, align 8
  %69 = load i32, ptr addrspace(5) %7, align 4
  %70 = sdiv i32 %69, 16
  %71 = mul nsw i32 4, %70
  %72 = load i32, ptr addrspace(5) %12, align 4
  %73 = add nsw i32 %71, %72
  %74 = mul nsw i32 %73, 16
  %75 = load i32, ptr addrspace(5) %7, align 4
  %76 = srem i32 %75, 16
  %77 = add nsw i32 %74, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %68, i64 %78
  store float %67, ptr addrspace(1) %79, align 4
  br label %80

80:                                               ; preds = %64
  %81 = load i32, ptr addrspace(5) %12, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr addrspace(5) %12, align 4
  br label %61

83:                                               ; preds = %61
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @mfma_32x32x2f32(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !9 {
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
  call void @__clang_ocl_kern_imp_mfma_32x32x2f32(ptr addrspace(1) noundef align 4 %10, ptr addrspace(1) noundef align 4 %11, ptr addrspace(1) noundef align 4 %12) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_mfma_32x32x2f32(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca <16 x float>, align 64, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %4 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  store ptr addrspace(1) %2, ptr %13, align 8
  %14 = call i32 @emu_local_id(i32 noundef 0) #5
  store i32 %14, ptr addrspace(5) %7, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  br label %15

15:                                               ; preds = %40, %3
  %16 = load i32, ptr addrspace(5) %9, align 4
  %17 = icmp slt i32 %16, 16
  br i1 %17, label %18, label %43

18:                                               ; preds = %15
  %19 = load ptr addrspace(1), ptr %13, align 8
  %20 = load i32, ptr addrspace(5) %9, align 4
  %21 = sdiv i32 %20, 4
  %22 = mul nsw i32 8, %21
  %23 = load i32, ptr addrspace(5) %7, align 4
  %24 = sdiv i32 %23, 32
  %25 = mul nsw i32 4, %24
  %26 = add nsw i32 %22, %25
  %27 = load i32, ptr addrspace(5) %9, align 4
  %28 = srem i32 %27, 4
  %29 = add nsw i32 %26, %28
  %30 = mul nsw i32 %29, 32
  %31 = load i32, ptr addrspace(5) %7, align 4
  %32 = srem i32 %31, 32
  %33 = add nsw i32 %30, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %19, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4
  %37 = load i32, ptr addrspace(5) %9, align 4
  %38 = load <16 x float>, ptr addrspace(5) %8, align 64
  %39 = insertelement <16 x float> %38, float %36, i32 %37
  store <16 x float> %39, ptr addrspace(5) %8, align 64
  br label %40

40:                                               ; preds = %18
  %41 = load i32, ptr addrspace(5) %9, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr addrspace(5) %9, align 4
  br label %15

43:                                               ; preds = %15
  %44 = load ptr addrspace(1), ptr %11, align 8
  %45 = load i32, ptr addrspace(5) %7, align 4
  %46 = srem i32 %45, 32
  %47 = mul nsw i32 %46, 2
  %48 = load i32, ptr addrspace(5) %7, align 4
  %49 = sdiv i32 %48, 32
  %50 = add nsw i32 %47, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %44, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4
  %54 = load ptr addrspace(1), ptr %12, align 8
  %55 = load i32, ptr addrspace(5) %7, align 4
  %56 = sdiv i32 %55, 32
  %57 = mul nsw i32 %56, 32
  %58 = load i32, ptr addrspace(5) %7, align 4
  %59 = srem i32 %58, 32
  %60 = add nsw i32 %57, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4
  %64 = load <16 x float>, ptr addrspace(5) %8, align 64
  %65 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %53, float %63, <16 x float> %64, i32 0, i32 0, i32 0)
  store <16 x float> %65, ptr addrspace(5) %8, align 64
  store i32 0, ptr addrspace(5) %10, align 4
  br label %66

66:                                               ; preds = %90, %43
  %67 = load i32, ptr addrspace(5) %10, align 4
  %68 = icmp slt i32 %67, 16
  br i1 %68, label %69, label %93

69:                                               ; preds = %66
  %70 = load <16 x float>, ptr addrspace(5) %8, align 64
  %71 = load i32, ptr addrspace(5) %10, align 4
  %72 = extractelement <16 x float> %70, i32 %71
  %73 = load ptr addrspace(1), ptr %13, align 8
  %74 = load i32, ptr addrspace(5) %10, align 4
  %75 = sdiv i32 %74, 4
  %76 = mul nsw i32 8, %75
  %77 = load i32, ptr addrspace(5) %7, align 4
  %78 = sdiv i32 %77, 32
  %79 = mul nsw i32 4, %78
  %80 = add nsw i32 %76, %79
  %81 = load i32, ptr addrspace(5) %10, align 4
  %82 = srem i32 %81, 4
  %83 = add nsw i32 %80, %82
  %84 = mul nsw i32 %83, 32
  %85 = load i32, ptr addrspace(5) %7, align 4
  %86 = srem i32 %85, 32
  %87 = add nsw i32 %84, %86
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspace(1) %73, i64 %88
  store float %72, ptr addrspace(1) %89, align 4
  br label %90

90:                                               ; preds = %69
  %91 = load i32, ptr addrspace(5) %10, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr addrspace(5) %10, align 4
  br label %66

93:                                               ; preds = %66
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @mfma_16x16x4f64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !9 {
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
  call void @__clang_ocl_kern_imp_mfma_16x16x4f64(ptr addrspace(1) noundef align 8 %10, ptr addrspace(1) noundef align 8 %11, ptr addrspace(1) noundef align 8 %12) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_mfma_16x16x4f64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca <4 x double>, align 32, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  store ptr addrspace(1) %2, ptr %12, align 8
  %13 = call i32 @emu_local_id(i32 noundef 0) #5
  store i32 %13, ptr addrspace(5) %7, align 4
  store <4 x double> zeroinitializer, ptr addrspace(5) %8, align 32
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load i32, ptr addrspace(5) %7, align 4
  %16 = srem i32 %15, 16
  %17 = mul nsw i32 %16, 4
  %18 = load i32, ptr addrspace(5) %7, align 4
  %19 = sdiv i32 %18, 16
  %20 = add nsw i32 %17, %19
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr addrspace(1) %14, i64 %21
  %23 = load double, ptr addrspace(1) %22, align 8
  %24 = load ptr addrspace(1), ptr %11, align 8
  %25 = load i32, ptr addrspace(5) %7, align 4
  %26 = sdiv i32 %25, 16
  %27 = mul nsw i32 %26, 16
  %28 = load i32, ptr addrspace(5) %7, align 4
  %29 = srem i32 %28, 16
  %30 = add nsw i32 %27, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr addrspace(1) %24, i64 %31
  %33 = load double, ptr addrspace(1) %32, align 8
  %34 = load <4 x double>, ptr addrspace(5) %8, align 32
  %35 = call <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double %23, double %33, <4 x double> %34, i32 0, i32 0, i32 0)
  store <4 x double> %35, ptr addrspace(5) %8, align 32
  store i32 0, ptr addrspace(5) %9, align 4
  br label %36

36:                                               ; preds = %55, %3
  %37 = load i32, ptr addrspace(5) %9, align 4
  %38 = icmp slt i32 %37, 4
  br i1 %38, label %39, label %58

39:                                               ; preds = %36
  %40 = load <4 x double>, ptr addrspace(5) %8, align 32
  %41 = load i32, ptr addrspace(5) %9, align 4
  %42 = extractelement <4 x double> %40, i32 %41
  %43 = load ptr addrspace(1), ptr %12, align 8
  %44 = load i32, ptr addrspace(5) %9, align 4
  %45 = mul nsw i32 4, %44
  %46 = load i32, ptr addrspace(5) %7, align 4
  %47 = sdiv i32 %46, 16
  %48 = add nsw i32 %45, %47
  %49 = mul nsw i32 %48, 16
  %50 = load i32, ptr addrspace(5) %7, align 4
  %51 = srem i32 %50, 16
  %52 = add nsw i32 %49, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr addrspace(1) %43, i64 %53
  store double %42, ptr addrspace(1) %54, align 8
  br label %55

55:                                               ; preds = %39
  %56 = load i32, ptr addrspace(5) %9, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr addrspace(5) %9, align 4
  br label %36

58:                                               ; preds = %36
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @mfma_4x4x1f32_bcast(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store ptr addrspace(1) %3, ptr %12, align 8
  %13 = load ptr addrspace(1), ptr %9, align 8
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load ptr addrspace(1), ptr %12, align 8
  call void @__clang_ocl_kern_imp_mfma_4x4x1f32_bcast(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, ptr addrspace(1) noundef align 4 %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_mfma_4x4x1f32_bcast(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca <4 x float>, align 16, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  store ptr addrspace(1) %3, ptr %16, align 8
  %17 = call i32 @emu_local_id(i32 noundef 0) #5
  store i32 %17, ptr addrspace(5) %9, align 4
  store i32 0, ptr addrspace(5) %11, align 4
  br label %18

18:                                               ; preds = %33, %4
  %19 = load i32, ptr addrspace(5) %11, align 4
  %20 = icmp slt i32 %19, 4
  br i1 %20, label %21, label %36

21:                                               ; preds = %18
  %22 = load ptr addrspace(1), ptr %15, align 8
  %23 = load i32, ptr addrspace(5) %11, align 4
  %24 = mul nsw i32 %23, 64
  %25 = load i32, ptr addrspace(5) %9, align 4
  %26 = add nsw i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %22, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4
  %30 = load i32, ptr addrspace(5) %11, align 4
  %31 = load <4 x float>, ptr addrspace(5) %10, align 16
  %32 = insertelement <4 x float> %31, float %29, i32 %30
  store <4 x float> %32, ptr addrspace(5) %10, align 16
  br label %33

33:                                               ; preds = %21
  %34 = load i32, ptr addrspace(5) %11, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr addrspace(5) %11, align 4
  br label %18

36:                                               ; preds = %18
  %37 = load ptr addrspace(1), ptr %13, align 8
  %38 = load i32, ptr addrspace(5) %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = load ptr addrspace(1), ptr %14, align 8
  %43 = load i32, ptr addrspace(5) %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %42, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4
  %47 = load <4 x float>, ptr addrspace(5) %10, align 16
  %48 = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %41, float %46, <4 x float> %47, i32 2, i32 1, i32 3)
  store <4 x float> %48, ptr addrspace(5) %10, align 16
  store i32 0, ptr addrspace(5) %12, align 4
  br label %49

49:                                               ; preds = %63, %36
  %50 = load i32, ptr addrspace(5) %12, align 4
  %51 = icmp slt i32 %50, 4
  br i1 %51, label %52, label %66

52:                                               ; preds = %49
  %53 = load <4 x float>, ptr addrspace(5) %10, align 16
  %54 = load i32, ptr addrspace(5) %12, align 4
  %55 = extractelement <4 x float> %53, i32 %54
  %56 = load ptr addrspace(1), ptr %16, align 8
  %57 = load i32, ptr addrspace(5) %12, align 4
  %58 = mul nsw i32 %57, 64
  %59 = load i32, ptr addrspace(5) %9, align 4
  %60 = add nsw i32 %58, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %56, i64 %61
  store float %55, ptr addrspace(1) %62, align 4
  br label %63

63:                                               ; preds = %52
  %64 = load i32, ptr addrspace(5) %12, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr addrspace(5) %12, align 4
  br label %49

66:                                               ; preds = %49
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @mfma_16x16x1f32_bcast(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store ptr addrspace(1) %3, ptr %12, align 8
  %13 = load ptr addrspace(1), ptr %9, align 8
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load ptr addrspace(1), ptr %12, align 8
  call void @__clang_ocl_kern_imp_mfma_16x16x1f32_bcast(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, ptr addrspace(1) noundef align 4 %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_mfma_16x16x1f32_bcast(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca <16 x float>, align 64, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  store ptr addrspace(1) %3, ptr %16, align 8
  %17 = call i32 @emu_local_id(i32 noundef 0) #5
  store i32 %17, ptr addrspace(5) %9, align 4
  store i32 0, ptr addrspace(5) %11, align 4
  br label %18

18:                                               ; preds = %33, %4
  %19 = load i32, ptr addrspace(5) %11, align 4
  %20 = icmp slt i32 %19, 16
  br i1 %20, label %21, label %36

21:                                               ; preds = %18
  %22 = load ptr addrspace(1), ptr %15, align 8
  %23 = load i32, ptr addrspace(5) %11, align 4
  %24 = mul nsw i32 %23, 64
  %25 = load i32, ptr addrspace(5) %9, align 4
  %26 = add nsw i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %22, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4
  %30 = load i32, ptr addrspace(5) %11, align 4
  %31 = load <16 x float>, ptr addrspace(5) %10, align 64
  %32 = insertelement <16 x float> %31, float %29, i32 %30
  store <16 x float> %32, ptr addrspace(5) %10, align 64
  br label %33

33:                                               ; preds = %21
  %34 = load i32, ptr addrspace(5) %11, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr addrspace(5) %11, align 4
  br label %18

36:                                               ; preds = %18
  %37 = load ptr addrspace(1), ptr %13, align 8
  %38 = load i32, ptr addrspace(5) %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = load ptr addrspace(1), ptr %14, align 8
  %43 = load i32, ptr addrspace(5) %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %42, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4
  %47 = load <16 x float>, ptr addrspace(5) %10, align 64
  %48 = call <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float %41, float %46, <16 x float> %47, i32 1, i32 1, i32 5)
  store <16 x float> %48, ptr addrspace(5) %10, align 64
  store i32 0, ptr addrspace(5) %12, align 4
  br label %49

49:                                               ; preds = %63, %36
  %50 = load i32, ptr addrspace(5) %12, align 4
  %51 = icmp slt i32 %50, 16
  br i1 %51, label %52, label %66

52:                                               ; preds = %49
  %53 = load <16 x float>, ptr addrspace(5) %10, align 64
  %54 = load i32, ptr addrspace(5) %12, align 4
  %55 = extractelement <16 x float> %53, i32 %54
  %56 = load ptr addrspace(1), ptr %16, align 8
  %57 = load i32, ptr addrspace(5) %12, align 4
  %58 = mul nsw i32 %57, 64
  %59 = load i32, ptr addrspace(5) %9, align 4
  %60 = add nsw i32 %58, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %56, i64 %61
  store float %55, ptr addrspace(1) %62, align 4
  br label %63

63:                                               ; preds = %52
  %64 = load i32, ptr addrspace(5) %12, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr addrspace(5) %12, align 4
  br label %49

66:                                               ; preds = %49
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @mfma_32x32x1f32_plain(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store ptr addrspace(1) %3, ptr %12, align 8
  %13 = load ptr addrspace(1), ptr %9, align 8
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load ptr addrspace(1), ptr %12, align 8
  call void @__clang_ocl_kern_imp_mfma_32x32x1f32_plain(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, ptr addrspace(1) noundef align 4 %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_mfma_32x32x1f32_plain(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca <32 x float>, align 128, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  store ptr addrspace(1) %3, ptr %16, align 8
  %17 = call i32 @emu_local_id(i32 noundef 0) #5
  store i32 %17, ptr addrspace(5) %9, align 4
  store i32 0, ptr addrspace(5) %11, align 4
  br label %18

18:                                               ; preds = %33, %4
  %19 = load i32, ptr addrspace(5) %11, align 4
  %20 = icmp slt i32 %19, 32
  br i1 %20, label %21, label %36

21:                                               ; preds = %18
  %22 = load ptr addrspace(1), ptr %15, align 8
  %23 = load i32, ptr addrspace(5) %11, align 4
  %24 = mul nsw i32 %23, 64
  %25 = load i32, ptr addrspace(5) %9, align 4
  %26 = add nsw i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %22, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4
  %30 = load i32, ptr addrspace(5) %11, align 4
  %31 = load <32 x float>, ptr addrspace(5) %10, align 128
  %32 = insertelement <32 x float> %31, float %29, i32 %30
  store <32 x float> %32, ptr addrspace(5) %10, align 128
  br label %33

33:                                               ; preds = %21
  %34 = load i32, ptr addrspace(5) %11, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr addrspace(5) %11, align 4
  br label %18

36:                                               ; preds = %18
  %37 = load ptr addrspace(1), ptr %13, align 8
  %38 = load i32, ptr addrspace(5) %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = load ptr addrspace(1), ptr %14, align 8
  %43 = load i32, ptr addrspace(5) %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %42, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4
  %47 = load <32 x float>, ptr addrspace(5) %10, align 128
  %48 = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %41, float %46, <32 x float> %47, i32 0, i32 0, i32 2)
  store <32 x float> %48, ptr addrspace(5) %10, align 128
  store i32 0, ptr addrspace(5) %12, align 4
  br label %49

49:                                               ; preds = %63, %36
  %50 = load i32, ptr addrspace(5) %12, align 4
  %51 = icmp slt i32 %50, 32
  br i1 %51, label %52, label %66

52:                                               ; preds = %49
  %53 = load <32 x float>, ptr addrspace(5) %10, align 128
  %54 = load i32, ptr addrspace(5) %12, align 4
  %55 = extractelement <32 x float> %53, i32 %54
  %56 = load ptr addrspace(1), ptr %16, align 8
  %57 = load i32, ptr addrspace(5) %12, align 4
  %58 = mul nsw i32 %57, 64
  %59 = load i32, ptr addrspace(5) %9, align 4
  %60 = add nsw i32 %58, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %56, i64 %61
  store float %55, ptr addrspace(1) %62, align 4
  br label %63

63:                                               ; preds = %52
  %64 = load i32, ptr addrspace(5) %12, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr addrspace(5) %12, align 4
  br label %49

66:                                               ; preds = %49
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @mfma_4x4x4f16_bcast(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !15 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store ptr addrspace(1) %3, ptr %12, align 8
  %13 = load ptr addrspace(1), ptr %9, align 8
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load ptr addrspace(1), ptr %12, align 8
  call void @__clang_ocl_kern_imp_mfma_4x4x4f16_bcast(ptr addrspace(1) noundef align 2 %13, ptr addrspace(1) noundef align 2 %14, ptr addrspace(1) noundef align 4 %15, ptr addrspace(1) noundef align 4 %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_mfma_4x4x4f16_bcast(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !15 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca <4 x half>, align 8, addrspace(5)
  %11 = alloca <4 x half>, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca <4 x float>, align 16, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = addrspacecast ptr addrspace(5) %5 to ptr
  %17 = addrspacecast ptr addrspace(5) %6 to ptr
  %18 = addrspacecast ptr addrspace(5) %7 to ptr
  %19 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %16, align 8
  store ptr addrspace(1) %1, ptr %17, align 8
  store ptr addrspace(1) %2, ptr %18, align 8
  store ptr addrspace(1) %3, ptr %19, align 8
  %20 = call i32 @emu_local_id(i32 noundef 0) #5
  store i32 %20, ptr addrspace(5) %9, align 4
  store i32 0, ptr addrspace(5) %12, align 4
  br label %21

21:                                               ; preds = %47, %4
  %22 = load i32, ptr addrspace(5) %12, align 4
  %23 = icmp slt i32 %22, 4
  br i1 %23, label %24, label %50

24:                                               ; preds = %21
  %25 = load ptr addrspace(1), ptr %16, align 8
  %26 = load i32, ptr addrspace(5) %9, align 4
  %27 = mul nsw i32 %26, 4
  %28 = load i32, ptr addrspace(5) %12, align 4
  %29 = add nsw i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds half, ptr addrspace(1) %25, i64 %30
  %32 = load half, ptr addrspace(1) %31, align 2
  %33 = load i32, ptr addrspace(5) %12, align 4
  %34 = load <4 x half>, ptr addrspace(5) %10, align 8
  %35 = insertelement <4 x half> %34, half %32, i32 %33
  store <4 x half> %35, ptr addrspace(5) %10, align 8
  %36 = load ptr addrspace(1), ptr %17, align 8
  %37 = load i32, ptr addrspace(5) %9, align 4
  %38 = mul nsw i32 %37, 4
  %39 = load i32, ptr addrspace(5) %12, align 4
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds half, ptr addrspace(1) %36, i64 %41
  %43 = load half, ptr addrspace(1) %42, align 2
  %44 = load i32, ptr addrspace(5) %12, align 4
  %45 = load <4 x half>, ptr addrspace(5) %11, align 8
  %46 = insertelement <4 x half> %45, half %43, i32 %44
  store <4 x half> %46, ptr addrspace(5) %11, align 8
  br label %47

47:                                               ; preds = %24
  %48 = load i32, ptr addrspace(5) %12, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr addrspace(5) %12, align 4
  br label %21

50:                                               ; preds = %21
  store i32 0, ptr addrspace(5) %14, align 4
  br label %51

51:                                               ; preds = %66, %50
  %52 = load i32, ptr addrspace(5) %14, align 4
  %53 = icmp slt i32 %52, 4
  br i1 %53, label %54, label %69

54:                                               ; preds = %51
  %55 = load ptr addrspace(1), ptr %18, align 8
  %56 = load i32, ptr addrspace(5) %14, align 4
  %57 = mul nsw i32 %56, 64
  %58 = load i32, ptr addrspace(5) %9, align 4
  %59 = add nsw i32 %57, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %55, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4
  %63 = load i32, ptr addrspace(5) %14, align 4
  %64 = load <4 x float>, ptr addrspace(5) %13, align 16
  %65 = insertelement <4 x float> %64, float %62, i32 %63
  store <4 x float> %65, ptr addrspace(5) %13, align 16
  br label %66

66:                                               ; preds = %54
  %67 = load i32, ptr addrspace(5) %14, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr addrspace(5) %14, align 4
  br label %51

69:                                               ; preds = %51
  %70 = load <4 x half>, ptr addrspace(5) %10, align 8
  %71 = load <4 x half>, ptr addrspace(5) %11, align 8
  %72 = load <4 x float>, ptr addrspace(5) %13, align 16
  %73 = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x4f16(<4 x half> %70, <4 x half> %71, <4 x float> %72, i32 4, i32 9, i32 7)
  store <4 x float> %73, ptr addrspace(5) %13, align 16
  store i32 0, ptr addrspace(5) %15, align 4
  br label %74

74:                                               ; preds = %88, %69
  %75 = load i32, ptr addrspace(5) %15, align 4
  %76 = icmp slt i32 %75, 4
  br i1 %76, label %77, label %91

77:                                               ; preds = %74
  %78 = load <4 x float>, ptr addrspace(5) %13, align 16
  %79 = load i32, ptr addrspace(5) %15, align 4
  %80 = extractelement <4 x float> %78, i32 %79
  %81 = load ptr addrspace(1), ptr %19, align 8
  %82 = load i32, ptr addrspace(5) %15, align 4
  %83 = mul nsw i32 %82, 64
  %84 = load i32, ptr addrspace(5) %9, align 4
  %85 = add nsw i32 %83, %84
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr addrspace(1) %81, i64 %86
  store float %80, ptr addrspace(1) %87, align 4
  br label %88

88:                                               ; preds = %77
  %89 = load i32, ptr addrspace(5) %15, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr addrspace(5) %15, align 4
  br label %74

91:                                               ; preds = %74
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @mfma_16x16x4i8_bcast(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !15 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store ptr addrspace(1) %3, ptr %12, align 8
  %13 = load ptr addrspace(1), ptr %9, align 8
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load ptr addrspace(1), ptr %12, align 8
  call void @__clang_ocl_kern_imp_mfma_16x16x4i8_bcast(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, ptr addrspace(1) noundef align 4 %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_mfma_16x16x4i8_bcast(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !15 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca <16 x i32>, align 64, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  store ptr addrspace(1) %3, ptr %16, align 8
  %17 = call i32 @emu_local_id(i32 noundef 0) #5
  store i32 %17, ptr addrspace(5) %9, align 4
  store i32 0, ptr addrspace(5) %11, align 4
  br label %18

18:                                               ; preds = %33, %4
  %19 = load i32, ptr addrspace(5) %11, align 4
  %20 = icmp slt i32 %19, 16
  br i1 %20, label %21, label %36

21:                                               ; preds = %18
  %22 = load ptr addrspace(1), ptr %15, align 8
  %23 = load i32, ptr addrspace(5) %11, align 4
  %24 = mul nsw i32 %23, 64
  %25 = load i32, ptr addrspace(5) %9, align 4
  %26 = add nsw i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  %30 = load i32, ptr addrspace(5) %11, align 4
  %31 = load <16 x i32>, ptr addrspace(5) %10, align 64
  %32 = insertelement <16 x i32> %31, i32 %29, i32 %30
  store <16 x i32> %32, ptr addrspace(5) %10, align 64
  br label %33

33:                                               ; preds = %21
  %34 = load i32, ptr addrspace(5) %11, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr addrspace(5) %11, align 4
  br label %18

36:                                               ; preds = %18
  %37 = load ptr addrspace(1), ptr %13, align 8
  %38 = load i32, ptr addrspace(5) %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(1) %37, i64 %39
  %41 = load i32, ptr addrspace(1) %40, align 4
  %42 = load ptr addrspace(1), ptr %14, align 8
  %43 = load i32, ptr addrspace(5) %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr addrspace(1) %42, i64 %44
  %46 = load i32, ptr addrspace(1) %45, align 4
  %47 = load <16 x i32>, ptr addrspace(5) %10, align 64
  %48 = call <16 x i32> @llvm.amdgcn.mfma.i32.16x16x4i8(i32 %41, i32 %46, <16 x i32> %47, i32 2, i32 3, i32 1)
  store <16 x i32> %48, ptr addrspace(5) %10, align 64
  store i32 0, ptr addrspace(5) %12, align 4
  br label %49

49:                                               ; preds = %63, %36
  %50 = load i32, ptr addrspace(5) %12, align 4
  %51 = icmp slt i32 %50, 16
  br i1 %51, label %52, label %66

52:                                               ; preds = %49
  %53 = load <16 x i32>, ptr addrspace(5) %10, align 64
  %54 = load i32, ptr addrspace(5) %12, align 4
  %55 = extractelement <16 x i32> %53, i32 %54
  %56 = load ptr addrspace(1), ptr %16, align 8
  %57 = load i32, ptr addrspace(5) %12, align 4
  %58 = mul nsw i32 %57, 64
  %59 = load i32, ptr addrspace(5) %9, align 4
  %60 = add nsw i32 %58, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr addrspace(1) %56, i64 %61
  store i32 %55, ptr addrspace(1) %62, align 4
  br label %63

63:                                               ; preds = %52
  %64 = load i32, ptr addrspace(5) %12, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr addrspace(5) %12, align 4
  br label %49

66:                                               ; preds = %49
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @mfma_4x4x4f64_plain(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 8 %3) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !15 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store ptr addrspace(1) %3, ptr %12, align 8
  %13 = load ptr addrspace(1), ptr %9, align 8
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load ptr addrspace(1), ptr %12, align 8
  call void @__clang_ocl_kern_imp_mfma_4x4x4f64_plain(ptr addrspace(1) noundef align 8 %13, ptr addrspace(1) noundef align 8 %14, ptr addrspace(1) noundef align 8 %15, ptr addrspace(1) noundef align 8 %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_mfma_4x4x4f64_plain(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 8 %3) #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !15 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  %13 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  store ptr addrspace(1) %2, ptr %12, align 8
  store ptr addrspace(1) %3, ptr %13, align 8
  %14 = call i32 @emu_local_id(i32 noundef 0) #5
  store i32 %14, ptr addrspace(5) %9, align 4
  %15 = load ptr addrspace(1), ptr %10, align 8
  %16 = load i32, ptr addrspace(5) %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr addrspace(1) %15, i64 %17
  %19 = load double, ptr addrspace(1) %18, align 8
  %20 = load ptr addrspace(1), ptr %11, align 8
  %21 = load i32, ptr addrspace(5) %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr addrspace(1) %20, i64 %22
  %24 = load double, ptr addrspace(1) %23, align 8
  %25 = load ptr addrspace(1), ptr %12, align 8
  %26 = load i32, ptr addrspace(5) %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr addrspace(1) %25, i64 %27
  %29 = load double, ptr addrspace(1) %28, align 8
  %30 = call double @llvm.amdgcn.mfma.f64.4x4x4f64(double %19, double %24, double %29, i32 0, i32 0, i32 0)
  %31 = load ptr addrspace(1), ptr %13, align 8
  %32 = load i32, ptr addrspace(5) %9, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr addrspace(1) %31, i64 %33
  store double %30, ptr addrspace(1) %34, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @mfma_gemm_f16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  %16 = addrspacecast ptr addrspace(5) %10 to ptr
  %17 = addrspacecast ptr addrspace(5) %11 to ptr
  %18 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  store i32 %3, ptr %16, align 4
  store i32 %4, ptr %17, align 4
  store i32 %5, ptr %18, align 4
  %19 = load ptr addrspace(1), ptr %13, align 8
  %20 = load ptr addrspace(1), ptr %14, align 8
  %21 = load ptr addrspace(1), ptr %15, align 8
  %22 = load i32, ptr %16, align 4
  %23 = load i32, ptr %17, align 4
  %24 = load i32, ptr %18, align 4
  call void @__clang_ocl_kern_imp_mfma_gemm_f16(ptr addrspace(1) noundef align 2 %19, ptr addrspace(1) noundef align 2 %20, ptr addrspace(1) noundef align 4 %21, i32 noundef %22, i32 noundef %23, i32 noundef %24) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_mfma_gemm_f16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #1 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca <16 x float>, align 64, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca <4 x half>, align 8, addrspace(5)
  %19 = alloca <4 x half>, align 8, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = addrspacecast ptr addrspace(5) %7 to ptr
  %23 = addrspacecast ptr addrspace(5) %8 to ptr
  %24 = addrspacecast ptr addrspace(5) %9 to ptr
  %25 = addrspacecast ptr addrspace(5) %10 to ptr
  %26 = addrspacecast ptr addrspace(5) %11 to ptr
  %27 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %22, align 8
  store ptr addrspace(1) %1, ptr %23, align 8
  store ptr addrspace(1) %2, ptr %24, align 8
  store i32 %3, ptr %25, align 4
  store i32 %4, ptr %26, align 4
  store i32 %5, ptr %27, align 4
  %28 = call i32 @emu_local_id(i32 noundef 0) #5
  store i32 %28, ptr addrspace(5) %13, align 4
  %29 = call i32 @emu_group_id(i32 noundef 1) #5
  %30 = mul i32 %29, 32
  store i32 %30, ptr addrspace(5) %14, align 4
  %31 = call i32 @emu_group_id(i32 noundef 0) #5
  %32 = mul i32 %31, 32
  store i32 %32, ptr addrspace(5) %15, align 4
  store <16 x float> zeroinitializer, ptr addrspace(5) %16, align 64
  store i32 0, ptr addrspace(5) %17, align 4
  br label %33

33:                                               ; preds = %92, %6
  %34 = load i32, ptr addrspace(5) %17, align 4
  %35 = load i32, ptr %27, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %95

37:                                               ; preds = %33
  store i32 0, ptr addrspace(5) %20, align 4
  br label %38

38:                                               ; preds = %84, %37
  %39 = load i32, ptr addrspace(5) %20, align 4
  %40 = icmp slt i32 %39, 4
  br i1 %40, label %41, label %87

41:                                               ; preds = %38
  %42 = load ptr addrspace(1), ptr %22, align 8
  %43 = load i32, ptr addrspace(5) %14, align 4
  %44 = load i32, ptr addrspace(5) %13, align 4
  %45 = srem i32 %44, 32
  %46 = add nsw i32 %43, %45
  %47 = load i32, ptr %27, align 4
  %48 = mul nsw i32 %46, %47
  %49 = load i32, ptr addrspace(5) %17, align 4
  %50 = add nsw i32 %48, %49
  %51 = load i32, ptr addrspace(5) %13, align 4
  %52 = sdiv i32 %51, 32
  %53 = mul nsw i32 4, %52
  %54 = add nsw i32 %50, %53
  %55 = load i32, ptr addrspace(5) %20, align 4
  %56 = add nsw i32 %54, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds half, ptr addrspace(1) %42, i64 %57
  %59 = load half, ptr addrspace(1) %58, align 2
  %60 = load i32, ptr addrspace(5) %20, align 4
  %61 = load <4 x half>, ptr addrspace(5) %18, align 8
  %62 = insertelement <4 x half> %61, half %59, i32 %60
  store <4 x half> %62, ptr addrspace(5) %18, align 8
  %63 = load ptr addrspace(1), ptr %23, align 8
  %64 = load i32, ptr addrspace(5) %17, align 4
  %65 = load i32, ptr addrspace(5) %13, align 4
  %66 = sdiv i32 %65, 32
  %67 = mul nsw i32 4, %66
  %68 = add nsw i32 %64, %67
  %69 = load i32, ptr addrspace(5) %20, align 4
  %70 = add nsw i32 %68, %69
  %71 = load i32, ptr %26, align 4
  %72 = mul nsw i32 %70, %71
  %73 = load i32, ptr addrspace(5) %15, align 4
  %74 = add nsw i32 %72, %73
  %75 = load i32, ptr addrspace(5) %13, align 4
  %76 = srem i32 %75, 32
  %77 = add nsw i32 %74, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds half, ptr addrspace(1) %63, i64 %78
  %80 = load half, ptr addrspace(1) %79, align 2
  %81 = load i32, ptr addrspace(5) %20, align 4
  %82 = load <4 x half>, ptr addrspace(5) %19, align 8
  %83 = insertelement <4 x half> %82, half %80, i32 %81
  store <4 x half> %83, ptr addrspace(5) %19, align 8
  br label %84

84:                                               ; preds = %41
  %85 = load i32, ptr addrspace(5) %20, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr addrspace(5) %20, align 4
  br label %38

87:                                               ; preds = %38
  %88 = load <4 x half>, ptr addrspace(5) %18, align 8
  %89 = load <4 x half>, ptr addrspace(5) %19, align 8
  %90 = load <16 x float>, ptr addrspace(5) %16, align 64
  %91 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %88, <4 x half> %89, <16 x float> %90, i32 0, i32 0, i32 0)
  store <16 x float> %91, ptr addrspace(5) %16, align 64
  br label %92

92:                                               ; preds = %87
  %93 = load i32, ptr addrspace(5) %17, align 4
  %94 = add nsw i32 %93, 8
  store i32 %94, ptr addrspace(5) %17, align 4
  br label %33

95:                                               ; preds = %33
  store i32 0, ptr addrspace(5) %21, align 4
  br label %96

96:                                               ; preds = %125, %95
  %97 = load i32, ptr addrspace(5) %21, align 4
  %98 = icmp slt i32 %97, 16
  br i1 %98, label %99, label %128

99:                                               ; preds = %96
  %100 = load <16 x float>, ptr addrspace(5) %16, align 64
  %101 = load i32, ptr addrspace(5) %21, align 4
  %102 = extractelement <16 x float> %100, i32 %101
  %103 = load ptr addrspace(1), ptr %24, align 8
  %104 = load i32, ptr addrspace(5) %14, align 4
  %105 = load i32, ptr addrspace(5) %21, align 4
  %106 = sdiv i32 %105, 4
  %107 = mul nsw i32 8, %106
  %108 = add nsw i32 %104, %107
  %109 = load i32, ptr addrspace(5) %13, align 4
  %110 = sdiv i32 %109, 32
  %111 = mul nsw i32 4, %110
  %112 = add nsw i32 %108, %111
  %113 = load i32, ptr addrspace(5) %21, align 4
  %114 = srem i32 %113, 4
  %115 = add nsw i32 %112, %114
  %116 = load i32, ptr %26, align 4
  %117 = mul nsw i32 %115, %116
  %118 = load i32, ptr addrspace(5) %15, align 4
  %119 = add nsw i32 %117, %118
  %120 = load i32, ptr addrspace(5) %13, align 4
  %121 = srem i32 %120, 32
  %122 = add nsw i32 %119, %121
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds float, ptr addrspace(1) %103, i64 %123
  store float %102, ptr addrspace(1) %124, align 4
  br label %125

125:                                              ; preds = %99
  %126 = load i32, ptr addrspace(5) %21, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr addrspace(5) %21, align 4
  br label %96

128:                                              ; preds = %96
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

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #4

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double, double, <4 x double>, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float, float, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float, float, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float, float, <32 x float>, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x4f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x i32> @llvm.amdgcn.mfma.i32.16x16x4i8(i32, i32, <16 x i32>, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare double @llvm.amdgcn.mfma.f64.4x4x4f64(double, double, double, i32 immarg, i32 immarg, i32 immarg) #3

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
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #4

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{i32 1, i32 1, i32 1}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"half*", !"half*", !"float*"}
!9 = !{!"const", !"const", !""}
!10 = !{!"float*", !"float*", !"float*"}
!11 = !{!"double*", !"double*", !"double*"}
!12 = !{i32 1, i32 1, i32 1, i32 1}
!13 = !{!"none", !"none", !"none", !"none"}
!14 = !{!"float*", !"float*", !"float*", !"float*"}
!15 = !{!"const", !"const", !"const", !""}
!16 = !{!"half*", !"half*", !"float*", !"float*"}
!17 = !{!"int*", !"int*", !"int*", !"int*"}
!18 = !{!"double*", !"double*", !"double*", !"double*"}
!19 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!20 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!21 = !{!"half*", !"half*", !"float*", !"int", !"int", !"int"}
!22 = !{!"const", !"const", !"", !"", !"", !""}
