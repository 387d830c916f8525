; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @cumsum_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = lshr i32 %6, 6, !dbg !11
  %8 = and i32 %7, 3, !dbg !11
  %9 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %8), !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %11 = and i32 %6, 63, !dbg !12
  %12 = shl i32 %9, 6, !dbg !12
  %.masked = and i32 %12, 192, !dbg !12
  %13 = or disjoint i32 %.masked, %11, !dbg !12
  %14 = icmp slt i32 %13, %2, !dbg !14
  %15 = mul i32 %2, %10, !dbg !15
  %16 = sext i32 %15 to i64, !dbg !16
  %17 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %16, !dbg !16
  %18 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %17, i16 0, i64 2147483646, i32 159744), !dbg !17
  %19 = shl nuw nsw i32 %13, 2, !dbg !17
  %20 = select i1 %14, i32 %19, i32 -2147483648, !dbg !17
  %21 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %18, i32 %20, i32 0, i32 0), !dbg !17
  %22 = tail call i32 @llvm.usub.sat.i32(i32 %11, i32 1), !dbg !18
  %23 = shl nuw nsw i32 %22, 2, !dbg !18
  %24 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %21), !dbg !18
  %.not = icmp eq i32 %11, 0, !dbg !18
  %25 = select i1 %.not, i32 0, i32 %24, !dbg !18
  %26 = add i32 %25, %21, !dbg !18
  %27 = icmp samesign ult i32 %11, 2, !dbg !18
  %28 = shl nuw nsw i32 %11, 2, !dbg !18
  %29 = add nsw i32 %28, -8, !dbg !18
  %30 = select i1 %27, i32 %28, i32 %29, !dbg !18
  %31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %26), !dbg !18
  %32 = icmp samesign ugt i32 %11, 1, !dbg !18
  %33 = select i1 %32, i32 %31, i32 0, !dbg !18
  %34 = add i32 %26, %33, !dbg !18
  %35 = icmp samesign ult i32 %11, 4, !dbg !18
  %36 = add nsw i32 %28, -16, !dbg !18
  %37 = select i1 %35, i32 %28, i32 %36, !dbg !18
  %38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %37, i32 %34), !dbg !18
  %39 = icmp samesign ugt i32 %11, 3, !dbg !18
  %40 = select i1 %39, i32 %38, i32 0, !dbg !18
  %41 = add i32 %34, %40, !dbg !18
  %42 = icmp samesign ult i32 %11, 8, !dbg !18
  %43 = add nsw i32 %28, -32, !dbg !18
  %44 = select i1 %42, i32 %28, i32 %43, !dbg !18
  %45 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %41), !dbg !18
  %46 = icmp samesign ugt i32 %11, 7, !dbg !18
  %47 = select i1 %46, i32 %45, i32 0, !dbg !18
  %48 = add i32 %41, %47, !dbg !18
  %49 = icmp samesign ult i32 %11, 16, !dbg !18
  %50 = add nsw i32 %28, -64, !dbg !18
  %51 = select i1 %49, i32 %28, i32 %50, !dbg !18
  %52 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %51, i32 %48), !dbg !18
  %53 = icmp samesign ugt i32 %11, 15, !dbg !18
  %54 = select i1 %53, i32 %52, i32 0, !dbg !18
  %55 = add i32 %48, %54, !dbg !18
  %56 = icmp samesign ult i32 %11, 32, !dbg !18
  %57 = add nsw i32 %28, -128, !dbg !18
  %58 = select i1 %56, i32 %28, i32 %57, !dbg !18
  %59 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %58, i32 %55), !dbg !18
  %60 = icmp samesign ugt i32 %11, 31, !dbg !18
  %61 = select i1 %60, i32 %59, i32 0, !dbg !18
  %62 = add i32 %55, %61, !dbg !18
  %63 = icmp eq i32 %11, 63, !dbg !18
  br i1 %63, label %64, label %66, !dbg !18

64:                                               ; preds = %5
  %65 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %8
  store i32 %62, ptr addrspace(3) %65, align 4, !dbg !18
  br label %66, !dbg !18

66:                                               ; preds = %64, %5
  %67 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %16, !dbg !23
  fence syncscope("workgroup") release, !dbg !18, !mmra !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !24
  %.not1 = icmp eq i32 %8, 0, !dbg !18
  %68 = load <2 x i32>, ptr addrspace(3) @global_smem, align 16, !dbg !18
  %69 = icmp samesign ugt i32 %8, 1, !dbg !18
  %70 = extractelement <2 x i32> %68, i64 0, !dbg !18
  %71 = extractelement <2 x i32> %68, i64 1, !dbg !25
  %72 = add i32 %71, %70, !dbg !25
  %73 = select i1 %69, i32 %72, i32 %70, !dbg !18
  %74 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8), align 8, !dbg !18
  %75 = icmp eq i32 %8, 3, !dbg !18
  %76 = add i32 %72, %74, !dbg !25
  %77 = select i1 %75, i32 %76, i32 %73, !dbg !18
  %78 = select i1 %.not1, i32 0, i32 %77, !dbg !18
  %79 = add i32 %78, %62, !dbg !18
  %80 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %67, i16 0, i64 2147483646, i32 159744), !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %79, ptr addrspace(8) %80, i32 %20, i32 0, i32 0), !dbg !11
  ret void, !dbg !26
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
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #8

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "build_triton_fixtures.py", directory: "/work/main/tools")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "cumsum_kernel", linkageName: "cumsum_kernel", scope: !1, file: !1, line: 117, type: !5, scopeLine: 117, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 122, column: 5, scope: !4)
!12 = !DILocation(line: 119, column: 12, scope: !4)
!13 = !DILocation(line: 118, column: 11, scope: !4)
!14 = !DILocation(line: 120, column: 12, scope: !4)
!15 = !DILocation(line: 121, column: 25, scope: !4)
!16 = !DILocation(line: 121, column: 17, scope: !4)
!17 = !DILocation(line: 121, column: 9, scope: !4)
!18 = !DILocation(line: 358, column: 12, scope: !19, inlinedAt: !21)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !20, discriminator: 0)
!20 = !DIFile(filename: "standard.py", directory: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language")
!21 = !DILocation(line: 122, column: 43, scope: !22)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!23 = !DILocation(line: 122, column: 14, scope: !4)
!24 = !{!"amdgpu-synchronize-as", !"local"}
!25 = !DILocation(line: 287, column: 12, scope: !19, inlinedAt: !18)
!26 = !DILocation(line: 117, column: 1, scope: !4)
