; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @argmax_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !13
  %8 = lshr i32 %7, 6, !dbg !13
  %9 = and i32 %8, 3, !dbg !13
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %11 = and i32 %6, 63, !dbg !15
  %12 = shl nuw nsw i32 %9, 6, !dbg !15
  %13 = or disjoint i32 %12, %11, !dbg !15
  %14 = or disjoint i32 %13, 256, !dbg !15
  %15 = icmp slt i32 %13, %2, !dbg !16
  %16 = icmp slt i32 %14, %2, !dbg !16
  %17 = mul i32 %2, %10, !dbg !17
  %18 = sext i32 %17 to i64, !dbg !18
  %19 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %18, !dbg !18
  %20 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %19, i16 0, i64 2147483646, i32 159744), !dbg !19
  %21 = shl nuw nsw i32 %13, 2, !dbg !19
  %22 = select i1 %15, i32 %21, i32 -2147483648, !dbg !19
  %23 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %20, i32 %22, i32 0, i32 0), !dbg !19
  %24 = bitcast float %23 to <1 x float>, !dbg !19
  %25 = extractelement <1 x float> %24, i64 0, !dbg !19
  %26 = select i1 %15, float %25, float -inf, !dbg !19
  %27 = shl nuw nsw i32 %14, 2, !dbg !19
  %28 = select i1 %16, i32 %27, i32 -2147483648, !dbg !19
  %29 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %20, i32 %28, i32 0, i32 0), !dbg !19
  %30 = bitcast float %29 to <1 x float>, !dbg !19
  %31 = extractelement <1 x float> %30, i64 0, !dbg !19
  %32 = select i1 %16, float %31, float -inf, !dbg !19
  %33 = fcmp oge float %26, %32, !dbg !20
  %34 = select i1 %33, float %26, float %32, !dbg !28
  %35 = select i1 %33, i32 %13, i32 %14, !dbg !29
  %36 = bitcast float %34 to i32, !dbg !24
  %37 = shl nuw nsw i32 %11, 2, !dbg !24
  %38 = xor i32 %37, 128, !dbg !24
  %39 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %36), !dbg !24
  %40 = bitcast i32 %39 to float, !dbg !24
  %41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %35), !dbg !24
  %42 = fcmp oeq float %34, %40, !dbg !30
  %43 = icmp slt i32 %35, %41, !dbg !31
  %44 = and i1 %42, %43, !dbg !30
  %45 = fcmp ogt float %34, %40, !dbg !20
  %46 = or i1 %45, %44, !dbg !20
  %47 = select i1 %46, float %34, float %40, !dbg !28
  %48 = select i1 %46, i32 %35, i32 %41, !dbg !29
  %49 = bitcast float %47 to i32, !dbg !24
  %50 = xor i32 %37, 64, !dbg !24
  %51 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %49), !dbg !24
  %52 = bitcast i32 %51 to float, !dbg !24
  %53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %48), !dbg !24
  %54 = fcmp oeq float %47, %52, !dbg !30
  %55 = icmp slt i32 %48, %53, !dbg !31
  %56 = and i1 %54, %55, !dbg !30
  %57 = fcmp ogt float %47, %52, !dbg !20
  %58 = or i1 %57, %56, !dbg !20
  %59 = select i1 %58, float %47, float %52, !dbg !28
  %60 = select i1 %58, i32 %48, i32 %53, !dbg !29
  %61 = bitcast float %59 to i32, !dbg !24
  %62 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %61, i32 296, i32 15, i32 15, i1 true), !dbg !24
  %63 = bitcast i32 %62 to float, !dbg !24
  %64 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %60, i32 296, i32 15, i32 15, i1 true), !dbg !24
  %65 = fcmp oeq float %59, %63, !dbg !30
  %66 = icmp slt i32 %60, %64, !dbg !31
  %67 = and i1 %65, %66, !dbg !30
  %68 = fcmp ogt float %59, %63, !dbg !20
  %69 = or i1 %68, %67, !dbg !20
  %70 = select i1 %69, float %59, float %63, !dbg !28
  %71 = select i1 %69, i32 %60, i32 %64, !dbg !29
  %72 = bitcast float %70 to i32, !dbg !24
  %73 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %72, i32 321, i32 15, i32 15, i1 true), !dbg !24
  %74 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %73, i32 27, i32 15, i32 15, i1 true), !dbg !24
  %75 = bitcast i32 %74 to float, !dbg !24
  %76 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %71, i32 321, i32 15, i32 15, i1 true), !dbg !24
  %77 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %76, i32 27, i32 15, i32 15, i1 true), !dbg !24
  %78 = fcmp oeq float %70, %75, !dbg !30
  %79 = icmp slt i32 %71, %77, !dbg !31
  %80 = and i1 %78, %79, !dbg !30
  %81 = fcmp ogt float %70, %75, !dbg !20
  %82 = or i1 %81, %80, !dbg !20
  %83 = select i1 %82, float %70, float %75, !dbg !28
  %84 = select i1 %82, i32 %71, i32 %77, !dbg !29
  %85 = bitcast float %83 to i32, !dbg !24
  %86 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %85, i32 78, i32 15, i32 15, i1 true), !dbg !24
  %87 = bitcast i32 %86 to float, !dbg !24
  %88 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %84, i32 78, i32 15, i32 15, i1 true), !dbg !24
  %89 = fcmp oeq float %83, %87, !dbg !30
  %90 = icmp slt i32 %84, %88, !dbg !31
  %91 = and i1 %89, %90, !dbg !30
  %92 = fcmp ogt float %83, %87, !dbg !20
  %93 = or i1 %92, %91, !dbg !20
  %94 = select i1 %93, float %83, float %87, !dbg !28
  %95 = select i1 %93, i32 %84, i32 %88, !dbg !29
  %96 = bitcast float %94 to i32, !dbg !24
  %97 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %96, i32 177, i32 15, i32 15, i1 true), !dbg !24
  %98 = bitcast i32 %97 to float, !dbg !24
  %99 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %95, i32 177, i32 15, i32 15, i1 true), !dbg !24
  %100 = fcmp oeq float %94, %98, !dbg !30
  %101 = icmp slt i32 %95, %99, !dbg !31
  %102 = and i1 %100, %101, !dbg !30
  %103 = fcmp ogt float %94, %98, !dbg !20
  %104 = or i1 %103, %102, !dbg !20
  %105 = select i1 %104, float %94, float %98, !dbg !28
  %106 = select i1 %104, i32 %95, i32 %99, !dbg !29
  %107 = shl nuw nsw i32 %9, 2, !dbg !24
  %108 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %107, !dbg !24
  %109 = insertelement <1 x float> poison, float %105, i64 0, !dbg !24
  store <1 x float> %109, ptr addrspace(3) %108, align 4, !dbg !24
  fence syncscope("workgroup") release, !dbg !24, !mmra !32
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  fence syncscope("workgroup") acquire, !dbg !24, !mmra !32
  %110 = shl nuw nsw i32 %6, 2, !dbg !24
  %111 = and i32 %110, 12, !dbg !24
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %111, !dbg !24
  %113 = load <1 x float>, ptr addrspace(3) %112, align 4, !dbg !24
  %114 = extractelement <1 x float> %113, i64 0, !dbg !24
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), i32 %107, !dbg !24
  %116 = insertelement <1 x i32> poison, i32 %106, i64 0, !dbg !24
  store <1 x i32> %116, ptr addrspace(3) %115, align 4, !dbg !24
  fence syncscope("workgroup") release, !dbg !24, !mmra !32
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  fence syncscope("workgroup") acquire, !dbg !24, !mmra !32
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), i32 %111, !dbg !24
  %118 = load <1 x i32>, ptr addrspace(3) %117, align 4, !dbg !24
  %119 = extractelement <1 x i32> %118, i64 0, !dbg !24
  %120 = bitcast float %114 to i32, !dbg !24
  %121 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %120, i32 78, i32 15, i32 15, i1 true), !dbg !24
  %122 = bitcast i32 %121 to float, !dbg !24
  %123 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %119, i32 78, i32 15, i32 15, i1 true), !dbg !24
  %124 = fcmp oeq float %114, %122, !dbg !30
  %125 = icmp slt i32 %119, %123, !dbg !31
  %126 = and i1 %124, %125, !dbg !30
  %127 = fcmp ogt float %114, %122, !dbg !20
  %128 = or i1 %127, %126, !dbg !20
  %129 = select i1 %128, float %114, float %122, !dbg !28
  %130 = select i1 %128, i32 %119, i32 %123, !dbg !29
  %131 = bitcast float %129 to i32, !dbg !24
  %132 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %131, i32 177, i32 15, i32 15, i1 true), !dbg !24
  %133 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %130, i32 177, i32 15, i32 15, i1 true), !dbg !24
  %134 = or i32 %9, %11, !dbg !13
  %135 = icmp eq i32 %134, 0, !dbg !13
  br i1 %135, label %136, label %147, !dbg !13

