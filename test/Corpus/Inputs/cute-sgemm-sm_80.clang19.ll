; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: $CUTLASS/examples/cute/tutorial/sgemm_sm80.cu (CUTLASS 7107b05535f8)
; Compiler: Debian clang version 19.1.7 (3~deb12u1)
; Command (in the repository's root): clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -Itest/Corpus/cuda/clang19 -I$CUTLASS/include -I$CUTLASS/tools/util/include -I$CUTLASS/examples/common -include test/Corpus/cuda/clang-cuda-compat.h -DNDEBUG -D__NV_NO_HOST_COMPILER_CHECK=1 -DCUTLASS_ENABLE_TENSOR_CORE_MMA=1 -D__CUDACC_VER_MAJOR__=13 -D__CUDACC_VER_MINOR__=0 -mllvm -pragma-unroll-threshold=100000 -mllvm -unroll-threshold=5000 -Wno-unused-command-line-argument $CUTLASS/examples/cute/tutorial/sgemm_sm80.cu -o cute-sgemm-sm_80.clang19.ll
; ModuleID = '$CUTLASS/examples/cute/tutorial/sgemm_sm80.cu'
source_filename = "$CUTLASS/examples/cute/tutorial/sgemm_sm80.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cute::tuple" = type { %"struct.cute::eso::ESO" }
%"struct.cute::eso::ESO" = type { i32, %"struct.cute::eso::ESO.0" }
%"struct.cute::eso::ESO.0" = type { i32, %"struct.cute::eso::ESO.1" }
%"struct.cute::eso::ESO.1" = type { i32 }
%"struct.cute::tuple.2" = type { i8 }
%"struct.cute::tuple.4" = type { %"struct.cute::eso::ESO.5" }
%"struct.cute::eso::ESO.5" = type { i32 }
%"struct.cute::ComposedLayout" = type { i8 }
%"struct.cute::TiledCopy" = type { i8 }
%"struct.cute::Copy_Atom.10" = type { i8 }
%"struct.cute::tuple.13" = type { %"struct.cute::eso::ESO.14" }
%"struct.cute::eso::ESO.14" = type { %"struct.cute::eso::ESO.1" }
%"struct.cute::Layout" = type { i8 }
%"struct.cute::TiledMMA" = type { i8 }
%"struct.cutlass::half_t" = type { i16 }

$_ZN3cub32CUB_300001_SM___CUDA_ARCH_LIST__6detail11EmptyKernelIvEEvv = comdat any

$_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJiNS3_ILi1EEEEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi3ELi3EEENS3_ILi0EEENS0_6LayoutINS1_IJNS1_IJNS3_ILi8EEENS3_ILi16EEEEEENS1_IJNS1_IJSG_SG_EEES9_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJSG_NS3_ILi512EEEEEENS1_IJNS1_IJS9_S5_EEESE_EEENS1_IJSE_NS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES10_EES8_EEENSF_INS1_IJSI_SG_EEENS1_IJNS1_IJS4_S9_EEESH_EEEEENS1_IJSH_S5_EEEEENSY_IJNS0_17SM75_U32x4_LDSM_NES8_EEES8_SA_SW_S18_S1A_S8_NS1_IJS9_iEEENSF_INS1_IJS4_S4_EEENS1_IJS9_S4_EEEEENS0_8TiledMMAINS0_8MMA_AtomIJNS0_28SM80_16x8x16_F16F16F16F16_TNEEEENSF_INS1_IJNS3_ILi2EEES1J_S9_EEENS1_IJS9_S1J_SE_EEEEENS1_IJNS3_ILi32EEES1N_SH_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_T5_PKT6_T7_T8_T9_T10_PT11_T12_T13_T14_T15_T16_ = comdat any

@shared_memory = external dso_local addrspace(3) global [0 x i8], align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden void @_ZN3cub32CUB_300001_SM___CUDA_ARCH_LIST__6detail11EmptyKernelIvEEvv() local_unnamed_addr #0 comdat {
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJiNS3_ILi1EEEEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi3ELi3EEENS3_ILi0EEENS0_6LayoutINS1_IJNS1_IJNS3_ILi8EEENS3_ILi16EEEEEENS1_IJNS1_IJSG_SG_EEES9_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJSG_NS3_ILi512EEEEEENS1_IJNS1_IJS9_S5_EEESE_EEENS1_IJSE_NS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES10_EES8_EEENSF_INS1_IJSI_SG_EEENS1_IJNS1_IJS4_S9_EEESH_EEEEENS1_IJSH_S5_EEEEENSY_IJNS0_17SM75_U32x4_LDSM_NES8_EEES8_SA_SW_S18_S1A_S8_NS1_IJS9_iEEENSF_INS1_IJS4_S4_EEENS1_IJS9_S4_EEEEENS0_8TiledMMAINS0_8MMA_AtomIJNS0_28SM80_16x8x16_F16F16F16F16_TNEEEENSF_INS1_IJNS3_ILi2EEES1J_S9_EEENS1_IJS9_S1J_SE_EEEEENS1_IJNS3_ILi32EEES1N_SH_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_T5_PKT6_T7_T8_T9_T10_PT11_T12_T13_T14_T15_T16_(ptr nocapture noundef readonly byval(%"struct.cute::tuple") align 4 %0, ptr nocapture noundef readnone byval(%"struct.cute::tuple.2") align 1 %1, ptr noundef %2, ptr nocapture noundef readonly byval(%"struct.cute::tuple.4") align 4 %3, ptr nocapture noundef readnone byval(%"struct.cute::ComposedLayout") align 1 %4, ptr nocapture noundef readnone byval(%"struct.cute::TiledCopy") align 1 %5, ptr nocapture noundef readnone byval(%"struct.cute::Copy_Atom.10") align 1 %6, ptr noundef %7, ptr nocapture noundef readonly byval(%"struct.cute::tuple.4") align 4 %8, ptr nocapture noundef readnone byval(%"struct.cute::ComposedLayout") align 1 %9, ptr nocapture noundef readnone byval(%"struct.cute::TiledCopy") align 1 %10, ptr nocapture noundef readnone byval(%"struct.cute::Copy_Atom.10") align 1 %11, ptr noundef %12, ptr nocapture noundef readonly byval(%"struct.cute::tuple.13") align 4 %13, ptr nocapture noundef readnone byval(%"struct.cute::Layout") align 1 %14, ptr nocapture noundef readonly byval(%"struct.cute::TiledMMA") align 1 %15, ptr nocapture noundef readonly byval(%"struct.cutlass::half_t") align 2 %16, ptr nocapture noundef readonly byval(%"struct.cutlass::half_t") align 2 %17) local_unnamed_addr #1 comdat {
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = load i32, ptr %19, align 4, !tbaa !10
  %21 = load i32, ptr %3, align 4
  %22 = load i32, ptr %8, align 4
  %23 = load i32, ptr %13, align 4
  %24 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %26 = shl i32 %24, 7
  %27 = mul i32 %26, %21
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2, i64 %28
  %30 = shl nuw nsw i32 %25, 7
  %31 = mul i32 %30, %22
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds %"struct.cutlass::half_t", ptr %7, i64 %32
  %34 = mul i32 %23, %25
  %35 = add i32 %34, %24
  %36 = shl i32 %35, 7
  %37 = zext i32 %36 to i64
  %38 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = shl nsw i32 %21, 4
  %40 = lshr i32 %38, 3
  %41 = shl nuw nsw i32 %38, 3
  %42 = and i32 %41, 56
  %43 = mul i32 %21, %40
  %44 = add i32 %43, %42
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds %"struct.cutlass::half_t", ptr %29, i64 %45
  %47 = shl nuw nsw i32 %38, 6
  %48 = and i32 %47, 448
  %49 = and i32 %38, 56
  %50 = or disjoint i32 %48, %49
  %51 = and i32 %41, 7680
  %52 = xor i32 %50, %42
  %53 = or disjoint i32 %52, %51
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds %"struct.cutlass::half_t", ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 %54
  %56 = shl nsw i32 %22, 4
  %57 = mul i32 %22, %40
  %58 = add i32 %57, %42
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds %"struct.cutlass::half_t", ptr %33, i64 %59
  %61 = getelementptr inbounds %"struct.cutlass::half_t", ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152), i64 %54
  %62 = addrspacecast ptr %55 to ptr addrspace(3)
  %63 = ptrtoint ptr addrspace(3) %62 to i64
  %64 = trunc i64 %63 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %64, ptr nonnull %46, i64 16) #4, !srcloc !14
  %65 = sext i32 %39 to i64
  %66 = getelementptr inbounds %"struct.cutlass::half_t", ptr %46, i64 %65
  %67 = getelementptr inbounds i8, ptr %55, i64 2048
  %68 = addrspacecast ptr %67 to ptr addrspace(3)
  %69 = ptrtoint ptr addrspace(3) %68 to i64
  %70 = trunc i64 %69 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %70, ptr nonnull %66, i64 16) #4, !srcloc !14
  %71 = shl nsw i32 %21, 5
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds %"struct.cutlass::half_t", ptr %46, i64 %72
  %74 = getelementptr inbounds i8, ptr %55, i64 4096
  %75 = addrspacecast ptr %74 to ptr addrspace(3)
  %76 = ptrtoint ptr addrspace(3) %75 to i64
  %77 = trunc i64 %76 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %77, ptr nonnull %73, i64 16) #4, !srcloc !14
  %78 = mul nsw i32 %21, 48
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds %"struct.cutlass::half_t", ptr %46, i64 %79
  %81 = getelementptr inbounds i8, ptr %55, i64 6144
  %82 = addrspacecast ptr %81 to ptr addrspace(3)
  %83 = ptrtoint ptr addrspace(3) %82 to i64
  %84 = trunc i64 %83 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %84, ptr nonnull %80, i64 16) #4, !srcloc !14
  %85 = shl nsw i32 %21, 6
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds %"struct.cutlass::half_t", ptr %46, i64 %86
  %88 = getelementptr inbounds i8, ptr %55, i64 8192
  %89 = addrspacecast ptr %88 to ptr addrspace(3)
  %90 = ptrtoint ptr addrspace(3) %89 to i64
  %91 = trunc i64 %90 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %91, ptr nonnull %87, i64 16) #4, !srcloc !14
  %92 = mul nsw i32 %21, 80
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds %"struct.cutlass::half_t", ptr %46, i64 %93
  %95 = getelementptr inbounds i8, ptr %55, i64 10240
  %96 = addrspacecast ptr %95 to ptr addrspace(3)
  %97 = ptrtoint ptr addrspace(3) %96 to i64
  %98 = trunc i64 %97 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %98, ptr nonnull %94, i64 16) #4, !srcloc !14
  %99 = mul nsw i32 %21, 96
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds %"struct.cutlass::half_t", ptr %46, i64 %100
  %102 = getelementptr inbounds i8, ptr %55, i64 12288
  %103 = addrspacecast ptr %102 to ptr addrspace(3)
  %104 = ptrtoint ptr addrspace(3) %103 to i64
  %105 = trunc i64 %104 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %105, ptr nonnull %101, i64 16) #4, !srcloc !14
  %106 = mul nsw i32 %21, 112
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds %"struct.cutlass::half_t", ptr %46, i64 %107
  %109 = getelementptr inbounds i8, ptr %55, i64 14336
  %110 = addrspacecast ptr %109 to ptr addrspace(3)
  %111 = ptrtoint ptr addrspace(3) %110 to i64
  %112 = trunc i64 %111 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %112, ptr nonnull %108, i64 16) #4, !srcloc !14
  %113 = addrspacecast ptr %61 to ptr addrspace(3)
  %114 = ptrtoint ptr addrspace(3) %113 to i64
  %115 = trunc i64 %114 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %115, ptr nonnull %60, i64 16) #4, !srcloc !14
  %116 = sext i32 %56 to i64
  %117 = getelementptr inbounds %"struct.cutlass::half_t", ptr %60, i64 %116
  %118 = getelementptr inbounds i8, ptr %61, i64 2048
  %119 = addrspacecast ptr %118 to ptr addrspace(3)
  %120 = ptrtoint ptr addrspace(3) %119 to i64
  %121 = trunc i64 %120 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %121, ptr nonnull %117, i64 16) #4, !srcloc !14
  %122 = shl nsw i32 %22, 5
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds %"struct.cutlass::half_t", ptr %60, i64 %123
  %125 = getelementptr inbounds i8, ptr %61, i64 4096
  %126 = addrspacecast ptr %125 to ptr addrspace(3)
  %127 = ptrtoint ptr addrspace(3) %126 to i64
  %128 = trunc i64 %127 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %128, ptr nonnull %124, i64 16) #4, !srcloc !14
  %129 = mul nsw i32 %22, 48
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds %"struct.cutlass::half_t", ptr %60, i64 %130
  %132 = getelementptr inbounds i8, ptr %61, i64 6144
  %133 = addrspacecast ptr %132 to ptr addrspace(3)
  %134 = ptrtoint ptr addrspace(3) %133 to i64
  %135 = trunc i64 %134 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %135, ptr nonnull %131, i64 16) #4, !srcloc !14
  %136 = shl nsw i32 %22, 6
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds %"struct.cutlass::half_t", ptr %60, i64 %137
  %139 = getelementptr inbounds i8, ptr %61, i64 8192
  %140 = addrspacecast ptr %139 to ptr addrspace(3)
  %141 = ptrtoint ptr addrspace(3) %140 to i64
  %142 = trunc i64 %141 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %142, ptr nonnull %138, i64 16) #4, !srcloc !14
  %143 = mul nsw i32 %22, 80
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds %"struct.cutlass::half_t", ptr %60, i64 %144
  %146 = getelementptr inbounds i8, ptr %61, i64 10240
  %147 = addrspacecast ptr %146 to ptr addrspace(3)
  %148 = ptrtoint ptr addrspace(3) %147 to i64
  %149 = trunc i64 %148 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %149, ptr nonnull %145, i64 16) #4, !srcloc !14
  %150 = mul nsw i32 %22, 96
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds %"struct.cutlass::half_t", ptr %60, i64 %151
  %153 = getelementptr inbounds i8, ptr %61, i64 12288
  %154 = addrspacecast ptr %153 to ptr addrspace(3)
  %155 = ptrtoint ptr addrspace(3) %154 to i64
  %156 = trunc i64 %155 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %156, ptr nonnull %152, i64 16) #4, !srcloc !14
  %157 = mul nsw i32 %22, 112
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds %"struct.cutlass::half_t", ptr %60, i64 %158
  %160 = getelementptr inbounds i8, ptr %61, i64 14336
  %161 = addrspacecast ptr %160 to ptr addrspace(3)
  %162 = ptrtoint ptr addrspace(3) %161 to i64
  %163 = trunc i64 %162 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %163, ptr nonnull %159, i64 16) #4, !srcloc !14
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !srcloc !15
  %164 = icmp sgt i32 %20, 64
  %165 = select i1 %164, i64 64, i64 0
  %166 = getelementptr inbounds %"struct.cutlass::half_t", ptr %46, i64 %165
  %167 = getelementptr inbounds i8, ptr %55, i64 16384
  %168 = addrspacecast ptr %167 to ptr addrspace(3)
  %169 = ptrtoint ptr addrspace(3) %168 to i64
  %170 = trunc i64 %169 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %170, ptr nonnull %166, i64 16) #4, !srcloc !14
  %171 = getelementptr inbounds %"struct.cutlass::half_t", ptr %166, i64 %65
  %172 = getelementptr inbounds i8, ptr %55, i64 18432
  %173 = addrspacecast ptr %172 to ptr addrspace(3)
  %174 = ptrtoint ptr addrspace(3) %173 to i64
  %175 = trunc i64 %174 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %175, ptr nonnull %171, i64 16) #4, !srcloc !14
  %176 = getelementptr inbounds %"struct.cutlass::half_t", ptr %166, i64 %72
  %177 = getelementptr inbounds i8, ptr %55, i64 20480
  %178 = addrspacecast ptr %177 to ptr addrspace(3)
  %179 = ptrtoint ptr addrspace(3) %178 to i64
  %180 = trunc i64 %179 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %180, ptr nonnull %176, i64 16) #4, !srcloc !14
  %181 = getelementptr inbounds %"struct.cutlass::half_t", ptr %166, i64 %79
  %182 = getelementptr inbounds i8, ptr %55, i64 22528
  %183 = addrspacecast ptr %182 to ptr addrspace(3)
  %184 = ptrtoint ptr addrspace(3) %183 to i64
  %185 = trunc i64 %184 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %185, ptr nonnull %181, i64 16) #4, !srcloc !14
  %186 = getelementptr inbounds %"struct.cutlass::half_t", ptr %166, i64 %86
  %187 = getelementptr inbounds i8, ptr %55, i64 24576
  %188 = addrspacecast ptr %187 to ptr addrspace(3)
  %189 = ptrtoint ptr addrspace(3) %188 to i64
  %190 = trunc i64 %189 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %190, ptr nonnull %186, i64 16) #4, !srcloc !14
  %191 = getelementptr inbounds %"struct.cutlass::half_t", ptr %166, i64 %93
  %192 = getelementptr inbounds i8, ptr %55, i64 26624
  %193 = addrspacecast ptr %192 to ptr addrspace(3)
  %194 = ptrtoint ptr addrspace(3) %193 to i64
  %195 = trunc i64 %194 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %195, ptr nonnull %191, i64 16) #4, !srcloc !14
  %196 = getelementptr inbounds %"struct.cutlass::half_t", ptr %166, i64 %100
  %197 = getelementptr inbounds i8, ptr %55, i64 28672
  %198 = addrspacecast ptr %197 to ptr addrspace(3)
  %199 = ptrtoint ptr addrspace(3) %198 to i64
  %200 = trunc i64 %199 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %200, ptr nonnull %196, i64 16) #4, !srcloc !14
  %201 = getelementptr inbounds %"struct.cutlass::half_t", ptr %166, i64 %107
  %202 = getelementptr inbounds i8, ptr %55, i64 30720
  %203 = addrspacecast ptr %202 to ptr addrspace(3)
  %204 = ptrtoint ptr addrspace(3) %203 to i64
  %205 = trunc i64 %204 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %205, ptr nonnull %201, i64 16) #4, !srcloc !14
  %206 = getelementptr inbounds %"struct.cutlass::half_t", ptr %60, i64 %165
  %207 = getelementptr inbounds i8, ptr %61, i64 16384
  %208 = addrspacecast ptr %207 to ptr addrspace(3)
  %209 = ptrtoint ptr addrspace(3) %208 to i64
  %210 = trunc i64 %209 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %210, ptr nonnull %206, i64 16) #4, !srcloc !14
  %211 = getelementptr inbounds %"struct.cutlass::half_t", ptr %206, i64 %116
  %212 = getelementptr inbounds i8, ptr %61, i64 18432
  %213 = addrspacecast ptr %212 to ptr addrspace(3)
  %214 = ptrtoint ptr addrspace(3) %213 to i64
  %215 = trunc i64 %214 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %215, ptr nonnull %211, i64 16) #4, !srcloc !14
  %216 = getelementptr inbounds %"struct.cutlass::half_t", ptr %206, i64 %123
  %217 = getelementptr inbounds i8, ptr %61, i64 20480
  %218 = addrspacecast ptr %217 to ptr addrspace(3)
  %219 = ptrtoint ptr addrspace(3) %218 to i64
  %220 = trunc i64 %219 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %220, ptr nonnull %216, i64 16) #4, !srcloc !14
  %221 = getelementptr inbounds %"struct.cutlass::half_t", ptr %206, i64 %130
  %222 = getelementptr inbounds i8, ptr %61, i64 22528
  %223 = addrspacecast ptr %222 to ptr addrspace(3)
  %224 = ptrtoint ptr addrspace(3) %223 to i64
  %225 = trunc i64 %224 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %225, ptr nonnull %221, i64 16) #4, !srcloc !14
  %226 = getelementptr inbounds %"struct.cutlass::half_t", ptr %206, i64 %137
  %227 = getelementptr inbounds i8, ptr %61, i64 24576
  %228 = addrspacecast ptr %227 to ptr addrspace(3)
  %229 = ptrtoint ptr addrspace(3) %228 to i64
  %230 = trunc i64 %229 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %230, ptr nonnull %226, i64 16) #4, !srcloc !14
  %231 = getelementptr inbounds %"struct.cutlass::half_t", ptr %206, i64 %144
  %232 = getelementptr inbounds i8, ptr %61, i64 26624
  %233 = addrspacecast ptr %232 to ptr addrspace(3)
  %234 = ptrtoint ptr addrspace(3) %233 to i64
  %235 = trunc i64 %234 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %235, ptr nonnull %231, i64 16) #4, !srcloc !14
  %236 = getelementptr inbounds %"struct.cutlass::half_t", ptr %206, i64 %151
  %237 = getelementptr inbounds i8, ptr %61, i64 28672
  %238 = addrspacecast ptr %237 to ptr addrspace(3)
  %239 = ptrtoint ptr addrspace(3) %238 to i64
  %240 = trunc i64 %239 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %240, ptr nonnull %236, i64 16) #4, !srcloc !14
  %241 = getelementptr inbounds %"struct.cutlass::half_t", ptr %206, i64 %158
  %242 = getelementptr inbounds i8, ptr %61, i64 30720
  %243 = addrspacecast ptr %242 to ptr addrspace(3)
  %244 = ptrtoint ptr addrspace(3) %243 to i64
  %245 = trunc i64 %244 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %245, ptr nonnull %241, i64 16) #4, !srcloc !14
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !srcloc !15
  %246 = getelementptr inbounds %"struct.cutlass::half_t", ptr %12, i64 %37
  %247 = shl nsw i32 %23, 3
  %248 = lshr i32 %38, 2
  %249 = and i32 %248, 7
  %250 = shl nuw nsw i32 %38, 1
  %251 = and i32 %250, 6
  %252 = mul i32 %251, %23
  %253 = lshr i32 %38, 1
  %254 = and i32 %253, 16
  %255 = and i32 %38, 64
  %256 = icmp eq i32 %255, 0
  %257 = select i1 %256, i32 0, i32 %247
  %258 = or disjoint i32 %254, %249
  %259 = add i32 %258, %252
  %260 = add i32 %259, %257
  %261 = zext i32 %260 to i64
  %262 = shl nsw i32 %23, 4
  %263 = shl nuw nsw i32 %38, 2
  %264 = and i32 %263, 64
  %265 = or disjoint i32 %264, %42
  %266 = and i32 %47, 512
  %267 = shl nuw nsw i32 %38, 5
  %268 = and i32 %267, 1024
  %269 = or disjoint i32 %266, %268
  %270 = and i32 %253, 8
  %271 = xor i32 %265, %270
  %272 = or disjoint i32 %269, %271
  %273 = zext nneg i32 %272 to i64
  %274 = getelementptr inbounds %"struct.cutlass::half_t", ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 %273
  %275 = and i32 %41, 120
  %276 = and i32 %47, 1024
  %277 = add nuw nsw i32 %276, %51
  %278 = and i32 %38, 8
  %279 = xor i32 %275, %278
  %280 = or disjoint i32 %279, %277
  %281 = zext nneg i32 %280 to i64
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 1) #4, !srcloc !16
  tail call void @llvm.nvvm.barrier0()
  %282 = addrspacecast ptr %274 to ptr addrspace(3)
  %283 = ptrtoint ptr addrspace(3) %282 to i64
  %284 = trunc i64 %283 to i32
  %285 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %284) #4, !srcloc !17
  %286 = getelementptr inbounds i8, ptr %274, i64 4096
  %287 = addrspacecast ptr %286 to ptr addrspace(3)
  %288 = ptrtoint ptr addrspace(3) %287 to i64
  %289 = trunc i64 %288 to i32
  %290 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %289) #4, !srcloc !17
  %291 = getelementptr inbounds i8, ptr %274, i64 8192
  %292 = addrspacecast ptr %291 to ptr addrspace(3)
  %293 = ptrtoint ptr addrspace(3) %292 to i64
  %294 = trunc i64 %293 to i32
  %295 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %294) #4, !srcloc !17
  %296 = getelementptr inbounds i8, ptr %274, i64 12288
  %297 = addrspacecast ptr %296 to ptr addrspace(3)
  %298 = ptrtoint ptr addrspace(3) %297 to i64
  %299 = trunc i64 %298 to i32
  %300 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %299) #4, !srcloc !17
  %301 = shl nsw i32 %23, 5
  %302 = getelementptr inbounds %"struct.cutlass::half_t", ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152), i64 %281
  %303 = addrspacecast ptr %302 to ptr addrspace(3)
  %304 = ptrtoint ptr addrspace(3) %303 to i64
  %305 = trunc i64 %304 to i32
  %306 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %305) #4, !srcloc !17
  %307 = getelementptr inbounds i8, ptr %302, i64 4096
  %308 = addrspacecast ptr %307 to ptr addrspace(3)
  %309 = ptrtoint ptr addrspace(3) %308 to i64
  %310 = trunc i64 %309 to i32
  %311 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %310) #4, !srcloc !17
  %312 = getelementptr inbounds i8, ptr %302, i64 8192
  %313 = addrspacecast ptr %312 to ptr addrspace(3)
  %314 = ptrtoint ptr addrspace(3) %313 to i64
  %315 = trunc i64 %314 to i32
  %316 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %315) #4, !srcloc !17
  %317 = getelementptr inbounds i8, ptr %302, i64 12288
  %318 = addrspacecast ptr %317 to ptr addrspace(3)
  %319 = ptrtoint ptr addrspace(3) %318 to i64
  %320 = trunc i64 %319 to i32
  %321 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %320) #4, !srcloc !17
  %322 = getelementptr inbounds %"struct.cutlass::half_t", ptr %246, i64 %261
  %323 = icmp sgt i32 %20, 0
  br i1 %323, label %324, label %1187

324:                                              ; preds = %18
  %325 = and i32 %38, 4
  %326 = icmp eq i32 %325, 0
  %327 = select i1 %326, i32 288, i32 224
  %328 = and i32 %38, 2
  %329 = icmp eq i32 %328, 0
  %330 = select i1 %329, i32 144, i32 112
  %331 = add nuw nsw i32 %20, 63
  %332 = lshr i32 %331, 6
  %333 = add nsw i32 %332, -2
  %334 = zext i1 %164 to i32
  %335 = icmp ugt i32 %20, 128
  %336 = zext i1 %335 to i32
  %337 = add nuw nsw i32 %334, %336
  %338 = zext nneg i32 %330 to i64
  %339 = zext nneg i32 %327 to i64
  %340 = add nuw nsw i32 %327, %330
  %341 = zext nneg i32 %340 to i64
  br label %342

