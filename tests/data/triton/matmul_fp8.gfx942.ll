; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

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
  %22 = and i32 %12, 31, !dbg !16
  %23 = lshr i32 %21, 3, !dbg !16
  %24 = and i32 %23, 28, !dbg !16
  %25 = lshr i32 %21, 5, !dbg !16
  %26 = and i32 %12, 32, !dbg !16
  %27 = lshr exact i32 %26, 3, !dbg !16
  %28 = or disjoint i32 %18, %22, !dbg !15
  %29 = or disjoint i32 %25, %18, !dbg !15
  %30 = or disjoint i32 %29, 8, !dbg !15
  %31 = or disjoint i32 %29, 16, !dbg !15
  %32 = or disjoint i32 %29, 24, !dbg !15
  %33 = shl i32 %17, 5, !dbg !17
  %34 = or disjoint i32 %27, %33, !dbg !17
  %35 = or disjoint i32 %34, 1, !dbg !17
  %36 = or disjoint i32 %34, 2, !dbg !17
  %37 = or disjoint i32 %34, 3, !dbg !17
  %38 = or disjoint i32 %34, 8, !dbg !17
  %39 = or disjoint i32 %34, 9, !dbg !17
  %40 = or disjoint i32 %34, 10, !dbg !17
  %41 = or disjoint i32 %34, 11, !dbg !17
  %42 = or disjoint i32 %34, 16, !dbg !17
  %43 = or disjoint i32 %34, 17, !dbg !17
  %44 = or disjoint i32 %34, 18, !dbg !17
  %45 = or disjoint i32 %34, 19, !dbg !17
  %46 = or disjoint i32 %34, 24, !dbg !17
  %47 = or disjoint i32 %34, 25, !dbg !17
  %48 = or disjoint i32 %34, 26, !dbg !17
  %49 = or disjoint i32 %34, 27, !dbg !17
  %50 = or disjoint i32 %33, %22, !dbg !17
  %51 = icmp slt i32 %29, %3, !dbg !18
  %52 = icmp slt i32 %30, %3, !dbg !18
  %53 = icmp slt i32 %31, %3, !dbg !18
  %54 = icmp slt i32 %32, %3, !dbg !18
  %55 = mul i32 %29, %6, !dbg !19
  %56 = mul i32 %30, %6, !dbg !19
  %57 = mul i32 %31, %6, !dbg !19
  %58 = mul i32 %32, %6, !dbg !19
  %59 = sext i32 %55 to i64, !dbg !20
  %60 = getelementptr i8, ptr addrspace(1) %0, i64 %59, !dbg !20
  %61 = sext i32 %56 to i64, !dbg !20
  %62 = getelementptr i8, ptr addrspace(1) %0, i64 %61, !dbg !20
  %63 = sext i32 %57 to i64, !dbg !20
  %64 = getelementptr i8, ptr addrspace(1) %0, i64 %63, !dbg !20
  %65 = sext i32 %58 to i64, !dbg !20
  %66 = getelementptr i8, ptr addrspace(1) %0, i64 %65, !dbg !20
  %67 = icmp slt i32 %50, %4, !dbg !21
  %invariant.op = or disjoint i32 %24, 1, !dbg !22
  %invariant.op2 = or disjoint i32 %24, 2, !dbg !22
  %68 = icmp sgt i32 %5, 0, !dbg !22
  br i1 %68, label %.lr.ph, label %._crit_edge, !dbg !22

.lr.ph:                                           ; preds = %11
  %69 = sext i32 %50 to i64
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %69, !dbg !22
  %70 = and i32 %21, 127
  %71 = icmp samesign ult i32 %15, 2
  %72 = select i1 %71, i32 0, i32 136
  %73 = xor i32 %70, %72
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %73
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) %74, i32 512
  %76 = xor i32 %73, 272
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %76
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) %77, i32 512
  %79 = shl nuw nsw i32 %22, 5
  %80 = shl nuw nsw i32 %12, 1
  %81 = and i32 %80, 24
  %82 = lshr exact i32 %26, 2
  %83 = xor i32 %81, %82
  %84 = or disjoint i32 %83, %79
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %84
  %86 = xor i32 %84, 16
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %86
  %88 = shl nuw nsw i32 %12, 5
  %89 = and i32 %88, 480
  %90 = and i32 %12, 16
  %91 = icmp eq i32 %90, 0
  %92 = select i1 %91, i32 0, i32 520
  %93 = xor i32 %92, %81
  %94 = xor i32 %93, %24
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %89
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) %95, i32 %94
  %97 = xor i32 %83, %92
  %98 = or disjoint i32 %97, %89
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %98
  %100 = xor i32 %98, 16
  %101 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %100
  %invariant.op15 = or i32 %23, 3, !dbg !22
  br label %102, !dbg !22

