; ModuleID = '/work/main/tests/data/emu/src/reduce.cl'
source_filename = "/work/main/tests/data/emu/src/reduce.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@reduce_lds.s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @reduce_lds(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !15
  %15 = add i64 %14, %12
  %16 = add i64 %15, %11
  %17 = trunc i64 %16 to i32
  %18 = icmp sgt i32 %2, %17
  br i1 %18, label %19, label %24

19:                                               ; preds = %3
  %20 = shl i64 %16, 32
  %21 = ashr exact i64 %20, 30
  %22 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !17, !amdgpu.noclobber !19
  br label %24

24:                                               ; preds = %19, %3
  %25 = phi float [ %23, %19 ], [ 0.000000e+00, %3 ]
  %26 = getelementptr inbounds nuw float, ptr addrspace(3) @reduce_lds.s, i32 %4
  store float %25, ptr addrspace(3) %26, align 4, !tbaa !17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %27 = load i32, ptr addrspace(4) %7, align 4, !tbaa !5
  %28 = icmp ult i32 %5, %27
  %29 = select i1 %28, i64 12, i64 18
  %30 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 %29
  %31 = load i16, ptr addrspace(4) %30, align 2, !tbaa !13
  %32 = lshr i16 %31, 1
  %33 = icmp eq i16 %32, 0
  br i1 %33, label %36, label %34

34:                                               ; preds = %24
  %35 = zext nneg i16 %32 to i32
  br label %38

36:                                               ; preds = %46, %24
  %37 = icmp eq i32 %4, 0
  br i1 %37, label %49, label %52

38:                                               ; preds = %34, %46
  %39 = phi i32 [ %47, %46 ], [ %35, %34 ]
  %40 = icmp samesign ult i32 %4, %39
  br i1 %40, label %41, label %46

41:                                               ; preds = %38
  %42 = getelementptr inbounds nuw float, ptr addrspace(3) %26, i32 %39
  %43 = load float, ptr addrspace(3) %42, align 4, !tbaa !17
  %44 = load float, ptr addrspace(3) %26, align 4, !tbaa !17
  %45 = fadd float %43, %44
  store float %45, ptr addrspace(3) %26, align 4, !tbaa !17
  br label %46

46:                                               ; preds = %41, %38
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %47 = lshr i32 %39, 1
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %36, label %38

49:                                               ; preds = %36
  %50 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %51 = load float, ptr addrspace(3) @reduce_lds.s, align 4, !tbaa !17
  store float %51, ptr addrspace(1) %50, align 4, !tbaa !17
  br label %52

