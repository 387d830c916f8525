; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.0a-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @layernorm_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readonly captures(none) %2, ptr addrspace(1) inreg nofree readonly captures(none) %3, i32 inreg %4, i32 inreg %5, float inreg %6, ptr addrspace(1) inreg nofree readnone captures(none) %7, ptr addrspace(1) inreg nofree readnone captures(none) %8) local_unnamed_addr #0 !dbg !4 {
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %11 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %10), !dbg !12
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %13 = mul i32 %4, %12, !dbg !14
  %14 = sext i32 %13 to i64, !dbg !15
  %15 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %14, !dbg !15
  %16 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %14, !dbg !16
  %17 = and i32 %10, 63, !dbg !17
  %.masked = and i32 %11, 64, !dbg !17
  %18 = or disjoint i32 %.masked, %17, !dbg !17
  %19 = icmp sgt i32 %5, 0, !dbg !18
  br i1 %19, label %.lr.ph, label %._crit_edge, !dbg !18

.lr.ph:                                           ; preds = %9, %28
  %20 = phi float [ %31, %28 ], [ 0.000000e+00, %9 ]
  %21 = phi i32 [ %32, %28 ], [ 0, %9 ]
  %22 = or disjoint i32 %21, %18, !dbg !19
  %23 = icmp slt i32 %22, %5, !dbg !20
  br i1 %23, label %24, label %28, !dbg !21

24:                                               ; preds = %.lr.ph
  %25 = sext i32 %22 to i64
  %26 = getelementptr [4 x i8], ptr addrspace(1) %15, i64 %25
  %27 = load <1 x float>, ptr addrspace(1) %26, align 4, !dbg !21
  br label %28, !dbg !21

28:                                               ; preds = %24, %.lr.ph
  %29 = phi <1 x float> [ %27, %24 ], [ zeroinitializer, %.lr.ph ], !dbg !21
  %30 = extractelement <1 x float> %29, i64 0, !dbg !21
  %31 = fadd float %20, %30, !dbg !22
  %32 = add i32 %21, 128, !dbg !18
  %33 = icmp slt i32 %32, %5, !dbg !18
  br i1 %33, label %.lr.ph, label %._crit_edge, !dbg !18

._crit_edge:                                      ; preds = %28, %9
  %.lcssa4 = phi float [ 0.000000e+00, %9 ], [ %31, %28 ], !dbg !23
  %34 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %.lcssa4, i32 280, i32 15, i32 15, i1 true), !dbg !24
  %35 = fadd float %.lcssa4, %34, !dbg !29
  %36 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %35, i32 276, i32 15, i32 15, i1 true), !dbg !24
  %37 = fadd float %35, %36, !dbg !29
  %38 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %37, i32 274, i32 15, i32 15, i1 true), !dbg !24
  %39 = fadd float %37, %38, !dbg !29
  %40 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %39, i32 273, i32 15, i32 15, i1 true), !dbg !24
  %41 = fadd float %39, %40, !dbg !29
  %42 = tail call float @llvm.amdgcn.update.dpp.f32(float %41, float %41, i32 322, i32 10, i32 15, i1 true), !dbg !24
  %43 = fadd float %41, %42, !dbg !29
  %44 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %43, i32 323, i32 15, i32 15, i1 true), !dbg !24
  %45 = fadd float %43, %44, !dbg !29
  %46 = tail call float @llvm.amdgcn.readlane.f32(float %45, i32 63), !dbg !24
  %47 = lshr i32 %11, 4, !dbg !24
  %48 = and i32 %47, 4, !dbg !24
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %48, !dbg !24
  %50 = insertelement <1 x float> poison, float %46, i64 0, !dbg !24
  store <1 x float> %50, ptr addrspace(3) %49, align 4, !dbg !24
  fence syncscope("workgroup") release, !dbg !24, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  fence syncscope("workgroup") acquire, !dbg !24, !mmra !30
  %51 = shl nuw nsw i32 %10, 2, !dbg !24
  %52 = and i32 %51, 4, !dbg !24
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %52, !dbg !24
  %54 = load <1 x float>, ptr addrspace(3) %53, align 4, !dbg !24
  %55 = extractelement <1 x float> %54, i64 0, !dbg !24
  %56 = bitcast float %55 to i32, !dbg !24
  %57 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %56, i32 177, i32 15, i32 15, i1 true), !dbg !24
  %58 = bitcast i32 %57 to float, !dbg !24
  %59 = fadd float %55, %58, !dbg !29
  %60 = sitofp i32 %5 to float, !dbg !31
  %61 = fdiv float %59, %60, !dbg !31
  br i1 %19, label %.lr.ph6, label %._crit_edge7, !dbg !32

.lr.ph6:                                          ; preds = %._crit_edge, %70
  %62 = phi float [ %76, %70 ], [ 0.000000e+00, %._crit_edge ]
  %63 = phi i32 [ %77, %70 ], [ 0, %._crit_edge ]
  %64 = or disjoint i32 %63, %18, !dbg !33
  %65 = icmp slt i32 %64, %5, !dbg !34
  br i1 %65, label %66, label %70, !dbg !35

