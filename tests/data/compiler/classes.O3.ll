; ModuleID = '/work/main/tests/data/emu/src/classes.cl'
source_filename = "/work/main/tests/data/emu/src/classes.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.wide_args = type { [36 x i32], ptr addrspace(5), ptr addrspace(1) }
%struct.tree_node = type { i32, i32, i32, i32 }
%struct.walk_ctx = type { ptr addrspace(1), i32, i32, [6 x i32], ptr addrspace(5) }

@crc_table = hidden local_unnamed_addr addrspace(4) constant [16 x i32] [i32 0, i32 498536548, i32 997073096, i32 651767980, i32 1994146192, i32 1802195444, i32 1303535960, i32 1342533948, i32 -306674912, i32 -267414716, i32 -690576408, i32 -882789492, i32 -1687895376, i32 -2032938284, i32 -1609899400, i32 -1111625188], align 4
@lo_table = hidden addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@hi_table = hidden addrspace(4) constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
@tables = hidden local_unnamed_addr addrspace(4) constant [2 x ptr addrspace(4)] [ptr addrspace(4) @lo_table, ptr addrspace(4) @hi_table], align 8
@scratch_pad = hidden addrspace(1) global [256 x i32] zeroinitializer, align 4
@pad_ptr = hidden local_unnamed_addr addrspace(4) constant ptr addrspace(1) @scratch_pad, align 8
@bitonic_sort.k = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @bits64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = getelementptr inbounds nuw i64, ptr addrspace(1) %0, i64 %15
  %17 = load i64, ptr addrspace(1) %16, align 8, !tbaa !15, !amdgpu.noclobber !17
  %18 = mul i32 %3, 3
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds nuw i64, ptr addrspace(1) %0, i64 %19
  %21 = load i64, ptr addrspace(1) %20, align 8, !tbaa !15, !amdgpu.noclobber !17
  %22 = mul i64 %15, 48
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %22
  %24 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %17, i1 false)
  %25 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %17, i1 false)
  %26 = insertelement <2 x i64> poison, i64 %24, i64 0
  %27 = insertelement <2 x i64> %26, i64 %25, i64 1
  %28 = trunc nuw nsw <2 x i64> %27 to <2 x i32>
  store <2 x i32> %28, ptr addrspace(1) %23, align 4, !tbaa !5
  %29 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %17)
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 8
  %31 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %21, i1 false)
  %32 = insertelement <2 x i64> poison, i64 %29, i64 0
  %33 = insertelement <2 x i64> %32, i64 %31, i64 1
  %34 = trunc nuw nsw <2 x i64> %33 to <2 x i32>
  store <2 x i32> %34, ptr addrspace(1) %30, align 4, !tbaa !5
  %35 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %21, i1 false)
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 16
  %37 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %21)
  %38 = insertelement <2 x i64> poison, i64 %35, i64 0
  %39 = insertelement <2 x i64> %38, i64 %37, i64 1
  %40 = trunc nuw nsw <2 x i64> %39 to <2 x i32>
  store <2 x i32> %40, ptr addrspace(1) %36, align 4, !tbaa !5
  %41 = trunc i64 %17 to i32
  %42 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %41, i1 false)
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 24
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !5
  %44 = lshr i64 %21, 32
  %45 = trunc nuw i64 %44 to i32
  %46 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %45, i1 true)
  %47 = icmp eq i64 %44, 0
  %48 = select i1 %47, i32 32, i32 %46
  %49 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 28
  store i32 %48, ptr addrspace(1) %49, align 4, !tbaa !5
  %50 = ashr i64 %17, 63
  %51 = xor i64 %50, %17
  %52 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %51, i1 false)
  %53 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 32
  %54 = ashr i64 %21, 63
  %55 = xor i64 %54, %21
  %56 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %55, i1 false)
  %57 = trunc nuw nsw i64 %52 to i32
  %58 = insertelement <2 x i32> poison, i32 %57, i64 0
  %59 = trunc nuw nsw i64 %56 to i32
  %60 = insertelement <2 x i32> %58, i32 %59, i64 1
  %61 = add nsw <2 x i32> %60, splat (i32 -1)
  store <2 x i32> %61, ptr addrspace(1) %53, align 4, !tbaa !5
  %62 = and i64 %15, 63
  %63 = lshr i64 %17, %62
  %64 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %63, i1 false)
  %65 = shl i64 %17, %62
  %66 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %65, i1 false)
  %67 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 40
  %68 = xor i64 %21, %17
  %69 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %68)
  %70 = and i64 %21, %17
  %71 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %70, i1 false)
  %72 = trunc nuw nsw i64 %64 to i32
  %73 = insertelement <2 x i32> poison, i32 %72, i64 0
  %74 = trunc nuw nsw i64 %69 to i32
  %75 = insertelement <2 x i32> %73, i32 %74, i64 1
  %76 = trunc nuw nsw i64 %66 to i32
  %77 = insertelement <2 x i32> poison, i32 %76, i64 0
  %78 = trunc nuw nsw i64 %71 to i32
  %79 = insertelement <2 x i32> %77, i32 %78, i64 1
  %80 = add nuw nsw <2 x i32> %75, %79
  store <2 x i32> %80, ptr addrspace(1) %67, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_bits64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = getelementptr inbounds nuw i64, ptr addrspace(1) %0, i64 %15
  %17 = load i64, ptr addrspace(1) %16, align 8, !tbaa !15
  %18 = mul i32 %3, 3
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds nuw i64, ptr addrspace(1) %0, i64 %19
  %21 = load i64, ptr addrspace(1) %20, align 8, !tbaa !15
  %22 = mul i64 %15, 48
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %22
  %24 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %17, i1 false)
  %25 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %17, i1 false)
  %26 = insertelement <2 x i64> poison, i64 %24, i64 0
  %27 = insertelement <2 x i64> %26, i64 %25, i64 1
  %28 = trunc nuw nsw <2 x i64> %27 to <2 x i32>
  store <2 x i32> %28, ptr addrspace(1) %23, align 4, !tbaa !5
  %29 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %17)
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 8
  %31 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %21, i1 false)
  %32 = insertelement <2 x i64> poison, i64 %29, i64 0
  %33 = insertelement <2 x i64> %32, i64 %31, i64 1
  %34 = trunc nuw nsw <2 x i64> %33 to <2 x i32>
  store <2 x i32> %34, ptr addrspace(1) %30, align 4, !tbaa !5
  %35 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %21, i1 false)
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 16
  %37 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %21)
  %38 = insertelement <2 x i64> poison, i64 %35, i64 0
  %39 = insertelement <2 x i64> %38, i64 %37, i64 1
  %40 = trunc nuw nsw <2 x i64> %39 to <2 x i32>
  store <2 x i32> %40, ptr addrspace(1) %36, align 4, !tbaa !5
  %41 = trunc i64 %17 to i32
  %42 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %41, i1 false)
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 24
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !5
  %44 = lshr i64 %21, 32
  %45 = trunc nuw i64 %44 to i32
  %46 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %45, i1 true)
  %47 = icmp eq i64 %44, 0
  %48 = select i1 %47, i32 32, i32 %46
  %49 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 28
  store i32 %48, ptr addrspace(1) %49, align 4, !tbaa !5
  %50 = ashr i64 %17, 63
  %51 = xor i64 %50, %17
  %52 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %51, i1 false)
  %53 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 32
  %54 = ashr i64 %21, 63
  %55 = xor i64 %54, %21
  %56 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %55, i1 false)
  %57 = trunc nuw nsw i64 %52 to i32
  %58 = insertelement <2 x i32> poison, i32 %57, i64 0
  %59 = trunc nuw nsw i64 %56 to i32
  %60 = insertelement <2 x i32> %58, i32 %59, i64 1
  %61 = add nsw <2 x i32> %60, splat (i32 -1)
  store <2 x i32> %61, ptr addrspace(1) %53, align 4, !tbaa !5
  %62 = and i64 %15, 63
  %63 = lshr i64 %17, %62
  %64 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %63, i1 false)
  %65 = shl i64 %17, %62
  %66 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %65, i1 false)
  %67 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 40
  %68 = xor i64 %21, %17
  %69 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %68)
  %70 = and i64 %21, %17
  %71 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %70, i1 false)
  %72 = trunc nuw nsw i64 %64 to i32
  %73 = insertelement <2 x i32> poison, i32 %72, i64 0
  %74 = trunc nuw nsw i64 %69 to i32
  %75 = insertelement <2 x i32> %73, i32 %74, i64 1
  %76 = trunc nuw nsw i64 %66 to i32
  %77 = insertelement <2 x i32> poison, i32 %76, i64 0
  %78 = trunc nuw nsw i64 %71 to i32
  %79 = insertelement <2 x i32> %77, i32 %78, i64 1
  %80 = add nuw nsw <2 x i32> %75, %79
  store <2 x i32> %80, ptr addrspace(1) %67, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @subword(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, ptr addrspace(1) noundef writeonly align 4 captures(none) %5) local_unnamed_addr #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = zext i32 %7 to i64
  %9 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !tbaa !13
  %12 = zext i16 %11 to i64
  %13 = mul nuw nsw i64 %12, %8
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 40
  %17 = load i64, ptr addrspace(4) %16, align 8, !tbaa !15
  %18 = add i64 %17, %15
  %19 = add i64 %18, %13
  %20 = getelementptr inbounds nuw <4 x i8>, ptr addrspace(1) %0, i64 %19
  %21 = load <4 x i8>, ptr addrspace(1) %20, align 4, !tbaa !23, !amdgpu.noclobber !17
  %22 = getelementptr inbounds nuw <4 x i8>, ptr addrspace(1) %1, i64 %19
  %23 = load <4 x i8>, ptr addrspace(1) %22, align 4, !tbaa !23, !amdgpu.noclobber !17
  %24 = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %2, i64 %19
  %25 = load <2 x i16>, ptr addrspace(1) %24, align 4, !tbaa !23, !amdgpu.noclobber !17
  %26 = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %3, i64 %19
  %27 = load <2 x i16>, ptr addrspace(1) %26, align 4, !tbaa !23, !amdgpu.noclobber !17
  %28 = shl i64 %19, 3
  %29 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %28
  %30 = extractelement <4 x i8> %21, i64 0
  %31 = sext i8 %30 to i32
  %32 = extractelement <4 x i8> %23, i64 1
  %33 = extractelement <4 x i8> %21, i64 1
  %34 = extractelement <4 x i8> %23, i64 0
  %35 = zext i8 %34 to i32
  %36 = extractelement <4 x i8> %21, i64 2
  %37 = extractelement <2 x i16> %25, i64 0
  %38 = sext i16 %37 to i32
  %39 = extractelement <4 x i8> %23, i64 3
  %40 = extractelement <2 x i16> %27, i64 1
  %41 = zext i16 %40 to i32
  %42 = sext i8 %36 to i32
  %43 = sext i8 %33 to i32
  %44 = mul nsw i32 %38, %42
  %45 = mul nsw i32 %35, %43
  %46 = zext i8 %39 to i32
  %47 = zext i8 %32 to i32
  %48 = mul nuw nsw i32 %41, %46
  %49 = mul nsw i32 %47, %31
  %50 = add nsw i32 %48, %44
  %51 = add nsw i32 %49, %45
  %52 = insertelement <2 x i32> poison, i32 %51, i64 0
  %53 = insertelement <2 x i32> %52, i32 %50, i64 1
  store <2 x i32> %53, ptr addrspace(1) %29, align 4, !tbaa !5
  %54 = extractelement <4 x i8> %21, i64 3
  %55 = sext i8 %54 to i32
  %56 = extractelement <4 x i8> %23, i64 2
  %57 = zext i8 %56 to i32
  %58 = add nsw i32 %57, %55
  %59 = extractelement <2 x i16> %25, i64 1
  %60 = sext i16 %59 to i32
  %61 = extractelement <2 x i16> %27, i64 0
  %62 = zext i16 %61 to i32
  %63 = sub nsw i32 %60, %62
  %64 = mul nsw i32 %63, %58
  %65 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 8
  store i32 %64, ptr addrspace(1) %65, align 4, !tbaa !5
  %66 = add i8 %34, %30
  %67 = zext i8 %66 to i32
  %68 = mul i8 %32, 3
  %69 = sext i8 %68 to i32
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 12
  %71 = tail call i16 @llvm.vector.reduce.mul.v2i16(<2 x i16> %25)
  %72 = sext i16 %71 to i32
  %73 = shufflevector <2 x i16> %27, <2 x i16> poison, <2 x i32> <i32 1, i32 poison>
  %74 = add <2 x i16> %27, %73
  %75 = extractelement <2 x i16> %74, i64 0
  %76 = zext i16 %75 to i32
  %77 = insertelement <2 x i32> poison, i32 %67, i64 0
  %78 = insertelement <2 x i32> %77, i32 %76, i64 1
  %79 = insertelement <2 x i32> poison, i32 %69, i64 0
  %80 = insertelement <2 x i32> %79, i32 %72, i64 1
  %81 = add nsw <2 x i32> %78, %80
  store <2 x i32> %81, ptr addrspace(1) %70, align 4, !tbaa !5
  %82 = shl nsw i32 %43, 9
  %83 = lshr i32 %46, 1
  %84 = or disjoint i32 %83, %82
  %85 = ashr i32 %38, 3
  %86 = xor i32 %84, %85
  %87 = shl nuw nsw i32 %41, 2
  %88 = xor i32 %86, %87
  %89 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 20
  store i32 %88, ptr addrspace(1) %89, align 4, !tbaa !5
  %90 = tail call i32 @llvm.smax.i32(i32 %42, i32 %57)
  %91 = tail call i32 @llvm.smin.i32(i32 %60, i32 %62)
  %92 = sub nsw i32 %90, %91
  %93 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 24
  store i32 %92, ptr addrspace(1) %93, align 4, !tbaa !5
  %94 = mul nuw nsw i32 %62, %35
  %95 = mul nuw nsw i32 %47, %57
  %96 = add nuw nsw i32 %48, %95
  %97 = add nuw nsw i32 %96, %94
  %98 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 28
  store i32 %97, ptr addrspace(1) %98, align 4, !tbaa !5
  %99 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %28
  %100 = sitofp i8 %30 to float
  %101 = sitofp i8 %54 to float
  %102 = fmul float %101, 5.000000e-01
  %103 = uitofp <2 x i16> %27 to <2 x float>
  %104 = fmul <2 x float> %103, <float 1.000000e+00, float 2.500000e-01>
  %105 = shufflevector <4 x i8> %23, <4 x i8> poison, <2 x i32> <i32 1, i32 2>
  %106 = uitofp <2 x i8> %105 to <2 x float>
  %107 = insertelement <4 x float> poison, float %100, i64 0
  %108 = insertelement <4 x float> %107, float %102, i64 1
  %109 = shufflevector <2 x i16> %25, <2 x i16> poison, <4 x i32> <i32 1, i32 0, i32 poison, i32 poison>
  %110 = sitofp <4 x i16> %109 to <4 x float>
  %111 = shufflevector <4 x float> %108, <4 x float> %110, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %112 = shufflevector <2 x float> %106, <2 x float> %104, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %113 = fadd <4 x float> %111, %112
  %114 = fsub <4 x float> %111, %112
  %115 = shufflevector <4 x float> %113, <4 x float> %114, <4 x i32> <i32 0, i32 1, i32 6, i32 3>
  store <4 x float> %115, ptr addrspace(1) %99, align 4, !tbaa !24
  %116 = mul nsw i32 %46, %42
  %117 = sitofp i32 %116 to float
  %118 = getelementptr inbounds nuw i8, ptr addrspace(1) %99, i64 16
  store float %117, ptr addrspace(1) %118, align 4, !tbaa !24
  %119 = uitofp i8 %34 to float
  %120 = sitofp i8 %33 to float
  %121 = fmul float %120, %119
  %122 = getelementptr inbounds nuw i8, ptr addrspace(1) %99, i64 20
  store float %121, ptr addrspace(1) %122, align 4, !tbaa !24
  %123 = sext i8 %30 to i16
  %124 = add i16 %59, %123
  %125 = sitofp i16 %124 to float
  %126 = getelementptr inbounds nuw i8, ptr addrspace(1) %99, i64 24
  store float %125, ptr addrspace(1) %126, align 4, !tbaa !24
  %127 = zext i8 %39 to i16
  %128 = sub i16 %61, %127
  %129 = uitofp i16 %128 to float
  %130 = xor i8 %36, %54
  %131 = sitofp i8 %130 to float
  %132 = fadd float %131, %129
  %133 = getelementptr inbounds nuw i8, ptr addrspace(1) %99, i64 28
  store float %132, ptr addrspace(1) %133, align 4, !tbaa !24
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_subword(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, ptr addrspace(1) noundef writeonly align 4 captures(none) %5) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = zext i32 %7 to i64
  %9 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !tbaa !13
  %12 = zext i16 %11 to i64
  %13 = mul nuw nsw i64 %12, %8
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 40
  %17 = load i64, ptr addrspace(4) %16, align 8, !tbaa !15
  %18 = add i64 %17, %15
  %19 = add i64 %18, %13
  %20 = getelementptr inbounds nuw <4 x i8>, ptr addrspace(1) %0, i64 %19
  %21 = load <4 x i8>, ptr addrspace(1) %20, align 4, !tbaa !23
  %22 = getelementptr inbounds nuw <4 x i8>, ptr addrspace(1) %1, i64 %19
  %23 = load <4 x i8>, ptr addrspace(1) %22, align 4, !tbaa !23
  %24 = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %2, i64 %19
  %25 = load <2 x i16>, ptr addrspace(1) %24, align 4, !tbaa !23
  %26 = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %3, i64 %19
  %27 = load <2 x i16>, ptr addrspace(1) %26, align 4, !tbaa !23
  %28 = shl i64 %19, 3
  %29 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %28
  %30 = extractelement <4 x i8> %21, i64 0
  %31 = sext i8 %30 to i32
  %32 = extractelement <4 x i8> %23, i64 1
  %33 = extractelement <4 x i8> %21, i64 1
  %34 = extractelement <4 x i8> %23, i64 0
  %35 = zext i8 %34 to i32
  %36 = extractelement <4 x i8> %21, i64 2
  %37 = extractelement <2 x i16> %25, i64 0
  %38 = sext i16 %37 to i32
  %39 = extractelement <4 x i8> %23, i64 3
  %40 = extractelement <2 x i16> %27, i64 1
  %41 = zext i16 %40 to i32
  %42 = sext i8 %36 to i32
  %43 = sext i8 %33 to i32
  %44 = mul nsw i32 %38, %42
  %45 = mul nsw i32 %35, %43
  %46 = zext i8 %39 to i32
  %47 = zext i8 %32 to i32
  %48 = mul nuw nsw i32 %41, %46
  %49 = mul nsw i32 %47, %31
  %50 = add nsw i32 %48, %44
  %51 = add nsw i32 %49, %45
  %52 = insertelement <2 x i32> poison, i32 %51, i64 0
  %53 = insertelement <2 x i32> %52, i32 %50, i64 1
  store <2 x i32> %53, ptr addrspace(1) %29, align 4, !tbaa !5
  %54 = extractelement <4 x i8> %21, i64 3
  %55 = sext i8 %54 to i32
  %56 = extractelement <4 x i8> %23, i64 2
  %57 = zext i8 %56 to i32
  %58 = add nsw i32 %57, %55
  %59 = extractelement <2 x i16> %25, i64 1
  %60 = sext i16 %59 to i32
  %61 = extractelement <2 x i16> %27, i64 0
  %62 = zext i16 %61 to i32
  %63 = sub nsw i32 %60, %62
  %64 = mul nsw i32 %63, %58
  %65 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 8
  store i32 %64, ptr addrspace(1) %65, align 4, !tbaa !5
  %66 = add i8 %34, %30
  %67 = zext i8 %66 to i32
  %68 = mul i8 %32, 3
  %69 = sext i8 %68 to i32
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 12
  %71 = tail call i16 @llvm.vector.reduce.mul.v2i16(<2 x i16> %25)
  %72 = sext i16 %71 to i32
  %73 = shufflevector <2 x i16> %27, <2 x i16> poison, <2 x i32> <i32 1, i32 poison>
  %74 = add <2 x i16> %27, %73
  %75 = extractelement <2 x i16> %74, i64 0
  %76 = zext i16 %75 to i32
  %77 = insertelement <2 x i32> poison, i32 %67, i64 0
  %78 = insertelement <2 x i32> %77, i32 %76, i64 1
  %79 = insertelement <2 x i32> poison, i32 %69, i64 0
  %80 = insertelement <2 x i32> %79, i32 %72, i64 1
  %81 = add nsw <2 x i32> %78, %80
  store <2 x i32> %81, ptr addrspace(1) %70, align 4, !tbaa !5
  %82 = shl nsw i32 %43, 9
  %83 = lshr i32 %46, 1
  %84 = or disjoint i32 %83, %82
  %85 = ashr i32 %38, 3
  %86 = xor i32 %84, %85
  %87 = shl nuw nsw i32 %41, 2
  %88 = xor i32 %86, %87
  %89 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 20
  store i32 %88, ptr addrspace(1) %89, align 4, !tbaa !5
  %90 = tail call i32 @llvm.smax.i32(i32 %42, i32 %57)
  %91 = tail call i32 @llvm.smin.i32(i32 %60, i32 %62)
  %92 = sub nsw i32 %90, %91
  %93 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 24
  store i32 %92, ptr addrspace(1) %93, align 4, !tbaa !5
  %94 = mul nuw nsw i32 %62, %35
  %95 = mul nuw nsw i32 %47, %57
  %96 = add nuw nsw i32 %48, %95
  %97 = add nuw nsw i32 %96, %94
  %98 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 28
  store i32 %97, ptr addrspace(1) %98, align 4, !tbaa !5
  %99 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %28
  %100 = sitofp i8 %30 to float
  %101 = sitofp i8 %54 to float
  %102 = fmul float %101, 5.000000e-01
  %103 = uitofp <2 x i16> %27 to <2 x float>
  %104 = fmul <2 x float> %103, <float 1.000000e+00, float 2.500000e-01>
  %105 = shufflevector <4 x i8> %23, <4 x i8> poison, <2 x i32> <i32 1, i32 2>
  %106 = uitofp <2 x i8> %105 to <2 x float>
  %107 = insertelement <4 x float> poison, float %100, i64 0
  %108 = insertelement <4 x float> %107, float %102, i64 1
  %109 = shufflevector <2 x i16> %25, <2 x i16> poison, <4 x i32> <i32 1, i32 0, i32 poison, i32 poison>
  %110 = sitofp <4 x i16> %109 to <4 x float>
  %111 = shufflevector <4 x float> %108, <4 x float> %110, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %112 = shufflevector <2 x float> %106, <2 x float> %104, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %113 = fadd <4 x float> %111, %112
  %114 = fsub <4 x float> %111, %112
  %115 = shufflevector <4 x float> %113, <4 x float> %114, <4 x i32> <i32 0, i32 1, i32 6, i32 3>
  store <4 x float> %115, ptr addrspace(1) %99, align 4, !tbaa !24
  %116 = mul nsw i32 %46, %42
  %117 = sitofp i32 %116 to float
  %118 = getelementptr inbounds nuw i8, ptr addrspace(1) %99, i64 16
  store float %117, ptr addrspace(1) %118, align 4, !tbaa !24
  %119 = uitofp i8 %34 to float
  %120 = sitofp i8 %33 to float
  %121 = fmul float %120, %119
  %122 = getelementptr inbounds nuw i8, ptr addrspace(1) %99, i64 20
  store float %121, ptr addrspace(1) %122, align 4, !tbaa !24
  %123 = sext i8 %30 to i16
  %124 = add i16 %59, %123
  %125 = sitofp i16 %124 to float
  %126 = getelementptr inbounds nuw i8, ptr addrspace(1) %99, i64 24
  store float %125, ptr addrspace(1) %126, align 4, !tbaa !24
  %127 = zext i8 %39 to i16
  %128 = sub i16 %61, %127
  %129 = uitofp i16 %128 to float
  %130 = xor i8 %36, %54
  %131 = sitofp i8 %130 to float
  %132 = fadd float %131, %129
  %133 = getelementptr inbounds nuw i8, ptr addrspace(1) %99, i64 28
  store float %132, ptr addrspace(1) %133, align 4, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @subword_scalar(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef readonly align 1 captures(none) %1, ptr addrspace(1) noundef readonly align 2 captures(none) %2, ptr addrspace(1) noundef readonly align 2 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, ptr addrspace(1) noundef writeonly align 4 captures(none) %5) local_unnamed_addr #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !22 {
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = zext i32 %7 to i64
  %9 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !tbaa !13
  %12 = zext i16 %11 to i64
  %13 = mul nuw nsw i64 %12, %8
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 40
  %17 = load i64, ptr addrspace(4) %16, align 8, !tbaa !15
  %18 = add i64 %17, %15
  %19 = add i64 %18, %13
  %20 = mul i64 %19, 3
  %21 = getelementptr i8, ptr addrspace(1) %0, i64 %20
  %22 = getelementptr i8, ptr addrspace(1) %21, i64 1
  %23 = load i8, ptr addrspace(1) %22, align 1, !tbaa !23
  %24 = add i64 %20, 2
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %24
  %26 = load i8, ptr addrspace(1) %25, align 1, !tbaa !23, !amdgpu.noclobber !17
  %27 = mul i64 %19, 5
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %27
  %29 = load i8, ptr addrspace(1) %28, align 1, !tbaa !23, !amdgpu.noclobber !17
  %30 = getelementptr i8, ptr addrspace(1) %28, i64 3
  %31 = load i8, ptr addrspace(1) %30, align 1, !tbaa !23
  %32 = shl i64 %19, 1
  %33 = getelementptr inbounds nuw i16, ptr addrspace(1) %2, i64 %32
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %33, i64 2
  %35 = load i16, ptr addrspace(1) %34, align 2, !tbaa !13, !amdgpu.noclobber !17
  %36 = getelementptr inbounds nuw i16, ptr addrspace(1) %3, i64 %24
  %37 = load i16, ptr addrspace(1) %36, align 2, !tbaa !13, !amdgpu.noclobber !17
  %38 = getelementptr inbounds nuw i16, ptr addrspace(1) %3, i64 %20
  %39 = load i16, ptr addrspace(1) %38, align 2, !tbaa !13, !amdgpu.noclobber !17
  %40 = sext i8 %23 to i32
  %41 = zext i8 %31 to i32
  %42 = mul nsw i32 %41, %40
  %43 = sext i16 %35 to i32
  %44 = sext i8 %26 to i32
  %45 = mul nsw i32 %43, %44
  %46 = add nsw i32 %45, %42
  %47 = zext i16 %37 to i32
  %48 = zext i8 %29 to i32
  %49 = mul nuw nsw i32 %47, %48
  %50 = sub nsw i32 %46, %49
  %51 = shl i64 %19, 4
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %4, i64 %51
  store i32 %50, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = sext i8 %23 to i16
  %54 = mul i16 %39, %53
  %55 = sext i16 %54 to i32
  %56 = add i8 %29, %26
  %57 = add i8 %56, %31
  %58 = zext i8 %57 to i32
  %59 = add nsw i32 %55, %58
  %60 = getelementptr inbounds nuw i8, ptr addrspace(1) %52, i64 4
  store i32 %59, ptr addrspace(1) %60, align 4, !tbaa !5
  %61 = sitofp i8 %23 to half
  %62 = insertelement <2 x half> poison, half %61, i64 0
  %63 = uitofp i8 %31 to half
  %64 = insertelement <2 x half> %62, half %63, i64 1
  %65 = fmul <2 x half> %64, <half 0xH3800, half 0xH3400>
  %66 = getelementptr inbounds nuw i8, ptr addrspace(1) %52, i64 8
  store <2 x half> %65, ptr addrspace(1) %66, align 4, !tbaa !5
  %67 = xor i16 %39, %37
  %68 = zext i16 %67 to i32
  %69 = mul nsw i32 %68, %43
  %70 = shl nsw i32 %44, 3
  %71 = add nsw i32 %69, %70
  %72 = getelementptr inbounds nuw i8, ptr addrspace(1) %52, i64 12
  store i32 %71, ptr addrspace(1) %72, align 4, !tbaa !5
  %73 = sitofp i8 %23 to float
  %74 = uitofp i16 %39 to float
  %75 = sitofp i16 %35 to float
  %76 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %32
  %77 = zext i8 %29 to i16
  %78 = add i16 %37, %77
  %79 = uitofp i16 %78 to float
  %80 = sub i16 %35, %53
  %81 = sitofp i16 %80 to float
  %82 = insertelement <2 x float> <float poison, float 1.250000e-01>, float %73, i64 0
  %83 = insertelement <2 x float> poison, float %74, i64 0
  %84 = insertelement <2 x float> %83, float %81, i64 1
  %85 = fmul <2 x float> %82, %84
  %86 = insertelement <2 x float> poison, float %75, i64 0
  %87 = insertelement <2 x float> %86, float %79, i64 1
  %88 = fsub <2 x float> %85, %87
  %89 = fadd <2 x float> %85, %87
  %90 = shufflevector <2 x float> %88, <2 x float> %89, <2 x i32> <i32 0, i32 3>
  store <2 x float> %90, ptr addrspace(1) %76, align 4, !tbaa !24
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_subword_scalar(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef readonly align 1 captures(none) %1, ptr addrspace(1) noundef readonly align 2 captures(none) %2, ptr addrspace(1) noundef readonly align 2 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, ptr addrspace(1) noundef writeonly align 4 captures(none) %5) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !22 {
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = zext i32 %7 to i64
  %9 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !tbaa !13
  %12 = zext i16 %11 to i64
  %13 = mul nuw nsw i64 %12, %8
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 40
  %17 = load i64, ptr addrspace(4) %16, align 8, !tbaa !15
  %18 = add i64 %17, %15
  %19 = add i64 %18, %13
  %20 = mul i64 %19, 3
  %21 = getelementptr i8, ptr addrspace(1) %0, i64 %20
  %22 = getelementptr i8, ptr addrspace(1) %21, i64 1
  %23 = load i8, ptr addrspace(1) %22, align 1, !tbaa !23
  %24 = add i64 %20, 2
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %24
  %26 = load i8, ptr addrspace(1) %25, align 1, !tbaa !23
  %27 = mul i64 %19, 5
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %27
  %29 = load i8, ptr addrspace(1) %28, align 1, !tbaa !23
  %30 = getelementptr i8, ptr addrspace(1) %28, i64 3
  %31 = load i8, ptr addrspace(1) %30, align 1, !tbaa !23
  %32 = shl i64 %19, 1
  %33 = getelementptr inbounds nuw i16, ptr addrspace(1) %2, i64 %32
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %33, i64 2
  %35 = load i16, ptr addrspace(1) %34, align 2, !tbaa !13
  %36 = getelementptr inbounds nuw i16, ptr addrspace(1) %3, i64 %24
  %37 = load i16, ptr addrspace(1) %36, align 2, !tbaa !13
  %38 = getelementptr inbounds nuw i16, ptr addrspace(1) %3, i64 %20
  %39 = load i16, ptr addrspace(1) %38, align 2, !tbaa !13
  %40 = sext i8 %23 to i32
  %41 = zext i8 %31 to i32
  %42 = mul nsw i32 %41, %40
  %43 = sext i16 %35 to i32
  %44 = sext i8 %26 to i32
  %45 = mul nsw i32 %43, %44
  %46 = add nsw i32 %45, %42
  %47 = zext i16 %37 to i32
  %48 = zext i8 %29 to i32
  %49 = mul nuw nsw i32 %47, %48
  %50 = sub nsw i32 %46, %49
  %51 = shl i64 %19, 4
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %4, i64 %51
  store i32 %50, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = sext i8 %23 to i16
  %54 = mul i16 %39, %53
  %55 = sext i16 %54 to i32
  %56 = add i8 %29, %26
  %57 = add i8 %56, %31
  %58 = zext i8 %57 to i32
  %59 = add nsw i32 %55, %58
  %60 = getelementptr inbounds nuw i8, ptr addrspace(1) %52, i64 4
  store i32 %59, ptr addrspace(1) %60, align 4, !tbaa !5
  %61 = sitofp i8 %23 to half
  %62 = insertelement <2 x half> poison, half %61, i64 0
  %63 = uitofp i8 %31 to half
  %64 = insertelement <2 x half> %62, half %63, i64 1
  %65 = fmul <2 x half> %64, <half 0xH3800, half 0xH3400>
  %66 = getelementptr inbounds nuw i8, ptr addrspace(1) %52, i64 8
  store <2 x half> %65, ptr addrspace(1) %66, align 4, !tbaa !5
  %67 = xor i16 %39, %37
  %68 = zext i16 %67 to i32
  %69 = mul nsw i32 %68, %43
  %70 = shl nsw i32 %44, 3
  %71 = add nsw i32 %69, %70
  %72 = getelementptr inbounds nuw i8, ptr addrspace(1) %52, i64 12
  store i32 %71, ptr addrspace(1) %72, align 4, !tbaa !5
  %73 = sitofp i8 %23 to float
  %74 = uitofp i16 %39 to float
  %75 = sitofp i16 %35 to float
  %76 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %32
  %77 = zext i8 %29 to i16
  %78 = add i16 %37, %77
  %79 = uitofp i16 %78 to float
  %80 = sub i16 %35, %53
  %81 = sitofp i16 %80 to float
  %82 = insertelement <2 x float> <float poison, float 1.250000e-01>, float %73, i64 0
  %83 = insertelement <2 x float> poison, float %74, i64 0
  %84 = insertelement <2 x float> %83, float %81, i64 1
  %85 = fmul <2 x float> %82, %84
  %86 = insertelement <2 x float> poison, float %75, i64 0
  %87 = insertelement <2 x float> %86, float %79, i64 1
  %88 = fsub <2 x float> %85, %87
  %89 = fadd <2 x float> %85, %87
  %90 = shufflevector <2 x float> %88, <2 x float> %89, <2 x i32> <i32 0, i32 3>
  store <2 x float> %90, ptr addrspace(1) %76, align 4, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @int_widths(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef writeonly align 8 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !12 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = shl i64 %15, 4
  %17 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %16
  %18 = load <2 x i64>, ptr addrspace(1) %17, align 8, !tbaa !15
  %19 = extractelement <2 x i64> %18, i64 1
  %20 = extractelement <2 x i64> %18, i64 0
  %21 = trunc i64 %20 to i8
  %22 = lshr i64 %20, 8
  %23 = trunc i64 %22 to i16
  %24 = lshr i64 %20, 16
  %25 = trunc i64 %24 to i32
  %26 = mul i64 %15, 80
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %26
  %28 = tail call range(i8 0, 9) i8 @llvm.ctlz.i8(i8 %21, i1 false)
  %29 = zext nneg i8 %28 to i64
  %30 = tail call range(i8 0, 9) i8 @llvm.cttz.i8(i8 %21, i1 false)
  %31 = zext nneg i8 %30 to i64
  %32 = shl nuw nsw i64 %31, 8
  %33 = or disjoint i64 %32, %29
  %34 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %21)
  %35 = zext nneg i8 %34 to i64
  %36 = shl nuw nsw i64 %35, 16
  %37 = or disjoint i64 %33, %36
  %38 = tail call range(i16 0, 17) i16 @llvm.ctlz.i16(i16 %23, i1 false)
  %39 = zext nneg i16 %38 to i64
  %40 = shl nuw nsw i64 %39, 24
  %41 = or disjoint i64 %37, %40
  %42 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %23, i1 false)
  %43 = zext nneg i16 %42 to i64
  %44 = shl nuw nsw i64 %43, 32
  %45 = or disjoint i64 %41, %44
  %46 = tail call range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %23)
  %47 = zext nneg i16 %46 to i64
  %48 = shl nuw nsw i64 %47, 40
  %49 = or disjoint i64 %45, %48
  %50 = trunc i64 %22 to i32
  %51 = and i32 %50, 65535
  %52 = and i16 %23, 255
  %53 = tail call range(i16 8, 17) i16 @llvm.ctlz.i16(i16 %52, i1 false)
  %54 = zext nneg i16 %53 to i64
  %55 = shl nuw nsw i64 %54, 48
  %56 = or i64 %49, %55
  store i64 %56, ptr addrspace(1) %27, align 8, !tbaa !15
  %57 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %25, i1 false)
  %58 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %25, i1 false)
  %59 = shl nuw nsw i32 %58, 8
  %60 = or disjoint i32 %59, %57
  %61 = zext nneg i32 %60 to i64
  %62 = ashr i32 %25, 31
  %63 = xor i32 %62, %25
  %64 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %63, i1 false)
  %65 = add nsw i32 %64, -1
  %66 = zext nneg i32 %65 to i64
  %67 = shl nuw nsw i64 %66, 16
  %68 = or disjoint i64 %67, %61
  %69 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %19, i1 false)
  %70 = shl nuw nsw i64 %69, 24
  %71 = lshr i64 %19, 40
  %72 = tail call range(i64 40, 65) i64 @llvm.ctlz.i64(i64 %71, i1 false)
  %73 = shl nuw nsw i64 %72, 32
  %74 = or disjoint i64 %73, %70
  %75 = or i64 %74, %68
  %76 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 8
  store i64 %75, ptr addrspace(1) %76, align 8, !tbaa !15
  %77 = trunc i64 %19 to i32
  %78 = lshr i64 %19, 8
  %79 = trunc i64 %20 to i32
  %80 = and i32 %79, 255
  %81 = and i32 %77, 7
  %82 = shl i32 %79, %81
  %83 = sub i32 0, %77
  %84 = and i32 %83, 7
  %85 = lshr i32 %80, %84
  %86 = and i32 %82, 255
  %87 = or i32 %86, %85
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 16
  store i64 %88, ptr addrspace(1) %89, align 8, !tbaa !15
  %90 = and i32 %77, 15
  %91 = shl i32 %50, %90
  %92 = and i32 %83, 15
  %93 = lshr i32 %51, %92
  %94 = and i32 %91, 65535
  %95 = or i32 %94, %93
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 24
  store i64 %96, ptr addrspace(1) %97, align 8, !tbaa !15
  %98 = tail call i32 @llvm.fshl.i32(i32 %25, i32 %25, i32 %77)
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 32
  store i64 %99, ptr addrspace(1) %100, align 8, !tbaa !15
  %101 = tail call i64 @llvm.fshl.i64(i64 %20, i64 %20, i64 %78)
  %102 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 40
  store i64 %101, ptr addrspace(1) %102, align 8, !tbaa !15
  %103 = zext i64 %20 to i128
  %104 = zext i64 %19 to i128
  %105 = mul nuw i128 %104, %103
  %106 = lshr i128 %105, 64
  %107 = trunc nuw i128 %106 to i64
  %108 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 48
  store i64 %107, ptr addrspace(1) %108, align 8, !tbaa !15
  %109 = sext i64 %20 to i128
  %110 = sext i64 %19 to i128
  %111 = mul nsw i128 %110, %109
  %112 = lshr i128 %111, 64
  %113 = trunc nuw i128 %112 to i64
  %114 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 56
  store i64 %113, ptr addrspace(1) %114, align 8, !tbaa !15
  %115 = lshr i64 %20, 1
  %116 = lshr i64 %19, 1
  %117 = add nuw i64 %116, %115
  %118 = and i64 %20, 1
  %119 = and i64 %118, %19
  %120 = add nuw i64 %117, %119
  %121 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 64
  store i64 %120, ptr addrspace(1) %121, align 8, !tbaa !15
  %122 = icmp ugt i64 %20, %19
  %123 = sub nuw i64 %20, %19
  %124 = sub nuw i64 %19, %20
  %125 = select i1 %122, i64 %123, i64 %124
  %126 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 72
  store i64 %125, ptr addrspace(1) %126, align 8, !tbaa !15
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_int_widths(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef writeonly align 8 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !12 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = shl i64 %15, 4
  %17 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %16
  %18 = load <2 x i64>, ptr addrspace(1) %17, align 8, !tbaa !15
  %19 = extractelement <2 x i64> %18, i64 1
  %20 = extractelement <2 x i64> %18, i64 0
  %21 = trunc i64 %20 to i8
  %22 = lshr i64 %20, 8
  %23 = trunc i64 %22 to i16
  %24 = lshr i64 %20, 16
  %25 = trunc i64 %24 to i32
  %26 = mul i64 %15, 80
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %26
  %28 = tail call range(i8 0, 9) i8 @llvm.ctlz.i8(i8 %21, i1 false)
  %29 = zext nneg i8 %28 to i64
  %30 = tail call range(i8 0, 9) i8 @llvm.cttz.i8(i8 %21, i1 false)
  %31 = zext nneg i8 %30 to i64
  %32 = shl nuw nsw i64 %31, 8
  %33 = or disjoint i64 %32, %29
  %34 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %21)
  %35 = zext nneg i8 %34 to i64
  %36 = shl nuw nsw i64 %35, 16
  %37 = or disjoint i64 %33, %36
  %38 = tail call range(i16 0, 17) i16 @llvm.ctlz.i16(i16 %23, i1 false)
  %39 = zext nneg i16 %38 to i64
  %40 = shl nuw nsw i64 %39, 24
  %41 = or disjoint i64 %37, %40
  %42 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %23, i1 false)
  %43 = zext nneg i16 %42 to i64
  %44 = shl nuw nsw i64 %43, 32
  %45 = or disjoint i64 %41, %44
  %46 = tail call range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %23)
  %47 = zext nneg i16 %46 to i64
  %48 = shl nuw nsw i64 %47, 40
  %49 = or disjoint i64 %45, %48
  %50 = trunc i64 %22 to i32
  %51 = and i32 %50, 65535
  %52 = and i16 %23, 255
  %53 = tail call range(i16 8, 17) i16 @llvm.ctlz.i16(i16 %52, i1 false)
  %54 = zext nneg i16 %53 to i64
  %55 = shl nuw nsw i64 %54, 48
  %56 = or i64 %49, %55
  store i64 %56, ptr addrspace(1) %27, align 8, !tbaa !15
  %57 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %25, i1 false)
  %58 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %25, i1 false)
  %59 = shl nuw nsw i32 %58, 8
  %60 = or disjoint i32 %59, %57
  %61 = zext nneg i32 %60 to i64
  %62 = ashr i32 %25, 31
  %63 = xor i32 %62, %25
  %64 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %63, i1 false)
  %65 = add nsw i32 %64, -1
  %66 = zext nneg i32 %65 to i64
  %67 = shl nuw nsw i64 %66, 16
  %68 = or disjoint i64 %67, %61
  %69 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %19, i1 false)
  %70 = shl nuw nsw i64 %69, 24
  %71 = lshr i64 %19, 40
  %72 = tail call range(i64 40, 65) i64 @llvm.ctlz.i64(i64 %71, i1 false)
  %73 = shl nuw nsw i64 %72, 32
  %74 = or disjoint i64 %73, %70
  %75 = or i64 %74, %68
  %76 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 8
  store i64 %75, ptr addrspace(1) %76, align 8, !tbaa !15
  %77 = trunc i64 %19 to i32
  %78 = lshr i64 %19, 8
  %79 = trunc i64 %20 to i32
  %80 = and i32 %79, 255
  %81 = and i32 %77, 7
  %82 = shl i32 %79, %81
  %83 = sub i32 0, %77
  %84 = and i32 %83, 7
  %85 = lshr i32 %80, %84
  %86 = and i32 %82, 255
  %87 = or i32 %86, %85
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 16
  store i64 %88, ptr addrspace(1) %89, align 8, !tbaa !15
  %90 = and i32 %77, 15
  %91 = shl i32 %50, %90
  %92 = and i32 %83, 15
  %93 = lshr i32 %51, %92
  %94 = and i32 %91, 65535
  %95 = or i32 %94, %93
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 24
  store i64 %96, ptr addrspace(1) %97, align 8, !tbaa !15
  %98 = tail call i32 @llvm.fshl.i32(i32 %25, i32 %25, i32 %77)
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 32
  store i64 %99, ptr addrspace(1) %100, align 8, !tbaa !15
  %101 = tail call i64 @llvm.fshl.i64(i64 %20, i64 %20, i64 %78)
  %102 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 40
  store i64 %101, ptr addrspace(1) %102, align 8, !tbaa !15
  %103 = zext i64 %20 to i128
  %104 = zext i64 %19 to i128
  %105 = mul nuw i128 %104, %103
  %106 = lshr i128 %105, 64
  %107 = trunc nuw i128 %106 to i64
  %108 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 48
  store i64 %107, ptr addrspace(1) %108, align 8, !tbaa !15
  %109 = sext i64 %20 to i128
  %110 = sext i64 %19 to i128
  %111 = mul nsw i128 %110, %109
  %112 = lshr i128 %111, 64
  %113 = trunc nuw i128 %112 to i64
  %114 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 56
  store i64 %113, ptr addrspace(1) %114, align 8, !tbaa !15
  %115 = lshr i64 %20, 1
  %116 = lshr i64 %19, 1
  %117 = add nuw i64 %116, %115
  %118 = and i64 %20, 1
  %119 = and i64 %118, %19
  %120 = add nuw i64 %117, %119
  %121 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 64
  store i64 %120, ptr addrspace(1) %121, align 8, !tbaa !15
  %122 = icmp ugt i64 %20, %19
  %123 = sub nuw i64 %20, %19
  %124 = sub nuw i64 %19, %20
  %125 = select i1 %122, i64 %123, i64 %124
  %126 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 72
  store i64 %125, ptr addrspace(1) %126, align 8, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @float2_swizzle(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = getelementptr inbounds nuw <2 x float>, ptr addrspace(1) %0, i64 %17
  %19 = load <2 x float>, ptr addrspace(1) %18, align 8, !tbaa !23, !amdgpu.noclobber !17
  %20 = getelementptr inbounds nuw <2 x float>, ptr addrspace(1) %1, i64 %17
  %21 = load <2 x float>, ptr addrspace(1) %20, align 8, !tbaa !23, !amdgpu.noclobber !17
  %22 = getelementptr inbounds nuw <2 x float>, ptr addrspace(1) %2, i64 %17
  %23 = load <2 x float>, ptr addrspace(1) %22, align 8, !tbaa !23, !amdgpu.noclobber !17
  %24 = mul i64 %17, 72
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i64 %24
  %26 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %27 = fmul <2 x float> %19, %26
  store <2 x float> %27, ptr addrspace(1) %25, align 8, !tbaa !23
  %28 = fadd <2 x float> %19, %26
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store <2 x float> %28, ptr addrspace(1) %29, align 8, !tbaa !23
  %30 = tail call <2 x float> @llvm.fma.v2f32(<2 x float> %19, <2 x float> %26, <2 x float> %23)
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 16
  store <2 x float> %30, ptr addrspace(1) %31, align 8, !tbaa !23
  %32 = shufflevector <2 x float> %19, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %33 = shufflevector <2 x float> %23, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %34 = fneg <2 x float> %33
  %35 = tail call <2 x float> @llvm.fma.v2f32(<2 x float> %32, <2 x float> %21, <2 x float> %34)
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 24
  store <2 x float> %35, ptr addrspace(1) %36, align 8, !tbaa !23
  %37 = fsub <2 x float> %19, %26
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 32
  store <2 x float> %37, ptr addrspace(1) %38, align 8, !tbaa !23
  %39 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> zeroinitializer
  %40 = fmul <2 x float> %19, %39
  %41 = shufflevector <2 x float> %23, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %42 = fadd <2 x float> %40, %41
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 40
  store <2 x float> %42, ptr addrspace(1) %43, align 8, !tbaa !23
  %44 = fneg <2 x float> %32
  %45 = fmul <2 x float> %21, %44
  %46 = fsub <2 x float> %45, %23
  %47 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 48
  store <2 x float> %46, ptr addrspace(1) %47, align 8, !tbaa !23
  %48 = shufflevector <2 x float> %19, <2 x float> poison, <2 x i32> zeroinitializer
  %49 = fneg <2 x float> %21
  %50 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %51 = tail call <2 x float> @llvm.fma.v2f32(<2 x float> %48, <2 x float> %50, <2 x float> %33)
  %52 = fneg <2 x float> %19
  %53 = shufflevector <2 x float> %19, <2 x float> %52, <2 x i32> <i32 1, i32 2>
  %54 = fadd <2 x float> %53, %51
  %55 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 56
  store <2 x float> %54, ptr addrspace(1) %55, align 8, !tbaa !23
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 64
  store <2 x float> %33, ptr addrspace(1) %56, align 8, !tbaa !23
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_float2_swizzle(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = getelementptr inbounds nuw <2 x float>, ptr addrspace(1) %0, i64 %17
  %19 = load <2 x float>, ptr addrspace(1) %18, align 8, !tbaa !23
  %20 = getelementptr inbounds nuw <2 x float>, ptr addrspace(1) %1, i64 %17
  %21 = load <2 x float>, ptr addrspace(1) %20, align 8, !tbaa !23
  %22 = getelementptr inbounds nuw <2 x float>, ptr addrspace(1) %2, i64 %17
  %23 = load <2 x float>, ptr addrspace(1) %22, align 8, !tbaa !23
  %24 = mul i64 %17, 72
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i64 %24
  %26 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %27 = fmul <2 x float> %19, %26
  store <2 x float> %27, ptr addrspace(1) %25, align 8, !tbaa !23
  %28 = fadd <2 x float> %19, %26
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store <2 x float> %28, ptr addrspace(1) %29, align 8, !tbaa !23
  %30 = tail call <2 x float> @llvm.fma.v2f32(<2 x float> %19, <2 x float> %26, <2 x float> %23)
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 16
  store <2 x float> %30, ptr addrspace(1) %31, align 8, !tbaa !23
  %32 = shufflevector <2 x float> %19, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %33 = shufflevector <2 x float> %23, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %34 = fneg <2 x float> %33
  %35 = tail call <2 x float> @llvm.fma.v2f32(<2 x float> %32, <2 x float> %21, <2 x float> %34)
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 24
  store <2 x float> %35, ptr addrspace(1) %36, align 8, !tbaa !23
  %37 = fsub <2 x float> %19, %26
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 32
  store <2 x float> %37, ptr addrspace(1) %38, align 8, !tbaa !23
  %39 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> zeroinitializer
  %40 = fmul <2 x float> %19, %39
  %41 = shufflevector <2 x float> %23, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %42 = fadd <2 x float> %40, %41
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 40
  store <2 x float> %42, ptr addrspace(1) %43, align 8, !tbaa !23
  %44 = fneg <2 x float> %32
  %45 = fmul <2 x float> %21, %44
  %46 = fsub <2 x float> %45, %23
  %47 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 48
  store <2 x float> %46, ptr addrspace(1) %47, align 8, !tbaa !23
  %48 = shufflevector <2 x float> %19, <2 x float> poison, <2 x i32> zeroinitializer
  %49 = fneg <2 x float> %21
  %50 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %51 = tail call <2 x float> @llvm.fma.v2f32(<2 x float> %48, <2 x float> %50, <2 x float> %33)
  %52 = fneg <2 x float> %19
  %53 = shufflevector <2 x float> %19, <2 x float> %52, <2 x i32> <i32 1, i32 2>
  %54 = fadd <2 x float> %53, %51
  %55 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 56
  store <2 x float> %54, ptr addrspace(1) %55, align 8, !tbaa !23
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 64
  store <2 x float> %33, ptr addrspace(1) %56, align 8, !tbaa !23
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @int_builtins(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #2 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !32 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5, !amdgpu.noclobber !17
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %17
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5, !amdgpu.noclobber !17
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %17
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5, !amdgpu.noclobber !17
  %24 = shl i64 %17, 6
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i64 %24
  %26 = and i32 %21, 31
  %27 = and i32 %23, 31
  %28 = tail call i32 @llvm.amdgcn.ubfe.i32(i32 %19, i32 %26, i32 %27)
  store i32 %28, ptr addrspace(1) %25, align 4, !tbaa !5
  %29 = tail call i32 @llvm.amdgcn.sbfe.i32(i32 %19, i32 %26, i32 %27)
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 4
  store i32 %29, ptr addrspace(1) %30, align 4, !tbaa !5
  %31 = tail call i32 @llvm.amdgcn.ubfe.i32(i32 %19, i32 %21, i32 %23)
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store i32 %31, ptr addrspace(1) %32, align 4, !tbaa !5
  %33 = tail call i32 @llvm.fshr.i32(i32 %19, i32 %21, i32 %23)
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 12
  store i32 %33, ptr addrspace(1) %34, align 4, !tbaa !5
  %35 = tail call i32 @llvm.amdgcn.alignbyte(i32 %19, i32 %21, i32 %23)
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 16
  store i32 %35, ptr addrspace(1) %36, align 4, !tbaa !5
  %37 = tail call i32 @llvm.amdgcn.perm(i32 %19, i32 %21, i32 %23)
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 20
  store i32 %37, ptr addrspace(1) %38, align 4, !tbaa !5
  %39 = tail call i32 @llvm.amdgcn.lerp(i32 %19, i32 %21, i32 %23)
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 24
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !5
  %41 = tail call i32 @llvm.amdgcn.sad.u8(i32 %19, i32 %21, i32 %23)
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 28
  store i32 %41, ptr addrspace(1) %42, align 4, !tbaa !5
  %43 = tail call i32 @llvm.amdgcn.msad.u8(i32 %19, i32 %21, i32 %23)
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 32
  store i32 %43, ptr addrspace(1) %44, align 4, !tbaa !5
  %45 = tail call i32 @llvm.amdgcn.sad.hi.u8(i32 %19, i32 %21, i32 %23)
  %46 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 36
  store i32 %45, ptr addrspace(1) %46, align 4, !tbaa !5
  %47 = tail call i32 @llvm.amdgcn.sad.u16(i32 %19, i32 %21, i32 %23)
  %48 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 40
  store i32 %47, ptr addrspace(1) %48, align 4, !tbaa !5
  %49 = and i32 %19, 16777215
  %50 = and i32 %21, 16777215
  %51 = mul i32 %50, %49
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 44
  store i32 %51, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = zext nneg i32 %49 to i64
  %54 = zext nneg i32 %50 to i64
  %55 = mul nuw nsw i64 %54, %53
  %56 = lshr i64 %55, 32
  %57 = trunc nuw nsw i64 %56 to i32
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 48
  store i32 %57, ptr addrspace(1) %58, align 4, !tbaa !5
  %59 = shl i32 %19, 8
  %60 = ashr exact i32 %59, 8
  %61 = shl i32 %21, 8
  %62 = ashr exact i32 %61, 8
  %63 = mul nsw i32 %62, %60
  %64 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 52
  store i32 %63, ptr addrspace(1) %64, align 4, !tbaa !5
  %65 = sext i32 %60 to i64
  %66 = sext i32 %62 to i64
  %67 = mul nsw i64 %66, %65
  %68 = lshr i64 %67, 32
  %69 = trunc nuw i64 %68 to i32
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 56
  store i32 %69, ptr addrspace(1) %70, align 4, !tbaa !5
  %71 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %19)
  %72 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %23)
  %73 = lshr i32 %72, 3
  %74 = add nsw i32 %73, %71
  %75 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 60
  store i32 %74, ptr addrspace(1) %75, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_int_builtins(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #3 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !32 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %17
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %17
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = shl i64 %17, 6
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i64 %24
  %26 = and i32 %21, 31
  %27 = and i32 %23, 31
  %28 = tail call i32 @llvm.amdgcn.ubfe.i32(i32 %19, i32 %26, i32 %27)
  store i32 %28, ptr addrspace(1) %25, align 4, !tbaa !5
  %29 = tail call i32 @llvm.amdgcn.sbfe.i32(i32 %19, i32 %26, i32 %27)
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 4
  store i32 %29, ptr addrspace(1) %30, align 4, !tbaa !5
  %31 = tail call i32 @llvm.amdgcn.ubfe.i32(i32 %19, i32 %21, i32 %23)
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store i32 %31, ptr addrspace(1) %32, align 4, !tbaa !5
  %33 = tail call i32 @llvm.fshr.i32(i32 %19, i32 %21, i32 %23)
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 12
  store i32 %33, ptr addrspace(1) %34, align 4, !tbaa !5
  %35 = tail call i32 @llvm.amdgcn.alignbyte(i32 %19, i32 %21, i32 %23)
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 16
  store i32 %35, ptr addrspace(1) %36, align 4, !tbaa !5
  %37 = tail call i32 @llvm.amdgcn.perm(i32 %19, i32 %21, i32 %23)
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 20
  store i32 %37, ptr addrspace(1) %38, align 4, !tbaa !5
  %39 = tail call i32 @llvm.amdgcn.lerp(i32 %19, i32 %21, i32 %23)
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 24
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !5
  %41 = tail call i32 @llvm.amdgcn.sad.u8(i32 %19, i32 %21, i32 %23)
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 28
  store i32 %41, ptr addrspace(1) %42, align 4, !tbaa !5
  %43 = tail call i32 @llvm.amdgcn.msad.u8(i32 %19, i32 %21, i32 %23)
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 32
  store i32 %43, ptr addrspace(1) %44, align 4, !tbaa !5
  %45 = tail call i32 @llvm.amdgcn.sad.hi.u8(i32 %19, i32 %21, i32 %23)
  %46 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 36
  store i32 %45, ptr addrspace(1) %46, align 4, !tbaa !5
  %47 = tail call i32 @llvm.amdgcn.sad.u16(i32 %19, i32 %21, i32 %23)
  %48 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 40
  store i32 %47, ptr addrspace(1) %48, align 4, !tbaa !5
  %49 = and i32 %19, 16777215
  %50 = and i32 %21, 16777215
  %51 = mul i32 %50, %49
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 44
  store i32 %51, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = zext nneg i32 %49 to i64
  %54 = zext nneg i32 %50 to i64
  %55 = mul nuw nsw i64 %54, %53
  %56 = lshr i64 %55, 32
  %57 = trunc nuw nsw i64 %56 to i32
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 48
  store i32 %57, ptr addrspace(1) %58, align 4, !tbaa !5
  %59 = shl i32 %19, 8
  %60 = ashr exact i32 %59, 8
  %61 = shl i32 %21, 8
  %62 = ashr exact i32 %61, 8
  %63 = mul nsw i32 %62, %60
  %64 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 52
  store i32 %63, ptr addrspace(1) %64, align 4, !tbaa !5
  %65 = sext i32 %60 to i64
  %66 = sext i32 %62 to i64
  %67 = mul nsw i64 %66, %65
  %68 = lshr i64 %67, 32
  %69 = trunc nuw i64 %68 to i32
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 56
  store i32 %69, ptr addrspace(1) %70, align 4, !tbaa !5
  %71 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %19)
  %72 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %23)
  %73 = lshr i32 %72, 3
  %74 = add nsw i32 %73, %71
  %75 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 60
  store i32 %74, ptr addrspace(1) %75, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @sad_family(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef readonly align 16 captures(none) %3, ptr addrspace(1) noundef writeonly align 8 captures(none) %4, ptr addrspace(1) noundef writeonly align 16 captures(none) %5) local_unnamed_addr #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !34 !kernel_arg_base_type !35 !kernel_arg_type_qual !22 {
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = zext i32 %7 to i64
  %9 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !tbaa !13
  %12 = zext i16 %11 to i64
  %13 = mul nuw nsw i64 %12, %8
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 40
  %17 = load i64, ptr addrspace(4) %16, align 8, !tbaa !15
  %18 = add i64 %17, %15
  %19 = add i64 %18, %13
  %20 = getelementptr inbounds nuw i64, ptr addrspace(1) %0, i64 %19
  %21 = load i64, ptr addrspace(1) %20, align 8, !tbaa !15, !amdgpu.noclobber !17
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %19
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i64, ptr addrspace(1) %2, i64 %19
  %25 = load i64, ptr addrspace(1) %24, align 8, !tbaa !15, !amdgpu.noclobber !17
  %26 = tail call i64 @llvm.amdgcn.qsad.pk.u16.u8(i64 %21, i32 %23, i64 %25)
  %27 = shl i64 %19, 4
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %4, i64 %27
  store i64 %26, ptr addrspace(1) %28, align 8, !tbaa !15
  %29 = load i64, ptr addrspace(1) %20, align 8, !tbaa !15
  %30 = load i64, ptr addrspace(1) %24, align 8, !tbaa !15
  %31 = tail call i64 @llvm.amdgcn.mqsad.pk.u16.u8(i64 %29, i32 %23, i64 %30)
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 8
  store i64 %31, ptr addrspace(1) %32, align 8, !tbaa !15
  %33 = load i64, ptr addrspace(1) %20, align 8, !tbaa !15
  %34 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %3, i64 %19
  %35 = load <4 x i32>, ptr addrspace(1) %34, align 16, !tbaa !23
  %36 = tail call <4 x i32> @llvm.amdgcn.mqsad.u32.u8(i64 %33, i32 %23, <4 x i32> %35)
  %37 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %5, i64 %19
  store <4 x i32> %36, ptr addrspace(1) %37, align 16, !tbaa !23
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_sad_family(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef readonly align 16 captures(none) %3, ptr addrspace(1) noundef writeonly align 8 captures(none) %4, ptr addrspace(1) noundef writeonly align 16 captures(none) %5) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !34 !kernel_arg_base_type !35 !kernel_arg_type_qual !22 {
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = zext i32 %7 to i64
  %9 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !tbaa !13
  %12 = zext i16 %11 to i64
  %13 = mul nuw nsw i64 %12, %8
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 40
  %17 = load i64, ptr addrspace(4) %16, align 8, !tbaa !15
  %18 = add i64 %17, %15
  %19 = add i64 %18, %13
  %20 = getelementptr inbounds nuw i64, ptr addrspace(1) %0, i64 %19
  %21 = load i64, ptr addrspace(1) %20, align 8, !tbaa !15
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %19
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i64, ptr addrspace(1) %2, i64 %19
  %25 = load i64, ptr addrspace(1) %24, align 8, !tbaa !15
  %26 = tail call i64 @llvm.amdgcn.qsad.pk.u16.u8(i64 %21, i32 %23, i64 %25)
  %27 = shl i64 %19, 4
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %4, i64 %27
  store i64 %26, ptr addrspace(1) %28, align 8, !tbaa !15
  %29 = load i64, ptr addrspace(1) %20, align 8, !tbaa !15
  %30 = load i64, ptr addrspace(1) %24, align 8, !tbaa !15
  %31 = tail call i64 @llvm.amdgcn.mqsad.pk.u16.u8(i64 %29, i32 %23, i64 %30)
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 8
  store i64 %31, ptr addrspace(1) %32, align 8, !tbaa !15
  %33 = load i64, ptr addrspace(1) %20, align 8, !tbaa !15
  %34 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %3, i64 %19
  %35 = load <4 x i32>, ptr addrspace(1) %34, align 16, !tbaa !23
  %36 = tail call <4 x i32> @llvm.amdgcn.mqsad.u32.u8(i64 %33, i32 %23, <4 x i32> %35)
  %37 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %5, i64 %19
  store <4 x i32> %36, ptr addrspace(1) %37, align 16, !tbaa !23
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @saturate(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !13
  %9 = zext i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !15
  %15 = add i64 %14, %12
  %16 = add i64 %15, %10
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5, !amdgpu.noclobber !17
  %19 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %16
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5, !amdgpu.noclobber !17
  %21 = mul i64 %16, 48
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 %21
  %23 = tail call i32 @llvm.uadd.sat.i32(i32 %18, i32 %20)
  store i32 %23, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = tail call i32 @llvm.usub.sat.i32(i32 %18, i32 %20)
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 4
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !5
  %26 = tail call i32 @llvm.sadd.sat.i32(i32 %18, i32 %20)
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 8
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  %28 = tail call i32 @llvm.ssub.sat.i32(i32 %18, i32 %20)
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 12
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = trunc i32 %18 to i16
  %31 = trunc i32 %20 to i16
  %32 = tail call i16 @llvm.uadd.sat.i16(i16 %30, i16 %31)
  %33 = zext i16 %32 to i32
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 16
  store i32 %33, ptr addrspace(1) %34, align 4, !tbaa !5
  %35 = tail call i16 @llvm.usub.sat.i16(i16 %30, i16 %31)
  %36 = zext i16 %35 to i32
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 20
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = tail call i16 @llvm.sadd.sat.i16(i16 %30, i16 %31)
  %39 = sext i16 %38 to i32
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 24
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !5
  %41 = tail call i16 @llvm.ssub.sat.i16(i16 %30, i16 %31)
  %42 = sext i16 %41 to i32
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 28
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !5
  %44 = trunc i32 %18 to i8
  %45 = trunc i32 %20 to i8
  %46 = tail call i8 @llvm.uadd.sat.i8(i8 %44, i8 %45)
  %47 = zext i8 %46 to i32
  %48 = lshr i32 %18, 8
  %49 = trunc i32 %48 to i8
  %50 = lshr i32 %20, 8
  %51 = trunc i32 %50 to i8
  %52 = tail call i8 @llvm.usub.sat.i8(i8 %49, i8 %51)
  %53 = zext i8 %52 to i32
  %54 = shl nuw nsw i32 %53, 8
  %55 = or disjoint i32 %54, %47
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 32
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !5
  %57 = tail call i8 @llvm.sadd.sat.i8(i8 %44, i8 %45)
  %58 = zext i8 %57 to i32
  %59 = tail call i8 @llvm.ssub.sat.i8(i8 %49, i8 %51)
  %60 = zext i8 %59 to i32
  %61 = shl nuw nsw i32 %60, 8
  %62 = or disjoint i32 %61, %58
  %63 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 36
  store i32 %62, ptr addrspace(1) %63, align 4, !tbaa !5
  %64 = bitcast i32 %18 to <2 x i16>
  %65 = bitcast i32 %20 to <2 x i16>
  %66 = tail call <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16> %64, <2 x i16> %65)
  %67 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 40
  store <2 x i16> %66, ptr addrspace(1) %67, align 4, !tbaa !5
  %68 = tail call <2 x i16> @llvm.ssub.sat.v2i16(<2 x i16> %64, <2 x i16> %65)
  %69 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 44
  store <2 x i16> %68, ptr addrspace(1) %69, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_saturate(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !13
  %9 = zext i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !15
  %15 = add i64 %14, %12
  %16 = add i64 %15, %10
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5
  %19 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %16
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5
  %21 = mul i64 %16, 48
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 %21
  %23 = tail call i32 @llvm.uadd.sat.i32(i32 %18, i32 %20)
  store i32 %23, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = tail call i32 @llvm.usub.sat.i32(i32 %18, i32 %20)
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 4
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !5
  %26 = tail call i32 @llvm.sadd.sat.i32(i32 %18, i32 %20)
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 8
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  %28 = tail call i32 @llvm.ssub.sat.i32(i32 %18, i32 %20)
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 12
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = trunc i32 %18 to i16
  %31 = trunc i32 %20 to i16
  %32 = tail call i16 @llvm.uadd.sat.i16(i16 %30, i16 %31)
  %33 = zext i16 %32 to i32
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 16
  store i32 %33, ptr addrspace(1) %34, align 4, !tbaa !5
  %35 = tail call i16 @llvm.usub.sat.i16(i16 %30, i16 %31)
  %36 = zext i16 %35 to i32
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 20
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = tail call i16 @llvm.sadd.sat.i16(i16 %30, i16 %31)
  %39 = sext i16 %38 to i32
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 24
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !5
  %41 = tail call i16 @llvm.ssub.sat.i16(i16 %30, i16 %31)
  %42 = sext i16 %41 to i32
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 28
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !5
  %44 = trunc i32 %18 to i8
  %45 = trunc i32 %20 to i8
  %46 = tail call i8 @llvm.uadd.sat.i8(i8 %44, i8 %45)
  %47 = zext i8 %46 to i32
  %48 = lshr i32 %18, 8
  %49 = trunc i32 %48 to i8
  %50 = lshr i32 %20, 8
  %51 = trunc i32 %50 to i8
  %52 = tail call i8 @llvm.usub.sat.i8(i8 %49, i8 %51)
  %53 = zext i8 %52 to i32
  %54 = shl nuw nsw i32 %53, 8
  %55 = or disjoint i32 %54, %47
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 32
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !5
  %57 = tail call i8 @llvm.sadd.sat.i8(i8 %44, i8 %45)
  %58 = zext i8 %57 to i32
  %59 = tail call i8 @llvm.ssub.sat.i8(i8 %49, i8 %51)
  %60 = zext i8 %59 to i32
  %61 = shl nuw nsw i32 %60, 8
  %62 = or disjoint i32 %61, %58
  %63 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 36
  store i32 %62, ptr addrspace(1) %63, align 4, !tbaa !5
  %64 = bitcast i32 %18 to <2 x i16>
  %65 = bitcast i32 %20 to <2 x i16>
  %66 = tail call <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16> %64, <2 x i16> %65)
  %67 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 40
  store <2 x i16> %66, ptr addrspace(1) %67, align 4, !tbaa !5
  %68 = tail call <2 x i16> @llvm.ssub.sat.v2i16(<2 x i16> %64, <2 x i16> %65)
  %69 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 44
  store <2 x i16> %68, ptr addrspace(1) %69, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @dots(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !32 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5, !amdgpu.noclobber !17
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %17
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5, !amdgpu.noclobber !17
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %17
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5, !amdgpu.noclobber !17
  %24 = mul i64 %17, 28
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i64 %24
  %26 = tail call i32 @llvm.amdgcn.sdot4(i32 %19, i32 %21, i32 %23, i1 false)
  store i32 %26, ptr addrspace(1) %25, align 4, !tbaa !5
  %27 = xor i32 %23, %19
  %28 = tail call i32 @llvm.amdgcn.sdot4(i32 %27, i32 %21, i32 %19, i1 true)
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 4
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = bitcast i32 %19 to <2 x i16>
  %31 = bitcast i32 %21 to <2 x i16>
  %32 = tail call i32 @llvm.amdgcn.sdot2(<2 x i16> %30, <2 x i16> %31, i32 %23, i1 false)
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !5
  %34 = tail call i32 @llvm.amdgcn.udot2(<2 x i16> %30, <2 x i16> %31, i32 %23, i1 true)
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 12
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = tail call i32 @llvm.amdgcn.udot4(i32 %19, i32 %21, i32 %23, i1 true)
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 16
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = tail call i32 @llvm.amdgcn.sdot8(i32 %19, i32 %21, i32 %23, i1 true)
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 20
  store i32 %38, ptr addrspace(1) %39, align 4, !tbaa !5
  %40 = tail call i32 @llvm.amdgcn.udot8(i32 %19, i32 %21, i32 %23, i1 false)
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 24
  store i32 %40, ptr addrspace(1) %41, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_dots(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !32 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %17
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %17
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = mul i64 %17, 28
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i64 %24
  %26 = tail call i32 @llvm.amdgcn.sdot4(i32 %19, i32 %21, i32 %23, i1 false)
  store i32 %26, ptr addrspace(1) %25, align 4, !tbaa !5
  %27 = xor i32 %23, %19
  %28 = tail call i32 @llvm.amdgcn.sdot4(i32 %27, i32 %21, i32 %19, i1 true)
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 4
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = bitcast i32 %19 to <2 x i16>
  %31 = bitcast i32 %21 to <2 x i16>
  %32 = tail call i32 @llvm.amdgcn.sdot2(<2 x i16> %30, <2 x i16> %31, i32 %23, i1 false)
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !5
  %34 = tail call i32 @llvm.amdgcn.udot2(<2 x i16> %30, <2 x i16> %31, i32 %23, i1 true)
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 12
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = tail call i32 @llvm.amdgcn.udot4(i32 %19, i32 %21, i32 %23, i1 true)
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 16
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = tail call i32 @llvm.amdgcn.sdot8(i32 %19, i32 %21, i32 %23, i1 true)
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 20
  store i32 %38, ptr addrspace(1) %39, align 4, !tbaa !5
  %40 = tail call i32 @llvm.amdgcn.udot8(i32 %19, i32 %21, i32 %23, i1 false)
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 24
  store i32 %40, ptr addrspace(1) %41, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @bitonic_sort(ptr addrspace(1) noundef align 4 captures(none) %0) local_unnamed_addr #4 !kernel_arg_addr_space !41 !kernel_arg_access_qual !42 !kernel_arg_type !43 !kernel_arg_base_type !43 !kernel_arg_type_qual !44 !reqd_work_group_size !45 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = shl i32 %3, 10
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %5
  %7 = zext nneg i32 %2 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %6, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5, !amdgpu.noclobber !17
  %10 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %2
  store i32 %9, ptr addrspace(3) %10, align 4, !tbaa !5
  %11 = add nuw nsw i32 %2, 512
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %6, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5, !amdgpu.noclobber !17
  %15 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %11
  store i32 %14, ptr addrspace(3) %15, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %16 = shl nuw nsw i32 %2, 3
  %17 = getelementptr inbounds nuw i8, ptr addrspace(3) @bitonic_sort.k, i32 %16
  %18 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %19 = extractelement <2 x i32> %18, i64 0
  %20 = extractelement <2 x i32> %18, i64 1
  %21 = icmp ugt i32 %19, %20
  %22 = and i32 %2, 1
  %23 = icmp ne i32 %22, 0
  %24 = xor i1 %23, %21
  br i1 %24, label %509, label %511

25:                                               ; preds = %511
  store i32 %519, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %517, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %25, %511
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %27 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %28 = extractelement <2 x i32> %27, i64 0
  %29 = extractelement <2 x i32> %27, i64 1
  %30 = icmp ugt i32 %28, %29
  %31 = and i32 %2, 2
  %32 = icmp ne i32 %31, 0
  %33 = xor i1 %32, %30
  br i1 %33, label %34, label %36

34:                                               ; preds = %26
  %35 = shufflevector <2 x i32> %27, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %35, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %34, %26
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %37 = shl nuw nsw i32 %2, 1
  %38 = and i32 %37, 2040
  %39 = and i32 %2, 3
  %40 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %38
  %41 = getelementptr inbounds nuw i32, ptr addrspace(3) %40, i32 %39
  %42 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) %41, i32 16
  %44 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %45 = icmp ugt i32 %42, %44
  %46 = and i32 %2, 4
  %47 = icmp ne i32 %46, 0
  %48 = xor i1 %47, %45
  br i1 %48, label %49, label %50

49:                                               ; preds = %36
  store i32 %44, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %42, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %50

50:                                               ; preds = %49, %36
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %51 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %52 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %53 = icmp ugt i32 %51, %52
  %54 = and i32 %2, 4
  %55 = icmp ne i32 %54, 0
  %56 = xor i1 %55, %53
  br i1 %56, label %57, label %58

57:                                               ; preds = %50
  store i32 %52, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %51, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %58

58:                                               ; preds = %57, %50
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %59 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %60 = extractelement <2 x i32> %59, i64 0
  %61 = extractelement <2 x i32> %59, i64 1
  %62 = icmp ugt i32 %60, %61
  %63 = and i32 %2, 4
  %64 = icmp ne i32 %63, 0
  %65 = xor i1 %64, %62
  br i1 %65, label %66, label %68

66:                                               ; preds = %58
  %67 = shufflevector <2 x i32> %59, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %67, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %66, %58
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %69 = shl nuw nsw i32 %2, 1
  %70 = and i32 %69, 2032
  %71 = and i32 %2, 7
  %72 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %70
  %73 = getelementptr inbounds nuw i32, ptr addrspace(3) %72, i32 %71
  %74 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) %73, i32 32
  %76 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %77 = icmp ugt i32 %74, %76
  %78 = and i32 %2, 8
  %79 = icmp ne i32 %78, 0
  %80 = xor i1 %79, %77
  br i1 %80, label %81, label %82

81:                                               ; preds = %68
  store i32 %76, ptr addrspace(3) %73, align 4, !tbaa !5
  store i32 %74, ptr addrspace(3) %75, align 4, !tbaa !5
  br label %82

82:                                               ; preds = %81, %68
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %83 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %84 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %85 = icmp ugt i32 %83, %84
  %86 = and i32 %2, 8
  %87 = icmp ne i32 %86, 0
  %88 = xor i1 %87, %85
  br i1 %88, label %89, label %90

89:                                               ; preds = %82
  store i32 %84, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %83, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %90

90:                                               ; preds = %89, %82
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %91 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %92 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %93 = icmp ugt i32 %91, %92
  %94 = and i32 %2, 8
  %95 = icmp ne i32 %94, 0
  %96 = xor i1 %95, %93
  br i1 %96, label %97, label %98

97:                                               ; preds = %90
  store i32 %92, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %91, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %98

98:                                               ; preds = %97, %90
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %99 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %100 = extractelement <2 x i32> %99, i64 0
  %101 = extractelement <2 x i32> %99, i64 1
  %102 = icmp ugt i32 %100, %101
  %103 = and i32 %2, 8
  %104 = icmp ne i32 %103, 0
  %105 = xor i1 %104, %102
  br i1 %105, label %106, label %108

106:                                              ; preds = %98
  %107 = shufflevector <2 x i32> %99, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %107, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %108

108:                                              ; preds = %106, %98
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %109 = shl nuw nsw i32 %2, 1
  %110 = and i32 %109, 2016
  %111 = and i32 %2, 15
  %112 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %110
  %113 = getelementptr inbounds nuw i32, ptr addrspace(3) %112, i32 %111
  %114 = load i32, ptr addrspace(3) %113, align 4, !tbaa !5
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) %113, i32 64
  %116 = load i32, ptr addrspace(3) %115, align 4, !tbaa !5
  %117 = icmp ugt i32 %114, %116
  %118 = and i32 %2, 16
  %119 = icmp ne i32 %118, 0
  %120 = xor i1 %119, %117
  br i1 %120, label %121, label %122

