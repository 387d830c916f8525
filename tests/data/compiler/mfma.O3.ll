; ModuleID = '/work/main/tests/data/emu/src/mfma.cl'
source_filename = "/work/main/tests/data/emu/src/mfma.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_32x32x8f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = and i32 %4, 31
  %6 = shl nuw nsw i32 %5, 3
  %7 = lshr i32 %4, 3
  %8 = and i32 %7, 124
  %9 = add nuw nsw i32 %6, %8
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %10
  %12 = shl nuw nsw i32 %8, 5
  %13 = or disjoint i32 %12, %5
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %14
  %16 = load half, ptr addrspace(1) %15, align 2, !tbaa !13, !amdgpu.noclobber !15
  %17 = insertelement <4 x half> poison, half %16, i64 0
  %18 = load <2 x half>, ptr addrspace(1) %11, align 2, !tbaa !13
  %19 = shl nuw nsw i32 %8, 5
  %20 = or disjoint i32 %19, %5
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %21
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 64
  %24 = load half, ptr addrspace(1) %23, align 2, !tbaa !13, !amdgpu.noclobber !15
  %25 = insertelement <4 x half> %17, half %24, i64 1
  %26 = zext nneg i32 %9 to i64
  %27 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %26
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 4
  %29 = shl nuw nsw i32 %8, 5
  %30 = or disjoint i32 %29, %5
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %31
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %32, i64 128
  %34 = load half, ptr addrspace(1) %33, align 2, !tbaa !13, !amdgpu.noclobber !15
  %35 = insertelement <4 x half> %25, half %34, i64 2
  %36 = load <2 x half>, ptr addrspace(1) %28, align 2, !tbaa !13
  %37 = shufflevector <2 x half> %18, <2 x half> %36, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %38 = shl nuw nsw i32 %7, 5
  %39 = or disjoint i32 %38, %5
  %40 = or i32 %39, 96
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %41
  %43 = load half, ptr addrspace(1) %42, align 2, !tbaa !13, !amdgpu.noclobber !15
  %44 = insertelement <4 x half> %35, half %43, i64 3
  %45 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %37, <4 x half> %44, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %46 = extractelement <16 x float> %45, i64 0
  %47 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %14
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !16
  %48 = extractelement <16 x float> %45, i64 1
  %49 = shl nuw nsw i32 %8, 5
  %50 = or disjoint i32 %49, %5
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr addrspace(1) %52, i64 128
  store float %48, ptr addrspace(1) %53, align 4, !tbaa !16
  %54 = extractelement <16 x float> %45, i64 2
  %55 = shl nuw nsw i32 %8, 5
  %56 = or disjoint i32 %55, %5
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %57
  %59 = getelementptr inbounds nuw i8, ptr addrspace(1) %58, i64 256
  store float %54, ptr addrspace(1) %59, align 4, !tbaa !16
  %60 = extractelement <16 x float> %45, i64 3
  %61 = shl nuw nsw i32 %7, 5
  %62 = or disjoint i32 %61, %5
  %63 = or i32 %62, 96
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %64
  store float %60, ptr addrspace(1) %65, align 4, !tbaa !16
  %66 = add nuw nsw i32 %8, 8
  %67 = extractelement <16 x float> %45, i64 4
  %68 = shl nuw nsw i32 %66, 5
  %69 = or disjoint i32 %68, %5
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %70
  store float %67, ptr addrspace(1) %71, align 4, !tbaa !16
  %72 = extractelement <16 x float> %45, i64 5
  %73 = shl nuw nsw i32 %66, 5
  %74 = or disjoint i32 %73, %5
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %75
  %77 = getelementptr inbounds nuw i8, ptr addrspace(1) %76, i64 128
  store float %72, ptr addrspace(1) %77, align 4, !tbaa !16
  %78 = extractelement <16 x float> %45, i64 6
  %79 = shl nuw nsw i32 %66, 5
  %80 = or disjoint i32 %79, %5
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %81
  %83 = getelementptr inbounds nuw i8, ptr addrspace(1) %82, i64 256
  store float %78, ptr addrspace(1) %83, align 4, !tbaa !16
  %84 = extractelement <16 x float> %45, i64 7
  %85 = shl nuw nsw i32 %66, 5
  %86 = or disjoint i32 %85, %5
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %87
  %89 = getelementptr inbounds nuw i8, ptr addrspace(1) %88, i64 384
  store float %84, ptr addrspace(1) %89, align 4, !tbaa !16
  %90 = add nuw nsw i32 %8, 16
  %91 = extractelement <16 x float> %45, i64 8
  %92 = shl nuw nsw i32 %90, 5
  %93 = or disjoint i32 %92, %5
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %94
  store float %91, ptr addrspace(1) %95, align 4, !tbaa !16
  %96 = extractelement <16 x float> %45, i64 9
  %97 = shl nuw nsw i32 %90, 5
  %98 = or disjoint i32 %97, %5
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %99
  %101 = getelementptr inbounds nuw i8, ptr addrspace(1) %100, i64 128
  store float %96, ptr addrspace(1) %101, align 4, !tbaa !16
  %102 = extractelement <16 x float> %45, i64 10
  %103 = shl nuw nsw i32 %90, 5
  %104 = or disjoint i32 %103, %5
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %105
  %107 = getelementptr inbounds nuw i8, ptr addrspace(1) %106, i64 256
  store float %102, ptr addrspace(1) %107, align 4, !tbaa !16
  %108 = extractelement <16 x float> %45, i64 11
  %109 = shl nuw nsw i32 %90, 5
  %110 = or disjoint i32 %109, %5
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %111
  %113 = getelementptr inbounds nuw i8, ptr addrspace(1) %112, i64 384
  store float %108, ptr addrspace(1) %113, align 4, !tbaa !16
  %114 = add nuw nsw i32 %8, 24
  %115 = extractelement <16 x float> %45, i64 12
  %116 = shl nuw nsw i32 %114, 5
  %117 = or disjoint i32 %116, %5
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %118
  store float %115, ptr addrspace(1) %119, align 4, !tbaa !16
  %120 = extractelement <16 x float> %45, i64 13
  %121 = shl nuw nsw i32 %114, 5
  %122 = or disjoint i32 %121, %5
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %123
  %125 = getelementptr inbounds nuw i8, ptr addrspace(1) %124, i64 128
  store float %120, ptr addrspace(1) %125, align 4, !tbaa !16
  %126 = extractelement <16 x float> %45, i64 14
  %127 = shl nuw nsw i32 %114, 5
  %128 = or disjoint i32 %127, %5
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %129
  %131 = getelementptr inbounds nuw i8, ptr addrspace(1) %130, i64 256
  store float %126, ptr addrspace(1) %131, align 4, !tbaa !16
  %132 = extractelement <16 x float> %45, i64 15
  %133 = shl nuw nsw i32 %114, 5
  %134 = or disjoint i32 %133, %5
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %135
  %137 = getelementptr inbounds nuw i8, ptr addrspace(1) %136, i64 384
  store float %132, ptr addrspace(1) %137, align 4, !tbaa !16
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_32x32x8f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = and i32 %4, 31
  %6 = shl nuw nsw i32 %5, 3
  %7 = lshr i32 %4, 3
  %8 = and i32 %7, 124
  %9 = add nuw nsw i32 %6, %8
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %10
  %12 = shl nuw nsw i32 %8, 5
  %13 = or disjoint i32 %12, %5
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %14
  %16 = load half, ptr addrspace(1) %15, align 2, !tbaa !13
  %17 = insertelement <4 x half> poison, half %16, i64 0
  %18 = load <2 x half>, ptr addrspace(1) %11, align 2, !tbaa !13
  %19 = shl nuw nsw i32 %8, 5
  %20 = or disjoint i32 %19, %5
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %21
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 64
  %24 = load half, ptr addrspace(1) %23, align 2, !tbaa !13
  %25 = insertelement <4 x half> %17, half %24, i64 1
  %26 = zext nneg i32 %9 to i64
  %27 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %26
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 4
  %29 = shl nuw nsw i32 %8, 5
  %30 = or disjoint i32 %29, %5
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %31
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %32, i64 128
  %34 = load half, ptr addrspace(1) %33, align 2, !tbaa !13
  %35 = insertelement <4 x half> %25, half %34, i64 2
  %36 = load <2 x half>, ptr addrspace(1) %28, align 2, !tbaa !13
  %37 = shufflevector <2 x half> %18, <2 x half> %36, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %38 = shl nuw nsw i32 %7, 5
  %39 = or disjoint i32 %38, %5
  %40 = or i32 %39, 96
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %41
  %43 = load half, ptr addrspace(1) %42, align 2, !tbaa !13
  %44 = insertelement <4 x half> %35, half %43, i64 3
  %45 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %37, <4 x half> %44, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %46 = extractelement <16 x float> %45, i64 0
  %47 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %14
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !16
  %48 = extractelement <16 x float> %45, i64 1
  %49 = shl nuw nsw i32 %8, 5
  %50 = or disjoint i32 %49, %5
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr addrspace(1) %52, i64 128
  store float %48, ptr addrspace(1) %53, align 4, !tbaa !16
  %54 = extractelement <16 x float> %45, i64 2
  %55 = shl nuw nsw i32 %8, 5
  %56 = or disjoint i32 %55, %5
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %57
  %59 = getelementptr inbounds nuw i8, ptr addrspace(1) %58, i64 256
  store float %54, ptr addrspace(1) %59, align 4, !tbaa !16
  %60 = extractelement <16 x float> %45, i64 3
  %61 = shl nuw nsw i32 %7, 5
  %62 = or disjoint i32 %61, %5
  %63 = or i32 %62, 96
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %64
  store float %60, ptr addrspace(1) %65, align 4, !tbaa !16
  %66 = add nuw nsw i32 %8, 8
  %67 = extractelement <16 x float> %45, i64 4
  %68 = shl nuw nsw i32 %66, 5
  %69 = or disjoint i32 %68, %5
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %70
  store float %67, ptr addrspace(1) %71, align 4, !tbaa !16
  %72 = extractelement <16 x float> %45, i64 5
  %73 = shl nuw nsw i32 %66, 5
  %74 = or disjoint i32 %73, %5
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %75
  %77 = getelementptr inbounds nuw i8, ptr addrspace(1) %76, i64 128
  store float %72, ptr addrspace(1) %77, align 4, !tbaa !16
  %78 = extractelement <16 x float> %45, i64 6
  %79 = shl nuw nsw i32 %66, 5
  %80 = or disjoint i32 %79, %5
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %81
  %83 = getelementptr inbounds nuw i8, ptr addrspace(1) %82, i64 256
  store float %78, ptr addrspace(1) %83, align 4, !tbaa !16
  %84 = extractelement <16 x float> %45, i64 7
  %85 = shl nuw nsw i32 %66, 5
  %86 = or disjoint i32 %85, %5
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %87
  %89 = getelementptr inbounds nuw i8, ptr addrspace(1) %88, i64 384
  store float %84, ptr addrspace(1) %89, align 4, !tbaa !16
  %90 = add nuw nsw i32 %8, 16
  %91 = extractelement <16 x float> %45, i64 8
  %92 = shl nuw nsw i32 %90, 5
  %93 = or disjoint i32 %92, %5
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %94
  store float %91, ptr addrspace(1) %95, align 4, !tbaa !16
  %96 = extractelement <16 x float> %45, i64 9
  %97 = shl nuw nsw i32 %90, 5
  %98 = or disjoint i32 %97, %5
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %99
  %101 = getelementptr inbounds nuw i8, ptr addrspace(1) %100, i64 128
  store float %96, ptr addrspace(1) %101, align 4, !tbaa !16
  %102 = extractelement <16 x float> %45, i64 10
  %103 = shl nuw nsw i32 %90, 5
  %104 = or disjoint i32 %103, %5
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %105
  %107 = getelementptr inbounds nuw i8, ptr addrspace(1) %106, i64 256
  store float %102, ptr addrspace(1) %107, align 4, !tbaa !16
  %108 = extractelement <16 x float> %45, i64 11
  %109 = shl nuw nsw i32 %90, 5
  %110 = or disjoint i32 %109, %5
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %111
  %113 = getelementptr inbounds nuw i8, ptr addrspace(1) %112, i64 384
  store float %108, ptr addrspace(1) %113, align 4, !tbaa !16
  %114 = add nuw nsw i32 %8, 24
  %115 = extractelement <16 x float> %45, i64 12
  %116 = shl nuw nsw i32 %114, 5
  %117 = or disjoint i32 %116, %5
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %118
  store float %115, ptr addrspace(1) %119, align 4, !tbaa !16
  %120 = extractelement <16 x float> %45, i64 13
  %121 = shl nuw nsw i32 %114, 5
  %122 = or disjoint i32 %121, %5
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %123
  %125 = getelementptr inbounds nuw i8, ptr addrspace(1) %124, i64 128
  store float %120, ptr addrspace(1) %125, align 4, !tbaa !16
  %126 = extractelement <16 x float> %45, i64 14
  %127 = shl nuw nsw i32 %114, 5
  %128 = or disjoint i32 %127, %5
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %129
  %131 = getelementptr inbounds nuw i8, ptr addrspace(1) %130, i64 256
  store float %126, ptr addrspace(1) %131, align 4, !tbaa !16
  %132 = extractelement <16 x float> %45, i64 15
  %133 = shl nuw nsw i32 %114, 5
  %134 = or disjoint i32 %133, %5
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %135
  %137 = getelementptr inbounds nuw i8, ptr addrspace(1) %136, i64 384
  store float %132, ptr addrspace(1) %137, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_16x16x16f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = and i32 %4, 15
  %6 = shl nuw nsw i32 %5, 4
  %7 = lshr i32 %4, 2
  %8 = and i32 %7, 252
  %9 = add nuw nsw i32 %6, %8
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %10
  %12 = shl nuw nsw i32 %8, 4
  %13 = or disjoint i32 %12, %5
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %14
  %16 = load half, ptr addrspace(1) %15, align 2, !tbaa !13, !amdgpu.noclobber !15
  %17 = insertelement <4 x half> poison, half %16, i64 0
  %18 = load <2 x half>, ptr addrspace(1) %11, align 2, !tbaa !13
  %19 = shl nuw nsw i32 %8, 4
  %20 = or disjoint i32 %19, %5
  %21 = or disjoint i32 %20, 16
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %22
  %24 = load half, ptr addrspace(1) %23, align 2, !tbaa !13, !amdgpu.noclobber !15
  %25 = insertelement <4 x half> %17, half %24, i64 1
  %26 = zext nneg i32 %9 to i64
  %27 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %26
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 4
  %29 = shl nuw nsw i32 %8, 4
  %30 = or disjoint i32 %29, %5
  %31 = or disjoint i32 %30, 32
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %32
  %34 = load half, ptr addrspace(1) %33, align 2, !tbaa !13, !amdgpu.noclobber !15
  %35 = insertelement <4 x half> %25, half %34, i64 2
  %36 = load <2 x half>, ptr addrspace(1) %28, align 2, !tbaa !13
  %37 = shufflevector <2 x half> %18, <2 x half> %36, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %38 = shl nuw nsw i32 %7, 4
  %39 = or disjoint i32 %38, %5
  %40 = or i32 %39, 48
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %41
  %43 = load half, ptr addrspace(1) %42, align 2, !tbaa !13, !amdgpu.noclobber !15
  %44 = insertelement <4 x half> %35, half %43, i64 3
  %45 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %37, <4 x half> %44, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %46 = extractelement <4 x float> %45, i64 0
  %47 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %14
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !16
  %48 = extractelement <4 x float> %45, i64 1
  %49 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %22
  store float %48, ptr addrspace(1) %49, align 4, !tbaa !16
  %50 = extractelement <4 x float> %45, i64 2
  %51 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %32
  store float %50, ptr addrspace(1) %51, align 4, !tbaa !16
  %52 = extractelement <4 x float> %45, i64 3
  %53 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %41
  store float %52, ptr addrspace(1) %53, align 4, !tbaa !16
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_16x16x16f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = and i32 %4, 15
  %6 = shl nuw nsw i32 %5, 4
  %7 = lshr i32 %4, 2
  %8 = and i32 %7, 252
  %9 = add nuw nsw i32 %6, %8
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %10
  %12 = shl nuw nsw i32 %8, 4
  %13 = or disjoint i32 %12, %5
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %14
  %16 = load half, ptr addrspace(1) %15, align 2, !tbaa !13
  %17 = insertelement <4 x half> poison, half %16, i64 0
  %18 = load <2 x half>, ptr addrspace(1) %11, align 2, !tbaa !13
  %19 = shl nuw nsw i32 %8, 4
  %20 = or disjoint i32 %19, %5
  %21 = or disjoint i32 %20, 16
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %22
  %24 = load half, ptr addrspace(1) %23, align 2, !tbaa !13
  %25 = insertelement <4 x half> %17, half %24, i64 1
  %26 = zext nneg i32 %9 to i64
  %27 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %26
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 4
  %29 = shl nuw nsw i32 %8, 4
  %30 = or disjoint i32 %29, %5
  %31 = or disjoint i32 %30, 32
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %32
  %34 = load half, ptr addrspace(1) %33, align 2, !tbaa !13
  %35 = insertelement <4 x half> %25, half %34, i64 2
  %36 = load <2 x half>, ptr addrspace(1) %28, align 2, !tbaa !13
  %37 = shufflevector <2 x half> %18, <2 x half> %36, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %38 = shl nuw nsw i32 %7, 4
  %39 = or disjoint i32 %38, %5
  %40 = or i32 %39, 48
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %41
  %43 = load half, ptr addrspace(1) %42, align 2, !tbaa !13
  %44 = insertelement <4 x half> %35, half %43, i64 3
  %45 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %37, <4 x half> %44, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %46 = extractelement <4 x float> %45, i64 0
  %47 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %14
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !16
  %48 = extractelement <4 x float> %45, i64 1
  %49 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %22
  store float %48, ptr addrspace(1) %49, align 4, !tbaa !16
  %50 = extractelement <4 x float> %45, i64 2
  %51 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %32
  store float %50, ptr addrspace(1) %51, align 4, !tbaa !16
  %52 = extractelement <4 x float> %45, i64 3
  %53 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %41
  store float %52, ptr addrspace(1) %53, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_32x32x2f32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = lshr i32 %4, 3
  %6 = and i32 %5, 124
  %7 = and i32 %4, 31
  %8 = shl nuw nsw i32 %6, 5
  %9 = or disjoint i32 %8, %7
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !16, !amdgpu.noclobber !15
  %13 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %12, i64 0
  %14 = shl nuw nsw i32 %6, 5
  %15 = or disjoint i32 %14, %7
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %16
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 128
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !16, !amdgpu.noclobber !15
  %20 = insertelement <16 x float> %13, float %19, i64 1
  %21 = shl nuw nsw i32 %6, 5
  %22 = or disjoint i32 %21, %7
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %23
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %24, i64 256
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !16, !amdgpu.noclobber !15
  %27 = insertelement <16 x float> %20, float %26, i64 2
  %28 = shl nuw nsw i32 %5, 5
  %29 = or disjoint i32 %28, %7
  %30 = or i32 %29, 96
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !16, !amdgpu.noclobber !15
  %34 = insertelement <16 x float> %27, float %33, i64 3
  %35 = add nuw nsw i32 %6, 8
  %36 = shl nuw nsw i32 %35, 5
  %37 = or disjoint i32 %36, %7
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !16, !amdgpu.noclobber !15
  %41 = insertelement <16 x float> %34, float %40, i64 4
  %42 = shl nuw nsw i32 %35, 5
  %43 = or disjoint i32 %42, %7
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %44
  %46 = getelementptr inbounds nuw i8, ptr addrspace(1) %45, i64 128
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !16, !amdgpu.noclobber !15
  %48 = insertelement <16 x float> %41, float %47, i64 5
  %49 = shl nuw nsw i32 %35, 5
  %50 = or disjoint i32 %49, %7
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr addrspace(1) %52, i64 256
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !16, !amdgpu.noclobber !15
  %55 = insertelement <16 x float> %48, float %54, i64 6
  %56 = shl nuw nsw i32 %35, 5
  %57 = or disjoint i32 %56, %7
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %58
  %60 = getelementptr inbounds nuw i8, ptr addrspace(1) %59, i64 384
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !16, !amdgpu.noclobber !15
  %62 = insertelement <16 x float> %55, float %61, i64 7
  %63 = add nuw nsw i32 %6, 16
  %64 = shl nuw nsw i32 %63, 5
  %65 = or disjoint i32 %64, %7
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !16, !amdgpu.noclobber !15
  %69 = insertelement <16 x float> %62, float %68, i64 8
  %70 = shl nuw nsw i32 %63, 5
  %71 = or disjoint i32 %70, %7
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %72
  %74 = getelementptr inbounds nuw i8, ptr addrspace(1) %73, i64 128
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !16, !amdgpu.noclobber !15
  %76 = insertelement <16 x float> %69, float %75, i64 9
  %77 = shl nuw nsw i32 %63, 5
  %78 = or disjoint i32 %77, %7
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %79
  %81 = getelementptr inbounds nuw i8, ptr addrspace(1) %80, i64 256
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !16, !amdgpu.noclobber !15
  %83 = insertelement <16 x float> %76, float %82, i64 10
  %84 = shl nuw nsw i32 %63, 5
  %85 = or disjoint i32 %84, %7
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %86
  %88 = getelementptr inbounds nuw i8, ptr addrspace(1) %87, i64 384
  %89 = load float, ptr addrspace(1) %88, align 4, !tbaa !16, !amdgpu.noclobber !15
  %90 = insertelement <16 x float> %83, float %89, i64 11
  %91 = add nuw nsw i32 %6, 24
  %92 = shl nuw nsw i32 %91, 5
  %93 = or disjoint i32 %92, %7
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4, !tbaa !16, !amdgpu.noclobber !15
  %97 = insertelement <16 x float> %90, float %96, i64 12
  %98 = shl nuw nsw i32 %91, 5
  %99 = or disjoint i32 %98, %7
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %100
  %102 = getelementptr inbounds nuw i8, ptr addrspace(1) %101, i64 128
  %103 = load float, ptr addrspace(1) %102, align 4, !tbaa !16, !amdgpu.noclobber !15
  %104 = insertelement <16 x float> %97, float %103, i64 13
  %105 = shl nuw nsw i32 %91, 5
  %106 = or disjoint i32 %105, %7
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %107
  %109 = getelementptr inbounds nuw i8, ptr addrspace(1) %108, i64 256
  %110 = load float, ptr addrspace(1) %109, align 4, !tbaa !16, !amdgpu.noclobber !15
  %111 = insertelement <16 x float> %104, float %110, i64 14
  %112 = shl nuw nsw i32 %91, 5
  %113 = or disjoint i32 %112, %7
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %114
  %116 = getelementptr inbounds nuw i8, ptr addrspace(1) %115, i64 384
  %117 = load float, ptr addrspace(1) %116, align 4, !tbaa !16, !amdgpu.noclobber !15
  %118 = insertelement <16 x float> %111, float %117, i64 15
  %119 = shl nuw nsw i32 %7, 1
  %120 = lshr i32 %4, 5
  %121 = add nuw nsw i32 %119, %120
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %122
  %124 = load float, ptr addrspace(1) %123, align 4, !tbaa !16, !amdgpu.noclobber !15
  %125 = zext nneg i32 %4 to i64
  %126 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %125
  %127 = load float, ptr addrspace(1) %126, align 4, !tbaa !16, !amdgpu.noclobber !15
  %128 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %124, float %127, <16 x float> %118, i32 0, i32 0, i32 0)
  %129 = shl nuw nsw i32 %120, 2
  %130 = extractelement <16 x float> %128, i64 0
  %131 = shl nuw nsw i32 %120, 7
  %132 = or disjoint i32 %131, %7
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %133
  store float %130, ptr addrspace(1) %134, align 4, !tbaa !16
  %135 = extractelement <16 x float> %128, i64 1
  %136 = shl nuw nsw i32 %120, 7
  %137 = or disjoint i32 %136, %7
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %138
  %140 = getelementptr inbounds nuw i8, ptr addrspace(1) %139, i64 128
  store float %135, ptr addrspace(1) %140, align 4, !tbaa !16
  %141 = extractelement <16 x float> %128, i64 2
  %142 = shl nuw nsw i32 %120, 7
  %143 = or disjoint i32 %142, %7
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %144
  %146 = getelementptr inbounds nuw i8, ptr addrspace(1) %145, i64 256
  store float %141, ptr addrspace(1) %146, align 4, !tbaa !16
  %147 = extractelement <16 x float> %128, i64 3
  %148 = shl nuw nsw i32 %120, 7
  %149 = or disjoint i32 %148, %7
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %150
  %152 = getelementptr inbounds nuw i8, ptr addrspace(1) %151, i64 384
  store float %147, ptr addrspace(1) %152, align 4, !tbaa !16
  %153 = extractelement <16 x float> %128, i64 4
  %154 = add nuw nsw i32 %129, 8
  %155 = shl nuw nsw i32 %154, 5
  %156 = or disjoint i32 %155, %7
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %157
  store float %153, ptr addrspace(1) %158, align 4, !tbaa !16
  %159 = extractelement <16 x float> %128, i64 5
  %160 = shl nuw nsw i32 %154, 5
  %161 = or disjoint i32 %160, %7
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %162
  %164 = getelementptr inbounds nuw i8, ptr addrspace(1) %163, i64 128
  store float %159, ptr addrspace(1) %164, align 4, !tbaa !16
  %165 = extractelement <16 x float> %128, i64 6
  %166 = shl nuw nsw i32 %154, 5
  %167 = or disjoint i32 %166, %7
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %168
  %170 = getelementptr inbounds nuw i8, ptr addrspace(1) %169, i64 256
  store float %165, ptr addrspace(1) %170, align 4, !tbaa !16
  %171 = extractelement <16 x float> %128, i64 7
  %172 = shl nuw nsw i32 %154, 5
  %173 = or disjoint i32 %172, %7
  %174 = zext nneg i32 %173 to i64
  %175 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %174
  %176 = getelementptr inbounds nuw i8, ptr addrspace(1) %175, i64 384
  store float %171, ptr addrspace(1) %176, align 4, !tbaa !16
  %177 = extractelement <16 x float> %128, i64 8
  %178 = add nuw nsw i32 %129, 16
  %179 = shl nuw nsw i32 %178, 5
  %180 = or disjoint i32 %179, %7
  %181 = zext nneg i32 %180 to i64
  %182 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %181
  store float %177, ptr addrspace(1) %182, align 4, !tbaa !16
  %183 = extractelement <16 x float> %128, i64 9
  %184 = shl nuw nsw i32 %178, 5
  %185 = or disjoint i32 %184, %7
  %186 = zext nneg i32 %185 to i64
  %187 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %186
  %188 = getelementptr inbounds nuw i8, ptr addrspace(1) %187, i64 128
  store float %183, ptr addrspace(1) %188, align 4, !tbaa !16
  %189 = extractelement <16 x float> %128, i64 10
  %190 = shl nuw nsw i32 %178, 5
  %191 = or disjoint i32 %190, %7
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %192
  %194 = getelementptr inbounds nuw i8, ptr addrspace(1) %193, i64 256
  store float %189, ptr addrspace(1) %194, align 4, !tbaa !16
  %195 = extractelement <16 x float> %128, i64 11
  %196 = shl nuw nsw i32 %178, 5
  %197 = or disjoint i32 %196, %7
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %198
  %200 = getelementptr inbounds nuw i8, ptr addrspace(1) %199, i64 384
  store float %195, ptr addrspace(1) %200, align 4, !tbaa !16
  %201 = extractelement <16 x float> %128, i64 12
  %202 = add nuw nsw i32 %129, 24
  %203 = shl nuw nsw i32 %202, 5
  %204 = or disjoint i32 %203, %7
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %205
  store float %201, ptr addrspace(1) %206, align 4, !tbaa !16
  %207 = extractelement <16 x float> %128, i64 13
  %208 = shl nuw nsw i32 %202, 5
  %209 = or disjoint i32 %208, %7
  %210 = zext nneg i32 %209 to i64
  %211 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %210
  %212 = getelementptr inbounds nuw i8, ptr addrspace(1) %211, i64 128
  store float %207, ptr addrspace(1) %212, align 4, !tbaa !16
  %213 = extractelement <16 x float> %128, i64 14
  %214 = shl nuw nsw i32 %202, 5
  %215 = or disjoint i32 %214, %7
  %216 = zext nneg i32 %215 to i64
  %217 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %216
  %218 = getelementptr inbounds nuw i8, ptr addrspace(1) %217, i64 256
  store float %213, ptr addrspace(1) %218, align 4, !tbaa !16
  %219 = extractelement <16 x float> %128, i64 15
  %220 = shl nuw nsw i32 %202, 5
  %221 = or disjoint i32 %220, %7
  %222 = zext nneg i32 %221 to i64
  %223 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %222
  %224 = getelementptr inbounds nuw i8, ptr addrspace(1) %223, i64 384
  store float %219, ptr addrspace(1) %224, align 4, !tbaa !16
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_32x32x2f32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = lshr i32 %4, 3
  %6 = and i32 %5, 124
  %7 = and i32 %4, 31
  %8 = shl nuw nsw i32 %6, 5
  %9 = or disjoint i32 %8, %7
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !16
  %13 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %12, i64 0
  %14 = shl nuw nsw i32 %6, 5
  %15 = or disjoint i32 %14, %7
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %16
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 128
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !16
  %20 = insertelement <16 x float> %13, float %19, i64 1
  %21 = shl nuw nsw i32 %6, 5
  %22 = or disjoint i32 %21, %7
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %23
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %24, i64 256
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !16
  %27 = insertelement <16 x float> %20, float %26, i64 2
  %28 = shl nuw nsw i32 %5, 5
  %29 = or disjoint i32 %28, %7
  %30 = or i32 %29, 96
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !16
  %34 = insertelement <16 x float> %27, float %33, i64 3
  %35 = add nuw nsw i32 %6, 8
  %36 = shl nuw nsw i32 %35, 5
  %37 = or disjoint i32 %36, %7
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !16
  %41 = insertelement <16 x float> %34, float %40, i64 4
  %42 = shl nuw nsw i32 %35, 5
  %43 = or disjoint i32 %42, %7
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %44
  %46 = getelementptr inbounds nuw i8, ptr addrspace(1) %45, i64 128
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !16
  %48 = insertelement <16 x float> %41, float %47, i64 5
  %49 = shl nuw nsw i32 %35, 5
  %50 = or disjoint i32 %49, %7
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr addrspace(1) %52, i64 256
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !16
  %55 = insertelement <16 x float> %48, float %54, i64 6
  %56 = shl nuw nsw i32 %35, 5
  %57 = or disjoint i32 %56, %7
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %58
  %60 = getelementptr inbounds nuw i8, ptr addrspace(1) %59, i64 384
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !16
  %62 = insertelement <16 x float> %55, float %61, i64 7
  %63 = add nuw nsw i32 %6, 16
  %64 = shl nuw nsw i32 %63, 5
  %65 = or disjoint i32 %64, %7
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !16
  %69 = insertelement <16 x float> %62, float %68, i64 8
  %70 = shl nuw nsw i32 %63, 5
  %71 = or disjoint i32 %70, %7
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %72
  %74 = getelementptr inbounds nuw i8, ptr addrspace(1) %73, i64 128
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !16
  %76 = insertelement <16 x float> %69, float %75, i64 9
  %77 = shl nuw nsw i32 %63, 5
  %78 = or disjoint i32 %77, %7
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %79
  %81 = getelementptr inbounds nuw i8, ptr addrspace(1) %80, i64 256
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !16
  %83 = insertelement <16 x float> %76, float %82, i64 10
  %84 = shl nuw nsw i32 %63, 5
  %85 = or disjoint i32 %84, %7
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %86
  %88 = getelementptr inbounds nuw i8, ptr addrspace(1) %87, i64 384
  %89 = load float, ptr addrspace(1) %88, align 4, !tbaa !16
  %90 = insertelement <16 x float> %83, float %89, i64 11
  %91 = add nuw nsw i32 %6, 24
  %92 = shl nuw nsw i32 %91, 5
  %93 = or disjoint i32 %92, %7
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4, !tbaa !16
  %97 = insertelement <16 x float> %90, float %96, i64 12
  %98 = shl nuw nsw i32 %91, 5
  %99 = or disjoint i32 %98, %7
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %100
  %102 = getelementptr inbounds nuw i8, ptr addrspace(1) %101, i64 128
  %103 = load float, ptr addrspace(1) %102, align 4, !tbaa !16
  %104 = insertelement <16 x float> %97, float %103, i64 13
  %105 = shl nuw nsw i32 %91, 5
  %106 = or disjoint i32 %105, %7
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %107
  %109 = getelementptr inbounds nuw i8, ptr addrspace(1) %108, i64 256
  %110 = load float, ptr addrspace(1) %109, align 4, !tbaa !16
  %111 = insertelement <16 x float> %104, float %110, i64 14
  %112 = shl nuw nsw i32 %91, 5
  %113 = or disjoint i32 %112, %7
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %114
  %116 = getelementptr inbounds nuw i8, ptr addrspace(1) %115, i64 384
  %117 = load float, ptr addrspace(1) %116, align 4, !tbaa !16
  %118 = insertelement <16 x float> %111, float %117, i64 15
  %119 = shl nuw nsw i32 %7, 1
  %120 = lshr i32 %4, 5
  %121 = add nuw nsw i32 %119, %120
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %122
  %124 = load float, ptr addrspace(1) %123, align 4, !tbaa !16
  %125 = zext nneg i32 %4 to i64
  %126 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %125
  %127 = load float, ptr addrspace(1) %126, align 4, !tbaa !16
  %128 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %124, float %127, <16 x float> %118, i32 0, i32 0, i32 0)
  %129 = shl nuw nsw i32 %120, 2
  %130 = extractelement <16 x float> %128, i64 0
  %131 = shl nuw nsw i32 %120, 7
  %132 = or disjoint i32 %131, %7
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %133
  store float %130, ptr addrspace(1) %134, align 4, !tbaa !16
  %135 = extractelement <16 x float> %128, i64 1
  %136 = shl nuw nsw i32 %120, 7
  %137 = or disjoint i32 %136, %7
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %138
  %140 = getelementptr inbounds nuw i8, ptr addrspace(1) %139, i64 128
  store float %135, ptr addrspace(1) %140, align 4, !tbaa !16
  %141 = extractelement <16 x float> %128, i64 2
  %142 = shl nuw nsw i32 %120, 7
  %143 = or disjoint i32 %142, %7
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %144
  %146 = getelementptr inbounds nuw i8, ptr addrspace(1) %145, i64 256
  store float %141, ptr addrspace(1) %146, align 4, !tbaa !16
  %147 = extractelement <16 x float> %128, i64 3
  %148 = shl nuw nsw i32 %120, 7
  %149 = or disjoint i32 %148, %7
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %150
  %152 = getelementptr inbounds nuw i8, ptr addrspace(1) %151, i64 384
  store float %147, ptr addrspace(1) %152, align 4, !tbaa !16
  %153 = extractelement <16 x float> %128, i64 4
  %154 = add nuw nsw i32 %129, 8
  %155 = shl nuw nsw i32 %154, 5
  %156 = or disjoint i32 %155, %7
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %157
  store float %153, ptr addrspace(1) %158, align 4, !tbaa !16
  %159 = extractelement <16 x float> %128, i64 5
  %160 = shl nuw nsw i32 %154, 5
  %161 = or disjoint i32 %160, %7
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %162
  %164 = getelementptr inbounds nuw i8, ptr addrspace(1) %163, i64 128
  store float %159, ptr addrspace(1) %164, align 4, !tbaa !16
  %165 = extractelement <16 x float> %128, i64 6
  %166 = shl nuw nsw i32 %154, 5
  %167 = or disjoint i32 %166, %7
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %168
  %170 = getelementptr inbounds nuw i8, ptr addrspace(1) %169, i64 256
  store float %165, ptr addrspace(1) %170, align 4, !tbaa !16
  %171 = extractelement <16 x float> %128, i64 7
  %172 = shl nuw nsw i32 %154, 5
  %173 = or disjoint i32 %172, %7
  %174 = zext nneg i32 %173 to i64
  %175 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %174
  %176 = getelementptr inbounds nuw i8, ptr addrspace(1) %175, i64 384
  store float %171, ptr addrspace(1) %176, align 4, !tbaa !16
  %177 = extractelement <16 x float> %128, i64 8
  %178 = add nuw nsw i32 %129, 16
  %179 = shl nuw nsw i32 %178, 5
  %180 = or disjoint i32 %179, %7
  %181 = zext nneg i32 %180 to i64
  %182 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %181
  store float %177, ptr addrspace(1) %182, align 4, !tbaa !16
  %183 = extractelement <16 x float> %128, i64 9
  %184 = shl nuw nsw i32 %178, 5
  %185 = or disjoint i32 %184, %7
  %186 = zext nneg i32 %185 to i64
  %187 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %186
  %188 = getelementptr inbounds nuw i8, ptr addrspace(1) %187, i64 128
  store float %183, ptr addrspace(1) %188, align 4, !tbaa !16
  %189 = extractelement <16 x float> %128, i64 10
  %190 = shl nuw nsw i32 %178, 5
  %191 = or disjoint i32 %190, %7
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %192
  %194 = getelementptr inbounds nuw i8, ptr addrspace(1) %193, i64 256
  store float %189, ptr addrspace(1) %194, align 4, !tbaa !16
  %195 = extractelement <16 x float> %128, i64 11
  %196 = shl nuw nsw i32 %178, 5
  %197 = or disjoint i32 %196, %7
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %198
  %200 = getelementptr inbounds nuw i8, ptr addrspace(1) %199, i64 384
  store float %195, ptr addrspace(1) %200, align 4, !tbaa !16
  %201 = extractelement <16 x float> %128, i64 12
  %202 = add nuw nsw i32 %129, 24
  %203 = shl nuw nsw i32 %202, 5
  %204 = or disjoint i32 %203, %7
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %205
  store float %201, ptr addrspace(1) %206, align 4, !tbaa !16
  %207 = extractelement <16 x float> %128, i64 13
  %208 = shl nuw nsw i32 %202, 5
  %209 = or disjoint i32 %208, %7
  %210 = zext nneg i32 %209 to i64
  %211 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %210
  %212 = getelementptr inbounds nuw i8, ptr addrspace(1) %211, i64 128
  store float %207, ptr addrspace(1) %212, align 4, !tbaa !16
  %213 = extractelement <16 x float> %128, i64 14
  %214 = shl nuw nsw i32 %202, 5
  %215 = or disjoint i32 %214, %7
  %216 = zext nneg i32 %215 to i64
  %217 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %216
  %218 = getelementptr inbounds nuw i8, ptr addrspace(1) %217, i64 256
  store float %213, ptr addrspace(1) %218, align 4, !tbaa !16
  %219 = extractelement <16 x float> %128, i64 15
  %220 = shl nuw nsw i32 %202, 5
  %221 = or disjoint i32 %220, %7
  %222 = zext nneg i32 %221 to i64
  %223 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %222
  %224 = getelementptr inbounds nuw i8, ptr addrspace(1) %223, i64 384
  store float %219, ptr addrspace(1) %224, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_16x16x4f64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl nuw nsw i32 %4, 2
  %6 = and i32 %5, 60
  %7 = lshr i32 %4, 4
  %8 = add nuw nsw i32 %6, %7
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %9
  %11 = load double, ptr addrspace(1) %10, align 8, !tbaa !20, !amdgpu.noclobber !15
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %12
  %14 = load double, ptr addrspace(1) %13, align 8, !tbaa !20, !amdgpu.noclobber !15
  %15 = tail call <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double %11, double %14, <4 x double> zeroinitializer, i32 0, i32 0, i32 0)
  %16 = extractelement <4 x double> %15, i64 0
  %17 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %12
  store double %16, ptr addrspace(1) %17, align 8, !tbaa !20
  %18 = extractelement <4 x double> %15, i64 1
  %19 = zext nneg i32 %4 to i64
  %20 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %19
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %20, i64 512
  store double %18, ptr addrspace(1) %21, align 8, !tbaa !20
  %22 = extractelement <4 x double> %15, i64 2
  %23 = zext nneg i32 %4 to i64
  %24 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %23
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %24, i64 1024
  store double %22, ptr addrspace(1) %25, align 8, !tbaa !20
  %26 = extractelement <4 x double> %15, i64 3
  %27 = zext nneg i32 %4 to i64
  %28 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %27
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 1536
  store double %26, ptr addrspace(1) %29, align 8, !tbaa !20
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_16x16x4f64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl nuw nsw i32 %4, 2
  %6 = and i32 %5, 60
  %7 = lshr i32 %4, 4
  %8 = add nuw nsw i32 %6, %7
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %9
  %11 = load double, ptr addrspace(1) %10, align 8, !tbaa !20
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %12
  %14 = load double, ptr addrspace(1) %13, align 8, !tbaa !20
  %15 = tail call <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double %11, double %14, <4 x double> zeroinitializer, i32 0, i32 0, i32 0)
  %16 = extractelement <4 x double> %15, i64 0
  %17 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %12
  store double %16, ptr addrspace(1) %17, align 8, !tbaa !20
  %18 = extractelement <4 x double> %15, i64 1
  %19 = zext nneg i32 %4 to i64
  %20 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %19
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %20, i64 512
  store double %18, ptr addrspace(1) %21, align 8, !tbaa !20
  %22 = extractelement <4 x double> %15, i64 2
  %23 = zext nneg i32 %4 to i64
  %24 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %23
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %24, i64 1024
  store double %22, ptr addrspace(1) %25, align 8, !tbaa !20
  %26 = extractelement <4 x double> %15, i64 3
  %27 = zext nneg i32 %4 to i64
  %28 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %27
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 1536
  store double %26, ptr addrspace(1) %29, align 8, !tbaa !20
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_4x4x1f32_bcast(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !16, !amdgpu.noclobber !15
  %9 = insertelement <4 x float> poison, float %8, i64 0
  %10 = add nuw nsw i32 %5, 64
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !16, !amdgpu.noclobber !15
  %14 = insertelement <4 x float> %9, float %13, i64 1
  %15 = add nuw nsw i32 %5, 128
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !16, !amdgpu.noclobber !15
  %19 = insertelement <4 x float> %14, float %18, i64 2
  %20 = add nuw nsw i32 %5, 192
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !16, !amdgpu.noclobber !15
  %24 = insertelement <4 x float> %19, float %23, i64 3
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !16, !amdgpu.noclobber !15
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !16, !amdgpu.noclobber !15
  %29 = tail call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %26, float %28, <4 x float> %24, i32 2, i32 1, i32 3)
  %30 = extractelement <4 x float> %29, i64 0
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %6
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !16
  %32 = extractelement <4 x float> %29, i64 1
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %11
  store float %32, ptr addrspace(1) %33, align 4, !tbaa !16
  %34 = extractelement <4 x float> %29, i64 2
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %16
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !16
  %36 = extractelement <4 x float> %29, i64 3
  %37 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %21
  store float %36, ptr addrspace(1) %37, align 4, !tbaa !16
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_4x4x1f32_bcast(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !16
  %9 = insertelement <4 x float> poison, float %8, i64 0
  %10 = add nuw nsw i32 %5, 64
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !16
  %14 = insertelement <4 x float> %9, float %13, i64 1
  %15 = add nuw nsw i32 %5, 128
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !16
  %19 = insertelement <4 x float> %14, float %18, i64 2
  %20 = add nuw nsw i32 %5, 192
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !16
  %24 = insertelement <4 x float> %19, float %23, i64 3
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !16
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !16
  %29 = tail call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %26, float %28, <4 x float> %24, i32 2, i32 1, i32 3)
  %30 = extractelement <4 x float> %29, i64 0
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %6
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !16
  %32 = extractelement <4 x float> %29, i64 1
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %11
  store float %32, ptr addrspace(1) %33, align 4, !tbaa !16
  %34 = extractelement <4 x float> %29, i64 2
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %16
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !16
  %36 = extractelement <4 x float> %29, i64 3
  %37 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %21
  store float %36, ptr addrspace(1) %37, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_16x16x1f32_bcast(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !16, !amdgpu.noclobber !15
  %9 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %8, i64 0
  %10 = add nuw nsw i32 %5, 64
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !16, !amdgpu.noclobber !15
  %14 = insertelement <16 x float> %9, float %13, i64 1
  %15 = add nuw nsw i32 %5, 128
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !16, !amdgpu.noclobber !15
  %19 = insertelement <16 x float> %14, float %18, i64 2
  %20 = add nuw nsw i32 %5, 192
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !16, !amdgpu.noclobber !15
  %24 = insertelement <16 x float> %19, float %23, i64 3
  %25 = add nuw nsw i32 %5, 256
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !16, !amdgpu.noclobber !15
  %29 = insertelement <16 x float> %24, float %28, i64 4
  %30 = add nuw nsw i32 %5, 320
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !16, !amdgpu.noclobber !15
  %34 = insertelement <16 x float> %29, float %33, i64 5
  %35 = add nuw nsw i32 %5, 384
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !16, !amdgpu.noclobber !15
  %39 = insertelement <16 x float> %34, float %38, i64 6
  %40 = add nuw nsw i32 %5, 448
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !16, !amdgpu.noclobber !15
  %44 = insertelement <16 x float> %39, float %43, i64 7
  %45 = add nuw nsw i32 %5, 512
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !16, !amdgpu.noclobber !15
  %49 = insertelement <16 x float> %44, float %48, i64 8
  %50 = add nuw nsw i32 %5, 576
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !16, !amdgpu.noclobber !15
  %54 = insertelement <16 x float> %49, float %53, i64 9
  %55 = add nuw nsw i32 %5, 640
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !16, !amdgpu.noclobber !15
  %59 = insertelement <16 x float> %54, float %58, i64 10
  %60 = add nuw nsw i32 %5, 704
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !16, !amdgpu.noclobber !15
  %64 = insertelement <16 x float> %59, float %63, i64 11
  %65 = add nuw nsw i32 %5, 768
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !16, !amdgpu.noclobber !15
  %69 = insertelement <16 x float> %64, float %68, i64 12
  %70 = add nuw nsw i32 %5, 832
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !16, !amdgpu.noclobber !15
  %74 = insertelement <16 x float> %69, float %73, i64 13
  %75 = add nuw nsw i32 %5, 896
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !16, !amdgpu.noclobber !15
  %79 = insertelement <16 x float> %74, float %78, i64 14
  %80 = add nuw nsw i32 %5, 960
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %81
  %83 = load float, ptr addrspace(1) %82, align 4, !tbaa !16, !amdgpu.noclobber !15
  %84 = insertelement <16 x float> %79, float %83, i64 15
  %85 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %86 = load float, ptr addrspace(1) %85, align 4, !tbaa !16, !amdgpu.noclobber !15
  %87 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !16, !amdgpu.noclobber !15
  %89 = tail call <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float %86, float %88, <16 x float> %84, i32 1, i32 1, i32 5)
  %90 = extractelement <16 x float> %89, i64 0
  %91 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %6
  store float %90, ptr addrspace(1) %91, align 4, !tbaa !16
  %92 = extractelement <16 x float> %89, i64 1
  %93 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %11
  store float %92, ptr addrspace(1) %93, align 4, !tbaa !16
  %94 = extractelement <16 x float> %89, i64 2
  %95 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %16
  store float %94, ptr addrspace(1) %95, align 4, !tbaa !16
  %96 = extractelement <16 x float> %89, i64 3
  %97 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %21
  store float %96, ptr addrspace(1) %97, align 4, !tbaa !16
  %98 = extractelement <16 x float> %89, i64 4
  %99 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %26
  store float %98, ptr addrspace(1) %99, align 4, !tbaa !16
  %100 = extractelement <16 x float> %89, i64 5
  %101 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %31
  store float %100, ptr addrspace(1) %101, align 4, !tbaa !16
  %102 = extractelement <16 x float> %89, i64 6
  %103 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %36
  store float %102, ptr addrspace(1) %103, align 4, !tbaa !16
  %104 = extractelement <16 x float> %89, i64 7
  %105 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %41
  store float %104, ptr addrspace(1) %105, align 4, !tbaa !16
  %106 = extractelement <16 x float> %89, i64 8
  %107 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %46
  store float %106, ptr addrspace(1) %107, align 4, !tbaa !16
  %108 = extractelement <16 x float> %89, i64 9
  %109 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %51
  store float %108, ptr addrspace(1) %109, align 4, !tbaa !16
  %110 = extractelement <16 x float> %89, i64 10
  %111 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %56
  store float %110, ptr addrspace(1) %111, align 4, !tbaa !16
  %112 = extractelement <16 x float> %89, i64 11
  %113 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %61
  store float %112, ptr addrspace(1) %113, align 4, !tbaa !16
  %114 = extractelement <16 x float> %89, i64 12
  %115 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %66
  store float %114, ptr addrspace(1) %115, align 4, !tbaa !16
  %116 = extractelement <16 x float> %89, i64 13
  %117 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %71
  store float %116, ptr addrspace(1) %117, align 4, !tbaa !16
  %118 = extractelement <16 x float> %89, i64 14
  %119 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %76
  store float %118, ptr addrspace(1) %119, align 4, !tbaa !16
  %120 = extractelement <16 x float> %89, i64 15
  %121 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %81
  store float %120, ptr addrspace(1) %121, align 4, !tbaa !16
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_16x16x1f32_bcast(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !16
  %9 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %8, i64 0
  %10 = add nuw nsw i32 %5, 64
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !16
  %14 = insertelement <16 x float> %9, float %13, i64 1
  %15 = add nuw nsw i32 %5, 128
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !16
  %19 = insertelement <16 x float> %14, float %18, i64 2
  %20 = add nuw nsw i32 %5, 192
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !16
  %24 = insertelement <16 x float> %19, float %23, i64 3
  %25 = add nuw nsw i32 %5, 256
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !16
  %29 = insertelement <16 x float> %24, float %28, i64 4
  %30 = add nuw nsw i32 %5, 320
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !16
  %34 = insertelement <16 x float> %29, float %33, i64 5
  %35 = add nuw nsw i32 %5, 384
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !16
  %39 = insertelement <16 x float> %34, float %38, i64 6
  %40 = add nuw nsw i32 %5, 448
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !16
  %44 = insertelement <16 x float> %39, float %43, i64 7
  %45 = add nuw nsw i32 %5, 512
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !16
  %49 = insertelement <16 x float> %44, float %48, i64 8
  %50 = add nuw nsw i32 %5, 576
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !16
  %54 = insertelement <16 x float> %49, float %53, i64 9
  %55 = add nuw nsw i32 %5, 640
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !16
  %59 = insertelement <16 x float> %54, float %58, i64 10
  %60 = add nuw nsw i32 %5, 704
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !16
  %64 = insertelement <16 x float> %59, float %63, i64 11
  %65 = add nuw nsw i32 %5, 768
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !16
  %69 = insertelement <16 x float> %64, float %68, i64 12
  %70 = add nuw nsw i32 %5, 832
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !16
  %74 = insertelement <16 x float> %69, float %73, i64 13
  %75 = add nuw nsw i32 %5, 896
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !16
  %79 = insertelement <16 x float> %74, float %78, i64 14
  %80 = add nuw nsw i32 %5, 960
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %81
  %83 = load float, ptr addrspace(1) %82, align 4, !tbaa !16
  %84 = insertelement <16 x float> %79, float %83, i64 15
  %85 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %86 = load float, ptr addrspace(1) %85, align 4, !tbaa !16
  %87 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !16
  %89 = tail call <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float %86, float %88, <16 x float> %84, i32 1, i32 1, i32 5)
  %90 = extractelement <16 x float> %89, i64 0
  %91 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %6
  store float %90, ptr addrspace(1) %91, align 4, !tbaa !16
  %92 = extractelement <16 x float> %89, i64 1
  %93 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %11
  store float %92, ptr addrspace(1) %93, align 4, !tbaa !16
  %94 = extractelement <16 x float> %89, i64 2
  %95 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %16
  store float %94, ptr addrspace(1) %95, align 4, !tbaa !16
  %96 = extractelement <16 x float> %89, i64 3
  %97 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %21
  store float %96, ptr addrspace(1) %97, align 4, !tbaa !16
  %98 = extractelement <16 x float> %89, i64 4
  %99 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %26
  store float %98, ptr addrspace(1) %99, align 4, !tbaa !16
  %100 = extractelement <16 x float> %89, i64 5
  %101 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %31
  store float %100, ptr addrspace(1) %101, align 4, !tbaa !16
  %102 = extractelement <16 x float> %89, i64 6
  %103 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %36
  store float %102, ptr addrspace(1) %103, align 4, !tbaa !16
  %104 = extractelement <16 x float> %89, i64 7
  %105 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %41
  store float %104, ptr addrspace(1) %105, align 4, !tbaa !16
  %106 = extractelement <16 x float> %89, i64 8
  %107 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %46
  store float %106, ptr addrspace(1) %107, align 4, !tbaa !16
  %108 = extractelement <16 x float> %89, i64 9
  %109 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %51
  store float %108, ptr addrspace(1) %109, align 4, !tbaa !16
  %110 = extractelement <16 x float> %89, i64 10
  %111 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %56
  store float %110, ptr addrspace(1) %111, align 4, !tbaa !16
  %112 = extractelement <16 x float> %89, i64 11
  %113 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %61
  store float %112, ptr addrspace(1) %113, align 4, !tbaa !16
  %114 = extractelement <16 x float> %89, i64 12
  %115 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %66
  store float %114, ptr addrspace(1) %115, align 4, !tbaa !16
  %116 = extractelement <16 x float> %89, i64 13
  %117 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %71
  store float %116, ptr addrspace(1) %117, align 4, !tbaa !16
  %118 = extractelement <16 x float> %89, i64 14
  %119 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %76
  store float %118, ptr addrspace(1) %119, align 4, !tbaa !16
  %120 = extractelement <16 x float> %89, i64 15
  %121 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %81
  store float %120, ptr addrspace(1) %121, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_32x32x1f32_plain(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !16, !amdgpu.noclobber !15
  %9 = insertelement <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %8, i64 0
  %10 = add nuw nsw i32 %5, 64
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !16, !amdgpu.noclobber !15
  %14 = insertelement <32 x float> %9, float %13, i64 1
  %15 = add nuw nsw i32 %5, 128
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !16, !amdgpu.noclobber !15
  %19 = insertelement <32 x float> %14, float %18, i64 2
  %20 = add nuw nsw i32 %5, 192
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !16, !amdgpu.noclobber !15
  %24 = insertelement <32 x float> %19, float %23, i64 3
  %25 = add nuw nsw i32 %5, 256
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !16, !amdgpu.noclobber !15
  %29 = insertelement <32 x float> %24, float %28, i64 4
  %30 = add nuw nsw i32 %5, 320
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !16, !amdgpu.noclobber !15
  %34 = insertelement <32 x float> %29, float %33, i64 5
  %35 = add nuw nsw i32 %5, 384
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !16, !amdgpu.noclobber !15
  %39 = insertelement <32 x float> %34, float %38, i64 6
  %40 = add nuw nsw i32 %5, 448
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !16, !amdgpu.noclobber !15
  %44 = insertelement <32 x float> %39, float %43, i64 7
  %45 = add nuw nsw i32 %5, 512
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !16, !amdgpu.noclobber !15
  %49 = insertelement <32 x float> %44, float %48, i64 8
  %50 = add nuw nsw i32 %5, 576
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !16, !amdgpu.noclobber !15
  %54 = insertelement <32 x float> %49, float %53, i64 9
  %55 = add nuw nsw i32 %5, 640
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !16, !amdgpu.noclobber !15
  %59 = insertelement <32 x float> %54, float %58, i64 10
  %60 = add nuw nsw i32 %5, 704
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !16, !amdgpu.noclobber !15
  %64 = insertelement <32 x float> %59, float %63, i64 11
  %65 = add nuw nsw i32 %5, 768
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !16, !amdgpu.noclobber !15
  %69 = insertelement <32 x float> %64, float %68, i64 12
  %70 = add nuw nsw i32 %5, 832
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !16, !amdgpu.noclobber !15
  %74 = insertelement <32 x float> %69, float %73, i64 13
  %75 = add nuw nsw i32 %5, 896
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !16, !amdgpu.noclobber !15
  %79 = insertelement <32 x float> %74, float %78, i64 14
  %80 = add nuw nsw i32 %5, 960
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %81
  %83 = load float, ptr addrspace(1) %82, align 4, !tbaa !16, !amdgpu.noclobber !15
  %84 = insertelement <32 x float> %79, float %83, i64 15
  %85 = or disjoint i32 %5, 1024
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %86
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !16, !amdgpu.noclobber !15
  %89 = insertelement <32 x float> %84, float %88, i64 16
  %90 = add nuw nsw i32 %5, 1088
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %91
  %93 = load float, ptr addrspace(1) %92, align 4, !tbaa !16, !amdgpu.noclobber !15
  %94 = insertelement <32 x float> %89, float %93, i64 17
  %95 = add nuw nsw i32 %5, 1152
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4, !tbaa !16, !amdgpu.noclobber !15
  %99 = insertelement <32 x float> %94, float %98, i64 18
  %100 = add nuw nsw i32 %5, 1216
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4, !tbaa !16, !amdgpu.noclobber !15
  %104 = insertelement <32 x float> %99, float %103, i64 19
  %105 = add nuw nsw i32 %5, 1280
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %106
  %108 = load float, ptr addrspace(1) %107, align 4, !tbaa !16, !amdgpu.noclobber !15
  %109 = insertelement <32 x float> %104, float %108, i64 20
  %110 = add nuw nsw i32 %5, 1344
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %111
  %113 = load float, ptr addrspace(1) %112, align 4, !tbaa !16, !amdgpu.noclobber !15
  %114 = insertelement <32 x float> %109, float %113, i64 21
  %115 = add nuw nsw i32 %5, 1408
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %116
  %118 = load float, ptr addrspace(1) %117, align 4, !tbaa !16, !amdgpu.noclobber !15
  %119 = insertelement <32 x float> %114, float %118, i64 22
  %120 = add nuw nsw i32 %5, 1472
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %121
  %123 = load float, ptr addrspace(1) %122, align 4, !tbaa !16, !amdgpu.noclobber !15
  %124 = insertelement <32 x float> %119, float %123, i64 23
  %125 = add nuw nsw i32 %5, 1536
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %126
  %128 = load float, ptr addrspace(1) %127, align 4, !tbaa !16, !amdgpu.noclobber !15
  %129 = insertelement <32 x float> %124, float %128, i64 24
  %130 = add nuw nsw i32 %5, 1600
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %131
  %133 = load float, ptr addrspace(1) %132, align 4, !tbaa !16, !amdgpu.noclobber !15
  %134 = insertelement <32 x float> %129, float %133, i64 25
  %135 = add nuw nsw i32 %5, 1664
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %136
  %138 = load float, ptr addrspace(1) %137, align 4, !tbaa !16, !amdgpu.noclobber !15
  %139 = insertelement <32 x float> %134, float %138, i64 26
  %140 = add nuw nsw i32 %5, 1728
  %141 = zext nneg i32 %140 to i64
  %142 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %141
  %143 = load float, ptr addrspace(1) %142, align 4, !tbaa !16, !amdgpu.noclobber !15
  %144 = insertelement <32 x float> %139, float %143, i64 27
  %145 = add nuw nsw i32 %5, 1792
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %146
  %148 = load float, ptr addrspace(1) %147, align 4, !tbaa !16, !amdgpu.noclobber !15
  %149 = insertelement <32 x float> %144, float %148, i64 28
  %150 = add nuw nsw i32 %5, 1856
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %151
  %153 = load float, ptr addrspace(1) %152, align 4, !tbaa !16, !amdgpu.noclobber !15
  %154 = insertelement <32 x float> %149, float %153, i64 29
  %155 = add nuw nsw i32 %5, 1920
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %156
  %158 = load float, ptr addrspace(1) %157, align 4, !tbaa !16, !amdgpu.noclobber !15
  %159 = insertelement <32 x float> %154, float %158, i64 30
  %160 = add nuw nsw i32 %5, 1984
  %161 = zext nneg i32 %160 to i64
  %162 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %161
  %163 = load float, ptr addrspace(1) %162, align 4, !tbaa !16, !amdgpu.noclobber !15
  %164 = insertelement <32 x float> %159, float %163, i64 31
  %165 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %166 = load float, ptr addrspace(1) %165, align 4, !tbaa !16, !amdgpu.noclobber !15
  %167 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %168 = load float, ptr addrspace(1) %167, align 4, !tbaa !16, !amdgpu.noclobber !15
  %169 = tail call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %166, float %168, <32 x float> %164, i32 0, i32 0, i32 2)
  %170 = extractelement <32 x float> %169, i64 0
  %171 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %6
  store float %170, ptr addrspace(1) %171, align 4, !tbaa !16
  %172 = extractelement <32 x float> %169, i64 1
  %173 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %11
  store float %172, ptr addrspace(1) %173, align 4, !tbaa !16
  %174 = extractelement <32 x float> %169, i64 2
  %175 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %16
  store float %174, ptr addrspace(1) %175, align 4, !tbaa !16
  %176 = extractelement <32 x float> %169, i64 3
  %177 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %21
  store float %176, ptr addrspace(1) %177, align 4, !tbaa !16
  %178 = extractelement <32 x float> %169, i64 4
  %179 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %26
  store float %178, ptr addrspace(1) %179, align 4, !tbaa !16
  %180 = extractelement <32 x float> %169, i64 5
  %181 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %31
  store float %180, ptr addrspace(1) %181, align 4, !tbaa !16
  %182 = extractelement <32 x float> %169, i64 6
  %183 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %36
  store float %182, ptr addrspace(1) %183, align 4, !tbaa !16
  %184 = extractelement <32 x float> %169, i64 7
  %185 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %41
  store float %184, ptr addrspace(1) %185, align 4, !tbaa !16
  %186 = extractelement <32 x float> %169, i64 8
  %187 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %46
  store float %186, ptr addrspace(1) %187, align 4, !tbaa !16
  %188 = extractelement <32 x float> %169, i64 9
  %189 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %51
  store float %188, ptr addrspace(1) %189, align 4, !tbaa !16
  %190 = extractelement <32 x float> %169, i64 10
  %191 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %56
  store float %190, ptr addrspace(1) %191, align 4, !tbaa !16
  %192 = extractelement <32 x float> %169, i64 11
  %193 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %61
  store float %192, ptr addrspace(1) %193, align 4, !tbaa !16
  %194 = extractelement <32 x float> %169, i64 12
  %195 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %66
  store float %194, ptr addrspace(1) %195, align 4, !tbaa !16
  %196 = extractelement <32 x float> %169, i64 13
  %197 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %71
  store float %196, ptr addrspace(1) %197, align 4, !tbaa !16
  %198 = extractelement <32 x float> %169, i64 14
  %199 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %76
  store float %198, ptr addrspace(1) %199, align 4, !tbaa !16
  %200 = extractelement <32 x float> %169, i64 15
  %201 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %81
  store float %200, ptr addrspace(1) %201, align 4, !tbaa !16
  %202 = extractelement <32 x float> %169, i64 16
  %203 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %86
  store float %202, ptr addrspace(1) %203, align 4, !tbaa !16
  %204 = extractelement <32 x float> %169, i64 17
  %205 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %91
  store float %204, ptr addrspace(1) %205, align 4, !tbaa !16
  %206 = extractelement <32 x float> %169, i64 18
  %207 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %96
  store float %206, ptr addrspace(1) %207, align 4, !tbaa !16
  %208 = extractelement <32 x float> %169, i64 19
  %209 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %101
  store float %208, ptr addrspace(1) %209, align 4, !tbaa !16
  %210 = extractelement <32 x float> %169, i64 20
  %211 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %106
  store float %210, ptr addrspace(1) %211, align 4, !tbaa !16
  %212 = extractelement <32 x float> %169, i64 21
  %213 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %111
  store float %212, ptr addrspace(1) %213, align 4, !tbaa !16
  %214 = extractelement <32 x float> %169, i64 22
  %215 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %116
  store float %214, ptr addrspace(1) %215, align 4, !tbaa !16
  %216 = extractelement <32 x float> %169, i64 23
  %217 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %121
  store float %216, ptr addrspace(1) %217, align 4, !tbaa !16
  %218 = extractelement <32 x float> %169, i64 24
  %219 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %126
  store float %218, ptr addrspace(1) %219, align 4, !tbaa !16
  %220 = extractelement <32 x float> %169, i64 25
  %221 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %131
  store float %220, ptr addrspace(1) %221, align 4, !tbaa !16
  %222 = extractelement <32 x float> %169, i64 26
  %223 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %136
  store float %222, ptr addrspace(1) %223, align 4, !tbaa !16
  %224 = extractelement <32 x float> %169, i64 27
  %225 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %141
  store float %224, ptr addrspace(1) %225, align 4, !tbaa !16
  %226 = extractelement <32 x float> %169, i64 28
  %227 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %146
  store float %226, ptr addrspace(1) %227, align 4, !tbaa !16
  %228 = extractelement <32 x float> %169, i64 29
  %229 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %151
  store float %228, ptr addrspace(1) %229, align 4, !tbaa !16
  %230 = extractelement <32 x float> %169, i64 30
  %231 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %156
  store float %230, ptr addrspace(1) %231, align 4, !tbaa !16
  %232 = extractelement <32 x float> %169, i64 31
  %233 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %161
  store float %232, ptr addrspace(1) %233, align 4, !tbaa !16
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_32x32x1f32_plain(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !16
  %9 = insertelement <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %8, i64 0
  %10 = add nuw nsw i32 %5, 64
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !16
  %14 = insertelement <32 x float> %9, float %13, i64 1
  %15 = add nuw nsw i32 %5, 128
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !16
  %19 = insertelement <32 x float> %14, float %18, i64 2
  %20 = add nuw nsw i32 %5, 192
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !16
  %24 = insertelement <32 x float> %19, float %23, i64 3
  %25 = add nuw nsw i32 %5, 256
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !16
  %29 = insertelement <32 x float> %24, float %28, i64 4
  %30 = add nuw nsw i32 %5, 320
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !16
  %34 = insertelement <32 x float> %29, float %33, i64 5
  %35 = add nuw nsw i32 %5, 384
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !16
  %39 = insertelement <32 x float> %34, float %38, i64 6
  %40 = add nuw nsw i32 %5, 448
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !16
  %44 = insertelement <32 x float> %39, float %43, i64 7
  %45 = add nuw nsw i32 %5, 512
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !16
  %49 = insertelement <32 x float> %44, float %48, i64 8
  %50 = add nuw nsw i32 %5, 576
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !16
  %54 = insertelement <32 x float> %49, float %53, i64 9
  %55 = add nuw nsw i32 %5, 640
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !16
  %59 = insertelement <32 x float> %54, float %58, i64 10
  %60 = add nuw nsw i32 %5, 704
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !16
  %64 = insertelement <32 x float> %59, float %63, i64 11
  %65 = add nuw nsw i32 %5, 768
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !16
  %69 = insertelement <32 x float> %64, float %68, i64 12
  %70 = add nuw nsw i32 %5, 832
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !16
  %74 = insertelement <32 x float> %69, float %73, i64 13
  %75 = add nuw nsw i32 %5, 896
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !16
  %79 = insertelement <32 x float> %74, float %78, i64 14
  %80 = add nuw nsw i32 %5, 960
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %81
  %83 = load float, ptr addrspace(1) %82, align 4, !tbaa !16
  %84 = insertelement <32 x float> %79, float %83, i64 15
  %85 = or disjoint i32 %5, 1024
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %86
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !16
  %89 = insertelement <32 x float> %84, float %88, i64 16
  %90 = add nuw nsw i32 %5, 1088
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %91
  %93 = load float, ptr addrspace(1) %92, align 4, !tbaa !16
  %94 = insertelement <32 x float> %89, float %93, i64 17
  %95 = add nuw nsw i32 %5, 1152
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4, !tbaa !16
  %99 = insertelement <32 x float> %94, float %98, i64 18
  %100 = add nuw nsw i32 %5, 1216
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4, !tbaa !16
  %104 = insertelement <32 x float> %99, float %103, i64 19
  %105 = add nuw nsw i32 %5, 1280
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %106
  %108 = load float, ptr addrspace(1) %107, align 4, !tbaa !16
  %109 = insertelement <32 x float> %104, float %108, i64 20
  %110 = add nuw nsw i32 %5, 1344
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %111
  %113 = load float, ptr addrspace(1) %112, align 4, !tbaa !16
  %114 = insertelement <32 x float> %109, float %113, i64 21
  %115 = add nuw nsw i32 %5, 1408
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %116
  %118 = load float, ptr addrspace(1) %117, align 4, !tbaa !16
  %119 = insertelement <32 x float> %114, float %118, i64 22
  %120 = add nuw nsw i32 %5, 1472
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %121
  %123 = load float, ptr addrspace(1) %122, align 4, !tbaa !16
  %124 = insertelement <32 x float> %119, float %123, i64 23
  %125 = add nuw nsw i32 %5, 1536
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %126
  %128 = load float, ptr addrspace(1) %127, align 4, !tbaa !16
  %129 = insertelement <32 x float> %124, float %128, i64 24
  %130 = add nuw nsw i32 %5, 1600
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %131
  %133 = load float, ptr addrspace(1) %132, align 4, !tbaa !16
  %134 = insertelement <32 x float> %129, float %133, i64 25
  %135 = add nuw nsw i32 %5, 1664
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %136
  %138 = load float, ptr addrspace(1) %137, align 4, !tbaa !16
  %139 = insertelement <32 x float> %134, float %138, i64 26
  %140 = add nuw nsw i32 %5, 1728
  %141 = zext nneg i32 %140 to i64
  %142 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %141
  %143 = load float, ptr addrspace(1) %142, align 4, !tbaa !16
  %144 = insertelement <32 x float> %139, float %143, i64 27
  %145 = add nuw nsw i32 %5, 1792
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %146
  %148 = load float, ptr addrspace(1) %147, align 4, !tbaa !16
  %149 = insertelement <32 x float> %144, float %148, i64 28
  %150 = add nuw nsw i32 %5, 1856
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %151
  %153 = load float, ptr addrspace(1) %152, align 4, !tbaa !16
  %154 = insertelement <32 x float> %149, float %153, i64 29
  %155 = add nuw nsw i32 %5, 1920
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %156
  %158 = load float, ptr addrspace(1) %157, align 4, !tbaa !16
  %159 = insertelement <32 x float> %154, float %158, i64 30
  %160 = add nuw nsw i32 %5, 1984
  %161 = zext nneg i32 %160 to i64
  %162 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %161
  %163 = load float, ptr addrspace(1) %162, align 4, !tbaa !16
  %164 = insertelement <32 x float> %159, float %163, i64 31
  %165 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %166 = load float, ptr addrspace(1) %165, align 4, !tbaa !16
  %167 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %168 = load float, ptr addrspace(1) %167, align 4, !tbaa !16
  %169 = tail call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %166, float %168, <32 x float> %164, i32 0, i32 0, i32 2)
  %170 = extractelement <32 x float> %169, i64 0
  %171 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %6
  store float %170, ptr addrspace(1) %171, align 4, !tbaa !16
  %172 = extractelement <32 x float> %169, i64 1
  %173 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %11
  store float %172, ptr addrspace(1) %173, align 4, !tbaa !16
  %174 = extractelement <32 x float> %169, i64 2
  %175 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %16
  store float %174, ptr addrspace(1) %175, align 4, !tbaa !16
  %176 = extractelement <32 x float> %169, i64 3
  %177 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %21
  store float %176, ptr addrspace(1) %177, align 4, !tbaa !16
  %178 = extractelement <32 x float> %169, i64 4
  %179 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %26
  store float %178, ptr addrspace(1) %179, align 4, !tbaa !16
  %180 = extractelement <32 x float> %169, i64 5
  %181 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %31
  store float %180, ptr addrspace(1) %181, align 4, !tbaa !16
  %182 = extractelement <32 x float> %169, i64 6
  %183 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %36
  store float %182, ptr addrspace(1) %183, align 4, !tbaa !16
  %184 = extractelement <32 x float> %169, i64 7
  %185 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %41
  store float %184, ptr addrspace(1) %185, align 4, !tbaa !16
  %186 = extractelement <32 x float> %169, i64 8
  %187 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %46
  store float %186, ptr addrspace(1) %187, align 4, !tbaa !16
  %188 = extractelement <32 x float> %169, i64 9
  %189 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %51
  store float %188, ptr addrspace(1) %189, align 4, !tbaa !16
  %190 = extractelement <32 x float> %169, i64 10
  %191 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %56
  store float %190, ptr addrspace(1) %191, align 4, !tbaa !16
  %192 = extractelement <32 x float> %169, i64 11
  %193 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %61
  store float %192, ptr addrspace(1) %193, align 4, !tbaa !16
  %194 = extractelement <32 x float> %169, i64 12
  %195 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %66
  store float %194, ptr addrspace(1) %195, align 4, !tbaa !16
  %196 = extractelement <32 x float> %169, i64 13
  %197 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %71
  store float %196, ptr addrspace(1) %197, align 4, !tbaa !16
  %198 = extractelement <32 x float> %169, i64 14
  %199 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %76
  store float %198, ptr addrspace(1) %199, align 4, !tbaa !16
  %200 = extractelement <32 x float> %169, i64 15
  %201 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %81
  store float %200, ptr addrspace(1) %201, align 4, !tbaa !16
  %202 = extractelement <32 x float> %169, i64 16
  %203 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %86
  store float %202, ptr addrspace(1) %203, align 4, !tbaa !16
  %204 = extractelement <32 x float> %169, i64 17
  %205 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %91
  store float %204, ptr addrspace(1) %205, align 4, !tbaa !16
  %206 = extractelement <32 x float> %169, i64 18
  %207 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %96
  store float %206, ptr addrspace(1) %207, align 4, !tbaa !16
  %208 = extractelement <32 x float> %169, i64 19
  %209 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %101
  store float %208, ptr addrspace(1) %209, align 4, !tbaa !16
  %210 = extractelement <32 x float> %169, i64 20
  %211 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %106
  store float %210, ptr addrspace(1) %211, align 4, !tbaa !16
  %212 = extractelement <32 x float> %169, i64 21
  %213 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %111
  store float %212, ptr addrspace(1) %213, align 4, !tbaa !16
  %214 = extractelement <32 x float> %169, i64 22
  %215 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %116
  store float %214, ptr addrspace(1) %215, align 4, !tbaa !16
  %216 = extractelement <32 x float> %169, i64 23
  %217 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %121
  store float %216, ptr addrspace(1) %217, align 4, !tbaa !16
  %218 = extractelement <32 x float> %169, i64 24
  %219 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %126
  store float %218, ptr addrspace(1) %219, align 4, !tbaa !16
  %220 = extractelement <32 x float> %169, i64 25
  %221 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %131
  store float %220, ptr addrspace(1) %221, align 4, !tbaa !16
  %222 = extractelement <32 x float> %169, i64 26
  %223 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %136
  store float %222, ptr addrspace(1) %223, align 4, !tbaa !16
  %224 = extractelement <32 x float> %169, i64 27
  %225 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %141
  store float %224, ptr addrspace(1) %225, align 4, !tbaa !16
  %226 = extractelement <32 x float> %169, i64 28
  %227 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %146
  store float %226, ptr addrspace(1) %227, align 4, !tbaa !16
  %228 = extractelement <32 x float> %169, i64 29
  %229 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %151
  store float %228, ptr addrspace(1) %229, align 4, !tbaa !16
  %230 = extractelement <32 x float> %169, i64 30
  %231 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %156
  store float %230, ptr addrspace(1) %231, align 4, !tbaa !16
  %232 = extractelement <32 x float> %169, i64 31
  %233 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %161
  store float %232, ptr addrspace(1) %233, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_4x4x4f16_bcast(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !25 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = shl nuw nsw i32 %5, 2
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %7
  %9 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %7
  %10 = load <2 x half>, ptr addrspace(1) %8, align 2, !tbaa !13
  %11 = load <2 x half>, ptr addrspace(1) %9, align 2, !tbaa !13
  %12 = or disjoint i32 %6, 2
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %13
  %15 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %13
  %16 = load <2 x half>, ptr addrspace(1) %14, align 2, !tbaa !13
  %17 = load <2 x half>, ptr addrspace(1) %15, align 2, !tbaa !13
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !16, !amdgpu.noclobber !15
  %21 = insertelement <4 x float> poison, float %20, i64 0
  %22 = add nuw nsw i32 %5, 64
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !16, !amdgpu.noclobber !15
  %26 = insertelement <4 x float> %21, float %25, i64 1
  %27 = add nuw nsw i32 %5, 128
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !16, !amdgpu.noclobber !15
  %31 = insertelement <4 x float> %26, float %30, i64 2
  %32 = add nuw nsw i32 %5, 192
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !16, !amdgpu.noclobber !15
  %36 = insertelement <4 x float> %31, float %35, i64 3
  %37 = shufflevector <2 x half> %10, <2 x half> %16, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %38 = shufflevector <2 x half> %11, <2 x half> %17, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %39 = tail call <4 x float> @llvm.amdgcn.mfma.f32.4x4x4f16(<4 x half> %37, <4 x half> %38, <4 x float> %36, i32 4, i32 9, i32 7)
  %40 = extractelement <4 x float> %39, i64 0
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %18
  store float %40, ptr addrspace(1) %41, align 4, !tbaa !16
  %42 = extractelement <4 x float> %39, i64 1
  %43 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %23
  store float %42, ptr addrspace(1) %43, align 4, !tbaa !16
  %44 = extractelement <4 x float> %39, i64 2
  %45 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %28
  store float %44, ptr addrspace(1) %45, align 4, !tbaa !16
  %46 = extractelement <4 x float> %39, i64 3
  %47 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %33
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !16
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_4x4x4f16_bcast(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !25 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = shl nuw nsw i32 %5, 2
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %7
  %9 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %7
  %10 = load <2 x half>, ptr addrspace(1) %8, align 2, !tbaa !13
  %11 = load <2 x half>, ptr addrspace(1) %9, align 2, !tbaa !13
  %12 = or disjoint i32 %6, 2
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %13
  %15 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %13
  %16 = load <2 x half>, ptr addrspace(1) %14, align 2, !tbaa !13
  %17 = load <2 x half>, ptr addrspace(1) %15, align 2, !tbaa !13
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !16
  %21 = insertelement <4 x float> poison, float %20, i64 0
  %22 = add nuw nsw i32 %5, 64
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !16
  %26 = insertelement <4 x float> %21, float %25, i64 1
  %27 = add nuw nsw i32 %5, 128
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !16
  %31 = insertelement <4 x float> %26, float %30, i64 2
  %32 = add nuw nsw i32 %5, 192
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !16
  %36 = insertelement <4 x float> %31, float %35, i64 3
  %37 = shufflevector <2 x half> %10, <2 x half> %16, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %38 = shufflevector <2 x half> %11, <2 x half> %17, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %39 = tail call <4 x float> @llvm.amdgcn.mfma.f32.4x4x4f16(<4 x half> %37, <4 x half> %38, <4 x float> %36, i32 4, i32 9, i32 7)
  %40 = extractelement <4 x float> %39, i64 0
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %18
  store float %40, ptr addrspace(1) %41, align 4, !tbaa !16
  %42 = extractelement <4 x float> %39, i64 1
  %43 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %23
  store float %42, ptr addrspace(1) %43, align 4, !tbaa !16
  %44 = extractelement <4 x float> %39, i64 2
  %45 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %28
  store float %44, ptr addrspace(1) %45, align 4, !tbaa !16
  %46 = extractelement <4 x float> %39, i64 3
  %47 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %33
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_16x16x4i8_bcast(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !25 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !5, !amdgpu.noclobber !15
  %9 = insertelement <16 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %8, i64 0
  %10 = add nuw nsw i32 %5, 64
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5, !amdgpu.noclobber !15
  %14 = insertelement <16 x i32> %9, i32 %13, i64 1
  %15 = add nuw nsw i32 %5, 128
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5, !amdgpu.noclobber !15
  %19 = insertelement <16 x i32> %14, i32 %18, i64 2
  %20 = add nuw nsw i32 %5, 192
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5, !amdgpu.noclobber !15
  %24 = insertelement <16 x i32> %19, i32 %23, i64 3
  %25 = add nuw nsw i32 %5, 256
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !5, !amdgpu.noclobber !15
  %29 = insertelement <16 x i32> %24, i32 %28, i64 4
  %30 = add nuw nsw i32 %5, 320
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !5, !amdgpu.noclobber !15
  %34 = insertelement <16 x i32> %29, i32 %33, i64 5
  %35 = add nuw nsw i32 %5, 384
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4, !tbaa !5, !amdgpu.noclobber !15
  %39 = insertelement <16 x i32> %34, i32 %38, i64 6
  %40 = add nuw nsw i32 %5, 448
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !5, !amdgpu.noclobber !15
  %44 = insertelement <16 x i32> %39, i32 %43, i64 7
  %45 = add nuw nsw i32 %5, 512
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %46
  %48 = load i32, ptr addrspace(1) %47, align 4, !tbaa !5, !amdgpu.noclobber !15
  %49 = insertelement <16 x i32> %44, i32 %48, i64 8
  %50 = add nuw nsw i32 %5, 576
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %51
  %53 = load i32, ptr addrspace(1) %52, align 4, !tbaa !5, !amdgpu.noclobber !15
  %54 = insertelement <16 x i32> %49, i32 %53, i64 9
  %55 = add nuw nsw i32 %5, 640
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %56
  %58 = load i32, ptr addrspace(1) %57, align 4, !tbaa !5, !amdgpu.noclobber !15
  %59 = insertelement <16 x i32> %54, i32 %58, i64 10
  %60 = add nuw nsw i32 %5, 704
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %61
  %63 = load i32, ptr addrspace(1) %62, align 4, !tbaa !5, !amdgpu.noclobber !15
  %64 = insertelement <16 x i32> %59, i32 %63, i64 11
  %65 = add nuw nsw i32 %5, 768
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %66
  %68 = load i32, ptr addrspace(1) %67, align 4, !tbaa !5, !amdgpu.noclobber !15
  %69 = insertelement <16 x i32> %64, i32 %68, i64 12
  %70 = add nuw nsw i32 %5, 832
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %71
  %73 = load i32, ptr addrspace(1) %72, align 4, !tbaa !5, !amdgpu.noclobber !15
  %74 = insertelement <16 x i32> %69, i32 %73, i64 13
  %75 = add nuw nsw i32 %5, 896
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %76
  %78 = load i32, ptr addrspace(1) %77, align 4, !tbaa !5, !amdgpu.noclobber !15
  %79 = insertelement <16 x i32> %74, i32 %78, i64 14
  %80 = add nuw nsw i32 %5, 960
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %81
  %83 = load i32, ptr addrspace(1) %82, align 4, !tbaa !5, !amdgpu.noclobber !15
  %84 = insertelement <16 x i32> %79, i32 %83, i64 15
  %85 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  %86 = load i32, ptr addrspace(1) %85, align 4, !tbaa !5, !amdgpu.noclobber !15
  %87 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %6
  %88 = load i32, ptr addrspace(1) %87, align 4, !tbaa !5, !amdgpu.noclobber !15
  %89 = tail call <16 x i32> @llvm.amdgcn.mfma.i32.16x16x4i8(i32 %86, i32 %88, <16 x i32> %84, i32 2, i32 3, i32 1)
  %90 = extractelement <16 x i32> %89, i64 0
  %91 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %6
  store i32 %90, ptr addrspace(1) %91, align 4, !tbaa !5
  %92 = extractelement <16 x i32> %89, i64 1
  %93 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %11
  store i32 %92, ptr addrspace(1) %93, align 4, !tbaa !5
  %94 = extractelement <16 x i32> %89, i64 2
  %95 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %16
  store i32 %94, ptr addrspace(1) %95, align 4, !tbaa !5
  %96 = extractelement <16 x i32> %89, i64 3
  %97 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %21
  store i32 %96, ptr addrspace(1) %97, align 4, !tbaa !5
  %98 = extractelement <16 x i32> %89, i64 4
  %99 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %26
  store i32 %98, ptr addrspace(1) %99, align 4, !tbaa !5
  %100 = extractelement <16 x i32> %89, i64 5
  %101 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %31
  store i32 %100, ptr addrspace(1) %101, align 4, !tbaa !5
  %102 = extractelement <16 x i32> %89, i64 6
  %103 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %36
  store i32 %102, ptr addrspace(1) %103, align 4, !tbaa !5
  %104 = extractelement <16 x i32> %89, i64 7
  %105 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %41
  store i32 %104, ptr addrspace(1) %105, align 4, !tbaa !5
  %106 = extractelement <16 x i32> %89, i64 8
  %107 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %46
  store i32 %106, ptr addrspace(1) %107, align 4, !tbaa !5
  %108 = extractelement <16 x i32> %89, i64 9
  %109 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %51
  store i32 %108, ptr addrspace(1) %109, align 4, !tbaa !5
  %110 = extractelement <16 x i32> %89, i64 10
  %111 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %56
  store i32 %110, ptr addrspace(1) %111, align 4, !tbaa !5
  %112 = extractelement <16 x i32> %89, i64 11
  %113 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %61
  store i32 %112, ptr addrspace(1) %113, align 4, !tbaa !5
  %114 = extractelement <16 x i32> %89, i64 12
  %115 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %66
  store i32 %114, ptr addrspace(1) %115, align 4, !tbaa !5
  %116 = extractelement <16 x i32> %89, i64 13
  %117 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %71
  store i32 %116, ptr addrspace(1) %117, align 4, !tbaa !5
  %118 = extractelement <16 x i32> %89, i64 14
  %119 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %76
  store i32 %118, ptr addrspace(1) %119, align 4, !tbaa !5
  %120 = extractelement <16 x i32> %89, i64 15
  %121 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %81
  store i32 %120, ptr addrspace(1) %121, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_16x16x4i8_bcast(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !25 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !5
  %9 = insertelement <16 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %8, i64 0
  %10 = add nuw nsw i32 %5, 64
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = insertelement <16 x i32> %9, i32 %13, i64 1
  %15 = add nuw nsw i32 %5, 128
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5
  %19 = insertelement <16 x i32> %14, i32 %18, i64 2
  %20 = add nuw nsw i32 %5, 192
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = insertelement <16 x i32> %19, i32 %23, i64 3
  %25 = add nuw nsw i32 %5, 256
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !5
  %29 = insertelement <16 x i32> %24, i32 %28, i64 4
  %30 = add nuw nsw i32 %5, 320
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !5
  %34 = insertelement <16 x i32> %29, i32 %33, i64 5
  %35 = add nuw nsw i32 %5, 384
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4, !tbaa !5
  %39 = insertelement <16 x i32> %34, i32 %38, i64 6
  %40 = add nuw nsw i32 %5, 448
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !5
  %44 = insertelement <16 x i32> %39, i32 %43, i64 7
  %45 = add nuw nsw i32 %5, 512
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %46
  %48 = load i32, ptr addrspace(1) %47, align 4, !tbaa !5
  %49 = insertelement <16 x i32> %44, i32 %48, i64 8
  %50 = add nuw nsw i32 %5, 576
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %51
  %53 = load i32, ptr addrspace(1) %52, align 4, !tbaa !5
  %54 = insertelement <16 x i32> %49, i32 %53, i64 9
  %55 = add nuw nsw i32 %5, 640
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %56
  %58 = load i32, ptr addrspace(1) %57, align 4, !tbaa !5
  %59 = insertelement <16 x i32> %54, i32 %58, i64 10
  %60 = add nuw nsw i32 %5, 704
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %61
  %63 = load i32, ptr addrspace(1) %62, align 4, !tbaa !5
  %64 = insertelement <16 x i32> %59, i32 %63, i64 11
  %65 = add nuw nsw i32 %5, 768
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %66
  %68 = load i32, ptr addrspace(1) %67, align 4, !tbaa !5
  %69 = insertelement <16 x i32> %64, i32 %68, i64 12
  %70 = add nuw nsw i32 %5, 832
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %71
  %73 = load i32, ptr addrspace(1) %72, align 4, !tbaa !5
  %74 = insertelement <16 x i32> %69, i32 %73, i64 13
  %75 = add nuw nsw i32 %5, 896
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %76
  %78 = load i32, ptr addrspace(1) %77, align 4, !tbaa !5
  %79 = insertelement <16 x i32> %74, i32 %78, i64 14
  %80 = add nuw nsw i32 %5, 960
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %81
  %83 = load i32, ptr addrspace(1) %82, align 4, !tbaa !5
  %84 = insertelement <16 x i32> %79, i32 %83, i64 15
  %85 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  %86 = load i32, ptr addrspace(1) %85, align 4, !tbaa !5
  %87 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %6
  %88 = load i32, ptr addrspace(1) %87, align 4, !tbaa !5
  %89 = tail call <16 x i32> @llvm.amdgcn.mfma.i32.16x16x4i8(i32 %86, i32 %88, <16 x i32> %84, i32 2, i32 3, i32 1)
  %90 = extractelement <16 x i32> %89, i64 0
  %91 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %6
  store i32 %90, ptr addrspace(1) %91, align 4, !tbaa !5
  %92 = extractelement <16 x i32> %89, i64 1
  %93 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %11
  store i32 %92, ptr addrspace(1) %93, align 4, !tbaa !5
  %94 = extractelement <16 x i32> %89, i64 2
  %95 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %16
  store i32 %94, ptr addrspace(1) %95, align 4, !tbaa !5
  %96 = extractelement <16 x i32> %89, i64 3
  %97 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %21
  store i32 %96, ptr addrspace(1) %97, align 4, !tbaa !5
  %98 = extractelement <16 x i32> %89, i64 4
  %99 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %26
  store i32 %98, ptr addrspace(1) %99, align 4, !tbaa !5
  %100 = extractelement <16 x i32> %89, i64 5
  %101 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %31
  store i32 %100, ptr addrspace(1) %101, align 4, !tbaa !5
  %102 = extractelement <16 x i32> %89, i64 6
  %103 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %36
  store i32 %102, ptr addrspace(1) %103, align 4, !tbaa !5
  %104 = extractelement <16 x i32> %89, i64 7
  %105 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %41
  store i32 %104, ptr addrspace(1) %105, align 4, !tbaa !5
  %106 = extractelement <16 x i32> %89, i64 8
  %107 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %46
  store i32 %106, ptr addrspace(1) %107, align 4, !tbaa !5
  %108 = extractelement <16 x i32> %89, i64 9
  %109 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %51
  store i32 %108, ptr addrspace(1) %109, align 4, !tbaa !5
  %110 = extractelement <16 x i32> %89, i64 10
  %111 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %56
  store i32 %110, ptr addrspace(1) %111, align 4, !tbaa !5
  %112 = extractelement <16 x i32> %89, i64 11
  %113 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %61
  store i32 %112, ptr addrspace(1) %113, align 4, !tbaa !5
  %114 = extractelement <16 x i32> %89, i64 12
  %115 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %66
  store i32 %114, ptr addrspace(1) %115, align 4, !tbaa !5
  %116 = extractelement <16 x i32> %89, i64 13
  %117 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %71
  store i32 %116, ptr addrspace(1) %117, align 4, !tbaa !5
  %118 = extractelement <16 x i32> %89, i64 14
  %119 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %76
  store i32 %118, ptr addrspace(1) %119, align 4, !tbaa !5
  %120 = extractelement <16 x i32> %89, i64 15
  %121 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %81
  store i32 %120, ptr addrspace(1) %121, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_4x4x4f64_plain(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !25 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %6
  %8 = load double, ptr addrspace(1) %7, align 8, !tbaa !20, !amdgpu.noclobber !15
  %9 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %6
  %10 = load double, ptr addrspace(1) %9, align 8, !tbaa !20, !amdgpu.noclobber !15
  %11 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %6
  %12 = load double, ptr addrspace(1) %11, align 8, !tbaa !20, !amdgpu.noclobber !15
  %13 = tail call double @llvm.amdgcn.mfma.f64.4x4x4f64(double %8, double %10, double %12, i32 0, i32 0, i32 0)
  %14 = getelementptr inbounds nuw double, ptr addrspace(1) %3, i64 %6
  store double %13, ptr addrspace(1) %14, align 8, !tbaa !20
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_4x4x4f64_plain(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !25 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %6
  %8 = load double, ptr addrspace(1) %7, align 8, !tbaa !20
  %9 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %6
  %10 = load double, ptr addrspace(1) %9, align 8, !tbaa !20
  %11 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %6
  %12 = load double, ptr addrspace(1) %11, align 8, !tbaa !20
  %13 = tail call double @llvm.amdgcn.mfma.f64.4x4x4f64(double %8, double %10, double %12, i32 0, i32 0, i32 0)
  %14 = getelementptr inbounds nuw double, ptr addrspace(1) %3, i64 %6
  store double %13, ptr addrspace(1) %14, align 8, !tbaa !20
  ret void
}

; Function Attrs: convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @mfma_gemm_f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %9 = shl i32 %8, 5
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %11 = shl i32 %10, 5
  %12 = icmp sgt i32 %5, 0
  br i1 %12, label %18, label %13

13:                                               ; preds = %6
  %14 = lshr i32 %7, 3
  %15 = and i32 %14, 124
  %16 = and i32 %7, 31
  %17 = or disjoint i32 %16, %11
  br label %69

18:                                               ; preds = %6
  %19 = and i32 %7, 31
  %20 = or disjoint i32 %9, %19
  %21 = mul nsw i32 %5, %20
  %22 = lshr i32 %7, 3
  %23 = and i32 %22, 124
  %24 = add i32 %21, %23
  %25 = or disjoint i32 %19, %11
  br label %26

26:                                               ; preds = %18, %26
  %27 = phi i32 [ 0, %18 ], [ %67, %26 ]
  %28 = phi <16 x float> [ zeroinitializer, %18 ], [ %66, %26 ]
  %29 = add i32 %24, %27
  %30 = add nuw nsw i32 %27, %23
  %31 = sext i32 %29 to i64
  %32 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %31
  %33 = mul nsw i32 %30, %4
  %34 = add i32 %25, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %35
  %37 = load half, ptr addrspace(1) %36, align 2, !tbaa !13, !amdgpu.noclobber !15
  %38 = insertelement <4 x half> poison, half %37, i64 0
  %39 = load <2 x half>, ptr addrspace(1) %32, align 2, !tbaa !13
  %40 = or disjoint i32 %30, 1
  %41 = mul nsw i32 %40, %4
  %42 = add i32 %25, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %43
  %45 = load half, ptr addrspace(1) %44, align 2, !tbaa !13, !amdgpu.noclobber !15
  %46 = insertelement <4 x half> %38, half %45, i64 1
  %47 = sext i32 %29 to i64
  %48 = getelementptr half, ptr addrspace(1) %0, i64 %47
  %49 = getelementptr i8, ptr addrspace(1) %48, i64 4
  %50 = or disjoint i32 %30, 2
  %51 = mul nsw i32 %50, %4
  %52 = add i32 %25, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %53
  %55 = load half, ptr addrspace(1) %54, align 2, !tbaa !13, !amdgpu.noclobber !15
  %56 = insertelement <4 x half> %46, half %55, i64 2
  %57 = load <2 x half>, ptr addrspace(1) %49, align 2, !tbaa !13
  %58 = shufflevector <2 x half> %39, <2 x half> %57, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %59 = or disjoint i32 %30, 3
  %60 = mul nsw i32 %59, %4
  %61 = add i32 %25, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %62
  %64 = load half, ptr addrspace(1) %63, align 2, !tbaa !13, !amdgpu.noclobber !15
  %65 = insertelement <4 x half> %56, half %64, i64 3
  %66 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %58, <4 x half> %65, <16 x float> %28, i32 0, i32 0, i32 0)
  %67 = add nuw nsw i32 %27, 8
  %68 = icmp slt i32 %67, %5
  br i1 %68, label %26, label %69

69:                                               ; preds = %26, %13
  %70 = phi i32 [ %17, %13 ], [ %25, %26 ]
  %71 = phi i32 [ %15, %13 ], [ %23, %26 ]
  %72 = phi <16 x float> [ zeroinitializer, %13 ], [ %66, %26 ]
  %73 = add i32 %71, %9
  %74 = extractelement <16 x float> %72, i64 0
  %75 = mul nsw i32 %73, %4
  %76 = add i32 %70, %75
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %77
  store float %74, ptr addrspace(1) %78, align 4, !tbaa !16
  %79 = extractelement <16 x float> %72, i64 1
  %80 = or disjoint i32 %73, 1
  %81 = mul nsw i32 %80, %4
  %82 = add i32 %70, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %83
  store float %79, ptr addrspace(1) %84, align 4, !tbaa !16
  %85 = extractelement <16 x float> %72, i64 2
  %86 = or disjoint i32 %73, 2
  %87 = mul nsw i32 %86, %4
  %88 = add i32 %70, %87
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %89
  store float %85, ptr addrspace(1) %90, align 4, !tbaa !16
  %91 = extractelement <16 x float> %72, i64 3
  %92 = or disjoint i32 %73, 3
  %93 = mul nsw i32 %92, %4
  %94 = add i32 %70, %93
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %95
  store float %91, ptr addrspace(1) %96, align 4, !tbaa !16
  %97 = extractelement <16 x float> %72, i64 4
  %98 = add i32 %73, 8
  %99 = mul nsw i32 %98, %4
  %100 = add i32 %70, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %101
  store float %97, ptr addrspace(1) %102, align 4, !tbaa !16
  %103 = extractelement <16 x float> %72, i64 5
  %104 = add i32 %73, 9
  %105 = mul nsw i32 %104, %4
  %106 = add i32 %70, %105
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %107
  store float %103, ptr addrspace(1) %108, align 4, !tbaa !16
  %109 = extractelement <16 x float> %72, i64 6
  %110 = add i32 %73, 10
  %111 = mul nsw i32 %110, %4
  %112 = add i32 %70, %111
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %113
  store float %109, ptr addrspace(1) %114, align 4, !tbaa !16
  %115 = extractelement <16 x float> %72, i64 7
  %116 = add i32 %73, 11
  %117 = mul nsw i32 %116, %4
  %118 = add i32 %70, %117
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %119
  store float %115, ptr addrspace(1) %120, align 4, !tbaa !16
  %121 = extractelement <16 x float> %72, i64 8
  %122 = add i32 %73, 16
  %123 = mul nsw i32 %122, %4
  %124 = add i32 %70, %123
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %125
  store float %121, ptr addrspace(1) %126, align 4, !tbaa !16
  %127 = extractelement <16 x float> %72, i64 9
  %128 = add i32 %73, 17
  %129 = mul nsw i32 %128, %4
  %130 = add i32 %70, %129
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %131
  store float %127, ptr addrspace(1) %132, align 4, !tbaa !16
  %133 = extractelement <16 x float> %72, i64 10
  %134 = add i32 %73, 18
  %135 = mul nsw i32 %134, %4
  %136 = add i32 %70, %135
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %137
  store float %133, ptr addrspace(1) %138, align 4, !tbaa !16
  %139 = extractelement <16 x float> %72, i64 11
  %140 = add i32 %73, 19
  %141 = mul nsw i32 %140, %4
  %142 = add i32 %70, %141
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %143
  store float %139, ptr addrspace(1) %144, align 4, !tbaa !16
  %145 = extractelement <16 x float> %72, i64 12
  %146 = add i32 %73, 24
  %147 = mul nsw i32 %146, %4
  %148 = add i32 %70, %147
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %149
  store float %145, ptr addrspace(1) %150, align 4, !tbaa !16
  %151 = extractelement <16 x float> %72, i64 13
  %152 = add i32 %73, 25
  %153 = mul nsw i32 %152, %4
  %154 = add i32 %70, %153
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %155
  store float %151, ptr addrspace(1) %156, align 4, !tbaa !16
  %157 = extractelement <16 x float> %72, i64 14
  %158 = add i32 %73, 26
  %159 = mul nsw i32 %158, %4
  %160 = add i32 %70, %159
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %161
  store float %157, ptr addrspace(1) %162, align 4, !tbaa !16
  %163 = extractelement <16 x float> %72, i64 15
  %164 = add i32 %73, 27
  %165 = mul nsw i32 %164, %4
  %166 = add i32 %70, %165
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %167
  store float %163, ptr addrspace(1) %168, align 4, !tbaa !16
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mfma_gemm_f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #3 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %9 = shl i32 %8, 5
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %11 = shl i32 %10, 5
  %12 = icmp sgt i32 %5, 0
  br i1 %12, label %18, label %13

13:                                               ; preds = %6
  %14 = lshr i32 %7, 3
  %15 = and i32 %14, 124
  %16 = and i32 %7, 31
  %17 = or disjoint i32 %16, %11
  br label %69

18:                                               ; preds = %6
  %19 = and i32 %7, 31
  %20 = or disjoint i32 %9, %19
  %21 = mul nsw i32 %5, %20
  %22 = lshr i32 %7, 3
  %23 = and i32 %22, 124
  %24 = add i32 %21, %23
  %25 = or disjoint i32 %19, %11
  br label %26

26:                                               ; preds = %18, %26
  %27 = phi i32 [ 0, %18 ], [ %67, %26 ]
  %28 = phi <16 x float> [ zeroinitializer, %18 ], [ %66, %26 ]
  %29 = add i32 %24, %27
  %30 = add nuw nsw i32 %27, %23
  %31 = sext i32 %29 to i64
  %32 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %31
  %33 = mul nsw i32 %30, %4
  %34 = add i32 %25, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %35
  %37 = load half, ptr addrspace(1) %36, align 2, !tbaa !13
  %38 = insertelement <4 x half> poison, half %37, i64 0
  %39 = load <2 x half>, ptr addrspace(1) %32, align 2, !tbaa !13
  %40 = or disjoint i32 %30, 1
  %41 = mul nsw i32 %40, %4
  %42 = add i32 %25, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %43
  %45 = load half, ptr addrspace(1) %44, align 2, !tbaa !13
  %46 = insertelement <4 x half> %38, half %45, i64 1
  %47 = sext i32 %29 to i64
  %48 = getelementptr half, ptr addrspace(1) %0, i64 %47
  %49 = getelementptr i8, ptr addrspace(1) %48, i64 4
  %50 = or disjoint i32 %30, 2
  %51 = mul nsw i32 %50, %4
  %52 = add i32 %25, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %53
  %55 = load half, ptr addrspace(1) %54, align 2, !tbaa !13
  %56 = insertelement <4 x half> %46, half %55, i64 2
  %57 = load <2 x half>, ptr addrspace(1) %49, align 2, !tbaa !13
  %58 = shufflevector <2 x half> %39, <2 x half> %57, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %59 = or disjoint i32 %30, 3
  %60 = mul nsw i32 %59, %4
  %61 = add i32 %25, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %62
  %64 = load half, ptr addrspace(1) %63, align 2, !tbaa !13
  %65 = insertelement <4 x half> %56, half %64, i64 3
  %66 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %58, <4 x half> %65, <16 x float> %28, i32 0, i32 0, i32 0)
  %67 = add nuw nsw i32 %27, 8
  %68 = icmp slt i32 %67, %5
  br i1 %68, label %26, label %69

69:                                               ; preds = %26, %13
  %70 = phi i32 [ %17, %13 ], [ %25, %26 ]
  %71 = phi i32 [ %15, %13 ], [ %23, %26 ]
  %72 = phi <16 x float> [ zeroinitializer, %13 ], [ %66, %26 ]
  %73 = add i32 %71, %9
  %74 = extractelement <16 x float> %72, i64 0
  %75 = mul nsw i32 %73, %4
  %76 = add i32 %70, %75
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %77
  store float %74, ptr addrspace(1) %78, align 4, !tbaa !16
  %79 = extractelement <16 x float> %72, i64 1
  %80 = or disjoint i32 %73, 1
  %81 = mul nsw i32 %80, %4
  %82 = add i32 %70, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %83
  store float %79, ptr addrspace(1) %84, align 4, !tbaa !16
  %85 = extractelement <16 x float> %72, i64 2
  %86 = or disjoint i32 %73, 2
  %87 = mul nsw i32 %86, %4
  %88 = add i32 %70, %87
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %89
  store float %85, ptr addrspace(1) %90, align 4, !tbaa !16
  %91 = extractelement <16 x float> %72, i64 3
  %92 = or disjoint i32 %73, 3
  %93 = mul nsw i32 %92, %4
  %94 = add i32 %70, %93
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %95
  store float %91, ptr addrspace(1) %96, align 4, !tbaa !16
  %97 = extractelement <16 x float> %72, i64 4
  %98 = add i32 %73, 8
  %99 = mul nsw i32 %98, %4
  %100 = add i32 %70, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %101
  store float %97, ptr addrspace(1) %102, align 4, !tbaa !16
  %103 = extractelement <16 x float> %72, i64 5
  %104 = add i32 %73, 9
  %105 = mul nsw i32 %104, %4
  %106 = add i32 %70, %105
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %107
  store float %103, ptr addrspace(1) %108, align 4, !tbaa !16
  %109 = extractelement <16 x float> %72, i64 6
  %110 = add i32 %73, 10
  %111 = mul nsw i32 %110, %4
  %112 = add i32 %70, %111
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %113
  store float %109, ptr addrspace(1) %114, align 4, !tbaa !16
  %115 = extractelement <16 x float> %72, i64 7
  %116 = add i32 %73, 11
  %117 = mul nsw i32 %116, %4
  %118 = add i32 %70, %117
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %119
  store float %115, ptr addrspace(1) %120, align 4, !tbaa !16
  %121 = extractelement <16 x float> %72, i64 8
  %122 = add i32 %73, 16
  %123 = mul nsw i32 %122, %4
  %124 = add i32 %70, %123
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %125
  store float %121, ptr addrspace(1) %126, align 4, !tbaa !16
  %127 = extractelement <16 x float> %72, i64 9
  %128 = add i32 %73, 17
  %129 = mul nsw i32 %128, %4
  %130 = add i32 %70, %129
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %131
  store float %127, ptr addrspace(1) %132, align 4, !tbaa !16
  %133 = extractelement <16 x float> %72, i64 10
  %134 = add i32 %73, 18
  %135 = mul nsw i32 %134, %4
  %136 = add i32 %70, %135
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %137
  store float %133, ptr addrspace(1) %138, align 4, !tbaa !16
  %139 = extractelement <16 x float> %72, i64 11
  %140 = add i32 %73, 19
  %141 = mul nsw i32 %140, %4
  %142 = add i32 %70, %141
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %143
  store float %139, ptr addrspace(1) %144, align 4, !tbaa !16
  %145 = extractelement <16 x float> %72, i64 12
  %146 = add i32 %73, 24
  %147 = mul nsw i32 %146, %4
  %148 = add i32 %70, %147
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %149
  store float %145, ptr addrspace(1) %150, align 4, !tbaa !16
  %151 = extractelement <16 x float> %72, i64 13
  %152 = add i32 %73, 25
  %153 = mul nsw i32 %152, %4
  %154 = add i32 %70, %153
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %155
  store float %151, ptr addrspace(1) %156, align 4, !tbaa !16
  %157 = extractelement <16 x float> %72, i64 14
  %158 = add i32 %73, 26
  %159 = mul nsw i32 %158, %4
  %160 = add i32 %70, %159
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %161
  store float %157, ptr addrspace(1) %162, align 4, !tbaa !16
  %163 = extractelement <16 x float> %72, i64 15
  %164 = add i32 %73, 27
  %165 = mul nsw i32 %164, %4
  %166 = add i32 %70, %165
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %167
  store float %163, ptr addrspace(1) %168, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double, double, <4 x double>, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float, float, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float, float, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float, float, <32 x float>, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x4f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x i32> @llvm.amdgcn.mfma.i32.16x16x4i8(i32, i32, <16 x i32>, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare double @llvm.amdgcn.mfma.f64.4x4x4f64(double, double, double, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #5

attributes #0 = { convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{i32 1, i32 1, i32 1}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"half*", !"half*", !"float*"}
!12 = !{!"const", !"const", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"half", !7, i64 0}
!15 = !{}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
!18 = !{!"float*", !"float*", !"float*"}
!19 = !{!"double*", !"double*", !"double*"}
!20 = !{!21, !21, i64 0}
!21 = !{!"double", !7, i64 0}
!22 = !{i32 1, i32 1, i32 1, i32 1}
!23 = !{!"none", !"none", !"none", !"none"}
!24 = !{!"float*", !"float*", !"float*", !"float*"}
!25 = !{!"const", !"const", !"const", !""}
!26 = !{!"half*", !"half*", !"float*", !"float*"}
!27 = !{!"int*", !"int*", !"int*", !"int*"}
!28 = !{!"double*", !"double*", !"double*", !"double*"}
!29 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!30 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!31 = !{!"half*", !"half*", !"float*", !"int", !"int", !"int"}
!32 = !{!"const", !"const", !"", !"", !"", !""}