52:                                               ; preds = %36, %49
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind
define protected void @__clang_ocl_kern_imp_reduce_lds(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call noundef ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = zext i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !15
  %15 = add i64 %14, %12
  %16 = add i64 %15, %11
  %17 = trunc i64 %16 to i32
  %18 = icmp sgt i32 %2, %17
  br i1 %18, label %19, label %24

19:                                               ; preds = %3
  %20 = shl i64 %16, 32
  %21 = ashr exact i64 %20, 30
  %22 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !17
  br label %24

24:                                               ; preds = %3, %19
  %25 = phi float [ %23, %19 ], [ 0.000000e+00, %3 ]
  %26 = getelementptr inbounds nuw float, ptr addrspace(3) @reduce_lds.s, i32 %4
  store float %25, ptr addrspace(3) %26, align 4, !tbaa !17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %27 = load i32, ptr addrspace(4) %7, align 4, !tbaa !5
  %28 = icmp ult i32 %5, %27
  %29 = select i1 %28, i64 12, i64 18
  %30 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 %29
  %31 = load i16, ptr addrspace(4) %30, align 2, !tbaa !13
  %32 = lshr i16 %31, 1
  %33 = icmp eq i16 %32, 0
  br i1 %33, label %36, label %34

34:                                               ; preds = %24
  %35 = zext nneg i16 %32 to i32
  br label %38

36:                                               ; preds = %46, %24
  %37 = icmp eq i32 %4, 0
  br i1 %37, label %49, label %52

38:                                               ; preds = %34, %46
  %39 = phi i32 [ %47, %46 ], [ %35, %34 ]
  %40 = icmp samesign ult i32 %4, %39
  br i1 %40, label %41, label %46

41:                                               ; preds = %38
  %42 = getelementptr inbounds nuw float, ptr addrspace(3) %26, i32 %39
  %43 = load float, ptr addrspace(3) %42, align 4, !tbaa !17
  %44 = load float, ptr addrspace(3) %26, align 4, !tbaa !17
  %45 = fadd float %43, %44
  store float %45, ptr addrspace(3) %26, align 4, !tbaa !17
  br label %46

46:                                               ; preds = %38, %41
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %47 = lshr i32 %39, 1
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %36, label %38

49:                                               ; preds = %36
  %50 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %51 = load float, ptr addrspace(3) @reduce_lds.s, align 4, !tbaa !17
  store float %51, ptr addrspace(1) %50, align 4, !tbaa !17
  br label %52

52:                                               ; preds = %49, %36
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @reduce_swizzle(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
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
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5, !amdgpu.noclobber !19
  %18 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %17, i32 1055)
  %19 = add nsw i32 %18, %17
  %20 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %19, i32 2079)
  %21 = add nsw i32 %19, %20
  %22 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %21, i32 4127)
  %23 = add nsw i32 %21, %22
  %24 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %23, i32 8223)
  %25 = add nsw i32 %23, %24
  %26 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %25, i32 16415)
  %27 = add nsw i32 %25, %26
  %28 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_reduce_swizzle(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
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
  %18 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %17, i32 1055)
  %19 = add nsw i32 %18, %17
  %20 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %19, i32 2079)
  %21 = add nsw i32 %19, %20
  %22 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %21, i32 4127)
  %23 = add nsw i32 %21, %22
  %24 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %23, i32 8223)
  %25 = add nsw i32 %23, %24
  %26 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %25, i32 16415)
  %27 = add nsw i32 %25, %26
  %28 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @reduce_bpermute(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
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
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5, !amdgpu.noclobber !19
  %18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %18)
  %20 = shl i32 %19, 2
  %21 = xor i32 %20, 128
  %22 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %21, i32 %17)
  %23 = add nsw i32 %22, %17
  %24 = shl i32 %19, 2
  %25 = xor i32 %24, 64
  %26 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %23)
  %27 = add nsw i32 %26, %23
  %28 = shl i32 %19, 2
  %29 = xor i32 %28, 32
  %30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %27)
  %31 = add nsw i32 %30, %27
  %32 = shl i32 %19, 2
  %33 = xor i32 %32, 16
  %34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %31)
  %35 = add nsw i32 %34, %31
  %36 = shl i32 %19, 2
  %37 = xor i32 %36, 8
  %38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %37, i32 %35)
  %39 = add nsw i32 %38, %35
  %40 = shl i32 %19, 2
  %41 = xor i32 %40, 4
  %42 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %41, i32 %39)
  %43 = add nsw i32 %42, %39
  %44 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %43, ptr addrspace(1) %44, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_reduce_bpermute(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
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
  %18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %18)
  %20 = shl i32 %19, 2
  %21 = xor i32 %20, 128
  %22 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %21, i32 %17)
  %23 = add nsw i32 %22, %17
  %24 = shl i32 %19, 2
  %25 = xor i32 %24, 64
  %26 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %23)
  %27 = add nsw i32 %26, %23
  %28 = shl i32 %19, 2
  %29 = xor i32 %28, 32
  %30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %27)
  %31 = add nsw i32 %30, %27
  %32 = shl i32 %19, 2
  %33 = xor i32 %32, 16
  %34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %31)
  %35 = add nsw i32 %34, %31
  %36 = shl i32 %19, 2
  %37 = xor i32 %36, 8
  %38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %37, i32 %35)
  %39 = add nsw i32 %38, %35
  %40 = shl i32 %19, 2
  %41 = xor i32 %40, 4
  %42 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %41, i32 %39)
  %43 = add nsw i32 %42, %39
  %44 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %43, ptr addrspace(1) %44, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @permute_rotate(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
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
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5, !amdgpu.noclobber !19
  %18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %18)
  %20 = shl i32 %19, 2
  %21 = add i32 %20, 20
  %22 = and i32 %21, 252
  %23 = tail call i32 @llvm.amdgcn.ds.permute(i32 %22, i32 %17)
  %24 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %23, ptr addrspace(1) %24, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_permute_rotate(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
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
  %18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %18)
  %20 = shl i32 %19, 2
  %21 = add i32 %20, 20
  %22 = and i32 %21, 252
  %23 = tail call i32 @llvm.amdgcn.ds.permute(i32 %22, i32 %17)
  %24 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %23, ptr addrspace(1) %24, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @reduce_dpp(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
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
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5, !amdgpu.noclobber !19
  %18 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %17, i32 273, i32 15, i32 15, i1 false)
  %19 = add nsw i32 %18, %17
  %20 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %19, i32 274, i32 15, i32 15, i1 false)
  %21 = add nsw i32 %19, %20
  %22 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %21, i32 276, i32 15, i32 15, i1 false)
  %23 = add nsw i32 %21, %22
  %24 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %23, i32 280, i32 15, i32 15, i1 false)
  %25 = add nsw i32 %23, %24
  %26 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %25, i32 15)
  %27 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %25, i32 31)
  %28 = add nsw i32 %27, %26
  %29 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %25, i32 47)
  %30 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %25, i32 63)
  %31 = mul nsw i32 %25, 1000
  %32 = add i32 %28, %31
  %33 = add i32 %32, %29
  %34 = add i32 %33, %30
  %35 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_reduce_dpp(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
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
  %18 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %17, i32 273, i32 15, i32 15, i1 false)
  %19 = add nsw i32 %18, %17
  %20 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %19, i32 274, i32 15, i32 15, i1 false)
  %21 = add nsw i32 %19, %20
  %22 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %21, i32 276, i32 15, i32 15, i1 false)
  %23 = add nsw i32 %21, %22
  %24 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %23, i32 280, i32 15, i32 15, i1 false)
  %25 = add nsw i32 %23, %24
  %26 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %25, i32 15)
  %27 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %25, i32 31)
  %28 = add nsw i32 %27, %26
  %29 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %25, i32 47)
  %30 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %25, i32 63)
  %31 = mul nsw i32 %25, 1000
  %32 = add i32 %28, %31
  %33 = add i32 %32, %29
  %34 = add i32 %33, %30
  %35 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @dpp_quad(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
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
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5, !amdgpu.noclobber !19
  %18 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 27, i32 15, i32 15, i1 false)
  %19 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %17, i32 312, i32 15, i32 15, i1 false)
  %20 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 257, i32 15, i32 15, i1 true)
  %21 = mul i64 %15, 12
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %21
  store i32 %18, ptr addrspace(1) %22, align 4, !tbaa !5
  %23 = getelementptr i8, ptr addrspace(1) %22, i64 4
  store i32 %19, ptr addrspace(1) %23, align 4, !tbaa !5
  %24 = getelementptr i8, ptr addrspace(1) %22, i64 8
  store i32 %20, ptr addrspace(1) %24, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_dpp_quad(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
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
  %18 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 27, i32 15, i32 15, i1 false)
  %19 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %17, i32 312, i32 15, i32 15, i1 false)
  %20 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 257, i32 15, i32 15, i1 true)
  %21 = mul i64 %15, 12
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %21
  store i32 %18, ptr addrspace(1) %22, align 4, !tbaa !5
  %23 = getelementptr i8, ptr addrspace(1) %22, i64 4
  store i32 %19, ptr addrspace(1) %23, align 4, !tbaa !5
  %24 = getelementptr i8, ptr addrspace(1) %22, i64 8
  store i32 %20, ptr addrspace(1) %24, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #7

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.permute(i32, i32) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #6

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

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
!9 = !{i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"int"}
!12 = !{!"const", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !7, i64 0}
!19 = !{}
!20 = !{i32 1, i32 1}
!21 = !{!"none", !"none"}
!22 = !{!"int*", !"int*"}
!23 = !{!"const", !""}
