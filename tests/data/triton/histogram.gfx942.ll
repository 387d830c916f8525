; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @histogram_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !12
  %8 = and i32 %7, 192, !dbg !11
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %10 = shl i32 %9, 9, !dbg !13
  %11 = and i32 %6, 63, !dbg !12
  %12 = or disjoint i32 %8, %10, !dbg !13
  %13 = or disjoint i32 %12, %11, !dbg !13
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
  %31 = srem i32 %25, 64, !dbg !17
  %32 = srem i32 %30, 64, !dbg !17
  %33 = sext i32 %31 to i64, !dbg !18
  %34 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %33, !dbg !18
  %35 = sext i32 %32 to i64, !dbg !18
  %36 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %35, !dbg !18
  fence syncscope("workgroup") release, !dbg !11, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !19
  %37 = zext i1 %15 to i32, !dbg !11
  %38 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %37, i32 273, i32 15, i32 15, i1 false), !dbg !11
  %39 = add i32 %38, %37, !dbg !11
  %40 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %37, i32 274, i32 15, i32 15, i1 false), !dbg !11
  %41 = add i32 %39, %40, !dbg !11
  %42 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %37, i32 275, i32 15, i32 15, i1 false), !dbg !11
  %43 = add i32 %41, %42, !dbg !11
  %44 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %43, i32 276, i32 15, i32 14, i1 true), !dbg !11
  %45 = add i32 %43, %44, !dbg !11
  %46 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %45, i32 280, i32 15, i32 12, i1 true), !dbg !11
  %47 = add i32 %45, %46, !dbg !11
  %48 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %47, i32 322, i32 10, i32 15, i1 true), !dbg !11
  %49 = add i32 %47, %48, !dbg !11
  %50 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %49, i32 323, i32 12, i32 15, i1 true), !dbg !11
  %51 = add i32 %49, %50, !dbg !11
  %52 = select i1 %15, i32 %51, i32 0, !dbg !11
  %53 = icmp eq i32 %52, 0, !dbg !11
  %54 = shl i32 %52, 2, !dbg !11
  %55 = add i32 %54, -4, !dbg !11
  %56 = select i1 %53, i32 252, i32 %55, !dbg !11
  %57 = tail call i32 @llvm.amdgcn.ds.permute(i32 %56, i32 1), !dbg !11
  %58 = ptrtoint ptr addrspace(1) %34 to i64, !dbg !11
  %59 = bitcast i64 %58 to <2 x i32>, !dbg !11
  %60 = extractelement <2 x i32> %59, i64 0, !dbg !11
  %61 = tail call i32 @llvm.amdgcn.ds.permute(i32 %56, i32 %60), !dbg !11
  %62 = insertelement <2 x i32> poison, i32 %61, i64 0, !dbg !11
  %63 = extractelement <2 x i32> %59, i64 1, !dbg !11
  %64 = tail call i32 @llvm.amdgcn.ds.permute(i32 %56, i32 %63), !dbg !11
  %65 = insertelement <2 x i32> %62, i32 %64, i64 1, !dbg !11
  %66 = bitcast <2 x i32> %65 to i64, !dbg !11
  %67 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %15), !dbg !11
  %68 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %67), !dbg !11
  %69 = trunc nuw nsw i64 %68 to i32, !dbg !11
  %70 = icmp samesign ult i32 %11, %69, !dbg !11
  br i1 %70, label %71, label %167, !dbg !11

