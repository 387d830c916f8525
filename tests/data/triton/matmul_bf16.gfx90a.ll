; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.0a-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @matmul_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, ptr addrspace(1) inreg nofree readnone captures(none) %9, ptr addrspace(1) inreg nofree readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %13 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %12), !dbg !12
  %14 = lshr i32 %13, 6, !dbg !12
  %15 = and i32 %14, 3, !dbg !12
  %16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %17 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !14
  %18 = shl i32 %16, 5, !dbg !15
  %19 = and i32 %12, 63, !dbg !16
  %20 = shl nuw nsw i32 %15, 6, !dbg !16
  %21 = or disjoint i32 %20, %19, !dbg !16
  %22 = lshr i32 %21, 4, !dbg !16
  %23 = and i32 %12, 31, !dbg !16
  %24 = and i32 %12, 32, !dbg !16
  %25 = lshr exact i32 %24, 3, !dbg !16
  %26 = or disjoint i32 %22, %18, !dbg !15
  %27 = or disjoint i32 %26, 16, !dbg !15
  %28 = or disjoint i32 %18, %23, !dbg !15
  %29 = shl i32 %17, 5, !dbg !17
  %30 = or disjoint i32 %25, %29, !dbg !17
  %31 = or disjoint i32 %30, 1, !dbg !17
  %32 = or disjoint i32 %30, 2, !dbg !17
  %33 = or disjoint i32 %30, 3, !dbg !17
  %34 = or disjoint i32 %30, 8, !dbg !17
  %35 = or disjoint i32 %30, 9, !dbg !17
  %36 = or disjoint i32 %30, 10, !dbg !17
  %37 = or disjoint i32 %30, 11, !dbg !17
  %38 = or disjoint i32 %30, 16, !dbg !17
  %39 = or disjoint i32 %30, 17, !dbg !17
  %40 = or disjoint i32 %30, 18, !dbg !17
  %41 = or disjoint i32 %30, 19, !dbg !17
  %42 = or disjoint i32 %30, 24, !dbg !17
  %43 = or disjoint i32 %30, 25, !dbg !17
  %44 = or disjoint i32 %30, 26, !dbg !17
  %45 = or disjoint i32 %30, 27, !dbg !17
  %46 = or disjoint i32 %29, %23, !dbg !17
  %47 = lshr i32 %21, 5, !dbg !18
  %48 = and i32 %12, 15, !dbg !18
  %49 = icmp slt i32 %26, %3, !dbg !19
  %50 = icmp slt i32 %27, %3, !dbg !19
  %51 = mul i32 %26, %6, !dbg !20
  %52 = mul i32 %27, %6, !dbg !20
  %53 = sext i32 %51 to i64, !dbg !21
  %54 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %53, !dbg !21
  %55 = sext i32 %52 to i64, !dbg !21
  %56 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %55, !dbg !21
  %57 = icmp slt i32 %46, %4, !dbg !22
  %invariant.op = or disjoint i32 %47, 8, !dbg !23
  %58 = icmp sgt i32 %5, 0, !dbg !23
  br i1 %58, label %.lr.ph, label %._crit_edge, !dbg !23

.lr.ph:                                           ; preds = %11
  %59 = sext i32 %46 to i64
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %59, !dbg !23
  %60 = shl nuw nsw i32 %21, 1
  %61 = shl nuw nsw i32 %15, 3
  %62 = xor i32 %60, %61
  %63 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %62
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) %63, i32 512
  %65 = shl nuw nsw i32 %23, 5
  %66 = shl nuw nsw i32 %12, 1
  %67 = and i32 %66, 24
  %68 = lshr exact i32 %24, 2
  %69 = xor i32 %67, %68
  %70 = or disjoint i32 %69, %65
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %70
  %72 = xor i32 %70, 16
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %72
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %60
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) %74, i32 512
  %76 = shl nuw nsw i32 %23, 1
  %77 = shl nuw nsw i32 %24, 3
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %77
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %78, i32 %76
  %80 = getelementptr inbounds nuw i8, ptr addrspace(3) %79, i32 64
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) %79, i32 128
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) %79, i32 192
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) %79, i32 512
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) %79, i32 576
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %79, i32 640
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) %79, i32 704
  br label %87, !dbg !23