136:                                              ; preds = %5
  %137 = bitcast i32 %132 to float, !dbg !24
  %138 = fcmp ogt float %129, %137, !dbg !20
  %139 = fcmp oeq float %129, %137, !dbg !30
  %140 = icmp slt i32 %130, %133, !dbg !31
  %141 = and i1 %139, %140, !dbg !30
  %142 = or i1 %138, %141, !dbg !20
  %143 = select i1 %142, i32 %130, i32 %133, !dbg !29
  %144 = insertelement <1 x i32> poison, i32 %143, i64 0, !dbg !13
  %145 = sext i32 %10 to i64, !dbg !33
  %146 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %145, !dbg !33
  store <1 x i32> %144, ptr addrspace(1) %146, align 4, !dbg !13
  br label %147, !dbg !13

147:                                              ; preds = %136, %5
  ret void, !dbg !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "build_triton_fixtures.py", directory: "/work/main/tools")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "argmax_kernel", linkageName: "argmax_kernel", scope: !1, file: !1, line: 126, type: !5, scopeLine: 126, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !10, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 130, column: 5, scope: !4)
!14 = !DILocation(line: 127, column: 11, scope: !4)
!15 = !DILocation(line: 128, column: 12, scope: !4)
!16 = !DILocation(line: 129, column: 51, scope: !4)
!17 = !DILocation(line: 129, column: 25, scope: !4)
!18 = !DILocation(line: 129, column: 17, scope: !4)
!19 = !DILocation(line: 129, column: 9, scope: !4)
!20 = !DILocation(line: 178, column: 10, scope: !21, inlinedAt: !23)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !22, discriminator: 0)
!22 = !DIFile(filename: "standard.py", directory: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language")
!23 = !DILocation(line: 186, column: 12, scope: !21, inlinedAt: !24)
!24 = !DILocation(line: 206, column: 20, scope: !21, inlinedAt: !25)
!25 = !DILocation(line: 223, column: 16, scope: !21, inlinedAt: !26)
!26 = !DILocation(line: 130, column: 29, scope: !27)
!27 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!28 = !DILocation(line: 179, column: 13, scope: !21, inlinedAt: !23)
!29 = !DILocation(line: 180, column: 13, scope: !21, inlinedAt: !23)
!30 = !DILocation(line: 175, column: 15, scope: !21, inlinedAt: !23)
!31 = !DILocation(line: 175, column: 36, scope: !21, inlinedAt: !23)
!32 = !{!"amdgpu-synchronize-as", !"local"}
!33 = !DILocation(line: 130, column: 14, scope: !4)
!34 = !DILocation(line: 126, column: 1, scope: !4)