342:                                              ; preds = %324, %342
  %343 = phi { i32, i32, i32, i32 } [ %300, %324 ], [ %1070, %342 ]
  %344 = phi { i32, i32, i32, i32 } [ %295, %324 ], [ %1065, %342 ]
  %345 = phi { i32, i32, i32, i32 } [ %290, %324 ], [ %1060, %342 ]
  %346 = phi { i32, i32, i32, i32 } [ %285, %324 ], [ %1055, %342 ]
  %347 = phi { i32, i32, i32, i32 } [ %321, %324 ], [ %1089, %342 ]
  %348 = phi { i32, i32, i32, i32 } [ %316, %324 ], [ %1084, %342 ]
  %349 = phi { i32, i32, i32, i32 } [ %311, %324 ], [ %1079, %342 ]
  %350 = phi { i32, i32, i32, i32 } [ %306, %324 ], [ %1074, %342 ]
  %351 = phi i32 [ 0, %324 ], [ %1176, %342 ]
  %352 = phi i32 [ 0, %324 ], [ %1175, %342 ]
  %353 = phi i32 [ 0, %324 ], [ %1179, %342 ]
  %354 = phi i32 [ 0, %324 ], [ %1178, %342 ]
  %355 = phi i32 [ 0, %324 ], [ %1182, %342 ]
  %356 = phi i32 [ 0, %324 ], [ %1181, %342 ]
  %357 = phi i32 [ 0, %324 ], [ %1185, %342 ]
  %358 = phi i32 [ 0, %324 ], [ %1184, %342 ]
  %359 = phi i32 [ 0, %324 ], [ %1173, %342 ]
  %360 = phi i32 [ 0, %324 ], [ %1172, %342 ]
  %361 = phi i32 [ 0, %324 ], [ %1170, %342 ]
  %362 = phi i32 [ 0, %324 ], [ %1169, %342 ]
  %363 = phi i32 [ 0, %324 ], [ %1167, %342 ]
  %364 = phi i32 [ 0, %324 ], [ %1166, %342 ]
  %365 = phi i32 [ 0, %324 ], [ %1164, %342 ]
  %366 = phi i32 [ 0, %324 ], [ %1163, %342 ]
  %367 = phi i32 [ 0, %324 ], [ %1152, %342 ]
  %368 = phi i32 [ 0, %324 ], [ %1151, %342 ]
  %369 = phi i32 [ 0, %324 ], [ %1155, %342 ]
  %370 = phi i32 [ 0, %324 ], [ %1154, %342 ]
  %371 = phi i32 [ 0, %324 ], [ %1158, %342 ]
  %372 = phi i32 [ 0, %324 ], [ %1157, %342 ]
  %373 = phi i32 [ 0, %324 ], [ %1161, %342 ]
  %374 = phi i32 [ 0, %324 ], [ %1160, %342 ]
  %375 = phi i32 [ 0, %324 ], [ %1149, %342 ]
  %376 = phi i32 [ 0, %324 ], [ %1148, %342 ]
  %377 = phi i32 [ 0, %324 ], [ %1146, %342 ]
  %378 = phi i32 [ 0, %324 ], [ %1145, %342 ]
  %379 = phi i32 [ 0, %324 ], [ %1143, %342 ]
  %380 = phi i32 [ 0, %324 ], [ %1142, %342 ]
  %381 = phi i32 [ 0, %324 ], [ %1140, %342 ]
  %382 = phi i32 [ 0, %324 ], [ %1139, %342 ]
  %383 = phi i32 [ 0, %324 ], [ %1128, %342 ]
  %384 = phi i32 [ 0, %324 ], [ %1127, %342 ]
  %385 = phi i32 [ 0, %324 ], [ %1131, %342 ]
  %386 = phi i32 [ 0, %324 ], [ %1130, %342 ]
  %387 = phi i32 [ 0, %324 ], [ %1134, %342 ]
  %388 = phi i32 [ 0, %324 ], [ %1133, %342 ]
  %389 = phi i32 [ 0, %324 ], [ %1137, %342 ]
  %390 = phi i32 [ 0, %324 ], [ %1136, %342 ]
  %391 = phi i32 [ 0, %324 ], [ %1125, %342 ]
  %392 = phi i32 [ 0, %324 ], [ %1124, %342 ]
  %393 = phi i32 [ 0, %324 ], [ %1122, %342 ]
  %394 = phi i32 [ 0, %324 ], [ %1121, %342 ]
  %395 = phi i32 [ 0, %324 ], [ %1119, %342 ]
  %396 = phi i32 [ 0, %324 ], [ %1118, %342 ]
  %397 = phi i32 [ 0, %324 ], [ %1116, %342 ]
  %398 = phi i32 [ 0, %324 ], [ %1115, %342 ]
  %399 = phi i32 [ 0, %324 ], [ %1104, %342 ]
  %400 = phi i32 [ 0, %324 ], [ %1103, %342 ]
  %401 = phi i32 [ 0, %324 ], [ %1107, %342 ]
  %402 = phi i32 [ 0, %324 ], [ %1106, %342 ]
  %403 = phi i32 [ 0, %324 ], [ %1110, %342 ]
  %404 = phi i32 [ 0, %324 ], [ %1109, %342 ]
  %405 = phi i32 [ 0, %324 ], [ %1113, %342 ]
  %406 = phi i32 [ 0, %324 ], [ %1112, %342 ]
  %407 = phi i32 [ 0, %324 ], [ %1101, %342 ]
  %408 = phi i32 [ 0, %324 ], [ %1100, %342 ]
  %409 = phi i32 [ 0, %324 ], [ %1098, %342 ]
  %410 = phi i32 [ 0, %324 ], [ %1097, %342 ]
  %411 = phi i32 [ 0, %324 ], [ %1095, %342 ]
  %412 = phi i32 [ 0, %324 ], [ %1094, %342 ]
  %413 = phi i32 [ 0, %324 ], [ %1092, %342 ]
  %414 = phi i32 [ 0, %324 ], [ %1091, %342 ]
  %415 = phi i32 [ %333, %324 ], [ %609, %342 ]
  %416 = phi ptr [ %302, %324 ], [ %1051, %342 ]
  %417 = phi ptr [ %274, %324 ], [ %1050, %342 ]
  %418 = phi i32 [ 2, %324 ], [ %419, %342 ]
  %419 = phi i32 [ 0, %324 ], [ %615, %342 ]
  %420 = phi i32 [ %337, %324 ], [ %612, %342 ]
  %421 = extractvalue { i32, i32, i32, i32 } %350, 0
  %422 = extractvalue { i32, i32, i32, i32 } %350, 1
  %423 = extractvalue { i32, i32, i32, i32 } %350, 2
  %424 = extractvalue { i32, i32, i32, i32 } %350, 3
  %425 = extractvalue { i32, i32, i32, i32 } %349, 0
  %426 = extractvalue { i32, i32, i32, i32 } %349, 1
  %427 = extractvalue { i32, i32, i32, i32 } %349, 2
  %428 = extractvalue { i32, i32, i32, i32 } %349, 3
  %429 = extractvalue { i32, i32, i32, i32 } %348, 0
  %430 = extractvalue { i32, i32, i32, i32 } %348, 1
  %431 = extractvalue { i32, i32, i32, i32 } %348, 2
  %432 = extractvalue { i32, i32, i32, i32 } %348, 3
  %433 = extractvalue { i32, i32, i32, i32 } %347, 0
  %434 = extractvalue { i32, i32, i32, i32 } %347, 1
  %435 = extractvalue { i32, i32, i32, i32 } %347, 2
  %436 = extractvalue { i32, i32, i32, i32 } %347, 3
  %437 = extractvalue { i32, i32, i32, i32 } %346, 0
  %438 = extractvalue { i32, i32, i32, i32 } %346, 1
  %439 = extractvalue { i32, i32, i32, i32 } %346, 2
  %440 = extractvalue { i32, i32, i32, i32 } %346, 3
  %441 = extractvalue { i32, i32, i32, i32 } %345, 0
  %442 = extractvalue { i32, i32, i32, i32 } %345, 1
  %443 = extractvalue { i32, i32, i32, i32 } %345, 2
  %444 = extractvalue { i32, i32, i32, i32 } %345, 3
  %445 = extractvalue { i32, i32, i32, i32 } %344, 0
  %446 = extractvalue { i32, i32, i32, i32 } %344, 1
  %447 = extractvalue { i32, i32, i32, i32 } %344, 2
  %448 = extractvalue { i32, i32, i32, i32 } %344, 3
  %449 = extractvalue { i32, i32, i32, i32 } %343, 0
  %450 = extractvalue { i32, i32, i32, i32 } %343, 1
  %451 = extractvalue { i32, i32, i32, i32 } %343, 2
  %452 = extractvalue { i32, i32, i32, i32 } %343, 3
  %453 = getelementptr inbounds %"struct.cutlass::half_t", ptr %417, i64 %338
  %454 = addrspacecast ptr %453 to ptr addrspace(3)
  %455 = ptrtoint ptr addrspace(3) %454 to i64
  %456 = trunc i64 %455 to i32
  %457 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %456) #4, !srcloc !17
  %458 = extractvalue { i32, i32, i32, i32 } %457, 0
  %459 = extractvalue { i32, i32, i32, i32 } %457, 1
  %460 = extractvalue { i32, i32, i32, i32 } %457, 2
  %461 = extractvalue { i32, i32, i32, i32 } %457, 3
  %462 = getelementptr inbounds i8, ptr %453, i64 4096
  %463 = addrspacecast ptr %462 to ptr addrspace(3)
  %464 = ptrtoint ptr addrspace(3) %463 to i64
  %465 = trunc i64 %464 to i32
  %466 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %465) #4, !srcloc !17
  %467 = extractvalue { i32, i32, i32, i32 } %466, 0
  %468 = extractvalue { i32, i32, i32, i32 } %466, 1
  %469 = extractvalue { i32, i32, i32, i32 } %466, 2
  %470 = extractvalue { i32, i32, i32, i32 } %466, 3
  %471 = getelementptr inbounds i8, ptr %453, i64 8192
  %472 = addrspacecast ptr %471 to ptr addrspace(3)
  %473 = ptrtoint ptr addrspace(3) %472 to i64
  %474 = trunc i64 %473 to i32
  %475 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %474) #4, !srcloc !17
  %476 = extractvalue { i32, i32, i32, i32 } %475, 0
  %477 = extractvalue { i32, i32, i32, i32 } %475, 1
  %478 = extractvalue { i32, i32, i32, i32 } %475, 2
  %479 = extractvalue { i32, i32, i32, i32 } %475, 3
  %480 = getelementptr inbounds i8, ptr %453, i64 12288
  %481 = addrspacecast ptr %480 to ptr addrspace(3)
  %482 = ptrtoint ptr addrspace(3) %481 to i64
  %483 = trunc i64 %482 to i32
  %484 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %483) #4, !srcloc !17
  %485 = extractvalue { i32, i32, i32, i32 } %484, 0
  %486 = extractvalue { i32, i32, i32, i32 } %484, 1
  %487 = extractvalue { i32, i32, i32, i32 } %484, 2
  %488 = extractvalue { i32, i32, i32, i32 } %484, 3
  %489 = getelementptr inbounds %"struct.cutlass::half_t", ptr %416, i64 %338
  %490 = addrspacecast ptr %489 to ptr addrspace(3)
  %491 = ptrtoint ptr addrspace(3) %490 to i64
  %492 = trunc i64 %491 to i32
  %493 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %492) #4, !srcloc !17
  %494 = extractvalue { i32, i32, i32, i32 } %493, 0
  %495 = extractvalue { i32, i32, i32, i32 } %493, 1
  %496 = extractvalue { i32, i32, i32, i32 } %493, 2
  %497 = extractvalue { i32, i32, i32, i32 } %493, 3
  %498 = getelementptr inbounds i8, ptr %489, i64 4096
  %499 = addrspacecast ptr %498 to ptr addrspace(3)
  %500 = ptrtoint ptr addrspace(3) %499 to i64
  %501 = trunc i64 %500 to i32
  %502 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %501) #4, !srcloc !17
  %503 = extractvalue { i32, i32, i32, i32 } %502, 0
  %504 = extractvalue { i32, i32, i32, i32 } %502, 1
  %505 = extractvalue { i32, i32, i32, i32 } %502, 2
  %506 = extractvalue { i32, i32, i32, i32 } %502, 3
  %507 = getelementptr inbounds i8, ptr %489, i64 8192
  %508 = addrspacecast ptr %507 to ptr addrspace(3)
  %509 = ptrtoint ptr addrspace(3) %508 to i64
  %510 = trunc i64 %509 to i32
  %511 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %510) #4, !srcloc !17
  %512 = extractvalue { i32, i32, i32, i32 } %511, 0
  %513 = extractvalue { i32, i32, i32, i32 } %511, 1
  %514 = extractvalue { i32, i32, i32, i32 } %511, 2
  %515 = extractvalue { i32, i32, i32, i32 } %511, 3
  %516 = getelementptr inbounds i8, ptr %489, i64 12288
  %517 = addrspacecast ptr %516 to ptr addrspace(3)
  %518 = ptrtoint ptr addrspace(3) %517 to i64
  %519 = trunc i64 %518 to i32
  %520 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %519) #4, !srcloc !17
  %521 = extractvalue { i32, i32, i32, i32 } %520, 0
  %522 = extractvalue { i32, i32, i32, i32 } %520, 1
  %523 = extractvalue { i32, i32, i32, i32 } %520, 2
  %524 = extractvalue { i32, i32, i32, i32 } %520, 3
  %525 = shl nsw i32 %420, 6
  %526 = zext nneg i32 %525 to i64
  %527 = getelementptr inbounds %"struct.cutlass::half_t", ptr %46, i64 %526
  %528 = shl nsw i32 %418, 13
  %529 = sext i32 %528 to i64
  %530 = getelementptr inbounds %"struct.cutlass::half_t", ptr %55, i64 %529
  %531 = addrspacecast ptr %530 to ptr addrspace(3)
  %532 = ptrtoint ptr addrspace(3) %531 to i64
  %533 = trunc i64 %532 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %533, ptr nonnull %527, i64 16) #4, !srcloc !14
  %534 = getelementptr inbounds %"struct.cutlass::half_t", ptr %527, i64 %65
  %535 = getelementptr inbounds i8, ptr %530, i64 2048
  %536 = addrspacecast ptr %535 to ptr addrspace(3)
  %537 = ptrtoint ptr addrspace(3) %536 to i64
  %538 = trunc i64 %537 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %538, ptr nonnull %534, i64 16) #4, !srcloc !14
  %539 = getelementptr inbounds %"struct.cutlass::half_t", ptr %527, i64 %72
  %540 = getelementptr inbounds i8, ptr %530, i64 4096
  %541 = addrspacecast ptr %540 to ptr addrspace(3)
  %542 = ptrtoint ptr addrspace(3) %541 to i64
  %543 = trunc i64 %542 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %543, ptr nonnull %539, i64 16) #4, !srcloc !14
  %544 = getelementptr inbounds %"struct.cutlass::half_t", ptr %527, i64 %79
  %545 = getelementptr inbounds i8, ptr %530, i64 6144
  %546 = addrspacecast ptr %545 to ptr addrspace(3)
  %547 = ptrtoint ptr addrspace(3) %546 to i64
  %548 = trunc i64 %547 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %548, ptr nonnull %544, i64 16) #4, !srcloc !14
  %549 = getelementptr inbounds %"struct.cutlass::half_t", ptr %527, i64 %86
  %550 = getelementptr inbounds i8, ptr %530, i64 8192
  %551 = addrspacecast ptr %550 to ptr addrspace(3)
  %552 = ptrtoint ptr addrspace(3) %551 to i64
  %553 = trunc i64 %552 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %553, ptr nonnull %549, i64 16) #4, !srcloc !14
  %554 = getelementptr inbounds %"struct.cutlass::half_t", ptr %527, i64 %93
  %555 = getelementptr inbounds i8, ptr %530, i64 10240
  %556 = addrspacecast ptr %555 to ptr addrspace(3)
  %557 = ptrtoint ptr addrspace(3) %556 to i64
  %558 = trunc i64 %557 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %558, ptr nonnull %554, i64 16) #4, !srcloc !14
  %559 = getelementptr inbounds %"struct.cutlass::half_t", ptr %527, i64 %100
  %560 = getelementptr inbounds i8, ptr %530, i64 12288
  %561 = addrspacecast ptr %560 to ptr addrspace(3)
  %562 = ptrtoint ptr addrspace(3) %561 to i64
  %563 = trunc i64 %562 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %563, ptr nonnull %559, i64 16) #4, !srcloc !14
  %564 = getelementptr inbounds %"struct.cutlass::half_t", ptr %527, i64 %107
  %565 = getelementptr inbounds i8, ptr %530, i64 14336
  %566 = addrspacecast ptr %565 to ptr addrspace(3)
  %567 = ptrtoint ptr addrspace(3) %566 to i64
  %568 = trunc i64 %567 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %568, ptr nonnull %564, i64 16) #4, !srcloc !14
  %569 = getelementptr inbounds %"struct.cutlass::half_t", ptr %60, i64 %526
  %570 = getelementptr inbounds %"struct.cutlass::half_t", ptr %61, i64 %529
  %571 = addrspacecast ptr %570 to ptr addrspace(3)
  %572 = ptrtoint ptr addrspace(3) %571 to i64
  %573 = trunc i64 %572 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %573, ptr nonnull %569, i64 16) #4, !srcloc !14
  %574 = getelementptr inbounds %"struct.cutlass::half_t", ptr %569, i64 %116
  %575 = getelementptr inbounds i8, ptr %570, i64 2048
  %576 = addrspacecast ptr %575 to ptr addrspace(3)
  %577 = ptrtoint ptr addrspace(3) %576 to i64
  %578 = trunc i64 %577 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %578, ptr nonnull %574, i64 16) #4, !srcloc !14
  %579 = getelementptr inbounds %"struct.cutlass::half_t", ptr %569, i64 %123
  %580 = getelementptr inbounds i8, ptr %570, i64 4096
  %581 = addrspacecast ptr %580 to ptr addrspace(3)
  %582 = ptrtoint ptr addrspace(3) %581 to i64
  %583 = trunc i64 %582 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %583, ptr nonnull %579, i64 16) #4, !srcloc !14
  %584 = getelementptr inbounds %"struct.cutlass::half_t", ptr %569, i64 %130
  %585 = getelementptr inbounds i8, ptr %570, i64 6144
  %586 = addrspacecast ptr %585 to ptr addrspace(3)
  %587 = ptrtoint ptr addrspace(3) %586 to i64
  %588 = trunc i64 %587 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %588, ptr nonnull %584, i64 16) #4, !srcloc !14
  %589 = getelementptr inbounds %"struct.cutlass::half_t", ptr %569, i64 %137
  %590 = getelementptr inbounds i8, ptr %570, i64 8192
  %591 = addrspacecast ptr %590 to ptr addrspace(3)
  %592 = ptrtoint ptr addrspace(3) %591 to i64
  %593 = trunc i64 %592 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %593, ptr nonnull %589, i64 16) #4, !srcloc !14
  %594 = getelementptr inbounds %"struct.cutlass::half_t", ptr %569, i64 %144
  %595 = getelementptr inbounds i8, ptr %570, i64 10240
  %596 = addrspacecast ptr %595 to ptr addrspace(3)
  %597 = ptrtoint ptr addrspace(3) %596 to i64
  %598 = trunc i64 %597 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %598, ptr nonnull %594, i64 16) #4, !srcloc !14
  %599 = getelementptr inbounds %"struct.cutlass::half_t", ptr %569, i64 %151
  %600 = getelementptr inbounds i8, ptr %570, i64 12288
  %601 = addrspacecast ptr %600 to ptr addrspace(3)
  %602 = ptrtoint ptr addrspace(3) %601 to i64
  %603 = trunc i64 %602 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %603, ptr nonnull %599, i64 16) #4, !srcloc !14
  %604 = getelementptr inbounds %"struct.cutlass::half_t", ptr %569, i64 %158
  %605 = getelementptr inbounds i8, ptr %570, i64 14336
  %606 = addrspacecast ptr %605 to ptr addrspace(3)
  %607 = ptrtoint ptr addrspace(3) %606 to i64
  %608 = trunc i64 %607 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %608, ptr nonnull %604, i64 16) #4, !srcloc !14
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !srcloc !15
  %609 = add nsw i32 %415, -1
  %610 = icmp sgt i32 %415, 1
  %611 = zext i1 %610 to i32
  %612 = add nuw nsw i32 %420, %611
  %613 = icmp eq i32 %419, 2
  %614 = add nsw i32 %419, 1
  %615 = select i1 %613, i32 0, i32 %614
  %616 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %437, i32 %438, i32 %439, i32 %440, i32 %421, i32 %422, i32 %414, i32 %413) #4, !srcloc !18
  %617 = extractvalue { i32, i32 } %616, 0
  %618 = extractvalue { i32, i32 } %616, 1
  %619 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %441, i32 %442, i32 %443, i32 %444, i32 %421, i32 %422, i32 %412, i32 %411) #4, !srcloc !18
  %620 = extractvalue { i32, i32 } %619, 0
  %621 = extractvalue { i32, i32 } %619, 1
  %622 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %445, i32 %446, i32 %447, i32 %448, i32 %421, i32 %422, i32 %410, i32 %409) #4, !srcloc !18
  %623 = extractvalue { i32, i32 } %622, 0
  %624 = extractvalue { i32, i32 } %622, 1
  %625 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %449, i32 %450, i32 %451, i32 %452, i32 %421, i32 %422, i32 %408, i32 %407) #4, !srcloc !18
  %626 = extractvalue { i32, i32 } %625, 0
  %627 = extractvalue { i32, i32 } %625, 1
  %628 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %449, i32 %450, i32 %451, i32 %452, i32 %423, i32 %424, i32 %400, i32 %399) #4, !srcloc !18
  %629 = extractvalue { i32, i32 } %628, 0
  %630 = extractvalue { i32, i32 } %628, 1
  %631 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %445, i32 %446, i32 %447, i32 %448, i32 %423, i32 %424, i32 %402, i32 %401) #4, !srcloc !18
  %632 = extractvalue { i32, i32 } %631, 0
  %633 = extractvalue { i32, i32 } %631, 1
  %634 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %441, i32 %442, i32 %443, i32 %444, i32 %423, i32 %424, i32 %404, i32 %403) #4, !srcloc !18
  %635 = extractvalue { i32, i32 } %634, 0
  %636 = extractvalue { i32, i32 } %634, 1
  %637 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %437, i32 %438, i32 %439, i32 %440, i32 %423, i32 %424, i32 %406, i32 %405) #4, !srcloc !18
  %638 = extractvalue { i32, i32 } %637, 0
  %639 = extractvalue { i32, i32 } %637, 1
  %640 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %437, i32 %438, i32 %439, i32 %440, i32 %425, i32 %426, i32 %398, i32 %397) #4, !srcloc !18
  %641 = extractvalue { i32, i32 } %640, 0
  %642 = extractvalue { i32, i32 } %640, 1
  %643 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %441, i32 %442, i32 %443, i32 %444, i32 %425, i32 %426, i32 %396, i32 %395) #4, !srcloc !18
  %644 = extractvalue { i32, i32 } %643, 0
  %645 = extractvalue { i32, i32 } %643, 1
  %646 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %445, i32 %446, i32 %447, i32 %448, i32 %425, i32 %426, i32 %394, i32 %393) #4, !srcloc !18
  %647 = extractvalue { i32, i32 } %646, 0
  %648 = extractvalue { i32, i32 } %646, 1
  %649 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %449, i32 %450, i32 %451, i32 %452, i32 %425, i32 %426, i32 %392, i32 %391) #4, !srcloc !18
  %650 = extractvalue { i32, i32 } %649, 0
  %651 = extractvalue { i32, i32 } %649, 1
  %652 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %449, i32 %450, i32 %451, i32 %452, i32 %427, i32 %428, i32 %384, i32 %383) #4, !srcloc !18
  %653 = extractvalue { i32, i32 } %652, 0
  %654 = extractvalue { i32, i32 } %652, 1
  %655 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %445, i32 %446, i32 %447, i32 %448, i32 %427, i32 %428, i32 %386, i32 %385) #4, !srcloc !18
  %656 = extractvalue { i32, i32 } %655, 0
  %657 = extractvalue { i32, i32 } %655, 1
  %658 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %441, i32 %442, i32 %443, i32 %444, i32 %427, i32 %428, i32 %388, i32 %387) #4, !srcloc !18
  %659 = extractvalue { i32, i32 } %658, 0
  %660 = extractvalue { i32, i32 } %658, 1
  %661 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %437, i32 %438, i32 %439, i32 %440, i32 %427, i32 %428, i32 %390, i32 %389) #4, !srcloc !18
  %662 = extractvalue { i32, i32 } %661, 0
  %663 = extractvalue { i32, i32 } %661, 1
  %664 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %437, i32 %438, i32 %439, i32 %440, i32 %429, i32 %430, i32 %382, i32 %381) #4, !srcloc !18
  %665 = extractvalue { i32, i32 } %664, 0
  %666 = extractvalue { i32, i32 } %664, 1
  %667 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %441, i32 %442, i32 %443, i32 %444, i32 %429, i32 %430, i32 %380, i32 %379) #4, !srcloc !18
  %668 = extractvalue { i32, i32 } %667, 0
  %669 = extractvalue { i32, i32 } %667, 1
  %670 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %445, i32 %446, i32 %447, i32 %448, i32 %429, i32 %430, i32 %378, i32 %377) #4, !srcloc !18
  %671 = extractvalue { i32, i32 } %670, 0
  %672 = extractvalue { i32, i32 } %670, 1
  %673 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %449, i32 %450, i32 %451, i32 %452, i32 %429, i32 %430, i32 %376, i32 %375) #4, !srcloc !18
  %674 = extractvalue { i32, i32 } %673, 0
  %675 = extractvalue { i32, i32 } %673, 1
  %676 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %449, i32 %450, i32 %451, i32 %452, i32 %431, i32 %432, i32 %368, i32 %367) #4, !srcloc !18
  %677 = extractvalue { i32, i32 } %676, 0
  %678 = extractvalue { i32, i32 } %676, 1
  %679 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %445, i32 %446, i32 %447, i32 %448, i32 %431, i32 %432, i32 %370, i32 %369) #4, !srcloc !18
  %680 = extractvalue { i32, i32 } %679, 0
  %681 = extractvalue { i32, i32 } %679, 1
  %682 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %441, i32 %442, i32 %443, i32 %444, i32 %431, i32 %432, i32 %372, i32 %371) #4, !srcloc !18
  %683 = extractvalue { i32, i32 } %682, 0
  %684 = extractvalue { i32, i32 } %682, 1
  %685 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %437, i32 %438, i32 %439, i32 %440, i32 %431, i32 %432, i32 %374, i32 %373) #4, !srcloc !18
  %686 = extractvalue { i32, i32 } %685, 0
  %687 = extractvalue { i32, i32 } %685, 1
  %688 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %437, i32 %438, i32 %439, i32 %440, i32 %433, i32 %434, i32 %366, i32 %365) #4, !srcloc !18
  %689 = extractvalue { i32, i32 } %688, 0
  %690 = extractvalue { i32, i32 } %688, 1
  %691 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %441, i32 %442, i32 %443, i32 %444, i32 %433, i32 %434, i32 %364, i32 %363) #4, !srcloc !18
  %692 = extractvalue { i32, i32 } %691, 0
  %693 = extractvalue { i32, i32 } %691, 1
  %694 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %445, i32 %446, i32 %447, i32 %448, i32 %433, i32 %434, i32 %362, i32 %361) #4, !srcloc !18
  %695 = extractvalue { i32, i32 } %694, 0
  %696 = extractvalue { i32, i32 } %694, 1
  %697 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %449, i32 %450, i32 %451, i32 %452, i32 %433, i32 %434, i32 %360, i32 %359) #4, !srcloc !18
  %698 = extractvalue { i32, i32 } %697, 0
  %699 = extractvalue { i32, i32 } %697, 1
  %700 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %449, i32 %450, i32 %451, i32 %452, i32 %435, i32 %436, i32 %352, i32 %351) #4, !srcloc !18
  %701 = extractvalue { i32, i32 } %700, 0
  %702 = extractvalue { i32, i32 } %700, 1
  %703 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %445, i32 %446, i32 %447, i32 %448, i32 %435, i32 %436, i32 %354, i32 %353) #4, !srcloc !18
  %704 = extractvalue { i32, i32 } %703, 0
  %705 = extractvalue { i32, i32 } %703, 1
  %706 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %441, i32 %442, i32 %443, i32 %444, i32 %435, i32 %436, i32 %356, i32 %355) #4, !srcloc !18
  %707 = extractvalue { i32, i32 } %706, 0
  %708 = extractvalue { i32, i32 } %706, 1
  %709 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %437, i32 %438, i32 %439, i32 %440, i32 %435, i32 %436, i32 %358, i32 %357) #4, !srcloc !18
  %710 = extractvalue { i32, i32 } %709, 0
  %711 = extractvalue { i32, i32 } %709, 1
  %712 = getelementptr inbounds %"struct.cutlass::half_t", ptr %417, i64 %339
  %713 = addrspacecast ptr %712 to ptr addrspace(3)
  %714 = ptrtoint ptr addrspace(3) %713 to i64
  %715 = trunc i64 %714 to i32
  %716 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %715) #4, !srcloc !17
  %717 = extractvalue { i32, i32, i32, i32 } %716, 0
  %718 = extractvalue { i32, i32, i32, i32 } %716, 1
  %719 = extractvalue { i32, i32, i32, i32 } %716, 2
  %720 = extractvalue { i32, i32, i32, i32 } %716, 3
  %721 = getelementptr inbounds i8, ptr %712, i64 4096
  %722 = addrspacecast ptr %721 to ptr addrspace(3)
  %723 = ptrtoint ptr addrspace(3) %722 to i64
  %724 = trunc i64 %723 to i32
  %725 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %724) #4, !srcloc !17
  %726 = extractvalue { i32, i32, i32, i32 } %725, 0
  %727 = extractvalue { i32, i32, i32, i32 } %725, 1
  %728 = extractvalue { i32, i32, i32, i32 } %725, 2
  %729 = extractvalue { i32, i32, i32, i32 } %725, 3
  %730 = getelementptr inbounds i8, ptr %712, i64 8192
  %731 = addrspacecast ptr %730 to ptr addrspace(3)
  %732 = ptrtoint ptr addrspace(3) %731 to i64
  %733 = trunc i64 %732 to i32
  %734 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %733) #4, !srcloc !17
  %735 = extractvalue { i32, i32, i32, i32 } %734, 0
  %736 = extractvalue { i32, i32, i32, i32 } %734, 1
  %737 = extractvalue { i32, i32, i32, i32 } %734, 2
  %738 = extractvalue { i32, i32, i32, i32 } %734, 3
  %739 = getelementptr inbounds i8, ptr %712, i64 12288
  %740 = addrspacecast ptr %739 to ptr addrspace(3)
  %741 = ptrtoint ptr addrspace(3) %740 to i64
  %742 = trunc i64 %741 to i32
  %743 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %742) #4, !srcloc !17
  %744 = extractvalue { i32, i32, i32, i32 } %743, 0
  %745 = extractvalue { i32, i32, i32, i32 } %743, 1
  %746 = extractvalue { i32, i32, i32, i32 } %743, 2
  %747 = extractvalue { i32, i32, i32, i32 } %743, 3
  %748 = getelementptr inbounds %"struct.cutlass::half_t", ptr %416, i64 %339
  %749 = addrspacecast ptr %748 to ptr addrspace(3)
  %750 = ptrtoint ptr addrspace(3) %749 to i64
  %751 = trunc i64 %750 to i32
  %752 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %751) #4, !srcloc !17
  %753 = extractvalue { i32, i32, i32, i32 } %752, 0
  %754 = extractvalue { i32, i32, i32, i32 } %752, 1
  %755 = extractvalue { i32, i32, i32, i32 } %752, 2
  %756 = extractvalue { i32, i32, i32, i32 } %752, 3
  %757 = getelementptr inbounds i8, ptr %748, i64 4096
  %758 = addrspacecast ptr %757 to ptr addrspace(3)
  %759 = ptrtoint ptr addrspace(3) %758 to i64
  %760 = trunc i64 %759 to i32
  %761 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %760) #4, !srcloc !17
  %762 = extractvalue { i32, i32, i32, i32 } %761, 0
  %763 = extractvalue { i32, i32, i32, i32 } %761, 1
  %764 = extractvalue { i32, i32, i32, i32 } %761, 2
  %765 = extractvalue { i32, i32, i32, i32 } %761, 3
  %766 = getelementptr inbounds i8, ptr %748, i64 8192
  %767 = addrspacecast ptr %766 to ptr addrspace(3)
  %768 = ptrtoint ptr addrspace(3) %767 to i64
  %769 = trunc i64 %768 to i32
  %770 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %769) #4, !srcloc !17
  %771 = extractvalue { i32, i32, i32, i32 } %770, 0
  %772 = extractvalue { i32, i32, i32, i32 } %770, 1
  %773 = extractvalue { i32, i32, i32, i32 } %770, 2
  %774 = extractvalue { i32, i32, i32, i32 } %770, 3
  %775 = getelementptr inbounds i8, ptr %748, i64 12288
  %776 = addrspacecast ptr %775 to ptr addrspace(3)
  %777 = ptrtoint ptr addrspace(3) %776 to i64
  %778 = trunc i64 %777 to i32
  %779 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %778) #4, !srcloc !17
  %780 = extractvalue { i32, i32, i32, i32 } %779, 0
  %781 = extractvalue { i32, i32, i32, i32 } %779, 1
  %782 = extractvalue { i32, i32, i32, i32 } %779, 2
  %783 = extractvalue { i32, i32, i32, i32 } %779, 3
  %784 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %494, i32 %495, i32 %617, i32 %618) #4, !srcloc !18
  %785 = extractvalue { i32, i32 } %784, 0
  %786 = extractvalue { i32, i32 } %784, 1
  %787 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %467, i32 %468, i32 %469, i32 %470, i32 %494, i32 %495, i32 %620, i32 %621) #4, !srcloc !18
  %788 = extractvalue { i32, i32 } %787, 0
  %789 = extractvalue { i32, i32 } %787, 1
  %790 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %494, i32 %495, i32 %623, i32 %624) #4, !srcloc !18
  %791 = extractvalue { i32, i32 } %790, 0
  %792 = extractvalue { i32, i32 } %790, 1
  %793 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %494, i32 %495, i32 %626, i32 %627) #4, !srcloc !18
  %794 = extractvalue { i32, i32 } %793, 0
  %795 = extractvalue { i32, i32 } %793, 1
  %796 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %496, i32 %497, i32 %629, i32 %630) #4, !srcloc !18
  %797 = extractvalue { i32, i32 } %796, 0
  %798 = extractvalue { i32, i32 } %796, 1
  %799 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %496, i32 %497, i32 %632, i32 %633) #4, !srcloc !18
  %800 = extractvalue { i32, i32 } %799, 0
  %801 = extractvalue { i32, i32 } %799, 1
  %802 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %467, i32 %468, i32 %469, i32 %470, i32 %496, i32 %497, i32 %635, i32 %636) #4, !srcloc !18
  %803 = extractvalue { i32, i32 } %802, 0
  %804 = extractvalue { i32, i32 } %802, 1
  %805 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %496, i32 %497, i32 %638, i32 %639) #4, !srcloc !18
  %806 = extractvalue { i32, i32 } %805, 0
  %807 = extractvalue { i32, i32 } %805, 1
  %808 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %503, i32 %504, i32 %641, i32 %642) #4, !srcloc !18
  %809 = extractvalue { i32, i32 } %808, 0
  %810 = extractvalue { i32, i32 } %808, 1
  %811 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %467, i32 %468, i32 %469, i32 %470, i32 %503, i32 %504, i32 %644, i32 %645) #4, !srcloc !18
  %812 = extractvalue { i32, i32 } %811, 0
  %813 = extractvalue { i32, i32 } %811, 1
  %814 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %503, i32 %504, i32 %647, i32 %648) #4, !srcloc !18
  %815 = extractvalue { i32, i32 } %814, 0
  %816 = extractvalue { i32, i32 } %814, 1
  %817 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %503, i32 %504, i32 %650, i32 %651) #4, !srcloc !18
  %818 = extractvalue { i32, i32 } %817, 0
  %819 = extractvalue { i32, i32 } %817, 1
  %820 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %505, i32 %506, i32 %653, i32 %654) #4, !srcloc !18
  %821 = extractvalue { i32, i32 } %820, 0
  %822 = extractvalue { i32, i32 } %820, 1
  %823 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %505, i32 %506, i32 %656, i32 %657) #4, !srcloc !18
  %824 = extractvalue { i32, i32 } %823, 0
  %825 = extractvalue { i32, i32 } %823, 1
  %826 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %467, i32 %468, i32 %469, i32 %470, i32 %505, i32 %506, i32 %659, i32 %660) #4, !srcloc !18
  %827 = extractvalue { i32, i32 } %826, 0
  %828 = extractvalue { i32, i32 } %826, 1
  %829 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %505, i32 %506, i32 %662, i32 %663) #4, !srcloc !18
  %830 = extractvalue { i32, i32 } %829, 0
  %831 = extractvalue { i32, i32 } %829, 1
  %832 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %512, i32 %513, i32 %665, i32 %666) #4, !srcloc !18
  %833 = extractvalue { i32, i32 } %832, 0
  %834 = extractvalue { i32, i32 } %832, 1
  %835 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %467, i32 %468, i32 %469, i32 %470, i32 %512, i32 %513, i32 %668, i32 %669) #4, !srcloc !18
  %836 = extractvalue { i32, i32 } %835, 0
  %837 = extractvalue { i32, i32 } %835, 1
  %838 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %512, i32 %513, i32 %671, i32 %672) #4, !srcloc !18
  %839 = extractvalue { i32, i32 } %838, 0
  %840 = extractvalue { i32, i32 } %838, 1
  %841 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %512, i32 %513, i32 %674, i32 %675) #4, !srcloc !18
  %842 = extractvalue { i32, i32 } %841, 0
  %843 = extractvalue { i32, i32 } %841, 1
  %844 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %514, i32 %515, i32 %677, i32 %678) #4, !srcloc !18
  %845 = extractvalue { i32, i32 } %844, 0
  %846 = extractvalue { i32, i32 } %844, 1
  %847 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %514, i32 %515, i32 %680, i32 %681) #4, !srcloc !18
  %848 = extractvalue { i32, i32 } %847, 0
  %849 = extractvalue { i32, i32 } %847, 1
  %850 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %467, i32 %468, i32 %469, i32 %470, i32 %514, i32 %515, i32 %683, i32 %684) #4, !srcloc !18
  %851 = extractvalue { i32, i32 } %850, 0
  %852 = extractvalue { i32, i32 } %850, 1
  %853 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %514, i32 %515, i32 %686, i32 %687) #4, !srcloc !18
  %854 = extractvalue { i32, i32 } %853, 0
  %855 = extractvalue { i32, i32 } %853, 1
  %856 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %521, i32 %522, i32 %689, i32 %690) #4, !srcloc !18
  %857 = extractvalue { i32, i32 } %856, 0
  %858 = extractvalue { i32, i32 } %856, 1
  %859 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %467, i32 %468, i32 %469, i32 %470, i32 %521, i32 %522, i32 %692, i32 %693) #4, !srcloc !18
  %860 = extractvalue { i32, i32 } %859, 0
  %861 = extractvalue { i32, i32 } %859, 1
  %862 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %521, i32 %522, i32 %695, i32 %696) #4, !srcloc !18
  %863 = extractvalue { i32, i32 } %862, 0
  %864 = extractvalue { i32, i32 } %862, 1
  %865 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %521, i32 %522, i32 %698, i32 %699) #4, !srcloc !18
  %866 = extractvalue { i32, i32 } %865, 0
  %867 = extractvalue { i32, i32 } %865, 1
  %868 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %523, i32 %524, i32 %701, i32 %702) #4, !srcloc !18
  %869 = extractvalue { i32, i32 } %868, 0
  %870 = extractvalue { i32, i32 } %868, 1
  %871 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %523, i32 %524, i32 %704, i32 %705) #4, !srcloc !18
  %872 = extractvalue { i32, i32 } %871, 0
  %873 = extractvalue { i32, i32 } %871, 1
  %874 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %467, i32 %468, i32 %469, i32 %470, i32 %523, i32 %524, i32 %707, i32 %708) #4, !srcloc !18
  %875 = extractvalue { i32, i32 } %874, 0
  %876 = extractvalue { i32, i32 } %874, 1
  %877 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %523, i32 %524, i32 %710, i32 %711) #4, !srcloc !18
  %878 = extractvalue { i32, i32 } %877, 0
  %879 = extractvalue { i32, i32 } %877, 1
  %880 = getelementptr inbounds %"struct.cutlass::half_t", ptr %417, i64 %341
  %881 = addrspacecast ptr %880 to ptr addrspace(3)
  %882 = ptrtoint ptr addrspace(3) %881 to i64
  %883 = trunc i64 %882 to i32
  %884 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %883) #4, !srcloc !17
  %885 = extractvalue { i32, i32, i32, i32 } %884, 0
  %886 = extractvalue { i32, i32, i32, i32 } %884, 1
  %887 = extractvalue { i32, i32, i32, i32 } %884, 2
  %888 = extractvalue { i32, i32, i32, i32 } %884, 3
  %889 = getelementptr inbounds i8, ptr %880, i64 4096
  %890 = addrspacecast ptr %889 to ptr addrspace(3)
  %891 = ptrtoint ptr addrspace(3) %890 to i64
  %892 = trunc i64 %891 to i32
  %893 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %892) #4, !srcloc !17
  %894 = extractvalue { i32, i32, i32, i32 } %893, 0
  %895 = extractvalue { i32, i32, i32, i32 } %893, 1
  %896 = extractvalue { i32, i32, i32, i32 } %893, 2
  %897 = extractvalue { i32, i32, i32, i32 } %893, 3
  %898 = getelementptr inbounds i8, ptr %880, i64 8192
  %899 = addrspacecast ptr %898 to ptr addrspace(3)
  %900 = ptrtoint ptr addrspace(3) %899 to i64
  %901 = trunc i64 %900 to i32
  %902 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %901) #4, !srcloc !17
  %903 = extractvalue { i32, i32, i32, i32 } %902, 0
  %904 = extractvalue { i32, i32, i32, i32 } %902, 1
  %905 = extractvalue { i32, i32, i32, i32 } %902, 2
  %906 = extractvalue { i32, i32, i32, i32 } %902, 3
  %907 = getelementptr inbounds i8, ptr %880, i64 12288
  %908 = addrspacecast ptr %907 to ptr addrspace(3)
  %909 = ptrtoint ptr addrspace(3) %908 to i64
  %910 = trunc i64 %909 to i32
  %911 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %910) #4, !srcloc !17
  %912 = extractvalue { i32, i32, i32, i32 } %911, 0
  %913 = extractvalue { i32, i32, i32, i32 } %911, 1
  %914 = extractvalue { i32, i32, i32, i32 } %911, 2
  %915 = extractvalue { i32, i32, i32, i32 } %911, 3
  %916 = getelementptr inbounds %"struct.cutlass::half_t", ptr %416, i64 %341
  %917 = addrspacecast ptr %916 to ptr addrspace(3)
  %918 = ptrtoint ptr addrspace(3) %917 to i64
  %919 = trunc i64 %918 to i32
  %920 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %919) #4, !srcloc !17
  %921 = extractvalue { i32, i32, i32, i32 } %920, 0
  %922 = extractvalue { i32, i32, i32, i32 } %920, 1
  %923 = extractvalue { i32, i32, i32, i32 } %920, 2
  %924 = extractvalue { i32, i32, i32, i32 } %920, 3
  %925 = getelementptr inbounds i8, ptr %916, i64 4096
  %926 = addrspacecast ptr %925 to ptr addrspace(3)
  %927 = ptrtoint ptr addrspace(3) %926 to i64
  %928 = trunc i64 %927 to i32
  %929 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %928) #4, !srcloc !17
  %930 = extractvalue { i32, i32, i32, i32 } %929, 0
  %931 = extractvalue { i32, i32, i32, i32 } %929, 1
  %932 = extractvalue { i32, i32, i32, i32 } %929, 2
  %933 = extractvalue { i32, i32, i32, i32 } %929, 3
  %934 = getelementptr inbounds i8, ptr %916, i64 8192
  %935 = addrspacecast ptr %934 to ptr addrspace(3)
  %936 = ptrtoint ptr addrspace(3) %935 to i64
  %937 = trunc i64 %936 to i32
  %938 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %937) #4, !srcloc !17
  %939 = extractvalue { i32, i32, i32, i32 } %938, 0
  %940 = extractvalue { i32, i32, i32, i32 } %938, 1
  %941 = extractvalue { i32, i32, i32, i32 } %938, 2
  %942 = extractvalue { i32, i32, i32, i32 } %938, 3
  %943 = getelementptr inbounds i8, ptr %916, i64 12288
  %944 = addrspacecast ptr %943 to ptr addrspace(3)
  %945 = ptrtoint ptr addrspace(3) %944 to i64
  %946 = trunc i64 %945 to i32
  %947 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %946) #4, !srcloc !17
  %948 = extractvalue { i32, i32, i32, i32 } %947, 0
  %949 = extractvalue { i32, i32, i32, i32 } %947, 1
  %950 = extractvalue { i32, i32, i32, i32 } %947, 2
  %951 = extractvalue { i32, i32, i32, i32 } %947, 3
  %952 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %717, i32 %718, i32 %719, i32 %720, i32 %753, i32 %754, i32 %785, i32 %786) #4, !srcloc !18
  %953 = extractvalue { i32, i32 } %952, 0
  %954 = extractvalue { i32, i32 } %952, 1
  %955 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %726, i32 %727, i32 %728, i32 %729, i32 %753, i32 %754, i32 %788, i32 %789) #4, !srcloc !18
  %956 = extractvalue { i32, i32 } %955, 0
  %957 = extractvalue { i32, i32 } %955, 1
  %958 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %735, i32 %736, i32 %737, i32 %738, i32 %753, i32 %754, i32 %791, i32 %792) #4, !srcloc !18
  %959 = extractvalue { i32, i32 } %958, 0
  %960 = extractvalue { i32, i32 } %958, 1
  %961 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %744, i32 %745, i32 %746, i32 %747, i32 %753, i32 %754, i32 %794, i32 %795) #4, !srcloc !18
  %962 = extractvalue { i32, i32 } %961, 0
  %963 = extractvalue { i32, i32 } %961, 1
  %964 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %744, i32 %745, i32 %746, i32 %747, i32 %755, i32 %756, i32 %797, i32 %798) #4, !srcloc !18
  %965 = extractvalue { i32, i32 } %964, 0
  %966 = extractvalue { i32, i32 } %964, 1
  %967 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %735, i32 %736, i32 %737, i32 %738, i32 %755, i32 %756, i32 %800, i32 %801) #4, !srcloc !18
  %968 = extractvalue { i32, i32 } %967, 0
  %969 = extractvalue { i32, i32 } %967, 1
  %970 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %726, i32 %727, i32 %728, i32 %729, i32 %755, i32 %756, i32 %803, i32 %804) #4, !srcloc !18
  %971 = extractvalue { i32, i32 } %970, 0
  %972 = extractvalue { i32, i32 } %970, 1
  %973 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %717, i32 %718, i32 %719, i32 %720, i32 %755, i32 %756, i32 %806, i32 %807) #4, !srcloc !18
  %974 = extractvalue { i32, i32 } %973, 0
  %975 = extractvalue { i32, i32 } %973, 1
  %976 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %717, i32 %718, i32 %719, i32 %720, i32 %762, i32 %763, i32 %809, i32 %810) #4, !srcloc !18
  %977 = extractvalue { i32, i32 } %976, 0
  %978 = extractvalue { i32, i32 } %976, 1
  %979 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %726, i32 %727, i32 %728, i32 %729, i32 %762, i32 %763, i32 %812, i32 %813) #4, !srcloc !18
  %980 = extractvalue { i32, i32 } %979, 0
  %981 = extractvalue { i32, i32 } %979, 1
  %982 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %735, i32 %736, i32 %737, i32 %738, i32 %762, i32 %763, i32 %815, i32 %816) #4, !srcloc !18
  %983 = extractvalue { i32, i32 } %982, 0
  %984 = extractvalue { i32, i32 } %982, 1
  %985 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %744, i32 %745, i32 %746, i32 %747, i32 %762, i32 %763, i32 %818, i32 %819) #4, !srcloc !18
  %986 = extractvalue { i32, i32 } %985, 0
  %987 = extractvalue { i32, i32 } %985, 1
  %988 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %744, i32 %745, i32 %746, i32 %747, i32 %764, i32 %765, i32 %821, i32 %822) #4, !srcloc !18
  %989 = extractvalue { i32, i32 } %988, 0
  %990 = extractvalue { i32, i32 } %988, 1
  %991 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %735, i32 %736, i32 %737, i32 %738, i32 %764, i32 %765, i32 %824, i32 %825) #4, !srcloc !18
  %992 = extractvalue { i32, i32 } %991, 0
  %993 = extractvalue { i32, i32 } %991, 1
  %994 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %726, i32 %727, i32 %728, i32 %729, i32 %764, i32 %765, i32 %827, i32 %828) #4, !srcloc !18
  %995 = extractvalue { i32, i32 } %994, 0
  %996 = extractvalue { i32, i32 } %994, 1
  %997 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %717, i32 %718, i32 %719, i32 %720, i32 %764, i32 %765, i32 %830, i32 %831) #4, !srcloc !18
  %998 = extractvalue { i32, i32 } %997, 0
  %999 = extractvalue { i32, i32 } %997, 1
  %1000 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %717, i32 %718, i32 %719, i32 %720, i32 %771, i32 %772, i32 %833, i32 %834) #4, !srcloc !18
  %1001 = extractvalue { i32, i32 } %1000, 0
  %1002 = extractvalue { i32, i32 } %1000, 1
  %1003 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %726, i32 %727, i32 %728, i32 %729, i32 %771, i32 %772, i32 %836, i32 %837) #4, !srcloc !18
  %1004 = extractvalue { i32, i32 } %1003, 0
  %1005 = extractvalue { i32, i32 } %1003, 1
  %1006 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %735, i32 %736, i32 %737, i32 %738, i32 %771, i32 %772, i32 %839, i32 %840) #4, !srcloc !18
  %1007 = extractvalue { i32, i32 } %1006, 0
  %1008 = extractvalue { i32, i32 } %1006, 1
  %1009 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %744, i32 %745, i32 %746, i32 %747, i32 %771, i32 %772, i32 %842, i32 %843) #4, !srcloc !18
  %1010 = extractvalue { i32, i32 } %1009, 0
  %1011 = extractvalue { i32, i32 } %1009, 1
  %1012 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %744, i32 %745, i32 %746, i32 %747, i32 %773, i32 %774, i32 %845, i32 %846) #4, !srcloc !18
  %1013 = extractvalue { i32, i32 } %1012, 0
  %1014 = extractvalue { i32, i32 } %1012, 1
  %1015 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %735, i32 %736, i32 %737, i32 %738, i32 %773, i32 %774, i32 %848, i32 %849) #4, !srcloc !18
  %1016 = extractvalue { i32, i32 } %1015, 0
  %1017 = extractvalue { i32, i32 } %1015, 1
  %1018 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %726, i32 %727, i32 %728, i32 %729, i32 %773, i32 %774, i32 %851, i32 %852) #4, !srcloc !18
  %1019 = extractvalue { i32, i32 } %1018, 0
  %1020 = extractvalue { i32, i32 } %1018, 1
  %1021 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %717, i32 %718, i32 %719, i32 %720, i32 %773, i32 %774, i32 %854, i32 %855) #4, !srcloc !18
  %1022 = extractvalue { i32, i32 } %1021, 0
  %1023 = extractvalue { i32, i32 } %1021, 1
  %1024 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %717, i32 %718, i32 %719, i32 %720, i32 %780, i32 %781, i32 %857, i32 %858) #4, !srcloc !18
  %1025 = extractvalue { i32, i32 } %1024, 0
  %1026 = extractvalue { i32, i32 } %1024, 1
  %1027 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %726, i32 %727, i32 %728, i32 %729, i32 %780, i32 %781, i32 %860, i32 %861) #4, !srcloc !18
  %1028 = extractvalue { i32, i32 } %1027, 0
  %1029 = extractvalue { i32, i32 } %1027, 1
  %1030 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %735, i32 %736, i32 %737, i32 %738, i32 %780, i32 %781, i32 %863, i32 %864) #4, !srcloc !18
  %1031 = extractvalue { i32, i32 } %1030, 0
  %1032 = extractvalue { i32, i32 } %1030, 1
  %1033 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %744, i32 %745, i32 %746, i32 %747, i32 %780, i32 %781, i32 %866, i32 %867) #4, !srcloc !18
  %1034 = extractvalue { i32, i32 } %1033, 0
  %1035 = extractvalue { i32, i32 } %1033, 1
  %1036 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %744, i32 %745, i32 %746, i32 %747, i32 %782, i32 %783, i32 %869, i32 %870) #4, !srcloc !18
  %1037 = extractvalue { i32, i32 } %1036, 0
  %1038 = extractvalue { i32, i32 } %1036, 1
  %1039 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %735, i32 %736, i32 %737, i32 %738, i32 %782, i32 %783, i32 %872, i32 %873) #4, !srcloc !18
  %1040 = extractvalue { i32, i32 } %1039, 0
  %1041 = extractvalue { i32, i32 } %1039, 1
  %1042 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %726, i32 %727, i32 %728, i32 %729, i32 %782, i32 %783, i32 %875, i32 %876) #4, !srcloc !18
  %1043 = extractvalue { i32, i32 } %1042, 0
  %1044 = extractvalue { i32, i32 } %1042, 1
  %1045 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %717, i32 %718, i32 %719, i32 %720, i32 %782, i32 %783, i32 %878, i32 %879) #4, !srcloc !18
  %1046 = extractvalue { i32, i32 } %1045, 0
  %1047 = extractvalue { i32, i32 } %1045, 1
  %1048 = shl nsw i32 %615, 13
  %1049 = sext i32 %1048 to i64
  %1050 = getelementptr inbounds %"struct.cutlass::half_t", ptr %274, i64 %1049
  %1051 = getelementptr inbounds %"struct.cutlass::half_t", ptr %302, i64 %1049
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 1) #4, !srcloc !16
  tail call void @llvm.nvvm.barrier0()
  %1052 = addrspacecast ptr %1050 to ptr addrspace(3)
  %1053 = ptrtoint ptr addrspace(3) %1052 to i64
  %1054 = trunc i64 %1053 to i32
  %1055 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1054) #4, !srcloc !17
  %1056 = getelementptr inbounds i8, ptr %1050, i64 4096
  %1057 = addrspacecast ptr %1056 to ptr addrspace(3)
  %1058 = ptrtoint ptr addrspace(3) %1057 to i64
  %1059 = trunc i64 %1058 to i32
  %1060 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1059) #4, !srcloc !17
  %1061 = getelementptr inbounds i8, ptr %1050, i64 8192
  %1062 = addrspacecast ptr %1061 to ptr addrspace(3)
  %1063 = ptrtoint ptr addrspace(3) %1062 to i64
  %1064 = trunc i64 %1063 to i32
  %1065 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1064) #4, !srcloc !17
  %1066 = getelementptr inbounds i8, ptr %1050, i64 12288
  %1067 = addrspacecast ptr %1066 to ptr addrspace(3)
  %1068 = ptrtoint ptr addrspace(3) %1067 to i64
  %1069 = trunc i64 %1068 to i32
  %1070 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1069) #4, !srcloc !17
  %1071 = addrspacecast ptr %1051 to ptr addrspace(3)
  %1072 = ptrtoint ptr addrspace(3) %1071 to i64
  %1073 = trunc i64 %1072 to i32
  %1074 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1073) #4, !srcloc !17
  %1075 = getelementptr inbounds i8, ptr %1051, i64 4096
  %1076 = addrspacecast ptr %1075 to ptr addrspace(3)
  %1077 = ptrtoint ptr addrspace(3) %1076 to i64
  %1078 = trunc i64 %1077 to i32
  %1079 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1078) #4, !srcloc !17
  %1080 = getelementptr inbounds i8, ptr %1051, i64 8192
  %1081 = addrspacecast ptr %1080 to ptr addrspace(3)
  %1082 = ptrtoint ptr addrspace(3) %1081 to i64
  %1083 = trunc i64 %1082 to i32
  %1084 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1083) #4, !srcloc !17
  %1085 = getelementptr inbounds i8, ptr %1051, i64 12288
  %1086 = addrspacecast ptr %1085 to ptr addrspace(3)
  %1087 = ptrtoint ptr addrspace(3) %1086 to i64
  %1088 = trunc i64 %1087 to i32
  %1089 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1088) #4, !srcloc !17
  %1090 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %921, i32 %922, i32 %953, i32 %954) #4, !srcloc !18
  %1091 = extractvalue { i32, i32 } %1090, 0
  %1092 = extractvalue { i32, i32 } %1090, 1
  %1093 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %894, i32 %895, i32 %896, i32 %897, i32 %921, i32 %922, i32 %956, i32 %957) #4, !srcloc !18
  %1094 = extractvalue { i32, i32 } %1093, 0
  %1095 = extractvalue { i32, i32 } %1093, 1
  %1096 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %903, i32 %904, i32 %905, i32 %906, i32 %921, i32 %922, i32 %959, i32 %960) #4, !srcloc !18
  %1097 = extractvalue { i32, i32 } %1096, 0
  %1098 = extractvalue { i32, i32 } %1096, 1
  %1099 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %912, i32 %913, i32 %914, i32 %915, i32 %921, i32 %922, i32 %962, i32 %963) #4, !srcloc !18
  %1100 = extractvalue { i32, i32 } %1099, 0
  %1101 = extractvalue { i32, i32 } %1099, 1
  %1102 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %912, i32 %913, i32 %914, i32 %915, i32 %923, i32 %924, i32 %965, i32 %966) #4, !srcloc !18
  %1103 = extractvalue { i32, i32 } %1102, 0
  %1104 = extractvalue { i32, i32 } %1102, 1
  %1105 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %903, i32 %904, i32 %905, i32 %906, i32 %923, i32 %924, i32 %968, i32 %969) #4, !srcloc !18
  %1106 = extractvalue { i32, i32 } %1105, 0
  %1107 = extractvalue { i32, i32 } %1105, 1
  %1108 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %894, i32 %895, i32 %896, i32 %897, i32 %923, i32 %924, i32 %971, i32 %972) #4, !srcloc !18
  %1109 = extractvalue { i32, i32 } %1108, 0
  %1110 = extractvalue { i32, i32 } %1108, 1
  %1111 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %923, i32 %924, i32 %974, i32 %975) #4, !srcloc !18
  %1112 = extractvalue { i32, i32 } %1111, 0
  %1113 = extractvalue { i32, i32 } %1111, 1
  %1114 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %930, i32 %931, i32 %977, i32 %978) #4, !srcloc !18
  %1115 = extractvalue { i32, i32 } %1114, 0
  %1116 = extractvalue { i32, i32 } %1114, 1
  %1117 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %894, i32 %895, i32 %896, i32 %897, i32 %930, i32 %931, i32 %980, i32 %981) #4, !srcloc !18
  %1118 = extractvalue { i32, i32 } %1117, 0
  %1119 = extractvalue { i32, i32 } %1117, 1
  %1120 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %903, i32 %904, i32 %905, i32 %906, i32 %930, i32 %931, i32 %983, i32 %984) #4, !srcloc !18
  %1121 = extractvalue { i32, i32 } %1120, 0
  %1122 = extractvalue { i32, i32 } %1120, 1
  %1123 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %912, i32 %913, i32 %914, i32 %915, i32 %930, i32 %931, i32 %986, i32 %987) #4, !srcloc !18
  %1124 = extractvalue { i32, i32 } %1123, 0
  %1125 = extractvalue { i32, i32 } %1123, 1
  %1126 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %912, i32 %913, i32 %914, i32 %915, i32 %932, i32 %933, i32 %989, i32 %990) #4, !srcloc !18
  %1127 = extractvalue { i32, i32 } %1126, 0
  %1128 = extractvalue { i32, i32 } %1126, 1
  %1129 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %903, i32 %904, i32 %905, i32 %906, i32 %932, i32 %933, i32 %992, i32 %993) #4, !srcloc !18
  %1130 = extractvalue { i32, i32 } %1129, 0
  %1131 = extractvalue { i32, i32 } %1129, 1
  %1132 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %894, i32 %895, i32 %896, i32 %897, i32 %932, i32 %933, i32 %995, i32 %996) #4, !srcloc !18
  %1133 = extractvalue { i32, i32 } %1132, 0
  %1134 = extractvalue { i32, i32 } %1132, 1
  %1135 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %932, i32 %933, i32 %998, i32 %999) #4, !srcloc !18
  %1136 = extractvalue { i32, i32 } %1135, 0
  %1137 = extractvalue { i32, i32 } %1135, 1
  %1138 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %939, i32 %940, i32 %1001, i32 %1002) #4, !srcloc !18
  %1139 = extractvalue { i32, i32 } %1138, 0
  %1140 = extractvalue { i32, i32 } %1138, 1
  %1141 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %894, i32 %895, i32 %896, i32 %897, i32 %939, i32 %940, i32 %1004, i32 %1005) #4, !srcloc !18
  %1142 = extractvalue { i32, i32 } %1141, 0
  %1143 = extractvalue { i32, i32 } %1141, 1
  %1144 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %903, i32 %904, i32 %905, i32 %906, i32 %939, i32 %940, i32 %1007, i32 %1008) #4, !srcloc !18
  %1145 = extractvalue { i32, i32 } %1144, 0
  %1146 = extractvalue { i32, i32 } %1144, 1
  %1147 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %912, i32 %913, i32 %914, i32 %915, i32 %939, i32 %940, i32 %1010, i32 %1011) #4, !srcloc !18
  %1148 = extractvalue { i32, i32 } %1147, 0
  %1149 = extractvalue { i32, i32 } %1147, 1
  %1150 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %912, i32 %913, i32 %914, i32 %915, i32 %941, i32 %942, i32 %1013, i32 %1014) #4, !srcloc !18
  %1151 = extractvalue { i32, i32 } %1150, 0
  %1152 = extractvalue { i32, i32 } %1150, 1
  %1153 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %903, i32 %904, i32 %905, i32 %906, i32 %941, i32 %942, i32 %1016, i32 %1017) #4, !srcloc !18
  %1154 = extractvalue { i32, i32 } %1153, 0
  %1155 = extractvalue { i32, i32 } %1153, 1
  %1156 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %894, i32 %895, i32 %896, i32 %897, i32 %941, i32 %942, i32 %1019, i32 %1020) #4, !srcloc !18
  %1157 = extractvalue { i32, i32 } %1156, 0
  %1158 = extractvalue { i32, i32 } %1156, 1
  %1159 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %941, i32 %942, i32 %1022, i32 %1023) #4, !srcloc !18
  %1160 = extractvalue { i32, i32 } %1159, 0
  %1161 = extractvalue { i32, i32 } %1159, 1
  %1162 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %948, i32 %949, i32 %1025, i32 %1026) #4, !srcloc !18
  %1163 = extractvalue { i32, i32 } %1162, 0
  %1164 = extractvalue { i32, i32 } %1162, 1
  %1165 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %894, i32 %895, i32 %896, i32 %897, i32 %948, i32 %949, i32 %1028, i32 %1029) #4, !srcloc !18
  %1166 = extractvalue { i32, i32 } %1165, 0
  %1167 = extractvalue { i32, i32 } %1165, 1
  %1168 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %903, i32 %904, i32 %905, i32 %906, i32 %948, i32 %949, i32 %1031, i32 %1032) #4, !srcloc !18
  %1169 = extractvalue { i32, i32 } %1168, 0
  %1170 = extractvalue { i32, i32 } %1168, 1
  %1171 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %912, i32 %913, i32 %914, i32 %915, i32 %948, i32 %949, i32 %1034, i32 %1035) #4, !srcloc !18
  %1172 = extractvalue { i32, i32 } %1171, 0
  %1173 = extractvalue { i32, i32 } %1171, 1
  %1174 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %912, i32 %913, i32 %914, i32 %915, i32 %950, i32 %951, i32 %1037, i32 %1038) #4, !srcloc !18
  %1175 = extractvalue { i32, i32 } %1174, 0
  %1176 = extractvalue { i32, i32 } %1174, 1
  %1177 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %903, i32 %904, i32 %905, i32 %906, i32 %950, i32 %951, i32 %1040, i32 %1041) #4, !srcloc !18
  %1178 = extractvalue { i32, i32 } %1177, 0
  %1179 = extractvalue { i32, i32 } %1177, 1
  %1180 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %894, i32 %895, i32 %896, i32 %897, i32 %950, i32 %951, i32 %1043, i32 %1044) #4, !srcloc !18
  %1181 = extractvalue { i32, i32 } %1180, 0
  %1182 = extractvalue { i32, i32 } %1180, 1
  %1183 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,  $1},{$2,  $3,  $4,  $5},{$6,  $7},{$8,  $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %950, i32 %951, i32 %1046, i32 %1047) #4, !srcloc !18
  %1184 = extractvalue { i32, i32 } %1183, 0
  %1185 = extractvalue { i32, i32 } %1183, 1
  %1186 = icmp ult i32 %415, -2147483647
  br i1 %1186, label %342, label %1187, !llvm.loop !19