87:                                               ; preds = %.lr.ph, %135
  %88 = phi float [ 0.000000e+00, %.lr.ph ], [ %175, %135 ]
  %89 = phi float [ 0.000000e+00, %.lr.ph ], [ %176, %135 ]
  %90 = phi float [ 0.000000e+00, %.lr.ph ], [ %177, %135 ]
  %91 = phi float [ 0.000000e+00, %.lr.ph ], [ %178, %135 ]
  %92 = phi float [ 0.000000e+00, %.lr.ph ], [ %179, %135 ]
  %93 = phi float [ 0.000000e+00, %.lr.ph ], [ %180, %135 ]
  %94 = phi float [ 0.000000e+00, %.lr.ph ], [ %181, %135 ]
  %95 = phi float [ 0.000000e+00, %.lr.ph ], [ %182, %135 ]
  %96 = phi float [ 0.000000e+00, %.lr.ph ], [ %183, %135 ]
  %97 = phi float [ 0.000000e+00, %.lr.ph ], [ %184, %135 ]
  %98 = phi float [ 0.000000e+00, %.lr.ph ], [ %185, %135 ]
  %99 = phi float [ 0.000000e+00, %.lr.ph ], [ %186, %135 ]
  %100 = phi float [ 0.000000e+00, %.lr.ph ], [ %187, %135 ]
  %101 = phi float [ 0.000000e+00, %.lr.ph ], [ %188, %135 ]
  %102 = phi float [ 0.000000e+00, %.lr.ph ], [ %189, %135 ]
  %103 = phi float [ 0.000000e+00, %.lr.ph ], [ %190, %135 ]
  %104 = phi i32 [ 0, %.lr.ph ], [ %191, %135 ]
  %105 = or disjoint i32 %104, %47, !dbg !24
  %.reass = or disjoint i32 %104, %invariant.op
  %106 = or disjoint i32 %104, %48, !dbg !24
  %107 = icmp slt i32 %106, %5, !dbg !25
  %108 = and i1 %49, %107, !dbg !26
  %109 = and i1 %50, %107, !dbg !26
  %110 = sext i32 %106 to i64, !dbg !21
  %111 = getelementptr [2 x i8], ptr addrspace(1) %56, i64 %110, !dbg !21
  br i1 %108, label %112, label %115, !dbg !27

112:                                              ; preds = %87
  %113 = getelementptr [2 x i8], ptr addrspace(1) %54, i64 %110
  %114 = load <1 x bfloat>, ptr addrspace(1) %113, align 2, !dbg !27
  br label %115, !dbg !27

115:                                              ; preds = %112, %87
  %116 = phi <1 x bfloat> [ %114, %112 ], [ zeroinitializer, %87 ], !dbg !27
  br i1 %109, label %117, label %119, !dbg !27

117:                                              ; preds = %115
  %118 = load <1 x bfloat>, ptr addrspace(1) %111, align 2, !dbg !27
  br label %119, !dbg !27

119:                                              ; preds = %117, %115
  %120 = phi <1 x bfloat> [ %118, %117 ], [ zeroinitializer, %115 ], !dbg !27
  %121 = icmp slt i32 %105, %5, !dbg !28
  %122 = icmp slt i32 %.reass, %5, !dbg !28
  %123 = and i1 %57, %121, !dbg !29
  %124 = and i1 %57, %122, !dbg !29
  %125 = mul i32 %.reass, %7, !dbg !30
  %126 = sext i32 %125 to i64, !dbg !31
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %126, !dbg !31
  br i1 %123, label %127, label %131, !dbg !32

127:                                              ; preds = %119
  %128 = mul i32 %105, %7
  %129 = sext i32 %128 to i64
  %gep9 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %129
  %130 = load <1 x bfloat>, ptr addrspace(1) %gep9, align 2, !dbg !32
  br label %131, !dbg !32

