; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @transpose_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, i32 inreg %3, ptr addrspace(1) inreg nofree readnone captures(none) %4, ptr addrspace(1) inreg nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !14
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !15
  %9 = and i32 %8, 192, !dbg !14
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !16
  %11 = shl i32 %10, 5, !dbg !16
  %12 = and i32 %7, 63, !dbg !17
  %13 = or disjoint i32 %9, %12, !dbg !17
  %14 = and i32 %7, 31, !dbg !17
  %15 = lshr i32 %13, 5, !dbg !17
  %16 = or disjoint i32 %15, 8, !dbg !17
  %17 = or disjoint i32 %15, 16, !dbg !17
  %18 = or disjoint i32 %15, 24, !dbg !17
  %19 = or disjoint i32 %11, %14, !dbg !16
  %20 = or disjoint i32 %15, %11, !dbg !16
  %21 = or disjoint i32 %16, %11, !dbg !16
  %22 = or disjoint i32 %17, %11, !dbg !16
  %23 = or disjoint i32 %18, %11, !dbg !16
  %24 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !18
  %25 = shl i32 %24, 5, !dbg !18
  %26 = or disjoint i32 %15, %25, !dbg !18
  %27 = or disjoint i32 %16, %25, !dbg !18
  %28 = or disjoint i32 %17, %25, !dbg !18
  %29 = or disjoint i32 %18, %25, !dbg !18
  %30 = or disjoint i32 %25, %14, !dbg !18
  %31 = icmp slt i32 %19, %2, !dbg !19
  %32 = icmp slt i32 %20, %2, !dbg !19
  %33 = icmp slt i32 %21, %2, !dbg !19
  %34 = icmp slt i32 %22, %2, !dbg !19
  %35 = icmp slt i32 %23, %2, !dbg !19
  %36 = icmp slt i32 %26, %3, !dbg !20
  %37 = icmp slt i32 %27, %3, !dbg !20
  %38 = icmp slt i32 %28, %3, !dbg !20
  %39 = icmp slt i32 %29, %3, !dbg !20
  %40 = icmp slt i32 %30, %3, !dbg !20
  %41 = and i1 %31, %36, !dbg !21
  %42 = and i1 %31, %37, !dbg !21
  %43 = and i1 %31, %38, !dbg !21
  %44 = and i1 %31, %39, !dbg !21
  %45 = and i1 %40, %32, !dbg !21
  %46 = and i1 %40, %33, !dbg !21
  %47 = and i1 %40, %34, !dbg !21
  %48 = and i1 %40, %35, !dbg !21
  %49 = mul i32 %21, %3, !dbg !22
  %50 = mul i32 %22, %3, !dbg !22
  %51 = mul i32 %23, %3, !dbg !22
  %52 = sext i32 %49 to i64, !dbg !23
  %53 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %52, !dbg !23
  %54 = sext i32 %50 to i64, !dbg !23
  %55 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %54, !dbg !23
  %56 = sext i32 %51 to i64, !dbg !23
  %57 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %56, !dbg !23
  %58 = sext i32 %30 to i64, !dbg !23
  %59 = getelementptr [2 x i8], ptr addrspace(1) %53, i64 %58, !dbg !23
  %60 = getelementptr [2 x i8], ptr addrspace(1) %55, i64 %58, !dbg !23
  %61 = getelementptr [2 x i8], ptr addrspace(1) %57, i64 %58, !dbg !23
  br i1 %45, label %62, label %68, !dbg !24

62:                                               ; preds = %6
  %63 = mul i32 %20, %3
  %64 = sext i32 %63 to i64
  %65 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %64
  %66 = getelementptr [2 x i8], ptr addrspace(1) %65, i64 %58
  %67 = load <1 x half>, ptr addrspace(1) %66, align 2, !dbg !24
  br label %68, !dbg !24

68:                                               ; preds = %62, %6
  %69 = phi <1 x half> [ %67, %62 ], [ zeroinitializer, %6 ], !dbg !24
  br i1 %46, label %70, label %72, !dbg !24

70:                                               ; preds = %68
  %71 = load <1 x half>, ptr addrspace(1) %59, align 2, !dbg !24
  br label %72, !dbg !24

72:                                               ; preds = %70, %68
  %73 = phi <1 x half> [ %71, %70 ], [ zeroinitializer, %68 ], !dbg !24
  br i1 %47, label %74, label %76, !dbg !24

