; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: $FLASH_ATTENTION/hopper/flash_fwd_combine.cu (CUTLASS 7107b05535f8, FlashAttention 0251105a2fb1)
; Compiler: Debian clang version 22.1.8 (1~deb12u1)
; Command (in the repository's root): clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90a --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -I$CUTLASS/include -I$CUTLASS/tools/util/include -I$CUTLASS/examples/common -I$FLASH_ATTENTION/hopper -include test/Corpus/cuda/clang-cuda-compat.h -DNDEBUG -D__NV_NO_HOST_COMPILER_CHECK=1 -DCUTLASS_ENABLE_TENSOR_CORE_MMA=1 -D__CUDACC_VER_MAJOR__=13 -D__CUDACC_VER_MINOR__=0 -mllvm -pragma-unroll-threshold=100000 -mllvm -unroll-threshold=5000 -Wno-unused-command-line-argument $FLASH_ATTENTION/hopper/flash_fwd_combine.cu -o fa3-combine-sm_90a.clang22.ll
; Reduced: opt-22 -passes=internalize,globaldce -internalize-public-api-list=KERNELS -S, KERNELS: kernel #1 matching /FlashAttnFwdCombineIN4cute5tupleIJNS3_1CILi8EEENS5_ILi128EEEEEELi8ELi256ELi1ELb0ELb0ENS_6half_tEfNS_4arch4Sm80E/; kernel #1 matching /FlashAttnFwdCombineIN4cute5tupleIJNS3_1CILi16EEENS5_ILi64EEEEEELi4ELi256ELi1ELb0ELb0ENS_6half_tEfNS_4arch4Sm90E/; kernel #1 matching /FlashAttnFwdCombine.*Li256ELi1ELb0ELb0EffNS_4arch4Sm90E/
; ModuleID = '$FLASH_ATTENTION/hopper/flash_fwd_combine.cu'
source_filename = "$FLASH_ATTENTION/hopper/flash_fwd_combine.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.flash::FlashAttnFwdCombine<cute::tuple<cute::C<16>, cute::C<64>>, 4, 256, 1, false, false, float, float, cutlass::arch::Sm90>::Params" = type <{ %"struct.flash::FlashAttnFwdCombine<cute::tuple<cute::C<16>, cute::C<64>>, 4, 256, 1, false, false, float, float, cutlass::arch::Sm90>::CollectiveParams", [8 x i8] }>
%"struct.flash::FlashAttnFwdCombine<cute::tuple<cute::C<16>, cute::C<64>>, 4, 256, 1, false, false, float, float, cutlass::arch::Sm90>::CollectiveParams" = type { i32, ptr, %"struct.cute::tuple", %"struct.cute::tuple.4", ptr, %"struct.cute::tuple.10", %"struct.cute::tuple.11", ptr, %"struct.cute::tuple.12", ptr, %"struct.cute::tuple.15", %"struct.cutlass::FastDivmod", %"struct.cutlass::FastDivmod", ptr, ptr, ptr, ptr, ptr }
%"struct.cute::tuple" = type { %"struct.cute::eso::ESO" }
%"struct.cute::eso::ESO" = type { i32, %"struct.cute::eso::ESO.0" }
%"struct.cute::eso::ESO.0" = type { i32, %"struct.cute::eso::ESO.1" }
%"struct.cute::eso::ESO.1" = type { i32, %"struct.cute::eso::ESO.2" }
%"struct.cute::eso::ESO.2" = type { i32, %"struct.cute::eso::ESO.3" }
%"struct.cute::eso::ESO.3" = type { i32 }
%"struct.cute::tuple.4" = type { %"struct.cute::eso::ESO.5" }
%"struct.cute::eso::ESO.5" = type { i64, %"struct.cute::eso::ESO.6" }
%"struct.cute::eso::ESO.6" = type { %"struct.cute::eso::ESO.7" }
%"struct.cute::eso::ESO.7" = type { i64, %"struct.cute::eso::ESO.8" }
%"struct.cute::eso::ESO.8" = type { i64, %"struct.cute::eso::ESO.9" }
%"struct.cute::eso::ESO.9" = type { i64 }
%"struct.cute::tuple.10" = type { %"struct.cute::eso::ESO.0" }
%"struct.cute::tuple.11" = type { %"struct.cute::eso::ESO.6" }
%"struct.cute::tuple.12" = type { %"struct.cute::eso::ESO.13" }
%"struct.cute::eso::ESO.13" = type { i64, %"struct.cute::eso::ESO.14" }
%"struct.cute::eso::ESO.14" = type { %"struct.cute::eso::ESO.8" }
%"struct.cute::tuple.15" = type { %"struct.cute::eso::ESO.14" }
%"struct.cutlass::FastDivmod" = type { i32, i32, i32 }
%"struct.flash::FlashAttnFwdCombine<cute::tuple<cute::C<16>, cute::C<64>>, 4, 256, 1, false, false, cutlass::half_t, float, cutlass::arch::Sm90>::Params" = type <{ %"struct.flash::FlashAttnFwdCombine<cute::tuple<cute::C<16>, cute::C<64>>, 4, 256, 1, false, false, cutlass::half_t, float, cutlass::arch::Sm90>::CollectiveParams", [8 x i8] }>
%"struct.flash::FlashAttnFwdCombine<cute::tuple<cute::C<16>, cute::C<64>>, 4, 256, 1, false, false, cutlass::half_t, float, cutlass::arch::Sm90>::CollectiveParams" = type { i32, ptr, %"struct.cute::tuple", %"struct.cute::tuple.4", ptr, %"struct.cute::tuple.10", %"struct.cute::tuple.11", ptr, %"struct.cute::tuple.12", ptr, %"struct.cute::tuple.15", %"struct.cutlass::FastDivmod", %"struct.cutlass::FastDivmod", ptr, ptr, ptr, ptr, ptr }
%"struct.cutlass::half_t" = type { i16 }
%"struct.flash::FlashAttnFwdCombine<cute::tuple<cute::C<8>, cute::C<128>>, 8, 256, 1, false, false, cutlass::half_t, float, cutlass::arch::Sm80>::Params" = type <{ %"struct.flash::FlashAttnFwdCombine<cute::tuple<cute::C<8>, cute::C<128>>, 8, 256, 1, false, false, cutlass::half_t, float, cutlass::arch::Sm80>::CollectiveParams", [8 x i8] }>
%"struct.flash::FlashAttnFwdCombine<cute::tuple<cute::C<8>, cute::C<128>>, 8, 256, 1, false, false, cutlass::half_t, float, cutlass::arch::Sm80>::CollectiveParams" = type { i32, ptr, %"struct.cute::tuple", %"struct.cute::tuple.4", ptr, %"struct.cute::tuple.10", %"struct.cute::tuple.11", ptr, %"struct.cute::tuple.12", ptr, %"struct.cute::tuple.15", %"struct.cutlass::FastDivmod", %"struct.cutlass::FastDivmod", ptr, ptr, ptr, ptr, ptr }

$_ZN7cutlassL13device_kernelIN5flash19FlashAttnFwdCombineIN4cute5tupleIJNS3_1CILi16EEENS5_ILi64EEEEEELi4ELi256ELi1ELb0ELb0EffNS_4arch4Sm90EEEEEvNT_6ParamsE = comdat any

$_ZN7cutlassL13device_kernelIN5flash19FlashAttnFwdCombineIN4cute5tupleIJNS3_1CILi16EEENS5_ILi64EEEEEELi4ELi256ELi1ELb0ELb0ENS_6half_tEfNS_4arch4Sm90EEEEEvNT_6ParamsE = comdat any

$_ZN7cutlassL13device_kernelIN5flash19FlashAttnFwdCombineIN4cute5tupleIJNS3_1CILi8EEENS5_ILi128EEEEEELi8ELi256ELi1ELb0ELb0ENS_6half_tEfNS_4arch4Sm80EEEEEvNT_6ParamsE = comdat any

@_ZN7cutlass4smemE = external dso_local addrspace(3) global [0 x i8], align 1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_ZN7cutlassL13device_kernelIN5flash19FlashAttnFwdCombineIN4cute5tupleIJNS3_1CILi16EEENS5_ILi64EEEEEELi4ELi256ELi1ELb0ELb0EffNS_4arch4Sm90EEEEEvNT_6ParamsE(ptr noundef readonly byval(%"struct.flash::FlashAttnFwdCombine<cute::tuple<cute::C<16>, cute::C<64>>, 4, 256, 1, false, false, float, float, cutlass::arch::Sm90>::Params") align 8 captures(none) %0) local_unnamed_addr #3 comdat {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 232
  %3 = load ptr, ptr %2, align 8, !tbaa !11
  %4 = icmp ne ptr %3, null
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  %7 = and i1 %6, %4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br i1 %7, label %9, label %24

9:                                                ; preds = %1
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = add nsw i32 %10, -1
  %12 = icmp eq i32 %8, %11
  br i1 %12, label %13, label %24

13:                                               ; preds = %9
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %16 = add nsw i32 %15, -1
  %17 = icmp eq i32 %14, %16
  br i1 %17, label %18, label %24

18:                                               ; preds = %13
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %21 = add nsw i32 %20, -1
  %22 = icmp eq i32 %19, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %18
  store i32 0, ptr %3, align 4, !tbaa !6
  br label %24

24:                                               ; preds = %23, %18, %13, %9, %1
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %27 = load i32, ptr %0, align 8, !tbaa !36
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %379

29:                                               ; preds = %24
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 224
  %31 = load ptr, ptr %30, align 8, !tbaa !37
  %32 = icmp eq ptr %31, null
  br i1 %32, label %37, label %33

33:                                               ; preds = %29
  %34 = zext nneg i32 %26 to i64
  %35 = getelementptr inbounds nuw i32, ptr %31, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !6
  br label %37

37:                                               ; preds = %33, %29
  %38 = phi i32 [ %36, %33 ], [ %26, %29 ]
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %40 = load i32, ptr %39, align 8, !tbaa !6
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %42 = load i32, ptr %41, align 8, !tbaa !6
  %43 = mul nsw i32 %42, %40
  %44 = add nsw i32 %43, 15
  %45 = sdiv i32 %44, 16
  %46 = icmp slt i32 %8, %45
  br i1 %46, label %47, label %379

47:                                               ; preds = %37
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 84
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %50 = load ptr, ptr %49, align 8, !tbaa !38
  %51 = icmp eq ptr %50, null
  %52 = zext nneg i32 %26 to i64
  %53 = getelementptr inbounds nuw i32, ptr %50, i64 %52
  %54 = select i1 %51, ptr %48, ptr %53
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = icmp slt i32 %55, 2
  br i1 %56, label %379, label %57

57:                                               ; preds = %47
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %59 = load ptr, ptr %58, align 8, !tbaa !39
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %61 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %63 = load i64, ptr %60, align 8, !tbaa !40
  %64 = load i64, ptr %61, align 8, !tbaa !40
  %65 = load i64, ptr %62, align 8, !tbaa !40
  %66 = sext i32 %38 to i64
  %67 = mul nsw i64 %65, %66
  %68 = getelementptr inbounds float, ptr %59, i64 %67
  %69 = lshr i32 %5, 4
  %70 = and i32 %5, 255
  %71 = and i32 %69, 15
  %72 = xor i32 %71, %70
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 %73
  %75 = and i32 %5, 15
  %76 = shl nuw nsw i32 %8, 4
  %77 = or disjoint i32 %76, %75
  %78 = icmp slt i32 %77, %43
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %80 = load i32, ptr %79, align 8
  %81 = icmp eq i32 %80, 1
  %82 = getelementptr inbounds nuw i8, ptr %0, i64 180
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %84 = load i32, ptr %82, align 4
  %85 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %77, i32 %84)
  %86 = load i32, ptr %83, align 8
  %87 = lshr i32 %85, %86
  %88 = select i1 %81, i32 %77, i32 %87
  %89 = mul nsw i32 %88, %80
  %90 = sub nsw i32 %77, %89
  %91 = sext i32 %90 to i64
  %92 = sext i32 %88 to i64
  %93 = mul nsw i64 %64, %92
  %94 = getelementptr float, ptr %68, i64 %93
  %95 = getelementptr float, ptr %94, i64 %91
  %96 = zext nneg i32 %69 to i64
  %97 = mul nsw i64 %63, %96
  %98 = getelementptr inbounds float, ptr %95, i64 %97
  %99 = addrspacecast ptr %74 to ptr addrspace(3)
  %100 = ptrtoint ptr addrspace(3) %99 to i64
  %101 = trunc i64 %100 to i32
  br i1 %78, label %102, label %106