71:                                               ; preds = %28
  %72 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %61, i32 304, i32 15, i32 15, i1 false), !dbg !11
  %73 = insertelement <2 x i32> poison, i32 %72, i64 0, !dbg !11
  %74 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %64, i32 304, i32 15, i32 15, i1 false), !dbg !11
  %75 = insertelement <2 x i32> %73, i32 %74, i64 1, !dbg !11
  %76 = bitcast <2 x i32> %75 to i64, !dbg !11
  %77 = add i64 %66, 4, !dbg !11
  %78 = icmp eq i64 %77, %76, !dbg !11
  %79 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %78), !dbg !11
  %80 = lshr i64 %79, 1, !dbg !11
  %81 = and i64 %80, 6148914691236517205, !dbg !11
  %82 = sub i64 %79, %81, !dbg !11
  %83 = and i64 %82, 3689348814741910323, !dbg !11
  %84 = lshr i64 %82, 2, !dbg !11
  %85 = and i64 %84, 3689348814741910323, !dbg !11
  %86 = add nuw nsw i64 %85, %83, !dbg !11
  %87 = lshr i64 %86, 4, !dbg !11
  %88 = add nuw nsw i64 %87, %86, !dbg !11
  %89 = and i64 %88, 1085102592571150095, !dbg !11
  %90 = mul i64 %89, 72340172838076673, !dbg !11
  %91 = icmp ult i64 %90, 2305843009213693952, !dbg !11
  br i1 %91, label %.preheader4, label %162, !dbg !11

.preheader4:                                      ; preds = %71, %.preheader4
  %92 = phi i32 [ %102, %.preheader4 ], [ 0, %71 ], !dbg !11
  %93 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %61), !dbg !11
  %94 = insertelement <2 x i32> poison, i32 %93, i64 0, !dbg !11
  %95 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %64), !dbg !11
  %96 = insertelement <2 x i32> %94, i32 %95, i64 1, !dbg !11
  %97 = bitcast <2 x i32> %96 to i64, !dbg !11
  %98 = icmp eq i64 %97, %66, !dbg !11
  %99 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %98), !dbg !11
  %100 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %99), !dbg !11
  %101 = trunc nuw nsw i64 %100 to i32, !dbg !11
  %102 = add i32 %92, %101, !dbg !11
  br i1 %98, label %103, label %.preheader4, !dbg !11

103:                                              ; preds = %.preheader4
  %104 = lshr i64 %99, 32, !dbg !11
  %105 = trunc nuw i64 %104 to i32, !dbg !11
  %106 = trunc i64 %99 to i32, !dbg !11
  %107 = tail call range(i32 0, 33) i32 @llvm.amdgcn.mbcnt.lo(i32 %106, i32 0), !dbg !11
  %108 = tail call range(i32 0, 65) i32 @llvm.amdgcn.mbcnt.hi(i32 %105, i32 %107), !dbg !11
  %109 = add i32 %108, %92, !dbg !11
  %110 = sub nsw i32 %101, %108, !dbg !11
  %111 = icmp eq i32 %108, 0, !dbg !11
  %112 = shl i32 %109, 2, !dbg !11
  %113 = tail call i32 @llvm.amdgcn.ds.permute(i32 %112, i32 %61), !dbg !11
  %114 = insertelement <2 x i32> poison, i32 %113, i64 0, !dbg !11
  %115 = tail call i32 @llvm.amdgcn.ds.permute(i32 %112, i32 %64), !dbg !11
  %116 = insertelement <2 x i32> %114, i32 %115, i64 1, !dbg !11
  %117 = bitcast <2 x i32> %116 to i64, !dbg !11
  %118 = tail call i32 @llvm.amdgcn.ds.permute(i32 %112, i32 %57), !dbg !11
  %119 = zext i1 %111 to i32, !dbg !11
  %120 = shl nsw i32 %110, 8, !dbg !11
  %121 = or disjoint i32 %120, %119, !dbg !11
  %122 = or i32 %121, %112, !dbg !11
  %123 = tail call i32 @llvm.amdgcn.ds.permute(i32 %112, i32 %122), !dbg !11
  %124 = lshr i32 %123, 8, !dbg !11
  %125 = and i32 %124, 255, !dbg !11
  %126 = and i32 %123, 1, !dbg !11
  %.not = icmp eq i32 %126, 0, !dbg !11
  %127 = icmp ne i32 %125, 1, !dbg !11
  %128 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %127), !dbg !11
  %.not1 = icmp eq i64 %128, 0, !dbg !11
  br i1 %.not1, label %160, label %129, !dbg !11