131:                                              ; preds = %127, %119
  %132 = phi <1 x bfloat> [ %130, %127 ], [ zeroinitializer, %119 ], !dbg !32
  br i1 %124, label %133, label %135, !dbg !32

133:                                              ; preds = %131
  %134 = load <1 x bfloat>, ptr addrspace(1) %gep, align 2, !dbg !32
  br label %135, !dbg !32

135:                                              ; preds = %133, %131
  %136 = phi <1 x bfloat> [ %134, %133 ], [ zeroinitializer, %131 ], !dbg !32
  fence syncscope("workgroup") release, !dbg !27, !mmra !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27, !mmra !33
  store <1 x bfloat> %116, ptr addrspace(3) %63, align 2, !dbg !27
  store <1 x bfloat> %120, ptr addrspace(3) %64, align 2, !dbg !27
  fence syncscope("workgroup") release, !dbg !27, !mmra !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27, !mmra !33
  %137 = load <4 x i16>, ptr addrspace(3) %71, align 8, !dbg !27
  %138 = load <4 x i16>, ptr addrspace(3) %73, align 8, !dbg !27
  fence syncscope("workgroup") release, !dbg !32, !mmra !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !32
  fence syncscope("workgroup") acquire, !dbg !32, !mmra !33
  store <1 x bfloat> %132, ptr addrspace(3) %74, align 2, !dbg !32
  store <1 x bfloat> %136, ptr addrspace(3) %75, align 2, !dbg !32
  fence syncscope("workgroup") release, !dbg !32, !mmra !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !32
  fence syncscope("workgroup") acquire, !dbg !32, !mmra !33
  %139 = load <1 x i16>, ptr addrspace(3) %79, align 2, !dbg !32
  %140 = load <1 x i16>, ptr addrspace(3) %80, align 2, !dbg !32
  %141 = load <1 x i16>, ptr addrspace(3) %81, align 2, !dbg !32
  %142 = shufflevector <1 x i16> %141, <1 x i16> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !32
  %143 = load <1 x i16>, ptr addrspace(3) %82, align 2, !dbg !32
  %144 = shufflevector <1 x i16> %143, <1 x i16> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !32
  %145 = load <1 x i16>, ptr addrspace(3) %83, align 2, !dbg !32
  %146 = load <1 x i16>, ptr addrspace(3) %84, align 2, !dbg !32
  %147 = load <1 x i16>, ptr addrspace(3) %85, align 2, !dbg !32
  %148 = shufflevector <1 x i16> %147, <1 x i16> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !32
  %149 = load <1 x i16>, ptr addrspace(3) %86, align 2, !dbg !32
  %150 = shufflevector <1 x i16> %149, <1 x i16> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !32
  %151 = shufflevector <1 x i16> %139, <1 x i16> %140, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !34
  %152 = shufflevector <4 x i16> %151, <4 x i16> %142, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !34
  %153 = shufflevector <4 x i16> %152, <4 x i16> %144, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !34
  %154 = shufflevector <1 x i16> %145, <1 x i16> %146, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !34
  %155 = shufflevector <4 x i16> %154, <4 x i16> %148, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !34
  %156 = shufflevector <4 x i16> %155, <4 x i16> %150, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !34
  %157 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %88, i64 0, !dbg !34
  %158 = insertelement <16 x float> %157, float %89, i64 1, !dbg !34
  %159 = insertelement <16 x float> %158, float %90, i64 2, !dbg !34
  %160 = insertelement <16 x float> %159, float %91, i64 3, !dbg !34
  %161 = insertelement <16 x float> %160, float %92, i64 4, !dbg !34
  %162 = insertelement <16 x float> %161, float %93, i64 5, !dbg !34
  %163 = insertelement <16 x float> %162, float %94, i64 6, !dbg !34
  %164 = insertelement <16 x float> %163, float %95, i64 7, !dbg !34
  %165 = insertelement <16 x float> %164, float %96, i64 8, !dbg !34
  %166 = insertelement <16 x float> %165, float %97, i64 9, !dbg !34
  %167 = insertelement <16 x float> %166, float %98, i64 10, !dbg !34
  %168 = insertelement <16 x float> %167, float %99, i64 11, !dbg !34
  %169 = insertelement <16 x float> %168, float %100, i64 12, !dbg !34
  %170 = insertelement <16 x float> %169, float %101, i64 13, !dbg !34
  %171 = insertelement <16 x float> %170, float %102, i64 14, !dbg !34
  %172 = insertelement <16 x float> %171, float %103, i64 15, !dbg !34
  %173 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %153, <4 x i16> %137, <16 x float> %172, i32 0, i32 0, i32 0), !dbg !34
  %174 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %156, <4 x i16> %138, <16 x float> %173, i32 0, i32 0, i32 0), !dbg !34
  %175 = extractelement <16 x float> %174, i64 0, !dbg !34
  %176 = extractelement <16 x float> %174, i64 1, !dbg !34
  %177 = extractelement <16 x float> %174, i64 2, !dbg !34
  %178 = extractelement <16 x float> %174, i64 3, !dbg !34
  %179 = extractelement <16 x float> %174, i64 4, !dbg !34
  %180 = extractelement <16 x float> %174, i64 5, !dbg !34
  %181 = extractelement <16 x float> %174, i64 6, !dbg !34
  %182 = extractelement <16 x float> %174, i64 7, !dbg !34
  %183 = extractelement <16 x float> %174, i64 8, !dbg !34
  %184 = extractelement <16 x float> %174, i64 9, !dbg !34
  %185 = extractelement <16 x float> %174, i64 10, !dbg !34
  %186 = extractelement <16 x float> %174, i64 11, !dbg !34
  %187 = extractelement <16 x float> %174, i64 12, !dbg !34
  %188 = extractelement <16 x float> %174, i64 13, !dbg !34
  %189 = extractelement <16 x float> %174, i64 14, !dbg !34
  %190 = extractelement <16 x float> %174, i64 15, !dbg !34
  %191 = add i32 %104, 16, !dbg !23
  %192 = icmp slt i32 %191, %5, !dbg !23
  br i1 %192, label %87, label %._crit_edge, !dbg !23

