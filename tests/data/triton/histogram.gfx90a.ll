; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.0a-amd-amdhsa"

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @histogram_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !12
  %8 = and i32 %7, 192, !dbg !11
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %10 = shl i32 %9, 9, !dbg !13
  %11 = and i32 %6, 63, !dbg !12
  %12 = or disjoint i32 %8, %11, !dbg !12
  %13 = or disjoint i32 %12, %10, !dbg !13
  %14 = or disjoint i32 %13, 256, !dbg !13
  %15 = icmp slt i32 %13, %2, !dbg !14
  %16 = icmp slt i32 %14, %2, !dbg !14
  %17 = sext i32 %14 to i64, !dbg !15
  %18 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %17, !dbg !15
  br i1 %15, label %19, label %23, !dbg !16

19:                                               ; preds = %5
  %20 = sext i32 %13 to i64
  %21 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %20
  %22 = load <1 x i32>, ptr addrspace(1) %21, align 4, !dbg !16
  br label %23, !dbg !16

23:                                               ; preds = %19, %5
  %24 = phi <1 x i32> [ %22, %19 ], [ zeroinitializer, %5 ], !dbg !16
  %25 = extractelement <1 x i32> %24, i64 0, !dbg !16
  br i1 %16, label %26, label %28, !dbg !16

26:                                               ; preds = %23
  %27 = load <1 x i32>, ptr addrspace(1) %18, align 4, !dbg !16
  br label %28, !dbg !16

28:                                               ; preds = %26, %23
  %29 = phi <1 x i32> [ %27, %26 ], [ zeroinitializer, %23 ], !dbg !16
  %30 = extractelement <1 x i32> %29, i64 0, !dbg !16
  %31 = srem i32 %30, 64, !dbg !17
  %32 = sext i32 %31 to i64, !dbg !18
  %33 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %32, !dbg !18
  fence syncscope("workgroup") release, !dbg !11, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !19
  br i1 %15, label %34, label %39, !dbg !11

34:                                               ; preds = %28
  %35 = srem i32 %25, 64, !dbg !17
  %36 = sext i32 %35 to i64, !dbg !18
  %37 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %36, !dbg !18
  %38 = atomicrmw add ptr addrspace(1) %37, i32 1 syncscope("agent") release, align 4, !dbg !11
  br label %39, !dbg !11

39:                                               ; preds = %34, %28
  br i1 %16, label %40, label %42, !dbg !11

40:                                               ; preds = %39
  %41 = atomicrmw add ptr addrspace(1) %33, i32 1 syncscope("agent") acquire, align 4, !dbg !11
  br label %42, !dbg !11

42:                                               ; preds = %40, %39
  fence syncscope("workgroup") release, !dbg !11, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !19
  ret void, !dbg !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "build_triton_fixtures.py", directory: "/work/main/tools")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "histogram_kernel", linkageName: "histogram_kernel", scope: !1, file: !1, line: 109, type: !5, scopeLine: 109, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 113, column: 5, scope: !4)
!12 = !DILocation(line: 110, column: 39, scope: !4)
!13 = !DILocation(line: 110, column: 12, scope: !4)
!14 = !DILocation(line: 111, column: 12, scope: !4)
!15 = !DILocation(line: 112, column: 17, scope: !4)
!16 = !DILocation(line: 112, column: 9, scope: !4)
!17 = !DILocation(line: 113, column: 31, scope: !4)
!18 = !DILocation(line: 113, column: 19, scope: !4)
!19 = !{!"amdgpu-synchronize-as", !"local"}
!20 = !DILocation(line: 109, column: 1, scope: !4)