1187:                                             ; preds = %342, %18
  %1188 = phi i32 [ 0, %18 ], [ %1176, %342 ]
  %1189 = phi i32 [ 0, %18 ], [ %1175, %342 ]
  %1190 = phi i32 [ 0, %18 ], [ %1179, %342 ]
  %1191 = phi i32 [ 0, %18 ], [ %1178, %342 ]
  %1192 = phi i32 [ 0, %18 ], [ %1182, %342 ]
  %1193 = phi i32 [ 0, %18 ], [ %1181, %342 ]
  %1194 = phi i32 [ 0, %18 ], [ %1185, %342 ]
  %1195 = phi i32 [ 0, %18 ], [ %1184, %342 ]
  %1196 = phi i32 [ 0, %18 ], [ %1173, %342 ]
  %1197 = phi i32 [ 0, %18 ], [ %1172, %342 ]
  %1198 = phi i32 [ 0, %18 ], [ %1170, %342 ]
  %1199 = phi i32 [ 0, %18 ], [ %1169, %342 ]
  %1200 = phi i32 [ 0, %18 ], [ %1167, %342 ]
  %1201 = phi i32 [ 0, %18 ], [ %1166, %342 ]
  %1202 = phi i32 [ 0, %18 ], [ %1164, %342 ]
  %1203 = phi i32 [ 0, %18 ], [ %1163, %342 ]
  %1204 = phi i32 [ 0, %18 ], [ %1152, %342 ]
  %1205 = phi i32 [ 0, %18 ], [ %1151, %342 ]
  %1206 = phi i32 [ 0, %18 ], [ %1155, %342 ]
  %1207 = phi i32 [ 0, %18 ], [ %1154, %342 ]
  %1208 = phi i32 [ 0, %18 ], [ %1158, %342 ]
  %1209 = phi i32 [ 0, %18 ], [ %1157, %342 ]
  %1210 = phi i32 [ 0, %18 ], [ %1161, %342 ]
  %1211 = phi i32 [ 0, %18 ], [ %1160, %342 ]
  %1212 = phi i32 [ 0, %18 ], [ %1149, %342 ]
  %1213 = phi i32 [ 0, %18 ], [ %1148, %342 ]
  %1214 = phi i32 [ 0, %18 ], [ %1146, %342 ]
  %1215 = phi i32 [ 0, %18 ], [ %1145, %342 ]
  %1216 = phi i32 [ 0, %18 ], [ %1143, %342 ]
  %1217 = phi i32 [ 0, %18 ], [ %1142, %342 ]
  %1218 = phi i32 [ 0, %18 ], [ %1140, %342 ]
  %1219 = phi i32 [ 0, %18 ], [ %1139, %342 ]
  %1220 = phi i32 [ 0, %18 ], [ %1128, %342 ]
  %1221 = phi i32 [ 0, %18 ], [ %1127, %342 ]
  %1222 = phi i32 [ 0, %18 ], [ %1131, %342 ]
  %1223 = phi i32 [ 0, %18 ], [ %1130, %342 ]
  %1224 = phi i32 [ 0, %18 ], [ %1134, %342 ]
  %1225 = phi i32 [ 0, %18 ], [ %1133, %342 ]
  %1226 = phi i32 [ 0, %18 ], [ %1137, %342 ]
  %1227 = phi i32 [ 0, %18 ], [ %1136, %342 ]
  %1228 = phi i32 [ 0, %18 ], [ %1125, %342 ]
  %1229 = phi i32 [ 0, %18 ], [ %1124, %342 ]
  %1230 = phi i32 [ 0, %18 ], [ %1122, %342 ]
  %1231 = phi i32 [ 0, %18 ], [ %1121, %342 ]
  %1232 = phi i32 [ 0, %18 ], [ %1119, %342 ]
  %1233 = phi i32 [ 0, %18 ], [ %1118, %342 ]
  %1234 = phi i32 [ 0, %18 ], [ %1116, %342 ]
  %1235 = phi i32 [ 0, %18 ], [ %1115, %342 ]
  %1236 = phi i32 [ 0, %18 ], [ %1104, %342 ]
  %1237 = phi i32 [ 0, %18 ], [ %1103, %342 ]
  %1238 = phi i32 [ 0, %18 ], [ %1107, %342 ]
  %1239 = phi i32 [ 0, %18 ], [ %1106, %342 ]
  %1240 = phi i32 [ 0, %18 ], [ %1110, %342 ]
  %1241 = phi i32 [ 0, %18 ], [ %1109, %342 ]
  %1242 = phi i32 [ 0, %18 ], [ %1113, %342 ]
  %1243 = phi i32 [ 0, %18 ], [ %1112, %342 ]
  %1244 = phi i32 [ 0, %18 ], [ %1101, %342 ]
  %1245 = phi i32 [ 0, %18 ], [ %1100, %342 ]
  %1246 = phi i32 [ 0, %18 ], [ %1098, %342 ]
  %1247 = phi i32 [ 0, %18 ], [ %1097, %342 ]
  %1248 = phi i32 [ 0, %18 ], [ %1095, %342 ]
  %1249 = phi i32 [ 0, %18 ], [ %1094, %342 ]
  %1250 = phi i32 [ 0, %18 ], [ %1092, %342 ]
  %1251 = phi i32 [ 0, %18 ], [ %1091, %342 ]
  %1252 = load i16, ptr %17, align 2
  %1253 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %1252) #5, !srcloc !22
  %1254 = fcmp contract oeq float %1253, 0.000000e+00
  %1255 = load i16, ptr %16, align 2
  %1256 = trunc i32 %1251 to i16
  br i1 %1254, label %1257, label %1259

