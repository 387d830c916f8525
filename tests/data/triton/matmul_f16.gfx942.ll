; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @matmul_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, ptr addrspace(1) inreg nofree readnone captures(none) %9, ptr addrspace(1) inreg nofree readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !14
  %13 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %12), !dbg !14
  %14 = lshr i32 %13, 6, !dbg !14
  %15 = and i32 %14, 3, !dbg !14
  %16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !15
  %17 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !16
  %18 = shl i32 %16, 5, !dbg !17
  %19 = and i32 %12, 63, !dbg !18
  %20 = shl nuw nsw i32 %15, 6, !dbg !18
  %21 = or disjoint i32 %20, %19, !dbg !18
  %22 = lshr i32 %21, 4, !dbg !18
  %23 = and i32 %12, 31, !dbg !18
  %24 = and i32 %12, 32, !dbg !18
  %25 = lshr exact i32 %24, 3, !dbg !18
  %26 = or disjoint i32 %22, %18, !dbg !17
  %27 = or disjoint i32 %26, 16, !dbg !17
  %28 = or disjoint i32 %18, %23, !dbg !17
  %29 = shl i32 %17, 5, !dbg !19
  %30 = or disjoint i32 %25, %29, !dbg !19
  %31 = or disjoint i32 %30, 1, !dbg !19
  %32 = or disjoint i32 %30, 2, !dbg !19
  %33 = or disjoint i32 %30, 3, !dbg !19
  %34 = or disjoint i32 %30, 8, !dbg !19
  %35 = or disjoint i32 %30, 9, !dbg !19
  %36 = or disjoint i32 %30, 10, !dbg !19
  %37 = or disjoint i32 %30, 11, !dbg !19
  %38 = or disjoint i32 %30, 16, !dbg !19
  %39 = or disjoint i32 %30, 17, !dbg !19
  %40 = or disjoint i32 %30, 18, !dbg !19
  %41 = or disjoint i32 %30, 19, !dbg !19
  %42 = or disjoint i32 %30, 24, !dbg !19
  %43 = or disjoint i32 %30, 25, !dbg !19
  %44 = or disjoint i32 %30, 26, !dbg !19
  %45 = or disjoint i32 %30, 27, !dbg !19
  %46 = or disjoint i32 %29, %23, !dbg !19
  %47 = and i32 %21, 224, !dbg !20
  %48 = lshr exact i32 %47, 4, !dbg !20
  %49 = and i32 %12, 15, !dbg !20
  %50 = icmp slt i32 %26, %3, !dbg !21
  %51 = icmp slt i32 %27, %3, !dbg !21
  %52 = mul i32 %26, %6, !dbg !22
  %53 = mul i32 %27, %6, !dbg !22
  %54 = sext i32 %52 to i64, !dbg !23
  %55 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %54, !dbg !23
  %56 = sext i32 %53 to i64, !dbg !23
  %57 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %56, !dbg !23
  %58 = icmp slt i32 %46, %4, !dbg !24
  %invariant.op = or disjoint i32 %48, 1, !dbg !25
  %59 = icmp sgt i32 %5, 0, !dbg !25
  br i1 %59, label %.lr.ph, label %._crit_edge, !dbg !25

.lr.ph:                                           ; preds = %11
  %60 = sext i32 %46 to i64
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %60, !dbg !25
  %61 = shl nuw nsw i32 %21, 1
  %62 = shl nuw nsw i32 %15, 3
  %63 = xor i32 %61, %62
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %63
  %65 = getelementptr inbounds nuw i8, ptr addrspace(3) %64, i32 512
  %66 = shl nuw nsw i32 %23, 5
  %67 = shl nuw nsw i32 %12, 1
  %68 = and i32 %67, 24
  %69 = lshr exact i32 %24, 2
  %70 = xor i32 %68, %69
  %71 = or disjoint i32 %70, %66
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %71
  %73 = xor i32 %71, 16
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %73
  %75 = shl nuw nsw i32 %49, 5
  %76 = lshr exact i32 %47, 3
  %77 = and i32 %12, 16
  %78 = icmp eq i32 %77, 0
  %79 = select i1 %78, i32 0, i32 520
  %80 = xor i32 %68, %76
  %81 = xor i32 %80, %79
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %75
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) %82, i32 %81
  %84 = xor i32 %70, %79
  %85 = or disjoint i32 %84, %75
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %85
  %87 = xor i32 %85, 16
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %87
  br label %89, !dbg !25

