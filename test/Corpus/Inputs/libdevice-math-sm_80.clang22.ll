; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: test/Corpus/cuda/libdevice-math-sm_80.cu
; Compiler: Debian clang version 22.1.8 (1~deb12u1)
; Command (in the repository's root): clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm test/Corpus/cuda/libdevice-math-sm_80.cu -o libdevice-math-sm_80.clang22.ll
; ModuleID = 'test/Corpus/cuda/libdevice-math-sm_80.cu'
source_filename = "test/Corpus/cuda/libdevice-math-sm_80.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__cudart_i2opi_f = internal unnamed_addr addrspace(1) constant [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4
@__cudart_i2opi_d = internal unnamed_addr addrspace(1) constant [18 x i64] [i64 7780917995555872008, i64 4397547296490951402, i64 8441921394348257659, i64 5712322887342352941, i64 7869616827067468215, i64 -1211730484530615009, i64 2303758334597371919, i64 -7168499653074671557, i64 4148332274289687028, i64 -1613291254968254911, i64 -1692731182770600828, i64 -135693905287338178, i64 452944820249399836, i64 -5249950069107600672, i64 -121206125134887583, i64 -2638381946312093631, i64 -277156292786332224, i64 -6703182060581546711], align 8
@__cudart_sin_cos_coeffs = internal unnamed_addr addrspace(1) constant [16 x double] [double 0xBE5AE5F12CB0D246, double 0x3EC71DE369ACE392, double 0xBF2A01A019DB62A1, double 0x3F81111111110818, double 0xBFC5555555555554, double 0.000000e+00, double 0.000000e+00, double 0xBDA8FF8320FD8164, double 0x3E21EEA7C1EF8528, double 0xBE927E4F8E06E6D9, double 0x3EFA01A019DDBCE9, double 0xBF56C16C16C15D47, double 0x3FA5555555555551, double -5.000000e-01, double 1.000000e+00, double 0.000000e+00], align 16

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10float_mathPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [7 x i32], align 4
  %5 = alloca [7 x i32], align 4
  %6 = alloca [7 x i32], align 4
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %831

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  %17 = fmul float %16, 0x3FE45F3060000000
  %18 = tail call i32 @llvm.nvvm.f2i.rn(float %17) #10
  %19 = sitofp i32 %18 to float
  %20 = tail call float @llvm.fma.f32(float %19, float 0xBFF921FB40000000, float %16)
  %21 = tail call float @llvm.fma.f32(float %19, float 0xBE74442D00000000, float %20)
  %22 = tail call float @llvm.fma.f32(float %19, float 0xBCF84698A0000000, float %21)
  %23 = tail call float @llvm.nvvm.fabs.f32(float %16)
  %24 = fcmp ult float %23, 1.056150e+05
  br i1 %24, label %93, label %25

25:                                               ; preds = %13
  %26 = fcmp oeq float %23, 0x7FF0000000000000
  br i1 %26, label %27, label %29

27:                                               ; preds = %25
  %28 = tail call float @llvm.nvvm.mul.rn.f(float %16, float 0.000000e+00) #10
  br label %93

29:                                               ; preds = %25
  %30 = bitcast float %16 to i32
  %31 = shl i32 %30, 8
  %32 = or i32 %31, -2147483648
  br label %33

33:                                               ; preds = %29, %33
  %34 = phi i32 [ 0, %29 ], [ %43, %33 ]
  %35 = phi i32 [ 0, %29 ], [ %41, %33 ]
  %36 = zext nneg i32 %34 to i64
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) @__cudart_i2opi_f, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4
  %39 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %38, i32 %32, i32 %35) #11, !srcloc !13
  %40 = extractvalue { i32, i32 } %39, 0
  %41 = extractvalue { i32, i32 } %39, 1
  %42 = getelementptr inbounds nuw i32, ptr %4, i64 %36
  store i32 %40, ptr %42, align 4
  %43 = add nuw nsw i32 %34, 1
  %44 = icmp eq i32 %43, 6
  br i1 %44, label %45, label %33, !llvm.loop !14

45:                                               ; preds = %33
  %46 = lshr i32 %30, 23
  %47 = and i32 %46, 224
  %48 = add nsw i32 %47, -128
  %49 = lshr exact i32 %48, 5
  %50 = getelementptr inbounds nuw i8, ptr %4, i64 24
  store i32 %41, ptr %50, align 4
  %51 = sub nsw i32 6, %49
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %4, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = sub nsw i32 5, %49
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %4, i64 %56
  %58 = load i32, ptr %57, align 4
  %59 = freeze i32 %58
  %60 = and i32 %30, 260046848
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %68, label %62

62:                                               ; preds = %45
  %63 = sub nsw i32 4, %49
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr %4, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = tail call i32 @llvm.fshl.i32(i32 %59, i32 %66, i32 %46)
  br label %68

68:                                               ; preds = %62, %45
  %69 = phi i32 [ %67, %62 ], [ %59, %45 ]
  %70 = tail call i32 @llvm.fshl.i32(i32 %54, i32 %59, i32 %46)
  %71 = lshr i32 %70, 30
  %72 = tail call i32 @llvm.fshl.i32(i32 %70, i32 %69, i32 2)
  %73 = shl i32 %69, 2
  %74 = lshr i32 %72, 31
  %75 = add nuw nsw i32 %74, %71
  %76 = sub nsw i32 0, %75
  %77 = icmp slt i32 %30, 0
  %78 = select i1 %77, i32 %76, i32 %75
  %79 = xor i32 %72, %30
  %80 = ashr i32 %72, 31
  %81 = xor i32 %80, %72
  %82 = xor i32 %80, %73
  %83 = zext i32 %81 to i64
  %84 = shl nuw i64 %83, 32
  %85 = zext i32 %82 to i64
  %86 = or disjoint i64 %84, %85
  %87 = sitofp i64 %86 to double
  %88 = fmul double %87, 0x3BF921FB54442D19
  %89 = fptrunc double %88 to float
  %90 = fneg float %89
  %91 = icmp slt i32 %79, 0
  %92 = select i1 %91, float %90, float %89
  br label %93

