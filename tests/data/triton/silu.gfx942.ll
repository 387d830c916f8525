; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare !dbg !4 float @llvm.exp2.f32(float) #0

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @silu_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #1 !dbg !8 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !16
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !17
  %8 = and i32 %7, 192, !dbg !16
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !18
  %10 = shl i32 %9, 10, !dbg !18
  %11 = and i32 %6, 63, !dbg !17
  %12 = or disjoint i32 %8, %11, !dbg !17
  %13 = or disjoint i32 %12, %10, !dbg !18
  %14 = or disjoint i32 %13, 256, !dbg !18
  %15 = or disjoint i32 %13, 512, !dbg !18
  %16 = or disjoint i32 %13, 768, !dbg !18
  %17 = icmp slt i32 %13, %2, !dbg !19
  %18 = icmp slt i32 %14, %2, !dbg !19
  %19 = icmp slt i32 %15, %2, !dbg !19
  %20 = icmp slt i32 %16, %2, !dbg !19
  %21 = sext i32 %14 to i64, !dbg !20
  %22 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %21, !dbg !20
  %23 = sext i32 %15 to i64, !dbg !20
  %24 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %23, !dbg !20
  %25 = sext i32 %16 to i64, !dbg !20
  %26 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %25, !dbg !20
  br i1 %17, label %27, label %31, !dbg !21

27:                                               ; preds = %5
  %28 = sext i32 %13 to i64
  %29 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %28
  %30 = load <1 x half>, ptr addrspace(1) %29, align 2, !dbg !21
  br label %31, !dbg !21

31:                                               ; preds = %27, %5
  %32 = phi <1 x half> [ %30, %27 ], [ zeroinitializer, %5 ], !dbg !21
  %33 = extractelement <1 x half> %32, i64 0, !dbg !21
  br i1 %18, label %34, label %36, !dbg !21

34:                                               ; preds = %31
  %35 = load <1 x half>, ptr addrspace(1) %22, align 2, !dbg !21
  br label %36, !dbg !21

36:                                               ; preds = %34, %31
  %37 = phi <1 x half> [ %35, %34 ], [ zeroinitializer, %31 ], !dbg !21
  %38 = extractelement <1 x half> %37, i64 0, !dbg !21
  br i1 %19, label %39, label %41, !dbg !21

39:                                               ; preds = %36
  %40 = load <1 x half>, ptr addrspace(1) %24, align 2, !dbg !21
  br label %41, !dbg !21

41:                                               ; preds = %39, %36
  %42 = phi <1 x half> [ %40, %39 ], [ zeroinitializer, %36 ], !dbg !21
  %43 = extractelement <1 x half> %42, i64 0, !dbg !21
  br i1 %20, label %44, label %46, !dbg !21

44:                                               ; preds = %41
  %45 = load <1 x half>, ptr addrspace(1) %26, align 2, !dbg !21
  br label %46, !dbg !21

46:                                               ; preds = %44, %41
  %47 = phi <1 x half> [ %45, %44 ], [ zeroinitializer, %41 ], !dbg !21
  %48 = extractelement <1 x half> %47, i64 0, !dbg !21
  %49 = fpext half %38 to float, !dbg !21
  %50 = fpext half %43 to float, !dbg !21
  %51 = fpext half %48 to float, !dbg !21
  %52 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %21, !dbg !22
  %53 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %23, !dbg !22
  %54 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %25, !dbg !22
  %55 = fmul float %49, f0xBFB8AA3B, !dbg !23
  %56 = tail call float @llvm.exp2.f32(float %55), !dbg !23
  %57 = fmul float %50, f0xBFB8AA3B, !dbg !23
  %58 = tail call float @llvm.exp2.f32(float %57), !dbg !23
  %59 = fmul float %51, f0xBFB8AA3B, !dbg !23
  %60 = tail call float @llvm.exp2.f32(float %59), !dbg !23
  %61 = fadd float %56, 1.000000e+00, !dbg !28
  %62 = fadd float %58, 1.000000e+00, !dbg !28
  %63 = fadd float %60, 1.000000e+00, !dbg !28
  %64 = fdiv float 1.000000e+00, %61, !dbg !29
  %65 = fdiv float 1.000000e+00, %62, !dbg !29
  %66 = fdiv float 1.000000e+00, %63, !dbg !29
  %67 = fmul float %64, %49, !dbg !30
  %68 = fmul float %65, %50, !dbg !30
  %69 = fmul float %66, %51, !dbg !30
  %70 = fptrunc float %67 to half, !dbg !31
  %71 = fptrunc float %68 to half, !dbg !31
  %72 = fptrunc float %69 to half, !dbg !31
  br i1 %17, label %73, label %84, !dbg !16