1257:                                             ; preds = %1187
  %1258 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1256) #5, !srcloc !23
  br label %1264

1259:                                             ; preds = %1187
  %1260 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1256) #5, !srcloc !23
  %1261 = load i16, ptr %322, align 2, !tbaa !24
  %1262 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1261) #5, !srcloc !23
  %1263 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1260, i16 %1262) #5, !srcloc !26
  br label %1264

1264:                                             ; preds = %1259, %1257
  %1265 = phi i16 [ %1258, %1257 ], [ %1263, %1259 ]
  store i16 %1265, ptr %322, align 2, !tbaa !24
  %1266 = lshr i32 %1251, 16
  %1267 = trunc nuw i32 %1266 to i16
  %1268 = sext i32 %23 to i64
  br i1 %1254, label %1275, label %1269

1269:                                             ; preds = %1264
  %1270 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1267) #5, !srcloc !23
  %1271 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1268
  %1272 = load i16, ptr %1271, align 2, !tbaa !24
  %1273 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1272) #5, !srcloc !23
  %1274 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1270, i16 %1273) #5, !srcloc !26
  br label %1277

1275:                                             ; preds = %1264
  %1276 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1267) #5, !srcloc !23
  br label %1277

1277:                                             ; preds = %1275, %1269
  %1278 = phi i16 [ %1276, %1275 ], [ %1274, %1269 ]
  %1279 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1268
  store i16 %1278, ptr %1279, align 2, !tbaa !24
  %1280 = trunc i32 %1250 to i16
  br i1 %1254, label %1287, label %1281

1281:                                             ; preds = %1277
  %1282 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1280) #5, !srcloc !23
  %1283 = getelementptr inbounds i8, ptr %322, i64 16
  %1284 = load i16, ptr %1283, align 2, !tbaa !24
  %1285 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1284) #5, !srcloc !23
  %1286 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1282, i16 %1285) #5, !srcloc !26
  br label %1289

1287:                                             ; preds = %1277
  %1288 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1280) #5, !srcloc !23
  br label %1289

1289:                                             ; preds = %1287, %1281
  %1290 = phi i16 [ %1288, %1287 ], [ %1286, %1281 ]
  %1291 = getelementptr inbounds i8, ptr %322, i64 16
  store i16 %1290, ptr %1291, align 2, !tbaa !24
  %1292 = lshr i32 %1250, 16
  %1293 = trunc nuw i32 %1292 to i16
  %1294 = add i32 %23, 8
  %1295 = sext i32 %1294 to i64
  br i1 %1254, label %1302, label %1296

1296:                                             ; preds = %1289
  %1297 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1293) #5, !srcloc !23
  %1298 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1295
  %1299 = load i16, ptr %1298, align 2, !tbaa !24
  %1300 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1299) #5, !srcloc !23
  %1301 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1297, i16 %1300) #5, !srcloc !26
  br label %1304

1302:                                             ; preds = %1289
  %1303 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1293) #5, !srcloc !23
  br label %1304

1304:                                             ; preds = %1302, %1296
  %1305 = phi i16 [ %1303, %1302 ], [ %1301, %1296 ]
  %1306 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1295
  store i16 %1305, ptr %1306, align 2, !tbaa !24
  %1307 = trunc i32 %1249 to i16
  br i1 %1254, label %1314, label %1308

1308:                                             ; preds = %1304
  %1309 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1307) #5, !srcloc !23
  %1310 = getelementptr inbounds i8, ptr %322, i64 64
  %1311 = load i16, ptr %1310, align 2, !tbaa !24
  %1312 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1311) #5, !srcloc !23
  %1313 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1309, i16 %1312) #5, !srcloc !26
  br label %1316

1314:                                             ; preds = %1304
  %1315 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1307) #5, !srcloc !23
  br label %1316

1316:                                             ; preds = %1314, %1308
  %1317 = phi i16 [ %1315, %1314 ], [ %1313, %1308 ]
  %1318 = getelementptr inbounds i8, ptr %322, i64 64
  store i16 %1317, ptr %1318, align 2, !tbaa !24
  %1319 = lshr i32 %1249, 16
  %1320 = trunc nuw i32 %1319 to i16
  %1321 = add i32 %23, 32
  %1322 = sext i32 %1321 to i64
  br i1 %1254, label %1329, label %1323

1323:                                             ; preds = %1316
  %1324 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1320) #5, !srcloc !23
  %1325 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1322
  %1326 = load i16, ptr %1325, align 2, !tbaa !24
  %1327 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1326) #5, !srcloc !23
  %1328 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1324, i16 %1327) #5, !srcloc !26
  br label %1331

1329:                                             ; preds = %1316
  %1330 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1320) #5, !srcloc !23
  br label %1331

1331:                                             ; preds = %1329, %1323
  %1332 = phi i16 [ %1330, %1329 ], [ %1328, %1323 ]
  %1333 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1322
  store i16 %1332, ptr %1333, align 2, !tbaa !24
  %1334 = trunc i32 %1248 to i16
  br i1 %1254, label %1341, label %1335

1335:                                             ; preds = %1331
  %1336 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1334) #5, !srcloc !23
  %1337 = getelementptr inbounds i8, ptr %322, i64 80
  %1338 = load i16, ptr %1337, align 2, !tbaa !24
  %1339 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1338) #5, !srcloc !23
  %1340 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1336, i16 %1339) #5, !srcloc !26
  br label %1343

1341:                                             ; preds = %1331
  %1342 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1334) #5, !srcloc !23
  br label %1343

1343:                                             ; preds = %1341, %1335
  %1344 = phi i16 [ %1342, %1341 ], [ %1340, %1335 ]
  %1345 = getelementptr inbounds i8, ptr %322, i64 80
  store i16 %1344, ptr %1345, align 2, !tbaa !24
  %1346 = lshr i32 %1248, 16
  %1347 = trunc nuw i32 %1346 to i16
  %1348 = add i32 %23, 40
  %1349 = sext i32 %1348 to i64
  br i1 %1254, label %1356, label %1350

1350:                                             ; preds = %1343
  %1351 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1347) #5, !srcloc !23
  %1352 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1349
  %1353 = load i16, ptr %1352, align 2, !tbaa !24
  %1354 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1353) #5, !srcloc !23
  %1355 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1351, i16 %1354) #5, !srcloc !26
  br label %1358

1356:                                             ; preds = %1343
  %1357 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1347) #5, !srcloc !23
  br label %1358

1358:                                             ; preds = %1356, %1350
  %1359 = phi i16 [ %1357, %1356 ], [ %1355, %1350 ]
  %1360 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1349
  store i16 %1359, ptr %1360, align 2, !tbaa !24
  %1361 = trunc i32 %1247 to i16
  br i1 %1254, label %1368, label %1362

1362:                                             ; preds = %1358
  %1363 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1361) #5, !srcloc !23
  %1364 = getelementptr inbounds i8, ptr %322, i64 128
  %1365 = load i16, ptr %1364, align 2, !tbaa !24
  %1366 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1365) #5, !srcloc !23
  %1367 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1363, i16 %1366) #5, !srcloc !26
  br label %1370

1368:                                             ; preds = %1358
  %1369 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1361) #5, !srcloc !23
  br label %1370

1370:                                             ; preds = %1368, %1362
  %1371 = phi i16 [ %1369, %1368 ], [ %1367, %1362 ]
  %1372 = getelementptr inbounds i8, ptr %322, i64 128
  store i16 %1371, ptr %1372, align 2, !tbaa !24
  %1373 = lshr i32 %1247, 16
  %1374 = trunc nuw i32 %1373 to i16
  %1375 = add i32 %23, 64
  %1376 = sext i32 %1375 to i64
  br i1 %1254, label %1383, label %1377

1377:                                             ; preds = %1370
  %1378 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1374) #5, !srcloc !23
  %1379 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1376
  %1380 = load i16, ptr %1379, align 2, !tbaa !24
  %1381 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1380) #5, !srcloc !23
  %1382 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1378, i16 %1381) #5, !srcloc !26
  br label %1385

1383:                                             ; preds = %1370
  %1384 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1374) #5, !srcloc !23
  br label %1385

1385:                                             ; preds = %1383, %1377
  %1386 = phi i16 [ %1384, %1383 ], [ %1382, %1377 ]
  %1387 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1376
  store i16 %1386, ptr %1387, align 2, !tbaa !24
  %1388 = trunc i32 %1246 to i16
  br i1 %1254, label %1395, label %1389

