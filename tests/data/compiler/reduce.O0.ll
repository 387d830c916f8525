; ModuleID = '/work/main/tests/data/emu/src/reduce.cl'
source_filename = "/work/main/tests/data/emu/src/reduce.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.implicit_args_v5 = type { [3 x i32], [3 x i16], [3 x i16], [2 x i64], [3 x i64], i16 }

@reduce_lds.s = internal addrspace(3) global [256 x float] undef, align 4
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @reduce_lds(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  call void @__clang_ocl_kern_imp_reduce_lds(ptr addrspace(1) noundef align 4 %10, ptr addrspace(1) noundef align 4 %11, i32 noundef %12) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_reduce_lds(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  store i32 %2, ptr %12, align 4
  %13 = call i32 @emu_local_id(i32 noundef 0) #7
  store i32 %13, ptr addrspace(5) %7, align 4
  %14 = call i64 @emu_global_id(i32 noundef 0) #7
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %8, align 4
  %16 = load i32, ptr addrspace(5) %8, align 4
  %17 = load i32, ptr %12, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %25

19:                                               ; preds = %3
  %20 = load ptr addrspace(1), ptr %10, align 8
  %21 = load i32, ptr addrspace(5) %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %20, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4
  br label %26

25:                                               ; preds = %3
  br label %26

26:                                               ; preds = %25, %19
  %27 = phi float [ %24, %19 ], [ 0.000000e+00, %25 ]
  %28 = load i32, ptr addrspace(5) %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [256 x float], ptr addrspace(3) @reduce_lds.s, i64 0, i64 %29
  store float %27, ptr addrspace(3) %30, align 4
  br label %31

31:                                               ; preds = %26
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %32

32:                                               ; preds = %31
  %33 = call i32 @emu_local_size(i32 noundef 0) #7
  %34 = udiv i32 %33, 2
  store i32 %34, ptr addrspace(5) %9, align 4
  br label %35

35:                                               ; preds = %57, %32
  %36 = load i32, ptr addrspace(5) %9, align 4
  %37 = icmp sgt i32 %36, 0
  br i1 %37, label %38, label %60

38:                                               ; preds = %35
  %39 = load i32, ptr addrspace(5) %7, align 4
  %40 = load i32, ptr addrspace(5) %9, align 4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %54

42:                                               ; preds = %38
  %43 = load i32, ptr addrspace(5) %7, align 4
  %44 = load i32, ptr addrspace(5) %9, align 4
  %45 = add nsw i32 %43, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [256 x float], ptr addrspace(3) @reduce_lds.s, i64 0, i64 %46
  %48 = load float, ptr addrspace(3) %47, align 4
  %49 = load i32, ptr addrspace(5) %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [256 x float], ptr addrspace(3) @reduce_lds.s, i64 0, i64 %50
  %52 = load float, ptr addrspace(3) %51, align 4
  %53 = fadd float %52, %48
  store float %53, ptr addrspace(3) %51, align 4
  br label %54

54:                                               ; preds = %42, %38
  br label %55

55:                                               ; preds = %54
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %56

56:                                               ; preds = %55
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr addrspace(5) %9, align 4
  %59 = ashr i32 %58, 1
  store i32 %59, ptr addrspace(5) %9, align 4
  br label %35

60:                                               ; preds = %35
  %61 = load i32, ptr addrspace(5) %7, align 4
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %63, label %69

63:                                               ; preds = %60
  %64 = load float, ptr addrspace(3) @reduce_lds.s, align 4
  %65 = load ptr addrspace(1), ptr %11, align 8
  %66 = call i32 @emu_group_id(i32 noundef 0) #7
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds nuw float, ptr addrspace(1) %65, i64 %67
  store float %64, ptr addrspace(1) %68, align 4
  br label %69

69:                                               ; preds = %63, %60
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @reduce_swizzle(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_reduce_swizzle(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_reduce_swizzle(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  %9 = call i64 @emu_global_id(i32 noundef 0) #7
  %10 = getelementptr inbounds nuw i32, ptr addrspace(1) %8, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4
  store i32 %11, ptr addrspace(5) %5, align 4
  %12 = load i32, ptr addrspace(5) %5, align 4
  %13 = call i32 @llvm.amdgcn.ds.swizzle(i32 %12, i32 1055)
  %14 = load i32, ptr addrspace(5) %5, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr addrspace(5) %5, align 4
  %16 = load i32, ptr addrspace(5) %5, align 4
  %17 = call i32 @llvm.amdgcn.ds.swizzle(i32 %16, i32 2079)
  %18 = load i32, ptr addrspace(5) %5, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr addrspace(5) %5, align 4
  %20 = load i32, ptr addrspace(5) %5, align 4
  %21 = call i32 @llvm.amdgcn.ds.swizzle(i32 %20, i32 4127)
  %22 = load i32, ptr addrspace(5) %5, align 4
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr addrspace(5) %5, align 4
  %24 = load i32, ptr addrspace(5) %5, align 4
  %25 = call i32 @llvm.amdgcn.ds.swizzle(i32 %24, i32 8223)
  %26 = load i32, ptr addrspace(5) %5, align 4
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr addrspace(5) %5, align 4
  %28 = load i32, ptr addrspace(5) %5, align 4
  %29 = call i32 @llvm.amdgcn.ds.swizzle(i32 %28, i32 16415)
  %30 = load i32, ptr addrspace(5) %5, align 4
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr addrspace(5) %5, align 4
  %32 = load i32, ptr addrspace(5) %5, align 4
  %33 = load ptr addrspace(1), ptr %7, align 8
  %34 = call i64 @emu_global_id(i32 noundef 0) #7
  %35 = getelementptr inbounds nuw i32, ptr addrspace(1) %33, i64 %34
  store i32 %32, ptr addrspace(1) %35, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @reduce_bpermute(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_reduce_bpermute(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_reduce_bpermute(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  %10 = load ptr addrspace(1), ptr %8, align 8
  %11 = call i64 @emu_global_id(i32 noundef 0) #7
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %10, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4
  store i32 %13, ptr addrspace(5) %5, align 4
  %14 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %15 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %14)
  store i32 %15, ptr addrspace(5) %6, align 4
  store i32 32, ptr addrspace(5) %7, align 4
  br label %16

16:                                               ; preds = %28, %2
  %17 = load i32, ptr addrspace(5) %7, align 4
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %31

19:                                               ; preds = %16
  %20 = load i32, ptr addrspace(5) %6, align 4
  %21 = load i32, ptr addrspace(5) %7, align 4
  %22 = xor i32 %20, %21
  %23 = shl i32 %22, 2
  %24 = load i32, ptr addrspace(5) %5, align 4
  %25 = call i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %24)
  %26 = load i32, ptr addrspace(5) %5, align 4
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr addrspace(5) %5, align 4
  br label %28

28:                                               ; preds = %19
  %29 = load i32, ptr addrspace(5) %7, align 4
  %30 = ashr i32 %29, 1
  store i32 %30, ptr addrspace(5) %7, align 4
  br label %16

31:                                               ; preds = %16
  %32 = load i32, ptr addrspace(5) %5, align 4
  %33 = load ptr addrspace(1), ptr %9, align 8
  %34 = call i64 @emu_global_id(i32 noundef 0) #7
  %35 = getelementptr inbounds nuw i32, ptr addrspace(1) %33, i64 %34
  store i32 %32, ptr addrspace(1) %35, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @permute_rotate(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_permute_rotate(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_permute_rotate(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  %9 = load ptr addrspace(1), ptr %7, align 8
  %10 = call i64 @emu_global_id(i32 noundef 0) #7
  %11 = getelementptr inbounds nuw i32, ptr addrspace(1) %9, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4
  store i32 %12, ptr addrspace(5) %5, align 4
  %13 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %14 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %13)
  store i32 %14, ptr addrspace(5) %6, align 4
  %15 = load i32, ptr addrspace(5) %6, align 4
  %16 = add nsw i32 %15, 5
  %17 = and i32 %16, 63
  %18 = shl i32 %17, 2
  %19 = load i32, ptr addrspace(5) %5, align 4
  %20 = call i32 @llvm.amdgcn.ds.permute(i32 %18, i32 %19)
  %21 = load ptr addrspace(1), ptr %8, align 8
  %22 = call i64 @emu_global_id(i32 noundef 0) #7
  %23 = getelementptr inbounds nuw i32, ptr addrspace(1) %21, i64 %22
  store i32 %20, ptr addrspace(1) %23, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @reduce_dpp(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_reduce_dpp(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_reduce_dpp(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  %9 = load ptr addrspace(1), ptr %7, align 8
  %10 = call i64 @emu_global_id(i32 noundef 0) #7
  %11 = getelementptr inbounds nuw i32, ptr addrspace(1) %9, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4
  store i32 %12, ptr addrspace(5) %5, align 4
  %13 = load i32, ptr addrspace(5) %5, align 4
  %14 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %13, i32 273, i32 15, i32 15, i1 false)
  %15 = load i32, ptr addrspace(5) %5, align 4
  %16 = add nsw i32 %15, %14
  store i32 %16, ptr addrspace(5) %5, align 4
  %17 = load i32, ptr addrspace(5) %5, align 4
  %18 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %17, i32 274, i32 15, i32 15, i1 false)
  %19 = load i32, ptr addrspace(5) %5, align 4
  %20 = add nsw i32 %19, %18
  store i32 %20, ptr addrspace(5) %5, align 4
  %21 = load i32, ptr addrspace(5) %5, align 4
  %22 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %21, i32 276, i32 15, i32 15, i1 false)
  %23 = load i32, ptr addrspace(5) %5, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr addrspace(5) %5, align 4
  %25 = load i32, ptr addrspace(5) %5, align 4
  %26 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %25, i32 280, i32 15, i32 15, i1 false)
  %27 = load i32, ptr addrspace(5) %5, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr addrspace(5) %5, align 4
  %29 = load i32, ptr addrspace(5) %5, align 4
  %30 = call i32 @llvm.amdgcn.readlane.i32(i32 %29, i32 15)
  %31 = load i32, ptr addrspace(5) %5, align 4
  %32 = call i32 @llvm.amdgcn.readlane.i32(i32 %31, i32 31)
  %33 = add nsw i32 %30, %32
  %34 = load i32, ptr addrspace(5) %5, align 4
  %35 = call i32 @llvm.amdgcn.readlane.i32(i32 %34, i32 47)
  %36 = add nsw i32 %33, %35
  %37 = load i32, ptr addrspace(5) %5, align 4
  %38 = call i32 @llvm.amdgcn.readlane.i32(i32 %37, i32 63)
  %39 = add nsw i32 %36, %38
  store i32 %39, ptr addrspace(5) %6, align 4
  %40 = load i32, ptr addrspace(5) %5, align 4
  %41 = mul nsw i32 %40, 1000
  %42 = load i32, ptr addrspace(5) %6, align 4
  %43 = add nsw i32 %41, %42
  %44 = load ptr addrspace(1), ptr %8, align 8
  %45 = call i64 @emu_global_id(i32 noundef 0) #7
  %46 = getelementptr inbounds nuw i32, ptr addrspace(1) %44, i64 %45
  store i32 %43, ptr addrspace(1) %46, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @dpp_quad(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_dpp_quad(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_dpp_quad(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
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
  %11 = load ptr addrspace(1), ptr %9, align 8
  %12 = call i64 @emu_global_id(i32 noundef 0) #7
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %11, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4
  store i32 %14, ptr addrspace(5) %5, align 4
  %15 = load i32, ptr addrspace(5) %5, align 4
  %16 = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %15, i32 27, i32 15, i32 15, i1 false)
  store i32 %16, ptr addrspace(5) %6, align 4
  %17 = load i32, ptr addrspace(5) %5, align 4
  %18 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %17, i32 312, i32 15, i32 15, i1 false)
  store i32 %18, ptr addrspace(5) %7, align 4
  %19 = load i32, ptr addrspace(5) %5, align 4
  %20 = call i32 @llvm.amdgcn.update.dpp.i32(i32 7, i32 %19, i32 257, i32 15, i32 15, i1 true)
  store i32 %20, ptr addrspace(5) %8, align 4
  %21 = load i32, ptr addrspace(5) %6, align 4
  %22 = load ptr addrspace(1), ptr %10, align 8
  %23 = call i64 @emu_global_id(i32 noundef 0) #7
  %24 = mul i64 3, %23
  %25 = getelementptr inbounds nuw i32, ptr addrspace(1) %22, i64 %24
  store i32 %21, ptr addrspace(1) %25, align 4
  %26 = load i32, ptr addrspace(5) %7, align 4
  %27 = load ptr addrspace(1), ptr %10, align 8
  %28 = call i64 @emu_global_id(i32 noundef 0) #7
  %29 = mul i64 3, %28
  %30 = add i64 %29, 1
  %31 = getelementptr inbounds nuw i32, ptr addrspace(1) %27, i64 %30
  store i32 %26, ptr addrspace(1) %31, align 4
  %32 = load i32, ptr addrspace(5) %8, align 4
  %33 = load ptr addrspace(1), ptr %10, align 8
  %34 = call i64 @emu_global_id(i32 noundef 0) #7
  %35 = mul i64 3, %34
  %36 = add i64 %35, 2
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) %33, i64 %36
  store i32 %32, ptr addrspace(1) %37, align 4
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
define internal i64 @emu_global_id(i32 noundef %0) #2 {
  %2 = alloca i64, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = call i32 @emu_group_id(i32 noundef %6) #7
  %8 = zext i32 %7 to i64
  %9 = load i32, ptr %5, align 4
  %10 = call i32 @emu_enqueued_local_size(i32 noundef %9) #7
  %11 = zext i32 %10 to i64
  %12 = mul i64 %8, %11
  %13 = load i32, ptr %5, align 4
  %14 = call i32 @emu_local_id(i32 noundef %13) #7
  %15 = zext i32 %14 to i64
  %16 = add i64 %12, %15
  %17 = load i32, ptr %5, align 4
  %18 = call i64 @emu_global_offset(i32 noundef %17) #7
  %19 = add i64 %16, %18
  ret i64 %19
}

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

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
  %11 = call ptr addrspace(4) @emu_implicit() #7
  store ptr addrspace(4) %11, ptr addrspace(5) %4, align 8
  %12 = load i32, ptr %6, align 4
  %13 = call i32 @emu_group_id(i32 noundef %12) #7
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
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #4

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
  %9 = call ptr addrspace(4) @emu_implicit() #7
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
  %9 = call ptr addrspace(4) @emu_implicit() #7
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
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #6

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.permute(i32, i32) #5

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #5

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{i32 1, i32 1, i32 0}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"float*", !"float*", !"int"}
!9 = !{!"const", !"", !""}
!10 = !{i32 1, i32 1}
!11 = !{!"none", !"none"}
!12 = !{!"int*", !"int*"}
!13 = !{!"const", !""}