73:                                               ; preds = %46
  %74 = fpext half %33 to float, !dbg !21
  %75 = fmul float %74, f0xBFB8AA3B, !dbg !23
  %76 = tail call float @llvm.exp2.f32(float %75), !dbg !23
  %77 = fadd float %76, 1.000000e+00, !dbg !28
  %78 = fdiv float 1.000000e+00, %77, !dbg !29
  %79 = fmul float %78, %74, !dbg !30
  %80 = fptrunc float %79 to half, !dbg !31
  %81 = insertelement <1 x half> poison, half %80, i64 0, !dbg !16
  %82 = sext i32 %13 to i64, !dbg !22
  %83 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %82, !dbg !22
  store <1 x half> %81, ptr addrspace(1) %83, align 2, !dbg !16
  br label %84, !dbg !16

84:                                               ; preds = %73, %46
  br i1 %18, label %85, label %87, !dbg !16

85:                                               ; preds = %84
  %86 = insertelement <1 x half> poison, half %70, i64 0
  store <1 x half> %86, ptr addrspace(1) %52, align 2, !dbg !16
  br label %87, !dbg !16

87:                                               ; preds = %85, %84
  br i1 %19, label %88, label %90, !dbg !16

88:                                               ; preds = %87
  %89 = insertelement <1 x half> poison, half %71, i64 0
  store <1 x half> %89, ptr addrspace(1) %53, align 2, !dbg !16
  br label %90, !dbg !16

90:                                               ; preds = %88, %87
  br i1 %20, label %91, label %93, !dbg !16

91:                                               ; preds = %90
  %92 = insertelement <1 x half> poison, half %72, i64 0
  store <1 x half> %92, ptr addrspace(1) %54, align 2, !dbg !16
  br label %93, !dbg !16

93:                                               ; preds = %91, %90
  ret void, !dbg !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "build_triton_fixtures.py", directory: "/work/main/tools")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = !DISubprogram(name: "llvm.exp2.f32", linkageName: "llvm.exp2.f32", scope: !1, file: !1, line: 147, type: !5, scopeLine: 147, spFlags: DISPFlagOptimized)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{!7, !7}
!7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!8 = distinct !DISubprogram(name: "silu_kernel", linkageName: "silu_kernel", scope: !1, file: !1, line: 143, type: !9, scopeLine: 143, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(cc: DW_CC_normal, types: !10)
!10 = !{null, !11, !11, !13, !14, !14}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!16 = !DILocation(line: 147, column: 5, scope: !8)
!17 = !DILocation(line: 144, column: 39, scope: !8)
!18 = !DILocation(line: 144, column: 12, scope: !8)
!19 = !DILocation(line: 145, column: 12, scope: !8)
!20 = !DILocation(line: 146, column: 17, scope: !8)
!21 = !DILocation(line: 146, column: 9, scope: !8)
!22 = !DILocation(line: 147, column: 14, scope: !8)
!23 = !DILocation(line: 50, column: 21, scope: !24, inlinedAt: !26)
!24 = distinct !DILexicalBlockFile(scope: !8, file: !25, discriminator: 0)
!25 = !DIFile(filename: "standard.py", directory: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language")
!26 = !DILocation(line: 147, column: 33, scope: !27)
!27 = distinct !DILexicalBlockFile(scope: !8, file: !1, discriminator: 0)
!28 = !DILocation(line: 50, column: 17, scope: !24, inlinedAt: !26)
!29 = !DILocation(line: 50, column: 12, scope: !24, inlinedAt: !26)
!30 = !DILocation(line: 147, column: 29, scope: !8)
!31 = !DILocation(line: 147, column: 28, scope: !8)
!32 = !DILocation(line: 143, column: 1, scope: !8)