89:                                               ; preds = %.lr.ph, %139
  %90 = phi float [ 0.000000e+00, %.lr.ph ], [ %164, %139 ]
  %91 = phi float [ 0.000000e+00, %.lr.ph ], [ %165, %139 ]
  %92 = phi float [ 0.000000e+00, %.lr.ph ], [ %166, %139 ]
  %93 = phi float [ 0.000000e+00, %.lr.ph ], [ %167, %139 ]
  %94 = phi float [ 0.000000e+00, %.lr.ph ], [ %168, %139 ]
  %95 = phi float [ 0.000000e+00, %.lr.ph ], [ %169, %139 ]
  %96 = phi float [ 0.000000e+00, %.lr.ph ], [ %170, %139 ]
  %97 = phi float [ 0.000000e+00, %.lr.ph ], [ %171, %139 ]
  %98 = phi float [ 0.000000e+00, %.lr.ph ], [ %172, %139 ]
  %99 = phi float [ 0.000000e+00, %.lr.ph ], [ %173, %139 ]
  %100 = phi float [ 0.000000e+00, %.lr.ph ], [ %174, %139 ]
  %101 = phi float [ 0.000000e+00, %.lr.ph ], [ %175, %139 ]
  %102 = phi float [ 0.000000e+00, %.lr.ph ], [ %176, %139 ]
  %103 = phi float [ 0.000000e+00, %.lr.ph ], [ %177, %139 ]
  %104 = phi float [ 0.000000e+00, %.lr.ph ], [ %178, %139 ]
  %105 = phi float [ 0.000000e+00, %.lr.ph ], [ %179, %139 ]
  %106 = phi i32 [ 0, %.lr.ph ], [ %180, %139 ]
  %107 = or disjoint i32 %106, %48, !dbg !26
  %.reass = or disjoint i32 %106, %invariant.op
  %108 = or disjoint i32 %106, %49, !dbg !26
  %109 = icmp slt i32 %108, %5, !dbg !27
  %110 = and i1 %50, %109, !dbg !28
  %111 = and i1 %51, %109, !dbg !28
  %112 = sext i32 %108 to i64, !dbg !23
  %113 = getelementptr [2 x i8], ptr addrspace(1) %57, i64 %112, !dbg !23
  br i1 %110, label %114, label %117, !dbg !29

114:                                              ; preds = %89
  %115 = getelementptr [2 x i8], ptr addrspace(1) %55, i64 %112
  %116 = load <1 x half>, ptr addrspace(1) %115, align 2, !dbg !29
  br label %117, !dbg !29

117:                                              ; preds = %114, %89
  %118 = phi <1 x half> [ %116, %114 ], [ zeroinitializer, %89 ], !dbg !29
  br i1 %111, label %119, label %121, !dbg !29

119:                                              ; preds = %117
  %120 = load <1 x half>, ptr addrspace(1) %113, align 2, !dbg !29
  br label %121, !dbg !29

121:                                              ; preds = %119, %117
  %122 = phi <1 x half> [ %120, %119 ], [ zeroinitializer, %117 ], !dbg !29
  %123 = icmp slt i32 %107, %5, !dbg !30
  %124 = icmp slt i32 %.reass, %5, !dbg !30
  %125 = and i1 %58, %123, !dbg !31
  %126 = and i1 %58, %124, !dbg !31
  %127 = mul i32 %.reass, %7, !dbg !32
  %128 = sext i32 %127 to i64, !dbg !33
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %128, !dbg !33
  br i1 %125, label %129, label %134, !dbg !34