102:                                              ; preds = %.lr.ph, %182
  %103 = phi float [ 0.000000e+00, %.lr.ph ], [ %210, %182 ]
  %104 = phi float [ 0.000000e+00, %.lr.ph ], [ %211, %182 ]
  %105 = phi float [ 0.000000e+00, %.lr.ph ], [ %212, %182 ]
  %106 = phi float [ 0.000000e+00, %.lr.ph ], [ %213, %182 ]
  %107 = phi float [ 0.000000e+00, %.lr.ph ], [ %214, %182 ]
  %108 = phi float [ 0.000000e+00, %.lr.ph ], [ %215, %182 ]
  %109 = phi float [ 0.000000e+00, %.lr.ph ], [ %216, %182 ]
  %110 = phi float [ 0.000000e+00, %.lr.ph ], [ %217, %182 ]
  %111 = phi float [ 0.000000e+00, %.lr.ph ], [ %218, %182 ]
  %112 = phi float [ 0.000000e+00, %.lr.ph ], [ %219, %182 ]
  %113 = phi float [ 0.000000e+00, %.lr.ph ], [ %220, %182 ]
  %114 = phi float [ 0.000000e+00, %.lr.ph ], [ %221, %182 ]
  %115 = phi float [ 0.000000e+00, %.lr.ph ], [ %222, %182 ]
  %116 = phi float [ 0.000000e+00, %.lr.ph ], [ %223, %182 ]
  %117 = phi float [ 0.000000e+00, %.lr.ph ], [ %224, %182 ]
  %118 = phi float [ 0.000000e+00, %.lr.ph ], [ %225, %182 ]
  %119 = phi i32 [ 0, %.lr.ph ], [ %226, %182 ]
  %120 = or disjoint i32 %119, %24, !dbg !23
  %.reass = or disjoint i32 %119, %invariant.op
  %.reass3 = or disjoint i32 %119, %invariant.op2
  %.reass16 = or disjoint i32 %119, %invariant.op15
  %121 = or disjoint i32 %119, %22, !dbg !23
  %122 = icmp slt i32 %121, %5, !dbg !24
  %123 = and i1 %51, %122, !dbg !25
  %124 = and i1 %52, %122, !dbg !25
  %125 = and i1 %53, %122, !dbg !25
  %126 = and i1 %54, %122, !dbg !25
  %127 = sext i32 %121 to i64, !dbg !20
  %128 = getelementptr i8, ptr addrspace(1) %62, i64 %127, !dbg !20
  %129 = getelementptr i8, ptr addrspace(1) %64, i64 %127, !dbg !20
  %130 = getelementptr i8, ptr addrspace(1) %66, i64 %127, !dbg !20
  br i1 %123, label %131, label %134, !dbg !26

131:                                              ; preds = %102
  %132 = getelementptr i8, ptr addrspace(1) %60, i64 %127
  %133 = load <1 x i8>, ptr addrspace(1) %132, align 1, !dbg !26
  br label %134, !dbg !26

134:                                              ; preds = %131, %102
  %135 = phi <1 x i8> [ %133, %131 ], [ zeroinitializer, %102 ], !dbg !26
  br i1 %124, label %136, label %138, !dbg !26

136:                                              ; preds = %134
  %137 = load <1 x i8>, ptr addrspace(1) %128, align 1, !dbg !26
  br label %138, !dbg !26

138:                                              ; preds = %136, %134
  %139 = phi <1 x i8> [ %137, %136 ], [ zeroinitializer, %134 ], !dbg !26
  br i1 %125, label %140, label %142, !dbg !26

140:                                              ; preds = %138
  %141 = load <1 x i8>, ptr addrspace(1) %129, align 1, !dbg !26
  br label %142, !dbg !26