93:                                               ; preds = %13, %27, %68
  %94 = phi i32 [ %18, %13 ], [ 0, %27 ], [ %78, %68 ]
  %95 = phi float [ %22, %13 ], [ %28, %27 ], [ %92, %68 ]
  %96 = fmul float %95, %95
  %97 = tail call float @llvm.fma.f32(float %96, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %98 = tail call float @llvm.fma.f32(float %97, float %96, float 0x3FA5555760000000)
  %99 = tail call float @llvm.fma.f32(float %98, float %96, float 0xBFDFFFFFE0000000)
  %100 = tail call float @llvm.fma.f32(float %99, float %96, float 1.000000e+00)
  %101 = tail call float @llvm.fma.f32(float %96, float %95, float 0.000000e+00)
  %102 = tail call float @llvm.fma.f32(float %96, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %103 = tail call float @llvm.fma.f32(float %102, float %96, float 0xBFC5555500000000)
  %104 = tail call float @llvm.fma.f32(float %103, float %101, float %95)
  %105 = and i32 %94, 1
  %106 = icmp eq i32 %105, 0
  %107 = select i1 %106, float %104, float %100
  %108 = select i1 %106, float %100, float %104
  %109 = and i32 %94, 2
  %110 = icmp eq i32 %109, 0
  %111 = fneg float %107
  %112 = select i1 %110, float %107, float %111
  %113 = add i32 %94, 1
  %114 = and i32 %113, 2
  %115 = icmp eq i32 %114, 0
  %116 = fneg float %108
  %117 = select i1 %115, float %108, float %116
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  %118 = tail call float @llvm.fma.f32(float %16, float 0x3F777313A0000000, float 5.000000e-01)
  %119 = tail call float @llvm.nvvm.saturate.f(float %118) #10
  %120 = tail call float @llvm.nvvm.fma.rm.f(float %119, float 2.520000e+02, float 0x4168000020000000) #10
  %121 = fadd float %120, 0xC168000FE0000000
  %122 = fneg float %121
  %123 = tail call float @llvm.fma.f32(float %16, float 0x3FF7154760000000, float %122)
  %124 = tail call float @llvm.fma.f32(float %16, float 0x3E54AE0C00000000, float %123)
  %125 = bitcast float %120 to i32
  %126 = shl i32 %125, 23
  %127 = bitcast i32 %126 to float
  %128 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %124)
  %129 = fmul float %128, %127
  %130 = fadd contract float %23, 1.000000e+00
  %131 = fcmp olt float %130, 0x3810000000000000
  %132 = fmul float %130, 0x4160000000000000
  %133 = select i1 %131, float %132, float %130
  %134 = select i1 %131, float -2.300000e+01, float 0.000000e+00
  %135 = bitcast float %133 to i32
  %136 = add i32 %135, -1059760811
  %137 = and i32 %136, -8388608
  %138 = sub i32 %135, %137
  %139 = bitcast i32 %138 to float
  %140 = sitofp i32 %137 to float
  %141 = tail call float @llvm.fma.f32(float %140, float 0x3E80000000000000, float %134)
  %142 = fadd float %139, -1.000000e+00
  %143 = tail call float @llvm.fma.f32(float %142, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %144 = tail call float @llvm.fma.f32(float %143, float %142, float 0xBFBF19B980000000)
  %145 = tail call float @llvm.fma.f32(float %144, float %142, float 0x3FC1E52AA0000000)
  %146 = tail call float @llvm.fma.f32(float %145, float %142, float 0xBFC55B1720000000)
  %147 = tail call float @llvm.fma.f32(float %146, float %142, float 0x3FC99DA160000000)
  %148 = tail call float @llvm.fma.f32(float %147, float %142, float 0xBFCFFFE440000000)
  %149 = tail call float @llvm.fma.f32(float %148, float %142, float 0x3FD5554F00000000)
  %150 = tail call float @llvm.fma.f32(float %149, float %142, float -5.000000e-01)
  %151 = fmul float %142, %150
  %152 = tail call float @llvm.fma.f32(float %151, float %142, float %142)
  %153 = tail call float @llvm.fma.f32(float %141, float 0x3FE62E4300000000, float %152)
  %154 = icmp ugt i32 %135, 2139095039
  %155 = tail call float @llvm.fma.f32(float %133, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %156 = select i1 %154, float %155, float %153
  %157 = fcmp oeq float %133, 0.000000e+00
  %158 = select i1 %157, float 0xFFF0000000000000, float %156
  %159 = fadd contract float %158, %129
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  br i1 %24, label %228, label %160

160:                                              ; preds = %93
  %161 = fcmp oeq float %23, 0x7FF0000000000000
  br i1 %161, label %162, label %164

162:                                              ; preds = %160
  %163 = tail call float @llvm.nvvm.mul.rn.f(float %16, float 0.000000e+00) #10
  br label %228

164:                                              ; preds = %160
  %165 = bitcast float %16 to i32
  %166 = shl i32 %165, 8
  %167 = or i32 %166, -2147483648
  br label %168

168:                                              ; preds = %164, %168
  %169 = phi i32 [ 0, %164 ], [ %178, %168 ]
  %170 = phi i32 [ 0, %164 ], [ %176, %168 ]
  %171 = zext nneg i32 %169 to i64
  %172 = getelementptr inbounds nuw i32, ptr addrspace(1) @__cudart_i2opi_f, i64 %171
  %173 = load i32, ptr addrspace(1) %172, align 4
  %174 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %173, i32 %167, i32 %170) #11, !srcloc !13
  %175 = extractvalue { i32, i32 } %174, 0
  %176 = extractvalue { i32, i32 } %174, 1
  %177 = getelementptr inbounds nuw i32, ptr %6, i64 %171
  store i32 %175, ptr %177, align 4
  %178 = add nuw nsw i32 %169, 1
  %179 = icmp eq i32 %178, 6
  br i1 %179, label %180, label %168, !llvm.loop !14

180:                                              ; preds = %168
  %181 = lshr i32 %165, 23
  %182 = and i32 %181, 224
  %183 = add nsw i32 %182, -128
  %184 = lshr exact i32 %183, 5
  %185 = getelementptr inbounds nuw i8, ptr %6, i64 24
  store i32 %176, ptr %185, align 4
  %186 = sub nsw i32 6, %184
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds i32, ptr %6, i64 %187
  %189 = load i32, ptr %188, align 4
  %190 = sub nsw i32 5, %184
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds i32, ptr %6, i64 %191
  %193 = load i32, ptr %192, align 4
  %194 = freeze i32 %193
  %195 = and i32 %165, 260046848
  %196 = icmp eq i32 %195, 0
  br i1 %196, label %203, label %197

197:                                              ; preds = %180
  %198 = sub nsw i32 4, %184
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds i32, ptr %6, i64 %199
  %201 = load i32, ptr %200, align 4
  %202 = tail call i32 @llvm.fshl.i32(i32 %194, i32 %201, i32 %181)
  br label %203

203:                                              ; preds = %197, %180
  %204 = phi i32 [ %202, %197 ], [ %194, %180 ]
  %205 = tail call i32 @llvm.fshl.i32(i32 %189, i32 %194, i32 %181)
  %206 = lshr i32 %205, 30
  %207 = tail call i32 @llvm.fshl.i32(i32 %205, i32 %204, i32 2)
  %208 = shl i32 %204, 2
  %209 = lshr i32 %207, 31
  %210 = add nuw nsw i32 %209, %206
  %211 = sub nsw i32 0, %210
  %212 = icmp slt i32 %165, 0
  %213 = select i1 %212, i32 %211, i32 %210
  %214 = xor i32 %207, %165
  %215 = ashr i32 %207, 31
  %216 = xor i32 %215, %207
  %217 = xor i32 %215, %208
  %218 = zext i32 %216 to i64
  %219 = shl nuw i64 %218, 32
  %220 = zext i32 %217 to i64
  %221 = or disjoint i64 %219, %220
  %222 = sitofp i64 %221 to double
  %223 = fmul double %222, 0x3BF921FB54442D19
  %224 = fptrunc double %223 to float
  %225 = fneg float %224
  %226 = icmp slt i32 %214, 0
  %227 = select i1 %226, float %225, float %224
  br label %228

228:                                              ; preds = %93, %162, %203
  %229 = phi i32 [ %18, %93 ], [ 0, %162 ], [ %213, %203 ]
  %230 = phi float [ %22, %93 ], [ %163, %162 ], [ %227, %203 ]
  %231 = tail call float @llvm.nvvm.mul.rn.f(float %230, float %230) #10
  %232 = and i32 %229, 1
  %233 = icmp eq i32 %232, 0
  %234 = select i1 %233, float %230, float 1.000000e+00
  %235 = tail call float @llvm.fma.f32(float %231, float %234, float 0.000000e+00)
  %236 = tail call float @llvm.fma.f32(float %231, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %237 = select i1 %233, float 0xBF29A82A60000000, float %236
  %238 = select i1 %233, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %239 = tail call float @llvm.fma.f32(float %237, float %231, float %238)
  %240 = select i1 %233, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %241 = tail call float @llvm.fma.f32(float %239, float %231, float %240)
  %242 = tail call float @llvm.fma.f32(float %241, float %235, float %234)
  %243 = and i32 %229, 2
  %244 = icmp eq i32 %243, 0
  %245 = fsub float 0.000000e+00, %242
  %246 = select i1 %244, float %242, float %245
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  br i1 %24, label %315, label %247

247:                                              ; preds = %228
  %248 = fcmp oeq float %23, 0x7FF0000000000000
  br i1 %248, label %249, label %251

249:                                              ; preds = %247
  %250 = tail call float @llvm.nvvm.mul.rn.f(float %16, float 0.000000e+00) #10
  br label %315

251:                                              ; preds = %247
  %252 = bitcast float %16 to i32
  %253 = shl i32 %252, 8
  %254 = or i32 %253, -2147483648
  br label %255

255:                                              ; preds = %251, %255
  %256 = phi i32 [ 0, %251 ], [ %265, %255 ]
  %257 = phi i32 [ 0, %251 ], [ %263, %255 ]
  %258 = zext nneg i32 %256 to i64
  %259 = getelementptr inbounds nuw i32, ptr addrspace(1) @__cudart_i2opi_f, i64 %258
  %260 = load i32, ptr addrspace(1) %259, align 4
  %261 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %260, i32 %254, i32 %257) #11, !srcloc !13
  %262 = extractvalue { i32, i32 } %261, 0
  %263 = extractvalue { i32, i32 } %261, 1
  %264 = getelementptr inbounds nuw i32, ptr %5, i64 %258
  store i32 %262, ptr %264, align 4
  %265 = add nuw nsw i32 %256, 1
  %266 = icmp eq i32 %265, 6
  br i1 %266, label %267, label %255, !llvm.loop !14

267:                                              ; preds = %255
  %268 = lshr i32 %252, 23
  %269 = and i32 %268, 224
  %270 = add nsw i32 %269, -128
  %271 = lshr exact i32 %270, 5
  %272 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 %263, ptr %272, align 4
  %273 = sub nsw i32 6, %271
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds i32, ptr %5, i64 %274
  %276 = load i32, ptr %275, align 4
  %277 = sub nsw i32 5, %271
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds i32, ptr %5, i64 %278
  %280 = load i32, ptr %279, align 4
  %281 = freeze i32 %280
  %282 = and i32 %252, 260046848
  %283 = icmp eq i32 %282, 0
  br i1 %283, label %290, label %284

284:                                              ; preds = %267
  %285 = sub nsw i32 4, %271
  %286 = sext i32 %285 to i64
  %287 = getelementptr inbounds i32, ptr %5, i64 %286
  %288 = load i32, ptr %287, align 4
  %289 = tail call i32 @llvm.fshl.i32(i32 %281, i32 %288, i32 %268)
  br label %290

290:                                              ; preds = %284, %267
  %291 = phi i32 [ %289, %284 ], [ %281, %267 ]
  %292 = tail call i32 @llvm.fshl.i32(i32 %276, i32 %281, i32 %268)
  %293 = lshr i32 %292, 30
  %294 = tail call i32 @llvm.fshl.i32(i32 %292, i32 %291, i32 2)
  %295 = shl i32 %291, 2
  %296 = lshr i32 %294, 31
  %297 = add nuw nsw i32 %296, %293
  %298 = sub nsw i32 0, %297
  %299 = icmp slt i32 %252, 0
  %300 = select i1 %299, i32 %298, i32 %297
  %301 = xor i32 %294, %252
  %302 = ashr i32 %294, 31
  %303 = xor i32 %302, %294
  %304 = xor i32 %302, %295
  %305 = zext i32 %303 to i64
  %306 = shl nuw i64 %305, 32
  %307 = zext i32 %304 to i64
  %308 = or disjoint i64 %306, %307
  %309 = sitofp i64 %308 to double
  %310 = fmul double %309, 0x3BF921FB54442D19
  %311 = fptrunc double %310 to float
  %312 = fneg float %311
  %313 = icmp slt i32 %301, 0
  %314 = select i1 %313, float %312, float %311
  br label %315

315:                                              ; preds = %228, %249, %290
  %316 = phi i32 [ %18, %228 ], [ 0, %249 ], [ %300, %290 ]
  %317 = phi float [ %22, %228 ], [ %250, %249 ], [ %314, %290 ]
  %318 = add i32 %316, 1
  %319 = tail call float @llvm.nvvm.mul.rn.f(float %317, float %317) #10
  %320 = and i32 %316, 1
  %321 = icmp eq i32 %320, 0
  %322 = select i1 %321, float 1.000000e+00, float %317
  %323 = tail call float @llvm.fma.f32(float %319, float %322, float 0.000000e+00)
  %324 = tail call float @llvm.fma.f32(float %319, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %325 = select i1 %321, float %324, float 0xBF29A82A60000000
  %326 = select i1 %321, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %327 = tail call float @llvm.fma.f32(float %325, float %319, float %326)
  %328 = select i1 %321, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %329 = tail call float @llvm.fma.f32(float %327, float %319, float %328)
  %330 = tail call float @llvm.fma.f32(float %329, float %323, float %322)
  %331 = and i32 %318, 2
  %332 = icmp eq i32 %331, 0
  %333 = fsub float 0.000000e+00, %330
  %334 = select i1 %332, float %330, float %333
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  %335 = fmul contract float %246, %334
  %336 = fadd contract float %159, %335
  %337 = fcmp oge float %23, 0x3FF00C1FC0000000
  %338 = fmul float %16, %16
  %339 = select i1 %337, float %23, float %338
  %340 = select i1 %337, float 0x3F1D698740000000, float 0x3F163D2D40000000
  %341 = select i1 %337, float 0xBF55C00B60000000, float 0xBF4AE9A400000000
  %342 = tail call float @llvm.fma.f32(float %340, float %339, float %341)
  %343 = select i1 %337, float 0x3F813233E0000000, float 0x3F755ABD40000000
  %344 = tail call float @llvm.fma.f32(float %342, float %339, float %343)
  %345 = select i1 %337, float 0xBFA49B3340000000, float 0xBF9B837CE0000000
  %346 = tail call float @llvm.fma.f32(float %344, float %339, float %345)
  %347 = select i1 %337, float 0x3FC46AA320000000, float 0x3FBCE315E0000000
  %348 = tail call float @llvm.fma.f32(float %346, float %339, float %347)
  %349 = select i1 %337, float 0x3FED369F20000000, float 0xBFD8127580000000
  %350 = tail call float @llvm.fma.f32(float %348, float %339, float %349)
  %351 = select i1 %337, float 0x3FE4214280000000, float 0x3FC06EBA60000000
  %352 = tail call float @llvm.fma.f32(float %350, float %339, float %351)
  %353 = fneg float %339
  %354 = select i1 %337, float %353, float %16
  %355 = tail call float @llvm.fma.f32(float %352, float %354, float %354)
  br i1 %337, label %356, label %360

356:                                              ; preds = %315
  %357 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %355)
  %358 = fsub float 1.000000e+00, %357
  %359 = tail call float @llvm.copysign.f32(float %358, float %16) #10
  br label %360

360:                                              ; preds = %315, %356
  %361 = phi float [ %359, %356 ], [ %355, %315 ]
  %362 = fadd contract float %336, %361
  %363 = tail call float @llvm.nvvm.fabs.f32(float %23)
  %364 = fcmp olt float %363, 0x3810000000000000
  %365 = fmul float %363, 0x4170000000000000
  %366 = select i1 %364, float %365, float %363
  %367 = select i1 %364, float -2.400000e+01, float 0.000000e+00
  %368 = bitcast float %366 to i32
  %369 = add i32 %368, -1060439283
  %370 = and i32 %369, -8388608
  %371 = sub i32 %368, %370
  %372 = bitcast i32 %371 to float
  %373 = sitofp i32 %370 to float
  %374 = tail call float @llvm.fma.f32(float %373, float 0x3E80000000000000, float %367)
  %375 = fadd float %372, -1.000000e+00
  %376 = fadd float %372, 1.000000e+00
  %377 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %376) #11, !srcloc !16
  %378 = fmul float %375, 2.000000e+00
  %379 = fmul float %378, %377
  %380 = fmul float %379, %379
  %381 = fsub float %375, %379
  %382 = fmul float %381, 2.000000e+00
  %383 = fneg float %379
  %384 = tail call float @llvm.fma.f32(float %383, float %375, float %382)
  %385 = tail call float @llvm.nvvm.mul.rn.f(float %377, float %384) #10
  %386 = tail call float @llvm.fma.f32(float %380, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %387 = tail call float @llvm.fma.f32(float %386, float %380, float 0x3F92776E60000000)
  %388 = tail call float @llvm.fma.f32(float %387, float %380, float 0x3FBEC709E0000000)
  %389 = tail call float @llvm.nvvm.mul.rn.f(float %388, float %380) #10
  %390 = tail call float @llvm.fma.f32(float %379, float 0x3FF7154760000000, float %374)
  %391 = fsub float %374, %390
  %392 = tail call float @llvm.fma.f32(float %379, float 0x3FF7154760000000, float %391)
  %393 = tail call float @llvm.fma.f32(float %385, float 0x3FF7154760000000, float %392)
  %394 = tail call float @llvm.fma.f32(float %379, float 0x3E54ABC680000000, float %393)
  %395 = fmul float %389, 3.000000e+00
  %396 = tail call float @llvm.fma.f32(float %395, float %385, float %394)
  %397 = tail call float @llvm.fma.f32(float %389, float %379, float %396)
  %398 = tail call float @llvm.nvvm.add.rn.f(float %390, float %397) #10
  %399 = fneg float %390
  %400 = tail call float @llvm.nvvm.add.rn.f(float %398, float %399) #10
  %401 = fneg float %400
  %402 = tail call float @llvm.nvvm.add.rn.f(float %397, float %401) #10
  %403 = tail call float @llvm.nvvm.mul.rn.f(float %398, float 0x3FFB333340000000) #10
  %404 = fneg float %403
  %405 = tail call float @llvm.fma.f32(float %398, float 0x3FFB333340000000, float %404)
  %406 = tail call float @llvm.fma.f32(float %402, float 0x3FFB333340000000, float %405)
  %407 = tail call float @llvm.nvvm.round.f(float %403) #10
  %408 = fsub float %403, %407
  %409 = fadd float %408, %406
  %410 = tail call float @llvm.fma.f32(float %409, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %411 = tail call float @llvm.fma.f32(float %410, float %409, float 0x3F83B30AC0000000)
  %412 = tail call float @llvm.fma.f32(float %411, float %409, float 0x3FAC6AF760000000)
  %413 = tail call float @llvm.fma.f32(float %412, float %409, float 0x3FCEBFBD80000000)
  %414 = tail call float @llvm.fma.f32(float %413, float %409, float 0x3FE62E4300000000)
  %415 = tail call float @llvm.fma.f32(float %414, float %409, float 1.000000e+00)
  %416 = fptosi float %407 to i32
  %417 = fcmp ogt float %407, 0.000000e+00
  %418 = select i1 %417, i32 0, i32 -2097152000
  %419 = add nsw i32 %418, 2130706432
  %420 = bitcast i32 %419 to float
  %421 = fmul float %415, %420
  %422 = shl i32 %416, 23
  %423 = sub i32 %422, %418
  %424 = bitcast i32 %423 to float
  %425 = fmul float %421, %424
  %426 = tail call float @llvm.nvvm.fabs.f32(float %403)
  %427 = fcmp ogt float %426, 1.520000e+02
  %428 = fcmp olt float %403, 0.000000e+00
  %429 = select i1 %428, float 0.000000e+00, float 0x7FF0000000000000
  %430 = select i1 %427, float %429, float %425
  %431 = fcmp oeq float %23, 1.000000e+00
  br i1 %431, label %446, label %432

432:                                              ; preds = %360
  %433 = fcmp uno float %363, 0.000000e+00
  br i1 %433, label %434, label %436

434:                                              ; preds = %432
  %435 = tail call float @llvm.nvvm.add.rn.f(float %23, float 0x3FFB333340000000) #10
  br label %446

436:                                              ; preds = %432
  %437 = fcmp oeq float %23, 0.000000e+00
  %438 = fcmp oeq float %363, 0x7FF0000000000000
  %439 = select i1 %437, i1 true, i1 %438
  br i1 %439, label %440, label %443

440:                                              ; preds = %436
  %441 = fadd float %23, %23
  %442 = tail call float @llvm.fabs.f32(float %441)
  br label %446

443:                                              ; preds = %436
  %444 = fcmp olt float %23, 0.000000e+00
  br i1 %444, label %445, label %446

445:                                              ; preds = %443
  br label %446

446:                                              ; preds = %360, %434, %440, %443, %445
  %447 = phi float [ 1.000000e+00, %360 ], [ %435, %434 ], [ %442, %440 ], [ %430, %443 ], [ 0x7FFFFFFFE0000000, %445 ]
  %448 = fadd contract float %362, %447
  %449 = fmul float %23, 0x4007154760000000
  %450 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %449)
  %451 = fadd float %450, 1.000000e+00
  %452 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %451) #11, !srcloc !16
  %453 = tail call float @llvm.fma.f32(float %452, float -2.000000e+00, float 1.000000e+00)
  %454 = fcmp oge float %23, 0x4022059680000000
  %455 = select i1 %454, float 1.000000e+00, float %453
  %456 = tail call float @llvm.copysign.f32(float %455, float %16) #10
  %457 = tail call float @llvm.fma.f32(float %338, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %458 = tail call float @llvm.fma.f32(float %457, float %338, float 0x3FC10B2820000000)
  %459 = tail call float @llvm.fma.f32(float %458, float %338, float 0xBFD5553DA0000000)
  %460 = tail call float @llvm.fma.f32(float %459, float %338, float 0.000000e+00)
  %461 = tail call float @llvm.fma.f32(float %460, float %16, float %16)
  %462 = fcmp oge float %23, 0x3FE3333340000000
  %463 = select i1 %462, float %456, float %461
  %464 = fadd contract float %448, %463
  %465 = fmul contract float %112, %117
  %466 = fadd contract float %465, %464
  %467 = fcmp ogt float %23, 2.000000e+00
  %468 = select i1 %467, float %23, float 2.000000e+00
  %469 = select i1 %467, float 2.000000e+00, float %23
  %470 = tail call float @llvm.nvvm.div.rn.f(float %469, float %468) #10
  %471 = fmul float %470, %470
  %472 = tail call float @llvm.fma.f32(float %471, float 0x3F666E2160000000, float 0xBF900EE900000000)
  %473 = tail call float @llvm.fma.f32(float %472, float %471, float 0x3FA59B5640000000)
  %474 = tail call float @llvm.fma.f32(float %473, float %471, float 0xBFB325A200000000)
  %475 = tail call float @llvm.fma.f32(float %474, float %471, float 0x3FBB3D4D80000000)
  %476 = tail call float @llvm.fma.f32(float %475, float %471, float 0xBFC22F9620000000)
  %477 = tail call float @llvm.fma.f32(float %476, float %471, float 0x3FC9979C00000000)
  %478 = tail call float @llvm.fma.f32(float %477, float %471, float 0xBFD5554FA0000000)
  %479 = fmul float %471, %478
  %480 = tail call float @llvm.fma.f32(float %479, float %470, float %470)
  %481 = fneg float %480
  %482 = tail call float @llvm.fma.f32(float 0x3FEDDCB020000000, float 0x3FFAEE9D60000000, float %481)
  %483 = select i1 %467, float %482, float %480
  %484 = fcmp oeq float %23, 2.000000e+00
  %485 = select i1 %484, float 0x3FE921FB60000000, float %483
  %486 = fadd float %23, 2.000000e+00
  %487 = tail call float @llvm.nvvm.fabs.f32(float %486)
  %488 = fcmp uno float %487, 0.000000e+00
  %489 = tail call float @llvm.copysign.f32(float %485, float %16) #10
  %490 = select i1 %488, float %486, float %489
  %491 = fadd contract float %466, %490
  %492 = tail call float @llvm.nvvm.lg2.approx.f(float %23) #10
  %493 = fmul float %492, 0xBFE5555560000000
  %494 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %493)
  %495 = fmul float %23, %494
  %496 = fneg float %495
  %497 = fmul float %494, %496
  %498 = tail call float @llvm.fma.f32(float %495, float %497, float 1.000000e+00)
  %499 = fmul float %498, 0x3FD5555560000000
  %500 = tail call float @llvm.fma.f32(float %495, float %499, float %495)
  %501 = fcmp olt float %16, 0.000000e+00
  %502 = fneg float %500
  %503 = select i1 %501, float %502, float %500
  %504 = fadd float %16, %16
  %505 = fcmp oeq float %504, %16
  %506 = select i1 %505, float %504, float %503
  %507 = fadd contract float %506, %491
  %508 = tail call float @llvm.nvvm.add.rz.f(float %23, float 1.000000e+00) #10
  %509 = bitcast float %508 to i32
  %510 = add i32 %509, -1061158912
  %511 = and i32 %510, -8388608
  %512 = bitcast float %23 to i32
  %513 = sub i32 %512, %511
  %514 = bitcast i32 %513 to float
  %515 = sub i32 1082130432, %511
  %516 = bitcast i32 %515 to float
  %517 = tail call float @llvm.fma.f32(float %516, float 2.500000e-01, float -1.000000e+00)
  %518 = fadd float %517, %514
  %519 = sitofp i32 %511 to float
  %520 = fmul float %519, 0x3E80000000000000
  %521 = tail call float @llvm.fma.f32(float %518, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %522 = tail call float @llvm.fma.f32(float %521, float %518, float 0xBFC0EF1C00000000)
  %523 = tail call float @llvm.fma.f32(float %522, float %518, float 0x3FC28C8EA0000000)
  %524 = tail call float @llvm.fma.f32(float %523, float %518, float 0xBFC54D1BA0000000)
  %525 = tail call float @llvm.fma.f32(float %524, float %518, float 0x3FC995F3C0000000)
  %526 = tail call float @llvm.fma.f32(float %525, float %518, float 0xBFD0000840000000)
  %527 = tail call float @llvm.fma.f32(float %526, float %518, float 0x3FD5555CC0000000)
  %528 = tail call float @llvm.fma.f32(float %527, float %518, float -5.000000e-01)
  %529 = fmul float %518, %528
  %530 = tail call float @llvm.fma.f32(float %529, float %518, float %518)
  %531 = tail call float @llvm.fma.f32(float %520, float 0x3FE62E4300000000, float %530)
  %532 = icmp ugt i32 %512, 2139095039
  %533 = icmp sgt i32 %512, -1082130432
  %534 = tail call float @llvm.fma.f32(float %23, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %535 = select i1 %533, float %534, float %531
  %536 = fcmp oeq float %23, 0.000000e+00
  %537 = select i1 %536, float -0.000000e+00, float %535
  %538 = select i1 %532, float %537, float %531
  %539 = fadd contract float %538, %507
  %540 = fmul float %16, 0x3FF7154760000000
  %541 = tail call float @llvm.nvvm.round.f(float %540) #10
  %542 = fcmp olt float %23, 0x3FDA3D70A0000000
  %543 = select i1 %542, float 0.000000e+00, float %541
  %544 = fneg float %543
  %545 = tail call float @llvm.fma.f32(float %544, float 0x3FE62E4000000000, float %16)
  %546 = tail call float @llvm.fma.f32(float %544, float 0x3EB7F7D1C0000000, float %545)
  %547 = fcmp oeq float %543, 1.280000e+02
  %548 = select i1 %547, float 1.270000e+02, float %543
  %549 = tail call float @llvm.fma.f32(float %546, float 0x3F56BD7CC0000000, float 0x3F812ACC60000000)
  %550 = tail call float @llvm.fma.f32(float %549, float %546, float 0x3FA5557C60000000)
  %551 = tail call float @llvm.fma.f32(float %550, float %546, float 0x3FC5553EC0000000)
  %552 = tail call float @llvm.fma.f32(float %551, float %546, float 0x3FDFFFFFC0000000)
  %553 = fmul float %546, %552
  %554 = tail call float @llvm.fma.f32(float %553, float %546, float %546)
  %555 = tail call float @llvm.nvvm.ex2.approx.f32(float %548)
  %556 = fadd float %555, -1.000000e+00
  %557 = tail call float @llvm.fma.f32(float %554, float %555, float %556)
  %558 = fadd float %557, %557
  %559 = select i1 %547, float %558, float %557
  %560 = fcmp ogt float %548, 1.280000e+02
  %561 = select i1 %560, float 0x7FF0000000000000, float %559
  %562 = fcmp olt float %548, -2.500000e+01
  %563 = select i1 %562, float -1.000000e+00, float %561
  %564 = fcmp oeq float %16, 0.000000e+00
  %565 = select i1 %564, float %504, float %563
  %566 = fadd contract float %565, %539
  %567 = fadd float %23, -4.000000e+00
  %568 = fadd float %23, 4.000000e+00
  %569 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %568) #11, !srcloc !16
  %570 = tail call float @llvm.nvvm.mul.rn.f(float %567, float %569) #10
  %571 = fadd float %570, 1.000000e+00
  %572 = tail call float @llvm.fma.f32(float %571, float -4.000000e+00, float %23)
  %573 = fneg float %570
  %574 = tail call float @llvm.fma.f32(float %573, float %23, float %572)
  %575 = tail call float @llvm.fma.f32(float %569, float %574, float %570)
  %576 = tail call float @llvm.fma.f32(float %575, float 0x3F4D341220000000, float 0x3F7CDC0B60000000)
  %577 = tail call float @llvm.fma.f32(float %576, float %575, float 0xBF903F6960000000)
  %578 = tail call float @llvm.fma.f32(float %577, float %575, float 0x3FA2A6E760000000)
  %579 = tail call float @llvm.fma.f32(float %578, float %575, float 0xBFB10F8B40000000)
  %580 = tail call float @llvm.fma.f32(float %579, float %575, float 0x3FB8043AA0000000)
  %581 = tail call float @llvm.fma.f32(float %580, float %575, float 0xBFB9DA8480000000)
  %582 = tail call float @llvm.fma.f32(float %581, float %575, float 0x3FB16E9BC0000000)
  %583 = tail call float @llvm.fma.f32(float %582, float %575, float 0x3F8F7E2E00000000)
  %584 = tail call float @llvm.fma.f32(float %583, float %575, float 0xBFC1DF1A80000000)
  %585 = tail call float @llvm.fma.f32(float %584, float %575, float 0x3FF3BA5920000000)
  %586 = tail call float @llvm.fma.f32(float %23, float 2.000000e+00, float 1.000000e+00)
  %587 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %586) #11, !srcloc !16
  %588 = tail call float @llvm.nvvm.mul.rn.f(float %585, float %587) #10
  %589 = fmul float %588, -2.000000e+00
  %590 = tail call float @llvm.fma.f32(float %23, float %589, float %585)
  %591 = fsub float %590, %588
  %592 = tail call float @llvm.fma.f32(float %591, float %587, float %588)
  %593 = fneg float %23
  %594 = fmul float %23, %593
  %595 = tail call float @llvm.nvvm.mul.rn.f(float %594, float 0x3FF7154760000000) #10
  %596 = tail call float @llvm.trunc.f32(float %595)
  %597 = tail call float @llvm.nvvm.fabs.f32(float %596)
  %598 = fcmp ogt float %597, 1.260000e+02
  %599 = tail call float @llvm.copysign.f32(float 1.260000e+02, float %596) #10
  %600 = select i1 %598, float %599, float %596
  %601 = tail call float @llvm.fma.f32(float %600, float 0xBFE62E4300000000, float %594)
  %602 = tail call float @llvm.fma.f32(float %600, float 0x3E205C6100000000, float %601)
  %603 = fmul float %602, 0x3FF7154760000000
  %604 = fadd float %600, 0x4168000FE0000000
  %605 = bitcast float %604 to i32
  %606 = shl i32 %605, 23
  %607 = bitcast i32 %606 to float
  %608 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %603)
  %609 = fmul float %608, %607
  %610 = fneg float %594
  %611 = tail call float @llvm.fma.f32(float %593, float %23, float %610)
  %612 = tail call float @llvm.fma.f32(float %609, float %611, float %609)
  %613 = fmul float %612, %592
  %614 = fcmp ogt float %23, 0x40241C2900000000
  %615 = select i1 %614, float 0.000000e+00, float %613
  %616 = fsub float 2.000000e+00, %615
  %617 = select i1 %501, float %616, float %615
  %618 = fadd contract float %566, %617
  %619 = fcmp ult float %23, 3.000000e+00
  br i1 %619, label %667, label %620

