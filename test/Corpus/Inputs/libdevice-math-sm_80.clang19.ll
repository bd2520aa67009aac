; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: test/Corpus/cuda/libdevice-math-sm_80.cu
; Compiler: Debian clang version 19.1.7 (3~deb12u1)
; Command (in the repository's root): clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -Itest/Corpus/cuda/clang19 test/Corpus/cuda/libdevice-math-sm_80.cu -o libdevice-math-sm_80.clang19.ll
; ModuleID = 'test/Corpus/cuda/libdevice-math-sm_80.cu'
source_filename = "test/Corpus/cuda/libdevice-math-sm_80.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__cudart_i2opi_f = internal unnamed_addr addrspace(1) constant [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4
@__cudart_i2opi_d = internal unnamed_addr addrspace(1) constant [18 x i64] [i64 7780917995555872008, i64 4397547296490951402, i64 8441921394348257659, i64 5712322887342352941, i64 7869616827067468215, i64 -1211730484530615009, i64 2303758334597371919, i64 -7168499653074671557, i64 4148332274289687028, i64 -1613291254968254911, i64 -1692731182770600828, i64 -135693905287338178, i64 452944820249399836, i64 -5249950069107600672, i64 -121206125134887583, i64 -2638381946312093631, i64 -277156292786332224, i64 -6703182060581546711], align 8
@__cudart_sin_cos_coeffs = internal unnamed_addr addrspace(1) constant [16 x double] [double 0xBE5AE5F12CB0D246, double 0x3EC71DE369ACE392, double 0xBF2A01A019DB62A1, double 0x3F81111111110818, double 0xBFC5555555555554, double 0.000000e+00, double 0.000000e+00, double 0xBDA8FF8320FD8164, double 0x3E21EEA7C1EF8528, double 0xBE927E4F8E06E6D9, double 0x3EFA01A019DDBCE9, double 0xBF56C16C16C15D47, double 0x3FA5555555555551, double -5.000000e-01, double 1.000000e+00, double 0.000000e+00], align 16

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z10float_mathPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [7 x i32], align 4
  %5 = alloca [7 x i32], align 4
  %6 = alloca [7 x i32], align 4
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %859

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %4)
  %17 = fmul float %16, 0x3FE45F3060000000
  %18 = tail call i32 @llvm.nvvm.f2i.rn(float %17) #9
  %19 = sitofp i32 %18 to float
  %20 = tail call float @llvm.fma.f32(float %19, float 0xBFF921FB40000000, float %16)
  %21 = tail call float @llvm.fma.f32(float %19, float 0xBE74442D00000000, float %20)
  %22 = tail call float @llvm.fma.f32(float %19, float 0xBCF84698A0000000, float %21)
  %23 = tail call float @llvm.nvvm.fabs.f(float %16) #9
  %24 = fcmp ult float %23, 1.056150e+05
  br i1 %24, label %98, label %25

25:                                               ; preds = %13
  %26 = fcmp oeq float %23, 0x7FF0000000000000
  br i1 %26, label %27, label %29

27:                                               ; preds = %25
  %28 = tail call float @llvm.nvvm.mul.rn.f(float %16, float 0.000000e+00) #9
  br label %98

29:                                               ; preds = %25
  %30 = bitcast float %16 to i32
  %31 = lshr i32 %30, 23
  %32 = and i32 %31, 224
  %33 = add nsw i32 %32, -128
  %34 = shl i32 %30, 8
  %35 = or i32 %34, -2147483648
  %36 = lshr exact i32 %33, 5
  br label %37

37:                                               ; preds = %29, %37
  %38 = phi i32 [ 0, %29 ], [ %47, %37 ]
  %39 = phi i32 [ 0, %29 ], [ %45, %37 ]
  %40 = zext nneg i32 %38 to i64
  %41 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %40
  %42 = load i32, ptr addrspace(1) %41, align 4
  %43 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %42, i32 %35, i32 %39) #10, !srcloc !15
  %44 = extractvalue { i32, i32 } %43, 0
  %45 = extractvalue { i32, i32 } %43, 1
  %46 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %40
  store i32 %44, ptr %46, align 4
  %47 = add nuw nsw i32 %38, 1
  %48 = icmp eq i32 %47, 6
  br i1 %48, label %49, label %37, !llvm.loop !16

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %4, i64 24
  store i32 %45, ptr %50, align 4
  %51 = and i32 %31, 31
  %52 = sub nsw i32 6, %36
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = sub nsw i32 5, %36
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = icmp eq i32 %51, 0
  br i1 %60, label %73, label %61

61:                                               ; preds = %49
  %62 = sub nsw i32 4, %36
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %63
  %65 = shl i32 %59, %51
  %66 = shl i32 %55, %51
  %67 = sub nuw nsw i32 32, %51
  %68 = lshr i32 %59, %67
  %69 = add i32 %68, %66
  %70 = load i32, ptr %64, align 4
  %71 = lshr i32 %70, %67
  %72 = add i32 %71, %65
  br label %73

73:                                               ; preds = %61, %49
  %74 = phi i32 [ %69, %61 ], [ %55, %49 ]
  %75 = phi i32 [ %72, %61 ], [ %59, %49 ]
  %76 = lshr i32 %74, 30
  %77 = tail call i32 @llvm.fshl.i32(i32 %74, i32 %75, i32 2)
  %78 = shl i32 %75, 2
  %79 = lshr i32 %77, 31
  %80 = add nuw nsw i32 %79, %76
  %81 = sub nsw i32 0, %80
  %82 = icmp slt i32 %30, 0
  %83 = select i1 %82, i32 %81, i32 %80
  %84 = xor i32 %77, %30
  %85 = ashr i32 %77, 31
  %86 = xor i32 %85, %77
  %87 = xor i32 %85, %78
  %88 = zext i32 %86 to i64
  %89 = shl nuw i64 %88, 32
  %90 = zext i32 %87 to i64
  %91 = or disjoint i64 %89, %90
  %92 = sitofp i64 %91 to double
  %93 = fmul double %92, 0x3BF921FB54442D19
  %94 = fptrunc double %93 to float
  %95 = fneg float %94
  %96 = icmp slt i32 %84, 0
  %97 = select i1 %96, float %95, float %94
  br label %98

98:                                               ; preds = %13, %27, %73
  %99 = phi i32 [ %18, %13 ], [ 0, %27 ], [ %83, %73 ]
  %100 = phi float [ %22, %13 ], [ %28, %27 ], [ %97, %73 ]
  %101 = fmul float %100, %100
  %102 = tail call float @llvm.fma.f32(float %101, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %103 = tail call float @llvm.fma.f32(float %102, float %101, float 0x3FA5555760000000)
  %104 = tail call float @llvm.fma.f32(float %103, float %101, float 0xBFDFFFFFE0000000)
  %105 = tail call float @llvm.fma.f32(float %104, float %101, float 1.000000e+00)
  %106 = tail call float @llvm.fma.f32(float %101, float %100, float 0.000000e+00)
  %107 = tail call float @llvm.fma.f32(float %101, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %108 = tail call float @llvm.fma.f32(float %107, float %101, float 0xBFC5555500000000)
  %109 = tail call float @llvm.fma.f32(float %108, float %106, float %100)
  %110 = and i32 %99, 1
  %111 = icmp eq i32 %110, 0
  %112 = select i1 %111, float %109, float %105
  %113 = select i1 %111, float %105, float %109
  %114 = and i32 %99, 2
  %115 = icmp eq i32 %114, 0
  %116 = fneg float %112
  %117 = select i1 %115, float %112, float %116
  %118 = add i32 %99, 1
  %119 = and i32 %118, 2
  %120 = icmp eq i32 %119, 0
  %121 = fneg float %113
  %122 = select i1 %120, float %113, float %121
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %4)
  %123 = tail call float @llvm.fma.f32(float %16, float 0x3F777313A0000000, float 5.000000e-01)
  %124 = tail call float @llvm.nvvm.saturate.f(float %123) #9
  %125 = tail call float @llvm.nvvm.fma.rm.f(float %124, float 2.520000e+02, float 0x4168000020000000) #9
  %126 = fadd float %125, 0xC168000FE0000000
  %127 = fneg float %126
  %128 = tail call float @llvm.fma.f32(float %16, float 0x3FF7154760000000, float %127)
  %129 = tail call float @llvm.fma.f32(float %16, float 0x3E54AE0C00000000, float %128)
  %130 = bitcast float %125 to i32
  %131 = shl i32 %130, 23
  %132 = bitcast i32 %131 to float
  %133 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %129) #9
  %134 = fmul float %133, %132
  %135 = fadd contract float %23, 1.000000e+00
  %136 = fcmp olt float %135, 0x3810000000000000
  %137 = fmul float %135, 0x4160000000000000
  %138 = select i1 %136, float %137, float %135
  %139 = select i1 %136, float -2.300000e+01, float 0.000000e+00
  %140 = bitcast float %138 to i32
  %141 = add i32 %140, -1059760811
  %142 = and i32 %141, -8388608
  %143 = sub i32 %140, %142
  %144 = bitcast i32 %143 to float
  %145 = sitofp i32 %142 to float
  %146 = tail call float @llvm.fma.f32(float %145, float 0x3E80000000000000, float %139)
  %147 = fadd float %144, -1.000000e+00
  %148 = tail call float @llvm.fma.f32(float %147, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %149 = tail call float @llvm.fma.f32(float %148, float %147, float 0xBFBF19B980000000)
  %150 = tail call float @llvm.fma.f32(float %149, float %147, float 0x3FC1E52AA0000000)
  %151 = tail call float @llvm.fma.f32(float %150, float %147, float 0xBFC55B1720000000)
  %152 = tail call float @llvm.fma.f32(float %151, float %147, float 0x3FC99DA160000000)
  %153 = tail call float @llvm.fma.f32(float %152, float %147, float 0xBFCFFFE440000000)
  %154 = tail call float @llvm.fma.f32(float %153, float %147, float 0x3FD5554F00000000)
  %155 = tail call float @llvm.fma.f32(float %154, float %147, float -5.000000e-01)
  %156 = fmul float %147, %155
  %157 = tail call float @llvm.fma.f32(float %156, float %147, float %147)
  %158 = tail call float @llvm.fma.f32(float %146, float 0x3FE62E4300000000, float %157)
  %159 = icmp ugt i32 %140, 2139095039
  %160 = tail call float @llvm.fma.f32(float %138, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %161 = select i1 %159, float %160, float %158
  %162 = fcmp oeq float %138, 0.000000e+00
  %163 = select i1 %162, float 0xFFF0000000000000, float %161
  %164 = fadd contract float %163, %134
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %6)
  br i1 %24, label %238, label %165

165:                                              ; preds = %98
  %166 = fcmp oeq float %23, 0x7FF0000000000000
  br i1 %166, label %167, label %169

167:                                              ; preds = %165
  %168 = tail call float @llvm.nvvm.mul.rn.f(float %16, float 0.000000e+00) #9
  br label %238

169:                                              ; preds = %165
  %170 = bitcast float %16 to i32
  %171 = lshr i32 %170, 23
  %172 = and i32 %171, 224
  %173 = add nsw i32 %172, -128
  %174 = shl i32 %170, 8
  %175 = or i32 %174, -2147483648
  %176 = lshr exact i32 %173, 5
  br label %177

177:                                              ; preds = %169, %177
  %178 = phi i32 [ 0, %169 ], [ %187, %177 ]
  %179 = phi i32 [ 0, %169 ], [ %185, %177 ]
  %180 = zext nneg i32 %178 to i64
  %181 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %180
  %182 = load i32, ptr addrspace(1) %181, align 4
  %183 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %182, i32 %175, i32 %179) #10, !srcloc !15
  %184 = extractvalue { i32, i32 } %183, 0
  %185 = extractvalue { i32, i32 } %183, 1
  %186 = getelementptr inbounds [7 x i32], ptr %6, i64 0, i64 %180
  store i32 %184, ptr %186, align 4
  %187 = add nuw nsw i32 %178, 1
  %188 = icmp eq i32 %187, 6
  br i1 %188, label %189, label %177, !llvm.loop !16

189:                                              ; preds = %177
  %190 = getelementptr inbounds i8, ptr %6, i64 24
  store i32 %185, ptr %190, align 4
  %191 = and i32 %171, 31
  %192 = sub nsw i32 6, %176
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [7 x i32], ptr %6, i64 0, i64 %193
  %195 = load i32, ptr %194, align 4
  %196 = sub nsw i32 5, %176
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [7 x i32], ptr %6, i64 0, i64 %197
  %199 = load i32, ptr %198, align 4
  %200 = icmp eq i32 %191, 0
  br i1 %200, label %213, label %201

201:                                              ; preds = %189
  %202 = sub nsw i32 4, %176
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [7 x i32], ptr %6, i64 0, i64 %203
  %205 = shl i32 %199, %191
  %206 = shl i32 %195, %191
  %207 = sub nuw nsw i32 32, %191
  %208 = lshr i32 %199, %207
  %209 = add i32 %208, %206
  %210 = load i32, ptr %204, align 4
  %211 = lshr i32 %210, %207
  %212 = add i32 %211, %205
  br label %213

213:                                              ; preds = %201, %189
  %214 = phi i32 [ %209, %201 ], [ %195, %189 ]
  %215 = phi i32 [ %212, %201 ], [ %199, %189 ]
  %216 = lshr i32 %214, 30
  %217 = tail call i32 @llvm.fshl.i32(i32 %214, i32 %215, i32 2)
  %218 = shl i32 %215, 2
  %219 = lshr i32 %217, 31
  %220 = add nuw nsw i32 %219, %216
  %221 = sub nsw i32 0, %220
  %222 = icmp slt i32 %170, 0
  %223 = select i1 %222, i32 %221, i32 %220
  %224 = xor i32 %217, %170
  %225 = ashr i32 %217, 31
  %226 = xor i32 %225, %217
  %227 = xor i32 %225, %218
  %228 = zext i32 %226 to i64
  %229 = shl nuw i64 %228, 32
  %230 = zext i32 %227 to i64
  %231 = or disjoint i64 %229, %230
  %232 = sitofp i64 %231 to double
  %233 = fmul double %232, 0x3BF921FB54442D19
  %234 = fptrunc double %233 to float
  %235 = fneg float %234
  %236 = icmp slt i32 %224, 0
  %237 = select i1 %236, float %235, float %234
  br label %238

238:                                              ; preds = %98, %167, %213
  %239 = phi i32 [ %18, %98 ], [ 0, %167 ], [ %223, %213 ]
  %240 = phi float [ %22, %98 ], [ %168, %167 ], [ %237, %213 ]
  %241 = tail call float @llvm.nvvm.mul.rn.f(float %240, float %240) #9
  %242 = and i32 %239, 1
  %243 = icmp eq i32 %242, 0
  %244 = select i1 %243, float %240, float 1.000000e+00
  %245 = tail call float @llvm.fma.f32(float %241, float %244, float 0.000000e+00)
  %246 = tail call float @llvm.fma.f32(float %241, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %247 = select i1 %243, float 0xBF29A82A60000000, float %246
  %248 = select i1 %243, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %249 = tail call float @llvm.fma.f32(float %247, float %241, float %248)
  %250 = select i1 %243, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %251 = tail call float @llvm.fma.f32(float %249, float %241, float %250)
  %252 = tail call float @llvm.fma.f32(float %251, float %245, float %244)
  %253 = and i32 %239, 2
  %254 = icmp eq i32 %253, 0
  %255 = tail call float @llvm.fma.f32(float %252, float -1.000000e+00, float 0.000000e+00)
  %256 = select i1 %254, float %252, float %255
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %5)
  br i1 %24, label %330, label %257

257:                                              ; preds = %238
  %258 = fcmp oeq float %23, 0x7FF0000000000000
  br i1 %258, label %259, label %261

259:                                              ; preds = %257
  %260 = tail call float @llvm.nvvm.mul.rn.f(float %16, float 0.000000e+00) #9
  br label %330

261:                                              ; preds = %257
  %262 = bitcast float %16 to i32
  %263 = lshr i32 %262, 23
  %264 = and i32 %263, 224
  %265 = add nsw i32 %264, -128
  %266 = shl i32 %262, 8
  %267 = or i32 %266, -2147483648
  %268 = lshr exact i32 %265, 5
  br label %269

269:                                              ; preds = %261, %269
  %270 = phi i32 [ 0, %261 ], [ %279, %269 ]
  %271 = phi i32 [ 0, %261 ], [ %277, %269 ]
  %272 = zext nneg i32 %270 to i64
  %273 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %272
  %274 = load i32, ptr addrspace(1) %273, align 4
  %275 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %274, i32 %267, i32 %271) #10, !srcloc !15
  %276 = extractvalue { i32, i32 } %275, 0
  %277 = extractvalue { i32, i32 } %275, 1
  %278 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %272
  store i32 %276, ptr %278, align 4
  %279 = add nuw nsw i32 %270, 1
  %280 = icmp eq i32 %279, 6
  br i1 %280, label %281, label %269, !llvm.loop !16

281:                                              ; preds = %269
  %282 = getelementptr inbounds i8, ptr %5, i64 24
  store i32 %277, ptr %282, align 4
  %283 = and i32 %263, 31
  %284 = sub nsw i32 6, %268
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %285
  %287 = load i32, ptr %286, align 4
  %288 = sub nsw i32 5, %268
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %289
  %291 = load i32, ptr %290, align 4
  %292 = icmp eq i32 %283, 0
  br i1 %292, label %305, label %293

