; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.0a-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare !dbg !4 float @llvm.exp2.f32(float) #0

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @softmax_kernel(ptr addrspace(1) inreg nofree writeonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, ptr addrspace(1) inreg nofree readnone captures(none) %5, ptr addrspace(1) inreg nofree readnone captures(none) %6) local_unnamed_addr #1 !dbg !8 {
  %8 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !15
  %9 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %8), !dbg !16
  %10 = and i32 %9, 192, !dbg !15
  %11 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %12 = and i32 %8, 63, !dbg !22
  %13 = or disjoint i32 %10, %12, !dbg !22
  %14 = icmp slt i32 %13, %4, !dbg !23
  %15 = mul i32 %2, %11, !dbg !24
  %16 = sext i32 %15 to i64, !dbg !25
  %17 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %16, !dbg !25
  %18 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %17, i16 0, i64 2147483646, i32 159744), !dbg !26
  %19 = shl nuw nsw i32 %13, 2, !dbg !26
  %20 = select i1 %14, i32 %19, i32 -2147483648, !dbg !26
  %21 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %18, i32 %20, i32 0, i32 0), !dbg !26
  %22 = bitcast float %21 to <1 x float>, !dbg !26
  %23 = extractelement <1 x float> %22, i64 0, !dbg !26
  %24 = select i1 %14, float %23, float -inf, !dbg !26
  %25 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %24, i32 280, i32 15, i32 15, i1 true), !dbg !27
  %26 = tail call float @llvm.maxnum.f32(float %24, float %25), !dbg !29
  %27 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %26, i32 276, i32 15, i32 15, i1 true), !dbg !27
  %28 = tail call float @llvm.maxnum.f32(float %26, float %27), !dbg !29
  %29 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %28, i32 274, i32 15, i32 15, i1 true), !dbg !27
  %30 = tail call float @llvm.maxnum.f32(float %28, float %29), !dbg !29
  %31 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %30, i32 273, i32 15, i32 15, i1 true), !dbg !27
  %32 = tail call float @llvm.maxnum.f32(float %30, float %31), !dbg !29
  %33 = tail call float @llvm.amdgcn.update.dpp.f32(float %32, float %32, i32 322, i32 10, i32 15, i1 true), !dbg !27
  %34 = tail call float @llvm.maxnum.f32(float %32, float %33), !dbg !29
  %35 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %34, i32 323, i32 15, i32 15, i1 true), !dbg !27
  %36 = tail call float @llvm.maxnum.f32(float %34, float %35), !dbg !29
  %37 = tail call float @llvm.amdgcn.readlane.f32(float %36, i32 63), !dbg !27
  %38 = lshr exact i32 %10, 4, !dbg !27
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %38, !dbg !27
  %40 = insertelement <1 x float> poison, float %37, i64 0, !dbg !27
  store <1 x float> %40, ptr addrspace(3) %39, align 4, !dbg !27
  fence syncscope("workgroup") release, !dbg !27, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27, !mmra !30
  %41 = shl nuw nsw i32 %8, 2, !dbg !27
  %42 = and i32 %41, 12, !dbg !27
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %42, !dbg !27
  %44 = load <1 x float>, ptr addrspace(3) %43, align 4, !dbg !27
  %45 = extractelement <1 x float> %44, i64 0, !dbg !27
  %46 = bitcast float %45 to i32, !dbg !27
  %47 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %46, i32 78, i32 15, i32 15, i1 true), !dbg !27
  %48 = bitcast i32 %47 to float, !dbg !27
  %49 = tail call float @llvm.maxnum.f32(float %45, float %48), !dbg !29
  %50 = bitcast float %49 to i32, !dbg !27
  %51 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %50, i32 177, i32 15, i32 15, i1 true), !dbg !27
  %52 = bitcast i32 %51 to float, !dbg !27
  %53 = tail call float @llvm.maxnum.f32(float %49, float %52), !dbg !29
  %54 = fsub float %24, %53, !dbg !31
  %55 = fmul float %54, f0x3FB8AA3B, !dbg !32
  %56 = tail call float @llvm.exp2.f32(float %55), !dbg !32
  %57 = mul i32 %3, %11, !dbg !33
  %58 = sext i32 %57 to i64, !dbg !34
  %59 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %58, !dbg !34
  fence syncscope("workgroup") release, !dbg !16, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !30
  %60 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %56, i32 280, i32 15, i32 15, i1 true), !dbg !16
  %61 = fadd float %60, %56, !dbg !35
  %62 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %61, i32 276, i32 15, i32 15, i1 true), !dbg !16
  %63 = fadd float %62, %61, !dbg !35
  %64 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %63, i32 274, i32 15, i32 15, i1 true), !dbg !16
  %65 = fadd float %64, %63, !dbg !35
  %66 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %65, i32 273, i32 15, i32 15, i1 true), !dbg !16
  %67 = fadd float %66, %65, !dbg !35
  %68 = tail call float @llvm.amdgcn.update.dpp.f32(float %67, float %67, i32 322, i32 10, i32 15, i1 true), !dbg !16
  %69 = fadd float %68, %67, !dbg !35
  %70 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %69, i32 323, i32 15, i32 15, i1 true), !dbg !16
  %71 = fadd float %70, %69, !dbg !35
  %72 = tail call float @llvm.amdgcn.readlane.f32(float %71, i32 63), !dbg !16
  %73 = insertelement <1 x float> poison, float %72, i64 0, !dbg !16
  store <1 x float> %73, ptr addrspace(3) %39, align 4, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !30
  %74 = load <1 x float>, ptr addrspace(3) %43, align 4, !dbg !16
  %75 = extractelement <1 x float> %74, i64 0, !dbg !16
  %76 = bitcast float %75 to i32, !dbg !16
  %77 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %76, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %78 = bitcast i32 %77 to float, !dbg !16
  %79 = fadd float %75, %78, !dbg !35
  %80 = bitcast float %79 to i32, !dbg !16
  %81 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %80, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %82 = bitcast i32 %81 to float, !dbg !16
  %83 = fadd float %79, %82, !dbg !35
  %84 = fdiv float %56, %83, !dbg !36
  %85 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %59, i16 0, i64 2147483646, i32 159744), !dbg !15
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %84, ptr addrspace(8) %85, i32 %20, i32 0, i32 0), !dbg !15
  ret void, !dbg !37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #8

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #8 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "build_triton_fixtures.py", directory: "/work/main/tools")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = !DISubprogram(name: "llvm.exp2.f32", linkageName: "llvm.exp2.f32", scope: !1, file: !1, line: 59, type: !5, scopeLine: 59, spFlags: DISPFlagOptimized)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{!7, !7}
!7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!8 = distinct !DISubprogram(name: "softmax_kernel", linkageName: "softmax_kernel", scope: !1, file: !1, line: 53, type: !9, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(cc: DW_CC_normal, types: !10)
!10 = !{null, !11, !11, !12, !12, !12, !13, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !7, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!15 = !DILocation(line: 60, column: 5, scope: !8)
!16 = !DILocation(line: 314, column: 12, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !8, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language")
!19 = !DILocation(line: 60, column: 53, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !8, file: !1, discriminator: 0)
!21 = !DILocation(line: 54, column: 11, scope: !8)
!22 = !DILocation(line: 55, column: 12, scope: !8)
!23 = !DILocation(line: 56, column: 12, scope: !8)
!24 = !DILocation(line: 57, column: 26, scope: !8)
!25 = !DILocation(line: 57, column: 17, scope: !8)
!26 = !DILocation(line: 57, column: 9, scope: !8)
!27 = !DILocation(line: 216, column: 16, scope: !17, inlinedAt: !28)
!28 = !DILocation(line: 58, column: 13, scope: !20)
!29 = !DILocation(line: 196, column: 12, scope: !17, inlinedAt: !27)
!30 = !{!"amdgpu-synchronize-as", !"local"}
!31 = !DILocation(line: 58, column: 9, scope: !8)
!32 = !DILocation(line: 59, column: 9, scope: !8)
!33 = !DILocation(line: 60, column: 24, scope: !8)
!34 = !DILocation(line: 60, column: 14, scope: !8)
!35 = !DILocation(line: 287, column: 12, scope: !17, inlinedAt: !16)
!36 = !DILocation(line: 60, column: 49, scope: !8)
!37 = !DILocation(line: 53, column: 1, scope: !8)