121:                                              ; preds = %108
  store i32 %116, ptr addrspace(3) %113, align 4, !tbaa !5
  store i32 %114, ptr addrspace(3) %115, align 4, !tbaa !5
  br label %122

122:                                              ; preds = %121, %108
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %123 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %124 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %125 = icmp ugt i32 %123, %124
  %126 = and i32 %2, 16
  %127 = icmp ne i32 %126, 0
  %128 = xor i1 %127, %125
  br i1 %128, label %129, label %130

129:                                              ; preds = %122
  store i32 %124, ptr addrspace(3) %73, align 4, !tbaa !5
  store i32 %123, ptr addrspace(3) %75, align 4, !tbaa !5
  br label %130

130:                                              ; preds = %129, %122
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %131 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %132 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %133 = icmp ugt i32 %131, %132
  %134 = and i32 %2, 16
  %135 = icmp ne i32 %134, 0
  %136 = xor i1 %135, %133
  br i1 %136, label %137, label %138

137:                                              ; preds = %130
  store i32 %132, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %131, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %138

138:                                              ; preds = %137, %130
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %139 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %140 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %141 = icmp ugt i32 %139, %140
  %142 = and i32 %2, 16
  %143 = icmp ne i32 %142, 0
  %144 = xor i1 %143, %141
  br i1 %144, label %145, label %146