102:                                              ; preds = %57
  %103 = icmp samesign ult i32 %69, %55
  br i1 %103, label %105, label %104

104:                                              ; preds = %102
  store float 0xFFF0000000000000, ptr %74, align 4, !tbaa !41
  br label %106

105:                                              ; preds = %102
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %101, ptr nonnull align 4 dereferenceable(4) %98, i64 4) #6, !srcloc !43
  br label %106

106:                                              ; preds = %105, %104, %57
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #6, !srcloc !44
  %107 = shl nuw nsw i32 %75, 2
  %108 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %109 = load ptr, ptr %108, align 8, !tbaa !45
  %110 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %111 = load i64, ptr %110, align 8, !tbaa !40
  %112 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %113 = load i32, ptr %112, align 4
  %114 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %115 = load i64, ptr %114, align 8
  %116 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %117 = load i64, ptr %116, align 8
  %118 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %119 = load i64, ptr %118, align 8
  %120 = mul nsw i64 %119, %66
  %121 = getelementptr inbounds float, ptr %109, i64 %120
  %122 = add nuw nsw i32 %76, %69
  %123 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %122, i32 %84)
  %124 = lshr i32 %123, %86
  %125 = select i1 %81, i32 %122, i32 %124
  %126 = mul nsw i32 %125, %80
  %127 = sub nsw i32 %122, %126
  %128 = shl nuw nsw i32 %25, 6
  %129 = sext i32 %127 to i64
  %130 = mul nsw i64 %111, %129
  %131 = zext nneg i32 %128 to i64
  %132 = sext i32 %125 to i64
  %133 = mul nsw i64 %117, %132
  %134 = getelementptr float, ptr %121, i64 %130
  %135 = getelementptr float, ptr %134, i64 %131
  %136 = getelementptr float, ptr %135, i64 %133
  %137 = icmp slt i32 %122, %43
  %138 = select i1 %137, i32 %125, i32 -1
  %139 = sub nsw i32 %113, %128
  %140 = icmp sge i32 %107, %139
  %141 = shl nuw nsw i32 %5, 2
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 1088), i64 %142
  %144 = icmp slt i32 %138, 0
  %145 = zext nneg i32 %107 to i64
  %146 = getelementptr float, ptr %136, i64 %145
  %147 = select i1 %144, i1 true, i1 %140
  br i1 %147, label %152, label %148

148:                                              ; preds = %106
  %149 = addrspacecast ptr %143 to ptr addrspace(3)
  %150 = ptrtoint ptr addrspace(3) %149 to i64
  %151 = trunc i64 %150 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %151, ptr nonnull align 16 dereferenceable(16) %146, i64 16) #6, !srcloc !46
  br label %152

152:                                              ; preds = %148, %106
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #6, !srcloc !44
  %153 = select i1 %144, i1 true, i1 %140
  br i1 %153, label %160, label %154

154:                                              ; preds = %152
  %155 = getelementptr inbounds nuw i8, ptr %143, i64 4096
  %156 = addrspacecast ptr %155 to ptr addrspace(3)
  %157 = ptrtoint ptr addrspace(3) %156 to i64
  %158 = trunc i64 %157 to i32
  %159 = getelementptr float, ptr %146, i64 %115
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %158, ptr nonnull align 16 dereferenceable(16) %159, i64 16) #6, !srcloc !46
  br label %160

160:                                              ; preds = %154, %152
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #6, !srcloc !44
  %161 = icmp eq i32 %55, 2
  %162 = or i1 %161, %144
  %163 = select i1 %162, i1 true, i1 %140
  br i1 %163, label %171, label %164

164:                                              ; preds = %160
  %165 = getelementptr inbounds nuw i8, ptr %143, i64 8192
  %166 = addrspacecast ptr %165 to ptr addrspace(3)
  %167 = ptrtoint ptr addrspace(3) %166 to i64
  %168 = trunc i64 %167 to i32
  %169 = shl i64 %115, 3
  %170 = getelementptr i8, ptr %146, i64 %169
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %168, ptr nonnull align 16 dereferenceable(16) %170, i64 16) #6, !srcloc !46
  br label %171

171:                                              ; preds = %164, %160
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #6, !srcloc !44
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 3) #6, !srcloc !47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %172 = shl nuw nsw i32 %5, 4
  %173 = and i32 %172, 240
  %174 = or disjoint i32 %71, %173
  %175 = lshr exact i32 %173, 4
  %176 = xor i32 %174, %175
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 %177
  %179 = load float, ptr %178, align 4, !tbaa !41
  %180 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %179, i32 8, i32 31)
  %181 = tail call noundef float @llvm.maxnum.f32(float %179, float %180)
  %182 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %181, i32 4, i32 31)
  %183 = tail call noundef float @llvm.maxnum.f32(float %181, float %182)
  %184 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %183, i32 2, i32 31)
  %185 = tail call noundef float @llvm.maxnum.f32(float %183, float %184)
  %186 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %185, i32 1, i32 31)
  %187 = tail call noundef float @llvm.maxnum.f32(float %185, float %186)
  %188 = fcmp contract une float %179, 0xFFF0000000000000
  %189 = select i1 %188, i32 %75, i32 -1
  %190 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %189, i32 8, i32 31)
  %191 = tail call i32 @llvm.smax.i32(i32 %189, i32 %190)
  %192 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %191, i32 4, i32 31)
  %193 = tail call i32 @llvm.smax.i32(i32 %191, i32 %192)
  %194 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %193, i32 2, i32 31)
  %195 = tail call i32 @llvm.smax.i32(i32 %193, i32 %194)
  %196 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %195, i32 1, i32 31)
  %197 = fcmp contract oeq float %187, 0xFFF0000000000000
  %198 = select contract i1 %197, float 0.000000e+00, float %187
  %199 = fsub contract float %179, %198
  %200 = tail call float @llvm.fma.f32(float %199, float 0x3F777313A0000000, float 5.000000e-01)
  %201 = tail call float @llvm.nvvm.saturate.f(float %200) #7
  %202 = tail call float @llvm.nvvm.fma.rm.f(float %201, float 2.520000e+02, float 0x4168000020000000) #7
  %203 = fadd float %202, 0xC168000FE0000000
  %204 = fneg float %203
  %205 = tail call float @llvm.fma.f32(float %199, float 0x3FF7154760000000, float %204)
  %206 = tail call float @llvm.fma.f32(float %199, float 0x3E54AE0C00000000, float %205)
  %207 = bitcast float %202 to i32
  %208 = shl i32 %207, 23
  %209 = bitcast i32 %208 to float
  %210 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %206)
  %211 = fmul float %210, %209
  %212 = fadd contract float %211, 0.000000e+00
  %213 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %212, i32 8, i32 31)
  %214 = fadd contract float %212, %213
  %215 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %214, i32 4, i32 31)
  %216 = fadd contract float %214, %215
  %217 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %216, i32 2, i32 31)
  %218 = fadd contract float %216, %217
  %219 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %218, i32 1, i32 31)
  %220 = fadd contract float %218, %219
  %221 = fcmp contract ueq float %220, 0.000000e+00
  %222 = fdiv contract float 1.000000e+00, %220
  %223 = select contract i1 %221, float 0.000000e+00, float %222
  %224 = fmul contract float %223, %211
  %225 = fcmp olt float %220, 0x3810000000000000
  %226 = fmul float %220, 0x4160000000000000
  %227 = select i1 %225, float %226, float %220
  %228 = select i1 %225, float -2.300000e+01, float 0.000000e+00
  %229 = bitcast float %227 to i32
  %230 = add i32 %229, -1059760811
  %231 = and i32 %230, -8388608
  %232 = sub i32 %229, %231
  %233 = bitcast i32 %232 to float
  %234 = sitofp i32 %231 to float
  %235 = tail call float @llvm.fma.f32(float %234, float 0x3E80000000000000, float %228)
  %236 = fadd float %233, -1.000000e+00
  %237 = tail call float @llvm.fma.f32(float %236, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %238 = tail call float @llvm.fma.f32(float %237, float %236, float 0xBFBF19B980000000)
  %239 = tail call float @llvm.fma.f32(float %238, float %236, float 0x3FC1E52AA0000000)
  %240 = tail call float @llvm.fma.f32(float %239, float %236, float 0xBFC55B1720000000)
  %241 = tail call float @llvm.fma.f32(float %240, float %236, float 0x3FC99DA160000000)
  %242 = tail call float @llvm.fma.f32(float %241, float %236, float 0xBFCFFFE440000000)
  %243 = tail call float @llvm.fma.f32(float %242, float %236, float 0x3FD5554F00000000)
  %244 = tail call float @llvm.fma.f32(float %243, float %236, float -5.000000e-01)
  %245 = fmul float %236, %244
  %246 = tail call float @llvm.fma.f32(float %245, float %236, float %236)
  %247 = tail call float @llvm.fma.f32(float %235, float 0x3FE62E4300000000, float %246)
  %248 = icmp ugt i32 %229, 2139095039
  %249 = tail call float @llvm.fma.f32(float %227, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %250 = select i1 %248, float %249, float %247
  %251 = fcmp oeq float %227, 0.000000e+00
  %252 = select i1 %251, float 0xFFF0000000000000, float %250
  %253 = fadd contract float %187, %252
  store float %224, ptr %178, align 4, !tbaa !41
  %254 = and i32 %5, 783
  %255 = icmp eq i32 %254, 0
  br i1 %255, label %256, label %259

256:                                              ; preds = %171
  %257 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 1024), i64 %96
  %258 = tail call i32 @llvm.smax.i32(i32 %195, i32 %196)
  store i32 %258, ptr %257, align 4, !tbaa !6
  br label %259

259:                                              ; preds = %256, %171
  %260 = icmp eq i32 %25, 0
  br i1 %260, label %261, label %277

261:                                              ; preds = %259
  %262 = icmp ne i32 %75, 0
  %263 = icmp sge i32 %122, %43
  %264 = or i1 %262, %263
  br i1 %264, label %277, label %265

265:                                              ; preds = %261
  %266 = getelementptr inbounds nuw i8, ptr %0, i64 152
  %267 = load ptr, ptr %266, align 8, !tbaa !48
  %268 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %269 = load i64, ptr %268, align 8
  %270 = mul nsw i64 %269, %66
  %271 = getelementptr inbounds float, ptr %267, i64 %270
  %272 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %273 = load i64, ptr %272, align 8
  %274 = mul nsw i64 %273, %132
  %275 = getelementptr float, ptr %271, i64 %274
  %276 = getelementptr float, ptr %275, i64 %129
  store float %253, ptr %276, align 4, !tbaa !41
  br label %277

277:                                              ; preds = %265, %261, %259
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %278 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 1024), i64 %96
  %279 = load i32, ptr %278, align 4, !tbaa !6
  %280 = icmp slt i32 %279, 0
  br i1 %280, label %306, label %281

281:                                              ; preds = %351, %277
  %282 = phi float [ %352, %351 ], [ 0.000000e+00, %277 ]
  %283 = phi float [ %353, %351 ], [ 0.000000e+00, %277 ]
  %284 = phi float [ %354, %351 ], [ 0.000000e+00, %277 ]
  %285 = phi float [ %355, %351 ], [ 0.000000e+00, %277 ]
  %286 = phi i32 [ %325, %351 ], [ 3, %277 ]
  %287 = phi i32 [ %356, %351 ], [ 0, %277 ]
  %288 = phi i32 [ %328, %351 ], [ 0, %277 ]
  %289 = shl i32 %287, 4
  %290 = and i32 %289, 2147483632
  %291 = or disjoint i32 %290, %71
  %292 = and i32 %287, 15
  %293 = xor i32 %292, %291
  %294 = zext nneg i32 %293 to i64
  %295 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 %294
  %296 = load float, ptr %295, align 4, !tbaa !41
  %297 = add nuw nsw i32 %287, 3
  %298 = icmp sgt i32 %297, %279
  %299 = or i1 %298, %144
  %300 = select i1 %299, i1 true, i1 %140
  br i1 %300, label %322, label %312

301:                                              ; preds = %351
  %302 = bitcast float %355 to i32
  %303 = bitcast float %354 to i32
  %304 = bitcast float %353 to i32
  %305 = bitcast float %352 to i32
  br label %306