._crit_edge:                                      ; preds = %135, %11
  %193 = phi float [ 0.000000e+00, %11 ], [ %175, %135 ], !dbg !35
  %194 = phi float [ 0.000000e+00, %11 ], [ %176, %135 ], !dbg !35
  %195 = phi float [ 0.000000e+00, %11 ], [ %177, %135 ], !dbg !35
  %196 = phi float [ 0.000000e+00, %11 ], [ %178, %135 ], !dbg !35
  %197 = phi float [ 0.000000e+00, %11 ], [ %179, %135 ], !dbg !35
  %198 = phi float [ 0.000000e+00, %11 ], [ %180, %135 ], !dbg !35
  %199 = phi float [ 0.000000e+00, %11 ], [ %181, %135 ], !dbg !35
  %200 = phi float [ 0.000000e+00, %11 ], [ %182, %135 ], !dbg !35
  %201 = phi float [ 0.000000e+00, %11 ], [ %183, %135 ], !dbg !35
  %202 = phi float [ 0.000000e+00, %11 ], [ %184, %135 ], !dbg !35
  %203 = phi float [ 0.000000e+00, %11 ], [ %185, %135 ], !dbg !35
  %204 = phi float [ 0.000000e+00, %11 ], [ %186, %135 ], !dbg !35
  %205 = phi float [ 0.000000e+00, %11 ], [ %187, %135 ], !dbg !35
  %206 = phi float [ 0.000000e+00, %11 ], [ %188, %135 ], !dbg !35
  %207 = phi float [ 0.000000e+00, %11 ], [ %189, %135 ], !dbg !35
  %208 = phi float [ 0.000000e+00, %11 ], [ %190, %135 ], !dbg !35
  %209 = icmp slt i32 %28, %3, !dbg !36
  %210 = icmp slt i32 %30, %4, !dbg !37
  %211 = icmp slt i32 %31, %4, !dbg !37
  %212 = icmp slt i32 %32, %4, !dbg !37
  %213 = icmp slt i32 %33, %4, !dbg !37
  %214 = icmp slt i32 %34, %4, !dbg !37
  %215 = icmp slt i32 %35, %4, !dbg !37
  %216 = icmp slt i32 %36, %4, !dbg !37
  %217 = icmp slt i32 %37, %4, !dbg !37
  %218 = icmp slt i32 %38, %4, !dbg !37
  %219 = icmp slt i32 %39, %4, !dbg !37
  %220 = icmp slt i32 %40, %4, !dbg !37
  %221 = icmp slt i32 %41, %4, !dbg !37
  %222 = icmp slt i32 %42, %4, !dbg !37
  %223 = icmp slt i32 %43, %4, !dbg !37
  %224 = icmp slt i32 %44, %4, !dbg !37
  %225 = icmp slt i32 %45, %4, !dbg !37
  %226 = and i1 %209, %210, !dbg !38
  %227 = and i1 %209, %211, !dbg !38
  %228 = and i1 %209, %212, !dbg !38
  %229 = and i1 %209, %213, !dbg !38
  %230 = and i1 %209, %214, !dbg !38
  %231 = and i1 %209, %215, !dbg !38
  %232 = and i1 %209, %216, !dbg !38
  %233 = and i1 %209, %217, !dbg !38
  %234 = and i1 %209, %218, !dbg !38
  %235 = and i1 %209, %219, !dbg !38
  %236 = and i1 %209, %220, !dbg !38
  %237 = and i1 %209, %221, !dbg !38
  %238 = and i1 %209, %222, !dbg !38
  %239 = and i1 %209, %223, !dbg !38
  %240 = and i1 %209, %224, !dbg !38
  %241 = and i1 %209, %225, !dbg !38
  %242 = mul i32 %8, %28, !dbg !39
  %243 = sext i32 %242 to i64, !dbg !40
  %244 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %243, !dbg !40
  %245 = sext i32 %31 to i64, !dbg !40
  %246 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %245, !dbg !40
  %247 = sext i32 %32 to i64, !dbg !40
  %248 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %247, !dbg !40
  %249 = sext i32 %33 to i64, !dbg !40
  %250 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %249, !dbg !40
  %251 = sext i32 %34 to i64, !dbg !40
  %252 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %251, !dbg !40
  %253 = sext i32 %35 to i64, !dbg !40
  %254 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %253, !dbg !40
  %255 = sext i32 %36 to i64, !dbg !40
  %256 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %255, !dbg !40
  %257 = sext i32 %37 to i64, !dbg !40
  %258 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %257, !dbg !40
  %259 = sext i32 %38 to i64, !dbg !40
  %260 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %259, !dbg !40
  %261 = sext i32 %39 to i64, !dbg !40
  %262 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %261, !dbg !40
  %263 = sext i32 %40 to i64, !dbg !40
  %264 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %263, !dbg !40
  %265 = sext i32 %41 to i64, !dbg !40
  %266 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %265, !dbg !40
  %267 = sext i32 %42 to i64, !dbg !40
  %268 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %267, !dbg !40
  %269 = sext i32 %43 to i64, !dbg !40
  %270 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %269, !dbg !40
  %271 = sext i32 %44 to i64, !dbg !40
  %272 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %271, !dbg !40
  %273 = sext i32 %45 to i64, !dbg !40
  %274 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %273, !dbg !40
  %275 = icmp eq i32 %15, 0, !dbg !12
  %276 = and i1 %226, %275, !dbg !12
  br i1 %276, label %277, label %281, !dbg !12