145:                                              ; preds = %138
  store i32 %140, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %139, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %146

146:                                              ; preds = %145, %138
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %147 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %148 = extractelement <2 x i32> %147, i64 0
  %149 = extractelement <2 x i32> %147, i64 1
  %150 = icmp ugt i32 %148, %149
  %151 = and i32 %2, 16
  %152 = icmp ne i32 %151, 0
  %153 = xor i1 %152, %150
  br i1 %153, label %154, label %156

154:                                              ; preds = %146
  %155 = shufflevector <2 x i32> %147, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %155, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %156

156:                                              ; preds = %154, %146
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %157 = shl nuw nsw i32 %2, 1
  %158 = and i32 %157, 1984
  %159 = and i32 %2, 31
  %160 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %158
  %161 = getelementptr inbounds nuw i32, ptr addrspace(3) %160, i32 %159
  %162 = load i32, ptr addrspace(3) %161, align 4, !tbaa !5
  %163 = getelementptr inbounds nuw i8, ptr addrspace(3) %161, i32 128
  %164 = load i32, ptr addrspace(3) %163, align 4, !tbaa !5
  %165 = icmp ugt i32 %162, %164
  %166 = and i32 %2, 32
  %167 = icmp ne i32 %166, 0
  %168 = xor i1 %167, %165
  br i1 %168, label %169, label %170

169:                                              ; preds = %156
  store i32 %164, ptr addrspace(3) %161, align 4, !tbaa !5
  store i32 %162, ptr addrspace(3) %163, align 4, !tbaa !5
  br label %170

170:                                              ; preds = %169, %156
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %171 = load i32, ptr addrspace(3) %113, align 4, !tbaa !5
  %172 = load i32, ptr addrspace(3) %115, align 4, !tbaa !5
  %173 = icmp ugt i32 %171, %172
  %174 = and i32 %2, 32
  %175 = icmp ne i32 %174, 0
  %176 = xor i1 %175, %173
  br i1 %176, label %177, label %178

177:                                              ; preds = %170
  store i32 %172, ptr addrspace(3) %113, align 4, !tbaa !5
  store i32 %171, ptr addrspace(3) %115, align 4, !tbaa !5
  br label %178

178:                                              ; preds = %177, %170
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %179 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %180 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %181 = icmp ugt i32 %179, %180
  %182 = and i32 %2, 32
  %183 = icmp ne i32 %182, 0
  %184 = xor i1 %183, %181
  br i1 %184, label %185, label %186

185:                                              ; preds = %178
  store i32 %180, ptr addrspace(3) %73, align 4, !tbaa !5
  store i32 %179, ptr addrspace(3) %75, align 4, !tbaa !5
  br label %186

186:                                              ; preds = %185, %178
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %187 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %188 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %189 = icmp ugt i32 %187, %188
  %190 = and i32 %2, 32
  %191 = icmp ne i32 %190, 0
  %192 = xor i1 %191, %189
  br i1 %192, label %193, label %194

193:                                              ; preds = %186
  store i32 %188, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %187, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %194

194:                                              ; preds = %193, %186
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %195 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %196 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %197 = icmp ugt i32 %195, %196
  %198 = and i32 %2, 32
  %199 = icmp ne i32 %198, 0
  %200 = xor i1 %199, %197
  br i1 %200, label %201, label %202

201:                                              ; preds = %194
  store i32 %196, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %195, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %202

202:                                              ; preds = %201, %194
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %203 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %204 = extractelement <2 x i32> %203, i64 0
  %205 = extractelement <2 x i32> %203, i64 1
  %206 = icmp ugt i32 %204, %205
  %207 = and i32 %2, 32
  %208 = icmp ne i32 %207, 0
  %209 = xor i1 %208, %206
  br i1 %209, label %210, label %212

210:                                              ; preds = %202
  %211 = shufflevector <2 x i32> %203, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %211, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %212

212:                                              ; preds = %210, %202
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %213 = shl nuw nsw i32 %2, 1
  %214 = and i32 %213, 1920
  %215 = and i32 %2, 63
  %216 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %214
  %217 = getelementptr inbounds nuw i32, ptr addrspace(3) %216, i32 %215
  %218 = load i32, ptr addrspace(3) %217, align 4, !tbaa !5
  %219 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 256
  %220 = load i32, ptr addrspace(3) %219, align 4, !tbaa !5
  %221 = icmp ugt i32 %218, %220
  %222 = and i32 %2, 64
  %223 = icmp ne i32 %222, 0
  %224 = xor i1 %223, %221
  br i1 %224, label %225, label %226

225:                                              ; preds = %212
  store i32 %220, ptr addrspace(3) %217, align 4, !tbaa !5
  store i32 %218, ptr addrspace(3) %219, align 4, !tbaa !5
  br label %226

226:                                              ; preds = %225, %212
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %227 = load i32, ptr addrspace(3) %161, align 4, !tbaa !5
  %228 = load i32, ptr addrspace(3) %163, align 4, !tbaa !5
  %229 = icmp ugt i32 %227, %228
  %230 = and i32 %2, 64
  %231 = icmp ne i32 %230, 0
  %232 = xor i1 %231, %229
  br i1 %232, label %233, label %234

233:                                              ; preds = %226
  store i32 %228, ptr addrspace(3) %161, align 4, !tbaa !5
  store i32 %227, ptr addrspace(3) %163, align 4, !tbaa !5
  br label %234

234:                                              ; preds = %233, %226
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %235 = load i32, ptr addrspace(3) %113, align 4, !tbaa !5
  %236 = load i32, ptr addrspace(3) %115, align 4, !tbaa !5
  %237 = icmp ugt i32 %235, %236
  %238 = and i32 %2, 64
  %239 = icmp ne i32 %238, 0
  %240 = xor i1 %239, %237
  br i1 %240, label %241, label %242

241:                                              ; preds = %234
  store i32 %236, ptr addrspace(3) %113, align 4, !tbaa !5
  store i32 %235, ptr addrspace(3) %115, align 4, !tbaa !5
  br label %242

242:                                              ; preds = %241, %234
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %243 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %244 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %245 = icmp ugt i32 %243, %244
  %246 = and i32 %2, 64
  %247 = icmp ne i32 %246, 0
  %248 = xor i1 %247, %245
  br i1 %248, label %249, label %250

249:                                              ; preds = %242
  store i32 %244, ptr addrspace(3) %73, align 4, !tbaa !5
  store i32 %243, ptr addrspace(3) %75, align 4, !tbaa !5
  br label %250

250:                                              ; preds = %249, %242
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %251 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %252 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %253 = icmp ugt i32 %251, %252
  %254 = and i32 %2, 64
  %255 = icmp ne i32 %254, 0
  %256 = xor i1 %255, %253
  br i1 %256, label %257, label %258

257:                                              ; preds = %250
  store i32 %252, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %251, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %258

258:                                              ; preds = %257, %250
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %259 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %260 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %261 = icmp ugt i32 %259, %260
  %262 = and i32 %2, 64
  %263 = icmp ne i32 %262, 0
  %264 = xor i1 %263, %261
  br i1 %264, label %265, label %266

265:                                              ; preds = %258
  store i32 %260, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %259, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %266

266:                                              ; preds = %265, %258
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %267 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %268 = extractelement <2 x i32> %267, i64 0
  %269 = extractelement <2 x i32> %267, i64 1
  %270 = icmp ugt i32 %268, %269
  %271 = and i32 %2, 64
  %272 = icmp ne i32 %271, 0
  %273 = xor i1 %272, %270
  br i1 %273, label %274, label %276

274:                                              ; preds = %266
  %275 = shufflevector <2 x i32> %267, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %275, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %276

276:                                              ; preds = %274, %266
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %277 = shl nuw nsw i32 %2, 1
  %278 = and i32 %277, 1792
  %279 = and i32 %2, 127
  %280 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %278
  %281 = getelementptr inbounds nuw i32, ptr addrspace(3) %280, i32 %279
  %282 = load i32, ptr addrspace(3) %281, align 4, !tbaa !5
  %283 = getelementptr inbounds nuw i8, ptr addrspace(3) %281, i32 512
  %284 = load i32, ptr addrspace(3) %283, align 4, !tbaa !5
  %285 = icmp ugt i32 %282, %284
  %286 = and i32 %2, 128
  %287 = icmp ne i32 %286, 0
  %288 = xor i1 %287, %285
  br i1 %288, label %289, label %290

289:                                              ; preds = %276
  store i32 %284, ptr addrspace(3) %281, align 4, !tbaa !5
  store i32 %282, ptr addrspace(3) %283, align 4, !tbaa !5
  br label %290

290:                                              ; preds = %289, %276
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %291 = load i32, ptr addrspace(3) %217, align 4, !tbaa !5
  %292 = load i32, ptr addrspace(3) %219, align 4, !tbaa !5
  %293 = icmp ugt i32 %291, %292
  %294 = and i32 %2, 128
  %295 = icmp ne i32 %294, 0
  %296 = xor i1 %295, %293
  br i1 %296, label %297, label %298

297:                                              ; preds = %290
  store i32 %292, ptr addrspace(3) %217, align 4, !tbaa !5
  store i32 %291, ptr addrspace(3) %219, align 4, !tbaa !5
  br label %298

298:                                              ; preds = %297, %290
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %299 = load i32, ptr addrspace(3) %161, align 4, !tbaa !5
  %300 = load i32, ptr addrspace(3) %163, align 4, !tbaa !5
  %301 = icmp ugt i32 %299, %300
  %302 = and i32 %2, 128
  %303 = icmp ne i32 %302, 0
  %304 = xor i1 %303, %301
  br i1 %304, label %305, label %306

