; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: $CUTLASS/examples/41_fused_multi_head_attention/fused_multihead_attention_fixed_seqlen.cu (CUTLASS 7107b05535f8)
; Compiler: Debian clang version 22.1.8 (1~deb12u1)
; Command (in the repository's root): clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -I$CUTLASS/include -I$CUTLASS/tools/util/include -I$CUTLASS/examples/common -I$CUTLASS/examples/41_fused_multi_head_attention -include test/Corpus/cuda/clang-cuda-compat.h -DNDEBUG -D__NV_NO_HOST_COMPILER_CHECK=1 -DCUTLASS_ENABLE_TENSOR_CORE_MMA=1 -D__CUDACC_VER_MAJOR__=13 -D__CUDACC_VER_MINOR__=0 -mllvm -pragma-unroll-threshold=100000 -mllvm -unroll-threshold=5000 -Wno-unused-command-line-argument $CUTLASS/examples/41_fused_multi_head_attention/fused_multihead_attention_fixed_seqlen.cu -o cutlass-fmha-sm_80.clang22.ll
; Reduced: opt-22 -passes=internalize,globaldce -internalize-public-api-list=KERNELS -S, KERNELS: kernel #1 matching /attention_kernel_batched_impl/; kernel #2 matching /attention_kernel_batched_impl/; kernel #3 matching /attention_kernel_batched_impl/
; ModuleID = '$CUTLASS/examples/41_fused_multi_head_attention/fused_multihead_attention_fixed_seqlen.cu'
source_filename = "$CUTLASS/examples/41_fused_multi_head_attention/fused_multihead_attention_fixed_seqlen.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.AttentionKernel<cutlass::half_t, cutlass::arch::Sm80, true, 32, 128, 128, false, false>::Params" = type <{ ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, [4 x i8], ptr, ptr, ptr, float, i32, i32, i32, i32, i32, i8, [3 x i8], i32, i32, i32, i32, i32, i32, i32, i32, [4 x i8], i64, i64, i64, i64, i64, i32, i32, i8, [7 x i8], i64, float, [4 x i8] }>
%"struct.cutlass::half_t" = type { i16 }
%"struct.cutlass::Array.58" = type { [4 x i32] }
%"class.cutlass::AlignedArray" = type { %"struct.cutlass::Array.62" }
%"struct.cutlass::Array.62" = type { [1 x i32] }
%"class.cutlass::AlignedArray.92" = type { %"struct.cutlass::Array.84" }
%"struct.cutlass::Array.84" = type { [2 x float] }
%"struct.AttentionKernel<cutlass::half_t, cutlass::arch::Sm80, true, 32, 128, 65536, false, false>::Params" = type <{ ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, [4 x i8], ptr, ptr, ptr, float, i32, i32, i32, i32, i32, i8, [3 x i8], i32, i32, i32, i32, i32, i32, i32, i32, [4 x i8], i64, i64, i64, i64, i64, i32, i32, i8, [7 x i8], i64, float, [4 x i8] }>
%"struct.cutlass::Array.9" = type { [32 x float] }
%class.anon.101 = type { ptr }
%class.anon.102 = type { ptr }
%class.anon.111 = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr }
%"struct.AttentionKernel<cutlass::half_t, cutlass::arch::Sm80, true, 64, 64, 64, false, false>::Params" = type <{ ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, [4 x i8], ptr, ptr, ptr, float, i32, i32, i32, i32, i32, i8, [3 x i8], i32, i32, i32, i32, i32, i32, i32, i32, [4 x i8], i64, i64, i64, i64, i64, i32, i32, i8, [7 x i8], i64, float, [4 x i8] }>

$_Z29attention_kernel_batched_implI15AttentionKernelIN7cutlass6half_tENS1_4arch4Sm80ELb1ELi32ELi128ELi128ELb0ELb0E18DefaultToBatchHookEEvNT_6ParamsE = comdat any

$_Z29attention_kernel_batched_implI15AttentionKernelIN7cutlass6half_tENS1_4arch4Sm80ELb1ELi32ELi128ELi65536ELb0ELb0E18DefaultToBatchHookEEvNT_6ParamsE = comdat any

$_Z29attention_kernel_batched_implI15AttentionKernelIN7cutlass6half_tENS1_4arch4Sm80ELb1ELi64ELi64ELi64ELb0ELb0E18DefaultToBatchHookEEvNT_6ParamsE = comdat any

@_ZL17__cr_lgamma_table = dso_local addrspace(4) externally_initialized constant [9 x double] [double 0.000000e+00, double 0.000000e+00, double 0x3FE62E42FEFA39EF, double 0x3FFCAB0BFA2A2002, double 0x40096CA77C922CF9, double 0x401326643C4479C9, double 0x401A51273ACF01CA, double 0x40210CE1F32DCC30, double 0x4025358E82FCB70D], align 8
@smem_buffer = external dso_local addrspace(3) global [0 x i8], align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @_ZL17__cr_lgamma_table to ptr)], section "llvm.metadata"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z29attention_kernel_batched_implI15AttentionKernelIN7cutlass6half_tENS1_4arch4Sm80ELb1ELi32ELi128ELi128ELb0ELb0E18DefaultToBatchHookEEvNT_6ParamsE(ptr noundef byval(%"struct.AttentionKernel<cutlass::half_t, cutlass::arch::Sm80, true, 32, 128, 128, false, false>::Params") align 8 %0) local_unnamed_addr #3 comdat {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 5
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 100
  %7 = load i32, ptr %6, align 4, !tbaa !11
  %8 = add nsw i32 %7, 31
  %9 = sdiv i32 %8, 32
  %10 = shl nsw i32 %9, 5
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %12 = load ptr, ptr %11, align 8, !tbaa !21
  %13 = icmp eq ptr %12, null
  %14 = zext nneg i32 %2 to i64
  br i1 %13, label %55, label %15

15:                                               ; preds = %1
  %16 = getelementptr inbounds nuw i32, ptr %12, i64 %14
  store ptr %16, ptr %11, align 8, !tbaa !21
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %22 = load ptr, ptr %21, align 8, !tbaa !22
  %23 = getelementptr inbounds nuw i32, ptr %22, i64 %14
  store ptr %23, ptr %21, align 8, !tbaa !22
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %25 = load ptr, ptr %24, align 8, !tbaa !23
  %26 = icmp eq ptr %25, null
  %27 = load i32, ptr %23, align 4, !tbaa !6
  %28 = sext i32 %27 to i64
  br i1 %26, label %33, label %29

29:                                               ; preds = %15
  %30 = getelementptr inbounds nuw i32, ptr %25, i64 %14
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = add i32 %31, %27
  br label %36

33:                                               ; preds = %15
  %34 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %35 = load i32, ptr %34, align 4, !tbaa !6
  br label %36

36:                                               ; preds = %33, %29
  %37 = phi i32 [ %32, %29 ], [ %35, %33 ]
  %38 = sub i32 %20, %17
  store i32 %38, ptr %6, align 4, !tbaa !11
  %39 = sub i32 %37, %27
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store i32 %39, ptr %40, align 8, !tbaa !24
  %41 = icmp ult i32 %5, %38
  br i1 %41, label %42, label %2769

42:                                               ; preds = %36
  %43 = load ptr, ptr %0, align 8, !tbaa !25
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %45 = load ptr, ptr %44, align 8, !tbaa !26
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !27
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 132
  %49 = load i32, ptr %48, align 4, !tbaa !28
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %51 = load ptr, ptr %50, align 8, !tbaa !29
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %53 = load ptr, ptr %52, align 8, !tbaa !30
  %54 = sext i32 %49 to i64
  br label %94

55:                                               ; preds = %1
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %57 = load i64, ptr %56, align 8, !tbaa !31
  %58 = mul nsw i64 %57, %14
  %59 = load ptr, ptr %0, align 8, !tbaa !25
  %60 = getelementptr inbounds %"struct.cutlass::half_t", ptr %59, i64 %58
  %61 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %62 = load i64, ptr %61, align 8, !tbaa !32
  %63 = mul nsw i64 %62, %14
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !26
  %66 = getelementptr inbounds %"struct.cutlass::half_t", ptr %65, i64 %63
  %67 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %68 = load i64, ptr %67, align 8, !tbaa !33
  %69 = mul nsw i64 %68, %14
  %70 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %71 = load ptr, ptr %70, align 8, !tbaa !27
  %72 = getelementptr inbounds %"struct.cutlass::half_t", ptr %71, i64 %69
  %73 = mul i32 %7, %2
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds nuw i8, ptr %0, i64 132
  %76 = load i32, ptr %75, align 4, !tbaa !28
  %77 = sext i32 %76 to i64
  %78 = mul nsw i64 %77, %74
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %80 = load ptr, ptr %79, align 8, !tbaa !29
  %81 = getelementptr inbounds %"struct.cutlass::half_t", ptr %80, i64 %78
  %82 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %83 = load ptr, ptr %82, align 8, !tbaa !30
  %84 = icmp eq ptr %83, null
  br i1 %84, label %94, label %85

85:                                               ; preds = %55
  %86 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %87 = load i32, ptr %86, align 8, !tbaa !34
  %88 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %89 = load i32, ptr %88, align 4, !tbaa !35
  %90 = mul nsw i32 %89, %87
  %91 = sext i32 %90 to i64
  %92 = mul nsw i64 %91, %74
  %93 = getelementptr inbounds float, ptr %83, i64 %92
  br label %94

94:                                               ; preds = %85, %55, %42
  %95 = phi i64 [ %54, %42 ], [ %77, %85 ], [ %77, %55 ]
  %96 = phi i32 [ %38, %42 ], [ %7, %85 ], [ %7, %55 ]
  %97 = phi ptr [ %53, %42 ], [ %93, %85 ], [ null, %55 ]
  %98 = phi ptr [ %51, %42 ], [ %81, %85 ], [ %81, %55 ]
  %99 = phi i32 [ %49, %42 ], [ %76, %85 ], [ %76, %55 ]
  %100 = phi ptr [ %47, %42 ], [ %72, %85 ], [ %72, %55 ]
  %101 = phi ptr [ %45, %42 ], [ %66, %85 ], [ %66, %55 ]
  %102 = phi ptr [ %43, %42 ], [ %60, %85 ], [ %60, %55 ]
  %103 = phi i64 [ %28, %42 ], [ 0, %85 ], [ 0, %55 ]
  %104 = phi i64 [ %18, %42 ], [ 0, %85 ], [ 0, %55 ]
  %105 = zext i32 %5 to i64
  %106 = add nsw i64 %104, %105
  %107 = getelementptr inbounds nuw i8, ptr %0, i64 116
  %108 = load i32, ptr %107, align 4, !tbaa !36
  %109 = sext i32 %108 to i64
  %110 = mul nsw i64 %106, %109
  %111 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %112 = load i32, ptr %111, align 8, !tbaa !37
  %113 = mul i32 %112, %3
  %114 = zext i32 %113 to i64
  %115 = getelementptr %"struct.cutlass::half_t", ptr %102, i64 %110
  %116 = getelementptr %"struct.cutlass::half_t", ptr %115, i64 %114
  store ptr %116, ptr %0, align 8, !tbaa !25
  %117 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %118 = load i32, ptr %117, align 8, !tbaa !38
  %119 = sext i32 %118 to i64
  %120 = mul nsw i64 %103, %119
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 140
  %122 = load i32, ptr %121, align 4, !tbaa !39
  %123 = mul i32 %122, %3
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %126 = getelementptr %"struct.cutlass::half_t", ptr %101, i64 %120
  %127 = getelementptr %"struct.cutlass::half_t", ptr %126, i64 %124
  store ptr %127, ptr %125, align 8, !tbaa !26
  %128 = getelementptr inbounds nuw i8, ptr %0, i64 124
  %129 = load i32, ptr %128, align 4, !tbaa !40
  %130 = sext i32 %129 to i64
  %131 = mul nsw i64 %103, %130
  %132 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %133 = load i32, ptr %132, align 8, !tbaa !41
  %134 = mul i32 %133, %3
  %135 = zext i32 %134 to i64
  %136 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %137 = getelementptr %"struct.cutlass::half_t", ptr %100, i64 %131
  %138 = getelementptr %"struct.cutlass::half_t", ptr %137, i64 %135
  store ptr %138, ptr %136, align 8, !tbaa !27
  %139 = getelementptr inbounds nuw i8, ptr %0, i64 132
  %140 = mul nsw i64 %106, %95
  %141 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %142 = load i32, ptr %141, align 8, !tbaa !34
  %143 = mul i32 %142, %3
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %146 = getelementptr %"struct.cutlass::half_t", ptr %98, i64 %140
  %147 = getelementptr %"struct.cutlass::half_t", ptr %146, i64 %144
  store ptr %147, ptr %145, align 8, !tbaa !29
  %148 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %149 = icmp eq ptr %97, null
  br i1 %149, label %158, label %150

150:                                              ; preds = %94
  %151 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %152 = load i32, ptr %151, align 4, !tbaa !35
  %153 = mul nsw i32 %152, %142
  %154 = sext i32 %153 to i64
  %155 = mul nsw i64 %106, %154
  %156 = getelementptr float, ptr %97, i64 %155
  %157 = getelementptr float, ptr %156, i64 %144
  br label %158

158:                                              ; preds = %150, %94
  %159 = phi ptr [ %157, %150 ], [ %147, %94 ]
  store ptr %159, ptr %148, align 8, !tbaa !30
  %160 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %161 = load ptr, ptr %160, align 8, !tbaa !42
  %162 = icmp eq ptr %161, null
  br i1 %162, label %173, label %163

163:                                              ; preds = %158
  %164 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %165 = load i32, ptr %164, align 4, !tbaa !35
  %166 = mul i32 %165, %2
  %167 = add i32 %166, %3
  %168 = mul i32 %167, %10
  %169 = add i32 %168, %5
  %170 = zext i32 %169 to i64
  %171 = getelementptr inbounds nuw float, ptr %161, i64 %170
  store ptr %171, ptr %160, align 8, !tbaa !42
  %172 = ptrtoint ptr %171 to i64
  br label %173

173:                                              ; preds = %163, %158
  %174 = phi i64 [ %172, %163 ], [ 0, %158 ]
  %175 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %176 = load i8, ptr %175, align 8, !tbaa !43
  %177 = icmp eq i8 %176, 2
  br i1 %177, label %181, label %178

178:                                              ; preds = %173
  %179 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %180 = load i32, ptr %179, align 8, !tbaa !24
  br label %186

181:                                              ; preds = %173
  %182 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %183 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %184 = load i32, ptr %183, align 8, !tbaa !24
  %185 = sub nsw i32 %184, %96
  store i32 %185, ptr %182, align 8, !tbaa !44
  br label %186

186:                                              ; preds = %181, %178
  %187 = phi i32 [ %180, %178 ], [ %184, %181 ]
  %188 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %189 = getelementptr inbounds nuw i8, ptr %0, i64 108
  store i32 %187, ptr %189, align 4, !tbaa !45
  %190 = add i8 %176, -1
  %191 = icmp ult i8 %190, 2
  %192 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %193 = load i32, ptr %192, align 8
  %194 = add i32 %5, 32
  %195 = add i32 %194, %193
  %196 = tail call i32 @llvm.smin.i32(i32 %187, i32 %195)
  %197 = select i1 %191, i32 %196, i32 %187
  %198 = sub i32 %96, %5
  %199 = getelementptr inbounds nuw i8, ptr %0, i64 192
  store i32 0, ptr %199, align 8, !tbaa !46
  %200 = icmp eq i32 %198, 1
  %201 = icmp eq i32 %122, 0
  %202 = select i1 %200, i1 %201, i1 false
  %203 = icmp eq i32 %133, 0
  %204 = select i1 %202, i1 %203, i1 false
  br i1 %204, label %209, label %205

205:                                              ; preds = %186
  %206 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %207 = load i32, ptr %206, align 4, !tbaa !35
  %208 = zext i8 %176 to i32
  br label %215

209:                                              ; preds = %186
  %210 = and i32 %3, 31
  %211 = icmp eq i32 %210, 0
  br i1 %211, label %212, label %2769

212:                                              ; preds = %209
  store i32 %112, ptr %107, align 4, !tbaa !36
  %213 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %214 = load i32, ptr %213, align 4, !tbaa !35
  br label %215

215:                                              ; preds = %212, %205
  %216 = phi i32 [ 0, %212 ], [ %208, %205 ]
  %217 = phi i32 [ %142, %212 ], [ %99, %205 ]
  %218 = phi i32 [ 1, %212 ], [ %207, %205 ]
  %219 = phi i32 [ %214, %212 ], [ %198, %205 ]
  %220 = ptrtoint ptr %116 to i64
  %221 = trunc i64 %220 to i32
  %222 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %221, i32 0, i32 31)
  %223 = zext i32 %222 to i64
  %224 = lshr i64 %220, 32
  %225 = trunc nuw i64 %224 to i32
  %226 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %225, i32 0, i32 31)
  %227 = zext i32 %226 to i64
  %228 = shl nuw i64 %227, 32
  %229 = or disjoint i64 %228, %223
  %230 = inttoptr i64 %229 to ptr
  store ptr %230, ptr %0, align 8, !tbaa !25
  %231 = ptrtoint ptr %127 to i64
  %232 = trunc i64 %231 to i32
  %233 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %232, i32 0, i32 31)
  %234 = zext i32 %233 to i64
  %235 = lshr i64 %231, 32
  %236 = trunc nuw i64 %235 to i32
  %237 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %236, i32 0, i32 31)
  %238 = zext i32 %237 to i64
  %239 = shl nuw i64 %238, 32
  %240 = or disjoint i64 %239, %234
  %241 = inttoptr i64 %240 to ptr
  store ptr %241, ptr %125, align 8, !tbaa !26
  %242 = ptrtoint ptr %138 to i64
  %243 = trunc i64 %242 to i32
  %244 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %243, i32 0, i32 31)
  %245 = zext i32 %244 to i64
  %246 = lshr i64 %242, 32
  %247 = trunc nuw i64 %246 to i32
  %248 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %247, i32 0, i32 31)
  %249 = zext i32 %248 to i64
  %250 = shl nuw i64 %249, 32
  %251 = or disjoint i64 %250, %245
  %252 = inttoptr i64 %251 to ptr
  store ptr %252, ptr %136, align 8, !tbaa !27
  %253 = ptrtoint ptr %147 to i64
  %254 = trunc i64 %253 to i32
  %255 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %254, i32 0, i32 31)
  %256 = zext i32 %255 to i64
  %257 = lshr i64 %253, 32
  %258 = trunc nuw i64 %257 to i32
  %259 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %258, i32 0, i32 31)
  %260 = zext i32 %259 to i64
  %261 = shl nuw i64 %260, 32
  %262 = or disjoint i64 %261, %256
  %263 = inttoptr i64 %262 to ptr
  store ptr %263, ptr %145, align 8, !tbaa !29
  %264 = ptrtoint ptr %159 to i64
  %265 = trunc i64 %264 to i32
  %266 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %265, i32 0, i32 31)
  %267 = zext i32 %266 to i64
  %268 = lshr i64 %264, 32
  %269 = trunc nuw i64 %268 to i32
  %270 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %269, i32 0, i32 31)
  %271 = zext i32 %270 to i64
  %272 = shl nuw i64 %271, 32
  %273 = or disjoint i64 %272, %267
  %274 = inttoptr i64 %273 to ptr
  store ptr %274, ptr %148, align 8, !tbaa !30
  %275 = trunc i64 %174 to i32
  %276 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %275, i32 0, i32 31)
  %277 = zext i32 %276 to i64
  %278 = lshr i64 %174, 32
  %279 = trunc nuw i64 %278 to i32
  %280 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %279, i32 0, i32 31)
  %281 = zext i32 %280 to i64
  %282 = shl nuw i64 %281, 32
  %283 = or disjoint i64 %282, %277
  %284 = inttoptr i64 %283 to ptr
  store ptr %284, ptr %160, align 8, !tbaa !42
  %285 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %219, i32 0, i32 31)
  store i32 %285, ptr %6, align 4, !tbaa !11
  %286 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %197, i32 0, i32 31)
  store i32 %286, ptr %188, align 8, !tbaa !24
  %287 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %288 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %218, i32 0, i32 31)
  store i32 %288, ptr %287, align 4, !tbaa !35
  %289 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %217, i32 0, i32 31)
  store i32 %289, ptr %139, align 4, !tbaa !28
  %290 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %216, i32 0, i32 31)
  %291 = trunc i32 %290 to i8
  store i8 %291, ptr %175, align 8, !tbaa !43
  %292 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %293 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %294 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %295 = mul nuw nsw i32 %293, %294
  %296 = add nuw nsw i32 %295, %292
  %297 = trunc i32 %296 to i16
  %298 = icmp sgt i16 %297, 31
  br i1 %298, label %305, label %299

299:                                              ; preds = %215
  %300 = sext i16 %297 to i64
  %301 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %300
  %302 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 %300
  %303 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 384), i64 %300
  %304 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %300
  store float 0.000000e+00, ptr %304, align 4, !tbaa !47
  store float 1.000000e+00, ptr %303, align 4, !tbaa !47
  store float 0xFFF0000000000000, ptr %302, align 4, !tbaa !47
  store float 0xFFF0000000000000, ptr %301, align 4, !tbaa !47
  br label %305

305:                                              ; preds = %299, %215
  %306 = icmp sgt i32 %286, 0
  br i1 %306, label %323, label %307

307:                                              ; preds = %305
  %308 = shl i32 %292, 24
  %309 = ashr exact i32 %308, 24
  %310 = lshr i32 %309, 2
  %311 = and i32 %292, 3
  %312 = zext nneg i32 %310 to i64
  %313 = mul nuw nsw i64 %312, 68
  %314 = zext nneg i32 %311 to i64
  %315 = trunc i32 %296 to i16
  %316 = sdiv i16 %315, 32
  %317 = sext i16 %316 to i32
  %318 = trunc i32 %296 to i16
  %319 = srem i16 %318, 32
  %320 = srem i16 %297, 32
  %321 = trunc nsw i16 %320 to i8
  %322 = sdiv i16 %297, 32
  br label %784

323:                                              ; preds = %305
  %324 = getelementptr inbounds nuw i8, ptr %0, i64 92
  %325 = trunc i32 %296 to i16
  %326 = sdiv i16 %325, 32
  %327 = sext i16 %326 to i32
  %328 = trunc i32 %296 to i16
  %329 = srem i16 %328, 32
  %330 = trunc nsw i16 %329 to i8
  %331 = srem i8 %330, 4
  %332 = sext i8 %331 to i32
  %333 = trunc nsw i16 %329 to i8
  %334 = sdiv i8 %333, 4
  %335 = sext i8 %334 to i32
  %336 = and i32 %293, 255
  %337 = trunc i32 %292 to i8
  %338 = shl i32 %292, 24
  %339 = ashr exact i32 %338, 24
  %340 = trunc i32 %292 to i8
  %341 = srem i8 %340, 2
  %342 = sext i8 %341 to i32
  %343 = trunc i32 %292 to i8
  %344 = sdiv i8 %343, 2
  %345 = sext i8 %344 to i32
  %346 = sdiv i16 %297, 32
  %347 = sext i16 %346 to i32
  %348 = mul i16 %346, 32
  %349 = sub i16 %297, %348
  %350 = trunc nsw i16 %349 to i8
  %351 = freeze i8 %350
  %352 = sdiv i8 %351, 8
  %353 = mul i8 %352, 8
  %354 = sub i8 %351, %353
  %355 = sext i8 %354 to i32
  %356 = sext i8 %352 to i32
  %357 = shl nsw i32 %347, 3
  %358 = add nsw i32 %357, %356
  %359 = shl nsw i32 %355, 3
  %360 = add nsw i32 %359, 64
  %361 = add nsw i32 %358, 4
  %362 = sext i32 %359 to i64
  %363 = sext i32 %358 to i64
  %364 = trunc nsw i32 %358 to i16
  %365 = srem i16 %364, 8
  %366 = sdiv i8 %354, 4
  %367 = trunc nsw i16 %365 to i8
  %368 = freeze i8 %367
  %369 = sdiv i8 %368, 4
  %370 = mul i8 %366, 4
  %371 = sub i8 %354, %370
  %372 = mul i8 %369, 4
  %373 = sub i8 %368, %372
  %374 = xor i8 %373, %371
  %375 = sext i8 %374 to i32
  %376 = xor i8 %369, %366
  %377 = sext i8 %376 to i32
  %378 = shl nsw i32 %377, 5
  %379 = shl nsw i32 %375, 3
  %380 = shl nsw i32 %358, 7
  %381 = add nsw i32 %379, %380
  %382 = add nsw i32 %381, %378
  %383 = sext i32 %382 to i64
  %384 = getelementptr inbounds %"struct.cutlass::half_t", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 9728), i64 %383
  %385 = trunc nsw i32 %361 to i16
  %386 = srem i16 %385, 8
  %387 = trunc nsw i16 %386 to i8
  %388 = freeze i8 %387
  %389 = sdiv i8 %388, 4
  %390 = mul i8 %389, 4
  %391 = sub i8 %388, %390
  %392 = xor i8 %391, %371
  %393 = sext i8 %392 to i32
  %394 = xor i8 %389, %366
  %395 = sext i8 %394 to i32
  %396 = shl nsw i32 %395, 5
  %397 = shl nsw i32 %393, 3
  %398 = shl nsw i32 %361, 7
  %399 = add nsw i32 %397, %398
  %400 = add nsw i32 %399, %396
  %401 = sext i32 %400 to i64
  %402 = getelementptr inbounds %"struct.cutlass::half_t", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 9728), i64 %401
  %403 = addrspacecast ptr %384 to ptr addrspace(3)
  %404 = ptrtoint ptr addrspace(3) %403 to i64
  %405 = trunc i64 %404 to i32
  %406 = getelementptr inbounds nuw i8, ptr %384, i64 128
  %407 = addrspacecast ptr %406 to ptr addrspace(3)
  %408 = ptrtoint ptr addrspace(3) %407 to i64
  %409 = trunc i64 %408 to i32
  %410 = addrspacecast ptr %402 to ptr addrspace(3)
  %411 = ptrtoint ptr addrspace(3) %410 to i64
  %412 = trunc i64 %411 to i32
  %413 = getelementptr inbounds nuw i8, ptr %402, i64 128
  %414 = addrspacecast ptr %413 to ptr addrspace(3)
  %415 = ptrtoint ptr addrspace(3) %414 to i64
  %416 = trunc i64 %415 to i32
  %417 = getelementptr inbounds nuw i8, ptr %384, i64 8192
  %418 = addrspacecast ptr %417 to ptr addrspace(3)
  %419 = ptrtoint ptr addrspace(3) %418 to i64
  %420 = trunc i64 %419 to i32
  %421 = getelementptr inbounds nuw i8, ptr %384, i64 8320
  %422 = addrspacecast ptr %421 to ptr addrspace(3)
  %423 = ptrtoint ptr addrspace(3) %422 to i64
  %424 = trunc i64 %423 to i32
  %425 = getelementptr inbounds nuw i8, ptr %402, i64 8192
  %426 = addrspacecast ptr %425 to ptr addrspace(3)
  %427 = ptrtoint ptr addrspace(3) %426 to i64
  %428 = trunc i64 %427 to i32
  %429 = getelementptr inbounds nuw i8, ptr %402, i64 8320
  %430 = addrspacecast ptr %429 to ptr addrspace(3)
  %431 = ptrtoint ptr addrspace(3) %430 to i64
  %432 = trunc i64 %431 to i32
  %433 = getelementptr inbounds nuw i8, ptr %384, i64 16384
  %434 = addrspacecast ptr %433 to ptr addrspace(3)
  %435 = ptrtoint ptr addrspace(3) %434 to i64
  %436 = trunc i64 %435 to i32
  %437 = getelementptr inbounds nuw i8, ptr %384, i64 16512
  %438 = addrspacecast ptr %437 to ptr addrspace(3)
  %439 = ptrtoint ptr addrspace(3) %438 to i64
  %440 = trunc i64 %439 to i32
  %441 = getelementptr inbounds nuw i8, ptr %402, i64 16384
  %442 = addrspacecast ptr %441 to ptr addrspace(3)
  %443 = ptrtoint ptr addrspace(3) %442 to i64
  %444 = trunc i64 %443 to i32
  %445 = getelementptr inbounds nuw i8, ptr %402, i64 16512
  %446 = addrspacecast ptr %445 to ptr addrspace(3)
  %447 = ptrtoint ptr addrspace(3) %446 to i64
  %448 = trunc i64 %447 to i32
  %449 = getelementptr inbounds nuw i8, ptr %384, i64 24576
  %450 = addrspacecast ptr %449 to ptr addrspace(3)
  %451 = ptrtoint ptr addrspace(3) %450 to i64
  %452 = trunc i64 %451 to i32
  %453 = getelementptr inbounds nuw i8, ptr %384, i64 24704
  %454 = addrspacecast ptr %453 to ptr addrspace(3)
  %455 = ptrtoint ptr addrspace(3) %454 to i64
  %456 = trunc i64 %455 to i32
  %457 = getelementptr inbounds nuw i8, ptr %402, i64 24576
  %458 = addrspacecast ptr %457 to ptr addrspace(3)
  %459 = ptrtoint ptr addrspace(3) %458 to i64
  %460 = trunc i64 %459 to i32
  %461 = getelementptr inbounds nuw i8, ptr %402, i64 24704
  %462 = addrspacecast ptr %461 to ptr addrspace(3)
  %463 = ptrtoint ptr addrspace(3) %462 to i64
  %464 = trunc i64 %463 to i32
  %465 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %466 = ashr i32 %338, 26
  %467 = lshr exact i32 %338, 23
  %468 = and i32 %467, 6
  %469 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %470 = icmp slt i8 %337, 8
  %471 = and i8 %337, 3
  %472 = icmp eq i8 %471, 0
  %473 = lshr i32 %339, 2
  %474 = ashr i32 %338, 27
  %475 = and i32 %292, 3
  %476 = xor i32 %474, %475
  %477 = and i32 %292, 4
  %478 = and i32 %339, -8
  %479 = trunc i32 %292 to i8
  %480 = srem i8 %479, 8
  %481 = sext i8 %480 to i32
  %482 = shl nsw i32 %327, 3
  %483 = add nsw i32 %482, %335
  %484 = shl nsw i32 %332, 3
  %485 = sext i32 %484 to i64
  %486 = sext i32 %483 to i64
  %487 = shl nsw i32 %327, 5
  %488 = add nsw i32 %487, %335
  %489 = add nsw i32 %488, 8
  %490 = add nsw i32 %488, 16
  %491 = add nsw i32 %488, 24
  %492 = sext i32 %488 to i64
  %493 = shl nsw i32 %345, 9
  %494 = shl nsw i32 %342, 6
  %495 = shl nuw nsw i32 %292, 3
  %496 = and i32 %495, 48
  %497 = or disjoint i32 %494, %496
  %498 = add nsw i32 %493, %497
  %499 = freeze i32 %483
  %500 = sdiv i32 %499, 2
  %501 = mul i32 %500, 2
  %502 = sub i32 %499, %501
  %503 = srem i32 %500, 4
  %504 = trunc nsw i32 %502 to i8
  %505 = shl nsw i8 %504, 2
  %506 = add nsw i8 %505, %331
  %507 = freeze i8 %506
  %508 = sdiv i8 %507, 4
  %509 = sext i8 %508 to i32
  %510 = mul i8 %508, 4
  %511 = sub i8 %507, %510
  %512 = sext i8 %511 to i32
  %513 = xor i32 %503, %512
  %514 = shl nsw i32 %509, 5
  %515 = shl nsw i32 %513, 3
  %516 = add nsw i32 %514, %515
  %517 = shl nsw i32 %500, 8
  %518 = add nsw i32 %517, %516
  %519 = ashr exact i32 %518, 3
  %520 = sext i32 %519 to i64
  %521 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %520
  %522 = freeze i32 %488
  %523 = sdiv i32 %522, 2
  %524 = mul i32 %523, 2
  %525 = sub i32 %522, %524
  %526 = srem i32 %523, 4
  %527 = trunc nsw i32 %525 to i8
  %528 = shl nsw i8 %527, 2
  %529 = add nsw i8 %528, %331
  %530 = freeze i8 %529
  %531 = sdiv i8 %530, 4
  %532 = sext i8 %531 to i32
  %533 = mul i8 %531, 4
  %534 = sub i8 %530, %533
  %535 = sext i8 %534 to i32
  %536 = xor i32 %526, %535
  %537 = shl nsw i32 %532, 5
  %538 = shl nsw i32 %536, 3
  %539 = add nsw i32 %537, %538
  %540 = shl nsw i32 %523, 8
  %541 = add nsw i32 %540, %539
  %542 = ashr exact i32 %541, 3
  %543 = sext i32 %542 to i64
  %544 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 9216), i64 %543
  %545 = freeze i32 %489
  %546 = sdiv i32 %545, 2
  %547 = mul i32 %546, 2
  %548 = sub i32 %545, %547
  %549 = srem i32 %546, 4
  %550 = trunc nsw i32 %548 to i8
  %551 = shl nsw i8 %550, 2
  %552 = add nsw i8 %551, %331
  %553 = freeze i8 %552
  %554 = sdiv i8 %553, 4
  %555 = sext i8 %554 to i32
  %556 = mul i8 %554, 4
  %557 = sub i8 %553, %556
  %558 = sext i8 %557 to i32
  %559 = xor i32 %549, %558
  %560 = shl nsw i32 %555, 5
  %561 = shl nsw i32 %559, 3
  %562 = add nsw i32 %560, %561
  %563 = shl nsw i32 %546, 8
  %564 = add nsw i32 %563, %562
  %565 = ashr exact i32 %564, 3
  %566 = sext i32 %565 to i64
  %567 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 9216), i64 %566
  %568 = addrspacecast ptr %521 to ptr addrspace(3)
  %569 = ptrtoint ptr addrspace(3) %568 to i64
  %570 = trunc i64 %569 to i32
  %571 = addrspacecast ptr %567 to ptr addrspace(3)
  %572 = ptrtoint ptr addrspace(3) %571 to i64
  %573 = trunc i64 %572 to i32
  %574 = getelementptr inbounds nuw i8, ptr %567, i64 4096
  %575 = addrspacecast ptr %574 to ptr addrspace(3)
  %576 = ptrtoint ptr addrspace(3) %575 to i64
  %577 = trunc i64 %576 to i32
  %578 = add nsw i32 %488, 24
  %579 = add nsw i32 %488, 16
  %580 = add nsw i32 %488, 8
  %581 = getelementptr inbounds nuw i8, ptr %521, i64 128
  %582 = addrspacecast ptr %581 to ptr addrspace(3)
  %583 = ptrtoint ptr addrspace(3) %582 to i64
  %584 = trunc i64 %583 to i32
  %585 = getelementptr inbounds nuw i8, ptr %567, i64 128
  %586 = addrspacecast ptr %585 to ptr addrspace(3)
  %587 = ptrtoint ptr addrspace(3) %586 to i64
  %588 = trunc i64 %587 to i32
  %589 = getelementptr inbounds nuw i8, ptr %567, i64 4224
  %590 = addrspacecast ptr %589 to ptr addrspace(3)
  %591 = ptrtoint ptr addrspace(3) %590 to i64
  %592 = trunc i64 %591 to i32
  %593 = getelementptr inbounds nuw i8, ptr %521, i64 256
  %594 = addrspacecast ptr %593 to ptr addrspace(3)
  %595 = ptrtoint ptr addrspace(3) %594 to i64
  %596 = trunc i64 %595 to i32
  %597 = getelementptr inbounds nuw i8, ptr %567, i64 256
  %598 = addrspacecast ptr %597 to ptr addrspace(3)
  %599 = ptrtoint ptr addrspace(3) %598 to i64
  %600 = trunc i64 %599 to i32
  %601 = getelementptr inbounds nuw i8, ptr %567, i64 4352
  %602 = addrspacecast ptr %601 to ptr addrspace(3)
  %603 = ptrtoint ptr addrspace(3) %602 to i64
  %604 = trunc i64 %603 to i32
  %605 = getelementptr inbounds nuw i8, ptr %521, i64 384
  %606 = addrspacecast ptr %605 to ptr addrspace(3)
  %607 = ptrtoint ptr addrspace(3) %606 to i64
  %608 = trunc i64 %607 to i32
  %609 = getelementptr inbounds nuw i8, ptr %567, i64 384
  %610 = addrspacecast ptr %609 to ptr addrspace(3)
  %611 = ptrtoint ptr addrspace(3) %610 to i64
  %612 = trunc i64 %611 to i32
  %613 = sext i32 %498 to i64
  %614 = xor i32 %498, 16
  %615 = sext i32 %614 to i64
  %616 = xor i32 %498, 32
  %617 = sext i32 %616 to i64
  %618 = xor i32 %498, 48
  %619 = sext i32 %618 to i64
  %620 = sext i32 %466 to i64
  %621 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %620
  %622 = add nsw i32 %466, 8
  %623 = sext i32 %622 to i64
  %624 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %623
  %625 = add nsw i32 %466, 16
  %626 = sext i32 %625 to i64
  %627 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %626
  %628 = add nsw i32 %466, 24
  %629 = sext i32 %628 to i64
  %630 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %629
  %631 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 384), i64 %620
  %632 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 384), i64 %623
  %633 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 384), i64 %626
  %634 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 384), i64 %629
  %635 = lshr exact i32 %468, 1
  %636 = zext nneg i32 %473 to i64
  %637 = mul nuw nsw i64 %636, 68
  %638 = zext nneg i32 %635 to i64
  %639 = getelementptr %"class.cutlass::AlignedArray", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %637
  %640 = getelementptr %"class.cutlass::AlignedArray", ptr %639, i64 %638
  %641 = shl nuw nsw i32 %292, 4
  %642 = and i32 %641, 112
  %643 = zext nneg i32 %642 to i64
  %644 = getelementptr %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 9728), i64 %643
  %645 = add nsw i32 %478, %481
  %646 = mul nsw i32 %645, 136
  %647 = sext i32 %646 to i64
  %648 = getelementptr %"struct.cutlass::half_t", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %647
  %649 = addrspacecast ptr %544 to ptr addrspace(3)
  %650 = ptrtoint ptr addrspace(3) %649 to i64
  %651 = trunc i64 %650 to i32
  %652 = getelementptr inbounds nuw i8, ptr %544, i64 4096
  %653 = addrspacecast ptr %652 to ptr addrspace(3)
  %654 = ptrtoint ptr addrspace(3) %653 to i64
  %655 = trunc i64 %654 to i32
  %656 = getelementptr inbounds nuw i8, ptr %544, i64 128
  %657 = addrspacecast ptr %656 to ptr addrspace(3)
  %658 = ptrtoint ptr addrspace(3) %657 to i64
  %659 = trunc i64 %658 to i32
  %660 = getelementptr inbounds nuw i8, ptr %544, i64 4224
  %661 = addrspacecast ptr %660 to ptr addrspace(3)
  %662 = ptrtoint ptr addrspace(3) %661 to i64
  %663 = trunc i64 %662 to i32
  %664 = getelementptr inbounds nuw i8, ptr %544, i64 256
  %665 = addrspacecast ptr %664 to ptr addrspace(3)
  %666 = ptrtoint ptr addrspace(3) %665 to i64
  %667 = trunc i64 %666 to i32
  %668 = getelementptr inbounds nuw i8, ptr %544, i64 4352
  %669 = addrspacecast ptr %668 to ptr addrspace(3)
  %670 = ptrtoint ptr addrspace(3) %669 to i64
  %671 = trunc i64 %670 to i32
  %672 = getelementptr inbounds nuw i8, ptr %544, i64 384
  %673 = addrspacecast ptr %672 to ptr addrspace(3)
  %674 = ptrtoint ptr addrspace(3) %673 to i64
  %675 = trunc i64 %674 to i32
  %676 = getelementptr inbounds nuw i8, ptr %544, i64 4480
  %677 = addrspacecast ptr %676 to ptr addrspace(3)
  %678 = ptrtoint ptr addrspace(3) %677 to i64
  %679 = trunc i64 %678 to i32
  %680 = getelementptr inbounds nuw i8, ptr %567, i64 4480
  %681 = addrspacecast ptr %680 to ptr addrspace(3)
  %682 = ptrtoint ptr addrspace(3) %681 to i64
  %683 = trunc i64 %682 to i32
  br label %1050

684:                                              ; preds = %2683
  %685 = load i32, ptr %139, align 4, !tbaa !28
  %686 = load ptr, ptr %145, align 8, !tbaa !29
  %687 = load i32, ptr %6, align 4, !tbaa !11
  %688 = bitcast float %2715 to i32
  %689 = bitcast float %2714 to i32
  %690 = zext i32 %688 to i64
  %691 = zext i32 %689 to i64
  %692 = shl nuw i64 %691, 32
  %693 = or disjoint i64 %692, %690
  %694 = bitcast float %2707 to i32
  %695 = bitcast float %2706 to i32
  %696 = zext i32 %694 to i64
  %697 = zext i32 %695 to i64
  %698 = shl nuw i64 %697, 32
  %699 = or disjoint i64 %698, %696
  %700 = bitcast float %2699 to i32
  %701 = bitcast float %2698 to i32
  %702 = zext i32 %700 to i64
  %703 = zext i32 %701 to i64
  %704 = shl nuw i64 %703, 32
  %705 = or disjoint i64 %704, %702
  %706 = bitcast float %2691 to i32
  %707 = bitcast float %2690 to i32
  %708 = zext i32 %706 to i64
  %709 = zext i32 %707 to i64
  %710 = shl nuw i64 %709, 32
  %711 = or disjoint i64 %710, %708
  %712 = bitcast float %2713 to i32
  %713 = bitcast float %2712 to i32
  %714 = zext i32 %712 to i64
  %715 = zext i32 %713 to i64
  %716 = shl nuw i64 %715, 32
  %717 = or disjoint i64 %716, %714
  %718 = bitcast float %2705 to i32
  %719 = bitcast float %2704 to i32
  %720 = zext i32 %718 to i64
  %721 = zext i32 %719 to i64
  %722 = shl nuw i64 %721, 32
  %723 = or disjoint i64 %722, %720
  %724 = bitcast float %2697 to i32
  %725 = bitcast float %2696 to i32
  %726 = zext i32 %724 to i64
  %727 = zext i32 %725 to i64
  %728 = shl nuw i64 %727, 32
  %729 = or disjoint i64 %728, %726
  %730 = bitcast float %2689 to i32
  %731 = bitcast float %2688 to i32
  %732 = zext i32 %730 to i64
  %733 = zext i32 %731 to i64
  %734 = shl nuw i64 %733, 32
  %735 = or disjoint i64 %734, %732
  %736 = bitcast float %2711 to i32
  %737 = bitcast float %2710 to i32
  %738 = zext i32 %736 to i64
  %739 = zext i32 %737 to i64
  %740 = shl nuw i64 %739, 32
  %741 = or disjoint i64 %740, %738
  %742 = bitcast float %2703 to i32
  %743 = bitcast float %2702 to i32
  %744 = zext i32 %742 to i64
  %745 = zext i32 %743 to i64
  %746 = shl nuw i64 %745, 32
  %747 = or disjoint i64 %746, %744
  %748 = bitcast float %2695 to i32
  %749 = bitcast float %2694 to i32
  %750 = zext i32 %748 to i64
  %751 = zext i32 %749 to i64
  %752 = shl nuw i64 %751, 32
  %753 = or disjoint i64 %752, %750
  %754 = bitcast float %2687 to i32
  %755 = bitcast float %2686 to i32
  %756 = zext i32 %754 to i64
  %757 = zext i32 %755 to i64
  %758 = shl nuw i64 %757, 32
  %759 = or disjoint i64 %758, %756
  %760 = bitcast float %2709 to i32
  %761 = bitcast float %2708 to i32
  %762 = zext i32 %760 to i64
  %763 = zext i32 %761 to i64
  %764 = shl nuw i64 %763, 32
  %765 = or disjoint i64 %764, %762
  %766 = bitcast float %2701 to i32
  %767 = bitcast float %2700 to i32
  %768 = zext i32 %766 to i64
  %769 = zext i32 %767 to i64
  %770 = shl nuw i64 %769, 32
  %771 = or disjoint i64 %770, %768
  %772 = bitcast float %2693 to i32
  %773 = bitcast float %2692 to i32
  %774 = zext i32 %772 to i64
  %775 = zext i32 %773 to i64
  %776 = shl nuw i64 %775, 32
  %777 = or disjoint i64 %776, %774
  %778 = bitcast float %2685 to i32
  %779 = bitcast float %2684 to i32
  %780 = zext i32 %778 to i64
  %781 = zext i32 %779 to i64
  %782 = shl nuw i64 %781, 32
  %783 = or disjoint i64 %782, %780
  br label %784

784:                                              ; preds = %684, %307
  %785 = phi i16 [ %322, %307 ], [ %346, %684 ]
  %786 = phi i8 [ %321, %307 ], [ %350, %684 ]
  %787 = phi i16 [ %319, %307 ], [ %329, %684 ]
  %788 = phi i32 [ %317, %307 ], [ %327, %684 ]
  %789 = phi i64 [ %314, %307 ], [ %638, %684 ]
  %790 = phi i64 [ %313, %307 ], [ %637, %684 ]
  %791 = phi i32 [ %285, %307 ], [ %687, %684 ]
  %792 = phi ptr [ %263, %307 ], [ %686, %684 ]
  %793 = phi i32 [ %289, %307 ], [ %685, %684 ]
  %794 = phi i64 [ 0, %307 ], [ %783, %684 ]
  %795 = phi i64 [ 0, %307 ], [ %759, %684 ]
  %796 = phi i64 [ 0, %307 ], [ %735, %684 ]
  %797 = phi i64 [ 0, %307 ], [ %711, %684 ]
  %798 = phi i64 [ 0, %307 ], [ %777, %684 ]
  %799 = phi i64 [ 0, %307 ], [ %753, %684 ]
  %800 = phi i64 [ 0, %307 ], [ %729, %684 ]
  %801 = phi i64 [ 0, %307 ], [ %705, %684 ]
  %802 = phi i64 [ 0, %307 ], [ %771, %684 ]
  %803 = phi i64 [ 0, %307 ], [ %747, %684 ]
  %804 = phi i64 [ 0, %307 ], [ %723, %684 ]
  %805 = phi i64 [ 0, %307 ], [ %699, %684 ]
  %806 = phi i64 [ 0, %307 ], [ %765, %684 ]
  %807 = phi i64 [ 0, %307 ], [ %741, %684 ]
  %808 = phi i64 [ 0, %307 ], [ %717, %684 ]
  %809 = phi i64 [ 0, %307 ], [ %693, %684 ]
  %810 = shl i32 %296, 16
  %811 = ashr exact i32 %810, 16
  %812 = load i32, ptr %141, align 8, !tbaa !34
  %813 = sdiv i32 %811, 128
  %814 = srem i32 %788, 4
  %815 = trunc nsw i16 %787 to i8
  %816 = freeze i8 %815
  %817 = sdiv i8 %816, 16
  %818 = sext i8 %817 to i32
  %819 = mul i8 %817, 16
  %820 = sub i8 %816, %819
  %821 = sext i8 %820 to i32
  %822 = shl nsw i32 %813, 3
  %823 = shl nsw i32 %814, 1
  %824 = add nsw i32 %823, %822
  %825 = add nsw i32 %824, %818
  %826 = shl nsw i32 %821, 2
  %827 = freeze i8 %786
  %828 = sdiv i8 %827, 16
  %829 = mul i8 %828, 16
  %830 = sub i8 %827, %829
  %831 = sext i8 %830 to i32
  %832 = shl nsw i32 %831, 2
  %833 = icmp slt i32 %832, %812
  %834 = add nsw i32 %832, 64
  %835 = icmp slt i32 %834, %812
  %836 = icmp ne ptr %792, null
  %837 = select i1 %836, i1 %833, i1 false
  %838 = select i1 %836, i1 %835, i1 false
  %839 = srem i16 %785, 4
  %840 = sext i16 %839 to i32
  %841 = shl nsw i32 %840, 1
  %842 = sdiv i16 %297, 128
  %843 = sext i16 %842 to i32
  %844 = shl nsw i32 %843, 5
  %845 = add nsw i32 %841, %844
  %846 = sext i8 %828 to i32
  %847 = add nsw i32 %845, %846
  %848 = sext i32 %793 to i64
  %849 = shl nsw i64 %848, 4
  %850 = shl nsw i64 %848, 1
  %851 = sext i32 %847 to i64
  %852 = mul nsw i64 %850, %851
  %853 = getelementptr inbounds i8, ptr %792, i64 %852
  %854 = sext i32 %832 to i64
  %855 = shl nsw i64 %854, 1
  %856 = and i64 %855, 4611686018427387896
  %857 = getelementptr inbounds nuw i8, ptr %853, i64 %856
  %858 = mul nsw i32 %825, 544
  %859 = sext i32 %858 to i64
  %860 = sext i32 %826 to i64
  %861 = shl nsw i64 %860, 2
  %862 = and i64 %861, 4611686018427387888
  %863 = getelementptr i8, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %862
  %864 = getelementptr i8, ptr %863, i64 %859
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  tail call void asm sideeffect "cp.async.wait_all;\0A", ""() #9, !srcloc !49
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %865 = getelementptr %"class.cutlass::AlignedArray.92", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %790
  %866 = getelementptr %"class.cutlass::AlignedArray.92", ptr %865, i64 %789
  %867 = trunc i32 %293 to i8
  %868 = sdiv i8 %867, 4
  %869 = sext i8 %868 to i64
  %870 = mul nsw i64 %869, 4352
  %871 = getelementptr i8, ptr %866, i64 %870
  %872 = trunc i32 %293 to i8
  %873 = srem i8 %872, 4
  %874 = sext i8 %873 to i32
  %875 = shl nsw i32 %874, 4
  %876 = sext i32 %875 to i64
  %877 = getelementptr %"class.cutlass::AlignedArray.92", ptr %871, i64 %876
  store i64 %809, ptr %877, align 8
  %878 = getelementptr inbounds nuw i8, ptr %877, i64 32
  store i64 %805, ptr %878, align 8
  %879 = getelementptr inbounds nuw i8, ptr %877, i64 64
  store i64 %801, ptr %879, align 8
  %880 = getelementptr inbounds nuw i8, ptr %877, i64 96
  store i64 %797, ptr %880, align 8
  %881 = getelementptr inbounds nuw i8, ptr %877, i64 4352
  store i64 %808, ptr %881, align 8
  %882 = getelementptr inbounds nuw i8, ptr %877, i64 4384
  store i64 %804, ptr %882, align 8
  %883 = getelementptr inbounds nuw i8, ptr %877, i64 4416
  store i64 %800, ptr %883, align 8
  %884 = getelementptr inbounds nuw i8, ptr %877, i64 4448
  store i64 %796, ptr %884, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %885 = load float, ptr %864, align 16
  %886 = getelementptr inbounds nuw i8, ptr %864, i64 4
  %887 = load float, ptr %886, align 4
  %888 = getelementptr inbounds nuw i8, ptr %864, i64 8
  %889 = load float, ptr %888, align 8
  %890 = getelementptr inbounds nuw i8, ptr %864, i64 12
  %891 = load float, ptr %890, align 4
  %892 = getelementptr inbounds nuw i8, ptr %864, i64 256
  %893 = load float, ptr %892, align 16
  %894 = getelementptr inbounds nuw i8, ptr %864, i64 260
  %895 = load float, ptr %894, align 4
  %896 = getelementptr inbounds nuw i8, ptr %864, i64 264
  %897 = load float, ptr %896, align 8
  %898 = getelementptr inbounds nuw i8, ptr %864, i64 268
  %899 = load float, ptr %898, align 4
  %900 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %851
  %901 = load float, ptr %900, align 4, !tbaa !47
  %902 = fdiv contract float 1.000000e+00, %901
  %903 = fmul contract float %902, %885
  %904 = fmul contract float %902, %887
  %905 = fmul contract float %902, %889
  %906 = fmul contract float %902, %891
  %907 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %903, float %904) #10, !srcloc !50
  %908 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %905, float %906) #10, !srcloc !50
  %909 = fmul contract float %902, %893
  %910 = fmul contract float %902, %895
  %911 = fmul contract float %902, %897
  %912 = fmul contract float %902, %899
  %913 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %909, float %910) #10, !srcloc !50
  %914 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %911, float %912) #10, !srcloc !50
  %915 = icmp slt i32 %847, %791
  %916 = select i1 %915, i1 %837, i1 false
  %917 = zext i1 %916 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %857, i32 %907, i32 %908, i32 %917) #9, !srcloc !51
  %918 = getelementptr inbounds nuw i8, ptr %857, i64 128
  %919 = select i1 %915, i1 %838, i1 false
  %920 = zext i1 %919 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr nonnull %918, i32 %913, i32 %914, i32 %920) #9, !srcloc !51
  %921 = getelementptr inbounds i8, ptr %857, i64 %849
  %922 = add nsw i32 %847, 8
  %923 = getelementptr inbounds nuw i8, ptr %864, i64 4352
  %924 = load float, ptr %923, align 16
  %925 = getelementptr inbounds nuw i8, ptr %864, i64 4356
  %926 = load float, ptr %925, align 4
  %927 = getelementptr inbounds nuw i8, ptr %864, i64 4360
  %928 = load float, ptr %927, align 8
  %929 = getelementptr inbounds nuw i8, ptr %864, i64 4364
  %930 = load float, ptr %929, align 4
  %931 = getelementptr inbounds nuw i8, ptr %864, i64 4608
  %932 = load float, ptr %931, align 16
  %933 = getelementptr inbounds nuw i8, ptr %864, i64 4612
  %934 = load float, ptr %933, align 4
  %935 = getelementptr inbounds nuw i8, ptr %864, i64 4616
  %936 = load float, ptr %935, align 8
  %937 = getelementptr inbounds nuw i8, ptr %864, i64 4620
  %938 = load float, ptr %937, align 4
  %939 = sext i32 %922 to i64
  %940 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %939
  %941 = load float, ptr %940, align 4, !tbaa !47
  %942 = fdiv contract float 1.000000e+00, %941
  %943 = fmul contract float %942, %924
  %944 = fmul contract float %942, %926
  %945 = fmul contract float %942, %928
  %946 = fmul contract float %942, %930
  %947 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %943, float %944) #10, !srcloc !50
  %948 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %945, float %946) #10, !srcloc !50
  %949 = fmul contract float %942, %932
  %950 = fmul contract float %942, %934
  %951 = fmul contract float %942, %936
  %952 = fmul contract float %942, %938
  %953 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %949, float %950) #10, !srcloc !50
  %954 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %951, float %952) #10, !srcloc !50
  %955 = icmp slt i32 %922, %791
  %956 = select i1 %955, i1 %837, i1 false
  %957 = zext i1 %956 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %921, i32 %947, i32 %948, i32 %957) #9, !srcloc !51
  %958 = getelementptr inbounds nuw i8, ptr %921, i64 128
  %959 = select i1 %955, i1 %838, i1 false
  %960 = zext i1 %959 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr nonnull %958, i32 %953, i32 %954, i32 %960) #9, !srcloc !51
  %961 = getelementptr inbounds i8, ptr %921, i64 %849
  %962 = add nsw i32 %847, 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store i64 %807, ptr %877, align 8
  %963 = getelementptr inbounds nuw i8, ptr %877, i64 32
  store i64 %803, ptr %963, align 8
  %964 = getelementptr inbounds nuw i8, ptr %877, i64 64
  store i64 %799, ptr %964, align 8
  %965 = getelementptr inbounds nuw i8, ptr %877, i64 96
  store i64 %795, ptr %965, align 8
  %966 = getelementptr inbounds nuw i8, ptr %877, i64 4352
  store i64 %806, ptr %966, align 8
  %967 = getelementptr inbounds nuw i8, ptr %877, i64 4384
  store i64 %802, ptr %967, align 8
  %968 = getelementptr inbounds nuw i8, ptr %877, i64 4416
  store i64 %798, ptr %968, align 8
  %969 = getelementptr inbounds nuw i8, ptr %877, i64 4448
  store i64 %794, ptr %969, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %970 = load float, ptr %864, align 16
  %971 = getelementptr inbounds nuw i8, ptr %864, i64 4
  %972 = load float, ptr %971, align 4
  %973 = getelementptr inbounds nuw i8, ptr %864, i64 8
  %974 = load float, ptr %973, align 8
  %975 = getelementptr inbounds nuw i8, ptr %864, i64 12
  %976 = load float, ptr %975, align 4
  %977 = getelementptr inbounds nuw i8, ptr %864, i64 256
  %978 = load float, ptr %977, align 16
  %979 = getelementptr inbounds nuw i8, ptr %864, i64 260
  %980 = load float, ptr %979, align 4
  %981 = getelementptr inbounds nuw i8, ptr %864, i64 264
  %982 = load float, ptr %981, align 8
  %983 = getelementptr inbounds nuw i8, ptr %864, i64 268
  %984 = load float, ptr %983, align 4
  %985 = sext i32 %962 to i64
  %986 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %985
  %987 = load float, ptr %986, align 4, !tbaa !47
  %988 = fdiv contract float 1.000000e+00, %987
  %989 = fmul contract float %988, %970
  %990 = fmul contract float %988, %972
  %991 = fmul contract float %988, %974
  %992 = fmul contract float %988, %976
  %993 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %989, float %990) #10, !srcloc !50
  %994 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %991, float %992) #10, !srcloc !50
  %995 = fmul contract float %988, %978
  %996 = fmul contract float %988, %980
  %997 = fmul contract float %988, %982
  %998 = fmul contract float %988, %984
  %999 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %995, float %996) #10, !srcloc !50
  %1000 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %997, float %998) #10, !srcloc !50
  %1001 = icmp slt i32 %962, %791
  %1002 = select i1 %1001, i1 %837, i1 false
  %1003 = zext i1 %1002 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %961, i32 %993, i32 %994, i32 %1003) #9, !srcloc !51
  %1004 = getelementptr inbounds nuw i8, ptr %961, i64 128
  %1005 = select i1 %1001, i1 %838, i1 false
  %1006 = zext i1 %1005 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr nonnull %1004, i32 %999, i32 %1000, i32 %1006) #9, !srcloc !51
  %1007 = getelementptr inbounds i8, ptr %961, i64 %849
  %1008 = add nsw i32 %847, 24
  %1009 = getelementptr inbounds nuw i8, ptr %864, i64 4352
  %1010 = load float, ptr %1009, align 16
  %1011 = getelementptr inbounds nuw i8, ptr %864, i64 4356
  %1012 = load float, ptr %1011, align 4
  %1013 = getelementptr inbounds nuw i8, ptr %864, i64 4360
  %1014 = load float, ptr %1013, align 8
  %1015 = getelementptr inbounds nuw i8, ptr %864, i64 4364
  %1016 = load float, ptr %1015, align 4
  %1017 = getelementptr inbounds nuw i8, ptr %864, i64 4608
  %1018 = load float, ptr %1017, align 16
  %1019 = getelementptr inbounds nuw i8, ptr %864, i64 4612
  %1020 = load float, ptr %1019, align 4
  %1021 = getelementptr inbounds nuw i8, ptr %864, i64 4616
  %1022 = load float, ptr %1021, align 8
  %1023 = getelementptr inbounds nuw i8, ptr %864, i64 4620
  %1024 = load float, ptr %1023, align 4
  %1025 = sext i32 %1008 to i64
  %1026 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %1025
  %1027 = load float, ptr %1026, align 4, !tbaa !47
  %1028 = fdiv contract float 1.000000e+00, %1027
  %1029 = fmul contract float %1028, %1010
  %1030 = fmul contract float %1028, %1012
  %1031 = fmul contract float %1028, %1014
  %1032 = fmul contract float %1028, %1016
  %1033 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1029, float %1030) #10, !srcloc !50
  %1034 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1031, float %1032) #10, !srcloc !50
  %1035 = fmul contract float %1028, %1018
  %1036 = fmul contract float %1028, %1020
  %1037 = fmul contract float %1028, %1022
  %1038 = fmul contract float %1028, %1024
  %1039 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1035, float %1036) #10, !srcloc !50
  %1040 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1037, float %1038) #10, !srcloc !50
  %1041 = icmp slt i32 %1008, %791
  %1042 = select i1 %1041, i1 %837, i1 false
  %1043 = zext i1 %1042 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %1007, i32 %1033, i32 %1034, i32 %1043) #9, !srcloc !51
  %1044 = getelementptr inbounds nuw i8, ptr %1007, i64 128
  %1045 = select i1 %1041, i1 %838, i1 false
  %1046 = zext i1 %1045 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr nonnull %1044, i32 %1039, i32 %1040, i32 %1046) #9, !srcloc !51
  %1047 = load ptr, ptr %160, align 8, !tbaa !42
  %1048 = icmp eq ptr %1047, null
  %1049 = or i1 %298, %1048
  br i1 %1049, label %2769, label %2719

1050:                                             ; preds = %2683, %323
  %1051 = phi float [ 0.000000e+00, %323 ], [ %2684, %2683 ]
  %1052 = phi float [ 0.000000e+00, %323 ], [ %2685, %2683 ]
  %1053 = phi float [ 0.000000e+00, %323 ], [ %2686, %2683 ]
  %1054 = phi float [ 0.000000e+00, %323 ], [ %2687, %2683 ]
  %1055 = phi float [ 0.000000e+00, %323 ], [ %2688, %2683 ]
  %1056 = phi float [ 0.000000e+00, %323 ], [ %2689, %2683 ]
  %1057 = phi float [ 0.000000e+00, %323 ], [ %2690, %2683 ]
  %1058 = phi float [ 0.000000e+00, %323 ], [ %2691, %2683 ]
  %1059 = phi float [ 0.000000e+00, %323 ], [ %2692, %2683 ]
  %1060 = phi float [ 0.000000e+00, %323 ], [ %2693, %2683 ]
  %1061 = phi float [ 0.000000e+00, %323 ], [ %2694, %2683 ]
  %1062 = phi float [ 0.000000e+00, %323 ], [ %2695, %2683 ]
  %1063 = phi float [ 0.000000e+00, %323 ], [ %2696, %2683 ]
  %1064 = phi float [ 0.000000e+00, %323 ], [ %2697, %2683 ]
  %1065 = phi float [ 0.000000e+00, %323 ], [ %2698, %2683 ]
  %1066 = phi float [ 0.000000e+00, %323 ], [ %2699, %2683 ]
  %1067 = phi float [ 0.000000e+00, %323 ], [ %2700, %2683 ]
  %1068 = phi float [ 0.000000e+00, %323 ], [ %2701, %2683 ]
  %1069 = phi float [ 0.000000e+00, %323 ], [ %2702, %2683 ]
  %1070 = phi float [ 0.000000e+00, %323 ], [ %2703, %2683 ]
  %1071 = phi float [ 0.000000e+00, %323 ], [ %2704, %2683 ]
  %1072 = phi float [ 0.000000e+00, %323 ], [ %2705, %2683 ]
  %1073 = phi float [ 0.000000e+00, %323 ], [ %2706, %2683 ]
  %1074 = phi float [ 0.000000e+00, %323 ], [ %2707, %2683 ]
  %1075 = phi float [ 0.000000e+00, %323 ], [ %2708, %2683 ]
  %1076 = phi float [ 0.000000e+00, %323 ], [ %2709, %2683 ]
  %1077 = phi float [ 0.000000e+00, %323 ], [ %2710, %2683 ]
  %1078 = phi float [ 0.000000e+00, %323 ], [ %2711, %2683 ]
  %1079 = phi float [ 0.000000e+00, %323 ], [ %2712, %2683 ]
  %1080 = phi float [ 0.000000e+00, %323 ], [ %2713, %2683 ]
  %1081 = phi float [ 0.000000e+00, %323 ], [ %2714, %2683 ]
  %1082 = phi float [ 0.000000e+00, %323 ], [ %2715, %2683 ]
  %1083 = phi i32 [ %286, %323 ], [ %2717, %2683 ]
  %1084 = phi i32 [ 0, %323 ], [ %2716, %2683 ]
  %1085 = load i32, ptr %6, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1086 = load i32, ptr %107, align 4, !tbaa !36
  %1087 = tail call noundef i32 @llvm.smin.i32(i32 %1085, i32 32)
  %1088 = load ptr, ptr %0, align 8, !tbaa !25
  %1089 = load i32, ptr %324, align 4, !tbaa !6
  %1090 = sext i32 %1086 to i64
  %1091 = srem i32 %1089, 32
  %1092 = icmp eq i32 %1091, 0
  %1093 = select i1 %1092, i32 32, i32 %1091
  %1094 = tail call noundef i32 @llvm.smin.i32(i32 %1089, i32 %1093)
  %1095 = icmp slt i32 %483, %1087
  %1096 = icmp slt i32 %484, %1094
  %1097 = mul nsw i64 %1090, %486
  %1098 = add nsw i64 %1097, %485
  %1099 = shl nsw i64 %1098, 1
  %1100 = getelementptr inbounds i8, ptr %1088, i64 %1099
  %1101 = load i32, ptr %117, align 8, !tbaa !38
  %1102 = sub nsw i32 %1083, %1084
  %1103 = tail call noundef i32 @llvm.smin.i32(i32 %1102, i32 128)
  %1104 = load ptr, ptr %125, align 8, !tbaa !26
  %1105 = sext i32 %1101 to i64
  %1106 = shl nsw i64 %1105, 4
  %1107 = mul nsw i64 %1105, -48
  %1108 = mul nsw i32 %1101, %1084
  %1109 = sext i32 %1108 to i64
  %1110 = getelementptr inbounds %"struct.cutlass::half_t", ptr %1104, i64 %1109
  %1111 = srem i32 %1089, 32
  %1112 = icmp eq i32 %1111, 0
  %1113 = select i1 %1112, i32 32, i32 %1111
  %1114 = tail call noundef i32 @llvm.smin.i32(i32 %1089, i32 %1113)
  %1115 = icmp slt i32 %488, %1103
  %1116 = icmp slt i32 %484, %1114
  %1117 = select i1 %1115, i1 %1116, i1 false
  %1118 = zext i1 %1117 to i32
  %1119 = icmp slt i32 %489, %1103
  %1120 = select i1 %1119, i1 %1116, i1 false
  %1121 = select i1 %1120, i32 2, i32 0
  %1122 = or disjoint i32 %1121, %1118
  %1123 = icmp slt i32 %490, %1103
  %1124 = select i1 %1123, i1 %1116, i1 false
  %1125 = select i1 %1124, i32 4, i32 0
  %1126 = or disjoint i32 %1125, %1122
  %1127 = icmp slt i32 %491, %1103
  %1128 = select i1 %1127, i1 %1116, i1 false
  %1129 = select i1 %1128, i32 8, i32 0
  %1130 = or disjoint i32 %1129, %1126
  %1131 = mul nsw i64 %1105, %492
  %1132 = add nsw i64 %1131, %485
  %1133 = shl nsw i64 %1132, 1
  %1134 = getelementptr inbounds i8, ptr %1110, i64 %1133
  %1135 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %336, i32 0, i32 31)
  %1136 = shl i32 %1135, 24
  %1137 = trunc i32 %1135 to i8
  %1138 = sdiv i8 %1137, 4
  %1139 = sext i8 %1138 to i32
  %1140 = trunc i32 %1135 to i8
  %1141 = srem i8 %1140, 4
  %1142 = sext i8 %1141 to i32
  %1143 = shl nsw i32 %1139, 3
  %1144 = sext i32 %1143 to i64
  %1145 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %1144
  %1146 = shl nsw i32 %1142, 9
  %1147 = add nsw i32 %1143, %1146
  %1148 = sext i32 %1147 to i64
  %1149 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 9216), i64 %1148
  %1150 = load i32, ptr %324, align 4, !tbaa !6
  %1151 = add i32 %1150, -1
  %1152 = icmp ult i32 %1151, -63
  %1153 = select i1 %1152, i1 %1095, i1 false
  %1154 = select i1 %1153, i1 %1096, i1 false
  %1155 = select i1 %1152, i32 %1130, i32 0
  %1156 = select i1 %1154, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %570, ptr %1100, i32 16, i32 %1156) #9, !srcloc !52
  %1157 = shl nuw nsw i32 %1155, 4
  %1158 = and i32 %1157, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %651, ptr %1134, i32 16, i32 %1158) #9, !srcloc !52
  %1159 = getelementptr inbounds i8, ptr %1134, i64 %1106
  %1160 = shl nuw nsw i32 %1155, 3
  %1161 = and i32 %1160, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %573, ptr %1159, i32 16, i32 %1161) #9, !srcloc !52
  %1162 = getelementptr inbounds i8, ptr %1159, i64 %1106
  %1163 = shl nuw nsw i32 %1155, 2
  %1164 = and i32 %1163, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %655, ptr %1162, i32 16, i32 %1164) #9, !srcloc !52
  %1165 = getelementptr inbounds i8, ptr %1162, i64 %1106
  %1166 = shl nuw nsw i32 %1155, 1
  %1167 = and i32 %1166, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %577, ptr %1165, i32 16, i32 %1167) #9, !srcloc !52
  %1168 = getelementptr inbounds i8, ptr %1165, i64 %1107
  %1169 = icmp slt i32 %483, %1087
  %1170 = sext i32 %1093 to i64
  %1171 = shl nsw i64 %1170, 1
  %1172 = getelementptr inbounds i8, ptr %1100, i64 %1171
  %1173 = sext i32 %1113 to i64
  %1174 = shl nsw i64 %1173, 1
  %1175 = getelementptr inbounds i8, ptr %1168, i64 %1174
  %1176 = icmp slt i32 %578, %1103
  %1177 = select i1 %1176, i32 8, i32 0
  %1178 = icmp slt i32 %579, %1103
  %1179 = select i1 %1178, i32 4, i32 0
  %1180 = icmp slt i32 %580, %1103
  %1181 = select i1 %1180, i32 2, i32 0
  %1182 = icmp slt i32 %488, %1103
  %1183 = zext i1 %1182 to i32
  %1184 = or disjoint i32 %1181, %1183
  %1185 = or disjoint i32 %1179, %1184
  %1186 = or disjoint i32 %1177, %1185
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %1187 = add i32 %1150, -33
  %1188 = icmp ult i32 %1187, -32
  %1189 = select i1 %1188, i1 %1169, i1 false
  %1190 = select i1 %1188, i32 %1186, i32 0
  %1191 = select i1 %1189, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %584, ptr nonnull %1172, i32 16, i32 %1191) #9, !srcloc !52
  %1192 = shl nuw nsw i32 %1190, 4
  %1193 = and i32 %1192, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %659, ptr nonnull %1175, i32 16, i32 %1193) #9, !srcloc !52
  %1194 = getelementptr inbounds i8, ptr %1175, i64 %1106
  %1195 = shl nuw nsw i32 %1190, 3
  %1196 = and i32 %1195, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %588, ptr nonnull %1194, i32 16, i32 %1196) #9, !srcloc !52
  %1197 = getelementptr inbounds i8, ptr %1194, i64 %1106
  %1198 = shl nuw nsw i32 %1190, 2
  %1199 = and i32 %1198, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %663, ptr %1197, i32 16, i32 %1199) #9, !srcloc !52
  %1200 = getelementptr inbounds i8, ptr %1197, i64 %1106
  %1201 = shl nuw nsw i32 %1190, 1
  %1202 = and i32 %1201, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %592, ptr %1200, i32 16, i32 %1202) #9, !srcloc !52
  %1203 = getelementptr inbounds i8, ptr %1200, i64 %1107
  %1204 = getelementptr inbounds nuw i8, ptr %1172, i64 64
  %1205 = getelementptr inbounds nuw i8, ptr %1203, i64 64
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %1206 = add i32 %1150, -65
  %1207 = icmp ult i32 %1206, -32
  %1208 = select i1 %1207, i1 %1189, i1 false
  %1209 = select i1 %1207, i32 %1190, i32 0
  %1210 = select i1 %1208, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %596, ptr nonnull %1204, i32 16, i32 %1210) #9, !srcloc !52
  %1211 = shl nuw nsw i32 %1209, 4
  %1212 = and i32 %1211, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %667, ptr nonnull %1205, i32 16, i32 %1212) #9, !srcloc !52
  %1213 = getelementptr inbounds i8, ptr %1205, i64 %1106
  %1214 = shl nuw nsw i32 %1209, 3
  %1215 = and i32 %1214, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %600, ptr nonnull %1213, i32 16, i32 %1215) #9, !srcloc !52
  %1216 = getelementptr inbounds i8, ptr %1213, i64 %1106
  %1217 = shl nuw nsw i32 %1209, 2
  %1218 = and i32 %1217, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %671, ptr nonnull %1216, i32 16, i32 %1218) #9, !srcloc !52
  %1219 = getelementptr inbounds i8, ptr %1216, i64 %1106
  %1220 = shl nuw nsw i32 %1209, 1
  %1221 = and i32 %1220, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %604, ptr nonnull %1219, i32 16, i32 %1221) #9, !srcloc !52
  %1222 = getelementptr inbounds i8, ptr %1219, i64 %1107
  %1223 = getelementptr inbounds nuw i8, ptr %1172, i64 128
  %1224 = getelementptr inbounds nuw i8, ptr %1222, i64 64
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %1225 = add i32 %1150, -97
  %1226 = icmp ult i32 %1225, -32
  %1227 = select i1 %1226, i1 %1208, i1 false
  %1228 = select i1 %1226, i32 %1209, i32 0
  %1229 = select i1 %1227, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %608, ptr nonnull %1223, i32 16, i32 %1229) #9, !srcloc !52
  %1230 = shl nuw nsw i32 %1228, 4
  %1231 = and i32 %1230, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %675, ptr nonnull %1224, i32 16, i32 %1231) #9, !srcloc !52
  %1232 = getelementptr inbounds i8, ptr %1224, i64 %1106
  %1233 = shl nuw nsw i32 %1228, 3
  %1234 = and i32 %1233, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %612, ptr nonnull %1232, i32 16, i32 %1234) #9, !srcloc !52
  %1235 = getelementptr inbounds i8, ptr %1232, i64 %1106
  %1236 = shl nuw nsw i32 %1228, 2
  %1237 = and i32 %1236, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %679, ptr nonnull %1235, i32 16, i32 %1237) #9, !srcloc !52
  %1238 = getelementptr inbounds i8, ptr %1235, i64 %1106
  %1239 = shl nuw nsw i32 %1228, 1
  %1240 = and i32 %1239, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %683, ptr nonnull %1238, i32 16, i32 %1240) #9, !srcloc !52
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 3) #9, !srcloc !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1241 = getelementptr inbounds i8, ptr %1145, i64 %613
  %1242 = addrspacecast ptr %1241 to ptr addrspace(3)
  %1243 = ptrtoint ptr addrspace(3) %1242 to i64
  %1244 = trunc i64 %1243 to i32
  %1245 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1244) #9, !srcloc !54
  %1246 = getelementptr inbounds i8, ptr %1149, i64 %613
  %1247 = addrspacecast ptr %1246 to ptr addrspace(3)
  %1248 = ptrtoint ptr addrspace(3) %1247 to i64
  %1249 = trunc i64 %1248 to i32
  %1250 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1249) #9, !srcloc !54
  %1251 = icmp sgt i32 %1150, 0
  br i1 %1251, label %1252, label %1558

1252:                                             ; preds = %1050
  %1253 = extractvalue { i32, i32, i32, i32 } %1250, 0
  %1254 = extractvalue { i32, i32, i32, i32 } %1250, 3
  %1255 = extractvalue { i32, i32, i32, i32 } %1250, 2
  %1256 = extractvalue { i32, i32, i32, i32 } %1250, 1
  %1257 = extractvalue { i32, i32, i32, i32 } %1245, 0
  %1258 = extractvalue { i32, i32, i32, i32 } %1245, 3
  %1259 = extractvalue { i32, i32, i32, i32 } %1245, 2
  %1260 = extractvalue { i32, i32, i32, i32 } %1245, 1
  %1261 = add nuw nsw i32 %1150, 31
  %1262 = lshr i32 %1261, 5
  %1263 = add nsw i32 %1262, -4
  br label %1264

1264:                                             ; preds = %1509, %1252
  %1265 = phi i32 [ %1510, %1509 ], [ %1258, %1252 ]
  %1266 = phi i32 [ %1511, %1509 ], [ %1259, %1252 ]
  %1267 = phi i32 [ %1512, %1509 ], [ %1260, %1252 ]
  %1268 = phi i32 [ %1513, %1509 ], [ %1257, %1252 ]
  %1269 = phi i32 [ %1514, %1509 ], [ %1254, %1252 ]
  %1270 = phi i32 [ %1515, %1509 ], [ %1255, %1252 ]
  %1271 = phi i32 [ %1516, %1509 ], [ %1256, %1252 ]
  %1272 = phi i32 [ %1517, %1509 ], [ %1253, %1252 ]
  %1273 = phi float [ %1542, %1509 ], [ 0.000000e+00, %1252 ]
  %1274 = phi float [ %1541, %1509 ], [ 0.000000e+00, %1252 ]
  %1275 = phi float [ %1540, %1509 ], [ 0.000000e+00, %1252 ]
  %1276 = phi float [ %1539, %1509 ], [ 0.000000e+00, %1252 ]
  %1277 = phi float [ %1537, %1509 ], [ 0.000000e+00, %1252 ]
  %1278 = phi float [ %1536, %1509 ], [ 0.000000e+00, %1252 ]
  %1279 = phi float [ %1535, %1509 ], [ 0.000000e+00, %1252 ]
  %1280 = phi float [ %1534, %1509 ], [ 0.000000e+00, %1252 ]
  %1281 = phi float [ %1547, %1509 ], [ 0.000000e+00, %1252 ]
  %1282 = phi float [ %1546, %1509 ], [ 0.000000e+00, %1252 ]
  %1283 = phi float [ %1545, %1509 ], [ 0.000000e+00, %1252 ]
  %1284 = phi float [ %1544, %1509 ], [ 0.000000e+00, %1252 ]
  %1285 = phi float [ %1532, %1509 ], [ 0.000000e+00, %1252 ]
  %1286 = phi float [ %1531, %1509 ], [ 0.000000e+00, %1252 ]
  %1287 = phi float [ %1530, %1509 ], [ 0.000000e+00, %1252 ]
  %1288 = phi float [ %1529, %1509 ], [ 0.000000e+00, %1252 ]
  %1289 = phi float [ %1552, %1509 ], [ 0.000000e+00, %1252 ]
  %1290 = phi float [ %1551, %1509 ], [ 0.000000e+00, %1252 ]
  %1291 = phi float [ %1550, %1509 ], [ 0.000000e+00, %1252 ]
  %1292 = phi float [ %1549, %1509 ], [ 0.000000e+00, %1252 ]
  %1293 = phi float [ %1527, %1509 ], [ 0.000000e+00, %1252 ]
  %1294 = phi float [ %1526, %1509 ], [ 0.000000e+00, %1252 ]
  %1295 = phi float [ %1525, %1509 ], [ 0.000000e+00, %1252 ]
  %1296 = phi float [ %1524, %1509 ], [ 0.000000e+00, %1252 ]
  %1297 = phi float [ %1557, %1509 ], [ 0.000000e+00, %1252 ]
  %1298 = phi float [ %1556, %1509 ], [ 0.000000e+00, %1252 ]
  %1299 = phi float [ %1555, %1509 ], [ 0.000000e+00, %1252 ]
  %1300 = phi float [ %1554, %1509 ], [ 0.000000e+00, %1252 ]
  %1301 = phi float [ %1522, %1509 ], [ 0.000000e+00, %1252 ]
  %1302 = phi float [ %1521, %1509 ], [ 0.000000e+00, %1252 ]
  %1303 = phi float [ %1520, %1509 ], [ 0.000000e+00, %1252 ]
  %1304 = phi float [ %1519, %1509 ], [ 0.000000e+00, %1252 ]
  %1305 = phi ptr [ %1444, %1509 ], [ %1149, %1252 ]
  %1306 = phi ptr [ %1443, %1509 ], [ %1145, %1252 ]
  %1307 = phi i32 [ %1487, %1509 ], [ 3, %1252 ]
  %1308 = phi i32 [ %1488, %1509 ], [ %1263, %1252 ]
  %1309 = getelementptr inbounds i8, ptr %1306, i64 %615
  %1310 = addrspacecast ptr %1309 to ptr addrspace(3)
  %1311 = ptrtoint ptr addrspace(3) %1310 to i64
  %1312 = trunc i64 %1311 to i32
  %1313 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1312) #9, !srcloc !54
  %1314 = extractvalue { i32, i32, i32, i32 } %1313, 0
  %1315 = extractvalue { i32, i32, i32, i32 } %1313, 1
  %1316 = extractvalue { i32, i32, i32, i32 } %1313, 2
  %1317 = extractvalue { i32, i32, i32, i32 } %1313, 3
  %1318 = getelementptr inbounds i8, ptr %1305, i64 %615
  %1319 = addrspacecast ptr %1318 to ptr addrspace(3)
  %1320 = ptrtoint ptr addrspace(3) %1319 to i64
  %1321 = trunc i64 %1320 to i32
  %1322 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1321) #9, !srcloc !54
  %1323 = extractvalue { i32, i32, i32, i32 } %1322, 0
  %1324 = extractvalue { i32, i32, i32, i32 } %1322, 1
  %1325 = extractvalue { i32, i32, i32, i32 } %1322, 2
  %1326 = extractvalue { i32, i32, i32, i32 } %1322, 3
  %1327 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1268, i32 %1267, i32 %1272, float %1304, float %1303, float %1302, float %1301) #9, !srcloc !55
  %1328 = extractvalue { float, float, float, float } %1327, 0
  %1329 = extractvalue { float, float, float, float } %1327, 1
  %1330 = extractvalue { float, float, float, float } %1327, 2
  %1331 = extractvalue { float, float, float, float } %1327, 3
  %1332 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1268, i32 %1267, i32 %1271, float %1296, float %1295, float %1294, float %1293) #9, !srcloc !55
  %1333 = extractvalue { float, float, float, float } %1332, 0
  %1334 = extractvalue { float, float, float, float } %1332, 1
  %1335 = extractvalue { float, float, float, float } %1332, 2
  %1336 = extractvalue { float, float, float, float } %1332, 3
  %1337 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1268, i32 %1267, i32 %1270, float %1288, float %1287, float %1286, float %1285) #9, !srcloc !55
  %1338 = extractvalue { float, float, float, float } %1337, 0
  %1339 = extractvalue { float, float, float, float } %1337, 1
  %1340 = extractvalue { float, float, float, float } %1337, 2
  %1341 = extractvalue { float, float, float, float } %1337, 3
  %1342 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1268, i32 %1267, i32 %1269, float %1280, float %1279, float %1278, float %1277) #9, !srcloc !55
  %1343 = extractvalue { float, float, float, float } %1342, 0
  %1344 = extractvalue { float, float, float, float } %1342, 1
  %1345 = extractvalue { float, float, float, float } %1342, 2
  %1346 = extractvalue { float, float, float, float } %1342, 3
  %1347 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1266, i32 %1265, i32 %1269, float %1276, float %1275, float %1274, float %1273) #9, !srcloc !55
  %1348 = extractvalue { float, float, float, float } %1347, 0
  %1349 = extractvalue { float, float, float, float } %1347, 1
  %1350 = extractvalue { float, float, float, float } %1347, 2
  %1351 = extractvalue { float, float, float, float } %1347, 3
  %1352 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1266, i32 %1265, i32 %1270, float %1284, float %1283, float %1282, float %1281) #9, !srcloc !55
  %1353 = extractvalue { float, float, float, float } %1352, 0
  %1354 = extractvalue { float, float, float, float } %1352, 1
  %1355 = extractvalue { float, float, float, float } %1352, 2
  %1356 = extractvalue { float, float, float, float } %1352, 3
  %1357 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1266, i32 %1265, i32 %1271, float %1292, float %1291, float %1290, float %1289) #9, !srcloc !55
  %1358 = extractvalue { float, float, float, float } %1357, 0
  %1359 = extractvalue { float, float, float, float } %1357, 1
  %1360 = extractvalue { float, float, float, float } %1357, 2
  %1361 = extractvalue { float, float, float, float } %1357, 3
  %1362 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1266, i32 %1265, i32 %1272, float %1300, float %1299, float %1298, float %1297) #9, !srcloc !55
  %1363 = extractvalue { float, float, float, float } %1362, 0
  %1364 = extractvalue { float, float, float, float } %1362, 1
  %1365 = extractvalue { float, float, float, float } %1362, 2
  %1366 = extractvalue { float, float, float, float } %1362, 3
  %1367 = getelementptr inbounds i8, ptr %1306, i64 %617
  %1368 = addrspacecast ptr %1367 to ptr addrspace(3)
  %1369 = ptrtoint ptr addrspace(3) %1368 to i64
  %1370 = trunc i64 %1369 to i32
  %1371 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1370) #9, !srcloc !54
  %1372 = extractvalue { i32, i32, i32, i32 } %1371, 0
  %1373 = extractvalue { i32, i32, i32, i32 } %1371, 1
  %1374 = extractvalue { i32, i32, i32, i32 } %1371, 2
  %1375 = extractvalue { i32, i32, i32, i32 } %1371, 3
  %1376 = getelementptr inbounds i8, ptr %1305, i64 %617
  %1377 = addrspacecast ptr %1376 to ptr addrspace(3)
  %1378 = ptrtoint ptr addrspace(3) %1377 to i64
  %1379 = trunc i64 %1378 to i32
  %1380 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1379) #9, !srcloc !54
  %1381 = extractvalue { i32, i32, i32, i32 } %1380, 0
  %1382 = extractvalue { i32, i32, i32, i32 } %1380, 1
  %1383 = extractvalue { i32, i32, i32, i32 } %1380, 2
  %1384 = extractvalue { i32, i32, i32, i32 } %1380, 3
  %1385 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1314, i32 %1315, i32 %1323, float %1328, float %1329, float %1330, float %1331) #9, !srcloc !55
  %1386 = extractvalue { float, float, float, float } %1385, 0
  %1387 = extractvalue { float, float, float, float } %1385, 1
  %1388 = extractvalue { float, float, float, float } %1385, 2
  %1389 = extractvalue { float, float, float, float } %1385, 3
  %1390 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1314, i32 %1315, i32 %1324, float %1333, float %1334, float %1335, float %1336) #9, !srcloc !55
  %1391 = extractvalue { float, float, float, float } %1390, 0
  %1392 = extractvalue { float, float, float, float } %1390, 1
  %1393 = extractvalue { float, float, float, float } %1390, 2
  %1394 = extractvalue { float, float, float, float } %1390, 3
  %1395 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1314, i32 %1315, i32 %1325, float %1338, float %1339, float %1340, float %1341) #9, !srcloc !55
  %1396 = extractvalue { float, float, float, float } %1395, 0
  %1397 = extractvalue { float, float, float, float } %1395, 1
  %1398 = extractvalue { float, float, float, float } %1395, 2
  %1399 = extractvalue { float, float, float, float } %1395, 3
  %1400 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1314, i32 %1315, i32 %1326, float %1343, float %1344, float %1345, float %1346) #9, !srcloc !55
  %1401 = extractvalue { float, float, float, float } %1400, 0
  %1402 = extractvalue { float, float, float, float } %1400, 1
  %1403 = extractvalue { float, float, float, float } %1400, 2
  %1404 = extractvalue { float, float, float, float } %1400, 3
  %1405 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1316, i32 %1317, i32 %1326, float %1348, float %1349, float %1350, float %1351) #9, !srcloc !55
  %1406 = extractvalue { float, float, float, float } %1405, 0
  %1407 = extractvalue { float, float, float, float } %1405, 1
  %1408 = extractvalue { float, float, float, float } %1405, 2
  %1409 = extractvalue { float, float, float, float } %1405, 3
  %1410 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1316, i32 %1317, i32 %1325, float %1353, float %1354, float %1355, float %1356) #9, !srcloc !55
  %1411 = extractvalue { float, float, float, float } %1410, 0
  %1412 = extractvalue { float, float, float, float } %1410, 1
  %1413 = extractvalue { float, float, float, float } %1410, 2
  %1414 = extractvalue { float, float, float, float } %1410, 3
  %1415 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1316, i32 %1317, i32 %1324, float %1358, float %1359, float %1360, float %1361) #9, !srcloc !55
  %1416 = extractvalue { float, float, float, float } %1415, 0
  %1417 = extractvalue { float, float, float, float } %1415, 1
  %1418 = extractvalue { float, float, float, float } %1415, 2
  %1419 = extractvalue { float, float, float, float } %1415, 3
  %1420 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1316, i32 %1317, i32 %1323, float %1363, float %1364, float %1365, float %1366) #9, !srcloc !55
  %1421 = extractvalue { float, float, float, float } %1420, 0
  %1422 = extractvalue { float, float, float, float } %1420, 1
  %1423 = extractvalue { float, float, float, float } %1420, 2
  %1424 = extractvalue { float, float, float, float } %1420, 3
  %1425 = getelementptr inbounds i8, ptr %1306, i64 %619
  %1426 = addrspacecast ptr %1425 to ptr addrspace(3)
  %1427 = ptrtoint ptr addrspace(3) %1426 to i64
  %1428 = trunc i64 %1427 to i32
  %1429 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1428) #9, !srcloc !54
  %1430 = extractvalue { i32, i32, i32, i32 } %1429, 0
  %1431 = extractvalue { i32, i32, i32, i32 } %1429, 1
  %1432 = extractvalue { i32, i32, i32, i32 } %1429, 2
  %1433 = extractvalue { i32, i32, i32, i32 } %1429, 3
  %1434 = getelementptr inbounds i8, ptr %1305, i64 %619
  %1435 = addrspacecast ptr %1434 to ptr addrspace(3)
  %1436 = ptrtoint ptr addrspace(3) %1435 to i64
  %1437 = trunc i64 %1436 to i32
  %1438 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1437) #9, !srcloc !54
  %1439 = extractvalue { i32, i32, i32, i32 } %1438, 0
  %1440 = extractvalue { i32, i32, i32, i32 } %1438, 1
  %1441 = extractvalue { i32, i32, i32, i32 } %1438, 2
  %1442 = extractvalue { i32, i32, i32, i32 } %1438, 3
  %1443 = getelementptr inbounds nuw i8, ptr %1306, i64 128
  %1444 = getelementptr inbounds nuw i8, ptr %1305, i64 128
  %1445 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1372, i32 %1373, i32 %1381, float %1386, float %1387, float %1388, float %1389) #9, !srcloc !55
  %1446 = extractvalue { float, float, float, float } %1445, 0
  %1447 = extractvalue { float, float, float, float } %1445, 1
  %1448 = extractvalue { float, float, float, float } %1445, 2
  %1449 = extractvalue { float, float, float, float } %1445, 3
  %1450 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1372, i32 %1373, i32 %1382, float %1391, float %1392, float %1393, float %1394) #9, !srcloc !55
  %1451 = extractvalue { float, float, float, float } %1450, 0
  %1452 = extractvalue { float, float, float, float } %1450, 1
  %1453 = extractvalue { float, float, float, float } %1450, 2
  %1454 = extractvalue { float, float, float, float } %1450, 3
  %1455 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1372, i32 %1373, i32 %1383, float %1396, float %1397, float %1398, float %1399) #9, !srcloc !55
  %1456 = extractvalue { float, float, float, float } %1455, 0
  %1457 = extractvalue { float, float, float, float } %1455, 1
  %1458 = extractvalue { float, float, float, float } %1455, 2
  %1459 = extractvalue { float, float, float, float } %1455, 3
  %1460 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1372, i32 %1373, i32 %1384, float %1401, float %1402, float %1403, float %1404) #9, !srcloc !55
  %1461 = extractvalue { float, float, float, float } %1460, 0
  %1462 = extractvalue { float, float, float, float } %1460, 1
  %1463 = extractvalue { float, float, float, float } %1460, 2
  %1464 = extractvalue { float, float, float, float } %1460, 3
  %1465 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1374, i32 %1375, i32 %1384, float %1406, float %1407, float %1408, float %1409) #9, !srcloc !55
  %1466 = extractvalue { float, float, float, float } %1465, 0
  %1467 = extractvalue { float, float, float, float } %1465, 1
  %1468 = extractvalue { float, float, float, float } %1465, 2
  %1469 = extractvalue { float, float, float, float } %1465, 3
  %1470 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1374, i32 %1375, i32 %1383, float %1411, float %1412, float %1413, float %1414) #9, !srcloc !55
  %1471 = extractvalue { float, float, float, float } %1470, 0
  %1472 = extractvalue { float, float, float, float } %1470, 1
  %1473 = extractvalue { float, float, float, float } %1470, 2
  %1474 = extractvalue { float, float, float, float } %1470, 3
  %1475 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1374, i32 %1375, i32 %1382, float %1416, float %1417, float %1418, float %1419) #9, !srcloc !55
  %1476 = extractvalue { float, float, float, float } %1475, 0
  %1477 = extractvalue { float, float, float, float } %1475, 1
  %1478 = extractvalue { float, float, float, float } %1475, 2
  %1479 = extractvalue { float, float, float, float } %1475, 3
  %1480 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1374, i32 %1375, i32 %1381, float %1421, float %1422, float %1423, float %1424) #9, !srcloc !55
  %1481 = extractvalue { float, float, float, float } %1480, 0
  %1482 = extractvalue { float, float, float, float } %1480, 1
  %1483 = extractvalue { float, float, float, float } %1480, 2
  %1484 = extractvalue { float, float, float, float } %1480, 3
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 3) #9, !srcloc !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1485 = icmp eq i32 %1307, 3
  %1486 = add nuw nsw i32 %1307, 1
  %1487 = select i1 %1485, i32 0, i32 %1486
  %1488 = add nsw i32 %1308, -1
  %1489 = icmp sgt i32 %1308, -3
  br i1 %1489, label %1490, label %1509

1490:                                             ; preds = %1264
  %1491 = getelementptr inbounds i8, ptr %1443, i64 %613
  %1492 = addrspacecast ptr %1491 to ptr addrspace(3)
  %1493 = ptrtoint ptr addrspace(3) %1492 to i64
  %1494 = trunc i64 %1493 to i32
  %1495 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1494) #9, !srcloc !54
  %1496 = extractvalue { i32, i32, i32, i32 } %1495, 0
  %1497 = extractvalue { i32, i32, i32, i32 } %1495, 1
  %1498 = extractvalue { i32, i32, i32, i32 } %1495, 2
  %1499 = extractvalue { i32, i32, i32, i32 } %1495, 3
  %1500 = getelementptr inbounds i8, ptr %1444, i64 %613
  %1501 = addrspacecast ptr %1500 to ptr addrspace(3)
  %1502 = ptrtoint ptr addrspace(3) %1501 to i64
  %1503 = trunc i64 %1502 to i32
  %1504 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1503) #9, !srcloc !54
  %1505 = extractvalue { i32, i32, i32, i32 } %1504, 0
  %1506 = extractvalue { i32, i32, i32, i32 } %1504, 1
  %1507 = extractvalue { i32, i32, i32, i32 } %1504, 2
  %1508 = extractvalue { i32, i32, i32, i32 } %1504, 3
  br label %1509

1509:                                             ; preds = %1490, %1264
  %1510 = phi i32 [ %1499, %1490 ], [ %1375, %1264 ]
  %1511 = phi i32 [ %1498, %1490 ], [ %1374, %1264 ]
  %1512 = phi i32 [ %1497, %1490 ], [ %1373, %1264 ]
  %1513 = phi i32 [ %1496, %1490 ], [ %1372, %1264 ]
  %1514 = phi i32 [ %1508, %1490 ], [ %1384, %1264 ]
  %1515 = phi i32 [ %1507, %1490 ], [ %1383, %1264 ]
  %1516 = phi i32 [ %1506, %1490 ], [ %1382, %1264 ]
  %1517 = phi i32 [ %1505, %1490 ], [ %1381, %1264 ]
  %1518 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1430, i32 %1431, i32 %1439, float %1446, float %1447, float %1448, float %1449) #9, !srcloc !55
  %1519 = extractvalue { float, float, float, float } %1518, 0
  %1520 = extractvalue { float, float, float, float } %1518, 1
  %1521 = extractvalue { float, float, float, float } %1518, 2
  %1522 = extractvalue { float, float, float, float } %1518, 3
  %1523 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1430, i32 %1431, i32 %1440, float %1451, float %1452, float %1453, float %1454) #9, !srcloc !55
  %1524 = extractvalue { float, float, float, float } %1523, 0
  %1525 = extractvalue { float, float, float, float } %1523, 1
  %1526 = extractvalue { float, float, float, float } %1523, 2
  %1527 = extractvalue { float, float, float, float } %1523, 3
  %1528 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1430, i32 %1431, i32 %1441, float %1456, float %1457, float %1458, float %1459) #9, !srcloc !55
  %1529 = extractvalue { float, float, float, float } %1528, 0
  %1530 = extractvalue { float, float, float, float } %1528, 1
  %1531 = extractvalue { float, float, float, float } %1528, 2
  %1532 = extractvalue { float, float, float, float } %1528, 3
  %1533 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1430, i32 %1431, i32 %1442, float %1461, float %1462, float %1463, float %1464) #9, !srcloc !55
  %1534 = extractvalue { float, float, float, float } %1533, 0
  %1535 = extractvalue { float, float, float, float } %1533, 1
  %1536 = extractvalue { float, float, float, float } %1533, 2
  %1537 = extractvalue { float, float, float, float } %1533, 3
  %1538 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1432, i32 %1433, i32 %1442, float %1466, float %1467, float %1468, float %1469) #9, !srcloc !55
  %1539 = extractvalue { float, float, float, float } %1538, 0
  %1540 = extractvalue { float, float, float, float } %1538, 1
  %1541 = extractvalue { float, float, float, float } %1538, 2
  %1542 = extractvalue { float, float, float, float } %1538, 3
  %1543 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1432, i32 %1433, i32 %1441, float %1471, float %1472, float %1473, float %1474) #9, !srcloc !55
  %1544 = extractvalue { float, float, float, float } %1543, 0
  %1545 = extractvalue { float, float, float, float } %1543, 1
  %1546 = extractvalue { float, float, float, float } %1543, 2
  %1547 = extractvalue { float, float, float, float } %1543, 3
  %1548 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1432, i32 %1433, i32 %1440, float %1476, float %1477, float %1478, float %1479) #9, !srcloc !55
  %1549 = extractvalue { float, float, float, float } %1548, 0
  %1550 = extractvalue { float, float, float, float } %1548, 1
  %1551 = extractvalue { float, float, float, float } %1548, 2
  %1552 = extractvalue { float, float, float, float } %1548, 3
  %1553 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1432, i32 %1433, i32 %1439, float %1481, float %1482, float %1483, float %1484) #9, !srcloc !55
  %1554 = extractvalue { float, float, float, float } %1553, 0
  %1555 = extractvalue { float, float, float, float } %1553, 1
  %1556 = extractvalue { float, float, float, float } %1553, 2
  %1557 = extractvalue { float, float, float, float } %1553, 3
  br i1 %1489, label %1264, label %1558, !llvm.loop !56

1558:                                             ; preds = %1509, %1050
  %1559 = phi float [ 0.000000e+00, %1050 ], [ %1542, %1509 ]
  %1560 = phi float [ 0.000000e+00, %1050 ], [ %1541, %1509 ]
  %1561 = phi float [ 0.000000e+00, %1050 ], [ %1540, %1509 ]
  %1562 = phi float [ 0.000000e+00, %1050 ], [ %1539, %1509 ]
  %1563 = phi float [ 0.000000e+00, %1050 ], [ %1537, %1509 ]
  %1564 = phi float [ 0.000000e+00, %1050 ], [ %1536, %1509 ]
  %1565 = phi float [ 0.000000e+00, %1050 ], [ %1535, %1509 ]
  %1566 = phi float [ 0.000000e+00, %1050 ], [ %1534, %1509 ]
  %1567 = phi float [ 0.000000e+00, %1050 ], [ %1547, %1509 ]
  %1568 = phi float [ 0.000000e+00, %1050 ], [ %1546, %1509 ]
  %1569 = phi float [ 0.000000e+00, %1050 ], [ %1545, %1509 ]
  %1570 = phi float [ 0.000000e+00, %1050 ], [ %1544, %1509 ]
  %1571 = phi float [ 0.000000e+00, %1050 ], [ %1532, %1509 ]
  %1572 = phi float [ 0.000000e+00, %1050 ], [ %1531, %1509 ]
  %1573 = phi float [ 0.000000e+00, %1050 ], [ %1530, %1509 ]
  %1574 = phi float [ 0.000000e+00, %1050 ], [ %1529, %1509 ]
  %1575 = phi float [ 0.000000e+00, %1050 ], [ %1552, %1509 ]
  %1576 = phi float [ 0.000000e+00, %1050 ], [ %1551, %1509 ]
  %1577 = phi float [ 0.000000e+00, %1050 ], [ %1550, %1509 ]
  %1578 = phi float [ 0.000000e+00, %1050 ], [ %1549, %1509 ]
  %1579 = phi float [ 0.000000e+00, %1050 ], [ %1527, %1509 ]
  %1580 = phi float [ 0.000000e+00, %1050 ], [ %1526, %1509 ]
  %1581 = phi float [ 0.000000e+00, %1050 ], [ %1525, %1509 ]
  %1582 = phi float [ 0.000000e+00, %1050 ], [ %1524, %1509 ]
  %1583 = phi float [ 0.000000e+00, %1050 ], [ %1557, %1509 ]
  %1584 = phi float [ 0.000000e+00, %1050 ], [ %1556, %1509 ]
  %1585 = phi float [ 0.000000e+00, %1050 ], [ %1555, %1509 ]
  %1586 = phi float [ 0.000000e+00, %1050 ], [ %1554, %1509 ]
  %1587 = phi float [ 0.000000e+00, %1050 ], [ %1522, %1509 ]
  %1588 = phi float [ 0.000000e+00, %1050 ], [ %1521, %1509 ]
  %1589 = phi float [ 0.000000e+00, %1050 ], [ %1520, %1509 ]
  %1590 = phi float [ 0.000000e+00, %1050 ], [ %1519, %1509 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1591 = load i32, ptr %128, align 4, !tbaa !40
  %1592 = load ptr, ptr %136, align 8, !tbaa !27
  %1593 = load i32, ptr %141, align 8, !tbaa !6
  %1594 = sext i32 %1591 to i64
  %1595 = shl nsw i64 %1594, 3
  %1596 = mul nsw i64 %1594, 56
  %1597 = mul nsw i32 %1591, %1084
  %1598 = sext i32 %1597 to i64
  %1599 = getelementptr inbounds %"struct.cutlass::half_t", ptr %1592, i64 %1598
  %1600 = srem i32 %1103, 32
  %1601 = icmp eq i32 %1600, 0
  %1602 = select i1 %1601, i32 32, i32 %1600
  %1603 = tail call noundef i32 @llvm.smin.i32(i32 %1602, i32 %1103)
  %1604 = icmp slt i32 %358, %1603
  %1605 = icmp slt i32 %359, %1593
  %1606 = select i1 %1604, i1 %1605, i1 false
  %1607 = zext i1 %1606 to i32
  %1608 = icmp slt i32 %360, %1593
  %1609 = select i1 %1604, i1 %1608, i1 false
  %1610 = select i1 %1609, i32 2, i32 0
  %1611 = or disjoint i32 %1610, %1607
  %1612 = icmp slt i32 %361, %1603
  %1613 = select i1 %1612, i1 %1605, i1 false
  %1614 = select i1 %1613, i32 4, i32 0
  %1615 = or disjoint i32 %1611, %1614
  %1616 = select i1 %1612, i1 %1608, i1 false
  %1617 = select i1 %1616, i32 8, i32 0
  %1618 = or disjoint i32 %1615, %1617
  %1619 = zext i1 %1605 to i32
  %1620 = select i1 %1608, i32 2, i32 0
  %1621 = or disjoint i32 %1620, %1619
  %1622 = select i1 %1605, i32 4, i32 0
  %1623 = or disjoint i32 %1621, %1622
  %1624 = select i1 %1608, i32 8, i32 0
  %1625 = or disjoint i32 %1623, %1624
  %1626 = mul nsw i64 %1594, %363
  %1627 = add nsw i64 %1626, %362
  %1628 = shl nsw i64 %1627, 1
  %1629 = getelementptr inbounds i8, ptr %1599, i64 %1628
  %1630 = add nsw i32 %1103, 31
  %1631 = sdiv i32 %1630, 32
  %1632 = add i32 %1103, -1
  %1633 = icmp ult i32 %1632, 32
  %1634 = select i1 %1633, i32 %1618, i32 %1625
  %1635 = add nsw i32 %1103, 62
  %1636 = icmp ult i32 %1635, 63
  %1637 = select i1 %1636, i32 0, i32 %1634
  %1638 = shl nuw nsw i32 %1637, 4
  %1639 = and i32 %1638, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %405, ptr %1629, i32 16, i32 %1639) #9, !srcloc !52
  %1640 = getelementptr inbounds nuw i8, ptr %1629, i64 128
  %1641 = shl nuw nsw i32 %1637, 3
  %1642 = and i32 %1641, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %409, ptr nonnull %1640, i32 16, i32 %1642) #9, !srcloc !52
  %1643 = getelementptr inbounds i8, ptr %1629, i64 %1595
  %1644 = shl nuw nsw i32 %1637, 2
  %1645 = and i32 %1644, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %412, ptr %1643, i32 16, i32 %1645) #9, !srcloc !52
  %1646 = getelementptr inbounds nuw i8, ptr %1643, i64 128
  %1647 = shl nuw nsw i32 %1637, 1
  %1648 = and i32 %1647, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %416, ptr nonnull %1646, i32 16, i32 %1648) #9, !srcloc !52
  %1649 = getelementptr inbounds i8, ptr %1643, i64 %1596
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %1650 = add nsw i32 %1631, -1
  %1651 = icmp eq i32 %1650, 1
  %1652 = select i1 %1651, i32 %1618, i32 %1637
  %1653 = icmp eq i32 %1650, 0
  %1654 = select i1 %1653, i32 0, i32 %1652
  %1655 = shl nuw nsw i32 %1654, 4
  %1656 = and i32 %1655, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %420, ptr %1649, i32 16, i32 %1656) #9, !srcloc !52
  %1657 = getelementptr inbounds nuw i8, ptr %1649, i64 128
  %1658 = shl nuw nsw i32 %1654, 3
  %1659 = and i32 %1658, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %424, ptr nonnull %1657, i32 16, i32 %1659) #9, !srcloc !52
  %1660 = getelementptr inbounds i8, ptr %1649, i64 %1595
  %1661 = shl nuw nsw i32 %1654, 2
  %1662 = and i32 %1661, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %428, ptr %1660, i32 16, i32 %1662) #9, !srcloc !52
  %1663 = getelementptr inbounds nuw i8, ptr %1660, i64 128
  %1664 = shl nuw nsw i32 %1654, 1
  %1665 = and i32 %1664, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %432, ptr nonnull %1663, i32 16, i32 %1665) #9, !srcloc !52
  %1666 = getelementptr inbounds i8, ptr %1660, i64 %1596
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %1667 = add nsw i32 %1631, -2
  %1668 = icmp eq i32 %1667, 1
  %1669 = select i1 %1668, i32 %1618, i32 %1654
  %1670 = icmp eq i32 %1667, 0
  %1671 = select i1 %1670, i32 0, i32 %1669
  %1672 = shl nuw nsw i32 %1671, 4
  %1673 = and i32 %1672, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %436, ptr %1666, i32 16, i32 %1673) #9, !srcloc !52
  %1674 = getelementptr inbounds nuw i8, ptr %1666, i64 128
  %1675 = shl nuw nsw i32 %1671, 3
  %1676 = and i32 %1675, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %440, ptr nonnull %1674, i32 16, i32 %1676) #9, !srcloc !52
  %1677 = getelementptr inbounds i8, ptr %1666, i64 %1595
  %1678 = shl nuw nsw i32 %1671, 2
  %1679 = and i32 %1678, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %444, ptr %1677, i32 16, i32 %1679) #9, !srcloc !52
  %1680 = getelementptr inbounds nuw i8, ptr %1677, i64 128
  %1681 = shl nuw nsw i32 %1671, 1
  %1682 = and i32 %1681, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %448, ptr nonnull %1680, i32 16, i32 %1682) #9, !srcloc !52
  %1683 = getelementptr inbounds i8, ptr %1677, i64 %1596
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %1684 = add nsw i32 %1631, -3
  %1685 = icmp eq i32 %1684, 1
  %1686 = select i1 %1685, i32 %1618, i32 %1671
  %1687 = icmp eq i32 %1684, 0
  %1688 = select i1 %1687, i32 0, i32 %1686
  %1689 = shl nuw nsw i32 %1688, 4
  %1690 = and i32 %1689, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %452, ptr %1683, i32 16, i32 %1690) #9, !srcloc !52
  %1691 = getelementptr inbounds nuw i8, ptr %1683, i64 128
  %1692 = shl nuw nsw i32 %1688, 3
  %1693 = and i32 %1692, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %456, ptr nonnull %1691, i32 16, i32 %1693) #9, !srcloc !52
  %1694 = getelementptr inbounds i8, ptr %1683, i64 %1595
  %1695 = shl nuw nsw i32 %1688, 2
  %1696 = and i32 %1695, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %460, ptr %1694, i32 16, i32 %1696) #9, !srcloc !52
  %1697 = getelementptr inbounds nuw i8, ptr %1694, i64 128
  %1698 = shl nuw nsw i32 %1688, 1
  %1699 = and i32 %1698, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %464, ptr nonnull %1697, i32 16, i32 %1699) #9, !srcloc !52
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %1700 = load i8, ptr %175, align 8, !tbaa !43
  %1701 = icmp eq i8 %1700, 0
  %1702 = load i32, ptr %188, align 8, !tbaa !24
  br i1 %1701, label %1788, label %1703

1703:                                             ; preds = %1558
  %1704 = add nuw nsw i32 %1084, 128
  %1705 = tail call noundef i32 @llvm.smin.i32(i32 %1702, i32 %1704)
  %1706 = load i32, ptr %465, align 8, !tbaa !44
  %1707 = add i32 %1706, %5
  %1708 = icmp ult i32 %1705, %1707
  br i1 %1708, label %1788, label %1709

1709:                                             ; preds = %1703
  %1710 = ashr exact i32 %1136, 19
  %1711 = or disjoint i32 %1710, %468
  %1712 = sub i32 %5, %1084
  %1713 = add i32 %1712, %1706
  %1714 = add i32 %1713, %466
  %1715 = icmp sgt i32 %1711, %1714
  %1716 = select i1 %1715, float 0xFFF0000000000000, float %1590
  %1717 = icmp slt i32 %1711, %1714
  %1718 = select i1 %1717, float %1589, float 0xFFF0000000000000
  %1719 = or disjoint i32 %1711, 8
  %1720 = icmp sgt i32 %1719, %1714
  %1721 = select i1 %1720, float 0xFFF0000000000000, float %1582
  %1722 = or disjoint i32 %1711, 9
  %1723 = icmp sgt i32 %1722, %1714
  %1724 = select i1 %1723, float 0xFFF0000000000000, float %1581
  %1725 = or disjoint i32 %1711, 16
  %1726 = icmp sgt i32 %1725, %1714
  %1727 = select i1 %1726, float 0xFFF0000000000000, float %1574
  %1728 = or disjoint i32 %1711, 17
  %1729 = icmp sgt i32 %1728, %1714
  %1730 = select i1 %1729, float 0xFFF0000000000000, float %1573
  %1731 = or disjoint i32 %1711, 24
  %1732 = icmp sgt i32 %1731, %1714
  %1733 = select i1 %1732, float 0xFFF0000000000000, float %1566
  %1734 = or disjoint i32 %1711, 25
  %1735 = icmp sgt i32 %1734, %1714
  %1736 = select i1 %1735, float 0xFFF0000000000000, float %1565
  %1737 = add i32 %1714, 8
  %1738 = icmp sgt i32 %1711, %1737
  %1739 = select i1 %1738, float 0xFFF0000000000000, float %1588
  %1740 = icmp slt i32 %1711, %1737
  %1741 = select i1 %1740, float %1587, float 0xFFF0000000000000
  %1742 = icmp sgt i32 %1719, %1737
  %1743 = select i1 %1742, float 0xFFF0000000000000, float %1580
  %1744 = icmp sgt i32 %1722, %1737
  %1745 = select i1 %1744, float 0xFFF0000000000000, float %1579
  %1746 = icmp sgt i32 %1725, %1737
  %1747 = select i1 %1746, float 0xFFF0000000000000, float %1572
  %1748 = icmp sgt i32 %1728, %1737
  %1749 = select i1 %1748, float 0xFFF0000000000000, float %1571
  %1750 = icmp sgt i32 %1731, %1737
  %1751 = select i1 %1750, float 0xFFF0000000000000, float %1564
  %1752 = icmp sgt i32 %1734, %1737
  %1753 = select i1 %1752, float 0xFFF0000000000000, float %1563
  %1754 = add i32 %1714, 16
  %1755 = icmp sgt i32 %1711, %1754
  %1756 = select i1 %1755, float 0xFFF0000000000000, float %1586
  %1757 = icmp slt i32 %1711, %1754
  %1758 = select i1 %1757, float %1585, float 0xFFF0000000000000
  %1759 = icmp sgt i32 %1719, %1754
  %1760 = select i1 %1759, float 0xFFF0000000000000, float %1578
  %1761 = icmp sgt i32 %1722, %1754
  %1762 = select i1 %1761, float 0xFFF0000000000000, float %1577
  %1763 = icmp sgt i32 %1725, %1754
  %1764 = select i1 %1763, float 0xFFF0000000000000, float %1570
  %1765 = icmp sgt i32 %1728, %1754
  %1766 = select i1 %1765, float 0xFFF0000000000000, float %1569
  %1767 = icmp sgt i32 %1731, %1754
  %1768 = select i1 %1767, float 0xFFF0000000000000, float %1562
  %1769 = icmp sgt i32 %1734, %1754
  %1770 = select i1 %1769, float 0xFFF0000000000000, float %1561
  %1771 = add i32 %1714, 24
  %1772 = icmp sgt i32 %1711, %1771
  %1773 = select i1 %1772, float 0xFFF0000000000000, float %1584
  %1774 = icmp slt i32 %1711, %1771
  %1775 = select i1 %1774, float %1583, float 0xFFF0000000000000
  %1776 = icmp sgt i32 %1719, %1771
  %1777 = select i1 %1776, float 0xFFF0000000000000, float %1576
  %1778 = icmp sgt i32 %1722, %1771
  %1779 = select i1 %1778, float 0xFFF0000000000000, float %1575
  %1780 = icmp sgt i32 %1725, %1771
  %1781 = select i1 %1780, float 0xFFF0000000000000, float %1568
  %1782 = icmp sgt i32 %1728, %1771
  %1783 = select i1 %1782, float 0xFFF0000000000000, float %1567
  %1784 = icmp sgt i32 %1731, %1771
  %1785 = select i1 %1784, float 0xFFF0000000000000, float %1560
  %1786 = icmp sgt i32 %1734, %1771
  %1787 = select i1 %1786, float 0xFFF0000000000000, float %1559
  br label %1788

1788:                                             ; preds = %1709, %1703, %1558
  %1789 = phi float [ %1559, %1558 ], [ %1559, %1703 ], [ %1787, %1709 ]
  %1790 = phi float [ %1560, %1558 ], [ %1560, %1703 ], [ %1785, %1709 ]
  %1791 = phi float [ %1561, %1558 ], [ %1561, %1703 ], [ %1770, %1709 ]
  %1792 = phi float [ %1562, %1558 ], [ %1562, %1703 ], [ %1768, %1709 ]
  %1793 = phi float [ %1563, %1558 ], [ %1563, %1703 ], [ %1753, %1709 ]
  %1794 = phi float [ %1564, %1558 ], [ %1564, %1703 ], [ %1751, %1709 ]
  %1795 = phi float [ %1565, %1558 ], [ %1565, %1703 ], [ %1736, %1709 ]
  %1796 = phi float [ %1566, %1558 ], [ %1566, %1703 ], [ %1733, %1709 ]
  %1797 = phi float [ %1567, %1558 ], [ %1567, %1703 ], [ %1783, %1709 ]
  %1798 = phi float [ %1568, %1558 ], [ %1568, %1703 ], [ %1781, %1709 ]
  %1799 = phi float [ %1569, %1558 ], [ %1569, %1703 ], [ %1766, %1709 ]
  %1800 = phi float [ %1570, %1558 ], [ %1570, %1703 ], [ %1764, %1709 ]
  %1801 = phi float [ %1571, %1558 ], [ %1571, %1703 ], [ %1749, %1709 ]
  %1802 = phi float [ %1572, %1558 ], [ %1572, %1703 ], [ %1747, %1709 ]
  %1803 = phi float [ %1573, %1558 ], [ %1573, %1703 ], [ %1730, %1709 ]
  %1804 = phi float [ %1574, %1558 ], [ %1574, %1703 ], [ %1727, %1709 ]
  %1805 = phi float [ %1575, %1558 ], [ %1575, %1703 ], [ %1779, %1709 ]
  %1806 = phi float [ %1576, %1558 ], [ %1576, %1703 ], [ %1777, %1709 ]
  %1807 = phi float [ %1577, %1558 ], [ %1577, %1703 ], [ %1762, %1709 ]
  %1808 = phi float [ %1578, %1558 ], [ %1578, %1703 ], [ %1760, %1709 ]
  %1809 = phi float [ %1579, %1558 ], [ %1579, %1703 ], [ %1745, %1709 ]
  %1810 = phi float [ %1580, %1558 ], [ %1580, %1703 ], [ %1743, %1709 ]
  %1811 = phi float [ %1581, %1558 ], [ %1581, %1703 ], [ %1724, %1709 ]
  %1812 = phi float [ %1582, %1558 ], [ %1582, %1703 ], [ %1721, %1709 ]
  %1813 = phi float [ %1583, %1558 ], [ %1583, %1703 ], [ %1775, %1709 ]
  %1814 = phi float [ %1584, %1558 ], [ %1584, %1703 ], [ %1773, %1709 ]
  %1815 = phi float [ %1585, %1558 ], [ %1585, %1703 ], [ %1758, %1709 ]
  %1816 = phi float [ %1586, %1558 ], [ %1586, %1703 ], [ %1756, %1709 ]
  %1817 = phi float [ %1587, %1558 ], [ %1587, %1703 ], [ %1741, %1709 ]
  %1818 = phi float [ %1588, %1558 ], [ %1588, %1703 ], [ %1739, %1709 ]
  %1819 = phi float [ %1589, %1558 ], [ %1589, %1703 ], [ %1718, %1709 ]
  %1820 = phi float [ %1590, %1558 ], [ %1590, %1703 ], [ %1716, %1709 ]
  %1821 = load float, ptr %469, align 8, !tbaa !59
  %1822 = fmul contract float %1821, 0x3FF7154760000000
  %1823 = fmul contract float %1822, %1820
  %1824 = fmul contract float %1822, %1819
  %1825 = fmul contract float %1822, %1818
  %1826 = fmul contract float %1822, %1817
  %1827 = fmul contract float %1822, %1816
  %1828 = fmul contract float %1822, %1815
  %1829 = fmul contract float %1822, %1814
  %1830 = fmul contract float %1822, %1813
  %1831 = fmul contract float %1822, %1812
  %1832 = fmul contract float %1822, %1811
  %1833 = fmul contract float %1822, %1810
  %1834 = fmul contract float %1822, %1809
  %1835 = fmul contract float %1822, %1808
  %1836 = fmul contract float %1822, %1807
  %1837 = fmul contract float %1822, %1806
  %1838 = fmul contract float %1822, %1805
  %1839 = fmul contract float %1822, %1804
  %1840 = fmul contract float %1822, %1803
  %1841 = fmul contract float %1822, %1802
  %1842 = fmul contract float %1822, %1801
  %1843 = fmul contract float %1822, %1800
  %1844 = fmul contract float %1822, %1799
  %1845 = fmul contract float %1822, %1798
  %1846 = fmul contract float %1822, %1797
  %1847 = fmul contract float %1822, %1796
  %1848 = fmul contract float %1822, %1795
  %1849 = fmul contract float %1822, %1794
  %1850 = fmul contract float %1822, %1793
  %1851 = fmul contract float %1822, %1792
  %1852 = fmul contract float %1822, %1791
  %1853 = fmul contract float %1822, %1790
  %1854 = fmul contract float %1822, %1789
  %1855 = ashr exact i32 %1136, 19
  %1856 = or disjoint i32 %1855, %468
  %1857 = sub nsw i32 %1702, %1084
  %1858 = icmp slt i32 %1856, %1857
  %1859 = tail call float @llvm.maxnum.f32(float %1823, float 0xFFF0000000000000)
  %1860 = select i1 %1858, float %1859, float 0xFFF0000000000000
  %1861 = or disjoint i32 %1856, 1
  %1862 = icmp slt i32 %1861, %1857
  %1863 = tail call float @llvm.maxnum.f32(float %1860, float %1824)
  %1864 = select i1 %1862, float %1863, float %1860
  %1865 = or disjoint i32 %1856, 8
  %1866 = icmp slt i32 %1865, %1857
  %1867 = tail call float @llvm.maxnum.f32(float %1864, float %1831)
  %1868 = select i1 %1866, float %1867, float %1864
  %1869 = or disjoint i32 %1856, 9
  %1870 = icmp slt i32 %1869, %1857
  %1871 = tail call float @llvm.maxnum.f32(float %1868, float %1832)
  %1872 = select i1 %1870, float %1871, float %1868
  %1873 = or disjoint i32 %1856, 16
  %1874 = icmp slt i32 %1873, %1857
  %1875 = tail call float @llvm.maxnum.f32(float %1872, float %1839)
  %1876 = select i1 %1874, float %1875, float %1872
  %1877 = or disjoint i32 %1856, 17
  %1878 = icmp slt i32 %1877, %1857
  %1879 = tail call float @llvm.maxnum.f32(float %1876, float %1840)
  %1880 = select i1 %1878, float %1879, float %1876
  %1881 = or disjoint i32 %1856, 24
  %1882 = icmp slt i32 %1881, %1857
  %1883 = tail call float @llvm.maxnum.f32(float %1880, float %1847)
  %1884 = select i1 %1882, float %1883, float %1880
  %1885 = or disjoint i32 %1856, 25
  %1886 = icmp slt i32 %1885, %1857
  %1887 = tail call float @llvm.maxnum.f32(float %1884, float %1848)
  %1888 = select i1 %1886, float %1887, float %1884
  %1889 = fcmp contract ult float %1888, 0.000000e+00
  %1890 = bitcast float %1888 to i32
  br i1 %1889, label %1893, label %1891

1891:                                             ; preds = %1788
  %1892 = atomicrmw max ptr %621, i32 %1890 seq_cst, align 4
  br label %1895

1893:                                             ; preds = %1788
  %1894 = atomicrmw umin ptr %621, i32 %1890 seq_cst, align 4
  br label %1895

1895:                                             ; preds = %1893, %1891
  %1896 = tail call float @llvm.maxnum.f32(float %1825, float 0xFFF0000000000000)
  %1897 = select i1 %1858, float %1896, float 0xFFF0000000000000
  %1898 = tail call float @llvm.maxnum.f32(float %1897, float %1826)
  %1899 = select i1 %1862, float %1898, float %1897
  %1900 = tail call float @llvm.maxnum.f32(float %1899, float %1833)
  %1901 = select i1 %1866, float %1900, float %1899
  %1902 = tail call float @llvm.maxnum.f32(float %1901, float %1834)
  %1903 = select i1 %1870, float %1902, float %1901
  %1904 = tail call float @llvm.maxnum.f32(float %1903, float %1841)
  %1905 = select i1 %1874, float %1904, float %1903
  %1906 = tail call float @llvm.maxnum.f32(float %1905, float %1842)
  %1907 = select i1 %1878, float %1906, float %1905
  %1908 = tail call float @llvm.maxnum.f32(float %1907, float %1849)
  %1909 = select i1 %1882, float %1908, float %1907
  %1910 = tail call float @llvm.maxnum.f32(float %1909, float %1850)
  %1911 = select i1 %1886, float %1910, float %1909
  %1912 = fcmp contract ult float %1911, 0.000000e+00
  %1913 = bitcast float %1911 to i32
  br i1 %1912, label %1916, label %1914

1914:                                             ; preds = %1895
  %1915 = atomicrmw max ptr %624, i32 %1913 seq_cst, align 4
  br label %1918

1916:                                             ; preds = %1895
  %1917 = atomicrmw umin ptr %624, i32 %1913 seq_cst, align 4
  br label %1918

1918:                                             ; preds = %1916, %1914
  %1919 = tail call float @llvm.maxnum.f32(float %1827, float 0xFFF0000000000000)
  %1920 = select i1 %1858, float %1919, float 0xFFF0000000000000
  %1921 = tail call float @llvm.maxnum.f32(float %1920, float %1828)
  %1922 = select i1 %1862, float %1921, float %1920
  %1923 = tail call float @llvm.maxnum.f32(float %1922, float %1835)
  %1924 = select i1 %1866, float %1923, float %1922
  %1925 = tail call float @llvm.maxnum.f32(float %1924, float %1836)
  %1926 = select i1 %1870, float %1925, float %1924
  %1927 = tail call float @llvm.maxnum.f32(float %1926, float %1843)
  %1928 = select i1 %1874, float %1927, float %1926
  %1929 = tail call float @llvm.maxnum.f32(float %1928, float %1844)
  %1930 = select i1 %1878, float %1929, float %1928
  %1931 = tail call float @llvm.maxnum.f32(float %1930, float %1851)
  %1932 = select i1 %1882, float %1931, float %1930
  %1933 = tail call float @llvm.maxnum.f32(float %1932, float %1852)
  %1934 = select i1 %1886, float %1933, float %1932
  %1935 = fcmp contract ult float %1934, 0.000000e+00
  %1936 = bitcast float %1934 to i32
  br i1 %1935, label %1939, label %1937

1937:                                             ; preds = %1918
  %1938 = atomicrmw max ptr %627, i32 %1936 seq_cst, align 4
  br label %1941

1939:                                             ; preds = %1918
  %1940 = atomicrmw umin ptr %627, i32 %1936 seq_cst, align 4
  br label %1941

1941:                                             ; preds = %1939, %1937
  %1942 = tail call float @llvm.maxnum.f32(float %1829, float 0xFFF0000000000000)
  %1943 = select i1 %1858, float %1942, float 0xFFF0000000000000
  %1944 = tail call float @llvm.maxnum.f32(float %1943, float %1830)
  %1945 = select i1 %1862, float %1944, float %1943
  %1946 = tail call float @llvm.maxnum.f32(float %1945, float %1837)
  %1947 = select i1 %1866, float %1946, float %1945
  %1948 = tail call float @llvm.maxnum.f32(float %1947, float %1838)
  %1949 = select i1 %1870, float %1948, float %1947
  %1950 = tail call float @llvm.maxnum.f32(float %1949, float %1845)
  %1951 = select i1 %1874, float %1950, float %1949
  %1952 = tail call float @llvm.maxnum.f32(float %1951, float %1846)
  %1953 = select i1 %1878, float %1952, float %1951
  %1954 = tail call float @llvm.maxnum.f32(float %1953, float %1853)
  %1955 = select i1 %1882, float %1954, float %1953
  %1956 = tail call float @llvm.maxnum.f32(float %1955, float %1854)
  %1957 = select i1 %1886, float %1956, float %1955
  %1958 = fcmp contract ult float %1957, 0.000000e+00
  %1959 = bitcast float %1957 to i32
  br i1 %1958, label %1962, label %1960

1960:                                             ; preds = %1941
  %1961 = atomicrmw max ptr %630, i32 %1959 seq_cst, align 4
  br label %1964

1962:                                             ; preds = %1941
  %1963 = atomicrmw umin ptr %630, i32 %1959 seq_cst, align 4
  br label %1964

1964:                                             ; preds = %1962, %1960
  %1965 = icmp eq i32 %1084, 0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %470, label %1966, label %1984

1966:                                             ; preds = %1964
  %1967 = ashr exact i32 %1136, 21
  %1968 = add nsw i32 %1967, %339
  %1969 = sext i32 %1968 to i64
  %1970 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 %1969
  %1971 = load float, ptr %1970, align 4, !tbaa !47
  %1972 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %1969
  %1973 = load float, ptr %1972, align 4, !tbaa !47
  %1974 = fcmp contract olt float %1971, %1973
  br i1 %1974, label %1975, label %1982

1975:                                             ; preds = %1966
  %1976 = fsub contract float %1971, %1973
  %1977 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1976)
  %1978 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 384), i64 %1969
  store float %1977, ptr %1978, align 4, !tbaa !47
  %1979 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %1969
  %1980 = load float, ptr %1979, align 4, !tbaa !47
  %1981 = fmul contract float %1977, %1980
  store float %1981, ptr %1979, align 4, !tbaa !47
  br label %1984

1982:                                             ; preds = %1966
  %1983 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 384), i64 %1969
  store float 1.000000e+00, ptr %1983, align 4, !tbaa !47
  br label %1984

1984:                                             ; preds = %1982, %1975, %1964
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1965, label %2022, label %1985

1985:                                             ; preds = %1984
  %1986 = load float, ptr %631, align 4, !tbaa !47
  %1987 = fmul contract float %1986, %1082
  %1988 = fmul contract float %1986, %1081
  %1989 = fmul contract float %1986, %1074
  %1990 = fmul contract float %1986, %1073
  %1991 = fmul contract float %1986, %1066
  %1992 = fmul contract float %1986, %1065
  %1993 = fmul contract float %1986, %1058
  %1994 = fmul contract float %1986, %1057
  %1995 = load float, ptr %632, align 4, !tbaa !47
  %1996 = fmul contract float %1995, %1080
  %1997 = fmul contract float %1995, %1079
  %1998 = fmul contract float %1995, %1072
  %1999 = fmul contract float %1995, %1071
  %2000 = fmul contract float %1995, %1064
  %2001 = fmul contract float %1995, %1063
  %2002 = fmul contract float %1995, %1056
  %2003 = fmul contract float %1995, %1055
  %2004 = load float, ptr %633, align 4, !tbaa !47
  %2005 = fmul contract float %2004, %1078
  %2006 = fmul contract float %2004, %1077
  %2007 = fmul contract float %2004, %1070
  %2008 = fmul contract float %2004, %1069
  %2009 = fmul contract float %2004, %1062
  %2010 = fmul contract float %2004, %1061
  %2011 = fmul contract float %2004, %1054
  %2012 = fmul contract float %2004, %1053
  %2013 = load float, ptr %634, align 4, !tbaa !47
  %2014 = fmul contract float %2013, %1076
  %2015 = fmul contract float %2013, %1075
  %2016 = fmul contract float %2013, %1068
  %2017 = fmul contract float %2013, %1067
  %2018 = fmul contract float %2013, %1060
  %2019 = fmul contract float %2013, %1059
  %2020 = fmul contract float %2013, %1052
  %2021 = fmul contract float %2013, %1051
  br label %2022

2022:                                             ; preds = %1985, %1984
  %2023 = phi float [ %1051, %1984 ], [ %2021, %1985 ]
  %2024 = phi float [ %1052, %1984 ], [ %2020, %1985 ]
  %2025 = phi float [ %1053, %1984 ], [ %2012, %1985 ]
  %2026 = phi float [ %1054, %1984 ], [ %2011, %1985 ]
  %2027 = phi float [ %1055, %1984 ], [ %2003, %1985 ]
  %2028 = phi float [ %1056, %1984 ], [ %2002, %1985 ]
  %2029 = phi float [ %1057, %1984 ], [ %1994, %1985 ]
  %2030 = phi float [ %1058, %1984 ], [ %1993, %1985 ]
  %2031 = phi float [ %1059, %1984 ], [ %2019, %1985 ]
  %2032 = phi float [ %1060, %1984 ], [ %2018, %1985 ]
  %2033 = phi float [ %1061, %1984 ], [ %2010, %1985 ]
  %2034 = phi float [ %1062, %1984 ], [ %2009, %1985 ]
  %2035 = phi float [ %1063, %1984 ], [ %2001, %1985 ]
  %2036 = phi float [ %1064, %1984 ], [ %2000, %1985 ]
  %2037 = phi float [ %1065, %1984 ], [ %1992, %1985 ]
  %2038 = phi float [ %1066, %1984 ], [ %1991, %1985 ]
  %2039 = phi float [ %1067, %1984 ], [ %2017, %1985 ]
  %2040 = phi float [ %1068, %1984 ], [ %2016, %1985 ]
  %2041 = phi float [ %1069, %1984 ], [ %2008, %1985 ]
  %2042 = phi float [ %1070, %1984 ], [ %2007, %1985 ]
  %2043 = phi float [ %1071, %1984 ], [ %1999, %1985 ]
  %2044 = phi float [ %1072, %1984 ], [ %1998, %1985 ]
  %2045 = phi float [ %1073, %1984 ], [ %1990, %1985 ]
  %2046 = phi float [ %1074, %1984 ], [ %1989, %1985 ]
  %2047 = phi float [ %1075, %1984 ], [ %2015, %1985 ]
  %2048 = phi float [ %1076, %1984 ], [ %2014, %1985 ]
  %2049 = phi float [ %1077, %1984 ], [ %2006, %1985 ]
  %2050 = phi float [ %1078, %1984 ], [ %2005, %1985 ]
  %2051 = phi float [ %1079, %1984 ], [ %1997, %1985 ]
  %2052 = phi float [ %1080, %1984 ], [ %1996, %1985 ]
  %2053 = phi float [ %1081, %1984 ], [ %1988, %1985 ]
  %2054 = phi float [ %1082, %1984 ], [ %1987, %1985 ]
  %2055 = load float, ptr %621, align 4, !tbaa !47
  br i1 %1858, label %2056, label %2059

2056:                                             ; preds = %2022
  %2057 = fsub contract float %1823, %2055
  %2058 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2057)
  br label %2059

2059:                                             ; preds = %2056, %2022
  %2060 = phi contract float [ %2058, %2056 ], [ 0.000000e+00, %2022 ]
  br i1 %1862, label %2061, label %2064

2061:                                             ; preds = %2059
  %2062 = fsub contract float %1824, %2055
  %2063 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2062)
  br label %2064

2064:                                             ; preds = %2061, %2059
  %2065 = phi contract float [ %2063, %2061 ], [ 0.000000e+00, %2059 ]
  br i1 %1866, label %2066, label %2069

2066:                                             ; preds = %2064
  %2067 = fsub contract float %1831, %2055
  %2068 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2067)
  br label %2069

2069:                                             ; preds = %2066, %2064
  %2070 = phi contract float [ %2068, %2066 ], [ 0.000000e+00, %2064 ]
  br i1 %1870, label %2071, label %2074

2071:                                             ; preds = %2069
  %2072 = fsub contract float %1832, %2055
  %2073 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2072)
  br label %2074

2074:                                             ; preds = %2071, %2069
  %2075 = phi contract float [ %2073, %2071 ], [ 0.000000e+00, %2069 ]
  br i1 %1874, label %2076, label %2079

2076:                                             ; preds = %2074
  %2077 = fsub contract float %1839, %2055
  %2078 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2077)
  br label %2079

2079:                                             ; preds = %2076, %2074
  %2080 = phi contract float [ %2078, %2076 ], [ 0.000000e+00, %2074 ]
  br i1 %1878, label %2081, label %2084

2081:                                             ; preds = %2079
  %2082 = fsub contract float %1840, %2055
  %2083 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2082)
  br label %2084

2084:                                             ; preds = %2081, %2079
  %2085 = phi contract float [ %2083, %2081 ], [ 0.000000e+00, %2079 ]
  br i1 %1882, label %2086, label %2089

2086:                                             ; preds = %2084
  %2087 = fsub contract float %1847, %2055
  %2088 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2087)
  br label %2089

2089:                                             ; preds = %2086, %2084
  %2090 = phi contract float [ %2088, %2086 ], [ 0.000000e+00, %2084 ]
  br i1 %1886, label %2091, label %2094

2091:                                             ; preds = %2089
  %2092 = fsub contract float %1848, %2055
  %2093 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2092)
  br label %2094

2094:                                             ; preds = %2091, %2089
  %2095 = phi contract float [ %2093, %2091 ], [ 0.000000e+00, %2089 ]
  %2096 = load float, ptr %624, align 4, !tbaa !47
  br i1 %1858, label %2097, label %2100

2097:                                             ; preds = %2094
  %2098 = fsub contract float %1825, %2096
  %2099 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2098)
  br label %2100

2100:                                             ; preds = %2097, %2094
  %2101 = phi contract float [ %2099, %2097 ], [ 0.000000e+00, %2094 ]
  br i1 %1862, label %2102, label %2105

2102:                                             ; preds = %2100
  %2103 = fsub contract float %1826, %2096
  %2104 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2103)
  br label %2105

2105:                                             ; preds = %2102, %2100
  %2106 = phi contract float [ %2104, %2102 ], [ 0.000000e+00, %2100 ]
  br i1 %1866, label %2107, label %2110

2107:                                             ; preds = %2105
  %2108 = fsub contract float %1833, %2096
  %2109 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2108)
  br label %2110

2110:                                             ; preds = %2107, %2105
  %2111 = phi contract float [ %2109, %2107 ], [ 0.000000e+00, %2105 ]
  br i1 %1870, label %2112, label %2115

2112:                                             ; preds = %2110
  %2113 = fsub contract float %1834, %2096
  %2114 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2113)
  br label %2115

2115:                                             ; preds = %2112, %2110
  %2116 = phi contract float [ %2114, %2112 ], [ 0.000000e+00, %2110 ]
  br i1 %1874, label %2117, label %2120

2117:                                             ; preds = %2115
  %2118 = fsub contract float %1841, %2096
  %2119 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2118)
  br label %2120

2120:                                             ; preds = %2117, %2115
  %2121 = phi contract float [ %2119, %2117 ], [ 0.000000e+00, %2115 ]
  br i1 %1878, label %2122, label %2125

2122:                                             ; preds = %2120
  %2123 = fsub contract float %1842, %2096
  %2124 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2123)
  br label %2125

2125:                                             ; preds = %2122, %2120
  %2126 = phi contract float [ %2124, %2122 ], [ 0.000000e+00, %2120 ]
  br i1 %1882, label %2127, label %2130

2127:                                             ; preds = %2125
  %2128 = fsub contract float %1849, %2096
  %2129 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2128)
  br label %2130

2130:                                             ; preds = %2127, %2125
  %2131 = phi contract float [ %2129, %2127 ], [ 0.000000e+00, %2125 ]
  br i1 %1886, label %2132, label %2135

2132:                                             ; preds = %2130
  %2133 = fsub contract float %1850, %2096
  %2134 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2133)
  br label %2135

2135:                                             ; preds = %2132, %2130
  %2136 = phi contract float [ %2134, %2132 ], [ 0.000000e+00, %2130 ]
  %2137 = load float, ptr %627, align 4, !tbaa !47
  br i1 %1858, label %2138, label %2141

2138:                                             ; preds = %2135
  %2139 = fsub contract float %1827, %2137
  %2140 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2139)
  br label %2141

2141:                                             ; preds = %2138, %2135
  %2142 = phi contract float [ %2140, %2138 ], [ 0.000000e+00, %2135 ]
  br i1 %1862, label %2143, label %2146

2143:                                             ; preds = %2141
  %2144 = fsub contract float %1828, %2137
  %2145 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2144)
  br label %2146

2146:                                             ; preds = %2143, %2141
  %2147 = phi contract float [ %2145, %2143 ], [ 0.000000e+00, %2141 ]
  br i1 %1866, label %2148, label %2151

2148:                                             ; preds = %2146
  %2149 = fsub contract float %1835, %2137
  %2150 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2149)
  br label %2151

2151:                                             ; preds = %2148, %2146
  %2152 = phi contract float [ %2150, %2148 ], [ 0.000000e+00, %2146 ]
  br i1 %1870, label %2153, label %2156

2153:                                             ; preds = %2151
  %2154 = fsub contract float %1836, %2137
  %2155 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2154)
  br label %2156

2156:                                             ; preds = %2153, %2151
  %2157 = phi contract float [ %2155, %2153 ], [ 0.000000e+00, %2151 ]
  br i1 %1874, label %2158, label %2161

2158:                                             ; preds = %2156
  %2159 = fsub contract float %1843, %2137
  %2160 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2159)
  br label %2161

2161:                                             ; preds = %2158, %2156
  %2162 = phi contract float [ %2160, %2158 ], [ 0.000000e+00, %2156 ]
  br i1 %1878, label %2163, label %2166

2163:                                             ; preds = %2161
  %2164 = fsub contract float %1844, %2137
  %2165 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2164)
  br label %2166

2166:                                             ; preds = %2163, %2161
  %2167 = phi contract float [ %2165, %2163 ], [ 0.000000e+00, %2161 ]
  br i1 %1882, label %2168, label %2171

2168:                                             ; preds = %2166
  %2169 = fsub contract float %1851, %2137
  %2170 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2169)
  br label %2171

2171:                                             ; preds = %2168, %2166
  %2172 = phi contract float [ %2170, %2168 ], [ 0.000000e+00, %2166 ]
  br i1 %1886, label %2173, label %2176

2173:                                             ; preds = %2171
  %2174 = fsub contract float %1852, %2137
  %2175 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2174)
  br label %2176

2176:                                             ; preds = %2173, %2171
  %2177 = phi contract float [ %2175, %2173 ], [ 0.000000e+00, %2171 ]
  %2178 = load float, ptr %630, align 4, !tbaa !47
  br i1 %1858, label %2179, label %2182

2179:                                             ; preds = %2176
  %2180 = fsub contract float %1829, %2178
  %2181 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2180)
  br label %2182

2182:                                             ; preds = %2179, %2176
  %2183 = phi contract float [ %2181, %2179 ], [ 0.000000e+00, %2176 ]
  br i1 %1862, label %2184, label %2187

2184:                                             ; preds = %2182
  %2185 = fsub contract float %1830, %2178
  %2186 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2185)
  br label %2187

2187:                                             ; preds = %2184, %2182
  %2188 = phi contract float [ %2186, %2184 ], [ 0.000000e+00, %2182 ]
  br i1 %1866, label %2189, label %2192

2189:                                             ; preds = %2187
  %2190 = fsub contract float %1837, %2178
  %2191 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2190)
  br label %2192

2192:                                             ; preds = %2189, %2187
  %2193 = phi contract float [ %2191, %2189 ], [ 0.000000e+00, %2187 ]
  br i1 %1870, label %2194, label %2197

2194:                                             ; preds = %2192
  %2195 = fsub contract float %1838, %2178
  %2196 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2195)
  br label %2197

2197:                                             ; preds = %2194, %2192
  %2198 = phi contract float [ %2196, %2194 ], [ 0.000000e+00, %2192 ]
  br i1 %1874, label %2199, label %2202

2199:                                             ; preds = %2197
  %2200 = fsub contract float %1845, %2178
  %2201 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2200)
  br label %2202

2202:                                             ; preds = %2199, %2197
  %2203 = phi contract float [ %2201, %2199 ], [ 0.000000e+00, %2197 ]
  br i1 %1878, label %2204, label %2207

2204:                                             ; preds = %2202
  %2205 = fsub contract float %1846, %2178
  %2206 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2205)
  br label %2207

2207:                                             ; preds = %2204, %2202
  %2208 = phi contract float [ %2206, %2204 ], [ 0.000000e+00, %2202 ]
  br i1 %1882, label %2209, label %2212

2209:                                             ; preds = %2207
  %2210 = fsub contract float %1853, %2178
  %2211 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2210)
  br label %2212

2212:                                             ; preds = %2209, %2207
  %2213 = phi contract float [ %2211, %2209 ], [ 0.000000e+00, %2207 ]
  br i1 %1886, label %2214, label %2217

2214:                                             ; preds = %2212
  %2215 = fsub contract float %1854, %2178
  %2216 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2215)
  br label %2217

2217:                                             ; preds = %2214, %2212
  %2218 = phi contract float [ %2216, %2214 ], [ 0.000000e+00, %2212 ]
  %2219 = add nsw i32 %466, %1855
  %2220 = fadd contract float %2060, 0.000000e+00
  %2221 = fadd contract float %2220, %2065
  %2222 = fadd contract float %2221, %2070
  %2223 = fadd contract float %2222, %2075
  %2224 = fadd contract float %2223, %2080
  %2225 = fadd contract float %2224, %2085
  %2226 = fadd contract float %2225, %2090
  %2227 = fadd contract float %2226, %2095
  %2228 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2227, i32 1, i32 31)
  %2229 = fadd contract float %2227, %2228
  %2230 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2229, i32 2, i32 31)
  br i1 %472, label %2231, label %2235

2231:                                             ; preds = %2217
  %2232 = sext i32 %2219 to i64
  %2233 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %2232
  %2234 = fadd contract float %2229, %2230
  store float %2234, ptr %2233, align 4, !tbaa !47
  br label %2235

2235:                                             ; preds = %2231, %2217
  %2236 = fadd contract float %2101, 0.000000e+00
  %2237 = fadd contract float %2236, %2106
  %2238 = fadd contract float %2237, %2111
  %2239 = fadd contract float %2238, %2116
  %2240 = fadd contract float %2239, %2121
  %2241 = fadd contract float %2240, %2126
  %2242 = fadd contract float %2241, %2131
  %2243 = fadd contract float %2242, %2136
  %2244 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2243, i32 1, i32 31)
  %2245 = fadd contract float %2243, %2244
  %2246 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2245, i32 2, i32 31)
  br i1 %472, label %2247, label %2252

2247:                                             ; preds = %2235
  %2248 = sext i32 %2219 to i64
  %2249 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %2248
  %2250 = getelementptr i8, ptr %2249, i64 32
  %2251 = fadd contract float %2245, %2246
  store float %2251, ptr %2250, align 4, !tbaa !47
  br label %2252

2252:                                             ; preds = %2247, %2235
  %2253 = fadd contract float %2142, 0.000000e+00
  %2254 = fadd contract float %2253, %2147
  %2255 = fadd contract float %2254, %2152
  %2256 = fadd contract float %2255, %2157
  %2257 = fadd contract float %2256, %2162
  %2258 = fadd contract float %2257, %2167
  %2259 = fadd contract float %2258, %2172
  %2260 = fadd contract float %2259, %2177
  %2261 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2260, i32 1, i32 31)
  %2262 = fadd contract float %2260, %2261
  %2263 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2262, i32 2, i32 31)
  br i1 %472, label %2264, label %2269

2264:                                             ; preds = %2252
  %2265 = sext i32 %2219 to i64
  %2266 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %2265
  %2267 = getelementptr i8, ptr %2266, i64 64
  %2268 = fadd contract float %2262, %2263
  store float %2268, ptr %2267, align 4, !tbaa !47
  br label %2269

2269:                                             ; preds = %2264, %2252
  %2270 = fadd contract float %2183, 0.000000e+00
  %2271 = fadd contract float %2270, %2188
  %2272 = fadd contract float %2271, %2193
  %2273 = fadd contract float %2272, %2198
  %2274 = fadd contract float %2273, %2203
  %2275 = fadd contract float %2274, %2208
  %2276 = fadd contract float %2275, %2213
  %2277 = fadd contract float %2276, %2218
  %2278 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2277, i32 1, i32 31)
  %2279 = fadd contract float %2277, %2278
  %2280 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2279, i32 2, i32 31)
  br i1 %472, label %2281, label %2286

2281:                                             ; preds = %2269
  %2282 = sext i32 %2219 to i64
  %2283 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %2282
  %2284 = getelementptr i8, ptr %2283, i64 96
  %2285 = fadd contract float %2279, %2280
  store float %2285, ptr %2284, align 4, !tbaa !47
  br label %2286

2286:                                             ; preds = %2281, %2269
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %470, label %2287, label %2314

2287:                                             ; preds = %2286
  %2288 = ashr exact i32 %1136, 21
  %2289 = add nsw i32 %2288, %339
  %2290 = sext i32 %2289 to i64
  %2291 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %2290
  %2292 = load float, ptr %2291, align 4, !tbaa !47
  %2293 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %2290
  %2294 = load float, ptr %2293, align 4, !tbaa !47
  %2295 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 %2290
  store float %2294, ptr %2295, align 4, !tbaa !47
  %2296 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %2290
  %2297 = load float, ptr %2296, align 4, !tbaa !47
  %2298 = fadd contract float %2292, %2297
  %2299 = sext i32 %2289 to i64
  %2300 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %2299
  %2301 = getelementptr i8, ptr %2300, i64 128
  %2302 = load float, ptr %2301, align 4, !tbaa !47
  %2303 = fadd contract float %2298, %2302
  %2304 = sext i32 %2289 to i64
  %2305 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %2304
  %2306 = getelementptr i8, ptr %2305, i64 256
  %2307 = load float, ptr %2306, align 4, !tbaa !47
  %2308 = fadd contract float %2303, %2307
  %2309 = sext i32 %2289 to i64
  %2310 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %2309
  %2311 = getelementptr i8, ptr %2310, i64 384
  %2312 = load float, ptr %2311, align 4, !tbaa !47
  %2313 = fadd contract float %2308, %2312
  store float %2313, ptr %2291, align 4, !tbaa !47
  br label %2314

2314:                                             ; preds = %2287, %2286
  %2315 = shl nsw i32 %1142, 4
  %2316 = sext i32 %2315 to i64
  %2317 = getelementptr %"class.cutlass::AlignedArray", ptr %640, i64 %2316
  %2318 = tail call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 1) #10, !srcloc !60
  %2319 = tail call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 0) #10, !srcloc !60
  %2320 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2060, float %2065) #10, !srcloc !50
  %2321 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2070, float %2075) #10, !srcloc !50
  %2322 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2080, float %2085) #10, !srcloc !50
  %2323 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2090, float %2095) #10, !srcloc !50
  store i32 %2320, ptr %2317, align 4
  %2324 = getelementptr inbounds nuw i8, ptr %2317, i64 16
  store i32 %2321, ptr %2324, align 4
  %2325 = getelementptr inbounds nuw i8, ptr %2317, i64 32
  store i32 %2322, ptr %2325, align 4
  %2326 = getelementptr inbounds nuw i8, ptr %2317, i64 48
  store i32 %2323, ptr %2326, align 4
  %2327 = getelementptr i8, ptr %2317, i64 2176
  %2328 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2101, float %2106) #10, !srcloc !50
  %2329 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2111, float %2116) #10, !srcloc !50
  %2330 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2121, float %2126) #10, !srcloc !50
  %2331 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2131, float %2136) #10, !srcloc !50
  store i32 %2328, ptr %2327, align 4
  %2332 = getelementptr i8, ptr %2317, i64 2192
  store i32 %2329, ptr %2332, align 4
  %2333 = getelementptr i8, ptr %2317, i64 2208
  store i32 %2330, ptr %2333, align 4
  %2334 = getelementptr i8, ptr %2317, i64 2224
  store i32 %2331, ptr %2334, align 4
  %2335 = getelementptr i8, ptr %2317, i64 4352
  %2336 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2142, float %2147) #10, !srcloc !50
  %2337 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2152, float %2157) #10, !srcloc !50
  %2338 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2162, float %2167) #10, !srcloc !50
  %2339 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2172, float %2177) #10, !srcloc !50
  store i32 %2336, ptr %2335, align 4
  %2340 = getelementptr i8, ptr %2317, i64 4368
  store i32 %2337, ptr %2340, align 4
  %2341 = getelementptr i8, ptr %2317, i64 4384
  store i32 %2338, ptr %2341, align 4
  %2342 = getelementptr i8, ptr %2317, i64 4400
  store i32 %2339, ptr %2342, align 4
  %2343 = getelementptr i8, ptr %2317, i64 6528
  %2344 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2183, float %2188) #10, !srcloc !50
  %2345 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2193, float %2198) #10, !srcloc !50
  %2346 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2203, float %2208) #10, !srcloc !50
  %2347 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2213, float %2218) #10, !srcloc !50
  store i32 %2344, ptr %2343, align 4
  %2348 = getelementptr i8, ptr %2317, i64 6544
  store i32 %2345, ptr %2348, align 4
  %2349 = getelementptr i8, ptr %2317, i64 6560
  store i32 %2346, ptr %2349, align 4
  %2350 = getelementptr i8, ptr %2317, i64 6576
  store i32 %2347, ptr %2350, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2351 = shl nsw i32 %1139, 7
  %2352 = sext i32 %2351 to i64
  %2353 = getelementptr %"struct.cutlass::half_t", ptr %648, i64 %2352
  %2354 = icmp sgt i32 %1102, 0
  %2355 = shl nsw i8 %1141, 2
  %2356 = and i8 %2355, 4
  %2357 = zext nneg i8 %2356 to i32
  %2358 = xor i32 %477, %2357
  %2359 = add nsw i32 %2358, %476
  %2360 = sext i32 %2359 to i64
  %2361 = getelementptr %"struct.cutlass::Array.58", ptr %644, i64 %2360
  %2362 = shl nsw i32 %1142, 6
  %2363 = and i32 %2362, -128
  %2364 = shl nsw i32 %1139, 13
  %2365 = add nsw i32 %2364, %2363
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 3) #9, !srcloc !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2366 = addrspacecast ptr %2353 to ptr addrspace(3)
  %2367 = ptrtoint ptr addrspace(3) %2366 to i64
  %2368 = trunc i64 %2367 to i32
  %2369 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2368) #9, !srcloc !54
  %2370 = sext i32 %2365 to i64
  %2371 = getelementptr inbounds i8, ptr %2361, i64 %2370
  %2372 = addrspacecast ptr %2371 to ptr addrspace(3)
  %2373 = ptrtoint ptr addrspace(3) %2372 to i64
  %2374 = trunc i64 %2373 to i32
  %2375 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2374) #9, !srcloc !61
  br i1 %2354, label %2376, label %2683

2376:                                             ; preds = %2314
  %2377 = extractvalue { i32, i32, i32, i32 } %2375, 0
  %2378 = extractvalue { i32, i32, i32, i32 } %2375, 3
  %2379 = extractvalue { i32, i32, i32, i32 } %2375, 2
  %2380 = extractvalue { i32, i32, i32, i32 } %2375, 1
  %2381 = extractvalue { i32, i32, i32, i32 } %2369, 0
  %2382 = extractvalue { i32, i32, i32, i32 } %2369, 3
  %2383 = extractvalue { i32, i32, i32, i32 } %2369, 2
  %2384 = extractvalue { i32, i32, i32, i32 } %2369, 1
  %2385 = add nsw i32 %2365, 2048
  br label %2386

2386:                                             ; preds = %2631, %2376
  %2387 = phi i32 [ %2382, %2376 ], [ %2632, %2631 ]
  %2388 = phi i32 [ %2383, %2376 ], [ %2633, %2631 ]
  %2389 = phi i32 [ %2384, %2376 ], [ %2634, %2631 ]
  %2390 = phi i32 [ %2381, %2376 ], [ %2635, %2631 ]
  %2391 = phi i32 [ %2378, %2376 ], [ %2636, %2631 ]
  %2392 = phi i32 [ %2379, %2376 ], [ %2637, %2631 ]
  %2393 = phi i32 [ %2380, %2376 ], [ %2638, %2631 ]
  %2394 = phi i32 [ %2377, %2376 ], [ %2639, %2631 ]
  %2395 = phi float [ %2023, %2376 ], [ %2665, %2631 ]
  %2396 = phi float [ %2024, %2376 ], [ %2664, %2631 ]
  %2397 = phi float [ %2025, %2376 ], [ %2663, %2631 ]
  %2398 = phi float [ %2026, %2376 ], [ %2662, %2631 ]
  %2399 = phi float [ %2027, %2376 ], [ %2660, %2631 ]
  %2400 = phi float [ %2028, %2376 ], [ %2659, %2631 ]
  %2401 = phi float [ %2029, %2376 ], [ %2658, %2631 ]
  %2402 = phi float [ %2030, %2376 ], [ %2657, %2631 ]
  %2403 = phi float [ %2031, %2376 ], [ %2670, %2631 ]
  %2404 = phi float [ %2032, %2376 ], [ %2669, %2631 ]
  %2405 = phi float [ %2033, %2376 ], [ %2668, %2631 ]
  %2406 = phi float [ %2034, %2376 ], [ %2667, %2631 ]
  %2407 = phi float [ %2035, %2376 ], [ %2655, %2631 ]
  %2408 = phi float [ %2036, %2376 ], [ %2654, %2631 ]
  %2409 = phi float [ %2037, %2376 ], [ %2653, %2631 ]
  %2410 = phi float [ %2038, %2376 ], [ %2652, %2631 ]
  %2411 = phi float [ %2039, %2376 ], [ %2675, %2631 ]
  %2412 = phi float [ %2040, %2376 ], [ %2674, %2631 ]
  %2413 = phi float [ %2041, %2376 ], [ %2673, %2631 ]
  %2414 = phi float [ %2042, %2376 ], [ %2672, %2631 ]
  %2415 = phi float [ %2043, %2376 ], [ %2650, %2631 ]
  %2416 = phi float [ %2044, %2376 ], [ %2649, %2631 ]
  %2417 = phi float [ %2045, %2376 ], [ %2648, %2631 ]
  %2418 = phi float [ %2046, %2376 ], [ %2647, %2631 ]
  %2419 = phi float [ %2047, %2376 ], [ %2680, %2631 ]
  %2420 = phi float [ %2048, %2376 ], [ %2679, %2631 ]
  %2421 = phi float [ %2049, %2376 ], [ %2678, %2631 ]
  %2422 = phi float [ %2050, %2376 ], [ %2677, %2631 ]
  %2423 = phi float [ %2051, %2376 ], [ %2645, %2631 ]
  %2424 = phi float [ %2052, %2376 ], [ %2644, %2631 ]
  %2425 = phi float [ %2053, %2376 ], [ %2643, %2631 ]
  %2426 = phi float [ %2054, %2376 ], [ %2642, %2631 ]
  %2427 = phi i32 [ %1684, %2376 ], [ %2681, %2631 ]
  %2428 = phi i32 [ %2385, %2376 ], [ %2640, %2631 ]
  %2429 = phi ptr [ %2353, %2376 ], [ %2570, %2631 ]
  %2430 = icmp eq i32 %2427, -2
  %2431 = getelementptr i8, ptr %2429, i64 16
  %2432 = addrspacecast ptr %2431 to ptr addrspace(3)
  %2433 = ptrtoint ptr addrspace(3) %2432 to i64
  %2434 = trunc i64 %2433 to i32
  %2435 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2434) #9, !srcloc !54
  %2436 = extractvalue { i32, i32, i32, i32 } %2435, 0
  %2437 = extractvalue { i32, i32, i32, i32 } %2435, 1
  %2438 = extractvalue { i32, i32, i32, i32 } %2435, 2
  %2439 = extractvalue { i32, i32, i32, i32 } %2435, 3
  %2440 = sext i32 %2428 to i64
  %2441 = getelementptr inbounds i8, ptr %2361, i64 %2440
  %2442 = addrspacecast ptr %2441 to ptr addrspace(3)
  %2443 = ptrtoint ptr addrspace(3) %2442 to i64
  %2444 = trunc i64 %2443 to i32
  %2445 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2444) #9, !srcloc !61
  %2446 = extractvalue { i32, i32, i32, i32 } %2445, 0
  %2447 = extractvalue { i32, i32, i32, i32 } %2445, 1
  %2448 = extractvalue { i32, i32, i32, i32 } %2445, 2
  %2449 = extractvalue { i32, i32, i32, i32 } %2445, 3
  %2450 = add i32 %2428, 2048
  %2451 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2390, i32 %2389, i32 %2394, float %2426, float %2425, float %2424, float %2423) #9, !srcloc !55
  %2452 = extractvalue { float, float, float, float } %2451, 0
  %2453 = extractvalue { float, float, float, float } %2451, 1
  %2454 = extractvalue { float, float, float, float } %2451, 2
  %2455 = extractvalue { float, float, float, float } %2451, 3
  %2456 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2390, i32 %2389, i32 %2393, float %2418, float %2417, float %2416, float %2415) #9, !srcloc !55
  %2457 = extractvalue { float, float, float, float } %2456, 0
  %2458 = extractvalue { float, float, float, float } %2456, 1
  %2459 = extractvalue { float, float, float, float } %2456, 2
  %2460 = extractvalue { float, float, float, float } %2456, 3
  %2461 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2390, i32 %2389, i32 %2392, float %2410, float %2409, float %2408, float %2407) #9, !srcloc !55
  %2462 = extractvalue { float, float, float, float } %2461, 0
  %2463 = extractvalue { float, float, float, float } %2461, 1
  %2464 = extractvalue { float, float, float, float } %2461, 2
  %2465 = extractvalue { float, float, float, float } %2461, 3
  %2466 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2390, i32 %2389, i32 %2391, float %2402, float %2401, float %2400, float %2399) #9, !srcloc !55
  %2467 = extractvalue { float, float, float, float } %2466, 0
  %2468 = extractvalue { float, float, float, float } %2466, 1
  %2469 = extractvalue { float, float, float, float } %2466, 2
  %2470 = extractvalue { float, float, float, float } %2466, 3
  %2471 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2388, i32 %2387, i32 %2391, float %2398, float %2397, float %2396, float %2395) #9, !srcloc !55
  %2472 = extractvalue { float, float, float, float } %2471, 0
  %2473 = extractvalue { float, float, float, float } %2471, 1
  %2474 = extractvalue { float, float, float, float } %2471, 2
  %2475 = extractvalue { float, float, float, float } %2471, 3
  %2476 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2388, i32 %2387, i32 %2392, float %2406, float %2405, float %2404, float %2403) #9, !srcloc !55
  %2477 = extractvalue { float, float, float, float } %2476, 0
  %2478 = extractvalue { float, float, float, float } %2476, 1
  %2479 = extractvalue { float, float, float, float } %2476, 2
  %2480 = extractvalue { float, float, float, float } %2476, 3
  %2481 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2388, i32 %2387, i32 %2393, float %2414, float %2413, float %2412, float %2411) #9, !srcloc !55
  %2482 = extractvalue { float, float, float, float } %2481, 0
  %2483 = extractvalue { float, float, float, float } %2481, 1
  %2484 = extractvalue { float, float, float, float } %2481, 2
  %2485 = extractvalue { float, float, float, float } %2481, 3
  %2486 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2388, i32 %2387, i32 %2394, float %2422, float %2421, float %2420, float %2419) #9, !srcloc !55
  %2487 = extractvalue { float, float, float, float } %2486, 0
  %2488 = extractvalue { float, float, float, float } %2486, 1
  %2489 = extractvalue { float, float, float, float } %2486, 2
  %2490 = extractvalue { float, float, float, float } %2486, 3
  %2491 = getelementptr i8, ptr %2429, i64 32
  %2492 = addrspacecast ptr %2491 to ptr addrspace(3)
  %2493 = ptrtoint ptr addrspace(3) %2492 to i64
  %2494 = trunc i64 %2493 to i32
  %2495 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2494) #9, !srcloc !54
  %2496 = extractvalue { i32, i32, i32, i32 } %2495, 0
  %2497 = extractvalue { i32, i32, i32, i32 } %2495, 1
  %2498 = extractvalue { i32, i32, i32, i32 } %2495, 2
  %2499 = extractvalue { i32, i32, i32, i32 } %2495, 3
  %2500 = sext i32 %2450 to i64
  %2501 = getelementptr inbounds i8, ptr %2361, i64 %2500
  %2502 = addrspacecast ptr %2501 to ptr addrspace(3)
  %2503 = ptrtoint ptr addrspace(3) %2502 to i64
  %2504 = trunc i64 %2503 to i32
  %2505 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2504) #9, !srcloc !61
  %2506 = extractvalue { i32, i32, i32, i32 } %2505, 0
  %2507 = extractvalue { i32, i32, i32, i32 } %2505, 1
  %2508 = extractvalue { i32, i32, i32, i32 } %2505, 2
  %2509 = extractvalue { i32, i32, i32, i32 } %2505, 3
  %2510 = add i32 %2428, 4096
  %2511 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2436, i32 %2437, i32 %2446, float %2452, float %2453, float %2454, float %2455) #9, !srcloc !55
  %2512 = extractvalue { float, float, float, float } %2511, 0
  %2513 = extractvalue { float, float, float, float } %2511, 1
  %2514 = extractvalue { float, float, float, float } %2511, 2
  %2515 = extractvalue { float, float, float, float } %2511, 3
  %2516 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2436, i32 %2437, i32 %2447, float %2457, float %2458, float %2459, float %2460) #9, !srcloc !55
  %2517 = extractvalue { float, float, float, float } %2516, 0
  %2518 = extractvalue { float, float, float, float } %2516, 1
  %2519 = extractvalue { float, float, float, float } %2516, 2
  %2520 = extractvalue { float, float, float, float } %2516, 3
  %2521 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2436, i32 %2437, i32 %2448, float %2462, float %2463, float %2464, float %2465) #9, !srcloc !55
  %2522 = extractvalue { float, float, float, float } %2521, 0
  %2523 = extractvalue { float, float, float, float } %2521, 1
  %2524 = extractvalue { float, float, float, float } %2521, 2
  %2525 = extractvalue { float, float, float, float } %2521, 3
  %2526 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2436, i32 %2437, i32 %2449, float %2467, float %2468, float %2469, float %2470) #9, !srcloc !55
  %2527 = extractvalue { float, float, float, float } %2526, 0
  %2528 = extractvalue { float, float, float, float } %2526, 1
  %2529 = extractvalue { float, float, float, float } %2526, 2
  %2530 = extractvalue { float, float, float, float } %2526, 3
  %2531 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2438, i32 %2439, i32 %2449, float %2472, float %2473, float %2474, float %2475) #9, !srcloc !55
  %2532 = extractvalue { float, float, float, float } %2531, 0
  %2533 = extractvalue { float, float, float, float } %2531, 1
  %2534 = extractvalue { float, float, float, float } %2531, 2
  %2535 = extractvalue { float, float, float, float } %2531, 3
  %2536 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2438, i32 %2439, i32 %2448, float %2477, float %2478, float %2479, float %2480) #9, !srcloc !55
  %2537 = extractvalue { float, float, float, float } %2536, 0
  %2538 = extractvalue { float, float, float, float } %2536, 1
  %2539 = extractvalue { float, float, float, float } %2536, 2
  %2540 = extractvalue { float, float, float, float } %2536, 3
  %2541 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2438, i32 %2439, i32 %2447, float %2482, float %2483, float %2484, float %2485) #9, !srcloc !55
  %2542 = extractvalue { float, float, float, float } %2541, 0
  %2543 = extractvalue { float, float, float, float } %2541, 1
  %2544 = extractvalue { float, float, float, float } %2541, 2
  %2545 = extractvalue { float, float, float, float } %2541, 3
  %2546 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2438, i32 %2439, i32 %2446, float %2487, float %2488, float %2489, float %2490) #9, !srcloc !55
  %2547 = extractvalue { float, float, float, float } %2546, 0
  %2548 = extractvalue { float, float, float, float } %2546, 1
  %2549 = extractvalue { float, float, float, float } %2546, 2
  %2550 = extractvalue { float, float, float, float } %2546, 3
  %2551 = getelementptr i8, ptr %2429, i64 48
  %2552 = addrspacecast ptr %2551 to ptr addrspace(3)
  %2553 = ptrtoint ptr addrspace(3) %2552 to i64
  %2554 = trunc i64 %2553 to i32
  %2555 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2554) #9, !srcloc !54
  %2556 = extractvalue { i32, i32, i32, i32 } %2555, 0
  %2557 = extractvalue { i32, i32, i32, i32 } %2555, 1
  %2558 = extractvalue { i32, i32, i32, i32 } %2555, 2
  %2559 = extractvalue { i32, i32, i32, i32 } %2555, 3
  %2560 = sext i32 %2510 to i64
  %2561 = getelementptr inbounds i8, ptr %2361, i64 %2560
  %2562 = addrspacecast ptr %2561 to ptr addrspace(3)
  %2563 = ptrtoint ptr addrspace(3) %2562 to i64
  %2564 = trunc i64 %2563 to i32
  %2565 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2564) #9, !srcloc !61
  %2566 = extractvalue { i32, i32, i32, i32 } %2565, 0
  %2567 = extractvalue { i32, i32, i32, i32 } %2565, 1
  %2568 = extractvalue { i32, i32, i32, i32 } %2565, 2
  %2569 = extractvalue { i32, i32, i32, i32 } %2565, 3
  %2570 = getelementptr i8, ptr %2429, i64 64
  %2571 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2496, i32 %2497, i32 %2506, float %2512, float %2513, float %2514, float %2515) #9, !srcloc !55
  %2572 = extractvalue { float, float, float, float } %2571, 0
  %2573 = extractvalue { float, float, float, float } %2571, 1
  %2574 = extractvalue { float, float, float, float } %2571, 2
  %2575 = extractvalue { float, float, float, float } %2571, 3
  %2576 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2496, i32 %2497, i32 %2507, float %2517, float %2518, float %2519, float %2520) #9, !srcloc !55
  %2577 = extractvalue { float, float, float, float } %2576, 0
  %2578 = extractvalue { float, float, float, float } %2576, 1
  %2579 = extractvalue { float, float, float, float } %2576, 2
  %2580 = extractvalue { float, float, float, float } %2576, 3
  %2581 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2496, i32 %2497, i32 %2508, float %2522, float %2523, float %2524, float %2525) #9, !srcloc !55
  %2582 = extractvalue { float, float, float, float } %2581, 0
  %2583 = extractvalue { float, float, float, float } %2581, 1
  %2584 = extractvalue { float, float, float, float } %2581, 2
  %2585 = extractvalue { float, float, float, float } %2581, 3
  %2586 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2496, i32 %2497, i32 %2509, float %2527, float %2528, float %2529, float %2530) #9, !srcloc !55
  %2587 = extractvalue { float, float, float, float } %2586, 0
  %2588 = extractvalue { float, float, float, float } %2586, 1
  %2589 = extractvalue { float, float, float, float } %2586, 2
  %2590 = extractvalue { float, float, float, float } %2586, 3
  %2591 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2498, i32 %2499, i32 %2509, float %2532, float %2533, float %2534, float %2535) #9, !srcloc !55
  %2592 = extractvalue { float, float, float, float } %2591, 0
  %2593 = extractvalue { float, float, float, float } %2591, 1
  %2594 = extractvalue { float, float, float, float } %2591, 2
  %2595 = extractvalue { float, float, float, float } %2591, 3
  %2596 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2498, i32 %2499, i32 %2508, float %2537, float %2538, float %2539, float %2540) #9, !srcloc !55
  %2597 = extractvalue { float, float, float, float } %2596, 0
  %2598 = extractvalue { float, float, float, float } %2596, 1
  %2599 = extractvalue { float, float, float, float } %2596, 2
  %2600 = extractvalue { float, float, float, float } %2596, 3
  %2601 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2498, i32 %2499, i32 %2507, float %2542, float %2543, float %2544, float %2545) #9, !srcloc !55
  %2602 = extractvalue { float, float, float, float } %2601, 0
  %2603 = extractvalue { float, float, float, float } %2601, 1
  %2604 = extractvalue { float, float, float, float } %2601, 2
  %2605 = extractvalue { float, float, float, float } %2601, 3
  %2606 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2498, i32 %2499, i32 %2506, float %2547, float %2548, float %2549, float %2550) #9, !srcloc !55
  %2607 = extractvalue { float, float, float, float } %2606, 0
  %2608 = extractvalue { float, float, float, float } %2606, 1
  %2609 = extractvalue { float, float, float, float } %2606, 2
  %2610 = extractvalue { float, float, float, float } %2606, 3
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 3) #9, !srcloc !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %2430, label %2631, label %2611

2611:                                             ; preds = %2386
  %2612 = add i32 %2428, 6144
  %2613 = addrspacecast ptr %2570 to ptr addrspace(3)
  %2614 = ptrtoint ptr addrspace(3) %2613 to i64
  %2615 = trunc i64 %2614 to i32
  %2616 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2615) #9, !srcloc !54
  %2617 = extractvalue { i32, i32, i32, i32 } %2616, 0
  %2618 = extractvalue { i32, i32, i32, i32 } %2616, 1
  %2619 = extractvalue { i32, i32, i32, i32 } %2616, 2
  %2620 = extractvalue { i32, i32, i32, i32 } %2616, 3
  %2621 = sext i32 %2612 to i64
  %2622 = getelementptr inbounds i8, ptr %2361, i64 %2621
  %2623 = addrspacecast ptr %2622 to ptr addrspace(3)
  %2624 = ptrtoint ptr addrspace(3) %2623 to i64
  %2625 = trunc i64 %2624 to i32
  %2626 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2625) #9, !srcloc !61
  %2627 = extractvalue { i32, i32, i32, i32 } %2626, 0
  %2628 = extractvalue { i32, i32, i32, i32 } %2626, 1
  %2629 = extractvalue { i32, i32, i32, i32 } %2626, 2
  %2630 = extractvalue { i32, i32, i32, i32 } %2626, 3
  br label %2631

2631:                                             ; preds = %2611, %2386
  %2632 = phi i32 [ %2620, %2611 ], [ %2499, %2386 ]
  %2633 = phi i32 [ %2619, %2611 ], [ %2498, %2386 ]
  %2634 = phi i32 [ %2618, %2611 ], [ %2497, %2386 ]
  %2635 = phi i32 [ %2617, %2611 ], [ %2496, %2386 ]
  %2636 = phi i32 [ %2630, %2611 ], [ %2509, %2386 ]
  %2637 = phi i32 [ %2629, %2611 ], [ %2508, %2386 ]
  %2638 = phi i32 [ %2628, %2611 ], [ %2507, %2386 ]
  %2639 = phi i32 [ %2627, %2611 ], [ %2506, %2386 ]
  %2640 = add i32 %2428, 8192
  %2641 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2556, i32 %2557, i32 %2566, float %2572, float %2573, float %2574, float %2575) #9, !srcloc !55
  %2642 = extractvalue { float, float, float, float } %2641, 0
  %2643 = extractvalue { float, float, float, float } %2641, 1
  %2644 = extractvalue { float, float, float, float } %2641, 2
  %2645 = extractvalue { float, float, float, float } %2641, 3
  %2646 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2556, i32 %2557, i32 %2567, float %2577, float %2578, float %2579, float %2580) #9, !srcloc !55
  %2647 = extractvalue { float, float, float, float } %2646, 0
  %2648 = extractvalue { float, float, float, float } %2646, 1
  %2649 = extractvalue { float, float, float, float } %2646, 2
  %2650 = extractvalue { float, float, float, float } %2646, 3
  %2651 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2556, i32 %2557, i32 %2568, float %2582, float %2583, float %2584, float %2585) #9, !srcloc !55
  %2652 = extractvalue { float, float, float, float } %2651, 0
  %2653 = extractvalue { float, float, float, float } %2651, 1
  %2654 = extractvalue { float, float, float, float } %2651, 2
  %2655 = extractvalue { float, float, float, float } %2651, 3
  %2656 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2556, i32 %2557, i32 %2569, float %2587, float %2588, float %2589, float %2590) #9, !srcloc !55
  %2657 = extractvalue { float, float, float, float } %2656, 0
  %2658 = extractvalue { float, float, float, float } %2656, 1
  %2659 = extractvalue { float, float, float, float } %2656, 2
  %2660 = extractvalue { float, float, float, float } %2656, 3
  %2661 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2558, i32 %2559, i32 %2569, float %2592, float %2593, float %2594, float %2595) #9, !srcloc !55
  %2662 = extractvalue { float, float, float, float } %2661, 0
  %2663 = extractvalue { float, float, float, float } %2661, 1
  %2664 = extractvalue { float, float, float, float } %2661, 2
  %2665 = extractvalue { float, float, float, float } %2661, 3
  %2666 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2558, i32 %2559, i32 %2568, float %2597, float %2598, float %2599, float %2600) #9, !srcloc !55
  %2667 = extractvalue { float, float, float, float } %2666, 0
  %2668 = extractvalue { float, float, float, float } %2666, 1
  %2669 = extractvalue { float, float, float, float } %2666, 2
  %2670 = extractvalue { float, float, float, float } %2666, 3
  %2671 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2558, i32 %2559, i32 %2567, float %2602, float %2603, float %2604, float %2605) #9, !srcloc !55
  %2672 = extractvalue { float, float, float, float } %2671, 0
  %2673 = extractvalue { float, float, float, float } %2671, 1
  %2674 = extractvalue { float, float, float, float } %2671, 2
  %2675 = extractvalue { float, float, float, float } %2671, 3
  %2676 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2558, i32 %2559, i32 %2566, float %2607, float %2608, float %2609, float %2610) #9, !srcloc !55
  %2677 = extractvalue { float, float, float, float } %2676, 0
  %2678 = extractvalue { float, float, float, float } %2676, 1
  %2679 = extractvalue { float, float, float, float } %2676, 2
  %2680 = extractvalue { float, float, float, float } %2676, 3
  %2681 = add nsw i32 %2427, -1
  %2682 = icmp sgt i32 %2427, -2
  br i1 %2682, label %2386, label %2683, !llvm.loop !62

2683:                                             ; preds = %2631, %2314
  %2684 = phi float [ %2023, %2314 ], [ %2665, %2631 ]
  %2685 = phi float [ %2024, %2314 ], [ %2664, %2631 ]
  %2686 = phi float [ %2025, %2314 ], [ %2663, %2631 ]
  %2687 = phi float [ %2026, %2314 ], [ %2662, %2631 ]
  %2688 = phi float [ %2027, %2314 ], [ %2660, %2631 ]
  %2689 = phi float [ %2028, %2314 ], [ %2659, %2631 ]
  %2690 = phi float [ %2029, %2314 ], [ %2658, %2631 ]
  %2691 = phi float [ %2030, %2314 ], [ %2657, %2631 ]
  %2692 = phi float [ %2031, %2314 ], [ %2670, %2631 ]
  %2693 = phi float [ %2032, %2314 ], [ %2669, %2631 ]
  %2694 = phi float [ %2033, %2314 ], [ %2668, %2631 ]
  %2695 = phi float [ %2034, %2314 ], [ %2667, %2631 ]
  %2696 = phi float [ %2035, %2314 ], [ %2655, %2631 ]
  %2697 = phi float [ %2036, %2314 ], [ %2654, %2631 ]
  %2698 = phi float [ %2037, %2314 ], [ %2653, %2631 ]
  %2699 = phi float [ %2038, %2314 ], [ %2652, %2631 ]
  %2700 = phi float [ %2039, %2314 ], [ %2675, %2631 ]
  %2701 = phi float [ %2040, %2314 ], [ %2674, %2631 ]
  %2702 = phi float [ %2041, %2314 ], [ %2673, %2631 ]
  %2703 = phi float [ %2042, %2314 ], [ %2672, %2631 ]
  %2704 = phi float [ %2043, %2314 ], [ %2650, %2631 ]
  %2705 = phi float [ %2044, %2314 ], [ %2649, %2631 ]
  %2706 = phi float [ %2045, %2314 ], [ %2648, %2631 ]
  %2707 = phi float [ %2046, %2314 ], [ %2647, %2631 ]
  %2708 = phi float [ %2047, %2314 ], [ %2680, %2631 ]
  %2709 = phi float [ %2048, %2314 ], [ %2679, %2631 ]
  %2710 = phi float [ %2049, %2314 ], [ %2678, %2631 ]
  %2711 = phi float [ %2050, %2314 ], [ %2677, %2631 ]
  %2712 = phi float [ %2051, %2314 ], [ %2645, %2631 ]
  %2713 = phi float [ %2052, %2314 ], [ %2644, %2631 ]
  %2714 = phi float [ %2053, %2314 ], [ %2643, %2631 ]
  %2715 = phi float [ %2054, %2314 ], [ %2642, %2631 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2716 = add nuw nsw i32 %1084, 128
  %2717 = load i32, ptr %188, align 8, !tbaa !24
  %2718 = icmp slt i32 %2716, %2717
  br i1 %2718, label %1050, label %684, !llvm.loop !64

2719:                                             ; preds = %784
  %2720 = load i32, ptr %6, align 4, !tbaa !11
  %2721 = icmp sgt i32 %2720, %811
  br i1 %2721, label %2722, label %2758

2722:                                             ; preds = %2719
  %2723 = sext i16 %297 to i64
  %2724 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %2723
  %2725 = load float, ptr %2724, align 4, !tbaa !47
  %2726 = fdiv contract float %2725, 0x3FF7154760000000
  %2727 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %2723
  %2728 = load float, ptr %2727, align 4, !tbaa !47
  %2729 = fcmp olt float %2728, 0x3810000000000000
  %2730 = fmul float %2728, 0x4160000000000000
  %2731 = select i1 %2729, float %2730, float %2728
  %2732 = select i1 %2729, float -2.300000e+01, float 0.000000e+00
  %2733 = bitcast float %2731 to i32
  %2734 = add i32 %2733, -1059760811
  %2735 = and i32 %2734, -8388608
  %2736 = sub i32 %2733, %2735
  %2737 = bitcast i32 %2736 to float
  %2738 = sitofp i32 %2735 to float
  %2739 = tail call float @llvm.fma.f32(float %2738, float 0x3E80000000000000, float %2732)
  %2740 = fadd float %2737, -1.000000e+00
  %2741 = tail call float @llvm.fma.f32(float %2740, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %2742 = tail call float @llvm.fma.f32(float %2741, float %2740, float 0xBFBF19B980000000)
  %2743 = tail call float @llvm.fma.f32(float %2742, float %2740, float 0x3FC1E52AA0000000)
  %2744 = tail call float @llvm.fma.f32(float %2743, float %2740, float 0xBFC55B1720000000)
  %2745 = tail call float @llvm.fma.f32(float %2744, float %2740, float 0x3FC99DA160000000)
  %2746 = tail call float @llvm.fma.f32(float %2745, float %2740, float 0xBFCFFFE440000000)
  %2747 = tail call float @llvm.fma.f32(float %2746, float %2740, float 0x3FD5554F00000000)
  %2748 = tail call float @llvm.fma.f32(float %2747, float %2740, float -5.000000e-01)
  %2749 = fmul float %2740, %2748
  %2750 = tail call float @llvm.fma.f32(float %2749, float %2740, float %2740)
  %2751 = tail call float @llvm.fma.f32(float %2739, float 0x3FE62E4300000000, float %2750)
  %2752 = icmp ugt i32 %2733, 2139095039
  %2753 = tail call float @llvm.fma.f32(float %2731, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %2754 = select i1 %2752, float %2753, float %2751
  %2755 = fcmp oeq float %2731, 0.000000e+00
  %2756 = select i1 %2755, float 0xFFF0000000000000, float %2754
  %2757 = fadd contract float %2726, %2756
  br label %2765

2758:                                             ; preds = %2719
  %2759 = add nsw i32 %2720, 31
  %2760 = sdiv i32 %2759, 32
  %2761 = shl nsw i32 %2760, 5
  %2762 = icmp sgt i32 %2761, %811
  br i1 %2762, label %2763, label %2769

2763:                                             ; preds = %2758
  %2764 = sext i16 %297 to i64
  br label %2765

2765:                                             ; preds = %2763, %2722
  %2766 = phi i64 [ %2723, %2722 ], [ %2764, %2763 ]
  %2767 = phi float [ %2757, %2722 ], [ 0x7FF0000000000000, %2763 ]
  %2768 = getelementptr inbounds float, ptr %1047, i64 %2766
  store float %2767, ptr %2768, align 4, !tbaa !47
  br label %2769

2769:                                             ; preds = %2765, %2758, %784, %209, %36
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z29attention_kernel_batched_implI15AttentionKernelIN7cutlass6half_tENS1_4arch4Sm80ELb1ELi32ELi128ELi65536ELb0ELb0E18DefaultToBatchHookEEvNT_6ParamsE(ptr noundef byval(%"struct.AttentionKernel<cutlass::half_t, cutlass::arch::Sm80, true, 32, 128, 65536, false, false>::Params") align 8 %0) local_unnamed_addr #3 comdat {
  %2 = alloca %"struct.cutlass::Array.9", align 8
  %3 = alloca %class.anon.101, align 8
  %4 = alloca %class.anon.102, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca %class.anon.111, align 8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = shl i32 %12, 5
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 100
  %15 = load i32, ptr %14, align 4, !tbaa !65
  %16 = add nsw i32 %15, 31
  %17 = sdiv i32 %16, 32
  %18 = shl nsw i32 %17, 5
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %20 = load ptr, ptr %19, align 8, !tbaa !67
  %21 = icmp eq ptr %20, null
  %22 = zext nneg i32 %10 to i64
  br i1 %21, label %63, label %23

23:                                               ; preds = %1
  %24 = getelementptr inbounds nuw i32, ptr %20, i64 %22
  store ptr %24, ptr %19, align 8, !tbaa !67
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds nuw i8, ptr %24, i64 4
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %30 = load ptr, ptr %29, align 8, !tbaa !68
  %31 = getelementptr inbounds nuw i32, ptr %30, i64 %22
  store ptr %31, ptr %29, align 8, !tbaa !68
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %33 = load ptr, ptr %32, align 8, !tbaa !69
  %34 = icmp eq ptr %33, null
  %35 = load i32, ptr %31, align 4, !tbaa !6
  %36 = sext i32 %35 to i64
  br i1 %34, label %41, label %37

37:                                               ; preds = %23
  %38 = getelementptr inbounds nuw i32, ptr %33, i64 %22
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = add i32 %39, %35
  br label %44

41:                                               ; preds = %23
  %42 = getelementptr inbounds nuw i8, ptr %31, i64 4
  %43 = load i32, ptr %42, align 4, !tbaa !6
  br label %44

44:                                               ; preds = %41, %37
  %45 = phi i32 [ %40, %37 ], [ %43, %41 ]
  %46 = sub i32 %28, %25
  store i32 %46, ptr %14, align 4, !tbaa !65
  %47 = sub i32 %45, %35
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store i32 %47, ptr %48, align 8, !tbaa !70
  %49 = icmp ult i32 %13, %46
  br i1 %49, label %50, label %2924

50:                                               ; preds = %44
  %51 = load ptr, ptr %0, align 8, !tbaa !71
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %53 = load ptr, ptr %52, align 8, !tbaa !72
  %54 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %55 = load ptr, ptr %54, align 8, !tbaa !73
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 132
  %57 = load i32, ptr %56, align 4, !tbaa !74
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %59 = load ptr, ptr %58, align 8, !tbaa !75
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %61 = load ptr, ptr %60, align 8, !tbaa !76
  %62 = sext i32 %57 to i64
  br label %102

63:                                               ; preds = %1
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %65 = load i64, ptr %64, align 8, !tbaa !77
  %66 = mul nsw i64 %65, %22
  %67 = load ptr, ptr %0, align 8, !tbaa !71
  %68 = getelementptr inbounds %"struct.cutlass::half_t", ptr %67, i64 %66
  %69 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %70 = load i64, ptr %69, align 8, !tbaa !78
  %71 = mul nsw i64 %70, %22
  %72 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !72
  %74 = getelementptr inbounds %"struct.cutlass::half_t", ptr %73, i64 %71
  %75 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %76 = load i64, ptr %75, align 8, !tbaa !79
  %77 = mul nsw i64 %76, %22
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %79 = load ptr, ptr %78, align 8, !tbaa !73
  %80 = getelementptr inbounds %"struct.cutlass::half_t", ptr %79, i64 %77
  %81 = mul i32 %15, %10
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 132
  %84 = load i32, ptr %83, align 4, !tbaa !74
  %85 = sext i32 %84 to i64
  %86 = mul nsw i64 %85, %82
  %87 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %88 = load ptr, ptr %87, align 8, !tbaa !75
  %89 = getelementptr inbounds %"struct.cutlass::half_t", ptr %88, i64 %86
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %91 = load ptr, ptr %90, align 8, !tbaa !76
  %92 = icmp eq ptr %91, null
  br i1 %92, label %102, label %93

93:                                               ; preds = %63
  %94 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %95 = load i32, ptr %94, align 8, !tbaa !80
  %96 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %97 = load i32, ptr %96, align 4, !tbaa !81
  %98 = mul nsw i32 %97, %95
  %99 = sext i32 %98 to i64
  %100 = mul nsw i64 %99, %82
  %101 = getelementptr inbounds float, ptr %91, i64 %100
  br label %102

102:                                              ; preds = %93, %63, %50
  %103 = phi i64 [ %62, %50 ], [ %85, %93 ], [ %85, %63 ]
  %104 = phi i32 [ %46, %50 ], [ %15, %93 ], [ %15, %63 ]
  %105 = phi ptr [ %61, %50 ], [ %101, %93 ], [ null, %63 ]
  %106 = phi ptr [ %59, %50 ], [ %89, %93 ], [ %89, %63 ]
  %107 = phi i32 [ %57, %50 ], [ %84, %93 ], [ %84, %63 ]
  %108 = phi ptr [ %55, %50 ], [ %80, %93 ], [ %80, %63 ]
  %109 = phi ptr [ %53, %50 ], [ %74, %93 ], [ %74, %63 ]
  %110 = phi ptr [ %51, %50 ], [ %68, %93 ], [ %68, %63 ]
  %111 = phi i64 [ %36, %50 ], [ 0, %93 ], [ 0, %63 ]
  %112 = phi i64 [ %26, %50 ], [ 0, %93 ], [ 0, %63 ]
  %113 = zext i32 %13 to i64
  %114 = add nsw i64 %112, %113
  %115 = getelementptr inbounds nuw i8, ptr %0, i64 116
  %116 = load i32, ptr %115, align 4, !tbaa !82
  %117 = sext i32 %116 to i64
  %118 = mul nsw i64 %114, %117
  %119 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %120 = load i32, ptr %119, align 8, !tbaa !83
  %121 = mul i32 %120, %11
  %122 = zext i32 %121 to i64
  %123 = getelementptr %"struct.cutlass::half_t", ptr %110, i64 %118
  %124 = getelementptr %"struct.cutlass::half_t", ptr %123, i64 %122
  store ptr %124, ptr %0, align 8, !tbaa !71
  %125 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %126 = load i32, ptr %125, align 8, !tbaa !84
  %127 = sext i32 %126 to i64
  %128 = mul nsw i64 %111, %127
  %129 = getelementptr inbounds nuw i8, ptr %0, i64 140
  %130 = load i32, ptr %129, align 4, !tbaa !85
  %131 = mul i32 %130, %11
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %134 = getelementptr %"struct.cutlass::half_t", ptr %109, i64 %128
  %135 = getelementptr %"struct.cutlass::half_t", ptr %134, i64 %132
  store ptr %135, ptr %133, align 8, !tbaa !72
  %136 = getelementptr inbounds nuw i8, ptr %0, i64 124
  %137 = load i32, ptr %136, align 4, !tbaa !86
  %138 = sext i32 %137 to i64
  %139 = mul nsw i64 %111, %138
  %140 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %141 = load i32, ptr %140, align 8, !tbaa !87
  %142 = mul i32 %141, %11
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %145 = getelementptr %"struct.cutlass::half_t", ptr %108, i64 %139
  %146 = getelementptr %"struct.cutlass::half_t", ptr %145, i64 %143
  store ptr %146, ptr %144, align 8, !tbaa !73
  %147 = getelementptr inbounds nuw i8, ptr %0, i64 132
  %148 = mul nsw i64 %114, %103
  %149 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %150 = load i32, ptr %149, align 8, !tbaa !80
  %151 = mul i32 %150, %11
  %152 = zext i32 %151 to i64
  %153 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %154 = getelementptr %"struct.cutlass::half_t", ptr %106, i64 %148
  %155 = getelementptr %"struct.cutlass::half_t", ptr %154, i64 %152
  store ptr %155, ptr %153, align 8, !tbaa !75
  %156 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %157 = icmp eq ptr %105, null
  br i1 %157, label %166, label %158

158:                                              ; preds = %102
  %159 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %160 = load i32, ptr %159, align 4, !tbaa !81
  %161 = mul nsw i32 %160, %150
  %162 = sext i32 %161 to i64
  %163 = mul nsw i64 %114, %162
  %164 = getelementptr float, ptr %105, i64 %163
  %165 = getelementptr float, ptr %164, i64 %152
  br label %166

166:                                              ; preds = %158, %102
  %167 = phi ptr [ %165, %158 ], [ %155, %102 ]
  store ptr %167, ptr %156, align 8, !tbaa !76
  %168 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %169 = load ptr, ptr %168, align 8, !tbaa !88
  %170 = icmp eq ptr %169, null
  br i1 %170, label %181, label %171

171:                                              ; preds = %166
  %172 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %173 = load i32, ptr %172, align 4, !tbaa !81
  %174 = mul i32 %173, %10
  %175 = add i32 %174, %11
  %176 = mul i32 %175, %18
  %177 = add i32 %176, %13
  %178 = zext i32 %177 to i64
  %179 = getelementptr inbounds nuw float, ptr %169, i64 %178
  store ptr %179, ptr %168, align 8, !tbaa !88
  %180 = ptrtoint ptr %179 to i64
  br label %181

181:                                              ; preds = %171, %166
  %182 = phi i64 [ %180, %171 ], [ 0, %166 ]
  %183 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %184 = load i8, ptr %183, align 8, !tbaa !89
  %185 = icmp eq i8 %184, 2
  br i1 %185, label %189, label %186

186:                                              ; preds = %181
  %187 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %188 = load i32, ptr %187, align 8, !tbaa !70
  br label %194

189:                                              ; preds = %181
  %190 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %191 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %192 = load i32, ptr %191, align 8, !tbaa !70
  %193 = sub nsw i32 %192, %104
  store i32 %193, ptr %190, align 8, !tbaa !90
  br label %194

194:                                              ; preds = %189, %186
  %195 = phi i32 [ %188, %186 ], [ %192, %189 ]
  %196 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %197 = getelementptr inbounds nuw i8, ptr %0, i64 108
  store i32 %195, ptr %197, align 4, !tbaa !91
  %198 = add i8 %184, -1
  %199 = icmp ult i8 %198, 2
  %200 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %201 = load i32, ptr %200, align 8
  %202 = add i32 %13, 32
  %203 = add i32 %202, %201
  %204 = tail call i32 @llvm.smin.i32(i32 %195, i32 %203)
  %205 = select i1 %199, i32 %204, i32 %195
  %206 = sub i32 %104, %13
  %207 = getelementptr inbounds nuw i8, ptr %0, i64 192
  store i32 0, ptr %207, align 8, !tbaa !92
  %208 = icmp eq i32 %206, 1
  %209 = icmp eq i32 %130, 0
  %210 = select i1 %208, i1 %209, i1 false
  %211 = icmp eq i32 %141, 0
  %212 = select i1 %210, i1 %211, i1 false
  br i1 %212, label %217, label %213

213:                                              ; preds = %194
  %214 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %215 = load i32, ptr %214, align 4, !tbaa !81
  %216 = zext i8 %184 to i32
  br label %223

217:                                              ; preds = %194
  %218 = and i32 %11, 31
  %219 = icmp eq i32 %218, 0
  br i1 %219, label %220, label %2924

220:                                              ; preds = %217
  store i32 %120, ptr %115, align 4, !tbaa !82
  %221 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %222 = load i32, ptr %221, align 4, !tbaa !81
  br label %223

223:                                              ; preds = %220, %213
  %224 = phi i32 [ 0, %220 ], [ %216, %213 ]
  %225 = phi i32 [ %150, %220 ], [ %107, %213 ]
  %226 = phi i32 [ 1, %220 ], [ %215, %213 ]
  %227 = phi i32 [ %222, %220 ], [ %206, %213 ]
  %228 = ptrtoint ptr %124 to i64
  %229 = trunc i64 %228 to i32
  %230 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %229, i32 0, i32 31)
  %231 = zext i32 %230 to i64
  %232 = lshr i64 %228, 32
  %233 = trunc nuw i64 %232 to i32
  %234 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %233, i32 0, i32 31)
  %235 = zext i32 %234 to i64
  %236 = shl nuw i64 %235, 32
  %237 = or disjoint i64 %236, %231
  %238 = inttoptr i64 %237 to ptr
  store ptr %238, ptr %0, align 8, !tbaa !71
  %239 = ptrtoint ptr %135 to i64
  %240 = trunc i64 %239 to i32
  %241 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %240, i32 0, i32 31)
  %242 = zext i32 %241 to i64
  %243 = lshr i64 %239, 32
  %244 = trunc nuw i64 %243 to i32
  %245 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %244, i32 0, i32 31)
  %246 = zext i32 %245 to i64
  %247 = shl nuw i64 %246, 32
  %248 = or disjoint i64 %247, %242
  %249 = inttoptr i64 %248 to ptr
  store ptr %249, ptr %133, align 8, !tbaa !72
  %250 = ptrtoint ptr %146 to i64
  %251 = trunc i64 %250 to i32
  %252 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %251, i32 0, i32 31)
  %253 = zext i32 %252 to i64
  %254 = lshr i64 %250, 32
  %255 = trunc nuw i64 %254 to i32
  %256 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %255, i32 0, i32 31)
  %257 = zext i32 %256 to i64
  %258 = shl nuw i64 %257, 32
  %259 = or disjoint i64 %258, %253
  %260 = inttoptr i64 %259 to ptr
  store ptr %260, ptr %144, align 8, !tbaa !73
  %261 = ptrtoint ptr %155 to i64
  %262 = trunc i64 %261 to i32
  %263 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %262, i32 0, i32 31)
  %264 = zext i32 %263 to i64
  %265 = lshr i64 %261, 32
  %266 = trunc nuw i64 %265 to i32
  %267 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %266, i32 0, i32 31)
  %268 = zext i32 %267 to i64
  %269 = shl nuw i64 %268, 32
  %270 = or disjoint i64 %269, %264
  %271 = inttoptr i64 %270 to ptr
  store ptr %271, ptr %153, align 8, !tbaa !75
  %272 = ptrtoint ptr %167 to i64
  %273 = trunc i64 %272 to i32
  %274 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %273, i32 0, i32 31)
  %275 = zext i32 %274 to i64
  %276 = lshr i64 %272, 32
  %277 = trunc nuw i64 %276 to i32
  %278 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %277, i32 0, i32 31)
  %279 = zext i32 %278 to i64
  %280 = shl nuw i64 %279, 32
  %281 = or disjoint i64 %280, %275
  %282 = inttoptr i64 %281 to ptr
  store ptr %282, ptr %156, align 8, !tbaa !76
  %283 = trunc i64 %182 to i32
  %284 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %283, i32 0, i32 31)
  %285 = zext i32 %284 to i64
  %286 = lshr i64 %182, 32
  %287 = trunc nuw i64 %286 to i32
  %288 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %287, i32 0, i32 31)
  %289 = zext i32 %288 to i64
  %290 = shl nuw i64 %289, 32
  %291 = or disjoint i64 %290, %285
  %292 = inttoptr i64 %291 to ptr
  store ptr %292, ptr %168, align 8, !tbaa !88
  %293 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %227, i32 0, i32 31)
  store i32 %293, ptr %14, align 4, !tbaa !65
  %294 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %205, i32 0, i32 31)
  store i32 %294, ptr %196, align 8, !tbaa !70
  %295 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %296 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %226, i32 0, i32 31)
  store i32 %296, ptr %295, align 4, !tbaa !81
  %297 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %225, i32 0, i32 31)
  store i32 %297, ptr %147, align 4, !tbaa !74
  %298 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %224, i32 0, i32 31)
  %299 = trunc i32 %298 to i8
  store i8 %299, ptr %183, align 8, !tbaa !89
  %300 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %301 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %302 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %303 = mul nuw nsw i32 %301, %302
  %304 = add nuw nsw i32 %303, %300
  %305 = trunc i32 %304 to i16
  %306 = icmp sgt i16 %305, 31
  br i1 %306, label %313, label %307

307:                                              ; preds = %223
  %308 = sext i16 %305 to i64
  %309 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %308
  %310 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 %308
  %311 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 384), i64 %308
  %312 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %308
  store float 0.000000e+00, ptr %312, align 4, !tbaa !47
  store float 1.000000e+00, ptr %311, align 4, !tbaa !47
  store float 0xFFF0000000000000, ptr %310, align 4, !tbaa !47
  store float 0xFFF0000000000000, ptr %309, align 4, !tbaa !47
  br label %313

313:                                              ; preds = %307, %223
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #11
  %314 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %315 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %316 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %317 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %318 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %319 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %320 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %321 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %322 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %323 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %324 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %325 = getelementptr inbounds nuw i8, ptr %2, i64 80
  %326 = getelementptr inbounds nuw i8, ptr %2, i64 88
  %327 = getelementptr inbounds nuw i8, ptr %2, i64 96
  %328 = getelementptr inbounds nuw i8, ptr %2, i64 104
  %329 = getelementptr inbounds nuw i8, ptr %2, i64 112
  %330 = getelementptr inbounds nuw i8, ptr %2, i64 120
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #11
  store ptr %0, ptr %3, align 8, !tbaa !93
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #11
  store ptr %0, ptr %4, align 8, !tbaa !93
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #11
  store i32 0, ptr %5, align 4, !tbaa !6
  %331 = icmp sgt i32 %294, 0
  br i1 %331, label %332, label %714

332:                                              ; preds = %313
  %333 = getelementptr inbounds nuw i8, ptr %0, i64 92
  %334 = trunc i32 %304 to i16
  %335 = sdiv i16 %334, 32
  %336 = sext i16 %335 to i32
  %337 = trunc i32 %304 to i16
  %338 = srem i16 %337, 32
  %339 = trunc nsw i16 %338 to i8
  %340 = srem i8 %339, 4
  %341 = sext i8 %340 to i32
  %342 = trunc nsw i16 %338 to i8
  %343 = sdiv i8 %342, 4
  %344 = sext i8 %343 to i32
  %345 = and i32 %301, 255
  %346 = trunc i32 %300 to i8
  %347 = trunc i32 %300 to i8
  %348 = srem i8 %347, 2
  %349 = sext i8 %348 to i32
  %350 = trunc i32 %300 to i8
  %351 = sdiv i8 %350, 2
  %352 = sext i8 %351 to i32
  %353 = sdiv i16 %305, 32
  %354 = sext i16 %353 to i32
  %355 = mul i16 %353, 32
  %356 = sub i16 %305, %355
  %357 = trunc nsw i16 %356 to i8
  %358 = freeze i8 %357
  %359 = sdiv i8 %358, 8
  %360 = mul i8 %359, 8
  %361 = sub i8 %358, %360
  %362 = sext i8 %361 to i32
  %363 = sext i8 %359 to i32
  %364 = shl nsw i32 %354, 3
  %365 = add nsw i32 %364, %363
  %366 = shl nsw i32 %362, 3
  %367 = add nsw i32 %366, 64
  %368 = add nsw i32 %365, 4
  %369 = sext i32 %366 to i64
  %370 = sext i32 %365 to i64
  %371 = trunc nsw i32 %365 to i16
  %372 = srem i16 %371, 8
  %373 = sdiv i8 %361, 4
  %374 = trunc nsw i16 %372 to i8
  %375 = freeze i8 %374
  %376 = sdiv i8 %375, 4
  %377 = mul i8 %373, 4
  %378 = sub i8 %361, %377
  %379 = mul i8 %376, 4
  %380 = sub i8 %375, %379
  %381 = xor i8 %380, %378
  %382 = sext i8 %381 to i32
  %383 = xor i8 %376, %373
  %384 = sext i8 %383 to i32
  %385 = shl nsw i32 %384, 5
  %386 = shl nsw i32 %382, 3
  %387 = shl nsw i32 %365, 7
  %388 = add nsw i32 %386, %387
  %389 = add nsw i32 %388, %385
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds %"struct.cutlass::half_t", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 9728), i64 %390
  %392 = trunc nsw i32 %368 to i16
  %393 = srem i16 %392, 8
  %394 = trunc nsw i16 %393 to i8
  %395 = freeze i8 %394
  %396 = sdiv i8 %395, 4
  %397 = mul i8 %396, 4
  %398 = sub i8 %395, %397
  %399 = xor i8 %398, %378
  %400 = sext i8 %399 to i32
  %401 = xor i8 %396, %373
  %402 = sext i8 %401 to i32
  %403 = shl nsw i32 %402, 5
  %404 = shl nsw i32 %400, 3
  %405 = shl nsw i32 %368, 7
  %406 = add nsw i32 %404, %405
  %407 = add nsw i32 %406, %403
  %408 = sext i32 %407 to i64
  %409 = getelementptr inbounds %"struct.cutlass::half_t", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 9728), i64 %408
  %410 = addrspacecast ptr %391 to ptr addrspace(3)
  %411 = ptrtoint ptr addrspace(3) %410 to i64
  %412 = trunc i64 %411 to i32
  %413 = getelementptr inbounds nuw i8, ptr %391, i64 128
  %414 = addrspacecast ptr %413 to ptr addrspace(3)
  %415 = ptrtoint ptr addrspace(3) %414 to i64
  %416 = trunc i64 %415 to i32
  %417 = addrspacecast ptr %409 to ptr addrspace(3)
  %418 = ptrtoint ptr addrspace(3) %417 to i64
  %419 = trunc i64 %418 to i32
  %420 = getelementptr inbounds nuw i8, ptr %409, i64 128
  %421 = addrspacecast ptr %420 to ptr addrspace(3)
  %422 = ptrtoint ptr addrspace(3) %421 to i64
  %423 = trunc i64 %422 to i32
  %424 = getelementptr inbounds nuw i8, ptr %391, i64 8192
  %425 = addrspacecast ptr %424 to ptr addrspace(3)
  %426 = ptrtoint ptr addrspace(3) %425 to i64
  %427 = trunc i64 %426 to i32
  %428 = getelementptr inbounds nuw i8, ptr %391, i64 8320
  %429 = addrspacecast ptr %428 to ptr addrspace(3)
  %430 = ptrtoint ptr addrspace(3) %429 to i64
  %431 = trunc i64 %430 to i32
  %432 = getelementptr inbounds nuw i8, ptr %409, i64 8192
  %433 = addrspacecast ptr %432 to ptr addrspace(3)
  %434 = ptrtoint ptr addrspace(3) %433 to i64
  %435 = trunc i64 %434 to i32
  %436 = getelementptr inbounds nuw i8, ptr %409, i64 8320
  %437 = addrspacecast ptr %436 to ptr addrspace(3)
  %438 = ptrtoint ptr addrspace(3) %437 to i64
  %439 = trunc i64 %438 to i32
  %440 = getelementptr inbounds nuw i8, ptr %391, i64 16384
  %441 = addrspacecast ptr %440 to ptr addrspace(3)
  %442 = ptrtoint ptr addrspace(3) %441 to i64
  %443 = trunc i64 %442 to i32
  %444 = getelementptr inbounds nuw i8, ptr %391, i64 16512
  %445 = addrspacecast ptr %444 to ptr addrspace(3)
  %446 = ptrtoint ptr addrspace(3) %445 to i64
  %447 = trunc i64 %446 to i32
  %448 = getelementptr inbounds nuw i8, ptr %409, i64 16384
  %449 = addrspacecast ptr %448 to ptr addrspace(3)
  %450 = ptrtoint ptr addrspace(3) %449 to i64
  %451 = trunc i64 %450 to i32
  %452 = getelementptr inbounds nuw i8, ptr %409, i64 16512
  %453 = addrspacecast ptr %452 to ptr addrspace(3)
  %454 = ptrtoint ptr addrspace(3) %453 to i64
  %455 = trunc i64 %454 to i32
  %456 = getelementptr inbounds nuw i8, ptr %391, i64 24576
  %457 = addrspacecast ptr %456 to ptr addrspace(3)
  %458 = ptrtoint ptr addrspace(3) %457 to i64
  %459 = trunc i64 %458 to i32
  %460 = getelementptr inbounds nuw i8, ptr %391, i64 24704
  %461 = addrspacecast ptr %460 to ptr addrspace(3)
  %462 = ptrtoint ptr addrspace(3) %461 to i64
  %463 = trunc i64 %462 to i32
  %464 = getelementptr inbounds nuw i8, ptr %409, i64 24576
  %465 = addrspacecast ptr %464 to ptr addrspace(3)
  %466 = ptrtoint ptr addrspace(3) %465 to i64
  %467 = trunc i64 %466 to i32
  %468 = getelementptr inbounds nuw i8, ptr %409, i64 24704
  %469 = addrspacecast ptr %468 to ptr addrspace(3)
  %470 = ptrtoint ptr addrspace(3) %469 to i64
  %471 = trunc i64 %470 to i32
  %472 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %473 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %474 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %475 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %476 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %477 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %478 = getelementptr inbounds nuw i8, ptr %9, i64 40
  %479 = getelementptr inbounds nuw i8, ptr %9, i64 48
  %480 = getelementptr inbounds nuw i8, ptr %9, i64 56
  %481 = getelementptr inbounds nuw i8, ptr %9, i64 64
  %482 = getelementptr inbounds nuw i8, ptr %9, i64 72
  %483 = getelementptr inbounds nuw i8, ptr %9, i64 80
  %484 = sdiv i16 %305, 128
  %485 = sext i16 %484 to i32
  %486 = srem i16 %353, 4
  %487 = sext i16 %486 to i32
  %488 = freeze i8 %357
  %489 = sdiv i8 %488, 16
  %490 = sext i8 %489 to i32
  %491 = mul i8 %489, 16
  %492 = sub i8 %488, %491
  %493 = sext i8 %492 to i32
  %494 = shl nsw i32 %485, 3
  %495 = shl nsw i32 %487, 1
  %496 = add nsw i32 %495, %490
  %497 = add nsw i32 %496, %494
  %498 = shl nsw i32 %493, 2
  %499 = shl nsw i32 %485, 5
  %500 = add nsw i32 %496, %499
  %501 = sext i32 %500 to i64
  %502 = shl nsw i64 %501, 1
  %503 = mul nsw i32 %497, 544
  %504 = sext i32 %503 to i64
  %505 = sext i32 %498 to i64
  %506 = shl nsw i64 %505, 2
  %507 = and i64 %506, 4611686018427387888
  %508 = getelementptr i8, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 42496), i64 %507
  %509 = getelementptr i8, ptr %508, i64 %504
  %510 = getelementptr inbounds nuw i8, ptr %509, i64 4
  %511 = getelementptr inbounds nuw i8, ptr %509, i64 8
  %512 = getelementptr inbounds nuw i8, ptr %509, i64 12
  %513 = getelementptr inbounds nuw i8, ptr %509, i64 256
  %514 = getelementptr inbounds nuw i8, ptr %509, i64 260
  %515 = getelementptr inbounds nuw i8, ptr %509, i64 264
  %516 = getelementptr inbounds nuw i8, ptr %509, i64 268
  %517 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %501
  %518 = add nsw i32 %500, 8
  %519 = getelementptr inbounds nuw i8, ptr %509, i64 4352
  %520 = getelementptr inbounds nuw i8, ptr %509, i64 4356
  %521 = getelementptr inbounds nuw i8, ptr %509, i64 4360
  %522 = getelementptr inbounds nuw i8, ptr %509, i64 4364
  %523 = getelementptr inbounds nuw i8, ptr %509, i64 4608
  %524 = getelementptr inbounds nuw i8, ptr %509, i64 4612
  %525 = getelementptr inbounds nuw i8, ptr %509, i64 4616
  %526 = getelementptr inbounds nuw i8, ptr %509, i64 4620
  %527 = sext i32 %518 to i64
  %528 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %527
  %529 = add nsw i32 %500, 16
  %530 = sext i32 %529 to i64
  %531 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %530
  %532 = add nsw i32 %500, 24
  %533 = sext i32 %532 to i64
  %534 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %533
  %535 = shl nsw i64 %501, 2
  %536 = shl nsw i32 %336, 3
  %537 = add nsw i32 %536, %344
  %538 = shl nsw i32 %341, 3
  %539 = sext i32 %538 to i64
  %540 = sext i32 %537 to i64
  %541 = shl nsw i32 %336, 5
  %542 = add nsw i32 %541, %344
  %543 = add nsw i32 %542, 8
  %544 = add nsw i32 %542, 16
  %545 = add nsw i32 %542, 24
  %546 = sext i32 %542 to i64
  %547 = shl nsw i32 %352, 9
  %548 = shl nsw i32 %349, 6
  %549 = shl nuw nsw i32 %300, 3
  %550 = and i32 %549, 48
  %551 = or disjoint i32 %548, %550
  %552 = add nsw i32 %547, %551
  %553 = freeze i32 %537
  %554 = sdiv i32 %553, 2
  %555 = mul i32 %554, 2
  %556 = sub i32 %553, %555
  %557 = srem i32 %554, 4
  %558 = trunc nsw i32 %556 to i8
  %559 = shl nsw i8 %558, 2
  %560 = add nsw i8 %559, %340
  %561 = freeze i8 %560
  %562 = sdiv i8 %561, 4
  %563 = sext i8 %562 to i32
  %564 = mul i8 %562, 4
  %565 = sub i8 %561, %564
  %566 = sext i8 %565 to i32
  %567 = xor i32 %557, %566
  %568 = shl nsw i32 %563, 5
  %569 = shl nsw i32 %567, 3
  %570 = add nsw i32 %568, %569
  %571 = shl nsw i32 %554, 8
  %572 = add nsw i32 %571, %570
  %573 = ashr exact i32 %572, 3
  %574 = sext i32 %573 to i64
  %575 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %574
  %576 = freeze i32 %542
  %577 = sdiv i32 %576, 2
  %578 = mul i32 %577, 2
  %579 = sub i32 %576, %578
  %580 = srem i32 %577, 4
  %581 = trunc nsw i32 %579 to i8
  %582 = shl nsw i8 %581, 2
  %583 = add nsw i8 %582, %340
  %584 = freeze i8 %583
  %585 = sdiv i8 %584, 4
  %586 = sext i8 %585 to i32
  %587 = mul i8 %585, 4
  %588 = sub i8 %584, %587
  %589 = sext i8 %588 to i32
  %590 = xor i32 %580, %589
  %591 = shl nsw i32 %586, 5
  %592 = shl nsw i32 %590, 3
  %593 = add nsw i32 %591, %592
  %594 = shl nsw i32 %577, 8
  %595 = add nsw i32 %594, %593
  %596 = ashr exact i32 %595, 3
  %597 = sext i32 %596 to i64
  %598 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 9216), i64 %597
  %599 = freeze i32 %543
  %600 = sdiv i32 %599, 2
  %601 = mul i32 %600, 2
  %602 = sub i32 %599, %601
  %603 = srem i32 %600, 4
  %604 = trunc nsw i32 %602 to i8
  %605 = shl nsw i8 %604, 2
  %606 = add nsw i8 %605, %340
  %607 = freeze i8 %606
  %608 = sdiv i8 %607, 4
  %609 = sext i8 %608 to i32
  %610 = mul i8 %608, 4
  %611 = sub i8 %607, %610
  %612 = sext i8 %611 to i32
  %613 = xor i32 %603, %612
  %614 = shl nsw i32 %609, 5
  %615 = shl nsw i32 %613, 3
  %616 = add nsw i32 %614, %615
  %617 = shl nsw i32 %600, 8
  %618 = add nsw i32 %617, %616
  %619 = ashr exact i32 %618, 3
  %620 = sext i32 %619 to i64
  %621 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 9216), i64 %620
  %622 = addrspacecast ptr %575 to ptr addrspace(3)
  %623 = ptrtoint ptr addrspace(3) %622 to i64
  %624 = trunc i64 %623 to i32
  %625 = getelementptr inbounds nuw i8, ptr %575, i64 128
  %626 = addrspacecast ptr %625 to ptr addrspace(3)
  %627 = ptrtoint ptr addrspace(3) %626 to i64
  %628 = trunc i64 %627 to i32
  %629 = getelementptr inbounds nuw i8, ptr %575, i64 256
  %630 = addrspacecast ptr %629 to ptr addrspace(3)
  %631 = ptrtoint ptr addrspace(3) %630 to i64
  %632 = trunc i64 %631 to i32
  %633 = sext i32 %552 to i64
  %634 = xor i32 %552, 16
  %635 = sext i32 %634 to i64
  %636 = xor i32 %552, 32
  %637 = sext i32 %636 to i64
  %638 = xor i32 %552, 48
  %639 = sext i32 %638 to i64
  %640 = getelementptr inbounds nuw i8, ptr %598, i64 4096
  %641 = getelementptr inbounds nuw i8, ptr %621, i64 4096
  %642 = getelementptr inbounds nuw i8, ptr %2, i64 36
  %643 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %644 = getelementptr inbounds nuw i8, ptr %2, i64 44
  %645 = getelementptr inbounds nuw i8, ptr %2, i64 68
  %646 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %647 = getelementptr inbounds nuw i8, ptr %2, i64 76
  %648 = getelementptr inbounds nuw i8, ptr %2, i64 100
  %649 = getelementptr inbounds nuw i8, ptr %2, i64 104
  %650 = getelementptr inbounds nuw i8, ptr %2, i64 108
  %651 = getelementptr inbounds nuw i8, ptr %2, i64 116
  %652 = getelementptr inbounds nuw i8, ptr %2, i64 120
  %653 = getelementptr inbounds nuw i8, ptr %2, i64 124
  %654 = getelementptr inbounds nuw i8, ptr %2, i64 84
  %655 = getelementptr inbounds nuw i8, ptr %2, i64 88
  %656 = getelementptr inbounds nuw i8, ptr %2, i64 92
  %657 = getelementptr inbounds nuw i8, ptr %2, i64 52
  %658 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %659 = getelementptr inbounds nuw i8, ptr %2, i64 60
  %660 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %661 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %662 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %663 = addrspacecast ptr %598 to ptr addrspace(3)
  %664 = ptrtoint ptr addrspace(3) %663 to i64
  %665 = trunc i64 %664 to i32
  %666 = addrspacecast ptr %621 to ptr addrspace(3)
  %667 = ptrtoint ptr addrspace(3) %666 to i64
  %668 = trunc i64 %667 to i32
  %669 = getelementptr inbounds nuw i8, ptr %598, i64 4096
  %670 = addrspacecast ptr %669 to ptr addrspace(3)
  %671 = ptrtoint ptr addrspace(3) %670 to i64
  %672 = trunc i64 %671 to i32
  %673 = getelementptr inbounds nuw i8, ptr %621, i64 4096
  %674 = addrspacecast ptr %673 to ptr addrspace(3)
  %675 = ptrtoint ptr addrspace(3) %674 to i64
  %676 = trunc i64 %675 to i32
  %677 = add nsw i32 %542, 8
  %678 = add nsw i32 %542, 16
  %679 = add nsw i32 %542, 24
  %680 = getelementptr inbounds nuw i8, ptr %598, i64 128
  %681 = addrspacecast ptr %680 to ptr addrspace(3)
  %682 = ptrtoint ptr addrspace(3) %681 to i64
  %683 = trunc i64 %682 to i32
  %684 = getelementptr inbounds nuw i8, ptr %621, i64 128
  %685 = addrspacecast ptr %684 to ptr addrspace(3)
  %686 = ptrtoint ptr addrspace(3) %685 to i64
  %687 = trunc i64 %686 to i32
  %688 = getelementptr inbounds nuw i8, ptr %598, i64 4224
  %689 = addrspacecast ptr %688 to ptr addrspace(3)
  %690 = ptrtoint ptr addrspace(3) %689 to i64
  %691 = trunc i64 %690 to i32
  %692 = getelementptr inbounds nuw i8, ptr %621, i64 4224
  %693 = addrspacecast ptr %692 to ptr addrspace(3)
  %694 = ptrtoint ptr addrspace(3) %693 to i64
  %695 = trunc i64 %694 to i32
  %696 = getelementptr inbounds nuw i8, ptr %598, i64 256
  %697 = addrspacecast ptr %696 to ptr addrspace(3)
  %698 = ptrtoint ptr addrspace(3) %697 to i64
  %699 = trunc i64 %698 to i32
  %700 = getelementptr inbounds nuw i8, ptr %621, i64 256
  %701 = addrspacecast ptr %700 to ptr addrspace(3)
  %702 = ptrtoint ptr addrspace(3) %701 to i64
  %703 = trunc i64 %702 to i32
  %704 = getelementptr inbounds nuw i8, ptr %598, i64 4352
  %705 = addrspacecast ptr %704 to ptr addrspace(3)
  %706 = ptrtoint ptr addrspace(3) %705 to i64
  %707 = trunc i64 %706 to i32
  %708 = getelementptr inbounds nuw i8, ptr %621, i64 4352
  %709 = addrspacecast ptr %708 to ptr addrspace(3)
  %710 = ptrtoint ptr addrspace(3) %709 to i64
  %711 = trunc i64 %710 to i32
  br label %718

712:                                              ; preds = %1993
  %713 = load ptr, ptr %168, align 8, !tbaa !88
  br label %714

714:                                              ; preds = %712, %313
  %715 = phi ptr [ %713, %712 ], [ %292, %313 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #11
  %716 = icmp eq ptr %715, null
  %717 = or i1 %306, %716
  br i1 %717, label %2923, label %2871

718:                                              ; preds = %1993, %332
  %719 = phi i32 [ %294, %332 ], [ %1996, %1993 ]
  %720 = phi i32 [ 0, %332 ], [ %1995, %1993 ]
  %721 = load i32, ptr %14, align 4, !tbaa !65
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %722 = load i32, ptr %115, align 4, !tbaa !82
  %723 = call noundef i32 @llvm.smin.i32(i32 %721, i32 32)
  %724 = load ptr, ptr %0, align 8, !tbaa !71
  %725 = load i32, ptr %333, align 4, !tbaa !6
  %726 = sext i32 %722 to i64
  %727 = srem i32 %725, 32
  %728 = icmp eq i32 %727, 0
  %729 = select i1 %728, i32 32, i32 %727
  %730 = call noundef i32 @llvm.smin.i32(i32 %725, i32 %729)
  %731 = icmp slt i32 %537, %723
  %732 = icmp slt i32 %538, %730
  %733 = mul nsw i64 %726, %540
  %734 = add nsw i64 %733, %539
  %735 = shl nsw i64 %734, 1
  %736 = getelementptr inbounds i8, ptr %724, i64 %735
  %737 = load i32, ptr %125, align 8, !tbaa !84
  %738 = sub nsw i32 %719, %720
  %739 = call noundef i32 @llvm.smin.i32(i32 %738, i32 128)
  %740 = load ptr, ptr %133, align 8, !tbaa !72
  %741 = load i32, ptr %5, align 4, !tbaa !6
  %742 = sext i32 %737 to i64
  %743 = shl nsw i64 %742, 4
  %744 = mul nsw i64 %742, -48
  %745 = mul nsw i32 %741, %737
  %746 = sext i32 %745 to i64
  %747 = getelementptr inbounds %"struct.cutlass::half_t", ptr %740, i64 %746
  %748 = srem i32 %725, 32
  %749 = icmp eq i32 %748, 0
  %750 = select i1 %749, i32 32, i32 %748
  %751 = call noundef i32 @llvm.smin.i32(i32 %725, i32 %750)
  %752 = icmp slt i32 %542, %739
  %753 = icmp slt i32 %538, %751
  %754 = select i1 %752, i1 %753, i1 false
  %755 = zext i1 %754 to i32
  %756 = icmp slt i32 %543, %739
  %757 = select i1 %756, i1 %753, i1 false
  %758 = select i1 %757, i32 2, i32 0
  %759 = or disjoint i32 %758, %755
  %760 = icmp slt i32 %544, %739
  %761 = select i1 %760, i1 %753, i1 false
  %762 = select i1 %761, i32 4, i32 0
  %763 = or disjoint i32 %762, %759
  %764 = icmp slt i32 %545, %739
  %765 = select i1 %764, i1 %753, i1 false
  %766 = select i1 %765, i32 8, i32 0
  %767 = or disjoint i32 %766, %763
  %768 = mul nsw i64 %742, %546
  %769 = add nsw i64 %768, %539
  %770 = shl nsw i64 %769, 1
  %771 = getelementptr inbounds i8, ptr %747, i64 %770
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #11
  %772 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %345, i32 0, i32 31)
  %773 = trunc i32 %772 to i8
  store i8 %773, ptr %6, align 1, !tbaa !95
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #11
  store i8 %346, ptr %7, align 1, !tbaa !95
  %774 = trunc i32 %772 to i8
  %775 = sdiv i8 %774, 4
  %776 = sext i8 %775 to i32
  %777 = trunc i32 %772 to i8
  %778 = srem i8 %777, 4
  %779 = sext i8 %778 to i32
  %780 = shl nsw i32 %776, 3
  %781 = sext i32 %780 to i64
  %782 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %781
  %783 = shl nsw i32 %779, 9
  %784 = add nsw i32 %780, %783
  %785 = sext i32 %784 to i64
  %786 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 9216), i64 %785
  %787 = load i32, ptr %333, align 4, !tbaa !6
  %788 = add i32 %787, -1
  %789 = icmp ult i32 %788, -63
  %790 = select i1 %789, i1 %731, i1 false
  %791 = select i1 %790, i1 %732, i1 false
  %792 = select i1 %789, i32 %767, i32 0
  %793 = select i1 %791, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %624, ptr %736, i32 16, i32 %793) #9, !srcloc !52
  %794 = shl nuw nsw i32 %792, 4
  %795 = and i32 %794, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %665, ptr %771, i32 16, i32 %795) #9, !srcloc !52
  %796 = getelementptr inbounds i8, ptr %771, i64 %743
  %797 = shl nuw nsw i32 %792, 3
  %798 = and i32 %797, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %668, ptr %796, i32 16, i32 %798) #9, !srcloc !52
  %799 = getelementptr inbounds i8, ptr %796, i64 %743
  %800 = shl nuw nsw i32 %792, 2
  %801 = and i32 %800, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %672, ptr %799, i32 16, i32 %801) #9, !srcloc !52
  %802 = getelementptr inbounds i8, ptr %799, i64 %743
  %803 = shl nuw nsw i32 %792, 1
  %804 = and i32 %803, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %676, ptr %802, i32 16, i32 %804) #9, !srcloc !52
  %805 = getelementptr inbounds i8, ptr %802, i64 %744
  %806 = icmp slt i32 %537, %723
  %807 = sext i32 %729 to i64
  %808 = shl nsw i64 %807, 1
  %809 = getelementptr inbounds i8, ptr %736, i64 %808
  %810 = icmp slt i32 %542, %739
  %811 = zext i1 %810 to i32
  %812 = icmp slt i32 %677, %739
  %813 = select i1 %812, i32 2, i32 0
  %814 = or disjoint i32 %813, %811
  %815 = icmp slt i32 %678, %739
  %816 = select i1 %815, i32 4, i32 0
  %817 = or disjoint i32 %816, %814
  %818 = icmp slt i32 %679, %739
  %819 = select i1 %818, i32 8, i32 0
  %820 = or disjoint i32 %819, %817
  %821 = sext i32 %750 to i64
  %822 = shl nsw i64 %821, 1
  %823 = getelementptr inbounds i8, ptr %805, i64 %822
  call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %824 = add i32 %787, -33
  %825 = icmp ult i32 %824, -32
  %826 = select i1 %825, i1 %806, i1 false
  %827 = select i1 %825, i32 %820, i32 0
  %828 = select i1 %826, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %628, ptr nonnull %809, i32 16, i32 %828) #9, !srcloc !52
  %829 = shl nuw nsw i32 %827, 4
  %830 = and i32 %829, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %683, ptr nonnull %823, i32 16, i32 %830) #9, !srcloc !52
  %831 = getelementptr inbounds i8, ptr %823, i64 %743
  %832 = shl nuw nsw i32 %827, 3
  %833 = and i32 %832, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %687, ptr nonnull %831, i32 16, i32 %833) #9, !srcloc !52
  %834 = getelementptr inbounds i8, ptr %831, i64 %743
  %835 = shl nuw nsw i32 %827, 2
  %836 = and i32 %835, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %691, ptr %834, i32 16, i32 %836) #9, !srcloc !52
  %837 = getelementptr inbounds i8, ptr %834, i64 %743
  %838 = shl nuw nsw i32 %827, 1
  %839 = and i32 %838, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %695, ptr %837, i32 16, i32 %839) #9, !srcloc !52
  %840 = getelementptr inbounds i8, ptr %837, i64 %744
  %841 = getelementptr inbounds nuw i8, ptr %809, i64 64
  %842 = getelementptr inbounds nuw i8, ptr %840, i64 64
  call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %843 = add i32 %787, -65
  %844 = icmp ult i32 %843, -32
  %845 = select i1 %844, i1 %826, i1 false
  %846 = select i1 %844, i32 %827, i32 0
  %847 = select i1 %845, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %632, ptr nonnull %841, i32 16, i32 %847) #9, !srcloc !52
  %848 = shl nuw nsw i32 %846, 4
  %849 = and i32 %848, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %699, ptr nonnull %842, i32 16, i32 %849) #9, !srcloc !52
  %850 = getelementptr inbounds i8, ptr %842, i64 %743
  %851 = shl nuw nsw i32 %846, 3
  %852 = and i32 %851, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %703, ptr nonnull %850, i32 16, i32 %852) #9, !srcloc !52
  %853 = getelementptr inbounds i8, ptr %850, i64 %743
  %854 = shl nuw nsw i32 %846, 2
  %855 = and i32 %854, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %707, ptr nonnull %853, i32 16, i32 %855) #9, !srcloc !52
  %856 = getelementptr inbounds i8, ptr %853, i64 %743
  %857 = shl nuw nsw i32 %846, 1
  %858 = and i32 %857, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %711, ptr nonnull %856, i32 16, i32 %858) #9, !srcloc !52
  call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 2) #9, !srcloc !53
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %859 = getelementptr inbounds i8, ptr %782, i64 %633
  %860 = addrspacecast ptr %859 to ptr addrspace(3)
  %861 = ptrtoint ptr addrspace(3) %860 to i64
  %862 = trunc i64 %861 to i32
  %863 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %862) #9, !srcloc !54
  %864 = getelementptr inbounds i8, ptr %786, i64 %633
  %865 = addrspacecast ptr %864 to ptr addrspace(3)
  %866 = ptrtoint ptr addrspace(3) %865 to i64
  %867 = trunc i64 %866 to i32
  %868 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %867) #9, !srcloc !54
  %869 = icmp sgt i32 %787, 0
  br i1 %869, label %870, label %1218

870:                                              ; preds = %718
  %871 = add nsw i32 %787, 31
  %872 = sdiv i32 %871, 32
  %873 = add nsw i32 %872, -3
  %874 = icmp ne i32 %873, 0
  %875 = select i1 %874, i32 %846, i32 0
  %876 = select i1 %874, i1 %845, i1 false
  %877 = zext i1 %876 to i32
  %878 = getelementptr inbounds nuw i8, ptr %809, i64 128
  br label %879

879:                                              ; preds = %879, %870
  %880 = phi i32 [ %877, %870 ], [ %1165, %879 ]
  %881 = phi i32 [ %875, %870 ], [ %1166, %879 ]
  %882 = phi { i32, i32, i32, i32 } [ %863, %870 ], [ %1171, %879 ]
  %883 = phi { i32, i32, i32, i32 } [ %868, %870 ], [ %1176, %879 ]
  %884 = phi float [ 0.000000e+00, %870 ], [ %1201, %879 ]
  %885 = phi float [ 0.000000e+00, %870 ], [ %1200, %879 ]
  %886 = phi float [ 0.000000e+00, %870 ], [ %1199, %879 ]
  %887 = phi float [ 0.000000e+00, %870 ], [ %1198, %879 ]
  %888 = phi float [ 0.000000e+00, %870 ], [ %1196, %879 ]
  %889 = phi float [ 0.000000e+00, %870 ], [ %1195, %879 ]
  %890 = phi float [ 0.000000e+00, %870 ], [ %1194, %879 ]
  %891 = phi float [ 0.000000e+00, %870 ], [ %1193, %879 ]
  %892 = phi float [ 0.000000e+00, %870 ], [ %1206, %879 ]
  %893 = phi float [ 0.000000e+00, %870 ], [ %1205, %879 ]
  %894 = phi float [ 0.000000e+00, %870 ], [ %1204, %879 ]
  %895 = phi float [ 0.000000e+00, %870 ], [ %1203, %879 ]
  %896 = phi float [ 0.000000e+00, %870 ], [ %1191, %879 ]
  %897 = phi float [ 0.000000e+00, %870 ], [ %1190, %879 ]
  %898 = phi float [ 0.000000e+00, %870 ], [ %1189, %879 ]
  %899 = phi float [ 0.000000e+00, %870 ], [ %1188, %879 ]
  %900 = phi float [ 0.000000e+00, %870 ], [ %1211, %879 ]
  %901 = phi float [ 0.000000e+00, %870 ], [ %1210, %879 ]
  %902 = phi float [ 0.000000e+00, %870 ], [ %1209, %879 ]
  %903 = phi float [ 0.000000e+00, %870 ], [ %1208, %879 ]
  %904 = phi float [ 0.000000e+00, %870 ], [ %1186, %879 ]
  %905 = phi float [ 0.000000e+00, %870 ], [ %1185, %879 ]
  %906 = phi float [ 0.000000e+00, %870 ], [ %1184, %879 ]
  %907 = phi float [ 0.000000e+00, %870 ], [ %1183, %879 ]
  %908 = phi float [ 0.000000e+00, %870 ], [ %1216, %879 ]
  %909 = phi float [ 0.000000e+00, %870 ], [ %1215, %879 ]
  %910 = phi float [ 0.000000e+00, %870 ], [ %1214, %879 ]
  %911 = phi float [ 0.000000e+00, %870 ], [ %1213, %879 ]
  %912 = phi float [ 0.000000e+00, %870 ], [ %1181, %879 ]
  %913 = phi float [ 0.000000e+00, %870 ], [ %1180, %879 ]
  %914 = phi float [ 0.000000e+00, %870 ], [ %1179, %879 ]
  %915 = phi float [ 0.000000e+00, %870 ], [ %1178, %879 ]
  %916 = phi ptr [ %853, %870 ], [ %1071, %879 ]
  %917 = phi ptr [ %878, %870 ], [ %1146, %879 ]
  %918 = phi i32 [ 0, %870 ], [ %1160, %879 ]
  %919 = phi i32 [ 3, %870 ], [ %1153, %879 ]
  %920 = phi i32 [ 384, %870 ], [ %1154, %879 ]
  %921 = phi i32 [ 384, %870 ], [ %1155, %879 ]
  %922 = phi ptr [ %786, %870 ], [ %1161, %879 ]
  %923 = phi ptr [ %782, %870 ], [ %1162, %879 ]
  %924 = phi i32 [ %873, %870 ], [ %1163, %879 ]
  %925 = getelementptr inbounds i8, ptr %916, i64 %743
  %926 = getelementptr inbounds i8, ptr %925, i64 %744
  %927 = getelementptr inbounds nuw i8, ptr %926, i64 64
  %928 = extractvalue { i32, i32, i32, i32 } %883, 3
  %929 = extractvalue { i32, i32, i32, i32 } %883, 2
  %930 = extractvalue { i32, i32, i32, i32 } %883, 1
  %931 = extractvalue { i32, i32, i32, i32 } %883, 0
  %932 = extractvalue { i32, i32, i32, i32 } %882, 3
  %933 = extractvalue { i32, i32, i32, i32 } %882, 2
  %934 = extractvalue { i32, i32, i32, i32 } %882, 1
  %935 = extractvalue { i32, i32, i32, i32 } %882, 0
  %936 = getelementptr inbounds i8, ptr %923, i64 %635
  %937 = addrspacecast ptr %936 to ptr addrspace(3)
  %938 = ptrtoint ptr addrspace(3) %937 to i64
  %939 = trunc i64 %938 to i32
  %940 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %939) #9, !srcloc !54
  %941 = extractvalue { i32, i32, i32, i32 } %940, 0
  %942 = extractvalue { i32, i32, i32, i32 } %940, 1
  %943 = extractvalue { i32, i32, i32, i32 } %940, 2
  %944 = extractvalue { i32, i32, i32, i32 } %940, 3
  %945 = getelementptr inbounds i8, ptr %922, i64 %635
  %946 = addrspacecast ptr %945 to ptr addrspace(3)
  %947 = ptrtoint ptr addrspace(3) %946 to i64
  %948 = trunc i64 %947 to i32
  %949 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %948) #9, !srcloc !54
  %950 = extractvalue { i32, i32, i32, i32 } %949, 0
  %951 = extractvalue { i32, i32, i32, i32 } %949, 1
  %952 = extractvalue { i32, i32, i32, i32 } %949, 2
  %953 = extractvalue { i32, i32, i32, i32 } %949, 3
  %954 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %935, i32 %934, i32 %931, float %915, float %914, float %913, float %912) #9, !srcloc !55
  %955 = extractvalue { float, float, float, float } %954, 0
  %956 = extractvalue { float, float, float, float } %954, 1
  %957 = extractvalue { float, float, float, float } %954, 2
  %958 = extractvalue { float, float, float, float } %954, 3
  %959 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %935, i32 %934, i32 %930, float %907, float %906, float %905, float %904) #9, !srcloc !55
  %960 = extractvalue { float, float, float, float } %959, 0
  %961 = extractvalue { float, float, float, float } %959, 1
  %962 = extractvalue { float, float, float, float } %959, 2
  %963 = extractvalue { float, float, float, float } %959, 3
  %964 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %935, i32 %934, i32 %929, float %899, float %898, float %897, float %896) #9, !srcloc !55
  %965 = extractvalue { float, float, float, float } %964, 0
  %966 = extractvalue { float, float, float, float } %964, 1
  %967 = extractvalue { float, float, float, float } %964, 2
  %968 = extractvalue { float, float, float, float } %964, 3
  %969 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %935, i32 %934, i32 %928, float %891, float %890, float %889, float %888) #9, !srcloc !55
  %970 = extractvalue { float, float, float, float } %969, 0
  %971 = extractvalue { float, float, float, float } %969, 1
  %972 = extractvalue { float, float, float, float } %969, 2
  %973 = extractvalue { float, float, float, float } %969, 3
  %974 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %933, i32 %932, i32 %928, float %887, float %886, float %885, float %884) #9, !srcloc !55
  %975 = extractvalue { float, float, float, float } %974, 0
  %976 = extractvalue { float, float, float, float } %974, 1
  %977 = extractvalue { float, float, float, float } %974, 2
  %978 = extractvalue { float, float, float, float } %974, 3
  %979 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %933, i32 %932, i32 %929, float %895, float %894, float %893, float %892) #9, !srcloc !55
  %980 = extractvalue { float, float, float, float } %979, 0
  %981 = extractvalue { float, float, float, float } %979, 1
  %982 = extractvalue { float, float, float, float } %979, 2
  %983 = extractvalue { float, float, float, float } %979, 3
  %984 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %933, i32 %932, i32 %930, float %903, float %902, float %901, float %900) #9, !srcloc !55
  %985 = extractvalue { float, float, float, float } %984, 0
  %986 = extractvalue { float, float, float, float } %984, 1
  %987 = extractvalue { float, float, float, float } %984, 2
  %988 = extractvalue { float, float, float, float } %984, 3
  %989 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %933, i32 %932, i32 %931, float %911, float %910, float %909, float %908) #9, !srcloc !55
  %990 = extractvalue { float, float, float, float } %989, 0
  %991 = extractvalue { float, float, float, float } %989, 1
  %992 = extractvalue { float, float, float, float } %989, 2
  %993 = extractvalue { float, float, float, float } %989, 3
  %994 = sext i32 %921 to i64
  %995 = getelementptr inbounds i8, ptr %575, i64 %994
  %996 = addrspacecast ptr %995 to ptr addrspace(3)
  %997 = ptrtoint ptr addrspace(3) %996 to i64
  %998 = trunc i64 %997 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $0, 0;\0A  @p cp.async.cg.shared.global.L2::128B [$1], [$2], $3;\0A}\0A", "r,r,l,n"(i32 %880, i32 %998, ptr nonnull %917, i32 16) #9, !srcloc !96
  %999 = sext i32 %920 to i64
  %1000 = getelementptr inbounds i8, ptr %598, i64 %999
  %1001 = addrspacecast ptr %1000 to ptr addrspace(3)
  %1002 = ptrtoint ptr addrspace(3) %1001 to i64
  %1003 = trunc i64 %1002 to i32
  %1004 = and i32 %881, 1
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $0, 0;\0A  @p cp.async.cg.shared.global.L2::128B [$1], [$2], $3;\0A}\0A", "r,r,l,n"(i32 %1004, i32 %1003, ptr nonnull %927, i32 16) #9, !srcloc !96
  %1005 = getelementptr inbounds i8, ptr %927, i64 %743
  %1006 = getelementptr inbounds i8, ptr %923, i64 %637
  %1007 = addrspacecast ptr %1006 to ptr addrspace(3)
  %1008 = ptrtoint ptr addrspace(3) %1007 to i64
  %1009 = trunc i64 %1008 to i32
  %1010 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1009) #9, !srcloc !54
  %1011 = extractvalue { i32, i32, i32, i32 } %1010, 0
  %1012 = extractvalue { i32, i32, i32, i32 } %1010, 1
  %1013 = extractvalue { i32, i32, i32, i32 } %1010, 2
  %1014 = extractvalue { i32, i32, i32, i32 } %1010, 3
  %1015 = getelementptr inbounds i8, ptr %922, i64 %637
  %1016 = addrspacecast ptr %1015 to ptr addrspace(3)
  %1017 = ptrtoint ptr addrspace(3) %1016 to i64
  %1018 = trunc i64 %1017 to i32
  %1019 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1018) #9, !srcloc !54
  %1020 = extractvalue { i32, i32, i32, i32 } %1019, 0
  %1021 = extractvalue { i32, i32, i32, i32 } %1019, 1
  %1022 = extractvalue { i32, i32, i32, i32 } %1019, 2
  %1023 = extractvalue { i32, i32, i32, i32 } %1019, 3
  %1024 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %941, i32 %942, i32 %950, float %955, float %956, float %957, float %958) #9, !srcloc !55
  %1025 = extractvalue { float, float, float, float } %1024, 0
  %1026 = extractvalue { float, float, float, float } %1024, 1
  %1027 = extractvalue { float, float, float, float } %1024, 2
  %1028 = extractvalue { float, float, float, float } %1024, 3
  %1029 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %941, i32 %942, i32 %951, float %960, float %961, float %962, float %963) #9, !srcloc !55
  %1030 = extractvalue { float, float, float, float } %1029, 0
  %1031 = extractvalue { float, float, float, float } %1029, 1
  %1032 = extractvalue { float, float, float, float } %1029, 2
  %1033 = extractvalue { float, float, float, float } %1029, 3
  %1034 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %941, i32 %942, i32 %952, float %965, float %966, float %967, float %968) #9, !srcloc !55
  %1035 = extractvalue { float, float, float, float } %1034, 0
  %1036 = extractvalue { float, float, float, float } %1034, 1
  %1037 = extractvalue { float, float, float, float } %1034, 2
  %1038 = extractvalue { float, float, float, float } %1034, 3
  %1039 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %941, i32 %942, i32 %953, float %970, float %971, float %972, float %973) #9, !srcloc !55
  %1040 = extractvalue { float, float, float, float } %1039, 0
  %1041 = extractvalue { float, float, float, float } %1039, 1
  %1042 = extractvalue { float, float, float, float } %1039, 2
  %1043 = extractvalue { float, float, float, float } %1039, 3
  %1044 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %943, i32 %944, i32 %953, float %975, float %976, float %977, float %978) #9, !srcloc !55
  %1045 = extractvalue { float, float, float, float } %1044, 0
  %1046 = extractvalue { float, float, float, float } %1044, 1
  %1047 = extractvalue { float, float, float, float } %1044, 2
  %1048 = extractvalue { float, float, float, float } %1044, 3
  %1049 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %943, i32 %944, i32 %952, float %980, float %981, float %982, float %983) #9, !srcloc !55
  %1050 = extractvalue { float, float, float, float } %1049, 0
  %1051 = extractvalue { float, float, float, float } %1049, 1
  %1052 = extractvalue { float, float, float, float } %1049, 2
  %1053 = extractvalue { float, float, float, float } %1049, 3
  %1054 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %943, i32 %944, i32 %951, float %985, float %986, float %987, float %988) #9, !srcloc !55
  %1055 = extractvalue { float, float, float, float } %1054, 0
  %1056 = extractvalue { float, float, float, float } %1054, 1
  %1057 = extractvalue { float, float, float, float } %1054, 2
  %1058 = extractvalue { float, float, float, float } %1054, 3
  %1059 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %943, i32 %944, i32 %950, float %990, float %991, float %992, float %993) #9, !srcloc !55
  %1060 = extractvalue { float, float, float, float } %1059, 0
  %1061 = extractvalue { float, float, float, float } %1059, 1
  %1062 = extractvalue { float, float, float, float } %1059, 2
  %1063 = extractvalue { float, float, float, float } %1059, 3
  %1064 = sext i32 %920 to i64
  %1065 = getelementptr inbounds i8, ptr %621, i64 %1064
  %1066 = addrspacecast ptr %1065 to ptr addrspace(3)
  %1067 = ptrtoint ptr addrspace(3) %1066 to i64
  %1068 = trunc i64 %1067 to i32
  %1069 = lshr i32 %881, 1
  %1070 = and i32 %1069, 1
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $0, 0;\0A  @p cp.async.cg.shared.global.L2::128B [$1], [$2], $3;\0A}\0A", "r,r,l,n"(i32 %1070, i32 %1068, ptr nonnull %1005, i32 16) #9, !srcloc !96
  %1071 = getelementptr inbounds i8, ptr %1005, i64 %743
  %1072 = getelementptr inbounds i8, ptr %923, i64 %639
  %1073 = addrspacecast ptr %1072 to ptr addrspace(3)
  %1074 = ptrtoint ptr addrspace(3) %1073 to i64
  %1075 = trunc i64 %1074 to i32
  %1076 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1075) #9, !srcloc !54
  %1077 = extractvalue { i32, i32, i32, i32 } %1076, 0
  %1078 = extractvalue { i32, i32, i32, i32 } %1076, 1
  %1079 = extractvalue { i32, i32, i32, i32 } %1076, 2
  %1080 = extractvalue { i32, i32, i32, i32 } %1076, 3
  %1081 = getelementptr inbounds nuw i8, ptr %923, i64 128
  %1082 = getelementptr inbounds i8, ptr %922, i64 %639
  %1083 = addrspacecast ptr %1082 to ptr addrspace(3)
  %1084 = ptrtoint ptr addrspace(3) %1083 to i64
  %1085 = trunc i64 %1084 to i32
  %1086 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1085) #9, !srcloc !54
  %1087 = extractvalue { i32, i32, i32, i32 } %1086, 0
  %1088 = extractvalue { i32, i32, i32, i32 } %1086, 1
  %1089 = extractvalue { i32, i32, i32, i32 } %1086, 2
  %1090 = extractvalue { i32, i32, i32, i32 } %1086, 3
  %1091 = getelementptr inbounds nuw i8, ptr %922, i64 128
  %1092 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1011, i32 %1012, i32 %1020, float %1025, float %1026, float %1027, float %1028) #9, !srcloc !55
  %1093 = extractvalue { float, float, float, float } %1092, 0
  %1094 = extractvalue { float, float, float, float } %1092, 1
  %1095 = extractvalue { float, float, float, float } %1092, 2
  %1096 = extractvalue { float, float, float, float } %1092, 3
  %1097 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1011, i32 %1012, i32 %1021, float %1030, float %1031, float %1032, float %1033) #9, !srcloc !55
  %1098 = extractvalue { float, float, float, float } %1097, 0
  %1099 = extractvalue { float, float, float, float } %1097, 1
  %1100 = extractvalue { float, float, float, float } %1097, 2
  %1101 = extractvalue { float, float, float, float } %1097, 3
  %1102 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1011, i32 %1012, i32 %1022, float %1035, float %1036, float %1037, float %1038) #9, !srcloc !55
  %1103 = extractvalue { float, float, float, float } %1102, 0
  %1104 = extractvalue { float, float, float, float } %1102, 1
  %1105 = extractvalue { float, float, float, float } %1102, 2
  %1106 = extractvalue { float, float, float, float } %1102, 3
  %1107 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1011, i32 %1012, i32 %1023, float %1040, float %1041, float %1042, float %1043) #9, !srcloc !55
  %1108 = extractvalue { float, float, float, float } %1107, 0
  %1109 = extractvalue { float, float, float, float } %1107, 1
  %1110 = extractvalue { float, float, float, float } %1107, 2
  %1111 = extractvalue { float, float, float, float } %1107, 3
  %1112 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1013, i32 %1014, i32 %1023, float %1045, float %1046, float %1047, float %1048) #9, !srcloc !55
  %1113 = extractvalue { float, float, float, float } %1112, 0
  %1114 = extractvalue { float, float, float, float } %1112, 1
  %1115 = extractvalue { float, float, float, float } %1112, 2
  %1116 = extractvalue { float, float, float, float } %1112, 3
  %1117 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1013, i32 %1014, i32 %1022, float %1050, float %1051, float %1052, float %1053) #9, !srcloc !55
  %1118 = extractvalue { float, float, float, float } %1117, 0
  %1119 = extractvalue { float, float, float, float } %1117, 1
  %1120 = extractvalue { float, float, float, float } %1117, 2
  %1121 = extractvalue { float, float, float, float } %1117, 3
  %1122 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1013, i32 %1014, i32 %1021, float %1055, float %1056, float %1057, float %1058) #9, !srcloc !55
  %1123 = extractvalue { float, float, float, float } %1122, 0
  %1124 = extractvalue { float, float, float, float } %1122, 1
  %1125 = extractvalue { float, float, float, float } %1122, 2
  %1126 = extractvalue { float, float, float, float } %1122, 3
  %1127 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1013, i32 %1014, i32 %1020, float %1060, float %1061, float %1062, float %1063) #9, !srcloc !55
  %1128 = extractvalue { float, float, float, float } %1127, 0
  %1129 = extractvalue { float, float, float, float } %1127, 1
  %1130 = extractvalue { float, float, float, float } %1127, 2
  %1131 = extractvalue { float, float, float, float } %1127, 3
  %1132 = sext i32 %920 to i64
  %1133 = getelementptr inbounds i8, ptr %640, i64 %1132
  %1134 = addrspacecast ptr %1133 to ptr addrspace(3)
  %1135 = ptrtoint ptr addrspace(3) %1134 to i64
  %1136 = trunc i64 %1135 to i32
  %1137 = lshr i32 %881, 2
  %1138 = and i32 %1137, 1
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $0, 0;\0A  @p cp.async.cg.shared.global.L2::128B [$1], [$2], $3;\0A}\0A", "r,r,l,n"(i32 %1138, i32 %1136, ptr nonnull %1071, i32 16) #9, !srcloc !96
  %1139 = getelementptr inbounds i8, ptr %1071, i64 %743
  %1140 = getelementptr inbounds i8, ptr %641, i64 %1132
  %1141 = addrspacecast ptr %1140 to ptr addrspace(3)
  %1142 = ptrtoint ptr addrspace(3) %1141 to i64
  %1143 = trunc i64 %1142 to i32
  %1144 = lshr i32 %881, 3
  %1145 = and i32 %1144, 1
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $0, 0;\0A  @p cp.async.cg.shared.global.L2::128B [$1], [$2], $3;\0A}\0A", "r,r,l,n"(i32 %1145, i32 %1143, ptr nonnull %1139, i32 16) #9, !srcloc !96
  call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 2) #9, !srcloc !53
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1146 = getelementptr inbounds nuw i8, ptr %917, i64 64
  %1147 = add i32 %921, 128
  %1148 = add i32 %920, 128
  %1149 = add nuw nsw i32 %919, 1
  %1150 = icmp eq i32 %1149, 4
  %1151 = add i32 %921, -384
  %1152 = add i32 %920, -384
  %1153 = select i1 %1150, i32 0, i32 %1149
  %1154 = select i1 %1150, i32 %1152, i32 %1148
  %1155 = select i1 %1150, i32 %1151, i32 %1147
  %1156 = add nsw i32 %918, 1
  %1157 = icmp eq i32 %1156, 4
  %1158 = getelementptr inbounds i8, ptr %923, i64 -384
  %1159 = getelementptr inbounds i8, ptr %922, i64 -384
  %1160 = select i1 %1157, i32 0, i32 %1156
  %1161 = select i1 %1157, ptr %1159, ptr %1091
  %1162 = select i1 %1157, ptr %1158, ptr %1081
  %1163 = add nsw i32 %924, -1
  %1164 = icmp eq i32 %1163, 0
  %1165 = select i1 %1164, i32 0, i32 %880
  %1166 = select i1 %1164, i32 0, i32 %881
  %1167 = getelementptr inbounds i8, ptr %1162, i64 %633
  %1168 = addrspacecast ptr %1167 to ptr addrspace(3)
  %1169 = ptrtoint ptr addrspace(3) %1168 to i64
  %1170 = trunc i64 %1169 to i32
  %1171 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1170) #9, !srcloc !54
  %1172 = getelementptr inbounds i8, ptr %1161, i64 %633
  %1173 = addrspacecast ptr %1172 to ptr addrspace(3)
  %1174 = ptrtoint ptr addrspace(3) %1173 to i64
  %1175 = trunc i64 %1174 to i32
  %1176 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1175) #9, !srcloc !54
  %1177 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1077, i32 %1078, i32 %1087, float %1093, float %1094, float %1095, float %1096) #9, !srcloc !55
  %1178 = extractvalue { float, float, float, float } %1177, 0
  %1179 = extractvalue { float, float, float, float } %1177, 1
  %1180 = extractvalue { float, float, float, float } %1177, 2
  %1181 = extractvalue { float, float, float, float } %1177, 3
  %1182 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1077, i32 %1078, i32 %1088, float %1098, float %1099, float %1100, float %1101) #9, !srcloc !55
  %1183 = extractvalue { float, float, float, float } %1182, 0
  %1184 = extractvalue { float, float, float, float } %1182, 1
  %1185 = extractvalue { float, float, float, float } %1182, 2
  %1186 = extractvalue { float, float, float, float } %1182, 3
  %1187 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1077, i32 %1078, i32 %1089, float %1103, float %1104, float %1105, float %1106) #9, !srcloc !55
  %1188 = extractvalue { float, float, float, float } %1187, 0
  %1189 = extractvalue { float, float, float, float } %1187, 1
  %1190 = extractvalue { float, float, float, float } %1187, 2
  %1191 = extractvalue { float, float, float, float } %1187, 3
  %1192 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1077, i32 %1078, i32 %1090, float %1108, float %1109, float %1110, float %1111) #9, !srcloc !55
  %1193 = extractvalue { float, float, float, float } %1192, 0
  %1194 = extractvalue { float, float, float, float } %1192, 1
  %1195 = extractvalue { float, float, float, float } %1192, 2
  %1196 = extractvalue { float, float, float, float } %1192, 3
  %1197 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1079, i32 %1080, i32 %1090, float %1113, float %1114, float %1115, float %1116) #9, !srcloc !55
  %1198 = extractvalue { float, float, float, float } %1197, 0
  %1199 = extractvalue { float, float, float, float } %1197, 1
  %1200 = extractvalue { float, float, float, float } %1197, 2
  %1201 = extractvalue { float, float, float, float } %1197, 3
  %1202 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1079, i32 %1080, i32 %1089, float %1118, float %1119, float %1120, float %1121) #9, !srcloc !55
  %1203 = extractvalue { float, float, float, float } %1202, 0
  %1204 = extractvalue { float, float, float, float } %1202, 1
  %1205 = extractvalue { float, float, float, float } %1202, 2
  %1206 = extractvalue { float, float, float, float } %1202, 3
  %1207 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1079, i32 %1080, i32 %1088, float %1123, float %1124, float %1125, float %1126) #9, !srcloc !55
  %1208 = extractvalue { float, float, float, float } %1207, 0
  %1209 = extractvalue { float, float, float, float } %1207, 1
  %1210 = extractvalue { float, float, float, float } %1207, 2
  %1211 = extractvalue { float, float, float, float } %1207, 3
  %1212 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1079, i32 %1080, i32 %1087, float %1128, float %1129, float %1130, float %1131) #9, !srcloc !55
  %1213 = extractvalue { float, float, float, float } %1212, 0
  %1214 = extractvalue { float, float, float, float } %1212, 1
  %1215 = extractvalue { float, float, float, float } %1212, 2
  %1216 = extractvalue { float, float, float, float } %1212, 3
  %1217 = icmp sgt i32 %924, -2
  br i1 %1217, label %879, label %1218, !llvm.loop !97

1218:                                             ; preds = %879, %718
  %1219 = phi float [ 0.000000e+00, %718 ], [ %1201, %879 ]
  %1220 = phi float [ 0.000000e+00, %718 ], [ %1200, %879 ]
  %1221 = phi float [ 0.000000e+00, %718 ], [ %1199, %879 ]
  %1222 = phi float [ 0.000000e+00, %718 ], [ %1198, %879 ]
  %1223 = phi float [ 0.000000e+00, %718 ], [ %1196, %879 ]
  %1224 = phi float [ 0.000000e+00, %718 ], [ %1195, %879 ]
  %1225 = phi float [ 0.000000e+00, %718 ], [ %1194, %879 ]
  %1226 = phi float [ 0.000000e+00, %718 ], [ %1193, %879 ]
  %1227 = phi float [ 0.000000e+00, %718 ], [ %1206, %879 ]
  %1228 = phi float [ 0.000000e+00, %718 ], [ %1205, %879 ]
  %1229 = phi float [ 0.000000e+00, %718 ], [ %1204, %879 ]
  %1230 = phi float [ 0.000000e+00, %718 ], [ %1203, %879 ]
  %1231 = phi float [ 0.000000e+00, %718 ], [ %1191, %879 ]
  %1232 = phi float [ 0.000000e+00, %718 ], [ %1190, %879 ]
  %1233 = phi float [ 0.000000e+00, %718 ], [ %1189, %879 ]
  %1234 = phi float [ 0.000000e+00, %718 ], [ %1188, %879 ]
  %1235 = phi float [ 0.000000e+00, %718 ], [ %1211, %879 ]
  %1236 = phi float [ 0.000000e+00, %718 ], [ %1210, %879 ]
  %1237 = phi float [ 0.000000e+00, %718 ], [ %1209, %879 ]
  %1238 = phi float [ 0.000000e+00, %718 ], [ %1208, %879 ]
  %1239 = phi float [ 0.000000e+00, %718 ], [ %1186, %879 ]
  %1240 = phi float [ 0.000000e+00, %718 ], [ %1185, %879 ]
  %1241 = phi float [ 0.000000e+00, %718 ], [ %1184, %879 ]
  %1242 = phi float [ 0.000000e+00, %718 ], [ %1183, %879 ]
  %1243 = phi float [ 0.000000e+00, %718 ], [ %1216, %879 ]
  %1244 = phi float [ 0.000000e+00, %718 ], [ %1215, %879 ]
  %1245 = phi float [ 0.000000e+00, %718 ], [ %1214, %879 ]
  %1246 = phi float [ 0.000000e+00, %718 ], [ %1213, %879 ]
  %1247 = phi float [ 0.000000e+00, %718 ], [ %1181, %879 ]
  %1248 = phi float [ 0.000000e+00, %718 ], [ %1180, %879 ]
  %1249 = phi float [ 0.000000e+00, %718 ], [ %1179, %879 ]
  %1250 = phi float [ 0.000000e+00, %718 ], [ %1178, %879 ]
  call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  call void asm sideeffect "cp.async.wait_all;\0A", ""() #9, !srcloc !49
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1251 = load i32, ptr %136, align 4, !tbaa !86
  %1252 = load ptr, ptr %144, align 8, !tbaa !73
  %1253 = load i32, ptr %5, align 4, !tbaa !6
  %1254 = load i32, ptr %149, align 8, !tbaa !6
  %1255 = sext i32 %1251 to i64
  %1256 = shl nsw i64 %1255, 3
  %1257 = mul nsw i64 %1255, 56
  %1258 = mul nsw i32 %1253, %1251
  %1259 = sext i32 %1258 to i64
  %1260 = getelementptr inbounds %"struct.cutlass::half_t", ptr %1252, i64 %1259
  %1261 = srem i32 %739, 32
  %1262 = icmp eq i32 %1261, 0
  %1263 = select i1 %1262, i32 32, i32 %1261
  %1264 = call noundef i32 @llvm.smin.i32(i32 %1263, i32 %739)
  %1265 = icmp slt i32 %365, %1264
  %1266 = icmp slt i32 %366, %1254
  %1267 = select i1 %1265, i1 %1266, i1 false
  %1268 = zext i1 %1267 to i32
  %1269 = icmp slt i32 %367, %1254
  %1270 = select i1 %1265, i1 %1269, i1 false
  %1271 = select i1 %1270, i32 2, i32 0
  %1272 = or disjoint i32 %1271, %1268
  %1273 = icmp slt i32 %368, %1264
  %1274 = select i1 %1273, i1 %1266, i1 false
  %1275 = select i1 %1274, i32 4, i32 0
  %1276 = or disjoint i32 %1272, %1275
  %1277 = select i1 %1273, i1 %1269, i1 false
  %1278 = select i1 %1277, i32 8, i32 0
  %1279 = or disjoint i32 %1276, %1278
  %1280 = zext i1 %1266 to i32
  %1281 = select i1 %1269, i32 2, i32 0
  %1282 = or disjoint i32 %1281, %1280
  %1283 = select i1 %1266, i32 4, i32 0
  %1284 = or disjoint i32 %1282, %1283
  %1285 = select i1 %1269, i32 8, i32 0
  %1286 = or disjoint i32 %1284, %1285
  %1287 = mul nsw i64 %1255, %370
  %1288 = add nsw i64 %1287, %369
  %1289 = shl nsw i64 %1288, 1
  %1290 = getelementptr inbounds i8, ptr %1260, i64 %1289
  %1291 = add nsw i32 %739, 31
  %1292 = sdiv i32 %1291, 32
  %1293 = add i32 %739, -1
  %1294 = icmp ult i32 %1293, 32
  %1295 = select i1 %1294, i32 %1279, i32 %1286
  %1296 = add nsw i32 %739, 62
  %1297 = icmp ult i32 %1296, 63
  %1298 = select i1 %1297, i32 0, i32 %1295
  %1299 = shl nuw nsw i32 %1298, 4
  %1300 = and i32 %1299, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %412, ptr %1290, i32 16, i32 %1300) #9, !srcloc !52
  %1301 = getelementptr inbounds nuw i8, ptr %1290, i64 128
  %1302 = shl nuw nsw i32 %1298, 3
  %1303 = and i32 %1302, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %416, ptr nonnull %1301, i32 16, i32 %1303) #9, !srcloc !52
  %1304 = getelementptr inbounds i8, ptr %1290, i64 %1256
  %1305 = shl nuw nsw i32 %1298, 2
  %1306 = and i32 %1305, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %419, ptr %1304, i32 16, i32 %1306) #9, !srcloc !52
  %1307 = getelementptr inbounds nuw i8, ptr %1304, i64 128
  %1308 = shl nuw nsw i32 %1298, 1
  %1309 = and i32 %1308, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %423, ptr nonnull %1307, i32 16, i32 %1309) #9, !srcloc !52
  %1310 = getelementptr inbounds i8, ptr %1304, i64 %1257
  call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %1311 = add nsw i32 %1292, -1
  %1312 = icmp eq i32 %1311, 1
  %1313 = select i1 %1312, i32 %1279, i32 %1298
  %1314 = icmp eq i32 %1311, 0
  %1315 = select i1 %1314, i32 0, i32 %1313
  %1316 = shl nuw nsw i32 %1315, 4
  %1317 = and i32 %1316, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %427, ptr %1310, i32 16, i32 %1317) #9, !srcloc !52
  %1318 = getelementptr inbounds nuw i8, ptr %1310, i64 128
  %1319 = shl nuw nsw i32 %1315, 3
  %1320 = and i32 %1319, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %431, ptr nonnull %1318, i32 16, i32 %1320) #9, !srcloc !52
  %1321 = getelementptr inbounds i8, ptr %1310, i64 %1256
  %1322 = shl nuw nsw i32 %1315, 2
  %1323 = and i32 %1322, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %435, ptr %1321, i32 16, i32 %1323) #9, !srcloc !52
  %1324 = getelementptr inbounds nuw i8, ptr %1321, i64 128
  %1325 = shl nuw nsw i32 %1315, 1
  %1326 = and i32 %1325, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %439, ptr nonnull %1324, i32 16, i32 %1326) #9, !srcloc !52
  %1327 = getelementptr inbounds i8, ptr %1321, i64 %1257
  call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %1328 = add nsw i32 %1292, -2
  %1329 = icmp eq i32 %1328, 1
  %1330 = select i1 %1329, i32 %1279, i32 %1315
  %1331 = icmp eq i32 %1328, 0
  %1332 = select i1 %1331, i32 0, i32 %1330
  %1333 = shl nuw nsw i32 %1332, 4
  %1334 = and i32 %1333, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %443, ptr %1327, i32 16, i32 %1334) #9, !srcloc !52
  %1335 = getelementptr inbounds nuw i8, ptr %1327, i64 128
  %1336 = shl nuw nsw i32 %1332, 3
  %1337 = and i32 %1336, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %447, ptr nonnull %1335, i32 16, i32 %1337) #9, !srcloc !52
  %1338 = getelementptr inbounds i8, ptr %1327, i64 %1256
  %1339 = shl nuw nsw i32 %1332, 2
  %1340 = and i32 %1339, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %451, ptr %1338, i32 16, i32 %1340) #9, !srcloc !52
  %1341 = getelementptr inbounds nuw i8, ptr %1338, i64 128
  %1342 = shl nuw nsw i32 %1332, 1
  %1343 = and i32 %1342, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %455, ptr nonnull %1341, i32 16, i32 %1343) #9, !srcloc !52
  %1344 = getelementptr inbounds i8, ptr %1338, i64 %1257
  call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %1345 = add nsw i32 %1292, -3
  %1346 = icmp eq i32 %1345, 1
  %1347 = select i1 %1346, i32 %1279, i32 %1332
  %1348 = icmp eq i32 %1345, 0
  %1349 = select i1 %1348, i32 0, i32 %1347
  %1350 = shl nuw nsw i32 %1349, 4
  %1351 = and i32 %1350, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %459, ptr %1344, i32 16, i32 %1351) #9, !srcloc !52
  %1352 = getelementptr inbounds nuw i8, ptr %1344, i64 128
  %1353 = shl nuw nsw i32 %1349, 3
  %1354 = and i32 %1353, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %463, ptr nonnull %1352, i32 16, i32 %1354) #9, !srcloc !52
  %1355 = getelementptr inbounds i8, ptr %1344, i64 %1256
  %1356 = shl nuw nsw i32 %1349, 2
  %1357 = and i32 %1356, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %467, ptr %1355, i32 16, i32 %1357) #9, !srcloc !52
  %1358 = getelementptr inbounds nuw i8, ptr %1355, i64 128
  %1359 = shl nuw nsw i32 %1349, 1
  %1360 = and i32 %1359, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %471, ptr nonnull %1358, i32 16, i32 %1360) #9, !srcloc !52
  call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %1361 = load i8, ptr %6, align 1, !tbaa !95
  %1362 = sext i8 %1361 to i32
  %1363 = load i8, ptr %183, align 8, !tbaa !89
  %1364 = icmp eq i8 %1363, 0
  br i1 %1364, label %1365, label %1369

1365:                                             ; preds = %1218
  %1366 = load i8, ptr %7, align 1, !tbaa !95
  %1367 = load i32, ptr %196, align 8, !tbaa !70
  %1368 = load i32, ptr %5, align 4, !tbaa !6
  br label %1461

1369:                                             ; preds = %1218
  %1370 = load i32, ptr %5, align 4, !tbaa !6
  %1371 = add nsw i32 %1370, 128
  %1372 = load i32, ptr %196, align 8, !tbaa !70
  %1373 = call noundef i32 @llvm.smin.i32(i32 %1372, i32 %1371)
  %1374 = load i32, ptr %472, align 8, !tbaa !90
  %1375 = add i32 %1374, %13
  %1376 = icmp ult i32 %1373, %1375
  %1377 = load i8, ptr %7, align 1, !tbaa !95
  br i1 %1376, label %1461, label %1378

1378:                                             ; preds = %1369
  %1379 = sext i8 %1377 to i32
  %1380 = ashr i32 %1379, 2
  %1381 = shl nsw i32 %1379, 1
  %1382 = and i32 %1381, 6
  %1383 = shl nsw i32 %1362, 5
  %1384 = or disjoint i32 %1382, %1383
  %1385 = sub i32 %13, %1370
  %1386 = add i32 %1385, %1374
  %1387 = add i32 %1386, %1380
  %1388 = icmp sgt i32 %1384, %1387
  %1389 = select i1 %1388, float 0xFFF0000000000000, float %1250
  %1390 = icmp slt i32 %1384, %1387
  %1391 = select i1 %1390, float %1249, float 0xFFF0000000000000
  %1392 = or disjoint i32 %1384, 8
  %1393 = icmp sgt i32 %1392, %1387
  %1394 = select i1 %1393, float 0xFFF0000000000000, float %1242
  %1395 = or disjoint i32 %1384, 9
  %1396 = icmp sgt i32 %1395, %1387
  %1397 = select i1 %1396, float 0xFFF0000000000000, float %1241
  %1398 = or disjoint i32 %1384, 16
  %1399 = icmp sgt i32 %1398, %1387
  %1400 = select i1 %1399, float 0xFFF0000000000000, float %1234
  %1401 = or disjoint i32 %1384, 17
  %1402 = icmp sgt i32 %1401, %1387
  %1403 = select i1 %1402, float 0xFFF0000000000000, float %1233
  %1404 = or disjoint i32 %1384, 24
  %1405 = icmp sgt i32 %1404, %1387
  %1406 = select i1 %1405, float 0xFFF0000000000000, float %1226
  %1407 = or disjoint i32 %1384, 25
  %1408 = icmp sgt i32 %1407, %1387
  %1409 = select i1 %1408, float 0xFFF0000000000000, float %1225
  %1410 = add i32 %1387, 8
  %1411 = icmp sgt i32 %1384, %1410
  %1412 = select i1 %1411, float 0xFFF0000000000000, float %1248
  %1413 = icmp slt i32 %1384, %1410
  %1414 = select i1 %1413, float %1247, float 0xFFF0000000000000
  %1415 = icmp sgt i32 %1392, %1410
  %1416 = select i1 %1415, float 0xFFF0000000000000, float %1240
  %1417 = icmp sgt i32 %1395, %1410
  %1418 = select i1 %1417, float 0xFFF0000000000000, float %1239
  %1419 = icmp sgt i32 %1398, %1410
  %1420 = select i1 %1419, float 0xFFF0000000000000, float %1232
  %1421 = icmp sgt i32 %1401, %1410
  %1422 = select i1 %1421, float 0xFFF0000000000000, float %1231
  %1423 = icmp sgt i32 %1404, %1410
  %1424 = select i1 %1423, float 0xFFF0000000000000, float %1224
  %1425 = icmp sgt i32 %1407, %1410
  %1426 = select i1 %1425, float 0xFFF0000000000000, float %1223
  %1427 = add i32 %1387, 16
  %1428 = icmp sgt i32 %1384, %1427
  %1429 = select i1 %1428, float 0xFFF0000000000000, float %1246
  %1430 = icmp slt i32 %1384, %1427
  %1431 = select i1 %1430, float %1245, float 0xFFF0000000000000
  %1432 = icmp sgt i32 %1392, %1427
  %1433 = select i1 %1432, float 0xFFF0000000000000, float %1238
  %1434 = icmp sgt i32 %1395, %1427
  %1435 = select i1 %1434, float 0xFFF0000000000000, float %1237
  %1436 = icmp sgt i32 %1398, %1427
  %1437 = select i1 %1436, float 0xFFF0000000000000, float %1230
  %1438 = icmp sgt i32 %1401, %1427
  %1439 = select i1 %1438, float 0xFFF0000000000000, float %1229
  %1440 = icmp sgt i32 %1404, %1427
  %1441 = select i1 %1440, float 0xFFF0000000000000, float %1222
  %1442 = icmp sgt i32 %1407, %1427
  %1443 = select i1 %1442, float 0xFFF0000000000000, float %1221
  %1444 = add i32 %1387, 24
  %1445 = icmp sgt i32 %1384, %1444
  %1446 = select i1 %1445, float 0xFFF0000000000000, float %1244
  %1447 = icmp slt i32 %1384, %1444
  %1448 = select i1 %1447, float %1243, float 0xFFF0000000000000
  %1449 = icmp sgt i32 %1392, %1444
  %1450 = select i1 %1449, float 0xFFF0000000000000, float %1236
  %1451 = icmp sgt i32 %1395, %1444
  %1452 = select i1 %1451, float 0xFFF0000000000000, float %1235
  %1453 = icmp sgt i32 %1398, %1444
  %1454 = select i1 %1453, float 0xFFF0000000000000, float %1228
  %1455 = icmp sgt i32 %1401, %1444
  %1456 = select i1 %1455, float 0xFFF0000000000000, float %1227
  %1457 = icmp sgt i32 %1404, %1444
  %1458 = select i1 %1457, float 0xFFF0000000000000, float %1220
  %1459 = icmp sgt i32 %1407, %1444
  %1460 = select i1 %1459, float 0xFFF0000000000000, float %1219
  br label %1461

1461:                                             ; preds = %1378, %1369, %1365
  %1462 = phi i32 [ %1368, %1365 ], [ %1370, %1369 ], [ %1370, %1378 ]
  %1463 = phi i32 [ %1367, %1365 ], [ %1372, %1369 ], [ %1372, %1378 ]
  %1464 = phi i8 [ %1366, %1365 ], [ %1377, %1369 ], [ %1377, %1378 ]
  %1465 = phi float [ %1219, %1365 ], [ %1219, %1369 ], [ %1460, %1378 ]
  %1466 = phi float [ %1220, %1365 ], [ %1220, %1369 ], [ %1458, %1378 ]
  %1467 = phi float [ %1221, %1365 ], [ %1221, %1369 ], [ %1443, %1378 ]
  %1468 = phi float [ %1222, %1365 ], [ %1222, %1369 ], [ %1441, %1378 ]
  %1469 = phi float [ %1223, %1365 ], [ %1223, %1369 ], [ %1426, %1378 ]
  %1470 = phi float [ %1224, %1365 ], [ %1224, %1369 ], [ %1424, %1378 ]
  %1471 = phi float [ %1225, %1365 ], [ %1225, %1369 ], [ %1409, %1378 ]
  %1472 = phi float [ %1226, %1365 ], [ %1226, %1369 ], [ %1406, %1378 ]
  %1473 = phi float [ %1227, %1365 ], [ %1227, %1369 ], [ %1456, %1378 ]
  %1474 = phi float [ %1228, %1365 ], [ %1228, %1369 ], [ %1454, %1378 ]
  %1475 = phi float [ %1229, %1365 ], [ %1229, %1369 ], [ %1439, %1378 ]
  %1476 = phi float [ %1230, %1365 ], [ %1230, %1369 ], [ %1437, %1378 ]
  %1477 = phi float [ %1231, %1365 ], [ %1231, %1369 ], [ %1422, %1378 ]
  %1478 = phi float [ %1232, %1365 ], [ %1232, %1369 ], [ %1420, %1378 ]
  %1479 = phi float [ %1233, %1365 ], [ %1233, %1369 ], [ %1403, %1378 ]
  %1480 = phi float [ %1234, %1365 ], [ %1234, %1369 ], [ %1400, %1378 ]
  %1481 = phi float [ %1235, %1365 ], [ %1235, %1369 ], [ %1452, %1378 ]
  %1482 = phi float [ %1236, %1365 ], [ %1236, %1369 ], [ %1450, %1378 ]
  %1483 = phi float [ %1237, %1365 ], [ %1237, %1369 ], [ %1435, %1378 ]
  %1484 = phi float [ %1238, %1365 ], [ %1238, %1369 ], [ %1433, %1378 ]
  %1485 = phi float [ %1239, %1365 ], [ %1239, %1369 ], [ %1418, %1378 ]
  %1486 = phi float [ %1240, %1365 ], [ %1240, %1369 ], [ %1416, %1378 ]
  %1487 = phi float [ %1241, %1365 ], [ %1241, %1369 ], [ %1397, %1378 ]
  %1488 = phi float [ %1242, %1365 ], [ %1242, %1369 ], [ %1394, %1378 ]
  %1489 = phi float [ %1243, %1365 ], [ %1243, %1369 ], [ %1448, %1378 ]
  %1490 = phi float [ %1244, %1365 ], [ %1244, %1369 ], [ %1446, %1378 ]
  %1491 = phi float [ %1245, %1365 ], [ %1245, %1369 ], [ %1431, %1378 ]
  %1492 = phi float [ %1246, %1365 ], [ %1246, %1369 ], [ %1429, %1378 ]
  %1493 = phi float [ %1247, %1365 ], [ %1247, %1369 ], [ %1414, %1378 ]
  %1494 = phi float [ %1248, %1365 ], [ %1248, %1369 ], [ %1412, %1378 ]
  %1495 = phi float [ %1249, %1365 ], [ %1249, %1369 ], [ %1391, %1378 ]
  %1496 = phi float [ %1250, %1365 ], [ %1250, %1369 ], [ %1389, %1378 ]
  %1497 = load float, ptr %473, align 8, !tbaa !98
  %1498 = fmul contract float %1497, 0x3FF7154760000000
  %1499 = fmul contract float %1498, %1496
  %1500 = fmul contract float %1498, %1495
  %1501 = fmul contract float %1498, %1494
  %1502 = fmul contract float %1498, %1493
  %1503 = fmul contract float %1498, %1492
  %1504 = fmul contract float %1498, %1491
  %1505 = fmul contract float %1498, %1490
  %1506 = fmul contract float %1498, %1489
  %1507 = fmul contract float %1498, %1488
  %1508 = fmul contract float %1498, %1487
  %1509 = fmul contract float %1498, %1486
  %1510 = fmul contract float %1498, %1485
  %1511 = fmul contract float %1498, %1484
  %1512 = fmul contract float %1498, %1483
  %1513 = fmul contract float %1498, %1482
  %1514 = fmul contract float %1498, %1481
  %1515 = fmul contract float %1498, %1480
  %1516 = fmul contract float %1498, %1479
  %1517 = fmul contract float %1498, %1478
  %1518 = fmul contract float %1498, %1477
  %1519 = fmul contract float %1498, %1476
  %1520 = fmul contract float %1498, %1475
  %1521 = fmul contract float %1498, %1474
  %1522 = fmul contract float %1498, %1473
  %1523 = fmul contract float %1498, %1472
  %1524 = fmul contract float %1498, %1471
  %1525 = fmul contract float %1498, %1470
  %1526 = fmul contract float %1498, %1469
  %1527 = fmul contract float %1498, %1468
  %1528 = fmul contract float %1498, %1467
  %1529 = fmul contract float %1498, %1466
  %1530 = fmul contract float %1498, %1465
  %1531 = sext i8 %1464 to i32
  %1532 = ashr i32 %1531, 2
  %1533 = shl nsw i32 %1531, 1
  %1534 = and i32 %1533, 6
  %1535 = shl nsw i32 %1362, 5
  %1536 = or disjoint i32 %1534, %1535
  %1537 = sub nsw i32 %1463, %1462
  %1538 = icmp slt i32 %1536, %1537
  %1539 = call float @llvm.maxnum.f32(float %1499, float 0xFFF0000000000000)
  %1540 = select i1 %1538, float %1539, float 0xFFF0000000000000
  %1541 = or disjoint i32 %1536, 1
  %1542 = icmp slt i32 %1541, %1537
  %1543 = call float @llvm.maxnum.f32(float %1540, float %1500)
  %1544 = select i1 %1542, float %1543, float %1540
  %1545 = or disjoint i32 %1536, 8
  %1546 = icmp slt i32 %1545, %1537
  %1547 = call float @llvm.maxnum.f32(float %1544, float %1507)
  %1548 = select i1 %1546, float %1547, float %1544
  %1549 = or disjoint i32 %1536, 9
  %1550 = icmp slt i32 %1549, %1537
  %1551 = call float @llvm.maxnum.f32(float %1548, float %1508)
  %1552 = select i1 %1550, float %1551, float %1548
  %1553 = or disjoint i32 %1536, 16
  %1554 = icmp slt i32 %1553, %1537
  %1555 = call float @llvm.maxnum.f32(float %1552, float %1515)
  %1556 = select i1 %1554, float %1555, float %1552
  %1557 = or disjoint i32 %1536, 17
  %1558 = icmp slt i32 %1557, %1537
  %1559 = call float @llvm.maxnum.f32(float %1556, float %1516)
  %1560 = select i1 %1558, float %1559, float %1556
  %1561 = or disjoint i32 %1536, 24
  %1562 = icmp slt i32 %1561, %1537
  %1563 = call float @llvm.maxnum.f32(float %1560, float %1523)
  %1564 = select i1 %1562, float %1563, float %1560
  %1565 = or disjoint i32 %1536, 25
  %1566 = icmp slt i32 %1565, %1537
  %1567 = call float @llvm.maxnum.f32(float %1564, float %1524)
  %1568 = select i1 %1566, float %1567, float %1564
  %1569 = sext i32 %1532 to i64
  %1570 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %1569
  %1571 = fcmp contract ult float %1568, 0.000000e+00
  %1572 = bitcast float %1568 to i32
  br i1 %1571, label %1575, label %1573

1573:                                             ; preds = %1461
  %1574 = atomicrmw max ptr %1570, i32 %1572 seq_cst, align 4
  br label %1577

1575:                                             ; preds = %1461
  %1576 = atomicrmw umin ptr %1570, i32 %1572 seq_cst, align 4
  br label %1577

1577:                                             ; preds = %1575, %1573
  %1578 = call float @llvm.maxnum.f32(float %1501, float 0xFFF0000000000000)
  %1579 = select i1 %1538, float %1578, float 0xFFF0000000000000
  %1580 = call float @llvm.maxnum.f32(float %1579, float %1502)
  %1581 = select i1 %1542, float %1580, float %1579
  %1582 = call float @llvm.maxnum.f32(float %1581, float %1509)
  %1583 = select i1 %1546, float %1582, float %1581
  %1584 = call float @llvm.maxnum.f32(float %1583, float %1510)
  %1585 = select i1 %1550, float %1584, float %1583
  %1586 = call float @llvm.maxnum.f32(float %1585, float %1517)
  %1587 = select i1 %1554, float %1586, float %1585
  %1588 = call float @llvm.maxnum.f32(float %1587, float %1518)
  %1589 = select i1 %1558, float %1588, float %1587
  %1590 = call float @llvm.maxnum.f32(float %1589, float %1525)
  %1591 = select i1 %1562, float %1590, float %1589
  %1592 = call float @llvm.maxnum.f32(float %1591, float %1526)
  %1593 = select i1 %1566, float %1592, float %1591
  %1594 = sext i32 %1532 to i64
  %1595 = getelementptr float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %1594
  %1596 = getelementptr i8, ptr %1595, i64 32
  %1597 = fcmp contract ult float %1593, 0.000000e+00
  %1598 = bitcast float %1593 to i32
  br i1 %1597, label %1601, label %1599

1599:                                             ; preds = %1577
  %1600 = atomicrmw max ptr %1596, i32 %1598 seq_cst, align 4
  br label %1603

1601:                                             ; preds = %1577
  %1602 = atomicrmw umin ptr %1596, i32 %1598 seq_cst, align 4
  br label %1603

1603:                                             ; preds = %1601, %1599
  %1604 = call float @llvm.maxnum.f32(float %1503, float 0xFFF0000000000000)
  %1605 = select i1 %1538, float %1604, float 0xFFF0000000000000
  %1606 = call float @llvm.maxnum.f32(float %1605, float %1504)
  %1607 = select i1 %1542, float %1606, float %1605
  %1608 = call float @llvm.maxnum.f32(float %1607, float %1511)
  %1609 = select i1 %1546, float %1608, float %1607
  %1610 = call float @llvm.maxnum.f32(float %1609, float %1512)
  %1611 = select i1 %1550, float %1610, float %1609
  %1612 = call float @llvm.maxnum.f32(float %1611, float %1519)
  %1613 = select i1 %1554, float %1612, float %1611
  %1614 = call float @llvm.maxnum.f32(float %1613, float %1520)
  %1615 = select i1 %1558, float %1614, float %1613
  %1616 = call float @llvm.maxnum.f32(float %1615, float %1527)
  %1617 = select i1 %1562, float %1616, float %1615
  %1618 = call float @llvm.maxnum.f32(float %1617, float %1528)
  %1619 = select i1 %1566, float %1618, float %1617
  %1620 = sext i32 %1532 to i64
  %1621 = getelementptr float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %1620
  %1622 = getelementptr i8, ptr %1621, i64 64
  %1623 = fcmp contract ult float %1619, 0.000000e+00
  %1624 = bitcast float %1619 to i32
  br i1 %1623, label %1627, label %1625

1625:                                             ; preds = %1603
  %1626 = atomicrmw max ptr %1622, i32 %1624 seq_cst, align 4
  br label %1629

1627:                                             ; preds = %1603
  %1628 = atomicrmw umin ptr %1622, i32 %1624 seq_cst, align 4
  br label %1629

1629:                                             ; preds = %1627, %1625
  %1630 = call float @llvm.maxnum.f32(float %1505, float 0xFFF0000000000000)
  %1631 = select i1 %1538, float %1630, float 0xFFF0000000000000
  %1632 = call float @llvm.maxnum.f32(float %1631, float %1506)
  %1633 = select i1 %1542, float %1632, float %1631
  %1634 = call float @llvm.maxnum.f32(float %1633, float %1513)
  %1635 = select i1 %1546, float %1634, float %1633
  %1636 = call float @llvm.maxnum.f32(float %1635, float %1514)
  %1637 = select i1 %1550, float %1636, float %1635
  %1638 = call float @llvm.maxnum.f32(float %1637, float %1521)
  %1639 = select i1 %1554, float %1638, float %1637
  %1640 = call float @llvm.maxnum.f32(float %1639, float %1522)
  %1641 = select i1 %1558, float %1640, float %1639
  %1642 = call float @llvm.maxnum.f32(float %1641, float %1529)
  %1643 = select i1 %1562, float %1642, float %1641
  %1644 = call float @llvm.maxnum.f32(float %1643, float %1530)
  %1645 = select i1 %1566, float %1644, float %1643
  %1646 = sext i32 %1532 to i64
  %1647 = getelementptr float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %1646
  %1648 = getelementptr i8, ptr %1647, i64 96
  %1649 = fcmp contract ult float %1645, 0.000000e+00
  %1650 = bitcast float %1645 to i32
  br i1 %1649, label %1653, label %1651

1651:                                             ; preds = %1629
  %1652 = atomicrmw max ptr %1648, i32 %1650 seq_cst, align 4
  br label %1655

1653:                                             ; preds = %1629
  %1654 = atomicrmw umin ptr %1648, i32 %1650 seq_cst, align 4
  br label %1655

1655:                                             ; preds = %1653, %1651
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1656 = icmp slt i8 %1464, 8
  br i1 %1656, label %1657, label %1675

1657:                                             ; preds = %1655
  %1658 = shl nsw i32 %1362, 3
  %1659 = add nsw i32 %1658, %1531
  %1660 = sext i32 %1659 to i64
  %1661 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 %1660
  %1662 = load float, ptr %1661, align 4, !tbaa !47
  %1663 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %1660
  %1664 = load float, ptr %1663, align 4, !tbaa !47
  %1665 = fcmp contract olt float %1662, %1664
  br i1 %1665, label %1666, label %1673

1666:                                             ; preds = %1657
  %1667 = fsub contract float %1662, %1664
  %1668 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1667)
  %1669 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 384), i64 %1660
  store float %1668, ptr %1669, align 4, !tbaa !47
  %1670 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %1660
  %1671 = load float, ptr %1670, align 4, !tbaa !47
  %1672 = fmul contract float %1668, %1671
  store float %1672, ptr %1670, align 4, !tbaa !47
  br label %1675

1673:                                             ; preds = %1657
  %1674 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 384), i64 %1660
  store float 1.000000e+00, ptr %1674, align 4, !tbaa !47
  br label %1675

1675:                                             ; preds = %1673, %1666, %1655
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1676 = load float, ptr %1570, align 4, !tbaa !47
  br i1 %1538, label %1677, label %1680

1677:                                             ; preds = %1675
  %1678 = fsub contract float %1499, %1676
  %1679 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1678)
  br label %1680

1680:                                             ; preds = %1677, %1675
  %1681 = phi contract float [ %1679, %1677 ], [ 0.000000e+00, %1675 ]
  br i1 %1542, label %1682, label %1685

1682:                                             ; preds = %1680
  %1683 = fsub contract float %1500, %1676
  %1684 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1683)
  br label %1685

1685:                                             ; preds = %1682, %1680
  %1686 = phi contract float [ %1684, %1682 ], [ 0.000000e+00, %1680 ]
  br i1 %1546, label %1687, label %1690

1687:                                             ; preds = %1685
  %1688 = fsub contract float %1507, %1676
  %1689 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1688)
  br label %1690

1690:                                             ; preds = %1687, %1685
  %1691 = phi contract float [ %1689, %1687 ], [ 0.000000e+00, %1685 ]
  br i1 %1550, label %1692, label %1695

1692:                                             ; preds = %1690
  %1693 = fsub contract float %1508, %1676
  %1694 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1693)
  br label %1695

1695:                                             ; preds = %1692, %1690
  %1696 = phi contract float [ %1694, %1692 ], [ 0.000000e+00, %1690 ]
  br i1 %1554, label %1697, label %1700

1697:                                             ; preds = %1695
  %1698 = fsub contract float %1515, %1676
  %1699 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1698)
  br label %1700

1700:                                             ; preds = %1697, %1695
  %1701 = phi contract float [ %1699, %1697 ], [ 0.000000e+00, %1695 ]
  br i1 %1558, label %1702, label %1705

1702:                                             ; preds = %1700
  %1703 = fsub contract float %1516, %1676
  %1704 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1703)
  br label %1705

1705:                                             ; preds = %1702, %1700
  %1706 = phi contract float [ %1704, %1702 ], [ 0.000000e+00, %1700 ]
  br i1 %1562, label %1707, label %1710

1707:                                             ; preds = %1705
  %1708 = fsub contract float %1523, %1676
  %1709 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1708)
  br label %1710

1710:                                             ; preds = %1707, %1705
  %1711 = phi contract float [ %1709, %1707 ], [ 0.000000e+00, %1705 ]
  br i1 %1566, label %1712, label %1715

1712:                                             ; preds = %1710
  %1713 = fsub contract float %1524, %1676
  %1714 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1713)
  br label %1715

1715:                                             ; preds = %1712, %1710
  %1716 = phi contract float [ %1714, %1712 ], [ 0.000000e+00, %1710 ]
  %1717 = load float, ptr %1596, align 4, !tbaa !47
  br i1 %1538, label %1718, label %1721

1718:                                             ; preds = %1715
  %1719 = fsub contract float %1501, %1717
  %1720 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1719)
  br label %1721

1721:                                             ; preds = %1718, %1715
  %1722 = phi contract float [ %1720, %1718 ], [ 0.000000e+00, %1715 ]
  br i1 %1542, label %1723, label %1726

1723:                                             ; preds = %1721
  %1724 = fsub contract float %1502, %1717
  %1725 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1724)
  br label %1726

1726:                                             ; preds = %1723, %1721
  %1727 = phi contract float [ %1725, %1723 ], [ 0.000000e+00, %1721 ]
  br i1 %1546, label %1728, label %1731

1728:                                             ; preds = %1726
  %1729 = fsub contract float %1509, %1717
  %1730 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1729)
  br label %1731

1731:                                             ; preds = %1728, %1726
  %1732 = phi contract float [ %1730, %1728 ], [ 0.000000e+00, %1726 ]
  br i1 %1550, label %1733, label %1736

1733:                                             ; preds = %1731
  %1734 = fsub contract float %1510, %1717
  %1735 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1734)
  br label %1736

1736:                                             ; preds = %1733, %1731
  %1737 = phi contract float [ %1735, %1733 ], [ 0.000000e+00, %1731 ]
  br i1 %1554, label %1738, label %1741

1738:                                             ; preds = %1736
  %1739 = fsub contract float %1517, %1717
  %1740 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1739)
  br label %1741

1741:                                             ; preds = %1738, %1736
  %1742 = phi contract float [ %1740, %1738 ], [ 0.000000e+00, %1736 ]
  br i1 %1558, label %1743, label %1746

1743:                                             ; preds = %1741
  %1744 = fsub contract float %1518, %1717
  %1745 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1744)
  br label %1746

1746:                                             ; preds = %1743, %1741
  %1747 = phi contract float [ %1745, %1743 ], [ 0.000000e+00, %1741 ]
  br i1 %1562, label %1748, label %1751

1748:                                             ; preds = %1746
  %1749 = fsub contract float %1525, %1717
  %1750 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1749)
  br label %1751

1751:                                             ; preds = %1748, %1746
  %1752 = phi contract float [ %1750, %1748 ], [ 0.000000e+00, %1746 ]
  br i1 %1566, label %1753, label %1756

1753:                                             ; preds = %1751
  %1754 = fsub contract float %1526, %1717
  %1755 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1754)
  br label %1756

1756:                                             ; preds = %1753, %1751
  %1757 = phi contract float [ %1755, %1753 ], [ 0.000000e+00, %1751 ]
  %1758 = load float, ptr %1622, align 4, !tbaa !47
  br i1 %1538, label %1759, label %1762

1759:                                             ; preds = %1756
  %1760 = fsub contract float %1503, %1758
  %1761 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1760)
  br label %1762

1762:                                             ; preds = %1759, %1756
  %1763 = phi contract float [ %1761, %1759 ], [ 0.000000e+00, %1756 ]
  br i1 %1542, label %1764, label %1767

1764:                                             ; preds = %1762
  %1765 = fsub contract float %1504, %1758
  %1766 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1765)
  br label %1767

1767:                                             ; preds = %1764, %1762
  %1768 = phi contract float [ %1766, %1764 ], [ 0.000000e+00, %1762 ]
  br i1 %1546, label %1769, label %1772

1769:                                             ; preds = %1767
  %1770 = fsub contract float %1511, %1758
  %1771 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1770)
  br label %1772

1772:                                             ; preds = %1769, %1767
  %1773 = phi contract float [ %1771, %1769 ], [ 0.000000e+00, %1767 ]
  br i1 %1550, label %1774, label %1777

1774:                                             ; preds = %1772
  %1775 = fsub contract float %1512, %1758
  %1776 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1775)
  br label %1777

1777:                                             ; preds = %1774, %1772
  %1778 = phi contract float [ %1776, %1774 ], [ 0.000000e+00, %1772 ]
  br i1 %1554, label %1779, label %1782

1779:                                             ; preds = %1777
  %1780 = fsub contract float %1519, %1758
  %1781 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1780)
  br label %1782

1782:                                             ; preds = %1779, %1777
  %1783 = phi contract float [ %1781, %1779 ], [ 0.000000e+00, %1777 ]
  br i1 %1558, label %1784, label %1787

1784:                                             ; preds = %1782
  %1785 = fsub contract float %1520, %1758
  %1786 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1785)
  br label %1787

1787:                                             ; preds = %1784, %1782
  %1788 = phi contract float [ %1786, %1784 ], [ 0.000000e+00, %1782 ]
  br i1 %1562, label %1789, label %1792

1789:                                             ; preds = %1787
  %1790 = fsub contract float %1527, %1758
  %1791 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1790)
  br label %1792

1792:                                             ; preds = %1789, %1787
  %1793 = phi contract float [ %1791, %1789 ], [ 0.000000e+00, %1787 ]
  br i1 %1566, label %1794, label %1797

1794:                                             ; preds = %1792
  %1795 = fsub contract float %1528, %1758
  %1796 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1795)
  br label %1797

1797:                                             ; preds = %1794, %1792
  %1798 = phi contract float [ %1796, %1794 ], [ 0.000000e+00, %1792 ]
  %1799 = load float, ptr %1648, align 4, !tbaa !47
  br i1 %1538, label %1800, label %1803

1800:                                             ; preds = %1797
  %1801 = fsub contract float %1505, %1799
  %1802 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1801)
  br label %1803

1803:                                             ; preds = %1800, %1797
  %1804 = phi contract float [ %1802, %1800 ], [ 0.000000e+00, %1797 ]
  br i1 %1542, label %1805, label %1808

1805:                                             ; preds = %1803
  %1806 = fsub contract float %1506, %1799
  %1807 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1806)
  br label %1808

1808:                                             ; preds = %1805, %1803
  %1809 = phi contract float [ %1807, %1805 ], [ 0.000000e+00, %1803 ]
  br i1 %1546, label %1810, label %1813

1810:                                             ; preds = %1808
  %1811 = fsub contract float %1513, %1799
  %1812 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1811)
  br label %1813

1813:                                             ; preds = %1810, %1808
  %1814 = phi contract float [ %1812, %1810 ], [ 0.000000e+00, %1808 ]
  br i1 %1550, label %1815, label %1818

1815:                                             ; preds = %1813
  %1816 = fsub contract float %1514, %1799
  %1817 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1816)
  br label %1818

1818:                                             ; preds = %1815, %1813
  %1819 = phi contract float [ %1817, %1815 ], [ 0.000000e+00, %1813 ]
  br i1 %1554, label %1820, label %1823

1820:                                             ; preds = %1818
  %1821 = fsub contract float %1521, %1799
  %1822 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1821)
  br label %1823

1823:                                             ; preds = %1820, %1818
  %1824 = phi contract float [ %1822, %1820 ], [ 0.000000e+00, %1818 ]
  br i1 %1558, label %1825, label %1828

1825:                                             ; preds = %1823
  %1826 = fsub contract float %1522, %1799
  %1827 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1826)
  br label %1828

1828:                                             ; preds = %1825, %1823
  %1829 = phi contract float [ %1827, %1825 ], [ 0.000000e+00, %1823 ]
  br i1 %1562, label %1830, label %1833

1830:                                             ; preds = %1828
  %1831 = fsub contract float %1529, %1799
  %1832 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1831)
  br label %1833

1833:                                             ; preds = %1830, %1828
  %1834 = phi contract float [ %1832, %1830 ], [ 0.000000e+00, %1828 ]
  br i1 %1566, label %1835, label %1838

1835:                                             ; preds = %1833
  %1836 = fsub contract float %1530, %1799
  %1837 = call noundef float @llvm.nvvm.ex2.approx.f32(float %1836)
  br label %1838

1838:                                             ; preds = %1835, %1833
  %1839 = phi contract float [ %1837, %1835 ], [ 0.000000e+00, %1833 ]
  %1840 = and i8 %1464, 3
  %1841 = icmp eq i8 %1840, 0
  %1842 = add nsw i32 %1532, %1535
  %1843 = fadd contract float %1681, 0.000000e+00
  %1844 = fadd contract float %1843, %1686
  %1845 = fadd contract float %1844, %1691
  %1846 = fadd contract float %1845, %1696
  %1847 = fadd contract float %1846, %1701
  %1848 = fadd contract float %1847, %1706
  %1849 = fadd contract float %1848, %1711
  %1850 = fadd contract float %1849, %1716
  %1851 = call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1850, i32 1, i32 31)
  %1852 = fadd contract float %1850, %1851
  %1853 = call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1852, i32 2, i32 31)
  br i1 %1841, label %1854, label %1858

1854:                                             ; preds = %1838
  %1855 = sext i32 %1842 to i64
  %1856 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %1855
  %1857 = fadd contract float %1852, %1853
  store float %1857, ptr %1856, align 4, !tbaa !47
  br label %1858

1858:                                             ; preds = %1854, %1838
  %1859 = fadd contract float %1722, 0.000000e+00
  %1860 = fadd contract float %1859, %1727
  %1861 = fadd contract float %1860, %1732
  %1862 = fadd contract float %1861, %1737
  %1863 = fadd contract float %1862, %1742
  %1864 = fadd contract float %1863, %1747
  %1865 = fadd contract float %1864, %1752
  %1866 = fadd contract float %1865, %1757
  %1867 = call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1866, i32 1, i32 31)
  %1868 = fadd contract float %1866, %1867
  %1869 = call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1868, i32 2, i32 31)
  br i1 %1841, label %1870, label %1875

1870:                                             ; preds = %1858
  %1871 = sext i32 %1842 to i64
  %1872 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %1871
  %1873 = getelementptr i8, ptr %1872, i64 32
  %1874 = fadd contract float %1868, %1869
  store float %1874, ptr %1873, align 4, !tbaa !47
  br label %1875

1875:                                             ; preds = %1870, %1858
  %1876 = fadd contract float %1763, 0.000000e+00
  %1877 = fadd contract float %1876, %1768
  %1878 = fadd contract float %1877, %1773
  %1879 = fadd contract float %1878, %1778
  %1880 = fadd contract float %1879, %1783
  %1881 = fadd contract float %1880, %1788
  %1882 = fadd contract float %1881, %1793
  %1883 = fadd contract float %1882, %1798
  %1884 = call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1883, i32 1, i32 31)
  %1885 = fadd contract float %1883, %1884
  %1886 = call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1885, i32 2, i32 31)
  br i1 %1841, label %1887, label %1892

1887:                                             ; preds = %1875
  %1888 = sext i32 %1842 to i64
  %1889 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %1888
  %1890 = getelementptr i8, ptr %1889, i64 64
  %1891 = fadd contract float %1885, %1886
  store float %1891, ptr %1890, align 4, !tbaa !47
  br label %1892

1892:                                             ; preds = %1887, %1875
  %1893 = fadd contract float %1804, 0.000000e+00
  %1894 = fadd contract float %1893, %1809
  %1895 = fadd contract float %1894, %1814
  %1896 = fadd contract float %1895, %1819
  %1897 = fadd contract float %1896, %1824
  %1898 = fadd contract float %1897, %1829
  %1899 = fadd contract float %1898, %1834
  %1900 = fadd contract float %1899, %1839
  %1901 = call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1900, i32 1, i32 31)
  %1902 = fadd contract float %1900, %1901
  %1903 = call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1902, i32 2, i32 31)
  br i1 %1841, label %1904, label %1909

1904:                                             ; preds = %1892
  %1905 = sext i32 %1842 to i64
  %1906 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %1905
  %1907 = getelementptr i8, ptr %1906, i64 96
  %1908 = fadd contract float %1902, %1903
  store float %1908, ptr %1907, align 4, !tbaa !47
  br label %1909

1909:                                             ; preds = %1904, %1892
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1656, label %1910, label %1937

1910:                                             ; preds = %1909
  %1911 = shl nsw i32 %1362, 3
  %1912 = add nsw i32 %1911, %1531
  %1913 = sext i32 %1912 to i64
  %1914 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %1913
  %1915 = load float, ptr %1914, align 4, !tbaa !47
  %1916 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %1913
  %1917 = load float, ptr %1916, align 4, !tbaa !47
  %1918 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 %1913
  store float %1917, ptr %1918, align 4, !tbaa !47
  %1919 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %1913
  %1920 = load float, ptr %1919, align 4, !tbaa !47
  %1921 = fadd contract float %1915, %1920
  %1922 = sext i32 %1912 to i64
  %1923 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %1922
  %1924 = getelementptr i8, ptr %1923, i64 128
  %1925 = load float, ptr %1924, align 4, !tbaa !47
  %1926 = fadd contract float %1921, %1925
  %1927 = sext i32 %1912 to i64
  %1928 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %1927
  %1929 = getelementptr i8, ptr %1928, i64 256
  %1930 = load float, ptr %1929, align 4, !tbaa !47
  %1931 = fadd contract float %1926, %1930
  %1932 = sext i32 %1912 to i64
  %1933 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %1932
  %1934 = getelementptr i8, ptr %1933, i64 384
  %1935 = load float, ptr %1934, align 4, !tbaa !47
  %1936 = fadd contract float %1931, %1935
  store float %1936, ptr %1914, align 4, !tbaa !47
  br label %1937

1937:                                             ; preds = %1910, %1909
  %1938 = load i8, ptr %6, align 1, !tbaa !95
  %1939 = srem i8 %1938, 4
  %1940 = sext i8 %1939 to i32
  %1941 = load i8, ptr %7, align 1, !tbaa !95
  %1942 = sext i8 %1941 to i32
  %1943 = lshr i32 %1942, 2
  %1944 = and i32 %1942, 3
  %1945 = zext nneg i32 %1943 to i64
  %1946 = zext nneg i32 %1944 to i64
  %1947 = mul nuw nsw i64 %1945, 272
  %1948 = getelementptr i8, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %1947
  %1949 = getelementptr %"class.cutlass::AlignedArray", ptr %1948, i64 %1946
  %1950 = shl nsw i32 %1940, 4
  %1951 = sext i32 %1950 to i64
  %1952 = getelementptr %"class.cutlass::AlignedArray", ptr %1949, i64 %1951
  %1953 = call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 1) #10, !srcloc !60
  %1954 = call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 0) #10, !srcloc !60
  %1955 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1681, float %1686) #10, !srcloc !50
  %1956 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1691, float %1696) #10, !srcloc !50
  %1957 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1701, float %1706) #10, !srcloc !50
  %1958 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1711, float %1716) #10, !srcloc !50
  store i32 %1955, ptr %1952, align 4
  %1959 = getelementptr inbounds nuw i8, ptr %1952, i64 16
  store i32 %1956, ptr %1959, align 4
  %1960 = getelementptr inbounds nuw i8, ptr %1952, i64 32
  store i32 %1957, ptr %1960, align 4
  %1961 = getelementptr inbounds nuw i8, ptr %1952, i64 48
  store i32 %1958, ptr %1961, align 4
  %1962 = getelementptr i8, ptr %1952, i64 2176
  %1963 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1722, float %1727) #10, !srcloc !50
  %1964 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1732, float %1737) #10, !srcloc !50
  %1965 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1742, float %1747) #10, !srcloc !50
  %1966 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1752, float %1757) #10, !srcloc !50
  store i32 %1963, ptr %1962, align 4
  %1967 = getelementptr i8, ptr %1952, i64 2192
  store i32 %1964, ptr %1967, align 4
  %1968 = getelementptr i8, ptr %1952, i64 2208
  store i32 %1965, ptr %1968, align 4
  %1969 = getelementptr i8, ptr %1952, i64 2224
  store i32 %1966, ptr %1969, align 4
  %1970 = getelementptr i8, ptr %1952, i64 4352
  %1971 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1763, float %1768) #10, !srcloc !50
  %1972 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1773, float %1778) #10, !srcloc !50
  %1973 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1783, float %1788) #10, !srcloc !50
  %1974 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1793, float %1798) #10, !srcloc !50
  store i32 %1971, ptr %1970, align 4
  %1975 = getelementptr i8, ptr %1952, i64 4368
  store i32 %1972, ptr %1975, align 4
  %1976 = getelementptr i8, ptr %1952, i64 4384
  store i32 %1973, ptr %1976, align 4
  %1977 = getelementptr i8, ptr %1952, i64 4400
  store i32 %1974, ptr %1977, align 4
  %1978 = getelementptr i8, ptr %1952, i64 6528
  %1979 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1804, float %1809) #10, !srcloc !50
  %1980 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1814, float %1819) #10, !srcloc !50
  %1981 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1824, float %1829) #10, !srcloc !50
  %1982 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1834, float %1839) #10, !srcloc !50
  store i32 %1979, ptr %1978, align 4
  %1983 = getelementptr i8, ptr %1952, i64 6544
  store i32 %1980, ptr %1983, align 4
  %1984 = getelementptr i8, ptr %1952, i64 6560
  store i32 %1981, ptr %1984, align 4
  %1985 = getelementptr i8, ptr %1952, i64 6576
  store i32 %1982, ptr %1985, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1986 = load i32, ptr %149, align 8, !tbaa !6
  %1987 = sext i32 %1986 to i64
  %1988 = add nsw i64 %1987, 127
  %1989 = sdiv i64 %1988, 128
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #11
  store i32 0, ptr %8, align 4, !tbaa !6
  %1990 = icmp sgt i32 %1986, 0
  br i1 %1990, label %1991, label %1993

1991:                                             ; preds = %1937
  %1992 = icmp sgt i32 %738, 0
  br label %1998

1993:                                             ; preds = %2866, %1937
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #11
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #11
  %1994 = load i32, ptr %5, align 4, !tbaa !6
  %1995 = add nsw i32 %1994, 128
  store i32 %1995, ptr %5, align 4, !tbaa !6
  %1996 = load i32, ptr %196, align 8, !tbaa !70
  %1997 = icmp slt i32 %1995, %1996
  br i1 %1997, label %718, label %712, !llvm.loop !99

1998:                                             ; preds = %2866, %1991
  %1999 = load i8, ptr %6, align 1, !tbaa !95
  %2000 = load i8, ptr %7, align 1, !tbaa !95
  %2001 = sext i8 %2000 to i32
  %2002 = ashr i32 %2001, 3
  %2003 = and i32 %2001, 3
  %2004 = xor i32 %2002, %2003
  %2005 = and i32 %2001, 4
  %2006 = shl nsw i32 %2001, 4
  %2007 = and i32 %2006, 112
  %2008 = zext nneg i32 %2007 to i64
  %2009 = getelementptr %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 9728), i64 %2008
  %2010 = srem i8 %2000, 8
  %2011 = sext i8 %2010 to i32
  %2012 = and i32 %2001, -8
  %2013 = add nsw i32 %2012, %2011
  %2014 = mul nsw i32 %2013, 136
  %2015 = sext i32 %2014 to i64
  %2016 = getelementptr %"struct.cutlass::half_t", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %2015
  %2017 = freeze i8 %1999
  %2018 = sdiv i8 %2017, 4
  %2019 = sext i8 %2018 to i32
  %2020 = shl nsw i32 %2019, 7
  %2021 = mul i8 %2018, 4
  %2022 = sub i8 %2017, %2021
  %2023 = sext i8 %2022 to i32
  %2024 = sext i32 %2020 to i64
  %2025 = getelementptr %"struct.cutlass::half_t", ptr %2016, i64 %2024
  %2026 = shl nsw i8 %2022, 2
  %2027 = and i8 %2026, 4
  %2028 = zext nneg i8 %2027 to i32
  %2029 = xor i32 %2005, %2028
  %2030 = add nsw i32 %2029, %2004
  %2031 = sext i32 %2030 to i64
  %2032 = getelementptr %"struct.cutlass::Array.58", ptr %2009, i64 %2031
  %2033 = shl nsw i32 %2023, 6
  %2034 = and i32 %2033, -128
  %2035 = shl nsw i32 %2019, 13
  %2036 = add nsw i32 %2035, %2034
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 3) #9, !srcloc !53
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2037 = addrspacecast ptr %2025 to ptr addrspace(3)
  %2038 = ptrtoint ptr addrspace(3) %2037 to i64
  %2039 = trunc i64 %2038 to i32
  %2040 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2039) #9, !srcloc !54
  %2041 = sext i32 %2036 to i64
  %2042 = getelementptr inbounds i8, ptr %2032, i64 %2041
  %2043 = addrspacecast ptr %2042 to ptr addrspace(3)
  %2044 = ptrtoint ptr addrspace(3) %2043 to i64
  %2045 = trunc i64 %2044 to i32
  %2046 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2045) #9, !srcloc !61
  br i1 %1992, label %2047, label %2450

2047:                                             ; preds = %1998
  %2048 = extractvalue { i32, i32, i32, i32 } %2046, 0
  %2049 = extractvalue { i32, i32, i32, i32 } %2046, 3
  %2050 = extractvalue { i32, i32, i32, i32 } %2046, 2
  %2051 = extractvalue { i32, i32, i32, i32 } %2046, 1
  %2052 = extractvalue { i32, i32, i32, i32 } %2040, 0
  %2053 = extractvalue { i32, i32, i32, i32 } %2040, 3
  %2054 = extractvalue { i32, i32, i32, i32 } %2040, 2
  %2055 = extractvalue { i32, i32, i32, i32 } %2040, 1
  %2056 = add nsw i32 %2036, 2048
  br label %2057

2057:                                             ; preds = %2366, %2047
  %2058 = phi i32 [ %2053, %2047 ], [ %2367, %2366 ]
  %2059 = phi i32 [ %2054, %2047 ], [ %2368, %2366 ]
  %2060 = phi i32 [ %2055, %2047 ], [ %2369, %2366 ]
  %2061 = phi i32 [ %2052, %2047 ], [ %2370, %2366 ]
  %2062 = phi i32 [ %2049, %2047 ], [ %2371, %2366 ]
  %2063 = phi i32 [ %2050, %2047 ], [ %2372, %2366 ]
  %2064 = phi i32 [ %2051, %2047 ], [ %2373, %2366 ]
  %2065 = phi i32 [ %2048, %2047 ], [ %2374, %2366 ]
  %2066 = phi ptr [ %2025, %2047 ], [ %2273, %2366 ]
  %2067 = phi i32 [ %2056, %2047 ], [ %2375, %2366 ]
  %2068 = phi i32 [ %1345, %2047 ], [ %2448, %2366 ]
  %2069 = icmp eq i32 %2068, -2
  %2070 = getelementptr i8, ptr %2066, i64 16
  %2071 = addrspacecast ptr %2070 to ptr addrspace(3)
  %2072 = ptrtoint ptr addrspace(3) %2071 to i64
  %2073 = trunc i64 %2072 to i32
  %2074 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2073) #9, !srcloc !54
  %2075 = extractvalue { i32, i32, i32, i32 } %2074, 0
  %2076 = extractvalue { i32, i32, i32, i32 } %2074, 1
  %2077 = extractvalue { i32, i32, i32, i32 } %2074, 2
  %2078 = extractvalue { i32, i32, i32, i32 } %2074, 3
  %2079 = sext i32 %2067 to i64
  %2080 = getelementptr inbounds i8, ptr %2032, i64 %2079
  %2081 = addrspacecast ptr %2080 to ptr addrspace(3)
  %2082 = ptrtoint ptr addrspace(3) %2081 to i64
  %2083 = trunc i64 %2082 to i32
  %2084 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2083) #9, !srcloc !61
  %2085 = extractvalue { i32, i32, i32, i32 } %2084, 0
  %2086 = extractvalue { i32, i32, i32, i32 } %2084, 1
  %2087 = extractvalue { i32, i32, i32, i32 } %2084, 2
  %2088 = extractvalue { i32, i32, i32, i32 } %2084, 3
  %2089 = add i32 %2067, 2048
  %2090 = load float, ptr %2, align 8, !tbaa !47
  %2091 = load float, ptr %314, align 4, !tbaa !47
  %2092 = load float, ptr %315, align 8, !tbaa !47
  %2093 = load float, ptr %316, align 4, !tbaa !47
  %2094 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2061, i32 %2060, i32 %2065, float %2090, float %2091, float %2092, float %2093) #9, !srcloc !55
  %2095 = extractvalue { float, float, float, float } %2094, 0
  %2096 = extractvalue { float, float, float, float } %2094, 1
  %2097 = extractvalue { float, float, float, float } %2094, 2
  %2098 = extractvalue { float, float, float, float } %2094, 3
  store float %2095, ptr %2, align 8, !tbaa !47
  store float %2096, ptr %314, align 4, !tbaa !47
  store float %2097, ptr %315, align 8, !tbaa !47
  store float %2098, ptr %316, align 4, !tbaa !47
  %2099 = load float, ptr %319, align 8, !tbaa !47
  %2100 = load float, ptr %642, align 4, !tbaa !47
  %2101 = load float, ptr %643, align 8, !tbaa !47
  %2102 = load float, ptr %644, align 4, !tbaa !47
  %2103 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2061, i32 %2060, i32 %2064, float %2099, float %2100, float %2101, float %2102) #9, !srcloc !55
  %2104 = extractvalue { float, float, float, float } %2103, 0
  %2105 = extractvalue { float, float, float, float } %2103, 1
  %2106 = extractvalue { float, float, float, float } %2103, 2
  %2107 = extractvalue { float, float, float, float } %2103, 3
  store float %2104, ptr %319, align 8, !tbaa !47
  store float %2105, ptr %642, align 4, !tbaa !47
  store float %2106, ptr %643, align 8, !tbaa !47
  store float %2107, ptr %644, align 4, !tbaa !47
  %2108 = load float, ptr %323, align 8, !tbaa !47
  %2109 = load float, ptr %645, align 4, !tbaa !47
  %2110 = load float, ptr %646, align 8, !tbaa !47
  %2111 = load float, ptr %647, align 4, !tbaa !47
  %2112 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2061, i32 %2060, i32 %2063, float %2108, float %2109, float %2110, float %2111) #9, !srcloc !55
  %2113 = extractvalue { float, float, float, float } %2112, 0
  %2114 = extractvalue { float, float, float, float } %2112, 1
  %2115 = extractvalue { float, float, float, float } %2112, 2
  %2116 = extractvalue { float, float, float, float } %2112, 3
  store float %2113, ptr %323, align 8, !tbaa !47
  store float %2114, ptr %645, align 4, !tbaa !47
  store float %2115, ptr %646, align 8, !tbaa !47
  store float %2116, ptr %647, align 4, !tbaa !47
  %2117 = load float, ptr %327, align 8, !tbaa !47
  %2118 = load float, ptr %648, align 4, !tbaa !47
  %2119 = load float, ptr %649, align 8, !tbaa !47
  %2120 = load float, ptr %650, align 4, !tbaa !47
  %2121 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2061, i32 %2060, i32 %2062, float %2117, float %2118, float %2119, float %2120) #9, !srcloc !55
  %2122 = extractvalue { float, float, float, float } %2121, 0
  %2123 = extractvalue { float, float, float, float } %2121, 1
  %2124 = extractvalue { float, float, float, float } %2121, 2
  %2125 = extractvalue { float, float, float, float } %2121, 3
  store float %2122, ptr %327, align 8, !tbaa !47
  store float %2123, ptr %648, align 4, !tbaa !47
  store float %2124, ptr %649, align 8, !tbaa !47
  store float %2125, ptr %650, align 4, !tbaa !47
  %2126 = load float, ptr %329, align 8, !tbaa !47
  %2127 = load float, ptr %651, align 4, !tbaa !47
  %2128 = load float, ptr %652, align 8, !tbaa !47
  %2129 = load float, ptr %653, align 4, !tbaa !47
  %2130 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2059, i32 %2058, i32 %2062, float %2126, float %2127, float %2128, float %2129) #9, !srcloc !55
  %2131 = extractvalue { float, float, float, float } %2130, 0
  %2132 = extractvalue { float, float, float, float } %2130, 1
  %2133 = extractvalue { float, float, float, float } %2130, 2
  %2134 = extractvalue { float, float, float, float } %2130, 3
  store float %2131, ptr %329, align 8, !tbaa !47
  store float %2132, ptr %651, align 4, !tbaa !47
  store float %2133, ptr %652, align 8, !tbaa !47
  store float %2134, ptr %653, align 4, !tbaa !47
  %2135 = load float, ptr %325, align 8, !tbaa !47
  %2136 = load float, ptr %654, align 4, !tbaa !47
  %2137 = load float, ptr %655, align 8, !tbaa !47
  %2138 = load float, ptr %656, align 4, !tbaa !47
  %2139 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2059, i32 %2058, i32 %2063, float %2135, float %2136, float %2137, float %2138) #9, !srcloc !55
  %2140 = extractvalue { float, float, float, float } %2139, 0
  %2141 = extractvalue { float, float, float, float } %2139, 1
  %2142 = extractvalue { float, float, float, float } %2139, 2
  %2143 = extractvalue { float, float, float, float } %2139, 3
  store float %2140, ptr %325, align 8, !tbaa !47
  store float %2141, ptr %654, align 4, !tbaa !47
  store float %2142, ptr %655, align 8, !tbaa !47
  store float %2143, ptr %656, align 4, !tbaa !47
  %2144 = load float, ptr %321, align 8, !tbaa !47
  %2145 = load float, ptr %657, align 4, !tbaa !47
  %2146 = load float, ptr %658, align 8, !tbaa !47
  %2147 = load float, ptr %659, align 4, !tbaa !47
  %2148 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2059, i32 %2058, i32 %2064, float %2144, float %2145, float %2146, float %2147) #9, !srcloc !55
  %2149 = extractvalue { float, float, float, float } %2148, 0
  %2150 = extractvalue { float, float, float, float } %2148, 1
  %2151 = extractvalue { float, float, float, float } %2148, 2
  %2152 = extractvalue { float, float, float, float } %2148, 3
  store float %2149, ptr %321, align 8, !tbaa !47
  store float %2150, ptr %657, align 4, !tbaa !47
  store float %2151, ptr %658, align 8, !tbaa !47
  store float %2152, ptr %659, align 4, !tbaa !47
  %2153 = load float, ptr %317, align 8, !tbaa !47
  %2154 = load float, ptr %660, align 4, !tbaa !47
  %2155 = load float, ptr %661, align 8, !tbaa !47
  %2156 = load float, ptr %662, align 4, !tbaa !47
  %2157 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2059, i32 %2058, i32 %2065, float %2153, float %2154, float %2155, float %2156) #9, !srcloc !55
  %2158 = extractvalue { float, float, float, float } %2157, 0
  %2159 = extractvalue { float, float, float, float } %2157, 1
  %2160 = extractvalue { float, float, float, float } %2157, 2
  %2161 = extractvalue { float, float, float, float } %2157, 3
  store float %2158, ptr %317, align 8, !tbaa !47
  store float %2159, ptr %660, align 4, !tbaa !47
  store float %2160, ptr %661, align 8, !tbaa !47
  store float %2161, ptr %662, align 4, !tbaa !47
  %2162 = getelementptr i8, ptr %2066, i64 32
  %2163 = addrspacecast ptr %2162 to ptr addrspace(3)
  %2164 = ptrtoint ptr addrspace(3) %2163 to i64
  %2165 = trunc i64 %2164 to i32
  %2166 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2165) #9, !srcloc !54
  %2167 = extractvalue { i32, i32, i32, i32 } %2166, 0
  %2168 = extractvalue { i32, i32, i32, i32 } %2166, 1
  %2169 = extractvalue { i32, i32, i32, i32 } %2166, 2
  %2170 = extractvalue { i32, i32, i32, i32 } %2166, 3
  %2171 = sext i32 %2089 to i64
  %2172 = getelementptr inbounds i8, ptr %2032, i64 %2171
  %2173 = addrspacecast ptr %2172 to ptr addrspace(3)
  %2174 = ptrtoint ptr addrspace(3) %2173 to i64
  %2175 = trunc i64 %2174 to i32
  %2176 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2175) #9, !srcloc !61
  %2177 = extractvalue { i32, i32, i32, i32 } %2176, 0
  %2178 = extractvalue { i32, i32, i32, i32 } %2176, 1
  %2179 = extractvalue { i32, i32, i32, i32 } %2176, 2
  %2180 = extractvalue { i32, i32, i32, i32 } %2176, 3
  %2181 = add i32 %2067, 4096
  %2182 = load float, ptr %2, align 8, !tbaa !47
  %2183 = load float, ptr %314, align 4, !tbaa !47
  %2184 = load float, ptr %315, align 8, !tbaa !47
  %2185 = load float, ptr %316, align 4, !tbaa !47
  %2186 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2075, i32 %2076, i32 %2085, float %2182, float %2183, float %2184, float %2185) #9, !srcloc !55
  %2187 = extractvalue { float, float, float, float } %2186, 0
  %2188 = extractvalue { float, float, float, float } %2186, 1
  %2189 = extractvalue { float, float, float, float } %2186, 2
  %2190 = extractvalue { float, float, float, float } %2186, 3
  store float %2187, ptr %2, align 8, !tbaa !47
  store float %2188, ptr %314, align 4, !tbaa !47
  store float %2189, ptr %315, align 8, !tbaa !47
  store float %2190, ptr %316, align 4, !tbaa !47
  %2191 = load float, ptr %319, align 8, !tbaa !47
  %2192 = load float, ptr %642, align 4, !tbaa !47
  %2193 = load float, ptr %643, align 8, !tbaa !47
  %2194 = load float, ptr %644, align 4, !tbaa !47
  %2195 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2075, i32 %2076, i32 %2086, float %2191, float %2192, float %2193, float %2194) #9, !srcloc !55
  %2196 = extractvalue { float, float, float, float } %2195, 0
  %2197 = extractvalue { float, float, float, float } %2195, 1
  %2198 = extractvalue { float, float, float, float } %2195, 2
  %2199 = extractvalue { float, float, float, float } %2195, 3
  store float %2196, ptr %319, align 8, !tbaa !47
  store float %2197, ptr %642, align 4, !tbaa !47
  store float %2198, ptr %643, align 8, !tbaa !47
  store float %2199, ptr %644, align 4, !tbaa !47
  %2200 = load float, ptr %323, align 8, !tbaa !47
  %2201 = load float, ptr %645, align 4, !tbaa !47
  %2202 = load float, ptr %646, align 8, !tbaa !47
  %2203 = load float, ptr %647, align 4, !tbaa !47
  %2204 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2075, i32 %2076, i32 %2087, float %2200, float %2201, float %2202, float %2203) #9, !srcloc !55
  %2205 = extractvalue { float, float, float, float } %2204, 0
  %2206 = extractvalue { float, float, float, float } %2204, 1
  %2207 = extractvalue { float, float, float, float } %2204, 2
  %2208 = extractvalue { float, float, float, float } %2204, 3
  store float %2205, ptr %323, align 8, !tbaa !47
  store float %2206, ptr %645, align 4, !tbaa !47
  store float %2207, ptr %646, align 8, !tbaa !47
  store float %2208, ptr %647, align 4, !tbaa !47
  %2209 = load float, ptr %327, align 8, !tbaa !47
  %2210 = load float, ptr %648, align 4, !tbaa !47
  %2211 = load float, ptr %649, align 8, !tbaa !47
  %2212 = load float, ptr %650, align 4, !tbaa !47
  %2213 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2075, i32 %2076, i32 %2088, float %2209, float %2210, float %2211, float %2212) #9, !srcloc !55
  %2214 = extractvalue { float, float, float, float } %2213, 0
  %2215 = extractvalue { float, float, float, float } %2213, 1
  %2216 = extractvalue { float, float, float, float } %2213, 2
  %2217 = extractvalue { float, float, float, float } %2213, 3
  store float %2214, ptr %327, align 8, !tbaa !47
  store float %2215, ptr %648, align 4, !tbaa !47
  store float %2216, ptr %649, align 8, !tbaa !47
  store float %2217, ptr %650, align 4, !tbaa !47
  %2218 = load float, ptr %329, align 8, !tbaa !47
  %2219 = load float, ptr %651, align 4, !tbaa !47
  %2220 = load float, ptr %652, align 8, !tbaa !47
  %2221 = load float, ptr %653, align 4, !tbaa !47
  %2222 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2077, i32 %2078, i32 %2088, float %2218, float %2219, float %2220, float %2221) #9, !srcloc !55
  %2223 = extractvalue { float, float, float, float } %2222, 0
  %2224 = extractvalue { float, float, float, float } %2222, 1
  %2225 = extractvalue { float, float, float, float } %2222, 2
  %2226 = extractvalue { float, float, float, float } %2222, 3
  store float %2223, ptr %329, align 8, !tbaa !47
  store float %2224, ptr %651, align 4, !tbaa !47
  store float %2225, ptr %652, align 8, !tbaa !47
  store float %2226, ptr %653, align 4, !tbaa !47
  %2227 = load float, ptr %325, align 8, !tbaa !47
  %2228 = load float, ptr %654, align 4, !tbaa !47
  %2229 = load float, ptr %655, align 8, !tbaa !47
  %2230 = load float, ptr %656, align 4, !tbaa !47
  %2231 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2077, i32 %2078, i32 %2087, float %2227, float %2228, float %2229, float %2230) #9, !srcloc !55
  %2232 = extractvalue { float, float, float, float } %2231, 0
  %2233 = extractvalue { float, float, float, float } %2231, 1
  %2234 = extractvalue { float, float, float, float } %2231, 2
  %2235 = extractvalue { float, float, float, float } %2231, 3
  store float %2232, ptr %325, align 8, !tbaa !47
  store float %2233, ptr %654, align 4, !tbaa !47
  store float %2234, ptr %655, align 8, !tbaa !47
  store float %2235, ptr %656, align 4, !tbaa !47
  %2236 = load float, ptr %321, align 8, !tbaa !47
  %2237 = load float, ptr %657, align 4, !tbaa !47
  %2238 = load float, ptr %658, align 8, !tbaa !47
  %2239 = load float, ptr %659, align 4, !tbaa !47
  %2240 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2077, i32 %2078, i32 %2086, float %2236, float %2237, float %2238, float %2239) #9, !srcloc !55
  %2241 = extractvalue { float, float, float, float } %2240, 0
  %2242 = extractvalue { float, float, float, float } %2240, 1
  %2243 = extractvalue { float, float, float, float } %2240, 2
  %2244 = extractvalue { float, float, float, float } %2240, 3
  store float %2241, ptr %321, align 8, !tbaa !47
  store float %2242, ptr %657, align 4, !tbaa !47
  store float %2243, ptr %658, align 8, !tbaa !47
  store float %2244, ptr %659, align 4, !tbaa !47
  %2245 = load float, ptr %317, align 8, !tbaa !47
  %2246 = load float, ptr %660, align 4, !tbaa !47
  %2247 = load float, ptr %661, align 8, !tbaa !47
  %2248 = load float, ptr %662, align 4, !tbaa !47
  %2249 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2077, i32 %2078, i32 %2085, float %2245, float %2246, float %2247, float %2248) #9, !srcloc !55
  %2250 = extractvalue { float, float, float, float } %2249, 0
  %2251 = extractvalue { float, float, float, float } %2249, 1
  %2252 = extractvalue { float, float, float, float } %2249, 2
  %2253 = extractvalue { float, float, float, float } %2249, 3
  store float %2250, ptr %317, align 8, !tbaa !47
  store float %2251, ptr %660, align 4, !tbaa !47
  store float %2252, ptr %661, align 8, !tbaa !47
  store float %2253, ptr %662, align 4, !tbaa !47
  %2254 = getelementptr i8, ptr %2066, i64 48
  %2255 = addrspacecast ptr %2254 to ptr addrspace(3)
  %2256 = ptrtoint ptr addrspace(3) %2255 to i64
  %2257 = trunc i64 %2256 to i32
  %2258 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2257) #9, !srcloc !54
  %2259 = extractvalue { i32, i32, i32, i32 } %2258, 0
  %2260 = extractvalue { i32, i32, i32, i32 } %2258, 1
  %2261 = extractvalue { i32, i32, i32, i32 } %2258, 2
  %2262 = extractvalue { i32, i32, i32, i32 } %2258, 3
  %2263 = sext i32 %2181 to i64
  %2264 = getelementptr inbounds i8, ptr %2032, i64 %2263
  %2265 = addrspacecast ptr %2264 to ptr addrspace(3)
  %2266 = ptrtoint ptr addrspace(3) %2265 to i64
  %2267 = trunc i64 %2266 to i32
  %2268 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2267) #9, !srcloc !61
  %2269 = extractvalue { i32, i32, i32, i32 } %2268, 0
  %2270 = extractvalue { i32, i32, i32, i32 } %2268, 1
  %2271 = extractvalue { i32, i32, i32, i32 } %2268, 2
  %2272 = extractvalue { i32, i32, i32, i32 } %2268, 3
  %2273 = getelementptr i8, ptr %2066, i64 64
  %2274 = load float, ptr %2, align 8, !tbaa !47
  %2275 = load float, ptr %314, align 4, !tbaa !47
  %2276 = load float, ptr %315, align 8, !tbaa !47
  %2277 = load float, ptr %316, align 4, !tbaa !47
  %2278 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2167, i32 %2168, i32 %2177, float %2274, float %2275, float %2276, float %2277) #9, !srcloc !55
  %2279 = extractvalue { float, float, float, float } %2278, 0
  %2280 = extractvalue { float, float, float, float } %2278, 1
  %2281 = extractvalue { float, float, float, float } %2278, 2
  %2282 = extractvalue { float, float, float, float } %2278, 3
  store float %2279, ptr %2, align 8, !tbaa !47
  store float %2280, ptr %314, align 4, !tbaa !47
  store float %2281, ptr %315, align 8, !tbaa !47
  store float %2282, ptr %316, align 4, !tbaa !47
  %2283 = load float, ptr %319, align 8, !tbaa !47
  %2284 = load float, ptr %642, align 4, !tbaa !47
  %2285 = load float, ptr %643, align 8, !tbaa !47
  %2286 = load float, ptr %644, align 4, !tbaa !47
  %2287 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2167, i32 %2168, i32 %2178, float %2283, float %2284, float %2285, float %2286) #9, !srcloc !55
  %2288 = extractvalue { float, float, float, float } %2287, 0
  %2289 = extractvalue { float, float, float, float } %2287, 1
  %2290 = extractvalue { float, float, float, float } %2287, 2
  %2291 = extractvalue { float, float, float, float } %2287, 3
  store float %2288, ptr %319, align 8, !tbaa !47
  store float %2289, ptr %642, align 4, !tbaa !47
  store float %2290, ptr %643, align 8, !tbaa !47
  store float %2291, ptr %644, align 4, !tbaa !47
  %2292 = load float, ptr %323, align 8, !tbaa !47
  %2293 = load float, ptr %645, align 4, !tbaa !47
  %2294 = load float, ptr %646, align 8, !tbaa !47
  %2295 = load float, ptr %647, align 4, !tbaa !47
  %2296 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2167, i32 %2168, i32 %2179, float %2292, float %2293, float %2294, float %2295) #9, !srcloc !55
  %2297 = extractvalue { float, float, float, float } %2296, 0
  %2298 = extractvalue { float, float, float, float } %2296, 1
  %2299 = extractvalue { float, float, float, float } %2296, 2
  %2300 = extractvalue { float, float, float, float } %2296, 3
  store float %2297, ptr %323, align 8, !tbaa !47
  store float %2298, ptr %645, align 4, !tbaa !47
  store float %2299, ptr %646, align 8, !tbaa !47
  store float %2300, ptr %647, align 4, !tbaa !47
  %2301 = load float, ptr %327, align 8, !tbaa !47
  %2302 = load float, ptr %648, align 4, !tbaa !47
  %2303 = load float, ptr %649, align 8, !tbaa !47
  %2304 = load float, ptr %650, align 4, !tbaa !47
  %2305 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2167, i32 %2168, i32 %2180, float %2301, float %2302, float %2303, float %2304) #9, !srcloc !55
  %2306 = extractvalue { float, float, float, float } %2305, 0
  %2307 = extractvalue { float, float, float, float } %2305, 1
  %2308 = extractvalue { float, float, float, float } %2305, 2
  %2309 = extractvalue { float, float, float, float } %2305, 3
  store float %2306, ptr %327, align 8, !tbaa !47
  store float %2307, ptr %648, align 4, !tbaa !47
  store float %2308, ptr %649, align 8, !tbaa !47
  store float %2309, ptr %650, align 4, !tbaa !47
  %2310 = load float, ptr %329, align 8, !tbaa !47
  %2311 = load float, ptr %651, align 4, !tbaa !47
  %2312 = load float, ptr %652, align 8, !tbaa !47
  %2313 = load float, ptr %653, align 4, !tbaa !47
  %2314 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2169, i32 %2170, i32 %2180, float %2310, float %2311, float %2312, float %2313) #9, !srcloc !55
  %2315 = extractvalue { float, float, float, float } %2314, 0
  %2316 = extractvalue { float, float, float, float } %2314, 1
  %2317 = extractvalue { float, float, float, float } %2314, 2
  %2318 = extractvalue { float, float, float, float } %2314, 3
  store float %2315, ptr %329, align 8, !tbaa !47
  store float %2316, ptr %651, align 4, !tbaa !47
  store float %2317, ptr %652, align 8, !tbaa !47
  store float %2318, ptr %653, align 4, !tbaa !47
  %2319 = load float, ptr %325, align 8, !tbaa !47
  %2320 = load float, ptr %654, align 4, !tbaa !47
  %2321 = load float, ptr %655, align 8, !tbaa !47
  %2322 = load float, ptr %656, align 4, !tbaa !47
  %2323 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2169, i32 %2170, i32 %2179, float %2319, float %2320, float %2321, float %2322) #9, !srcloc !55
  %2324 = extractvalue { float, float, float, float } %2323, 0
  %2325 = extractvalue { float, float, float, float } %2323, 1
  %2326 = extractvalue { float, float, float, float } %2323, 2
  %2327 = extractvalue { float, float, float, float } %2323, 3
  store float %2324, ptr %325, align 8, !tbaa !47
  store float %2325, ptr %654, align 4, !tbaa !47
  store float %2326, ptr %655, align 8, !tbaa !47
  store float %2327, ptr %656, align 4, !tbaa !47
  %2328 = load float, ptr %321, align 8, !tbaa !47
  %2329 = load float, ptr %657, align 4, !tbaa !47
  %2330 = load float, ptr %658, align 8, !tbaa !47
  %2331 = load float, ptr %659, align 4, !tbaa !47
  %2332 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2169, i32 %2170, i32 %2178, float %2328, float %2329, float %2330, float %2331) #9, !srcloc !55
  %2333 = extractvalue { float, float, float, float } %2332, 0
  %2334 = extractvalue { float, float, float, float } %2332, 1
  %2335 = extractvalue { float, float, float, float } %2332, 2
  %2336 = extractvalue { float, float, float, float } %2332, 3
  store float %2333, ptr %321, align 8, !tbaa !47
  store float %2334, ptr %657, align 4, !tbaa !47
  store float %2335, ptr %658, align 8, !tbaa !47
  store float %2336, ptr %659, align 4, !tbaa !47
  %2337 = load float, ptr %317, align 8, !tbaa !47
  %2338 = load float, ptr %660, align 4, !tbaa !47
  %2339 = load float, ptr %661, align 8, !tbaa !47
  %2340 = load float, ptr %662, align 4, !tbaa !47
  %2341 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2169, i32 %2170, i32 %2177, float %2337, float %2338, float %2339, float %2340) #9, !srcloc !55
  %2342 = extractvalue { float, float, float, float } %2341, 0
  %2343 = extractvalue { float, float, float, float } %2341, 1
  %2344 = extractvalue { float, float, float, float } %2341, 2
  %2345 = extractvalue { float, float, float, float } %2341, 3
  store float %2342, ptr %317, align 8, !tbaa !47
  store float %2343, ptr %660, align 4, !tbaa !47
  store float %2344, ptr %661, align 8, !tbaa !47
  store float %2345, ptr %662, align 4, !tbaa !47
  call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 3) #9, !srcloc !53
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %2069, label %2366, label %2346

2346:                                             ; preds = %2057
  %2347 = add i32 %2067, 6144
  %2348 = addrspacecast ptr %2273 to ptr addrspace(3)
  %2349 = ptrtoint ptr addrspace(3) %2348 to i64
  %2350 = trunc i64 %2349 to i32
  %2351 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2350) #9, !srcloc !54
  %2352 = extractvalue { i32, i32, i32, i32 } %2351, 0
  %2353 = extractvalue { i32, i32, i32, i32 } %2351, 1
  %2354 = extractvalue { i32, i32, i32, i32 } %2351, 2
  %2355 = extractvalue { i32, i32, i32, i32 } %2351, 3
  %2356 = sext i32 %2347 to i64
  %2357 = getelementptr inbounds i8, ptr %2032, i64 %2356
  %2358 = addrspacecast ptr %2357 to ptr addrspace(3)
  %2359 = ptrtoint ptr addrspace(3) %2358 to i64
  %2360 = trunc i64 %2359 to i32
  %2361 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2360) #9, !srcloc !61
  %2362 = extractvalue { i32, i32, i32, i32 } %2361, 0
  %2363 = extractvalue { i32, i32, i32, i32 } %2361, 1
  %2364 = extractvalue { i32, i32, i32, i32 } %2361, 2
  %2365 = extractvalue { i32, i32, i32, i32 } %2361, 3
  br label %2366

2366:                                             ; preds = %2346, %2057
  %2367 = phi i32 [ %2355, %2346 ], [ %2170, %2057 ]
  %2368 = phi i32 [ %2354, %2346 ], [ %2169, %2057 ]
  %2369 = phi i32 [ %2353, %2346 ], [ %2168, %2057 ]
  %2370 = phi i32 [ %2352, %2346 ], [ %2167, %2057 ]
  %2371 = phi i32 [ %2365, %2346 ], [ %2180, %2057 ]
  %2372 = phi i32 [ %2364, %2346 ], [ %2179, %2057 ]
  %2373 = phi i32 [ %2363, %2346 ], [ %2178, %2057 ]
  %2374 = phi i32 [ %2362, %2346 ], [ %2177, %2057 ]
  %2375 = add i32 %2067, 8192
  %2376 = load float, ptr %2, align 8, !tbaa !47
  %2377 = load float, ptr %314, align 4, !tbaa !47
  %2378 = load float, ptr %315, align 8, !tbaa !47
  %2379 = load float, ptr %316, align 4, !tbaa !47
  %2380 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2259, i32 %2260, i32 %2269, float %2376, float %2377, float %2378, float %2379) #9, !srcloc !55
  %2381 = extractvalue { float, float, float, float } %2380, 0
  %2382 = extractvalue { float, float, float, float } %2380, 1
  %2383 = extractvalue { float, float, float, float } %2380, 2
  %2384 = extractvalue { float, float, float, float } %2380, 3
  store float %2381, ptr %2, align 8, !tbaa !47
  store float %2382, ptr %314, align 4, !tbaa !47
  store float %2383, ptr %315, align 8, !tbaa !47
  store float %2384, ptr %316, align 4, !tbaa !47
  %2385 = load float, ptr %319, align 8, !tbaa !47
  %2386 = load float, ptr %642, align 4, !tbaa !47
  %2387 = load float, ptr %643, align 8, !tbaa !47
  %2388 = load float, ptr %644, align 4, !tbaa !47
  %2389 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2259, i32 %2260, i32 %2270, float %2385, float %2386, float %2387, float %2388) #9, !srcloc !55
  %2390 = extractvalue { float, float, float, float } %2389, 0
  %2391 = extractvalue { float, float, float, float } %2389, 1
  %2392 = extractvalue { float, float, float, float } %2389, 2
  %2393 = extractvalue { float, float, float, float } %2389, 3
  store float %2390, ptr %319, align 8, !tbaa !47
  store float %2391, ptr %642, align 4, !tbaa !47
  store float %2392, ptr %643, align 8, !tbaa !47
  store float %2393, ptr %644, align 4, !tbaa !47
  %2394 = load float, ptr %323, align 8, !tbaa !47
  %2395 = load float, ptr %645, align 4, !tbaa !47
  %2396 = load float, ptr %646, align 8, !tbaa !47
  %2397 = load float, ptr %647, align 4, !tbaa !47
  %2398 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2259, i32 %2260, i32 %2271, float %2394, float %2395, float %2396, float %2397) #9, !srcloc !55
  %2399 = extractvalue { float, float, float, float } %2398, 0
  %2400 = extractvalue { float, float, float, float } %2398, 1
  %2401 = extractvalue { float, float, float, float } %2398, 2
  %2402 = extractvalue { float, float, float, float } %2398, 3
  store float %2399, ptr %323, align 8, !tbaa !47
  store float %2400, ptr %645, align 4, !tbaa !47
  store float %2401, ptr %646, align 8, !tbaa !47
  store float %2402, ptr %647, align 4, !tbaa !47
  %2403 = load float, ptr %327, align 8, !tbaa !47
  %2404 = load float, ptr %648, align 4, !tbaa !47
  %2405 = load float, ptr %649, align 8, !tbaa !47
  %2406 = load float, ptr %650, align 4, !tbaa !47
  %2407 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2259, i32 %2260, i32 %2272, float %2403, float %2404, float %2405, float %2406) #9, !srcloc !55
  %2408 = extractvalue { float, float, float, float } %2407, 0
  %2409 = extractvalue { float, float, float, float } %2407, 1
  %2410 = extractvalue { float, float, float, float } %2407, 2
  %2411 = extractvalue { float, float, float, float } %2407, 3
  store float %2408, ptr %327, align 8, !tbaa !47
  store float %2409, ptr %648, align 4, !tbaa !47
  store float %2410, ptr %649, align 8, !tbaa !47
  store float %2411, ptr %650, align 4, !tbaa !47
  %2412 = load float, ptr %329, align 8, !tbaa !47
  %2413 = load float, ptr %651, align 4, !tbaa !47
  %2414 = load float, ptr %652, align 8, !tbaa !47
  %2415 = load float, ptr %653, align 4, !tbaa !47
  %2416 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2261, i32 %2262, i32 %2272, float %2412, float %2413, float %2414, float %2415) #9, !srcloc !55
  %2417 = extractvalue { float, float, float, float } %2416, 0
  %2418 = extractvalue { float, float, float, float } %2416, 1
  %2419 = extractvalue { float, float, float, float } %2416, 2
  %2420 = extractvalue { float, float, float, float } %2416, 3
  store float %2417, ptr %329, align 8, !tbaa !47
  store float %2418, ptr %651, align 4, !tbaa !47
  store float %2419, ptr %652, align 8, !tbaa !47
  store float %2420, ptr %653, align 4, !tbaa !47
  %2421 = load float, ptr %325, align 8, !tbaa !47
  %2422 = load float, ptr %654, align 4, !tbaa !47
  %2423 = load float, ptr %655, align 8, !tbaa !47
  %2424 = load float, ptr %656, align 4, !tbaa !47
  %2425 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2261, i32 %2262, i32 %2271, float %2421, float %2422, float %2423, float %2424) #9, !srcloc !55
  %2426 = extractvalue { float, float, float, float } %2425, 0
  %2427 = extractvalue { float, float, float, float } %2425, 1
  %2428 = extractvalue { float, float, float, float } %2425, 2
  %2429 = extractvalue { float, float, float, float } %2425, 3
  store float %2426, ptr %325, align 8, !tbaa !47
  store float %2427, ptr %654, align 4, !tbaa !47
  store float %2428, ptr %655, align 8, !tbaa !47
  store float %2429, ptr %656, align 4, !tbaa !47
  %2430 = load float, ptr %321, align 8, !tbaa !47
  %2431 = load float, ptr %657, align 4, !tbaa !47
  %2432 = load float, ptr %658, align 8, !tbaa !47
  %2433 = load float, ptr %659, align 4, !tbaa !47
  %2434 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2261, i32 %2262, i32 %2270, float %2430, float %2431, float %2432, float %2433) #9, !srcloc !55
  %2435 = extractvalue { float, float, float, float } %2434, 0
  %2436 = extractvalue { float, float, float, float } %2434, 1
  %2437 = extractvalue { float, float, float, float } %2434, 2
  %2438 = extractvalue { float, float, float, float } %2434, 3
  store float %2435, ptr %321, align 8, !tbaa !47
  store float %2436, ptr %657, align 4, !tbaa !47
  store float %2437, ptr %658, align 8, !tbaa !47
  store float %2438, ptr %659, align 4, !tbaa !47
  %2439 = load float, ptr %317, align 8, !tbaa !47
  %2440 = load float, ptr %660, align 4, !tbaa !47
  %2441 = load float, ptr %661, align 8, !tbaa !47
  %2442 = load float, ptr %662, align 4, !tbaa !47
  %2443 = call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2261, i32 %2262, i32 %2269, float %2439, float %2440, float %2441, float %2442) #9, !srcloc !55
  %2444 = extractvalue { float, float, float, float } %2443, 0
  %2445 = extractvalue { float, float, float, float } %2443, 1
  %2446 = extractvalue { float, float, float, float } %2443, 2
  %2447 = extractvalue { float, float, float, float } %2443, 3
  store float %2444, ptr %317, align 8, !tbaa !47
  store float %2445, ptr %660, align 4, !tbaa !47
  store float %2446, ptr %661, align 8, !tbaa !47
  store float %2447, ptr %662, align 4, !tbaa !47
  %2448 = add nsw i32 %2068, -1
  %2449 = icmp sgt i32 %2068, -2
  br i1 %2449, label %2057, label %2450, !llvm.loop !62

2450:                                             ; preds = %2366, %1998
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2451 = load i32, ptr %8, align 4, !tbaa !6
  %2452 = add nsw i32 %2451, 1
  %2453 = sext i32 %2452 to i64
  %2454 = icmp sgt i64 %1989, %2453
  br i1 %2454, label %2455, label %2549

2455:                                             ; preds = %2450
  %2456 = load i32, ptr %136, align 4, !tbaa !86
  %2457 = load ptr, ptr %144, align 8, !tbaa !73
  %2458 = load i32, ptr %5, align 4, !tbaa !6
  %2459 = load i32, ptr %149, align 8, !tbaa !6
  %2460 = shl nsw i32 %2452, 7
  %2461 = sext i32 %2456 to i64
  %2462 = shl nsw i64 %2461, 3
  %2463 = mul nsw i64 %2461, 56
  %2464 = mul nsw i32 %2458, %2456
  %2465 = sext i32 %2464 to i64
  %2466 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2457, i64 %2465
  %2467 = add nsw i32 %2460, %366
  %2468 = icmp slt i32 %2467, %2459
  %2469 = select i1 %1265, i1 %2468, i1 false
  %2470 = zext i1 %2469 to i32
  %2471 = add nsw i32 %2467, 64
  %2472 = icmp slt i32 %2471, %2459
  %2473 = select i1 %1265, i1 %2472, i1 false
  %2474 = select i1 %2473, i32 2, i32 0
  %2475 = or disjoint i32 %2474, %2470
  %2476 = select i1 %1273, i1 %2468, i1 false
  %2477 = select i1 %2476, i32 4, i32 0
  %2478 = or disjoint i32 %2475, %2477
  %2479 = select i1 %1273, i1 %2472, i1 false
  %2480 = select i1 %2479, i32 8, i32 0
  %2481 = or disjoint i32 %2478, %2480
  %2482 = zext i1 %2468 to i32
  %2483 = select i1 %2472, i32 2, i32 0
  %2484 = or disjoint i32 %2483, %2482
  %2485 = select i1 %2468, i32 4, i32 0
  %2486 = or disjoint i32 %2484, %2485
  %2487 = select i1 %2472, i32 8, i32 0
  %2488 = or disjoint i32 %2486, %2487
  %2489 = sext i32 %2467 to i64
  %2490 = mul nsw i64 %2461, %370
  %2491 = add nsw i64 %2490, %2489
  %2492 = shl nsw i64 %2491, 1
  %2493 = getelementptr inbounds i8, ptr %2466, i64 %2492
  %2494 = select i1 %1294, i32 %2481, i32 %2488
  %2495 = select i1 %1297, i32 0, i32 %2494
  %2496 = shl nuw nsw i32 %2495, 4
  %2497 = and i32 %2496, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %412, ptr %2493, i32 16, i32 %2497) #9, !srcloc !52
  %2498 = getelementptr inbounds nuw i8, ptr %2493, i64 128
  %2499 = shl nuw nsw i32 %2495, 3
  %2500 = and i32 %2499, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %416, ptr nonnull %2498, i32 16, i32 %2500) #9, !srcloc !52
  %2501 = getelementptr inbounds i8, ptr %2493, i64 %2462
  %2502 = shl nuw nsw i32 %2495, 2
  %2503 = and i32 %2502, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %419, ptr %2501, i32 16, i32 %2503) #9, !srcloc !52
  %2504 = getelementptr inbounds nuw i8, ptr %2501, i64 128
  %2505 = shl nuw nsw i32 %2495, 1
  %2506 = and i32 %2505, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %423, ptr nonnull %2504, i32 16, i32 %2506) #9, !srcloc !52
  %2507 = getelementptr inbounds i8, ptr %2501, i64 %2463
  call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %2508 = select i1 %1312, i32 %2481, i32 %2495
  %2509 = select i1 %1314, i32 0, i32 %2508
  %2510 = shl nuw nsw i32 %2509, 4
  %2511 = and i32 %2510, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %427, ptr %2507, i32 16, i32 %2511) #9, !srcloc !52
  %2512 = getelementptr inbounds nuw i8, ptr %2507, i64 128
  %2513 = shl nuw nsw i32 %2509, 3
  %2514 = and i32 %2513, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %431, ptr nonnull %2512, i32 16, i32 %2514) #9, !srcloc !52
  %2515 = getelementptr inbounds i8, ptr %2507, i64 %2462
  %2516 = shl nuw nsw i32 %2509, 2
  %2517 = and i32 %2516, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %435, ptr %2515, i32 16, i32 %2517) #9, !srcloc !52
  %2518 = getelementptr inbounds nuw i8, ptr %2515, i64 128
  %2519 = shl nuw nsw i32 %2509, 1
  %2520 = and i32 %2519, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %439, ptr nonnull %2518, i32 16, i32 %2520) #9, !srcloc !52
  %2521 = getelementptr inbounds i8, ptr %2515, i64 %2463
  call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %2522 = select i1 %1329, i32 %2481, i32 %2509
  %2523 = select i1 %1331, i32 0, i32 %2522
  %2524 = shl nuw nsw i32 %2523, 4
  %2525 = and i32 %2524, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %443, ptr %2521, i32 16, i32 %2525) #9, !srcloc !52
  %2526 = getelementptr inbounds nuw i8, ptr %2521, i64 128
  %2527 = shl nuw nsw i32 %2523, 3
  %2528 = and i32 %2527, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %447, ptr nonnull %2526, i32 16, i32 %2528) #9, !srcloc !52
  %2529 = getelementptr inbounds i8, ptr %2521, i64 %2462
  %2530 = shl nuw nsw i32 %2523, 2
  %2531 = and i32 %2530, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %451, ptr %2529, i32 16, i32 %2531) #9, !srcloc !52
  %2532 = getelementptr inbounds nuw i8, ptr %2529, i64 128
  %2533 = shl nuw nsw i32 %2523, 1
  %2534 = and i32 %2533, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %455, ptr nonnull %2532, i32 16, i32 %2534) #9, !srcloc !52
  %2535 = getelementptr inbounds i8, ptr %2529, i64 %2463
  call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %2536 = select i1 %1346, i32 %2481, i32 %2523
  %2537 = select i1 %1348, i32 0, i32 %2536
  %2538 = shl nuw nsw i32 %2537, 4
  %2539 = and i32 %2538, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %459, ptr %2535, i32 16, i32 %2539) #9, !srcloc !52
  %2540 = getelementptr inbounds nuw i8, ptr %2535, i64 128
  %2541 = shl nuw nsw i32 %2537, 3
  %2542 = and i32 %2541, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %463, ptr nonnull %2540, i32 16, i32 %2542) #9, !srcloc !52
  %2543 = getelementptr inbounds i8, ptr %2535, i64 %2462
  %2544 = shl nuw nsw i32 %2537, 2
  %2545 = and i32 %2544, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %467, ptr %2543, i32 16, i32 %2545) #9, !srcloc !52
  %2546 = getelementptr inbounds nuw i8, ptr %2543, i64 128
  %2547 = shl nuw nsw i32 %2537, 1
  %2548 = and i32 %2547, 16
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %471, ptr nonnull %2546, i32 16, i32 %2548) #9, !srcloc !52
  call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  br label %2549

2549:                                             ; preds = %2455, %2450
  call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  call void asm sideeffect "cp.async.wait_all;\0A", ""() #9, !srcloc !49
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2550 = load i32, ptr %5, align 4, !tbaa !6
  %2551 = icmp eq i32 %2550, 0
  br i1 %2551, label %2552, label %2865

2552:                                             ; preds = %2549
  %2553 = load i32, ptr %196, align 8, !tbaa !70
  %2554 = icmp sgt i32 %2553, 128
  %2555 = load i32, ptr %8, align 4, !tbaa !6
  %2556 = load i8, ptr %6, align 1, !tbaa !95
  %2557 = load i8, ptr %7, align 1, !tbaa !95
  %2558 = shl nsw i32 %2555, 7
  %2559 = add nsw i32 %2558, %498
  %2560 = add nsw i32 %2559, 64
  %2561 = sext i32 %2559 to i64
  br i1 %2554, label %2740, label %2562

2562:                                             ; preds = %2552
  %2563 = load i64, ptr %3, align 8, !tbaa !93
  %2564 = inttoptr i64 %2563 to ptr
  %2565 = getelementptr inbounds nuw i8, ptr %2564, i64 132
  %2566 = load i32, ptr %2565, align 4, !tbaa !74
  %2567 = getelementptr inbounds nuw i8, ptr %2564, i64 64
  %2568 = load ptr, ptr %2567, align 8, !tbaa !75
  %2569 = getelementptr inbounds nuw i8, ptr %2564, i64 100
  %2570 = load i32, ptr %2569, align 4, !tbaa !65
  %2571 = getelementptr inbounds nuw i8, ptr %2564, i64 96
  %2572 = load i32, ptr %2571, align 8, !tbaa !80
  %2573 = icmp slt i32 %2559, %2572
  %2574 = icmp slt i32 %2560, %2572
  %2575 = icmp ne ptr %2568, null
  %2576 = select i1 %2575, i1 %2573, i1 false
  %2577 = select i1 %2575, i1 %2574, i1 false
  %2578 = sext i32 %2566 to i64
  %2579 = shl nsw i64 %2578, 4
  %2580 = mul nsw i64 %502, %2578
  %2581 = getelementptr inbounds i8, ptr %2568, i64 %2580
  %2582 = shl nsw i64 %2561, 1
  %2583 = and i64 %2582, 4611686018427387896
  %2584 = getelementptr inbounds nuw i8, ptr %2581, i64 %2583
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2585 = sext i8 %2557 to i32
  %2586 = lshr i32 %2585, 2
  %2587 = zext nneg i32 %2586 to i64
  %2588 = mul nuw nsw i64 %2587, 544
  %2589 = getelementptr i8, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 42496), i64 %2588
  %2590 = and i32 %2585, 3
  %2591 = zext nneg i32 %2590 to i64
  %2592 = getelementptr %"class.cutlass::AlignedArray.92", ptr %2589, i64 %2591
  %2593 = sdiv i8 %2556, 4
  %2594 = sext i8 %2593 to i64
  %2595 = mul nsw i64 %2594, 4352
  %2596 = getelementptr i8, ptr %2592, i64 %2595
  %2597 = srem i8 %2556, 4
  %2598 = sext i8 %2597 to i32
  %2599 = shl nsw i32 %2598, 4
  %2600 = sext i32 %2599 to i64
  %2601 = getelementptr %"class.cutlass::AlignedArray.92", ptr %2596, i64 %2600
  %2602 = load i64, ptr %2, align 8, !tbaa !95
  %2603 = load i64, ptr %319, align 8, !tbaa !95
  %2604 = load i64, ptr %323, align 8, !tbaa !95
  %2605 = load i64, ptr %327, align 8, !tbaa !95
  store i64 %2602, ptr %2601, align 8
  %2606 = getelementptr inbounds nuw i8, ptr %2601, i64 32
  store i64 %2603, ptr %2606, align 8
  %2607 = getelementptr inbounds nuw i8, ptr %2601, i64 64
  store i64 %2604, ptr %2607, align 8
  %2608 = getelementptr inbounds nuw i8, ptr %2601, i64 96
  store i64 %2605, ptr %2608, align 8
  %2609 = getelementptr inbounds nuw i8, ptr %2601, i64 4352
  %2610 = load i64, ptr %315, align 8, !tbaa !95
  %2611 = load i64, ptr %320, align 8, !tbaa !95
  %2612 = load i64, ptr %324, align 8, !tbaa !95
  %2613 = load i64, ptr %328, align 8, !tbaa !95
  store i64 %2610, ptr %2609, align 8
  %2614 = getelementptr inbounds nuw i8, ptr %2601, i64 4384
  store i64 %2611, ptr %2614, align 8
  %2615 = getelementptr inbounds nuw i8, ptr %2601, i64 4416
  store i64 %2612, ptr %2615, align 8
  %2616 = getelementptr inbounds nuw i8, ptr %2601, i64 4448
  store i64 %2613, ptr %2616, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2617 = load float, ptr %509, align 16
  %2618 = load float, ptr %510, align 4
  %2619 = load float, ptr %511, align 8
  %2620 = load float, ptr %512, align 4
  %2621 = load float, ptr %513, align 16
  %2622 = load float, ptr %514, align 4
  %2623 = load float, ptr %515, align 8
  %2624 = load float, ptr %516, align 4
  %2625 = load float, ptr %517, align 4, !tbaa !47
  %2626 = fdiv contract float 1.000000e+00, %2625
  %2627 = fmul contract float %2617, %2626
  %2628 = fmul contract float %2618, %2626
  %2629 = fmul contract float %2619, %2626
  %2630 = fmul contract float %2620, %2626
  %2631 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2627, float %2628) #10, !srcloc !50
  %2632 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2629, float %2630) #10, !srcloc !50
  %2633 = fmul contract float %2621, %2626
  %2634 = fmul contract float %2622, %2626
  %2635 = fmul contract float %2623, %2626
  %2636 = fmul contract float %2624, %2626
  %2637 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2633, float %2634) #10, !srcloc !50
  %2638 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2635, float %2636) #10, !srcloc !50
  %2639 = icmp slt i32 %500, %2570
  %2640 = select i1 %2639, i1 %2576, i1 false
  %2641 = zext i1 %2640 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %2584, i32 %2631, i32 %2632, i32 %2641) #9, !srcloc !51
  %2642 = getelementptr inbounds nuw i8, ptr %2584, i64 128
  %2643 = select i1 %2639, i1 %2577, i1 false
  %2644 = zext i1 %2643 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr nonnull %2642, i32 %2637, i32 %2638, i32 %2644) #9, !srcloc !51
  %2645 = getelementptr inbounds i8, ptr %2584, i64 %2579
  %2646 = load float, ptr %519, align 16
  %2647 = load float, ptr %520, align 4
  %2648 = load float, ptr %521, align 8
  %2649 = load float, ptr %522, align 4
  %2650 = load float, ptr %523, align 16
  %2651 = load float, ptr %524, align 4
  %2652 = load float, ptr %525, align 8
  %2653 = load float, ptr %526, align 4
  %2654 = load float, ptr %528, align 4, !tbaa !47
  %2655 = fdiv contract float 1.000000e+00, %2654
  %2656 = fmul contract float %2646, %2655
  %2657 = fmul contract float %2647, %2655
  %2658 = fmul contract float %2648, %2655
  %2659 = fmul contract float %2649, %2655
  %2660 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2656, float %2657) #10, !srcloc !50
  %2661 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2658, float %2659) #10, !srcloc !50
  %2662 = fmul contract float %2650, %2655
  %2663 = fmul contract float %2651, %2655
  %2664 = fmul contract float %2652, %2655
  %2665 = fmul contract float %2653, %2655
  %2666 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2662, float %2663) #10, !srcloc !50
  %2667 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2664, float %2665) #10, !srcloc !50
  %2668 = icmp slt i32 %518, %2570
  %2669 = select i1 %2668, i1 %2576, i1 false
  %2670 = zext i1 %2669 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %2645, i32 %2660, i32 %2661, i32 %2670) #9, !srcloc !51
  %2671 = getelementptr inbounds nuw i8, ptr %2645, i64 128
  %2672 = select i1 %2668, i1 %2577, i1 false
  %2673 = zext i1 %2672 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr nonnull %2671, i32 %2666, i32 %2667, i32 %2673) #9, !srcloc !51
  %2674 = getelementptr inbounds i8, ptr %2645, i64 %2579
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2675 = load i64, ptr %317, align 8, !tbaa !95
  %2676 = load i64, ptr %321, align 8, !tbaa !95
  %2677 = load i64, ptr %325, align 8, !tbaa !95
  %2678 = load i64, ptr %329, align 8, !tbaa !95
  store i64 %2675, ptr %2601, align 8
  store i64 %2676, ptr %2606, align 8
  store i64 %2677, ptr %2607, align 8
  store i64 %2678, ptr %2608, align 8
  %2679 = load i64, ptr %318, align 8, !tbaa !95
  %2680 = load i64, ptr %322, align 8, !tbaa !95
  %2681 = load i64, ptr %326, align 8, !tbaa !95
  %2682 = load i64, ptr %330, align 8, !tbaa !95
  store i64 %2679, ptr %2609, align 8
  store i64 %2680, ptr %2614, align 8
  store i64 %2681, ptr %2615, align 8
  store i64 %2682, ptr %2616, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2683 = load float, ptr %509, align 16
  %2684 = load float, ptr %510, align 4
  %2685 = load float, ptr %511, align 8
  %2686 = load float, ptr %512, align 4
  %2687 = load float, ptr %513, align 16
  %2688 = load float, ptr %514, align 4
  %2689 = load float, ptr %515, align 8
  %2690 = load float, ptr %516, align 4
  %2691 = load float, ptr %531, align 4, !tbaa !47
  %2692 = fdiv contract float 1.000000e+00, %2691
  %2693 = fmul contract float %2683, %2692
  %2694 = fmul contract float %2684, %2692
  %2695 = fmul contract float %2685, %2692
  %2696 = fmul contract float %2686, %2692
  %2697 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2693, float %2694) #10, !srcloc !50
  %2698 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2695, float %2696) #10, !srcloc !50
  %2699 = fmul contract float %2687, %2692
  %2700 = fmul contract float %2688, %2692
  %2701 = fmul contract float %2689, %2692
  %2702 = fmul contract float %2690, %2692
  %2703 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2699, float %2700) #10, !srcloc !50
  %2704 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2701, float %2702) #10, !srcloc !50
  %2705 = icmp slt i32 %529, %2570
  %2706 = select i1 %2705, i1 %2576, i1 false
  %2707 = zext i1 %2706 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %2674, i32 %2697, i32 %2698, i32 %2707) #9, !srcloc !51
  %2708 = getelementptr inbounds nuw i8, ptr %2674, i64 128
  %2709 = select i1 %2705, i1 %2577, i1 false
  %2710 = zext i1 %2709 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr nonnull %2708, i32 %2703, i32 %2704, i32 %2710) #9, !srcloc !51
  %2711 = getelementptr inbounds i8, ptr %2674, i64 %2579
  %2712 = load float, ptr %519, align 16
  %2713 = load float, ptr %520, align 4
  %2714 = load float, ptr %521, align 8
  %2715 = load float, ptr %522, align 4
  %2716 = load float, ptr %523, align 16
  %2717 = load float, ptr %524, align 4
  %2718 = load float, ptr %525, align 8
  %2719 = load float, ptr %526, align 4
  %2720 = load float, ptr %534, align 4, !tbaa !47
  %2721 = fdiv contract float 1.000000e+00, %2720
  %2722 = fmul contract float %2712, %2721
  %2723 = fmul contract float %2713, %2721
  %2724 = fmul contract float %2714, %2721
  %2725 = fmul contract float %2715, %2721
  %2726 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2722, float %2723) #10, !srcloc !50
  %2727 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2724, float %2725) #10, !srcloc !50
  %2728 = fmul contract float %2716, %2721
  %2729 = fmul contract float %2717, %2721
  %2730 = fmul contract float %2718, %2721
  %2731 = fmul contract float %2719, %2721
  %2732 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2728, float %2729) #10, !srcloc !50
  %2733 = call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2730, float %2731) #10, !srcloc !50
  %2734 = icmp slt i32 %532, %2570
  %2735 = select i1 %2734, i1 %2576, i1 false
  %2736 = zext i1 %2735 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %2711, i32 %2726, i32 %2727, i32 %2736) #9, !srcloc !51
  %2737 = getelementptr inbounds nuw i8, ptr %2711, i64 128
  %2738 = select i1 %2734, i1 %2577, i1 false
  %2739 = zext i1 %2738 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr nonnull %2737, i32 %2732, i32 %2733, i32 %2739) #9, !srcloc !51
  br label %2866

2740:                                             ; preds = %2552
  %2741 = load i64, ptr %4, align 8, !tbaa !93
  %2742 = inttoptr i64 %2741 to ptr
  %2743 = getelementptr inbounds nuw i8, ptr %2742, i64 96
  %2744 = load i32, ptr %2743, align 8, !tbaa !80
  %2745 = getelementptr inbounds nuw i8, ptr %2742, i64 196
  %2746 = load i32, ptr %2745, align 4, !tbaa !81
  %2747 = getelementptr inbounds nuw i8, ptr %2742, i64 72
  %2748 = load ptr, ptr %2747, align 8, !tbaa !76
  %2749 = getelementptr inbounds nuw i8, ptr %2742, i64 100
  %2750 = load i32, ptr %2749, align 4, !tbaa !65
  %2751 = shl nsw i64 %2561, 2
  %2752 = and i64 %2751, 4611686018427387888
  %2753 = icmp slt i32 %2559, %2744
  %2754 = icmp slt i32 %2560, %2744
  %2755 = icmp ne ptr %2748, null
  %2756 = select i1 %2755, i1 %2753, i1 false
  %2757 = select i1 %2755, i1 %2754, i1 false
  %2758 = mul i32 %2746, %2744
  %2759 = sext i32 %2758 to i64
  %2760 = shl nsw i64 %2759, 5
  %2761 = mul nsw i64 %535, %2759
  %2762 = getelementptr inbounds i8, ptr %2748, i64 %2761
  %2763 = getelementptr inbounds nuw i8, ptr %2762, i64 %2752
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2764 = sext i8 %2557 to i32
  %2765 = lshr i32 %2764, 2
  %2766 = zext nneg i32 %2765 to i64
  %2767 = mul nuw nsw i64 %2766, 544
  %2768 = getelementptr i8, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 42496), i64 %2767
  %2769 = and i32 %2764, 3
  %2770 = zext nneg i32 %2769 to i64
  %2771 = getelementptr %"class.cutlass::AlignedArray.92", ptr %2768, i64 %2770
  %2772 = freeze i8 %2556
  %2773 = sdiv i8 %2772, 4
  %2774 = sext i8 %2773 to i64
  %2775 = mul nsw i64 %2774, 4352
  %2776 = getelementptr i8, ptr %2771, i64 %2775
  %2777 = mul i8 %2773, 4
  %2778 = sub i8 %2772, %2777
  %2779 = sext i8 %2778 to i32
  %2780 = shl nsw i32 %2779, 4
  %2781 = sext i32 %2780 to i64
  %2782 = getelementptr %"class.cutlass::AlignedArray.92", ptr %2776, i64 %2781
  %2783 = load i64, ptr %2, align 8, !tbaa !95
  %2784 = load i64, ptr %319, align 8, !tbaa !95
  %2785 = load i64, ptr %323, align 8, !tbaa !95
  %2786 = load i64, ptr %327, align 8, !tbaa !95
  store i64 %2783, ptr %2782, align 8
  %2787 = getelementptr inbounds nuw i8, ptr %2782, i64 32
  store i64 %2784, ptr %2787, align 8
  %2788 = getelementptr inbounds nuw i8, ptr %2782, i64 64
  store i64 %2785, ptr %2788, align 8
  %2789 = getelementptr inbounds nuw i8, ptr %2782, i64 96
  store i64 %2786, ptr %2789, align 8
  %2790 = getelementptr inbounds nuw i8, ptr %2782, i64 4352
  %2791 = load i64, ptr %315, align 8, !tbaa !95
  %2792 = load i64, ptr %320, align 8, !tbaa !95
  %2793 = load i64, ptr %324, align 8, !tbaa !95
  %2794 = load i64, ptr %328, align 8, !tbaa !95
  store i64 %2791, ptr %2790, align 8
  %2795 = getelementptr inbounds nuw i8, ptr %2782, i64 4384
  store i64 %2792, ptr %2795, align 8
  %2796 = getelementptr inbounds nuw i8, ptr %2782, i64 4416
  store i64 %2793, ptr %2796, align 8
  %2797 = getelementptr inbounds nuw i8, ptr %2782, i64 4448
  store i64 %2794, ptr %2797, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2798 = load i32, ptr %509, align 16
  %2799 = load i32, ptr %510, align 4
  %2800 = load i32, ptr %511, align 8
  %2801 = load i32, ptr %512, align 4
  %2802 = load i32, ptr %513, align 16
  %2803 = load i32, ptr %514, align 4
  %2804 = load i32, ptr %515, align 8
  %2805 = load i32, ptr %516, align 4
  %2806 = icmp slt i32 %500, %2750
  %2807 = select i1 %2806, i1 %2756, i1 false
  %2808 = zext i1 %2807 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr %2763, i32 %2798, i32 %2799, i32 %2800, i32 %2801, i32 %2808) #9, !srcloc !100
  %2809 = getelementptr inbounds nuw i8, ptr %2763, i64 256
  %2810 = select i1 %2806, i1 %2757, i1 false
  %2811 = zext i1 %2810 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr nonnull %2809, i32 %2802, i32 %2803, i32 %2804, i32 %2805, i32 %2811) #9, !srcloc !100
  %2812 = getelementptr inbounds i8, ptr %2763, i64 %2760
  %2813 = load i32, ptr %519, align 16
  %2814 = load i32, ptr %520, align 4
  %2815 = load i32, ptr %521, align 8
  %2816 = load i32, ptr %522, align 4
  %2817 = load i32, ptr %523, align 16
  %2818 = load i32, ptr %524, align 4
  %2819 = load i32, ptr %525, align 8
  %2820 = load i32, ptr %526, align 4
  %2821 = icmp slt i32 %518, %2750
  %2822 = select i1 %2821, i1 %2756, i1 false
  %2823 = zext i1 %2822 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr %2812, i32 %2813, i32 %2814, i32 %2815, i32 %2816, i32 %2823) #9, !srcloc !100
  %2824 = getelementptr inbounds nuw i8, ptr %2812, i64 256
  %2825 = select i1 %2821, i1 %2757, i1 false
  %2826 = zext i1 %2825 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr nonnull %2824, i32 %2817, i32 %2818, i32 %2819, i32 %2820, i32 %2826) #9, !srcloc !100
  %2827 = getelementptr inbounds i8, ptr %2812, i64 %2760
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2828 = load i64, ptr %317, align 8, !tbaa !95
  %2829 = load i64, ptr %321, align 8, !tbaa !95
  %2830 = load i64, ptr %325, align 8, !tbaa !95
  %2831 = load i64, ptr %329, align 8, !tbaa !95
  store i64 %2828, ptr %2782, align 8
  store i64 %2829, ptr %2787, align 8
  store i64 %2830, ptr %2788, align 8
  store i64 %2831, ptr %2789, align 8
  %2832 = load i64, ptr %318, align 8, !tbaa !95
  %2833 = load i64, ptr %322, align 8, !tbaa !95
  %2834 = load i64, ptr %326, align 8, !tbaa !95
  %2835 = load i64, ptr %330, align 8, !tbaa !95
  store i64 %2832, ptr %2790, align 8
  store i64 %2833, ptr %2795, align 8
  store i64 %2834, ptr %2796, align 8
  store i64 %2835, ptr %2797, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2836 = load i32, ptr %509, align 16
  %2837 = load i32, ptr %510, align 4
  %2838 = load i32, ptr %511, align 8
  %2839 = load i32, ptr %512, align 4
  %2840 = load i32, ptr %513, align 16
  %2841 = load i32, ptr %514, align 4
  %2842 = load i32, ptr %515, align 8
  %2843 = load i32, ptr %516, align 4
  %2844 = icmp slt i32 %529, %2750
  %2845 = select i1 %2844, i1 %2756, i1 false
  %2846 = zext i1 %2845 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr %2827, i32 %2836, i32 %2837, i32 %2838, i32 %2839, i32 %2846) #9, !srcloc !100
  %2847 = getelementptr inbounds nuw i8, ptr %2827, i64 256
  %2848 = select i1 %2844, i1 %2757, i1 false
  %2849 = zext i1 %2848 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr nonnull %2847, i32 %2840, i32 %2841, i32 %2842, i32 %2843, i32 %2849) #9, !srcloc !100
  %2850 = getelementptr inbounds i8, ptr %2827, i64 %2760
  %2851 = load i32, ptr %519, align 16
  %2852 = load i32, ptr %520, align 4
  %2853 = load i32, ptr %521, align 8
  %2854 = load i32, ptr %522, align 4
  %2855 = load i32, ptr %523, align 16
  %2856 = load i32, ptr %524, align 4
  %2857 = load i32, ptr %525, align 8
  %2858 = load i32, ptr %526, align 4
  %2859 = icmp slt i32 %532, %2750
  %2860 = select i1 %2859, i1 %2756, i1 false
  %2861 = zext i1 %2860 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr %2850, i32 %2851, i32 %2852, i32 %2853, i32 %2854, i32 %2861) #9, !srcloc !100
  %2862 = getelementptr inbounds nuw i8, ptr %2850, i64 256
  %2863 = select i1 %2859, i1 %2757, i1 false
  %2864 = zext i1 %2863 to i32
  call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr nonnull %2862, i32 %2855, i32 %2856, i32 %2857, i32 %2858, i32 %2864) #9, !srcloc !100
  br label %2866

2865:                                             ; preds = %2549
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #11
  store ptr %5, ptr %9, align 8, !tbaa !101
  store ptr %0, ptr %474, align 8, !tbaa !93
  store ptr %8, ptr %475, align 8, !tbaa !101
  store ptr %4, ptr %476, align 8, !tbaa !102
  store ptr %3, ptr %477, align 8, !tbaa !102
  store ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), ptr %478, align 8, !tbaa !103
  store ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 384), ptr %479, align 8, !tbaa !103
  store ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), ptr %480, align 8, !tbaa !105
  store ptr %6, ptr %481, align 8, !tbaa !107
  store ptr %7, ptr %482, align 8, !tbaa !107
  store ptr %2, ptr %483, align 8, !tbaa !103
  call void @_ZZN15AttentionKernelIN7cutlass6half_tENS0_4arch4Sm80ELb1ELi32ELi128ELi65536ELb0ELb0E18DefaultToBatchHookE16attention_kernelERNS5_6ParamsEENKUlvE0_clEv(ptr noundef nonnull align 8 dereferenceable(88) %9) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #11
  br label %2866

2866:                                             ; preds = %2865, %2740, %2562
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2867 = load i32, ptr %8, align 4, !tbaa !6
  %2868 = add nsw i32 %2867, 1
  store i32 %2868, ptr %8, align 4, !tbaa !6
  %2869 = sext i32 %2868 to i64
  %2870 = icmp sgt i64 %1989, %2869
  br i1 %2870, label %1998, label %1993, !llvm.loop !109

2871:                                             ; preds = %714
  %2872 = load i32, ptr %14, align 4, !tbaa !65
  %2873 = shl i32 %304, 16
  %2874 = ashr exact i32 %2873, 16
  %2875 = icmp sgt i32 %2872, %2874
  br i1 %2875, label %2876, label %2912

2876:                                             ; preds = %2871
  %2877 = sext i16 %305 to i64
  %2878 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %2877
  %2879 = load float, ptr %2878, align 4, !tbaa !47
  %2880 = fdiv contract float %2879, 0x3FF7154760000000
  %2881 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 128), i64 %2877
  %2882 = load float, ptr %2881, align 4, !tbaa !47
  %2883 = fcmp olt float %2882, 0x3810000000000000
  %2884 = fmul float %2882, 0x4160000000000000
  %2885 = select i1 %2883, float %2884, float %2882
  %2886 = select i1 %2883, float -2.300000e+01, float 0.000000e+00
  %2887 = bitcast float %2885 to i32
  %2888 = add i32 %2887, -1059760811
  %2889 = and i32 %2888, -8388608
  %2890 = sub i32 %2887, %2889
  %2891 = bitcast i32 %2890 to float
  %2892 = sitofp i32 %2889 to float
  %2893 = call float @llvm.fma.f32(float %2892, float 0x3E80000000000000, float %2886)
  %2894 = fadd float %2891, -1.000000e+00
  %2895 = call float @llvm.fma.f32(float %2894, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %2896 = call float @llvm.fma.f32(float %2895, float %2894, float 0xBFBF19B980000000)
  %2897 = call float @llvm.fma.f32(float %2896, float %2894, float 0x3FC1E52AA0000000)
  %2898 = call float @llvm.fma.f32(float %2897, float %2894, float 0xBFC55B1720000000)
  %2899 = call float @llvm.fma.f32(float %2898, float %2894, float 0x3FC99DA160000000)
  %2900 = call float @llvm.fma.f32(float %2899, float %2894, float 0xBFCFFFE440000000)
  %2901 = call float @llvm.fma.f32(float %2900, float %2894, float 0x3FD5554F00000000)
  %2902 = call float @llvm.fma.f32(float %2901, float %2894, float -5.000000e-01)
  %2903 = fmul float %2894, %2902
  %2904 = call float @llvm.fma.f32(float %2903, float %2894, float %2894)
  %2905 = call float @llvm.fma.f32(float %2893, float 0x3FE62E4300000000, float %2904)
  %2906 = icmp ugt i32 %2887, 2139095039
  %2907 = call float @llvm.fma.f32(float %2885, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %2908 = select i1 %2906, float %2907, float %2905
  %2909 = fcmp oeq float %2885, 0.000000e+00
  %2910 = select i1 %2909, float 0xFFF0000000000000, float %2908
  %2911 = fadd contract float %2880, %2910
  br label %2919

2912:                                             ; preds = %2871
  %2913 = add nsw i32 %2872, 31
  %2914 = sdiv i32 %2913, 32
  %2915 = shl nsw i32 %2914, 5
  %2916 = icmp sgt i32 %2915, %2874
  br i1 %2916, label %2917, label %2923

2917:                                             ; preds = %2912
  %2918 = sext i16 %305 to i64
  br label %2919

2919:                                             ; preds = %2917, %2876
  %2920 = phi i64 [ %2877, %2876 ], [ %2918, %2917 ]
  %2921 = phi float [ %2911, %2876 ], [ 0x7FF0000000000000, %2917 ]
  %2922 = getelementptr inbounds float, ptr %715, i64 %2920
  store float %2921, ptr %2922, align 4, !tbaa !47
  br label %2923

2923:                                             ; preds = %2919, %2912, %714
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #11
  br label %2924

2924:                                             ; preds = %2923, %217, %44
  ret void
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define internal void @_ZZN15AttentionKernelIN7cutlass6half_tENS0_4arch4Sm80ELb1ELi32ELi128ELi65536ELb0ELb0E18DefaultToBatchHookE16attention_kernelERNS5_6ParamsEENKUlvE0_clEv(ptr noundef nonnull align 8 dereferenceable(88) %0) local_unnamed_addr #6 align 2 {
  %2 = load ptr, ptr %0, align 8, !tbaa !110, !nonnull !112, !align !113
  %3 = load i32, ptr %2, align 4, !tbaa !6
  %4 = add nsw i32 %3, 128
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !114, !nonnull !112, !align !115
  %7 = getelementptr inbounds nuw i8, ptr %6, i64 104
  %8 = load i32, ptr %7, align 8, !tbaa !70
  %9 = icmp slt i32 %4, %8
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !116, !nonnull !112, !align !113
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %13 = load ptr, ptr %12, align 8, !tbaa !117, !nonnull !112, !align !115
  br i1 %9, label %478, label %14

14:                                               ; preds = %1
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %16 = load ptr, ptr %15, align 8, !tbaa !118, !nonnull !112, !align !115
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %18 = load ptr, ptr %17, align 8, !tbaa !119, !nonnull !112, !align !113
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %20 = load ptr, ptr %19, align 8, !tbaa !120, !nonnull !112, !align !113
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %22 = load ptr, ptr %21, align 8, !tbaa !121, !nonnull !112, !align !122
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %24 = load ptr, ptr %23, align 8, !tbaa !123, !nonnull !112
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %26 = load ptr, ptr %25, align 8, !tbaa !124, !nonnull !112
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %28 = load ptr, ptr %27, align 8, !tbaa !125, !nonnull !112, !align !113
  %29 = load i32, ptr %11, align 4, !tbaa !6
  %30 = load ptr, ptr %13, align 8, !tbaa !126, !nonnull !112, !align !115
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 96
  %32 = load i32, ptr %31, align 8, !tbaa !80
  %33 = getelementptr inbounds nuw i8, ptr %30, i64 196
  %34 = load i32, ptr %33, align 4, !tbaa !81
  %35 = getelementptr inbounds nuw i8, ptr %30, i64 72
  %36 = load ptr, ptr %35, align 8, !tbaa !76
  %37 = getelementptr inbounds nuw i8, ptr %30, i64 100
  %38 = load i32, ptr %37, align 4, !tbaa !65
  %39 = load i64, ptr %16, align 8, !tbaa !93
  %40 = inttoptr i64 %39 to ptr
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 132
  %42 = load i32, ptr %41, align 4, !tbaa !74
  %43 = getelementptr inbounds nuw i8, ptr %40, i64 64
  %44 = load ptr, ptr %43, align 8, !tbaa !75
  %45 = getelementptr inbounds nuw i8, ptr %40, i64 100
  %46 = load i32, ptr %45, align 4, !tbaa !65
  %47 = getelementptr inbounds nuw i8, ptr %40, i64 96
  %48 = load i32, ptr %47, align 8, !tbaa !80
  %49 = getelementptr inbounds nuw i8, ptr %22, i64 42496
  %50 = load i8, ptr %24, align 1, !tbaa !95
  %51 = load i8, ptr %26, align 1, !tbaa !95
  %52 = sext i8 %51 to i32
  %53 = lshr i32 %52, 2
  %54 = and i32 %52, 3
  %55 = zext nneg i32 %53 to i64
  %56 = zext nneg i32 %54 to i64
  %57 = mul nuw nsw i64 %55, 544
  %58 = getelementptr i8, ptr %49, i64 %57
  %59 = getelementptr %"class.cutlass::AlignedArray.92", ptr %58, i64 %56
  %60 = freeze i8 %50
  %61 = sdiv i8 %60, 4
  %62 = sext i8 %61 to i64
  %63 = mul i8 %61, 4
  %64 = sub i8 %60, %63
  %65 = sext i8 %64 to i32
  %66 = shl nsw i32 %65, 4
  %67 = sext i32 %66 to i64
  %68 = mul nsw i64 %62, 4352
  %69 = getelementptr i8, ptr %59, i64 %68
  %70 = getelementptr %"class.cutlass::AlignedArray.92", ptr %69, i64 %67
  %71 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %72 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %73 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %74 = mul nuw nsw i32 %72, %73
  %75 = add nuw nsw i32 %74, %71
  %76 = trunc i32 %75 to i16
  %77 = sdiv i16 %76, 32
  %78 = mul i16 %77, 32
  %79 = sub i16 %76, %78
  %80 = sdiv i16 %76, 128
  %81 = sext i16 %80 to i32
  %82 = srem i16 %77, 4
  %83 = sext i16 %82 to i32
  %84 = trunc nsw i16 %79 to i8
  %85 = freeze i8 %84
  %86 = sdiv i8 %85, 16
  %87 = sext i8 %86 to i32
  %88 = mul i8 %86, 16
  %89 = sub i8 %85, %88
  %90 = sext i8 %89 to i32
  %91 = shl nsw i32 %81, 3
  %92 = shl nsw i32 %83, 1
  %93 = add nsw i32 %92, %87
  %94 = add nsw i32 %93, %91
  %95 = shl nsw i32 %90, 2
  %96 = shl nsw i32 %29, 7
  %97 = add nsw i32 %96, %95
  %98 = icmp slt i32 %97, %32
  %99 = add nsw i32 %97, 64
  %100 = icmp slt i32 %99, %32
  %101 = icmp ne ptr %36, null
  %102 = select i1 %101, i1 %98, i1 false
  %103 = select i1 %101, i1 %100, i1 false
  %104 = shl nsw i32 %81, 5
  %105 = add nsw i32 %93, %104
  %106 = mul i32 %34, %32
  %107 = sext i32 %106 to i64
  %108 = shl nsw i64 %107, 5
  %109 = sext i32 %105 to i64
  %110 = shl nsw i64 %109, 2
  %111 = mul nsw i64 %110, %107
  %112 = getelementptr inbounds i8, ptr %36, i64 %111
  %113 = sext i32 %97 to i64
  %114 = shl nsw i64 %113, 2
  %115 = and i64 %114, 4611686018427387888
  %116 = getelementptr inbounds nuw i8, ptr %112, i64 %115
  %117 = icmp slt i32 %97, %48
  %118 = icmp slt i32 %99, %48
  %119 = icmp ne ptr %44, null
  %120 = select i1 %119, i1 %117, i1 false
  %121 = select i1 %119, i1 %118, i1 false
  %122 = sext i32 %42 to i64
  %123 = shl nsw i64 %122, 4
  %124 = shl nsw i64 %109, 1
  %125 = mul nsw i64 %124, %122
  %126 = getelementptr inbounds i8, ptr %44, i64 %125
  %127 = shl nsw i64 %113, 1
  %128 = and i64 %127, 4611686018427387896
  %129 = getelementptr inbounds nuw i8, ptr %126, i64 %128
  %130 = mul nsw i32 %94, 544
  %131 = sext i32 %130 to i64
  %132 = sext i32 %95 to i64
  %133 = shl nsw i64 %132, 2
  %134 = and i64 %133, 4611686018427387888
  %135 = getelementptr i8, ptr %49, i64 %134
  %136 = getelementptr i8, ptr %135, i64 %131
  %137 = icmp slt i32 %105, %38
  %138 = select i1 %137, i1 %102, i1 false
  %139 = zext i1 %138 to i32
  %140 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr %116, i32 %139, i32 0, i32 0, i32 0, i32 0) #9, !srcloc !128
  %141 = extractvalue { i32, i32, i32, i32 } %140, 0
  %142 = extractvalue { i32, i32, i32, i32 } %140, 1
  %143 = extractvalue { i32, i32, i32, i32 } %140, 2
  %144 = extractvalue { i32, i32, i32, i32 } %140, 3
  %145 = bitcast i32 %141 to float
  %146 = bitcast i32 %142 to float
  %147 = bitcast i32 %143 to float
  %148 = bitcast i32 %144 to float
  %149 = select i1 %137, i1 %103, i1 false
  %150 = zext i1 %149 to i32
  %151 = getelementptr inbounds nuw i8, ptr %116, i64 256
  %152 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr nonnull %151, i32 %150, i32 0, i32 0, i32 0, i32 0) #9, !srcloc !128
  %153 = extractvalue { i32, i32, i32, i32 } %152, 0
  %154 = extractvalue { i32, i32, i32, i32 } %152, 1
  %155 = extractvalue { i32, i32, i32, i32 } %152, 2
  %156 = extractvalue { i32, i32, i32, i32 } %152, 3
  %157 = bitcast i32 %153 to float
  %158 = bitcast i32 %154 to float
  %159 = bitcast i32 %155 to float
  %160 = bitcast i32 %156 to float
  %161 = getelementptr inbounds i8, ptr %116, i64 %108
  %162 = add nsw i32 %105, 8
  %163 = icmp slt i32 %162, %38
  %164 = select i1 %163, i1 %102, i1 false
  %165 = zext i1 %164 to i32
  %166 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr %161, i32 %165, i32 0, i32 0, i32 0, i32 0) #9, !srcloc !128
  %167 = extractvalue { i32, i32, i32, i32 } %166, 0
  %168 = extractvalue { i32, i32, i32, i32 } %166, 1
  %169 = extractvalue { i32, i32, i32, i32 } %166, 2
  %170 = extractvalue { i32, i32, i32, i32 } %166, 3
  %171 = bitcast i32 %167 to float
  %172 = bitcast i32 %168 to float
  %173 = bitcast i32 %169 to float
  %174 = bitcast i32 %170 to float
  %175 = select i1 %163, i1 %103, i1 false
  %176 = zext i1 %175 to i32
  %177 = getelementptr inbounds nuw i8, ptr %161, i64 256
  %178 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr nonnull %177, i32 %176, i32 0, i32 0, i32 0, i32 0) #9, !srcloc !128
  %179 = extractvalue { i32, i32, i32, i32 } %178, 0
  %180 = extractvalue { i32, i32, i32, i32 } %178, 1
  %181 = extractvalue { i32, i32, i32, i32 } %178, 2
  %182 = extractvalue { i32, i32, i32, i32 } %178, 3
  %183 = bitcast i32 %179 to float
  %184 = bitcast i32 %180 to float
  %185 = bitcast i32 %181 to float
  %186 = bitcast i32 %182 to float
  %187 = getelementptr inbounds i8, ptr %161, i64 %108
  %188 = add nsw i32 %105, 16
  %189 = load i64, ptr %28, align 4, !tbaa !95
  %190 = getelementptr inbounds nuw i8, ptr %28, i64 32
  %191 = load i64, ptr %190, align 4, !tbaa !95
  %192 = getelementptr inbounds nuw i8, ptr %28, i64 64
  %193 = load i64, ptr %192, align 4, !tbaa !95
  %194 = getelementptr inbounds nuw i8, ptr %28, i64 96
  %195 = load i64, ptr %194, align 4, !tbaa !95
  store i64 %189, ptr %70, align 8
  %196 = getelementptr inbounds nuw i8, ptr %70, i64 32
  store i64 %191, ptr %196, align 8
  %197 = getelementptr inbounds nuw i8, ptr %70, i64 64
  store i64 %193, ptr %197, align 8
  %198 = getelementptr inbounds nuw i8, ptr %70, i64 96
  store i64 %195, ptr %198, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %199 = load float, ptr %136, align 16
  %200 = getelementptr inbounds nuw i8, ptr %136, i64 4
  %201 = load float, ptr %200, align 4
  %202 = getelementptr inbounds nuw i8, ptr %136, i64 8
  %203 = load float, ptr %202, align 8
  %204 = getelementptr inbounds nuw i8, ptr %136, i64 12
  %205 = load float, ptr %204, align 4
  %206 = getelementptr inbounds nuw i8, ptr %136, i64 256
  %207 = load float, ptr %206, align 16
  %208 = getelementptr inbounds nuw i8, ptr %136, i64 260
  %209 = load float, ptr %208, align 4
  %210 = getelementptr inbounds nuw i8, ptr %136, i64 264
  %211 = load float, ptr %210, align 8
  %212 = getelementptr inbounds nuw i8, ptr %136, i64 268
  %213 = load float, ptr %212, align 4
  %214 = getelementptr inbounds nuw float, ptr %18, i64 %109
  %215 = load float, ptr %214, align 4, !tbaa !47
  %216 = fdiv contract float 1.000000e+00, %215
  %217 = getelementptr inbounds nuw float, ptr %20, i64 %109
  %218 = load float, ptr %217, align 4, !tbaa !47
  %219 = fmul contract float %216, %218
  %220 = fmul contract float %219, %145
  %221 = fmul contract float %219, %146
  %222 = fmul contract float %219, %147
  %223 = fmul contract float %219, %148
  %224 = fmul contract float %199, %216
  %225 = fadd contract float %224, %220
  %226 = fmul contract float %201, %216
  %227 = fadd contract float %226, %221
  %228 = fmul contract float %203, %216
  %229 = fadd contract float %228, %222
  %230 = fmul contract float %205, %216
  %231 = fadd contract float %230, %223
  %232 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %225, float %227) #10, !srcloc !50
  %233 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %229, float %231) #10, !srcloc !50
  %234 = fmul contract float %219, %157
  %235 = fmul contract float %219, %158
  %236 = fmul contract float %219, %159
  %237 = fmul contract float %219, %160
  %238 = fmul contract float %207, %216
  %239 = fadd contract float %238, %234
  %240 = fmul contract float %209, %216
  %241 = fadd contract float %240, %235
  %242 = fmul contract float %211, %216
  %243 = fadd contract float %242, %236
  %244 = fmul contract float %213, %216
  %245 = fadd contract float %244, %237
  %246 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %239, float %241) #10, !srcloc !50
  %247 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %243, float %245) #10, !srcloc !50
  %248 = icmp slt i32 %105, %46
  %249 = select i1 %248, i1 %120, i1 false
  %250 = zext i1 %249 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %129, i32 %232, i32 %233, i32 %250) #9, !srcloc !51
  %251 = getelementptr inbounds nuw i8, ptr %129, i64 128
  %252 = select i1 %248, i1 %121, i1 false
  %253 = zext i1 %252 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr nonnull %251, i32 %246, i32 %247, i32 %253) #9, !srcloc !51
  %254 = getelementptr inbounds i8, ptr %129, i64 %123
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %255 = icmp slt i32 %188, %38
  %256 = select i1 %255, i1 %102, i1 false
  %257 = zext i1 %256 to i32
  %258 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr %187, i32 %257, i32 %141, i32 %142, i32 %143, i32 %144) #9, !srcloc !128
  %259 = extractvalue { i32, i32, i32, i32 } %258, 0
  %260 = extractvalue { i32, i32, i32, i32 } %258, 1
  %261 = extractvalue { i32, i32, i32, i32 } %258, 2
  %262 = extractvalue { i32, i32, i32, i32 } %258, 3
  %263 = bitcast i32 %259 to float
  %264 = bitcast i32 %260 to float
  %265 = bitcast i32 %261 to float
  %266 = bitcast i32 %262 to float
  %267 = select i1 %255, i1 %103, i1 false
  %268 = zext i1 %267 to i32
  %269 = getelementptr inbounds nuw i8, ptr %187, i64 256
  %270 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr nonnull %269, i32 %268, i32 %153, i32 %154, i32 %155, i32 %156) #9, !srcloc !128
  %271 = extractvalue { i32, i32, i32, i32 } %270, 0
  %272 = extractvalue { i32, i32, i32, i32 } %270, 1
  %273 = extractvalue { i32, i32, i32, i32 } %270, 2
  %274 = extractvalue { i32, i32, i32, i32 } %270, 3
  %275 = bitcast i32 %271 to float
  %276 = bitcast i32 %272 to float
  %277 = bitcast i32 %273 to float
  %278 = bitcast i32 %274 to float
  %279 = getelementptr inbounds i8, ptr %187, i64 %108
  %280 = add nsw i32 %105, 24
  %281 = getelementptr inbounds nuw i8, ptr %28, i64 8
  %282 = load i64, ptr %281, align 4, !tbaa !95
  %283 = getelementptr inbounds nuw i8, ptr %28, i64 40
  %284 = load i64, ptr %283, align 4, !tbaa !95
  %285 = getelementptr inbounds nuw i8, ptr %28, i64 72
  %286 = load i64, ptr %285, align 4, !tbaa !95
  %287 = getelementptr inbounds nuw i8, ptr %28, i64 104
  %288 = load i64, ptr %287, align 4, !tbaa !95
  store i64 %282, ptr %70, align 8
  store i64 %284, ptr %196, align 8
  store i64 %286, ptr %197, align 8
  store i64 %288, ptr %198, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %289 = load float, ptr %136, align 16
  %290 = load float, ptr %200, align 4
  %291 = load float, ptr %202, align 8
  %292 = load float, ptr %204, align 4
  %293 = load float, ptr %206, align 16
  %294 = load float, ptr %208, align 4
  %295 = load float, ptr %210, align 8
  %296 = load float, ptr %212, align 4
  %297 = sext i32 %162 to i64
  %298 = getelementptr inbounds nuw float, ptr %18, i64 %297
  %299 = load float, ptr %298, align 4, !tbaa !47
  %300 = fdiv contract float 1.000000e+00, %299
  %301 = getelementptr inbounds nuw float, ptr %20, i64 %297
  %302 = load float, ptr %301, align 4, !tbaa !47
  %303 = fmul contract float %300, %302
  %304 = fmul contract float %303, %171
  %305 = fmul contract float %303, %172
  %306 = fmul contract float %303, %173
  %307 = fmul contract float %303, %174
  %308 = fmul contract float %289, %300
  %309 = fadd contract float %308, %304
  %310 = fmul contract float %290, %300
  %311 = fadd contract float %310, %305
  %312 = fmul contract float %291, %300
  %313 = fadd contract float %312, %306
  %314 = fmul contract float %292, %300
  %315 = fadd contract float %314, %307
  %316 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %309, float %311) #10, !srcloc !50
  %317 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %313, float %315) #10, !srcloc !50
  %318 = fmul contract float %303, %183
  %319 = fmul contract float %303, %184
  %320 = fmul contract float %303, %185
  %321 = fmul contract float %303, %186
  %322 = fmul contract float %293, %300
  %323 = fadd contract float %322, %318
  %324 = fmul contract float %294, %300
  %325 = fadd contract float %324, %319
  %326 = fmul contract float %295, %300
  %327 = fadd contract float %326, %320
  %328 = fmul contract float %296, %300
  %329 = fadd contract float %328, %321
  %330 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %323, float %325) #10, !srcloc !50
  %331 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %327, float %329) #10, !srcloc !50
  %332 = icmp slt i32 %162, %46
  %333 = select i1 %332, i1 %120, i1 false
  %334 = zext i1 %333 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %254, i32 %316, i32 %317, i32 %334) #9, !srcloc !51
  %335 = getelementptr inbounds nuw i8, ptr %254, i64 128
  %336 = select i1 %332, i1 %121, i1 false
  %337 = zext i1 %336 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr nonnull %335, i32 %330, i32 %331, i32 %337) #9, !srcloc !51
  %338 = getelementptr inbounds i8, ptr %254, i64 %123
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %339 = icmp slt i32 %280, %38
  %340 = select i1 %339, i1 %102, i1 false
  %341 = zext i1 %340 to i32
  %342 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr %279, i32 %341, i32 %167, i32 %168, i32 %169, i32 %170) #9, !srcloc !128
  %343 = extractvalue { i32, i32, i32, i32 } %342, 0
  %344 = extractvalue { i32, i32, i32, i32 } %342, 1
  %345 = extractvalue { i32, i32, i32, i32 } %342, 2
  %346 = extractvalue { i32, i32, i32, i32 } %342, 3
  %347 = bitcast i32 %343 to float
  %348 = bitcast i32 %344 to float
  %349 = bitcast i32 %345 to float
  %350 = bitcast i32 %346 to float
  %351 = select i1 %339, i1 %103, i1 false
  %352 = zext i1 %351 to i32
  %353 = getelementptr inbounds nuw i8, ptr %279, i64 256
  %354 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr nonnull %353, i32 %352, i32 %179, i32 %180, i32 %181, i32 %182) #9, !srcloc !128
  %355 = extractvalue { i32, i32, i32, i32 } %354, 0
  %356 = extractvalue { i32, i32, i32, i32 } %354, 1
  %357 = extractvalue { i32, i32, i32, i32 } %354, 2
  %358 = extractvalue { i32, i32, i32, i32 } %354, 3
  %359 = bitcast i32 %355 to float
  %360 = bitcast i32 %356 to float
  %361 = bitcast i32 %357 to float
  %362 = bitcast i32 %358 to float
  %363 = getelementptr inbounds nuw i8, ptr %28, i64 16
  %364 = load i64, ptr %363, align 4, !tbaa !95
  %365 = getelementptr inbounds nuw i8, ptr %28, i64 48
  %366 = load i64, ptr %365, align 4, !tbaa !95
  %367 = getelementptr inbounds nuw i8, ptr %28, i64 80
  %368 = load i64, ptr %367, align 4, !tbaa !95
  %369 = getelementptr inbounds nuw i8, ptr %28, i64 112
  %370 = load i64, ptr %369, align 4, !tbaa !95
  store i64 %364, ptr %70, align 8
  store i64 %366, ptr %196, align 8
  store i64 %368, ptr %197, align 8
  store i64 %370, ptr %198, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %371 = load float, ptr %136, align 16
  %372 = load float, ptr %200, align 4
  %373 = load float, ptr %202, align 8
  %374 = load float, ptr %204, align 4
  %375 = load float, ptr %206, align 16
  %376 = load float, ptr %208, align 4
  %377 = load float, ptr %210, align 8
  %378 = load float, ptr %212, align 4
  %379 = sext i32 %188 to i64
  %380 = getelementptr inbounds nuw float, ptr %18, i64 %379
  %381 = load float, ptr %380, align 4, !tbaa !47
  %382 = fdiv contract float 1.000000e+00, %381
  %383 = getelementptr inbounds nuw float, ptr %20, i64 %379
  %384 = load float, ptr %383, align 4, !tbaa !47
  %385 = fmul contract float %382, %384
  %386 = fmul contract float %385, %263
  %387 = fmul contract float %385, %264
  %388 = fmul contract float %385, %265
  %389 = fmul contract float %385, %266
  %390 = fmul contract float %371, %382
  %391 = fadd contract float %390, %386
  %392 = fmul contract float %372, %382
  %393 = fadd contract float %392, %387
  %394 = fmul contract float %373, %382
  %395 = fadd contract float %394, %388
  %396 = fmul contract float %374, %382
  %397 = fadd contract float %396, %389
  %398 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %391, float %393) #10, !srcloc !50
  %399 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %395, float %397) #10, !srcloc !50
  %400 = fmul contract float %385, %275
  %401 = fmul contract float %385, %276
  %402 = fmul contract float %385, %277
  %403 = fmul contract float %385, %278
  %404 = fmul contract float %375, %382
  %405 = fadd contract float %404, %400
  %406 = fmul contract float %376, %382
  %407 = fadd contract float %406, %401
  %408 = fmul contract float %377, %382
  %409 = fadd contract float %408, %402
  %410 = fmul contract float %378, %382
  %411 = fadd contract float %410, %403
  %412 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %405, float %407) #10, !srcloc !50
  %413 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %409, float %411) #10, !srcloc !50
  %414 = icmp slt i32 %188, %46
  %415 = select i1 %414, i1 %120, i1 false
  %416 = zext i1 %415 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %338, i32 %398, i32 %399, i32 %416) #9, !srcloc !51
  %417 = getelementptr inbounds nuw i8, ptr %338, i64 128
  %418 = select i1 %414, i1 %121, i1 false
  %419 = zext i1 %418 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr nonnull %417, i32 %412, i32 %413, i32 %419) #9, !srcloc !51
  %420 = getelementptr inbounds i8, ptr %338, i64 %123
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %421 = getelementptr inbounds nuw i8, ptr %28, i64 24
  %422 = load i64, ptr %421, align 4, !tbaa !95
  %423 = getelementptr inbounds nuw i8, ptr %28, i64 56
  %424 = load i64, ptr %423, align 4, !tbaa !95
  %425 = getelementptr inbounds nuw i8, ptr %28, i64 88
  %426 = load i64, ptr %425, align 4, !tbaa !95
  %427 = getelementptr inbounds nuw i8, ptr %28, i64 120
  %428 = load i64, ptr %427, align 4, !tbaa !95
  store i64 %422, ptr %70, align 8
  store i64 %424, ptr %196, align 8
  store i64 %426, ptr %197, align 8
  store i64 %428, ptr %198, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %429 = load float, ptr %136, align 16
  %430 = load float, ptr %200, align 4
  %431 = load float, ptr %202, align 8
  %432 = load float, ptr %204, align 4
  %433 = load float, ptr %206, align 16
  %434 = load float, ptr %208, align 4
  %435 = load float, ptr %210, align 8
  %436 = load float, ptr %212, align 4
  %437 = sext i32 %280 to i64
  %438 = getelementptr inbounds nuw float, ptr %18, i64 %437
  %439 = load float, ptr %438, align 4, !tbaa !47
  %440 = fdiv contract float 1.000000e+00, %439
  %441 = getelementptr inbounds nuw float, ptr %20, i64 %437
  %442 = load float, ptr %441, align 4, !tbaa !47
  %443 = fmul contract float %440, %442
  %444 = fmul contract float %443, %347
  %445 = fmul contract float %443, %348
  %446 = fmul contract float %443, %349
  %447 = fmul contract float %443, %350
  %448 = fmul contract float %429, %440
  %449 = fadd contract float %448, %444
  %450 = fmul contract float %430, %440
  %451 = fadd contract float %450, %445
  %452 = fmul contract float %431, %440
  %453 = fadd contract float %452, %446
  %454 = fmul contract float %432, %440
  %455 = fadd contract float %454, %447
  %456 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %449, float %451) #10, !srcloc !50
  %457 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %453, float %455) #10, !srcloc !50
  %458 = fmul contract float %443, %359
  %459 = fmul contract float %443, %360
  %460 = fmul contract float %443, %361
  %461 = fmul contract float %443, %362
  %462 = fmul contract float %433, %440
  %463 = fadd contract float %462, %458
  %464 = fmul contract float %434, %440
  %465 = fadd contract float %464, %459
  %466 = fmul contract float %435, %440
  %467 = fadd contract float %466, %460
  %468 = fmul contract float %436, %440
  %469 = fadd contract float %468, %461
  %470 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %463, float %465) #10, !srcloc !50
  %471 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %467, float %469) #10, !srcloc !50
  %472 = icmp slt i32 %280, %46
  %473 = select i1 %472, i1 %120, i1 false
  %474 = zext i1 %473 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %420, i32 %456, i32 %457, i32 %474) #9, !srcloc !51
  %475 = getelementptr inbounds nuw i8, ptr %420, i64 128
  %476 = select i1 %472, i1 %121, i1 false
  %477 = zext i1 %476 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr nonnull %475, i32 %470, i32 %471, i32 %477) #9, !srcloc !51
  br label %856

478:                                              ; preds = %1
  %479 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %480 = load ptr, ptr %479, align 8, !tbaa !120, !nonnull !112, !align !113
  %481 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %482 = load ptr, ptr %481, align 8, !tbaa !121, !nonnull !112, !align !122
  %483 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %484 = load ptr, ptr %483, align 8, !tbaa !123, !nonnull !112
  %485 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %486 = load ptr, ptr %485, align 8, !tbaa !124, !nonnull !112
  %487 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %488 = load ptr, ptr %487, align 8, !tbaa !125, !nonnull !112, !align !113
  %489 = load i32, ptr %11, align 4, !tbaa !6
  %490 = load ptr, ptr %13, align 8
  %491 = getelementptr inbounds nuw i8, ptr %490, i64 96
  %492 = load i32, ptr %491, align 8, !tbaa !80
  %493 = getelementptr inbounds nuw i8, ptr %490, i64 196
  %494 = load i32, ptr %493, align 4, !tbaa !81
  %495 = getelementptr inbounds nuw i8, ptr %490, i64 72
  %496 = load ptr, ptr %495, align 8, !tbaa !76
  %497 = getelementptr inbounds nuw i8, ptr %490, i64 100
  %498 = load i32, ptr %497, align 4, !tbaa !65
  %499 = getelementptr inbounds nuw i8, ptr %482, i64 42496
  %500 = load i8, ptr %484, align 1, !tbaa !95
  %501 = load i8, ptr %486, align 1, !tbaa !95
  %502 = sext i8 %501 to i32
  %503 = lshr i32 %502, 2
  %504 = and i32 %502, 3
  %505 = zext nneg i32 %503 to i64
  %506 = zext nneg i32 %504 to i64
  %507 = mul nuw nsw i64 %505, 544
  %508 = getelementptr i8, ptr %499, i64 %507
  %509 = getelementptr %"class.cutlass::AlignedArray.92", ptr %508, i64 %506
  %510 = freeze i8 %500
  %511 = sdiv i8 %510, 4
  %512 = sext i8 %511 to i64
  %513 = mul i8 %511, 4
  %514 = sub i8 %510, %513
  %515 = sext i8 %514 to i32
  %516 = shl nsw i32 %515, 4
  %517 = sext i32 %516 to i64
  %518 = mul nsw i64 %512, 4352
  %519 = getelementptr i8, ptr %509, i64 %518
  %520 = getelementptr %"class.cutlass::AlignedArray.92", ptr %519, i64 %517
  %521 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %522 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %523 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %524 = mul nuw nsw i32 %522, %523
  %525 = add nuw nsw i32 %524, %521
  %526 = trunc i32 %525 to i16
  %527 = sdiv i16 %526, 32
  %528 = mul i16 %527, 32
  %529 = sub i16 %526, %528
  %530 = sdiv i16 %526, 128
  %531 = sext i16 %530 to i32
  %532 = srem i16 %527, 4
  %533 = sext i16 %532 to i32
  %534 = trunc nsw i16 %529 to i8
  %535 = freeze i8 %534
  %536 = sdiv i8 %535, 16
  %537 = sext i8 %536 to i32
  %538 = mul i8 %536, 16
  %539 = sub i8 %535, %538
  %540 = sext i8 %539 to i32
  %541 = shl nsw i32 %531, 3
  %542 = shl nsw i32 %533, 1
  %543 = add nsw i32 %542, %537
  %544 = add nsw i32 %543, %541
  %545 = shl nsw i32 %540, 2
  %546 = shl nsw i32 %489, 7
  %547 = add nsw i32 %546, %545
  %548 = icmp slt i32 %547, %492
  %549 = add nsw i32 %547, 64
  %550 = icmp slt i32 %549, %492
  %551 = icmp ne ptr %496, null
  %552 = select i1 %551, i1 %548, i1 false
  %553 = select i1 %551, i1 %550, i1 false
  %554 = shl nsw i32 %531, 5
  %555 = add nsw i32 %543, %554
  %556 = mul i32 %494, %492
  %557 = sext i32 %556 to i64
  %558 = shl nsw i64 %557, 5
  %559 = sext i32 %555 to i64
  %560 = shl nsw i64 %559, 2
  %561 = mul nsw i64 %560, %557
  %562 = getelementptr inbounds i8, ptr %496, i64 %561
  %563 = sext i32 %547 to i64
  %564 = shl nsw i64 %563, 2
  %565 = and i64 %564, 4611686018427387888
  %566 = getelementptr inbounds nuw i8, ptr %562, i64 %565
  %567 = mul nsw i32 %544, 544
  %568 = sext i32 %567 to i64
  %569 = sext i32 %545 to i64
  %570 = shl nsw i64 %569, 2
  %571 = and i64 %570, 4611686018427387888
  %572 = getelementptr i8, ptr %499, i64 %571
  %573 = getelementptr i8, ptr %572, i64 %568
  %574 = icmp slt i32 %555, %498
  %575 = select i1 %574, i1 %552, i1 false
  %576 = zext i1 %575 to i32
  %577 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr %566, i32 %576, i32 0, i32 0, i32 0, i32 0) #9, !srcloc !128
  %578 = extractvalue { i32, i32, i32, i32 } %577, 0
  %579 = extractvalue { i32, i32, i32, i32 } %577, 1
  %580 = extractvalue { i32, i32, i32, i32 } %577, 2
  %581 = extractvalue { i32, i32, i32, i32 } %577, 3
  %582 = bitcast i32 %578 to float
  %583 = bitcast i32 %579 to float
  %584 = bitcast i32 %580 to float
  %585 = bitcast i32 %581 to float
  %586 = select i1 %574, i1 %553, i1 false
  %587 = zext i1 %586 to i32
  %588 = getelementptr inbounds nuw i8, ptr %566, i64 256
  %589 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr nonnull %588, i32 %587, i32 0, i32 0, i32 0, i32 0) #9, !srcloc !128
  %590 = extractvalue { i32, i32, i32, i32 } %589, 0
  %591 = extractvalue { i32, i32, i32, i32 } %589, 1
  %592 = extractvalue { i32, i32, i32, i32 } %589, 2
  %593 = extractvalue { i32, i32, i32, i32 } %589, 3
  %594 = bitcast i32 %590 to float
  %595 = bitcast i32 %591 to float
  %596 = bitcast i32 %592 to float
  %597 = bitcast i32 %593 to float
  %598 = getelementptr inbounds i8, ptr %566, i64 %558
  %599 = add nsw i32 %555, 8
  %600 = icmp slt i32 %599, %498
  %601 = select i1 %600, i1 %552, i1 false
  %602 = zext i1 %601 to i32
  %603 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr %598, i32 %602, i32 0, i32 0, i32 0, i32 0) #9, !srcloc !128
  %604 = extractvalue { i32, i32, i32, i32 } %603, 0
  %605 = extractvalue { i32, i32, i32, i32 } %603, 1
  %606 = extractvalue { i32, i32, i32, i32 } %603, 2
  %607 = extractvalue { i32, i32, i32, i32 } %603, 3
  %608 = bitcast i32 %604 to float
  %609 = bitcast i32 %605 to float
  %610 = bitcast i32 %606 to float
  %611 = bitcast i32 %607 to float
  %612 = select i1 %600, i1 %553, i1 false
  %613 = zext i1 %612 to i32
  %614 = getelementptr inbounds nuw i8, ptr %598, i64 256
  %615 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr nonnull %614, i32 %613, i32 0, i32 0, i32 0, i32 0) #9, !srcloc !128
  %616 = extractvalue { i32, i32, i32, i32 } %615, 0
  %617 = extractvalue { i32, i32, i32, i32 } %615, 1
  %618 = extractvalue { i32, i32, i32, i32 } %615, 2
  %619 = extractvalue { i32, i32, i32, i32 } %615, 3
  %620 = bitcast i32 %616 to float
  %621 = bitcast i32 %617 to float
  %622 = bitcast i32 %618 to float
  %623 = bitcast i32 %619 to float
  %624 = getelementptr inbounds i8, ptr %598, i64 %558
  %625 = add nsw i32 %555, 16
  %626 = load i64, ptr %488, align 4, !tbaa !95
  %627 = getelementptr inbounds nuw i8, ptr %488, i64 32
  %628 = load i64, ptr %627, align 4, !tbaa !95
  %629 = getelementptr inbounds nuw i8, ptr %488, i64 64
  %630 = load i64, ptr %629, align 4, !tbaa !95
  %631 = getelementptr inbounds nuw i8, ptr %488, i64 96
  %632 = load i64, ptr %631, align 4, !tbaa !95
  store i64 %626, ptr %520, align 8
  %633 = getelementptr inbounds nuw i8, ptr %520, i64 32
  store i64 %628, ptr %633, align 8
  %634 = getelementptr inbounds nuw i8, ptr %520, i64 64
  store i64 %630, ptr %634, align 8
  %635 = getelementptr inbounds nuw i8, ptr %520, i64 96
  store i64 %632, ptr %635, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %636 = load float, ptr %573, align 16
  %637 = getelementptr inbounds nuw i8, ptr %573, i64 4
  %638 = load float, ptr %637, align 4
  %639 = getelementptr inbounds nuw i8, ptr %573, i64 8
  %640 = load float, ptr %639, align 8
  %641 = getelementptr inbounds nuw i8, ptr %573, i64 12
  %642 = load float, ptr %641, align 4
  %643 = getelementptr inbounds nuw i8, ptr %573, i64 256
  %644 = load float, ptr %643, align 16
  %645 = getelementptr inbounds nuw i8, ptr %573, i64 260
  %646 = load float, ptr %645, align 4
  %647 = getelementptr inbounds nuw i8, ptr %573, i64 264
  %648 = load float, ptr %647, align 8
  %649 = getelementptr inbounds nuw i8, ptr %573, i64 268
  %650 = load float, ptr %649, align 4
  %651 = getelementptr inbounds nuw float, ptr %480, i64 %559
  %652 = load float, ptr %651, align 4, !tbaa !47
  %653 = fmul contract float %652, %582
  %654 = fmul contract float %652, %583
  %655 = fmul contract float %652, %584
  %656 = fmul contract float %652, %585
  %657 = fadd contract float %636, %653
  %658 = fadd contract float %638, %654
  %659 = fadd contract float %640, %655
  %660 = fadd contract float %642, %656
  %661 = fmul contract float %652, %594
  %662 = fmul contract float %652, %595
  %663 = fmul contract float %652, %596
  %664 = fmul contract float %652, %597
  %665 = fadd contract float %644, %661
  %666 = fadd contract float %646, %662
  %667 = fadd contract float %648, %663
  %668 = fadd contract float %650, %664
  %669 = bitcast float %657 to i32
  %670 = bitcast float %658 to i32
  %671 = bitcast float %659 to i32
  %672 = bitcast float %660 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr %566, i32 %669, i32 %670, i32 %671, i32 %672, i32 %576) #9, !srcloc !100
  %673 = bitcast float %665 to i32
  %674 = bitcast float %666 to i32
  %675 = bitcast float %667 to i32
  %676 = bitcast float %668 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr nonnull %588, i32 %673, i32 %674, i32 %675, i32 %676, i32 %587) #9, !srcloc !100
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %677 = icmp slt i32 %625, %498
  %678 = select i1 %677, i1 %552, i1 false
  %679 = zext i1 %678 to i32
  %680 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr %624, i32 %679, i32 %578, i32 %579, i32 %580, i32 %581) #9, !srcloc !128
  %681 = extractvalue { i32, i32, i32, i32 } %680, 0
  %682 = extractvalue { i32, i32, i32, i32 } %680, 1
  %683 = extractvalue { i32, i32, i32, i32 } %680, 2
  %684 = extractvalue { i32, i32, i32, i32 } %680, 3
  %685 = bitcast i32 %681 to float
  %686 = bitcast i32 %682 to float
  %687 = bitcast i32 %683 to float
  %688 = bitcast i32 %684 to float
  %689 = select i1 %677, i1 %553, i1 false
  %690 = zext i1 %689 to i32
  %691 = getelementptr inbounds nuw i8, ptr %624, i64 256
  %692 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr nonnull %691, i32 %690, i32 %590, i32 %591, i32 %592, i32 %593) #9, !srcloc !128
  %693 = extractvalue { i32, i32, i32, i32 } %692, 0
  %694 = extractvalue { i32, i32, i32, i32 } %692, 1
  %695 = extractvalue { i32, i32, i32, i32 } %692, 2
  %696 = extractvalue { i32, i32, i32, i32 } %692, 3
  %697 = bitcast i32 %693 to float
  %698 = bitcast i32 %694 to float
  %699 = bitcast i32 %695 to float
  %700 = bitcast i32 %696 to float
  %701 = getelementptr inbounds i8, ptr %624, i64 %558
  %702 = add nsw i32 %555, 24
  %703 = getelementptr inbounds nuw i8, ptr %488, i64 8
  %704 = load i64, ptr %703, align 4, !tbaa !95
  %705 = getelementptr inbounds nuw i8, ptr %488, i64 40
  %706 = load i64, ptr %705, align 4, !tbaa !95
  %707 = getelementptr inbounds nuw i8, ptr %488, i64 72
  %708 = load i64, ptr %707, align 4, !tbaa !95
  %709 = getelementptr inbounds nuw i8, ptr %488, i64 104
  %710 = load i64, ptr %709, align 4, !tbaa !95
  store i64 %704, ptr %520, align 8
  store i64 %706, ptr %633, align 8
  store i64 %708, ptr %634, align 8
  store i64 %710, ptr %635, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %711 = load float, ptr %573, align 16
  %712 = load float, ptr %637, align 4
  %713 = load float, ptr %639, align 8
  %714 = load float, ptr %641, align 4
  %715 = load float, ptr %643, align 16
  %716 = load float, ptr %645, align 4
  %717 = load float, ptr %647, align 8
  %718 = load float, ptr %649, align 4
  %719 = sext i32 %599 to i64
  %720 = getelementptr inbounds nuw float, ptr %480, i64 %719
  %721 = load float, ptr %720, align 4, !tbaa !47
  %722 = fmul contract float %721, %608
  %723 = fmul contract float %721, %609
  %724 = fmul contract float %721, %610
  %725 = fmul contract float %721, %611
  %726 = fadd contract float %711, %722
  %727 = fadd contract float %712, %723
  %728 = fadd contract float %713, %724
  %729 = fadd contract float %714, %725
  %730 = fmul contract float %721, %620
  %731 = fmul contract float %721, %621
  %732 = fmul contract float %721, %622
  %733 = fmul contract float %721, %623
  %734 = fadd contract float %715, %730
  %735 = fadd contract float %716, %731
  %736 = fadd contract float %717, %732
  %737 = fadd contract float %718, %733
  %738 = bitcast float %726 to i32
  %739 = bitcast float %727 to i32
  %740 = bitcast float %728 to i32
  %741 = bitcast float %729 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr %598, i32 %738, i32 %739, i32 %740, i32 %741, i32 %602) #9, !srcloc !100
  %742 = bitcast float %734 to i32
  %743 = bitcast float %735 to i32
  %744 = bitcast float %736 to i32
  %745 = bitcast float %737 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr nonnull %614, i32 %742, i32 %743, i32 %744, i32 %745, i32 %613) #9, !srcloc !100
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %746 = icmp slt i32 %702, %498
  %747 = select i1 %746, i1 %552, i1 false
  %748 = zext i1 %747 to i32
  %749 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr %701, i32 %748, i32 %604, i32 %605, i32 %606, i32 %607) #9, !srcloc !128
  %750 = extractvalue { i32, i32, i32, i32 } %749, 0
  %751 = extractvalue { i32, i32, i32, i32 } %749, 1
  %752 = extractvalue { i32, i32, i32, i32 } %749, 2
  %753 = extractvalue { i32, i32, i32, i32 } %749, 3
  %754 = bitcast i32 %750 to float
  %755 = bitcast i32 %751 to float
  %756 = bitcast i32 %752 to float
  %757 = bitcast i32 %753 to float
  %758 = select i1 %746, i1 %553, i1 false
  %759 = zext i1 %758 to i32
  %760 = getelementptr inbounds nuw i8, ptr %701, i64 256
  %761 = tail call { i32, i32, i32, i32 } asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  mov.b32 $0, $6;\0A  mov.b32 $1, $7;\0A  mov.b32 $2, $8;\0A  mov.b32 $3, $9;\0A  @p ld.global.L2::128B.v4.u32 {$0, $1, $2, $3}, [$4];\0A}\0A", "=r,=r,=r,=r,l,r,r,r,r,r"(ptr nonnull %760, i32 %759, i32 %616, i32 %617, i32 %618, i32 %619) #9, !srcloc !128
  %762 = extractvalue { i32, i32, i32, i32 } %761, 0
  %763 = extractvalue { i32, i32, i32, i32 } %761, 1
  %764 = extractvalue { i32, i32, i32, i32 } %761, 2
  %765 = extractvalue { i32, i32, i32, i32 } %761, 3
  %766 = bitcast i32 %762 to float
  %767 = bitcast i32 %763 to float
  %768 = bitcast i32 %764 to float
  %769 = bitcast i32 %765 to float
  %770 = getelementptr inbounds nuw i8, ptr %488, i64 16
  %771 = load i64, ptr %770, align 4, !tbaa !95
  %772 = getelementptr inbounds nuw i8, ptr %488, i64 48
  %773 = load i64, ptr %772, align 4, !tbaa !95
  %774 = getelementptr inbounds nuw i8, ptr %488, i64 80
  %775 = load i64, ptr %774, align 4, !tbaa !95
  %776 = getelementptr inbounds nuw i8, ptr %488, i64 112
  %777 = load i64, ptr %776, align 4, !tbaa !95
  store i64 %771, ptr %520, align 8
  store i64 %773, ptr %633, align 8
  store i64 %775, ptr %634, align 8
  store i64 %777, ptr %635, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %778 = load float, ptr %573, align 16
  %779 = load float, ptr %637, align 4
  %780 = load float, ptr %639, align 8
  %781 = load float, ptr %641, align 4
  %782 = load float, ptr %643, align 16
  %783 = load float, ptr %645, align 4
  %784 = load float, ptr %647, align 8
  %785 = load float, ptr %649, align 4
  %786 = sext i32 %625 to i64
  %787 = getelementptr inbounds nuw float, ptr %480, i64 %786
  %788 = load float, ptr %787, align 4, !tbaa !47
  %789 = fmul contract float %788, %685
  %790 = fmul contract float %788, %686
  %791 = fmul contract float %788, %687
  %792 = fmul contract float %788, %688
  %793 = fadd contract float %778, %789
  %794 = fadd contract float %779, %790
  %795 = fadd contract float %780, %791
  %796 = fadd contract float %781, %792
  %797 = fmul contract float %788, %697
  %798 = fmul contract float %788, %698
  %799 = fmul contract float %788, %699
  %800 = fmul contract float %788, %700
  %801 = fadd contract float %782, %797
  %802 = fadd contract float %783, %798
  %803 = fadd contract float %784, %799
  %804 = fadd contract float %785, %800
  %805 = bitcast float %793 to i32
  %806 = bitcast float %794 to i32
  %807 = bitcast float %795 to i32
  %808 = bitcast float %796 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr %624, i32 %805, i32 %806, i32 %807, i32 %808, i32 %679) #9, !srcloc !100
  %809 = bitcast float %801 to i32
  %810 = bitcast float %802 to i32
  %811 = bitcast float %803 to i32
  %812 = bitcast float %804 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr nonnull %691, i32 %809, i32 %810, i32 %811, i32 %812, i32 %690) #9, !srcloc !100
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %813 = getelementptr inbounds nuw i8, ptr %488, i64 24
  %814 = load i64, ptr %813, align 4, !tbaa !95
  %815 = getelementptr inbounds nuw i8, ptr %488, i64 56
  %816 = load i64, ptr %815, align 4, !tbaa !95
  %817 = getelementptr inbounds nuw i8, ptr %488, i64 88
  %818 = load i64, ptr %817, align 4, !tbaa !95
  %819 = getelementptr inbounds nuw i8, ptr %488, i64 120
  %820 = load i64, ptr %819, align 4, !tbaa !95
  store i64 %814, ptr %520, align 8
  store i64 %816, ptr %633, align 8
  store i64 %818, ptr %634, align 8
  store i64 %820, ptr %635, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %821 = load float, ptr %573, align 16
  %822 = load float, ptr %637, align 4
  %823 = load float, ptr %639, align 8
  %824 = load float, ptr %641, align 4
  %825 = load float, ptr %643, align 16
  %826 = load float, ptr %645, align 4
  %827 = load float, ptr %647, align 8
  %828 = load float, ptr %649, align 4
  %829 = sext i32 %702 to i64
  %830 = getelementptr inbounds nuw float, ptr %480, i64 %829
  %831 = load float, ptr %830, align 4, !tbaa !47
  %832 = fmul contract float %831, %754
  %833 = fmul contract float %831, %755
  %834 = fmul contract float %831, %756
  %835 = fmul contract float %831, %757
  %836 = fadd contract float %821, %832
  %837 = fadd contract float %822, %833
  %838 = fadd contract float %823, %834
  %839 = fadd contract float %824, %835
  %840 = fmul contract float %831, %766
  %841 = fmul contract float %831, %767
  %842 = fmul contract float %831, %768
  %843 = fmul contract float %831, %769
  %844 = fadd contract float %825, %840
  %845 = fadd contract float %826, %841
  %846 = fadd contract float %827, %842
  %847 = fadd contract float %828, %843
  %848 = bitcast float %836 to i32
  %849 = bitcast float %837 to i32
  %850 = bitcast float %838 to i32
  %851 = bitcast float %839 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr %701, i32 %848, i32 %849, i32 %850, i32 %851, i32 %748) #9, !srcloc !100
  %852 = bitcast float %844 to i32
  %853 = bitcast float %845 to i32
  %854 = bitcast float %846 to i32
  %855 = bitcast float %847 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $5, 0;\0A  @p st.global.v4.u32 [$0], {$1, $2, $3, $4};\0A}\0A", "l,r,r,r,r,r"(ptr nonnull %760, i32 %852, i32 %853, i32 %854, i32 %855, i32 %759) #9, !srcloc !100
  br label %856

856:                                              ; preds = %478, %14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z29attention_kernel_batched_implI15AttentionKernelIN7cutlass6half_tENS1_4arch4Sm80ELb1ELi64ELi64ELi64ELb0ELb0E18DefaultToBatchHookEEvNT_6ParamsE(ptr noundef byval(%"struct.AttentionKernel<cutlass::half_t, cutlass::arch::Sm80, true, 64, 64, 64, false, false>::Params") align 8 %0) local_unnamed_addr #3 comdat {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 6
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 100
  %7 = load i32, ptr %6, align 4, !tbaa !129
  %8 = add nsw i32 %7, 31
  %9 = sdiv i32 %8, 32
  %10 = shl nsw i32 %9, 5
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %12 = load ptr, ptr %11, align 8, !tbaa !131
  %13 = icmp eq ptr %12, null
  %14 = zext nneg i32 %2 to i64
  br i1 %13, label %55, label %15

15:                                               ; preds = %1
  %16 = getelementptr inbounds nuw i32, ptr %12, i64 %14
  store ptr %16, ptr %11, align 8, !tbaa !131
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %22 = load ptr, ptr %21, align 8, !tbaa !132
  %23 = getelementptr inbounds nuw i32, ptr %22, i64 %14
  store ptr %23, ptr %21, align 8, !tbaa !132
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %25 = load ptr, ptr %24, align 8, !tbaa !133
  %26 = icmp eq ptr %25, null
  %27 = load i32, ptr %23, align 4, !tbaa !6
  %28 = sext i32 %27 to i64
  br i1 %26, label %33, label %29

29:                                               ; preds = %15
  %30 = getelementptr inbounds nuw i32, ptr %25, i64 %14
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = add i32 %31, %27
  br label %36

33:                                               ; preds = %15
  %34 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %35 = load i32, ptr %34, align 4, !tbaa !6
  br label %36

36:                                               ; preds = %33, %29
  %37 = phi i32 [ %32, %29 ], [ %35, %33 ]
  %38 = sub i32 %20, %17
  store i32 %38, ptr %6, align 4, !tbaa !129
  %39 = sub i32 %37, %27
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store i32 %39, ptr %40, align 8, !tbaa !134
  %41 = icmp ult i32 %5, %38
  br i1 %41, label %42, label %2597

42:                                               ; preds = %36
  %43 = load ptr, ptr %0, align 8, !tbaa !135
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %45 = load ptr, ptr %44, align 8, !tbaa !136
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !137
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 132
  %49 = load i32, ptr %48, align 4, !tbaa !138
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %51 = load ptr, ptr %50, align 8, !tbaa !139
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %53 = load ptr, ptr %52, align 8, !tbaa !140
  %54 = sext i32 %49 to i64
  br label %94

55:                                               ; preds = %1
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %57 = load i64, ptr %56, align 8, !tbaa !141
  %58 = mul nsw i64 %57, %14
  %59 = load ptr, ptr %0, align 8, !tbaa !135
  %60 = getelementptr inbounds %"struct.cutlass::half_t", ptr %59, i64 %58
  %61 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %62 = load i64, ptr %61, align 8, !tbaa !142
  %63 = mul nsw i64 %62, %14
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !136
  %66 = getelementptr inbounds %"struct.cutlass::half_t", ptr %65, i64 %63
  %67 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %68 = load i64, ptr %67, align 8, !tbaa !143
  %69 = mul nsw i64 %68, %14
  %70 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %71 = load ptr, ptr %70, align 8, !tbaa !137
  %72 = getelementptr inbounds %"struct.cutlass::half_t", ptr %71, i64 %69
  %73 = mul i32 %7, %2
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds nuw i8, ptr %0, i64 132
  %76 = load i32, ptr %75, align 4, !tbaa !138
  %77 = sext i32 %76 to i64
  %78 = mul nsw i64 %77, %74
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %80 = load ptr, ptr %79, align 8, !tbaa !139
  %81 = getelementptr inbounds %"struct.cutlass::half_t", ptr %80, i64 %78
  %82 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %83 = load ptr, ptr %82, align 8, !tbaa !140
  %84 = icmp eq ptr %83, null
  br i1 %84, label %94, label %85

85:                                               ; preds = %55
  %86 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %87 = load i32, ptr %86, align 8, !tbaa !144
  %88 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %89 = load i32, ptr %88, align 4, !tbaa !145
  %90 = mul nsw i32 %89, %87
  %91 = sext i32 %90 to i64
  %92 = mul nsw i64 %91, %74
  %93 = getelementptr inbounds float, ptr %83, i64 %92
  br label %94

94:                                               ; preds = %85, %55, %42
  %95 = phi i64 [ %54, %42 ], [ %77, %85 ], [ %77, %55 ]
  %96 = phi i32 [ %38, %42 ], [ %7, %85 ], [ %7, %55 ]
  %97 = phi ptr [ %53, %42 ], [ %93, %85 ], [ null, %55 ]
  %98 = phi ptr [ %51, %42 ], [ %81, %85 ], [ %81, %55 ]
  %99 = phi i32 [ %49, %42 ], [ %76, %85 ], [ %76, %55 ]
  %100 = phi ptr [ %47, %42 ], [ %72, %85 ], [ %72, %55 ]
  %101 = phi ptr [ %45, %42 ], [ %66, %85 ], [ %66, %55 ]
  %102 = phi ptr [ %43, %42 ], [ %60, %85 ], [ %60, %55 ]
  %103 = phi i64 [ %28, %42 ], [ 0, %85 ], [ 0, %55 ]
  %104 = phi i64 [ %18, %42 ], [ 0, %85 ], [ 0, %55 ]
  %105 = zext i32 %5 to i64
  %106 = add nsw i64 %104, %105
  %107 = getelementptr inbounds nuw i8, ptr %0, i64 116
  %108 = load i32, ptr %107, align 4, !tbaa !146
  %109 = sext i32 %108 to i64
  %110 = mul nsw i64 %106, %109
  %111 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %112 = load i32, ptr %111, align 8, !tbaa !147
  %113 = mul i32 %112, %3
  %114 = zext i32 %113 to i64
  %115 = getelementptr %"struct.cutlass::half_t", ptr %102, i64 %110
  %116 = getelementptr %"struct.cutlass::half_t", ptr %115, i64 %114
  store ptr %116, ptr %0, align 8, !tbaa !135
  %117 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %118 = load i32, ptr %117, align 8, !tbaa !148
  %119 = sext i32 %118 to i64
  %120 = mul nsw i64 %103, %119
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 140
  %122 = load i32, ptr %121, align 4, !tbaa !149
  %123 = mul i32 %122, %3
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %126 = getelementptr %"struct.cutlass::half_t", ptr %101, i64 %120
  %127 = getelementptr %"struct.cutlass::half_t", ptr %126, i64 %124
  store ptr %127, ptr %125, align 8, !tbaa !136
  %128 = getelementptr inbounds nuw i8, ptr %0, i64 124
  %129 = load i32, ptr %128, align 4, !tbaa !150
  %130 = sext i32 %129 to i64
  %131 = mul nsw i64 %103, %130
  %132 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %133 = load i32, ptr %132, align 8, !tbaa !151
  %134 = mul i32 %133, %3
  %135 = zext i32 %134 to i64
  %136 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %137 = getelementptr %"struct.cutlass::half_t", ptr %100, i64 %131
  %138 = getelementptr %"struct.cutlass::half_t", ptr %137, i64 %135
  store ptr %138, ptr %136, align 8, !tbaa !137
  %139 = getelementptr inbounds nuw i8, ptr %0, i64 132
  %140 = mul nsw i64 %106, %95
  %141 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %142 = load i32, ptr %141, align 8, !tbaa !144
  %143 = mul i32 %142, %3
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %146 = getelementptr %"struct.cutlass::half_t", ptr %98, i64 %140
  %147 = getelementptr %"struct.cutlass::half_t", ptr %146, i64 %144
  store ptr %147, ptr %145, align 8, !tbaa !139
  %148 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %149 = icmp eq ptr %97, null
  br i1 %149, label %158, label %150

150:                                              ; preds = %94
  %151 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %152 = load i32, ptr %151, align 4, !tbaa !145
  %153 = mul nsw i32 %152, %142
  %154 = sext i32 %153 to i64
  %155 = mul nsw i64 %106, %154
  %156 = getelementptr float, ptr %97, i64 %155
  %157 = getelementptr float, ptr %156, i64 %144
  br label %158

158:                                              ; preds = %150, %94
  %159 = phi ptr [ %157, %150 ], [ %147, %94 ]
  store ptr %159, ptr %148, align 8, !tbaa !140
  %160 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %161 = load ptr, ptr %160, align 8, !tbaa !152
  %162 = icmp eq ptr %161, null
  br i1 %162, label %173, label %163

163:                                              ; preds = %158
  %164 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %165 = load i32, ptr %164, align 4, !tbaa !145
  %166 = mul i32 %165, %2
  %167 = add i32 %166, %3
  %168 = mul i32 %167, %10
  %169 = add i32 %168, %5
  %170 = zext i32 %169 to i64
  %171 = getelementptr inbounds nuw float, ptr %161, i64 %170
  store ptr %171, ptr %160, align 8, !tbaa !152
  %172 = ptrtoint ptr %171 to i64
  br label %173

173:                                              ; preds = %163, %158
  %174 = phi i64 [ %172, %163 ], [ 0, %158 ]
  %175 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %176 = load i8, ptr %175, align 8, !tbaa !153
  %177 = icmp eq i8 %176, 2
  br i1 %177, label %181, label %178

178:                                              ; preds = %173
  %179 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %180 = load i32, ptr %179, align 8, !tbaa !134
  br label %186

181:                                              ; preds = %173
  %182 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %183 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %184 = load i32, ptr %183, align 8, !tbaa !134
  %185 = sub nsw i32 %184, %96
  store i32 %185, ptr %182, align 8, !tbaa !154
  br label %186

186:                                              ; preds = %181, %178
  %187 = phi i32 [ %180, %178 ], [ %184, %181 ]
  %188 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %189 = getelementptr inbounds nuw i8, ptr %0, i64 108
  store i32 %187, ptr %189, align 4, !tbaa !155
  %190 = add i8 %176, -1
  %191 = icmp ult i8 %190, 2
  %192 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %193 = load i32, ptr %192, align 8
  %194 = add i32 %5, 64
  %195 = add i32 %194, %193
  %196 = tail call i32 @llvm.smin.i32(i32 %187, i32 %195)
  %197 = select i1 %191, i32 %196, i32 %187
  %198 = sub i32 %96, %5
  %199 = getelementptr inbounds nuw i8, ptr %0, i64 192
  store i32 0, ptr %199, align 8, !tbaa !156
  %200 = icmp eq i32 %198, 1
  %201 = icmp eq i32 %122, 0
  %202 = select i1 %200, i1 %201, i1 false
  %203 = icmp eq i32 %133, 0
  %204 = select i1 %202, i1 %203, i1 false
  br i1 %204, label %209, label %205

205:                                              ; preds = %186
  %206 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %207 = load i32, ptr %206, align 4, !tbaa !145
  %208 = zext i8 %176 to i32
  br label %215

209:                                              ; preds = %186
  %210 = and i32 %3, 63
  %211 = icmp eq i32 %210, 0
  br i1 %211, label %212, label %2597

212:                                              ; preds = %209
  store i32 %112, ptr %107, align 4, !tbaa !146
  %213 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %214 = load i32, ptr %213, align 4, !tbaa !145
  br label %215

215:                                              ; preds = %212, %205
  %216 = phi i32 [ 0, %212 ], [ %208, %205 ]
  %217 = phi i32 [ %142, %212 ], [ %99, %205 ]
  %218 = phi i32 [ 1, %212 ], [ %207, %205 ]
  %219 = phi i32 [ %214, %212 ], [ %198, %205 ]
  %220 = ptrtoint ptr %116 to i64
  %221 = trunc i64 %220 to i32
  %222 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %221, i32 0, i32 31)
  %223 = zext i32 %222 to i64
  %224 = lshr i64 %220, 32
  %225 = trunc nuw i64 %224 to i32
  %226 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %225, i32 0, i32 31)
  %227 = zext i32 %226 to i64
  %228 = shl nuw i64 %227, 32
  %229 = or disjoint i64 %228, %223
  %230 = inttoptr i64 %229 to ptr
  store ptr %230, ptr %0, align 8, !tbaa !135
  %231 = ptrtoint ptr %127 to i64
  %232 = trunc i64 %231 to i32
  %233 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %232, i32 0, i32 31)
  %234 = zext i32 %233 to i64
  %235 = lshr i64 %231, 32
  %236 = trunc nuw i64 %235 to i32
  %237 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %236, i32 0, i32 31)
  %238 = zext i32 %237 to i64
  %239 = shl nuw i64 %238, 32
  %240 = or disjoint i64 %239, %234
  %241 = inttoptr i64 %240 to ptr
  store ptr %241, ptr %125, align 8, !tbaa !136
  %242 = ptrtoint ptr %138 to i64
  %243 = trunc i64 %242 to i32
  %244 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %243, i32 0, i32 31)
  %245 = zext i32 %244 to i64
  %246 = lshr i64 %242, 32
  %247 = trunc nuw i64 %246 to i32
  %248 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %247, i32 0, i32 31)
  %249 = zext i32 %248 to i64
  %250 = shl nuw i64 %249, 32
  %251 = or disjoint i64 %250, %245
  %252 = inttoptr i64 %251 to ptr
  store ptr %252, ptr %136, align 8, !tbaa !137
  %253 = ptrtoint ptr %147 to i64
  %254 = trunc i64 %253 to i32
  %255 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %254, i32 0, i32 31)
  %256 = zext i32 %255 to i64
  %257 = lshr i64 %253, 32
  %258 = trunc nuw i64 %257 to i32
  %259 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %258, i32 0, i32 31)
  %260 = zext i32 %259 to i64
  %261 = shl nuw i64 %260, 32
  %262 = or disjoint i64 %261, %256
  %263 = inttoptr i64 %262 to ptr
  store ptr %263, ptr %145, align 8, !tbaa !139
  %264 = ptrtoint ptr %159 to i64
  %265 = trunc i64 %264 to i32
  %266 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %265, i32 0, i32 31)
  %267 = zext i32 %266 to i64
  %268 = lshr i64 %264, 32
  %269 = trunc nuw i64 %268 to i32
  %270 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %269, i32 0, i32 31)
  %271 = zext i32 %270 to i64
  %272 = shl nuw i64 %271, 32
  %273 = or disjoint i64 %272, %267
  %274 = inttoptr i64 %273 to ptr
  store ptr %274, ptr %148, align 8, !tbaa !140
  %275 = trunc i64 %174 to i32
  %276 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %275, i32 0, i32 31)
  %277 = zext i32 %276 to i64
  %278 = lshr i64 %174, 32
  %279 = trunc nuw i64 %278 to i32
  %280 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %279, i32 0, i32 31)
  %281 = zext i32 %280 to i64
  %282 = shl nuw i64 %281, 32
  %283 = or disjoint i64 %282, %277
  %284 = inttoptr i64 %283 to ptr
  store ptr %284, ptr %160, align 8, !tbaa !152
  %285 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %219, i32 0, i32 31)
  store i32 %285, ptr %6, align 4, !tbaa !129
  %286 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %197, i32 0, i32 31)
  store i32 %286, ptr %188, align 8, !tbaa !134
  %287 = getelementptr inbounds nuw i8, ptr %0, i64 196
  %288 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %218, i32 0, i32 31)
  store i32 %288, ptr %287, align 4, !tbaa !145
  %289 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %217, i32 0, i32 31)
  store i32 %289, ptr %139, align 4, !tbaa !138
  %290 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %216, i32 0, i32 31)
  %291 = trunc i32 %290 to i8
  store i8 %291, ptr %175, align 8, !tbaa !153
  %292 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %293 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %294 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %295 = mul nuw nsw i32 %293, %294
  %296 = add nuw nsw i32 %295, %292
  %297 = trunc i32 %296 to i16
  %298 = icmp sgt i16 %297, 63
  br i1 %298, label %305, label %299

299:                                              ; preds = %215
  %300 = sext i16 %297 to i64
  %301 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %300
  %302 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 %300
  %303 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 768), i64 %300
  %304 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %300
  store float 0.000000e+00, ptr %304, align 4, !tbaa !47
  store float 1.000000e+00, ptr %303, align 4, !tbaa !47
  store float 0xFFF0000000000000, ptr %302, align 4, !tbaa !47
  store float 0xFFF0000000000000, ptr %301, align 4, !tbaa !47
  br label %305

305:                                              ; preds = %299, %215
  %306 = icmp sgt i32 %286, 0
  br i1 %306, label %323, label %307

307:                                              ; preds = %305
  %308 = shl i32 %292, 24
  %309 = ashr exact i32 %308, 24
  %310 = lshr i32 %309, 2
  %311 = and i32 %292, 3
  %312 = zext nneg i32 %310 to i64
  %313 = mul nuw nsw i64 %312, 36
  %314 = zext nneg i32 %311 to i64
  %315 = trunc i32 %296 to i16
  %316 = sdiv i16 %315, 32
  %317 = sext i16 %316 to i32
  %318 = trunc i32 %296 to i16
  %319 = srem i16 %318, 32
  %320 = srem i16 %297, 32
  %321 = trunc nsw i16 %320 to i8
  %322 = sdiv i16 %297, 32
  br label %644

323:                                              ; preds = %305
  %324 = getelementptr inbounds nuw i8, ptr %0, i64 92
  %325 = trunc i32 %296 to i16
  %326 = sdiv i16 %325, 32
  %327 = sext i16 %326 to i32
  %328 = trunc i32 %296 to i16
  %329 = srem i16 %328, 32
  %330 = trunc nsw i16 %329 to i8
  %331 = srem i8 %330, 4
  %332 = sext i8 %331 to i32
  %333 = trunc nsw i16 %329 to i8
  %334 = sdiv i8 %333, 4
  %335 = sext i8 %334 to i32
  %336 = and i32 %293, 255
  %337 = trunc i32 %292 to i8
  %338 = shl i32 %292, 24
  %339 = ashr exact i32 %338, 24
  %340 = trunc i32 %292 to i8
  %341 = srem i8 %340, 2
  %342 = sext i8 %341 to i32
  %343 = trunc i32 %292 to i8
  %344 = sdiv i8 %343, 2
  %345 = sext i8 %344 to i32
  %346 = sdiv i16 %297, 32
  %347 = sext i16 %346 to i32
  %348 = mul i16 %346, 32
  %349 = sub i16 %297, %348
  %350 = trunc nsw i16 %349 to i8
  %351 = freeze i8 %350
  %352 = sdiv i8 %351, 8
  %353 = mul i8 %352, 8
  %354 = sub i8 %351, %353
  %355 = sext i8 %354 to i32
  %356 = sext i8 %352 to i32
  %357 = shl nsw i32 %347, 3
  %358 = add nsw i32 %357, %356
  %359 = shl nsw i32 %355, 3
  %360 = add nsw i32 %358, 4
  %361 = sext i32 %359 to i64
  %362 = sext i32 %358 to i64
  %363 = trunc nsw i32 %358 to i16
  %364 = srem i16 %363, 8
  %365 = sdiv i8 %354, 4
  %366 = trunc nsw i16 %364 to i8
  %367 = freeze i8 %366
  %368 = sdiv i8 %367, 4
  %369 = mul i8 %365, 4
  %370 = sub i8 %354, %369
  %371 = mul i8 %368, 4
  %372 = sub i8 %367, %371
  %373 = xor i8 %372, %370
  %374 = sext i8 %373 to i32
  %375 = xor i8 %368, %365
  %376 = sext i8 %375 to i32
  %377 = shl nsw i32 %376, 5
  %378 = shl nsw i32 %374, 3
  %379 = shl nsw i32 %358, 6
  %380 = add nsw i32 %378, %379
  %381 = add nsw i32 %380, %377
  %382 = sext i32 %381 to i64
  %383 = getelementptr inbounds %"struct.cutlass::half_t", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 10752), i64 %382
  %384 = trunc nsw i32 %360 to i16
  %385 = srem i16 %384, 8
  %386 = trunc nsw i16 %385 to i8
  %387 = freeze i8 %386
  %388 = sdiv i8 %387, 4
  %389 = mul i8 %388, 4
  %390 = sub i8 %387, %389
  %391 = xor i8 %390, %370
  %392 = sext i8 %391 to i32
  %393 = xor i8 %388, %365
  %394 = sext i8 %393 to i32
  %395 = shl nsw i32 %394, 5
  %396 = shl nsw i32 %392, 3
  %397 = shl nsw i32 %360, 6
  %398 = add nsw i32 %396, %397
  %399 = add nsw i32 %398, %395
  %400 = sext i32 %399 to i64
  %401 = getelementptr inbounds %"struct.cutlass::half_t", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 10752), i64 %400
  %402 = addrspacecast ptr %383 to ptr addrspace(3)
  %403 = ptrtoint ptr addrspace(3) %402 to i64
  %404 = trunc i64 %403 to i32
  %405 = addrspacecast ptr %401 to ptr addrspace(3)
  %406 = ptrtoint ptr addrspace(3) %405 to i64
  %407 = trunc i64 %406 to i32
  %408 = getelementptr inbounds nuw i8, ptr %383, i64 4096
  %409 = addrspacecast ptr %408 to ptr addrspace(3)
  %410 = ptrtoint ptr addrspace(3) %409 to i64
  %411 = trunc i64 %410 to i32
  %412 = getelementptr inbounds nuw i8, ptr %401, i64 4096
  %413 = addrspacecast ptr %412 to ptr addrspace(3)
  %414 = ptrtoint ptr addrspace(3) %413 to i64
  %415 = trunc i64 %414 to i32
  %416 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %417 = ashr i32 %338, 26
  %418 = lshr exact i32 %338, 23
  %419 = and i32 %418, 6
  %420 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %421 = icmp slt i8 %337, 16
  %422 = and i8 %337, 3
  %423 = icmp eq i8 %422, 0
  %424 = lshr i32 %339, 2
  %425 = ashr i32 %338, 27
  %426 = and i32 %292, 3
  %427 = xor i32 %425, %426
  %428 = and i32 %292, 4
  %429 = and i32 %339, -8
  %430 = trunc i32 %292 to i8
  %431 = srem i8 %430, 8
  %432 = sext i8 %431 to i32
  %433 = shl nsw i32 %327, 4
  %434 = add nsw i32 %433, %335
  %435 = shl nsw i32 %332, 3
  %436 = add nsw i32 %434, 8
  %437 = sext i32 %435 to i64
  %438 = sext i32 %434 to i64
  %439 = shl nsw i32 %345, 8
  %440 = shl nsw i32 %342, 6
  %441 = shl nuw nsw i32 %292, 3
  %442 = and i32 %441, 48
  %443 = or disjoint i32 %440, %442
  %444 = add nsw i32 %439, %443
  %445 = freeze i32 %434
  %446 = sdiv i32 %445, 2
  %447 = mul i32 %446, 2
  %448 = sub i32 %445, %447
  %449 = srem i32 %446, 4
  %450 = trunc nsw i32 %448 to i8
  %451 = shl nsw i8 %450, 2
  %452 = add nsw i8 %451, %331
  %453 = freeze i8 %452
  %454 = sdiv i8 %453, 4
  %455 = sext i8 %454 to i32
  %456 = mul i8 %454, 4
  %457 = sub i8 %453, %456
  %458 = sext i8 %457 to i32
  %459 = xor i32 %449, %458
  %460 = shl nsw i32 %455, 5
  %461 = shl nsw i32 %459, 3
  %462 = add nsw i32 %460, %461
  %463 = shl nsw i32 %446, 7
  %464 = add nsw i32 %463, %462
  %465 = ashr exact i32 %464, 3
  %466 = sext i32 %465 to i64
  %467 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1536), i64 %466
  %468 = freeze i32 %436
  %469 = sdiv i32 %468, 2
  %470 = mul i32 %469, 2
  %471 = sub i32 %468, %470
  %472 = srem i32 %469, 4
  %473 = trunc nsw i32 %471 to i8
  %474 = shl nsw i8 %473, 2
  %475 = add nsw i8 %474, %331
  %476 = freeze i8 %475
  %477 = sdiv i8 %476, 4
  %478 = sext i8 %477 to i32
  %479 = mul i8 %477, 4
  %480 = sub i8 %476, %479
  %481 = sext i8 %480 to i32
  %482 = xor i32 %472, %481
  %483 = shl nsw i32 %478, 5
  %484 = shl nsw i32 %482, 3
  %485 = add nsw i32 %483, %484
  %486 = shl nsw i32 %469, 7
  %487 = add nsw i32 %486, %485
  %488 = ashr exact i32 %487, 3
  %489 = sext i32 %488 to i64
  %490 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1536), i64 %489
  %491 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 9728), i64 %466
  %492 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 9728), i64 %489
  %493 = add nsw i32 %434, 8
  %494 = add nsw i32 %434, 8
  %495 = sext i32 %444 to i64
  %496 = xor i32 %444, 16
  %497 = sext i32 %496 to i64
  %498 = xor i32 %444, 32
  %499 = sext i32 %498 to i64
  %500 = xor i32 %444, 48
  %501 = sext i32 %500 to i64
  %502 = lshr exact i32 %419, 1
  %503 = zext nneg i32 %424 to i64
  %504 = mul nuw nsw i64 %503, 36
  %505 = zext nneg i32 %502 to i64
  %506 = getelementptr %"class.cutlass::AlignedArray", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1536), i64 %504
  %507 = getelementptr %"class.cutlass::AlignedArray", ptr %506, i64 %505
  %508 = shl nuw nsw i32 %292, 3
  %509 = and i32 %508, 56
  %510 = zext nneg i32 %509 to i64
  %511 = getelementptr %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 10752), i64 %510
  %512 = add nsw i32 %429, %432
  %513 = mul nsw i32 %512, 72
  %514 = sext i32 %513 to i64
  %515 = getelementptr %"struct.cutlass::half_t", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1536), i64 %514
  %516 = addrspacecast ptr %467 to ptr addrspace(3)
  %517 = ptrtoint ptr addrspace(3) %516 to i64
  %518 = trunc i64 %517 to i32
  %519 = addrspacecast ptr %490 to ptr addrspace(3)
  %520 = ptrtoint ptr addrspace(3) %519 to i64
  %521 = trunc i64 %520 to i32
  %522 = addrspacecast ptr %491 to ptr addrspace(3)
  %523 = ptrtoint ptr addrspace(3) %522 to i64
  %524 = trunc i64 %523 to i32
  %525 = addrspacecast ptr %492 to ptr addrspace(3)
  %526 = ptrtoint ptr addrspace(3) %525 to i64
  %527 = trunc i64 %526 to i32
  %528 = getelementptr inbounds nuw i8, ptr %467, i64 128
  %529 = addrspacecast ptr %528 to ptr addrspace(3)
  %530 = ptrtoint ptr addrspace(3) %529 to i64
  %531 = trunc i64 %530 to i32
  %532 = getelementptr inbounds nuw i8, ptr %490, i64 128
  %533 = addrspacecast ptr %532 to ptr addrspace(3)
  %534 = ptrtoint ptr addrspace(3) %533 to i64
  %535 = trunc i64 %534 to i32
  %536 = getelementptr inbounds nuw i8, ptr %491, i64 128
  %537 = addrspacecast ptr %536 to ptr addrspace(3)
  %538 = ptrtoint ptr addrspace(3) %537 to i64
  %539 = trunc i64 %538 to i32
  %540 = getelementptr inbounds nuw i8, ptr %492, i64 128
  %541 = addrspacecast ptr %540 to ptr addrspace(3)
  %542 = ptrtoint ptr addrspace(3) %541 to i64
  %543 = trunc i64 %542 to i32
  br label %964

544:                                              ; preds = %2511
  %545 = load i32, ptr %139, align 4, !tbaa !138
  %546 = load ptr, ptr %145, align 8, !tbaa !139
  %547 = load i32, ptr %6, align 4, !tbaa !129
  %548 = bitcast float %2543 to i32
  %549 = bitcast float %2542 to i32
  %550 = zext i32 %548 to i64
  %551 = zext i32 %549 to i64
  %552 = shl nuw i64 %551, 32
  %553 = or disjoint i64 %552, %550
  %554 = bitcast float %2535 to i32
  %555 = bitcast float %2534 to i32
  %556 = zext i32 %554 to i64
  %557 = zext i32 %555 to i64
  %558 = shl nuw i64 %557, 32
  %559 = or disjoint i64 %558, %556
  %560 = bitcast float %2527 to i32
  %561 = bitcast float %2526 to i32
  %562 = zext i32 %560 to i64
  %563 = zext i32 %561 to i64
  %564 = shl nuw i64 %563, 32
  %565 = or disjoint i64 %564, %562
  %566 = bitcast float %2519 to i32
  %567 = bitcast float %2518 to i32
  %568 = zext i32 %566 to i64
  %569 = zext i32 %567 to i64
  %570 = shl nuw i64 %569, 32
  %571 = or disjoint i64 %570, %568
  %572 = bitcast float %2541 to i32
  %573 = bitcast float %2540 to i32
  %574 = zext i32 %572 to i64
  %575 = zext i32 %573 to i64
  %576 = shl nuw i64 %575, 32
  %577 = or disjoint i64 %576, %574
  %578 = bitcast float %2533 to i32
  %579 = bitcast float %2532 to i32
  %580 = zext i32 %578 to i64
  %581 = zext i32 %579 to i64
  %582 = shl nuw i64 %581, 32
  %583 = or disjoint i64 %582, %580
  %584 = bitcast float %2525 to i32
  %585 = bitcast float %2524 to i32
  %586 = zext i32 %584 to i64
  %587 = zext i32 %585 to i64
  %588 = shl nuw i64 %587, 32
  %589 = or disjoint i64 %588, %586
  %590 = bitcast float %2517 to i32
  %591 = bitcast float %2516 to i32
  %592 = zext i32 %590 to i64
  %593 = zext i32 %591 to i64
  %594 = shl nuw i64 %593, 32
  %595 = or disjoint i64 %594, %592
  %596 = bitcast float %2539 to i32
  %597 = bitcast float %2538 to i32
  %598 = zext i32 %596 to i64
  %599 = zext i32 %597 to i64
  %600 = shl nuw i64 %599, 32
  %601 = or disjoint i64 %600, %598
  %602 = bitcast float %2531 to i32
  %603 = bitcast float %2530 to i32
  %604 = zext i32 %602 to i64
  %605 = zext i32 %603 to i64
  %606 = shl nuw i64 %605, 32
  %607 = or disjoint i64 %606, %604
  %608 = bitcast float %2523 to i32
  %609 = bitcast float %2522 to i32
  %610 = zext i32 %608 to i64
  %611 = zext i32 %609 to i64
  %612 = shl nuw i64 %611, 32
  %613 = or disjoint i64 %612, %610
  %614 = bitcast float %2515 to i32
  %615 = bitcast float %2514 to i32
  %616 = zext i32 %614 to i64
  %617 = zext i32 %615 to i64
  %618 = shl nuw i64 %617, 32
  %619 = or disjoint i64 %618, %616
  %620 = bitcast float %2537 to i32
  %621 = bitcast float %2536 to i32
  %622 = zext i32 %620 to i64
  %623 = zext i32 %621 to i64
  %624 = shl nuw i64 %623, 32
  %625 = or disjoint i64 %624, %622
  %626 = bitcast float %2529 to i32
  %627 = bitcast float %2528 to i32
  %628 = zext i32 %626 to i64
  %629 = zext i32 %627 to i64
  %630 = shl nuw i64 %629, 32
  %631 = or disjoint i64 %630, %628
  %632 = bitcast float %2521 to i32
  %633 = bitcast float %2520 to i32
  %634 = zext i32 %632 to i64
  %635 = zext i32 %633 to i64
  %636 = shl nuw i64 %635, 32
  %637 = or disjoint i64 %636, %634
  %638 = bitcast float %2513 to i32
  %639 = bitcast float %2512 to i32
  %640 = zext i32 %638 to i64
  %641 = zext i32 %639 to i64
  %642 = shl nuw i64 %641, 32
  %643 = or disjoint i64 %642, %640
  br label %644

644:                                              ; preds = %544, %307
  %645 = phi i16 [ %322, %307 ], [ %346, %544 ]
  %646 = phi i8 [ %321, %307 ], [ %350, %544 ]
  %647 = phi i16 [ %319, %307 ], [ %329, %544 ]
  %648 = phi i32 [ %317, %307 ], [ %327, %544 ]
  %649 = phi i64 [ %314, %307 ], [ %505, %544 ]
  %650 = phi i64 [ %313, %307 ], [ %504, %544 ]
  %651 = phi i32 [ %285, %307 ], [ %547, %544 ]
  %652 = phi ptr [ %263, %307 ], [ %546, %544 ]
  %653 = phi i32 [ %289, %307 ], [ %545, %544 ]
  %654 = phi i64 [ 0, %307 ], [ %643, %544 ]
  %655 = phi i64 [ 0, %307 ], [ %619, %544 ]
  %656 = phi i64 [ 0, %307 ], [ %595, %544 ]
  %657 = phi i64 [ 0, %307 ], [ %571, %544 ]
  %658 = phi i64 [ 0, %307 ], [ %637, %544 ]
  %659 = phi i64 [ 0, %307 ], [ %613, %544 ]
  %660 = phi i64 [ 0, %307 ], [ %589, %544 ]
  %661 = phi i64 [ 0, %307 ], [ %565, %544 ]
  %662 = phi i64 [ 0, %307 ], [ %631, %544 ]
  %663 = phi i64 [ 0, %307 ], [ %607, %544 ]
  %664 = phi i64 [ 0, %307 ], [ %583, %544 ]
  %665 = phi i64 [ 0, %307 ], [ %559, %544 ]
  %666 = phi i64 [ 0, %307 ], [ %625, %544 ]
  %667 = phi i64 [ 0, %307 ], [ %601, %544 ]
  %668 = phi i64 [ 0, %307 ], [ %577, %544 ]
  %669 = phi i64 [ 0, %307 ], [ %553, %544 ]
  %670 = shl i32 %296, 16
  %671 = ashr exact i32 %670, 16
  %672 = load i32, ptr %141, align 8, !tbaa !144
  %673 = sdiv i32 %671, 128
  %674 = srem i32 %648, 4
  %675 = trunc nsw i32 %674 to i8
  %676 = freeze i8 %675
  %677 = sdiv i8 %676, 2
  %678 = sext i8 %677 to i32
  %679 = mul i8 %677, 2
  %680 = sub i8 %676, %679
  %681 = sext i8 %680 to i32
  %682 = trunc nsw i16 %647 to i8
  %683 = freeze i8 %682
  %684 = sdiv i8 %683, 16
  %685 = sext i8 %684 to i32
  %686 = mul i8 %684, 16
  %687 = sub i8 %683, %686
  %688 = sext i8 %687 to i32
  %689 = shl nsw i32 %673, 4
  %690 = shl nsw i32 %678, 3
  %691 = shl nsw i32 %681, 2
  %692 = add nsw i32 %689, %685
  %693 = add nsw i32 %692, %690
  %694 = add nsw i32 %693, %691
  %695 = shl nsw i32 %688, 2
  %696 = freeze i8 %646
  %697 = sdiv i8 %696, 16
  %698 = mul i8 %697, 16
  %699 = sub i8 %696, %698
  %700 = sext i8 %699 to i32
  %701 = shl nsw i32 %700, 2
  %702 = icmp slt i32 %701, %672
  %703 = icmp ne ptr %652, null
  %704 = sext i32 %653 to i64
  %705 = sdiv i16 %297, 128
  %706 = sext i16 %705 to i32
  %707 = shl nsw i32 %706, 6
  %708 = sext i8 %697 to i32
  %709 = add nsw i32 %707, %708
  %710 = srem i16 %645, 4
  %711 = trunc nsw i16 %710 to i8
  %712 = freeze i8 %711
  %713 = sdiv i8 %712, 2
  %714 = sext i8 %713 to i32
  %715 = shl nsw i32 %714, 5
  %716 = add nsw i32 %709, %715
  %717 = mul i8 %713, 2
  %718 = sub i8 %712, %717
  %719 = sext i8 %718 to i32
  %720 = shl nsw i32 %719, 2
  %721 = add nsw i32 %716, %720
  %722 = shl nsw i64 %704, 2
  %723 = shl nsw i64 %704, 4
  %724 = sext i32 %721 to i64
  %725 = shl nsw i64 %724, 1
  %726 = mul nsw i64 %725, %704
  %727 = getelementptr inbounds i8, ptr %652, i64 %726
  %728 = sext i32 %701 to i64
  %729 = shl nsw i64 %728, 1
  %730 = and i64 %729, 4611686018427387896
  %731 = getelementptr inbounds nuw i8, ptr %727, i64 %730
  %732 = mul nsw i32 %694, 288
  %733 = sext i32 %732 to i64
  %734 = sext i32 %695 to i64
  %735 = shl nsw i64 %734, 2
  %736 = and i64 %735, 4611686018427387888
  %737 = getelementptr i8, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1536), i64 %736
  %738 = getelementptr i8, ptr %737, i64 %733
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  tail call void asm sideeffect "cp.async.wait_all;\0A", ""() #9, !srcloc !49
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %739 = getelementptr %"class.cutlass::AlignedArray.92", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1536), i64 %650
  %740 = getelementptr %"class.cutlass::AlignedArray.92", ptr %739, i64 %649
  %741 = trunc i32 %293 to i8
  %742 = sdiv i8 %741, 4
  %743 = sext i8 %742 to i32
  %744 = shl nsw i32 %743, 4
  %745 = trunc i32 %293 to i8
  %746 = srem i8 %745, 4
  %747 = sdiv i8 %746, 2
  %748 = mul i8 %747, 2
  %749 = sub i8 %746, %748
  %750 = sext i8 %749 to i32
  %751 = shl nsw i32 %750, 3
  %752 = add nsw i32 %744, %751
  %753 = mul nsw i32 %752, 36
  %754 = sext i32 %753 to i64
  %755 = getelementptr %"class.cutlass::AlignedArray.92", ptr %740, i64 %754
  %756 = sext i8 %747 to i32
  %757 = shl nsw i32 %756, 4
  %758 = sext i32 %757 to i64
  %759 = getelementptr %"class.cutlass::AlignedArray.92", ptr %755, i64 %758
  store i64 %669, ptr %759, align 8
  %760 = getelementptr inbounds nuw i8, ptr %759, i64 32
  store i64 %665, ptr %760, align 8
  %761 = getelementptr inbounds nuw i8, ptr %759, i64 64
  store i64 %661, ptr %761, align 8
  %762 = getelementptr inbounds nuw i8, ptr %759, i64 96
  store i64 %657, ptr %762, align 8
  %763 = getelementptr inbounds nuw i8, ptr %759, i64 4608
  store i64 %668, ptr %763, align 8
  %764 = getelementptr inbounds nuw i8, ptr %759, i64 4640
  store i64 %664, ptr %764, align 8
  %765 = getelementptr inbounds nuw i8, ptr %759, i64 4672
  store i64 %660, ptr %765, align 8
  %766 = getelementptr inbounds nuw i8, ptr %759, i64 4704
  store i64 %656, ptr %766, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %767 = load float, ptr %738, align 16
  %768 = getelementptr inbounds nuw i8, ptr %738, i64 4
  %769 = load float, ptr %768, align 4
  %770 = getelementptr inbounds nuw i8, ptr %738, i64 8
  %771 = load float, ptr %770, align 8
  %772 = getelementptr inbounds nuw i8, ptr %738, i64 12
  %773 = load float, ptr %772, align 4
  %774 = getelementptr inbounds nuw i8, ptr %738, i64 576
  %775 = load float, ptr %774, align 16
  %776 = getelementptr inbounds nuw i8, ptr %738, i64 580
  %777 = load float, ptr %776, align 4
  %778 = getelementptr inbounds nuw i8, ptr %738, i64 584
  %779 = load float, ptr %778, align 8
  %780 = getelementptr inbounds nuw i8, ptr %738, i64 588
  %781 = load float, ptr %780, align 4
  %782 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %724
  %783 = load float, ptr %782, align 4, !tbaa !47
  %784 = fdiv contract float 1.000000e+00, %783
  %785 = fmul contract float %784, %767
  %786 = fmul contract float %784, %769
  %787 = fmul contract float %784, %771
  %788 = fmul contract float %784, %773
  %789 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %785, float %786) #10, !srcloc !50
  %790 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %787, float %788) #10, !srcloc !50
  %791 = add nsw i32 %721, 2
  %792 = sext i32 %791 to i64
  %793 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %792
  %794 = load float, ptr %793, align 4, !tbaa !47
  %795 = fdiv contract float 1.000000e+00, %794
  %796 = fmul contract float %795, %775
  %797 = fmul contract float %795, %777
  %798 = fmul contract float %795, %779
  %799 = fmul contract float %795, %781
  %800 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %796, float %797) #10, !srcloc !50
  %801 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %798, float %799) #10, !srcloc !50
  %802 = icmp slt i32 %721, %651
  %803 = select i1 %802, i1 %703, i1 false
  %804 = select i1 %803, i1 %702, i1 false
  %805 = zext i1 %804 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %731, i32 %789, i32 %790, i32 %805) #9, !srcloc !51
  %806 = getelementptr inbounds i8, ptr %731, i64 %722
  %807 = icmp slt i32 %791, %651
  %808 = select i1 %807, i1 %703, i1 false
  %809 = select i1 %808, i1 %702, i1 false
  %810 = zext i1 %809 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %806, i32 %800, i32 %801, i32 %810) #9, !srcloc !51
  %811 = getelementptr inbounds i8, ptr %731, i64 %723
  %812 = add nsw i32 %721, 8
  %813 = getelementptr inbounds nuw i8, ptr %738, i64 4608
  %814 = load float, ptr %813, align 16
  %815 = getelementptr inbounds nuw i8, ptr %738, i64 4612
  %816 = load float, ptr %815, align 4
  %817 = getelementptr inbounds nuw i8, ptr %738, i64 4616
  %818 = load float, ptr %817, align 8
  %819 = getelementptr inbounds nuw i8, ptr %738, i64 4620
  %820 = load float, ptr %819, align 4
  %821 = getelementptr inbounds nuw i8, ptr %738, i64 5184
  %822 = load float, ptr %821, align 16
  %823 = getelementptr inbounds nuw i8, ptr %738, i64 5188
  %824 = load float, ptr %823, align 4
  %825 = getelementptr inbounds nuw i8, ptr %738, i64 5192
  %826 = load float, ptr %825, align 8
  %827 = getelementptr inbounds nuw i8, ptr %738, i64 5196
  %828 = load float, ptr %827, align 4
  %829 = sext i32 %812 to i64
  %830 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %829
  %831 = load float, ptr %830, align 4, !tbaa !47
  %832 = fdiv contract float 1.000000e+00, %831
  %833 = fmul contract float %832, %814
  %834 = fmul contract float %832, %816
  %835 = fmul contract float %832, %818
  %836 = fmul contract float %832, %820
  %837 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %833, float %834) #10, !srcloc !50
  %838 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %835, float %836) #10, !srcloc !50
  %839 = add nsw i32 %721, 10
  %840 = sext i32 %839 to i64
  %841 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %840
  %842 = load float, ptr %841, align 4, !tbaa !47
  %843 = fdiv contract float 1.000000e+00, %842
  %844 = fmul contract float %843, %822
  %845 = fmul contract float %843, %824
  %846 = fmul contract float %843, %826
  %847 = fmul contract float %843, %828
  %848 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %844, float %845) #10, !srcloc !50
  %849 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %846, float %847) #10, !srcloc !50
  %850 = icmp slt i32 %812, %651
  %851 = select i1 %850, i1 %703, i1 false
  %852 = select i1 %851, i1 %702, i1 false
  %853 = zext i1 %852 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %811, i32 %837, i32 %838, i32 %853) #9, !srcloc !51
  %854 = getelementptr inbounds i8, ptr %811, i64 %722
  %855 = icmp slt i32 %839, %651
  %856 = select i1 %855, i1 %703, i1 false
  %857 = select i1 %856, i1 %702, i1 false
  %858 = zext i1 %857 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %854, i32 %848, i32 %849, i32 %858) #9, !srcloc !51
  %859 = getelementptr inbounds i8, ptr %811, i64 %723
  %860 = add nsw i32 %721, 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store i64 %667, ptr %759, align 8
  %861 = getelementptr inbounds nuw i8, ptr %759, i64 32
  store i64 %663, ptr %861, align 8
  %862 = getelementptr inbounds nuw i8, ptr %759, i64 64
  store i64 %659, ptr %862, align 8
  %863 = getelementptr inbounds nuw i8, ptr %759, i64 96
  store i64 %655, ptr %863, align 8
  %864 = getelementptr inbounds nuw i8, ptr %759, i64 4608
  store i64 %666, ptr %864, align 8
  %865 = getelementptr inbounds nuw i8, ptr %759, i64 4640
  store i64 %662, ptr %865, align 8
  %866 = getelementptr inbounds nuw i8, ptr %759, i64 4672
  store i64 %658, ptr %866, align 8
  %867 = getelementptr inbounds nuw i8, ptr %759, i64 4704
  store i64 %654, ptr %867, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %868 = load float, ptr %738, align 16
  %869 = getelementptr inbounds nuw i8, ptr %738, i64 4
  %870 = load float, ptr %869, align 4
  %871 = getelementptr inbounds nuw i8, ptr %738, i64 8
  %872 = load float, ptr %871, align 8
  %873 = getelementptr inbounds nuw i8, ptr %738, i64 12
  %874 = load float, ptr %873, align 4
  %875 = getelementptr inbounds nuw i8, ptr %738, i64 576
  %876 = load float, ptr %875, align 16
  %877 = getelementptr inbounds nuw i8, ptr %738, i64 580
  %878 = load float, ptr %877, align 4
  %879 = getelementptr inbounds nuw i8, ptr %738, i64 584
  %880 = load float, ptr %879, align 8
  %881 = getelementptr inbounds nuw i8, ptr %738, i64 588
  %882 = load float, ptr %881, align 4
  %883 = sext i32 %860 to i64
  %884 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %883
  %885 = load float, ptr %884, align 4, !tbaa !47
  %886 = fdiv contract float 1.000000e+00, %885
  %887 = fmul contract float %886, %868
  %888 = fmul contract float %886, %870
  %889 = fmul contract float %886, %872
  %890 = fmul contract float %886, %874
  %891 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %887, float %888) #10, !srcloc !50
  %892 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %889, float %890) #10, !srcloc !50
  %893 = add nsw i32 %721, 18
  %894 = sext i32 %893 to i64
  %895 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %894
  %896 = load float, ptr %895, align 4, !tbaa !47
  %897 = fdiv contract float 1.000000e+00, %896
  %898 = fmul contract float %897, %876
  %899 = fmul contract float %897, %878
  %900 = fmul contract float %897, %880
  %901 = fmul contract float %897, %882
  %902 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %898, float %899) #10, !srcloc !50
  %903 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %900, float %901) #10, !srcloc !50
  %904 = icmp slt i32 %860, %651
  %905 = select i1 %904, i1 %703, i1 false
  %906 = select i1 %905, i1 %702, i1 false
  %907 = zext i1 %906 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %859, i32 %891, i32 %892, i32 %907) #9, !srcloc !51
  %908 = getelementptr inbounds i8, ptr %859, i64 %722
  %909 = icmp slt i32 %893, %651
  %910 = select i1 %909, i1 %703, i1 false
  %911 = select i1 %910, i1 %702, i1 false
  %912 = zext i1 %911 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %908, i32 %902, i32 %903, i32 %912) #9, !srcloc !51
  %913 = getelementptr inbounds i8, ptr %859, i64 %723
  %914 = add nsw i32 %721, 24
  %915 = getelementptr inbounds nuw i8, ptr %738, i64 4608
  %916 = load float, ptr %915, align 16
  %917 = getelementptr inbounds nuw i8, ptr %738, i64 4612
  %918 = load float, ptr %917, align 4
  %919 = getelementptr inbounds nuw i8, ptr %738, i64 4616
  %920 = load float, ptr %919, align 8
  %921 = getelementptr inbounds nuw i8, ptr %738, i64 4620
  %922 = load float, ptr %921, align 4
  %923 = getelementptr inbounds nuw i8, ptr %738, i64 5184
  %924 = load float, ptr %923, align 16
  %925 = getelementptr inbounds nuw i8, ptr %738, i64 5188
  %926 = load float, ptr %925, align 4
  %927 = getelementptr inbounds nuw i8, ptr %738, i64 5192
  %928 = load float, ptr %927, align 8
  %929 = getelementptr inbounds nuw i8, ptr %738, i64 5196
  %930 = load float, ptr %929, align 4
  %931 = sext i32 %914 to i64
  %932 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %931
  %933 = load float, ptr %932, align 4, !tbaa !47
  %934 = fdiv contract float 1.000000e+00, %933
  %935 = fmul contract float %934, %916
  %936 = fmul contract float %934, %918
  %937 = fmul contract float %934, %920
  %938 = fmul contract float %934, %922
  %939 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %935, float %936) #10, !srcloc !50
  %940 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %937, float %938) #10, !srcloc !50
  %941 = add nsw i32 %721, 26
  %942 = sext i32 %941 to i64
  %943 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %942
  %944 = load float, ptr %943, align 4, !tbaa !47
  %945 = fdiv contract float 1.000000e+00, %944
  %946 = fmul contract float %945, %924
  %947 = fmul contract float %945, %926
  %948 = fmul contract float %945, %928
  %949 = fmul contract float %945, %930
  %950 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %946, float %947) #10, !srcloc !50
  %951 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %948, float %949) #10, !srcloc !50
  %952 = icmp slt i32 %914, %651
  %953 = select i1 %952, i1 %703, i1 false
  %954 = select i1 %953, i1 %702, i1 false
  %955 = zext i1 %954 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %913, i32 %939, i32 %940, i32 %955) #9, !srcloc !51
  %956 = getelementptr inbounds i8, ptr %913, i64 %722
  %957 = icmp slt i32 %941, %651
  %958 = select i1 %957, i1 %703, i1 false
  %959 = select i1 %958, i1 %702, i1 false
  %960 = zext i1 %959 to i32
  tail call void asm sideeffect "{\0A  .reg .pred p;\0A  setp.ne.b32 p, $3, 0;\0A  @p st.global.v2.u32 [$0], {$1, $2};\0A}\0A", "l,r,r,r"(ptr %956, i32 %950, i32 %951, i32 %960) #9, !srcloc !51
  %961 = load ptr, ptr %160, align 8, !tbaa !152
  %962 = icmp eq ptr %961, null
  %963 = or i1 %298, %962
  br i1 %963, label %2597, label %2547

964:                                              ; preds = %2511, %323
  %965 = phi float [ 0.000000e+00, %323 ], [ %2512, %2511 ]
  %966 = phi float [ 0.000000e+00, %323 ], [ %2513, %2511 ]
  %967 = phi float [ 0.000000e+00, %323 ], [ %2514, %2511 ]
  %968 = phi float [ 0.000000e+00, %323 ], [ %2515, %2511 ]
  %969 = phi float [ 0.000000e+00, %323 ], [ %2516, %2511 ]
  %970 = phi float [ 0.000000e+00, %323 ], [ %2517, %2511 ]
  %971 = phi float [ 0.000000e+00, %323 ], [ %2518, %2511 ]
  %972 = phi float [ 0.000000e+00, %323 ], [ %2519, %2511 ]
  %973 = phi float [ 0.000000e+00, %323 ], [ %2520, %2511 ]
  %974 = phi float [ 0.000000e+00, %323 ], [ %2521, %2511 ]
  %975 = phi float [ 0.000000e+00, %323 ], [ %2522, %2511 ]
  %976 = phi float [ 0.000000e+00, %323 ], [ %2523, %2511 ]
  %977 = phi float [ 0.000000e+00, %323 ], [ %2524, %2511 ]
  %978 = phi float [ 0.000000e+00, %323 ], [ %2525, %2511 ]
  %979 = phi float [ 0.000000e+00, %323 ], [ %2526, %2511 ]
  %980 = phi float [ 0.000000e+00, %323 ], [ %2527, %2511 ]
  %981 = phi float [ 0.000000e+00, %323 ], [ %2528, %2511 ]
  %982 = phi float [ 0.000000e+00, %323 ], [ %2529, %2511 ]
  %983 = phi float [ 0.000000e+00, %323 ], [ %2530, %2511 ]
  %984 = phi float [ 0.000000e+00, %323 ], [ %2531, %2511 ]
  %985 = phi float [ 0.000000e+00, %323 ], [ %2532, %2511 ]
  %986 = phi float [ 0.000000e+00, %323 ], [ %2533, %2511 ]
  %987 = phi float [ 0.000000e+00, %323 ], [ %2534, %2511 ]
  %988 = phi float [ 0.000000e+00, %323 ], [ %2535, %2511 ]
  %989 = phi float [ 0.000000e+00, %323 ], [ %2536, %2511 ]
  %990 = phi float [ 0.000000e+00, %323 ], [ %2537, %2511 ]
  %991 = phi float [ 0.000000e+00, %323 ], [ %2538, %2511 ]
  %992 = phi float [ 0.000000e+00, %323 ], [ %2539, %2511 ]
  %993 = phi float [ 0.000000e+00, %323 ], [ %2540, %2511 ]
  %994 = phi float [ 0.000000e+00, %323 ], [ %2541, %2511 ]
  %995 = phi float [ 0.000000e+00, %323 ], [ %2542, %2511 ]
  %996 = phi float [ 0.000000e+00, %323 ], [ %2543, %2511 ]
  %997 = phi i32 [ %286, %323 ], [ %2545, %2511 ]
  %998 = phi i32 [ 0, %323 ], [ %2544, %2511 ]
  %999 = load i32, ptr %6, align 4, !tbaa !129
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1000 = load i32, ptr %107, align 4, !tbaa !146
  %1001 = tail call noundef i32 @llvm.smin.i32(i32 %999, i32 64)
  %1002 = load ptr, ptr %0, align 8, !tbaa !135
  %1003 = load i32, ptr %324, align 4, !tbaa !6
  %1004 = sext i32 %1000 to i64
  %1005 = shl nsw i64 %1004, 4
  %1006 = srem i32 %1003, 32
  %1007 = icmp eq i32 %1006, 0
  %1008 = select i1 %1007, i32 32, i32 %1006
  %1009 = tail call noundef i32 @llvm.smin.i32(i32 %1003, i32 %1008)
  %1010 = icmp slt i32 %434, %1001
  %1011 = icmp slt i32 %435, %1009
  %1012 = select i1 %1010, i1 %1011, i1 false
  %1013 = zext i1 %1012 to i32
  %1014 = icmp slt i32 %436, %1001
  %1015 = select i1 %1014, i1 %1011, i1 false
  %1016 = select i1 %1015, i32 2, i32 0
  %1017 = or disjoint i32 %1016, %1013
  %1018 = mul nsw i64 %1004, %438
  %1019 = add nsw i64 %1018, %437
  %1020 = shl nsw i64 %1019, 1
  %1021 = getelementptr inbounds i8, ptr %1002, i64 %1020
  %1022 = load i32, ptr %117, align 8, !tbaa !148
  %1023 = sub nsw i32 %997, %998
  %1024 = tail call noundef i32 @llvm.smin.i32(i32 %1023, i32 64)
  %1025 = load ptr, ptr %125, align 8, !tbaa !136
  %1026 = sext i32 %1022 to i64
  %1027 = shl nsw i64 %1026, 4
  %1028 = mul nsw i32 %1022, %998
  %1029 = sext i32 %1028 to i64
  %1030 = getelementptr inbounds %"struct.cutlass::half_t", ptr %1025, i64 %1029
  %1031 = srem i32 %1003, 32
  %1032 = icmp eq i32 %1031, 0
  %1033 = select i1 %1032, i32 32, i32 %1031
  %1034 = tail call noundef i32 @llvm.smin.i32(i32 %1003, i32 %1033)
  %1035 = icmp slt i32 %434, %1024
  %1036 = icmp slt i32 %435, %1034
  %1037 = select i1 %1035, i1 %1036, i1 false
  %1038 = zext i1 %1037 to i32
  %1039 = icmp slt i32 %436, %1024
  %1040 = select i1 %1039, i1 %1036, i1 false
  %1041 = select i1 %1040, i32 2, i32 0
  %1042 = or disjoint i32 %1041, %1038
  %1043 = mul nsw i64 %1026, %438
  %1044 = add nsw i64 %1043, %437
  %1045 = shl nsw i64 %1044, 1
  %1046 = getelementptr inbounds i8, ptr %1030, i64 %1045
  %1047 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %336, i32 0, i32 31)
  %1048 = shl i32 %1047, 24
  %1049 = ashr exact i32 %1048, 24
  %1050 = trunc i32 %1047 to i8
  %1051 = srem i8 %1050, 4
  %1052 = trunc i32 %1047 to i8
  %1053 = sdiv i8 %1052, 4
  %1054 = sext i8 %1053 to i32
  %1055 = sdiv i8 %1051, 2
  %1056 = mul i8 %1055, 2
  %1057 = sub i8 %1051, %1056
  %1058 = sext i8 %1057 to i32
  %1059 = sext i8 %1055 to i32
  %1060 = shl nsw i32 %1058, 8
  %1061 = shl nsw i32 %1054, 3
  %1062 = add nsw i32 %1061, %1060
  %1063 = sext i32 %1062 to i64
  %1064 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1536), i64 %1063
  %1065 = shl nsw i32 %1059, 8
  %1066 = add nsw i32 %1061, %1065
  %1067 = sext i32 %1066 to i64
  %1068 = getelementptr inbounds %"struct.cutlass::Array.58", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 9728), i64 %1067
  %1069 = load i32, ptr %324, align 4, !tbaa !6
  %1070 = add i32 %1069, 62
  %1071 = icmp ult i32 %1070, 63
  %1072 = select i1 %1071, i32 0, i32 %1017
  %1073 = select i1 %1071, i32 0, i32 %1042
  %1074 = shl nuw nsw i32 %1072, 4
  %1075 = and i32 %1074, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %518, ptr %1021, i32 16, i32 %1075) #9, !srcloc !52
  %1076 = getelementptr inbounds i8, ptr %1021, i64 %1005
  %1077 = shl nuw nsw i32 %1072, 3
  %1078 = and i32 %1077, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %521, ptr %1076, i32 16, i32 %1078) #9, !srcloc !52
  %1079 = shl nuw nsw i32 %1073, 4
  %1080 = and i32 %1079, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %524, ptr %1046, i32 16, i32 %1080) #9, !srcloc !52
  %1081 = getelementptr inbounds i8, ptr %1046, i64 %1027
  %1082 = shl nuw nsw i32 %1073, 3
  %1083 = and i32 %1082, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %527, ptr %1081, i32 16, i32 %1083) #9, !srcloc !52
  %1084 = icmp slt i32 %434, %1001
  %1085 = zext i1 %1084 to i32
  %1086 = icmp slt i32 %493, %1001
  %1087 = select i1 %1086, i32 2, i32 0
  %1088 = or disjoint i32 %1087, %1085
  %1089 = sext i32 %1008 to i64
  %1090 = shl nsw i64 %1089, 1
  %1091 = getelementptr inbounds i8, ptr %1021, i64 %1090
  %1092 = sext i32 %1033 to i64
  %1093 = shl nsw i64 %1092, 1
  %1094 = getelementptr inbounds i8, ptr %1046, i64 %1093
  %1095 = icmp slt i32 %494, %1024
  %1096 = select i1 %1095, i32 2, i32 0
  %1097 = icmp slt i32 %434, %1024
  %1098 = zext i1 %1097 to i32
  %1099 = or disjoint i32 %1096, %1098
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %1100 = add i32 %1069, -1
  %1101 = icmp ult i32 %1100, 32
  %1102 = select i1 %1101, i32 0, i32 %1088
  %1103 = select i1 %1101, i32 0, i32 %1099
  %1104 = shl nuw nsw i32 %1102, 4
  %1105 = and i32 %1104, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %531, ptr nonnull %1091, i32 16, i32 %1105) #9, !srcloc !52
  %1106 = getelementptr inbounds i8, ptr %1091, i64 %1005
  %1107 = shl nuw nsw i32 %1102, 3
  %1108 = and i32 %1107, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %535, ptr nonnull %1106, i32 16, i32 %1108) #9, !srcloc !52
  %1109 = shl nuw nsw i32 %1103, 4
  %1110 = and i32 %1109, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %539, ptr nonnull %1094, i32 16, i32 %1110) #9, !srcloc !52
  %1111 = getelementptr inbounds i8, ptr %1094, i64 %1027
  %1112 = shl nuw nsw i32 %1103, 3
  %1113 = and i32 %1112, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %543, ptr nonnull %1111, i32 16, i32 %1113) #9, !srcloc !52
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 1) #9, !srcloc !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1114 = getelementptr inbounds i8, ptr %1064, i64 %495
  %1115 = addrspacecast ptr %1114 to ptr addrspace(3)
  %1116 = ptrtoint ptr addrspace(3) %1115 to i64
  %1117 = trunc i64 %1116 to i32
  %1118 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1117) #9, !srcloc !54
  %1119 = getelementptr inbounds i8, ptr %1068, i64 %495
  %1120 = addrspacecast ptr %1119 to ptr addrspace(3)
  %1121 = ptrtoint ptr addrspace(3) %1120 to i64
  %1122 = trunc i64 %1121 to i32
  %1123 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1122) #9, !srcloc !54
  %1124 = icmp sgt i32 %1069, 0
  br i1 %1124, label %1125, label %1427

1125:                                             ; preds = %964
  %1126 = extractvalue { i32, i32, i32, i32 } %1123, 0
  %1127 = extractvalue { i32, i32, i32, i32 } %1123, 3
  %1128 = extractvalue { i32, i32, i32, i32 } %1123, 2
  %1129 = extractvalue { i32, i32, i32, i32 } %1123, 1
  %1130 = extractvalue { i32, i32, i32, i32 } %1118, 0
  %1131 = extractvalue { i32, i32, i32, i32 } %1118, 3
  %1132 = extractvalue { i32, i32, i32, i32 } %1118, 2
  %1133 = extractvalue { i32, i32, i32, i32 } %1118, 1
  %1134 = add nuw nsw i32 %1069, 31
  %1135 = lshr i32 %1134, 5
  %1136 = add nsw i32 %1135, -2
  br label %1137

1137:                                             ; preds = %1378, %1125
  %1138 = phi i32 [ %1379, %1378 ], [ %1131, %1125 ]
  %1139 = phi i32 [ %1380, %1378 ], [ %1132, %1125 ]
  %1140 = phi i32 [ %1381, %1378 ], [ %1133, %1125 ]
  %1141 = phi i32 [ %1382, %1378 ], [ %1130, %1125 ]
  %1142 = phi i32 [ %1383, %1378 ], [ %1127, %1125 ]
  %1143 = phi i32 [ %1384, %1378 ], [ %1128, %1125 ]
  %1144 = phi i32 [ %1385, %1378 ], [ %1129, %1125 ]
  %1145 = phi i32 [ %1386, %1378 ], [ %1126, %1125 ]
  %1146 = phi float [ %1411, %1378 ], [ 0.000000e+00, %1125 ]
  %1147 = phi float [ %1410, %1378 ], [ 0.000000e+00, %1125 ]
  %1148 = phi float [ %1409, %1378 ], [ 0.000000e+00, %1125 ]
  %1149 = phi float [ %1408, %1378 ], [ 0.000000e+00, %1125 ]
  %1150 = phi float [ %1406, %1378 ], [ 0.000000e+00, %1125 ]
  %1151 = phi float [ %1405, %1378 ], [ 0.000000e+00, %1125 ]
  %1152 = phi float [ %1404, %1378 ], [ 0.000000e+00, %1125 ]
  %1153 = phi float [ %1403, %1378 ], [ 0.000000e+00, %1125 ]
  %1154 = phi float [ %1416, %1378 ], [ 0.000000e+00, %1125 ]
  %1155 = phi float [ %1415, %1378 ], [ 0.000000e+00, %1125 ]
  %1156 = phi float [ %1414, %1378 ], [ 0.000000e+00, %1125 ]
  %1157 = phi float [ %1413, %1378 ], [ 0.000000e+00, %1125 ]
  %1158 = phi float [ %1401, %1378 ], [ 0.000000e+00, %1125 ]
  %1159 = phi float [ %1400, %1378 ], [ 0.000000e+00, %1125 ]
  %1160 = phi float [ %1399, %1378 ], [ 0.000000e+00, %1125 ]
  %1161 = phi float [ %1398, %1378 ], [ 0.000000e+00, %1125 ]
  %1162 = phi float [ %1421, %1378 ], [ 0.000000e+00, %1125 ]
  %1163 = phi float [ %1420, %1378 ], [ 0.000000e+00, %1125 ]
  %1164 = phi float [ %1419, %1378 ], [ 0.000000e+00, %1125 ]
  %1165 = phi float [ %1418, %1378 ], [ 0.000000e+00, %1125 ]
  %1166 = phi float [ %1396, %1378 ], [ 0.000000e+00, %1125 ]
  %1167 = phi float [ %1395, %1378 ], [ 0.000000e+00, %1125 ]
  %1168 = phi float [ %1394, %1378 ], [ 0.000000e+00, %1125 ]
  %1169 = phi float [ %1393, %1378 ], [ 0.000000e+00, %1125 ]
  %1170 = phi float [ %1426, %1378 ], [ 0.000000e+00, %1125 ]
  %1171 = phi float [ %1425, %1378 ], [ 0.000000e+00, %1125 ]
  %1172 = phi float [ %1424, %1378 ], [ 0.000000e+00, %1125 ]
  %1173 = phi float [ %1423, %1378 ], [ 0.000000e+00, %1125 ]
  %1174 = phi float [ %1391, %1378 ], [ 0.000000e+00, %1125 ]
  %1175 = phi float [ %1390, %1378 ], [ 0.000000e+00, %1125 ]
  %1176 = phi float [ %1389, %1378 ], [ 0.000000e+00, %1125 ]
  %1177 = phi float [ %1388, %1378 ], [ 0.000000e+00, %1125 ]
  %1178 = phi ptr [ %1316, %1378 ], [ %1068, %1125 ]
  %1179 = phi ptr [ %1315, %1378 ], [ %1064, %1125 ]
  %1180 = phi i32 [ %1357, %1378 ], [ %1136, %1125 ]
  %1181 = getelementptr inbounds i8, ptr %1179, i64 %497
  %1182 = addrspacecast ptr %1181 to ptr addrspace(3)
  %1183 = ptrtoint ptr addrspace(3) %1182 to i64
  %1184 = trunc i64 %1183 to i32
  %1185 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1184) #9, !srcloc !54
  %1186 = extractvalue { i32, i32, i32, i32 } %1185, 0
  %1187 = extractvalue { i32, i32, i32, i32 } %1185, 1
  %1188 = extractvalue { i32, i32, i32, i32 } %1185, 2
  %1189 = extractvalue { i32, i32, i32, i32 } %1185, 3
  %1190 = getelementptr inbounds i8, ptr %1178, i64 %497
  %1191 = addrspacecast ptr %1190 to ptr addrspace(3)
  %1192 = ptrtoint ptr addrspace(3) %1191 to i64
  %1193 = trunc i64 %1192 to i32
  %1194 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1193) #9, !srcloc !54
  %1195 = extractvalue { i32, i32, i32, i32 } %1194, 0
  %1196 = extractvalue { i32, i32, i32, i32 } %1194, 1
  %1197 = extractvalue { i32, i32, i32, i32 } %1194, 2
  %1198 = extractvalue { i32, i32, i32, i32 } %1194, 3
  %1199 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1141, i32 %1140, i32 %1145, float %1177, float %1176, float %1175, float %1174) #9, !srcloc !55
  %1200 = extractvalue { float, float, float, float } %1199, 0
  %1201 = extractvalue { float, float, float, float } %1199, 1
  %1202 = extractvalue { float, float, float, float } %1199, 2
  %1203 = extractvalue { float, float, float, float } %1199, 3
  %1204 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1141, i32 %1140, i32 %1144, float %1169, float %1168, float %1167, float %1166) #9, !srcloc !55
  %1205 = extractvalue { float, float, float, float } %1204, 0
  %1206 = extractvalue { float, float, float, float } %1204, 1
  %1207 = extractvalue { float, float, float, float } %1204, 2
  %1208 = extractvalue { float, float, float, float } %1204, 3
  %1209 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1141, i32 %1140, i32 %1143, float %1161, float %1160, float %1159, float %1158) #9, !srcloc !55
  %1210 = extractvalue { float, float, float, float } %1209, 0
  %1211 = extractvalue { float, float, float, float } %1209, 1
  %1212 = extractvalue { float, float, float, float } %1209, 2
  %1213 = extractvalue { float, float, float, float } %1209, 3
  %1214 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1141, i32 %1140, i32 %1142, float %1153, float %1152, float %1151, float %1150) #9, !srcloc !55
  %1215 = extractvalue { float, float, float, float } %1214, 0
  %1216 = extractvalue { float, float, float, float } %1214, 1
  %1217 = extractvalue { float, float, float, float } %1214, 2
  %1218 = extractvalue { float, float, float, float } %1214, 3
  %1219 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1139, i32 %1138, i32 %1142, float %1149, float %1148, float %1147, float %1146) #9, !srcloc !55
  %1220 = extractvalue { float, float, float, float } %1219, 0
  %1221 = extractvalue { float, float, float, float } %1219, 1
  %1222 = extractvalue { float, float, float, float } %1219, 2
  %1223 = extractvalue { float, float, float, float } %1219, 3
  %1224 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1139, i32 %1138, i32 %1143, float %1157, float %1156, float %1155, float %1154) #9, !srcloc !55
  %1225 = extractvalue { float, float, float, float } %1224, 0
  %1226 = extractvalue { float, float, float, float } %1224, 1
  %1227 = extractvalue { float, float, float, float } %1224, 2
  %1228 = extractvalue { float, float, float, float } %1224, 3
  %1229 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1139, i32 %1138, i32 %1144, float %1165, float %1164, float %1163, float %1162) #9, !srcloc !55
  %1230 = extractvalue { float, float, float, float } %1229, 0
  %1231 = extractvalue { float, float, float, float } %1229, 1
  %1232 = extractvalue { float, float, float, float } %1229, 2
  %1233 = extractvalue { float, float, float, float } %1229, 3
  %1234 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1139, i32 %1138, i32 %1145, float %1173, float %1172, float %1171, float %1170) #9, !srcloc !55
  %1235 = extractvalue { float, float, float, float } %1234, 0
  %1236 = extractvalue { float, float, float, float } %1234, 1
  %1237 = extractvalue { float, float, float, float } %1234, 2
  %1238 = extractvalue { float, float, float, float } %1234, 3
  %1239 = getelementptr inbounds i8, ptr %1179, i64 %499
  %1240 = addrspacecast ptr %1239 to ptr addrspace(3)
  %1241 = ptrtoint ptr addrspace(3) %1240 to i64
  %1242 = trunc i64 %1241 to i32
  %1243 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1242) #9, !srcloc !54
  %1244 = extractvalue { i32, i32, i32, i32 } %1243, 0
  %1245 = extractvalue { i32, i32, i32, i32 } %1243, 1
  %1246 = extractvalue { i32, i32, i32, i32 } %1243, 2
  %1247 = extractvalue { i32, i32, i32, i32 } %1243, 3
  %1248 = getelementptr inbounds i8, ptr %1178, i64 %499
  %1249 = addrspacecast ptr %1248 to ptr addrspace(3)
  %1250 = ptrtoint ptr addrspace(3) %1249 to i64
  %1251 = trunc i64 %1250 to i32
  %1252 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1251) #9, !srcloc !54
  %1253 = extractvalue { i32, i32, i32, i32 } %1252, 0
  %1254 = extractvalue { i32, i32, i32, i32 } %1252, 1
  %1255 = extractvalue { i32, i32, i32, i32 } %1252, 2
  %1256 = extractvalue { i32, i32, i32, i32 } %1252, 3
  %1257 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1186, i32 %1187, i32 %1195, float %1200, float %1201, float %1202, float %1203) #9, !srcloc !55
  %1258 = extractvalue { float, float, float, float } %1257, 0
  %1259 = extractvalue { float, float, float, float } %1257, 1
  %1260 = extractvalue { float, float, float, float } %1257, 2
  %1261 = extractvalue { float, float, float, float } %1257, 3
  %1262 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1186, i32 %1187, i32 %1196, float %1205, float %1206, float %1207, float %1208) #9, !srcloc !55
  %1263 = extractvalue { float, float, float, float } %1262, 0
  %1264 = extractvalue { float, float, float, float } %1262, 1
  %1265 = extractvalue { float, float, float, float } %1262, 2
  %1266 = extractvalue { float, float, float, float } %1262, 3
  %1267 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1186, i32 %1187, i32 %1197, float %1210, float %1211, float %1212, float %1213) #9, !srcloc !55
  %1268 = extractvalue { float, float, float, float } %1267, 0
  %1269 = extractvalue { float, float, float, float } %1267, 1
  %1270 = extractvalue { float, float, float, float } %1267, 2
  %1271 = extractvalue { float, float, float, float } %1267, 3
  %1272 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1186, i32 %1187, i32 %1198, float %1215, float %1216, float %1217, float %1218) #9, !srcloc !55
  %1273 = extractvalue { float, float, float, float } %1272, 0
  %1274 = extractvalue { float, float, float, float } %1272, 1
  %1275 = extractvalue { float, float, float, float } %1272, 2
  %1276 = extractvalue { float, float, float, float } %1272, 3
  %1277 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1188, i32 %1189, i32 %1198, float %1220, float %1221, float %1222, float %1223) #9, !srcloc !55
  %1278 = extractvalue { float, float, float, float } %1277, 0
  %1279 = extractvalue { float, float, float, float } %1277, 1
  %1280 = extractvalue { float, float, float, float } %1277, 2
  %1281 = extractvalue { float, float, float, float } %1277, 3
  %1282 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1188, i32 %1189, i32 %1197, float %1225, float %1226, float %1227, float %1228) #9, !srcloc !55
  %1283 = extractvalue { float, float, float, float } %1282, 0
  %1284 = extractvalue { float, float, float, float } %1282, 1
  %1285 = extractvalue { float, float, float, float } %1282, 2
  %1286 = extractvalue { float, float, float, float } %1282, 3
  %1287 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1188, i32 %1189, i32 %1196, float %1230, float %1231, float %1232, float %1233) #9, !srcloc !55
  %1288 = extractvalue { float, float, float, float } %1287, 0
  %1289 = extractvalue { float, float, float, float } %1287, 1
  %1290 = extractvalue { float, float, float, float } %1287, 2
  %1291 = extractvalue { float, float, float, float } %1287, 3
  %1292 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1188, i32 %1189, i32 %1195, float %1235, float %1236, float %1237, float %1238) #9, !srcloc !55
  %1293 = extractvalue { float, float, float, float } %1292, 0
  %1294 = extractvalue { float, float, float, float } %1292, 1
  %1295 = extractvalue { float, float, float, float } %1292, 2
  %1296 = extractvalue { float, float, float, float } %1292, 3
  %1297 = getelementptr inbounds i8, ptr %1179, i64 %501
  %1298 = addrspacecast ptr %1297 to ptr addrspace(3)
  %1299 = ptrtoint ptr addrspace(3) %1298 to i64
  %1300 = trunc i64 %1299 to i32
  %1301 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1300) #9, !srcloc !54
  %1302 = extractvalue { i32, i32, i32, i32 } %1301, 0
  %1303 = extractvalue { i32, i32, i32, i32 } %1301, 1
  %1304 = extractvalue { i32, i32, i32, i32 } %1301, 2
  %1305 = extractvalue { i32, i32, i32, i32 } %1301, 3
  %1306 = getelementptr inbounds i8, ptr %1178, i64 %501
  %1307 = addrspacecast ptr %1306 to ptr addrspace(3)
  %1308 = ptrtoint ptr addrspace(3) %1307 to i64
  %1309 = trunc i64 %1308 to i32
  %1310 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1309) #9, !srcloc !54
  %1311 = extractvalue { i32, i32, i32, i32 } %1310, 0
  %1312 = extractvalue { i32, i32, i32, i32 } %1310, 1
  %1313 = extractvalue { i32, i32, i32, i32 } %1310, 2
  %1314 = extractvalue { i32, i32, i32, i32 } %1310, 3
  %1315 = getelementptr inbounds nuw i8, ptr %1179, i64 128
  %1316 = getelementptr inbounds nuw i8, ptr %1178, i64 128
  %1317 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1244, i32 %1245, i32 %1253, float %1258, float %1259, float %1260, float %1261) #9, !srcloc !55
  %1318 = extractvalue { float, float, float, float } %1317, 0
  %1319 = extractvalue { float, float, float, float } %1317, 1
  %1320 = extractvalue { float, float, float, float } %1317, 2
  %1321 = extractvalue { float, float, float, float } %1317, 3
  %1322 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1244, i32 %1245, i32 %1254, float %1263, float %1264, float %1265, float %1266) #9, !srcloc !55
  %1323 = extractvalue { float, float, float, float } %1322, 0
  %1324 = extractvalue { float, float, float, float } %1322, 1
  %1325 = extractvalue { float, float, float, float } %1322, 2
  %1326 = extractvalue { float, float, float, float } %1322, 3
  %1327 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1244, i32 %1245, i32 %1255, float %1268, float %1269, float %1270, float %1271) #9, !srcloc !55
  %1328 = extractvalue { float, float, float, float } %1327, 0
  %1329 = extractvalue { float, float, float, float } %1327, 1
  %1330 = extractvalue { float, float, float, float } %1327, 2
  %1331 = extractvalue { float, float, float, float } %1327, 3
  %1332 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1244, i32 %1245, i32 %1256, float %1273, float %1274, float %1275, float %1276) #9, !srcloc !55
  %1333 = extractvalue { float, float, float, float } %1332, 0
  %1334 = extractvalue { float, float, float, float } %1332, 1
  %1335 = extractvalue { float, float, float, float } %1332, 2
  %1336 = extractvalue { float, float, float, float } %1332, 3
  %1337 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1246, i32 %1247, i32 %1256, float %1278, float %1279, float %1280, float %1281) #9, !srcloc !55
  %1338 = extractvalue { float, float, float, float } %1337, 0
  %1339 = extractvalue { float, float, float, float } %1337, 1
  %1340 = extractvalue { float, float, float, float } %1337, 2
  %1341 = extractvalue { float, float, float, float } %1337, 3
  %1342 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1246, i32 %1247, i32 %1255, float %1283, float %1284, float %1285, float %1286) #9, !srcloc !55
  %1343 = extractvalue { float, float, float, float } %1342, 0
  %1344 = extractvalue { float, float, float, float } %1342, 1
  %1345 = extractvalue { float, float, float, float } %1342, 2
  %1346 = extractvalue { float, float, float, float } %1342, 3
  %1347 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1246, i32 %1247, i32 %1254, float %1288, float %1289, float %1290, float %1291) #9, !srcloc !55
  %1348 = extractvalue { float, float, float, float } %1347, 0
  %1349 = extractvalue { float, float, float, float } %1347, 1
  %1350 = extractvalue { float, float, float, float } %1347, 2
  %1351 = extractvalue { float, float, float, float } %1347, 3
  %1352 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1246, i32 %1247, i32 %1253, float %1293, float %1294, float %1295, float %1296) #9, !srcloc !55
  %1353 = extractvalue { float, float, float, float } %1352, 0
  %1354 = extractvalue { float, float, float, float } %1352, 1
  %1355 = extractvalue { float, float, float, float } %1352, 2
  %1356 = extractvalue { float, float, float, float } %1352, 3
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 1) #9, !srcloc !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1357 = add nsw i32 %1180, -1
  %1358 = icmp sgt i32 %1180, -1
  br i1 %1358, label %1359, label %1378

1359:                                             ; preds = %1137
  %1360 = getelementptr inbounds i8, ptr %1315, i64 %495
  %1361 = addrspacecast ptr %1360 to ptr addrspace(3)
  %1362 = ptrtoint ptr addrspace(3) %1361 to i64
  %1363 = trunc i64 %1362 to i32
  %1364 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1363) #9, !srcloc !54
  %1365 = extractvalue { i32, i32, i32, i32 } %1364, 0
  %1366 = extractvalue { i32, i32, i32, i32 } %1364, 1
  %1367 = extractvalue { i32, i32, i32, i32 } %1364, 2
  %1368 = extractvalue { i32, i32, i32, i32 } %1364, 3
  %1369 = getelementptr inbounds i8, ptr %1316, i64 %495
  %1370 = addrspacecast ptr %1369 to ptr addrspace(3)
  %1371 = ptrtoint ptr addrspace(3) %1370 to i64
  %1372 = trunc i64 %1371 to i32
  %1373 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %1372) #9, !srcloc !54
  %1374 = extractvalue { i32, i32, i32, i32 } %1373, 0
  %1375 = extractvalue { i32, i32, i32, i32 } %1373, 1
  %1376 = extractvalue { i32, i32, i32, i32 } %1373, 2
  %1377 = extractvalue { i32, i32, i32, i32 } %1373, 3
  br label %1378

1378:                                             ; preds = %1359, %1137
  %1379 = phi i32 [ %1368, %1359 ], [ %1247, %1137 ]
  %1380 = phi i32 [ %1367, %1359 ], [ %1246, %1137 ]
  %1381 = phi i32 [ %1366, %1359 ], [ %1245, %1137 ]
  %1382 = phi i32 [ %1365, %1359 ], [ %1244, %1137 ]
  %1383 = phi i32 [ %1377, %1359 ], [ %1256, %1137 ]
  %1384 = phi i32 [ %1376, %1359 ], [ %1255, %1137 ]
  %1385 = phi i32 [ %1375, %1359 ], [ %1254, %1137 ]
  %1386 = phi i32 [ %1374, %1359 ], [ %1253, %1137 ]
  %1387 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1302, i32 %1303, i32 %1311, float %1318, float %1319, float %1320, float %1321) #9, !srcloc !55
  %1388 = extractvalue { float, float, float, float } %1387, 0
  %1389 = extractvalue { float, float, float, float } %1387, 1
  %1390 = extractvalue { float, float, float, float } %1387, 2
  %1391 = extractvalue { float, float, float, float } %1387, 3
  %1392 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1302, i32 %1303, i32 %1312, float %1323, float %1324, float %1325, float %1326) #9, !srcloc !55
  %1393 = extractvalue { float, float, float, float } %1392, 0
  %1394 = extractvalue { float, float, float, float } %1392, 1
  %1395 = extractvalue { float, float, float, float } %1392, 2
  %1396 = extractvalue { float, float, float, float } %1392, 3
  %1397 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1302, i32 %1303, i32 %1313, float %1328, float %1329, float %1330, float %1331) #9, !srcloc !55
  %1398 = extractvalue { float, float, float, float } %1397, 0
  %1399 = extractvalue { float, float, float, float } %1397, 1
  %1400 = extractvalue { float, float, float, float } %1397, 2
  %1401 = extractvalue { float, float, float, float } %1397, 3
  %1402 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1302, i32 %1303, i32 %1314, float %1333, float %1334, float %1335, float %1336) #9, !srcloc !55
  %1403 = extractvalue { float, float, float, float } %1402, 0
  %1404 = extractvalue { float, float, float, float } %1402, 1
  %1405 = extractvalue { float, float, float, float } %1402, 2
  %1406 = extractvalue { float, float, float, float } %1402, 3
  %1407 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1304, i32 %1305, i32 %1314, float %1338, float %1339, float %1340, float %1341) #9, !srcloc !55
  %1408 = extractvalue { float, float, float, float } %1407, 0
  %1409 = extractvalue { float, float, float, float } %1407, 1
  %1410 = extractvalue { float, float, float, float } %1407, 2
  %1411 = extractvalue { float, float, float, float } %1407, 3
  %1412 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1304, i32 %1305, i32 %1313, float %1343, float %1344, float %1345, float %1346) #9, !srcloc !55
  %1413 = extractvalue { float, float, float, float } %1412, 0
  %1414 = extractvalue { float, float, float, float } %1412, 1
  %1415 = extractvalue { float, float, float, float } %1412, 2
  %1416 = extractvalue { float, float, float, float } %1412, 3
  %1417 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1304, i32 %1305, i32 %1312, float %1348, float %1349, float %1350, float %1351) #9, !srcloc !55
  %1418 = extractvalue { float, float, float, float } %1417, 0
  %1419 = extractvalue { float, float, float, float } %1417, 1
  %1420 = extractvalue { float, float, float, float } %1417, 2
  %1421 = extractvalue { float, float, float, float } %1417, 3
  %1422 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %1304, i32 %1305, i32 %1311, float %1353, float %1354, float %1355, float %1356) #9, !srcloc !55
  %1423 = extractvalue { float, float, float, float } %1422, 0
  %1424 = extractvalue { float, float, float, float } %1422, 1
  %1425 = extractvalue { float, float, float, float } %1422, 2
  %1426 = extractvalue { float, float, float, float } %1422, 3
  br i1 %1358, label %1137, label %1427, !llvm.loop !157

1427:                                             ; preds = %1378, %964
  %1428 = phi float [ 0.000000e+00, %964 ], [ %1411, %1378 ]
  %1429 = phi float [ 0.000000e+00, %964 ], [ %1410, %1378 ]
  %1430 = phi float [ 0.000000e+00, %964 ], [ %1409, %1378 ]
  %1431 = phi float [ 0.000000e+00, %964 ], [ %1408, %1378 ]
  %1432 = phi float [ 0.000000e+00, %964 ], [ %1406, %1378 ]
  %1433 = phi float [ 0.000000e+00, %964 ], [ %1405, %1378 ]
  %1434 = phi float [ 0.000000e+00, %964 ], [ %1404, %1378 ]
  %1435 = phi float [ 0.000000e+00, %964 ], [ %1403, %1378 ]
  %1436 = phi float [ 0.000000e+00, %964 ], [ %1416, %1378 ]
  %1437 = phi float [ 0.000000e+00, %964 ], [ %1415, %1378 ]
  %1438 = phi float [ 0.000000e+00, %964 ], [ %1414, %1378 ]
  %1439 = phi float [ 0.000000e+00, %964 ], [ %1413, %1378 ]
  %1440 = phi float [ 0.000000e+00, %964 ], [ %1401, %1378 ]
  %1441 = phi float [ 0.000000e+00, %964 ], [ %1400, %1378 ]
  %1442 = phi float [ 0.000000e+00, %964 ], [ %1399, %1378 ]
  %1443 = phi float [ 0.000000e+00, %964 ], [ %1398, %1378 ]
  %1444 = phi float [ 0.000000e+00, %964 ], [ %1421, %1378 ]
  %1445 = phi float [ 0.000000e+00, %964 ], [ %1420, %1378 ]
  %1446 = phi float [ 0.000000e+00, %964 ], [ %1419, %1378 ]
  %1447 = phi float [ 0.000000e+00, %964 ], [ %1418, %1378 ]
  %1448 = phi float [ 0.000000e+00, %964 ], [ %1396, %1378 ]
  %1449 = phi float [ 0.000000e+00, %964 ], [ %1395, %1378 ]
  %1450 = phi float [ 0.000000e+00, %964 ], [ %1394, %1378 ]
  %1451 = phi float [ 0.000000e+00, %964 ], [ %1393, %1378 ]
  %1452 = phi float [ 0.000000e+00, %964 ], [ %1426, %1378 ]
  %1453 = phi float [ 0.000000e+00, %964 ], [ %1425, %1378 ]
  %1454 = phi float [ 0.000000e+00, %964 ], [ %1424, %1378 ]
  %1455 = phi float [ 0.000000e+00, %964 ], [ %1423, %1378 ]
  %1456 = phi float [ 0.000000e+00, %964 ], [ %1391, %1378 ]
  %1457 = phi float [ 0.000000e+00, %964 ], [ %1390, %1378 ]
  %1458 = phi float [ 0.000000e+00, %964 ], [ %1389, %1378 ]
  %1459 = phi float [ 0.000000e+00, %964 ], [ %1388, %1378 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1460 = load i32, ptr %128, align 4, !tbaa !150
  %1461 = load ptr, ptr %136, align 8, !tbaa !137
  %1462 = load i32, ptr %141, align 8, !tbaa !6
  %1463 = sext i32 %1460 to i64
  %1464 = shl nsw i64 %1463, 3
  %1465 = mul nsw i64 %1463, 56
  %1466 = mul nsw i32 %1460, %998
  %1467 = sext i32 %1466 to i64
  %1468 = getelementptr inbounds %"struct.cutlass::half_t", ptr %1461, i64 %1467
  %1469 = srem i32 %1024, 32
  %1470 = icmp eq i32 %1469, 0
  %1471 = select i1 %1470, i32 32, i32 %1469
  %1472 = tail call noundef i32 @llvm.smin.i32(i32 %1471, i32 %1024)
  %1473 = icmp slt i32 %358, %1472
  %1474 = icmp slt i32 %359, %1462
  %1475 = select i1 %1473, i1 %1474, i1 false
  %1476 = zext i1 %1475 to i32
  %1477 = icmp slt i32 %360, %1472
  %1478 = select i1 %1477, i1 %1474, i1 false
  %1479 = select i1 %1478, i32 2, i32 0
  %1480 = or disjoint i32 %1479, %1476
  %1481 = select i1 %1474, i32 3, i32 0
  %1482 = mul nsw i64 %1463, %362
  %1483 = add nsw i64 %1482, %361
  %1484 = shl nsw i64 %1483, 1
  %1485 = getelementptr inbounds i8, ptr %1468, i64 %1484
  %1486 = add nsw i32 %1024, 31
  %1487 = sdiv i32 %1486, 32
  %1488 = add i32 %1024, -1
  %1489 = icmp ult i32 %1488, 32
  %1490 = select i1 %1489, i32 %1480, i32 %1481
  %1491 = add nsw i32 %1024, 62
  %1492 = icmp ult i32 %1491, 63
  %1493 = select i1 %1492, i32 0, i32 %1490
  %1494 = shl nuw nsw i32 %1493, 4
  %1495 = and i32 %1494, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %404, ptr %1485, i32 16, i32 %1495) #9, !srcloc !52
  %1496 = getelementptr inbounds i8, ptr %1485, i64 %1464
  %1497 = shl nuw nsw i32 %1493, 3
  %1498 = and i32 %1497, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %407, ptr %1496, i32 16, i32 %1498) #9, !srcloc !52
  %1499 = getelementptr inbounds i8, ptr %1496, i64 %1465
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %1500 = add nsw i32 %1487, -1
  %1501 = icmp eq i32 %1500, 1
  %1502 = select i1 %1501, i32 %1480, i32 %1493
  %1503 = icmp eq i32 %1500, 0
  %1504 = select i1 %1503, i32 0, i32 %1502
  %1505 = shl nuw nsw i32 %1504, 4
  %1506 = and i32 %1505, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %411, ptr %1499, i32 16, i32 %1506) #9, !srcloc !52
  %1507 = getelementptr inbounds i8, ptr %1499, i64 %1464
  %1508 = shl nuw nsw i32 %1504, 3
  %1509 = and i32 %1508, 16
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2, $3;\0A", "r,l,n,r"(i32 %415, ptr %1507, i32 16, i32 %1509) #9, !srcloc !52
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  %1510 = sdiv i32 %1049, 2
  %1511 = mul i32 %1510, 2
  %1512 = sub i32 %1049, %1511
  %1513 = load i8, ptr %175, align 8, !tbaa !153
  %1514 = icmp eq i8 %1513, 0
  %1515 = load i32, ptr %188, align 8, !tbaa !134
  br i1 %1514, label %1603, label %1516

1516:                                             ; preds = %1427
  %1517 = add nuw nsw i32 %998, 64
  %1518 = tail call noundef i32 @llvm.smin.i32(i32 %1515, i32 %1517)
  %1519 = load i32, ptr %416, align 8, !tbaa !154
  %1520 = add i32 %1519, %5
  %1521 = icmp ult i32 %1518, %1520
  br i1 %1521, label %1603, label %1522

1522:                                             ; preds = %1516
  %1523 = shl nsw i32 %1512, 5
  %1524 = add nsw i32 %1523, %417
  %1525 = shl nsw i32 %1510, 5
  %1526 = or disjoint i32 %1525, %419
  %1527 = sub i32 %5, %998
  %1528 = add i32 %1527, %1519
  %1529 = add i32 %1528, %1524
  %1530 = icmp sgt i32 %1526, %1529
  %1531 = select i1 %1530, float 0xFFF0000000000000, float %1459
  %1532 = icmp slt i32 %1526, %1529
  %1533 = select i1 %1532, float %1458, float 0xFFF0000000000000
  %1534 = or disjoint i32 %1526, 8
  %1535 = icmp sgt i32 %1534, %1529
  %1536 = select i1 %1535, float 0xFFF0000000000000, float %1451
  %1537 = or disjoint i32 %1526, 9
  %1538 = icmp sgt i32 %1537, %1529
  %1539 = select i1 %1538, float 0xFFF0000000000000, float %1450
  %1540 = or disjoint i32 %1526, 16
  %1541 = icmp sgt i32 %1540, %1529
  %1542 = select i1 %1541, float 0xFFF0000000000000, float %1443
  %1543 = or disjoint i32 %1526, 17
  %1544 = icmp sgt i32 %1543, %1529
  %1545 = select i1 %1544, float 0xFFF0000000000000, float %1442
  %1546 = or disjoint i32 %1526, 24
  %1547 = icmp sgt i32 %1546, %1529
  %1548 = select i1 %1547, float 0xFFF0000000000000, float %1435
  %1549 = or disjoint i32 %1526, 25
  %1550 = icmp sgt i32 %1549, %1529
  %1551 = select i1 %1550, float 0xFFF0000000000000, float %1434
  %1552 = add i32 %1529, 8
  %1553 = icmp sgt i32 %1526, %1552
  %1554 = select i1 %1553, float 0xFFF0000000000000, float %1457
  %1555 = icmp slt i32 %1526, %1552
  %1556 = select i1 %1555, float %1456, float 0xFFF0000000000000
  %1557 = icmp sgt i32 %1534, %1552
  %1558 = select i1 %1557, float 0xFFF0000000000000, float %1449
  %1559 = icmp sgt i32 %1537, %1552
  %1560 = select i1 %1559, float 0xFFF0000000000000, float %1448
  %1561 = icmp sgt i32 %1540, %1552
  %1562 = select i1 %1561, float 0xFFF0000000000000, float %1441
  %1563 = icmp sgt i32 %1543, %1552
  %1564 = select i1 %1563, float 0xFFF0000000000000, float %1440
  %1565 = icmp sgt i32 %1546, %1552
  %1566 = select i1 %1565, float 0xFFF0000000000000, float %1433
  %1567 = icmp sgt i32 %1549, %1552
  %1568 = select i1 %1567, float 0xFFF0000000000000, float %1432
  %1569 = add i32 %1529, 16
  %1570 = icmp sgt i32 %1526, %1569
  %1571 = select i1 %1570, float 0xFFF0000000000000, float %1455
  %1572 = icmp slt i32 %1526, %1569
  %1573 = select i1 %1572, float %1454, float 0xFFF0000000000000
  %1574 = icmp sgt i32 %1534, %1569
  %1575 = select i1 %1574, float 0xFFF0000000000000, float %1447
  %1576 = icmp sgt i32 %1537, %1569
  %1577 = select i1 %1576, float 0xFFF0000000000000, float %1446
  %1578 = icmp sgt i32 %1540, %1569
  %1579 = select i1 %1578, float 0xFFF0000000000000, float %1439
  %1580 = icmp sgt i32 %1543, %1569
  %1581 = select i1 %1580, float 0xFFF0000000000000, float %1438
  %1582 = icmp sgt i32 %1546, %1569
  %1583 = select i1 %1582, float 0xFFF0000000000000, float %1431
  %1584 = icmp sgt i32 %1549, %1569
  %1585 = select i1 %1584, float 0xFFF0000000000000, float %1430
  %1586 = add i32 %1529, 24
  %1587 = icmp sgt i32 %1526, %1586
  %1588 = select i1 %1587, float 0xFFF0000000000000, float %1453
  %1589 = icmp slt i32 %1526, %1586
  %1590 = select i1 %1589, float %1452, float 0xFFF0000000000000
  %1591 = icmp sgt i32 %1534, %1586
  %1592 = select i1 %1591, float 0xFFF0000000000000, float %1445
  %1593 = icmp sgt i32 %1537, %1586
  %1594 = select i1 %1593, float 0xFFF0000000000000, float %1444
  %1595 = icmp sgt i32 %1540, %1586
  %1596 = select i1 %1595, float 0xFFF0000000000000, float %1437
  %1597 = icmp sgt i32 %1543, %1586
  %1598 = select i1 %1597, float 0xFFF0000000000000, float %1436
  %1599 = icmp sgt i32 %1546, %1586
  %1600 = select i1 %1599, float 0xFFF0000000000000, float %1429
  %1601 = icmp sgt i32 %1549, %1586
  %1602 = select i1 %1601, float 0xFFF0000000000000, float %1428
  br label %1603

1603:                                             ; preds = %1522, %1516, %1427
  %1604 = phi float [ %1428, %1427 ], [ %1428, %1516 ], [ %1602, %1522 ]
  %1605 = phi float [ %1429, %1427 ], [ %1429, %1516 ], [ %1600, %1522 ]
  %1606 = phi float [ %1430, %1427 ], [ %1430, %1516 ], [ %1585, %1522 ]
  %1607 = phi float [ %1431, %1427 ], [ %1431, %1516 ], [ %1583, %1522 ]
  %1608 = phi float [ %1432, %1427 ], [ %1432, %1516 ], [ %1568, %1522 ]
  %1609 = phi float [ %1433, %1427 ], [ %1433, %1516 ], [ %1566, %1522 ]
  %1610 = phi float [ %1434, %1427 ], [ %1434, %1516 ], [ %1551, %1522 ]
  %1611 = phi float [ %1435, %1427 ], [ %1435, %1516 ], [ %1548, %1522 ]
  %1612 = phi float [ %1436, %1427 ], [ %1436, %1516 ], [ %1598, %1522 ]
  %1613 = phi float [ %1437, %1427 ], [ %1437, %1516 ], [ %1596, %1522 ]
  %1614 = phi float [ %1438, %1427 ], [ %1438, %1516 ], [ %1581, %1522 ]
  %1615 = phi float [ %1439, %1427 ], [ %1439, %1516 ], [ %1579, %1522 ]
  %1616 = phi float [ %1440, %1427 ], [ %1440, %1516 ], [ %1564, %1522 ]
  %1617 = phi float [ %1441, %1427 ], [ %1441, %1516 ], [ %1562, %1522 ]
  %1618 = phi float [ %1442, %1427 ], [ %1442, %1516 ], [ %1545, %1522 ]
  %1619 = phi float [ %1443, %1427 ], [ %1443, %1516 ], [ %1542, %1522 ]
  %1620 = phi float [ %1444, %1427 ], [ %1444, %1516 ], [ %1594, %1522 ]
  %1621 = phi float [ %1445, %1427 ], [ %1445, %1516 ], [ %1592, %1522 ]
  %1622 = phi float [ %1446, %1427 ], [ %1446, %1516 ], [ %1577, %1522 ]
  %1623 = phi float [ %1447, %1427 ], [ %1447, %1516 ], [ %1575, %1522 ]
  %1624 = phi float [ %1448, %1427 ], [ %1448, %1516 ], [ %1560, %1522 ]
  %1625 = phi float [ %1449, %1427 ], [ %1449, %1516 ], [ %1558, %1522 ]
  %1626 = phi float [ %1450, %1427 ], [ %1450, %1516 ], [ %1539, %1522 ]
  %1627 = phi float [ %1451, %1427 ], [ %1451, %1516 ], [ %1536, %1522 ]
  %1628 = phi float [ %1452, %1427 ], [ %1452, %1516 ], [ %1590, %1522 ]
  %1629 = phi float [ %1453, %1427 ], [ %1453, %1516 ], [ %1588, %1522 ]
  %1630 = phi float [ %1454, %1427 ], [ %1454, %1516 ], [ %1573, %1522 ]
  %1631 = phi float [ %1455, %1427 ], [ %1455, %1516 ], [ %1571, %1522 ]
  %1632 = phi float [ %1456, %1427 ], [ %1456, %1516 ], [ %1556, %1522 ]
  %1633 = phi float [ %1457, %1427 ], [ %1457, %1516 ], [ %1554, %1522 ]
  %1634 = phi float [ %1458, %1427 ], [ %1458, %1516 ], [ %1533, %1522 ]
  %1635 = phi float [ %1459, %1427 ], [ %1459, %1516 ], [ %1531, %1522 ]
  %1636 = load float, ptr %420, align 8, !tbaa !158
  %1637 = fmul contract float %1636, 0x3FF7154760000000
  %1638 = fmul contract float %1637, %1635
  %1639 = fmul contract float %1637, %1634
  %1640 = fmul contract float %1637, %1633
  %1641 = fmul contract float %1637, %1632
  %1642 = fmul contract float %1637, %1631
  %1643 = fmul contract float %1637, %1630
  %1644 = fmul contract float %1637, %1629
  %1645 = fmul contract float %1637, %1628
  %1646 = fmul contract float %1637, %1627
  %1647 = fmul contract float %1637, %1626
  %1648 = fmul contract float %1637, %1625
  %1649 = fmul contract float %1637, %1624
  %1650 = fmul contract float %1637, %1623
  %1651 = fmul contract float %1637, %1622
  %1652 = fmul contract float %1637, %1621
  %1653 = fmul contract float %1637, %1620
  %1654 = fmul contract float %1637, %1619
  %1655 = fmul contract float %1637, %1618
  %1656 = fmul contract float %1637, %1617
  %1657 = fmul contract float %1637, %1616
  %1658 = fmul contract float %1637, %1615
  %1659 = fmul contract float %1637, %1614
  %1660 = fmul contract float %1637, %1613
  %1661 = fmul contract float %1637, %1612
  %1662 = fmul contract float %1637, %1611
  %1663 = fmul contract float %1637, %1610
  %1664 = fmul contract float %1637, %1609
  %1665 = fmul contract float %1637, %1608
  %1666 = fmul contract float %1637, %1607
  %1667 = fmul contract float %1637, %1606
  %1668 = fmul contract float %1637, %1605
  %1669 = fmul contract float %1637, %1604
  %1670 = shl nsw i32 %1512, 5
  %1671 = add nsw i32 %1670, %417
  %1672 = shl nsw i32 %1510, 5
  %1673 = or disjoint i32 %1672, %419
  %1674 = sub nsw i32 %1515, %998
  %1675 = icmp slt i32 %1673, %1674
  %1676 = tail call float @llvm.maxnum.f32(float %1638, float 0xFFF0000000000000)
  %1677 = select i1 %1675, float %1676, float 0xFFF0000000000000
  %1678 = or disjoint i32 %1673, 1
  %1679 = icmp slt i32 %1678, %1674
  %1680 = tail call float @llvm.maxnum.f32(float %1677, float %1639)
  %1681 = select i1 %1679, float %1680, float %1677
  %1682 = or disjoint i32 %1673, 8
  %1683 = icmp slt i32 %1682, %1674
  %1684 = tail call float @llvm.maxnum.f32(float %1681, float %1646)
  %1685 = select i1 %1683, float %1684, float %1681
  %1686 = or disjoint i32 %1673, 9
  %1687 = icmp slt i32 %1686, %1674
  %1688 = tail call float @llvm.maxnum.f32(float %1685, float %1647)
  %1689 = select i1 %1687, float %1688, float %1685
  %1690 = or disjoint i32 %1673, 16
  %1691 = icmp slt i32 %1690, %1674
  %1692 = tail call float @llvm.maxnum.f32(float %1689, float %1654)
  %1693 = select i1 %1691, float %1692, float %1689
  %1694 = or disjoint i32 %1673, 17
  %1695 = icmp slt i32 %1694, %1674
  %1696 = tail call float @llvm.maxnum.f32(float %1693, float %1655)
  %1697 = select i1 %1695, float %1696, float %1693
  %1698 = or disjoint i32 %1673, 24
  %1699 = icmp slt i32 %1698, %1674
  %1700 = tail call float @llvm.maxnum.f32(float %1697, float %1662)
  %1701 = select i1 %1699, float %1700, float %1697
  %1702 = or disjoint i32 %1673, 25
  %1703 = icmp slt i32 %1702, %1674
  %1704 = tail call float @llvm.maxnum.f32(float %1701, float %1663)
  %1705 = select i1 %1703, float %1704, float %1701
  %1706 = sext i32 %1671 to i64
  %1707 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %1706
  %1708 = fcmp contract ult float %1705, 0.000000e+00
  %1709 = bitcast float %1705 to i32
  br i1 %1708, label %1712, label %1710

1710:                                             ; preds = %1603
  %1711 = atomicrmw max ptr %1707, i32 %1709 seq_cst, align 4
  br label %1714

1712:                                             ; preds = %1603
  %1713 = atomicrmw umin ptr %1707, i32 %1709 seq_cst, align 4
  br label %1714

1714:                                             ; preds = %1712, %1710
  %1715 = tail call float @llvm.maxnum.f32(float %1640, float 0xFFF0000000000000)
  %1716 = select i1 %1675, float %1715, float 0xFFF0000000000000
  %1717 = tail call float @llvm.maxnum.f32(float %1716, float %1641)
  %1718 = select i1 %1679, float %1717, float %1716
  %1719 = tail call float @llvm.maxnum.f32(float %1718, float %1648)
  %1720 = select i1 %1683, float %1719, float %1718
  %1721 = tail call float @llvm.maxnum.f32(float %1720, float %1649)
  %1722 = select i1 %1687, float %1721, float %1720
  %1723 = tail call float @llvm.maxnum.f32(float %1722, float %1656)
  %1724 = select i1 %1691, float %1723, float %1722
  %1725 = tail call float @llvm.maxnum.f32(float %1724, float %1657)
  %1726 = select i1 %1695, float %1725, float %1724
  %1727 = tail call float @llvm.maxnum.f32(float %1726, float %1664)
  %1728 = select i1 %1699, float %1727, float %1726
  %1729 = tail call float @llvm.maxnum.f32(float %1728, float %1665)
  %1730 = select i1 %1703, float %1729, float %1728
  %1731 = add nsw i32 %1671, 8
  %1732 = sext i32 %1731 to i64
  %1733 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %1732
  %1734 = fcmp contract ult float %1730, 0.000000e+00
  %1735 = bitcast float %1730 to i32
  br i1 %1734, label %1738, label %1736

1736:                                             ; preds = %1714
  %1737 = atomicrmw max ptr %1733, i32 %1735 seq_cst, align 4
  br label %1740

1738:                                             ; preds = %1714
  %1739 = atomicrmw umin ptr %1733, i32 %1735 seq_cst, align 4
  br label %1740

1740:                                             ; preds = %1738, %1736
  %1741 = add nsw i32 %1671, 16
  %1742 = tail call float @llvm.maxnum.f32(float %1642, float 0xFFF0000000000000)
  %1743 = select i1 %1675, float %1742, float 0xFFF0000000000000
  %1744 = tail call float @llvm.maxnum.f32(float %1743, float %1643)
  %1745 = select i1 %1679, float %1744, float %1743
  %1746 = tail call float @llvm.maxnum.f32(float %1745, float %1650)
  %1747 = select i1 %1683, float %1746, float %1745
  %1748 = tail call float @llvm.maxnum.f32(float %1747, float %1651)
  %1749 = select i1 %1687, float %1748, float %1747
  %1750 = tail call float @llvm.maxnum.f32(float %1749, float %1658)
  %1751 = select i1 %1691, float %1750, float %1749
  %1752 = tail call float @llvm.maxnum.f32(float %1751, float %1659)
  %1753 = select i1 %1695, float %1752, float %1751
  %1754 = tail call float @llvm.maxnum.f32(float %1753, float %1666)
  %1755 = select i1 %1699, float %1754, float %1753
  %1756 = tail call float @llvm.maxnum.f32(float %1755, float %1667)
  %1757 = select i1 %1703, float %1756, float %1755
  %1758 = sext i32 %1741 to i64
  %1759 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %1758
  %1760 = fcmp contract ult float %1757, 0.000000e+00
  %1761 = bitcast float %1757 to i32
  br i1 %1760, label %1764, label %1762

1762:                                             ; preds = %1740
  %1763 = atomicrmw max ptr %1759, i32 %1761 seq_cst, align 4
  br label %1766

1764:                                             ; preds = %1740
  %1765 = atomicrmw umin ptr %1759, i32 %1761 seq_cst, align 4
  br label %1766

1766:                                             ; preds = %1764, %1762
  %1767 = tail call float @llvm.maxnum.f32(float %1644, float 0xFFF0000000000000)
  %1768 = select i1 %1675, float %1767, float 0xFFF0000000000000
  %1769 = tail call float @llvm.maxnum.f32(float %1768, float %1645)
  %1770 = select i1 %1679, float %1769, float %1768
  %1771 = tail call float @llvm.maxnum.f32(float %1770, float %1652)
  %1772 = select i1 %1683, float %1771, float %1770
  %1773 = tail call float @llvm.maxnum.f32(float %1772, float %1653)
  %1774 = select i1 %1687, float %1773, float %1772
  %1775 = tail call float @llvm.maxnum.f32(float %1774, float %1660)
  %1776 = select i1 %1691, float %1775, float %1774
  %1777 = tail call float @llvm.maxnum.f32(float %1776, float %1661)
  %1778 = select i1 %1695, float %1777, float %1776
  %1779 = tail call float @llvm.maxnum.f32(float %1778, float %1668)
  %1780 = select i1 %1699, float %1779, float %1778
  %1781 = tail call float @llvm.maxnum.f32(float %1780, float %1669)
  %1782 = select i1 %1703, float %1781, float %1780
  %1783 = add nsw i32 %1671, 24
  %1784 = sext i32 %1783 to i64
  %1785 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %1784
  %1786 = fcmp contract ult float %1782, 0.000000e+00
  %1787 = bitcast float %1782 to i32
  br i1 %1786, label %1790, label %1788

1788:                                             ; preds = %1766
  %1789 = atomicrmw max ptr %1785, i32 %1787 seq_cst, align 4
  br label %1792

1790:                                             ; preds = %1766
  %1791 = atomicrmw umin ptr %1785, i32 %1787 seq_cst, align 4
  br label %1792

1792:                                             ; preds = %1790, %1788
  %1793 = icmp eq i32 %998, 0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %421, label %1794, label %1812

1794:                                             ; preds = %1792
  %1795 = ashr exact i32 %1048, 20
  %1796 = add nsw i32 %1795, %339
  %1797 = sext i32 %1796 to i64
  %1798 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 %1797
  %1799 = load float, ptr %1798, align 4, !tbaa !47
  %1800 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %1797
  %1801 = load float, ptr %1800, align 4, !tbaa !47
  %1802 = fcmp contract olt float %1799, %1801
  br i1 %1802, label %1803, label %1810

1803:                                             ; preds = %1794
  %1804 = fsub contract float %1799, %1801
  %1805 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1804)
  %1806 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 768), i64 %1797
  store float %1805, ptr %1806, align 4, !tbaa !47
  %1807 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %1797
  %1808 = load float, ptr %1807, align 4, !tbaa !47
  %1809 = fmul contract float %1805, %1808
  store float %1809, ptr %1807, align 4, !tbaa !47
  br label %1812

1810:                                             ; preds = %1794
  %1811 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 768), i64 %1797
  store float 1.000000e+00, ptr %1811, align 4, !tbaa !47
  br label %1812

1812:                                             ; preds = %1810, %1803, %1792
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1793, label %1854, label %1813

1813:                                             ; preds = %1812
  %1814 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 768), i64 %1706
  %1815 = load float, ptr %1814, align 4, !tbaa !47
  %1816 = fmul contract float %1815, %996
  %1817 = fmul contract float %1815, %995
  %1818 = fmul contract float %1815, %988
  %1819 = fmul contract float %1815, %987
  %1820 = fmul contract float %1815, %980
  %1821 = fmul contract float %1815, %979
  %1822 = fmul contract float %1815, %972
  %1823 = fmul contract float %1815, %971
  %1824 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 768), i64 %1732
  %1825 = load float, ptr %1824, align 4, !tbaa !47
  %1826 = fmul contract float %1825, %994
  %1827 = fmul contract float %1825, %993
  %1828 = fmul contract float %1825, %986
  %1829 = fmul contract float %1825, %985
  %1830 = fmul contract float %1825, %978
  %1831 = fmul contract float %1825, %977
  %1832 = fmul contract float %1825, %970
  %1833 = fmul contract float %1825, %969
  %1834 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 768), i64 %1758
  %1835 = load float, ptr %1834, align 4, !tbaa !47
  %1836 = fmul contract float %1835, %992
  %1837 = fmul contract float %1835, %991
  %1838 = fmul contract float %1835, %984
  %1839 = fmul contract float %1835, %983
  %1840 = fmul contract float %1835, %976
  %1841 = fmul contract float %1835, %975
  %1842 = fmul contract float %1835, %968
  %1843 = fmul contract float %1835, %967
  %1844 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 768), i64 %1784
  %1845 = load float, ptr %1844, align 4, !tbaa !47
  %1846 = fmul contract float %1845, %990
  %1847 = fmul contract float %1845, %989
  %1848 = fmul contract float %1845, %982
  %1849 = fmul contract float %1845, %981
  %1850 = fmul contract float %1845, %974
  %1851 = fmul contract float %1845, %973
  %1852 = fmul contract float %1845, %966
  %1853 = fmul contract float %1845, %965
  br label %1854

1854:                                             ; preds = %1813, %1812
  %1855 = phi float [ %965, %1812 ], [ %1853, %1813 ]
  %1856 = phi float [ %966, %1812 ], [ %1852, %1813 ]
  %1857 = phi float [ %967, %1812 ], [ %1843, %1813 ]
  %1858 = phi float [ %968, %1812 ], [ %1842, %1813 ]
  %1859 = phi float [ %969, %1812 ], [ %1833, %1813 ]
  %1860 = phi float [ %970, %1812 ], [ %1832, %1813 ]
  %1861 = phi float [ %971, %1812 ], [ %1823, %1813 ]
  %1862 = phi float [ %972, %1812 ], [ %1822, %1813 ]
  %1863 = phi float [ %973, %1812 ], [ %1851, %1813 ]
  %1864 = phi float [ %974, %1812 ], [ %1850, %1813 ]
  %1865 = phi float [ %975, %1812 ], [ %1841, %1813 ]
  %1866 = phi float [ %976, %1812 ], [ %1840, %1813 ]
  %1867 = phi float [ %977, %1812 ], [ %1831, %1813 ]
  %1868 = phi float [ %978, %1812 ], [ %1830, %1813 ]
  %1869 = phi float [ %979, %1812 ], [ %1821, %1813 ]
  %1870 = phi float [ %980, %1812 ], [ %1820, %1813 ]
  %1871 = phi float [ %981, %1812 ], [ %1849, %1813 ]
  %1872 = phi float [ %982, %1812 ], [ %1848, %1813 ]
  %1873 = phi float [ %983, %1812 ], [ %1839, %1813 ]
  %1874 = phi float [ %984, %1812 ], [ %1838, %1813 ]
  %1875 = phi float [ %985, %1812 ], [ %1829, %1813 ]
  %1876 = phi float [ %986, %1812 ], [ %1828, %1813 ]
  %1877 = phi float [ %987, %1812 ], [ %1819, %1813 ]
  %1878 = phi float [ %988, %1812 ], [ %1818, %1813 ]
  %1879 = phi float [ %989, %1812 ], [ %1847, %1813 ]
  %1880 = phi float [ %990, %1812 ], [ %1846, %1813 ]
  %1881 = phi float [ %991, %1812 ], [ %1837, %1813 ]
  %1882 = phi float [ %992, %1812 ], [ %1836, %1813 ]
  %1883 = phi float [ %993, %1812 ], [ %1827, %1813 ]
  %1884 = phi float [ %994, %1812 ], [ %1826, %1813 ]
  %1885 = phi float [ %995, %1812 ], [ %1817, %1813 ]
  %1886 = phi float [ %996, %1812 ], [ %1816, %1813 ]
  %1887 = load float, ptr %1707, align 4, !tbaa !47
  br i1 %1675, label %1888, label %1891

1888:                                             ; preds = %1854
  %1889 = fsub contract float %1638, %1887
  %1890 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1889)
  br label %1891

1891:                                             ; preds = %1888, %1854
  %1892 = phi contract float [ %1890, %1888 ], [ 0.000000e+00, %1854 ]
  br i1 %1679, label %1893, label %1896

1893:                                             ; preds = %1891
  %1894 = fsub contract float %1639, %1887
  %1895 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1894)
  br label %1896

1896:                                             ; preds = %1893, %1891
  %1897 = phi contract float [ %1895, %1893 ], [ 0.000000e+00, %1891 ]
  br i1 %1683, label %1898, label %1901

1898:                                             ; preds = %1896
  %1899 = fsub contract float %1646, %1887
  %1900 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1899)
  br label %1901

1901:                                             ; preds = %1898, %1896
  %1902 = phi contract float [ %1900, %1898 ], [ 0.000000e+00, %1896 ]
  br i1 %1687, label %1903, label %1906

1903:                                             ; preds = %1901
  %1904 = fsub contract float %1647, %1887
  %1905 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1904)
  br label %1906

1906:                                             ; preds = %1903, %1901
  %1907 = phi contract float [ %1905, %1903 ], [ 0.000000e+00, %1901 ]
  br i1 %1691, label %1908, label %1911

1908:                                             ; preds = %1906
  %1909 = fsub contract float %1654, %1887
  %1910 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1909)
  br label %1911

1911:                                             ; preds = %1908, %1906
  %1912 = phi contract float [ %1910, %1908 ], [ 0.000000e+00, %1906 ]
  br i1 %1695, label %1913, label %1916

1913:                                             ; preds = %1911
  %1914 = fsub contract float %1655, %1887
  %1915 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1914)
  br label %1916

1916:                                             ; preds = %1913, %1911
  %1917 = phi contract float [ %1915, %1913 ], [ 0.000000e+00, %1911 ]
  br i1 %1699, label %1918, label %1921

1918:                                             ; preds = %1916
  %1919 = fsub contract float %1662, %1887
  %1920 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1919)
  br label %1921

1921:                                             ; preds = %1918, %1916
  %1922 = phi contract float [ %1920, %1918 ], [ 0.000000e+00, %1916 ]
  br i1 %1703, label %1923, label %1926

1923:                                             ; preds = %1921
  %1924 = fsub contract float %1663, %1887
  %1925 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1924)
  br label %1926

1926:                                             ; preds = %1923, %1921
  %1927 = phi contract float [ %1925, %1923 ], [ 0.000000e+00, %1921 ]
  %1928 = load float, ptr %1733, align 4, !tbaa !47
  br i1 %1675, label %1929, label %1932

1929:                                             ; preds = %1926
  %1930 = fsub contract float %1640, %1928
  %1931 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1930)
  br label %1932

1932:                                             ; preds = %1929, %1926
  %1933 = phi contract float [ %1931, %1929 ], [ 0.000000e+00, %1926 ]
  br i1 %1679, label %1934, label %1937

1934:                                             ; preds = %1932
  %1935 = fsub contract float %1641, %1928
  %1936 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1935)
  br label %1937

1937:                                             ; preds = %1934, %1932
  %1938 = phi contract float [ %1936, %1934 ], [ 0.000000e+00, %1932 ]
  br i1 %1683, label %1939, label %1942

1939:                                             ; preds = %1937
  %1940 = fsub contract float %1648, %1928
  %1941 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1940)
  br label %1942

1942:                                             ; preds = %1939, %1937
  %1943 = phi contract float [ %1941, %1939 ], [ 0.000000e+00, %1937 ]
  br i1 %1687, label %1944, label %1947

1944:                                             ; preds = %1942
  %1945 = fsub contract float %1649, %1928
  %1946 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1945)
  br label %1947

1947:                                             ; preds = %1944, %1942
  %1948 = phi contract float [ %1946, %1944 ], [ 0.000000e+00, %1942 ]
  br i1 %1691, label %1949, label %1952

1949:                                             ; preds = %1947
  %1950 = fsub contract float %1656, %1928
  %1951 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1950)
  br label %1952

1952:                                             ; preds = %1949, %1947
  %1953 = phi contract float [ %1951, %1949 ], [ 0.000000e+00, %1947 ]
  br i1 %1695, label %1954, label %1957

1954:                                             ; preds = %1952
  %1955 = fsub contract float %1657, %1928
  %1956 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1955)
  br label %1957

1957:                                             ; preds = %1954, %1952
  %1958 = phi contract float [ %1956, %1954 ], [ 0.000000e+00, %1952 ]
  br i1 %1699, label %1959, label %1962

1959:                                             ; preds = %1957
  %1960 = fsub contract float %1664, %1928
  %1961 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1960)
  br label %1962

1962:                                             ; preds = %1959, %1957
  %1963 = phi contract float [ %1961, %1959 ], [ 0.000000e+00, %1957 ]
  br i1 %1703, label %1964, label %1967

1964:                                             ; preds = %1962
  %1965 = fsub contract float %1665, %1928
  %1966 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1965)
  br label %1967

1967:                                             ; preds = %1964, %1962
  %1968 = phi contract float [ %1966, %1964 ], [ 0.000000e+00, %1962 ]
  %1969 = load float, ptr %1759, align 4, !tbaa !47
  br i1 %1675, label %1970, label %1973

1970:                                             ; preds = %1967
  %1971 = fsub contract float %1642, %1969
  %1972 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1971)
  br label %1973

1973:                                             ; preds = %1970, %1967
  %1974 = phi contract float [ %1972, %1970 ], [ 0.000000e+00, %1967 ]
  br i1 %1679, label %1975, label %1978

1975:                                             ; preds = %1973
  %1976 = fsub contract float %1643, %1969
  %1977 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1976)
  br label %1978

1978:                                             ; preds = %1975, %1973
  %1979 = phi contract float [ %1977, %1975 ], [ 0.000000e+00, %1973 ]
  br i1 %1683, label %1980, label %1983

1980:                                             ; preds = %1978
  %1981 = fsub contract float %1650, %1969
  %1982 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1981)
  br label %1983

1983:                                             ; preds = %1980, %1978
  %1984 = phi contract float [ %1982, %1980 ], [ 0.000000e+00, %1978 ]
  br i1 %1687, label %1985, label %1988

1985:                                             ; preds = %1983
  %1986 = fsub contract float %1651, %1969
  %1987 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1986)
  br label %1988

1988:                                             ; preds = %1985, %1983
  %1989 = phi contract float [ %1987, %1985 ], [ 0.000000e+00, %1983 ]
  br i1 %1691, label %1990, label %1993

1990:                                             ; preds = %1988
  %1991 = fsub contract float %1658, %1969
  %1992 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1991)
  br label %1993

1993:                                             ; preds = %1990, %1988
  %1994 = phi contract float [ %1992, %1990 ], [ 0.000000e+00, %1988 ]
  br i1 %1695, label %1995, label %1998

1995:                                             ; preds = %1993
  %1996 = fsub contract float %1659, %1969
  %1997 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %1996)
  br label %1998

1998:                                             ; preds = %1995, %1993
  %1999 = phi contract float [ %1997, %1995 ], [ 0.000000e+00, %1993 ]
  br i1 %1699, label %2000, label %2003

2000:                                             ; preds = %1998
  %2001 = fsub contract float %1666, %1969
  %2002 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2001)
  br label %2003

2003:                                             ; preds = %2000, %1998
  %2004 = phi contract float [ %2002, %2000 ], [ 0.000000e+00, %1998 ]
  br i1 %1703, label %2005, label %2008

2005:                                             ; preds = %2003
  %2006 = fsub contract float %1667, %1969
  %2007 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2006)
  br label %2008

2008:                                             ; preds = %2005, %2003
  %2009 = phi contract float [ %2007, %2005 ], [ 0.000000e+00, %2003 ]
  %2010 = load float, ptr %1785, align 4, !tbaa !47
  br i1 %1675, label %2011, label %2014

2011:                                             ; preds = %2008
  %2012 = fsub contract float %1644, %2010
  %2013 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2012)
  br label %2014

2014:                                             ; preds = %2011, %2008
  %2015 = phi contract float [ %2013, %2011 ], [ 0.000000e+00, %2008 ]
  br i1 %1679, label %2016, label %2019

2016:                                             ; preds = %2014
  %2017 = fsub contract float %1645, %2010
  %2018 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2017)
  br label %2019

2019:                                             ; preds = %2016, %2014
  %2020 = phi contract float [ %2018, %2016 ], [ 0.000000e+00, %2014 ]
  br i1 %1683, label %2021, label %2024

2021:                                             ; preds = %2019
  %2022 = fsub contract float %1652, %2010
  %2023 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2022)
  br label %2024

2024:                                             ; preds = %2021, %2019
  %2025 = phi contract float [ %2023, %2021 ], [ 0.000000e+00, %2019 ]
  br i1 %1687, label %2026, label %2029

2026:                                             ; preds = %2024
  %2027 = fsub contract float %1653, %2010
  %2028 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2027)
  br label %2029

2029:                                             ; preds = %2026, %2024
  %2030 = phi contract float [ %2028, %2026 ], [ 0.000000e+00, %2024 ]
  br i1 %1691, label %2031, label %2034

2031:                                             ; preds = %2029
  %2032 = fsub contract float %1660, %2010
  %2033 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2032)
  br label %2034

2034:                                             ; preds = %2031, %2029
  %2035 = phi contract float [ %2033, %2031 ], [ 0.000000e+00, %2029 ]
  br i1 %1695, label %2036, label %2039

2036:                                             ; preds = %2034
  %2037 = fsub contract float %1661, %2010
  %2038 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2037)
  br label %2039

2039:                                             ; preds = %2036, %2034
  %2040 = phi contract float [ %2038, %2036 ], [ 0.000000e+00, %2034 ]
  br i1 %1699, label %2041, label %2044

2041:                                             ; preds = %2039
  %2042 = fsub contract float %1668, %2010
  %2043 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2042)
  br label %2044

2044:                                             ; preds = %2041, %2039
  %2045 = phi contract float [ %2043, %2041 ], [ 0.000000e+00, %2039 ]
  br i1 %1703, label %2046, label %2049

2046:                                             ; preds = %2044
  %2047 = fsub contract float %1669, %2010
  %2048 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %2047)
  br label %2049

2049:                                             ; preds = %2046, %2044
  %2050 = phi contract float [ %2048, %2046 ], [ 0.000000e+00, %2044 ]
  %2051 = shl nsw i32 %1510, 6
  %2052 = add nsw i32 %1671, %2051
  %2053 = fadd contract float %1892, 0.000000e+00
  %2054 = fadd contract float %2053, %1897
  %2055 = fadd contract float %2054, %1902
  %2056 = fadd contract float %2055, %1907
  %2057 = fadd contract float %2056, %1912
  %2058 = fadd contract float %2057, %1917
  %2059 = fadd contract float %2058, %1922
  %2060 = fadd contract float %2059, %1927
  %2061 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2060, i32 1, i32 31)
  %2062 = fadd contract float %2060, %2061
  %2063 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2062, i32 2, i32 31)
  br i1 %423, label %2064, label %2068

2064:                                             ; preds = %2049
  %2065 = sext i32 %2052 to i64
  %2066 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %2065
  %2067 = fadd contract float %2062, %2063
  store float %2067, ptr %2066, align 4, !tbaa !47
  br label %2068

2068:                                             ; preds = %2064, %2049
  %2069 = fadd contract float %1933, 0.000000e+00
  %2070 = fadd contract float %2069, %1938
  %2071 = fadd contract float %2070, %1943
  %2072 = fadd contract float %2071, %1948
  %2073 = fadd contract float %2072, %1953
  %2074 = fadd contract float %2073, %1958
  %2075 = fadd contract float %2074, %1963
  %2076 = fadd contract float %2075, %1968
  %2077 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2076, i32 1, i32 31)
  %2078 = fadd contract float %2076, %2077
  %2079 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2078, i32 2, i32 31)
  br i1 %423, label %2080, label %2085

2080:                                             ; preds = %2068
  %2081 = sext i32 %2052 to i64
  %2082 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %2081
  %2083 = getelementptr i8, ptr %2082, i64 32
  %2084 = fadd contract float %2078, %2079
  store float %2084, ptr %2083, align 4, !tbaa !47
  br label %2085

2085:                                             ; preds = %2080, %2068
  %2086 = fadd contract float %1974, 0.000000e+00
  %2087 = fadd contract float %2086, %1979
  %2088 = fadd contract float %2087, %1984
  %2089 = fadd contract float %2088, %1989
  %2090 = fadd contract float %2089, %1994
  %2091 = fadd contract float %2090, %1999
  %2092 = fadd contract float %2091, %2004
  %2093 = fadd contract float %2092, %2009
  %2094 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2093, i32 1, i32 31)
  %2095 = fadd contract float %2093, %2094
  %2096 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2095, i32 2, i32 31)
  br i1 %423, label %2097, label %2102

2097:                                             ; preds = %2085
  %2098 = sext i32 %2052 to i64
  %2099 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %2098
  %2100 = getelementptr i8, ptr %2099, i64 64
  %2101 = fadd contract float %2095, %2096
  store float %2101, ptr %2100, align 4, !tbaa !47
  br label %2102

2102:                                             ; preds = %2097, %2085
  %2103 = fadd contract float %2015, 0.000000e+00
  %2104 = fadd contract float %2103, %2020
  %2105 = fadd contract float %2104, %2025
  %2106 = fadd contract float %2105, %2030
  %2107 = fadd contract float %2106, %2035
  %2108 = fadd contract float %2107, %2040
  %2109 = fadd contract float %2108, %2045
  %2110 = fadd contract float %2109, %2050
  %2111 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2110, i32 1, i32 31)
  %2112 = fadd contract float %2110, %2111
  %2113 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2112, i32 2, i32 31)
  br i1 %423, label %2114, label %2119

2114:                                             ; preds = %2102
  %2115 = sext i32 %2052 to i64
  %2116 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %2115
  %2117 = getelementptr i8, ptr %2116, i64 96
  %2118 = fadd contract float %2112, %2113
  store float %2118, ptr %2117, align 4, !tbaa !47
  br label %2119

2119:                                             ; preds = %2114, %2102
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %421, label %2120, label %2137

2120:                                             ; preds = %2119
  %2121 = ashr exact i32 %1048, 20
  %2122 = add nsw i32 %2121, %339
  %2123 = sext i32 %2122 to i64
  %2124 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %2123
  %2125 = load float, ptr %2124, align 4, !tbaa !47
  %2126 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %2123
  %2127 = load float, ptr %2126, align 4, !tbaa !47
  %2128 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 %2123
  store float %2127, ptr %2128, align 4, !tbaa !47
  %2129 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %2123
  %2130 = load float, ptr %2129, align 4, !tbaa !47
  %2131 = fadd contract float %2125, %2130
  %2132 = sext i32 %2122 to i64
  %2133 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 1024), i64 %2132
  %2134 = getelementptr i8, ptr %2133, i64 256
  %2135 = load float, ptr %2134, align 4, !tbaa !47
  %2136 = fadd contract float %2131, %2135
  store float %2136, ptr %2124, align 4, !tbaa !47
  br label %2137

2137:                                             ; preds = %2120, %2119
  %2138 = shl nsw i32 %1059, 4
  %2139 = mul nsw i32 %1058, 1152
  %2140 = sext i32 %2139 to i64
  %2141 = sext i32 %2138 to i64
  %2142 = getelementptr %"class.cutlass::AlignedArray", ptr %507, i64 %2140
  %2143 = getelementptr %"class.cutlass::AlignedArray", ptr %2142, i64 %2141
  %2144 = tail call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 1) #10, !srcloc !60
  %2145 = tail call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 0) #10, !srcloc !60
  %2146 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1892, float %1897) #10, !srcloc !50
  %2147 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1902, float %1907) #10, !srcloc !50
  %2148 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1912, float %1917) #10, !srcloc !50
  %2149 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1922, float %1927) #10, !srcloc !50
  store i32 %2146, ptr %2143, align 4
  %2150 = getelementptr inbounds nuw i8, ptr %2143, i64 16
  store i32 %2147, ptr %2150, align 4
  %2151 = getelementptr inbounds nuw i8, ptr %2143, i64 32
  store i32 %2148, ptr %2151, align 4
  %2152 = getelementptr inbounds nuw i8, ptr %2143, i64 48
  store i32 %2149, ptr %2152, align 4
  %2153 = getelementptr i8, ptr %2143, i64 1152
  %2154 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1933, float %1938) #10, !srcloc !50
  %2155 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1943, float %1948) #10, !srcloc !50
  %2156 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1953, float %1958) #10, !srcloc !50
  %2157 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1963, float %1968) #10, !srcloc !50
  store i32 %2154, ptr %2153, align 4
  %2158 = getelementptr i8, ptr %2143, i64 1168
  store i32 %2155, ptr %2158, align 4
  %2159 = getelementptr i8, ptr %2143, i64 1184
  store i32 %2156, ptr %2159, align 4
  %2160 = getelementptr i8, ptr %2143, i64 1200
  store i32 %2157, ptr %2160, align 4
  %2161 = getelementptr i8, ptr %2143, i64 2304
  %2162 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1974, float %1979) #10, !srcloc !50
  %2163 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1984, float %1989) #10, !srcloc !50
  %2164 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %1994, float %1999) #10, !srcloc !50
  %2165 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2004, float %2009) #10, !srcloc !50
  store i32 %2162, ptr %2161, align 4
  %2166 = getelementptr i8, ptr %2143, i64 2320
  store i32 %2163, ptr %2166, align 4
  %2167 = getelementptr i8, ptr %2143, i64 2336
  store i32 %2164, ptr %2167, align 4
  %2168 = getelementptr i8, ptr %2143, i64 2352
  store i32 %2165, ptr %2168, align 4
  %2169 = getelementptr i8, ptr %2143, i64 3456
  %2170 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2015, float %2020) #10, !srcloc !50
  %2171 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2025, float %2030) #10, !srcloc !50
  %2172 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2035, float %2040) #10, !srcloc !50
  %2173 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %2045, float %2050) #10, !srcloc !50
  store i32 %2170, ptr %2169, align 4
  %2174 = getelementptr i8, ptr %2143, i64 3472
  store i32 %2171, ptr %2174, align 4
  %2175 = getelementptr i8, ptr %2143, i64 3488
  store i32 %2172, ptr %2175, align 4
  %2176 = getelementptr i8, ptr %2143, i64 3504
  store i32 %2173, ptr %2176, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2177 = shl nsw i32 %1054, 7
  %2178 = mul nsw i32 %1058, 2304
  %2179 = sext i32 %2178 to i64
  %2180 = sext i32 %2177 to i64
  %2181 = getelementptr %"struct.cutlass::half_t", ptr %515, i64 %2179
  %2182 = getelementptr %"struct.cutlass::half_t", ptr %2181, i64 %2180
  %2183 = icmp sgt i32 %1023, 0
  %2184 = shl nsw i8 %1055, 2
  %2185 = and i8 %2184, 4
  %2186 = zext nneg i8 %2185 to i32
  %2187 = xor i32 %428, %2186
  %2188 = add nsw i32 %2187, %427
  %2189 = sext i32 %2188 to i64
  %2190 = getelementptr %"struct.cutlass::Array.58", ptr %511, i64 %2189
  %2191 = and i32 %1059, -128
  %2192 = shl nsw i32 %1054, 12
  %2193 = add nsw i32 %2192, %2191
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 1) #9, !srcloc !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2194 = addrspacecast ptr %2182 to ptr addrspace(3)
  %2195 = ptrtoint ptr addrspace(3) %2194 to i64
  %2196 = trunc i64 %2195 to i32
  %2197 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2196) #9, !srcloc !54
  %2198 = sext i32 %2193 to i64
  %2199 = getelementptr inbounds i8, ptr %2190, i64 %2198
  %2200 = addrspacecast ptr %2199 to ptr addrspace(3)
  %2201 = ptrtoint ptr addrspace(3) %2200 to i64
  %2202 = trunc i64 %2201 to i32
  %2203 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2202) #9, !srcloc !61
  br i1 %2183, label %2204, label %2511

2204:                                             ; preds = %2137
  %2205 = extractvalue { i32, i32, i32, i32 } %2203, 0
  %2206 = extractvalue { i32, i32, i32, i32 } %2203, 3
  %2207 = extractvalue { i32, i32, i32, i32 } %2203, 2
  %2208 = extractvalue { i32, i32, i32, i32 } %2203, 1
  %2209 = extractvalue { i32, i32, i32, i32 } %2197, 0
  %2210 = extractvalue { i32, i32, i32, i32 } %2197, 3
  %2211 = extractvalue { i32, i32, i32, i32 } %2197, 2
  %2212 = extractvalue { i32, i32, i32, i32 } %2197, 1
  %2213 = add nsw i32 %2193, 1024
  br label %2214

2214:                                             ; preds = %2460, %2204
  %2215 = phi i32 [ %2210, %2204 ], [ %2461, %2460 ]
  %2216 = phi i32 [ %2211, %2204 ], [ %2462, %2460 ]
  %2217 = phi i32 [ %2212, %2204 ], [ %2463, %2460 ]
  %2218 = phi i32 [ %2209, %2204 ], [ %2464, %2460 ]
  %2219 = phi i32 [ %2206, %2204 ], [ %2465, %2460 ]
  %2220 = phi i32 [ %2207, %2204 ], [ %2466, %2460 ]
  %2221 = phi i32 [ %2208, %2204 ], [ %2467, %2460 ]
  %2222 = phi i32 [ %2205, %2204 ], [ %2468, %2460 ]
  %2223 = phi float [ %1855, %2204 ], [ %2494, %2460 ]
  %2224 = phi float [ %1856, %2204 ], [ %2493, %2460 ]
  %2225 = phi float [ %1857, %2204 ], [ %2492, %2460 ]
  %2226 = phi float [ %1858, %2204 ], [ %2491, %2460 ]
  %2227 = phi float [ %1859, %2204 ], [ %2489, %2460 ]
  %2228 = phi float [ %1860, %2204 ], [ %2488, %2460 ]
  %2229 = phi float [ %1861, %2204 ], [ %2487, %2460 ]
  %2230 = phi float [ %1862, %2204 ], [ %2486, %2460 ]
  %2231 = phi float [ %1863, %2204 ], [ %2499, %2460 ]
  %2232 = phi float [ %1864, %2204 ], [ %2498, %2460 ]
  %2233 = phi float [ %1865, %2204 ], [ %2497, %2460 ]
  %2234 = phi float [ %1866, %2204 ], [ %2496, %2460 ]
  %2235 = phi float [ %1867, %2204 ], [ %2484, %2460 ]
  %2236 = phi float [ %1868, %2204 ], [ %2483, %2460 ]
  %2237 = phi float [ %1869, %2204 ], [ %2482, %2460 ]
  %2238 = phi float [ %1870, %2204 ], [ %2481, %2460 ]
  %2239 = phi float [ %1871, %2204 ], [ %2504, %2460 ]
  %2240 = phi float [ %1872, %2204 ], [ %2503, %2460 ]
  %2241 = phi float [ %1873, %2204 ], [ %2502, %2460 ]
  %2242 = phi float [ %1874, %2204 ], [ %2501, %2460 ]
  %2243 = phi float [ %1875, %2204 ], [ %2479, %2460 ]
  %2244 = phi float [ %1876, %2204 ], [ %2478, %2460 ]
  %2245 = phi float [ %1877, %2204 ], [ %2477, %2460 ]
  %2246 = phi float [ %1878, %2204 ], [ %2476, %2460 ]
  %2247 = phi float [ %1879, %2204 ], [ %2509, %2460 ]
  %2248 = phi float [ %1880, %2204 ], [ %2508, %2460 ]
  %2249 = phi float [ %1881, %2204 ], [ %2507, %2460 ]
  %2250 = phi float [ %1882, %2204 ], [ %2506, %2460 ]
  %2251 = phi float [ %1883, %2204 ], [ %2474, %2460 ]
  %2252 = phi float [ %1884, %2204 ], [ %2473, %2460 ]
  %2253 = phi float [ %1885, %2204 ], [ %2472, %2460 ]
  %2254 = phi float [ %1886, %2204 ], [ %2471, %2460 ]
  %2255 = phi i32 [ %1487, %2204 ], [ %2258, %2460 ]
  %2256 = phi ptr [ %2182, %2204 ], [ %2399, %2460 ]
  %2257 = phi i32 [ %2213, %2204 ], [ %2469, %2460 ]
  %2258 = add nsw i32 %2255, -1
  %2259 = icmp eq i32 %2255, 1
  %2260 = getelementptr i8, ptr %2256, i64 16
  %2261 = addrspacecast ptr %2260 to ptr addrspace(3)
  %2262 = ptrtoint ptr addrspace(3) %2261 to i64
  %2263 = trunc i64 %2262 to i32
  %2264 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2263) #9, !srcloc !54
  %2265 = extractvalue { i32, i32, i32, i32 } %2264, 0
  %2266 = extractvalue { i32, i32, i32, i32 } %2264, 1
  %2267 = extractvalue { i32, i32, i32, i32 } %2264, 2
  %2268 = extractvalue { i32, i32, i32, i32 } %2264, 3
  %2269 = sext i32 %2257 to i64
  %2270 = getelementptr inbounds i8, ptr %2190, i64 %2269
  %2271 = addrspacecast ptr %2270 to ptr addrspace(3)
  %2272 = ptrtoint ptr addrspace(3) %2271 to i64
  %2273 = trunc i64 %2272 to i32
  %2274 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2273) #9, !srcloc !61
  %2275 = extractvalue { i32, i32, i32, i32 } %2274, 0
  %2276 = extractvalue { i32, i32, i32, i32 } %2274, 1
  %2277 = extractvalue { i32, i32, i32, i32 } %2274, 2
  %2278 = extractvalue { i32, i32, i32, i32 } %2274, 3
  %2279 = add i32 %2257, 1024
  %2280 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2218, i32 %2217, i32 %2222, float %2254, float %2253, float %2252, float %2251) #9, !srcloc !55
  %2281 = extractvalue { float, float, float, float } %2280, 0
  %2282 = extractvalue { float, float, float, float } %2280, 1
  %2283 = extractvalue { float, float, float, float } %2280, 2
  %2284 = extractvalue { float, float, float, float } %2280, 3
  %2285 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2218, i32 %2217, i32 %2221, float %2246, float %2245, float %2244, float %2243) #9, !srcloc !55
  %2286 = extractvalue { float, float, float, float } %2285, 0
  %2287 = extractvalue { float, float, float, float } %2285, 1
  %2288 = extractvalue { float, float, float, float } %2285, 2
  %2289 = extractvalue { float, float, float, float } %2285, 3
  %2290 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2218, i32 %2217, i32 %2220, float %2238, float %2237, float %2236, float %2235) #9, !srcloc !55
  %2291 = extractvalue { float, float, float, float } %2290, 0
  %2292 = extractvalue { float, float, float, float } %2290, 1
  %2293 = extractvalue { float, float, float, float } %2290, 2
  %2294 = extractvalue { float, float, float, float } %2290, 3
  %2295 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2218, i32 %2217, i32 %2219, float %2230, float %2229, float %2228, float %2227) #9, !srcloc !55
  %2296 = extractvalue { float, float, float, float } %2295, 0
  %2297 = extractvalue { float, float, float, float } %2295, 1
  %2298 = extractvalue { float, float, float, float } %2295, 2
  %2299 = extractvalue { float, float, float, float } %2295, 3
  %2300 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2216, i32 %2215, i32 %2219, float %2226, float %2225, float %2224, float %2223) #9, !srcloc !55
  %2301 = extractvalue { float, float, float, float } %2300, 0
  %2302 = extractvalue { float, float, float, float } %2300, 1
  %2303 = extractvalue { float, float, float, float } %2300, 2
  %2304 = extractvalue { float, float, float, float } %2300, 3
  %2305 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2216, i32 %2215, i32 %2220, float %2234, float %2233, float %2232, float %2231) #9, !srcloc !55
  %2306 = extractvalue { float, float, float, float } %2305, 0
  %2307 = extractvalue { float, float, float, float } %2305, 1
  %2308 = extractvalue { float, float, float, float } %2305, 2
  %2309 = extractvalue { float, float, float, float } %2305, 3
  %2310 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2216, i32 %2215, i32 %2221, float %2242, float %2241, float %2240, float %2239) #9, !srcloc !55
  %2311 = extractvalue { float, float, float, float } %2310, 0
  %2312 = extractvalue { float, float, float, float } %2310, 1
  %2313 = extractvalue { float, float, float, float } %2310, 2
  %2314 = extractvalue { float, float, float, float } %2310, 3
  %2315 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2216, i32 %2215, i32 %2222, float %2250, float %2249, float %2248, float %2247) #9, !srcloc !55
  %2316 = extractvalue { float, float, float, float } %2315, 0
  %2317 = extractvalue { float, float, float, float } %2315, 1
  %2318 = extractvalue { float, float, float, float } %2315, 2
  %2319 = extractvalue { float, float, float, float } %2315, 3
  %2320 = getelementptr i8, ptr %2256, i64 32
  %2321 = addrspacecast ptr %2320 to ptr addrspace(3)
  %2322 = ptrtoint ptr addrspace(3) %2321 to i64
  %2323 = trunc i64 %2322 to i32
  %2324 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2323) #9, !srcloc !54
  %2325 = extractvalue { i32, i32, i32, i32 } %2324, 0
  %2326 = extractvalue { i32, i32, i32, i32 } %2324, 1
  %2327 = extractvalue { i32, i32, i32, i32 } %2324, 2
  %2328 = extractvalue { i32, i32, i32, i32 } %2324, 3
  %2329 = sext i32 %2279 to i64
  %2330 = getelementptr inbounds i8, ptr %2190, i64 %2329
  %2331 = addrspacecast ptr %2330 to ptr addrspace(3)
  %2332 = ptrtoint ptr addrspace(3) %2331 to i64
  %2333 = trunc i64 %2332 to i32
  %2334 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2333) #9, !srcloc !61
  %2335 = extractvalue { i32, i32, i32, i32 } %2334, 0
  %2336 = extractvalue { i32, i32, i32, i32 } %2334, 1
  %2337 = extractvalue { i32, i32, i32, i32 } %2334, 2
  %2338 = extractvalue { i32, i32, i32, i32 } %2334, 3
  %2339 = add i32 %2257, 2048
  %2340 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2265, i32 %2266, i32 %2275, float %2281, float %2282, float %2283, float %2284) #9, !srcloc !55
  %2341 = extractvalue { float, float, float, float } %2340, 0
  %2342 = extractvalue { float, float, float, float } %2340, 1
  %2343 = extractvalue { float, float, float, float } %2340, 2
  %2344 = extractvalue { float, float, float, float } %2340, 3
  %2345 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2265, i32 %2266, i32 %2276, float %2286, float %2287, float %2288, float %2289) #9, !srcloc !55
  %2346 = extractvalue { float, float, float, float } %2345, 0
  %2347 = extractvalue { float, float, float, float } %2345, 1
  %2348 = extractvalue { float, float, float, float } %2345, 2
  %2349 = extractvalue { float, float, float, float } %2345, 3
  %2350 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2265, i32 %2266, i32 %2277, float %2291, float %2292, float %2293, float %2294) #9, !srcloc !55
  %2351 = extractvalue { float, float, float, float } %2350, 0
  %2352 = extractvalue { float, float, float, float } %2350, 1
  %2353 = extractvalue { float, float, float, float } %2350, 2
  %2354 = extractvalue { float, float, float, float } %2350, 3
  %2355 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2265, i32 %2266, i32 %2278, float %2296, float %2297, float %2298, float %2299) #9, !srcloc !55
  %2356 = extractvalue { float, float, float, float } %2355, 0
  %2357 = extractvalue { float, float, float, float } %2355, 1
  %2358 = extractvalue { float, float, float, float } %2355, 2
  %2359 = extractvalue { float, float, float, float } %2355, 3
  %2360 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2267, i32 %2268, i32 %2278, float %2301, float %2302, float %2303, float %2304) #9, !srcloc !55
  %2361 = extractvalue { float, float, float, float } %2360, 0
  %2362 = extractvalue { float, float, float, float } %2360, 1
  %2363 = extractvalue { float, float, float, float } %2360, 2
  %2364 = extractvalue { float, float, float, float } %2360, 3
  %2365 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2267, i32 %2268, i32 %2277, float %2306, float %2307, float %2308, float %2309) #9, !srcloc !55
  %2366 = extractvalue { float, float, float, float } %2365, 0
  %2367 = extractvalue { float, float, float, float } %2365, 1
  %2368 = extractvalue { float, float, float, float } %2365, 2
  %2369 = extractvalue { float, float, float, float } %2365, 3
  %2370 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2267, i32 %2268, i32 %2276, float %2311, float %2312, float %2313, float %2314) #9, !srcloc !55
  %2371 = extractvalue { float, float, float, float } %2370, 0
  %2372 = extractvalue { float, float, float, float } %2370, 1
  %2373 = extractvalue { float, float, float, float } %2370, 2
  %2374 = extractvalue { float, float, float, float } %2370, 3
  %2375 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2267, i32 %2268, i32 %2275, float %2316, float %2317, float %2318, float %2319) #9, !srcloc !55
  %2376 = extractvalue { float, float, float, float } %2375, 0
  %2377 = extractvalue { float, float, float, float } %2375, 1
  %2378 = extractvalue { float, float, float, float } %2375, 2
  %2379 = extractvalue { float, float, float, float } %2375, 3
  %2380 = getelementptr i8, ptr %2256, i64 48
  %2381 = addrspacecast ptr %2380 to ptr addrspace(3)
  %2382 = ptrtoint ptr addrspace(3) %2381 to i64
  %2383 = trunc i64 %2382 to i32
  %2384 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2383) #9, !srcloc !54
  %2385 = extractvalue { i32, i32, i32, i32 } %2384, 0
  %2386 = extractvalue { i32, i32, i32, i32 } %2384, 1
  %2387 = extractvalue { i32, i32, i32, i32 } %2384, 2
  %2388 = extractvalue { i32, i32, i32, i32 } %2384, 3
  %2389 = sext i32 %2339 to i64
  %2390 = getelementptr inbounds i8, ptr %2190, i64 %2389
  %2391 = addrspacecast ptr %2390 to ptr addrspace(3)
  %2392 = ptrtoint ptr addrspace(3) %2391 to i64
  %2393 = trunc i64 %2392 to i32
  %2394 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2393) #9, !srcloc !61
  %2395 = extractvalue { i32, i32, i32, i32 } %2394, 0
  %2396 = extractvalue { i32, i32, i32, i32 } %2394, 1
  %2397 = extractvalue { i32, i32, i32, i32 } %2394, 2
  %2398 = extractvalue { i32, i32, i32, i32 } %2394, 3
  %2399 = getelementptr i8, ptr %2256, i64 64
  %2400 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2325, i32 %2326, i32 %2335, float %2341, float %2342, float %2343, float %2344) #9, !srcloc !55
  %2401 = extractvalue { float, float, float, float } %2400, 0
  %2402 = extractvalue { float, float, float, float } %2400, 1
  %2403 = extractvalue { float, float, float, float } %2400, 2
  %2404 = extractvalue { float, float, float, float } %2400, 3
  %2405 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2325, i32 %2326, i32 %2336, float %2346, float %2347, float %2348, float %2349) #9, !srcloc !55
  %2406 = extractvalue { float, float, float, float } %2405, 0
  %2407 = extractvalue { float, float, float, float } %2405, 1
  %2408 = extractvalue { float, float, float, float } %2405, 2
  %2409 = extractvalue { float, float, float, float } %2405, 3
  %2410 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2325, i32 %2326, i32 %2337, float %2351, float %2352, float %2353, float %2354) #9, !srcloc !55
  %2411 = extractvalue { float, float, float, float } %2410, 0
  %2412 = extractvalue { float, float, float, float } %2410, 1
  %2413 = extractvalue { float, float, float, float } %2410, 2
  %2414 = extractvalue { float, float, float, float } %2410, 3
  %2415 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2325, i32 %2326, i32 %2338, float %2356, float %2357, float %2358, float %2359) #9, !srcloc !55
  %2416 = extractvalue { float, float, float, float } %2415, 0
  %2417 = extractvalue { float, float, float, float } %2415, 1
  %2418 = extractvalue { float, float, float, float } %2415, 2
  %2419 = extractvalue { float, float, float, float } %2415, 3
  %2420 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2327, i32 %2328, i32 %2338, float %2361, float %2362, float %2363, float %2364) #9, !srcloc !55
  %2421 = extractvalue { float, float, float, float } %2420, 0
  %2422 = extractvalue { float, float, float, float } %2420, 1
  %2423 = extractvalue { float, float, float, float } %2420, 2
  %2424 = extractvalue { float, float, float, float } %2420, 3
  %2425 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2327, i32 %2328, i32 %2337, float %2366, float %2367, float %2368, float %2369) #9, !srcloc !55
  %2426 = extractvalue { float, float, float, float } %2425, 0
  %2427 = extractvalue { float, float, float, float } %2425, 1
  %2428 = extractvalue { float, float, float, float } %2425, 2
  %2429 = extractvalue { float, float, float, float } %2425, 3
  %2430 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2327, i32 %2328, i32 %2336, float %2371, float %2372, float %2373, float %2374) #9, !srcloc !55
  %2431 = extractvalue { float, float, float, float } %2430, 0
  %2432 = extractvalue { float, float, float, float } %2430, 1
  %2433 = extractvalue { float, float, float, float } %2430, 2
  %2434 = extractvalue { float, float, float, float } %2430, 3
  %2435 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2327, i32 %2328, i32 %2335, float %2376, float %2377, float %2378, float %2379) #9, !srcloc !55
  %2436 = extractvalue { float, float, float, float } %2435, 0
  %2437 = extractvalue { float, float, float, float } %2435, 1
  %2438 = extractvalue { float, float, float, float } %2435, 2
  %2439 = extractvalue { float, float, float, float } %2435, 3
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #9, !srcloc !48
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 1) #9, !srcloc !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %2259, label %2460, label %2440

2440:                                             ; preds = %2214
  %2441 = add i32 %2257, 3072
  %2442 = addrspacecast ptr %2399 to ptr addrspace(3)
  %2443 = ptrtoint ptr addrspace(3) %2442 to i64
  %2444 = trunc i64 %2443 to i32
  %2445 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2444) #9, !srcloc !54
  %2446 = extractvalue { i32, i32, i32, i32 } %2445, 0
  %2447 = extractvalue { i32, i32, i32, i32 } %2445, 1
  %2448 = extractvalue { i32, i32, i32, i32 } %2445, 2
  %2449 = extractvalue { i32, i32, i32, i32 } %2445, 3
  %2450 = sext i32 %2441 to i64
  %2451 = getelementptr inbounds i8, ptr %2190, i64 %2450
  %2452 = addrspacecast ptr %2451 to ptr addrspace(3)
  %2453 = ptrtoint ptr addrspace(3) %2452 to i64
  %2454 = trunc i64 %2453 to i32
  %2455 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %2454) #9, !srcloc !61
  %2456 = extractvalue { i32, i32, i32, i32 } %2455, 0
  %2457 = extractvalue { i32, i32, i32, i32 } %2455, 1
  %2458 = extractvalue { i32, i32, i32, i32 } %2455, 2
  %2459 = extractvalue { i32, i32, i32, i32 } %2455, 3
  br label %2460

2460:                                             ; preds = %2440, %2214
  %2461 = phi i32 [ %2449, %2440 ], [ %2328, %2214 ]
  %2462 = phi i32 [ %2448, %2440 ], [ %2327, %2214 ]
  %2463 = phi i32 [ %2447, %2440 ], [ %2326, %2214 ]
  %2464 = phi i32 [ %2446, %2440 ], [ %2325, %2214 ]
  %2465 = phi i32 [ %2459, %2440 ], [ %2338, %2214 ]
  %2466 = phi i32 [ %2458, %2440 ], [ %2337, %2214 ]
  %2467 = phi i32 [ %2457, %2440 ], [ %2336, %2214 ]
  %2468 = phi i32 [ %2456, %2440 ], [ %2335, %2214 ]
  %2469 = add i32 %2257, 4096
  %2470 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2385, i32 %2386, i32 %2395, float %2401, float %2402, float %2403, float %2404) #9, !srcloc !55
  %2471 = extractvalue { float, float, float, float } %2470, 0
  %2472 = extractvalue { float, float, float, float } %2470, 1
  %2473 = extractvalue { float, float, float, float } %2470, 2
  %2474 = extractvalue { float, float, float, float } %2470, 3
  %2475 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2385, i32 %2386, i32 %2396, float %2406, float %2407, float %2408, float %2409) #9, !srcloc !55
  %2476 = extractvalue { float, float, float, float } %2475, 0
  %2477 = extractvalue { float, float, float, float } %2475, 1
  %2478 = extractvalue { float, float, float, float } %2475, 2
  %2479 = extractvalue { float, float, float, float } %2475, 3
  %2480 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2385, i32 %2386, i32 %2397, float %2411, float %2412, float %2413, float %2414) #9, !srcloc !55
  %2481 = extractvalue { float, float, float, float } %2480, 0
  %2482 = extractvalue { float, float, float, float } %2480, 1
  %2483 = extractvalue { float, float, float, float } %2480, 2
  %2484 = extractvalue { float, float, float, float } %2480, 3
  %2485 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2385, i32 %2386, i32 %2398, float %2416, float %2417, float %2418, float %2419) #9, !srcloc !55
  %2486 = extractvalue { float, float, float, float } %2485, 0
  %2487 = extractvalue { float, float, float, float } %2485, 1
  %2488 = extractvalue { float, float, float, float } %2485, 2
  %2489 = extractvalue { float, float, float, float } %2485, 3
  %2490 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2387, i32 %2388, i32 %2398, float %2421, float %2422, float %2423, float %2424) #9, !srcloc !55
  %2491 = extractvalue { float, float, float, float } %2490, 0
  %2492 = extractvalue { float, float, float, float } %2490, 1
  %2493 = extractvalue { float, float, float, float } %2490, 2
  %2494 = extractvalue { float, float, float, float } %2490, 3
  %2495 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2387, i32 %2388, i32 %2397, float %2426, float %2427, float %2428, float %2429) #9, !srcloc !55
  %2496 = extractvalue { float, float, float, float } %2495, 0
  %2497 = extractvalue { float, float, float, float } %2495, 1
  %2498 = extractvalue { float, float, float, float } %2495, 2
  %2499 = extractvalue { float, float, float, float } %2495, 3
  %2500 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2387, i32 %2388, i32 %2396, float %2431, float %2432, float %2433, float %2434) #9, !srcloc !55
  %2501 = extractvalue { float, float, float, float } %2500, 0
  %2502 = extractvalue { float, float, float, float } %2500, 1
  %2503 = extractvalue { float, float, float, float } %2500, 2
  %2504 = extractvalue { float, float, float, float } %2500, 3
  %2505 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5}, {$6}, {$7,$8,$9,$10};\0A", "=f,=f,=f,=f,r,r,r,f,f,f,f"(i32 %2387, i32 %2388, i32 %2395, float %2436, float %2437, float %2438, float %2439) #9, !srcloc !55
  %2506 = extractvalue { float, float, float, float } %2505, 0
  %2507 = extractvalue { float, float, float, float } %2505, 1
  %2508 = extractvalue { float, float, float, float } %2505, 2
  %2509 = extractvalue { float, float, float, float } %2505, 3
  %2510 = icmp sgt i32 %2255, 1
  br i1 %2510, label %2214, label %2511, !llvm.loop !159

2511:                                             ; preds = %2460, %2137
  %2512 = phi float [ %1855, %2137 ], [ %2494, %2460 ]
  %2513 = phi float [ %1856, %2137 ], [ %2493, %2460 ]
  %2514 = phi float [ %1857, %2137 ], [ %2492, %2460 ]
  %2515 = phi float [ %1858, %2137 ], [ %2491, %2460 ]
  %2516 = phi float [ %1859, %2137 ], [ %2489, %2460 ]
  %2517 = phi float [ %1860, %2137 ], [ %2488, %2460 ]
  %2518 = phi float [ %1861, %2137 ], [ %2487, %2460 ]
  %2519 = phi float [ %1862, %2137 ], [ %2486, %2460 ]
  %2520 = phi float [ %1863, %2137 ], [ %2499, %2460 ]
  %2521 = phi float [ %1864, %2137 ], [ %2498, %2460 ]
  %2522 = phi float [ %1865, %2137 ], [ %2497, %2460 ]
  %2523 = phi float [ %1866, %2137 ], [ %2496, %2460 ]
  %2524 = phi float [ %1867, %2137 ], [ %2484, %2460 ]
  %2525 = phi float [ %1868, %2137 ], [ %2483, %2460 ]
  %2526 = phi float [ %1869, %2137 ], [ %2482, %2460 ]
  %2527 = phi float [ %1870, %2137 ], [ %2481, %2460 ]
  %2528 = phi float [ %1871, %2137 ], [ %2504, %2460 ]
  %2529 = phi float [ %1872, %2137 ], [ %2503, %2460 ]
  %2530 = phi float [ %1873, %2137 ], [ %2502, %2460 ]
  %2531 = phi float [ %1874, %2137 ], [ %2501, %2460 ]
  %2532 = phi float [ %1875, %2137 ], [ %2479, %2460 ]
  %2533 = phi float [ %1876, %2137 ], [ %2478, %2460 ]
  %2534 = phi float [ %1877, %2137 ], [ %2477, %2460 ]
  %2535 = phi float [ %1878, %2137 ], [ %2476, %2460 ]
  %2536 = phi float [ %1879, %2137 ], [ %2509, %2460 ]
  %2537 = phi float [ %1880, %2137 ], [ %2508, %2460 ]
  %2538 = phi float [ %1881, %2137 ], [ %2507, %2460 ]
  %2539 = phi float [ %1882, %2137 ], [ %2506, %2460 ]
  %2540 = phi float [ %1883, %2137 ], [ %2474, %2460 ]
  %2541 = phi float [ %1884, %2137 ], [ %2473, %2460 ]
  %2542 = phi float [ %1885, %2137 ], [ %2472, %2460 ]
  %2543 = phi float [ %1886, %2137 ], [ %2471, %2460 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2544 = add nuw nsw i32 %998, 64
  %2545 = load i32, ptr %188, align 8, !tbaa !134
  %2546 = icmp slt i32 %2544, %2545
  br i1 %2546, label %964, label %544, !llvm.loop !160

2547:                                             ; preds = %644
  %2548 = load i32, ptr %6, align 4, !tbaa !129
  %2549 = icmp sgt i32 %2548, %671
  br i1 %2549, label %2550, label %2586

2550:                                             ; preds = %2547
  %2551 = sext i16 %297 to i64
  %2552 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 512), i64 %2551
  %2553 = load float, ptr %2552, align 4, !tbaa !47
  %2554 = fdiv contract float %2553, 0x3FF7154760000000
  %2555 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @smem_buffer to ptr), i64 256), i64 %2551
  %2556 = load float, ptr %2555, align 4, !tbaa !47
  %2557 = fcmp olt float %2556, 0x3810000000000000
  %2558 = fmul float %2556, 0x4160000000000000
  %2559 = select i1 %2557, float %2558, float %2556
  %2560 = select i1 %2557, float -2.300000e+01, float 0.000000e+00
  %2561 = bitcast float %2559 to i32
  %2562 = add i32 %2561, -1059760811
  %2563 = and i32 %2562, -8388608
  %2564 = sub i32 %2561, %2563
  %2565 = bitcast i32 %2564 to float
  %2566 = sitofp i32 %2563 to float
  %2567 = tail call float @llvm.fma.f32(float %2566, float 0x3E80000000000000, float %2560)
  %2568 = fadd float %2565, -1.000000e+00
  %2569 = tail call float @llvm.fma.f32(float %2568, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %2570 = tail call float @llvm.fma.f32(float %2569, float %2568, float 0xBFBF19B980000000)
  %2571 = tail call float @llvm.fma.f32(float %2570, float %2568, float 0x3FC1E52AA0000000)
  %2572 = tail call float @llvm.fma.f32(float %2571, float %2568, float 0xBFC55B1720000000)
  %2573 = tail call float @llvm.fma.f32(float %2572, float %2568, float 0x3FC99DA160000000)
  %2574 = tail call float @llvm.fma.f32(float %2573, float %2568, float 0xBFCFFFE440000000)
  %2575 = tail call float @llvm.fma.f32(float %2574, float %2568, float 0x3FD5554F00000000)
  %2576 = tail call float @llvm.fma.f32(float %2575, float %2568, float -5.000000e-01)
  %2577 = fmul float %2568, %2576
  %2578 = tail call float @llvm.fma.f32(float %2577, float %2568, float %2568)
  %2579 = tail call float @llvm.fma.f32(float %2567, float 0x3FE62E4300000000, float %2578)
  %2580 = icmp ugt i32 %2561, 2139095039
  %2581 = tail call float @llvm.fma.f32(float %2559, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %2582 = select i1 %2580, float %2581, float %2579
  %2583 = fcmp oeq float %2559, 0.000000e+00
  %2584 = select i1 %2583, float 0xFFF0000000000000, float %2582
  %2585 = fadd contract float %2554, %2584
  br label %2593

2586:                                             ; preds = %2547
  %2587 = add nsw i32 %2548, 31
  %2588 = sdiv i32 %2587, 32
  %2589 = shl nsw i32 %2588, 5
  %2590 = icmp sgt i32 %2589, %671
  br i1 %2590, label %2591, label %2597

2591:                                             ; preds = %2586
  %2592 = sext i16 %297 to i64
  br label %2593

2593:                                             ; preds = %2591, %2550
  %2594 = phi i64 [ %2551, %2550 ], [ %2592, %2591 ]
  %2595 = phi float [ %2585, %2550 ], [ 0x7FF0000000000000, %2591 ]
  %2596 = getelementptr inbounds float, ptr %961, i64 %2594
  store float %2595, ptr %2596, align 4, !tbaa !47
  br label %2597

2597:                                             ; preds = %2593, %2586, %644, %209, %36
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "nvvm.minctasm"="4" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #9 = { convergent nounwind }
attributes #10 = { convergent nounwind memory(none) }
attributes #11 = { nounwind }

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
!11 = !{!12, !7, i64 100}
!12 = !{!"_ZTSN15AttentionKernelIN7cutlass6half_tENS0_4arch4Sm80ELb1ELi32ELi128ELi128ELb0ELb0E18DefaultToBatchHookE6ParamsE", !13, i64 0, !13, i64 8, !13, i64 16, !13, i64 24, !15, i64 32, !15, i64 40, !15, i64 48, !7, i64 56, !13, i64 64, !16, i64 72, !16, i64 80, !17, i64 88, !7, i64 92, !7, i64 96, !7, i64 100, !7, i64 104, !7, i64 108, !8, i64 112, !7, i64 116, !7, i64 120, !7, i64 124, !7, i64 128, !7, i64 132, !7, i64 136, !7, i64 140, !7, i64 144, !18, i64 152, !18, i64 160, !18, i64 168, !18, i64 176, !18, i64 184, !7, i64 192, !7, i64 196, !19, i64 200, !20, i64 208, !17, i64 216}
!13 = !{!"p1 _ZTSN7cutlass6half_tE", !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!"p1 int", !14, i64 0}
!16 = !{!"p1 float", !14, i64 0}
!17 = !{!"float", !8, i64 0}
!18 = !{!"long", !8, i64 0}
!19 = !{!"bool", !8, i64 0}
!20 = !{!"long long", !8, i64 0}
!21 = !{!12, !15, i64 32}
!22 = !{!12, !15, i64 40}
!23 = !{!12, !15, i64 48}
!24 = !{!12, !7, i64 104}
!25 = !{!12, !13, i64 0}
!26 = !{!12, !13, i64 8}
!27 = !{!12, !13, i64 16}
!28 = !{!12, !7, i64 132}
!29 = !{!12, !13, i64 64}
!30 = !{!12, !16, i64 72}
!31 = !{!12, !18, i64 160}
!32 = !{!12, !18, i64 168}
!33 = !{!12, !18, i64 176}
!34 = !{!12, !7, i64 96}
!35 = !{!12, !7, i64 196}
!36 = !{!12, !7, i64 116}
!37 = !{!12, !7, i64 136}
!38 = !{!12, !7, i64 120}
!39 = !{!12, !7, i64 140}
!40 = !{!12, !7, i64 124}
!41 = !{!12, !7, i64 144}
!42 = !{!12, !16, i64 80}
!43 = !{!12, !8, i64 112}
!44 = !{!12, !7, i64 56}
!45 = !{!12, !7, i64 108}
!46 = !{!12, !7, i64 192}
!47 = !{!17, !17, i64 0}
!48 = !{i64 24115866}
!49 = !{i64 24116541}
!50 = !{i64 2157887188}
!51 = !{i64 24069238, i64 24069251, i64 24069277, i64 24069311, i64 24069359}
!52 = !{i64 24113685}
!53 = !{i64 24116255}
!54 = !{i64 24084579}
!55 = !{i64 23503274}
!56 = distinct !{!56, !57, !58}
!57 = !{!"llvm.loop.mustprogress"}
!58 = !{!"llvm.loop.unroll.disable"}
!59 = !{!12, !17, i64 88}
!60 = !{i64 2158045851}
!61 = !{i64 24086498}
!62 = distinct !{!62, !57, !63}
!63 = !{!"llvm.loop.unroll.enable"}
!64 = distinct !{!64, !57}
!65 = !{!66, !7, i64 100}
!66 = !{!"_ZTSN15AttentionKernelIN7cutlass6half_tENS0_4arch4Sm80ELb1ELi32ELi128ELi65536ELb0ELb0E18DefaultToBatchHookE6ParamsE", !13, i64 0, !13, i64 8, !13, i64 16, !13, i64 24, !15, i64 32, !15, i64 40, !15, i64 48, !7, i64 56, !13, i64 64, !16, i64 72, !16, i64 80, !17, i64 88, !7, i64 92, !7, i64 96, !7, i64 100, !7, i64 104, !7, i64 108, !8, i64 112, !7, i64 116, !7, i64 120, !7, i64 124, !7, i64 128, !7, i64 132, !7, i64 136, !7, i64 140, !7, i64 144, !18, i64 152, !18, i64 160, !18, i64 168, !18, i64 176, !18, i64 184, !7, i64 192, !7, i64 196, !19, i64 200, !20, i64 208, !17, i64 216}
!67 = !{!66, !15, i64 32}
!68 = !{!66, !15, i64 40}
!69 = !{!66, !15, i64 48}
!70 = !{!66, !7, i64 104}
!71 = !{!66, !13, i64 0}
!72 = !{!66, !13, i64 8}
!73 = !{!66, !13, i64 16}
!74 = !{!66, !7, i64 132}
!75 = !{!66, !13, i64 64}
!76 = !{!66, !16, i64 72}
!77 = !{!66, !18, i64 160}
!78 = !{!66, !18, i64 168}
!79 = !{!66, !18, i64 176}
!80 = !{!66, !7, i64 96}
!81 = !{!66, !7, i64 196}
!82 = !{!66, !7, i64 116}
!83 = !{!66, !7, i64 136}
!84 = !{!66, !7, i64 120}
!85 = !{!66, !7, i64 140}
!86 = !{!66, !7, i64 124}
!87 = !{!66, !7, i64 144}
!88 = !{!66, !16, i64 80}
!89 = !{!66, !8, i64 112}
!90 = !{!66, !7, i64 56}
!91 = !{!66, !7, i64 108}
!92 = !{!66, !7, i64 192}
!93 = !{!94, !94, i64 0}
!94 = !{!"p1 _ZTSN15AttentionKernelIN7cutlass6half_tENS0_4arch4Sm80ELb1ELi32ELi128ELi65536ELb0ELb0E18DefaultToBatchHookE6ParamsE", !14, i64 0}
!95 = !{!8, !8, i64 0}
!96 = !{i64 24112387, i64 24112404, i64 24112434, i64 24112503, i64 24112647}
!97 = distinct !{!97, !57, !58}
!98 = !{!66, !17, i64 88}
!99 = distinct !{!99, !57}
!100 = !{i64 24068764, i64 24068777, i64 24068803, i64 24068837, i64 24068893}
!101 = !{!15, !15, i64 0}
!102 = !{!14, !14, i64 0}
!103 = !{!104, !104, i64 0}
!104 = !{!"p1 _ZTSN7cutlass5ArrayIfLi32ELb1EEE", !14, i64 0}
!105 = !{!106, !106, i64 0}
!106 = !{!"p1 _ZTSN15AttentionKernelIN7cutlass6half_tENS0_4arch4Sm80ELb1ELi32ELi128ELi65536ELb0ELb0E18DefaultToBatchHookE27SharedStorageEpilogueInLoopE", !14, i64 0}
!107 = !{!108, !108, i64 0}
!108 = !{!"p1 omnipotent char", !14, i64 0}
!109 = distinct !{!109, !57}
!110 = !{!111, !15, i64 0}
!111 = !{!"_ZTSZN15AttentionKernelIN7cutlass6half_tENS0_4arch4Sm80ELb1ELi32ELi128ELi65536ELb0ELb0E18DefaultToBatchHookE16attention_kernelERNS5_6ParamsEEUlvE0_", !15, i64 0, !94, i64 8, !15, i64 16, !14, i64 24, !14, i64 32, !104, i64 40, !104, i64 48, !106, i64 56, !108, i64 64, !108, i64 72, !104, i64 80}
!112 = !{}
!113 = !{i64 4}
!114 = !{!111, !94, i64 8}
!115 = !{i64 8}
!116 = !{!111, !15, i64 16}
!117 = !{!111, !14, i64 24}
!118 = !{!111, !14, i64 32}
!119 = !{!111, !104, i64 40}
!120 = !{!111, !104, i64 48}
!121 = !{!111, !106, i64 56}
!122 = !{i64 16}
!123 = !{!111, !108, i64 64}
!124 = !{!111, !108, i64 72}
!125 = !{!111, !104, i64 80}
!126 = !{!127, !94, i64 0}
!127 = !{!"_ZTSZN15AttentionKernelIN7cutlass6half_tENS0_4arch4Sm80ELb1ELi32ELi128ELi65536ELb0ELb0E18DefaultToBatchHookE16attention_kernelERNS5_6ParamsEEUliE0_", !94, i64 0}
!128 = !{i64 24061115, i64 24061130, i64 24061158, i64 24061194, i64 24061224, i64 24061254, i64 24061284, i64 24061345, i64 24061483}
!129 = !{!130, !7, i64 100}
!130 = !{!"_ZTSN15AttentionKernelIN7cutlass6half_tENS0_4arch4Sm80ELb1ELi64ELi64ELi64ELb0ELb0E18DefaultToBatchHookE6ParamsE", !13, i64 0, !13, i64 8, !13, i64 16, !13, i64 24, !15, i64 32, !15, i64 40, !15, i64 48, !7, i64 56, !13, i64 64, !16, i64 72, !16, i64 80, !17, i64 88, !7, i64 92, !7, i64 96, !7, i64 100, !7, i64 104, !7, i64 108, !8, i64 112, !7, i64 116, !7, i64 120, !7, i64 124, !7, i64 128, !7, i64 132, !7, i64 136, !7, i64 140, !7, i64 144, !18, i64 152, !18, i64 160, !18, i64 168, !18, i64 176, !18, i64 184, !7, i64 192, !7, i64 196, !19, i64 200, !20, i64 208, !17, i64 216}
!131 = !{!130, !15, i64 32}
!132 = !{!130, !15, i64 40}
!133 = !{!130, !15, i64 48}
!134 = !{!130, !7, i64 104}
!135 = !{!130, !13, i64 0}
!136 = !{!130, !13, i64 8}
!137 = !{!130, !13, i64 16}
!138 = !{!130, !7, i64 132}
!139 = !{!130, !13, i64 64}
!140 = !{!130, !16, i64 72}
!141 = !{!130, !18, i64 160}
!142 = !{!130, !18, i64 168}
!143 = !{!130, !18, i64 176}
!144 = !{!130, !7, i64 96}
!145 = !{!130, !7, i64 196}
!146 = !{!130, !7, i64 116}
!147 = !{!130, !7, i64 136}
!148 = !{!130, !7, i64 120}
!149 = !{!130, !7, i64 140}
!150 = !{!130, !7, i64 124}
!151 = !{!130, !7, i64 144}
!152 = !{!130, !16, i64 80}
!153 = !{!130, !8, i64 112}
!154 = !{!130, !7, i64 56}
!155 = !{!130, !7, i64 108}
!156 = !{!130, !7, i64 192}
!157 = distinct !{!157, !57, !58}
!158 = !{!130, !17, i64 88}
!159 = distinct !{!159, !57, !63}
!160 = distinct !{!160, !57}