129:                                              ; preds = %103
  %130 = add i32 %123, 128, !dbg !11
  %131 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %130, i32 %118), !dbg !11
  %132 = icmp samesign ugt i32 %125, 32, !dbg !11
  %133 = select i1 %132, i32 %131, i32 0, !dbg !11
  %134 = add i32 %133, %118, !dbg !11
  %135 = add i32 %123, 64, !dbg !11
  %136 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %135, i32 %134), !dbg !11
  %137 = icmp samesign ugt i32 %125, 16, !dbg !11
  %138 = select i1 %137, i32 %136, i32 0, !dbg !11
  %139 = add i32 %134, %138, !dbg !11
  %140 = add i32 %123, 32, !dbg !11
  %141 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %140, i32 %139), !dbg !11
  %142 = icmp samesign ugt i32 %125, 8, !dbg !11
  %143 = select i1 %142, i32 %141, i32 0, !dbg !11
  %144 = add i32 %139, %143, !dbg !11
  %145 = add i32 %123, 16, !dbg !11
  %146 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %145, i32 %144), !dbg !11
  %147 = icmp samesign ugt i32 %125, 4, !dbg !11
  %148 = select i1 %147, i32 %146, i32 0, !dbg !11
  %149 = add i32 %144, %148, !dbg !11
  %150 = add i32 %123, 8, !dbg !11
  %151 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %150, i32 %149), !dbg !11
  %152 = icmp samesign ugt i32 %125, 2, !dbg !11
  %153 = select i1 %152, i32 %151, i32 0, !dbg !11
  %154 = add i32 %149, %153, !dbg !11
  %155 = add i32 %123, 4, !dbg !11
  %156 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %155, i32 %154), !dbg !11
  %157 = icmp samesign ugt i32 %125, 1, !dbg !11
  %158 = select i1 %157, i32 %156, i32 0, !dbg !11
  %159 = add i32 %154, %158, !dbg !11
  br label %160, !dbg !11

160:                                              ; preds = %129, %103
  %161 = phi i32 [ %159, %129 ], [ %118, %103 ], !dbg !11
  br i1 %.not, label %167, label %162, !dbg !11

162:                                              ; preds = %160, %71
  %163 = phi i64 [ %117, %160 ], [ %66, %71 ], !dbg !11
  %164 = phi i32 [ %161, %160 ], [ %57, %71 ], !dbg !11
  %165 = inttoptr i64 %163 to ptr addrspace(1), !dbg !11
  %166 = atomicrmw add ptr addrspace(1) %165, i32 %164 syncscope("agent") release, align 4, !dbg !11
  br label %167, !dbg !11

167:                                              ; preds = %160, %162, %28
  %168 = zext i1 %16 to i32, !dbg !11
  %169 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %168, i32 273, i32 15, i32 15, i1 false), !dbg !11
  %170 = add i32 %169, %168, !dbg !11
  %171 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %168, i32 274, i32 15, i32 15, i1 false), !dbg !11
  %172 = add i32 %170, %171, !dbg !11
  %173 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %168, i32 275, i32 15, i32 15, i1 false), !dbg !11
  %174 = add i32 %172, %173, !dbg !11
  %175 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %174, i32 276, i32 15, i32 14, i1 true), !dbg !11
  %176 = add i32 %174, %175, !dbg !11
  %177 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %176, i32 280, i32 15, i32 12, i1 true), !dbg !11
  %178 = add i32 %176, %177, !dbg !11
  %179 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %178, i32 322, i32 10, i32 15, i1 true), !dbg !11
  %180 = add i32 %178, %179, !dbg !11
  %181 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %180, i32 323, i32 12, i32 15, i1 true), !dbg !11
  %182 = add i32 %180, %181, !dbg !11
  %183 = select i1 %16, i32 %182, i32 0, !dbg !11
  %184 = icmp eq i32 %183, 0, !dbg !11
  %185 = shl i32 %183, 2, !dbg !11
  %186 = add i32 %185, -4, !dbg !11
  %187 = select i1 %184, i32 252, i32 %186, !dbg !11
  %188 = tail call i32 @llvm.amdgcn.ds.permute(i32 %187, i32 1), !dbg !11
  %189 = ptrtoint ptr addrspace(1) %36 to i64, !dbg !11
  %190 = bitcast i64 %189 to <2 x i32>, !dbg !11
  %191 = extractelement <2 x i32> %190, i64 0, !dbg !11
  %192 = tail call i32 @llvm.amdgcn.ds.permute(i32 %187, i32 %191), !dbg !11
  %193 = insertelement <2 x i32> poison, i32 %192, i64 0, !dbg !11
  %194 = extractelement <2 x i32> %190, i64 1, !dbg !11
  %195 = tail call i32 @llvm.amdgcn.ds.permute(i32 %187, i32 %194), !dbg !11
  %196 = insertelement <2 x i32> %193, i32 %195, i64 1, !dbg !11
  %197 = bitcast <2 x i32> %196 to i64, !dbg !11
  %198 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %16), !dbg !11
  %199 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %198), !dbg !11
  %200 = trunc nuw nsw i64 %199 to i32, !dbg !11
  %201 = icmp samesign ult i32 %11, %200, !dbg !11
  br i1 %201, label %202, label %298, !dbg !11