305:                                              ; preds = %298
  store i32 %300, ptr addrspace(3) %161, align 4, !tbaa !5
  store i32 %299, ptr addrspace(3) %163, align 4, !tbaa !5
  br label %306

306:                                              ; preds = %305, %298
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %307 = load i32, ptr addrspace(3) %113, align 4, !tbaa !5
  %308 = load i32, ptr addrspace(3) %115, align 4, !tbaa !5
  %309 = icmp ugt i32 %307, %308
  %310 = and i32 %2, 128
  %311 = icmp ne i32 %310, 0
  %312 = xor i1 %311, %309
  br i1 %312, label %313, label %314

313:                                              ; preds = %306
  store i32 %308, ptr addrspace(3) %113, align 4, !tbaa !5
  store i32 %307, ptr addrspace(3) %115, align 4, !tbaa !5
  br label %314

314:                                              ; preds = %313, %306
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %315 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %316 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %317 = icmp ugt i32 %315, %316
  %318 = and i32 %2, 128
  %319 = icmp ne i32 %318, 0
  %320 = xor i1 %319, %317
  br i1 %320, label %321, label %322

321:                                              ; preds = %314
  store i32 %316, ptr addrspace(3) %73, align 4, !tbaa !5
  store i32 %315, ptr addrspace(3) %75, align 4, !tbaa !5
  br label %322

322:                                              ; preds = %321, %314
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %323 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %324 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %325 = icmp ugt i32 %323, %324
  %326 = and i32 %2, 128
  %327 = icmp ne i32 %326, 0
  %328 = xor i1 %327, %325
  br i1 %328, label %329, label %330

329:                                              ; preds = %322
  store i32 %324, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %323, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %330

330:                                              ; preds = %329, %322
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %331 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %332 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %333 = icmp ugt i32 %331, %332
  %334 = and i32 %2, 128
  %335 = icmp ne i32 %334, 0
  %336 = xor i1 %335, %333
  br i1 %336, label %337, label %338

337:                                              ; preds = %330
  store i32 %332, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %331, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %338

338:                                              ; preds = %337, %330
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %339 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %340 = extractelement <2 x i32> %339, i64 0
  %341 = extractelement <2 x i32> %339, i64 1
  %342 = icmp ugt i32 %340, %341
  %343 = and i32 %2, 128
  %344 = icmp ne i32 %343, 0
  %345 = xor i1 %344, %342
  br i1 %345, label %346, label %348

346:                                              ; preds = %338
  %347 = shufflevector <2 x i32> %339, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %347, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %348

348:                                              ; preds = %346, %338
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %349 = shl nuw nsw i32 %2, 1
  %350 = and i32 %349, 1536
  %351 = and i32 %2, 255
  %352 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %350
  %353 = getelementptr inbounds nuw i32, ptr addrspace(3) %352, i32 %351
  %354 = load i32, ptr addrspace(3) %353, align 4, !tbaa !5
  %355 = getelementptr inbounds nuw i8, ptr addrspace(3) %353, i32 1024
  %356 = load i32, ptr addrspace(3) %355, align 4, !tbaa !5
  %357 = icmp ugt i32 %354, %356
  %358 = and i32 %2, 256
  %359 = icmp ne i32 %358, 0
  %360 = xor i1 %359, %357
  br i1 %360, label %361, label %362

361:                                              ; preds = %348
  store i32 %356, ptr addrspace(3) %353, align 4, !tbaa !5
  store i32 %354, ptr addrspace(3) %355, align 4, !tbaa !5
  br label %362

362:                                              ; preds = %361, %348
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %363 = load i32, ptr addrspace(3) %281, align 4, !tbaa !5
  %364 = load i32, ptr addrspace(3) %283, align 4, !tbaa !5
  %365 = icmp ugt i32 %363, %364
  %366 = and i32 %2, 256
  %367 = icmp ne i32 %366, 0
  %368 = xor i1 %367, %365
  br i1 %368, label %369, label %370

369:                                              ; preds = %362
  store i32 %364, ptr addrspace(3) %281, align 4, !tbaa !5
  store i32 %363, ptr addrspace(3) %283, align 4, !tbaa !5
  br label %370

370:                                              ; preds = %369, %362
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %371 = load i32, ptr addrspace(3) %217, align 4, !tbaa !5
  %372 = load i32, ptr addrspace(3) %219, align 4, !tbaa !5
  %373 = icmp ugt i32 %371, %372
  %374 = and i32 %2, 256
  %375 = icmp ne i32 %374, 0
  %376 = xor i1 %375, %373
  br i1 %376, label %377, label %378

377:                                              ; preds = %370
  store i32 %372, ptr addrspace(3) %217, align 4, !tbaa !5
  store i32 %371, ptr addrspace(3) %219, align 4, !tbaa !5
  br label %378

378:                                              ; preds = %377, %370
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %379 = load i32, ptr addrspace(3) %161, align 4, !tbaa !5
  %380 = load i32, ptr addrspace(3) %163, align 4, !tbaa !5
  %381 = icmp ugt i32 %379, %380
  %382 = and i32 %2, 256
  %383 = icmp ne i32 %382, 0
  %384 = xor i1 %383, %381
  br i1 %384, label %385, label %386

385:                                              ; preds = %378
  store i32 %380, ptr addrspace(3) %161, align 4, !tbaa !5
  store i32 %379, ptr addrspace(3) %163, align 4, !tbaa !5
  br label %386

386:                                              ; preds = %385, %378
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %387 = load i32, ptr addrspace(3) %113, align 4, !tbaa !5
  %388 = load i32, ptr addrspace(3) %115, align 4, !tbaa !5
  %389 = icmp ugt i32 %387, %388
  %390 = and i32 %2, 256
  %391 = icmp ne i32 %390, 0
  %392 = xor i1 %391, %389
  br i1 %392, label %393, label %394

393:                                              ; preds = %386
  store i32 %388, ptr addrspace(3) %113, align 4, !tbaa !5
  store i32 %387, ptr addrspace(3) %115, align 4, !tbaa !5
  br label %394

394:                                              ; preds = %393, %386
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %395 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %396 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %397 = icmp ugt i32 %395, %396
  %398 = and i32 %2, 256
  %399 = icmp ne i32 %398, 0
  %400 = xor i1 %399, %397
  br i1 %400, label %401, label %402

401:                                              ; preds = %394
  store i32 %396, ptr addrspace(3) %73, align 4, !tbaa !5
  store i32 %395, ptr addrspace(3) %75, align 4, !tbaa !5
  br label %402

402:                                              ; preds = %401, %394
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %403 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %404 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %405 = icmp ugt i32 %403, %404
  %406 = and i32 %2, 256
  %407 = icmp ne i32 %406, 0
  %408 = xor i1 %407, %405
  br i1 %408, label %409, label %410

409:                                              ; preds = %402
  store i32 %404, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %403, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %410

410:                                              ; preds = %409, %402
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %411 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %412 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %413 = icmp ugt i32 %411, %412
  %414 = and i32 %2, 256
  %415 = icmp ne i32 %414, 0
  %416 = xor i1 %415, %413
  br i1 %416, label %417, label %418

417:                                              ; preds = %410
  store i32 %412, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %411, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %418

418:                                              ; preds = %417, %410
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %419 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %420 = extractelement <2 x i32> %419, i64 0
  %421 = extractelement <2 x i32> %419, i64 1
  %422 = icmp ugt i32 %420, %421
  %423 = and i32 %2, 256
  %424 = icmp ne i32 %423, 0
  %425 = xor i1 %424, %422
  br i1 %425, label %426, label %428

426:                                              ; preds = %418
  %427 = shufflevector <2 x i32> %419, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %427, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %428

428:                                              ; preds = %426, %418
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %429 = shl nuw nsw i32 %2, 1
  %430 = and i32 %429, 1024
  %431 = and i32 %2, 511
  %432 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %430
  %433 = getelementptr inbounds nuw i32, ptr addrspace(3) %432, i32 %431
  %434 = load i32, ptr addrspace(3) %433, align 4, !tbaa !5
  %435 = getelementptr inbounds nuw i8, ptr addrspace(3) %433, i32 2048
  %436 = load i32, ptr addrspace(3) %435, align 4, !tbaa !5
  %437 = icmp ugt i32 %434, %436
  %438 = icmp ne i32 %430, 0
  %439 = xor i1 %438, %437
  br i1 %439, label %440, label %441

440:                                              ; preds = %428
  store i32 %436, ptr addrspace(3) %433, align 4, !tbaa !5
  store i32 %434, ptr addrspace(3) %435, align 4, !tbaa !5
  br label %441

441:                                              ; preds = %440, %428
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %442 = load i32, ptr addrspace(3) %353, align 4, !tbaa !5
  %443 = load i32, ptr addrspace(3) %355, align 4, !tbaa !5
  %444 = icmp ugt i32 %442, %443
  %445 = icmp samesign ugt i32 %2, 511
  %446 = xor i1 %445, %444
  br i1 %446, label %447, label %448

447:                                              ; preds = %441
  store i32 %443, ptr addrspace(3) %353, align 4, !tbaa !5
  store i32 %442, ptr addrspace(3) %355, align 4, !tbaa !5
  br label %448

448:                                              ; preds = %447, %441
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %449 = load i32, ptr addrspace(3) %281, align 4, !tbaa !5
  %450 = load i32, ptr addrspace(3) %283, align 4, !tbaa !5
  %451 = icmp ugt i32 %449, %450
  %452 = icmp samesign ugt i32 %2, 511
  %453 = xor i1 %452, %451
  br i1 %453, label %454, label %455

454:                                              ; preds = %448
  store i32 %450, ptr addrspace(3) %281, align 4, !tbaa !5
  store i32 %449, ptr addrspace(3) %283, align 4, !tbaa !5
  br label %455

455:                                              ; preds = %454, %448
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %456 = load i32, ptr addrspace(3) %217, align 4, !tbaa !5
  %457 = load i32, ptr addrspace(3) %219, align 4, !tbaa !5
  %458 = icmp ugt i32 %456, %457
  %459 = icmp samesign ugt i32 %2, 511
  %460 = xor i1 %459, %458
  br i1 %460, label %461, label %462

461:                                              ; preds = %455
  store i32 %457, ptr addrspace(3) %217, align 4, !tbaa !5
  store i32 %456, ptr addrspace(3) %219, align 4, !tbaa !5
  br label %462

462:                                              ; preds = %461, %455
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %463 = load i32, ptr addrspace(3) %161, align 4, !tbaa !5
  %464 = load i32, ptr addrspace(3) %163, align 4, !tbaa !5
  %465 = icmp ugt i32 %463, %464
  %466 = icmp samesign ugt i32 %2, 511
  %467 = xor i1 %466, %465
  br i1 %467, label %468, label %469

468:                                              ; preds = %462
  store i32 %464, ptr addrspace(3) %161, align 4, !tbaa !5
  store i32 %463, ptr addrspace(3) %163, align 4, !tbaa !5
  br label %469

469:                                              ; preds = %468, %462
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %470 = load i32, ptr addrspace(3) %113, align 4, !tbaa !5
  %471 = load i32, ptr addrspace(3) %115, align 4, !tbaa !5
  %472 = icmp ugt i32 %470, %471
  %473 = icmp samesign ugt i32 %2, 511
  %474 = xor i1 %473, %472
  br i1 %474, label %475, label %476

475:                                              ; preds = %469
  store i32 %471, ptr addrspace(3) %113, align 4, !tbaa !5
  store i32 %470, ptr addrspace(3) %115, align 4, !tbaa !5
  br label %476

476:                                              ; preds = %475, %469
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %477 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %478 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %479 = icmp ugt i32 %477, %478
  %480 = icmp samesign ugt i32 %2, 511
  %481 = xor i1 %480, %479
  br i1 %481, label %482, label %483

482:                                              ; preds = %476
  store i32 %478, ptr addrspace(3) %73, align 4, !tbaa !5
  store i32 %477, ptr addrspace(3) %75, align 4, !tbaa !5
  br label %483

483:                                              ; preds = %482, %476
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %484 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %485 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %486 = icmp ugt i32 %484, %485
  %487 = icmp samesign ugt i32 %2, 511
  %488 = xor i1 %487, %486
  br i1 %488, label %489, label %490

489:                                              ; preds = %483
  store i32 %485, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %484, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %490

490:                                              ; preds = %489, %483
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %491 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %492 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %493 = icmp ugt i32 %491, %492
  %494 = icmp samesign ugt i32 %2, 511
  %495 = xor i1 %494, %493
  br i1 %495, label %496, label %497

496:                                              ; preds = %490
  store i32 %492, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %491, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %497

497:                                              ; preds = %496, %490
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %498 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %499 = extractelement <2 x i32> %498, i64 0
  %500 = extractelement <2 x i32> %498, i64 1
  %501 = icmp ugt i32 %499, %500
  %502 = icmp samesign ugt i32 %2, 511
  %503 = xor i1 %502, %501
  br i1 %503, label %504, label %506

504:                                              ; preds = %497
  %505 = shufflevector <2 x i32> %498, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %505, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %506

506:                                              ; preds = %504, %497
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %507 = load i32, ptr addrspace(3) %10, align 4, !tbaa !5
  store i32 %507, ptr addrspace(1) %8, align 4, !tbaa !5
  %508 = load i32, ptr addrspace(3) %15, align 4, !tbaa !5
  store i32 %508, ptr addrspace(1) %13, align 4, !tbaa !5
  ret void

509:                                              ; preds = %1
  %510 = shufflevector <2 x i32> %18, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %510, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %511

511:                                              ; preds = %509, %1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %512 = shl nuw nsw i32 %2, 1
  %513 = and i32 %512, 2044
  %514 = and i32 %2, 1
  %515 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %513
  %516 = getelementptr inbounds nuw i32, ptr addrspace(3) %515, i32 %514
  %517 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %518 = getelementptr inbounds nuw i8, ptr addrspace(3) %516, i32 8
  %519 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %520 = icmp ugt i32 %517, %519
  %521 = and i32 %2, 2
  %522 = icmp ne i32 %521, 0
  %523 = xor i1 %522, %520
  br i1 %523, label %25, label %26
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn
define protected void @__clang_ocl_kern_imp_bitonic_sort(ptr addrspace(1) noundef align 4 captures(none) %0) local_unnamed_addr #5 !kernel_arg_addr_space !41 !kernel_arg_access_qual !42 !kernel_arg_type !43 !kernel_arg_base_type !43 !kernel_arg_type_qual !44 !reqd_work_group_size !45 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = shl i32 %3, 10
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %5
  %7 = zext nneg i32 %2 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %6, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %2
  store i32 %9, ptr addrspace(3) %10, align 4, !tbaa !5
  %11 = add nuw nsw i32 %2, 512
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %6, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %11
  store i32 %14, ptr addrspace(3) %15, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %16 = shl nuw nsw i32 %2, 3
  %17 = getelementptr inbounds nuw i8, ptr addrspace(3) @bitonic_sort.k, i32 %16
  %18 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %19 = extractelement <2 x i32> %18, i64 0
  %20 = extractelement <2 x i32> %18, i64 1
  %21 = icmp ugt i32 %19, %20
  %22 = and i32 %2, 1
  %23 = icmp ne i32 %22, 0
  %24 = xor i1 %23, %21
  br i1 %24, label %509, label %511

25:                                               ; preds = %511
  store i32 %519, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %517, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %25, %511
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %27 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %28 = extractelement <2 x i32> %27, i64 0
  %29 = extractelement <2 x i32> %27, i64 1
  %30 = icmp ugt i32 %28, %29
  %31 = and i32 %2, 2
  %32 = icmp ne i32 %31, 0
  %33 = xor i1 %32, %30
  br i1 %33, label %34, label %36

34:                                               ; preds = %26
  %35 = shufflevector <2 x i32> %27, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %35, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %34, %26
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %37 = shl nuw nsw i32 %2, 1
  %38 = and i32 %37, 2040
  %39 = and i32 %2, 3
  %40 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %38
  %41 = getelementptr inbounds nuw i32, ptr addrspace(3) %40, i32 %39
  %42 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) %41, i32 16
  %44 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %45 = icmp ugt i32 %42, %44
  %46 = and i32 %2, 4
  %47 = icmp ne i32 %46, 0
  %48 = xor i1 %47, %45
  br i1 %48, label %49, label %50

49:                                               ; preds = %36
  store i32 %44, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %42, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %50

50:                                               ; preds = %49, %36
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %51 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %52 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %53 = icmp ugt i32 %51, %52
  %54 = and i32 %2, 4
  %55 = icmp ne i32 %54, 0
  %56 = xor i1 %55, %53
  br i1 %56, label %57, label %58

57:                                               ; preds = %50
  store i32 %52, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %51, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %58

58:                                               ; preds = %57, %50
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %59 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %60 = extractelement <2 x i32> %59, i64 0
  %61 = extractelement <2 x i32> %59, i64 1
  %62 = icmp ugt i32 %60, %61
  %63 = and i32 %2, 4
  %64 = icmp ne i32 %63, 0
  %65 = xor i1 %64, %62
  br i1 %65, label %66, label %68

66:                                               ; preds = %58
  %67 = shufflevector <2 x i32> %59, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %67, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %66, %58
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %69 = shl nuw nsw i32 %2, 1
  %70 = and i32 %69, 2032
  %71 = and i32 %2, 7
  %72 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %70
  %73 = getelementptr inbounds nuw i32, ptr addrspace(3) %72, i32 %71
  %74 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) %73, i32 32
  %76 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %77 = icmp ugt i32 %74, %76
  %78 = and i32 %2, 8
  %79 = icmp ne i32 %78, 0
  %80 = xor i1 %79, %77
  br i1 %80, label %81, label %82

81:                                               ; preds = %68
  store i32 %76, ptr addrspace(3) %73, align 4, !tbaa !5
  store i32 %74, ptr addrspace(3) %75, align 4, !tbaa !5
  br label %82

82:                                               ; preds = %81, %68
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %83 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %84 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %85 = icmp ugt i32 %83, %84
  %86 = and i32 %2, 8
  %87 = icmp ne i32 %86, 0
  %88 = xor i1 %87, %85
  br i1 %88, label %89, label %90

89:                                               ; preds = %82
  store i32 %84, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %83, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %90

90:                                               ; preds = %89, %82
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %91 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %92 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %93 = icmp ugt i32 %91, %92
  %94 = and i32 %2, 8
  %95 = icmp ne i32 %94, 0
  %96 = xor i1 %95, %93
  br i1 %96, label %97, label %98

97:                                               ; preds = %90
  store i32 %92, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %91, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %98

98:                                               ; preds = %97, %90
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %99 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %100 = extractelement <2 x i32> %99, i64 0
  %101 = extractelement <2 x i32> %99, i64 1
  %102 = icmp ugt i32 %100, %101
  %103 = and i32 %2, 8
  %104 = icmp ne i32 %103, 0
  %105 = xor i1 %104, %102
  br i1 %105, label %106, label %108

106:                                              ; preds = %98
  %107 = shufflevector <2 x i32> %99, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %107, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %108

108:                                              ; preds = %106, %98
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %109 = shl nuw nsw i32 %2, 1
  %110 = and i32 %109, 2016
  %111 = and i32 %2, 15
  %112 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %110
  %113 = getelementptr inbounds nuw i32, ptr addrspace(3) %112, i32 %111
  %114 = load i32, ptr addrspace(3) %113, align 4, !tbaa !5
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) %113, i32 64
  %116 = load i32, ptr addrspace(3) %115, align 4, !tbaa !5
  %117 = icmp ugt i32 %114, %116
  %118 = and i32 %2, 16
  %119 = icmp ne i32 %118, 0
  %120 = xor i1 %119, %117
  br i1 %120, label %121, label %122

121:                                              ; preds = %108
  store i32 %116, ptr addrspace(3) %113, align 4, !tbaa !5
  store i32 %114, ptr addrspace(3) %115, align 4, !tbaa !5
  br label %122

122:                                              ; preds = %121, %108
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %123 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %124 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %125 = icmp ugt i32 %123, %124
  %126 = and i32 %2, 16
  %127 = icmp ne i32 %126, 0
  %128 = xor i1 %127, %125
  br i1 %128, label %129, label %130

129:                                              ; preds = %122
  store i32 %124, ptr addrspace(3) %73, align 4, !tbaa !5
  store i32 %123, ptr addrspace(3) %75, align 4, !tbaa !5
  br label %130

130:                                              ; preds = %129, %122
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %131 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %132 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %133 = icmp ugt i32 %131, %132
  %134 = and i32 %2, 16
  %135 = icmp ne i32 %134, 0
  %136 = xor i1 %135, %133
  br i1 %136, label %137, label %138

137:                                              ; preds = %130
  store i32 %132, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %131, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %138

138:                                              ; preds = %137, %130
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %139 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %140 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %141 = icmp ugt i32 %139, %140
  %142 = and i32 %2, 16
  %143 = icmp ne i32 %142, 0
  %144 = xor i1 %143, %141
  br i1 %144, label %145, label %146

145:                                              ; preds = %138
  store i32 %140, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %139, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %146

146:                                              ; preds = %145, %138
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %147 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %148 = extractelement <2 x i32> %147, i64 0
  %149 = extractelement <2 x i32> %147, i64 1
  %150 = icmp ugt i32 %148, %149
  %151 = and i32 %2, 16
  %152 = icmp ne i32 %151, 0
  %153 = xor i1 %152, %150
  br i1 %153, label %154, label %156

154:                                              ; preds = %146
  %155 = shufflevector <2 x i32> %147, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %155, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %156

156:                                              ; preds = %154, %146
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %157 = shl nuw nsw i32 %2, 1
  %158 = and i32 %157, 1984
  %159 = and i32 %2, 31
  %160 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %158
  %161 = getelementptr inbounds nuw i32, ptr addrspace(3) %160, i32 %159
  %162 = load i32, ptr addrspace(3) %161, align 4, !tbaa !5
  %163 = getelementptr inbounds nuw i8, ptr addrspace(3) %161, i32 128
  %164 = load i32, ptr addrspace(3) %163, align 4, !tbaa !5
  %165 = icmp ugt i32 %162, %164
  %166 = and i32 %2, 32
  %167 = icmp ne i32 %166, 0
  %168 = xor i1 %167, %165
  br i1 %168, label %169, label %170

169:                                              ; preds = %156
  store i32 %164, ptr addrspace(3) %161, align 4, !tbaa !5
  store i32 %162, ptr addrspace(3) %163, align 4, !tbaa !5
  br label %170

170:                                              ; preds = %169, %156
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %171 = load i32, ptr addrspace(3) %113, align 4, !tbaa !5
  %172 = load i32, ptr addrspace(3) %115, align 4, !tbaa !5
  %173 = icmp ugt i32 %171, %172
  %174 = and i32 %2, 32
  %175 = icmp ne i32 %174, 0
  %176 = xor i1 %175, %173
  br i1 %176, label %177, label %178

177:                                              ; preds = %170
  store i32 %172, ptr addrspace(3) %113, align 4, !tbaa !5
  store i32 %171, ptr addrspace(3) %115, align 4, !tbaa !5
  br label %178

178:                                              ; preds = %177, %170
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %179 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %180 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %181 = icmp ugt i32 %179, %180
  %182 = and i32 %2, 32
  %183 = icmp ne i32 %182, 0
  %184 = xor i1 %183, %181
  br i1 %184, label %185, label %186

185:                                              ; preds = %178
  store i32 %180, ptr addrspace(3) %73, align 4, !tbaa !5
  store i32 %179, ptr addrspace(3) %75, align 4, !tbaa !5
  br label %186

186:                                              ; preds = %185, %178
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %187 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %188 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %189 = icmp ugt i32 %187, %188
  %190 = and i32 %2, 32
  %191 = icmp ne i32 %190, 0
  %192 = xor i1 %191, %189
  br i1 %192, label %193, label %194

193:                                              ; preds = %186
  store i32 %188, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %187, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %194

194:                                              ; preds = %193, %186
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %195 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %196 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %197 = icmp ugt i32 %195, %196
  %198 = and i32 %2, 32
  %199 = icmp ne i32 %198, 0
  %200 = xor i1 %199, %197
  br i1 %200, label %201, label %202

201:                                              ; preds = %194
  store i32 %196, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %195, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %202

202:                                              ; preds = %201, %194
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %203 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %204 = extractelement <2 x i32> %203, i64 0
  %205 = extractelement <2 x i32> %203, i64 1
  %206 = icmp ugt i32 %204, %205
  %207 = and i32 %2, 32
  %208 = icmp ne i32 %207, 0
  %209 = xor i1 %208, %206
  br i1 %209, label %210, label %212

210:                                              ; preds = %202
  %211 = shufflevector <2 x i32> %203, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %211, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %212

212:                                              ; preds = %210, %202
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %213 = shl nuw nsw i32 %2, 1
  %214 = and i32 %213, 1920
  %215 = and i32 %2, 63
  %216 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %214
  %217 = getelementptr inbounds nuw i32, ptr addrspace(3) %216, i32 %215
  %218 = load i32, ptr addrspace(3) %217, align 4, !tbaa !5
  %219 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 256
  %220 = load i32, ptr addrspace(3) %219, align 4, !tbaa !5
  %221 = icmp ugt i32 %218, %220
  %222 = and i32 %2, 64
  %223 = icmp ne i32 %222, 0
  %224 = xor i1 %223, %221
  br i1 %224, label %225, label %226

225:                                              ; preds = %212
  store i32 %220, ptr addrspace(3) %217, align 4, !tbaa !5
  store i32 %218, ptr addrspace(3) %219, align 4, !tbaa !5
  br label %226

226:                                              ; preds = %225, %212
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %227 = load i32, ptr addrspace(3) %161, align 4, !tbaa !5
  %228 = load i32, ptr addrspace(3) %163, align 4, !tbaa !5
  %229 = icmp ugt i32 %227, %228
  %230 = and i32 %2, 64
  %231 = icmp ne i32 %230, 0
  %232 = xor i1 %231, %229
  br i1 %232, label %233, label %234

233:                                              ; preds = %226
  store i32 %228, ptr addrspace(3) %161, align 4, !tbaa !5
  store i32 %227, ptr addrspace(3) %163, align 4, !tbaa !5
  br label %234

234:                                              ; preds = %233, %226
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %235 = load i32, ptr addrspace(3) %113, align 4, !tbaa !5
  %236 = load i32, ptr addrspace(3) %115, align 4, !tbaa !5
  %237 = icmp ugt i32 %235, %236
  %238 = and i32 %2, 64
  %239 = icmp ne i32 %238, 0
  %240 = xor i1 %239, %237
  br i1 %240, label %241, label %242

241:                                              ; preds = %234
  store i32 %236, ptr addrspace(3) %113, align 4, !tbaa !5
  store i32 %235, ptr addrspace(3) %115, align 4, !tbaa !5
  br label %242

242:                                              ; preds = %241, %234
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %243 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %244 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %245 = icmp ugt i32 %243, %244
  %246 = and i32 %2, 64
  %247 = icmp ne i32 %246, 0
  %248 = xor i1 %247, %245
  br i1 %248, label %249, label %250

249:                                              ; preds = %242
  store i32 %244, ptr addrspace(3) %73, align 4, !tbaa !5
  store i32 %243, ptr addrspace(3) %75, align 4, !tbaa !5
  br label %250

250:                                              ; preds = %249, %242
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %251 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %252 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %253 = icmp ugt i32 %251, %252
  %254 = and i32 %2, 64
  %255 = icmp ne i32 %254, 0
  %256 = xor i1 %255, %253
  br i1 %256, label %257, label %258

257:                                              ; preds = %250
  store i32 %252, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %251, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %258

258:                                              ; preds = %257, %250
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %259 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %260 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %261 = icmp ugt i32 %259, %260
  %262 = and i32 %2, 64
  %263 = icmp ne i32 %262, 0
  %264 = xor i1 %263, %261
  br i1 %264, label %265, label %266

265:                                              ; preds = %258
  store i32 %260, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %259, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %266

266:                                              ; preds = %265, %258
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %267 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %268 = extractelement <2 x i32> %267, i64 0
  %269 = extractelement <2 x i32> %267, i64 1
  %270 = icmp ugt i32 %268, %269
  %271 = and i32 %2, 64
  %272 = icmp ne i32 %271, 0
  %273 = xor i1 %272, %270
  br i1 %273, label %274, label %276

274:                                              ; preds = %266
  %275 = shufflevector <2 x i32> %267, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %275, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %276

276:                                              ; preds = %274, %266
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %277 = shl nuw nsw i32 %2, 1
  %278 = and i32 %277, 1792
  %279 = and i32 %2, 127
  %280 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %278
  %281 = getelementptr inbounds nuw i32, ptr addrspace(3) %280, i32 %279
  %282 = load i32, ptr addrspace(3) %281, align 4, !tbaa !5
  %283 = getelementptr inbounds nuw i8, ptr addrspace(3) %281, i32 512
  %284 = load i32, ptr addrspace(3) %283, align 4, !tbaa !5
  %285 = icmp ugt i32 %282, %284
  %286 = and i32 %2, 128
  %287 = icmp ne i32 %286, 0
  %288 = xor i1 %287, %285
  br i1 %288, label %289, label %290

289:                                              ; preds = %276
  store i32 %284, ptr addrspace(3) %281, align 4, !tbaa !5
  store i32 %282, ptr addrspace(3) %283, align 4, !tbaa !5
  br label %290

