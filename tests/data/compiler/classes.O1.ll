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
  %17 = load i64, ptr addrspace(1) %16, align 8, !tbaa !15
  %18 = mul i32 %3, 3
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds nuw i64, ptr addrspace(1) %0, i64 %19
  %21 = load i64, ptr addrspace(1) %20, align 8, !tbaa !15
  %22 = mul i64 %15, 48
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %22
  %24 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %17, i1 false)
  %25 = trunc nuw nsw i64 %24 to i32
  store i32 %25, ptr addrspace(1) %23, align 4, !tbaa !5
  %26 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %17, i1 false)
  %27 = trunc nuw nsw i64 %26 to i32
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 4
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !5
  %29 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %17)
  %30 = trunc nuw nsw i64 %29 to i32
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 8
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !5
  %32 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %21, i1 false)
  %33 = trunc nuw nsw i64 %32 to i32
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 12
  store i32 %33, ptr addrspace(1) %34, align 4, !tbaa !5
  %35 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %21, i1 false)
  %36 = trunc nuw nsw i64 %35 to i32
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 16
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %21)
  %39 = trunc nuw nsw i64 %38 to i32
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 20
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !5
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
  %53 = trunc nuw nsw i64 %52 to i32
  %54 = add nsw i32 %53, -1
  %55 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 32
  store i32 %54, ptr addrspace(1) %55, align 4, !tbaa !5
  %56 = ashr i64 %21, 63
  %57 = xor i64 %56, %21
  %58 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %57, i1 false)
  %59 = trunc nuw nsw i64 %58 to i32
  %60 = add nsw i32 %59, -1
  %61 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 36
  store i32 %60, ptr addrspace(1) %61, align 4, !tbaa !5
  %62 = and i64 %15, 63
  %63 = lshr i64 %17, %62
  %64 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %63, i1 false)
  %65 = trunc nuw nsw i64 %64 to i32
  %66 = shl i64 %17, %62
  %67 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %66, i1 false)
  %68 = trunc nuw nsw i64 %67 to i32
  %69 = add nuw nsw i32 %65, %68
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 40
  store i32 %69, ptr addrspace(1) %70, align 4, !tbaa !5
  %71 = xor i64 %21, %17
  %72 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %71)
  %73 = trunc nuw nsw i64 %72 to i32
  %74 = and i64 %21, %17
  %75 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %74, i1 false)
  %76 = trunc nuw nsw i64 %75 to i32
  %77 = add nuw nsw i32 %73, %76
  %78 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 44
  store i32 %77, ptr addrspace(1) %78, align 4, !tbaa !5
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
  %25 = trunc nuw nsw i64 %24 to i32
  store i32 %25, ptr addrspace(1) %23, align 4, !tbaa !5
  %26 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %17, i1 false)
  %27 = trunc nuw nsw i64 %26 to i32
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 4
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !5
  %29 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %17)
  %30 = trunc nuw nsw i64 %29 to i32
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 8
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !5
  %32 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %21, i1 false)
  %33 = trunc nuw nsw i64 %32 to i32
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 12
  store i32 %33, ptr addrspace(1) %34, align 4, !tbaa !5
  %35 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %21, i1 false)
  %36 = trunc nuw nsw i64 %35 to i32
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 16
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %21)
  %39 = trunc nuw nsw i64 %38 to i32
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 20
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !5
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
  %53 = trunc nuw nsw i64 %52 to i32
  %54 = add nsw i32 %53, -1
  %55 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 32
  store i32 %54, ptr addrspace(1) %55, align 4, !tbaa !5
  %56 = ashr i64 %21, 63
  %57 = xor i64 %56, %21
  %58 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %57, i1 false)
  %59 = trunc nuw nsw i64 %58 to i32
  %60 = add nsw i32 %59, -1
  %61 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 36
  store i32 %60, ptr addrspace(1) %61, align 4, !tbaa !5
  %62 = and i64 %15, 63
  %63 = lshr i64 %17, %62
  %64 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %63, i1 false)
  %65 = trunc nuw nsw i64 %64 to i32
  %66 = shl i64 %17, %62
  %67 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %66, i1 false)
  %68 = trunc nuw nsw i64 %67 to i32
  %69 = add nuw nsw i32 %65, %68
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 40
  store i32 %69, ptr addrspace(1) %70, align 4, !tbaa !5
  %71 = xor i64 %21, %17
  %72 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %71)
  %73 = trunc nuw nsw i64 %72 to i32
  %74 = and i64 %21, %17
  %75 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %74, i1 false)
  %76 = trunc nuw nsw i64 %75 to i32
  %77 = add nuw nsw i32 %73, %76
  %78 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 44
  store i32 %77, ptr addrspace(1) %78, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @subword(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, ptr addrspace(1) noundef writeonly align 4 captures(none) %5) local_unnamed_addr #0 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
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
  %21 = load <4 x i8>, ptr addrspace(1) %20, align 4, !tbaa !22
  %22 = getelementptr inbounds nuw <4 x i8>, ptr addrspace(1) %1, i64 %19
  %23 = load <4 x i8>, ptr addrspace(1) %22, align 4, !tbaa !22
  %24 = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %2, i64 %19
  %25 = load <2 x i16>, ptr addrspace(1) %24, align 4, !tbaa !22
  %26 = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %3, i64 %19
  %27 = load <2 x i16>, ptr addrspace(1) %26, align 4, !tbaa !22
  %28 = shl i64 %19, 3
  %29 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %28
  %30 = extractelement <4 x i8> %21, i64 0
  %31 = sext i8 %30 to i32
  %32 = extractelement <4 x i8> %23, i64 1
  %33 = zext i8 %32 to i32
  %34 = mul nsw i32 %33, %31
  %35 = extractelement <4 x i8> %21, i64 1
  %36 = sext i8 %35 to i32
  %37 = extractelement <4 x i8> %23, i64 0
  %38 = zext i8 %37 to i32
  %39 = mul nsw i32 %38, %36
  %40 = add nsw i32 %34, %39
  store i32 %40, ptr addrspace(1) %29, align 4, !tbaa !5
  %41 = extractelement <4 x i8> %21, i64 2
  %42 = sext i8 %41 to i32
  %43 = extractelement <2 x i16> %25, i64 0
  %44 = sext i16 %43 to i32
  %45 = mul nsw i32 %44, %42
  %46 = extractelement <4 x i8> %23, i64 3
  %47 = zext i8 %46 to i32
  %48 = extractelement <2 x i16> %27, i64 1
  %49 = zext i16 %48 to i32
  %50 = mul nuw nsw i32 %49, %47
  %51 = add nsw i32 %50, %45
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 4
  store i32 %51, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = extractelement <4 x i8> %21, i64 3
  %54 = sext i8 %53 to i32
  %55 = extractelement <4 x i8> %23, i64 2
  %56 = zext i8 %55 to i32
  %57 = add nsw i32 %56, %54
  %58 = extractelement <2 x i16> %25, i64 1
  %59 = sext i16 %58 to i32
  %60 = extractelement <2 x i16> %27, i64 0
  %61 = zext i16 %60 to i32
  %62 = sub nsw i32 %59, %61
  %63 = mul nsw i32 %62, %57
  %64 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 8
  store i32 %63, ptr addrspace(1) %64, align 4, !tbaa !5
  %65 = add i8 %37, %30
  %66 = zext i8 %65 to i32
  %67 = mul i8 %32, 3
  %68 = sext i8 %67 to i32
  %69 = add nsw i32 %66, %68
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 12
  store i32 %69, ptr addrspace(1) %70, align 4, !tbaa !5
  %71 = tail call i16 @llvm.vector.reduce.mul.v2i16(<2 x i16> %25)
  %72 = sext i16 %71 to i32
  %73 = shufflevector <2 x i16> %27, <2 x i16> poison, <2 x i32> <i32 1, i32 poison>
  %74 = add <2 x i16> %27, %73
  %75 = extractelement <2 x i16> %74, i64 0
  %76 = zext i16 %75 to i32
  %77 = add nsw i32 %76, %72
  %78 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 16
  store i32 %77, ptr addrspace(1) %78, align 4, !tbaa !5
  %79 = shl nsw i32 %36, 9
  %80 = lshr i32 %47, 1
  %81 = or disjoint i32 %80, %79
  %82 = ashr i32 %44, 3
  %83 = xor i32 %81, %82
  %84 = shl nuw nsw i32 %49, 2
  %85 = xor i32 %83, %84
  %86 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 20
  store i32 %85, ptr addrspace(1) %86, align 4, !tbaa !5
  %87 = tail call i32 @llvm.smax.i32(i32 %42, i32 %56)
  %88 = tail call i32 @llvm.smin.i32(i32 %59, i32 %61)
  %89 = sub nsw i32 %87, %88
  %90 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 24
  store i32 %89, ptr addrspace(1) %90, align 4, !tbaa !5
  %91 = mul nuw nsw i32 %61, %38
  %92 = mul nuw nsw i32 %33, %56
  %93 = add nuw nsw i32 %50, %92
  %94 = add nuw nsw i32 %93, %91
  %95 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 28
  store i32 %94, ptr addrspace(1) %95, align 4, !tbaa !5
  %96 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %28
  %97 = sitofp i8 %30 to float
  %98 = uitofp i8 %32 to float
  %99 = fadd float %97, %98
  store float %99, ptr addrspace(1) %96, align 4, !tbaa !23
  %100 = sitofp i8 %53 to float
  %101 = fmul float %100, 5.000000e-01
  %102 = uitofp i8 %55 to float
  %103 = fadd float %101, %102
  %104 = getelementptr inbounds nuw i8, ptr addrspace(1) %96, i64 4
  store float %103, ptr addrspace(1) %104, align 4, !tbaa !23
  %105 = sitofp i16 %58 to float
  %106 = uitofp i16 %60 to float
  %107 = fsub float %105, %106
  %108 = getelementptr inbounds nuw i8, ptr addrspace(1) %96, i64 8
  store float %107, ptr addrspace(1) %108, align 4, !tbaa !23
  %109 = uitofp i16 %48 to float
  %110 = fmul float %109, 2.500000e-01
  %111 = sitofp i16 %43 to float
  %112 = fadd float %110, %111
  %113 = getelementptr inbounds nuw i8, ptr addrspace(1) %96, i64 12
  store float %112, ptr addrspace(1) %113, align 4, !tbaa !23
  %114 = mul nsw i32 %47, %42
  %115 = sitofp i32 %114 to float
  %116 = getelementptr inbounds nuw i8, ptr addrspace(1) %96, i64 16
  store float %115, ptr addrspace(1) %116, align 4, !tbaa !23
  %117 = uitofp i8 %37 to float
  %118 = sitofp i8 %35 to float
  %119 = fmul float %118, %117
  %120 = getelementptr inbounds nuw i8, ptr addrspace(1) %96, i64 20
  store float %119, ptr addrspace(1) %120, align 4, !tbaa !23
  %121 = sext i8 %30 to i16
  %122 = add i16 %58, %121
  %123 = sitofp i16 %122 to float
  %124 = getelementptr inbounds nuw i8, ptr addrspace(1) %96, i64 24
  store float %123, ptr addrspace(1) %124, align 4, !tbaa !23
  %125 = zext i8 %46 to i16
  %126 = sub i16 %60, %125
  %127 = uitofp i16 %126 to float
  %128 = xor i8 %41, %53
  %129 = sitofp i8 %128 to float
  %130 = fadd float %129, %127
  %131 = getelementptr inbounds nuw i8, ptr addrspace(1) %96, i64 28
  store float %130, ptr addrspace(1) %131, align 4, !tbaa !23
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_subword(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, ptr addrspace(1) noundef writeonly align 4 captures(none) %5) local_unnamed_addr #1 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
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
  %21 = load <4 x i8>, ptr addrspace(1) %20, align 4, !tbaa !22
  %22 = getelementptr inbounds nuw <4 x i8>, ptr addrspace(1) %1, i64 %19
  %23 = load <4 x i8>, ptr addrspace(1) %22, align 4, !tbaa !22
  %24 = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %2, i64 %19
  %25 = load <2 x i16>, ptr addrspace(1) %24, align 4, !tbaa !22
  %26 = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %3, i64 %19
  %27 = load <2 x i16>, ptr addrspace(1) %26, align 4, !tbaa !22
  %28 = shl i64 %19, 3
  %29 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %28
  %30 = extractelement <4 x i8> %21, i64 0
  %31 = sext i8 %30 to i32
  %32 = extractelement <4 x i8> %23, i64 1
  %33 = zext i8 %32 to i32
  %34 = mul nsw i32 %33, %31
  %35 = extractelement <4 x i8> %21, i64 1
  %36 = sext i8 %35 to i32
  %37 = extractelement <4 x i8> %23, i64 0
  %38 = zext i8 %37 to i32
  %39 = mul nsw i32 %38, %36
  %40 = add nsw i32 %34, %39
  store i32 %40, ptr addrspace(1) %29, align 4, !tbaa !5
  %41 = extractelement <4 x i8> %21, i64 2
  %42 = sext i8 %41 to i32
  %43 = extractelement <2 x i16> %25, i64 0
  %44 = sext i16 %43 to i32
  %45 = mul nsw i32 %44, %42
  %46 = extractelement <4 x i8> %23, i64 3
  %47 = zext i8 %46 to i32
  %48 = extractelement <2 x i16> %27, i64 1
  %49 = zext i16 %48 to i32
  %50 = mul nuw nsw i32 %49, %47
  %51 = add nsw i32 %50, %45
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 4
  store i32 %51, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = extractelement <4 x i8> %21, i64 3
  %54 = sext i8 %53 to i32
  %55 = extractelement <4 x i8> %23, i64 2
  %56 = zext i8 %55 to i32
  %57 = add nsw i32 %56, %54
  %58 = extractelement <2 x i16> %25, i64 1
  %59 = sext i16 %58 to i32
  %60 = extractelement <2 x i16> %27, i64 0
  %61 = zext i16 %60 to i32
  %62 = sub nsw i32 %59, %61
  %63 = mul nsw i32 %62, %57
  %64 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 8
  store i32 %63, ptr addrspace(1) %64, align 4, !tbaa !5
  %65 = add i8 %37, %30
  %66 = zext i8 %65 to i32
  %67 = mul i8 %32, 3
  %68 = sext i8 %67 to i32
  %69 = add nsw i32 %66, %68
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 12
  store i32 %69, ptr addrspace(1) %70, align 4, !tbaa !5
  %71 = tail call i16 @llvm.vector.reduce.mul.v2i16(<2 x i16> %25)
  %72 = sext i16 %71 to i32
  %73 = shufflevector <2 x i16> %27, <2 x i16> poison, <2 x i32> <i32 1, i32 poison>
  %74 = add <2 x i16> %27, %73
  %75 = extractelement <2 x i16> %74, i64 0
  %76 = zext i16 %75 to i32
  %77 = add nsw i32 %76, %72
  %78 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 16
  store i32 %77, ptr addrspace(1) %78, align 4, !tbaa !5
  %79 = shl nsw i32 %36, 9
  %80 = lshr i32 %47, 1
  %81 = or disjoint i32 %80, %79
  %82 = ashr i32 %44, 3
  %83 = xor i32 %81, %82
  %84 = shl nuw nsw i32 %49, 2
  %85 = xor i32 %83, %84
  %86 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 20
  store i32 %85, ptr addrspace(1) %86, align 4, !tbaa !5
  %87 = tail call i32 @llvm.smax.i32(i32 %42, i32 %56)
  %88 = tail call i32 @llvm.smin.i32(i32 %59, i32 %61)
  %89 = sub nsw i32 %87, %88
  %90 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 24
  store i32 %89, ptr addrspace(1) %90, align 4, !tbaa !5
  %91 = mul nuw nsw i32 %61, %38
  %92 = mul nuw nsw i32 %33, %56
  %93 = add nuw nsw i32 %50, %92
  %94 = add nuw nsw i32 %93, %91
  %95 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 28
  store i32 %94, ptr addrspace(1) %95, align 4, !tbaa !5
  %96 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %28
  %97 = sitofp i8 %30 to float
  %98 = uitofp i8 %32 to float
  %99 = fadd float %97, %98
  store float %99, ptr addrspace(1) %96, align 4, !tbaa !23
  %100 = sitofp i8 %53 to float
  %101 = fmul float %100, 5.000000e-01
  %102 = uitofp i8 %55 to float
  %103 = fadd float %101, %102
  %104 = getelementptr inbounds nuw i8, ptr addrspace(1) %96, i64 4
  store float %103, ptr addrspace(1) %104, align 4, !tbaa !23
  %105 = sitofp i16 %58 to float
  %106 = uitofp i16 %60 to float
  %107 = fsub float %105, %106
  %108 = getelementptr inbounds nuw i8, ptr addrspace(1) %96, i64 8
  store float %107, ptr addrspace(1) %108, align 4, !tbaa !23
  %109 = uitofp i16 %48 to float
  %110 = fmul float %109, 2.500000e-01
  %111 = sitofp i16 %43 to float
  %112 = fadd float %110, %111
  %113 = getelementptr inbounds nuw i8, ptr addrspace(1) %96, i64 12
  store float %112, ptr addrspace(1) %113, align 4, !tbaa !23
  %114 = mul nsw i32 %47, %42
  %115 = sitofp i32 %114 to float
  %116 = getelementptr inbounds nuw i8, ptr addrspace(1) %96, i64 16
  store float %115, ptr addrspace(1) %116, align 4, !tbaa !23
  %117 = uitofp i8 %37 to float
  %118 = sitofp i8 %35 to float
  %119 = fmul float %118, %117
  %120 = getelementptr inbounds nuw i8, ptr addrspace(1) %96, i64 20
  store float %119, ptr addrspace(1) %120, align 4, !tbaa !23
  %121 = sext i8 %30 to i16
  %122 = add i16 %58, %121
  %123 = sitofp i16 %122 to float
  %124 = getelementptr inbounds nuw i8, ptr addrspace(1) %96, i64 24
  store float %123, ptr addrspace(1) %124, align 4, !tbaa !23
  %125 = zext i8 %46 to i16
  %126 = sub i16 %60, %125
  %127 = uitofp i16 %126 to float
  %128 = xor i8 %41, %53
  %129 = sitofp i8 %128 to float
  %130 = fadd float %129, %127
  %131 = getelementptr inbounds nuw i8, ptr addrspace(1) %96, i64 28
  store float %130, ptr addrspace(1) %131, align 4, !tbaa !23
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @subword_scalar(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef readonly align 1 captures(none) %1, ptr addrspace(1) noundef readonly align 2 captures(none) %2, ptr addrspace(1) noundef readonly align 2 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, ptr addrspace(1) noundef writeonly align 4 captures(none) %5) local_unnamed_addr #0 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !21 {
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
  %23 = load i8, ptr addrspace(1) %22, align 1, !tbaa !22
  %24 = add i64 %20, 2
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %24
  %26 = load i8, ptr addrspace(1) %25, align 1, !tbaa !22
  %27 = mul i64 %19, 5
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %27
  %29 = load i8, ptr addrspace(1) %28, align 1, !tbaa !22
  %30 = getelementptr i8, ptr addrspace(1) %28, i64 3
  %31 = load i8, ptr addrspace(1) %30, align 1, !tbaa !22
  %32 = shl i64 %19, 1
  %33 = or disjoint i64 %32, 1
  %34 = getelementptr inbounds nuw i16, ptr addrspace(1) %2, i64 %33
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
  %75 = fmul float %73, %74
  %76 = sitofp i16 %35 to float
  %77 = fsub float %75, %76
  %78 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %32
  store float %77, ptr addrspace(1) %78, align 4, !tbaa !23
  %79 = zext i8 %29 to i16
  %80 = add i16 %37, %79
  %81 = uitofp i16 %80 to float
  %82 = sub i16 %35, %53
  %83 = sitofp i16 %82 to float
  %84 = fmul float %83, 1.250000e-01
  %85 = fadd float %84, %81
  %86 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %33
  store float %85, ptr addrspace(1) %86, align 4, !tbaa !23
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_subword_scalar(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef readonly align 1 captures(none) %1, ptr addrspace(1) noundef readonly align 2 captures(none) %2, ptr addrspace(1) noundef readonly align 2 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, ptr addrspace(1) noundef writeonly align 4 captures(none) %5) local_unnamed_addr #1 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !21 {
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
  %23 = load i8, ptr addrspace(1) %22, align 1, !tbaa !22
  %24 = add i64 %20, 2
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %24
  %26 = load i8, ptr addrspace(1) %25, align 1, !tbaa !22
  %27 = mul i64 %19, 5
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %27
  %29 = load i8, ptr addrspace(1) %28, align 1, !tbaa !22
  %30 = getelementptr i8, ptr addrspace(1) %28, i64 3
  %31 = load i8, ptr addrspace(1) %30, align 1, !tbaa !22
  %32 = shl i64 %19, 1
  %33 = or disjoint i64 %32, 1
  %34 = getelementptr inbounds nuw i16, ptr addrspace(1) %2, i64 %33
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
  %75 = fmul float %73, %74
  %76 = sitofp i16 %35 to float
  %77 = fsub float %75, %76
  %78 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %32
  store float %77, ptr addrspace(1) %78, align 4, !tbaa !23
  %79 = zext i8 %29 to i16
  %80 = add i16 %37, %79
  %81 = uitofp i16 %80 to float
  %82 = sub i16 %35, %53
  %83 = sitofp i16 %82 to float
  %84 = fmul float %83, 1.250000e-01
  %85 = fadd float %84, %81
  %86 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %33
  store float %85, ptr addrspace(1) %86, align 4, !tbaa !23
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @int_widths(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef writeonly align 8 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !12 {
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
  %18 = load i64, ptr addrspace(1) %17, align 8, !tbaa !15
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 8
  %20 = load i64, ptr addrspace(1) %19, align 8, !tbaa !15
  %21 = trunc i64 %18 to i8
  %22 = lshr i64 %18, 8
  %23 = trunc i64 %22 to i16
  %24 = lshr i64 %18, 16
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
  %69 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %20, i1 false)
  %70 = shl nuw nsw i64 %69, 24
  %71 = lshr i64 %20, 40
  %72 = tail call range(i64 40, 65) i64 @llvm.ctlz.i64(i64 %71, i1 false)
  %73 = shl nuw nsw i64 %72, 32
  %74 = or disjoint i64 %73, %70
  %75 = or i64 %74, %68
  %76 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 8
  store i64 %75, ptr addrspace(1) %76, align 8, !tbaa !15
  %77 = trunc i64 %20 to i32
  %78 = lshr i64 %20, 8
  %79 = trunc i64 %18 to i32
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
  %101 = tail call i64 @llvm.fshl.i64(i64 %18, i64 %18, i64 %78)
  %102 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 40
  store i64 %101, ptr addrspace(1) %102, align 8, !tbaa !15
  %103 = zext i64 %18 to i128
  %104 = zext i64 %20 to i128
  %105 = mul nuw i128 %104, %103
  %106 = lshr i128 %105, 64
  %107 = trunc nuw i128 %106 to i64
  %108 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 48
  store i64 %107, ptr addrspace(1) %108, align 8, !tbaa !15
  %109 = sext i64 %18 to i128
  %110 = sext i64 %20 to i128
  %111 = mul nsw i128 %110, %109
  %112 = lshr i128 %111, 64
  %113 = trunc nuw i128 %112 to i64
  %114 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 56
  store i64 %113, ptr addrspace(1) %114, align 8, !tbaa !15
  %115 = lshr i64 %18, 1
  %116 = lshr i64 %20, 1
  %117 = add nuw i64 %116, %115
  %118 = and i64 %18, 1
  %119 = and i64 %118, %20
  %120 = add nuw i64 %117, %119
  %121 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 64
  store i64 %120, ptr addrspace(1) %121, align 8, !tbaa !15
  %122 = icmp ugt i64 %18, %20
  %123 = sub nuw i64 %18, %20
  %124 = sub nuw i64 %20, %18
  %125 = select i1 %122, i64 %123, i64 %124
  %126 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 72
  store i64 %125, ptr addrspace(1) %126, align 8, !tbaa !15
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_int_widths(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef writeonly align 8 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !12 {
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
  %18 = load i64, ptr addrspace(1) %17, align 8, !tbaa !15
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 8
  %20 = load i64, ptr addrspace(1) %19, align 8, !tbaa !15
  %21 = trunc i64 %18 to i8
  %22 = lshr i64 %18, 8
  %23 = trunc i64 %22 to i16
  %24 = lshr i64 %18, 16
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
  %69 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %20, i1 false)
  %70 = shl nuw nsw i64 %69, 24
  %71 = lshr i64 %20, 40
  %72 = tail call range(i64 40, 65) i64 @llvm.ctlz.i64(i64 %71, i1 false)
  %73 = shl nuw nsw i64 %72, 32
  %74 = or disjoint i64 %73, %70
  %75 = or i64 %74, %68
  %76 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 8
  store i64 %75, ptr addrspace(1) %76, align 8, !tbaa !15
  %77 = trunc i64 %20 to i32
  %78 = lshr i64 %20, 8
  %79 = trunc i64 %18 to i32
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
  %101 = tail call i64 @llvm.fshl.i64(i64 %18, i64 %18, i64 %78)
  %102 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 40
  store i64 %101, ptr addrspace(1) %102, align 8, !tbaa !15
  %103 = zext i64 %18 to i128
  %104 = zext i64 %20 to i128
  %105 = mul nuw i128 %104, %103
  %106 = lshr i128 %105, 64
  %107 = trunc nuw i128 %106 to i64
  %108 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 48
  store i64 %107, ptr addrspace(1) %108, align 8, !tbaa !15
  %109 = sext i64 %18 to i128
  %110 = sext i64 %20 to i128
  %111 = mul nsw i128 %110, %109
  %112 = lshr i128 %111, 64
  %113 = trunc nuw i128 %112 to i64
  %114 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 56
  store i64 %113, ptr addrspace(1) %114, align 8, !tbaa !15
  %115 = lshr i64 %18, 1
  %116 = lshr i64 %20, 1
  %117 = add nuw i64 %116, %115
  %118 = and i64 %18, 1
  %119 = and i64 %118, %20
  %120 = add nuw i64 %117, %119
  %121 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 64
  store i64 %120, ptr addrspace(1) %121, align 8, !tbaa !15
  %122 = icmp ugt i64 %18, %20
  %123 = sub nuw i64 %18, %20
  %124 = sub nuw i64 %20, %18
  %125 = select i1 %122, i64 %123, i64 %124
  %126 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 72
  store i64 %125, ptr addrspace(1) %126, align 8, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @float2_swizzle(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
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
  %19 = load <2 x float>, ptr addrspace(1) %18, align 8, !tbaa !22
  %20 = getelementptr inbounds nuw <2 x float>, ptr addrspace(1) %1, i64 %17
  %21 = load <2 x float>, ptr addrspace(1) %20, align 8, !tbaa !22
  %22 = getelementptr inbounds nuw <2 x float>, ptr addrspace(1) %2, i64 %17
  %23 = load <2 x float>, ptr addrspace(1) %22, align 8, !tbaa !22
  %24 = mul i64 %17, 72
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i64 %24
  %26 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %27 = fmul <2 x float> %19, %26
  store <2 x float> %27, ptr addrspace(1) %25, align 8, !tbaa !22
  %28 = fadd <2 x float> %19, %26
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store <2 x float> %28, ptr addrspace(1) %29, align 8, !tbaa !22
  %30 = tail call <2 x float> @llvm.fma.v2f32(<2 x float> %19, <2 x float> %26, <2 x float> %23)
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 16
  store <2 x float> %30, ptr addrspace(1) %31, align 8, !tbaa !22
  %32 = shufflevector <2 x float> %19, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %33 = shufflevector <2 x float> %23, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %34 = fneg <2 x float> %33
  %35 = tail call <2 x float> @llvm.fma.v2f32(<2 x float> %32, <2 x float> %21, <2 x float> %34)
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 24
  store <2 x float> %35, ptr addrspace(1) %36, align 8, !tbaa !22
  %37 = fsub <2 x float> %19, %26
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 32
  store <2 x float> %37, ptr addrspace(1) %38, align 8, !tbaa !22
  %39 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> zeroinitializer
  %40 = fmul <2 x float> %19, %39
  %41 = shufflevector <2 x float> %23, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %42 = fadd <2 x float> %40, %41
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 40
  store <2 x float> %42, ptr addrspace(1) %43, align 8, !tbaa !22
  %44 = fneg <2 x float> %32
  %45 = fmul <2 x float> %21, %44
  %46 = fsub <2 x float> %45, %23
  %47 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 48
  store <2 x float> %46, ptr addrspace(1) %47, align 8, !tbaa !22
  %48 = shufflevector <2 x float> %19, <2 x float> poison, <2 x i32> zeroinitializer
  %49 = fneg <2 x float> %21
  %50 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %51 = tail call <2 x float> @llvm.fma.v2f32(<2 x float> %48, <2 x float> %50, <2 x float> %33)
  %52 = fneg <2 x float> %19
  %53 = shufflevector <2 x float> %19, <2 x float> %52, <2 x i32> <i32 1, i32 2>
  %54 = fadd <2 x float> %53, %51
  %55 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 56
  store <2 x float> %54, ptr addrspace(1) %55, align 8, !tbaa !22
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 64
  store <2 x float> %33, ptr addrspace(1) %56, align 8, !tbaa !22
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_float2_swizzle(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
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
  %19 = load <2 x float>, ptr addrspace(1) %18, align 8, !tbaa !22
  %20 = getelementptr inbounds nuw <2 x float>, ptr addrspace(1) %1, i64 %17
  %21 = load <2 x float>, ptr addrspace(1) %20, align 8, !tbaa !22
  %22 = getelementptr inbounds nuw <2 x float>, ptr addrspace(1) %2, i64 %17
  %23 = load <2 x float>, ptr addrspace(1) %22, align 8, !tbaa !22
  %24 = mul i64 %17, 72
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i64 %24
  %26 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %27 = fmul <2 x float> %19, %26
  store <2 x float> %27, ptr addrspace(1) %25, align 8, !tbaa !22
  %28 = fadd <2 x float> %19, %26
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store <2 x float> %28, ptr addrspace(1) %29, align 8, !tbaa !22
  %30 = tail call <2 x float> @llvm.fma.v2f32(<2 x float> %19, <2 x float> %26, <2 x float> %23)
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 16
  store <2 x float> %30, ptr addrspace(1) %31, align 8, !tbaa !22
  %32 = shufflevector <2 x float> %19, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %33 = shufflevector <2 x float> %23, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %34 = fneg <2 x float> %33
  %35 = tail call <2 x float> @llvm.fma.v2f32(<2 x float> %32, <2 x float> %21, <2 x float> %34)
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 24
  store <2 x float> %35, ptr addrspace(1) %36, align 8, !tbaa !22
  %37 = fsub <2 x float> %19, %26
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 32
  store <2 x float> %37, ptr addrspace(1) %38, align 8, !tbaa !22
  %39 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> zeroinitializer
  %40 = fmul <2 x float> %19, %39
  %41 = shufflevector <2 x float> %23, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %42 = fadd <2 x float> %40, %41
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 40
  store <2 x float> %42, ptr addrspace(1) %43, align 8, !tbaa !22
  %44 = fneg <2 x float> %32
  %45 = fmul <2 x float> %21, %44
  %46 = fsub <2 x float> %45, %23
  %47 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 48
  store <2 x float> %46, ptr addrspace(1) %47, align 8, !tbaa !22
  %48 = shufflevector <2 x float> %19, <2 x float> poison, <2 x i32> zeroinitializer
  %49 = fneg <2 x float> %21
  %50 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %51 = tail call <2 x float> @llvm.fma.v2f32(<2 x float> %48, <2 x float> %50, <2 x float> %33)
  %52 = fneg <2 x float> %19
  %53 = shufflevector <2 x float> %19, <2 x float> %52, <2 x i32> <i32 1, i32 2>
  %54 = fadd <2 x float> %53, %51
  %55 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 56
  store <2 x float> %54, ptr addrspace(1) %55, align 8, !tbaa !22
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 64
  store <2 x float> %33, ptr addrspace(1) %56, align 8, !tbaa !22
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @int_builtins(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #2 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !31 {
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

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_int_builtins(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #3 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !31 {
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
define protected amdgpu_kernel void @sad_family(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef readonly align 16 captures(none) %3, ptr addrspace(1) noundef writeonly align 8 captures(none) %4, ptr addrspace(1) noundef writeonly align 16 captures(none) %5) local_unnamed_addr #0 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !33 !kernel_arg_base_type !34 !kernel_arg_type_qual !21 {
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
  %35 = load <4 x i32>, ptr addrspace(1) %34, align 16, !tbaa !22
  %36 = tail call <4 x i32> @llvm.amdgcn.mqsad.u32.u8(i64 %33, i32 %23, <4 x i32> %35)
  %37 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %5, i64 %19
  store <4 x i32> %36, ptr addrspace(1) %37, align 16, !tbaa !22
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_sad_family(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef readonly align 16 captures(none) %3, ptr addrspace(1) noundef writeonly align 8 captures(none) %4, ptr addrspace(1) noundef writeonly align 16 captures(none) %5) local_unnamed_addr #1 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !33 !kernel_arg_base_type !34 !kernel_arg_type_qual !21 {
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
  %35 = load <4 x i32>, ptr addrspace(1) %34, align 16, !tbaa !22
  %36 = tail call <4 x i32> @llvm.amdgcn.mqsad.u32.u8(i64 %33, i32 %23, <4 x i32> %35)
  %37 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %5, i64 %19
  store <4 x i32> %36, ptr addrspace(1) %37, align 16, !tbaa !22
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @saturate(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
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

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_saturate(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
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
define protected amdgpu_kernel void @dots(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !31 {
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

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_dots(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !31 {
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

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @bitonic_sort(ptr addrspace(1) noundef align 4 captures(none) %0) local_unnamed_addr #4 !kernel_arg_addr_space !40 !kernel_arg_access_qual !41 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 !reqd_work_group_size !44 {
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
  br label %16

16:                                               ; preds = %1, %19
  %17 = phi i32 [ 2, %1 ], [ %20, %19 ]
  %18 = lshr exact i32 %17, 1
  br label %22

19:                                               ; preds = %41
  %20 = shl nuw nsw i32 %17, 1
  %21 = icmp samesign ult i32 %17, 513
  br i1 %21, label %16, label %44, !llvm.loop !45

22:                                               ; preds = %16, %41
  %23 = phi i32 [ %18, %16 ], [ %42, %41 ]
  %24 = phi i32 [ %17, %16 ], [ %23, %41 ]
  %25 = and i32 %24, 2046
  %26 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %23, i1 true)
  %27 = lshr i32 %2, %26
  %28 = mul nuw nsw i32 %27, %25
  %29 = add nuw nsw i32 %23, 1023
  %30 = and i32 %29, %2
  %31 = add nuw nsw i32 %28, %30
  %32 = and i32 %31, %17
  %33 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %31
  %34 = load i32, ptr addrspace(3) %33, align 4, !tbaa !5
  %35 = getelementptr inbounds nuw i32, ptr addrspace(3) %33, i32 %23
  %36 = load i32, ptr addrspace(3) %35, align 4, !tbaa !5
  %37 = icmp ugt i32 %34, %36
  %38 = icmp ne i32 %32, 0
  %39 = xor i1 %38, %37
  br i1 %39, label %40, label %41

40:                                               ; preds = %22
  store i32 %36, ptr addrspace(3) %33, align 4, !tbaa !5
  store i32 %34, ptr addrspace(3) %35, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %40, %22
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %42 = lshr i32 %23, 1
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %19, label %22, !llvm.loop !47

44:                                               ; preds = %19
  %45 = load i32, ptr addrspace(3) %10, align 4, !tbaa !5
  store i32 %45, ptr addrspace(1) %8, align 4, !tbaa !5
  %46 = load i32, ptr addrspace(3) %15, align 4, !tbaa !5
  store i32 %46, ptr addrspace(1) %13, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind
define protected void @__clang_ocl_kern_imp_bitonic_sort(ptr addrspace(1) noundef align 4 captures(none) %0) local_unnamed_addr #5 !kernel_arg_addr_space !40 !kernel_arg_access_qual !41 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 !reqd_work_group_size !44 {
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
  br label %16

16:                                               ; preds = %1, %22
  %17 = phi i32 [ 2, %1 ], [ %23, %22 ]
  %18 = lshr exact i32 %17, 1
  br label %25

19:                                               ; preds = %22
  %20 = load i32, ptr addrspace(3) %10, align 4, !tbaa !5
  store i32 %20, ptr addrspace(1) %8, align 4, !tbaa !5
  %21 = load i32, ptr addrspace(3) %15, align 4, !tbaa !5
  store i32 %21, ptr addrspace(1) %13, align 4, !tbaa !5
  ret void

22:                                               ; preds = %44
  %23 = shl nuw nsw i32 %17, 1
  %24 = icmp samesign ult i32 %17, 513
  br i1 %24, label %16, label %19, !llvm.loop !45

25:                                               ; preds = %16, %44
  %26 = phi i32 [ %18, %16 ], [ %45, %44 ]
  %27 = phi i32 [ %17, %16 ], [ %26, %44 ]
  %28 = and i32 %27, 2046
  %29 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %26, i1 true)
  %30 = lshr i32 %2, %29
  %31 = mul nuw nsw i32 %30, %28
  %32 = add nuw nsw i32 %26, 1023
  %33 = and i32 %32, %2
  %34 = add nuw nsw i32 %31, %33
  %35 = and i32 %34, %17
  %36 = getelementptr inbounds nuw i32, ptr addrspace(3) @bitonic_sort.k, i32 %34
  %37 = load i32, ptr addrspace(3) %36, align 4, !tbaa !5
  %38 = getelementptr inbounds nuw i32, ptr addrspace(3) %36, i32 %26
  %39 = load i32, ptr addrspace(3) %38, align 4, !tbaa !5
  %40 = icmp ugt i32 %37, %39
  %41 = icmp ne i32 %35, 0
  %42 = xor i1 %41, %40
  br i1 %42, label %43, label %44

43:                                               ; preds = %25
  store i32 %39, ptr addrspace(3) %36, align 4, !tbaa !5
  store i32 %37, ptr addrspace(3) %38, align 4, !tbaa !5
  br label %44

44:                                               ; preds = %25, %43
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %45 = lshr i32 %26, 1
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %22, label %25, !llvm.loop !47
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @private48(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #6 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !48 !kernel_arg_base_type !48 !kernel_arg_type_qual !38 {
  %4 = alloca [48 x float], align 4, addrspace(5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #27
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
  br label %23

20:                                               ; preds = %23
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %17
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !5
  br label %33

23:                                               ; preds = %3, %23
  %24 = phi i32 [ 0, %3 ], [ %28, %23 ]
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr float, ptr addrspace(1) %19, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !23
  %28 = add nuw nsw i32 %24, 1
  %29 = uitofp nneg i32 %28 to float
  %30 = fmul float %27, %29
  %31 = getelementptr inbounds nuw float, ptr addrspace(5) %4, i32 %24
  store float %30, ptr addrspace(5) %31, align 4, !tbaa !23
  %32 = icmp eq i32 %28, 48
  br i1 %32, label %20, label %23, !llvm.loop !49

33:                                               ; preds = %20, %33
  %34 = phi i32 [ 0, %20 ], [ %45, %33 ]
  %35 = mul nuw nsw i32 %34, 11
  %36 = add nsw i32 %35, %22
  %37 = srem i32 %36, 48
  %38 = add nsw i32 %37, 5
  %39 = srem i32 %38, 48
  %40 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %39
  %41 = load float, ptr addrspace(5) %40, align 4, !tbaa !23
  %42 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %37
  %43 = load float, ptr addrspace(5) %42, align 4, !tbaa !23
  %44 = fadd float %41, %43
  store float %44, ptr addrspace(5) %42, align 4, !tbaa !23
  %45 = add nuw nsw i32 %34, 1
  %46 = icmp eq i32 %45, 4
  br i1 %46, label %47, label %33, !llvm.loop !50

47:                                               ; preds = %33
  %48 = srem i32 %22, 48
  %49 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %48
  %50 = load float, ptr addrspace(5) %49, align 4, !tbaa !23
  %51 = mul nsw i32 %22, 7
  %52 = add nsw i32 %51, 3
  %53 = srem i32 %52, 48
  %54 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %53
  %55 = load float, ptr addrspace(5) %54, align 4, !tbaa !23
  %56 = fadd float %50, %55
  %57 = shl i64 %17, 3
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 %57
  store float %56, ptr addrspace(1) %58, align 4, !tbaa !23
  %59 = sub nsw i32 47, %48
  %60 = getelementptr inbounds nuw float, ptr addrspace(5) %4, i32 %59
  %61 = load float, ptr addrspace(5) %60, align 4, !tbaa !23
  %62 = load float, ptr addrspace(5) %4, align 4, !tbaa !23
  %63 = fsub float %61, %62
  %64 = getelementptr inbounds nuw i8, ptr addrspace(1) %58, i64 4
  store float %63, ptr addrspace(1) %64, align 4, !tbaa !23
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #27
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_private48(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #7 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !48 !kernel_arg_base_type !48 !kernel_arg_type_qual !38 {
  %4 = alloca [48 x float], align 4, addrspace(5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #27
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
  br label %23

20:                                               ; preds = %23
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %17
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !5
  br label %51

23:                                               ; preds = %3, %23
  %24 = phi i32 [ 0, %3 ], [ %28, %23 ]
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr float, ptr addrspace(1) %19, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !23
  %28 = add nuw nsw i32 %24, 1
  %29 = uitofp nneg i32 %28 to float
  %30 = fmul float %27, %29
  %31 = getelementptr inbounds nuw float, ptr addrspace(5) %4, i32 %24
  store float %30, ptr addrspace(5) %31, align 4, !tbaa !23
  %32 = icmp eq i32 %28, 48
  br i1 %32, label %20, label %23, !llvm.loop !49

33:                                               ; preds = %51
  %34 = srem i32 %22, 48
  %35 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %34
  %36 = load float, ptr addrspace(5) %35, align 4, !tbaa !23
  %37 = mul nsw i32 %22, 7
  %38 = add nsw i32 %37, 3
  %39 = srem i32 %38, 48
  %40 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %39
  %41 = load float, ptr addrspace(5) %40, align 4, !tbaa !23
  %42 = fadd float %36, %41
  %43 = shl i64 %17, 3
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 %43
  store float %42, ptr addrspace(1) %44, align 4, !tbaa !23
  %45 = sub nsw i32 47, %34
  %46 = getelementptr inbounds nuw float, ptr addrspace(5) %4, i32 %45
  %47 = load float, ptr addrspace(5) %46, align 4, !tbaa !23
  %48 = load float, ptr addrspace(5) %4, align 4, !tbaa !23
  %49 = fsub float %47, %48
  %50 = getelementptr inbounds nuw i8, ptr addrspace(1) %44, i64 4
  store float %49, ptr addrspace(1) %50, align 4, !tbaa !23
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #27
  ret void

51:                                               ; preds = %20, %51
  %52 = phi i32 [ 0, %20 ], [ %63, %51 ]
  %53 = mul nuw nsw i32 %52, 11
  %54 = add nsw i32 %53, %22
  %55 = srem i32 %54, 48
  %56 = add nsw i32 %55, 5
  %57 = srem i32 %56, 48
  %58 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %57
  %59 = load float, ptr addrspace(5) %58, align 4, !tbaa !23
  %60 = getelementptr inbounds float, ptr addrspace(5) %4, i32 %55
  %61 = load float, ptr addrspace(5) %60, align 4, !tbaa !23
  %62 = fadd float %59, %61
  store float %62, ptr addrspace(5) %60, align 4, !tbaa !23
  %63 = add nuw nsw i32 %52, 1
  %64 = icmp eq i32 %63, 4
  br i1 %64, label %33, label %51, !llvm.loop !50
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @program_scope(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #8 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !12 {
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
  br label %18

18:                                               ; preds = %2, %18
  %19 = phi i32 [ 0, %2 ], [ %30, %18 ]
  %20 = phi i32 [ -1, %2 ], [ %29, %18 ]
  %21 = shl nuw nsw i32 %19, 2
  %22 = lshr i32 %17, %21
  %23 = xor i32 %22, %20
  %24 = and i32 %23, 15
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %25
  %27 = load i32, ptr addrspace(4) %26, align 4, !tbaa !5
  %28 = lshr i32 %20, 4
  %29 = xor i32 %27, %28
  %30 = add nuw nsw i32 %19, 1
  %31 = icmp eq i32 %30, 8
  br i1 %31, label %32, label %18, !llvm.loop !52

32:                                               ; preds = %18
  %33 = xor i32 %29, -1
  %34 = getelementptr inbounds nuw i32, ptr addrspace(1) @scratch_pad, i64 %11
  store i32 %33, ptr addrspace(1) %34, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %35 = xor i32 %3, 1
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) @scratch_pad, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4, !tbaa !5
  %39 = load i32, ptr addrspace(1) %34, align 4, !tbaa !5
  %40 = add i32 %39, %38
  %41 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %40, ptr addrspace(1) %41, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind
define protected void @__clang_ocl_kern_imp_program_scope(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #9 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !12 {
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
  br label %28

18:                                               ; preds = %28
  %19 = xor i32 %39, -1
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) @scratch_pad, i64 %11
  store i32 %19, ptr addrspace(1) %20, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %21 = xor i32 %3, 1
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspace(1) @scratch_pad, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !5
  %25 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5
  %26 = add i32 %25, %24
  %27 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  ret void

28:                                               ; preds = %2, %28
  %29 = phi i32 [ 0, %2 ], [ %40, %28 ]
  %30 = phi i32 [ -1, %2 ], [ %39, %28 ]
  %31 = shl nuw nsw i32 %29, 2
  %32 = lshr i32 %17, %31
  %33 = xor i32 %32, %30
  %34 = and i32 %33, 15
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspace(4) @crc_table, i64 %35
  %37 = load i32, ptr addrspace(4) %36, align 4, !tbaa !5
  %38 = lshr i32 %30, 4
  %39 = xor i32 %37, %38
  %40 = add nuw nsw i32 %29, 1
  %41 = icmp eq i32 %40, 8
  br i1 %41, label %18, label %28, !llvm.loop !52
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @pointer_tables(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #10 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !12 {
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
  %21 = load ptr addrspace(4), ptr addrspace(4) %20, align 8, !tbaa !53
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
define protected void @__clang_ocl_kern_imp_pointer_tables(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #11 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !12 {
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
  %21 = load ptr addrspace(4), ptr addrspace(4) %20, align 8, !tbaa !53
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
define protected amdgpu_kernel void @private_mixed(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2) local_unnamed_addr #6 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !56 !kernel_arg_base_type !56 !kernel_arg_type_qual !38 {
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
  br label %22

19:                                               ; preds = %22
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %16
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5
  br label %32

22:                                               ; preds = %3, %22
  %23 = phi i32 [ 0, %3 ], [ %30, %22 ]
  %24 = phi <64 x i8> [ zeroinitializer, %3 ], [ %29, %22 ]
  %25 = add nuw nsw i32 %23, 3
  %26 = mul nsw i32 %18, %25
  %27 = add nsw i32 %26, %23
  %28 = trunc i32 %27 to i8
  %29 = insertelement <64 x i8> %24, i8 %28, i32 %23
  %30 = add nuw nsw i32 %23, 1
  %31 = icmp eq i32 %30, 64
  br i1 %31, label %19, label %22, !llvm.loop !57

32:                                               ; preds = %19, %32
  %33 = phi i32 [ 0, %19 ], [ %41, %32 ]
  %34 = phi <40 x i16> [ zeroinitializer, %19 ], [ %40, %32 ]
  %35 = add nuw nsw i32 %33, 65529
  %36 = mul i32 %21, %35
  %37 = mul nuw nsw i32 %33, 65533
  %38 = add i32 %36, %37
  %39 = trunc i32 %38 to i16
  %40 = insertelement <40 x i16> %34, i16 %39, i32 %33
  %41 = add nuw nsw i32 %33, 1
  %42 = icmp eq i32 %41, 40
  br i1 %42, label %47, label %32, !llvm.loop !58

43:                                               ; preds = %47
  %44 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %16
  %45 = load i32, ptr addrspace(1) %44, align 4, !tbaa !5
  %46 = sitofp i32 %45 to double
  br label %56

47:                                               ; preds = %32, %47
  %48 = phi i32 [ %54, %47 ], [ 0, %32 ]
  %49 = phi <24 x half> [ %53, %47 ], [ zeroinitializer, %32 ]
  %50 = add nsw i32 %48, -12
  %51 = sitofp i32 %50 to half
  %52 = fmul half %51, 0xH3400
  %53 = insertelement <24 x half> %49, half %52, i32 %48
  %54 = add nuw nsw i32 %48, 1
  %55 = icmp eq i32 %54, 24
  br i1 %55, label %43, label %47, !llvm.loop !59

56:                                               ; preds = %43, %56
  %57 = phi i32 [ 0, %43 ], [ %59, %56 ]
  %58 = phi <12 x double> [ zeroinitializer, %43 ], [ %62, %56 ]
  %59 = add nuw nsw i32 %57, 1
  %60 = uitofp nneg i32 %59 to double
  %61 = fdiv double %46, %60
  %62 = insertelement <12 x double> %58, double %61, i32 %57
  %63 = icmp eq i32 %59, 12
  br i1 %63, label %64, label %56, !llvm.loop !60

64:                                               ; preds = %56
  %65 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %16
  %66 = load i32, ptr addrspace(1) %65, align 4, !tbaa !5
  %67 = add nsw i32 %66, 5
  %68 = srem i32 %67, 64
  %69 = extractelement <64 x i8> %29, i32 %68
  %70 = trunc i32 %66 to i8
  %71 = add i8 %69, %70
  %72 = insertelement <64 x i8> %29, i8 %71, i32 %68
  %73 = mul nsw i32 %66, 3
  %74 = srem i32 %73, 40
  %75 = extractelement <40 x i16> %40, i32 %74
  %76 = trunc i32 %66 to i16
  %77 = xor i16 %75, %76
  %78 = insertelement <40 x i16> %40, i16 %77, i32 %74
  %79 = add nsw i32 %66, 1
  %80 = srem i32 %79, 24
  %81 = extractelement <24 x half> %53, i32 %80
  %82 = add nsw i32 %66, 2
  %83 = srem i32 %82, 24
  %84 = extractelement <24 x half> %53, i32 %83
  %85 = fadd half %81, %84
  %86 = srem i32 %66, 12
  %87 = extractelement <12 x double> %62, i32 %86
  %88 = fmul double %87, 3.000000e+00
  %89 = insertelement <12 x double> %62, double %88, i32 %86
  %90 = srem i32 %66, 64
  %91 = extractelement <64 x i8> %72, i32 %90
  %92 = sext i8 %91 to i64
  %93 = mul nsw i64 %92, 100000
  %94 = srem i32 %79, 40
  %95 = extractelement <40 x i16> %78, i32 %94
  %96 = sext i16 %95 to i64
  %97 = sext i8 %71 to i64
  %98 = sext i16 %77 to i64
  %99 = mul nsw i64 %98, 7
  %100 = add nsw i64 %99, %97
  %101 = add nsw i64 %100, %96
  %102 = add nsw i64 %101, %93
  %103 = shl i64 %16, 4
  %104 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 %103
  store i64 %102, ptr addrspace(1) %104, align 8, !tbaa !15
  %105 = fmul double %88, 6.400000e+01
  %106 = fptosi double %105 to i64
  %107 = add nsw i32 %66, 7
  %108 = srem i32 %107, 12
  %109 = extractelement <12 x double> %89, i32 %108
  %110 = fmul double %109, 6.400000e+01
  %111 = fptosi double %110 to i64
  %112 = add nsw i64 %111, %106
  %113 = fpext half %85 to float
  %114 = fmul float %113, 6.400000e+01
  %115 = fptosi float %114 to i64
  %116 = add nsw i64 %112, %115
  %117 = getelementptr inbounds nuw i8, ptr addrspace(1) %104, i64 8
  store i64 %116, ptr addrspace(1) %117, align 8, !tbaa !15
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_private_mixed(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2) local_unnamed_addr #7 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !56 !kernel_arg_base_type !56 !kernel_arg_type_qual !38 {
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
  br label %22

19:                                               ; preds = %22
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %16
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5
  br label %32

22:                                               ; preds = %3, %22
  %23 = phi i32 [ 0, %3 ], [ %30, %22 ]
  %24 = phi <64 x i8> [ zeroinitializer, %3 ], [ %29, %22 ]
  %25 = add nuw nsw i32 %23, 3
  %26 = mul nsw i32 %18, %25
  %27 = add nsw i32 %26, %23
  %28 = trunc i32 %27 to i8
  %29 = insertelement <64 x i8> %24, i8 %28, i32 %23
  %30 = add nuw nsw i32 %23, 1
  %31 = icmp eq i32 %30, 64
  br i1 %31, label %19, label %22, !llvm.loop !57

32:                                               ; preds = %19, %32
  %33 = phi i32 [ 0, %19 ], [ %41, %32 ]
  %34 = phi <40 x i16> [ zeroinitializer, %19 ], [ %40, %32 ]
  %35 = add nuw nsw i32 %33, 65529
  %36 = mul i32 %21, %35
  %37 = mul nuw nsw i32 %33, 65533
  %38 = add i32 %36, %37
  %39 = trunc i32 %38 to i16
  %40 = insertelement <40 x i16> %34, i16 %39, i32 %33
  %41 = add nuw nsw i32 %33, 1
  %42 = icmp eq i32 %41, 40
  br i1 %42, label %47, label %32, !llvm.loop !58

43:                                               ; preds = %47
  %44 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %16
  %45 = load i32, ptr addrspace(1) %44, align 4, !tbaa !5
  %46 = sitofp i32 %45 to double
  br label %110

47:                                               ; preds = %32, %47
  %48 = phi i32 [ %54, %47 ], [ 0, %32 ]
  %49 = phi <24 x half> [ %53, %47 ], [ zeroinitializer, %32 ]
  %50 = add nsw i32 %48, -12
  %51 = sitofp i32 %50 to half
  %52 = fmul half %51, 0xH3400
  %53 = insertelement <24 x half> %49, half %52, i32 %48
  %54 = add nuw nsw i32 %48, 1
  %55 = icmp eq i32 %54, 24
  br i1 %55, label %43, label %47, !llvm.loop !59

56:                                               ; preds = %110
  %57 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %16
  %58 = load i32, ptr addrspace(1) %57, align 4, !tbaa !5
  %59 = add nsw i32 %58, 5
  %60 = srem i32 %59, 64
  %61 = extractelement <64 x i8> %29, i32 %60
  %62 = trunc i32 %58 to i8
  %63 = add i8 %61, %62
  %64 = insertelement <64 x i8> %29, i8 %63, i32 %60
  %65 = mul nsw i32 %58, 3
  %66 = srem i32 %65, 40
  %67 = extractelement <40 x i16> %40, i32 %66
  %68 = trunc i32 %58 to i16
  %69 = xor i16 %67, %68
  %70 = insertelement <40 x i16> %40, i16 %69, i32 %66
  %71 = add nsw i32 %58, 1
  %72 = srem i32 %71, 24
  %73 = extractelement <24 x half> %53, i32 %72
  %74 = add nsw i32 %58, 2
  %75 = srem i32 %74, 24
  %76 = extractelement <24 x half> %53, i32 %75
  %77 = fadd half %73, %76
  %78 = srem i32 %58, 12
  %79 = extractelement <12 x double> %116, i32 %78
  %80 = fmul double %79, 3.000000e+00
  %81 = insertelement <12 x double> %116, double %80, i32 %78
  %82 = srem i32 %58, 64
  %83 = extractelement <64 x i8> %64, i32 %82
  %84 = sext i8 %83 to i64
  %85 = mul nsw i64 %84, 100000
  %86 = srem i32 %71, 40
  %87 = extractelement <40 x i16> %70, i32 %86
  %88 = sext i16 %87 to i64
  %89 = sext i8 %63 to i64
  %90 = sext i16 %69 to i64
  %91 = mul nsw i64 %90, 7
  %92 = add nsw i64 %91, %89
  %93 = add nsw i64 %92, %88
  %94 = add nsw i64 %93, %85
  %95 = shl i64 %16, 4
  %96 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 %95
  store i64 %94, ptr addrspace(1) %96, align 8, !tbaa !15
  %97 = fmul double %80, 6.400000e+01
  %98 = fptosi double %97 to i64
  %99 = add nsw i32 %58, 7
  %100 = srem i32 %99, 12
  %101 = extractelement <12 x double> %81, i32 %100
  %102 = fmul double %101, 6.400000e+01
  %103 = fptosi double %102 to i64
  %104 = add nsw i64 %103, %98
  %105 = fpext half %77 to float
  %106 = fmul float %105, 6.400000e+01
  %107 = fptosi float %106 to i64
  %108 = add nsw i64 %104, %107
  %109 = getelementptr inbounds nuw i8, ptr addrspace(1) %96, i64 8
  store i64 %108, ptr addrspace(1) %109, align 8, !tbaa !15
  ret void

110:                                              ; preds = %43, %110
  %111 = phi i32 [ 0, %43 ], [ %113, %110 ]
  %112 = phi <12 x double> [ zeroinitializer, %43 ], [ %116, %110 ]
  %113 = add nuw nsw i32 %111, 1
  %114 = uitofp nneg i32 %113 to double
  %115 = fdiv double %46, %114
  %116 = insertelement <12 x double> %112, double %115, i32 %111
  %117 = icmp eq i32 %113, 12
  br i1 %117, label %56, label %110, !llvm.loop !60
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @calls_tree(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #6 !kernel_arg_addr_space !61 !kernel_arg_access_qual !28 !kernel_arg_type !62 !kernel_arg_base_type !62 !kernel_arg_type_qual !63 {
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
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #27
  store i32 0, ptr addrspace(5) %5, align 4, !tbaa !5
  %19 = urem i64 %18, 5
  %20 = trunc nuw nsw i64 %19 to i32
  %21 = add nuw nsw i32 %20, 1
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %18
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = call fastcc i32 @walk(ptr addrspace(1) align 4 %0, i32 %3, i32 %21, ptr addrspace(5) %5, i32 noundef %23) #27
  %25 = shl i64 %18, 3
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 %25
  store i32 %24, ptr addrspace(1) %26, align 4, !tbaa !5
  %27 = load i32, ptr addrspace(5) %5, align 4, !tbaa !5
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 4
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #27
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_calls_tree(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #7 !kernel_arg_addr_space !61 !kernel_arg_access_qual !28 !kernel_arg_type !62 !kernel_arg_base_type !62 !kernel_arg_type_qual !63 {
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
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #27
  store i32 0, ptr addrspace(5) %5, align 4, !tbaa !5
  %19 = urem i64 %18, 5
  %20 = trunc nuw nsw i64 %19 to i32
  %21 = add nuw nsw i32 %20, 1
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %18
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = call fastcc i32 @walk(ptr addrspace(1) %0, i32 %3, i32 %21, ptr addrspace(5) %5, i32 noundef %23) #27
  %25 = shl i64 %18, 3
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 %25
  store i32 %24, ptr addrspace(1) %26, align 4, !tbaa !5
  %27 = load i32, ptr addrspace(5) %5, align 4, !tbaa !5
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 4
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #27
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @calls_stack(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #12 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !64 !kernel_arg_base_type !64 !kernel_arg_type_qual !12 {
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
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #27
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr addrspace(5) %3, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #27
  store i32 0, ptr addrspace(5) %4, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #27
  %20 = mul i64 %18, 144
  %21 = getelementptr i8, ptr addrspace(1) %0, i64 %20
  br label %22

22:                                               ; preds = %2, %22
  %23 = phi i32 [ 0, %2 ], [ %28, %22 ]
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr i32, ptr addrspace(1) %21, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !5
  %27 = getelementptr inbounds nuw i32, ptr addrspace(5) %5, i32 %23
  store i32 %26, ptr addrspace(5) %27, align 4, !tbaa !5
  %28 = add nuw nsw i32 %23, 1
  %29 = icmp eq i32 %28, 36
  br i1 %29, label %30, label %22, !llvm.loop !65

30:                                               ; preds = %22
  %31 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 144
  store ptr addrspace(5) %3, ptr addrspace(5) %31, align 8, !tbaa !66
  %32 = mul i64 %18, 20
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %32
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %33, i64 8
  %35 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 152
  store ptr addrspace(1) %34, ptr addrspace(5) %35, align 8, !tbaa !68
  %36 = urem i64 %18, 7
  %37 = trunc nuw nsw i64 %36 to i32
  %38 = call fastcc i32 @weigh(ptr addrspace(5) noundef byref(%struct.wide_args) align 8 %5, i32 noundef %37, ptr addrspace(5) noundef %4, ptr addrspace(1) noundef nonnull %34) #27
  %39 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 140
  store i32 %38, ptr addrspace(5) %39, align 4, !tbaa !5
  %40 = call fastcc i32 @weigh(ptr addrspace(5) noundef byref(%struct.wide_args) align 8 %5, i32 noundef 1, ptr addrspace(5) noundef %4, ptr addrspace(1) noundef nonnull %34) #27
  %41 = add nsw i32 %40, %38
  store i32 %41, ptr addrspace(1) %33, align 4, !tbaa !5
  %42 = load i32, ptr addrspace(5) %3, align 4, !tbaa !5
  %43 = getelementptr i8, ptr addrspace(1) %33, i64 4
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !5
  %44 = load i32, ptr addrspace(5) %4, align 4, !tbaa !5
  %45 = getelementptr i8, ptr addrspace(1) %33, i64 16
  store i32 %44, ptr addrspace(1) %45, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #27
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #27
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #27
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected void @__clang_ocl_kern_imp_calls_stack(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #13 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !64 !kernel_arg_base_type !64 !kernel_arg_type_qual !12 {
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
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #27
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr addrspace(5) %3, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #27
  store i32 0, ptr addrspace(5) %4, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #27
  %20 = mul i64 %18, 144
  %21 = getelementptr i8, ptr addrspace(1) %0, i64 %20
  br label %38

22:                                               ; preds = %38
  %23 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 144
  store ptr addrspace(5) %3, ptr addrspace(5) %23, align 8, !tbaa !66
  %24 = mul i64 %18, 20
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %24
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  %27 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 152
  store ptr addrspace(1) %26, ptr addrspace(5) %27, align 8, !tbaa !68
  %28 = urem i64 %18, 7
  %29 = trunc nuw nsw i64 %28 to i32
  %30 = call fastcc i32 @weigh(ptr addrspace(5) noundef byref(%struct.wide_args) align 8 %5, i32 noundef %29, ptr addrspace(5) noundef %4, ptr addrspace(1) noundef nonnull %26) #27
  %31 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 140
  store i32 %30, ptr addrspace(5) %31, align 4, !tbaa !5
  %32 = call fastcc i32 @weigh(ptr addrspace(5) noundef byref(%struct.wide_args) align 8 %5, i32 noundef 1, ptr addrspace(5) noundef %4, ptr addrspace(1) noundef nonnull %26) #27
  %33 = add nsw i32 %32, %30
  store i32 %33, ptr addrspace(1) %25, align 4, !tbaa !5
  %34 = load i32, ptr addrspace(5) %3, align 4, !tbaa !5
  %35 = getelementptr i8, ptr addrspace(1) %25, i64 4
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = load i32, ptr addrspace(5) %4, align 4, !tbaa !5
  %37 = getelementptr i8, ptr addrspace(1) %25, i64 16
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #27
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #27
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #27
  ret void

38:                                               ; preds = %2, %38
  %39 = phi i32 [ 0, %2 ], [ %44, %38 ]
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr i32, ptr addrspace(1) %21, i64 %40
  %42 = load i32, ptr addrspace(1) %41, align 4, !tbaa !5
  %43 = getelementptr inbounds nuw i32, ptr addrspace(5) %5, i32 %39
  store i32 %42, ptr addrspace(5) %43, align 4, !tbaa !5
  %44 = add nuw nsw i32 %39, 1
  %45 = icmp eq i32 %44, 36
  br i1 %45, label %22, label %38, !llvm.loop !65
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @wave_builtins(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !12 {
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
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr addrspace(1) %19, align 4, !tbaa !5
  %24 = lshr i64 %22, 32
  %25 = trunc nuw i64 %24 to i32
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 4
  store i32 %25, ptr addrspace(1) %26, align 4, !tbaa !5
  %27 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %28 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %27)
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 8
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %17, i32 37)
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 12
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !5
  %32 = shl i32 %17, 2
  %33 = and i32 %32, 252
  %34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %17)
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 16
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 177, i32 15, i32 15, i1 true)
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 20
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = trunc i64 %15 to i32
  %39 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %38, i32 %17, i32 257, i32 15, i32 15, i1 false)
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 24
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !5
  %41 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %38, i32 %17, i32 322, i32 10, i32 15, i1 false)
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 28
  store i32 %41, ptr addrspace(1) %42, align 4, !tbaa !5
  %43 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %38, i32 %17, i32 323, i32 12, i32 15, i1 false)
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 32
  store i32 %43, ptr addrspace(1) %44, align 4, !tbaa !5
  %45 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 312, i32 15, i32 15, i1 true)
  %46 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 36
  store i32 %45, ptr addrspace(1) %46, align 4, !tbaa !5
  %47 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %38, i32 %17, i32 308, i32 15, i32 5, i1 false)
  %48 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 40
  store i32 %47, ptr addrspace(1) %48, align 4, !tbaa !5
  %49 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %17, i32 1055)
  %50 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 44
  store i32 %49, ptr addrspace(1) %50, align 4, !tbaa !5
  %51 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %17, i32 32853)
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 48
  store i32 %51, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %38, i32 %17, i32 289, i32 15, i32 15, i1 false)
  %54 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 52
  store i32 %53, ptr addrspace(1) %54, align 4, !tbaa !5
  %55 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %38, i32 %17, i32 320, i32 15, i32 15, i1 false)
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 56
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !5
  %57 = and i32 %17, 4
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %64, label %59

59:                                               ; preds = %2
  %60 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %17)
  %61 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %62 = trunc i64 %61 to i32
  %63 = add i32 %60, %62
  br label %64

64:                                               ; preds = %2, %59
  %65 = phi i32 [ %63, %59 ], [ 0, %2 ]
  %66 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 60
  store i32 %65, ptr addrspace(1) %66, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_wave_builtins(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !12 {
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
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr addrspace(1) %19, align 4, !tbaa !5
  %24 = lshr i64 %22, 32
  %25 = trunc nuw i64 %24 to i32
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 4
  store i32 %25, ptr addrspace(1) %26, align 4, !tbaa !5
  %27 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %28 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %27)
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 8
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %17, i32 37)
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 12
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !5
  %32 = shl i32 %17, 2
  %33 = and i32 %32, 252
  %34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %17)
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 16
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 177, i32 15, i32 15, i1 true)
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 20
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = trunc i64 %15 to i32
  %39 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %38, i32 %17, i32 257, i32 15, i32 15, i1 false)
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 24
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !5
  %41 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %38, i32 %17, i32 322, i32 10, i32 15, i1 false)
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 28
  store i32 %41, ptr addrspace(1) %42, align 4, !tbaa !5
  %43 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %38, i32 %17, i32 323, i32 12, i32 15, i1 false)
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 32
  store i32 %43, ptr addrspace(1) %44, align 4, !tbaa !5
  %45 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 312, i32 15, i32 15, i1 true)
  %46 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 36
  store i32 %45, ptr addrspace(1) %46, align 4, !tbaa !5
  %47 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %38, i32 %17, i32 308, i32 15, i32 5, i1 false)
  %48 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 40
  store i32 %47, ptr addrspace(1) %48, align 4, !tbaa !5
  %49 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %17, i32 1055)
  %50 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 44
  store i32 %49, ptr addrspace(1) %50, align 4, !tbaa !5
  %51 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %17, i32 32853)
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 48
  store i32 %51, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %38, i32 %17, i32 289, i32 15, i32 15, i1 false)
  %54 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 52
  store i32 %53, ptr addrspace(1) %54, align 4, !tbaa !5
  %55 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %38, i32 %17, i32 320, i32 15, i32 15, i1 false)
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 56
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !5
  %57 = and i32 %17, 4
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %64, label %59