202:                                              ; preds = %167
  %203 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %192, i32 304, i32 15, i32 15, i1 false), !dbg !11
  %204 = insertelement <2 x i32> poison, i32 %203, i64 0, !dbg !11
  %205 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %195, i32 304, i32 15, i32 15, i1 false), !dbg !11
  %206 = insertelement <2 x i32> %204, i32 %205, i64 1, !dbg !11
  %207 = bitcast <2 x i32> %206 to i64, !dbg !11
  %208 = add i64 %197, 4, !dbg !11
  %209 = icmp eq i64 %208, %207, !dbg !11
  %210 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %209), !dbg !11
  %211 = lshr i64 %210, 1, !dbg !11
  %212 = and i64 %211, 6148914691236517205, !dbg !11
  %213 = sub i64 %210, %212, !dbg !11
  %214 = and i64 %213, 3689348814741910323, !dbg !11
  %215 = lshr i64 %213, 2, !dbg !11
  %216 = and i64 %215, 3689348814741910323, !dbg !11
  %217 = add nuw nsw i64 %216, %214, !dbg !11
  %218 = lshr i64 %217, 4, !dbg !11
  %219 = add nuw nsw i64 %218, %217, !dbg !11
  %220 = and i64 %219, 1085102592571150095, !dbg !11
  %221 = mul i64 %220, 72340172838076673, !dbg !11
  %222 = icmp ult i64 %221, 2305843009213693952, !dbg !11
  br i1 %222, label %.preheader, label %293, !dbg !11

.preheader:                                       ; preds = %202, %.preheader
  %223 = phi i32 [ %233, %.preheader ], [ 0, %202 ], !dbg !11
  %224 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %192), !dbg !11
  %225 = insertelement <2 x i32> poison, i32 %224, i64 0, !dbg !11
  %226 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %195), !dbg !11
  %227 = insertelement <2 x i32> %225, i32 %226, i64 1, !dbg !11
  %228 = bitcast <2 x i32> %227 to i64, !dbg !11
  %229 = icmp eq i64 %228, %197, !dbg !11
  %230 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %229), !dbg !11
  %231 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %230), !dbg !11
  %232 = trunc nuw nsw i64 %231 to i32, !dbg !11
  %233 = add i32 %223, %232, !dbg !11
  br i1 %229, label %234, label %.preheader, !dbg !11