142:                                              ; preds = %140, %138
  %143 = phi <1 x i8> [ %141, %140 ], [ zeroinitializer, %138 ], !dbg !26
  br i1 %126, label %144, label %146, !dbg !26

144:                                              ; preds = %142
  %145 = load <1 x i8>, ptr addrspace(1) %130, align 1, !dbg !26
  br label %146, !dbg !26

146:                                              ; preds = %144, %142
  %147 = phi <1 x i8> [ %145, %144 ], [ zeroinitializer, %142 ], !dbg !26
  %148 = icmp slt i32 %120, %5, !dbg !27
  %149 = icmp slt i32 %.reass, %5, !dbg !27
  %150 = icmp slt i32 %.reass3, %5, !dbg !27
  %151 = icmp slt i32 %.reass16, %5, !dbg !27
  %152 = and i1 %67, %148, !dbg !28
  %153 = and i1 %67, %149, !dbg !28
  %154 = and i1 %67, %150, !dbg !28
  %155 = and i1 %67, %151, !dbg !28
  %156 = mul i32 %.reass, %7, !dbg !29
  %157 = mul i32 %.reass3, %7, !dbg !29
  %158 = mul i32 %.reass16, %7, !dbg !29
  %159 = sext i32 %156 to i64, !dbg !30
  %160 = sext i32 %157 to i64, !dbg !30
  %161 = sext i32 %158 to i64, !dbg !30
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %159, !dbg !30
  %gep5 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %160, !dbg !30
  %gep7 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %161, !dbg !30
  br i1 %152, label %162, label %166, !dbg !31

162:                                              ; preds = %146
  %163 = mul i32 %120, %7
  %164 = sext i32 %163 to i64
  %gep9 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %164
  %165 = load <1 x i8>, ptr addrspace(1) %gep9, align 1, !dbg !31
  br label %166, !dbg !31

166:                                              ; preds = %162, %146
  %167 = phi <1 x i8> [ %165, %162 ], [ zeroinitializer, %146 ], !dbg !31
  %168 = extractelement <1 x i8> %167, i64 0, !dbg !31
  br i1 %153, label %169, label %171, !dbg !31

169:                                              ; preds = %166
  %170 = load <1 x i8>, ptr addrspace(1) %gep, align 1, !dbg !31
  br label %171, !dbg !31

171:                                              ; preds = %169, %166
  %172 = phi <1 x i8> [ %170, %169 ], [ zeroinitializer, %166 ], !dbg !31
  %173 = extractelement <1 x i8> %172, i64 0, !dbg !31
  br i1 %154, label %174, label %176, !dbg !31

174:                                              ; preds = %171
  %175 = load <1 x i8>, ptr addrspace(1) %gep5, align 1, !dbg !31
  br label %176, !dbg !31

176:                                              ; preds = %174, %171
  %177 = phi <1 x i8> [ %175, %174 ], [ zeroinitializer, %171 ], !dbg !31
  %178 = extractelement <1 x i8> %177, i64 0, !dbg !31
  br i1 %155, label %179, label %182, !dbg !31

179:                                              ; preds = %176
  %180 = load <1 x i8>, ptr addrspace(1) %gep7, align 1, !dbg !31
  %181 = shufflevector <1 x i8> %180, <1 x i8> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !31
  br label %182, !dbg !31