1389:                                             ; preds = %1385
  %1390 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1388) #5, !srcloc !23
  %1391 = getelementptr inbounds i8, ptr %322, i64 144
  %1392 = load i16, ptr %1391, align 2, !tbaa !24
  %1393 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1392) #5, !srcloc !23
  %1394 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1390, i16 %1393) #5, !srcloc !26
  br label %1397

1395:                                             ; preds = %1385
  %1396 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1388) #5, !srcloc !23
  br label %1397

1397:                                             ; preds = %1395, %1389
  %1398 = phi i16 [ %1396, %1395 ], [ %1394, %1389 ]
  %1399 = getelementptr inbounds i8, ptr %322, i64 144
  store i16 %1398, ptr %1399, align 2, !tbaa !24
  %1400 = lshr i32 %1246, 16
  %1401 = trunc nuw i32 %1400 to i16
  %1402 = add i32 %23, 72
  %1403 = sext i32 %1402 to i64
  br i1 %1254, label %1410, label %1404

1404:                                             ; preds = %1397
  %1405 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1401) #5, !srcloc !23
  %1406 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1403
  %1407 = load i16, ptr %1406, align 2, !tbaa !24
  %1408 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1407) #5, !srcloc !23
  %1409 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1405, i16 %1408) #5, !srcloc !26
  br label %1412

1410:                                             ; preds = %1397
  %1411 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1401) #5, !srcloc !23
  br label %1412

1412:                                             ; preds = %1410, %1404
  %1413 = phi i16 [ %1411, %1410 ], [ %1409, %1404 ]
  %1414 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1403
  store i16 %1413, ptr %1414, align 2, !tbaa !24
  %1415 = trunc i32 %1245 to i16
  br i1 %1254, label %1422, label %1416

1416:                                             ; preds = %1412
  %1417 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1415) #5, !srcloc !23
  %1418 = getelementptr inbounds i8, ptr %322, i64 192
  %1419 = load i16, ptr %1418, align 2, !tbaa !24
  %1420 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1419) #5, !srcloc !23
  %1421 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1417, i16 %1420) #5, !srcloc !26
  br label %1424

1422:                                             ; preds = %1412
  %1423 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1415) #5, !srcloc !23
  br label %1424

1424:                                             ; preds = %1422, %1416
  %1425 = phi i16 [ %1423, %1422 ], [ %1421, %1416 ]
  %1426 = getelementptr inbounds i8, ptr %322, i64 192
  store i16 %1425, ptr %1426, align 2, !tbaa !24
  %1427 = lshr i32 %1245, 16
  %1428 = trunc nuw i32 %1427 to i16
  %1429 = add i32 %23, 96
  %1430 = sext i32 %1429 to i64
  br i1 %1254, label %1437, label %1431

1431:                                             ; preds = %1424
  %1432 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1428) #5, !srcloc !23
  %1433 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1430
  %1434 = load i16, ptr %1433, align 2, !tbaa !24
  %1435 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1434) #5, !srcloc !23
  %1436 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1432, i16 %1435) #5, !srcloc !26
  br label %1439

1437:                                             ; preds = %1424
  %1438 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1428) #5, !srcloc !23
  br label %1439

1439:                                             ; preds = %1437, %1431
  %1440 = phi i16 [ %1438, %1437 ], [ %1436, %1431 ]
  %1441 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1430
  store i16 %1440, ptr %1441, align 2, !tbaa !24
  %1442 = trunc i32 %1244 to i16
  br i1 %1254, label %1449, label %1443

1443:                                             ; preds = %1439
  %1444 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1442) #5, !srcloc !23
  %1445 = getelementptr inbounds i8, ptr %322, i64 208
  %1446 = load i16, ptr %1445, align 2, !tbaa !24
  %1447 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1446) #5, !srcloc !23
  %1448 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1444, i16 %1447) #5, !srcloc !26
  br label %1451

1449:                                             ; preds = %1439
  %1450 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1442) #5, !srcloc !23
  br label %1451

1451:                                             ; preds = %1449, %1443
  %1452 = phi i16 [ %1450, %1449 ], [ %1448, %1443 ]
  %1453 = getelementptr inbounds i8, ptr %322, i64 208
  store i16 %1452, ptr %1453, align 2, !tbaa !24
  %1454 = lshr i32 %1244, 16
  %1455 = trunc nuw i32 %1454 to i16
  %1456 = add i32 %23, 104
  %1457 = sext i32 %1456 to i64
  br i1 %1254, label %1464, label %1458

1458:                                             ; preds = %1451
  %1459 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1455) #5, !srcloc !23
  %1460 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1457
  %1461 = load i16, ptr %1460, align 2, !tbaa !24
  %1462 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1461) #5, !srcloc !23
  %1463 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1459, i16 %1462) #5, !srcloc !26
  br label %1466

1464:                                             ; preds = %1451
  %1465 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1455) #5, !srcloc !23
  br label %1466

1466:                                             ; preds = %1464, %1458
  %1467 = phi i16 [ %1465, %1464 ], [ %1463, %1458 ]
  %1468 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1457
  store i16 %1467, ptr %1468, align 2, !tbaa !24
  %1469 = trunc i32 %1243 to i16
  %1470 = sext i32 %262 to i64
  br i1 %1254, label %1477, label %1471

1471:                                             ; preds = %1466
  %1472 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1469) #5, !srcloc !23
  %1473 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1470
  %1474 = load i16, ptr %1473, align 2, !tbaa !24
  %1475 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1474) #5, !srcloc !23
  %1476 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1472, i16 %1475) #5, !srcloc !26
  br label %1479

1477:                                             ; preds = %1466
  %1478 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1469) #5, !srcloc !23
  br label %1479

1479:                                             ; preds = %1477, %1471
  %1480 = phi i16 [ %1478, %1477 ], [ %1476, %1471 ]
  %1481 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1470
  store i16 %1480, ptr %1481, align 2, !tbaa !24
  %1482 = lshr i32 %1243, 16
  %1483 = trunc nuw i32 %1482 to i16
  %1484 = mul i32 %23, 17
  %1485 = sext i32 %1484 to i64
  br i1 %1254, label %1492, label %1486

1486:                                             ; preds = %1479
  %1487 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1483) #5, !srcloc !23
  %1488 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1485
  %1489 = load i16, ptr %1488, align 2, !tbaa !24
  %1490 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1489) #5, !srcloc !23
  %1491 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1487, i16 %1490) #5, !srcloc !26
  br label %1494

1492:                                             ; preds = %1479
  %1493 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1483) #5, !srcloc !23
  br label %1494

1494:                                             ; preds = %1492, %1486
  %1495 = phi i16 [ %1493, %1492 ], [ %1491, %1486 ]
  %1496 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1485
  store i16 %1495, ptr %1496, align 2, !tbaa !24
  %1497 = trunc i32 %1242 to i16
  %1498 = or disjoint i32 %262, 8
  %1499 = sext i32 %1498 to i64
  br i1 %1254, label %1506, label %1500

1500:                                             ; preds = %1494
  %1501 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1497) #5, !srcloc !23
  %1502 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1499
  %1503 = load i16, ptr %1502, align 2, !tbaa !24
  %1504 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1503) #5, !srcloc !23
  %1505 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1501, i16 %1504) #5, !srcloc !26
  br label %1508

1506:                                             ; preds = %1494
  %1507 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1497) #5, !srcloc !23
  br label %1508

1508:                                             ; preds = %1506, %1500
  %1509 = phi i16 [ %1507, %1506 ], [ %1505, %1500 ]
  %1510 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1499
  store i16 %1509, ptr %1510, align 2, !tbaa !24
  %1511 = lshr i32 %1242, 16
  %1512 = trunc nuw i32 %1511 to i16
  %1513 = add i32 %1294, %262
  %1514 = sext i32 %1513 to i64
  br i1 %1254, label %1521, label %1515

1515:                                             ; preds = %1508
  %1516 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1512) #5, !srcloc !23
  %1517 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1514
  %1518 = load i16, ptr %1517, align 2, !tbaa !24
  %1519 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1518) #5, !srcloc !23
  %1520 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1516, i16 %1519) #5, !srcloc !26
  br label %1523

1521:                                             ; preds = %1508
  %1522 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1512) #5, !srcloc !23
  br label %1523

1523:                                             ; preds = %1521, %1515
  %1524 = phi i16 [ %1522, %1521 ], [ %1520, %1515 ]
  %1525 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1514
  store i16 %1524, ptr %1525, align 2, !tbaa !24
  %1526 = trunc i32 %1241 to i16
  %1527 = add i32 %262, 32
  %1528 = sext i32 %1527 to i64
  br i1 %1254, label %1535, label %1529

1529:                                             ; preds = %1523
  %1530 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1526) #5, !srcloc !23
  %1531 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1528
  %1532 = load i16, ptr %1531, align 2, !tbaa !24
  %1533 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1532) #5, !srcloc !23
  %1534 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1530, i16 %1533) #5, !srcloc !26
  br label %1537

1535:                                             ; preds = %1523
  %1536 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1526) #5, !srcloc !23
  br label %1537

1537:                                             ; preds = %1535, %1529
  %1538 = phi i16 [ %1536, %1535 ], [ %1534, %1529 ]
  %1539 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1528
  store i16 %1538, ptr %1539, align 2, !tbaa !24
  %1540 = lshr i32 %1241, 16
  %1541 = trunc nuw i32 %1540 to i16
  br i1 %1254, label %1550, label %1542

1542:                                             ; preds = %1537
  %1543 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1541) #5, !srcloc !23
  %1544 = add i32 %1484, 32
  %1545 = sext i32 %1544 to i64
  %1546 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1545
  %1547 = load i16, ptr %1546, align 2, !tbaa !24
  %1548 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1547) #5, !srcloc !23
  %1549 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1543, i16 %1548) #5, !srcloc !26
  br label %1552

1550:                                             ; preds = %1537
  %1551 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1541) #5, !srcloc !23
  br label %1552

1552:                                             ; preds = %1550, %1542
  %1553 = phi i16 [ %1551, %1550 ], [ %1549, %1542 ]
  %1554 = add i32 %1321, %262
  %1555 = sext i32 %1554 to i64
  %1556 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1555
  store i16 %1553, ptr %1556, align 2, !tbaa !24
  %1557 = trunc i32 %1240 to i16
  br i1 %1254, label %1566, label %1558

1558:                                             ; preds = %1552
  %1559 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1557) #5, !srcloc !23
  %1560 = add i32 %262, 40
  %1561 = sext i32 %1560 to i64
  %1562 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1561
  %1563 = load i16, ptr %1562, align 2, !tbaa !24
  %1564 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1563) #5, !srcloc !23
  %1565 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1559, i16 %1564) #5, !srcloc !26
  br label %1568

1566:                                             ; preds = %1552
  %1567 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1557) #5, !srcloc !23
  br label %1568

1568:                                             ; preds = %1566, %1558
  %1569 = phi i16 [ %1567, %1566 ], [ %1565, %1558 ]
  %1570 = add i32 %262, 40
  %1571 = sext i32 %1570 to i64
  %1572 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1571
  store i16 %1569, ptr %1572, align 2, !tbaa !24
  %1573 = lshr i32 %1240, 16
  %1574 = trunc nuw i32 %1573 to i16
  br i1 %1254, label %1583, label %1575

1575:                                             ; preds = %1568
  %1576 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1574) #5, !srcloc !23
  %1577 = add i32 %1513, 32
  %1578 = sext i32 %1577 to i64
  %1579 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1578
  %1580 = load i16, ptr %1579, align 2, !tbaa !24
  %1581 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1580) #5, !srcloc !23
  %1582 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1576, i16 %1581) #5, !srcloc !26
  br label %1585

1583:                                             ; preds = %1568
  %1584 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1574) #5, !srcloc !23
  br label %1585

1585:                                             ; preds = %1583, %1575
  %1586 = phi i16 [ %1584, %1583 ], [ %1582, %1575 ]
  %1587 = add i32 %1348, %262
  %1588 = sext i32 %1587 to i64
  %1589 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1588
  store i16 %1586, ptr %1589, align 2, !tbaa !24
  %1590 = trunc i32 %1239 to i16
  %1591 = add i32 %262, 64
  %1592 = sext i32 %1591 to i64
  br i1 %1254, label %1599, label %1593

1593:                                             ; preds = %1585
  %1594 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1590) #5, !srcloc !23
  %1595 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1592
  %1596 = load i16, ptr %1595, align 2, !tbaa !24
  %1597 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1596) #5, !srcloc !23
  %1598 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1594, i16 %1597) #5, !srcloc !26
  br label %1601

1599:                                             ; preds = %1585
  %1600 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1590) #5, !srcloc !23
  br label %1601

1601:                                             ; preds = %1599, %1593
  %1602 = phi i16 [ %1600, %1599 ], [ %1598, %1593 ]
  %1603 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1592
  store i16 %1602, ptr %1603, align 2, !tbaa !24
  %1604 = lshr i32 %1239, 16
  %1605 = trunc nuw i32 %1604 to i16
  br i1 %1254, label %1614, label %1606

1606:                                             ; preds = %1601
  %1607 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1605) #5, !srcloc !23
  %1608 = add i32 %1484, 64
  %1609 = sext i32 %1608 to i64
  %1610 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1609
  %1611 = load i16, ptr %1610, align 2, !tbaa !24
  %1612 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1611) #5, !srcloc !23
  %1613 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1607, i16 %1612) #5, !srcloc !26
  br label %1616

1614:                                             ; preds = %1601
  %1615 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1605) #5, !srcloc !23
  br label %1616

1616:                                             ; preds = %1614, %1606
  %1617 = phi i16 [ %1615, %1614 ], [ %1613, %1606 ]
  %1618 = add i32 %1375, %262
  %1619 = sext i32 %1618 to i64
  %1620 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1619
  store i16 %1617, ptr %1620, align 2, !tbaa !24
  %1621 = trunc i32 %1238 to i16
  br i1 %1254, label %1630, label %1622

1622:                                             ; preds = %1616
  %1623 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1621) #5, !srcloc !23
  %1624 = add i32 %262, 72
  %1625 = sext i32 %1624 to i64
  %1626 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1625
  %1627 = load i16, ptr %1626, align 2, !tbaa !24
  %1628 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1627) #5, !srcloc !23
  %1629 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1623, i16 %1628) #5, !srcloc !26
  br label %1632

1630:                                             ; preds = %1616
  %1631 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1621) #5, !srcloc !23
  br label %1632

1632:                                             ; preds = %1630, %1622
  %1633 = phi i16 [ %1631, %1630 ], [ %1629, %1622 ]
  %1634 = add i32 %262, 72
  %1635 = sext i32 %1634 to i64
  %1636 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1635
  store i16 %1633, ptr %1636, align 2, !tbaa !24
  %1637 = lshr i32 %1238, 16
  %1638 = trunc nuw i32 %1637 to i16
  br i1 %1254, label %1647, label %1639

1639:                                             ; preds = %1632
  %1640 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1638) #5, !srcloc !23
  %1641 = add i32 %1513, 64
  %1642 = sext i32 %1641 to i64
  %1643 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1642
  %1644 = load i16, ptr %1643, align 2, !tbaa !24
  %1645 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1644) #5, !srcloc !23
  %1646 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1640, i16 %1645) #5, !srcloc !26
  br label %1649

1647:                                             ; preds = %1632
  %1648 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1638) #5, !srcloc !23
  br label %1649

1649:                                             ; preds = %1647, %1639
  %1650 = phi i16 [ %1648, %1647 ], [ %1646, %1639 ]
  %1651 = add i32 %1402, %262
  %1652 = sext i32 %1651 to i64
  %1653 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1652
  store i16 %1650, ptr %1653, align 2, !tbaa !24
  %1654 = trunc i32 %1237 to i16
  %1655 = add i32 %262, 96
  %1656 = sext i32 %1655 to i64
  br i1 %1254, label %1663, label %1657

1657:                                             ; preds = %1649
  %1658 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1654) #5, !srcloc !23
  %1659 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1656
  %1660 = load i16, ptr %1659, align 2, !tbaa !24
  %1661 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1660) #5, !srcloc !23
  %1662 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1658, i16 %1661) #5, !srcloc !26
  br label %1665

1663:                                             ; preds = %1649
  %1664 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1654) #5, !srcloc !23
  br label %1665

1665:                                             ; preds = %1663, %1657
  %1666 = phi i16 [ %1664, %1663 ], [ %1662, %1657 ]
  %1667 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1656
  store i16 %1666, ptr %1667, align 2, !tbaa !24
  %1668 = lshr i32 %1237, 16
  %1669 = trunc nuw i32 %1668 to i16
  br i1 %1254, label %1678, label %1670

1670:                                             ; preds = %1665
  %1671 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1669) #5, !srcloc !23
  %1672 = add i32 %1484, 96
  %1673 = sext i32 %1672 to i64
  %1674 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1673
  %1675 = load i16, ptr %1674, align 2, !tbaa !24
  %1676 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1675) #5, !srcloc !23
  %1677 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1671, i16 %1676) #5, !srcloc !26
  br label %1680

1678:                                             ; preds = %1665
  %1679 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1669) #5, !srcloc !23
  br label %1680

1680:                                             ; preds = %1678, %1670
  %1681 = phi i16 [ %1679, %1678 ], [ %1677, %1670 ]
  %1682 = add i32 %1429, %262
  %1683 = sext i32 %1682 to i64
  %1684 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1683
  store i16 %1681, ptr %1684, align 2, !tbaa !24
  %1685 = trunc i32 %1236 to i16
  br i1 %1254, label %1694, label %1686

1686:                                             ; preds = %1680
  %1687 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1685) #5, !srcloc !23
  %1688 = add i32 %262, 104
  %1689 = sext i32 %1688 to i64
  %1690 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1689
  %1691 = load i16, ptr %1690, align 2, !tbaa !24
  %1692 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1691) #5, !srcloc !23
  %1693 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1687, i16 %1692) #5, !srcloc !26
  br label %1696

1694:                                             ; preds = %1680
  %1695 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1685) #5, !srcloc !23
  br label %1696

1696:                                             ; preds = %1694, %1686
  %1697 = phi i16 [ %1695, %1694 ], [ %1693, %1686 ]
  %1698 = add i32 %262, 104
  %1699 = sext i32 %1698 to i64
  %1700 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1699
  store i16 %1697, ptr %1700, align 2, !tbaa !24
  %1701 = lshr i32 %1236, 16
  %1702 = trunc nuw i32 %1701 to i16
  br i1 %1254, label %1711, label %1703

1703:                                             ; preds = %1696
  %1704 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1702) #5, !srcloc !23
  %1705 = add i32 %1513, 96
  %1706 = sext i32 %1705 to i64
  %1707 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1706
  %1708 = load i16, ptr %1707, align 2, !tbaa !24
  %1709 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1708) #5, !srcloc !23
  %1710 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1704, i16 %1709) #5, !srcloc !26
  br label %1713

1711:                                             ; preds = %1696
  %1712 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1702) #5, !srcloc !23
  br label %1713

1713:                                             ; preds = %1711, %1703
  %1714 = phi i16 [ %1712, %1711 ], [ %1710, %1703 ]
  %1715 = add i32 %1456, %262
  %1716 = sext i32 %1715 to i64
  %1717 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1716
  store i16 %1714, ptr %1717, align 2, !tbaa !24
  %1718 = trunc i32 %1235 to i16
  %1719 = sext i32 %301 to i64
  br i1 %1254, label %1726, label %1720

1720:                                             ; preds = %1713
  %1721 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1718) #5, !srcloc !23
  %1722 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1719
  %1723 = load i16, ptr %1722, align 2, !tbaa !24
  %1724 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1723) #5, !srcloc !23
  %1725 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1721, i16 %1724) #5, !srcloc !26
  br label %1728

1726:                                             ; preds = %1713
  %1727 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1718) #5, !srcloc !23
  br label %1728

1728:                                             ; preds = %1726, %1720
  %1729 = phi i16 [ %1727, %1726 ], [ %1725, %1720 ]
  %1730 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1719
  store i16 %1729, ptr %1730, align 2, !tbaa !24
  %1731 = lshr i32 %1235, 16
  %1732 = trunc nuw i32 %1731 to i16
  %1733 = mul i32 %23, 33
  %1734 = sext i32 %1733 to i64
  br i1 %1254, label %1741, label %1735

1735:                                             ; preds = %1728
  %1736 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1732) #5, !srcloc !23
  %1737 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1734
  %1738 = load i16, ptr %1737, align 2, !tbaa !24
  %1739 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1738) #5, !srcloc !23
  %1740 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1736, i16 %1739) #5, !srcloc !26
  br label %1743

1741:                                             ; preds = %1728
  %1742 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1732) #5, !srcloc !23
  br label %1743

1743:                                             ; preds = %1741, %1735
  %1744 = phi i16 [ %1742, %1741 ], [ %1740, %1735 ]
  %1745 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1734
  store i16 %1744, ptr %1745, align 2, !tbaa !24
  %1746 = trunc i32 %1234 to i16
  %1747 = or disjoint i32 %301, 8
  %1748 = sext i32 %1747 to i64
  br i1 %1254, label %1755, label %1749

1749:                                             ; preds = %1743
  %1750 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1746) #5, !srcloc !23
  %1751 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1748
  %1752 = load i16, ptr %1751, align 2, !tbaa !24
  %1753 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1752) #5, !srcloc !23
  %1754 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1750, i16 %1753) #5, !srcloc !26
  br label %1757

1755:                                             ; preds = %1743
  %1756 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1746) #5, !srcloc !23
  br label %1757

1757:                                             ; preds = %1755, %1749
  %1758 = phi i16 [ %1756, %1755 ], [ %1754, %1749 ]
  %1759 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1748
  store i16 %1758, ptr %1759, align 2, !tbaa !24
  %1760 = lshr i32 %1234, 16
  %1761 = trunc nuw i32 %1760 to i16
  %1762 = add i32 %1294, %301
  %1763 = sext i32 %1762 to i64
  br i1 %1254, label %1770, label %1764

1764:                                             ; preds = %1757
  %1765 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1761) #5, !srcloc !23
  %1766 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1763
  %1767 = load i16, ptr %1766, align 2, !tbaa !24
  %1768 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1767) #5, !srcloc !23
  %1769 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1765, i16 %1768) #5, !srcloc !26
  br label %1772

1770:                                             ; preds = %1757
  %1771 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1761) #5, !srcloc !23
  br label %1772

1772:                                             ; preds = %1770, %1764
  %1773 = phi i16 [ %1771, %1770 ], [ %1769, %1764 ]
  %1774 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1763
  store i16 %1773, ptr %1774, align 2, !tbaa !24
  %1775 = trunc i32 %1233 to i16
  %1776 = add i32 %301, 32
  %1777 = sext i32 %1776 to i64
  br i1 %1254, label %1784, label %1778

1778:                                             ; preds = %1772
  %1779 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1775) #5, !srcloc !23
  %1780 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1777
  %1781 = load i16, ptr %1780, align 2, !tbaa !24
  %1782 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1781) #5, !srcloc !23
  %1783 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1779, i16 %1782) #5, !srcloc !26
  br label %1786

1784:                                             ; preds = %1772
  %1785 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1775) #5, !srcloc !23
  br label %1786

1786:                                             ; preds = %1784, %1778
  %1787 = phi i16 [ %1785, %1784 ], [ %1783, %1778 ]
  %1788 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1777
  store i16 %1787, ptr %1788, align 2, !tbaa !24
  %1789 = lshr i32 %1233, 16
  %1790 = trunc nuw i32 %1789 to i16
  %1791 = add i32 %1733, 32
  %1792 = sext i32 %1791 to i64
  br i1 %1254, label %1799, label %1793

1793:                                             ; preds = %1786
  %1794 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1790) #5, !srcloc !23
  %1795 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1792
  %1796 = load i16, ptr %1795, align 2, !tbaa !24
  %1797 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1796) #5, !srcloc !23
  %1798 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1794, i16 %1797) #5, !srcloc !26
  br label %1801

1799:                                             ; preds = %1786
  %1800 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1790) #5, !srcloc !23
  br label %1801

1801:                                             ; preds = %1799, %1793
  %1802 = phi i16 [ %1800, %1799 ], [ %1798, %1793 ]
  %1803 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1792
  store i16 %1802, ptr %1803, align 2, !tbaa !24
  %1804 = trunc i32 %1232 to i16
  %1805 = add i32 %301, 40
  %1806 = sext i32 %1805 to i64
  br i1 %1254, label %1813, label %1807

1807:                                             ; preds = %1801
  %1808 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1804) #5, !srcloc !23
  %1809 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1806
  %1810 = load i16, ptr %1809, align 2, !tbaa !24
  %1811 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1810) #5, !srcloc !23
  %1812 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1808, i16 %1811) #5, !srcloc !26
  br label %1815

1813:                                             ; preds = %1801
  %1814 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1804) #5, !srcloc !23
  br label %1815

1815:                                             ; preds = %1813, %1807
  %1816 = phi i16 [ %1814, %1813 ], [ %1812, %1807 ]
  %1817 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1806
  store i16 %1816, ptr %1817, align 2, !tbaa !24
  %1818 = lshr i32 %1232, 16
  %1819 = trunc nuw i32 %1818 to i16
  %1820 = add i32 %1762, 32
  %1821 = sext i32 %1820 to i64
  br i1 %1254, label %1828, label %1822

1822:                                             ; preds = %1815
  %1823 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1819) #5, !srcloc !23
  %1824 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1821
  %1825 = load i16, ptr %1824, align 2, !tbaa !24
  %1826 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1825) #5, !srcloc !23
  %1827 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1823, i16 %1826) #5, !srcloc !26
  br label %1830

1828:                                             ; preds = %1815
  %1829 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1819) #5, !srcloc !23
  br label %1830

1830:                                             ; preds = %1828, %1822
  %1831 = phi i16 [ %1829, %1828 ], [ %1827, %1822 ]
  %1832 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1821
  store i16 %1831, ptr %1832, align 2, !tbaa !24
  %1833 = trunc i32 %1231 to i16
  %1834 = add i32 %301, 64
  %1835 = sext i32 %1834 to i64
  br i1 %1254, label %1842, label %1836

1836:                                             ; preds = %1830
  %1837 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1833) #5, !srcloc !23
  %1838 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1835
  %1839 = load i16, ptr %1838, align 2, !tbaa !24
  %1840 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1839) #5, !srcloc !23
  %1841 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1837, i16 %1840) #5, !srcloc !26
  br label %1844

1842:                                             ; preds = %1830
  %1843 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1833) #5, !srcloc !23
  br label %1844

1844:                                             ; preds = %1842, %1836
  %1845 = phi i16 [ %1843, %1842 ], [ %1841, %1836 ]
  %1846 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1835
  store i16 %1845, ptr %1846, align 2, !tbaa !24
  %1847 = lshr i32 %1231, 16
  %1848 = trunc nuw i32 %1847 to i16
  %1849 = add i32 %1733, 64
  %1850 = sext i32 %1849 to i64
  br i1 %1254, label %1857, label %1851