306:                                              ; preds = %301, %277
  %307 = phi i32 [ 0, %277 ], [ %305, %301 ]
  %308 = phi i32 [ 0, %277 ], [ %304, %301 ]
  %309 = phi i32 [ 0, %277 ], [ %303, %301 ]
  %310 = phi i32 [ 0, %277 ], [ %302, %301 ]
  %311 = select i1 %144, i1 true, i1 %140
  br i1 %311, label %379, label %358

312:                                              ; preds = %281
  %313 = shl nsw i32 %286, 10
  %314 = sext i32 %313 to i64
  %315 = getelementptr inbounds float, ptr %143, i64 %314
  %316 = addrspacecast ptr %315 to ptr addrspace(3)
  %317 = ptrtoint ptr addrspace(3) %316 to i64
  %318 = trunc i64 %317 to i32
  %319 = zext nneg i32 %297 to i64
  %320 = mul nsw i64 %115, %319
  %321 = getelementptr float, ptr %146, i64 %320
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %318, ptr nonnull align 16 dereferenceable(16) %321, i64 16) #6, !srcloc !46
  br label %322

322:                                              ; preds = %312, %281
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #6, !srcloc !44
  %323 = icmp slt i32 %286, 3
  %324 = add nsw i32 %286, 1
  %325 = select i1 %323, i32 %324, i32 0
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 3) #6, !srcloc !47
  %326 = icmp slt i32 %288, 3
  %327 = add nsw i32 %288, 1
  %328 = select i1 %326, i32 %327, i32 0
  %329 = fcmp contract ule float %296, 0.000000e+00
  %330 = select i1 %144, i1 true, i1 %329
  %331 = select i1 %330, i1 true, i1 %140
  br i1 %331, label %351, label %332

332:                                              ; preds = %322
  %333 = shl nsw i32 %288, 10
  %334 = sext i32 %333 to i64
  %335 = getelementptr inbounds float, ptr %143, i64 %334
  %336 = getelementptr inbounds nuw i8, ptr %335, i64 12
  %337 = load float, ptr %336, align 4
  %338 = getelementptr inbounds nuw i8, ptr %335, i64 8
  %339 = load float, ptr %338, align 8
  %340 = getelementptr inbounds nuw i8, ptr %335, i64 4
  %341 = load float, ptr %340, align 4
  %342 = load float, ptr %335, align 16
  %343 = fmul contract float %296, %342
  %344 = fadd contract float %285, %343
  %345 = fmul contract float %296, %341
  %346 = fadd contract float %284, %345
  %347 = fmul contract float %296, %339
  %348 = fadd contract float %283, %347
  %349 = fmul contract float %296, %337
  %350 = fadd contract float %282, %349
  br label %351

351:                                              ; preds = %332, %322
  %352 = phi float [ %282, %322 ], [ %350, %332 ]
  %353 = phi float [ %283, %322 ], [ %348, %332 ]
  %354 = phi float [ %284, %322 ], [ %346, %332 ]
  %355 = phi float [ %285, %322 ], [ %344, %332 ]
  %356 = add nuw i32 %287, 1
  %357 = icmp eq i32 %287, %279
  br i1 %357, label %301, label %281, !llvm.loop !49

358:                                              ; preds = %306
  %359 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %360 = load ptr, ptr %359, align 8, !tbaa !52
  %361 = getelementptr inbounds nuw float, ptr %360, i64 %131
  %362 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %363 = load i64, ptr %362, align 8
  %364 = mul nsw i64 %363, %66
  %365 = getelementptr inbounds float, ptr %361, i64 %364
  %366 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %367 = load i64, ptr %366, align 8, !tbaa !40
  %368 = mul nsw i64 %367, %129
  %369 = getelementptr float, ptr %365, i64 %368
  %370 = getelementptr float, ptr %369, i64 %145
  %371 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %372 = load i64, ptr %371, align 8
  %373 = zext nneg i32 %138 to i64
  %374 = mul nsw i64 %372, %373
  %375 = getelementptr float, ptr %370, i64 %374
  store i32 %310, ptr %375, align 16, !tbaa !53
  %376 = getelementptr inbounds nuw i8, ptr %375, i64 4
  store i32 %309, ptr %376, align 4, !tbaa !53
  %377 = getelementptr inbounds nuw i8, ptr %375, i64 8
  store i32 %308, ptr %377, align 8, !tbaa !53
  %378 = getelementptr inbounds nuw i8, ptr %375, i64 12
  store i32 %307, ptr %378, align 4, !tbaa !53
  br label %379

379:                                              ; preds = %358, %306, %47, %37, %24
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_ZN7cutlassL13device_kernelIN5flash19FlashAttnFwdCombineIN4cute5tupleIJNS3_1CILi16EEENS5_ILi64EEEEEELi4ELi256ELi1ELb0ELb0ENS_6half_tEfNS_4arch4Sm90EEEEEvNT_6ParamsE(ptr noundef readonly byval(%"struct.flash::FlashAttnFwdCombine<cute::tuple<cute::C<16>, cute::C<64>>, 4, 256, 1, false, false, cutlass::half_t, float, cutlass::arch::Sm90>::Params") align 8 captures(none) %0) local_unnamed_addr #3 comdat {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 232
  %3 = load ptr, ptr %2, align 8, !tbaa !54
  %4 = icmp ne ptr %3, null
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  %7 = and i1 %6, %4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br i1 %7, label %9, label %24

9:                                                ; preds = %1
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = add nsw i32 %10, -1
  %12 = icmp eq i32 %8, %11
  br i1 %12, label %13, label %24

13:                                               ; preds = %9
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %16 = add nsw i32 %15, -1
  %17 = icmp eq i32 %14, %16
  br i1 %17, label %18, label %24

18:                                               ; preds = %13
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %21 = add nsw i32 %20, -1
  %22 = icmp eq i32 %19, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %18
  store i32 0, ptr %3, align 4, !tbaa !6
  br label %24

24:                                               ; preds = %23, %18, %13, %9, %1
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %27 = load i32, ptr %0, align 8, !tbaa !57
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %398

29:                                               ; preds = %24
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 224
  %31 = load ptr, ptr %30, align 8, !tbaa !58
  %32 = icmp eq ptr %31, null
  br i1 %32, label %37, label %33

33:                                               ; preds = %29
  %34 = zext nneg i32 %26 to i64
  %35 = getelementptr inbounds nuw i32, ptr %31, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !6
  br label %37

37:                                               ; preds = %33, %29
  %38 = phi i32 [ %36, %33 ], [ %26, %29 ]
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %40 = load i32, ptr %39, align 8, !tbaa !6
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %42 = load i32, ptr %41, align 8, !tbaa !6
  %43 = mul nsw i32 %42, %40
  %44 = add nsw i32 %43, 15
  %45 = sdiv i32 %44, 16
  %46 = icmp slt i32 %8, %45
  br i1 %46, label %47, label %398

47:                                               ; preds = %37
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 84
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %50 = load ptr, ptr %49, align 8, !tbaa !59
  %51 = icmp eq ptr %50, null
  %52 = zext nneg i32 %26 to i64
  %53 = getelementptr inbounds nuw i32, ptr %50, i64 %52
  %54 = select i1 %51, ptr %48, ptr %53
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = icmp slt i32 %55, 2
  br i1 %56, label %398, label %57

57:                                               ; preds = %47
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %59 = load ptr, ptr %58, align 8, !tbaa !60
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %61 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %63 = load i64, ptr %60, align 8, !tbaa !40
  %64 = load i64, ptr %61, align 8, !tbaa !40
  %65 = load i64, ptr %62, align 8, !tbaa !40
  %66 = sext i32 %38 to i64
  %67 = mul nsw i64 %65, %66
  %68 = getelementptr inbounds float, ptr %59, i64 %67
  %69 = lshr i32 %5, 4
  %70 = and i32 %5, 255
  %71 = and i32 %69, 15
  %72 = xor i32 %71, %70
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 %73
  %75 = and i32 %5, 15
  %76 = shl nuw nsw i32 %8, 4
  %77 = or disjoint i32 %76, %75
  %78 = icmp slt i32 %77, %43
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %80 = load i32, ptr %79, align 8
  %81 = icmp eq i32 %80, 1
  %82 = getelementptr inbounds nuw i8, ptr %0, i64 180
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %84 = load i32, ptr %82, align 4
  %85 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %77, i32 %84)
  %86 = load i32, ptr %83, align 8
  %87 = lshr i32 %85, %86
  %88 = select i1 %81, i32 %77, i32 %87
  %89 = mul nsw i32 %88, %80
  %90 = sub nsw i32 %77, %89
  %91 = sext i32 %90 to i64
  %92 = sext i32 %88 to i64
  %93 = mul nsw i64 %64, %92
  %94 = getelementptr float, ptr %68, i64 %93
  %95 = getelementptr float, ptr %94, i64 %91
  %96 = zext nneg i32 %69 to i64
  %97 = mul nsw i64 %63, %96
  %98 = getelementptr inbounds float, ptr %95, i64 %97
  %99 = addrspacecast ptr %74 to ptr addrspace(3)
  %100 = ptrtoint ptr addrspace(3) %99 to i64
  %101 = trunc i64 %100 to i32
  br i1 %78, label %102, label %106

102:                                              ; preds = %57
  %103 = icmp samesign ult i32 %69, %55
  br i1 %103, label %105, label %104

104:                                              ; preds = %102
  store float 0xFFF0000000000000, ptr %74, align 4, !tbaa !41
  br label %106

105:                                              ; preds = %102
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %101, ptr nonnull align 4 dereferenceable(4) %98, i64 4) #6, !srcloc !43
  br label %106

106:                                              ; preds = %105, %104, %57
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #6, !srcloc !44
  %107 = shl nuw nsw i32 %75, 2
  %108 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %109 = load ptr, ptr %108, align 8, !tbaa !61
  %110 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %111 = load i64, ptr %110, align 8, !tbaa !40
  %112 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %113 = load i32, ptr %112, align 4
  %114 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %115 = load i64, ptr %114, align 8
  %116 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %117 = load i64, ptr %116, align 8
  %118 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %119 = load i64, ptr %118, align 8
  %120 = mul nsw i64 %119, %66
  %121 = getelementptr inbounds float, ptr %109, i64 %120
  %122 = add nuw nsw i32 %76, %69
  %123 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %122, i32 %84)
  %124 = lshr i32 %123, %86
  %125 = select i1 %81, i32 %122, i32 %124
  %126 = mul nsw i32 %125, %80
  %127 = sub nsw i32 %122, %126
  %128 = shl nuw nsw i32 %25, 6
  %129 = sext i32 %127 to i64
  %130 = mul nsw i64 %111, %129
  %131 = zext nneg i32 %128 to i64
  %132 = sext i32 %125 to i64
  %133 = mul nsw i64 %117, %132
  %134 = getelementptr float, ptr %121, i64 %130
  %135 = getelementptr float, ptr %134, i64 %131
  %136 = getelementptr float, ptr %135, i64 %133
  %137 = icmp slt i32 %122, %43
  %138 = select i1 %137, i32 %125, i32 -1
  %139 = sub nsw i32 %113, %128
  %140 = icmp sge i32 %107, %139
  %141 = shl nuw nsw i32 %5, 2
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 1088), i64 %142
  %144 = icmp slt i32 %138, 0
  %145 = zext nneg i32 %107 to i64
  %146 = getelementptr float, ptr %136, i64 %145
  %147 = select i1 %144, i1 true, i1 %140
  br i1 %147, label %152, label %148

148:                                              ; preds = %106
  %149 = addrspacecast ptr %143 to ptr addrspace(3)
  %150 = ptrtoint ptr addrspace(3) %149 to i64
  %151 = trunc i64 %150 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %151, ptr nonnull align 16 dereferenceable(16) %146, i64 16) #6, !srcloc !46
  br label %152

152:                                              ; preds = %148, %106
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #6, !srcloc !44
  %153 = select i1 %144, i1 true, i1 %140
  br i1 %153, label %160, label %154

154:                                              ; preds = %152
  %155 = getelementptr inbounds nuw i8, ptr %143, i64 4096
  %156 = addrspacecast ptr %155 to ptr addrspace(3)
  %157 = ptrtoint ptr addrspace(3) %156 to i64
  %158 = trunc i64 %157 to i32
  %159 = getelementptr float, ptr %146, i64 %115
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %158, ptr nonnull align 16 dereferenceable(16) %159, i64 16) #6, !srcloc !46
  br label %160

160:                                              ; preds = %154, %152
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #6, !srcloc !44
  %161 = icmp eq i32 %55, 2
  %162 = or i1 %161, %144
  %163 = select i1 %162, i1 true, i1 %140
  br i1 %163, label %171, label %164