293:                                              ; preds = %281
  %294 = sub nsw i32 4, %268
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %295
  %297 = shl i32 %291, %283
  %298 = shl i32 %287, %283
  %299 = sub nuw nsw i32 32, %283
  %300 = lshr i32 %291, %299
  %301 = add i32 %300, %298
  %302 = load i32, ptr %296, align 4
  %303 = lshr i32 %302, %299
  %304 = add i32 %303, %297
  br label %305

305:                                              ; preds = %293, %281
  %306 = phi i32 [ %301, %293 ], [ %287, %281 ]
  %307 = phi i32 [ %304, %293 ], [ %291, %281 ]
  %308 = lshr i32 %306, 30
  %309 = tail call i32 @llvm.fshl.i32(i32 %306, i32 %307, i32 2)
  %310 = shl i32 %307, 2
  %311 = lshr i32 %309, 31
  %312 = add nuw nsw i32 %311, %308
  %313 = sub nsw i32 0, %312
  %314 = icmp slt i32 %262, 0
  %315 = select i1 %314, i32 %313, i32 %312
  %316 = xor i32 %309, %262
  %317 = ashr i32 %309, 31
  %318 = xor i32 %317, %309
  %319 = xor i32 %317, %310
  %320 = zext i32 %318 to i64
  %321 = shl nuw i64 %320, 32
  %322 = zext i32 %319 to i64
  %323 = or disjoint i64 %321, %322
  %324 = sitofp i64 %323 to double
  %325 = fmul double %324, 0x3BF921FB54442D19
  %326 = fptrunc double %325 to float
  %327 = fneg float %326
  %328 = icmp slt i32 %316, 0
  %329 = select i1 %328, float %327, float %326
  br label %330

330:                                              ; preds = %238, %259, %305
  %331 = phi i32 [ %18, %238 ], [ 0, %259 ], [ %315, %305 ]
  %332 = phi float [ %22, %238 ], [ %260, %259 ], [ %329, %305 ]
  %333 = add i32 %331, 1
  %334 = tail call float @llvm.nvvm.mul.rn.f(float %332, float %332) #9
  %335 = and i32 %331, 1
  %336 = icmp eq i32 %335, 0
  %337 = select i1 %336, float 1.000000e+00, float %332
  %338 = tail call float @llvm.fma.f32(float %334, float %337, float 0.000000e+00)
  %339 = tail call float @llvm.fma.f32(float %334, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %340 = select i1 %336, float %339, float 0xBF29A82A60000000
  %341 = select i1 %336, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %342 = tail call float @llvm.fma.f32(float %340, float %334, float %341)
  %343 = select i1 %336, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %344 = tail call float @llvm.fma.f32(float %342, float %334, float %343)
  %345 = tail call float @llvm.fma.f32(float %344, float %338, float %337)
  %346 = and i32 %333, 2
  %347 = icmp eq i32 %346, 0
  %348 = tail call float @llvm.fma.f32(float %345, float -1.000000e+00, float 0.000000e+00)
  %349 = select i1 %347, float %345, float %348
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %5)
  %350 = fmul contract float %256, %349
  %351 = fadd contract float %164, %350
  %352 = fcmp oge float %23, 0x3FF00C1FC0000000
  %353 = fmul float %16, %16
  %354 = select i1 %352, float %23, float %353
  %355 = select i1 %352, float 0x3F1D698740000000, float 0x3F163D2D40000000
  %356 = select i1 %352, float 0xBF55C00B60000000, float 0xBF4AE9A400000000
  %357 = tail call float @llvm.fma.f32(float %355, float %354, float %356)
  %358 = select i1 %352, float 0x3F813233E0000000, float 0x3F755ABD40000000
  %359 = tail call float @llvm.fma.f32(float %357, float %354, float %358)
  %360 = select i1 %352, float 0xBFA49B3340000000, float 0xBF9B837CE0000000
  %361 = tail call float @llvm.fma.f32(float %359, float %354, float %360)
  %362 = select i1 %352, float 0x3FC46AA320000000, float 0x3FBCE315E0000000
  %363 = tail call float @llvm.fma.f32(float %361, float %354, float %362)
  %364 = select i1 %352, float 0x3FED369F20000000, float 0xBFD8127580000000
  %365 = tail call float @llvm.fma.f32(float %363, float %354, float %364)
  %366 = select i1 %352, float 0x3FE4214280000000, float 0x3FC06EBA60000000
  %367 = tail call float @llvm.fma.f32(float %365, float %354, float %366)
  %368 = fneg float %354
  %369 = select i1 %352, float %368, float %16
  %370 = tail call float @llvm.fma.f32(float %367, float %369, float %369)
  br i1 %352, label %371, label %375

371:                                              ; preds = %330
  %372 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %370) #9
  %373 = fsub float 1.000000e+00, %372
  %374 = tail call float @llvm.copysign.f32(float %373, float %16) #9
  br label %375

375:                                              ; preds = %330, %371
  %376 = phi float [ %374, %371 ], [ %370, %330 ]
  %377 = fadd contract float %351, %376
  %378 = tail call float @llvm.nvvm.fabs.f(float 0x3FFB333340000000) #9
  %379 = fcmp une float %378, 1.000000e+00
  %380 = tail call float @llvm.nvvm.fabs.f(float %23) #9
  %381 = fcmp olt float %380, 0x3810000000000000
  %382 = fmul float %380, 0x4170000000000000
  %383 = select i1 %381, float %382, float %380
  %384 = select i1 %381, float -2.400000e+01, float 0.000000e+00
  %385 = bitcast float %383 to i32
  %386 = add i32 %385, -1060439283
  %387 = and i32 %386, -8388608
  %388 = sub i32 %385, %387
  %389 = bitcast i32 %388 to float
  %390 = sitofp i32 %387 to float
  %391 = tail call float @llvm.fma.f32(float %390, float 0x3E80000000000000, float %384)
  %392 = fadd float %389, -1.000000e+00
  %393 = fadd float %389, 1.000000e+00
  %394 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %393) #10, !srcloc !18
  %395 = fmul float %392, 2.000000e+00
  %396 = fmul float %395, %394
  %397 = fmul float %396, %396
  %398 = fsub float %392, %396
  %399 = fmul float %398, 2.000000e+00
  %400 = fneg float %396
  %401 = tail call float @llvm.fma.f32(float %400, float %392, float %399)
  %402 = tail call float @llvm.nvvm.mul.rn.f(float %394, float %401) #9
  %403 = tail call float @llvm.fma.f32(float %397, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %404 = tail call float @llvm.fma.f32(float %403, float %397, float 0x3F92776E60000000)
  %405 = tail call float @llvm.fma.f32(float %404, float %397, float 0x3FBEC709E0000000)
  %406 = tail call float @llvm.nvvm.mul.rn.f(float %405, float %397) #9
  %407 = tail call float @llvm.fma.f32(float %396, float 0x3FF7154760000000, float %391)
  %408 = fsub float %391, %407
  %409 = tail call float @llvm.fma.f32(float %396, float 0x3FF7154760000000, float %408)
  %410 = tail call float @llvm.fma.f32(float %402, float 0x3FF7154760000000, float %409)
  %411 = tail call float @llvm.fma.f32(float %396, float 0x3E54ABC680000000, float %410)
  %412 = fmul float %406, 3.000000e+00
  %413 = tail call float @llvm.fma.f32(float %412, float %402, float %411)
  %414 = tail call float @llvm.fma.f32(float %406, float %396, float %413)
  %415 = tail call float @llvm.nvvm.add.rn.f(float %407, float %414) #9
  %416 = fneg float %407
  %417 = tail call float @llvm.nvvm.add.rn.f(float %415, float %416) #9
  %418 = fneg float %417
  %419 = tail call float @llvm.nvvm.add.rn.f(float %414, float %418) #9
  %420 = tail call float @llvm.nvvm.mul.rn.f(float %415, float 0x3FFB333340000000) #9
  %421 = fneg float %420
  %422 = tail call float @llvm.fma.f32(float %415, float 0x3FFB333340000000, float %421)
  %423 = tail call float @llvm.fma.f32(float %419, float 0x3FFB333340000000, float %422)
  %424 = tail call float @llvm.nvvm.round.f(float %420) #9
  %425 = fsub float %420, %424
  %426 = fadd float %425, %423
  %427 = tail call float @llvm.fma.f32(float %426, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %428 = tail call float @llvm.fma.f32(float %427, float %426, float 0x3F83B30AC0000000)
  %429 = tail call float @llvm.fma.f32(float %428, float %426, float 0x3FAC6AF760000000)
  %430 = tail call float @llvm.fma.f32(float %429, float %426, float 0x3FCEBFBD80000000)
  %431 = tail call float @llvm.fma.f32(float %430, float %426, float 0x3FE62E4300000000)
  %432 = tail call float @llvm.fma.f32(float %431, float %426, float 1.000000e+00)
  %433 = fptosi float %424 to i32
  %434 = fcmp ogt float %424, 0.000000e+00
  %435 = select i1 %434, i32 0, i32 -2097152000
  %436 = add nsw i32 %435, 2130706432
  %437 = bitcast i32 %436 to float
  %438 = fmul float %432, %437
  %439 = shl i32 %433, 23
  %440 = sub i32 %439, %435
  %441 = bitcast i32 %440 to float
  %442 = fmul float %438, %441
  %443 = tail call float @llvm.nvvm.fabs.f(float %420) #9
  %444 = fcmp ogt float %443, 1.520000e+02
  %445 = fcmp olt float %420, 0.000000e+00
  %446 = select i1 %445, float 0.000000e+00, float 0x7FF0000000000000
  %447 = select i1 %444, float %446, float %442
  %448 = fcmp oeq float %23, 1.000000e+00
  br i1 %448, label %470, label %449

449:                                              ; preds = %375
  %450 = fcmp uno float %380, 0.000000e+00
  %451 = fcmp uno float %378, 0.000000e+00
  %452 = select i1 %450, i1 true, i1 %451
  br i1 %452, label %453, label %455

453:                                              ; preds = %449
  %454 = tail call float @llvm.nvvm.add.rn.f(float %23, float 0x3FFB333340000000) #9
  br label %470

455:                                              ; preds = %449
  %456 = fcmp oeq float %23, 0.000000e+00
  %457 = fcmp oeq float %380, 0x7FF0000000000000
  %458 = select i1 %456, i1 true, i1 %457
  br i1 %458, label %459, label %463

459:                                              ; preds = %455
  %460 = fadd float %23, %23
  %461 = tail call float @llvm.fabs.f32(float %460)
  %462 = select i1 %379, float %461, float %460
  br label %470

463:                                              ; preds = %455
  %464 = fcmp oeq float %23, -1.000000e+00
  %465 = fcmp oeq float %378, 0x7FF0000000000000
  %466 = and i1 %465, %464
  br i1 %466, label %470, label %467

467:                                              ; preds = %463
  %468 = fcmp olt float %23, 0.000000e+00
  br i1 %468, label %469, label %470

469:                                              ; preds = %467
  br label %470

470:                                              ; preds = %375, %453, %459, %463, %467, %469
  %471 = phi float [ 1.000000e+00, %375 ], [ %454, %453 ], [ %462, %459 ], [ 0x7FFFFFFFE0000000, %469 ], [ %447, %467 ], [ 1.000000e+00, %463 ]
  %472 = fadd contract float %377, %471
  %473 = fmul float %23, 0x4007154760000000
  %474 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %473) #9
  %475 = fadd float %474, 1.000000e+00
  %476 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %475) #10, !srcloc !18
  %477 = tail call float @llvm.fma.f32(float %476, float -2.000000e+00, float 1.000000e+00)
  %478 = fcmp oge float %23, 0x4022059680000000
  %479 = select i1 %478, float 1.000000e+00, float %477
  %480 = tail call float @llvm.copysign.f32(float %479, float %16) #9
  %481 = tail call float @llvm.fma.f32(float %353, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %482 = tail call float @llvm.fma.f32(float %481, float %353, float 0x3FC10B2820000000)
  %483 = tail call float @llvm.fma.f32(float %482, float %353, float 0xBFD5553DA0000000)
  %484 = tail call float @llvm.fma.f32(float %483, float %353, float 0.000000e+00)
  %485 = tail call float @llvm.fma.f32(float %484, float %16, float %16)
  %486 = fcmp oge float %23, 0x3FE3333340000000
  %487 = select i1 %486, float %480, float %485
  %488 = fadd contract float %472, %487
  %489 = fmul contract float %117, %122
  %490 = fadd contract float %489, %488
  %491 = tail call float @llvm.nvvm.fabs.f(float 2.000000e+00) #9
  %492 = fcmp ogt float %23, %491
  %493 = select i1 %492, float %23, float %491
  %494 = select i1 %492, float %491, float %23
  %495 = tail call float @llvm.nvvm.div.rn.f(float %494, float %493) #9
  %496 = fmul float %495, %495
  %497 = tail call float @llvm.fma.f32(float %496, float 0x3F666E2160000000, float 0xBF900EE900000000)
  %498 = tail call float @llvm.fma.f32(float %497, float %496, float 0x3FA59B5640000000)
  %499 = tail call float @llvm.fma.f32(float %498, float %496, float 0xBFB325A200000000)
  %500 = tail call float @llvm.fma.f32(float %499, float %496, float 0x3FBB3D4D80000000)
  %501 = tail call float @llvm.fma.f32(float %500, float %496, float 0xBFC22F9620000000)
  %502 = tail call float @llvm.fma.f32(float %501, float %496, float 0x3FC9979C00000000)
  %503 = tail call float @llvm.fma.f32(float %502, float %496, float 0xBFD5554FA0000000)
  %504 = fmul float %496, %503
  %505 = tail call float @llvm.fma.f32(float %504, float %495, float %495)
  %506 = fneg float %505
  %507 = tail call float @llvm.fma.f32(float 0x3FEDDCB020000000, float 0x3FFAEE9D60000000, float %506)
  %508 = select i1 %492, float %507, float %505
  %509 = fcmp oeq float %493, 0.000000e+00
  %510 = fcmp oeq float %491, %23
  %511 = select i1 %510, float 0x3FE921FB60000000, float %508
  %512 = select i1 %509, float 0.000000e+00, float %511
  %513 = fadd float %491, %23
  %514 = tail call float @llvm.nvvm.fabs.f(float %513) #9
  %515 = fcmp uno float %514, 0.000000e+00
  %516 = tail call float @llvm.copysign.f32(float %512, float %16) #9
  %517 = select i1 %515, float %513, float %516
  %518 = fadd contract float %490, %517
  %519 = tail call float @llvm.nvvm.lg2.approx.f(float %23) #9
  %520 = fmul float %519, 0xBFE5555560000000
  %521 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %520) #9
  %522 = fmul float %23, %521
  %523 = fneg float %522
  %524 = fmul float %521, %523
  %525 = tail call float @llvm.fma.f32(float %522, float %524, float 1.000000e+00)
  %526 = fmul float %525, 0x3FD5555560000000
  %527 = tail call float @llvm.fma.f32(float %522, float %526, float %522)
  %528 = fcmp olt float %16, 0.000000e+00
  %529 = fneg float %527
  %530 = select i1 %528, float %529, float %527
  %531 = fadd float %16, %16
  %532 = fcmp oeq float %531, %16
  %533 = select i1 %532, float %531, float %530
  %534 = fadd contract float %533, %518
  %535 = tail call float @llvm.nvvm.add.rz.f(float %23, float 1.000000e+00) #9
  %536 = bitcast float %535 to i32
  %537 = add i32 %536, -1061158912
  %538 = and i32 %537, -8388608
  %539 = bitcast float %23 to i32
  %540 = sub i32 %539, %538
  %541 = bitcast i32 %540 to float
  %542 = sub i32 1082130432, %538
  %543 = bitcast i32 %542 to float
  %544 = tail call float @llvm.fma.f32(float %543, float 2.500000e-01, float -1.000000e+00)
  %545 = fadd float %544, %541
  %546 = sitofp i32 %538 to float
  %547 = fmul float %546, 0x3E80000000000000
  %548 = tail call float @llvm.fma.f32(float %545, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %549 = tail call float @llvm.fma.f32(float %548, float %545, float 0xBFC0EF1C00000000)
  %550 = tail call float @llvm.fma.f32(float %549, float %545, float 0x3FC28C8EA0000000)
  %551 = tail call float @llvm.fma.f32(float %550, float %545, float 0xBFC54D1BA0000000)
  %552 = tail call float @llvm.fma.f32(float %551, float %545, float 0x3FC995F3C0000000)
  %553 = tail call float @llvm.fma.f32(float %552, float %545, float 0xBFD0000840000000)
  %554 = tail call float @llvm.fma.f32(float %553, float %545, float 0x3FD5555CC0000000)
  %555 = tail call float @llvm.fma.f32(float %554, float %545, float -5.000000e-01)
  %556 = fmul float %545, %555
  %557 = tail call float @llvm.fma.f32(float %556, float %545, float %545)
  %558 = tail call float @llvm.fma.f32(float %547, float 0x3FE62E4300000000, float %557)
  %559 = icmp ugt i32 %539, 2139095039
  %560 = icmp sgt i32 %539, -1082130432
  %561 = tail call float @llvm.fma.f32(float %23, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %562 = select i1 %560, float %561, float %558
  %563 = fcmp oeq float %23, 0.000000e+00
  %564 = select i1 %563, float -0.000000e+00, float %562
  %565 = select i1 %559, float %564, float %558
  %566 = fadd contract float %565, %534
  %567 = fmul float %16, 0x3FF7154760000000
  %568 = tail call float @llvm.nvvm.round.f(float %567) #9
  %569 = fcmp olt float %23, 0x3FDA3D70A0000000
  %570 = select i1 %569, float 0.000000e+00, float %568
  %571 = fneg float %570
  %572 = tail call float @llvm.fma.f32(float %571, float 0x3FE62E4000000000, float %16)
  %573 = tail call float @llvm.fma.f32(float %571, float 0x3EB7F7D1C0000000, float %572)
  %574 = fcmp oeq float %570, 1.280000e+02
  %575 = fadd float %570, -1.000000e+00
  %576 = select i1 %574, float %575, float %570
  %577 = tail call float @llvm.fma.f32(float %573, float 0x3F56BD7CC0000000, float 0x3F812ACC60000000)
  %578 = tail call float @llvm.fma.f32(float %577, float %573, float 0x3FA5557C60000000)
  %579 = tail call float @llvm.fma.f32(float %578, float %573, float 0x3FC5553EC0000000)
  %580 = tail call float @llvm.fma.f32(float %579, float %573, float 0x3FDFFFFFC0000000)
  %581 = fmul float %573, %580
  %582 = tail call float @llvm.fma.f32(float %581, float %573, float %573)
  %583 = tail call float @llvm.nvvm.ex2.approx.f(float %576) #9
  %584 = fadd float %583, -1.000000e+00
  %585 = tail call float @llvm.fma.f32(float %582, float %583, float %584)
  %586 = fadd float %585, %585
  %587 = select i1 %574, float %586, float %585
  %588 = fcmp ogt float %576, 1.280000e+02
  %589 = select i1 %588, float 0x7FF0000000000000, float %587
  %590 = fcmp olt float %576, -2.500000e+01
  %591 = select i1 %590, float -1.000000e+00, float %589
  %592 = fcmp oeq float %16, 0.000000e+00
  %593 = select i1 %592, float %531, float %591
  %594 = fadd contract float %593, %566
  %595 = fadd float %23, -4.000000e+00
  %596 = fadd float %23, 4.000000e+00
  %597 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %596) #10, !srcloc !18
  %598 = tail call float @llvm.nvvm.mul.rn.f(float %595, float %597) #9
  %599 = fadd float %598, 1.000000e+00
  %600 = tail call float @llvm.fma.f32(float %599, float -4.000000e+00, float %23)
  %601 = fneg float %598
  %602 = tail call float @llvm.fma.f32(float %601, float %23, float %600)
  %603 = tail call float @llvm.fma.f32(float %597, float %602, float %598)
  %604 = tail call float @llvm.fma.f32(float %603, float 0x3F4D341220000000, float 0x3F7CDC0B60000000)
  %605 = tail call float @llvm.fma.f32(float %604, float %603, float 0xBF903F6960000000)
  %606 = tail call float @llvm.fma.f32(float %605, float %603, float 0x3FA2A6E760000000)
  %607 = tail call float @llvm.fma.f32(float %606, float %603, float 0xBFB10F8B40000000)
  %608 = tail call float @llvm.fma.f32(float %607, float %603, float 0x3FB8043AA0000000)
  %609 = tail call float @llvm.fma.f32(float %608, float %603, float 0xBFB9DA8480000000)
  %610 = tail call float @llvm.fma.f32(float %609, float %603, float 0x3FB16E9BC0000000)
  %611 = tail call float @llvm.fma.f32(float %610, float %603, float 0x3F8F7E2E00000000)
  %612 = tail call float @llvm.fma.f32(float %611, float %603, float 0xBFC1DF1A80000000)
  %613 = tail call float @llvm.fma.f32(float %612, float %603, float 0x3FF3BA5920000000)
  %614 = tail call float @llvm.fma.f32(float %23, float 2.000000e+00, float 1.000000e+00)
  %615 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %614) #10, !srcloc !18
  %616 = tail call float @llvm.nvvm.mul.rn.f(float %613, float %615) #9
  %617 = fmul float %616, -2.000000e+00
  %618 = tail call float @llvm.fma.f32(float %23, float %617, float %613)
  %619 = fsub float %618, %616
  %620 = tail call float @llvm.fma.f32(float %619, float %615, float %616)
  %621 = fneg float %23
  %622 = fmul float %23, %621
  %623 = tail call float @llvm.nvvm.mul.rn.f(float %622, float 0x3FF7154760000000) #9
  %624 = tail call float @llvm.trunc.f32(float %623)
  %625 = tail call float @llvm.nvvm.fabs.f(float %624) #9
  %626 = fcmp ogt float %625, 1.260000e+02
  %627 = tail call float @llvm.copysign.f32(float 1.260000e+02, float %624) #9
  %628 = select i1 %626, float %627, float %624
  %629 = tail call float @llvm.fma.f32(float %628, float 0xBFE62E4300000000, float %622)
  %630 = tail call float @llvm.fma.f32(float %628, float 0x3E205C6100000000, float %629)
  %631 = fmul float %630, 0x3FF7154760000000
  %632 = fadd float %628, 0x4168000FE0000000
  %633 = bitcast float %632 to i32
  %634 = shl i32 %633, 23
  %635 = bitcast i32 %634 to float
  %636 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %631) #9
  %637 = fmul float %636, %635
  %638 = fneg float %622
  %639 = tail call float @llvm.fma.f32(float %621, float %23, float %638)
  %640 = tail call float @llvm.fma.f32(float %637, float %639, float %637)
  %641 = fmul float %640, %620
  %642 = fcmp ogt float %23, 0x40241C2900000000
  %643 = select i1 %642, float 0.000000e+00, float %641
  %644 = fsub float 2.000000e+00, %643
  %645 = select i1 %528, float %644, float %643
  %646 = fadd contract float %594, %645
  %647 = fcmp ult float %23, 3.000000e+00
  br i1 %647, label %695, label %648

