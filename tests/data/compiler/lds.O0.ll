; ModuleID = '/work/main/tests/data/emu/src/lds.cl'
source_filename = "/work/main/tests/data/emu/src/lds.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.implicit_args_v5 = type { [3 x i32], [3 x i16], [3 x i16], [2 x i64], [3 x i64], i16 }

@matmul_tiled.As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_tiled.Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@transpose.tile = internal addrspace(3) global [16 x [17 x i32]] undef, align 4
@reverse_groups.buf = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @matmul_tiled(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  call void @__clang_ocl_kern_imp_matmul_tiled(ptr addrspace(1) noundef align 4 %19, ptr addrspace(1) noundef align 4 %20, ptr addrspace(1) noundef align 4 %21, i32 noundef %22, i32 noundef %23, i32 noundef %24) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_matmul_tiled(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = addrspacecast ptr addrspace(5) %7 to ptr
  %21 = addrspacecast ptr addrspace(5) %8 to ptr
  %22 = addrspacecast ptr addrspace(5) %9 to ptr
  %23 = addrspacecast ptr addrspace(5) %10 to ptr
  %24 = addrspacecast ptr addrspace(5) %11 to ptr
  %25 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %20, align 8
  store ptr addrspace(1) %1, ptr %21, align 8
  store ptr addrspace(1) %2, ptr %22, align 8
  store i32 %3, ptr %23, align 4
  store i32 %4, ptr %24, align 4
  store i32 %5, ptr %25, align 4
  %26 = call i32 @emu_local_id(i32 noundef 0) #6
  store i32 %26, ptr addrspace(5) %13, align 4
  %27 = call i32 @emu_local_id(i32 noundef 1) #6
  store i32 %27, ptr addrspace(5) %14, align 4
  %28 = call i32 @emu_group_id(i32 noundef 0) #6
  %29 = mul i32 %28, 16
  %30 = load i32, ptr addrspace(5) %13, align 4
  %31 = add i32 %29, %30
  store i32 %31, ptr addrspace(5) %15, align 4
  %32 = call i32 @emu_group_id(i32 noundef 1) #6
  %33 = mul i32 %32, 16
  %34 = load i32, ptr addrspace(5) %14, align 4
  %35 = add i32 %33, %34
  store i32 %35, ptr addrspace(5) %16, align 4
  store float 0.000000e+00, ptr addrspace(5) %17, align 4
  store i32 0, ptr addrspace(5) %18, align 4
  br label %36

36:                                               ; preds = %129, %6
  %37 = load i32, ptr addrspace(5) %18, align 4
  %38 = load i32, ptr %25, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %132

40:                                               ; preds = %36
  %41 = load i32, ptr addrspace(5) %16, align 4
  %42 = load i32, ptr %23, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %62

44:                                               ; preds = %40
  %45 = load i32, ptr addrspace(5) %18, align 4
  %46 = load i32, ptr addrspace(5) %13, align 4
  %47 = add nsw i32 %45, %46
  %48 = load i32, ptr %25, align 4
  %49 = icmp slt i32 %47, %48
  br i1 %49, label %50, label %62

50:                                               ; preds = %44
  %51 = load ptr addrspace(1), ptr %20, align 8
  %52 = load i32, ptr addrspace(5) %16, align 4
  %53 = load i32, ptr %25, align 4
  %54 = mul nsw i32 %52, %53
  %55 = load i32, ptr addrspace(5) %18, align 4
  %56 = add nsw i32 %54, %55
  %57 = load i32, ptr addrspace(5) %13, align 4
  %58 = add nsw i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(1) %51, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4
  br label %63

62:                                               ; preds = %44, %40
  br label %63

63:                                               ; preds = %62, %50
  %64 = phi float [ %61, %50 ], [ 0.000000e+00, %62 ]
  %65 = load i32, ptr addrspace(5) %14, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %66
  %68 = load i32, ptr addrspace(5) %13, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [16 x float], ptr addrspace(3) %67, i64 0, i64 %69
  store float %64, ptr addrspace(3) %70, align 4
  %71 = load i32, ptr addrspace(5) %15, align 4
  %72 = load i32, ptr %24, align 4
  %73 = icmp slt i32 %71, %72
  br i1 %73, label %74, label %92

74:                                               ; preds = %63
  %75 = load i32, ptr addrspace(5) %18, align 4
  %76 = load i32, ptr addrspace(5) %14, align 4
  %77 = add nsw i32 %75, %76
  %78 = load i32, ptr %25, align 4
  %79 = icmp slt i32 %77, %78
  br i1 %79, label %80, label %92

80:                                               ; preds = %74
  %81 = load ptr addrspace(1), ptr %21, align 8
  %82 = load i32, ptr addrspace(5) %18, align 4
  %83 = load i32, ptr addrspace(5) %14, align 4
  %84 = add nsw i32 %82, %83
  %85 = load i32, ptr %24, align 4
  %86 = mul nsw i32 %84, %85
  %87 = load i32, ptr addrspace(5) %15, align 4
  %88 = add nsw i32 %86, %87
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr addrspace(1) %81, i64 %89
  %91 = load float, ptr addrspace(1) %90, align 4
  br label %93

92:                                               ; preds = %74, %63
  br label %93

93:                                               ; preds = %92, %80
  %94 = phi float [ %91, %80 ], [ 0.000000e+00, %92 ]
  %95 = load i32, ptr addrspace(5) %14, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 %96
  %98 = load i32, ptr addrspace(5) %13, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [16 x float], ptr addrspace(3) %97, i64 0, i64 %99
  store float %94, ptr addrspace(3) %100, align 4
  br label %101

101:                                              ; preds = %93
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %102

102:                                              ; preds = %101
  store i32 0, ptr addrspace(5) %19, align 4
  br label %103

103:                                              ; preds = %123, %102
  %104 = load i32, ptr addrspace(5) %19, align 4
  %105 = icmp slt i32 %104, 16
  br i1 %105, label %106, label %126

106:                                              ; preds = %103
  %107 = load i32, ptr addrspace(5) %14, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %108
  %110 = load i32, ptr addrspace(5) %19, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [16 x float], ptr addrspace(3) %109, i64 0, i64 %111
  %113 = load float, ptr addrspace(3) %112, align 4
  %114 = load i32, ptr addrspace(5) %19, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 %115
  %117 = load i32, ptr addrspace(5) %13, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [16 x float], ptr addrspace(3) %116, i64 0, i64 %118
  %120 = load float, ptr addrspace(3) %119, align 4
  %121 = load float, ptr addrspace(5) %17, align 4
  %122 = call float @llvm.fmuladd.f32(float %113, float %120, float %121)
  store float %122, ptr addrspace(5) %17, align 4
  br label %123

123:                                              ; preds = %106
  %124 = load i32, ptr addrspace(5) %19, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr addrspace(5) %19, align 4
  br label %103

126:                                              ; preds = %103
  br label %127

127:                                              ; preds = %126
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %128

128:                                              ; preds = %127
  br label %129

129:                                              ; preds = %128
  %130 = load i32, ptr addrspace(5) %18, align 4
  %131 = add nsw i32 %130, 16
  store i32 %131, ptr addrspace(5) %18, align 4
  br label %36

132:                                              ; preds = %36
  %133 = load i32, ptr addrspace(5) %16, align 4
  %134 = load i32, ptr %23, align 4
  %135 = icmp slt i32 %133, %134
  br i1 %135, label %136, label %150

136:                                              ; preds = %132
  %137 = load i32, ptr addrspace(5) %15, align 4
  %138 = load i32, ptr %24, align 4
  %139 = icmp slt i32 %137, %138
  br i1 %139, label %140, label %150

140:                                              ; preds = %136
  %141 = load float, ptr addrspace(5) %17, align 4
  %142 = load ptr addrspace(1), ptr %22, align 8
  %143 = load i32, ptr addrspace(5) %16, align 4
  %144 = load i32, ptr %24, align 4
  %145 = mul nsw i32 %143, %144
  %146 = load i32, ptr addrspace(5) %15, align 4
  %147 = add nsw i32 %145, %146
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds float, ptr addrspace(1) %142, i64 %148
  store float %141, ptr addrspace(1) %149, align 4
  br label %150

150:                                              ; preds = %140, %136, %132
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @transpose(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
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
  call void @__clang_ocl_kern_imp_transpose(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, i32 noundef %15, i32 noundef %16) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_transpose(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %5 to ptr
  %16 = addrspacecast ptr addrspace(5) %6 to ptr
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %15, align 8
  store ptr addrspace(1) %1, ptr %16, align 8
  store i32 %2, ptr %17, align 4
  store i32 %3, ptr %18, align 4
  %19 = call i64 @emu_global_id(i32 noundef 0) #6
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr addrspace(5) %9, align 4
  %21 = call i64 @emu_global_id(i32 noundef 1) #6
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr addrspace(5) %10, align 4
  %23 = call i32 @emu_local_id(i32 noundef 0) #6
  store i32 %23, ptr addrspace(5) %11, align 4
  %24 = call i32 @emu_local_id(i32 noundef 1) #6
  store i32 %24, ptr addrspace(5) %12, align 4
  %25 = load i32, ptr addrspace(5) %9, align 4
  %26 = load i32, ptr %17, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %48

28:                                               ; preds = %4
  %29 = load i32, ptr addrspace(5) %10, align 4
  %30 = load i32, ptr %18, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %48

32:                                               ; preds = %28
  %33 = load ptr addrspace(1), ptr %15, align 8
  %34 = load i32, ptr addrspace(5) %10, align 4
  %35 = load i32, ptr %17, align 4
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr addrspace(5) %9, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(1) %33, i64 %39
  %41 = load i32, ptr addrspace(1) %40, align 4
  %42 = load i32, ptr addrspace(5) %12, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [16 x [17 x i32]], ptr addrspace(3) @transpose.tile, i64 0, i64 %43
  %45 = load i32, ptr addrspace(5) %11, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [17 x i32], ptr addrspace(3) %44, i64 0, i64 %46
  store i32 %41, ptr addrspace(3) %47, align 4
  br label %48

48:                                               ; preds = %32, %28, %4
  br label %49

49:                                               ; preds = %48
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %50

50:                                               ; preds = %49
  %51 = call i32 @emu_group_id(i32 noundef 1) #6
  %52 = mul i32 %51, 16
  %53 = load i32, ptr addrspace(5) %11, align 4
  %54 = add i32 %52, %53
  store i32 %54, ptr addrspace(5) %13, align 4
  %55 = call i32 @emu_group_id(i32 noundef 0) #6
  %56 = mul i32 %55, 16
  %57 = load i32, ptr addrspace(5) %12, align 4
  %58 = add i32 %56, %57
  store i32 %58, ptr addrspace(5) %14, align 4
  %59 = load i32, ptr addrspace(5) %13, align 4
  %60 = load i32, ptr %18, align 4
  %61 = icmp slt i32 %59, %60
  br i1 %61, label %62, label %82

62:                                               ; preds = %50
  %63 = load i32, ptr addrspace(5) %14, align 4
  %64 = load i32, ptr %17, align 4
  %65 = icmp slt i32 %63, %64
  br i1 %65, label %66, label %82

66:                                               ; preds = %62
  %67 = load i32, ptr addrspace(5) %11, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [16 x [17 x i32]], ptr addrspace(3) @transpose.tile, i64 0, i64 %68
  %70 = load i32, ptr addrspace(5) %12, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [17 x i32], ptr addrspace(3) %69, i64 0, i64 %71
  %73 = load i32, ptr addrspace(3) %72, align 4
  %74 = load ptr addrspace(1), ptr %16, align 8
  %75 = load i32, ptr addrspace(5) %14, align 4
  %76 = load i32, ptr %18, align 4
  %77 = mul nsw i32 %75, %76
  %78 = load i32, ptr addrspace(5) %13, align 4
  %79 = add nsw i32 %77, %78
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr addrspace(1) %74, i64 %80
  store i32 %73, ptr addrspace(1) %81, align 4
  br label %82

82:                                               ; preds = %66, %62, %50
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @reverse_groups(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_reverse_groups(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_reverse_groups(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  %9 = call i32 @emu_local_id(i32 noundef 0) #6
  store i32 %9, ptr addrspace(5) %5, align 4
  %10 = call i32 @emu_local_size(i32 noundef 0) #6
  store i32 %10, ptr addrspace(5) %6, align 4
  %11 = load ptr addrspace(1), ptr %7, align 8
  %12 = call i64 @emu_global_id(i32 noundef 0) #6
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4
  %15 = load i32, ptr addrspace(5) %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspace(3) @reverse_groups.buf, i64 0, i64 %16
  store float %14, ptr addrspace(3) %17, align 4
  br label %18

18:                                               ; preds = %2
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %19

19:                                               ; preds = %18
  %20 = load i32, ptr addrspace(5) %6, align 4
  %21 = sub nsw i32 %20, 1
  %22 = load i32, ptr addrspace(5) %5, align 4
  %23 = sub nsw i32 %21, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [256 x float], ptr addrspace(3) @reverse_groups.buf, i64 0, i64 %24
  %26 = load float, ptr addrspace(3) %25, align 4
  %27 = load ptr addrspace(1), ptr %8, align 8
  %28 = call i64 @emu_global_id(i32 noundef 0) #6
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %27, i64 %28
  store float %26, ptr addrspace(1) %29, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @local_arg(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !11 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !13 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(3), align 4, addrspace(5)
  %8 = alloca ptr addrspace(3), align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(3) %2, ptr %11, align 4
  store ptr addrspace(3) %3, ptr %12, align 4
  %13 = load ptr addrspace(1), ptr %9, align 8
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load ptr addrspace(3), ptr %11, align 4
  %16 = load ptr addrspace(3), ptr %12, align 4
  call void @__clang_ocl_kern_imp_local_arg(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(3) noundef align 4 %15, ptr addrspace(3) noundef align 4 %16) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_local_arg(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3) #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !11 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !13 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(3), align 4, addrspace(5)
  %8 = alloca ptr addrspace(3), align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  store ptr addrspace(3) %2, ptr %13, align 4
  store ptr addrspace(3) %3, ptr %14, align 4
  %15 = call i32 @emu_local_id(i32 noundef 0) #6
  store i32 %15, ptr addrspace(5) %9, align 4
  %16 = call i32 @emu_local_size(i32 noundef 0) #6
  store i32 %16, ptr addrspace(5) %10, align 4
  %17 = load ptr addrspace(1), ptr %11, align 8
  %18 = call i64 @emu_global_id(i32 noundef 0) #6
  %19 = getelementptr inbounds nuw i32, ptr addrspace(1) %17, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = mul nsw i32 %20, 3
  %22 = load ptr addrspace(3), ptr %13, align 4
  %23 = load i32, ptr addrspace(5) %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(3) %22, i64 %24
  store i32 %21, ptr addrspace(3) %25, align 4
  %26 = load i32, ptr addrspace(5) %9, align 4
  %27 = sitofp i32 %26 to float
  %28 = load ptr addrspace(3), ptr %14, align 4
  %29 = load i32, ptr addrspace(5) %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %30
  store float %27, ptr addrspace(3) %31, align 4
  br label %32

32:                                               ; preds = %4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %33

33:                                               ; preds = %32
  %34 = load ptr addrspace(3), ptr %13, align 4
  %35 = load i32, ptr addrspace(5) %9, align 4
  %36 = add nsw i32 %35, 1
  %37 = load i32, ptr addrspace(5) %10, align 4
  %38 = srem i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(3) %34, i64 %39
  %41 = load i32, ptr addrspace(3) %40, align 4
  %42 = load ptr addrspace(3), ptr %14, align 4
  %43 = load i32, ptr addrspace(5) %10, align 4
  %44 = sub nsw i32 %43, 1
  %45 = load i32, ptr addrspace(5) %9, align 4
  %46 = sub nsw i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(3) %42, i64 %47
  %49 = load float, ptr addrspace(3) %48, align 4
  %50 = fptosi float %49 to i32
  %51 = add nsw i32 %41, %50
  %52 = load ptr addrspace(1), ptr %12, align 8
  %53 = call i64 @emu_global_id(i32 noundef 0) #6
  %54 = getelementptr inbounds nuw i32, ptr addrspace(1) %52, i64 %53
  store i32 %51, ptr addrspace(1) %54, align 4
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

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #5

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

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal ptr addrspace(4) @emu_implicit() #2 {
  %1 = alloca ptr addrspace(4), align 8, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  ret ptr addrspace(4) %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #5

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

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
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
!6 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!9 = !{!"const", !"const", !"", !"", !"", !""}
!10 = !{i32 1, i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"int*", !"int*", !"int", !"int"}
!13 = !{!"const", !"", !"", !""}
!14 = !{i32 1, i32 1}
!15 = !{!"none", !"none"}
!16 = !{!"float*", !"float*"}
!17 = !{!"const", !""}
!18 = !{i32 1, i32 1, i32 3, i32 3}
!19 = !{!"int*", !"int*", !"int*", !"float*"}
