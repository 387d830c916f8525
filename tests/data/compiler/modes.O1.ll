; ModuleID = '/work/main/tests/data/emu/src/modes.cl'
source_filename = "/work/main/tests/data/emu/src/modes.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @ftz_f32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %37

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !17
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !17
  %27 = fadd float %24, %26
  %28 = shl nsw i32 %18, 2
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %29
  store float %27, ptr addrspace(1) %30, align 4, !tbaa !17
  %31 = fmul float %24, %26
  %32 = getelementptr i8, ptr addrspace(1) %30, i64 4
  store float %31, ptr addrspace(1) %32, align 4, !tbaa !17
  %33 = tail call float @llvm.fma.f32(float %24, float %26, float %24)
  %34 = getelementptr i8, ptr addrspace(1) %30, i64 8
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !17
  %35 = fsub float %24, %26
  %36 = getelementptr i8, ptr addrspace(1) %30, i64 12
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !17
  br label %37

37:                                               ; preds = %4, %20
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_ftz_f32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %37

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !17
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !17
  %27 = fadd float %24, %26
  %28 = shl nsw i32 %18, 2
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %29
  store float %27, ptr addrspace(1) %30, align 4, !tbaa !17
  %31 = fmul float %24, %26
  %32 = getelementptr i8, ptr addrspace(1) %30, i64 4
  store float %31, ptr addrspace(1) %32, align 4, !tbaa !17
  %33 = tail call float @llvm.fma.f32(float %24, float %26, float %24)
  %34 = getelementptr i8, ptr addrspace(1) %30, i64 8
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !17
  %35 = fsub float %24, %26
  %36 = getelementptr i8, ptr addrspace(1) %30, i64 12
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !17
  br label %37

37:                                               ; preds = %4, %20
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @round_f32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %43

20:                                               ; preds = %4
  tail call void asm sideeffect "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0", "~{memory}"() #6, !srcloc !19
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !17
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !17
  %27 = tail call float @llvm.fmuladd.f32(float %26, float %24, float %24)
  %28 = shl nsw i32 %18, 2
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %29
  store float %27, ptr addrspace(1) %30, align 4, !tbaa !17
  tail call void asm sideeffect "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1", "~{memory}"() #6, !srcloc !20
  %31 = load float, ptr addrspace(1) %23, align 4, !tbaa !17
  %32 = load float, ptr addrspace(1) %25, align 4, !tbaa !17
  %33 = tail call float @llvm.fmuladd.f32(float %32, float %31, float %31)
  %34 = getelementptr i8, ptr addrspace(1) %30, i64 4
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !17
  tail call void asm sideeffect "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 2", "~{memory}"() #6, !srcloc !21
  %35 = load float, ptr addrspace(1) %23, align 4, !tbaa !17
  %36 = load float, ptr addrspace(1) %25, align 4, !tbaa !17
  %37 = tail call float @llvm.fmuladd.f32(float %36, float %35, float %35)
  %38 = getelementptr i8, ptr addrspace(1) %30, i64 8
  store float %37, ptr addrspace(1) %38, align 4, !tbaa !17
  tail call void asm sideeffect "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3", "~{memory}"() #6, !srcloc !22
  %39 = load float, ptr addrspace(1) %23, align 4, !tbaa !17
  %40 = load float, ptr addrspace(1) %25, align 4, !tbaa !17
  %41 = tail call float @llvm.fmuladd.f32(float %40, float %39, float %39)
  %42 = getelementptr i8, ptr addrspace(1) %30, i64 12
  store float %41, ptr addrspace(1) %42, align 4, !tbaa !17
  tail call void asm sideeffect "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0", "~{memory}"() #6, !srcloc !23
  br label %43

43:                                               ; preds = %4, %20
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_round_f32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #3 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %43

20:                                               ; preds = %4
  tail call void asm sideeffect "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0", "~{memory}"() #6, !srcloc !19
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !17
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !17
  %27 = tail call float @llvm.fmuladd.f32(float %26, float %24, float %24)
  %28 = shl nsw i32 %18, 2
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %29
  store float %27, ptr addrspace(1) %30, align 4, !tbaa !17
  tail call void asm sideeffect "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1", "~{memory}"() #6, !srcloc !20
  %31 = load float, ptr addrspace(1) %23, align 4, !tbaa !17
  %32 = load float, ptr addrspace(1) %25, align 4, !tbaa !17
  %33 = tail call float @llvm.fmuladd.f32(float %32, float %31, float %31)
  %34 = getelementptr i8, ptr addrspace(1) %30, i64 4
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !17
  tail call void asm sideeffect "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 2", "~{memory}"() #6, !srcloc !21
  %35 = load float, ptr addrspace(1) %23, align 4, !tbaa !17
  %36 = load float, ptr addrspace(1) %25, align 4, !tbaa !17
  %37 = tail call float @llvm.fmuladd.f32(float %36, float %35, float %35)
  %38 = getelementptr i8, ptr addrspace(1) %30, i64 8
  store float %37, ptr addrspace(1) %38, align 4, !tbaa !17
  tail call void asm sideeffect "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3", "~{memory}"() #6, !srcloc !22
  %39 = load float, ptr addrspace(1) %23, align 4, !tbaa !17
  %40 = load float, ptr addrspace(1) %25, align 4, !tbaa !17
  %41 = tail call float @llvm.fmuladd.f32(float %40, float %39, float %39)
  %42 = getelementptr i8, ptr addrspace(1) %30, i64 12
  store float %41, ptr addrspace(1) %42, align 4, !tbaa !17
  tail call void asm sideeffect "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0", "~{memory}"() #6, !srcloc !23
  br label %43

43:                                               ; preds = %4, %20
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }

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
!9 = !{i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"float*", !"int"}
!12 = !{!"const", !"const", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !7, i64 0}
!19 = !{i64 2147536691}
!20 = !{i64 2147536827}
!21 = !{i64 2147536963}
!22 = !{i64 2147537099}
!23 = !{i64 1142}