66:                                               ; preds = %.lr.ph6
  %67 = sext i32 %64 to i64
  %68 = getelementptr [4 x i8], ptr addrspace(1) %15, i64 %67
  %69 = load <1 x float>, ptr addrspace(1) %68, align 4, !dbg !35
  br label %70, !dbg !35

70:                                               ; preds = %66, %.lr.ph6
  %71 = phi <1 x float> [ %69, %66 ], [ zeroinitializer, %.lr.ph6 ], !dbg !35
  %72 = extractelement <1 x float> %71, i64 0, !dbg !35
  %73 = fsub float %72, %61, !dbg !36
  %74 = select i1 %65, float %73, float 0.000000e+00, !dbg !37
  %75 = fmul float %74, %74, !dbg !38
  %76 = fadd float %62, %75, !dbg !39
  %77 = add i32 %63, 128, !dbg !32
  %78 = icmp slt i32 %77, %5, !dbg !32
  br i1 %78, label %.lr.ph6, label %._crit_edge7, !dbg !32

._crit_edge7:                                     ; preds = %70, %._crit_edge
  %.lcssa = phi float [ 0.000000e+00, %._crit_edge ], [ %76, %70 ], !dbg !40
  fence syncscope("workgroup") release, !dbg !41, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !41
  fence syncscope("workgroup") acquire, !dbg !41, !mmra !30
  %79 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %.lcssa, i32 280, i32 15, i32 15, i1 true), !dbg !41
  %80 = fadd float %.lcssa, %79, !dbg !43
  %81 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %80, i32 276, i32 15, i32 15, i1 true), !dbg !41
  %82 = fadd float %80, %81, !dbg !43
  %83 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %82, i32 274, i32 15, i32 15, i1 true), !dbg !41
  %84 = fadd float %82, %83, !dbg !43
  %85 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %84, i32 273, i32 15, i32 15, i1 true), !dbg !41
  %86 = fadd float %84, %85, !dbg !43
  %87 = tail call float @llvm.amdgcn.update.dpp.f32(float %86, float %86, i32 322, i32 10, i32 15, i1 true), !dbg !41
  %88 = fadd float %86, %87, !dbg !43
  %89 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %88, i32 323, i32 15, i32 15, i1 true), !dbg !41
  %90 = fadd float %88, %89, !dbg !43
  %91 = tail call float @llvm.amdgcn.readlane.f32(float %90, i32 63), !dbg !41
  %92 = insertelement <1 x float> poison, float %91, i64 0, !dbg !41
  store <1 x float> %92, ptr addrspace(3) %49, align 4, !dbg !41
  fence syncscope("workgroup") release, !dbg !41, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !41
  fence syncscope("workgroup") acquire, !dbg !41, !mmra !30
  %93 = load <1 x float>, ptr addrspace(3) %53, align 4, !dbg !41
  %94 = extractelement <1 x float> %93, i64 0, !dbg !41
  %95 = bitcast float %94 to i32, !dbg !41
  %96 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %95, i32 177, i32 15, i32 15, i1 true), !dbg !41
  %97 = bitcast i32 %96 to float, !dbg !41
  %98 = fadd float %94, %97, !dbg !43
  %99 = fdiv float %98, %60, !dbg !44
  %100 = fadd float %6, %99, !dbg !44
  %101 = tail call float @llvm.amdgcn.sqrt.f32(float %100), !dbg !45
  %102 = fdiv float 1.000000e+00, %101, !dbg !46
  br i1 %19, label %.lr.ph10, label %._crit_edge11, !dbg !47

.lr.ph10:                                         ; preds = %._crit_edge7
  %103 = and i32 %11, 128
  %104 = icmp eq i32 %103, 0
  br label %105, !dbg !47

105:                                              ; preds = %.lr.ph10, %139
  %106 = phi i32 [ 0, %.lr.ph10 ], [ %140, %139 ]
  %107 = or disjoint i32 %106, %18, !dbg !48
  %108 = icmp slt i32 %107, %5, !dbg !49
  br i1 %108, label %109, label %113, !dbg !50

109:                                              ; preds = %105
  %110 = sext i32 %107 to i64
  %111 = getelementptr [4 x i8], ptr addrspace(1) %15, i64 %110
  %112 = load <1 x float>, ptr addrspace(1) %111, align 4, !dbg !50
  br label %113, !dbg !50

113:                                              ; preds = %109, %105
  %114 = phi <1 x float> [ %112, %109 ], [ zeroinitializer, %105 ], !dbg !50
  %115 = extractelement <1 x float> %114, i64 0, !dbg !50
  br i1 %108, label %116, label %120, !dbg !51