648:                                              ; preds = %470
  %649 = fcmp ult float %23, 0x401F333340000000
  br i1 %649, label %683, label %650

650:                                              ; preds = %648
  %651 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %23) #10, !srcloc !18
  %652 = fmul float %651, %651
  %653 = tail call float @llvm.fma.f32(float %652, float 0x3F497CEAA0000000, float 0xBF66C12A60000000)
  %654 = tail call float @llvm.fma.f32(float %653, float %652, float 0x3FB5555460000000)
  %655 = tail call float @llvm.fma.f32(float %654, float %651, float 0x3FED67F1C0000000)
  %656 = add nsw i32 %539, -1059760811
  %657 = and i32 %656, -8388608
  %658 = sub i32 %539, %657
  %659 = bitcast i32 %658 to float
  %660 = sitofp i32 %657 to float
  %661 = tail call float @llvm.fma.f32(float %660, float 0x3E80000000000000, float 0.000000e+00)
  %662 = fadd float %659, -1.000000e+00
  %663 = tail call float @llvm.fma.f32(float %662, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %664 = tail call float @llvm.fma.f32(float %663, float %662, float 0xBFBF19B980000000)
  %665 = tail call float @llvm.fma.f32(float %664, float %662, float 0x3FC1E52AA0000000)
  %666 = tail call float @llvm.fma.f32(float %665, float %662, float 0xBFC55B1720000000)
  %667 = tail call float @llvm.fma.f32(float %666, float %662, float 0x3FC99DA160000000)
  %668 = tail call float @llvm.fma.f32(float %667, float %662, float 0xBFCFFFE440000000)
  %669 = tail call float @llvm.fma.f32(float %668, float %662, float 0x3FD5554F00000000)
  %670 = tail call float @llvm.fma.f32(float %669, float %662, float -5.000000e-01)
  %671 = fmul float %662, %670
  %672 = tail call float @llvm.fma.f32(float %671, float %662, float %662)
  %673 = tail call float @llvm.fma.f32(float %661, float 0x3FE62E4300000000, float %672)
  %674 = select i1 %559, float %561, float %673
  %675 = fmul float %674, 5.000000e-01
  %676 = fadd float %23, -5.000000e-01
  %677 = tail call float @llvm.nvvm.mul.rn.f(float %675, float %676) #9
  %678 = fsub float %677, %23
  %679 = tail call float @llvm.nvvm.add.rn.f(float %677, float %655) #9
  %680 = fadd float %678, %679
  %681 = fcmp oeq float %23, 0x7FF0000000000000
  %682 = select i1 %681, float %23, float %680
  br label %762

683:                                              ; preds = %648
  %684 = fadd float %23, -3.000000e+00
  %685 = tail call float @llvm.fma.f32(float %684, float 0xC087671F60000000, float 0xC0C81EDF00000000)
  %686 = tail call float @llvm.fma.f32(float %685, float %684, float 0xC0E40CAC00000000)
  %687 = tail call float @llvm.fma.f32(float %686, float %684, float 0xC0E796D540000000)
  %688 = tail call float @llvm.fma.f32(float %687, float %684, float 0xC10175CB40000000)
  %689 = fadd float %684, 0xC070340400000000
  %690 = tail call float @llvm.fma.f32(float %689, float %684, float 0xC0C50C9700000000)
  %691 = tail call float @llvm.fma.f32(float %690, float %684, float 0xC0F6A0D0C0000000)
  %692 = tail call float @llvm.fma.f32(float %691, float %684, float 0xC109308CA0000000)
  %693 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %692) #10, !srcloc !18
  %694 = tail call float @llvm.fma.f32(float %688, float %693, float %684)
  br label %762

695:                                              ; preds = %470
  %696 = fcmp ult float %23, 1.500000e+00
  br i1 %696, label %709, label %697

697:                                              ; preds = %695
  %698 = fadd float %23, -2.000000e+00
  %699 = tail call float @llvm.fma.f32(float %698, float 0x3F0A00FF40000000, float 0xBF2CF40040000000)
  %700 = tail call float @llvm.fma.f32(float %699, float %698, float 0x3F41BCDF80000000)
  %701 = tail call float @llvm.fma.f32(float %700, float %698, float 0xBF53BC1C40000000)
  %702 = tail call float @llvm.fma.f32(float %701, float %698, float 0x3F67A0B6E0000000)
  %703 = tail call float @llvm.fma.f32(float %702, float %698, float 0xBF7E3D6200000000)
  %704 = tail call float @llvm.fma.f32(float %703, float %698, float 0x3F95134500000000)
  %705 = tail call float @llvm.fma.f32(float %704, float %698, float 0xBFB13E0340000000)
  %706 = tail call float @llvm.fma.f32(float %705, float %698, float 0x3FD4A34CC0000000)
  %707 = tail call float @llvm.fma.f32(float %706, float %698, float 0x3FDB0EE600000000)
  %708 = fmul float %698, %707
  br label %762

709:                                              ; preds = %695
  %710 = fcmp ult float %23, 0x3FE6666660000000
  br i1 %710, label %724, label %711

711:                                              ; preds = %709
  %712 = fsub float 1.000000e+00, %23
  %713 = tail call float @llvm.fma.f32(float %712, float 0x3FA77DEEC0000000, float 0x3FBA8EAEE0000000)
  %714 = tail call float @llvm.fma.f32(float %713, float %712, float 0x3FBF700F20000000)
  %715 = tail call float @llvm.fma.f32(float %714, float %712, float 0x3FC052B6A0000000)
  %716 = tail call float @llvm.fma.f32(float %715, float %712, float 0x3FC254ECA0000000)
  %717 = tail call float @llvm.fma.f32(float %716, float %712, float 0x3FC5AD0CE0000000)
  %718 = tail call float @llvm.fma.f32(float %717, float %712, float 0x3FCA8C57E0000000)
  %719 = tail call float @llvm.fma.f32(float %718, float %712, float 0x3FD1514E40000000)
  %720 = tail call float @llvm.fma.f32(float %719, float %712, float 0x3FD9A4D480000000)
  %721 = tail call float @llvm.fma.f32(float %720, float %712, float 0x3FEA51A640000000)
  %722 = tail call float @llvm.fma.f32(float %721, float %712, float 0x3FE2788D00000000)
  %723 = fmul float %712, %722
  br label %762