234:                                              ; preds = %.preheader
  %235 = lshr i64 %230, 32, !dbg !11
  %236 = trunc nuw i64 %235 to i32, !dbg !11
  %237 = trunc i64 %230 to i32, !dbg !11
  %238 = tail call range(i32 0, 33) i32 @llvm.amdgcn.mbcnt.lo(i32 %237, i32 0), !dbg !11
  %239 = tail call range(i32 0, 65) i32 @llvm.amdgcn.mbcnt.hi(i32 %236, i32 %238), !dbg !11
  %240 = add i32 %239, %223, !dbg !11
  %241 = sub nsw i32 %232, %239, !dbg !11
  %242 = icmp eq i32 %239, 0, !dbg !11
  %243 = shl i32 %240, 2, !dbg !11
  %244 = tail call i32 @llvm.amdgcn.ds.permute(i32 %243, i32 %192), !dbg !11
  %245 = insertelement <2 x i32> poison, i32 %244, i64 0, !dbg !11
  %246 = tail call i32 @llvm.amdgcn.ds.permute(i32 %243, i32 %195), !dbg !11
  %247 = insertelement <2 x i32> %245, i32 %246, i64 1, !dbg !11
  %248 = bitcast <2 x i32> %247 to i64, !dbg !11
  %249 = tail call i32 @llvm.amdgcn.ds.permute(i32 %243, i32 %188), !dbg !11
  %250 = zext i1 %242 to i32, !dbg !11
  %251 = shl nsw i32 %241, 8, !dbg !11
  %252 = or disjoint i32 %251, %250, !dbg !11
  %253 = or i32 %252, %243, !dbg !11
  %254 = tail call i32 @llvm.amdgcn.ds.permute(i32 %243, i32 %253), !dbg !11
  %255 = lshr i32 %254, 8, !dbg !11
  %256 = and i32 %255, 255, !dbg !11
  %257 = and i32 %254, 1, !dbg !11
  %.not2 = icmp eq i32 %257, 0, !dbg !11
  %258 = icmp ne i32 %256, 1, !dbg !11
  %259 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %258), !dbg !11
  %.not3 = icmp eq i64 %259, 0, !dbg !11
  br i1 %.not3, label %291, label %260, !dbg !11

260:                                              ; preds = %234
  %261 = add i32 %254, 128, !dbg !11
  %262 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %261, i32 %249), !dbg !11
  %263 = icmp samesign ugt i32 %256, 32, !dbg !11
  %264 = select i1 %263, i32 %262, i32 0, !dbg !11
  %265 = add i32 %264, %249, !dbg !11
  %266 = add i32 %254, 64, !dbg !11
  %267 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %266, i32 %265), !dbg !11
  %268 = icmp samesign ugt i32 %256, 16, !dbg !11
  %269 = select i1 %268, i32 %267, i32 0, !dbg !11
  %270 = add i32 %265, %269, !dbg !11
  %271 = add i32 %254, 32, !dbg !11
  %272 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %271, i32 %270), !dbg !11
  %273 = icmp samesign ugt i32 %256, 8, !dbg !11
  %274 = select i1 %273, i32 %272, i32 0, !dbg !11
  %275 = add i32 %270, %274, !dbg !11
  %276 = add i32 %254, 16, !dbg !11
  %277 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %276, i32 %275), !dbg !11
  %278 = icmp samesign ugt i32 %256, 4, !dbg !11
  %279 = select i1 %278, i32 %277, i32 0, !dbg !11
  %280 = add i32 %275, %279, !dbg !11
  %281 = add i32 %254, 8, !dbg !11
  %282 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %281, i32 %280), !dbg !11
  %283 = icmp samesign ugt i32 %256, 2, !dbg !11
  %284 = select i1 %283, i32 %282, i32 0, !dbg !11
  %285 = add i32 %280, %284, !dbg !11
  %286 = add i32 %254, 4, !dbg !11
  %287 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %286, i32 %285), !dbg !11
  %288 = icmp samesign ugt i32 %256, 1, !dbg !11
  %289 = select i1 %288, i32 %287, i32 0, !dbg !11
  %290 = add i32 %285, %289, !dbg !11
  br label %291, !dbg !11

291:                                              ; preds = %260, %234
  %292 = phi i32 [ %290, %260 ], [ %249, %234 ], !dbg !11
  br i1 %.not2, label %298, label %293, !dbg !11

293:                                              ; preds = %291, %202
  %294 = phi i64 [ %248, %291 ], [ %197, %202 ], !dbg !11
  %295 = phi i32 [ %292, %291 ], [ %188, %202 ], !dbg !11
  %296 = inttoptr i64 %294 to ptr addrspace(1), !dbg !11
  %297 = atomicrmw add ptr addrspace(1) %296, i32 %295 syncscope("agent") acquire, align 4, !dbg !11
  br label %298, !dbg !11

298:                                              ; preds = %291, %293, %167
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

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.permute(i32, i32) #4

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #6

attributes #0 = { norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