620:                                              ; preds = %446
  %621 = fcmp ult float %23, 0x401F333340000000
  br i1 %621, label %655, label %622

622:                                              ; preds = %620
  %623 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %23) #11, !srcloc !16
  %624 = fmul float %623, %623
  %625 = tail call float @llvm.fma.f32(float %624, float 0x3F497CEAA0000000, float 0xBF66C12A60000000)
  %626 = tail call float @llvm.fma.f32(float %625, float %624, float 0x3FB5555460000000)
  %627 = tail call float @llvm.fma.f32(float %626, float %623, float 0x3FED67F1C0000000)
  %628 = add nsw i32 %512, -1059760811
  %629 = and i32 %628, -8388608
  %630 = sub i32 %512, %629
  %631 = bitcast i32 %630 to float
  %632 = sitofp i32 %629 to float
  %633 = tail call float @llvm.fma.f32(float %632, float 0x3E80000000000000, float 0.000000e+00)
  %634 = fadd float %631, -1.000000e+00
  %635 = tail call float @llvm.fma.f32(float %634, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %636 = tail call float @llvm.fma.f32(float %635, float %634, float 0xBFBF19B980000000)
  %637 = tail call float @llvm.fma.f32(float %636, float %634, float 0x3FC1E52AA0000000)
  %638 = tail call float @llvm.fma.f32(float %637, float %634, float 0xBFC55B1720000000)
  %639 = tail call float @llvm.fma.f32(float %638, float %634, float 0x3FC99DA160000000)
  %640 = tail call float @llvm.fma.f32(float %639, float %634, float 0xBFCFFFE440000000)
  %641 = tail call float @llvm.fma.f32(float %640, float %634, float 0x3FD5554F00000000)
  %642 = tail call float @llvm.fma.f32(float %641, float %634, float -5.000000e-01)
  %643 = fmul float %634, %642
  %644 = tail call float @llvm.fma.f32(float %643, float %634, float %634)
  %645 = tail call float @llvm.fma.f32(float %633, float 0x3FE62E4300000000, float %644)
  %646 = select i1 %532, float %534, float %645
  %647 = fmul float %646, 5.000000e-01
  %648 = fadd float %23, -5.000000e-01
  %649 = tail call float @llvm.nvvm.mul.rn.f(float %647, float %648) #10
  %650 = fsub float %649, %23
  %651 = tail call float @llvm.nvvm.add.rn.f(float %649, float %627) #10
  %652 = fadd float %650, %651
  %653 = fcmp oeq float %23, 0x7FF0000000000000
  %654 = select i1 %653, float 0x7FF0000000000000, float %652
  br label %734

655:                                              ; preds = %620
  %656 = fadd float %23, -3.000000e+00
  %657 = tail call float @llvm.fma.f32(float %656, float 0xC087671F60000000, float 0xC0C81EDF00000000)
  %658 = tail call float @llvm.fma.f32(float %657, float %656, float 0xC0E40CAC00000000)
  %659 = tail call float @llvm.fma.f32(float %658, float %656, float 0xC0E796D540000000)
  %660 = tail call float @llvm.fma.f32(float %659, float %656, float 0xC10175CB40000000)
  %661 = fadd float %656, 0xC070340400000000
  %662 = tail call float @llvm.fma.f32(float %661, float %656, float 0xC0C50C9700000000)
  %663 = tail call float @llvm.fma.f32(float %662, float %656, float 0xC0F6A0D0C0000000)
  %664 = tail call float @llvm.fma.f32(float %663, float %656, float 0xC109308CA0000000)
  %665 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %664) #11, !srcloc !16
  %666 = tail call float @llvm.fma.f32(float %660, float %665, float %656)
  br label %734