724:                                              ; preds = %709
  %725 = tail call float @llvm.fma.f32(float %23, float 0x3F6D6390C0000000, float 0xBF76690F00000000)
  %726 = tail call float @llvm.fma.f32(float %725, float %23, float 0xBFA6D95DE0000000)
  %727 = tail call float @llvm.fma.f32(float %726, float %23, float 0x3FC56AAAA0000000)
  %728 = tail call float @llvm.fma.f32(float %727, float %23, float 0xBFA592D8E0000000)
  %729 = tail call float @llvm.fma.f32(float %728, float %23, float 0xBFE4FCDD60000000)
  %730 = tail call float @llvm.fma.f32(float %729, float %23, float 0x3FE2788C60000000)
  %731 = fmul float %23, %730
  %732 = tail call float @llvm.fma.f32(float %731, float %23, float %23)
  %733 = fcmp olt float %732, 0x3810000000000000
  %734 = fmul float %732, 0x4160000000000000
  %735 = select i1 %733, float %734, float %732
  %736 = select i1 %733, float -2.300000e+01, float 0.000000e+00
  %737 = bitcast float %735 to i32
  %738 = add i32 %737, -1059760811
  %739 = and i32 %738, -8388608
  %740 = sub i32 %737, %739
  %741 = bitcast i32 %740 to float
  %742 = sitofp i32 %739 to float
  %743 = tail call float @llvm.fma.f32(float %742, float 0x3E80000000000000, float %736)
  %744 = fadd float %741, -1.000000e+00
  %745 = tail call float @llvm.fma.f32(float %744, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %746 = tail call float @llvm.fma.f32(float %745, float %744, float 0xBFBF19B980000000)
  %747 = tail call float @llvm.fma.f32(float %746, float %744, float 0x3FC1E52AA0000000)
  %748 = tail call float @llvm.fma.f32(float %747, float %744, float 0xBFC55B1720000000)
  %749 = tail call float @llvm.fma.f32(float %748, float %744, float 0x3FC99DA160000000)
  %750 = tail call float @llvm.fma.f32(float %749, float %744, float 0xBFCFFFE440000000)
  %751 = tail call float @llvm.fma.f32(float %750, float %744, float 0x3FD5554F00000000)
  %752 = tail call float @llvm.fma.f32(float %751, float %744, float -5.000000e-01)
  %753 = fmul float %744, %752
  %754 = tail call float @llvm.fma.f32(float %753, float %744, float %744)
  %755 = tail call float @llvm.fma.f32(float %743, float 0x3FE62E4300000000, float %754)
  %756 = icmp ugt i32 %737, 2139095039
  %757 = tail call float @llvm.fma.f32(float %735, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %758 = select i1 %756, float %757, float %755
  %759 = fcmp oeq float %735, 0.000000e+00
  %760 = fneg float %758
  %761 = select i1 %759, float 0x7FF0000000000000, float %760
  br label %762

762:                                              ; preds = %724, %711, %697, %683, %650
  %763 = phi float [ %682, %650 ], [ %694, %683 ], [ %708, %697 ], [ %723, %711 ], [ %761, %724 ]
  %764 = fcmp ult float %16, 0.000000e+00
  br i1 %764, label %765, label %855

765:                                              ; preds = %762
  %766 = tail call float @llvm.floor.f32(float %23)
  %767 = fcmp oeq float %23, %766
  br i1 %767, label %855, label %768

768:                                              ; preds = %765
  %769 = fcmp olt float %23, 0x3BFD83C940000000
  br i1 %769, label %770, label %800

770:                                              ; preds = %768
  %771 = fcmp olt float %23, 0x3810000000000000
  %772 = fmul float %23, 0x4160000000000000
  %773 = select i1 %771, float %772, float %23
  %774 = select i1 %771, float -2.300000e+01, float 0.000000e+00
  %775 = bitcast float %773 to i32
  %776 = add i32 %775, -1059760811
  %777 = and i32 %776, -8388608
  %778 = sub i32 %775, %777
  %779 = bitcast i32 %778 to float
  %780 = sitofp i32 %777 to float
  %781 = tail call float @llvm.fma.f32(float %780, float 0x3E80000000000000, float %774)
  %782 = fadd float %779, -1.000000e+00
  %783 = tail call float @llvm.fma.f32(float %782, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %784 = tail call float @llvm.fma.f32(float %783, float %782, float 0xBFBF19B980000000)
  %785 = tail call float @llvm.fma.f32(float %784, float %782, float 0x3FC1E52AA0000000)
  %786 = tail call float @llvm.fma.f32(float %785, float %782, float 0xBFC55B1720000000)
  %787 = tail call float @llvm.fma.f32(float %786, float %782, float 0x3FC99DA160000000)
  %788 = tail call float @llvm.fma.f32(float %787, float %782, float 0xBFCFFFE440000000)
  %789 = tail call float @llvm.fma.f32(float %788, float %782, float 0x3FD5554F00000000)
  %790 = tail call float @llvm.fma.f32(float %789, float %782, float -5.000000e-01)
  %791 = fmul float %782, %790
  %792 = tail call float @llvm.fma.f32(float %791, float %782, float %782)
  %793 = tail call float @llvm.fma.f32(float %781, float 0x3FE62E4300000000, float %792)
  %794 = icmp ugt i32 %775, 2139095039
  %795 = tail call float @llvm.fma.f32(float %773, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %796 = select i1 %794, float %795, float %793
  %797 = fcmp oeq float %773, 0.000000e+00
  %798 = fneg float %796
  %799 = select i1 %797, float 0x7FF0000000000000, float %798
  br label %855

800:                                              ; preds = %768
  %801 = fmul float %23, 2.000000e+00
  %802 = tail call float @llvm.nvvm.round.f(float %801) #9
  %803 = fptosi float %802 to i32
  %804 = fneg float %802
  %805 = tail call float @llvm.fma.f32(float %804, float 5.000000e-01, float %23)
  %806 = fmul float %805, 0x400921FB60000000
  %807 = tail call float @llvm.nvvm.mul.rn.f(float %806, float %806) #9
  %808 = and i32 %803, 1
  %809 = icmp eq i32 %808, 0
  %810 = select i1 %809, float %806, float 1.000000e+00
  %811 = tail call float @llvm.fma.f32(float %807, float %810, float 0.000000e+00)
  %812 = tail call float @llvm.fma.f32(float %807, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %813 = select i1 %809, float 0xBF29A82A60000000, float %812
  %814 = select i1 %809, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %815 = tail call float @llvm.fma.f32(float %813, float %807, float %814)
  %816 = select i1 %809, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %817 = tail call float @llvm.fma.f32(float %815, float %807, float %816)
  %818 = tail call float @llvm.fma.f32(float %817, float %811, float %810)
  %819 = and i32 %803, 2
  %820 = icmp eq i32 %819, 0
  %821 = tail call float @llvm.fma.f32(float %818, float -1.000000e+00, float 0.000000e+00)
  %822 = select i1 %820, float %818, float %821
  %823 = tail call float @llvm.nvvm.fabs.f(float %822) #9
  %824 = fmul float %23, %823
  %825 = fcmp olt float %824, 0x3810000000000000
  %826 = fmul float %824, 0x4160000000000000
  %827 = select i1 %825, float -2.300000e+01, float 0.000000e+00
  %828 = select i1 %825, float %826, float %824
  %829 = bitcast float %828 to i32
  %830 = add i32 %829, -1059760811
  %831 = and i32 %830, -8388608
  %832 = sub i32 %829, %831
  %833 = bitcast i32 %832 to float
  %834 = sitofp i32 %831 to float
  %835 = tail call float @llvm.fma.f32(float %834, float 0x3E80000000000000, float %827)
  %836 = fadd float %833, -1.000000e+00
  %837 = tail call float @llvm.fma.f32(float %836, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %838 = tail call float @llvm.fma.f32(float %837, float %836, float 0xBFBF19B980000000)
  %839 = tail call float @llvm.fma.f32(float %838, float %836, float 0x3FC1E52AA0000000)
  %840 = tail call float @llvm.fma.f32(float %839, float %836, float 0xBFC55B1720000000)
  %841 = tail call float @llvm.fma.f32(float %840, float %836, float 0x3FC99DA160000000)
  %842 = tail call float @llvm.fma.f32(float %841, float %836, float 0xBFCFFFE440000000)
  %843 = tail call float @llvm.fma.f32(float %842, float %836, float 0x3FD5554F00000000)
  %844 = tail call float @llvm.fma.f32(float %843, float %836, float -5.000000e-01)
  %845 = fmul float %836, %844
  %846 = tail call float @llvm.fma.f32(float %845, float %836, float %836)
  %847 = tail call float @llvm.fma.f32(float %835, float 0x3FE62E4300000000, float %846)
  %848 = icmp ugt i32 %829, 2139095039
  %849 = tail call float @llvm.fma.f32(float %828, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %850 = select i1 %848, float %849, float %847
  %851 = fcmp oeq float %828, 0.000000e+00
  %852 = fsub float 0x3FF250D040000000, %850
  %853 = select i1 %851, float 0x7FF0000000000000, float %852
  %854 = fsub float %853, %763
  br label %855

855:                                              ; preds = %762, %765, %770, %800
  %856 = phi float [ %799, %770 ], [ %854, %800 ], [ %763, %762 ], [ 0x7FF0000000000000, %765 ]
  %857 = fadd contract float %646, %856
  %858 = getelementptr inbounds float, ptr %1, i64 %14
  store float %857, ptr %858, align 4, !tbaa !11
  br label %859

859:                                              ; preds = %3, %855
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z11double_mathPKdPdi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %633

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !19
  %14 = tail call double @llvm.fma.f64(double %13, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %15 = tail call i32 @llvm.nvvm.d2i.lo(double %14) #9
  %16 = tail call double @llvm.nvvm.add.rn.d(double %14, double 0xC338000000000000) #9
  %17 = tail call double @llvm.fma.f64(double %16, double 0xBFE62E42FEFA39EF, double %13)
  %18 = tail call double @llvm.fma.f64(double %16, double 0xBC7ABC9E3B39803F, double %17)
  %19 = tail call double @llvm.fma.f64(double %18, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %20 = tail call double @llvm.fma.f64(double %19, double %18, double 0x3EC71DEE62401315)
  %21 = tail call double @llvm.fma.f64(double %20, double %18, double 0x3EFA01997C89EB71)
  %22 = tail call double @llvm.fma.f64(double %21, double %18, double 0x3F2A01A014761F65)
  %23 = tail call double @llvm.fma.f64(double %22, double %18, double 0x3F56C16C1852B7AF)
  %24 = tail call double @llvm.fma.f64(double %23, double %18, double 0x3F81111111122322)
  %25 = tail call double @llvm.fma.f64(double %24, double %18, double 0x3FA55555555502A1)
  %26 = tail call double @llvm.fma.f64(double %25, double %18, double 0x3FC5555555555511)
  %27 = tail call double @llvm.fma.f64(double %26, double %18, double 0x3FE000000000000B)
  %28 = tail call double @llvm.fma.f64(double %27, double %18, double 1.000000e+00)
  %29 = tail call double @llvm.fma.f64(double %28, double %18, double 1.000000e+00)
  %30 = tail call i32 @llvm.nvvm.d2i.lo(double %29) #9
  %31 = tail call i32 @llvm.nvvm.d2i.hi(double %29) #9
  %32 = shl i32 %15, 20
  %33 = add i32 %31, %32
  %34 = tail call double @llvm.nvvm.lohi.i2d(i32 %30, i32 %33) #9
  %35 = tail call i32 @llvm.nvvm.d2i.hi(double %13) #9
  %36 = bitcast i32 %35 to float
  %37 = tail call float @llvm.nvvm.fabs.f(float %36) #9
  %38 = fcmp olt float %37, 0x4010C46560000000
  br i1 %38, label %54, label %39

39:                                               ; preds = %10
  %40 = fcmp olt double %13, 0.000000e+00
  %41 = fadd double %13, 0x7FF0000000000000
  %42 = select i1 %40, double 0.000000e+00, double %41
  %43 = fcmp olt float %37, 0x4010E90000000000
  br i1 %43, label %44, label %54

44:                                               ; preds = %39
  %45 = sdiv i32 %15, 2
  %46 = shl i32 %45, 20
  %47 = add i32 %31, %46
  %48 = tail call double @llvm.nvvm.lohi.i2d(i32 %30, i32 %47) #9
  %49 = sub nsw i32 %15, %45
  %50 = shl i32 %49, 20
  %51 = add nsw i32 %50, 1072693248
  %52 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %51) #9
  %53 = fmul double %52, %48
  br label %54

54:                                               ; preds = %10, %39, %44
  %55 = phi double [ %34, %10 ], [ %53, %44 ], [ %42, %39 ]
  %56 = tail call noundef double @llvm.fabs.f64(double %13)
  %57 = fadd contract double %56, 1.000000e+00
  %58 = tail call i32 @llvm.nvvm.d2i.hi(double %57) #9
  %59 = tail call i32 @llvm.nvvm.d2i.lo(double %57) #9
  %60 = icmp slt i32 %58, 1048576
  br i1 %60, label %61, label %65

61:                                               ; preds = %54
  %62 = fmul double %57, 0x4350000000000000
  %63 = tail call i32 @llvm.nvvm.d2i.lo(double %62) #9
  %64 = tail call i32 @llvm.nvvm.d2i.hi(double %62) #9
  br label %65

65:                                               ; preds = %61, %54
  %66 = phi double [ %62, %61 ], [ %57, %54 ]
  %67 = phi i32 [ %64, %61 ], [ %58, %54 ]
  %68 = phi i32 [ %63, %61 ], [ %59, %54 ]
  %69 = phi i32 [ -1077, %61 ], [ -1023, %54 ]
  %70 = add i32 %67, -1
  %71 = icmp ult i32 %70, 2146435071
  br i1 %71, label %72, label %121

72:                                               ; preds = %65
  %73 = lshr i32 %67, 20
  %74 = add nsw i32 %69, %73
  %75 = and i32 %67, 1048575
  %76 = or disjoint i32 %75, 1072693248
  %77 = tail call double @llvm.nvvm.lohi.i2d(i32 %68, i32 %76) #9
  %78 = icmp ugt i32 %76, 1073127582
  %79 = tail call i32 @llvm.nvvm.d2i.lo(double %77) #9
  %80 = tail call i32 @llvm.nvvm.d2i.hi(double %77) #9
  %81 = add i32 %80, -1048576
  %82 = tail call double @llvm.nvvm.lohi.i2d(i32 %79, i32 %81) #9
  %83 = select i1 %78, double %82, double %77
  %84 = zext i1 %78 to i32
  %85 = add nsw i32 %74, %84
  %86 = fadd double %83, -1.000000e+00
  %87 = fadd double %83, 1.000000e+00
  %88 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %87) #9
  %89 = fneg double %87
  %90 = tail call double @llvm.fma.f64(double %89, double %88, double 1.000000e+00)
  %91 = tail call double @llvm.fma.f64(double %90, double %90, double %90)
  %92 = tail call double @llvm.fma.f64(double %91, double %88, double %88)
  %93 = fmul double %86, %92
  %94 = fadd double %93, %93
  %95 = fmul double %94, %94
  %96 = tail call double @llvm.fma.f64(double %95, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %97 = tail call double @llvm.fma.f64(double %96, double %95, double 0x3EF3B2669F02676F)
  %98 = tail call double @llvm.fma.f64(double %97, double %95, double 0x3F1745CBA9AB0956)
  %99 = tail call double @llvm.fma.f64(double %98, double %95, double 0x3F3C71C72D1B5154)
  %100 = tail call double @llvm.fma.f64(double %99, double %95, double 0x3F624924923BE72D)
  %101 = tail call double @llvm.fma.f64(double %100, double %95, double 0x3F8999999999A3C4)
  %102 = tail call double @llvm.fma.f64(double %101, double %95, double 0x3FB5555555555554)
  %103 = fsub double %86, %94
  %104 = fmul double %103, 2.000000e+00
  %105 = fneg double %94
  %106 = tail call double @llvm.fma.f64(double %105, double %86, double %104)
  %107 = fmul double %92, %106
  %108 = fmul double %95, %102
  %109 = tail call double @llvm.fma.f64(double %108, double %94, double %107)
  %110 = xor i32 %85, -2147483648
  %111 = tail call double @llvm.nvvm.lohi.i2d(i32 %110, i32 1127219200) #9
  %112 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
  %113 = fsub double %111, %112
  %114 = tail call double @llvm.fma.f64(double %113, double 0x3FE62E42FEFA39EF, double %94)
  %115 = fneg double %113
  %116 = tail call double @llvm.fma.f64(double %115, double 0x3FE62E42FEFA39EF, double %114)
  %117 = fsub double %116, %94
  %118 = fsub double %109, %117
  %119 = tail call double @llvm.fma.f64(double %113, double 0x3C7ABC9E3B39803F, double %118)
  %120 = fadd double %114, %119
  br label %127

121:                                              ; preds = %65
  %122 = tail call double @llvm.fma.f64(double %66, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %123 = tail call i32 @llvm.nvvm.d2i.hi(double %66) #9
  %124 = and i32 %123, 2147483647
  %125 = icmp eq i32 %124, 0
  %126 = select i1 %125, double 0xFFF0000000000000, double %122
  br label %127

127:                                              ; preds = %72, %121
  %128 = phi double [ %120, %72 ], [ %126, %121 ]
  %129 = fadd contract double %55, %128
  %130 = fcmp oeq double %56, 0x7FF0000000000000
  br i1 %130, label %131, label %133

131:                                              ; preds = %127
  %132 = tail call double @llvm.nvvm.mul.rn.d(double %13, double 0.000000e+00) #9
  br label %146

133:                                              ; preds = %127
  %134 = fmul double %13, 0x3FE45F306DC9C883
  %135 = tail call i32 @llvm.nvvm.d2i.rn(double %134) #9
  %136 = sitofp i32 %135 to double
  %137 = fneg double %136
  %138 = tail call double @llvm.fma.f64(double %137, double 0x3FF921FB54442D18, double %13)
  %139 = tail call double @llvm.fma.f64(double %137, double 0x3C91A62633145C00, double %138)
  %140 = tail call double @llvm.fma.f64(double %137, double 0x397B839A252049C0, double %139)
  %141 = fcmp ult double %56, 0x41E0000000000000
  br i1 %141, label %146, label %142

142:                                              ; preds = %133
  %143 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %13) #9
  %144 = extractvalue { double, i32 } %143, 0
  %145 = extractvalue { double, i32 } %143, 1
  br label %146

146:                                              ; preds = %131, %133, %142
  %147 = phi double [ %132, %131 ], [ %144, %142 ], [ %140, %133 ]
  %148 = phi i32 [ 0, %131 ], [ %145, %142 ], [ %135, %133 ]
  %149 = and i32 %148, 1
  %150 = shl nuw nsw i32 %149, 3
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %151
  %153 = tail call double @llvm.nvvm.mul.rn.d(double %147, double %147) #9
  %154 = icmp eq i32 %149, 0
  %155 = select i1 %154, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %156 = load double, ptr addrspace(1) %152, align 16
  %157 = tail call double @llvm.fma.f64(double %155, double %153, double %156)
  %158 = getelementptr inbounds i8, ptr addrspace(1) %152, i64 8
  %159 = load double, ptr addrspace(1) %158, align 8
  %160 = tail call double @llvm.fma.f64(double %157, double %153, double %159)
  %161 = getelementptr inbounds i8, ptr addrspace(1) %152, i64 16
  %162 = load double, ptr addrspace(1) %161, align 16
  %163 = tail call double @llvm.fma.f64(double %160, double %153, double %162)
  %164 = getelementptr inbounds i8, ptr addrspace(1) %152, i64 24
  %165 = load double, ptr addrspace(1) %164, align 8
  %166 = tail call double @llvm.fma.f64(double %163, double %153, double %165)
  %167 = getelementptr inbounds i8, ptr addrspace(1) %152, i64 32
  %168 = load double, ptr addrspace(1) %167, align 16
  %169 = tail call double @llvm.fma.f64(double %166, double %153, double %168)
  %170 = getelementptr inbounds i8, ptr addrspace(1) %152, i64 40
  %171 = load double, ptr addrspace(1) %170, align 8
  %172 = tail call double @llvm.fma.f64(double %169, double %153, double %171)
  %173 = tail call double @llvm.fma.f64(double %172, double %147, double %147)
  %174 = tail call double @llvm.fma.f64(double %172, double %153, double 1.000000e+00)
  %175 = select i1 %154, double %173, double %174
  %176 = and i32 %148, 2
  %177 = icmp eq i32 %176, 0
  %178 = tail call double @llvm.fma.f64(double %175, double -1.000000e+00, double 0.000000e+00)
  %179 = select i1 %177, double %175, double %178
  %180 = fadd contract double %129, %179
  br i1 %130, label %181, label %183

181:                                              ; preds = %146
  %182 = tail call double @llvm.nvvm.mul.rn.d(double %13, double 0.000000e+00) #9
  br label %200

183:                                              ; preds = %146
  %184 = fmul double %13, 0x3FE45F306DC9C883
  %185 = tail call i32 @llvm.nvvm.d2i.rn(double %184) #9
  %186 = sitofp i32 %185 to double
  %187 = fneg double %186
  %188 = tail call double @llvm.fma.f64(double %187, double 0x3FF921FB54442D18, double %13)
  %189 = tail call double @llvm.fma.f64(double %187, double 0x3C91A62633145C00, double %188)
  %190 = tail call double @llvm.fma.f64(double %187, double 0x397B839A252049C0, double %189)
  %191 = fcmp ult double %56, 0x41E0000000000000
  br i1 %191, label %196, label %192

192:                                              ; preds = %183
  %193 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %13) #9
  %194 = extractvalue { double, i32 } %193, 0
  %195 = extractvalue { double, i32 } %193, 1
  br label %196

196:                                              ; preds = %192, %183
  %197 = phi double [ %194, %192 ], [ %190, %183 ]
  %198 = phi i32 [ %195, %192 ], [ %185, %183 ]
  %199 = add nsw i32 %198, 1
  br label %200

200:                                              ; preds = %181, %196
  %201 = phi double [ %182, %181 ], [ %197, %196 ]
  %202 = phi i32 [ 1, %181 ], [ %199, %196 ]
  %203 = and i32 %202, 1
  %204 = shl nuw nsw i32 %203, 3
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %205
  %207 = tail call double @llvm.nvvm.mul.rn.d(double %201, double %201) #9
  %208 = icmp eq i32 %203, 0
  %209 = select i1 %208, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %210 = load double, ptr addrspace(1) %206, align 16
  %211 = tail call double @llvm.fma.f64(double %209, double %207, double %210)
  %212 = getelementptr inbounds i8, ptr addrspace(1) %206, i64 8
  %213 = load double, ptr addrspace(1) %212, align 8
  %214 = tail call double @llvm.fma.f64(double %211, double %207, double %213)
  %215 = getelementptr inbounds i8, ptr addrspace(1) %206, i64 16
  %216 = load double, ptr addrspace(1) %215, align 16
  %217 = tail call double @llvm.fma.f64(double %214, double %207, double %216)
  %218 = getelementptr inbounds i8, ptr addrspace(1) %206, i64 24
  %219 = load double, ptr addrspace(1) %218, align 8
  %220 = tail call double @llvm.fma.f64(double %217, double %207, double %219)
  %221 = getelementptr inbounds i8, ptr addrspace(1) %206, i64 32
  %222 = load double, ptr addrspace(1) %221, align 16
  %223 = tail call double @llvm.fma.f64(double %220, double %207, double %222)
  %224 = getelementptr inbounds i8, ptr addrspace(1) %206, i64 40
  %225 = load double, ptr addrspace(1) %224, align 8
  %226 = tail call double @llvm.fma.f64(double %223, double %207, double %225)
  %227 = tail call double @llvm.fma.f64(double %226, double %201, double %201)
  %228 = tail call double @llvm.fma.f64(double %226, double %207, double 1.000000e+00)
  %229 = select i1 %208, double %227, double %228
  %230 = and i32 %202, 2
  %231 = icmp eq i32 %230, 0
  %232 = tail call double @llvm.fma.f64(double %229, double -1.000000e+00, double 0.000000e+00)
  %233 = select i1 %231, double %229, double %232
  %234 = fadd contract double %180, %233
  %235 = tail call double @llvm.fma.f64(double %56, double 0xBCF0679AFBA6F279, double 0x3D47088FDB46FA5F)
  %236 = tail call double @llvm.fma.f64(double %235, double %56, double 0xBD8DF9F9B976A9B2)
  %237 = tail call double @llvm.fma.f64(double %236, double %56, double 0x3DC7F1F5590CC332)
  %238 = tail call double @llvm.fma.f64(double %237, double %56, double 0xBDFA28A3CD2D56C4)
  %239 = tail call double @llvm.fma.f64(double %238, double %56, double 0x3E2485EE67835925)
  %240 = tail call double @llvm.fma.f64(double %239, double %56, double 0xBE476DB45919F583)
  %241 = tail call double @llvm.fma.f64(double %240, double %56, double 0x3E62D698D98C8D71)
  %242 = tail call double @llvm.fma.f64(double %241, double %56, double 0xBE720A2C7155D5C6)
  %243 = tail call double @llvm.fma.f64(double %242, double %56, double 0xBE41D29B37CA1397)
  %244 = tail call double @llvm.fma.f64(double %243, double %56, double 0x3EA2EF6CC0F67A49)
  %245 = tail call double @llvm.fma.f64(double %244, double %56, double 0xBEC102B892333B6F)
  %246 = tail call double @llvm.fma.f64(double %245, double %56, double 0x3ECA30375BA9A84E)
  %247 = tail call double @llvm.fma.f64(double %246, double %56, double 0x3ECAAD18DEDEA43E)
  %248 = tail call double @llvm.fma.f64(double %247, double %56, double 0xBEFF05355BC5B225)
  %249 = tail call double @llvm.fma.f64(double %248, double %56, double 0x3F10E37A3108BC8B)
  %250 = tail call double @llvm.fma.f64(double %249, double %56, double 0x3EFB292D828E5CB2)
  %251 = tail call double @llvm.fma.f64(double %250, double %56, double 0xBF4356626EBF9BFA)
  %252 = tail call double @llvm.fma.f64(double %251, double %56, double 0x3F5BCA68F73D6AFC)
  %253 = tail call double @llvm.fma.f64(double %252, double %56, double 0xBF2B6B69EBBC280B)
  %254 = tail call double @llvm.fma.f64(double %253, double %56, double 0xBF9396685912A453)
  %255 = tail call double @llvm.fma.f64(double %254, double %56, double 0x3FBA4F4E2A1ABEF8)
  %256 = tail call double @llvm.fma.f64(double %255, double %56, double 0x3FE45F306DC9C8BB)
  %257 = tail call double @llvm.fma.f64(double %256, double %56, double 0x3FC06EBA8214DB69)
  %258 = tail call double @llvm.fma.f64(double %257, double %56, double %56)
  %259 = fsub double %56, %258
  %260 = tail call double @llvm.fma.f64(double %257, double %56, double %259)
  %261 = fneg double %258
  %262 = fneg double %260
  %263 = fptrunc double %261 to float
  %264 = fmul float %263, 0x3FF7154760000000
  %265 = tail call float @llvm.nvvm.round.f(float %264) #9
  %266 = fpext float %265 to double
  %267 = fneg double %266
  %268 = tail call double @llvm.fma.f64(double %267, double 0x3FE62E42FEFA39EF, double %261)
  %269 = tail call double @llvm.fma.f64(double %268, double 0x3E5AE904A4741B81, double 0x3E928A27F89B6999)
  %270 = tail call double @llvm.fma.f64(double %269, double %268, double 0x3EC71DE715FF7E07)
  %271 = tail call double @llvm.fma.f64(double %270, double %268, double 0x3EFA019A6B0AC45A)
  %272 = tail call double @llvm.fma.f64(double %271, double %268, double 0x3F2A01A017EED94F)
  %273 = tail call double @llvm.fma.f64(double %272, double %268, double 0x3F56C16C17F2A71B)
  %274 = tail call double @llvm.fma.f64(double %273, double %268, double 0x3F811111111173C4)
  %275 = tail call double @llvm.fma.f64(double %274, double %268, double 0x3FA555555555211A)
  %276 = tail call double @llvm.fma.f64(double %275, double %268, double 0x3FC5555555555540)
  %277 = tail call double @llvm.fma.f64(double %276, double %268, double 0x3FE0000000000005)
  %278 = fmul double %268, %277
  %279 = tail call double @llvm.fma.f64(double %278, double %268, double %262)
  %280 = fadd double %268, %279
  %281 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %265) #9
  %282 = fpext float %281 to double
  %283 = fsub double 1.000000e+00, %282
  %284 = fneg double %280
  %285 = tail call double @llvm.fma.f64(double %284, double %282, double %283)
  %286 = fcmp oge double %56, 0x4017AFB48DC96626
  %287 = select i1 %286, double 1.000000e+00, double %285
  %288 = tail call noundef double @llvm.copysign.f64(double %287, double %13) #9
  %289 = fadd contract double %288, %234
  %290 = tail call i32 @llvm.nvvm.d2i.hi(double %56) #9
  %291 = tail call i32 @llvm.nvvm.d2i.hi(double 2.500000e+00) #9
  %292 = and i32 %291, 2146435072
  %293 = icmp eq i32 %292, 1074790400
  %294 = icmp slt i32 %290, 0
  %295 = fcmp oeq double %13, 0.000000e+00
  br i1 %295, label %296, label %302

296:                                              ; preds = %200
  %297 = select i1 %293, i32 %290, i32 0
  %298 = icmp slt i32 %291, 0
  %299 = or i32 %297, 2146435072
  %300 = select i1 %298, i32 %299, i32 %297
  %301 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %300) #9
  br label %305

302:                                              ; preds = %200
  %303 = tail call fastcc double @__internal_accurate_pow(double %56)
  %304 = select i1 %294, double 0xFFF8000000000000, double %303
  br label %305

305:                                              ; preds = %302, %296
  %306 = phi double [ %301, %296 ], [ %304, %302 ]
  %307 = fadd double %56, 2.500000e+00
  %308 = tail call i32 @llvm.nvvm.d2i.hi(double %307) #9
  %309 = and i32 %308, 2146435072
  %310 = icmp eq i32 %309, 2146435072
  br i1 %310, label %311, label %326

311:                                              ; preds = %305
  %312 = fcmp uno double %13, 0.000000e+00
  br i1 %312, label %313, label %315

313:                                              ; preds = %311
  %314 = tail call double @llvm.nvvm.add.rn.d(double %56, double 2.500000e+00) #9
  br label %326

315:                                              ; preds = %311
  br i1 %130, label %316, label %326

316:                                              ; preds = %315
  %317 = icmp slt i32 %291, 0
  %318 = select i1 %317, i32 0, i32 2146435072
  %319 = and i32 %291, 2147483647
  %320 = icmp ne i32 %319, 1071644672
  %321 = and i1 %293, %320
  %322 = select i1 %294, i1 %321, i1 false
  %323 = or disjoint i32 %318, -2147483648
  %324 = select i1 %322, i32 %323, i32 %318
  %325 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %324) #9
  br label %326

326:                                              ; preds = %305, %313, %315, %316
  %327 = phi double [ %306, %305 ], [ %314, %313 ], [ %325, %316 ], [ %306, %315 ]
  %328 = fcmp oeq double %56, 1.000000e+00
  %329 = select i1 %328, double 1.000000e+00, double %327
  %330 = fadd contract double %289, %329
  %331 = and i32 %35, 2147483647
  %332 = tail call i32 @llvm.nvvm.d2i.lo(double %13) #9
  %333 = tail call double @llvm.nvvm.lohi.i2d(i32 %332, i32 %331) #9
  %334 = fcmp ult double %333, 0x3FE4F92224DD2F1A
  br i1 %334, label %370, label %335

335:                                              ; preds = %326
  %336 = fmul double %333, 2.000000e+00
  %337 = fptrunc double %336 to float
  %338 = fmul float %337, 0x3FF7154760000000
  %339 = tail call float @llvm.nvvm.round.f(float %338) #9
  %340 = fpext float %339 to double
  %341 = fneg double %340
  %342 = tail call double @llvm.fma.f64(double %341, double 0x3FE62E42FEFA39EF, double %336)
  %343 = tail call double @llvm.fma.f64(double %342, double 0x3E5AE904A4741B81, double 0x3E928A27F89B6999)
  %344 = tail call double @llvm.fma.f64(double %343, double %342, double 0x3EC71DE715FF7E07)
  %345 = tail call double @llvm.fma.f64(double %344, double %342, double 0x3EFA019A6B0AC45A)
  %346 = tail call double @llvm.fma.f64(double %345, double %342, double 0x3F2A01A017EED94F)
  %347 = tail call double @llvm.fma.f64(double %346, double %342, double 0x3F56C16C17F2A71B)
  %348 = tail call double @llvm.fma.f64(double %347, double %342, double 0x3F811111111173C4)
  %349 = tail call double @llvm.fma.f64(double %348, double %342, double 0x3FA555555555211A)
  %350 = tail call double @llvm.fma.f64(double %349, double %342, double 0x3FC5555555555540)
  %351 = tail call double @llvm.fma.f64(double %350, double %342, double 0x3FE0000000000005)
  %352 = fmul double %342, %351
  %353 = tail call double @llvm.fma.f64(double %352, double %342, double %342)
  %354 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %339) #9
  %355 = fpext float %354 to double
  %356 = fsub double 1.000000e+00, %355
  %357 = fneg double %353
  %358 = tail call double @llvm.fma.f64(double %357, double %355, double %356)
  %359 = fsub double 2.000000e+00, %358
  %360 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %359) #9
  %361 = fneg double %359
  %362 = tail call double @llvm.fma.f64(double %361, double %360, double 1.000000e+00)
  %363 = tail call double @llvm.fma.f64(double %362, double %362, double %362)
  %364 = tail call double @llvm.fma.f64(double %363, double %360, double %360)
  %365 = fneg double %364
  %366 = tail call double @llvm.fma.f64(double %365, double 2.000000e+00, double 1.000000e+00)
  %367 = icmp ugt i32 %331, 1077088193
  %368 = select i1 %367, double 1.000000e+00, double %366
  %369 = tail call double @llvm.copysign.f64(double %368, double %13) #9
  br label %384

370:                                              ; preds = %326
  %371 = fmul double %13, %13
  %372 = tail call double @llvm.fma.f64(double %371, double 0xBEF0BC46E2F5E964, double 0x3F14359F420AFC3D)
  %373 = tail call double @llvm.fma.f64(double %372, double %371, double 0xBF2DF9F0728C5D84)
  %374 = tail call double @llvm.fma.f64(double %373, double %371, double 0x3F4337D1CEC4F033)
  %375 = tail call double @llvm.fma.f64(double %374, double %371, double 0xBF57D6E9674335B3)
  %376 = tail call double @llvm.fma.f64(double %375, double %371, double 0x3F6D6D000D7AAD3D)
  %377 = tail call double @llvm.fma.f64(double %376, double %371, double 0xBF8226E1F3CF1EF5)
  %378 = tail call double @llvm.fma.f64(double %377, double %371, double 0x3F9664F47EC0C8CF)
  %379 = tail call double @llvm.fma.f64(double %378, double %371, double 0xBFABA1BA1B80AB40)
  %380 = tail call double @llvm.fma.f64(double %379, double %371, double 0x3FC111111110FA4A)
  %381 = tail call double @llvm.fma.f64(double %380, double %371, double 0xBFD5555555555550)
  %382 = tail call double @llvm.fma.f64(double %381, double %371, double 0.000000e+00)
  %383 = tail call double @llvm.fma.f64(double %382, double %13, double %13)
  br label %384

384:                                              ; preds = %335, %370
  %385 = phi double [ %369, %335 ], [ %383, %370 ]
  %386 = fadd contract double %330, %385
  %387 = tail call noundef double @llvm.sqrt.f64(double %56)
  %388 = fadd contract double %387, %386
  %389 = fmul contract double %13, 2.500000e-01
  %390 = tail call i32 @llvm.nvvm.d2i.hi(double %389) #9
  %391 = bitcast i32 %390 to float
  %392 = tail call float @llvm.nvvm.fabs.f(float %391) #9
  %393 = fcmp olt float %392, 1.875000e+00
  br i1 %393, label %394, label %503

394:                                              ; preds = %384
  %395 = fneg double %389
  %396 = tail call double @llvm.fma.f64(double %389, double %395, double 1.000000e+00)
  %397 = tail call i32 @llvm.nvvm.d2i.hi(double %396) #9
  %398 = tail call i32 @llvm.nvvm.d2i.lo(double %396) #9
  %399 = lshr i32 %397, 20
  %400 = and i32 %399, 2046
  %401 = add nuw i32 %400, 2147482626
  %402 = tail call double @llvm.nvvm.lohi.i2d(i32 %401, i32 1127219200) #9
  %403 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
  %404 = fsub double %402, %403
  %405 = and i32 %397, -2145386497
  %406 = or disjoint i32 %405, 1071644672
  %407 = tail call double @llvm.nvvm.lohi.i2d(i32 %398, i32 %406) #9
  %408 = fadd double %407, -1.000000e+00
  %409 = fadd double %407, 1.000000e+00
  %410 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %409) #9
  %411 = fneg double %409
  %412 = tail call double @llvm.fma.f64(double %411, double %410, double 1.000000e+00)
  %413 = tail call double @llvm.fma.f64(double %412, double %412, double %412)
  %414 = tail call double @llvm.fma.f64(double %413, double %410, double %410)
  %415 = fmul double %408, %414
  %416 = tail call double @llvm.fma.f64(double %415, double -2.000000e+00, double %408)
  %417 = fneg double %415
  %418 = tail call double @llvm.fma.f64(double %417, double %408, double %416)
  %419 = tail call double @llvm.fma.f64(double %418, double %414, double %415)
  %420 = fmul double %419, %419
  %421 = tail call double @llvm.fma.f64(double %420, double 0x3FB5C5C218C775C9, double 0x3FA55CF59CDC5D89)
  %422 = tail call double @llvm.fma.f64(double %421, double %420, double 0x3FAEFD18CF6EBB9C)
  %423 = tail call double @llvm.fma.f64(double %422, double %420, double 0x3FB10682EDCB8D1B)
  %424 = tail call double @llvm.fma.f64(double %423, double %420, double 0x3FB3B1DD3AC7FC96)
  %425 = tail call double @llvm.fma.f64(double %424, double %420, double 0x3FB745CB459B54A6)
  %426 = tail call double @llvm.fma.f64(double %425, double %420, double 0x3FBC71C741A0669F)
  %427 = tail call double @llvm.fma.f64(double %426, double %420, double 0x3FC249249209112E)
  %428 = tail call double @llvm.fma.f64(double %427, double %420, double 0x3FC99999999A06C1)
  %429 = tail call double @llvm.fma.f64(double %428, double %420, double 0x3FD5555555555535)
  %430 = fmul double %420, %429
  %431 = tail call double @llvm.fma.f64(double %430, double %419, double %419)
  %432 = fadd double %431, %431
  %433 = tail call double @llvm.fma.f64(double %404, double 0x3FE62E42FEFA39EF, double %432)
  %434 = tail call i32 @llvm.nvvm.d2i.hi(double %433) #9
  %435 = icmp ult i32 %434, -1072103424
  br i1 %435, label %436, label %460

436:                                              ; preds = %394
  %437 = fsub double -3.125000e+00, %433
  %438 = tail call double @llvm.fma.f64(double %437, double 0xBBB135D2E746E627, double 0xBC08DDF93324D327)
  %439 = tail call double @llvm.fma.f64(double %438, double %437, double 0x3C37B83EEF0B7C9F)
  %440 = tail call double @llvm.fma.f64(double %439, double %437, double 0x3C69BA72CD589B91)
  %441 = tail call double @llvm.fma.f64(double %440, double %437, double 0xBCA33689090A6B96)
  %442 = tail call double @llvm.fma.f64(double %441, double %437, double 0x3C782E11898132E0)
  %443 = tail call double @llvm.fma.f64(double %442, double %437, double 0x3CFDE4ACFD9E26BA)
  %444 = tail call double @llvm.fma.f64(double %443, double %437, double 0xBD26D33EED66C487)
  %445 = tail call double @llvm.fma.f64(double %444, double %437, double 0xBD36F2167040D8E2)
  %446 = tail call double @llvm.fma.f64(double %445, double %437, double 0x3D872A22C2D77E20)
  %447 = tail call double @llvm.fma.f64(double %446, double %437, double 0xBDAC8859C4E5C0AF)
  %448 = tail call double @llvm.fma.f64(double %447, double %437, double 0xBDCDC583D118A561)
  %449 = tail call double @llvm.fma.f64(double %448, double %437, double 0x3E120F47CCF46B3C)
  %450 = tail call double @llvm.fma.f64(double %449, double %437, double 0xBE31A9E38DC84D60)
  %451 = tail call double @llvm.fma.f64(double %450, double %437, double 0xBE5F36CD6D3D46A9)
  %452 = tail call double @llvm.fma.f64(double %451, double %437, double 0x3E9C6B4F5D03B787)
  %453 = tail call double @llvm.fma.f64(double %452, double %437, double 0xBEB6E8A5434AE8A2)
  %454 = tail call double @llvm.fma.f64(double %453, double %437, double 0xBEED1D1F7B8736F6)
  %455 = tail call double @llvm.fma.f64(double %454, double %437, double 0x3F2879C2A212F024)
  %456 = tail call double @llvm.fma.f64(double %455, double %437, double 0xBF4845769484FCA8)
  %457 = tail call double @llvm.fma.f64(double %456, double %437, double 0xBF78B6C33114F909)
  %458 = tail call double @llvm.fma.f64(double %457, double %437, double 0x3FCEBD80D9B13E28)
  %459 = tail call double @llvm.fma.f64(double %458, double %437, double 0x3FFA755E7C99AE86)
  br label %509

460:                                              ; preds = %394
  %461 = fneg double %433
  %462 = tail call double @llvm.sqrt.f64(double %461)
  %463 = tail call i32 @llvm.nvvm.d2i.hi(double %462) #9
  %464 = icmp slt i32 %463, 1074790400
  br i1 %464, label %465, label %485

465:                                              ; preds = %460
  %466 = fadd double %462, -3.250000e+00
  %467 = tail call double @llvm.fma.f64(double %466, double 0x3E23040F87DBD932, double 0x3E785CBE52878635)
  %468 = tail call double @llvm.fma.f64(double %467, double %466, double 0xBE92777453DD3955)
  %469 = tail call double @llvm.fma.f64(double %468, double %466, double 0x3E5395ABCD554C6C)
  %470 = tail call double @llvm.fma.f64(double %469, double %466, double 0x3EB936388A3790AD)
  %471 = tail call double @llvm.fma.f64(double %470, double %466, double 0xBED0D5DB812B5083)
  %472 = tail call double @llvm.fma.f64(double %471, double %466, double 0x3EC8860CD5D652F6)
  %473 = tail call double @llvm.fma.f64(double %472, double %466, double 0x3EEA29A0CACDFB23)
  %474 = tail call double @llvm.fma.f64(double %473, double %466, double 0xBF08CEF1F80281F2)
  %475 = tail call double @llvm.fma.f64(double %474, double %466, double 0x3F11E684D0B9188A)
  %476 = tail call double @llvm.fma.f64(double %475, double %466, double 0x3EF932CD54C8A222)
  %477 = tail call double @llvm.fma.f64(double %476, double %466, double 0xBF37448A89EF8AA3)
  %478 = tail call double @llvm.fma.f64(double %477, double %466, double 0x3F4F3CC55AD40C25)
  %479 = tail call double @llvm.fma.f64(double %478, double %466, double 0xBF5BA924132F38B1)
  %480 = tail call double @llvm.fma.f64(double %479, double %466, double 0x3F6468EECA533CF8)
  %481 = tail call double @llvm.fma.f64(double %480, double %466, double 0xBF6EBADABB891BBD)
  %482 = tail call double @llvm.fma.f64(double %481, double %466, double 0x3F75FFCFE5B76AFC)
  %483 = tail call double @llvm.fma.f64(double %482, double %466, double 0x3FF0158A6D641D39)
  %484 = tail call double @llvm.fma.f64(double %483, double %466, double 0x4008ABCC380D5A48)
  br label %509

485:                                              ; preds = %460
  %486 = fadd double %462, -5.000000e+00
  %487 = tail call double @llvm.fma.f64(double %486, double 0xBDBDCEC3A7785389, double 0xBDF18FEEC0E38727)
  %488 = tail call double @llvm.fma.f64(double %487, double %486, double 0x3E19E6BF2DDA45E3)
  %489 = tail call double @llvm.fma.f64(double %488, double %486, double 0xBE30468FB24E2F5F)
  %490 = tail call double @llvm.fma.f64(double %489, double %486, double 0x3E405AC6A8FBA182)
  %491 = tail call double @llvm.fma.f64(double %490, double %486, double 0xBE50102E495FB9C0)
  %492 = tail call double @llvm.fma.f64(double %491, double %486, double 0x3E5F4C20E1334AF8)
  %493 = tail call double @llvm.fma.f64(double %492, double %486, double 0xBE722D220FDF9C3E)
  %494 = tail call double @llvm.fma.f64(double %493, double %486, double 0x3E8EBC8BB824CB54)
  %495 = tail call double @llvm.fma.f64(double %494, double %486, double 0xBEB0A8D40EA372CC)
  %496 = tail call double @llvm.fma.f64(double %495, double %486, double 0x3ED2FBD29D093D2B)
  %497 = tail call double @llvm.fma.f64(double %496, double %486, double 0xBEF4A3497E1E0FAC)
  %498 = tail call double @llvm.fma.f64(double %497, double %486, double 0x3F13EBF4EB00938F)
  %499 = tail call double @llvm.fma.f64(double %498, double %486, double 0xBF2C2F36A8FC5D53)
  %500 = tail call double @llvm.fma.f64(double %499, double %486, double 0xBF222EA5DF04047C)
  %501 = tail call double @llvm.fma.f64(double %500, double %486, double 0x3FF02A30D1FBA0DC)
  %502 = tail call double @llvm.fma.f64(double %501, double %486, double 0x4013664DDD1AD7FB)
  br label %509

503:                                              ; preds = %384
  %504 = fcmp uno double %389, 0.000000e+00
  br i1 %504, label %509, label %505

505:                                              ; preds = %503
  %506 = tail call double @llvm.fabs.f64(double %389)
  %507 = fcmp oeq double %506, 1.000000e+00
  %508 = select i1 %507, double 0x7FF0000000000000, double 0xFFF8000000000000
  br label %509

509:                                              ; preds = %436, %465, %485, %503, %505
  %510 = phi double [ %459, %436 ], [ %484, %465 ], [ %502, %485 ], [ %508, %505 ], [ %389, %503 ]
  %511 = fmul double %389, %510
  %512 = fadd contract double %388, %511
  %513 = bitcast double %56 to i64
  %514 = icmp ugt i64 %513, 4613937818241073151
  %515 = select i1 %514, i64 4613937818241073152, i64 %513
  %516 = bitcast i64 %515 to double
  %517 = select i1 %514, i64 %513, i64 4613937818241073152
  %518 = bitcast i64 %517 to double
  %519 = tail call i32 @llvm.nvvm.d2i.hi(double %518) #9
  %520 = and i32 %519, -4194304
  %521 = sub i32 2144337920, %520
  %522 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %521) #9
  %523 = fmul double %522, %516
  %524 = fmul double %522, %518
  %525 = fmul double %523, %523
  %526 = tail call double @llvm.fma.f64(double %524, double %524, double %525)
  %527 = tail call double @llvm.minnum.f64(double %526, double 0x7FEFFFFFFFFFFFFF)
  %528 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %527) #10, !srcloc !21
  %529 = tail call double @llvm.nvvm.mul.rn.d(double %528, double %528) #9
  %530 = fneg double %529
  %531 = tail call double @llvm.fma.f64(double %527, double %530, double 1.000000e+00)
  %532 = tail call double @llvm.fma.f64(double %531, double 3.750000e-01, double 5.000000e-01)
  %533 = tail call double @llvm.nvvm.mul.rn.d(double %531, double %528) #9
  %534 = tail call double @llvm.fma.f64(double %532, double %533, double %528)
  %535 = fmul double %526, %534
  %536 = or disjoint i32 %520, 1048576
  %537 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %536) #9
  %538 = fmul double %537, %535
  %539 = fcmp oeq double %516, 0.000000e+00
  %540 = select i1 %539, double %518, double %538
  %541 = tail call i32 @llvm.nvvm.d2i.hi(double %516) #9
  %542 = tail call i32 @llvm.nvvm.d2i.hi(double 0x7FF0000000000000) #9
  %543 = icmp ult i32 %541, %542
  %544 = select i1 %543, double %540, double %516
  %545 = fadd contract double %512, %544
  %546 = tail call i32 @llvm.nvvm.d2i.hi(double 1.500000e+00) #9
  %547 = and i32 %546, 2147483647
  %548 = tail call i32 @llvm.nvvm.d2i.lo(double 1.500000e+00) #9
  %549 = tail call double @llvm.nvvm.lohi.i2d(i32 %548, i32 %547) #9
  %550 = icmp ugt i32 %331, 2146435071
  %551 = icmp ugt i32 %547, 2146435071
  %552 = select i1 %550, i1 true, i1 %551
  br i1 %552, label %553, label %562