182:                                              ; preds = %179, %176
  %183 = phi <4 x i8> [ %181, %179 ], [ <i8 0, i8 undef, i8 undef, i8 undef>, %176 ], !dbg !31
  fence syncscope("workgroup") release, !dbg !26, !mmra !32
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26, !mmra !32
  store <1 x i8> %135, ptr addrspace(3) %74, align 1, !dbg !26
  store <1 x i8> %143, ptr addrspace(3) %75, align 1, !dbg !26
  store <1 x i8> %139, ptr addrspace(3) %77, align 1, !dbg !26
  store <1 x i8> %147, ptr addrspace(3) %78, align 1, !dbg !26
  fence syncscope("workgroup") release, !dbg !26, !mmra !32
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26, !mmra !32
  %184 = load i64, ptr addrspace(3) %85, align 8, !dbg !26
  %185 = load i64, ptr addrspace(3) %87, align 8, !dbg !26
  fence syncscope("workgroup") release, !dbg !31, !mmra !32
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31, !mmra !32
  %186 = insertelement <4 x i8> poison, i8 %168, i64 0, !dbg !31
  %187 = insertelement <4 x i8> %186, i8 %173, i64 1, !dbg !31
  %188 = insertelement <4 x i8> %187, i8 %178, i64 2, !dbg !31
  %189 = shufflevector <4 x i8> %188, <4 x i8> %183, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !31
  store <4 x i8> %189, ptr addrspace(3) %96, align 4, !dbg !31
  fence syncscope("workgroup") release, !dbg !31, !mmra !32
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31, !mmra !32
  %190 = load i64, ptr addrspace(3) %99, align 8, !dbg !31
  %191 = load i64, ptr addrspace(3) %101, align 8, !dbg !31
  %192 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %103, i64 0, !dbg !33
  %193 = insertelement <16 x float> %192, float %104, i64 1, !dbg !33
  %194 = insertelement <16 x float> %193, float %105, i64 2, !dbg !33
  %195 = insertelement <16 x float> %194, float %106, i64 3, !dbg !33
  %196 = insertelement <16 x float> %195, float %107, i64 4, !dbg !33
  %197 = insertelement <16 x float> %196, float %108, i64 5, !dbg !33
  %198 = insertelement <16 x float> %197, float %109, i64 6, !dbg !33
  %199 = insertelement <16 x float> %198, float %110, i64 7, !dbg !33
  %200 = insertelement <16 x float> %199, float %111, i64 8, !dbg !33
  %201 = insertelement <16 x float> %200, float %112, i64 9, !dbg !33
  %202 = insertelement <16 x float> %201, float %113, i64 10, !dbg !33
  %203 = insertelement <16 x float> %202, float %114, i64 11, !dbg !33
  %204 = insertelement <16 x float> %203, float %115, i64 12, !dbg !33
  %205 = insertelement <16 x float> %204, float %116, i64 13, !dbg !33
  %206 = insertelement <16 x float> %205, float %117, i64 14, !dbg !33
  %207 = insertelement <16 x float> %206, float %118, i64 15, !dbg !33
  %208 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8(i64 %190, i64 %184, <16 x float> %207, i32 0, i32 0, i32 0), !dbg !33
  %209 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8(i64 %191, i64 %185, <16 x float> %208, i32 0, i32 0, i32 0), !dbg !33
  %210 = extractelement <16 x float> %209, i64 0, !dbg !33
  %211 = extractelement <16 x float> %209, i64 1, !dbg !33
  %212 = extractelement <16 x float> %209, i64 2, !dbg !33
  %213 = extractelement <16 x float> %209, i64 3, !dbg !33
  %214 = extractelement <16 x float> %209, i64 4, !dbg !33
  %215 = extractelement <16 x float> %209, i64 5, !dbg !33
  %216 = extractelement <16 x float> %209, i64 6, !dbg !33
  %217 = extractelement <16 x float> %209, i64 7, !dbg !33
  %218 = extractelement <16 x float> %209, i64 8, !dbg !33
  %219 = extractelement <16 x float> %209, i64 9, !dbg !33
  %220 = extractelement <16 x float> %209, i64 10, !dbg !33
  %221 = extractelement <16 x float> %209, i64 11, !dbg !33
  %222 = extractelement <16 x float> %209, i64 12, !dbg !33
  %223 = extractelement <16 x float> %209, i64 13, !dbg !33
  %224 = extractelement <16 x float> %209, i64 14, !dbg !33
  %225 = extractelement <16 x float> %209, i64 15, !dbg !33
  %226 = add i32 %119, 32, !dbg !22
  %227 = icmp slt i32 %226, %5, !dbg !22
  br i1 %227, label %102, label %._crit_edge, !dbg !22