290:                                              ; preds = %289, %276
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %291 = load i32, ptr addrspace(3) %217, align 4, !tbaa !5
  %292 = load i32, ptr addrspace(3) %219, align 4, !tbaa !5
  %293 = icmp ugt i32 %291, %292
  %294 = and i32 %2, 128
  %295 = icmp ne i32 %294, 0
  %296 = xor i1 %295, %293
  br i1 %296, label %297, label %298

297:                                              ; preds = %290
  store i32 %292, ptr addrspace(3) %217, align 4, !tbaa !5
  store i32 %291, ptr addrspace(3) %219, align 4, !tbaa !5
  br label %298

298:                                              ; preds = %297, %290
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %299 = load i32, ptr addrspace(3) %161, align 4, !tbaa !5
  %300 = load i32, ptr addrspace(3) %163, align 4, !tbaa !5
  %301 = icmp ugt i32 %299, %300
  %302 = and i32 %2, 128
  %303 = icmp ne i32 %302, 0
  %304 = xor i1 %303, %301
  br i1 %304, label %305, label %306

305:                                              ; preds = %298
  store i32 %300, ptr addrspace(3) %161, align 4, !tbaa !5
  store i32 %299, ptr addrspace(3) %163, align 4, !tbaa !5
  br label %306

306:                                              ; preds = %305, %298
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %307 = load i32, ptr addrspace(3) %113, align 4, !tbaa !5
  %308 = load i32, ptr addrspace(3) %115, align 4, !tbaa !5
  %309 = icmp ugt i32 %307, %308
  %310 = and i32 %2, 128
  %311 = icmp ne i32 %310, 0
  %312 = xor i1 %311, %309
  br i1 %312, label %313, label %314

313:                                              ; preds = %306
  store i32 %308, ptr addrspace(3) %113, align 4, !tbaa !5
  store i32 %307, ptr addrspace(3) %115, align 4, !tbaa !5
  br label %314

314:                                              ; preds = %313, %306
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %315 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %316 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %317 = icmp ugt i32 %315, %316
  %318 = and i32 %2, 128
  %319 = icmp ne i32 %318, 0
  %320 = xor i1 %319, %317
  br i1 %320, label %321, label %322

321:                                              ; preds = %314
  store i32 %316, ptr addrspace(3) %73, align 4, !tbaa !5
  store i32 %315, ptr addrspace(3) %75, align 4, !tbaa !5
  br label %322

322:                                              ; preds = %321, %314
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %323 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %324 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %325 = icmp ugt i32 %323, %324
  %326 = and i32 %2, 128
  %327 = icmp ne i32 %326, 0
  %328 = xor i1 %327, %325
  br i1 %328, label %329, label %330

329:                                              ; preds = %322
  store i32 %324, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %323, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %330

330:                                              ; preds = %329, %322
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %331 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %332 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %333 = icmp ugt i32 %331, %332
  %334 = and i32 %2, 128
  %335 = icmp ne i32 %334, 0
  %336 = xor i1 %335, %333
  br i1 %336, label %337, label %338

337:                                              ; preds = %330
  store i32 %332, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %331, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %338

338:                                              ; preds = %337, %330
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %339 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %340 = extractelement <2 x i32> %339, i64 0
  %341 = extractelement <2 x i32> %339, i64 1
  %342 = icmp ugt i32 %340, %341
  %343 = and i32 %2, 128
  %344 = icmp ne i32 %343, 0
  %345 = xor i1 %344, %342
  br i1 %345, label %346, label %348

346:                                              ; preds = %338
  %347 = shufflevector <2 x i32> %339, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %347, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %348

348:                                              ; preds = %346, %338
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %349 = shl nuw nsw i32 %2, 1
  %350 = and i32 %349, 1536
  %351 = and i32 %2, 255
  %352 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %350
  %353 = getelementptr inbounds nuw i32, ptr addrspace(3) %352, i32 %351
  %354 = load i32, ptr addrspace(3) %353, align 4, !tbaa !5
  %355 = getelementptr inbounds nuw i8, ptr addrspace(3) %353, i32 1024
  %356 = load i32, ptr addrspace(3) %355, align 4, !tbaa !5
  %357 = icmp ugt i32 %354, %356
  %358 = and i32 %2, 256
  %359 = icmp ne i32 %358, 0
  %360 = xor i1 %359, %357
  br i1 %360, label %361, label %362

361:                                              ; preds = %348
  store i32 %356, ptr addrspace(3) %353, align 4, !tbaa !5
  store i32 %354, ptr addrspace(3) %355, align 4, !tbaa !5
  br label %362

362:                                              ; preds = %361, %348
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %363 = load i32, ptr addrspace(3) %281, align 4, !tbaa !5
  %364 = load i32, ptr addrspace(3) %283, align 4, !tbaa !5
  %365 = icmp ugt i32 %363, %364
  %366 = and i32 %2, 256
  %367 = icmp ne i32 %366, 0
  %368 = xor i1 %367, %365
  br i1 %368, label %369, label %370

369:                                              ; preds = %362
  store i32 %364, ptr addrspace(3) %281, align 4, !tbaa !5
  store i32 %363, ptr addrspace(3) %283, align 4, !tbaa !5
  br label %370

370:                                              ; preds = %369, %362
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %371 = load i32, ptr addrspace(3) %217, align 4, !tbaa !5
  %372 = load i32, ptr addrspace(3) %219, align 4, !tbaa !5
  %373 = icmp ugt i32 %371, %372
  %374 = and i32 %2, 256
  %375 = icmp ne i32 %374, 0
  %376 = xor i1 %375, %373
  br i1 %376, label %377, label %378

377:                                              ; preds = %370
  store i32 %372, ptr addrspace(3) %217, align 4, !tbaa !5
  store i32 %371, ptr addrspace(3) %219, align 4, !tbaa !5
  br label %378

378:                                              ; preds = %377, %370
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %379 = load i32, ptr addrspace(3) %161, align 4, !tbaa !5
  %380 = load i32, ptr addrspace(3) %163, align 4, !tbaa !5
  %381 = icmp ugt i32 %379, %380
  %382 = and i32 %2, 256
  %383 = icmp ne i32 %382, 0
  %384 = xor i1 %383, %381
  br i1 %384, label %385, label %386

385:                                              ; preds = %378
  store i32 %380, ptr addrspace(3) %161, align 4, !tbaa !5
  store i32 %379, ptr addrspace(3) %163, align 4, !tbaa !5
  br label %386

386:                                              ; preds = %385, %378
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %387 = load i32, ptr addrspace(3) %113, align 4, !tbaa !5
  %388 = load i32, ptr addrspace(3) %115, align 4, !tbaa !5
  %389 = icmp ugt i32 %387, %388
  %390 = and i32 %2, 256
  %391 = icmp ne i32 %390, 0
  %392 = xor i1 %391, %389
  br i1 %392, label %393, label %394

393:                                              ; preds = %386
  store i32 %388, ptr addrspace(3) %113, align 4, !tbaa !5
  store i32 %387, ptr addrspace(3) %115, align 4, !tbaa !5
  br label %394

394:                                              ; preds = %393, %386
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %395 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %396 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %397 = icmp ugt i32 %395, %396
  %398 = and i32 %2, 256
  %399 = icmp ne i32 %398, 0
  %400 = xor i1 %399, %397
  br i1 %400, label %401, label %402

401:                                              ; preds = %394
  store i32 %396, ptr addrspace(3) %73, align 4, !tbaa !5
  store i32 %395, ptr addrspace(3) %75, align 4, !tbaa !5
  br label %402

402:                                              ; preds = %401, %394
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %403 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %404 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %405 = icmp ugt i32 %403, %404
  %406 = and i32 %2, 256
  %407 = icmp ne i32 %406, 0
  %408 = xor i1 %407, %405
  br i1 %408, label %409, label %410

409:                                              ; preds = %402
  store i32 %404, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %403, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %410

410:                                              ; preds = %409, %402
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %411 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %412 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %413 = icmp ugt i32 %411, %412
  %414 = and i32 %2, 256
  %415 = icmp ne i32 %414, 0
  %416 = xor i1 %415, %413
  br i1 %416, label %417, label %418

417:                                              ; preds = %410
  store i32 %412, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %411, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %418

418:                                              ; preds = %417, %410
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %419 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %420 = extractelement <2 x i32> %419, i64 0
  %421 = extractelement <2 x i32> %419, i64 1
  %422 = icmp ugt i32 %420, %421
  %423 = and i32 %2, 256
  %424 = icmp ne i32 %423, 0
  %425 = xor i1 %424, %422
  br i1 %425, label %426, label %428

426:                                              ; preds = %418
  %427 = shufflevector <2 x i32> %419, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %427, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %428

428:                                              ; preds = %426, %418
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %429 = shl nuw nsw i32 %2, 1
  %430 = and i32 %429, 1024
  %431 = and i32 %2, 511
  %432 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %430
  %433 = getelementptr inbounds nuw i32, ptr addrspace(3) %432, i32 %431
  %434 = load i32, ptr addrspace(3) %433, align 4, !tbaa !5
  %435 = getelementptr inbounds nuw i8, ptr addrspace(3) %433, i32 2048
  %436 = load i32, ptr addrspace(3) %435, align 4, !tbaa !5
  %437 = icmp ugt i32 %434, %436
  %438 = icmp ne i32 %430, 0
  %439 = xor i1 %438, %437
  br i1 %439, label %440, label %441

440:                                              ; preds = %428
  store i32 %436, ptr addrspace(3) %433, align 4, !tbaa !5
  store i32 %434, ptr addrspace(3) %435, align 4, !tbaa !5
  br label %441

441:                                              ; preds = %440, %428
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %442 = load i32, ptr addrspace(3) %353, align 4, !tbaa !5
  %443 = load i32, ptr addrspace(3) %355, align 4, !tbaa !5
  %444 = icmp ugt i32 %442, %443
  %445 = icmp samesign ugt i32 %2, 511
  %446 = xor i1 %445, %444
  br i1 %446, label %447, label %448

447:                                              ; preds = %441
  store i32 %443, ptr addrspace(3) %353, align 4, !tbaa !5
  store i32 %442, ptr addrspace(3) %355, align 4, !tbaa !5
  br label %448

448:                                              ; preds = %447, %441
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %449 = load i32, ptr addrspace(3) %281, align 4, !tbaa !5
  %450 = load i32, ptr addrspace(3) %283, align 4, !tbaa !5
  %451 = icmp ugt i32 %449, %450
  %452 = icmp samesign ugt i32 %2, 511
  %453 = xor i1 %452, %451
  br i1 %453, label %454, label %455

454:                                              ; preds = %448
  store i32 %450, ptr addrspace(3) %281, align 4, !tbaa !5
  store i32 %449, ptr addrspace(3) %283, align 4, !tbaa !5
  br label %455

455:                                              ; preds = %454, %448
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %456 = load i32, ptr addrspace(3) %217, align 4, !tbaa !5
  %457 = load i32, ptr addrspace(3) %219, align 4, !tbaa !5
  %458 = icmp ugt i32 %456, %457
  %459 = icmp samesign ugt i32 %2, 511
  %460 = xor i1 %459, %458
  br i1 %460, label %461, label %462

461:                                              ; preds = %455
  store i32 %457, ptr addrspace(3) %217, align 4, !tbaa !5
  store i32 %456, ptr addrspace(3) %219, align 4, !tbaa !5
  br label %462

462:                                              ; preds = %461, %455
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %463 = load i32, ptr addrspace(3) %161, align 4, !tbaa !5
  %464 = load i32, ptr addrspace(3) %163, align 4, !tbaa !5
  %465 = icmp ugt i32 %463, %464
  %466 = icmp samesign ugt i32 %2, 511
  %467 = xor i1 %466, %465
  br i1 %467, label %468, label %469

468:                                              ; preds = %462
  store i32 %464, ptr addrspace(3) %161, align 4, !tbaa !5
  store i32 %463, ptr addrspace(3) %163, align 4, !tbaa !5
  br label %469

469:                                              ; preds = %468, %462
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %470 = load i32, ptr addrspace(3) %113, align 4, !tbaa !5
  %471 = load i32, ptr addrspace(3) %115, align 4, !tbaa !5
  %472 = icmp ugt i32 %470, %471
  %473 = icmp samesign ugt i32 %2, 511
  %474 = xor i1 %473, %472
  br i1 %474, label %475, label %476

475:                                              ; preds = %469
  store i32 %471, ptr addrspace(3) %113, align 4, !tbaa !5
  store i32 %470, ptr addrspace(3) %115, align 4, !tbaa !5
  br label %476

476:                                              ; preds = %475, %469
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %477 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %478 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %479 = icmp ugt i32 %477, %478
  %480 = icmp samesign ugt i32 %2, 511
  %481 = xor i1 %480, %479
  br i1 %481, label %482, label %483

482:                                              ; preds = %476
  store i32 %478, ptr addrspace(3) %73, align 4, !tbaa !5
  store i32 %477, ptr addrspace(3) %75, align 4, !tbaa !5
  br label %483

483:                                              ; preds = %482, %476
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %484 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %485 = load i32, ptr addrspace(3) %43, align 4, !tbaa !5
  %486 = icmp ugt i32 %484, %485
  %487 = icmp samesign ugt i32 %2, 511
  %488 = xor i1 %487, %486
  br i1 %488, label %489, label %490

489:                                              ; preds = %483
  store i32 %485, ptr addrspace(3) %41, align 4, !tbaa !5
  store i32 %484, ptr addrspace(3) %43, align 4, !tbaa !5
  br label %490

490:                                              ; preds = %489, %483
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %491 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %492 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %493 = icmp ugt i32 %491, %492
  %494 = icmp samesign ugt i32 %2, 511
  %495 = xor i1 %494, %493
  br i1 %495, label %496, label %497

496:                                              ; preds = %490
  store i32 %492, ptr addrspace(3) %516, align 4, !tbaa !5
  store i32 %491, ptr addrspace(3) %518, align 4, !tbaa !5
  br label %497

497:                                              ; preds = %496, %490
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %498 = load <2 x i32>, ptr addrspace(3) %17, align 4, !tbaa !5
  %499 = extractelement <2 x i32> %498, i64 0
  %500 = extractelement <2 x i32> %498, i64 1
  %501 = icmp ugt i32 %499, %500
  %502 = icmp samesign ugt i32 %2, 511
  %503 = xor i1 %502, %501
  br i1 %503, label %504, label %506

504:                                              ; preds = %497
  %505 = shufflevector <2 x i32> %498, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %505, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %506

506:                                              ; preds = %504, %497
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %507 = load i32, ptr addrspace(3) %10, align 4, !tbaa !5
  store i32 %507, ptr addrspace(1) %8, align 4, !tbaa !5
  %508 = load i32, ptr addrspace(3) %15, align 4, !tbaa !5
  store i32 %508, ptr addrspace(1) %13, align 4, !tbaa !5
  ret void

509:                                              ; preds = %1
  %510 = shufflevector <2 x i32> %18, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %510, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %511