74:                                               ; preds = %72
  %75 = load <1 x half>, ptr addrspace(1) %60, align 2, !dbg !24
  br label %76, !dbg !24

76:                                               ; preds = %74, %72
  %77 = phi <1 x half> [ %75, %74 ], [ zeroinitializer, %72 ], !dbg !24
  br i1 %48, label %78, label %80, !dbg !24

78:                                               ; preds = %76
  %79 = load <1 x half>, ptr addrspace(1) %61, align 2, !dbg !24
  br label %80, !dbg !24

80:                                               ; preds = %78, %76
  %81 = phi <1 x half> [ %79, %78 ], [ zeroinitializer, %76 ], !dbg !24
  %82 = mul i32 %27, %2, !dbg !25
  %83 = mul i32 %28, %2, !dbg !25
  %84 = mul i32 %29, %2, !dbg !25
  %85 = sext i32 %82 to i64, !dbg !26
  %86 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %85, !dbg !26
  %87 = sext i32 %83 to i64, !dbg !26
  %88 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %87, !dbg !26
  %89 = sext i32 %84 to i64, !dbg !26
  %90 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %89, !dbg !26
  %91 = sext i32 %19 to i64, !dbg !26
  %92 = getelementptr [4 x i8], ptr addrspace(1) %86, i64 %91, !dbg !26
  %93 = getelementptr [4 x i8], ptr addrspace(1) %88, i64 %91, !dbg !26
  %94 = getelementptr [4 x i8], ptr addrspace(1) %90, i64 %91, !dbg !26
  %95 = shl nuw nsw i32 %7, 4, !dbg !15
  %96 = and i32 %95, 112, !dbg !15
  %97 = lshr i32 %7, 1, !dbg !15
  %98 = and i32 %97, 12, !dbg !15
  %99 = and i32 %7, 32, !dbg !15
  %100 = icmp eq i32 %99, 0, !dbg !15
  %101 = select i1 %100, i32 0, i32 144, !dbg !15
  %102 = lshr i32 %8, 5, !dbg !15
  %103 = and i32 %102, 2, !dbg !15
  %104 = and i32 %8, 128, !dbg !15
  %105 = icmp eq i32 %104, 0, !dbg !15
  %106 = select i1 %105, i32 0, i32 288, !dbg !15
  %107 = or disjoint i32 %96, %98, !dbg !15
  %108 = or disjoint i32 %106, %101, !dbg !15
  %109 = xor i32 %108, %107, !dbg !15
  %110 = or disjoint i32 %109, %103, !dbg !15
  %111 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %110, !dbg !15
  store <1 x half> %69, ptr addrspace(3) %111, align 2, !dbg !15
  %112 = xor i32 %110, 576, !dbg !15
  %113 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %112, !dbg !15
  store <1 x half> %73, ptr addrspace(3) %113, align 2, !dbg !15
  %114 = xor i32 %110, 1028, !dbg !15
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %114, !dbg !15
  store <1 x half> %77, ptr addrspace(3) %115, align 2, !dbg !15
  %116 = xor i32 %110, 1604, !dbg !15
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %116, !dbg !15
  store <1 x half> %81, ptr addrspace(3) %117, align 2, !dbg !15
  fence syncscope("workgroup") release, !dbg !15, !mmra !27
  tail call void @llvm.amdgcn.s.barrier(), !dbg !15
  fence syncscope("workgroup") acquire, !dbg !15, !mmra !27
  %118 = and i32 %7, 12, !dbg !15
  %119 = lshr i32 %13, 1, !dbg !15
  %120 = and i32 %119, 112, !dbg !15
  %121 = and i32 %7, 1, !dbg !15
  %122 = icmp eq i32 %121, 0, !dbg !15
  %123 = select i1 %122, i32 0, i32 144, !dbg !15
  %124 = and i32 %7, 2, !dbg !15
  %125 = and i32 %7, 16, !dbg !15
  %126 = icmp eq i32 %125, 0, !dbg !15
  %127 = select i1 %126, i32 0, i32 1028, !dbg !15
  %128 = or disjoint i32 %127, %124, !dbg !15
  %129 = mul nuw nsw i32 %118, 72, !dbg !15
  %130 = xor i32 %129, %123, !dbg !15
  %131 = xor i32 %130, %120, !dbg !15
  %132 = or disjoint i32 %128, %131, !dbg !15
  %133 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %132, !dbg !15
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) %133, i32 8, !dbg !15
  %135 = load <1 x half>, ptr addrspace(3) %134, align 2, !dbg !15
  %136 = extractelement <1 x half> %135, i64 0, !dbg !15
  %137 = xor i32 %132, 4, !dbg !15
  %138 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %137, !dbg !15
  %139 = load <1 x half>, ptr addrspace(3) %138, align 2, !dbg !15
  %140 = extractelement <1 x half> %139, i64 0, !dbg !15
  %141 = getelementptr inbounds nuw i8, ptr addrspace(3) %138, i32 8, !dbg !15
  %142 = load <1 x half>, ptr addrspace(3) %141, align 2, !dbg !15
  %143 = extractelement <1 x half> %142, i64 0, !dbg !15
  %144 = fpext half %140 to float, !dbg !15
  %145 = fpext half %136 to float, !dbg !15
  %146 = fpext half %143 to float, !dbg !15
  %147 = fmul float %144, 2.000000e+00, !dbg !15
  %148 = fmul float %145, 2.000000e+00, !dbg !15
  %149 = fmul float %146, 2.000000e+00, !dbg !15
  br i1 %41, label %150, label %160, !dbg !14