164:                                              ; preds = %160
  %165 = getelementptr inbounds nuw i8, ptr %143, i64 8192
  %166 = addrspacecast ptr %165 to ptr addrspace(3)
  %167 = ptrtoint ptr addrspace(3) %166 to i64
  %168 = trunc i64 %167 to i32
  %169 = shl i64 %115, 3
  %170 = getelementptr i8, ptr %146, i64 %169
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %168, ptr nonnull align 16 dereferenceable(16) %170, i64 16) #6, !srcloc !46
  br label %171

171:                                              ; preds = %164, %160
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #6, !srcloc !44
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 3) #6, !srcloc !47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %172 = shl nuw nsw i32 %5, 4
  %173 = and i32 %172, 240
  %174 = or disjoint i32 %71, %173
  %175 = lshr exact i32 %173, 4
  %176 = xor i32 %174, %175
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 %177
  %179 = load float, ptr %178, align 4, !tbaa !41
  %180 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %179, i32 8, i32 31)
  %181 = tail call noundef float @llvm.maxnum.f32(float %179, float %180)
  %182 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %181, i32 4, i32 31)
  %183 = tail call noundef float @llvm.maxnum.f32(float %181, float %182)
  %184 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %183, i32 2, i32 31)
  %185 = tail call noundef float @llvm.maxnum.f32(float %183, float %184)
  %186 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %185, i32 1, i32 31)
  %187 = tail call noundef float @llvm.maxnum.f32(float %185, float %186)
  %188 = fcmp contract une float %179, 0xFFF0000000000000
  %189 = select i1 %188, i32 %75, i32 -1
  %190 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %189, i32 8, i32 31)
  %191 = tail call i32 @llvm.smax.i32(i32 %189, i32 %190)
  %192 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %191, i32 4, i32 31)
  %193 = tail call i32 @llvm.smax.i32(i32 %191, i32 %192)
  %194 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %193, i32 2, i32 31)
  %195 = tail call i32 @llvm.smax.i32(i32 %193, i32 %194)
  %196 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %195, i32 1, i32 31)
  %197 = fcmp contract oeq float %187, 0xFFF0000000000000
  %198 = select contract i1 %197, float 0.000000e+00, float %187
  %199 = fsub contract float %179, %198
  %200 = tail call float @llvm.fma.f32(float %199, float 0x3F777313A0000000, float 5.000000e-01)
  %201 = tail call float @llvm.nvvm.saturate.f(float %200) #7
  %202 = tail call float @llvm.nvvm.fma.rm.f(float %201, float 2.520000e+02, float 0x4168000020000000) #7
  %203 = fadd float %202, 0xC168000FE0000000
  %204 = fneg float %203
  %205 = tail call float @llvm.fma.f32(float %199, float 0x3FF7154760000000, float %204)
  %206 = tail call float @llvm.fma.f32(float %199, float 0x3E54AE0C00000000, float %205)
  %207 = bitcast float %202 to i32
  %208 = shl i32 %207, 23
  %209 = bitcast i32 %208 to float
  %210 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %206)
  %211 = fmul float %210, %209
  %212 = fadd contract float %211, 0.000000e+00
  %213 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %212, i32 8, i32 31)
  %214 = fadd contract float %212, %213
  %215 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %214, i32 4, i32 31)
  %216 = fadd contract float %214, %215
  %217 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %216, i32 2, i32 31)
  %218 = fadd contract float %216, %217
  %219 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %218, i32 1, i32 31)
  %220 = fadd contract float %218, %219
  %221 = fcmp contract ueq float %220, 0.000000e+00
  %222 = fdiv contract float 1.000000e+00, %220
  %223 = select contract i1 %221, float 0.000000e+00, float %222
  %224 = fmul contract float %223, %211
  %225 = fcmp olt float %220, 0x3810000000000000
  %226 = fmul float %220, 0x4160000000000000
  %227 = select i1 %225, float %226, float %220
  %228 = select i1 %225, float -2.300000e+01, float 0.000000e+00
  %229 = bitcast float %227 to i32
  %230 = add i32 %229, -1059760811
  %231 = and i32 %230, -8388608
  %232 = sub i32 %229, %231
  %233 = bitcast i32 %232 to float
  %234 = sitofp i32 %231 to float
  %235 = tail call float @llvm.fma.f32(float %234, float 0x3E80000000000000, float %228)
  %236 = fadd float %233, -1.000000e+00
  %237 = tail call float @llvm.fma.f32(float %236, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %238 = tail call float @llvm.fma.f32(float %237, float %236, float 0xBFBF19B980000000)
  %239 = tail call float @llvm.fma.f32(float %238, float %236, float 0x3FC1E52AA0000000)
  %240 = tail call float @llvm.fma.f32(float %239, float %236, float 0xBFC55B1720000000)
  %241 = tail call float @llvm.fma.f32(float %240, float %236, float 0x3FC99DA160000000)
  %242 = tail call float @llvm.fma.f32(float %241, float %236, float 0xBFCFFFE440000000)
  %243 = tail call float @llvm.fma.f32(float %242, float %236, float 0x3FD5554F00000000)
  %244 = tail call float @llvm.fma.f32(float %243, float %236, float -5.000000e-01)
  %245 = fmul float %236, %244
  %246 = tail call float @llvm.fma.f32(float %245, float %236, float %236)
  %247 = tail call float @llvm.fma.f32(float %235, float 0x3FE62E4300000000, float %246)
  %248 = icmp ugt i32 %229, 2139095039
  %249 = tail call float @llvm.fma.f32(float %227, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %250 = select i1 %248, float %249, float %247
  %251 = fcmp oeq float %227, 0.000000e+00
  %252 = select i1 %251, float 0xFFF0000000000000, float %250
  %253 = fadd contract float %187, %252
  store float %224, ptr %178, align 4, !tbaa !41
  %254 = and i32 %5, 783
  %255 = icmp eq i32 %254, 0
  br i1 %255, label %256, label %259

256:                                              ; preds = %171
  %257 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 1024), i64 %96
  %258 = tail call i32 @llvm.smax.i32(i32 %195, i32 %196)
  store i32 %258, ptr %257, align 4, !tbaa !6
  br label %259

259:                                              ; preds = %256, %171
  %260 = icmp eq i32 %25, 0
  br i1 %260, label %261, label %277

261:                                              ; preds = %259
  %262 = icmp ne i32 %75, 0
  %263 = icmp sge i32 %122, %43
  %264 = or i1 %262, %263
  br i1 %264, label %277, label %265

265:                                              ; preds = %261
  %266 = getelementptr inbounds nuw i8, ptr %0, i64 152
  %267 = load ptr, ptr %266, align 8, !tbaa !62
  %268 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %269 = load i64, ptr %268, align 8
  %270 = mul nsw i64 %269, %66
  %271 = getelementptr inbounds float, ptr %267, i64 %270
  %272 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %273 = load i64, ptr %272, align 8
  %274 = mul nsw i64 %273, %132
  %275 = getelementptr float, ptr %271, i64 %274
  %276 = getelementptr float, ptr %275, i64 %129
  store float %253, ptr %276, align 4, !tbaa !41
  br label %277

277:                                              ; preds = %265, %261, %259
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %278 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 1024), i64 %96
  %279 = load i32, ptr %278, align 4, !tbaa !6
  %280 = icmp slt i32 %279, 0
  br i1 %280, label %314, label %281

281:                                              ; preds = %369, %277
  %282 = phi float [ %370, %369 ], [ 0.000000e+00, %277 ]
  %283 = phi float [ %371, %369 ], [ 0.000000e+00, %277 ]
  %284 = phi float [ %372, %369 ], [ 0.000000e+00, %277 ]
  %285 = phi float [ %373, %369 ], [ 0.000000e+00, %277 ]
  %286 = phi i32 [ %343, %369 ], [ 3, %277 ]
  %287 = phi i32 [ %374, %369 ], [ 0, %277 ]
  %288 = phi i32 [ %346, %369 ], [ 0, %277 ]
  %289 = shl i32 %287, 4
  %290 = and i32 %289, 2147483632
  %291 = or disjoint i32 %290, %71
  %292 = and i32 %287, 15
  %293 = xor i32 %292, %291
  %294 = zext nneg i32 %293 to i64
  %295 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 %294
  %296 = load float, ptr %295, align 4, !tbaa !41
  %297 = add nuw nsw i32 %287, 3
  %298 = icmp sgt i32 %297, %279
  %299 = or i1 %298, %144
  %300 = select i1 %299, i1 true, i1 %140
  br i1 %300, label %340, label %330

301:                                              ; preds = %369
  %302 = bitcast float %372 to i32
  %303 = bitcast float %373 to i32
  %304 = zext i32 %303 to i64
  %305 = shl nuw i64 %304, 32
  %306 = zext i32 %302 to i64
  %307 = or disjoint i64 %305, %306
  %308 = bitcast float %370 to i32
  %309 = bitcast float %371 to i32
  %310 = zext i32 %309 to i64
  %311 = shl nuw i64 %310, 32
  %312 = zext i32 %308 to i64
  %313 = or disjoint i64 %311, %312
  br label %314

314:                                              ; preds = %301, %277
  %315 = phi i64 [ 0, %277 ], [ %313, %301 ]
  %316 = phi i64 [ 0, %277 ], [ %307, %301 ]
  %317 = trunc i64 %316 to i32
  %318 = lshr i64 %316, 32
  %319 = trunc nuw i64 %318 to i32
  %320 = bitcast i32 %317 to float
  %321 = bitcast i32 %319 to float
  %322 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %320, float %321) #8, !srcloc !63
  %323 = trunc i64 %315 to i32
  %324 = lshr i64 %315, 32
  %325 = trunc nuw i64 %324 to i32
  %326 = bitcast i32 %323 to float
  %327 = bitcast i32 %325 to float
  %328 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %326, float %327) #8, !srcloc !63
  %329 = select i1 %144, i1 true, i1 %140
  br i1 %329, label %398, label %376

330:                                              ; preds = %281
  %331 = shl nsw i32 %286, 10
  %332 = sext i32 %331 to i64
  %333 = getelementptr inbounds float, ptr %143, i64 %332
  %334 = addrspacecast ptr %333 to ptr addrspace(3)
  %335 = ptrtoint ptr addrspace(3) %334 to i64
  %336 = trunc i64 %335 to i32
  %337 = zext nneg i32 %297 to i64
  %338 = mul nsw i64 %115, %337
  %339 = getelementptr float, ptr %146, i64 %338
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %336, ptr nonnull align 16 dereferenceable(16) %339, i64 16) #6, !srcloc !46
  br label %340

340:                                              ; preds = %330, %281
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #6, !srcloc !44
  %341 = icmp slt i32 %286, 3
  %342 = add nsw i32 %286, 1
  %343 = select i1 %341, i32 %342, i32 0
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 3) #6, !srcloc !47
  %344 = icmp slt i32 %288, 3
  %345 = add nsw i32 %288, 1
  %346 = select i1 %344, i32 %345, i32 0
  %347 = fcmp contract ule float %296, 0.000000e+00
  %348 = select i1 %144, i1 true, i1 %347
  %349 = select i1 %348, i1 true, i1 %140
  br i1 %349, label %369, label %350

350:                                              ; preds = %340
  %351 = shl nsw i32 %288, 10
  %352 = sext i32 %351 to i64
  %353 = getelementptr inbounds float, ptr %143, i64 %352
  %354 = getelementptr inbounds nuw i8, ptr %353, i64 12
  %355 = load float, ptr %354, align 4
  %356 = getelementptr inbounds nuw i8, ptr %353, i64 8
  %357 = load float, ptr %356, align 8
  %358 = getelementptr inbounds nuw i8, ptr %353, i64 4
  %359 = load float, ptr %358, align 4
  %360 = load float, ptr %353, align 16
  %361 = fmul contract float %296, %360
  %362 = fadd contract float %284, %361
  %363 = fmul contract float %296, %359
  %364 = fadd contract float %285, %363
  %365 = fmul contract float %296, %357
  %366 = fadd contract float %282, %365
  %367 = fmul contract float %296, %355
  %368 = fadd contract float %283, %367
  br label %369