667:                                              ; preds = %446
  %668 = fcmp ult float %23, 1.500000e+00
  br i1 %668, label %681, label %669

669:                                              ; preds = %667
  %670 = fadd float %23, -2.000000e+00
  %671 = tail call float @llvm.fma.f32(float %670, float 0x3F0A00FF40000000, float 0xBF2CF40040000000)
  %672 = tail call float @llvm.fma.f32(float %671, float %670, float 0x3F41BCDF80000000)
  %673 = tail call float @llvm.fma.f32(float %672, float %670, float 0xBF53BC1C40000000)
  %674 = tail call float @llvm.fma.f32(float %673, float %670, float 0x3F67A0B6E0000000)
  %675 = tail call float @llvm.fma.f32(float %674, float %670, float 0xBF7E3D6200000000)
  %676 = tail call float @llvm.fma.f32(float %675, float %670, float 0x3F95134500000000)
  %677 = tail call float @llvm.fma.f32(float %676, float %670, float 0xBFB13E0340000000)
  %678 = tail call float @llvm.fma.f32(float %677, float %670, float 0x3FD4A34CC0000000)
  %679 = tail call float @llvm.fma.f32(float %678, float %670, float 0x3FDB0EE600000000)
  %680 = fmul float %670, %679
  br label %734

681:                                              ; preds = %667
  %682 = fcmp ult float %23, 0x3FE6666660000000
  br i1 %682, label %696, label %683

683:                                              ; preds = %681
  %684 = fsub float 1.000000e+00, %23
  %685 = tail call float @llvm.fma.f32(float %684, float 0x3FA77DEEC0000000, float 0x3FBA8EAEE0000000)
  %686 = tail call float @llvm.fma.f32(float %685, float %684, float 0x3FBF700F20000000)
  %687 = tail call float @llvm.fma.f32(float %686, float %684, float 0x3FC052B6A0000000)
  %688 = tail call float @llvm.fma.f32(float %687, float %684, float 0x3FC254ECA0000000)
  %689 = tail call float @llvm.fma.f32(float %688, float %684, float 0x3FC5AD0CE0000000)
  %690 = tail call float @llvm.fma.f32(float %689, float %684, float 0x3FCA8C57E0000000)
  %691 = tail call float @llvm.fma.f32(float %690, float %684, float 0x3FD1514E40000000)
  %692 = tail call float @llvm.fma.f32(float %691, float %684, float 0x3FD9A4D480000000)
  %693 = tail call float @llvm.fma.f32(float %692, float %684, float 0x3FEA51A640000000)
  %694 = tail call float @llvm.fma.f32(float %693, float %684, float 0x3FE2788D00000000)
  %695 = fmul float %684, %694
  br label %734