1851:                                             ; preds = %1844
  %1852 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1848) #5, !srcloc !23
  %1853 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1850
  %1854 = load i16, ptr %1853, align 2, !tbaa !24
  %1855 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1854) #5, !srcloc !23
  %1856 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1852, i16 %1855) #5, !srcloc !26
  br label %1859

1857:                                             ; preds = %1844
  %1858 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1848) #5, !srcloc !23
  br label %1859

1859:                                             ; preds = %1857, %1851
  %1860 = phi i16 [ %1858, %1857 ], [ %1856, %1851 ]
  %1861 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1850
  store i16 %1860, ptr %1861, align 2, !tbaa !24
  %1862 = trunc i32 %1230 to i16
  %1863 = add i32 %301, 72
  %1864 = sext i32 %1863 to i64
  br i1 %1254, label %1871, label %1865

1865:                                             ; preds = %1859
  %1866 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1862) #5, !srcloc !23
  %1867 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1864
  %1868 = load i16, ptr %1867, align 2, !tbaa !24
  %1869 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1868) #5, !srcloc !23
  %1870 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1866, i16 %1869) #5, !srcloc !26
  br label %1873

1871:                                             ; preds = %1859
  %1872 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1862) #5, !srcloc !23
  br label %1873

1873:                                             ; preds = %1871, %1865
  %1874 = phi i16 [ %1872, %1871 ], [ %1870, %1865 ]
  %1875 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1864
  store i16 %1874, ptr %1875, align 2, !tbaa !24
  %1876 = lshr i32 %1230, 16
  %1877 = trunc nuw i32 %1876 to i16
  %1878 = add i32 %1762, 64
  %1879 = sext i32 %1878 to i64
  br i1 %1254, label %1886, label %1880

1880:                                             ; preds = %1873
  %1881 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1877) #5, !srcloc !23
  %1882 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1879
  %1883 = load i16, ptr %1882, align 2, !tbaa !24
  %1884 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1883) #5, !srcloc !23
  %1885 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1881, i16 %1884) #5, !srcloc !26
  br label %1888

1886:                                             ; preds = %1873
  %1887 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1877) #5, !srcloc !23
  br label %1888

1888:                                             ; preds = %1886, %1880
  %1889 = phi i16 [ %1887, %1886 ], [ %1885, %1880 ]
  %1890 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1879
  store i16 %1889, ptr %1890, align 2, !tbaa !24
  %1891 = trunc i32 %1229 to i16
  %1892 = add i32 %301, 96
  %1893 = sext i32 %1892 to i64
  br i1 %1254, label %1900, label %1894

1894:                                             ; preds = %1888
  %1895 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1891) #5, !srcloc !23
  %1896 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1893
  %1897 = load i16, ptr %1896, align 2, !tbaa !24
  %1898 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1897) #5, !srcloc !23
  %1899 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1895, i16 %1898) #5, !srcloc !26
  br label %1902

1900:                                             ; preds = %1888
  %1901 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1891) #5, !srcloc !23
  br label %1902

1902:                                             ; preds = %1900, %1894
  %1903 = phi i16 [ %1901, %1900 ], [ %1899, %1894 ]
  %1904 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1893
  store i16 %1903, ptr %1904, align 2, !tbaa !24
  %1905 = lshr i32 %1229, 16
  %1906 = trunc nuw i32 %1905 to i16
  %1907 = add i32 %1733, 96
  %1908 = sext i32 %1907 to i64
  br i1 %1254, label %1915, label %1909

1909:                                             ; preds = %1902
  %1910 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1906) #5, !srcloc !23
  %1911 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1908
  %1912 = load i16, ptr %1911, align 2, !tbaa !24
  %1913 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1912) #5, !srcloc !23
  %1914 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1910, i16 %1913) #5, !srcloc !26
  br label %1917

1915:                                             ; preds = %1902
  %1916 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1906) #5, !srcloc !23
  br label %1917

1917:                                             ; preds = %1915, %1909
  %1918 = phi i16 [ %1916, %1915 ], [ %1914, %1909 ]
  %1919 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1908
  store i16 %1918, ptr %1919, align 2, !tbaa !24
  %1920 = trunc i32 %1228 to i16
  %1921 = add i32 %301, 104
  %1922 = sext i32 %1921 to i64
  br i1 %1254, label %1929, label %1923

1923:                                             ; preds = %1917
  %1924 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1920) #5, !srcloc !23
  %1925 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1922
  %1926 = load i16, ptr %1925, align 2, !tbaa !24
  %1927 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1926) #5, !srcloc !23
  %1928 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1924, i16 %1927) #5, !srcloc !26
  br label %1931

1929:                                             ; preds = %1917
  %1930 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1920) #5, !srcloc !23
  br label %1931

1931:                                             ; preds = %1929, %1923
  %1932 = phi i16 [ %1930, %1929 ], [ %1928, %1923 ]
  %1933 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1922
  store i16 %1932, ptr %1933, align 2, !tbaa !24
  %1934 = lshr i32 %1228, 16
  %1935 = trunc nuw i32 %1934 to i16
  %1936 = add i32 %1762, 96
  %1937 = sext i32 %1936 to i64
  br i1 %1254, label %1944, label %1938

1938:                                             ; preds = %1931
  %1939 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1935) #5, !srcloc !23
  %1940 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1937
  %1941 = load i16, ptr %1940, align 2, !tbaa !24
  %1942 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1941) #5, !srcloc !23
  %1943 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1939, i16 %1942) #5, !srcloc !26
  br label %1946

1944:                                             ; preds = %1931
  %1945 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1935) #5, !srcloc !23
  br label %1946

1946:                                             ; preds = %1944, %1938
  %1947 = phi i16 [ %1945, %1944 ], [ %1943, %1938 ]
  %1948 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1937
  store i16 %1947, ptr %1948, align 2, !tbaa !24
  %1949 = trunc i32 %1227 to i16
  %1950 = mul i32 %23, 48
  %1951 = sext i32 %1950 to i64
  br i1 %1254, label %1958, label %1952

1952:                                             ; preds = %1946
  %1953 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1949) #5, !srcloc !23
  %1954 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1951
  %1955 = load i16, ptr %1954, align 2, !tbaa !24
  %1956 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1955) #5, !srcloc !23
  %1957 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1953, i16 %1956) #5, !srcloc !26
  br label %1960

1958:                                             ; preds = %1946
  %1959 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1949) #5, !srcloc !23
  br label %1960

1960:                                             ; preds = %1958, %1952
  %1961 = phi i16 [ %1959, %1958 ], [ %1957, %1952 ]
  %1962 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1951
  store i16 %1961, ptr %1962, align 2, !tbaa !24
  %1963 = lshr i32 %1227, 16
  %1964 = trunc nuw i32 %1963 to i16
  %1965 = mul i32 %23, 49
  %1966 = sext i32 %1965 to i64
  br i1 %1254, label %1973, label %1967

1967:                                             ; preds = %1960
  %1968 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1964) #5, !srcloc !23
  %1969 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1966
  %1970 = load i16, ptr %1969, align 2, !tbaa !24
  %1971 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1970) #5, !srcloc !23
  %1972 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1968, i16 %1971) #5, !srcloc !26
  br label %1975

1973:                                             ; preds = %1960
  %1974 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1964) #5, !srcloc !23
  br label %1975

1975:                                             ; preds = %1973, %1967
  %1976 = phi i16 [ %1974, %1973 ], [ %1972, %1967 ]
  %1977 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1966
  store i16 %1976, ptr %1977, align 2, !tbaa !24
  %1978 = trunc i32 %1226 to i16
  %1979 = add i32 %1747, %262
  %1980 = sext i32 %1979 to i64
  br i1 %1254, label %1987, label %1981

1981:                                             ; preds = %1975
  %1982 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1978) #5, !srcloc !23
  %1983 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1980
  %1984 = load i16, ptr %1983, align 2, !tbaa !24
  %1985 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1984) #5, !srcloc !23
  %1986 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1982, i16 %1985) #5, !srcloc !26
  br label %1989

1987:                                             ; preds = %1975
  %1988 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1978) #5, !srcloc !23
  br label %1989

1989:                                             ; preds = %1987, %1981
  %1990 = phi i16 [ %1988, %1987 ], [ %1986, %1981 ]
  %1991 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1980
  store i16 %1990, ptr %1991, align 2, !tbaa !24
  %1992 = lshr i32 %1226, 16
  %1993 = trunc nuw i32 %1992 to i16
  %1994 = add i32 %1762, %262
  %1995 = sext i32 %1994 to i64
  br i1 %1254, label %2002, label %1996

1996:                                             ; preds = %1989
  %1997 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1993) #5, !srcloc !23
  %1998 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1995
  %1999 = load i16, ptr %1998, align 2, !tbaa !24
  %2000 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1999) #5, !srcloc !23
  %2001 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1997, i16 %2000) #5, !srcloc !26
  br label %2004

2002:                                             ; preds = %1989
  %2003 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %1993) #5, !srcloc !23
  br label %2004

2004:                                             ; preds = %2002, %1996
  %2005 = phi i16 [ %2003, %2002 ], [ %2001, %1996 ]
  %2006 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %1995
  store i16 %2005, ptr %2006, align 2, !tbaa !24
  %2007 = trunc i32 %1225 to i16
  br i1 %1254, label %2016, label %2008

2008:                                             ; preds = %2004
  %2009 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2007) #5, !srcloc !23
  %2010 = add i32 %1950, 32
  %2011 = sext i32 %2010 to i64
  %2012 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2011
  %2013 = load i16, ptr %2012, align 2, !tbaa !24
  %2014 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2013) #5, !srcloc !23
  %2015 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2009, i16 %2014) #5, !srcloc !26
  br label %2018

2016:                                             ; preds = %2004
  %2017 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2007) #5, !srcloc !23
  br label %2018

2018:                                             ; preds = %2016, %2008
  %2019 = phi i16 [ %2017, %2016 ], [ %2015, %2008 ]
  %2020 = add i32 %1776, %262
  %2021 = sext i32 %2020 to i64
  %2022 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2021
  store i16 %2019, ptr %2022, align 2, !tbaa !24
  %2023 = lshr i32 %1225, 16
  %2024 = trunc nuw i32 %2023 to i16
  br i1 %1254, label %2033, label %2025

2025:                                             ; preds = %2018
  %2026 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2024) #5, !srcloc !23
  %2027 = add i32 %1965, 32
  %2028 = sext i32 %2027 to i64
  %2029 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2028
  %2030 = load i16, ptr %2029, align 2, !tbaa !24
  %2031 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2030) #5, !srcloc !23
  %2032 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2026, i16 %2031) #5, !srcloc !26
  br label %2035

2033:                                             ; preds = %2018
  %2034 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2024) #5, !srcloc !23
  br label %2035

2035:                                             ; preds = %2033, %2025
  %2036 = phi i16 [ %2034, %2033 ], [ %2032, %2025 ]
  %2037 = add i32 %1791, %262
  %2038 = sext i32 %2037 to i64
  %2039 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2038
  store i16 %2036, ptr %2039, align 2, !tbaa !24
  %2040 = trunc i32 %1224 to i16
  br i1 %1254, label %2049, label %2041

2041:                                             ; preds = %2035
  %2042 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2040) #5, !srcloc !23
  %2043 = add i32 %1979, 32
  %2044 = sext i32 %2043 to i64
  %2045 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2044
  %2046 = load i16, ptr %2045, align 2, !tbaa !24
  %2047 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2046) #5, !srcloc !23
  %2048 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2042, i16 %2047) #5, !srcloc !26
  br label %2051

2049:                                             ; preds = %2035
  %2050 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2040) #5, !srcloc !23
  br label %2051

2051:                                             ; preds = %2049, %2041
  %2052 = phi i16 [ %2050, %2049 ], [ %2048, %2041 ]
  %2053 = add i32 %1805, %262
  %2054 = sext i32 %2053 to i64
  %2055 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2054
  store i16 %2052, ptr %2055, align 2, !tbaa !24
  %2056 = lshr i32 %1224, 16
  %2057 = trunc nuw i32 %2056 to i16
  br i1 %1254, label %2066, label %2058

2058:                                             ; preds = %2051
  %2059 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2057) #5, !srcloc !23
  %2060 = add i32 %1994, 32
  %2061 = sext i32 %2060 to i64
  %2062 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2061
  %2063 = load i16, ptr %2062, align 2, !tbaa !24
  %2064 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2063) #5, !srcloc !23
  %2065 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2059, i16 %2064) #5, !srcloc !26
  br label %2068

2066:                                             ; preds = %2051
  %2067 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2057) #5, !srcloc !23
  br label %2068

2068:                                             ; preds = %2066, %2058
  %2069 = phi i16 [ %2067, %2066 ], [ %2065, %2058 ]
  %2070 = add i32 %1820, %262
  %2071 = sext i32 %2070 to i64
  %2072 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2071
  store i16 %2069, ptr %2072, align 2, !tbaa !24
  %2073 = trunc i32 %1223 to i16
  br i1 %1254, label %2082, label %2074

2074:                                             ; preds = %2068
  %2075 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2073) #5, !srcloc !23
  %2076 = add i32 %1950, 64
  %2077 = sext i32 %2076 to i64
  %2078 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2077
  %2079 = load i16, ptr %2078, align 2, !tbaa !24
  %2080 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2079) #5, !srcloc !23
  %2081 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2075, i16 %2080) #5, !srcloc !26
  br label %2084

2082:                                             ; preds = %2068
  %2083 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2073) #5, !srcloc !23
  br label %2084

2084:                                             ; preds = %2082, %2074
  %2085 = phi i16 [ %2083, %2082 ], [ %2081, %2074 ]
  %2086 = add i32 %1834, %262
  %2087 = sext i32 %2086 to i64
  %2088 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2087
  store i16 %2085, ptr %2088, align 2, !tbaa !24
  %2089 = lshr i32 %1223, 16
  %2090 = trunc nuw i32 %2089 to i16
  br i1 %1254, label %2099, label %2091

2091:                                             ; preds = %2084
  %2092 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2090) #5, !srcloc !23
  %2093 = add i32 %1965, 64
  %2094 = sext i32 %2093 to i64
  %2095 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2094
  %2096 = load i16, ptr %2095, align 2, !tbaa !24
  %2097 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2096) #5, !srcloc !23
  %2098 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2092, i16 %2097) #5, !srcloc !26
  br label %2101

2099:                                             ; preds = %2084
  %2100 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2090) #5, !srcloc !23
  br label %2101

2101:                                             ; preds = %2099, %2091
  %2102 = phi i16 [ %2100, %2099 ], [ %2098, %2091 ]
  %2103 = add i32 %1849, %262
  %2104 = sext i32 %2103 to i64
  %2105 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2104
  store i16 %2102, ptr %2105, align 2, !tbaa !24
  %2106 = trunc i32 %1222 to i16
  br i1 %1254, label %2115, label %2107

2107:                                             ; preds = %2101
  %2108 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2106) #5, !srcloc !23
  %2109 = add i32 %1979, 64
  %2110 = sext i32 %2109 to i64
  %2111 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2110
  %2112 = load i16, ptr %2111, align 2, !tbaa !24
  %2113 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2112) #5, !srcloc !23
  %2114 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2108, i16 %2113) #5, !srcloc !26
  br label %2117

2115:                                             ; preds = %2101
  %2116 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2106) #5, !srcloc !23
  br label %2117

2117:                                             ; preds = %2115, %2107
  %2118 = phi i16 [ %2116, %2115 ], [ %2114, %2107 ]
  %2119 = add i32 %1863, %262
  %2120 = sext i32 %2119 to i64
  %2121 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2120
  store i16 %2118, ptr %2121, align 2, !tbaa !24
  %2122 = lshr i32 %1222, 16
  %2123 = trunc nuw i32 %2122 to i16
  br i1 %1254, label %2132, label %2124

2124:                                             ; preds = %2117
  %2125 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2123) #5, !srcloc !23
  %2126 = add i32 %1994, 64
  %2127 = sext i32 %2126 to i64
  %2128 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2127
  %2129 = load i16, ptr %2128, align 2, !tbaa !24
  %2130 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2129) #5, !srcloc !23
  %2131 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2125, i16 %2130) #5, !srcloc !26
  br label %2134

2132:                                             ; preds = %2117
  %2133 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2123) #5, !srcloc !23
  br label %2134

2134:                                             ; preds = %2132, %2124
  %2135 = phi i16 [ %2133, %2132 ], [ %2131, %2124 ]
  %2136 = add i32 %1878, %262
  %2137 = sext i32 %2136 to i64
  %2138 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2137
  store i16 %2135, ptr %2138, align 2, !tbaa !24
  %2139 = trunc i32 %1221 to i16
  br i1 %1254, label %2148, label %2140

2140:                                             ; preds = %2134
  %2141 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2139) #5, !srcloc !23
  %2142 = add i32 %1950, 96
  %2143 = sext i32 %2142 to i64
  %2144 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2143
  %2145 = load i16, ptr %2144, align 2, !tbaa !24
  %2146 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2145) #5, !srcloc !23
  %2147 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2141, i16 %2146) #5, !srcloc !26
  br label %2150

2148:                                             ; preds = %2134
  %2149 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2139) #5, !srcloc !23
  br label %2150

2150:                                             ; preds = %2148, %2140
  %2151 = phi i16 [ %2149, %2148 ], [ %2147, %2140 ]
  %2152 = add i32 %1892, %262
  %2153 = sext i32 %2152 to i64
  %2154 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2153
  store i16 %2151, ptr %2154, align 2, !tbaa !24
  %2155 = lshr i32 %1221, 16
  %2156 = trunc nuw i32 %2155 to i16
  br i1 %1254, label %2165, label %2157

2157:                                             ; preds = %2150
  %2158 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2156) #5, !srcloc !23
  %2159 = add i32 %1965, 96
  %2160 = sext i32 %2159 to i64
  %2161 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2160
  %2162 = load i16, ptr %2161, align 2, !tbaa !24
  %2163 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2162) #5, !srcloc !23
  %2164 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2158, i16 %2163) #5, !srcloc !26
  br label %2167

2165:                                             ; preds = %2150
  %2166 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2156) #5, !srcloc !23
  br label %2167

2167:                                             ; preds = %2165, %2157
  %2168 = phi i16 [ %2166, %2165 ], [ %2164, %2157 ]
  %2169 = add i32 %1907, %262
  %2170 = sext i32 %2169 to i64
  %2171 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2170
  store i16 %2168, ptr %2171, align 2, !tbaa !24
  %2172 = trunc i32 %1220 to i16
  br i1 %1254, label %2181, label %2173

2173:                                             ; preds = %2167
  %2174 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2172) #5, !srcloc !23
  %2175 = add i32 %1979, 96
  %2176 = sext i32 %2175 to i64
  %2177 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2176
  %2178 = load i16, ptr %2177, align 2, !tbaa !24
  %2179 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2178) #5, !srcloc !23
  %2180 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2174, i16 %2179) #5, !srcloc !26
  br label %2183

2181:                                             ; preds = %2167
  %2182 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2172) #5, !srcloc !23
  br label %2183

2183:                                             ; preds = %2181, %2173
  %2184 = phi i16 [ %2182, %2181 ], [ %2180, %2173 ]
  %2185 = add i32 %1921, %262
  %2186 = sext i32 %2185 to i64
  %2187 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2186
  store i16 %2184, ptr %2187, align 2, !tbaa !24
  %2188 = lshr i32 %1220, 16
  %2189 = trunc nuw i32 %2188 to i16
  br i1 %1254, label %2198, label %2190

2190:                                             ; preds = %2183
  %2191 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2189) #5, !srcloc !23
  %2192 = add i32 %1994, 96
  %2193 = sext i32 %2192 to i64
  %2194 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2193
  %2195 = load i16, ptr %2194, align 2, !tbaa !24
  %2196 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2195) #5, !srcloc !23
  %2197 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2191, i16 %2196) #5, !srcloc !26
  br label %2200

2198:                                             ; preds = %2183
  %2199 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2189) #5, !srcloc !23
  br label %2200

2200:                                             ; preds = %2198, %2190
  %2201 = phi i16 [ %2199, %2198 ], [ %2197, %2190 ]
  %2202 = add i32 %1936, %262
  %2203 = sext i32 %2202 to i64
  %2204 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2203
  store i16 %2201, ptr %2204, align 2, !tbaa !24
  %2205 = trunc i32 %1219 to i16
  %2206 = shl nsw i32 %23, 6
  %2207 = sext i32 %2206 to i64
  br i1 %1254, label %2214, label %2208

2208:                                             ; preds = %2200
  %2209 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2205) #5, !srcloc !23
  %2210 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2207
  %2211 = load i16, ptr %2210, align 2, !tbaa !24
  %2212 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2211) #5, !srcloc !23
  %2213 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2209, i16 %2212) #5, !srcloc !26
  br label %2216

2214:                                             ; preds = %2200
  %2215 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2205) #5, !srcloc !23
  br label %2216

2216:                                             ; preds = %2214, %2208
  %2217 = phi i16 [ %2215, %2214 ], [ %2213, %2208 ]
  %2218 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2207
  store i16 %2217, ptr %2218, align 2, !tbaa !24
  %2219 = lshr i32 %1219, 16
  %2220 = trunc nuw i32 %2219 to i16
  %2221 = mul i32 %23, 65
  %2222 = sext i32 %2221 to i64
  br i1 %1254, label %2229, label %2223

2223:                                             ; preds = %2216
  %2224 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2220) #5, !srcloc !23
  %2225 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2222
  %2226 = load i16, ptr %2225, align 2, !tbaa !24
  %2227 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2226) #5, !srcloc !23
  %2228 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2224, i16 %2227) #5, !srcloc !26
  br label %2231

2229:                                             ; preds = %2216
  %2230 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2220) #5, !srcloc !23
  br label %2231

2231:                                             ; preds = %2229, %2223
  %2232 = phi i16 [ %2230, %2229 ], [ %2228, %2223 ]
  %2233 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2222
  store i16 %2232, ptr %2233, align 2, !tbaa !24
  %2234 = trunc i32 %1218 to i16
  %2235 = or disjoint i32 %2206, 8
  %2236 = sext i32 %2235 to i64
  br i1 %1254, label %2243, label %2237

2237:                                             ; preds = %2231
  %2238 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2234) #5, !srcloc !23
  %2239 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2236
  %2240 = load i16, ptr %2239, align 2, !tbaa !24
  %2241 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2240) #5, !srcloc !23
  %2242 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2238, i16 %2241) #5, !srcloc !26
  br label %2245

2243:                                             ; preds = %2231
  %2244 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2234) #5, !srcloc !23
  br label %2245

2245:                                             ; preds = %2243, %2237
  %2246 = phi i16 [ %2244, %2243 ], [ %2242, %2237 ]
  %2247 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2236
  store i16 %2246, ptr %2247, align 2, !tbaa !24
  %2248 = lshr i32 %1218, 16
  %2249 = trunc nuw i32 %2248 to i16
  %2250 = add i32 %1294, %2206
  %2251 = sext i32 %2250 to i64
  br i1 %1254, label %2258, label %2252

2252:                                             ; preds = %2245
  %2253 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2249) #5, !srcloc !23
  %2254 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2251
  %2255 = load i16, ptr %2254, align 2, !tbaa !24
  %2256 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2255) #5, !srcloc !23
  %2257 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2253, i16 %2256) #5, !srcloc !26
  br label %2260

2258:                                             ; preds = %2245
  %2259 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2249) #5, !srcloc !23
  br label %2260

2260:                                             ; preds = %2258, %2252
  %2261 = phi i16 [ %2259, %2258 ], [ %2257, %2252 ]
  %2262 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2251
  store i16 %2261, ptr %2262, align 2, !tbaa !24
  %2263 = trunc i32 %1217 to i16
  %2264 = or disjoint i32 %2206, 32
  %2265 = sext i32 %2264 to i64
  br i1 %1254, label %2272, label %2266

2266:                                             ; preds = %2260
  %2267 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2263) #5, !srcloc !23
  %2268 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2265
  %2269 = load i16, ptr %2268, align 2, !tbaa !24
  %2270 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2269) #5, !srcloc !23
  %2271 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2267, i16 %2270) #5, !srcloc !26
  br label %2274

2272:                                             ; preds = %2260
  %2273 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2263) #5, !srcloc !23
  br label %2274

2274:                                             ; preds = %2272, %2266
  %2275 = phi i16 [ %2273, %2272 ], [ %2271, %2266 ]
  %2276 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2265
  store i16 %2275, ptr %2276, align 2, !tbaa !24
  %2277 = lshr i32 %1217, 16
  %2278 = trunc nuw i32 %2277 to i16
  %2279 = add i32 %2221, 32
  %2280 = sext i32 %2279 to i64
  br i1 %1254, label %2287, label %2281

2281:                                             ; preds = %2274
  %2282 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2278) #5, !srcloc !23
  %2283 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2280
  %2284 = load i16, ptr %2283, align 2, !tbaa !24
  %2285 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2284) #5, !srcloc !23
  %2286 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2282, i16 %2285) #5, !srcloc !26
  br label %2289

2287:                                             ; preds = %2274
  %2288 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2278) #5, !srcloc !23
  br label %2289

2289:                                             ; preds = %2287, %2281
  %2290 = phi i16 [ %2288, %2287 ], [ %2286, %2281 ]
  %2291 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2280
  store i16 %2290, ptr %2291, align 2, !tbaa !24
  %2292 = trunc i32 %1216 to i16
  %2293 = or disjoint i32 %2206, 40
  %2294 = sext i32 %2293 to i64
  br i1 %1254, label %2301, label %2295

2295:                                             ; preds = %2289
  %2296 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2292) #5, !srcloc !23
  %2297 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2294
  %2298 = load i16, ptr %2297, align 2, !tbaa !24
  %2299 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2298) #5, !srcloc !23
  %2300 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2296, i16 %2299) #5, !srcloc !26
  br label %2303

2301:                                             ; preds = %2289
  %2302 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2292) #5, !srcloc !23
  br label %2303

2303:                                             ; preds = %2301, %2295
  %2304 = phi i16 [ %2302, %2301 ], [ %2300, %2295 ]
  %2305 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2294
  store i16 %2304, ptr %2305, align 2, !tbaa !24
  %2306 = lshr i32 %1216, 16
  %2307 = trunc nuw i32 %2306 to i16
  %2308 = add i32 %2250, 32
  %2309 = sext i32 %2308 to i64
  br i1 %1254, label %2316, label %2310