59:                                               ; preds = %2
  %60 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %17)
  %61 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %62 = trunc i64 %61 to i32
  %63 = add i32 %60, %62
  br label %64

64:                                               ; preds = %59, %2
  %65 = phi i32 [ %63, %59 ], [ 0, %2 ]
  %66 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 60
  store i32 %65, ptr addrspace(1) %66, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #15

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #15

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #15

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #15

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #15

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #15

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #15

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctlz.i8(i8, i1 immarg) #15

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.cttz.i8(i8, i1 immarg) #15

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ctlz.i16(i16, i1 immarg) #15

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.cttz.i16(i16, i1 immarg) #15

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ctpop.i16(i16) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.ubfe.i32(i32, i32, i32) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sbfe.i32(i32, i32, i32) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.alignbyte(i32, i32, i32) #15

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.perm(i32, i32, i32) #15

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.lerp(i32, i32, i32) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sad.u8(i32, i32, i32) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.msad.u8(i32, i32, i32) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sad.hi.u8(i32, i32, i32) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sad.u16(i32, i32, i32) #16

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #17

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.amdgcn.qsad.pk.u16.u8(i64, i32, i64) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.amdgcn.mqsad.pk.u16.u8(i64, i32, i64) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.amdgcn.mqsad.u32.u8(i64, i32, <4 x i32>) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.uadd.sat.i32(i32, i32) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ssub.sat.i32(i32, i32) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.uadd.sat.i16(i16, i16) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.usub.sat.i16(i16, i16) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.sadd.sat.i16(i16, i16) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ssub.sat.i16(i16, i16) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.uadd.sat.i8(i8, i8) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.usub.sat.i8(i8, i8) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.sadd.sat.i8(i8, i8) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ssub.sat.i8(i8, i8) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16>, <2 x i16>) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.ssub.sat.v2i16(<2 x i16>, <2 x i16>) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sdot4(i32, i32, i32, i1 immarg) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sdot2(<2 x i16>, <2 x i16>, i32, i1 immarg) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.udot2(<2 x i16>, <2 x i16>, i32, i1 immarg) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.udot4(i32, i32, i32, i1 immarg) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sdot8(i32, i32, i32, i1 immarg) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.udot8(i32, i32, i32, i1 immarg) #16

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #18

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc i32 @walk(ptr addrspace(1) %0, i32 %1, i32 range(i32 1, 6) %2, ptr addrspace(5) %3, i32 noundef %4) unnamed_addr #19 {
  %6 = alloca [64 x i32], align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #27
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #27
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !5
  call fastcc void @push(ptr addrspace(5) noundef %6, ptr addrspace(5) noundef %7, i32 noundef %4, i32 noundef 0) #27
  %8 = load i32, ptr addrspace(5) %7, align 4, !tbaa !5
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %41