696:                                              ; preds = %681
  %697 = tail call float @llvm.fma.f32(float %23, float 0x3F6D6390C0000000, float 0xBF76690F00000000)
  %698 = tail call float @llvm.fma.f32(float %697, float %23, float 0xBFA6D95DE0000000)
  %699 = tail call float @llvm.fma.f32(float %698, float %23, float 0x3FC56AAAA0000000)
  %700 = tail call float @llvm.fma.f32(float %699, float %23, float 0xBFA592D8E0000000)
  %701 = tail call float @llvm.fma.f32(float %700, float %23, float 0xBFE4FCDD60000000)
  %702 = tail call float @llvm.fma.f32(float %701, float %23, float 0x3FE2788C60000000)
  %703 = fmul float %23, %702
  %704 = tail call float @llvm.fma.f32(float %703, float %23, float %23)
  %705 = fcmp olt float %704, 0x3810000000000000
  %706 = fmul float %704, 0x4160000000000000
  %707 = select i1 %705, float %706, float %704
  %708 = select i1 %705, float -2.300000e+01, float 0.000000e+00
  %709 = bitcast float %707 to i32
  %710 = add i32 %709, -1059760811
  %711 = and i32 %710, -8388608
  %712 = sub i32 %709, %711
  %713 = bitcast i32 %712 to float
  %714 = sitofp i32 %711 to float
  %715 = tail call float @llvm.fma.f32(float %714, float 0x3E80000000000000, float %708)
  %716 = fadd float %713, -1.000000e+00
  %717 = tail call float @llvm.fma.f32(float %716, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %718 = tail call float @llvm.fma.f32(float %717, float %716, float 0xBFBF19B980000000)
  %719 = tail call float @llvm.fma.f32(float %718, float %716, float 0x3FC1E52AA0000000)
  %720 = tail call float @llvm.fma.f32(float %719, float %716, float 0xBFC55B1720000000)
  %721 = tail call float @llvm.fma.f32(float %720, float %716, float 0x3FC99DA160000000)
  %722 = tail call float @llvm.fma.f32(float %721, float %716, float 0xBFCFFFE440000000)
  %723 = tail call float @llvm.fma.f32(float %722, float %716, float 0x3FD5554F00000000)
  %724 = tail call float @llvm.fma.f32(float %723, float %716, float -5.000000e-01)
  %725 = fmul float %716, %724
  %726 = tail call float @llvm.fma.f32(float %725, float %716, float %716)
  %727 = tail call float @llvm.fma.f32(float %715, float 0x3FE62E4300000000, float %726)
  %728 = icmp ugt i32 %709, 2139095039
  %729 = tail call float @llvm.fma.f32(float %707, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %730 = select i1 %728, float %729, float %727
  %731 = fcmp oeq float %707, 0.000000e+00
  %732 = fneg float %730
  %733 = select i1 %731, float 0x7FF0000000000000, float %732
  br label %734

734:                                              ; preds = %696, %683, %669, %655, %622
  %735 = phi float [ %666, %655 ], [ %654, %622 ], [ %680, %669 ], [ %695, %683 ], [ %733, %696 ]
  %736 = fcmp ult float %16, 0.000000e+00
  br i1 %736, label %737, label %827

737:                                              ; preds = %734
  %738 = tail call float @llvm.floor.f32(float %23)
  %739 = fcmp oeq float %23, %738
  br i1 %739, label %827, label %740

740:                                              ; preds = %737
  %741 = fcmp olt float %23, 0x3BFD83C940000000
  br i1 %741, label %742, label %772

742:                                              ; preds = %740
  %743 = fcmp olt float %23, 0x3810000000000000
  %744 = fmul float %23, 0x4160000000000000
  %745 = select i1 %743, float %744, float %23
  %746 = select i1 %743, float -2.300000e+01, float 0.000000e+00
  %747 = bitcast float %745 to i32
  %748 = add i32 %747, -1059760811
  %749 = and i32 %748, -8388608
  %750 = sub i32 %747, %749
  %751 = bitcast i32 %750 to float
  %752 = sitofp i32 %749 to float
  %753 = tail call float @llvm.fma.f32(float %752, float 0x3E80000000000000, float %746)
  %754 = fadd float %751, -1.000000e+00
  %755 = tail call float @llvm.fma.f32(float %754, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %756 = tail call float @llvm.fma.f32(float %755, float %754, float 0xBFBF19B980000000)
  %757 = tail call float @llvm.fma.f32(float %756, float %754, float 0x3FC1E52AA0000000)
  %758 = tail call float @llvm.fma.f32(float %757, float %754, float 0xBFC55B1720000000)
  %759 = tail call float @llvm.fma.f32(float %758, float %754, float 0x3FC99DA160000000)
  %760 = tail call float @llvm.fma.f32(float %759, float %754, float 0xBFCFFFE440000000)
  %761 = tail call float @llvm.fma.f32(float %760, float %754, float 0x3FD5554F00000000)
  %762 = tail call float @llvm.fma.f32(float %761, float %754, float -5.000000e-01)
  %763 = fmul float %754, %762
  %764 = tail call float @llvm.fma.f32(float %763, float %754, float %754)
  %765 = tail call float @llvm.fma.f32(float %753, float 0x3FE62E4300000000, float %764)
  %766 = icmp ugt i32 %747, 2139095039
  %767 = tail call float @llvm.fma.f32(float %745, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %768 = select i1 %766, float %767, float %765
  %769 = fcmp oeq float %745, 0.000000e+00
  %770 = fneg float %768
  %771 = select i1 %769, float 0x7FF0000000000000, float %770
  br label %827

772:                                              ; preds = %740
  %773 = fmul float %23, 2.000000e+00
  %774 = tail call float @llvm.nvvm.round.f(float %773) #10
  %775 = fptosi float %774 to i32
  %776 = fneg float %774
  %777 = tail call float @llvm.fma.f32(float %776, float 5.000000e-01, float %23)
  %778 = fmul float %777, 0x400921FB60000000
  %779 = tail call float @llvm.nvvm.mul.rn.f(float %778, float %778) #10
  %780 = and i32 %775, 1
  %781 = icmp eq i32 %780, 0
  %782 = select i1 %781, float %778, float 1.000000e+00
  %783 = tail call float @llvm.fma.f32(float %779, float %782, float 0.000000e+00)
  %784 = tail call float @llvm.fma.f32(float %779, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %785 = select i1 %781, float 0xBF29A82A60000000, float %784
  %786 = select i1 %781, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %787 = tail call float @llvm.fma.f32(float %785, float %779, float %786)
  %788 = select i1 %781, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %789 = tail call float @llvm.fma.f32(float %787, float %779, float %788)
  %790 = tail call float @llvm.fma.f32(float %789, float %783, float %782)
  %791 = and i32 %775, 2
  %792 = icmp eq i32 %791, 0
  %793 = fsub float 0.000000e+00, %790
  %794 = select i1 %792, float %790, float %793
  %795 = tail call float @llvm.nvvm.fabs.f32(float %794)
  %796 = fmul float %23, %795
  %797 = fcmp olt float %796, 0x3810000000000000
  %798 = fmul float %796, 0x4160000000000000
  %799 = select i1 %797, float -2.300000e+01, float 0.000000e+00
  %800 = select i1 %797, float %798, float %796
  %801 = bitcast float %800 to i32
  %802 = add i32 %801, -1059760811
  %803 = and i32 %802, -8388608
  %804 = sub i32 %801, %803
  %805 = bitcast i32 %804 to float
  %806 = sitofp i32 %803 to float
  %807 = tail call float @llvm.fma.f32(float %806, float 0x3E80000000000000, float %799)
  %808 = fadd float %805, -1.000000e+00
  %809 = tail call float @llvm.fma.f32(float %808, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %810 = tail call float @llvm.fma.f32(float %809, float %808, float 0xBFBF19B980000000)
  %811 = tail call float @llvm.fma.f32(float %810, float %808, float 0x3FC1E52AA0000000)
  %812 = tail call float @llvm.fma.f32(float %811, float %808, float 0xBFC55B1720000000)
  %813 = tail call float @llvm.fma.f32(float %812, float %808, float 0x3FC99DA160000000)
  %814 = tail call float @llvm.fma.f32(float %813, float %808, float 0xBFCFFFE440000000)
  %815 = tail call float @llvm.fma.f32(float %814, float %808, float 0x3FD5554F00000000)
  %816 = tail call float @llvm.fma.f32(float %815, float %808, float -5.000000e-01)
  %817 = fmul float %808, %816
  %818 = tail call float @llvm.fma.f32(float %817, float %808, float %808)
  %819 = tail call float @llvm.fma.f32(float %807, float 0x3FE62E4300000000, float %818)
  %820 = icmp ugt i32 %801, 2139095039
  %821 = tail call float @llvm.fma.f32(float %800, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %822 = select i1 %820, float %821, float %819
  %823 = fcmp oeq float %800, 0.000000e+00
  %824 = fsub float 0x3FF250D040000000, %822
  %825 = select i1 %823, float 0x7FF0000000000000, float %824
  %826 = fsub float %825, %735
  br label %827

827:                                              ; preds = %734, %737, %742, %772
  %828 = phi float [ %826, %772 ], [ %735, %734 ], [ %771, %742 ], [ 0x7FF0000000000000, %737 ]
  %829 = fadd contract float %618, %828
  %830 = getelementptr inbounds float, ptr %1, i64 %14
  store float %829, ptr %830, align 4, !tbaa !11
  br label %831

831:                                              ; preds = %3, %827
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11double_mathPKdPdi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %634

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !17
  %14 = tail call double @llvm.fma.f64(double %13, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %15 = tail call i32 @llvm.nvvm.d2i.lo(double %14) #10
  %16 = tail call double @llvm.nvvm.add.rn.d(double %14, double 0xC338000000000000) #10
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
  %30 = tail call i32 @llvm.nvvm.d2i.lo(double %29) #10
  %31 = tail call i32 @llvm.nvvm.d2i.hi(double %29) #10
  %32 = shl i32 %15, 20
  %33 = add i32 %31, %32
  %34 = tail call double @llvm.nvvm.lohi.i2d(i32 %30, i32 %33) #10
  %35 = tail call i32 @llvm.nvvm.d2i.hi(double %13) #10
  %36 = bitcast i32 %35 to float
  %37 = tail call float @llvm.nvvm.fabs.f32(float %36)
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
  %48 = tail call double @llvm.nvvm.lohi.i2d(i32 %30, i32 %47) #10
  %49 = sub nsw i32 %15, %45
  %50 = shl i32 %49, 20
  %51 = add nsw i32 %50, 1072693248
  %52 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %51) #10
  %53 = fmul double %52, %48
  br label %54

54:                                               ; preds = %10, %39, %44
  %55 = phi double [ %34, %10 ], [ %53, %44 ], [ %42, %39 ]
  %56 = tail call double @llvm.nvvm.fabs.f64(double %13)
  %57 = fadd contract double %56, 1.000000e+00
  %58 = tail call i32 @llvm.nvvm.d2i.hi(double %57) #10
  %59 = tail call i32 @llvm.nvvm.d2i.lo(double %57) #10
  %60 = icmp slt i32 %58, 1048576
  br i1 %60, label %61, label %65

61:                                               ; preds = %54
  %62 = fmul double %57, 0x4350000000000000
  %63 = tail call i32 @llvm.nvvm.d2i.lo(double %62) #10
  %64 = tail call i32 @llvm.nvvm.d2i.hi(double %62) #10
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
  %77 = tail call double @llvm.nvvm.lohi.i2d(i32 %68, i32 %76) #10
  %78 = icmp samesign ugt i32 %76, 1073127582
  %79 = tail call i32 @llvm.nvvm.d2i.lo(double %77) #10
  %80 = tail call i32 @llvm.nvvm.d2i.hi(double %77) #10
  %81 = add i32 %80, -1048576
  %82 = tail call double @llvm.nvvm.lohi.i2d(i32 %79, i32 %81) #10
  %83 = select i1 %78, double %82, double %77
  %84 = zext i1 %78 to i32
  %85 = add nsw i32 %74, %84
  %86 = fadd double %83, -1.000000e+00
  %87 = fadd double %83, 1.000000e+00
  %88 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %87) #10
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
  %111 = tail call double @llvm.nvvm.lohi.i2d(i32 %110, i32 1127219200) #10
  %112 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #10
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
  %123 = tail call i32 @llvm.nvvm.d2i.hi(double %66) #10
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
  %132 = tail call double @llvm.nvvm.mul.rn.d(double %13, double 0.000000e+00) #10
  br label %146

133:                                              ; preds = %127
  %134 = fmul double %13, 0x3FE45F306DC9C883
  %135 = tail call i32 @llvm.nvvm.d2i.rn(double %134) #10
  %136 = sitofp i32 %135 to double
  %137 = fneg double %136
  %138 = tail call double @llvm.fma.f64(double %137, double 0x3FF921FB54442D18, double %13)
  %139 = tail call double @llvm.fma.f64(double %137, double 0x3C91A62633145C00, double %138)
  %140 = tail call double @llvm.fma.f64(double %137, double 0x397B839A252049C0, double %139)
  %141 = fcmp ult double %56, 0x41E0000000000000
  br i1 %141, label %146, label %142

142:                                              ; preds = %133
  %143 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %13) #10
  %144 = extractvalue { double, i32 } %143, 0
  %145 = extractvalue { double, i32 } %143, 1
  br label %146

146:                                              ; preds = %131, %133, %142
  %147 = phi double [ %132, %131 ], [ %144, %142 ], [ %140, %133 ]
  %148 = phi i32 [ 0, %131 ], [ %145, %142 ], [ %135, %133 ]
  %149 = and i32 %148, 1
  %150 = shl nuw nsw i32 %149, 3
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %151
  %153 = tail call double @llvm.nvvm.mul.rn.d(double %147, double %147) #10
  %154 = icmp eq i32 %149, 0
  %155 = select i1 %154, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %156 = load double, ptr addrspace(1) %152, align 16
  %157 = tail call double @llvm.fma.f64(double %155, double %153, double %156)
  %158 = getelementptr inbounds nuw i8, ptr addrspace(1) %152, i64 8
  %159 = load double, ptr addrspace(1) %158, align 8
  %160 = tail call double @llvm.fma.f64(double %157, double %153, double %159)
  %161 = getelementptr inbounds nuw i8, ptr addrspace(1) %152, i64 16
  %162 = load double, ptr addrspace(1) %161, align 16
  %163 = tail call double @llvm.fma.f64(double %160, double %153, double %162)
  %164 = getelementptr inbounds nuw i8, ptr addrspace(1) %152, i64 24
  %165 = load double, ptr addrspace(1) %164, align 8
  %166 = tail call double @llvm.fma.f64(double %163, double %153, double %165)
  %167 = getelementptr inbounds nuw i8, ptr addrspace(1) %152, i64 32
  %168 = load double, ptr addrspace(1) %167, align 16
  %169 = tail call double @llvm.fma.f64(double %166, double %153, double %168)
  %170 = getelementptr inbounds nuw i8, ptr addrspace(1) %152, i64 40
  %171 = load double, ptr addrspace(1) %170, align 8
  %172 = tail call double @llvm.fma.f64(double %169, double %153, double %171)
  %173 = tail call double @llvm.fma.f64(double %172, double %147, double %147)
  %174 = tail call double @llvm.fma.f64(double %172, double %153, double 1.000000e+00)
  %175 = select i1 %154, double %173, double %174
  %176 = and i32 %148, 2
  %177 = icmp eq i32 %176, 0
  %178 = fsub double 0.000000e+00, %175
  %179 = select i1 %177, double %175, double %178
  %180 = fadd contract double %129, %179
  br i1 %130, label %181, label %183

181:                                              ; preds = %146
  %182 = tail call double @llvm.nvvm.mul.rn.d(double %13, double 0.000000e+00) #10
  br label %200

183:                                              ; preds = %146
  %184 = fmul double %13, 0x3FE45F306DC9C883
  %185 = tail call i32 @llvm.nvvm.d2i.rn(double %184) #10
  %186 = sitofp i32 %185 to double
  %187 = fneg double %186
  %188 = tail call double @llvm.fma.f64(double %187, double 0x3FF921FB54442D18, double %13)
  %189 = tail call double @llvm.fma.f64(double %187, double 0x3C91A62633145C00, double %188)
  %190 = tail call double @llvm.fma.f64(double %187, double 0x397B839A252049C0, double %189)
  %191 = fcmp ult double %56, 0x41E0000000000000
  br i1 %191, label %196, label %192

192:                                              ; preds = %183
  %193 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %13) #10
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
  %206 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %205
  %207 = tail call double @llvm.nvvm.mul.rn.d(double %201, double %201) #10
  %208 = icmp eq i32 %203, 0
  %209 = select i1 %208, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %210 = load double, ptr addrspace(1) %206, align 16
  %211 = tail call double @llvm.fma.f64(double %209, double %207, double %210)
  %212 = getelementptr inbounds nuw i8, ptr addrspace(1) %206, i64 8
  %213 = load double, ptr addrspace(1) %212, align 8
  %214 = tail call double @llvm.fma.f64(double %211, double %207, double %213)
  %215 = getelementptr inbounds nuw i8, ptr addrspace(1) %206, i64 16
  %216 = load double, ptr addrspace(1) %215, align 16
  %217 = tail call double @llvm.fma.f64(double %214, double %207, double %216)
  %218 = getelementptr inbounds nuw i8, ptr addrspace(1) %206, i64 24
  %219 = load double, ptr addrspace(1) %218, align 8
  %220 = tail call double @llvm.fma.f64(double %217, double %207, double %219)
  %221 = getelementptr inbounds nuw i8, ptr addrspace(1) %206, i64 32
  %222 = load double, ptr addrspace(1) %221, align 16
  %223 = tail call double @llvm.fma.f64(double %220, double %207, double %222)
  %224 = getelementptr inbounds nuw i8, ptr addrspace(1) %206, i64 40
  %225 = load double, ptr addrspace(1) %224, align 8
  %226 = tail call double @llvm.fma.f64(double %223, double %207, double %225)
  %227 = tail call double @llvm.fma.f64(double %226, double %201, double %201)
  %228 = tail call double @llvm.fma.f64(double %226, double %207, double 1.000000e+00)
  %229 = select i1 %208, double %227, double %228
  %230 = and i32 %202, 2
  %231 = icmp eq i32 %230, 0
  %232 = fsub double 0.000000e+00, %229
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
  %265 = tail call float @llvm.nvvm.round.f(float %264) #10
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
  %281 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %265)
  %282 = fpext float %281 to double
  %283 = fsub double 1.000000e+00, %282
  %284 = fneg double %280
  %285 = tail call double @llvm.fma.f64(double %284, double %282, double %283)
  %286 = fcmp oge double %56, 0x4017AFB48DC96626
  %287 = select i1 %286, double 1.000000e+00, double %285
  %288 = tail call noundef double @llvm.copysign.f64(double %287, double %13) #10
  %289 = fadd contract double %288, %234
  %290 = tail call i32 @llvm.nvvm.d2i.hi(double %56) #10
  %291 = tail call i32 @llvm.nvvm.d2i.hi(double 2.500000e+00) #10
  %292 = and i32 %291, 2146435072
  %293 = icmp eq i32 %292, 1074790400
  %294 = tail call double @llvm.nvvm.fabs.f64(double %56)
  %295 = icmp slt i32 %290, 0
  %296 = fcmp oeq double %56, 0.000000e+00
  br i1 %296, label %297, label %303

297:                                              ; preds = %200
  %298 = select i1 %293, i32 %290, i32 0
  %299 = icmp slt i32 %291, 0
  %300 = or i32 %298, 2146435072
  %301 = select i1 %299, i32 %300, i32 %298
  %302 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %301) #10
  br label %306

303:                                              ; preds = %200
  %304 = tail call fastcc double @__internal_accurate_pow(double %294)
  %305 = select i1 %295, double 0xFFF8000000000000, double %304
  br label %306

306:                                              ; preds = %303, %297
  %307 = phi double [ %302, %297 ], [ %305, %303 ]
  %308 = fadd double %56, 2.500000e+00
  %309 = tail call i32 @llvm.nvvm.d2i.hi(double %308) #10
  %310 = and i32 %309, 2146435072
  %311 = icmp eq i32 %310, 2146435072
  br i1 %311, label %312, label %328

312:                                              ; preds = %306
  %313 = fcmp uno double %294, 0.000000e+00
  br i1 %313, label %314, label %316

314:                                              ; preds = %312
  %315 = tail call double @llvm.nvvm.add.rn.d(double %56, double 2.500000e+00) #10
  br label %328

316:                                              ; preds = %312
  %317 = fcmp oeq double %294, 0x7FF0000000000000
  br i1 %317, label %318, label %328

318:                                              ; preds = %316
  %319 = icmp slt i32 %291, 0
  %320 = select i1 %319, i32 0, i32 2146435072
  %321 = and i32 %291, 2147483647
  %322 = icmp ne i32 %321, 1071644672
  %323 = and i1 %293, %322
  %324 = select i1 %295, i1 %323, i1 false
  %325 = or disjoint i32 %320, -2147483648
  %326 = select i1 %324, i32 %325, i32 %320
  %327 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %326) #10
  br label %328

328:                                              ; preds = %306, %314, %316, %318
  %329 = phi double [ %307, %306 ], [ %315, %314 ], [ %307, %316 ], [ %327, %318 ]
  %330 = fcmp oeq double %56, 1.000000e+00
  %331 = select i1 %330, double 1.000000e+00, double %329
  %332 = fadd contract double %289, %331
  %333 = and i32 %35, 2147483647
  %334 = tail call i32 @llvm.nvvm.d2i.lo(double %13) #10
  %335 = tail call double @llvm.nvvm.lohi.i2d(i32 %334, i32 %333) #10
  %336 = fcmp ult double %335, 0x3FE4F92224DD2F1A
  br i1 %336, label %372, label %337

337:                                              ; preds = %328
  %338 = fmul double %335, 2.000000e+00
  %339 = fptrunc double %338 to float
  %340 = fmul float %339, 0x3FF7154760000000
  %341 = tail call float @llvm.nvvm.round.f(float %340) #10
  %342 = fpext float %341 to double
  %343 = fneg double %342
  %344 = tail call double @llvm.fma.f64(double %343, double 0x3FE62E42FEFA39EF, double %338)
  %345 = tail call double @llvm.fma.f64(double %344, double 0x3E5AE904A4741B81, double 0x3E928A27F89B6999)
  %346 = tail call double @llvm.fma.f64(double %345, double %344, double 0x3EC71DE715FF7E07)
  %347 = tail call double @llvm.fma.f64(double %346, double %344, double 0x3EFA019A6B0AC45A)
  %348 = tail call double @llvm.fma.f64(double %347, double %344, double 0x3F2A01A017EED94F)
  %349 = tail call double @llvm.fma.f64(double %348, double %344, double 0x3F56C16C17F2A71B)
  %350 = tail call double @llvm.fma.f64(double %349, double %344, double 0x3F811111111173C4)
  %351 = tail call double @llvm.fma.f64(double %350, double %344, double 0x3FA555555555211A)
  %352 = tail call double @llvm.fma.f64(double %351, double %344, double 0x3FC5555555555540)
  %353 = tail call double @llvm.fma.f64(double %352, double %344, double 0x3FE0000000000005)
  %354 = fmul double %344, %353
  %355 = tail call double @llvm.fma.f64(double %354, double %344, double %344)
  %356 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %341)
  %357 = fpext float %356 to double
  %358 = fsub double 1.000000e+00, %357
  %359 = fneg double %355
  %360 = tail call double @llvm.fma.f64(double %359, double %357, double %358)
  %361 = fsub double 2.000000e+00, %360
  %362 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %361) #10
  %363 = fneg double %361
  %364 = tail call double @llvm.fma.f64(double %363, double %362, double 1.000000e+00)
  %365 = tail call double @llvm.fma.f64(double %364, double %364, double %364)
  %366 = tail call double @llvm.fma.f64(double %365, double %362, double %362)
  %367 = fneg double %366
  %368 = tail call double @llvm.fma.f64(double %367, double 2.000000e+00, double 1.000000e+00)
  %369 = icmp samesign ugt i32 %333, 1077088193
  %370 = select i1 %369, double 1.000000e+00, double %368
  %371 = tail call double @llvm.copysign.f64(double %370, double %13) #10
  br label %386