369:                                              ; preds = %350, %340
  %370 = phi float [ %282, %340 ], [ %366, %350 ]
  %371 = phi float [ %283, %340 ], [ %368, %350 ]
  %372 = phi float [ %284, %340 ], [ %362, %350 ]
  %373 = phi float [ %285, %340 ], [ %364, %350 ]
  %374 = add nuw i32 %287, 1
  %375 = icmp eq i32 %287, %279
  br i1 %375, label %301, label %281, !llvm.loop !64

376:                                              ; preds = %314
  %377 = zext i32 %322 to i64
  %378 = zext i32 %328 to i64
  %379 = shl nuw i64 %378, 32
  %380 = or disjoint i64 %379, %377
  %381 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %382 = load ptr, ptr %381, align 8, !tbaa !65
  %383 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %382, i64 %131
  %384 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %385 = load i64, ptr %384, align 8
  %386 = mul nsw i64 %385, %66
  %387 = getelementptr inbounds %"struct.cutlass::half_t", ptr %383, i64 %386
  %388 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %389 = load i64, ptr %388, align 8, !tbaa !40
  %390 = mul nsw i64 %389, %129
  %391 = getelementptr %"struct.cutlass::half_t", ptr %387, i64 %390
  %392 = getelementptr %"struct.cutlass::half_t", ptr %391, i64 %145
  %393 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %394 = load i64, ptr %393, align 8
  %395 = zext nneg i32 %138 to i64
  %396 = mul nsw i64 %394, %395
  %397 = getelementptr %"struct.cutlass::half_t", ptr %392, i64 %396
  store i64 %380, ptr %397, align 8, !tbaa !40
  br label %398

398:                                              ; preds = %376, %314, %47, %37, %24
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_ZN7cutlassL13device_kernelIN5flash19FlashAttnFwdCombineIN4cute5tupleIJNS3_1CILi8EEENS5_ILi128EEEEEELi8ELi256ELi1ELb0ELb0ENS_6half_tEfNS_4arch4Sm80EEEEEvNT_6ParamsE(ptr noundef readonly byval(%"struct.flash::FlashAttnFwdCombine<cute::tuple<cute::C<8>, cute::C<128>>, 8, 256, 1, false, false, cutlass::half_t, float, cutlass::arch::Sm80>::Params") align 8 captures(none) %0) local_unnamed_addr #3 comdat {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 232
  %3 = load ptr, ptr %2, align 8, !tbaa !66
  %4 = icmp ne ptr %3, null
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  %7 = and i1 %6, %4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br i1 %7, label %9, label %24

9:                                                ; preds = %1
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = add nsw i32 %10, -1
  %12 = icmp eq i32 %8, %11
  br i1 %12, label %13, label %24

13:                                               ; preds = %9
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %16 = add nsw i32 %15, -1
  %17 = icmp eq i32 %14, %16
  br i1 %17, label %18, label %24

18:                                               ; preds = %13
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %21 = add nsw i32 %20, -1
  %22 = icmp eq i32 %19, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %18
  store i32 0, ptr %3, align 4, !tbaa !6
  br label %24

24:                                               ; preds = %23, %18, %13, %9, %1
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %27 = load i32, ptr %0, align 8, !tbaa !68
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %703

29:                                               ; preds = %24
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 224
  %31 = load ptr, ptr %30, align 8, !tbaa !69
  %32 = icmp eq ptr %31, null
  br i1 %32, label %37, label %33

33:                                               ; preds = %29
  %34 = zext nneg i32 %26 to i64
  %35 = getelementptr inbounds nuw i32, ptr %31, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !6
  br label %37

37:                                               ; preds = %33, %29
  %38 = phi i32 [ %36, %33 ], [ %26, %29 ]
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %40 = load i32, ptr %39, align 8, !tbaa !6
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %42 = load i32, ptr %41, align 8, !tbaa !6
  %43 = mul nsw i32 %42, %40
  %44 = add nsw i32 %43, 7
  %45 = sdiv i32 %44, 8
  %46 = icmp slt i32 %8, %45
  br i1 %46, label %47, label %703

47:                                               ; preds = %37
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 84
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %50 = load ptr, ptr %49, align 8, !tbaa !70
  %51 = icmp eq ptr %50, null
  %52 = zext nneg i32 %26 to i64
  %53 = getelementptr inbounds nuw i32, ptr %50, i64 %52
  %54 = select i1 %51, ptr %48, ptr %53
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = icmp slt i32 %55, 2
  br i1 %56, label %703, label %57

57:                                               ; preds = %47
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %59 = load ptr, ptr %58, align 8, !tbaa !71
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %61 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %63 = load i64, ptr %60, align 8, !tbaa !40
  %64 = load i64, ptr %61, align 8, !tbaa !40
  %65 = load i64, ptr %62, align 8, !tbaa !40
  %66 = sext i32 %38 to i64
  %67 = mul nsw i64 %65, %66
  %68 = getelementptr inbounds float, ptr %59, i64 %67
  %69 = and i32 %5, 255
  %70 = and i32 %5, 8
  %71 = icmp eq i32 %70, 0
  %72 = and i32 %5, 16
  %73 = icmp eq i32 %72, 0
  %74 = lshr i32 %5, 5
  %75 = and i32 %74, 7
  %76 = xor i32 %75, %69
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 %77
  %79 = select i1 %71, i32 264, i32 248
  %80 = select i1 %73, i32 528, i32 496
  %81 = lshr i32 %5, 3
  %82 = and i32 %5, 7
  %83 = shl nuw nsw i32 %8, 3
  %84 = or disjoint i32 %83, %82
  %85 = icmp slt i32 %84, %43
  %86 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %87 = load i32, ptr %86, align 8
  %88 = icmp eq i32 %87, 1
  %89 = getelementptr inbounds nuw i8, ptr %0, i64 180
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %91 = load i32, ptr %89, align 4
  %92 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %84, i32 %91)
  %93 = load i32, ptr %90, align 8
  %94 = lshr i32 %92, %93
  %95 = select i1 %88, i32 %84, i32 %94
  %96 = mul nsw i32 %95, %87
  %97 = sub nsw i32 %84, %96
  %98 = sext i32 %97 to i64
  %99 = sext i32 %95 to i64
  %100 = mul nsw i64 %64, %99
  %101 = getelementptr float, ptr %68, i64 %100
  %102 = getelementptr float, ptr %101, i64 %98
  br i1 %85, label %103, label %226

103:                                              ; preds = %57
  %104 = icmp samesign ult i32 %81, %55
  br i1 %104, label %105, label %112

105:                                              ; preds = %103
  %106 = zext nneg i32 %81 to i64
  %107 = mul nsw i64 %63, %106
  %108 = getelementptr inbounds float, ptr %102, i64 %107
  %109 = addrspacecast ptr %78 to ptr addrspace(3)
  %110 = ptrtoint ptr addrspace(3) %109 to i64
  %111 = trunc i64 %110 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %111, ptr nonnull align 4 dereferenceable(4) %108, i64 4) #6, !srcloc !43
  br label %113

112:                                              ; preds = %103
  store float 0xFFF0000000000000, ptr %78, align 4, !tbaa !41
  br label %113

113:                                              ; preds = %112, %105
  %114 = add nuw nsw i32 %81, 32
  %115 = icmp samesign ult i32 %114, %55
  br i1 %115, label %119, label %116

116:                                              ; preds = %113
  %117 = zext nneg i32 %79 to i64
  %118 = getelementptr inbounds nuw float, ptr %78, i64 %117
  store float 0xFFF0000000000000, ptr %118, align 4, !tbaa !41
  br label %128

119:                                              ; preds = %113
  %120 = zext nneg i32 %114 to i64
  %121 = mul nsw i64 %63, %120
  %122 = getelementptr inbounds float, ptr %102, i64 %121
  %123 = zext nneg i32 %79 to i64
  %124 = getelementptr inbounds nuw float, ptr %78, i64 %123
  %125 = addrspacecast ptr %124 to ptr addrspace(3)
  %126 = ptrtoint ptr addrspace(3) %125 to i64
  %127 = trunc i64 %126 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %127, ptr nonnull align 4 dereferenceable(4) %122, i64 4) #6, !srcloc !43
  br label %128

128:                                              ; preds = %119, %116
  %129 = add nuw nsw i32 %81, 64
  %130 = icmp samesign ult i32 %129, %55
  br i1 %130, label %134, label %131

131:                                              ; preds = %128
  %132 = zext nneg i32 %80 to i64
  %133 = getelementptr inbounds nuw float, ptr %78, i64 %132
  store float 0xFFF0000000000000, ptr %133, align 4, !tbaa !41
  br label %143

134:                                              ; preds = %128
  %135 = zext nneg i32 %129 to i64
  %136 = mul nsw i64 %63, %135
  %137 = getelementptr inbounds float, ptr %102, i64 %136
  %138 = zext nneg i32 %80 to i64
  %139 = getelementptr inbounds nuw float, ptr %78, i64 %138
  %140 = addrspacecast ptr %139 to ptr addrspace(3)
  %141 = ptrtoint ptr addrspace(3) %140 to i64
  %142 = trunc i64 %141 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %142, ptr nonnull align 4 dereferenceable(4) %137, i64 4) #6, !srcloc !43
  br label %143

143:                                              ; preds = %134, %131
  %144 = add nuw nsw i32 %81, 96
  %145 = icmp samesign ult i32 %144, %55
  br i1 %145, label %150, label %146

146:                                              ; preds = %143
  %147 = add nuw nsw i32 %79, %80
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds nuw float, ptr %78, i64 %148
  store float 0xFFF0000000000000, ptr %149, align 4, !tbaa !41
  br label %160

150:                                              ; preds = %143
  %151 = zext nneg i32 %144 to i64
  %152 = mul nsw i64 %63, %151
  %153 = getelementptr inbounds float, ptr %102, i64 %152
  %154 = add nuw nsw i32 %79, %80
  %155 = zext nneg i32 %154 to i64
  %156 = getelementptr inbounds nuw float, ptr %78, i64 %155
  %157 = addrspacecast ptr %156 to ptr addrspace(3)
  %158 = ptrtoint ptr addrspace(3) %157 to i64
  %159 = trunc i64 %158 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %159, ptr nonnull align 4 dereferenceable(4) %153, i64 4) #6, !srcloc !43
  br label %160

160:                                              ; preds = %150, %146
  %161 = or disjoint i32 %81, 128
  %162 = icmp samesign ult i32 %161, %55
  br i1 %162, label %165, label %163

163:                                              ; preds = %160
  %164 = getelementptr inbounds nuw i8, ptr %78, i64 4096
  store float 0xFFF0000000000000, ptr %164, align 4, !tbaa !41
  br label %173

165:                                              ; preds = %160
  %166 = zext nneg i32 %161 to i64
  %167 = mul nsw i64 %63, %166
  %168 = getelementptr inbounds float, ptr %102, i64 %167
  %169 = getelementptr inbounds nuw i8, ptr %78, i64 4096
  %170 = addrspacecast ptr %169 to ptr addrspace(3)
  %171 = ptrtoint ptr addrspace(3) %170 to i64
  %172 = trunc i64 %171 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %172, ptr nonnull align 4 dereferenceable(4) %168, i64 4) #6, !srcloc !43
  br label %173

173:                                              ; preds = %165, %163
  %174 = add nuw nsw i32 %81, 160
  %175 = icmp samesign ult i32 %174, %55
  br i1 %175, label %180, label %176

176:                                              ; preds = %173
  %177 = zext nneg i32 %79 to i64
  %178 = getelementptr inbounds nuw float, ptr %78, i64 %177
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 4096
  store float 0xFFF0000000000000, ptr %179, align 4, !tbaa !41
  br label %190

180:                                              ; preds = %173
  %181 = zext nneg i32 %174 to i64
  %182 = mul nsw i64 %63, %181
  %183 = getelementptr inbounds float, ptr %102, i64 %182
  %184 = zext nneg i32 %79 to i64
  %185 = getelementptr inbounds nuw float, ptr %78, i64 %184
  %186 = getelementptr inbounds nuw i8, ptr %185, i64 4096
  %187 = addrspacecast ptr %186 to ptr addrspace(3)
  %188 = ptrtoint ptr addrspace(3) %187 to i64
  %189 = trunc i64 %188 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %189, ptr nonnull align 4 dereferenceable(4) %183, i64 4) #6, !srcloc !43
  br label %190

190:                                              ; preds = %180, %176
  %191 = add nuw nsw i32 %81, 192
  %192 = icmp samesign ult i32 %191, %55
  br i1 %192, label %197, label %193