129:                                              ; preds = %121
  %130 = mul i32 %107, %7
  %131 = sext i32 %130 to i64
  %gep3 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %131
  %132 = load <1 x half>, ptr addrspace(1) %gep3, align 2, !dbg !34
  %133 = shufflevector <1 x half> %132, <1 x half> poison, <2 x i32> <i32 0, i32 poison>, !dbg !34
  br label %134, !dbg !34

134:                                              ; preds = %129, %121
  %135 = phi <2 x half> [ %133, %129 ], [ <half 0.000000e+00, half undef>, %121 ], !dbg !34
  br i1 %126, label %136, label %139, !dbg !34

136:                                              ; preds = %134
  %137 = load <1 x half>, ptr addrspace(1) %gep, align 2, !dbg !34
  %138 = shufflevector <1 x half> %137, <1 x half> poison, <2 x i32> <i32 0, i32 poison>, !dbg !34
  br label %139, !dbg !34

139:                                              ; preds = %136, %134
  %140 = phi <2 x half> [ %138, %136 ], [ <half 0.000000e+00, half undef>, %134 ], !dbg !34
  fence syncscope("workgroup") release, !dbg !29, !mmra !35
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29, !mmra !35
  store <1 x half> %118, ptr addrspace(3) %64, align 2, !dbg !29
  store <1 x half> %122, ptr addrspace(3) %65, align 2, !dbg !29
  fence syncscope("workgroup") release, !dbg !29, !mmra !35
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29, !mmra !35
  %141 = load <4 x half>, ptr addrspace(3) %72, align 8, !dbg !29
  %142 = load <4 x half>, ptr addrspace(3) %74, align 8, !dbg !29
  fence syncscope("workgroup") release, !dbg !34, !mmra !35
  tail call void @llvm.amdgcn.s.barrier(), !dbg !34
  fence syncscope("workgroup") acquire, !dbg !34, !mmra !35
  %143 = shufflevector <2 x half> %135, <2 x half> %140, <2 x i32> <i32 0, i32 2>, !dbg !34
  store <2 x half> %143, ptr addrspace(3) %83, align 4, !dbg !34
  fence syncscope("workgroup") release, !dbg !34, !mmra !35
  tail call void @llvm.amdgcn.s.barrier(), !dbg !34
  fence syncscope("workgroup") acquire, !dbg !34, !mmra !35
  %144 = load <4 x half>, ptr addrspace(3) %86, align 8, !dbg !34
  %145 = load <4 x half>, ptr addrspace(3) %88, align 8, !dbg !34
  %146 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %90, i64 0, !dbg !36
  %147 = insertelement <16 x float> %146, float %91, i64 1, !dbg !36
  %148 = insertelement <16 x float> %147, float %92, i64 2, !dbg !36
  %149 = insertelement <16 x float> %148, float %93, i64 3, !dbg !36
  %150 = insertelement <16 x float> %149, float %94, i64 4, !dbg !36
  %151 = insertelement <16 x float> %150, float %95, i64 5, !dbg !36
  %152 = insertelement <16 x float> %151, float %96, i64 6, !dbg !36
  %153 = insertelement <16 x float> %152, float %97, i64 7, !dbg !36
  %154 = insertelement <16 x float> %153, float %98, i64 8, !dbg !36
  %155 = insertelement <16 x float> %154, float %99, i64 9, !dbg !36
  %156 = insertelement <16 x float> %155, float %100, i64 10, !dbg !36
  %157 = insertelement <16 x float> %156, float %101, i64 11, !dbg !36
  %158 = insertelement <16 x float> %157, float %102, i64 12, !dbg !36
  %159 = insertelement <16 x float> %158, float %103, i64 13, !dbg !36
  %160 = insertelement <16 x float> %159, float %104, i64 14, !dbg !36
  %161 = insertelement <16 x float> %160, float %105, i64 15, !dbg !36
  %162 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %144, <4 x half> %141, <16 x float> %161, i32 0, i32 0, i32 0), !dbg !36
  %163 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %145, <4 x half> %142, <16 x float> %162, i32 0, i32 0, i32 0), !dbg !36
  %164 = extractelement <16 x float> %163, i64 0, !dbg !36
  %165 = extractelement <16 x float> %163, i64 1, !dbg !36
  %166 = extractelement <16 x float> %163, i64 2, !dbg !36
  %167 = extractelement <16 x float> %163, i64 3, !dbg !36
  %168 = extractelement <16 x float> %163, i64 4, !dbg !36
  %169 = extractelement <16 x float> %163, i64 5, !dbg !36
  %170 = extractelement <16 x float> %163, i64 6, !dbg !36
  %171 = extractelement <16 x float> %163, i64 7, !dbg !36
  %172 = extractelement <16 x float> %163, i64 8, !dbg !36
  %173 = extractelement <16 x float> %163, i64 9, !dbg !36
  %174 = extractelement <16 x float> %163, i64 10, !dbg !36
  %175 = extractelement <16 x float> %163, i64 11, !dbg !36
  %176 = extractelement <16 x float> %163, i64 12, !dbg !36
  %177 = extractelement <16 x float> %163, i64 13, !dbg !36
  %178 = extractelement <16 x float> %163, i64 14, !dbg !36
  %179 = extractelement <16 x float> %163, i64 15, !dbg !36
  %180 = add i32 %106, 16, !dbg !25
  %181 = icmp slt i32 %180, %5, !dbg !25
  br i1 %181, label %89, label %._crit_edge, !dbg !25

