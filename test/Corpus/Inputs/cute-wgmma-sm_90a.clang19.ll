; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: $CUTLASS/examples/cute/tutorial/hopper/wgmma_sm90.cu (CUTLASS 7107b05535f8)
; Compiler: Debian clang version 19.1.7 (3~deb12u1)
; Command (in the repository's root): clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90a --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -Itest/Corpus/cuda/clang19 -I$CUTLASS/include -I$CUTLASS/tools/util/include -I$CUTLASS/examples/common -include test/Corpus/cuda/clang-cuda-compat.h -DNDEBUG -D__NV_NO_HOST_COMPILER_CHECK=1 -DCUTLASS_ENABLE_TENSOR_CORE_MMA=1 -D__CUDACC_VER_MAJOR__=13 -D__CUDACC_VER_MINOR__=0 -mllvm -pragma-unroll-threshold=100000 -mllvm -unroll-threshold=5000 -Wno-unused-command-line-argument $CUTLASS/examples/cute/tutorial/hopper/wgmma_sm90.cu -o cute-wgmma-sm_90a.clang19.ll
; ModuleID = '$CUTLASS/examples/cute/tutorial/hopper/wgmma_sm90.cu'
source_filename = "$CUTLASS/examples/cute/tutorial/hopper/wgmma_sm90.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cute::tuple" = type { %"struct.cute::eso::ESO" }
%"struct.cute::eso::ESO" = type { i32, %"struct.cute::eso::ESO.0" }
%"struct.cute::eso::ESO.0" = type { i32, %"struct.cute::eso::ESO.1" }
%"struct.cute::eso::ESO.1" = type { i32 }
%"struct.cute::tuple.2" = type { i8 }
%"struct.cute::tuple.4" = type { %"struct.cute::eso::ESO.5" }
%"struct.cute::eso::ESO.5" = type { %"struct.cute::eso::ESO.1" }
%"struct.cute::ComposedLayout" = type { i8 }
%"struct.cute::TiledCopy" = type { i8 }
%"struct.cute::TiledMMA" = type <{ %"struct.cute::MMA_Atom", [4 x i8] }>
%"struct.cute::MMA_Atom" = type { %"struct.cute::MMA_Atom.10" }
%"struct.cute::MMA_Atom.10" = type { %"struct.cute::MMA_Traits" }
%"struct.cute::MMA_Traits" = type { i32 }
%"struct.cutlass::half_t" = type { i16 }
%"struct.cute::tuple.184" = type { %"struct.cute::eso::ESO.185" }
%"struct.cute::eso::ESO.185" = type { i32 }
%"struct.cute::ComposedLayout.3172" = type { i8 }
%"struct.cute::TiledCopy.3176" = type { i8 }
%"struct.cute::TiledMMA.3177" = type <{ %"struct.cute::MMA_Atom.3178", [4 x i8] }>
%"struct.cute::MMA_Atom.3178" = type { %"struct.cute::MMA_Atom.3179" }
%"struct.cute::MMA_Atom.3179" = type { %"struct.cute::MMA_Traits.3180" }
%"struct.cute::MMA_Traits.3180" = type { i32 }

$_ZN3cub32CUB_300001_SM___CUDA_ARCH_LIST__6detail11EmptyKernelIvEEvv = comdat any

$_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJNS3_ILi1EEEiEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJS5_NS3_ILi2EEEEEENS1_IJNS3_ILi8EEESJ_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJS9_NS3_ILi512EEEEEENS1_IJS5_NS3_ILi1024EEEEEENS1_IJNS3_ILi0EEENS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES11_EES8_EEENSG_INS1_IJS4_SJ_EEENS1_IJSJ_S9_EEEEES14_EES8_SA_SX_S17_S8_SA_NS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1B_5MajorE1ELS1D_1ELNS1B_7ScaleInE1ELS1E_1EEEEEENSG_INS1_IJS9_S9_S9_EEENS1_IJSS_SS_SS_EEEEENS1_IJNS0_10UnderscoreES1K_S1K_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_PKT5_T6_T7_T8_PT9_T10_T11_T12_T13_ = comdat any

$_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJiNS3_ILi1EEEEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJNS3_ILi8EEENS3_ILi16EEEEEENS1_IJS5_S9_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJS5_NS3_ILi512EEEEEENS1_IJS9_NS3_ILi0EEEEEENS1_IJSQ_NS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES10_EES8_EEENSG_INS1_IJSJ_SH_EEENS1_IJNS1_IJS4_S9_EEESI_EEEEENS1_IJSI_S5_EEEEES8_SA_SW_S18_S8_NS1_IJS9_iEEENS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1D_5MajorE0ELS1F_0ELNS1D_7ScaleInE1ELS1G_1EEEEEENSG_INS1_IJS9_S9_S9_EEENS1_IJSQ_SQ_SQ_EEEEENS1_IJNS0_10UnderscoreES1M_S1M_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_PKT5_T6_T7_T8_PT9_T10_T11_T12_T13_ = comdat any

@shared_memory = external dso_local addrspace(3) global [0 x i8], align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden void @_ZN3cub32CUB_300001_SM___CUDA_ARCH_LIST__6detail11EmptyKernelIvEEvv() local_unnamed_addr #0 comdat {
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJNS3_ILi1EEEiEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJS5_NS3_ILi2EEEEEENS1_IJNS3_ILi8EEESJ_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJS9_NS3_ILi512EEEEEENS1_IJS5_NS3_ILi1024EEEEEENS1_IJNS3_ILi0EEENS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES11_EES8_EEENSG_INS1_IJS4_SJ_EEENS1_IJSJ_S9_EEEEES14_EES8_SA_SX_S17_S8_SA_NS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1B_5MajorE1ELS1D_1ELNS1B_7ScaleInE1ELS1E_1EEEEEENSG_INS1_IJS9_S9_S9_EEENS1_IJSS_SS_SS_EEEEENS1_IJNS0_10UnderscoreES1K_S1K_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_PKT5_T6_T7_T8_PT9_T10_T11_T12_T13_(ptr nocapture noundef readonly byval(%"struct.cute::tuple") align 4 %0, ptr nocapture noundef readnone byval(%"struct.cute::tuple.2") align 1 %1, ptr noundef %2, ptr nocapture noundef readonly byval(%"struct.cute::tuple.4") align 4 %3, ptr nocapture noundef readnone byval(%"struct.cute::ComposedLayout") align 1 %4, ptr nocapture noundef readnone byval(%"struct.cute::TiledCopy") align 1 %5, ptr noundef %6, ptr nocapture noundef readonly byval(%"struct.cute::tuple.4") align 4 %7, ptr nocapture noundef readnone byval(%"struct.cute::ComposedLayout") align 1 %8, ptr nocapture noundef readnone byval(%"struct.cute::TiledCopy") align 1 %9, ptr noundef %10, ptr nocapture noundef readonly byval(%"struct.cute::tuple.4") align 4 %11, ptr nocapture noundef readonly byval(%"struct.cute::TiledMMA") align 4 %12, ptr nocapture noundef readonly byval(%"struct.cutlass::half_t") align 2 %13, ptr nocapture noundef readonly byval(%"struct.cutlass::half_t") align 2 %14) local_unnamed_addr #1 comdat {
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !12
  %18 = load i32, ptr %3, align 4
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %11, align 4
  %21 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %23 = add nsw i32 %17, 63
  %24 = sdiv i32 %23, 64
  %25 = shl i32 %21, 7
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2, i64 %26
  %28 = shl nuw nsw i32 %22, 7
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds %"struct.cutlass::half_t", ptr %6, i64 %29
  %31 = mul i32 %20, %22
  %32 = add i32 %31, %21
  %33 = shl i32 %32, 7
  %34 = zext i32 %33 to i64
  %35 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = lshr i32 %35, 4
  %37 = shl nuw nsw i32 %35, 3
  %38 = and i32 %37, 120
  %39 = mul i32 %18, %36
  %40 = add i32 %39, %38
  %41 = zext i32 %40 to i64
  %42 = and i32 %37, 56
  %43 = shl nuw nsw i32 %35, 2
  %44 = and i32 %43, 448
  %45 = or disjoint i32 %44, %42
  %46 = shl nuw nsw i32 %35, 6
  %47 = and i32 %46, 512
  %48 = lshr i32 %35, 1
  %49 = and i32 %48, 56
  %50 = xor i32 %45, %49
  %51 = or disjoint i32 %50, %47
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds %"struct.cutlass::half_t", ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 %52
  %54 = mul i32 %19, %36
  %55 = add i32 %54, %38
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds %"struct.cutlass::half_t", ptr %30, i64 %56
  %58 = shl nsw i32 %20, 6
  %59 = lshr i32 %35, 2
  %60 = shl nuw nsw i32 %35, 1
  %61 = and i32 %60, 6
  %62 = mul i32 %61, %20
  %63 = and i32 %59, 7
  %64 = and i32 %48, 48
  %65 = or disjoint i32 %63, %64
  %66 = add i32 %65, %62
  %67 = zext i32 %66 to i64
  %68 = lshr i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), 4
  %69 = lshr i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152) to ptr addrspace(3)) to i32), 4
  %70 = shl nsw i32 %18, 6
  %71 = shl nsw i32 %19, 6
  %72 = shl nsw i32 %18, 3
  %73 = getelementptr inbounds %"struct.cutlass::half_t", ptr %27, i64 %41
  %74 = shl nsw i32 %19, 3
  %75 = getelementptr inbounds %"struct.cutlass::half_t", ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152), i64 %52
  %76 = shl nsw i32 %20, 3
  %77 = and i32 %68, 16383
  %78 = addrspacecast ptr %53 to ptr addrspace(3)
  %79 = ptrtoint ptr addrspace(3) %78 to i64
  %80 = trunc i64 %79 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %80, ptr nonnull %73, i64 16) #5, !srcloc !16
  %81 = sext i32 %72 to i64
  %82 = getelementptr inbounds %"struct.cutlass::half_t", ptr %73, i64 %81
  %83 = getelementptr inbounds i8, ptr %53, i64 2048
  %84 = addrspacecast ptr %83 to ptr addrspace(3)
  %85 = ptrtoint ptr addrspace(3) %84 to i64
  %86 = trunc i64 %85 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %86, ptr nonnull %82, i64 16) #5, !srcloc !16
  %87 = shl nsw i32 %18, 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds %"struct.cutlass::half_t", ptr %73, i64 %88
  %90 = getelementptr inbounds i8, ptr %53, i64 4096
  %91 = addrspacecast ptr %90 to ptr addrspace(3)
  %92 = ptrtoint ptr addrspace(3) %91 to i64
  %93 = trunc i64 %92 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %93, ptr nonnull %89, i64 16) #5, !srcloc !16
  %94 = mul nsw i32 %18, 24
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds %"struct.cutlass::half_t", ptr %73, i64 %95
  %97 = getelementptr inbounds i8, ptr %53, i64 6144
  %98 = addrspacecast ptr %97 to ptr addrspace(3)
  %99 = ptrtoint ptr addrspace(3) %98 to i64
  %100 = trunc i64 %99 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %100, ptr nonnull %96, i64 16) #5, !srcloc !16
  %101 = shl nsw i32 %18, 5
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds %"struct.cutlass::half_t", ptr %73, i64 %102
  %104 = getelementptr inbounds i8, ptr %53, i64 8192
  %105 = addrspacecast ptr %104 to ptr addrspace(3)
  %106 = ptrtoint ptr addrspace(3) %105 to i64
  %107 = trunc i64 %106 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %107, ptr nonnull %103, i64 16) #5, !srcloc !16
  %108 = mul nsw i32 %18, 40
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds %"struct.cutlass::half_t", ptr %73, i64 %109
  %111 = getelementptr inbounds i8, ptr %53, i64 10240
  %112 = addrspacecast ptr %111 to ptr addrspace(3)
  %113 = ptrtoint ptr addrspace(3) %112 to i64
  %114 = trunc i64 %113 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %114, ptr nonnull %110, i64 16) #5, !srcloc !16
  %115 = mul nsw i32 %18, 48
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds %"struct.cutlass::half_t", ptr %73, i64 %116
  %118 = getelementptr inbounds i8, ptr %53, i64 12288
  %119 = addrspacecast ptr %118 to ptr addrspace(3)
  %120 = ptrtoint ptr addrspace(3) %119 to i64
  %121 = trunc i64 %120 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %121, ptr nonnull %117, i64 16) #5, !srcloc !16
  %122 = mul nsw i32 %18, 56
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds %"struct.cutlass::half_t", ptr %73, i64 %123
  %125 = getelementptr inbounds i8, ptr %53, i64 14336
  %126 = addrspacecast ptr %125 to ptr addrspace(3)
  %127 = ptrtoint ptr addrspace(3) %126 to i64
  %128 = trunc i64 %127 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %128, ptr nonnull %124, i64 16) #5, !srcloc !16
  %129 = addrspacecast ptr %75 to ptr addrspace(3)
  %130 = ptrtoint ptr addrspace(3) %129 to i64
  %131 = trunc i64 %130 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %131, ptr nonnull %57, i64 16) #5, !srcloc !16
  %132 = sext i32 %74 to i64
  %133 = getelementptr inbounds %"struct.cutlass::half_t", ptr %57, i64 %132
  %134 = getelementptr inbounds i8, ptr %75, i64 2048
  %135 = addrspacecast ptr %134 to ptr addrspace(3)
  %136 = ptrtoint ptr addrspace(3) %135 to i64
  %137 = trunc i64 %136 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %137, ptr nonnull %133, i64 16) #5, !srcloc !16
  %138 = shl nsw i32 %19, 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds %"struct.cutlass::half_t", ptr %57, i64 %139
  %141 = getelementptr inbounds i8, ptr %75, i64 4096
  %142 = addrspacecast ptr %141 to ptr addrspace(3)
  %143 = ptrtoint ptr addrspace(3) %142 to i64
  %144 = trunc i64 %143 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %144, ptr nonnull %140, i64 16) #5, !srcloc !16
  %145 = mul nsw i32 %19, 24
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds %"struct.cutlass::half_t", ptr %57, i64 %146
  %148 = getelementptr inbounds i8, ptr %75, i64 6144
  %149 = addrspacecast ptr %148 to ptr addrspace(3)
  %150 = ptrtoint ptr addrspace(3) %149 to i64
  %151 = trunc i64 %150 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %151, ptr nonnull %147, i64 16) #5, !srcloc !16
  %152 = shl nsw i32 %19, 5
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds %"struct.cutlass::half_t", ptr %57, i64 %153
  %155 = getelementptr inbounds i8, ptr %75, i64 8192
  %156 = addrspacecast ptr %155 to ptr addrspace(3)
  %157 = ptrtoint ptr addrspace(3) %156 to i64
  %158 = trunc i64 %157 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %158, ptr nonnull %154, i64 16) #5, !srcloc !16
  %159 = mul nsw i32 %19, 40
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds %"struct.cutlass::half_t", ptr %57, i64 %160
  %162 = getelementptr inbounds i8, ptr %75, i64 10240
  %163 = addrspacecast ptr %162 to ptr addrspace(3)
  %164 = ptrtoint ptr addrspace(3) %163 to i64
  %165 = trunc i64 %164 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %165, ptr nonnull %161, i64 16) #5, !srcloc !16
  %166 = mul nsw i32 %19, 48
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds %"struct.cutlass::half_t", ptr %57, i64 %167
  %169 = getelementptr inbounds i8, ptr %75, i64 12288
  %170 = addrspacecast ptr %169 to ptr addrspace(3)
  %171 = ptrtoint ptr addrspace(3) %170 to i64
  %172 = trunc i64 %171 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %172, ptr nonnull %168, i64 16) #5, !srcloc !16
  %173 = mul nsw i32 %19, 56
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds %"struct.cutlass::half_t", ptr %57, i64 %174
  %176 = getelementptr inbounds i8, ptr %75, i64 14336
  %177 = addrspacecast ptr %176 to ptr addrspace(3)
  %178 = ptrtoint ptr addrspace(3) %177 to i64
  %179 = trunc i64 %178 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %179, ptr nonnull %175, i64 16) #5, !srcloc !16
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #5, !srcloc !17
  %180 = sext i32 %70 to i64
  %181 = getelementptr inbounds %"struct.cutlass::half_t", ptr %73, i64 %180
  %182 = getelementptr inbounds i8, ptr %53, i64 16384
  %183 = addrspacecast ptr %182 to ptr addrspace(3)
  %184 = ptrtoint ptr addrspace(3) %183 to i64
  %185 = trunc i64 %184 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %185, ptr nonnull %181, i64 16) #5, !srcloc !16
  %186 = getelementptr inbounds %"struct.cutlass::half_t", ptr %181, i64 %81
  %187 = getelementptr inbounds i8, ptr %53, i64 18432
  %188 = addrspacecast ptr %187 to ptr addrspace(3)
  %189 = ptrtoint ptr addrspace(3) %188 to i64
  %190 = trunc i64 %189 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %190, ptr nonnull %186, i64 16) #5, !srcloc !16
  %191 = getelementptr inbounds %"struct.cutlass::half_t", ptr %181, i64 %88
  %192 = getelementptr inbounds i8, ptr %53, i64 20480
  %193 = addrspacecast ptr %192 to ptr addrspace(3)
  %194 = ptrtoint ptr addrspace(3) %193 to i64
  %195 = trunc i64 %194 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %195, ptr nonnull %191, i64 16) #5, !srcloc !16
  %196 = getelementptr inbounds %"struct.cutlass::half_t", ptr %181, i64 %95
  %197 = getelementptr inbounds i8, ptr %53, i64 22528
  %198 = addrspacecast ptr %197 to ptr addrspace(3)
  %199 = ptrtoint ptr addrspace(3) %198 to i64
  %200 = trunc i64 %199 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %200, ptr nonnull %196, i64 16) #5, !srcloc !16
  %201 = getelementptr inbounds %"struct.cutlass::half_t", ptr %181, i64 %102
  %202 = getelementptr inbounds i8, ptr %53, i64 24576
  %203 = addrspacecast ptr %202 to ptr addrspace(3)
  %204 = ptrtoint ptr addrspace(3) %203 to i64
  %205 = trunc i64 %204 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %205, ptr nonnull %201, i64 16) #5, !srcloc !16
  %206 = getelementptr inbounds %"struct.cutlass::half_t", ptr %181, i64 %109
  %207 = getelementptr inbounds i8, ptr %53, i64 26624
  %208 = addrspacecast ptr %207 to ptr addrspace(3)
  %209 = ptrtoint ptr addrspace(3) %208 to i64
  %210 = trunc i64 %209 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %210, ptr nonnull %206, i64 16) #5, !srcloc !16
  %211 = getelementptr inbounds %"struct.cutlass::half_t", ptr %181, i64 %116
  %212 = getelementptr inbounds i8, ptr %53, i64 28672
  %213 = addrspacecast ptr %212 to ptr addrspace(3)
  %214 = ptrtoint ptr addrspace(3) %213 to i64
  %215 = trunc i64 %214 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %215, ptr nonnull %211, i64 16) #5, !srcloc !16
  %216 = getelementptr inbounds %"struct.cutlass::half_t", ptr %181, i64 %123
  %217 = getelementptr inbounds i8, ptr %53, i64 30720
  %218 = addrspacecast ptr %217 to ptr addrspace(3)
  %219 = ptrtoint ptr addrspace(3) %218 to i64
  %220 = trunc i64 %219 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %220, ptr nonnull %216, i64 16) #5, !srcloc !16
  %221 = sext i32 %71 to i64
  %222 = getelementptr inbounds %"struct.cutlass::half_t", ptr %57, i64 %221
  %223 = getelementptr inbounds i8, ptr %75, i64 16384
  %224 = addrspacecast ptr %223 to ptr addrspace(3)
  %225 = ptrtoint ptr addrspace(3) %224 to i64
  %226 = trunc i64 %225 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %226, ptr nonnull %222, i64 16) #5, !srcloc !16
  %227 = getelementptr inbounds %"struct.cutlass::half_t", ptr %222, i64 %132
  %228 = getelementptr inbounds i8, ptr %75, i64 18432
  %229 = addrspacecast ptr %228 to ptr addrspace(3)
  %230 = ptrtoint ptr addrspace(3) %229 to i64
  %231 = trunc i64 %230 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %231, ptr nonnull %227, i64 16) #5, !srcloc !16
  %232 = getelementptr inbounds %"struct.cutlass::half_t", ptr %222, i64 %139
  %233 = getelementptr inbounds i8, ptr %75, i64 20480
  %234 = addrspacecast ptr %233 to ptr addrspace(3)
  %235 = ptrtoint ptr addrspace(3) %234 to i64
  %236 = trunc i64 %235 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %236, ptr nonnull %232, i64 16) #5, !srcloc !16
  %237 = getelementptr inbounds %"struct.cutlass::half_t", ptr %222, i64 %146
  %238 = getelementptr inbounds i8, ptr %75, i64 22528
  %239 = addrspacecast ptr %238 to ptr addrspace(3)
  %240 = ptrtoint ptr addrspace(3) %239 to i64
  %241 = trunc i64 %240 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %241, ptr nonnull %237, i64 16) #5, !srcloc !16
  %242 = getelementptr inbounds %"struct.cutlass::half_t", ptr %222, i64 %153
  %243 = getelementptr inbounds i8, ptr %75, i64 24576
  %244 = addrspacecast ptr %243 to ptr addrspace(3)
  %245 = ptrtoint ptr addrspace(3) %244 to i64
  %246 = trunc i64 %245 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %246, ptr nonnull %242, i64 16) #5, !srcloc !16
  %247 = getelementptr inbounds %"struct.cutlass::half_t", ptr %222, i64 %160
  %248 = getelementptr inbounds i8, ptr %75, i64 26624
  %249 = addrspacecast ptr %248 to ptr addrspace(3)
  %250 = ptrtoint ptr addrspace(3) %249 to i64
  %251 = trunc i64 %250 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %251, ptr nonnull %247, i64 16) #5, !srcloc !16
  %252 = getelementptr inbounds %"struct.cutlass::half_t", ptr %222, i64 %167
  %253 = getelementptr inbounds i8, ptr %75, i64 28672
  %254 = addrspacecast ptr %253 to ptr addrspace(3)
  %255 = ptrtoint ptr addrspace(3) %254 to i64
  %256 = trunc i64 %255 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %256, ptr nonnull %252, i64 16) #5, !srcloc !16
  %257 = getelementptr inbounds %"struct.cutlass::half_t", ptr %222, i64 %174
  %258 = getelementptr inbounds i8, ptr %75, i64 30720
  %259 = addrspacecast ptr %258 to ptr addrspace(3)
  %260 = ptrtoint ptr addrspace(3) %259 to i64
  %261 = trunc i64 %260 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %261, ptr nonnull %257, i64 16) #5, !srcloc !16
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #5, !srcloc !17
  %262 = getelementptr inbounds %"struct.cutlass::half_t", ptr %10, i64 %34
  %263 = getelementptr inbounds %"struct.cutlass::half_t", ptr %262, i64 %67
  %264 = and i32 %69, 16383
  tail call void @llvm.nvvm.barrier0()
  %265 = icmp sgt i32 %17, 0
  br i1 %265, label %266, label %270

266:                                              ; preds = %15
  %267 = add nsw i32 %24, -1
  %268 = load i32, ptr %12, align 4
  %269 = tail call i32 @llvm.smax.i32(i32 %24, i32 1)
  br label %2325

270:                                              ; preds = %2325, %15
  %271 = phi i32 [ 0, %15 ], [ %2932, %2325 ]
  %272 = phi i32 [ 0, %15 ], [ %2931, %2325 ]
  %273 = phi i32 [ 0, %15 ], [ %2930, %2325 ]
  %274 = phi i32 [ 0, %15 ], [ %2929, %2325 ]
  %275 = phi i32 [ 0, %15 ], [ %2928, %2325 ]
  %276 = phi i32 [ 0, %15 ], [ %2927, %2325 ]
  %277 = phi i32 [ 0, %15 ], [ %2926, %2325 ]
  %278 = phi i32 [ 0, %15 ], [ %2925, %2325 ]
  %279 = phi i32 [ 0, %15 ], [ %2924, %2325 ]
  %280 = phi i32 [ 0, %15 ], [ %2923, %2325 ]
  %281 = phi i32 [ 0, %15 ], [ %2922, %2325 ]
  %282 = phi i32 [ 0, %15 ], [ %2921, %2325 ]
  %283 = phi i32 [ 0, %15 ], [ %2920, %2325 ]
  %284 = phi i32 [ 0, %15 ], [ %2919, %2325 ]
  %285 = phi i32 [ 0, %15 ], [ %2918, %2325 ]
  %286 = phi i32 [ 0, %15 ], [ %2917, %2325 ]
  %287 = phi i32 [ 0, %15 ], [ %2916, %2325 ]
  %288 = phi i32 [ 0, %15 ], [ %2915, %2325 ]
  %289 = phi i32 [ 0, %15 ], [ %2914, %2325 ]
  %290 = phi i32 [ 0, %15 ], [ %2913, %2325 ]
  %291 = phi i32 [ 0, %15 ], [ %2912, %2325 ]
  %292 = phi i32 [ 0, %15 ], [ %2911, %2325 ]
  %293 = phi i32 [ 0, %15 ], [ %2910, %2325 ]
  %294 = phi i32 [ 0, %15 ], [ %2909, %2325 ]
  %295 = phi i32 [ 0, %15 ], [ %2908, %2325 ]
  %296 = phi i32 [ 0, %15 ], [ %2907, %2325 ]
  %297 = phi i32 [ 0, %15 ], [ %2906, %2325 ]
  %298 = phi i32 [ 0, %15 ], [ %2905, %2325 ]
  %299 = phi i32 [ 0, %15 ], [ %2904, %2325 ]
  %300 = phi i32 [ 0, %15 ], [ %2903, %2325 ]
  %301 = phi i32 [ 0, %15 ], [ %2902, %2325 ]
  %302 = phi i32 [ 0, %15 ], [ %2901, %2325 ]
  %303 = phi i32 [ 0, %15 ], [ %2900, %2325 ]
  %304 = phi i32 [ 0, %15 ], [ %2899, %2325 ]
  %305 = phi i32 [ 0, %15 ], [ %2898, %2325 ]
  %306 = phi i32 [ 0, %15 ], [ %2897, %2325 ]
  %307 = phi i32 [ 0, %15 ], [ %2896, %2325 ]
  %308 = phi i32 [ 0, %15 ], [ %2895, %2325 ]
  %309 = phi i32 [ 0, %15 ], [ %2894, %2325 ]
  %310 = phi i32 [ 0, %15 ], [ %2893, %2325 ]
  %311 = phi i32 [ 0, %15 ], [ %2892, %2325 ]
  %312 = phi i32 [ 0, %15 ], [ %2891, %2325 ]
  %313 = phi i32 [ 0, %15 ], [ %2890, %2325 ]
  %314 = phi i32 [ 0, %15 ], [ %2889, %2325 ]
  %315 = phi i32 [ 0, %15 ], [ %2888, %2325 ]
  %316 = phi i32 [ 0, %15 ], [ %2887, %2325 ]
  %317 = phi i32 [ 0, %15 ], [ %2886, %2325 ]
  %318 = phi i32 [ 0, %15 ], [ %2885, %2325 ]
  %319 = phi i32 [ 0, %15 ], [ %2884, %2325 ]
  %320 = phi i32 [ 0, %15 ], [ %2883, %2325 ]
  %321 = phi i32 [ 0, %15 ], [ %2882, %2325 ]
  %322 = phi i32 [ 0, %15 ], [ %2881, %2325 ]
  %323 = phi i32 [ 0, %15 ], [ %2880, %2325 ]
  %324 = phi i32 [ 0, %15 ], [ %2879, %2325 ]
  %325 = phi i32 [ 0, %15 ], [ %2878, %2325 ]
  %326 = phi i32 [ 0, %15 ], [ %2877, %2325 ]
  %327 = phi i32 [ 0, %15 ], [ %2876, %2325 ]
  %328 = phi i32 [ 0, %15 ], [ %2875, %2325 ]
  %329 = phi i32 [ 0, %15 ], [ %2874, %2325 ]
  %330 = phi i32 [ 0, %15 ], [ %2873, %2325 ]
  %331 = phi i32 [ 0, %15 ], [ %2872, %2325 ]
  %332 = phi i32 [ 0, %15 ], [ %2871, %2325 ]
  %333 = phi i32 [ 0, %15 ], [ %2870, %2325 ]
  %334 = phi i32 [ 0, %15 ], [ %2869, %2325 ]
  %335 = load i16, ptr %14, align 2
  %336 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %335) #6, !srcloc !18
  %337 = fcmp contract oeq float %336, 0.000000e+00
  %338 = load i16, ptr %13, align 2
  %339 = trunc i32 %334 to i16
  br i1 %337, label %340, label %342

340:                                              ; preds = %270
  %341 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %339) #6, !srcloc !19
  br label %347

342:                                              ; preds = %270
  %343 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %339) #6, !srcloc !19
  %344 = load i16, ptr %263, align 2, !tbaa !20
  %345 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %344) #6, !srcloc !19
  %346 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %343, i16 %345) #6, !srcloc !22
  br label %347

347:                                              ; preds = %342, %340
  %348 = phi i16 [ %341, %340 ], [ %346, %342 ]
  store i16 %348, ptr %263, align 2, !tbaa !20
  %349 = lshr i32 %334, 16
  %350 = trunc nuw i32 %349 to i16
  %351 = sext i32 %20 to i64
  br i1 %337, label %358, label %352

352:                                              ; preds = %347
  %353 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %350) #6, !srcloc !19
  %354 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %351
  %355 = load i16, ptr %354, align 2, !tbaa !20
  %356 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %355) #6, !srcloc !19
  %357 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %353, i16 %356) #6, !srcloc !22
  br label %360

358:                                              ; preds = %347
  %359 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %350) #6, !srcloc !19
  br label %360

360:                                              ; preds = %358, %352
  %361 = phi i16 [ %359, %358 ], [ %357, %352 ]
  %362 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %351
  store i16 %361, ptr %362, align 2, !tbaa !20
  %363 = trunc i32 %333 to i16
  br i1 %337, label %370, label %364

364:                                              ; preds = %360
  %365 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %363) #6, !srcloc !19
  %366 = getelementptr inbounds i8, ptr %263, i64 16
  %367 = load i16, ptr %366, align 2, !tbaa !20
  %368 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %367) #6, !srcloc !19
  %369 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %365, i16 %368) #6, !srcloc !22
  br label %372

370:                                              ; preds = %360
  %371 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %363) #6, !srcloc !19
  br label %372

372:                                              ; preds = %370, %364
  %373 = phi i16 [ %371, %370 ], [ %369, %364 ]
  %374 = getelementptr inbounds i8, ptr %263, i64 16
  store i16 %373, ptr %374, align 2, !tbaa !20
  %375 = lshr i32 %333, 16
  %376 = trunc nuw i32 %375 to i16
  %377 = add i32 %20, 8
  %378 = sext i32 %377 to i64
  br i1 %337, label %385, label %379

379:                                              ; preds = %372
  %380 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %376) #6, !srcloc !19
  %381 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %378
  %382 = load i16, ptr %381, align 2, !tbaa !20
  %383 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %382) #6, !srcloc !19
  %384 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %380, i16 %383) #6, !srcloc !22
  br label %387

385:                                              ; preds = %372
  %386 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %376) #6, !srcloc !19
  br label %387

387:                                              ; preds = %385, %379
  %388 = phi i16 [ %386, %385 ], [ %384, %379 ]
  %389 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %378
  store i16 %388, ptr %389, align 2, !tbaa !20
  %390 = trunc i32 %332 to i16
  %391 = sext i32 %76 to i64
  br i1 %337, label %398, label %392

392:                                              ; preds = %387
  %393 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %390) #6, !srcloc !19
  %394 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %391
  %395 = load i16, ptr %394, align 2, !tbaa !20
  %396 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %395) #6, !srcloc !19
  %397 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %393, i16 %396) #6, !srcloc !22
  br label %400

398:                                              ; preds = %387
  %399 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %390) #6, !srcloc !19
  br label %400

400:                                              ; preds = %398, %392
  %401 = phi i16 [ %399, %398 ], [ %397, %392 ]
  %402 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %391
  store i16 %401, ptr %402, align 2, !tbaa !20
  %403 = lshr i32 %332, 16
  %404 = trunc nuw i32 %403 to i16
  %405 = mul i32 %20, 9
  %406 = sext i32 %405 to i64
  br i1 %337, label %413, label %407

407:                                              ; preds = %400
  %408 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %404) #6, !srcloc !19
  %409 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %406
  %410 = load i16, ptr %409, align 2, !tbaa !20
  %411 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %410) #6, !srcloc !19
  %412 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %408, i16 %411) #6, !srcloc !22
  br label %415

413:                                              ; preds = %400
  %414 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %404) #6, !srcloc !19
  br label %415

415:                                              ; preds = %413, %407
  %416 = phi i16 [ %414, %413 ], [ %412, %407 ]
  %417 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %406
  store i16 %416, ptr %417, align 2, !tbaa !20
  %418 = trunc i32 %331 to i16
  %419 = add i32 %76, 8
  %420 = sext i32 %419 to i64
  br i1 %337, label %427, label %421

421:                                              ; preds = %415
  %422 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %418) #6, !srcloc !19
  %423 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %420
  %424 = load i16, ptr %423, align 2, !tbaa !20
  %425 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %424) #6, !srcloc !19
  %426 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %422, i16 %425) #6, !srcloc !22
  br label %429

427:                                              ; preds = %415
  %428 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %418) #6, !srcloc !19
  br label %429

429:                                              ; preds = %427, %421
  %430 = phi i16 [ %428, %427 ], [ %426, %421 ]
  %431 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %420
  store i16 %430, ptr %431, align 2, !tbaa !20
  %432 = lshr i32 %331, 16
  %433 = trunc nuw i32 %432 to i16
  br i1 %337, label %442, label %434

434:                                              ; preds = %429
  %435 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %433) #6, !srcloc !19
  %436 = add i32 %405, 8
  %437 = sext i32 %436 to i64
  %438 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %437
  %439 = load i16, ptr %438, align 2, !tbaa !20
  %440 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %439) #6, !srcloc !19
  %441 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %435, i16 %440) #6, !srcloc !22
  br label %444

442:                                              ; preds = %429
  %443 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %433) #6, !srcloc !19
  br label %444

444:                                              ; preds = %442, %434
  %445 = phi i16 [ %443, %442 ], [ %441, %434 ]
  %446 = add i32 %377, %76
  %447 = sext i32 %446 to i64
  %448 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %447
  store i16 %445, ptr %448, align 2, !tbaa !20
  %449 = trunc i32 %330 to i16
  %450 = shl nsw i32 %20, 4
  %451 = sext i32 %450 to i64
  br i1 %337, label %458, label %452

452:                                              ; preds = %444
  %453 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %449) #6, !srcloc !19
  %454 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %451
  %455 = load i16, ptr %454, align 2, !tbaa !20
  %456 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %455) #6, !srcloc !19
  %457 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %453, i16 %456) #6, !srcloc !22
  br label %460

458:                                              ; preds = %444
  %459 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %449) #6, !srcloc !19
  br label %460

460:                                              ; preds = %458, %452
  %461 = phi i16 [ %459, %458 ], [ %457, %452 ]
  %462 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %451
  store i16 %461, ptr %462, align 2, !tbaa !20
  %463 = lshr i32 %330, 16
  %464 = trunc nuw i32 %463 to i16
  %465 = mul i32 %20, 17
  %466 = sext i32 %465 to i64
  br i1 %337, label %473, label %467

467:                                              ; preds = %460
  %468 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %464) #6, !srcloc !19
  %469 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %466
  %470 = load i16, ptr %469, align 2, !tbaa !20
  %471 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %470) #6, !srcloc !19
  %472 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %468, i16 %471) #6, !srcloc !22
  br label %475

473:                                              ; preds = %460
  %474 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %464) #6, !srcloc !19
  br label %475

475:                                              ; preds = %473, %467
  %476 = phi i16 [ %474, %473 ], [ %472, %467 ]
  %477 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %466
  store i16 %476, ptr %477, align 2, !tbaa !20
  %478 = trunc i32 %329 to i16
  %479 = or disjoint i32 %450, 8
  %480 = sext i32 %479 to i64
  br i1 %337, label %487, label %481

481:                                              ; preds = %475
  %482 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %478) #6, !srcloc !19
  %483 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %480
  %484 = load i16, ptr %483, align 2, !tbaa !20
  %485 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %484) #6, !srcloc !19
  %486 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %482, i16 %485) #6, !srcloc !22
  br label %489

487:                                              ; preds = %475
  %488 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %478) #6, !srcloc !19
  br label %489

489:                                              ; preds = %487, %481
  %490 = phi i16 [ %488, %487 ], [ %486, %481 ]
  %491 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %480
  store i16 %490, ptr %491, align 2, !tbaa !20
  %492 = lshr i32 %329, 16
  %493 = trunc nuw i32 %492 to i16
  br i1 %337, label %502, label %494

494:                                              ; preds = %489
  %495 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %493) #6, !srcloc !19
  %496 = add i32 %465, 8
  %497 = sext i32 %496 to i64
  %498 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %497
  %499 = load i16, ptr %498, align 2, !tbaa !20
  %500 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %499) #6, !srcloc !19
  %501 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %495, i16 %500) #6, !srcloc !22
  br label %504

502:                                              ; preds = %489
  %503 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %493) #6, !srcloc !19
  br label %504

504:                                              ; preds = %502, %494
  %505 = phi i16 [ %503, %502 ], [ %501, %494 ]
  %506 = add i32 %377, %450
  %507 = sext i32 %506 to i64
  %508 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %507
  store i16 %505, ptr %508, align 2, !tbaa !20
  %509 = trunc i32 %328 to i16
  %510 = mul nsw i32 %20, 24
  %511 = sext i32 %510 to i64
  br i1 %337, label %518, label %512

512:                                              ; preds = %504
  %513 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %509) #6, !srcloc !19
  %514 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %511
  %515 = load i16, ptr %514, align 2, !tbaa !20
  %516 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %515) #6, !srcloc !19
  %517 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %513, i16 %516) #6, !srcloc !22
  br label %520

518:                                              ; preds = %504
  %519 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %509) #6, !srcloc !19
  br label %520

520:                                              ; preds = %518, %512
  %521 = phi i16 [ %519, %518 ], [ %517, %512 ]
  %522 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %511
  store i16 %521, ptr %522, align 2, !tbaa !20
  %523 = lshr i32 %328, 16
  %524 = trunc nuw i32 %523 to i16
  %525 = mul i32 %20, 25
  %526 = sext i32 %525 to i64
  br i1 %337, label %533, label %527

527:                                              ; preds = %520
  %528 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %524) #6, !srcloc !19
  %529 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %526
  %530 = load i16, ptr %529, align 2, !tbaa !20
  %531 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %530) #6, !srcloc !19
  %532 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %528, i16 %531) #6, !srcloc !22
  br label %535

533:                                              ; preds = %520
  %534 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %524) #6, !srcloc !19
  br label %535

535:                                              ; preds = %533, %527
  %536 = phi i16 [ %534, %533 ], [ %532, %527 ]
  %537 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %526
  store i16 %536, ptr %537, align 2, !tbaa !20
  %538 = trunc i32 %327 to i16
  %539 = add i32 %510, 8
  %540 = sext i32 %539 to i64
  br i1 %337, label %547, label %541

541:                                              ; preds = %535
  %542 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %538) #6, !srcloc !19
  %543 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %540
  %544 = load i16, ptr %543, align 2, !tbaa !20
  %545 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %544) #6, !srcloc !19
  %546 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %542, i16 %545) #6, !srcloc !22
  br label %549

547:                                              ; preds = %535
  %548 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %538) #6, !srcloc !19
  br label %549

549:                                              ; preds = %547, %541
  %550 = phi i16 [ %548, %547 ], [ %546, %541 ]
  %551 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %540
  store i16 %550, ptr %551, align 2, !tbaa !20
  %552 = lshr i32 %327, 16
  %553 = trunc nuw i32 %552 to i16
  br i1 %337, label %562, label %554

554:                                              ; preds = %549
  %555 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %553) #6, !srcloc !19
  %556 = add i32 %525, 8
  %557 = sext i32 %556 to i64
  %558 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %557
  %559 = load i16, ptr %558, align 2, !tbaa !20
  %560 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %559) #6, !srcloc !19
  %561 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %555, i16 %560) #6, !srcloc !22
  br label %564

562:                                              ; preds = %549
  %563 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %553) #6, !srcloc !19
  br label %564

564:                                              ; preds = %562, %554
  %565 = phi i16 [ %563, %562 ], [ %561, %554 ]
  %566 = add i32 %377, %510
  %567 = sext i32 %566 to i64
  %568 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %567
  store i16 %565, ptr %568, align 2, !tbaa !20
  %569 = trunc i32 %326 to i16
  %570 = shl nsw i32 %20, 5
  %571 = sext i32 %570 to i64
  br i1 %337, label %578, label %572

572:                                              ; preds = %564
  %573 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %569) #6, !srcloc !19
  %574 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %571
  %575 = load i16, ptr %574, align 2, !tbaa !20
  %576 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %575) #6, !srcloc !19
  %577 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %573, i16 %576) #6, !srcloc !22
  br label %580

578:                                              ; preds = %564
  %579 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %569) #6, !srcloc !19
  br label %580

580:                                              ; preds = %578, %572
  %581 = phi i16 [ %579, %578 ], [ %577, %572 ]
  %582 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %571
  store i16 %581, ptr %582, align 2, !tbaa !20
  %583 = lshr i32 %326, 16
  %584 = trunc nuw i32 %583 to i16
  %585 = mul i32 %20, 33
  %586 = sext i32 %585 to i64
  br i1 %337, label %593, label %587

587:                                              ; preds = %580
  %588 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %584) #6, !srcloc !19
  %589 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %586
  %590 = load i16, ptr %589, align 2, !tbaa !20
  %591 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %590) #6, !srcloc !19
  %592 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %588, i16 %591) #6, !srcloc !22
  br label %595

593:                                              ; preds = %580
  %594 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %584) #6, !srcloc !19
  br label %595

595:                                              ; preds = %593, %587
  %596 = phi i16 [ %594, %593 ], [ %592, %587 ]
  %597 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %586
  store i16 %596, ptr %597, align 2, !tbaa !20
  %598 = trunc i32 %325 to i16
  %599 = or disjoint i32 %570, 8
  %600 = sext i32 %599 to i64
  br i1 %337, label %607, label %601

601:                                              ; preds = %595
  %602 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %598) #6, !srcloc !19
  %603 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %600
  %604 = load i16, ptr %603, align 2, !tbaa !20
  %605 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %604) #6, !srcloc !19
  %606 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %602, i16 %605) #6, !srcloc !22
  br label %609

607:                                              ; preds = %595
  %608 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %598) #6, !srcloc !19
  br label %609

609:                                              ; preds = %607, %601
  %610 = phi i16 [ %608, %607 ], [ %606, %601 ]
  %611 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %600
  store i16 %610, ptr %611, align 2, !tbaa !20
  %612 = lshr i32 %325, 16
  %613 = trunc nuw i32 %612 to i16
  br i1 %337, label %622, label %614

614:                                              ; preds = %609
  %615 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %613) #6, !srcloc !19
  %616 = add i32 %585, 8
  %617 = sext i32 %616 to i64
  %618 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %617
  %619 = load i16, ptr %618, align 2, !tbaa !20
  %620 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %619) #6, !srcloc !19
  %621 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %615, i16 %620) #6, !srcloc !22
  br label %624

622:                                              ; preds = %609
  %623 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %613) #6, !srcloc !19
  br label %624

624:                                              ; preds = %622, %614
  %625 = phi i16 [ %623, %622 ], [ %621, %614 ]
  %626 = add i32 %377, %570
  %627 = sext i32 %626 to i64
  %628 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %627
  store i16 %625, ptr %628, align 2, !tbaa !20
  %629 = trunc i32 %324 to i16
  %630 = mul nsw i32 %20, 40
  %631 = sext i32 %630 to i64
  br i1 %337, label %638, label %632

632:                                              ; preds = %624
  %633 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %629) #6, !srcloc !19
  %634 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %631
  %635 = load i16, ptr %634, align 2, !tbaa !20
  %636 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %635) #6, !srcloc !19
  %637 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %633, i16 %636) #6, !srcloc !22
  br label %640

638:                                              ; preds = %624
  %639 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %629) #6, !srcloc !19
  br label %640

640:                                              ; preds = %638, %632
  %641 = phi i16 [ %639, %638 ], [ %637, %632 ]
  %642 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %631
  store i16 %641, ptr %642, align 2, !tbaa !20
  %643 = lshr i32 %324, 16
  %644 = trunc nuw i32 %643 to i16
  %645 = mul i32 %20, 41
  %646 = sext i32 %645 to i64
  br i1 %337, label %653, label %647

647:                                              ; preds = %640
  %648 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %644) #6, !srcloc !19
  %649 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %646
  %650 = load i16, ptr %649, align 2, !tbaa !20
  %651 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %650) #6, !srcloc !19
  %652 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %648, i16 %651) #6, !srcloc !22
  br label %655

653:                                              ; preds = %640
  %654 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %644) #6, !srcloc !19
  br label %655

655:                                              ; preds = %653, %647
  %656 = phi i16 [ %654, %653 ], [ %652, %647 ]
  %657 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %646
  store i16 %656, ptr %657, align 2, !tbaa !20
  %658 = trunc i32 %323 to i16
  %659 = add i32 %630, 8
  %660 = sext i32 %659 to i64
  br i1 %337, label %667, label %661

661:                                              ; preds = %655
  %662 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %658) #6, !srcloc !19
  %663 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %660
  %664 = load i16, ptr %663, align 2, !tbaa !20
  %665 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %664) #6, !srcloc !19
  %666 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %662, i16 %665) #6, !srcloc !22
  br label %669

667:                                              ; preds = %655
  %668 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %658) #6, !srcloc !19
  br label %669

669:                                              ; preds = %667, %661
  %670 = phi i16 [ %668, %667 ], [ %666, %661 ]
  %671 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %660
  store i16 %670, ptr %671, align 2, !tbaa !20
  %672 = lshr i32 %323, 16
  %673 = trunc nuw i32 %672 to i16
  br i1 %337, label %682, label %674

674:                                              ; preds = %669
  %675 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %673) #6, !srcloc !19
  %676 = add i32 %645, 8
  %677 = sext i32 %676 to i64
  %678 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %677
  %679 = load i16, ptr %678, align 2, !tbaa !20
  %680 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %679) #6, !srcloc !19
  %681 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %675, i16 %680) #6, !srcloc !22
  br label %684

682:                                              ; preds = %669
  %683 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %673) #6, !srcloc !19
  br label %684

684:                                              ; preds = %682, %674
  %685 = phi i16 [ %683, %682 ], [ %681, %674 ]
  %686 = add i32 %377, %630
  %687 = sext i32 %686 to i64
  %688 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %687
  store i16 %685, ptr %688, align 2, !tbaa !20
  %689 = trunc i32 %322 to i16
  %690 = mul nsw i32 %20, 48
  %691 = sext i32 %690 to i64
  br i1 %337, label %698, label %692

692:                                              ; preds = %684
  %693 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %689) #6, !srcloc !19
  %694 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %691
  %695 = load i16, ptr %694, align 2, !tbaa !20
  %696 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %695) #6, !srcloc !19
  %697 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %693, i16 %696) #6, !srcloc !22
  br label %700

698:                                              ; preds = %684
  %699 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %689) #6, !srcloc !19
  br label %700

700:                                              ; preds = %698, %692
  %701 = phi i16 [ %699, %698 ], [ %697, %692 ]
  %702 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %691
  store i16 %701, ptr %702, align 2, !tbaa !20
  %703 = lshr i32 %322, 16
  %704 = trunc nuw i32 %703 to i16
  %705 = mul i32 %20, 49
  %706 = sext i32 %705 to i64
  br i1 %337, label %713, label %707

707:                                              ; preds = %700
  %708 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %704) #6, !srcloc !19
  %709 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %706
  %710 = load i16, ptr %709, align 2, !tbaa !20
  %711 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %710) #6, !srcloc !19
  %712 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %708, i16 %711) #6, !srcloc !22
  br label %715

713:                                              ; preds = %700
  %714 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %704) #6, !srcloc !19
  br label %715

715:                                              ; preds = %713, %707
  %716 = phi i16 [ %714, %713 ], [ %712, %707 ]
  %717 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %706
  store i16 %716, ptr %717, align 2, !tbaa !20
  %718 = trunc i32 %321 to i16
  %719 = or disjoint i32 %690, 8
  %720 = sext i32 %719 to i64
  br i1 %337, label %727, label %721

721:                                              ; preds = %715
  %722 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %718) #6, !srcloc !19
  %723 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %720
  %724 = load i16, ptr %723, align 2, !tbaa !20
  %725 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %724) #6, !srcloc !19
  %726 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %722, i16 %725) #6, !srcloc !22
  br label %729

727:                                              ; preds = %715
  %728 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %718) #6, !srcloc !19
  br label %729

729:                                              ; preds = %727, %721
  %730 = phi i16 [ %728, %727 ], [ %726, %721 ]
  %731 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %720
  store i16 %730, ptr %731, align 2, !tbaa !20
  %732 = lshr i32 %321, 16
  %733 = trunc nuw i32 %732 to i16
  br i1 %337, label %742, label %734

734:                                              ; preds = %729
  %735 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %733) #6, !srcloc !19
  %736 = add i32 %705, 8
  %737 = sext i32 %736 to i64
  %738 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %737
  %739 = load i16, ptr %738, align 2, !tbaa !20
  %740 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %739) #6, !srcloc !19
  %741 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %735, i16 %740) #6, !srcloc !22
  br label %744

742:                                              ; preds = %729
  %743 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %733) #6, !srcloc !19
  br label %744

744:                                              ; preds = %742, %734
  %745 = phi i16 [ %743, %742 ], [ %741, %734 ]
  %746 = add i32 %377, %690
  %747 = sext i32 %746 to i64
  %748 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %747
  store i16 %745, ptr %748, align 2, !tbaa !20
  %749 = trunc i32 %320 to i16
  %750 = mul nsw i32 %20, 56
  %751 = sext i32 %750 to i64
  br i1 %337, label %758, label %752

752:                                              ; preds = %744
  %753 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %749) #6, !srcloc !19
  %754 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %751
  %755 = load i16, ptr %754, align 2, !tbaa !20
  %756 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %755) #6, !srcloc !19
  %757 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %753, i16 %756) #6, !srcloc !22
  br label %760

758:                                              ; preds = %744
  %759 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %749) #6, !srcloc !19
  br label %760

760:                                              ; preds = %758, %752
  %761 = phi i16 [ %759, %758 ], [ %757, %752 ]
  %762 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %751
  store i16 %761, ptr %762, align 2, !tbaa !20
  %763 = lshr i32 %320, 16
  %764 = trunc nuw i32 %763 to i16
  %765 = mul i32 %20, 57
  %766 = sext i32 %765 to i64
  br i1 %337, label %773, label %767

767:                                              ; preds = %760
  %768 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %764) #6, !srcloc !19
  %769 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %766
  %770 = load i16, ptr %769, align 2, !tbaa !20
  %771 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %770) #6, !srcloc !19
  %772 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %768, i16 %771) #6, !srcloc !22
  br label %775

773:                                              ; preds = %760
  %774 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %764) #6, !srcloc !19
  br label %775

775:                                              ; preds = %773, %767
  %776 = phi i16 [ %774, %773 ], [ %772, %767 ]
  %777 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %766
  store i16 %776, ptr %777, align 2, !tbaa !20
  %778 = trunc i32 %319 to i16
  %779 = add i32 %750, 8
  %780 = sext i32 %779 to i64
  br i1 %337, label %787, label %781

781:                                              ; preds = %775
  %782 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %778) #6, !srcloc !19
  %783 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %780
  %784 = load i16, ptr %783, align 2, !tbaa !20
  %785 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %784) #6, !srcloc !19
  %786 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %782, i16 %785) #6, !srcloc !22
  br label %789

787:                                              ; preds = %775
  %788 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %778) #6, !srcloc !19
  br label %789

789:                                              ; preds = %787, %781
  %790 = phi i16 [ %788, %787 ], [ %786, %781 ]
  %791 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %780
  store i16 %790, ptr %791, align 2, !tbaa !20
  %792 = lshr i32 %319, 16
  %793 = trunc nuw i32 %792 to i16
  br i1 %337, label %802, label %794

794:                                              ; preds = %789
  %795 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %793) #6, !srcloc !19
  %796 = add i32 %765, 8
  %797 = sext i32 %796 to i64
  %798 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %797
  %799 = load i16, ptr %798, align 2, !tbaa !20
  %800 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %799) #6, !srcloc !19
  %801 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %795, i16 %800) #6, !srcloc !22
  br label %804

802:                                              ; preds = %789
  %803 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %793) #6, !srcloc !19
  br label %804

804:                                              ; preds = %802, %794
  %805 = phi i16 [ %803, %802 ], [ %801, %794 ]
  %806 = add i32 %377, %750
  %807 = sext i32 %806 to i64
  %808 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %807
  store i16 %805, ptr %808, align 2, !tbaa !20
  %809 = trunc i32 %318 to i16
  br i1 %337, label %816, label %810

810:                                              ; preds = %804
  %811 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %809) #6, !srcloc !19
  %812 = getelementptr inbounds i8, ptr %263, i64 128
  %813 = load i16, ptr %812, align 2, !tbaa !20
  %814 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %813) #6, !srcloc !19
  %815 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %811, i16 %814) #6, !srcloc !22
  br label %818

816:                                              ; preds = %804
  %817 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %809) #6, !srcloc !19
  br label %818

818:                                              ; preds = %816, %810
  %819 = phi i16 [ %817, %816 ], [ %815, %810 ]
  %820 = getelementptr inbounds i8, ptr %263, i64 128
  store i16 %819, ptr %820, align 2, !tbaa !20
  %821 = lshr i32 %318, 16
  %822 = trunc nuw i32 %821 to i16
  %823 = add i32 %20, 64
  %824 = sext i32 %823 to i64
  br i1 %337, label %831, label %825

825:                                              ; preds = %818
  %826 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %822) #6, !srcloc !19
  %827 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %824
  %828 = load i16, ptr %827, align 2, !tbaa !20
  %829 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %828) #6, !srcloc !19
  %830 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %826, i16 %829) #6, !srcloc !22
  br label %833

831:                                              ; preds = %818
  %832 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %822) #6, !srcloc !19
  br label %833

833:                                              ; preds = %831, %825
  %834 = phi i16 [ %832, %831 ], [ %830, %825 ]
  %835 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %824
  store i16 %834, ptr %835, align 2, !tbaa !20
  %836 = trunc i32 %317 to i16
  br i1 %337, label %843, label %837

837:                                              ; preds = %833
  %838 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %836) #6, !srcloc !19
  %839 = getelementptr inbounds i8, ptr %263, i64 144
  %840 = load i16, ptr %839, align 2, !tbaa !20
  %841 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %840) #6, !srcloc !19
  %842 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %838, i16 %841) #6, !srcloc !22
  br label %845

843:                                              ; preds = %833
  %844 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %836) #6, !srcloc !19
  br label %845

845:                                              ; preds = %843, %837
  %846 = phi i16 [ %844, %843 ], [ %842, %837 ]
  %847 = getelementptr inbounds i8, ptr %263, i64 144
  store i16 %846, ptr %847, align 2, !tbaa !20
  %848 = lshr i32 %317, 16
  %849 = trunc nuw i32 %848 to i16
  %850 = add i32 %20, 72
  %851 = sext i32 %850 to i64
  br i1 %337, label %858, label %852

852:                                              ; preds = %845
  %853 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %849) #6, !srcloc !19
  %854 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %851
  %855 = load i16, ptr %854, align 2, !tbaa !20
  %856 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %855) #6, !srcloc !19
  %857 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %853, i16 %856) #6, !srcloc !22
  br label %860

858:                                              ; preds = %845
  %859 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %849) #6, !srcloc !19
  br label %860

860:                                              ; preds = %858, %852
  %861 = phi i16 [ %859, %858 ], [ %857, %852 ]
  %862 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %851
  store i16 %861, ptr %862, align 2, !tbaa !20
  %863 = trunc i32 %316 to i16
  %864 = add i32 %76, 64
  %865 = sext i32 %864 to i64
  br i1 %337, label %872, label %866

866:                                              ; preds = %860
  %867 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %863) #6, !srcloc !19
  %868 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %865
  %869 = load i16, ptr %868, align 2, !tbaa !20
  %870 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %869) #6, !srcloc !19
  %871 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %867, i16 %870) #6, !srcloc !22
  br label %874

872:                                              ; preds = %860
  %873 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %863) #6, !srcloc !19
  br label %874

874:                                              ; preds = %872, %866
  %875 = phi i16 [ %873, %872 ], [ %871, %866 ]
  %876 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %865
  store i16 %875, ptr %876, align 2, !tbaa !20
  %877 = lshr i32 %316, 16
  %878 = trunc nuw i32 %877 to i16
  %879 = add i32 %823, %76
  %880 = sext i32 %879 to i64
  br i1 %337, label %887, label %881

881:                                              ; preds = %874
  %882 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %878) #6, !srcloc !19
  %883 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %880
  %884 = load i16, ptr %883, align 2, !tbaa !20
  %885 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %884) #6, !srcloc !19
  %886 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %882, i16 %885) #6, !srcloc !22
  br label %889

887:                                              ; preds = %874
  %888 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %878) #6, !srcloc !19
  br label %889

889:                                              ; preds = %887, %881
  %890 = phi i16 [ %888, %887 ], [ %886, %881 ]
  %891 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %880
  store i16 %890, ptr %891, align 2, !tbaa !20
  %892 = trunc i32 %315 to i16
  br i1 %337, label %901, label %893

893:                                              ; preds = %889
  %894 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %892) #6, !srcloc !19
  %895 = add i32 %76, 72
  %896 = sext i32 %895 to i64
  %897 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %896
  %898 = load i16, ptr %897, align 2, !tbaa !20
  %899 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %898) #6, !srcloc !19
  %900 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %894, i16 %899) #6, !srcloc !22
  br label %903

901:                                              ; preds = %889
  %902 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %892) #6, !srcloc !19
  br label %903

903:                                              ; preds = %901, %893
  %904 = phi i16 [ %902, %901 ], [ %900, %893 ]
  %905 = add i32 %76, 72
  %906 = sext i32 %905 to i64
  %907 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %906
  store i16 %904, ptr %907, align 2, !tbaa !20
  %908 = lshr i32 %315, 16
  %909 = trunc nuw i32 %908 to i16
  br i1 %337, label %918, label %910

910:                                              ; preds = %903
  %911 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %909) #6, !srcloc !19
  %912 = add i32 %879, 8
  %913 = sext i32 %912 to i64
  %914 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %913
  %915 = load i16, ptr %914, align 2, !tbaa !20
  %916 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %915) #6, !srcloc !19
  %917 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %911, i16 %916) #6, !srcloc !22
  br label %920

918:                                              ; preds = %903
  %919 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %909) #6, !srcloc !19
  br label %920

920:                                              ; preds = %918, %910
  %921 = phi i16 [ %919, %918 ], [ %917, %910 ]
  %922 = add i32 %850, %76
  %923 = sext i32 %922 to i64
  %924 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %923
  store i16 %921, ptr %924, align 2, !tbaa !20
  %925 = trunc i32 %314 to i16
  %926 = add i32 %450, 64
  %927 = sext i32 %926 to i64
  br i1 %337, label %934, label %928

928:                                              ; preds = %920
  %929 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %925) #6, !srcloc !19
  %930 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %927
  %931 = load i16, ptr %930, align 2, !tbaa !20
  %932 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %931) #6, !srcloc !19
  %933 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %929, i16 %932) #6, !srcloc !22
  br label %936

934:                                              ; preds = %920
  %935 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %925) #6, !srcloc !19
  br label %936

936:                                              ; preds = %934, %928
  %937 = phi i16 [ %935, %934 ], [ %933, %928 ]
  %938 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %927
  store i16 %937, ptr %938, align 2, !tbaa !20
  %939 = lshr i32 %314, 16
  %940 = trunc nuw i32 %939 to i16
  %941 = add i32 %823, %450
  %942 = sext i32 %941 to i64
  br i1 %337, label %949, label %943

943:                                              ; preds = %936
  %944 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %940) #6, !srcloc !19
  %945 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %942
  %946 = load i16, ptr %945, align 2, !tbaa !20
  %947 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %946) #6, !srcloc !19
  %948 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %944, i16 %947) #6, !srcloc !22
  br label %951

949:                                              ; preds = %936
  %950 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %940) #6, !srcloc !19
  br label %951

951:                                              ; preds = %949, %943
  %952 = phi i16 [ %950, %949 ], [ %948, %943 ]
  %953 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %942
  store i16 %952, ptr %953, align 2, !tbaa !20
  %954 = trunc i32 %313 to i16
  br i1 %337, label %963, label %955

955:                                              ; preds = %951
  %956 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %954) #6, !srcloc !19
  %957 = add i32 %450, 72
  %958 = sext i32 %957 to i64
  %959 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %958
  %960 = load i16, ptr %959, align 2, !tbaa !20
  %961 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %960) #6, !srcloc !19
  %962 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %956, i16 %961) #6, !srcloc !22
  br label %965

963:                                              ; preds = %951
  %964 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %954) #6, !srcloc !19
  br label %965

965:                                              ; preds = %963, %955
  %966 = phi i16 [ %964, %963 ], [ %962, %955 ]
  %967 = add i32 %450, 72
  %968 = sext i32 %967 to i64
  %969 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %968
  store i16 %966, ptr %969, align 2, !tbaa !20
  %970 = lshr i32 %313, 16
  %971 = trunc nuw i32 %970 to i16
  br i1 %337, label %980, label %972

972:                                              ; preds = %965
  %973 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %971) #6, !srcloc !19
  %974 = add i32 %941, 8
  %975 = sext i32 %974 to i64
  %976 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %975
  %977 = load i16, ptr %976, align 2, !tbaa !20
  %978 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %977) #6, !srcloc !19
  %979 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %973, i16 %978) #6, !srcloc !22
  br label %982

980:                                              ; preds = %965
  %981 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %971) #6, !srcloc !19
  br label %982

982:                                              ; preds = %980, %972
  %983 = phi i16 [ %981, %980 ], [ %979, %972 ]
  %984 = add i32 %850, %450
  %985 = sext i32 %984 to i64
  %986 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %985
  store i16 %983, ptr %986, align 2, !tbaa !20
  %987 = trunc i32 %312 to i16
  %988 = add i32 %510, 64
  %989 = sext i32 %988 to i64
  br i1 %337, label %996, label %990

990:                                              ; preds = %982
  %991 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %987) #6, !srcloc !19
  %992 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %989
  %993 = load i16, ptr %992, align 2, !tbaa !20
  %994 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %993) #6, !srcloc !19
  %995 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %991, i16 %994) #6, !srcloc !22
  br label %998

996:                                              ; preds = %982
  %997 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %987) #6, !srcloc !19
  br label %998

998:                                              ; preds = %996, %990
  %999 = phi i16 [ %997, %996 ], [ %995, %990 ]
  %1000 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %989
  store i16 %999, ptr %1000, align 2, !tbaa !20
  %1001 = lshr i32 %312, 16
  %1002 = trunc nuw i32 %1001 to i16
  %1003 = add i32 %823, %510
  %1004 = sext i32 %1003 to i64
  br i1 %337, label %1011, label %1005

1005:                                             ; preds = %998
  %1006 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1002) #6, !srcloc !19
  %1007 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1004
  %1008 = load i16, ptr %1007, align 2, !tbaa !20
  %1009 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1008) #6, !srcloc !19
  %1010 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1006, i16 %1009) #6, !srcloc !22
  br label %1013

1011:                                             ; preds = %998
  %1012 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1002) #6, !srcloc !19
  br label %1013

1013:                                             ; preds = %1011, %1005
  %1014 = phi i16 [ %1012, %1011 ], [ %1010, %1005 ]
  %1015 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1004
  store i16 %1014, ptr %1015, align 2, !tbaa !20
  %1016 = trunc i32 %311 to i16
  br i1 %337, label %1025, label %1017

1017:                                             ; preds = %1013
  %1018 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1016) #6, !srcloc !19
  %1019 = add i32 %510, 72
  %1020 = sext i32 %1019 to i64
  %1021 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1020
  %1022 = load i16, ptr %1021, align 2, !tbaa !20
  %1023 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1022) #6, !srcloc !19
  %1024 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1018, i16 %1023) #6, !srcloc !22
  br label %1027

1025:                                             ; preds = %1013
  %1026 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1016) #6, !srcloc !19
  br label %1027

1027:                                             ; preds = %1025, %1017
  %1028 = phi i16 [ %1026, %1025 ], [ %1024, %1017 ]
  %1029 = add i32 %510, 72
  %1030 = sext i32 %1029 to i64
  %1031 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1030
  store i16 %1028, ptr %1031, align 2, !tbaa !20
  %1032 = lshr i32 %311, 16
  %1033 = trunc nuw i32 %1032 to i16
  br i1 %337, label %1042, label %1034

1034:                                             ; preds = %1027
  %1035 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1033) #6, !srcloc !19
  %1036 = add i32 %1003, 8
  %1037 = sext i32 %1036 to i64
  %1038 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1037
  %1039 = load i16, ptr %1038, align 2, !tbaa !20
  %1040 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1039) #6, !srcloc !19
  %1041 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1035, i16 %1040) #6, !srcloc !22
  br label %1044

1042:                                             ; preds = %1027
  %1043 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1033) #6, !srcloc !19
  br label %1044

1044:                                             ; preds = %1042, %1034
  %1045 = phi i16 [ %1043, %1042 ], [ %1041, %1034 ]
  %1046 = add i32 %850, %510
  %1047 = sext i32 %1046 to i64
  %1048 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1047
  store i16 %1045, ptr %1048, align 2, !tbaa !20
  %1049 = trunc i32 %310 to i16
  %1050 = add i32 %570, 64
  %1051 = sext i32 %1050 to i64
  br i1 %337, label %1058, label %1052

1052:                                             ; preds = %1044
  %1053 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1049) #6, !srcloc !19
  %1054 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1051
  %1055 = load i16, ptr %1054, align 2, !tbaa !20
  %1056 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1055) #6, !srcloc !19
  %1057 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1053, i16 %1056) #6, !srcloc !22
  br label %1060

1058:                                             ; preds = %1044
  %1059 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1049) #6, !srcloc !19
  br label %1060

1060:                                             ; preds = %1058, %1052
  %1061 = phi i16 [ %1059, %1058 ], [ %1057, %1052 ]
  %1062 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1051
  store i16 %1061, ptr %1062, align 2, !tbaa !20
  %1063 = lshr i32 %310, 16
  %1064 = trunc nuw i32 %1063 to i16
  %1065 = add i32 %823, %570
  %1066 = sext i32 %1065 to i64
  br i1 %337, label %1073, label %1067

1067:                                             ; preds = %1060
  %1068 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1064) #6, !srcloc !19
  %1069 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1066
  %1070 = load i16, ptr %1069, align 2, !tbaa !20
  %1071 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1070) #6, !srcloc !19
  %1072 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1068, i16 %1071) #6, !srcloc !22
  br label %1075

1073:                                             ; preds = %1060
  %1074 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1064) #6, !srcloc !19
  br label %1075

1075:                                             ; preds = %1073, %1067
  %1076 = phi i16 [ %1074, %1073 ], [ %1072, %1067 ]
  %1077 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1066
  store i16 %1076, ptr %1077, align 2, !tbaa !20
  %1078 = trunc i32 %309 to i16
  br i1 %337, label %1087, label %1079

1079:                                             ; preds = %1075
  %1080 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1078) #6, !srcloc !19
  %1081 = add i32 %570, 72
  %1082 = sext i32 %1081 to i64
  %1083 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1082
  %1084 = load i16, ptr %1083, align 2, !tbaa !20
  %1085 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1084) #6, !srcloc !19
  %1086 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1080, i16 %1085) #6, !srcloc !22
  br label %1089

1087:                                             ; preds = %1075
  %1088 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1078) #6, !srcloc !19
  br label %1089

1089:                                             ; preds = %1087, %1079
  %1090 = phi i16 [ %1088, %1087 ], [ %1086, %1079 ]
  %1091 = add i32 %570, 72
  %1092 = sext i32 %1091 to i64
  %1093 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1092
  store i16 %1090, ptr %1093, align 2, !tbaa !20
  %1094 = lshr i32 %309, 16
  %1095 = trunc nuw i32 %1094 to i16
  br i1 %337, label %1104, label %1096

1096:                                             ; preds = %1089
  %1097 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1095) #6, !srcloc !19
  %1098 = add i32 %1065, 8
  %1099 = sext i32 %1098 to i64
  %1100 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1099
  %1101 = load i16, ptr %1100, align 2, !tbaa !20
  %1102 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1101) #6, !srcloc !19
  %1103 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1097, i16 %1102) #6, !srcloc !22
  br label %1106

1104:                                             ; preds = %1089
  %1105 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1095) #6, !srcloc !19
  br label %1106

1106:                                             ; preds = %1104, %1096
  %1107 = phi i16 [ %1105, %1104 ], [ %1103, %1096 ]
  %1108 = add i32 %850, %570
  %1109 = sext i32 %1108 to i64
  %1110 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1109
  store i16 %1107, ptr %1110, align 2, !tbaa !20
  %1111 = trunc i32 %308 to i16
  %1112 = add i32 %630, 64
  %1113 = sext i32 %1112 to i64
  br i1 %337, label %1120, label %1114

1114:                                             ; preds = %1106
  %1115 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1111) #6, !srcloc !19
  %1116 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1113
  %1117 = load i16, ptr %1116, align 2, !tbaa !20
  %1118 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1117) #6, !srcloc !19
  %1119 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1115, i16 %1118) #6, !srcloc !22
  br label %1122

1120:                                             ; preds = %1106
  %1121 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1111) #6, !srcloc !19
  br label %1122

1122:                                             ; preds = %1120, %1114
  %1123 = phi i16 [ %1121, %1120 ], [ %1119, %1114 ]
  %1124 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1113
  store i16 %1123, ptr %1124, align 2, !tbaa !20
  %1125 = lshr i32 %308, 16
  %1126 = trunc nuw i32 %1125 to i16
  %1127 = add i32 %823, %630
  %1128 = sext i32 %1127 to i64
  br i1 %337, label %1135, label %1129

1129:                                             ; preds = %1122
  %1130 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1126) #6, !srcloc !19
  %1131 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1128
  %1132 = load i16, ptr %1131, align 2, !tbaa !20
  %1133 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1132) #6, !srcloc !19
  %1134 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1130, i16 %1133) #6, !srcloc !22
  br label %1137

1135:                                             ; preds = %1122
  %1136 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1126) #6, !srcloc !19
  br label %1137

1137:                                             ; preds = %1135, %1129
  %1138 = phi i16 [ %1136, %1135 ], [ %1134, %1129 ]
  %1139 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1128
  store i16 %1138, ptr %1139, align 2, !tbaa !20
  %1140 = trunc i32 %307 to i16
  br i1 %337, label %1149, label %1141

1141:                                             ; preds = %1137
  %1142 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1140) #6, !srcloc !19
  %1143 = add i32 %630, 72
  %1144 = sext i32 %1143 to i64
  %1145 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1144
  %1146 = load i16, ptr %1145, align 2, !tbaa !20
  %1147 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1146) #6, !srcloc !19
  %1148 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1142, i16 %1147) #6, !srcloc !22
  br label %1151

1149:                                             ; preds = %1137
  %1150 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1140) #6, !srcloc !19
  br label %1151

1151:                                             ; preds = %1149, %1141
  %1152 = phi i16 [ %1150, %1149 ], [ %1148, %1141 ]
  %1153 = add i32 %630, 72
  %1154 = sext i32 %1153 to i64
  %1155 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1154
  store i16 %1152, ptr %1155, align 2, !tbaa !20
  %1156 = lshr i32 %307, 16
  %1157 = trunc nuw i32 %1156 to i16
  br i1 %337, label %1166, label %1158

1158:                                             ; preds = %1151
  %1159 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1157) #6, !srcloc !19
  %1160 = add i32 %1127, 8
  %1161 = sext i32 %1160 to i64
  %1162 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1161
  %1163 = load i16, ptr %1162, align 2, !tbaa !20
  %1164 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1163) #6, !srcloc !19
  %1165 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1159, i16 %1164) #6, !srcloc !22
  br label %1168

1166:                                             ; preds = %1151
  %1167 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1157) #6, !srcloc !19
  br label %1168

1168:                                             ; preds = %1166, %1158
  %1169 = phi i16 [ %1167, %1166 ], [ %1165, %1158 ]
  %1170 = add i32 %850, %630
  %1171 = sext i32 %1170 to i64
  %1172 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1171
  store i16 %1169, ptr %1172, align 2, !tbaa !20
  %1173 = trunc i32 %306 to i16
  %1174 = add i32 %690, 64
  %1175 = sext i32 %1174 to i64
  br i1 %337, label %1182, label %1176

1176:                                             ; preds = %1168
  %1177 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1173) #6, !srcloc !19
  %1178 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1175
  %1179 = load i16, ptr %1178, align 2, !tbaa !20
  %1180 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1179) #6, !srcloc !19
  %1181 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1177, i16 %1180) #6, !srcloc !22
  br label %1184

1182:                                             ; preds = %1168
  %1183 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1173) #6, !srcloc !19
  br label %1184

1184:                                             ; preds = %1182, %1176
  %1185 = phi i16 [ %1183, %1182 ], [ %1181, %1176 ]
  %1186 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1175
  store i16 %1185, ptr %1186, align 2, !tbaa !20
  %1187 = lshr i32 %306, 16
  %1188 = trunc nuw i32 %1187 to i16
  %1189 = add i32 %823, %690
  %1190 = sext i32 %1189 to i64
  br i1 %337, label %1197, label %1191

1191:                                             ; preds = %1184
  %1192 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1188) #6, !srcloc !19
  %1193 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1190
  %1194 = load i16, ptr %1193, align 2, !tbaa !20
  %1195 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1194) #6, !srcloc !19
  %1196 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1192, i16 %1195) #6, !srcloc !22
  br label %1199

1197:                                             ; preds = %1184
  %1198 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1188) #6, !srcloc !19
  br label %1199

1199:                                             ; preds = %1197, %1191
  %1200 = phi i16 [ %1198, %1197 ], [ %1196, %1191 ]
  %1201 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1190
  store i16 %1200, ptr %1201, align 2, !tbaa !20
  %1202 = trunc i32 %305 to i16
  br i1 %337, label %1211, label %1203

1203:                                             ; preds = %1199
  %1204 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1202) #6, !srcloc !19
  %1205 = add i32 %690, 72
  %1206 = sext i32 %1205 to i64
  %1207 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1206
  %1208 = load i16, ptr %1207, align 2, !tbaa !20
  %1209 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1208) #6, !srcloc !19
  %1210 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1204, i16 %1209) #6, !srcloc !22
  br label %1213

1211:                                             ; preds = %1199
  %1212 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1202) #6, !srcloc !19
  br label %1213

1213:                                             ; preds = %1211, %1203
  %1214 = phi i16 [ %1212, %1211 ], [ %1210, %1203 ]
  %1215 = add i32 %690, 72
  %1216 = sext i32 %1215 to i64
  %1217 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1216
  store i16 %1214, ptr %1217, align 2, !tbaa !20
  %1218 = lshr i32 %305, 16
  %1219 = trunc nuw i32 %1218 to i16
  br i1 %337, label %1228, label %1220

1220:                                             ; preds = %1213
  %1221 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1219) #6, !srcloc !19
  %1222 = add i32 %1189, 8
  %1223 = sext i32 %1222 to i64
  %1224 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1223
  %1225 = load i16, ptr %1224, align 2, !tbaa !20
  %1226 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1225) #6, !srcloc !19
  %1227 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1221, i16 %1226) #6, !srcloc !22
  br label %1230

1228:                                             ; preds = %1213
  %1229 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1219) #6, !srcloc !19
  br label %1230

1230:                                             ; preds = %1228, %1220
  %1231 = phi i16 [ %1229, %1228 ], [ %1227, %1220 ]
  %1232 = add i32 %850, %690
  %1233 = sext i32 %1232 to i64
  %1234 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1233
  store i16 %1231, ptr %1234, align 2, !tbaa !20
  %1235 = trunc i32 %304 to i16
  %1236 = add i32 %750, 64
  %1237 = sext i32 %1236 to i64
  br i1 %337, label %1244, label %1238

1238:                                             ; preds = %1230
  %1239 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1235) #6, !srcloc !19
  %1240 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1237
  %1241 = load i16, ptr %1240, align 2, !tbaa !20
  %1242 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1241) #6, !srcloc !19
  %1243 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1239, i16 %1242) #6, !srcloc !22
  br label %1246

1244:                                             ; preds = %1230
  %1245 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1235) #6, !srcloc !19
  br label %1246

1246:                                             ; preds = %1244, %1238
  %1247 = phi i16 [ %1245, %1244 ], [ %1243, %1238 ]
  %1248 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1237
  store i16 %1247, ptr %1248, align 2, !tbaa !20
  %1249 = lshr i32 %304, 16
  %1250 = trunc nuw i32 %1249 to i16
  %1251 = add i32 %823, %750
  %1252 = sext i32 %1251 to i64
  br i1 %337, label %1259, label %1253

1253:                                             ; preds = %1246
  %1254 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1250) #6, !srcloc !19
  %1255 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1252
  %1256 = load i16, ptr %1255, align 2, !tbaa !20
  %1257 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1256) #6, !srcloc !19
  %1258 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1254, i16 %1257) #6, !srcloc !22
  br label %1261

1259:                                             ; preds = %1246
  %1260 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1250) #6, !srcloc !19
  br label %1261

1261:                                             ; preds = %1259, %1253
  %1262 = phi i16 [ %1260, %1259 ], [ %1258, %1253 ]
  %1263 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1252
  store i16 %1262, ptr %1263, align 2, !tbaa !20
  %1264 = trunc i32 %303 to i16
  br i1 %337, label %1273, label %1265

1265:                                             ; preds = %1261
  %1266 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1264) #6, !srcloc !19
  %1267 = add i32 %750, 72
  %1268 = sext i32 %1267 to i64
  %1269 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1268
  %1270 = load i16, ptr %1269, align 2, !tbaa !20
  %1271 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1270) #6, !srcloc !19
  %1272 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1266, i16 %1271) #6, !srcloc !22
  br label %1275

1273:                                             ; preds = %1261
  %1274 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1264) #6, !srcloc !19
  br label %1275

1275:                                             ; preds = %1273, %1265
  %1276 = phi i16 [ %1274, %1273 ], [ %1272, %1265 ]
  %1277 = add i32 %750, 72
  %1278 = sext i32 %1277 to i64
  %1279 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1278
  store i16 %1276, ptr %1279, align 2, !tbaa !20
  %1280 = lshr i32 %303, 16
  %1281 = trunc nuw i32 %1280 to i16
  br i1 %337, label %1290, label %1282

1282:                                             ; preds = %1275
  %1283 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1281) #6, !srcloc !19
  %1284 = add i32 %1251, 8
  %1285 = sext i32 %1284 to i64
  %1286 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1285
  %1287 = load i16, ptr %1286, align 2, !tbaa !20
  %1288 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1287) #6, !srcloc !19
  %1289 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1283, i16 %1288) #6, !srcloc !22
  br label %1292

1290:                                             ; preds = %1275
  %1291 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1281) #6, !srcloc !19
  br label %1292

1292:                                             ; preds = %1290, %1282
  %1293 = phi i16 [ %1291, %1290 ], [ %1289, %1282 ]
  %1294 = add i32 %850, %750
  %1295 = sext i32 %1294 to i64
  %1296 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1295
  store i16 %1293, ptr %1296, align 2, !tbaa !20
  %1297 = trunc i32 %302 to i16
  %1298 = sext i32 %58 to i64
  br i1 %337, label %1305, label %1299

1299:                                             ; preds = %1292
  %1300 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1297) #6, !srcloc !19
  %1301 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1298
  %1302 = load i16, ptr %1301, align 2, !tbaa !20
  %1303 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1302) #6, !srcloc !19
  %1304 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1300, i16 %1303) #6, !srcloc !22
  br label %1307

1305:                                             ; preds = %1292
  %1306 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1297) #6, !srcloc !19
  br label %1307

1307:                                             ; preds = %1305, %1299
  %1308 = phi i16 [ %1306, %1305 ], [ %1304, %1299 ]
  %1309 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1298
  store i16 %1308, ptr %1309, align 2, !tbaa !20
  %1310 = lshr i32 %302, 16
  %1311 = trunc nuw i32 %1310 to i16
  %1312 = mul i32 %20, 65
  %1313 = sext i32 %1312 to i64
  br i1 %337, label %1320, label %1314

1314:                                             ; preds = %1307
  %1315 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1311) #6, !srcloc !19
  %1316 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1313
  %1317 = load i16, ptr %1316, align 2, !tbaa !20
  %1318 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1317) #6, !srcloc !19
  %1319 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1315, i16 %1318) #6, !srcloc !22
  br label %1322

1320:                                             ; preds = %1307
  %1321 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1311) #6, !srcloc !19
  br label %1322

1322:                                             ; preds = %1320, %1314
  %1323 = phi i16 [ %1321, %1320 ], [ %1319, %1314 ]
  %1324 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1313
  store i16 %1323, ptr %1324, align 2, !tbaa !20
  %1325 = trunc i32 %301 to i16
  br i1 %337, label %1334, label %1326

1326:                                             ; preds = %1322
  %1327 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1325) #6, !srcloc !19
  %1328 = or disjoint i32 %58, 8
  %1329 = sext i32 %1328 to i64
  %1330 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1329
  %1331 = load i16, ptr %1330, align 2, !tbaa !20
  %1332 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1331) #6, !srcloc !19
  %1333 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1327, i16 %1332) #6, !srcloc !22
  br label %1336

1334:                                             ; preds = %1322
  %1335 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1325) #6, !srcloc !19
  br label %1336

1336:                                             ; preds = %1334, %1326
  %1337 = phi i16 [ %1335, %1334 ], [ %1333, %1326 ]
  %1338 = or disjoint i32 %58, 8
  %1339 = sext i32 %1338 to i64
  %1340 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1339
  store i16 %1337, ptr %1340, align 2, !tbaa !20
  %1341 = lshr i32 %301, 16
  %1342 = trunc nuw i32 %1341 to i16
  br i1 %337, label %1351, label %1343

1343:                                             ; preds = %1336
  %1344 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1342) #6, !srcloc !19
  %1345 = add i32 %1312, 8
  %1346 = sext i32 %1345 to i64
  %1347 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1346
  %1348 = load i16, ptr %1347, align 2, !tbaa !20
  %1349 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1348) #6, !srcloc !19
  %1350 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1344, i16 %1349) #6, !srcloc !22
  br label %1353

1351:                                             ; preds = %1336
  %1352 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1342) #6, !srcloc !19
  br label %1353

1353:                                             ; preds = %1351, %1343
  %1354 = phi i16 [ %1352, %1351 ], [ %1350, %1343 ]
  %1355 = add i32 %1338, %20
  %1356 = sext i32 %1355 to i64
  %1357 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1356
  store i16 %1354, ptr %1357, align 2, !tbaa !20
  %1358 = trunc i32 %300 to i16
  %1359 = mul i32 %20, 72
  %1360 = sext i32 %1359 to i64
  br i1 %337, label %1367, label %1361

1361:                                             ; preds = %1353
  %1362 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1358) #6, !srcloc !19
  %1363 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1360
  %1364 = load i16, ptr %1363, align 2, !tbaa !20
  %1365 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1364) #6, !srcloc !19
  %1366 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1362, i16 %1365) #6, !srcloc !22
  br label %1369

1367:                                             ; preds = %1353
  %1368 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1358) #6, !srcloc !19
  br label %1369

1369:                                             ; preds = %1367, %1361
  %1370 = phi i16 [ %1368, %1367 ], [ %1366, %1361 ]
  %1371 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1360
  store i16 %1370, ptr %1371, align 2, !tbaa !20
  %1372 = lshr i32 %300, 16
  %1373 = trunc nuw i32 %1372 to i16
  %1374 = mul i32 %20, 73
  %1375 = sext i32 %1374 to i64
  br i1 %337, label %1382, label %1376

1376:                                             ; preds = %1369
  %1377 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1373) #6, !srcloc !19
  %1378 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1375
  %1379 = load i16, ptr %1378, align 2, !tbaa !20
  %1380 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1379) #6, !srcloc !19
  %1381 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1377, i16 %1380) #6, !srcloc !22
  br label %1384

1382:                                             ; preds = %1369
  %1383 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1373) #6, !srcloc !19
  br label %1384

1384:                                             ; preds = %1382, %1376
  %1385 = phi i16 [ %1383, %1382 ], [ %1381, %1376 ]
  %1386 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1375
  store i16 %1385, ptr %1386, align 2, !tbaa !20
  %1387 = trunc i32 %299 to i16
  br i1 %337, label %1396, label %1388

1388:                                             ; preds = %1384
  %1389 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1387) #6, !srcloc !19
  %1390 = add i32 %1359, 8
  %1391 = sext i32 %1390 to i64
  %1392 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1391
  %1393 = load i16, ptr %1392, align 2, !tbaa !20
  %1394 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1393) #6, !srcloc !19
  %1395 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1389, i16 %1394) #6, !srcloc !22
  br label %1398

1396:                                             ; preds = %1384
  %1397 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1387) #6, !srcloc !19
  br label %1398

1398:                                             ; preds = %1396, %1388
  %1399 = phi i16 [ %1397, %1396 ], [ %1395, %1388 ]
  %1400 = add i32 %1338, %76
  %1401 = sext i32 %1400 to i64
  %1402 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1401
  store i16 %1399, ptr %1402, align 2, !tbaa !20
  %1403 = lshr i32 %299, 16
  %1404 = trunc nuw i32 %1403 to i16
  br i1 %337, label %1413, label %1405

1405:                                             ; preds = %1398
  %1406 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1404) #6, !srcloc !19
  %1407 = add i32 %1374, 8
  %1408 = sext i32 %1407 to i64
  %1409 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1408
  %1410 = load i16, ptr %1409, align 2, !tbaa !20
  %1411 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1410) #6, !srcloc !19
  %1412 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1406, i16 %1411) #6, !srcloc !22
  br label %1415

1413:                                             ; preds = %1398
  %1414 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1404) #6, !srcloc !19
  br label %1415

1415:                                             ; preds = %1413, %1405
  %1416 = phi i16 [ %1414, %1413 ], [ %1412, %1405 ]
  %1417 = add i32 %1355, %76
  %1418 = sext i32 %1417 to i64
  %1419 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1418
  store i16 %1416, ptr %1419, align 2, !tbaa !20
  %1420 = trunc i32 %298 to i16
  %1421 = mul i32 %20, 80
  %1422 = sext i32 %1421 to i64
  br i1 %337, label %1429, label %1423

1423:                                             ; preds = %1415
  %1424 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1420) #6, !srcloc !19
  %1425 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1422
  %1426 = load i16, ptr %1425, align 2, !tbaa !20
  %1427 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1426) #6, !srcloc !19
  %1428 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1424, i16 %1427) #6, !srcloc !22
  br label %1431

1429:                                             ; preds = %1415
  %1430 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1420) #6, !srcloc !19
  br label %1431

1431:                                             ; preds = %1429, %1423
  %1432 = phi i16 [ %1430, %1429 ], [ %1428, %1423 ]
  %1433 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1422
  store i16 %1432, ptr %1433, align 2, !tbaa !20
  %1434 = lshr i32 %298, 16
  %1435 = trunc nuw i32 %1434 to i16
  %1436 = mul i32 %20, 81
  %1437 = sext i32 %1436 to i64
  br i1 %337, label %1444, label %1438

1438:                                             ; preds = %1431
  %1439 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1435) #6, !srcloc !19
  %1440 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1437
  %1441 = load i16, ptr %1440, align 2, !tbaa !20
  %1442 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1441) #6, !srcloc !19
  %1443 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1439, i16 %1442) #6, !srcloc !22
  br label %1446

1444:                                             ; preds = %1431
  %1445 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1435) #6, !srcloc !19
  br label %1446

1446:                                             ; preds = %1444, %1438
  %1447 = phi i16 [ %1445, %1444 ], [ %1443, %1438 ]
  %1448 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1437
  store i16 %1447, ptr %1448, align 2, !tbaa !20
  %1449 = trunc i32 %297 to i16
  br i1 %337, label %1458, label %1450

1450:                                             ; preds = %1446
  %1451 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1449) #6, !srcloc !19
  %1452 = or disjoint i32 %1421, 8
  %1453 = sext i32 %1452 to i64
  %1454 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1453
  %1455 = load i16, ptr %1454, align 2, !tbaa !20
  %1456 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1455) #6, !srcloc !19
  %1457 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1451, i16 %1456) #6, !srcloc !22
  br label %1460

1458:                                             ; preds = %1446
  %1459 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1449) #6, !srcloc !19
  br label %1460

1460:                                             ; preds = %1458, %1450
  %1461 = phi i16 [ %1459, %1458 ], [ %1457, %1450 ]
  %1462 = add i32 %1338, %450
  %1463 = sext i32 %1462 to i64
  %1464 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1463
  store i16 %1461, ptr %1464, align 2, !tbaa !20
  %1465 = lshr i32 %297, 16
  %1466 = trunc nuw i32 %1465 to i16
  br i1 %337, label %1475, label %1467

1467:                                             ; preds = %1460
  %1468 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1466) #6, !srcloc !19
  %1469 = add i32 %1436, 8
  %1470 = sext i32 %1469 to i64
  %1471 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1470
  %1472 = load i16, ptr %1471, align 2, !tbaa !20
  %1473 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1472) #6, !srcloc !19
  %1474 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1468, i16 %1473) #6, !srcloc !22
  br label %1477

1475:                                             ; preds = %1460
  %1476 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1466) #6, !srcloc !19
  br label %1477

1477:                                             ; preds = %1475, %1467
  %1478 = phi i16 [ %1476, %1475 ], [ %1474, %1467 ]
  %1479 = add i32 %1355, %450
  %1480 = sext i32 %1479 to i64
  %1481 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1480
  store i16 %1478, ptr %1481, align 2, !tbaa !20
  %1482 = trunc i32 %296 to i16
  %1483 = mul i32 %20, 88
  %1484 = sext i32 %1483 to i64
  br i1 %337, label %1491, label %1485

1485:                                             ; preds = %1477
  %1486 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1482) #6, !srcloc !19
  %1487 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1484
  %1488 = load i16, ptr %1487, align 2, !tbaa !20
  %1489 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1488) #6, !srcloc !19
  %1490 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1486, i16 %1489) #6, !srcloc !22
  br label %1493

1491:                                             ; preds = %1477
  %1492 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1482) #6, !srcloc !19
  br label %1493

1493:                                             ; preds = %1491, %1485
  %1494 = phi i16 [ %1492, %1491 ], [ %1490, %1485 ]
  %1495 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1484
  store i16 %1494, ptr %1495, align 2, !tbaa !20
  %1496 = lshr i32 %296, 16
  %1497 = trunc nuw i32 %1496 to i16
  %1498 = mul i32 %20, 89
  %1499 = sext i32 %1498 to i64
  br i1 %337, label %1506, label %1500

1500:                                             ; preds = %1493
  %1501 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1497) #6, !srcloc !19
  %1502 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1499
  %1503 = load i16, ptr %1502, align 2, !tbaa !20
  %1504 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1503) #6, !srcloc !19
  %1505 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1501, i16 %1504) #6, !srcloc !22
  br label %1508

1506:                                             ; preds = %1493
  %1507 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1497) #6, !srcloc !19
  br label %1508

1508:                                             ; preds = %1506, %1500
  %1509 = phi i16 [ %1507, %1506 ], [ %1505, %1500 ]
  %1510 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1499
  store i16 %1509, ptr %1510, align 2, !tbaa !20
  %1511 = trunc i32 %295 to i16
  br i1 %337, label %1520, label %1512

1512:                                             ; preds = %1508
  %1513 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1511) #6, !srcloc !19
  %1514 = add i32 %1483, 8
  %1515 = sext i32 %1514 to i64
  %1516 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1515
  %1517 = load i16, ptr %1516, align 2, !tbaa !20
  %1518 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1517) #6, !srcloc !19
  %1519 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1513, i16 %1518) #6, !srcloc !22
  br label %1522

1520:                                             ; preds = %1508
  %1521 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1511) #6, !srcloc !19
  br label %1522

1522:                                             ; preds = %1520, %1512
  %1523 = phi i16 [ %1521, %1520 ], [ %1519, %1512 ]
  %1524 = add i32 %1338, %510
  %1525 = sext i32 %1524 to i64
  %1526 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1525
  store i16 %1523, ptr %1526, align 2, !tbaa !20
  %1527 = lshr i32 %295, 16
  %1528 = trunc nuw i32 %1527 to i16
  br i1 %337, label %1537, label %1529

1529:                                             ; preds = %1522
  %1530 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1528) #6, !srcloc !19
  %1531 = add i32 %1498, 8
  %1532 = sext i32 %1531 to i64
  %1533 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1532
  %1534 = load i16, ptr %1533, align 2, !tbaa !20
  %1535 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1534) #6, !srcloc !19
  %1536 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1530, i16 %1535) #6, !srcloc !22
  br label %1539

1537:                                             ; preds = %1522
  %1538 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1528) #6, !srcloc !19
  br label %1539

1539:                                             ; preds = %1537, %1529
  %1540 = phi i16 [ %1538, %1537 ], [ %1536, %1529 ]
  %1541 = add i32 %1355, %510
  %1542 = sext i32 %1541 to i64
  %1543 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1542
  store i16 %1540, ptr %1543, align 2, !tbaa !20
  %1544 = trunc i32 %294 to i16
  %1545 = mul i32 %20, 96
  %1546 = sext i32 %1545 to i64
  br i1 %337, label %1553, label %1547

1547:                                             ; preds = %1539
  %1548 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1544) #6, !srcloc !19
  %1549 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1546
  %1550 = load i16, ptr %1549, align 2, !tbaa !20
  %1551 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1550) #6, !srcloc !19
  %1552 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1548, i16 %1551) #6, !srcloc !22
  br label %1555

1553:                                             ; preds = %1539
  %1554 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1544) #6, !srcloc !19
  br label %1555

1555:                                             ; preds = %1553, %1547
  %1556 = phi i16 [ %1554, %1553 ], [ %1552, %1547 ]
  %1557 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1546
  store i16 %1556, ptr %1557, align 2, !tbaa !20
  %1558 = lshr i32 %294, 16
  %1559 = trunc nuw i32 %1558 to i16
  %1560 = mul i32 %20, 97
  %1561 = sext i32 %1560 to i64
  br i1 %337, label %1568, label %1562

1562:                                             ; preds = %1555
  %1563 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1559) #6, !srcloc !19
  %1564 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1561
  %1565 = load i16, ptr %1564, align 2, !tbaa !20
  %1566 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1565) #6, !srcloc !19
  %1567 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1563, i16 %1566) #6, !srcloc !22
  br label %1570

1568:                                             ; preds = %1555
  %1569 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1559) #6, !srcloc !19
  br label %1570

1570:                                             ; preds = %1568, %1562
  %1571 = phi i16 [ %1569, %1568 ], [ %1567, %1562 ]
  %1572 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1561
  store i16 %1571, ptr %1572, align 2, !tbaa !20
  %1573 = trunc i32 %293 to i16
  br i1 %337, label %1582, label %1574

1574:                                             ; preds = %1570
  %1575 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1573) #6, !srcloc !19
  %1576 = or disjoint i32 %1545, 8
  %1577 = sext i32 %1576 to i64
  %1578 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1577
  %1579 = load i16, ptr %1578, align 2, !tbaa !20
  %1580 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1579) #6, !srcloc !19
  %1581 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1575, i16 %1580) #6, !srcloc !22
  br label %1584

1582:                                             ; preds = %1570
  %1583 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1573) #6, !srcloc !19
  br label %1584

1584:                                             ; preds = %1582, %1574
  %1585 = phi i16 [ %1583, %1582 ], [ %1581, %1574 ]
  %1586 = add i32 %1338, %570
  %1587 = sext i32 %1586 to i64
  %1588 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1587
  store i16 %1585, ptr %1588, align 2, !tbaa !20
  %1589 = lshr i32 %293, 16
  %1590 = trunc nuw i32 %1589 to i16
  br i1 %337, label %1599, label %1591

1591:                                             ; preds = %1584
  %1592 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1590) #6, !srcloc !19
  %1593 = add i32 %1560, 8
  %1594 = sext i32 %1593 to i64
  %1595 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1594
  %1596 = load i16, ptr %1595, align 2, !tbaa !20
  %1597 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1596) #6, !srcloc !19
  %1598 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1592, i16 %1597) #6, !srcloc !22
  br label %1601

1599:                                             ; preds = %1584
  %1600 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1590) #6, !srcloc !19
  br label %1601

1601:                                             ; preds = %1599, %1591
  %1602 = phi i16 [ %1600, %1599 ], [ %1598, %1591 ]
  %1603 = add i32 %1355, %570
  %1604 = sext i32 %1603 to i64
  %1605 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1604
  store i16 %1602, ptr %1605, align 2, !tbaa !20
  %1606 = trunc i32 %292 to i16
  %1607 = mul i32 %20, 104
  %1608 = sext i32 %1607 to i64
  br i1 %337, label %1615, label %1609

1609:                                             ; preds = %1601
  %1610 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1606) #6, !srcloc !19
  %1611 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1608
  %1612 = load i16, ptr %1611, align 2, !tbaa !20
  %1613 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1612) #6, !srcloc !19
  %1614 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1610, i16 %1613) #6, !srcloc !22
  br label %1617

1615:                                             ; preds = %1601
  %1616 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1606) #6, !srcloc !19
  br label %1617

1617:                                             ; preds = %1615, %1609
  %1618 = phi i16 [ %1616, %1615 ], [ %1614, %1609 ]
  %1619 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1608
  store i16 %1618, ptr %1619, align 2, !tbaa !20
  %1620 = lshr i32 %292, 16
  %1621 = trunc nuw i32 %1620 to i16
  %1622 = mul i32 %20, 105
  %1623 = sext i32 %1622 to i64
  br i1 %337, label %1630, label %1624

1624:                                             ; preds = %1617
  %1625 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1621) #6, !srcloc !19
  %1626 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1623
  %1627 = load i16, ptr %1626, align 2, !tbaa !20
  %1628 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1627) #6, !srcloc !19
  %1629 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1625, i16 %1628) #6, !srcloc !22
  br label %1632

1630:                                             ; preds = %1617
  %1631 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1621) #6, !srcloc !19
  br label %1632

1632:                                             ; preds = %1630, %1624
  %1633 = phi i16 [ %1631, %1630 ], [ %1629, %1624 ]
  %1634 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1623
  store i16 %1633, ptr %1634, align 2, !tbaa !20
  %1635 = trunc i32 %291 to i16
  br i1 %337, label %1644, label %1636

1636:                                             ; preds = %1632
  %1637 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1635) #6, !srcloc !19
  %1638 = add i32 %1607, 8
  %1639 = sext i32 %1638 to i64
  %1640 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1639
  %1641 = load i16, ptr %1640, align 2, !tbaa !20
  %1642 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1641) #6, !srcloc !19
  %1643 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1637, i16 %1642) #6, !srcloc !22
  br label %1646

1644:                                             ; preds = %1632
  %1645 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1635) #6, !srcloc !19
  br label %1646

1646:                                             ; preds = %1644, %1636
  %1647 = phi i16 [ %1645, %1644 ], [ %1643, %1636 ]
  %1648 = add i32 %1338, %630
  %1649 = sext i32 %1648 to i64
  %1650 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1649
  store i16 %1647, ptr %1650, align 2, !tbaa !20
  %1651 = lshr i32 %291, 16
  %1652 = trunc nuw i32 %1651 to i16
  br i1 %337, label %1661, label %1653

1653:                                             ; preds = %1646
  %1654 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1652) #6, !srcloc !19
  %1655 = add i32 %1622, 8
  %1656 = sext i32 %1655 to i64
  %1657 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1656
  %1658 = load i16, ptr %1657, align 2, !tbaa !20
  %1659 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1658) #6, !srcloc !19
  %1660 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1654, i16 %1659) #6, !srcloc !22
  br label %1663

1661:                                             ; preds = %1646
  %1662 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1652) #6, !srcloc !19
  br label %1663

1663:                                             ; preds = %1661, %1653
  %1664 = phi i16 [ %1662, %1661 ], [ %1660, %1653 ]
  %1665 = add i32 %1355, %630
  %1666 = sext i32 %1665 to i64
  %1667 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1666
  store i16 %1664, ptr %1667, align 2, !tbaa !20
  %1668 = trunc i32 %290 to i16
  %1669 = mul i32 %20, 112
  %1670 = sext i32 %1669 to i64
  br i1 %337, label %1677, label %1671

1671:                                             ; preds = %1663
  %1672 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1668) #6, !srcloc !19
  %1673 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1670
  %1674 = load i16, ptr %1673, align 2, !tbaa !20
  %1675 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1674) #6, !srcloc !19
  %1676 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1672, i16 %1675) #6, !srcloc !22
  br label %1679

1677:                                             ; preds = %1663
  %1678 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1668) #6, !srcloc !19
  br label %1679

1679:                                             ; preds = %1677, %1671
  %1680 = phi i16 [ %1678, %1677 ], [ %1676, %1671 ]
  %1681 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1670
  store i16 %1680, ptr %1681, align 2, !tbaa !20
  %1682 = lshr i32 %290, 16
  %1683 = trunc nuw i32 %1682 to i16
  %1684 = mul i32 %20, 113
  %1685 = sext i32 %1684 to i64
  br i1 %337, label %1692, label %1686

1686:                                             ; preds = %1679
  %1687 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1683) #6, !srcloc !19
  %1688 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1685
  %1689 = load i16, ptr %1688, align 2, !tbaa !20
  %1690 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1689) #6, !srcloc !19
  %1691 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1687, i16 %1690) #6, !srcloc !22
  br label %1694

1692:                                             ; preds = %1679
  %1693 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1683) #6, !srcloc !19
  br label %1694

1694:                                             ; preds = %1692, %1686
  %1695 = phi i16 [ %1693, %1692 ], [ %1691, %1686 ]
  %1696 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1685
  store i16 %1695, ptr %1696, align 2, !tbaa !20
  %1697 = trunc i32 %289 to i16
  br i1 %337, label %1706, label %1698

1698:                                             ; preds = %1694
  %1699 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1697) #6, !srcloc !19
  %1700 = or disjoint i32 %1669, 8
  %1701 = sext i32 %1700 to i64
  %1702 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1701
  %1703 = load i16, ptr %1702, align 2, !tbaa !20
  %1704 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1703) #6, !srcloc !19
  %1705 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1699, i16 %1704) #6, !srcloc !22
  br label %1708

1706:                                             ; preds = %1694
  %1707 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1697) #6, !srcloc !19
  br label %1708

1708:                                             ; preds = %1706, %1698
  %1709 = phi i16 [ %1707, %1706 ], [ %1705, %1698 ]
  %1710 = add i32 %1338, %690
  %1711 = sext i32 %1710 to i64
  %1712 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1711
  store i16 %1709, ptr %1712, align 2, !tbaa !20
  %1713 = lshr i32 %289, 16
  %1714 = trunc nuw i32 %1713 to i16
  br i1 %337, label %1723, label %1715

1715:                                             ; preds = %1708
  %1716 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1714) #6, !srcloc !19
  %1717 = add i32 %1684, 8
  %1718 = sext i32 %1717 to i64
  %1719 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1718
  %1720 = load i16, ptr %1719, align 2, !tbaa !20
  %1721 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1720) #6, !srcloc !19
  %1722 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1716, i16 %1721) #6, !srcloc !22
  br label %1725

1723:                                             ; preds = %1708
  %1724 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1714) #6, !srcloc !19
  br label %1725

1725:                                             ; preds = %1723, %1715
  %1726 = phi i16 [ %1724, %1723 ], [ %1722, %1715 ]
  %1727 = add i32 %1355, %690
  %1728 = sext i32 %1727 to i64
  %1729 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1728
  store i16 %1726, ptr %1729, align 2, !tbaa !20
  %1730 = trunc i32 %288 to i16
  %1731 = mul i32 %20, 120
  %1732 = sext i32 %1731 to i64
  br i1 %337, label %1739, label %1733

1733:                                             ; preds = %1725
  %1734 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1730) #6, !srcloc !19
  %1735 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1732
  %1736 = load i16, ptr %1735, align 2, !tbaa !20
  %1737 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1736) #6, !srcloc !19
  %1738 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1734, i16 %1737) #6, !srcloc !22
  br label %1741

1739:                                             ; preds = %1725
  %1740 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1730) #6, !srcloc !19
  br label %1741

1741:                                             ; preds = %1739, %1733
  %1742 = phi i16 [ %1740, %1739 ], [ %1738, %1733 ]
  %1743 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1732
  store i16 %1742, ptr %1743, align 2, !tbaa !20
  %1744 = lshr i32 %288, 16
  %1745 = trunc nuw i32 %1744 to i16
  %1746 = mul i32 %20, 121
  %1747 = sext i32 %1746 to i64
  br i1 %337, label %1754, label %1748

1748:                                             ; preds = %1741
  %1749 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1745) #6, !srcloc !19
  %1750 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1747
  %1751 = load i16, ptr %1750, align 2, !tbaa !20
  %1752 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1751) #6, !srcloc !19
  %1753 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1749, i16 %1752) #6, !srcloc !22
  br label %1756

1754:                                             ; preds = %1741
  %1755 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1745) #6, !srcloc !19
  br label %1756

1756:                                             ; preds = %1754, %1748
  %1757 = phi i16 [ %1755, %1754 ], [ %1753, %1748 ]
  %1758 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1747
  store i16 %1757, ptr %1758, align 2, !tbaa !20
  %1759 = trunc i32 %287 to i16
  br i1 %337, label %1768, label %1760

1760:                                             ; preds = %1756
  %1761 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1759) #6, !srcloc !19
  %1762 = add i32 %1731, 8
  %1763 = sext i32 %1762 to i64
  %1764 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1763
  %1765 = load i16, ptr %1764, align 2, !tbaa !20
  %1766 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1765) #6, !srcloc !19
  %1767 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1761, i16 %1766) #6, !srcloc !22
  br label %1770

1768:                                             ; preds = %1756
  %1769 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1759) #6, !srcloc !19
  br label %1770

1770:                                             ; preds = %1768, %1760
  %1771 = phi i16 [ %1769, %1768 ], [ %1767, %1760 ]
  %1772 = add i32 %1338, %750
  %1773 = sext i32 %1772 to i64
  %1774 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1773
  store i16 %1771, ptr %1774, align 2, !tbaa !20
  %1775 = lshr i32 %287, 16
  %1776 = trunc nuw i32 %1775 to i16
  br i1 %337, label %1785, label %1777

1777:                                             ; preds = %1770
  %1778 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1776) #6, !srcloc !19
  %1779 = add i32 %1746, 8
  %1780 = sext i32 %1779 to i64
  %1781 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1780
  %1782 = load i16, ptr %1781, align 2, !tbaa !20
  %1783 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1782) #6, !srcloc !19
  %1784 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1778, i16 %1783) #6, !srcloc !22
  br label %1787

1785:                                             ; preds = %1770
  %1786 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1776) #6, !srcloc !19
  br label %1787

1787:                                             ; preds = %1785, %1777
  %1788 = phi i16 [ %1786, %1785 ], [ %1784, %1777 ]
  %1789 = add i32 %1355, %750
  %1790 = sext i32 %1789 to i64
  %1791 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1790
  store i16 %1788, ptr %1791, align 2, !tbaa !20
  %1792 = trunc i32 %286 to i16
  %1793 = add i32 %58, 64
  %1794 = sext i32 %1793 to i64
  br i1 %337, label %1801, label %1795

1795:                                             ; preds = %1787
  %1796 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1792) #6, !srcloc !19
  %1797 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1794
  %1798 = load i16, ptr %1797, align 2, !tbaa !20
  %1799 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1798) #6, !srcloc !19
  %1800 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1796, i16 %1799) #6, !srcloc !22
  br label %1803

1801:                                             ; preds = %1787
  %1802 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1792) #6, !srcloc !19
  br label %1803

1803:                                             ; preds = %1801, %1795
  %1804 = phi i16 [ %1802, %1801 ], [ %1800, %1795 ]
  %1805 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1794
  store i16 %1804, ptr %1805, align 2, !tbaa !20
  %1806 = lshr i32 %286, 16
  %1807 = trunc nuw i32 %1806 to i16
  br i1 %337, label %1816, label %1808

1808:                                             ; preds = %1803
  %1809 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1807) #6, !srcloc !19
  %1810 = add i32 %1312, 64
  %1811 = sext i32 %1810 to i64
  %1812 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1811
  %1813 = load i16, ptr %1812, align 2, !tbaa !20
  %1814 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1813) #6, !srcloc !19
  %1815 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1809, i16 %1814) #6, !srcloc !22
  br label %1818

1816:                                             ; preds = %1803
  %1817 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1807) #6, !srcloc !19
  br label %1818

1818:                                             ; preds = %1816, %1808
  %1819 = phi i16 [ %1817, %1816 ], [ %1815, %1808 ]
  %1820 = add i32 %1793, %20
  %1821 = sext i32 %1820 to i64
  %1822 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1821
  store i16 %1819, ptr %1822, align 2, !tbaa !20
  %1823 = trunc i32 %285 to i16
  br i1 %337, label %1832, label %1824

1824:                                             ; preds = %1818
  %1825 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1823) #6, !srcloc !19
  %1826 = add i32 %58, 72
  %1827 = sext i32 %1826 to i64
  %1828 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1827
  %1829 = load i16, ptr %1828, align 2, !tbaa !20
  %1830 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1829) #6, !srcloc !19
  %1831 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1825, i16 %1830) #6, !srcloc !22
  br label %1834

1832:                                             ; preds = %1818
  %1833 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1823) #6, !srcloc !19
  br label %1834

1834:                                             ; preds = %1832, %1824
  %1835 = phi i16 [ %1833, %1832 ], [ %1831, %1824 ]
  %1836 = or disjoint i32 %1793, 8
  %1837 = sext i32 %1836 to i64
  %1838 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1837
  store i16 %1835, ptr %1838, align 2, !tbaa !20
  %1839 = lshr i32 %285, 16
  %1840 = trunc nuw i32 %1839 to i16
  br i1 %337, label %1849, label %1841

1841:                                             ; preds = %1834
  %1842 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1840) #6, !srcloc !19
  %1843 = add i32 %1312, 72
  %1844 = sext i32 %1843 to i64
  %1845 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1844
  %1846 = load i16, ptr %1845, align 2, !tbaa !20
  %1847 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1846) #6, !srcloc !19
  %1848 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1842, i16 %1847) #6, !srcloc !22
  br label %1851

1849:                                             ; preds = %1834
  %1850 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1840) #6, !srcloc !19
  br label %1851

1851:                                             ; preds = %1849, %1841
  %1852 = phi i16 [ %1850, %1849 ], [ %1848, %1841 ]
  %1853 = add i32 %1836, %20
  %1854 = sext i32 %1853 to i64
  %1855 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1854
  store i16 %1852, ptr %1855, align 2, !tbaa !20
  %1856 = trunc i32 %284 to i16
  %1857 = add i32 %1793, %76
  %1858 = sext i32 %1857 to i64
  br i1 %337, label %1865, label %1859

1859:                                             ; preds = %1851
  %1860 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1856) #6, !srcloc !19
  %1861 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1858
  %1862 = load i16, ptr %1861, align 2, !tbaa !20
  %1863 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1862) #6, !srcloc !19
  %1864 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1860, i16 %1863) #6, !srcloc !22
  br label %1867

1865:                                             ; preds = %1851
  %1866 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1856) #6, !srcloc !19
  br label %1867

1867:                                             ; preds = %1865, %1859
  %1868 = phi i16 [ %1866, %1865 ], [ %1864, %1859 ]
  %1869 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1858
  store i16 %1868, ptr %1869, align 2, !tbaa !20
  %1870 = lshr i32 %284, 16
  %1871 = trunc nuw i32 %1870 to i16
  br i1 %337, label %1881, label %1872

1872:                                             ; preds = %1867
  %1873 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1871) #6, !srcloc !19
  %1874 = add i32 %1312, 64
  %1875 = add i32 %1874, %76
  %1876 = sext i32 %1875 to i64
  %1877 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1876
  %1878 = load i16, ptr %1877, align 2, !tbaa !20
  %1879 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1878) #6, !srcloc !19
  %1880 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1873, i16 %1879) #6, !srcloc !22
  br label %1883

1881:                                             ; preds = %1867
  %1882 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1871) #6, !srcloc !19
  br label %1883

1883:                                             ; preds = %1881, %1872
  %1884 = phi i16 [ %1882, %1881 ], [ %1880, %1872 ]
  %1885 = add i32 %1820, %76
  %1886 = sext i32 %1885 to i64
  %1887 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1886
  store i16 %1884, ptr %1887, align 2, !tbaa !20
  %1888 = trunc i32 %283 to i16
  br i1 %337, label %1897, label %1889

1889:                                             ; preds = %1883
  %1890 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1888) #6, !srcloc !19
  %1891 = add i32 %1857, 8
  %1892 = sext i32 %1891 to i64
  %1893 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1892
  %1894 = load i16, ptr %1893, align 2, !tbaa !20
  %1895 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1894) #6, !srcloc !19
  %1896 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1890, i16 %1895) #6, !srcloc !22
  br label %1899

1897:                                             ; preds = %1883
  %1898 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1888) #6, !srcloc !19
  br label %1899

1899:                                             ; preds = %1897, %1889
  %1900 = phi i16 [ %1898, %1897 ], [ %1896, %1889 ]
  %1901 = add i32 %1836, %76
  %1902 = sext i32 %1901 to i64
  %1903 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1902
  store i16 %1900, ptr %1903, align 2, !tbaa !20
  %1904 = lshr i32 %283, 16
  %1905 = trunc nuw i32 %1904 to i16
  br i1 %337, label %1916, label %1906

1906:                                             ; preds = %1899
  %1907 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1905) #6, !srcloc !19
  %1908 = add i32 %1312, 64
  %1909 = add i32 %1908, %76
  %1910 = add i32 %1909, 8
  %1911 = sext i32 %1910 to i64
  %1912 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1911
  %1913 = load i16, ptr %1912, align 2, !tbaa !20
  %1914 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1913) #6, !srcloc !19
  %1915 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1907, i16 %1914) #6, !srcloc !22
  br label %1918

1916:                                             ; preds = %1899
  %1917 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1905) #6, !srcloc !19
  br label %1918

1918:                                             ; preds = %1916, %1906
  %1919 = phi i16 [ %1917, %1916 ], [ %1915, %1906 ]
  %1920 = add i32 %1853, %76
  %1921 = sext i32 %1920 to i64
  %1922 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1921
  store i16 %1919, ptr %1922, align 2, !tbaa !20
  %1923 = trunc i32 %282 to i16
  %1924 = add i32 %1793, %450
  %1925 = sext i32 %1924 to i64
  br i1 %337, label %1932, label %1926

1926:                                             ; preds = %1918
  %1927 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1923) #6, !srcloc !19
  %1928 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1925
  %1929 = load i16, ptr %1928, align 2, !tbaa !20
  %1930 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1929) #6, !srcloc !19
  %1931 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1927, i16 %1930) #6, !srcloc !22
  br label %1934

1932:                                             ; preds = %1918
  %1933 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1923) #6, !srcloc !19
  br label %1934

1934:                                             ; preds = %1932, %1926
  %1935 = phi i16 [ %1933, %1932 ], [ %1931, %1926 ]
  %1936 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1925
  store i16 %1935, ptr %1936, align 2, !tbaa !20
  %1937 = lshr i32 %282, 16
  %1938 = trunc nuw i32 %1937 to i16
  br i1 %337, label %1948, label %1939

1939:                                             ; preds = %1934
  %1940 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1938) #6, !srcloc !19
  %1941 = add i32 %1312, 64
  %1942 = add i32 %1941, %450
  %1943 = sext i32 %1942 to i64
  %1944 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1943
  %1945 = load i16, ptr %1944, align 2, !tbaa !20
  %1946 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1945) #6, !srcloc !19
  %1947 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1940, i16 %1946) #6, !srcloc !22
  br label %1950

1948:                                             ; preds = %1934
  %1949 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1938) #6, !srcloc !19
  br label %1950

1950:                                             ; preds = %1948, %1939
  %1951 = phi i16 [ %1949, %1948 ], [ %1947, %1939 ]
  %1952 = add i32 %1820, %450
  %1953 = sext i32 %1952 to i64
  %1954 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1953
  store i16 %1951, ptr %1954, align 2, !tbaa !20
  %1955 = trunc i32 %281 to i16
  br i1 %337, label %1964, label %1956

1956:                                             ; preds = %1950
  %1957 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1955) #6, !srcloc !19
  %1958 = or disjoint i32 %1924, 8
  %1959 = sext i32 %1958 to i64
  %1960 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1959
  %1961 = load i16, ptr %1960, align 2, !tbaa !20
  %1962 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1961) #6, !srcloc !19
  %1963 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1957, i16 %1962) #6, !srcloc !22
  br label %1966

1964:                                             ; preds = %1950
  %1965 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1955) #6, !srcloc !19
  br label %1966

1966:                                             ; preds = %1964, %1956
  %1967 = phi i16 [ %1965, %1964 ], [ %1963, %1956 ]
  %1968 = add i32 %1836, %450
  %1969 = sext i32 %1968 to i64
  %1970 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1969
  store i16 %1967, ptr %1970, align 2, !tbaa !20
  %1971 = lshr i32 %281, 16
  %1972 = trunc nuw i32 %1971 to i16
  br i1 %337, label %1983, label %1973

1973:                                             ; preds = %1966
  %1974 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1972) #6, !srcloc !19
  %1975 = add i32 %1312, 64
  %1976 = add i32 %1975, %450
  %1977 = add i32 %1976, 8
  %1978 = sext i32 %1977 to i64
  %1979 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1978
  %1980 = load i16, ptr %1979, align 2, !tbaa !20
  %1981 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1980) #6, !srcloc !19
  %1982 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1974, i16 %1981) #6, !srcloc !22
  br label %1985

1983:                                             ; preds = %1966
  %1984 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1972) #6, !srcloc !19
  br label %1985

1985:                                             ; preds = %1983, %1973
  %1986 = phi i16 [ %1984, %1983 ], [ %1982, %1973 ]
  %1987 = add i32 %1853, %450
  %1988 = sext i32 %1987 to i64
  %1989 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1988
  store i16 %1986, ptr %1989, align 2, !tbaa !20
  %1990 = trunc i32 %280 to i16
  %1991 = add i32 %1793, %510
  %1992 = sext i32 %1991 to i64
  br i1 %337, label %1999, label %1993

1993:                                             ; preds = %1985
  %1994 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1990) #6, !srcloc !19
  %1995 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1992
  %1996 = load i16, ptr %1995, align 2, !tbaa !20
  %1997 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %1996) #6, !srcloc !19
  %1998 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1994, i16 %1997) #6, !srcloc !22
  br label %2001

1999:                                             ; preds = %1985
  %2000 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %1990) #6, !srcloc !19
  br label %2001

2001:                                             ; preds = %1999, %1993
  %2002 = phi i16 [ %2000, %1999 ], [ %1998, %1993 ]
  %2003 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %1992
  store i16 %2002, ptr %2003, align 2, !tbaa !20
  %2004 = lshr i32 %280, 16
  %2005 = trunc nuw i32 %2004 to i16
  br i1 %337, label %2015, label %2006

2006:                                             ; preds = %2001
  %2007 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2005) #6, !srcloc !19
  %2008 = add i32 %1312, 64
  %2009 = add i32 %2008, %510
  %2010 = sext i32 %2009 to i64
  %2011 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2010
  %2012 = load i16, ptr %2011, align 2, !tbaa !20
  %2013 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2012) #6, !srcloc !19
  %2014 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2007, i16 %2013) #6, !srcloc !22
  br label %2017

2015:                                             ; preds = %2001
  %2016 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2005) #6, !srcloc !19
  br label %2017

2017:                                             ; preds = %2015, %2006
  %2018 = phi i16 [ %2016, %2015 ], [ %2014, %2006 ]
  %2019 = add i32 %1820, %510
  %2020 = sext i32 %2019 to i64
  %2021 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2020
  store i16 %2018, ptr %2021, align 2, !tbaa !20
  %2022 = trunc i32 %279 to i16
  br i1 %337, label %2031, label %2023

2023:                                             ; preds = %2017
  %2024 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2022) #6, !srcloc !19
  %2025 = add i32 %1991, 8
  %2026 = sext i32 %2025 to i64
  %2027 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2026
  %2028 = load i16, ptr %2027, align 2, !tbaa !20
  %2029 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2028) #6, !srcloc !19
  %2030 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2024, i16 %2029) #6, !srcloc !22
  br label %2033

2031:                                             ; preds = %2017
  %2032 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2022) #6, !srcloc !19
  br label %2033

2033:                                             ; preds = %2031, %2023
  %2034 = phi i16 [ %2032, %2031 ], [ %2030, %2023 ]
  %2035 = add i32 %1836, %510
  %2036 = sext i32 %2035 to i64
  %2037 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2036
  store i16 %2034, ptr %2037, align 2, !tbaa !20
  %2038 = lshr i32 %279, 16
  %2039 = trunc nuw i32 %2038 to i16
  br i1 %337, label %2050, label %2040

2040:                                             ; preds = %2033
  %2041 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2039) #6, !srcloc !19
  %2042 = add i32 %1312, 64
  %2043 = add i32 %2042, %510
  %2044 = add i32 %2043, 8
  %2045 = sext i32 %2044 to i64
  %2046 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2045
  %2047 = load i16, ptr %2046, align 2, !tbaa !20
  %2048 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2047) #6, !srcloc !19
  %2049 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2041, i16 %2048) #6, !srcloc !22
  br label %2052

2050:                                             ; preds = %2033
  %2051 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2039) #6, !srcloc !19
  br label %2052

2052:                                             ; preds = %2050, %2040
  %2053 = phi i16 [ %2051, %2050 ], [ %2049, %2040 ]
  %2054 = add i32 %1853, %510
  %2055 = sext i32 %2054 to i64
  %2056 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2055
  store i16 %2053, ptr %2056, align 2, !tbaa !20
  %2057 = trunc i32 %278 to i16
  %2058 = add i32 %1793, %570
  %2059 = sext i32 %2058 to i64
  br i1 %337, label %2066, label %2060

2060:                                             ; preds = %2052
  %2061 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2057) #6, !srcloc !19
  %2062 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2059
  %2063 = load i16, ptr %2062, align 2, !tbaa !20
  %2064 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2063) #6, !srcloc !19
  %2065 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2061, i16 %2064) #6, !srcloc !22
  br label %2068

2066:                                             ; preds = %2052
  %2067 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2057) #6, !srcloc !19
  br label %2068

2068:                                             ; preds = %2066, %2060
  %2069 = phi i16 [ %2067, %2066 ], [ %2065, %2060 ]
  %2070 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2059
  store i16 %2069, ptr %2070, align 2, !tbaa !20
  %2071 = lshr i32 %278, 16
  %2072 = trunc nuw i32 %2071 to i16
  br i1 %337, label %2082, label %2073

2073:                                             ; preds = %2068
  %2074 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2072) #6, !srcloc !19
  %2075 = add i32 %1312, 64
  %2076 = add i32 %2075, %570
  %2077 = sext i32 %2076 to i64
  %2078 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2077
  %2079 = load i16, ptr %2078, align 2, !tbaa !20
  %2080 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2079) #6, !srcloc !19
  %2081 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2074, i16 %2080) #6, !srcloc !22
  br label %2084

2082:                                             ; preds = %2068
  %2083 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2072) #6, !srcloc !19
  br label %2084

2084:                                             ; preds = %2082, %2073
  %2085 = phi i16 [ %2083, %2082 ], [ %2081, %2073 ]
  %2086 = add i32 %1820, %570
  %2087 = sext i32 %2086 to i64
  %2088 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2087
  store i16 %2085, ptr %2088, align 2, !tbaa !20
  %2089 = trunc i32 %277 to i16
  br i1 %337, label %2098, label %2090

2090:                                             ; preds = %2084
  %2091 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2089) #6, !srcloc !19
  %2092 = or disjoint i32 %2058, 8
  %2093 = sext i32 %2092 to i64
  %2094 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2093
  %2095 = load i16, ptr %2094, align 2, !tbaa !20
  %2096 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2095) #6, !srcloc !19
  %2097 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2091, i16 %2096) #6, !srcloc !22
  br label %2100

2098:                                             ; preds = %2084
  %2099 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2089) #6, !srcloc !19
  br label %2100

2100:                                             ; preds = %2098, %2090
  %2101 = phi i16 [ %2099, %2098 ], [ %2097, %2090 ]
  %2102 = add i32 %1836, %570
  %2103 = sext i32 %2102 to i64
  %2104 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2103
  store i16 %2101, ptr %2104, align 2, !tbaa !20
  %2105 = lshr i32 %277, 16
  %2106 = trunc nuw i32 %2105 to i16
  br i1 %337, label %2117, label %2107

2107:                                             ; preds = %2100
  %2108 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2106) #6, !srcloc !19
  %2109 = add i32 %1312, 64
  %2110 = add i32 %2109, %570
  %2111 = add i32 %2110, 8
  %2112 = sext i32 %2111 to i64
  %2113 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2112
  %2114 = load i16, ptr %2113, align 2, !tbaa !20
  %2115 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2114) #6, !srcloc !19
  %2116 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2108, i16 %2115) #6, !srcloc !22
  br label %2119

2117:                                             ; preds = %2100
  %2118 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2106) #6, !srcloc !19
  br label %2119

2119:                                             ; preds = %2117, %2107
  %2120 = phi i16 [ %2118, %2117 ], [ %2116, %2107 ]
  %2121 = add i32 %1853, %570
  %2122 = sext i32 %2121 to i64
  %2123 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2122
  store i16 %2120, ptr %2123, align 2, !tbaa !20
  %2124 = trunc i32 %276 to i16
  %2125 = add i32 %1793, %630
  %2126 = sext i32 %2125 to i64
  br i1 %337, label %2133, label %2127

2127:                                             ; preds = %2119
  %2128 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2124) #6, !srcloc !19
  %2129 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2126
  %2130 = load i16, ptr %2129, align 2, !tbaa !20
  %2131 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2130) #6, !srcloc !19
  %2132 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2128, i16 %2131) #6, !srcloc !22
  br label %2135

2133:                                             ; preds = %2119
  %2134 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2124) #6, !srcloc !19
  br label %2135

2135:                                             ; preds = %2133, %2127
  %2136 = phi i16 [ %2134, %2133 ], [ %2132, %2127 ]
  %2137 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2126
  store i16 %2136, ptr %2137, align 2, !tbaa !20
  %2138 = lshr i32 %276, 16
  %2139 = trunc nuw i32 %2138 to i16
  br i1 %337, label %2149, label %2140

2140:                                             ; preds = %2135
  %2141 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2139) #6, !srcloc !19
  %2142 = add i32 %1312, 64
  %2143 = add i32 %2142, %630
  %2144 = sext i32 %2143 to i64
  %2145 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2144
  %2146 = load i16, ptr %2145, align 2, !tbaa !20
  %2147 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2146) #6, !srcloc !19
  %2148 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2141, i16 %2147) #6, !srcloc !22
  br label %2151

2149:                                             ; preds = %2135
  %2150 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2139) #6, !srcloc !19
  br label %2151

2151:                                             ; preds = %2149, %2140
  %2152 = phi i16 [ %2150, %2149 ], [ %2148, %2140 ]
  %2153 = add i32 %1820, %630
  %2154 = sext i32 %2153 to i64
  %2155 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2154
  store i16 %2152, ptr %2155, align 2, !tbaa !20
  %2156 = trunc i32 %275 to i16
  br i1 %337, label %2165, label %2157

2157:                                             ; preds = %2151
  %2158 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2156) #6, !srcloc !19
  %2159 = add i32 %2125, 8
  %2160 = sext i32 %2159 to i64
  %2161 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2160
  %2162 = load i16, ptr %2161, align 2, !tbaa !20
  %2163 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2162) #6, !srcloc !19
  %2164 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2158, i16 %2163) #6, !srcloc !22
  br label %2167

2165:                                             ; preds = %2151
  %2166 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2156) #6, !srcloc !19
  br label %2167

2167:                                             ; preds = %2165, %2157
  %2168 = phi i16 [ %2166, %2165 ], [ %2164, %2157 ]
  %2169 = add i32 %1836, %630
  %2170 = sext i32 %2169 to i64
  %2171 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2170
  store i16 %2168, ptr %2171, align 2, !tbaa !20
  %2172 = lshr i32 %275, 16
  %2173 = trunc nuw i32 %2172 to i16
  br i1 %337, label %2184, label %2174

2174:                                             ; preds = %2167
  %2175 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2173) #6, !srcloc !19
  %2176 = add i32 %1312, 64
  %2177 = add i32 %2176, %630
  %2178 = add i32 %2177, 8
  %2179 = sext i32 %2178 to i64
  %2180 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2179
  %2181 = load i16, ptr %2180, align 2, !tbaa !20
  %2182 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2181) #6, !srcloc !19
  %2183 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2175, i16 %2182) #6, !srcloc !22
  br label %2186

2184:                                             ; preds = %2167
  %2185 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2173) #6, !srcloc !19
  br label %2186

2186:                                             ; preds = %2184, %2174
  %2187 = phi i16 [ %2185, %2184 ], [ %2183, %2174 ]
  %2188 = add i32 %1853, %630
  %2189 = sext i32 %2188 to i64
  %2190 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2189
  store i16 %2187, ptr %2190, align 2, !tbaa !20
  %2191 = trunc i32 %274 to i16
  %2192 = add i32 %1793, %690
  %2193 = sext i32 %2192 to i64
  br i1 %337, label %2200, label %2194

2194:                                             ; preds = %2186
  %2195 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2191) #6, !srcloc !19
  %2196 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2193
  %2197 = load i16, ptr %2196, align 2, !tbaa !20
  %2198 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2197) #6, !srcloc !19
  %2199 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2195, i16 %2198) #6, !srcloc !22
  br label %2202

2200:                                             ; preds = %2186
  %2201 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2191) #6, !srcloc !19
  br label %2202

2202:                                             ; preds = %2200, %2194
  %2203 = phi i16 [ %2201, %2200 ], [ %2199, %2194 ]
  %2204 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2193
  store i16 %2203, ptr %2204, align 2, !tbaa !20
  %2205 = lshr i32 %274, 16
  %2206 = trunc nuw i32 %2205 to i16
  br i1 %337, label %2216, label %2207

2207:                                             ; preds = %2202
  %2208 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2206) #6, !srcloc !19
  %2209 = add i32 %1312, 64
  %2210 = add i32 %2209, %690
  %2211 = sext i32 %2210 to i64
  %2212 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2211
  %2213 = load i16, ptr %2212, align 2, !tbaa !20
  %2214 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2213) #6, !srcloc !19
  %2215 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2208, i16 %2214) #6, !srcloc !22
  br label %2218

2216:                                             ; preds = %2202
  %2217 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2206) #6, !srcloc !19
  br label %2218

2218:                                             ; preds = %2216, %2207
  %2219 = phi i16 [ %2217, %2216 ], [ %2215, %2207 ]
  %2220 = add i32 %1820, %690
  %2221 = sext i32 %2220 to i64
  %2222 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2221
  store i16 %2219, ptr %2222, align 2, !tbaa !20
  %2223 = trunc i32 %273 to i16
  br i1 %337, label %2232, label %2224

2224:                                             ; preds = %2218
  %2225 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2223) #6, !srcloc !19
  %2226 = or disjoint i32 %2192, 8
  %2227 = sext i32 %2226 to i64
  %2228 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2227
  %2229 = load i16, ptr %2228, align 2, !tbaa !20
  %2230 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2229) #6, !srcloc !19
  %2231 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2225, i16 %2230) #6, !srcloc !22
  br label %2234

2232:                                             ; preds = %2218
  %2233 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2223) #6, !srcloc !19
  br label %2234

2234:                                             ; preds = %2232, %2224
  %2235 = phi i16 [ %2233, %2232 ], [ %2231, %2224 ]
  %2236 = add i32 %1836, %690
  %2237 = sext i32 %2236 to i64
  %2238 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2237
  store i16 %2235, ptr %2238, align 2, !tbaa !20
  %2239 = lshr i32 %273, 16
  %2240 = trunc nuw i32 %2239 to i16
  br i1 %337, label %2251, label %2241

2241:                                             ; preds = %2234
  %2242 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2240) #6, !srcloc !19
  %2243 = add i32 %1312, 64
  %2244 = add i32 %2243, %690
  %2245 = add i32 %2244, 8
  %2246 = sext i32 %2245 to i64
  %2247 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2246
  %2248 = load i16, ptr %2247, align 2, !tbaa !20
  %2249 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2248) #6, !srcloc !19
  %2250 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2242, i16 %2249) #6, !srcloc !22
  br label %2253

2251:                                             ; preds = %2234
  %2252 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2240) #6, !srcloc !19
  br label %2253

2253:                                             ; preds = %2251, %2241
  %2254 = phi i16 [ %2252, %2251 ], [ %2250, %2241 ]
  %2255 = add i32 %1853, %690
  %2256 = sext i32 %2255 to i64
  %2257 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2256
  store i16 %2254, ptr %2257, align 2, !tbaa !20
  %2258 = trunc i32 %272 to i16
  %2259 = add i32 %1793, %750
  %2260 = sext i32 %2259 to i64
  br i1 %337, label %2267, label %2261

2261:                                             ; preds = %2253
  %2262 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2258) #6, !srcloc !19
  %2263 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2260
  %2264 = load i16, ptr %2263, align 2, !tbaa !20
  %2265 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2264) #6, !srcloc !19
  %2266 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2262, i16 %2265) #6, !srcloc !22
  br label %2269

2267:                                             ; preds = %2253
  %2268 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2258) #6, !srcloc !19
  br label %2269

2269:                                             ; preds = %2267, %2261
  %2270 = phi i16 [ %2268, %2267 ], [ %2266, %2261 ]
  %2271 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2260
  store i16 %2270, ptr %2271, align 2, !tbaa !20
  %2272 = lshr i32 %272, 16
  %2273 = trunc nuw i32 %2272 to i16
  br i1 %337, label %2283, label %2274

2274:                                             ; preds = %2269
  %2275 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2273) #6, !srcloc !19
  %2276 = add i32 %1312, 64
  %2277 = add i32 %2276, %750
  %2278 = sext i32 %2277 to i64
  %2279 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2278
  %2280 = load i16, ptr %2279, align 2, !tbaa !20
  %2281 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2280) #6, !srcloc !19
  %2282 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2275, i16 %2281) #6, !srcloc !22
  br label %2285

2283:                                             ; preds = %2269
  %2284 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2273) #6, !srcloc !19
  br label %2285

2285:                                             ; preds = %2283, %2274
  %2286 = phi i16 [ %2284, %2283 ], [ %2282, %2274 ]
  %2287 = add i32 %1820, %750
  %2288 = sext i32 %2287 to i64
  %2289 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2288
  store i16 %2286, ptr %2289, align 2, !tbaa !20
  %2290 = trunc i32 %271 to i16
  br i1 %337, label %2299, label %2291

2291:                                             ; preds = %2285
  %2292 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2290) #6, !srcloc !19
  %2293 = add i32 %2259, 8
  %2294 = sext i32 %2293 to i64
  %2295 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2294
  %2296 = load i16, ptr %2295, align 2, !tbaa !20
  %2297 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2296) #6, !srcloc !19
  %2298 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2292, i16 %2297) #6, !srcloc !22
  br label %2301

2299:                                             ; preds = %2285
  %2300 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2290) #6, !srcloc !19
  br label %2301

2301:                                             ; preds = %2299, %2291
  %2302 = phi i16 [ %2300, %2299 ], [ %2298, %2291 ]
  %2303 = add i32 %1836, %750
  %2304 = sext i32 %2303 to i64
  %2305 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2304
  store i16 %2302, ptr %2305, align 2, !tbaa !20
  %2306 = lshr i32 %271, 16
  %2307 = trunc nuw i32 %2306 to i16
  br i1 %337, label %2318, label %2308

2308:                                             ; preds = %2301
  %2309 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2307) #6, !srcloc !19
  %2310 = add i32 %1312, 64
  %2311 = add i32 %2310, %750
  %2312 = add i32 %2311, 8
  %2313 = sext i32 %2312 to i64
  %2314 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2313
  %2315 = load i16, ptr %2314, align 2, !tbaa !20
  %2316 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %335, i16 %2315) #6, !srcloc !19
  %2317 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2309, i16 %2316) #6, !srcloc !22
  br label %2320

2318:                                             ; preds = %2301
  %2319 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %2307) #6, !srcloc !19
  br label %2320

2320:                                             ; preds = %2318, %2308
  %2321 = phi i16 [ %2319, %2318 ], [ %2317, %2308 ]
  %2322 = add i32 %1853, %750
  %2323 = sext i32 %2322 to i64
  %2324 = getelementptr inbounds %"struct.cutlass::half_t", ptr %263, i64 %2323
  store i16 %2321, ptr %2324, align 2, !tbaa !20
  ret void

2325:                                             ; preds = %266, %2325
  %2326 = phi i32 [ 0, %266 ], [ %2932, %2325 ]
  %2327 = phi i32 [ 0, %266 ], [ %2931, %2325 ]
  %2328 = phi i32 [ 0, %266 ], [ %2930, %2325 ]
  %2329 = phi i32 [ 0, %266 ], [ %2929, %2325 ]
  %2330 = phi i32 [ 0, %266 ], [ %2928, %2325 ]
  %2331 = phi i32 [ 0, %266 ], [ %2927, %2325 ]
  %2332 = phi i32 [ 0, %266 ], [ %2926, %2325 ]
  %2333 = phi i32 [ 0, %266 ], [ %2925, %2325 ]
  %2334 = phi i32 [ 0, %266 ], [ %2924, %2325 ]
  %2335 = phi i32 [ 0, %266 ], [ %2923, %2325 ]
  %2336 = phi i32 [ 0, %266 ], [ %2922, %2325 ]
  %2337 = phi i32 [ 0, %266 ], [ %2921, %2325 ]
  %2338 = phi i32 [ 0, %266 ], [ %2920, %2325 ]
  %2339 = phi i32 [ 0, %266 ], [ %2919, %2325 ]
  %2340 = phi i32 [ 0, %266 ], [ %2918, %2325 ]
  %2341 = phi i32 [ 0, %266 ], [ %2917, %2325 ]
  %2342 = phi i32 [ 0, %266 ], [ %2916, %2325 ]
  %2343 = phi i32 [ 0, %266 ], [ %2915, %2325 ]
  %2344 = phi i32 [ 0, %266 ], [ %2914, %2325 ]
  %2345 = phi i32 [ 0, %266 ], [ %2913, %2325 ]
  %2346 = phi i32 [ 0, %266 ], [ %2912, %2325 ]
  %2347 = phi i32 [ 0, %266 ], [ %2911, %2325 ]
  %2348 = phi i32 [ 0, %266 ], [ %2910, %2325 ]
  %2349 = phi i32 [ 0, %266 ], [ %2909, %2325 ]
  %2350 = phi i32 [ 0, %266 ], [ %2908, %2325 ]
  %2351 = phi i32 [ 0, %266 ], [ %2907, %2325 ]
  %2352 = phi i32 [ 0, %266 ], [ %2906, %2325 ]
  %2353 = phi i32 [ 0, %266 ], [ %2905, %2325 ]
  %2354 = phi i32 [ 0, %266 ], [ %2904, %2325 ]
  %2355 = phi i32 [ 0, %266 ], [ %2903, %2325 ]
  %2356 = phi i32 [ 0, %266 ], [ %2902, %2325 ]
  %2357 = phi i32 [ 0, %266 ], [ %2901, %2325 ]
  %2358 = phi i32 [ 0, %266 ], [ %2900, %2325 ]
  %2359 = phi i32 [ 0, %266 ], [ %2899, %2325 ]
  %2360 = phi i32 [ 0, %266 ], [ %2898, %2325 ]
  %2361 = phi i32 [ 0, %266 ], [ %2897, %2325 ]
  %2362 = phi i32 [ 0, %266 ], [ %2896, %2325 ]
  %2363 = phi i32 [ 0, %266 ], [ %2895, %2325 ]
  %2364 = phi i32 [ 0, %266 ], [ %2894, %2325 ]
  %2365 = phi i32 [ 0, %266 ], [ %2893, %2325 ]
  %2366 = phi i32 [ 0, %266 ], [ %2892, %2325 ]
  %2367 = phi i32 [ 0, %266 ], [ %2891, %2325 ]
  %2368 = phi i32 [ 0, %266 ], [ %2890, %2325 ]
  %2369 = phi i32 [ 0, %266 ], [ %2889, %2325 ]
  %2370 = phi i32 [ 0, %266 ], [ %2888, %2325 ]
  %2371 = phi i32 [ 0, %266 ], [ %2887, %2325 ]
  %2372 = phi i32 [ 0, %266 ], [ %2886, %2325 ]
  %2373 = phi i32 [ 0, %266 ], [ %2885, %2325 ]
  %2374 = phi i32 [ 0, %266 ], [ %2884, %2325 ]
  %2375 = phi i32 [ 0, %266 ], [ %2883, %2325 ]
  %2376 = phi i32 [ 0, %266 ], [ %2882, %2325 ]
  %2377 = phi i32 [ 0, %266 ], [ %2881, %2325 ]
  %2378 = phi i32 [ 0, %266 ], [ %2880, %2325 ]
  %2379 = phi i32 [ 0, %266 ], [ %2879, %2325 ]
  %2380 = phi i32 [ 0, %266 ], [ %2878, %2325 ]
  %2381 = phi i32 [ 0, %266 ], [ %2877, %2325 ]
  %2382 = phi i32 [ 0, %266 ], [ %2876, %2325 ]
  %2383 = phi i32 [ 0, %266 ], [ %2875, %2325 ]
  %2384 = phi i32 [ 0, %266 ], [ %2874, %2325 ]
  %2385 = phi i32 [ 0, %266 ], [ %2873, %2325 ]
  %2386 = phi i32 [ 0, %266 ], [ %2872, %2325 ]
  %2387 = phi i32 [ 0, %266 ], [ %2871, %2325 ]
  %2388 = phi i32 [ 0, %266 ], [ %2870, %2325 ]
  %2389 = phi i32 [ 0, %266 ], [ %2869, %2325 ]
  %2390 = phi i32 [ 0, %266 ], [ %2937, %2325 ]
  %2391 = phi i32 [ 2, %266 ], [ %2933, %2325 ]
  %2392 = phi i32 [ 0, %266 ], [ %2936, %2325 ]
  %2393 = add nuw nsw i32 %2390, 2
  %2394 = icmp slt i32 %2393, %24
  %2395 = select i1 %2394, i32 %2393, i32 %267
  %2396 = mul nsw i32 %2395, %70
  %2397 = sext i32 %2396 to i64
  %2398 = getelementptr inbounds %"struct.cutlass::half_t", ptr %73, i64 %2397
  %2399 = shl nsw i32 %2391, 13
  %2400 = sext i32 %2399 to i64
  %2401 = getelementptr inbounds %"struct.cutlass::half_t", ptr %53, i64 %2400
  %2402 = addrspacecast ptr %2401 to ptr addrspace(3)
  %2403 = ptrtoint ptr addrspace(3) %2402 to i64
  %2404 = trunc i64 %2403 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2404, ptr nonnull %2398, i64 16) #5, !srcloc !16
  %2405 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2398, i64 %81
  %2406 = getelementptr inbounds i8, ptr %2401, i64 2048
  %2407 = addrspacecast ptr %2406 to ptr addrspace(3)
  %2408 = ptrtoint ptr addrspace(3) %2407 to i64
  %2409 = trunc i64 %2408 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2409, ptr nonnull %2405, i64 16) #5, !srcloc !16
  %2410 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2398, i64 %88
  %2411 = getelementptr inbounds i8, ptr %2401, i64 4096
  %2412 = addrspacecast ptr %2411 to ptr addrspace(3)
  %2413 = ptrtoint ptr addrspace(3) %2412 to i64
  %2414 = trunc i64 %2413 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2414, ptr nonnull %2410, i64 16) #5, !srcloc !16
  %2415 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2398, i64 %95
  %2416 = getelementptr inbounds i8, ptr %2401, i64 6144
  %2417 = addrspacecast ptr %2416 to ptr addrspace(3)
  %2418 = ptrtoint ptr addrspace(3) %2417 to i64
  %2419 = trunc i64 %2418 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2419, ptr nonnull %2415, i64 16) #5, !srcloc !16
  %2420 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2398, i64 %102
  %2421 = getelementptr inbounds i8, ptr %2401, i64 8192
  %2422 = addrspacecast ptr %2421 to ptr addrspace(3)
  %2423 = ptrtoint ptr addrspace(3) %2422 to i64
  %2424 = trunc i64 %2423 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2424, ptr nonnull %2420, i64 16) #5, !srcloc !16
  %2425 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2398, i64 %109
  %2426 = getelementptr inbounds i8, ptr %2401, i64 10240
  %2427 = addrspacecast ptr %2426 to ptr addrspace(3)
  %2428 = ptrtoint ptr addrspace(3) %2427 to i64
  %2429 = trunc i64 %2428 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2429, ptr nonnull %2425, i64 16) #5, !srcloc !16
  %2430 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2398, i64 %116
  %2431 = getelementptr inbounds i8, ptr %2401, i64 12288
  %2432 = addrspacecast ptr %2431 to ptr addrspace(3)
  %2433 = ptrtoint ptr addrspace(3) %2432 to i64
  %2434 = trunc i64 %2433 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2434, ptr nonnull %2430, i64 16) #5, !srcloc !16
  %2435 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2398, i64 %123
  %2436 = getelementptr inbounds i8, ptr %2401, i64 14336
  %2437 = addrspacecast ptr %2436 to ptr addrspace(3)
  %2438 = ptrtoint ptr addrspace(3) %2437 to i64
  %2439 = trunc i64 %2438 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2439, ptr nonnull %2435, i64 16) #5, !srcloc !16
  %2440 = mul nsw i32 %2395, %71
  %2441 = sext i32 %2440 to i64
  %2442 = getelementptr inbounds %"struct.cutlass::half_t", ptr %57, i64 %2441
  %2443 = getelementptr inbounds %"struct.cutlass::half_t", ptr %75, i64 %2400
  %2444 = addrspacecast ptr %2443 to ptr addrspace(3)
  %2445 = ptrtoint ptr addrspace(3) %2444 to i64
  %2446 = trunc i64 %2445 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2446, ptr nonnull %2442, i64 16) #5, !srcloc !16
  %2447 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2442, i64 %132
  %2448 = getelementptr inbounds i8, ptr %2443, i64 2048
  %2449 = addrspacecast ptr %2448 to ptr addrspace(3)
  %2450 = ptrtoint ptr addrspace(3) %2449 to i64
  %2451 = trunc i64 %2450 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2451, ptr nonnull %2447, i64 16) #5, !srcloc !16
  %2452 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2442, i64 %139
  %2453 = getelementptr inbounds i8, ptr %2443, i64 4096
  %2454 = addrspacecast ptr %2453 to ptr addrspace(3)
  %2455 = ptrtoint ptr addrspace(3) %2454 to i64
  %2456 = trunc i64 %2455 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2456, ptr nonnull %2452, i64 16) #5, !srcloc !16
  %2457 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2442, i64 %146
  %2458 = getelementptr inbounds i8, ptr %2443, i64 6144
  %2459 = addrspacecast ptr %2458 to ptr addrspace(3)
  %2460 = ptrtoint ptr addrspace(3) %2459 to i64
  %2461 = trunc i64 %2460 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2461, ptr nonnull %2457, i64 16) #5, !srcloc !16
  %2462 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2442, i64 %153
  %2463 = getelementptr inbounds i8, ptr %2443, i64 8192
  %2464 = addrspacecast ptr %2463 to ptr addrspace(3)
  %2465 = ptrtoint ptr addrspace(3) %2464 to i64
  %2466 = trunc i64 %2465 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2466, ptr nonnull %2462, i64 16) #5, !srcloc !16
  %2467 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2442, i64 %160
  %2468 = getelementptr inbounds i8, ptr %2443, i64 10240
  %2469 = addrspacecast ptr %2468 to ptr addrspace(3)
  %2470 = ptrtoint ptr addrspace(3) %2469 to i64
  %2471 = trunc i64 %2470 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2471, ptr nonnull %2467, i64 16) #5, !srcloc !16
  %2472 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2442, i64 %167
  %2473 = getelementptr inbounds i8, ptr %2443, i64 12288
  %2474 = addrspacecast ptr %2473 to ptr addrspace(3)
  %2475 = ptrtoint ptr addrspace(3) %2474 to i64
  %2476 = trunc i64 %2475 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2476, ptr nonnull %2472, i64 16) #5, !srcloc !16
  %2477 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2442, i64 %174
  %2478 = getelementptr inbounds i8, ptr %2443, i64 14336
  %2479 = addrspacecast ptr %2478 to ptr addrspace(3)
  %2480 = ptrtoint ptr addrspace(3) %2479 to i64
  %2481 = trunc i64 %2480 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2481, ptr nonnull %2477, i64 16) #5, !srcloc !16
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #5, !srcloc !17
  %2482 = add nsw i32 %2391, 1
  %2483 = icmp eq i32 %2482, 3
  tail call void asm sideeffect "cp.async.wait_all;\0A", ""() #5, !srcloc !23
  %2484 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2389) #5, !srcloc !24
  %2485 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2388) #5, !srcloc !24
  %2486 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2387) #5, !srcloc !24
  %2487 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2386) #5, !srcloc !24
  %2488 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2385) #5, !srcloc !24
  %2489 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2384) #5, !srcloc !24
  %2490 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2383) #5, !srcloc !24
  %2491 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2382) #5, !srcloc !24
  %2492 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2381) #5, !srcloc !24
  %2493 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2380) #5, !srcloc !24
  %2494 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2379) #5, !srcloc !24
  %2495 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2378) #5, !srcloc !24
  %2496 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2377) #5, !srcloc !24
  %2497 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2376) #5, !srcloc !24
  %2498 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2375) #5, !srcloc !24
  %2499 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2374) #5, !srcloc !24
  %2500 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2373) #5, !srcloc !24
  %2501 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2372) #5, !srcloc !24
  %2502 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2371) #5, !srcloc !24
  %2503 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2370) #5, !srcloc !24
  %2504 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2369) #5, !srcloc !24
  %2505 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2368) #5, !srcloc !24
  %2506 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2367) #5, !srcloc !24
  %2507 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2366) #5, !srcloc !24
  %2508 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2365) #5, !srcloc !24
  %2509 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2364) #5, !srcloc !24
  %2510 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2363) #5, !srcloc !24
  %2511 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2362) #5, !srcloc !24
  %2512 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2361) #5, !srcloc !24
  %2513 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2360) #5, !srcloc !24
  %2514 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2359) #5, !srcloc !24
  %2515 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2358) #5, !srcloc !24
  %2516 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2357) #5, !srcloc !24
  %2517 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2356) #5, !srcloc !24
  %2518 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2355) #5, !srcloc !24
  %2519 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2354) #5, !srcloc !24
  %2520 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2353) #5, !srcloc !24
  %2521 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2352) #5, !srcloc !24
  %2522 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2351) #5, !srcloc !24
  %2523 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2350) #5, !srcloc !24
  %2524 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2349) #5, !srcloc !24
  %2525 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2348) #5, !srcloc !24
  %2526 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2347) #5, !srcloc !24
  %2527 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2346) #5, !srcloc !24
  %2528 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2345) #5, !srcloc !24
  %2529 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2344) #5, !srcloc !24
  %2530 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2343) #5, !srcloc !24
  %2531 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2342) #5, !srcloc !24
  %2532 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2341) #5, !srcloc !24
  %2533 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2340) #5, !srcloc !24
  %2534 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2339) #5, !srcloc !24
  %2535 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2338) #5, !srcloc !24
  %2536 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2337) #5, !srcloc !24
  %2537 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2336) #5, !srcloc !24
  %2538 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2335) #5, !srcloc !24
  %2539 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2334) #5, !srcloc !24
  %2540 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2333) #5, !srcloc !24
  %2541 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2332) #5, !srcloc !24
  %2542 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2331) #5, !srcloc !24
  %2543 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2330) #5, !srcloc !24
  %2544 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2329) #5, !srcloc !24
  %2545 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2328) #5, !srcloc !24
  %2546 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2327) #5, !srcloc !24
  %2547 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2326) #5, !srcloc !24
  tail call void asm sideeffect "wgmma.fence.sync.aligned;\0A", "~{memory}"() #5, !srcloc !25
  %2548 = shl nsw i32 %2392, 10
  %2549 = add i32 %2548, %77
  %2550 = add i32 %2548, %264
  %2551 = zext i32 %2549 to i64
  %2552 = or disjoint i64 %2551, 4611686568183201792
  %2553 = zext i32 %2550 to i64
  %2554 = or disjoint i64 %2553, 4611686568183201792
  %2555 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2552, i64 %2554, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2484, i32 %2485, i32 %2486, i32 %2487, i32 %2488, i32 %2489, i32 %2490, i32 %2491, i32 %2492, i32 %2493, i32 %2494, i32 %2495, i32 %2496, i32 %2497, i32 %2498, i32 %2499) #5, !srcloc !26
  %2556 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 0
  %2557 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 1
  %2558 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 2
  %2559 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 3
  %2560 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 4
  %2561 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 5
  %2562 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 6
  %2563 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 7
  %2564 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 8
  %2565 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 9
  %2566 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 10
  %2567 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 11
  %2568 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 12
  %2569 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 13
  %2570 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 14
  %2571 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2555, 15
  %2572 = add i32 %2550, 64
  %2573 = zext i32 %2572 to i64
  %2574 = or disjoint i64 %2573, 4611686568183201792
  %2575 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2552, i64 %2574, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2516, i32 %2517, i32 %2518, i32 %2519, i32 %2520, i32 %2521, i32 %2522, i32 %2523, i32 %2524, i32 %2525, i32 %2526, i32 %2527, i32 %2528, i32 %2529, i32 %2530, i32 %2531) #5, !srcloc !26
  %2576 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 0
  %2577 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 1
  %2578 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 2
  %2579 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 3
  %2580 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 4
  %2581 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 5
  %2582 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 6
  %2583 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 7
  %2584 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 8
  %2585 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 9
  %2586 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 10
  %2587 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 11
  %2588 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 12
  %2589 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 13
  %2590 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 14
  %2591 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2575, 15
  %2592 = add i32 %2549, 64
  %2593 = zext i32 %2592 to i64
  %2594 = or disjoint i64 %2593, 4611686568183201792
  %2595 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2594, i64 %2574, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2532, i32 %2533, i32 %2534, i32 %2535, i32 %2536, i32 %2537, i32 %2538, i32 %2539, i32 %2540, i32 %2541, i32 %2542, i32 %2543, i32 %2544, i32 %2545, i32 %2546, i32 %2547) #5, !srcloc !26
  %2596 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 0
  %2597 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 1
  %2598 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 2
  %2599 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 3
  %2600 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 4
  %2601 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 5
  %2602 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 6
  %2603 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 7
  %2604 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 8
  %2605 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 9
  %2606 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 10
  %2607 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 11
  %2608 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 12
  %2609 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 13
  %2610 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 14
  %2611 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2595, 15
  %2612 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2594, i64 %2554, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2500, i32 %2501, i32 %2502, i32 %2503, i32 %2504, i32 %2505, i32 %2506, i32 %2507, i32 %2508, i32 %2509, i32 %2510, i32 %2511, i32 %2512, i32 %2513, i32 %2514, i32 %2515) #5, !srcloc !26
  %2613 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 0
  %2614 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 1
  %2615 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 2
  %2616 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 3
  %2617 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 4
  %2618 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 5
  %2619 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 6
  %2620 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 7
  %2621 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 8
  %2622 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 9
  %2623 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 10
  %2624 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 11
  %2625 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 12
  %2626 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 13
  %2627 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 14
  %2628 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2612, 15
  %2629 = add i32 %2549, 256
  %2630 = add i32 %2550, 256
  %2631 = zext i32 %2629 to i64
  %2632 = or disjoint i64 %2631, 4611686568183201792
  %2633 = zext i32 %2630 to i64
  %2634 = or disjoint i64 %2633, 4611686568183201792
  %2635 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2632, i64 %2634, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2556, i32 %2557, i32 %2558, i32 %2559, i32 %2560, i32 %2561, i32 %2562, i32 %2563, i32 %2564, i32 %2565, i32 %2566, i32 %2567, i32 %2568, i32 %2569, i32 %2570, i32 %2571) #5, !srcloc !26
  %2636 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 0
  %2637 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 1
  %2638 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 2
  %2639 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 3
  %2640 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 4
  %2641 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 5
  %2642 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 6
  %2643 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 7
  %2644 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 8
  %2645 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 9
  %2646 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 10
  %2647 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 11
  %2648 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 12
  %2649 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 13
  %2650 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 14
  %2651 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2635, 15
  %2652 = add i32 %2550, 320
  %2653 = zext i32 %2652 to i64
  %2654 = or disjoint i64 %2653, 4611686568183201792
  %2655 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2632, i64 %2654, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2576, i32 %2577, i32 %2578, i32 %2579, i32 %2580, i32 %2581, i32 %2582, i32 %2583, i32 %2584, i32 %2585, i32 %2586, i32 %2587, i32 %2588, i32 %2589, i32 %2590, i32 %2591) #5, !srcloc !26
  %2656 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 0
  %2657 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 1
  %2658 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 2
  %2659 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 3
  %2660 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 4
  %2661 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 5
  %2662 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 6
  %2663 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 7
  %2664 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 8
  %2665 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 9
  %2666 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 10
  %2667 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 11
  %2668 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 12
  %2669 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 13
  %2670 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 14
  %2671 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2655, 15
  %2672 = add i32 %2549, 320
  %2673 = zext i32 %2672 to i64
  %2674 = or disjoint i64 %2673, 4611686568183201792
  %2675 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2674, i64 %2654, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2596, i32 %2597, i32 %2598, i32 %2599, i32 %2600, i32 %2601, i32 %2602, i32 %2603, i32 %2604, i32 %2605, i32 %2606, i32 %2607, i32 %2608, i32 %2609, i32 %2610, i32 %2611) #5, !srcloc !26
  %2676 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 0
  %2677 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 1
  %2678 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 2
  %2679 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 3
  %2680 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 4
  %2681 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 5
  %2682 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 6
  %2683 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 7
  %2684 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 8
  %2685 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 9
  %2686 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 10
  %2687 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 11
  %2688 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 12
  %2689 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 13
  %2690 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 14
  %2691 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2675, 15
  %2692 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2674, i64 %2634, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2613, i32 %2614, i32 %2615, i32 %2616, i32 %2617, i32 %2618, i32 %2619, i32 %2620, i32 %2621, i32 %2622, i32 %2623, i32 %2624, i32 %2625, i32 %2626, i32 %2627, i32 %2628) #5, !srcloc !26
  %2693 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 0
  %2694 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 1
  %2695 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 2
  %2696 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 3
  %2697 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 4
  %2698 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 5
  %2699 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 6
  %2700 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 7
  %2701 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 8
  %2702 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 9
  %2703 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 10
  %2704 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 11
  %2705 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 12
  %2706 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 13
  %2707 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 14
  %2708 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2692, 15
  %2709 = add i32 %2549, 512
  %2710 = add i32 %2550, 512
  %2711 = zext i32 %2709 to i64
  %2712 = or disjoint i64 %2711, 4611686568183201792
  %2713 = zext i32 %2710 to i64
  %2714 = or disjoint i64 %2713, 4611686568183201792
  %2715 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2712, i64 %2714, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2636, i32 %2637, i32 %2638, i32 %2639, i32 %2640, i32 %2641, i32 %2642, i32 %2643, i32 %2644, i32 %2645, i32 %2646, i32 %2647, i32 %2648, i32 %2649, i32 %2650, i32 %2651) #5, !srcloc !26
  %2716 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 0
  %2717 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 1
  %2718 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 2
  %2719 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 3
  %2720 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 4
  %2721 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 5
  %2722 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 6
  %2723 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 7
  %2724 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 8
  %2725 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 9
  %2726 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 10
  %2727 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 11
  %2728 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 12
  %2729 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 13
  %2730 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 14
  %2731 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2715, 15
  %2732 = add i32 %2550, 576
  %2733 = zext i32 %2732 to i64
  %2734 = or disjoint i64 %2733, 4611686568183201792
  %2735 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2712, i64 %2734, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2656, i32 %2657, i32 %2658, i32 %2659, i32 %2660, i32 %2661, i32 %2662, i32 %2663, i32 %2664, i32 %2665, i32 %2666, i32 %2667, i32 %2668, i32 %2669, i32 %2670, i32 %2671) #5, !srcloc !26
  %2736 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 0
  %2737 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 1
  %2738 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 2
  %2739 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 3
  %2740 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 4
  %2741 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 5
  %2742 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 6
  %2743 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 7
  %2744 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 8
  %2745 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 9
  %2746 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 10
  %2747 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 11
  %2748 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 12
  %2749 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 13
  %2750 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 14
  %2751 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2735, 15
  %2752 = add i32 %2549, 576
  %2753 = zext i32 %2752 to i64
  %2754 = or disjoint i64 %2753, 4611686568183201792
  %2755 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2754, i64 %2734, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2676, i32 %2677, i32 %2678, i32 %2679, i32 %2680, i32 %2681, i32 %2682, i32 %2683, i32 %2684, i32 %2685, i32 %2686, i32 %2687, i32 %2688, i32 %2689, i32 %2690, i32 %2691) #5, !srcloc !26
  %2756 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 0
  %2757 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 1
  %2758 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 2
  %2759 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 3
  %2760 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 4
  %2761 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 5
  %2762 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 6
  %2763 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 7
  %2764 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 8
  %2765 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 9
  %2766 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 10
  %2767 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 11
  %2768 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 12
  %2769 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 13
  %2770 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 14
  %2771 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2755, 15
  %2772 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2754, i64 %2714, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2693, i32 %2694, i32 %2695, i32 %2696, i32 %2697, i32 %2698, i32 %2699, i32 %2700, i32 %2701, i32 %2702, i32 %2703, i32 %2704, i32 %2705, i32 %2706, i32 %2707, i32 %2708) #5, !srcloc !26
  %2773 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 0
  %2774 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 1
  %2775 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 2
  %2776 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 3
  %2777 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 4
  %2778 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 5
  %2779 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 6
  %2780 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 7
  %2781 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 8
  %2782 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 9
  %2783 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 10
  %2784 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 11
  %2785 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 12
  %2786 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 13
  %2787 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 14
  %2788 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2772, 15
  %2789 = add i32 %2549, 768
  %2790 = add i32 %2550, 768
  %2791 = zext i32 %2789 to i64
  %2792 = or disjoint i64 %2791, 4611686568183201792
  %2793 = zext i32 %2790 to i64
  %2794 = or disjoint i64 %2793, 4611686568183201792
  %2795 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2792, i64 %2794, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2716, i32 %2717, i32 %2718, i32 %2719, i32 %2720, i32 %2721, i32 %2722, i32 %2723, i32 %2724, i32 %2725, i32 %2726, i32 %2727, i32 %2728, i32 %2729, i32 %2730, i32 %2731) #5, !srcloc !26
  %2796 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 0
  %2797 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 1
  %2798 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 2
  %2799 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 3
  %2800 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 4
  %2801 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 5
  %2802 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 6
  %2803 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 7
  %2804 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 8
  %2805 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 9
  %2806 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 10
  %2807 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 11
  %2808 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 12
  %2809 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 13
  %2810 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 14
  %2811 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2795, 15
  %2812 = add i32 %2550, 832
  %2813 = zext i32 %2812 to i64
  %2814 = or disjoint i64 %2813, 4611686568183201792
  %2815 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2792, i64 %2814, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2736, i32 %2737, i32 %2738, i32 %2739, i32 %2740, i32 %2741, i32 %2742, i32 %2743, i32 %2744, i32 %2745, i32 %2746, i32 %2747, i32 %2748, i32 %2749, i32 %2750, i32 %2751) #5, !srcloc !26
  %2816 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 0
  %2817 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 1
  %2818 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 2
  %2819 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 3
  %2820 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 4
  %2821 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 5
  %2822 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 6
  %2823 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 7
  %2824 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 8
  %2825 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 9
  %2826 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 10
  %2827 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 11
  %2828 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 12
  %2829 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 13
  %2830 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 14
  %2831 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2815, 15
  %2832 = add i32 %2549, 832
  %2833 = zext i32 %2832 to i64
  %2834 = or disjoint i64 %2833, 4611686568183201792
  %2835 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2834, i64 %2814, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2756, i32 %2757, i32 %2758, i32 %2759, i32 %2760, i32 %2761, i32 %2762, i32 %2763, i32 %2764, i32 %2765, i32 %2766, i32 %2767, i32 %2768, i32 %2769, i32 %2770, i32 %2771) #5, !srcloc !26
  %2836 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 0
  %2837 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 1
  %2838 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 2
  %2839 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 3
  %2840 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 4
  %2841 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 5
  %2842 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 6
  %2843 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 7
  %2844 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 8
  %2845 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 9
  %2846 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 10
  %2847 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 11
  %2848 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 12
  %2849 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 13
  %2850 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 14
  %2851 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2835, 15
  %2852 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2834, i64 %2794, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2773, i32 %2774, i32 %2775, i32 %2776, i32 %2777, i32 %2778, i32 %2779, i32 %2780, i32 %2781, i32 %2782, i32 %2783, i32 %2784, i32 %2785, i32 %2786, i32 %2787, i32 %2788) #5, !srcloc !26
  %2853 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 0
  %2854 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 1
  %2855 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 2
  %2856 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 3
  %2857 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 4
  %2858 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 5
  %2859 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 6
  %2860 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 7
  %2861 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 8
  %2862 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 9
  %2863 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 10
  %2864 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 11
  %2865 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 12
  %2866 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 13
  %2867 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 14
  %2868 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2852, 15
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;\0A", "~{memory}"() #5, !srcloc !27
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned $0;\0A", "n,~{memory}"(i32 0) #5, !srcloc !28
  %2869 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2796) #5, !srcloc !24
  %2870 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2797) #5, !srcloc !24
  %2871 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2798) #5, !srcloc !24
  %2872 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2799) #5, !srcloc !24
  %2873 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2800) #5, !srcloc !24
  %2874 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2801) #5, !srcloc !24
  %2875 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2802) #5, !srcloc !24
  %2876 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2803) #5, !srcloc !24
  %2877 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2804) #5, !srcloc !24
  %2878 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2805) #5, !srcloc !24
  %2879 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2806) #5, !srcloc !24
  %2880 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2807) #5, !srcloc !24
  %2881 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2808) #5, !srcloc !24
  %2882 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2809) #5, !srcloc !24
  %2883 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2810) #5, !srcloc !24
  %2884 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2811) #5, !srcloc !24
  %2885 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2853) #5, !srcloc !24
  %2886 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2854) #5, !srcloc !24
  %2887 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2855) #5, !srcloc !24
  %2888 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2856) #5, !srcloc !24
  %2889 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2857) #5, !srcloc !24
  %2890 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2858) #5, !srcloc !24
  %2891 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2859) #5, !srcloc !24
  %2892 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2860) #5, !srcloc !24
  %2893 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2861) #5, !srcloc !24
  %2894 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2862) #5, !srcloc !24
  %2895 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2863) #5, !srcloc !24
  %2896 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2864) #5, !srcloc !24
  %2897 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2865) #5, !srcloc !24
  %2898 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2866) #5, !srcloc !24
  %2899 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2867) #5, !srcloc !24
  %2900 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2868) #5, !srcloc !24
  %2901 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2816) #5, !srcloc !24
  %2902 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2817) #5, !srcloc !24
  %2903 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2818) #5, !srcloc !24
  %2904 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2819) #5, !srcloc !24
  %2905 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2820) #5, !srcloc !24
  %2906 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2821) #5, !srcloc !24
  %2907 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2822) #5, !srcloc !24
  %2908 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2823) #5, !srcloc !24
  %2909 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2824) #5, !srcloc !24
  %2910 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2825) #5, !srcloc !24
  %2911 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2826) #5, !srcloc !24
  %2912 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2827) #5, !srcloc !24
  %2913 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2828) #5, !srcloc !24
  %2914 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2829) #5, !srcloc !24
  %2915 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2830) #5, !srcloc !24
  %2916 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2831) #5, !srcloc !24
  %2917 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2836) #5, !srcloc !24
  %2918 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2837) #5, !srcloc !24
  %2919 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2838) #5, !srcloc !24
  %2920 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2839) #5, !srcloc !24
  %2921 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2840) #5, !srcloc !24
  %2922 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2841) #5, !srcloc !24
  %2923 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2842) #5, !srcloc !24
  %2924 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2843) #5, !srcloc !24
  %2925 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2844) #5, !srcloc !24
  %2926 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2845) #5, !srcloc !24
  %2927 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2846) #5, !srcloc !24
  %2928 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2847) #5, !srcloc !24
  %2929 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2848) #5, !srcloc !24
  %2930 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2849) #5, !srcloc !24
  %2931 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2850) #5, !srcloc !24
  %2932 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2851) #5, !srcloc !24
  %2933 = select i1 %2483, i32 0, i32 %2482
  %2934 = add nsw i32 %2392, 1
  %2935 = icmp eq i32 %2934, 3
  %2936 = select i1 %2935, i32 0, i32 %2934
  %2937 = add nuw nsw i32 %2390, 1
  %2938 = icmp eq i32 %2937, %269
  br i1 %2938, label %270, label %2325, !llvm.loop !29
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJiNS3_ILi1EEEEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJNS3_ILi8EEENS3_ILi16EEEEEENS1_IJS5_S9_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJS5_NS3_ILi512EEEEEENS1_IJS9_NS3_ILi0EEEEEENS1_IJSQ_NS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES10_EES8_EEENSG_INS1_IJSJ_SH_EEENS1_IJNS1_IJS4_S9_EEESI_EEEEENS1_IJSI_S5_EEEEES8_SA_SW_S18_S8_NS1_IJS9_iEEENS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1D_5MajorE0ELS1F_0ELNS1D_7ScaleInE1ELS1G_1EEEEEENSG_INS1_IJS9_S9_S9_EEENS1_IJSQ_SQ_SQ_EEEEENS1_IJNS0_10UnderscoreES1M_S1M_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_PKT5_T6_T7_T8_PT9_T10_T11_T12_T13_(ptr nocapture noundef readonly byval(%"struct.cute::tuple") align 4 %0, ptr nocapture noundef readnone byval(%"struct.cute::tuple.2") align 1 %1, ptr noundef %2, ptr nocapture noundef readonly byval(%"struct.cute::tuple.184") align 4 %3, ptr nocapture noundef readnone byval(%"struct.cute::ComposedLayout.3172") align 1 %4, ptr nocapture noundef readnone byval(%"struct.cute::TiledCopy.3176") align 1 %5, ptr noundef %6, ptr nocapture noundef readonly byval(%"struct.cute::tuple.184") align 4 %7, ptr nocapture noundef readnone byval(%"struct.cute::ComposedLayout.3172") align 1 %8, ptr nocapture noundef readnone byval(%"struct.cute::TiledCopy.3176") align 1 %9, ptr noundef %10, ptr nocapture noundef readonly byval(%"struct.cute::tuple.4") align 4 %11, ptr nocapture noundef readonly byval(%"struct.cute::TiledMMA.3177") align 4 %12, ptr nocapture noundef readonly byval(%"struct.cutlass::half_t") align 2 %13, ptr nocapture noundef readonly byval(%"struct.cutlass::half_t") align 2 %14) local_unnamed_addr #1 comdat {
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !12
  %18 = load i32, ptr %3, align 4
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %11, align 4
  %21 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %23 = add nsw i32 %17, 63
  %24 = shl i32 %21, 7
  %25 = mul i32 %24, %18
  %26 = zext i32 %25 to i64
  %27 = shl nuw nsw i32 %22, 7
  %28 = mul i32 %27, %19
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds %"struct.cutlass::half_t", ptr %6, i64 %29
  %31 = mul i32 %20, %22
  %32 = add i32 %31, %21
  %33 = shl i32 %32, 7
  %34 = zext i32 %33 to i64
  %35 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = lshr i32 %35, 3
  %37 = shl nuw nsw i32 %35, 3
  %38 = and i32 %37, 56
  %39 = mul i32 %18, %36
  %40 = add i32 %39, %38
  %41 = zext i32 %40 to i64
  %42 = and i32 %37, 504
  %43 = and i32 %37, 7680
  %44 = and i32 %35, 56
  %45 = xor i32 %42, %44
  %46 = or disjoint i32 %45, %43
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds %"struct.cutlass::half_t", ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 %47
  %49 = mul i32 %19, %36
  %50 = add i32 %49, %38
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds %"struct.cutlass::half_t", ptr %30, i64 %51
  %53 = shl nsw i32 %20, 6
  %54 = lshr i32 %35, 2
  %55 = shl nuw nsw i32 %35, 1
  %56 = and i32 %55, 6
  %57 = mul i32 %56, %20
  %58 = and i32 %54, 7
  %59 = lshr i32 %35, 1
  %60 = and i32 %59, 48
  %61 = or disjoint i32 %58, %60
  %62 = add i32 %61, %57
  %63 = zext i32 %62 to i64
  %64 = lshr i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), 4
  %65 = and i32 %64, 16383
  %66 = lshr i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152) to ptr addrspace(3)) to i32), 4
  %67 = and i32 %66, 16383
  %68 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2, i64 %26
  %69 = shl nsw i32 %18, 4
  %70 = getelementptr inbounds %"struct.cutlass::half_t", ptr %68, i64 %41
  %71 = shl nsw i32 %19, 4
  %72 = getelementptr inbounds %"struct.cutlass::half_t", ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152), i64 %47
  %73 = shl nsw i32 %20, 3
  %74 = or disjoint i32 %65, 65536
  %75 = addrspacecast ptr %48 to ptr addrspace(3)
  %76 = ptrtoint ptr addrspace(3) %75 to i64
  %77 = trunc i64 %76 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %77, ptr nonnull %70, i64 16) #5, !srcloc !16
  %78 = sext i32 %69 to i64
  %79 = getelementptr inbounds %"struct.cutlass::half_t", ptr %70, i64 %78
  %80 = getelementptr inbounds i8, ptr %48, i64 2048
  %81 = addrspacecast ptr %80 to ptr addrspace(3)
  %82 = ptrtoint ptr addrspace(3) %81 to i64
  %83 = trunc i64 %82 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %83, ptr nonnull %79, i64 16) #5, !srcloc !16
  %84 = shl nsw i32 %18, 5
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds %"struct.cutlass::half_t", ptr %70, i64 %85
  %87 = getelementptr inbounds i8, ptr %48, i64 4096
  %88 = addrspacecast ptr %87 to ptr addrspace(3)
  %89 = ptrtoint ptr addrspace(3) %88 to i64
  %90 = trunc i64 %89 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %90, ptr nonnull %86, i64 16) #5, !srcloc !16
  %91 = mul nsw i32 %18, 48
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds %"struct.cutlass::half_t", ptr %70, i64 %92
  %94 = getelementptr inbounds i8, ptr %48, i64 6144
  %95 = addrspacecast ptr %94 to ptr addrspace(3)
  %96 = ptrtoint ptr addrspace(3) %95 to i64
  %97 = trunc i64 %96 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %97, ptr nonnull %93, i64 16) #5, !srcloc !16
  %98 = shl nsw i32 %18, 6
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds %"struct.cutlass::half_t", ptr %70, i64 %99
  %101 = getelementptr inbounds i8, ptr %48, i64 8192
  %102 = addrspacecast ptr %101 to ptr addrspace(3)
  %103 = ptrtoint ptr addrspace(3) %102 to i64
  %104 = trunc i64 %103 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %104, ptr nonnull %100, i64 16) #5, !srcloc !16
  %105 = mul nsw i32 %18, 80
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds %"struct.cutlass::half_t", ptr %70, i64 %106
  %108 = getelementptr inbounds i8, ptr %48, i64 10240
  %109 = addrspacecast ptr %108 to ptr addrspace(3)
  %110 = ptrtoint ptr addrspace(3) %109 to i64
  %111 = trunc i64 %110 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %111, ptr nonnull %107, i64 16) #5, !srcloc !16
  %112 = mul nsw i32 %18, 96
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds %"struct.cutlass::half_t", ptr %70, i64 %113
  %115 = getelementptr inbounds i8, ptr %48, i64 12288
  %116 = addrspacecast ptr %115 to ptr addrspace(3)
  %117 = ptrtoint ptr addrspace(3) %116 to i64
  %118 = trunc i64 %117 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %118, ptr nonnull %114, i64 16) #5, !srcloc !16
  %119 = mul nsw i32 %18, 112
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds %"struct.cutlass::half_t", ptr %70, i64 %120
  %122 = getelementptr inbounds i8, ptr %48, i64 14336
  %123 = addrspacecast ptr %122 to ptr addrspace(3)
  %124 = ptrtoint ptr addrspace(3) %123 to i64
  %125 = trunc i64 %124 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %125, ptr nonnull %121, i64 16) #5, !srcloc !16
  %126 = addrspacecast ptr %72 to ptr addrspace(3)
  %127 = ptrtoint ptr addrspace(3) %126 to i64
  %128 = trunc i64 %127 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %128, ptr nonnull %52, i64 16) #5, !srcloc !16
  %129 = sext i32 %71 to i64
  %130 = getelementptr inbounds %"struct.cutlass::half_t", ptr %52, i64 %129
  %131 = getelementptr inbounds i8, ptr %72, i64 2048
  %132 = addrspacecast ptr %131 to ptr addrspace(3)
  %133 = ptrtoint ptr addrspace(3) %132 to i64
  %134 = trunc i64 %133 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %134, ptr nonnull %130, i64 16) #5, !srcloc !16
  %135 = shl nsw i32 %19, 5
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds %"struct.cutlass::half_t", ptr %52, i64 %136
  %138 = getelementptr inbounds i8, ptr %72, i64 4096
  %139 = addrspacecast ptr %138 to ptr addrspace(3)
  %140 = ptrtoint ptr addrspace(3) %139 to i64
  %141 = trunc i64 %140 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %141, ptr nonnull %137, i64 16) #5, !srcloc !16
  %142 = mul nsw i32 %19, 48
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds %"struct.cutlass::half_t", ptr %52, i64 %143
  %145 = getelementptr inbounds i8, ptr %72, i64 6144
  %146 = addrspacecast ptr %145 to ptr addrspace(3)
  %147 = ptrtoint ptr addrspace(3) %146 to i64
  %148 = trunc i64 %147 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %148, ptr nonnull %144, i64 16) #5, !srcloc !16
  %149 = shl nsw i32 %19, 6
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds %"struct.cutlass::half_t", ptr %52, i64 %150
  %152 = getelementptr inbounds i8, ptr %72, i64 8192
  %153 = addrspacecast ptr %152 to ptr addrspace(3)
  %154 = ptrtoint ptr addrspace(3) %153 to i64
  %155 = trunc i64 %154 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %155, ptr nonnull %151, i64 16) #5, !srcloc !16
  %156 = mul nsw i32 %19, 80
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds %"struct.cutlass::half_t", ptr %52, i64 %157
  %159 = getelementptr inbounds i8, ptr %72, i64 10240
  %160 = addrspacecast ptr %159 to ptr addrspace(3)
  %161 = ptrtoint ptr addrspace(3) %160 to i64
  %162 = trunc i64 %161 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %162, ptr nonnull %158, i64 16) #5, !srcloc !16
  %163 = mul nsw i32 %19, 96
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds %"struct.cutlass::half_t", ptr %52, i64 %164
  %166 = getelementptr inbounds i8, ptr %72, i64 12288
  %167 = addrspacecast ptr %166 to ptr addrspace(3)
  %168 = ptrtoint ptr addrspace(3) %167 to i64
  %169 = trunc i64 %168 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %169, ptr nonnull %165, i64 16) #5, !srcloc !16
  %170 = mul nsw i32 %19, 112
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds %"struct.cutlass::half_t", ptr %52, i64 %171
  %173 = getelementptr inbounds i8, ptr %72, i64 14336
  %174 = addrspacecast ptr %173 to ptr addrspace(3)
  %175 = ptrtoint ptr addrspace(3) %174 to i64
  %176 = trunc i64 %175 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %176, ptr nonnull %172, i64 16) #5, !srcloc !16
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #5, !srcloc !17
  %177 = getelementptr inbounds i8, ptr %70, i64 128
  %178 = getelementptr inbounds i8, ptr %48, i64 16384
  %179 = addrspacecast ptr %178 to ptr addrspace(3)
  %180 = ptrtoint ptr addrspace(3) %179 to i64
  %181 = trunc i64 %180 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %181, ptr nonnull %177, i64 16) #5, !srcloc !16
  %182 = getelementptr inbounds %"struct.cutlass::half_t", ptr %177, i64 %78
  %183 = getelementptr inbounds i8, ptr %48, i64 18432
  %184 = addrspacecast ptr %183 to ptr addrspace(3)
  %185 = ptrtoint ptr addrspace(3) %184 to i64
  %186 = trunc i64 %185 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %186, ptr nonnull %182, i64 16) #5, !srcloc !16
  %187 = getelementptr inbounds %"struct.cutlass::half_t", ptr %177, i64 %85
  %188 = getelementptr inbounds i8, ptr %48, i64 20480
  %189 = addrspacecast ptr %188 to ptr addrspace(3)
  %190 = ptrtoint ptr addrspace(3) %189 to i64
  %191 = trunc i64 %190 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %191, ptr nonnull %187, i64 16) #5, !srcloc !16
  %192 = getelementptr inbounds %"struct.cutlass::half_t", ptr %177, i64 %92
  %193 = getelementptr inbounds i8, ptr %48, i64 22528
  %194 = addrspacecast ptr %193 to ptr addrspace(3)
  %195 = ptrtoint ptr addrspace(3) %194 to i64
  %196 = trunc i64 %195 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %196, ptr nonnull %192, i64 16) #5, !srcloc !16
  %197 = getelementptr inbounds %"struct.cutlass::half_t", ptr %177, i64 %99
  %198 = getelementptr inbounds i8, ptr %48, i64 24576
  %199 = addrspacecast ptr %198 to ptr addrspace(3)
  %200 = ptrtoint ptr addrspace(3) %199 to i64
  %201 = trunc i64 %200 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %201, ptr nonnull %197, i64 16) #5, !srcloc !16
  %202 = getelementptr inbounds %"struct.cutlass::half_t", ptr %177, i64 %106
  %203 = getelementptr inbounds i8, ptr %48, i64 26624
  %204 = addrspacecast ptr %203 to ptr addrspace(3)
  %205 = ptrtoint ptr addrspace(3) %204 to i64
  %206 = trunc i64 %205 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %206, ptr nonnull %202, i64 16) #5, !srcloc !16
  %207 = getelementptr inbounds %"struct.cutlass::half_t", ptr %177, i64 %113
  %208 = getelementptr inbounds i8, ptr %48, i64 28672
  %209 = addrspacecast ptr %208 to ptr addrspace(3)
  %210 = ptrtoint ptr addrspace(3) %209 to i64
  %211 = trunc i64 %210 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %211, ptr nonnull %207, i64 16) #5, !srcloc !16
  %212 = getelementptr inbounds %"struct.cutlass::half_t", ptr %177, i64 %120
  %213 = getelementptr inbounds i8, ptr %48, i64 30720
  %214 = addrspacecast ptr %213 to ptr addrspace(3)
  %215 = ptrtoint ptr addrspace(3) %214 to i64
  %216 = trunc i64 %215 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %216, ptr nonnull %212, i64 16) #5, !srcloc !16
  %217 = getelementptr inbounds i8, ptr %52, i64 128
  %218 = getelementptr inbounds i8, ptr %72, i64 16384
  %219 = addrspacecast ptr %218 to ptr addrspace(3)
  %220 = ptrtoint ptr addrspace(3) %219 to i64
  %221 = trunc i64 %220 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %221, ptr nonnull %217, i64 16) #5, !srcloc !16
  %222 = getelementptr inbounds %"struct.cutlass::half_t", ptr %217, i64 %129
  %223 = getelementptr inbounds i8, ptr %72, i64 18432
  %224 = addrspacecast ptr %223 to ptr addrspace(3)
  %225 = ptrtoint ptr addrspace(3) %224 to i64
  %226 = trunc i64 %225 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %226, ptr nonnull %222, i64 16) #5, !srcloc !16
  %227 = getelementptr inbounds %"struct.cutlass::half_t", ptr %217, i64 %136
  %228 = getelementptr inbounds i8, ptr %72, i64 20480
  %229 = addrspacecast ptr %228 to ptr addrspace(3)
  %230 = ptrtoint ptr addrspace(3) %229 to i64
  %231 = trunc i64 %230 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %231, ptr nonnull %227, i64 16) #5, !srcloc !16
  %232 = getelementptr inbounds %"struct.cutlass::half_t", ptr %217, i64 %143
  %233 = getelementptr inbounds i8, ptr %72, i64 22528
  %234 = addrspacecast ptr %233 to ptr addrspace(3)
  %235 = ptrtoint ptr addrspace(3) %234 to i64
  %236 = trunc i64 %235 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %236, ptr nonnull %232, i64 16) #5, !srcloc !16
  %237 = getelementptr inbounds %"struct.cutlass::half_t", ptr %217, i64 %150
  %238 = getelementptr inbounds i8, ptr %72, i64 24576
  %239 = addrspacecast ptr %238 to ptr addrspace(3)
  %240 = ptrtoint ptr addrspace(3) %239 to i64
  %241 = trunc i64 %240 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %241, ptr nonnull %237, i64 16) #5, !srcloc !16
  %242 = getelementptr inbounds %"struct.cutlass::half_t", ptr %217, i64 %157
  %243 = getelementptr inbounds i8, ptr %72, i64 26624
  %244 = addrspacecast ptr %243 to ptr addrspace(3)
  %245 = ptrtoint ptr addrspace(3) %244 to i64
  %246 = trunc i64 %245 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %246, ptr nonnull %242, i64 16) #5, !srcloc !16
  %247 = getelementptr inbounds %"struct.cutlass::half_t", ptr %217, i64 %164
  %248 = getelementptr inbounds i8, ptr %72, i64 28672
  %249 = addrspacecast ptr %248 to ptr addrspace(3)
  %250 = ptrtoint ptr addrspace(3) %249 to i64
  %251 = trunc i64 %250 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %251, ptr nonnull %247, i64 16) #5, !srcloc !16
  %252 = getelementptr inbounds %"struct.cutlass::half_t", ptr %217, i64 %171
  %253 = getelementptr inbounds i8, ptr %72, i64 30720
  %254 = addrspacecast ptr %253 to ptr addrspace(3)
  %255 = ptrtoint ptr addrspace(3) %254 to i64
  %256 = trunc i64 %255 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %256, ptr nonnull %252, i64 16) #5, !srcloc !16
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #5, !srcloc !17
  %257 = getelementptr inbounds %"struct.cutlass::half_t", ptr %10, i64 %34
  %258 = getelementptr inbounds %"struct.cutlass::half_t", ptr %257, i64 %63
  %259 = sdiv i32 %23, 64
  %260 = or disjoint i32 %67, 65536
  tail call void @llvm.nvvm.barrier0()
  %261 = icmp sgt i32 %17, 0
  br i1 %261, label %262, label %266

262:                                              ; preds = %15
  %263 = add nsw i32 %259, -1
  %264 = load i32, ptr %12, align 4
  %265 = tail call i32 @llvm.smax.i32(i32 %259, i32 1)
  br label %2321

266:                                              ; preds = %2321, %15
  %267 = phi i32 [ 0, %15 ], [ %2926, %2321 ]
  %268 = phi i32 [ 0, %15 ], [ %2925, %2321 ]
  %269 = phi i32 [ 0, %15 ], [ %2924, %2321 ]
  %270 = phi i32 [ 0, %15 ], [ %2923, %2321 ]
  %271 = phi i32 [ 0, %15 ], [ %2922, %2321 ]
  %272 = phi i32 [ 0, %15 ], [ %2921, %2321 ]
  %273 = phi i32 [ 0, %15 ], [ %2920, %2321 ]
  %274 = phi i32 [ 0, %15 ], [ %2919, %2321 ]
  %275 = phi i32 [ 0, %15 ], [ %2918, %2321 ]
  %276 = phi i32 [ 0, %15 ], [ %2917, %2321 ]
  %277 = phi i32 [ 0, %15 ], [ %2916, %2321 ]
  %278 = phi i32 [ 0, %15 ], [ %2915, %2321 ]
  %279 = phi i32 [ 0, %15 ], [ %2914, %2321 ]
  %280 = phi i32 [ 0, %15 ], [ %2913, %2321 ]
  %281 = phi i32 [ 0, %15 ], [ %2912, %2321 ]
  %282 = phi i32 [ 0, %15 ], [ %2911, %2321 ]
  %283 = phi i32 [ 0, %15 ], [ %2910, %2321 ]
  %284 = phi i32 [ 0, %15 ], [ %2909, %2321 ]
  %285 = phi i32 [ 0, %15 ], [ %2908, %2321 ]
  %286 = phi i32 [ 0, %15 ], [ %2907, %2321 ]
  %287 = phi i32 [ 0, %15 ], [ %2906, %2321 ]
  %288 = phi i32 [ 0, %15 ], [ %2905, %2321 ]
  %289 = phi i32 [ 0, %15 ], [ %2904, %2321 ]
  %290 = phi i32 [ 0, %15 ], [ %2903, %2321 ]
  %291 = phi i32 [ 0, %15 ], [ %2902, %2321 ]
  %292 = phi i32 [ 0, %15 ], [ %2901, %2321 ]
  %293 = phi i32 [ 0, %15 ], [ %2900, %2321 ]
  %294 = phi i32 [ 0, %15 ], [ %2899, %2321 ]
  %295 = phi i32 [ 0, %15 ], [ %2898, %2321 ]
  %296 = phi i32 [ 0, %15 ], [ %2897, %2321 ]
  %297 = phi i32 [ 0, %15 ], [ %2896, %2321 ]
  %298 = phi i32 [ 0, %15 ], [ %2895, %2321 ]
  %299 = phi i32 [ 0, %15 ], [ %2894, %2321 ]
  %300 = phi i32 [ 0, %15 ], [ %2893, %2321 ]
  %301 = phi i32 [ 0, %15 ], [ %2892, %2321 ]
  %302 = phi i32 [ 0, %15 ], [ %2891, %2321 ]
  %303 = phi i32 [ 0, %15 ], [ %2890, %2321 ]
  %304 = phi i32 [ 0, %15 ], [ %2889, %2321 ]
  %305 = phi i32 [ 0, %15 ], [ %2888, %2321 ]
  %306 = phi i32 [ 0, %15 ], [ %2887, %2321 ]
  %307 = phi i32 [ 0, %15 ], [ %2886, %2321 ]
  %308 = phi i32 [ 0, %15 ], [ %2885, %2321 ]
  %309 = phi i32 [ 0, %15 ], [ %2884, %2321 ]
  %310 = phi i32 [ 0, %15 ], [ %2883, %2321 ]
  %311 = phi i32 [ 0, %15 ], [ %2882, %2321 ]
  %312 = phi i32 [ 0, %15 ], [ %2881, %2321 ]
  %313 = phi i32 [ 0, %15 ], [ %2880, %2321 ]
  %314 = phi i32 [ 0, %15 ], [ %2879, %2321 ]
  %315 = phi i32 [ 0, %15 ], [ %2878, %2321 ]
  %316 = phi i32 [ 0, %15 ], [ %2877, %2321 ]
  %317 = phi i32 [ 0, %15 ], [ %2876, %2321 ]
  %318 = phi i32 [ 0, %15 ], [ %2875, %2321 ]
  %319 = phi i32 [ 0, %15 ], [ %2874, %2321 ]
  %320 = phi i32 [ 0, %15 ], [ %2873, %2321 ]
  %321 = phi i32 [ 0, %15 ], [ %2872, %2321 ]
  %322 = phi i32 [ 0, %15 ], [ %2871, %2321 ]
  %323 = phi i32 [ 0, %15 ], [ %2870, %2321 ]
  %324 = phi i32 [ 0, %15 ], [ %2869, %2321 ]
  %325 = phi i32 [ 0, %15 ], [ %2868, %2321 ]
  %326 = phi i32 [ 0, %15 ], [ %2867, %2321 ]
  %327 = phi i32 [ 0, %15 ], [ %2866, %2321 ]
  %328 = phi i32 [ 0, %15 ], [ %2865, %2321 ]
  %329 = phi i32 [ 0, %15 ], [ %2864, %2321 ]
  %330 = phi i32 [ 0, %15 ], [ %2863, %2321 ]
  %331 = load i16, ptr %14, align 2
  %332 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %331) #6, !srcloc !18
  %333 = fcmp contract oeq float %332, 0.000000e+00
  %334 = load i16, ptr %13, align 2
  %335 = trunc i32 %330 to i16
  br i1 %333, label %336, label %338

336:                                              ; preds = %266
  %337 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %335) #6, !srcloc !19
  br label %343

338:                                              ; preds = %266
  %339 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %335) #6, !srcloc !19
  %340 = load i16, ptr %258, align 2, !tbaa !20
  %341 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %340) #6, !srcloc !19
  %342 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %339, i16 %341) #6, !srcloc !22
  br label %343

343:                                              ; preds = %338, %336
  %344 = phi i16 [ %337, %336 ], [ %342, %338 ]
  store i16 %344, ptr %258, align 2, !tbaa !20
  %345 = lshr i32 %330, 16
  %346 = trunc nuw i32 %345 to i16
  %347 = sext i32 %20 to i64
  br i1 %333, label %354, label %348

348:                                              ; preds = %343
  %349 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %346) #6, !srcloc !19
  %350 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %347
  %351 = load i16, ptr %350, align 2, !tbaa !20
  %352 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %351) #6, !srcloc !19
  %353 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %349, i16 %352) #6, !srcloc !22
  br label %356

354:                                              ; preds = %343
  %355 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %346) #6, !srcloc !19
  br label %356

356:                                              ; preds = %354, %348
  %357 = phi i16 [ %355, %354 ], [ %353, %348 ]
  %358 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %347
  store i16 %357, ptr %358, align 2, !tbaa !20
  %359 = trunc i32 %329 to i16
  br i1 %333, label %366, label %360

360:                                              ; preds = %356
  %361 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %359) #6, !srcloc !19
  %362 = getelementptr inbounds i8, ptr %258, i64 16
  %363 = load i16, ptr %362, align 2, !tbaa !20
  %364 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %363) #6, !srcloc !19
  %365 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %361, i16 %364) #6, !srcloc !22
  br label %368

366:                                              ; preds = %356
  %367 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %359) #6, !srcloc !19
  br label %368

368:                                              ; preds = %366, %360
  %369 = phi i16 [ %367, %366 ], [ %365, %360 ]
  %370 = getelementptr inbounds i8, ptr %258, i64 16
  store i16 %369, ptr %370, align 2, !tbaa !20
  %371 = lshr i32 %329, 16
  %372 = trunc nuw i32 %371 to i16
  %373 = add i32 %20, 8
  %374 = sext i32 %373 to i64
  br i1 %333, label %381, label %375

375:                                              ; preds = %368
  %376 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %372) #6, !srcloc !19
  %377 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %374
  %378 = load i16, ptr %377, align 2, !tbaa !20
  %379 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %378) #6, !srcloc !19
  %380 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %376, i16 %379) #6, !srcloc !22
  br label %383

381:                                              ; preds = %368
  %382 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %372) #6, !srcloc !19
  br label %383

383:                                              ; preds = %381, %375
  %384 = phi i16 [ %382, %381 ], [ %380, %375 ]
  %385 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %374
  store i16 %384, ptr %385, align 2, !tbaa !20
  %386 = trunc i32 %328 to i16
  %387 = sext i32 %73 to i64
  br i1 %333, label %394, label %388

388:                                              ; preds = %383
  %389 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %386) #6, !srcloc !19
  %390 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %387
  %391 = load i16, ptr %390, align 2, !tbaa !20
  %392 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %391) #6, !srcloc !19
  %393 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %389, i16 %392) #6, !srcloc !22
  br label %396

394:                                              ; preds = %383
  %395 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %386) #6, !srcloc !19
  br label %396

396:                                              ; preds = %394, %388
  %397 = phi i16 [ %395, %394 ], [ %393, %388 ]
  %398 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %387
  store i16 %397, ptr %398, align 2, !tbaa !20
  %399 = lshr i32 %328, 16
  %400 = trunc nuw i32 %399 to i16
  %401 = mul i32 %20, 9
  %402 = sext i32 %401 to i64
  br i1 %333, label %409, label %403

403:                                              ; preds = %396
  %404 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %400) #6, !srcloc !19
  %405 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %402
  %406 = load i16, ptr %405, align 2, !tbaa !20
  %407 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %406) #6, !srcloc !19
  %408 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %404, i16 %407) #6, !srcloc !22
  br label %411

409:                                              ; preds = %396
  %410 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %400) #6, !srcloc !19
  br label %411

411:                                              ; preds = %409, %403
  %412 = phi i16 [ %410, %409 ], [ %408, %403 ]
  %413 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %402
  store i16 %412, ptr %413, align 2, !tbaa !20
  %414 = trunc i32 %327 to i16
  %415 = add i32 %73, 8
  %416 = sext i32 %415 to i64
  br i1 %333, label %423, label %417

417:                                              ; preds = %411
  %418 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %414) #6, !srcloc !19
  %419 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %416
  %420 = load i16, ptr %419, align 2, !tbaa !20
  %421 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %420) #6, !srcloc !19
  %422 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %418, i16 %421) #6, !srcloc !22
  br label %425

423:                                              ; preds = %411
  %424 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %414) #6, !srcloc !19
  br label %425

425:                                              ; preds = %423, %417
  %426 = phi i16 [ %424, %423 ], [ %422, %417 ]
  %427 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %416
  store i16 %426, ptr %427, align 2, !tbaa !20
  %428 = lshr i32 %327, 16
  %429 = trunc nuw i32 %428 to i16
  br i1 %333, label %438, label %430

430:                                              ; preds = %425
  %431 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %429) #6, !srcloc !19
  %432 = add i32 %401, 8
  %433 = sext i32 %432 to i64
  %434 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %433
  %435 = load i16, ptr %434, align 2, !tbaa !20
  %436 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %435) #6, !srcloc !19
  %437 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %431, i16 %436) #6, !srcloc !22
  br label %440

438:                                              ; preds = %425
  %439 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %429) #6, !srcloc !19
  br label %440

440:                                              ; preds = %438, %430
  %441 = phi i16 [ %439, %438 ], [ %437, %430 ]
  %442 = add i32 %373, %73
  %443 = sext i32 %442 to i64
  %444 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %443
  store i16 %441, ptr %444, align 2, !tbaa !20
  %445 = trunc i32 %326 to i16
  %446 = shl nsw i32 %20, 4
  %447 = sext i32 %446 to i64
  br i1 %333, label %454, label %448

448:                                              ; preds = %440
  %449 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %445) #6, !srcloc !19
  %450 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %447
  %451 = load i16, ptr %450, align 2, !tbaa !20
  %452 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %451) #6, !srcloc !19
  %453 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %449, i16 %452) #6, !srcloc !22
  br label %456

454:                                              ; preds = %440
  %455 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %445) #6, !srcloc !19
  br label %456

456:                                              ; preds = %454, %448
  %457 = phi i16 [ %455, %454 ], [ %453, %448 ]
  %458 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %447
  store i16 %457, ptr %458, align 2, !tbaa !20
  %459 = lshr i32 %326, 16
  %460 = trunc nuw i32 %459 to i16
  %461 = mul i32 %20, 17
  %462 = sext i32 %461 to i64
  br i1 %333, label %469, label %463

463:                                              ; preds = %456
  %464 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %460) #6, !srcloc !19
  %465 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %462
  %466 = load i16, ptr %465, align 2, !tbaa !20
  %467 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %466) #6, !srcloc !19
  %468 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %464, i16 %467) #6, !srcloc !22
  br label %471

469:                                              ; preds = %456
  %470 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %460) #6, !srcloc !19
  br label %471

471:                                              ; preds = %469, %463
  %472 = phi i16 [ %470, %469 ], [ %468, %463 ]
  %473 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %462
  store i16 %472, ptr %473, align 2, !tbaa !20
  %474 = trunc i32 %325 to i16
  %475 = or disjoint i32 %446, 8
  %476 = sext i32 %475 to i64
  br i1 %333, label %483, label %477

477:                                              ; preds = %471
  %478 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %474) #6, !srcloc !19
  %479 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %476
  %480 = load i16, ptr %479, align 2, !tbaa !20
  %481 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %480) #6, !srcloc !19
  %482 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %478, i16 %481) #6, !srcloc !22
  br label %485

483:                                              ; preds = %471
  %484 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %474) #6, !srcloc !19
  br label %485

485:                                              ; preds = %483, %477
  %486 = phi i16 [ %484, %483 ], [ %482, %477 ]
  %487 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %476
  store i16 %486, ptr %487, align 2, !tbaa !20
  %488 = lshr i32 %325, 16
  %489 = trunc nuw i32 %488 to i16
  br i1 %333, label %498, label %490

490:                                              ; preds = %485
  %491 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %489) #6, !srcloc !19
  %492 = add i32 %461, 8
  %493 = sext i32 %492 to i64
  %494 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %493
  %495 = load i16, ptr %494, align 2, !tbaa !20
  %496 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %495) #6, !srcloc !19
  %497 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %491, i16 %496) #6, !srcloc !22
  br label %500

498:                                              ; preds = %485
  %499 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %489) #6, !srcloc !19
  br label %500

500:                                              ; preds = %498, %490
  %501 = phi i16 [ %499, %498 ], [ %497, %490 ]
  %502 = add i32 %373, %446
  %503 = sext i32 %502 to i64
  %504 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %503
  store i16 %501, ptr %504, align 2, !tbaa !20
  %505 = trunc i32 %324 to i16
  %506 = mul nsw i32 %20, 24
  %507 = sext i32 %506 to i64
  br i1 %333, label %514, label %508

508:                                              ; preds = %500
  %509 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %505) #6, !srcloc !19
  %510 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %507
  %511 = load i16, ptr %510, align 2, !tbaa !20
  %512 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %511) #6, !srcloc !19
  %513 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %509, i16 %512) #6, !srcloc !22
  br label %516

514:                                              ; preds = %500
  %515 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %505) #6, !srcloc !19
  br label %516

516:                                              ; preds = %514, %508
  %517 = phi i16 [ %515, %514 ], [ %513, %508 ]
  %518 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %507
  store i16 %517, ptr %518, align 2, !tbaa !20
  %519 = lshr i32 %324, 16
  %520 = trunc nuw i32 %519 to i16
  %521 = mul i32 %20, 25
  %522 = sext i32 %521 to i64
  br i1 %333, label %529, label %523

523:                                              ; preds = %516
  %524 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %520) #6, !srcloc !19
  %525 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %522
  %526 = load i16, ptr %525, align 2, !tbaa !20
  %527 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %526) #6, !srcloc !19
  %528 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %524, i16 %527) #6, !srcloc !22
  br label %531

529:                                              ; preds = %516
  %530 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %520) #6, !srcloc !19
  br label %531

531:                                              ; preds = %529, %523
  %532 = phi i16 [ %530, %529 ], [ %528, %523 ]
  %533 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %522
  store i16 %532, ptr %533, align 2, !tbaa !20
  %534 = trunc i32 %323 to i16
  %535 = add i32 %506, 8
  %536 = sext i32 %535 to i64
  br i1 %333, label %543, label %537

537:                                              ; preds = %531
  %538 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %534) #6, !srcloc !19
  %539 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %536
  %540 = load i16, ptr %539, align 2, !tbaa !20
  %541 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %540) #6, !srcloc !19
  %542 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %538, i16 %541) #6, !srcloc !22
  br label %545

543:                                              ; preds = %531
  %544 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %534) #6, !srcloc !19
  br label %545

545:                                              ; preds = %543, %537
  %546 = phi i16 [ %544, %543 ], [ %542, %537 ]
  %547 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %536
  store i16 %546, ptr %547, align 2, !tbaa !20
  %548 = lshr i32 %323, 16
  %549 = trunc nuw i32 %548 to i16
  br i1 %333, label %558, label %550

550:                                              ; preds = %545
  %551 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %549) #6, !srcloc !19
  %552 = add i32 %521, 8
  %553 = sext i32 %552 to i64
  %554 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %553
  %555 = load i16, ptr %554, align 2, !tbaa !20
  %556 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %555) #6, !srcloc !19
  %557 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %551, i16 %556) #6, !srcloc !22
  br label %560

558:                                              ; preds = %545
  %559 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %549) #6, !srcloc !19
  br label %560

560:                                              ; preds = %558, %550
  %561 = phi i16 [ %559, %558 ], [ %557, %550 ]
  %562 = add i32 %373, %506
  %563 = sext i32 %562 to i64
  %564 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %563
  store i16 %561, ptr %564, align 2, !tbaa !20
  %565 = trunc i32 %322 to i16
  %566 = shl nsw i32 %20, 5
  %567 = sext i32 %566 to i64
  br i1 %333, label %574, label %568

568:                                              ; preds = %560
  %569 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %565) #6, !srcloc !19
  %570 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %567
  %571 = load i16, ptr %570, align 2, !tbaa !20
  %572 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %571) #6, !srcloc !19
  %573 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %572) #6, !srcloc !22
  br label %576

574:                                              ; preds = %560
  %575 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %565) #6, !srcloc !19
  br label %576

576:                                              ; preds = %574, %568
  %577 = phi i16 [ %575, %574 ], [ %573, %568 ]
  %578 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %567
  store i16 %577, ptr %578, align 2, !tbaa !20
  %579 = lshr i32 %322, 16
  %580 = trunc nuw i32 %579 to i16
  %581 = mul i32 %20, 33
  %582 = sext i32 %581 to i64
  br i1 %333, label %589, label %583

583:                                              ; preds = %576
  %584 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %580) #6, !srcloc !19
  %585 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %582
  %586 = load i16, ptr %585, align 2, !tbaa !20
  %587 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %586) #6, !srcloc !19
  %588 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %584, i16 %587) #6, !srcloc !22
  br label %591

589:                                              ; preds = %576
  %590 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %580) #6, !srcloc !19
  br label %591

591:                                              ; preds = %589, %583
  %592 = phi i16 [ %590, %589 ], [ %588, %583 ]
  %593 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %582
  store i16 %592, ptr %593, align 2, !tbaa !20
  %594 = trunc i32 %321 to i16
  %595 = or disjoint i32 %566, 8
  %596 = sext i32 %595 to i64
  br i1 %333, label %603, label %597

597:                                              ; preds = %591
  %598 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %594) #6, !srcloc !19
  %599 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %596
  %600 = load i16, ptr %599, align 2, !tbaa !20
  %601 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %600) #6, !srcloc !19
  %602 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %598, i16 %601) #6, !srcloc !22
  br label %605

603:                                              ; preds = %591
  %604 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %594) #6, !srcloc !19
  br label %605

605:                                              ; preds = %603, %597
  %606 = phi i16 [ %604, %603 ], [ %602, %597 ]
  %607 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %596
  store i16 %606, ptr %607, align 2, !tbaa !20
  %608 = lshr i32 %321, 16
  %609 = trunc nuw i32 %608 to i16
  br i1 %333, label %618, label %610

610:                                              ; preds = %605
  %611 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %609) #6, !srcloc !19
  %612 = add i32 %581, 8
  %613 = sext i32 %612 to i64
  %614 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %613
  %615 = load i16, ptr %614, align 2, !tbaa !20
  %616 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %615) #6, !srcloc !19
  %617 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %611, i16 %616) #6, !srcloc !22
  br label %620

618:                                              ; preds = %605
  %619 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %609) #6, !srcloc !19
  br label %620

620:                                              ; preds = %618, %610
  %621 = phi i16 [ %619, %618 ], [ %617, %610 ]
  %622 = add i32 %373, %566
  %623 = sext i32 %622 to i64
  %624 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %623
  store i16 %621, ptr %624, align 2, !tbaa !20
  %625 = trunc i32 %320 to i16
  %626 = mul nsw i32 %20, 40
  %627 = sext i32 %626 to i64
  br i1 %333, label %634, label %628

628:                                              ; preds = %620
  %629 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %625) #6, !srcloc !19
  %630 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %627
  %631 = load i16, ptr %630, align 2, !tbaa !20
  %632 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %631) #6, !srcloc !19
  %633 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %629, i16 %632) #6, !srcloc !22
  br label %636

634:                                              ; preds = %620
  %635 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %625) #6, !srcloc !19
  br label %636

636:                                              ; preds = %634, %628
  %637 = phi i16 [ %635, %634 ], [ %633, %628 ]
  %638 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %627
  store i16 %637, ptr %638, align 2, !tbaa !20
  %639 = lshr i32 %320, 16
  %640 = trunc nuw i32 %639 to i16
  %641 = mul i32 %20, 41
  %642 = sext i32 %641 to i64
  br i1 %333, label %649, label %643

643:                                              ; preds = %636
  %644 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %640) #6, !srcloc !19
  %645 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %642
  %646 = load i16, ptr %645, align 2, !tbaa !20
  %647 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %646) #6, !srcloc !19
  %648 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %644, i16 %647) #6, !srcloc !22
  br label %651

649:                                              ; preds = %636
  %650 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %640) #6, !srcloc !19
  br label %651

651:                                              ; preds = %649, %643
  %652 = phi i16 [ %650, %649 ], [ %648, %643 ]
  %653 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %642
  store i16 %652, ptr %653, align 2, !tbaa !20
  %654 = trunc i32 %319 to i16
  %655 = add i32 %626, 8
  %656 = sext i32 %655 to i64
  br i1 %333, label %663, label %657

657:                                              ; preds = %651
  %658 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %654) #6, !srcloc !19
  %659 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %656
  %660 = load i16, ptr %659, align 2, !tbaa !20
  %661 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %660) #6, !srcloc !19
  %662 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %658, i16 %661) #6, !srcloc !22
  br label %665

663:                                              ; preds = %651
  %664 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %654) #6, !srcloc !19
  br label %665

665:                                              ; preds = %663, %657
  %666 = phi i16 [ %664, %663 ], [ %662, %657 ]
  %667 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %656
  store i16 %666, ptr %667, align 2, !tbaa !20
  %668 = lshr i32 %319, 16
  %669 = trunc nuw i32 %668 to i16
  br i1 %333, label %678, label %670

670:                                              ; preds = %665
  %671 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %669) #6, !srcloc !19
  %672 = add i32 %641, 8
  %673 = sext i32 %672 to i64
  %674 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %673
  %675 = load i16, ptr %674, align 2, !tbaa !20
  %676 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %675) #6, !srcloc !19
  %677 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %671, i16 %676) #6, !srcloc !22
  br label %680

678:                                              ; preds = %665
  %679 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %669) #6, !srcloc !19
  br label %680

680:                                              ; preds = %678, %670
  %681 = phi i16 [ %679, %678 ], [ %677, %670 ]
  %682 = add i32 %373, %626
  %683 = sext i32 %682 to i64
  %684 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %683
  store i16 %681, ptr %684, align 2, !tbaa !20
  %685 = trunc i32 %318 to i16
  %686 = mul nsw i32 %20, 48
  %687 = sext i32 %686 to i64
  br i1 %333, label %694, label %688

688:                                              ; preds = %680
  %689 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %685) #6, !srcloc !19
  %690 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %687
  %691 = load i16, ptr %690, align 2, !tbaa !20
  %692 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %691) #6, !srcloc !19
  %693 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %689, i16 %692) #6, !srcloc !22
  br label %696

694:                                              ; preds = %680
  %695 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %685) #6, !srcloc !19
  br label %696

696:                                              ; preds = %694, %688
  %697 = phi i16 [ %695, %694 ], [ %693, %688 ]
  %698 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %687
  store i16 %697, ptr %698, align 2, !tbaa !20
  %699 = lshr i32 %318, 16
  %700 = trunc nuw i32 %699 to i16
  %701 = mul i32 %20, 49
  %702 = sext i32 %701 to i64
  br i1 %333, label %709, label %703

703:                                              ; preds = %696
  %704 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %700) #6, !srcloc !19
  %705 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %702
  %706 = load i16, ptr %705, align 2, !tbaa !20
  %707 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %706) #6, !srcloc !19
  %708 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %704, i16 %707) #6, !srcloc !22
  br label %711

709:                                              ; preds = %696
  %710 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %700) #6, !srcloc !19
  br label %711

711:                                              ; preds = %709, %703
  %712 = phi i16 [ %710, %709 ], [ %708, %703 ]
  %713 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %702
  store i16 %712, ptr %713, align 2, !tbaa !20
  %714 = trunc i32 %317 to i16
  %715 = or disjoint i32 %686, 8
  %716 = sext i32 %715 to i64
  br i1 %333, label %723, label %717

717:                                              ; preds = %711
  %718 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %714) #6, !srcloc !19
  %719 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %716
  %720 = load i16, ptr %719, align 2, !tbaa !20
  %721 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %720) #6, !srcloc !19
  %722 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %718, i16 %721) #6, !srcloc !22
  br label %725

723:                                              ; preds = %711
  %724 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %714) #6, !srcloc !19
  br label %725

725:                                              ; preds = %723, %717
  %726 = phi i16 [ %724, %723 ], [ %722, %717 ]
  %727 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %716
  store i16 %726, ptr %727, align 2, !tbaa !20
  %728 = lshr i32 %317, 16
  %729 = trunc nuw i32 %728 to i16
  br i1 %333, label %738, label %730

730:                                              ; preds = %725
  %731 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %729) #6, !srcloc !19
  %732 = add i32 %701, 8
  %733 = sext i32 %732 to i64
  %734 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %733
  %735 = load i16, ptr %734, align 2, !tbaa !20
  %736 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %735) #6, !srcloc !19
  %737 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %731, i16 %736) #6, !srcloc !22
  br label %740

738:                                              ; preds = %725
  %739 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %729) #6, !srcloc !19
  br label %740

740:                                              ; preds = %738, %730
  %741 = phi i16 [ %739, %738 ], [ %737, %730 ]
  %742 = add i32 %373, %686
  %743 = sext i32 %742 to i64
  %744 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %743
  store i16 %741, ptr %744, align 2, !tbaa !20
  %745 = trunc i32 %316 to i16
  %746 = mul nsw i32 %20, 56
  %747 = sext i32 %746 to i64
  br i1 %333, label %754, label %748

748:                                              ; preds = %740
  %749 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %745) #6, !srcloc !19
  %750 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %747
  %751 = load i16, ptr %750, align 2, !tbaa !20
  %752 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %751) #6, !srcloc !19
  %753 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %749, i16 %752) #6, !srcloc !22
  br label %756

754:                                              ; preds = %740
  %755 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %745) #6, !srcloc !19
  br label %756

756:                                              ; preds = %754, %748
  %757 = phi i16 [ %755, %754 ], [ %753, %748 ]
  %758 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %747
  store i16 %757, ptr %758, align 2, !tbaa !20
  %759 = lshr i32 %316, 16
  %760 = trunc nuw i32 %759 to i16
  %761 = mul i32 %20, 57
  %762 = sext i32 %761 to i64
  br i1 %333, label %769, label %763

763:                                              ; preds = %756
  %764 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %760) #6, !srcloc !19
  %765 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %762
  %766 = load i16, ptr %765, align 2, !tbaa !20
  %767 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %766) #6, !srcloc !19
  %768 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %764, i16 %767) #6, !srcloc !22
  br label %771

769:                                              ; preds = %756
  %770 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %760) #6, !srcloc !19
  br label %771

771:                                              ; preds = %769, %763
  %772 = phi i16 [ %770, %769 ], [ %768, %763 ]
  %773 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %762
  store i16 %772, ptr %773, align 2, !tbaa !20
  %774 = trunc i32 %315 to i16
  %775 = add i32 %746, 8
  %776 = sext i32 %775 to i64
  br i1 %333, label %783, label %777

777:                                              ; preds = %771
  %778 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %774) #6, !srcloc !19
  %779 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %776
  %780 = load i16, ptr %779, align 2, !tbaa !20
  %781 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %780) #6, !srcloc !19
  %782 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %778, i16 %781) #6, !srcloc !22
  br label %785

783:                                              ; preds = %771
  %784 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %774) #6, !srcloc !19
  br label %785

785:                                              ; preds = %783, %777
  %786 = phi i16 [ %784, %783 ], [ %782, %777 ]
  %787 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %776
  store i16 %786, ptr %787, align 2, !tbaa !20
  %788 = lshr i32 %315, 16
  %789 = trunc nuw i32 %788 to i16
  br i1 %333, label %798, label %790

790:                                              ; preds = %785
  %791 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %789) #6, !srcloc !19
  %792 = add i32 %761, 8
  %793 = sext i32 %792 to i64
  %794 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %793
  %795 = load i16, ptr %794, align 2, !tbaa !20
  %796 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %795) #6, !srcloc !19
  %797 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %791, i16 %796) #6, !srcloc !22
  br label %800

798:                                              ; preds = %785
  %799 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %789) #6, !srcloc !19
  br label %800

800:                                              ; preds = %798, %790
  %801 = phi i16 [ %799, %798 ], [ %797, %790 ]
  %802 = add i32 %373, %746
  %803 = sext i32 %802 to i64
  %804 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %803
  store i16 %801, ptr %804, align 2, !tbaa !20
  %805 = trunc i32 %314 to i16
  br i1 %333, label %812, label %806

806:                                              ; preds = %800
  %807 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %805) #6, !srcloc !19
  %808 = getelementptr inbounds i8, ptr %258, i64 128
  %809 = load i16, ptr %808, align 2, !tbaa !20
  %810 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %809) #6, !srcloc !19
  %811 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %807, i16 %810) #6, !srcloc !22
  br label %814

812:                                              ; preds = %800
  %813 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %805) #6, !srcloc !19
  br label %814

814:                                              ; preds = %812, %806
  %815 = phi i16 [ %813, %812 ], [ %811, %806 ]
  %816 = getelementptr inbounds i8, ptr %258, i64 128
  store i16 %815, ptr %816, align 2, !tbaa !20
  %817 = lshr i32 %314, 16
  %818 = trunc nuw i32 %817 to i16
  %819 = add i32 %20, 64
  %820 = sext i32 %819 to i64
  br i1 %333, label %827, label %821

821:                                              ; preds = %814
  %822 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %818) #6, !srcloc !19
  %823 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %820
  %824 = load i16, ptr %823, align 2, !tbaa !20
  %825 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %824) #6, !srcloc !19
  %826 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %822, i16 %825) #6, !srcloc !22
  br label %829

827:                                              ; preds = %814
  %828 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %818) #6, !srcloc !19
  br label %829

829:                                              ; preds = %827, %821
  %830 = phi i16 [ %828, %827 ], [ %826, %821 ]
  %831 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %820
  store i16 %830, ptr %831, align 2, !tbaa !20
  %832 = trunc i32 %313 to i16
  br i1 %333, label %839, label %833

833:                                              ; preds = %829
  %834 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %832) #6, !srcloc !19
  %835 = getelementptr inbounds i8, ptr %258, i64 144
  %836 = load i16, ptr %835, align 2, !tbaa !20
  %837 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %836) #6, !srcloc !19
  %838 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %834, i16 %837) #6, !srcloc !22
  br label %841

839:                                              ; preds = %829
  %840 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %832) #6, !srcloc !19
  br label %841

841:                                              ; preds = %839, %833
  %842 = phi i16 [ %840, %839 ], [ %838, %833 ]
  %843 = getelementptr inbounds i8, ptr %258, i64 144
  store i16 %842, ptr %843, align 2, !tbaa !20
  %844 = lshr i32 %313, 16
  %845 = trunc nuw i32 %844 to i16
  %846 = add i32 %20, 72
  %847 = sext i32 %846 to i64
  br i1 %333, label %854, label %848

848:                                              ; preds = %841
  %849 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %845) #6, !srcloc !19
  %850 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %847
  %851 = load i16, ptr %850, align 2, !tbaa !20
  %852 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %851) #6, !srcloc !19
  %853 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %849, i16 %852) #6, !srcloc !22
  br label %856

854:                                              ; preds = %841
  %855 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %845) #6, !srcloc !19
  br label %856

856:                                              ; preds = %854, %848
  %857 = phi i16 [ %855, %854 ], [ %853, %848 ]
  %858 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %847
  store i16 %857, ptr %858, align 2, !tbaa !20
  %859 = trunc i32 %312 to i16
  %860 = add i32 %73, 64
  %861 = sext i32 %860 to i64
  br i1 %333, label %868, label %862

862:                                              ; preds = %856
  %863 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %859) #6, !srcloc !19
  %864 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %861
  %865 = load i16, ptr %864, align 2, !tbaa !20
  %866 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %865) #6, !srcloc !19
  %867 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %863, i16 %866) #6, !srcloc !22
  br label %870

868:                                              ; preds = %856
  %869 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %859) #6, !srcloc !19
  br label %870

870:                                              ; preds = %868, %862
  %871 = phi i16 [ %869, %868 ], [ %867, %862 ]
  %872 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %861
  store i16 %871, ptr %872, align 2, !tbaa !20
  %873 = lshr i32 %312, 16
  %874 = trunc nuw i32 %873 to i16
  %875 = add i32 %819, %73
  %876 = sext i32 %875 to i64
  br i1 %333, label %883, label %877

877:                                              ; preds = %870
  %878 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %874) #6, !srcloc !19
  %879 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %876
  %880 = load i16, ptr %879, align 2, !tbaa !20
  %881 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %880) #6, !srcloc !19
  %882 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %878, i16 %881) #6, !srcloc !22
  br label %885

883:                                              ; preds = %870
  %884 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %874) #6, !srcloc !19
  br label %885

885:                                              ; preds = %883, %877
  %886 = phi i16 [ %884, %883 ], [ %882, %877 ]
  %887 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %876
  store i16 %886, ptr %887, align 2, !tbaa !20
  %888 = trunc i32 %311 to i16
  br i1 %333, label %897, label %889

889:                                              ; preds = %885
  %890 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %888) #6, !srcloc !19
  %891 = add i32 %73, 72
  %892 = sext i32 %891 to i64
  %893 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %892
  %894 = load i16, ptr %893, align 2, !tbaa !20
  %895 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %894) #6, !srcloc !19
  %896 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %890, i16 %895) #6, !srcloc !22
  br label %899

897:                                              ; preds = %885
  %898 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %888) #6, !srcloc !19
  br label %899

899:                                              ; preds = %897, %889
  %900 = phi i16 [ %898, %897 ], [ %896, %889 ]
  %901 = add i32 %73, 72
  %902 = sext i32 %901 to i64
  %903 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %902
  store i16 %900, ptr %903, align 2, !tbaa !20
  %904 = lshr i32 %311, 16
  %905 = trunc nuw i32 %904 to i16
  br i1 %333, label %914, label %906

906:                                              ; preds = %899
  %907 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %905) #6, !srcloc !19
  %908 = add i32 %875, 8
  %909 = sext i32 %908 to i64
  %910 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %909
  %911 = load i16, ptr %910, align 2, !tbaa !20
  %912 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %911) #6, !srcloc !19
  %913 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %907, i16 %912) #6, !srcloc !22
  br label %916

914:                                              ; preds = %899
  %915 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %905) #6, !srcloc !19
  br label %916

916:                                              ; preds = %914, %906
  %917 = phi i16 [ %915, %914 ], [ %913, %906 ]
  %918 = add i32 %846, %73
  %919 = sext i32 %918 to i64
  %920 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %919
  store i16 %917, ptr %920, align 2, !tbaa !20
  %921 = trunc i32 %310 to i16
  %922 = add i32 %446, 64
  %923 = sext i32 %922 to i64
  br i1 %333, label %930, label %924

924:                                              ; preds = %916
  %925 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %921) #6, !srcloc !19
  %926 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %923
  %927 = load i16, ptr %926, align 2, !tbaa !20
  %928 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %927) #6, !srcloc !19
  %929 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %925, i16 %928) #6, !srcloc !22
  br label %932

930:                                              ; preds = %916
  %931 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %921) #6, !srcloc !19
  br label %932

932:                                              ; preds = %930, %924
  %933 = phi i16 [ %931, %930 ], [ %929, %924 ]
  %934 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %923
  store i16 %933, ptr %934, align 2, !tbaa !20
  %935 = lshr i32 %310, 16
  %936 = trunc nuw i32 %935 to i16
  %937 = add i32 %819, %446
  %938 = sext i32 %937 to i64
  br i1 %333, label %945, label %939

939:                                              ; preds = %932
  %940 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %936) #6, !srcloc !19
  %941 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %938
  %942 = load i16, ptr %941, align 2, !tbaa !20
  %943 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %942) #6, !srcloc !19
  %944 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %940, i16 %943) #6, !srcloc !22
  br label %947

945:                                              ; preds = %932
  %946 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %936) #6, !srcloc !19
  br label %947

947:                                              ; preds = %945, %939
  %948 = phi i16 [ %946, %945 ], [ %944, %939 ]
  %949 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %938
  store i16 %948, ptr %949, align 2, !tbaa !20
  %950 = trunc i32 %309 to i16
  br i1 %333, label %959, label %951

951:                                              ; preds = %947
  %952 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %950) #6, !srcloc !19
  %953 = add i32 %446, 72
  %954 = sext i32 %953 to i64
  %955 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %954
  %956 = load i16, ptr %955, align 2, !tbaa !20
  %957 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %956) #6, !srcloc !19
  %958 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %952, i16 %957) #6, !srcloc !22
  br label %961

959:                                              ; preds = %947
  %960 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %950) #6, !srcloc !19
  br label %961

961:                                              ; preds = %959, %951
  %962 = phi i16 [ %960, %959 ], [ %958, %951 ]
  %963 = add i32 %446, 72
  %964 = sext i32 %963 to i64
  %965 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %964
  store i16 %962, ptr %965, align 2, !tbaa !20
  %966 = lshr i32 %309, 16
  %967 = trunc nuw i32 %966 to i16
  br i1 %333, label %976, label %968

968:                                              ; preds = %961
  %969 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %967) #6, !srcloc !19
  %970 = add i32 %937, 8
  %971 = sext i32 %970 to i64
  %972 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %971
  %973 = load i16, ptr %972, align 2, !tbaa !20
  %974 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %973) #6, !srcloc !19
  %975 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %969, i16 %974) #6, !srcloc !22
  br label %978

976:                                              ; preds = %961
  %977 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %967) #6, !srcloc !19
  br label %978

978:                                              ; preds = %976, %968
  %979 = phi i16 [ %977, %976 ], [ %975, %968 ]
  %980 = add i32 %846, %446
  %981 = sext i32 %980 to i64
  %982 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %981
  store i16 %979, ptr %982, align 2, !tbaa !20
  %983 = trunc i32 %308 to i16
  %984 = add i32 %506, 64
  %985 = sext i32 %984 to i64
  br i1 %333, label %992, label %986

986:                                              ; preds = %978
  %987 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %983) #6, !srcloc !19
  %988 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %985
  %989 = load i16, ptr %988, align 2, !tbaa !20
  %990 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %989) #6, !srcloc !19
  %991 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %987, i16 %990) #6, !srcloc !22
  br label %994

992:                                              ; preds = %978
  %993 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %983) #6, !srcloc !19
  br label %994

994:                                              ; preds = %992, %986
  %995 = phi i16 [ %993, %992 ], [ %991, %986 ]
  %996 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %985
  store i16 %995, ptr %996, align 2, !tbaa !20
  %997 = lshr i32 %308, 16
  %998 = trunc nuw i32 %997 to i16
  %999 = add i32 %819, %506
  %1000 = sext i32 %999 to i64
  br i1 %333, label %1007, label %1001

1001:                                             ; preds = %994
  %1002 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %998) #6, !srcloc !19
  %1003 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1000
  %1004 = load i16, ptr %1003, align 2, !tbaa !20
  %1005 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1004) #6, !srcloc !19
  %1006 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1002, i16 %1005) #6, !srcloc !22
  br label %1009

1007:                                             ; preds = %994
  %1008 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %998) #6, !srcloc !19
  br label %1009

1009:                                             ; preds = %1007, %1001
  %1010 = phi i16 [ %1008, %1007 ], [ %1006, %1001 ]
  %1011 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1000
  store i16 %1010, ptr %1011, align 2, !tbaa !20
  %1012 = trunc i32 %307 to i16
  br i1 %333, label %1021, label %1013

1013:                                             ; preds = %1009
  %1014 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1012) #6, !srcloc !19
  %1015 = add i32 %506, 72
  %1016 = sext i32 %1015 to i64
  %1017 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1016
  %1018 = load i16, ptr %1017, align 2, !tbaa !20
  %1019 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1018) #6, !srcloc !19
  %1020 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1014, i16 %1019) #6, !srcloc !22
  br label %1023

1021:                                             ; preds = %1009
  %1022 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1012) #6, !srcloc !19
  br label %1023

1023:                                             ; preds = %1021, %1013
  %1024 = phi i16 [ %1022, %1021 ], [ %1020, %1013 ]
  %1025 = add i32 %506, 72
  %1026 = sext i32 %1025 to i64
  %1027 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1026
  store i16 %1024, ptr %1027, align 2, !tbaa !20
  %1028 = lshr i32 %307, 16
  %1029 = trunc nuw i32 %1028 to i16
  br i1 %333, label %1038, label %1030

1030:                                             ; preds = %1023
  %1031 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1029) #6, !srcloc !19
  %1032 = add i32 %999, 8
  %1033 = sext i32 %1032 to i64
  %1034 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1033
  %1035 = load i16, ptr %1034, align 2, !tbaa !20
  %1036 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1035) #6, !srcloc !19
  %1037 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1031, i16 %1036) #6, !srcloc !22
  br label %1040

1038:                                             ; preds = %1023
  %1039 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1029) #6, !srcloc !19
  br label %1040

1040:                                             ; preds = %1038, %1030
  %1041 = phi i16 [ %1039, %1038 ], [ %1037, %1030 ]
  %1042 = add i32 %846, %506
  %1043 = sext i32 %1042 to i64
  %1044 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1043
  store i16 %1041, ptr %1044, align 2, !tbaa !20
  %1045 = trunc i32 %306 to i16
  %1046 = add i32 %566, 64
  %1047 = sext i32 %1046 to i64
  br i1 %333, label %1054, label %1048

1048:                                             ; preds = %1040
  %1049 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1045) #6, !srcloc !19
  %1050 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1047
  %1051 = load i16, ptr %1050, align 2, !tbaa !20
  %1052 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1051) #6, !srcloc !19
  %1053 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1049, i16 %1052) #6, !srcloc !22
  br label %1056

1054:                                             ; preds = %1040
  %1055 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1045) #6, !srcloc !19
  br label %1056

1056:                                             ; preds = %1054, %1048
  %1057 = phi i16 [ %1055, %1054 ], [ %1053, %1048 ]
  %1058 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1047
  store i16 %1057, ptr %1058, align 2, !tbaa !20
  %1059 = lshr i32 %306, 16
  %1060 = trunc nuw i32 %1059 to i16
  %1061 = add i32 %819, %566
  %1062 = sext i32 %1061 to i64
  br i1 %333, label %1069, label %1063

1063:                                             ; preds = %1056
  %1064 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1060) #6, !srcloc !19
  %1065 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1062
  %1066 = load i16, ptr %1065, align 2, !tbaa !20
  %1067 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1066) #6, !srcloc !19
  %1068 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1064, i16 %1067) #6, !srcloc !22
  br label %1071

1069:                                             ; preds = %1056
  %1070 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1060) #6, !srcloc !19
  br label %1071

1071:                                             ; preds = %1069, %1063
  %1072 = phi i16 [ %1070, %1069 ], [ %1068, %1063 ]
  %1073 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1062
  store i16 %1072, ptr %1073, align 2, !tbaa !20
  %1074 = trunc i32 %305 to i16
  br i1 %333, label %1083, label %1075

1075:                                             ; preds = %1071
  %1076 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1074) #6, !srcloc !19
  %1077 = add i32 %566, 72
  %1078 = sext i32 %1077 to i64
  %1079 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1078
  %1080 = load i16, ptr %1079, align 2, !tbaa !20
  %1081 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1080) #6, !srcloc !19
  %1082 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1076, i16 %1081) #6, !srcloc !22
  br label %1085

1083:                                             ; preds = %1071
  %1084 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1074) #6, !srcloc !19
  br label %1085

1085:                                             ; preds = %1083, %1075
  %1086 = phi i16 [ %1084, %1083 ], [ %1082, %1075 ]
  %1087 = add i32 %566, 72
  %1088 = sext i32 %1087 to i64
  %1089 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1088
  store i16 %1086, ptr %1089, align 2, !tbaa !20
  %1090 = lshr i32 %305, 16
  %1091 = trunc nuw i32 %1090 to i16
  br i1 %333, label %1100, label %1092

1092:                                             ; preds = %1085
  %1093 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1091) #6, !srcloc !19
  %1094 = add i32 %1061, 8
  %1095 = sext i32 %1094 to i64
  %1096 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1095
  %1097 = load i16, ptr %1096, align 2, !tbaa !20
  %1098 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1097) #6, !srcloc !19
  %1099 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1093, i16 %1098) #6, !srcloc !22
  br label %1102

1100:                                             ; preds = %1085
  %1101 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1091) #6, !srcloc !19
  br label %1102

1102:                                             ; preds = %1100, %1092
  %1103 = phi i16 [ %1101, %1100 ], [ %1099, %1092 ]
  %1104 = add i32 %846, %566
  %1105 = sext i32 %1104 to i64
  %1106 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1105
  store i16 %1103, ptr %1106, align 2, !tbaa !20
  %1107 = trunc i32 %304 to i16
  %1108 = add i32 %626, 64
  %1109 = sext i32 %1108 to i64
  br i1 %333, label %1116, label %1110

1110:                                             ; preds = %1102
  %1111 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1107) #6, !srcloc !19
  %1112 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1109
  %1113 = load i16, ptr %1112, align 2, !tbaa !20
  %1114 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1113) #6, !srcloc !19
  %1115 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1111, i16 %1114) #6, !srcloc !22
  br label %1118

1116:                                             ; preds = %1102
  %1117 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1107) #6, !srcloc !19
  br label %1118

1118:                                             ; preds = %1116, %1110
  %1119 = phi i16 [ %1117, %1116 ], [ %1115, %1110 ]
  %1120 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1109
  store i16 %1119, ptr %1120, align 2, !tbaa !20
  %1121 = lshr i32 %304, 16
  %1122 = trunc nuw i32 %1121 to i16
  %1123 = add i32 %819, %626
  %1124 = sext i32 %1123 to i64
  br i1 %333, label %1131, label %1125

1125:                                             ; preds = %1118
  %1126 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1122) #6, !srcloc !19
  %1127 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1124
  %1128 = load i16, ptr %1127, align 2, !tbaa !20
  %1129 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1128) #6, !srcloc !19
  %1130 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1126, i16 %1129) #6, !srcloc !22
  br label %1133

1131:                                             ; preds = %1118
  %1132 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1122) #6, !srcloc !19
  br label %1133

1133:                                             ; preds = %1131, %1125
  %1134 = phi i16 [ %1132, %1131 ], [ %1130, %1125 ]
  %1135 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1124
  store i16 %1134, ptr %1135, align 2, !tbaa !20
  %1136 = trunc i32 %303 to i16
  br i1 %333, label %1145, label %1137

1137:                                             ; preds = %1133
  %1138 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1136) #6, !srcloc !19
  %1139 = add i32 %626, 72
  %1140 = sext i32 %1139 to i64
  %1141 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1140
  %1142 = load i16, ptr %1141, align 2, !tbaa !20
  %1143 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1142) #6, !srcloc !19
  %1144 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1138, i16 %1143) #6, !srcloc !22
  br label %1147

1145:                                             ; preds = %1133
  %1146 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1136) #6, !srcloc !19
  br label %1147

1147:                                             ; preds = %1145, %1137
  %1148 = phi i16 [ %1146, %1145 ], [ %1144, %1137 ]
  %1149 = add i32 %626, 72
  %1150 = sext i32 %1149 to i64
  %1151 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1150
  store i16 %1148, ptr %1151, align 2, !tbaa !20
  %1152 = lshr i32 %303, 16
  %1153 = trunc nuw i32 %1152 to i16
  br i1 %333, label %1162, label %1154

1154:                                             ; preds = %1147
  %1155 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1153) #6, !srcloc !19
  %1156 = add i32 %1123, 8
  %1157 = sext i32 %1156 to i64
  %1158 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1157
  %1159 = load i16, ptr %1158, align 2, !tbaa !20
  %1160 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1159) #6, !srcloc !19
  %1161 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1155, i16 %1160) #6, !srcloc !22
  br label %1164

1162:                                             ; preds = %1147
  %1163 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1153) #6, !srcloc !19
  br label %1164

1164:                                             ; preds = %1162, %1154
  %1165 = phi i16 [ %1163, %1162 ], [ %1161, %1154 ]
  %1166 = add i32 %846, %626
  %1167 = sext i32 %1166 to i64
  %1168 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1167
  store i16 %1165, ptr %1168, align 2, !tbaa !20
  %1169 = trunc i32 %302 to i16
  %1170 = add i32 %686, 64
  %1171 = sext i32 %1170 to i64
  br i1 %333, label %1178, label %1172

1172:                                             ; preds = %1164
  %1173 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1169) #6, !srcloc !19
  %1174 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1171
  %1175 = load i16, ptr %1174, align 2, !tbaa !20
  %1176 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1175) #6, !srcloc !19
  %1177 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1173, i16 %1176) #6, !srcloc !22
  br label %1180

1178:                                             ; preds = %1164
  %1179 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1169) #6, !srcloc !19
  br label %1180

1180:                                             ; preds = %1178, %1172
  %1181 = phi i16 [ %1179, %1178 ], [ %1177, %1172 ]
  %1182 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1171
  store i16 %1181, ptr %1182, align 2, !tbaa !20
  %1183 = lshr i32 %302, 16
  %1184 = trunc nuw i32 %1183 to i16
  %1185 = add i32 %819, %686
  %1186 = sext i32 %1185 to i64
  br i1 %333, label %1193, label %1187

1187:                                             ; preds = %1180
  %1188 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1184) #6, !srcloc !19
  %1189 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1186
  %1190 = load i16, ptr %1189, align 2, !tbaa !20
  %1191 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1190) #6, !srcloc !19
  %1192 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1188, i16 %1191) #6, !srcloc !22
  br label %1195

1193:                                             ; preds = %1180
  %1194 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1184) #6, !srcloc !19
  br label %1195

1195:                                             ; preds = %1193, %1187
  %1196 = phi i16 [ %1194, %1193 ], [ %1192, %1187 ]
  %1197 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1186
  store i16 %1196, ptr %1197, align 2, !tbaa !20
  %1198 = trunc i32 %301 to i16
  br i1 %333, label %1207, label %1199

1199:                                             ; preds = %1195
  %1200 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1198) #6, !srcloc !19
  %1201 = add i32 %686, 72
  %1202 = sext i32 %1201 to i64
  %1203 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1202
  %1204 = load i16, ptr %1203, align 2, !tbaa !20
  %1205 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1204) #6, !srcloc !19
  %1206 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1200, i16 %1205) #6, !srcloc !22
  br label %1209

1207:                                             ; preds = %1195
  %1208 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1198) #6, !srcloc !19
  br label %1209

1209:                                             ; preds = %1207, %1199
  %1210 = phi i16 [ %1208, %1207 ], [ %1206, %1199 ]
  %1211 = add i32 %686, 72
  %1212 = sext i32 %1211 to i64
  %1213 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1212
  store i16 %1210, ptr %1213, align 2, !tbaa !20
  %1214 = lshr i32 %301, 16
  %1215 = trunc nuw i32 %1214 to i16
  br i1 %333, label %1224, label %1216

1216:                                             ; preds = %1209
  %1217 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1215) #6, !srcloc !19
  %1218 = add i32 %1185, 8
  %1219 = sext i32 %1218 to i64
  %1220 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1219
  %1221 = load i16, ptr %1220, align 2, !tbaa !20
  %1222 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1221) #6, !srcloc !19
  %1223 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1217, i16 %1222) #6, !srcloc !22
  br label %1226

1224:                                             ; preds = %1209
  %1225 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1215) #6, !srcloc !19
  br label %1226

1226:                                             ; preds = %1224, %1216
  %1227 = phi i16 [ %1225, %1224 ], [ %1223, %1216 ]
  %1228 = add i32 %846, %686
  %1229 = sext i32 %1228 to i64
  %1230 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1229
  store i16 %1227, ptr %1230, align 2, !tbaa !20
  %1231 = trunc i32 %300 to i16
  %1232 = add i32 %746, 64
  %1233 = sext i32 %1232 to i64
  br i1 %333, label %1240, label %1234

1234:                                             ; preds = %1226
  %1235 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1231) #6, !srcloc !19
  %1236 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1233
  %1237 = load i16, ptr %1236, align 2, !tbaa !20
  %1238 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1237) #6, !srcloc !19
  %1239 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1235, i16 %1238) #6, !srcloc !22
  br label %1242

1240:                                             ; preds = %1226
  %1241 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1231) #6, !srcloc !19
  br label %1242

1242:                                             ; preds = %1240, %1234
  %1243 = phi i16 [ %1241, %1240 ], [ %1239, %1234 ]
  %1244 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1233
  store i16 %1243, ptr %1244, align 2, !tbaa !20
  %1245 = lshr i32 %300, 16
  %1246 = trunc nuw i32 %1245 to i16
  %1247 = add i32 %819, %746
  %1248 = sext i32 %1247 to i64
  br i1 %333, label %1255, label %1249

1249:                                             ; preds = %1242
  %1250 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1246) #6, !srcloc !19
  %1251 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1248
  %1252 = load i16, ptr %1251, align 2, !tbaa !20
  %1253 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1252) #6, !srcloc !19
  %1254 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1250, i16 %1253) #6, !srcloc !22
  br label %1257

1255:                                             ; preds = %1242
  %1256 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1246) #6, !srcloc !19
  br label %1257

1257:                                             ; preds = %1255, %1249
  %1258 = phi i16 [ %1256, %1255 ], [ %1254, %1249 ]
  %1259 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1248
  store i16 %1258, ptr %1259, align 2, !tbaa !20
  %1260 = trunc i32 %299 to i16
  br i1 %333, label %1269, label %1261

1261:                                             ; preds = %1257
  %1262 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1260) #6, !srcloc !19
  %1263 = add i32 %746, 72
  %1264 = sext i32 %1263 to i64
  %1265 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1264
  %1266 = load i16, ptr %1265, align 2, !tbaa !20
  %1267 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1266) #6, !srcloc !19
  %1268 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1262, i16 %1267) #6, !srcloc !22
  br label %1271

1269:                                             ; preds = %1257
  %1270 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1260) #6, !srcloc !19
  br label %1271

1271:                                             ; preds = %1269, %1261
  %1272 = phi i16 [ %1270, %1269 ], [ %1268, %1261 ]
  %1273 = add i32 %746, 72
  %1274 = sext i32 %1273 to i64
  %1275 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1274
  store i16 %1272, ptr %1275, align 2, !tbaa !20
  %1276 = lshr i32 %299, 16
  %1277 = trunc nuw i32 %1276 to i16
  br i1 %333, label %1286, label %1278

1278:                                             ; preds = %1271
  %1279 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1277) #6, !srcloc !19
  %1280 = add i32 %1247, 8
  %1281 = sext i32 %1280 to i64
  %1282 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1281
  %1283 = load i16, ptr %1282, align 2, !tbaa !20
  %1284 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1283) #6, !srcloc !19
  %1285 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1279, i16 %1284) #6, !srcloc !22
  br label %1288

1286:                                             ; preds = %1271
  %1287 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1277) #6, !srcloc !19
  br label %1288

1288:                                             ; preds = %1286, %1278
  %1289 = phi i16 [ %1287, %1286 ], [ %1285, %1278 ]
  %1290 = add i32 %846, %746
  %1291 = sext i32 %1290 to i64
  %1292 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1291
  store i16 %1289, ptr %1292, align 2, !tbaa !20
  %1293 = trunc i32 %298 to i16
  %1294 = sext i32 %53 to i64
  br i1 %333, label %1301, label %1295

1295:                                             ; preds = %1288
  %1296 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1293) #6, !srcloc !19
  %1297 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1294
  %1298 = load i16, ptr %1297, align 2, !tbaa !20
  %1299 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1298) #6, !srcloc !19
  %1300 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1296, i16 %1299) #6, !srcloc !22
  br label %1303

1301:                                             ; preds = %1288
  %1302 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1293) #6, !srcloc !19
  br label %1303

1303:                                             ; preds = %1301, %1295
  %1304 = phi i16 [ %1302, %1301 ], [ %1300, %1295 ]
  %1305 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1294
  store i16 %1304, ptr %1305, align 2, !tbaa !20
  %1306 = lshr i32 %298, 16
  %1307 = trunc nuw i32 %1306 to i16
  %1308 = mul i32 %20, 65
  %1309 = sext i32 %1308 to i64
  br i1 %333, label %1316, label %1310

1310:                                             ; preds = %1303
  %1311 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1307) #6, !srcloc !19
  %1312 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1309
  %1313 = load i16, ptr %1312, align 2, !tbaa !20
  %1314 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1313) #6, !srcloc !19
  %1315 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1311, i16 %1314) #6, !srcloc !22
  br label %1318

1316:                                             ; preds = %1303
  %1317 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1307) #6, !srcloc !19
  br label %1318

1318:                                             ; preds = %1316, %1310
  %1319 = phi i16 [ %1317, %1316 ], [ %1315, %1310 ]
  %1320 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1309
  store i16 %1319, ptr %1320, align 2, !tbaa !20
  %1321 = trunc i32 %297 to i16
  br i1 %333, label %1330, label %1322

1322:                                             ; preds = %1318
  %1323 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1321) #6, !srcloc !19
  %1324 = or disjoint i32 %53, 8
  %1325 = sext i32 %1324 to i64
  %1326 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1325
  %1327 = load i16, ptr %1326, align 2, !tbaa !20
  %1328 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1327) #6, !srcloc !19
  %1329 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1323, i16 %1328) #6, !srcloc !22
  br label %1332

1330:                                             ; preds = %1318
  %1331 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1321) #6, !srcloc !19
  br label %1332

1332:                                             ; preds = %1330, %1322
  %1333 = phi i16 [ %1331, %1330 ], [ %1329, %1322 ]
  %1334 = or disjoint i32 %53, 8
  %1335 = sext i32 %1334 to i64
  %1336 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1335
  store i16 %1333, ptr %1336, align 2, !tbaa !20
  %1337 = lshr i32 %297, 16
  %1338 = trunc nuw i32 %1337 to i16
  br i1 %333, label %1347, label %1339

1339:                                             ; preds = %1332
  %1340 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1338) #6, !srcloc !19
  %1341 = add i32 %1308, 8
  %1342 = sext i32 %1341 to i64
  %1343 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1342
  %1344 = load i16, ptr %1343, align 2, !tbaa !20
  %1345 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1344) #6, !srcloc !19
  %1346 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1340, i16 %1345) #6, !srcloc !22
  br label %1349

1347:                                             ; preds = %1332
  %1348 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1338) #6, !srcloc !19
  br label %1349

1349:                                             ; preds = %1347, %1339
  %1350 = phi i16 [ %1348, %1347 ], [ %1346, %1339 ]
  %1351 = add i32 %1334, %20
  %1352 = sext i32 %1351 to i64
  %1353 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1352
  store i16 %1350, ptr %1353, align 2, !tbaa !20
  %1354 = trunc i32 %296 to i16
  %1355 = mul i32 %20, 72
  %1356 = sext i32 %1355 to i64
  br i1 %333, label %1363, label %1357

1357:                                             ; preds = %1349
  %1358 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1354) #6, !srcloc !19
  %1359 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1356
  %1360 = load i16, ptr %1359, align 2, !tbaa !20
  %1361 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1360) #6, !srcloc !19
  %1362 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1358, i16 %1361) #6, !srcloc !22
  br label %1365

1363:                                             ; preds = %1349
  %1364 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1354) #6, !srcloc !19
  br label %1365

1365:                                             ; preds = %1363, %1357
  %1366 = phi i16 [ %1364, %1363 ], [ %1362, %1357 ]
  %1367 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1356
  store i16 %1366, ptr %1367, align 2, !tbaa !20
  %1368 = lshr i32 %296, 16
  %1369 = trunc nuw i32 %1368 to i16
  %1370 = mul i32 %20, 73
  %1371 = sext i32 %1370 to i64
  br i1 %333, label %1378, label %1372

1372:                                             ; preds = %1365
  %1373 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1369) #6, !srcloc !19
  %1374 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1371
  %1375 = load i16, ptr %1374, align 2, !tbaa !20
  %1376 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1375) #6, !srcloc !19
  %1377 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1373, i16 %1376) #6, !srcloc !22
  br label %1380

1378:                                             ; preds = %1365
  %1379 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1369) #6, !srcloc !19
  br label %1380

1380:                                             ; preds = %1378, %1372
  %1381 = phi i16 [ %1379, %1378 ], [ %1377, %1372 ]
  %1382 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1371
  store i16 %1381, ptr %1382, align 2, !tbaa !20
  %1383 = trunc i32 %295 to i16
  br i1 %333, label %1392, label %1384

1384:                                             ; preds = %1380
  %1385 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1383) #6, !srcloc !19
  %1386 = add i32 %1355, 8
  %1387 = sext i32 %1386 to i64
  %1388 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1387
  %1389 = load i16, ptr %1388, align 2, !tbaa !20
  %1390 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1389) #6, !srcloc !19
  %1391 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1385, i16 %1390) #6, !srcloc !22
  br label %1394

1392:                                             ; preds = %1380
  %1393 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1383) #6, !srcloc !19
  br label %1394

1394:                                             ; preds = %1392, %1384
  %1395 = phi i16 [ %1393, %1392 ], [ %1391, %1384 ]
  %1396 = add i32 %1334, %73
  %1397 = sext i32 %1396 to i64
  %1398 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1397
  store i16 %1395, ptr %1398, align 2, !tbaa !20
  %1399 = lshr i32 %295, 16
  %1400 = trunc nuw i32 %1399 to i16
  br i1 %333, label %1409, label %1401

1401:                                             ; preds = %1394
  %1402 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1400) #6, !srcloc !19
  %1403 = add i32 %1370, 8
  %1404 = sext i32 %1403 to i64
  %1405 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1404
  %1406 = load i16, ptr %1405, align 2, !tbaa !20
  %1407 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1406) #6, !srcloc !19
  %1408 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1402, i16 %1407) #6, !srcloc !22
  br label %1411

1409:                                             ; preds = %1394
  %1410 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1400) #6, !srcloc !19
  br label %1411

1411:                                             ; preds = %1409, %1401
  %1412 = phi i16 [ %1410, %1409 ], [ %1408, %1401 ]
  %1413 = add i32 %1351, %73
  %1414 = sext i32 %1413 to i64
  %1415 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1414
  store i16 %1412, ptr %1415, align 2, !tbaa !20
  %1416 = trunc i32 %294 to i16
  %1417 = mul i32 %20, 80
  %1418 = sext i32 %1417 to i64
  br i1 %333, label %1425, label %1419

1419:                                             ; preds = %1411
  %1420 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1416) #6, !srcloc !19
  %1421 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1418
  %1422 = load i16, ptr %1421, align 2, !tbaa !20
  %1423 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1422) #6, !srcloc !19
  %1424 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1420, i16 %1423) #6, !srcloc !22
  br label %1427

1425:                                             ; preds = %1411
  %1426 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1416) #6, !srcloc !19
  br label %1427

1427:                                             ; preds = %1425, %1419
  %1428 = phi i16 [ %1426, %1425 ], [ %1424, %1419 ]
  %1429 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1418
  store i16 %1428, ptr %1429, align 2, !tbaa !20
  %1430 = lshr i32 %294, 16
  %1431 = trunc nuw i32 %1430 to i16
  %1432 = mul i32 %20, 81
  %1433 = sext i32 %1432 to i64
  br i1 %333, label %1440, label %1434

1434:                                             ; preds = %1427
  %1435 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1431) #6, !srcloc !19
  %1436 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1433
  %1437 = load i16, ptr %1436, align 2, !tbaa !20
  %1438 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1437) #6, !srcloc !19
  %1439 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1435, i16 %1438) #6, !srcloc !22
  br label %1442

1440:                                             ; preds = %1427
  %1441 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1431) #6, !srcloc !19
  br label %1442

1442:                                             ; preds = %1440, %1434
  %1443 = phi i16 [ %1441, %1440 ], [ %1439, %1434 ]
  %1444 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1433
  store i16 %1443, ptr %1444, align 2, !tbaa !20
  %1445 = trunc i32 %293 to i16
  br i1 %333, label %1454, label %1446

1446:                                             ; preds = %1442
  %1447 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1445) #6, !srcloc !19
  %1448 = or disjoint i32 %1417, 8
  %1449 = sext i32 %1448 to i64
  %1450 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1449
  %1451 = load i16, ptr %1450, align 2, !tbaa !20
  %1452 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1451) #6, !srcloc !19
  %1453 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1447, i16 %1452) #6, !srcloc !22
  br label %1456

1454:                                             ; preds = %1442
  %1455 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1445) #6, !srcloc !19
  br label %1456

1456:                                             ; preds = %1454, %1446
  %1457 = phi i16 [ %1455, %1454 ], [ %1453, %1446 ]
  %1458 = add i32 %1334, %446
  %1459 = sext i32 %1458 to i64
  %1460 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1459
  store i16 %1457, ptr %1460, align 2, !tbaa !20
  %1461 = lshr i32 %293, 16
  %1462 = trunc nuw i32 %1461 to i16
  br i1 %333, label %1471, label %1463

1463:                                             ; preds = %1456
  %1464 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1462) #6, !srcloc !19
  %1465 = add i32 %1432, 8
  %1466 = sext i32 %1465 to i64
  %1467 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1466
  %1468 = load i16, ptr %1467, align 2, !tbaa !20
  %1469 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1468) #6, !srcloc !19
  %1470 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1464, i16 %1469) #6, !srcloc !22
  br label %1473

1471:                                             ; preds = %1456
  %1472 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1462) #6, !srcloc !19
  br label %1473

1473:                                             ; preds = %1471, %1463
  %1474 = phi i16 [ %1472, %1471 ], [ %1470, %1463 ]
  %1475 = add i32 %1351, %446
  %1476 = sext i32 %1475 to i64
  %1477 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1476
  store i16 %1474, ptr %1477, align 2, !tbaa !20
  %1478 = trunc i32 %292 to i16
  %1479 = mul i32 %20, 88
  %1480 = sext i32 %1479 to i64
  br i1 %333, label %1487, label %1481

1481:                                             ; preds = %1473
  %1482 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1478) #6, !srcloc !19
  %1483 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1480
  %1484 = load i16, ptr %1483, align 2, !tbaa !20
  %1485 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1484) #6, !srcloc !19
  %1486 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1482, i16 %1485) #6, !srcloc !22
  br label %1489

1487:                                             ; preds = %1473
  %1488 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1478) #6, !srcloc !19
  br label %1489

1489:                                             ; preds = %1487, %1481
  %1490 = phi i16 [ %1488, %1487 ], [ %1486, %1481 ]
  %1491 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1480
  store i16 %1490, ptr %1491, align 2, !tbaa !20
  %1492 = lshr i32 %292, 16
  %1493 = trunc nuw i32 %1492 to i16
  %1494 = mul i32 %20, 89
  %1495 = sext i32 %1494 to i64
  br i1 %333, label %1502, label %1496

1496:                                             ; preds = %1489
  %1497 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1493) #6, !srcloc !19
  %1498 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1495
  %1499 = load i16, ptr %1498, align 2, !tbaa !20
  %1500 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1499) #6, !srcloc !19
  %1501 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1497, i16 %1500) #6, !srcloc !22
  br label %1504

1502:                                             ; preds = %1489
  %1503 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1493) #6, !srcloc !19
  br label %1504

1504:                                             ; preds = %1502, %1496
  %1505 = phi i16 [ %1503, %1502 ], [ %1501, %1496 ]
  %1506 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1495
  store i16 %1505, ptr %1506, align 2, !tbaa !20
  %1507 = trunc i32 %291 to i16
  br i1 %333, label %1516, label %1508

1508:                                             ; preds = %1504
  %1509 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1507) #6, !srcloc !19
  %1510 = add i32 %1479, 8
  %1511 = sext i32 %1510 to i64
  %1512 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1511
  %1513 = load i16, ptr %1512, align 2, !tbaa !20
  %1514 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1513) #6, !srcloc !19
  %1515 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1509, i16 %1514) #6, !srcloc !22
  br label %1518

1516:                                             ; preds = %1504
  %1517 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1507) #6, !srcloc !19
  br label %1518

1518:                                             ; preds = %1516, %1508
  %1519 = phi i16 [ %1517, %1516 ], [ %1515, %1508 ]
  %1520 = add i32 %1334, %506
  %1521 = sext i32 %1520 to i64
  %1522 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1521
  store i16 %1519, ptr %1522, align 2, !tbaa !20
  %1523 = lshr i32 %291, 16
  %1524 = trunc nuw i32 %1523 to i16
  br i1 %333, label %1533, label %1525

1525:                                             ; preds = %1518
  %1526 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1524) #6, !srcloc !19
  %1527 = add i32 %1494, 8
  %1528 = sext i32 %1527 to i64
  %1529 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1528
  %1530 = load i16, ptr %1529, align 2, !tbaa !20
  %1531 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1530) #6, !srcloc !19
  %1532 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1526, i16 %1531) #6, !srcloc !22
  br label %1535

1533:                                             ; preds = %1518
  %1534 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1524) #6, !srcloc !19
  br label %1535

1535:                                             ; preds = %1533, %1525
  %1536 = phi i16 [ %1534, %1533 ], [ %1532, %1525 ]
  %1537 = add i32 %1351, %506
  %1538 = sext i32 %1537 to i64
  %1539 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1538
  store i16 %1536, ptr %1539, align 2, !tbaa !20
  %1540 = trunc i32 %290 to i16
  %1541 = mul i32 %20, 96
  %1542 = sext i32 %1541 to i64
  br i1 %333, label %1549, label %1543

1543:                                             ; preds = %1535
  %1544 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1540) #6, !srcloc !19
  %1545 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1542
  %1546 = load i16, ptr %1545, align 2, !tbaa !20
  %1547 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1546) #6, !srcloc !19
  %1548 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1544, i16 %1547) #6, !srcloc !22
  br label %1551

1549:                                             ; preds = %1535
  %1550 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1540) #6, !srcloc !19
  br label %1551

1551:                                             ; preds = %1549, %1543
  %1552 = phi i16 [ %1550, %1549 ], [ %1548, %1543 ]
  %1553 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1542
  store i16 %1552, ptr %1553, align 2, !tbaa !20
  %1554 = lshr i32 %290, 16
  %1555 = trunc nuw i32 %1554 to i16
  %1556 = mul i32 %20, 97
  %1557 = sext i32 %1556 to i64
  br i1 %333, label %1564, label %1558

1558:                                             ; preds = %1551
  %1559 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1555) #6, !srcloc !19
  %1560 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1557
  %1561 = load i16, ptr %1560, align 2, !tbaa !20
  %1562 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1561) #6, !srcloc !19
  %1563 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1559, i16 %1562) #6, !srcloc !22
  br label %1566

1564:                                             ; preds = %1551
  %1565 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1555) #6, !srcloc !19
  br label %1566

1566:                                             ; preds = %1564, %1558
  %1567 = phi i16 [ %1565, %1564 ], [ %1563, %1558 ]
  %1568 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1557
  store i16 %1567, ptr %1568, align 2, !tbaa !20
  %1569 = trunc i32 %289 to i16
  br i1 %333, label %1578, label %1570

1570:                                             ; preds = %1566
  %1571 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1569) #6, !srcloc !19
  %1572 = or disjoint i32 %1541, 8
  %1573 = sext i32 %1572 to i64
  %1574 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1573
  %1575 = load i16, ptr %1574, align 2, !tbaa !20
  %1576 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1575) #6, !srcloc !19
  %1577 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1571, i16 %1576) #6, !srcloc !22
  br label %1580

1578:                                             ; preds = %1566
  %1579 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1569) #6, !srcloc !19
  br label %1580

1580:                                             ; preds = %1578, %1570
  %1581 = phi i16 [ %1579, %1578 ], [ %1577, %1570 ]
  %1582 = add i32 %1334, %566
  %1583 = sext i32 %1582 to i64
  %1584 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1583
  store i16 %1581, ptr %1584, align 2, !tbaa !20
  %1585 = lshr i32 %289, 16
  %1586 = trunc nuw i32 %1585 to i16
  br i1 %333, label %1595, label %1587

1587:                                             ; preds = %1580
  %1588 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1586) #6, !srcloc !19
  %1589 = add i32 %1556, 8
  %1590 = sext i32 %1589 to i64
  %1591 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1590
  %1592 = load i16, ptr %1591, align 2, !tbaa !20
  %1593 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1592) #6, !srcloc !19
  %1594 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1588, i16 %1593) #6, !srcloc !22
  br label %1597

1595:                                             ; preds = %1580
  %1596 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1586) #6, !srcloc !19
  br label %1597

1597:                                             ; preds = %1595, %1587
  %1598 = phi i16 [ %1596, %1595 ], [ %1594, %1587 ]
  %1599 = add i32 %1351, %566
  %1600 = sext i32 %1599 to i64
  %1601 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1600
  store i16 %1598, ptr %1601, align 2, !tbaa !20
  %1602 = trunc i32 %288 to i16
  %1603 = mul i32 %20, 104
  %1604 = sext i32 %1603 to i64
  br i1 %333, label %1611, label %1605

1605:                                             ; preds = %1597
  %1606 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1602) #6, !srcloc !19
  %1607 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1604
  %1608 = load i16, ptr %1607, align 2, !tbaa !20
  %1609 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1608) #6, !srcloc !19
  %1610 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1606, i16 %1609) #6, !srcloc !22
  br label %1613

1611:                                             ; preds = %1597
  %1612 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1602) #6, !srcloc !19
  br label %1613

1613:                                             ; preds = %1611, %1605
  %1614 = phi i16 [ %1612, %1611 ], [ %1610, %1605 ]
  %1615 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1604
  store i16 %1614, ptr %1615, align 2, !tbaa !20
  %1616 = lshr i32 %288, 16
  %1617 = trunc nuw i32 %1616 to i16
  %1618 = mul i32 %20, 105
  %1619 = sext i32 %1618 to i64
  br i1 %333, label %1626, label %1620

1620:                                             ; preds = %1613
  %1621 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1617) #6, !srcloc !19
  %1622 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1619
  %1623 = load i16, ptr %1622, align 2, !tbaa !20
  %1624 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1623) #6, !srcloc !19
  %1625 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1621, i16 %1624) #6, !srcloc !22
  br label %1628

1626:                                             ; preds = %1613
  %1627 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1617) #6, !srcloc !19
  br label %1628

1628:                                             ; preds = %1626, %1620
  %1629 = phi i16 [ %1627, %1626 ], [ %1625, %1620 ]
  %1630 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1619
  store i16 %1629, ptr %1630, align 2, !tbaa !20
  %1631 = trunc i32 %287 to i16
  br i1 %333, label %1640, label %1632

1632:                                             ; preds = %1628
  %1633 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1631) #6, !srcloc !19
  %1634 = add i32 %1603, 8
  %1635 = sext i32 %1634 to i64
  %1636 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1635
  %1637 = load i16, ptr %1636, align 2, !tbaa !20
  %1638 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1637) #6, !srcloc !19
  %1639 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1633, i16 %1638) #6, !srcloc !22
  br label %1642

1640:                                             ; preds = %1628
  %1641 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1631) #6, !srcloc !19
  br label %1642

1642:                                             ; preds = %1640, %1632
  %1643 = phi i16 [ %1641, %1640 ], [ %1639, %1632 ]
  %1644 = add i32 %1334, %626
  %1645 = sext i32 %1644 to i64
  %1646 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1645
  store i16 %1643, ptr %1646, align 2, !tbaa !20
  %1647 = lshr i32 %287, 16
  %1648 = trunc nuw i32 %1647 to i16
  br i1 %333, label %1657, label %1649

1649:                                             ; preds = %1642
  %1650 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1648) #6, !srcloc !19
  %1651 = add i32 %1618, 8
  %1652 = sext i32 %1651 to i64
  %1653 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1652
  %1654 = load i16, ptr %1653, align 2, !tbaa !20
  %1655 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1654) #6, !srcloc !19
  %1656 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1650, i16 %1655) #6, !srcloc !22
  br label %1659

1657:                                             ; preds = %1642
  %1658 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1648) #6, !srcloc !19
  br label %1659

1659:                                             ; preds = %1657, %1649
  %1660 = phi i16 [ %1658, %1657 ], [ %1656, %1649 ]
  %1661 = add i32 %1351, %626
  %1662 = sext i32 %1661 to i64
  %1663 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1662
  store i16 %1660, ptr %1663, align 2, !tbaa !20
  %1664 = trunc i32 %286 to i16
  %1665 = mul i32 %20, 112
  %1666 = sext i32 %1665 to i64
  br i1 %333, label %1673, label %1667

1667:                                             ; preds = %1659
  %1668 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1664) #6, !srcloc !19
  %1669 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1666
  %1670 = load i16, ptr %1669, align 2, !tbaa !20
  %1671 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1670) #6, !srcloc !19
  %1672 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1668, i16 %1671) #6, !srcloc !22
  br label %1675

1673:                                             ; preds = %1659
  %1674 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1664) #6, !srcloc !19
  br label %1675

1675:                                             ; preds = %1673, %1667
  %1676 = phi i16 [ %1674, %1673 ], [ %1672, %1667 ]
  %1677 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1666
  store i16 %1676, ptr %1677, align 2, !tbaa !20
  %1678 = lshr i32 %286, 16
  %1679 = trunc nuw i32 %1678 to i16
  %1680 = mul i32 %20, 113
  %1681 = sext i32 %1680 to i64
  br i1 %333, label %1688, label %1682

1682:                                             ; preds = %1675
  %1683 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1679) #6, !srcloc !19
  %1684 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1681
  %1685 = load i16, ptr %1684, align 2, !tbaa !20
  %1686 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1685) #6, !srcloc !19
  %1687 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1683, i16 %1686) #6, !srcloc !22
  br label %1690

1688:                                             ; preds = %1675
  %1689 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1679) #6, !srcloc !19
  br label %1690

1690:                                             ; preds = %1688, %1682
  %1691 = phi i16 [ %1689, %1688 ], [ %1687, %1682 ]
  %1692 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1681
  store i16 %1691, ptr %1692, align 2, !tbaa !20
  %1693 = trunc i32 %285 to i16
  br i1 %333, label %1702, label %1694

1694:                                             ; preds = %1690
  %1695 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1693) #6, !srcloc !19
  %1696 = or disjoint i32 %1665, 8
  %1697 = sext i32 %1696 to i64
  %1698 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1697
  %1699 = load i16, ptr %1698, align 2, !tbaa !20
  %1700 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1699) #6, !srcloc !19
  %1701 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1695, i16 %1700) #6, !srcloc !22
  br label %1704

1702:                                             ; preds = %1690
  %1703 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1693) #6, !srcloc !19
  br label %1704

1704:                                             ; preds = %1702, %1694
  %1705 = phi i16 [ %1703, %1702 ], [ %1701, %1694 ]
  %1706 = add i32 %1334, %686
  %1707 = sext i32 %1706 to i64
  %1708 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1707
  store i16 %1705, ptr %1708, align 2, !tbaa !20
  %1709 = lshr i32 %285, 16
  %1710 = trunc nuw i32 %1709 to i16
  br i1 %333, label %1719, label %1711

1711:                                             ; preds = %1704
  %1712 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1710) #6, !srcloc !19
  %1713 = add i32 %1680, 8
  %1714 = sext i32 %1713 to i64
  %1715 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1714
  %1716 = load i16, ptr %1715, align 2, !tbaa !20
  %1717 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1716) #6, !srcloc !19
  %1718 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1712, i16 %1717) #6, !srcloc !22
  br label %1721

1719:                                             ; preds = %1704
  %1720 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1710) #6, !srcloc !19
  br label %1721

1721:                                             ; preds = %1719, %1711
  %1722 = phi i16 [ %1720, %1719 ], [ %1718, %1711 ]
  %1723 = add i32 %1351, %686
  %1724 = sext i32 %1723 to i64
  %1725 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1724
  store i16 %1722, ptr %1725, align 2, !tbaa !20
  %1726 = trunc i32 %284 to i16
  %1727 = mul i32 %20, 120
  %1728 = sext i32 %1727 to i64
  br i1 %333, label %1735, label %1729

1729:                                             ; preds = %1721
  %1730 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1726) #6, !srcloc !19
  %1731 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1728
  %1732 = load i16, ptr %1731, align 2, !tbaa !20
  %1733 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1732) #6, !srcloc !19
  %1734 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1730, i16 %1733) #6, !srcloc !22
  br label %1737

1735:                                             ; preds = %1721
  %1736 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1726) #6, !srcloc !19
  br label %1737

1737:                                             ; preds = %1735, %1729
  %1738 = phi i16 [ %1736, %1735 ], [ %1734, %1729 ]
  %1739 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1728
  store i16 %1738, ptr %1739, align 2, !tbaa !20
  %1740 = lshr i32 %284, 16
  %1741 = trunc nuw i32 %1740 to i16
  %1742 = mul i32 %20, 121
  %1743 = sext i32 %1742 to i64
  br i1 %333, label %1750, label %1744

1744:                                             ; preds = %1737
  %1745 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1741) #6, !srcloc !19
  %1746 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1743
  %1747 = load i16, ptr %1746, align 2, !tbaa !20
  %1748 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1747) #6, !srcloc !19
  %1749 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1745, i16 %1748) #6, !srcloc !22
  br label %1752

1750:                                             ; preds = %1737
  %1751 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1741) #6, !srcloc !19
  br label %1752

1752:                                             ; preds = %1750, %1744
  %1753 = phi i16 [ %1751, %1750 ], [ %1749, %1744 ]
  %1754 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1743
  store i16 %1753, ptr %1754, align 2, !tbaa !20
  %1755 = trunc i32 %283 to i16
  br i1 %333, label %1764, label %1756

1756:                                             ; preds = %1752
  %1757 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1755) #6, !srcloc !19
  %1758 = add i32 %1727, 8
  %1759 = sext i32 %1758 to i64
  %1760 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1759
  %1761 = load i16, ptr %1760, align 2, !tbaa !20
  %1762 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1761) #6, !srcloc !19
  %1763 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1757, i16 %1762) #6, !srcloc !22
  br label %1766

1764:                                             ; preds = %1752
  %1765 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1755) #6, !srcloc !19
  br label %1766

1766:                                             ; preds = %1764, %1756
  %1767 = phi i16 [ %1765, %1764 ], [ %1763, %1756 ]
  %1768 = add i32 %1334, %746
  %1769 = sext i32 %1768 to i64
  %1770 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1769
  store i16 %1767, ptr %1770, align 2, !tbaa !20
  %1771 = lshr i32 %283, 16
  %1772 = trunc nuw i32 %1771 to i16
  br i1 %333, label %1781, label %1773

1773:                                             ; preds = %1766
  %1774 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1772) #6, !srcloc !19
  %1775 = add i32 %1742, 8
  %1776 = sext i32 %1775 to i64
  %1777 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1776
  %1778 = load i16, ptr %1777, align 2, !tbaa !20
  %1779 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1778) #6, !srcloc !19
  %1780 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1774, i16 %1779) #6, !srcloc !22
  br label %1783

1781:                                             ; preds = %1766
  %1782 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1772) #6, !srcloc !19
  br label %1783

1783:                                             ; preds = %1781, %1773
  %1784 = phi i16 [ %1782, %1781 ], [ %1780, %1773 ]
  %1785 = add i32 %1351, %746
  %1786 = sext i32 %1785 to i64
  %1787 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1786
  store i16 %1784, ptr %1787, align 2, !tbaa !20
  %1788 = trunc i32 %282 to i16
  %1789 = add i32 %53, 64
  %1790 = sext i32 %1789 to i64
  br i1 %333, label %1797, label %1791

1791:                                             ; preds = %1783
  %1792 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1788) #6, !srcloc !19
  %1793 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1790
  %1794 = load i16, ptr %1793, align 2, !tbaa !20
  %1795 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1794) #6, !srcloc !19
  %1796 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1792, i16 %1795) #6, !srcloc !22
  br label %1799

1797:                                             ; preds = %1783
  %1798 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1788) #6, !srcloc !19
  br label %1799

1799:                                             ; preds = %1797, %1791
  %1800 = phi i16 [ %1798, %1797 ], [ %1796, %1791 ]
  %1801 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1790
  store i16 %1800, ptr %1801, align 2, !tbaa !20
  %1802 = lshr i32 %282, 16
  %1803 = trunc nuw i32 %1802 to i16
  br i1 %333, label %1812, label %1804

1804:                                             ; preds = %1799
  %1805 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1803) #6, !srcloc !19
  %1806 = add i32 %1308, 64
  %1807 = sext i32 %1806 to i64
  %1808 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1807
  %1809 = load i16, ptr %1808, align 2, !tbaa !20
  %1810 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1809) #6, !srcloc !19
  %1811 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1805, i16 %1810) #6, !srcloc !22
  br label %1814

1812:                                             ; preds = %1799
  %1813 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1803) #6, !srcloc !19
  br label %1814

1814:                                             ; preds = %1812, %1804
  %1815 = phi i16 [ %1813, %1812 ], [ %1811, %1804 ]
  %1816 = add i32 %1789, %20
  %1817 = sext i32 %1816 to i64
  %1818 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1817
  store i16 %1815, ptr %1818, align 2, !tbaa !20
  %1819 = trunc i32 %281 to i16
  br i1 %333, label %1828, label %1820

1820:                                             ; preds = %1814
  %1821 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1819) #6, !srcloc !19
  %1822 = add i32 %53, 72
  %1823 = sext i32 %1822 to i64
  %1824 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1823
  %1825 = load i16, ptr %1824, align 2, !tbaa !20
  %1826 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1825) #6, !srcloc !19
  %1827 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1821, i16 %1826) #6, !srcloc !22
  br label %1830

1828:                                             ; preds = %1814
  %1829 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1819) #6, !srcloc !19
  br label %1830

1830:                                             ; preds = %1828, %1820
  %1831 = phi i16 [ %1829, %1828 ], [ %1827, %1820 ]
  %1832 = or disjoint i32 %1789, 8
  %1833 = sext i32 %1832 to i64
  %1834 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1833
  store i16 %1831, ptr %1834, align 2, !tbaa !20
  %1835 = lshr i32 %281, 16
  %1836 = trunc nuw i32 %1835 to i16
  br i1 %333, label %1845, label %1837

1837:                                             ; preds = %1830
  %1838 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1836) #6, !srcloc !19
  %1839 = add i32 %1308, 72
  %1840 = sext i32 %1839 to i64
  %1841 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1840
  %1842 = load i16, ptr %1841, align 2, !tbaa !20
  %1843 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1842) #6, !srcloc !19
  %1844 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1838, i16 %1843) #6, !srcloc !22
  br label %1847

1845:                                             ; preds = %1830
  %1846 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1836) #6, !srcloc !19
  br label %1847

1847:                                             ; preds = %1845, %1837
  %1848 = phi i16 [ %1846, %1845 ], [ %1844, %1837 ]
  %1849 = add i32 %1832, %20
  %1850 = sext i32 %1849 to i64
  %1851 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1850
  store i16 %1848, ptr %1851, align 2, !tbaa !20
  %1852 = trunc i32 %280 to i16
  %1853 = add i32 %1789, %73
  %1854 = sext i32 %1853 to i64
  br i1 %333, label %1861, label %1855

1855:                                             ; preds = %1847
  %1856 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1852) #6, !srcloc !19
  %1857 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1854
  %1858 = load i16, ptr %1857, align 2, !tbaa !20
  %1859 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1858) #6, !srcloc !19
  %1860 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1856, i16 %1859) #6, !srcloc !22
  br label %1863

1861:                                             ; preds = %1847
  %1862 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1852) #6, !srcloc !19
  br label %1863

1863:                                             ; preds = %1861, %1855
  %1864 = phi i16 [ %1862, %1861 ], [ %1860, %1855 ]
  %1865 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1854
  store i16 %1864, ptr %1865, align 2, !tbaa !20
  %1866 = lshr i32 %280, 16
  %1867 = trunc nuw i32 %1866 to i16
  br i1 %333, label %1877, label %1868

1868:                                             ; preds = %1863
  %1869 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1867) #6, !srcloc !19
  %1870 = add i32 %1308, 64
  %1871 = add i32 %1870, %73
  %1872 = sext i32 %1871 to i64
  %1873 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1872
  %1874 = load i16, ptr %1873, align 2, !tbaa !20
  %1875 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1874) #6, !srcloc !19
  %1876 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1869, i16 %1875) #6, !srcloc !22
  br label %1879

1877:                                             ; preds = %1863
  %1878 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1867) #6, !srcloc !19
  br label %1879

1879:                                             ; preds = %1877, %1868
  %1880 = phi i16 [ %1878, %1877 ], [ %1876, %1868 ]
  %1881 = add i32 %1816, %73
  %1882 = sext i32 %1881 to i64
  %1883 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1882
  store i16 %1880, ptr %1883, align 2, !tbaa !20
  %1884 = trunc i32 %279 to i16
  br i1 %333, label %1893, label %1885

1885:                                             ; preds = %1879
  %1886 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1884) #6, !srcloc !19
  %1887 = add i32 %1853, 8
  %1888 = sext i32 %1887 to i64
  %1889 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1888
  %1890 = load i16, ptr %1889, align 2, !tbaa !20
  %1891 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1890) #6, !srcloc !19
  %1892 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1886, i16 %1891) #6, !srcloc !22
  br label %1895

1893:                                             ; preds = %1879
  %1894 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1884) #6, !srcloc !19
  br label %1895

1895:                                             ; preds = %1893, %1885
  %1896 = phi i16 [ %1894, %1893 ], [ %1892, %1885 ]
  %1897 = add i32 %1832, %73
  %1898 = sext i32 %1897 to i64
  %1899 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1898
  store i16 %1896, ptr %1899, align 2, !tbaa !20
  %1900 = lshr i32 %279, 16
  %1901 = trunc nuw i32 %1900 to i16
  br i1 %333, label %1912, label %1902

1902:                                             ; preds = %1895
  %1903 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1901) #6, !srcloc !19
  %1904 = add i32 %1308, 64
  %1905 = add i32 %1904, %73
  %1906 = add i32 %1905, 8
  %1907 = sext i32 %1906 to i64
  %1908 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1907
  %1909 = load i16, ptr %1908, align 2, !tbaa !20
  %1910 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1909) #6, !srcloc !19
  %1911 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1903, i16 %1910) #6, !srcloc !22
  br label %1914

1912:                                             ; preds = %1895
  %1913 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1901) #6, !srcloc !19
  br label %1914

1914:                                             ; preds = %1912, %1902
  %1915 = phi i16 [ %1913, %1912 ], [ %1911, %1902 ]
  %1916 = add i32 %1849, %73
  %1917 = sext i32 %1916 to i64
  %1918 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1917
  store i16 %1915, ptr %1918, align 2, !tbaa !20
  %1919 = trunc i32 %278 to i16
  %1920 = add i32 %1789, %446
  %1921 = sext i32 %1920 to i64
  br i1 %333, label %1928, label %1922

1922:                                             ; preds = %1914
  %1923 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1919) #6, !srcloc !19
  %1924 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1921
  %1925 = load i16, ptr %1924, align 2, !tbaa !20
  %1926 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1925) #6, !srcloc !19
  %1927 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1923, i16 %1926) #6, !srcloc !22
  br label %1930

1928:                                             ; preds = %1914
  %1929 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1919) #6, !srcloc !19
  br label %1930

1930:                                             ; preds = %1928, %1922
  %1931 = phi i16 [ %1929, %1928 ], [ %1927, %1922 ]
  %1932 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1921
  store i16 %1931, ptr %1932, align 2, !tbaa !20
  %1933 = lshr i32 %278, 16
  %1934 = trunc nuw i32 %1933 to i16
  br i1 %333, label %1944, label %1935

1935:                                             ; preds = %1930
  %1936 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1934) #6, !srcloc !19
  %1937 = add i32 %1308, 64
  %1938 = add i32 %1937, %446
  %1939 = sext i32 %1938 to i64
  %1940 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1939
  %1941 = load i16, ptr %1940, align 2, !tbaa !20
  %1942 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1941) #6, !srcloc !19
  %1943 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1936, i16 %1942) #6, !srcloc !22
  br label %1946

1944:                                             ; preds = %1930
  %1945 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1934) #6, !srcloc !19
  br label %1946

1946:                                             ; preds = %1944, %1935
  %1947 = phi i16 [ %1945, %1944 ], [ %1943, %1935 ]
  %1948 = add i32 %1816, %446
  %1949 = sext i32 %1948 to i64
  %1950 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1949
  store i16 %1947, ptr %1950, align 2, !tbaa !20
  %1951 = trunc i32 %277 to i16
  br i1 %333, label %1960, label %1952

1952:                                             ; preds = %1946
  %1953 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1951) #6, !srcloc !19
  %1954 = or disjoint i32 %1920, 8
  %1955 = sext i32 %1954 to i64
  %1956 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1955
  %1957 = load i16, ptr %1956, align 2, !tbaa !20
  %1958 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1957) #6, !srcloc !19
  %1959 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1953, i16 %1958) #6, !srcloc !22
  br label %1962

1960:                                             ; preds = %1946
  %1961 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1951) #6, !srcloc !19
  br label %1962

1962:                                             ; preds = %1960, %1952
  %1963 = phi i16 [ %1961, %1960 ], [ %1959, %1952 ]
  %1964 = add i32 %1832, %446
  %1965 = sext i32 %1964 to i64
  %1966 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1965
  store i16 %1963, ptr %1966, align 2, !tbaa !20
  %1967 = lshr i32 %277, 16
  %1968 = trunc nuw i32 %1967 to i16
  br i1 %333, label %1979, label %1969

1969:                                             ; preds = %1962
  %1970 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1968) #6, !srcloc !19
  %1971 = add i32 %1308, 64
  %1972 = add i32 %1971, %446
  %1973 = add i32 %1972, 8
  %1974 = sext i32 %1973 to i64
  %1975 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1974
  %1976 = load i16, ptr %1975, align 2, !tbaa !20
  %1977 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1976) #6, !srcloc !19
  %1978 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1970, i16 %1977) #6, !srcloc !22
  br label %1981

1979:                                             ; preds = %1962
  %1980 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1968) #6, !srcloc !19
  br label %1981

1981:                                             ; preds = %1979, %1969
  %1982 = phi i16 [ %1980, %1979 ], [ %1978, %1969 ]
  %1983 = add i32 %1849, %446
  %1984 = sext i32 %1983 to i64
  %1985 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1984
  store i16 %1982, ptr %1985, align 2, !tbaa !20
  %1986 = trunc i32 %276 to i16
  %1987 = add i32 %1789, %506
  %1988 = sext i32 %1987 to i64
  br i1 %333, label %1995, label %1989

1989:                                             ; preds = %1981
  %1990 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1986) #6, !srcloc !19
  %1991 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1988
  %1992 = load i16, ptr %1991, align 2, !tbaa !20
  %1993 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %1992) #6, !srcloc !19
  %1994 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1990, i16 %1993) #6, !srcloc !22
  br label %1997

1995:                                             ; preds = %1981
  %1996 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1986) #6, !srcloc !19
  br label %1997

1997:                                             ; preds = %1995, %1989
  %1998 = phi i16 [ %1996, %1995 ], [ %1994, %1989 ]
  %1999 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1988
  store i16 %1998, ptr %1999, align 2, !tbaa !20
  %2000 = lshr i32 %276, 16
  %2001 = trunc nuw i32 %2000 to i16
  br i1 %333, label %2011, label %2002

2002:                                             ; preds = %1997
  %2003 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2001) #6, !srcloc !19
  %2004 = add i32 %1308, 64
  %2005 = add i32 %2004, %506
  %2006 = sext i32 %2005 to i64
  %2007 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2006
  %2008 = load i16, ptr %2007, align 2, !tbaa !20
  %2009 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2008) #6, !srcloc !19
  %2010 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2003, i16 %2009) #6, !srcloc !22
  br label %2013

2011:                                             ; preds = %1997
  %2012 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2001) #6, !srcloc !19
  br label %2013

2013:                                             ; preds = %2011, %2002
  %2014 = phi i16 [ %2012, %2011 ], [ %2010, %2002 ]
  %2015 = add i32 %1816, %506
  %2016 = sext i32 %2015 to i64
  %2017 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2016
  store i16 %2014, ptr %2017, align 2, !tbaa !20
  %2018 = trunc i32 %275 to i16
  br i1 %333, label %2027, label %2019

2019:                                             ; preds = %2013
  %2020 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2018) #6, !srcloc !19
  %2021 = add i32 %1987, 8
  %2022 = sext i32 %2021 to i64
  %2023 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2022
  %2024 = load i16, ptr %2023, align 2, !tbaa !20
  %2025 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2024) #6, !srcloc !19
  %2026 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2020, i16 %2025) #6, !srcloc !22
  br label %2029

2027:                                             ; preds = %2013
  %2028 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2018) #6, !srcloc !19
  br label %2029

2029:                                             ; preds = %2027, %2019
  %2030 = phi i16 [ %2028, %2027 ], [ %2026, %2019 ]
  %2031 = add i32 %1832, %506
  %2032 = sext i32 %2031 to i64
  %2033 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2032
  store i16 %2030, ptr %2033, align 2, !tbaa !20
  %2034 = lshr i32 %275, 16
  %2035 = trunc nuw i32 %2034 to i16
  br i1 %333, label %2046, label %2036

2036:                                             ; preds = %2029
  %2037 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2035) #6, !srcloc !19
  %2038 = add i32 %1308, 64
  %2039 = add i32 %2038, %506
  %2040 = add i32 %2039, 8
  %2041 = sext i32 %2040 to i64
  %2042 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2041
  %2043 = load i16, ptr %2042, align 2, !tbaa !20
  %2044 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2043) #6, !srcloc !19
  %2045 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2037, i16 %2044) #6, !srcloc !22
  br label %2048

2046:                                             ; preds = %2029
  %2047 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2035) #6, !srcloc !19
  br label %2048

2048:                                             ; preds = %2046, %2036
  %2049 = phi i16 [ %2047, %2046 ], [ %2045, %2036 ]
  %2050 = add i32 %1849, %506
  %2051 = sext i32 %2050 to i64
  %2052 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2051
  store i16 %2049, ptr %2052, align 2, !tbaa !20
  %2053 = trunc i32 %274 to i16
  %2054 = add i32 %1789, %566
  %2055 = sext i32 %2054 to i64
  br i1 %333, label %2062, label %2056

2056:                                             ; preds = %2048
  %2057 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2053) #6, !srcloc !19
  %2058 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2055
  %2059 = load i16, ptr %2058, align 2, !tbaa !20
  %2060 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2059) #6, !srcloc !19
  %2061 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2057, i16 %2060) #6, !srcloc !22
  br label %2064

2062:                                             ; preds = %2048
  %2063 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2053) #6, !srcloc !19
  br label %2064

2064:                                             ; preds = %2062, %2056
  %2065 = phi i16 [ %2063, %2062 ], [ %2061, %2056 ]
  %2066 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2055
  store i16 %2065, ptr %2066, align 2, !tbaa !20
  %2067 = lshr i32 %274, 16
  %2068 = trunc nuw i32 %2067 to i16
  br i1 %333, label %2078, label %2069

2069:                                             ; preds = %2064
  %2070 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2068) #6, !srcloc !19
  %2071 = add i32 %1308, 64
  %2072 = add i32 %2071, %566
  %2073 = sext i32 %2072 to i64
  %2074 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2073
  %2075 = load i16, ptr %2074, align 2, !tbaa !20
  %2076 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2075) #6, !srcloc !19
  %2077 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2070, i16 %2076) #6, !srcloc !22
  br label %2080

2078:                                             ; preds = %2064
  %2079 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2068) #6, !srcloc !19
  br label %2080

2080:                                             ; preds = %2078, %2069
  %2081 = phi i16 [ %2079, %2078 ], [ %2077, %2069 ]
  %2082 = add i32 %1816, %566
  %2083 = sext i32 %2082 to i64
  %2084 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2083
  store i16 %2081, ptr %2084, align 2, !tbaa !20
  %2085 = trunc i32 %273 to i16
  br i1 %333, label %2094, label %2086

2086:                                             ; preds = %2080
  %2087 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2085) #6, !srcloc !19
  %2088 = or disjoint i32 %2054, 8
  %2089 = sext i32 %2088 to i64
  %2090 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2089
  %2091 = load i16, ptr %2090, align 2, !tbaa !20
  %2092 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2091) #6, !srcloc !19
  %2093 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2087, i16 %2092) #6, !srcloc !22
  br label %2096

2094:                                             ; preds = %2080
  %2095 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2085) #6, !srcloc !19
  br label %2096

2096:                                             ; preds = %2094, %2086
  %2097 = phi i16 [ %2095, %2094 ], [ %2093, %2086 ]
  %2098 = add i32 %1832, %566
  %2099 = sext i32 %2098 to i64
  %2100 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2099
  store i16 %2097, ptr %2100, align 2, !tbaa !20
  %2101 = lshr i32 %273, 16
  %2102 = trunc nuw i32 %2101 to i16
  br i1 %333, label %2113, label %2103

2103:                                             ; preds = %2096
  %2104 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2102) #6, !srcloc !19
  %2105 = add i32 %1308, 64
  %2106 = add i32 %2105, %566
  %2107 = add i32 %2106, 8
  %2108 = sext i32 %2107 to i64
  %2109 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2108
  %2110 = load i16, ptr %2109, align 2, !tbaa !20
  %2111 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2110) #6, !srcloc !19
  %2112 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2104, i16 %2111) #6, !srcloc !22
  br label %2115

2113:                                             ; preds = %2096
  %2114 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2102) #6, !srcloc !19
  br label %2115

2115:                                             ; preds = %2113, %2103
  %2116 = phi i16 [ %2114, %2113 ], [ %2112, %2103 ]
  %2117 = add i32 %1849, %566
  %2118 = sext i32 %2117 to i64
  %2119 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2118
  store i16 %2116, ptr %2119, align 2, !tbaa !20
  %2120 = trunc i32 %272 to i16
  %2121 = add i32 %1789, %626
  %2122 = sext i32 %2121 to i64
  br i1 %333, label %2129, label %2123

2123:                                             ; preds = %2115
  %2124 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2120) #6, !srcloc !19
  %2125 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2122
  %2126 = load i16, ptr %2125, align 2, !tbaa !20
  %2127 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2126) #6, !srcloc !19
  %2128 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2124, i16 %2127) #6, !srcloc !22
  br label %2131

2129:                                             ; preds = %2115
  %2130 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2120) #6, !srcloc !19
  br label %2131

2131:                                             ; preds = %2129, %2123
  %2132 = phi i16 [ %2130, %2129 ], [ %2128, %2123 ]
  %2133 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2122
  store i16 %2132, ptr %2133, align 2, !tbaa !20
  %2134 = lshr i32 %272, 16
  %2135 = trunc nuw i32 %2134 to i16
  br i1 %333, label %2145, label %2136

2136:                                             ; preds = %2131
  %2137 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2135) #6, !srcloc !19
  %2138 = add i32 %1308, 64
  %2139 = add i32 %2138, %626
  %2140 = sext i32 %2139 to i64
  %2141 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2140
  %2142 = load i16, ptr %2141, align 2, !tbaa !20
  %2143 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2142) #6, !srcloc !19
  %2144 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2137, i16 %2143) #6, !srcloc !22
  br label %2147

2145:                                             ; preds = %2131
  %2146 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2135) #6, !srcloc !19
  br label %2147

2147:                                             ; preds = %2145, %2136
  %2148 = phi i16 [ %2146, %2145 ], [ %2144, %2136 ]
  %2149 = add i32 %1816, %626
  %2150 = sext i32 %2149 to i64
  %2151 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2150
  store i16 %2148, ptr %2151, align 2, !tbaa !20
  %2152 = trunc i32 %271 to i16
  br i1 %333, label %2161, label %2153

2153:                                             ; preds = %2147
  %2154 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2152) #6, !srcloc !19
  %2155 = add i32 %2121, 8
  %2156 = sext i32 %2155 to i64
  %2157 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2156
  %2158 = load i16, ptr %2157, align 2, !tbaa !20
  %2159 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2158) #6, !srcloc !19
  %2160 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2154, i16 %2159) #6, !srcloc !22
  br label %2163

2161:                                             ; preds = %2147
  %2162 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2152) #6, !srcloc !19
  br label %2163

2163:                                             ; preds = %2161, %2153
  %2164 = phi i16 [ %2162, %2161 ], [ %2160, %2153 ]
  %2165 = add i32 %1832, %626
  %2166 = sext i32 %2165 to i64
  %2167 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2166
  store i16 %2164, ptr %2167, align 2, !tbaa !20
  %2168 = lshr i32 %271, 16
  %2169 = trunc nuw i32 %2168 to i16
  br i1 %333, label %2180, label %2170

2170:                                             ; preds = %2163
  %2171 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2169) #6, !srcloc !19
  %2172 = add i32 %1308, 64
  %2173 = add i32 %2172, %626
  %2174 = add i32 %2173, 8
  %2175 = sext i32 %2174 to i64
  %2176 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2175
  %2177 = load i16, ptr %2176, align 2, !tbaa !20
  %2178 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2177) #6, !srcloc !19
  %2179 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2171, i16 %2178) #6, !srcloc !22
  br label %2182

2180:                                             ; preds = %2163
  %2181 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2169) #6, !srcloc !19
  br label %2182

2182:                                             ; preds = %2180, %2170
  %2183 = phi i16 [ %2181, %2180 ], [ %2179, %2170 ]
  %2184 = add i32 %1849, %626
  %2185 = sext i32 %2184 to i64
  %2186 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2185
  store i16 %2183, ptr %2186, align 2, !tbaa !20
  %2187 = trunc i32 %270 to i16
  %2188 = add i32 %1789, %686
  %2189 = sext i32 %2188 to i64
  br i1 %333, label %2196, label %2190

2190:                                             ; preds = %2182
  %2191 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2187) #6, !srcloc !19
  %2192 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2189
  %2193 = load i16, ptr %2192, align 2, !tbaa !20
  %2194 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2193) #6, !srcloc !19
  %2195 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2191, i16 %2194) #6, !srcloc !22
  br label %2198

2196:                                             ; preds = %2182
  %2197 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2187) #6, !srcloc !19
  br label %2198

2198:                                             ; preds = %2196, %2190
  %2199 = phi i16 [ %2197, %2196 ], [ %2195, %2190 ]
  %2200 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2189
  store i16 %2199, ptr %2200, align 2, !tbaa !20
  %2201 = lshr i32 %270, 16
  %2202 = trunc nuw i32 %2201 to i16
  br i1 %333, label %2212, label %2203

2203:                                             ; preds = %2198
  %2204 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2202) #6, !srcloc !19
  %2205 = add i32 %1308, 64
  %2206 = add i32 %2205, %686
  %2207 = sext i32 %2206 to i64
  %2208 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2207
  %2209 = load i16, ptr %2208, align 2, !tbaa !20
  %2210 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2209) #6, !srcloc !19
  %2211 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2204, i16 %2210) #6, !srcloc !22
  br label %2214

2212:                                             ; preds = %2198
  %2213 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2202) #6, !srcloc !19
  br label %2214

2214:                                             ; preds = %2212, %2203
  %2215 = phi i16 [ %2213, %2212 ], [ %2211, %2203 ]
  %2216 = add i32 %1816, %686
  %2217 = sext i32 %2216 to i64
  %2218 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2217
  store i16 %2215, ptr %2218, align 2, !tbaa !20
  %2219 = trunc i32 %269 to i16
  br i1 %333, label %2228, label %2220

2220:                                             ; preds = %2214
  %2221 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2219) #6, !srcloc !19
  %2222 = or disjoint i32 %2188, 8
  %2223 = sext i32 %2222 to i64
  %2224 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2223
  %2225 = load i16, ptr %2224, align 2, !tbaa !20
  %2226 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2225) #6, !srcloc !19
  %2227 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2221, i16 %2226) #6, !srcloc !22
  br label %2230

2228:                                             ; preds = %2214
  %2229 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2219) #6, !srcloc !19
  br label %2230

2230:                                             ; preds = %2228, %2220
  %2231 = phi i16 [ %2229, %2228 ], [ %2227, %2220 ]
  %2232 = add i32 %1832, %686
  %2233 = sext i32 %2232 to i64
  %2234 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2233
  store i16 %2231, ptr %2234, align 2, !tbaa !20
  %2235 = lshr i32 %269, 16
  %2236 = trunc nuw i32 %2235 to i16
  br i1 %333, label %2247, label %2237

2237:                                             ; preds = %2230
  %2238 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2236) #6, !srcloc !19
  %2239 = add i32 %1308, 64
  %2240 = add i32 %2239, %686
  %2241 = add i32 %2240, 8
  %2242 = sext i32 %2241 to i64
  %2243 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2242
  %2244 = load i16, ptr %2243, align 2, !tbaa !20
  %2245 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2244) #6, !srcloc !19
  %2246 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2238, i16 %2245) #6, !srcloc !22
  br label %2249

2247:                                             ; preds = %2230
  %2248 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2236) #6, !srcloc !19
  br label %2249

2249:                                             ; preds = %2247, %2237
  %2250 = phi i16 [ %2248, %2247 ], [ %2246, %2237 ]
  %2251 = add i32 %1849, %686
  %2252 = sext i32 %2251 to i64
  %2253 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2252
  store i16 %2250, ptr %2253, align 2, !tbaa !20
  %2254 = trunc i32 %268 to i16
  %2255 = add i32 %1789, %746
  %2256 = sext i32 %2255 to i64
  br i1 %333, label %2263, label %2257

2257:                                             ; preds = %2249
  %2258 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2254) #6, !srcloc !19
  %2259 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2256
  %2260 = load i16, ptr %2259, align 2, !tbaa !20
  %2261 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2260) #6, !srcloc !19
  %2262 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2258, i16 %2261) #6, !srcloc !22
  br label %2265

2263:                                             ; preds = %2249
  %2264 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2254) #6, !srcloc !19
  br label %2265

2265:                                             ; preds = %2263, %2257
  %2266 = phi i16 [ %2264, %2263 ], [ %2262, %2257 ]
  %2267 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2256
  store i16 %2266, ptr %2267, align 2, !tbaa !20
  %2268 = lshr i32 %268, 16
  %2269 = trunc nuw i32 %2268 to i16
  br i1 %333, label %2279, label %2270

2270:                                             ; preds = %2265
  %2271 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2269) #6, !srcloc !19
  %2272 = add i32 %1308, 64
  %2273 = add i32 %2272, %746
  %2274 = sext i32 %2273 to i64
  %2275 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2274
  %2276 = load i16, ptr %2275, align 2, !tbaa !20
  %2277 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2276) #6, !srcloc !19
  %2278 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2271, i16 %2277) #6, !srcloc !22
  br label %2281

2279:                                             ; preds = %2265
  %2280 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2269) #6, !srcloc !19
  br label %2281

2281:                                             ; preds = %2279, %2270
  %2282 = phi i16 [ %2280, %2279 ], [ %2278, %2270 ]
  %2283 = add i32 %1816, %746
  %2284 = sext i32 %2283 to i64
  %2285 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2284
  store i16 %2282, ptr %2285, align 2, !tbaa !20
  %2286 = trunc i32 %267 to i16
  br i1 %333, label %2295, label %2287

2287:                                             ; preds = %2281
  %2288 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2286) #6, !srcloc !19
  %2289 = add i32 %2255, 8
  %2290 = sext i32 %2289 to i64
  %2291 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2290
  %2292 = load i16, ptr %2291, align 2, !tbaa !20
  %2293 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2292) #6, !srcloc !19
  %2294 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2288, i16 %2293) #6, !srcloc !22
  br label %2297

2295:                                             ; preds = %2281
  %2296 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2286) #6, !srcloc !19
  br label %2297

2297:                                             ; preds = %2295, %2287
  %2298 = phi i16 [ %2296, %2295 ], [ %2294, %2287 ]
  %2299 = add i32 %1832, %746
  %2300 = sext i32 %2299 to i64
  %2301 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2300
  store i16 %2298, ptr %2301, align 2, !tbaa !20
  %2302 = lshr i32 %267, 16
  %2303 = trunc nuw i32 %2302 to i16
  br i1 %333, label %2314, label %2304

2304:                                             ; preds = %2297
  %2305 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2303) #6, !srcloc !19
  %2306 = add i32 %1308, 64
  %2307 = add i32 %2306, %746
  %2308 = add i32 %2307, 8
  %2309 = sext i32 %2308 to i64
  %2310 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2309
  %2311 = load i16, ptr %2310, align 2, !tbaa !20
  %2312 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %331, i16 %2311) #6, !srcloc !19
  %2313 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2305, i16 %2312) #6, !srcloc !22
  br label %2316

2314:                                             ; preds = %2297
  %2315 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2303) #6, !srcloc !19
  br label %2316

2316:                                             ; preds = %2314, %2304
  %2317 = phi i16 [ %2315, %2314 ], [ %2313, %2304 ]
  %2318 = add i32 %1849, %746
  %2319 = sext i32 %2318 to i64
  %2320 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2319
  store i16 %2317, ptr %2320, align 2, !tbaa !20
  ret void

2321:                                             ; preds = %262, %2321
  %2322 = phi i32 [ 0, %262 ], [ %2926, %2321 ]
  %2323 = phi i32 [ 0, %262 ], [ %2925, %2321 ]
  %2324 = phi i32 [ 0, %262 ], [ %2924, %2321 ]
  %2325 = phi i32 [ 0, %262 ], [ %2923, %2321 ]
  %2326 = phi i32 [ 0, %262 ], [ %2922, %2321 ]
  %2327 = phi i32 [ 0, %262 ], [ %2921, %2321 ]
  %2328 = phi i32 [ 0, %262 ], [ %2920, %2321 ]
  %2329 = phi i32 [ 0, %262 ], [ %2919, %2321 ]
  %2330 = phi i32 [ 0, %262 ], [ %2918, %2321 ]
  %2331 = phi i32 [ 0, %262 ], [ %2917, %2321 ]
  %2332 = phi i32 [ 0, %262 ], [ %2916, %2321 ]
  %2333 = phi i32 [ 0, %262 ], [ %2915, %2321 ]
  %2334 = phi i32 [ 0, %262 ], [ %2914, %2321 ]
  %2335 = phi i32 [ 0, %262 ], [ %2913, %2321 ]
  %2336 = phi i32 [ 0, %262 ], [ %2912, %2321 ]
  %2337 = phi i32 [ 0, %262 ], [ %2911, %2321 ]
  %2338 = phi i32 [ 0, %262 ], [ %2910, %2321 ]
  %2339 = phi i32 [ 0, %262 ], [ %2909, %2321 ]
  %2340 = phi i32 [ 0, %262 ], [ %2908, %2321 ]
  %2341 = phi i32 [ 0, %262 ], [ %2907, %2321 ]
  %2342 = phi i32 [ 0, %262 ], [ %2906, %2321 ]
  %2343 = phi i32 [ 0, %262 ], [ %2905, %2321 ]
  %2344 = phi i32 [ 0, %262 ], [ %2904, %2321 ]
  %2345 = phi i32 [ 0, %262 ], [ %2903, %2321 ]
  %2346 = phi i32 [ 0, %262 ], [ %2902, %2321 ]
  %2347 = phi i32 [ 0, %262 ], [ %2901, %2321 ]
  %2348 = phi i32 [ 0, %262 ], [ %2900, %2321 ]
  %2349 = phi i32 [ 0, %262 ], [ %2899, %2321 ]
  %2350 = phi i32 [ 0, %262 ], [ %2898, %2321 ]
  %2351 = phi i32 [ 0, %262 ], [ %2897, %2321 ]
  %2352 = phi i32 [ 0, %262 ], [ %2896, %2321 ]
  %2353 = phi i32 [ 0, %262 ], [ %2895, %2321 ]
  %2354 = phi i32 [ 0, %262 ], [ %2894, %2321 ]
  %2355 = phi i32 [ 0, %262 ], [ %2893, %2321 ]
  %2356 = phi i32 [ 0, %262 ], [ %2892, %2321 ]
  %2357 = phi i32 [ 0, %262 ], [ %2891, %2321 ]
  %2358 = phi i32 [ 0, %262 ], [ %2890, %2321 ]
  %2359 = phi i32 [ 0, %262 ], [ %2889, %2321 ]
  %2360 = phi i32 [ 0, %262 ], [ %2888, %2321 ]
  %2361 = phi i32 [ 0, %262 ], [ %2887, %2321 ]
  %2362 = phi i32 [ 0, %262 ], [ %2886, %2321 ]
  %2363 = phi i32 [ 0, %262 ], [ %2885, %2321 ]
  %2364 = phi i32 [ 0, %262 ], [ %2884, %2321 ]
  %2365 = phi i32 [ 0, %262 ], [ %2883, %2321 ]
  %2366 = phi i32 [ 0, %262 ], [ %2882, %2321 ]
  %2367 = phi i32 [ 0, %262 ], [ %2881, %2321 ]
  %2368 = phi i32 [ 0, %262 ], [ %2880, %2321 ]
  %2369 = phi i32 [ 0, %262 ], [ %2879, %2321 ]
  %2370 = phi i32 [ 0, %262 ], [ %2878, %2321 ]
  %2371 = phi i32 [ 0, %262 ], [ %2877, %2321 ]
  %2372 = phi i32 [ 0, %262 ], [ %2876, %2321 ]
  %2373 = phi i32 [ 0, %262 ], [ %2875, %2321 ]
  %2374 = phi i32 [ 0, %262 ], [ %2874, %2321 ]
  %2375 = phi i32 [ 0, %262 ], [ %2873, %2321 ]
  %2376 = phi i32 [ 0, %262 ], [ %2872, %2321 ]
  %2377 = phi i32 [ 0, %262 ], [ %2871, %2321 ]
  %2378 = phi i32 [ 0, %262 ], [ %2870, %2321 ]
  %2379 = phi i32 [ 0, %262 ], [ %2869, %2321 ]
  %2380 = phi i32 [ 0, %262 ], [ %2868, %2321 ]
  %2381 = phi i32 [ 0, %262 ], [ %2867, %2321 ]
  %2382 = phi i32 [ 0, %262 ], [ %2866, %2321 ]
  %2383 = phi i32 [ 0, %262 ], [ %2865, %2321 ]
  %2384 = phi i32 [ 0, %262 ], [ %2864, %2321 ]
  %2385 = phi i32 [ 0, %262 ], [ %2863, %2321 ]
  %2386 = phi i32 [ 0, %262 ], [ %2931, %2321 ]
  %2387 = phi i32 [ 2, %262 ], [ %2927, %2321 ]
  %2388 = phi i32 [ 0, %262 ], [ %2930, %2321 ]
  %2389 = add nuw nsw i32 %2386, 2
  %2390 = icmp slt i32 %2389, %259
  %2391 = select i1 %2390, i32 %2389, i32 %263
  %2392 = shl nsw i32 %2391, 6
  %2393 = sext i32 %2392 to i64
  %2394 = getelementptr inbounds %"struct.cutlass::half_t", ptr %70, i64 %2393
  %2395 = shl nsw i32 %2387, 13
  %2396 = sext i32 %2395 to i64
  %2397 = getelementptr inbounds %"struct.cutlass::half_t", ptr %48, i64 %2396
  %2398 = addrspacecast ptr %2397 to ptr addrspace(3)
  %2399 = ptrtoint ptr addrspace(3) %2398 to i64
  %2400 = trunc i64 %2399 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2400, ptr nonnull %2394, i64 16) #5, !srcloc !16
  %2401 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2394, i64 %78
  %2402 = getelementptr inbounds i8, ptr %2397, i64 2048
  %2403 = addrspacecast ptr %2402 to ptr addrspace(3)
  %2404 = ptrtoint ptr addrspace(3) %2403 to i64
  %2405 = trunc i64 %2404 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2405, ptr nonnull %2401, i64 16) #5, !srcloc !16
  %2406 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2394, i64 %85
  %2407 = getelementptr inbounds i8, ptr %2397, i64 4096
  %2408 = addrspacecast ptr %2407 to ptr addrspace(3)
  %2409 = ptrtoint ptr addrspace(3) %2408 to i64
  %2410 = trunc i64 %2409 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2410, ptr nonnull %2406, i64 16) #5, !srcloc !16
  %2411 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2394, i64 %92
  %2412 = getelementptr inbounds i8, ptr %2397, i64 6144
  %2413 = addrspacecast ptr %2412 to ptr addrspace(3)
  %2414 = ptrtoint ptr addrspace(3) %2413 to i64
  %2415 = trunc i64 %2414 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2415, ptr nonnull %2411, i64 16) #5, !srcloc !16
  %2416 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2394, i64 %99
  %2417 = getelementptr inbounds i8, ptr %2397, i64 8192
  %2418 = addrspacecast ptr %2417 to ptr addrspace(3)
  %2419 = ptrtoint ptr addrspace(3) %2418 to i64
  %2420 = trunc i64 %2419 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2420, ptr nonnull %2416, i64 16) #5, !srcloc !16
  %2421 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2394, i64 %106
  %2422 = getelementptr inbounds i8, ptr %2397, i64 10240
  %2423 = addrspacecast ptr %2422 to ptr addrspace(3)
  %2424 = ptrtoint ptr addrspace(3) %2423 to i64
  %2425 = trunc i64 %2424 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2425, ptr nonnull %2421, i64 16) #5, !srcloc !16
  %2426 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2394, i64 %113
  %2427 = getelementptr inbounds i8, ptr %2397, i64 12288
  %2428 = addrspacecast ptr %2427 to ptr addrspace(3)
  %2429 = ptrtoint ptr addrspace(3) %2428 to i64
  %2430 = trunc i64 %2429 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2430, ptr nonnull %2426, i64 16) #5, !srcloc !16
  %2431 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2394, i64 %120
  %2432 = getelementptr inbounds i8, ptr %2397, i64 14336
  %2433 = addrspacecast ptr %2432 to ptr addrspace(3)
  %2434 = ptrtoint ptr addrspace(3) %2433 to i64
  %2435 = trunc i64 %2434 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2435, ptr nonnull %2431, i64 16) #5, !srcloc !16
  %2436 = getelementptr inbounds %"struct.cutlass::half_t", ptr %52, i64 %2393
  %2437 = getelementptr inbounds %"struct.cutlass::half_t", ptr %72, i64 %2396
  %2438 = addrspacecast ptr %2437 to ptr addrspace(3)
  %2439 = ptrtoint ptr addrspace(3) %2438 to i64
  %2440 = trunc i64 %2439 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2440, ptr nonnull %2436, i64 16) #5, !srcloc !16
  %2441 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2436, i64 %129
  %2442 = getelementptr inbounds i8, ptr %2437, i64 2048
  %2443 = addrspacecast ptr %2442 to ptr addrspace(3)
  %2444 = ptrtoint ptr addrspace(3) %2443 to i64
  %2445 = trunc i64 %2444 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2445, ptr nonnull %2441, i64 16) #5, !srcloc !16
  %2446 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2436, i64 %136
  %2447 = getelementptr inbounds i8, ptr %2437, i64 4096
  %2448 = addrspacecast ptr %2447 to ptr addrspace(3)
  %2449 = ptrtoint ptr addrspace(3) %2448 to i64
  %2450 = trunc i64 %2449 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2450, ptr nonnull %2446, i64 16) #5, !srcloc !16
  %2451 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2436, i64 %143
  %2452 = getelementptr inbounds i8, ptr %2437, i64 6144
  %2453 = addrspacecast ptr %2452 to ptr addrspace(3)
  %2454 = ptrtoint ptr addrspace(3) %2453 to i64
  %2455 = trunc i64 %2454 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2455, ptr nonnull %2451, i64 16) #5, !srcloc !16
  %2456 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2436, i64 %150
  %2457 = getelementptr inbounds i8, ptr %2437, i64 8192
  %2458 = addrspacecast ptr %2457 to ptr addrspace(3)
  %2459 = ptrtoint ptr addrspace(3) %2458 to i64
  %2460 = trunc i64 %2459 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2460, ptr nonnull %2456, i64 16) #5, !srcloc !16
  %2461 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2436, i64 %157
  %2462 = getelementptr inbounds i8, ptr %2437, i64 10240
  %2463 = addrspacecast ptr %2462 to ptr addrspace(3)
  %2464 = ptrtoint ptr addrspace(3) %2463 to i64
  %2465 = trunc i64 %2464 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2465, ptr nonnull %2461, i64 16) #5, !srcloc !16
  %2466 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2436, i64 %164
  %2467 = getelementptr inbounds i8, ptr %2437, i64 12288
  %2468 = addrspacecast ptr %2467 to ptr addrspace(3)
  %2469 = ptrtoint ptr addrspace(3) %2468 to i64
  %2470 = trunc i64 %2469 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2470, ptr nonnull %2466, i64 16) #5, !srcloc !16
  %2471 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2436, i64 %171
  %2472 = getelementptr inbounds i8, ptr %2437, i64 14336
  %2473 = addrspacecast ptr %2472 to ptr addrspace(3)
  %2474 = ptrtoint ptr addrspace(3) %2473 to i64
  %2475 = trunc i64 %2474 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2475, ptr nonnull %2471, i64 16) #5, !srcloc !16
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #5, !srcloc !17
  %2476 = add nsw i32 %2387, 1
  %2477 = icmp eq i32 %2476, 3
  tail call void asm sideeffect "cp.async.wait_all;\0A", ""() #5, !srcloc !23
  %2478 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2385) #5, !srcloc !24
  %2479 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2384) #5, !srcloc !24
  %2480 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2383) #5, !srcloc !24
  %2481 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2382) #5, !srcloc !24
  %2482 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2381) #5, !srcloc !24
  %2483 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2380) #5, !srcloc !24
  %2484 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2379) #5, !srcloc !24
  %2485 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2378) #5, !srcloc !24
  %2486 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2377) #5, !srcloc !24
  %2487 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2376) #5, !srcloc !24
  %2488 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2375) #5, !srcloc !24
  %2489 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2374) #5, !srcloc !24
  %2490 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2373) #5, !srcloc !24
  %2491 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2372) #5, !srcloc !24
  %2492 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2371) #5, !srcloc !24
  %2493 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2370) #5, !srcloc !24
  %2494 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2369) #5, !srcloc !24
  %2495 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2368) #5, !srcloc !24
  %2496 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2367) #5, !srcloc !24
  %2497 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2366) #5, !srcloc !24
  %2498 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2365) #5, !srcloc !24
  %2499 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2364) #5, !srcloc !24
  %2500 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2363) #5, !srcloc !24
  %2501 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2362) #5, !srcloc !24
  %2502 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2361) #5, !srcloc !24
  %2503 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2360) #5, !srcloc !24
  %2504 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2359) #5, !srcloc !24
  %2505 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2358) #5, !srcloc !24
  %2506 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2357) #5, !srcloc !24
  %2507 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2356) #5, !srcloc !24
  %2508 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2355) #5, !srcloc !24
  %2509 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2354) #5, !srcloc !24
  %2510 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2353) #5, !srcloc !24
  %2511 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2352) #5, !srcloc !24
  %2512 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2351) #5, !srcloc !24
  %2513 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2350) #5, !srcloc !24
  %2514 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2349) #5, !srcloc !24
  %2515 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2348) #5, !srcloc !24
  %2516 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2347) #5, !srcloc !24
  %2517 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2346) #5, !srcloc !24
  %2518 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2345) #5, !srcloc !24
  %2519 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2344) #5, !srcloc !24
  %2520 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2343) #5, !srcloc !24
  %2521 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2342) #5, !srcloc !24
  %2522 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2341) #5, !srcloc !24
  %2523 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2340) #5, !srcloc !24
  %2524 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2339) #5, !srcloc !24
  %2525 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2338) #5, !srcloc !24
  %2526 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2337) #5, !srcloc !24
  %2527 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2336) #5, !srcloc !24
  %2528 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2335) #5, !srcloc !24
  %2529 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2334) #5, !srcloc !24
  %2530 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2333) #5, !srcloc !24
  %2531 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2332) #5, !srcloc !24
  %2532 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2331) #5, !srcloc !24
  %2533 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2330) #5, !srcloc !24
  %2534 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2329) #5, !srcloc !24
  %2535 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2328) #5, !srcloc !24
  %2536 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2327) #5, !srcloc !24
  %2537 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2326) #5, !srcloc !24
  %2538 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2325) #5, !srcloc !24
  %2539 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2324) #5, !srcloc !24
  %2540 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2323) #5, !srcloc !24
  %2541 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2322) #5, !srcloc !24
  tail call void asm sideeffect "wgmma.fence.sync.aligned;\0A", "~{memory}"() #5, !srcloc !25
  %2542 = shl nsw i32 %2388, 10
  %2543 = add i32 %74, %2542
  %2544 = add i32 %260, %2542
  %2545 = zext i32 %2543 to i64
  %2546 = or disjoint i64 %2545, 4611686293305294848
  %2547 = zext i32 %2544 to i64
  %2548 = or disjoint i64 %2547, 4611686293305294848
  %2549 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2546, i64 %2548, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2478, i32 %2479, i32 %2480, i32 %2481, i32 %2482, i32 %2483, i32 %2484, i32 %2485, i32 %2486, i32 %2487, i32 %2488, i32 %2489, i32 %2490, i32 %2491, i32 %2492, i32 %2493) #5, !srcloc !26
  %2550 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 0
  %2551 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 1
  %2552 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 2
  %2553 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 3
  %2554 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 4
  %2555 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 5
  %2556 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 6
  %2557 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 7
  %2558 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 8
  %2559 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 9
  %2560 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 10
  %2561 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 11
  %2562 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 12
  %2563 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 13
  %2564 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 14
  %2565 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2549, 15
  %2566 = add i32 %2544, 512
  %2567 = zext i32 %2566 to i64
  %2568 = or disjoint i64 %2567, 4611686293305294848
  %2569 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2546, i64 %2568, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2510, i32 %2511, i32 %2512, i32 %2513, i32 %2514, i32 %2515, i32 %2516, i32 %2517, i32 %2518, i32 %2519, i32 %2520, i32 %2521, i32 %2522, i32 %2523, i32 %2524, i32 %2525) #5, !srcloc !26
  %2570 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 0
  %2571 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 1
  %2572 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 2
  %2573 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 3
  %2574 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 4
  %2575 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 5
  %2576 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 6
  %2577 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 7
  %2578 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 8
  %2579 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 9
  %2580 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 10
  %2581 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 11
  %2582 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 12
  %2583 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 13
  %2584 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 14
  %2585 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2569, 15
  %2586 = add i32 %2543, 512
  %2587 = zext i32 %2586 to i64
  %2588 = or disjoint i64 %2587, 4611686293305294848
  %2589 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2588, i64 %2568, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2526, i32 %2527, i32 %2528, i32 %2529, i32 %2530, i32 %2531, i32 %2532, i32 %2533, i32 %2534, i32 %2535, i32 %2536, i32 %2537, i32 %2538, i32 %2539, i32 %2540, i32 %2541) #5, !srcloc !26
  %2590 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 0
  %2591 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 1
  %2592 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 2
  %2593 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 3
  %2594 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 4
  %2595 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 5
  %2596 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 6
  %2597 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 7
  %2598 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 8
  %2599 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 9
  %2600 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 10
  %2601 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 11
  %2602 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 12
  %2603 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 13
  %2604 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 14
  %2605 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2589, 15
  %2606 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2588, i64 %2548, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2494, i32 %2495, i32 %2496, i32 %2497, i32 %2498, i32 %2499, i32 %2500, i32 %2501, i32 %2502, i32 %2503, i32 %2504, i32 %2505, i32 %2506, i32 %2507, i32 %2508, i32 %2509) #5, !srcloc !26
  %2607 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 0
  %2608 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 1
  %2609 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 2
  %2610 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 3
  %2611 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 4
  %2612 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 5
  %2613 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 6
  %2614 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 7
  %2615 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 8
  %2616 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 9
  %2617 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 10
  %2618 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 11
  %2619 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 12
  %2620 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 13
  %2621 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 14
  %2622 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2606, 15
  %2623 = add i32 %2543, 2
  %2624 = add i32 %2544, 2
  %2625 = zext i32 %2623 to i64
  %2626 = or disjoint i64 %2625, 4611686293305294848
  %2627 = zext i32 %2624 to i64
  %2628 = or disjoint i64 %2627, 4611686293305294848
  %2629 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2626, i64 %2628, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2550, i32 %2551, i32 %2552, i32 %2553, i32 %2554, i32 %2555, i32 %2556, i32 %2557, i32 %2558, i32 %2559, i32 %2560, i32 %2561, i32 %2562, i32 %2563, i32 %2564, i32 %2565) #5, !srcloc !26
  %2630 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 0
  %2631 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 1
  %2632 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 2
  %2633 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 3
  %2634 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 4
  %2635 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 5
  %2636 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 6
  %2637 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 7
  %2638 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 8
  %2639 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 9
  %2640 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 10
  %2641 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 11
  %2642 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 12
  %2643 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 13
  %2644 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 14
  %2645 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2629, 15
  %2646 = add i32 %2544, 514
  %2647 = zext i32 %2646 to i64
  %2648 = or disjoint i64 %2647, 4611686293305294848
  %2649 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2626, i64 %2648, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2570, i32 %2571, i32 %2572, i32 %2573, i32 %2574, i32 %2575, i32 %2576, i32 %2577, i32 %2578, i32 %2579, i32 %2580, i32 %2581, i32 %2582, i32 %2583, i32 %2584, i32 %2585) #5, !srcloc !26
  %2650 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 0
  %2651 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 1
  %2652 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 2
  %2653 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 3
  %2654 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 4
  %2655 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 5
  %2656 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 6
  %2657 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 7
  %2658 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 8
  %2659 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 9
  %2660 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 10
  %2661 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 11
  %2662 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 12
  %2663 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 13
  %2664 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 14
  %2665 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2649, 15
  %2666 = add i32 %2543, 514
  %2667 = zext i32 %2666 to i64
  %2668 = or disjoint i64 %2667, 4611686293305294848
  %2669 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2668, i64 %2648, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2590, i32 %2591, i32 %2592, i32 %2593, i32 %2594, i32 %2595, i32 %2596, i32 %2597, i32 %2598, i32 %2599, i32 %2600, i32 %2601, i32 %2602, i32 %2603, i32 %2604, i32 %2605) #5, !srcloc !26
  %2670 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 0
  %2671 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 1
  %2672 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 2
  %2673 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 3
  %2674 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 4
  %2675 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 5
  %2676 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 6
  %2677 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 7
  %2678 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 8
  %2679 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 9
  %2680 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 10
  %2681 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 11
  %2682 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 12
  %2683 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 13
  %2684 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 14
  %2685 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2669, 15
  %2686 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2668, i64 %2628, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2607, i32 %2608, i32 %2609, i32 %2610, i32 %2611, i32 %2612, i32 %2613, i32 %2614, i32 %2615, i32 %2616, i32 %2617, i32 %2618, i32 %2619, i32 %2620, i32 %2621, i32 %2622) #5, !srcloc !26
  %2687 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 0
  %2688 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 1
  %2689 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 2
  %2690 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 3
  %2691 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 4
  %2692 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 5
  %2693 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 6
  %2694 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 7
  %2695 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 8
  %2696 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 9
  %2697 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 10
  %2698 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 11
  %2699 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 12
  %2700 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 13
  %2701 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 14
  %2702 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2686, 15
  %2703 = add i32 %2543, 4
  %2704 = add i32 %2544, 4
  %2705 = zext i32 %2703 to i64
  %2706 = or disjoint i64 %2705, 4611686293305294848
  %2707 = zext i32 %2704 to i64
  %2708 = or disjoint i64 %2707, 4611686293305294848
  %2709 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2706, i64 %2708, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2630, i32 %2631, i32 %2632, i32 %2633, i32 %2634, i32 %2635, i32 %2636, i32 %2637, i32 %2638, i32 %2639, i32 %2640, i32 %2641, i32 %2642, i32 %2643, i32 %2644, i32 %2645) #5, !srcloc !26
  %2710 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 0
  %2711 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 1
  %2712 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 2
  %2713 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 3
  %2714 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 4
  %2715 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 5
  %2716 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 6
  %2717 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 7
  %2718 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 8
  %2719 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 9
  %2720 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 10
  %2721 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 11
  %2722 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 12
  %2723 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 13
  %2724 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 14
  %2725 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2709, 15
  %2726 = add i32 %2544, 516
  %2727 = zext i32 %2726 to i64
  %2728 = or disjoint i64 %2727, 4611686293305294848
  %2729 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2706, i64 %2728, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2650, i32 %2651, i32 %2652, i32 %2653, i32 %2654, i32 %2655, i32 %2656, i32 %2657, i32 %2658, i32 %2659, i32 %2660, i32 %2661, i32 %2662, i32 %2663, i32 %2664, i32 %2665) #5, !srcloc !26
  %2730 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 0
  %2731 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 1
  %2732 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 2
  %2733 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 3
  %2734 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 4
  %2735 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 5
  %2736 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 6
  %2737 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 7
  %2738 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 8
  %2739 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 9
  %2740 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 10
  %2741 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 11
  %2742 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 12
  %2743 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 13
  %2744 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 14
  %2745 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2729, 15
  %2746 = add i32 %2543, 516
  %2747 = zext i32 %2746 to i64
  %2748 = or disjoint i64 %2747, 4611686293305294848
  %2749 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2748, i64 %2728, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2670, i32 %2671, i32 %2672, i32 %2673, i32 %2674, i32 %2675, i32 %2676, i32 %2677, i32 %2678, i32 %2679, i32 %2680, i32 %2681, i32 %2682, i32 %2683, i32 %2684, i32 %2685) #5, !srcloc !26
  %2750 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 0
  %2751 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 1
  %2752 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 2
  %2753 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 3
  %2754 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 4
  %2755 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 5
  %2756 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 6
  %2757 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 7
  %2758 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 8
  %2759 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 9
  %2760 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 10
  %2761 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 11
  %2762 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 12
  %2763 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 13
  %2764 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 14
  %2765 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2749, 15
  %2766 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2748, i64 %2708, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2687, i32 %2688, i32 %2689, i32 %2690, i32 %2691, i32 %2692, i32 %2693, i32 %2694, i32 %2695, i32 %2696, i32 %2697, i32 %2698, i32 %2699, i32 %2700, i32 %2701, i32 %2702) #5, !srcloc !26
  %2767 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 0
  %2768 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 1
  %2769 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 2
  %2770 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 3
  %2771 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 4
  %2772 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 5
  %2773 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 6
  %2774 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 7
  %2775 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 8
  %2776 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 9
  %2777 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 10
  %2778 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 11
  %2779 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 12
  %2780 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 13
  %2781 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 14
  %2782 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2766, 15
  %2783 = add i32 %2543, 6
  %2784 = add i32 %2544, 6
  %2785 = zext i32 %2783 to i64
  %2786 = or disjoint i64 %2785, 4611686293305294848
  %2787 = zext i32 %2784 to i64
  %2788 = or disjoint i64 %2787, 4611686293305294848
  %2789 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2786, i64 %2788, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2710, i32 %2711, i32 %2712, i32 %2713, i32 %2714, i32 %2715, i32 %2716, i32 %2717, i32 %2718, i32 %2719, i32 %2720, i32 %2721, i32 %2722, i32 %2723, i32 %2724, i32 %2725) #5, !srcloc !26
  %2790 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 0
  %2791 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 1
  %2792 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 2
  %2793 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 3
  %2794 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 4
  %2795 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 5
  %2796 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 6
  %2797 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 7
  %2798 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 8
  %2799 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 9
  %2800 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 10
  %2801 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 11
  %2802 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 12
  %2803 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 13
  %2804 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 14
  %2805 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2789, 15
  %2806 = add i32 %2544, 518
  %2807 = zext i32 %2806 to i64
  %2808 = or disjoint i64 %2807, 4611686293305294848
  %2809 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2786, i64 %2808, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2730, i32 %2731, i32 %2732, i32 %2733, i32 %2734, i32 %2735, i32 %2736, i32 %2737, i32 %2738, i32 %2739, i32 %2740, i32 %2741, i32 %2742, i32 %2743, i32 %2744, i32 %2745) #5, !srcloc !26
  %2810 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 0
  %2811 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 1
  %2812 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 2
  %2813 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 3
  %2814 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 4
  %2815 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 5
  %2816 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 6
  %2817 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 7
  %2818 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 8
  %2819 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 9
  %2820 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 10
  %2821 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 11
  %2822 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 12
  %2823 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 13
  %2824 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 14
  %2825 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2809, 15
  %2826 = add i32 %2543, 518
  %2827 = zext i32 %2826 to i64
  %2828 = or disjoint i64 %2827, 4611686293305294848
  %2829 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2828, i64 %2808, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2750, i32 %2751, i32 %2752, i32 %2753, i32 %2754, i32 %2755, i32 %2756, i32 %2757, i32 %2758, i32 %2759, i32 %2760, i32 %2761, i32 %2762, i32 %2763, i32 %2764, i32 %2765) #5, !srcloc !26
  %2830 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 0
  %2831 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 1
  %2832 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 2
  %2833 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 3
  %2834 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 4
  %2835 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 5
  %2836 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 6
  %2837 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 7
  %2838 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 8
  %2839 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 9
  %2840 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 10
  %2841 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 11
  %2842 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 12
  %2843 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 13
  %2844 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 14
  %2845 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2829, 15
  %2846 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2828, i64 %2788, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2767, i32 %2768, i32 %2769, i32 %2770, i32 %2771, i32 %2772, i32 %2773, i32 %2774, i32 %2775, i32 %2776, i32 %2777, i32 %2778, i32 %2779, i32 %2780, i32 %2781, i32 %2782) #5, !srcloc !26
  %2847 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 0
  %2848 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 1
  %2849 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 2
  %2850 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 3
  %2851 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 4
  %2852 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 5
  %2853 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 6
  %2854 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 7
  %2855 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 8
  %2856 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 9
  %2857 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 10
  %2858 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 11
  %2859 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 12
  %2860 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 13
  %2861 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 14
  %2862 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2846, 15
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;\0A", "~{memory}"() #5, !srcloc !27
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned $0;\0A", "n,~{memory}"(i32 0) #5, !srcloc !28
  %2863 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2790) #5, !srcloc !24
  %2864 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2791) #5, !srcloc !24
  %2865 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2792) #5, !srcloc !24
  %2866 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2793) #5, !srcloc !24
  %2867 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2794) #5, !srcloc !24
  %2868 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2795) #5, !srcloc !24
  %2869 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2796) #5, !srcloc !24
  %2870 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2797) #5, !srcloc !24
  %2871 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2798) #5, !srcloc !24
  %2872 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2799) #5, !srcloc !24
  %2873 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2800) #5, !srcloc !24
  %2874 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2801) #5, !srcloc !24
  %2875 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2802) #5, !srcloc !24
  %2876 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2803) #5, !srcloc !24
  %2877 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2804) #5, !srcloc !24
  %2878 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2805) #5, !srcloc !24
  %2879 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2847) #5, !srcloc !24
  %2880 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2848) #5, !srcloc !24
  %2881 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2849) #5, !srcloc !24
  %2882 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2850) #5, !srcloc !24
  %2883 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2851) #5, !srcloc !24
  %2884 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2852) #5, !srcloc !24
  %2885 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2853) #5, !srcloc !24
  %2886 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2854) #5, !srcloc !24
  %2887 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2855) #5, !srcloc !24
  %2888 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2856) #5, !srcloc !24
  %2889 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2857) #5, !srcloc !24
  %2890 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2858) #5, !srcloc !24
  %2891 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2859) #5, !srcloc !24
  %2892 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2860) #5, !srcloc !24
  %2893 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2861) #5, !srcloc !24
  %2894 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2862) #5, !srcloc !24
  %2895 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2810) #5, !srcloc !24
  %2896 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2811) #5, !srcloc !24
  %2897 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2812) #5, !srcloc !24
  %2898 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2813) #5, !srcloc !24
  %2899 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2814) #5, !srcloc !24
  %2900 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2815) #5, !srcloc !24
  %2901 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2816) #5, !srcloc !24
  %2902 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2817) #5, !srcloc !24
  %2903 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2818) #5, !srcloc !24
  %2904 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2819) #5, !srcloc !24
  %2905 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2820) #5, !srcloc !24
  %2906 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2821) #5, !srcloc !24
  %2907 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2822) #5, !srcloc !24
  %2908 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2823) #5, !srcloc !24
  %2909 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2824) #5, !srcloc !24
  %2910 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2825) #5, !srcloc !24
  %2911 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2830) #5, !srcloc !24
  %2912 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2831) #5, !srcloc !24
  %2913 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2832) #5, !srcloc !24
  %2914 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2833) #5, !srcloc !24
  %2915 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2834) #5, !srcloc !24
  %2916 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2835) #5, !srcloc !24
  %2917 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2836) #5, !srcloc !24
  %2918 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2837) #5, !srcloc !24
  %2919 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2838) #5, !srcloc !24
  %2920 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2839) #5, !srcloc !24
  %2921 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2840) #5, !srcloc !24
  %2922 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2841) #5, !srcloc !24
  %2923 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2842) #5, !srcloc !24
  %2924 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2843) #5, !srcloc !24
  %2925 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2844) #5, !srcloc !24
  %2926 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2845) #5, !srcloc !24
  %2927 = select i1 %2477, i32 0, i32 %2476
  %2928 = add nsw i32 %2388, 1
  %2929 = icmp eq i32 %2928, 3
  %2930 = select i1 %2929, i32 0, i32 %2928
  %2931 = add nuw nsw i32 %2386, 1
  %2932 = icmp eq i32 %2931, %265
  br i1 %2932, label %266, label %2321, !llvm.loop !32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9, !10}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_ZN3cub32CUB_300001_SM___CUDA_ARCH_LIST__6detail11EmptyKernelIvEEvv, !"kernel", i32 1}
!5 = !{ptr @_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJNS3_ILi1EEEiEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJS5_NS3_ILi2EEEEEENS1_IJNS3_ILi8EEESJ_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJS9_NS3_ILi512EEEEEENS1_IJS5_NS3_ILi1024EEEEEENS1_IJNS3_ILi0EEENS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES11_EES8_EEENSG_INS1_IJS4_SJ_EEENS1_IJSJ_S9_EEEEES14_EES8_SA_SX_S17_S8_SA_NS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1B_5MajorE1ELS1D_1ELNS1B_7ScaleInE1ELS1E_1EEEEEENSG_INS1_IJS9_S9_S9_EEENS1_IJSS_SS_SS_EEEEENS1_IJNS0_10UnderscoreES1K_S1K_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_PKT5_T6_T7_T8_PT9_T10_T11_T12_T13_, !"kernel", i32 1}
!6 = !{ptr @_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJNS3_ILi1EEEiEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJS5_NS3_ILi2EEEEEENS1_IJNS3_ILi8EEESJ_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJS9_NS3_ILi512EEEEEENS1_IJS5_NS3_ILi1024EEEEEENS1_IJNS3_ILi0EEENS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES11_EES8_EEENSG_INS1_IJS4_SJ_EEENS1_IJSJ_S9_EEEEES14_EES8_SA_SX_S17_S8_SA_NS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1B_5MajorE1ELS1D_1ELNS1B_7ScaleInE1ELS1E_1EEEEEENSG_INS1_IJS9_S9_S9_EEENS1_IJSS_SS_SS_EEEEENS1_IJNS0_10UnderscoreES1K_S1K_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_PKT5_T6_T7_T8_PT9_T10_T11_T12_T13_, !"maxntidx", i32 128}
!7 = !{ptr @_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJiNS3_ILi1EEEEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJNS3_ILi8EEENS3_ILi16EEEEEENS1_IJS5_S9_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJS5_NS3_ILi512EEEEEENS1_IJS9_NS3_ILi0EEEEEENS1_IJSQ_NS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES10_EES8_EEENSG_INS1_IJSJ_SH_EEENS1_IJNS1_IJS4_S9_EEESI_EEEEENS1_IJSI_S5_EEEEES8_SA_SW_S18_S8_NS1_IJS9_iEEENS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1D_5MajorE0ELS1F_0ELNS1D_7ScaleInE1ELS1G_1EEEEEENSG_INS1_IJS9_S9_S9_EEENS1_IJSQ_SQ_SQ_EEEEENS1_IJNS0_10UnderscoreES1M_S1M_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_PKT5_T6_T7_T8_PT9_T10_T11_T12_T13_, !"kernel", i32 1}
!8 = !{ptr @_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJiNS3_ILi1EEEEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJNS3_ILi8EEENS3_ILi16EEEEEENS1_IJS5_S9_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJS5_NS3_ILi512EEEEEENS1_IJS9_NS3_ILi0EEEEEENS1_IJSQ_NS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES10_EES8_EEENSG_INS1_IJSJ_SH_EEENS1_IJNS1_IJS4_S9_EEESI_EEEEENS1_IJSI_S5_EEEEES8_SA_SW_S18_S8_NS1_IJS9_iEEENS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1D_5MajorE0ELS1F_0ELNS1D_7ScaleInE1ELS1G_1EEEEEENSG_INS1_IJS9_S9_S9_EEENS1_IJSQ_SQ_SQ_EEEEENS1_IJNS0_10UnderscoreES1M_S1M_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_PKT5_T6_T7_T8_PT9_T10_T11_T12_T13_, !"maxntidx", i32 128}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{i64 44892184}
!17 = !{i64 44895573}
!18 = !{i64 2157034963}
!19 = !{i64 2158386239, i64 2158386266}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !14, i64 0}
!22 = !{i64 2158355903, i64 2158355930}
!23 = !{i64 44895947}
!24 = !{i64 40681285}
!25 = !{i64 40680041}
!26 = !{i64 40691935, i64 40691948, i64 40691972, i64 40692005, i64 40692227}
!27 = !{i64 40680874}
!28 = !{i64 40680449}
!29 = distinct !{!29, !30, !31}
!30 = !{!"llvm.loop.mustprogress"}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = distinct !{!32, !30, !31}
