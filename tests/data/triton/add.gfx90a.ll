; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.0a-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @add_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, ptr addrspace(1) inreg nofree readnone captures(none) %4, ptr addrspace(1) inreg nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !13
  %9 = and i32 %8, 192, !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %11 = shl i32 %10, 10, !dbg !15
  %12 = and i32 %7, 63, !dbg !13
  %13 = or disjoint i32 %9, %12, !dbg !13
  %14 = or disjoint i32 %13, %11, !dbg !15
  %15 = or disjoint i32 %14, 256, !dbg !15
  %16 = or disjoint i32 %14, 512, !dbg !15
  %17 = or disjoint i32 %14, 768, !dbg !15
  %18 = icmp slt i32 %14, %3, !dbg !16
  %19 = icmp slt i32 %15, %3, !dbg !16
  %20 = icmp slt i32 %16, %3, !dbg !16
  %21 = icmp slt i32 %17, %3, !dbg !16
  %22 = sext i32 %15 to i64, !dbg !17
  %23 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %22, !dbg !17
  %24 = sext i32 %16 to i64, !dbg !17
  %25 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %24, !dbg !17
  %26 = sext i32 %17 to i64, !dbg !17
  %27 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %26, !dbg !17
  br i1 %18, label %28, label %32, !dbg !18

28:                                               ; preds = %6
  %29 = sext i32 %14 to i64
  %30 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %29
  %31 = load <1 x float>, ptr addrspace(1) %30, align 4, !dbg !18
  br label %32, !dbg !18

32:                                               ; preds = %28, %6
  %33 = phi <1 x float> [ %31, %28 ], [ zeroinitializer, %6 ], !dbg !18
  %34 = extractelement <1 x float> %33, i64 0, !dbg !18
  br i1 %19, label %35, label %37, !dbg !18

35:                                               ; preds = %32
  %36 = load <1 x float>, ptr addrspace(1) %23, align 4, !dbg !18
  br label %37, !dbg !18

37:                                               ; preds = %35, %32
  %38 = phi <1 x float> [ %36, %35 ], [ zeroinitializer, %32 ], !dbg !18
  %39 = extractelement <1 x float> %38, i64 0, !dbg !18
  br i1 %20, label %40, label %42, !dbg !18

40:                                               ; preds = %37
  %41 = load <1 x float>, ptr addrspace(1) %25, align 4, !dbg !18
  br label %42, !dbg !18

42:                                               ; preds = %40, %37
  %43 = phi <1 x float> [ %41, %40 ], [ zeroinitializer, %37 ], !dbg !18
  %44 = extractelement <1 x float> %43, i64 0, !dbg !18
  br i1 %21, label %45, label %47, !dbg !18

45:                                               ; preds = %42
  %46 = load <1 x float>, ptr addrspace(1) %27, align 4, !dbg !18
  br label %47, !dbg !18

47:                                               ; preds = %45, %42
  %48 = phi <1 x float> [ %46, %45 ], [ zeroinitializer, %42 ], !dbg !18
  %49 = extractelement <1 x float> %48, i64 0, !dbg !18
  %50 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %22, !dbg !19
  %51 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %24, !dbg !19
  %52 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %26, !dbg !19
  br i1 %18, label %53, label %57, !dbg !20

53:                                               ; preds = %47
  %54 = sext i32 %14 to i64
  %55 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %54
  %56 = load <1 x float>, ptr addrspace(1) %55, align 4, !dbg !20
  br label %57, !dbg !20

57:                                               ; preds = %53, %47
  %58 = phi <1 x float> [ %56, %53 ], [ zeroinitializer, %47 ], !dbg !20
  %59 = extractelement <1 x float> %58, i64 0, !dbg !20
  br i1 %19, label %60, label %62, !dbg !20

60:                                               ; preds = %57
  %61 = load <1 x float>, ptr addrspace(1) %50, align 4, !dbg !20
  br label %62, !dbg !20

62:                                               ; preds = %60, %57
  %63 = phi <1 x float> [ %61, %60 ], [ zeroinitializer, %57 ], !dbg !20
  %64 = extractelement <1 x float> %63, i64 0, !dbg !20
  br i1 %20, label %65, label %67, !dbg !20

65:                                               ; preds = %62
  %66 = load <1 x float>, ptr addrspace(1) %51, align 4, !dbg !20
  br label %67, !dbg !20

67:                                               ; preds = %65, %62
  %68 = phi <1 x float> [ %66, %65 ], [ zeroinitializer, %62 ], !dbg !20
  %69 = extractelement <1 x float> %68, i64 0, !dbg !20
  br i1 %21, label %70, label %72, !dbg !20

70:                                               ; preds = %67
  %71 = load <1 x float>, ptr addrspace(1) %52, align 4, !dbg !20
  br label %72, !dbg !20

72:                                               ; preds = %70, %67
  %73 = phi <1 x float> [ %71, %70 ], [ zeroinitializer, %67 ], !dbg !20
  %74 = extractelement <1 x float> %73, i64 0, !dbg !20
  %75 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %22, !dbg !21
  %76 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %24, !dbg !21
  %77 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %26, !dbg !21
  %78 = fadd float %39, %64, !dbg !22
  %79 = fadd float %44, %69, !dbg !22
  %80 = fadd float %49, %74, !dbg !22
  br i1 %18, label %81, label %86, !dbg !12

81:                                               ; preds = %72
  %82 = sext i32 %14 to i64
  %83 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %82
  %84 = fadd float %34, %59
  %85 = insertelement <1 x float> poison, float %84, i64 0
  store <1 x float> %85, ptr addrspace(1) %83, align 4, !dbg !12
  br label %86, !dbg !12

86:                                               ; preds = %81, %72
  br i1 %19, label %87, label %89, !dbg !12

87:                                               ; preds = %86
  %88 = insertelement <1 x float> poison, float %78, i64 0
  store <1 x float> %88, ptr addrspace(1) %75, align 4, !dbg !12
  br label %89, !dbg !12

89:                                               ; preds = %87, %86
  br i1 %20, label %90, label %92, !dbg !12

90:                                               ; preds = %89
  %91 = insertelement <1 x float> poison, float %79, i64 0
  store <1 x float> %91, ptr addrspace(1) %76, align 4, !dbg !12
  br label %92, !dbg !12

92:                                               ; preds = %90, %89
  br i1 %21, label %93, label %95, !dbg !12

93:                                               ; preds = %92
  %94 = insertelement <1 x float> poison, float %80, i64 0
  store <1 x float> %94, ptr addrspace(1) %77, align 4, !dbg !12
  br label %95, !dbg !12

95:                                               ; preds = %93, %92
  ret void, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "build_triton_fixtures.py", directory: "/work/main/tools")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "add_kernel", linkageName: "add_kernel", scope: !1, file: !1, line: 43, type: !5, scopeLine: 43, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 49, column: 5, scope: !4)
!13 = !DILocation(line: 45, column: 26, scope: !4)
!14 = !DILocation(line: 44, column: 11, scope: !4)
!15 = !DILocation(line: 45, column: 12, scope: !4)
!16 = !DILocation(line: 46, column: 12, scope: !4)
!17 = !DILocation(line: 47, column: 17, scope: !4)
!18 = !DILocation(line: 47, column: 9, scope: !4)
!19 = !DILocation(line: 48, column: 17, scope: !4)
!20 = !DILocation(line: 48, column: 9, scope: !4)
!21 = !DILocation(line: 49, column: 14, scope: !4)
!22 = !DILocation(line: 49, column: 30, scope: !4)
!23 = !DILocation(line: 43, column: 1, scope: !4)