._crit_edge:                                      ; preds = %139, %11
  %182 = phi float [ 0.000000e+00, %11 ], [ %164, %139 ], !dbg !37
  %183 = phi float [ 0.000000e+00, %11 ], [ %165, %139 ], !dbg !37
  %184 = phi float [ 0.000000e+00, %11 ], [ %166, %139 ], !dbg !37
  %185 = phi float [ 0.000000e+00, %11 ], [ %167, %139 ], !dbg !37
  %186 = phi float [ 0.000000e+00, %11 ], [ %168, %139 ], !dbg !37
  %187 = phi float [ 0.000000e+00, %11 ], [ %169, %139 ], !dbg !37
  %188 = phi float [ 0.000000e+00, %11 ], [ %170, %139 ], !dbg !37
  %189 = phi float [ 0.000000e+00, %11 ], [ %171, %139 ], !dbg !37
  %190 = phi float [ 0.000000e+00, %11 ], [ %172, %139 ], !dbg !37
  %191 = phi float [ 0.000000e+00, %11 ], [ %173, %139 ], !dbg !37
  %192 = phi float [ 0.000000e+00, %11 ], [ %174, %139 ], !dbg !37
  %193 = phi float [ 0.000000e+00, %11 ], [ %175, %139 ], !dbg !37
  %194 = phi float [ 0.000000e+00, %11 ], [ %176, %139 ], !dbg !37
  %195 = phi float [ 0.000000e+00, %11 ], [ %177, %139 ], !dbg !37
  %196 = phi float [ 0.000000e+00, %11 ], [ %178, %139 ], !dbg !37
  %197 = phi float [ 0.000000e+00, %11 ], [ %179, %139 ], !dbg !37
  %198 = icmp slt i32 %28, %3, !dbg !38
  %199 = icmp slt i32 %30, %4, !dbg !39
  %200 = icmp slt i32 %31, %4, !dbg !39
  %201 = icmp slt i32 %32, %4, !dbg !39
  %202 = icmp slt i32 %33, %4, !dbg !39
  %203 = icmp slt i32 %34, %4, !dbg !39
  %204 = icmp slt i32 %35, %4, !dbg !39
  %205 = icmp slt i32 %36, %4, !dbg !39
  %206 = icmp slt i32 %37, %4, !dbg !39
  %207 = icmp slt i32 %38, %4, !dbg !39
  %208 = icmp slt i32 %39, %4, !dbg !39
  %209 = icmp slt i32 %40, %4, !dbg !39
  %210 = icmp slt i32 %41, %4, !dbg !39
  %211 = icmp slt i32 %42, %4, !dbg !39
  %212 = icmp slt i32 %43, %4, !dbg !39
  %213 = icmp slt i32 %44, %4, !dbg !39
  %214 = icmp slt i32 %45, %4, !dbg !39
  %215 = and i1 %198, %199, !dbg !40
  %216 = and i1 %198, %200, !dbg !40
  %217 = and i1 %198, %201, !dbg !40
  %218 = and i1 %198, %202, !dbg !40
  %219 = and i1 %198, %203, !dbg !40
  %220 = and i1 %198, %204, !dbg !40
  %221 = and i1 %198, %205, !dbg !40
  %222 = and i1 %198, %206, !dbg !40
  %223 = and i1 %198, %207, !dbg !40
  %224 = and i1 %198, %208, !dbg !40
  %225 = and i1 %198, %209, !dbg !40
  %226 = and i1 %198, %210, !dbg !40
  %227 = and i1 %198, %211, !dbg !40
  %228 = and i1 %198, %212, !dbg !40
  %229 = and i1 %198, %213, !dbg !40
  %230 = and i1 %198, %214, !dbg !40
  %231 = mul i32 %8, %28, !dbg !41
  %232 = sext i32 %231 to i64, !dbg !42
  %233 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %232, !dbg !42
  %234 = sext i32 %31 to i64, !dbg !42
  %235 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %234, !dbg !42
  %236 = sext i32 %32 to i64, !dbg !42
  %237 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %236, !dbg !42
  %238 = sext i32 %33 to i64, !dbg !42
  %239 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %238, !dbg !42
  %240 = sext i32 %34 to i64, !dbg !42
  %241 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %240, !dbg !42
  %242 = sext i32 %35 to i64, !dbg !42
  %243 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %242, !dbg !42
  %244 = sext i32 %36 to i64, !dbg !42
  %245 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %244, !dbg !42
  %246 = sext i32 %37 to i64, !dbg !42
  %247 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %246, !dbg !42
  %248 = sext i32 %38 to i64, !dbg !42
  %249 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %248, !dbg !42
  %250 = sext i32 %39 to i64, !dbg !42
  %251 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %250, !dbg !42
  %252 = sext i32 %40 to i64, !dbg !42
  %253 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %252, !dbg !42
  %254 = sext i32 %41 to i64, !dbg !42
  %255 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %254, !dbg !42
  %256 = sext i32 %42 to i64, !dbg !42
  %257 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %256, !dbg !42
  %258 = sext i32 %43 to i64, !dbg !42
  %259 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %258, !dbg !42
  %260 = sext i32 %44 to i64, !dbg !42
  %261 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %260, !dbg !42
  %262 = sext i32 %45 to i64, !dbg !42
  %263 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %262, !dbg !42
  %264 = icmp eq i32 %15, 0, !dbg !14
  %265 = and i1 %215, %264, !dbg !14
  br i1 %265, label %266, label %270, !dbg !14