511:                                              ; preds = %1, %509
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %512 = shl nuw nsw i32 %2, 1
  %513 = and i32 %512, 2044
  %514 = and i32 %2, 1
  %515 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %513
  %516 = getelementptr inbounds nuw i32, ptr addrspace(3) %515, i32 %514
  %517 = load i32, ptr addrspace(3) %516, align 4, !tbaa !5
  %518 = getelementptr inbounds nuw i8, ptr addrspace(3) %516, i32 8
  %519 = load i32, ptr addrspace(3) %518, align 4, !tbaa !5
  %520 = icmp ugt i32 %517, %519
  %521 = and i32 %2, 2
  %522 = icmp ne i32 %521, 0
  %523 = xor i1 %522, %520
  br i1 %523, label %25, label %26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @private48(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !46 !kernel_arg_base_type !46 !kernel_arg_type_qual !39 {
  %4 = alloca [48 x float], align 4, addrspace(5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #24
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = mul i64 %17, 192
  %19 = getelementptr i8, ptr addrspace(1) %0, i64 %18
  %20 = load <2 x float>, ptr addrspace(1) %19, align 4, !tbaa !24
  %21 = fmul <2 x float> %20, <float 1.000000e+00, float 2.000000e+00>
  store <2 x float> %21, ptr addrspace(5) %4, align 4, !tbaa !24
  %22 = getelementptr i8, ptr addrspace(1) %19, i64 8
  %23 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 8
  %24 = load <2 x float>, ptr addrspace(1) %22, align 4, !tbaa !24
  %25 = fmul <2 x float> %24, <float 3.000000e+00, float 4.000000e+00>
  store <2 x float> %25, ptr addrspace(5) %23, align 4, !tbaa !24
  %26 = getelementptr i8, ptr addrspace(1) %19, i64 16
  %27 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 16
  %28 = load <2 x float>, ptr addrspace(1) %26, align 4, !tbaa !24
  %29 = fmul <2 x float> %28, <float 5.000000e+00, float 6.000000e+00>
  store <2 x float> %29, ptr addrspace(5) %27, align 4, !tbaa !24
  %30 = getelementptr i8, ptr addrspace(1) %19, i64 24
  %31 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 24
  %32 = load <2 x float>, ptr addrspace(1) %30, align 4, !tbaa !24
  %33 = fmul <2 x float> %32, <float 7.000000e+00, float 8.000000e+00>
  store <2 x float> %33, ptr addrspace(5) %31, align 4, !tbaa !24
  %34 = getelementptr i8, ptr addrspace(1) %19, i64 32
  %35 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 32
  %36 = load <2 x float>, ptr addrspace(1) %34, align 4, !tbaa !24
  %37 = fmul <2 x float> %36, <float 9.000000e+00, float 1.000000e+01>
  store <2 x float> %37, ptr addrspace(5) %35, align 4, !tbaa !24
  %38 = getelementptr i8, ptr addrspace(1) %19, i64 40
  %39 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 40
  %40 = load <2 x float>, ptr addrspace(1) %38, align 4, !tbaa !24
  %41 = fmul <2 x float> %40, <float 1.100000e+01, float 1.200000e+01>
  store <2 x float> %41, ptr addrspace(5) %39, align 4, !tbaa !24
  %42 = getelementptr i8, ptr addrspace(1) %19, i64 48
  %43 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 48
  %44 = load <2 x float>, ptr addrspace(1) %42, align 4, !tbaa !24
  %45 = fmul <2 x float> %44, <float 1.300000e+01, float 1.400000e+01>
  store <2 x float> %45, ptr addrspace(5) %43, align 4, !tbaa !24
  %46 = getelementptr i8, ptr addrspace(1) %19, i64 56
  %47 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 56
  %48 = load <2 x float>, ptr addrspace(1) %46, align 4, !tbaa !24
  %49 = fmul <2 x float> %48, <float 1.500000e+01, float 1.600000e+01>
  store <2 x float> %49, ptr addrspace(5) %47, align 4, !tbaa !24
  %50 = getelementptr i8, ptr addrspace(1) %19, i64 64
  %51 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 64
  %52 = load <2 x float>, ptr addrspace(1) %50, align 4, !tbaa !24
  %53 = fmul <2 x float> %52, <float 1.700000e+01, float 1.800000e+01>
  store <2 x float> %53, ptr addrspace(5) %51, align 4, !tbaa !24
  %54 = getelementptr i8, ptr addrspace(1) %19, i64 72
  %55 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 72
  %56 = load <2 x float>, ptr addrspace(1) %54, align 4, !tbaa !24
  %57 = fmul <2 x float> %56, <float 1.900000e+01, float 2.000000e+01>
  store <2 x float> %57, ptr addrspace(5) %55, align 4, !tbaa !24
  %58 = getelementptr i8, ptr addrspace(1) %19, i64 80
  %59 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 80
  %60 = load <2 x float>, ptr addrspace(1) %58, align 4, !tbaa !24
  %61 = fmul <2 x float> %60, <float 2.100000e+01, float 2.200000e+01>
  store <2 x float> %61, ptr addrspace(5) %59, align 4, !tbaa !24
  %62 = getelementptr i8, ptr addrspace(1) %19, i64 88
  %63 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 88
  %64 = load <2 x float>, ptr addrspace(1) %62, align 4, !tbaa !24
  %65 = fmul <2 x float> %64, <float 2.300000e+01, float 2.400000e+01>
  store <2 x float> %65, ptr addrspace(5) %63, align 4, !tbaa !24
  %66 = getelementptr i8, ptr addrspace(1) %19, i64 96
  %67 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 96
  %68 = load <2 x float>, ptr addrspace(1) %66, align 4, !tbaa !24
  %69 = fmul <2 x float> %68, <float 2.500000e+01, float 2.600000e+01>
  store <2 x float> %69, ptr addrspace(5) %67, align 4, !tbaa !24
  %70 = getelementptr i8, ptr addrspace(1) %19, i64 104
  %71 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 104
  %72 = load <2 x float>, ptr addrspace(1) %70, align 4, !tbaa !24
  %73 = fmul <2 x float> %72, <float 2.700000e+01, float 2.800000e+01>
  store <2 x float> %73, ptr addrspace(5) %71, align 4, !tbaa !24
  %74 = getelementptr i8, ptr addrspace(1) %19, i64 112
  %75 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 112
  %76 = load <2 x float>, ptr addrspace(1) %74, align 4, !tbaa !24
  %77 = fmul <2 x float> %76, <float 2.900000e+01, float 3.000000e+01>
  store <2 x float> %77, ptr addrspace(5) %75, align 4, !tbaa !24
  %78 = getelementptr i8, ptr addrspace(1) %19, i64 120
  %79 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 120
  %80 = load <2 x float>, ptr addrspace(1) %78, align 4, !tbaa !24
  %81 = fmul <2 x float> %80, <float 3.100000e+01, float 3.200000e+01>
  store <2 x float> %81, ptr addrspace(5) %79, align 4, !tbaa !24
  %82 = getelementptr i8, ptr addrspace(1) %19, i64 128
  %83 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 128
  %84 = load <2 x float>, ptr addrspace(1) %82, align 4, !tbaa !24
  %85 = fmul <2 x float> %84, <float 3.300000e+01, float 3.400000e+01>
  store <2 x float> %85, ptr addrspace(5) %83, align 4, !tbaa !24
  %86 = getelementptr i8, ptr addrspace(1) %19, i64 136
  %87 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 136
  %88 = load <2 x float>, ptr addrspace(1) %86, align 4, !tbaa !24
  %89 = fmul <2 x float> %88, <float 3.500000e+01, float 3.600000e+01>
  store <2 x float> %89, ptr addrspace(5) %87, align 4, !tbaa !24
  %90 = getelementptr i8, ptr addrspace(1) %19, i64 144
  %91 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 144
  %92 = load <2 x float>, ptr addrspace(1) %90, align 4, !tbaa !24
  %93 = fmul <2 x float> %92, <float 3.700000e+01, float 3.800000e+01>
  store <2 x float> %93, ptr addrspace(5) %91, align 4, !tbaa !24
  %94 = getelementptr i8, ptr addrspace(1) %19, i64 152
  %95 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 152
  %96 = load <2 x float>, ptr addrspace(1) %94, align 4, !tbaa !24
  %97 = fmul <2 x float> %96, <float 3.900000e+01, float 4.000000e+01>
  store <2 x float> %97, ptr addrspace(5) %95, align 4, !tbaa !24
  %98 = getelementptr i8, ptr addrspace(1) %19, i64 160
  %99 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 160
  %100 = load <2 x float>, ptr addrspace(1) %98, align 4, !tbaa !24
  %101 = fmul <2 x float> %100, <float 4.100000e+01, float 4.200000e+01>
  store <2 x float> %101, ptr addrspace(5) %99, align 4, !tbaa !24
  %102 = getelementptr i8, ptr addrspace(1) %19, i64 168
  %103 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 168
  %104 = load <2 x float>, ptr addrspace(1) %102, align 4, !tbaa !24
  %105 = fmul <2 x float> %104, <float 4.300000e+01, float 4.400000e+01>
  store <2 x float> %105, ptr addrspace(5) %103, align 4, !tbaa !24
  %106 = getelementptr i8, ptr addrspace(1) %19, i64 176
  %107 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 176
  %108 = load <2 x float>, ptr addrspace(1) %106, align 4, !tbaa !24
  %109 = fmul <2 x float> %108, <float 4.500000e+01, float 4.600000e+01>
  store <2 x float> %109, ptr addrspace(5) %107, align 4, !tbaa !24
  %110 = getelementptr i8, ptr addrspace(1) %19, i64 184
  %111 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 184
  %112 = load <2 x float>, ptr addrspace(1) %110, align 4, !tbaa !24
  %113 = fmul <2 x float> %112, <float 4.700000e+01, float 4.800000e+01>
  store <2 x float> %113, ptr addrspace(5) %111, align 4, !tbaa !24
  %114 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %17
  %115 = load i32, ptr addrspace(1) %114, align 4, !tbaa !5, !amdgpu.noclobber !17
  %116 = srem i32 %115, 48
  %117 = trunc nsw i32 %116 to i8
  %118 = add nsw i8 %117, 5
  %119 = srem i8 %118, 48
  %120 = sext i8 %119 to i32
  %121 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %120
  %122 = load float, ptr addrspace(5) %121, align 4, !tbaa !24
  %123 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %116
  %124 = load float, ptr addrspace(5) %123, align 4, !tbaa !24
  %125 = fadd float %122, %124
  store float %125, ptr addrspace(5) %123, align 4, !tbaa !24
  %126 = add nsw i32 %115, 11
  %127 = srem i32 %126, 48
  %128 = trunc nsw i32 %127 to i8
  %129 = add nsw i8 %128, 5
  %130 = srem i8 %129, 48
  %131 = sext i8 %130 to i32
  %132 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %131
  %133 = load float, ptr addrspace(5) %132, align 4, !tbaa !24
  %134 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %127
  %135 = load float, ptr addrspace(5) %134, align 4, !tbaa !24
  %136 = fadd float %133, %135
  store float %136, ptr addrspace(5) %134, align 4, !tbaa !24
  %137 = add nsw i32 %115, 22
  %138 = srem i32 %137, 48
  %139 = trunc nsw i32 %138 to i8
  %140 = add nsw i8 %139, 5
  %141 = srem i8 %140, 48
  %142 = sext i8 %141 to i32
  %143 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %142
  %144 = load float, ptr addrspace(5) %143, align 4, !tbaa !24
  %145 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %138
  %146 = load float, ptr addrspace(5) %145, align 4, !tbaa !24
  %147 = fadd float %144, %146
  store float %147, ptr addrspace(5) %145, align 4, !tbaa !24
  %148 = add nsw i32 %115, 33
  %149 = srem i32 %148, 48
  %150 = trunc nsw i32 %149 to i8
  %151 = add nsw i8 %150, 5
  %152 = srem i8 %151, 48
  %153 = sext i8 %152 to i32
  %154 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %153
  %155 = load float, ptr addrspace(5) %154, align 4, !tbaa !24
  %156 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %149
  %157 = load float, ptr addrspace(5) %156, align 4, !tbaa !24
  %158 = fadd float %155, %157
  store float %158, ptr addrspace(5) %156, align 4, !tbaa !24
  %159 = load <1 x float>, ptr addrspace(5) %123, align 4
  %160 = shufflevector <1 x float> %159, <1 x float> poison, <2 x i32> <i32 0, i32 poison>
  %161 = mul nsw i32 %115, 7
  %162 = add nsw i32 %161, 3
  %163 = srem i32 %162, 48
  %164 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %163
  %165 = load float, ptr addrspace(5) %164, align 4, !tbaa !24
  %166 = shl i64 %17, 3
  %167 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 %166
  %168 = sub nsw i32 47, %116
  %169 = getelementptr inbounds nuw float, ptr addrspace(5) %4, i32 %168
  %170 = load float, ptr addrspace(5) %169, align 4, !tbaa !24
  %171 = load float, ptr addrspace(5) %4, align 4, !tbaa !24
  %172 = insertelement <2 x float> %160, float %170, i64 1
  %173 = insertelement <2 x float> poison, float %165, i64 0
  %174 = insertelement <2 x float> %173, float %171, i64 1
  %175 = fadd <2 x float> %172, %174
  %176 = fsub <2 x float> %172, %174
  %177 = shufflevector <2 x float> %175, <2 x float> %176, <2 x i32> <i32 0, i32 3>
  store <2 x float> %177, ptr addrspace(1) %167, align 4, !tbaa !24
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #24
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_private48(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !46 !kernel_arg_base_type !46 !kernel_arg_type_qual !39 {
  %4 = alloca [48 x float], align 4, addrspace(5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #24
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = mul i64 %17, 192
  %19 = getelementptr i8, ptr addrspace(1) %0, i64 %18
  %20 = load <2 x float>, ptr addrspace(1) %19, align 4, !tbaa !24
  %21 = fmul <2 x float> %20, <float 1.000000e+00, float 2.000000e+00>
  store <2 x float> %21, ptr addrspace(5) %4, align 4, !tbaa !24
  %22 = getelementptr i8, ptr addrspace(1) %19, i64 8
  %23 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 8
  %24 = load <2 x float>, ptr addrspace(1) %22, align 4, !tbaa !24
  %25 = fmul <2 x float> %24, <float 3.000000e+00, float 4.000000e+00>
  store <2 x float> %25, ptr addrspace(5) %23, align 4, !tbaa !24
  %26 = getelementptr i8, ptr addrspace(1) %19, i64 16
  %27 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 16
  %28 = load <2 x float>, ptr addrspace(1) %26, align 4, !tbaa !24
  %29 = fmul <2 x float> %28, <float 5.000000e+00, float 6.000000e+00>
  store <2 x float> %29, ptr addrspace(5) %27, align 4, !tbaa !24
  %30 = getelementptr i8, ptr addrspace(1) %19, i64 24
  %31 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 24
  %32 = load <2 x float>, ptr addrspace(1) %30, align 4, !tbaa !24
  %33 = fmul <2 x float> %32, <float 7.000000e+00, float 8.000000e+00>
  store <2 x float> %33, ptr addrspace(5) %31, align 4, !tbaa !24
  %34 = getelementptr i8, ptr addrspace(1) %19, i64 32
  %35 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 32
  %36 = load <2 x float>, ptr addrspace(1) %34, align 4, !tbaa !24
  %37 = fmul <2 x float> %36, <float 9.000000e+00, float 1.000000e+01>
  store <2 x float> %37, ptr addrspace(5) %35, align 4, !tbaa !24
  %38 = getelementptr i8, ptr addrspace(1) %19, i64 40
  %39 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 40
  %40 = load <2 x float>, ptr addrspace(1) %38, align 4, !tbaa !24
  %41 = fmul <2 x float> %40, <float 1.100000e+01, float 1.200000e+01>
  store <2 x float> %41, ptr addrspace(5) %39, align 4, !tbaa !24
  %42 = getelementptr i8, ptr addrspace(1) %19, i64 48
  %43 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 48
  %44 = load <2 x float>, ptr addrspace(1) %42, align 4, !tbaa !24
  %45 = fmul <2 x float> %44, <float 1.300000e+01, float 1.400000e+01>
  store <2 x float> %45, ptr addrspace(5) %43, align 4, !tbaa !24
  %46 = getelementptr i8, ptr addrspace(1) %19, i64 56
  %47 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 56
  %48 = load <2 x float>, ptr addrspace(1) %46, align 4, !tbaa !24
  %49 = fmul <2 x float> %48, <float 1.500000e+01, float 1.600000e+01>
  store <2 x float> %49, ptr addrspace(5) %47, align 4, !tbaa !24
  %50 = getelementptr i8, ptr addrspace(1) %19, i64 64
  %51 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 64
  %52 = load <2 x float>, ptr addrspace(1) %50, align 4, !tbaa !24
  %53 = fmul <2 x float> %52, <float 1.700000e+01, float 1.800000e+01>
  store <2 x float> %53, ptr addrspace(5) %51, align 4, !tbaa !24
  %54 = getelementptr i8, ptr addrspace(1) %19, i64 72
  %55 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 72
  %56 = load <2 x float>, ptr addrspace(1) %54, align 4, !tbaa !24
  %57 = fmul <2 x float> %56, <float 1.900000e+01, float 2.000000e+01>
  store <2 x float> %57, ptr addrspace(5) %55, align 4, !tbaa !24
  %58 = getelementptr i8, ptr addrspace(1) %19, i64 80
  %59 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 80
  %60 = load <2 x float>, ptr addrspace(1) %58, align 4, !tbaa !24
  %61 = fmul <2 x float> %60, <float 2.100000e+01, float 2.200000e+01>
  store <2 x float> %61, ptr addrspace(5) %59, align 4, !tbaa !24
  %62 = getelementptr i8, ptr addrspace(1) %19, i64 88
  %63 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 88
  %64 = load <2 x float>, ptr addrspace(1) %62, align 4, !tbaa !24
  %65 = fmul <2 x float> %64, <float 2.300000e+01, float 2.400000e+01>
  store <2 x float> %65, ptr addrspace(5) %63, align 4, !tbaa !24
  %66 = getelementptr i8, ptr addrspace(1) %19, i64 96
  %67 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 96
  %68 = load <2 x float>, ptr addrspace(1) %66, align 4, !tbaa !24
  %69 = fmul <2 x float> %68, <float 2.500000e+01, float 2.600000e+01>
  store <2 x float> %69, ptr addrspace(5) %67, align 4, !tbaa !24
  %70 = getelementptr i8, ptr addrspace(1) %19, i64 104
  %71 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 104
  %72 = load <2 x float>, ptr addrspace(1) %70, align 4, !tbaa !24
  %73 = fmul <2 x float> %72, <float 2.700000e+01, float 2.800000e+01>
  store <2 x float> %73, ptr addrspace(5) %71, align 4, !tbaa !24
  %74 = getelementptr i8, ptr addrspace(1) %19, i64 112
  %75 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 112
  %76 = load <2 x float>, ptr addrspace(1) %74, align 4, !tbaa !24
  %77 = fmul <2 x float> %76, <float 2.900000e+01, float 3.000000e+01>
  store <2 x float> %77, ptr addrspace(5) %75, align 4, !tbaa !24
  %78 = getelementptr i8, ptr addrspace(1) %19, i64 120
  %79 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 120
  %80 = load <2 x float>, ptr addrspace(1) %78, align 4, !tbaa !24
  %81 = fmul <2 x float> %80, <float 3.100000e+01, float 3.200000e+01>
  store <2 x float> %81, ptr addrspace(5) %79, align 4, !tbaa !24
  %82 = getelementptr i8, ptr addrspace(1) %19, i64 128
  %83 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 128
  %84 = load <2 x float>, ptr addrspace(1) %82, align 4, !tbaa !24
  %85 = fmul <2 x float> %84, <float 3.300000e+01, float 3.400000e+01>
  store <2 x float> %85, ptr addrspace(5) %83, align 4, !tbaa !24
  %86 = getelementptr i8, ptr addrspace(1) %19, i64 136
  %87 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 136
  %88 = load <2 x float>, ptr addrspace(1) %86, align 4, !tbaa !24
  %89 = fmul <2 x float> %88, <float 3.500000e+01, float 3.600000e+01>
  store <2 x float> %89, ptr addrspace(5) %87, align 4, !tbaa !24
  %90 = getelementptr i8, ptr addrspace(1) %19, i64 144
  %91 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 144
  %92 = load <2 x float>, ptr addrspace(1) %90, align 4, !tbaa !24
  %93 = fmul <2 x float> %92, <float 3.700000e+01, float 3.800000e+01>
  store <2 x float> %93, ptr addrspace(5) %91, align 4, !tbaa !24
  %94 = getelementptr i8, ptr addrspace(1) %19, i64 152
  %95 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 152
  %96 = load <2 x float>, ptr addrspace(1) %94, align 4, !tbaa !24
  %97 = fmul <2 x float> %96, <float 3.900000e+01, float 4.000000e+01>
  store <2 x float> %97, ptr addrspace(5) %95, align 4, !tbaa !24
  %98 = getelementptr i8, ptr addrspace(1) %19, i64 160
  %99 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 160
  %100 = load <2 x float>, ptr addrspace(1) %98, align 4, !tbaa !24
  %101 = fmul <2 x float> %100, <float 4.100000e+01, float 4.200000e+01>
  store <2 x float> %101, ptr addrspace(5) %99, align 4, !tbaa !24
  %102 = getelementptr i8, ptr addrspace(1) %19, i64 168
  %103 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 168
  %104 = load <2 x float>, ptr addrspace(1) %102, align 4, !tbaa !24
  %105 = fmul <2 x float> %104, <float 4.300000e+01, float 4.400000e+01>
  store <2 x float> %105, ptr addrspace(5) %103, align 4, !tbaa !24
  %106 = getelementptr i8, ptr addrspace(1) %19, i64 176
  %107 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 176
  %108 = load <2 x float>, ptr addrspace(1) %106, align 4, !tbaa !24
  %109 = fmul <2 x float> %108, <float 4.500000e+01, float 4.600000e+01>
  store <2 x float> %109, ptr addrspace(5) %107, align 4, !tbaa !24
  %110 = getelementptr i8, ptr addrspace(1) %19, i64 184
  %111 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 184
  %112 = load <2 x float>, ptr addrspace(1) %110, align 4, !tbaa !24
  %113 = fmul <2 x float> %112, <float 4.700000e+01, float 4.800000e+01>
  store <2 x float> %113, ptr addrspace(5) %111, align 4, !tbaa !24
  %114 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %17
  %115 = load i32, ptr addrspace(1) %114, align 4, !tbaa !5
  %116 = srem i32 %115, 48
  %117 = trunc nsw i32 %116 to i8
  %118 = add nsw i8 %117, 5
  %119 = srem i8 %118, 48
  %120 = sext i8 %119 to i32
  %121 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %120
  %122 = load float, ptr addrspace(5) %121, align 4, !tbaa !24
  %123 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %116
  %124 = load float, ptr addrspace(5) %123, align 4, !tbaa !24
  %125 = fadd float %122, %124
  store float %125, ptr addrspace(5) %123, align 4, !tbaa !24
  %126 = add nsw i32 %115, 11
  %127 = srem i32 %126, 48
  %128 = trunc nsw i32 %127 to i8
  %129 = add nsw i8 %128, 5
  %130 = srem i8 %129, 48
  %131 = sext i8 %130 to i32
  %132 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %131
  %133 = load float, ptr addrspace(5) %132, align 4, !tbaa !24
  %134 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %127
  %135 = load float, ptr addrspace(5) %134, align 4, !tbaa !24
  %136 = fadd float %133, %135
  store float %136, ptr addrspace(5) %134, align 4, !tbaa !24
  %137 = add nsw i32 %115, 22
  %138 = srem i32 %137, 48
  %139 = trunc nsw i32 %138 to i8
  %140 = add nsw i8 %139, 5
  %141 = srem i8 %140, 48
  %142 = sext i8 %141 to i32
  %143 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %142
  %144 = load float, ptr addrspace(5) %143, align 4, !tbaa !24
  %145 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %138
  %146 = load float, ptr addrspace(5) %145, align 4, !tbaa !24
  %147 = fadd float %144, %146
  store float %147, ptr addrspace(5) %145, align 4, !tbaa !24
  %148 = add nsw i32 %115, 33
  %149 = srem i32 %148, 48
  %150 = trunc nsw i32 %149 to i8
  %151 = add nsw i8 %150, 5
  %152 = srem i8 %151, 48
  %153 = sext i8 %152 to i32
  %154 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %153
  %155 = load float, ptr addrspace(5) %154, align 4, !tbaa !24
  %156 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %149
  %157 = load float, ptr addrspace(5) %156, align 4, !tbaa !24
  %158 = fadd float %155, %157
  store float %158, ptr addrspace(5) %156, align 4, !tbaa !24
  %159 = load <1 x float>, ptr addrspace(5) %123, align 4
  %160 = shufflevector <1 x float> %159, <1 x float> poison, <2 x i32> <i32 0, i32 poison>
  %161 = mul nsw i32 %115, 7
  %162 = add nsw i32 %161, 3
  %163 = srem i32 %162, 48
  %164 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %163
  %165 = load float, ptr addrspace(5) %164, align 4, !tbaa !24
  %166 = shl i64 %17, 3
  %167 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 %166
  %168 = sub nsw i32 47, %116
  %169 = getelementptr inbounds nuw float, ptr addrspace(5) %4, i32 %168
  %170 = load float, ptr addrspace(5) %169, align 4, !tbaa !24
  %171 = load float, ptr addrspace(5) %4, align 4, !tbaa !24
  %172 = insertelement <2 x float> %160, float %170, i64 1
  %173 = insertelement <2 x float> poison, float %165, i64 0
  %174 = insertelement <2 x float> %173, float %171, i64 1
  %175 = fadd <2 x float> %172, %174
  %176 = fsub <2 x float> %172, %174
  %177 = shufflevector <2 x float> %175, <2 x float> %176, <2 x i32> <i32 0, i32 3>
  store <2 x float> %177, ptr addrspace(1) %167, align 4, !tbaa !24
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #24
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @program_scope(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #6 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !13
  %9 = zext i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = zext nneg i32 %3 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %10
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5, !amdgpu.noclobber !17
  %18 = and i32 %17, 15
  %19 = xor i32 %18, 15
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %20
  %22 = load i32, ptr addrspace(4) %21, align 4, !tbaa !5
  %23 = xor i32 %22, 268435455
  %24 = lshr i32 %17, 4
  %25 = xor i32 %24, %23
  %26 = and i32 %25, 15
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %27
  %29 = load i32, ptr addrspace(4) %28, align 4, !tbaa !5
  %30 = lshr i32 %23, 4
  %31 = xor i32 %29, %30
  %32 = lshr i32 %17, 8
  %33 = xor i32 %32, %31
  %34 = and i32 %33, 15
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %35
  %37 = load i32, ptr addrspace(4) %36, align 4, !tbaa !5
  %38 = lshr i32 %31, 4
  %39 = xor i32 %37, %38
  %40 = lshr i32 %17, 12
  %41 = xor i32 %40, %39
  %42 = and i32 %41, 15
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %43
  %45 = load i32, ptr addrspace(4) %44, align 4, !tbaa !5
  %46 = lshr i32 %39, 4
  %47 = xor i32 %45, %46
  %48 = lshr i32 %17, 16
  %49 = xor i32 %48, %47
  %50 = and i32 %49, 15
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %51
  %53 = load i32, ptr addrspace(4) %52, align 4, !tbaa !5
  %54 = lshr i32 %47, 4
  %55 = xor i32 %53, %54
  %56 = lshr i32 %17, 20
  %57 = xor i32 %56, %55
  %58 = and i32 %57, 15
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %59
  %61 = load i32, ptr addrspace(4) %60, align 4, !tbaa !5
  %62 = lshr i32 %55, 4
  %63 = xor i32 %61, %62
  %64 = lshr i32 %17, 24
  %65 = xor i32 %64, %63
  %66 = and i32 %65, 15
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %67
  %69 = load i32, ptr addrspace(4) %68, align 4, !tbaa !5
  %70 = lshr i32 %63, 4
  %71 = xor i32 %69, %70
  %72 = lshr i32 %17, 28
  %73 = and i32 %71, 15
  %74 = xor i32 %72, %73
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %75
  %77 = load i32, ptr addrspace(4) %76, align 4, !tbaa !5
  %78 = lshr i32 %71, 4
  %79 = xor i32 %77, %78
  %80 = xor i32 %79, -1
  %81 = getelementptr inbounds nuw i32, ptr addrspace(1) @scratch_pad, i64 %11
  store i32 %80, ptr addrspace(1) %81, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %82 = xor i32 %3, 1
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds nuw i32, ptr addrspace(1) @scratch_pad, i64 %83
  %85 = load i32, ptr addrspace(1) %84, align 4, !tbaa !5
  %86 = load i32, ptr addrspace(1) %81, align 4, !tbaa !5
  %87 = add i32 %86, %85
  %88 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %87, ptr addrspace(1) %88, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn
define protected void @__clang_ocl_kern_imp_program_scope(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #7 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !13
  %9 = zext i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = zext nneg i32 %3 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %10
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = and i32 %17, 15
  %19 = xor i32 %18, 15
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %20
  %22 = load i32, ptr addrspace(4) %21, align 4, !tbaa !5
  %23 = xor i32 %22, 268435455
  %24 = lshr i32 %17, 4
  %25 = xor i32 %24, %23
  %26 = and i32 %25, 15
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %27
  %29 = load i32, ptr addrspace(4) %28, align 4, !tbaa !5
  %30 = lshr i32 %23, 4
  %31 = xor i32 %29, %30
  %32 = lshr i32 %17, 8
  %33 = xor i32 %32, %31
  %34 = and i32 %33, 15
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %35
  %37 = load i32, ptr addrspace(4) %36, align 4, !tbaa !5
  %38 = lshr i32 %31, 4
  %39 = xor i32 %37, %38
  %40 = lshr i32 %17, 12
  %41 = xor i32 %40, %39
  %42 = and i32 %41, 15
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %43
  %45 = load i32, ptr addrspace(4) %44, align 4, !tbaa !5
  %46 = lshr i32 %39, 4
  %47 = xor i32 %45, %46
  %48 = lshr i32 %17, 16
  %49 = xor i32 %48, %47
  %50 = and i32 %49, 15
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %51
  %53 = load i32, ptr addrspace(4) %52, align 4, !tbaa !5
  %54 = lshr i32 %47, 4
  %55 = xor i32 %53, %54
  %56 = lshr i32 %17, 20
  %57 = xor i32 %56, %55
  %58 = and i32 %57, 15
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %59
  %61 = load i32, ptr addrspace(4) %60, align 4, !tbaa !5
  %62 = lshr i32 %55, 4
  %63 = xor i32 %61, %62
  %64 = lshr i32 %17, 24
  %65 = xor i32 %64, %63
  %66 = and i32 %65, 15
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %67
  %69 = load i32, ptr addrspace(4) %68, align 4, !tbaa !5
  %70 = lshr i32 %63, 4
  %71 = xor i32 %69, %70
  %72 = lshr i32 %17, 28
  %73 = and i32 %71, 15
  %74 = xor i32 %72, %73
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %75
  %77 = load i32, ptr addrspace(4) %76, align 4, !tbaa !5
  %78 = lshr i32 %71, 4
  %79 = xor i32 %77, %78
  %80 = xor i32 %79, -1
  %81 = getelementptr inbounds nuw i32, ptr addrspace(1) @scratch_pad, i64 %11
  store i32 %80, ptr addrspace(1) %81, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %82 = xor i32 %3, 1
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds nuw i32, ptr addrspace(1) @scratch_pad, i64 %83
  %85 = load i32, ptr addrspace(1) %84, align 4, !tbaa !5
  %86 = load i32, ptr addrspace(1) %81, align 4, !tbaa !5
  %87 = add i32 %86, %85
  %88 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %87, ptr addrspace(1) %88, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @pointer_tables(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #6 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !13
  %9 = zext i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = zext nneg i32 %3 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %10
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5, !amdgpu.noclobber !17
  %18 = and i32 %17, 1
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw ptr addrspace(4), ptr addrspace(4) @tables, i64 %19
  %21 = load ptr addrspace(4), ptr addrspace(4) %20, align 8, !tbaa !48
  %22 = lshr i32 %17, 1
  %23 = and i32 %22, 3
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspace(4) %21, i64 %24
  %26 = load i32, ptr addrspace(4) %25, align 4, !tbaa !5
  %27 = getelementptr inbounds nuw i32, ptr addrspace(1) @scratch_pad, i64 %11
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !5
  %29 = mul i32 %28, 1000
  %30 = xor i32 %3, 2
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) @scratch_pad, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !5
  %34 = add i32 %29, %33
  %35 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn
define protected void @__clang_ocl_kern_imp_pointer_tables(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #7 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !13
  %9 = zext i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = zext nneg i32 %3 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %10
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = and i32 %17, 1
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw ptr addrspace(4), ptr addrspace(4) @tables, i64 %19
  %21 = load ptr addrspace(4), ptr addrspace(4) %20, align 8, !tbaa !48
  %22 = lshr i32 %17, 1
  %23 = and i32 %22, 3
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspace(4) %21, i64 %24
  %26 = load i32, ptr addrspace(4) %25, align 4, !tbaa !5
  %27 = getelementptr inbounds nuw i32, ptr addrspace(1) @scratch_pad, i64 %11
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !5
  %29 = mul i32 %28, 1000
  %30 = xor i32 %3, 2
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) @scratch_pad, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !5
  %34 = add i32 %29, %33
  %35 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @private_mixed(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2) local_unnamed_addr #8 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !39 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !13
  %9 = zext i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !15
  %15 = add i64 %14, %12
  %16 = add i64 %15, %10
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5
  br label %19

19:                                               ; preds = %19, %3
  %20 = phi i32 [ 0, %3 ], [ %117, %19 ]
  %21 = phi <64 x i8> [ zeroinitializer, %3 ], [ %116, %19 ]
  %22 = or disjoint i32 %20, 3
  %23 = mul nsw i32 %18, %22
  %24 = add nsw i32 %23, %20
  %25 = trunc i32 %24 to i8
  %26 = insertelement <64 x i8> %21, i8 %25, i32 %20
  %27 = or disjoint i32 %20, 1
  %28 = or disjoint i32 %20, 4
  %29 = mul nsw i32 %18, %28
  %30 = add nsw i32 %29, %27
  %31 = trunc i32 %30 to i8
  %32 = insertelement <64 x i8> %26, i8 %31, i32 %27
  %33 = or disjoint i32 %20, 2
  %34 = or disjoint i32 %20, 5
  %35 = mul nsw i32 %18, %34
  %36 = add nsw i32 %35, %33
  %37 = trunc i32 %36 to i8
  %38 = insertelement <64 x i8> %32, i8 %37, i32 %33
  %39 = or disjoint i32 %20, 3
  %40 = or disjoint i32 %20, 6
  %41 = mul nsw i32 %18, %40
  %42 = add nsw i32 %41, %39
  %43 = trunc i32 %42 to i8
  %44 = insertelement <64 x i8> %38, i8 %43, i32 %39
  %45 = or disjoint i32 %20, 4
  %46 = or disjoint i32 %20, 7
  %47 = mul nsw i32 %18, %46
  %48 = add nsw i32 %47, %45
  %49 = trunc i32 %48 to i8
  %50 = insertelement <64 x i8> %44, i8 %49, i32 %45
  %51 = or disjoint i32 %20, 5
  %52 = or disjoint i32 %20, 8
  %53 = mul nsw i32 %18, %52
  %54 = add nsw i32 %53, %51
  %55 = trunc i32 %54 to i8
  %56 = insertelement <64 x i8> %50, i8 %55, i32 %51
  %57 = or disjoint i32 %20, 6
  %58 = or disjoint i32 %20, 9
  %59 = mul nsw i32 %18, %58
  %60 = add nsw i32 %59, %57
  %61 = trunc i32 %60 to i8
  %62 = insertelement <64 x i8> %56, i8 %61, i32 %57
  %63 = or disjoint i32 %20, 7
  %64 = or disjoint i32 %20, 10
  %65 = mul nsw i32 %18, %64
  %66 = add nsw i32 %65, %63
  %67 = trunc i32 %66 to i8
  %68 = insertelement <64 x i8> %62, i8 %67, i32 %63
  %69 = or disjoint i32 %20, 8
  %70 = or disjoint i32 %20, 11
  %71 = mul nsw i32 %18, %70
  %72 = add nsw i32 %71, %69
  %73 = trunc i32 %72 to i8
  %74 = insertelement <64 x i8> %68, i8 %73, i32 %69
  %75 = or disjoint i32 %20, 9
  %76 = or disjoint i32 %20, 12
  %77 = mul nsw i32 %18, %76
  %78 = add nsw i32 %77, %75
  %79 = trunc i32 %78 to i8
  %80 = insertelement <64 x i8> %74, i8 %79, i32 %75
  %81 = or disjoint i32 %20, 10
  %82 = or disjoint i32 %20, 13
  %83 = mul nsw i32 %18, %82
  %84 = add nsw i32 %83, %81
  %85 = trunc i32 %84 to i8
  %86 = insertelement <64 x i8> %80, i8 %85, i32 %81
  %87 = or disjoint i32 %20, 11
  %88 = or disjoint i32 %20, 14
  %89 = mul nsw i32 %18, %88
  %90 = add nsw i32 %89, %87
  %91 = trunc i32 %90 to i8
  %92 = insertelement <64 x i8> %86, i8 %91, i32 %87
  %93 = or disjoint i32 %20, 12
  %94 = or disjoint i32 %20, 15
  %95 = mul nsw i32 %18, %94
  %96 = add nsw i32 %95, %93
  %97 = trunc i32 %96 to i8
  %98 = insertelement <64 x i8> %92, i8 %97, i32 %93
  %99 = or disjoint i32 %20, 13
  %100 = add nuw nsw i32 %20, 16
  %101 = mul nsw i32 %18, %100
  %102 = add nsw i32 %101, %99
  %103 = trunc i32 %102 to i8
  %104 = insertelement <64 x i8> %98, i8 %103, i32 %99
  %105 = or disjoint i32 %20, 14
  %106 = add nuw nsw i32 %20, 17
  %107 = mul nsw i32 %18, %106
  %108 = add nsw i32 %107, %105
  %109 = trunc i32 %108 to i8
  %110 = insertelement <64 x i8> %104, i8 %109, i32 %105
  %111 = or disjoint i32 %20, 15
  %112 = add nuw nsw i32 %20, 18
  %113 = mul nsw i32 %18, %112
  %114 = add nsw i32 %113, %111
  %115 = trunc i32 %114 to i8
  %116 = insertelement <64 x i8> %110, i8 %115, i32 %111
  %117 = add nuw nsw i32 %20, 16
  %118 = icmp eq i32 %117, 64
  br i1 %118, label %197, label %19

119:                                              ; preds = %197
  %120 = sitofp i32 %18 to double
  %121 = insertelement <12 x double> <double poison, double poison, double poison, double poison, double poison, double poison, double poison, double poison, double poison, double poison, double 0.000000e+00, double 0.000000e+00>, double %120, i64 0
  %122 = fmul double %120, 5.000000e-01
  %123 = insertelement <12 x double> %121, double %122, i64 1
  %124 = fdiv double %120, 3.000000e+00
  %125 = insertelement <12 x double> %123, double %124, i64 2
  %126 = fmul double %120, 2.500000e-01
  %127 = insertelement <12 x double> %125, double %126, i64 3
  %128 = fdiv double %120, 5.000000e+00
  %129 = insertelement <12 x double> %127, double %128, i64 4
  %130 = fdiv double %120, 6.000000e+00
  %131 = insertelement <12 x double> %129, double %130, i64 5
  %132 = fdiv double %120, 7.000000e+00
  %133 = insertelement <12 x double> %131, double %132, i64 6
  %134 = fmul double %120, 1.250000e-01
  %135 = insertelement <12 x double> %133, double %134, i64 7
  %136 = fdiv double %120, 9.000000e+00
  %137 = insertelement <12 x double> %135, double %136, i64 8
  %138 = fdiv double %120, 1.000000e+01
  %139 = insertelement <12 x double> %137, double %138, i64 9
  %140 = fdiv double %120, 1.100000e+01
  %141 = insertelement <12 x double> %139, double %140, i64 10
  %142 = fdiv double %120, 1.200000e+01
  %143 = insertelement <12 x double> %141, double %142, i64 11
  %144 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %16
  %145 = load i32, ptr addrspace(1) %144, align 4, !tbaa !5, !amdgpu.noclobber !17
  %146 = add nsw i32 %145, 5
  %147 = srem i32 %146, 64
  %148 = extractelement <64 x i8> %116, i32 %147
  %149 = trunc i32 %145 to i8
  %150 = add i8 %148, %149
  %151 = insertelement <64 x i8> %116, i8 %150, i32 %147
  %152 = mul nsw i32 %145, 3
  %153 = srem i32 %152, 40
  %154 = extractelement <40 x i16> %267, i32 %153
  %155 = trunc i32 %145 to i16
  %156 = xor i16 %154, %155
  %157 = insertelement <40 x i16> %267, i16 %156, i32 %153
  %158 = add nsw i32 %145, 1
  %159 = srem i32 %158, 24
  %160 = extractelement <24 x half> <half 0xHC200, half 0xHC180, half 0xHC100, half 0xHC080, half 0xHC000, half 0xHBF00, half 0xHBE00, half 0xHBD00, half 0xHBC00, half 0xHBA00, half 0xHB800, half 0xHB400, half 0xH0000, half 0xH3400, half 0xH3800, half 0xH3A00, half 0xH3C00, half 0xH3D00, half 0xH3E00, half 0xH3F00, half 0xH4000, half 0xH4080, half 0xH4100, half 0xH4180>, i32 %159
  %161 = add nsw i32 %145, 2
  %162 = srem i32 %161, 24
  %163 = extractelement <24 x half> <half 0xHC200, half 0xHC180, half 0xHC100, half 0xHC080, half 0xHC000, half 0xHBF00, half 0xHBE00, half 0xHBD00, half 0xHBC00, half 0xHBA00, half 0xHB800, half 0xHB400, half 0xH0000, half 0xH3400, half 0xH3800, half 0xH3A00, half 0xH3C00, half 0xH3D00, half 0xH3E00, half 0xH3F00, half 0xH4000, half 0xH4080, half 0xH4100, half 0xH4180>, i32 %162
  %164 = fadd half %160, %163
  %165 = srem i32 %145, 12
  %166 = extractelement <12 x double> %143, i32 %165
  %167 = fmul double %166, 3.000000e+00
  %168 = insertelement <12 x double> %143, double %167, i32 %165
  %169 = srem i32 %145, 64
  %170 = extractelement <64 x i8> %151, i32 %169
  %171 = sext i8 %170 to i64
  %172 = mul nsw i64 %171, 100000
  %173 = srem i32 %158, 40
  %174 = extractelement <40 x i16> %157, i32 %173
  %175 = sext i16 %174 to i64
  %176 = sext i8 %150 to i64
  %177 = sext i16 %156 to i64
  %178 = mul nsw i64 %177, 7
  %179 = add nsw i64 %178, %176
  %180 = add nsw i64 %179, %175
  %181 = add nsw i64 %180, %172
  %182 = shl i64 %16, 4
  %183 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 %182
  store i64 %181, ptr addrspace(1) %183, align 8, !tbaa !15
  %184 = fmul double %167, 6.400000e+01
  %185 = fptosi double %184 to i64
  %186 = add nsw i32 %145, 7
  %187 = srem i32 %186, 12
  %188 = extractelement <12 x double> %168, i32 %187
  %189 = fmul double %188, 6.400000e+01
  %190 = fptosi double %189 to i64
  %191 = add nsw i64 %190, %185
  %192 = fpext half %164 to float
  %193 = fmul float %192, 6.400000e+01
  %194 = fptosi float %193 to i64
  %195 = add nsw i64 %191, %194
  %196 = getelementptr inbounds nuw i8, ptr addrspace(1) %183, i64 8
  store i64 %195, ptr addrspace(1) %196, align 8, !tbaa !15
  ret void

197:                                              ; preds = %19, %197
  %198 = phi i32 [ %268, %197 ], [ 0, %19 ]
  %199 = phi <40 x i16> [ %267, %197 ], [ zeroinitializer, %19 ]
  %200 = add nuw nsw i32 %198, 65529
  %201 = mul i32 %18, %200
  %202 = mul nuw nsw i32 %198, 65533
  %203 = add i32 %201, %202
  %204 = trunc i32 %203 to i16
  %205 = insertelement <40 x i16> %199, i16 %204, i32 %198
  %206 = or disjoint i32 %198, 1
  %207 = add nuw nsw i32 %198, 65530
  %208 = mul i32 %18, %207
  %209 = mul nuw nsw i32 %206, 65533
  %210 = add i32 %208, %209
  %211 = trunc i32 %210 to i16
  %212 = insertelement <40 x i16> %205, i16 %211, i32 %206
  %213 = add nuw nsw i32 %198, 2
  %214 = add nuw nsw i32 %198, 65531
  %215 = mul i32 %18, %214
  %216 = mul nuw nsw i32 %213, 65533
  %217 = add i32 %215, %216
  %218 = trunc i32 %217 to i16
  %219 = insertelement <40 x i16> %212, i16 %218, i32 %213
  %220 = add nuw nsw i32 %198, 3
  %221 = add nuw nsw i32 %198, 65532
  %222 = mul i32 %18, %221
  %223 = mul nuw nsw i32 %220, 65533
  %224 = add i32 %222, %223
  %225 = trunc i32 %224 to i16
  %226 = insertelement <40 x i16> %219, i16 %225, i32 %220
  %227 = add nuw nsw i32 %198, 4
  %228 = add nuw nsw i32 %198, 65533
  %229 = mul i32 %18, %228
  %230 = mul nuw nsw i32 %227, 65533
  %231 = add i32 %229, %230
  %232 = trunc i32 %231 to i16
  %233 = insertelement <40 x i16> %226, i16 %232, i32 %227
  %234 = add nuw nsw i32 %198, 5
  %235 = add nuw nsw i32 %198, 65534
  %236 = mul i32 %18, %235
  %237 = mul nuw nsw i32 %234, 65533
  %238 = add i32 %236, %237
  %239 = trunc i32 %238 to i16
  %240 = insertelement <40 x i16> %233, i16 %239, i32 %234
  %241 = add nuw nsw i32 %198, 6
  %242 = add nuw nsw i32 %198, 65535
  %243 = mul i32 %18, %242
  %244 = mul nuw nsw i32 %241, 65533
  %245 = add i32 %243, %244
  %246 = trunc i32 %245 to i16
  %247 = insertelement <40 x i16> %240, i16 %246, i32 %241
  %248 = add nuw nsw i32 %198, 7
  %249 = mul i32 %18, %198
  %250 = mul nuw nsw i32 %248, 65533
  %251 = add i32 %249, %250
  %252 = trunc i32 %251 to i16
  %253 = insertelement <40 x i16> %247, i16 %252, i32 %248
  %254 = add nuw nsw i32 %198, 8
  %255 = or disjoint i32 %198, 1
  %256 = mul i32 %18, %255
  %257 = mul nuw nsw i32 %254, 65533
  %258 = add i32 %256, %257
  %259 = trunc i32 %258 to i16
  %260 = insertelement <40 x i16> %253, i16 %259, i32 %254
  %261 = add nuw nsw i32 %198, 9
  %262 = add nuw i32 %198, 2
  %263 = mul i32 %18, %262
  %264 = mul nuw nsw i32 %261, 65533
  %265 = add i32 %263, %264
  %266 = trunc i32 %265 to i16
  %267 = insertelement <40 x i16> %260, i16 %266, i32 %261
  %268 = add nuw nsw i32 %198, 10
  %269 = icmp eq i32 %268, 40
  br i1 %269, label %119, label %197
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_private_mixed(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2) local_unnamed_addr #9 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !39 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !13
  %9 = zext i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !15
  %15 = add i64 %14, %12
  %16 = add i64 %15, %10
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5
  br label %19

19:                                               ; preds = %19, %3
  %20 = phi i32 [ 0, %3 ], [ %117, %19 ]
  %21 = phi <64 x i8> [ zeroinitializer, %3 ], [ %116, %19 ]
  %22 = or disjoint i32 %20, 3
  %23 = mul nsw i32 %18, %22
  %24 = add nsw i32 %23, %20
  %25 = trunc i32 %24 to i8
  %26 = insertelement <64 x i8> %21, i8 %25, i32 %20
  %27 = or disjoint i32 %20, 1
  %28 = or disjoint i32 %20, 4
  %29 = mul nsw i32 %18, %28
  %30 = add nsw i32 %29, %27
  %31 = trunc i32 %30 to i8
  %32 = insertelement <64 x i8> %26, i8 %31, i32 %27
  %33 = or disjoint i32 %20, 2
  %34 = or disjoint i32 %20, 5
  %35 = mul nsw i32 %18, %34
  %36 = add nsw i32 %35, %33
  %37 = trunc i32 %36 to i8
  %38 = insertelement <64 x i8> %32, i8 %37, i32 %33
  %39 = or disjoint i32 %20, 3
  %40 = or disjoint i32 %20, 6
  %41 = mul nsw i32 %18, %40
  %42 = add nsw i32 %41, %39
  %43 = trunc i32 %42 to i8
  %44 = insertelement <64 x i8> %38, i8 %43, i32 %39
  %45 = or disjoint i32 %20, 4
  %46 = or disjoint i32 %20, 7
  %47 = mul nsw i32 %18, %46
  %48 = add nsw i32 %47, %45
  %49 = trunc i32 %48 to i8
  %50 = insertelement <64 x i8> %44, i8 %49, i32 %45
  %51 = or disjoint i32 %20, 5
  %52 = or disjoint i32 %20, 8
  %53 = mul nsw i32 %18, %52
  %54 = add nsw i32 %53, %51
  %55 = trunc i32 %54 to i8
  %56 = insertelement <64 x i8> %50, i8 %55, i32 %51
  %57 = or disjoint i32 %20, 6
  %58 = or disjoint i32 %20, 9
  %59 = mul nsw i32 %18, %58
  %60 = add nsw i32 %59, %57
  %61 = trunc i32 %60 to i8
  %62 = insertelement <64 x i8> %56, i8 %61, i32 %57
  %63 = or disjoint i32 %20, 7
  %64 = or disjoint i32 %20, 10
  %65 = mul nsw i32 %18, %64
  %66 = add nsw i32 %65, %63
  %67 = trunc i32 %66 to i8
  %68 = insertelement <64 x i8> %62, i8 %67, i32 %63
  %69 = or disjoint i32 %20, 8
  %70 = or disjoint i32 %20, 11
  %71 = mul nsw i32 %18, %70
  %72 = add nsw i32 %71, %69
  %73 = trunc i32 %72 to i8
  %74 = insertelement <64 x i8> %68, i8 %73, i32 %69
  %75 = or disjoint i32 %20, 9
  %76 = or disjoint i32 %20, 12
  %77 = mul nsw i32 %18, %76
  %78 = add nsw i32 %77, %75
  %79 = trunc i32 %78 to i8
  %80 = insertelement <64 x i8> %74, i8 %79, i32 %75
  %81 = or disjoint i32 %20, 10
  %82 = or disjoint i32 %20, 13
  %83 = mul nsw i32 %18, %82
  %84 = add nsw i32 %83, %81
  %85 = trunc i32 %84 to i8
  %86 = insertelement <64 x i8> %80, i8 %85, i32 %81
  %87 = or disjoint i32 %20, 11
  %88 = or disjoint i32 %20, 14
  %89 = mul nsw i32 %18, %88
  %90 = add nsw i32 %89, %87
  %91 = trunc i32 %90 to i8
  %92 = insertelement <64 x i8> %86, i8 %91, i32 %87
  %93 = or disjoint i32 %20, 12
  %94 = or disjoint i32 %20, 15
  %95 = mul nsw i32 %18, %94
  %96 = add nsw i32 %95, %93
  %97 = trunc i32 %96 to i8
  %98 = insertelement <64 x i8> %92, i8 %97, i32 %93
  %99 = or disjoint i32 %20, 13
  %100 = add nuw nsw i32 %20, 16
  %101 = mul nsw i32 %18, %100
  %102 = add nsw i32 %101, %99
  %103 = trunc i32 %102 to i8
  %104 = insertelement <64 x i8> %98, i8 %103, i32 %99
  %105 = or disjoint i32 %20, 14
  %106 = add nuw nsw i32 %20, 17
  %107 = mul nsw i32 %18, %106
  %108 = add nsw i32 %107, %105
  %109 = trunc i32 %108 to i8
  %110 = insertelement <64 x i8> %104, i8 %109, i32 %105
  %111 = or disjoint i32 %20, 15
  %112 = add nuw nsw i32 %20, 18
  %113 = mul nsw i32 %18, %112
  %114 = add nsw i32 %113, %111
  %115 = trunc i32 %114 to i8
  %116 = insertelement <64 x i8> %110, i8 %115, i32 %111
  %117 = add nuw nsw i32 %20, 16
  %118 = icmp eq i32 %117, 64
  br i1 %118, label %197, label %19

119:                                              ; preds = %197
  %120 = sitofp i32 %18 to double
  %121 = insertelement <12 x double> <double poison, double poison, double poison, double poison, double poison, double poison, double poison, double poison, double poison, double poison, double 0.000000e+00, double 0.000000e+00>, double %120, i64 0
  %122 = fmul double %120, 5.000000e-01
  %123 = insertelement <12 x double> %121, double %122, i64 1
  %124 = fdiv double %120, 3.000000e+00
  %125 = insertelement <12 x double> %123, double %124, i64 2
  %126 = fmul double %120, 2.500000e-01
  %127 = insertelement <12 x double> %125, double %126, i64 3
  %128 = fdiv double %120, 5.000000e+00
  %129 = insertelement <12 x double> %127, double %128, i64 4
  %130 = fdiv double %120, 6.000000e+00
  %131 = insertelement <12 x double> %129, double %130, i64 5
  %132 = fdiv double %120, 7.000000e+00
  %133 = insertelement <12 x double> %131, double %132, i64 6
  %134 = fmul double %120, 1.250000e-01
  %135 = insertelement <12 x double> %133, double %134, i64 7
  %136 = fdiv double %120, 9.000000e+00
  %137 = insertelement <12 x double> %135, double %136, i64 8
  %138 = fdiv double %120, 1.000000e+01
  %139 = insertelement <12 x double> %137, double %138, i64 9
  %140 = fdiv double %120, 1.100000e+01
  %141 = insertelement <12 x double> %139, double %140, i64 10
  %142 = fdiv double %120, 1.200000e+01
  %143 = insertelement <12 x double> %141, double %142, i64 11
  %144 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %16
  %145 = load i32, ptr addrspace(1) %144, align 4, !tbaa !5
  %146 = add nsw i32 %145, 5
  %147 = srem i32 %146, 64
  %148 = extractelement <64 x i8> %116, i32 %147
  %149 = trunc i32 %145 to i8
  %150 = add i8 %148, %149
  %151 = insertelement <64 x i8> %116, i8 %150, i32 %147
  %152 = mul nsw i32 %145, 3
  %153 = srem i32 %152, 40
  %154 = extractelement <40 x i16> %267, i32 %153
  %155 = trunc i32 %145 to i16
  %156 = xor i16 %154, %155
  %157 = insertelement <40 x i16> %267, i16 %156, i32 %153
  %158 = add nsw i32 %145, 1
  %159 = srem i32 %158, 24
  %160 = extractelement <24 x half> <half 0xHC200, half 0xHC180, half 0xHC100, half 0xHC080, half 0xHC000, half 0xHBF00, half 0xHBE00, half 0xHBD00, half 0xHBC00, half 0xHBA00, half 0xHB800, half 0xHB400, half 0xH0000, half 0xH3400, half 0xH3800, half 0xH3A00, half 0xH3C00, half 0xH3D00, half 0xH3E00, half 0xH3F00, half 0xH4000, half 0xH4080, half 0xH4100, half 0xH4180>, i32 %159
  %161 = add nsw i32 %145, 2
  %162 = srem i32 %161, 24
  %163 = extractelement <24 x half> <half 0xHC200, half 0xHC180, half 0xHC100, half 0xHC080, half 0xHC000, half 0xHBF00, half 0xHBE00, half 0xHBD00, half 0xHBC00, half 0xHBA00, half 0xHB800, half 0xHB400, half 0xH0000, half 0xH3400, half 0xH3800, half 0xH3A00, half 0xH3C00, half 0xH3D00, half 0xH3E00, half 0xH3F00, half 0xH4000, half 0xH4080, half 0xH4100, half 0xH4180>, i32 %162
  %164 = fadd half %160, %163
  %165 = srem i32 %145, 12
  %166 = extractelement <12 x double> %143, i32 %165
  %167 = fmul double %166, 3.000000e+00
  %168 = insertelement <12 x double> %143, double %167, i32 %165
  %169 = srem i32 %145, 64
  %170 = extractelement <64 x i8> %151, i32 %169
  %171 = sext i8 %170 to i64
  %172 = mul nsw i64 %171, 100000
  %173 = srem i32 %158, 40
  %174 = extractelement <40 x i16> %157, i32 %173
  %175 = sext i16 %174 to i64
  %176 = sext i8 %150 to i64
  %177 = sext i16 %156 to i64
  %178 = mul nsw i64 %177, 7
  %179 = add nsw i64 %178, %176
  %180 = add nsw i64 %179, %175
  %181 = add nsw i64 %180, %172
  %182 = shl i64 %16, 4
  %183 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 %182
  store i64 %181, ptr addrspace(1) %183, align 8, !tbaa !15
  %184 = fmul double %167, 6.400000e+01
  %185 = fptosi double %184 to i64
  %186 = add nsw i32 %145, 7
  %187 = srem i32 %186, 12
  %188 = extractelement <12 x double> %168, i32 %187
  %189 = fmul double %188, 6.400000e+01
  %190 = fptosi double %189 to i64
  %191 = add nsw i64 %190, %185
  %192 = fpext half %164 to float
  %193 = fmul float %192, 6.400000e+01
  %194 = fptosi float %193 to i64
  %195 = add nsw i64 %191, %194
  %196 = getelementptr inbounds nuw i8, ptr addrspace(1) %183, i64 8
  store i64 %195, ptr addrspace(1) %196, align 8, !tbaa !15
  ret void

197:                                              ; preds = %19, %197
  %198 = phi i32 [ %268, %197 ], [ 0, %19 ]
  %199 = phi <40 x i16> [ %267, %197 ], [ zeroinitializer, %19 ]
  %200 = add nuw nsw i32 %198, 65529
  %201 = mul i32 %18, %200
  %202 = mul nuw nsw i32 %198, 65533
  %203 = add i32 %201, %202
  %204 = trunc i32 %203 to i16
  %205 = insertelement <40 x i16> %199, i16 %204, i32 %198
  %206 = or disjoint i32 %198, 1
  %207 = add nuw nsw i32 %198, 65530
  %208 = mul i32 %18, %207
  %209 = mul nuw nsw i32 %206, 65533
  %210 = add i32 %208, %209
  %211 = trunc i32 %210 to i16
  %212 = insertelement <40 x i16> %205, i16 %211, i32 %206
  %213 = add nuw nsw i32 %198, 2
  %214 = add nuw nsw i32 %198, 65531
  %215 = mul i32 %18, %214
  %216 = mul nuw nsw i32 %213, 65533
  %217 = add i32 %215, %216
  %218 = trunc i32 %217 to i16
  %219 = insertelement <40 x i16> %212, i16 %218, i32 %213
  %220 = add nuw nsw i32 %198, 3
  %221 = add nuw nsw i32 %198, 65532
  %222 = mul i32 %18, %221
  %223 = mul nuw nsw i32 %220, 65533
  %224 = add i32 %222, %223
  %225 = trunc i32 %224 to i16
  %226 = insertelement <40 x i16> %219, i16 %225, i32 %220
  %227 = add nuw nsw i32 %198, 4
  %228 = add nuw nsw i32 %198, 65533
  %229 = mul i32 %18, %228
  %230 = mul nuw nsw i32 %227, 65533
  %231 = add i32 %229, %230
  %232 = trunc i32 %231 to i16
  %233 = insertelement <40 x i16> %226, i16 %232, i32 %227
  %234 = add nuw nsw i32 %198, 5
  %235 = add nuw nsw i32 %198, 65534
  %236 = mul i32 %18, %235
  %237 = mul nuw nsw i32 %234, 65533
  %238 = add i32 %236, %237
  %239 = trunc i32 %238 to i16
  %240 = insertelement <40 x i16> %233, i16 %239, i32 %234
  %241 = add nuw nsw i32 %198, 6
  %242 = add nuw nsw i32 %198, 65535
  %243 = mul i32 %18, %242
  %244 = mul nuw nsw i32 %241, 65533
  %245 = add i32 %243, %244
  %246 = trunc i32 %245 to i16
  %247 = insertelement <40 x i16> %240, i16 %246, i32 %241
  %248 = add nuw nsw i32 %198, 7
  %249 = mul i32 %18, %198
  %250 = mul nuw nsw i32 %248, 65533
  %251 = add i32 %249, %250
  %252 = trunc i32 %251 to i16
  %253 = insertelement <40 x i16> %247, i16 %252, i32 %248
  %254 = add nuw nsw i32 %198, 8
  %255 = or disjoint i32 %198, 1
  %256 = mul i32 %18, %255
  %257 = mul nuw nsw i32 %254, 65533
  %258 = add i32 %256, %257
  %259 = trunc i32 %258 to i16
  %260 = insertelement <40 x i16> %253, i16 %259, i32 %254
  %261 = add nuw nsw i32 %198, 9
  %262 = add nuw i32 %198, 2
  %263 = mul i32 %18, %262
  %264 = mul nuw nsw i32 %261, 65533
  %265 = add i32 %263, %264
  %266 = trunc i32 %265 to i16
  %267 = insertelement <40 x i16> %260, i16 %266, i32 %261
  %268 = add nuw nsw i32 %198, 10
  %269 = icmp eq i32 %268, 40
  br i1 %269, label %119, label %197
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @calls_tree(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #8 !kernel_arg_addr_space !52 !kernel_arg_access_qual !29 !kernel_arg_type !53 !kernel_arg_base_type !53 !kernel_arg_type_qual !54 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = zext i32 %6 to i64
  %8 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !tbaa !13
  %11 = zext i16 %10 to i64
  %12 = mul nuw nsw i64 %11, %7
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 40
  %16 = load i64, ptr addrspace(4) %15, align 8, !tbaa !15
  %17 = add i64 %16, %14
  %18 = add i64 %17, %12
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #24
  store i32 0, ptr addrspace(5) %5, align 4, !tbaa !5
  %19 = urem i64 %18, 5
  %20 = trunc nuw nsw i64 %19 to i32
  %21 = add nuw nsw i32 %20, 1
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %18
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5, !amdgpu.noclobber !17
  %24 = call fastcc i32 @walk(ptr addrspace(1) align 4 %0, i32 %3, i32 %21, ptr addrspace(5) %5, i32 noundef %23) #24
  %25 = shl i64 %18, 3
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 %25
  store i32 %24, ptr addrspace(1) %26, align 4, !tbaa !5
  %27 = load i32, ptr addrspace(5) %5, align 4, !tbaa !5
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 4
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #24
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_calls_tree(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #9 !kernel_arg_addr_space !52 !kernel_arg_access_qual !29 !kernel_arg_type !53 !kernel_arg_base_type !53 !kernel_arg_type_qual !54 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = zext i32 %6 to i64
  %8 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !tbaa !13
  %11 = zext i16 %10 to i64
  %12 = mul nuw nsw i64 %11, %7
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 40
  %16 = load i64, ptr addrspace(4) %15, align 8, !tbaa !15
  %17 = add i64 %16, %14
  %18 = add i64 %17, %12
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #24
  store i32 0, ptr addrspace(5) %5, align 4, !tbaa !5
  %19 = urem i64 %18, 5
  %20 = trunc nuw nsw i64 %19 to i32
  %21 = add nuw nsw i32 %20, 1
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %18
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = call fastcc i32 @walk(ptr addrspace(1) %0, i32 %3, i32 %21, ptr addrspace(5) %5, i32 noundef %23) #24
  %25 = shl i64 %18, 3
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 %25
  store i32 %24, ptr addrspace(1) %26, align 4, !tbaa !5
  %27 = load i32, ptr addrspace(5) %5, align 4, !tbaa !5
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 4
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #24
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @calls_stack(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #10 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !12 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca %struct.wide_args, align 8, addrspace(5)
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = zext i32 %6 to i64
  %8 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !tbaa !13
  %11 = zext i16 %10 to i64
  %12 = mul nuw nsw i64 %11, %7
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 40
  %16 = load i64, ptr addrspace(4) %15, align 8, !tbaa !15
  %17 = add i64 %16, %14
  %18 = add i64 %17, %12
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #24
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr addrspace(5) %3, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #24
  store i32 0, ptr addrspace(5) %4, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #24
  %20 = mul i64 %18, 144
  %21 = getelementptr i8, ptr addrspace(1) %0, i64 %20
  %22 = load <2 x i32>, ptr addrspace(1) %21, align 4, !tbaa !5
  store <2 x i32> %22, ptr addrspace(5) %5, align 8, !tbaa !5
  %23 = getelementptr i8, ptr addrspace(1) %21, i64 8
  %24 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 8
  %25 = load <2 x i32>, ptr addrspace(1) %23, align 4, !tbaa !5
  store <2 x i32> %25, ptr addrspace(5) %24, align 8, !tbaa !5
  %26 = getelementptr i8, ptr addrspace(1) %21, i64 16
  %27 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 16
  %28 = load <2 x i32>, ptr addrspace(1) %26, align 4, !tbaa !5
  store <2 x i32> %28, ptr addrspace(5) %27, align 8, !tbaa !5
  %29 = getelementptr i8, ptr addrspace(1) %21, i64 24
  %30 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 24
  %31 = load <2 x i32>, ptr addrspace(1) %29, align 4, !tbaa !5
  store <2 x i32> %31, ptr addrspace(5) %30, align 8, !tbaa !5
  %32 = getelementptr i8, ptr addrspace(1) %21, i64 32
  %33 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 32
  %34 = load <2 x i32>, ptr addrspace(1) %32, align 4, !tbaa !5
  store <2 x i32> %34, ptr addrspace(5) %33, align 8, !tbaa !5
  %35 = getelementptr i8, ptr addrspace(1) %21, i64 40
  %36 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 40
  %37 = load <2 x i32>, ptr addrspace(1) %35, align 4, !tbaa !5
  store <2 x i32> %37, ptr addrspace(5) %36, align 8, !tbaa !5
  %38 = getelementptr i8, ptr addrspace(1) %21, i64 48
  %39 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 48
  %40 = load <2 x i32>, ptr addrspace(1) %38, align 4, !tbaa !5
  store <2 x i32> %40, ptr addrspace(5) %39, align 8, !tbaa !5
  %41 = getelementptr i8, ptr addrspace(1) %21, i64 56
  %42 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 56
  %43 = load <2 x i32>, ptr addrspace(1) %41, align 4, !tbaa !5
  store <2 x i32> %43, ptr addrspace(5) %42, align 8, !tbaa !5
  %44 = getelementptr i8, ptr addrspace(1) %21, i64 64
  %45 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 64
  %46 = load <2 x i32>, ptr addrspace(1) %44, align 4, !tbaa !5
  store <2 x i32> %46, ptr addrspace(5) %45, align 8, !tbaa !5
  %47 = getelementptr i8, ptr addrspace(1) %21, i64 72
  %48 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 72
  %49 = load <2 x i32>, ptr addrspace(1) %47, align 4, !tbaa !5
  store <2 x i32> %49, ptr addrspace(5) %48, align 8, !tbaa !5
  %50 = getelementptr i8, ptr addrspace(1) %21, i64 80
  %51 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 80
  %52 = load <2 x i32>, ptr addrspace(1) %50, align 4, !tbaa !5
  store <2 x i32> %52, ptr addrspace(5) %51, align 8, !tbaa !5
  %53 = getelementptr i8, ptr addrspace(1) %21, i64 88
  %54 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 88
  %55 = load <2 x i32>, ptr addrspace(1) %53, align 4, !tbaa !5
  store <2 x i32> %55, ptr addrspace(5) %54, align 8, !tbaa !5
  %56 = getelementptr i8, ptr addrspace(1) %21, i64 96
  %57 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 96
  %58 = load <2 x i32>, ptr addrspace(1) %56, align 4, !tbaa !5
  store <2 x i32> %58, ptr addrspace(5) %57, align 8, !tbaa !5
  %59 = getelementptr i8, ptr addrspace(1) %21, i64 104
  %60 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 104
  %61 = load <2 x i32>, ptr addrspace(1) %59, align 4, !tbaa !5
  store <2 x i32> %61, ptr addrspace(5) %60, align 8, !tbaa !5
  %62 = getelementptr i8, ptr addrspace(1) %21, i64 112
  %63 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 112
  %64 = load <2 x i32>, ptr addrspace(1) %62, align 4, !tbaa !5
  store <2 x i32> %64, ptr addrspace(5) %63, align 8, !tbaa !5
  %65 = getelementptr i8, ptr addrspace(1) %21, i64 120
  %66 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 120
  %67 = load <2 x i32>, ptr addrspace(1) %65, align 4, !tbaa !5
  store <2 x i32> %67, ptr addrspace(5) %66, align 8, !tbaa !5
  %68 = getelementptr i8, ptr addrspace(1) %21, i64 128
  %69 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 128
  %70 = load <2 x i32>, ptr addrspace(1) %68, align 4, !tbaa !5
  store <2 x i32> %70, ptr addrspace(5) %69, align 8, !tbaa !5
  %71 = getelementptr i8, ptr addrspace(1) %21, i64 136
  %72 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 136
  %73 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 140
  %74 = load <2 x i32>, ptr addrspace(1) %71, align 4, !tbaa !5
  store <2 x i32> %74, ptr addrspace(5) %72, align 8, !tbaa !5
  %75 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 144
  store ptr addrspace(5) %3, ptr addrspace(5) %75, align 8, !tbaa !56
  %76 = mul i64 %18, 20
  %77 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %76
  %78 = getelementptr inbounds nuw i8, ptr addrspace(1) %77, i64 8
  %79 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 152
  store ptr addrspace(1) %78, ptr addrspace(5) %79, align 8, !tbaa !58
  %80 = urem i64 %18, 7
  %81 = trunc nuw nsw i64 %80 to i32
  %82 = call fastcc i32 @weigh(ptr addrspace(5) noundef byref(%struct.wide_args) align 8 %5, i32 noundef %81, ptr addrspace(5) noundef %4, ptr addrspace(1) noundef nonnull %78) #24
  store i32 %82, ptr addrspace(5) %73, align 4, !tbaa !5
  %83 = call fastcc i32 @weigh(ptr addrspace(5) noundef byref(%struct.wide_args) align 8 %5, i32 noundef 1, ptr addrspace(5) noundef %4, ptr addrspace(1) noundef nonnull %78) #24
  %84 = add nsw i32 %83, %82
  store i32 %84, ptr addrspace(1) %77, align 4, !tbaa !5
  %85 = load i32, ptr addrspace(5) %3, align 4, !tbaa !5
  %86 = getelementptr i8, ptr addrspace(1) %77, i64 4
  store i32 %85, ptr addrspace(1) %86, align 4, !tbaa !5
  %87 = load i32, ptr addrspace(5) %4, align 4, !tbaa !5
  %88 = getelementptr i8, ptr addrspace(1) %77, i64 16
  store i32 %87, ptr addrspace(1) %88, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #24
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #24
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #24
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected void @__clang_ocl_kern_imp_calls_stack(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #11 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !12 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca %struct.wide_args, align 8, addrspace(5)
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = zext i32 %6 to i64
  %8 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !tbaa !13
  %11 = zext i16 %10 to i64
  %12 = mul nuw nsw i64 %11, %7
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 40
  %16 = load i64, ptr addrspace(4) %15, align 8, !tbaa !15
  %17 = add i64 %16, %14
  %18 = add i64 %17, %12
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #24
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr addrspace(5) %3, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #24
  store i32 0, ptr addrspace(5) %4, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #24
  %20 = mul i64 %18, 144
  %21 = getelementptr i8, ptr addrspace(1) %0, i64 %20
  %22 = load <2 x i32>, ptr addrspace(1) %21, align 4, !tbaa !5
  store <2 x i32> %22, ptr addrspace(5) %5, align 8, !tbaa !5
  %23 = getelementptr i8, ptr addrspace(1) %21, i64 8
  %24 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 8
  %25 = load <2 x i32>, ptr addrspace(1) %23, align 4, !tbaa !5
  store <2 x i32> %25, ptr addrspace(5) %24, align 8, !tbaa !5
  %26 = getelementptr i8, ptr addrspace(1) %21, i64 16
  %27 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 16
  %28 = load <2 x i32>, ptr addrspace(1) %26, align 4, !tbaa !5
  store <2 x i32> %28, ptr addrspace(5) %27, align 8, !tbaa !5
  %29 = getelementptr i8, ptr addrspace(1) %21, i64 24
  %30 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 24
  %31 = load <2 x i32>, ptr addrspace(1) %29, align 4, !tbaa !5
  store <2 x i32> %31, ptr addrspace(5) %30, align 8, !tbaa !5
  %32 = getelementptr i8, ptr addrspace(1) %21, i64 32
  %33 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 32
  %34 = load <2 x i32>, ptr addrspace(1) %32, align 4, !tbaa !5
  store <2 x i32> %34, ptr addrspace(5) %33, align 8, !tbaa !5
  %35 = getelementptr i8, ptr addrspace(1) %21, i64 40
  %36 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 40
  %37 = load <2 x i32>, ptr addrspace(1) %35, align 4, !tbaa !5
  store <2 x i32> %37, ptr addrspace(5) %36, align 8, !tbaa !5
  %38 = getelementptr i8, ptr addrspace(1) %21, i64 48
  %39 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 48
  %40 = load <2 x i32>, ptr addrspace(1) %38, align 4, !tbaa !5
  store <2 x i32> %40, ptr addrspace(5) %39, align 8, !tbaa !5
  %41 = getelementptr i8, ptr addrspace(1) %21, i64 56
  %42 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 56
  %43 = load <2 x i32>, ptr addrspace(1) %41, align 4, !tbaa !5
  store <2 x i32> %43, ptr addrspace(5) %42, align 8, !tbaa !5
  %44 = getelementptr i8, ptr addrspace(1) %21, i64 64
  %45 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 64
  %46 = load <2 x i32>, ptr addrspace(1) %44, align 4, !tbaa !5
  store <2 x i32> %46, ptr addrspace(5) %45, align 8, !tbaa !5
  %47 = getelementptr i8, ptr addrspace(1) %21, i64 72
  %48 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 72
  %49 = load <2 x i32>, ptr addrspace(1) %47, align 4, !tbaa !5
  store <2 x i32> %49, ptr addrspace(5) %48, align 8, !tbaa !5
  %50 = getelementptr i8, ptr addrspace(1) %21, i64 80
  %51 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 80
  %52 = load <2 x i32>, ptr addrspace(1) %50, align 4, !tbaa !5
  store <2 x i32> %52, ptr addrspace(5) %51, align 8, !tbaa !5
  %53 = getelementptr i8, ptr addrspace(1) %21, i64 88
  %54 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 88
  %55 = load <2 x i32>, ptr addrspace(1) %53, align 4, !tbaa !5
  store <2 x i32> %55, ptr addrspace(5) %54, align 8, !tbaa !5
  %56 = getelementptr i8, ptr addrspace(1) %21, i64 96
  %57 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 96
  %58 = load <2 x i32>, ptr addrspace(1) %56, align 4, !tbaa !5
  store <2 x i32> %58, ptr addrspace(5) %57, align 8, !tbaa !5
  %59 = getelementptr i8, ptr addrspace(1) %21, i64 104
  %60 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 104
  %61 = load <2 x i32>, ptr addrspace(1) %59, align 4, !tbaa !5
  store <2 x i32> %61, ptr addrspace(5) %60, align 8, !tbaa !5
  %62 = getelementptr i8, ptr addrspace(1) %21, i64 112
  %63 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 112
  %64 = load <2 x i32>, ptr addrspace(1) %62, align 4, !tbaa !5
  store <2 x i32> %64, ptr addrspace(5) %63, align 8, !tbaa !5
  %65 = getelementptr i8, ptr addrspace(1) %21, i64 120
  %66 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 120
  %67 = load <2 x i32>, ptr addrspace(1) %65, align 4, !tbaa !5
  store <2 x i32> %67, ptr addrspace(5) %66, align 8, !tbaa !5
  %68 = getelementptr i8, ptr addrspace(1) %21, i64 128
  %69 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 128
  %70 = load <2 x i32>, ptr addrspace(1) %68, align 4, !tbaa !5
  store <2 x i32> %70, ptr addrspace(5) %69, align 8, !tbaa !5
  %71 = getelementptr i8, ptr addrspace(1) %21, i64 136
  %72 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 136
  %73 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 140
  %74 = load <2 x i32>, ptr addrspace(1) %71, align 4, !tbaa !5
  store <2 x i32> %74, ptr addrspace(5) %72, align 8, !tbaa !5
  %75 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 144
  store ptr addrspace(5) %3, ptr addrspace(5) %75, align 8, !tbaa !56
  %76 = mul i64 %18, 20
  %77 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %76
  %78 = getelementptr inbounds nuw i8, ptr addrspace(1) %77, i64 8
  %79 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 152
  store ptr addrspace(1) %78, ptr addrspace(5) %79, align 8, !tbaa !58
  %80 = urem i64 %18, 7
  %81 = trunc nuw nsw i64 %80 to i32
  %82 = call fastcc i32 @weigh(ptr addrspace(5) noundef byref(%struct.wide_args) align 8 %5, i32 noundef %81, ptr addrspace(5) noundef %4, ptr addrspace(1) noundef nonnull %78) #24
  store i32 %82, ptr addrspace(5) %73, align 4, !tbaa !5
  %83 = call fastcc i32 @weigh(ptr addrspace(5) noundef byref(%struct.wide_args) align 8 %5, i32 noundef 1, ptr addrspace(5) noundef %4, ptr addrspace(1) noundef nonnull %78) #24
  %84 = add nsw i32 %83, %82
  store i32 %84, ptr addrspace(1) %77, align 4, !tbaa !5
  %85 = load i32, ptr addrspace(5) %3, align 4, !tbaa !5
  %86 = getelementptr i8, ptr addrspace(1) %77, i64 4
  store i32 %85, ptr addrspace(1) %86, align 4, !tbaa !5
  %87 = load i32, ptr addrspace(5) %4, align 4, !tbaa !5
  %88 = getelementptr i8, ptr addrspace(1) %77, i64 16
  store i32 %87, ptr addrspace(1) %88, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #24
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #24
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #24
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @wave_builtins(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !12 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5, !amdgpu.noclobber !17
  %18 = shl i64 %15, 6
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %18
  %20 = and i32 %17, 3
  %21 = icmp eq i32 %20, 1
  %22 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %21)
  store i64 %22, ptr addrspace(1) %19, align 4
  %23 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %24 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %23)
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 8
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !5
  %26 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %17, i32 37)
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 12
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  %28 = shl i32 %17, 2
  %29 = and i32 %28, 252
  %30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %17)
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 16
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !5
  %32 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 177, i32 15, i32 15, i1 true)
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 20
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !5
  %34 = trunc i64 %15 to i32
  %35 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %34, i32 %17, i32 257, i32 15, i32 15, i1 false)
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 24
  store i32 %35, ptr addrspace(1) %36, align 4, !tbaa !5
  %37 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %34, i32 %17, i32 322, i32 10, i32 15, i1 false)
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 28
  store i32 %37, ptr addrspace(1) %38, align 4, !tbaa !5
  %39 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %34, i32 %17, i32 323, i32 12, i32 15, i1 false)
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 32
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !5
  %41 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 312, i32 15, i32 15, i1 true)
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 36
  store i32 %41, ptr addrspace(1) %42, align 4, !tbaa !5
  %43 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %34, i32 %17, i32 308, i32 15, i32 5, i1 false)
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 40
  store i32 %43, ptr addrspace(1) %44, align 4, !tbaa !5
  %45 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %17, i32 1055)
  %46 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 44
  store i32 %45, ptr addrspace(1) %46, align 4, !tbaa !5
  %47 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %17, i32 32853)
  %48 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 48
  store i32 %47, ptr addrspace(1) %48, align 4, !tbaa !5
  %49 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %34, i32 %17, i32 289, i32 15, i32 15, i1 false)
  %50 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 52
  store i32 %49, ptr addrspace(1) %50, align 4, !tbaa !5
  %51 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %34, i32 %17, i32 320, i32 15, i32 15, i1 false)
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 56
  store i32 %51, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = and i32 %17, 4
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %60, label %55

