; ModuleID = '/work/main/tests/data/emu/src/lds.cl'
source_filename = "/work/main/tests/data/emu/src/lds.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@matmul_tiled.As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_tiled.Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@transpose.tile = internal unnamed_addr addrspace(3) global [16 x [17 x i32]] undef, align 4
@reverse_groups.buf = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @matmul_tiled(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %8 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = shl i32 %9, 4
  %11 = add i32 %10, %7
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %13 = shl i32 %12, 4
  %14 = add i32 %13, %8
  %15 = icmp sgt i32 %5, 0
  br i1 %15, label %16, label %56

16:                                               ; preds = %6
  %17 = icmp slt i32 %14, %3
  %18 = mul nsw i32 %5, %14
  %19 = add i32 %18, %7
  %20 = getelementptr inbounds nuw [16 x float], ptr addrspace(3) @matmul_tiled.As, i32 %8
  %21 = getelementptr inbounds nuw float, ptr addrspace(3) %20, i32 %7
  %22 = icmp slt i32 %11, %4
  %23 = getelementptr inbounds nuw [16 x float], ptr addrspace(3) @matmul_tiled.Bs, i32 %8
  %24 = getelementptr inbounds nuw float, ptr addrspace(3) %23, i32 %7
  %25 = getelementptr inbounds nuw float, ptr addrspace(3) @matmul_tiled.Bs, i32 %7
  %26 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 4
  %27 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 64
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 8
  %29 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 128
  %30 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 12
  %31 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 192
  %32 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 16
  %33 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 256
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 20
  %35 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 320
  %36 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 24
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 384
  %38 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 28
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 448
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 32
  %41 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 512
  %42 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 36
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 576
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 40
  %45 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 640
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 44
  %47 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 704
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 48
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 768
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 52
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 832
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 56
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 896
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 60
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 960
  br label %61

56:                                               ; preds = %83, %6
  %57 = phi float [ 0.000000e+00, %6 ], [ %132, %83 ]
  %58 = icmp slt i32 %14, %3
  %59 = icmp slt i32 %11, %4
  %60 = and i1 %58, %59
  br i1 %60, label %135, label %140

61:                                               ; preds = %16, %83
  %62 = phi i32 [ 0, %16 ], [ %133, %83 ]
  %63 = phi float [ 0.000000e+00, %16 ], [ %132, %83 ]
  %64 = add nuw nsw i32 %62, %7
  %65 = icmp slt i32 %64, %5
  %66 = select i1 %17, i1 %65, i1 false
  br i1 %66, label %67, label %72

67:                                               ; preds = %61
  %68 = add i32 %19, %62
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !13, !amdgpu.noclobber !15
  br label %72

72:                                               ; preds = %67, %61
  %73 = phi float [ %71, %67 ], [ 0.000000e+00, %61 ]
  store float %73, ptr addrspace(3) %21, align 4, !tbaa !13
  br i1 %22, label %74, label %83

74:                                               ; preds = %72
  %75 = add nuw nsw i32 %62, %8
  %76 = icmp slt i32 %75, %5
  br i1 %76, label %77, label %83

77:                                               ; preds = %74
  %78 = mul nsw i32 %75, %4
  %79 = add nsw i32 %78, %11
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !13, !amdgpu.noclobber !15
  br label %83

83:                                               ; preds = %77, %74, %72
  %84 = phi float [ %82, %77 ], [ 0.000000e+00, %74 ], [ 0.000000e+00, %72 ]
  store float %84, ptr addrspace(3) %24, align 4, !tbaa !13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %85 = load float, ptr addrspace(3) %20, align 4, !tbaa !13
  %86 = load float, ptr addrspace(3) %25, align 4, !tbaa !13
  %87 = tail call float @llvm.fmuladd.f32(float %85, float %86, float %63)
  %88 = load float, ptr addrspace(3) %26, align 4, !tbaa !13
  %89 = load float, ptr addrspace(3) %27, align 4, !tbaa !13
  %90 = tail call float @llvm.fmuladd.f32(float %88, float %89, float %87)
  %91 = load float, ptr addrspace(3) %28, align 4, !tbaa !13
  %92 = load float, ptr addrspace(3) %29, align 4, !tbaa !13
  %93 = tail call float @llvm.fmuladd.f32(float %91, float %92, float %90)
  %94 = load float, ptr addrspace(3) %30, align 4, !tbaa !13
  %95 = load float, ptr addrspace(3) %31, align 4, !tbaa !13
  %96 = tail call float @llvm.fmuladd.f32(float %94, float %95, float %93)
  %97 = load float, ptr addrspace(3) %32, align 4, !tbaa !13
  %98 = load float, ptr addrspace(3) %33, align 4, !tbaa !13
  %99 = tail call float @llvm.fmuladd.f32(float %97, float %98, float %96)
  %100 = load float, ptr addrspace(3) %34, align 4, !tbaa !13
  %101 = load float, ptr addrspace(3) %35, align 4, !tbaa !13
  %102 = tail call float @llvm.fmuladd.f32(float %100, float %101, float %99)
  %103 = load float, ptr addrspace(3) %36, align 4, !tbaa !13
  %104 = load float, ptr addrspace(3) %37, align 4, !tbaa !13
  %105 = tail call float @llvm.fmuladd.f32(float %103, float %104, float %102)
  %106 = load float, ptr addrspace(3) %38, align 4, !tbaa !13
  %107 = load float, ptr addrspace(3) %39, align 4, !tbaa !13
  %108 = tail call float @llvm.fmuladd.f32(float %106, float %107, float %105)
  %109 = load float, ptr addrspace(3) %40, align 4, !tbaa !13
  %110 = load float, ptr addrspace(3) %41, align 4, !tbaa !13
  %111 = tail call float @llvm.fmuladd.f32(float %109, float %110, float %108)
  %112 = load float, ptr addrspace(3) %42, align 4, !tbaa !13
  %113 = load float, ptr addrspace(3) %43, align 4, !tbaa !13
  %114 = tail call float @llvm.fmuladd.f32(float %112, float %113, float %111)
  %115 = load float, ptr addrspace(3) %44, align 4, !tbaa !13
  %116 = load float, ptr addrspace(3) %45, align 4, !tbaa !13
  %117 = tail call float @llvm.fmuladd.f32(float %115, float %116, float %114)
  %118 = load float, ptr addrspace(3) %46, align 4, !tbaa !13
  %119 = load float, ptr addrspace(3) %47, align 4, !tbaa !13
  %120 = tail call float @llvm.fmuladd.f32(float %118, float %119, float %117)
  %121 = load float, ptr addrspace(3) %48, align 4, !tbaa !13
  %122 = load float, ptr addrspace(3) %49, align 4, !tbaa !13
  %123 = tail call float @llvm.fmuladd.f32(float %121, float %122, float %120)
  %124 = load float, ptr addrspace(3) %50, align 4, !tbaa !13
  %125 = load float, ptr addrspace(3) %51, align 4, !tbaa !13
  %126 = tail call float @llvm.fmuladd.f32(float %124, float %125, float %123)
  %127 = load float, ptr addrspace(3) %52, align 4, !tbaa !13
  %128 = load float, ptr addrspace(3) %53, align 4, !tbaa !13
  %129 = tail call float @llvm.fmuladd.f32(float %127, float %128, float %126)
  %130 = load float, ptr addrspace(3) %54, align 4, !tbaa !13
  %131 = load float, ptr addrspace(3) %55, align 4, !tbaa !13
  %132 = tail call float @llvm.fmuladd.f32(float %130, float %131, float %129)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %133 = add nuw nsw i32 %62, 16
  %134 = icmp slt i32 %133, %5
  br i1 %134, label %61, label %56

135:                                              ; preds = %56
  %136 = mul nsw i32 %4, %14
  %137 = add nsw i32 %136, %11
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %138
  store float %57, ptr addrspace(1) %139, align 4, !tbaa !13
  br label %140

140:                                              ; preds = %56, %135
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind
define protected void @__clang_ocl_kern_imp_matmul_tiled(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %8 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = shl i32 %9, 4
  %11 = add i32 %10, %7
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %13 = shl i32 %12, 4
  %14 = add i32 %13, %8
  %15 = icmp sgt i32 %5, 0
  br i1 %15, label %16, label %56

16:                                               ; preds = %6
  %17 = icmp slt i32 %14, %3
  %18 = mul nsw i32 %5, %14
  %19 = add i32 %18, %7
  %20 = getelementptr inbounds nuw [16 x float], ptr addrspace(3) @matmul_tiled.As, i32 %8
  %21 = getelementptr inbounds nuw float, ptr addrspace(3) %20, i32 %7
  %22 = icmp slt i32 %11, %4
  %23 = getelementptr inbounds nuw [16 x float], ptr addrspace(3) @matmul_tiled.Bs, i32 %8
  %24 = getelementptr inbounds nuw float, ptr addrspace(3) %23, i32 %7
  %25 = getelementptr inbounds nuw float, ptr addrspace(3) @matmul_tiled.Bs, i32 %7
  %26 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 4
  %27 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 64
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 8
  %29 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 128
  %30 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 12
  %31 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 192
  %32 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 16
  %33 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 256
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 20
  %35 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 320
  %36 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 24
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 384
  %38 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 28
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 448
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 32
  %41 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 512
  %42 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 36
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 576
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 40
  %45 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 640
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 44
  %47 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 704
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 48
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 768
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 52
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 832
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 56
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 896
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 60
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) %25, i32 960
  br label %61

56:                                               ; preds = %83, %6
  %57 = phi float [ 0.000000e+00, %6 ], [ %132, %83 ]
  %58 = icmp slt i32 %14, %3
  %59 = icmp slt i32 %11, %4
  %60 = and i1 %58, %59
  br i1 %60, label %135, label %140

61:                                               ; preds = %16, %83
  %62 = phi i32 [ 0, %16 ], [ %133, %83 ]
  %63 = phi float [ 0.000000e+00, %16 ], [ %132, %83 ]
  %64 = add nuw nsw i32 %62, %7
  %65 = icmp slt i32 %64, %5
  %66 = select i1 %17, i1 %65, i1 false
  br i1 %66, label %67, label %72

67:                                               ; preds = %61
  %68 = add i32 %19, %62
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !13
  br label %72

72:                                               ; preds = %61, %67
  %73 = phi float [ %71, %67 ], [ 0.000000e+00, %61 ]
  store float %73, ptr addrspace(3) %21, align 4, !tbaa !13
  br i1 %22, label %74, label %83

74:                                               ; preds = %72
  %75 = add nuw nsw i32 %62, %8
  %76 = icmp slt i32 %75, %5
  br i1 %76, label %77, label %83

77:                                               ; preds = %74
  %78 = mul nsw i32 %75, %4
  %79 = add nsw i32 %78, %11
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !13
  br label %83

83:                                               ; preds = %72, %74, %77
  %84 = phi float [ %82, %77 ], [ 0.000000e+00, %74 ], [ 0.000000e+00, %72 ]
  store float %84, ptr addrspace(3) %24, align 4, !tbaa !13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %85 = load float, ptr addrspace(3) %20, align 4, !tbaa !13
  %86 = load float, ptr addrspace(3) %25, align 4, !tbaa !13
  %87 = tail call float @llvm.fmuladd.f32(float %85, float %86, float %63)
  %88 = load float, ptr addrspace(3) %26, align 4, !tbaa !13
  %89 = load float, ptr addrspace(3) %27, align 4, !tbaa !13
  %90 = tail call float @llvm.fmuladd.f32(float %88, float %89, float %87)
  %91 = load float, ptr addrspace(3) %28, align 4, !tbaa !13
  %92 = load float, ptr addrspace(3) %29, align 4, !tbaa !13
  %93 = tail call float @llvm.fmuladd.f32(float %91, float %92, float %90)
  %94 = load float, ptr addrspace(3) %30, align 4, !tbaa !13
  %95 = load float, ptr addrspace(3) %31, align 4, !tbaa !13
  %96 = tail call float @llvm.fmuladd.f32(float %94, float %95, float %93)
  %97 = load float, ptr addrspace(3) %32, align 4, !tbaa !13
  %98 = load float, ptr addrspace(3) %33, align 4, !tbaa !13
  %99 = tail call float @llvm.fmuladd.f32(float %97, float %98, float %96)
  %100 = load float, ptr addrspace(3) %34, align 4, !tbaa !13
  %101 = load float, ptr addrspace(3) %35, align 4, !tbaa !13
  %102 = tail call float @llvm.fmuladd.f32(float %100, float %101, float %99)
  %103 = load float, ptr addrspace(3) %36, align 4, !tbaa !13
  %104 = load float, ptr addrspace(3) %37, align 4, !tbaa !13
  %105 = tail call float @llvm.fmuladd.f32(float %103, float %104, float %102)
  %106 = load float, ptr addrspace(3) %38, align 4, !tbaa !13
  %107 = load float, ptr addrspace(3) %39, align 4, !tbaa !13
  %108 = tail call float @llvm.fmuladd.f32(float %106, float %107, float %105)
  %109 = load float, ptr addrspace(3) %40, align 4, !tbaa !13
  %110 = load float, ptr addrspace(3) %41, align 4, !tbaa !13
  %111 = tail call float @llvm.fmuladd.f32(float %109, float %110, float %108)
  %112 = load float, ptr addrspace(3) %42, align 4, !tbaa !13
  %113 = load float, ptr addrspace(3) %43, align 4, !tbaa !13
  %114 = tail call float @llvm.fmuladd.f32(float %112, float %113, float %111)
  %115 = load float, ptr addrspace(3) %44, align 4, !tbaa !13
  %116 = load float, ptr addrspace(3) %45, align 4, !tbaa !13
  %117 = tail call float @llvm.fmuladd.f32(float %115, float %116, float %114)
  %118 = load float, ptr addrspace(3) %46, align 4, !tbaa !13
  %119 = load float, ptr addrspace(3) %47, align 4, !tbaa !13
  %120 = tail call float @llvm.fmuladd.f32(float %118, float %119, float %117)
  %121 = load float, ptr addrspace(3) %48, align 4, !tbaa !13
  %122 = load float, ptr addrspace(3) %49, align 4, !tbaa !13
  %123 = tail call float @llvm.fmuladd.f32(float %121, float %122, float %120)
  %124 = load float, ptr addrspace(3) %50, align 4, !tbaa !13
  %125 = load float, ptr addrspace(3) %51, align 4, !tbaa !13
  %126 = tail call float @llvm.fmuladd.f32(float %124, float %125, float %123)
  %127 = load float, ptr addrspace(3) %52, align 4, !tbaa !13
  %128 = load float, ptr addrspace(3) %53, align 4, !tbaa !13
  %129 = tail call float @llvm.fmuladd.f32(float %127, float %128, float %126)
  %130 = load float, ptr addrspace(3) %54, align 4, !tbaa !13
  %131 = load float, ptr addrspace(3) %55, align 4, !tbaa !13
  %132 = tail call float @llvm.fmuladd.f32(float %130, float %131, float %129)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %133 = add nuw nsw i32 %62, 16
  %134 = icmp slt i32 %133, %5
  br i1 %134, label %61, label %56

135:                                              ; preds = %56
  %136 = mul nsw i32 %4, %14
  %137 = add nsw i32 %136, %11
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %138
  store float %57, ptr addrspace(1) %139, align 4, !tbaa !13
  br label %140

140:                                              ; preds = %135, %56
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @transpose(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !20
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !22
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = trunc i64 %17 to i32
  %19 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 14
  %22 = load i16, ptr addrspace(4) %21, align 2, !tbaa !20
  %23 = zext i16 %22 to i64
  %24 = mul nuw nsw i64 %23, %20
  %25 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 48
  %28 = load i64, ptr addrspace(4) %27, align 8, !tbaa !22
  %29 = add i64 %28, %26
  %30 = add i64 %29, %24
  %31 = trunc i64 %30 to i32
  %32 = icmp sgt i32 %2, %18
  %33 = icmp sgt i32 %3, %31
  %34 = select i1 %32, i1 %33, i1 false
  br i1 %34, label %35, label %43

35:                                               ; preds = %4
  %36 = mul nsw i32 %2, %31
  %37 = add nsw i32 %36, %18
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %38
  %40 = load i32, ptr addrspace(1) %39, align 4, !tbaa !5, !amdgpu.noclobber !15
  %41 = getelementptr inbounds nuw [17 x i32], ptr addrspace(3) @transpose.tile, i32 %25
  %42 = getelementptr inbounds nuw i32, ptr addrspace(3) %41, i32 %12
  store i32 %40, ptr addrspace(3) %42, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %35, %4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %44 = shl i32 %19, 4
  %45 = add i32 %44, %12
  %46 = shl i32 %5, 4
  %47 = add i32 %46, %25
  %48 = icmp slt i32 %45, %3
  %49 = icmp slt i32 %47, %2
  %50 = and i1 %49, %48
  br i1 %50, label %51, label %59

51:                                               ; preds = %43
  %52 = getelementptr inbounds nuw [17 x i32], ptr addrspace(3) @transpose.tile, i32 %12
  %53 = getelementptr inbounds nuw i32, ptr addrspace(3) %52, i32 %25
  %54 = load i32, ptr addrspace(3) %53, align 4, !tbaa !5
  %55 = mul nsw i32 %3, %47
  %56 = add nsw i32 %55, %45
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %57
  store i32 %54, ptr addrspace(1) %58, align 4, !tbaa !5
  br label %59

59:                                               ; preds = %43, %51
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn
define protected void @__clang_ocl_kern_imp_transpose(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !20
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !22
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = trunc i64 %17 to i32
  %19 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 14
  %22 = load i16, ptr addrspace(4) %21, align 2, !tbaa !20
  %23 = zext i16 %22 to i64
  %24 = mul nuw nsw i64 %23, %20
  %25 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 48
  %28 = load i64, ptr addrspace(4) %27, align 8, !tbaa !22
  %29 = add i64 %28, %26
  %30 = add i64 %29, %24
  %31 = trunc i64 %30 to i32
  %32 = icmp sgt i32 %2, %18
  %33 = icmp sgt i32 %3, %31
  %34 = select i1 %32, i1 %33, i1 false
  br i1 %34, label %35, label %43

35:                                               ; preds = %4
  %36 = mul nsw i32 %2, %31
  %37 = add nsw i32 %36, %18
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %38
  %40 = load i32, ptr addrspace(1) %39, align 4, !tbaa !5
  %41 = getelementptr inbounds nuw [17 x i32], ptr addrspace(3) @transpose.tile, i32 %25
  %42 = getelementptr inbounds nuw i32, ptr addrspace(3) %41, i32 %12
  store i32 %40, ptr addrspace(3) %42, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %4, %35
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %44 = shl i32 %19, 4
  %45 = add i32 %44, %12
  %46 = shl i32 %5, 4
  %47 = add i32 %46, %25
  %48 = icmp slt i32 %45, %3
  %49 = icmp slt i32 %47, %2
  %50 = and i1 %49, %48
  br i1 %50, label %51, label %59

51:                                               ; preds = %43
  %52 = getelementptr inbounds nuw [17 x i32], ptr addrspace(3) @transpose.tile, i32 %12
  %53 = getelementptr inbounds nuw i32, ptr addrspace(3) %52, i32 %25
  %54 = load i32, ptr addrspace(3) %53, align 4, !tbaa !5
  %55 = mul nsw i32 %3, %47
  %56 = add nsw i32 %55, %45
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %57
  store i32 %54, ptr addrspace(1) %58, align 4, !tbaa !5
  br label %59

59:                                               ; preds = %51, %43
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @reverse_groups(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #4 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = load i32, ptr addrspace(4) %4, align 4, !tbaa !5
  %7 = icmp ult i32 %5, %6
  %8 = select i1 %7, i64 12, i64 18
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 %8
  %10 = load i16, ptr addrspace(4) %9, align 2, !tbaa !20
  %11 = zext i16 %10 to i32
  %12 = zext i32 %5 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %14 = load i16, ptr addrspace(4) %13, align 4, !tbaa !20
  %15 = zext i16 %14 to i64
  %16 = mul nuw nsw i64 %15, %12
  %17 = zext nneg i32 %3 to i64
  %18 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 40
  %19 = load i64, ptr addrspace(4) %18, align 8, !tbaa !22
  %20 = add i64 %19, %17
  %21 = add i64 %20, %16
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13, !amdgpu.noclobber !15
  %24 = getelementptr inbounds nuw float, ptr addrspace(3) @reverse_groups.buf, i32 %3
  store float %23, ptr addrspace(3) %24, align 4, !tbaa !13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %25 = xor i32 %3, -1
  %26 = getelementptr float, ptr addrspace(3) @reverse_groups.buf, i32 %11
  %27 = getelementptr float, ptr addrspace(3) %26, i32 %25
  %28 = load float, ptr addrspace(3) %27, align 4, !tbaa !13
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %21
  store float %28, ptr addrspace(1) %29, align 4, !tbaa !13
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn
define protected void @__clang_ocl_kern_imp_reverse_groups(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #5 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = load i32, ptr addrspace(4) %4, align 4, !tbaa !5
  %7 = icmp ult i32 %5, %6
  %8 = select i1 %7, i64 12, i64 18
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 %8
  %10 = load i16, ptr addrspace(4) %9, align 2, !tbaa !20
  %11 = zext i16 %10 to i32
  %12 = zext i32 %5 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %14 = load i16, ptr addrspace(4) %13, align 4, !tbaa !20
  %15 = zext i16 %14 to i64
  %16 = mul nuw nsw i64 %15, %12
  %17 = zext nneg i32 %3 to i64
  %18 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 40
  %19 = load i64, ptr addrspace(4) %18, align 8, !tbaa !22
  %20 = add i64 %19, %17
  %21 = add i64 %20, %16
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13
  %24 = getelementptr inbounds nuw float, ptr addrspace(3) @reverse_groups.buf, i32 %3
  store float %23, ptr addrspace(3) %24, align 4, !tbaa !13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %25 = xor i32 %3, -1
  %26 = getelementptr float, ptr addrspace(3) @reverse_groups.buf, i32 %11
  %27 = getelementptr float, ptr addrspace(3) %26, i32 %25
  %28 = load float, ptr addrspace(3) %27, align 4, !tbaa !13
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %21
  store float %28, ptr addrspace(1) %29, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @local_arg(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(3) noundef align 4 captures(none) %2, ptr addrspace(3) noundef align 4 captures(none) %3) local_unnamed_addr #4 !kernel_arg_addr_space !28 !kernel_arg_access_qual !17 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !19 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = load i32, ptr addrspace(4) %6, align 4, !tbaa !5
  %9 = icmp ult i32 %7, %8
  %10 = select i1 %9, i64 12, i64 18
  %11 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 %10
  %12 = load i16, ptr addrspace(4) %11, align 2, !tbaa !20
  %13 = zext i16 %12 to i32
  %14 = zext i32 %7 to i64
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %16 = load i16, ptr addrspace(4) %15, align 4, !tbaa !20
  %17 = zext i16 %16 to i64
  %18 = mul nuw nsw i64 %17, %14
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %21 = load i64, ptr addrspace(4) %20, align 8, !tbaa !22
  %22 = add i64 %21, %19
  %23 = add i64 %22, %18
  %24 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !5, !amdgpu.noclobber !15
  %26 = mul nsw i32 %25, 3
  %27 = getelementptr inbounds nuw i32, ptr addrspace(3) %2, i32 %5
  store i32 %26, ptr addrspace(3) %27, align 4, !tbaa !5
  %28 = uitofp nneg i32 %5 to float
  %29 = getelementptr inbounds nuw float, ptr addrspace(3) %3, i32 %5
  store float %28, ptr addrspace(3) %29, align 4, !tbaa !13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %30 = trunc nuw nsw i32 %5 to i16
  %31 = add nuw nsw i16 %30, 1
  %32 = urem i16 %31, %12
  %33 = zext nneg i16 %32 to i32
  %34 = getelementptr inbounds nuw i32, ptr addrspace(3) %2, i32 %33
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !5
  %36 = xor i32 %5, -1
  %37 = getelementptr float, ptr addrspace(3) %3, i32 %13
  %38 = getelementptr float, ptr addrspace(3) %37, i32 %36
  %39 = load float, ptr addrspace(3) %38, align 4, !tbaa !13
  %40 = fptosi float %39 to i32
  %41 = add nsw i32 %35, %40
  %42 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %23
  store i32 %41, ptr addrspace(1) %42, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn
define protected void @__clang_ocl_kern_imp_local_arg(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(3) noundef align 4 captures(none) %2, ptr addrspace(3) noundef align 4 captures(none) %3) local_unnamed_addr #5 !kernel_arg_addr_space !28 !kernel_arg_access_qual !17 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !19 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = load i32, ptr addrspace(4) %6, align 4, !tbaa !5
  %9 = icmp ult i32 %7, %8
  %10 = select i1 %9, i64 12, i64 18
  %11 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 %10
  %12 = load i16, ptr addrspace(4) %11, align 2, !tbaa !20
  %13 = zext i16 %12 to i32
  %14 = zext i32 %7 to i64
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %16 = load i16, ptr addrspace(4) %15, align 4, !tbaa !20
  %17 = zext i16 %16 to i64
  %18 = mul nuw nsw i64 %17, %14
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %21 = load i64, ptr addrspace(4) %20, align 8, !tbaa !22
  %22 = add i64 %21, %19
  %23 = add i64 %22, %18
  %24 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !5
  %26 = mul nsw i32 %25, 3
  %27 = getelementptr inbounds nuw i32, ptr addrspace(3) %2, i32 %5
  store i32 %26, ptr addrspace(3) %27, align 4, !tbaa !5
  %28 = uitofp nneg i32 %5 to float
  %29 = getelementptr inbounds nuw float, ptr addrspace(3) %3, i32 %5
  store float %28, ptr addrspace(3) %29, align 4, !tbaa !13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %30 = trunc nuw nsw i32 %5 to i16
  %31 = add nuw nsw i16 %30, 1
  %32 = urem i16 %31, %12
  %33 = zext nneg i16 %32 to i32
  %34 = getelementptr inbounds nuw i32, ptr addrspace(3) %2, i32 %33
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !5
  %36 = xor i32 %5, -1
  %37 = getelementptr float, ptr addrspace(3) %3, i32 %13
  %38 = getelementptr float, ptr addrspace(3) %37, i32 %36
  %39 = load float, ptr addrspace(3) %38, align 4, !tbaa !13
  %40 = fptosi float %39 to i32
  %41 = add nsw i32 %35, %40
  %42 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %23
  store i32 %41, ptr addrspace(1) %42, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #8

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!12 = !{!"const", !"const", !"", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
!16 = !{i32 1, i32 1, i32 0, i32 0}
!17 = !{!"none", !"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int", !"int"}
!19 = !{!"const", !"", !"", !""}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !7, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"long", !7, i64 0}
!24 = !{i32 1, i32 1}
!25 = !{!"none", !"none"}
!26 = !{!"float*", !"float*"}
!27 = !{!"const", !""}
!28 = !{i32 1, i32 1, i32 3, i32 3}
!29 = !{!"int*", !"int*", !"int*", !"float*"}