266:                                              ; preds = %._crit_edge
  %267 = sext i32 %30 to i64
  %268 = getelementptr [4 x i8], ptr addrspace(1) %233, i64 %267
  %269 = insertelement <1 x float> poison, float %182, i64 0
  store <1 x float> %269, ptr addrspace(1) %268, align 4, !dbg !14
  br label %270, !dbg !14

270:                                              ; preds = %266, %._crit_edge
  %271 = and i1 %216, %264, !dbg !14
  br i1 %271, label %272, label %274, !dbg !14

272:                                              ; preds = %270
  %273 = insertelement <1 x float> poison, float %183, i64 0
  store <1 x float> %273, ptr addrspace(1) %235, align 4, !dbg !14
  br label %274, !dbg !14

274:                                              ; preds = %272, %270
  %275 = and i1 %217, %264, !dbg !14
  br i1 %275, label %276, label %278, !dbg !14

276:                                              ; preds = %274
  %277 = insertelement <1 x float> poison, float %184, i64 0
  store <1 x float> %277, ptr addrspace(1) %237, align 4, !dbg !14
  br label %278, !dbg !14

278:                                              ; preds = %276, %274
  %279 = and i1 %218, %264, !dbg !14
  br i1 %279, label %280, label %282, !dbg !14

280:                                              ; preds = %278
  %281 = insertelement <1 x float> poison, float %185, i64 0
  store <1 x float> %281, ptr addrspace(1) %239, align 4, !dbg !14
  br label %282, !dbg !14