553:                                              ; preds = %509
  %554 = fcmp ord double %333, 0.000000e+00
  %555 = fcmp ord double %549, 0.000000e+00
  %556 = select i1 %554, i1 %555, i1 false
  br i1 %556, label %559, label %557

557:                                              ; preds = %553
  %558 = tail call double @llvm.nvvm.add.rn.d(double %13, double 1.500000e+00) #9
  br label %629

559:                                              ; preds = %553
  %560 = fcmp oeq double %333, 0x7FF0000000000000
  %561 = select i1 %560, double 0xFFF8000000000000, double %13
  br label %629

562:                                              ; preds = %509
  %563 = fcmp oeq double %549, 0.000000e+00
  br i1 %563, label %629, label %564

564:                                              ; preds = %562
  %565 = fcmp ult double %333, %549
  br i1 %565, label %629, label %566

566:                                              ; preds = %564
  %567 = tail call i32 @llvm.nvvm.d2i.hi(double %333) #9
  %568 = lshr i32 %567, 20
  %569 = tail call i32 @llvm.nvvm.d2i.hi(double %549) #9
  %570 = lshr i32 %569, 20
  %571 = icmp ult i32 %567, 1048576
  %572 = fmul double %333, 0x4350000000000000
  %573 = tail call i32 @llvm.nvvm.d2i.hi(double %572) #9
  %574 = lshr i32 %573, 20
  %575 = add nsw i32 %574, -54
  %576 = select i1 %571, double %572, double %333
  %577 = select i1 %571, i32 %575, i32 %568
  %578 = icmp ult i32 %569, 1048576
  %579 = fmul double %549, 0x4350000000000000
  %580 = tail call i32 @llvm.nvvm.d2i.hi(double %579) #9
  %581 = lshr i32 %580, 20
  %582 = add nsw i32 %581, -54
  %583 = select i1 %578, double %579, double %549
  %584 = select i1 %578, i32 %582, i32 %570
  %585 = bitcast double %576 to i64
  %586 = bitcast double %583 to i64
  %587 = and i64 %585, 4503599627370495
  %588 = or disjoint i64 %587, 4503599627370496
  %589 = and i64 %586, 4503599627370495
  %590 = or disjoint i64 %589, 4503599627370496
  %591 = sub nsw i32 %577, %584
  br label %592