10:                                               ; preds = %5, %37
  %11 = phi i32 [ %39, %37 ], [ %8, %5 ]
  %12 = phi i32 [ %38, %37 ], [ 0, %5 ]
  %13 = add nsw i32 %11, -2
  store i32 %13, ptr addrspace(5) %7, align 4, !tbaa !5
  %14 = getelementptr i32, ptr addrspace(5) %6, i32 %11
  %15 = getelementptr i8, ptr addrspace(5) %14, i32 -4
  %16 = load i32, ptr addrspace(5) %15, align 4, !tbaa !5
  %17 = icmp sgt i32 %16, %1
  br i1 %17, label %37, label %18, !llvm.loop !69

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
  %30 = tail call fastcc i32 @visit(ptr addrspace(1) %0, i32 %1, i32 %2, ptr addrspace(5) %3, i32 %23, i32 %29, i32 noundef %16) #27
  %31 = and i32 %16, 1
  %32 = icmp eq i32 %31, 0
  %33 = sub nsw i32 0, %30
  %34 = select i1 %32, i32 %30, i32 %33
  %35 = add nsw i32 %34, %12
  %36 = add nsw i32 %16, 1
  call fastcc void @push(ptr addrspace(5) noundef %6, ptr addrspace(5) noundef %7, i32 noundef %25, i32 noundef %36) #27
  call fastcc void @push(ptr addrspace(5) noundef %6, ptr addrspace(5) noundef %7, i32 noundef %27, i32 noundef %36) #27
  br label %37