193:                                              ; preds = %190
  %194 = zext nneg i32 %80 to i64
  %195 = getelementptr inbounds nuw float, ptr %78, i64 %194
  %196 = getelementptr inbounds nuw i8, ptr %195, i64 4096
  store float 0xFFF0000000000000, ptr %196, align 4, !tbaa !41
  br label %207

197:                                              ; preds = %190
  %198 = zext nneg i32 %191 to i64
  %199 = mul nsw i64 %63, %198
  %200 = getelementptr inbounds float, ptr %102, i64 %199
  %201 = zext nneg i32 %80 to i64
  %202 = getelementptr inbounds nuw float, ptr %78, i64 %201
  %203 = getelementptr inbounds nuw i8, ptr %202, i64 4096
  %204 = addrspacecast ptr %203 to ptr addrspace(3)
  %205 = ptrtoint ptr addrspace(3) %204 to i64
  %206 = trunc i64 %205 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %206, ptr nonnull align 4 dereferenceable(4) %200, i64 4) #6, !srcloc !43
  br label %207

207:                                              ; preds = %197, %193
  %208 = add nuw nsw i32 %81, 224
  %209 = icmp samesign ult i32 %208, %55
  br i1 %209, label %215, label %210

210:                                              ; preds = %207
  %211 = or disjoint i32 %79, 1024
  %212 = add nuw nsw i32 %211, %80
  %213 = zext nneg i32 %212 to i64
  %214 = getelementptr inbounds nuw float, ptr %78, i64 %213
  store float 0xFFF0000000000000, ptr %214, align 4, !tbaa !41
  br label %226

215:                                              ; preds = %207
  %216 = zext nneg i32 %208 to i64
  %217 = mul nsw i64 %63, %216
  %218 = getelementptr inbounds float, ptr %102, i64 %217
  %219 = or disjoint i32 %79, 1024
  %220 = add nuw nsw i32 %219, %80
  %221 = zext nneg i32 %220 to i64
  %222 = getelementptr inbounds nuw float, ptr %78, i64 %221
  %223 = addrspacecast ptr %222 to ptr addrspace(3)
  %224 = ptrtoint ptr addrspace(3) %223 to i64
  %225 = trunc i64 %224 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %225, ptr nonnull align 4 dereferenceable(4) %218, i64 4) #6, !srcloc !43
  br label %226

226:                                              ; preds = %215, %210, %57
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #6, !srcloc !44
  %227 = and i32 %5, 31
  %228 = shl nuw nsw i32 %227, 2
  %229 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %230 = load ptr, ptr %229, align 8, !tbaa !72
  %231 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %232 = load i64, ptr %231, align 8, !tbaa !40
  %233 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %234 = load i32, ptr %233, align 4
  %235 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %236 = load i64, ptr %235, align 8
  %237 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %238 = load i64, ptr %237, align 8
  %239 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %240 = load i64, ptr %239, align 8
  %241 = mul nsw i64 %240, %66
  %242 = getelementptr inbounds float, ptr %230, i64 %241
  %243 = add nuw nsw i32 %83, %74
  %244 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %243, i32 %91)
  %245 = lshr i32 %244, %93
  %246 = select i1 %88, i32 %243, i32 %245
  %247 = mul nsw i32 %246, %87
  %248 = sub nsw i32 %243, %247
  %249 = shl nuw nsw i32 %25, 7
  %250 = sext i32 %248 to i64
  %251 = mul nsw i64 %232, %250
  %252 = zext nneg i32 %249 to i64
  %253 = sext i32 %246 to i64
  %254 = mul nsw i64 %238, %253
  %255 = getelementptr float, ptr %242, i64 %251
  %256 = getelementptr float, ptr %255, i64 %252
  %257 = getelementptr float, ptr %256, i64 %254
  %258 = icmp slt i32 %243, %43
  %259 = select i1 %258, i32 %246, i32 -1
  %260 = sub nsw i32 %234, %249
  %261 = icmp sge i32 %228, %260
  %262 = shl nuw nsw i32 %5, 2
  %263 = zext nneg i32 %262 to i64
  %264 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 8224), i64 %263
  %265 = icmp slt i32 %259, 0
  %266 = zext nneg i32 %228 to i64
  %267 = getelementptr float, ptr %257, i64 %266
  %268 = select i1 %265, i1 true, i1 %261
  br i1 %268, label %273, label %269

269:                                              ; preds = %226
  %270 = addrspacecast ptr %264 to ptr addrspace(3)
  %271 = ptrtoint ptr addrspace(3) %270 to i64
  %272 = trunc i64 %271 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %272, ptr nonnull align 16 dereferenceable(16) %267, i64 16) #6, !srcloc !46
  br label %273

273:                                              ; preds = %269, %226
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #6, !srcloc !44
  %274 = select i1 %265, i1 true, i1 %261
  br i1 %274, label %281, label %275

275:                                              ; preds = %273
  %276 = getelementptr inbounds nuw i8, ptr %264, i64 4096
  %277 = addrspacecast ptr %276 to ptr addrspace(3)
  %278 = ptrtoint ptr addrspace(3) %277 to i64
  %279 = trunc i64 %278 to i32
  %280 = getelementptr float, ptr %267, i64 %236
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %279, ptr nonnull align 16 dereferenceable(16) %280, i64 16) #6, !srcloc !46
  br label %281

281:                                              ; preds = %275, %273
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #6, !srcloc !44
  %282 = icmp eq i32 %55, 2
  %283 = or i1 %282, %265
  %284 = select i1 %283, i1 true, i1 %261
  br i1 %284, label %292, label %285

285:                                              ; preds = %281
  %286 = getelementptr inbounds nuw i8, ptr %264, i64 8192
  %287 = addrspacecast ptr %286 to ptr addrspace(3)
  %288 = ptrtoint ptr addrspace(3) %287 to i64
  %289 = trunc i64 %288 to i32
  %290 = shl i64 %236, 3
  %291 = getelementptr i8, ptr %267, i64 %290
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %289, ptr nonnull align 16 dereferenceable(16) %291, i64 16) #6, !srcloc !46
  br label %292

