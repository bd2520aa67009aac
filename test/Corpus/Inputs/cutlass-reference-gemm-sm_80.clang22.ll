; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: $CUTLASS/examples/41_fused_multi_head_attention/fused_multihead_attention_fixed_seqlen.cu (CUTLASS 7107b05535f8)
; Compiler: Debian clang version 22.1.8 (1~deb12u1)
; Command (in the repository's root): clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -I$CUTLASS/include -I$CUTLASS/tools/util/include -I$CUTLASS/examples/common -I$CUTLASS/examples/41_fused_multi_head_attention -include test/Corpus/cuda/clang-cuda-compat.h -DNDEBUG -D__NV_NO_HOST_COMPILER_CHECK=1 -DCUTLASS_ENABLE_TENSOR_CORE_MMA=1 -D__CUDACC_VER_MAJOR__=13 -D__CUDACC_VER_MINOR__=0 -mllvm -pragma-unroll-threshold=100000 -mllvm -unroll-threshold=5000 -Wno-unused-command-line-argument $CUTLASS/examples/41_fused_multi_head_attention/fused_multihead_attention_fixed_seqlen.cu -o cutlass-reference-gemm-sm_80.clang22.ll
; Reduced: opt-22 -passes=internalize,globaldce -internalize-public-api-list=KERNELS -S, KERNELS: kernel #1 matching /GemmComplex/; kernel #2 matching /GemmComplex/; kernel #3 matching /GemmComplex/; kernel #4 matching /GemmComplex/
; ModuleID = '$CUTLASS/examples/41_fused_multi_head_attention/fused_multihead_attention_fixed_seqlen.cu'
source_filename = "$CUTLASS/examples/41_fused_multi_head_attention/fused_multihead_attention_fixed_seqlen.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cutlass::gemm::GemmCoord" = type { %"struct.cutlass::Coord.19" }
%"struct.cutlass::Coord.19" = type { [3 x i32] }
%"class.cutlass::TensorRef.42" = type { ptr, %"class.cutlass::layout::RowMajor" }
%"class.cutlass::layout::RowMajor" = type { %"struct.cutlass::Coord.22" }
%"struct.cutlass::Coord.22" = type { [1 x i64] }
%"class.cutlass::TensorRef.99" = type { ptr, %"class.cutlass::layout::ColumnMajor" }
%"class.cutlass::layout::ColumnMajor" = type { %"struct.cutlass::Coord.22" }
%"class.cutlass::TensorRef.91" = type { ptr, %"class.cutlass::layout::RowMajor" }
%"struct.cutlass::half_t" = type { i16 }

$_ZN7cutlass9reference6device6kernel11GemmComplexINS_6half_tENS_6layout8RowMajorES4_NS5_11ColumnMajorEfS6_fffNS_16NumericConverterIffLNS_15FloatRoundStyleE2EEENS_12multiply_addIfffEELi4ELi4EEEvNS_4gemm9GemmCoordET5_NS_9TensorRefIT_T0_EENS_16ComplexTransformENSG_IT1_T2_EESK_SF_NSG_IT3_T4_EENSG_IT7_SP_EET6_illll = comdat any

$_ZN7cutlass9reference6device6kernel11GemmComplexINS_6half_tENS_6layout8RowMajorES4_NS5_11ColumnMajorEfS6_fffNS_16NumericConverterIffLNS_15FloatRoundStyleE2EEENS_12multiply_addIfffEELi4ELi16EEEvNS_4gemm9GemmCoordET5_NS_9TensorRefIT_T0_EENS_16ComplexTransformENSG_IT1_T2_EESK_SF_NSG_IT3_T4_EENSG_IT7_SP_EET6_illll = comdat any

$_ZN7cutlass9reference6device6kernel11GemmComplexIfNS_6layout8RowMajorENS_6half_tES5_S6_S5_ffS6_NS_16NumericConverterIS6_fLNS_15FloatRoundStyleE2EEENS_12multiply_addIfffEELi4ELi4EEEvNS_4gemm9GemmCoordET5_NS_9TensorRefIT_T0_EENS_16ComplexTransformENSF_IT1_T2_EESJ_SE_NSF_IT3_T4_EENSF_IT7_SO_EET6_illll = comdat any

$_ZN7cutlass9reference6device6kernel11GemmComplexIfNS_6layout8RowMajorENS_6half_tES5_S6_S5_ffS6_NS_16NumericConverterIS6_fLNS_15FloatRoundStyleE2EEENS_12multiply_addIfffEELi4ELi16EEEvNS_4gemm9GemmCoordET5_NS_9TensorRefIT_T0_EENS_16ComplexTransformENSF_IT1_T2_EESJ_SE_NSF_IT3_T4_EENSF_IT7_SO_EET6_illll = comdat any

@_ZL17__cr_lgamma_table = dso_local addrspace(4) externally_initialized constant [9 x double] [double 0.000000e+00, double 0.000000e+00, double 0x3FE62E42FEFA39EF, double 0x3FFCAB0BFA2A2002, double 0x40096CA77C922CF9, double 0x401326643C4479C9, double 0x401A51273ACF01CA, double 0x40210CE1F32DCC30, double 0x4025358E82FCB70D], align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @_ZL17__cr_lgamma_table to ptr)], section "llvm.metadata"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #0

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_ZN7cutlass9reference6device6kernel11GemmComplexINS_6half_tENS_6layout8RowMajorES4_NS5_11ColumnMajorEfS6_fffNS_16NumericConverterIffLNS_15FloatRoundStyleE2EEENS_12multiply_addIfffEELi4ELi4EEEvNS_4gemm9GemmCoordET5_NS_9TensorRefIT_T0_EENS_16ComplexTransformENSG_IT1_T2_EESK_SF_NSG_IT3_T4_EENSG_IT7_SP_EET6_illll(ptr noundef readonly byval(%"struct.cutlass::gemm::GemmCoord") align 4 captures(none) %0, float noundef %1, ptr noundef readonly byval(%"class.cutlass::TensorRef.42") align 8 captures(none) %2, i32 noundef %3, ptr noundef readonly byval(%"class.cutlass::TensorRef.99") align 8 captures(none) %4, i32 noundef %5, float noundef %6, ptr noundef readonly byval(%"class.cutlass::TensorRef.91") align 8 captures(none) %7, ptr noundef readonly byval(%"class.cutlass::TensorRef.91") align 8 captures(none) %8, float noundef %9, i32 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14) local_unnamed_addr #1 comdat {
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %19 = icmp slt i32 %18, %10
  br i1 %19, label %20, label %802

20:                                               ; preds = %15
  %21 = load ptr, ptr %8, align 8, !tbaa !11
  %22 = zext nneg i32 %18 to i64
  %23 = mul nsw i64 %14, %22
  %24 = getelementptr inbounds float, ptr %21, i64 %23
  %25 = load ptr, ptr %7, align 8, !tbaa !11
  %26 = icmp eq ptr %25, null
  %27 = mul nsw i64 %13, %22
  %28 = getelementptr inbounds float, ptr %25, i64 %27
  %29 = select i1 %26, ptr null, ptr %28
  %30 = load ptr, ptr %4, align 8, !tbaa !17
  %31 = mul nsw i64 %12, %22
  %32 = getelementptr inbounds %"struct.cutlass::half_t", ptr %30, i64 %31
  %33 = load ptr, ptr %2, align 8, !tbaa !21
  %34 = mul nsw i64 %11, %22
  %35 = getelementptr inbounds %"struct.cutlass::half_t", ptr %33, i64 %34
  %36 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %38 = mul nuw nsw i32 %36, %37
  %39 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %40 = add nuw nsw i32 %38, %39
  %41 = shl nuw nsw i32 %40, 2
  %42 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %43 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %44 = mul i32 %42, %43
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %46 = add i32 %44, %45
  %47 = shl i32 %46, 2
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = load i32, ptr %0, align 4, !tbaa !6
  %51 = icmp sgt i32 %17, 0
  %52 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %53 = load i64, ptr %52, align 8
  %54 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %55 = load i64, ptr %54, align 8
  %56 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %57 = load i64, ptr %56, align 8
  %58 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %59 = load i64, ptr %58, align 8
  %60 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %61 = zext nneg i32 %60 to i64
  %62 = mul nsw i64 %11, %61
  %63 = mul nsw i64 %12, %61
  %64 = mul nsw i64 %13, %61
  %65 = mul nsw i64 %14, %61
  %66 = icmp slt i32 %41, %49
  %67 = icmp slt i32 %47, %50
  %68 = select i1 %67, i1 %66, i1 false
  %69 = sext i32 %47 to i64
  %70 = mul nsw i64 %53, %69
  %71 = zext nneg i32 %41 to i64
  %72 = mul nsw i64 %55, %71
  %73 = or disjoint i32 %47, 1
  %74 = icmp slt i32 %73, %50
  %75 = select i1 %74, i1 %66, i1 false
  %76 = sext i32 %73 to i64
  %77 = mul nsw i64 %53, %76
  %78 = zext nneg i32 %41 to i64
  %79 = mul nsw i64 %55, %78
  %80 = or disjoint i32 %47, 2
  %81 = icmp slt i32 %80, %50
  %82 = select i1 %81, i1 %66, i1 false
  %83 = sext i32 %80 to i64
  %84 = mul nsw i64 %53, %83
  %85 = zext nneg i32 %41 to i64
  %86 = mul nsw i64 %55, %85
  %87 = or disjoint i32 %47, 3
  %88 = icmp slt i32 %87, %50
  %89 = select i1 %88, i1 %66, i1 false
  %90 = sext i32 %87 to i64
  %91 = mul nsw i64 %53, %90
  %92 = zext nneg i32 %41 to i64
  %93 = mul nsw i64 %55, %92
  %94 = or disjoint i32 %41, 1
  %95 = icmp slt i32 %94, %49
  %96 = select i1 %67, i1 %95, i1 false
  %97 = sext i32 %47 to i64
  %98 = mul nsw i64 %53, %97
  %99 = zext nneg i32 %94 to i64
  %100 = mul nsw i64 %55, %99
  %101 = select i1 %74, i1 %95, i1 false
  %102 = sext i32 %73 to i64
  %103 = mul nsw i64 %53, %102
  %104 = zext nneg i32 %94 to i64
  %105 = mul nsw i64 %55, %104
  %106 = select i1 %81, i1 %95, i1 false
  %107 = sext i32 %80 to i64
  %108 = mul nsw i64 %53, %107
  %109 = zext nneg i32 %94 to i64
  %110 = mul nsw i64 %55, %109
  %111 = select i1 %88, i1 %95, i1 false
  %112 = sext i32 %87 to i64
  %113 = mul nsw i64 %53, %112
  %114 = zext nneg i32 %94 to i64
  %115 = mul nsw i64 %55, %114
  %116 = or disjoint i32 %41, 2
  %117 = icmp slt i32 %116, %49
  %118 = select i1 %67, i1 %117, i1 false
  %119 = sext i32 %47 to i64
  %120 = mul nsw i64 %53, %119
  %121 = zext nneg i32 %116 to i64
  %122 = mul nsw i64 %55, %121
  %123 = select i1 %74, i1 %117, i1 false
  %124 = sext i32 %73 to i64
  %125 = mul nsw i64 %53, %124
  %126 = zext nneg i32 %116 to i64
  %127 = mul nsw i64 %55, %126
  %128 = select i1 %81, i1 %117, i1 false
  %129 = sext i32 %80 to i64
  %130 = mul nsw i64 %53, %129
  %131 = zext nneg i32 %116 to i64
  %132 = mul nsw i64 %55, %131
  %133 = select i1 %88, i1 %117, i1 false
  %134 = sext i32 %87 to i64
  %135 = mul nsw i64 %53, %134
  %136 = zext nneg i32 %116 to i64
  %137 = mul nsw i64 %55, %136
  %138 = or disjoint i32 %41, 3
  %139 = icmp slt i32 %138, %49
  %140 = select i1 %67, i1 %139, i1 false
  %141 = sext i32 %47 to i64
  %142 = mul nsw i64 %53, %141
  %143 = zext nneg i32 %138 to i64
  %144 = mul nsw i64 %55, %143
  %145 = select i1 %74, i1 %139, i1 false
  %146 = sext i32 %73 to i64
  %147 = mul nsw i64 %53, %146
  %148 = zext nneg i32 %138 to i64
  %149 = mul nsw i64 %55, %148
  %150 = select i1 %81, i1 %139, i1 false
  %151 = sext i32 %80 to i64
  %152 = mul nsw i64 %53, %151
  %153 = zext nneg i32 %138 to i64
  %154 = mul nsw i64 %55, %153
  %155 = select i1 %88, i1 %139, i1 false
  %156 = sext i32 %87 to i64
  %157 = mul nsw i64 %53, %156
  %158 = zext nneg i32 %138 to i64
  %159 = mul nsw i64 %55, %158
  %160 = icmp slt i32 %41, %49
  %161 = icmp slt i32 %47, %50
  %162 = select i1 %161, i1 %160, i1 false
  %163 = sext i32 %47 to i64
  %164 = mul nsw i64 %57, %163
  %165 = zext nneg i32 %41 to i64
  %166 = sext i32 %47 to i64
  %167 = zext nneg i32 %41 to i64
  %168 = or disjoint i32 %47, 1
  %169 = icmp slt i32 %168, %50
  %170 = select i1 %169, i1 %160, i1 false
  %171 = sext i32 %168 to i64
  %172 = mul nsw i64 %57, %171
  %173 = zext nneg i32 %41 to i64
  %174 = sext i32 %168 to i64
  %175 = zext nneg i32 %41 to i64
  %176 = or disjoint i32 %47, 2
  %177 = icmp slt i32 %176, %50
  %178 = select i1 %177, i1 %160, i1 false
  %179 = sext i32 %176 to i64
  %180 = mul nsw i64 %57, %179
  %181 = zext nneg i32 %41 to i64
  %182 = sext i32 %176 to i64
  %183 = zext nneg i32 %41 to i64
  %184 = or disjoint i32 %47, 3
  %185 = icmp slt i32 %184, %50
  %186 = select i1 %185, i1 %160, i1 false
  %187 = sext i32 %184 to i64
  %188 = mul nsw i64 %57, %187
  %189 = zext nneg i32 %41 to i64
  %190 = sext i32 %184 to i64
  %191 = zext nneg i32 %41 to i64
  %192 = or disjoint i32 %41, 1
  %193 = icmp slt i32 %192, %49
  %194 = select i1 %161, i1 %193, i1 false
  %195 = sext i32 %47 to i64
  %196 = mul nsw i64 %57, %195
  %197 = zext nneg i32 %192 to i64
  %198 = sext i32 %47 to i64
  %199 = zext nneg i32 %192 to i64
  %200 = select i1 %169, i1 %193, i1 false
  %201 = sext i32 %168 to i64
  %202 = mul nsw i64 %57, %201
  %203 = zext nneg i32 %192 to i64
  %204 = sext i32 %168 to i64
  %205 = zext nneg i32 %192 to i64
  %206 = select i1 %177, i1 %193, i1 false
  %207 = sext i32 %176 to i64
  %208 = mul nsw i64 %57, %207
  %209 = zext nneg i32 %192 to i64
  %210 = sext i32 %176 to i64
  %211 = zext nneg i32 %192 to i64
  %212 = select i1 %185, i1 %193, i1 false
  %213 = sext i32 %184 to i64
  %214 = mul nsw i64 %57, %213
  %215 = zext nneg i32 %192 to i64
  %216 = sext i32 %184 to i64
  %217 = zext nneg i32 %192 to i64
  %218 = or disjoint i32 %41, 2
  %219 = icmp slt i32 %218, %49
  %220 = select i1 %161, i1 %219, i1 false
  %221 = sext i32 %47 to i64
  %222 = mul nsw i64 %57, %221
  %223 = zext nneg i32 %218 to i64
  %224 = sext i32 %47 to i64
  %225 = zext nneg i32 %218 to i64
  %226 = select i1 %169, i1 %219, i1 false
  %227 = sext i32 %168 to i64
  %228 = mul nsw i64 %57, %227
  %229 = zext nneg i32 %218 to i64
  %230 = sext i32 %168 to i64
  %231 = zext nneg i32 %218 to i64
  %232 = select i1 %177, i1 %219, i1 false
  %233 = sext i32 %176 to i64
  %234 = mul nsw i64 %57, %233
  %235 = zext nneg i32 %218 to i64
  %236 = sext i32 %176 to i64
  %237 = zext nneg i32 %218 to i64
  %238 = select i1 %185, i1 %219, i1 false
  %239 = sext i32 %184 to i64
  %240 = mul nsw i64 %57, %239
  %241 = zext nneg i32 %218 to i64
  %242 = sext i32 %184 to i64
  %243 = zext nneg i32 %218 to i64
  %244 = or disjoint i32 %41, 3
  %245 = icmp slt i32 %244, %49
  %246 = select i1 %161, i1 %245, i1 false
  %247 = sext i32 %47 to i64
  %248 = mul nsw i64 %57, %247
  %249 = zext nneg i32 %244 to i64
  %250 = sext i32 %47 to i64
  %251 = zext nneg i32 %244 to i64
  %252 = select i1 %169, i1 %245, i1 false
  %253 = sext i32 %168 to i64
  %254 = mul nsw i64 %57, %253
  %255 = zext nneg i32 %244 to i64
  %256 = sext i32 %168 to i64
  %257 = zext nneg i32 %244 to i64
  %258 = select i1 %177, i1 %245, i1 false
  %259 = sext i32 %176 to i64
  %260 = mul nsw i64 %57, %259
  %261 = zext nneg i32 %244 to i64
  %262 = sext i32 %176 to i64
  %263 = zext nneg i32 %244 to i64
  %264 = select i1 %185, i1 %245, i1 false
  %265 = sext i32 %184 to i64
  %266 = mul nsw i64 %57, %265
  %267 = zext nneg i32 %244 to i64
  %268 = sext i32 %184 to i64
  %269 = zext nneg i32 %244 to i64
  br label %270

270:                                              ; preds = %794, %20
  %271 = phi i32 [ %18, %20 ], [ %800, %794 ]
  %272 = phi ptr [ %35, %20 ], [ %795, %794 ]
  %273 = phi ptr [ %32, %20 ], [ %796, %794 ]
  %274 = phi ptr [ %29, %20 ], [ %798, %794 ]
  %275 = phi ptr [ %24, %20 ], [ %799, %794 ]
  br i1 %51, label %276, label %309

276:                                              ; preds = %270
  %277 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %70
  %278 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %72
  %279 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %77
  %280 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %79
  %281 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %84
  %282 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %86
  %283 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %91
  %284 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %93
  %285 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %98
  %286 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %100
  %287 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %103
  %288 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %105
  %289 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %108
  %290 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %110
  %291 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %113
  %292 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %115
  %293 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %120
  %294 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %122
  %295 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %125
  %296 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %127
  %297 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %130
  %298 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %132
  %299 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %135
  %300 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %137
  %301 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %142
  %302 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %144
  %303 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %147
  %304 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %149
  %305 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %152
  %306 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %154
  %307 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %157
  %308 = getelementptr %"struct.cutlass::half_t", ptr %273, i64 %159
  br label %327

309:                                              ; preds = %535, %270
  %310 = phi float [ %9, %270 ], [ %536, %535 ]
  %311 = phi float [ %9, %270 ], [ %488, %535 ]
  %312 = phi float [ %9, %270 ], [ %440, %535 ]
  %313 = phi float [ %9, %270 ], [ %392, %535 ]
  %314 = phi float [ %9, %270 ], [ %524, %535 ]
  %315 = phi float [ %9, %270 ], [ %476, %535 ]
  %316 = phi float [ %9, %270 ], [ %428, %535 ]
  %317 = phi float [ %9, %270 ], [ %380, %535 ]
  %318 = phi float [ %9, %270 ], [ %512, %535 ]
  %319 = phi float [ %9, %270 ], [ %464, %535 ]
  %320 = phi float [ %9, %270 ], [ %416, %535 ]
  %321 = phi float [ %9, %270 ], [ %368, %535 ]
  %322 = phi float [ %9, %270 ], [ %500, %535 ]
  %323 = phi float [ %9, %270 ], [ %452, %535 ]
  %324 = phi float [ %9, %270 ], [ %404, %535 ]
  %325 = phi float [ %9, %270 ], [ %356, %535 ]
  %326 = icmp eq ptr %274, null
  br i1 %162, label %539, label %554

327:                                              ; preds = %535, %276
  %328 = phi float [ %9, %276 ], [ %536, %535 ]
  %329 = phi float [ %9, %276 ], [ %488, %535 ]
  %330 = phi float [ %9, %276 ], [ %440, %535 ]
  %331 = phi float [ %9, %276 ], [ %392, %535 ]
  %332 = phi float [ %9, %276 ], [ %524, %535 ]
  %333 = phi float [ %9, %276 ], [ %476, %535 ]
  %334 = phi float [ %9, %276 ], [ %428, %535 ]
  %335 = phi float [ %9, %276 ], [ %380, %535 ]
  %336 = phi float [ %9, %276 ], [ %512, %535 ]
  %337 = phi float [ %9, %276 ], [ %464, %535 ]
  %338 = phi float [ %9, %276 ], [ %416, %535 ]
  %339 = phi float [ %9, %276 ], [ %368, %535 ]
  %340 = phi float [ %9, %276 ], [ %500, %535 ]
  %341 = phi float [ %9, %276 ], [ %452, %535 ]
  %342 = phi float [ %9, %276 ], [ %404, %535 ]
  %343 = phi float [ %9, %276 ], [ %356, %535 ]
  %344 = phi i32 [ 0, %276 ], [ %537, %535 ]
  br i1 %68, label %345, label %355

345:                                              ; preds = %327
  %346 = zext nneg i32 %344 to i64
  %347 = getelementptr %"struct.cutlass::half_t", ptr %277, i64 %346
  %348 = load i16, ptr %347, align 2, !tbaa !23
  %349 = getelementptr %"struct.cutlass::half_t", ptr %278, i64 %346
  %350 = load i16, ptr %349, align 2, !tbaa !23
  %351 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %348) #2, !srcloc !25
  %352 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %350) #2, !srcloc !25
  %353 = fmul contract float %351, %352
  %354 = fadd contract float %353, %343
  br label %355

355:                                              ; preds = %345, %327
  %356 = phi float [ %354, %345 ], [ %343, %327 ]
  br i1 %75, label %357, label %367

357:                                              ; preds = %355
  %358 = zext nneg i32 %344 to i64
  %359 = getelementptr %"struct.cutlass::half_t", ptr %279, i64 %358
  %360 = load i16, ptr %359, align 2, !tbaa !23
  %361 = getelementptr %"struct.cutlass::half_t", ptr %280, i64 %358
  %362 = load i16, ptr %361, align 2, !tbaa !23
  %363 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %360) #2, !srcloc !25
  %364 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %362) #2, !srcloc !25
  %365 = fmul contract float %363, %364
  %366 = fadd contract float %365, %339
  br label %367

367:                                              ; preds = %357, %355
  %368 = phi float [ %366, %357 ], [ %339, %355 ]
  br i1 %82, label %369, label %379

369:                                              ; preds = %367
  %370 = zext nneg i32 %344 to i64
  %371 = getelementptr %"struct.cutlass::half_t", ptr %281, i64 %370
  %372 = load i16, ptr %371, align 2, !tbaa !23
  %373 = getelementptr %"struct.cutlass::half_t", ptr %282, i64 %370
  %374 = load i16, ptr %373, align 2, !tbaa !23
  %375 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %372) #2, !srcloc !25
  %376 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %374) #2, !srcloc !25
  %377 = fmul contract float %375, %376
  %378 = fadd contract float %377, %335
  br label %379

379:                                              ; preds = %369, %367
  %380 = phi float [ %378, %369 ], [ %335, %367 ]
  br i1 %89, label %381, label %391

381:                                              ; preds = %379
  %382 = zext nneg i32 %344 to i64
  %383 = getelementptr %"struct.cutlass::half_t", ptr %283, i64 %382
  %384 = load i16, ptr %383, align 2, !tbaa !23
  %385 = getelementptr %"struct.cutlass::half_t", ptr %284, i64 %382
  %386 = load i16, ptr %385, align 2, !tbaa !23
  %387 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %384) #2, !srcloc !25
  %388 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %386) #2, !srcloc !25
  %389 = fmul contract float %387, %388
  %390 = fadd contract float %389, %331
  br label %391

391:                                              ; preds = %381, %379
  %392 = phi float [ %390, %381 ], [ %331, %379 ]
  br i1 %96, label %393, label %403

393:                                              ; preds = %391
  %394 = zext nneg i32 %344 to i64
  %395 = getelementptr %"struct.cutlass::half_t", ptr %285, i64 %394
  %396 = load i16, ptr %395, align 2, !tbaa !23
  %397 = getelementptr %"struct.cutlass::half_t", ptr %286, i64 %394
  %398 = load i16, ptr %397, align 2, !tbaa !23
  %399 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %396) #2, !srcloc !25
  %400 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %398) #2, !srcloc !25
  %401 = fmul contract float %399, %400
  %402 = fadd contract float %401, %342
  br label %403

403:                                              ; preds = %393, %391
  %404 = phi float [ %402, %393 ], [ %342, %391 ]
  br i1 %101, label %405, label %415

405:                                              ; preds = %403
  %406 = zext nneg i32 %344 to i64
  %407 = getelementptr %"struct.cutlass::half_t", ptr %287, i64 %406
  %408 = load i16, ptr %407, align 2, !tbaa !23
  %409 = getelementptr %"struct.cutlass::half_t", ptr %288, i64 %406
  %410 = load i16, ptr %409, align 2, !tbaa !23
  %411 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %408) #2, !srcloc !25
  %412 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %410) #2, !srcloc !25
  %413 = fmul contract float %411, %412
  %414 = fadd contract float %413, %338
  br label %415

415:                                              ; preds = %405, %403
  %416 = phi float [ %414, %405 ], [ %338, %403 ]
  br i1 %106, label %417, label %427

417:                                              ; preds = %415
  %418 = zext nneg i32 %344 to i64
  %419 = getelementptr %"struct.cutlass::half_t", ptr %289, i64 %418
  %420 = load i16, ptr %419, align 2, !tbaa !23
  %421 = getelementptr %"struct.cutlass::half_t", ptr %290, i64 %418
  %422 = load i16, ptr %421, align 2, !tbaa !23
  %423 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %420) #2, !srcloc !25
  %424 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %422) #2, !srcloc !25
  %425 = fmul contract float %423, %424
  %426 = fadd contract float %425, %334
  br label %427

427:                                              ; preds = %417, %415
  %428 = phi float [ %426, %417 ], [ %334, %415 ]
  br i1 %111, label %429, label %439

429:                                              ; preds = %427
  %430 = zext nneg i32 %344 to i64
  %431 = getelementptr %"struct.cutlass::half_t", ptr %291, i64 %430
  %432 = load i16, ptr %431, align 2, !tbaa !23
  %433 = getelementptr %"struct.cutlass::half_t", ptr %292, i64 %430
  %434 = load i16, ptr %433, align 2, !tbaa !23
  %435 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %432) #2, !srcloc !25
  %436 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %434) #2, !srcloc !25
  %437 = fmul contract float %435, %436
  %438 = fadd contract float %437, %330
  br label %439

439:                                              ; preds = %429, %427
  %440 = phi float [ %438, %429 ], [ %330, %427 ]
  br i1 %118, label %441, label %451

441:                                              ; preds = %439
  %442 = zext nneg i32 %344 to i64
  %443 = getelementptr %"struct.cutlass::half_t", ptr %293, i64 %442
  %444 = load i16, ptr %443, align 2, !tbaa !23
  %445 = getelementptr %"struct.cutlass::half_t", ptr %294, i64 %442
  %446 = load i16, ptr %445, align 2, !tbaa !23
  %447 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %444) #2, !srcloc !25
  %448 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %446) #2, !srcloc !25
  %449 = fmul contract float %447, %448
  %450 = fadd contract float %449, %341
  br label %451

451:                                              ; preds = %441, %439
  %452 = phi float [ %450, %441 ], [ %341, %439 ]
  br i1 %123, label %453, label %463

453:                                              ; preds = %451
  %454 = zext nneg i32 %344 to i64
  %455 = getelementptr %"struct.cutlass::half_t", ptr %295, i64 %454
  %456 = load i16, ptr %455, align 2, !tbaa !23
  %457 = getelementptr %"struct.cutlass::half_t", ptr %296, i64 %454
  %458 = load i16, ptr %457, align 2, !tbaa !23
  %459 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %456) #2, !srcloc !25
  %460 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %458) #2, !srcloc !25
  %461 = fmul contract float %459, %460
  %462 = fadd contract float %461, %337
  br label %463

463:                                              ; preds = %453, %451
  %464 = phi float [ %462, %453 ], [ %337, %451 ]
  br i1 %128, label %465, label %475

465:                                              ; preds = %463
  %466 = zext nneg i32 %344 to i64
  %467 = getelementptr %"struct.cutlass::half_t", ptr %297, i64 %466
  %468 = load i16, ptr %467, align 2, !tbaa !23
  %469 = getelementptr %"struct.cutlass::half_t", ptr %298, i64 %466
  %470 = load i16, ptr %469, align 2, !tbaa !23
  %471 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %468) #2, !srcloc !25
  %472 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %470) #2, !srcloc !25
  %473 = fmul contract float %471, %472
  %474 = fadd contract float %473, %333
  br label %475

475:                                              ; preds = %465, %463
  %476 = phi float [ %474, %465 ], [ %333, %463 ]
  br i1 %133, label %477, label %487

477:                                              ; preds = %475
  %478 = zext nneg i32 %344 to i64
  %479 = getelementptr %"struct.cutlass::half_t", ptr %299, i64 %478
  %480 = load i16, ptr %479, align 2, !tbaa !23
  %481 = getelementptr %"struct.cutlass::half_t", ptr %300, i64 %478
  %482 = load i16, ptr %481, align 2, !tbaa !23
  %483 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %480) #2, !srcloc !25
  %484 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %482) #2, !srcloc !25
  %485 = fmul contract float %483, %484
  %486 = fadd contract float %485, %329
  br label %487

487:                                              ; preds = %477, %475
  %488 = phi float [ %486, %477 ], [ %329, %475 ]
  br i1 %140, label %489, label %499

489:                                              ; preds = %487
  %490 = zext nneg i32 %344 to i64
  %491 = getelementptr %"struct.cutlass::half_t", ptr %301, i64 %490
  %492 = load i16, ptr %491, align 2, !tbaa !23
  %493 = getelementptr %"struct.cutlass::half_t", ptr %302, i64 %490
  %494 = load i16, ptr %493, align 2, !tbaa !23
  %495 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %492) #2, !srcloc !25
  %496 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %494) #2, !srcloc !25
  %497 = fmul contract float %495, %496
  %498 = fadd contract float %497, %340
  br label %499

499:                                              ; preds = %489, %487
  %500 = phi float [ %498, %489 ], [ %340, %487 ]
  br i1 %145, label %501, label %511

501:                                              ; preds = %499
  %502 = zext nneg i32 %344 to i64
  %503 = getelementptr %"struct.cutlass::half_t", ptr %303, i64 %502
  %504 = load i16, ptr %503, align 2, !tbaa !23
  %505 = getelementptr %"struct.cutlass::half_t", ptr %304, i64 %502
  %506 = load i16, ptr %505, align 2, !tbaa !23
  %507 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %504) #2, !srcloc !25
  %508 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %506) #2, !srcloc !25
  %509 = fmul contract float %507, %508
  %510 = fadd contract float %509, %336
  br label %511

511:                                              ; preds = %501, %499
  %512 = phi float [ %510, %501 ], [ %336, %499 ]
  br i1 %150, label %513, label %523

513:                                              ; preds = %511
  %514 = zext nneg i32 %344 to i64
  %515 = getelementptr %"struct.cutlass::half_t", ptr %305, i64 %514
  %516 = load i16, ptr %515, align 2, !tbaa !23
  %517 = getelementptr %"struct.cutlass::half_t", ptr %306, i64 %514
  %518 = load i16, ptr %517, align 2, !tbaa !23
  %519 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %516) #2, !srcloc !25
  %520 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %518) #2, !srcloc !25
  %521 = fmul contract float %519, %520
  %522 = fadd contract float %521, %332
  br label %523

523:                                              ; preds = %513, %511
  %524 = phi float [ %522, %513 ], [ %332, %511 ]
  br i1 %155, label %525, label %535

525:                                              ; preds = %523
  %526 = zext nneg i32 %344 to i64
  %527 = getelementptr %"struct.cutlass::half_t", ptr %307, i64 %526
  %528 = load i16, ptr %527, align 2, !tbaa !23
  %529 = getelementptr %"struct.cutlass::half_t", ptr %308, i64 %526
  %530 = load i16, ptr %529, align 2, !tbaa !23
  %531 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %528) #2, !srcloc !25
  %532 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %530) #2, !srcloc !25
  %533 = fmul contract float %531, %532
  %534 = fadd contract float %533, %328
  br label %535

535:                                              ; preds = %525, %523
  %536 = phi float [ %534, %525 ], [ %328, %523 ]
  %537 = add nuw nsw i32 %344, 1
  %538 = icmp eq i32 %537, %17
  br i1 %538, label %309, label %327, !llvm.loop !26

539:                                              ; preds = %309
  %540 = fmul contract float %1, %325
  br i1 %326, label %547, label %541

541:                                              ; preds = %539
  %542 = getelementptr float, ptr %274, i64 %164
  %543 = getelementptr float, ptr %542, i64 %165
  %544 = load float, ptr %543, align 4, !tbaa !28
  %545 = fmul contract float %6, %544
  %546 = fadd contract float %540, %545
  br label %547

547:                                              ; preds = %541, %539
  %548 = phi i64 [ %165, %541 ], [ %167, %539 ]
  %549 = phi i64 [ %163, %541 ], [ %166, %539 ]
  %550 = phi float [ %546, %541 ], [ %540, %539 ]
  %551 = mul nsw i64 %59, %549
  %552 = getelementptr float, ptr %275, i64 %551
  %553 = getelementptr float, ptr %552, i64 %548
  store float %550, ptr %553, align 4, !tbaa !28
  br label %554

554:                                              ; preds = %547, %309
  br i1 %170, label %555, label %570

555:                                              ; preds = %554
  %556 = fmul contract float %1, %321
  br i1 %326, label %563, label %557

557:                                              ; preds = %555
  %558 = getelementptr float, ptr %274, i64 %172
  %559 = getelementptr float, ptr %558, i64 %173
  %560 = load float, ptr %559, align 4, !tbaa !28
  %561 = fmul contract float %6, %560
  %562 = fadd contract float %556, %561
  br label %563

563:                                              ; preds = %557, %555
  %564 = phi i64 [ %173, %557 ], [ %175, %555 ]
  %565 = phi i64 [ %171, %557 ], [ %174, %555 ]
  %566 = phi float [ %562, %557 ], [ %556, %555 ]
  %567 = mul nsw i64 %59, %565
  %568 = getelementptr float, ptr %275, i64 %567
  %569 = getelementptr float, ptr %568, i64 %564
  store float %566, ptr %569, align 4, !tbaa !28
  br label %570

570:                                              ; preds = %563, %554
  br i1 %178, label %571, label %586

571:                                              ; preds = %570
  %572 = fmul contract float %1, %317
  br i1 %326, label %579, label %573

573:                                              ; preds = %571
  %574 = getelementptr float, ptr %274, i64 %180
  %575 = getelementptr float, ptr %574, i64 %181
  %576 = load float, ptr %575, align 4, !tbaa !28
  %577 = fmul contract float %6, %576
  %578 = fadd contract float %572, %577
  br label %579

579:                                              ; preds = %573, %571
  %580 = phi i64 [ %181, %573 ], [ %183, %571 ]
  %581 = phi i64 [ %179, %573 ], [ %182, %571 ]
  %582 = phi float [ %578, %573 ], [ %572, %571 ]
  %583 = mul nsw i64 %59, %581
  %584 = getelementptr float, ptr %275, i64 %583
  %585 = getelementptr float, ptr %584, i64 %580
  store float %582, ptr %585, align 4, !tbaa !28
  br label %586

586:                                              ; preds = %579, %570
  br i1 %186, label %587, label %602

587:                                              ; preds = %586
  %588 = fmul contract float %1, %313
  br i1 %326, label %595, label %589

589:                                              ; preds = %587
  %590 = getelementptr float, ptr %274, i64 %188
  %591 = getelementptr float, ptr %590, i64 %189
  %592 = load float, ptr %591, align 4, !tbaa !28
  %593 = fmul contract float %6, %592
  %594 = fadd contract float %588, %593
  br label %595

595:                                              ; preds = %589, %587
  %596 = phi i64 [ %189, %589 ], [ %191, %587 ]
  %597 = phi i64 [ %187, %589 ], [ %190, %587 ]
  %598 = phi float [ %594, %589 ], [ %588, %587 ]
  %599 = mul nsw i64 %59, %597
  %600 = getelementptr float, ptr %275, i64 %599
  %601 = getelementptr float, ptr %600, i64 %596
  store float %598, ptr %601, align 4, !tbaa !28
  br label %602

602:                                              ; preds = %595, %586
  br i1 %194, label %603, label %618

603:                                              ; preds = %602
  %604 = fmul contract float %1, %324
  br i1 %326, label %611, label %605

605:                                              ; preds = %603
  %606 = getelementptr float, ptr %274, i64 %196
  %607 = getelementptr float, ptr %606, i64 %197
  %608 = load float, ptr %607, align 4, !tbaa !28
  %609 = fmul contract float %6, %608
  %610 = fadd contract float %604, %609
  br label %611

611:                                              ; preds = %605, %603
  %612 = phi i64 [ %197, %605 ], [ %199, %603 ]
  %613 = phi i64 [ %195, %605 ], [ %198, %603 ]
  %614 = phi float [ %610, %605 ], [ %604, %603 ]
  %615 = mul nsw i64 %59, %613
  %616 = getelementptr float, ptr %275, i64 %615
  %617 = getelementptr float, ptr %616, i64 %612
  store float %614, ptr %617, align 4, !tbaa !28
  br label %618

618:                                              ; preds = %611, %602
  br i1 %200, label %619, label %634

619:                                              ; preds = %618
  %620 = fmul contract float %1, %320
  br i1 %326, label %627, label %621

621:                                              ; preds = %619
  %622 = getelementptr float, ptr %274, i64 %202
  %623 = getelementptr float, ptr %622, i64 %203
  %624 = load float, ptr %623, align 4, !tbaa !28
  %625 = fmul contract float %6, %624
  %626 = fadd contract float %620, %625
  br label %627

627:                                              ; preds = %621, %619
  %628 = phi i64 [ %203, %621 ], [ %205, %619 ]
  %629 = phi i64 [ %201, %621 ], [ %204, %619 ]
  %630 = phi float [ %626, %621 ], [ %620, %619 ]
  %631 = mul nsw i64 %59, %629
  %632 = getelementptr float, ptr %275, i64 %631
  %633 = getelementptr float, ptr %632, i64 %628
  store float %630, ptr %633, align 4, !tbaa !28
  br label %634

634:                                              ; preds = %627, %618
  br i1 %206, label %635, label %650

635:                                              ; preds = %634
  %636 = fmul contract float %1, %316
  br i1 %326, label %643, label %637

637:                                              ; preds = %635
  %638 = getelementptr float, ptr %274, i64 %208
  %639 = getelementptr float, ptr %638, i64 %209
  %640 = load float, ptr %639, align 4, !tbaa !28
  %641 = fmul contract float %6, %640
  %642 = fadd contract float %636, %641
  br label %643

643:                                              ; preds = %637, %635
  %644 = phi i64 [ %209, %637 ], [ %211, %635 ]
  %645 = phi i64 [ %207, %637 ], [ %210, %635 ]
  %646 = phi float [ %642, %637 ], [ %636, %635 ]
  %647 = mul nsw i64 %59, %645
  %648 = getelementptr float, ptr %275, i64 %647
  %649 = getelementptr float, ptr %648, i64 %644
  store float %646, ptr %649, align 4, !tbaa !28
  br label %650

650:                                              ; preds = %643, %634
  br i1 %212, label %651, label %666

651:                                              ; preds = %650
  %652 = fmul contract float %1, %312
  br i1 %326, label %659, label %653

653:                                              ; preds = %651
  %654 = getelementptr float, ptr %274, i64 %214
  %655 = getelementptr float, ptr %654, i64 %215
  %656 = load float, ptr %655, align 4, !tbaa !28
  %657 = fmul contract float %6, %656
  %658 = fadd contract float %652, %657
  br label %659

659:                                              ; preds = %653, %651
  %660 = phi i64 [ %215, %653 ], [ %217, %651 ]
  %661 = phi i64 [ %213, %653 ], [ %216, %651 ]
  %662 = phi float [ %658, %653 ], [ %652, %651 ]
  %663 = mul nsw i64 %59, %661
  %664 = getelementptr float, ptr %275, i64 %663
  %665 = getelementptr float, ptr %664, i64 %660
  store float %662, ptr %665, align 4, !tbaa !28
  br label %666

666:                                              ; preds = %659, %650
  br i1 %220, label %667, label %682

667:                                              ; preds = %666
  %668 = fmul contract float %1, %323
  br i1 %326, label %675, label %669

669:                                              ; preds = %667
  %670 = getelementptr float, ptr %274, i64 %222
  %671 = getelementptr float, ptr %670, i64 %223
  %672 = load float, ptr %671, align 4, !tbaa !28
  %673 = fmul contract float %6, %672
  %674 = fadd contract float %668, %673
  br label %675

675:                                              ; preds = %669, %667
  %676 = phi i64 [ %223, %669 ], [ %225, %667 ]
  %677 = phi i64 [ %221, %669 ], [ %224, %667 ]
  %678 = phi float [ %674, %669 ], [ %668, %667 ]
  %679 = mul nsw i64 %59, %677
  %680 = getelementptr float, ptr %275, i64 %679
  %681 = getelementptr float, ptr %680, i64 %676
  store float %678, ptr %681, align 4, !tbaa !28
  br label %682

682:                                              ; preds = %675, %666
  br i1 %226, label %683, label %698

683:                                              ; preds = %682
  %684 = fmul contract float %1, %319
  br i1 %326, label %691, label %685

685:                                              ; preds = %683
  %686 = getelementptr float, ptr %274, i64 %228
  %687 = getelementptr float, ptr %686, i64 %229
  %688 = load float, ptr %687, align 4, !tbaa !28
  %689 = fmul contract float %6, %688
  %690 = fadd contract float %684, %689
  br label %691

691:                                              ; preds = %685, %683
  %692 = phi i64 [ %229, %685 ], [ %231, %683 ]
  %693 = phi i64 [ %227, %685 ], [ %230, %683 ]
  %694 = phi float [ %690, %685 ], [ %684, %683 ]
  %695 = mul nsw i64 %59, %693
  %696 = getelementptr float, ptr %275, i64 %695
  %697 = getelementptr float, ptr %696, i64 %692
  store float %694, ptr %697, align 4, !tbaa !28
  br label %698

698:                                              ; preds = %691, %682
  br i1 %232, label %699, label %714

699:                                              ; preds = %698
  %700 = fmul contract float %1, %315
  br i1 %326, label %707, label %701

701:                                              ; preds = %699
  %702 = getelementptr float, ptr %274, i64 %234
  %703 = getelementptr float, ptr %702, i64 %235
  %704 = load float, ptr %703, align 4, !tbaa !28
  %705 = fmul contract float %6, %704
  %706 = fadd contract float %700, %705
  br label %707

707:                                              ; preds = %701, %699
  %708 = phi i64 [ %235, %701 ], [ %237, %699 ]
  %709 = phi i64 [ %233, %701 ], [ %236, %699 ]
  %710 = phi float [ %706, %701 ], [ %700, %699 ]
  %711 = mul nsw i64 %59, %709
  %712 = getelementptr float, ptr %275, i64 %711
  %713 = getelementptr float, ptr %712, i64 %708
  store float %710, ptr %713, align 4, !tbaa !28
  br label %714

714:                                              ; preds = %707, %698
  br i1 %238, label %715, label %730

715:                                              ; preds = %714
  %716 = fmul contract float %1, %311
  br i1 %326, label %723, label %717

717:                                              ; preds = %715
  %718 = getelementptr float, ptr %274, i64 %240
  %719 = getelementptr float, ptr %718, i64 %241
  %720 = load float, ptr %719, align 4, !tbaa !28
  %721 = fmul contract float %6, %720
  %722 = fadd contract float %716, %721
  br label %723

723:                                              ; preds = %717, %715
  %724 = phi i64 [ %241, %717 ], [ %243, %715 ]
  %725 = phi i64 [ %239, %717 ], [ %242, %715 ]
  %726 = phi float [ %722, %717 ], [ %716, %715 ]
  %727 = mul nsw i64 %59, %725
  %728 = getelementptr float, ptr %275, i64 %727
  %729 = getelementptr float, ptr %728, i64 %724
  store float %726, ptr %729, align 4, !tbaa !28
  br label %730

730:                                              ; preds = %723, %714
  br i1 %246, label %731, label %746

731:                                              ; preds = %730
  %732 = fmul contract float %1, %322
  br i1 %326, label %739, label %733

733:                                              ; preds = %731
  %734 = getelementptr float, ptr %274, i64 %248
  %735 = getelementptr float, ptr %734, i64 %249
  %736 = load float, ptr %735, align 4, !tbaa !28
  %737 = fmul contract float %6, %736
  %738 = fadd contract float %732, %737
  br label %739

739:                                              ; preds = %733, %731
  %740 = phi i64 [ %249, %733 ], [ %251, %731 ]
  %741 = phi i64 [ %247, %733 ], [ %250, %731 ]
  %742 = phi float [ %738, %733 ], [ %732, %731 ]
  %743 = mul nsw i64 %59, %741
  %744 = getelementptr float, ptr %275, i64 %743
  %745 = getelementptr float, ptr %744, i64 %740
  store float %742, ptr %745, align 4, !tbaa !28
  br label %746

746:                                              ; preds = %739, %730
  br i1 %252, label %747, label %762

747:                                              ; preds = %746
  %748 = fmul contract float %1, %318
  br i1 %326, label %755, label %749

749:                                              ; preds = %747
  %750 = getelementptr float, ptr %274, i64 %254
  %751 = getelementptr float, ptr %750, i64 %255
  %752 = load float, ptr %751, align 4, !tbaa !28
  %753 = fmul contract float %6, %752
  %754 = fadd contract float %748, %753
  br label %755

755:                                              ; preds = %749, %747
  %756 = phi i64 [ %255, %749 ], [ %257, %747 ]
  %757 = phi i64 [ %253, %749 ], [ %256, %747 ]
  %758 = phi float [ %754, %749 ], [ %748, %747 ]
  %759 = mul nsw i64 %59, %757
  %760 = getelementptr float, ptr %275, i64 %759
  %761 = getelementptr float, ptr %760, i64 %756
  store float %758, ptr %761, align 4, !tbaa !28
  br label %762

762:                                              ; preds = %755, %746
  br i1 %258, label %763, label %778

763:                                              ; preds = %762
  %764 = fmul contract float %1, %314
  br i1 %326, label %771, label %765

765:                                              ; preds = %763
  %766 = getelementptr float, ptr %274, i64 %260
  %767 = getelementptr float, ptr %766, i64 %261
  %768 = load float, ptr %767, align 4, !tbaa !28
  %769 = fmul contract float %6, %768
  %770 = fadd contract float %764, %769
  br label %771

771:                                              ; preds = %765, %763
  %772 = phi i64 [ %261, %765 ], [ %263, %763 ]
  %773 = phi i64 [ %259, %765 ], [ %262, %763 ]
  %774 = phi float [ %770, %765 ], [ %764, %763 ]
  %775 = mul nsw i64 %59, %773
  %776 = getelementptr float, ptr %275, i64 %775
  %777 = getelementptr float, ptr %776, i64 %772
  store float %774, ptr %777, align 4, !tbaa !28
  br label %778

778:                                              ; preds = %771, %762
  br i1 %264, label %779, label %794

779:                                              ; preds = %778
  %780 = fmul contract float %1, %310
  br i1 %326, label %787, label %781

781:                                              ; preds = %779
  %782 = getelementptr float, ptr %274, i64 %266
  %783 = getelementptr float, ptr %782, i64 %267
  %784 = load float, ptr %783, align 4, !tbaa !28
  %785 = fmul contract float %6, %784
  %786 = fadd contract float %780, %785
  br label %787

787:                                              ; preds = %781, %779
  %788 = phi i64 [ %267, %781 ], [ %269, %779 ]
  %789 = phi i64 [ %265, %781 ], [ %268, %779 ]
  %790 = phi float [ %786, %781 ], [ %780, %779 ]
  %791 = mul nsw i64 %59, %789
  %792 = getelementptr float, ptr %275, i64 %791
  %793 = getelementptr float, ptr %792, i64 %788
  store float %790, ptr %793, align 4, !tbaa !28
  br label %794

794:                                              ; preds = %787, %778
  %795 = getelementptr inbounds %"struct.cutlass::half_t", ptr %272, i64 %62
  %796 = getelementptr inbounds %"struct.cutlass::half_t", ptr %273, i64 %63
  %797 = getelementptr inbounds float, ptr %274, i64 %64
  %798 = select i1 %326, ptr null, ptr %797
  %799 = getelementptr inbounds float, ptr %275, i64 %65
  %800 = add i32 %271, %60
  %801 = icmp slt i32 %800, %10
  br i1 %801, label %270, label %802, !llvm.loop !30

802:                                              ; preds = %794, %15
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #0

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_ZN7cutlass9reference6device6kernel11GemmComplexINS_6half_tENS_6layout8RowMajorES4_NS5_11ColumnMajorEfS6_fffNS_16NumericConverterIffLNS_15FloatRoundStyleE2EEENS_12multiply_addIfffEELi4ELi16EEEvNS_4gemm9GemmCoordET5_NS_9TensorRefIT_T0_EENS_16ComplexTransformENSG_IT1_T2_EESK_SF_NSG_IT3_T4_EENSG_IT7_SP_EET6_illll(ptr noundef readonly byval(%"struct.cutlass::gemm::GemmCoord") align 4 captures(none) %0, float noundef %1, ptr noundef byval(%"class.cutlass::TensorRef.42") align 8 captures(none) %2, i32 noundef %3, ptr noundef byval(%"class.cutlass::TensorRef.99") align 8 captures(none) %4, i32 noundef %5, float noundef %6, ptr noundef byval(%"class.cutlass::TensorRef.91") align 8 captures(none) %7, ptr noundef byval(%"class.cutlass::TensorRef.91") align 8 captures(none) %8, float noundef %9, i32 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14) local_unnamed_addr #1 comdat {
  %16 = load i32, ptr %0, align 4, !tbaa !6
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = mul i32 %21, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = add i32 %23, %24
  %26 = shl i32 %25, 2
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %29 = mul nuw nsw i32 %27, %28
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %31 = add nuw nsw i32 %29, %30
  %32 = shl nuw nsw i32 %31, 4
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %34 = zext nneg i32 %33 to i64
  %35 = mul nsw i64 %11, %34
  %36 = load ptr, ptr %2, align 8, !tbaa !21
  %37 = getelementptr inbounds %"struct.cutlass::half_t", ptr %36, i64 %35
  store ptr %37, ptr %2, align 8, !tbaa !21
  %38 = mul nsw i64 %12, %34
  %39 = load ptr, ptr %4, align 8, !tbaa !17
  %40 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %38
  store ptr %40, ptr %4, align 8, !tbaa !17
  %41 = load ptr, ptr %7, align 8, !tbaa !11
  %42 = icmp eq ptr %41, null
  br i1 %42, label %46, label %43

43:                                               ; preds = %15
  %44 = mul nsw i64 %13, %34
  %45 = getelementptr inbounds float, ptr %41, i64 %44
  store ptr %45, ptr %7, align 8, !tbaa !11
  br label %46

46:                                               ; preds = %43, %15
  %47 = phi ptr [ %45, %43 ], [ null, %15 ]
  %48 = mul nsw i64 %14, %34
  %49 = load ptr, ptr %8, align 8, !tbaa !11
  %50 = getelementptr inbounds float, ptr %49, i64 %48
  store ptr %50, ptr %8, align 8, !tbaa !11
  %51 = icmp slt i32 %33, %10
  br i1 %51, label %52, label %2916

52:                                               ; preds = %46
  %53 = icmp sgt i32 %20, 0
  %54 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %55 = load i64, ptr %54, align 8
  %56 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %57 = load i64, ptr %56, align 8
  %58 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %59 = load i64, ptr %58, align 8
  %60 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %61 = load i64, ptr %60, align 8
  %62 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %63 = zext nneg i32 %62 to i64
  %64 = mul nsw i64 %11, %63
  %65 = mul nsw i64 %12, %63
  %66 = mul nsw i64 %13, %63
  %67 = mul nsw i64 %14, %63
  %68 = icmp slt i32 %32, %18
  %69 = icmp slt i32 %26, %16
  %70 = select i1 %69, i1 %68, i1 false
  %71 = sext i32 %26 to i64
  %72 = mul nsw i64 %55, %71
  %73 = zext nneg i32 %32 to i64
  %74 = mul nsw i64 %57, %73
  %75 = or disjoint i32 %26, 1
  %76 = icmp slt i32 %75, %16
  %77 = select i1 %76, i1 %68, i1 false
  %78 = sext i32 %75 to i64
  %79 = mul nsw i64 %55, %78
  %80 = zext nneg i32 %32 to i64
  %81 = mul nsw i64 %57, %80
  %82 = or disjoint i32 %26, 2
  %83 = icmp slt i32 %82, %16
  %84 = select i1 %83, i1 %68, i1 false
  %85 = sext i32 %82 to i64
  %86 = mul nsw i64 %55, %85
  %87 = zext nneg i32 %32 to i64
  %88 = mul nsw i64 %57, %87
  %89 = or disjoint i32 %26, 3
  %90 = icmp slt i32 %89, %16
  %91 = select i1 %90, i1 %68, i1 false
  %92 = sext i32 %89 to i64
  %93 = mul nsw i64 %55, %92
  %94 = zext nneg i32 %32 to i64
  %95 = mul nsw i64 %57, %94
  %96 = or disjoint i32 %32, 1
  %97 = icmp slt i32 %96, %18
  %98 = select i1 %69, i1 %97, i1 false
  %99 = sext i32 %26 to i64
  %100 = mul nsw i64 %55, %99
  %101 = zext nneg i32 %96 to i64
  %102 = mul nsw i64 %57, %101
  %103 = select i1 %76, i1 %97, i1 false
  %104 = sext i32 %75 to i64
  %105 = mul nsw i64 %55, %104
  %106 = zext nneg i32 %96 to i64
  %107 = mul nsw i64 %57, %106
  %108 = select i1 %83, i1 %97, i1 false
  %109 = sext i32 %82 to i64
  %110 = mul nsw i64 %55, %109
  %111 = zext nneg i32 %96 to i64
  %112 = mul nsw i64 %57, %111
  %113 = select i1 %90, i1 %97, i1 false
  %114 = sext i32 %89 to i64
  %115 = mul nsw i64 %55, %114
  %116 = zext nneg i32 %96 to i64
  %117 = mul nsw i64 %57, %116
  %118 = or disjoint i32 %32, 2
  %119 = icmp slt i32 %118, %18
  %120 = select i1 %69, i1 %119, i1 false
  %121 = sext i32 %26 to i64
  %122 = mul nsw i64 %55, %121
  %123 = zext nneg i32 %118 to i64
  %124 = mul nsw i64 %57, %123
  %125 = select i1 %76, i1 %119, i1 false
  %126 = sext i32 %75 to i64
  %127 = mul nsw i64 %55, %126
  %128 = zext nneg i32 %118 to i64
  %129 = mul nsw i64 %57, %128
  %130 = select i1 %83, i1 %119, i1 false
  %131 = sext i32 %82 to i64
  %132 = mul nsw i64 %55, %131
  %133 = zext nneg i32 %118 to i64
  %134 = mul nsw i64 %57, %133
  %135 = select i1 %90, i1 %119, i1 false
  %136 = sext i32 %89 to i64
  %137 = mul nsw i64 %55, %136
  %138 = zext nneg i32 %118 to i64
  %139 = mul nsw i64 %57, %138
  %140 = or disjoint i32 %32, 3
  %141 = icmp slt i32 %140, %18
  %142 = select i1 %69, i1 %141, i1 false
  %143 = sext i32 %26 to i64
  %144 = mul nsw i64 %55, %143
  %145 = zext nneg i32 %140 to i64
  %146 = mul nsw i64 %57, %145
  %147 = select i1 %76, i1 %141, i1 false
  %148 = sext i32 %75 to i64
  %149 = mul nsw i64 %55, %148
  %150 = zext nneg i32 %140 to i64
  %151 = mul nsw i64 %57, %150
  %152 = select i1 %83, i1 %141, i1 false
  %153 = sext i32 %82 to i64
  %154 = mul nsw i64 %55, %153
  %155 = zext nneg i32 %140 to i64
  %156 = mul nsw i64 %57, %155
  %157 = select i1 %90, i1 %141, i1 false
  %158 = sext i32 %89 to i64
  %159 = mul nsw i64 %55, %158
  %160 = zext nneg i32 %140 to i64
  %161 = mul nsw i64 %57, %160
  %162 = or disjoint i32 %32, 4
  %163 = icmp slt i32 %162, %18
  %164 = select i1 %69, i1 %163, i1 false
  %165 = sext i32 %26 to i64
  %166 = mul nsw i64 %55, %165
  %167 = zext nneg i32 %162 to i64
  %168 = mul nsw i64 %57, %167
  %169 = select i1 %76, i1 %163, i1 false
  %170 = sext i32 %75 to i64
  %171 = mul nsw i64 %55, %170
  %172 = zext nneg i32 %162 to i64
  %173 = mul nsw i64 %57, %172
  %174 = select i1 %83, i1 %163, i1 false
  %175 = sext i32 %82 to i64
  %176 = mul nsw i64 %55, %175
  %177 = zext nneg i32 %162 to i64
  %178 = mul nsw i64 %57, %177
  %179 = select i1 %90, i1 %163, i1 false
  %180 = sext i32 %89 to i64
  %181 = mul nsw i64 %55, %180
  %182 = zext nneg i32 %162 to i64
  %183 = mul nsw i64 %57, %182
  %184 = or disjoint i32 %32, 5
  %185 = icmp slt i32 %184, %18
  %186 = select i1 %69, i1 %185, i1 false
  %187 = sext i32 %26 to i64
  %188 = mul nsw i64 %55, %187
  %189 = zext nneg i32 %184 to i64
  %190 = mul nsw i64 %57, %189
  %191 = select i1 %76, i1 %185, i1 false
  %192 = sext i32 %75 to i64
  %193 = mul nsw i64 %55, %192
  %194 = zext nneg i32 %184 to i64
  %195 = mul nsw i64 %57, %194
  %196 = select i1 %83, i1 %185, i1 false
  %197 = sext i32 %82 to i64
  %198 = mul nsw i64 %55, %197
  %199 = zext nneg i32 %184 to i64
  %200 = mul nsw i64 %57, %199
  %201 = select i1 %90, i1 %185, i1 false
  %202 = sext i32 %89 to i64
  %203 = mul nsw i64 %55, %202
  %204 = zext nneg i32 %184 to i64
  %205 = mul nsw i64 %57, %204
  %206 = or disjoint i32 %32, 6
  %207 = icmp slt i32 %206, %18
  %208 = select i1 %69, i1 %207, i1 false
  %209 = sext i32 %26 to i64
  %210 = mul nsw i64 %55, %209
  %211 = zext nneg i32 %206 to i64
  %212 = mul nsw i64 %57, %211
  %213 = select i1 %76, i1 %207, i1 false
  %214 = sext i32 %75 to i64
  %215 = mul nsw i64 %55, %214
  %216 = zext nneg i32 %206 to i64
  %217 = mul nsw i64 %57, %216
  %218 = select i1 %83, i1 %207, i1 false
  %219 = sext i32 %82 to i64
  %220 = mul nsw i64 %55, %219
  %221 = zext nneg i32 %206 to i64
  %222 = mul nsw i64 %57, %221
  %223 = select i1 %90, i1 %207, i1 false
  %224 = sext i32 %89 to i64
  %225 = mul nsw i64 %55, %224
  %226 = zext nneg i32 %206 to i64
  %227 = mul nsw i64 %57, %226
  %228 = or disjoint i32 %32, 7
  %229 = icmp slt i32 %228, %18
  %230 = select i1 %69, i1 %229, i1 false
  %231 = sext i32 %26 to i64
  %232 = mul nsw i64 %55, %231
  %233 = zext nneg i32 %228 to i64
  %234 = mul nsw i64 %57, %233
  %235 = select i1 %76, i1 %229, i1 false
  %236 = sext i32 %75 to i64
  %237 = mul nsw i64 %55, %236
  %238 = zext nneg i32 %228 to i64
  %239 = mul nsw i64 %57, %238
  %240 = select i1 %83, i1 %229, i1 false
  %241 = sext i32 %82 to i64
  %242 = mul nsw i64 %55, %241
  %243 = zext nneg i32 %228 to i64
  %244 = mul nsw i64 %57, %243
  %245 = select i1 %90, i1 %229, i1 false
  %246 = sext i32 %89 to i64
  %247 = mul nsw i64 %55, %246
  %248 = zext nneg i32 %228 to i64
  %249 = mul nsw i64 %57, %248
  %250 = or disjoint i32 %32, 8
  %251 = icmp slt i32 %250, %18
  %252 = select i1 %69, i1 %251, i1 false
  %253 = sext i32 %26 to i64
  %254 = mul nsw i64 %55, %253
  %255 = zext nneg i32 %250 to i64
  %256 = mul nsw i64 %57, %255
  %257 = select i1 %76, i1 %251, i1 false
  %258 = sext i32 %75 to i64
  %259 = mul nsw i64 %55, %258
  %260 = zext nneg i32 %250 to i64
  %261 = mul nsw i64 %57, %260
  %262 = select i1 %83, i1 %251, i1 false
  %263 = sext i32 %82 to i64
  %264 = mul nsw i64 %55, %263
  %265 = zext nneg i32 %250 to i64
  %266 = mul nsw i64 %57, %265
  %267 = select i1 %90, i1 %251, i1 false
  %268 = sext i32 %89 to i64
  %269 = mul nsw i64 %55, %268
  %270 = zext nneg i32 %250 to i64
  %271 = mul nsw i64 %57, %270
  %272 = or disjoint i32 %32, 9
  %273 = icmp slt i32 %272, %18
  %274 = select i1 %69, i1 %273, i1 false
  %275 = sext i32 %26 to i64
  %276 = mul nsw i64 %55, %275
  %277 = zext nneg i32 %272 to i64
  %278 = mul nsw i64 %57, %277
  %279 = select i1 %76, i1 %273, i1 false
  %280 = sext i32 %75 to i64
  %281 = mul nsw i64 %55, %280
  %282 = zext nneg i32 %272 to i64
  %283 = mul nsw i64 %57, %282
  %284 = select i1 %83, i1 %273, i1 false
  %285 = sext i32 %82 to i64
  %286 = mul nsw i64 %55, %285
  %287 = zext nneg i32 %272 to i64
  %288 = mul nsw i64 %57, %287
  %289 = select i1 %90, i1 %273, i1 false
  %290 = sext i32 %89 to i64
  %291 = mul nsw i64 %55, %290
  %292 = zext nneg i32 %272 to i64
  %293 = mul nsw i64 %57, %292
  %294 = or disjoint i32 %32, 10
  %295 = icmp slt i32 %294, %18
  %296 = select i1 %69, i1 %295, i1 false
  %297 = sext i32 %26 to i64
  %298 = mul nsw i64 %55, %297
  %299 = zext nneg i32 %294 to i64
  %300 = mul nsw i64 %57, %299
  %301 = select i1 %76, i1 %295, i1 false
  %302 = sext i32 %75 to i64
  %303 = mul nsw i64 %55, %302
  %304 = zext nneg i32 %294 to i64
  %305 = mul nsw i64 %57, %304
  %306 = select i1 %83, i1 %295, i1 false
  %307 = sext i32 %82 to i64
  %308 = mul nsw i64 %55, %307
  %309 = zext nneg i32 %294 to i64
  %310 = mul nsw i64 %57, %309
  %311 = select i1 %90, i1 %295, i1 false
  %312 = sext i32 %89 to i64
  %313 = mul nsw i64 %55, %312
  %314 = zext nneg i32 %294 to i64
  %315 = mul nsw i64 %57, %314
  %316 = or disjoint i32 %32, 11
  %317 = icmp slt i32 %316, %18
  %318 = select i1 %69, i1 %317, i1 false
  %319 = sext i32 %26 to i64
  %320 = mul nsw i64 %55, %319
  %321 = zext nneg i32 %316 to i64
  %322 = mul nsw i64 %57, %321
  %323 = select i1 %76, i1 %317, i1 false
  %324 = sext i32 %75 to i64
  %325 = mul nsw i64 %55, %324
  %326 = zext nneg i32 %316 to i64
  %327 = mul nsw i64 %57, %326
  %328 = select i1 %83, i1 %317, i1 false
  %329 = sext i32 %82 to i64
  %330 = mul nsw i64 %55, %329
  %331 = zext nneg i32 %316 to i64
  %332 = mul nsw i64 %57, %331
  %333 = select i1 %90, i1 %317, i1 false
  %334 = sext i32 %89 to i64
  %335 = mul nsw i64 %55, %334
  %336 = zext nneg i32 %316 to i64
  %337 = mul nsw i64 %57, %336
  %338 = or disjoint i32 %32, 12
  %339 = icmp slt i32 %338, %18
  %340 = select i1 %69, i1 %339, i1 false
  %341 = sext i32 %26 to i64
  %342 = mul nsw i64 %55, %341
  %343 = zext nneg i32 %338 to i64
  %344 = mul nsw i64 %57, %343
  %345 = select i1 %76, i1 %339, i1 false
  %346 = sext i32 %75 to i64
  %347 = mul nsw i64 %55, %346
  %348 = zext nneg i32 %338 to i64
  %349 = mul nsw i64 %57, %348
  %350 = select i1 %83, i1 %339, i1 false
  %351 = sext i32 %82 to i64
  %352 = mul nsw i64 %55, %351
  %353 = zext nneg i32 %338 to i64
  %354 = mul nsw i64 %57, %353
  %355 = select i1 %90, i1 %339, i1 false
  %356 = sext i32 %89 to i64
  %357 = mul nsw i64 %55, %356
  %358 = zext nneg i32 %338 to i64
  %359 = mul nsw i64 %57, %358
  %360 = or disjoint i32 %32, 13
  %361 = icmp slt i32 %360, %18
  %362 = select i1 %69, i1 %361, i1 false
  %363 = sext i32 %26 to i64
  %364 = mul nsw i64 %55, %363
  %365 = zext nneg i32 %360 to i64
  %366 = mul nsw i64 %57, %365
  %367 = select i1 %76, i1 %361, i1 false
  %368 = sext i32 %75 to i64
  %369 = mul nsw i64 %55, %368
  %370 = zext nneg i32 %360 to i64
  %371 = mul nsw i64 %57, %370
  %372 = select i1 %83, i1 %361, i1 false
  %373 = sext i32 %82 to i64
  %374 = mul nsw i64 %55, %373
  %375 = zext nneg i32 %360 to i64
  %376 = mul nsw i64 %57, %375
  %377 = select i1 %90, i1 %361, i1 false
  %378 = sext i32 %89 to i64
  %379 = mul nsw i64 %55, %378
  %380 = zext nneg i32 %360 to i64
  %381 = mul nsw i64 %57, %380
  %382 = or disjoint i32 %32, 14
  %383 = icmp slt i32 %382, %18
  %384 = select i1 %69, i1 %383, i1 false
  %385 = sext i32 %26 to i64
  %386 = mul nsw i64 %55, %385
  %387 = zext nneg i32 %382 to i64
  %388 = mul nsw i64 %57, %387
  %389 = select i1 %76, i1 %383, i1 false
  %390 = sext i32 %75 to i64
  %391 = mul nsw i64 %55, %390
  %392 = zext nneg i32 %382 to i64
  %393 = mul nsw i64 %57, %392
  %394 = select i1 %83, i1 %383, i1 false
  %395 = sext i32 %82 to i64
  %396 = mul nsw i64 %55, %395
  %397 = zext nneg i32 %382 to i64
  %398 = mul nsw i64 %57, %397
  %399 = select i1 %90, i1 %383, i1 false
  %400 = sext i32 %89 to i64
  %401 = mul nsw i64 %55, %400
  %402 = zext nneg i32 %382 to i64
  %403 = mul nsw i64 %57, %402
  %404 = or disjoint i32 %32, 15
  %405 = icmp slt i32 %404, %18
  %406 = select i1 %69, i1 %405, i1 false
  %407 = sext i32 %26 to i64
  %408 = mul nsw i64 %55, %407
  %409 = zext nneg i32 %404 to i64
  %410 = mul nsw i64 %57, %409
  %411 = select i1 %76, i1 %405, i1 false
  %412 = sext i32 %75 to i64
  %413 = mul nsw i64 %55, %412
  %414 = zext nneg i32 %404 to i64
  %415 = mul nsw i64 %57, %414
  %416 = select i1 %83, i1 %405, i1 false
  %417 = sext i32 %82 to i64
  %418 = mul nsw i64 %55, %417
  %419 = zext nneg i32 %404 to i64
  %420 = mul nsw i64 %57, %419
  %421 = select i1 %90, i1 %405, i1 false
  %422 = sext i32 %89 to i64
  %423 = mul nsw i64 %55, %422
  %424 = zext nneg i32 %404 to i64
  %425 = mul nsw i64 %57, %424
  %426 = icmp slt i32 %32, %18
  %427 = icmp slt i32 %26, %16
  %428 = select i1 %427, i1 %426, i1 false
  %429 = sext i32 %26 to i64
  %430 = mul nsw i64 %59, %429
  %431 = zext nneg i32 %32 to i64
  %432 = sext i32 %26 to i64
  %433 = zext nneg i32 %32 to i64
  %434 = or disjoint i32 %26, 1
  %435 = icmp slt i32 %434, %16
  %436 = select i1 %435, i1 %426, i1 false
  %437 = sext i32 %434 to i64
  %438 = mul nsw i64 %59, %437
  %439 = zext nneg i32 %32 to i64
  %440 = sext i32 %434 to i64
  %441 = zext nneg i32 %32 to i64
  %442 = or disjoint i32 %26, 2
  %443 = icmp slt i32 %442, %16
  %444 = select i1 %443, i1 %426, i1 false
  %445 = sext i32 %442 to i64
  %446 = mul nsw i64 %59, %445
  %447 = zext nneg i32 %32 to i64
  %448 = sext i32 %442 to i64
  %449 = zext nneg i32 %32 to i64
  %450 = or disjoint i32 %26, 3
  %451 = icmp slt i32 %450, %16
  %452 = select i1 %451, i1 %426, i1 false
  %453 = sext i32 %450 to i64
  %454 = mul nsw i64 %59, %453
  %455 = zext nneg i32 %32 to i64
  %456 = sext i32 %450 to i64
  %457 = zext nneg i32 %32 to i64
  %458 = or disjoint i32 %32, 1
  %459 = icmp slt i32 %458, %18
  %460 = select i1 %427, i1 %459, i1 false
  %461 = sext i32 %26 to i64
  %462 = mul nsw i64 %59, %461
  %463 = zext nneg i32 %458 to i64
  %464 = sext i32 %26 to i64
  %465 = zext nneg i32 %458 to i64
  %466 = select i1 %435, i1 %459, i1 false
  %467 = sext i32 %434 to i64
  %468 = mul nsw i64 %59, %467
  %469 = zext nneg i32 %458 to i64
  %470 = sext i32 %434 to i64
  %471 = zext nneg i32 %458 to i64
  %472 = select i1 %443, i1 %459, i1 false
  %473 = sext i32 %442 to i64
  %474 = mul nsw i64 %59, %473
  %475 = zext nneg i32 %458 to i64
  %476 = sext i32 %442 to i64
  %477 = zext nneg i32 %458 to i64
  %478 = select i1 %451, i1 %459, i1 false
  %479 = sext i32 %450 to i64
  %480 = mul nsw i64 %59, %479
  %481 = zext nneg i32 %458 to i64
  %482 = sext i32 %450 to i64
  %483 = zext nneg i32 %458 to i64
  %484 = or disjoint i32 %32, 2
  %485 = icmp slt i32 %484, %18
  %486 = select i1 %427, i1 %485, i1 false
  %487 = sext i32 %26 to i64
  %488 = mul nsw i64 %59, %487
  %489 = zext nneg i32 %484 to i64
  %490 = sext i32 %26 to i64
  %491 = zext nneg i32 %484 to i64
  %492 = select i1 %435, i1 %485, i1 false
  %493 = sext i32 %434 to i64
  %494 = mul nsw i64 %59, %493
  %495 = zext nneg i32 %484 to i64
  %496 = sext i32 %434 to i64
  %497 = zext nneg i32 %484 to i64
  %498 = select i1 %443, i1 %485, i1 false
  %499 = sext i32 %442 to i64
  %500 = mul nsw i64 %59, %499
  %501 = zext nneg i32 %484 to i64
  %502 = sext i32 %442 to i64
  %503 = zext nneg i32 %484 to i64
  %504 = select i1 %451, i1 %485, i1 false
  %505 = sext i32 %450 to i64
  %506 = mul nsw i64 %59, %505
  %507 = zext nneg i32 %484 to i64
  %508 = sext i32 %450 to i64
  %509 = zext nneg i32 %484 to i64
  %510 = or disjoint i32 %32, 3
  %511 = icmp slt i32 %510, %18
  %512 = select i1 %427, i1 %511, i1 false
  %513 = sext i32 %26 to i64
  %514 = mul nsw i64 %59, %513
  %515 = zext nneg i32 %510 to i64
  %516 = sext i32 %26 to i64
  %517 = zext nneg i32 %510 to i64
  %518 = select i1 %435, i1 %511, i1 false
  %519 = sext i32 %434 to i64
  %520 = mul nsw i64 %59, %519
  %521 = zext nneg i32 %510 to i64
  %522 = sext i32 %434 to i64
  %523 = zext nneg i32 %510 to i64
  %524 = select i1 %443, i1 %511, i1 false
  %525 = sext i32 %442 to i64
  %526 = mul nsw i64 %59, %525
  %527 = zext nneg i32 %510 to i64
  %528 = sext i32 %442 to i64
  %529 = zext nneg i32 %510 to i64
  %530 = select i1 %451, i1 %511, i1 false
  %531 = sext i32 %450 to i64
  %532 = mul nsw i64 %59, %531
  %533 = zext nneg i32 %510 to i64
  %534 = sext i32 %450 to i64
  %535 = zext nneg i32 %510 to i64
  %536 = or disjoint i32 %32, 4
  %537 = icmp slt i32 %536, %18
  %538 = select i1 %427, i1 %537, i1 false
  %539 = sext i32 %26 to i64
  %540 = mul nsw i64 %59, %539
  %541 = zext nneg i32 %536 to i64
  %542 = sext i32 %26 to i64
  %543 = zext nneg i32 %536 to i64
  %544 = select i1 %435, i1 %537, i1 false
  %545 = sext i32 %434 to i64
  %546 = mul nsw i64 %59, %545
  %547 = zext nneg i32 %536 to i64
  %548 = sext i32 %434 to i64
  %549 = zext nneg i32 %536 to i64
  %550 = select i1 %443, i1 %537, i1 false
  %551 = sext i32 %442 to i64
  %552 = mul nsw i64 %59, %551
  %553 = zext nneg i32 %536 to i64
  %554 = sext i32 %442 to i64
  %555 = zext nneg i32 %536 to i64
  %556 = select i1 %451, i1 %537, i1 false
  %557 = sext i32 %450 to i64
  %558 = mul nsw i64 %59, %557
  %559 = zext nneg i32 %536 to i64
  %560 = sext i32 %450 to i64
  %561 = zext nneg i32 %536 to i64
  %562 = or disjoint i32 %32, 5
  %563 = icmp slt i32 %562, %18
  %564 = select i1 %427, i1 %563, i1 false
  %565 = sext i32 %26 to i64
  %566 = mul nsw i64 %59, %565
  %567 = zext nneg i32 %562 to i64
  %568 = sext i32 %26 to i64
  %569 = zext nneg i32 %562 to i64
  %570 = select i1 %435, i1 %563, i1 false
  %571 = sext i32 %434 to i64
  %572 = mul nsw i64 %59, %571
  %573 = zext nneg i32 %562 to i64
  %574 = sext i32 %434 to i64
  %575 = zext nneg i32 %562 to i64
  %576 = select i1 %443, i1 %563, i1 false
  %577 = sext i32 %442 to i64
  %578 = mul nsw i64 %59, %577
  %579 = zext nneg i32 %562 to i64
  %580 = sext i32 %442 to i64
  %581 = zext nneg i32 %562 to i64
  %582 = select i1 %451, i1 %563, i1 false
  %583 = sext i32 %450 to i64
  %584 = mul nsw i64 %59, %583
  %585 = zext nneg i32 %562 to i64
  %586 = sext i32 %450 to i64
  %587 = zext nneg i32 %562 to i64
  %588 = or disjoint i32 %32, 6
  %589 = icmp slt i32 %588, %18
  %590 = select i1 %427, i1 %589, i1 false
  %591 = sext i32 %26 to i64
  %592 = mul nsw i64 %59, %591
  %593 = zext nneg i32 %588 to i64
  %594 = sext i32 %26 to i64
  %595 = zext nneg i32 %588 to i64
  %596 = select i1 %435, i1 %589, i1 false
  %597 = sext i32 %434 to i64
  %598 = mul nsw i64 %59, %597
  %599 = zext nneg i32 %588 to i64
  %600 = sext i32 %434 to i64
  %601 = zext nneg i32 %588 to i64
  %602 = select i1 %443, i1 %589, i1 false
  %603 = sext i32 %442 to i64
  %604 = mul nsw i64 %59, %603
  %605 = zext nneg i32 %588 to i64
  %606 = sext i32 %442 to i64
  %607 = zext nneg i32 %588 to i64
  %608 = select i1 %451, i1 %589, i1 false
  %609 = sext i32 %450 to i64
  %610 = mul nsw i64 %59, %609
  %611 = zext nneg i32 %588 to i64
  %612 = sext i32 %450 to i64
  %613 = zext nneg i32 %588 to i64
  %614 = or disjoint i32 %32, 7
  %615 = icmp slt i32 %614, %18
  %616 = select i1 %427, i1 %615, i1 false
  %617 = sext i32 %26 to i64
  %618 = mul nsw i64 %59, %617
  %619 = zext nneg i32 %614 to i64
  %620 = sext i32 %26 to i64
  %621 = zext nneg i32 %614 to i64
  %622 = select i1 %435, i1 %615, i1 false
  %623 = sext i32 %434 to i64
  %624 = mul nsw i64 %59, %623
  %625 = zext nneg i32 %614 to i64
  %626 = sext i32 %434 to i64
  %627 = zext nneg i32 %614 to i64
  %628 = select i1 %443, i1 %615, i1 false
  %629 = sext i32 %442 to i64
  %630 = mul nsw i64 %59, %629
  %631 = zext nneg i32 %614 to i64
  %632 = sext i32 %442 to i64
  %633 = zext nneg i32 %614 to i64
  %634 = select i1 %451, i1 %615, i1 false
  %635 = sext i32 %450 to i64
  %636 = mul nsw i64 %59, %635
  %637 = zext nneg i32 %614 to i64
  %638 = sext i32 %450 to i64
  %639 = zext nneg i32 %614 to i64
  %640 = or disjoint i32 %32, 8
  %641 = icmp slt i32 %640, %18
  %642 = select i1 %427, i1 %641, i1 false
  %643 = sext i32 %26 to i64
  %644 = mul nsw i64 %59, %643
  %645 = zext nneg i32 %640 to i64
  %646 = sext i32 %26 to i64
  %647 = zext nneg i32 %640 to i64
  %648 = select i1 %435, i1 %641, i1 false
  %649 = sext i32 %434 to i64
  %650 = mul nsw i64 %59, %649
  %651 = zext nneg i32 %640 to i64
  %652 = sext i32 %434 to i64
  %653 = zext nneg i32 %640 to i64
  %654 = select i1 %443, i1 %641, i1 false
  %655 = sext i32 %442 to i64
  %656 = mul nsw i64 %59, %655
  %657 = zext nneg i32 %640 to i64
  %658 = sext i32 %442 to i64
  %659 = zext nneg i32 %640 to i64
  %660 = select i1 %451, i1 %641, i1 false
  %661 = sext i32 %450 to i64
  %662 = mul nsw i64 %59, %661
  %663 = zext nneg i32 %640 to i64
  %664 = sext i32 %450 to i64
  %665 = zext nneg i32 %640 to i64
  %666 = or disjoint i32 %32, 9
  %667 = icmp slt i32 %666, %18
  %668 = select i1 %427, i1 %667, i1 false
  %669 = sext i32 %26 to i64
  %670 = mul nsw i64 %59, %669
  %671 = zext nneg i32 %666 to i64
  %672 = sext i32 %26 to i64
  %673 = zext nneg i32 %666 to i64
  %674 = select i1 %435, i1 %667, i1 false
  %675 = sext i32 %434 to i64
  %676 = mul nsw i64 %59, %675
  %677 = zext nneg i32 %666 to i64
  %678 = sext i32 %434 to i64
  %679 = zext nneg i32 %666 to i64
  %680 = select i1 %443, i1 %667, i1 false
  %681 = sext i32 %442 to i64
  %682 = mul nsw i64 %59, %681
  %683 = zext nneg i32 %666 to i64
  %684 = sext i32 %442 to i64
  %685 = zext nneg i32 %666 to i64
  %686 = select i1 %451, i1 %667, i1 false
  %687 = sext i32 %450 to i64
  %688 = mul nsw i64 %59, %687
  %689 = zext nneg i32 %666 to i64
  %690 = sext i32 %450 to i64
  %691 = zext nneg i32 %666 to i64
  %692 = or disjoint i32 %32, 10
  %693 = icmp slt i32 %692, %18
  %694 = select i1 %427, i1 %693, i1 false
  %695 = sext i32 %26 to i64
  %696 = mul nsw i64 %59, %695
  %697 = zext nneg i32 %692 to i64
  %698 = sext i32 %26 to i64
  %699 = zext nneg i32 %692 to i64
  %700 = select i1 %435, i1 %693, i1 false
  %701 = sext i32 %434 to i64
  %702 = mul nsw i64 %59, %701
  %703 = zext nneg i32 %692 to i64
  %704 = sext i32 %434 to i64
  %705 = zext nneg i32 %692 to i64
  %706 = select i1 %443, i1 %693, i1 false
  %707 = sext i32 %442 to i64
  %708 = mul nsw i64 %59, %707
  %709 = zext nneg i32 %692 to i64
  %710 = sext i32 %442 to i64
  %711 = zext nneg i32 %692 to i64
  %712 = select i1 %451, i1 %693, i1 false
  %713 = sext i32 %450 to i64
  %714 = mul nsw i64 %59, %713
  %715 = zext nneg i32 %692 to i64
  %716 = sext i32 %450 to i64
  %717 = zext nneg i32 %692 to i64
  %718 = or disjoint i32 %32, 11
  %719 = icmp slt i32 %718, %18
  %720 = select i1 %427, i1 %719, i1 false
  %721 = sext i32 %26 to i64
  %722 = mul nsw i64 %59, %721
  %723 = zext nneg i32 %718 to i64
  %724 = sext i32 %26 to i64
  %725 = zext nneg i32 %718 to i64
  %726 = select i1 %435, i1 %719, i1 false
  %727 = sext i32 %434 to i64
  %728 = mul nsw i64 %59, %727
  %729 = zext nneg i32 %718 to i64
  %730 = sext i32 %434 to i64
  %731 = zext nneg i32 %718 to i64
  %732 = select i1 %443, i1 %719, i1 false
  %733 = sext i32 %442 to i64
  %734 = mul nsw i64 %59, %733
  %735 = zext nneg i32 %718 to i64
  %736 = sext i32 %442 to i64
  %737 = zext nneg i32 %718 to i64
  %738 = select i1 %451, i1 %719, i1 false
  %739 = sext i32 %450 to i64
  %740 = mul nsw i64 %59, %739
  %741 = zext nneg i32 %718 to i64
  %742 = sext i32 %450 to i64
  %743 = zext nneg i32 %718 to i64
  %744 = or disjoint i32 %32, 12
  %745 = icmp slt i32 %744, %18
  %746 = select i1 %427, i1 %745, i1 false
  %747 = sext i32 %26 to i64
  %748 = mul nsw i64 %59, %747
  %749 = zext nneg i32 %744 to i64
  %750 = sext i32 %26 to i64
  %751 = zext nneg i32 %744 to i64
  %752 = select i1 %435, i1 %745, i1 false
  %753 = sext i32 %434 to i64
  %754 = mul nsw i64 %59, %753
  %755 = zext nneg i32 %744 to i64
  %756 = sext i32 %434 to i64
  %757 = zext nneg i32 %744 to i64
  %758 = select i1 %443, i1 %745, i1 false
  %759 = sext i32 %442 to i64
  %760 = mul nsw i64 %59, %759
  %761 = zext nneg i32 %744 to i64
  %762 = sext i32 %442 to i64
  %763 = zext nneg i32 %744 to i64
  %764 = select i1 %451, i1 %745, i1 false
  %765 = sext i32 %450 to i64
  %766 = mul nsw i64 %59, %765
  %767 = zext nneg i32 %744 to i64
  %768 = sext i32 %450 to i64
  %769 = zext nneg i32 %744 to i64
  %770 = or disjoint i32 %32, 13
  %771 = icmp slt i32 %770, %18
  %772 = select i1 %427, i1 %771, i1 false
  %773 = sext i32 %26 to i64
  %774 = mul nsw i64 %59, %773
  %775 = zext nneg i32 %770 to i64
  %776 = sext i32 %26 to i64
  %777 = zext nneg i32 %770 to i64
  %778 = select i1 %435, i1 %771, i1 false
  %779 = sext i32 %434 to i64
  %780 = mul nsw i64 %59, %779
  %781 = zext nneg i32 %770 to i64
  %782 = sext i32 %434 to i64
  %783 = zext nneg i32 %770 to i64
  %784 = select i1 %443, i1 %771, i1 false
  %785 = sext i32 %442 to i64
  %786 = mul nsw i64 %59, %785
  %787 = zext nneg i32 %770 to i64
  %788 = sext i32 %442 to i64
  %789 = zext nneg i32 %770 to i64
  %790 = select i1 %451, i1 %771, i1 false
  %791 = sext i32 %450 to i64
  %792 = mul nsw i64 %59, %791
  %793 = zext nneg i32 %770 to i64
  %794 = sext i32 %450 to i64
  %795 = zext nneg i32 %770 to i64
  %796 = or disjoint i32 %32, 14
  %797 = icmp slt i32 %796, %18
  %798 = select i1 %427, i1 %797, i1 false
  %799 = sext i32 %26 to i64
  %800 = mul nsw i64 %59, %799
  %801 = zext nneg i32 %796 to i64
  %802 = sext i32 %26 to i64
  %803 = zext nneg i32 %796 to i64
  %804 = select i1 %435, i1 %797, i1 false
  %805 = sext i32 %434 to i64
  %806 = mul nsw i64 %59, %805
  %807 = zext nneg i32 %796 to i64
  %808 = sext i32 %434 to i64
  %809 = zext nneg i32 %796 to i64
  %810 = select i1 %443, i1 %797, i1 false
  %811 = sext i32 %442 to i64
  %812 = mul nsw i64 %59, %811
  %813 = zext nneg i32 %796 to i64
  %814 = sext i32 %442 to i64
  %815 = zext nneg i32 %796 to i64
  %816 = select i1 %451, i1 %797, i1 false
  %817 = sext i32 %450 to i64
  %818 = mul nsw i64 %59, %817
  %819 = zext nneg i32 %796 to i64
  %820 = sext i32 %450 to i64
  %821 = zext nneg i32 %796 to i64
  %822 = or disjoint i32 %32, 15
  %823 = icmp slt i32 %822, %18
  %824 = select i1 %427, i1 %823, i1 false
  %825 = sext i32 %26 to i64
  %826 = mul nsw i64 %59, %825
  %827 = zext nneg i32 %822 to i64
  %828 = sext i32 %26 to i64
  %829 = zext nneg i32 %822 to i64
  %830 = select i1 %435, i1 %823, i1 false
  %831 = sext i32 %434 to i64
  %832 = mul nsw i64 %59, %831
  %833 = zext nneg i32 %822 to i64
  %834 = sext i32 %434 to i64
  %835 = zext nneg i32 %822 to i64
  %836 = select i1 %443, i1 %823, i1 false
  %837 = sext i32 %442 to i64
  %838 = mul nsw i64 %59, %837
  %839 = zext nneg i32 %822 to i64
  %840 = sext i32 %442 to i64
  %841 = zext nneg i32 %822 to i64
  %842 = select i1 %451, i1 %823, i1 false
  %843 = sext i32 %450 to i64
  %844 = mul nsw i64 %59, %843
  %845 = zext nneg i32 %822 to i64
  %846 = sext i32 %450 to i64
  %847 = zext nneg i32 %822 to i64
  br label %848

848:                                              ; preds = %2908, %52
  %849 = phi i32 [ %33, %52 ], [ %2914, %2908 ]
  %850 = phi ptr [ %37, %52 ], [ %2909, %2908 ]
  %851 = phi ptr [ %40, %52 ], [ %2910, %2908 ]
  %852 = phi ptr [ %47, %52 ], [ %2912, %2908 ]
  %853 = phi ptr [ %50, %52 ], [ %2913, %2908 ]
  br i1 %53, label %854, label %983

854:                                              ; preds = %848
  %855 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %72
  %856 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %74
  %857 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %79
  %858 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %81
  %859 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %86
  %860 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %88
  %861 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %93
  %862 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %95
  %863 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %100
  %864 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %102
  %865 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %105
  %866 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %107
  %867 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %110
  %868 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %112
  %869 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %115
  %870 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %117
  %871 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %122
  %872 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %124
  %873 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %127
  %874 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %129
  %875 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %132
  %876 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %134
  %877 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %137
  %878 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %139
  %879 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %144
  %880 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %146
  %881 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %149
  %882 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %151
  %883 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %154
  %884 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %156
  %885 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %159
  %886 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %161
  %887 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %166
  %888 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %168
  %889 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %171
  %890 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %173
  %891 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %176
  %892 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %178
  %893 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %181
  %894 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %183
  %895 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %188
  %896 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %190
  %897 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %193
  %898 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %195
  %899 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %198
  %900 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %200
  %901 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %203
  %902 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %205
  %903 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %210
  %904 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %212
  %905 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %215
  %906 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %217
  %907 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %220
  %908 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %222
  %909 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %225
  %910 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %227
  %911 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %232
  %912 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %234
  %913 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %237
  %914 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %239
  %915 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %242
  %916 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %244
  %917 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %247
  %918 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %249
  %919 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %254
  %920 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %256
  %921 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %259
  %922 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %261
  %923 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %264
  %924 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %266
  %925 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %269
  %926 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %271
  %927 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %276
  %928 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %278
  %929 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %281
  %930 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %283
  %931 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %286
  %932 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %288
  %933 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %291
  %934 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %293
  %935 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %298
  %936 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %300
  %937 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %303
  %938 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %305
  %939 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %308
  %940 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %310
  %941 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %313
  %942 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %315
  %943 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %320
  %944 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %322
  %945 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %325
  %946 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %327
  %947 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %330
  %948 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %332
  %949 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %335
  %950 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %337
  %951 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %342
  %952 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %344
  %953 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %347
  %954 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %349
  %955 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %352
  %956 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %354
  %957 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %357
  %958 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %359
  %959 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %364
  %960 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %366
  %961 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %369
  %962 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %371
  %963 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %374
  %964 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %376
  %965 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %379
  %966 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %381
  %967 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %386
  %968 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %388
  %969 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %391
  %970 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %393
  %971 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %396
  %972 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %398
  %973 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %401
  %974 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %403
  %975 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %408
  %976 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %410
  %977 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %413
  %978 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %415
  %979 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %418
  %980 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %420
  %981 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %423
  %982 = getelementptr %"struct.cutlass::half_t", ptr %851, i64 %425
  br label %1049

983:                                              ; preds = %1881, %848
  %984 = phi float [ %9, %848 ], [ %1882, %1881 ]
  %985 = phi float [ %9, %848 ], [ %1834, %1881 ]
  %986 = phi float [ %9, %848 ], [ %1786, %1881 ]
  %987 = phi float [ %9, %848 ], [ %1738, %1881 ]
  %988 = phi float [ %9, %848 ], [ %1690, %1881 ]
  %989 = phi float [ %9, %848 ], [ %1642, %1881 ]
  %990 = phi float [ %9, %848 ], [ %1594, %1881 ]
  %991 = phi float [ %9, %848 ], [ %1546, %1881 ]
  %992 = phi float [ %9, %848 ], [ %1498, %1881 ]
  %993 = phi float [ %9, %848 ], [ %1450, %1881 ]
  %994 = phi float [ %9, %848 ], [ %1402, %1881 ]
  %995 = phi float [ %9, %848 ], [ %1354, %1881 ]
  %996 = phi float [ %9, %848 ], [ %1306, %1881 ]
  %997 = phi float [ %9, %848 ], [ %1258, %1881 ]
  %998 = phi float [ %9, %848 ], [ %1210, %1881 ]
  %999 = phi float [ %9, %848 ], [ %1162, %1881 ]
  %1000 = phi float [ %9, %848 ], [ %1870, %1881 ]
  %1001 = phi float [ %9, %848 ], [ %1822, %1881 ]
  %1002 = phi float [ %9, %848 ], [ %1774, %1881 ]
  %1003 = phi float [ %9, %848 ], [ %1726, %1881 ]
  %1004 = phi float [ %9, %848 ], [ %1678, %1881 ]
  %1005 = phi float [ %9, %848 ], [ %1630, %1881 ]
  %1006 = phi float [ %9, %848 ], [ %1582, %1881 ]
  %1007 = phi float [ %9, %848 ], [ %1534, %1881 ]
  %1008 = phi float [ %9, %848 ], [ %1486, %1881 ]
  %1009 = phi float [ %9, %848 ], [ %1438, %1881 ]
  %1010 = phi float [ %9, %848 ], [ %1390, %1881 ]
  %1011 = phi float [ %9, %848 ], [ %1342, %1881 ]
  %1012 = phi float [ %9, %848 ], [ %1294, %1881 ]
  %1013 = phi float [ %9, %848 ], [ %1246, %1881 ]
  %1014 = phi float [ %9, %848 ], [ %1198, %1881 ]
  %1015 = phi float [ %9, %848 ], [ %1150, %1881 ]
  %1016 = phi float [ %9, %848 ], [ %1858, %1881 ]
  %1017 = phi float [ %9, %848 ], [ %1810, %1881 ]
  %1018 = phi float [ %9, %848 ], [ %1762, %1881 ]
  %1019 = phi float [ %9, %848 ], [ %1714, %1881 ]
  %1020 = phi float [ %9, %848 ], [ %1666, %1881 ]
  %1021 = phi float [ %9, %848 ], [ %1618, %1881 ]
  %1022 = phi float [ %9, %848 ], [ %1570, %1881 ]
  %1023 = phi float [ %9, %848 ], [ %1522, %1881 ]
  %1024 = phi float [ %9, %848 ], [ %1474, %1881 ]
  %1025 = phi float [ %9, %848 ], [ %1426, %1881 ]
  %1026 = phi float [ %9, %848 ], [ %1378, %1881 ]
  %1027 = phi float [ %9, %848 ], [ %1330, %1881 ]
  %1028 = phi float [ %9, %848 ], [ %1282, %1881 ]
  %1029 = phi float [ %9, %848 ], [ %1234, %1881 ]
  %1030 = phi float [ %9, %848 ], [ %1186, %1881 ]
  %1031 = phi float [ %9, %848 ], [ %1138, %1881 ]
  %1032 = phi float [ %9, %848 ], [ %1846, %1881 ]
  %1033 = phi float [ %9, %848 ], [ %1798, %1881 ]
  %1034 = phi float [ %9, %848 ], [ %1750, %1881 ]
  %1035 = phi float [ %9, %848 ], [ %1702, %1881 ]
  %1036 = phi float [ %9, %848 ], [ %1654, %1881 ]
  %1037 = phi float [ %9, %848 ], [ %1606, %1881 ]
  %1038 = phi float [ %9, %848 ], [ %1558, %1881 ]
  %1039 = phi float [ %9, %848 ], [ %1510, %1881 ]
  %1040 = phi float [ %9, %848 ], [ %1462, %1881 ]
  %1041 = phi float [ %9, %848 ], [ %1414, %1881 ]
  %1042 = phi float [ %9, %848 ], [ %1366, %1881 ]
  %1043 = phi float [ %9, %848 ], [ %1318, %1881 ]
  %1044 = phi float [ %9, %848 ], [ %1270, %1881 ]
  %1045 = phi float [ %9, %848 ], [ %1222, %1881 ]
  %1046 = phi float [ %9, %848 ], [ %1174, %1881 ]
  %1047 = phi float [ %9, %848 ], [ %1126, %1881 ]
  %1048 = icmp eq ptr %852, null
  br i1 %428, label %1885, label %1900

1049:                                             ; preds = %1881, %854
  %1050 = phi float [ %9, %854 ], [ %1882, %1881 ]
  %1051 = phi float [ %9, %854 ], [ %1834, %1881 ]
  %1052 = phi float [ %9, %854 ], [ %1786, %1881 ]
  %1053 = phi float [ %9, %854 ], [ %1738, %1881 ]
  %1054 = phi float [ %9, %854 ], [ %1690, %1881 ]
  %1055 = phi float [ %9, %854 ], [ %1642, %1881 ]
  %1056 = phi float [ %9, %854 ], [ %1594, %1881 ]
  %1057 = phi float [ %9, %854 ], [ %1546, %1881 ]
  %1058 = phi float [ %9, %854 ], [ %1498, %1881 ]
  %1059 = phi float [ %9, %854 ], [ %1450, %1881 ]
  %1060 = phi float [ %9, %854 ], [ %1402, %1881 ]
  %1061 = phi float [ %9, %854 ], [ %1354, %1881 ]
  %1062 = phi float [ %9, %854 ], [ %1306, %1881 ]
  %1063 = phi float [ %9, %854 ], [ %1258, %1881 ]
  %1064 = phi float [ %9, %854 ], [ %1210, %1881 ]
  %1065 = phi float [ %9, %854 ], [ %1162, %1881 ]
  %1066 = phi float [ %9, %854 ], [ %1870, %1881 ]
  %1067 = phi float [ %9, %854 ], [ %1822, %1881 ]
  %1068 = phi float [ %9, %854 ], [ %1774, %1881 ]
  %1069 = phi float [ %9, %854 ], [ %1726, %1881 ]
  %1070 = phi float [ %9, %854 ], [ %1678, %1881 ]
  %1071 = phi float [ %9, %854 ], [ %1630, %1881 ]
  %1072 = phi float [ %9, %854 ], [ %1582, %1881 ]
  %1073 = phi float [ %9, %854 ], [ %1534, %1881 ]
  %1074 = phi float [ %9, %854 ], [ %1486, %1881 ]
  %1075 = phi float [ %9, %854 ], [ %1438, %1881 ]
  %1076 = phi float [ %9, %854 ], [ %1390, %1881 ]
  %1077 = phi float [ %9, %854 ], [ %1342, %1881 ]
  %1078 = phi float [ %9, %854 ], [ %1294, %1881 ]
  %1079 = phi float [ %9, %854 ], [ %1246, %1881 ]
  %1080 = phi float [ %9, %854 ], [ %1198, %1881 ]
  %1081 = phi float [ %9, %854 ], [ %1150, %1881 ]
  %1082 = phi float [ %9, %854 ], [ %1858, %1881 ]
  %1083 = phi float [ %9, %854 ], [ %1810, %1881 ]
  %1084 = phi float [ %9, %854 ], [ %1762, %1881 ]
  %1085 = phi float [ %9, %854 ], [ %1714, %1881 ]
  %1086 = phi float [ %9, %854 ], [ %1666, %1881 ]
  %1087 = phi float [ %9, %854 ], [ %1618, %1881 ]
  %1088 = phi float [ %9, %854 ], [ %1570, %1881 ]
  %1089 = phi float [ %9, %854 ], [ %1522, %1881 ]
  %1090 = phi float [ %9, %854 ], [ %1474, %1881 ]
  %1091 = phi float [ %9, %854 ], [ %1426, %1881 ]
  %1092 = phi float [ %9, %854 ], [ %1378, %1881 ]
  %1093 = phi float [ %9, %854 ], [ %1330, %1881 ]
  %1094 = phi float [ %9, %854 ], [ %1282, %1881 ]
  %1095 = phi float [ %9, %854 ], [ %1234, %1881 ]
  %1096 = phi float [ %9, %854 ], [ %1186, %1881 ]
  %1097 = phi float [ %9, %854 ], [ %1138, %1881 ]
  %1098 = phi float [ %9, %854 ], [ %1846, %1881 ]
  %1099 = phi float [ %9, %854 ], [ %1798, %1881 ]
  %1100 = phi float [ %9, %854 ], [ %1750, %1881 ]
  %1101 = phi float [ %9, %854 ], [ %1702, %1881 ]
  %1102 = phi float [ %9, %854 ], [ %1654, %1881 ]
  %1103 = phi float [ %9, %854 ], [ %1606, %1881 ]
  %1104 = phi float [ %9, %854 ], [ %1558, %1881 ]
  %1105 = phi float [ %9, %854 ], [ %1510, %1881 ]
  %1106 = phi float [ %9, %854 ], [ %1462, %1881 ]
  %1107 = phi float [ %9, %854 ], [ %1414, %1881 ]
  %1108 = phi float [ %9, %854 ], [ %1366, %1881 ]
  %1109 = phi float [ %9, %854 ], [ %1318, %1881 ]
  %1110 = phi float [ %9, %854 ], [ %1270, %1881 ]
  %1111 = phi float [ %9, %854 ], [ %1222, %1881 ]
  %1112 = phi float [ %9, %854 ], [ %1174, %1881 ]
  %1113 = phi float [ %9, %854 ], [ %1126, %1881 ]
  %1114 = phi i32 [ 0, %854 ], [ %1883, %1881 ]
  br i1 %70, label %1115, label %1125

1115:                                             ; preds = %1049
  %1116 = zext nneg i32 %1114 to i64
  %1117 = getelementptr %"struct.cutlass::half_t", ptr %855, i64 %1116
  %1118 = load i16, ptr %1117, align 2, !tbaa !23
  %1119 = getelementptr %"struct.cutlass::half_t", ptr %856, i64 %1116
  %1120 = load i16, ptr %1119, align 2, !tbaa !23
  %1121 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1118) #2, !srcloc !25
  %1122 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1120) #2, !srcloc !25
  %1123 = fmul contract float %1121, %1122
  %1124 = fadd contract float %1123, %1113
  br label %1125

1125:                                             ; preds = %1115, %1049
  %1126 = phi float [ %1124, %1115 ], [ %1113, %1049 ]
  br i1 %77, label %1127, label %1137

1127:                                             ; preds = %1125
  %1128 = zext nneg i32 %1114 to i64
  %1129 = getelementptr %"struct.cutlass::half_t", ptr %857, i64 %1128
  %1130 = load i16, ptr %1129, align 2, !tbaa !23
  %1131 = getelementptr %"struct.cutlass::half_t", ptr %858, i64 %1128
  %1132 = load i16, ptr %1131, align 2, !tbaa !23
  %1133 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1130) #2, !srcloc !25
  %1134 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1132) #2, !srcloc !25
  %1135 = fmul contract float %1133, %1134
  %1136 = fadd contract float %1135, %1097
  br label %1137

1137:                                             ; preds = %1127, %1125
  %1138 = phi float [ %1136, %1127 ], [ %1097, %1125 ]
  br i1 %84, label %1139, label %1149

1139:                                             ; preds = %1137
  %1140 = zext nneg i32 %1114 to i64
  %1141 = getelementptr %"struct.cutlass::half_t", ptr %859, i64 %1140
  %1142 = load i16, ptr %1141, align 2, !tbaa !23
  %1143 = getelementptr %"struct.cutlass::half_t", ptr %860, i64 %1140
  %1144 = load i16, ptr %1143, align 2, !tbaa !23
  %1145 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1142) #2, !srcloc !25
  %1146 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1144) #2, !srcloc !25
  %1147 = fmul contract float %1145, %1146
  %1148 = fadd contract float %1147, %1081
  br label %1149

1149:                                             ; preds = %1139, %1137
  %1150 = phi float [ %1148, %1139 ], [ %1081, %1137 ]
  br i1 %91, label %1151, label %1161

1151:                                             ; preds = %1149
  %1152 = zext nneg i32 %1114 to i64
  %1153 = getelementptr %"struct.cutlass::half_t", ptr %861, i64 %1152
  %1154 = load i16, ptr %1153, align 2, !tbaa !23
  %1155 = getelementptr %"struct.cutlass::half_t", ptr %862, i64 %1152
  %1156 = load i16, ptr %1155, align 2, !tbaa !23
  %1157 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1154) #2, !srcloc !25
  %1158 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1156) #2, !srcloc !25
  %1159 = fmul contract float %1157, %1158
  %1160 = fadd contract float %1159, %1065
  br label %1161

1161:                                             ; preds = %1151, %1149
  %1162 = phi float [ %1160, %1151 ], [ %1065, %1149 ]
  br i1 %98, label %1163, label %1173

1163:                                             ; preds = %1161
  %1164 = zext nneg i32 %1114 to i64
  %1165 = getelementptr %"struct.cutlass::half_t", ptr %863, i64 %1164
  %1166 = load i16, ptr %1165, align 2, !tbaa !23
  %1167 = getelementptr %"struct.cutlass::half_t", ptr %864, i64 %1164
  %1168 = load i16, ptr %1167, align 2, !tbaa !23
  %1169 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1166) #2, !srcloc !25
  %1170 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1168) #2, !srcloc !25
  %1171 = fmul contract float %1169, %1170
  %1172 = fadd contract float %1171, %1112
  br label %1173

1173:                                             ; preds = %1163, %1161
  %1174 = phi float [ %1172, %1163 ], [ %1112, %1161 ]
  br i1 %103, label %1175, label %1185

1175:                                             ; preds = %1173
  %1176 = zext nneg i32 %1114 to i64
  %1177 = getelementptr %"struct.cutlass::half_t", ptr %865, i64 %1176
  %1178 = load i16, ptr %1177, align 2, !tbaa !23
  %1179 = getelementptr %"struct.cutlass::half_t", ptr %866, i64 %1176
  %1180 = load i16, ptr %1179, align 2, !tbaa !23
  %1181 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1178) #2, !srcloc !25
  %1182 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1180) #2, !srcloc !25
  %1183 = fmul contract float %1181, %1182
  %1184 = fadd contract float %1183, %1096
  br label %1185

1185:                                             ; preds = %1175, %1173
  %1186 = phi float [ %1184, %1175 ], [ %1096, %1173 ]
  br i1 %108, label %1187, label %1197

1187:                                             ; preds = %1185
  %1188 = zext nneg i32 %1114 to i64
  %1189 = getelementptr %"struct.cutlass::half_t", ptr %867, i64 %1188
  %1190 = load i16, ptr %1189, align 2, !tbaa !23
  %1191 = getelementptr %"struct.cutlass::half_t", ptr %868, i64 %1188
  %1192 = load i16, ptr %1191, align 2, !tbaa !23
  %1193 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1190) #2, !srcloc !25
  %1194 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1192) #2, !srcloc !25
  %1195 = fmul contract float %1193, %1194
  %1196 = fadd contract float %1195, %1080
  br label %1197

1197:                                             ; preds = %1187, %1185
  %1198 = phi float [ %1196, %1187 ], [ %1080, %1185 ]
  br i1 %113, label %1199, label %1209

1199:                                             ; preds = %1197
  %1200 = zext nneg i32 %1114 to i64
  %1201 = getelementptr %"struct.cutlass::half_t", ptr %869, i64 %1200
  %1202 = load i16, ptr %1201, align 2, !tbaa !23
  %1203 = getelementptr %"struct.cutlass::half_t", ptr %870, i64 %1200
  %1204 = load i16, ptr %1203, align 2, !tbaa !23
  %1205 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1202) #2, !srcloc !25
  %1206 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1204) #2, !srcloc !25
  %1207 = fmul contract float %1205, %1206
  %1208 = fadd contract float %1207, %1064
  br label %1209

1209:                                             ; preds = %1199, %1197
  %1210 = phi float [ %1208, %1199 ], [ %1064, %1197 ]
  br i1 %120, label %1211, label %1221

1211:                                             ; preds = %1209
  %1212 = zext nneg i32 %1114 to i64
  %1213 = getelementptr %"struct.cutlass::half_t", ptr %871, i64 %1212
  %1214 = load i16, ptr %1213, align 2, !tbaa !23
  %1215 = getelementptr %"struct.cutlass::half_t", ptr %872, i64 %1212
  %1216 = load i16, ptr %1215, align 2, !tbaa !23
  %1217 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1214) #2, !srcloc !25
  %1218 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1216) #2, !srcloc !25
  %1219 = fmul contract float %1217, %1218
  %1220 = fadd contract float %1219, %1111
  br label %1221

1221:                                             ; preds = %1211, %1209
  %1222 = phi float [ %1220, %1211 ], [ %1111, %1209 ]
  br i1 %125, label %1223, label %1233

1223:                                             ; preds = %1221
  %1224 = zext nneg i32 %1114 to i64
  %1225 = getelementptr %"struct.cutlass::half_t", ptr %873, i64 %1224
  %1226 = load i16, ptr %1225, align 2, !tbaa !23
  %1227 = getelementptr %"struct.cutlass::half_t", ptr %874, i64 %1224
  %1228 = load i16, ptr %1227, align 2, !tbaa !23
  %1229 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1226) #2, !srcloc !25
  %1230 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1228) #2, !srcloc !25
  %1231 = fmul contract float %1229, %1230
  %1232 = fadd contract float %1231, %1095
  br label %1233

1233:                                             ; preds = %1223, %1221
  %1234 = phi float [ %1232, %1223 ], [ %1095, %1221 ]
  br i1 %130, label %1235, label %1245

1235:                                             ; preds = %1233
  %1236 = zext nneg i32 %1114 to i64
  %1237 = getelementptr %"struct.cutlass::half_t", ptr %875, i64 %1236
  %1238 = load i16, ptr %1237, align 2, !tbaa !23
  %1239 = getelementptr %"struct.cutlass::half_t", ptr %876, i64 %1236
  %1240 = load i16, ptr %1239, align 2, !tbaa !23
  %1241 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1238) #2, !srcloc !25
  %1242 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1240) #2, !srcloc !25
  %1243 = fmul contract float %1241, %1242
  %1244 = fadd contract float %1243, %1079
  br label %1245

1245:                                             ; preds = %1235, %1233
  %1246 = phi float [ %1244, %1235 ], [ %1079, %1233 ]
  br i1 %135, label %1247, label %1257

1247:                                             ; preds = %1245
  %1248 = zext nneg i32 %1114 to i64
  %1249 = getelementptr %"struct.cutlass::half_t", ptr %877, i64 %1248
  %1250 = load i16, ptr %1249, align 2, !tbaa !23
  %1251 = getelementptr %"struct.cutlass::half_t", ptr %878, i64 %1248
  %1252 = load i16, ptr %1251, align 2, !tbaa !23
  %1253 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1250) #2, !srcloc !25
  %1254 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1252) #2, !srcloc !25
  %1255 = fmul contract float %1253, %1254
  %1256 = fadd contract float %1255, %1063
  br label %1257

1257:                                             ; preds = %1247, %1245
  %1258 = phi float [ %1256, %1247 ], [ %1063, %1245 ]
  br i1 %142, label %1259, label %1269

1259:                                             ; preds = %1257
  %1260 = zext nneg i32 %1114 to i64
  %1261 = getelementptr %"struct.cutlass::half_t", ptr %879, i64 %1260
  %1262 = load i16, ptr %1261, align 2, !tbaa !23
  %1263 = getelementptr %"struct.cutlass::half_t", ptr %880, i64 %1260
  %1264 = load i16, ptr %1263, align 2, !tbaa !23
  %1265 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1262) #2, !srcloc !25
  %1266 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1264) #2, !srcloc !25
  %1267 = fmul contract float %1265, %1266
  %1268 = fadd contract float %1267, %1110
  br label %1269

1269:                                             ; preds = %1259, %1257
  %1270 = phi float [ %1268, %1259 ], [ %1110, %1257 ]
  br i1 %147, label %1271, label %1281

1271:                                             ; preds = %1269
  %1272 = zext nneg i32 %1114 to i64
  %1273 = getelementptr %"struct.cutlass::half_t", ptr %881, i64 %1272
  %1274 = load i16, ptr %1273, align 2, !tbaa !23
  %1275 = getelementptr %"struct.cutlass::half_t", ptr %882, i64 %1272
  %1276 = load i16, ptr %1275, align 2, !tbaa !23
  %1277 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1274) #2, !srcloc !25
  %1278 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1276) #2, !srcloc !25
  %1279 = fmul contract float %1277, %1278
  %1280 = fadd contract float %1279, %1094
  br label %1281

1281:                                             ; preds = %1271, %1269
  %1282 = phi float [ %1280, %1271 ], [ %1094, %1269 ]
  br i1 %152, label %1283, label %1293

1283:                                             ; preds = %1281
  %1284 = zext nneg i32 %1114 to i64
  %1285 = getelementptr %"struct.cutlass::half_t", ptr %883, i64 %1284
  %1286 = load i16, ptr %1285, align 2, !tbaa !23
  %1287 = getelementptr %"struct.cutlass::half_t", ptr %884, i64 %1284
  %1288 = load i16, ptr %1287, align 2, !tbaa !23
  %1289 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1286) #2, !srcloc !25
  %1290 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1288) #2, !srcloc !25
  %1291 = fmul contract float %1289, %1290
  %1292 = fadd contract float %1291, %1078
  br label %1293

1293:                                             ; preds = %1283, %1281
  %1294 = phi float [ %1292, %1283 ], [ %1078, %1281 ]
  br i1 %157, label %1295, label %1305

1295:                                             ; preds = %1293
  %1296 = zext nneg i32 %1114 to i64
  %1297 = getelementptr %"struct.cutlass::half_t", ptr %885, i64 %1296
  %1298 = load i16, ptr %1297, align 2, !tbaa !23
  %1299 = getelementptr %"struct.cutlass::half_t", ptr %886, i64 %1296
  %1300 = load i16, ptr %1299, align 2, !tbaa !23
  %1301 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1298) #2, !srcloc !25
  %1302 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1300) #2, !srcloc !25
  %1303 = fmul contract float %1301, %1302
  %1304 = fadd contract float %1303, %1062
  br label %1305

1305:                                             ; preds = %1295, %1293
  %1306 = phi float [ %1304, %1295 ], [ %1062, %1293 ]
  br i1 %164, label %1307, label %1317

1307:                                             ; preds = %1305
  %1308 = zext nneg i32 %1114 to i64
  %1309 = getelementptr %"struct.cutlass::half_t", ptr %887, i64 %1308
  %1310 = load i16, ptr %1309, align 2, !tbaa !23
  %1311 = getelementptr %"struct.cutlass::half_t", ptr %888, i64 %1308
  %1312 = load i16, ptr %1311, align 2, !tbaa !23
  %1313 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1310) #2, !srcloc !25
  %1314 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1312) #2, !srcloc !25
  %1315 = fmul contract float %1313, %1314
  %1316 = fadd contract float %1315, %1109
  br label %1317

1317:                                             ; preds = %1307, %1305
  %1318 = phi float [ %1316, %1307 ], [ %1109, %1305 ]
  br i1 %169, label %1319, label %1329

1319:                                             ; preds = %1317
  %1320 = zext nneg i32 %1114 to i64
  %1321 = getelementptr %"struct.cutlass::half_t", ptr %889, i64 %1320
  %1322 = load i16, ptr %1321, align 2, !tbaa !23
  %1323 = getelementptr %"struct.cutlass::half_t", ptr %890, i64 %1320
  %1324 = load i16, ptr %1323, align 2, !tbaa !23
  %1325 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1322) #2, !srcloc !25
  %1326 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1324) #2, !srcloc !25
  %1327 = fmul contract float %1325, %1326
  %1328 = fadd contract float %1327, %1093
  br label %1329

1329:                                             ; preds = %1319, %1317
  %1330 = phi float [ %1328, %1319 ], [ %1093, %1317 ]
  br i1 %174, label %1331, label %1341

1331:                                             ; preds = %1329
  %1332 = zext nneg i32 %1114 to i64
  %1333 = getelementptr %"struct.cutlass::half_t", ptr %891, i64 %1332
  %1334 = load i16, ptr %1333, align 2, !tbaa !23
  %1335 = getelementptr %"struct.cutlass::half_t", ptr %892, i64 %1332
  %1336 = load i16, ptr %1335, align 2, !tbaa !23
  %1337 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1334) #2, !srcloc !25
  %1338 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1336) #2, !srcloc !25
  %1339 = fmul contract float %1337, %1338
  %1340 = fadd contract float %1339, %1077
  br label %1341

1341:                                             ; preds = %1331, %1329
  %1342 = phi float [ %1340, %1331 ], [ %1077, %1329 ]
  br i1 %179, label %1343, label %1353

1343:                                             ; preds = %1341
  %1344 = zext nneg i32 %1114 to i64
  %1345 = getelementptr %"struct.cutlass::half_t", ptr %893, i64 %1344
  %1346 = load i16, ptr %1345, align 2, !tbaa !23
  %1347 = getelementptr %"struct.cutlass::half_t", ptr %894, i64 %1344
  %1348 = load i16, ptr %1347, align 2, !tbaa !23
  %1349 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1346) #2, !srcloc !25
  %1350 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1348) #2, !srcloc !25
  %1351 = fmul contract float %1349, %1350
  %1352 = fadd contract float %1351, %1061
  br label %1353

1353:                                             ; preds = %1343, %1341
  %1354 = phi float [ %1352, %1343 ], [ %1061, %1341 ]
  br i1 %186, label %1355, label %1365

1355:                                             ; preds = %1353
  %1356 = zext nneg i32 %1114 to i64
  %1357 = getelementptr %"struct.cutlass::half_t", ptr %895, i64 %1356
  %1358 = load i16, ptr %1357, align 2, !tbaa !23
  %1359 = getelementptr %"struct.cutlass::half_t", ptr %896, i64 %1356
  %1360 = load i16, ptr %1359, align 2, !tbaa !23
  %1361 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1358) #2, !srcloc !25
  %1362 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1360) #2, !srcloc !25
  %1363 = fmul contract float %1361, %1362
  %1364 = fadd contract float %1363, %1108
  br label %1365

1365:                                             ; preds = %1355, %1353
  %1366 = phi float [ %1364, %1355 ], [ %1108, %1353 ]
  br i1 %191, label %1367, label %1377

1367:                                             ; preds = %1365
  %1368 = zext nneg i32 %1114 to i64
  %1369 = getelementptr %"struct.cutlass::half_t", ptr %897, i64 %1368
  %1370 = load i16, ptr %1369, align 2, !tbaa !23
  %1371 = getelementptr %"struct.cutlass::half_t", ptr %898, i64 %1368
  %1372 = load i16, ptr %1371, align 2, !tbaa !23
  %1373 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1370) #2, !srcloc !25
  %1374 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1372) #2, !srcloc !25
  %1375 = fmul contract float %1373, %1374
  %1376 = fadd contract float %1375, %1092
  br label %1377

1377:                                             ; preds = %1367, %1365
  %1378 = phi float [ %1376, %1367 ], [ %1092, %1365 ]
  br i1 %196, label %1379, label %1389

1379:                                             ; preds = %1377
  %1380 = zext nneg i32 %1114 to i64
  %1381 = getelementptr %"struct.cutlass::half_t", ptr %899, i64 %1380
  %1382 = load i16, ptr %1381, align 2, !tbaa !23
  %1383 = getelementptr %"struct.cutlass::half_t", ptr %900, i64 %1380
  %1384 = load i16, ptr %1383, align 2, !tbaa !23
  %1385 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1382) #2, !srcloc !25
  %1386 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1384) #2, !srcloc !25
  %1387 = fmul contract float %1385, %1386
  %1388 = fadd contract float %1387, %1076
  br label %1389

1389:                                             ; preds = %1379, %1377
  %1390 = phi float [ %1388, %1379 ], [ %1076, %1377 ]
  br i1 %201, label %1391, label %1401

1391:                                             ; preds = %1389
  %1392 = zext nneg i32 %1114 to i64
  %1393 = getelementptr %"struct.cutlass::half_t", ptr %901, i64 %1392
  %1394 = load i16, ptr %1393, align 2, !tbaa !23
  %1395 = getelementptr %"struct.cutlass::half_t", ptr %902, i64 %1392
  %1396 = load i16, ptr %1395, align 2, !tbaa !23
  %1397 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1394) #2, !srcloc !25
  %1398 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1396) #2, !srcloc !25
  %1399 = fmul contract float %1397, %1398
  %1400 = fadd contract float %1399, %1060
  br label %1401

1401:                                             ; preds = %1391, %1389
  %1402 = phi float [ %1400, %1391 ], [ %1060, %1389 ]
  br i1 %208, label %1403, label %1413

1403:                                             ; preds = %1401
  %1404 = zext nneg i32 %1114 to i64
  %1405 = getelementptr %"struct.cutlass::half_t", ptr %903, i64 %1404
  %1406 = load i16, ptr %1405, align 2, !tbaa !23
  %1407 = getelementptr %"struct.cutlass::half_t", ptr %904, i64 %1404
  %1408 = load i16, ptr %1407, align 2, !tbaa !23
  %1409 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1406) #2, !srcloc !25
  %1410 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1408) #2, !srcloc !25
  %1411 = fmul contract float %1409, %1410
  %1412 = fadd contract float %1411, %1107
  br label %1413

1413:                                             ; preds = %1403, %1401
  %1414 = phi float [ %1412, %1403 ], [ %1107, %1401 ]
  br i1 %213, label %1415, label %1425

1415:                                             ; preds = %1413
  %1416 = zext nneg i32 %1114 to i64
  %1417 = getelementptr %"struct.cutlass::half_t", ptr %905, i64 %1416
  %1418 = load i16, ptr %1417, align 2, !tbaa !23
  %1419 = getelementptr %"struct.cutlass::half_t", ptr %906, i64 %1416
  %1420 = load i16, ptr %1419, align 2, !tbaa !23
  %1421 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1418) #2, !srcloc !25
  %1422 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1420) #2, !srcloc !25
  %1423 = fmul contract float %1421, %1422
  %1424 = fadd contract float %1423, %1091
  br label %1425

1425:                                             ; preds = %1415, %1413
  %1426 = phi float [ %1424, %1415 ], [ %1091, %1413 ]
  br i1 %218, label %1427, label %1437

1427:                                             ; preds = %1425
  %1428 = zext nneg i32 %1114 to i64
  %1429 = getelementptr %"struct.cutlass::half_t", ptr %907, i64 %1428
  %1430 = load i16, ptr %1429, align 2, !tbaa !23
  %1431 = getelementptr %"struct.cutlass::half_t", ptr %908, i64 %1428
  %1432 = load i16, ptr %1431, align 2, !tbaa !23
  %1433 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1430) #2, !srcloc !25
  %1434 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1432) #2, !srcloc !25
  %1435 = fmul contract float %1433, %1434
  %1436 = fadd contract float %1435, %1075
  br label %1437

1437:                                             ; preds = %1427, %1425
  %1438 = phi float [ %1436, %1427 ], [ %1075, %1425 ]
  br i1 %223, label %1439, label %1449

1439:                                             ; preds = %1437
  %1440 = zext nneg i32 %1114 to i64
  %1441 = getelementptr %"struct.cutlass::half_t", ptr %909, i64 %1440
  %1442 = load i16, ptr %1441, align 2, !tbaa !23
  %1443 = getelementptr %"struct.cutlass::half_t", ptr %910, i64 %1440
  %1444 = load i16, ptr %1443, align 2, !tbaa !23
  %1445 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1442) #2, !srcloc !25
  %1446 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1444) #2, !srcloc !25
  %1447 = fmul contract float %1445, %1446
  %1448 = fadd contract float %1447, %1059
  br label %1449

1449:                                             ; preds = %1439, %1437
  %1450 = phi float [ %1448, %1439 ], [ %1059, %1437 ]
  br i1 %230, label %1451, label %1461

1451:                                             ; preds = %1449
  %1452 = zext nneg i32 %1114 to i64
  %1453 = getelementptr %"struct.cutlass::half_t", ptr %911, i64 %1452
  %1454 = load i16, ptr %1453, align 2, !tbaa !23
  %1455 = getelementptr %"struct.cutlass::half_t", ptr %912, i64 %1452
  %1456 = load i16, ptr %1455, align 2, !tbaa !23
  %1457 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1454) #2, !srcloc !25
  %1458 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1456) #2, !srcloc !25
  %1459 = fmul contract float %1457, %1458
  %1460 = fadd contract float %1459, %1106
  br label %1461

1461:                                             ; preds = %1451, %1449
  %1462 = phi float [ %1460, %1451 ], [ %1106, %1449 ]
  br i1 %235, label %1463, label %1473

1463:                                             ; preds = %1461
  %1464 = zext nneg i32 %1114 to i64
  %1465 = getelementptr %"struct.cutlass::half_t", ptr %913, i64 %1464
  %1466 = load i16, ptr %1465, align 2, !tbaa !23
  %1467 = getelementptr %"struct.cutlass::half_t", ptr %914, i64 %1464
  %1468 = load i16, ptr %1467, align 2, !tbaa !23
  %1469 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1466) #2, !srcloc !25
  %1470 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1468) #2, !srcloc !25
  %1471 = fmul contract float %1469, %1470
  %1472 = fadd contract float %1471, %1090
  br label %1473

1473:                                             ; preds = %1463, %1461
  %1474 = phi float [ %1472, %1463 ], [ %1090, %1461 ]
  br i1 %240, label %1475, label %1485

1475:                                             ; preds = %1473
  %1476 = zext nneg i32 %1114 to i64
  %1477 = getelementptr %"struct.cutlass::half_t", ptr %915, i64 %1476
  %1478 = load i16, ptr %1477, align 2, !tbaa !23
  %1479 = getelementptr %"struct.cutlass::half_t", ptr %916, i64 %1476
  %1480 = load i16, ptr %1479, align 2, !tbaa !23
  %1481 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1478) #2, !srcloc !25
  %1482 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1480) #2, !srcloc !25
  %1483 = fmul contract float %1481, %1482
  %1484 = fadd contract float %1483, %1074
  br label %1485

1485:                                             ; preds = %1475, %1473
  %1486 = phi float [ %1484, %1475 ], [ %1074, %1473 ]
  br i1 %245, label %1487, label %1497

1487:                                             ; preds = %1485
  %1488 = zext nneg i32 %1114 to i64
  %1489 = getelementptr %"struct.cutlass::half_t", ptr %917, i64 %1488
  %1490 = load i16, ptr %1489, align 2, !tbaa !23
  %1491 = getelementptr %"struct.cutlass::half_t", ptr %918, i64 %1488
  %1492 = load i16, ptr %1491, align 2, !tbaa !23
  %1493 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1490) #2, !srcloc !25
  %1494 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1492) #2, !srcloc !25
  %1495 = fmul contract float %1493, %1494
  %1496 = fadd contract float %1495, %1058
  br label %1497

1497:                                             ; preds = %1487, %1485
  %1498 = phi float [ %1496, %1487 ], [ %1058, %1485 ]
  br i1 %252, label %1499, label %1509

1499:                                             ; preds = %1497
  %1500 = zext nneg i32 %1114 to i64
  %1501 = getelementptr %"struct.cutlass::half_t", ptr %919, i64 %1500
  %1502 = load i16, ptr %1501, align 2, !tbaa !23
  %1503 = getelementptr %"struct.cutlass::half_t", ptr %920, i64 %1500
  %1504 = load i16, ptr %1503, align 2, !tbaa !23
  %1505 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1502) #2, !srcloc !25
  %1506 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1504) #2, !srcloc !25
  %1507 = fmul contract float %1505, %1506
  %1508 = fadd contract float %1507, %1105
  br label %1509

1509:                                             ; preds = %1499, %1497
  %1510 = phi float [ %1508, %1499 ], [ %1105, %1497 ]
  br i1 %257, label %1511, label %1521

1511:                                             ; preds = %1509
  %1512 = zext nneg i32 %1114 to i64
  %1513 = getelementptr %"struct.cutlass::half_t", ptr %921, i64 %1512
  %1514 = load i16, ptr %1513, align 2, !tbaa !23
  %1515 = getelementptr %"struct.cutlass::half_t", ptr %922, i64 %1512
  %1516 = load i16, ptr %1515, align 2, !tbaa !23
  %1517 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1514) #2, !srcloc !25
  %1518 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1516) #2, !srcloc !25
  %1519 = fmul contract float %1517, %1518
  %1520 = fadd contract float %1519, %1089
  br label %1521

1521:                                             ; preds = %1511, %1509
  %1522 = phi float [ %1520, %1511 ], [ %1089, %1509 ]
  br i1 %262, label %1523, label %1533

1523:                                             ; preds = %1521
  %1524 = zext nneg i32 %1114 to i64
  %1525 = getelementptr %"struct.cutlass::half_t", ptr %923, i64 %1524
  %1526 = load i16, ptr %1525, align 2, !tbaa !23
  %1527 = getelementptr %"struct.cutlass::half_t", ptr %924, i64 %1524
  %1528 = load i16, ptr %1527, align 2, !tbaa !23
  %1529 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1526) #2, !srcloc !25
  %1530 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1528) #2, !srcloc !25
  %1531 = fmul contract float %1529, %1530
  %1532 = fadd contract float %1531, %1073
  br label %1533

1533:                                             ; preds = %1523, %1521
  %1534 = phi float [ %1532, %1523 ], [ %1073, %1521 ]
  br i1 %267, label %1535, label %1545

1535:                                             ; preds = %1533
  %1536 = zext nneg i32 %1114 to i64
  %1537 = getelementptr %"struct.cutlass::half_t", ptr %925, i64 %1536
  %1538 = load i16, ptr %1537, align 2, !tbaa !23
  %1539 = getelementptr %"struct.cutlass::half_t", ptr %926, i64 %1536
  %1540 = load i16, ptr %1539, align 2, !tbaa !23
  %1541 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1538) #2, !srcloc !25
  %1542 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1540) #2, !srcloc !25
  %1543 = fmul contract float %1541, %1542
  %1544 = fadd contract float %1543, %1057
  br label %1545

1545:                                             ; preds = %1535, %1533
  %1546 = phi float [ %1544, %1535 ], [ %1057, %1533 ]
  br i1 %274, label %1547, label %1557

1547:                                             ; preds = %1545
  %1548 = zext nneg i32 %1114 to i64
  %1549 = getelementptr %"struct.cutlass::half_t", ptr %927, i64 %1548
  %1550 = load i16, ptr %1549, align 2, !tbaa !23
  %1551 = getelementptr %"struct.cutlass::half_t", ptr %928, i64 %1548
  %1552 = load i16, ptr %1551, align 2, !tbaa !23
  %1553 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1550) #2, !srcloc !25
  %1554 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1552) #2, !srcloc !25
  %1555 = fmul contract float %1553, %1554
  %1556 = fadd contract float %1555, %1104
  br label %1557

1557:                                             ; preds = %1547, %1545
  %1558 = phi float [ %1556, %1547 ], [ %1104, %1545 ]
  br i1 %279, label %1559, label %1569

1559:                                             ; preds = %1557
  %1560 = zext nneg i32 %1114 to i64
  %1561 = getelementptr %"struct.cutlass::half_t", ptr %929, i64 %1560
  %1562 = load i16, ptr %1561, align 2, !tbaa !23
  %1563 = getelementptr %"struct.cutlass::half_t", ptr %930, i64 %1560
  %1564 = load i16, ptr %1563, align 2, !tbaa !23
  %1565 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1562) #2, !srcloc !25
  %1566 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1564) #2, !srcloc !25
  %1567 = fmul contract float %1565, %1566
  %1568 = fadd contract float %1567, %1088
  br label %1569

1569:                                             ; preds = %1559, %1557
  %1570 = phi float [ %1568, %1559 ], [ %1088, %1557 ]
  br i1 %284, label %1571, label %1581

1571:                                             ; preds = %1569
  %1572 = zext nneg i32 %1114 to i64
  %1573 = getelementptr %"struct.cutlass::half_t", ptr %931, i64 %1572
  %1574 = load i16, ptr %1573, align 2, !tbaa !23
  %1575 = getelementptr %"struct.cutlass::half_t", ptr %932, i64 %1572
  %1576 = load i16, ptr %1575, align 2, !tbaa !23
  %1577 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1574) #2, !srcloc !25
  %1578 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1576) #2, !srcloc !25
  %1579 = fmul contract float %1577, %1578
  %1580 = fadd contract float %1579, %1072
  br label %1581

1581:                                             ; preds = %1571, %1569
  %1582 = phi float [ %1580, %1571 ], [ %1072, %1569 ]
  br i1 %289, label %1583, label %1593

1583:                                             ; preds = %1581
  %1584 = zext nneg i32 %1114 to i64
  %1585 = getelementptr %"struct.cutlass::half_t", ptr %933, i64 %1584
  %1586 = load i16, ptr %1585, align 2, !tbaa !23
  %1587 = getelementptr %"struct.cutlass::half_t", ptr %934, i64 %1584
  %1588 = load i16, ptr %1587, align 2, !tbaa !23
  %1589 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1586) #2, !srcloc !25
  %1590 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1588) #2, !srcloc !25
  %1591 = fmul contract float %1589, %1590
  %1592 = fadd contract float %1591, %1056
  br label %1593

1593:                                             ; preds = %1583, %1581
  %1594 = phi float [ %1592, %1583 ], [ %1056, %1581 ]
  br i1 %296, label %1595, label %1605

1595:                                             ; preds = %1593
  %1596 = zext nneg i32 %1114 to i64
  %1597 = getelementptr %"struct.cutlass::half_t", ptr %935, i64 %1596
  %1598 = load i16, ptr %1597, align 2, !tbaa !23
  %1599 = getelementptr %"struct.cutlass::half_t", ptr %936, i64 %1596
  %1600 = load i16, ptr %1599, align 2, !tbaa !23
  %1601 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1598) #2, !srcloc !25
  %1602 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1600) #2, !srcloc !25
  %1603 = fmul contract float %1601, %1602
  %1604 = fadd contract float %1603, %1103
  br label %1605

1605:                                             ; preds = %1595, %1593
  %1606 = phi float [ %1604, %1595 ], [ %1103, %1593 ]
  br i1 %301, label %1607, label %1617

1607:                                             ; preds = %1605
  %1608 = zext nneg i32 %1114 to i64
  %1609 = getelementptr %"struct.cutlass::half_t", ptr %937, i64 %1608
  %1610 = load i16, ptr %1609, align 2, !tbaa !23
  %1611 = getelementptr %"struct.cutlass::half_t", ptr %938, i64 %1608
  %1612 = load i16, ptr %1611, align 2, !tbaa !23
  %1613 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1610) #2, !srcloc !25
  %1614 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1612) #2, !srcloc !25
  %1615 = fmul contract float %1613, %1614
  %1616 = fadd contract float %1615, %1087
  br label %1617

1617:                                             ; preds = %1607, %1605
  %1618 = phi float [ %1616, %1607 ], [ %1087, %1605 ]
  br i1 %306, label %1619, label %1629

1619:                                             ; preds = %1617
  %1620 = zext nneg i32 %1114 to i64
  %1621 = getelementptr %"struct.cutlass::half_t", ptr %939, i64 %1620
  %1622 = load i16, ptr %1621, align 2, !tbaa !23
  %1623 = getelementptr %"struct.cutlass::half_t", ptr %940, i64 %1620
  %1624 = load i16, ptr %1623, align 2, !tbaa !23
  %1625 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1622) #2, !srcloc !25
  %1626 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1624) #2, !srcloc !25
  %1627 = fmul contract float %1625, %1626
  %1628 = fadd contract float %1627, %1071
  br label %1629

1629:                                             ; preds = %1619, %1617
  %1630 = phi float [ %1628, %1619 ], [ %1071, %1617 ]
  br i1 %311, label %1631, label %1641

1631:                                             ; preds = %1629
  %1632 = zext nneg i32 %1114 to i64
  %1633 = getelementptr %"struct.cutlass::half_t", ptr %941, i64 %1632
  %1634 = load i16, ptr %1633, align 2, !tbaa !23
  %1635 = getelementptr %"struct.cutlass::half_t", ptr %942, i64 %1632
  %1636 = load i16, ptr %1635, align 2, !tbaa !23
  %1637 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1634) #2, !srcloc !25
  %1638 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1636) #2, !srcloc !25
  %1639 = fmul contract float %1637, %1638
  %1640 = fadd contract float %1639, %1055
  br label %1641

1641:                                             ; preds = %1631, %1629
  %1642 = phi float [ %1640, %1631 ], [ %1055, %1629 ]
  br i1 %318, label %1643, label %1653

1643:                                             ; preds = %1641
  %1644 = zext nneg i32 %1114 to i64
  %1645 = getelementptr %"struct.cutlass::half_t", ptr %943, i64 %1644
  %1646 = load i16, ptr %1645, align 2, !tbaa !23
  %1647 = getelementptr %"struct.cutlass::half_t", ptr %944, i64 %1644
  %1648 = load i16, ptr %1647, align 2, !tbaa !23
  %1649 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1646) #2, !srcloc !25
  %1650 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1648) #2, !srcloc !25
  %1651 = fmul contract float %1649, %1650
  %1652 = fadd contract float %1651, %1102
  br label %1653

1653:                                             ; preds = %1643, %1641
  %1654 = phi float [ %1652, %1643 ], [ %1102, %1641 ]
  br i1 %323, label %1655, label %1665

1655:                                             ; preds = %1653
  %1656 = zext nneg i32 %1114 to i64
  %1657 = getelementptr %"struct.cutlass::half_t", ptr %945, i64 %1656
  %1658 = load i16, ptr %1657, align 2, !tbaa !23
  %1659 = getelementptr %"struct.cutlass::half_t", ptr %946, i64 %1656
  %1660 = load i16, ptr %1659, align 2, !tbaa !23
  %1661 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1658) #2, !srcloc !25
  %1662 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1660) #2, !srcloc !25
  %1663 = fmul contract float %1661, %1662
  %1664 = fadd contract float %1663, %1086
  br label %1665

1665:                                             ; preds = %1655, %1653
  %1666 = phi float [ %1664, %1655 ], [ %1086, %1653 ]
  br i1 %328, label %1667, label %1677

1667:                                             ; preds = %1665
  %1668 = zext nneg i32 %1114 to i64
  %1669 = getelementptr %"struct.cutlass::half_t", ptr %947, i64 %1668
  %1670 = load i16, ptr %1669, align 2, !tbaa !23
  %1671 = getelementptr %"struct.cutlass::half_t", ptr %948, i64 %1668
  %1672 = load i16, ptr %1671, align 2, !tbaa !23
  %1673 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1670) #2, !srcloc !25
  %1674 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1672) #2, !srcloc !25
  %1675 = fmul contract float %1673, %1674
  %1676 = fadd contract float %1675, %1070
  br label %1677

1677:                                             ; preds = %1667, %1665
  %1678 = phi float [ %1676, %1667 ], [ %1070, %1665 ]
  br i1 %333, label %1679, label %1689

1679:                                             ; preds = %1677
  %1680 = zext nneg i32 %1114 to i64
  %1681 = getelementptr %"struct.cutlass::half_t", ptr %949, i64 %1680
  %1682 = load i16, ptr %1681, align 2, !tbaa !23
  %1683 = getelementptr %"struct.cutlass::half_t", ptr %950, i64 %1680
  %1684 = load i16, ptr %1683, align 2, !tbaa !23
  %1685 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1682) #2, !srcloc !25
  %1686 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1684) #2, !srcloc !25
  %1687 = fmul contract float %1685, %1686
  %1688 = fadd contract float %1687, %1054
  br label %1689

1689:                                             ; preds = %1679, %1677
  %1690 = phi float [ %1688, %1679 ], [ %1054, %1677 ]
  br i1 %340, label %1691, label %1701

1691:                                             ; preds = %1689
  %1692 = zext nneg i32 %1114 to i64
  %1693 = getelementptr %"struct.cutlass::half_t", ptr %951, i64 %1692
  %1694 = load i16, ptr %1693, align 2, !tbaa !23
  %1695 = getelementptr %"struct.cutlass::half_t", ptr %952, i64 %1692
  %1696 = load i16, ptr %1695, align 2, !tbaa !23
  %1697 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1694) #2, !srcloc !25
  %1698 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1696) #2, !srcloc !25
  %1699 = fmul contract float %1697, %1698
  %1700 = fadd contract float %1699, %1101
  br label %1701

1701:                                             ; preds = %1691, %1689
  %1702 = phi float [ %1700, %1691 ], [ %1101, %1689 ]
  br i1 %345, label %1703, label %1713

1703:                                             ; preds = %1701
  %1704 = zext nneg i32 %1114 to i64
  %1705 = getelementptr %"struct.cutlass::half_t", ptr %953, i64 %1704
  %1706 = load i16, ptr %1705, align 2, !tbaa !23
  %1707 = getelementptr %"struct.cutlass::half_t", ptr %954, i64 %1704
  %1708 = load i16, ptr %1707, align 2, !tbaa !23
  %1709 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1706) #2, !srcloc !25
  %1710 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1708) #2, !srcloc !25
  %1711 = fmul contract float %1709, %1710
  %1712 = fadd contract float %1711, %1085
  br label %1713

1713:                                             ; preds = %1703, %1701
  %1714 = phi float [ %1712, %1703 ], [ %1085, %1701 ]
  br i1 %350, label %1715, label %1725

1715:                                             ; preds = %1713
  %1716 = zext nneg i32 %1114 to i64
  %1717 = getelementptr %"struct.cutlass::half_t", ptr %955, i64 %1716
  %1718 = load i16, ptr %1717, align 2, !tbaa !23
  %1719 = getelementptr %"struct.cutlass::half_t", ptr %956, i64 %1716
  %1720 = load i16, ptr %1719, align 2, !tbaa !23
  %1721 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1718) #2, !srcloc !25
  %1722 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1720) #2, !srcloc !25
  %1723 = fmul contract float %1721, %1722
  %1724 = fadd contract float %1723, %1069
  br label %1725

1725:                                             ; preds = %1715, %1713
  %1726 = phi float [ %1724, %1715 ], [ %1069, %1713 ]
  br i1 %355, label %1727, label %1737

1727:                                             ; preds = %1725
  %1728 = zext nneg i32 %1114 to i64
  %1729 = getelementptr %"struct.cutlass::half_t", ptr %957, i64 %1728
  %1730 = load i16, ptr %1729, align 2, !tbaa !23
  %1731 = getelementptr %"struct.cutlass::half_t", ptr %958, i64 %1728
  %1732 = load i16, ptr %1731, align 2, !tbaa !23
  %1733 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1730) #2, !srcloc !25
  %1734 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1732) #2, !srcloc !25
  %1735 = fmul contract float %1733, %1734
  %1736 = fadd contract float %1735, %1053
  br label %1737

1737:                                             ; preds = %1727, %1725
  %1738 = phi float [ %1736, %1727 ], [ %1053, %1725 ]
  br i1 %362, label %1739, label %1749

1739:                                             ; preds = %1737
  %1740 = zext nneg i32 %1114 to i64
  %1741 = getelementptr %"struct.cutlass::half_t", ptr %959, i64 %1740
  %1742 = load i16, ptr %1741, align 2, !tbaa !23
  %1743 = getelementptr %"struct.cutlass::half_t", ptr %960, i64 %1740
  %1744 = load i16, ptr %1743, align 2, !tbaa !23
  %1745 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1742) #2, !srcloc !25
  %1746 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1744) #2, !srcloc !25
  %1747 = fmul contract float %1745, %1746
  %1748 = fadd contract float %1747, %1100
  br label %1749

1749:                                             ; preds = %1739, %1737
  %1750 = phi float [ %1748, %1739 ], [ %1100, %1737 ]
  br i1 %367, label %1751, label %1761

1751:                                             ; preds = %1749
  %1752 = zext nneg i32 %1114 to i64
  %1753 = getelementptr %"struct.cutlass::half_t", ptr %961, i64 %1752
  %1754 = load i16, ptr %1753, align 2, !tbaa !23
  %1755 = getelementptr %"struct.cutlass::half_t", ptr %962, i64 %1752
  %1756 = load i16, ptr %1755, align 2, !tbaa !23
  %1757 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1754) #2, !srcloc !25
  %1758 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1756) #2, !srcloc !25
  %1759 = fmul contract float %1757, %1758
  %1760 = fadd contract float %1759, %1084
  br label %1761

1761:                                             ; preds = %1751, %1749
  %1762 = phi float [ %1760, %1751 ], [ %1084, %1749 ]
  br i1 %372, label %1763, label %1773

1763:                                             ; preds = %1761
  %1764 = zext nneg i32 %1114 to i64
  %1765 = getelementptr %"struct.cutlass::half_t", ptr %963, i64 %1764
  %1766 = load i16, ptr %1765, align 2, !tbaa !23
  %1767 = getelementptr %"struct.cutlass::half_t", ptr %964, i64 %1764
  %1768 = load i16, ptr %1767, align 2, !tbaa !23
  %1769 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1766) #2, !srcloc !25
  %1770 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1768) #2, !srcloc !25
  %1771 = fmul contract float %1769, %1770
  %1772 = fadd contract float %1771, %1068
  br label %1773

1773:                                             ; preds = %1763, %1761
  %1774 = phi float [ %1772, %1763 ], [ %1068, %1761 ]
  br i1 %377, label %1775, label %1785

1775:                                             ; preds = %1773
  %1776 = zext nneg i32 %1114 to i64
  %1777 = getelementptr %"struct.cutlass::half_t", ptr %965, i64 %1776
  %1778 = load i16, ptr %1777, align 2, !tbaa !23
  %1779 = getelementptr %"struct.cutlass::half_t", ptr %966, i64 %1776
  %1780 = load i16, ptr %1779, align 2, !tbaa !23
  %1781 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1778) #2, !srcloc !25
  %1782 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1780) #2, !srcloc !25
  %1783 = fmul contract float %1781, %1782
  %1784 = fadd contract float %1783, %1052
  br label %1785

1785:                                             ; preds = %1775, %1773
  %1786 = phi float [ %1784, %1775 ], [ %1052, %1773 ]
  br i1 %384, label %1787, label %1797

1787:                                             ; preds = %1785
  %1788 = zext nneg i32 %1114 to i64
  %1789 = getelementptr %"struct.cutlass::half_t", ptr %967, i64 %1788
  %1790 = load i16, ptr %1789, align 2, !tbaa !23
  %1791 = getelementptr %"struct.cutlass::half_t", ptr %968, i64 %1788
  %1792 = load i16, ptr %1791, align 2, !tbaa !23
  %1793 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1790) #2, !srcloc !25
  %1794 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1792) #2, !srcloc !25
  %1795 = fmul contract float %1793, %1794
  %1796 = fadd contract float %1795, %1099
  br label %1797

1797:                                             ; preds = %1787, %1785
  %1798 = phi float [ %1796, %1787 ], [ %1099, %1785 ]
  br i1 %389, label %1799, label %1809

1799:                                             ; preds = %1797
  %1800 = zext nneg i32 %1114 to i64
  %1801 = getelementptr %"struct.cutlass::half_t", ptr %969, i64 %1800
  %1802 = load i16, ptr %1801, align 2, !tbaa !23
  %1803 = getelementptr %"struct.cutlass::half_t", ptr %970, i64 %1800
  %1804 = load i16, ptr %1803, align 2, !tbaa !23
  %1805 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1802) #2, !srcloc !25
  %1806 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1804) #2, !srcloc !25
  %1807 = fmul contract float %1805, %1806
  %1808 = fadd contract float %1807, %1083
  br label %1809

1809:                                             ; preds = %1799, %1797
  %1810 = phi float [ %1808, %1799 ], [ %1083, %1797 ]
  br i1 %394, label %1811, label %1821

1811:                                             ; preds = %1809
  %1812 = zext nneg i32 %1114 to i64
  %1813 = getelementptr %"struct.cutlass::half_t", ptr %971, i64 %1812
  %1814 = load i16, ptr %1813, align 2, !tbaa !23
  %1815 = getelementptr %"struct.cutlass::half_t", ptr %972, i64 %1812
  %1816 = load i16, ptr %1815, align 2, !tbaa !23
  %1817 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1814) #2, !srcloc !25
  %1818 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1816) #2, !srcloc !25
  %1819 = fmul contract float %1817, %1818
  %1820 = fadd contract float %1819, %1067
  br label %1821

1821:                                             ; preds = %1811, %1809
  %1822 = phi float [ %1820, %1811 ], [ %1067, %1809 ]
  br i1 %399, label %1823, label %1833

1823:                                             ; preds = %1821
  %1824 = zext nneg i32 %1114 to i64
  %1825 = getelementptr %"struct.cutlass::half_t", ptr %973, i64 %1824
  %1826 = load i16, ptr %1825, align 2, !tbaa !23
  %1827 = getelementptr %"struct.cutlass::half_t", ptr %974, i64 %1824
  %1828 = load i16, ptr %1827, align 2, !tbaa !23
  %1829 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1826) #2, !srcloc !25
  %1830 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1828) #2, !srcloc !25
  %1831 = fmul contract float %1829, %1830
  %1832 = fadd contract float %1831, %1051
  br label %1833

1833:                                             ; preds = %1823, %1821
  %1834 = phi float [ %1832, %1823 ], [ %1051, %1821 ]
  br i1 %406, label %1835, label %1845

1835:                                             ; preds = %1833
  %1836 = zext nneg i32 %1114 to i64
  %1837 = getelementptr %"struct.cutlass::half_t", ptr %975, i64 %1836
  %1838 = load i16, ptr %1837, align 2, !tbaa !23
  %1839 = getelementptr %"struct.cutlass::half_t", ptr %976, i64 %1836
  %1840 = load i16, ptr %1839, align 2, !tbaa !23
  %1841 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1838) #2, !srcloc !25
  %1842 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1840) #2, !srcloc !25
  %1843 = fmul contract float %1841, %1842
  %1844 = fadd contract float %1843, %1098
  br label %1845

1845:                                             ; preds = %1835, %1833
  %1846 = phi float [ %1844, %1835 ], [ %1098, %1833 ]
  br i1 %411, label %1847, label %1857

1847:                                             ; preds = %1845
  %1848 = zext nneg i32 %1114 to i64
  %1849 = getelementptr %"struct.cutlass::half_t", ptr %977, i64 %1848
  %1850 = load i16, ptr %1849, align 2, !tbaa !23
  %1851 = getelementptr %"struct.cutlass::half_t", ptr %978, i64 %1848
  %1852 = load i16, ptr %1851, align 2, !tbaa !23
  %1853 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1850) #2, !srcloc !25
  %1854 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1852) #2, !srcloc !25
  %1855 = fmul contract float %1853, %1854
  %1856 = fadd contract float %1855, %1082
  br label %1857

1857:                                             ; preds = %1847, %1845
  %1858 = phi float [ %1856, %1847 ], [ %1082, %1845 ]
  br i1 %416, label %1859, label %1869

1859:                                             ; preds = %1857
  %1860 = zext nneg i32 %1114 to i64
  %1861 = getelementptr %"struct.cutlass::half_t", ptr %979, i64 %1860
  %1862 = load i16, ptr %1861, align 2, !tbaa !23
  %1863 = getelementptr %"struct.cutlass::half_t", ptr %980, i64 %1860
  %1864 = load i16, ptr %1863, align 2, !tbaa !23
  %1865 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1862) #2, !srcloc !25
  %1866 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1864) #2, !srcloc !25
  %1867 = fmul contract float %1865, %1866
  %1868 = fadd contract float %1867, %1066
  br label %1869

1869:                                             ; preds = %1859, %1857
  %1870 = phi float [ %1868, %1859 ], [ %1066, %1857 ]
  br i1 %421, label %1871, label %1881

1871:                                             ; preds = %1869
  %1872 = zext nneg i32 %1114 to i64
  %1873 = getelementptr %"struct.cutlass::half_t", ptr %981, i64 %1872
  %1874 = load i16, ptr %1873, align 2, !tbaa !23
  %1875 = getelementptr %"struct.cutlass::half_t", ptr %982, i64 %1872
  %1876 = load i16, ptr %1875, align 2, !tbaa !23
  %1877 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1874) #2, !srcloc !25
  %1878 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1876) #2, !srcloc !25
  %1879 = fmul contract float %1877, %1878
  %1880 = fadd contract float %1879, %1050
  br label %1881

1881:                                             ; preds = %1871, %1869
  %1882 = phi float [ %1880, %1871 ], [ %1050, %1869 ]
  %1883 = add nuw nsw i32 %1114, 1
  %1884 = icmp eq i32 %1883, %20
  br i1 %1884, label %983, label %1049, !llvm.loop !31

1885:                                             ; preds = %983
  %1886 = fmul contract float %1, %1047
  br i1 %1048, label %1893, label %1887

1887:                                             ; preds = %1885
  %1888 = getelementptr float, ptr %852, i64 %430
  %1889 = getelementptr float, ptr %1888, i64 %431
  %1890 = load float, ptr %1889, align 4, !tbaa !28
  %1891 = fmul contract float %6, %1890
  %1892 = fadd contract float %1886, %1891
  br label %1893

1893:                                             ; preds = %1887, %1885
  %1894 = phi i64 [ %431, %1887 ], [ %433, %1885 ]
  %1895 = phi i64 [ %429, %1887 ], [ %432, %1885 ]
  %1896 = phi float [ %1892, %1887 ], [ %1886, %1885 ]
  %1897 = mul nsw i64 %61, %1895
  %1898 = getelementptr float, ptr %853, i64 %1897
  %1899 = getelementptr float, ptr %1898, i64 %1894
  store float %1896, ptr %1899, align 4, !tbaa !28
  br label %1900

1900:                                             ; preds = %1893, %983
  br i1 %436, label %1901, label %1916

1901:                                             ; preds = %1900
  %1902 = fmul contract float %1, %1031
  br i1 %1048, label %1909, label %1903

1903:                                             ; preds = %1901
  %1904 = getelementptr float, ptr %852, i64 %438
  %1905 = getelementptr float, ptr %1904, i64 %439
  %1906 = load float, ptr %1905, align 4, !tbaa !28
  %1907 = fmul contract float %6, %1906
  %1908 = fadd contract float %1902, %1907
  br label %1909

1909:                                             ; preds = %1903, %1901
  %1910 = phi i64 [ %439, %1903 ], [ %441, %1901 ]
  %1911 = phi i64 [ %437, %1903 ], [ %440, %1901 ]
  %1912 = phi float [ %1908, %1903 ], [ %1902, %1901 ]
  %1913 = mul nsw i64 %61, %1911
  %1914 = getelementptr float, ptr %853, i64 %1913
  %1915 = getelementptr float, ptr %1914, i64 %1910
  store float %1912, ptr %1915, align 4, !tbaa !28
  br label %1916

1916:                                             ; preds = %1909, %1900
  br i1 %444, label %1917, label %1932

1917:                                             ; preds = %1916
  %1918 = fmul contract float %1, %1015
  br i1 %1048, label %1925, label %1919

1919:                                             ; preds = %1917
  %1920 = getelementptr float, ptr %852, i64 %446
  %1921 = getelementptr float, ptr %1920, i64 %447
  %1922 = load float, ptr %1921, align 4, !tbaa !28
  %1923 = fmul contract float %6, %1922
  %1924 = fadd contract float %1918, %1923
  br label %1925

1925:                                             ; preds = %1919, %1917
  %1926 = phi i64 [ %447, %1919 ], [ %449, %1917 ]
  %1927 = phi i64 [ %445, %1919 ], [ %448, %1917 ]
  %1928 = phi float [ %1924, %1919 ], [ %1918, %1917 ]
  %1929 = mul nsw i64 %61, %1927
  %1930 = getelementptr float, ptr %853, i64 %1929
  %1931 = getelementptr float, ptr %1930, i64 %1926
  store float %1928, ptr %1931, align 4, !tbaa !28
  br label %1932

1932:                                             ; preds = %1925, %1916
  br i1 %452, label %1933, label %1948

1933:                                             ; preds = %1932
  %1934 = fmul contract float %1, %999
  br i1 %1048, label %1941, label %1935

1935:                                             ; preds = %1933
  %1936 = getelementptr float, ptr %852, i64 %454
  %1937 = getelementptr float, ptr %1936, i64 %455
  %1938 = load float, ptr %1937, align 4, !tbaa !28
  %1939 = fmul contract float %6, %1938
  %1940 = fadd contract float %1934, %1939
  br label %1941

1941:                                             ; preds = %1935, %1933
  %1942 = phi i64 [ %455, %1935 ], [ %457, %1933 ]
  %1943 = phi i64 [ %453, %1935 ], [ %456, %1933 ]
  %1944 = phi float [ %1940, %1935 ], [ %1934, %1933 ]
  %1945 = mul nsw i64 %61, %1943
  %1946 = getelementptr float, ptr %853, i64 %1945
  %1947 = getelementptr float, ptr %1946, i64 %1942
  store float %1944, ptr %1947, align 4, !tbaa !28
  br label %1948

1948:                                             ; preds = %1941, %1932
  br i1 %460, label %1949, label %1964

1949:                                             ; preds = %1948
  %1950 = fmul contract float %1, %1046
  br i1 %1048, label %1957, label %1951

1951:                                             ; preds = %1949
  %1952 = getelementptr float, ptr %852, i64 %462
  %1953 = getelementptr float, ptr %1952, i64 %463
  %1954 = load float, ptr %1953, align 4, !tbaa !28
  %1955 = fmul contract float %6, %1954
  %1956 = fadd contract float %1950, %1955
  br label %1957

1957:                                             ; preds = %1951, %1949
  %1958 = phi i64 [ %463, %1951 ], [ %465, %1949 ]
  %1959 = phi i64 [ %461, %1951 ], [ %464, %1949 ]
  %1960 = phi float [ %1956, %1951 ], [ %1950, %1949 ]
  %1961 = mul nsw i64 %61, %1959
  %1962 = getelementptr float, ptr %853, i64 %1961
  %1963 = getelementptr float, ptr %1962, i64 %1958
  store float %1960, ptr %1963, align 4, !tbaa !28
  br label %1964

1964:                                             ; preds = %1957, %1948
  br i1 %466, label %1965, label %1980

1965:                                             ; preds = %1964
  %1966 = fmul contract float %1, %1030
  br i1 %1048, label %1973, label %1967

1967:                                             ; preds = %1965
  %1968 = getelementptr float, ptr %852, i64 %468
  %1969 = getelementptr float, ptr %1968, i64 %469
  %1970 = load float, ptr %1969, align 4, !tbaa !28
  %1971 = fmul contract float %6, %1970
  %1972 = fadd contract float %1966, %1971
  br label %1973

1973:                                             ; preds = %1967, %1965
  %1974 = phi i64 [ %469, %1967 ], [ %471, %1965 ]
  %1975 = phi i64 [ %467, %1967 ], [ %470, %1965 ]
  %1976 = phi float [ %1972, %1967 ], [ %1966, %1965 ]
  %1977 = mul nsw i64 %61, %1975
  %1978 = getelementptr float, ptr %853, i64 %1977
  %1979 = getelementptr float, ptr %1978, i64 %1974
  store float %1976, ptr %1979, align 4, !tbaa !28
  br label %1980

1980:                                             ; preds = %1973, %1964
  br i1 %472, label %1981, label %1996

1981:                                             ; preds = %1980
  %1982 = fmul contract float %1, %1014
  br i1 %1048, label %1989, label %1983

1983:                                             ; preds = %1981
  %1984 = getelementptr float, ptr %852, i64 %474
  %1985 = getelementptr float, ptr %1984, i64 %475
  %1986 = load float, ptr %1985, align 4, !tbaa !28
  %1987 = fmul contract float %6, %1986
  %1988 = fadd contract float %1982, %1987
  br label %1989

1989:                                             ; preds = %1983, %1981
  %1990 = phi i64 [ %475, %1983 ], [ %477, %1981 ]
  %1991 = phi i64 [ %473, %1983 ], [ %476, %1981 ]
  %1992 = phi float [ %1988, %1983 ], [ %1982, %1981 ]
  %1993 = mul nsw i64 %61, %1991
  %1994 = getelementptr float, ptr %853, i64 %1993
  %1995 = getelementptr float, ptr %1994, i64 %1990
  store float %1992, ptr %1995, align 4, !tbaa !28
  br label %1996

1996:                                             ; preds = %1989, %1980
  br i1 %478, label %1997, label %2012

1997:                                             ; preds = %1996
  %1998 = fmul contract float %1, %998
  br i1 %1048, label %2005, label %1999

1999:                                             ; preds = %1997
  %2000 = getelementptr float, ptr %852, i64 %480
  %2001 = getelementptr float, ptr %2000, i64 %481
  %2002 = load float, ptr %2001, align 4, !tbaa !28
  %2003 = fmul contract float %6, %2002
  %2004 = fadd contract float %1998, %2003
  br label %2005

2005:                                             ; preds = %1999, %1997
  %2006 = phi i64 [ %481, %1999 ], [ %483, %1997 ]
  %2007 = phi i64 [ %479, %1999 ], [ %482, %1997 ]
  %2008 = phi float [ %2004, %1999 ], [ %1998, %1997 ]
  %2009 = mul nsw i64 %61, %2007
  %2010 = getelementptr float, ptr %853, i64 %2009
  %2011 = getelementptr float, ptr %2010, i64 %2006
  store float %2008, ptr %2011, align 4, !tbaa !28
  br label %2012

2012:                                             ; preds = %2005, %1996
  br i1 %486, label %2013, label %2028

2013:                                             ; preds = %2012
  %2014 = fmul contract float %1, %1045
  br i1 %1048, label %2021, label %2015

2015:                                             ; preds = %2013
  %2016 = getelementptr float, ptr %852, i64 %488
  %2017 = getelementptr float, ptr %2016, i64 %489
  %2018 = load float, ptr %2017, align 4, !tbaa !28
  %2019 = fmul contract float %6, %2018
  %2020 = fadd contract float %2014, %2019
  br label %2021

2021:                                             ; preds = %2015, %2013
  %2022 = phi i64 [ %489, %2015 ], [ %491, %2013 ]
  %2023 = phi i64 [ %487, %2015 ], [ %490, %2013 ]
  %2024 = phi float [ %2020, %2015 ], [ %2014, %2013 ]
  %2025 = mul nsw i64 %61, %2023
  %2026 = getelementptr float, ptr %853, i64 %2025
  %2027 = getelementptr float, ptr %2026, i64 %2022
  store float %2024, ptr %2027, align 4, !tbaa !28
  br label %2028

2028:                                             ; preds = %2021, %2012
  br i1 %492, label %2029, label %2044

2029:                                             ; preds = %2028
  %2030 = fmul contract float %1, %1029
  br i1 %1048, label %2037, label %2031

2031:                                             ; preds = %2029
  %2032 = getelementptr float, ptr %852, i64 %494
  %2033 = getelementptr float, ptr %2032, i64 %495
  %2034 = load float, ptr %2033, align 4, !tbaa !28
  %2035 = fmul contract float %6, %2034
  %2036 = fadd contract float %2030, %2035
  br label %2037

2037:                                             ; preds = %2031, %2029
  %2038 = phi i64 [ %495, %2031 ], [ %497, %2029 ]
  %2039 = phi i64 [ %493, %2031 ], [ %496, %2029 ]
  %2040 = phi float [ %2036, %2031 ], [ %2030, %2029 ]
  %2041 = mul nsw i64 %61, %2039
  %2042 = getelementptr float, ptr %853, i64 %2041
  %2043 = getelementptr float, ptr %2042, i64 %2038
  store float %2040, ptr %2043, align 4, !tbaa !28
  br label %2044

2044:                                             ; preds = %2037, %2028
  br i1 %498, label %2045, label %2060

2045:                                             ; preds = %2044
  %2046 = fmul contract float %1, %1013
  br i1 %1048, label %2053, label %2047

2047:                                             ; preds = %2045
  %2048 = getelementptr float, ptr %852, i64 %500
  %2049 = getelementptr float, ptr %2048, i64 %501
  %2050 = load float, ptr %2049, align 4, !tbaa !28
  %2051 = fmul contract float %6, %2050
  %2052 = fadd contract float %2046, %2051
  br label %2053

2053:                                             ; preds = %2047, %2045
  %2054 = phi i64 [ %501, %2047 ], [ %503, %2045 ]
  %2055 = phi i64 [ %499, %2047 ], [ %502, %2045 ]
  %2056 = phi float [ %2052, %2047 ], [ %2046, %2045 ]
  %2057 = mul nsw i64 %61, %2055
  %2058 = getelementptr float, ptr %853, i64 %2057
  %2059 = getelementptr float, ptr %2058, i64 %2054
  store float %2056, ptr %2059, align 4, !tbaa !28
  br label %2060

2060:                                             ; preds = %2053, %2044
  br i1 %504, label %2061, label %2076

2061:                                             ; preds = %2060
  %2062 = fmul contract float %1, %997
  br i1 %1048, label %2069, label %2063

2063:                                             ; preds = %2061
  %2064 = getelementptr float, ptr %852, i64 %506
  %2065 = getelementptr float, ptr %2064, i64 %507
  %2066 = load float, ptr %2065, align 4, !tbaa !28
  %2067 = fmul contract float %6, %2066
  %2068 = fadd contract float %2062, %2067
  br label %2069

2069:                                             ; preds = %2063, %2061
  %2070 = phi i64 [ %507, %2063 ], [ %509, %2061 ]
  %2071 = phi i64 [ %505, %2063 ], [ %508, %2061 ]
  %2072 = phi float [ %2068, %2063 ], [ %2062, %2061 ]
  %2073 = mul nsw i64 %61, %2071
  %2074 = getelementptr float, ptr %853, i64 %2073
  %2075 = getelementptr float, ptr %2074, i64 %2070
  store float %2072, ptr %2075, align 4, !tbaa !28
  br label %2076

2076:                                             ; preds = %2069, %2060
  br i1 %512, label %2077, label %2092

2077:                                             ; preds = %2076
  %2078 = fmul contract float %1, %1044
  br i1 %1048, label %2085, label %2079

2079:                                             ; preds = %2077
  %2080 = getelementptr float, ptr %852, i64 %514
  %2081 = getelementptr float, ptr %2080, i64 %515
  %2082 = load float, ptr %2081, align 4, !tbaa !28
  %2083 = fmul contract float %6, %2082
  %2084 = fadd contract float %2078, %2083
  br label %2085

2085:                                             ; preds = %2079, %2077
  %2086 = phi i64 [ %515, %2079 ], [ %517, %2077 ]
  %2087 = phi i64 [ %513, %2079 ], [ %516, %2077 ]
  %2088 = phi float [ %2084, %2079 ], [ %2078, %2077 ]
  %2089 = mul nsw i64 %61, %2087
  %2090 = getelementptr float, ptr %853, i64 %2089
  %2091 = getelementptr float, ptr %2090, i64 %2086
  store float %2088, ptr %2091, align 4, !tbaa !28
  br label %2092

2092:                                             ; preds = %2085, %2076
  br i1 %518, label %2093, label %2108

2093:                                             ; preds = %2092
  %2094 = fmul contract float %1, %1028
  br i1 %1048, label %2101, label %2095

2095:                                             ; preds = %2093
  %2096 = getelementptr float, ptr %852, i64 %520
  %2097 = getelementptr float, ptr %2096, i64 %521
  %2098 = load float, ptr %2097, align 4, !tbaa !28
  %2099 = fmul contract float %6, %2098
  %2100 = fadd contract float %2094, %2099
  br label %2101

2101:                                             ; preds = %2095, %2093
  %2102 = phi i64 [ %521, %2095 ], [ %523, %2093 ]
  %2103 = phi i64 [ %519, %2095 ], [ %522, %2093 ]
  %2104 = phi float [ %2100, %2095 ], [ %2094, %2093 ]
  %2105 = mul nsw i64 %61, %2103
  %2106 = getelementptr float, ptr %853, i64 %2105
  %2107 = getelementptr float, ptr %2106, i64 %2102
  store float %2104, ptr %2107, align 4, !tbaa !28
  br label %2108

2108:                                             ; preds = %2101, %2092
  br i1 %524, label %2109, label %2124

2109:                                             ; preds = %2108
  %2110 = fmul contract float %1, %1012
  br i1 %1048, label %2117, label %2111

2111:                                             ; preds = %2109
  %2112 = getelementptr float, ptr %852, i64 %526
  %2113 = getelementptr float, ptr %2112, i64 %527
  %2114 = load float, ptr %2113, align 4, !tbaa !28
  %2115 = fmul contract float %6, %2114
  %2116 = fadd contract float %2110, %2115
  br label %2117

2117:                                             ; preds = %2111, %2109
  %2118 = phi i64 [ %527, %2111 ], [ %529, %2109 ]
  %2119 = phi i64 [ %525, %2111 ], [ %528, %2109 ]
  %2120 = phi float [ %2116, %2111 ], [ %2110, %2109 ]
  %2121 = mul nsw i64 %61, %2119
  %2122 = getelementptr float, ptr %853, i64 %2121
  %2123 = getelementptr float, ptr %2122, i64 %2118
  store float %2120, ptr %2123, align 4, !tbaa !28
  br label %2124

2124:                                             ; preds = %2117, %2108
  br i1 %530, label %2125, label %2140

2125:                                             ; preds = %2124
  %2126 = fmul contract float %1, %996
  br i1 %1048, label %2133, label %2127

2127:                                             ; preds = %2125
  %2128 = getelementptr float, ptr %852, i64 %532
  %2129 = getelementptr float, ptr %2128, i64 %533
  %2130 = load float, ptr %2129, align 4, !tbaa !28
  %2131 = fmul contract float %6, %2130
  %2132 = fadd contract float %2126, %2131
  br label %2133

2133:                                             ; preds = %2127, %2125
  %2134 = phi i64 [ %533, %2127 ], [ %535, %2125 ]
  %2135 = phi i64 [ %531, %2127 ], [ %534, %2125 ]
  %2136 = phi float [ %2132, %2127 ], [ %2126, %2125 ]
  %2137 = mul nsw i64 %61, %2135
  %2138 = getelementptr float, ptr %853, i64 %2137
  %2139 = getelementptr float, ptr %2138, i64 %2134
  store float %2136, ptr %2139, align 4, !tbaa !28
  br label %2140

2140:                                             ; preds = %2133, %2124
  br i1 %538, label %2141, label %2156

2141:                                             ; preds = %2140
  %2142 = fmul contract float %1, %1043
  br i1 %1048, label %2149, label %2143

2143:                                             ; preds = %2141
  %2144 = getelementptr float, ptr %852, i64 %540
  %2145 = getelementptr float, ptr %2144, i64 %541
  %2146 = load float, ptr %2145, align 4, !tbaa !28
  %2147 = fmul contract float %6, %2146
  %2148 = fadd contract float %2142, %2147
  br label %2149

2149:                                             ; preds = %2143, %2141
  %2150 = phi i64 [ %541, %2143 ], [ %543, %2141 ]
  %2151 = phi i64 [ %539, %2143 ], [ %542, %2141 ]
  %2152 = phi float [ %2148, %2143 ], [ %2142, %2141 ]
  %2153 = mul nsw i64 %61, %2151
  %2154 = getelementptr float, ptr %853, i64 %2153
  %2155 = getelementptr float, ptr %2154, i64 %2150
  store float %2152, ptr %2155, align 4, !tbaa !28
  br label %2156

2156:                                             ; preds = %2149, %2140
  br i1 %544, label %2157, label %2172

2157:                                             ; preds = %2156
  %2158 = fmul contract float %1, %1027
  br i1 %1048, label %2165, label %2159

2159:                                             ; preds = %2157
  %2160 = getelementptr float, ptr %852, i64 %546
  %2161 = getelementptr float, ptr %2160, i64 %547
  %2162 = load float, ptr %2161, align 4, !tbaa !28
  %2163 = fmul contract float %6, %2162
  %2164 = fadd contract float %2158, %2163
  br label %2165

2165:                                             ; preds = %2159, %2157
  %2166 = phi i64 [ %547, %2159 ], [ %549, %2157 ]
  %2167 = phi i64 [ %545, %2159 ], [ %548, %2157 ]
  %2168 = phi float [ %2164, %2159 ], [ %2158, %2157 ]
  %2169 = mul nsw i64 %61, %2167
  %2170 = getelementptr float, ptr %853, i64 %2169
  %2171 = getelementptr float, ptr %2170, i64 %2166
  store float %2168, ptr %2171, align 4, !tbaa !28
  br label %2172

2172:                                             ; preds = %2165, %2156
  br i1 %550, label %2173, label %2188

2173:                                             ; preds = %2172
  %2174 = fmul contract float %1, %1011
  br i1 %1048, label %2181, label %2175

2175:                                             ; preds = %2173
  %2176 = getelementptr float, ptr %852, i64 %552
  %2177 = getelementptr float, ptr %2176, i64 %553
  %2178 = load float, ptr %2177, align 4, !tbaa !28
  %2179 = fmul contract float %6, %2178
  %2180 = fadd contract float %2174, %2179
  br label %2181

2181:                                             ; preds = %2175, %2173
  %2182 = phi i64 [ %553, %2175 ], [ %555, %2173 ]
  %2183 = phi i64 [ %551, %2175 ], [ %554, %2173 ]
  %2184 = phi float [ %2180, %2175 ], [ %2174, %2173 ]
  %2185 = mul nsw i64 %61, %2183
  %2186 = getelementptr float, ptr %853, i64 %2185
  %2187 = getelementptr float, ptr %2186, i64 %2182
  store float %2184, ptr %2187, align 4, !tbaa !28
  br label %2188

2188:                                             ; preds = %2181, %2172
  br i1 %556, label %2189, label %2204

2189:                                             ; preds = %2188
  %2190 = fmul contract float %1, %995
  br i1 %1048, label %2197, label %2191

2191:                                             ; preds = %2189
  %2192 = getelementptr float, ptr %852, i64 %558
  %2193 = getelementptr float, ptr %2192, i64 %559
  %2194 = load float, ptr %2193, align 4, !tbaa !28
  %2195 = fmul contract float %6, %2194
  %2196 = fadd contract float %2190, %2195
  br label %2197

2197:                                             ; preds = %2191, %2189
  %2198 = phi i64 [ %559, %2191 ], [ %561, %2189 ]
  %2199 = phi i64 [ %557, %2191 ], [ %560, %2189 ]
  %2200 = phi float [ %2196, %2191 ], [ %2190, %2189 ]
  %2201 = mul nsw i64 %61, %2199
  %2202 = getelementptr float, ptr %853, i64 %2201
  %2203 = getelementptr float, ptr %2202, i64 %2198
  store float %2200, ptr %2203, align 4, !tbaa !28
  br label %2204

2204:                                             ; preds = %2197, %2188
  br i1 %564, label %2205, label %2220

2205:                                             ; preds = %2204
  %2206 = fmul contract float %1, %1042
  br i1 %1048, label %2213, label %2207

2207:                                             ; preds = %2205
  %2208 = getelementptr float, ptr %852, i64 %566
  %2209 = getelementptr float, ptr %2208, i64 %567
  %2210 = load float, ptr %2209, align 4, !tbaa !28
  %2211 = fmul contract float %6, %2210
  %2212 = fadd contract float %2206, %2211
  br label %2213

2213:                                             ; preds = %2207, %2205
  %2214 = phi i64 [ %567, %2207 ], [ %569, %2205 ]
  %2215 = phi i64 [ %565, %2207 ], [ %568, %2205 ]
  %2216 = phi float [ %2212, %2207 ], [ %2206, %2205 ]
  %2217 = mul nsw i64 %61, %2215
  %2218 = getelementptr float, ptr %853, i64 %2217
  %2219 = getelementptr float, ptr %2218, i64 %2214
  store float %2216, ptr %2219, align 4, !tbaa !28
  br label %2220

2220:                                             ; preds = %2213, %2204
  br i1 %570, label %2221, label %2236

2221:                                             ; preds = %2220
  %2222 = fmul contract float %1, %1026
  br i1 %1048, label %2229, label %2223

2223:                                             ; preds = %2221
  %2224 = getelementptr float, ptr %852, i64 %572
  %2225 = getelementptr float, ptr %2224, i64 %573
  %2226 = load float, ptr %2225, align 4, !tbaa !28
  %2227 = fmul contract float %6, %2226
  %2228 = fadd contract float %2222, %2227
  br label %2229

2229:                                             ; preds = %2223, %2221
  %2230 = phi i64 [ %573, %2223 ], [ %575, %2221 ]
  %2231 = phi i64 [ %571, %2223 ], [ %574, %2221 ]
  %2232 = phi float [ %2228, %2223 ], [ %2222, %2221 ]
  %2233 = mul nsw i64 %61, %2231
  %2234 = getelementptr float, ptr %853, i64 %2233
  %2235 = getelementptr float, ptr %2234, i64 %2230
  store float %2232, ptr %2235, align 4, !tbaa !28
  br label %2236

2236:                                             ; preds = %2229, %2220
  br i1 %576, label %2237, label %2252

2237:                                             ; preds = %2236
  %2238 = fmul contract float %1, %1010
  br i1 %1048, label %2245, label %2239

2239:                                             ; preds = %2237
  %2240 = getelementptr float, ptr %852, i64 %578
  %2241 = getelementptr float, ptr %2240, i64 %579
  %2242 = load float, ptr %2241, align 4, !tbaa !28
  %2243 = fmul contract float %6, %2242
  %2244 = fadd contract float %2238, %2243
  br label %2245

2245:                                             ; preds = %2239, %2237
  %2246 = phi i64 [ %579, %2239 ], [ %581, %2237 ]
  %2247 = phi i64 [ %577, %2239 ], [ %580, %2237 ]
  %2248 = phi float [ %2244, %2239 ], [ %2238, %2237 ]
  %2249 = mul nsw i64 %61, %2247
  %2250 = getelementptr float, ptr %853, i64 %2249
  %2251 = getelementptr float, ptr %2250, i64 %2246
  store float %2248, ptr %2251, align 4, !tbaa !28
  br label %2252

2252:                                             ; preds = %2245, %2236
  br i1 %582, label %2253, label %2268

2253:                                             ; preds = %2252
  %2254 = fmul contract float %1, %994
  br i1 %1048, label %2261, label %2255

2255:                                             ; preds = %2253
  %2256 = getelementptr float, ptr %852, i64 %584
  %2257 = getelementptr float, ptr %2256, i64 %585
  %2258 = load float, ptr %2257, align 4, !tbaa !28
  %2259 = fmul contract float %6, %2258
  %2260 = fadd contract float %2254, %2259
  br label %2261

2261:                                             ; preds = %2255, %2253
  %2262 = phi i64 [ %585, %2255 ], [ %587, %2253 ]
  %2263 = phi i64 [ %583, %2255 ], [ %586, %2253 ]
  %2264 = phi float [ %2260, %2255 ], [ %2254, %2253 ]
  %2265 = mul nsw i64 %61, %2263
  %2266 = getelementptr float, ptr %853, i64 %2265
  %2267 = getelementptr float, ptr %2266, i64 %2262
  store float %2264, ptr %2267, align 4, !tbaa !28
  br label %2268

2268:                                             ; preds = %2261, %2252
  br i1 %590, label %2269, label %2284

2269:                                             ; preds = %2268
  %2270 = fmul contract float %1, %1041
  br i1 %1048, label %2277, label %2271

2271:                                             ; preds = %2269
  %2272 = getelementptr float, ptr %852, i64 %592
  %2273 = getelementptr float, ptr %2272, i64 %593
  %2274 = load float, ptr %2273, align 4, !tbaa !28
  %2275 = fmul contract float %6, %2274
  %2276 = fadd contract float %2270, %2275
  br label %2277

2277:                                             ; preds = %2271, %2269
  %2278 = phi i64 [ %593, %2271 ], [ %595, %2269 ]
  %2279 = phi i64 [ %591, %2271 ], [ %594, %2269 ]
  %2280 = phi float [ %2276, %2271 ], [ %2270, %2269 ]
  %2281 = mul nsw i64 %61, %2279
  %2282 = getelementptr float, ptr %853, i64 %2281
  %2283 = getelementptr float, ptr %2282, i64 %2278
  store float %2280, ptr %2283, align 4, !tbaa !28
  br label %2284

2284:                                             ; preds = %2277, %2268
  br i1 %596, label %2285, label %2300

2285:                                             ; preds = %2284
  %2286 = fmul contract float %1, %1025
  br i1 %1048, label %2293, label %2287

2287:                                             ; preds = %2285
  %2288 = getelementptr float, ptr %852, i64 %598
  %2289 = getelementptr float, ptr %2288, i64 %599
  %2290 = load float, ptr %2289, align 4, !tbaa !28
  %2291 = fmul contract float %6, %2290
  %2292 = fadd contract float %2286, %2291
  br label %2293

2293:                                             ; preds = %2287, %2285
  %2294 = phi i64 [ %599, %2287 ], [ %601, %2285 ]
  %2295 = phi i64 [ %597, %2287 ], [ %600, %2285 ]
  %2296 = phi float [ %2292, %2287 ], [ %2286, %2285 ]
  %2297 = mul nsw i64 %61, %2295
  %2298 = getelementptr float, ptr %853, i64 %2297
  %2299 = getelementptr float, ptr %2298, i64 %2294
  store float %2296, ptr %2299, align 4, !tbaa !28
  br label %2300

2300:                                             ; preds = %2293, %2284
  br i1 %602, label %2301, label %2316

2301:                                             ; preds = %2300
  %2302 = fmul contract float %1, %1009
  br i1 %1048, label %2309, label %2303

2303:                                             ; preds = %2301
  %2304 = getelementptr float, ptr %852, i64 %604
  %2305 = getelementptr float, ptr %2304, i64 %605
  %2306 = load float, ptr %2305, align 4, !tbaa !28
  %2307 = fmul contract float %6, %2306
  %2308 = fadd contract float %2302, %2307
  br label %2309

2309:                                             ; preds = %2303, %2301
  %2310 = phi i64 [ %605, %2303 ], [ %607, %2301 ]
  %2311 = phi i64 [ %603, %2303 ], [ %606, %2301 ]
  %2312 = phi float [ %2308, %2303 ], [ %2302, %2301 ]
  %2313 = mul nsw i64 %61, %2311
  %2314 = getelementptr float, ptr %853, i64 %2313
  %2315 = getelementptr float, ptr %2314, i64 %2310
  store float %2312, ptr %2315, align 4, !tbaa !28
  br label %2316

2316:                                             ; preds = %2309, %2300
  br i1 %608, label %2317, label %2332

2317:                                             ; preds = %2316
  %2318 = fmul contract float %1, %993
  br i1 %1048, label %2325, label %2319

2319:                                             ; preds = %2317
  %2320 = getelementptr float, ptr %852, i64 %610
  %2321 = getelementptr float, ptr %2320, i64 %611
  %2322 = load float, ptr %2321, align 4, !tbaa !28
  %2323 = fmul contract float %6, %2322
  %2324 = fadd contract float %2318, %2323
  br label %2325

2325:                                             ; preds = %2319, %2317
  %2326 = phi i64 [ %611, %2319 ], [ %613, %2317 ]
  %2327 = phi i64 [ %609, %2319 ], [ %612, %2317 ]
  %2328 = phi float [ %2324, %2319 ], [ %2318, %2317 ]
  %2329 = mul nsw i64 %61, %2327
  %2330 = getelementptr float, ptr %853, i64 %2329
  %2331 = getelementptr float, ptr %2330, i64 %2326
  store float %2328, ptr %2331, align 4, !tbaa !28
  br label %2332

2332:                                             ; preds = %2325, %2316
  br i1 %616, label %2333, label %2348

2333:                                             ; preds = %2332
  %2334 = fmul contract float %1, %1040
  br i1 %1048, label %2341, label %2335

2335:                                             ; preds = %2333
  %2336 = getelementptr float, ptr %852, i64 %618
  %2337 = getelementptr float, ptr %2336, i64 %619
  %2338 = load float, ptr %2337, align 4, !tbaa !28
  %2339 = fmul contract float %6, %2338
  %2340 = fadd contract float %2334, %2339
  br label %2341

2341:                                             ; preds = %2335, %2333
  %2342 = phi i64 [ %619, %2335 ], [ %621, %2333 ]
  %2343 = phi i64 [ %617, %2335 ], [ %620, %2333 ]
  %2344 = phi float [ %2340, %2335 ], [ %2334, %2333 ]
  %2345 = mul nsw i64 %61, %2343
  %2346 = getelementptr float, ptr %853, i64 %2345
  %2347 = getelementptr float, ptr %2346, i64 %2342
  store float %2344, ptr %2347, align 4, !tbaa !28
  br label %2348

2348:                                             ; preds = %2341, %2332
  br i1 %622, label %2349, label %2364

2349:                                             ; preds = %2348
  %2350 = fmul contract float %1, %1024
  br i1 %1048, label %2357, label %2351

2351:                                             ; preds = %2349
  %2352 = getelementptr float, ptr %852, i64 %624
  %2353 = getelementptr float, ptr %2352, i64 %625
  %2354 = load float, ptr %2353, align 4, !tbaa !28
  %2355 = fmul contract float %6, %2354
  %2356 = fadd contract float %2350, %2355
  br label %2357

2357:                                             ; preds = %2351, %2349
  %2358 = phi i64 [ %625, %2351 ], [ %627, %2349 ]
  %2359 = phi i64 [ %623, %2351 ], [ %626, %2349 ]
  %2360 = phi float [ %2356, %2351 ], [ %2350, %2349 ]
  %2361 = mul nsw i64 %61, %2359
  %2362 = getelementptr float, ptr %853, i64 %2361
  %2363 = getelementptr float, ptr %2362, i64 %2358
  store float %2360, ptr %2363, align 4, !tbaa !28
  br label %2364

2364:                                             ; preds = %2357, %2348
  br i1 %628, label %2365, label %2380

2365:                                             ; preds = %2364
  %2366 = fmul contract float %1, %1008
  br i1 %1048, label %2373, label %2367

2367:                                             ; preds = %2365
  %2368 = getelementptr float, ptr %852, i64 %630
  %2369 = getelementptr float, ptr %2368, i64 %631
  %2370 = load float, ptr %2369, align 4, !tbaa !28
  %2371 = fmul contract float %6, %2370
  %2372 = fadd contract float %2366, %2371
  br label %2373

2373:                                             ; preds = %2367, %2365
  %2374 = phi i64 [ %631, %2367 ], [ %633, %2365 ]
  %2375 = phi i64 [ %629, %2367 ], [ %632, %2365 ]
  %2376 = phi float [ %2372, %2367 ], [ %2366, %2365 ]
  %2377 = mul nsw i64 %61, %2375
  %2378 = getelementptr float, ptr %853, i64 %2377
  %2379 = getelementptr float, ptr %2378, i64 %2374
  store float %2376, ptr %2379, align 4, !tbaa !28
  br label %2380

2380:                                             ; preds = %2373, %2364
  br i1 %634, label %2381, label %2396

2381:                                             ; preds = %2380
  %2382 = fmul contract float %1, %992
  br i1 %1048, label %2389, label %2383

2383:                                             ; preds = %2381
  %2384 = getelementptr float, ptr %852, i64 %636
  %2385 = getelementptr float, ptr %2384, i64 %637
  %2386 = load float, ptr %2385, align 4, !tbaa !28
  %2387 = fmul contract float %6, %2386
  %2388 = fadd contract float %2382, %2387
  br label %2389

2389:                                             ; preds = %2383, %2381
  %2390 = phi i64 [ %637, %2383 ], [ %639, %2381 ]
  %2391 = phi i64 [ %635, %2383 ], [ %638, %2381 ]
  %2392 = phi float [ %2388, %2383 ], [ %2382, %2381 ]
  %2393 = mul nsw i64 %61, %2391
  %2394 = getelementptr float, ptr %853, i64 %2393
  %2395 = getelementptr float, ptr %2394, i64 %2390
  store float %2392, ptr %2395, align 4, !tbaa !28
  br label %2396

2396:                                             ; preds = %2389, %2380
  br i1 %642, label %2397, label %2412

2397:                                             ; preds = %2396
  %2398 = fmul contract float %1, %1039
  br i1 %1048, label %2405, label %2399

2399:                                             ; preds = %2397
  %2400 = getelementptr float, ptr %852, i64 %644
  %2401 = getelementptr float, ptr %2400, i64 %645
  %2402 = load float, ptr %2401, align 4, !tbaa !28
  %2403 = fmul contract float %6, %2402
  %2404 = fadd contract float %2398, %2403
  br label %2405

2405:                                             ; preds = %2399, %2397
  %2406 = phi i64 [ %645, %2399 ], [ %647, %2397 ]
  %2407 = phi i64 [ %643, %2399 ], [ %646, %2397 ]
  %2408 = phi float [ %2404, %2399 ], [ %2398, %2397 ]
  %2409 = mul nsw i64 %61, %2407
  %2410 = getelementptr float, ptr %853, i64 %2409
  %2411 = getelementptr float, ptr %2410, i64 %2406
  store float %2408, ptr %2411, align 4, !tbaa !28
  br label %2412

2412:                                             ; preds = %2405, %2396
  br i1 %648, label %2413, label %2428

2413:                                             ; preds = %2412
  %2414 = fmul contract float %1, %1023
  br i1 %1048, label %2421, label %2415

2415:                                             ; preds = %2413
  %2416 = getelementptr float, ptr %852, i64 %650
  %2417 = getelementptr float, ptr %2416, i64 %651
  %2418 = load float, ptr %2417, align 4, !tbaa !28
  %2419 = fmul contract float %6, %2418
  %2420 = fadd contract float %2414, %2419
  br label %2421

2421:                                             ; preds = %2415, %2413
  %2422 = phi i64 [ %651, %2415 ], [ %653, %2413 ]
  %2423 = phi i64 [ %649, %2415 ], [ %652, %2413 ]
  %2424 = phi float [ %2420, %2415 ], [ %2414, %2413 ]
  %2425 = mul nsw i64 %61, %2423
  %2426 = getelementptr float, ptr %853, i64 %2425
  %2427 = getelementptr float, ptr %2426, i64 %2422
  store float %2424, ptr %2427, align 4, !tbaa !28
  br label %2428

2428:                                             ; preds = %2421, %2412
  br i1 %654, label %2429, label %2444

2429:                                             ; preds = %2428
  %2430 = fmul contract float %1, %1007
  br i1 %1048, label %2437, label %2431

2431:                                             ; preds = %2429
  %2432 = getelementptr float, ptr %852, i64 %656
  %2433 = getelementptr float, ptr %2432, i64 %657
  %2434 = load float, ptr %2433, align 4, !tbaa !28
  %2435 = fmul contract float %6, %2434
  %2436 = fadd contract float %2430, %2435
  br label %2437

2437:                                             ; preds = %2431, %2429
  %2438 = phi i64 [ %657, %2431 ], [ %659, %2429 ]
  %2439 = phi i64 [ %655, %2431 ], [ %658, %2429 ]
  %2440 = phi float [ %2436, %2431 ], [ %2430, %2429 ]
  %2441 = mul nsw i64 %61, %2439
  %2442 = getelementptr float, ptr %853, i64 %2441
  %2443 = getelementptr float, ptr %2442, i64 %2438
  store float %2440, ptr %2443, align 4, !tbaa !28
  br label %2444

2444:                                             ; preds = %2437, %2428
  br i1 %660, label %2445, label %2460

2445:                                             ; preds = %2444
  %2446 = fmul contract float %1, %991
  br i1 %1048, label %2453, label %2447

2447:                                             ; preds = %2445
  %2448 = getelementptr float, ptr %852, i64 %662
  %2449 = getelementptr float, ptr %2448, i64 %663
  %2450 = load float, ptr %2449, align 4, !tbaa !28
  %2451 = fmul contract float %6, %2450
  %2452 = fadd contract float %2446, %2451
  br label %2453

2453:                                             ; preds = %2447, %2445
  %2454 = phi i64 [ %663, %2447 ], [ %665, %2445 ]
  %2455 = phi i64 [ %661, %2447 ], [ %664, %2445 ]
  %2456 = phi float [ %2452, %2447 ], [ %2446, %2445 ]
  %2457 = mul nsw i64 %61, %2455
  %2458 = getelementptr float, ptr %853, i64 %2457
  %2459 = getelementptr float, ptr %2458, i64 %2454
  store float %2456, ptr %2459, align 4, !tbaa !28
  br label %2460

2460:                                             ; preds = %2453, %2444
  br i1 %668, label %2461, label %2476

2461:                                             ; preds = %2460
  %2462 = fmul contract float %1, %1038
  br i1 %1048, label %2469, label %2463

2463:                                             ; preds = %2461
  %2464 = getelementptr float, ptr %852, i64 %670
  %2465 = getelementptr float, ptr %2464, i64 %671
  %2466 = load float, ptr %2465, align 4, !tbaa !28
  %2467 = fmul contract float %6, %2466
  %2468 = fadd contract float %2462, %2467
  br label %2469

2469:                                             ; preds = %2463, %2461
  %2470 = phi i64 [ %671, %2463 ], [ %673, %2461 ]
  %2471 = phi i64 [ %669, %2463 ], [ %672, %2461 ]
  %2472 = phi float [ %2468, %2463 ], [ %2462, %2461 ]
  %2473 = mul nsw i64 %61, %2471
  %2474 = getelementptr float, ptr %853, i64 %2473
  %2475 = getelementptr float, ptr %2474, i64 %2470
  store float %2472, ptr %2475, align 4, !tbaa !28
  br label %2476

2476:                                             ; preds = %2469, %2460
  br i1 %674, label %2477, label %2492

2477:                                             ; preds = %2476
  %2478 = fmul contract float %1, %1022
  br i1 %1048, label %2485, label %2479

2479:                                             ; preds = %2477
  %2480 = getelementptr float, ptr %852, i64 %676
  %2481 = getelementptr float, ptr %2480, i64 %677
  %2482 = load float, ptr %2481, align 4, !tbaa !28
  %2483 = fmul contract float %6, %2482
  %2484 = fadd contract float %2478, %2483
  br label %2485

2485:                                             ; preds = %2479, %2477
  %2486 = phi i64 [ %677, %2479 ], [ %679, %2477 ]
  %2487 = phi i64 [ %675, %2479 ], [ %678, %2477 ]
  %2488 = phi float [ %2484, %2479 ], [ %2478, %2477 ]
  %2489 = mul nsw i64 %61, %2487
  %2490 = getelementptr float, ptr %853, i64 %2489
  %2491 = getelementptr float, ptr %2490, i64 %2486
  store float %2488, ptr %2491, align 4, !tbaa !28
  br label %2492

2492:                                             ; preds = %2485, %2476
  br i1 %680, label %2493, label %2508

2493:                                             ; preds = %2492
  %2494 = fmul contract float %1, %1006
  br i1 %1048, label %2501, label %2495

2495:                                             ; preds = %2493
  %2496 = getelementptr float, ptr %852, i64 %682
  %2497 = getelementptr float, ptr %2496, i64 %683
  %2498 = load float, ptr %2497, align 4, !tbaa !28
  %2499 = fmul contract float %6, %2498
  %2500 = fadd contract float %2494, %2499
  br label %2501

2501:                                             ; preds = %2495, %2493
  %2502 = phi i64 [ %683, %2495 ], [ %685, %2493 ]
  %2503 = phi i64 [ %681, %2495 ], [ %684, %2493 ]
  %2504 = phi float [ %2500, %2495 ], [ %2494, %2493 ]
  %2505 = mul nsw i64 %61, %2503
  %2506 = getelementptr float, ptr %853, i64 %2505
  %2507 = getelementptr float, ptr %2506, i64 %2502
  store float %2504, ptr %2507, align 4, !tbaa !28
  br label %2508

2508:                                             ; preds = %2501, %2492
  br i1 %686, label %2509, label %2524

2509:                                             ; preds = %2508
  %2510 = fmul contract float %1, %990
  br i1 %1048, label %2517, label %2511

2511:                                             ; preds = %2509
  %2512 = getelementptr float, ptr %852, i64 %688
  %2513 = getelementptr float, ptr %2512, i64 %689
  %2514 = load float, ptr %2513, align 4, !tbaa !28
  %2515 = fmul contract float %6, %2514
  %2516 = fadd contract float %2510, %2515
  br label %2517

2517:                                             ; preds = %2511, %2509
  %2518 = phi i64 [ %689, %2511 ], [ %691, %2509 ]
  %2519 = phi i64 [ %687, %2511 ], [ %690, %2509 ]
  %2520 = phi float [ %2516, %2511 ], [ %2510, %2509 ]
  %2521 = mul nsw i64 %61, %2519
  %2522 = getelementptr float, ptr %853, i64 %2521
  %2523 = getelementptr float, ptr %2522, i64 %2518
  store float %2520, ptr %2523, align 4, !tbaa !28
  br label %2524

2524:                                             ; preds = %2517, %2508
  br i1 %694, label %2525, label %2540

2525:                                             ; preds = %2524
  %2526 = fmul contract float %1, %1037
  br i1 %1048, label %2533, label %2527

2527:                                             ; preds = %2525
  %2528 = getelementptr float, ptr %852, i64 %696
  %2529 = getelementptr float, ptr %2528, i64 %697
  %2530 = load float, ptr %2529, align 4, !tbaa !28
  %2531 = fmul contract float %6, %2530
  %2532 = fadd contract float %2526, %2531
  br label %2533

2533:                                             ; preds = %2527, %2525
  %2534 = phi i64 [ %697, %2527 ], [ %699, %2525 ]
  %2535 = phi i64 [ %695, %2527 ], [ %698, %2525 ]
  %2536 = phi float [ %2532, %2527 ], [ %2526, %2525 ]
  %2537 = mul nsw i64 %61, %2535
  %2538 = getelementptr float, ptr %853, i64 %2537
  %2539 = getelementptr float, ptr %2538, i64 %2534
  store float %2536, ptr %2539, align 4, !tbaa !28
  br label %2540

2540:                                             ; preds = %2533, %2524
  br i1 %700, label %2541, label %2556

2541:                                             ; preds = %2540
  %2542 = fmul contract float %1, %1021
  br i1 %1048, label %2549, label %2543

2543:                                             ; preds = %2541
  %2544 = getelementptr float, ptr %852, i64 %702
  %2545 = getelementptr float, ptr %2544, i64 %703
  %2546 = load float, ptr %2545, align 4, !tbaa !28
  %2547 = fmul contract float %6, %2546
  %2548 = fadd contract float %2542, %2547
  br label %2549

2549:                                             ; preds = %2543, %2541
  %2550 = phi i64 [ %703, %2543 ], [ %705, %2541 ]
  %2551 = phi i64 [ %701, %2543 ], [ %704, %2541 ]
  %2552 = phi float [ %2548, %2543 ], [ %2542, %2541 ]
  %2553 = mul nsw i64 %61, %2551
  %2554 = getelementptr float, ptr %853, i64 %2553
  %2555 = getelementptr float, ptr %2554, i64 %2550
  store float %2552, ptr %2555, align 4, !tbaa !28
  br label %2556

2556:                                             ; preds = %2549, %2540
  br i1 %706, label %2557, label %2572

2557:                                             ; preds = %2556
  %2558 = fmul contract float %1, %1005
  br i1 %1048, label %2565, label %2559

2559:                                             ; preds = %2557
  %2560 = getelementptr float, ptr %852, i64 %708
  %2561 = getelementptr float, ptr %2560, i64 %709
  %2562 = load float, ptr %2561, align 4, !tbaa !28
  %2563 = fmul contract float %6, %2562
  %2564 = fadd contract float %2558, %2563
  br label %2565

2565:                                             ; preds = %2559, %2557
  %2566 = phi i64 [ %709, %2559 ], [ %711, %2557 ]
  %2567 = phi i64 [ %707, %2559 ], [ %710, %2557 ]
  %2568 = phi float [ %2564, %2559 ], [ %2558, %2557 ]
  %2569 = mul nsw i64 %61, %2567
  %2570 = getelementptr float, ptr %853, i64 %2569
  %2571 = getelementptr float, ptr %2570, i64 %2566
  store float %2568, ptr %2571, align 4, !tbaa !28
  br label %2572

2572:                                             ; preds = %2565, %2556
  br i1 %712, label %2573, label %2588

2573:                                             ; preds = %2572
  %2574 = fmul contract float %1, %989
  br i1 %1048, label %2581, label %2575

2575:                                             ; preds = %2573
  %2576 = getelementptr float, ptr %852, i64 %714
  %2577 = getelementptr float, ptr %2576, i64 %715
  %2578 = load float, ptr %2577, align 4, !tbaa !28
  %2579 = fmul contract float %6, %2578
  %2580 = fadd contract float %2574, %2579
  br label %2581

2581:                                             ; preds = %2575, %2573
  %2582 = phi i64 [ %715, %2575 ], [ %717, %2573 ]
  %2583 = phi i64 [ %713, %2575 ], [ %716, %2573 ]
  %2584 = phi float [ %2580, %2575 ], [ %2574, %2573 ]
  %2585 = mul nsw i64 %61, %2583
  %2586 = getelementptr float, ptr %853, i64 %2585
  %2587 = getelementptr float, ptr %2586, i64 %2582
  store float %2584, ptr %2587, align 4, !tbaa !28
  br label %2588

2588:                                             ; preds = %2581, %2572
  br i1 %720, label %2589, label %2604

2589:                                             ; preds = %2588
  %2590 = fmul contract float %1, %1036
  br i1 %1048, label %2597, label %2591

2591:                                             ; preds = %2589
  %2592 = getelementptr float, ptr %852, i64 %722
  %2593 = getelementptr float, ptr %2592, i64 %723
  %2594 = load float, ptr %2593, align 4, !tbaa !28
  %2595 = fmul contract float %6, %2594
  %2596 = fadd contract float %2590, %2595
  br label %2597

2597:                                             ; preds = %2591, %2589
  %2598 = phi i64 [ %723, %2591 ], [ %725, %2589 ]
  %2599 = phi i64 [ %721, %2591 ], [ %724, %2589 ]
  %2600 = phi float [ %2596, %2591 ], [ %2590, %2589 ]
  %2601 = mul nsw i64 %61, %2599
  %2602 = getelementptr float, ptr %853, i64 %2601
  %2603 = getelementptr float, ptr %2602, i64 %2598
  store float %2600, ptr %2603, align 4, !tbaa !28
  br label %2604

2604:                                             ; preds = %2597, %2588
  br i1 %726, label %2605, label %2620

2605:                                             ; preds = %2604
  %2606 = fmul contract float %1, %1020
  br i1 %1048, label %2613, label %2607

2607:                                             ; preds = %2605
  %2608 = getelementptr float, ptr %852, i64 %728
  %2609 = getelementptr float, ptr %2608, i64 %729
  %2610 = load float, ptr %2609, align 4, !tbaa !28
  %2611 = fmul contract float %6, %2610
  %2612 = fadd contract float %2606, %2611
  br label %2613

2613:                                             ; preds = %2607, %2605
  %2614 = phi i64 [ %729, %2607 ], [ %731, %2605 ]
  %2615 = phi i64 [ %727, %2607 ], [ %730, %2605 ]
  %2616 = phi float [ %2612, %2607 ], [ %2606, %2605 ]
  %2617 = mul nsw i64 %61, %2615
  %2618 = getelementptr float, ptr %853, i64 %2617
  %2619 = getelementptr float, ptr %2618, i64 %2614
  store float %2616, ptr %2619, align 4, !tbaa !28
  br label %2620

2620:                                             ; preds = %2613, %2604
  br i1 %732, label %2621, label %2636

2621:                                             ; preds = %2620
  %2622 = fmul contract float %1, %1004
  br i1 %1048, label %2629, label %2623

2623:                                             ; preds = %2621
  %2624 = getelementptr float, ptr %852, i64 %734
  %2625 = getelementptr float, ptr %2624, i64 %735
  %2626 = load float, ptr %2625, align 4, !tbaa !28
  %2627 = fmul contract float %6, %2626
  %2628 = fadd contract float %2622, %2627
  br label %2629

2629:                                             ; preds = %2623, %2621
  %2630 = phi i64 [ %735, %2623 ], [ %737, %2621 ]
  %2631 = phi i64 [ %733, %2623 ], [ %736, %2621 ]
  %2632 = phi float [ %2628, %2623 ], [ %2622, %2621 ]
  %2633 = mul nsw i64 %61, %2631
  %2634 = getelementptr float, ptr %853, i64 %2633
  %2635 = getelementptr float, ptr %2634, i64 %2630
  store float %2632, ptr %2635, align 4, !tbaa !28
  br label %2636

2636:                                             ; preds = %2629, %2620
  br i1 %738, label %2637, label %2652

2637:                                             ; preds = %2636
  %2638 = fmul contract float %1, %988
  br i1 %1048, label %2645, label %2639

2639:                                             ; preds = %2637
  %2640 = getelementptr float, ptr %852, i64 %740
  %2641 = getelementptr float, ptr %2640, i64 %741
  %2642 = load float, ptr %2641, align 4, !tbaa !28
  %2643 = fmul contract float %6, %2642
  %2644 = fadd contract float %2638, %2643
  br label %2645

2645:                                             ; preds = %2639, %2637
  %2646 = phi i64 [ %741, %2639 ], [ %743, %2637 ]
  %2647 = phi i64 [ %739, %2639 ], [ %742, %2637 ]
  %2648 = phi float [ %2644, %2639 ], [ %2638, %2637 ]
  %2649 = mul nsw i64 %61, %2647
  %2650 = getelementptr float, ptr %853, i64 %2649
  %2651 = getelementptr float, ptr %2650, i64 %2646
  store float %2648, ptr %2651, align 4, !tbaa !28
  br label %2652

2652:                                             ; preds = %2645, %2636
  br i1 %746, label %2653, label %2668

2653:                                             ; preds = %2652
  %2654 = fmul contract float %1, %1035
  br i1 %1048, label %2661, label %2655

2655:                                             ; preds = %2653
  %2656 = getelementptr float, ptr %852, i64 %748
  %2657 = getelementptr float, ptr %2656, i64 %749
  %2658 = load float, ptr %2657, align 4, !tbaa !28
  %2659 = fmul contract float %6, %2658
  %2660 = fadd contract float %2654, %2659
  br label %2661

2661:                                             ; preds = %2655, %2653
  %2662 = phi i64 [ %749, %2655 ], [ %751, %2653 ]
  %2663 = phi i64 [ %747, %2655 ], [ %750, %2653 ]
  %2664 = phi float [ %2660, %2655 ], [ %2654, %2653 ]
  %2665 = mul nsw i64 %61, %2663
  %2666 = getelementptr float, ptr %853, i64 %2665
  %2667 = getelementptr float, ptr %2666, i64 %2662
  store float %2664, ptr %2667, align 4, !tbaa !28
  br label %2668

2668:                                             ; preds = %2661, %2652
  br i1 %752, label %2669, label %2684

2669:                                             ; preds = %2668
  %2670 = fmul contract float %1, %1019
  br i1 %1048, label %2677, label %2671

2671:                                             ; preds = %2669
  %2672 = getelementptr float, ptr %852, i64 %754
  %2673 = getelementptr float, ptr %2672, i64 %755
  %2674 = load float, ptr %2673, align 4, !tbaa !28
  %2675 = fmul contract float %6, %2674
  %2676 = fadd contract float %2670, %2675
  br label %2677

2677:                                             ; preds = %2671, %2669
  %2678 = phi i64 [ %755, %2671 ], [ %757, %2669 ]
  %2679 = phi i64 [ %753, %2671 ], [ %756, %2669 ]
  %2680 = phi float [ %2676, %2671 ], [ %2670, %2669 ]
  %2681 = mul nsw i64 %61, %2679
  %2682 = getelementptr float, ptr %853, i64 %2681
  %2683 = getelementptr float, ptr %2682, i64 %2678
  store float %2680, ptr %2683, align 4, !tbaa !28
  br label %2684

2684:                                             ; preds = %2677, %2668
  br i1 %758, label %2685, label %2700

2685:                                             ; preds = %2684
  %2686 = fmul contract float %1, %1003
  br i1 %1048, label %2693, label %2687

2687:                                             ; preds = %2685
  %2688 = getelementptr float, ptr %852, i64 %760
  %2689 = getelementptr float, ptr %2688, i64 %761
  %2690 = load float, ptr %2689, align 4, !tbaa !28
  %2691 = fmul contract float %6, %2690
  %2692 = fadd contract float %2686, %2691
  br label %2693

2693:                                             ; preds = %2687, %2685
  %2694 = phi i64 [ %761, %2687 ], [ %763, %2685 ]
  %2695 = phi i64 [ %759, %2687 ], [ %762, %2685 ]
  %2696 = phi float [ %2692, %2687 ], [ %2686, %2685 ]
  %2697 = mul nsw i64 %61, %2695
  %2698 = getelementptr float, ptr %853, i64 %2697
  %2699 = getelementptr float, ptr %2698, i64 %2694
  store float %2696, ptr %2699, align 4, !tbaa !28
  br label %2700

2700:                                             ; preds = %2693, %2684
  br i1 %764, label %2701, label %2716

2701:                                             ; preds = %2700
  %2702 = fmul contract float %1, %987
  br i1 %1048, label %2709, label %2703

2703:                                             ; preds = %2701
  %2704 = getelementptr float, ptr %852, i64 %766
  %2705 = getelementptr float, ptr %2704, i64 %767
  %2706 = load float, ptr %2705, align 4, !tbaa !28
  %2707 = fmul contract float %6, %2706
  %2708 = fadd contract float %2702, %2707
  br label %2709

2709:                                             ; preds = %2703, %2701
  %2710 = phi i64 [ %767, %2703 ], [ %769, %2701 ]
  %2711 = phi i64 [ %765, %2703 ], [ %768, %2701 ]
  %2712 = phi float [ %2708, %2703 ], [ %2702, %2701 ]
  %2713 = mul nsw i64 %61, %2711
  %2714 = getelementptr float, ptr %853, i64 %2713
  %2715 = getelementptr float, ptr %2714, i64 %2710
  store float %2712, ptr %2715, align 4, !tbaa !28
  br label %2716

2716:                                             ; preds = %2709, %2700
  br i1 %772, label %2717, label %2732

2717:                                             ; preds = %2716
  %2718 = fmul contract float %1, %1034
  br i1 %1048, label %2725, label %2719

2719:                                             ; preds = %2717
  %2720 = getelementptr float, ptr %852, i64 %774
  %2721 = getelementptr float, ptr %2720, i64 %775
  %2722 = load float, ptr %2721, align 4, !tbaa !28
  %2723 = fmul contract float %6, %2722
  %2724 = fadd contract float %2718, %2723
  br label %2725

2725:                                             ; preds = %2719, %2717
  %2726 = phi i64 [ %775, %2719 ], [ %777, %2717 ]
  %2727 = phi i64 [ %773, %2719 ], [ %776, %2717 ]
  %2728 = phi float [ %2724, %2719 ], [ %2718, %2717 ]
  %2729 = mul nsw i64 %61, %2727
  %2730 = getelementptr float, ptr %853, i64 %2729
  %2731 = getelementptr float, ptr %2730, i64 %2726
  store float %2728, ptr %2731, align 4, !tbaa !28
  br label %2732

2732:                                             ; preds = %2725, %2716
  br i1 %778, label %2733, label %2748

2733:                                             ; preds = %2732
  %2734 = fmul contract float %1, %1018
  br i1 %1048, label %2741, label %2735

2735:                                             ; preds = %2733
  %2736 = getelementptr float, ptr %852, i64 %780
  %2737 = getelementptr float, ptr %2736, i64 %781
  %2738 = load float, ptr %2737, align 4, !tbaa !28
  %2739 = fmul contract float %6, %2738
  %2740 = fadd contract float %2734, %2739
  br label %2741

2741:                                             ; preds = %2735, %2733
  %2742 = phi i64 [ %781, %2735 ], [ %783, %2733 ]
  %2743 = phi i64 [ %779, %2735 ], [ %782, %2733 ]
  %2744 = phi float [ %2740, %2735 ], [ %2734, %2733 ]
  %2745 = mul nsw i64 %61, %2743
  %2746 = getelementptr float, ptr %853, i64 %2745
  %2747 = getelementptr float, ptr %2746, i64 %2742
  store float %2744, ptr %2747, align 4, !tbaa !28
  br label %2748

2748:                                             ; preds = %2741, %2732
  br i1 %784, label %2749, label %2764

2749:                                             ; preds = %2748
  %2750 = fmul contract float %1, %1002
  br i1 %1048, label %2757, label %2751

2751:                                             ; preds = %2749
  %2752 = getelementptr float, ptr %852, i64 %786
  %2753 = getelementptr float, ptr %2752, i64 %787
  %2754 = load float, ptr %2753, align 4, !tbaa !28
  %2755 = fmul contract float %6, %2754
  %2756 = fadd contract float %2750, %2755
  br label %2757

2757:                                             ; preds = %2751, %2749
  %2758 = phi i64 [ %787, %2751 ], [ %789, %2749 ]
  %2759 = phi i64 [ %785, %2751 ], [ %788, %2749 ]
  %2760 = phi float [ %2756, %2751 ], [ %2750, %2749 ]
  %2761 = mul nsw i64 %61, %2759
  %2762 = getelementptr float, ptr %853, i64 %2761
  %2763 = getelementptr float, ptr %2762, i64 %2758
  store float %2760, ptr %2763, align 4, !tbaa !28
  br label %2764

2764:                                             ; preds = %2757, %2748
  br i1 %790, label %2765, label %2780

2765:                                             ; preds = %2764
  %2766 = fmul contract float %1, %986
  br i1 %1048, label %2773, label %2767

2767:                                             ; preds = %2765
  %2768 = getelementptr float, ptr %852, i64 %792
  %2769 = getelementptr float, ptr %2768, i64 %793
  %2770 = load float, ptr %2769, align 4, !tbaa !28
  %2771 = fmul contract float %6, %2770
  %2772 = fadd contract float %2766, %2771
  br label %2773

2773:                                             ; preds = %2767, %2765
  %2774 = phi i64 [ %793, %2767 ], [ %795, %2765 ]
  %2775 = phi i64 [ %791, %2767 ], [ %794, %2765 ]
  %2776 = phi float [ %2772, %2767 ], [ %2766, %2765 ]
  %2777 = mul nsw i64 %61, %2775
  %2778 = getelementptr float, ptr %853, i64 %2777
  %2779 = getelementptr float, ptr %2778, i64 %2774
  store float %2776, ptr %2779, align 4, !tbaa !28
  br label %2780

2780:                                             ; preds = %2773, %2764
  br i1 %798, label %2781, label %2796

2781:                                             ; preds = %2780
  %2782 = fmul contract float %1, %1033
  br i1 %1048, label %2789, label %2783

2783:                                             ; preds = %2781
  %2784 = getelementptr float, ptr %852, i64 %800
  %2785 = getelementptr float, ptr %2784, i64 %801
  %2786 = load float, ptr %2785, align 4, !tbaa !28
  %2787 = fmul contract float %6, %2786
  %2788 = fadd contract float %2782, %2787
  br label %2789

2789:                                             ; preds = %2783, %2781
  %2790 = phi i64 [ %801, %2783 ], [ %803, %2781 ]
  %2791 = phi i64 [ %799, %2783 ], [ %802, %2781 ]
  %2792 = phi float [ %2788, %2783 ], [ %2782, %2781 ]
  %2793 = mul nsw i64 %61, %2791
  %2794 = getelementptr float, ptr %853, i64 %2793
  %2795 = getelementptr float, ptr %2794, i64 %2790
  store float %2792, ptr %2795, align 4, !tbaa !28
  br label %2796

2796:                                             ; preds = %2789, %2780
  br i1 %804, label %2797, label %2812

2797:                                             ; preds = %2796
  %2798 = fmul contract float %1, %1017
  br i1 %1048, label %2805, label %2799

2799:                                             ; preds = %2797
  %2800 = getelementptr float, ptr %852, i64 %806
  %2801 = getelementptr float, ptr %2800, i64 %807
  %2802 = load float, ptr %2801, align 4, !tbaa !28
  %2803 = fmul contract float %6, %2802
  %2804 = fadd contract float %2798, %2803
  br label %2805

2805:                                             ; preds = %2799, %2797
  %2806 = phi i64 [ %807, %2799 ], [ %809, %2797 ]
  %2807 = phi i64 [ %805, %2799 ], [ %808, %2797 ]
  %2808 = phi float [ %2804, %2799 ], [ %2798, %2797 ]
  %2809 = mul nsw i64 %61, %2807
  %2810 = getelementptr float, ptr %853, i64 %2809
  %2811 = getelementptr float, ptr %2810, i64 %2806
  store float %2808, ptr %2811, align 4, !tbaa !28
  br label %2812

2812:                                             ; preds = %2805, %2796
  br i1 %810, label %2813, label %2828

2813:                                             ; preds = %2812
  %2814 = fmul contract float %1, %1001
  br i1 %1048, label %2821, label %2815

2815:                                             ; preds = %2813
  %2816 = getelementptr float, ptr %852, i64 %812
  %2817 = getelementptr float, ptr %2816, i64 %813
  %2818 = load float, ptr %2817, align 4, !tbaa !28
  %2819 = fmul contract float %6, %2818
  %2820 = fadd contract float %2814, %2819
  br label %2821

2821:                                             ; preds = %2815, %2813
  %2822 = phi i64 [ %813, %2815 ], [ %815, %2813 ]
  %2823 = phi i64 [ %811, %2815 ], [ %814, %2813 ]
  %2824 = phi float [ %2820, %2815 ], [ %2814, %2813 ]
  %2825 = mul nsw i64 %61, %2823
  %2826 = getelementptr float, ptr %853, i64 %2825
  %2827 = getelementptr float, ptr %2826, i64 %2822
  store float %2824, ptr %2827, align 4, !tbaa !28
  br label %2828

2828:                                             ; preds = %2821, %2812
  br i1 %816, label %2829, label %2844

2829:                                             ; preds = %2828
  %2830 = fmul contract float %1, %985
  br i1 %1048, label %2837, label %2831

2831:                                             ; preds = %2829
  %2832 = getelementptr float, ptr %852, i64 %818
  %2833 = getelementptr float, ptr %2832, i64 %819
  %2834 = load float, ptr %2833, align 4, !tbaa !28
  %2835 = fmul contract float %6, %2834
  %2836 = fadd contract float %2830, %2835
  br label %2837

2837:                                             ; preds = %2831, %2829
  %2838 = phi i64 [ %819, %2831 ], [ %821, %2829 ]
  %2839 = phi i64 [ %817, %2831 ], [ %820, %2829 ]
  %2840 = phi float [ %2836, %2831 ], [ %2830, %2829 ]
  %2841 = mul nsw i64 %61, %2839
  %2842 = getelementptr float, ptr %853, i64 %2841
  %2843 = getelementptr float, ptr %2842, i64 %2838
  store float %2840, ptr %2843, align 4, !tbaa !28
  br label %2844

2844:                                             ; preds = %2837, %2828
  br i1 %824, label %2845, label %2860

2845:                                             ; preds = %2844
  %2846 = fmul contract float %1, %1032
  br i1 %1048, label %2853, label %2847

2847:                                             ; preds = %2845
  %2848 = getelementptr float, ptr %852, i64 %826
  %2849 = getelementptr float, ptr %2848, i64 %827
  %2850 = load float, ptr %2849, align 4, !tbaa !28
  %2851 = fmul contract float %6, %2850
  %2852 = fadd contract float %2846, %2851
  br label %2853

2853:                                             ; preds = %2847, %2845
  %2854 = phi i64 [ %827, %2847 ], [ %829, %2845 ]
  %2855 = phi i64 [ %825, %2847 ], [ %828, %2845 ]
  %2856 = phi float [ %2852, %2847 ], [ %2846, %2845 ]
  %2857 = mul nsw i64 %61, %2855
  %2858 = getelementptr float, ptr %853, i64 %2857
  %2859 = getelementptr float, ptr %2858, i64 %2854
  store float %2856, ptr %2859, align 4, !tbaa !28
  br label %2860

2860:                                             ; preds = %2853, %2844
  br i1 %830, label %2861, label %2876

2861:                                             ; preds = %2860
  %2862 = fmul contract float %1, %1016
  br i1 %1048, label %2869, label %2863

2863:                                             ; preds = %2861
  %2864 = getelementptr float, ptr %852, i64 %832
  %2865 = getelementptr float, ptr %2864, i64 %833
  %2866 = load float, ptr %2865, align 4, !tbaa !28
  %2867 = fmul contract float %6, %2866
  %2868 = fadd contract float %2862, %2867
  br label %2869

2869:                                             ; preds = %2863, %2861
  %2870 = phi i64 [ %833, %2863 ], [ %835, %2861 ]
  %2871 = phi i64 [ %831, %2863 ], [ %834, %2861 ]
  %2872 = phi float [ %2868, %2863 ], [ %2862, %2861 ]
  %2873 = mul nsw i64 %61, %2871
  %2874 = getelementptr float, ptr %853, i64 %2873
  %2875 = getelementptr float, ptr %2874, i64 %2870
  store float %2872, ptr %2875, align 4, !tbaa !28
  br label %2876

2876:                                             ; preds = %2869, %2860
  br i1 %836, label %2877, label %2892

2877:                                             ; preds = %2876
  %2878 = fmul contract float %1, %1000
  br i1 %1048, label %2885, label %2879

2879:                                             ; preds = %2877
  %2880 = getelementptr float, ptr %852, i64 %838
  %2881 = getelementptr float, ptr %2880, i64 %839
  %2882 = load float, ptr %2881, align 4, !tbaa !28
  %2883 = fmul contract float %6, %2882
  %2884 = fadd contract float %2878, %2883
  br label %2885

2885:                                             ; preds = %2879, %2877
  %2886 = phi i64 [ %839, %2879 ], [ %841, %2877 ]
  %2887 = phi i64 [ %837, %2879 ], [ %840, %2877 ]
  %2888 = phi float [ %2884, %2879 ], [ %2878, %2877 ]
  %2889 = mul nsw i64 %61, %2887
  %2890 = getelementptr float, ptr %853, i64 %2889
  %2891 = getelementptr float, ptr %2890, i64 %2886
  store float %2888, ptr %2891, align 4, !tbaa !28
  br label %2892

2892:                                             ; preds = %2885, %2876
  br i1 %842, label %2893, label %2908

2893:                                             ; preds = %2892
  %2894 = fmul contract float %1, %984
  br i1 %1048, label %2901, label %2895

2895:                                             ; preds = %2893
  %2896 = getelementptr float, ptr %852, i64 %844
  %2897 = getelementptr float, ptr %2896, i64 %845
  %2898 = load float, ptr %2897, align 4, !tbaa !28
  %2899 = fmul contract float %6, %2898
  %2900 = fadd contract float %2894, %2899
  br label %2901

2901:                                             ; preds = %2895, %2893
  %2902 = phi i64 [ %845, %2895 ], [ %847, %2893 ]
  %2903 = phi i64 [ %843, %2895 ], [ %846, %2893 ]
  %2904 = phi float [ %2900, %2895 ], [ %2894, %2893 ]
  %2905 = mul nsw i64 %61, %2903
  %2906 = getelementptr float, ptr %853, i64 %2905
  %2907 = getelementptr float, ptr %2906, i64 %2902
  store float %2904, ptr %2907, align 4, !tbaa !28
  br label %2908

2908:                                             ; preds = %2901, %2892
  %2909 = getelementptr inbounds %"struct.cutlass::half_t", ptr %850, i64 %64
  %2910 = getelementptr inbounds %"struct.cutlass::half_t", ptr %851, i64 %65
  %2911 = getelementptr inbounds float, ptr %852, i64 %66
  %2912 = select i1 %1048, ptr null, ptr %2911
  %2913 = getelementptr inbounds float, ptr %853, i64 %67
  %2914 = add i32 %849, %62
  %2915 = icmp slt i32 %2914, %10
  br i1 %2915, label %848, label %2916, !llvm.loop !32

2916:                                             ; preds = %2908, %46
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_ZN7cutlass9reference6device6kernel11GemmComplexIfNS_6layout8RowMajorENS_6half_tES5_S6_S5_ffS6_NS_16NumericConverterIS6_fLNS_15FloatRoundStyleE2EEENS_12multiply_addIfffEELi4ELi4EEEvNS_4gemm9GemmCoordET5_NS_9TensorRefIT_T0_EENS_16ComplexTransformENSF_IT1_T2_EESJ_SE_NSF_IT3_T4_EENSF_IT7_SO_EET6_illll(ptr noundef readonly byval(%"struct.cutlass::gemm::GemmCoord") align 4 captures(none) %0, float noundef %1, ptr noundef readonly byval(%"class.cutlass::TensorRef.91") align 8 captures(none) %2, i32 noundef %3, ptr noundef readonly byval(%"class.cutlass::TensorRef.42") align 8 captures(none) %4, i32 noundef %5, float noundef %6, ptr noundef readonly byval(%"class.cutlass::TensorRef.42") align 8 captures(none) %7, ptr noundef readonly byval(%"class.cutlass::TensorRef.42") align 8 captures(none) %8, float noundef %9, i32 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14) local_unnamed_addr #1 comdat {
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %19 = icmp slt i32 %18, %10
  br i1 %19, label %20, label %818

20:                                               ; preds = %15
  %21 = load ptr, ptr %8, align 8, !tbaa !21
  %22 = zext nneg i32 %18 to i64
  %23 = mul nsw i64 %14, %22
  %24 = getelementptr inbounds %"struct.cutlass::half_t", ptr %21, i64 %23
  %25 = load ptr, ptr %7, align 8, !tbaa !21
  %26 = icmp eq ptr %25, null
  %27 = mul nsw i64 %13, %22
  %28 = getelementptr inbounds %"struct.cutlass::half_t", ptr %25, i64 %27
  %29 = select i1 %26, ptr null, ptr %28
  %30 = load ptr, ptr %4, align 8, !tbaa !21
  %31 = mul nsw i64 %12, %22
  %32 = getelementptr inbounds %"struct.cutlass::half_t", ptr %30, i64 %31
  %33 = load ptr, ptr %2, align 8, !tbaa !11
  %34 = mul nsw i64 %11, %22
  %35 = getelementptr inbounds float, ptr %33, i64 %34
  %36 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %38 = mul nuw nsw i32 %36, %37
  %39 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %40 = add nuw nsw i32 %38, %39
  %41 = shl nuw nsw i32 %40, 2
  %42 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %43 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %44 = mul i32 %42, %43
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %46 = add i32 %44, %45
  %47 = shl i32 %46, 2
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = load i32, ptr %0, align 4, !tbaa !6
  %51 = icmp sgt i32 %17, 0
  %52 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %53 = load i64, ptr %52, align 8
  %54 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %55 = load i64, ptr %54, align 8
  %56 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %57 = load i64, ptr %56, align 8
  %58 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %59 = load i64, ptr %58, align 8
  %60 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %61 = zext nneg i32 %60 to i64
  %62 = mul nsw i64 %11, %61
  %63 = mul nsw i64 %12, %61
  %64 = mul nsw i64 %13, %61
  %65 = mul nsw i64 %14, %61
  %66 = icmp slt i32 %41, %49
  %67 = icmp slt i32 %47, %50
  %68 = select i1 %67, i1 %66, i1 false
  %69 = sext i32 %47 to i64
  %70 = mul nsw i64 %53, %69
  %71 = zext nneg i32 %41 to i64
  %72 = or disjoint i32 %47, 1
  %73 = icmp slt i32 %72, %50
  %74 = select i1 %73, i1 %66, i1 false
  %75 = sext i32 %72 to i64
  %76 = mul nsw i64 %53, %75
  %77 = zext nneg i32 %41 to i64
  %78 = or disjoint i32 %47, 2
  %79 = icmp slt i32 %78, %50
  %80 = select i1 %79, i1 %66, i1 false
  %81 = sext i32 %78 to i64
  %82 = mul nsw i64 %53, %81
  %83 = zext nneg i32 %41 to i64
  %84 = or disjoint i32 %47, 3
  %85 = icmp slt i32 %84, %50
  %86 = select i1 %85, i1 %66, i1 false
  %87 = sext i32 %84 to i64
  %88 = mul nsw i64 %53, %87
  %89 = zext nneg i32 %41 to i64
  %90 = or disjoint i32 %41, 1
  %91 = icmp slt i32 %90, %49
  %92 = select i1 %67, i1 %91, i1 false
  %93 = sext i32 %47 to i64
  %94 = mul nsw i64 %53, %93
  %95 = zext nneg i32 %90 to i64
  %96 = select i1 %73, i1 %91, i1 false
  %97 = sext i32 %72 to i64
  %98 = mul nsw i64 %53, %97
  %99 = zext nneg i32 %90 to i64
  %100 = select i1 %79, i1 %91, i1 false
  %101 = sext i32 %78 to i64
  %102 = mul nsw i64 %53, %101
  %103 = zext nneg i32 %90 to i64
  %104 = select i1 %85, i1 %91, i1 false
  %105 = sext i32 %84 to i64
  %106 = mul nsw i64 %53, %105
  %107 = zext nneg i32 %90 to i64
  %108 = or disjoint i32 %41, 2
  %109 = icmp slt i32 %108, %49
  %110 = select i1 %67, i1 %109, i1 false
  %111 = sext i32 %47 to i64
  %112 = mul nsw i64 %53, %111
  %113 = zext nneg i32 %108 to i64
  %114 = select i1 %73, i1 %109, i1 false
  %115 = sext i32 %72 to i64
  %116 = mul nsw i64 %53, %115
  %117 = zext nneg i32 %108 to i64
  %118 = select i1 %79, i1 %109, i1 false
  %119 = sext i32 %78 to i64
  %120 = mul nsw i64 %53, %119
  %121 = zext nneg i32 %108 to i64
  %122 = select i1 %85, i1 %109, i1 false
  %123 = sext i32 %84 to i64
  %124 = mul nsw i64 %53, %123
  %125 = zext nneg i32 %108 to i64
  %126 = or disjoint i32 %41, 3
  %127 = icmp slt i32 %126, %49
  %128 = select i1 %67, i1 %127, i1 false
  %129 = sext i32 %47 to i64
  %130 = mul nsw i64 %53, %129
  %131 = zext nneg i32 %126 to i64
  %132 = select i1 %73, i1 %127, i1 false
  %133 = sext i32 %72 to i64
  %134 = mul nsw i64 %53, %133
  %135 = zext nneg i32 %126 to i64
  %136 = select i1 %79, i1 %127, i1 false
  %137 = sext i32 %78 to i64
  %138 = mul nsw i64 %53, %137
  %139 = zext nneg i32 %126 to i64
  %140 = select i1 %85, i1 %127, i1 false
  %141 = sext i32 %84 to i64
  %142 = mul nsw i64 %53, %141
  %143 = zext nneg i32 %126 to i64
  %144 = icmp slt i32 %41, %49
  %145 = icmp slt i32 %47, %50
  %146 = select i1 %145, i1 %144, i1 false
  %147 = sext i32 %47 to i64
  %148 = mul nsw i64 %57, %147
  %149 = zext nneg i32 %41 to i64
  %150 = sext i32 %47 to i64
  %151 = zext nneg i32 %41 to i64
  %152 = or disjoint i32 %47, 1
  %153 = icmp slt i32 %152, %50
  %154 = select i1 %153, i1 %144, i1 false
  %155 = sext i32 %152 to i64
  %156 = mul nsw i64 %57, %155
  %157 = zext nneg i32 %41 to i64
  %158 = sext i32 %152 to i64
  %159 = zext nneg i32 %41 to i64
  %160 = or disjoint i32 %47, 2
  %161 = icmp slt i32 %160, %50
  %162 = select i1 %161, i1 %144, i1 false
  %163 = sext i32 %160 to i64
  %164 = mul nsw i64 %57, %163
  %165 = zext nneg i32 %41 to i64
  %166 = sext i32 %160 to i64
  %167 = zext nneg i32 %41 to i64
  %168 = or disjoint i32 %47, 3
  %169 = icmp slt i32 %168, %50
  %170 = select i1 %169, i1 %144, i1 false
  %171 = sext i32 %168 to i64
  %172 = mul nsw i64 %57, %171
  %173 = zext nneg i32 %41 to i64
  %174 = sext i32 %168 to i64
  %175 = zext nneg i32 %41 to i64
  %176 = or disjoint i32 %41, 1
  %177 = icmp slt i32 %176, %49
  %178 = select i1 %145, i1 %177, i1 false
  %179 = sext i32 %47 to i64
  %180 = mul nsw i64 %57, %179
  %181 = zext nneg i32 %176 to i64
  %182 = sext i32 %47 to i64
  %183 = zext nneg i32 %176 to i64
  %184 = select i1 %153, i1 %177, i1 false
  %185 = sext i32 %152 to i64
  %186 = mul nsw i64 %57, %185
  %187 = zext nneg i32 %176 to i64
  %188 = sext i32 %152 to i64
  %189 = zext nneg i32 %176 to i64
  %190 = select i1 %161, i1 %177, i1 false
  %191 = sext i32 %160 to i64
  %192 = mul nsw i64 %57, %191
  %193 = zext nneg i32 %176 to i64
  %194 = sext i32 %160 to i64
  %195 = zext nneg i32 %176 to i64
  %196 = select i1 %169, i1 %177, i1 false
  %197 = sext i32 %168 to i64
  %198 = mul nsw i64 %57, %197
  %199 = zext nneg i32 %176 to i64
  %200 = sext i32 %168 to i64
  %201 = zext nneg i32 %176 to i64
  %202 = or disjoint i32 %41, 2
  %203 = icmp slt i32 %202, %49
  %204 = select i1 %145, i1 %203, i1 false
  %205 = sext i32 %47 to i64
  %206 = mul nsw i64 %57, %205
  %207 = zext nneg i32 %202 to i64
  %208 = sext i32 %47 to i64
  %209 = zext nneg i32 %202 to i64
  %210 = select i1 %153, i1 %203, i1 false
  %211 = sext i32 %152 to i64
  %212 = mul nsw i64 %57, %211
  %213 = zext nneg i32 %202 to i64
  %214 = sext i32 %152 to i64
  %215 = zext nneg i32 %202 to i64
  %216 = select i1 %161, i1 %203, i1 false
  %217 = sext i32 %160 to i64
  %218 = mul nsw i64 %57, %217
  %219 = zext nneg i32 %202 to i64
  %220 = sext i32 %160 to i64
  %221 = zext nneg i32 %202 to i64
  %222 = select i1 %169, i1 %203, i1 false
  %223 = sext i32 %168 to i64
  %224 = mul nsw i64 %57, %223
  %225 = zext nneg i32 %202 to i64
  %226 = sext i32 %168 to i64
  %227 = zext nneg i32 %202 to i64
  %228 = or disjoint i32 %41, 3
  %229 = icmp slt i32 %228, %49
  %230 = select i1 %145, i1 %229, i1 false
  %231 = sext i32 %47 to i64
  %232 = mul nsw i64 %57, %231
  %233 = zext nneg i32 %228 to i64
  %234 = sext i32 %47 to i64
  %235 = zext nneg i32 %228 to i64
  %236 = select i1 %153, i1 %229, i1 false
  %237 = sext i32 %152 to i64
  %238 = mul nsw i64 %57, %237
  %239 = zext nneg i32 %228 to i64
  %240 = sext i32 %152 to i64
  %241 = zext nneg i32 %228 to i64
  %242 = select i1 %161, i1 %229, i1 false
  %243 = sext i32 %160 to i64
  %244 = mul nsw i64 %57, %243
  %245 = zext nneg i32 %228 to i64
  %246 = sext i32 %160 to i64
  %247 = zext nneg i32 %228 to i64
  %248 = select i1 %169, i1 %229, i1 false
  %249 = sext i32 %168 to i64
  %250 = mul nsw i64 %57, %249
  %251 = zext nneg i32 %228 to i64
  %252 = sext i32 %168 to i64
  %253 = zext nneg i32 %228 to i64
  br label %254

254:                                              ; preds = %810, %20
  %255 = phi i32 [ %18, %20 ], [ %816, %810 ]
  %256 = phi ptr [ %35, %20 ], [ %811, %810 ]
  %257 = phi ptr [ %32, %20 ], [ %812, %810 ]
  %258 = phi ptr [ %29, %20 ], [ %814, %810 ]
  %259 = phi ptr [ %24, %20 ], [ %815, %810 ]
  br i1 %51, label %260, label %293

260:                                              ; preds = %254
  %261 = getelementptr float, ptr %256, i64 %70
  %262 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %71
  %263 = getelementptr float, ptr %256, i64 %76
  %264 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %77
  %265 = getelementptr float, ptr %256, i64 %82
  %266 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %83
  %267 = getelementptr float, ptr %256, i64 %88
  %268 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %89
  %269 = getelementptr float, ptr %256, i64 %94
  %270 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %95
  %271 = getelementptr float, ptr %256, i64 %98
  %272 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %99
  %273 = getelementptr float, ptr %256, i64 %102
  %274 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %103
  %275 = getelementptr float, ptr %256, i64 %106
  %276 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %107
  %277 = getelementptr float, ptr %256, i64 %112
  %278 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %113
  %279 = getelementptr float, ptr %256, i64 %116
  %280 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %117
  %281 = getelementptr float, ptr %256, i64 %120
  %282 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %121
  %283 = getelementptr float, ptr %256, i64 %124
  %284 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %125
  %285 = getelementptr float, ptr %256, i64 %130
  %286 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %131
  %287 = getelementptr float, ptr %256, i64 %134
  %288 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %135
  %289 = getelementptr float, ptr %256, i64 %138
  %290 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %139
  %291 = getelementptr float, ptr %256, i64 %142
  %292 = getelementptr %"struct.cutlass::half_t", ptr %257, i64 %143
  br label %311

293:                                              ; preds = %519, %254
  %294 = phi float [ %9, %254 ], [ %520, %519 ]
  %295 = phi float [ %9, %254 ], [ %472, %519 ]
  %296 = phi float [ %9, %254 ], [ %424, %519 ]
  %297 = phi float [ %9, %254 ], [ %376, %519 ]
  %298 = phi float [ %9, %254 ], [ %508, %519 ]
  %299 = phi float [ %9, %254 ], [ %460, %519 ]
  %300 = phi float [ %9, %254 ], [ %412, %519 ]
  %301 = phi float [ %9, %254 ], [ %364, %519 ]
  %302 = phi float [ %9, %254 ], [ %496, %519 ]
  %303 = phi float [ %9, %254 ], [ %448, %519 ]
  %304 = phi float [ %9, %254 ], [ %400, %519 ]
  %305 = phi float [ %9, %254 ], [ %352, %519 ]
  %306 = phi float [ %9, %254 ], [ %484, %519 ]
  %307 = phi float [ %9, %254 ], [ %436, %519 ]
  %308 = phi float [ %9, %254 ], [ %388, %519 ]
  %309 = phi float [ %9, %254 ], [ %340, %519 ]
  %310 = icmp eq ptr %258, null
  br i1 %146, label %523, label %540

311:                                              ; preds = %519, %260
  %312 = phi float [ %9, %260 ], [ %520, %519 ]
  %313 = phi float [ %9, %260 ], [ %472, %519 ]
  %314 = phi float [ %9, %260 ], [ %424, %519 ]
  %315 = phi float [ %9, %260 ], [ %376, %519 ]
  %316 = phi float [ %9, %260 ], [ %508, %519 ]
  %317 = phi float [ %9, %260 ], [ %460, %519 ]
  %318 = phi float [ %9, %260 ], [ %412, %519 ]
  %319 = phi float [ %9, %260 ], [ %364, %519 ]
  %320 = phi float [ %9, %260 ], [ %496, %519 ]
  %321 = phi float [ %9, %260 ], [ %448, %519 ]
  %322 = phi float [ %9, %260 ], [ %400, %519 ]
  %323 = phi float [ %9, %260 ], [ %352, %519 ]
  %324 = phi float [ %9, %260 ], [ %484, %519 ]
  %325 = phi float [ %9, %260 ], [ %436, %519 ]
  %326 = phi float [ %9, %260 ], [ %388, %519 ]
  %327 = phi float [ %9, %260 ], [ %340, %519 ]
  %328 = phi i32 [ 0, %260 ], [ %521, %519 ]
  br i1 %68, label %329, label %339

329:                                              ; preds = %311
  %330 = zext nneg i32 %328 to i64
  %331 = getelementptr float, ptr %261, i64 %330
  %332 = load float, ptr %331, align 4, !tbaa !28
  %333 = mul nsw i64 %55, %330
  %334 = getelementptr %"struct.cutlass::half_t", ptr %262, i64 %333
  %335 = load i16, ptr %334, align 2, !tbaa !23
  %336 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %335) #2, !srcloc !25
  %337 = fmul contract float %332, %336
  %338 = fadd contract float %337, %327
  br label %339

339:                                              ; preds = %329, %311
  %340 = phi float [ %338, %329 ], [ %327, %311 ]
  br i1 %74, label %341, label %351

341:                                              ; preds = %339
  %342 = zext nneg i32 %328 to i64
  %343 = getelementptr float, ptr %263, i64 %342
  %344 = load float, ptr %343, align 4, !tbaa !28
  %345 = mul nsw i64 %55, %342
  %346 = getelementptr %"struct.cutlass::half_t", ptr %264, i64 %345
  %347 = load i16, ptr %346, align 2, !tbaa !23
  %348 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %347) #2, !srcloc !25
  %349 = fmul contract float %344, %348
  %350 = fadd contract float %349, %323
  br label %351

351:                                              ; preds = %341, %339
  %352 = phi float [ %350, %341 ], [ %323, %339 ]
  br i1 %80, label %353, label %363

353:                                              ; preds = %351
  %354 = zext nneg i32 %328 to i64
  %355 = getelementptr float, ptr %265, i64 %354
  %356 = load float, ptr %355, align 4, !tbaa !28
  %357 = mul nsw i64 %55, %354
  %358 = getelementptr %"struct.cutlass::half_t", ptr %266, i64 %357
  %359 = load i16, ptr %358, align 2, !tbaa !23
  %360 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %359) #2, !srcloc !25
  %361 = fmul contract float %356, %360
  %362 = fadd contract float %361, %319
  br label %363

363:                                              ; preds = %353, %351
  %364 = phi float [ %362, %353 ], [ %319, %351 ]
  br i1 %86, label %365, label %375

365:                                              ; preds = %363
  %366 = zext nneg i32 %328 to i64
  %367 = getelementptr float, ptr %267, i64 %366
  %368 = load float, ptr %367, align 4, !tbaa !28
  %369 = mul nsw i64 %55, %366
  %370 = getelementptr %"struct.cutlass::half_t", ptr %268, i64 %369
  %371 = load i16, ptr %370, align 2, !tbaa !23
  %372 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %371) #2, !srcloc !25
  %373 = fmul contract float %368, %372
  %374 = fadd contract float %373, %315
  br label %375

375:                                              ; preds = %365, %363
  %376 = phi float [ %374, %365 ], [ %315, %363 ]
  br i1 %92, label %377, label %387

377:                                              ; preds = %375
  %378 = zext nneg i32 %328 to i64
  %379 = getelementptr float, ptr %269, i64 %378
  %380 = load float, ptr %379, align 4, !tbaa !28
  %381 = mul nsw i64 %55, %378
  %382 = getelementptr %"struct.cutlass::half_t", ptr %270, i64 %381
  %383 = load i16, ptr %382, align 2, !tbaa !23
  %384 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %383) #2, !srcloc !25
  %385 = fmul contract float %380, %384
  %386 = fadd contract float %385, %326
  br label %387

387:                                              ; preds = %377, %375
  %388 = phi float [ %386, %377 ], [ %326, %375 ]
  br i1 %96, label %389, label %399

389:                                              ; preds = %387
  %390 = zext nneg i32 %328 to i64
  %391 = getelementptr float, ptr %271, i64 %390
  %392 = load float, ptr %391, align 4, !tbaa !28
  %393 = mul nsw i64 %55, %390
  %394 = getelementptr %"struct.cutlass::half_t", ptr %272, i64 %393
  %395 = load i16, ptr %394, align 2, !tbaa !23
  %396 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %395) #2, !srcloc !25
  %397 = fmul contract float %392, %396
  %398 = fadd contract float %397, %322
  br label %399

399:                                              ; preds = %389, %387
  %400 = phi float [ %398, %389 ], [ %322, %387 ]
  br i1 %100, label %401, label %411

401:                                              ; preds = %399
  %402 = zext nneg i32 %328 to i64
  %403 = getelementptr float, ptr %273, i64 %402
  %404 = load float, ptr %403, align 4, !tbaa !28
  %405 = mul nsw i64 %55, %402
  %406 = getelementptr %"struct.cutlass::half_t", ptr %274, i64 %405
  %407 = load i16, ptr %406, align 2, !tbaa !23
  %408 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %407) #2, !srcloc !25
  %409 = fmul contract float %404, %408
  %410 = fadd contract float %409, %318
  br label %411

411:                                              ; preds = %401, %399
  %412 = phi float [ %410, %401 ], [ %318, %399 ]
  br i1 %104, label %413, label %423

413:                                              ; preds = %411
  %414 = zext nneg i32 %328 to i64
  %415 = getelementptr float, ptr %275, i64 %414
  %416 = load float, ptr %415, align 4, !tbaa !28
  %417 = mul nsw i64 %55, %414
  %418 = getelementptr %"struct.cutlass::half_t", ptr %276, i64 %417
  %419 = load i16, ptr %418, align 2, !tbaa !23
  %420 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %419) #2, !srcloc !25
  %421 = fmul contract float %416, %420
  %422 = fadd contract float %421, %314
  br label %423

423:                                              ; preds = %413, %411
  %424 = phi float [ %422, %413 ], [ %314, %411 ]
  br i1 %110, label %425, label %435

425:                                              ; preds = %423
  %426 = zext nneg i32 %328 to i64
  %427 = getelementptr float, ptr %277, i64 %426
  %428 = load float, ptr %427, align 4, !tbaa !28
  %429 = mul nsw i64 %55, %426
  %430 = getelementptr %"struct.cutlass::half_t", ptr %278, i64 %429
  %431 = load i16, ptr %430, align 2, !tbaa !23
  %432 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %431) #2, !srcloc !25
  %433 = fmul contract float %428, %432
  %434 = fadd contract float %433, %325
  br label %435

435:                                              ; preds = %425, %423
  %436 = phi float [ %434, %425 ], [ %325, %423 ]
  br i1 %114, label %437, label %447

437:                                              ; preds = %435
  %438 = zext nneg i32 %328 to i64
  %439 = getelementptr float, ptr %279, i64 %438
  %440 = load float, ptr %439, align 4, !tbaa !28
  %441 = mul nsw i64 %55, %438
  %442 = getelementptr %"struct.cutlass::half_t", ptr %280, i64 %441
  %443 = load i16, ptr %442, align 2, !tbaa !23
  %444 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %443) #2, !srcloc !25
  %445 = fmul contract float %440, %444
  %446 = fadd contract float %445, %321
  br label %447

447:                                              ; preds = %437, %435
  %448 = phi float [ %446, %437 ], [ %321, %435 ]
  br i1 %118, label %449, label %459

449:                                              ; preds = %447
  %450 = zext nneg i32 %328 to i64
  %451 = getelementptr float, ptr %281, i64 %450
  %452 = load float, ptr %451, align 4, !tbaa !28
  %453 = mul nsw i64 %55, %450
  %454 = getelementptr %"struct.cutlass::half_t", ptr %282, i64 %453
  %455 = load i16, ptr %454, align 2, !tbaa !23
  %456 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %455) #2, !srcloc !25
  %457 = fmul contract float %452, %456
  %458 = fadd contract float %457, %317
  br label %459

459:                                              ; preds = %449, %447
  %460 = phi float [ %458, %449 ], [ %317, %447 ]
  br i1 %122, label %461, label %471

461:                                              ; preds = %459
  %462 = zext nneg i32 %328 to i64
  %463 = getelementptr float, ptr %283, i64 %462
  %464 = load float, ptr %463, align 4, !tbaa !28
  %465 = mul nsw i64 %55, %462
  %466 = getelementptr %"struct.cutlass::half_t", ptr %284, i64 %465
  %467 = load i16, ptr %466, align 2, !tbaa !23
  %468 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %467) #2, !srcloc !25
  %469 = fmul contract float %464, %468
  %470 = fadd contract float %469, %313
  br label %471

471:                                              ; preds = %461, %459
  %472 = phi float [ %470, %461 ], [ %313, %459 ]
  br i1 %128, label %473, label %483

473:                                              ; preds = %471
  %474 = zext nneg i32 %328 to i64
  %475 = getelementptr float, ptr %285, i64 %474
  %476 = load float, ptr %475, align 4, !tbaa !28
  %477 = mul nsw i64 %55, %474
  %478 = getelementptr %"struct.cutlass::half_t", ptr %286, i64 %477
  %479 = load i16, ptr %478, align 2, !tbaa !23
  %480 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %479) #2, !srcloc !25
  %481 = fmul contract float %476, %480
  %482 = fadd contract float %481, %324
  br label %483

483:                                              ; preds = %473, %471
  %484 = phi float [ %482, %473 ], [ %324, %471 ]
  br i1 %132, label %485, label %495

485:                                              ; preds = %483
  %486 = zext nneg i32 %328 to i64
  %487 = getelementptr float, ptr %287, i64 %486
  %488 = load float, ptr %487, align 4, !tbaa !28
  %489 = mul nsw i64 %55, %486
  %490 = getelementptr %"struct.cutlass::half_t", ptr %288, i64 %489
  %491 = load i16, ptr %490, align 2, !tbaa !23
  %492 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %491) #2, !srcloc !25
  %493 = fmul contract float %488, %492
  %494 = fadd contract float %493, %320
  br label %495

495:                                              ; preds = %485, %483
  %496 = phi float [ %494, %485 ], [ %320, %483 ]
  br i1 %136, label %497, label %507

497:                                              ; preds = %495
  %498 = zext nneg i32 %328 to i64
  %499 = getelementptr float, ptr %289, i64 %498
  %500 = load float, ptr %499, align 4, !tbaa !28
  %501 = mul nsw i64 %55, %498
  %502 = getelementptr %"struct.cutlass::half_t", ptr %290, i64 %501
  %503 = load i16, ptr %502, align 2, !tbaa !23
  %504 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %503) #2, !srcloc !25
  %505 = fmul contract float %500, %504
  %506 = fadd contract float %505, %316
  br label %507

507:                                              ; preds = %497, %495
  %508 = phi float [ %506, %497 ], [ %316, %495 ]
  br i1 %140, label %509, label %519

509:                                              ; preds = %507
  %510 = zext nneg i32 %328 to i64
  %511 = getelementptr float, ptr %291, i64 %510
  %512 = load float, ptr %511, align 4, !tbaa !28
  %513 = mul nsw i64 %55, %510
  %514 = getelementptr %"struct.cutlass::half_t", ptr %292, i64 %513
  %515 = load i16, ptr %514, align 2, !tbaa !23
  %516 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %515) #2, !srcloc !25
  %517 = fmul contract float %512, %516
  %518 = fadd contract float %517, %312
  br label %519

519:                                              ; preds = %509, %507
  %520 = phi float [ %518, %509 ], [ %312, %507 ]
  %521 = add nuw nsw i32 %328, 1
  %522 = icmp eq i32 %521, %17
  br i1 %522, label %293, label %311, !llvm.loop !33

523:                                              ; preds = %293
  %524 = fmul contract float %1, %309
  br i1 %310, label %532, label %525

525:                                              ; preds = %523
  %526 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %148
  %527 = getelementptr %"struct.cutlass::half_t", ptr %526, i64 %149
  %528 = load i16, ptr %527, align 2, !tbaa !23
  %529 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %528) #2, !srcloc !25
  %530 = fmul contract float %6, %529
  %531 = fadd contract float %524, %530
  br label %532

532:                                              ; preds = %525, %523
  %533 = phi i64 [ %149, %525 ], [ %151, %523 ]
  %534 = phi i64 [ %147, %525 ], [ %150, %523 ]
  %535 = phi float [ %531, %525 ], [ %524, %523 ]
  %536 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %535) #2, !srcloc !34
  %537 = mul nsw i64 %59, %534
  %538 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %537
  %539 = getelementptr %"struct.cutlass::half_t", ptr %538, i64 %533
  store i16 %536, ptr %539, align 2, !tbaa !23
  br label %540

540:                                              ; preds = %532, %293
  br i1 %154, label %541, label %558

541:                                              ; preds = %540
  %542 = fmul contract float %1, %305
  br i1 %310, label %550, label %543

543:                                              ; preds = %541
  %544 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %156
  %545 = getelementptr %"struct.cutlass::half_t", ptr %544, i64 %157
  %546 = load i16, ptr %545, align 2, !tbaa !23
  %547 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %546) #2, !srcloc !25
  %548 = fmul contract float %6, %547
  %549 = fadd contract float %542, %548
  br label %550

550:                                              ; preds = %543, %541
  %551 = phi i64 [ %157, %543 ], [ %159, %541 ]
  %552 = phi i64 [ %155, %543 ], [ %158, %541 ]
  %553 = phi float [ %549, %543 ], [ %542, %541 ]
  %554 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %553) #2, !srcloc !34
  %555 = mul nsw i64 %59, %552
  %556 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %555
  %557 = getelementptr %"struct.cutlass::half_t", ptr %556, i64 %551
  store i16 %554, ptr %557, align 2, !tbaa !23
  br label %558

558:                                              ; preds = %550, %540
  br i1 %162, label %559, label %576

559:                                              ; preds = %558
  %560 = fmul contract float %1, %301
  br i1 %310, label %568, label %561

561:                                              ; preds = %559
  %562 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %164
  %563 = getelementptr %"struct.cutlass::half_t", ptr %562, i64 %165
  %564 = load i16, ptr %563, align 2, !tbaa !23
  %565 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %564) #2, !srcloc !25
  %566 = fmul contract float %6, %565
  %567 = fadd contract float %560, %566
  br label %568

568:                                              ; preds = %561, %559
  %569 = phi i64 [ %165, %561 ], [ %167, %559 ]
  %570 = phi i64 [ %163, %561 ], [ %166, %559 ]
  %571 = phi float [ %567, %561 ], [ %560, %559 ]
  %572 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %571) #2, !srcloc !34
  %573 = mul nsw i64 %59, %570
  %574 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %573
  %575 = getelementptr %"struct.cutlass::half_t", ptr %574, i64 %569
  store i16 %572, ptr %575, align 2, !tbaa !23
  br label %576

576:                                              ; preds = %568, %558
  br i1 %170, label %577, label %594

577:                                              ; preds = %576
  %578 = fmul contract float %1, %297
  br i1 %310, label %586, label %579

579:                                              ; preds = %577
  %580 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %172
  %581 = getelementptr %"struct.cutlass::half_t", ptr %580, i64 %173
  %582 = load i16, ptr %581, align 2, !tbaa !23
  %583 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %582) #2, !srcloc !25
  %584 = fmul contract float %6, %583
  %585 = fadd contract float %578, %584
  br label %586

586:                                              ; preds = %579, %577
  %587 = phi i64 [ %173, %579 ], [ %175, %577 ]
  %588 = phi i64 [ %171, %579 ], [ %174, %577 ]
  %589 = phi float [ %585, %579 ], [ %578, %577 ]
  %590 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %589) #2, !srcloc !34
  %591 = mul nsw i64 %59, %588
  %592 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %591
  %593 = getelementptr %"struct.cutlass::half_t", ptr %592, i64 %587
  store i16 %590, ptr %593, align 2, !tbaa !23
  br label %594

594:                                              ; preds = %586, %576
  br i1 %178, label %595, label %612

595:                                              ; preds = %594
  %596 = fmul contract float %1, %308
  br i1 %310, label %604, label %597

597:                                              ; preds = %595
  %598 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %180
  %599 = getelementptr %"struct.cutlass::half_t", ptr %598, i64 %181
  %600 = load i16, ptr %599, align 2, !tbaa !23
  %601 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %600) #2, !srcloc !25
  %602 = fmul contract float %6, %601
  %603 = fadd contract float %596, %602
  br label %604

604:                                              ; preds = %597, %595
  %605 = phi i64 [ %181, %597 ], [ %183, %595 ]
  %606 = phi i64 [ %179, %597 ], [ %182, %595 ]
  %607 = phi float [ %603, %597 ], [ %596, %595 ]
  %608 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %607) #2, !srcloc !34
  %609 = mul nsw i64 %59, %606
  %610 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %609
  %611 = getelementptr %"struct.cutlass::half_t", ptr %610, i64 %605
  store i16 %608, ptr %611, align 2, !tbaa !23
  br label %612

612:                                              ; preds = %604, %594
  br i1 %184, label %613, label %630

613:                                              ; preds = %612
  %614 = fmul contract float %1, %304
  br i1 %310, label %622, label %615

615:                                              ; preds = %613
  %616 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %186
  %617 = getelementptr %"struct.cutlass::half_t", ptr %616, i64 %187
  %618 = load i16, ptr %617, align 2, !tbaa !23
  %619 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %618) #2, !srcloc !25
  %620 = fmul contract float %6, %619
  %621 = fadd contract float %614, %620
  br label %622

622:                                              ; preds = %615, %613
  %623 = phi i64 [ %187, %615 ], [ %189, %613 ]
  %624 = phi i64 [ %185, %615 ], [ %188, %613 ]
  %625 = phi float [ %621, %615 ], [ %614, %613 ]
  %626 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %625) #2, !srcloc !34
  %627 = mul nsw i64 %59, %624
  %628 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %627
  %629 = getelementptr %"struct.cutlass::half_t", ptr %628, i64 %623
  store i16 %626, ptr %629, align 2, !tbaa !23
  br label %630

630:                                              ; preds = %622, %612
  br i1 %190, label %631, label %648

631:                                              ; preds = %630
  %632 = fmul contract float %1, %300
  br i1 %310, label %640, label %633

633:                                              ; preds = %631
  %634 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %192
  %635 = getelementptr %"struct.cutlass::half_t", ptr %634, i64 %193
  %636 = load i16, ptr %635, align 2, !tbaa !23
  %637 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %636) #2, !srcloc !25
  %638 = fmul contract float %6, %637
  %639 = fadd contract float %632, %638
  br label %640

640:                                              ; preds = %633, %631
  %641 = phi i64 [ %193, %633 ], [ %195, %631 ]
  %642 = phi i64 [ %191, %633 ], [ %194, %631 ]
  %643 = phi float [ %639, %633 ], [ %632, %631 ]
  %644 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %643) #2, !srcloc !34
  %645 = mul nsw i64 %59, %642
  %646 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %645
  %647 = getelementptr %"struct.cutlass::half_t", ptr %646, i64 %641
  store i16 %644, ptr %647, align 2, !tbaa !23
  br label %648

648:                                              ; preds = %640, %630
  br i1 %196, label %649, label %666

649:                                              ; preds = %648
  %650 = fmul contract float %1, %296
  br i1 %310, label %658, label %651

651:                                              ; preds = %649
  %652 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %198
  %653 = getelementptr %"struct.cutlass::half_t", ptr %652, i64 %199
  %654 = load i16, ptr %653, align 2, !tbaa !23
  %655 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %654) #2, !srcloc !25
  %656 = fmul contract float %6, %655
  %657 = fadd contract float %650, %656
  br label %658

658:                                              ; preds = %651, %649
  %659 = phi i64 [ %199, %651 ], [ %201, %649 ]
  %660 = phi i64 [ %197, %651 ], [ %200, %649 ]
  %661 = phi float [ %657, %651 ], [ %650, %649 ]
  %662 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %661) #2, !srcloc !34
  %663 = mul nsw i64 %59, %660
  %664 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %663
  %665 = getelementptr %"struct.cutlass::half_t", ptr %664, i64 %659
  store i16 %662, ptr %665, align 2, !tbaa !23
  br label %666

666:                                              ; preds = %658, %648
  br i1 %204, label %667, label %684

667:                                              ; preds = %666
  %668 = fmul contract float %1, %307
  br i1 %310, label %676, label %669

669:                                              ; preds = %667
  %670 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %206
  %671 = getelementptr %"struct.cutlass::half_t", ptr %670, i64 %207
  %672 = load i16, ptr %671, align 2, !tbaa !23
  %673 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %672) #2, !srcloc !25
  %674 = fmul contract float %6, %673
  %675 = fadd contract float %668, %674
  br label %676

676:                                              ; preds = %669, %667
  %677 = phi i64 [ %207, %669 ], [ %209, %667 ]
  %678 = phi i64 [ %205, %669 ], [ %208, %667 ]
  %679 = phi float [ %675, %669 ], [ %668, %667 ]
  %680 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %679) #2, !srcloc !34
  %681 = mul nsw i64 %59, %678
  %682 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %681
  %683 = getelementptr %"struct.cutlass::half_t", ptr %682, i64 %677
  store i16 %680, ptr %683, align 2, !tbaa !23
  br label %684

684:                                              ; preds = %676, %666
  br i1 %210, label %685, label %702

685:                                              ; preds = %684
  %686 = fmul contract float %1, %303
  br i1 %310, label %694, label %687

687:                                              ; preds = %685
  %688 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %212
  %689 = getelementptr %"struct.cutlass::half_t", ptr %688, i64 %213
  %690 = load i16, ptr %689, align 2, !tbaa !23
  %691 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %690) #2, !srcloc !25
  %692 = fmul contract float %6, %691
  %693 = fadd contract float %686, %692
  br label %694

694:                                              ; preds = %687, %685
  %695 = phi i64 [ %213, %687 ], [ %215, %685 ]
  %696 = phi i64 [ %211, %687 ], [ %214, %685 ]
  %697 = phi float [ %693, %687 ], [ %686, %685 ]
  %698 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %697) #2, !srcloc !34
  %699 = mul nsw i64 %59, %696
  %700 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %699
  %701 = getelementptr %"struct.cutlass::half_t", ptr %700, i64 %695
  store i16 %698, ptr %701, align 2, !tbaa !23
  br label %702

702:                                              ; preds = %694, %684
  br i1 %216, label %703, label %720

703:                                              ; preds = %702
  %704 = fmul contract float %1, %299
  br i1 %310, label %712, label %705

705:                                              ; preds = %703
  %706 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %218
  %707 = getelementptr %"struct.cutlass::half_t", ptr %706, i64 %219
  %708 = load i16, ptr %707, align 2, !tbaa !23
  %709 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %708) #2, !srcloc !25
  %710 = fmul contract float %6, %709
  %711 = fadd contract float %704, %710
  br label %712

712:                                              ; preds = %705, %703
  %713 = phi i64 [ %219, %705 ], [ %221, %703 ]
  %714 = phi i64 [ %217, %705 ], [ %220, %703 ]
  %715 = phi float [ %711, %705 ], [ %704, %703 ]
  %716 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %715) #2, !srcloc !34
  %717 = mul nsw i64 %59, %714
  %718 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %717
  %719 = getelementptr %"struct.cutlass::half_t", ptr %718, i64 %713
  store i16 %716, ptr %719, align 2, !tbaa !23
  br label %720

720:                                              ; preds = %712, %702
  br i1 %222, label %721, label %738

721:                                              ; preds = %720
  %722 = fmul contract float %1, %295
  br i1 %310, label %730, label %723

723:                                              ; preds = %721
  %724 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %224
  %725 = getelementptr %"struct.cutlass::half_t", ptr %724, i64 %225
  %726 = load i16, ptr %725, align 2, !tbaa !23
  %727 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %726) #2, !srcloc !25
  %728 = fmul contract float %6, %727
  %729 = fadd contract float %722, %728
  br label %730

730:                                              ; preds = %723, %721
  %731 = phi i64 [ %225, %723 ], [ %227, %721 ]
  %732 = phi i64 [ %223, %723 ], [ %226, %721 ]
  %733 = phi float [ %729, %723 ], [ %722, %721 ]
  %734 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %733) #2, !srcloc !34
  %735 = mul nsw i64 %59, %732
  %736 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %735
  %737 = getelementptr %"struct.cutlass::half_t", ptr %736, i64 %731
  store i16 %734, ptr %737, align 2, !tbaa !23
  br label %738

738:                                              ; preds = %730, %720
  br i1 %230, label %739, label %756

739:                                              ; preds = %738
  %740 = fmul contract float %1, %306
  br i1 %310, label %748, label %741

741:                                              ; preds = %739
  %742 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %232
  %743 = getelementptr %"struct.cutlass::half_t", ptr %742, i64 %233
  %744 = load i16, ptr %743, align 2, !tbaa !23
  %745 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %744) #2, !srcloc !25
  %746 = fmul contract float %6, %745
  %747 = fadd contract float %740, %746
  br label %748

748:                                              ; preds = %741, %739
  %749 = phi i64 [ %233, %741 ], [ %235, %739 ]
  %750 = phi i64 [ %231, %741 ], [ %234, %739 ]
  %751 = phi float [ %747, %741 ], [ %740, %739 ]
  %752 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %751) #2, !srcloc !34
  %753 = mul nsw i64 %59, %750
  %754 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %753
  %755 = getelementptr %"struct.cutlass::half_t", ptr %754, i64 %749
  store i16 %752, ptr %755, align 2, !tbaa !23
  br label %756

756:                                              ; preds = %748, %738
  br i1 %236, label %757, label %774

757:                                              ; preds = %756
  %758 = fmul contract float %1, %302
  br i1 %310, label %766, label %759

759:                                              ; preds = %757
  %760 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %238
  %761 = getelementptr %"struct.cutlass::half_t", ptr %760, i64 %239
  %762 = load i16, ptr %761, align 2, !tbaa !23
  %763 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %762) #2, !srcloc !25
  %764 = fmul contract float %6, %763
  %765 = fadd contract float %758, %764
  br label %766

766:                                              ; preds = %759, %757
  %767 = phi i64 [ %239, %759 ], [ %241, %757 ]
  %768 = phi i64 [ %237, %759 ], [ %240, %757 ]
  %769 = phi float [ %765, %759 ], [ %758, %757 ]
  %770 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %769) #2, !srcloc !34
  %771 = mul nsw i64 %59, %768
  %772 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %771
  %773 = getelementptr %"struct.cutlass::half_t", ptr %772, i64 %767
  store i16 %770, ptr %773, align 2, !tbaa !23
  br label %774

774:                                              ; preds = %766, %756
  br i1 %242, label %775, label %792

775:                                              ; preds = %774
  %776 = fmul contract float %1, %298
  br i1 %310, label %784, label %777

777:                                              ; preds = %775
  %778 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %244
  %779 = getelementptr %"struct.cutlass::half_t", ptr %778, i64 %245
  %780 = load i16, ptr %779, align 2, !tbaa !23
  %781 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %780) #2, !srcloc !25
  %782 = fmul contract float %6, %781
  %783 = fadd contract float %776, %782
  br label %784

784:                                              ; preds = %777, %775
  %785 = phi i64 [ %245, %777 ], [ %247, %775 ]
  %786 = phi i64 [ %243, %777 ], [ %246, %775 ]
  %787 = phi float [ %783, %777 ], [ %776, %775 ]
  %788 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %787) #2, !srcloc !34
  %789 = mul nsw i64 %59, %786
  %790 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %789
  %791 = getelementptr %"struct.cutlass::half_t", ptr %790, i64 %785
  store i16 %788, ptr %791, align 2, !tbaa !23
  br label %792

792:                                              ; preds = %784, %774
  br i1 %248, label %793, label %810

793:                                              ; preds = %792
  %794 = fmul contract float %1, %294
  br i1 %310, label %802, label %795

795:                                              ; preds = %793
  %796 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %250
  %797 = getelementptr %"struct.cutlass::half_t", ptr %796, i64 %251
  %798 = load i16, ptr %797, align 2, !tbaa !23
  %799 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %798) #2, !srcloc !25
  %800 = fmul contract float %6, %799
  %801 = fadd contract float %794, %800
  br label %802

802:                                              ; preds = %795, %793
  %803 = phi i64 [ %251, %795 ], [ %253, %793 ]
  %804 = phi i64 [ %249, %795 ], [ %252, %793 ]
  %805 = phi float [ %801, %795 ], [ %794, %793 ]
  %806 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %805) #2, !srcloc !34
  %807 = mul nsw i64 %59, %804
  %808 = getelementptr %"struct.cutlass::half_t", ptr %259, i64 %807
  %809 = getelementptr %"struct.cutlass::half_t", ptr %808, i64 %803
  store i16 %806, ptr %809, align 2, !tbaa !23
  br label %810

810:                                              ; preds = %802, %792
  %811 = getelementptr inbounds float, ptr %256, i64 %62
  %812 = getelementptr inbounds %"struct.cutlass::half_t", ptr %257, i64 %63
  %813 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %64
  %814 = select i1 %310, ptr null, ptr %813
  %815 = getelementptr inbounds %"struct.cutlass::half_t", ptr %259, i64 %65
  %816 = add i32 %255, %60
  %817 = icmp slt i32 %816, %10
  br i1 %817, label %254, label %818, !llvm.loop !35

818:                                              ; preds = %810, %15
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_ZN7cutlass9reference6device6kernel11GemmComplexIfNS_6layout8RowMajorENS_6half_tES5_S6_S5_ffS6_NS_16NumericConverterIS6_fLNS_15FloatRoundStyleE2EEENS_12multiply_addIfffEELi4ELi16EEEvNS_4gemm9GemmCoordET5_NS_9TensorRefIT_T0_EENS_16ComplexTransformENSF_IT1_T2_EESJ_SE_NSF_IT3_T4_EENSF_IT7_SO_EET6_illll(ptr noundef readonly byval(%"struct.cutlass::gemm::GemmCoord") align 4 captures(none) %0, float noundef %1, ptr noundef byval(%"class.cutlass::TensorRef.91") align 8 captures(none) %2, i32 noundef %3, ptr noundef byval(%"class.cutlass::TensorRef.42") align 8 captures(none) %4, i32 noundef %5, float noundef %6, ptr noundef byval(%"class.cutlass::TensorRef.42") align 8 captures(none) %7, ptr noundef byval(%"class.cutlass::TensorRef.42") align 8 captures(none) %8, float noundef %9, i32 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14) local_unnamed_addr #1 comdat {
  %16 = load i32, ptr %0, align 4, !tbaa !6
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = mul i32 %21, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = add i32 %23, %24
  %26 = shl i32 %25, 2
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %29 = mul nuw nsw i32 %27, %28
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %31 = add nuw nsw i32 %29, %30
  %32 = shl nuw nsw i32 %31, 4
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %34 = zext nneg i32 %33 to i64
  %35 = mul nsw i64 %11, %34
  %36 = load ptr, ptr %2, align 8, !tbaa !11
  %37 = getelementptr inbounds float, ptr %36, i64 %35
  store ptr %37, ptr %2, align 8, !tbaa !11
  %38 = mul nsw i64 %12, %34
  %39 = load ptr, ptr %4, align 8, !tbaa !21
  %40 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %38
  store ptr %40, ptr %4, align 8, !tbaa !21
  %41 = load ptr, ptr %7, align 8, !tbaa !21
  %42 = icmp eq ptr %41, null
  br i1 %42, label %46, label %43

43:                                               ; preds = %15
  %44 = mul nsw i64 %13, %34
  %45 = getelementptr inbounds %"struct.cutlass::half_t", ptr %41, i64 %44
  store ptr %45, ptr %7, align 8, !tbaa !21
  br label %46

46:                                               ; preds = %43, %15
  %47 = phi ptr [ %45, %43 ], [ null, %15 ]
  %48 = mul nsw i64 %14, %34
  %49 = load ptr, ptr %8, align 8, !tbaa !21
  %50 = getelementptr inbounds %"struct.cutlass::half_t", ptr %49, i64 %48
  store ptr %50, ptr %8, align 8, !tbaa !21
  %51 = icmp slt i32 %33, %10
  br i1 %51, label %52, label %2980

52:                                               ; preds = %46
  %53 = icmp sgt i32 %20, 0
  %54 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %55 = load i64, ptr %54, align 8
  %56 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %57 = load i64, ptr %56, align 8
  %58 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %59 = load i64, ptr %58, align 8
  %60 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %61 = load i64, ptr %60, align 8
  %62 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %63 = zext nneg i32 %62 to i64
  %64 = mul nsw i64 %11, %63
  %65 = mul nsw i64 %12, %63
  %66 = mul nsw i64 %13, %63
  %67 = mul nsw i64 %14, %63
  %68 = icmp slt i32 %32, %18
  %69 = icmp slt i32 %26, %16
  %70 = select i1 %69, i1 %68, i1 false
  %71 = sext i32 %26 to i64
  %72 = mul nsw i64 %55, %71
  %73 = zext nneg i32 %32 to i64
  %74 = or disjoint i32 %26, 1
  %75 = icmp slt i32 %74, %16
  %76 = select i1 %75, i1 %68, i1 false
  %77 = sext i32 %74 to i64
  %78 = mul nsw i64 %55, %77
  %79 = zext nneg i32 %32 to i64
  %80 = or disjoint i32 %26, 2
  %81 = icmp slt i32 %80, %16
  %82 = select i1 %81, i1 %68, i1 false
  %83 = sext i32 %80 to i64
  %84 = mul nsw i64 %55, %83
  %85 = zext nneg i32 %32 to i64
  %86 = or disjoint i32 %26, 3
  %87 = icmp slt i32 %86, %16
  %88 = select i1 %87, i1 %68, i1 false
  %89 = sext i32 %86 to i64
  %90 = mul nsw i64 %55, %89
  %91 = zext nneg i32 %32 to i64
  %92 = or disjoint i32 %32, 1
  %93 = icmp slt i32 %92, %18
  %94 = select i1 %69, i1 %93, i1 false
  %95 = sext i32 %26 to i64
  %96 = mul nsw i64 %55, %95
  %97 = zext nneg i32 %92 to i64
  %98 = select i1 %75, i1 %93, i1 false
  %99 = sext i32 %74 to i64
  %100 = mul nsw i64 %55, %99
  %101 = zext nneg i32 %92 to i64
  %102 = select i1 %81, i1 %93, i1 false
  %103 = sext i32 %80 to i64
  %104 = mul nsw i64 %55, %103
  %105 = zext nneg i32 %92 to i64
  %106 = select i1 %87, i1 %93, i1 false
  %107 = sext i32 %86 to i64
  %108 = mul nsw i64 %55, %107
  %109 = zext nneg i32 %92 to i64
  %110 = or disjoint i32 %32, 2
  %111 = icmp slt i32 %110, %18
  %112 = select i1 %69, i1 %111, i1 false
  %113 = sext i32 %26 to i64
  %114 = mul nsw i64 %55, %113
  %115 = zext nneg i32 %110 to i64
  %116 = select i1 %75, i1 %111, i1 false
  %117 = sext i32 %74 to i64
  %118 = mul nsw i64 %55, %117
  %119 = zext nneg i32 %110 to i64
  %120 = select i1 %81, i1 %111, i1 false
  %121 = sext i32 %80 to i64
  %122 = mul nsw i64 %55, %121
  %123 = zext nneg i32 %110 to i64
  %124 = select i1 %87, i1 %111, i1 false
  %125 = sext i32 %86 to i64
  %126 = mul nsw i64 %55, %125
  %127 = zext nneg i32 %110 to i64
  %128 = or disjoint i32 %32, 3
  %129 = icmp slt i32 %128, %18
  %130 = select i1 %69, i1 %129, i1 false
  %131 = sext i32 %26 to i64
  %132 = mul nsw i64 %55, %131
  %133 = zext nneg i32 %128 to i64
  %134 = select i1 %75, i1 %129, i1 false
  %135 = sext i32 %74 to i64
  %136 = mul nsw i64 %55, %135
  %137 = zext nneg i32 %128 to i64
  %138 = select i1 %81, i1 %129, i1 false
  %139 = sext i32 %80 to i64
  %140 = mul nsw i64 %55, %139
  %141 = zext nneg i32 %128 to i64
  %142 = select i1 %87, i1 %129, i1 false
  %143 = sext i32 %86 to i64
  %144 = mul nsw i64 %55, %143
  %145 = zext nneg i32 %128 to i64
  %146 = or disjoint i32 %32, 4
  %147 = icmp slt i32 %146, %18
  %148 = select i1 %69, i1 %147, i1 false
  %149 = sext i32 %26 to i64
  %150 = mul nsw i64 %55, %149
  %151 = zext nneg i32 %146 to i64
  %152 = select i1 %75, i1 %147, i1 false
  %153 = sext i32 %74 to i64
  %154 = mul nsw i64 %55, %153
  %155 = zext nneg i32 %146 to i64
  %156 = select i1 %81, i1 %147, i1 false
  %157 = sext i32 %80 to i64
  %158 = mul nsw i64 %55, %157
  %159 = zext nneg i32 %146 to i64
  %160 = select i1 %87, i1 %147, i1 false
  %161 = sext i32 %86 to i64
  %162 = mul nsw i64 %55, %161
  %163 = zext nneg i32 %146 to i64
  %164 = or disjoint i32 %32, 5
  %165 = icmp slt i32 %164, %18
  %166 = select i1 %69, i1 %165, i1 false
  %167 = sext i32 %26 to i64
  %168 = mul nsw i64 %55, %167
  %169 = zext nneg i32 %164 to i64
  %170 = select i1 %75, i1 %165, i1 false
  %171 = sext i32 %74 to i64
  %172 = mul nsw i64 %55, %171
  %173 = zext nneg i32 %164 to i64
  %174 = select i1 %81, i1 %165, i1 false
  %175 = sext i32 %80 to i64
  %176 = mul nsw i64 %55, %175
  %177 = zext nneg i32 %164 to i64
  %178 = select i1 %87, i1 %165, i1 false
  %179 = sext i32 %86 to i64
  %180 = mul nsw i64 %55, %179
  %181 = zext nneg i32 %164 to i64
  %182 = or disjoint i32 %32, 6
  %183 = icmp slt i32 %182, %18
  %184 = select i1 %69, i1 %183, i1 false
  %185 = sext i32 %26 to i64
  %186 = mul nsw i64 %55, %185
  %187 = zext nneg i32 %182 to i64
  %188 = select i1 %75, i1 %183, i1 false
  %189 = sext i32 %74 to i64
  %190 = mul nsw i64 %55, %189
  %191 = zext nneg i32 %182 to i64
  %192 = select i1 %81, i1 %183, i1 false
  %193 = sext i32 %80 to i64
  %194 = mul nsw i64 %55, %193
  %195 = zext nneg i32 %182 to i64
  %196 = select i1 %87, i1 %183, i1 false
  %197 = sext i32 %86 to i64
  %198 = mul nsw i64 %55, %197
  %199 = zext nneg i32 %182 to i64
  %200 = or disjoint i32 %32, 7
  %201 = icmp slt i32 %200, %18
  %202 = select i1 %69, i1 %201, i1 false
  %203 = sext i32 %26 to i64
  %204 = mul nsw i64 %55, %203
  %205 = zext nneg i32 %200 to i64
  %206 = select i1 %75, i1 %201, i1 false
  %207 = sext i32 %74 to i64
  %208 = mul nsw i64 %55, %207
  %209 = zext nneg i32 %200 to i64
  %210 = select i1 %81, i1 %201, i1 false
  %211 = sext i32 %80 to i64
  %212 = mul nsw i64 %55, %211
  %213 = zext nneg i32 %200 to i64
  %214 = select i1 %87, i1 %201, i1 false
  %215 = sext i32 %86 to i64
  %216 = mul nsw i64 %55, %215
  %217 = zext nneg i32 %200 to i64
  %218 = or disjoint i32 %32, 8
  %219 = icmp slt i32 %218, %18
  %220 = select i1 %69, i1 %219, i1 false
  %221 = sext i32 %26 to i64
  %222 = mul nsw i64 %55, %221
  %223 = zext nneg i32 %218 to i64
  %224 = select i1 %75, i1 %219, i1 false
  %225 = sext i32 %74 to i64
  %226 = mul nsw i64 %55, %225
  %227 = zext nneg i32 %218 to i64
  %228 = select i1 %81, i1 %219, i1 false
  %229 = sext i32 %80 to i64
  %230 = mul nsw i64 %55, %229
  %231 = zext nneg i32 %218 to i64
  %232 = select i1 %87, i1 %219, i1 false
  %233 = sext i32 %86 to i64
  %234 = mul nsw i64 %55, %233
  %235 = zext nneg i32 %218 to i64
  %236 = or disjoint i32 %32, 9
  %237 = icmp slt i32 %236, %18
  %238 = select i1 %69, i1 %237, i1 false
  %239 = sext i32 %26 to i64
  %240 = mul nsw i64 %55, %239
  %241 = zext nneg i32 %236 to i64
  %242 = select i1 %75, i1 %237, i1 false
  %243 = sext i32 %74 to i64
  %244 = mul nsw i64 %55, %243
  %245 = zext nneg i32 %236 to i64
  %246 = select i1 %81, i1 %237, i1 false
  %247 = sext i32 %80 to i64
  %248 = mul nsw i64 %55, %247
  %249 = zext nneg i32 %236 to i64
  %250 = select i1 %87, i1 %237, i1 false
  %251 = sext i32 %86 to i64
  %252 = mul nsw i64 %55, %251
  %253 = zext nneg i32 %236 to i64
  %254 = or disjoint i32 %32, 10
  %255 = icmp slt i32 %254, %18
  %256 = select i1 %69, i1 %255, i1 false
  %257 = sext i32 %26 to i64
  %258 = mul nsw i64 %55, %257
  %259 = zext nneg i32 %254 to i64
  %260 = select i1 %75, i1 %255, i1 false
  %261 = sext i32 %74 to i64
  %262 = mul nsw i64 %55, %261
  %263 = zext nneg i32 %254 to i64
  %264 = select i1 %81, i1 %255, i1 false
  %265 = sext i32 %80 to i64
  %266 = mul nsw i64 %55, %265
  %267 = zext nneg i32 %254 to i64
  %268 = select i1 %87, i1 %255, i1 false
  %269 = sext i32 %86 to i64
  %270 = mul nsw i64 %55, %269
  %271 = zext nneg i32 %254 to i64
  %272 = or disjoint i32 %32, 11
  %273 = icmp slt i32 %272, %18
  %274 = select i1 %69, i1 %273, i1 false
  %275 = sext i32 %26 to i64
  %276 = mul nsw i64 %55, %275
  %277 = zext nneg i32 %272 to i64
  %278 = select i1 %75, i1 %273, i1 false
  %279 = sext i32 %74 to i64
  %280 = mul nsw i64 %55, %279
  %281 = zext nneg i32 %272 to i64
  %282 = select i1 %81, i1 %273, i1 false
  %283 = sext i32 %80 to i64
  %284 = mul nsw i64 %55, %283
  %285 = zext nneg i32 %272 to i64
  %286 = select i1 %87, i1 %273, i1 false
  %287 = sext i32 %86 to i64
  %288 = mul nsw i64 %55, %287
  %289 = zext nneg i32 %272 to i64
  %290 = or disjoint i32 %32, 12
  %291 = icmp slt i32 %290, %18
  %292 = select i1 %69, i1 %291, i1 false
  %293 = sext i32 %26 to i64
  %294 = mul nsw i64 %55, %293
  %295 = zext nneg i32 %290 to i64
  %296 = select i1 %75, i1 %291, i1 false
  %297 = sext i32 %74 to i64
  %298 = mul nsw i64 %55, %297
  %299 = zext nneg i32 %290 to i64
  %300 = select i1 %81, i1 %291, i1 false
  %301 = sext i32 %80 to i64
  %302 = mul nsw i64 %55, %301
  %303 = zext nneg i32 %290 to i64
  %304 = select i1 %87, i1 %291, i1 false
  %305 = sext i32 %86 to i64
  %306 = mul nsw i64 %55, %305
  %307 = zext nneg i32 %290 to i64
  %308 = or disjoint i32 %32, 13
  %309 = icmp slt i32 %308, %18
  %310 = select i1 %69, i1 %309, i1 false
  %311 = sext i32 %26 to i64
  %312 = mul nsw i64 %55, %311
  %313 = zext nneg i32 %308 to i64
  %314 = select i1 %75, i1 %309, i1 false
  %315 = sext i32 %74 to i64
  %316 = mul nsw i64 %55, %315
  %317 = zext nneg i32 %308 to i64
  %318 = select i1 %81, i1 %309, i1 false
  %319 = sext i32 %80 to i64
  %320 = mul nsw i64 %55, %319
  %321 = zext nneg i32 %308 to i64
  %322 = select i1 %87, i1 %309, i1 false
  %323 = sext i32 %86 to i64
  %324 = mul nsw i64 %55, %323
  %325 = zext nneg i32 %308 to i64
  %326 = or disjoint i32 %32, 14
  %327 = icmp slt i32 %326, %18
  %328 = select i1 %69, i1 %327, i1 false
  %329 = sext i32 %26 to i64
  %330 = mul nsw i64 %55, %329
  %331 = zext nneg i32 %326 to i64
  %332 = select i1 %75, i1 %327, i1 false
  %333 = sext i32 %74 to i64
  %334 = mul nsw i64 %55, %333
  %335 = zext nneg i32 %326 to i64
  %336 = select i1 %81, i1 %327, i1 false
  %337 = sext i32 %80 to i64
  %338 = mul nsw i64 %55, %337
  %339 = zext nneg i32 %326 to i64
  %340 = select i1 %87, i1 %327, i1 false
  %341 = sext i32 %86 to i64
  %342 = mul nsw i64 %55, %341
  %343 = zext nneg i32 %326 to i64
  %344 = or disjoint i32 %32, 15
  %345 = icmp slt i32 %344, %18
  %346 = select i1 %69, i1 %345, i1 false
  %347 = sext i32 %26 to i64
  %348 = mul nsw i64 %55, %347
  %349 = zext nneg i32 %344 to i64
  %350 = select i1 %75, i1 %345, i1 false
  %351 = sext i32 %74 to i64
  %352 = mul nsw i64 %55, %351
  %353 = zext nneg i32 %344 to i64
  %354 = select i1 %81, i1 %345, i1 false
  %355 = sext i32 %80 to i64
  %356 = mul nsw i64 %55, %355
  %357 = zext nneg i32 %344 to i64
  %358 = select i1 %87, i1 %345, i1 false
  %359 = sext i32 %86 to i64
  %360 = mul nsw i64 %55, %359
  %361 = zext nneg i32 %344 to i64
  %362 = icmp slt i32 %32, %18
  %363 = icmp slt i32 %26, %16
  %364 = select i1 %363, i1 %362, i1 false
  %365 = sext i32 %26 to i64
  %366 = mul nsw i64 %59, %365
  %367 = zext nneg i32 %32 to i64
  %368 = sext i32 %26 to i64
  %369 = zext nneg i32 %32 to i64
  %370 = or disjoint i32 %26, 1
  %371 = icmp slt i32 %370, %16
  %372 = select i1 %371, i1 %362, i1 false
  %373 = sext i32 %370 to i64
  %374 = mul nsw i64 %59, %373
  %375 = zext nneg i32 %32 to i64
  %376 = sext i32 %370 to i64
  %377 = zext nneg i32 %32 to i64
  %378 = or disjoint i32 %26, 2
  %379 = icmp slt i32 %378, %16
  %380 = select i1 %379, i1 %362, i1 false
  %381 = sext i32 %378 to i64
  %382 = mul nsw i64 %59, %381
  %383 = zext nneg i32 %32 to i64
  %384 = sext i32 %378 to i64
  %385 = zext nneg i32 %32 to i64
  %386 = or disjoint i32 %26, 3
  %387 = icmp slt i32 %386, %16
  %388 = select i1 %387, i1 %362, i1 false
  %389 = sext i32 %386 to i64
  %390 = mul nsw i64 %59, %389
  %391 = zext nneg i32 %32 to i64
  %392 = sext i32 %386 to i64
  %393 = zext nneg i32 %32 to i64
  %394 = or disjoint i32 %32, 1
  %395 = icmp slt i32 %394, %18
  %396 = select i1 %363, i1 %395, i1 false
  %397 = sext i32 %26 to i64
  %398 = mul nsw i64 %59, %397
  %399 = zext nneg i32 %394 to i64
  %400 = sext i32 %26 to i64
  %401 = zext nneg i32 %394 to i64
  %402 = select i1 %371, i1 %395, i1 false
  %403 = sext i32 %370 to i64
  %404 = mul nsw i64 %59, %403
  %405 = zext nneg i32 %394 to i64
  %406 = sext i32 %370 to i64
  %407 = zext nneg i32 %394 to i64
  %408 = select i1 %379, i1 %395, i1 false
  %409 = sext i32 %378 to i64
  %410 = mul nsw i64 %59, %409
  %411 = zext nneg i32 %394 to i64
  %412 = sext i32 %378 to i64
  %413 = zext nneg i32 %394 to i64
  %414 = select i1 %387, i1 %395, i1 false
  %415 = sext i32 %386 to i64
  %416 = mul nsw i64 %59, %415
  %417 = zext nneg i32 %394 to i64
  %418 = sext i32 %386 to i64
  %419 = zext nneg i32 %394 to i64
  %420 = or disjoint i32 %32, 2
  %421 = icmp slt i32 %420, %18
  %422 = select i1 %363, i1 %421, i1 false
  %423 = sext i32 %26 to i64
  %424 = mul nsw i64 %59, %423
  %425 = zext nneg i32 %420 to i64
  %426 = sext i32 %26 to i64
  %427 = zext nneg i32 %420 to i64
  %428 = select i1 %371, i1 %421, i1 false
  %429 = sext i32 %370 to i64
  %430 = mul nsw i64 %59, %429
  %431 = zext nneg i32 %420 to i64
  %432 = sext i32 %370 to i64
  %433 = zext nneg i32 %420 to i64
  %434 = select i1 %379, i1 %421, i1 false
  %435 = sext i32 %378 to i64
  %436 = mul nsw i64 %59, %435
  %437 = zext nneg i32 %420 to i64
  %438 = sext i32 %378 to i64
  %439 = zext nneg i32 %420 to i64
  %440 = select i1 %387, i1 %421, i1 false
  %441 = sext i32 %386 to i64
  %442 = mul nsw i64 %59, %441
  %443 = zext nneg i32 %420 to i64
  %444 = sext i32 %386 to i64
  %445 = zext nneg i32 %420 to i64
  %446 = or disjoint i32 %32, 3
  %447 = icmp slt i32 %446, %18
  %448 = select i1 %363, i1 %447, i1 false
  %449 = sext i32 %26 to i64
  %450 = mul nsw i64 %59, %449
  %451 = zext nneg i32 %446 to i64
  %452 = sext i32 %26 to i64
  %453 = zext nneg i32 %446 to i64
  %454 = select i1 %371, i1 %447, i1 false
  %455 = sext i32 %370 to i64
  %456 = mul nsw i64 %59, %455
  %457 = zext nneg i32 %446 to i64
  %458 = sext i32 %370 to i64
  %459 = zext nneg i32 %446 to i64
  %460 = select i1 %379, i1 %447, i1 false
  %461 = sext i32 %378 to i64
  %462 = mul nsw i64 %59, %461
  %463 = zext nneg i32 %446 to i64
  %464 = sext i32 %378 to i64
  %465 = zext nneg i32 %446 to i64
  %466 = select i1 %387, i1 %447, i1 false
  %467 = sext i32 %386 to i64
  %468 = mul nsw i64 %59, %467
  %469 = zext nneg i32 %446 to i64
  %470 = sext i32 %386 to i64
  %471 = zext nneg i32 %446 to i64
  %472 = or disjoint i32 %32, 4
  %473 = icmp slt i32 %472, %18
  %474 = select i1 %363, i1 %473, i1 false
  %475 = sext i32 %26 to i64
  %476 = mul nsw i64 %59, %475
  %477 = zext nneg i32 %472 to i64
  %478 = sext i32 %26 to i64
  %479 = zext nneg i32 %472 to i64
  %480 = select i1 %371, i1 %473, i1 false
  %481 = sext i32 %370 to i64
  %482 = mul nsw i64 %59, %481
  %483 = zext nneg i32 %472 to i64
  %484 = sext i32 %370 to i64
  %485 = zext nneg i32 %472 to i64
  %486 = select i1 %379, i1 %473, i1 false
  %487 = sext i32 %378 to i64
  %488 = mul nsw i64 %59, %487
  %489 = zext nneg i32 %472 to i64
  %490 = sext i32 %378 to i64
  %491 = zext nneg i32 %472 to i64
  %492 = select i1 %387, i1 %473, i1 false
  %493 = sext i32 %386 to i64
  %494 = mul nsw i64 %59, %493
  %495 = zext nneg i32 %472 to i64
  %496 = sext i32 %386 to i64
  %497 = zext nneg i32 %472 to i64
  %498 = or disjoint i32 %32, 5
  %499 = icmp slt i32 %498, %18
  %500 = select i1 %363, i1 %499, i1 false
  %501 = sext i32 %26 to i64
  %502 = mul nsw i64 %59, %501
  %503 = zext nneg i32 %498 to i64
  %504 = sext i32 %26 to i64
  %505 = zext nneg i32 %498 to i64
  %506 = select i1 %371, i1 %499, i1 false
  %507 = sext i32 %370 to i64
  %508 = mul nsw i64 %59, %507
  %509 = zext nneg i32 %498 to i64
  %510 = sext i32 %370 to i64
  %511 = zext nneg i32 %498 to i64
  %512 = select i1 %379, i1 %499, i1 false
  %513 = sext i32 %378 to i64
  %514 = mul nsw i64 %59, %513
  %515 = zext nneg i32 %498 to i64
  %516 = sext i32 %378 to i64
  %517 = zext nneg i32 %498 to i64
  %518 = select i1 %387, i1 %499, i1 false
  %519 = sext i32 %386 to i64
  %520 = mul nsw i64 %59, %519
  %521 = zext nneg i32 %498 to i64
  %522 = sext i32 %386 to i64
  %523 = zext nneg i32 %498 to i64
  %524 = or disjoint i32 %32, 6
  %525 = icmp slt i32 %524, %18
  %526 = select i1 %363, i1 %525, i1 false
  %527 = sext i32 %26 to i64
  %528 = mul nsw i64 %59, %527
  %529 = zext nneg i32 %524 to i64
  %530 = sext i32 %26 to i64
  %531 = zext nneg i32 %524 to i64
  %532 = select i1 %371, i1 %525, i1 false
  %533 = sext i32 %370 to i64
  %534 = mul nsw i64 %59, %533
  %535 = zext nneg i32 %524 to i64
  %536 = sext i32 %370 to i64
  %537 = zext nneg i32 %524 to i64
  %538 = select i1 %379, i1 %525, i1 false
  %539 = sext i32 %378 to i64
  %540 = mul nsw i64 %59, %539
  %541 = zext nneg i32 %524 to i64
  %542 = sext i32 %378 to i64
  %543 = zext nneg i32 %524 to i64
  %544 = select i1 %387, i1 %525, i1 false
  %545 = sext i32 %386 to i64
  %546 = mul nsw i64 %59, %545
  %547 = zext nneg i32 %524 to i64
  %548 = sext i32 %386 to i64
  %549 = zext nneg i32 %524 to i64
  %550 = or disjoint i32 %32, 7
  %551 = icmp slt i32 %550, %18
  %552 = select i1 %363, i1 %551, i1 false
  %553 = sext i32 %26 to i64
  %554 = mul nsw i64 %59, %553
  %555 = zext nneg i32 %550 to i64
  %556 = sext i32 %26 to i64
  %557 = zext nneg i32 %550 to i64
  %558 = select i1 %371, i1 %551, i1 false
  %559 = sext i32 %370 to i64
  %560 = mul nsw i64 %59, %559
  %561 = zext nneg i32 %550 to i64
  %562 = sext i32 %370 to i64
  %563 = zext nneg i32 %550 to i64
  %564 = select i1 %379, i1 %551, i1 false
  %565 = sext i32 %378 to i64
  %566 = mul nsw i64 %59, %565
  %567 = zext nneg i32 %550 to i64
  %568 = sext i32 %378 to i64
  %569 = zext nneg i32 %550 to i64
  %570 = select i1 %387, i1 %551, i1 false
  %571 = sext i32 %386 to i64
  %572 = mul nsw i64 %59, %571
  %573 = zext nneg i32 %550 to i64
  %574 = sext i32 %386 to i64
  %575 = zext nneg i32 %550 to i64
  %576 = or disjoint i32 %32, 8
  %577 = icmp slt i32 %576, %18
  %578 = select i1 %363, i1 %577, i1 false
  %579 = sext i32 %26 to i64
  %580 = mul nsw i64 %59, %579
  %581 = zext nneg i32 %576 to i64
  %582 = sext i32 %26 to i64
  %583 = zext nneg i32 %576 to i64
  %584 = select i1 %371, i1 %577, i1 false
  %585 = sext i32 %370 to i64
  %586 = mul nsw i64 %59, %585
  %587 = zext nneg i32 %576 to i64
  %588 = sext i32 %370 to i64
  %589 = zext nneg i32 %576 to i64
  %590 = select i1 %379, i1 %577, i1 false
  %591 = sext i32 %378 to i64
  %592 = mul nsw i64 %59, %591
  %593 = zext nneg i32 %576 to i64
  %594 = sext i32 %378 to i64
  %595 = zext nneg i32 %576 to i64
  %596 = select i1 %387, i1 %577, i1 false
  %597 = sext i32 %386 to i64
  %598 = mul nsw i64 %59, %597
  %599 = zext nneg i32 %576 to i64
  %600 = sext i32 %386 to i64
  %601 = zext nneg i32 %576 to i64
  %602 = or disjoint i32 %32, 9
  %603 = icmp slt i32 %602, %18
  %604 = select i1 %363, i1 %603, i1 false
  %605 = sext i32 %26 to i64
  %606 = mul nsw i64 %59, %605
  %607 = zext nneg i32 %602 to i64
  %608 = sext i32 %26 to i64
  %609 = zext nneg i32 %602 to i64
  %610 = select i1 %371, i1 %603, i1 false
  %611 = sext i32 %370 to i64
  %612 = mul nsw i64 %59, %611
  %613 = zext nneg i32 %602 to i64
  %614 = sext i32 %370 to i64
  %615 = zext nneg i32 %602 to i64
  %616 = select i1 %379, i1 %603, i1 false
  %617 = sext i32 %378 to i64
  %618 = mul nsw i64 %59, %617
  %619 = zext nneg i32 %602 to i64
  %620 = sext i32 %378 to i64
  %621 = zext nneg i32 %602 to i64
  %622 = select i1 %387, i1 %603, i1 false
  %623 = sext i32 %386 to i64
  %624 = mul nsw i64 %59, %623
  %625 = zext nneg i32 %602 to i64
  %626 = sext i32 %386 to i64
  %627 = zext nneg i32 %602 to i64
  %628 = or disjoint i32 %32, 10
  %629 = icmp slt i32 %628, %18
  %630 = select i1 %363, i1 %629, i1 false
  %631 = sext i32 %26 to i64
  %632 = mul nsw i64 %59, %631
  %633 = zext nneg i32 %628 to i64
  %634 = sext i32 %26 to i64
  %635 = zext nneg i32 %628 to i64
  %636 = select i1 %371, i1 %629, i1 false
  %637 = sext i32 %370 to i64
  %638 = mul nsw i64 %59, %637
  %639 = zext nneg i32 %628 to i64
  %640 = sext i32 %370 to i64
  %641 = zext nneg i32 %628 to i64
  %642 = select i1 %379, i1 %629, i1 false
  %643 = sext i32 %378 to i64
  %644 = mul nsw i64 %59, %643
  %645 = zext nneg i32 %628 to i64
  %646 = sext i32 %378 to i64
  %647 = zext nneg i32 %628 to i64
  %648 = select i1 %387, i1 %629, i1 false
  %649 = sext i32 %386 to i64
  %650 = mul nsw i64 %59, %649
  %651 = zext nneg i32 %628 to i64
  %652 = sext i32 %386 to i64
  %653 = zext nneg i32 %628 to i64
  %654 = or disjoint i32 %32, 11
  %655 = icmp slt i32 %654, %18
  %656 = select i1 %363, i1 %655, i1 false
  %657 = sext i32 %26 to i64
  %658 = mul nsw i64 %59, %657
  %659 = zext nneg i32 %654 to i64
  %660 = sext i32 %26 to i64
  %661 = zext nneg i32 %654 to i64
  %662 = select i1 %371, i1 %655, i1 false
  %663 = sext i32 %370 to i64
  %664 = mul nsw i64 %59, %663
  %665 = zext nneg i32 %654 to i64
  %666 = sext i32 %370 to i64
  %667 = zext nneg i32 %654 to i64
  %668 = select i1 %379, i1 %655, i1 false
  %669 = sext i32 %378 to i64
  %670 = mul nsw i64 %59, %669
  %671 = zext nneg i32 %654 to i64
  %672 = sext i32 %378 to i64
  %673 = zext nneg i32 %654 to i64
  %674 = select i1 %387, i1 %655, i1 false
  %675 = sext i32 %386 to i64
  %676 = mul nsw i64 %59, %675
  %677 = zext nneg i32 %654 to i64
  %678 = sext i32 %386 to i64
  %679 = zext nneg i32 %654 to i64
  %680 = or disjoint i32 %32, 12
  %681 = icmp slt i32 %680, %18
  %682 = select i1 %363, i1 %681, i1 false
  %683 = sext i32 %26 to i64
  %684 = mul nsw i64 %59, %683
  %685 = zext nneg i32 %680 to i64
  %686 = sext i32 %26 to i64
  %687 = zext nneg i32 %680 to i64
  %688 = select i1 %371, i1 %681, i1 false
  %689 = sext i32 %370 to i64
  %690 = mul nsw i64 %59, %689
  %691 = zext nneg i32 %680 to i64
  %692 = sext i32 %370 to i64
  %693 = zext nneg i32 %680 to i64
  %694 = select i1 %379, i1 %681, i1 false
  %695 = sext i32 %378 to i64
  %696 = mul nsw i64 %59, %695
  %697 = zext nneg i32 %680 to i64
  %698 = sext i32 %378 to i64
  %699 = zext nneg i32 %680 to i64
  %700 = select i1 %387, i1 %681, i1 false
  %701 = sext i32 %386 to i64
  %702 = mul nsw i64 %59, %701
  %703 = zext nneg i32 %680 to i64
  %704 = sext i32 %386 to i64
  %705 = zext nneg i32 %680 to i64
  %706 = or disjoint i32 %32, 13
  %707 = icmp slt i32 %706, %18
  %708 = select i1 %363, i1 %707, i1 false
  %709 = sext i32 %26 to i64
  %710 = mul nsw i64 %59, %709
  %711 = zext nneg i32 %706 to i64
  %712 = sext i32 %26 to i64
  %713 = zext nneg i32 %706 to i64
  %714 = select i1 %371, i1 %707, i1 false
  %715 = sext i32 %370 to i64
  %716 = mul nsw i64 %59, %715
  %717 = zext nneg i32 %706 to i64
  %718 = sext i32 %370 to i64
  %719 = zext nneg i32 %706 to i64
  %720 = select i1 %379, i1 %707, i1 false
  %721 = sext i32 %378 to i64
  %722 = mul nsw i64 %59, %721
  %723 = zext nneg i32 %706 to i64
  %724 = sext i32 %378 to i64
  %725 = zext nneg i32 %706 to i64
  %726 = select i1 %387, i1 %707, i1 false
  %727 = sext i32 %386 to i64
  %728 = mul nsw i64 %59, %727
  %729 = zext nneg i32 %706 to i64
  %730 = sext i32 %386 to i64
  %731 = zext nneg i32 %706 to i64
  %732 = or disjoint i32 %32, 14
  %733 = icmp slt i32 %732, %18
  %734 = select i1 %363, i1 %733, i1 false
  %735 = sext i32 %26 to i64
  %736 = mul nsw i64 %59, %735
  %737 = zext nneg i32 %732 to i64
  %738 = sext i32 %26 to i64
  %739 = zext nneg i32 %732 to i64
  %740 = select i1 %371, i1 %733, i1 false
  %741 = sext i32 %370 to i64
  %742 = mul nsw i64 %59, %741
  %743 = zext nneg i32 %732 to i64
  %744 = sext i32 %370 to i64
  %745 = zext nneg i32 %732 to i64
  %746 = select i1 %379, i1 %733, i1 false
  %747 = sext i32 %378 to i64
  %748 = mul nsw i64 %59, %747
  %749 = zext nneg i32 %732 to i64
  %750 = sext i32 %378 to i64
  %751 = zext nneg i32 %732 to i64
  %752 = select i1 %387, i1 %733, i1 false
  %753 = sext i32 %386 to i64
  %754 = mul nsw i64 %59, %753
  %755 = zext nneg i32 %732 to i64
  %756 = sext i32 %386 to i64
  %757 = zext nneg i32 %732 to i64
  %758 = or disjoint i32 %32, 15
  %759 = icmp slt i32 %758, %18
  %760 = select i1 %363, i1 %759, i1 false
  %761 = sext i32 %26 to i64
  %762 = mul nsw i64 %59, %761
  %763 = zext nneg i32 %758 to i64
  %764 = sext i32 %26 to i64
  %765 = zext nneg i32 %758 to i64
  %766 = select i1 %371, i1 %759, i1 false
  %767 = sext i32 %370 to i64
  %768 = mul nsw i64 %59, %767
  %769 = zext nneg i32 %758 to i64
  %770 = sext i32 %370 to i64
  %771 = zext nneg i32 %758 to i64
  %772 = select i1 %379, i1 %759, i1 false
  %773 = sext i32 %378 to i64
  %774 = mul nsw i64 %59, %773
  %775 = zext nneg i32 %758 to i64
  %776 = sext i32 %378 to i64
  %777 = zext nneg i32 %758 to i64
  %778 = select i1 %387, i1 %759, i1 false
  %779 = sext i32 %386 to i64
  %780 = mul nsw i64 %59, %779
  %781 = zext nneg i32 %758 to i64
  %782 = sext i32 %386 to i64
  %783 = zext nneg i32 %758 to i64
  br label %784

784:                                              ; preds = %2972, %52
  %785 = phi i32 [ %33, %52 ], [ %2978, %2972 ]
  %786 = phi ptr [ %37, %52 ], [ %2973, %2972 ]
  %787 = phi ptr [ %40, %52 ], [ %2974, %2972 ]
  %788 = phi ptr [ %47, %52 ], [ %2976, %2972 ]
  %789 = phi ptr [ %50, %52 ], [ %2977, %2972 ]
  br i1 %53, label %790, label %919

790:                                              ; preds = %784
  %791 = getelementptr float, ptr %786, i64 %72
  %792 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %73
  %793 = getelementptr float, ptr %786, i64 %78
  %794 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %79
  %795 = getelementptr float, ptr %786, i64 %84
  %796 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %85
  %797 = getelementptr float, ptr %786, i64 %90
  %798 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %91
  %799 = getelementptr float, ptr %786, i64 %96
  %800 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %97
  %801 = getelementptr float, ptr %786, i64 %100
  %802 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %101
  %803 = getelementptr float, ptr %786, i64 %104
  %804 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %105
  %805 = getelementptr float, ptr %786, i64 %108
  %806 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %109
  %807 = getelementptr float, ptr %786, i64 %114
  %808 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %115
  %809 = getelementptr float, ptr %786, i64 %118
  %810 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %119
  %811 = getelementptr float, ptr %786, i64 %122
  %812 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %123
  %813 = getelementptr float, ptr %786, i64 %126
  %814 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %127
  %815 = getelementptr float, ptr %786, i64 %132
  %816 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %133
  %817 = getelementptr float, ptr %786, i64 %136
  %818 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %137
  %819 = getelementptr float, ptr %786, i64 %140
  %820 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %141
  %821 = getelementptr float, ptr %786, i64 %144
  %822 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %145
  %823 = getelementptr float, ptr %786, i64 %150
  %824 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %151
  %825 = getelementptr float, ptr %786, i64 %154
  %826 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %155
  %827 = getelementptr float, ptr %786, i64 %158
  %828 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %159
  %829 = getelementptr float, ptr %786, i64 %162
  %830 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %163
  %831 = getelementptr float, ptr %786, i64 %168
  %832 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %169
  %833 = getelementptr float, ptr %786, i64 %172
  %834 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %173
  %835 = getelementptr float, ptr %786, i64 %176
  %836 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %177
  %837 = getelementptr float, ptr %786, i64 %180
  %838 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %181
  %839 = getelementptr float, ptr %786, i64 %186
  %840 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %187
  %841 = getelementptr float, ptr %786, i64 %190
  %842 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %191
  %843 = getelementptr float, ptr %786, i64 %194
  %844 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %195
  %845 = getelementptr float, ptr %786, i64 %198
  %846 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %199
  %847 = getelementptr float, ptr %786, i64 %204
  %848 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %205
  %849 = getelementptr float, ptr %786, i64 %208
  %850 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %209
  %851 = getelementptr float, ptr %786, i64 %212
  %852 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %213
  %853 = getelementptr float, ptr %786, i64 %216
  %854 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %217
  %855 = getelementptr float, ptr %786, i64 %222
  %856 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %223
  %857 = getelementptr float, ptr %786, i64 %226
  %858 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %227
  %859 = getelementptr float, ptr %786, i64 %230
  %860 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %231
  %861 = getelementptr float, ptr %786, i64 %234
  %862 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %235
  %863 = getelementptr float, ptr %786, i64 %240
  %864 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %241
  %865 = getelementptr float, ptr %786, i64 %244
  %866 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %245
  %867 = getelementptr float, ptr %786, i64 %248
  %868 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %249
  %869 = getelementptr float, ptr %786, i64 %252
  %870 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %253
  %871 = getelementptr float, ptr %786, i64 %258
  %872 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %259
  %873 = getelementptr float, ptr %786, i64 %262
  %874 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %263
  %875 = getelementptr float, ptr %786, i64 %266
  %876 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %267
  %877 = getelementptr float, ptr %786, i64 %270
  %878 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %271
  %879 = getelementptr float, ptr %786, i64 %276
  %880 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %277
  %881 = getelementptr float, ptr %786, i64 %280
  %882 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %281
  %883 = getelementptr float, ptr %786, i64 %284
  %884 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %285
  %885 = getelementptr float, ptr %786, i64 %288
  %886 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %289
  %887 = getelementptr float, ptr %786, i64 %294
  %888 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %295
  %889 = getelementptr float, ptr %786, i64 %298
  %890 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %299
  %891 = getelementptr float, ptr %786, i64 %302
  %892 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %303
  %893 = getelementptr float, ptr %786, i64 %306
  %894 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %307
  %895 = getelementptr float, ptr %786, i64 %312
  %896 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %313
  %897 = getelementptr float, ptr %786, i64 %316
  %898 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %317
  %899 = getelementptr float, ptr %786, i64 %320
  %900 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %321
  %901 = getelementptr float, ptr %786, i64 %324
  %902 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %325
  %903 = getelementptr float, ptr %786, i64 %330
  %904 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %331
  %905 = getelementptr float, ptr %786, i64 %334
  %906 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %335
  %907 = getelementptr float, ptr %786, i64 %338
  %908 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %339
  %909 = getelementptr float, ptr %786, i64 %342
  %910 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %343
  %911 = getelementptr float, ptr %786, i64 %348
  %912 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %349
  %913 = getelementptr float, ptr %786, i64 %352
  %914 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %353
  %915 = getelementptr float, ptr %786, i64 %356
  %916 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %357
  %917 = getelementptr float, ptr %786, i64 %360
  %918 = getelementptr %"struct.cutlass::half_t", ptr %787, i64 %361
  br label %985

919:                                              ; preds = %1817, %784
  %920 = phi float [ %9, %784 ], [ %1818, %1817 ]
  %921 = phi float [ %9, %784 ], [ %1770, %1817 ]
  %922 = phi float [ %9, %784 ], [ %1722, %1817 ]
  %923 = phi float [ %9, %784 ], [ %1674, %1817 ]
  %924 = phi float [ %9, %784 ], [ %1626, %1817 ]
  %925 = phi float [ %9, %784 ], [ %1578, %1817 ]
  %926 = phi float [ %9, %784 ], [ %1530, %1817 ]
  %927 = phi float [ %9, %784 ], [ %1482, %1817 ]
  %928 = phi float [ %9, %784 ], [ %1434, %1817 ]
  %929 = phi float [ %9, %784 ], [ %1386, %1817 ]
  %930 = phi float [ %9, %784 ], [ %1338, %1817 ]
  %931 = phi float [ %9, %784 ], [ %1290, %1817 ]
  %932 = phi float [ %9, %784 ], [ %1242, %1817 ]
  %933 = phi float [ %9, %784 ], [ %1194, %1817 ]
  %934 = phi float [ %9, %784 ], [ %1146, %1817 ]
  %935 = phi float [ %9, %784 ], [ %1098, %1817 ]
  %936 = phi float [ %9, %784 ], [ %1806, %1817 ]
  %937 = phi float [ %9, %784 ], [ %1758, %1817 ]
  %938 = phi float [ %9, %784 ], [ %1710, %1817 ]
  %939 = phi float [ %9, %784 ], [ %1662, %1817 ]
  %940 = phi float [ %9, %784 ], [ %1614, %1817 ]
  %941 = phi float [ %9, %784 ], [ %1566, %1817 ]
  %942 = phi float [ %9, %784 ], [ %1518, %1817 ]
  %943 = phi float [ %9, %784 ], [ %1470, %1817 ]
  %944 = phi float [ %9, %784 ], [ %1422, %1817 ]
  %945 = phi float [ %9, %784 ], [ %1374, %1817 ]
  %946 = phi float [ %9, %784 ], [ %1326, %1817 ]
  %947 = phi float [ %9, %784 ], [ %1278, %1817 ]
  %948 = phi float [ %9, %784 ], [ %1230, %1817 ]
  %949 = phi float [ %9, %784 ], [ %1182, %1817 ]
  %950 = phi float [ %9, %784 ], [ %1134, %1817 ]
  %951 = phi float [ %9, %784 ], [ %1086, %1817 ]
  %952 = phi float [ %9, %784 ], [ %1794, %1817 ]
  %953 = phi float [ %9, %784 ], [ %1746, %1817 ]
  %954 = phi float [ %9, %784 ], [ %1698, %1817 ]
  %955 = phi float [ %9, %784 ], [ %1650, %1817 ]
  %956 = phi float [ %9, %784 ], [ %1602, %1817 ]
  %957 = phi float [ %9, %784 ], [ %1554, %1817 ]
  %958 = phi float [ %9, %784 ], [ %1506, %1817 ]
  %959 = phi float [ %9, %784 ], [ %1458, %1817 ]
  %960 = phi float [ %9, %784 ], [ %1410, %1817 ]
  %961 = phi float [ %9, %784 ], [ %1362, %1817 ]
  %962 = phi float [ %9, %784 ], [ %1314, %1817 ]
  %963 = phi float [ %9, %784 ], [ %1266, %1817 ]
  %964 = phi float [ %9, %784 ], [ %1218, %1817 ]
  %965 = phi float [ %9, %784 ], [ %1170, %1817 ]
  %966 = phi float [ %9, %784 ], [ %1122, %1817 ]
  %967 = phi float [ %9, %784 ], [ %1074, %1817 ]
  %968 = phi float [ %9, %784 ], [ %1782, %1817 ]
  %969 = phi float [ %9, %784 ], [ %1734, %1817 ]
  %970 = phi float [ %9, %784 ], [ %1686, %1817 ]
  %971 = phi float [ %9, %784 ], [ %1638, %1817 ]
  %972 = phi float [ %9, %784 ], [ %1590, %1817 ]
  %973 = phi float [ %9, %784 ], [ %1542, %1817 ]
  %974 = phi float [ %9, %784 ], [ %1494, %1817 ]
  %975 = phi float [ %9, %784 ], [ %1446, %1817 ]
  %976 = phi float [ %9, %784 ], [ %1398, %1817 ]
  %977 = phi float [ %9, %784 ], [ %1350, %1817 ]
  %978 = phi float [ %9, %784 ], [ %1302, %1817 ]
  %979 = phi float [ %9, %784 ], [ %1254, %1817 ]
  %980 = phi float [ %9, %784 ], [ %1206, %1817 ]
  %981 = phi float [ %9, %784 ], [ %1158, %1817 ]
  %982 = phi float [ %9, %784 ], [ %1110, %1817 ]
  %983 = phi float [ %9, %784 ], [ %1062, %1817 ]
  %984 = icmp eq ptr %788, null
  br i1 %364, label %1821, label %1838

985:                                              ; preds = %1817, %790
  %986 = phi float [ %9, %790 ], [ %1818, %1817 ]
  %987 = phi float [ %9, %790 ], [ %1770, %1817 ]
  %988 = phi float [ %9, %790 ], [ %1722, %1817 ]
  %989 = phi float [ %9, %790 ], [ %1674, %1817 ]
  %990 = phi float [ %9, %790 ], [ %1626, %1817 ]
  %991 = phi float [ %9, %790 ], [ %1578, %1817 ]
  %992 = phi float [ %9, %790 ], [ %1530, %1817 ]
  %993 = phi float [ %9, %790 ], [ %1482, %1817 ]
  %994 = phi float [ %9, %790 ], [ %1434, %1817 ]
  %995 = phi float [ %9, %790 ], [ %1386, %1817 ]
  %996 = phi float [ %9, %790 ], [ %1338, %1817 ]
  %997 = phi float [ %9, %790 ], [ %1290, %1817 ]
  %998 = phi float [ %9, %790 ], [ %1242, %1817 ]
  %999 = phi float [ %9, %790 ], [ %1194, %1817 ]
  %1000 = phi float [ %9, %790 ], [ %1146, %1817 ]
  %1001 = phi float [ %9, %790 ], [ %1098, %1817 ]
  %1002 = phi float [ %9, %790 ], [ %1806, %1817 ]
  %1003 = phi float [ %9, %790 ], [ %1758, %1817 ]
  %1004 = phi float [ %9, %790 ], [ %1710, %1817 ]
  %1005 = phi float [ %9, %790 ], [ %1662, %1817 ]
  %1006 = phi float [ %9, %790 ], [ %1614, %1817 ]
  %1007 = phi float [ %9, %790 ], [ %1566, %1817 ]
  %1008 = phi float [ %9, %790 ], [ %1518, %1817 ]
  %1009 = phi float [ %9, %790 ], [ %1470, %1817 ]
  %1010 = phi float [ %9, %790 ], [ %1422, %1817 ]
  %1011 = phi float [ %9, %790 ], [ %1374, %1817 ]
  %1012 = phi float [ %9, %790 ], [ %1326, %1817 ]
  %1013 = phi float [ %9, %790 ], [ %1278, %1817 ]
  %1014 = phi float [ %9, %790 ], [ %1230, %1817 ]
  %1015 = phi float [ %9, %790 ], [ %1182, %1817 ]
  %1016 = phi float [ %9, %790 ], [ %1134, %1817 ]
  %1017 = phi float [ %9, %790 ], [ %1086, %1817 ]
  %1018 = phi float [ %9, %790 ], [ %1794, %1817 ]
  %1019 = phi float [ %9, %790 ], [ %1746, %1817 ]
  %1020 = phi float [ %9, %790 ], [ %1698, %1817 ]
  %1021 = phi float [ %9, %790 ], [ %1650, %1817 ]
  %1022 = phi float [ %9, %790 ], [ %1602, %1817 ]
  %1023 = phi float [ %9, %790 ], [ %1554, %1817 ]
  %1024 = phi float [ %9, %790 ], [ %1506, %1817 ]
  %1025 = phi float [ %9, %790 ], [ %1458, %1817 ]
  %1026 = phi float [ %9, %790 ], [ %1410, %1817 ]
  %1027 = phi float [ %9, %790 ], [ %1362, %1817 ]
  %1028 = phi float [ %9, %790 ], [ %1314, %1817 ]
  %1029 = phi float [ %9, %790 ], [ %1266, %1817 ]
  %1030 = phi float [ %9, %790 ], [ %1218, %1817 ]
  %1031 = phi float [ %9, %790 ], [ %1170, %1817 ]
  %1032 = phi float [ %9, %790 ], [ %1122, %1817 ]
  %1033 = phi float [ %9, %790 ], [ %1074, %1817 ]
  %1034 = phi float [ %9, %790 ], [ %1782, %1817 ]
  %1035 = phi float [ %9, %790 ], [ %1734, %1817 ]
  %1036 = phi float [ %9, %790 ], [ %1686, %1817 ]
  %1037 = phi float [ %9, %790 ], [ %1638, %1817 ]
  %1038 = phi float [ %9, %790 ], [ %1590, %1817 ]
  %1039 = phi float [ %9, %790 ], [ %1542, %1817 ]
  %1040 = phi float [ %9, %790 ], [ %1494, %1817 ]
  %1041 = phi float [ %9, %790 ], [ %1446, %1817 ]
  %1042 = phi float [ %9, %790 ], [ %1398, %1817 ]
  %1043 = phi float [ %9, %790 ], [ %1350, %1817 ]
  %1044 = phi float [ %9, %790 ], [ %1302, %1817 ]
  %1045 = phi float [ %9, %790 ], [ %1254, %1817 ]
  %1046 = phi float [ %9, %790 ], [ %1206, %1817 ]
  %1047 = phi float [ %9, %790 ], [ %1158, %1817 ]
  %1048 = phi float [ %9, %790 ], [ %1110, %1817 ]
  %1049 = phi float [ %9, %790 ], [ %1062, %1817 ]
  %1050 = phi i32 [ 0, %790 ], [ %1819, %1817 ]
  br i1 %70, label %1051, label %1061

1051:                                             ; preds = %985
  %1052 = zext nneg i32 %1050 to i64
  %1053 = getelementptr float, ptr %791, i64 %1052
  %1054 = load float, ptr %1053, align 4, !tbaa !28
  %1055 = mul nsw i64 %57, %1052
  %1056 = getelementptr %"struct.cutlass::half_t", ptr %792, i64 %1055
  %1057 = load i16, ptr %1056, align 2, !tbaa !23
  %1058 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1057) #2, !srcloc !25
  %1059 = fmul contract float %1054, %1058
  %1060 = fadd contract float %1059, %1049
  br label %1061

1061:                                             ; preds = %1051, %985
  %1062 = phi float [ %1060, %1051 ], [ %1049, %985 ]
  br i1 %76, label %1063, label %1073

1063:                                             ; preds = %1061
  %1064 = zext nneg i32 %1050 to i64
  %1065 = getelementptr float, ptr %793, i64 %1064
  %1066 = load float, ptr %1065, align 4, !tbaa !28
  %1067 = mul nsw i64 %57, %1064
  %1068 = getelementptr %"struct.cutlass::half_t", ptr %794, i64 %1067
  %1069 = load i16, ptr %1068, align 2, !tbaa !23
  %1070 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1069) #2, !srcloc !25
  %1071 = fmul contract float %1066, %1070
  %1072 = fadd contract float %1071, %1033
  br label %1073

1073:                                             ; preds = %1063, %1061
  %1074 = phi float [ %1072, %1063 ], [ %1033, %1061 ]
  br i1 %82, label %1075, label %1085

1075:                                             ; preds = %1073
  %1076 = zext nneg i32 %1050 to i64
  %1077 = getelementptr float, ptr %795, i64 %1076
  %1078 = load float, ptr %1077, align 4, !tbaa !28
  %1079 = mul nsw i64 %57, %1076
  %1080 = getelementptr %"struct.cutlass::half_t", ptr %796, i64 %1079
  %1081 = load i16, ptr %1080, align 2, !tbaa !23
  %1082 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1081) #2, !srcloc !25
  %1083 = fmul contract float %1078, %1082
  %1084 = fadd contract float %1083, %1017
  br label %1085

1085:                                             ; preds = %1075, %1073
  %1086 = phi float [ %1084, %1075 ], [ %1017, %1073 ]
  br i1 %88, label %1087, label %1097

1087:                                             ; preds = %1085
  %1088 = zext nneg i32 %1050 to i64
  %1089 = getelementptr float, ptr %797, i64 %1088
  %1090 = load float, ptr %1089, align 4, !tbaa !28
  %1091 = mul nsw i64 %57, %1088
  %1092 = getelementptr %"struct.cutlass::half_t", ptr %798, i64 %1091
  %1093 = load i16, ptr %1092, align 2, !tbaa !23
  %1094 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1093) #2, !srcloc !25
  %1095 = fmul contract float %1090, %1094
  %1096 = fadd contract float %1095, %1001
  br label %1097

1097:                                             ; preds = %1087, %1085
  %1098 = phi float [ %1096, %1087 ], [ %1001, %1085 ]
  br i1 %94, label %1099, label %1109

1099:                                             ; preds = %1097
  %1100 = zext nneg i32 %1050 to i64
  %1101 = getelementptr float, ptr %799, i64 %1100
  %1102 = load float, ptr %1101, align 4, !tbaa !28
  %1103 = mul nsw i64 %57, %1100
  %1104 = getelementptr %"struct.cutlass::half_t", ptr %800, i64 %1103
  %1105 = load i16, ptr %1104, align 2, !tbaa !23
  %1106 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1105) #2, !srcloc !25
  %1107 = fmul contract float %1102, %1106
  %1108 = fadd contract float %1107, %1048
  br label %1109

1109:                                             ; preds = %1099, %1097
  %1110 = phi float [ %1108, %1099 ], [ %1048, %1097 ]
  br i1 %98, label %1111, label %1121

1111:                                             ; preds = %1109
  %1112 = zext nneg i32 %1050 to i64
  %1113 = getelementptr float, ptr %801, i64 %1112
  %1114 = load float, ptr %1113, align 4, !tbaa !28
  %1115 = mul nsw i64 %57, %1112
  %1116 = getelementptr %"struct.cutlass::half_t", ptr %802, i64 %1115
  %1117 = load i16, ptr %1116, align 2, !tbaa !23
  %1118 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1117) #2, !srcloc !25
  %1119 = fmul contract float %1114, %1118
  %1120 = fadd contract float %1119, %1032
  br label %1121

1121:                                             ; preds = %1111, %1109
  %1122 = phi float [ %1120, %1111 ], [ %1032, %1109 ]
  br i1 %102, label %1123, label %1133

1123:                                             ; preds = %1121
  %1124 = zext nneg i32 %1050 to i64
  %1125 = getelementptr float, ptr %803, i64 %1124
  %1126 = load float, ptr %1125, align 4, !tbaa !28
  %1127 = mul nsw i64 %57, %1124
  %1128 = getelementptr %"struct.cutlass::half_t", ptr %804, i64 %1127
  %1129 = load i16, ptr %1128, align 2, !tbaa !23
  %1130 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1129) #2, !srcloc !25
  %1131 = fmul contract float %1126, %1130
  %1132 = fadd contract float %1131, %1016
  br label %1133

1133:                                             ; preds = %1123, %1121
  %1134 = phi float [ %1132, %1123 ], [ %1016, %1121 ]
  br i1 %106, label %1135, label %1145

1135:                                             ; preds = %1133
  %1136 = zext nneg i32 %1050 to i64
  %1137 = getelementptr float, ptr %805, i64 %1136
  %1138 = load float, ptr %1137, align 4, !tbaa !28
  %1139 = mul nsw i64 %57, %1136
  %1140 = getelementptr %"struct.cutlass::half_t", ptr %806, i64 %1139
  %1141 = load i16, ptr %1140, align 2, !tbaa !23
  %1142 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1141) #2, !srcloc !25
  %1143 = fmul contract float %1138, %1142
  %1144 = fadd contract float %1143, %1000
  br label %1145

1145:                                             ; preds = %1135, %1133
  %1146 = phi float [ %1144, %1135 ], [ %1000, %1133 ]
  br i1 %112, label %1147, label %1157

1147:                                             ; preds = %1145
  %1148 = zext nneg i32 %1050 to i64
  %1149 = getelementptr float, ptr %807, i64 %1148
  %1150 = load float, ptr %1149, align 4, !tbaa !28
  %1151 = mul nsw i64 %57, %1148
  %1152 = getelementptr %"struct.cutlass::half_t", ptr %808, i64 %1151
  %1153 = load i16, ptr %1152, align 2, !tbaa !23
  %1154 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1153) #2, !srcloc !25
  %1155 = fmul contract float %1150, %1154
  %1156 = fadd contract float %1155, %1047
  br label %1157

1157:                                             ; preds = %1147, %1145
  %1158 = phi float [ %1156, %1147 ], [ %1047, %1145 ]
  br i1 %116, label %1159, label %1169

1159:                                             ; preds = %1157
  %1160 = zext nneg i32 %1050 to i64
  %1161 = getelementptr float, ptr %809, i64 %1160
  %1162 = load float, ptr %1161, align 4, !tbaa !28
  %1163 = mul nsw i64 %57, %1160
  %1164 = getelementptr %"struct.cutlass::half_t", ptr %810, i64 %1163
  %1165 = load i16, ptr %1164, align 2, !tbaa !23
  %1166 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1165) #2, !srcloc !25
  %1167 = fmul contract float %1162, %1166
  %1168 = fadd contract float %1167, %1031
  br label %1169

1169:                                             ; preds = %1159, %1157
  %1170 = phi float [ %1168, %1159 ], [ %1031, %1157 ]
  br i1 %120, label %1171, label %1181

1171:                                             ; preds = %1169
  %1172 = zext nneg i32 %1050 to i64
  %1173 = getelementptr float, ptr %811, i64 %1172
  %1174 = load float, ptr %1173, align 4, !tbaa !28
  %1175 = mul nsw i64 %57, %1172
  %1176 = getelementptr %"struct.cutlass::half_t", ptr %812, i64 %1175
  %1177 = load i16, ptr %1176, align 2, !tbaa !23
  %1178 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1177) #2, !srcloc !25
  %1179 = fmul contract float %1174, %1178
  %1180 = fadd contract float %1179, %1015
  br label %1181

1181:                                             ; preds = %1171, %1169
  %1182 = phi float [ %1180, %1171 ], [ %1015, %1169 ]
  br i1 %124, label %1183, label %1193

1183:                                             ; preds = %1181
  %1184 = zext nneg i32 %1050 to i64
  %1185 = getelementptr float, ptr %813, i64 %1184
  %1186 = load float, ptr %1185, align 4, !tbaa !28
  %1187 = mul nsw i64 %57, %1184
  %1188 = getelementptr %"struct.cutlass::half_t", ptr %814, i64 %1187
  %1189 = load i16, ptr %1188, align 2, !tbaa !23
  %1190 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1189) #2, !srcloc !25
  %1191 = fmul contract float %1186, %1190
  %1192 = fadd contract float %1191, %999
  br label %1193

1193:                                             ; preds = %1183, %1181
  %1194 = phi float [ %1192, %1183 ], [ %999, %1181 ]
  br i1 %130, label %1195, label %1205

1195:                                             ; preds = %1193
  %1196 = zext nneg i32 %1050 to i64
  %1197 = getelementptr float, ptr %815, i64 %1196
  %1198 = load float, ptr %1197, align 4, !tbaa !28
  %1199 = mul nsw i64 %57, %1196
  %1200 = getelementptr %"struct.cutlass::half_t", ptr %816, i64 %1199
  %1201 = load i16, ptr %1200, align 2, !tbaa !23
  %1202 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1201) #2, !srcloc !25
  %1203 = fmul contract float %1198, %1202
  %1204 = fadd contract float %1203, %1046
  br label %1205

1205:                                             ; preds = %1195, %1193
  %1206 = phi float [ %1204, %1195 ], [ %1046, %1193 ]
  br i1 %134, label %1207, label %1217

1207:                                             ; preds = %1205
  %1208 = zext nneg i32 %1050 to i64
  %1209 = getelementptr float, ptr %817, i64 %1208
  %1210 = load float, ptr %1209, align 4, !tbaa !28
  %1211 = mul nsw i64 %57, %1208
  %1212 = getelementptr %"struct.cutlass::half_t", ptr %818, i64 %1211
  %1213 = load i16, ptr %1212, align 2, !tbaa !23
  %1214 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1213) #2, !srcloc !25
  %1215 = fmul contract float %1210, %1214
  %1216 = fadd contract float %1215, %1030
  br label %1217

1217:                                             ; preds = %1207, %1205
  %1218 = phi float [ %1216, %1207 ], [ %1030, %1205 ]
  br i1 %138, label %1219, label %1229

1219:                                             ; preds = %1217
  %1220 = zext nneg i32 %1050 to i64
  %1221 = getelementptr float, ptr %819, i64 %1220
  %1222 = load float, ptr %1221, align 4, !tbaa !28
  %1223 = mul nsw i64 %57, %1220
  %1224 = getelementptr %"struct.cutlass::half_t", ptr %820, i64 %1223
  %1225 = load i16, ptr %1224, align 2, !tbaa !23
  %1226 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1225) #2, !srcloc !25
  %1227 = fmul contract float %1222, %1226
  %1228 = fadd contract float %1227, %1014
  br label %1229

1229:                                             ; preds = %1219, %1217
  %1230 = phi float [ %1228, %1219 ], [ %1014, %1217 ]
  br i1 %142, label %1231, label %1241

1231:                                             ; preds = %1229
  %1232 = zext nneg i32 %1050 to i64
  %1233 = getelementptr float, ptr %821, i64 %1232
  %1234 = load float, ptr %1233, align 4, !tbaa !28
  %1235 = mul nsw i64 %57, %1232
  %1236 = getelementptr %"struct.cutlass::half_t", ptr %822, i64 %1235
  %1237 = load i16, ptr %1236, align 2, !tbaa !23
  %1238 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1237) #2, !srcloc !25
  %1239 = fmul contract float %1234, %1238
  %1240 = fadd contract float %1239, %998
  br label %1241

1241:                                             ; preds = %1231, %1229
  %1242 = phi float [ %1240, %1231 ], [ %998, %1229 ]
  br i1 %148, label %1243, label %1253

1243:                                             ; preds = %1241
  %1244 = zext nneg i32 %1050 to i64
  %1245 = getelementptr float, ptr %823, i64 %1244
  %1246 = load float, ptr %1245, align 4, !tbaa !28
  %1247 = mul nsw i64 %57, %1244
  %1248 = getelementptr %"struct.cutlass::half_t", ptr %824, i64 %1247
  %1249 = load i16, ptr %1248, align 2, !tbaa !23
  %1250 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1249) #2, !srcloc !25
  %1251 = fmul contract float %1246, %1250
  %1252 = fadd contract float %1251, %1045
  br label %1253

1253:                                             ; preds = %1243, %1241
  %1254 = phi float [ %1252, %1243 ], [ %1045, %1241 ]
  br i1 %152, label %1255, label %1265

1255:                                             ; preds = %1253
  %1256 = zext nneg i32 %1050 to i64
  %1257 = getelementptr float, ptr %825, i64 %1256
  %1258 = load float, ptr %1257, align 4, !tbaa !28
  %1259 = mul nsw i64 %57, %1256
  %1260 = getelementptr %"struct.cutlass::half_t", ptr %826, i64 %1259
  %1261 = load i16, ptr %1260, align 2, !tbaa !23
  %1262 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1261) #2, !srcloc !25
  %1263 = fmul contract float %1258, %1262
  %1264 = fadd contract float %1263, %1029
  br label %1265

1265:                                             ; preds = %1255, %1253
  %1266 = phi float [ %1264, %1255 ], [ %1029, %1253 ]
  br i1 %156, label %1267, label %1277

1267:                                             ; preds = %1265
  %1268 = zext nneg i32 %1050 to i64
  %1269 = getelementptr float, ptr %827, i64 %1268
  %1270 = load float, ptr %1269, align 4, !tbaa !28
  %1271 = mul nsw i64 %57, %1268
  %1272 = getelementptr %"struct.cutlass::half_t", ptr %828, i64 %1271
  %1273 = load i16, ptr %1272, align 2, !tbaa !23
  %1274 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1273) #2, !srcloc !25
  %1275 = fmul contract float %1270, %1274
  %1276 = fadd contract float %1275, %1013
  br label %1277

1277:                                             ; preds = %1267, %1265
  %1278 = phi float [ %1276, %1267 ], [ %1013, %1265 ]
  br i1 %160, label %1279, label %1289

1279:                                             ; preds = %1277
  %1280 = zext nneg i32 %1050 to i64
  %1281 = getelementptr float, ptr %829, i64 %1280
  %1282 = load float, ptr %1281, align 4, !tbaa !28
  %1283 = mul nsw i64 %57, %1280
  %1284 = getelementptr %"struct.cutlass::half_t", ptr %830, i64 %1283
  %1285 = load i16, ptr %1284, align 2, !tbaa !23
  %1286 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1285) #2, !srcloc !25
  %1287 = fmul contract float %1282, %1286
  %1288 = fadd contract float %1287, %997
  br label %1289

1289:                                             ; preds = %1279, %1277
  %1290 = phi float [ %1288, %1279 ], [ %997, %1277 ]
  br i1 %166, label %1291, label %1301

1291:                                             ; preds = %1289
  %1292 = zext nneg i32 %1050 to i64
  %1293 = getelementptr float, ptr %831, i64 %1292
  %1294 = load float, ptr %1293, align 4, !tbaa !28
  %1295 = mul nsw i64 %57, %1292
  %1296 = getelementptr %"struct.cutlass::half_t", ptr %832, i64 %1295
  %1297 = load i16, ptr %1296, align 2, !tbaa !23
  %1298 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1297) #2, !srcloc !25
  %1299 = fmul contract float %1294, %1298
  %1300 = fadd contract float %1299, %1044
  br label %1301

1301:                                             ; preds = %1291, %1289
  %1302 = phi float [ %1300, %1291 ], [ %1044, %1289 ]
  br i1 %170, label %1303, label %1313

1303:                                             ; preds = %1301
  %1304 = zext nneg i32 %1050 to i64
  %1305 = getelementptr float, ptr %833, i64 %1304
  %1306 = load float, ptr %1305, align 4, !tbaa !28
  %1307 = mul nsw i64 %57, %1304
  %1308 = getelementptr %"struct.cutlass::half_t", ptr %834, i64 %1307
  %1309 = load i16, ptr %1308, align 2, !tbaa !23
  %1310 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1309) #2, !srcloc !25
  %1311 = fmul contract float %1306, %1310
  %1312 = fadd contract float %1311, %1028
  br label %1313

1313:                                             ; preds = %1303, %1301
  %1314 = phi float [ %1312, %1303 ], [ %1028, %1301 ]
  br i1 %174, label %1315, label %1325

1315:                                             ; preds = %1313
  %1316 = zext nneg i32 %1050 to i64
  %1317 = getelementptr float, ptr %835, i64 %1316
  %1318 = load float, ptr %1317, align 4, !tbaa !28
  %1319 = mul nsw i64 %57, %1316
  %1320 = getelementptr %"struct.cutlass::half_t", ptr %836, i64 %1319
  %1321 = load i16, ptr %1320, align 2, !tbaa !23
  %1322 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1321) #2, !srcloc !25
  %1323 = fmul contract float %1318, %1322
  %1324 = fadd contract float %1323, %1012
  br label %1325

1325:                                             ; preds = %1315, %1313
  %1326 = phi float [ %1324, %1315 ], [ %1012, %1313 ]
  br i1 %178, label %1327, label %1337

1327:                                             ; preds = %1325
  %1328 = zext nneg i32 %1050 to i64
  %1329 = getelementptr float, ptr %837, i64 %1328
  %1330 = load float, ptr %1329, align 4, !tbaa !28
  %1331 = mul nsw i64 %57, %1328
  %1332 = getelementptr %"struct.cutlass::half_t", ptr %838, i64 %1331
  %1333 = load i16, ptr %1332, align 2, !tbaa !23
  %1334 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1333) #2, !srcloc !25
  %1335 = fmul contract float %1330, %1334
  %1336 = fadd contract float %1335, %996
  br label %1337

1337:                                             ; preds = %1327, %1325
  %1338 = phi float [ %1336, %1327 ], [ %996, %1325 ]
  br i1 %184, label %1339, label %1349

1339:                                             ; preds = %1337
  %1340 = zext nneg i32 %1050 to i64
  %1341 = getelementptr float, ptr %839, i64 %1340
  %1342 = load float, ptr %1341, align 4, !tbaa !28
  %1343 = mul nsw i64 %57, %1340
  %1344 = getelementptr %"struct.cutlass::half_t", ptr %840, i64 %1343
  %1345 = load i16, ptr %1344, align 2, !tbaa !23
  %1346 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1345) #2, !srcloc !25
  %1347 = fmul contract float %1342, %1346
  %1348 = fadd contract float %1347, %1043
  br label %1349

1349:                                             ; preds = %1339, %1337
  %1350 = phi float [ %1348, %1339 ], [ %1043, %1337 ]
  br i1 %188, label %1351, label %1361

1351:                                             ; preds = %1349
  %1352 = zext nneg i32 %1050 to i64
  %1353 = getelementptr float, ptr %841, i64 %1352
  %1354 = load float, ptr %1353, align 4, !tbaa !28
  %1355 = mul nsw i64 %57, %1352
  %1356 = getelementptr %"struct.cutlass::half_t", ptr %842, i64 %1355
  %1357 = load i16, ptr %1356, align 2, !tbaa !23
  %1358 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1357) #2, !srcloc !25
  %1359 = fmul contract float %1354, %1358
  %1360 = fadd contract float %1359, %1027
  br label %1361

1361:                                             ; preds = %1351, %1349
  %1362 = phi float [ %1360, %1351 ], [ %1027, %1349 ]
  br i1 %192, label %1363, label %1373

1363:                                             ; preds = %1361
  %1364 = zext nneg i32 %1050 to i64
  %1365 = getelementptr float, ptr %843, i64 %1364
  %1366 = load float, ptr %1365, align 4, !tbaa !28
  %1367 = mul nsw i64 %57, %1364
  %1368 = getelementptr %"struct.cutlass::half_t", ptr %844, i64 %1367
  %1369 = load i16, ptr %1368, align 2, !tbaa !23
  %1370 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1369) #2, !srcloc !25
  %1371 = fmul contract float %1366, %1370
  %1372 = fadd contract float %1371, %1011
  br label %1373

1373:                                             ; preds = %1363, %1361
  %1374 = phi float [ %1372, %1363 ], [ %1011, %1361 ]
  br i1 %196, label %1375, label %1385

1375:                                             ; preds = %1373
  %1376 = zext nneg i32 %1050 to i64
  %1377 = getelementptr float, ptr %845, i64 %1376
  %1378 = load float, ptr %1377, align 4, !tbaa !28
  %1379 = mul nsw i64 %57, %1376
  %1380 = getelementptr %"struct.cutlass::half_t", ptr %846, i64 %1379
  %1381 = load i16, ptr %1380, align 2, !tbaa !23
  %1382 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1381) #2, !srcloc !25
  %1383 = fmul contract float %1378, %1382
  %1384 = fadd contract float %1383, %995
  br label %1385

1385:                                             ; preds = %1375, %1373
  %1386 = phi float [ %1384, %1375 ], [ %995, %1373 ]
  br i1 %202, label %1387, label %1397

1387:                                             ; preds = %1385
  %1388 = zext nneg i32 %1050 to i64
  %1389 = getelementptr float, ptr %847, i64 %1388
  %1390 = load float, ptr %1389, align 4, !tbaa !28
  %1391 = mul nsw i64 %57, %1388
  %1392 = getelementptr %"struct.cutlass::half_t", ptr %848, i64 %1391
  %1393 = load i16, ptr %1392, align 2, !tbaa !23
  %1394 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1393) #2, !srcloc !25
  %1395 = fmul contract float %1390, %1394
  %1396 = fadd contract float %1395, %1042
  br label %1397

1397:                                             ; preds = %1387, %1385
  %1398 = phi float [ %1396, %1387 ], [ %1042, %1385 ]
  br i1 %206, label %1399, label %1409

1399:                                             ; preds = %1397
  %1400 = zext nneg i32 %1050 to i64
  %1401 = getelementptr float, ptr %849, i64 %1400
  %1402 = load float, ptr %1401, align 4, !tbaa !28
  %1403 = mul nsw i64 %57, %1400
  %1404 = getelementptr %"struct.cutlass::half_t", ptr %850, i64 %1403
  %1405 = load i16, ptr %1404, align 2, !tbaa !23
  %1406 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1405) #2, !srcloc !25
  %1407 = fmul contract float %1402, %1406
  %1408 = fadd contract float %1407, %1026
  br label %1409

1409:                                             ; preds = %1399, %1397
  %1410 = phi float [ %1408, %1399 ], [ %1026, %1397 ]
  br i1 %210, label %1411, label %1421

1411:                                             ; preds = %1409
  %1412 = zext nneg i32 %1050 to i64
  %1413 = getelementptr float, ptr %851, i64 %1412
  %1414 = load float, ptr %1413, align 4, !tbaa !28
  %1415 = mul nsw i64 %57, %1412
  %1416 = getelementptr %"struct.cutlass::half_t", ptr %852, i64 %1415
  %1417 = load i16, ptr %1416, align 2, !tbaa !23
  %1418 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1417) #2, !srcloc !25
  %1419 = fmul contract float %1414, %1418
  %1420 = fadd contract float %1419, %1010
  br label %1421

1421:                                             ; preds = %1411, %1409
  %1422 = phi float [ %1420, %1411 ], [ %1010, %1409 ]
  br i1 %214, label %1423, label %1433

1423:                                             ; preds = %1421
  %1424 = zext nneg i32 %1050 to i64
  %1425 = getelementptr float, ptr %853, i64 %1424
  %1426 = load float, ptr %1425, align 4, !tbaa !28
  %1427 = mul nsw i64 %57, %1424
  %1428 = getelementptr %"struct.cutlass::half_t", ptr %854, i64 %1427
  %1429 = load i16, ptr %1428, align 2, !tbaa !23
  %1430 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1429) #2, !srcloc !25
  %1431 = fmul contract float %1426, %1430
  %1432 = fadd contract float %1431, %994
  br label %1433

1433:                                             ; preds = %1423, %1421
  %1434 = phi float [ %1432, %1423 ], [ %994, %1421 ]
  br i1 %220, label %1435, label %1445

1435:                                             ; preds = %1433
  %1436 = zext nneg i32 %1050 to i64
  %1437 = getelementptr float, ptr %855, i64 %1436
  %1438 = load float, ptr %1437, align 4, !tbaa !28
  %1439 = mul nsw i64 %57, %1436
  %1440 = getelementptr %"struct.cutlass::half_t", ptr %856, i64 %1439
  %1441 = load i16, ptr %1440, align 2, !tbaa !23
  %1442 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1441) #2, !srcloc !25
  %1443 = fmul contract float %1438, %1442
  %1444 = fadd contract float %1443, %1041
  br label %1445

1445:                                             ; preds = %1435, %1433
  %1446 = phi float [ %1444, %1435 ], [ %1041, %1433 ]
  br i1 %224, label %1447, label %1457

1447:                                             ; preds = %1445
  %1448 = zext nneg i32 %1050 to i64
  %1449 = getelementptr float, ptr %857, i64 %1448
  %1450 = load float, ptr %1449, align 4, !tbaa !28
  %1451 = mul nsw i64 %57, %1448
  %1452 = getelementptr %"struct.cutlass::half_t", ptr %858, i64 %1451
  %1453 = load i16, ptr %1452, align 2, !tbaa !23
  %1454 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1453) #2, !srcloc !25
  %1455 = fmul contract float %1450, %1454
  %1456 = fadd contract float %1455, %1025
  br label %1457

1457:                                             ; preds = %1447, %1445
  %1458 = phi float [ %1456, %1447 ], [ %1025, %1445 ]
  br i1 %228, label %1459, label %1469

1459:                                             ; preds = %1457
  %1460 = zext nneg i32 %1050 to i64
  %1461 = getelementptr float, ptr %859, i64 %1460
  %1462 = load float, ptr %1461, align 4, !tbaa !28
  %1463 = mul nsw i64 %57, %1460
  %1464 = getelementptr %"struct.cutlass::half_t", ptr %860, i64 %1463
  %1465 = load i16, ptr %1464, align 2, !tbaa !23
  %1466 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1465) #2, !srcloc !25
  %1467 = fmul contract float %1462, %1466
  %1468 = fadd contract float %1467, %1009
  br label %1469

1469:                                             ; preds = %1459, %1457
  %1470 = phi float [ %1468, %1459 ], [ %1009, %1457 ]
  br i1 %232, label %1471, label %1481

1471:                                             ; preds = %1469
  %1472 = zext nneg i32 %1050 to i64
  %1473 = getelementptr float, ptr %861, i64 %1472
  %1474 = load float, ptr %1473, align 4, !tbaa !28
  %1475 = mul nsw i64 %57, %1472
  %1476 = getelementptr %"struct.cutlass::half_t", ptr %862, i64 %1475
  %1477 = load i16, ptr %1476, align 2, !tbaa !23
  %1478 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1477) #2, !srcloc !25
  %1479 = fmul contract float %1474, %1478
  %1480 = fadd contract float %1479, %993
  br label %1481

1481:                                             ; preds = %1471, %1469
  %1482 = phi float [ %1480, %1471 ], [ %993, %1469 ]
  br i1 %238, label %1483, label %1493

1483:                                             ; preds = %1481
  %1484 = zext nneg i32 %1050 to i64
  %1485 = getelementptr float, ptr %863, i64 %1484
  %1486 = load float, ptr %1485, align 4, !tbaa !28
  %1487 = mul nsw i64 %57, %1484
  %1488 = getelementptr %"struct.cutlass::half_t", ptr %864, i64 %1487
  %1489 = load i16, ptr %1488, align 2, !tbaa !23
  %1490 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1489) #2, !srcloc !25
  %1491 = fmul contract float %1486, %1490
  %1492 = fadd contract float %1491, %1040
  br label %1493

1493:                                             ; preds = %1483, %1481
  %1494 = phi float [ %1492, %1483 ], [ %1040, %1481 ]
  br i1 %242, label %1495, label %1505

1495:                                             ; preds = %1493
  %1496 = zext nneg i32 %1050 to i64
  %1497 = getelementptr float, ptr %865, i64 %1496
  %1498 = load float, ptr %1497, align 4, !tbaa !28
  %1499 = mul nsw i64 %57, %1496
  %1500 = getelementptr %"struct.cutlass::half_t", ptr %866, i64 %1499
  %1501 = load i16, ptr %1500, align 2, !tbaa !23
  %1502 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1501) #2, !srcloc !25
  %1503 = fmul contract float %1498, %1502
  %1504 = fadd contract float %1503, %1024
  br label %1505

1505:                                             ; preds = %1495, %1493
  %1506 = phi float [ %1504, %1495 ], [ %1024, %1493 ]
  br i1 %246, label %1507, label %1517

1507:                                             ; preds = %1505
  %1508 = zext nneg i32 %1050 to i64
  %1509 = getelementptr float, ptr %867, i64 %1508
  %1510 = load float, ptr %1509, align 4, !tbaa !28
  %1511 = mul nsw i64 %57, %1508
  %1512 = getelementptr %"struct.cutlass::half_t", ptr %868, i64 %1511
  %1513 = load i16, ptr %1512, align 2, !tbaa !23
  %1514 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1513) #2, !srcloc !25
  %1515 = fmul contract float %1510, %1514
  %1516 = fadd contract float %1515, %1008
  br label %1517

1517:                                             ; preds = %1507, %1505
  %1518 = phi float [ %1516, %1507 ], [ %1008, %1505 ]
  br i1 %250, label %1519, label %1529

1519:                                             ; preds = %1517
  %1520 = zext nneg i32 %1050 to i64
  %1521 = getelementptr float, ptr %869, i64 %1520
  %1522 = load float, ptr %1521, align 4, !tbaa !28
  %1523 = mul nsw i64 %57, %1520
  %1524 = getelementptr %"struct.cutlass::half_t", ptr %870, i64 %1523
  %1525 = load i16, ptr %1524, align 2, !tbaa !23
  %1526 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1525) #2, !srcloc !25
  %1527 = fmul contract float %1522, %1526
  %1528 = fadd contract float %1527, %992
  br label %1529

1529:                                             ; preds = %1519, %1517
  %1530 = phi float [ %1528, %1519 ], [ %992, %1517 ]
  br i1 %256, label %1531, label %1541

1531:                                             ; preds = %1529
  %1532 = zext nneg i32 %1050 to i64
  %1533 = getelementptr float, ptr %871, i64 %1532
  %1534 = load float, ptr %1533, align 4, !tbaa !28
  %1535 = mul nsw i64 %57, %1532
  %1536 = getelementptr %"struct.cutlass::half_t", ptr %872, i64 %1535
  %1537 = load i16, ptr %1536, align 2, !tbaa !23
  %1538 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1537) #2, !srcloc !25
  %1539 = fmul contract float %1534, %1538
  %1540 = fadd contract float %1539, %1039
  br label %1541

1541:                                             ; preds = %1531, %1529
  %1542 = phi float [ %1540, %1531 ], [ %1039, %1529 ]
  br i1 %260, label %1543, label %1553

1543:                                             ; preds = %1541
  %1544 = zext nneg i32 %1050 to i64
  %1545 = getelementptr float, ptr %873, i64 %1544
  %1546 = load float, ptr %1545, align 4, !tbaa !28
  %1547 = mul nsw i64 %57, %1544
  %1548 = getelementptr %"struct.cutlass::half_t", ptr %874, i64 %1547
  %1549 = load i16, ptr %1548, align 2, !tbaa !23
  %1550 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1549) #2, !srcloc !25
  %1551 = fmul contract float %1546, %1550
  %1552 = fadd contract float %1551, %1023
  br label %1553

1553:                                             ; preds = %1543, %1541
  %1554 = phi float [ %1552, %1543 ], [ %1023, %1541 ]
  br i1 %264, label %1555, label %1565

1555:                                             ; preds = %1553
  %1556 = zext nneg i32 %1050 to i64
  %1557 = getelementptr float, ptr %875, i64 %1556
  %1558 = load float, ptr %1557, align 4, !tbaa !28
  %1559 = mul nsw i64 %57, %1556
  %1560 = getelementptr %"struct.cutlass::half_t", ptr %876, i64 %1559
  %1561 = load i16, ptr %1560, align 2, !tbaa !23
  %1562 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1561) #2, !srcloc !25
  %1563 = fmul contract float %1558, %1562
  %1564 = fadd contract float %1563, %1007
  br label %1565

1565:                                             ; preds = %1555, %1553
  %1566 = phi float [ %1564, %1555 ], [ %1007, %1553 ]
  br i1 %268, label %1567, label %1577

1567:                                             ; preds = %1565
  %1568 = zext nneg i32 %1050 to i64
  %1569 = getelementptr float, ptr %877, i64 %1568
  %1570 = load float, ptr %1569, align 4, !tbaa !28
  %1571 = mul nsw i64 %57, %1568
  %1572 = getelementptr %"struct.cutlass::half_t", ptr %878, i64 %1571
  %1573 = load i16, ptr %1572, align 2, !tbaa !23
  %1574 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1573) #2, !srcloc !25
  %1575 = fmul contract float %1570, %1574
  %1576 = fadd contract float %1575, %991
  br label %1577

1577:                                             ; preds = %1567, %1565
  %1578 = phi float [ %1576, %1567 ], [ %991, %1565 ]
  br i1 %274, label %1579, label %1589

1579:                                             ; preds = %1577
  %1580 = zext nneg i32 %1050 to i64
  %1581 = getelementptr float, ptr %879, i64 %1580
  %1582 = load float, ptr %1581, align 4, !tbaa !28
  %1583 = mul nsw i64 %57, %1580
  %1584 = getelementptr %"struct.cutlass::half_t", ptr %880, i64 %1583
  %1585 = load i16, ptr %1584, align 2, !tbaa !23
  %1586 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1585) #2, !srcloc !25
  %1587 = fmul contract float %1582, %1586
  %1588 = fadd contract float %1587, %1038
  br label %1589

1589:                                             ; preds = %1579, %1577
  %1590 = phi float [ %1588, %1579 ], [ %1038, %1577 ]
  br i1 %278, label %1591, label %1601

1591:                                             ; preds = %1589
  %1592 = zext nneg i32 %1050 to i64
  %1593 = getelementptr float, ptr %881, i64 %1592
  %1594 = load float, ptr %1593, align 4, !tbaa !28
  %1595 = mul nsw i64 %57, %1592
  %1596 = getelementptr %"struct.cutlass::half_t", ptr %882, i64 %1595
  %1597 = load i16, ptr %1596, align 2, !tbaa !23
  %1598 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1597) #2, !srcloc !25
  %1599 = fmul contract float %1594, %1598
  %1600 = fadd contract float %1599, %1022
  br label %1601

1601:                                             ; preds = %1591, %1589
  %1602 = phi float [ %1600, %1591 ], [ %1022, %1589 ]
  br i1 %282, label %1603, label %1613

1603:                                             ; preds = %1601
  %1604 = zext nneg i32 %1050 to i64
  %1605 = getelementptr float, ptr %883, i64 %1604
  %1606 = load float, ptr %1605, align 4, !tbaa !28
  %1607 = mul nsw i64 %57, %1604
  %1608 = getelementptr %"struct.cutlass::half_t", ptr %884, i64 %1607
  %1609 = load i16, ptr %1608, align 2, !tbaa !23
  %1610 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1609) #2, !srcloc !25
  %1611 = fmul contract float %1606, %1610
  %1612 = fadd contract float %1611, %1006
  br label %1613

1613:                                             ; preds = %1603, %1601
  %1614 = phi float [ %1612, %1603 ], [ %1006, %1601 ]
  br i1 %286, label %1615, label %1625

1615:                                             ; preds = %1613
  %1616 = zext nneg i32 %1050 to i64
  %1617 = getelementptr float, ptr %885, i64 %1616
  %1618 = load float, ptr %1617, align 4, !tbaa !28
  %1619 = mul nsw i64 %57, %1616
  %1620 = getelementptr %"struct.cutlass::half_t", ptr %886, i64 %1619
  %1621 = load i16, ptr %1620, align 2, !tbaa !23
  %1622 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1621) #2, !srcloc !25
  %1623 = fmul contract float %1618, %1622
  %1624 = fadd contract float %1623, %990
  br label %1625

1625:                                             ; preds = %1615, %1613
  %1626 = phi float [ %1624, %1615 ], [ %990, %1613 ]
  br i1 %292, label %1627, label %1637

1627:                                             ; preds = %1625
  %1628 = zext nneg i32 %1050 to i64
  %1629 = getelementptr float, ptr %887, i64 %1628
  %1630 = load float, ptr %1629, align 4, !tbaa !28
  %1631 = mul nsw i64 %57, %1628
  %1632 = getelementptr %"struct.cutlass::half_t", ptr %888, i64 %1631
  %1633 = load i16, ptr %1632, align 2, !tbaa !23
  %1634 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1633) #2, !srcloc !25
  %1635 = fmul contract float %1630, %1634
  %1636 = fadd contract float %1635, %1037
  br label %1637

1637:                                             ; preds = %1627, %1625
  %1638 = phi float [ %1636, %1627 ], [ %1037, %1625 ]
  br i1 %296, label %1639, label %1649

1639:                                             ; preds = %1637
  %1640 = zext nneg i32 %1050 to i64
  %1641 = getelementptr float, ptr %889, i64 %1640
  %1642 = load float, ptr %1641, align 4, !tbaa !28
  %1643 = mul nsw i64 %57, %1640
  %1644 = getelementptr %"struct.cutlass::half_t", ptr %890, i64 %1643
  %1645 = load i16, ptr %1644, align 2, !tbaa !23
  %1646 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1645) #2, !srcloc !25
  %1647 = fmul contract float %1642, %1646
  %1648 = fadd contract float %1647, %1021
  br label %1649

1649:                                             ; preds = %1639, %1637
  %1650 = phi float [ %1648, %1639 ], [ %1021, %1637 ]
  br i1 %300, label %1651, label %1661

1651:                                             ; preds = %1649
  %1652 = zext nneg i32 %1050 to i64
  %1653 = getelementptr float, ptr %891, i64 %1652
  %1654 = load float, ptr %1653, align 4, !tbaa !28
  %1655 = mul nsw i64 %57, %1652
  %1656 = getelementptr %"struct.cutlass::half_t", ptr %892, i64 %1655
  %1657 = load i16, ptr %1656, align 2, !tbaa !23
  %1658 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1657) #2, !srcloc !25
  %1659 = fmul contract float %1654, %1658
  %1660 = fadd contract float %1659, %1005
  br label %1661

1661:                                             ; preds = %1651, %1649
  %1662 = phi float [ %1660, %1651 ], [ %1005, %1649 ]
  br i1 %304, label %1663, label %1673

1663:                                             ; preds = %1661
  %1664 = zext nneg i32 %1050 to i64
  %1665 = getelementptr float, ptr %893, i64 %1664
  %1666 = load float, ptr %1665, align 4, !tbaa !28
  %1667 = mul nsw i64 %57, %1664
  %1668 = getelementptr %"struct.cutlass::half_t", ptr %894, i64 %1667
  %1669 = load i16, ptr %1668, align 2, !tbaa !23
  %1670 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1669) #2, !srcloc !25
  %1671 = fmul contract float %1666, %1670
  %1672 = fadd contract float %1671, %989
  br label %1673

1673:                                             ; preds = %1663, %1661
  %1674 = phi float [ %1672, %1663 ], [ %989, %1661 ]
  br i1 %310, label %1675, label %1685

1675:                                             ; preds = %1673
  %1676 = zext nneg i32 %1050 to i64
  %1677 = getelementptr float, ptr %895, i64 %1676
  %1678 = load float, ptr %1677, align 4, !tbaa !28
  %1679 = mul nsw i64 %57, %1676
  %1680 = getelementptr %"struct.cutlass::half_t", ptr %896, i64 %1679
  %1681 = load i16, ptr %1680, align 2, !tbaa !23
  %1682 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1681) #2, !srcloc !25
  %1683 = fmul contract float %1678, %1682
  %1684 = fadd contract float %1683, %1036
  br label %1685

1685:                                             ; preds = %1675, %1673
  %1686 = phi float [ %1684, %1675 ], [ %1036, %1673 ]
  br i1 %314, label %1687, label %1697

1687:                                             ; preds = %1685
  %1688 = zext nneg i32 %1050 to i64
  %1689 = getelementptr float, ptr %897, i64 %1688
  %1690 = load float, ptr %1689, align 4, !tbaa !28
  %1691 = mul nsw i64 %57, %1688
  %1692 = getelementptr %"struct.cutlass::half_t", ptr %898, i64 %1691
  %1693 = load i16, ptr %1692, align 2, !tbaa !23
  %1694 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1693) #2, !srcloc !25
  %1695 = fmul contract float %1690, %1694
  %1696 = fadd contract float %1695, %1020
  br label %1697

1697:                                             ; preds = %1687, %1685
  %1698 = phi float [ %1696, %1687 ], [ %1020, %1685 ]
  br i1 %318, label %1699, label %1709

1699:                                             ; preds = %1697
  %1700 = zext nneg i32 %1050 to i64
  %1701 = getelementptr float, ptr %899, i64 %1700
  %1702 = load float, ptr %1701, align 4, !tbaa !28
  %1703 = mul nsw i64 %57, %1700
  %1704 = getelementptr %"struct.cutlass::half_t", ptr %900, i64 %1703
  %1705 = load i16, ptr %1704, align 2, !tbaa !23
  %1706 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1705) #2, !srcloc !25
  %1707 = fmul contract float %1702, %1706
  %1708 = fadd contract float %1707, %1004
  br label %1709

1709:                                             ; preds = %1699, %1697
  %1710 = phi float [ %1708, %1699 ], [ %1004, %1697 ]
  br i1 %322, label %1711, label %1721

1711:                                             ; preds = %1709
  %1712 = zext nneg i32 %1050 to i64
  %1713 = getelementptr float, ptr %901, i64 %1712
  %1714 = load float, ptr %1713, align 4, !tbaa !28
  %1715 = mul nsw i64 %57, %1712
  %1716 = getelementptr %"struct.cutlass::half_t", ptr %902, i64 %1715
  %1717 = load i16, ptr %1716, align 2, !tbaa !23
  %1718 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1717) #2, !srcloc !25
  %1719 = fmul contract float %1714, %1718
  %1720 = fadd contract float %1719, %988
  br label %1721

1721:                                             ; preds = %1711, %1709
  %1722 = phi float [ %1720, %1711 ], [ %988, %1709 ]
  br i1 %328, label %1723, label %1733

1723:                                             ; preds = %1721
  %1724 = zext nneg i32 %1050 to i64
  %1725 = getelementptr float, ptr %903, i64 %1724
  %1726 = load float, ptr %1725, align 4, !tbaa !28
  %1727 = mul nsw i64 %57, %1724
  %1728 = getelementptr %"struct.cutlass::half_t", ptr %904, i64 %1727
  %1729 = load i16, ptr %1728, align 2, !tbaa !23
  %1730 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1729) #2, !srcloc !25
  %1731 = fmul contract float %1726, %1730
  %1732 = fadd contract float %1731, %1035
  br label %1733

1733:                                             ; preds = %1723, %1721
  %1734 = phi float [ %1732, %1723 ], [ %1035, %1721 ]
  br i1 %332, label %1735, label %1745

1735:                                             ; preds = %1733
  %1736 = zext nneg i32 %1050 to i64
  %1737 = getelementptr float, ptr %905, i64 %1736
  %1738 = load float, ptr %1737, align 4, !tbaa !28
  %1739 = mul nsw i64 %57, %1736
  %1740 = getelementptr %"struct.cutlass::half_t", ptr %906, i64 %1739
  %1741 = load i16, ptr %1740, align 2, !tbaa !23
  %1742 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1741) #2, !srcloc !25
  %1743 = fmul contract float %1738, %1742
  %1744 = fadd contract float %1743, %1019
  br label %1745

1745:                                             ; preds = %1735, %1733
  %1746 = phi float [ %1744, %1735 ], [ %1019, %1733 ]
  br i1 %336, label %1747, label %1757

1747:                                             ; preds = %1745
  %1748 = zext nneg i32 %1050 to i64
  %1749 = getelementptr float, ptr %907, i64 %1748
  %1750 = load float, ptr %1749, align 4, !tbaa !28
  %1751 = mul nsw i64 %57, %1748
  %1752 = getelementptr %"struct.cutlass::half_t", ptr %908, i64 %1751
  %1753 = load i16, ptr %1752, align 2, !tbaa !23
  %1754 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1753) #2, !srcloc !25
  %1755 = fmul contract float %1750, %1754
  %1756 = fadd contract float %1755, %1003
  br label %1757

1757:                                             ; preds = %1747, %1745
  %1758 = phi float [ %1756, %1747 ], [ %1003, %1745 ]
  br i1 %340, label %1759, label %1769

1759:                                             ; preds = %1757
  %1760 = zext nneg i32 %1050 to i64
  %1761 = getelementptr float, ptr %909, i64 %1760
  %1762 = load float, ptr %1761, align 4, !tbaa !28
  %1763 = mul nsw i64 %57, %1760
  %1764 = getelementptr %"struct.cutlass::half_t", ptr %910, i64 %1763
  %1765 = load i16, ptr %1764, align 2, !tbaa !23
  %1766 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1765) #2, !srcloc !25
  %1767 = fmul contract float %1762, %1766
  %1768 = fadd contract float %1767, %987
  br label %1769

1769:                                             ; preds = %1759, %1757
  %1770 = phi float [ %1768, %1759 ], [ %987, %1757 ]
  br i1 %346, label %1771, label %1781

1771:                                             ; preds = %1769
  %1772 = zext nneg i32 %1050 to i64
  %1773 = getelementptr float, ptr %911, i64 %1772
  %1774 = load float, ptr %1773, align 4, !tbaa !28
  %1775 = mul nsw i64 %57, %1772
  %1776 = getelementptr %"struct.cutlass::half_t", ptr %912, i64 %1775
  %1777 = load i16, ptr %1776, align 2, !tbaa !23
  %1778 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1777) #2, !srcloc !25
  %1779 = fmul contract float %1774, %1778
  %1780 = fadd contract float %1779, %1034
  br label %1781

1781:                                             ; preds = %1771, %1769
  %1782 = phi float [ %1780, %1771 ], [ %1034, %1769 ]
  br i1 %350, label %1783, label %1793

1783:                                             ; preds = %1781
  %1784 = zext nneg i32 %1050 to i64
  %1785 = getelementptr float, ptr %913, i64 %1784
  %1786 = load float, ptr %1785, align 4, !tbaa !28
  %1787 = mul nsw i64 %57, %1784
  %1788 = getelementptr %"struct.cutlass::half_t", ptr %914, i64 %1787
  %1789 = load i16, ptr %1788, align 2, !tbaa !23
  %1790 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1789) #2, !srcloc !25
  %1791 = fmul contract float %1786, %1790
  %1792 = fadd contract float %1791, %1018
  br label %1793

1793:                                             ; preds = %1783, %1781
  %1794 = phi float [ %1792, %1783 ], [ %1018, %1781 ]
  br i1 %354, label %1795, label %1805

1795:                                             ; preds = %1793
  %1796 = zext nneg i32 %1050 to i64
  %1797 = getelementptr float, ptr %915, i64 %1796
  %1798 = load float, ptr %1797, align 4, !tbaa !28
  %1799 = mul nsw i64 %57, %1796
  %1800 = getelementptr %"struct.cutlass::half_t", ptr %916, i64 %1799
  %1801 = load i16, ptr %1800, align 2, !tbaa !23
  %1802 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1801) #2, !srcloc !25
  %1803 = fmul contract float %1798, %1802
  %1804 = fadd contract float %1803, %1002
  br label %1805

1805:                                             ; preds = %1795, %1793
  %1806 = phi float [ %1804, %1795 ], [ %1002, %1793 ]
  br i1 %358, label %1807, label %1817

1807:                                             ; preds = %1805
  %1808 = zext nneg i32 %1050 to i64
  %1809 = getelementptr float, ptr %917, i64 %1808
  %1810 = load float, ptr %1809, align 4, !tbaa !28
  %1811 = mul nsw i64 %57, %1808
  %1812 = getelementptr %"struct.cutlass::half_t", ptr %918, i64 %1811
  %1813 = load i16, ptr %1812, align 2, !tbaa !23
  %1814 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1813) #2, !srcloc !25
  %1815 = fmul contract float %1810, %1814
  %1816 = fadd contract float %1815, %986
  br label %1817

1817:                                             ; preds = %1807, %1805
  %1818 = phi float [ %1816, %1807 ], [ %986, %1805 ]
  %1819 = add nuw nsw i32 %1050, 1
  %1820 = icmp eq i32 %1819, %20
  br i1 %1820, label %919, label %985, !llvm.loop !36

1821:                                             ; preds = %919
  %1822 = fmul contract float %1, %983
  br i1 %984, label %1830, label %1823

1823:                                             ; preds = %1821
  %1824 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %366
  %1825 = getelementptr %"struct.cutlass::half_t", ptr %1824, i64 %367
  %1826 = load i16, ptr %1825, align 2, !tbaa !23
  %1827 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1826) #2, !srcloc !25
  %1828 = fmul contract float %6, %1827
  %1829 = fadd contract float %1822, %1828
  br label %1830

1830:                                             ; preds = %1823, %1821
  %1831 = phi i64 [ %367, %1823 ], [ %369, %1821 ]
  %1832 = phi i64 [ %365, %1823 ], [ %368, %1821 ]
  %1833 = phi float [ %1829, %1823 ], [ %1822, %1821 ]
  %1834 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %1833) #2, !srcloc !34
  %1835 = mul nsw i64 %61, %1832
  %1836 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %1835
  %1837 = getelementptr %"struct.cutlass::half_t", ptr %1836, i64 %1831
  store i16 %1834, ptr %1837, align 2, !tbaa !23
  br label %1838

1838:                                             ; preds = %1830, %919
  br i1 %372, label %1839, label %1856

1839:                                             ; preds = %1838
  %1840 = fmul contract float %1, %967
  br i1 %984, label %1848, label %1841

1841:                                             ; preds = %1839
  %1842 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %374
  %1843 = getelementptr %"struct.cutlass::half_t", ptr %1842, i64 %375
  %1844 = load i16, ptr %1843, align 2, !tbaa !23
  %1845 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1844) #2, !srcloc !25
  %1846 = fmul contract float %6, %1845
  %1847 = fadd contract float %1840, %1846
  br label %1848

1848:                                             ; preds = %1841, %1839
  %1849 = phi i64 [ %375, %1841 ], [ %377, %1839 ]
  %1850 = phi i64 [ %373, %1841 ], [ %376, %1839 ]
  %1851 = phi float [ %1847, %1841 ], [ %1840, %1839 ]
  %1852 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %1851) #2, !srcloc !34
  %1853 = mul nsw i64 %61, %1850
  %1854 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %1853
  %1855 = getelementptr %"struct.cutlass::half_t", ptr %1854, i64 %1849
  store i16 %1852, ptr %1855, align 2, !tbaa !23
  br label %1856

1856:                                             ; preds = %1848, %1838
  br i1 %380, label %1857, label %1874

1857:                                             ; preds = %1856
  %1858 = fmul contract float %1, %951
  br i1 %984, label %1866, label %1859

1859:                                             ; preds = %1857
  %1860 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %382
  %1861 = getelementptr %"struct.cutlass::half_t", ptr %1860, i64 %383
  %1862 = load i16, ptr %1861, align 2, !tbaa !23
  %1863 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1862) #2, !srcloc !25
  %1864 = fmul contract float %6, %1863
  %1865 = fadd contract float %1858, %1864
  br label %1866

1866:                                             ; preds = %1859, %1857
  %1867 = phi i64 [ %383, %1859 ], [ %385, %1857 ]
  %1868 = phi i64 [ %381, %1859 ], [ %384, %1857 ]
  %1869 = phi float [ %1865, %1859 ], [ %1858, %1857 ]
  %1870 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %1869) #2, !srcloc !34
  %1871 = mul nsw i64 %61, %1868
  %1872 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %1871
  %1873 = getelementptr %"struct.cutlass::half_t", ptr %1872, i64 %1867
  store i16 %1870, ptr %1873, align 2, !tbaa !23
  br label %1874

1874:                                             ; preds = %1866, %1856
  br i1 %388, label %1875, label %1892

1875:                                             ; preds = %1874
  %1876 = fmul contract float %1, %935
  br i1 %984, label %1884, label %1877

1877:                                             ; preds = %1875
  %1878 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %390
  %1879 = getelementptr %"struct.cutlass::half_t", ptr %1878, i64 %391
  %1880 = load i16, ptr %1879, align 2, !tbaa !23
  %1881 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1880) #2, !srcloc !25
  %1882 = fmul contract float %6, %1881
  %1883 = fadd contract float %1876, %1882
  br label %1884

1884:                                             ; preds = %1877, %1875
  %1885 = phi i64 [ %391, %1877 ], [ %393, %1875 ]
  %1886 = phi i64 [ %389, %1877 ], [ %392, %1875 ]
  %1887 = phi float [ %1883, %1877 ], [ %1876, %1875 ]
  %1888 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %1887) #2, !srcloc !34
  %1889 = mul nsw i64 %61, %1886
  %1890 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %1889
  %1891 = getelementptr %"struct.cutlass::half_t", ptr %1890, i64 %1885
  store i16 %1888, ptr %1891, align 2, !tbaa !23
  br label %1892

1892:                                             ; preds = %1884, %1874
  br i1 %396, label %1893, label %1910

1893:                                             ; preds = %1892
  %1894 = fmul contract float %1, %982
  br i1 %984, label %1902, label %1895

1895:                                             ; preds = %1893
  %1896 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %398
  %1897 = getelementptr %"struct.cutlass::half_t", ptr %1896, i64 %399
  %1898 = load i16, ptr %1897, align 2, !tbaa !23
  %1899 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1898) #2, !srcloc !25
  %1900 = fmul contract float %6, %1899
  %1901 = fadd contract float %1894, %1900
  br label %1902

1902:                                             ; preds = %1895, %1893
  %1903 = phi i64 [ %399, %1895 ], [ %401, %1893 ]
  %1904 = phi i64 [ %397, %1895 ], [ %400, %1893 ]
  %1905 = phi float [ %1901, %1895 ], [ %1894, %1893 ]
  %1906 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %1905) #2, !srcloc !34
  %1907 = mul nsw i64 %61, %1904
  %1908 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %1907
  %1909 = getelementptr %"struct.cutlass::half_t", ptr %1908, i64 %1903
  store i16 %1906, ptr %1909, align 2, !tbaa !23
  br label %1910

1910:                                             ; preds = %1902, %1892
  br i1 %402, label %1911, label %1928

1911:                                             ; preds = %1910
  %1912 = fmul contract float %1, %966
  br i1 %984, label %1920, label %1913

1913:                                             ; preds = %1911
  %1914 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %404
  %1915 = getelementptr %"struct.cutlass::half_t", ptr %1914, i64 %405
  %1916 = load i16, ptr %1915, align 2, !tbaa !23
  %1917 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1916) #2, !srcloc !25
  %1918 = fmul contract float %6, %1917
  %1919 = fadd contract float %1912, %1918
  br label %1920

1920:                                             ; preds = %1913, %1911
  %1921 = phi i64 [ %405, %1913 ], [ %407, %1911 ]
  %1922 = phi i64 [ %403, %1913 ], [ %406, %1911 ]
  %1923 = phi float [ %1919, %1913 ], [ %1912, %1911 ]
  %1924 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %1923) #2, !srcloc !34
  %1925 = mul nsw i64 %61, %1922
  %1926 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %1925
  %1927 = getelementptr %"struct.cutlass::half_t", ptr %1926, i64 %1921
  store i16 %1924, ptr %1927, align 2, !tbaa !23
  br label %1928

1928:                                             ; preds = %1920, %1910
  br i1 %408, label %1929, label %1946

1929:                                             ; preds = %1928
  %1930 = fmul contract float %1, %950
  br i1 %984, label %1938, label %1931

1931:                                             ; preds = %1929
  %1932 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %410
  %1933 = getelementptr %"struct.cutlass::half_t", ptr %1932, i64 %411
  %1934 = load i16, ptr %1933, align 2, !tbaa !23
  %1935 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1934) #2, !srcloc !25
  %1936 = fmul contract float %6, %1935
  %1937 = fadd contract float %1930, %1936
  br label %1938

1938:                                             ; preds = %1931, %1929
  %1939 = phi i64 [ %411, %1931 ], [ %413, %1929 ]
  %1940 = phi i64 [ %409, %1931 ], [ %412, %1929 ]
  %1941 = phi float [ %1937, %1931 ], [ %1930, %1929 ]
  %1942 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %1941) #2, !srcloc !34
  %1943 = mul nsw i64 %61, %1940
  %1944 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %1943
  %1945 = getelementptr %"struct.cutlass::half_t", ptr %1944, i64 %1939
  store i16 %1942, ptr %1945, align 2, !tbaa !23
  br label %1946

1946:                                             ; preds = %1938, %1928
  br i1 %414, label %1947, label %1964

1947:                                             ; preds = %1946
  %1948 = fmul contract float %1, %934
  br i1 %984, label %1956, label %1949

1949:                                             ; preds = %1947
  %1950 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %416
  %1951 = getelementptr %"struct.cutlass::half_t", ptr %1950, i64 %417
  %1952 = load i16, ptr %1951, align 2, !tbaa !23
  %1953 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1952) #2, !srcloc !25
  %1954 = fmul contract float %6, %1953
  %1955 = fadd contract float %1948, %1954
  br label %1956

1956:                                             ; preds = %1949, %1947
  %1957 = phi i64 [ %417, %1949 ], [ %419, %1947 ]
  %1958 = phi i64 [ %415, %1949 ], [ %418, %1947 ]
  %1959 = phi float [ %1955, %1949 ], [ %1948, %1947 ]
  %1960 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %1959) #2, !srcloc !34
  %1961 = mul nsw i64 %61, %1958
  %1962 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %1961
  %1963 = getelementptr %"struct.cutlass::half_t", ptr %1962, i64 %1957
  store i16 %1960, ptr %1963, align 2, !tbaa !23
  br label %1964

1964:                                             ; preds = %1956, %1946
  br i1 %422, label %1965, label %1982

1965:                                             ; preds = %1964
  %1966 = fmul contract float %1, %981
  br i1 %984, label %1974, label %1967

1967:                                             ; preds = %1965
  %1968 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %424
  %1969 = getelementptr %"struct.cutlass::half_t", ptr %1968, i64 %425
  %1970 = load i16, ptr %1969, align 2, !tbaa !23
  %1971 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1970) #2, !srcloc !25
  %1972 = fmul contract float %6, %1971
  %1973 = fadd contract float %1966, %1972
  br label %1974

1974:                                             ; preds = %1967, %1965
  %1975 = phi i64 [ %425, %1967 ], [ %427, %1965 ]
  %1976 = phi i64 [ %423, %1967 ], [ %426, %1965 ]
  %1977 = phi float [ %1973, %1967 ], [ %1966, %1965 ]
  %1978 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %1977) #2, !srcloc !34
  %1979 = mul nsw i64 %61, %1976
  %1980 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %1979
  %1981 = getelementptr %"struct.cutlass::half_t", ptr %1980, i64 %1975
  store i16 %1978, ptr %1981, align 2, !tbaa !23
  br label %1982

1982:                                             ; preds = %1974, %1964
  br i1 %428, label %1983, label %2000

1983:                                             ; preds = %1982
  %1984 = fmul contract float %1, %965
  br i1 %984, label %1992, label %1985

1985:                                             ; preds = %1983
  %1986 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %430
  %1987 = getelementptr %"struct.cutlass::half_t", ptr %1986, i64 %431
  %1988 = load i16, ptr %1987, align 2, !tbaa !23
  %1989 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1988) #2, !srcloc !25
  %1990 = fmul contract float %6, %1989
  %1991 = fadd contract float %1984, %1990
  br label %1992

1992:                                             ; preds = %1985, %1983
  %1993 = phi i64 [ %431, %1985 ], [ %433, %1983 ]
  %1994 = phi i64 [ %429, %1985 ], [ %432, %1983 ]
  %1995 = phi float [ %1991, %1985 ], [ %1984, %1983 ]
  %1996 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %1995) #2, !srcloc !34
  %1997 = mul nsw i64 %61, %1994
  %1998 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %1997
  %1999 = getelementptr %"struct.cutlass::half_t", ptr %1998, i64 %1993
  store i16 %1996, ptr %1999, align 2, !tbaa !23
  br label %2000

2000:                                             ; preds = %1992, %1982
  br i1 %434, label %2001, label %2018

2001:                                             ; preds = %2000
  %2002 = fmul contract float %1, %949
  br i1 %984, label %2010, label %2003

2003:                                             ; preds = %2001
  %2004 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %436
  %2005 = getelementptr %"struct.cutlass::half_t", ptr %2004, i64 %437
  %2006 = load i16, ptr %2005, align 2, !tbaa !23
  %2007 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2006) #2, !srcloc !25
  %2008 = fmul contract float %6, %2007
  %2009 = fadd contract float %2002, %2008
  br label %2010

2010:                                             ; preds = %2003, %2001
  %2011 = phi i64 [ %437, %2003 ], [ %439, %2001 ]
  %2012 = phi i64 [ %435, %2003 ], [ %438, %2001 ]
  %2013 = phi float [ %2009, %2003 ], [ %2002, %2001 ]
  %2014 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2013) #2, !srcloc !34
  %2015 = mul nsw i64 %61, %2012
  %2016 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2015
  %2017 = getelementptr %"struct.cutlass::half_t", ptr %2016, i64 %2011
  store i16 %2014, ptr %2017, align 2, !tbaa !23
  br label %2018

2018:                                             ; preds = %2010, %2000
  br i1 %440, label %2019, label %2036

2019:                                             ; preds = %2018
  %2020 = fmul contract float %1, %933
  br i1 %984, label %2028, label %2021

2021:                                             ; preds = %2019
  %2022 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %442
  %2023 = getelementptr %"struct.cutlass::half_t", ptr %2022, i64 %443
  %2024 = load i16, ptr %2023, align 2, !tbaa !23
  %2025 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2024) #2, !srcloc !25
  %2026 = fmul contract float %6, %2025
  %2027 = fadd contract float %2020, %2026
  br label %2028

2028:                                             ; preds = %2021, %2019
  %2029 = phi i64 [ %443, %2021 ], [ %445, %2019 ]
  %2030 = phi i64 [ %441, %2021 ], [ %444, %2019 ]
  %2031 = phi float [ %2027, %2021 ], [ %2020, %2019 ]
  %2032 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2031) #2, !srcloc !34
  %2033 = mul nsw i64 %61, %2030
  %2034 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2033
  %2035 = getelementptr %"struct.cutlass::half_t", ptr %2034, i64 %2029
  store i16 %2032, ptr %2035, align 2, !tbaa !23
  br label %2036

2036:                                             ; preds = %2028, %2018
  br i1 %448, label %2037, label %2054

2037:                                             ; preds = %2036
  %2038 = fmul contract float %1, %980
  br i1 %984, label %2046, label %2039

2039:                                             ; preds = %2037
  %2040 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %450
  %2041 = getelementptr %"struct.cutlass::half_t", ptr %2040, i64 %451
  %2042 = load i16, ptr %2041, align 2, !tbaa !23
  %2043 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2042) #2, !srcloc !25
  %2044 = fmul contract float %6, %2043
  %2045 = fadd contract float %2038, %2044
  br label %2046

2046:                                             ; preds = %2039, %2037
  %2047 = phi i64 [ %451, %2039 ], [ %453, %2037 ]
  %2048 = phi i64 [ %449, %2039 ], [ %452, %2037 ]
  %2049 = phi float [ %2045, %2039 ], [ %2038, %2037 ]
  %2050 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2049) #2, !srcloc !34
  %2051 = mul nsw i64 %61, %2048
  %2052 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2051
  %2053 = getelementptr %"struct.cutlass::half_t", ptr %2052, i64 %2047
  store i16 %2050, ptr %2053, align 2, !tbaa !23
  br label %2054

2054:                                             ; preds = %2046, %2036
  br i1 %454, label %2055, label %2072

2055:                                             ; preds = %2054
  %2056 = fmul contract float %1, %964
  br i1 %984, label %2064, label %2057

2057:                                             ; preds = %2055
  %2058 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %456
  %2059 = getelementptr %"struct.cutlass::half_t", ptr %2058, i64 %457
  %2060 = load i16, ptr %2059, align 2, !tbaa !23
  %2061 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2060) #2, !srcloc !25
  %2062 = fmul contract float %6, %2061
  %2063 = fadd contract float %2056, %2062
  br label %2064

2064:                                             ; preds = %2057, %2055
  %2065 = phi i64 [ %457, %2057 ], [ %459, %2055 ]
  %2066 = phi i64 [ %455, %2057 ], [ %458, %2055 ]
  %2067 = phi float [ %2063, %2057 ], [ %2056, %2055 ]
  %2068 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2067) #2, !srcloc !34
  %2069 = mul nsw i64 %61, %2066
  %2070 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2069
  %2071 = getelementptr %"struct.cutlass::half_t", ptr %2070, i64 %2065
  store i16 %2068, ptr %2071, align 2, !tbaa !23
  br label %2072

2072:                                             ; preds = %2064, %2054
  br i1 %460, label %2073, label %2090

2073:                                             ; preds = %2072
  %2074 = fmul contract float %1, %948
  br i1 %984, label %2082, label %2075

2075:                                             ; preds = %2073
  %2076 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %462
  %2077 = getelementptr %"struct.cutlass::half_t", ptr %2076, i64 %463
  %2078 = load i16, ptr %2077, align 2, !tbaa !23
  %2079 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2078) #2, !srcloc !25
  %2080 = fmul contract float %6, %2079
  %2081 = fadd contract float %2074, %2080
  br label %2082

2082:                                             ; preds = %2075, %2073
  %2083 = phi i64 [ %463, %2075 ], [ %465, %2073 ]
  %2084 = phi i64 [ %461, %2075 ], [ %464, %2073 ]
  %2085 = phi float [ %2081, %2075 ], [ %2074, %2073 ]
  %2086 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2085) #2, !srcloc !34
  %2087 = mul nsw i64 %61, %2084
  %2088 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2087
  %2089 = getelementptr %"struct.cutlass::half_t", ptr %2088, i64 %2083
  store i16 %2086, ptr %2089, align 2, !tbaa !23
  br label %2090

2090:                                             ; preds = %2082, %2072
  br i1 %466, label %2091, label %2108

2091:                                             ; preds = %2090
  %2092 = fmul contract float %1, %932
  br i1 %984, label %2100, label %2093

2093:                                             ; preds = %2091
  %2094 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %468
  %2095 = getelementptr %"struct.cutlass::half_t", ptr %2094, i64 %469
  %2096 = load i16, ptr %2095, align 2, !tbaa !23
  %2097 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2096) #2, !srcloc !25
  %2098 = fmul contract float %6, %2097
  %2099 = fadd contract float %2092, %2098
  br label %2100

2100:                                             ; preds = %2093, %2091
  %2101 = phi i64 [ %469, %2093 ], [ %471, %2091 ]
  %2102 = phi i64 [ %467, %2093 ], [ %470, %2091 ]
  %2103 = phi float [ %2099, %2093 ], [ %2092, %2091 ]
  %2104 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2103) #2, !srcloc !34
  %2105 = mul nsw i64 %61, %2102
  %2106 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2105
  %2107 = getelementptr %"struct.cutlass::half_t", ptr %2106, i64 %2101
  store i16 %2104, ptr %2107, align 2, !tbaa !23
  br label %2108

2108:                                             ; preds = %2100, %2090
  br i1 %474, label %2109, label %2126

2109:                                             ; preds = %2108
  %2110 = fmul contract float %1, %979
  br i1 %984, label %2118, label %2111

2111:                                             ; preds = %2109
  %2112 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %476
  %2113 = getelementptr %"struct.cutlass::half_t", ptr %2112, i64 %477
  %2114 = load i16, ptr %2113, align 2, !tbaa !23
  %2115 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2114) #2, !srcloc !25
  %2116 = fmul contract float %6, %2115
  %2117 = fadd contract float %2110, %2116
  br label %2118

2118:                                             ; preds = %2111, %2109
  %2119 = phi i64 [ %477, %2111 ], [ %479, %2109 ]
  %2120 = phi i64 [ %475, %2111 ], [ %478, %2109 ]
  %2121 = phi float [ %2117, %2111 ], [ %2110, %2109 ]
  %2122 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2121) #2, !srcloc !34
  %2123 = mul nsw i64 %61, %2120
  %2124 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2123
  %2125 = getelementptr %"struct.cutlass::half_t", ptr %2124, i64 %2119
  store i16 %2122, ptr %2125, align 2, !tbaa !23
  br label %2126

2126:                                             ; preds = %2118, %2108
  br i1 %480, label %2127, label %2144

2127:                                             ; preds = %2126
  %2128 = fmul contract float %1, %963
  br i1 %984, label %2136, label %2129

2129:                                             ; preds = %2127
  %2130 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %482
  %2131 = getelementptr %"struct.cutlass::half_t", ptr %2130, i64 %483
  %2132 = load i16, ptr %2131, align 2, !tbaa !23
  %2133 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2132) #2, !srcloc !25
  %2134 = fmul contract float %6, %2133
  %2135 = fadd contract float %2128, %2134
  br label %2136

2136:                                             ; preds = %2129, %2127
  %2137 = phi i64 [ %483, %2129 ], [ %485, %2127 ]
  %2138 = phi i64 [ %481, %2129 ], [ %484, %2127 ]
  %2139 = phi float [ %2135, %2129 ], [ %2128, %2127 ]
  %2140 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2139) #2, !srcloc !34
  %2141 = mul nsw i64 %61, %2138
  %2142 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2141
  %2143 = getelementptr %"struct.cutlass::half_t", ptr %2142, i64 %2137
  store i16 %2140, ptr %2143, align 2, !tbaa !23
  br label %2144

2144:                                             ; preds = %2136, %2126
  br i1 %486, label %2145, label %2162

2145:                                             ; preds = %2144
  %2146 = fmul contract float %1, %947
  br i1 %984, label %2154, label %2147

2147:                                             ; preds = %2145
  %2148 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %488
  %2149 = getelementptr %"struct.cutlass::half_t", ptr %2148, i64 %489
  %2150 = load i16, ptr %2149, align 2, !tbaa !23
  %2151 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2150) #2, !srcloc !25
  %2152 = fmul contract float %6, %2151
  %2153 = fadd contract float %2146, %2152
  br label %2154

2154:                                             ; preds = %2147, %2145
  %2155 = phi i64 [ %489, %2147 ], [ %491, %2145 ]
  %2156 = phi i64 [ %487, %2147 ], [ %490, %2145 ]
  %2157 = phi float [ %2153, %2147 ], [ %2146, %2145 ]
  %2158 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2157) #2, !srcloc !34
  %2159 = mul nsw i64 %61, %2156
  %2160 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2159
  %2161 = getelementptr %"struct.cutlass::half_t", ptr %2160, i64 %2155
  store i16 %2158, ptr %2161, align 2, !tbaa !23
  br label %2162

2162:                                             ; preds = %2154, %2144
  br i1 %492, label %2163, label %2180

2163:                                             ; preds = %2162
  %2164 = fmul contract float %1, %931
  br i1 %984, label %2172, label %2165

2165:                                             ; preds = %2163
  %2166 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %494
  %2167 = getelementptr %"struct.cutlass::half_t", ptr %2166, i64 %495
  %2168 = load i16, ptr %2167, align 2, !tbaa !23
  %2169 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2168) #2, !srcloc !25
  %2170 = fmul contract float %6, %2169
  %2171 = fadd contract float %2164, %2170
  br label %2172

2172:                                             ; preds = %2165, %2163
  %2173 = phi i64 [ %495, %2165 ], [ %497, %2163 ]
  %2174 = phi i64 [ %493, %2165 ], [ %496, %2163 ]
  %2175 = phi float [ %2171, %2165 ], [ %2164, %2163 ]
  %2176 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2175) #2, !srcloc !34
  %2177 = mul nsw i64 %61, %2174
  %2178 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2177
  %2179 = getelementptr %"struct.cutlass::half_t", ptr %2178, i64 %2173
  store i16 %2176, ptr %2179, align 2, !tbaa !23
  br label %2180

2180:                                             ; preds = %2172, %2162
  br i1 %500, label %2181, label %2198

2181:                                             ; preds = %2180
  %2182 = fmul contract float %1, %978
  br i1 %984, label %2190, label %2183

2183:                                             ; preds = %2181
  %2184 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %502
  %2185 = getelementptr %"struct.cutlass::half_t", ptr %2184, i64 %503
  %2186 = load i16, ptr %2185, align 2, !tbaa !23
  %2187 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2186) #2, !srcloc !25
  %2188 = fmul contract float %6, %2187
  %2189 = fadd contract float %2182, %2188
  br label %2190

2190:                                             ; preds = %2183, %2181
  %2191 = phi i64 [ %503, %2183 ], [ %505, %2181 ]
  %2192 = phi i64 [ %501, %2183 ], [ %504, %2181 ]
  %2193 = phi float [ %2189, %2183 ], [ %2182, %2181 ]
  %2194 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2193) #2, !srcloc !34
  %2195 = mul nsw i64 %61, %2192
  %2196 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2195
  %2197 = getelementptr %"struct.cutlass::half_t", ptr %2196, i64 %2191
  store i16 %2194, ptr %2197, align 2, !tbaa !23
  br label %2198

2198:                                             ; preds = %2190, %2180
  br i1 %506, label %2199, label %2216

2199:                                             ; preds = %2198
  %2200 = fmul contract float %1, %962
  br i1 %984, label %2208, label %2201

2201:                                             ; preds = %2199
  %2202 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %508
  %2203 = getelementptr %"struct.cutlass::half_t", ptr %2202, i64 %509
  %2204 = load i16, ptr %2203, align 2, !tbaa !23
  %2205 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2204) #2, !srcloc !25
  %2206 = fmul contract float %6, %2205
  %2207 = fadd contract float %2200, %2206
  br label %2208

2208:                                             ; preds = %2201, %2199
  %2209 = phi i64 [ %509, %2201 ], [ %511, %2199 ]
  %2210 = phi i64 [ %507, %2201 ], [ %510, %2199 ]
  %2211 = phi float [ %2207, %2201 ], [ %2200, %2199 ]
  %2212 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2211) #2, !srcloc !34
  %2213 = mul nsw i64 %61, %2210
  %2214 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2213
  %2215 = getelementptr %"struct.cutlass::half_t", ptr %2214, i64 %2209
  store i16 %2212, ptr %2215, align 2, !tbaa !23
  br label %2216

2216:                                             ; preds = %2208, %2198
  br i1 %512, label %2217, label %2234

2217:                                             ; preds = %2216
  %2218 = fmul contract float %1, %946
  br i1 %984, label %2226, label %2219

2219:                                             ; preds = %2217
  %2220 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %514
  %2221 = getelementptr %"struct.cutlass::half_t", ptr %2220, i64 %515
  %2222 = load i16, ptr %2221, align 2, !tbaa !23
  %2223 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2222) #2, !srcloc !25
  %2224 = fmul contract float %6, %2223
  %2225 = fadd contract float %2218, %2224
  br label %2226

2226:                                             ; preds = %2219, %2217
  %2227 = phi i64 [ %515, %2219 ], [ %517, %2217 ]
  %2228 = phi i64 [ %513, %2219 ], [ %516, %2217 ]
  %2229 = phi float [ %2225, %2219 ], [ %2218, %2217 ]
  %2230 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2229) #2, !srcloc !34
  %2231 = mul nsw i64 %61, %2228
  %2232 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2231
  %2233 = getelementptr %"struct.cutlass::half_t", ptr %2232, i64 %2227
  store i16 %2230, ptr %2233, align 2, !tbaa !23
  br label %2234

2234:                                             ; preds = %2226, %2216
  br i1 %518, label %2235, label %2252

2235:                                             ; preds = %2234
  %2236 = fmul contract float %1, %930
  br i1 %984, label %2244, label %2237

2237:                                             ; preds = %2235
  %2238 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %520
  %2239 = getelementptr %"struct.cutlass::half_t", ptr %2238, i64 %521
  %2240 = load i16, ptr %2239, align 2, !tbaa !23
  %2241 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2240) #2, !srcloc !25
  %2242 = fmul contract float %6, %2241
  %2243 = fadd contract float %2236, %2242
  br label %2244

2244:                                             ; preds = %2237, %2235
  %2245 = phi i64 [ %521, %2237 ], [ %523, %2235 ]
  %2246 = phi i64 [ %519, %2237 ], [ %522, %2235 ]
  %2247 = phi float [ %2243, %2237 ], [ %2236, %2235 ]
  %2248 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2247) #2, !srcloc !34
  %2249 = mul nsw i64 %61, %2246
  %2250 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2249
  %2251 = getelementptr %"struct.cutlass::half_t", ptr %2250, i64 %2245
  store i16 %2248, ptr %2251, align 2, !tbaa !23
  br label %2252

2252:                                             ; preds = %2244, %2234
  br i1 %526, label %2253, label %2270

2253:                                             ; preds = %2252
  %2254 = fmul contract float %1, %977
  br i1 %984, label %2262, label %2255

2255:                                             ; preds = %2253
  %2256 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %528
  %2257 = getelementptr %"struct.cutlass::half_t", ptr %2256, i64 %529
  %2258 = load i16, ptr %2257, align 2, !tbaa !23
  %2259 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2258) #2, !srcloc !25
  %2260 = fmul contract float %6, %2259
  %2261 = fadd contract float %2254, %2260
  br label %2262

2262:                                             ; preds = %2255, %2253
  %2263 = phi i64 [ %529, %2255 ], [ %531, %2253 ]
  %2264 = phi i64 [ %527, %2255 ], [ %530, %2253 ]
  %2265 = phi float [ %2261, %2255 ], [ %2254, %2253 ]
  %2266 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2265) #2, !srcloc !34
  %2267 = mul nsw i64 %61, %2264
  %2268 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2267
  %2269 = getelementptr %"struct.cutlass::half_t", ptr %2268, i64 %2263
  store i16 %2266, ptr %2269, align 2, !tbaa !23
  br label %2270

2270:                                             ; preds = %2262, %2252
  br i1 %532, label %2271, label %2288

2271:                                             ; preds = %2270
  %2272 = fmul contract float %1, %961
  br i1 %984, label %2280, label %2273

2273:                                             ; preds = %2271
  %2274 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %534
  %2275 = getelementptr %"struct.cutlass::half_t", ptr %2274, i64 %535
  %2276 = load i16, ptr %2275, align 2, !tbaa !23
  %2277 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2276) #2, !srcloc !25
  %2278 = fmul contract float %6, %2277
  %2279 = fadd contract float %2272, %2278
  br label %2280

2280:                                             ; preds = %2273, %2271
  %2281 = phi i64 [ %535, %2273 ], [ %537, %2271 ]
  %2282 = phi i64 [ %533, %2273 ], [ %536, %2271 ]
  %2283 = phi float [ %2279, %2273 ], [ %2272, %2271 ]
  %2284 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2283) #2, !srcloc !34
  %2285 = mul nsw i64 %61, %2282
  %2286 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2285
  %2287 = getelementptr %"struct.cutlass::half_t", ptr %2286, i64 %2281
  store i16 %2284, ptr %2287, align 2, !tbaa !23
  br label %2288

2288:                                             ; preds = %2280, %2270
  br i1 %538, label %2289, label %2306

2289:                                             ; preds = %2288
  %2290 = fmul contract float %1, %945
  br i1 %984, label %2298, label %2291

2291:                                             ; preds = %2289
  %2292 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %540
  %2293 = getelementptr %"struct.cutlass::half_t", ptr %2292, i64 %541
  %2294 = load i16, ptr %2293, align 2, !tbaa !23
  %2295 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2294) #2, !srcloc !25
  %2296 = fmul contract float %6, %2295
  %2297 = fadd contract float %2290, %2296
  br label %2298

2298:                                             ; preds = %2291, %2289
  %2299 = phi i64 [ %541, %2291 ], [ %543, %2289 ]
  %2300 = phi i64 [ %539, %2291 ], [ %542, %2289 ]
  %2301 = phi float [ %2297, %2291 ], [ %2290, %2289 ]
  %2302 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2301) #2, !srcloc !34
  %2303 = mul nsw i64 %61, %2300
  %2304 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2303
  %2305 = getelementptr %"struct.cutlass::half_t", ptr %2304, i64 %2299
  store i16 %2302, ptr %2305, align 2, !tbaa !23
  br label %2306

2306:                                             ; preds = %2298, %2288
  br i1 %544, label %2307, label %2324

2307:                                             ; preds = %2306
  %2308 = fmul contract float %1, %929
  br i1 %984, label %2316, label %2309

2309:                                             ; preds = %2307
  %2310 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %546
  %2311 = getelementptr %"struct.cutlass::half_t", ptr %2310, i64 %547
  %2312 = load i16, ptr %2311, align 2, !tbaa !23
  %2313 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2312) #2, !srcloc !25
  %2314 = fmul contract float %6, %2313
  %2315 = fadd contract float %2308, %2314
  br label %2316

2316:                                             ; preds = %2309, %2307
  %2317 = phi i64 [ %547, %2309 ], [ %549, %2307 ]
  %2318 = phi i64 [ %545, %2309 ], [ %548, %2307 ]
  %2319 = phi float [ %2315, %2309 ], [ %2308, %2307 ]
  %2320 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2319) #2, !srcloc !34
  %2321 = mul nsw i64 %61, %2318
  %2322 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2321
  %2323 = getelementptr %"struct.cutlass::half_t", ptr %2322, i64 %2317
  store i16 %2320, ptr %2323, align 2, !tbaa !23
  br label %2324

2324:                                             ; preds = %2316, %2306
  br i1 %552, label %2325, label %2342

2325:                                             ; preds = %2324
  %2326 = fmul contract float %1, %976
  br i1 %984, label %2334, label %2327

2327:                                             ; preds = %2325
  %2328 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %554
  %2329 = getelementptr %"struct.cutlass::half_t", ptr %2328, i64 %555
  %2330 = load i16, ptr %2329, align 2, !tbaa !23
  %2331 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2330) #2, !srcloc !25
  %2332 = fmul contract float %6, %2331
  %2333 = fadd contract float %2326, %2332
  br label %2334

2334:                                             ; preds = %2327, %2325
  %2335 = phi i64 [ %555, %2327 ], [ %557, %2325 ]
  %2336 = phi i64 [ %553, %2327 ], [ %556, %2325 ]
  %2337 = phi float [ %2333, %2327 ], [ %2326, %2325 ]
  %2338 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2337) #2, !srcloc !34
  %2339 = mul nsw i64 %61, %2336
  %2340 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2339
  %2341 = getelementptr %"struct.cutlass::half_t", ptr %2340, i64 %2335
  store i16 %2338, ptr %2341, align 2, !tbaa !23
  br label %2342

2342:                                             ; preds = %2334, %2324
  br i1 %558, label %2343, label %2360

2343:                                             ; preds = %2342
  %2344 = fmul contract float %1, %960
  br i1 %984, label %2352, label %2345

2345:                                             ; preds = %2343
  %2346 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %560
  %2347 = getelementptr %"struct.cutlass::half_t", ptr %2346, i64 %561
  %2348 = load i16, ptr %2347, align 2, !tbaa !23
  %2349 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2348) #2, !srcloc !25
  %2350 = fmul contract float %6, %2349
  %2351 = fadd contract float %2344, %2350
  br label %2352

2352:                                             ; preds = %2345, %2343
  %2353 = phi i64 [ %561, %2345 ], [ %563, %2343 ]
  %2354 = phi i64 [ %559, %2345 ], [ %562, %2343 ]
  %2355 = phi float [ %2351, %2345 ], [ %2344, %2343 ]
  %2356 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2355) #2, !srcloc !34
  %2357 = mul nsw i64 %61, %2354
  %2358 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2357
  %2359 = getelementptr %"struct.cutlass::half_t", ptr %2358, i64 %2353
  store i16 %2356, ptr %2359, align 2, !tbaa !23
  br label %2360

2360:                                             ; preds = %2352, %2342
  br i1 %564, label %2361, label %2378

2361:                                             ; preds = %2360
  %2362 = fmul contract float %1, %944
  br i1 %984, label %2370, label %2363

2363:                                             ; preds = %2361
  %2364 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %566
  %2365 = getelementptr %"struct.cutlass::half_t", ptr %2364, i64 %567
  %2366 = load i16, ptr %2365, align 2, !tbaa !23
  %2367 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2366) #2, !srcloc !25
  %2368 = fmul contract float %6, %2367
  %2369 = fadd contract float %2362, %2368
  br label %2370

2370:                                             ; preds = %2363, %2361
  %2371 = phi i64 [ %567, %2363 ], [ %569, %2361 ]
  %2372 = phi i64 [ %565, %2363 ], [ %568, %2361 ]
  %2373 = phi float [ %2369, %2363 ], [ %2362, %2361 ]
  %2374 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2373) #2, !srcloc !34
  %2375 = mul nsw i64 %61, %2372
  %2376 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2375
  %2377 = getelementptr %"struct.cutlass::half_t", ptr %2376, i64 %2371
  store i16 %2374, ptr %2377, align 2, !tbaa !23
  br label %2378

2378:                                             ; preds = %2370, %2360
  br i1 %570, label %2379, label %2396

2379:                                             ; preds = %2378
  %2380 = fmul contract float %1, %928
  br i1 %984, label %2388, label %2381

2381:                                             ; preds = %2379
  %2382 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %572
  %2383 = getelementptr %"struct.cutlass::half_t", ptr %2382, i64 %573
  %2384 = load i16, ptr %2383, align 2, !tbaa !23
  %2385 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2384) #2, !srcloc !25
  %2386 = fmul contract float %6, %2385
  %2387 = fadd contract float %2380, %2386
  br label %2388

2388:                                             ; preds = %2381, %2379
  %2389 = phi i64 [ %573, %2381 ], [ %575, %2379 ]
  %2390 = phi i64 [ %571, %2381 ], [ %574, %2379 ]
  %2391 = phi float [ %2387, %2381 ], [ %2380, %2379 ]
  %2392 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2391) #2, !srcloc !34
  %2393 = mul nsw i64 %61, %2390
  %2394 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2393
  %2395 = getelementptr %"struct.cutlass::half_t", ptr %2394, i64 %2389
  store i16 %2392, ptr %2395, align 2, !tbaa !23
  br label %2396

2396:                                             ; preds = %2388, %2378
  br i1 %578, label %2397, label %2414

2397:                                             ; preds = %2396
  %2398 = fmul contract float %1, %975
  br i1 %984, label %2406, label %2399

2399:                                             ; preds = %2397
  %2400 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %580
  %2401 = getelementptr %"struct.cutlass::half_t", ptr %2400, i64 %581
  %2402 = load i16, ptr %2401, align 2, !tbaa !23
  %2403 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2402) #2, !srcloc !25
  %2404 = fmul contract float %6, %2403
  %2405 = fadd contract float %2398, %2404
  br label %2406

2406:                                             ; preds = %2399, %2397
  %2407 = phi i64 [ %581, %2399 ], [ %583, %2397 ]
  %2408 = phi i64 [ %579, %2399 ], [ %582, %2397 ]
  %2409 = phi float [ %2405, %2399 ], [ %2398, %2397 ]
  %2410 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2409) #2, !srcloc !34
  %2411 = mul nsw i64 %61, %2408
  %2412 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2411
  %2413 = getelementptr %"struct.cutlass::half_t", ptr %2412, i64 %2407
  store i16 %2410, ptr %2413, align 2, !tbaa !23
  br label %2414

2414:                                             ; preds = %2406, %2396
  br i1 %584, label %2415, label %2432

2415:                                             ; preds = %2414
  %2416 = fmul contract float %1, %959
  br i1 %984, label %2424, label %2417

2417:                                             ; preds = %2415
  %2418 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %586
  %2419 = getelementptr %"struct.cutlass::half_t", ptr %2418, i64 %587
  %2420 = load i16, ptr %2419, align 2, !tbaa !23
  %2421 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2420) #2, !srcloc !25
  %2422 = fmul contract float %6, %2421
  %2423 = fadd contract float %2416, %2422
  br label %2424

2424:                                             ; preds = %2417, %2415
  %2425 = phi i64 [ %587, %2417 ], [ %589, %2415 ]
  %2426 = phi i64 [ %585, %2417 ], [ %588, %2415 ]
  %2427 = phi float [ %2423, %2417 ], [ %2416, %2415 ]
  %2428 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2427) #2, !srcloc !34
  %2429 = mul nsw i64 %61, %2426
  %2430 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2429
  %2431 = getelementptr %"struct.cutlass::half_t", ptr %2430, i64 %2425
  store i16 %2428, ptr %2431, align 2, !tbaa !23
  br label %2432

2432:                                             ; preds = %2424, %2414
  br i1 %590, label %2433, label %2450

2433:                                             ; preds = %2432
  %2434 = fmul contract float %1, %943
  br i1 %984, label %2442, label %2435

2435:                                             ; preds = %2433
  %2436 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %592
  %2437 = getelementptr %"struct.cutlass::half_t", ptr %2436, i64 %593
  %2438 = load i16, ptr %2437, align 2, !tbaa !23
  %2439 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2438) #2, !srcloc !25
  %2440 = fmul contract float %6, %2439
  %2441 = fadd contract float %2434, %2440
  br label %2442

2442:                                             ; preds = %2435, %2433
  %2443 = phi i64 [ %593, %2435 ], [ %595, %2433 ]
  %2444 = phi i64 [ %591, %2435 ], [ %594, %2433 ]
  %2445 = phi float [ %2441, %2435 ], [ %2434, %2433 ]
  %2446 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2445) #2, !srcloc !34
  %2447 = mul nsw i64 %61, %2444
  %2448 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2447
  %2449 = getelementptr %"struct.cutlass::half_t", ptr %2448, i64 %2443
  store i16 %2446, ptr %2449, align 2, !tbaa !23
  br label %2450

2450:                                             ; preds = %2442, %2432
  br i1 %596, label %2451, label %2468

2451:                                             ; preds = %2450
  %2452 = fmul contract float %1, %927
  br i1 %984, label %2460, label %2453

2453:                                             ; preds = %2451
  %2454 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %598
  %2455 = getelementptr %"struct.cutlass::half_t", ptr %2454, i64 %599
  %2456 = load i16, ptr %2455, align 2, !tbaa !23
  %2457 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2456) #2, !srcloc !25
  %2458 = fmul contract float %6, %2457
  %2459 = fadd contract float %2452, %2458
  br label %2460

2460:                                             ; preds = %2453, %2451
  %2461 = phi i64 [ %599, %2453 ], [ %601, %2451 ]
  %2462 = phi i64 [ %597, %2453 ], [ %600, %2451 ]
  %2463 = phi float [ %2459, %2453 ], [ %2452, %2451 ]
  %2464 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2463) #2, !srcloc !34
  %2465 = mul nsw i64 %61, %2462
  %2466 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2465
  %2467 = getelementptr %"struct.cutlass::half_t", ptr %2466, i64 %2461
  store i16 %2464, ptr %2467, align 2, !tbaa !23
  br label %2468

2468:                                             ; preds = %2460, %2450
  br i1 %604, label %2469, label %2486

2469:                                             ; preds = %2468
  %2470 = fmul contract float %1, %974
  br i1 %984, label %2478, label %2471

2471:                                             ; preds = %2469
  %2472 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %606
  %2473 = getelementptr %"struct.cutlass::half_t", ptr %2472, i64 %607
  %2474 = load i16, ptr %2473, align 2, !tbaa !23
  %2475 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2474) #2, !srcloc !25
  %2476 = fmul contract float %6, %2475
  %2477 = fadd contract float %2470, %2476
  br label %2478

2478:                                             ; preds = %2471, %2469
  %2479 = phi i64 [ %607, %2471 ], [ %609, %2469 ]
  %2480 = phi i64 [ %605, %2471 ], [ %608, %2469 ]
  %2481 = phi float [ %2477, %2471 ], [ %2470, %2469 ]
  %2482 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2481) #2, !srcloc !34
  %2483 = mul nsw i64 %61, %2480
  %2484 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2483
  %2485 = getelementptr %"struct.cutlass::half_t", ptr %2484, i64 %2479
  store i16 %2482, ptr %2485, align 2, !tbaa !23
  br label %2486

2486:                                             ; preds = %2478, %2468
  br i1 %610, label %2487, label %2504

2487:                                             ; preds = %2486
  %2488 = fmul contract float %1, %958
  br i1 %984, label %2496, label %2489

2489:                                             ; preds = %2487
  %2490 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %612
  %2491 = getelementptr %"struct.cutlass::half_t", ptr %2490, i64 %613
  %2492 = load i16, ptr %2491, align 2, !tbaa !23
  %2493 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2492) #2, !srcloc !25
  %2494 = fmul contract float %6, %2493
  %2495 = fadd contract float %2488, %2494
  br label %2496

2496:                                             ; preds = %2489, %2487
  %2497 = phi i64 [ %613, %2489 ], [ %615, %2487 ]
  %2498 = phi i64 [ %611, %2489 ], [ %614, %2487 ]
  %2499 = phi float [ %2495, %2489 ], [ %2488, %2487 ]
  %2500 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2499) #2, !srcloc !34
  %2501 = mul nsw i64 %61, %2498
  %2502 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2501
  %2503 = getelementptr %"struct.cutlass::half_t", ptr %2502, i64 %2497
  store i16 %2500, ptr %2503, align 2, !tbaa !23
  br label %2504

2504:                                             ; preds = %2496, %2486
  br i1 %616, label %2505, label %2522

2505:                                             ; preds = %2504
  %2506 = fmul contract float %1, %942
  br i1 %984, label %2514, label %2507

2507:                                             ; preds = %2505
  %2508 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %618
  %2509 = getelementptr %"struct.cutlass::half_t", ptr %2508, i64 %619
  %2510 = load i16, ptr %2509, align 2, !tbaa !23
  %2511 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2510) #2, !srcloc !25
  %2512 = fmul contract float %6, %2511
  %2513 = fadd contract float %2506, %2512
  br label %2514

2514:                                             ; preds = %2507, %2505
  %2515 = phi i64 [ %619, %2507 ], [ %621, %2505 ]
  %2516 = phi i64 [ %617, %2507 ], [ %620, %2505 ]
  %2517 = phi float [ %2513, %2507 ], [ %2506, %2505 ]
  %2518 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2517) #2, !srcloc !34
  %2519 = mul nsw i64 %61, %2516
  %2520 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2519
  %2521 = getelementptr %"struct.cutlass::half_t", ptr %2520, i64 %2515
  store i16 %2518, ptr %2521, align 2, !tbaa !23
  br label %2522

2522:                                             ; preds = %2514, %2504
  br i1 %622, label %2523, label %2540

2523:                                             ; preds = %2522
  %2524 = fmul contract float %1, %926
  br i1 %984, label %2532, label %2525

2525:                                             ; preds = %2523
  %2526 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %624
  %2527 = getelementptr %"struct.cutlass::half_t", ptr %2526, i64 %625
  %2528 = load i16, ptr %2527, align 2, !tbaa !23
  %2529 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2528) #2, !srcloc !25
  %2530 = fmul contract float %6, %2529
  %2531 = fadd contract float %2524, %2530
  br label %2532

2532:                                             ; preds = %2525, %2523
  %2533 = phi i64 [ %625, %2525 ], [ %627, %2523 ]
  %2534 = phi i64 [ %623, %2525 ], [ %626, %2523 ]
  %2535 = phi float [ %2531, %2525 ], [ %2524, %2523 ]
  %2536 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2535) #2, !srcloc !34
  %2537 = mul nsw i64 %61, %2534
  %2538 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2537
  %2539 = getelementptr %"struct.cutlass::half_t", ptr %2538, i64 %2533
  store i16 %2536, ptr %2539, align 2, !tbaa !23
  br label %2540

2540:                                             ; preds = %2532, %2522
  br i1 %630, label %2541, label %2558

2541:                                             ; preds = %2540
  %2542 = fmul contract float %1, %973
  br i1 %984, label %2550, label %2543

2543:                                             ; preds = %2541
  %2544 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %632
  %2545 = getelementptr %"struct.cutlass::half_t", ptr %2544, i64 %633
  %2546 = load i16, ptr %2545, align 2, !tbaa !23
  %2547 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2546) #2, !srcloc !25
  %2548 = fmul contract float %6, %2547
  %2549 = fadd contract float %2542, %2548
  br label %2550

2550:                                             ; preds = %2543, %2541
  %2551 = phi i64 [ %633, %2543 ], [ %635, %2541 ]
  %2552 = phi i64 [ %631, %2543 ], [ %634, %2541 ]
  %2553 = phi float [ %2549, %2543 ], [ %2542, %2541 ]
  %2554 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2553) #2, !srcloc !34
  %2555 = mul nsw i64 %61, %2552
  %2556 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2555
  %2557 = getelementptr %"struct.cutlass::half_t", ptr %2556, i64 %2551
  store i16 %2554, ptr %2557, align 2, !tbaa !23
  br label %2558

2558:                                             ; preds = %2550, %2540
  br i1 %636, label %2559, label %2576

2559:                                             ; preds = %2558
  %2560 = fmul contract float %1, %957
  br i1 %984, label %2568, label %2561

2561:                                             ; preds = %2559
  %2562 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %638
  %2563 = getelementptr %"struct.cutlass::half_t", ptr %2562, i64 %639
  %2564 = load i16, ptr %2563, align 2, !tbaa !23
  %2565 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2564) #2, !srcloc !25
  %2566 = fmul contract float %6, %2565
  %2567 = fadd contract float %2560, %2566
  br label %2568

2568:                                             ; preds = %2561, %2559
  %2569 = phi i64 [ %639, %2561 ], [ %641, %2559 ]
  %2570 = phi i64 [ %637, %2561 ], [ %640, %2559 ]
  %2571 = phi float [ %2567, %2561 ], [ %2560, %2559 ]
  %2572 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2571) #2, !srcloc !34
  %2573 = mul nsw i64 %61, %2570
  %2574 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2573
  %2575 = getelementptr %"struct.cutlass::half_t", ptr %2574, i64 %2569
  store i16 %2572, ptr %2575, align 2, !tbaa !23
  br label %2576

2576:                                             ; preds = %2568, %2558
  br i1 %642, label %2577, label %2594

2577:                                             ; preds = %2576
  %2578 = fmul contract float %1, %941
  br i1 %984, label %2586, label %2579

2579:                                             ; preds = %2577
  %2580 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %644
  %2581 = getelementptr %"struct.cutlass::half_t", ptr %2580, i64 %645
  %2582 = load i16, ptr %2581, align 2, !tbaa !23
  %2583 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2582) #2, !srcloc !25
  %2584 = fmul contract float %6, %2583
  %2585 = fadd contract float %2578, %2584
  br label %2586

2586:                                             ; preds = %2579, %2577
  %2587 = phi i64 [ %645, %2579 ], [ %647, %2577 ]
  %2588 = phi i64 [ %643, %2579 ], [ %646, %2577 ]
  %2589 = phi float [ %2585, %2579 ], [ %2578, %2577 ]
  %2590 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2589) #2, !srcloc !34
  %2591 = mul nsw i64 %61, %2588
  %2592 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2591
  %2593 = getelementptr %"struct.cutlass::half_t", ptr %2592, i64 %2587
  store i16 %2590, ptr %2593, align 2, !tbaa !23
  br label %2594

2594:                                             ; preds = %2586, %2576
  br i1 %648, label %2595, label %2612

2595:                                             ; preds = %2594
  %2596 = fmul contract float %1, %925
  br i1 %984, label %2604, label %2597

2597:                                             ; preds = %2595
  %2598 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %650
  %2599 = getelementptr %"struct.cutlass::half_t", ptr %2598, i64 %651
  %2600 = load i16, ptr %2599, align 2, !tbaa !23
  %2601 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2600) #2, !srcloc !25
  %2602 = fmul contract float %6, %2601
  %2603 = fadd contract float %2596, %2602
  br label %2604

2604:                                             ; preds = %2597, %2595
  %2605 = phi i64 [ %651, %2597 ], [ %653, %2595 ]
  %2606 = phi i64 [ %649, %2597 ], [ %652, %2595 ]
  %2607 = phi float [ %2603, %2597 ], [ %2596, %2595 ]
  %2608 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2607) #2, !srcloc !34
  %2609 = mul nsw i64 %61, %2606
  %2610 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2609
  %2611 = getelementptr %"struct.cutlass::half_t", ptr %2610, i64 %2605
  store i16 %2608, ptr %2611, align 2, !tbaa !23
  br label %2612

2612:                                             ; preds = %2604, %2594
  br i1 %656, label %2613, label %2630

2613:                                             ; preds = %2612
  %2614 = fmul contract float %1, %972
  br i1 %984, label %2622, label %2615

2615:                                             ; preds = %2613
  %2616 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %658
  %2617 = getelementptr %"struct.cutlass::half_t", ptr %2616, i64 %659
  %2618 = load i16, ptr %2617, align 2, !tbaa !23
  %2619 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2618) #2, !srcloc !25
  %2620 = fmul contract float %6, %2619
  %2621 = fadd contract float %2614, %2620
  br label %2622

2622:                                             ; preds = %2615, %2613
  %2623 = phi i64 [ %659, %2615 ], [ %661, %2613 ]
  %2624 = phi i64 [ %657, %2615 ], [ %660, %2613 ]
  %2625 = phi float [ %2621, %2615 ], [ %2614, %2613 ]
  %2626 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2625) #2, !srcloc !34
  %2627 = mul nsw i64 %61, %2624
  %2628 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2627
  %2629 = getelementptr %"struct.cutlass::half_t", ptr %2628, i64 %2623
  store i16 %2626, ptr %2629, align 2, !tbaa !23
  br label %2630

2630:                                             ; preds = %2622, %2612
  br i1 %662, label %2631, label %2648

2631:                                             ; preds = %2630
  %2632 = fmul contract float %1, %956
  br i1 %984, label %2640, label %2633

2633:                                             ; preds = %2631
  %2634 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %664
  %2635 = getelementptr %"struct.cutlass::half_t", ptr %2634, i64 %665
  %2636 = load i16, ptr %2635, align 2, !tbaa !23
  %2637 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2636) #2, !srcloc !25
  %2638 = fmul contract float %6, %2637
  %2639 = fadd contract float %2632, %2638
  br label %2640

2640:                                             ; preds = %2633, %2631
  %2641 = phi i64 [ %665, %2633 ], [ %667, %2631 ]
  %2642 = phi i64 [ %663, %2633 ], [ %666, %2631 ]
  %2643 = phi float [ %2639, %2633 ], [ %2632, %2631 ]
  %2644 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2643) #2, !srcloc !34
  %2645 = mul nsw i64 %61, %2642
  %2646 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2645
  %2647 = getelementptr %"struct.cutlass::half_t", ptr %2646, i64 %2641
  store i16 %2644, ptr %2647, align 2, !tbaa !23
  br label %2648

2648:                                             ; preds = %2640, %2630
  br i1 %668, label %2649, label %2666

2649:                                             ; preds = %2648
  %2650 = fmul contract float %1, %940
  br i1 %984, label %2658, label %2651

2651:                                             ; preds = %2649
  %2652 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %670
  %2653 = getelementptr %"struct.cutlass::half_t", ptr %2652, i64 %671
  %2654 = load i16, ptr %2653, align 2, !tbaa !23
  %2655 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2654) #2, !srcloc !25
  %2656 = fmul contract float %6, %2655
  %2657 = fadd contract float %2650, %2656
  br label %2658

2658:                                             ; preds = %2651, %2649
  %2659 = phi i64 [ %671, %2651 ], [ %673, %2649 ]
  %2660 = phi i64 [ %669, %2651 ], [ %672, %2649 ]
  %2661 = phi float [ %2657, %2651 ], [ %2650, %2649 ]
  %2662 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2661) #2, !srcloc !34
  %2663 = mul nsw i64 %61, %2660
  %2664 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2663
  %2665 = getelementptr %"struct.cutlass::half_t", ptr %2664, i64 %2659
  store i16 %2662, ptr %2665, align 2, !tbaa !23
  br label %2666

2666:                                             ; preds = %2658, %2648
  br i1 %674, label %2667, label %2684

2667:                                             ; preds = %2666
  %2668 = fmul contract float %1, %924
  br i1 %984, label %2676, label %2669

2669:                                             ; preds = %2667
  %2670 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %676
  %2671 = getelementptr %"struct.cutlass::half_t", ptr %2670, i64 %677
  %2672 = load i16, ptr %2671, align 2, !tbaa !23
  %2673 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2672) #2, !srcloc !25
  %2674 = fmul contract float %6, %2673
  %2675 = fadd contract float %2668, %2674
  br label %2676

2676:                                             ; preds = %2669, %2667
  %2677 = phi i64 [ %677, %2669 ], [ %679, %2667 ]
  %2678 = phi i64 [ %675, %2669 ], [ %678, %2667 ]
  %2679 = phi float [ %2675, %2669 ], [ %2668, %2667 ]
  %2680 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2679) #2, !srcloc !34
  %2681 = mul nsw i64 %61, %2678
  %2682 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2681
  %2683 = getelementptr %"struct.cutlass::half_t", ptr %2682, i64 %2677
  store i16 %2680, ptr %2683, align 2, !tbaa !23
  br label %2684

2684:                                             ; preds = %2676, %2666
  br i1 %682, label %2685, label %2702

2685:                                             ; preds = %2684
  %2686 = fmul contract float %1, %971
  br i1 %984, label %2694, label %2687

2687:                                             ; preds = %2685
  %2688 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %684
  %2689 = getelementptr %"struct.cutlass::half_t", ptr %2688, i64 %685
  %2690 = load i16, ptr %2689, align 2, !tbaa !23
  %2691 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2690) #2, !srcloc !25
  %2692 = fmul contract float %6, %2691
  %2693 = fadd contract float %2686, %2692
  br label %2694

2694:                                             ; preds = %2687, %2685
  %2695 = phi i64 [ %685, %2687 ], [ %687, %2685 ]
  %2696 = phi i64 [ %683, %2687 ], [ %686, %2685 ]
  %2697 = phi float [ %2693, %2687 ], [ %2686, %2685 ]
  %2698 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2697) #2, !srcloc !34
  %2699 = mul nsw i64 %61, %2696
  %2700 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2699
  %2701 = getelementptr %"struct.cutlass::half_t", ptr %2700, i64 %2695
  store i16 %2698, ptr %2701, align 2, !tbaa !23
  br label %2702

2702:                                             ; preds = %2694, %2684
  br i1 %688, label %2703, label %2720

2703:                                             ; preds = %2702
  %2704 = fmul contract float %1, %955
  br i1 %984, label %2712, label %2705

2705:                                             ; preds = %2703
  %2706 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %690
  %2707 = getelementptr %"struct.cutlass::half_t", ptr %2706, i64 %691
  %2708 = load i16, ptr %2707, align 2, !tbaa !23
  %2709 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2708) #2, !srcloc !25
  %2710 = fmul contract float %6, %2709
  %2711 = fadd contract float %2704, %2710
  br label %2712

2712:                                             ; preds = %2705, %2703
  %2713 = phi i64 [ %691, %2705 ], [ %693, %2703 ]
  %2714 = phi i64 [ %689, %2705 ], [ %692, %2703 ]
  %2715 = phi float [ %2711, %2705 ], [ %2704, %2703 ]
  %2716 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2715) #2, !srcloc !34
  %2717 = mul nsw i64 %61, %2714
  %2718 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2717
  %2719 = getelementptr %"struct.cutlass::half_t", ptr %2718, i64 %2713
  store i16 %2716, ptr %2719, align 2, !tbaa !23
  br label %2720

2720:                                             ; preds = %2712, %2702
  br i1 %694, label %2721, label %2738

2721:                                             ; preds = %2720
  %2722 = fmul contract float %1, %939
  br i1 %984, label %2730, label %2723

2723:                                             ; preds = %2721
  %2724 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %696
  %2725 = getelementptr %"struct.cutlass::half_t", ptr %2724, i64 %697
  %2726 = load i16, ptr %2725, align 2, !tbaa !23
  %2727 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2726) #2, !srcloc !25
  %2728 = fmul contract float %6, %2727
  %2729 = fadd contract float %2722, %2728
  br label %2730

2730:                                             ; preds = %2723, %2721
  %2731 = phi i64 [ %697, %2723 ], [ %699, %2721 ]
  %2732 = phi i64 [ %695, %2723 ], [ %698, %2721 ]
  %2733 = phi float [ %2729, %2723 ], [ %2722, %2721 ]
  %2734 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2733) #2, !srcloc !34
  %2735 = mul nsw i64 %61, %2732
  %2736 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2735
  %2737 = getelementptr %"struct.cutlass::half_t", ptr %2736, i64 %2731
  store i16 %2734, ptr %2737, align 2, !tbaa !23
  br label %2738

2738:                                             ; preds = %2730, %2720
  br i1 %700, label %2739, label %2756

2739:                                             ; preds = %2738
  %2740 = fmul contract float %1, %923
  br i1 %984, label %2748, label %2741

2741:                                             ; preds = %2739
  %2742 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %702
  %2743 = getelementptr %"struct.cutlass::half_t", ptr %2742, i64 %703
  %2744 = load i16, ptr %2743, align 2, !tbaa !23
  %2745 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2744) #2, !srcloc !25
  %2746 = fmul contract float %6, %2745
  %2747 = fadd contract float %2740, %2746
  br label %2748

2748:                                             ; preds = %2741, %2739
  %2749 = phi i64 [ %703, %2741 ], [ %705, %2739 ]
  %2750 = phi i64 [ %701, %2741 ], [ %704, %2739 ]
  %2751 = phi float [ %2747, %2741 ], [ %2740, %2739 ]
  %2752 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2751) #2, !srcloc !34
  %2753 = mul nsw i64 %61, %2750
  %2754 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2753
  %2755 = getelementptr %"struct.cutlass::half_t", ptr %2754, i64 %2749
  store i16 %2752, ptr %2755, align 2, !tbaa !23
  br label %2756

2756:                                             ; preds = %2748, %2738
  br i1 %708, label %2757, label %2774

2757:                                             ; preds = %2756
  %2758 = fmul contract float %1, %970
  br i1 %984, label %2766, label %2759

2759:                                             ; preds = %2757
  %2760 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %710
  %2761 = getelementptr %"struct.cutlass::half_t", ptr %2760, i64 %711
  %2762 = load i16, ptr %2761, align 2, !tbaa !23
  %2763 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2762) #2, !srcloc !25
  %2764 = fmul contract float %6, %2763
  %2765 = fadd contract float %2758, %2764
  br label %2766

2766:                                             ; preds = %2759, %2757
  %2767 = phi i64 [ %711, %2759 ], [ %713, %2757 ]
  %2768 = phi i64 [ %709, %2759 ], [ %712, %2757 ]
  %2769 = phi float [ %2765, %2759 ], [ %2758, %2757 ]
  %2770 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2769) #2, !srcloc !34
  %2771 = mul nsw i64 %61, %2768
  %2772 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2771
  %2773 = getelementptr %"struct.cutlass::half_t", ptr %2772, i64 %2767
  store i16 %2770, ptr %2773, align 2, !tbaa !23
  br label %2774

2774:                                             ; preds = %2766, %2756
  br i1 %714, label %2775, label %2792

2775:                                             ; preds = %2774
  %2776 = fmul contract float %1, %954
  br i1 %984, label %2784, label %2777

2777:                                             ; preds = %2775
  %2778 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %716
  %2779 = getelementptr %"struct.cutlass::half_t", ptr %2778, i64 %717
  %2780 = load i16, ptr %2779, align 2, !tbaa !23
  %2781 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2780) #2, !srcloc !25
  %2782 = fmul contract float %6, %2781
  %2783 = fadd contract float %2776, %2782
  br label %2784

2784:                                             ; preds = %2777, %2775
  %2785 = phi i64 [ %717, %2777 ], [ %719, %2775 ]
  %2786 = phi i64 [ %715, %2777 ], [ %718, %2775 ]
  %2787 = phi float [ %2783, %2777 ], [ %2776, %2775 ]
  %2788 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2787) #2, !srcloc !34
  %2789 = mul nsw i64 %61, %2786
  %2790 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2789
  %2791 = getelementptr %"struct.cutlass::half_t", ptr %2790, i64 %2785
  store i16 %2788, ptr %2791, align 2, !tbaa !23
  br label %2792

2792:                                             ; preds = %2784, %2774
  br i1 %720, label %2793, label %2810

2793:                                             ; preds = %2792
  %2794 = fmul contract float %1, %938
  br i1 %984, label %2802, label %2795

2795:                                             ; preds = %2793
  %2796 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %722
  %2797 = getelementptr %"struct.cutlass::half_t", ptr %2796, i64 %723
  %2798 = load i16, ptr %2797, align 2, !tbaa !23
  %2799 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2798) #2, !srcloc !25
  %2800 = fmul contract float %6, %2799
  %2801 = fadd contract float %2794, %2800
  br label %2802

2802:                                             ; preds = %2795, %2793
  %2803 = phi i64 [ %723, %2795 ], [ %725, %2793 ]
  %2804 = phi i64 [ %721, %2795 ], [ %724, %2793 ]
  %2805 = phi float [ %2801, %2795 ], [ %2794, %2793 ]
  %2806 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2805) #2, !srcloc !34
  %2807 = mul nsw i64 %61, %2804
  %2808 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2807
  %2809 = getelementptr %"struct.cutlass::half_t", ptr %2808, i64 %2803
  store i16 %2806, ptr %2809, align 2, !tbaa !23
  br label %2810

2810:                                             ; preds = %2802, %2792
  br i1 %726, label %2811, label %2828

2811:                                             ; preds = %2810
  %2812 = fmul contract float %1, %922
  br i1 %984, label %2820, label %2813

2813:                                             ; preds = %2811
  %2814 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %728
  %2815 = getelementptr %"struct.cutlass::half_t", ptr %2814, i64 %729
  %2816 = load i16, ptr %2815, align 2, !tbaa !23
  %2817 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2816) #2, !srcloc !25
  %2818 = fmul contract float %6, %2817
  %2819 = fadd contract float %2812, %2818
  br label %2820

2820:                                             ; preds = %2813, %2811
  %2821 = phi i64 [ %729, %2813 ], [ %731, %2811 ]
  %2822 = phi i64 [ %727, %2813 ], [ %730, %2811 ]
  %2823 = phi float [ %2819, %2813 ], [ %2812, %2811 ]
  %2824 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2823) #2, !srcloc !34
  %2825 = mul nsw i64 %61, %2822
  %2826 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2825
  %2827 = getelementptr %"struct.cutlass::half_t", ptr %2826, i64 %2821
  store i16 %2824, ptr %2827, align 2, !tbaa !23
  br label %2828

2828:                                             ; preds = %2820, %2810
  br i1 %734, label %2829, label %2846

2829:                                             ; preds = %2828
  %2830 = fmul contract float %1, %969
  br i1 %984, label %2838, label %2831

2831:                                             ; preds = %2829
  %2832 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %736
  %2833 = getelementptr %"struct.cutlass::half_t", ptr %2832, i64 %737
  %2834 = load i16, ptr %2833, align 2, !tbaa !23
  %2835 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2834) #2, !srcloc !25
  %2836 = fmul contract float %6, %2835
  %2837 = fadd contract float %2830, %2836
  br label %2838

2838:                                             ; preds = %2831, %2829
  %2839 = phi i64 [ %737, %2831 ], [ %739, %2829 ]
  %2840 = phi i64 [ %735, %2831 ], [ %738, %2829 ]
  %2841 = phi float [ %2837, %2831 ], [ %2830, %2829 ]
  %2842 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2841) #2, !srcloc !34
  %2843 = mul nsw i64 %61, %2840
  %2844 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2843
  %2845 = getelementptr %"struct.cutlass::half_t", ptr %2844, i64 %2839
  store i16 %2842, ptr %2845, align 2, !tbaa !23
  br label %2846

2846:                                             ; preds = %2838, %2828
  br i1 %740, label %2847, label %2864

2847:                                             ; preds = %2846
  %2848 = fmul contract float %1, %953
  br i1 %984, label %2856, label %2849

2849:                                             ; preds = %2847
  %2850 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %742
  %2851 = getelementptr %"struct.cutlass::half_t", ptr %2850, i64 %743
  %2852 = load i16, ptr %2851, align 2, !tbaa !23
  %2853 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2852) #2, !srcloc !25
  %2854 = fmul contract float %6, %2853
  %2855 = fadd contract float %2848, %2854
  br label %2856

2856:                                             ; preds = %2849, %2847
  %2857 = phi i64 [ %743, %2849 ], [ %745, %2847 ]
  %2858 = phi i64 [ %741, %2849 ], [ %744, %2847 ]
  %2859 = phi float [ %2855, %2849 ], [ %2848, %2847 ]
  %2860 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2859) #2, !srcloc !34
  %2861 = mul nsw i64 %61, %2858
  %2862 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2861
  %2863 = getelementptr %"struct.cutlass::half_t", ptr %2862, i64 %2857
  store i16 %2860, ptr %2863, align 2, !tbaa !23
  br label %2864

2864:                                             ; preds = %2856, %2846
  br i1 %746, label %2865, label %2882

2865:                                             ; preds = %2864
  %2866 = fmul contract float %1, %937
  br i1 %984, label %2874, label %2867

2867:                                             ; preds = %2865
  %2868 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %748
  %2869 = getelementptr %"struct.cutlass::half_t", ptr %2868, i64 %749
  %2870 = load i16, ptr %2869, align 2, !tbaa !23
  %2871 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2870) #2, !srcloc !25
  %2872 = fmul contract float %6, %2871
  %2873 = fadd contract float %2866, %2872
  br label %2874

2874:                                             ; preds = %2867, %2865
  %2875 = phi i64 [ %749, %2867 ], [ %751, %2865 ]
  %2876 = phi i64 [ %747, %2867 ], [ %750, %2865 ]
  %2877 = phi float [ %2873, %2867 ], [ %2866, %2865 ]
  %2878 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2877) #2, !srcloc !34
  %2879 = mul nsw i64 %61, %2876
  %2880 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2879
  %2881 = getelementptr %"struct.cutlass::half_t", ptr %2880, i64 %2875
  store i16 %2878, ptr %2881, align 2, !tbaa !23
  br label %2882

2882:                                             ; preds = %2874, %2864
  br i1 %752, label %2883, label %2900

2883:                                             ; preds = %2882
  %2884 = fmul contract float %1, %921
  br i1 %984, label %2892, label %2885

2885:                                             ; preds = %2883
  %2886 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %754
  %2887 = getelementptr %"struct.cutlass::half_t", ptr %2886, i64 %755
  %2888 = load i16, ptr %2887, align 2, !tbaa !23
  %2889 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2888) #2, !srcloc !25
  %2890 = fmul contract float %6, %2889
  %2891 = fadd contract float %2884, %2890
  br label %2892

2892:                                             ; preds = %2885, %2883
  %2893 = phi i64 [ %755, %2885 ], [ %757, %2883 ]
  %2894 = phi i64 [ %753, %2885 ], [ %756, %2883 ]
  %2895 = phi float [ %2891, %2885 ], [ %2884, %2883 ]
  %2896 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2895) #2, !srcloc !34
  %2897 = mul nsw i64 %61, %2894
  %2898 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2897
  %2899 = getelementptr %"struct.cutlass::half_t", ptr %2898, i64 %2893
  store i16 %2896, ptr %2899, align 2, !tbaa !23
  br label %2900

2900:                                             ; preds = %2892, %2882
  br i1 %760, label %2901, label %2918

2901:                                             ; preds = %2900
  %2902 = fmul contract float %1, %968
  br i1 %984, label %2910, label %2903

2903:                                             ; preds = %2901
  %2904 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %762
  %2905 = getelementptr %"struct.cutlass::half_t", ptr %2904, i64 %763
  %2906 = load i16, ptr %2905, align 2, !tbaa !23
  %2907 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2906) #2, !srcloc !25
  %2908 = fmul contract float %6, %2907
  %2909 = fadd contract float %2902, %2908
  br label %2910

2910:                                             ; preds = %2903, %2901
  %2911 = phi i64 [ %763, %2903 ], [ %765, %2901 ]
  %2912 = phi i64 [ %761, %2903 ], [ %764, %2901 ]
  %2913 = phi float [ %2909, %2903 ], [ %2902, %2901 ]
  %2914 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2913) #2, !srcloc !34
  %2915 = mul nsw i64 %61, %2912
  %2916 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2915
  %2917 = getelementptr %"struct.cutlass::half_t", ptr %2916, i64 %2911
  store i16 %2914, ptr %2917, align 2, !tbaa !23
  br label %2918

2918:                                             ; preds = %2910, %2900
  br i1 %766, label %2919, label %2936

2919:                                             ; preds = %2918
  %2920 = fmul contract float %1, %952
  br i1 %984, label %2928, label %2921

2921:                                             ; preds = %2919
  %2922 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %768
  %2923 = getelementptr %"struct.cutlass::half_t", ptr %2922, i64 %769
  %2924 = load i16, ptr %2923, align 2, !tbaa !23
  %2925 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2924) #2, !srcloc !25
  %2926 = fmul contract float %6, %2925
  %2927 = fadd contract float %2920, %2926
  br label %2928

2928:                                             ; preds = %2921, %2919
  %2929 = phi i64 [ %769, %2921 ], [ %771, %2919 ]
  %2930 = phi i64 [ %767, %2921 ], [ %770, %2919 ]
  %2931 = phi float [ %2927, %2921 ], [ %2920, %2919 ]
  %2932 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2931) #2, !srcloc !34
  %2933 = mul nsw i64 %61, %2930
  %2934 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2933
  %2935 = getelementptr %"struct.cutlass::half_t", ptr %2934, i64 %2929
  store i16 %2932, ptr %2935, align 2, !tbaa !23
  br label %2936

2936:                                             ; preds = %2928, %2918
  br i1 %772, label %2937, label %2954

2937:                                             ; preds = %2936
  %2938 = fmul contract float %1, %936
  br i1 %984, label %2946, label %2939

2939:                                             ; preds = %2937
  %2940 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %774
  %2941 = getelementptr %"struct.cutlass::half_t", ptr %2940, i64 %775
  %2942 = load i16, ptr %2941, align 2, !tbaa !23
  %2943 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2942) #2, !srcloc !25
  %2944 = fmul contract float %6, %2943
  %2945 = fadd contract float %2938, %2944
  br label %2946

2946:                                             ; preds = %2939, %2937
  %2947 = phi i64 [ %775, %2939 ], [ %777, %2937 ]
  %2948 = phi i64 [ %773, %2939 ], [ %776, %2937 ]
  %2949 = phi float [ %2945, %2939 ], [ %2938, %2937 ]
  %2950 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2949) #2, !srcloc !34
  %2951 = mul nsw i64 %61, %2948
  %2952 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2951
  %2953 = getelementptr %"struct.cutlass::half_t", ptr %2952, i64 %2947
  store i16 %2950, ptr %2953, align 2, !tbaa !23
  br label %2954

2954:                                             ; preds = %2946, %2936
  br i1 %778, label %2955, label %2972

2955:                                             ; preds = %2954
  %2956 = fmul contract float %1, %920
  br i1 %984, label %2964, label %2957

2957:                                             ; preds = %2955
  %2958 = getelementptr %"struct.cutlass::half_t", ptr %788, i64 %780
  %2959 = getelementptr %"struct.cutlass::half_t", ptr %2958, i64 %781
  %2960 = load i16, ptr %2959, align 2, !tbaa !23
  %2961 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %2960) #2, !srcloc !25
  %2962 = fmul contract float %6, %2961
  %2963 = fadd contract float %2956, %2962
  br label %2964

2964:                                             ; preds = %2957, %2955
  %2965 = phi i64 [ %781, %2957 ], [ %783, %2955 ]
  %2966 = phi i64 [ %779, %2957 ], [ %782, %2955 ]
  %2967 = phi float [ %2963, %2957 ], [ %2956, %2955 ]
  %2968 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %2967) #2, !srcloc !34
  %2969 = mul nsw i64 %61, %2966
  %2970 = getelementptr %"struct.cutlass::half_t", ptr %789, i64 %2969
  %2971 = getelementptr %"struct.cutlass::half_t", ptr %2970, i64 %2965
  store i16 %2968, ptr %2971, align 2, !tbaa !23
  br label %2972

2972:                                             ; preds = %2964, %2954
  %2973 = getelementptr inbounds float, ptr %786, i64 %64
  %2974 = getelementptr inbounds %"struct.cutlass::half_t", ptr %787, i64 %65
  %2975 = getelementptr inbounds %"struct.cutlass::half_t", ptr %788, i64 %66
  %2976 = select i1 %984, ptr null, ptr %2975
  %2977 = getelementptr inbounds %"struct.cutlass::half_t", ptr %789, i64 %67
  %2978 = add i32 %785, %62
  %2979 = icmp slt i32 %2978, %10
  br i1 %2979, label %784, label %2980, !llvm.loop !37

2980:                                             ; preds = %2972, %46
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nounwind memory(none) }

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
!11 = !{!12, !13, i64 0}
!12 = !{!"_ZTSN7cutlass9TensorRefIfNS_6layout8RowMajorEEE", !13, i64 0, !15, i64 8}
!13 = !{!"p1 float", !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!"_ZTSN7cutlass6layout8RowMajorE", !16, i64 0}
!16 = !{!"_ZTSN7cutlass5CoordILi1EllEE", !8, i64 0}
!17 = !{!18, !19, i64 0}
!18 = !{!"_ZTSN7cutlass9TensorRefINS_6half_tENS_6layout11ColumnMajorEEE", !19, i64 0, !20, i64 8}
!19 = !{!"p1 _ZTSN7cutlass6half_tE", !14, i64 0}
!20 = !{!"_ZTSN7cutlass6layout11ColumnMajorE", !16, i64 0}
!21 = !{!22, !19, i64 0}
!22 = !{!"_ZTSN7cutlass9TensorRefINS_6half_tENS_6layout8RowMajorEEE", !19, i64 0, !15, i64 8}
!23 = !{!24, !24, i64 0}
!24 = !{!"short", !8, i64 0}
!25 = !{i64 2157899241}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !8, i64 0}
!30 = distinct !{!30, !27}
!31 = distinct !{!31, !27}
!32 = distinct !{!32, !27}
!33 = distinct !{!33, !27}
!34 = !{i64 2157843270}
!35 = distinct !{!35, !27}
!36 = distinct !{!36, !27}
!37 = distinct !{!37, !27}