._crit_edge:                                      ; preds = %182, %11
  %228 = phi float [ 0.000000e+00, %11 ], [ %210, %182 ], !dbg !34
  %229 = phi float [ 0.000000e+00, %11 ], [ %211, %182 ], !dbg !34
  %230 = phi float [ 0.000000e+00, %11 ], [ %212, %182 ], !dbg !34
  %231 = phi float [ 0.000000e+00, %11 ], [ %213, %182 ], !dbg !34
  %232 = phi float [ 0.000000e+00, %11 ], [ %214, %182 ], !dbg !34
  %233 = phi float [ 0.000000e+00, %11 ], [ %215, %182 ], !dbg !34
  %234 = phi float [ 0.000000e+00, %11 ], [ %216, %182 ], !dbg !34
  %235 = phi float [ 0.000000e+00, %11 ], [ %217, %182 ], !dbg !34
  %236 = phi float [ 0.000000e+00, %11 ], [ %218, %182 ], !dbg !34
  %237 = phi float [ 0.000000e+00, %11 ], [ %219, %182 ], !dbg !34
  %238 = phi float [ 0.000000e+00, %11 ], [ %220, %182 ], !dbg !34
  %239 = phi float [ 0.000000e+00, %11 ], [ %221, %182 ], !dbg !34
  %240 = phi float [ 0.000000e+00, %11 ], [ %222, %182 ], !dbg !34
  %241 = phi float [ 0.000000e+00, %11 ], [ %223, %182 ], !dbg !34
  %242 = phi float [ 0.000000e+00, %11 ], [ %224, %182 ], !dbg !34
  %243 = phi float [ 0.000000e+00, %11 ], [ %225, %182 ], !dbg !34
  %244 = icmp slt i32 %28, %3, !dbg !35
  %245 = icmp slt i32 %34, %4, !dbg !36
  %246 = icmp slt i32 %35, %4, !dbg !36
  %247 = icmp slt i32 %36, %4, !dbg !36
  %248 = icmp slt i32 %37, %4, !dbg !36
  %249 = icmp slt i32 %38, %4, !dbg !36
  %250 = icmp slt i32 %39, %4, !dbg !36
  %251 = icmp slt i32 %40, %4, !dbg !36
  %252 = icmp slt i32 %41, %4, !dbg !36
  %253 = icmp slt i32 %42, %4, !dbg !36
  %254 = icmp slt i32 %43, %4, !dbg !36
  %255 = icmp slt i32 %44, %4, !dbg !36
  %256 = icmp slt i32 %45, %4, !dbg !36
  %257 = icmp slt i32 %46, %4, !dbg !36
  %258 = icmp slt i32 %47, %4, !dbg !36
  %259 = icmp slt i32 %48, %4, !dbg !36
  %260 = icmp slt i32 %49, %4, !dbg !36
  %261 = and i1 %244, %245, !dbg !37
  %262 = and i1 %244, %246, !dbg !37
  %263 = and i1 %244, %247, !dbg !37
  %264 = and i1 %244, %248, !dbg !37
  %265 = and i1 %244, %249, !dbg !37
  %266 = and i1 %244, %250, !dbg !37
  %267 = and i1 %244, %251, !dbg !37
  %268 = and i1 %244, %252, !dbg !37
  %269 = and i1 %244, %253, !dbg !37
  %270 = and i1 %244, %254, !dbg !37
  %271 = and i1 %244, %255, !dbg !37
  %272 = and i1 %244, %256, !dbg !37
  %273 = and i1 %244, %257, !dbg !37
  %274 = and i1 %244, %258, !dbg !37
  %275 = and i1 %244, %259, !dbg !37
  %276 = and i1 %244, %260, !dbg !37
  %277 = mul i32 %8, %28, !dbg !38
  %278 = sext i32 %277 to i64, !dbg !39
  %279 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %278, !dbg !39
  %280 = sext i32 %35 to i64, !dbg !39
  %281 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %280, !dbg !39
  %282 = sext i32 %36 to i64, !dbg !39
  %283 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %282, !dbg !39
  %284 = sext i32 %37 to i64, !dbg !39
  %285 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %284, !dbg !39
  %286 = sext i32 %38 to i64, !dbg !39
  %287 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %286, !dbg !39
  %288 = sext i32 %39 to i64, !dbg !39
  %289 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %288, !dbg !39
  %290 = sext i32 %40 to i64, !dbg !39
  %291 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %290, !dbg !39
  %292 = sext i32 %41 to i64, !dbg !39
  %293 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %292, !dbg !39
  %294 = sext i32 %42 to i64, !dbg !39
  %295 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %294, !dbg !39
  %296 = sext i32 %43 to i64, !dbg !39
  %297 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %296, !dbg !39
  %298 = sext i32 %44 to i64, !dbg !39
  %299 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %298, !dbg !39
  %300 = sext i32 %45 to i64, !dbg !39
  %301 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %300, !dbg !39
  %302 = sext i32 %46 to i64, !dbg !39
  %303 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %302, !dbg !39
  %304 = sext i32 %47 to i64, !dbg !39
  %305 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %304, !dbg !39
  %306 = sext i32 %48 to i64, !dbg !39
  %307 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %306, !dbg !39
  %308 = sext i32 %49 to i64, !dbg !39
  %309 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %308, !dbg !39
  %310 = icmp eq i32 %15, 0, !dbg !12
  %311 = and i1 %261, %310, !dbg !12
  br i1 %311, label %312, label %316, !dbg !12