277:                                              ; preds = %._crit_edge
  %278 = sext i32 %30 to i64
  %279 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %278
  %280 = insertelement <1 x float> poison, float %193, i64 0
  store <1 x float> %280, ptr addrspace(1) %279, align 4, !dbg !12
  br label %281, !dbg !12

281:                                              ; preds = %277, %._crit_edge
  %282 = and i1 %227, %275, !dbg !12
  br i1 %282, label %283, label %285, !dbg !12

283:                                              ; preds = %281
  %284 = insertelement <1 x float> poison, float %194, i64 0
  store <1 x float> %284, ptr addrspace(1) %246, align 4, !dbg !12
  br label %285, !dbg !12

285:                                              ; preds = %283, %281
  %286 = and i1 %228, %275, !dbg !12
  br i1 %286, label %287, label %289, !dbg !12

287:                                              ; preds = %285
  %288 = insertelement <1 x float> poison, float %195, i64 0
  store <1 x float> %288, ptr addrspace(1) %248, align 4, !dbg !12
  br label %289, !dbg !12

289:                                              ; preds = %287, %285
  %290 = and i1 %229, %275, !dbg !12
  br i1 %290, label %291, label %293, !dbg !12

291:                                              ; preds = %289
  %292 = insertelement <1 x float> poison, float %196, i64 0
  store <1 x float> %292, ptr addrspace(1) %250, align 4, !dbg !12
  br label %293, !dbg !12