282:                                              ; preds = %280, %278
  %283 = and i1 %219, %264, !dbg !14
  br i1 %283, label %284, label %286, !dbg !14

284:                                              ; preds = %282
  %285 = insertelement <1 x float> poison, float %186, i64 0
  store <1 x float> %285, ptr addrspace(1) %241, align 4, !dbg !14
  br label %286, !dbg !14

286:                                              ; preds = %284, %282
  %287 = and i1 %220, %264, !dbg !14
  br i1 %287, label %288, label %290, !dbg !14

288:                                              ; preds = %286
  %289 = insertelement <1 x float> poison, float %187, i64 0
  store <1 x float> %289, ptr addrspace(1) %243, align 4, !dbg !14
  br label %290, !dbg !14

290:                                              ; preds = %288, %286
  %291 = and i1 %221, %264, !dbg !14
  br i1 %291, label %292, label %294, !dbg !14

292:                                              ; preds = %290
  %293 = insertelement <1 x float> poison, float %188, i64 0
  store <1 x float> %293, ptr addrspace(1) %245, align 4, !dbg !14
  br label %294, !dbg !14

294:                                              ; preds = %292, %290
  %295 = and i1 %222, %264, !dbg !14
  br i1 %295, label %296, label %298, !dbg !14

296:                                              ; preds = %294
  %297 = insertelement <1 x float> poison, float %189, i64 0
  store <1 x float> %297, ptr addrspace(1) %247, align 4, !dbg !14
  br label %298, !dbg !14

298:                                              ; preds = %296, %294
  %299 = and i1 %223, %264, !dbg !14
  br i1 %299, label %300, label %302, !dbg !14

300:                                              ; preds = %298
  %301 = insertelement <1 x float> poison, float %190, i64 0
  store <1 x float> %301, ptr addrspace(1) %249, align 4, !dbg !14
  br label %302, !dbg !14

302:                                              ; preds = %300, %298
  %303 = and i1 %224, %264, !dbg !14
  br i1 %303, label %304, label %306, !dbg !14

304:                                              ; preds = %302
  %305 = insertelement <1 x float> poison, float %191, i64 0
  store <1 x float> %305, ptr addrspace(1) %251, align 4, !dbg !14
  br label %306, !dbg !14

306:                                              ; preds = %304, %302
  %307 = and i1 %225, %264, !dbg !14
  br i1 %307, label %308, label %310, !dbg !14

308:                                              ; preds = %306
  %309 = insertelement <1 x float> poison, float %192, i64 0
  store <1 x float> %309, ptr addrspace(1) %253, align 4, !dbg !14
  br label %310, !dbg !14

310:                                              ; preds = %308, %306
  %311 = and i1 %226, %264, !dbg !14
  br i1 %311, label %312, label %314, !dbg !14