150:                                              ; preds = %80
  %151 = load <1 x half>, ptr addrspace(3) %133, align 2, !dbg !15
  %152 = extractelement <1 x half> %151, i64 0, !dbg !15
  %153 = fpext half %152 to float, !dbg !15
  %154 = fmul float %153, 2.000000e+00, !dbg !15
  %155 = insertelement <1 x float> poison, float %154, i64 0, !dbg !14
  %156 = mul i32 %26, %2, !dbg !25
  %157 = sext i32 %156 to i64, !dbg !26
  %158 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %157, !dbg !26
  %159 = getelementptr [4 x i8], ptr addrspace(1) %158, i64 %91, !dbg !26
  store <1 x float> %155, ptr addrspace(1) %159, align 4, !dbg !14
  br label %160, !dbg !14

160:                                              ; preds = %150, %80
  br i1 %42, label %161, label %163, !dbg !14

161:                                              ; preds = %160
  %162 = insertelement <1 x float> poison, float %147, i64 0
  store <1 x float> %162, ptr addrspace(1) %92, align 4, !dbg !14
  br label %163, !dbg !14

163:                                              ; preds = %161, %160
  br i1 %43, label %164, label %166, !dbg !14

164:                                              ; preds = %163
  %165 = insertelement <1 x float> poison, float %148, i64 0
  store <1 x float> %165, ptr addrspace(1) %93, align 4, !dbg !14
  br label %166, !dbg !14

166:                                              ; preds = %164, %163
  br i1 %44, label %167, label %169, !dbg !14

167:                                              ; preds = %166
  %168 = insertelement <1 x float> poison, float %149, i64 0
  store <1 x float> %168, ptr addrspace(1) %94, align 4, !dbg !14
  br label %169, !dbg !14

169:                                              ; preds = %167, %166
  ret void, !dbg !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "build_triton_fixtures.py", directory: "/work/main/tools")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "transpose_kernel", linkageName: "transpose_kernel", scope: !1, file: !1, line: 134, type: !5, scopeLine: 134, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !11, !11, !12, !12}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!14 = !DILocation(line: 139, column: 5, scope: !4)
!15 = !DILocation(line: 139, column: 53, scope: !4)
!16 = !DILocation(line: 135, column: 10, scope: !4)
!17 = !DILocation(line: 135, column: 34, scope: !4)
!18 = !DILocation(line: 136, column: 10, scope: !4)
!19 = !DILocation(line: 137, column: 13, scope: !4)
!20 = !DILocation(line: 137, column: 33, scope: !4)
!21 = !DILocation(line: 137, column: 12, scope: !4)
!22 = !DILocation(line: 138, column: 25, scope: !4)
!23 = !DILocation(line: 138, column: 17, scope: !4)
!24 = !DILocation(line: 138, column: 9, scope: !4)
!25 = !DILocation(line: 139, column: 22, scope: !4)
!26 = !DILocation(line: 139, column: 14, scope: !4)
!27 = !{!"amdgpu-synchronize-as", !"local"}
!28 = !DILocation(line: 134, column: 1, scope: !4)