55:                                               ; preds = %2
  %56 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %17)
  %57 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %58 = trunc i64 %57 to i32
  %59 = add i32 %56, %58
  br label %60

60:                                               ; preds = %2, %55
  %61 = phi i32 [ %59, %55 ], [ 0, %2 ]
  %62 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 60
  store i32 %61, ptr addrspace(1) %62, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_wave_builtins(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !12 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = shl i64 %15, 6
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %18
  %20 = and i32 %17, 3
  %21 = icmp eq i32 %20, 1
  %22 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %21)
  store i64 %22, ptr addrspace(1) %19, align 4
  %23 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %24 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %23)
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 8
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !5
  %26 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %17, i32 37)
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 12
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  %28 = shl i32 %17, 2
  %29 = and i32 %28, 252
  %30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %17)
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 16
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !5
  %32 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 177, i32 15, i32 15, i1 true)
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 20
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !5
  %34 = trunc i64 %15 to i32
  %35 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %34, i32 %17, i32 257, i32 15, i32 15, i1 false)
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 24
  store i32 %35, ptr addrspace(1) %36, align 4, !tbaa !5
  %37 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %34, i32 %17, i32 322, i32 10, i32 15, i1 false)
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 28
  store i32 %37, ptr addrspace(1) %38, align 4, !tbaa !5
  %39 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %34, i32 %17, i32 323, i32 12, i32 15, i1 false)
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 32
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !5
  %41 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 312, i32 15, i32 15, i1 true)
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 36
  store i32 %41, ptr addrspace(1) %42, align 4, !tbaa !5
  %43 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %34, i32 %17, i32 308, i32 15, i32 5, i1 false)
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 40
  store i32 %43, ptr addrspace(1) %44, align 4, !tbaa !5
  %45 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %17, i32 1055)
  %46 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 44
  store i32 %45, ptr addrspace(1) %46, align 4, !tbaa !5
  %47 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %17, i32 32853)
  %48 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 48
  store i32 %47, ptr addrspace(1) %48, align 4, !tbaa !5
  %49 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %34, i32 %17, i32 289, i32 15, i32 15, i1 false)
  %50 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 52
  store i32 %49, ptr addrspace(1) %50, align 4, !tbaa !5
  %51 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %34, i32 %17, i32 320, i32 15, i32 15, i1 false)
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 56
  store i32 %51, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = and i32 %17, 4
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %60, label %55

