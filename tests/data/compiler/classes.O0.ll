; ModuleID = '/work/main/tests/data/emu/src/classes.cl'
source_filename = "/work/main/tests/data/emu/src/classes.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.walk_ctx = type { ptr addrspace(1), i32, i32, [6 x i32], ptr addrspace(5) }
%struct.wide_args = type { [36 x i32], ptr addrspace(5), ptr addrspace(1) }
%struct.implicit_args_v5 = type { [3 x i32], [3 x i16], [3 x i16], [2 x i64], [3 x i64], i16 }
%struct.tree_node = type { i32, i32, i32, i32 }

@crc_table = hidden addrspace(4) constant [16 x i32] [i32 0, i32 498536548, i32 997073096, i32 651767980, i32 1994146192, i32 1802195444, i32 1303535960, i32 1342533948, i32 -306674912, i32 -267414716, i32 -690576408, i32 -882789492, i32 -1687895376, i32 -2032938284, i32 -1609899400, i32 -1111625188], align 4
@lo_table = hidden addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@hi_table = hidden addrspace(4) constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
@tables = hidden addrspace(4) constant [2 x ptr addrspace(4)] [ptr addrspace(4) @lo_table, ptr addrspace(4) @hi_table], align 8
@scratch_pad = hidden addrspace(1) global [256 x i32] zeroinitializer, align 4
@pad_ptr = hidden addrspace(4) constant ptr addrspace(1) @scratch_pad, align 8
@bitonic_sort.k = internal addrspace(3) global [1024 x i32] undef, align 4
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@constinit = private addrspace(4) constant [6 x i32] [i32 3, i32 -1, i32 4, i32 -1, i32 5, i32 -9], align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @bits64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_bits64(ptr addrspace(1) noundef align 8 %7, ptr addrspace(1) noundef align 4 %8) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_bits64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i64, align 8, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %3 to ptr
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  %11 = call i64 @emu_global_id(i32 noundef 0) #14
  store i64 %11, ptr addrspace(5) %5, align 8
  %12 = load ptr addrspace(1), ptr %9, align 8
  %13 = load i64, ptr addrspace(5) %5, align 8
  %14 = getelementptr inbounds nuw i64, ptr addrspace(1) %12, i64 %13
  %15 = load i64, ptr addrspace(1) %14, align 8
  store i64 %15, ptr addrspace(5) %6, align 8
  %16 = load ptr addrspace(1), ptr %9, align 8
  %17 = call i32 @emu_group_id(i32 noundef 0) #14
  %18 = mul i32 %17, 3
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds nuw i64, ptr addrspace(1) %16, i64 %19
  %21 = load i64, ptr addrspace(1) %20, align 8
  store i64 %21, ptr addrspace(5) %7, align 8
  %22 = load ptr addrspace(1), ptr %10, align 8
  %23 = load i64, ptr addrspace(5) %5, align 8
  %24 = mul i64 12, %23
  %25 = getelementptr inbounds nuw i32, ptr addrspace(1) %22, i64 %24
  store ptr addrspace(1) %25, ptr addrspace(5) %8, align 8
  %26 = load i64, ptr addrspace(5) %6, align 8
  %27 = call i64 @llvm.ctlz.i64(i64 %26, i1 true)
  %28 = trunc i64 %27 to i32
  %29 = icmp eq i64 %26, 0
  %30 = select i1 %29, i32 64, i32 %28
  %31 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %32 = getelementptr inbounds i32, ptr addrspace(1) %31, i64 0
  store i32 %30, ptr addrspace(1) %32, align 4
  %33 = load i64, ptr addrspace(5) %6, align 8
  %34 = call i64 @llvm.cttz.i64(i64 %33, i1 true)
  %35 = trunc i64 %34 to i32
  %36 = icmp eq i64 %33, 0
  %37 = select i1 %36, i32 64, i32 %35
  %38 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %39 = getelementptr inbounds i32, ptr addrspace(1) %38, i64 1
  store i32 %37, ptr addrspace(1) %39, align 4
  %40 = load i64, ptr addrspace(5) %6, align 8
  %41 = call i64 @llvm.ctpop.i64(i64 %40)
  %42 = trunc i64 %41 to i32
  %43 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %44 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 2
  store i32 %42, ptr addrspace(1) %44, align 4
  %45 = load i64, ptr addrspace(5) %7, align 8
  %46 = call i64 @llvm.ctlz.i64(i64 %45, i1 true)
  %47 = trunc i64 %46 to i32
  %48 = icmp eq i64 %45, 0
  %49 = select i1 %48, i32 64, i32 %47
  %50 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %51 = getelementptr inbounds i32, ptr addrspace(1) %50, i64 3
  store i32 %49, ptr addrspace(1) %51, align 4
  %52 = load i64, ptr addrspace(5) %7, align 8
  %53 = call i64 @llvm.cttz.i64(i64 %52, i1 true)
  %54 = trunc i64 %53 to i32
  %55 = icmp eq i64 %52, 0
  %56 = select i1 %55, i32 64, i32 %54
  %57 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %58 = getelementptr inbounds i32, ptr addrspace(1) %57, i64 4
  store i32 %56, ptr addrspace(1) %58, align 4
  %59 = load i64, ptr addrspace(5) %7, align 8
  %60 = call i64 @llvm.ctpop.i64(i64 %59)
  %61 = trunc i64 %60 to i32
  %62 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %63 = getelementptr inbounds i32, ptr addrspace(1) %62, i64 5
  store i32 %61, ptr addrspace(1) %63, align 4
  %64 = load i64, ptr addrspace(5) %6, align 8
  %65 = trunc i64 %64 to i32
  %66 = call i32 @llvm.ctlz.i32(i32 %65, i1 true)
  %67 = icmp eq i32 %65, 0
  %68 = select i1 %67, i32 32, i32 %66
  %69 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %70 = getelementptr inbounds i32, ptr addrspace(1) %69, i64 6
  store i32 %68, ptr addrspace(1) %70, align 4
  %71 = load i64, ptr addrspace(5) %7, align 8
  %72 = lshr i64 %71, 32
  %73 = trunc i64 %72 to i32
  %74 = call i32 @llvm.cttz.i32(i32 %73, i1 true)
  %75 = icmp eq i32 %73, 0
  %76 = select i1 %75, i32 32, i32 %74
  %77 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %78 = getelementptr inbounds i32, ptr addrspace(1) %77, i64 7
  store i32 %76, ptr addrspace(1) %78, align 4
  %79 = load i64, ptr addrspace(5) %6, align 8
  %80 = icmp slt i64 %79, 0
  %81 = xor i64 %79, -1
  %82 = select i1 %80, i64 %81, i64 %79
  %83 = call i64 @llvm.ctlz.i64(i64 %82, i1 false)
  %84 = sub nuw i64 %83, 1
  %85 = trunc i64 %84 to i32
  %86 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %87 = getelementptr inbounds i32, ptr addrspace(1) %86, i64 8
  store i32 %85, ptr addrspace(1) %87, align 4
  %88 = load i64, ptr addrspace(5) %7, align 8
  %89 = icmp slt i64 %88, 0
  %90 = xor i64 %88, -1
  %91 = select i1 %89, i64 %90, i64 %88
  %92 = call i64 @llvm.ctlz.i64(i64 %91, i1 false)
  %93 = sub nuw i64 %92, 1
  %94 = trunc i64 %93 to i32
  %95 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %96 = getelementptr inbounds i32, ptr addrspace(1) %95, i64 9
  store i32 %94, ptr addrspace(1) %96, align 4
  %97 = load i64, ptr addrspace(5) %6, align 8
  %98 = load i64, ptr addrspace(5) %5, align 8
  %99 = and i64 %98, 63
  %100 = and i64 %99, 63
  %101 = lshr i64 %97, %100
  %102 = call i64 @llvm.ctlz.i64(i64 %101, i1 true)
  %103 = trunc i64 %102 to i32
  %104 = icmp eq i64 %101, 0
  %105 = select i1 %104, i32 64, i32 %103
  %106 = load i64, ptr addrspace(5) %6, align 8
  %107 = load i64, ptr addrspace(5) %5, align 8
  %108 = and i64 %107, 63
  %109 = and i64 %108, 63
  %110 = shl i64 %106, %109
  %111 = call i64 @llvm.cttz.i64(i64 %110, i1 true)
  %112 = trunc i64 %111 to i32
  %113 = icmp eq i64 %110, 0
  %114 = select i1 %113, i32 64, i32 %112
  %115 = add nsw i32 %105, %114
  %116 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %117 = getelementptr inbounds i32, ptr addrspace(1) %116, i64 10
  store i32 %115, ptr addrspace(1) %117, align 4
  %118 = load i64, ptr addrspace(5) %7, align 8
  %119 = load i64, ptr addrspace(5) %6, align 8
  %120 = xor i64 %118, %119
  %121 = call i64 @llvm.ctpop.i64(i64 %120)
  %122 = trunc i64 %121 to i32
  %123 = load i64, ptr addrspace(5) %7, align 8
  %124 = load i64, ptr addrspace(5) %6, align 8
  %125 = and i64 %123, %124
  %126 = call i64 @llvm.ctlz.i64(i64 %125, i1 true)
  %127 = trunc i64 %126 to i32
  %128 = icmp eq i64 %125, 0
  %129 = select i1 %128, i32 64, i32 %127
  %130 = add nsw i32 %122, %129
  %131 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %132 = getelementptr inbounds i32, ptr addrspace(1) %131, i64 11
  store i32 %130, ptr addrspace(1) %132, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @subword(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  %16 = addrspacecast ptr addrspace(5) %10 to ptr
  %17 = addrspacecast ptr addrspace(5) %11 to ptr
  %18 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  store ptr addrspace(1) %3, ptr %16, align 8
  store ptr addrspace(1) %4, ptr %17, align 8
  store ptr addrspace(1) %5, ptr %18, align 8
  %19 = load ptr addrspace(1), ptr %13, align 8
  %20 = load ptr addrspace(1), ptr %14, align 8
  %21 = load ptr addrspace(1), ptr %15, align 8
  %22 = load ptr addrspace(1), ptr %16, align 8
  %23 = load ptr addrspace(1), ptr %17, align 8
  %24 = load ptr addrspace(1), ptr %18, align 8
  call void @__clang_ocl_kern_imp_subword(ptr addrspace(1) noundef align 4 %19, ptr addrspace(1) noundef align 4 %20, ptr addrspace(1) noundef align 4 %21, ptr addrspace(1) noundef align 4 %22, ptr addrspace(1) noundef align 4 %23, ptr addrspace(1) noundef align 4 %24) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_subword(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca <4 x i8>, align 4, addrspace(5)
  %15 = alloca <4 x i8>, align 4, addrspace(5)
  %16 = alloca <2 x i16>, align 4, addrspace(5)
  %17 = alloca <2 x i16>, align 4, addrspace(5)
  %18 = alloca ptr addrspace(1), align 8, addrspace(5)
  %19 = alloca ptr addrspace(1), align 8, addrspace(5)
  %20 = addrspacecast ptr addrspace(5) %7 to ptr
  %21 = addrspacecast ptr addrspace(5) %8 to ptr
  %22 = addrspacecast ptr addrspace(5) %9 to ptr
  %23 = addrspacecast ptr addrspace(5) %10 to ptr
  %24 = addrspacecast ptr addrspace(5) %11 to ptr
  %25 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %20, align 8
  store ptr addrspace(1) %1, ptr %21, align 8
  store ptr addrspace(1) %2, ptr %22, align 8
  store ptr addrspace(1) %3, ptr %23, align 8
  store ptr addrspace(1) %4, ptr %24, align 8
  store ptr addrspace(1) %5, ptr %25, align 8
  %26 = call i64 @emu_global_id(i32 noundef 0) #14
  store i64 %26, ptr addrspace(5) %13, align 8
  %27 = load ptr addrspace(1), ptr %20, align 8
  %28 = load i64, ptr addrspace(5) %13, align 8
  %29 = getelementptr inbounds nuw <4 x i8>, ptr addrspace(1) %27, i64 %28
  %30 = load <4 x i8>, ptr addrspace(1) %29, align 4
  store <4 x i8> %30, ptr addrspace(5) %14, align 4
  %31 = load ptr addrspace(1), ptr %21, align 8
  %32 = load i64, ptr addrspace(5) %13, align 8
  %33 = getelementptr inbounds nuw <4 x i8>, ptr addrspace(1) %31, i64 %32
  %34 = load <4 x i8>, ptr addrspace(1) %33, align 4
  store <4 x i8> %34, ptr addrspace(5) %15, align 4
  %35 = load ptr addrspace(1), ptr %22, align 8
  %36 = load i64, ptr addrspace(5) %13, align 8
  %37 = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %35, i64 %36
  %38 = load <2 x i16>, ptr addrspace(1) %37, align 4
  store <2 x i16> %38, ptr addrspace(5) %16, align 4
  %39 = load ptr addrspace(1), ptr %23, align 8
  %40 = load i64, ptr addrspace(5) %13, align 8
  %41 = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %39, i64 %40
  %42 = load <2 x i16>, ptr addrspace(1) %41, align 4
  store <2 x i16> %42, ptr addrspace(5) %17, align 4
  %43 = load ptr addrspace(1), ptr %24, align 8
  %44 = load i64, ptr addrspace(5) %13, align 8
  %45 = mul i64 8, %44
  %46 = getelementptr inbounds nuw i32, ptr addrspace(1) %43, i64 %45
  store ptr addrspace(1) %46, ptr addrspace(5) %18, align 8
  %47 = load <4 x i8>, ptr addrspace(5) %14, align 4
  %48 = extractelement <4 x i8> %47, i64 0
  %49 = sext i8 %48 to i32
  %50 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %51 = extractelement <4 x i8> %50, i64 1
  %52 = zext i8 %51 to i32
  %53 = mul nsw i32 %49, %52
  %54 = load <4 x i8>, ptr addrspace(5) %14, align 4
  %55 = extractelement <4 x i8> %54, i64 1
  %56 = sext i8 %55 to i32
  %57 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %58 = extractelement <4 x i8> %57, i64 0
  %59 = zext i8 %58 to i32
  %60 = mul nsw i32 %56, %59
  %61 = add nsw i32 %53, %60
  %62 = load ptr addrspace(1), ptr addrspace(5) %18, align 8
  %63 = getelementptr inbounds i32, ptr addrspace(1) %62, i64 0
  store i32 %61, ptr addrspace(1) %63, align 4
  %64 = load <4 x i8>, ptr addrspace(5) %14, align 4
  %65 = extractelement <4 x i8> %64, i64 2
  %66 = sext i8 %65 to i32
  %67 = load <2 x i16>, ptr addrspace(5) %16, align 4
  %68 = extractelement <2 x i16> %67, i64 0
  %69 = sext i16 %68 to i32
  %70 = mul nsw i32 %66, %69
  %71 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %72 = extractelement <4 x i8> %71, i64 3
  %73 = zext i8 %72 to i32
  %74 = load <2 x i16>, ptr addrspace(5) %17, align 4
  %75 = extractelement <2 x i16> %74, i64 1
  %76 = zext i16 %75 to i32
  %77 = mul nsw i32 %73, %76
  %78 = add nsw i32 %70, %77
  %79 = load ptr addrspace(1), ptr addrspace(5) %18, align 8
  %80 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 1
  store i32 %78, ptr addrspace(1) %80, align 4
  %81 = load <4 x i8>, ptr addrspace(5) %14, align 4
  %82 = extractelement <4 x i8> %81, i64 3
  %83 = sext i8 %82 to i32
  %84 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %85 = extractelement <4 x i8> %84, i64 2
  %86 = zext i8 %85 to i32
  %87 = add nsw i32 %83, %86
  %88 = load <2 x i16>, ptr addrspace(5) %16, align 4
  %89 = extractelement <2 x i16> %88, i64 1
  %90 = sext i16 %89 to i32
  %91 = load <2 x i16>, ptr addrspace(5) %17, align 4
  %92 = extractelement <2 x i16> %91, i64 0
  %93 = zext i16 %92 to i32
  %94 = sub nsw i32 %90, %93
  %95 = mul nsw i32 %87, %94
  %96 = load ptr addrspace(1), ptr addrspace(5) %18, align 8
  %97 = getelementptr inbounds i32, ptr addrspace(1) %96, i64 2
  store i32 %95, ptr addrspace(1) %97, align 4
  %98 = load <4 x i8>, ptr addrspace(5) %14, align 4
  %99 = extractelement <4 x i8> %98, i64 0
  %100 = sext i8 %99 to i32
  %101 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %102 = extractelement <4 x i8> %101, i64 0
  %103 = zext i8 %102 to i32
  %104 = add nsw i32 %100, %103
  %105 = trunc i32 %104 to i8
  %106 = zext i8 %105 to i32
  %107 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %108 = extractelement <4 x i8> %107, i64 1
  %109 = zext i8 %108 to i32
  %110 = mul nsw i32 %109, 3
  %111 = trunc i32 %110 to i8
  %112 = sext i8 %111 to i32
  %113 = add nsw i32 %106, %112
  %114 = load ptr addrspace(1), ptr addrspace(5) %18, align 8
  %115 = getelementptr inbounds i32, ptr addrspace(1) %114, i64 3
  store i32 %113, ptr addrspace(1) %115, align 4
  %116 = load <2 x i16>, ptr addrspace(5) %16, align 4
  %117 = extractelement <2 x i16> %116, i64 0
  %118 = sext i16 %117 to i32
  %119 = load <2 x i16>, ptr addrspace(5) %16, align 4
  %120 = extractelement <2 x i16> %119, i64 1
  %121 = sext i16 %120 to i32
  %122 = mul nsw i32 %118, %121
  %123 = trunc i32 %122 to i16
  %124 = sext i16 %123 to i32
  %125 = load <2 x i16>, ptr addrspace(5) %17, align 4
  %126 = extractelement <2 x i16> %125, i64 0
  %127 = zext i16 %126 to i32
  %128 = load <2 x i16>, ptr addrspace(5) %17, align 4
  %129 = extractelement <2 x i16> %128, i64 1
  %130 = zext i16 %129 to i32
  %131 = add nsw i32 %127, %130
  %132 = trunc i32 %131 to i16
  %133 = zext i16 %132 to i32
  %134 = add nsw i32 %124, %133
  %135 = load ptr addrspace(1), ptr addrspace(5) %18, align 8
  %136 = getelementptr inbounds i32, ptr addrspace(1) %135, i64 4
  store i32 %134, ptr addrspace(1) %136, align 4
  %137 = load <4 x i8>, ptr addrspace(5) %14, align 4
  %138 = extractelement <4 x i8> %137, i64 1
  %139 = sext i8 %138 to i32
  %140 = mul nsw i32 %139, 512
  %141 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %142 = extractelement <4 x i8> %141, i64 3
  %143 = zext i8 %142 to i32
  %144 = ashr i32 %143, 1
  %145 = xor i32 %140, %144
  %146 = load <2 x i16>, ptr addrspace(5) %16, align 4
  %147 = extractelement <2 x i16> %146, i64 0
  %148 = sext i16 %147 to i32
  %149 = ashr i32 %148, 3
  %150 = xor i32 %145, %149
  %151 = load <2 x i16>, ptr addrspace(5) %17, align 4
  %152 = extractelement <2 x i16> %151, i64 1
  %153 = zext i16 %152 to i32
  %154 = shl i32 %153, 2
  %155 = xor i32 %150, %154
  %156 = load ptr addrspace(1), ptr addrspace(5) %18, align 8
  %157 = getelementptr inbounds i32, ptr addrspace(1) %156, i64 5
  store i32 %155, ptr addrspace(1) %157, align 4
  %158 = load <4 x i8>, ptr addrspace(5) %14, align 4
  %159 = extractelement <4 x i8> %158, i64 2
  %160 = sext i8 %159 to i32
  %161 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %162 = extractelement <4 x i8> %161, i64 2
  %163 = zext i8 %162 to i32
  %164 = icmp sgt i32 %160, %163
  br i1 %164, label %165, label %169

165:                                              ; preds = %6
  %166 = load <4 x i8>, ptr addrspace(5) %14, align 4
  %167 = extractelement <4 x i8> %166, i64 2
  %168 = sext i8 %167 to i32
  br label %173

169:                                              ; preds = %6
  %170 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %171 = extractelement <4 x i8> %170, i64 2
  %172 = zext i8 %171 to i32
  br label %173

173:                                              ; preds = %169, %165
  %174 = phi i32 [ %168, %165 ], [ %172, %169 ]
  %175 = load <2 x i16>, ptr addrspace(5) %16, align 4
  %176 = extractelement <2 x i16> %175, i64 1
  %177 = sext i16 %176 to i32
  %178 = load <2 x i16>, ptr addrspace(5) %17, align 4
  %179 = extractelement <2 x i16> %178, i64 0
  %180 = zext i16 %179 to i32
  %181 = icmp slt i32 %177, %180
  br i1 %181, label %182, label %186

182:                                              ; preds = %173
  %183 = load <2 x i16>, ptr addrspace(5) %16, align 4
  %184 = extractelement <2 x i16> %183, i64 1
  %185 = sext i16 %184 to i32
  br label %190

186:                                              ; preds = %173
  %187 = load <2 x i16>, ptr addrspace(5) %17, align 4
  %188 = extractelement <2 x i16> %187, i64 0
  %189 = zext i16 %188 to i32
  br label %190

190:                                              ; preds = %186, %182
  %191 = phi i32 [ %185, %182 ], [ %189, %186 ]
  %192 = sub nsw i32 %174, %191
  %193 = load ptr addrspace(1), ptr addrspace(5) %18, align 8
  %194 = getelementptr inbounds i32, ptr addrspace(1) %193, i64 6
  store i32 %192, ptr addrspace(1) %194, align 4
  %195 = load <2 x i16>, ptr addrspace(5) %17, align 4
  %196 = extractelement <2 x i16> %195, i64 0
  %197 = zext i16 %196 to i32
  %198 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %199 = extractelement <4 x i8> %198, i64 0
  %200 = zext i8 %199 to i32
  %201 = mul i32 %197, %200
  %202 = load <2 x i16>, ptr addrspace(5) %17, align 4
  %203 = extractelement <2 x i16> %202, i64 1
  %204 = zext i16 %203 to i32
  %205 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %206 = extractelement <4 x i8> %205, i64 3
  %207 = zext i8 %206 to i32
  %208 = mul i32 %204, %207
  %209 = add i32 %201, %208
  %210 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %211 = extractelement <4 x i8> %210, i64 1
  %212 = zext i8 %211 to i32
  %213 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %214 = extractelement <4 x i8> %213, i64 2
  %215 = zext i8 %214 to i32
  %216 = mul i32 %212, %215
  %217 = add i32 %209, %216
  %218 = load ptr addrspace(1), ptr addrspace(5) %18, align 8
  %219 = getelementptr inbounds i32, ptr addrspace(1) %218, i64 7
  store i32 %217, ptr addrspace(1) %219, align 4
  %220 = load ptr addrspace(1), ptr %25, align 8
  %221 = load i64, ptr addrspace(5) %13, align 8
  %222 = mul i64 8, %221
  %223 = getelementptr inbounds nuw float, ptr addrspace(1) %220, i64 %222
  store ptr addrspace(1) %223, ptr addrspace(5) %19, align 8
  %224 = load <4 x i8>, ptr addrspace(5) %14, align 4
  %225 = extractelement <4 x i8> %224, i64 0
  %226 = sitofp i8 %225 to float
  %227 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %228 = extractelement <4 x i8> %227, i64 1
  %229 = uitofp i8 %228 to float
  %230 = fadd float %226, %229
  %231 = load ptr addrspace(1), ptr addrspace(5) %19, align 8
  %232 = getelementptr inbounds float, ptr addrspace(1) %231, i64 0
  store float %230, ptr addrspace(1) %232, align 4
  %233 = load <4 x i8>, ptr addrspace(5) %14, align 4
  %234 = extractelement <4 x i8> %233, i64 3
  %235 = sitofp i8 %234 to float
  %236 = fmul float %235, 5.000000e-01
  %237 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %238 = extractelement <4 x i8> %237, i64 2
  %239 = uitofp i8 %238 to float
  %240 = fadd float %236, %239
  %241 = load ptr addrspace(1), ptr addrspace(5) %19, align 8
  %242 = getelementptr inbounds float, ptr addrspace(1) %241, i64 1
  store float %240, ptr addrspace(1) %242, align 4
  %243 = load <2 x i16>, ptr addrspace(5) %16, align 4
  %244 = extractelement <2 x i16> %243, i64 1
  %245 = sitofp i16 %244 to float
  %246 = load <2 x i16>, ptr addrspace(5) %17, align 4
  %247 = extractelement <2 x i16> %246, i64 0
  %248 = uitofp i16 %247 to float
  %249 = fsub float %245, %248
  %250 = load ptr addrspace(1), ptr addrspace(5) %19, align 8
  %251 = getelementptr inbounds float, ptr addrspace(1) %250, i64 2
  store float %249, ptr addrspace(1) %251, align 4
  %252 = load <2 x i16>, ptr addrspace(5) %17, align 4
  %253 = extractelement <2 x i16> %252, i64 1
  %254 = uitofp i16 %253 to float
  %255 = fmul float %254, 2.500000e-01
  %256 = load <2 x i16>, ptr addrspace(5) %16, align 4
  %257 = extractelement <2 x i16> %256, i64 0
  %258 = sitofp i16 %257 to float
  %259 = fadd float %255, %258
  %260 = load ptr addrspace(1), ptr addrspace(5) %19, align 8
  %261 = getelementptr inbounds float, ptr addrspace(1) %260, i64 3
  store float %259, ptr addrspace(1) %261, align 4
  %262 = load <4 x i8>, ptr addrspace(5) %14, align 4
  %263 = extractelement <4 x i8> %262, i64 2
  %264 = sext i8 %263 to i32
  %265 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %266 = extractelement <4 x i8> %265, i64 3
  %267 = zext i8 %266 to i32
  %268 = mul nsw i32 %264, %267
  %269 = sitofp i32 %268 to float
  %270 = load ptr addrspace(1), ptr addrspace(5) %19, align 8
  %271 = getelementptr inbounds float, ptr addrspace(1) %270, i64 4
  store float %269, ptr addrspace(1) %271, align 4
  %272 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %273 = extractelement <4 x i8> %272, i64 0
  %274 = zext i8 %273 to i32
  %275 = uitofp i32 %274 to float
  %276 = load <4 x i8>, ptr addrspace(5) %14, align 4
  %277 = extractelement <4 x i8> %276, i64 1
  %278 = sext i8 %277 to i32
  %279 = sitofp i32 %278 to float
  %280 = fmul float %275, %279
  %281 = load ptr addrspace(1), ptr addrspace(5) %19, align 8
  %282 = getelementptr inbounds float, ptr addrspace(1) %281, i64 5
  store float %280, ptr addrspace(1) %282, align 4
  %283 = load <2 x i16>, ptr addrspace(5) %16, align 4
  %284 = extractelement <2 x i16> %283, i64 1
  %285 = sext i16 %284 to i32
  %286 = load <4 x i8>, ptr addrspace(5) %14, align 4
  %287 = extractelement <4 x i8> %286, i64 0
  %288 = sext i8 %287 to i32
  %289 = add nsw i32 %285, %288
  %290 = trunc i32 %289 to i16
  %291 = sitofp i16 %290 to float
  %292 = load ptr addrspace(1), ptr addrspace(5) %19, align 8
  %293 = getelementptr inbounds float, ptr addrspace(1) %292, i64 6
  store float %291, ptr addrspace(1) %293, align 4
  %294 = load <2 x i16>, ptr addrspace(5) %17, align 4
  %295 = extractelement <2 x i16> %294, i64 0
  %296 = zext i16 %295 to i32
  %297 = load <4 x i8>, ptr addrspace(5) %15, align 4
  %298 = extractelement <4 x i8> %297, i64 3
  %299 = zext i8 %298 to i32
  %300 = sub nsw i32 %296, %299
  %301 = trunc i32 %300 to i16
  %302 = uitofp i16 %301 to float
  %303 = load <4 x i8>, ptr addrspace(5) %14, align 4
  %304 = extractelement <4 x i8> %303, i64 2
  %305 = sext i8 %304 to i32
  %306 = load <4 x i8>, ptr addrspace(5) %14, align 4
  %307 = extractelement <4 x i8> %306, i64 3
  %308 = sext i8 %307 to i32
  %309 = xor i32 %305, %308
  %310 = trunc i32 %309 to i8
  %311 = sitofp i8 %310 to float
  %312 = fadd float %302, %311
  %313 = load ptr addrspace(1), ptr addrspace(5) %19, align 8
  %314 = getelementptr inbounds float, ptr addrspace(1) %313, i64 7
  store float %312, ptr addrspace(1) %314, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @subword_scalar(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 1 %1, ptr addrspace(1) noundef align 2 %2, ptr addrspace(1) noundef align 2 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !14 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  %16 = addrspacecast ptr addrspace(5) %10 to ptr
  %17 = addrspacecast ptr addrspace(5) %11 to ptr
  %18 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  store ptr addrspace(1) %3, ptr %16, align 8
  store ptr addrspace(1) %4, ptr %17, align 8
  store ptr addrspace(1) %5, ptr %18, align 8
  %19 = load ptr addrspace(1), ptr %13, align 8
  %20 = load ptr addrspace(1), ptr %14, align 8
  %21 = load ptr addrspace(1), ptr %15, align 8
  %22 = load ptr addrspace(1), ptr %16, align 8
  %23 = load ptr addrspace(1), ptr %17, align 8
  %24 = load ptr addrspace(1), ptr %18, align 8
  call void @__clang_ocl_kern_imp_subword_scalar(ptr addrspace(1) noundef align 1 %19, ptr addrspace(1) noundef align 1 %20, ptr addrspace(1) noundef align 2 %21, ptr addrspace(1) noundef align 2 %22, ptr addrspace(1) noundef align 4 %23, ptr addrspace(1) noundef align 4 %24) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_subword_scalar(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 1 %1, ptr addrspace(1) noundef align 2 %2, ptr addrspace(1) noundef align 2 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !14 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i8, align 1, addrspace(5)
  %15 = alloca i8, align 1, addrspace(5)
  %16 = alloca i8, align 1, addrspace(5)
  %17 = alloca i8, align 1, addrspace(5)
  %18 = alloca i16, align 2, addrspace(5)
  %19 = alloca i16, align 2, addrspace(5)
  %20 = alloca i16, align 2, addrspace(5)
  %21 = alloca <2 x half>, align 4, addrspace(5)
  %22 = alloca <2 x half>, align 4, addrspace(5)
  %23 = alloca <2 x half>, align 4, addrspace(5)
  %24 = addrspacecast ptr addrspace(5) %7 to ptr
  %25 = addrspacecast ptr addrspace(5) %8 to ptr
  %26 = addrspacecast ptr addrspace(5) %9 to ptr
  %27 = addrspacecast ptr addrspace(5) %10 to ptr
  %28 = addrspacecast ptr addrspace(5) %11 to ptr
  %29 = addrspacecast ptr addrspace(5) %12 to ptr
  %30 = addrspacecast ptr addrspace(5) %22 to ptr
  %31 = addrspacecast ptr addrspace(5) %23 to ptr
  store ptr addrspace(1) %0, ptr %24, align 8
  store ptr addrspace(1) %1, ptr %25, align 8
  store ptr addrspace(1) %2, ptr %26, align 8
  store ptr addrspace(1) %3, ptr %27, align 8
  store ptr addrspace(1) %4, ptr %28, align 8
  store ptr addrspace(1) %5, ptr %29, align 8
  %32 = call i64 @emu_global_id(i32 noundef 0) #14
  store i64 %32, ptr addrspace(5) %13, align 8
  %33 = load ptr addrspace(1), ptr %24, align 8
  %34 = load i64, ptr addrspace(5) %13, align 8
  %35 = mul i64 3, %34
  %36 = add i64 %35, 1
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %33, i64 %36
  %38 = load i8, ptr addrspace(1) %37, align 1
  store i8 %38, ptr addrspace(5) %14, align 1
  %39 = load ptr addrspace(1), ptr %24, align 8
  %40 = load i64, ptr addrspace(5) %13, align 8
  %41 = mul i64 3, %40
  %42 = add i64 %41, 2
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %39, i64 %42
  %44 = load i8, ptr addrspace(1) %43, align 1
  store i8 %44, ptr addrspace(5) %15, align 1
  %45 = load ptr addrspace(1), ptr %25, align 8
  %46 = load i64, ptr addrspace(5) %13, align 8
  %47 = mul i64 5, %46
  %48 = getelementptr inbounds nuw i8, ptr addrspace(1) %45, i64 %47
  %49 = load i8, ptr addrspace(1) %48, align 1
  store i8 %49, ptr addrspace(5) %16, align 1
  %50 = load ptr addrspace(1), ptr %25, align 8
  %51 = load i64, ptr addrspace(5) %13, align 8
  %52 = mul i64 5, %51
  %53 = add i64 %52, 3
  %54 = getelementptr inbounds nuw i8, ptr addrspace(1) %50, i64 %53
  %55 = load i8, ptr addrspace(1) %54, align 1
  store i8 %55, ptr addrspace(5) %17, align 1
  %56 = load ptr addrspace(1), ptr %26, align 8
  %57 = load i64, ptr addrspace(5) %13, align 8
  %58 = mul i64 2, %57
  %59 = add i64 %58, 1
  %60 = getelementptr inbounds nuw i16, ptr addrspace(1) %56, i64 %59
  %61 = load i16, ptr addrspace(1) %60, align 2
  store i16 %61, ptr addrspace(5) %18, align 2
  %62 = load ptr addrspace(1), ptr %27, align 8
  %63 = load i64, ptr addrspace(5) %13, align 8
  %64 = mul i64 3, %63
  %65 = add i64 %64, 2
  %66 = getelementptr inbounds nuw i16, ptr addrspace(1) %62, i64 %65
  %67 = load i16, ptr addrspace(1) %66, align 2
  store i16 %67, ptr addrspace(5) %19, align 2
  %68 = load ptr addrspace(1), ptr %27, align 8
  %69 = load i64, ptr addrspace(5) %13, align 8
  %70 = mul i64 3, %69
  %71 = getelementptr inbounds nuw i16, ptr addrspace(1) %68, i64 %70
  %72 = load i16, ptr addrspace(1) %71, align 2
  store i16 %72, ptr addrspace(5) %20, align 2
  %73 = load i8, ptr addrspace(5) %14, align 1
  %74 = sext i8 %73 to i32
  %75 = load i8, ptr addrspace(5) %17, align 1
  %76 = zext i8 %75 to i32
  %77 = mul nsw i32 %74, %76
  %78 = load i16, ptr addrspace(5) %18, align 2
  %79 = sext i16 %78 to i32
  %80 = load i8, ptr addrspace(5) %15, align 1
  %81 = sext i8 %80 to i32
  %82 = mul nsw i32 %79, %81
  %83 = add nsw i32 %77, %82
  %84 = load i16, ptr addrspace(5) %19, align 2
  %85 = zext i16 %84 to i32
  %86 = load i8, ptr addrspace(5) %16, align 1
  %87 = zext i8 %86 to i32
  %88 = mul nsw i32 %85, %87
  %89 = sub nsw i32 %83, %88
  %90 = load ptr addrspace(1), ptr %28, align 8
  %91 = load i64, ptr addrspace(5) %13, align 8
  %92 = mul i64 4, %91
  %93 = getelementptr inbounds nuw i32, ptr addrspace(1) %90, i64 %92
  store i32 %89, ptr addrspace(1) %93, align 4
  %94 = load i8, ptr addrspace(5) %14, align 1
  %95 = sext i8 %94 to i32
  %96 = load i16, ptr addrspace(5) %20, align 2
  %97 = zext i16 %96 to i32
  %98 = mul nsw i32 %95, %97
  %99 = trunc i32 %98 to i16
  %100 = sext i16 %99 to i32
  %101 = load i8, ptr addrspace(5) %16, align 1
  %102 = zext i8 %101 to i32
  %103 = load i8, ptr addrspace(5) %17, align 1
  %104 = zext i8 %103 to i32
  %105 = add nsw i32 %102, %104
  %106 = load i8, ptr addrspace(5) %15, align 1
  %107 = sext i8 %106 to i32
  %108 = add nsw i32 %105, %107
  %109 = trunc i32 %108 to i8
  %110 = zext i8 %109 to i32
  %111 = add nsw i32 %100, %110
  %112 = load ptr addrspace(1), ptr %28, align 8
  %113 = load i64, ptr addrspace(5) %13, align 8
  %114 = mul i64 4, %113
  %115 = add i64 %114, 1
  %116 = getelementptr inbounds nuw i32, ptr addrspace(1) %112, i64 %115
  store i32 %111, ptr addrspace(1) %116, align 4
  %117 = load i8, ptr addrspace(5) %14, align 1
  %118 = sitofp i8 %117 to half
  %119 = insertelement <2 x half> poison, half %118, i32 0
  %120 = load i8, ptr addrspace(5) %17, align 1
  %121 = uitofp i8 %120 to half
  %122 = insertelement <2 x half> %119, half %121, i32 1
  store <2 x half> %122, ptr %30, align 4
  %123 = load <2 x half>, ptr %30, align 4
  store <2 x half> <half 0xH3800, half 0xH3400>, ptr %31, align 4
  %124 = load <2 x half>, ptr %31, align 4
  %125 = fmul <2 x half> %123, %124
  store <2 x half> %125, ptr addrspace(5) %21, align 4
  %126 = load <2 x half>, ptr addrspace(5) %21, align 4
  %127 = bitcast <2 x half> %126 to i32
  %128 = load ptr addrspace(1), ptr %28, align 8
  %129 = load i64, ptr addrspace(5) %13, align 8
  %130 = mul i64 4, %129
  %131 = add i64 %130, 2
  %132 = getelementptr inbounds nuw i32, ptr addrspace(1) %128, i64 %131
  store i32 %127, ptr addrspace(1) %132, align 4
  %133 = load i16, ptr addrspace(5) %19, align 2
  %134 = zext i16 %133 to i32
  %135 = load i16, ptr addrspace(5) %20, align 2
  %136 = zext i16 %135 to i32
  %137 = xor i32 %134, %136
  %138 = load i16, ptr addrspace(5) %18, align 2
  %139 = sext i16 %138 to i32
  %140 = mul nsw i32 %137, %139
  %141 = load i8, ptr addrspace(5) %15, align 1
  %142 = sext i8 %141 to i32
  %143 = mul nsw i32 %142, 8
  %144 = add nsw i32 %140, %143
  %145 = load ptr addrspace(1), ptr %28, align 8
  %146 = load i64, ptr addrspace(5) %13, align 8
  %147 = mul i64 4, %146
  %148 = add i64 %147, 3
  %149 = getelementptr inbounds nuw i32, ptr addrspace(1) %145, i64 %148
  store i32 %144, ptr addrspace(1) %149, align 4
  %150 = load i8, ptr addrspace(5) %14, align 1
  %151 = sitofp i8 %150 to float
  %152 = load i16, ptr addrspace(5) %20, align 2
  %153 = uitofp i16 %152 to float
  %154 = fmul float %151, %153
  %155 = load i16, ptr addrspace(5) %18, align 2
  %156 = sitofp i16 %155 to float
  %157 = fsub float %154, %156
  %158 = load ptr addrspace(1), ptr %29, align 8
  %159 = load i64, ptr addrspace(5) %13, align 8
  %160 = mul i64 2, %159
  %161 = getelementptr inbounds nuw float, ptr addrspace(1) %158, i64 %160
  store float %157, ptr addrspace(1) %161, align 4
  %162 = load i16, ptr addrspace(5) %19, align 2
  %163 = zext i16 %162 to i32
  %164 = load i8, ptr addrspace(5) %16, align 1
  %165 = zext i8 %164 to i32
  %166 = add nsw i32 %163, %165
  %167 = trunc i32 %166 to i16
  %168 = uitofp i16 %167 to float
  %169 = load i16, ptr addrspace(5) %18, align 2
  %170 = sext i16 %169 to i32
  %171 = load i8, ptr addrspace(5) %14, align 1
  %172 = sext i8 %171 to i32
  %173 = sub nsw i32 %170, %172
  %174 = trunc i32 %173 to i16
  %175 = sitofp i16 %174 to float
  %176 = fmul float %175, 1.250000e-01
  %177 = fadd float %168, %176
  %178 = load ptr addrspace(1), ptr %29, align 8
  %179 = load i64, ptr addrspace(5) %13, align 8
  %180 = mul i64 2, %179
  %181 = add i64 %180, 1
  %182 = getelementptr inbounds nuw float, ptr addrspace(1) %178, i64 %181
  store float %177, ptr addrspace(1) %182, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @int_widths(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_int_widths(ptr addrspace(1) noundef align 8 %7, ptr addrspace(1) noundef align 8 %8) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_int_widths(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i64, align 8, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i8, align 1, addrspace(5)
  %9 = alloca i16, align 2, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %3 to ptr
  %15 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %14, align 8
  store ptr addrspace(1) %1, ptr %15, align 8
  %16 = call i64 @emu_global_id(i32 noundef 0) #14
  store i64 %16, ptr addrspace(5) %5, align 8
  %17 = load ptr addrspace(1), ptr %14, align 8
  %18 = load i64, ptr addrspace(5) %5, align 8
  %19 = mul i64 2, %18
  %20 = getelementptr inbounds nuw i64, ptr addrspace(1) %17, i64 %19
  %21 = load i64, ptr addrspace(1) %20, align 8
  store i64 %21, ptr addrspace(5) %6, align 8
  %22 = load ptr addrspace(1), ptr %14, align 8
  %23 = load i64, ptr addrspace(5) %5, align 8
  %24 = mul i64 2, %23
  %25 = add i64 %24, 1
  %26 = getelementptr inbounds nuw i64, ptr addrspace(1) %22, i64 %25
  %27 = load i64, ptr addrspace(1) %26, align 8
  store i64 %27, ptr addrspace(5) %7, align 8
  %28 = load i64, ptr addrspace(5) %6, align 8
  %29 = trunc i64 %28 to i8
  store i8 %29, ptr addrspace(5) %8, align 1
  %30 = load i64, ptr addrspace(5) %6, align 8
  %31 = lshr i64 %30, 8
  %32 = trunc i64 %31 to i16
  store i16 %32, ptr addrspace(5) %9, align 2
  %33 = load i64, ptr addrspace(5) %6, align 8
  %34 = lshr i64 %33, 16
  %35 = trunc i64 %34 to i32
  store i32 %35, ptr addrspace(5) %10, align 4
  %36 = load ptr addrspace(1), ptr %15, align 8
  %37 = load i64, ptr addrspace(5) %5, align 8
  %38 = mul i64 10, %37
  %39 = getelementptr inbounds nuw i64, ptr addrspace(1) %36, i64 %38
  store ptr addrspace(1) %39, ptr addrspace(5) %11, align 8
  %40 = load i8, ptr addrspace(5) %8, align 1
  %41 = call i8 @llvm.ctlz.i8(i8 %40, i1 true)
  %42 = zext i8 %41 to i32
  %43 = icmp eq i8 %40, 0
  %44 = select i1 %43, i32 8, i32 %42
  %45 = sext i32 %44 to i64
  %46 = load i8, ptr addrspace(5) %8, align 1
  %47 = call i8 @llvm.cttz.i8(i8 %46, i1 true)
  %48 = zext i8 %47 to i32
  %49 = icmp eq i8 %46, 0
  %50 = select i1 %49, i32 8, i32 %48
  %51 = sext i32 %50 to i64
  %52 = shl i64 %51, 8
  %53 = or i64 %45, %52
  %54 = load i8, ptr addrspace(5) %8, align 1
  %55 = call i8 @llvm.ctpop.i8(i8 %54)
  %56 = zext i8 %55 to i32
  %57 = sext i32 %56 to i64
  %58 = shl i64 %57, 16
  %59 = or i64 %53, %58
  %60 = load i16, ptr addrspace(5) %9, align 2
  %61 = call i16 @llvm.ctlz.i16(i16 %60, i1 true)
  %62 = zext i16 %61 to i32
  %63 = icmp eq i16 %60, 0
  %64 = select i1 %63, i32 16, i32 %62
  %65 = sext i32 %64 to i64
  %66 = shl i64 %65, 24
  %67 = or i64 %59, %66
  %68 = load i16, ptr addrspace(5) %9, align 2
  %69 = call i16 @llvm.cttz.i16(i16 %68, i1 true)
  %70 = zext i16 %69 to i32
  %71 = icmp eq i16 %68, 0
  %72 = select i1 %71, i32 16, i32 %70
  %73 = sext i32 %72 to i64
  %74 = shl i64 %73, 32
  %75 = or i64 %67, %74
  %76 = load i16, ptr addrspace(5) %9, align 2
  %77 = call i16 @llvm.ctpop.i16(i16 %76)
  %78 = zext i16 %77 to i32
  %79 = sext i32 %78 to i64
  %80 = shl i64 %79, 40
  %81 = or i64 %75, %80
  %82 = load i16, ptr addrspace(5) %9, align 2
  %83 = zext i16 %82 to i32
  %84 = and i32 %83, 255
  %85 = trunc i32 %84 to i16
  %86 = call i16 @llvm.ctlz.i16(i16 %85, i1 true)
  %87 = zext i16 %86 to i32
  %88 = icmp eq i16 %85, 0
  %89 = select i1 %88, i32 16, i32 %87
  %90 = sext i32 %89 to i64
  %91 = shl i64 %90, 48
  %92 = or i64 %81, %91
  %93 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %94 = getelementptr inbounds i64, ptr addrspace(1) %93, i64 0
  store i64 %92, ptr addrspace(1) %94, align 8
  %95 = load i32, ptr addrspace(5) %10, align 4
  %96 = call i32 @llvm.ctlz.i32(i32 %95, i1 true)
  %97 = icmp eq i32 %95, 0
  %98 = select i1 %97, i32 32, i32 %96
  %99 = sext i32 %98 to i64
  %100 = load i32, ptr addrspace(5) %10, align 4
  %101 = call i32 @llvm.cttz.i32(i32 %100, i1 true)
  %102 = icmp eq i32 %100, 0
  %103 = select i1 %102, i32 32, i32 %101
  %104 = sext i32 %103 to i64
  %105 = shl i64 %104, 8
  %106 = or i64 %99, %105
  %107 = load i32, ptr addrspace(5) %10, align 4
  %108 = icmp slt i32 %107, 0
  %109 = xor i32 %107, -1
  %110 = select i1 %108, i32 %109, i32 %107
  %111 = call i32 @llvm.ctlz.i32(i32 %110, i1 false)
  %112 = sub nuw i32 %111, 1
  %113 = sext i32 %112 to i64
  %114 = shl i64 %113, 16
  %115 = or i64 %106, %114
  %116 = load i64, ptr addrspace(5) %7, align 8
  %117 = call i64 @llvm.ctlz.i64(i64 %116, i1 true)
  %118 = trunc i64 %117 to i32
  %119 = icmp eq i64 %116, 0
  %120 = select i1 %119, i32 64, i32 %118
  %121 = sext i32 %120 to i64
  %122 = shl i64 %121, 24
  %123 = or i64 %115, %122
  %124 = load i64, ptr addrspace(5) %7, align 8
  %125 = lshr i64 %124, 40
  %126 = call i64 @llvm.ctlz.i64(i64 %125, i1 true)
  %127 = trunc i64 %126 to i32
  %128 = icmp eq i64 %125, 0
  %129 = select i1 %128, i32 64, i32 %127
  %130 = sext i32 %129 to i64
  %131 = shl i64 %130, 32
  %132 = or i64 %123, %131
  %133 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %134 = getelementptr inbounds i64, ptr addrspace(1) %133, i64 1
  store i64 %132, ptr addrspace(1) %134, align 8
  %135 = load i64, ptr addrspace(5) %7, align 8
  %136 = trunc i64 %135 to i32
  %137 = and i32 %136, 31
  store i32 %137, ptr addrspace(5) %12, align 4
  %138 = load i64, ptr addrspace(5) %7, align 8
  %139 = lshr i64 %138, 8
  %140 = trunc i64 %139 to i32
  %141 = and i32 %140, 63
  store i32 %141, ptr addrspace(5) %13, align 4
  %142 = load i8, ptr addrspace(5) %8, align 1
  %143 = zext i8 %142 to i32
  %144 = load i32, ptr addrspace(5) %12, align 4
  %145 = and i32 %144, 7
  %146 = and i32 %145, 31
  %147 = shl i32 %143, %146
  %148 = load i8, ptr addrspace(5) %8, align 1
  %149 = zext i8 %148 to i32
  %150 = load i32, ptr addrspace(5) %12, align 4
  %151 = and i32 %150, 7
  %152 = sub i32 8, %151
  %153 = and i32 %152, 7
  %154 = and i32 %153, 31
  %155 = ashr i32 %149, %154
  %156 = or i32 %147, %155
  %157 = trunc i32 %156 to i8
  %158 = zext i8 %157 to i64
  %159 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %160 = getelementptr inbounds i64, ptr addrspace(1) %159, i64 2
  store i64 %158, ptr addrspace(1) %160, align 8
  %161 = load i16, ptr addrspace(5) %9, align 2
  %162 = zext i16 %161 to i32
  %163 = load i32, ptr addrspace(5) %12, align 4
  %164 = and i32 %163, 15
  %165 = and i32 %164, 31
  %166 = shl i32 %162, %165
  %167 = load i16, ptr addrspace(5) %9, align 2
  %168 = zext i16 %167 to i32
  %169 = load i32, ptr addrspace(5) %12, align 4
  %170 = and i32 %169, 15
  %171 = sub i32 16, %170
  %172 = and i32 %171, 15
  %173 = and i32 %172, 31
  %174 = ashr i32 %168, %173
  %175 = or i32 %166, %174
  %176 = trunc i32 %175 to i16
  %177 = zext i16 %176 to i64
  %178 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %179 = getelementptr inbounds i64, ptr addrspace(1) %178, i64 3
  store i64 %177, ptr addrspace(1) %179, align 8
  %180 = load i32, ptr addrspace(5) %10, align 4
  %181 = load i32, ptr addrspace(5) %12, align 4
  %182 = and i32 %181, 31
  %183 = shl i32 %180, %182
  %184 = load i32, ptr addrspace(5) %10, align 4
  %185 = load i32, ptr addrspace(5) %12, align 4
  %186 = sub i32 32, %185
  %187 = and i32 %186, 31
  %188 = and i32 %187, 31
  %189 = lshr i32 %184, %188
  %190 = or i32 %183, %189
  %191 = zext i32 %190 to i64
  %192 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %193 = getelementptr inbounds i64, ptr addrspace(1) %192, i64 4
  store i64 %191, ptr addrspace(1) %193, align 8
  %194 = load i64, ptr addrspace(5) %6, align 8
  %195 = load i32, ptr addrspace(5) %13, align 4
  %196 = zext i32 %195 to i64
  %197 = and i64 %196, 63
  %198 = shl i64 %194, %197
  %199 = load i64, ptr addrspace(5) %6, align 8
  %200 = load i32, ptr addrspace(5) %13, align 4
  %201 = sub i32 64, %200
  %202 = and i32 %201, 63
  %203 = zext i32 %202 to i64
  %204 = and i64 %203, 63
  %205 = lshr i64 %199, %204
  %206 = or i64 %198, %205
  %207 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %208 = getelementptr inbounds i64, ptr addrspace(1) %207, i64 5
  store i64 %206, ptr addrspace(1) %208, align 8
  %209 = load i64, ptr addrspace(5) %6, align 8
  %210 = zext i64 %209 to i128
  %211 = load i64, ptr addrspace(5) %7, align 8
  %212 = zext i64 %211 to i128
  %213 = mul i128 %210, %212
  %214 = lshr i128 %213, 64
  %215 = trunc i128 %214 to i64
  %216 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %217 = getelementptr inbounds i64, ptr addrspace(1) %216, i64 6
  store i64 %215, ptr addrspace(1) %217, align 8
  %218 = load i64, ptr addrspace(5) %6, align 8
  %219 = sext i64 %218 to i128
  %220 = load i64, ptr addrspace(5) %7, align 8
  %221 = sext i64 %220 to i128
  %222 = mul nsw i128 %219, %221
  %223 = ashr i128 %222, 64
  %224 = trunc i128 %223 to i64
  %225 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %226 = getelementptr inbounds i64, ptr addrspace(1) %225, i64 7
  store i64 %224, ptr addrspace(1) %226, align 8
  %227 = load i64, ptr addrspace(5) %6, align 8
  %228 = lshr i64 %227, 1
  %229 = load i64, ptr addrspace(5) %7, align 8
  %230 = lshr i64 %229, 1
  %231 = add i64 %228, %230
  %232 = load i64, ptr addrspace(5) %6, align 8
  %233 = load i64, ptr addrspace(5) %7, align 8
  %234 = and i64 %232, %233
  %235 = and i64 %234, 1
  %236 = add i64 %231, %235
  %237 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %238 = getelementptr inbounds i64, ptr addrspace(1) %237, i64 8
  store i64 %236, ptr addrspace(1) %238, align 8
  %239 = load i64, ptr addrspace(5) %6, align 8
  %240 = load i64, ptr addrspace(5) %7, align 8
  %241 = icmp ugt i64 %239, %240
  br i1 %241, label %242, label %246

242:                                              ; preds = %2
  %243 = load i64, ptr addrspace(5) %6, align 8
  %244 = load i64, ptr addrspace(5) %7, align 8
  %245 = sub i64 %243, %244
  br label %250

246:                                              ; preds = %2
  %247 = load i64, ptr addrspace(5) %7, align 8
  %248 = load i64, ptr addrspace(5) %6, align 8
  %249 = sub i64 %247, %248
  br label %250

250:                                              ; preds = %246, %242
  %251 = phi i64 [ %245, %242 ], [ %249, %246 ]
  %252 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %253 = getelementptr inbounds i64, ptr addrspace(1) %252, i64 9
  store i64 %251, ptr addrspace(1) %253, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @float2_swizzle(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 8 %3) #0 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
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
  call void @__clang_ocl_kern_imp_float2_swizzle(ptr addrspace(1) noundef align 8 %13, ptr addrspace(1) noundef align 8 %14, ptr addrspace(1) noundef align 8 %15, ptr addrspace(1) noundef align 8 %16) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_float2_swizzle(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 8 %3) #1 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca <2 x float>, align 8, addrspace(5)
  %11 = alloca <2 x float>, align 8, addrspace(5)
  %12 = alloca <2 x float>, align 8, addrspace(5)
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
  %14 = alloca <2 x float>, align 8, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %5 to ptr
  %16 = addrspacecast ptr addrspace(5) %6 to ptr
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %14 to ptr
  store ptr addrspace(1) %0, ptr %15, align 8
  store ptr addrspace(1) %1, ptr %16, align 8
  store ptr addrspace(1) %2, ptr %17, align 8
  store ptr addrspace(1) %3, ptr %18, align 8
  %20 = call i64 @emu_global_id(i32 noundef 0) #14
  store i64 %20, ptr addrspace(5) %9, align 8
  %21 = load ptr addrspace(1), ptr %15, align 8
  %22 = load i64, ptr addrspace(5) %9, align 8
  %23 = getelementptr inbounds nuw <2 x float>, ptr addrspace(1) %21, i64 %22
  %24 = load <2 x float>, ptr addrspace(1) %23, align 8
  store <2 x float> %24, ptr addrspace(5) %10, align 8
  %25 = load ptr addrspace(1), ptr %16, align 8
  %26 = load i64, ptr addrspace(5) %9, align 8
  %27 = getelementptr inbounds nuw <2 x float>, ptr addrspace(1) %25, i64 %26
  %28 = load <2 x float>, ptr addrspace(1) %27, align 8
  store <2 x float> %28, ptr addrspace(5) %11, align 8
  %29 = load ptr addrspace(1), ptr %17, align 8
  %30 = load i64, ptr addrspace(5) %9, align 8
  %31 = getelementptr inbounds nuw <2 x float>, ptr addrspace(1) %29, i64 %30
  %32 = load <2 x float>, ptr addrspace(1) %31, align 8
  store <2 x float> %32, ptr addrspace(5) %12, align 8
  %33 = load ptr addrspace(1), ptr %18, align 8
  %34 = load i64, ptr addrspace(5) %9, align 8
  %35 = mul i64 9, %34
  %36 = getelementptr inbounds nuw <2 x float>, ptr addrspace(1) %33, i64 %35
  store ptr addrspace(1) %36, ptr addrspace(5) %13, align 8
  %37 = load <2 x float>, ptr addrspace(5) %10, align 8
  %38 = load <2 x float>, ptr addrspace(5) %11, align 8
  %39 = shufflevector <2 x float> %38, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %40 = fmul <2 x float> %37, %39
  %41 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %42 = getelementptr inbounds <2 x float>, ptr addrspace(1) %41, i64 0
  store <2 x float> %40, ptr addrspace(1) %42, align 8
  %43 = load <2 x float>, ptr addrspace(5) %10, align 8
  %44 = load <2 x float>, ptr addrspace(5) %11, align 8
  %45 = shufflevector <2 x float> %44, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %46 = fadd <2 x float> %43, %45
  %47 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %48 = getelementptr inbounds <2 x float>, ptr addrspace(1) %47, i64 1
  store <2 x float> %46, ptr addrspace(1) %48, align 8
  %49 = load <2 x float>, ptr addrspace(5) %10, align 8
  %50 = load <2 x float>, ptr addrspace(5) %11, align 8
  %51 = shufflevector <2 x float> %50, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %52 = load <2 x float>, ptr addrspace(5) %12, align 8
  %53 = call <2 x float> @llvm.fma.v2f32(<2 x float> %49, <2 x float> %51, <2 x float> %52)
  %54 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %55 = getelementptr inbounds <2 x float>, ptr addrspace(1) %54, i64 2
  store <2 x float> %53, ptr addrspace(1) %55, align 8
  %56 = load <2 x float>, ptr addrspace(5) %10, align 8
  %57 = shufflevector <2 x float> %56, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %58 = load <2 x float>, ptr addrspace(5) %11, align 8
  %59 = load <2 x float>, ptr addrspace(5) %12, align 8
  %60 = shufflevector <2 x float> %59, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %61 = fneg <2 x float> %60
  %62 = call <2 x float> @llvm.fma.v2f32(<2 x float> %57, <2 x float> %58, <2 x float> %61)
  %63 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %64 = getelementptr inbounds <2 x float>, ptr addrspace(1) %63, i64 3
  store <2 x float> %62, ptr addrspace(1) %64, align 8
  %65 = load <2 x float>, ptr addrspace(5) %10, align 8
  %66 = load <2 x float>, ptr addrspace(5) %11, align 8
  %67 = shufflevector <2 x float> %66, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %68 = fsub <2 x float> %65, %67
  %69 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %70 = getelementptr inbounds <2 x float>, ptr addrspace(1) %69, i64 4
  store <2 x float> %68, ptr addrspace(1) %70, align 8
  %71 = load <2 x float>, ptr addrspace(5) %10, align 8
  %72 = load <2 x float>, ptr addrspace(5) %11, align 8
  %73 = shufflevector <2 x float> %72, <2 x float> poison, <2 x i32> zeroinitializer
  %74 = fmul <2 x float> %71, %73
  %75 = load <2 x float>, ptr addrspace(5) %12, align 8
  %76 = shufflevector <2 x float> %75, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %77 = fadd <2 x float> %74, %76
  %78 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %79 = getelementptr inbounds <2 x float>, ptr addrspace(1) %78, i64 5
  store <2 x float> %77, ptr addrspace(1) %79, align 8
  %80 = load <2 x float>, ptr addrspace(5) %10, align 8
  %81 = shufflevector <2 x float> %80, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %82 = fneg <2 x float> %81
  %83 = load <2 x float>, ptr addrspace(5) %11, align 8
  %84 = fmul <2 x float> %82, %83
  %85 = load <2 x float>, ptr addrspace(5) %12, align 8
  %86 = fsub <2 x float> %84, %85
  %87 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %88 = getelementptr inbounds <2 x float>, ptr addrspace(1) %87, i64 6
  store <2 x float> %86, ptr addrspace(1) %88, align 8
  %89 = load <2 x float>, ptr addrspace(5) %10, align 8
  %90 = shufflevector <2 x float> %89, <2 x float> poison, <2 x i32> zeroinitializer
  %91 = load <2 x float>, ptr addrspace(5) %11, align 8
  %92 = shufflevector <2 x float> %91, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %93 = fneg <2 x float> %92
  %94 = load <2 x float>, ptr addrspace(5) %12, align 8
  %95 = shufflevector <2 x float> %94, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %96 = call <2 x float> @llvm.fma.v2f32(<2 x float> %90, <2 x float> %93, <2 x float> %95)
  %97 = load <2 x float>, ptr addrspace(5) %10, align 8
  %98 = extractelement <2 x float> %97, i64 1
  %99 = insertelement <2 x float> poison, float %98, i32 0
  %100 = load <2 x float>, ptr addrspace(5) %10, align 8
  %101 = extractelement <2 x float> %100, i64 0
  %102 = fneg float %101
  %103 = insertelement <2 x float> %99, float %102, i32 1
  store <2 x float> %103, ptr %19, align 8
  %104 = load <2 x float>, ptr %19, align 8
  %105 = fadd <2 x float> %96, %104
  %106 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %107 = getelementptr inbounds <2 x float>, ptr addrspace(1) %106, i64 7
  store <2 x float> %105, ptr addrspace(1) %107, align 8
  %108 = load <2 x float>, ptr addrspace(5) %12, align 8
  %109 = shufflevector <2 x float> %108, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %110 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %111 = getelementptr inbounds <2 x float>, ptr addrspace(1) %110, i64 8
  store <2 x float> %109, ptr addrspace(1) %111, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @int_builtins(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #0 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !21 {
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
  call void @__clang_ocl_kern_imp_int_builtins(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, ptr addrspace(1) noundef align 4 %16) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_int_builtins(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #1 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !21 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
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
  %20 = call i64 @emu_global_id(i32 noundef 0) #14
  store i64 %20, ptr addrspace(5) %9, align 8
  %21 = load ptr addrspace(1), ptr %16, align 8
  %22 = load i64, ptr addrspace(5) %9, align 8
  %23 = getelementptr inbounds nuw i32, ptr addrspace(1) %21, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4
  store i32 %24, ptr addrspace(5) %10, align 4
  %25 = load ptr addrspace(1), ptr %17, align 8
  %26 = load i64, ptr addrspace(5) %9, align 8
  %27 = getelementptr inbounds nuw i32, ptr addrspace(1) %25, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4
  store i32 %28, ptr addrspace(5) %11, align 4
  %29 = load ptr addrspace(1), ptr %18, align 8
  %30 = load i64, ptr addrspace(5) %9, align 8
  %31 = getelementptr inbounds nuw i32, ptr addrspace(1) %29, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4
  store i32 %32, ptr addrspace(5) %12, align 4
  %33 = load ptr addrspace(1), ptr %19, align 8
  %34 = load i64, ptr addrspace(5) %9, align 8
  %35 = mul i64 16, %34
  %36 = getelementptr inbounds nuw i32, ptr addrspace(1) %33, i64 %35
  store ptr addrspace(1) %36, ptr addrspace(5) %13, align 8
  %37 = load i32, ptr addrspace(5) %10, align 4
  %38 = load i32, ptr addrspace(5) %11, align 4
  %39 = and i32 %38, 31
  %40 = load i32, ptr addrspace(5) %12, align 4
  %41 = and i32 %40, 31
  %42 = call i32 @llvm.amdgcn.ubfe.i32(i32 %37, i32 %39, i32 %41)
  %43 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %44 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 0
  store i32 %42, ptr addrspace(1) %44, align 4
  %45 = load i32, ptr addrspace(5) %10, align 4
  %46 = load i32, ptr addrspace(5) %11, align 4
  %47 = and i32 %46, 31
  %48 = load i32, ptr addrspace(5) %12, align 4
  %49 = and i32 %48, 31
  %50 = call i32 @llvm.amdgcn.sbfe.i32(i32 %45, i32 %47, i32 %49)
  %51 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %52 = getelementptr inbounds i32, ptr addrspace(1) %51, i64 1
  store i32 %50, ptr addrspace(1) %52, align 4
  %53 = load i32, ptr addrspace(5) %10, align 4
  %54 = load i32, ptr addrspace(5) %11, align 4
  %55 = load i32, ptr addrspace(5) %12, align 4
  %56 = call i32 @llvm.amdgcn.ubfe.i32(i32 %53, i32 %54, i32 %55)
  %57 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %58 = getelementptr inbounds i32, ptr addrspace(1) %57, i64 2
  store i32 %56, ptr addrspace(1) %58, align 4
  %59 = load i32, ptr addrspace(5) %10, align 4
  %60 = load i32, ptr addrspace(5) %11, align 4
  %61 = load i32, ptr addrspace(5) %12, align 4
  %62 = call i32 @llvm.fshr.i32(i32 %59, i32 %60, i32 %61)
  %63 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %64 = getelementptr inbounds i32, ptr addrspace(1) %63, i64 3
  store i32 %62, ptr addrspace(1) %64, align 4
  %65 = load i32, ptr addrspace(5) %10, align 4
  %66 = load i32, ptr addrspace(5) %11, align 4
  %67 = load i32, ptr addrspace(5) %12, align 4
  %68 = call i32 @llvm.amdgcn.alignbyte(i32 %65, i32 %66, i32 %67)
  %69 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %70 = getelementptr inbounds i32, ptr addrspace(1) %69, i64 4
  store i32 %68, ptr addrspace(1) %70, align 4
  %71 = load i32, ptr addrspace(5) %10, align 4
  %72 = load i32, ptr addrspace(5) %11, align 4
  %73 = load i32, ptr addrspace(5) %12, align 4
  %74 = call i32 @llvm.amdgcn.perm(i32 %71, i32 %72, i32 %73)
  %75 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %76 = getelementptr inbounds i32, ptr addrspace(1) %75, i64 5
  store i32 %74, ptr addrspace(1) %76, align 4
  %77 = load i32, ptr addrspace(5) %10, align 4
  %78 = load i32, ptr addrspace(5) %11, align 4
  %79 = load i32, ptr addrspace(5) %12, align 4
  %80 = call i32 @llvm.amdgcn.lerp(i32 %77, i32 %78, i32 %79)
  %81 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %82 = getelementptr inbounds i32, ptr addrspace(1) %81, i64 6
  store i32 %80, ptr addrspace(1) %82, align 4
  %83 = load i32, ptr addrspace(5) %10, align 4
  %84 = load i32, ptr addrspace(5) %11, align 4
  %85 = load i32, ptr addrspace(5) %12, align 4
  %86 = call i32 @llvm.amdgcn.sad.u8(i32 %83, i32 %84, i32 %85)
  %87 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %88 = getelementptr inbounds i32, ptr addrspace(1) %87, i64 7
  store i32 %86, ptr addrspace(1) %88, align 4
  %89 = load i32, ptr addrspace(5) %10, align 4
  %90 = load i32, ptr addrspace(5) %11, align 4
  %91 = load i32, ptr addrspace(5) %12, align 4
  %92 = call i32 @llvm.amdgcn.msad.u8(i32 %89, i32 %90, i32 %91)
  %93 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %94 = getelementptr inbounds i32, ptr addrspace(1) %93, i64 8
  store i32 %92, ptr addrspace(1) %94, align 4
  %95 = load i32, ptr addrspace(5) %10, align 4
  %96 = load i32, ptr addrspace(5) %11, align 4
  %97 = load i32, ptr addrspace(5) %12, align 4
  %98 = call i32 @llvm.amdgcn.sad.hi.u8(i32 %95, i32 %96, i32 %97)
  %99 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %100 = getelementptr inbounds i32, ptr addrspace(1) %99, i64 9
  store i32 %98, ptr addrspace(1) %100, align 4
  %101 = load i32, ptr addrspace(5) %10, align 4
  %102 = load i32, ptr addrspace(5) %11, align 4
  %103 = load i32, ptr addrspace(5) %12, align 4
  %104 = call i32 @llvm.amdgcn.sad.u16(i32 %101, i32 %102, i32 %103)
  %105 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %106 = getelementptr inbounds i32, ptr addrspace(1) %105, i64 10
  store i32 %104, ptr addrspace(1) %106, align 4
  %107 = load i32, ptr addrspace(5) %10, align 4
  %108 = and i32 %107, 16777215
  %109 = load i32, ptr addrspace(5) %11, align 4
  %110 = and i32 %109, 16777215
  %111 = mul i32 %108, %110
  %112 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %113 = getelementptr inbounds i32, ptr addrspace(1) %112, i64 11
  store i32 %111, ptr addrspace(1) %113, align 4
  %114 = load i32, ptr addrspace(5) %10, align 4
  %115 = and i32 %114, 16777215
  %116 = zext i32 %115 to i64
  %117 = load i32, ptr addrspace(5) %11, align 4
  %118 = and i32 %117, 16777215
  %119 = zext i32 %118 to i64
  %120 = mul i64 %116, %119
  %121 = lshr i64 %120, 32
  %122 = trunc i64 %121 to i32
  %123 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %124 = getelementptr inbounds i32, ptr addrspace(1) %123, i64 12
  store i32 %122, ptr addrspace(1) %124, align 4
  %125 = load i32, ptr addrspace(5) %10, align 4
  %126 = shl i32 %125, 8
  %127 = ashr i32 %126, 8
  store i32 %127, ptr addrspace(5) %14, align 4
  %128 = load i32, ptr addrspace(5) %11, align 4
  %129 = shl i32 %128, 8
  %130 = ashr i32 %129, 8
  store i32 %130, ptr addrspace(5) %15, align 4
  %131 = load i32, ptr addrspace(5) %14, align 4
  %132 = load i32, ptr addrspace(5) %15, align 4
  %133 = mul nsw i32 %131, %132
  %134 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %135 = getelementptr inbounds i32, ptr addrspace(1) %134, i64 13
  store i32 %133, ptr addrspace(1) %135, align 4
  %136 = load i32, ptr addrspace(5) %14, align 4
  %137 = sext i32 %136 to i64
  %138 = load i32, ptr addrspace(5) %15, align 4
  %139 = sext i32 %138 to i64
  %140 = mul nsw i64 %137, %139
  %141 = ashr i64 %140, 32
  %142 = trunc i64 %141 to i32
  %143 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %144 = getelementptr inbounds i32, ptr addrspace(1) %143, i64 14
  store i32 %142, ptr addrspace(1) %144, align 4
  %145 = load i32, ptr addrspace(5) %10, align 4
  %146 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %145)
  %147 = load i32, ptr addrspace(5) %12, align 4
  %148 = lshr i32 %147, 3
  %149 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %148)
  %150 = add nsw i32 %146, %149
  %151 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %152 = getelementptr inbounds i32, ptr addrspace(1) %151, i64 15
  store i32 %150, ptr addrspace(1) %152, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @sad_family(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 16 %3, ptr addrspace(1) noundef align 8 %4, ptr addrspace(1) noundef align 16 %5) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !23 !kernel_arg_base_type !24 !kernel_arg_type_qual !14 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  %16 = addrspacecast ptr addrspace(5) %10 to ptr
  %17 = addrspacecast ptr addrspace(5) %11 to ptr
  %18 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  store ptr addrspace(1) %3, ptr %16, align 8
  store ptr addrspace(1) %4, ptr %17, align 8
  store ptr addrspace(1) %5, ptr %18, align 8
  %19 = load ptr addrspace(1), ptr %13, align 8
  %20 = load ptr addrspace(1), ptr %14, align 8
  %21 = load ptr addrspace(1), ptr %15, align 8
  %22 = load ptr addrspace(1), ptr %16, align 8
  %23 = load ptr addrspace(1), ptr %17, align 8
  %24 = load ptr addrspace(1), ptr %18, align 8
  call void @__clang_ocl_kern_imp_sad_family(ptr addrspace(1) noundef align 8 %19, ptr addrspace(1) noundef align 4 %20, ptr addrspace(1) noundef align 8 %21, ptr addrspace(1) noundef align 16 %22, ptr addrspace(1) noundef align 8 %23, ptr addrspace(1) noundef align 16 %24) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_sad_family(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 16 %3, ptr addrspace(1) noundef align 8 %4, ptr addrspace(1) noundef align 16 %5) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !23 !kernel_arg_base_type !24 !kernel_arg_type_qual !14 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  %19 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %14, align 8
  store ptr addrspace(1) %1, ptr %15, align 8
  store ptr addrspace(1) %2, ptr %16, align 8
  store ptr addrspace(1) %3, ptr %17, align 8
  store ptr addrspace(1) %4, ptr %18, align 8
  store ptr addrspace(1) %5, ptr %19, align 8
  %20 = call i64 @emu_global_id(i32 noundef 0) #14
  store i64 %20, ptr addrspace(5) %13, align 8
  %21 = load ptr addrspace(1), ptr %14, align 8
  %22 = load i64, ptr addrspace(5) %13, align 8
  %23 = getelementptr inbounds nuw i64, ptr addrspace(1) %21, i64 %22
  %24 = load i64, ptr addrspace(1) %23, align 8
  %25 = load ptr addrspace(1), ptr %15, align 8
  %26 = load i64, ptr addrspace(5) %13, align 8
  %27 = getelementptr inbounds nuw i32, ptr addrspace(1) %25, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4
  %29 = load ptr addrspace(1), ptr %16, align 8
  %30 = load i64, ptr addrspace(5) %13, align 8
  %31 = getelementptr inbounds nuw i64, ptr addrspace(1) %29, i64 %30
  %32 = load i64, ptr addrspace(1) %31, align 8
  %33 = call i64 @llvm.amdgcn.qsad.pk.u16.u8(i64 %24, i32 %28, i64 %32)
  %34 = load ptr addrspace(1), ptr %18, align 8
  %35 = load i64, ptr addrspace(5) %13, align 8
  %36 = mul i64 2, %35
  %37 = getelementptr inbounds nuw i64, ptr addrspace(1) %34, i64 %36
  store i64 %33, ptr addrspace(1) %37, align 8
  %38 = load ptr addrspace(1), ptr %14, align 8
  %39 = load i64, ptr addrspace(5) %13, align 8
  %40 = getelementptr inbounds nuw i64, ptr addrspace(1) %38, i64 %39
  %41 = load i64, ptr addrspace(1) %40, align 8
  %42 = load ptr addrspace(1), ptr %15, align 8
  %43 = load i64, ptr addrspace(5) %13, align 8
  %44 = getelementptr inbounds nuw i32, ptr addrspace(1) %42, i64 %43
  %45 = load i32, ptr addrspace(1) %44, align 4
  %46 = load ptr addrspace(1), ptr %16, align 8
  %47 = load i64, ptr addrspace(5) %13, align 8
  %48 = getelementptr inbounds nuw i64, ptr addrspace(1) %46, i64 %47
  %49 = load i64, ptr addrspace(1) %48, align 8
  %50 = call i64 @llvm.amdgcn.mqsad.pk.u16.u8(i64 %41, i32 %45, i64 %49)
  %51 = load ptr addrspace(1), ptr %18, align 8
  %52 = load i64, ptr addrspace(5) %13, align 8
  %53 = mul i64 2, %52
  %54 = add i64 %53, 1
  %55 = getelementptr inbounds nuw i64, ptr addrspace(1) %51, i64 %54
  store i64 %50, ptr addrspace(1) %55, align 8
  %56 = load ptr addrspace(1), ptr %14, align 8
  %57 = load i64, ptr addrspace(5) %13, align 8
  %58 = getelementptr inbounds nuw i64, ptr addrspace(1) %56, i64 %57
  %59 = load i64, ptr addrspace(1) %58, align 8
  %60 = load ptr addrspace(1), ptr %15, align 8
  %61 = load i64, ptr addrspace(5) %13, align 8
  %62 = getelementptr inbounds nuw i32, ptr addrspace(1) %60, i64 %61
  %63 = load i32, ptr addrspace(1) %62, align 4
  %64 = load ptr addrspace(1), ptr %17, align 8
  %65 = load i64, ptr addrspace(5) %13, align 8
  %66 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %64, i64 %65
  %67 = load <4 x i32>, ptr addrspace(1) %66, align 16
  %68 = call <4 x i32> @llvm.amdgcn.mqsad.u32.u8(i64 %59, i32 %63, <4 x i32> %67)
  %69 = load ptr addrspace(1), ptr %19, align 8
  %70 = load i64, ptr addrspace(5) %13, align 8
  %71 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %69, i64 %70
  store <4 x i32> %68, ptr addrspace(1) %71, align 16
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @saturate(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
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
  call void @__clang_ocl_kern_imp_saturate(ptr addrspace(1) noundef align 4 %10, ptr addrspace(1) noundef align 4 %11, ptr addrspace(1) noundef align 4 %12) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_saturate(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #1 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %4 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  store ptr addrspace(1) %2, ptr %13, align 8
  %14 = call i64 @emu_global_id(i32 noundef 0) #14
  store i64 %14, ptr addrspace(5) %7, align 8
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load i64, ptr addrspace(5) %7, align 8
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %15, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4
  store i32 %18, ptr addrspace(5) %8, align 4
  %19 = load ptr addrspace(1), ptr %12, align 8
  %20 = load i64, ptr addrspace(5) %7, align 8
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %19, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4
  store i32 %22, ptr addrspace(5) %9, align 4
  %23 = load ptr addrspace(1), ptr %13, align 8
  %24 = load i64, ptr addrspace(5) %7, align 8
  %25 = mul i64 12, %24
  %26 = getelementptr inbounds nuw i32, ptr addrspace(1) %23, i64 %25
  store ptr addrspace(1) %26, ptr addrspace(5) %10, align 8
  %27 = load i32, ptr addrspace(5) %8, align 4
  %28 = load i32, ptr addrspace(5) %9, align 4
  %29 = call i32 @llvm.uadd.sat.i32(i32 %27, i32 %28)
  %30 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %31 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 0
  store i32 %29, ptr addrspace(1) %31, align 4
  %32 = load i32, ptr addrspace(5) %8, align 4
  %33 = load i32, ptr addrspace(5) %9, align 4
  %34 = call i32 @llvm.usub.sat.i32(i32 %32, i32 %33)
  %35 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %36 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 1
  store i32 %34, ptr addrspace(1) %36, align 4
  %37 = load i32, ptr addrspace(5) %8, align 4
  %38 = load i32, ptr addrspace(5) %9, align 4
  %39 = call i32 @llvm.sadd.sat.i32(i32 %37, i32 %38)
  %40 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %41 = getelementptr inbounds i32, ptr addrspace(1) %40, i64 2
  store i32 %39, ptr addrspace(1) %41, align 4
  %42 = load i32, ptr addrspace(5) %8, align 4
  %43 = load i32, ptr addrspace(5) %9, align 4
  %44 = call i32 @llvm.ssub.sat.i32(i32 %42, i32 %43)
  %45 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %46 = getelementptr inbounds i32, ptr addrspace(1) %45, i64 3
  store i32 %44, ptr addrspace(1) %46, align 4
  %47 = load i32, ptr addrspace(5) %8, align 4
  %48 = trunc i32 %47 to i16
  %49 = load i32, ptr addrspace(5) %9, align 4
  %50 = trunc i32 %49 to i16
  %51 = call i16 @llvm.uadd.sat.i16(i16 %48, i16 %50)
  %52 = zext i16 %51 to i32
  %53 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %54 = getelementptr inbounds i32, ptr addrspace(1) %53, i64 4
  store i32 %52, ptr addrspace(1) %54, align 4
  %55 = load i32, ptr addrspace(5) %8, align 4
  %56 = trunc i32 %55 to i16
  %57 = load i32, ptr addrspace(5) %9, align 4
  %58 = trunc i32 %57 to i16
  %59 = call i16 @llvm.usub.sat.i16(i16 %56, i16 %58)
  %60 = zext i16 %59 to i32
  %61 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %62 = getelementptr inbounds i32, ptr addrspace(1) %61, i64 5
  store i32 %60, ptr addrspace(1) %62, align 4
  %63 = load i32, ptr addrspace(5) %8, align 4
  %64 = trunc i32 %63 to i16
  %65 = load i32, ptr addrspace(5) %9, align 4
  %66 = trunc i32 %65 to i16
  %67 = call i16 @llvm.sadd.sat.i16(i16 %64, i16 %66)
  %68 = sext i16 %67 to i32
  %69 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %70 = getelementptr inbounds i32, ptr addrspace(1) %69, i64 6
  store i32 %68, ptr addrspace(1) %70, align 4
  %71 = load i32, ptr addrspace(5) %8, align 4
  %72 = trunc i32 %71 to i16
  %73 = load i32, ptr addrspace(5) %9, align 4
  %74 = trunc i32 %73 to i16
  %75 = call i16 @llvm.ssub.sat.i16(i16 %72, i16 %74)
  %76 = sext i16 %75 to i32
  %77 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %78 = getelementptr inbounds i32, ptr addrspace(1) %77, i64 7
  store i32 %76, ptr addrspace(1) %78, align 4
  %79 = load i32, ptr addrspace(5) %8, align 4
  %80 = trunc i32 %79 to i8
  %81 = load i32, ptr addrspace(5) %9, align 4
  %82 = trunc i32 %81 to i8
  %83 = call i8 @llvm.uadd.sat.i8(i8 %80, i8 %82)
  %84 = zext i8 %83 to i32
  %85 = load i32, ptr addrspace(5) %8, align 4
  %86 = lshr i32 %85, 8
  %87 = trunc i32 %86 to i8
  %88 = load i32, ptr addrspace(5) %9, align 4
  %89 = lshr i32 %88, 8
  %90 = trunc i32 %89 to i8
  %91 = call i8 @llvm.usub.sat.i8(i8 %87, i8 %90)
  %92 = zext i8 %91 to i32
  %93 = shl i32 %92, 8
  %94 = or i32 %84, %93
  %95 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %96 = getelementptr inbounds i32, ptr addrspace(1) %95, i64 8
  store i32 %94, ptr addrspace(1) %96, align 4
  %97 = load i32, ptr addrspace(5) %8, align 4
  %98 = trunc i32 %97 to i8
  %99 = load i32, ptr addrspace(5) %9, align 4
  %100 = trunc i32 %99 to i8
  %101 = call i8 @llvm.sadd.sat.i8(i8 %98, i8 %100)
  %102 = zext i8 %101 to i32
  %103 = load i32, ptr addrspace(5) %8, align 4
  %104 = lshr i32 %103, 8
  %105 = trunc i32 %104 to i8
  %106 = load i32, ptr addrspace(5) %9, align 4
  %107 = lshr i32 %106, 8
  %108 = trunc i32 %107 to i8
  %109 = call i8 @llvm.ssub.sat.i8(i8 %105, i8 %108)
  %110 = zext i8 %109 to i32
  %111 = shl i32 %110, 8
  %112 = or i32 %102, %111
  %113 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %114 = getelementptr inbounds i32, ptr addrspace(1) %113, i64 9
  store i32 %112, ptr addrspace(1) %114, align 4
  %115 = load i32, ptr addrspace(5) %8, align 4
  %116 = bitcast i32 %115 to <2 x i16>
  %117 = load i32, ptr addrspace(5) %9, align 4
  %118 = bitcast i32 %117 to <2 x i16>
  %119 = call <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16> %116, <2 x i16> %118)
  %120 = bitcast <2 x i16> %119 to i32
  %121 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %122 = getelementptr inbounds i32, ptr addrspace(1) %121, i64 10
  store i32 %120, ptr addrspace(1) %122, align 4
  %123 = load i32, ptr addrspace(5) %8, align 4
  %124 = bitcast i32 %123 to <2 x i16>
  %125 = load i32, ptr addrspace(5) %9, align 4
  %126 = bitcast i32 %125 to <2 x i16>
  %127 = call <2 x i16> @llvm.ssub.sat.v2i16(<2 x i16> %124, <2 x i16> %126)
  %128 = bitcast <2 x i16> %127 to i32
  %129 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %130 = getelementptr inbounds i32, ptr addrspace(1) %129, i64 11
  store i32 %128, ptr addrspace(1) %130, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @dots(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #0 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !21 {
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
  call void @__clang_ocl_kern_imp_dots(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, ptr addrspace(1) noundef align 4 %16) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_dots(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #1 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !21 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %14, align 8
  store ptr addrspace(1) %1, ptr %15, align 8
  store ptr addrspace(1) %2, ptr %16, align 8
  store ptr addrspace(1) %3, ptr %17, align 8
  %18 = call i64 @emu_global_id(i32 noundef 0) #14
  store i64 %18, ptr addrspace(5) %9, align 8
  %19 = load ptr addrspace(1), ptr %14, align 8
  %20 = load i64, ptr addrspace(5) %9, align 8
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %19, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4
  store i32 %22, ptr addrspace(5) %10, align 4
  %23 = load ptr addrspace(1), ptr %15, align 8
  %24 = load i64, ptr addrspace(5) %9, align 8
  %25 = getelementptr inbounds nuw i32, ptr addrspace(1) %23, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4
  store i32 %26, ptr addrspace(5) %11, align 4
  %27 = load ptr addrspace(1), ptr %16, align 8
  %28 = load i64, ptr addrspace(5) %9, align 8
  %29 = getelementptr inbounds nuw i32, ptr addrspace(1) %27, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4
  store i32 %30, ptr addrspace(5) %12, align 4
  %31 = load ptr addrspace(1), ptr %17, align 8
  %32 = load i64, ptr addrspace(5) %9, align 8
  %33 = mul i64 7, %32
  %34 = getelementptr inbounds nuw i32, ptr addrspace(1) %31, i64 %33
  store ptr addrspace(1) %34, ptr addrspace(5) %13, align 8
  %35 = load i32, ptr addrspace(5) %10, align 4
  %36 = load i32, ptr addrspace(5) %11, align 4
  %37 = load i32, ptr addrspace(5) %12, align 4
  %38 = call i32 @llvm.amdgcn.sdot4(i32 %35, i32 %36, i32 %37, i1 false)
  %39 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %40 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 0
  store i32 %38, ptr addrspace(1) %40, align 4
  %41 = load i32, ptr addrspace(5) %10, align 4
  %42 = load i32, ptr addrspace(5) %12, align 4
  %43 = xor i32 %41, %42
  %44 = load i32, ptr addrspace(5) %11, align 4
  %45 = load i32, ptr addrspace(5) %10, align 4
  %46 = call i32 @llvm.amdgcn.sdot4(i32 %43, i32 %44, i32 %45, i1 true)
  %47 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %48 = getelementptr inbounds i32, ptr addrspace(1) %47, i64 1
  store i32 %46, ptr addrspace(1) %48, align 4
  %49 = load i32, ptr addrspace(5) %10, align 4
  %50 = bitcast i32 %49 to <2 x i16>
  %51 = load i32, ptr addrspace(5) %11, align 4
  %52 = bitcast i32 %51 to <2 x i16>
  %53 = load i32, ptr addrspace(5) %12, align 4
  %54 = call i32 @llvm.amdgcn.sdot2(<2 x i16> %50, <2 x i16> %52, i32 %53, i1 false)
  %55 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %56 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 2
  store i32 %54, ptr addrspace(1) %56, align 4
  %57 = load i32, ptr addrspace(5) %10, align 4
  %58 = bitcast i32 %57 to <2 x i16>
  %59 = load i32, ptr addrspace(5) %11, align 4
  %60 = bitcast i32 %59 to <2 x i16>
  %61 = load i32, ptr addrspace(5) %12, align 4
  %62 = call i32 @llvm.amdgcn.udot2(<2 x i16> %58, <2 x i16> %60, i32 %61, i1 true)
  %63 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %64 = getelementptr inbounds i32, ptr addrspace(1) %63, i64 3
  store i32 %62, ptr addrspace(1) %64, align 4
  %65 = load i32, ptr addrspace(5) %10, align 4
  %66 = load i32, ptr addrspace(5) %11, align 4
  %67 = load i32, ptr addrspace(5) %12, align 4
  %68 = call i32 @llvm.amdgcn.udot4(i32 %65, i32 %66, i32 %67, i1 true)
  %69 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %70 = getelementptr inbounds i32, ptr addrspace(1) %69, i64 4
  store i32 %68, ptr addrspace(1) %70, align 4
  %71 = load i32, ptr addrspace(5) %10, align 4
  %72 = load i32, ptr addrspace(5) %11, align 4
  %73 = load i32, ptr addrspace(5) %12, align 4
  %74 = call i32 @llvm.amdgcn.sdot8(i32 %71, i32 %72, i32 %73, i1 true)
  %75 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %76 = getelementptr inbounds i32, ptr addrspace(1) %75, i64 5
  store i32 %74, ptr addrspace(1) %76, align 4
  %77 = load i32, ptr addrspace(5) %10, align 4
  %78 = load i32, ptr addrspace(5) %11, align 4
  %79 = load i32, ptr addrspace(5) %12, align 4
  %80 = call i32 @llvm.amdgcn.udot8(i32 %77, i32 %78, i32 %79, i1 false)
  %81 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %82 = getelementptr inbounds i32, ptr addrspace(1) %81, i64 6
  store i32 %80, ptr addrspace(1) %82, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @bitonic_sort(ptr addrspace(1) noundef align 4 %0) #2 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 !reqd_work_group_size !34 {
  %2 = alloca ptr addrspace(1), align 8, addrspace(5)
  %3 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr addrspace(1) %0, ptr %3, align 8
  %4 = load ptr addrspace(1), ptr %3, align 8
  call void @__clang_ocl_kern_imp_bitonic_sort(ptr addrspace(1) noundef align 4 %4) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_bitonic_sort(ptr addrspace(1) noundef align 4 %0) #3 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 !reqd_work_group_size !34 {
  %2 = alloca ptr addrspace(1), align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i8, align 1, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  %13 = call i32 @emu_local_id(i32 noundef 0) #14
  store i32 %13, ptr addrspace(5) %3, align 4
  %14 = load ptr addrspace(1), ptr %12, align 8
  %15 = call i32 @emu_group_id(i32 noundef 0) #14
  %16 = mul i32 %15, 1024
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %14, i64 %17
  store ptr addrspace(1) %18, ptr addrspace(5) %4, align 8
  %19 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %20 = load i32, ptr addrspace(5) %3, align 4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %19, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4
  %24 = load i32, ptr addrspace(5) %3, align 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds nuw [1024 x i32], ptr addrspace(3) @bitonic_sort.k, i64 0, i64 %25
  store i32 %23, ptr addrspace(3) %26, align 4
  %27 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %28 = load i32, ptr addrspace(5) %3, align 4
  %29 = add i32 %28, 512
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr addrspace(1) %27, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4
  %33 = load i32, ptr addrspace(5) %3, align 4
  %34 = add i32 %33, 512
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds nuw [1024 x i32], ptr addrspace(3) @bitonic_sort.k, i64 0, i64 %35
  store i32 %32, ptr addrspace(3) %36, align 4
  br label %37

37:                                               ; preds = %1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %38

38:                                               ; preds = %37
  store i32 2, ptr addrspace(5) %5, align 4
  br label %39

39:                                               ; preds = %100, %38
  %40 = load i32, ptr addrspace(5) %5, align 4
  %41 = icmp ule i32 %40, 1024
  br i1 %41, label %42, label %103

42:                                               ; preds = %39
  %43 = load i32, ptr addrspace(5) %5, align 4
  %44 = udiv i32 %43, 2
  store i32 %44, ptr addrspace(5) %6, align 4
  br label %45

45:                                               ; preds = %96, %42
  %46 = load i32, ptr addrspace(5) %6, align 4
  %47 = icmp ugt i32 %46, 0
  br i1 %47, label %48, label %99

48:                                               ; preds = %45
  %49 = load i32, ptr addrspace(5) %6, align 4
  %50 = mul i32 2, %49
  %51 = load i32, ptr addrspace(5) %3, align 4
  %52 = load i32, ptr addrspace(5) %6, align 4
  %53 = udiv i32 %51, %52
  %54 = mul i32 %50, %53
  %55 = load i32, ptr addrspace(5) %3, align 4
  %56 = load i32, ptr addrspace(5) %6, align 4
  %57 = urem i32 %55, %56
  %58 = add i32 %54, %57
  store i32 %58, ptr addrspace(5) %7, align 4
  %59 = load i32, ptr addrspace(5) %7, align 4
  %60 = load i32, ptr addrspace(5) %6, align 4
  %61 = add i32 %59, %60
  store i32 %61, ptr addrspace(5) %8, align 4
  %62 = load i32, ptr addrspace(5) %7, align 4
  %63 = load i32, ptr addrspace(5) %5, align 4
  %64 = udiv i32 %62, %63
  %65 = urem i32 %64, 2
  %66 = icmp eq i32 %65, 0
  %67 = zext i1 %66 to i8
  store i8 %67, ptr addrspace(5) %9, align 1
  %68 = load i32, ptr addrspace(5) %7, align 4
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds nuw [1024 x i32], ptr addrspace(3) @bitonic_sort.k, i64 0, i64 %69
  %71 = load i32, ptr addrspace(3) %70, align 4
  store i32 %71, ptr addrspace(5) %10, align 4
  %72 = load i32, ptr addrspace(5) %8, align 4
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds nuw [1024 x i32], ptr addrspace(3) @bitonic_sort.k, i64 0, i64 %73
  %75 = load i32, ptr addrspace(3) %74, align 4
  store i32 %75, ptr addrspace(5) %11, align 4
  %76 = load i32, ptr addrspace(5) %10, align 4
  %77 = load i32, ptr addrspace(5) %11, align 4
  %78 = icmp ugt i32 %76, %77
  %79 = zext i1 %78 to i32
  %80 = load i8, ptr addrspace(5) %9, align 1
  %81 = trunc i8 %80 to i1
  %82 = zext i1 %81 to i32
  %83 = icmp eq i32 %79, %82
  br i1 %83, label %84, label %93

84:                                               ; preds = %48
  %85 = load i32, ptr addrspace(5) %11, align 4
  %86 = load i32, ptr addrspace(5) %7, align 4
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds nuw [1024 x i32], ptr addrspace(3) @bitonic_sort.k, i64 0, i64 %87
  store i32 %85, ptr addrspace(3) %88, align 4
  %89 = load i32, ptr addrspace(5) %10, align 4
  %90 = load i32, ptr addrspace(5) %8, align 4
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds nuw [1024 x i32], ptr addrspace(3) @bitonic_sort.k, i64 0, i64 %91
  store i32 %89, ptr addrspace(3) %92, align 4
  br label %93

93:                                               ; preds = %84, %48
  br label %94

94:                                               ; preds = %93
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %95

95:                                               ; preds = %94
  br label %96

96:                                               ; preds = %95
  %97 = load i32, ptr addrspace(5) %6, align 4
  %98 = lshr i32 %97, 1
  store i32 %98, ptr addrspace(5) %6, align 4
  br label %45

99:                                               ; preds = %45
  br label %100

100:                                              ; preds = %99
  %101 = load i32, ptr addrspace(5) %5, align 4
  %102 = shl i32 %101, 1
  store i32 %102, ptr addrspace(5) %5, align 4
  br label %39

103:                                              ; preds = %39
  %104 = load i32, ptr addrspace(5) %3, align 4
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds nuw [1024 x i32], ptr addrspace(3) @bitonic_sort.k, i64 0, i64 %105
  %107 = load i32, ptr addrspace(3) %106, align 4
  %108 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %109 = load i32, ptr addrspace(5) %3, align 4
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds nuw i32, ptr addrspace(1) %108, i64 %110
  store i32 %107, ptr addrspace(1) %111, align 4
  %112 = load i32, ptr addrspace(5) %3, align 4
  %113 = add i32 %112, 512
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds nuw [1024 x i32], ptr addrspace(3) @bitonic_sort.k, i64 0, i64 %114
  %116 = load i32, ptr addrspace(3) %115, align 4
  %117 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %118 = load i32, ptr addrspace(5) %3, align 4
  %119 = add i32 %118, 512
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds nuw i32, ptr addrspace(1) %117, i64 %120
  store i32 %116, ptr addrspace(1) %121, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @private48(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !28 {
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
  call void @__clang_ocl_kern_imp_private48(ptr addrspace(1) noundef align 4 %10, ptr addrspace(1) noundef align 4 %11, ptr addrspace(1) noundef align 4 %12) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_private48(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #1 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !28 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca [48 x float], align 4, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  %16 = call i64 @emu_global_id(i32 noundef 0) #14
  store i64 %16, ptr addrspace(5) %8, align 8
  store i32 0, ptr addrspace(5) %9, align 4
  br label %17

17:                                               ; preds = %36, %3
  %18 = load i32, ptr addrspace(5) %9, align 4
  %19 = icmp slt i32 %18, 48
  br i1 %19, label %20, label %39

20:                                               ; preds = %17
  %21 = load ptr addrspace(1), ptr %13, align 8
  %22 = load i64, ptr addrspace(5) %8, align 8
  %23 = mul i64 48, %22
  %24 = load i32, ptr addrspace(5) %9, align 4
  %25 = sext i32 %24 to i64
  %26 = add i64 %23, %25
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %21, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4
  %29 = load i32, ptr addrspace(5) %9, align 4
  %30 = add nsw i32 %29, 1
  %31 = sitofp i32 %30 to float
  %32 = fmul float %28, %31
  %33 = load i32, ptr addrspace(5) %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [48 x float], ptr addrspace(5) %7, i64 0, i64 %34
  store float %32, ptr addrspace(5) %35, align 4
  br label %36

36:                                               ; preds = %20
  %37 = load i32, ptr addrspace(5) %9, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr addrspace(5) %9, align 4
  br label %17

39:                                               ; preds = %17
  %40 = load ptr addrspace(1), ptr %14, align 8
  %41 = load i64, ptr addrspace(5) %8, align 8
  %42 = getelementptr inbounds nuw i32, ptr addrspace(1) %40, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4
  store i32 %43, ptr addrspace(5) %10, align 4
  store i32 0, ptr addrspace(5) %11, align 4
  br label %44

44:                                               ; preds = %64, %39
  %45 = load i32, ptr addrspace(5) %11, align 4
  %46 = icmp slt i32 %45, 4
  br i1 %46, label %47, label %67

47:                                               ; preds = %44
  %48 = load i32, ptr addrspace(5) %10, align 4
  %49 = load i32, ptr addrspace(5) %11, align 4
  %50 = mul nsw i32 11, %49
  %51 = add nsw i32 %48, %50
  %52 = srem i32 %51, 48
  store i32 %52, ptr addrspace(5) %12, align 4
  %53 = load i32, ptr addrspace(5) %12, align 4
  %54 = add nsw i32 %53, 5
  %55 = srem i32 %54, 48
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [48 x float], ptr addrspace(5) %7, i64 0, i64 %56
  %58 = load float, ptr addrspace(5) %57, align 4
  %59 = load i32, ptr addrspace(5) %12, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [48 x float], ptr addrspace(5) %7, i64 0, i64 %60
  %62 = load float, ptr addrspace(5) %61, align 4
  %63 = fadd float %62, %58
  store float %63, ptr addrspace(5) %61, align 4
  br label %64

64:                                               ; preds = %47
  %65 = load i32, ptr addrspace(5) %11, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr addrspace(5) %11, align 4
  br label %44

67:                                               ; preds = %44
  %68 = load i32, ptr addrspace(5) %10, align 4
  %69 = srem i32 %68, 48
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [48 x float], ptr addrspace(5) %7, i64 0, i64 %70
  %72 = load float, ptr addrspace(5) %71, align 4
  %73 = load i32, ptr addrspace(5) %10, align 4
  %74 = mul nsw i32 %73, 7
  %75 = add nsw i32 %74, 3
  %76 = srem i32 %75, 48
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [48 x float], ptr addrspace(5) %7, i64 0, i64 %77
  %79 = load float, ptr addrspace(5) %78, align 4
  %80 = fadd float %72, %79
  %81 = load ptr addrspace(1), ptr %15, align 8
  %82 = load i64, ptr addrspace(5) %8, align 8
  %83 = mul i64 2, %82
  %84 = getelementptr inbounds nuw float, ptr addrspace(1) %81, i64 %83
  store float %80, ptr addrspace(1) %84, align 4
  %85 = load i32, ptr addrspace(5) %10, align 4
  %86 = srem i32 %85, 48
  %87 = sub nsw i32 47, %86
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [48 x float], ptr addrspace(5) %7, i64 0, i64 %88
  %90 = load float, ptr addrspace(5) %89, align 4
  %91 = getelementptr inbounds [48 x float], ptr addrspace(5) %7, i64 0, i64 0
  %92 = load float, ptr addrspace(5) %91, align 4
  %93 = fsub float %90, %92
  %94 = load ptr addrspace(1), ptr %15, align 8
  %95 = load i64, ptr addrspace(5) %8, align 8
  %96 = mul i64 2, %95
  %97 = add i64 %96, 1
  %98 = getelementptr inbounds nuw float, ptr addrspace(1) %94, i64 %97
  store float %93, ptr addrspace(1) %98, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @program_scope(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_program_scope(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_program_scope(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !9 {
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
  %11 = call i32 @emu_local_id(i32 noundef 0) #14
  store i32 %11, ptr addrspace(5) %5, align 4
  store i32 -1, ptr addrspace(5) %6, align 4
  %12 = load ptr addrspace(1), ptr %9, align 8
  %13 = call i64 @emu_global_id(i32 noundef 0) #14
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %12, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4
  store i32 %15, ptr addrspace(5) %7, align 4
  store i32 0, ptr addrspace(5) %8, align 4
  br label %16

16:                                               ; preds = %34, %2
  %17 = load i32, ptr addrspace(5) %8, align 4
  %18 = icmp slt i32 %17, 8
  br i1 %18, label %19, label %37

19:                                               ; preds = %16
  %20 = load i32, ptr addrspace(5) %6, align 4
  %21 = load i32, ptr addrspace(5) %7, align 4
  %22 = load i32, ptr addrspace(5) %8, align 4
  %23 = mul nsw i32 4, %22
  %24 = and i32 %23, 31
  %25 = lshr i32 %21, %24
  %26 = xor i32 %20, %25
  %27 = and i32 %26, 15
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds nuw [16 x i32], ptr addrspace(4) @crc_table, i64 0, i64 %28
  %30 = load i32, ptr addrspace(4) %29, align 4
  %31 = load i32, ptr addrspace(5) %6, align 4
  %32 = lshr i32 %31, 4
  %33 = xor i32 %30, %32
  store i32 %33, ptr addrspace(5) %6, align 4
  br label %34

34:                                               ; preds = %19
  %35 = load i32, ptr addrspace(5) %8, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr addrspace(5) %8, align 4
  br label %16

37:                                               ; preds = %16
  %38 = load i32, ptr addrspace(5) %6, align 4
  %39 = xor i32 %38, -1
  %40 = load i32, ptr addrspace(5) %5, align 4
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds nuw [256 x i32], ptr addrspace(1) @scratch_pad, i64 0, i64 %41
  store i32 %39, ptr addrspace(1) %42, align 4
  br label %43

43:                                               ; preds = %37
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %44

44:                                               ; preds = %43
  %45 = load i32, ptr addrspace(5) %5, align 4
  %46 = xor i32 %45, 1
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds nuw [256 x i32], ptr addrspace(1) @scratch_pad, i64 0, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4
  %50 = load i32, ptr addrspace(5) %5, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds nuw [256 x i32], ptr addrspace(1) @scratch_pad, i64 0, i64 %51
  %53 = load i32, ptr addrspace(1) %52, align 4
  %54 = add i32 %49, %53
  %55 = load ptr addrspace(1), ptr %10, align 8
  %56 = call i64 @emu_global_id(i32 noundef 0) #14
  %57 = getelementptr inbounds nuw i32, ptr addrspace(1) %55, i64 %56
  store i32 %54, ptr addrspace(1) %57, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pointer_tables(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_pointer_tables(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_pointer_tables(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  %9 = call i32 @emu_local_id(i32 noundef 0) #14
  store i32 %9, ptr addrspace(5) %5, align 4
  %10 = load ptr addrspace(1), ptr %7, align 8
  %11 = call i64 @emu_global_id(i32 noundef 0) #14
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %10, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4
  store i32 %13, ptr addrspace(5) %6, align 4
  %14 = load i32, ptr addrspace(5) %6, align 4
  %15 = and i32 %14, 1
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds nuw [2 x ptr addrspace(4)], ptr addrspace(4) @tables, i64 0, i64 %16
  %18 = load ptr addrspace(4), ptr addrspace(4) %17, align 8
  %19 = load i32, ptr addrspace(5) %6, align 4
  %20 = lshr i32 %19, 1
  %21 = and i32 %20, 3
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspace(4) %18, i64 %22
  %24 = load i32, ptr addrspace(4) %23, align 4
  %25 = load ptr addrspace(1), ptr addrspace(4) @pad_ptr, align 8
  %26 = load i32, ptr addrspace(5) %5, align 4
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspace(1) %25, i64 %27
  store i32 %24, ptr addrspace(1) %28, align 4
  br label %29

29:                                               ; preds = %2
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %30

30:                                               ; preds = %29
  %31 = load i32, ptr addrspace(5) %5, align 4
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds nuw [256 x i32], ptr addrspace(1) @scratch_pad, i64 0, i64 %32
  %34 = load i32, ptr addrspace(1) %33, align 4
  %35 = mul i32 %34, 1000
  %36 = load ptr addrspace(1), ptr addrspace(4) @pad_ptr, align 8
  %37 = load i32, ptr addrspace(5) %5, align 4
  %38 = xor i32 %37, 2
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds nuw i32, ptr addrspace(1) %36, i64 %39
  %41 = load i32, ptr addrspace(1) %40, align 4
  %42 = add i32 %35, %41
  %43 = load ptr addrspace(1), ptr %8, align 8
  %44 = call i64 @emu_global_id(i32 noundef 0) #14
  %45 = getelementptr inbounds nuw i32, ptr addrspace(1) %43, i64 %44
  store i32 %42, ptr addrspace(1) %45, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @private_mixed(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 8 %2) #0 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !28 {
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
  call void @__clang_ocl_kern_imp_private_mixed(ptr addrspace(1) noundef align 4 %10, ptr addrspace(1) noundef align 4 %11, ptr addrspace(1) noundef align 8 %12) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_private_mixed(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 8 %2) #1 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !28 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca [64 x i8], align 1, addrspace(5)
  %8 = alloca [40 x i16], align 2, addrspace(5)
  %9 = alloca [24 x half], align 2, addrspace(5)
  %10 = alloca [12 x double], align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %4 to ptr
  %18 = addrspacecast ptr addrspace(5) %5 to ptr
  %19 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %17, align 8
  store ptr addrspace(1) %1, ptr %18, align 8
  store ptr addrspace(1) %2, ptr %19, align 8
  %20 = call i64 @emu_global_id(i32 noundef 0) #14
  store i64 %20, ptr addrspace(5) %11, align 8
  store i32 0, ptr addrspace(5) %12, align 4
  br label %21

21:                                               ; preds = %38, %3
  %22 = load i32, ptr addrspace(5) %12, align 4
  %23 = icmp slt i32 %22, 64
  br i1 %23, label %24, label %41

24:                                               ; preds = %21
  %25 = load ptr addrspace(1), ptr %17, align 8
  %26 = load i64, ptr addrspace(5) %11, align 8
  %27 = getelementptr inbounds nuw i32, ptr addrspace(1) %25, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4
  %29 = load i32, ptr addrspace(5) %12, align 4
  %30 = add nsw i32 %29, 3
  %31 = mul nsw i32 %28, %30
  %32 = load i32, ptr addrspace(5) %12, align 4
  %33 = add nsw i32 %31, %32
  %34 = trunc i32 %33 to i8
  %35 = load i32, ptr addrspace(5) %12, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [64 x i8], ptr addrspace(5) %7, i64 0, i64 %36
  store i8 %34, ptr addrspace(5) %37, align 1
  br label %38

38:                                               ; preds = %24
  %39 = load i32, ptr addrspace(5) %12, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr addrspace(5) %12, align 4
  br label %21

41:                                               ; preds = %21
  store i32 0, ptr addrspace(5) %13, align 4
  br label %42

42:                                               ; preds = %60, %41
  %43 = load i32, ptr addrspace(5) %13, align 4
  %44 = icmp slt i32 %43, 40
  br i1 %44, label %45, label %63

45:                                               ; preds = %42
  %46 = load ptr addrspace(1), ptr %17, align 8
  %47 = load i64, ptr addrspace(5) %11, align 8
  %48 = getelementptr inbounds nuw i32, ptr addrspace(1) %46, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4
  %50 = load i32, ptr addrspace(5) %13, align 4
  %51 = sub nsw i32 %50, 7
  %52 = mul nsw i32 %49, %51
  %53 = load i32, ptr addrspace(5) %13, align 4
  %54 = mul nsw i32 3, %53
  %55 = sub nsw i32 %52, %54
  %56 = trunc i32 %55 to i16
  %57 = load i32, ptr addrspace(5) %13, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [40 x i16], ptr addrspace(5) %8, i64 0, i64 %58
  store i16 %56, ptr addrspace(5) %59, align 2
  br label %60

60:                                               ; preds = %45
  %61 = load i32, ptr addrspace(5) %13, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr addrspace(5) %13, align 4
  br label %42

63:                                               ; preds = %42
  store i32 0, ptr addrspace(5) %14, align 4
  br label %64

64:                                               ; preds = %75, %63
  %65 = load i32, ptr addrspace(5) %14, align 4
  %66 = icmp slt i32 %65, 24
  br i1 %66, label %67, label %78

67:                                               ; preds = %64
  %68 = load i32, ptr addrspace(5) %14, align 4
  %69 = sub nsw i32 %68, 12
  %70 = sitofp i32 %69 to half
  %71 = fmul half %70, 0xH3400
  %72 = load i32, ptr addrspace(5) %14, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [24 x half], ptr addrspace(5) %9, i64 0, i64 %73
  store half %71, ptr addrspace(5) %74, align 2
  br label %75

75:                                               ; preds = %67
  %76 = load i32, ptr addrspace(5) %14, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr addrspace(5) %14, align 4
  br label %64

78:                                               ; preds = %64
  store i32 0, ptr addrspace(5) %15, align 4
  br label %79

79:                                               ; preds = %95, %78
  %80 = load i32, ptr addrspace(5) %15, align 4
  %81 = icmp slt i32 %80, 12
  br i1 %81, label %82, label %98

82:                                               ; preds = %79
  %83 = load ptr addrspace(1), ptr %17, align 8
  %84 = load i64, ptr addrspace(5) %11, align 8
  %85 = getelementptr inbounds nuw i32, ptr addrspace(1) %83, i64 %84
  %86 = load i32, ptr addrspace(1) %85, align 4
  %87 = sitofp i32 %86 to double
  %88 = load i32, ptr addrspace(5) %15, align 4
  %89 = add nsw i32 %88, 1
  %90 = sitofp i32 %89 to double
  %91 = fdiv double %87, %90
  %92 = load i32, ptr addrspace(5) %15, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [12 x double], ptr addrspace(5) %10, i64 0, i64 %93
  store double %91, ptr addrspace(5) %94, align 8
  br label %95

95:                                               ; preds = %82
  %96 = load i32, ptr addrspace(5) %15, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr addrspace(5) %15, align 4
  br label %79

98:                                               ; preds = %79
  %99 = load ptr addrspace(1), ptr %18, align 8
  %100 = load i64, ptr addrspace(5) %11, align 8
  %101 = getelementptr inbounds nuw i32, ptr addrspace(1) %99, i64 %100
  %102 = load i32, ptr addrspace(1) %101, align 4
  store i32 %102, ptr addrspace(5) %16, align 4
  %103 = load i32, ptr addrspace(5) %16, align 4
  %104 = trunc i32 %103 to i8
  %105 = sext i8 %104 to i32
  %106 = load i32, ptr addrspace(5) %16, align 4
  %107 = add nsw i32 %106, 5
  %108 = srem i32 %107, 64
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [64 x i8], ptr addrspace(5) %7, i64 0, i64 %109
  %111 = load i8, ptr addrspace(5) %110, align 1
  %112 = sext i8 %111 to i32
  %113 = add nsw i32 %112, %105
  %114 = trunc i32 %113 to i8
  store i8 %114, ptr addrspace(5) %110, align 1
  %115 = load i32, ptr addrspace(5) %16, align 4
  %116 = trunc i32 %115 to i16
  %117 = sext i16 %116 to i32
  %118 = load i32, ptr addrspace(5) %16, align 4
  %119 = mul nsw i32 %118, 3
  %120 = srem i32 %119, 40
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [40 x i16], ptr addrspace(5) %8, i64 0, i64 %121
  %123 = load i16, ptr addrspace(5) %122, align 2
  %124 = sext i16 %123 to i32
  %125 = xor i32 %124, %117
  %126 = trunc i32 %125 to i16
  store i16 %126, ptr addrspace(5) %122, align 2
  %127 = load i32, ptr addrspace(5) %16, align 4
  %128 = add nsw i32 %127, 1
  %129 = srem i32 %128, 24
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [24 x half], ptr addrspace(5) %9, i64 0, i64 %130
  %132 = load half, ptr addrspace(5) %131, align 2
  %133 = load i32, ptr addrspace(5) %16, align 4
  %134 = add nsw i32 %133, 2
  %135 = srem i32 %134, 24
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [24 x half], ptr addrspace(5) %9, i64 0, i64 %136
  %138 = load half, ptr addrspace(5) %137, align 2
  %139 = fadd half %132, %138
  %140 = load i32, ptr addrspace(5) %16, align 4
  %141 = srem i32 %140, 24
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [24 x half], ptr addrspace(5) %9, i64 0, i64 %142
  store half %139, ptr addrspace(5) %143, align 2
  %144 = load i32, ptr addrspace(5) %16, align 4
  %145 = srem i32 %144, 12
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [12 x double], ptr addrspace(5) %10, i64 0, i64 %146
  %148 = load double, ptr addrspace(5) %147, align 8
  %149 = fmul double %148, 3.000000e+00
  store double %149, ptr addrspace(5) %147, align 8
  %150 = load i32, ptr addrspace(5) %16, align 4
  %151 = srem i32 %150, 64
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [64 x i8], ptr addrspace(5) %7, i64 0, i64 %152
  %154 = load i8, ptr addrspace(5) %153, align 1
  %155 = sext i8 %154 to i64
  %156 = mul nsw i64 %155, 100000
  %157 = load i32, ptr addrspace(5) %16, align 4
  %158 = add nsw i32 %157, 1
  %159 = srem i32 %158, 40
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [40 x i16], ptr addrspace(5) %8, i64 0, i64 %160
  %162 = load i16, ptr addrspace(5) %161, align 2
  %163 = sext i16 %162 to i64
  %164 = add nsw i64 %156, %163
  %165 = load i32, ptr addrspace(5) %16, align 4
  %166 = add nsw i32 %165, 5
  %167 = srem i32 %166, 64
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [64 x i8], ptr addrspace(5) %7, i64 0, i64 %168
  %170 = load i8, ptr addrspace(5) %169, align 1
  %171 = sext i8 %170 to i64
  %172 = add nsw i64 %164, %171
  %173 = load i32, ptr addrspace(5) %16, align 4
  %174 = mul nsw i32 %173, 3
  %175 = srem i32 %174, 40
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [40 x i16], ptr addrspace(5) %8, i64 0, i64 %176
  %178 = load i16, ptr addrspace(5) %177, align 2
  %179 = sext i16 %178 to i64
  %180 = mul nsw i64 %179, 7
  %181 = add nsw i64 %172, %180
  %182 = load ptr addrspace(1), ptr %19, align 8
  %183 = load i64, ptr addrspace(5) %11, align 8
  %184 = mul i64 2, %183
  %185 = getelementptr inbounds nuw i64, ptr addrspace(1) %182, i64 %184
  store i64 %181, ptr addrspace(1) %185, align 8
  %186 = load i32, ptr addrspace(5) %16, align 4
  %187 = srem i32 %186, 12
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [12 x double], ptr addrspace(5) %10, i64 0, i64 %188
  %190 = load double, ptr addrspace(5) %189, align 8
  %191 = fmul double %190, 6.400000e+01
  %192 = fptosi double %191 to i64
  %193 = load i32, ptr addrspace(5) %16, align 4
  %194 = add nsw i32 %193, 7
  %195 = srem i32 %194, 12
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [12 x double], ptr addrspace(5) %10, i64 0, i64 %196
  %198 = load double, ptr addrspace(5) %197, align 8
  %199 = fmul double %198, 6.400000e+01
  %200 = fptosi double %199 to i64
  %201 = add nsw i64 %192, %200
  %202 = load i32, ptr addrspace(5) %16, align 4
  %203 = srem i32 %202, 24
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [24 x half], ptr addrspace(5) %9, i64 0, i64 %204
  %206 = load half, ptr addrspace(5) %205, align 2
  %207 = fpext half %206 to float
  %208 = fmul float %207, 6.400000e+01
  %209 = fptosi float %208 to i64
  %210 = add nsw i64 %201, %209
  %211 = load ptr addrspace(1), ptr %19, align 8
  %212 = load i64, ptr addrspace(5) %11, align 8
  %213 = mul i64 2, %212
  %214 = add i64 %213, 1
  %215 = getelementptr inbounds nuw i64, ptr addrspace(1) %211, i64 %214
  store i64 %210, ptr addrspace(1) %215, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @calls_tree(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #0 !kernel_arg_addr_space !38 !kernel_arg_access_qual !18 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
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
  call void @__clang_ocl_kern_imp_calls_tree(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, i32 noundef %16) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_calls_tree(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !38 !kernel_arg_access_qual !18 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca %struct.walk_ctx, align 8, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  store ptr addrspace(1) %2, ptr %14, align 8
  store i32 %3, ptr %15, align 4
  %16 = call i64 @emu_global_id(i32 noundef 0) #14
  store i64 %16, ptr addrspace(5) %9, align 8
  store i32 0, ptr addrspace(5) %10, align 4
  %17 = getelementptr inbounds nuw %struct.walk_ctx, ptr addrspace(5) %11, i32 0, i32 0
  %18 = load ptr addrspace(1), ptr %12, align 8
  store ptr addrspace(1) %18, ptr addrspace(5) %17, align 8
  %19 = getelementptr inbounds nuw %struct.walk_ctx, ptr addrspace(5) %11, i32 0, i32 1
  %20 = load i32, ptr %15, align 4
  store i32 %20, ptr addrspace(5) %19, align 8
  %21 = getelementptr inbounds nuw %struct.walk_ctx, ptr addrspace(5) %11, i32 0, i32 2
  %22 = load i64, ptr addrspace(5) %9, align 8
  %23 = urem i64 %22, 5
  %24 = trunc i64 %23 to i32
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr addrspace(5) %21, align 4
  %26 = getelementptr inbounds nuw %struct.walk_ctx, ptr addrspace(5) %11, i32 0, i32 3
  call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) align 8 %26, ptr addrspace(4) align 4 @constinit, i64 24, i1 false)
  %27 = getelementptr inbounds nuw %struct.walk_ctx, ptr addrspace(5) %11, i32 0, i32 4
  store ptr addrspace(5) %10, ptr addrspace(5) %27, align 8
  %28 = getelementptr i8, ptr addrspace(5) %11, i64 44
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %28, i8 0, i64 4, i1 false)
  %29 = load ptr addrspace(1), ptr %13, align 8
  %30 = load i64, ptr addrspace(5) %9, align 8
  %31 = getelementptr inbounds nuw i32, ptr addrspace(1) %29, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4
  %33 = getelementptr inbounds nuw %struct.walk_ctx, ptr addrspace(5) %11, i32 0, i32 0
  %34 = load ptr addrspace(1), ptr addrspace(5) %33, align 8
  %35 = getelementptr inbounds nuw %struct.walk_ctx, ptr addrspace(5) %11, i32 0, i32 1
  %36 = load i32, ptr addrspace(5) %35, align 8
  %37 = getelementptr inbounds nuw %struct.walk_ctx, ptr addrspace(5) %11, i32 0, i32 2
  %38 = load i32, ptr addrspace(5) %37, align 4
  %39 = getelementptr inbounds nuw %struct.walk_ctx, ptr addrspace(5) %11, i32 0, i32 3
  %40 = load [6 x i32], ptr addrspace(5) %39, align 8
  %41 = getelementptr inbounds nuw %struct.walk_ctx, ptr addrspace(5) %11, i32 0, i32 4
  %42 = load ptr addrspace(5), ptr addrspace(5) %41, align 8
  %43 = call i32 @walk(ptr addrspace(1) %34, i32 %36, i32 %38, [6 x i32] %40, ptr addrspace(5) %42, i32 noundef %32) #14
  %44 = load ptr addrspace(1), ptr %14, align 8
  %45 = load i64, ptr addrspace(5) %9, align 8
  %46 = mul i64 2, %45
  %47 = getelementptr inbounds nuw i32, ptr addrspace(1) %44, i64 %46
  store i32 %43, ptr addrspace(1) %47, align 4
  %48 = load i32, ptr addrspace(5) %10, align 4
  %49 = load ptr addrspace(1), ptr %14, align 8
  %50 = load i64, ptr addrspace(5) %9, align 8
  %51 = mul i64 2, %50
  %52 = add i64 %51, 1
  %53 = getelementptr inbounds nuw i32, ptr addrspace(1) %49, i64 %52
  store i32 %48, ptr addrspace(1) %53, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @calls_stack(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_calls_stack(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_calls_stack(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i64, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca %struct.wide_args, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %3 to ptr
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  %13 = call i64 @emu_global_id(i32 noundef 0) #14
  store i64 %13, ptr addrspace(5) %5, align 8
  %14 = load i64, ptr addrspace(5) %5, align 8
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %6, align 4
  store i32 0, ptr addrspace(5) %7, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  br label %16

16:                                               ; preds = %32, %2
  %17 = load i32, ptr addrspace(5) %9, align 4
  %18 = icmp slt i32 %17, 36
  br i1 %18, label %19, label %35

19:                                               ; preds = %16
  %20 = load ptr addrspace(1), ptr %11, align 8
  %21 = load i64, ptr addrspace(5) %5, align 8
  %22 = mul i64 36, %21
  %23 = load i32, ptr addrspace(5) %9, align 4
  %24 = sext i32 %23 to i64
  %25 = add i64 %22, %24
  %26 = getelementptr inbounds nuw i32, ptr addrspace(1) %20, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4
  %28 = getelementptr inbounds nuw %struct.wide_args, ptr addrspace(5) %8, i32 0, i32 0
  %29 = load i32, ptr addrspace(5) %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [36 x i32], ptr addrspace(5) %28, i64 0, i64 %30
  store i32 %27, ptr addrspace(5) %31, align 4
  br label %32

32:                                               ; preds = %19
  %33 = load i32, ptr addrspace(5) %9, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr addrspace(5) %9, align 4
  br label %16

35:                                               ; preds = %16
  %36 = getelementptr inbounds nuw %struct.wide_args, ptr addrspace(5) %8, i32 0, i32 1
  store ptr addrspace(5) %6, ptr addrspace(5) %36, align 8
  %37 = load ptr addrspace(1), ptr %12, align 8
  %38 = load i64, ptr addrspace(5) %5, align 8
  %39 = mul i64 5, %38
  %40 = getelementptr inbounds nuw i32, ptr addrspace(1) %37, i64 %39
  %41 = getelementptr inbounds i32, ptr addrspace(1) %40, i64 2
  %42 = getelementptr inbounds nuw %struct.wide_args, ptr addrspace(5) %8, i32 0, i32 2
  store ptr addrspace(1) %41, ptr addrspace(5) %42, align 8
  %43 = load i64, ptr addrspace(5) %5, align 8
  %44 = urem i64 %43, 7
  %45 = trunc i64 %44 to i32
  %46 = load ptr addrspace(1), ptr %12, align 8
  %47 = load i64, ptr addrspace(5) %5, align 8
  %48 = mul i64 5, %47
  %49 = getelementptr inbounds nuw i32, ptr addrspace(1) %46, i64 %48
  %50 = getelementptr inbounds i32, ptr addrspace(1) %49, i64 2
  %51 = call i32 @weigh(ptr addrspace(5) noundef byref(%struct.wide_args) align 8 %8, i32 noundef %45, ptr addrspace(5) noundef %7, ptr addrspace(1) noundef %50) #14
  store i32 %51, ptr addrspace(5) %10, align 4
  %52 = load i32, ptr addrspace(5) %10, align 4
  %53 = getelementptr inbounds nuw %struct.wide_args, ptr addrspace(5) %8, i32 0, i32 0
  %54 = getelementptr inbounds [36 x i32], ptr addrspace(5) %53, i64 0, i64 35
  store i32 %52, ptr addrspace(5) %54, align 4
  %55 = load ptr addrspace(1), ptr %12, align 8
  %56 = load i64, ptr addrspace(5) %5, align 8
  %57 = mul i64 5, %56
  %58 = getelementptr inbounds nuw i32, ptr addrspace(1) %55, i64 %57
  %59 = getelementptr inbounds i32, ptr addrspace(1) %58, i64 2
  %60 = call i32 @weigh(ptr addrspace(5) noundef byref(%struct.wide_args) align 8 %8, i32 noundef 1, ptr addrspace(5) noundef %7, ptr addrspace(1) noundef %59) #14
  %61 = load i32, ptr addrspace(5) %10, align 4
  %62 = add nsw i32 %61, %60
  store i32 %62, ptr addrspace(5) %10, align 4
  %63 = load i32, ptr addrspace(5) %10, align 4
  %64 = load ptr addrspace(1), ptr %12, align 8
  %65 = load i64, ptr addrspace(5) %5, align 8
  %66 = mul i64 5, %65
  %67 = getelementptr inbounds nuw i32, ptr addrspace(1) %64, i64 %66
  store i32 %63, ptr addrspace(1) %67, align 4
  %68 = load i32, ptr addrspace(5) %6, align 4
  %69 = load ptr addrspace(1), ptr %12, align 8
  %70 = load i64, ptr addrspace(5) %5, align 8
  %71 = mul i64 5, %70
  %72 = add i64 %71, 1
  %73 = getelementptr inbounds nuw i32, ptr addrspace(1) %69, i64 %72
  store i32 %68, ptr addrspace(1) %73, align 4
  %74 = load i32, ptr addrspace(5) %7, align 4
  %75 = load ptr addrspace(1), ptr %12, align 8
  %76 = load i64, ptr addrspace(5) %5, align 8
  %77 = mul i64 5, %76
  %78 = add i64 %77, 4
  %79 = getelementptr inbounds nuw i32, ptr addrspace(1) %75, i64 %78
  store i32 %74, ptr addrspace(1) %79, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @wave_builtins(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_wave_builtins(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_wave_builtins(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i64, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %3 to ptr
  %11 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  %12 = call i64 @emu_global_id(i32 noundef 0) #14
  store i64 %12, ptr addrspace(5) %5, align 8
  %13 = load ptr addrspace(1), ptr %10, align 8
  %14 = load i64, ptr addrspace(5) %5, align 8
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %13, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  store i32 %16, ptr addrspace(5) %6, align 4
  %17 = load ptr addrspace(1), ptr %11, align 8
  %18 = load i64, ptr addrspace(5) %5, align 8
  %19 = mul i64 16, %18
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %17, i64 %19
  store ptr addrspace(1) %20, ptr addrspace(5) %7, align 8
  %21 = load i32, ptr addrspace(5) %6, align 4
  %22 = and i32 %21, 3
  %23 = icmp eq i32 %22, 1
  %24 = call i64 @llvm.amdgcn.ballot.i64(i1 %23)
  store i64 %24, ptr addrspace(5) %8, align 8
  %25 = load i64, ptr addrspace(5) %8, align 8
  %26 = trunc i64 %25 to i32
  %27 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %28 = getelementptr inbounds i32, ptr addrspace(1) %27, i64 0
  store i32 %26, ptr addrspace(1) %28, align 4
  %29 = load i64, ptr addrspace(5) %8, align 8
  %30 = lshr i64 %29, 32
  %31 = trunc i64 %30 to i32
  %32 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %33 = getelementptr inbounds i32, ptr addrspace(1) %32, i64 1
  store i32 %31, ptr addrspace(1) %33, align 4
  %34 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %35 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %34)
  %36 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %37 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 2
  store i32 %35, ptr addrspace(1) %37, align 4
  %38 = load i32, ptr addrspace(5) %6, align 4
  %39 = call i32 @llvm.amdgcn.readlane.i32(i32 %38, i32 37)
  %40 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %41 = getelementptr inbounds i32, ptr addrspace(1) %40, i64 3
  store i32 %39, ptr addrspace(1) %41, align 4
  %42 = load i32, ptr addrspace(5) %6, align 4
  %43 = and i32 %42, 63
  %44 = mul i32 %43, 4
  %45 = load i32, ptr addrspace(5) %6, align 4
  %46 = call i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %45)
  %47 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %48 = getelementptr inbounds i32, ptr addrspace(1) %47, i64 4
  store i32 %46, ptr addrspace(1) %48, align 4
  %49 = load i32, ptr addrspace(5) %6, align 4
  %50 = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %49, i32 177, i32 15, i32 15, i1 true)
  %51 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %52 = getelementptr inbounds i32, ptr addrspace(1) %51, i64 5
  store i32 %50, ptr addrspace(1) %52, align 4
  %53 = load i64, ptr addrspace(5) %5, align 8
  %54 = trunc i64 %53 to i32
  %55 = load i32, ptr addrspace(5) %6, align 4
  %56 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %54, i32 %55, i32 257, i32 15, i32 15, i1 false)
  %57 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %58 = getelementptr inbounds i32, ptr addrspace(1) %57, i64 6
  store i32 %56, ptr addrspace(1) %58, align 4
  %59 = load i64, ptr addrspace(5) %5, align 8
  %60 = trunc i64 %59 to i32
  %61 = load i32, ptr addrspace(5) %6, align 4
  %62 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %60, i32 %61, i32 322, i32 10, i32 15, i1 false)
  %63 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %64 = getelementptr inbounds i32, ptr addrspace(1) %63, i64 7
  store i32 %62, ptr addrspace(1) %64, align 4
  %65 = load i64, ptr addrspace(5) %5, align 8
  %66 = trunc i64 %65 to i32
  %67 = load i32, ptr addrspace(5) %6, align 4
  %68 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %66, i32 %67, i32 323, i32 12, i32 15, i1 false)
  %69 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %70 = getelementptr inbounds i32, ptr addrspace(1) %69, i64 8
  store i32 %68, ptr addrspace(1) %70, align 4
  %71 = load i64, ptr addrspace(5) %5, align 8
  %72 = trunc i64 %71 to i32
  %73 = load i32, ptr addrspace(5) %6, align 4
  %74 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %72, i32 %73, i32 312, i32 15, i32 15, i1 true)
  %75 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %76 = getelementptr inbounds i32, ptr addrspace(1) %75, i64 9
  store i32 %74, ptr addrspace(1) %76, align 4
  %77 = load i64, ptr addrspace(5) %5, align 8
  %78 = trunc i64 %77 to i32
  %79 = load i32, ptr addrspace(5) %6, align 4
  %80 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %78, i32 %79, i32 308, i32 15, i32 5, i1 false)
  %81 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %82 = getelementptr inbounds i32, ptr addrspace(1) %81, i64 10
  store i32 %80, ptr addrspace(1) %82, align 4
  %83 = load i32, ptr addrspace(5) %6, align 4
  %84 = call i32 @llvm.amdgcn.ds.swizzle(i32 %83, i32 1055)
  %85 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %86 = getelementptr inbounds i32, ptr addrspace(1) %85, i64 11
  store i32 %84, ptr addrspace(1) %86, align 4
  %87 = load i32, ptr addrspace(5) %6, align 4
  %88 = call i32 @llvm.amdgcn.ds.swizzle(i32 %87, i32 32853)
  %89 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %90 = getelementptr inbounds i32, ptr addrspace(1) %89, i64 12
  store i32 %88, ptr addrspace(1) %90, align 4
  %91 = load i64, ptr addrspace(5) %5, align 8
  %92 = trunc i64 %91 to i32
  %93 = load i32, ptr addrspace(5) %6, align 4
  %94 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %92, i32 %93, i32 289, i32 15, i32 15, i1 false)
  %95 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %96 = getelementptr inbounds i32, ptr addrspace(1) %95, i64 13
  store i32 %94, ptr addrspace(1) %96, align 4
  %97 = load i64, ptr addrspace(5) %5, align 8
  %98 = trunc i64 %97 to i32
  %99 = load i32, ptr addrspace(5) %6, align 4
  %100 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %98, i32 %99, i32 320, i32 15, i32 15, i1 false)
  %101 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %102 = getelementptr inbounds i32, ptr addrspace(1) %101, i64 14
  store i32 %100, ptr addrspace(1) %102, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  %103 = load i32, ptr addrspace(5) %6, align 4
  %104 = and i32 %103, 4
  %105 = icmp ne i32 %104, 0
  br i1 %105, label %106, label %112

106:                                              ; preds = %2
  %107 = load i32, ptr addrspace(5) %6, align 4
  %108 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %107)
  %109 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %110 = trunc i64 %109 to i32
  %111 = add i32 %108, %110
  store i32 %111, ptr addrspace(5) %9, align 4
  br label %112

112:                                              ; preds = %106, %2
  %113 = load i32, ptr addrspace(5) %9, align 4
  %114 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %115 = getelementptr inbounds i32, ptr addrspace(1) %114, i64 15
  store i32 %113, ptr addrspace(1) %115, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i64 @emu_global_id(i32 noundef %0) #4 {
  %2 = alloca i64, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = call i32 @emu_group_id(i32 noundef %6) #14
  %8 = zext i32 %7 to i64
  %9 = load i32, ptr %5, align 4
  %10 = call i32 @emu_enqueued_local_size(i32 noundef %9) #14
  %11 = zext i32 %10 to i64
  %12 = mul i64 %8, %11
  %13 = load i32, ptr %5, align 4
  %14 = call i32 @emu_local_id(i32 noundef %13) #14
  %15 = zext i32 %14 to i64
  %16 = add i64 %12, %15
  %17 = load i32, ptr %5, align 4
  %18 = call i64 @emu_global_offset(i32 noundef %17) #14
  %19 = add i64 %16, %18
  ret i64 %19
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @emu_group_id(i32 noundef %0) #4 {
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
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @emu_enqueued_local_size(i32 noundef %0) #4 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp ult i32 %6, 3
  br i1 %7, label %8, label %16

8:                                                ; preds = %1
  %9 = call ptr addrspace(4) @emu_implicit() #14
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
define internal i32 @emu_local_id(i32 noundef %0) #4 {
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
define internal i64 @emu_global_offset(i32 noundef %0) #4 {
  %2 = alloca i64, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp ult i32 %6, 3
  br i1 %7, label %8, label %15

8:                                                ; preds = %1
  %9 = call ptr addrspace(4) @emu_implicit() #14
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
define internal ptr addrspace(4) @emu_implicit() #4 {
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctlz.i8(i8, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.cttz.i8(i8, i1 immarg) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ctlz.i16(i16, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.cttz.i16(i16, i1 immarg) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ctpop.i16(i16) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.ubfe.i32(i32, i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sbfe.i32(i32, i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.alignbyte(i32, i32, i32) #5

; Function Attrs: nocallback nofree nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.perm(i32, i32, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.lerp(i32, i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sad.u8(i32, i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.msad.u8(i32, i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sad.hi.u8(i32, i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sad.u16(i32, i32, i32) #6

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.amdgcn.qsad.pk.u16.u8(i64, i32, i64) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.amdgcn.mqsad.pk.u16.u8(i64, i32, i64) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.amdgcn.mqsad.u32.u8(i64, i32, <4 x i32>) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.uadd.sat.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ssub.sat.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.uadd.sat.i16(i16, i16) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.usub.sat.i16(i16, i16) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.sadd.sat.i16(i16, i16) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ssub.sat.i16(i16, i16) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.uadd.sat.i8(i8, i8) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.usub.sat.i8(i8, i8) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.sadd.sat.i8(i8, i8) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ssub.sat.i8(i8, i8) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16>, <2 x i16>) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.ssub.sat.v2i16(<2 x i16>, <2 x i16>) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sdot4(i32, i32, i32, i1 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sdot2(<2 x i16>, <2 x i16>, i32, i1 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.udot2(<2 x i16>, <2 x i16>, i32, i1 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.udot4(i32, i32, i32, i1 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sdot8(i32, i32, i32, i1 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.udot8(i32, i32, i32, i1 immarg) #6

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #9

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg) #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p5.i64(ptr addrspace(5) writeonly captures(none), i8, i64, i1 immarg) #11

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @walk(ptr addrspace(1) %0, i32 %1, i32 %2, [6 x i32] %3, ptr addrspace(5) %4, i32 noundef %5) #4 {
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca %struct.walk_ctx, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca [64 x i32], align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca %struct.tree_node, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = getelementptr inbounds nuw %struct.walk_ctx, ptr %18, i32 0, i32 0
  store ptr addrspace(1) %0, ptr %20, align 8
  %21 = getelementptr inbounds nuw %struct.walk_ctx, ptr %18, i32 0, i32 1
  store i32 %1, ptr %21, align 8
  %22 = getelementptr inbounds nuw %struct.walk_ctx, ptr %18, i32 0, i32 2
  store i32 %2, ptr %22, align 4
  %23 = getelementptr inbounds nuw %struct.walk_ctx, ptr %18, i32 0, i32 3
  store [6 x i32] %3, ptr %23, align 8
  %24 = getelementptr inbounds nuw %struct.walk_ctx, ptr %18, i32 0, i32 4
  store ptr addrspace(5) %4, ptr %24, align 8
  store i32 %5, ptr %19, align 4
  store i32 0, ptr addrspace(5) %11, align 4
  store i32 0, ptr addrspace(5) %12, align 4
  %25 = getelementptr inbounds [64 x i32], ptr addrspace(5) %10, i64 0, i64 0
  %26 = load i32, ptr %19, align 4
  call void @push(ptr addrspace(5) noundef %25, ptr addrspace(5) noundef %11, i32 noundef %26, i32 noundef 0) #14
  br label %27

27:                                               ; preds = %81, %46, %6
  %28 = load i32, ptr addrspace(5) %11, align 4
  %29 = icmp sgt i32 %28, 0
  br i1 %29, label %30, label %95

30:                                               ; preds = %27
  %31 = load i32, ptr addrspace(5) %11, align 4
  %32 = sub nsw i32 %31, 2
  store i32 %32, ptr addrspace(5) %11, align 4
  %33 = load i32, ptr addrspace(5) %11, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [64 x i32], ptr addrspace(5) %10, i64 0, i64 %34
  %36 = load i32, ptr addrspace(5) %35, align 4
  store i32 %36, ptr addrspace(5) %13, align 4
  %37 = load i32, ptr addrspace(5) %11, align 4
  %38 = add nsw i32 %37, 1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [64 x i32], ptr addrspace(5) %10, i64 0, i64 %39
  %41 = load i32, ptr addrspace(5) %40, align 4
  store i32 %41, ptr addrspace(5) %14, align 4
  %42 = load i32, ptr addrspace(5) %14, align 4
  %43 = getelementptr inbounds nuw %struct.walk_ctx, ptr %18, i32 0, i32 1
  %44 = load i32, ptr %43, align 8
  %45 = icmp sgt i32 %42, %44
  br i1 %45, label %46, label %47

46:                                               ; preds = %30
  br label %27

47:                                               ; preds = %30
  %48 = getelementptr inbounds nuw %struct.walk_ctx, ptr %18, i32 0, i32 0
  %49 = load ptr addrspace(1), ptr %48, align 8
  %50 = load i32, ptr addrspace(5) %13, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds %struct.tree_node, ptr addrspace(1) %49, i64 %51
  call void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) align 4 %15, ptr addrspace(1) align 4 %52, i64 16, i1 false)
  %53 = load i32, ptr addrspace(5) %14, align 4
  %54 = getelementptr inbounds nuw %struct.walk_ctx, ptr %18, i32 0, i32 0
  %55 = load ptr addrspace(1), ptr %54, align 8
  %56 = getelementptr inbounds nuw %struct.walk_ctx, ptr %18, i32 0, i32 1
  %57 = load i32, ptr %56, align 8
  %58 = getelementptr inbounds nuw %struct.walk_ctx, ptr %18, i32 0, i32 2
  %59 = load i32, ptr %58, align 4
  %60 = getelementptr inbounds nuw %struct.walk_ctx, ptr %18, i32 0, i32 3
  %61 = load [6 x i32], ptr %60, align 8
  %62 = getelementptr inbounds nuw %struct.walk_ctx, ptr %18, i32 0, i32 4
  %63 = load ptr addrspace(5), ptr %62, align 8
  %64 = getelementptr inbounds nuw %struct.tree_node, ptr addrspace(5) %15, i32 0, i32 0
  %65 = load i32, ptr addrspace(5) %64, align 4
  %66 = getelementptr inbounds nuw %struct.tree_node, ptr addrspace(5) %15, i32 0, i32 1
  %67 = load i32, ptr addrspace(5) %66, align 4
  %68 = getelementptr inbounds nuw %struct.tree_node, ptr addrspace(5) %15, i32 0, i32 2
  %69 = load i32, ptr addrspace(5) %68, align 4
  %70 = getelementptr inbounds nuw %struct.tree_node, ptr addrspace(5) %15, i32 0, i32 3
  %71 = load i32, ptr addrspace(5) %70, align 4
  %72 = call i32 @visit(ptr addrspace(1) %55, i32 %57, i32 %59, [6 x i32] %61, ptr addrspace(5) %63, i32 %65, i32 %67, i32 %69, i32 %71, i32 noundef %53) #14
  store i32 %72, ptr addrspace(5) %16, align 4
  %73 = load i32, ptr addrspace(5) %14, align 4
  %74 = srem i32 %73, 2
  %75 = icmp ne i32 %74, 0
  br i1 %75, label %76, label %79

76:                                               ; preds = %47
  %77 = load i32, ptr addrspace(5) %16, align 4
  %78 = sub nsw i32 0, %77
  br label %81

79:                                               ; preds = %47
  %80 = load i32, ptr addrspace(5) %16, align 4
  br label %81

81:                                               ; preds = %79, %76
  %82 = phi i32 [ %78, %76 ], [ %80, %79 ]
  %83 = load i32, ptr addrspace(5) %12, align 4
  %84 = add nsw i32 %83, %82
  store i32 %84, ptr addrspace(5) %12, align 4
  %85 = getelementptr inbounds [64 x i32], ptr addrspace(5) %10, i64 0, i64 0
  %86 = getelementptr inbounds nuw %struct.tree_node, ptr addrspace(5) %15, i32 0, i32 1
  %87 = load i32, ptr addrspace(5) %86, align 4
  %88 = load i32, ptr addrspace(5) %14, align 4
  %89 = add nsw i32 %88, 1
  call void @push(ptr addrspace(5) noundef %85, ptr addrspace(5) noundef %11, i32 noundef %87, i32 noundef %89) #14
  %90 = getelementptr inbounds [64 x i32], ptr addrspace(5) %10, i64 0, i64 0
  %91 = getelementptr inbounds nuw %struct.tree_node, ptr addrspace(5) %15, i32 0, i32 2
  %92 = load i32, ptr addrspace(5) %91, align 4
  %93 = load i32, ptr addrspace(5) %14, align 4
  %94 = add nsw i32 %93, 1
  call void @push(ptr addrspace(5) noundef %90, ptr addrspace(5) noundef %11, i32 noundef %92, i32 noundef %94) #14
  br label %27

95:                                               ; preds = %27
  %96 = load i32, ptr addrspace(5) %12, align 4
  ret i32 %96
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @push(ptr addrspace(5) noundef %0, ptr addrspace(5) noundef %1, i32 noundef %2, i32 noundef %3) #4 {
  %5 = alloca ptr addrspace(5), align 4, addrspace(5)
  %6 = alloca ptr addrspace(5), align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(5) %0, ptr %9, align 4
  store ptr addrspace(5) %1, ptr %10, align 4
  store i32 %2, ptr %11, align 4
  store i32 %3, ptr %12, align 4
  %13 = load i32, ptr %11, align 4
  %14 = icmp sge i32 %13, 0
  br i1 %14, label %15, label %32

15:                                               ; preds = %4
  %16 = load i32, ptr %11, align 4
  %17 = load ptr addrspace(5), ptr %9, align 4
  %18 = load ptr addrspace(5), ptr %10, align 4
  %19 = load i32, ptr addrspace(5) %18, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(5) %17, i64 %20
  store i32 %16, ptr addrspace(5) %21, align 4
  %22 = load i32, ptr %12, align 4
  %23 = load ptr addrspace(5), ptr %9, align 4
  %24 = load ptr addrspace(5), ptr %10, align 4
  %25 = load i32, ptr addrspace(5) %24, align 4
  %26 = add nsw i32 %25, 1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(5) %23, i64 %27
  store i32 %22, ptr addrspace(5) %28, align 4
  %29 = load ptr addrspace(5), ptr %10, align 4
  %30 = load i32, ptr addrspace(5) %29, align 4
  %31 = add nsw i32 %30, 2
  store i32 %31, ptr addrspace(5) %29, align 4
  br label %32

32:                                               ; preds = %15, %4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) noalias writeonly captures(none), ptr addrspace(1) noalias readonly captures(none), i64, i1 immarg) #10

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @visit(ptr addrspace(1) %0, i32 %1, i32 %2, [6 x i32] %3, ptr addrspace(5) %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 noundef %9) #4 {
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca %struct.walk_ctx, align 8, addrspace(5)
  %13 = alloca %struct.tree_node, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %11 to ptr
  %16 = addrspacecast ptr addrspace(5) %12 to ptr
  %17 = addrspacecast ptr addrspace(5) %13 to ptr
  %18 = addrspacecast ptr addrspace(5) %14 to ptr
  %19 = getelementptr inbounds nuw %struct.walk_ctx, ptr %16, i32 0, i32 0
  store ptr addrspace(1) %0, ptr %19, align 8
  %20 = getelementptr inbounds nuw %struct.walk_ctx, ptr %16, i32 0, i32 1
  store i32 %1, ptr %20, align 8
  %21 = getelementptr inbounds nuw %struct.walk_ctx, ptr %16, i32 0, i32 2
  store i32 %2, ptr %21, align 4
  %22 = getelementptr inbounds nuw %struct.walk_ctx, ptr %16, i32 0, i32 3
  store [6 x i32] %3, ptr %22, align 8
  %23 = getelementptr inbounds nuw %struct.walk_ctx, ptr %16, i32 0, i32 4
  store ptr addrspace(5) %4, ptr %23, align 8
  %24 = getelementptr inbounds nuw %struct.tree_node, ptr %17, i32 0, i32 0
  store i32 %5, ptr %24, align 4
  %25 = getelementptr inbounds nuw %struct.tree_node, ptr %17, i32 0, i32 1
  store i32 %6, ptr %25, align 4
  %26 = getelementptr inbounds nuw %struct.tree_node, ptr %17, i32 0, i32 2
  store i32 %7, ptr %26, align 4
  %27 = getelementptr inbounds nuw %struct.tree_node, ptr %17, i32 0, i32 3
  store i32 %8, ptr %27, align 4
  store i32 %9, ptr %18, align 4
  %28 = getelementptr inbounds nuw %struct.walk_ctx, ptr %16, i32 0, i32 4
  %29 = load ptr addrspace(5), ptr %28, align 8
  %30 = load i32, ptr addrspace(5) %29, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr addrspace(5) %29, align 4
  %32 = getelementptr inbounds nuw %struct.tree_node, ptr %17, i32 0, i32 0
  %33 = load i32, ptr %32, align 4
  %34 = getelementptr inbounds nuw %struct.walk_ctx, ptr %16, i32 0, i32 2
  %35 = load i32, ptr %34, align 4
  %36 = mul nsw i32 %33, %35
  %37 = getelementptr inbounds nuw %struct.tree_node, ptr %17, i32 0, i32 3
  %38 = load i32, ptr %37, align 4
  %39 = load i32, ptr %18, align 4
  %40 = mul nsw i32 %38, %39
  %41 = add nsw i32 %36, %40
  %42 = getelementptr inbounds nuw %struct.walk_ctx, ptr %16, i32 0, i32 3
  %43 = load i32, ptr %18, align 4
  %44 = srem i32 %43, 6
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [6 x i32], ptr %42, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = add nsw i32 %41, %47
  ret i32 %48
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @weigh(ptr addrspace(5) noundef byref(%struct.wide_args) align 8 %0, i32 noundef %1, ptr addrspace(5) noundef %2, ptr addrspace(1) noundef %3) #4 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca %struct.wide_args, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr addrspace(5), align 4, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  call void @llvm.memcpy.p0.p5.i64(ptr align 8 %13, ptr addrspace(5) align 8 %0, i64 160, i1 false)
  store i32 %1, ptr %14, align 4
  store ptr addrspace(5) %2, ptr %15, align 4
  store ptr addrspace(1) %3, ptr %16, align 8
  store i32 0, ptr addrspace(5) %10, align 4
  store i32 0, ptr addrspace(5) %11, align 4
  br label %17

17:                                               ; preds = %32, %4
  %18 = load i32, ptr addrspace(5) %11, align 4
  %19 = icmp slt i32 %18, 36
  br i1 %19, label %20, label %35

20:                                               ; preds = %17
  %21 = getelementptr inbounds nuw %struct.wide_args, ptr %13, i32 0, i32 0
  %22 = load i32, ptr addrspace(5) %11, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [36 x i32], ptr %21, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = load i32, ptr addrspace(5) %11, align 4
  %27 = load i32, ptr %14, align 4
  %28 = add nsw i32 %26, %27
  %29 = mul nsw i32 %25, %28
  %30 = load i32, ptr addrspace(5) %10, align 4
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr addrspace(5) %10, align 4
  br label %32

32:                                               ; preds = %20
  %33 = load i32, ptr addrspace(5) %11, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr addrspace(5) %11, align 4
  br label %17

35:                                               ; preds = %17
  %36 = load i32, ptr addrspace(5) %10, align 4
  %37 = getelementptr inbounds nuw %struct.wide_args, ptr %13, i32 0, i32 1
  %38 = load ptr addrspace(5), ptr %37, align 8
  %39 = load i32, ptr addrspace(5) %38, align 4
  %40 = add nsw i32 %39, %36
  store i32 %40, ptr addrspace(5) %38, align 4
  %41 = load ptr addrspace(5), ptr %15, align 4
  %42 = load i32, ptr addrspace(5) %41, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr addrspace(5) %41, align 4
  %44 = load i32, ptr addrspace(5) %10, align 4
  %45 = getelementptr inbounds nuw %struct.wide_args, ptr %13, i32 0, i32 2
  %46 = load ptr addrspace(1), ptr %45, align 8
  %47 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 0
  store i32 %44, ptr addrspace(1) %47, align 4
  %48 = load i32, ptr %14, align 4
  %49 = load ptr addrspace(1), ptr %16, align 8
  %50 = getelementptr inbounds i32, ptr addrspace(1) %49, i64 1
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = load i32, ptr addrspace(5) %10, align 4
  ret i32 %51
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p5.i64(ptr noalias writeonly captures(none), ptr addrspace(5) noalias readonly captures(none), i64, i1 immarg) #10

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #12

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #12

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #13

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #13

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #13

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #13

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="512,512" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="512,512" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #4 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #9 = { convergent nocallback nofree nounwind willreturn }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #13 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #14 = { convergent nounwind }

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
!8 = !{!"ulong*", !"int*"}
!9 = !{!"const", !""}
!10 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"char4*", !"uchar4*", !"short2*", !"ushort2*", !"int*", !"float*"}
!13 = !{!"char __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"short __attribute__((ext_vector_type(2)))*", !"ushort __attribute__((ext_vector_type(2)))*", !"int*", !"float*"}
!14 = !{!"const", !"const", !"const", !"const", !"", !""}
!15 = !{!"char*", !"uchar*", !"short*", !"ushort*", !"int*", !"float*"}
!16 = !{!"ulong*", !"ulong*"}
!17 = !{i32 1, i32 1, i32 1, i32 1}
!18 = !{!"none", !"none", !"none", !"none"}
!19 = !{!"float2*", !"float2*", !"float2*", !"float2*"}
!20 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*"}
!21 = !{!"const", !"const", !"const", !""}
!22 = !{!"uint*", !"uint*", !"uint*", !"uint*"}
!23 = !{!"ulong*", !"uint*", !"ulong*", !"uint4*", !"ulong*", !"uint4*"}
!24 = !{!"ulong*", !"uint*", !"ulong*", !"uint __attribute__((ext_vector_type(4)))*", !"ulong*", !"uint __attribute__((ext_vector_type(4)))*"}
!25 = !{i32 1, i32 1, i32 1}
!26 = !{!"none", !"none", !"none"}
!27 = !{!"uint*", !"uint*", !"uint*"}
!28 = !{!"const", !"const", !""}
!29 = !{!"int*", !"int*", !"int*", !"int*"}
!30 = !{i32 1}
!31 = !{!"none"}
!32 = !{!"uint*"}
!33 = !{!""}
!34 = !{i32 512, i32 1, i32 1}
!35 = !{!"float*", !"int*", !"float*"}
!36 = !{!"uint*", !"uint*"}
!37 = !{!"int*", !"int*", !"long*"}
!38 = !{i32 1, i32 1, i32 1, i32 0}
!39 = !{!"tree_node*", !"int*", !"int*", !"int"}
!40 = !{!"const", !"const", !"", !""}
!41 = !{!"int*", !"int*"}
