; ModuleID = '/work/main/tests/data/emu/src/atomics.cl'
source_filename = "/work/main/tests/data/emu/src/atomics.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.implicit_args_v5 = type { [3 x i32], [3 x i16], [3 x i16], [2 x i64], [3 x i64], i16 }

@atomic_lds.sum = internal addrspace(3) global i32 undef, align 4
@atomic_lds.mx = internal addrspace(3) global i32 undef, align 4
@atomic_lds.bits = internal addrspace(3) global i32 undef, align 4
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@histogram.h = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @atomic_global(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  call void @__clang_ocl_kern_imp_atomic_global(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, ptr addrspace(1) noundef align 4 %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_atomic_global(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = addrspacecast ptr addrspace(5) %5 to ptr
  %27 = addrspacecast ptr addrspace(5) %6 to ptr
  %28 = addrspacecast ptr addrspace(5) %7 to ptr
  %29 = addrspacecast ptr addrspace(5) %8 to ptr
  %30 = addrspacecast ptr addrspace(5) %10 to ptr
  %31 = addrspacecast ptr addrspace(5) %11 to ptr
  %32 = addrspacecast ptr addrspace(5) %12 to ptr
  %33 = addrspacecast ptr addrspace(5) %13 to ptr
  %34 = addrspacecast ptr addrspace(5) %14 to ptr
  %35 = addrspacecast ptr addrspace(5) %15 to ptr
  %36 = addrspacecast ptr addrspace(5) %16 to ptr
  %37 = addrspacecast ptr addrspace(5) %17 to ptr
  %38 = addrspacecast ptr addrspace(5) %18 to ptr
  %39 = addrspacecast ptr addrspace(5) %19 to ptr
  %40 = addrspacecast ptr addrspace(5) %20 to ptr
  %41 = addrspacecast ptr addrspace(5) %21 to ptr
  %42 = addrspacecast ptr addrspace(5) %22 to ptr
  %43 = addrspacecast ptr addrspace(5) %23 to ptr
  %44 = addrspacecast ptr addrspace(5) %24 to ptr
  %45 = addrspacecast ptr addrspace(5) %25 to ptr
  store ptr addrspace(1) %0, ptr %26, align 8
  store ptr addrspace(1) %1, ptr %27, align 8
  store ptr addrspace(1) %2, ptr %28, align 8
  store ptr addrspace(1) %3, ptr %29, align 8
  %46 = load ptr addrspace(1), ptr %29, align 8
  %47 = call i64 @emu_global_id(i32 noundef 0) #5
  %48 = getelementptr inbounds nuw i32, ptr addrspace(1) %46, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4
  store i32 %49, ptr addrspace(5) %9, align 4
  %50 = load ptr addrspace(1), ptr %26, align 8
  %51 = getelementptr inbounds i32, ptr addrspace(1) %50, i64 0
  %52 = load i32, ptr addrspace(5) %9, align 4
  store i32 %52, ptr %30, align 4
  %53 = load i32, ptr %30, align 4
  %54 = atomicrmw add ptr addrspace(1) %51, i32 %53 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %54, ptr %31, align 4
  %55 = load i32, ptr %31, align 4
  %56 = load ptr addrspace(1), ptr %28, align 8
  %57 = call i64 @emu_global_id(i32 noundef 0) #5
  %58 = getelementptr inbounds nuw i32, ptr addrspace(1) %56, i64 %57
  store i32 %55, ptr addrspace(1) %58, align 4
  %59 = load ptr addrspace(1), ptr %26, align 8
  %60 = getelementptr inbounds i32, ptr addrspace(1) %59, i64 1
  store i32 1, ptr %32, align 4
  %61 = load i32, ptr %32, align 4
  %62 = atomicrmw sub ptr addrspace(1) %60, i32 %61 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %62, ptr %33, align 4
  %63 = load i32, ptr %33, align 4
  %64 = load ptr addrspace(1), ptr %26, align 8
  %65 = getelementptr inbounds i32, ptr addrspace(1) %64, i64 2
  %66 = load i32, ptr addrspace(5) %9, align 4
  store i32 %66, ptr %34, align 4
  %67 = load i32, ptr %34, align 4
  %68 = atomicrmw max ptr addrspace(1) %65, i32 %67 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %68, ptr %35, align 4
  %69 = load i32, ptr %35, align 4
  %70 = load ptr addrspace(1), ptr %26, align 8
  %71 = getelementptr inbounds i32, ptr addrspace(1) %70, i64 3
  %72 = load i32, ptr addrspace(5) %9, align 4
  store i32 %72, ptr %36, align 4
  %73 = load i32, ptr %36, align 4
  %74 = atomicrmw min ptr addrspace(1) %71, i32 %73 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %74, ptr %37, align 4
  %75 = load i32, ptr %37, align 4
  %76 = load ptr addrspace(1), ptr %26, align 8
  %77 = getelementptr inbounds i32, ptr addrspace(1) %76, i64 4
  %78 = load i32, ptr addrspace(5) %9, align 4
  %79 = and i32 %78, 31
  %80 = and i32 %79, 31
  %81 = shl i32 1, %80
  store i32 %81, ptr %38, align 4
  %82 = load i32, ptr %38, align 4
  %83 = atomicrmw or ptr addrspace(1) %77, i32 %82 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %83, ptr %39, align 4
  %84 = load i32, ptr %39, align 4
  %85 = load ptr addrspace(1), ptr %26, align 8
  %86 = getelementptr inbounds i32, ptr addrspace(1) %85, i64 5
  %87 = load i32, ptr addrspace(5) %9, align 4
  store i32 %87, ptr %40, align 4
  %88 = load i32, ptr %40, align 4
  %89 = atomicrmw xor ptr addrspace(1) %86, i32 %88 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %89, ptr %41, align 4
  %90 = load i32, ptr %41, align 4
  %91 = load ptr addrspace(1), ptr %27, align 8
  %92 = load i32, ptr addrspace(5) %9, align 4
  store i32 %92, ptr %42, align 4
  %93 = load i32, ptr %42, align 4
  %94 = atomicrmw umax ptr addrspace(1) %91, i32 %93 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %94, ptr %43, align 4
  %95 = load i32, ptr %43, align 4
  %96 = load ptr addrspace(1), ptr %26, align 8
  %97 = getelementptr inbounds i32, ptr addrspace(1) %96, i64 6
  store i32 1, ptr %44, align 4
  %98 = load i32, ptr %44, align 4
  %99 = atomicrmw add ptr addrspace(1) %97, i32 %98 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %99, ptr %45, align 4
  %100 = load i32, ptr %45, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @atomic_cmpxchg_lock(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_atomic_cmpxchg_lock(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_atomic_cmpxchg_lock(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  %9 = call i64 @emu_global_id(i32 noundef 0) #5
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr addrspace(5) %5, align 4
  %11 = load ptr addrspace(1), ptr %7, align 8
  %12 = load i32, ptr addrspace(5) %5, align 4
  %13 = and i32 %12, 7
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %14
  %16 = load i32, ptr addrspace(5) %5, align 4
  %17 = add nsw i32 %16, 1
  %18 = call i32 @emu_cmpxchg(ptr addrspace(1) noundef %15, i32 noundef 0, i32 noundef %17) #5
  store i32 %18, ptr addrspace(5) %6, align 4
  %19 = load i32, ptr addrspace(5) %6, align 4
  %20 = load ptr addrspace(1), ptr %8, align 8
  %21 = load i32, ptr addrspace(5) %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %20, i64 %22
  store i32 %19, ptr addrspace(1) %23, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @atomic_f32(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_atomic_f32(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_atomic_f32(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  %11 = load ptr addrspace(1), ptr %7, align 8
  %12 = load ptr addrspace(1), ptr %8, align 8
  %13 = call i64 @emu_global_id(i32 noundef 0) #5
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %12, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4
  store float %15, ptr %9, align 4
  %16 = load float, ptr %9, align 4
  %17 = atomicrmw fadd ptr addrspace(1) %11, float %16 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store float %17, ptr %10, align 4
  %18 = load float, ptr %10, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @atomic_i64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !16 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_atomic_i64(ptr addrspace(1) noundef align 8 %7, ptr addrspace(1) noundef align 8 %8) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_atomic_i64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1) #1 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !16 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i64, align 8, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %3 to ptr
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  %15 = load ptr addrspace(1), ptr %9, align 8
  %16 = getelementptr inbounds i64, ptr addrspace(1) %15, i64 0
  %17 = load ptr addrspace(1), ptr %10, align 8
  %18 = call i64 @emu_global_id(i32 noundef 0) #5
  %19 = getelementptr inbounds nuw i64, ptr addrspace(1) %17, i64 %18
  %20 = load i64, ptr addrspace(1) %19, align 8
  store i64 %20, ptr %11, align 8
  %21 = load i64, ptr %11, align 8
  %22 = atomicrmw add ptr addrspace(1) %16, i64 %21 syncscope("agent-one-as") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i64 %22, ptr %12, align 8
  %23 = load i64, ptr %12, align 8
  %24 = load ptr addrspace(1), ptr %9, align 8
  %25 = getelementptr inbounds i64, ptr addrspace(1) %24, i64 1
  %26 = load ptr addrspace(1), ptr %10, align 8
  %27 = call i64 @emu_global_id(i32 noundef 0) #5
  %28 = getelementptr inbounds nuw i64, ptr addrspace(1) %26, i64 %27
  %29 = load i64, ptr addrspace(1) %28, align 8
  store i64 %29, ptr %13, align 8
  %30 = load i64, ptr %13, align 8
  %31 = atomicrmw max ptr addrspace(1) %25, i64 %30 syncscope("agent-one-as") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i64 %31, ptr %14, align 8
  %32 = load i64, ptr %14, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @atomic_lds(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !18 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_atomic_lds(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_atomic_lds(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !18 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %3 to ptr
  %15 = addrspacecast ptr addrspace(5) %4 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = addrspacecast ptr addrspace(5) %12 to ptr
  %21 = addrspacecast ptr addrspace(5) %13 to ptr
  store ptr addrspace(1) %0, ptr %14, align 8
  store ptr addrspace(1) %1, ptr %15, align 8
  %22 = call i32 @emu_local_id(i32 noundef 0) #5
  store i32 %22, ptr addrspace(5) %5, align 4
  %23 = load i32, ptr addrspace(5) %5, align 4
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %26

25:                                               ; preds = %2
  store i32 0, ptr addrspace(3) @atomic_lds.sum, align 4
  store i32 -2147483648, ptr addrspace(3) @atomic_lds.mx, align 4
  store i32 0, ptr addrspace(3) @atomic_lds.bits, align 4
  br label %26

26:                                               ; preds = %25, %2
  br label %27

27:                                               ; preds = %26
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %28

28:                                               ; preds = %27
  %29 = load ptr addrspace(1), ptr %14, align 8
  %30 = call i64 @emu_global_id(i32 noundef 0) #5
  %31 = getelementptr inbounds nuw i32, ptr addrspace(1) %29, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4
  store i32 %32, ptr addrspace(5) %6, align 4
  %33 = load i32, ptr addrspace(5) %6, align 4
  store i32 %33, ptr %16, align 4
  %34 = load i32, ptr %16, align 4
  %35 = atomicrmw add ptr addrspace(3) @atomic_lds.sum, i32 %34 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %35, ptr %17, align 4
  %36 = load i32, ptr %17, align 4
  store i32 %36, ptr addrspace(5) %7, align 4
  %37 = load i32, ptr addrspace(5) %6, align 4
  store i32 %37, ptr %18, align 4
  %38 = load i32, ptr %18, align 4
  %39 = atomicrmw max ptr addrspace(3) @atomic_lds.mx, i32 %38 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %39, ptr %19, align 4
  %40 = load i32, ptr %19, align 4
  %41 = load i32, ptr addrspace(5) %6, align 4
  %42 = and i32 %41, 31
  %43 = and i32 %42, 31
  %44 = shl i32 1, %43
  store i32 %44, ptr %20, align 4
  %45 = load i32, ptr %20, align 4
  %46 = atomicrmw or ptr addrspace(3) @atomic_lds.bits, i32 %45 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %46, ptr %21, align 4
  %47 = load i32, ptr %21, align 4
  br label %48

48:                                               ; preds = %28
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr addrspace(5) %5, align 4
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %73

52:                                               ; preds = %49
  %53 = load i32, ptr addrspace(3) @atomic_lds.sum, align 4
  %54 = load ptr addrspace(1), ptr %15, align 8
  %55 = call i32 @emu_group_id(i32 noundef 0) #5
  %56 = mul i32 3, %55
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds nuw i32, ptr addrspace(1) %54, i64 %57
  store i32 %53, ptr addrspace(1) %58, align 4
  %59 = load i32, ptr addrspace(3) @atomic_lds.mx, align 4
  %60 = load ptr addrspace(1), ptr %15, align 8
  %61 = call i32 @emu_group_id(i32 noundef 0) #5
  %62 = mul i32 3, %61
  %63 = add i32 %62, 1
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds nuw i32, ptr addrspace(1) %60, i64 %64
  store i32 %59, ptr addrspace(1) %65, align 4
  %66 = load i32, ptr addrspace(3) @atomic_lds.bits, align 4
  %67 = load ptr addrspace(1), ptr %15, align 8
  %68 = call i32 @emu_group_id(i32 noundef 0) #5
  %69 = mul i32 3, %68
  %70 = add i32 %69, 2
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds nuw i32, ptr addrspace(1) %67, i64 %71
  store i32 %66, ptr addrspace(1) %72, align 4
  br label %73

73:                                               ; preds = %52, %49
  %74 = load i32, ptr addrspace(5) %7, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @histogram(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
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
  call void @__clang_ocl_kern_imp_histogram(ptr addrspace(1) noundef align 1 %10, ptr addrspace(1) noundef align 4 %11, i32 noundef %12) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_histogram(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %4 to ptr
  %16 = addrspacecast ptr addrspace(5) %5 to ptr
  %17 = addrspacecast ptr addrspace(5) %6 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = addrspacecast ptr addrspace(5) %13 to ptr
  %21 = addrspacecast ptr addrspace(5) %14 to ptr
  store ptr addrspace(1) %0, ptr %15, align 8
  store ptr addrspace(1) %1, ptr %16, align 8
  store i32 %2, ptr %17, align 4
  %22 = call i32 @emu_local_id(i32 noundef 0) #5
  store i32 %22, ptr addrspace(5) %7, align 4
  %23 = load i32, ptr addrspace(5) %7, align 4
  store i32 %23, ptr addrspace(5) %8, align 4
  br label %24

24:                                               ; preds = %31, %3
  %25 = load i32, ptr addrspace(5) %8, align 4
  %26 = icmp slt i32 %25, 64
  br i1 %26, label %27, label %35

27:                                               ; preds = %24
  %28 = load i32, ptr addrspace(5) %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [64 x i32], ptr addrspace(3) @histogram.h, i64 0, i64 %29
  store i32 0, ptr addrspace(3) %30, align 4
  br label %31

31:                                               ; preds = %27
  %32 = call i32 @emu_local_size(i32 noundef 0) #5
  %33 = load i32, ptr addrspace(5) %8, align 4
  %34 = add i32 %33, %32
  store i32 %34, ptr addrspace(5) %8, align 4
  br label %24

35:                                               ; preds = %24
  br label %36

36:                                               ; preds = %35
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %37

37:                                               ; preds = %36
  %38 = call i64 @emu_global_id(i32 noundef 0) #5
  %39 = trunc i64 %38 to i32
  store i32 %39, ptr addrspace(5) %9, align 4
  br label %40

40:                                               ; preds = %57, %37
  %41 = load i32, ptr addrspace(5) %9, align 4
  %42 = load i32, ptr %17, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %63

44:                                               ; preds = %40
  %45 = load ptr addrspace(1), ptr %15, align 8
  %46 = load i32, ptr addrspace(5) %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i8, ptr addrspace(1) %45, i64 %47
  %49 = load i8, ptr addrspace(1) %48, align 1
  %50 = zext i8 %49 to i32
  %51 = and i32 %50, 63
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [64 x i32], ptr addrspace(3) @histogram.h, i64 0, i64 %52
  store i32 1, ptr %18, align 4
  %54 = load i32, ptr %18, align 4
  %55 = atomicrmw add ptr addrspace(3) %53, i32 %54 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %55, ptr %19, align 4
  %56 = load i32, ptr %19, align 4
  br label %57

57:                                               ; preds = %44
  %58 = call i64 @emu_global_size(i32 noundef 0) #5
  %59 = load i32, ptr addrspace(5) %9, align 4
  %60 = sext i32 %59 to i64
  %61 = add i64 %60, %58
  %62 = trunc i64 %61 to i32
  store i32 %62, ptr addrspace(5) %9, align 4
  br label %40

63:                                               ; preds = %40
  br label %64

64:                                               ; preds = %63
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %65

65:                                               ; preds = %64
  %66 = load i32, ptr addrspace(5) %7, align 4
  store i32 %66, ptr addrspace(5) %12, align 4
  br label %67

67:                                               ; preds = %82, %65
  %68 = load i32, ptr addrspace(5) %12, align 4
  %69 = icmp slt i32 %68, 64
  br i1 %69, label %70, label %86

70:                                               ; preds = %67
  %71 = load ptr addrspace(1), ptr %16, align 8
  %72 = load i32, ptr addrspace(5) %12, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %73
  %75 = load i32, ptr addrspace(5) %12, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [64 x i32], ptr addrspace(3) @histogram.h, i64 0, i64 %76
  %78 = load i32, ptr addrspace(3) %77, align 4
  store i32 %78, ptr %20, align 4
  %79 = load i32, ptr %20, align 4
  %80 = atomicrmw add ptr addrspace(1) %74, i32 %79 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %80, ptr %21, align 4
  %81 = load i32, ptr %21, align 4
  br label %82

82:                                               ; preds = %70
  %83 = call i32 @emu_local_size(i32 noundef 0) #5
  %84 = load i32, ptr addrspace(5) %12, align 4
  %85 = add i32 %84, %83
  store i32 %85, ptr addrspace(5) %12, align 4
  br label %67

86:                                               ; preds = %67
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

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @emu_cmpxchg(ptr addrspace(1) noundef %0, i32 noundef %1, i32 noundef %2) #2 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i8, align 1, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  %16 = load ptr addrspace(1), ptr %11, align 8
  %17 = load i32, ptr %13, align 4
  store i32 %17, ptr %14, align 4
  %18 = load i32, ptr %12, align 4
  %19 = load i32, ptr %14, align 4
  %20 = cmpxchg volatile ptr addrspace(1) %16, i32 %18, i32 %19 syncscope("agent-one-as") monotonic monotonic, align 4
  %21 = extractvalue { i32, i1 } %20, 0
  %22 = extractvalue { i32, i1 } %20, 1
  br i1 %22, label %24, label %23

23:                                               ; preds = %3
  store i32 %21, ptr %12, align 4
  br label %24

24:                                               ; preds = %23, %3
  %25 = zext i1 %22 to i8
  store i8 %25, ptr %15, align 1
  %26 = load i8, ptr %15, align 1
  %27 = trunc i8 %26 to i1
  %28 = load i32, ptr %12, align 4
  ret i32 %28
}

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

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
  %11 = call ptr addrspace(4) @emu_implicit() #5
  store ptr addrspace(4) %11, ptr addrspace(5) %4, align 8
  %12 = load i32, ptr %6, align 4
  %13 = call i32 @emu_group_id(i32 noundef %12) #5
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
  %11 = load i32, ptr addrspace(4) %10, align 4, !range !23, !invariant.load !10
  br label %31

12:                                               ; preds = %1
  %13 = load i32, ptr %5, align 4
  %14 = icmp eq i32 %13, 1
  br i1 %14, label %15, label %19

15:                                               ; preds = %12
  %16 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %17 = getelementptr i8, ptr addrspace(4) %16, i32 16
  %18 = load i32, ptr addrspace(4) %17, align 4, !range !23, !invariant.load !10
  br label %29

19:                                               ; preds = %12
  %20 = load i32, ptr %5, align 4
  %21 = icmp eq i32 %20, 2
  br i1 %21, label %22, label %26

22:                                               ; preds = %19
  %23 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %24 = getelementptr i8, ptr addrspace(4) %23, i32 20
  %25 = load i32, ptr addrspace(4) %24, align 4, !range !23, !invariant.load !10
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
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn }
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
!6 = !{i32 1, i32 1, i32 1, i32 1}
!7 = !{!"none", !"none", !"none", !"none"}
!8 = !{!"int*", !"uint*", !"int*", !"int*"}
!9 = !{!"", !"", !"", !"const"}
!10 = !{}
!11 = !{i32 1, i32 1}
!12 = !{!"none", !"none"}
!13 = !{!"int*", !"int*"}
!14 = !{!"", !""}
!15 = !{!"float*", !"float*"}
!16 = !{!"", !"const"}
!17 = !{!"long*", !"long*"}
!18 = !{!"const", !""}
!19 = !{i32 1, i32 1, i32 0}
!20 = !{!"none", !"none", !"none"}
!21 = !{!"uchar*", !"uint*", !"int"}
!22 = !{!"const", !"", !""}
!23 = !{i32 1, i32 0}