592:                                              ; preds = %592, %566
  %593 = phi i64 [ %588, %566 ], [ %600, %592 ]
  %594 = phi i32 [ %591, %566 ], [ %601, %592 ]
  %595 = sub i64 %593, %590
  %596 = bitcast i64 %595 to double
  %597 = tail call i32 @llvm.nvvm.d2i.hi(double %596) #9
  %598 = icmp slt i32 %597, 0
  %599 = select i1 %598, i64 %593, i64 %595
  %600 = shl i64 %599, 1
  %601 = add nsw i32 %594, -1
  %602 = icmp sgt i32 %594, 0
  br i1 %602, label %592, label %603

603:                                              ; preds = %592
  %604 = and i64 %599, 9223372036854775807
  %605 = icmp eq i64 %604, 0
  br i1 %605, label %625, label %606

606:                                              ; preds = %603
  %607 = bitcast i64 %604 to double
  %608 = fmul double %607, 0x4350000000000000
  %609 = tail call i32 @llvm.nvvm.d2i.hi(double %608) #9
  %610 = lshr i32 %609, 20
  %611 = sub nsw i32 55, %610
  %612 = sub nsw i32 %584, %611
  %613 = zext nneg i32 %611 to i64
  %614 = shl i64 %604, %613
  %615 = icmp slt i32 %612, 1
  br i1 %615, label %616, label %620

616:                                              ; preds = %606
  %617 = sub nsw i32 1, %612
  %618 = zext nneg i32 %617 to i64
  %619 = lshr i64 %614, %618
  br label %625

620:                                              ; preds = %606
  %621 = add nuw nsw i32 %612, 4095
  %622 = zext nneg i32 %621 to i64
  %623 = shl i64 %622, 52
  %624 = add i64 %623, %614
  br label %625

625:                                              ; preds = %620, %616, %603
  %626 = phi i64 [ 0, %603 ], [ %619, %616 ], [ %624, %620 ]
  %627 = bitcast i64 %626 to double
  %628 = tail call double @llvm.copysign.f64(double %627, double %13) #9
  br label %629

629:                                              ; preds = %557, %559, %562, %564, %625
  %630 = phi double [ %561, %559 ], [ %558, %557 ], [ %628, %625 ], [ %13, %564 ], [ 0xFFF8000000000000, %562 ]
  %631 = fadd contract double %545, %630
  %632 = getelementptr inbounds double, ptr %1, i64 %11
  store double %631, ptr %632, align 8, !tbaa !19
  br label %633

633:                                              ; preds = %3, %629
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9fast_mathPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %44

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !11
  %14 = fmul float %13, 0x3FF7154760000000
  %15 = tail call noundef float @llvm.nvvm.ex2.approx.f(float %14) #9
  %16 = tail call noundef float @llvm.nvvm.fabs.f(float %13)
  %17 = fadd contract float %16, 1.000000e+00
  %18 = tail call float @llvm.nvvm.lg2.approx.f(float %17) #9
  %19 = fmul float %18, 0x3FE62E4300000000
  %20 = fadd contract float %15, %19
  %21 = tail call noundef float @llvm.nvvm.sin.approx.f(float %13) #9
  %22 = tail call noundef float @llvm.nvvm.cos.approx.f(float %13) #9
  %23 = fmul contract float %21, %22
  %24 = fadd contract float %20, %23
  %25 = fadd contract float %13, 3.000000e+00
  %26 = tail call noundef float @llvm.nvvm.div.approx.f(float %13, float %25)
  %27 = fadd contract float %26, %24
  %28 = tail call float @llvm.nvvm.lg2.approx.f(float %16) #9
  %29 = fmul float %28, 5.000000e-01
  %30 = tail call noundef float @llvm.nvvm.ex2.approx.f(float %29) #9
  %31 = fadd contract float %27, %30
  %32 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %17)
  %33 = fadd contract float %31, %32
  %34 = tail call noundef float @llvm.nvvm.saturate.f(float %13)
  %35 = fadd contract float %34, %33
  %36 = tail call noundef float @llvm.nvvm.ex2.approx.f(float %13) #9
  %37 = fadd contract float %36, %35
  %38 = fadd contract float %13, 5.000000e+00
  %39 = tail call noundef float @llvm.nvvm.rcp.rn.f(float %38)
  %40 = fadd contract float %39, %37
  %41 = tail call noundef float @llvm.nvvm.sqrt.rn.f(float %16)
  %42 = fadd contract float %41, %40
  %43 = getelementptr inbounds float, ptr %1, i64 %11
  store float %42, ptr %43, align 4, !tbaa !11
  br label %44

44:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: nofree nosync nounwind memory(none)
define dso_local noundef float @_Z3cndf(float noundef %0) local_unnamed_addr #3 {
  %2 = fmul contract float %0, 0xBFE6A09E60000000
  %3 = tail call float @llvm.nvvm.fabs.f(float %2) #9
  %4 = fadd float %3, -4.000000e+00
  %5 = fadd float %3, 4.000000e+00
  %6 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %5) #10, !srcloc !18
  %7 = tail call float @llvm.nvvm.mul.rn.f(float %4, float %6) #9
  %8 = fadd float %7, 1.000000e+00
  %9 = tail call float @llvm.fma.f32(float %8, float -4.000000e+00, float %3)
  %10 = fneg float %7
  %11 = tail call float @llvm.fma.f32(float %10, float %3, float %9)
  %12 = tail call float @llvm.fma.f32(float %6, float %11, float %7)
  %13 = tail call float @llvm.fma.f32(float %12, float 0x3F4D341220000000, float 0x3F7CDC0B60000000)
  %14 = tail call float @llvm.fma.f32(float %13, float %12, float 0xBF903F6960000000)
  %15 = tail call float @llvm.fma.f32(float %14, float %12, float 0x3FA2A6E760000000)
  %16 = tail call float @llvm.fma.f32(float %15, float %12, float 0xBFB10F8B40000000)
  %17 = tail call float @llvm.fma.f32(float %16, float %12, float 0x3FB8043AA0000000)
  %18 = tail call float @llvm.fma.f32(float %17, float %12, float 0xBFB9DA8480000000)
  %19 = tail call float @llvm.fma.f32(float %18, float %12, float 0x3FB16E9BC0000000)
  %20 = tail call float @llvm.fma.f32(float %19, float %12, float 0x3F8F7E2E00000000)
  %21 = tail call float @llvm.fma.f32(float %20, float %12, float 0xBFC1DF1A80000000)
  %22 = tail call float @llvm.fma.f32(float %21, float %12, float 0x3FF3BA5920000000)
  %23 = tail call float @llvm.fma.f32(float %3, float 2.000000e+00, float 1.000000e+00)
  %24 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %23) #10, !srcloc !18
  %25 = tail call float @llvm.nvvm.mul.rn.f(float %22, float %24) #9
  %26 = fmul float %25, -2.000000e+00
  %27 = tail call float @llvm.fma.f32(float %3, float %26, float %22)
  %28 = fsub float %27, %25
  %29 = tail call float @llvm.fma.f32(float %28, float %24, float %25)
  %30 = fneg float %3
  %31 = fmul float %3, %30
  %32 = tail call float @llvm.nvvm.mul.rn.f(float %31, float 0x3FF7154760000000) #9
  %33 = tail call float @llvm.trunc.f32(float %32)
  %34 = tail call float @llvm.nvvm.fabs.f(float %33) #9
  %35 = fcmp ogt float %34, 1.260000e+02
  %36 = tail call float @llvm.copysign.f32(float 1.260000e+02, float %33) #9
  %37 = select i1 %35, float %36, float %33
  %38 = tail call float @llvm.fma.f32(float %37, float 0xBFE62E4300000000, float %31)
  %39 = tail call float @llvm.fma.f32(float %37, float 0x3E205C6100000000, float %38)
  %40 = fmul float %39, 0x3FF7154760000000
  %41 = fadd float %37, 0x4168000FE0000000
  %42 = bitcast float %41 to i32
  %43 = shl i32 %42, 23
  %44 = bitcast i32 %43 to float
  %45 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %40) #9
  %46 = fmul float %45, %44
  %47 = fneg float %31
  %48 = tail call float @llvm.fma.f32(float %30, float %3, float %47)
  %49 = tail call float @llvm.fma.f32(float %46, float %48, float %46)
  %50 = fmul float %49, %29
  %51 = fcmp ogt float %3, 0x40241C2900000000
  %52 = select i1 %51, float 0.000000e+00, float %50
  %53 = fcmp olt float %2, 0.000000e+00
  %54 = fsub float 2.000000e+00, %52
  %55 = select i1 %53, float %54, float %52
  %56 = fmul contract float %55, 5.000000e-01
  ret float %56
}

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z13black_scholesPKfS0_S0_PfS1_ffi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, float noundef %5, float noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %7
  br i1 %14, label %15, label %22

15:                                               ; preds = %8
  %16 = fmul contract float %6, 5.000000e-01
  %17 = fmul contract float %16, %6
  %18 = fadd contract float %17, %5
  %19 = fneg contract float %5
  %20 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = mul i32 %20, %10
  br label %23

22:                                               ; preds = %23, %8
  ret void

23:                                               ; preds = %15, %23
  %24 = phi i32 [ %13, %15 ], [ %204, %23 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %2, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %27) #9
  %29 = getelementptr inbounds float, ptr %0, i64 %25
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = getelementptr inbounds float, ptr %1, i64 %25
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = fdiv contract float %30, %32
  %34 = fcmp olt float %33, 0x3810000000000000
  %35 = fmul float %33, 0x4160000000000000
  %36 = select i1 %34, float %35, float %33
  %37 = select i1 %34, float -2.300000e+01, float 0.000000e+00
  %38 = bitcast float %36 to i32
  %39 = add i32 %38, -1059760811
  %40 = and i32 %39, -8388608
  %41 = sub i32 %38, %40
  %42 = bitcast i32 %41 to float
  %43 = sitofp i32 %40 to float
  %44 = tail call float @llvm.fma.f32(float %43, float 0x3E80000000000000, float %37)
  %45 = fadd float %42, -1.000000e+00
  %46 = tail call float @llvm.fma.f32(float %45, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %47 = tail call float @llvm.fma.f32(float %46, float %45, float 0xBFBF19B980000000)
  %48 = tail call float @llvm.fma.f32(float %47, float %45, float 0x3FC1E52AA0000000)
  %49 = tail call float @llvm.fma.f32(float %48, float %45, float 0xBFC55B1720000000)
  %50 = tail call float @llvm.fma.f32(float %49, float %45, float 0x3FC99DA160000000)
  %51 = tail call float @llvm.fma.f32(float %50, float %45, float 0xBFCFFFE440000000)
  %52 = tail call float @llvm.fma.f32(float %51, float %45, float 0x3FD5554F00000000)
  %53 = tail call float @llvm.fma.f32(float %52, float %45, float -5.000000e-01)
  %54 = fmul float %45, %53
  %55 = tail call float @llvm.fma.f32(float %54, float %45, float %45)
  %56 = tail call float @llvm.fma.f32(float %44, float 0x3FE62E4300000000, float %55)
  %57 = icmp ugt i32 %38, 2139095039
  %58 = tail call float @llvm.fma.f32(float %36, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %59 = select i1 %57, float %58, float %56
  %60 = fcmp oeq float %36, 0.000000e+00
  %61 = select i1 %60, float 0xFFF0000000000000, float %59
  %62 = fmul contract float %18, %27
  %63 = fadd contract float %62, %61
  %64 = fmul contract float %28, %6
  %65 = fdiv contract float %63, %64
  %66 = fsub contract float %65, %64
  %67 = fmul contract float %27, %19
  %68 = tail call float @llvm.fma.f32(float %67, float 0x3F777313A0000000, float 5.000000e-01)
  %69 = tail call float @llvm.nvvm.saturate.f(float %68) #9
  %70 = tail call float @llvm.nvvm.fma.rm.f(float %69, float 2.520000e+02, float 0x4168000020000000) #9
  %71 = fadd float %70, 0xC168000FE0000000
  %72 = fneg float %71
  %73 = tail call float @llvm.fma.f32(float %67, float 0x3FF7154760000000, float %72)
  %74 = tail call float @llvm.fma.f32(float %67, float 0x3E54AE0C00000000, float %73)
  %75 = bitcast float %70 to i32
  %76 = shl i32 %75, 23
  %77 = bitcast i32 %76 to float
  %78 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %74) #9
  %79 = fmul float %78, %77
  %80 = fmul contract float %65, 0xBFE6A09E60000000
  %81 = tail call float @llvm.nvvm.fabs.f(float %80) #9
  %82 = fadd float %81, -4.000000e+00
  %83 = fadd float %81, 4.000000e+00
  %84 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %83) #10, !srcloc !18
  %85 = tail call float @llvm.nvvm.mul.rn.f(float %82, float %84) #9
  %86 = fadd float %85, 1.000000e+00
  %87 = tail call float @llvm.fma.f32(float %86, float -4.000000e+00, float %81)
  %88 = fneg float %85
  %89 = tail call float @llvm.fma.f32(float %88, float %81, float %87)
  %90 = tail call float @llvm.fma.f32(float %84, float %89, float %85)
  %91 = tail call float @llvm.fma.f32(float %90, float 0x3F4D341220000000, float 0x3F7CDC0B60000000)
  %92 = tail call float @llvm.fma.f32(float %91, float %90, float 0xBF903F6960000000)
  %93 = tail call float @llvm.fma.f32(float %92, float %90, float 0x3FA2A6E760000000)
  %94 = tail call float @llvm.fma.f32(float %93, float %90, float 0xBFB10F8B40000000)
  %95 = tail call float @llvm.fma.f32(float %94, float %90, float 0x3FB8043AA0000000)
  %96 = tail call float @llvm.fma.f32(float %95, float %90, float 0xBFB9DA8480000000)
  %97 = tail call float @llvm.fma.f32(float %96, float %90, float 0x3FB16E9BC0000000)
  %98 = tail call float @llvm.fma.f32(float %97, float %90, float 0x3F8F7E2E00000000)
  %99 = tail call float @llvm.fma.f32(float %98, float %90, float 0xBFC1DF1A80000000)
  %100 = tail call float @llvm.fma.f32(float %99, float %90, float 0x3FF3BA5920000000)
  %101 = tail call float @llvm.fma.f32(float %81, float 2.000000e+00, float 1.000000e+00)
  %102 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %101) #10, !srcloc !18
  %103 = tail call float @llvm.nvvm.mul.rn.f(float %100, float %102) #9
  %104 = fmul float %103, -2.000000e+00
  %105 = tail call float @llvm.fma.f32(float %81, float %104, float %100)
  %106 = fsub float %105, %103
  %107 = tail call float @llvm.fma.f32(float %106, float %102, float %103)
  %108 = fneg float %81
  %109 = fmul float %81, %108
  %110 = tail call float @llvm.nvvm.mul.rn.f(float %109, float 0x3FF7154760000000) #9
  %111 = tail call float @llvm.trunc.f32(float %110)
  %112 = tail call float @llvm.nvvm.fabs.f(float %111) #9
  %113 = fcmp ogt float %112, 1.260000e+02
  %114 = tail call float @llvm.copysign.f32(float 1.260000e+02, float %111) #9
  %115 = select i1 %113, float %114, float %111
  %116 = tail call float @llvm.fma.f32(float %115, float 0xBFE62E4300000000, float %109)
  %117 = tail call float @llvm.fma.f32(float %115, float 0x3E205C6100000000, float %116)
  %118 = fmul float %117, 0x3FF7154760000000
  %119 = fadd float %115, 0x4168000FE0000000
  %120 = bitcast float %119 to i32
  %121 = shl i32 %120, 23
  %122 = bitcast i32 %121 to float
  %123 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %118) #9
  %124 = fmul float %123, %122
  %125 = fneg float %109
  %126 = tail call float @llvm.fma.f32(float %108, float %81, float %125)
  %127 = tail call float @llvm.fma.f32(float %124, float %126, float %124)
  %128 = fmul float %127, %107
  %129 = fcmp ogt float %81, 0x40241C2900000000
  %130 = select i1 %129, float 0.000000e+00, float %128
  %131 = fcmp olt float %80, 0.000000e+00
  %132 = fsub float 2.000000e+00, %130
  %133 = select i1 %131, float %132, float %130
  %134 = fmul contract float %133, 5.000000e-01
  %135 = fmul contract float %30, %134
  %136 = fmul contract float %32, %79
  %137 = fmul contract float %66, 0xBFE6A09E60000000
  %138 = tail call float @llvm.nvvm.fabs.f(float %137) #9
  %139 = fadd float %138, -4.000000e+00
  %140 = fadd float %138, 4.000000e+00
  %141 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %140) #10, !srcloc !18
  %142 = tail call float @llvm.nvvm.mul.rn.f(float %139, float %141) #9
  %143 = fadd float %142, 1.000000e+00
  %144 = tail call float @llvm.fma.f32(float %143, float -4.000000e+00, float %138)
  %145 = fneg float %142
  %146 = tail call float @llvm.fma.f32(float %145, float %138, float %144)
  %147 = tail call float @llvm.fma.f32(float %141, float %146, float %142)
  %148 = tail call float @llvm.fma.f32(float %147, float 0x3F4D341220000000, float 0x3F7CDC0B60000000)
  %149 = tail call float @llvm.fma.f32(float %148, float %147, float 0xBF903F6960000000)
  %150 = tail call float @llvm.fma.f32(float %149, float %147, float 0x3FA2A6E760000000)
  %151 = tail call float @llvm.fma.f32(float %150, float %147, float 0xBFB10F8B40000000)
  %152 = tail call float @llvm.fma.f32(float %151, float %147, float 0x3FB8043AA0000000)
  %153 = tail call float @llvm.fma.f32(float %152, float %147, float 0xBFB9DA8480000000)
  %154 = tail call float @llvm.fma.f32(float %153, float %147, float 0x3FB16E9BC0000000)
  %155 = tail call float @llvm.fma.f32(float %154, float %147, float 0x3F8F7E2E00000000)
  %156 = tail call float @llvm.fma.f32(float %155, float %147, float 0xBFC1DF1A80000000)
  %157 = tail call float @llvm.fma.f32(float %156, float %147, float 0x3FF3BA5920000000)
  %158 = tail call float @llvm.fma.f32(float %138, float 2.000000e+00, float 1.000000e+00)
  %159 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %158) #10, !srcloc !18
  %160 = tail call float @llvm.nvvm.mul.rn.f(float %157, float %159) #9
  %161 = fmul float %160, -2.000000e+00
  %162 = tail call float @llvm.fma.f32(float %138, float %161, float %157)
  %163 = fsub float %162, %160
  %164 = tail call float @llvm.fma.f32(float %163, float %159, float %160)
  %165 = fneg float %138
  %166 = fmul float %138, %165
  %167 = tail call float @llvm.nvvm.mul.rn.f(float %166, float 0x3FF7154760000000) #9
  %168 = tail call float @llvm.trunc.f32(float %167)
  %169 = tail call float @llvm.nvvm.fabs.f(float %168) #9
  %170 = fcmp ogt float %169, 1.260000e+02
  %171 = tail call float @llvm.copysign.f32(float 1.260000e+02, float %168) #9
  %172 = select i1 %170, float %171, float %168
  %173 = tail call float @llvm.fma.f32(float %172, float 0xBFE62E4300000000, float %166)
  %174 = tail call float @llvm.fma.f32(float %172, float 0x3E205C6100000000, float %173)
  %175 = fmul float %174, 0x3FF7154760000000
  %176 = fadd float %172, 0x4168000FE0000000
  %177 = bitcast float %176 to i32
  %178 = shl i32 %177, 23
  %179 = bitcast i32 %178 to float
  %180 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %175) #9
  %181 = fmul float %180, %179
  %182 = fneg float %166
  %183 = tail call float @llvm.fma.f32(float %165, float %138, float %182)
  %184 = tail call float @llvm.fma.f32(float %181, float %183, float %181)
  %185 = fmul float %184, %164
  %186 = fcmp ogt float %138, 0x40241C2900000000
  %187 = select i1 %186, float 0.000000e+00, float %185
  %188 = fcmp olt float %137, 0.000000e+00
  %189 = fsub float 2.000000e+00, %187
  %190 = select i1 %188, float %189, float %187
  %191 = fmul contract float %190, 5.000000e-01
  %192 = fmul contract float %136, %191
  %193 = fsub contract float %135, %192
  %194 = getelementptr inbounds float, ptr %3, i64 %25
  store float %193, ptr %194, align 4, !tbaa !11
  %195 = load float, ptr %31, align 4, !tbaa !11
  %196 = fmul contract float %79, %195
  %197 = fsub contract float 1.000000e+00, %191
  %198 = fmul contract float %196, %197
  %199 = load float, ptr %29, align 4, !tbaa !11
  %200 = fsub contract float 1.000000e+00, %134
  %201 = fmul contract float %199, %200
  %202 = fsub contract float %198, %201
  %203 = getelementptr inbounds float, ptr %4, i64 %25
  store float %202, ptr %203, align 4, !tbaa !11
  %204 = add i32 %24, %21
  %205 = icmp slt i32 %204, %7
  br i1 %205, label %23, label %22, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rn.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rn.f(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rz.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rn(double) #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %0) unnamed_addr #6 {
  %2 = alloca [5 x i64], align 8
  %3 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #9
  %4 = and i32 %3, -2147483648
  %5 = lshr i32 %3, 20
  %6 = and i32 %5, 2047
  %7 = icmp eq i32 %6, 2047
  br i1 %7, label %105, label %8

8:                                                ; preds = %1
  %9 = add nsw i32 %6, -1024
  %10 = bitcast double %0 to i64
  %11 = shl i64 %10, 11
  %12 = or i64 %11, -9223372036854775808
  %13 = lshr i32 %9, 6
  %14 = sub nsw i32 15, %13
  %15 = sub nsw i32 19, %13
  %16 = icmp ult i32 %9, 128
  %17 = select i1 %16, i32 18, i32 %15
  %18 = icmp slt i32 %14, %17
  br i1 %18, label %19, label %33

19:                                               ; preds = %8, %19
  %20 = phi i32 [ %31, %19 ], [ %14, %8 ]
  %21 = phi i64 [ %27, %19 ], [ 0, %8 ]
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds [18 x i64], ptr addrspace(1) @__cudart_i2opi_d, i64 0, i64 %22
  %24 = load i64, ptr addrspace(1) %23, align 8
  %25 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\0A\09mov.b64         {alo,ahi}, $2;    \0A\09mov.b64         {blo,bhi}, $3;    \0A\09mov.b64         {clo,chi}, $4;    \0A\09mad.lo.cc.u32   r0, alo, blo, clo;\0A\09madc.hi.cc.u32  r1, alo, blo, chi;\0A\09madc.hi.u32     r2, alo, bhi,   0;\0A\09mad.lo.cc.u32   r1, alo, bhi,  r1;\0A\09madc.hi.cc.u32  r2, ahi, blo,  r2;\0A\09madc.hi.u32     r3, ahi, bhi,   0;\0A\09mad.lo.cc.u32   r1, ahi, blo,  r1;\0A\09madc.lo.cc.u32  r2, ahi, bhi,  r2;\0A\09addc.u32        r3,  r3,   0;     \0A\09mov.b64         $0, {r0,r1};      \0A\09mov.b64         $1, {r2,r3};      \0A\09}", "=l,=l,l,l,l"(i64 %24, i64 %12, i64 %21) #10, !srcloc !24
  %26 = extractvalue { i64, i64 } %25, 0
  %27 = extractvalue { i64, i64 } %25, 1
  %28 = sub nsw i32 %20, %14
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %29
  store i64 %26, ptr %30, align 8
  %31 = add nsw i32 %20, 1
  %32 = icmp eq i32 %31, %17
  br i1 %32, label %33, label %19, !llvm.loop !25