2310:                                             ; preds = %2303
  %2311 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2307) #5, !srcloc !23
  %2312 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2309
  %2313 = load i16, ptr %2312, align 2, !tbaa !24
  %2314 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2313) #5, !srcloc !23
  %2315 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2311, i16 %2314) #5, !srcloc !26
  br label %2318

2316:                                             ; preds = %2303
  %2317 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2307) #5, !srcloc !23
  br label %2318

2318:                                             ; preds = %2316, %2310
  %2319 = phi i16 [ %2317, %2316 ], [ %2315, %2310 ]
  %2320 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2309
  store i16 %2319, ptr %2320, align 2, !tbaa !24
  %2321 = trunc i32 %1215 to i16
  %2322 = add i32 %2206, 64
  %2323 = sext i32 %2322 to i64
  br i1 %1254, label %2330, label %2324

2324:                                             ; preds = %2318
  %2325 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2321) #5, !srcloc !23
  %2326 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2323
  %2327 = load i16, ptr %2326, align 2, !tbaa !24
  %2328 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2327) #5, !srcloc !23
  %2329 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2325, i16 %2328) #5, !srcloc !26
  br label %2332

2330:                                             ; preds = %2318
  %2331 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2321) #5, !srcloc !23
  br label %2332

2332:                                             ; preds = %2330, %2324
  %2333 = phi i16 [ %2331, %2330 ], [ %2329, %2324 ]
  %2334 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2323
  store i16 %2333, ptr %2334, align 2, !tbaa !24
  %2335 = lshr i32 %1215, 16
  %2336 = trunc nuw i32 %2335 to i16
  %2337 = add i32 %2221, 64
  %2338 = sext i32 %2337 to i64
  br i1 %1254, label %2345, label %2339

2339:                                             ; preds = %2332
  %2340 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2336) #5, !srcloc !23
  %2341 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2338
  %2342 = load i16, ptr %2341, align 2, !tbaa !24
  %2343 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2342) #5, !srcloc !23
  %2344 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2340, i16 %2343) #5, !srcloc !26
  br label %2347

2345:                                             ; preds = %2332
  %2346 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2336) #5, !srcloc !23
  br label %2347

2347:                                             ; preds = %2345, %2339
  %2348 = phi i16 [ %2346, %2345 ], [ %2344, %2339 ]
  %2349 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2338
  store i16 %2348, ptr %2349, align 2, !tbaa !24
  %2350 = trunc i32 %1214 to i16
  %2351 = add i32 %2206, 72
  %2352 = sext i32 %2351 to i64
  br i1 %1254, label %2359, label %2353

2353:                                             ; preds = %2347
  %2354 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2350) #5, !srcloc !23
  %2355 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2352
  %2356 = load i16, ptr %2355, align 2, !tbaa !24
  %2357 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2356) #5, !srcloc !23
  %2358 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2354, i16 %2357) #5, !srcloc !26
  br label %2361

2359:                                             ; preds = %2347
  %2360 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2350) #5, !srcloc !23
  br label %2361

2361:                                             ; preds = %2359, %2353
  %2362 = phi i16 [ %2360, %2359 ], [ %2358, %2353 ]
  %2363 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2352
  store i16 %2362, ptr %2363, align 2, !tbaa !24
  %2364 = lshr i32 %1214, 16
  %2365 = trunc nuw i32 %2364 to i16
  %2366 = add i32 %2250, 64
  %2367 = sext i32 %2366 to i64
  br i1 %1254, label %2374, label %2368

2368:                                             ; preds = %2361
  %2369 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2365) #5, !srcloc !23
  %2370 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2367
  %2371 = load i16, ptr %2370, align 2, !tbaa !24
  %2372 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2371) #5, !srcloc !23
  %2373 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2369, i16 %2372) #5, !srcloc !26
  br label %2376

2374:                                             ; preds = %2361
  %2375 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2365) #5, !srcloc !23
  br label %2376

2376:                                             ; preds = %2374, %2368
  %2377 = phi i16 [ %2375, %2374 ], [ %2373, %2368 ]
  %2378 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2367
  store i16 %2377, ptr %2378, align 2, !tbaa !24
  %2379 = trunc i32 %1213 to i16
  %2380 = add i32 %2206, 96
  %2381 = sext i32 %2380 to i64
  br i1 %1254, label %2388, label %2382

2382:                                             ; preds = %2376
  %2383 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2379) #5, !srcloc !23
  %2384 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2381
  %2385 = load i16, ptr %2384, align 2, !tbaa !24
  %2386 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2385) #5, !srcloc !23
  %2387 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2383, i16 %2386) #5, !srcloc !26
  br label %2390

2388:                                             ; preds = %2376
  %2389 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2379) #5, !srcloc !23
  br label %2390

2390:                                             ; preds = %2388, %2382
  %2391 = phi i16 [ %2389, %2388 ], [ %2387, %2382 ]
  %2392 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2381
  store i16 %2391, ptr %2392, align 2, !tbaa !24
  %2393 = lshr i32 %1213, 16
  %2394 = trunc nuw i32 %2393 to i16
  %2395 = add i32 %2221, 96
  %2396 = sext i32 %2395 to i64
  br i1 %1254, label %2403, label %2397

2397:                                             ; preds = %2390
  %2398 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2394) #5, !srcloc !23
  %2399 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2396
  %2400 = load i16, ptr %2399, align 2, !tbaa !24
  %2401 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2400) #5, !srcloc !23
  %2402 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2398, i16 %2401) #5, !srcloc !26
  br label %2405

2403:                                             ; preds = %2390
  %2404 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2394) #5, !srcloc !23
  br label %2405

2405:                                             ; preds = %2403, %2397
  %2406 = phi i16 [ %2404, %2403 ], [ %2402, %2397 ]
  %2407 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2396
  store i16 %2406, ptr %2407, align 2, !tbaa !24
  %2408 = trunc i32 %1212 to i16
  %2409 = add i32 %2206, 104
  %2410 = sext i32 %2409 to i64
  br i1 %1254, label %2417, label %2411

2411:                                             ; preds = %2405
  %2412 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2408) #5, !srcloc !23
  %2413 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2410
  %2414 = load i16, ptr %2413, align 2, !tbaa !24
  %2415 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2414) #5, !srcloc !23
  %2416 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2412, i16 %2415) #5, !srcloc !26
  br label %2419

2417:                                             ; preds = %2405
  %2418 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2408) #5, !srcloc !23
  br label %2419

2419:                                             ; preds = %2417, %2411
  %2420 = phi i16 [ %2418, %2417 ], [ %2416, %2411 ]
  %2421 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2410
  store i16 %2420, ptr %2421, align 2, !tbaa !24
  %2422 = lshr i32 %1212, 16
  %2423 = trunc nuw i32 %2422 to i16
  %2424 = add i32 %2250, 96
  %2425 = sext i32 %2424 to i64
  br i1 %1254, label %2432, label %2426

2426:                                             ; preds = %2419
  %2427 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2423) #5, !srcloc !23
  %2428 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2425
  %2429 = load i16, ptr %2428, align 2, !tbaa !24
  %2430 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2429) #5, !srcloc !23
  %2431 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2427, i16 %2430) #5, !srcloc !26
  br label %2434

2432:                                             ; preds = %2419
  %2433 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2423) #5, !srcloc !23
  br label %2434

2434:                                             ; preds = %2432, %2426
  %2435 = phi i16 [ %2433, %2432 ], [ %2431, %2426 ]
  %2436 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2425
  store i16 %2435, ptr %2436, align 2, !tbaa !24
  %2437 = trunc i32 %1211 to i16
  %2438 = mul i32 %23, 80
  %2439 = sext i32 %2438 to i64
  br i1 %1254, label %2446, label %2440

2440:                                             ; preds = %2434
  %2441 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2437) #5, !srcloc !23
  %2442 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2439
  %2443 = load i16, ptr %2442, align 2, !tbaa !24
  %2444 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2443) #5, !srcloc !23
  %2445 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2441, i16 %2444) #5, !srcloc !26
  br label %2448

2446:                                             ; preds = %2434
  %2447 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2437) #5, !srcloc !23
  br label %2448

2448:                                             ; preds = %2446, %2440
  %2449 = phi i16 [ %2447, %2446 ], [ %2445, %2440 ]
  %2450 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2439
  store i16 %2449, ptr %2450, align 2, !tbaa !24
  %2451 = lshr i32 %1211, 16
  %2452 = trunc nuw i32 %2451 to i16
  %2453 = mul i32 %23, 81
  %2454 = sext i32 %2453 to i64
  br i1 %1254, label %2461, label %2455

2455:                                             ; preds = %2448
  %2456 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2452) #5, !srcloc !23
  %2457 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2454
  %2458 = load i16, ptr %2457, align 2, !tbaa !24
  %2459 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2458) #5, !srcloc !23
  %2460 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2456, i16 %2459) #5, !srcloc !26
  br label %2463

2461:                                             ; preds = %2448
  %2462 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2452) #5, !srcloc !23
  br label %2463

2463:                                             ; preds = %2461, %2455
  %2464 = phi i16 [ %2462, %2461 ], [ %2460, %2455 ]
  %2465 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2454
  store i16 %2464, ptr %2465, align 2, !tbaa !24
  %2466 = trunc i32 %1210 to i16
  %2467 = add i32 %2235, %262
  %2468 = sext i32 %2467 to i64
  br i1 %1254, label %2475, label %2469

2469:                                             ; preds = %2463
  %2470 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2466) #5, !srcloc !23
  %2471 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2468
  %2472 = load i16, ptr %2471, align 2, !tbaa !24
  %2473 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2472) #5, !srcloc !23
  %2474 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2470, i16 %2473) #5, !srcloc !26
  br label %2477

2475:                                             ; preds = %2463
  %2476 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2466) #5, !srcloc !23
  br label %2477

2477:                                             ; preds = %2475, %2469
  %2478 = phi i16 [ %2476, %2475 ], [ %2474, %2469 ]
  %2479 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2468
  store i16 %2478, ptr %2479, align 2, !tbaa !24
  %2480 = lshr i32 %1210, 16
  %2481 = trunc nuw i32 %2480 to i16
  %2482 = add i32 %2250, %262
  %2483 = sext i32 %2482 to i64
  br i1 %1254, label %2490, label %2484

2484:                                             ; preds = %2477
  %2485 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2481) #5, !srcloc !23
  %2486 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2483
  %2487 = load i16, ptr %2486, align 2, !tbaa !24
  %2488 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2487) #5, !srcloc !23
  %2489 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2485, i16 %2488) #5, !srcloc !26
  br label %2492

2490:                                             ; preds = %2477
  %2491 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2481) #5, !srcloc !23
  br label %2492

2492:                                             ; preds = %2490, %2484
  %2493 = phi i16 [ %2491, %2490 ], [ %2489, %2484 ]
  %2494 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2483
  store i16 %2493, ptr %2494, align 2, !tbaa !24
  %2495 = trunc i32 %1209 to i16
  br i1 %1254, label %2504, label %2496

2496:                                             ; preds = %2492
  %2497 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2495) #5, !srcloc !23
  %2498 = add i32 %2438, 32
  %2499 = sext i32 %2498 to i64
  %2500 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2499
  %2501 = load i16, ptr %2500, align 2, !tbaa !24
  %2502 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2501) #5, !srcloc !23
  %2503 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2497, i16 %2502) #5, !srcloc !26
  br label %2506

2504:                                             ; preds = %2492
  %2505 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2495) #5, !srcloc !23
  br label %2506

2506:                                             ; preds = %2504, %2496
  %2507 = phi i16 [ %2505, %2504 ], [ %2503, %2496 ]
  %2508 = add i32 %2264, %262
  %2509 = sext i32 %2508 to i64
  %2510 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2509
  store i16 %2507, ptr %2510, align 2, !tbaa !24
  %2511 = lshr i32 %1209, 16
  %2512 = trunc nuw i32 %2511 to i16
  br i1 %1254, label %2521, label %2513

2513:                                             ; preds = %2506
  %2514 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2512) #5, !srcloc !23
  %2515 = add i32 %2453, 32
  %2516 = sext i32 %2515 to i64
  %2517 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2516
  %2518 = load i16, ptr %2517, align 2, !tbaa !24
  %2519 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2518) #5, !srcloc !23
  %2520 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2514, i16 %2519) #5, !srcloc !26
  br label %2523

2521:                                             ; preds = %2506
  %2522 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2512) #5, !srcloc !23
  br label %2523

2523:                                             ; preds = %2521, %2513
  %2524 = phi i16 [ %2522, %2521 ], [ %2520, %2513 ]
  %2525 = add i32 %2279, %262
  %2526 = sext i32 %2525 to i64
  %2527 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2526
  store i16 %2524, ptr %2527, align 2, !tbaa !24
  %2528 = trunc i32 %1208 to i16
  br i1 %1254, label %2537, label %2529

2529:                                             ; preds = %2523
  %2530 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2528) #5, !srcloc !23
  %2531 = add i32 %2467, 32
  %2532 = sext i32 %2531 to i64
  %2533 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2532
  %2534 = load i16, ptr %2533, align 2, !tbaa !24
  %2535 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2534) #5, !srcloc !23
  %2536 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2530, i16 %2535) #5, !srcloc !26
  br label %2539

2537:                                             ; preds = %2523
  %2538 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2528) #5, !srcloc !23
  br label %2539

2539:                                             ; preds = %2537, %2529
  %2540 = phi i16 [ %2538, %2537 ], [ %2536, %2529 ]
  %2541 = add i32 %2293, %262
  %2542 = sext i32 %2541 to i64
  %2543 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2542
  store i16 %2540, ptr %2543, align 2, !tbaa !24
  %2544 = lshr i32 %1208, 16
  %2545 = trunc nuw i32 %2544 to i16
  br i1 %1254, label %2554, label %2546

2546:                                             ; preds = %2539
  %2547 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2545) #5, !srcloc !23
  %2548 = add i32 %2482, 32
  %2549 = sext i32 %2548 to i64
  %2550 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2549
  %2551 = load i16, ptr %2550, align 2, !tbaa !24
  %2552 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2551) #5, !srcloc !23
  %2553 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2547, i16 %2552) #5, !srcloc !26
  br label %2556

2554:                                             ; preds = %2539
  %2555 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2545) #5, !srcloc !23
  br label %2556

2556:                                             ; preds = %2554, %2546
  %2557 = phi i16 [ %2555, %2554 ], [ %2553, %2546 ]
  %2558 = add i32 %2308, %262
  %2559 = sext i32 %2558 to i64
  %2560 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2559
  store i16 %2557, ptr %2560, align 2, !tbaa !24
  %2561 = trunc i32 %1207 to i16
  br i1 %1254, label %2570, label %2562

2562:                                             ; preds = %2556
  %2563 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2561) #5, !srcloc !23
  %2564 = add i32 %2438, 64
  %2565 = sext i32 %2564 to i64
  %2566 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2565
  %2567 = load i16, ptr %2566, align 2, !tbaa !24
  %2568 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2567) #5, !srcloc !23
  %2569 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2563, i16 %2568) #5, !srcloc !26
  br label %2572

2570:                                             ; preds = %2556
  %2571 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2561) #5, !srcloc !23
  br label %2572

2572:                                             ; preds = %2570, %2562
  %2573 = phi i16 [ %2571, %2570 ], [ %2569, %2562 ]
  %2574 = add i32 %2322, %262
  %2575 = sext i32 %2574 to i64
  %2576 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2575
  store i16 %2573, ptr %2576, align 2, !tbaa !24
  %2577 = lshr i32 %1207, 16
  %2578 = trunc nuw i32 %2577 to i16
  br i1 %1254, label %2587, label %2579

2579:                                             ; preds = %2572
  %2580 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2578) #5, !srcloc !23
  %2581 = add i32 %2453, 64
  %2582 = sext i32 %2581 to i64
  %2583 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2582
  %2584 = load i16, ptr %2583, align 2, !tbaa !24
  %2585 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2584) #5, !srcloc !23
  %2586 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2580, i16 %2585) #5, !srcloc !26
  br label %2589

2587:                                             ; preds = %2572
  %2588 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2578) #5, !srcloc !23
  br label %2589

2589:                                             ; preds = %2587, %2579
  %2590 = phi i16 [ %2588, %2587 ], [ %2586, %2579 ]
  %2591 = add i32 %2337, %262
  %2592 = sext i32 %2591 to i64
  %2593 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2592
  store i16 %2590, ptr %2593, align 2, !tbaa !24
  %2594 = trunc i32 %1206 to i16
  br i1 %1254, label %2603, label %2595

2595:                                             ; preds = %2589
  %2596 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2594) #5, !srcloc !23
  %2597 = add i32 %2467, 64
  %2598 = sext i32 %2597 to i64
  %2599 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2598
  %2600 = load i16, ptr %2599, align 2, !tbaa !24
  %2601 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2600) #5, !srcloc !23
  %2602 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2596, i16 %2601) #5, !srcloc !26
  br label %2605

2603:                                             ; preds = %2589
  %2604 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2594) #5, !srcloc !23
  br label %2605

2605:                                             ; preds = %2603, %2595
  %2606 = phi i16 [ %2604, %2603 ], [ %2602, %2595 ]
  %2607 = add i32 %2351, %262
  %2608 = sext i32 %2607 to i64
  %2609 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2608
  store i16 %2606, ptr %2609, align 2, !tbaa !24
  %2610 = lshr i32 %1206, 16
  %2611 = trunc nuw i32 %2610 to i16
  br i1 %1254, label %2620, label %2612

2612:                                             ; preds = %2605
  %2613 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2611) #5, !srcloc !23
  %2614 = add i32 %2482, 64
  %2615 = sext i32 %2614 to i64
  %2616 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2615
  %2617 = load i16, ptr %2616, align 2, !tbaa !24
  %2618 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2617) #5, !srcloc !23
  %2619 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2613, i16 %2618) #5, !srcloc !26
  br label %2622

2620:                                             ; preds = %2605
  %2621 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2611) #5, !srcloc !23
  br label %2622

2622:                                             ; preds = %2620, %2612
  %2623 = phi i16 [ %2621, %2620 ], [ %2619, %2612 ]
  %2624 = add i32 %2366, %262
  %2625 = sext i32 %2624 to i64
  %2626 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2625
  store i16 %2623, ptr %2626, align 2, !tbaa !24
  %2627 = trunc i32 %1205 to i16
  br i1 %1254, label %2636, label %2628

2628:                                             ; preds = %2622
  %2629 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2627) #5, !srcloc !23
  %2630 = add i32 %2438, 96
  %2631 = sext i32 %2630 to i64
  %2632 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2631
  %2633 = load i16, ptr %2632, align 2, !tbaa !24
  %2634 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2633) #5, !srcloc !23
  %2635 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2629, i16 %2634) #5, !srcloc !26
  br label %2638

2636:                                             ; preds = %2622
  %2637 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2627) #5, !srcloc !23
  br label %2638

2638:                                             ; preds = %2636, %2628
  %2639 = phi i16 [ %2637, %2636 ], [ %2635, %2628 ]
  %2640 = add i32 %2380, %262
  %2641 = sext i32 %2640 to i64
  %2642 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2641
  store i16 %2639, ptr %2642, align 2, !tbaa !24
  %2643 = lshr i32 %1205, 16
  %2644 = trunc nuw i32 %2643 to i16
  br i1 %1254, label %2653, label %2645

2645:                                             ; preds = %2638
  %2646 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2644) #5, !srcloc !23
  %2647 = add i32 %2453, 96
  %2648 = sext i32 %2647 to i64
  %2649 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2648
  %2650 = load i16, ptr %2649, align 2, !tbaa !24
  %2651 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2650) #5, !srcloc !23
  %2652 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2646, i16 %2651) #5, !srcloc !26
  br label %2655

2653:                                             ; preds = %2638
  %2654 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2644) #5, !srcloc !23
  br label %2655

2655:                                             ; preds = %2653, %2645
  %2656 = phi i16 [ %2654, %2653 ], [ %2652, %2645 ]
  %2657 = add i32 %2395, %262
  %2658 = sext i32 %2657 to i64
  %2659 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2658
  store i16 %2656, ptr %2659, align 2, !tbaa !24
  %2660 = trunc i32 %1204 to i16
  br i1 %1254, label %2669, label %2661

2661:                                             ; preds = %2655
  %2662 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2660) #5, !srcloc !23
  %2663 = add i32 %2467, 96
  %2664 = sext i32 %2663 to i64
  %2665 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2664
  %2666 = load i16, ptr %2665, align 2, !tbaa !24
  %2667 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2666) #5, !srcloc !23
  %2668 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2662, i16 %2667) #5, !srcloc !26
  br label %2671

2669:                                             ; preds = %2655
  %2670 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2660) #5, !srcloc !23
  br label %2671

2671:                                             ; preds = %2669, %2661
  %2672 = phi i16 [ %2670, %2669 ], [ %2668, %2661 ]
  %2673 = add i32 %2409, %262
  %2674 = sext i32 %2673 to i64
  %2675 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2674
  store i16 %2672, ptr %2675, align 2, !tbaa !24
  %2676 = lshr i32 %1204, 16
  %2677 = trunc nuw i32 %2676 to i16
  br i1 %1254, label %2686, label %2678

2678:                                             ; preds = %2671
  %2679 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2677) #5, !srcloc !23
  %2680 = add i32 %2482, 96
  %2681 = sext i32 %2680 to i64
  %2682 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2681
  %2683 = load i16, ptr %2682, align 2, !tbaa !24
  %2684 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2683) #5, !srcloc !23
  %2685 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2679, i16 %2684) #5, !srcloc !26
  br label %2688

2686:                                             ; preds = %2671
  %2687 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2677) #5, !srcloc !23
  br label %2688

2688:                                             ; preds = %2686, %2678
  %2689 = phi i16 [ %2687, %2686 ], [ %2685, %2678 ]
  %2690 = add i32 %2424, %262
  %2691 = sext i32 %2690 to i64
  %2692 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2691
  store i16 %2689, ptr %2692, align 2, !tbaa !24
  %2693 = trunc i32 %1203 to i16
  %2694 = mul nsw i32 %23, 96
  %2695 = sext i32 %2694 to i64
  br i1 %1254, label %2702, label %2696

2696:                                             ; preds = %2688
  %2697 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2693) #5, !srcloc !23
  %2698 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2695
  %2699 = load i16, ptr %2698, align 2, !tbaa !24
  %2700 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2699) #5, !srcloc !23
  %2701 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2697, i16 %2700) #5, !srcloc !26
  br label %2704

2702:                                             ; preds = %2688
  %2703 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2693) #5, !srcloc !23
  br label %2704

2704:                                             ; preds = %2702, %2696
  %2705 = phi i16 [ %2703, %2702 ], [ %2701, %2696 ]
  %2706 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2695
  store i16 %2705, ptr %2706, align 2, !tbaa !24
  %2707 = lshr i32 %1203, 16
  %2708 = trunc nuw i32 %2707 to i16
  %2709 = mul i32 %23, 97
  %2710 = sext i32 %2709 to i64
  br i1 %1254, label %2717, label %2711

2711:                                             ; preds = %2704
  %2712 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2708) #5, !srcloc !23
  %2713 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2710
  %2714 = load i16, ptr %2713, align 2, !tbaa !24
  %2715 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2714) #5, !srcloc !23
  %2716 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2712, i16 %2715) #5, !srcloc !26
  br label %2719

2717:                                             ; preds = %2704
  %2718 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2708) #5, !srcloc !23
  br label %2719

2719:                                             ; preds = %2717, %2711
  %2720 = phi i16 [ %2718, %2717 ], [ %2716, %2711 ]
  %2721 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2710
  store i16 %2720, ptr %2721, align 2, !tbaa !24
  %2722 = trunc i32 %1202 to i16
  %2723 = or disjoint i32 %2694, 8
  %2724 = sext i32 %2723 to i64
  br i1 %1254, label %2731, label %2725

2725:                                             ; preds = %2719
  %2726 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2722) #5, !srcloc !23
  %2727 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2724
  %2728 = load i16, ptr %2727, align 2, !tbaa !24
  %2729 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2728) #5, !srcloc !23
  %2730 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2726, i16 %2729) #5, !srcloc !26
  br label %2733

2731:                                             ; preds = %2719
  %2732 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2722) #5, !srcloc !23
  br label %2733

2733:                                             ; preds = %2731, %2725
  %2734 = phi i16 [ %2732, %2731 ], [ %2730, %2725 ]
  %2735 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2724
  store i16 %2734, ptr %2735, align 2, !tbaa !24
  %2736 = lshr i32 %1202, 16
  %2737 = trunc nuw i32 %2736 to i16
  %2738 = add i32 %1294, %2694
  %2739 = sext i32 %2738 to i64
  br i1 %1254, label %2746, label %2740

2740:                                             ; preds = %2733
  %2741 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2737) #5, !srcloc !23
  %2742 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2739
  %2743 = load i16, ptr %2742, align 2, !tbaa !24
  %2744 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2743) #5, !srcloc !23
  %2745 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2741, i16 %2744) #5, !srcloc !26
  br label %2748

2746:                                             ; preds = %2733
  %2747 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2737) #5, !srcloc !23
  br label %2748

2748:                                             ; preds = %2746, %2740
  %2749 = phi i16 [ %2747, %2746 ], [ %2745, %2740 ]
  %2750 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2739
  store i16 %2749, ptr %2750, align 2, !tbaa !24
  %2751 = trunc i32 %1201 to i16
  %2752 = add i32 %2694, 32
  %2753 = sext i32 %2752 to i64
  br i1 %1254, label %2760, label %2754

2754:                                             ; preds = %2748
  %2755 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2751) #5, !srcloc !23
  %2756 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2753
  %2757 = load i16, ptr %2756, align 2, !tbaa !24
  %2758 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2757) #5, !srcloc !23
  %2759 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2755, i16 %2758) #5, !srcloc !26
  br label %2762

2760:                                             ; preds = %2748
  %2761 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2751) #5, !srcloc !23
  br label %2762

2762:                                             ; preds = %2760, %2754
  %2763 = phi i16 [ %2761, %2760 ], [ %2759, %2754 ]
  %2764 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2753
  store i16 %2763, ptr %2764, align 2, !tbaa !24
  %2765 = lshr i32 %1201, 16
  %2766 = trunc nuw i32 %2765 to i16
  %2767 = add i32 %2709, 32
  %2768 = sext i32 %2767 to i64
  br i1 %1254, label %2775, label %2769

2769:                                             ; preds = %2762
  %2770 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2766) #5, !srcloc !23
  %2771 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2768
  %2772 = load i16, ptr %2771, align 2, !tbaa !24
  %2773 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2772) #5, !srcloc !23
  %2774 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2770, i16 %2773) #5, !srcloc !26
  br label %2777