312:                                              ; preds = %._crit_edge
  %313 = sext i32 %34 to i64
  %314 = getelementptr [4 x i8], ptr addrspace(1) %279, i64 %313
  %315 = insertelement <1 x float> poison, float %228, i64 0
  store <1 x float> %315, ptr addrspace(1) %314, align 4, !dbg !12
  br label %316, !dbg !12

316:                                              ; preds = %312, %._crit_edge
  %317 = and i1 %262, %310, !dbg !12
  br i1 %317, label %318, label %320, !dbg !12

318:                                              ; preds = %316
  %319 = insertelement <1 x float> poison, float %229, i64 0
  store <1 x float> %319, ptr addrspace(1) %281, align 4, !dbg !12
  br label %320, !dbg !12

320:                                              ; preds = %318, %316
  %321 = and i1 %263, %310, !dbg !12
  br i1 %321, label %322, label %324, !dbg !12

322:                                              ; preds = %320
  %323 = insertelement <1 x float> poison, float %230, i64 0
  store <1 x float> %323, ptr addrspace(1) %283, align 4, !dbg !12
  br label %324, !dbg !12

324:                                              ; preds = %322, %320
  %325 = and i1 %264, %310, !dbg !12
  br i1 %325, label %326, label %328, !dbg !12

326:                                              ; preds = %324
  %327 = insertelement <1 x float> poison, float %231, i64 0
  store <1 x float> %327, ptr addrspace(1) %285, align 4, !dbg !12
  br label %328, !dbg !12

328:                                              ; preds = %326, %324
  %329 = and i1 %265, %310, !dbg !12
  br i1 %329, label %330, label %332, !dbg !12

330:                                              ; preds = %328
  %331 = insertelement <1 x float> poison, float %232, i64 0
  store <1 x float> %331, ptr addrspace(1) %287, align 4, !dbg !12
  br label %332, !dbg !12

332:                                              ; preds = %330, %328
  %333 = and i1 %266, %310, !dbg !12
  br i1 %333, label %334, label %336, !dbg !12

334:                                              ; preds = %332
  %335 = insertelement <1 x float> poison, float %233, i64 0
  store <1 x float> %335, ptr addrspace(1) %289, align 4, !dbg !12
  br label %336, !dbg !12

336:                                              ; preds = %334, %332
  %337 = and i1 %267, %310, !dbg !12
  br i1 %337, label %338, label %340, !dbg !12

338:                                              ; preds = %336
  %339 = insertelement <1 x float> poison, float %234, i64 0
  store <1 x float> %339, ptr addrspace(1) %291, align 4, !dbg !12
  br label %340, !dbg !12

340:                                              ; preds = %338, %336
  %341 = and i1 %268, %310, !dbg !12
  br i1 %341, label %342, label %344, !dbg !12

342:                                              ; preds = %340
  %343 = insertelement <1 x float> poison, float %235, i64 0
  store <1 x float> %343, ptr addrspace(1) %293, align 4, !dbg !12
  br label %344, !dbg !12

344:                                              ; preds = %342, %340
  %345 = and i1 %269, %310, !dbg !12
  br i1 %345, label %346, label %348, !dbg !12

346:                                              ; preds = %344
  %347 = insertelement <1 x float> poison, float %236, i64 0
  store <1 x float> %347, ptr addrspace(1) %295, align 4, !dbg !12
  br label %348, !dbg !12