33:                                               ; preds = %19, %8
  %34 = phi i64 [ 0, %8 ], [ %27, %19 ]
  %35 = phi i32 [ %14, %8 ], [ %17, %19 ]
  %36 = sub nsw i32 %35, %14
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %37
  store i64 %34, ptr %38, align 8
  %39 = and i32 %5, 63
  %40 = getelementptr inbounds i8, ptr %2, i64 16
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds i8, ptr %2, i64 24
  %43 = load i64, ptr %42, align 8
  %44 = icmp eq i32 %39, 0
  br i1 %44, label %57, label %45

45:                                               ; preds = %33
  %46 = sub nuw nsw i32 64, %39
  %47 = zext nneg i32 %39 to i64
  %48 = shl i64 %43, %47
  %49 = zext nneg i32 %46 to i64
  %50 = lshr i64 %41, %49
  %51 = or i64 %48, %50
  %52 = shl i64 %41, %47
  %53 = getelementptr inbounds i8, ptr %2, i64 8
  %54 = load i64, ptr %53, align 8
  %55 = lshr i64 %54, %49
  %56 = or i64 %55, %52
  br label %57

57:                                               ; preds = %45, %33
  %58 = phi i64 [ %51, %45 ], [ %43, %33 ]
  %59 = phi i64 [ %56, %45 ], [ %41, %33 ]
  %60 = lshr i64 %58, 62
  %61 = trunc nuw nsw i64 %60 to i32
  %62 = tail call i64 @llvm.fshl.i64(i64 %58, i64 %59, i64 2)
  %63 = shl i64 %59, 2
  %64 = lshr i64 %62, 63
  %65 = trunc nuw nsw i64 %64 to i32
  %66 = add nuw nsw i32 %65, %61
  %67 = icmp eq i32 %4, 0
  %68 = sub nsw i32 0, %66
  %69 = select i1 %67, i32 %66, i32 %68
  %70 = icmp sgt i64 %62, -1
  br i1 %70, label %76, label %71

71:                                               ; preds = %57
  %72 = xor i32 %4, -2147483648
  %73 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09sub.cc.u32      r0, a0, b0; \0A\09subc.cc.u32     r1, a1, b1; \0A\09subc.cc.u32     r2, a2, b2; \0A\09subc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 0, i64 0, i64 %63, i64 %62) #10, !srcloc !26
  %74 = extractvalue { i64, i64 } %73, 0
  %75 = extractvalue { i64, i64 } %73, 1
  br label %76

76:                                               ; preds = %71, %57
  %77 = phi i64 [ %75, %71 ], [ %62, %57 ]
  %78 = phi i64 [ %74, %71 ], [ %63, %57 ]
  %79 = phi i32 [ %72, %71 ], [ %4, %57 ]
  %80 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %77, i1 false)
  %81 = freeze i64 %78
  %82 = tail call i64 @llvm.fshl.i64(i64 %77, i64 %81, i64 %80)
  %83 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\0A\09mov.b64         {alo,ahi}, $2;   \0A\09mov.b64         {blo,bhi}, $3;   \0A\09mul.lo.u32      r0, alo, blo;    \0A\09mul.hi.u32      r1, alo, blo;    \0A\09mad.lo.cc.u32   r1, alo, bhi, r1;\0A\09madc.hi.u32     r2, alo, bhi,  0;\0A\09mad.lo.cc.u32   r1, ahi, blo, r1;\0A\09madc.hi.cc.u32  r2, ahi, blo, r2;\0A\09madc.hi.u32     r3, ahi, bhi,  0;\0A\09mad.lo.cc.u32   r2, ahi, bhi, r2;\0A\09addc.u32        r3, r3,  0;      \0A\09mov.b64         $0, {r0,r1};     \0A\09mov.b64         $1, {r2,r3};     \0A\09}", "=l,=l,l,l"(i64 %82, i64 -3958705157555305931) #10, !srcloc !27
  %84 = extractvalue { i64, i64 } %83, 1
  %85 = icmp sgt i64 %84, 0
  br i1 %85, label %86, label %91

86:                                               ; preds = %76
  %87 = add nuw nsw i64 %80, 1
  %88 = extractvalue { i64, i64 } %83, 0
  %89 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09add.cc.u32      r0, a0, b0; \0A\09addc.cc.u32     r1, a1, b1; \0A\09addc.cc.u32     r2, a2, b2; \0A\09addc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 %88, i64 %84, i64 %88, i64 %84) #10, !srcloc !28
  %90 = extractvalue { i64, i64 } %89, 1
  br label %91

91:                                               ; preds = %86, %76
  %92 = phi i64 [ %90, %86 ], [ %84, %76 ]
  %93 = phi i64 [ %87, %86 ], [ %80, %76 ]
  %94 = zext i32 %79 to i64
  %95 = shl nuw i64 %94, 32
  %96 = add i64 %92, 1
  %97 = lshr i64 %96, 10
  %98 = add nuw nsw i64 %97, 1
  %99 = lshr i64 %98, 1
  %100 = shl nuw nsw i64 %93, 52
  %101 = sub nsw i64 %99, %100
  %102 = add nsw i64 %101, 4602678819172646912
  %103 = or i64 %102, %95
  %104 = bitcast i64 %103 to double
  br label %105

105:                                              ; preds = %1, %91
  %106 = phi double [ %104, %91 ], [ %0, %1 ]
  %107 = phi i32 [ %69, %91 ], [ 0, %1 ]
  %108 = insertvalue { double, i32 } poison, double %106, 0
  %109 = insertvalue { double, i32 } %108, i32 %107, 1
  ret { double, i32 } %109
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc double @__internal_accurate_pow(double %0) unnamed_addr #7 {
  %2 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #9
  %3 = tail call i32 @llvm.nvvm.d2i.lo(double %0) #9
  %4 = lshr i32 %2, 20
  %5 = icmp ult i32 %2, 1048576
  %6 = fmul double %0, 0x4350000000000000
  %7 = tail call i32 @llvm.nvvm.d2i.hi(double %6) #9
  %8 = tail call i32 @llvm.nvvm.d2i.lo(double %6) #9
  %9 = lshr i32 %7, 20
  %10 = add nsw i32 %9, -54
  %11 = select i1 %5, i32 %8, i32 %3
  %12 = select i1 %5, i32 %7, i32 %2
  %13 = select i1 %5, i32 %10, i32 %4
  %14 = and i32 %12, -2146435073
  %15 = or disjoint i32 %14, 1072693248
  %16 = tail call double @llvm.nvvm.lohi.i2d(i32 %11, i32 %15) #9
  %17 = icmp ugt i32 %15, 1073127582
  %18 = tail call i32 @llvm.nvvm.d2i.lo(double %16) #9
  %19 = tail call i32 @llvm.nvvm.d2i.hi(double %16) #9
  %20 = add i32 %19, -1048576
  %21 = tail call double @llvm.nvvm.lohi.i2d(i32 %18, i32 %20) #9
  %22 = select i1 %17, double %21, double %16
  %23 = select i1 %17, i32 -1022, i32 -1023
  %24 = add nsw i32 %23, %13
  %25 = fadd double %22, -1.000000e+00
  %26 = fadd double %22, 1.000000e+00
  %27 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %26) #9
  %28 = fneg double %26
  %29 = tail call double @llvm.fma.f64(double %28, double %27, double 1.000000e+00)
  %30 = tail call double @llvm.fma.f64(double %29, double %29, double %29)
  %31 = tail call double @llvm.fma.f64(double %30, double %27, double %27)
  %32 = fmul double %25, %31
  %33 = fadd double %32, %32
  %34 = fmul double %33, %33
  %35 = tail call double @llvm.fma.f64(double %34, double 0x3EB0F5FF7D2CAFE2, double 0x3ED0F5D241AD3B5A)
  %36 = tail call double @llvm.fma.f64(double %35, double %34, double 0x3EF3B20A75488A3F)
  %37 = tail call double @llvm.fma.f64(double %36, double %34, double 0x3F1745CDE4FAECD5)
  %38 = tail call double @llvm.fma.f64(double %37, double %34, double 0x3F3C71C7258A578B)
  %39 = tail call double @llvm.fma.f64(double %38, double %34, double 0x3F6249249242B910)
  %40 = tail call double @llvm.fma.f64(double %39, double %34, double 0x3F89999999999DFB)
  %41 = fmul double %34, %40
  %42 = fsub double %25, %33
  %43 = fmul double %42, 2.000000e+00
  %44 = fneg double %33
  %45 = tail call double @llvm.fma.f64(double %44, double %25, double %43)
  %46 = fmul double %31, %45
  %47 = fadd double %41, 0x3FB5555555555555
  %48 = fsub double 0x3FB5555555555555, %47
  %49 = fadd double %41, %48
  %50 = fadd double %49, 0xBC46A4CB00B9E7B0
  %51 = fadd double %47, %50
  %52 = fsub double %47, %51
  %53 = fadd double %50, %52
  %54 = tail call double @llvm.nvvm.mul.rn.d(double %33, double %33) #9
  %55 = fneg double %54
  %56 = tail call double @llvm.fma.f64(double %33, double %33, double %55)
  %57 = tail call i32 @llvm.nvvm.d2i.lo(double %46) #9
  %58 = tail call i32 @llvm.nvvm.d2i.hi(double %46) #9
  %59 = add i32 %58, 1048576
  %60 = tail call double @llvm.nvvm.lohi.i2d(i32 %57, i32 %59) #9
  %61 = tail call double @llvm.fma.f64(double %33, double %60, double %56)
  %62 = tail call double @llvm.nvvm.mul.rn.d(double %54, double %33) #9
  %63 = fneg double %62
  %64 = tail call double @llvm.fma.f64(double %54, double %33, double %63)
  %65 = tail call double @llvm.fma.f64(double %54, double %46, double %64)
  %66 = tail call double @llvm.fma.f64(double %61, double %33, double %65)
  %67 = tail call double @llvm.nvvm.mul.rn.d(double %51, double %62) #9
  %68 = fneg double %67
  %69 = tail call double @llvm.fma.f64(double %51, double %62, double %68)
  %70 = tail call double @llvm.fma.f64(double %51, double %66, double %69)
  %71 = tail call double @llvm.fma.f64(double %53, double %62, double %70)
  %72 = fadd double %67, %71
  %73 = fsub double %67, %72
  %74 = fadd double %71, %73
  %75 = fadd double %33, %72
  %76 = fsub double %33, %75
  %77 = fadd double %72, %76
  %78 = fadd double %74, %77
  %79 = fadd double %46, %78
  %80 = fadd double %75, %79
  %81 = fsub double %75, %80
  %82 = fadd double %79, %81
  %83 = xor i32 %24, -2147483648
  %84 = tail call double @llvm.nvvm.lohi.i2d(i32 %83, i32 1127219200) #9
  %85 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
  %86 = fsub double %84, %85
  %87 = tail call double @llvm.fma.f64(double %86, double 0x3FE62E42FEFA39EF, double %80)
  %88 = fneg double %86
  %89 = tail call double @llvm.fma.f64(double %88, double 0x3FE62E42FEFA39EF, double %87)
  %90 = fsub double %89, %80
  %91 = fsub double %82, %90
  %92 = tail call double @llvm.fma.f64(double %86, double 0x3C7ABC9E3B39803F, double %91)
  %93 = fadd double %87, %92
  %94 = fsub double %87, %93
  %95 = fadd double %92, %94
  %96 = tail call i32 @llvm.nvvm.d2i.hi(double 2.500000e+00) #9
  %97 = tail call i32 @llvm.nvvm.d2i.lo(double 2.500000e+00) #9
  %98 = shl i32 %96, 1
  %99 = icmp ugt i32 %98, -33554433
  %100 = and i32 %96, -15728641
  %101 = select i1 %99, i32 %100, i32 %96
  %102 = tail call double @llvm.nvvm.lohi.i2d(i32 %97, i32 %101) #9
  %103 = tail call double @llvm.nvvm.mul.rn.d(double %93, double %102) #9
  %104 = fneg double %103
  %105 = tail call double @llvm.fma.f64(double %93, double %102, double %104)
  %106 = tail call double @llvm.fma.f64(double %95, double %102, double %105)
  %107 = fadd double %103, %106
  %108 = tail call double @llvm.fma.f64(double %107, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %109 = tail call i32 @llvm.nvvm.d2i.lo(double %108) #9
  %110 = tail call double @llvm.nvvm.add.rn.d(double %108, double 0xC338000000000000) #9
  %111 = tail call double @llvm.fma.f64(double %110, double 0xBFE62E42FEFA39EF, double %107)
  %112 = tail call double @llvm.fma.f64(double %110, double 0xBC7ABC9E3B39803F, double %111)
  %113 = tail call double @llvm.fma.f64(double %112, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %114 = tail call double @llvm.fma.f64(double %113, double %112, double 0x3EC71DEE62401315)
  %115 = tail call double @llvm.fma.f64(double %114, double %112, double 0x3EFA01997C89EB71)
  %116 = tail call double @llvm.fma.f64(double %115, double %112, double 0x3F2A01A014761F65)
  %117 = tail call double @llvm.fma.f64(double %116, double %112, double 0x3F56C16C1852B7AF)
  %118 = tail call double @llvm.fma.f64(double %117, double %112, double 0x3F81111111122322)
  %119 = tail call double @llvm.fma.f64(double %118, double %112, double 0x3FA55555555502A1)
  %120 = tail call double @llvm.fma.f64(double %119, double %112, double 0x3FC5555555555511)
  %121 = tail call double @llvm.fma.f64(double %120, double %112, double 0x3FE000000000000B)
  %122 = tail call double @llvm.fma.f64(double %121, double %112, double 1.000000e+00)
  %123 = tail call double @llvm.fma.f64(double %122, double %112, double 1.000000e+00)
  %124 = tail call i32 @llvm.nvvm.d2i.lo(double %123) #9
  %125 = tail call i32 @llvm.nvvm.d2i.hi(double %123) #9
  %126 = shl i32 %109, 20
  %127 = add i32 %125, %126
  %128 = tail call double @llvm.nvvm.lohi.i2d(i32 %124, i32 %127) #9
  %129 = tail call i32 @llvm.nvvm.d2i.hi(double %107) #9
  %130 = bitcast i32 %129 to float
  %131 = tail call float @llvm.nvvm.fabs.f(float %130) #9
  %132 = fcmp olt float %131, 0x4010C46560000000
  br i1 %132, label %148, label %133

133:                                              ; preds = %1
  %134 = fcmp olt double %107, 0.000000e+00
  %135 = fadd double %107, 0x7FF0000000000000
  %136 = select i1 %134, double 0.000000e+00, double %135
  %137 = fcmp olt float %131, 0x4010E90000000000
  br i1 %137, label %138, label %148

138:                                              ; preds = %133
  %139 = sdiv i32 %109, 2
  %140 = shl i32 %139, 20
  %141 = add i32 %125, %140
  %142 = tail call double @llvm.nvvm.lohi.i2d(i32 %124, i32 %141) #9
  %143 = sub nsw i32 %109, %139
  %144 = shl i32 %143, 20
  %145 = add nsw i32 %144, 1072693248
  %146 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %145) #9
  %147 = fmul double %146, %142
  br label %148

148:                                              ; preds = %133, %138, %1
  %149 = phi double [ %128, %1 ], [ %147, %138 ], [ %136, %133 ]
  %150 = fsub double %103, %107
  %151 = fadd double %106, %150
  %152 = tail call double @llvm.fabs.f64(double %149)
  %153 = fcmp oeq double %152, 0x7FF0000000000000
  %154 = tail call double @llvm.fma.f64(double %149, double %151, double %149)
  %155 = select i1 %153, double %149, double %154
  ret double %155
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #8

attributes #0 = { norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree nosync nounwind memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7}
!llvm.ident = !{!8, !9}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z10float_mathPKfPfi, !"kernel", i32 1}
!5 = !{ptr @_Z11double_mathPKdPdi, !"kernel", i32 1}
!6 = !{ptr @_Z9fast_mathPKfPfi, !"kernel", i32 1}
!7 = !{ptr @_Z13black_scholesPKfS0_S0_PfS1_ffi, !"kernel", i32 1}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{i32 2, i32 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = !{i32 33673, i32 33677, i32 33722, i32 33767}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.count", i32 1}
!18 = !{i32 21352}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !13, i64 0}
!21 = !{i32 153556}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{i32 160011, i32 160015, i32 160084, i32 160132, i32 160180, i32 160228, i32 160276, i32 160324, i32 160372, i32 160420, i32 160468, i32 160516, i32 160564, i32 160612, i32 160660, i32 160708, i32 160756}
!25 = distinct !{!25, !17}
!26 = !{i32 157745, i32 157749, i32 157820, i32 157862, i32 157904, i32 157946, i32 157988, i32 158030, i32 158072, i32 158114, i32 158156, i32 158198, i32 158240}
!27 = !{i32 158786, i32 158790, i32 158849, i32 158896, i32 158943, i32 158990, i32 159037, i32 159084, i32 159131, i32 159178, i32 159225, i32 159272, i32 159319, i32 159366, i32 159413, i32 159460}
!28 = !{i32 156547, i32 156551, i32 156622, i32 156664, i32 156706, i32 156748, i32 156790, i32 156832, i32 156874, i32 156916, i32 156958, i32 157000, i32 157042}