293:                                              ; preds = %291, %289
  %294 = and i1 %230, %275, !dbg !12
  br i1 %294, label %295, label %297, !dbg !12

295:                                              ; preds = %293
  %296 = insertelement <1 x float> poison, float %197, i64 0
  store <1 x float> %296, ptr addrspace(1) %252, align 4, !dbg !12
  br label %297, !dbg !12

297:                                              ; preds = %295, %293
  %298 = and i1 %231, %275, !dbg !12
  br i1 %298, label %299, label %301, !dbg !12

299:                                              ; preds = %297
  %300 = insertelement <1 x float> poison, float %198, i64 0
  store <1 x float> %300, ptr addrspace(1) %254, align 4, !dbg !12
  br label %301, !dbg !12

301:                                              ; preds = %299, %297
  %302 = and i1 %232, %275, !dbg !12
  br i1 %302, label %303, label %305, !dbg !12

303:                                              ; preds = %301
  %304 = insertelement <1 x float> poison, float %199, i64 0
  store <1 x float> %304, ptr addrspace(1) %256, align 4, !dbg !12
  br label %305, !dbg !12

305:                                              ; preds = %303, %301
  %306 = and i1 %233, %275, !dbg !12
  br i1 %306, label %307, label %309, !dbg !12

307:                                              ; preds = %305
  %308 = insertelement <1 x float> poison, float %200, i64 0
  store <1 x float> %308, ptr addrspace(1) %258, align 4, !dbg !12
  br label %309, !dbg !12

309:                                              ; preds = %307, %305
  %310 = and i1 %234, %275, !dbg !12
  br i1 %310, label %311, label %313, !dbg !12

311:                                              ; preds = %309
  %312 = insertelement <1 x float> poison, float %201, i64 0
  store <1 x float> %312, ptr addrspace(1) %260, align 4, !dbg !12
  br label %313, !dbg !12

313:                                              ; preds = %311, %309
  %314 = and i1 %235, %275, !dbg !12
  br i1 %314, label %315, label %317, !dbg !12

315:                                              ; preds = %313
  %316 = insertelement <1 x float> poison, float %202, i64 0
  store <1 x float> %316, ptr addrspace(1) %262, align 4, !dbg !12
  br label %317, !dbg !12

317:                                              ; preds = %315, %313
  %318 = and i1 %236, %275, !dbg !12
  br i1 %318, label %319, label %321, !dbg !12

319:                                              ; preds = %317
  %320 = insertelement <1 x float> poison, float %203, i64 0
  store <1 x float> %320, ptr addrspace(1) %264, align 4, !dbg !12
  br label %321, !dbg !12

321:                                              ; preds = %319, %317
  %322 = and i1 %237, %275, !dbg !12
  br i1 %322, label %323, label %325, !dbg !12