348:                                              ; preds = %346, %344
  %349 = and i1 %270, %310, !dbg !12
  br i1 %349, label %350, label %352, !dbg !12

350:                                              ; preds = %348
  %351 = insertelement <1 x float> poison, float %237, i64 0
  store <1 x float> %351, ptr addrspace(1) %297, align 4, !dbg !12
  br label %352, !dbg !12

352:                                              ; preds = %350, %348
  %353 = and i1 %271, %310, !dbg !12
  br i1 %353, label %354, label %356, !dbg !12

354:                                              ; preds = %352
  %355 = insertelement <1 x float> poison, float %238, i64 0
  store <1 x float> %355, ptr addrspace(1) %299, align 4, !dbg !12
  br label %356, !dbg !12

356:                                              ; preds = %354, %352
  %357 = and i1 %272, %310, !dbg !12
  br i1 %357, label %358, label %360, !dbg !12

358:                                              ; preds = %356
  %359 = insertelement <1 x float> poison, float %239, i64 0
  store <1 x float> %359, ptr addrspace(1) %301, align 4, !dbg !12
  br label %360, !dbg !12

360:                                              ; preds = %358, %356
  %361 = and i1 %273, %310, !dbg !12
  br i1 %361, label %362, label %364, !dbg !12

362:                                              ; preds = %360
  %363 = insertelement <1 x float> poison, float %240, i64 0
  store <1 x float> %363, ptr addrspace(1) %303, align 4, !dbg !12
  br label %364, !dbg !12

364:                                              ; preds = %362, %360
  %365 = and i1 %274, %310, !dbg !12
  br i1 %365, label %366, label %368, !dbg !12

366:                                              ; preds = %364
  %367 = insertelement <1 x float> poison, float %241, i64 0
  store <1 x float> %367, ptr addrspace(1) %305, align 4, !dbg !12
  br label %368, !dbg !12

368:                                              ; preds = %366, %364
  %369 = and i1 %275, %310, !dbg !12
  br i1 %369, label %370, label %372, !dbg !12

370:                                              ; preds = %368
  %371 = insertelement <1 x float> poison, float %242, i64 0
  store <1 x float> %371, ptr addrspace(1) %307, align 4, !dbg !12
  br label %372, !dbg !12

372:                                              ; preds = %370, %368
  %373 = and i1 %276, %310, !dbg !12
  br i1 %373, label %374, label %376, !dbg !12

374:                                              ; preds = %372
  %375 = insertelement <1 x float> poison, float %243, i64 0
  store <1 x float> %375, ptr addrspace(1) %309, align 4, !dbg !12
  br label %376, !dbg !12

376:                                              ; preds = %374, %372
  ret void, !dbg !40
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
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8(i64, i64, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

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
!18 = !DILocation(line: 100, column: 27, scope: !4)
!19 = !DILocation(line: 99, column: 29, scope: !4)
!20 = !DILocation(line: 99, column: 21, scope: !4)
!21 = !DILocation(line: 102, column: 54, scope: !4)
!22 = !DILocation(line: 98, column: 5, scope: !4)
!23 = !DILocation(line: 100, column: 48, scope: !4)
!24 = !DILocation(line: 100, column: 47, scope: !4)
!25 = !DILocation(line: 100, column: 26, scope: !4)
!26 = !DILocation(line: 99, column: 13, scope: !4)
!27 = !DILocation(line: 102, column: 27, scope: !4)
!28 = !DILocation(line: 102, column: 26, scope: !4)
!29 = !DILocation(line: 101, column: 29, scope: !4)
!30 = !DILocation(line: 101, column: 21, scope: !4)
!31 = !DILocation(line: 101, column: 13, scope: !4)
!32 = !{!"amdgpu-synchronize-as", !"local"}
!33 = !DILocation(line: 103, column: 16, scope: !4)
!34 = !DILocation(line: 97, column: 11, scope: !4)
!35 = !DILocation(line: 105, column: 20, scope: !4)
!36 = !DILocation(line: 105, column: 40, scope: !4)
!37 = !DILocation(line: 105, column: 19, scope: !4)
!38 = !DILocation(line: 104, column: 22, scope: !4)
!39 = !DILocation(line: 104, column: 14, scope: !4)
!40 = !DILocation(line: 90, column: 1, scope: !4)