37:                                               ; preds = %10, %18
  %38 = phi i32 [ %35, %18 ], [ %12, %10 ]
  %39 = load i32, ptr addrspace(5) %7, align 4, !tbaa !5
  %40 = icmp sgt i32 %39, 0
  br i1 %40, label %10, label %41

41:                                               ; preds = %37, %5
  %42 = phi i32 [ 0, %5 ], [ %38, %37 ]
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #27
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #27
  ret i32 %42
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @push(ptr addrspace(5) noundef writeonly captures(none) %0, ptr addrspace(5) noundef captures(none) %1, i32 noundef %2, i32 noundef range(i32 -2147483647, -2147483648) %3) unnamed_addr #20 {
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
define internal fastcc i32 @visit(ptr addrspace(1) %0, i32 %1, i32 range(i32 1, 6) %2, ptr addrspace(5) %3, i32 %4, i32 %5, i32 noundef %6) unnamed_addr #20 {
  %8 = alloca %struct.walk_ctx, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %8, align 8
  %9 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 8
  store i32 %1, ptr addrspace(5) %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 12
  store i32 %2, ptr addrspace(5) %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 16
  store i32 3, ptr addrspace(5) %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 20
  store i32 -1, ptr addrspace(5) %12, align 4
  %13 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 24
  store i32 4, ptr addrspace(5) %13, align 8
  %14 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 28
  store i32 -1, ptr addrspace(5) %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 32
  store i32 5, ptr addrspace(5) %15, align 8
  %16 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 36
  store i32 -9, ptr addrspace(5) %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 40
  store ptr addrspace(5) %3, ptr addrspace(5) %17, align 8
  %18 = load i32, ptr addrspace(5) %3, align 4, !tbaa !5
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr addrspace(5) %3, align 4, !tbaa !5
  %20 = mul nsw i32 %4, %2
  %21 = mul nsw i32 %6, %5
  %22 = add nsw i32 %21, %20
  %23 = srem i32 %6, 6
  %24 = getelementptr inbounds i32, ptr addrspace(5) %11, i32 %23
  %25 = load i32, ptr addrspace(5) %24, align 4, !tbaa !5
  %26 = add nsw i32 %22, %25
  ret i32 %26
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc i32 @weigh(ptr addrspace(5) noundef readonly byref(%struct.wide_args) align 8 captures(none) %0, i32 noundef range(i32 0, 7) %1, ptr addrspace(5) noundef captures(none) %2, ptr addrspace(1) noundef writeonly captures(none) %3) unnamed_addr #21 {
  %5 = alloca %struct.wide_args, align 8, addrspace(5)
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noundef align 8 dereferenceable(160) %5, ptr addrspace(5) noundef align 8 dereferenceable(160) %0, i64 160, i1 false)
  br label %16