323:                                              ; preds = %321
  %324 = insertelement <1 x float> poison, float %204, i64 0
  store <1 x float> %324, ptr addrspace(1) %266, align 4, !dbg !12
  br label %325, !dbg !12

325:                                              ; preds = %323, %321
  %326 = and i1 %238, %275, !dbg !12
  br i1 %326, label %327, label %329, !dbg !12

327:                                              ; preds = %325
  %328 = insertelement <1 x float> poison, float %205, i64 0
  store <1 x float> %328, ptr addrspace(1) %268, align 4, !dbg !12
  br label %329, !dbg !12

329:                                              ; preds = %327, %325
  %330 = and i1 %239, %275, !dbg !12
  br i1 %330, label %331, label %333, !dbg !12

331:                                              ; preds = %329
  %332 = insertelement <1 x float> poison, float %206, i64 0
  store <1 x float> %332, ptr addrspace(1) %270, align 4, !dbg !12
  br label %333, !dbg !12

333:                                              ; preds = %331, %329
  %334 = and i1 %240, %275, !dbg !12
  br i1 %334, label %335, label %337, !dbg !12

335:                                              ; preds = %333
  %336 = insertelement <1 x float> poison, float %207, i64 0
  store <1 x float> %336, ptr addrspace(1) %272, align 4, !dbg !12
  br label %337, !dbg !12

337:                                              ; preds = %335, %333
  %338 = and i1 %241, %275, !dbg !12
  br i1 %338, label %339, label %341, !dbg !12

339:                                              ; preds = %337
  %340 = insertelement <1 x float> poison, float %208, i64 0
  store <1 x float> %340, ptr addrspace(1) %274, align 4, !dbg !12
  br label %341, !dbg !12

341:                                              ; preds = %339, %337
  ret void, !dbg !41
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

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16>, <4 x i16>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

attributes #0 = { norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "build_triton_fixtures.py", directory: "/work/main/tools")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul_kernel", linkageName: "matmul_kernel", scope: !1, file: !1, line: 90, type: !5, scopeLine: 90, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !11, !11, !11, !11, !11, !11, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DILocation(line: 104, column: 5, scope: !4)
!13 = !DILocation(line: 92, column: 13, scope: !4)
!14 = !DILocation(line: 93, column: 13, scope: !4)
!15 = !DILocation(line: 94, column: 10, scope: !4)
!16 = !DILocation(line: 94, column: 28, scope: !4)
!17 = !DILocation(line: 95, column: 10, scope: !4)
!18 = !DILocation(line: 96, column: 10, scope: !4)
!19 = !DILocation(line: 100, column: 27, scope: !4)
!20 = !DILocation(line: 99, column: 29, scope: !4)
!21 = !DILocation(line: 99, column: 21, scope: !4)
!22 = !DILocation(line: 102, column: 54, scope: !4)
!23 = !DILocation(line: 98, column: 5, scope: !4)
!24 = !DILocation(line: 100, column: 48, scope: !4)
!25 = !DILocation(line: 100, column: 47, scope: !4)
!26 = !DILocation(line: 100, column: 26, scope: !4)
!27 = !DILocation(line: 99, column: 13, scope: !4)
!28 = !DILocation(line: 102, column: 27, scope: !4)
!29 = !DILocation(line: 102, column: 26, scope: !4)
!30 = !DILocation(line: 101, column: 29, scope: !4)
!31 = !DILocation(line: 101, column: 21, scope: !4)
!32 = !DILocation(line: 101, column: 13, scope: !4)
!33 = !{!"amdgpu-synchronize-as", !"local"}
!34 = !DILocation(line: 103, column: 16, scope: !4)
!35 = !DILocation(line: 97, column: 11, scope: !4)
!36 = !DILocation(line: 105, column: 20, scope: !4)
!37 = !DILocation(line: 105, column: 40, scope: !4)
!38 = !DILocation(line: 105, column: 19, scope: !4)
!39 = !DILocation(line: 104, column: 22, scope: !4)
!40 = !DILocation(line: 104, column: 14, scope: !4)
!41 = !DILocation(line: 90, column: 1, scope: !4)