292:                                              ; preds = %285, %281
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #6, !srcloc !44
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 3) #6, !srcloc !47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %293 = shl nuw nsw i32 %5, 3
  %294 = and i32 %293, 248
  %295 = or disjoint i32 %75, %294
  %296 = and i32 %5, 1
  %297 = icmp eq i32 %296, 0
  %298 = and i32 %5, 2
  %299 = icmp eq i32 %298, 0
  %300 = lshr i32 %5, 2
  %301 = and i32 %300, 7
  %302 = xor i32 %295, %301
  %303 = zext nneg i32 %302 to i64
  %304 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 %303
  %305 = select i1 %297, i32 264, i32 248
  %306 = select i1 %299, i32 528, i32 496
  %307 = load float, ptr %304, align 4, !tbaa !41
  %308 = zext nneg i32 %305 to i64
  %309 = getelementptr inbounds nuw float, ptr %304, i64 %308
  %310 = load float, ptr %309, align 4, !tbaa !41
  %311 = zext nneg i32 %306 to i64
  %312 = getelementptr inbounds nuw float, ptr %304, i64 %311
  %313 = load float, ptr %312, align 4, !tbaa !41
  %314 = add nuw nsw i32 %305, %306
  %315 = zext nneg i32 %314 to i64
  %316 = getelementptr inbounds nuw float, ptr %304, i64 %315
  %317 = load float, ptr %316, align 4, !tbaa !41
  %318 = getelementptr inbounds nuw i8, ptr %304, i64 4096
  %319 = load float, ptr %318, align 4, !tbaa !41
  %320 = or disjoint i32 %305, 1024
  %321 = zext nneg i32 %320 to i64
  %322 = getelementptr inbounds nuw float, ptr %304, i64 %321
  %323 = load float, ptr %322, align 4, !tbaa !41
  %324 = zext nneg i32 %306 to i64
  %325 = getelementptr inbounds nuw float, ptr %304, i64 %324
  %326 = getelementptr inbounds nuw i8, ptr %325, i64 4096
  %327 = load float, ptr %326, align 4, !tbaa !41
  %328 = add nuw nsw i32 %320, %306
  %329 = zext nneg i32 %328 to i64
  %330 = getelementptr inbounds nuw float, ptr %304, i64 %329
  %331 = load float, ptr %330, align 4, !tbaa !41
  %332 = tail call noundef float @llvm.maxnum.f32(float %307, float %310)
  %333 = tail call noundef float @llvm.maxnum.f32(float %332, float %313)
  %334 = tail call noundef float @llvm.maxnum.f32(float %333, float %317)
  %335 = tail call noundef float @llvm.maxnum.f32(float %334, float %319)
  %336 = tail call noundef float @llvm.maxnum.f32(float %335, float %323)
  %337 = tail call noundef float @llvm.maxnum.f32(float %336, float %327)
  %338 = tail call noundef float @llvm.maxnum.f32(float %337, float %331)
  %339 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %338, i32 16, i32 31)
  %340 = tail call noundef float @llvm.maxnum.f32(float %338, float %339)
  %341 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %340, i32 8, i32 31)
  %342 = tail call noundef float @llvm.maxnum.f32(float %340, float %341)
  %343 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %342, i32 4, i32 31)
  %344 = tail call noundef float @llvm.maxnum.f32(float %342, float %343)
  %345 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %344, i32 2, i32 31)
  %346 = tail call noundef float @llvm.maxnum.f32(float %344, float %345)
  %347 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %346, i32 1, i32 31)
  %348 = fcmp contract une float %307, 0xFFF0000000000000
  %349 = select i1 %348, i32 %227, i32 -1
  %350 = fcmp contract une float %310, 0xFFF0000000000000
  %351 = or disjoint i32 %227, 32
  %352 = select i1 %350, i32 %351, i32 %349
  %353 = fcmp contract une float %313, 0xFFF0000000000000
  %354 = or disjoint i32 %227, 64
  %355 = select i1 %353, i32 %354, i32 %352
  %356 = fcmp contract une float %317, 0xFFF0000000000000
  %357 = or disjoint i32 %227, 96
  %358 = select i1 %356, i32 %357, i32 %355
  %359 = fcmp contract une float %319, 0xFFF0000000000000
  %360 = or disjoint i32 %227, 128
  %361 = select i1 %359, i32 %360, i32 %358
  %362 = fcmp contract une float %323, 0xFFF0000000000000
  %363 = or disjoint i32 %227, 160
  %364 = select i1 %362, i32 %363, i32 %361
  %365 = fcmp contract une float %327, 0xFFF0000000000000
  %366 = or disjoint i32 %227, 192
  %367 = select i1 %365, i32 %366, i32 %364
  %368 = fcmp contract une float %331, 0xFFF0000000000000
  %369 = or disjoint i32 %227, 224
  %370 = select i1 %368, i32 %369, i32 %367
  %371 = tail call noundef float @llvm.maxnum.f32(float %346, float %347)
  %372 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %370, i32 16, i32 31)
  %373 = tail call i32 @llvm.smax.i32(i32 %370, i32 %372)
  %374 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %373, i32 8, i32 31)
  %375 = tail call i32 @llvm.smax.i32(i32 %373, i32 %374)
  %376 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %375, i32 4, i32 31)
  %377 = tail call i32 @llvm.smax.i32(i32 %375, i32 %376)
  %378 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %377, i32 2, i32 31)
  %379 = tail call i32 @llvm.smax.i32(i32 %377, i32 %378)
  %380 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %379, i32 1, i32 31)
  %381 = fcmp contract oeq float %371, 0xFFF0000000000000
  %382 = select contract i1 %381, float 0.000000e+00, float %371
  %383 = fsub contract float %307, %382
  %384 = tail call float @llvm.fma.f32(float %383, float 0x3F777313A0000000, float 5.000000e-01)
  %385 = tail call float @llvm.nvvm.saturate.f(float %384) #7
  %386 = tail call float @llvm.nvvm.fma.rm.f(float %385, float 2.520000e+02, float 0x4168000020000000) #7
  %387 = fadd float %386, 0xC168000FE0000000
  %388 = fneg float %387
  %389 = tail call float @llvm.fma.f32(float %383, float 0x3FF7154760000000, float %388)
  %390 = tail call float @llvm.fma.f32(float %383, float 0x3E54AE0C00000000, float %389)
  %391 = bitcast float %386 to i32
  %392 = shl i32 %391, 23
  %393 = bitcast i32 %392 to float
  %394 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %390)
  %395 = fmul float %394, %393
  %396 = fadd contract float %395, 0.000000e+00
  %397 = fsub contract float %310, %382
  %398 = tail call float @llvm.fma.f32(float %397, float 0x3F777313A0000000, float 5.000000e-01)
  %399 = tail call float @llvm.nvvm.saturate.f(float %398) #7
  %400 = tail call float @llvm.nvvm.fma.rm.f(float %399, float 2.520000e+02, float 0x4168000020000000) #7
  %401 = fadd float %400, 0xC168000FE0000000
  %402 = fneg float %401
  %403 = tail call float @llvm.fma.f32(float %397, float 0x3FF7154760000000, float %402)
  %404 = tail call float @llvm.fma.f32(float %397, float 0x3E54AE0C00000000, float %403)
  %405 = bitcast float %400 to i32
  %406 = shl i32 %405, 23
  %407 = bitcast i32 %406 to float
  %408 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %404)
  %409 = fmul float %408, %407
  %410 = fadd contract float %396, %409
  %411 = fsub contract float %313, %382
  %412 = tail call float @llvm.fma.f32(float %411, float 0x3F777313A0000000, float 5.000000e-01)
  %413 = tail call float @llvm.nvvm.saturate.f(float %412) #7
  %414 = tail call float @llvm.nvvm.fma.rm.f(float %413, float 2.520000e+02, float 0x4168000020000000) #7
  %415 = fadd float %414, 0xC168000FE0000000
  %416 = fneg float %415
  %417 = tail call float @llvm.fma.f32(float %411, float 0x3FF7154760000000, float %416)
  %418 = tail call float @llvm.fma.f32(float %411, float 0x3E54AE0C00000000, float %417)
  %419 = bitcast float %414 to i32
  %420 = shl i32 %419, 23
  %421 = bitcast i32 %420 to float
  %422 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %418)
  %423 = fmul float %422, %421
  %424 = fadd contract float %410, %423
  %425 = fsub contract float %317, %382
  %426 = tail call float @llvm.fma.f32(float %425, float 0x3F777313A0000000, float 5.000000e-01)
  %427 = tail call float @llvm.nvvm.saturate.f(float %426) #7
  %428 = tail call float @llvm.nvvm.fma.rm.f(float %427, float 2.520000e+02, float 0x4168000020000000) #7
  %429 = fadd float %428, 0xC168000FE0000000
  %430 = fneg float %429
  %431 = tail call float @llvm.fma.f32(float %425, float 0x3FF7154760000000, float %430)
  %432 = tail call float @llvm.fma.f32(float %425, float 0x3E54AE0C00000000, float %431)
  %433 = bitcast float %428 to i32
  %434 = shl i32 %433, 23
  %435 = bitcast i32 %434 to float
  %436 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %432)
  %437 = fmul float %436, %435
  %438 = fadd contract float %424, %437
  %439 = fsub contract float %319, %382
  %440 = tail call float @llvm.fma.f32(float %439, float 0x3F777313A0000000, float 5.000000e-01)
  %441 = tail call float @llvm.nvvm.saturate.f(float %440) #7
  %442 = tail call float @llvm.nvvm.fma.rm.f(float %441, float 2.520000e+02, float 0x4168000020000000) #7
  %443 = fadd float %442, 0xC168000FE0000000
  %444 = fneg float %443
  %445 = tail call float @llvm.fma.f32(float %439, float 0x3FF7154760000000, float %444)
  %446 = tail call float @llvm.fma.f32(float %439, float 0x3E54AE0C00000000, float %445)
  %447 = bitcast float %442 to i32
  %448 = shl i32 %447, 23
  %449 = bitcast i32 %448 to float
  %450 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %446)
  %451 = fmul float %450, %449
  %452 = fadd contract float %438, %451
  %453 = fsub contract float %323, %382
  %454 = tail call float @llvm.fma.f32(float %453, float 0x3F777313A0000000, float 5.000000e-01)
  %455 = tail call float @llvm.nvvm.saturate.f(float %454) #7
  %456 = tail call float @llvm.nvvm.fma.rm.f(float %455, float 2.520000e+02, float 0x4168000020000000) #7
  %457 = fadd float %456, 0xC168000FE0000000
  %458 = fneg float %457
  %459 = tail call float @llvm.fma.f32(float %453, float 0x3FF7154760000000, float %458)
  %460 = tail call float @llvm.fma.f32(float %453, float 0x3E54AE0C00000000, float %459)
  %461 = bitcast float %456 to i32
  %462 = shl i32 %461, 23
  %463 = bitcast i32 %462 to float
  %464 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %460)
  %465 = fmul float %464, %463
  %466 = fadd contract float %452, %465
  %467 = fsub contract float %327, %382
  %468 = tail call float @llvm.fma.f32(float %467, float 0x3F777313A0000000, float 5.000000e-01)
  %469 = tail call float @llvm.nvvm.saturate.f(float %468) #7
  %470 = tail call float @llvm.nvvm.fma.rm.f(float %469, float 2.520000e+02, float 0x4168000020000000) #7
  %471 = fadd float %470, 0xC168000FE0000000
  %472 = fneg float %471
  %473 = tail call float @llvm.fma.f32(float %467, float 0x3FF7154760000000, float %472)
  %474 = tail call float @llvm.fma.f32(float %467, float 0x3E54AE0C00000000, float %473)
  %475 = bitcast float %470 to i32
  %476 = shl i32 %475, 23
  %477 = bitcast i32 %476 to float
  %478 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %474)
  %479 = fmul float %478, %477
  %480 = fadd contract float %466, %479
  %481 = fsub contract float %331, %382
  %482 = tail call float @llvm.fma.f32(float %481, float 0x3F777313A0000000, float 5.000000e-01)
  %483 = tail call float @llvm.nvvm.saturate.f(float %482) #7
  %484 = tail call float @llvm.nvvm.fma.rm.f(float %483, float 2.520000e+02, float 0x4168000020000000) #7
  %485 = fadd float %484, 0xC168000FE0000000
  %486 = fneg float %485
  %487 = tail call float @llvm.fma.f32(float %481, float 0x3FF7154760000000, float %486)
  %488 = tail call float @llvm.fma.f32(float %481, float 0x3E54AE0C00000000, float %487)
  %489 = bitcast float %484 to i32
  %490 = shl i32 %489, 23
  %491 = bitcast i32 %490 to float
  %492 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %488)
  %493 = fmul float %492, %491
  %494 = fadd contract float %480, %493
  %495 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %494, i32 16, i32 31)
  %496 = fadd contract float %494, %495
  %497 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %496, i32 8, i32 31)
  %498 = fadd contract float %496, %497
  %499 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %498, i32 4, i32 31)
  %500 = fadd contract float %498, %499
  %501 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %500, i32 2, i32 31)
  %502 = fadd contract float %500, %501
  %503 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %502, i32 1, i32 31)
  %504 = fadd contract float %502, %503
  %505 = fcmp contract ueq float %504, 0.000000e+00
  %506 = fdiv contract float 1.000000e+00, %504
  %507 = select contract i1 %505, float 0.000000e+00, float %506
  %508 = fmul contract float %507, %395
  %509 = fmul contract float %507, %409
  %510 = fmul contract float %507, %423
  %511 = fmul contract float %507, %437
  %512 = fmul contract float %507, %451
  %513 = fmul contract float %507, %465
  %514 = fmul contract float %507, %479
  %515 = fmul contract float %507, %493
  store float %508, ptr %304, align 4, !tbaa !41
  store float %509, ptr %309, align 4, !tbaa !41
  store float %510, ptr %312, align 4, !tbaa !41
  store float %511, ptr %316, align 4, !tbaa !41
  store float %512, ptr %318, align 4, !tbaa !41
  store float %513, ptr %322, align 4, !tbaa !41
  store float %514, ptr %326, align 4, !tbaa !41
  store float %515, ptr %330, align 4, !tbaa !41
  %516 = fcmp olt float %504, 0x3810000000000000
  %517 = fmul float %504, 0x4160000000000000
  %518 = select i1 %516, float %517, float %504
  %519 = select i1 %516, float -2.300000e+01, float 0.000000e+00
  %520 = bitcast float %518 to i32
  %521 = add i32 %520, -1059760811
  %522 = and i32 %521, -8388608
  %523 = sub i32 %520, %522
  %524 = bitcast i32 %523 to float
  %525 = sitofp i32 %522 to float
  %526 = tail call float @llvm.fma.f32(float %525, float 0x3E80000000000000, float %519)
  %527 = fadd float %524, -1.000000e+00
  %528 = tail call float @llvm.fma.f32(float %527, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %529 = tail call float @llvm.fma.f32(float %528, float %527, float 0xBFBF19B980000000)
  %530 = tail call float @llvm.fma.f32(float %529, float %527, float 0x3FC1E52AA0000000)
  %531 = tail call float @llvm.fma.f32(float %530, float %527, float 0xBFC55B1720000000)
  %532 = tail call float @llvm.fma.f32(float %531, float %527, float 0x3FC99DA160000000)
  %533 = tail call float @llvm.fma.f32(float %532, float %527, float 0xBFCFFFE440000000)
  %534 = tail call float @llvm.fma.f32(float %533, float %527, float 0x3FD5554F00000000)
  %535 = tail call float @llvm.fma.f32(float %534, float %527, float -5.000000e-01)
  %536 = fmul float %527, %535
  %537 = tail call float @llvm.fma.f32(float %536, float %527, float %527)
  %538 = tail call float @llvm.fma.f32(float %526, float 0x3FE62E4300000000, float %537)
  %539 = icmp ugt i32 %520, 2139095039
  %540 = tail call float @llvm.fma.f32(float %518, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %541 = select i1 %539, float %540, float %538
  %542 = fcmp oeq float %518, 0.000000e+00
  %543 = select i1 %542, float 0xFFF0000000000000, float %541
  %544 = fadd contract float %371, %543
  %545 = and i32 %5, 799
  %546 = icmp eq i32 %545, 0
  br i1 %546, label %547, label %551

547:                                              ; preds = %292
  %548 = tail call i32 @llvm.smax.i32(i32 %379, i32 %380)
  %549 = zext nneg i32 %74 to i64
  %550 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 8192), i64 %549
  store i32 %548, ptr %550, align 4, !tbaa !6
  br label %551

551:                                              ; preds = %547, %292
  %552 = icmp eq i32 %25, 0
  br i1 %552, label %553, label %580

553:                                              ; preds = %551
  %554 = icmp ne i32 %227, 0
  %555 = icmp sge i32 %243, %43
  %556 = or i1 %554, %555
  br i1 %556, label %580, label %557

557:                                              ; preds = %553
  %558 = getelementptr inbounds nuw i8, ptr %0, i64 152
  %559 = load ptr, ptr %558, align 8, !tbaa !73
  %560 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %561 = load i64, ptr %560, align 8
  %562 = mul nsw i64 %561, %66
  %563 = getelementptr inbounds float, ptr %559, i64 %562
  %564 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %565 = load i64, ptr %564, align 8
  %566 = load i32, ptr %86, align 8
  %567 = icmp eq i32 %566, 1
  %568 = load i32, ptr %89, align 4
  %569 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %243, i32 %568)
  %570 = load i32, ptr %90, align 8
  %571 = lshr i32 %569, %570
  %572 = select i1 %567, i32 %243, i32 %571
  %573 = sext i32 %572 to i64
  %574 = mul nsw i64 %565, %573
  %575 = getelementptr float, ptr %563, i64 %574
  %576 = mul nsw i32 %572, %566
  %577 = sub nsw i32 %243, %576
  %578 = sext i32 %577 to i64
  %579 = getelementptr float, ptr %575, i64 %578
  store float %544, ptr %579, align 4, !tbaa !41
  br label %580

580:                                              ; preds = %557, %553, %551
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %581 = zext nneg i32 %74 to i64
  %582 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 8192), i64 %581
  %583 = load i32, ptr %582, align 4, !tbaa !6
  %584 = icmp slt i32 %583, 0
  br i1 %584, label %619, label %585