372:                                              ; preds = %328
  %373 = fmul double %13, %13
  %374 = tail call double @llvm.fma.f64(double %373, double 0xBEF0BC46E2F5E964, double 0x3F14359F420AFC3D)
  %375 = tail call double @llvm.fma.f64(double %374, double %373, double 0xBF2DF9F0728C5D84)
  %376 = tail call double @llvm.fma.f64(double %375, double %373, double 0x3F4337D1CEC4F033)
  %377 = tail call double @llvm.fma.f64(double %376, double %373, double 0xBF57D6E9674335B3)
  %378 = tail call double @llvm.fma.f64(double %377, double %373, double 0x3F6D6D000D7AAD3D)
  %379 = tail call double @llvm.fma.f64(double %378, double %373, double 0xBF8226E1F3CF1EF5)
  %380 = tail call double @llvm.fma.f64(double %379, double %373, double 0x3F9664F47EC0C8CF)
  %381 = tail call double @llvm.fma.f64(double %380, double %373, double 0xBFABA1BA1B80AB40)
  %382 = tail call double @llvm.fma.f64(double %381, double %373, double 0x3FC111111110FA4A)
  %383 = tail call double @llvm.fma.f64(double %382, double %373, double 0xBFD5555555555550)
  %384 = tail call double @llvm.fma.f64(double %383, double %373, double 0.000000e+00)
  %385 = tail call double @llvm.fma.f64(double %384, double %13, double %13)
  br label %386

386:                                              ; preds = %337, %372
  %387 = phi double [ %371, %337 ], [ %385, %372 ]
  %388 = fadd contract double %332, %387
  %389 = tail call noundef double @llvm.sqrt.f64(double %56)
  %390 = fadd contract double %389, %388
  %391 = fmul contract double %13, 2.500000e-01
  %392 = tail call i32 @llvm.nvvm.d2i.hi(double %391) #10
  %393 = bitcast i32 %392 to float
  %394 = tail call float @llvm.nvvm.fabs.f32(float %393)
  %395 = fcmp olt float %394, 1.875000e+00
  br i1 %395, label %396, label %505

396:                                              ; preds = %386
  %397 = fneg double %391
  %398 = tail call double @llvm.fma.f64(double %391, double %397, double 1.000000e+00)
  %399 = tail call i32 @llvm.nvvm.d2i.hi(double %398) #10
  %400 = tail call i32 @llvm.nvvm.d2i.lo(double %398) #10
  %401 = lshr i32 %399, 20
  %402 = and i32 %401, 2046
  %403 = add nuw i32 %402, 2147482626
  %404 = tail call double @llvm.nvvm.lohi.i2d(i32 %403, i32 1127219200) #10
  %405 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #10
  %406 = fsub double %404, %405
  %407 = and i32 %399, -2145386497
  %408 = or disjoint i32 %407, 1071644672
  %409 = tail call double @llvm.nvvm.lohi.i2d(i32 %400, i32 %408) #10
  %410 = fadd double %409, -1.000000e+00
  %411 = fadd double %409, 1.000000e+00
  %412 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %411) #10
  %413 = fneg double %411
  %414 = tail call double @llvm.fma.f64(double %413, double %412, double 1.000000e+00)
  %415 = tail call double @llvm.fma.f64(double %414, double %414, double %414)
  %416 = tail call double @llvm.fma.f64(double %415, double %412, double %412)
  %417 = fmul double %410, %416
  %418 = tail call double @llvm.fma.f64(double %417, double -2.000000e+00, double %410)
  %419 = fneg double %417
  %420 = tail call double @llvm.fma.f64(double %419, double %410, double %418)
  %421 = tail call double @llvm.fma.f64(double %420, double %416, double %417)
  %422 = fmul double %421, %421
  %423 = tail call double @llvm.fma.f64(double %422, double 0x3FB5C5C218C775C9, double 0x3FA55CF59CDC5D89)
  %424 = tail call double @llvm.fma.f64(double %423, double %422, double 0x3FAEFD18CF6EBB9C)
  %425 = tail call double @llvm.fma.f64(double %424, double %422, double 0x3FB10682EDCB8D1B)
  %426 = tail call double @llvm.fma.f64(double %425, double %422, double 0x3FB3B1DD3AC7FC96)
  %427 = tail call double @llvm.fma.f64(double %426, double %422, double 0x3FB745CB459B54A6)
  %428 = tail call double @llvm.fma.f64(double %427, double %422, double 0x3FBC71C741A0669F)
  %429 = tail call double @llvm.fma.f64(double %428, double %422, double 0x3FC249249209112E)
  %430 = tail call double @llvm.fma.f64(double %429, double %422, double 0x3FC99999999A06C1)
  %431 = tail call double @llvm.fma.f64(double %430, double %422, double 0x3FD5555555555535)
  %432 = fmul double %422, %431
  %433 = tail call double @llvm.fma.f64(double %432, double %421, double %421)
  %434 = fadd double %433, %433
  %435 = tail call double @llvm.fma.f64(double %406, double 0x3FE62E42FEFA39EF, double %434)
  %436 = tail call i32 @llvm.nvvm.d2i.hi(double %435) #10
  %437 = icmp ult i32 %436, -1072103424
  br i1 %437, label %438, label %462

438:                                              ; preds = %396
  %439 = fsub double -3.125000e+00, %435
  %440 = tail call double @llvm.fma.f64(double %439, double 0xBBB135D2E746E627, double 0xBC08DDF93324D327)
  %441 = tail call double @llvm.fma.f64(double %440, double %439, double 0x3C37B83EEF0B7C9F)
  %442 = tail call double @llvm.fma.f64(double %441, double %439, double 0x3C69BA72CD589B91)
  %443 = tail call double @llvm.fma.f64(double %442, double %439, double 0xBCA33689090A6B96)
  %444 = tail call double @llvm.fma.f64(double %443, double %439, double 0x3C782E11898132E0)
  %445 = tail call double @llvm.fma.f64(double %444, double %439, double 0x3CFDE4ACFD9E26BA)
  %446 = tail call double @llvm.fma.f64(double %445, double %439, double 0xBD26D33EED66C487)
  %447 = tail call double @llvm.fma.f64(double %446, double %439, double 0xBD36F2167040D8E2)
  %448 = tail call double @llvm.fma.f64(double %447, double %439, double 0x3D872A22C2D77E20)
  %449 = tail call double @llvm.fma.f64(double %448, double %439, double 0xBDAC8859C4E5C0AF)
  %450 = tail call double @llvm.fma.f64(double %449, double %439, double 0xBDCDC583D118A561)
  %451 = tail call double @llvm.fma.f64(double %450, double %439, double 0x3E120F47CCF46B3C)
  %452 = tail call double @llvm.fma.f64(double %451, double %439, double 0xBE31A9E38DC84D60)
  %453 = tail call double @llvm.fma.f64(double %452, double %439, double 0xBE5F36CD6D3D46A9)
  %454 = tail call double @llvm.fma.f64(double %453, double %439, double 0x3E9C6B4F5D03B787)
  %455 = tail call double @llvm.fma.f64(double %454, double %439, double 0xBEB6E8A5434AE8A2)
  %456 = tail call double @llvm.fma.f64(double %455, double %439, double 0xBEED1D1F7B8736F6)
  %457 = tail call double @llvm.fma.f64(double %456, double %439, double 0x3F2879C2A212F024)
  %458 = tail call double @llvm.fma.f64(double %457, double %439, double 0xBF4845769484FCA8)
  %459 = tail call double @llvm.fma.f64(double %458, double %439, double 0xBF78B6C33114F909)
  %460 = tail call double @llvm.fma.f64(double %459, double %439, double 0x3FCEBD80D9B13E28)
  %461 = tail call double @llvm.fma.f64(double %460, double %439, double 0x3FFA755E7C99AE86)
  br label %511

462:                                              ; preds = %396
  %463 = fneg double %435
  %464 = tail call double @llvm.sqrt.f64(double %463)
  %465 = tail call i32 @llvm.nvvm.d2i.hi(double %464) #10
  %466 = icmp slt i32 %465, 1074790400
  br i1 %466, label %467, label %487

467:                                              ; preds = %462
  %468 = fadd double %464, -3.250000e+00
  %469 = tail call double @llvm.fma.f64(double %468, double 0x3E23040F87DBD932, double 0x3E785CBE52878635)
  %470 = tail call double @llvm.fma.f64(double %469, double %468, double 0xBE92777453DD3955)
  %471 = tail call double @llvm.fma.f64(double %470, double %468, double 0x3E5395ABCD554C6C)
  %472 = tail call double @llvm.fma.f64(double %471, double %468, double 0x3EB936388A3790AD)
  %473 = tail call double @llvm.fma.f64(double %472, double %468, double 0xBED0D5DB812B5083)
  %474 = tail call double @llvm.fma.f64(double %473, double %468, double 0x3EC8860CD5D652F6)
  %475 = tail call double @llvm.fma.f64(double %474, double %468, double 0x3EEA29A0CACDFB23)
  %476 = tail call double @llvm.fma.f64(double %475, double %468, double 0xBF08CEF1F80281F2)
  %477 = tail call double @llvm.fma.f64(double %476, double %468, double 0x3F11E684D0B9188A)
  %478 = tail call double @llvm.fma.f64(double %477, double %468, double 0x3EF932CD54C8A222)
  %479 = tail call double @llvm.fma.f64(double %478, double %468, double 0xBF37448A89EF8AA3)
  %480 = tail call double @llvm.fma.f64(double %479, double %468, double 0x3F4F3CC55AD40C25)
  %481 = tail call double @llvm.fma.f64(double %480, double %468, double 0xBF5BA924132F38B1)
  %482 = tail call double @llvm.fma.f64(double %481, double %468, double 0x3F6468EECA533CF8)
  %483 = tail call double @llvm.fma.f64(double %482, double %468, double 0xBF6EBADABB891BBD)
  %484 = tail call double @llvm.fma.f64(double %483, double %468, double 0x3F75FFCFE5B76AFC)
  %485 = tail call double @llvm.fma.f64(double %484, double %468, double 0x3FF0158A6D641D39)
  %486 = tail call double @llvm.fma.f64(double %485, double %468, double 0x4008ABCC380D5A48)
  br label %511

487:                                              ; preds = %462
  %488 = fadd double %464, -5.000000e+00
  %489 = tail call double @llvm.fma.f64(double %488, double 0xBDBDCEC3A7785389, double 0xBDF18FEEC0E38727)
  %490 = tail call double @llvm.fma.f64(double %489, double %488, double 0x3E19E6BF2DDA45E3)
  %491 = tail call double @llvm.fma.f64(double %490, double %488, double 0xBE30468FB24E2F5F)
  %492 = tail call double @llvm.fma.f64(double %491, double %488, double 0x3E405AC6A8FBA182)
  %493 = tail call double @llvm.fma.f64(double %492, double %488, double 0xBE50102E495FB9C0)
  %494 = tail call double @llvm.fma.f64(double %493, double %488, double 0x3E5F4C20E1334AF8)
  %495 = tail call double @llvm.fma.f64(double %494, double %488, double 0xBE722D220FDF9C3E)
  %496 = tail call double @llvm.fma.f64(double %495, double %488, double 0x3E8EBC8BB824CB54)
  %497 = tail call double @llvm.fma.f64(double %496, double %488, double 0xBEB0A8D40EA372CC)
  %498 = tail call double @llvm.fma.f64(double %497, double %488, double 0x3ED2FBD29D093D2B)
  %499 = tail call double @llvm.fma.f64(double %498, double %488, double 0xBEF4A3497E1E0FAC)
  %500 = tail call double @llvm.fma.f64(double %499, double %488, double 0x3F13EBF4EB00938F)
  %501 = tail call double @llvm.fma.f64(double %500, double %488, double 0xBF2C2F36A8FC5D53)
  %502 = tail call double @llvm.fma.f64(double %501, double %488, double 0xBF222EA5DF04047C)
  %503 = tail call double @llvm.fma.f64(double %502, double %488, double 0x3FF02A30D1FBA0DC)
  %504 = tail call double @llvm.fma.f64(double %503, double %488, double 0x4013664DDD1AD7FB)
  br label %511

505:                                              ; preds = %386
  %506 = tail call double @llvm.nvvm.fabs.f64(double %391)
  %507 = fcmp uno double %506, 0.000000e+00
  br i1 %507, label %511, label %508

508:                                              ; preds = %505
  %509 = fcmp oeq double %506, 1.000000e+00
  %510 = select i1 %509, double 0x7FF0000000000000, double 0xFFF8000000000000
  br label %511

511:                                              ; preds = %438, %467, %487, %505, %508
  %512 = phi double [ %504, %487 ], [ %461, %438 ], [ %486, %467 ], [ %510, %508 ], [ %391, %505 ]
  %513 = fmul double %391, %512
  %514 = fadd contract double %390, %513
  %515 = bitcast double %56 to i64
  %516 = tail call i64 @llvm.umin.i64(i64 %515, i64 4613937818241073152) #10
  %517 = bitcast i64 %516 to double
  %518 = tail call i64 @llvm.umax.i64(i64 %515, i64 4613937818241073152) #10
  %519 = bitcast i64 %518 to double
  %520 = tail call i32 @llvm.nvvm.d2i.hi(double %519) #10
  %521 = and i32 %520, -4194304
  %522 = sub i32 2144337920, %521
  %523 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %522) #10
  %524 = fmul double %523, %517
  %525 = fmul double %523, %519
  %526 = fmul double %524, %524
  %527 = tail call double @llvm.fma.f64(double %525, double %525, double %526)
  %528 = tail call double @llvm.minnum.f64(double %527, double 0x7FEFFFFFFFFFFFFF)
  %529 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %528) #11, !srcloc !19
  %530 = tail call double @llvm.nvvm.mul.rn.d(double %529, double %529) #10
  %531 = fneg double %530
  %532 = tail call double @llvm.fma.f64(double %528, double %531, double 1.000000e+00)
  %533 = tail call double @llvm.fma.f64(double %532, double 3.750000e-01, double 5.000000e-01)
  %534 = tail call double @llvm.nvvm.mul.rn.d(double %532, double %529) #10
  %535 = tail call double @llvm.fma.f64(double %533, double %534, double %529)
  %536 = fmul double %527, %535
  %537 = or disjoint i32 %521, 1048576
  %538 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %537) #10
  %539 = fmul double %538, %536
  %540 = fcmp oeq double %517, 0.000000e+00
  %541 = select i1 %540, double %519, double %539
  %542 = tail call i32 @llvm.nvvm.d2i.hi(double %517) #10
  %543 = tail call i32 @llvm.nvvm.d2i.hi(double 0x7FF0000000000000) #10
  %544 = icmp ult i32 %542, %543
  %545 = select i1 %544, double %541, double %517
  %546 = fadd contract double %514, %545
  %547 = tail call i32 @llvm.nvvm.d2i.hi(double 1.500000e+00) #10
  %548 = and i32 %547, 2147483647
  %549 = tail call i32 @llvm.nvvm.d2i.lo(double 1.500000e+00) #10
  %550 = tail call double @llvm.nvvm.lohi.i2d(i32 %549, i32 %548) #10
  %551 = icmp samesign ugt i32 %333, 2146435071
  %552 = icmp samesign ugt i32 %548, 2146435071
  %553 = select i1 %551, i1 true, i1 %552
  br i1 %553, label %554, label %563