116:                                              ; preds = %113
  %117 = sext i32 %107 to i64
  %118 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %117
  %119 = load <1 x float>, ptr addrspace(1) %118, align 4, !dbg !51
  br label %120, !dbg !51

120:                                              ; preds = %116, %113
  %121 = phi <1 x float> [ %119, %116 ], [ zeroinitializer, %113 ], !dbg !51
  %122 = extractelement <1 x float> %121, i64 0, !dbg !51
  br i1 %108, label %123, label %127, !dbg !52

123:                                              ; preds = %120
  %124 = sext i32 %107 to i64
  %125 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %124
  %126 = load <1 x float>, ptr addrspace(1) %125, align 4, !dbg !52
  br label %127, !dbg !52

127:                                              ; preds = %123, %120
  %128 = phi <1 x float> [ %126, %123 ], [ zeroinitializer, %120 ], !dbg !52
  %129 = and i1 %104, %108, !dbg !12
  br i1 %129, label %130, label %139, !dbg !12

130:                                              ; preds = %127
  %131 = sext i32 %107 to i64
  %132 = getelementptr [4 x i8], ptr addrspace(1) %16, i64 %131
  %133 = fsub float %115, %61
  %134 = fmul float %102, %133
  %135 = fmul float %134, %122
  %136 = extractelement <1 x float> %128, i64 0
  %137 = fadd float %135, %136
  %138 = insertelement <1 x float> poison, float %137, i64 0
  store <1 x float> %138, ptr addrspace(1) %132, align 4, !dbg !12
  br label %139, !dbg !12

139:                                              ; preds = %130, %127
  %140 = add i32 %106, 128, !dbg !47
  %141 = icmp slt i32 %140, %5, !dbg !47
  br i1 %141, label %105, label %._crit_edge11, !dbg !47

._crit_edge11:                                    ; preds = %139, %._crit_edge7
  ret void, !dbg !53
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.sqrt.f32(float) #5

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #6

attributes #0 = { norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "build_triton_fixtures.py", directory: "/work/main/tools")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "layernorm_kernel", linkageName: "layernorm_kernel", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !7, !9, !9, !8, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 86, column: 9, scope: !4)
!13 = !DILocation(line: 65, column: 11, scope: !4)
!14 = !DILocation(line: 66, column: 14, scope: !4)
!15 = !DILocation(line: 66, column: 5, scope: !4)
!16 = !DILocation(line: 67, column: 5, scope: !4)
!17 = !DILocation(line: 70, column: 22, scope: !4)
!18 = !DILocation(line: 69, column: 5, scope: !4)
!19 = !DILocation(line: 70, column: 16, scope: !4)
!20 = !DILocation(line: 71, column: 43, scope: !4)
!21 = !DILocation(line: 71, column: 16, scope: !4)
!22 = !DILocation(line: 71, column: 9, scope: !4)
!23 = !DILocation(line: 68, column: 11, scope: !4)
!24 = !DILocation(line: 314, column: 12, scope: !25, inlinedAt: !27)
!25 = distinct !DILexicalBlockFile(scope: !4, file: !26, discriminator: 0)
!26 = !DIFile(filename: "standard.py", directory: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language")
!27 = !DILocation(line: 72, column: 12, scope: !28)
!28 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!29 = !DILocation(line: 287, column: 12, scope: !25, inlinedAt: !24)
!30 = !{!"amdgpu-synchronize-as", !"local"}
!31 = !DILocation(line: 72, column: 12, scope: !4)
!32 = !DILocation(line: 74, column: 5, scope: !4)
!33 = !DILocation(line: 75, column: 16, scope: !4)
!34 = !DILocation(line: 76, column: 40, scope: !4)
!35 = !DILocation(line: 76, column: 13, scope: !4)
!36 = !DILocation(line: 77, column: 37, scope: !4)
!37 = !DILocation(line: 77, column: 13, scope: !4)
!38 = !DILocation(line: 78, column: 16, scope: !4)
!39 = !DILocation(line: 78, column: 9, scope: !4)
!40 = !DILocation(line: 73, column: 11, scope: !4)
!41 = !DILocation(line: 314, column: 12, scope: !25, inlinedAt: !42)
!42 = !DILocation(line: 79, column: 24, scope: !28)
!43 = !DILocation(line: 287, column: 12, scope: !25, inlinedAt: !41)
!44 = !DILocation(line: 79, column: 24, scope: !4)
!45 = !DILocation(line: 79, column: 16, scope: !4)
!46 = !DILocation(line: 79, column: 12, scope: !4)
!47 = !DILocation(line: 80, column: 5, scope: !4)
!48 = !DILocation(line: 81, column: 16, scope: !4)
!49 = !DILocation(line: 82, column: 16, scope: !4)
!50 = !DILocation(line: 83, column: 13, scope: !4)
!51 = !DILocation(line: 84, column: 13, scope: !4)
!52 = !DILocation(line: 85, column: 13, scope: !4)
!53 = !DILocation(line: 64, column: 1, scope: !4)