585:                                              ; preds = %674, %580
  %586 = phi float [ %675, %674 ], [ 0.000000e+00, %580 ]
  %587 = phi float [ %676, %674 ], [ 0.000000e+00, %580 ]
  %588 = phi float [ %677, %674 ], [ 0.000000e+00, %580 ]
  %589 = phi float [ %678, %674 ], [ 0.000000e+00, %580 ]
  %590 = phi i32 [ %648, %674 ], [ 3, %580 ]
  %591 = phi i32 [ %679, %674 ], [ 0, %580 ]
  %592 = phi i32 [ %651, %674 ], [ 0, %580 ]
  %593 = shl i32 %591, 3
  %594 = and i32 %593, 2147483640
  %595 = or disjoint i32 %594, %75
  %596 = lshr i32 %593, 5
  %597 = and i32 %596, 31
  %598 = xor i32 %597, %595
  %599 = zext nneg i32 %598 to i64
  %600 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZN7cutlass4smemE to ptr), i64 %599
  %601 = load float, ptr %600, align 4, !tbaa !41
  %602 = add nuw nsw i32 %591, 3
  %603 = icmp sgt i32 %602, %583
  %604 = or i1 %603, %265
  %605 = select i1 %604, i1 true, i1 %261
  br i1 %605, label %645, label %635

606:                                              ; preds = %674
  %607 = bitcast float %676 to i32
  %608 = bitcast float %675 to i32
  %609 = zext i32 %608 to i64
  %610 = shl nuw i64 %609, 32
  %611 = zext i32 %607 to i64
  %612 = or disjoint i64 %610, %611
  %613 = bitcast float %678 to i32
  %614 = bitcast float %677 to i32
  %615 = zext i32 %614 to i64
  %616 = shl nuw i64 %615, 32
  %617 = zext i32 %613 to i64
  %618 = or disjoint i64 %616, %617
  br label %619

619:                                              ; preds = %606, %580
  %620 = phi i64 [ 0, %580 ], [ %618, %606 ]
  %621 = phi i64 [ 0, %580 ], [ %612, %606 ]
  %622 = trunc i64 %621 to i32
  %623 = lshr i64 %621, 32
  %624 = trunc nuw i64 %623 to i32
  %625 = bitcast i32 %622 to float
  %626 = bitcast i32 %624 to float
  %627 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %625, float %626) #8, !srcloc !63
  %628 = trunc i64 %620 to i32
  %629 = lshr i64 %620, 32
  %630 = trunc nuw i64 %629 to i32
  %631 = bitcast i32 %628 to float
  %632 = bitcast i32 %630 to float
  %633 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %631, float %632) #8, !srcloc !63
  %634 = select i1 %265, i1 true, i1 %261
  br i1 %634, label %703, label %681

635:                                              ; preds = %585
  %636 = shl nsw i32 %590, 10
  %637 = sext i32 %636 to i64
  %638 = getelementptr inbounds float, ptr %264, i64 %637
  %639 = addrspacecast ptr %638 to ptr addrspace(3)
  %640 = ptrtoint ptr addrspace(3) %639 to i64
  %641 = trunc i64 %640 to i32
  %642 = zext nneg i32 %602 to i64
  %643 = mul nsw i64 %236, %642
  %644 = getelementptr float, ptr %267, i64 %643
  tail call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %641, ptr nonnull align 16 dereferenceable(16) %644, i64 16) #6, !srcloc !46
  br label %645

645:                                              ; preds = %635, %585
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #6, !srcloc !44
  %646 = icmp slt i32 %590, 3
  %647 = add nsw i32 %590, 1
  %648 = select i1 %646, i32 %647, i32 0
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 3) #6, !srcloc !47
  %649 = icmp slt i32 %592, 3
  %650 = add nsw i32 %592, 1
  %651 = select i1 %649, i32 %650, i32 0
  %652 = fcmp contract ule float %601, 0.000000e+00
  %653 = select i1 %265, i1 true, i1 %652
  %654 = select i1 %653, i1 true, i1 %261
  br i1 %654, label %674, label %655

655:                                              ; preds = %645
  %656 = shl nsw i32 %592, 10
  %657 = sext i32 %656 to i64
  %658 = getelementptr inbounds float, ptr %264, i64 %657
  %659 = getelementptr inbounds nuw i8, ptr %658, i64 12
  %660 = load float, ptr %659, align 4
  %661 = getelementptr inbounds nuw i8, ptr %658, i64 8
  %662 = load float, ptr %661, align 8
  %663 = getelementptr inbounds nuw i8, ptr %658, i64 4
  %664 = load float, ptr %663, align 4
  %665 = load float, ptr %658, align 16
  %666 = fmul contract float %601, %665
  %667 = fadd contract float %587, %666
  %668 = fmul contract float %601, %664
  %669 = fadd contract float %586, %668
  %670 = fmul contract float %601, %662
  %671 = fadd contract float %589, %670
  %672 = fmul contract float %601, %660
  %673 = fadd contract float %588, %672
  br label %674

674:                                              ; preds = %655, %645
  %675 = phi float [ %586, %645 ], [ %669, %655 ]
  %676 = phi float [ %587, %645 ], [ %667, %655 ]
  %677 = phi float [ %588, %645 ], [ %673, %655 ]
  %678 = phi float [ %589, %645 ], [ %671, %655 ]
  %679 = add nuw i32 %591, 1
  %680 = icmp eq i32 %591, %583
  br i1 %680, label %606, label %585, !llvm.loop !74

681:                                              ; preds = %619
  %682 = zext i32 %627 to i64
  %683 = zext i32 %633 to i64
  %684 = shl nuw i64 %683, 32
  %685 = or disjoint i64 %684, %682
  %686 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %687 = load ptr, ptr %686, align 8, !tbaa !75
  %688 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %687, i64 %252
  %689 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %690 = load i64, ptr %689, align 8
  %691 = mul nsw i64 %690, %66
  %692 = getelementptr inbounds %"struct.cutlass::half_t", ptr %688, i64 %691
  %693 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %694 = load i64, ptr %693, align 8, !tbaa !40
  %695 = mul nsw i64 %694, %250
  %696 = getelementptr %"struct.cutlass::half_t", ptr %692, i64 %695
  %697 = getelementptr %"struct.cutlass::half_t", ptr %696, i64 %266
  %698 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %699 = load i64, ptr %698, align 8
  %700 = zext nneg i32 %259 to i64
  %701 = mul nsw i64 %699, %700
  %702 = getelementptr %"struct.cutlass::half_t", ptr %697, i64 %701
  store i64 %685, ptr %702, align 8, !tbaa !40
  br label %703

703:                                              ; preds = %681, %619, %47, %37, %24
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

attributes #0 = { convergent nocallback nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "nvvm.minctasm"="2" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx88,+sm_90a" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind memory(none) }

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
!11 = !{!12, !35, i64 232}
!12 = !{!"_ZTSN5flash19FlashAttnFwdCombineIN4cute5tupleIJNS1_1CILi16EEENS3_ILi64EEEEEELi4ELi256ELi1ELb0ELb0EffN7cutlass4arch4Sm90EE16CollectiveParamsE", !7, i64 0, !13, i64 8, !15, i64 16, !21, i64 40, !13, i64 72, !28, i64 80, !29, i64 96, !13, i64 120, !30, i64 128, !13, i64 152, !33, i64 160, !34, i64 176, !34, i64 188, !35, i64 200, !35, i64 208, !35, i64 216, !35, i64 224, !35, i64 232}
!13 = !{!"p1 float", !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!"_ZTSN4cute5tupleIJiiiiiEEE", !16, i64 0}
!16 = !{!"_ZTSN4cute3eso3ESOILb0ELb0EJiiiiiEEE", !7, i64 0, !17, i64 4}
!17 = !{!"_ZTSN4cute3eso3ESOILb0ELb0EJiiiiEEE", !7, i64 0, !18, i64 4}
!18 = !{!"_ZTSN4cute3eso3ESOILb0ELb0EJiiiEEE", !7, i64 0, !19, i64 4}
!19 = !{!"_ZTSN4cute3eso3ESOILb0ELb0EJiiEEE", !7, i64 0, !20, i64 4}
!20 = !{!"_ZTSN4cute3eso3ESOILb0ELb1EJiEEE", !7, i64 0}
!21 = !{!"_ZTSN4cute5tupleIJlNS_1CILi1EEElllEEE", !22, i64 0}
!22 = !{!"_ZTSN4cute3eso3ESOILb0ELb0EJlNS_1CILi1EEElllEEE", !23, i64 0, !24, i64 8}
!23 = !{!"long", !8, i64 0}
!24 = !{!"_ZTSN4cute3eso3ESOILb1ELb0EJNS_1CILi1EEElllEEE", !25, i64 0}
!25 = !{!"_ZTSN4cute3eso3ESOILb0ELb0EJlllEEE", !23, i64 0, !26, i64 8}
!26 = !{!"_ZTSN4cute3eso3ESOILb0ELb0EJllEEE", !23, i64 0, !27, i64 8}
!27 = !{!"_ZTSN4cute3eso3ESOILb0ELb1EJlEEE", !23, i64 0}
!28 = !{!"_ZTSN4cute5tupleIJiiiiEEE", !17, i64 0}
!29 = !{!"_ZTSN4cute5tupleIJNS_1CILi1EEElllEEE", !24, i64 0}
!30 = !{!"_ZTSN4cute5tupleIJlNS_1CILi1EEEllEEE", !31, i64 0}
!31 = !{!"_ZTSN4cute3eso3ESOILb0ELb0EJlNS_1CILi1EEEllEEE", !23, i64 0, !32, i64 8}
!32 = !{!"_ZTSN4cute3eso3ESOILb1ELb0EJNS_1CILi1EEEllEEE", !26, i64 0}
!33 = !{!"_ZTSN4cute5tupleIJNS_1CILi1EEEllEEE", !32, i64 0}
!34 = !{!"_ZTSN7cutlass10FastDivmodE", !7, i64 0, !7, i64 4, !7, i64 8}
!35 = !{!"p1 int", !14, i64 0}
!36 = !{!12, !7, i64 0}
!37 = !{!12, !35, i64 224}
!38 = !{!12, !35, i64 216}
!39 = !{!12, !13, i64 72}
!40 = !{!23, !23, i64 0}
!41 = !{!42, !42, i64 0}
!42 = !{!"float", !8, i64 0}
!43 = !{i64 26779985}
!44 = !{i64 26783374}
!45 = !{!12, !13, i64 8}
!46 = !{i64 26780854}
!47 = !{i64 27526480}
!48 = !{!12, !13, i64 152}
!49 = distinct !{!49, !50, !51}
!50 = !{!"llvm.loop.mustprogress"}
!51 = !{!"llvm.loop.unroll.count", i32 4}
!52 = !{!12, !13, i64 120}
!53 = !{!8, !8, i64 0}
!54 = !{!55, !35, i64 232}
!55 = !{!"_ZTSN5flash19FlashAttnFwdCombineIN4cute5tupleIJNS1_1CILi16EEENS3_ILi64EEEEEELi4ELi256ELi1ELb0ELb0EN7cutlass6half_tEfNS7_4arch4Sm90EE16CollectiveParamsE", !7, i64 0, !13, i64 8, !15, i64 16, !21, i64 40, !13, i64 72, !28, i64 80, !29, i64 96, !56, i64 120, !30, i64 128, !13, i64 152, !33, i64 160, !34, i64 176, !34, i64 188, !35, i64 200, !35, i64 208, !35, i64 216, !35, i64 224, !35, i64 232}
!56 = !{!"p1 _ZTSN7cutlass6half_tE", !14, i64 0}
!57 = !{!55, !7, i64 0}
!58 = !{!55, !35, i64 224}
!59 = !{!55, !35, i64 216}
!60 = !{!55, !13, i64 72}
!61 = !{!55, !13, i64 8}
!62 = !{!55, !13, i64 152}
!63 = !{i64 2159174289}
!64 = distinct !{!64, !50, !51}
!65 = !{!55, !56, i64 120}
!66 = !{!67, !35, i64 232}
!67 = !{!"_ZTSN5flash19FlashAttnFwdCombineIN4cute5tupleIJNS1_1CILi8EEENS3_ILi128EEEEEELi8ELi256ELi1ELb0ELb0EN7cutlass6half_tEfNS7_4arch4Sm80EE16CollectiveParamsE", !7, i64 0, !13, i64 8, !15, i64 16, !21, i64 40, !13, i64 72, !28, i64 80, !29, i64 96, !56, i64 120, !30, i64 128, !13, i64 152, !33, i64 160, !34, i64 176, !34, i64 188, !35, i64 200, !35, i64 208, !35, i64 216, !35, i64 224, !35, i64 232}
!68 = !{!67, !7, i64 0}
!69 = !{!67, !35, i64 224}
!70 = !{!67, !35, i64 216}
!71 = !{!67, !13, i64 72}
!72 = !{!67, !13, i64 8}
!73 = !{!67, !13, i64 152}
!74 = distinct !{!74, !50, !51}
!75 = !{!67, !56, i64 120}