2775:                                             ; preds = %2762
  %2776 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2766) #5, !srcloc !23
  br label %2777

2777:                                             ; preds = %2775, %2769
  %2778 = phi i16 [ %2776, %2775 ], [ %2774, %2769 ]
  %2779 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2768
  store i16 %2778, ptr %2779, align 2, !tbaa !24
  %2780 = trunc i32 %1200 to i16
  %2781 = add i32 %2694, 40
  %2782 = sext i32 %2781 to i64
  br i1 %1254, label %2789, label %2783

2783:                                             ; preds = %2777
  %2784 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2780) #5, !srcloc !23
  %2785 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2782
  %2786 = load i16, ptr %2785, align 2, !tbaa !24
  %2787 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2786) #5, !srcloc !23
  %2788 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2784, i16 %2787) #5, !srcloc !26
  br label %2791

2789:                                             ; preds = %2777
  %2790 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2780) #5, !srcloc !23
  br label %2791

2791:                                             ; preds = %2789, %2783
  %2792 = phi i16 [ %2790, %2789 ], [ %2788, %2783 ]
  %2793 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2782
  store i16 %2792, ptr %2793, align 2, !tbaa !24
  %2794 = lshr i32 %1200, 16
  %2795 = trunc nuw i32 %2794 to i16
  %2796 = add i32 %2738, 32
  %2797 = sext i32 %2796 to i64
  br i1 %1254, label %2804, label %2798

2798:                                             ; preds = %2791
  %2799 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2795) #5, !srcloc !23
  %2800 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2797
  %2801 = load i16, ptr %2800, align 2, !tbaa !24
  %2802 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2801) #5, !srcloc !23
  %2803 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2799, i16 %2802) #5, !srcloc !26
  br label %2806

2804:                                             ; preds = %2791
  %2805 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2795) #5, !srcloc !23
  br label %2806

2806:                                             ; preds = %2804, %2798
  %2807 = phi i16 [ %2805, %2804 ], [ %2803, %2798 ]
  %2808 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2797
  store i16 %2807, ptr %2808, align 2, !tbaa !24
  %2809 = trunc i32 %1199 to i16
  %2810 = add i32 %2694, 64
  %2811 = sext i32 %2810 to i64
  br i1 %1254, label %2818, label %2812

2812:                                             ; preds = %2806
  %2813 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2809) #5, !srcloc !23
  %2814 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2811
  %2815 = load i16, ptr %2814, align 2, !tbaa !24
  %2816 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2815) #5, !srcloc !23
  %2817 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2813, i16 %2816) #5, !srcloc !26
  br label %2820

2818:                                             ; preds = %2806
  %2819 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2809) #5, !srcloc !23
  br label %2820

2820:                                             ; preds = %2818, %2812
  %2821 = phi i16 [ %2819, %2818 ], [ %2817, %2812 ]
  %2822 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2811
  store i16 %2821, ptr %2822, align 2, !tbaa !24
  %2823 = lshr i32 %1199, 16
  %2824 = trunc nuw i32 %2823 to i16
  %2825 = add i32 %2709, 64
  %2826 = sext i32 %2825 to i64
  br i1 %1254, label %2833, label %2827

2827:                                             ; preds = %2820
  %2828 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2824) #5, !srcloc !23
  %2829 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2826
  %2830 = load i16, ptr %2829, align 2, !tbaa !24
  %2831 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2830) #5, !srcloc !23
  %2832 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2828, i16 %2831) #5, !srcloc !26
  br label %2835

2833:                                             ; preds = %2820
  %2834 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2824) #5, !srcloc !23
  br label %2835

2835:                                             ; preds = %2833, %2827
  %2836 = phi i16 [ %2834, %2833 ], [ %2832, %2827 ]
  %2837 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2826
  store i16 %2836, ptr %2837, align 2, !tbaa !24
  %2838 = trunc i32 %1198 to i16
  %2839 = add i32 %2694, 72
  %2840 = sext i32 %2839 to i64
  br i1 %1254, label %2847, label %2841

2841:                                             ; preds = %2835
  %2842 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2838) #5, !srcloc !23
  %2843 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2840
  %2844 = load i16, ptr %2843, align 2, !tbaa !24
  %2845 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2844) #5, !srcloc !23
  %2846 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2842, i16 %2845) #5, !srcloc !26
  br label %2849

2847:                                             ; preds = %2835
  %2848 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2838) #5, !srcloc !23
  br label %2849

2849:                                             ; preds = %2847, %2841
  %2850 = phi i16 [ %2848, %2847 ], [ %2846, %2841 ]
  %2851 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2840
  store i16 %2850, ptr %2851, align 2, !tbaa !24
  %2852 = lshr i32 %1198, 16
  %2853 = trunc nuw i32 %2852 to i16
  %2854 = add i32 %2738, 64
  %2855 = sext i32 %2854 to i64
  br i1 %1254, label %2862, label %2856

2856:                                             ; preds = %2849
  %2857 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2853) #5, !srcloc !23
  %2858 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2855
  %2859 = load i16, ptr %2858, align 2, !tbaa !24
  %2860 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2859) #5, !srcloc !23
  %2861 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2857, i16 %2860) #5, !srcloc !26
  br label %2864

2862:                                             ; preds = %2849
  %2863 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2853) #5, !srcloc !23
  br label %2864

2864:                                             ; preds = %2862, %2856
  %2865 = phi i16 [ %2863, %2862 ], [ %2861, %2856 ]
  %2866 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2855
  store i16 %2865, ptr %2866, align 2, !tbaa !24
  %2867 = trunc i32 %1197 to i16
  %2868 = add i32 %2694, 96
  %2869 = sext i32 %2868 to i64
  br i1 %1254, label %2876, label %2870

2870:                                             ; preds = %2864
  %2871 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2867) #5, !srcloc !23
  %2872 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2869
  %2873 = load i16, ptr %2872, align 2, !tbaa !24
  %2874 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2873) #5, !srcloc !23
  %2875 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2871, i16 %2874) #5, !srcloc !26
  br label %2878

2876:                                             ; preds = %2864
  %2877 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2867) #5, !srcloc !23
  br label %2878

2878:                                             ; preds = %2876, %2870
  %2879 = phi i16 [ %2877, %2876 ], [ %2875, %2870 ]
  %2880 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2869
  store i16 %2879, ptr %2880, align 2, !tbaa !24
  %2881 = lshr i32 %1197, 16
  %2882 = trunc nuw i32 %2881 to i16
  %2883 = add i32 %2709, 96
  %2884 = sext i32 %2883 to i64
  br i1 %1254, label %2891, label %2885

2885:                                             ; preds = %2878
  %2886 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2882) #5, !srcloc !23
  %2887 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2884
  %2888 = load i16, ptr %2887, align 2, !tbaa !24
  %2889 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2888) #5, !srcloc !23
  %2890 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2886, i16 %2889) #5, !srcloc !26
  br label %2893

2891:                                             ; preds = %2878
  %2892 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2882) #5, !srcloc !23
  br label %2893

2893:                                             ; preds = %2891, %2885
  %2894 = phi i16 [ %2892, %2891 ], [ %2890, %2885 ]
  %2895 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2884
  store i16 %2894, ptr %2895, align 2, !tbaa !24
  %2896 = trunc i32 %1196 to i16
  %2897 = add i32 %2694, 104
  %2898 = sext i32 %2897 to i64
  br i1 %1254, label %2905, label %2899

2899:                                             ; preds = %2893
  %2900 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2896) #5, !srcloc !23
  %2901 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2898
  %2902 = load i16, ptr %2901, align 2, !tbaa !24
  %2903 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2902) #5, !srcloc !23
  %2904 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2900, i16 %2903) #5, !srcloc !26
  br label %2907

2905:                                             ; preds = %2893
  %2906 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2896) #5, !srcloc !23
  br label %2907

2907:                                             ; preds = %2905, %2899
  %2908 = phi i16 [ %2906, %2905 ], [ %2904, %2899 ]
  %2909 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2898
  store i16 %2908, ptr %2909, align 2, !tbaa !24
  %2910 = lshr i32 %1196, 16
  %2911 = trunc nuw i32 %2910 to i16
  %2912 = add i32 %2738, 96
  %2913 = sext i32 %2912 to i64
  br i1 %1254, label %2920, label %2914

2914:                                             ; preds = %2907
  %2915 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2911) #5, !srcloc !23
  %2916 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2913
  %2917 = load i16, ptr %2916, align 2, !tbaa !24
  %2918 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2917) #5, !srcloc !23
  %2919 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2915, i16 %2918) #5, !srcloc !26
  br label %2922

2920:                                             ; preds = %2907
  %2921 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2911) #5, !srcloc !23
  br label %2922

2922:                                             ; preds = %2920, %2914
  %2923 = phi i16 [ %2921, %2920 ], [ %2919, %2914 ]
  %2924 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2913
  store i16 %2923, ptr %2924, align 2, !tbaa !24
  %2925 = trunc i32 %1195 to i16
  %2926 = mul i32 %23, 112
  %2927 = sext i32 %2926 to i64
  br i1 %1254, label %2934, label %2928

2928:                                             ; preds = %2922
  %2929 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2925) #5, !srcloc !23
  %2930 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2927
  %2931 = load i16, ptr %2930, align 2, !tbaa !24
  %2932 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2931) #5, !srcloc !23
  %2933 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2929, i16 %2932) #5, !srcloc !26
  br label %2936

2934:                                             ; preds = %2922
  %2935 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2925) #5, !srcloc !23
  br label %2936

2936:                                             ; preds = %2934, %2928
  %2937 = phi i16 [ %2935, %2934 ], [ %2933, %2928 ]
  %2938 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2927
  store i16 %2937, ptr %2938, align 2, !tbaa !24
  %2939 = lshr i32 %1195, 16
  %2940 = trunc nuw i32 %2939 to i16
  %2941 = mul i32 %23, 113
  %2942 = sext i32 %2941 to i64
  br i1 %1254, label %2949, label %2943

2943:                                             ; preds = %2936
  %2944 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2940) #5, !srcloc !23
  %2945 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2942
  %2946 = load i16, ptr %2945, align 2, !tbaa !24
  %2947 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2946) #5, !srcloc !23
  %2948 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2944, i16 %2947) #5, !srcloc !26
  br label %2951

2949:                                             ; preds = %2936
  %2950 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2940) #5, !srcloc !23
  br label %2951

2951:                                             ; preds = %2949, %2943
  %2952 = phi i16 [ %2950, %2949 ], [ %2948, %2943 ]
  %2953 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2942
  store i16 %2952, ptr %2953, align 2, !tbaa !24
  %2954 = trunc i32 %1194 to i16
  %2955 = add i32 %2723, %262
  %2956 = sext i32 %2955 to i64
  br i1 %1254, label %2963, label %2957

2957:                                             ; preds = %2951
  %2958 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2954) #5, !srcloc !23
  %2959 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2956
  %2960 = load i16, ptr %2959, align 2, !tbaa !24
  %2961 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2960) #5, !srcloc !23
  %2962 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2958, i16 %2961) #5, !srcloc !26
  br label %2965

2963:                                             ; preds = %2951
  %2964 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2954) #5, !srcloc !23
  br label %2965

2965:                                             ; preds = %2963, %2957
  %2966 = phi i16 [ %2964, %2963 ], [ %2962, %2957 ]
  %2967 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2956
  store i16 %2966, ptr %2967, align 2, !tbaa !24
  %2968 = lshr i32 %1194, 16
  %2969 = trunc nuw i32 %2968 to i16
  %2970 = add i32 %2738, %262
  %2971 = sext i32 %2970 to i64
  br i1 %1254, label %2978, label %2972

2972:                                             ; preds = %2965
  %2973 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2969) #5, !srcloc !23
  %2974 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2971
  %2975 = load i16, ptr %2974, align 2, !tbaa !24
  %2976 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2975) #5, !srcloc !23
  %2977 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2973, i16 %2976) #5, !srcloc !26
  br label %2980

2978:                                             ; preds = %2965
  %2979 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2969) #5, !srcloc !23
  br label %2980

2980:                                             ; preds = %2978, %2972
  %2981 = phi i16 [ %2979, %2978 ], [ %2977, %2972 ]
  %2982 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2971
  store i16 %2981, ptr %2982, align 2, !tbaa !24
  %2983 = trunc i32 %1193 to i16
  br i1 %1254, label %2992, label %2984

2984:                                             ; preds = %2980
  %2985 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2983) #5, !srcloc !23
  %2986 = add i32 %2926, 32
  %2987 = sext i32 %2986 to i64
  %2988 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2987
  %2989 = load i16, ptr %2988, align 2, !tbaa !24
  %2990 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %2989) #5, !srcloc !23
  %2991 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2985, i16 %2990) #5, !srcloc !26
  br label %2994

2992:                                             ; preds = %2980
  %2993 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %2983) #5, !srcloc !23
  br label %2994

2994:                                             ; preds = %2992, %2984
  %2995 = phi i16 [ %2993, %2992 ], [ %2991, %2984 ]
  %2996 = add i32 %2752, %262
  %2997 = sext i32 %2996 to i64
  %2998 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %2997
  store i16 %2995, ptr %2998, align 2, !tbaa !24
  %2999 = lshr i32 %1193, 16
  %3000 = trunc nuw i32 %2999 to i16
  br i1 %1254, label %3009, label %3001

3001:                                             ; preds = %2994
  %3002 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3000) #5, !srcloc !23
  %3003 = add i32 %2941, 32
  %3004 = sext i32 %3003 to i64
  %3005 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3004
  %3006 = load i16, ptr %3005, align 2, !tbaa !24
  %3007 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %3006) #5, !srcloc !23
  %3008 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %3002, i16 %3007) #5, !srcloc !26
  br label %3011

3009:                                             ; preds = %2994
  %3010 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3000) #5, !srcloc !23
  br label %3011

3011:                                             ; preds = %3009, %3001
  %3012 = phi i16 [ %3010, %3009 ], [ %3008, %3001 ]
  %3013 = add i32 %2767, %262
  %3014 = sext i32 %3013 to i64
  %3015 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3014
  store i16 %3012, ptr %3015, align 2, !tbaa !24
  %3016 = trunc i32 %1192 to i16
  br i1 %1254, label %3025, label %3017

3017:                                             ; preds = %3011
  %3018 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3016) #5, !srcloc !23
  %3019 = add i32 %2955, 32
  %3020 = sext i32 %3019 to i64
  %3021 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3020
  %3022 = load i16, ptr %3021, align 2, !tbaa !24
  %3023 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %3022) #5, !srcloc !23
  %3024 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %3018, i16 %3023) #5, !srcloc !26
  br label %3027

3025:                                             ; preds = %3011
  %3026 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3016) #5, !srcloc !23
  br label %3027

3027:                                             ; preds = %3025, %3017
  %3028 = phi i16 [ %3026, %3025 ], [ %3024, %3017 ]
  %3029 = add i32 %2781, %262
  %3030 = sext i32 %3029 to i64
  %3031 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3030
  store i16 %3028, ptr %3031, align 2, !tbaa !24
  %3032 = lshr i32 %1192, 16
  %3033 = trunc nuw i32 %3032 to i16
  br i1 %1254, label %3042, label %3034

3034:                                             ; preds = %3027
  %3035 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3033) #5, !srcloc !23
  %3036 = add i32 %2970, 32
  %3037 = sext i32 %3036 to i64
  %3038 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3037
  %3039 = load i16, ptr %3038, align 2, !tbaa !24
  %3040 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %3039) #5, !srcloc !23
  %3041 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %3035, i16 %3040) #5, !srcloc !26
  br label %3044

3042:                                             ; preds = %3027
  %3043 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3033) #5, !srcloc !23
  br label %3044

3044:                                             ; preds = %3042, %3034
  %3045 = phi i16 [ %3043, %3042 ], [ %3041, %3034 ]
  %3046 = add i32 %2796, %262
  %3047 = sext i32 %3046 to i64
  %3048 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3047
  store i16 %3045, ptr %3048, align 2, !tbaa !24
  %3049 = trunc i32 %1191 to i16
  br i1 %1254, label %3058, label %3050

3050:                                             ; preds = %3044
  %3051 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3049) #5, !srcloc !23
  %3052 = add i32 %2926, 64
  %3053 = sext i32 %3052 to i64
  %3054 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3053
  %3055 = load i16, ptr %3054, align 2, !tbaa !24
  %3056 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %3055) #5, !srcloc !23
  %3057 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %3051, i16 %3056) #5, !srcloc !26
  br label %3060

3058:                                             ; preds = %3044
  %3059 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3049) #5, !srcloc !23
  br label %3060

3060:                                             ; preds = %3058, %3050
  %3061 = phi i16 [ %3059, %3058 ], [ %3057, %3050 ]
  %3062 = add i32 %2810, %262
  %3063 = sext i32 %3062 to i64
  %3064 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3063
  store i16 %3061, ptr %3064, align 2, !tbaa !24
  %3065 = lshr i32 %1191, 16
  %3066 = trunc nuw i32 %3065 to i16
  br i1 %1254, label %3075, label %3067

3067:                                             ; preds = %3060
  %3068 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3066) #5, !srcloc !23
  %3069 = add i32 %2941, 64
  %3070 = sext i32 %3069 to i64
  %3071 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3070
  %3072 = load i16, ptr %3071, align 2, !tbaa !24
  %3073 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %3072) #5, !srcloc !23
  %3074 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %3068, i16 %3073) #5, !srcloc !26
  br label %3077

3075:                                             ; preds = %3060
  %3076 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3066) #5, !srcloc !23
  br label %3077

3077:                                             ; preds = %3075, %3067
  %3078 = phi i16 [ %3076, %3075 ], [ %3074, %3067 ]
  %3079 = add i32 %2825, %262
  %3080 = sext i32 %3079 to i64
  %3081 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3080
  store i16 %3078, ptr %3081, align 2, !tbaa !24
  %3082 = trunc i32 %1190 to i16
  br i1 %1254, label %3091, label %3083

3083:                                             ; preds = %3077
  %3084 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3082) #5, !srcloc !23
  %3085 = add i32 %2955, 64
  %3086 = sext i32 %3085 to i64
  %3087 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3086
  %3088 = load i16, ptr %3087, align 2, !tbaa !24
  %3089 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %3088) #5, !srcloc !23
  %3090 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %3084, i16 %3089) #5, !srcloc !26
  br label %3093

3091:                                             ; preds = %3077
  %3092 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3082) #5, !srcloc !23
  br label %3093

3093:                                             ; preds = %3091, %3083
  %3094 = phi i16 [ %3092, %3091 ], [ %3090, %3083 ]
  %3095 = add i32 %2839, %262
  %3096 = sext i32 %3095 to i64
  %3097 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3096
  store i16 %3094, ptr %3097, align 2, !tbaa !24
  %3098 = lshr i32 %1190, 16
  %3099 = trunc nuw i32 %3098 to i16
  br i1 %1254, label %3108, label %3100

3100:                                             ; preds = %3093
  %3101 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3099) #5, !srcloc !23
  %3102 = add i32 %2970, 64
  %3103 = sext i32 %3102 to i64
  %3104 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3103
  %3105 = load i16, ptr %3104, align 2, !tbaa !24
  %3106 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %3105) #5, !srcloc !23
  %3107 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %3101, i16 %3106) #5, !srcloc !26
  br label %3110

3108:                                             ; preds = %3093
  %3109 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3099) #5, !srcloc !23
  br label %3110

3110:                                             ; preds = %3108, %3100
  %3111 = phi i16 [ %3109, %3108 ], [ %3107, %3100 ]
  %3112 = add i32 %2854, %262
  %3113 = sext i32 %3112 to i64
  %3114 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3113
  store i16 %3111, ptr %3114, align 2, !tbaa !24
  %3115 = trunc i32 %1189 to i16
  br i1 %1254, label %3124, label %3116

3116:                                             ; preds = %3110
  %3117 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3115) #5, !srcloc !23
  %3118 = add i32 %2926, 96
  %3119 = sext i32 %3118 to i64
  %3120 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3119
  %3121 = load i16, ptr %3120, align 2, !tbaa !24
  %3122 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %3121) #5, !srcloc !23
  %3123 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %3117, i16 %3122) #5, !srcloc !26
  br label %3126

3124:                                             ; preds = %3110
  %3125 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3115) #5, !srcloc !23
  br label %3126

3126:                                             ; preds = %3124, %3116
  %3127 = phi i16 [ %3125, %3124 ], [ %3123, %3116 ]
  %3128 = add i32 %2868, %262
  %3129 = sext i32 %3128 to i64
  %3130 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3129
  store i16 %3127, ptr %3130, align 2, !tbaa !24
  %3131 = lshr i32 %1189, 16
  %3132 = trunc nuw i32 %3131 to i16
  br i1 %1254, label %3141, label %3133

3133:                                             ; preds = %3126
  %3134 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3132) #5, !srcloc !23
  %3135 = add i32 %2941, 96
  %3136 = sext i32 %3135 to i64
  %3137 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3136
  %3138 = load i16, ptr %3137, align 2, !tbaa !24
  %3139 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %3138) #5, !srcloc !23
  %3140 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %3134, i16 %3139) #5, !srcloc !26
  br label %3143

3141:                                             ; preds = %3126
  %3142 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3132) #5, !srcloc !23
  br label %3143

3143:                                             ; preds = %3141, %3133
  %3144 = phi i16 [ %3142, %3141 ], [ %3140, %3133 ]
  %3145 = add i32 %2883, %262
  %3146 = sext i32 %3145 to i64
  %3147 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3146
  store i16 %3144, ptr %3147, align 2, !tbaa !24
  %3148 = trunc i32 %1188 to i16
  br i1 %1254, label %3157, label %3149

3149:                                             ; preds = %3143
  %3150 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3148) #5, !srcloc !23
  %3151 = add i32 %2955, 96
  %3152 = sext i32 %3151 to i64
  %3153 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3152
  %3154 = load i16, ptr %3153, align 2, !tbaa !24
  %3155 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %3154) #5, !srcloc !23
  %3156 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %3150, i16 %3155) #5, !srcloc !26
  br label %3159

3157:                                             ; preds = %3143
  %3158 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3148) #5, !srcloc !23
  br label %3159

3159:                                             ; preds = %3157, %3149
  %3160 = phi i16 [ %3158, %3157 ], [ %3156, %3149 ]
  %3161 = add i32 %2897, %262
  %3162 = sext i32 %3161 to i64
  %3163 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3162
  store i16 %3160, ptr %3163, align 2, !tbaa !24
  %3164 = lshr i32 %1188, 16
  %3165 = trunc nuw i32 %3164 to i16
  br i1 %1254, label %3174, label %3166

3166:                                             ; preds = %3159
  %3167 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3165) #5, !srcloc !23
  %3168 = add i32 %2970, 96
  %3169 = sext i32 %3168 to i64
  %3170 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3169
  %3171 = load i16, ptr %3170, align 2, !tbaa !24
  %3172 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %3171) #5, !srcloc !23
  %3173 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %3167, i16 %3172) #5, !srcloc !26
  br label %3176

3174:                                             ; preds = %3159
  %3175 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1255, i16 %3165) #5, !srcloc !23
  br label %3176

3176:                                             ; preds = %3174, %3166
  %3177 = phi i16 [ %3175, %3174 ], [ %3173, %3166 ]
  %3178 = add i32 %2912, %262
  %3179 = sext i32 %3178 to i64
  %3180 = getelementptr inbounds %"struct.cutlass::half_t", ptr %322, i64 %3179
  store i16 %3177, ptr %3180, align 2, !tbaa !24
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6}
!llvm.ident = !{!7, !8}
!nvvmir.version = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_ZN3cub32CUB_300001_SM___CUDA_ARCH_LIST__6detail11EmptyKernelIvEEvv, !"kernel", i32 1}
!5 = !{ptr @_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJiNS3_ILi1EEEEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi3ELi3EEENS3_ILi0EEENS0_6LayoutINS1_IJNS1_IJNS3_ILi8EEENS3_ILi16EEEEEENS1_IJNS1_IJSG_SG_EEES9_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJSG_NS3_ILi512EEEEEENS1_IJNS1_IJS9_S5_EEESE_EEENS1_IJSE_NS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES10_EES8_EEENSF_INS1_IJSI_SG_EEENS1_IJNS1_IJS4_S9_EEESH_EEEEENS1_IJSH_S5_EEEEENSY_IJNS0_17SM75_U32x4_LDSM_NES8_EEES8_SA_SW_S18_S1A_S8_NS1_IJS9_iEEENSF_INS1_IJS4_S4_EEENS1_IJS9_S4_EEEEENS0_8TiledMMAINS0_8MMA_AtomIJNS0_28SM80_16x8x16_F16F16F16F16_TNEEEENSF_INS1_IJNS3_ILi2EEES1J_S9_EEENS1_IJS9_S1J_SE_EEEEENS1_IJNS3_ILi32EEES1N_SH_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_T5_PKT6_T7_T8_T9_T10_PT11_T12_T13_T14_T15_T16_, !"kernel", i32 1}
!6 = !{ptr @_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJiNS3_ILi1EEEEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi3ELi3EEENS3_ILi0EEENS0_6LayoutINS1_IJNS1_IJNS3_ILi8EEENS3_ILi16EEEEEENS1_IJNS1_IJSG_SG_EEES9_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJSG_NS3_ILi512EEEEEENS1_IJNS1_IJS9_S5_EEESE_EEENS1_IJSE_NS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES10_EES8_EEENSF_INS1_IJSI_SG_EEENS1_IJNS1_IJS4_S9_EEESH_EEEEENS1_IJSH_S5_EEEEENSY_IJNS0_17SM75_U32x4_LDSM_NES8_EEES8_SA_SW_S18_S1A_S8_NS1_IJS9_iEEENSF_INS1_IJS4_S4_EEENS1_IJS9_S4_EEEEENS0_8TiledMMAINS0_8MMA_AtomIJNS0_28SM80_16x8x16_F16F16F16F16_TNEEEENSF_INS1_IJNS3_ILi2EEES1J_S9_EEENS1_IJS9_S1J_SE_EEEEENS1_IJNS3_ILi32EEES1N_SH_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_T5_PKT6_T7_T8_T9_T10_PT11_T12_T13_T14_T15_T16_, !"maxntidx", i32 128}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!9 = !{i32 2, i32 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i64 45042482}
!15 = !{i64 45045871}
!16 = !{i64 45046301}
!17 = !{i64 45027503}
!18 = !{i64 40172606}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{i64 2157037746}
!23 = !{i64 2158389022, i64 2158389049}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !12, i64 0}
!26 = !{i64 2158358686, i64 2158358713}