554:                                              ; preds = %511
  %555 = fcmp ord double %335, 0.000000e+00
  %556 = fcmp ord double %550, 0.000000e+00
  %557 = select i1 %555, i1 %556, i1 false
  br i1 %557, label %560, label %558

558:                                              ; preds = %554
  %559 = tail call double @llvm.nvvm.add.rn.d(double %13, double 1.500000e+00) #10
  br label %630

560:                                              ; preds = %554
  %561 = fcmp oeq double %335, 0x7FF0000000000000
  %562 = select i1 %561, double 0xFFF8000000000000, double %13
  br label %630

563:                                              ; preds = %511
  %564 = fcmp oeq double %550, 0.000000e+00
  br i1 %564, label %630, label %565

565:                                              ; preds = %563
  %566 = fcmp ult double %335, %550
  br i1 %566, label %630, label %567

567:                                              ; preds = %565
  %568 = tail call i32 @llvm.nvvm.d2i.hi(double %335) #10
  %569 = lshr i32 %568, 20
  %570 = tail call i32 @llvm.nvvm.d2i.hi(double %550) #10
  %571 = lshr i32 %570, 20
  %572 = icmp eq i32 %569, 0
  %573 = fmul double %335, 0x4350000000000000
  %574 = tail call i32 @llvm.nvvm.d2i.hi(double %573) #10
  %575 = lshr i32 %574, 20
  %576 = add nsw i32 %575, -54
  %577 = select i1 %572, double %573, double %335
  %578 = select i1 %572, i32 %576, i32 %569
  %579 = icmp eq i32 %571, 0
  %580 = fmul double %550, 0x4350000000000000
  %581 = tail call i32 @llvm.nvvm.d2i.hi(double %580) #10
  %582 = lshr i32 %581, 20
  %583 = add nsw i32 %582, -54
  %584 = select i1 %579, double %580, double %550
  %585 = select i1 %579, i32 %583, i32 %571
  %586 = bitcast double %577 to i64
  %587 = bitcast double %584 to i64
  %588 = and i64 %586, 4503599627370495
  %589 = or disjoint i64 %588, 4503599627370496
  %590 = and i64 %587, 4503599627370495
  %591 = or disjoint i64 %590, 4503599627370496
  %592 = sub nsw i32 %578, %585
  br label %593

593:                                              ; preds = %593, %567
  %594 = phi i64 [ %589, %567 ], [ %601, %593 ]
  %595 = phi i32 [ %592, %567 ], [ %602, %593 ]
  %596 = sub i64 %594, %591
  %597 = bitcast i64 %596 to double
  %598 = tail call i32 @llvm.nvvm.d2i.hi(double %597) #10
  %599 = icmp slt i32 %598, 0
  %600 = select i1 %599, i64 %594, i64 %596
  %601 = shl i64 %600, 1
  %602 = add nsw i32 %595, -1
  %603 = icmp sgt i32 %595, 0
  br i1 %603, label %593, label %604

604:                                              ; preds = %593
  %605 = and i64 %600, 9223372036854775807
  %606 = icmp eq i64 %605, 0
  br i1 %606, label %626, label %607

607:                                              ; preds = %604
  %608 = bitcast i64 %605 to double
  %609 = fmul double %608, 0x4350000000000000
  %610 = tail call i32 @llvm.nvvm.d2i.hi(double %609) #10
  %611 = lshr i32 %610, 20
  %612 = sub nsw i32 55, %611
  %613 = sub nsw i32 %585, %612
  %614 = zext nneg i32 %612 to i64
  %615 = shl i64 %605, %614
  %616 = icmp slt i32 %613, 1
  br i1 %616, label %617, label %621

617:                                              ; preds = %607
  %618 = sub nsw i32 1, %613
  %619 = zext nneg i32 %618 to i64
  %620 = lshr i64 %615, %619
  br label %626

621:                                              ; preds = %607
  %622 = add nuw nsw i32 %613, 4095
  %623 = zext nneg i32 %622 to i64
  %624 = shl i64 %623, 52
  %625 = add i64 %624, %615
  br label %626

626:                                              ; preds = %621, %617, %604
  %627 = phi i64 [ 0, %604 ], [ %620, %617 ], [ %625, %621 ]
  %628 = bitcast i64 %627 to double
  %629 = tail call double @llvm.copysign.f64(double %628, double %13) #10
  br label %630

630:                                              ; preds = %558, %560, %563, %565, %626
  %631 = phi double [ %559, %558 ], [ %562, %560 ], [ %13, %565 ], [ %629, %626 ], [ 0xFFF8000000000000, %563 ]
  %632 = fadd contract double %546, %631
  %633 = getelementptr inbounds double, ptr %1, i64 %11
  store double %632, ptr %633, align 8, !tbaa !17
  br label %634

634:                                              ; preds = %3, %630
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9fast_mathPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %44

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !11
  %14 = fmul float %13, 0x3FF7154760000000
  %15 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %14)
  %16 = tail call noundef float @llvm.nvvm.fabs.f32(float %13)
  %17 = fadd contract float %16, 1.000000e+00
  %18 = tail call float @llvm.nvvm.lg2.approx.f(float %17) #10
  %19 = fmul float %18, 0x3FE62E4300000000
  %20 = fadd contract float %15, %19
  %21 = tail call noundef float @llvm.nvvm.sin.approx.f(float %13) #10
  %22 = tail call noundef float @llvm.nvvm.cos.approx.f(float %13) #10
  %23 = fmul contract float %21, %22
  %24 = fadd contract float %20, %23
  %25 = fadd contract float %13, 3.000000e+00
  %26 = tail call noundef float @llvm.nvvm.div.approx.f(float %13, float %25)
  %27 = fadd contract float %26, %24
  %28 = tail call float @llvm.nvvm.lg2.approx.f(float %16) #10
  %29 = fmul float %28, 5.000000e-01
  %30 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %29)
  %31 = fadd contract float %27, %30
  %32 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %17)
  %33 = fadd contract float %31, %32
  %34 = tail call noundef float @llvm.nvvm.saturate.f(float %13)
  %35 = fadd contract float %34, %33
  %36 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %13)
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
  %3 = tail call float @llvm.nvvm.fabs.f32(float %2)
  %4 = fadd float %3, -4.000000e+00
  %5 = fadd float %3, 4.000000e+00
  %6 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %5) #11, !srcloc !16
  %7 = tail call float @llvm.nvvm.mul.rn.f(float %4, float %6) #10
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
  %24 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %23) #11, !srcloc !16
  %25 = tail call float @llvm.nvvm.mul.rn.f(float %22, float %24) #10
  %26 = fmul float %25, -2.000000e+00
  %27 = tail call float @llvm.fma.f32(float %3, float %26, float %22)
  %28 = fsub float %27, %25
  %29 = tail call float @llvm.fma.f32(float %28, float %24, float %25)
  %30 = fneg float %3
  %31 = fmul float %3, %30
  %32 = tail call float @llvm.nvvm.mul.rn.f(float %31, float 0x3FF7154760000000) #10
  %33 = tail call float @llvm.trunc.f32(float %32)
  %34 = tail call float @llvm.nvvm.fabs.f32(float %33)
  %35 = fcmp ogt float %34, 1.260000e+02
  %36 = tail call float @llvm.copysign.f32(float 1.260000e+02, float %33) #10
  %37 = select i1 %35, float %36, float %33
  %38 = tail call float @llvm.fma.f32(float %37, float 0xBFE62E4300000000, float %31)
  %39 = tail call float @llvm.fma.f32(float %37, float 0x3E205C6100000000, float %38)
  %40 = fmul float %39, 0x3FF7154760000000
  %41 = fadd float %37, 0x4168000FE0000000
  %42 = bitcast float %41 to i32
  %43 = shl i32 %42, 23
  %44 = bitcast i32 %43 to float
  %45 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %40)
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

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13black_scholesPKfS0_S0_PfS1_ffi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, float noundef %5, float noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %7
  br i1 %14, label %15, label %22

15:                                               ; preds = %8
  %16 = fmul contract float %6, 5.000000e-01
  %17 = fmul contract float %6, %16
  %18 = fadd contract float %5, %17
  %19 = fneg contract float %5
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = mul i32 %20, %10
  br label %23

22:                                               ; preds = %23, %8
  ret void

23:                                               ; preds = %15, %23
  %24 = phi i32 [ %13, %15 ], [ %204, %23 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %2, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %27) #10
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
  %64 = fmul contract float %6, %28
  %65 = fdiv contract float %63, %64
  %66 = fsub contract float %65, %64
  %67 = fmul contract float %27, %19
  %68 = tail call float @llvm.fma.f32(float %67, float 0x3F777313A0000000, float 5.000000e-01)
  %69 = tail call float @llvm.nvvm.saturate.f(float %68) #10
  %70 = tail call float @llvm.nvvm.fma.rm.f(float %69, float 2.520000e+02, float 0x4168000020000000) #10
  %71 = fadd float %70, 0xC168000FE0000000
  %72 = fneg float %71
  %73 = tail call float @llvm.fma.f32(float %67, float 0x3FF7154760000000, float %72)
  %74 = tail call float @llvm.fma.f32(float %67, float 0x3E54AE0C00000000, float %73)
  %75 = bitcast float %70 to i32
  %76 = shl i32 %75, 23
  %77 = bitcast i32 %76 to float
  %78 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %74)
  %79 = fmul float %78, %77
  %80 = fmul contract float %65, 0xBFE6A09E60000000
  %81 = tail call float @llvm.nvvm.fabs.f32(float %80)
  %82 = fadd float %81, -4.000000e+00
  %83 = fadd float %81, 4.000000e+00
  %84 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %83) #11, !srcloc !16
  %85 = tail call float @llvm.nvvm.mul.rn.f(float %82, float %84) #10
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
  %102 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %101) #11, !srcloc !16
  %103 = tail call float @llvm.nvvm.mul.rn.f(float %100, float %102) #10
  %104 = fmul float %103, -2.000000e+00
  %105 = tail call float @llvm.fma.f32(float %81, float %104, float %100)
  %106 = fsub float %105, %103
  %107 = tail call float @llvm.fma.f32(float %106, float %102, float %103)
  %108 = fneg float %81
  %109 = fmul float %81, %108
  %110 = tail call float @llvm.nvvm.mul.rn.f(float %109, float 0x3FF7154760000000) #10
  %111 = tail call float @llvm.trunc.f32(float %110)
  %112 = tail call float @llvm.nvvm.fabs.f32(float %111)
  %113 = fcmp ogt float %112, 1.260000e+02
  %114 = tail call float @llvm.copysign.f32(float 1.260000e+02, float %111) #10
  %115 = select i1 %113, float %114, float %111
  %116 = tail call float @llvm.fma.f32(float %115, float 0xBFE62E4300000000, float %109)
  %117 = tail call float @llvm.fma.f32(float %115, float 0x3E205C6100000000, float %116)
  %118 = fmul float %117, 0x3FF7154760000000
  %119 = fadd float %115, 0x4168000FE0000000
  %120 = bitcast float %119 to i32
  %121 = shl i32 %120, 23
  %122 = bitcast i32 %121 to float
  %123 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %118)
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
  %138 = tail call float @llvm.nvvm.fabs.f32(float %137)
  %139 = fadd float %138, -4.000000e+00
  %140 = fadd float %138, 4.000000e+00
  %141 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %140) #11, !srcloc !16
  %142 = tail call float @llvm.nvvm.mul.rn.f(float %139, float %141) #10
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
  %159 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %158) #11, !srcloc !16
  %160 = tail call float @llvm.nvvm.mul.rn.f(float %157, float %159) #10
  %161 = fmul float %160, -2.000000e+00
  %162 = tail call float @llvm.fma.f32(float %138, float %161, float %157)
  %163 = fsub float %162, %160
  %164 = tail call float @llvm.fma.f32(float %163, float %159, float %160)
  %165 = fneg float %138
  %166 = fmul float %138, %165
  %167 = tail call float @llvm.nvvm.mul.rn.f(float %166, float 0x3FF7154760000000) #10
  %168 = tail call float @llvm.trunc.f32(float %167)
  %169 = tail call float @llvm.nvvm.fabs.f32(float %168)
  %170 = fcmp ogt float %169, 1.260000e+02
  %171 = tail call float @llvm.copysign.f32(float 1.260000e+02, float %168) #10
  %172 = select i1 %170, float %171, float %168
  %173 = tail call float @llvm.fma.f32(float %172, float 0xBFE62E4300000000, float %166)
  %174 = tail call float @llvm.fma.f32(float %172, float 0x3E205C6100000000, float %173)
  %175 = fmul float %174, 0x3FF7154760000000
  %176 = fadd float %172, 0x4168000FE0000000
  %177 = bitcast float %176 to i32
  %178 = shl i32 %177, 23
  %179 = bitcast i32 %178 to float
  %180 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %175)
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
  br i1 %205, label %23, label %22, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #6

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
define internal fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %0) unnamed_addr #7 {
  %2 = alloca [5 x i64], align 8
  %3 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #10
  %4 = and i32 %3, -2147483648
  %5 = lshr i32 %3, 20
  %6 = and i32 %5, 2047
  %7 = icmp eq i32 %6, 2047
  br i1 %7, label %104, label %8