312:                                              ; preds = %310
  %313 = insertelement <1 x float> poison, float %193, i64 0
  store <1 x float> %313, ptr addrspace(1) %255, align 4, !dbg !14
  br label %314, !dbg !14

314:                                              ; preds = %312, %310
  %315 = and i1 %227, %264, !dbg !14
  br i1 %315, label %316, label %318, !dbg !14

316:                                              ; preds = %314
  %317 = insertelement <1 x float> poison, float %194, i64 0
  store <1 x float> %317, ptr addrspace(1) %257, align 4, !dbg !14
  br label %318, !dbg !14

318:                                              ; preds = %316, %314
  %319 = and i1 %228, %264, !dbg !14
  br i1 %319, label %320, label %322, !dbg !14

320:                                              ; preds = %318
  %321 = insertelement <1 x float> poison, float %195, i64 0
  store <1 x float> %321, ptr addrspace(1) %259, align 4, !dbg !14
  br label %322, !dbg !14

322:                                              ; preds = %320, %318
  %323 = and i1 %229, %264, !dbg !14
  br i1 %323, label %324, label %326, !dbg !14

324:                                              ; preds = %322
  %325 = insertelement <1 x float> poison, float %196, i64 0
  store <1 x float> %325, ptr addrspace(1) %261, align 4, !dbg !14
  br label %326, !dbg !14

326:                                              ; preds = %324, %322
  %327 = and i1 %230, %264, !dbg !14
  br i1 %327, label %328, label %330, !dbg !14

328:                                              ; preds = %326
  %329 = insertelement <1 x float> poison, float %197, i64 0
  store <1 x float> %329, ptr addrspace(1) %263, align 4, !dbg !14
  br label %330, !dbg !14

330:                                              ; preds = %328, %326
  ret void, !dbg !43
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
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

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
!6 = !{null, !7, !7, !9, !11, !11, !11, !11, !11, !11, !12, !12}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!14 = !DILocation(line: 104, column: 5, scope: !4)
!15 = !DILocation(line: 92, column: 13, scope: !4)
!16 = !DILocation(line: 93, column: 13, scope: !4)
!17 = !DILocation(line: 94, column: 10, scope: !4)
!18 = !DILocation(line: 94, column: 28, scope: !4)
!19 = !DILocation(line: 95, column: 10, scope: !4)
!20 = !DILocation(line: 96, column: 10, scope: !4)
!21 = !DILocation(line: 100, column: 27, scope: !4)
!22 = !DILocation(line: 99, column: 29, scope: !4)
!23 = !DILocation(line: 99, column: 21, scope: !4)
!24 = !DILocation(line: 102, column: 54, scope: !4)
!25 = !DILocation(line: 98, column: 5, scope: !4)
!26 = !DILocation(line: 100, column: 48, scope: !4)
!27 = !DILocation(line: 100, column: 47, scope: !4)
!28 = !DILocation(line: 100, column: 26, scope: !4)
!29 = !DILocation(line: 99, column: 13, scope: !4)
!30 = !DILocation(line: 102, column: 27, scope: !4)
!31 = !DILocation(line: 102, column: 26, scope: !4)
!32 = !DILocation(line: 101, column: 29, scope: !4)
!33 = !DILocation(line: 101, column: 21, scope: !4)
!34 = !DILocation(line: 101, column: 13, scope: !4)
!35 = !{!"amdgpu-synchronize-as", !"local"}
!36 = !DILocation(line: 103, column: 16, scope: !4)
!37 = !DILocation(line: 97, column: 11, scope: !4)
!38 = !DILocation(line: 105, column: 20, scope: !4)
!39 = !DILocation(line: 105, column: 40, scope: !4)
!40 = !DILocation(line: 105, column: 19, scope: !4)
!41 = !DILocation(line: 104, column: 22, scope: !4)
!42 = !DILocation(line: 104, column: 14, scope: !4)
!43 = !DILocation(line: 90, column: 1, scope: !4)