6:                                                ; preds = %16
  %7 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 144
  %8 = load ptr addrspace(5), ptr addrspace(5) %7, align 8, !tbaa !66
  %9 = load i32, ptr addrspace(5) %8, align 4, !tbaa !5
  %10 = add nsw i32 %9, %23
  store i32 %10, ptr addrspace(5) %8, align 4, !tbaa !5
  %11 = load i32, ptr addrspace(5) %2, align 4, !tbaa !5
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr addrspace(5) %2, align 4, !tbaa !5
  %13 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 152
  %14 = load ptr addrspace(1), ptr addrspace(5) %13, align 8, !tbaa !68
  store i32 %23, ptr addrspace(1) %14, align 4, !tbaa !5
  %15 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i64 4
  store i32 %1, ptr addrspace(1) %15, align 4, !tbaa !5
  ret i32 %23

16:                                               ; preds = %4, %16
  %17 = phi i32 [ 0, %4 ], [ %24, %16 ]
  %18 = phi i32 [ 0, %4 ], [ %23, %16 ]
  %19 = getelementptr inbounds nuw i32, ptr addrspace(5) %5, i32 %17
  %20 = load i32, ptr addrspace(5) %19, align 4, !tbaa !5
  %21 = add nuw nsw i32 %17, %1
  %22 = mul nsw i32 %20, %21
  %23 = add nsw i32 %22, %18
  %24 = add nuw nsw i32 %17, 1
  %25 = icmp eq i32 %24, 36
  br i1 %25, label %6, label %16, !llvm.loop !70
}

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #17

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #22

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #22

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #23

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #23

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #23

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #23

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #24

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #24

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #24

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noalias writeonly captures(none), ptr addrspace(5) noalias readonly captures(none), i64, i1 immarg) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.mul.v2i16(<2 x i16>) #26

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="512,512" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="512,512" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { alwaysinline nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #9 = { alwaysinline convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #11 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #12 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #13 = { alwaysinline nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #14 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #15 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #18 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #19 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #20 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #21 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #22 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #23 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #24 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #25 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #26 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #27 = { nounwind }

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
!17 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!18 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!19 = !{!"char4*", !"uchar4*", !"short2*", !"ushort2*", !"int*", !"float*"}
!20 = !{!"char __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"short __attribute__((ext_vector_type(2)))*", !"ushort __attribute__((ext_vector_type(2)))*", !"int*", !"float*"}
!21 = !{!"const", !"const", !"const", !"const", !"", !""}
!22 = !{!7, !7, i64 0}
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !7, i64 0}
!25 = !{!"char*", !"uchar*", !"short*", !"ushort*", !"int*", !"float*"}
!26 = !{!"ulong*", !"ulong*"}
!27 = !{i32 1, i32 1, i32 1, i32 1}
!28 = !{!"none", !"none", !"none", !"none"}
!29 = !{!"float2*", !"float2*", !"float2*", !"float2*"}
!30 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*"}
!31 = !{!"const", !"const", !"const", !""}
!32 = !{!"uint*", !"uint*", !"uint*", !"uint*"}
!33 = !{!"ulong*", !"uint*", !"ulong*", !"uint4*", !"ulong*", !"uint4*"}
!34 = !{!"ulong*", !"uint*", !"ulong*", !"uint __attribute__((ext_vector_type(4)))*", !"ulong*", !"uint __attribute__((ext_vector_type(4)))*"}
!35 = !{i32 1, i32 1, i32 1}
!36 = !{!"none", !"none", !"none"}
!37 = !{!"uint*", !"uint*", !"uint*"}
!38 = !{!"const", !"const", !""}
!39 = !{!"int*", !"int*", !"int*", !"int*"}
!40 = !{i32 1}
!41 = !{!"none"}
!42 = !{!"uint*"}
!43 = !{!""}
!44 = !{i32 512, i32 1, i32 1}
!45 = distinct !{!45, !46}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = distinct !{!47, !46}
!48 = !{!"float*", !"int*", !"float*"}
!49 = distinct !{!49, !46}
!50 = distinct !{!50, !46}
!51 = !{!"uint*", !"uint*"}
!52 = distinct !{!52, !46}
!53 = !{!54, !54, i64 0}
!54 = !{!"p1 int", !55, i64 0}
!55 = !{!"any pointer", !7, i64 0}
!56 = !{!"int*", !"int*", !"long*"}
!57 = distinct !{!57, !46}
!58 = distinct !{!58, !46}
!59 = distinct !{!59, !46}
!60 = distinct !{!60, !46}
!61 = !{i32 1, i32 1, i32 1, i32 0}
!62 = !{!"tree_node*", !"int*", !"int*", !"int"}
!63 = !{!"const", !"const", !"", !""}
!64 = !{!"int*", !"int*"}
!65 = distinct !{!65, !46}
!66 = !{!67, !54, i64 144}
!67 = !{!"", !7, i64 0, !54, i64 144, !54, i64 152}
!68 = !{!67, !54, i64 152}
!69 = distinct !{!69, !46}
!70 = distinct !{!70, !46}