8:                                                ; preds = %1
  %9 = add nsw i32 %6, -1024
  %10 = bitcast double %0 to i64
  %11 = shl i64 %10, 11
  %12 = or i64 %11, -9223372036854775808
  %13 = lshr i32 %9, 6
  %14 = sub nsw i32 15, %13
  %15 = sub nsw i32 19, %13
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 18) #10
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %18, label %32

18:                                               ; preds = %8, %18
  %19 = phi i32 [ %30, %18 ], [ %14, %8 ]
  %20 = phi i64 [ %26, %18 ], [ 0, %8 ]
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds i64, ptr addrspace(1) @__cudart_i2opi_d, i64 %21
  %23 = load i64, ptr addrspace(1) %22, align 8
  %24 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\0A\09mov.b64         {alo,ahi}, $2;    \0A\09mov.b64         {blo,bhi}, $3;    \0A\09mov.b64         {clo,chi}, $4;    \0A\09mad.lo.cc.u32   r0, alo, blo, clo;\0A\09madc.hi.cc.u32  r1, alo, blo, chi;\0A\09madc.hi.u32     r2, alo, bhi,   0;\0A\09mad.lo.cc.u32   r1, alo, bhi,  r1;\0A\09madc.hi.cc.u32  r2, ahi, blo,  r2;\0A\09madc.hi.u32     r3, ahi, bhi,   0;\0A\09mad.lo.cc.u32   r1, ahi, blo,  r1;\0A\09madc.lo.cc.u32  r2, ahi, bhi,  r2;\0A\09addc.u32        r3,  r3,   0;     \0A\09mov.b64         $0, {r0,r1};      \0A\09mov.b64         $1, {r2,r3};      \0A\09}", "=l,=l,l,l,l"(i64 %23, i64 %12, i64 %20) #11, !srcloc !22
  %25 = extractvalue { i64, i64 } %24, 0
  %26 = extractvalue { i64, i64 } %24, 1
  %27 = sub nsw i32 %19, %14
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i64, ptr %2, i64 %28
  store i64 %25, ptr %29, align 8
  %30 = add nsw i32 %19, 1
  %31 = icmp eq i32 %30, %16
  br i1 %31, label %32, label %18, !llvm.loop !23

32:                                               ; preds = %18, %8
  %33 = phi i64 [ 0, %8 ], [ %26, %18 ]
  %34 = phi i32 [ %14, %8 ], [ %16, %18 ]
  %35 = sub nsw i32 %34, %14
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i64, ptr %2, i64 %36
  store i64 %33, ptr %37, align 8
  %38 = and i32 %5, 63
  %39 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %40 = load i64, ptr %39, align 8
  %41 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %42 = load i64, ptr %41, align 8
  %43 = icmp eq i32 %38, 0
  br i1 %43, label %56, label %44

44:                                               ; preds = %32
  %45 = sub nuw nsw i32 64, %38
  %46 = zext nneg i32 %38 to i64
  %47 = shl i64 %42, %46
  %48 = zext nneg i32 %45 to i64
  %49 = lshr i64 %40, %48
  %50 = or i64 %47, %49
  %51 = shl i64 %40, %46
  %52 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %53 = load i64, ptr %52, align 8
  %54 = lshr i64 %53, %48
  %55 = or i64 %54, %51
  br label %56

56:                                               ; preds = %44, %32
  %57 = phi i64 [ %50, %44 ], [ %42, %32 ]
  %58 = phi i64 [ %55, %44 ], [ %40, %32 ]
  %59 = lshr i64 %57, 62
  %60 = trunc nuw nsw i64 %59 to i32
  %61 = tail call i64 @llvm.fshl.i64(i64 %57, i64 %58, i64 2)
  %62 = shl i64 %58, 2
  %63 = lshr i64 %61, 63
  %64 = trunc nuw nsw i64 %63 to i32
  %65 = add nuw nsw i32 %64, %60
  %66 = icmp eq i32 %4, 0
  %67 = sub nsw i32 0, %65
  %68 = select i1 %66, i32 %65, i32 %67
  %69 = icmp sgt i64 %61, -1
  br i1 %69, label %75, label %70

70:                                               ; preds = %56
  %71 = xor i32 %4, -2147483648
  %72 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09sub.cc.u32      r0, a0, b0; \0A\09subc.cc.u32     r1, a1, b1; \0A\09subc.cc.u32     r2, a2, b2; \0A\09subc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 0, i64 0, i64 %62, i64 %61) #11, !srcloc !24
  %73 = extractvalue { i64, i64 } %72, 0
  %74 = extractvalue { i64, i64 } %72, 1
  br label %75

75:                                               ; preds = %70, %56
  %76 = phi i64 [ %74, %70 ], [ %61, %56 ]
  %77 = phi i64 [ %73, %70 ], [ %62, %56 ]
  %78 = phi i32 [ %71, %70 ], [ %4, %56 ]
  %79 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %76, i1 false)
  %80 = freeze i64 %77
  %81 = tail call i64 @llvm.fshl.i64(i64 %76, i64 %80, i64 %79)
  %82 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\0A\09mov.b64         {alo,ahi}, $2;   \0A\09mov.b64         {blo,bhi}, $3;   \0A\09mul.lo.u32      r0, alo, blo;    \0A\09mul.hi.u32      r1, alo, blo;    \0A\09mad.lo.cc.u32   r1, alo, bhi, r1;\0A\09madc.hi.u32     r2, alo, bhi,  0;\0A\09mad.lo.cc.u32   r1, ahi, blo, r1;\0A\09madc.hi.cc.u32  r2, ahi, blo, r2;\0A\09madc.hi.u32     r3, ahi, bhi,  0;\0A\09mad.lo.cc.u32   r2, ahi, bhi, r2;\0A\09addc.u32        r3, r3,  0;      \0A\09mov.b64         $0, {r0,r1};     \0A\09mov.b64         $1, {r2,r3};     \0A\09}", "=l,=l,l,l"(i64 %81, i64 -3958705157555305931) #11, !srcloc !25
  %83 = extractvalue { i64, i64 } %82, 1
  %84 = icmp sgt i64 %83, 0
  br i1 %84, label %85, label %90

85:                                               ; preds = %75
  %86 = add nuw nsw i64 %79, 1
  %87 = extractvalue { i64, i64 } %82, 0
  %88 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09add.cc.u32      r0, a0, b0; \0A\09addc.cc.u32     r1, a1, b1; \0A\09addc.cc.u32     r2, a2, b2; \0A\09addc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 %87, i64 %83, i64 %87, i64 %83) #11, !srcloc !26
  %89 = extractvalue { i64, i64 } %88, 1
  br label %90

90:                                               ; preds = %85, %75
  %91 = phi i64 [ %89, %85 ], [ %83, %75 ]
  %92 = phi i64 [ %86, %85 ], [ %79, %75 ]
  %93 = zext i32 %78 to i64
  %94 = shl nuw i64 %93, 32
  %95 = add i64 %91, 1
  %96 = lshr i64 %95, 10
  %97 = add nuw nsw i64 %96, 1
  %98 = lshr i64 %97, 1
  %99 = shl nuw nsw i64 %92, 52
  %100 = sub nsw i64 %98, %99
  %101 = add nsw i64 %100, 4602678819172646912
  %102 = or i64 %101, %94
  %103 = bitcast i64 %102 to double
  br label %104

104:                                              ; preds = %1, %90
  %105 = phi double [ %103, %90 ], [ %0, %1 ]
  %106 = phi i32 [ %68, %90 ], [ 0, %1 ]
  %107 = insertvalue { double, i32 } poison, double %105, 0
  %108 = insertvalue { double, i32 } %107, i32 %106, 1
  ret { double, i32 } %108
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc double @__internal_accurate_pow(double %0) unnamed_addr #8 {
  %2 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #10
  %3 = tail call i32 @llvm.nvvm.d2i.lo(double %0) #10
  %4 = lshr i32 %2, 20
  %5 = icmp eq i32 %4, 0
  %6 = fmul double %0, 0x4350000000000000
  %7 = tail call i32 @llvm.nvvm.d2i.hi(double %6) #10
  %8 = tail call i32 @llvm.nvvm.d2i.lo(double %6) #10
  %9 = lshr i32 %7, 20
  %10 = add nsw i32 %9, -54
  %11 = select i1 %5, i32 %8, i32 %3
  %12 = select i1 %5, i32 %7, i32 %2
  %13 = select i1 %5, i32 %10, i32 %4
  %14 = and i32 %12, -2146435073
  %15 = or disjoint i32 %14, 1072693248
  %16 = tail call double @llvm.nvvm.lohi.i2d(i32 %11, i32 %15) #10
  %17 = icmp ugt i32 %15, 1073127582
  %18 = tail call i32 @llvm.nvvm.d2i.lo(double %16) #10
  %19 = tail call i32 @llvm.nvvm.d2i.hi(double %16) #10
  %20 = add i32 %19, -1048576
  %21 = tail call double @llvm.nvvm.lohi.i2d(i32 %18, i32 %20) #10
  %22 = select i1 %17, double %21, double %16
  %23 = select i1 %17, i32 -1022, i32 -1023
  %24 = add nsw i32 %23, %13
  %25 = fadd double %22, -1.000000e+00
  %26 = fadd double %22, 1.000000e+00
  %27 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %26) #10
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
  %54 = tail call double @llvm.nvvm.mul.rn.d(double %33, double %33) #10
  %55 = fneg double %54
  %56 = tail call double @llvm.fma.f64(double %33, double %33, double %55)
  %57 = tail call i32 @llvm.nvvm.d2i.lo(double %46) #10
  %58 = tail call i32 @llvm.nvvm.d2i.hi(double %46) #10
  %59 = add i32 %58, 1048576
  %60 = tail call double @llvm.nvvm.lohi.i2d(i32 %57, i32 %59) #10
  %61 = tail call double @llvm.fma.f64(double %33, double %60, double %56)
  %62 = tail call double @llvm.nvvm.mul.rn.d(double %54, double %33) #10
  %63 = fneg double %62
  %64 = tail call double @llvm.fma.f64(double %54, double %33, double %63)
  %65 = tail call double @llvm.fma.f64(double %54, double %46, double %64)
  %66 = tail call double @llvm.fma.f64(double %61, double %33, double %65)
  %67 = tail call double @llvm.nvvm.mul.rn.d(double %51, double %62) #10
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
  %84 = tail call double @llvm.nvvm.lohi.i2d(i32 %83, i32 1127219200) #10
  %85 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #10
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
  %96 = tail call i32 @llvm.nvvm.d2i.hi(double 2.500000e+00) #10
  %97 = tail call i32 @llvm.nvvm.d2i.lo(double 2.500000e+00) #10
  %98 = shl i32 %96, 1
  %99 = icmp ugt i32 %98, -33554433
  %100 = and i32 %96, -15728641
  %101 = select i1 %99, i32 %100, i32 %96
  %102 = tail call double @llvm.nvvm.lohi.i2d(i32 %97, i32 %101) #10
  %103 = tail call double @llvm.nvvm.mul.rn.d(double %93, double %102) #10
  %104 = fneg double %103
  %105 = tail call double @llvm.fma.f64(double %93, double %102, double %104)
  %106 = tail call double @llvm.fma.f64(double %95, double %102, double %105)
  %107 = fadd double %103, %106
  %108 = tail call double @llvm.fma.f64(double %107, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %109 = tail call i32 @llvm.nvvm.d2i.lo(double %108) #10
  %110 = tail call double @llvm.nvvm.add.rn.d(double %108, double 0xC338000000000000) #10
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
  %124 = tail call i32 @llvm.nvvm.d2i.lo(double %123) #10
  %125 = tail call i32 @llvm.nvvm.d2i.hi(double %123) #10
  %126 = shl i32 %109, 20
  %127 = add i32 %125, %126
  %128 = tail call double @llvm.nvvm.lohi.i2d(i32 %124, i32 %127) #10
  %129 = tail call i32 @llvm.nvvm.d2i.hi(double %107) #10
  %130 = bitcast i32 %129 to float
  %131 = tail call float @llvm.nvvm.fabs.f32(float %130)
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
  %142 = tail call double @llvm.nvvm.lohi.i2d(i32 %124, i32 %141) #10
  %143 = sub nsw i32 %109, %139
  %144 = shl i32 %143, 20
  %145 = add nsw i32 %144, 1072693248
  %146 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %145) #10
  %147 = fmul double %146, %142
  br label %148

148:                                              ; preds = %133, %138, %1
  %149 = phi double [ %128, %1 ], [ %147, %138 ], [ %136, %133 ]
  %150 = fsub double %103, %107
  %151 = fadd double %106, %150
  %152 = tail call double @llvm.nvvm.fabs.f64(double %149)
  %153 = fcmp oeq double %152, 0x7FF0000000000000
  %154 = tail call double @llvm.fma.f64(double %149, double %151, double %149)
  %155 = select i1 %153, double %149, double %154
  ret double %155
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #9

attributes #0 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree nosync nounwind memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = !{i32 33673, i32 33677, i32 33722, i32 33767}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.count", i32 1}
!16 = !{i32 21352}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = !{i32 153556}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{i32 160011, i32 160015, i32 160084, i32 160132, i32 160180, i32 160228, i32 160276, i32 160324, i32 160372, i32 160420, i32 160468, i32 160516, i32 160564, i32 160612, i32 160660, i32 160708, i32 160756}
!23 = distinct !{!23, !15}
!24 = !{i32 157745, i32 157749, i32 157820, i32 157862, i32 157904, i32 157946, i32 157988, i32 158030, i32 158072, i32 158114, i32 158156, i32 158198, i32 158240}
!25 = !{i32 158786, i32 158790, i32 158849, i32 158896, i32 158943, i32 158990, i32 159037, i32 159084, i32 159131, i32 159178, i32 159225, i32 159272, i32 159319, i32 159366, i32 159413, i32 159460}
!26 = !{i32 156547, i32 156551, i32 156622, i32 156664, i32 156706, i32 156748, i32 156790, i32 156832, i32 156874, i32 156916, i32 156958, i32 157000, i32 157042}