55:                                               ; preds = %2
  %56 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %17)
  %57 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %58 = trunc i64 %57 to i32
  %59 = add i32 %56, %58
  br label %60

60:                                               ; preds = %55, %2
  %61 = phi i32 [ %59, %55 ], [ 0, %2 ]
  %62 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 60
  store i32 %61, ptr addrspace(1) %62, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #13

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctlz.i8(i8, i1 immarg) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.cttz.i8(i8, i1 immarg) #13

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ctlz.i16(i16, i1 immarg) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.cttz.i16(i16, i1 immarg) #13

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ctpop.i16(i16) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.ubfe.i32(i32, i32, i32) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sbfe.i32(i32, i32, i32) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.alignbyte(i32, i32, i32) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.perm(i32, i32, i32) #13

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.lerp(i32, i32, i32) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sad.u8(i32, i32, i32) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.msad.u8(i32, i32, i32) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sad.hi.u8(i32, i32, i32) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sad.u16(i32, i32, i32) #14

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #15

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.amdgcn.qsad.pk.u16.u8(i64, i32, i64) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.amdgcn.mqsad.pk.u16.u8(i64, i32, i64) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.amdgcn.mqsad.u32.u8(i64, i32, <4 x i32>) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.uadd.sat.i32(i32, i32) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ssub.sat.i32(i32, i32) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.uadd.sat.i16(i16, i16) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.usub.sat.i16(i16, i16) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.sadd.sat.i16(i16, i16) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ssub.sat.i16(i16, i16) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.uadd.sat.i8(i8, i8) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.usub.sat.i8(i8, i8) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.sadd.sat.i8(i8, i8) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ssub.sat.i8(i8, i8) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16>, <2 x i16>) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.ssub.sat.v2i16(<2 x i16>, <2 x i16>) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sdot4(i32, i32, i32, i1 immarg) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sdot2(<2 x i16>, <2 x i16>, i32, i1 immarg) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.udot2(<2 x i16>, <2 x i16>, i32, i1 immarg) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.udot4(i32, i32, i32, i1 immarg) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sdot8(i32, i32, i32, i1 immarg) #14

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.udot8(i32, i32, i32, i1 immarg) #14

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #16

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc i32 @walk(ptr addrspace(1) %0, i32 %1, i32 range(i32 1, 6) %2, ptr addrspace(5) captures(none) %3, i32 noundef %4) unnamed_addr #17 {
  %6 = alloca [64 x i32], align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #24
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #24
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !5
  call fastcc void @push(ptr addrspace(5) noundef %6, ptr addrspace(5) noundef %7, i32 noundef %4, i32 noundef 0) #24
  %8 = load i32, ptr addrspace(5) %7, align 4, !tbaa !5
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %42

10:                                               ; preds = %5, %38
  %11 = phi i32 [ %39, %38 ], [ %8, %5 ]
  %12 = phi i32 [ %40, %38 ], [ 0, %5 ]
  %13 = add nsw i32 %11, -2
  store i32 %13, ptr addrspace(5) %7, align 4, !tbaa !5
  %14 = getelementptr i32, ptr addrspace(5) %6, i32 %11
  %15 = getelementptr i8, ptr addrspace(5) %14, i32 -4
  %16 = load i32, ptr addrspace(5) %15, align 4, !tbaa !5
  %17 = icmp sgt i32 %16, %1
  br i1 %17, label %38, label %18

18:                                               ; preds = %10
  %19 = getelementptr inbounds i32, ptr addrspace(5) %6, i32 %13
  %20 = load i32, ptr addrspace(5) %19, align 4, !tbaa !5
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds %struct.tree_node, ptr addrspace(1) %0, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 4
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !5
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 8
  %27 = load i32, ptr addrspace(1) %26, align 4, !tbaa !5
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 12
  %29 = load i32, ptr addrspace(1) %28, align 4, !tbaa !5
  %30 = tail call fastcc i32 @visit(ptr addrspace(1) %0, i32 %1, i32 %2, ptr addrspace(5) %3, i32 %23, i32 %29, i32 noundef %16) #24
  %31 = and i32 %16, 1
  %32 = icmp eq i32 %31, 0
  %33 = sub nsw i32 0, %30
  %34 = select i1 %32, i32 %30, i32 %33
  %35 = add nsw i32 %34, %12
  %36 = add nsw i32 %16, 1
  call fastcc void @push(ptr addrspace(5) noundef %6, ptr addrspace(5) noundef %7, i32 noundef %25, i32 noundef %36) #24
  call fastcc void @push(ptr addrspace(5) noundef %6, ptr addrspace(5) noundef %7, i32 noundef %27, i32 noundef %36) #24
  %37 = load i32, ptr addrspace(5) %7, align 4, !tbaa !5
  br label %38

38:                                               ; preds = %10, %18
  %39 = phi i32 [ %37, %18 ], [ %13, %10 ]
  %40 = phi i32 [ %35, %18 ], [ %12, %10 ]
  %41 = icmp sgt i32 %39, 0
  br i1 %41, label %10, label %42

42:                                               ; preds = %38, %5
  %43 = phi i32 [ 0, %5 ], [ %40, %38 ]
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #24
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #24
  ret i32 %43
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @push(ptr addrspace(5) noundef writeonly captures(none) %0, ptr addrspace(5) noundef captures(none) %1, i32 noundef %2, i32 noundef range(i32 -2147483647, -2147483648) %3) unnamed_addr #18 {
  %5 = icmp sgt i32 %2, -1
  br i1 %5, label %6, label %14

6:                                                ; preds = %4
  %7 = load i32, ptr addrspace(5) %1, align 4, !tbaa !5
  %8 = getelementptr inbounds i32, ptr addrspace(5) %0, i32 %7
  store i32 %2, ptr addrspace(5) %8, align 4, !tbaa !5
  %9 = load i32, ptr addrspace(5) %1, align 4, !tbaa !5
  %10 = getelementptr i32, ptr addrspace(5) %0, i32 %9
  %11 = getelementptr i8, ptr addrspace(5) %10, i32 4
  store i32 %3, ptr addrspace(5) %11, align 4, !tbaa !5
  %12 = load i32, ptr addrspace(5) %1, align 4, !tbaa !5
  %13 = add nsw i32 %12, 2
  store i32 %13, ptr addrspace(5) %1, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %6, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc i32 @visit(ptr addrspace(1) %0, i32 %1, i32 range(i32 1, 6) %2, ptr addrspace(5) captures(none) %3, i32 %4, i32 %5, i32 noundef %6) unnamed_addr #18 {
  %8 = alloca %struct.walk_ctx, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %8, align 8
  %9 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 8
  store i32 %1, ptr addrspace(5) %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 12
  store i32 %2, ptr addrspace(5) %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 16
  store <2 x i32> <i32 3, i32 -1>, ptr addrspace(5) %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 24
  store <2 x i32> <i32 4, i32 -1>, ptr addrspace(5) %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 32
  store <2 x i32> <i32 5, i32 -9>, ptr addrspace(5) %13, align 8
  %14 = load i32, ptr addrspace(5) %3, align 4, !tbaa !5
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr addrspace(5) %3, align 4, !tbaa !5
  %16 = mul nsw i32 %4, %2
  %17 = mul nsw i32 %6, %5
  %18 = add nsw i32 %17, %16
  %19 = srem i32 %6, 6
  %20 = getelementptr inbounds i32, ptr addrspace(5) %11, i32 %19
  %21 = load i32, ptr addrspace(5) %20, align 4, !tbaa !5
  %22 = add nsw i32 %18, %21
  ret i32 %22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc i32 @weigh(ptr addrspace(5) noundef readonly byref(%struct.wide_args) align 8 captures(none) %0, i32 noundef range(i32 0, 7) %1, ptr addrspace(5) noundef captures(none) %2, ptr addrspace(1) noundef writeonly captures(none) initializes((4, 8)) %3) unnamed_addr #19 {
  %5 = load i32, ptr addrspace(5) %0, align 8
  %6 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 4
  %7 = load i32, ptr addrspace(5) %6, align 4
  %8 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 8
  %9 = load i32, ptr addrspace(5) %8, align 8
  %10 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 12
  %11 = load i32, ptr addrspace(5) %10, align 4
  %12 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 16
  %13 = load i32, ptr addrspace(5) %12, align 8
  %14 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 20
  %15 = load i32, ptr addrspace(5) %14, align 4
  %16 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 24
  %17 = load i32, ptr addrspace(5) %16, align 8
  %18 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 28
  %19 = load i32, ptr addrspace(5) %18, align 4
  %20 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 32
  %21 = load i32, ptr addrspace(5) %20, align 8
  %22 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 36
  %23 = load i32, ptr addrspace(5) %22, align 4
  %24 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 40
  %25 = load i32, ptr addrspace(5) %24, align 8
  %26 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 44
  %27 = load i32, ptr addrspace(5) %26, align 4
  %28 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 48
  %29 = load i32, ptr addrspace(5) %28, align 8
  %30 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 52
  %31 = load i32, ptr addrspace(5) %30, align 4
  %32 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 56
  %33 = load i32, ptr addrspace(5) %32, align 8
  %34 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 60
  %35 = load i32, ptr addrspace(5) %34, align 4
  %36 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 64
  %37 = load i32, ptr addrspace(5) %36, align 8
  %38 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 68
  %39 = load i32, ptr addrspace(5) %38, align 4
  %40 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 72
  %41 = load i32, ptr addrspace(5) %40, align 8
  %42 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 76
  %43 = load i32, ptr addrspace(5) %42, align 4
  %44 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 80
  %45 = load i32, ptr addrspace(5) %44, align 8
  %46 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 84
  %47 = load i32, ptr addrspace(5) %46, align 4
  %48 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 88
  %49 = load i32, ptr addrspace(5) %48, align 8
  %50 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 92
  %51 = load i32, ptr addrspace(5) %50, align 4
  %52 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 96
  %53 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 104
  %54 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 112
  %55 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 120
  %56 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 128
  %57 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 136
  %58 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 144
  %59 = load ptr addrspace(5), ptr addrspace(5) %58, align 8
  %60 = getelementptr inbounds nuw i8, ptr addrspace(5) %0, i32 152
  %61 = load ptr addrspace(1), ptr addrspace(5) %60, align 8
  %62 = mul nsw i32 %5, %1
  %63 = add nuw nsw i32 %1, 1
  %64 = mul nsw i32 %7, %63
  %65 = add nsw i32 %64, %62
  %66 = add nuw nsw i32 %1, 2
  %67 = mul nsw i32 %9, %66
  %68 = add nsw i32 %67, %65
  %69 = add nuw nsw i32 %1, 3
  %70 = mul nsw i32 %11, %69
  %71 = add nsw i32 %70, %68
  %72 = add nuw nsw i32 %1, 4
  %73 = mul nsw i32 %13, %72
  %74 = add nsw i32 %73, %71
  %75 = add nuw nsw i32 %1, 5
  %76 = mul nsw i32 %15, %75
  %77 = add nsw i32 %76, %74
  %78 = add nuw nsw i32 %1, 6
  %79 = mul nsw i32 %17, %78
  %80 = add nsw i32 %79, %77
  %81 = add nuw nsw i32 %1, 7
  %82 = mul nsw i32 %19, %81
  %83 = add nsw i32 %82, %80
  %84 = or disjoint i32 %1, 8
  %85 = mul nsw i32 %21, %84
  %86 = add nsw i32 %85, %83
  %87 = add nuw nsw i32 %1, 9
  %88 = mul nsw i32 %23, %87
  %89 = add nsw i32 %88, %86
  %90 = add nuw nsw i32 %1, 10
  %91 = mul nsw i32 %25, %90
  %92 = add nsw i32 %91, %89
  %93 = add nuw nsw i32 %1, 11
  %94 = mul nsw i32 %27, %93
  %95 = add nsw i32 %94, %92
  %96 = add nuw nsw i32 %1, 12
  %97 = mul nsw i32 %29, %96
  %98 = add nsw i32 %97, %95
  %99 = add nuw nsw i32 %1, 13
  %100 = mul nsw i32 %31, %99
  %101 = add nsw i32 %100, %98
  %102 = add nuw nsw i32 %1, 14
  %103 = mul nsw i32 %33, %102
  %104 = add nsw i32 %103, %101
  %105 = add nuw nsw i32 %1, 15
  %106 = mul nsw i32 %35, %105
  %107 = add nsw i32 %106, %104
  %108 = or disjoint i32 %1, 16
  %109 = mul nsw i32 %37, %108
  %110 = add nsw i32 %109, %107
  %111 = add nuw nsw i32 %1, 17
  %112 = mul nsw i32 %39, %111
  %113 = add nsw i32 %112, %110
  %114 = add nuw nsw i32 %1, 18
  %115 = mul nsw i32 %41, %114
  %116 = add nsw i32 %115, %113
  %117 = add nuw nsw i32 %1, 19
  %118 = mul nsw i32 %43, %117
  %119 = add nsw i32 %118, %116
  %120 = add nuw nsw i32 %1, 20
  %121 = mul nsw i32 %45, %120
  %122 = add nsw i32 %121, %119
  %123 = add nuw nsw i32 %1, 21
  %124 = mul nsw i32 %47, %123
  %125 = add nsw i32 %124, %122
  %126 = add nuw nsw i32 %1, 22
  %127 = mul nsw i32 %49, %126
  %128 = add nsw i32 %127, %125
  %129 = add nuw nsw i32 %1, 23
  %130 = mul nsw i32 %51, %129
  %131 = add nsw i32 %130, %128
  %132 = or disjoint i32 %1, 24
  %133 = add nuw nsw i32 %1, 25
  %134 = load <2 x i32>, ptr addrspace(5) %52, align 8
  %135 = insertelement <2 x i32> poison, i32 %132, i64 0
  %136 = insertelement <2 x i32> %135, i32 %133, i64 1
  %137 = mul nsw <2 x i32> %134, %136
  %138 = extractelement <2 x i32> %137, i64 0
  %139 = add nsw i32 %138, %131
  %140 = extractelement <2 x i32> %137, i64 1
  %141 = add nsw i32 %140, %139
  %142 = insertelement <2 x i32> poison, i32 %1, i64 0
  %143 = shufflevector <2 x i32> %142, <2 x i32> poison, <2 x i32> zeroinitializer
  %144 = add nuw nsw <2 x i32> %143, <i32 26, i32 27>
  %145 = load <2 x i32>, ptr addrspace(5) %53, align 8
  %146 = mul nsw <2 x i32> %145, %144
  %147 = extractelement <2 x i32> %146, i64 0
  %148 = add nsw i32 %147, %141
  %149 = extractelement <2 x i32> %146, i64 1
  %150 = add nsw i32 %149, %148
  %151 = add nuw nsw <2 x i32> %143, <i32 28, i32 29>
  %152 = load <2 x i32>, ptr addrspace(5) %54, align 8
  %153 = mul nsw <2 x i32> %152, %151
  %154 = extractelement <2 x i32> %153, i64 0
  %155 = add nsw i32 %154, %150
  %156 = extractelement <2 x i32> %153, i64 1
  %157 = add nsw i32 %156, %155
  %158 = add nuw nsw <2 x i32> %143, <i32 30, i32 31>
  %159 = load <2 x i32>, ptr addrspace(5) %55, align 8
  %160 = mul nsw <2 x i32> %159, %158
  %161 = extractelement <2 x i32> %160, i64 0
  %162 = add nsw i32 %161, %157
  %163 = extractelement <2 x i32> %160, i64 1
  %164 = add nsw i32 %163, %162
  %165 = or disjoint i32 %1, 32
  %166 = add nuw nsw i32 %1, 33
  %167 = load <2 x i32>, ptr addrspace(5) %56, align 8
  %168 = insertelement <2 x i32> poison, i32 %165, i64 0
  %169 = insertelement <2 x i32> %168, i32 %166, i64 1
  %170 = mul nsw <2 x i32> %167, %169
  %171 = extractelement <2 x i32> %170, i64 0
  %172 = add nsw i32 %171, %164
  %173 = extractelement <2 x i32> %170, i64 1
  %174 = add nsw i32 %173, %172
  %175 = add nuw nsw <2 x i32> %143, <i32 34, i32 35>
  %176 = load <2 x i32>, ptr addrspace(5) %57, align 8
  %177 = mul nsw <2 x i32> %176, %175
  %178 = extractelement <2 x i32> %177, i64 0
  %179 = add nsw i32 %178, %174
  %180 = extractelement <2 x i32> %177, i64 1
  %181 = add nsw i32 %180, %179
  %182 = load i32, ptr addrspace(5) %59, align 4, !tbaa !5
  %183 = add nsw i32 %182, %181
  store i32 %183, ptr addrspace(5) %59, align 4, !tbaa !5
  %184 = load i32, ptr addrspace(5) %2, align 4, !tbaa !5
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr addrspace(5) %2, align 4, !tbaa !5
  store i32 %181, ptr addrspace(1) %61, align 4, !tbaa !5
  %186 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i64 4
  store i32 %1, ptr addrspace(1) %186, align 4, !tbaa !5
  ret i32 %181
}

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #15

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #20

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #20

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #21

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #21

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #21

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #21

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #22

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #22

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #22

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.mul.v2i16(<2 x i16>) #23

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="512,512" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="512,512" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #9 = { alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #11 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #12 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #16 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #17 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #18 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #19 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #20 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #21 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #22 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #23 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #24 = { nounwind }

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
!9 = !{i32 1, i32 1}
!10 = !{!"none", !"none"}
!11 = !{!"ulong*", !"int*"}
!12 = !{!"const", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = !{}
!18 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!19 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!20 = !{!"char4*", !"uchar4*", !"short2*", !"ushort2*", !"int*", !"float*"}
!21 = !{!"char __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"short __attribute__((ext_vector_type(2)))*", !"ushort __attribute__((ext_vector_type(2)))*", !"int*", !"float*"}
!22 = !{!"const", !"const", !"const", !"const", !"", !""}
!23 = !{!7, !7, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !7, i64 0}
!26 = !{!"char*", !"uchar*", !"short*", !"ushort*", !"int*", !"float*"}
!27 = !{!"ulong*", !"ulong*"}
!28 = !{i32 1, i32 1, i32 1, i32 1}
!29 = !{!"none", !"none", !"none", !"none"}
!30 = !{!"float2*", !"float2*", !"float2*", !"float2*"}
!31 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*"}
!32 = !{!"const", !"const", !"const", !""}
!33 = !{!"uint*", !"uint*", !"uint*", !"uint*"}
!34 = !{!"ulong*", !"uint*", !"ulong*", !"uint4*", !"ulong*", !"uint4*"}
!35 = !{!"ulong*", !"uint*", !"ulong*", !"uint __attribute__((ext_vector_type(4)))*", !"ulong*", !"uint __attribute__((ext_vector_type(4)))*"}
!36 = !{i32 1, i32 1, i32 1}
!37 = !{!"none", !"none", !"none"}
!38 = !{!"uint*", !"uint*", !"uint*"}
!39 = !{!"const", !"const", !""}
!40 = !{!"int*", !"int*", !"int*", !"int*"}
!41 = !{i32 1}
!42 = !{!"none"}
!43 = !{!"uint*"}
!44 = !{!""}
!45 = !{i32 512, i32 1, i32 1}
!46 = !{!"float*", !"int*", !"float*"}
!47 = !{!"uint*", !"uint*"}
!48 = !{!49, !49, i64 0}
!49 = !{!"p1 int", !50, i64 0}
!50 = !{!"any pointer", !7, i64 0}
!51 = !{!"int*", !"int*", !"long*"}
!52 = !{i32 1, i32 1, i32 1, i32 0}
!53 = !{!"tree_node*", !"int*", !"int*", !"int"}
!54 = !{!"const", !"const", !"", !""}
!55 = !{!"int*", !"int*"}
!56 = !{!57, !49, i64 144}
!57 = !{!"", !7, i64 0, !49, i64 144, !49, i64 152}
!58 = !{!57, !49, i64 152}
