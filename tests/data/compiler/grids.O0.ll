; ModuleID = '/work/main/tests/data/emu/src/grids.cl'
source_filename = "/work/main/tests/data/emu/src/grids.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.implicit_args_v5 = type { [3 x i32], [3 x i16], [3 x i16], [2 x i64], [3 x i64], i16 }

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @grid2d(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, i32 noundef %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  %10 = load ptr addrspace(1), ptr %7, align 8
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %9, align 4
  call void @__clang_ocl_kern_imp_grid2d(ptr addrspace(1) noundef align 4 %10, i32 noundef %11, i32 noundef %12) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_grid2d(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, i32 noundef %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store i32 %1, ptr %10, align 4
  store i32 %2, ptr %11, align 4
  %12 = call i64 @emu_global_id(i32 noundef 0) #4
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr addrspace(5) %7, align 4
  %14 = call i64 @emu_global_id(i32 noundef 1) #4
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %8, align 4
  %16 = load i32, ptr addrspace(5) %7, align 4
  %17 = load i32, ptr %10, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %36

19:                                               ; preds = %3
  %20 = load i32, ptr addrspace(5) %8, align 4
  %21 = load i32, ptr %11, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %36

23:                                               ; preds = %19
  %24 = load i32, ptr addrspace(5) %7, align 4
  %25 = mul nsw i32 %24, 1000
  %26 = load i32, ptr addrspace(5) %8, align 4
  %27 = add nsw i32 %25, %26
  %28 = load ptr addrspace(1), ptr %9, align 8
  %29 = load i32, ptr addrspace(5) %8, align 4
  %30 = load i32, ptr %10, align 4
  %31 = mul nsw i32 %29, %30
  %32 = load i32, ptr addrspace(5) %7, align 4
  %33 = add nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %28, i64 %34
  store i32 %27, ptr addrspace(1) %35, align 4
  br label %36

36:                                               ; preds = %23, %19, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @grid3d(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store i32 %1, ptr %10, align 4
  store i32 %2, ptr %11, align 4
  store i32 %3, ptr %12, align 4
  %13 = load ptr addrspace(1), ptr %9, align 8
  %14 = load i32, ptr %10, align 4
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %12, align 4
  call void @__clang_ocl_kern_imp_grid3d(ptr addrspace(1) noundef align 4 %13, i32 noundef %14, i32 noundef %15, i32 noundef %16) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_grid3d(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  store i32 %1, ptr %13, align 4
  store i32 %2, ptr %14, align 4
  store i32 %3, ptr %15, align 4
  %16 = call i64 @emu_global_id(i32 noundef 0) #4
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr addrspace(5) %9, align 4
  %18 = call i64 @emu_global_id(i32 noundef 1) #4
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr addrspace(5) %10, align 4
  %20 = call i64 @emu_global_id(i32 noundef 2) #4
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr addrspace(5) %11, align 4
  %22 = load i32, ptr addrspace(5) %9, align 4
  %23 = load i32, ptr %13, align 4
  %24 = icmp ult i32 %22, %23
  br i1 %24, label %25, label %62

25:                                               ; preds = %4
  %26 = load i32, ptr addrspace(5) %10, align 4
  %27 = load i32, ptr %14, align 4
  %28 = icmp ult i32 %26, %27
  br i1 %28, label %29, label %62

29:                                               ; preds = %25
  %30 = load i32, ptr addrspace(5) %11, align 4
  %31 = load i32, ptr %15, align 4
  %32 = icmp ult i32 %30, %31
  br i1 %32, label %33, label %62

33:                                               ; preds = %29
  %34 = call i32 @emu_group_id(i32 noundef 2) #4
  %35 = shl i32 %34, 24
  %36 = call i32 @emu_group_id(i32 noundef 1) #4
  %37 = shl i32 %36, 16
  %38 = or i32 %35, %37
  %39 = call i32 @emu_group_id(i32 noundef 0) #4
  %40 = shl i32 %39, 8
  %41 = or i32 %38, %40
  %42 = call i32 @emu_local_id(i32 noundef 2) #4
  %43 = shl i32 %42, 6
  %44 = or i32 %41, %43
  %45 = call i32 @emu_local_id(i32 noundef 1) #4
  %46 = shl i32 %45, 3
  %47 = or i32 %44, %46
  %48 = call i32 @emu_local_id(i32 noundef 0) #4
  %49 = or i32 %47, %48
  %50 = load ptr addrspace(1), ptr %12, align 8
  %51 = load i32, ptr addrspace(5) %11, align 4
  %52 = load i32, ptr %14, align 4
  %53 = mul i32 %51, %52
  %54 = load i32, ptr addrspace(5) %10, align 4
  %55 = add i32 %53, %54
  %56 = load i32, ptr %13, align 4
  %57 = mul i32 %55, %56
  %58 = load i32, ptr addrspace(5) %9, align 4
  %59 = add i32 %57, %58
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds nuw i32, ptr addrspace(1) %50, i64 %60
  store i32 %49, ptr addrspace(1) %61, align 4
  br label %62

62:                                               ; preds = %33, %29, %25, %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @hidden_args(ptr addrspace(1) noundef align 4 %0) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %2 = alloca ptr addrspace(1), align 8, addrspace(5)
  %3 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr addrspace(1) %0, ptr %3, align 8
  %4 = load ptr addrspace(1), ptr %3, align 8
  call void @__clang_ocl_kern_imp_hidden_args(ptr addrspace(1) noundef align 4 %4) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_hidden_args(ptr addrspace(1) noundef align 4 %0) #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %2 = alloca ptr addrspace(1), align 8, addrspace(5)
  %3 = alloca i64, align 8, addrspace(5)
  %4 = alloca i64, align 8, addrspace(5)
  %5 = alloca i64, align 8, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr addrspace(1) %0, ptr %8, align 8
  %9 = call i64 @emu_global_id(i32 noundef 0) #4
  store i64 %9, ptr addrspace(5) %3, align 8
  %10 = call i64 @emu_global_id(i32 noundef 1) #4
  store i64 %10, ptr addrspace(5) %4, align 8
  %11 = call i64 @emu_global_size(i32 noundef 0) #4
  %12 = call i64 @emu_global_offset(i32 noundef 0) #4
  %13 = sub i64 %11, %12
  store i64 %13, ptr addrspace(5) %5, align 8
  %14 = load i64, ptr addrspace(5) %4, align 8
  %15 = call i64 @emu_global_offset(i32 noundef 1) #4
  %16 = sub i64 %14, %15
  %17 = load i64, ptr addrspace(5) %5, align 8
  %18 = mul i64 %16, %17
  %19 = load i64, ptr addrspace(5) %3, align 8
  %20 = call i64 @emu_global_offset(i32 noundef 0) #4
  %21 = sub i64 %19, %20
  %22 = add i64 %18, %21
  store i64 %22, ptr addrspace(5) %6, align 8
  %23 = load ptr addrspace(1), ptr %8, align 8
  %24 = load i64, ptr addrspace(5) %6, align 8
  %25 = mul i64 12, %24
  %26 = getelementptr inbounds nuw i32, ptr addrspace(1) %23, i64 %25
  store ptr addrspace(1) %26, ptr addrspace(5) %7, align 8
  %27 = load i64, ptr addrspace(5) %3, align 8
  %28 = trunc i64 %27 to i32
  %29 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %30 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 0
  store i32 %28, ptr addrspace(1) %30, align 4
  %31 = load i64, ptr addrspace(5) %4, align 8
  %32 = trunc i64 %31 to i32
  %33 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %34 = getelementptr inbounds i32, ptr addrspace(1) %33, i64 1
  store i32 %32, ptr addrspace(1) %34, align 4
  %35 = call i32 @emu_local_size(i32 noundef 0) #4
  %36 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %37 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 2
  store i32 %35, ptr addrspace(1) %37, align 4
  %38 = call i32 @emu_local_size(i32 noundef 1) #4
  %39 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %40 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 3
  store i32 %38, ptr addrspace(1) %40, align 4
  %41 = call i32 @emu_enqueued_local_size(i32 noundef 0) #4
  %42 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %43 = getelementptr inbounds i32, ptr addrspace(1) %42, i64 4
  store i32 %41, ptr addrspace(1) %43, align 4
  %44 = call i32 @emu_num_groups(i32 noundef 0) #4
  %45 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %46 = getelementptr inbounds i32, ptr addrspace(1) %45, i64 5
  store i32 %44, ptr addrspace(1) %46, align 4
  %47 = call i32 @emu_num_groups(i32 noundef 1) #4
  %48 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %49 = getelementptr inbounds i32, ptr addrspace(1) %48, i64 6
  store i32 %47, ptr addrspace(1) %49, align 4
  %50 = call i64 @emu_global_size(i32 noundef 0) #4
  %51 = trunc i64 %50 to i32
  %52 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %53 = getelementptr inbounds i32, ptr addrspace(1) %52, i64 7
  store i32 %51, ptr addrspace(1) %53, align 4
  %54 = call i64 @emu_global_size(i32 noundef 1) #4
  %55 = trunc i64 %54 to i32
  %56 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %57 = getelementptr inbounds i32, ptr addrspace(1) %56, i64 8
  store i32 %55, ptr addrspace(1) %57, align 4
  %58 = call i32 @emu_work_dim() #4
  %59 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %60 = getelementptr inbounds i32, ptr addrspace(1) %59, i64 9
  store i32 %58, ptr addrspace(1) %60, align 4
  %61 = call i64 @emu_global_offset(i32 noundef 0) #4
  %62 = trunc i64 %61 to i32
  %63 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %64 = getelementptr inbounds i32, ptr addrspace(1) %63, i64 10
  store i32 %62, ptr addrspace(1) %64, align 4
  %65 = call i64 @emu_global_offset(i32 noundef 1) #4
  %66 = trunc i64 %65 to i32
  %67 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %68 = getelementptr inbounds i32, ptr addrspace(1) %67, i64 11
  store i32 %66, ptr addrspace(1) %68, align 4
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
  %7 = call i32 @emu_group_id(i32 noundef %6) #4
  %8 = zext i32 %7 to i64
  %9 = load i32, ptr %5, align 4
  %10 = call i32 @emu_enqueued_local_size(i32 noundef %9) #4
  %11 = zext i32 %10 to i64
  %12 = mul i64 %8, %11
  %13 = load i32, ptr %5, align 4
  %14 = call i32 @emu_local_id(i32 noundef %13) #4
  %15 = zext i32 %14 to i64
  %16 = add i64 %12, %15
  %17 = load i32, ptr %5, align 4
  %18 = call i64 @emu_global_offset(i32 noundef %17) #4
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
  %9 = call ptr addrspace(4) @emu_implicit() #4
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
  %9 = call ptr addrspace(4) @emu_implicit() #4
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

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i64 @emu_global_size(i32 noundef %0) #2 {
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
  %11 = load i32, ptr addrspace(4) %10, align 4, !range !18, !invariant.load !19
  br label %31

12:                                               ; preds = %1
  %13 = load i32, ptr %5, align 4
  %14 = icmp eq i32 %13, 1
  br i1 %14, label %15, label %19

15:                                               ; preds = %12
  %16 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %17 = getelementptr i8, ptr addrspace(4) %16, i32 16
  %18 = load i32, ptr addrspace(4) %17, align 4, !range !18, !invariant.load !19
  br label %29

19:                                               ; preds = %12
  %20 = load i32, ptr %5, align 4
  %21 = icmp eq i32 %20, 2
  br i1 %21, label %22, label %26

22:                                               ; preds = %19
  %23 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %24 = getelementptr i8, ptr addrspace(4) %23, i32 20
  %25 = load i32, ptr addrspace(4) %24, align 4, !range !18, !invariant.load !19
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
  %11 = call ptr addrspace(4) @emu_implicit() #4
  store ptr addrspace(4) %11, ptr addrspace(5) %4, align 8
  %12 = load i32, ptr %6, align 4
  %13 = call i32 @emu_group_id(i32 noundef %12) #4
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
define internal i32 @emu_num_groups(i32 noundef %0) #2 {
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
  br label %28

10:                                               ; preds = %1
  %11 = call ptr addrspace(4) @emu_implicit() #4
  store ptr addrspace(4) %11, ptr addrspace(5) %4, align 8
  %12 = load ptr addrspace(4), ptr addrspace(5) %4, align 8
  %13 = getelementptr inbounds nuw %struct.implicit_args_v5, ptr addrspace(4) %12, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds nuw [3 x i32], ptr addrspace(4) %13, i64 0, i64 %15
  %17 = load i32, ptr addrspace(4) %16, align 4
  %18 = load ptr addrspace(4), ptr addrspace(5) %4, align 8
  %19 = getelementptr inbounds nuw %struct.implicit_args_v5, ptr addrspace(4) %18, i32 0, i32 2
  %20 = load i32, ptr %6, align 4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw [3 x i16], ptr addrspace(4) %19, i64 0, i64 %21
  %23 = load i16, ptr addrspace(4) %22, align 2
  %24 = zext i16 %23 to i32
  %25 = icmp ne i32 %24, 0
  %26 = zext i1 %25 to i32
  %27 = add i32 %17, %26
  store i32 %27, ptr %5, align 4
  br label %28

28:                                               ; preds = %10, %9
  %29 = load i32, ptr %5, align 4
  ret i32 %29
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @emu_work_dim() #2 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call ptr addrspace(4) @emu_implicit() #4
  %4 = getelementptr inbounds nuw %struct.implicit_args_v5, ptr addrspace(4) %3, i32 0, i32 5
  %5 = load i16, ptr addrspace(4) %4, align 8
  %6 = zext i16 %5 to i32
  ret i32 %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{i32 1, i32 0, i32 0}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"int*", !"int", !"int"}
!9 = !{!"", !"", !""}
!10 = !{i32 1, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"uint*", !"uint", !"uint", !"uint"}
!13 = !{!"", !"", !"", !""}
!14 = !{i32 1}
!15 = !{!"none"}
!16 = !{!"int*"}
!17 = !{!""}
!18 = !{i32 1, i32 0}
!19 = !{}
